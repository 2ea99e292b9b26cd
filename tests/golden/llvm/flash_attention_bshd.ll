; ModuleID = 'flash_attention_bshd.tile'
source_filename = "flash_attention_bshd.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_flash_attention_bshd = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @flash_attention_bshd_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %B, i32 %S, i32 %bx, i32 %h, i32 %b) #0 {
entry:
  %tl_lanes_14 = alloca [32 x float], align 64
  %tl_lanes_15 = alloca [32 x float], align 64
  %Q_s = alloca [4096 x i16], align 64
  %K_s = alloca [4096 x i16], align 64
  %V_s = alloca [4096 x i16], align 64
  %P_s = alloca [4096 x i16], align 64
  %acc_s = alloca [4096 x float], align 64
  %acc_o = alloca [4096 x float], align 64
  %m = alloca [64 x float], align 64
  %m_prev = alloca [64 x float], align 64
  %l = alloca [64 x float], align 64
  %row_sum = alloca [64 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %row_sum, i8 0, i64 256, i1 false)
  %0 = sext i32 %b to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %B to i64
  %3 = icmp sle i64 %1, %2
  %4 = mul i32 %bx, 64
  %5 = icmp sle i32 0, %4
  %6 = mul i32 %bx, 64
  %7 = sext i32 %6 to i64
  %8 = add i64 %7, 64
  %9 = sext i32 %S to i64
  %10 = icmp sle i64 %8, %9
  %11 = and i1 %5, %10
  %12 = and i1 %3, %11
  %13 = sext i32 %h to i64
  %14 = add i64 %13, 1
  %15 = icmp sle i64 %14, 4
  %16 = and i1 %12, %15
  br i1 %16, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %44, %for.end3 ]
  %17 = icmp slt i32 %i3, 64
  br i1 %17, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %43, %for.body2 ]
  %18 = icmp slt i32 %j1, 64
  br i1 %18, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %19 = sext i32 %b to i64
  %20 = sext i32 %S to i64
  %21 = mul nsw i64 %19, %20
  %22 = mul i32 %bx, 64
  %23 = add i32 %22, %i3
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 %21, %24
  %26 = mul nsw i64 %25, 4
  %27 = sext i32 %h to i64
  %28 = add nsw i64 %26, %27
  %29 = mul nsw i64 %28, 64
  %30 = sext i32 %j1 to i64
  %31 = add nsw i64 %29, %30
  %32 = getelementptr inbounds i16, ptr %Q, i64 %31
  %33 = load i16, ptr %32, align 2
  %34 = bitcast i16 %33 to half
  %35 = fpext half %34 to float
  %36 = sext i32 %i3 to i64
  %37 = mul nsw i64 %36, 64
  %38 = sext i32 %j1 to i64
  %39 = add nsw i64 %37, %38
  %40 = getelementptr inbounds i16, ptr %Q_s, i64 %39
  %41 = fptrunc float %35 to half
  %42 = bitcast half %41 to i16
  store i16 %42, ptr %40, align 2
  %43 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %44 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end10, %if.else
  %i37 = phi i32 [ 0, %if.else ], [ %66, %for.end10 ]
  %45 = icmp slt i32 %i37, 64
  br i1 %45, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %92, %sel.end ]
  %46 = icmp slt i32 %j111, 64
  br i1 %46, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %47 = sext i32 %b to i64
  %48 = sext i32 %B to i64
  %49 = icmp slt i64 %47, %48
  %50 = mul i32 %bx, 64
  %51 = sext i32 %50 to i64
  %52 = sext i32 %i37 to i64
  %53 = add i64 %51, %52
  %54 = icmp sle i64 0, %53
  %55 = mul i32 %bx, 64
  %56 = sext i32 %55 to i64
  %57 = sext i32 %i37 to i64
  %58 = add i64 %56, %57
  %59 = sext i32 %S to i64
  %60 = icmp slt i64 %58, %59
  %61 = and i1 %54, %60
  %62 = and i1 %49, %61
  %63 = sext i32 %h to i64
  %64 = icmp slt i64 %63, 4
  %65 = and i1 %62, %64
  br i1 %65, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %66 = add nsw i32 %i37, 1
  br label %for.cond4, !llvm.loop !4

sel.then:                                         ; preds = %for.body9
  %67 = sext i32 %b to i64
  %68 = sext i32 %S to i64
  %69 = mul nsw i64 %67, %68
  %70 = mul i32 %bx, 64
  %71 = add i32 %70, %i37
  %72 = sext i32 %71 to i64
  %73 = add nsw i64 %69, %72
  %74 = mul nsw i64 %73, 4
  %75 = sext i32 %h to i64
  %76 = add nsw i64 %74, %75
  %77 = mul nsw i64 %76, 64
  %78 = sext i32 %j111 to i64
  %79 = add nsw i64 %77, %78
  %80 = getelementptr inbounds i16, ptr %Q, i64 %79
  %81 = load i16, ptr %80, align 2
  %82 = bitcast i16 %81 to half
  %83 = fpext half %82 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %84 = phi float [ %83, %sel.then ], [ 0.000000e+00, %sel.else ]
  %85 = sext i32 %i37 to i64
  %86 = mul nsw i64 %85, 64
  %87 = sext i32 %j111 to i64
  %88 = add nsw i64 %86, %87
  %89 = getelementptr inbounds i16, ptr %Q_s, i64 %88
  %90 = fptrunc float %84 to half
  %91 = bitcast half %90 to i16
  store i16 %91, ptr %89, align 2
  %92 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !5

for.cond12:                                       ; preds = %for.end18, %if.end
  %i315 = phi i32 [ 0, %if.end ], [ %101, %for.end18 ]
  %93 = icmp slt i32 %i315, 64
  br i1 %93, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  br label %for.cond16

for.end14:                                        ; preds = %for.cond12
  br label %for.cond20

for.cond16:                                       ; preds = %for.body17, %for.body13
  %j119 = phi i32 [ 0, %for.body13 ], [ %100, %for.body17 ]
  %94 = icmp slt i32 %j119, 64
  br i1 %94, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %95 = sext i32 %i315 to i64
  %96 = mul nsw i64 %95, 64
  %97 = sext i32 %j119 to i64
  %98 = add nsw i64 %96, %97
  %99 = getelementptr inbounds float, ptr %acc_o, i64 %98
  store float 0.000000e+00, ptr %99, align 4
  %100 = add nsw i32 %j119, 1
  br label %for.cond16, !llvm.loop !6

for.end18:                                        ; preds = %for.cond16
  %101 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !7

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %105, %for.body21 ]
  %102 = icmp slt i32 %i323, 64
  br i1 %102, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %103 = sext i32 %i323 to i64
  %104 = getelementptr inbounds float, ptr %l, i64 %103
  store float 0.000000e+00, ptr %104, align 4
  %105 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !8

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i327 = phi i32 [ 0, %for.end22 ], [ %109, %for.body25 ]
  %106 = icmp slt i32 %i327, 64
  br i1 %106, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %107 = sext i32 %i327 to i64
  %108 = getelementptr inbounds float, ptr %m, i64 %107
  store float 0xFFF0000000000000, ptr %108, align 4
  %109 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !9

for.end26:                                        ; preds = %for.cond24
  %110 = sext i32 %S to i64
  %111 = sdiv i64 %110, 64
  %112 = sub i64 0, %110
  %113 = select i1 false, i64 %112, i64 %111
  %114 = srem i64 %110, 64
  %115 = icmp ne i64 %114, 0
  %116 = icmp slt i64 %110, 0
  %117 = icmp eq i1 %116, false
  %118 = and i1 %115, %117
  %119 = zext i1 %118 to i64
  %120 = add i64 %113, %119
  %121 = trunc i64 %120 to i32
  %122 = sext i32 %S to i64
  %123 = sdiv i64 %122, 64
  %124 = sub i64 0, %122
  %125 = select i1 false, i64 %124, i64 %123
  %126 = srem i64 %122, 64
  %127 = icmp ne i64 %126, 0
  %128 = icmp slt i64 %122, 0
  %129 = icmp eq i1 %128, false
  %130 = and i1 %127, %129
  %131 = zext i1 %130 to i64
  %132 = add i64 %125, %131
  %133 = trunc i64 %132 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end209, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %692, %for.end209 ]
  %134 = icmp slt i32 %kb, %121
  br i1 %134, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %135 = sext i32 %b to i64
  %136 = add i64 %135, 1
  %137 = sext i32 %B to i64
  %138 = icmp sle i64 %136, %137
  %139 = mul i32 %kb, 64
  %140 = icmp sle i32 0, %139
  %141 = mul i32 %kb, 64
  %142 = sext i32 %141 to i64
  %143 = add i64 %142, 64
  %144 = sext i32 %S to i64
  %145 = icmp sle i64 %143, %144
  %146 = and i1 %140, %145
  %147 = and i1 %138, %146
  %148 = sext i32 %h to i64
  %149 = add i64 %148, 1
  %150 = icmp sle i64 %149, 4
  %151 = and i1 %147, %150
  br i1 %151, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond215

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond48

if.end33:                                         ; preds = %for.end50, %for.end36
  %152 = sext i32 %b to i64
  %153 = add i64 %152, 1
  %154 = sext i32 %B to i64
  %155 = icmp sle i64 %153, %154
  %156 = mul i32 %kb, 64
  %157 = icmp sle i32 0, %156
  %158 = mul i32 %kb, 64
  %159 = sext i32 %158 to i64
  %160 = add i64 %159, 64
  %161 = sext i32 %S to i64
  %162 = icmp sle i64 %160, %161
  %163 = and i1 %157, %162
  %164 = and i1 %155, %163
  %165 = sext i32 %h to i64
  %166 = add i64 %165, 1
  %167 = icmp sle i64 %166, 4
  %168 = and i1 %164, %167
  br i1 %168, label %if.then59, label %if.else60

for.cond34:                                       ; preds = %for.end46, %if.then31
  %i337 = phi i32 [ 0, %if.then31 ], [ %216, %for.end46 ]
  %169 = icmp slt i32 %i337, 64
  br i1 %169, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %170 = add i32 %kb, 1
  %171 = icmp slt i32 %170, %133
  br i1 %171, label %if.then38, label %if.else39

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

if.then38:                                        ; preds = %for.body35
  br label %for.cond41

if.else39:                                        ; preds = %for.body35
  br label %if.end40

if.end40:                                         ; preds = %if.else39, %for.end43
  br label %for.cond44

for.cond41:                                       ; preds = %for.body42, %if.then38
  %pf = phi i32 [ 0, %if.then38 ], [ %189, %for.body42 ]
  %172 = icmp slt i32 %pf, 2
  br i1 %172, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %173 = sext i32 %b to i64
  %174 = sext i32 %S to i64
  %175 = mul i64 %173, %174
  %176 = add i32 %kb, 1
  %177 = mul i32 %176, 64
  %178 = add i32 %177, %i337
  %179 = sext i32 %178 to i64
  %180 = add i64 %175, %179
  %181 = mul i64 %180, 4
  %182 = sext i32 %h to i64
  %183 = add i64 %181, %182
  %184 = mul i64 %183, 64
  %185 = mul i32 %pf, 32
  %186 = sext i32 %185 to i64
  %187 = add i64 %184, %186
  %188 = getelementptr i16, ptr %K, i64 %187
  call void @llvm.prefetch.p0(ptr %188, i32 0, i32 0, i32 1)
  %189 = add nsw i32 %pf, 1
  br label %for.cond41, !llvm.loop !10

for.end43:                                        ; preds = %for.cond41
  br label %if.end40

for.cond44:                                       ; preds = %for.body45, %if.end40
  %j147 = phi i32 [ 0, %if.end40 ], [ %215, %for.body45 ]
  %190 = icmp slt i32 %j147, 64
  br i1 %190, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %191 = sext i32 %b to i64
  %192 = sext i32 %S to i64
  %193 = mul nsw i64 %191, %192
  %194 = mul i32 %kb, 64
  %195 = add i32 %194, %i337
  %196 = sext i32 %195 to i64
  %197 = add nsw i64 %193, %196
  %198 = mul nsw i64 %197, 4
  %199 = sext i32 %h to i64
  %200 = add nsw i64 %198, %199
  %201 = mul nsw i64 %200, 64
  %202 = sext i32 %j147 to i64
  %203 = add nsw i64 %201, %202
  %204 = getelementptr inbounds i16, ptr %K, i64 %203
  %205 = load i16, ptr %204, align 2
  %206 = bitcast i16 %205 to half
  %207 = fpext half %206 to float
  %208 = sext i32 %i337 to i64
  %209 = mul nsw i64 %208, 64
  %210 = sext i32 %j147 to i64
  %211 = add nsw i64 %209, %210
  %212 = getelementptr inbounds i16, ptr %K_s, i64 %211
  %213 = fptrunc float %207 to half
  %214 = bitcast half %213 to i16
  store i16 %214, ptr %212, align 2
  %215 = add nsw i32 %j147, 1
  br label %for.cond44, !llvm.loop !11

for.end46:                                        ; preds = %for.cond44
  %216 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !12

for.cond48:                                       ; preds = %for.end54, %if.else32
  %i351 = phi i32 [ 0, %if.else32 ], [ %238, %for.end54 ]
  %217 = icmp slt i32 %i351, 64
  br i1 %217, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end33

for.cond52:                                       ; preds = %sel.end58, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %264, %sel.end58 ]
  %218 = icmp slt i32 %j155, 64
  br i1 %218, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %219 = sext i32 %b to i64
  %220 = sext i32 %B to i64
  %221 = icmp slt i64 %219, %220
  %222 = mul i32 %kb, 64
  %223 = sext i32 %222 to i64
  %224 = sext i32 %i351 to i64
  %225 = add i64 %223, %224
  %226 = icmp sle i64 0, %225
  %227 = mul i32 %kb, 64
  %228 = sext i32 %227 to i64
  %229 = sext i32 %i351 to i64
  %230 = add i64 %228, %229
  %231 = sext i32 %S to i64
  %232 = icmp slt i64 %230, %231
  %233 = and i1 %226, %232
  %234 = and i1 %221, %233
  %235 = sext i32 %h to i64
  %236 = icmp slt i64 %235, 4
  %237 = and i1 %234, %236
  br i1 %237, label %sel.then56, label %sel.else57

for.end54:                                        ; preds = %for.cond52
  %238 = add nsw i32 %i351, 1
  br label %for.cond48, !llvm.loop !13

sel.then56:                                       ; preds = %for.body53
  %239 = sext i32 %b to i64
  %240 = sext i32 %S to i64
  %241 = mul nsw i64 %239, %240
  %242 = mul i32 %kb, 64
  %243 = add i32 %242, %i351
  %244 = sext i32 %243 to i64
  %245 = add nsw i64 %241, %244
  %246 = mul nsw i64 %245, 4
  %247 = sext i32 %h to i64
  %248 = add nsw i64 %246, %247
  %249 = mul nsw i64 %248, 64
  %250 = sext i32 %j155 to i64
  %251 = add nsw i64 %249, %250
  %252 = getelementptr inbounds i16, ptr %K, i64 %251
  %253 = load i16, ptr %252, align 2
  %254 = bitcast i16 %253 to half
  %255 = fpext half %254 to float
  br label %sel.end58

sel.else57:                                       ; preds = %for.body53
  br label %sel.end58

sel.end58:                                        ; preds = %sel.else57, %sel.then56
  %256 = phi float [ %255, %sel.then56 ], [ 0.000000e+00, %sel.else57 ]
  %257 = sext i32 %i351 to i64
  %258 = mul nsw i64 %257, 64
  %259 = sext i32 %j155 to i64
  %260 = add nsw i64 %258, %259
  %261 = getelementptr inbounds i16, ptr %K_s, i64 %260
  %262 = fptrunc float %256 to half
  %263 = bitcast half %262 to i16
  store i16 %263, ptr %261, align 2
  %264 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !14

if.then59:                                        ; preds = %if.end33
  br label %for.cond62

if.else60:                                        ; preds = %if.end33
  br label %for.cond76

if.end61:                                         ; preds = %for.end78, %for.end64
  br label %for.cond87

for.cond62:                                       ; preds = %for.end74, %if.then59
  %i365 = phi i32 [ 0, %if.then59 ], [ %312, %for.end74 ]
  %265 = icmp slt i32 %i365, 64
  br i1 %265, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %266 = add i32 %kb, 1
  %267 = icmp slt i32 %266, %133
  br i1 %267, label %if.then66, label %if.else67

for.end64:                                        ; preds = %for.cond62
  br label %if.end61

if.then66:                                        ; preds = %for.body63
  br label %for.cond69

if.else67:                                        ; preds = %for.body63
  br label %if.end68

if.end68:                                         ; preds = %if.else67, %for.end71
  br label %for.cond72

for.cond69:                                       ; preds = %for.body70, %if.then66
  %pf1 = phi i32 [ 0, %if.then66 ], [ %285, %for.body70 ]
  %268 = icmp slt i32 %pf1, 2
  br i1 %268, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %269 = sext i32 %b to i64
  %270 = sext i32 %S to i64
  %271 = mul i64 %269, %270
  %272 = add i32 %kb, 1
  %273 = mul i32 %272, 64
  %274 = add i32 %273, %i365
  %275 = sext i32 %274 to i64
  %276 = add i64 %271, %275
  %277 = mul i64 %276, 4
  %278 = sext i32 %h to i64
  %279 = add i64 %277, %278
  %280 = mul i64 %279, 64
  %281 = mul i32 %pf1, 32
  %282 = sext i32 %281 to i64
  %283 = add i64 %280, %282
  %284 = getelementptr i16, ptr %V, i64 %283
  call void @llvm.prefetch.p0(ptr %284, i32 0, i32 0, i32 1)
  %285 = add nsw i32 %pf1, 1
  br label %for.cond69, !llvm.loop !15

for.end71:                                        ; preds = %for.cond69
  br label %if.end68

for.cond72:                                       ; preds = %for.body73, %if.end68
  %j175 = phi i32 [ 0, %if.end68 ], [ %311, %for.body73 ]
  %286 = icmp slt i32 %j175, 64
  br i1 %286, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %287 = sext i32 %b to i64
  %288 = sext i32 %S to i64
  %289 = mul nsw i64 %287, %288
  %290 = mul i32 %kb, 64
  %291 = add i32 %290, %i365
  %292 = sext i32 %291 to i64
  %293 = add nsw i64 %289, %292
  %294 = mul nsw i64 %293, 4
  %295 = sext i32 %h to i64
  %296 = add nsw i64 %294, %295
  %297 = mul nsw i64 %296, 64
  %298 = sext i32 %j175 to i64
  %299 = add nsw i64 %297, %298
  %300 = getelementptr inbounds i16, ptr %V, i64 %299
  %301 = load i16, ptr %300, align 2
  %302 = bitcast i16 %301 to half
  %303 = fpext half %302 to float
  %304 = sext i32 %i365 to i64
  %305 = mul nsw i64 %304, 64
  %306 = sext i32 %j175 to i64
  %307 = add nsw i64 %305, %306
  %308 = getelementptr inbounds i16, ptr %V_s, i64 %307
  %309 = fptrunc float %303 to half
  %310 = bitcast half %309 to i16
  store i16 %310, ptr %308, align 2
  %311 = add nsw i32 %j175, 1
  br label %for.cond72, !llvm.loop !16

for.end74:                                        ; preds = %for.cond72
  %312 = add nsw i32 %i365, 1
  br label %for.cond62, !llvm.loop !17

for.cond76:                                       ; preds = %for.end82, %if.else60
  %i379 = phi i32 [ 0, %if.else60 ], [ %334, %for.end82 ]
  %313 = icmp slt i32 %i379, 64
  br i1 %313, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  br label %for.cond80

for.end78:                                        ; preds = %for.cond76
  br label %if.end61

for.cond80:                                       ; preds = %sel.end86, %for.body77
  %j183 = phi i32 [ 0, %for.body77 ], [ %360, %sel.end86 ]
  %314 = icmp slt i32 %j183, 64
  br i1 %314, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  %315 = sext i32 %b to i64
  %316 = sext i32 %B to i64
  %317 = icmp slt i64 %315, %316
  %318 = mul i32 %kb, 64
  %319 = sext i32 %318 to i64
  %320 = sext i32 %i379 to i64
  %321 = add i64 %319, %320
  %322 = icmp sle i64 0, %321
  %323 = mul i32 %kb, 64
  %324 = sext i32 %323 to i64
  %325 = sext i32 %i379 to i64
  %326 = add i64 %324, %325
  %327 = sext i32 %S to i64
  %328 = icmp slt i64 %326, %327
  %329 = and i1 %322, %328
  %330 = and i1 %317, %329
  %331 = sext i32 %h to i64
  %332 = icmp slt i64 %331, 4
  %333 = and i1 %330, %332
  br i1 %333, label %sel.then84, label %sel.else85

for.end82:                                        ; preds = %for.cond80
  %334 = add nsw i32 %i379, 1
  br label %for.cond76, !llvm.loop !18

sel.then84:                                       ; preds = %for.body81
  %335 = sext i32 %b to i64
  %336 = sext i32 %S to i64
  %337 = mul nsw i64 %335, %336
  %338 = mul i32 %kb, 64
  %339 = add i32 %338, %i379
  %340 = sext i32 %339 to i64
  %341 = add nsw i64 %337, %340
  %342 = mul nsw i64 %341, 4
  %343 = sext i32 %h to i64
  %344 = add nsw i64 %342, %343
  %345 = mul nsw i64 %344, 64
  %346 = sext i32 %j183 to i64
  %347 = add nsw i64 %345, %346
  %348 = getelementptr inbounds i16, ptr %V, i64 %347
  %349 = load i16, ptr %348, align 2
  %350 = bitcast i16 %349 to half
  %351 = fpext half %350 to float
  br label %sel.end86

sel.else85:                                       ; preds = %for.body81
  br label %sel.end86

sel.end86:                                        ; preds = %sel.else85, %sel.then84
  %352 = phi float [ %351, %sel.then84 ], [ 0.000000e+00, %sel.else85 ]
  %353 = sext i32 %i379 to i64
  %354 = mul nsw i64 %353, 64
  %355 = sext i32 %j183 to i64
  %356 = add nsw i64 %354, %355
  %357 = getelementptr inbounds i16, ptr %V_s, i64 %356
  %358 = fptrunc float %352 to half
  %359 = bitcast half %358 to i16
  store i16 %359, ptr %357, align 2
  %360 = add nsw i32 %j183, 1
  br label %for.cond80, !llvm.loop !19

for.cond87:                                       ; preds = %for.end93, %if.end61
  %i390 = phi i32 [ 0, %if.end61 ], [ %369, %for.end93 ]
  %361 = icmp slt i32 %i390, 64
  br i1 %361, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  br label %for.cond91

for.end89:                                        ; preds = %for.cond87
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond95

for.cond91:                                       ; preds = %for.body92, %for.body88
  %j194 = phi i32 [ 0, %for.body88 ], [ %368, %for.body92 ]
  %362 = icmp slt i32 %j194, 64
  br i1 %362, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %363 = sext i32 %i390 to i64
  %364 = mul nsw i64 %363, 64
  %365 = sext i32 %j194 to i64
  %366 = add nsw i64 %364, %365
  %367 = getelementptr inbounds float, ptr %acc_s, i64 %366
  store float 0.000000e+00, ptr %367, align 4
  %368 = add nsw i32 %j194, 1
  br label %for.cond91, !llvm.loop !20

for.end93:                                        ; preds = %for.cond91
  %369 = add nsw i32 %i390, 1
  br label %for.cond87, !llvm.loop !21

for.cond95:                                       ; preds = %for.end100, %for.end89
  %i = phi i32 [ 0, %for.end89 ], [ %390, %for.end100 ]
  %370 = icmp slt i32 %i, 64
  br i1 %370, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  br label %for.cond98

for.end97:                                        ; preds = %for.cond95
  br label %for.cond101

for.cond98:                                       ; preds = %for.body99, %for.body96
  %j = phi i32 [ 0, %for.body96 ], [ %389, %for.body99 ]
  %371 = icmp slt i32 %j, 64
  br i1 %371, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %372 = mul i32 %kb, 64
  %373 = add i32 %372, %j
  %374 = icmp slt i32 %373, %S
  %375 = sext i32 %i to i64
  %376 = mul nsw i64 %375, 64
  %377 = sext i32 %j to i64
  %378 = add nsw i64 %376, %377
  %379 = call i64 @llvm.umin.i64(i64 %378, i64 4095)
  %380 = getelementptr inbounds float, ptr %acc_s, i64 %379
  %381 = load float, ptr %380, align 4
  %382 = fmul float %381, 1.250000e-01
  %383 = select i1 %374, float %382, float 0xFFF0000000000000
  %384 = sext i32 %i to i64
  %385 = mul nsw i64 %384, 64
  %386 = sext i32 %j to i64
  %387 = add nsw i64 %385, %386
  %388 = getelementptr inbounds float, ptr %acc_s, i64 %387
  store float %383, ptr %388, align 4
  %389 = add nsw i32 %j, 1
  br label %for.cond98, !llvm.loop !22

for.end100:                                       ; preds = %for.cond98
  %390 = add nsw i32 %i, 1
  br label %for.cond95, !llvm.loop !23

for.cond101:                                      ; preds = %for.body102, %for.end97
  %i3104 = phi i32 [ 0, %for.end97 ], [ %397, %for.body102 ]
  %391 = icmp slt i32 %i3104, 64
  br i1 %391, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %392 = sext i32 %i3104 to i64
  %393 = getelementptr inbounds float, ptr %m, i64 %392
  %394 = load float, ptr %393, align 4
  %395 = sext i32 %i3104 to i64
  %396 = getelementptr inbounds float, ptr %m_prev, i64 %395
  store float %394, ptr %396, align 4
  %397 = add nsw i32 %i3104, 1
  br label %for.cond101, !llvm.loop !24

for.end103:                                       ; preds = %for.cond101
  br label %for.cond105

for.cond105:                                      ; preds = %if.end150, %for.end103
  %i1 = phi i32 [ 0, %for.end103 ], [ %515, %if.end150 ]
  %398 = icmp slt i32 %i1, 64
  br i1 %398, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %399 = sext i32 %i1 to i64
  %400 = getelementptr inbounds float, ptr %m, i64 %399
  %tl_dst0 = load float, ptr %400, align 4
  br label %for.cond108

for.end107:                                       ; preds = %for.cond105
  br label %for.cond155

for.cond108:                                      ; preds = %for.body109, %for.body106
  %lane = phi i32 [ 0, %for.body106 ], [ %425, %for.body109 ]
  %401 = icmp slt i32 %lane, 32
  br i1 %401, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %402 = sext i32 %i1 to i64
  %403 = mul nsw i64 %402, 64
  %404 = sext i32 %lane to i64
  %405 = add nsw i64 %403, %404
  %406 = getelementptr inbounds float, ptr %acc_s, i64 %405
  %407 = load float, ptr %406, align 4
  %408 = sext i32 %i1 to i64
  %409 = mul nsw i64 %408, 64
  %410 = sext i32 %lane to i64
  %411 = add nsw i64 %409, %410
  %412 = getelementptr inbounds float, ptr %acc_s, i64 %411
  %413 = load float, ptr %412, align 4
  %414 = fcmp une float %407, %413
  %415 = sext i32 %i1 to i64
  %416 = mul nsw i64 %415, 64
  %417 = sext i32 %lane to i64
  %418 = add nsw i64 %416, %417
  %419 = call i64 @llvm.umin.i64(i64 %418, i64 4095)
  %420 = getelementptr inbounds float, ptr %acc_s, i64 %419
  %421 = load float, ptr %420, align 4
  %422 = select i1 %414, float 0xFFF0000000000000, float %421
  %423 = sext i32 %lane to i64
  %424 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %423
  store float %422, ptr %424, align 4
  %425 = add nsw i32 %lane, 1
  br label %for.cond108, !llvm.loop !25

for.end110:                                       ; preds = %for.cond108
  br label %for.cond111

for.cond111:                                      ; preds = %for.end116, %for.end110
  %red = phi i32 [ 0, %for.end110 ], [ %443, %for.end116 ]
  %426 = icmp slt i32 %red, 1
  br i1 %426, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  br label %for.cond114

for.end113:                                       ; preds = %for.cond111
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body112
  %lane117 = phi i32 [ 0, %for.body112 ], [ %442, %for.body115 ]
  %427 = icmp slt i32 %lane117, 32
  br i1 %427, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %428 = sext i32 %lane117 to i64
  %429 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %428
  %lane_acc = load float, ptr %429, align 4
  %430 = sext i32 %i1 to i64
  %431 = mul nsw i64 %430, 64
  %432 = add i32 %red, 1
  %433 = mul i32 %432, 32
  %434 = add i32 %433, %lane117
  %435 = sext i32 %434 to i64
  %436 = add nsw i64 %431, %435
  %437 = getelementptr inbounds float, ptr %acc_s, i64 %436
  %lane_next = load float, ptr %437, align 4
  %438 = fcmp ogt float %lane_next, %lane_acc
  %439 = select i1 %438, float %lane_next, float %lane_acc
  %440 = sext i32 %lane117 to i64
  %441 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %440
  store float %439, ptr %441, align 4
  %442 = add nsw i32 %lane117, 1
  br label %for.cond114, !llvm.loop !26

for.end116:                                       ; preds = %for.cond114
  %443 = add nsw i32 %red, 1
  br label %for.cond111, !llvm.loop !27

for.cond118:                                      ; preds = %for.body119, %for.end113
  %lane121 = phi i32 [ 0, %for.end113 ], [ %454, %for.body119 ]
  %444 = icmp slt i32 %lane121, 16
  br i1 %444, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %445 = sext i32 %lane121 to i64
  %446 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %445
  %lane_acc122 = load float, ptr %446, align 4
  %447 = add i32 %lane121, 16
  %448 = sext i32 %447 to i64
  %449 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %448
  %lane_next123 = load float, ptr %449, align 4
  %450 = fcmp ogt float %lane_next123, %lane_acc122
  %451 = select i1 %450, float %lane_next123, float %lane_acc122
  %452 = sext i32 %lane121 to i64
  %453 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %452
  store float %451, ptr %453, align 4
  %454 = add nsw i32 %lane121, 1
  br label %for.cond118, !llvm.loop !28

for.end120:                                       ; preds = %for.cond118
  br label %for.cond124

for.cond124:                                      ; preds = %for.body125, %for.end120
  %lane127 = phi i32 [ 0, %for.end120 ], [ %465, %for.body125 ]
  %455 = icmp slt i32 %lane127, 8
  br i1 %455, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %456 = sext i32 %lane127 to i64
  %457 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %456
  %lane_acc128 = load float, ptr %457, align 4
  %458 = add i32 %lane127, 8
  %459 = sext i32 %458 to i64
  %460 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %459
  %lane_next129 = load float, ptr %460, align 4
  %461 = fcmp ogt float %lane_next129, %lane_acc128
  %462 = select i1 %461, float %lane_next129, float %lane_acc128
  %463 = sext i32 %lane127 to i64
  %464 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %463
  store float %462, ptr %464, align 4
  %465 = add nsw i32 %lane127, 1
  br label %for.cond124, !llvm.loop !29

for.end126:                                       ; preds = %for.cond124
  br label %for.cond130

for.cond130:                                      ; preds = %for.body131, %for.end126
  %lane133 = phi i32 [ 0, %for.end126 ], [ %476, %for.body131 ]
  %466 = icmp slt i32 %lane133, 4
  br i1 %466, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %467 = sext i32 %lane133 to i64
  %468 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %467
  %lane_acc134 = load float, ptr %468, align 4
  %469 = add i32 %lane133, 4
  %470 = sext i32 %469 to i64
  %471 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %470
  %lane_next135 = load float, ptr %471, align 4
  %472 = fcmp ogt float %lane_next135, %lane_acc134
  %473 = select i1 %472, float %lane_next135, float %lane_acc134
  %474 = sext i32 %lane133 to i64
  %475 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %474
  store float %473, ptr %475, align 4
  %476 = add nsw i32 %lane133, 1
  br label %for.cond130, !llvm.loop !30

for.end132:                                       ; preds = %for.cond130
  br label %for.cond136

for.cond136:                                      ; preds = %for.body137, %for.end132
  %lane139 = phi i32 [ 0, %for.end132 ], [ %487, %for.body137 ]
  %477 = icmp slt i32 %lane139, 2
  br i1 %477, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %478 = sext i32 %lane139 to i64
  %479 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %478
  %lane_acc140 = load float, ptr %479, align 4
  %480 = add i32 %lane139, 2
  %481 = sext i32 %480 to i64
  %482 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %481
  %lane_next141 = load float, ptr %482, align 4
  %483 = fcmp ogt float %lane_next141, %lane_acc140
  %484 = select i1 %483, float %lane_next141, float %lane_acc140
  %485 = sext i32 %lane139 to i64
  %486 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %485
  store float %484, ptr %486, align 4
  %487 = add nsw i32 %lane139, 1
  br label %for.cond136, !llvm.loop !31

for.end138:                                       ; preds = %for.cond136
  br label %for.cond142

for.cond142:                                      ; preds = %for.body143, %for.end138
  %lane145 = phi i32 [ 0, %for.end138 ], [ %498, %for.body143 ]
  %488 = icmp slt i32 %lane145, 1
  br i1 %488, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %489 = sext i32 %lane145 to i64
  %490 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %489
  %lane_acc146 = load float, ptr %490, align 4
  %491 = add i32 %lane145, 1
  %492 = sext i32 %491 to i64
  %493 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %492
  %lane_next147 = load float, ptr %493, align 4
  %494 = fcmp ogt float %lane_next147, %lane_acc146
  %495 = select i1 %494, float %lane_next147, float %lane_acc146
  %496 = sext i32 %lane145 to i64
  %497 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %496
  store float %495, ptr %497, align 4
  %498 = add nsw i32 %lane145, 1
  br label %for.cond142, !llvm.loop !32

for.end144:                                       ; preds = %for.cond142
  %499 = sext i32 %i1 to i64
  %500 = getelementptr inbounds float, ptr %m, i64 %499
  %501 = load float, ptr %500, align 4
  %502 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %503 = load float, ptr %502, align 4
  %504 = call float @llvm.maxnum.f32(float %501, float %503)
  %505 = sext i32 %i1 to i64
  %506 = getelementptr inbounds float, ptr %m, i64 %505
  store float %504, ptr %506, align 4
  %507 = sext i32 %i1 to i64
  %508 = getelementptr inbounds float, ptr %m, i64 %507
  %509 = load float, ptr %508, align 4
  %510 = fcmp oeq float %509, 0xFFF0000000000000
  %511 = fcmp une float %tl_dst0, %tl_dst0
  %512 = and i1 %510, %511
  br i1 %512, label %if.then148, label %if.else149

if.then148:                                       ; preds = %for.end144
  %513 = sext i32 %i1 to i64
  %514 = getelementptr inbounds float, ptr %m, i64 %513
  store float %tl_dst0, ptr %514, align 4
  br label %for.cond151

if.else149:                                       ; preds = %for.end144
  br label %if.end150

if.end150:                                        ; preds = %if.else149, %for.end153
  %515 = add nsw i32 %i1, 1
  br label %for.cond105, !llvm.loop !33

for.cond151:                                      ; preds = %for.body152, %if.then148
  %red154 = phi i32 [ 0, %if.then148 ], [ %529, %for.body152 ]
  %516 = icmp slt i32 %red154, 64
  br i1 %516, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %517 = sext i32 %i1 to i64
  %518 = getelementptr inbounds float, ptr %m, i64 %517
  %519 = load float, ptr %518, align 4
  %520 = sext i32 %i1 to i64
  %521 = mul nsw i64 %520, 64
  %522 = sext i32 %red154 to i64
  %523 = add nsw i64 %521, %522
  %524 = getelementptr inbounds float, ptr %acc_s, i64 %523
  %525 = load float, ptr %524, align 4
  %526 = call float @llvm.maxnum.f32(float %519, float %525)
  %527 = sext i32 %i1 to i64
  %528 = getelementptr inbounds float, ptr %m, i64 %527
  store float %526, ptr %528, align 4
  %529 = add nsw i32 %red154, 1
  br label %for.cond151, !llvm.loop !34

for.end153:                                       ; preds = %for.cond151
  br label %if.end150

for.cond155:                                      ; preds = %for.end161, %for.end107
  %i158 = phi i32 [ 0, %for.end107 ], [ %549, %for.end161 ]
  %530 = icmp slt i32 %i158, 64
  br i1 %530, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  br label %for.cond159

for.end157:                                       ; preds = %for.cond155
  br label %for.cond163

for.cond159:                                      ; preds = %for.body160, %for.body156
  %j162 = phi i32 [ 0, %for.body156 ], [ %548, %for.body160 ]
  %531 = icmp slt i32 %j162, 64
  br i1 %531, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %532 = sext i32 %i158 to i64
  %533 = mul nsw i64 %532, 64
  %534 = sext i32 %j162 to i64
  %535 = add nsw i64 %533, %534
  %536 = getelementptr inbounds float, ptr %acc_s, i64 %535
  %537 = load float, ptr %536, align 4
  %538 = sext i32 %i158 to i64
  %539 = getelementptr inbounds float, ptr %m, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = fsub float %537, %540
  %542 = call float @tilec_expf(float %541)
  %543 = sext i32 %i158 to i64
  %544 = mul nsw i64 %543, 64
  %545 = sext i32 %j162 to i64
  %546 = add nsw i64 %544, %545
  %547 = getelementptr inbounds float, ptr %acc_s, i64 %546
  store float %542, ptr %547, align 4
  %548 = add nsw i32 %j162, 1
  br label %for.cond159, !llvm.loop !35

for.end161:                                       ; preds = %for.cond159
  %549 = add nsw i32 %i158, 1
  br label %for.cond155, !llvm.loop !36

for.cond163:                                      ; preds = %for.end194, %for.end157
  %i2 = phi i32 [ 0, %for.end157 ], [ %650, %for.end194 ]
  %550 = icmp slt i32 %i2, 64
  br i1 %550, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  br label %for.cond166

for.end165:                                       ; preds = %for.cond163
  br label %for.cond196

for.cond166:                                      ; preds = %for.body167, %for.body164
  %lane1 = phi i32 [ 0, %for.body164 ], [ %560, %for.body167 ]
  %551 = icmp slt i32 %lane1, 32
  br i1 %551, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %552 = sext i32 %i2 to i64
  %553 = mul nsw i64 %552, 64
  %554 = sext i32 %lane1 to i64
  %555 = add nsw i64 %553, %554
  %556 = getelementptr inbounds float, ptr %acc_s, i64 %555
  %557 = load float, ptr %556, align 4
  %558 = sext i32 %lane1 to i64
  %559 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %558
  store float %557, ptr %559, align 4
  %560 = add nsw i32 %lane1, 1
  br label %for.cond166, !llvm.loop !37

for.end168:                                       ; preds = %for.cond166
  br label %for.cond169

for.cond169:                                      ; preds = %for.end174, %for.end168
  %red1 = phi i32 [ 0, %for.end168 ], [ %579, %for.end174 ]
  %561 = icmp slt i32 %red1, 1
  br i1 %561, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  br label %for.cond172

for.end171:                                       ; preds = %for.cond169
  br label %for.cond176

for.cond172:                                      ; preds = %for.body173, %for.body170
  %lane1175 = phi i32 [ 0, %for.body170 ], [ %578, %for.body173 ]
  %562 = icmp slt i32 %lane1175, 32
  br i1 %562, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %563 = sext i32 %lane1175 to i64
  %564 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %563
  %565 = load float, ptr %564, align 4
  %566 = sext i32 %i2 to i64
  %567 = mul nsw i64 %566, 64
  %568 = add i32 %red1, 1
  %569 = mul i32 %568, 32
  %570 = add i32 %569, %lane1175
  %571 = sext i32 %570 to i64
  %572 = add nsw i64 %567, %571
  %573 = getelementptr inbounds float, ptr %acc_s, i64 %572
  %574 = load float, ptr %573, align 4
  %575 = fadd float %565, %574
  %576 = sext i32 %lane1175 to i64
  %577 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %576
  store float %575, ptr %577, align 4
  %578 = add nsw i32 %lane1175, 1
  br label %for.cond172, !llvm.loop !38

for.end174:                                       ; preds = %for.cond172
  %579 = add nsw i32 %red1, 1
  br label %for.cond169, !llvm.loop !39

for.cond176:                                      ; preds = %for.body177, %for.end171
  %lane1179 = phi i32 [ 0, %for.end171 ], [ %591, %for.body177 ]
  %580 = icmp slt i32 %lane1179, 16
  br i1 %580, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %581 = sext i32 %lane1179 to i64
  %582 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %581
  %583 = load float, ptr %582, align 4
  %584 = add i32 %lane1179, 16
  %585 = sext i32 %584 to i64
  %586 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %585
  %587 = load float, ptr %586, align 4
  %588 = fadd float %583, %587
  %589 = sext i32 %lane1179 to i64
  %590 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %589
  store float %588, ptr %590, align 4
  %591 = add nsw i32 %lane1179, 1
  br label %for.cond176, !llvm.loop !40

for.end178:                                       ; preds = %for.cond176
  br label %for.cond180

for.cond180:                                      ; preds = %for.body181, %for.end178
  %lane1183 = phi i32 [ 0, %for.end178 ], [ %603, %for.body181 ]
  %592 = icmp slt i32 %lane1183, 8
  br i1 %592, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %593 = sext i32 %lane1183 to i64
  %594 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %593
  %595 = load float, ptr %594, align 4
  %596 = add i32 %lane1183, 8
  %597 = sext i32 %596 to i64
  %598 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %597
  %599 = load float, ptr %598, align 4
  %600 = fadd float %595, %599
  %601 = sext i32 %lane1183 to i64
  %602 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %601
  store float %600, ptr %602, align 4
  %603 = add nsw i32 %lane1183, 1
  br label %for.cond180, !llvm.loop !41

for.end182:                                       ; preds = %for.cond180
  br label %for.cond184

for.cond184:                                      ; preds = %for.body185, %for.end182
  %lane1187 = phi i32 [ 0, %for.end182 ], [ %615, %for.body185 ]
  %604 = icmp slt i32 %lane1187, 4
  br i1 %604, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %605 = sext i32 %lane1187 to i64
  %606 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %605
  %607 = load float, ptr %606, align 4
  %608 = add i32 %lane1187, 4
  %609 = sext i32 %608 to i64
  %610 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %609
  %611 = load float, ptr %610, align 4
  %612 = fadd float %607, %611
  %613 = sext i32 %lane1187 to i64
  %614 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %613
  store float %612, ptr %614, align 4
  %615 = add nsw i32 %lane1187, 1
  br label %for.cond184, !llvm.loop !42

for.end186:                                       ; preds = %for.cond184
  br label %for.cond188

for.cond188:                                      ; preds = %for.body189, %for.end186
  %lane1191 = phi i32 [ 0, %for.end186 ], [ %627, %for.body189 ]
  %616 = icmp slt i32 %lane1191, 2
  br i1 %616, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %617 = sext i32 %lane1191 to i64
  %618 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %617
  %619 = load float, ptr %618, align 4
  %620 = add i32 %lane1191, 2
  %621 = sext i32 %620 to i64
  %622 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %621
  %623 = load float, ptr %622, align 4
  %624 = fadd float %619, %623
  %625 = sext i32 %lane1191 to i64
  %626 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %625
  store float %624, ptr %626, align 4
  %627 = add nsw i32 %lane1191, 1
  br label %for.cond188, !llvm.loop !43

for.end190:                                       ; preds = %for.cond188
  br label %for.cond192

for.cond192:                                      ; preds = %for.body193, %for.end190
  %lane1195 = phi i32 [ 0, %for.end190 ], [ %639, %for.body193 ]
  %628 = icmp slt i32 %lane1195, 1
  br i1 %628, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %629 = sext i32 %lane1195 to i64
  %630 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %629
  %631 = load float, ptr %630, align 4
  %632 = add i32 %lane1195, 1
  %633 = sext i32 %632 to i64
  %634 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %633
  %635 = load float, ptr %634, align 4
  %636 = fadd float %631, %635
  %637 = sext i32 %lane1195 to i64
  %638 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %637
  store float %636, ptr %638, align 4
  %639 = add nsw i32 %lane1195, 1
  br label %for.cond192, !llvm.loop !44

for.end194:                                       ; preds = %for.cond192
  %640 = sext i32 %i2 to i64
  %641 = getelementptr inbounds float, ptr %row_sum, i64 %640
  store float 0.000000e+00, ptr %641, align 4
  %642 = sext i32 %i2 to i64
  %643 = getelementptr inbounds float, ptr %row_sum, i64 %642
  %644 = load float, ptr %643, align 4
  %645 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %646 = load float, ptr %645, align 4
  %647 = fadd float %644, %646
  %648 = sext i32 %i2 to i64
  %649 = getelementptr inbounds float, ptr %row_sum, i64 %648
  store float %647, ptr %649, align 4
  %650 = add nsw i32 %i2, 1
  br label %for.cond163, !llvm.loop !45

for.cond196:                                      ; preds = %for.body197, %for.end165
  %i199 = phi i32 [ 0, %for.end165 ], [ %671, %for.body197 ]
  %651 = icmp slt i32 %i199, 64
  br i1 %651, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %652 = sext i32 %i199 to i64
  %653 = getelementptr inbounds float, ptr %m_prev, i64 %652
  %654 = load float, ptr %653, align 4
  %655 = sext i32 %i199 to i64
  %656 = getelementptr inbounds float, ptr %m, i64 %655
  %657 = load float, ptr %656, align 4
  %658 = fsub float %654, %657
  %alpha = call float @tilec_expf(float %658)
  %659 = sext i32 %i199 to i64
  %660 = getelementptr inbounds float, ptr %l, i64 %659
  %661 = load float, ptr %660, align 4
  %662 = fmul float %661, %alpha
  %663 = sext i32 %i199 to i64
  %664 = getelementptr inbounds float, ptr %row_sum, i64 %663
  %665 = load float, ptr %664, align 4
  %666 = fadd float %662, %665
  %667 = sext i32 %i199 to i64
  %668 = getelementptr inbounds float, ptr %l, i64 %667
  store float %666, ptr %668, align 4
  %669 = sext i32 %i199 to i64
  %670 = getelementptr inbounds float, ptr %m_prev, i64 %669
  store float %alpha, ptr %670, align 4
  %671 = add nsw i32 %i199, 1
  br label %for.cond196, !llvm.loop !46

for.end198:                                       ; preds = %for.cond196
  br label %for.cond200

for.cond200:                                      ; preds = %for.end206, %for.end198
  %i203 = phi i32 [ 0, %for.end198 ], [ %690, %for.end206 ]
  %672 = icmp slt i32 %i203, 64
  br i1 %672, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  br label %for.cond204

for.end202:                                       ; preds = %for.cond200
  br label %for.cond207

for.cond204:                                      ; preds = %for.body205, %for.body201
  %d = phi i32 [ 0, %for.body201 ], [ %689, %for.body205 ]
  %673 = icmp slt i32 %d, 64
  br i1 %673, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %674 = sext i32 %i203 to i64
  %675 = mul nsw i64 %674, 64
  %676 = sext i32 %d to i64
  %677 = add nsw i64 %675, %676
  %678 = getelementptr inbounds float, ptr %acc_o, i64 %677
  %679 = load float, ptr %678, align 4
  %680 = sext i32 %i203 to i64
  %681 = getelementptr inbounds float, ptr %m_prev, i64 %680
  %682 = load float, ptr %681, align 4
  %683 = fmul float %679, %682
  %684 = sext i32 %i203 to i64
  %685 = mul nsw i64 %684, 64
  %686 = sext i32 %d to i64
  %687 = add nsw i64 %685, %686
  %688 = getelementptr inbounds float, ptr %acc_o, i64 %687
  store float %683, ptr %688, align 4
  %689 = add nsw i32 %d, 1
  br label %for.cond204, !llvm.loop !47

for.end206:                                       ; preds = %for.cond204
  %690 = add nsw i32 %i203, 1
  br label %for.cond200, !llvm.loop !48

for.cond207:                                      ; preds = %for.end213, %for.end202
  %i3210 = phi i32 [ 0, %for.end202 ], [ %710, %for.end213 ]
  %691 = icmp slt i32 %i3210, 64
  br i1 %691, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  br label %for.cond211

for.end209:                                       ; preds = %for.cond207
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %692 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !49

for.cond211:                                      ; preds = %for.body212, %for.body208
  %j1214 = phi i32 [ 0, %for.body208 ], [ %709, %for.body212 ]
  %693 = icmp slt i32 %j1214, 64
  br i1 %693, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %694 = sext i32 %i3210 to i64
  %695 = mul nsw i64 %694, 64
  %696 = sext i32 %j1214 to i64
  %697 = add nsw i64 %695, %696
  %698 = getelementptr inbounds float, ptr %acc_s, i64 %697
  %699 = load float, ptr %698, align 4
  %700 = fptrunc float %699 to half
  %701 = fpext half %700 to float
  %702 = sext i32 %i3210 to i64
  %703 = mul nsw i64 %702, 64
  %704 = sext i32 %j1214 to i64
  %705 = add nsw i64 %703, %704
  %706 = getelementptr inbounds i16, ptr %P_s, i64 %705
  %707 = fptrunc float %701 to half
  %708 = bitcast half %707 to i16
  store i16 %708, ptr %706, align 2
  %709 = add nsw i32 %j1214, 1
  br label %for.cond211, !llvm.loop !50

for.end213:                                       ; preds = %for.cond211
  %710 = add nsw i32 %i3210, 1
  br label %for.cond207, !llvm.loop !51

for.cond215:                                      ; preds = %if.end221, %for.end30
  %i218 = phi i32 [ 0, %for.end30 ], [ %727, %if.end221 ]
  %711 = icmp slt i32 %i218, 64
  br i1 %711, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  %712 = icmp sle i32 0, %b
  %713 = icmp slt i32 %b, %B
  %714 = and i1 %712, %713
  %715 = mul i32 %bx, 64
  %716 = add i32 %715, %i218
  %717 = icmp sle i32 0, %716
  %718 = mul i32 %bx, 64
  %719 = add i32 %718, %i218
  %720 = icmp slt i32 %719, %S
  %721 = and i1 %717, %720
  %722 = and i1 %714, %721
  %723 = icmp sle i32 0, %h
  %724 = icmp slt i32 %h, 4
  %725 = and i1 %723, %724
  %726 = and i1 %722, %725
  br i1 %726, label %if.then219, label %if.else220

for.end217:                                       ; preds = %for.cond215
  ret void

if.then219:                                       ; preds = %for.body216
  br label %for.cond222

if.else220:                                       ; preds = %for.body216
  br label %if.end221

if.end221:                                        ; preds = %if.else220, %for.end224
  %727 = add nsw i32 %i218, 1
  br label %for.cond215, !llvm.loop !52

for.cond222:                                      ; preds = %for.body223, %if.then219
  %d1 = phi i32 [ 0, %if.then219 ], [ %759, %for.body223 ]
  %728 = icmp slt i32 %d1, 64
  br i1 %728, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  %729 = sext i32 %i218 to i64
  %730 = mul nsw i64 %729, 64
  %731 = add i32 0, %d1
  %732 = sext i32 %731 to i64
  %733 = add nsw i64 %730, %732
  %734 = getelementptr inbounds float, ptr %acc_o, i64 %733
  %735 = load float, ptr %734, align 4
  %736 = sext i32 %i218 to i64
  %737 = getelementptr inbounds float, ptr %l, i64 %736
  %738 = load float, ptr %737, align 4
  %739 = fdiv float %735, %738
  %740 = fptrunc float %739 to half
  %741 = fpext half %740 to float
  %742 = sext i32 %b to i64
  %743 = sext i32 %S to i64
  %744 = mul nsw i64 %742, %743
  %745 = mul i32 %bx, 64
  %746 = add i32 %745, %i218
  %747 = sext i32 %746 to i64
  %748 = add nsw i64 %744, %747
  %749 = mul nsw i64 %748, 4
  %750 = sext i32 %h to i64
  %751 = add nsw i64 %749, %750
  %752 = mul nsw i64 %751, 64
  %753 = add i32 0, %d1
  %754 = sext i32 %753 to i64
  %755 = add nsw i64 %752, %754
  %756 = getelementptr inbounds i16, ptr %O, i64 %755
  %757 = fptrunc float %741 to half
  %758 = bitcast half %757 to i16
  store i16 %758, ptr %756, align 2
  %759 = add nsw i32 %d1, 1
  br label %for.cond222, !llvm.loop !53

for.end224:                                       ; preds = %for.cond222
  br label %if.end221
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: alwaysinline nofree nosync nounwind willreturn
define internal float @tilec_expf(float %0) #4 {
entry:
  %1 = fcmp uno float %0, %0
  %2 = fcmp olt float %0, 8.900000e+01
  %3 = select i1 %2, float %0, float 8.900000e+01
  %4 = fcmp ogt float %0, -1.040000e+02
  %5 = select i1 %4, float %3, float 0.000000e+00
  %6 = call float @llvm.fma.f32(float %5, float 0x3FF7154760000000, float 5.000000e-01)
  %n = call float @llvm.floor.f32(float %6)
  %7 = call float @llvm.fma.f32(float %n, float 0xBFE6300000000000, float %5)
  %8 = call float @llvm.fma.f32(float %n, float 0x3F2BD01060000000, float %7)
  %9 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %8, float 0x3F56E879C0000000)
  %10 = call float @llvm.fma.f32(float %9, float %8, float 0x3F81112100000000)
  %11 = call float @llvm.fma.f32(float %10, float %8, float 0x3FA5553820000000)
  %12 = call float @llvm.fma.f32(float %11, float %8, float 0x3FC5555540000000)
  %13 = call float @llvm.fma.f32(float %12, float %8, float 5.000000e-01)
  %14 = fmul float %8, %8
  %15 = call float @llvm.fma.f32(float %13, float %14, float %8)
  %16 = fadd float %15, 1.000000e+00
  %17 = fptosi float %n to i32
  %18 = ashr i32 %17, 1
  %19 = sub i32 %17, %18
  %20 = add i32 %18, 127
  %21 = shl i32 %20, 23
  %22 = add i32 %19, 127
  %23 = shl i32 %22, 23
  %24 = bitcast i32 %23 to float
  %25 = bitcast i32 %21 to float
  %26 = fmul float %16, %25
  %27 = fmul float %26, %24
  %28 = fcmp olt float %0, 0xC059FE36A0000000
  %29 = select i1 %28, float 0.000000e+00, float %27
  %30 = fcmp ogt float %0, 0x40562E4300000000
  %31 = select i1 %30, float 0x7FF0000000000000, float %29
  %32 = select i1 %1, float %0, float %31
  ret float %32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

; Function Attrs: nounwind
define internal void @flash_attention_bshd_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %ctx, i32 0, i32 6
  %13 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 0
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 2
  %18 = load i64, ptr %17, align 8
  %19 = srem i64 %block, %14
  %20 = sdiv i64 %block, %14
  %21 = srem i64 %20, %16
  %22 = mul i64 %14, %16
  %23 = sdiv i64 %block, %22
  %24 = trunc i64 %19 to i32
  %25 = trunc i64 %21 to i32
  %26 = trunc i64 %23 to i32
  call void @flash_attention_bshd_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24, i32 %25, i32 %26)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_flash_attention_bshd(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_flash_attention_bshd, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %B = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %a, i32 0, i32 4
  store i32 %B, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %S = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %a, i32 0, i32 5
  store i32 %S, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %a, i32 0, i32 6
  %21 = sext i32 %S to i64
  %22 = sdiv i64 %21, 64
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 64
  %26 = icmp ne i64 %25, 0
  %27 = icmp slt i64 %21, 0
  %28 = icmp eq i1 %27, false
  %29 = and i1 %26, %28
  %30 = zext i1 %29 to i64
  %31 = add i64 %24, %30
  %32 = trunc i64 %31 to i32
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 0
  store i64 %33, ptr %34, align 8
  %35 = icmp sgt i64 %33, 0
  %36 = mul i64 1, %33
  %37 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 4, ptr %37, align 8
  %38 = and i1 %35, true
  %39 = mul i64 %36, 4
  %40 = sext i32 %B to i64
  %41 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 %40, ptr %41, align 8
  %42 = icmp sgt i64 %40, 0
  %43 = and i1 %38, %42
  %44 = mul i64 %39, %40
  br i1 %43, label %run, label %empty

run:                                              ; preds = %body
  %45 = call i32 @tilec_rt_run_blocks(i64 %44, i32 %nworkers, ptr @flash_attention_bshd_task, ptr %a)
  ret i32 %45

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { alwaysinline nofree nosync nounwind willreturn "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
