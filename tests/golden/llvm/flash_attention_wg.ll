; ModuleID = 'flash_attention_wg.tile'
source_filename = "flash_attention_wg.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_flash_attention_wg = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_flash_attention_wg_causal = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @flash_attention_wg_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %BH, i32 %S, i32 %bx, i32 %bz) #0 {
entry:
  %tl_lanes_14 = alloca [32 x float], align 64
  %tl_lanes_15 = alloca [32 x float], align 64
  %Q_s = alloca [12288 x i16], align 64
  %K_s = alloca [8192 x i16], align 64
  %V_s = alloca [8192 x i16], align 64
  %P_s = alloca [24576 x i16], align 64
  %acc_s = alloca [24576 x float], align 64
  %acc_o = alloca [12288 x float], align 64
  %m = alloca [192 x float], align 64
  %m_prev = alloca [192 x float], align 64
  %l = alloca [192 x float], align 64
  %row_sum = alloca [192 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %row_sum, i8 0, i64 768, i1 false)
  %0 = sext i32 %bz to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %BH to i64
  %3 = icmp sle i64 %1, %2
  %4 = mul i32 %bx, 192
  %5 = icmp sle i32 0, %4
  %6 = mul i32 %bx, 192
  %7 = sext i32 %6 to i64
  %8 = add i64 %7, 192
  %9 = sext i32 %S to i64
  %10 = icmp sle i64 %8, %9
  %11 = and i1 %5, %10
  %12 = and i1 %3, %11
  br i1 %12, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i3, 192
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %36, %for.body2 ]
  %14 = icmp slt i32 %j1, 64
  br i1 %14, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %15 = sext i32 %bz to i64
  %16 = sext i32 %S to i64
  %17 = mul nsw i64 %15, %16
  %18 = mul i32 %bx, 192
  %19 = add i32 %18, %i3
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %17, %20
  %22 = mul nsw i64 %21, 64
  %23 = sext i32 %j1 to i64
  %24 = add nsw i64 %22, %23
  %25 = getelementptr inbounds i16, ptr %Q, i64 %24
  %26 = load i16, ptr %25, align 2
  %27 = bitcast i16 %26 to half
  %28 = fpext half %27 to float
  %29 = sext i32 %i3 to i64
  %30 = mul nsw i64 %29, 64
  %31 = sext i32 %j1 to i64
  %32 = add nsw i64 %30, %31
  %33 = getelementptr inbounds i16, ptr %Q_s, i64 %32
  %34 = fptrunc float %28 to half
  %35 = bitcast half %34 to i16
  store i16 %35, ptr %33, align 2
  %36 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end10, %if.else
  %i37 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i37, 192
  br i1 %38, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %79, %sel.end ]
  %39 = icmp slt i32 %j111, 64
  br i1 %39, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %40 = sext i32 %bz to i64
  %41 = sext i32 %BH to i64
  %42 = icmp slt i64 %40, %41
  %43 = mul i32 %bx, 192
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i37 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 192
  %49 = sext i32 %48 to i64
  %50 = sext i32 %i37 to i64
  %51 = add i64 %49, %50
  %52 = sext i32 %S to i64
  %53 = icmp slt i64 %51, %52
  %54 = and i1 %47, %53
  %55 = and i1 %42, %54
  br i1 %55, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %56 = add nsw i32 %i37, 1
  br label %for.cond4, !llvm.loop !4

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %bz to i64
  %58 = sext i32 %S to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %bx, 192
  %61 = add i32 %60, %i37
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %59, %62
  %64 = mul nsw i64 %63, 64
  %65 = sext i32 %j111 to i64
  %66 = add nsw i64 %64, %65
  %67 = getelementptr inbounds i16, ptr %Q, i64 %66
  %68 = load i16, ptr %67, align 2
  %69 = bitcast i16 %68 to half
  %70 = fpext half %69 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %71 = phi float [ %70, %sel.then ], [ 0.000000e+00, %sel.else ]
  %72 = sext i32 %i37 to i64
  %73 = mul nsw i64 %72, 64
  %74 = sext i32 %j111 to i64
  %75 = add nsw i64 %73, %74
  %76 = getelementptr inbounds i16, ptr %Q_s, i64 %75
  %77 = fptrunc float %71 to half
  %78 = bitcast half %77 to i16
  store i16 %78, ptr %76, align 2
  %79 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !5

for.cond12:                                       ; preds = %for.end18, %if.end
  %i315 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i315, 192
  br i1 %80, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  br label %for.cond16

for.end14:                                        ; preds = %for.cond12
  br label %for.cond20

for.cond16:                                       ; preds = %for.body17, %for.body13
  %j119 = phi i32 [ 0, %for.body13 ], [ %87, %for.body17 ]
  %81 = icmp slt i32 %j119, 64
  br i1 %81, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %82 = sext i32 %i315 to i64
  %83 = mul nsw i64 %82, 64
  %84 = sext i32 %j119 to i64
  %85 = add nsw i64 %83, %84
  %86 = getelementptr inbounds float, ptr %acc_o, i64 %85
  store float 0.000000e+00, ptr %86, align 4
  %87 = add nsw i32 %j119, 1
  br label %for.cond16, !llvm.loop !6

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !7

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 192
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !8

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i327 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i327, 192
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i327 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !9

for.end26:                                        ; preds = %for.cond24
  %97 = sext i32 %S to i64
  %98 = sdiv i64 %97, 128
  %99 = sub i64 0, %97
  %100 = select i1 false, i64 %99, i64 %98
  %101 = srem i64 %97, 128
  %102 = icmp ne i64 %101, 0
  %103 = icmp slt i64 %97, 0
  %104 = icmp eq i1 %103, false
  %105 = and i1 %102, %104
  %106 = zext i1 %105 to i64
  %107 = add i64 %100, %106
  %108 = trunc i64 %107 to i32
  %109 = sext i32 %S to i64
  %110 = sdiv i64 %109, 128
  %111 = sub i64 0, %109
  %112 = select i1 false, i64 %111, i64 %110
  %113 = srem i64 %109, 128
  %114 = icmp ne i64 %113, 0
  %115 = icmp slt i64 %109, 0
  %116 = icmp eq i1 %115, false
  %117 = and i1 %114, %116
  %118 = zext i1 %117 to i64
  %119 = add i64 %112, %118
  %120 = trunc i64 %119 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end163, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %510, %for.end163 ]
  %121 = icmp slt i32 %kb, %108
  br i1 %121, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %122 = sext i32 %bz to i64
  %123 = add i64 %122, 1
  %124 = sext i32 %BH to i64
  %125 = icmp sle i64 %123, %124
  %126 = mul i32 %kb, 128
  %127 = icmp sle i32 0, %126
  %128 = mul i32 %kb, 128
  %129 = sext i32 %128 to i64
  %130 = add i64 %129, 128
  %131 = sext i32 %S to i64
  %132 = icmp sle i64 %130, %131
  %133 = and i1 %127, %132
  %134 = and i1 %125, %133
  br i1 %134, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond169

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond48

if.end33:                                         ; preds = %for.end50, %for.end36
  %135 = sext i32 %bz to i64
  %136 = add i64 %135, 1
  %137 = sext i32 %BH to i64
  %138 = icmp sle i64 %136, %137
  %139 = mul i32 %kb, 128
  %140 = icmp sle i32 0, %139
  %141 = mul i32 %kb, 128
  %142 = sext i32 %141 to i64
  %143 = add i64 %142, 128
  %144 = sext i32 %S to i64
  %145 = icmp sle i64 %143, %144
  %146 = and i1 %140, %145
  %147 = and i1 %138, %146
  br i1 %147, label %if.then59, label %if.else60

for.cond34:                                       ; preds = %for.end46, %if.then31
  %i337 = phi i32 [ 0, %if.then31 ], [ %189, %for.end46 ]
  %148 = icmp slt i32 %i337, 128
  br i1 %148, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %149 = add i32 %kb, 1
  %150 = icmp slt i32 %149, %120
  br i1 %150, label %if.then38, label %if.else39

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

if.then38:                                        ; preds = %for.body35
  br label %for.cond41

if.else39:                                        ; preds = %for.body35
  br label %if.end40

if.end40:                                         ; preds = %if.else39, %for.end43
  br label %for.cond44

for.cond41:                                       ; preds = %for.body42, %if.then38
  %pf = phi i32 [ 0, %if.then38 ], [ %165, %for.body42 ]
  %151 = icmp slt i32 %pf, 2
  br i1 %151, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %152 = sext i32 %bz to i64
  %153 = sext i32 %S to i64
  %154 = mul i64 %152, %153
  %155 = add i32 %kb, 1
  %156 = mul i32 %155, 128
  %157 = add i32 %156, %i337
  %158 = sext i32 %157 to i64
  %159 = add i64 %154, %158
  %160 = mul i64 %159, 64
  %161 = mul i32 %pf, 32
  %162 = sext i32 %161 to i64
  %163 = add i64 %160, %162
  %164 = getelementptr i16, ptr %K, i64 %163
  call void @llvm.prefetch.p0(ptr %164, i32 0, i32 0, i32 1)
  %165 = add nsw i32 %pf, 1
  br label %for.cond41, !llvm.loop !10

for.end43:                                        ; preds = %for.cond41
  br label %if.end40

for.cond44:                                       ; preds = %for.body45, %if.end40
  %j147 = phi i32 [ 0, %if.end40 ], [ %188, %for.body45 ]
  %166 = icmp slt i32 %j147, 64
  br i1 %166, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %167 = sext i32 %bz to i64
  %168 = sext i32 %S to i64
  %169 = mul nsw i64 %167, %168
  %170 = mul i32 %kb, 128
  %171 = add i32 %170, %i337
  %172 = sext i32 %171 to i64
  %173 = add nsw i64 %169, %172
  %174 = mul nsw i64 %173, 64
  %175 = sext i32 %j147 to i64
  %176 = add nsw i64 %174, %175
  %177 = getelementptr inbounds i16, ptr %K, i64 %176
  %178 = load i16, ptr %177, align 2
  %179 = bitcast i16 %178 to half
  %180 = fpext half %179 to float
  %181 = sext i32 %i337 to i64
  %182 = mul nsw i64 %181, 64
  %183 = sext i32 %j147 to i64
  %184 = add nsw i64 %182, %183
  %185 = getelementptr inbounds i16, ptr %K_s, i64 %184
  %186 = fptrunc float %180 to half
  %187 = bitcast half %186 to i16
  store i16 %187, ptr %185, align 2
  %188 = add nsw i32 %j147, 1
  br label %for.cond44, !llvm.loop !11

for.end46:                                        ; preds = %for.cond44
  %189 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !12

for.cond48:                                       ; preds = %for.end54, %if.else32
  %i351 = phi i32 [ 0, %if.else32 ], [ %208, %for.end54 ]
  %190 = icmp slt i32 %i351, 128
  br i1 %190, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end33

for.cond52:                                       ; preds = %sel.end58, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %231, %sel.end58 ]
  %191 = icmp slt i32 %j155, 64
  br i1 %191, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %192 = sext i32 %bz to i64
  %193 = sext i32 %BH to i64
  %194 = icmp slt i64 %192, %193
  %195 = mul i32 %kb, 128
  %196 = sext i32 %195 to i64
  %197 = sext i32 %i351 to i64
  %198 = add i64 %196, %197
  %199 = icmp sle i64 0, %198
  %200 = mul i32 %kb, 128
  %201 = sext i32 %200 to i64
  %202 = sext i32 %i351 to i64
  %203 = add i64 %201, %202
  %204 = sext i32 %S to i64
  %205 = icmp slt i64 %203, %204
  %206 = and i1 %199, %205
  %207 = and i1 %194, %206
  br i1 %207, label %sel.then56, label %sel.else57

for.end54:                                        ; preds = %for.cond52
  %208 = add nsw i32 %i351, 1
  br label %for.cond48, !llvm.loop !13

sel.then56:                                       ; preds = %for.body53
  %209 = sext i32 %bz to i64
  %210 = sext i32 %S to i64
  %211 = mul nsw i64 %209, %210
  %212 = mul i32 %kb, 128
  %213 = add i32 %212, %i351
  %214 = sext i32 %213 to i64
  %215 = add nsw i64 %211, %214
  %216 = mul nsw i64 %215, 64
  %217 = sext i32 %j155 to i64
  %218 = add nsw i64 %216, %217
  %219 = getelementptr inbounds i16, ptr %K, i64 %218
  %220 = load i16, ptr %219, align 2
  %221 = bitcast i16 %220 to half
  %222 = fpext half %221 to float
  br label %sel.end58

sel.else57:                                       ; preds = %for.body53
  br label %sel.end58

sel.end58:                                        ; preds = %sel.else57, %sel.then56
  %223 = phi float [ %222, %sel.then56 ], [ 0.000000e+00, %sel.else57 ]
  %224 = sext i32 %i351 to i64
  %225 = mul nsw i64 %224, 64
  %226 = sext i32 %j155 to i64
  %227 = add nsw i64 %225, %226
  %228 = getelementptr inbounds i16, ptr %K_s, i64 %227
  %229 = fptrunc float %223 to half
  %230 = bitcast half %229 to i16
  store i16 %230, ptr %228, align 2
  %231 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !14

if.then59:                                        ; preds = %if.end33
  br label %for.cond62

if.else60:                                        ; preds = %if.end33
  br label %for.cond76

if.end61:                                         ; preds = %for.end78, %for.end64
  br label %for.cond87

for.cond62:                                       ; preds = %for.end74, %if.then59
  %i365 = phi i32 [ 0, %if.then59 ], [ %273, %for.end74 ]
  %232 = icmp slt i32 %i365, 128
  br i1 %232, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %233 = add i32 %kb, 1
  %234 = icmp slt i32 %233, %120
  br i1 %234, label %if.then66, label %if.else67

for.end64:                                        ; preds = %for.cond62
  br label %if.end61

if.then66:                                        ; preds = %for.body63
  br label %for.cond69

if.else67:                                        ; preds = %for.body63
  br label %if.end68

if.end68:                                         ; preds = %if.else67, %for.end71
  br label %for.cond72

for.cond69:                                       ; preds = %for.body70, %if.then66
  %pf1 = phi i32 [ 0, %if.then66 ], [ %249, %for.body70 ]
  %235 = icmp slt i32 %pf1, 2
  br i1 %235, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %236 = sext i32 %bz to i64
  %237 = sext i32 %S to i64
  %238 = mul i64 %236, %237
  %239 = add i32 %kb, 1
  %240 = mul i32 %239, 128
  %241 = add i32 %240, %i365
  %242 = sext i32 %241 to i64
  %243 = add i64 %238, %242
  %244 = mul i64 %243, 64
  %245 = mul i32 %pf1, 32
  %246 = sext i32 %245 to i64
  %247 = add i64 %244, %246
  %248 = getelementptr i16, ptr %V, i64 %247
  call void @llvm.prefetch.p0(ptr %248, i32 0, i32 0, i32 1)
  %249 = add nsw i32 %pf1, 1
  br label %for.cond69, !llvm.loop !15

for.end71:                                        ; preds = %for.cond69
  br label %if.end68

for.cond72:                                       ; preds = %for.body73, %if.end68
  %j175 = phi i32 [ 0, %if.end68 ], [ %272, %for.body73 ]
  %250 = icmp slt i32 %j175, 64
  br i1 %250, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %251 = sext i32 %bz to i64
  %252 = sext i32 %S to i64
  %253 = mul nsw i64 %251, %252
  %254 = mul i32 %kb, 128
  %255 = add i32 %254, %i365
  %256 = sext i32 %255 to i64
  %257 = add nsw i64 %253, %256
  %258 = mul nsw i64 %257, 64
  %259 = sext i32 %j175 to i64
  %260 = add nsw i64 %258, %259
  %261 = getelementptr inbounds i16, ptr %V, i64 %260
  %262 = load i16, ptr %261, align 2
  %263 = bitcast i16 %262 to half
  %264 = fpext half %263 to float
  %265 = sext i32 %i365 to i64
  %266 = mul nsw i64 %265, 64
  %267 = sext i32 %j175 to i64
  %268 = add nsw i64 %266, %267
  %269 = getelementptr inbounds i16, ptr %V_s, i64 %268
  %270 = fptrunc float %264 to half
  %271 = bitcast half %270 to i16
  store i16 %271, ptr %269, align 2
  %272 = add nsw i32 %j175, 1
  br label %for.cond72, !llvm.loop !16

for.end74:                                        ; preds = %for.cond72
  %273 = add nsw i32 %i365, 1
  br label %for.cond62, !llvm.loop !17

for.cond76:                                       ; preds = %for.end82, %if.else60
  %i379 = phi i32 [ 0, %if.else60 ], [ %292, %for.end82 ]
  %274 = icmp slt i32 %i379, 128
  br i1 %274, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  br label %for.cond80

for.end78:                                        ; preds = %for.cond76
  br label %if.end61

for.cond80:                                       ; preds = %sel.end86, %for.body77
  %j183 = phi i32 [ 0, %for.body77 ], [ %315, %sel.end86 ]
  %275 = icmp slt i32 %j183, 64
  br i1 %275, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  %276 = sext i32 %bz to i64
  %277 = sext i32 %BH to i64
  %278 = icmp slt i64 %276, %277
  %279 = mul i32 %kb, 128
  %280 = sext i32 %279 to i64
  %281 = sext i32 %i379 to i64
  %282 = add i64 %280, %281
  %283 = icmp sle i64 0, %282
  %284 = mul i32 %kb, 128
  %285 = sext i32 %284 to i64
  %286 = sext i32 %i379 to i64
  %287 = add i64 %285, %286
  %288 = sext i32 %S to i64
  %289 = icmp slt i64 %287, %288
  %290 = and i1 %283, %289
  %291 = and i1 %278, %290
  br i1 %291, label %sel.then84, label %sel.else85

for.end82:                                        ; preds = %for.cond80
  %292 = add nsw i32 %i379, 1
  br label %for.cond76, !llvm.loop !18

sel.then84:                                       ; preds = %for.body81
  %293 = sext i32 %bz to i64
  %294 = sext i32 %S to i64
  %295 = mul nsw i64 %293, %294
  %296 = mul i32 %kb, 128
  %297 = add i32 %296, %i379
  %298 = sext i32 %297 to i64
  %299 = add nsw i64 %295, %298
  %300 = mul nsw i64 %299, 64
  %301 = sext i32 %j183 to i64
  %302 = add nsw i64 %300, %301
  %303 = getelementptr inbounds i16, ptr %V, i64 %302
  %304 = load i16, ptr %303, align 2
  %305 = bitcast i16 %304 to half
  %306 = fpext half %305 to float
  br label %sel.end86

sel.else85:                                       ; preds = %for.body81
  br label %sel.end86

sel.end86:                                        ; preds = %sel.else85, %sel.then84
  %307 = phi float [ %306, %sel.then84 ], [ 0.000000e+00, %sel.else85 ]
  %308 = sext i32 %i379 to i64
  %309 = mul nsw i64 %308, 64
  %310 = sext i32 %j183 to i64
  %311 = add nsw i64 %309, %310
  %312 = getelementptr inbounds i16, ptr %V_s, i64 %311
  %313 = fptrunc float %307 to half
  %314 = bitcast half %313 to i16
  store i16 %314, ptr %312, align 2
  %315 = add nsw i32 %j183, 1
  br label %for.cond80, !llvm.loop !19

for.cond87:                                       ; preds = %for.end93, %if.end61
  %i390 = phi i32 [ 0, %if.end61 ], [ %327, %for.end93 ]
  %316 = icmp slt i32 %i390, 192
  br i1 %316, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  br label %for.cond91

for.end89:                                        ; preds = %for.cond87
  call void @tilec_rt_gemm_f16f32(i32 192, i32 128, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 128)
  %317 = mul i32 %kb, 128
  %318 = add i32 %317, 128
  %319 = icmp sgt i32 %318, %S
  br i1 %319, label %if.then95, label %if.else96

for.cond91:                                       ; preds = %for.body92, %for.body88
  %j194 = phi i32 [ 0, %for.body88 ], [ %326, %for.body92 ]
  %320 = icmp slt i32 %j194, 128
  br i1 %320, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %321 = sext i32 %i390 to i64
  %322 = mul nsw i64 %321, 128
  %323 = sext i32 %j194 to i64
  %324 = add nsw i64 %322, %323
  %325 = getelementptr inbounds float, ptr %acc_s, i64 %324
  store float 0.000000e+00, ptr %325, align 4
  %326 = add nsw i32 %j194, 1
  br label %for.cond91, !llvm.loop !20

for.end93:                                        ; preds = %for.cond91
  %327 = add nsw i32 %i390, 1
  br label %for.cond87, !llvm.loop !21

if.then95:                                        ; preds = %for.end89
  br label %for.cond98

if.else96:                                        ; preds = %for.end89
  br label %if.end97

if.end97:                                         ; preds = %if.else96, %for.end100
  br label %for.cond104

for.cond98:                                       ; preds = %for.end103, %if.then95
  %i = phi i32 [ 0, %if.then95 ], [ %347, %for.end103 ]
  %328 = icmp slt i32 %i, 192
  br i1 %328, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  br label %for.cond101

for.end100:                                       ; preds = %for.cond98
  br label %if.end97

for.cond101:                                      ; preds = %for.body102, %for.body99
  %j = phi i32 [ 0, %for.body99 ], [ %346, %for.body102 ]
  %329 = icmp slt i32 %j, 128
  br i1 %329, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %330 = mul i32 %kb, 128
  %331 = add i32 %330, %j
  %332 = icmp slt i32 %331, %S
  %333 = sext i32 %i to i64
  %334 = mul nsw i64 %333, 128
  %335 = sext i32 %j to i64
  %336 = add nsw i64 %334, %335
  %337 = call i64 @llvm.umin.i64(i64 %336, i64 24575)
  %338 = getelementptr inbounds float, ptr %acc_s, i64 %337
  %339 = load float, ptr %338, align 4
  %340 = select i1 %332, float %339, float 0xFFF0000000000000
  %341 = sext i32 %i to i64
  %342 = mul nsw i64 %341, 128
  %343 = sext i32 %j to i64
  %344 = add nsw i64 %342, %343
  %345 = getelementptr inbounds float, ptr %acc_s, i64 %344
  store float %340, ptr %345, align 4
  %346 = add nsw i32 %j, 1
  br label %for.cond101, !llvm.loop !22

for.end103:                                       ; preds = %for.cond101
  %347 = add nsw i32 %i, 1
  br label %for.cond98, !llvm.loop !23

for.cond104:                                      ; preds = %for.body105, %if.end97
  %i3107 = phi i32 [ 0, %if.end97 ], [ %354, %for.body105 ]
  %348 = icmp slt i32 %i3107, 192
  br i1 %348, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %349 = sext i32 %i3107 to i64
  %350 = getelementptr inbounds float, ptr %m, i64 %349
  %351 = load float, ptr %350, align 4
  %352 = sext i32 %i3107 to i64
  %353 = getelementptr inbounds float, ptr %m_prev, i64 %352
  store float %351, ptr %353, align 4
  %354 = add nsw i32 %i3107, 1
  br label %for.cond104, !llvm.loop !24

for.end106:                                       ; preds = %for.cond104
  br label %for.cond108

for.cond108:                                      ; preds = %for.end123, %for.end106
  %i1 = phi i32 [ 0, %for.end106 ], [ %397, %for.end123 ]
  %355 = icmp slt i32 %i1, 192
  br i1 %355, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  br label %for.cond111

for.end110:                                       ; preds = %for.cond108
  br label %for.cond125

for.cond111:                                      ; preds = %for.body112, %for.body109
  %lane = phi i32 [ 0, %for.body109 ], [ %365, %for.body112 ]
  %356 = icmp slt i32 %lane, 32
  br i1 %356, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  %357 = sext i32 %i1 to i64
  %358 = mul nsw i64 %357, 128
  %359 = sext i32 %lane to i64
  %360 = add nsw i64 %358, %359
  %361 = getelementptr inbounds float, ptr %acc_s, i64 %360
  %362 = load float, ptr %361, align 4
  %363 = sext i32 %lane to i64
  %364 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %363
  store float %362, ptr %364, align 4
  %365 = add nsw i32 %lane, 1
  br label %for.cond111, !llvm.loop !25

for.end113:                                       ; preds = %for.cond111
  br label %for.cond114

for.cond114:                                      ; preds = %for.end119, %for.end113
  %red = phi i32 [ 0, %for.end113 ], [ %385, %for.end119 ]
  %366 = icmp slt i32 %red, 3
  br i1 %366, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  br label %for.cond117

for.end116:                                       ; preds = %for.cond114
  br label %for.cond121

for.cond117:                                      ; preds = %for.body118, %for.body115
  %lane120 = phi i32 [ 0, %for.body115 ], [ %384, %for.body118 ]
  %367 = icmp slt i32 %lane120, 32
  br i1 %367, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %368 = sext i32 %lane120 to i64
  %369 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %368
  %lane_acc = load float, ptr %369, align 4
  %370 = sext i32 %i1 to i64
  %371 = mul nsw i64 %370, 128
  %372 = add i32 %red, 1
  %373 = mul i32 %372, 32
  %374 = add i32 %373, %lane120
  %375 = sext i32 %374 to i64
  %376 = add nsw i64 %371, %375
  %377 = getelementptr inbounds float, ptr %acc_s, i64 %376
  %lane_next = load float, ptr %377, align 4
  %378 = fcmp une float %lane_next, %lane_next
  %379 = fcmp ogt float %lane_acc, %lane_next
  %380 = select i1 %379, float %lane_acc, float %lane_next
  %381 = select i1 %378, float %lane_acc, float %380
  %382 = sext i32 %lane120 to i64
  %383 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %382
  store float %381, ptr %383, align 4
  %384 = add nsw i32 %lane120, 1
  br label %for.cond117, !llvm.loop !26

for.end119:                                       ; preds = %for.cond117
  %385 = add nsw i32 %red, 1
  br label %for.cond114, !llvm.loop !27

for.cond121:                                      ; preds = %for.body122, %for.end116
  %lane124 = phi i32 [ 0, %for.end116 ], [ %396, %for.body122 ]
  %386 = icmp slt i32 %lane124, 32
  br i1 %386, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %387 = sext i32 %i1 to i64
  %388 = getelementptr inbounds float, ptr %m, i64 %387
  %389 = load float, ptr %388, align 4
  %390 = sext i32 %lane124 to i64
  %391 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = call float @llvm.maxnum.f32(float %389, float %392)
  %394 = sext i32 %i1 to i64
  %395 = getelementptr inbounds float, ptr %m, i64 %394
  store float %393, ptr %395, align 4
  %396 = add nsw i32 %lane124, 1
  br label %for.cond121, !llvm.loop !28

for.end123:                                       ; preds = %for.cond121
  %397 = add nsw i32 %i1, 1
  br label %for.cond108, !llvm.loop !29

for.cond125:                                      ; preds = %for.end131, %for.end110
  %i128 = phi i32 [ 0, %for.end110 ], [ %421, %for.end131 ]
  %398 = icmp slt i32 %i128, 192
  br i1 %398, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  br label %for.cond129

for.end127:                                       ; preds = %for.cond125
  br label %for.cond133

for.cond129:                                      ; preds = %for.body130, %for.body126
  %j132 = phi i32 [ 0, %for.body126 ], [ %420, %for.body130 ]
  %399 = icmp slt i32 %j132, 128
  br i1 %399, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  %400 = sext i32 %i128 to i64
  %401 = mul nsw i64 %400, 128
  %402 = sext i32 %j132 to i64
  %403 = add nsw i64 %401, %402
  %404 = getelementptr inbounds float, ptr %acc_s, i64 %403
  %405 = load float, ptr %404, align 4
  %406 = sext i32 %i128 to i64
  %407 = getelementptr inbounds float, ptr %m, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = fneg float %408
  %410 = fmul float %409, 0x3FC7154760000000
  %411 = call float @llvm.fma.f32(float %405, float 0x3FC7154760000000, float %410)
  %412 = fpext float %411 to double
  %413 = call double @llvm.exp2.f64(double %412)
  %414 = fptrunc double %413 to float
  %415 = sext i32 %i128 to i64
  %416 = mul nsw i64 %415, 128
  %417 = sext i32 %j132 to i64
  %418 = add nsw i64 %416, %417
  %419 = getelementptr inbounds float, ptr %acc_s, i64 %418
  store float %414, ptr %419, align 4
  %420 = add nsw i32 %j132, 1
  br label %for.cond129, !llvm.loop !30

for.end131:                                       ; preds = %for.cond129
  %421 = add nsw i32 %i128, 1
  br label %for.cond125, !llvm.loop !31

for.cond133:                                      ; preds = %for.end148, %for.end127
  %i2 = phi i32 [ 0, %for.end127 ], [ %465, %for.end148 ]
  %422 = icmp slt i32 %i2, 192
  br i1 %422, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  br label %for.cond136

for.end135:                                       ; preds = %for.cond133
  br label %for.cond150

for.cond136:                                      ; preds = %for.body137, %for.body134
  %lane1 = phi i32 [ 0, %for.body134 ], [ %432, %for.body137 ]
  %423 = icmp slt i32 %lane1, 32
  br i1 %423, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %424 = sext i32 %i2 to i64
  %425 = mul nsw i64 %424, 128
  %426 = sext i32 %lane1 to i64
  %427 = add nsw i64 %425, %426
  %428 = getelementptr inbounds float, ptr %acc_s, i64 %427
  %429 = load float, ptr %428, align 4
  %430 = sext i32 %lane1 to i64
  %431 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %430
  store float %429, ptr %431, align 4
  %432 = add nsw i32 %lane1, 1
  br label %for.cond136, !llvm.loop !32

for.end138:                                       ; preds = %for.cond136
  br label %for.cond139

for.cond139:                                      ; preds = %for.end144, %for.end138
  %red1 = phi i32 [ 0, %for.end138 ], [ %453, %for.end144 ]
  %433 = icmp slt i32 %red1, 3
  br i1 %433, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  br label %for.cond142

for.end141:                                       ; preds = %for.cond139
  %434 = sext i32 %i2 to i64
  %435 = getelementptr inbounds float, ptr %row_sum, i64 %434
  store float 0.000000e+00, ptr %435, align 4
  br label %for.cond146

for.cond142:                                      ; preds = %for.body143, %for.body140
  %lane1145 = phi i32 [ 0, %for.body140 ], [ %452, %for.body143 ]
  %436 = icmp slt i32 %lane1145, 32
  br i1 %436, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %437 = sext i32 %lane1145 to i64
  %438 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %437
  %439 = load float, ptr %438, align 4
  %440 = sext i32 %i2 to i64
  %441 = mul nsw i64 %440, 128
  %442 = add i32 %red1, 1
  %443 = mul i32 %442, 32
  %444 = add i32 %443, %lane1145
  %445 = sext i32 %444 to i64
  %446 = add nsw i64 %441, %445
  %447 = getelementptr inbounds float, ptr %acc_s, i64 %446
  %448 = load float, ptr %447, align 4
  %449 = fadd float %439, %448
  %450 = sext i32 %lane1145 to i64
  %451 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %450
  store float %449, ptr %451, align 4
  %452 = add nsw i32 %lane1145, 1
  br label %for.cond142, !llvm.loop !33

for.end144:                                       ; preds = %for.cond142
  %453 = add nsw i32 %red1, 1
  br label %for.cond139, !llvm.loop !34

for.cond146:                                      ; preds = %for.body147, %for.end141
  %lane1149 = phi i32 [ 0, %for.end141 ], [ %464, %for.body147 ]
  %454 = icmp slt i32 %lane1149, 32
  br i1 %454, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %455 = sext i32 %i2 to i64
  %456 = getelementptr inbounds float, ptr %row_sum, i64 %455
  %457 = load float, ptr %456, align 4
  %458 = sext i32 %lane1149 to i64
  %459 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %458
  %460 = load float, ptr %459, align 4
  %461 = fadd float %457, %460
  %462 = sext i32 %i2 to i64
  %463 = getelementptr inbounds float, ptr %row_sum, i64 %462
  store float %461, ptr %463, align 4
  %464 = add nsw i32 %lane1149, 1
  br label %for.cond146, !llvm.loop !35

for.end148:                                       ; preds = %for.cond146
  %465 = add nsw i32 %i2, 1
  br label %for.cond133, !llvm.loop !36

for.cond150:                                      ; preds = %for.body151, %for.end135
  %i153 = phi i32 [ 0, %for.end135 ], [ %489, %for.body151 ]
  %466 = icmp slt i32 %i153, 192
  br i1 %466, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %467 = sext i32 %i153 to i64
  %468 = getelementptr inbounds float, ptr %m_prev, i64 %467
  %469 = load float, ptr %468, align 4
  %470 = sext i32 %i153 to i64
  %471 = getelementptr inbounds float, ptr %m, i64 %470
  %472 = load float, ptr %471, align 4
  %473 = fsub float %469, %472
  %474 = fmul float %473, 0x3FC7154760000000
  %475 = fpext float %474 to double
  %476 = call double @llvm.exp2.f64(double %475)
  %alpha = fptrunc double %476 to float
  %477 = sext i32 %i153 to i64
  %478 = getelementptr inbounds float, ptr %l, i64 %477
  %479 = load float, ptr %478, align 4
  %480 = fmul float %479, %alpha
  %481 = sext i32 %i153 to i64
  %482 = getelementptr inbounds float, ptr %row_sum, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = fadd float %480, %483
  %485 = sext i32 %i153 to i64
  %486 = getelementptr inbounds float, ptr %l, i64 %485
  store float %484, ptr %486, align 4
  %487 = sext i32 %i153 to i64
  %488 = getelementptr inbounds float, ptr %m_prev, i64 %487
  store float %alpha, ptr %488, align 4
  %489 = add nsw i32 %i153, 1
  br label %for.cond150, !llvm.loop !37

for.end152:                                       ; preds = %for.cond150
  br label %for.cond154

for.cond154:                                      ; preds = %for.end160, %for.end152
  %i157 = phi i32 [ 0, %for.end152 ], [ %508, %for.end160 ]
  %490 = icmp slt i32 %i157, 192
  br i1 %490, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  br label %for.cond158

for.end156:                                       ; preds = %for.cond154
  br label %for.cond161

for.cond158:                                      ; preds = %for.body159, %for.body155
  %d = phi i32 [ 0, %for.body155 ], [ %507, %for.body159 ]
  %491 = icmp slt i32 %d, 64
  br i1 %491, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %492 = sext i32 %i157 to i64
  %493 = mul nsw i64 %492, 64
  %494 = sext i32 %d to i64
  %495 = add nsw i64 %493, %494
  %496 = getelementptr inbounds float, ptr %acc_o, i64 %495
  %497 = load float, ptr %496, align 4
  %498 = sext i32 %i157 to i64
  %499 = getelementptr inbounds float, ptr %m_prev, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = fmul float %497, %500
  %502 = sext i32 %i157 to i64
  %503 = mul nsw i64 %502, 64
  %504 = sext i32 %d to i64
  %505 = add nsw i64 %503, %504
  %506 = getelementptr inbounds float, ptr %acc_o, i64 %505
  store float %501, ptr %506, align 4
  %507 = add nsw i32 %d, 1
  br label %for.cond158, !llvm.loop !38

for.end160:                                       ; preds = %for.cond158
  %508 = add nsw i32 %i157, 1
  br label %for.cond154, !llvm.loop !39

for.cond161:                                      ; preds = %for.end167, %for.end156
  %i3164 = phi i32 [ 0, %for.end156 ], [ %528, %for.end167 ]
  %509 = icmp slt i32 %i3164, 192
  br i1 %509, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  br label %for.cond165

for.end163:                                       ; preds = %for.cond161
  call void @tilec_rt_gemm_f16f32(i32 192, i32 64, i32 128, ptr %P_s, i32 128, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %510 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !40

for.cond165:                                      ; preds = %for.body166, %for.body162
  %j1168 = phi i32 [ 0, %for.body162 ], [ %527, %for.body166 ]
  %511 = icmp slt i32 %j1168, 128
  br i1 %511, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  %512 = sext i32 %i3164 to i64
  %513 = mul nsw i64 %512, 128
  %514 = sext i32 %j1168 to i64
  %515 = add nsw i64 %513, %514
  %516 = getelementptr inbounds float, ptr %acc_s, i64 %515
  %517 = load float, ptr %516, align 4
  %518 = fptrunc float %517 to half
  %519 = fpext half %518 to float
  %520 = sext i32 %i3164 to i64
  %521 = mul nsw i64 %520, 128
  %522 = sext i32 %j1168 to i64
  %523 = add nsw i64 %521, %522
  %524 = getelementptr inbounds i16, ptr %P_s, i64 %523
  %525 = fptrunc float %519 to half
  %526 = bitcast half %525 to i16
  store i16 %526, ptr %524, align 2
  %527 = add nsw i32 %j1168, 1
  br label %for.cond165, !llvm.loop !41

for.end167:                                       ; preds = %for.cond165
  %528 = add nsw i32 %i3164, 1
  br label %for.cond161, !llvm.loop !42

for.cond169:                                      ; preds = %for.body170, %for.end30
  %i172 = phi i32 [ 0, %for.end30 ], [ %536, %for.body170 ]
  %529 = icmp slt i32 %i172, 192
  br i1 %529, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %530 = sext i32 %i172 to i64
  %531 = getelementptr inbounds float, ptr %l, i64 %530
  %532 = load float, ptr %531, align 4
  %533 = fdiv float 1.000000e+00, %532
  %534 = sext i32 %i172 to i64
  %535 = getelementptr inbounds float, ptr %l, i64 %534
  store float %533, ptr %535, align 4
  %536 = add nsw i32 %i172, 1
  br label %for.cond169, !llvm.loop !43

for.end171:                                       ; preds = %for.cond169
  br label %for.cond173

for.cond173:                                      ; preds = %if.end179, %for.end171
  %i176 = phi i32 [ 0, %for.end171 ], [ %549, %if.end179 ]
  %537 = icmp slt i32 %i176, 192
  br i1 %537, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %538 = icmp sle i32 0, %bz
  %539 = icmp slt i32 %bz, %BH
  %540 = and i1 %538, %539
  %541 = mul i32 %bx, 192
  %542 = add i32 %541, %i176
  %543 = icmp sle i32 0, %542
  %544 = mul i32 %bx, 192
  %545 = add i32 %544, %i176
  %546 = icmp slt i32 %545, %S
  %547 = and i1 %543, %546
  %548 = and i1 %540, %547
  br i1 %548, label %if.then177, label %if.else178

for.end175:                                       ; preds = %for.cond173
  ret void

if.then177:                                       ; preds = %for.body174
  br label %for.cond180

if.else178:                                       ; preds = %for.body174
  br label %if.end179

if.end179:                                        ; preds = %if.else178, %for.end182
  %549 = add nsw i32 %i176, 1
  br label %for.cond173, !llvm.loop !44

for.cond180:                                      ; preds = %for.body181, %if.then177
  %d1 = phi i32 [ 0, %if.then177 ], [ %578, %for.body181 ]
  %550 = icmp slt i32 %d1, 64
  br i1 %550, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %551 = sext i32 %i176 to i64
  %552 = mul nsw i64 %551, 64
  %553 = add i32 0, %d1
  %554 = sext i32 %553 to i64
  %555 = add nsw i64 %552, %554
  %556 = getelementptr inbounds float, ptr %acc_o, i64 %555
  %557 = load float, ptr %556, align 4
  %558 = sext i32 %i176 to i64
  %559 = getelementptr inbounds float, ptr %l, i64 %558
  %560 = load float, ptr %559, align 4
  %561 = fmul float %557, %560
  %562 = fptrunc float %561 to half
  %563 = fpext half %562 to float
  %564 = sext i32 %bz to i64
  %565 = sext i32 %S to i64
  %566 = mul nsw i64 %564, %565
  %567 = mul i32 %bx, 192
  %568 = add i32 %567, %i176
  %569 = sext i32 %568 to i64
  %570 = add nsw i64 %566, %569
  %571 = mul nsw i64 %570, 64
  %572 = add i32 0, %d1
  %573 = sext i32 %572 to i64
  %574 = add nsw i64 %571, %573
  %575 = getelementptr inbounds i16, ptr %O, i64 %574
  %576 = fptrunc float %563 to half
  %577 = bitcast half %576 to i16
  store i16 %577, ptr %575, align 2
  %578 = add nsw i32 %d1, 1
  br label %for.cond180, !llvm.loop !45

for.end182:                                       ; preds = %for.cond180
  br label %if.end179
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp2.f64(double) #3

; Function Attrs: nounwind
define internal void @flash_attention_wg_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %ctx, i32 0, i32 6
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
  call void @flash_attention_wg_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_flash_attention_wg(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_flash_attention_wg, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %BH = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %a, i32 0, i32 4
  store i32 %BH, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %S = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %a, i32 0, i32 5
  store i32 %S, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %a, i32 0, i32 6
  %21 = sext i32 %S to i64
  %22 = sdiv i64 %21, 192
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 192
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
  %37 = sext i32 %BH to i64
  %38 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 %37, ptr %38, align 8
  %39 = icmp sgt i64 %37, 0
  %40 = and i1 %35, %39
  %41 = mul i64 %36, %37
  %42 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %42, align 8
  %43 = and i1 %40, true
  %44 = mul i64 %41, 1
  br i1 %43, label %run, label %empty

run:                                              ; preds = %body
  %45 = call i32 @tilec_rt_run_blocks(i64 %44, i32 %nworkers, ptr @flash_attention_wg_task, ptr %a)
  ret i32 %45

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @flash_attention_wg_causal_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %BH, i32 %S, i32 %bx, i32 %bz) #0 {
entry:
  %tl_lanes_14 = alloca [32 x float], align 64
  %tl_lanes_15 = alloca [32 x float], align 64
  %Q_s = alloca [12288 x i16], align 64
  %K_s = alloca [8192 x i16], align 64
  %V_s = alloca [8192 x i16], align 64
  %P_s = alloca [24576 x i16], align 64
  %acc_s = alloca [24576 x float], align 64
  %acc_o = alloca [12288 x float], align 64
  %m = alloca [192 x float], align 64
  %m_prev = alloca [192 x float], align 64
  %l = alloca [192 x float], align 64
  %row_sum = alloca [192 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %row_sum, i8 0, i64 768, i1 false)
  %0 = sext i32 %bz to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %BH to i64
  %3 = icmp sle i64 %1, %2
  %4 = mul i32 %bx, 192
  %5 = icmp sle i32 0, %4
  %6 = mul i32 %bx, 192
  %7 = sext i32 %6 to i64
  %8 = add i64 %7, 192
  %9 = sext i32 %S to i64
  %10 = icmp sle i64 %8, %9
  %11 = and i1 %5, %10
  %12 = and i1 %3, %11
  br i1 %12, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i3, 192
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %36, %for.body2 ]
  %14 = icmp slt i32 %j1, 64
  br i1 %14, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %15 = sext i32 %bz to i64
  %16 = sext i32 %S to i64
  %17 = mul nsw i64 %15, %16
  %18 = mul i32 %bx, 192
  %19 = add i32 %18, %i3
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %17, %20
  %22 = mul nsw i64 %21, 64
  %23 = sext i32 %j1 to i64
  %24 = add nsw i64 %22, %23
  %25 = getelementptr inbounds i16, ptr %Q, i64 %24
  %26 = load i16, ptr %25, align 2
  %27 = bitcast i16 %26 to half
  %28 = fpext half %27 to float
  %29 = sext i32 %i3 to i64
  %30 = mul nsw i64 %29, 64
  %31 = sext i32 %j1 to i64
  %32 = add nsw i64 %30, %31
  %33 = getelementptr inbounds i16, ptr %Q_s, i64 %32
  %34 = fptrunc float %28 to half
  %35 = bitcast half %34 to i16
  store i16 %35, ptr %33, align 2
  %36 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !46

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !47

for.cond4:                                        ; preds = %for.end10, %if.else
  %i37 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i37, 192
  br i1 %38, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %79, %sel.end ]
  %39 = icmp slt i32 %j111, 64
  br i1 %39, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %40 = sext i32 %bz to i64
  %41 = sext i32 %BH to i64
  %42 = icmp slt i64 %40, %41
  %43 = mul i32 %bx, 192
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i37 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 192
  %49 = sext i32 %48 to i64
  %50 = sext i32 %i37 to i64
  %51 = add i64 %49, %50
  %52 = sext i32 %S to i64
  %53 = icmp slt i64 %51, %52
  %54 = and i1 %47, %53
  %55 = and i1 %42, %54
  br i1 %55, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %56 = add nsw i32 %i37, 1
  br label %for.cond4, !llvm.loop !48

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %bz to i64
  %58 = sext i32 %S to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %bx, 192
  %61 = add i32 %60, %i37
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %59, %62
  %64 = mul nsw i64 %63, 64
  %65 = sext i32 %j111 to i64
  %66 = add nsw i64 %64, %65
  %67 = getelementptr inbounds i16, ptr %Q, i64 %66
  %68 = load i16, ptr %67, align 2
  %69 = bitcast i16 %68 to half
  %70 = fpext half %69 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %71 = phi float [ %70, %sel.then ], [ 0.000000e+00, %sel.else ]
  %72 = sext i32 %i37 to i64
  %73 = mul nsw i64 %72, 64
  %74 = sext i32 %j111 to i64
  %75 = add nsw i64 %73, %74
  %76 = getelementptr inbounds i16, ptr %Q_s, i64 %75
  %77 = fptrunc float %71 to half
  %78 = bitcast half %77 to i16
  store i16 %78, ptr %76, align 2
  %79 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !49

for.cond12:                                       ; preds = %for.end18, %if.end
  %i315 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i315, 192
  br i1 %80, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  br label %for.cond16

for.end14:                                        ; preds = %for.cond12
  br label %for.cond20

for.cond16:                                       ; preds = %for.body17, %for.body13
  %j119 = phi i32 [ 0, %for.body13 ], [ %87, %for.body17 ]
  %81 = icmp slt i32 %j119, 64
  br i1 %81, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %82 = sext i32 %i315 to i64
  %83 = mul nsw i64 %82, 64
  %84 = sext i32 %j119 to i64
  %85 = add nsw i64 %83, %84
  %86 = getelementptr inbounds float, ptr %acc_o, i64 %85
  store float 0.000000e+00, ptr %86, align 4
  %87 = add nsw i32 %j119, 1
  br label %for.cond16, !llvm.loop !50

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !51

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 192
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !52

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i327 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i327, 192
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i327 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !53

for.end26:                                        ; preds = %for.cond24
  %97 = mul i32 %bx, 192
  %98 = add i32 %97, 192
  %99 = icmp slt i32 %S, %98
  %100 = select i1 %99, i32 %S, i32 %98
  %101 = sext i32 %100 to i64
  %102 = sdiv i64 %101, 128
  %103 = sub i64 0, %101
  %104 = select i1 false, i64 %103, i64 %102
  %105 = srem i64 %101, 128
  %106 = icmp ne i64 %105, 0
  %107 = icmp slt i64 %101, 0
  %108 = icmp eq i1 %107, false
  %109 = and i1 %106, %108
  %110 = zext i1 %109 to i64
  %111 = add i64 %104, %110
  %112 = trunc i64 %111 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end163, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %546, %for.end163 ]
  %113 = icmp slt i32 %kb, %112
  br i1 %113, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %114 = sext i32 %bz to i64
  %115 = add i64 %114, 1
  %116 = sext i32 %BH to i64
  %117 = icmp sle i64 %115, %116
  %118 = mul i32 %kb, 128
  %119 = icmp sle i32 0, %118
  %120 = mul i32 %kb, 128
  %121 = sext i32 %120 to i64
  %122 = add i64 %121, 128
  %123 = sext i32 %S to i64
  %124 = icmp sle i64 %122, %123
  %125 = and i1 %119, %124
  %126 = and i1 %117, %125
  br i1 %126, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond169

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond48

if.end33:                                         ; preds = %for.end50, %for.end36
  %127 = sext i32 %bz to i64
  %128 = add i64 %127, 1
  %129 = sext i32 %BH to i64
  %130 = icmp sle i64 %128, %129
  %131 = mul i32 %kb, 128
  %132 = icmp sle i32 0, %131
  %133 = mul i32 %kb, 128
  %134 = sext i32 %133 to i64
  %135 = add i64 %134, 128
  %136 = sext i32 %S to i64
  %137 = icmp sle i64 %135, %136
  %138 = and i1 %132, %137
  %139 = and i1 %130, %138
  br i1 %139, label %if.then59, label %if.else60

for.cond34:                                       ; preds = %for.end46, %if.then31
  %i337 = phi i32 [ 0, %if.then31 ], [ %197, %for.end46 ]
  %140 = icmp slt i32 %i337, 128
  br i1 %140, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %141 = add i32 %kb, 1
  %142 = mul i32 %bx, 192
  %143 = add i32 %142, 192
  %144 = icmp slt i32 %S, %143
  %145 = select i1 %144, i32 %S, i32 %143
  %146 = sext i32 %145 to i64
  %147 = sdiv i64 %146, 128
  %148 = sub i64 0, %146
  %149 = select i1 false, i64 %148, i64 %147
  %150 = srem i64 %146, 128
  %151 = icmp ne i64 %150, 0
  %152 = icmp slt i64 %146, 0
  %153 = icmp eq i1 %152, false
  %154 = and i1 %151, %153
  %155 = zext i1 %154 to i64
  %156 = add i64 %149, %155
  %157 = trunc i64 %156 to i32
  %158 = icmp slt i32 %141, %157
  br i1 %158, label %if.then38, label %if.else39

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

if.then38:                                        ; preds = %for.body35
  br label %for.cond41

if.else39:                                        ; preds = %for.body35
  br label %if.end40

if.end40:                                         ; preds = %if.else39, %for.end43
  br label %for.cond44

for.cond41:                                       ; preds = %for.body42, %if.then38
  %pf = phi i32 [ 0, %if.then38 ], [ %173, %for.body42 ]
  %159 = icmp slt i32 %pf, 2
  br i1 %159, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %160 = sext i32 %bz to i64
  %161 = sext i32 %S to i64
  %162 = mul i64 %160, %161
  %163 = add i32 %kb, 1
  %164 = mul i32 %163, 128
  %165 = add i32 %164, %i337
  %166 = sext i32 %165 to i64
  %167 = add i64 %162, %166
  %168 = mul i64 %167, 64
  %169 = mul i32 %pf, 32
  %170 = sext i32 %169 to i64
  %171 = add i64 %168, %170
  %172 = getelementptr i16, ptr %K, i64 %171
  call void @llvm.prefetch.p0(ptr %172, i32 0, i32 0, i32 1)
  %173 = add nsw i32 %pf, 1
  br label %for.cond41, !llvm.loop !54

for.end43:                                        ; preds = %for.cond41
  br label %if.end40

for.cond44:                                       ; preds = %for.body45, %if.end40
  %j147 = phi i32 [ 0, %if.end40 ], [ %196, %for.body45 ]
  %174 = icmp slt i32 %j147, 64
  br i1 %174, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %175 = sext i32 %bz to i64
  %176 = sext i32 %S to i64
  %177 = mul nsw i64 %175, %176
  %178 = mul i32 %kb, 128
  %179 = add i32 %178, %i337
  %180 = sext i32 %179 to i64
  %181 = add nsw i64 %177, %180
  %182 = mul nsw i64 %181, 64
  %183 = sext i32 %j147 to i64
  %184 = add nsw i64 %182, %183
  %185 = getelementptr inbounds i16, ptr %K, i64 %184
  %186 = load i16, ptr %185, align 2
  %187 = bitcast i16 %186 to half
  %188 = fpext half %187 to float
  %189 = sext i32 %i337 to i64
  %190 = mul nsw i64 %189, 64
  %191 = sext i32 %j147 to i64
  %192 = add nsw i64 %190, %191
  %193 = getelementptr inbounds i16, ptr %K_s, i64 %192
  %194 = fptrunc float %188 to half
  %195 = bitcast half %194 to i16
  store i16 %195, ptr %193, align 2
  %196 = add nsw i32 %j147, 1
  br label %for.cond44, !llvm.loop !55

for.end46:                                        ; preds = %for.cond44
  %197 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !56

for.cond48:                                       ; preds = %for.end54, %if.else32
  %i351 = phi i32 [ 0, %if.else32 ], [ %216, %for.end54 ]
  %198 = icmp slt i32 %i351, 128
  br i1 %198, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end33

for.cond52:                                       ; preds = %sel.end58, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %239, %sel.end58 ]
  %199 = icmp slt i32 %j155, 64
  br i1 %199, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %200 = sext i32 %bz to i64
  %201 = sext i32 %BH to i64
  %202 = icmp slt i64 %200, %201
  %203 = mul i32 %kb, 128
  %204 = sext i32 %203 to i64
  %205 = sext i32 %i351 to i64
  %206 = add i64 %204, %205
  %207 = icmp sle i64 0, %206
  %208 = mul i32 %kb, 128
  %209 = sext i32 %208 to i64
  %210 = sext i32 %i351 to i64
  %211 = add i64 %209, %210
  %212 = sext i32 %S to i64
  %213 = icmp slt i64 %211, %212
  %214 = and i1 %207, %213
  %215 = and i1 %202, %214
  br i1 %215, label %sel.then56, label %sel.else57

for.end54:                                        ; preds = %for.cond52
  %216 = add nsw i32 %i351, 1
  br label %for.cond48, !llvm.loop !57

sel.then56:                                       ; preds = %for.body53
  %217 = sext i32 %bz to i64
  %218 = sext i32 %S to i64
  %219 = mul nsw i64 %217, %218
  %220 = mul i32 %kb, 128
  %221 = add i32 %220, %i351
  %222 = sext i32 %221 to i64
  %223 = add nsw i64 %219, %222
  %224 = mul nsw i64 %223, 64
  %225 = sext i32 %j155 to i64
  %226 = add nsw i64 %224, %225
  %227 = getelementptr inbounds i16, ptr %K, i64 %226
  %228 = load i16, ptr %227, align 2
  %229 = bitcast i16 %228 to half
  %230 = fpext half %229 to float
  br label %sel.end58

sel.else57:                                       ; preds = %for.body53
  br label %sel.end58

sel.end58:                                        ; preds = %sel.else57, %sel.then56
  %231 = phi float [ %230, %sel.then56 ], [ 0.000000e+00, %sel.else57 ]
  %232 = sext i32 %i351 to i64
  %233 = mul nsw i64 %232, 64
  %234 = sext i32 %j155 to i64
  %235 = add nsw i64 %233, %234
  %236 = getelementptr inbounds i16, ptr %K_s, i64 %235
  %237 = fptrunc float %231 to half
  %238 = bitcast half %237 to i16
  store i16 %238, ptr %236, align 2
  %239 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !58

if.then59:                                        ; preds = %if.end33
  br label %for.cond62

if.else60:                                        ; preds = %if.end33
  br label %for.cond76

if.end61:                                         ; preds = %for.end78, %for.end64
  br label %for.cond87

for.cond62:                                       ; preds = %for.end74, %if.then59
  %i365 = phi i32 [ 0, %if.then59 ], [ %297, %for.end74 ]
  %240 = icmp slt i32 %i365, 128
  br i1 %240, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %241 = add i32 %kb, 1
  %242 = mul i32 %bx, 192
  %243 = add i32 %242, 192
  %244 = icmp slt i32 %S, %243
  %245 = select i1 %244, i32 %S, i32 %243
  %246 = sext i32 %245 to i64
  %247 = sdiv i64 %246, 128
  %248 = sub i64 0, %246
  %249 = select i1 false, i64 %248, i64 %247
  %250 = srem i64 %246, 128
  %251 = icmp ne i64 %250, 0
  %252 = icmp slt i64 %246, 0
  %253 = icmp eq i1 %252, false
  %254 = and i1 %251, %253
  %255 = zext i1 %254 to i64
  %256 = add i64 %249, %255
  %257 = trunc i64 %256 to i32
  %258 = icmp slt i32 %241, %257
  br i1 %258, label %if.then66, label %if.else67

for.end64:                                        ; preds = %for.cond62
  br label %if.end61

if.then66:                                        ; preds = %for.body63
  br label %for.cond69

if.else67:                                        ; preds = %for.body63
  br label %if.end68

if.end68:                                         ; preds = %if.else67, %for.end71
  br label %for.cond72

for.cond69:                                       ; preds = %for.body70, %if.then66
  %pf1 = phi i32 [ 0, %if.then66 ], [ %273, %for.body70 ]
  %259 = icmp slt i32 %pf1, 2
  br i1 %259, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %260 = sext i32 %bz to i64
  %261 = sext i32 %S to i64
  %262 = mul i64 %260, %261
  %263 = add i32 %kb, 1
  %264 = mul i32 %263, 128
  %265 = add i32 %264, %i365
  %266 = sext i32 %265 to i64
  %267 = add i64 %262, %266
  %268 = mul i64 %267, 64
  %269 = mul i32 %pf1, 32
  %270 = sext i32 %269 to i64
  %271 = add i64 %268, %270
  %272 = getelementptr i16, ptr %V, i64 %271
  call void @llvm.prefetch.p0(ptr %272, i32 0, i32 0, i32 1)
  %273 = add nsw i32 %pf1, 1
  br label %for.cond69, !llvm.loop !59

for.end71:                                        ; preds = %for.cond69
  br label %if.end68

for.cond72:                                       ; preds = %for.body73, %if.end68
  %j175 = phi i32 [ 0, %if.end68 ], [ %296, %for.body73 ]
  %274 = icmp slt i32 %j175, 64
  br i1 %274, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %275 = sext i32 %bz to i64
  %276 = sext i32 %S to i64
  %277 = mul nsw i64 %275, %276
  %278 = mul i32 %kb, 128
  %279 = add i32 %278, %i365
  %280 = sext i32 %279 to i64
  %281 = add nsw i64 %277, %280
  %282 = mul nsw i64 %281, 64
  %283 = sext i32 %j175 to i64
  %284 = add nsw i64 %282, %283
  %285 = getelementptr inbounds i16, ptr %V, i64 %284
  %286 = load i16, ptr %285, align 2
  %287 = bitcast i16 %286 to half
  %288 = fpext half %287 to float
  %289 = sext i32 %i365 to i64
  %290 = mul nsw i64 %289, 64
  %291 = sext i32 %j175 to i64
  %292 = add nsw i64 %290, %291
  %293 = getelementptr inbounds i16, ptr %V_s, i64 %292
  %294 = fptrunc float %288 to half
  %295 = bitcast half %294 to i16
  store i16 %295, ptr %293, align 2
  %296 = add nsw i32 %j175, 1
  br label %for.cond72, !llvm.loop !60

for.end74:                                        ; preds = %for.cond72
  %297 = add nsw i32 %i365, 1
  br label %for.cond62, !llvm.loop !61

for.cond76:                                       ; preds = %for.end82, %if.else60
  %i379 = phi i32 [ 0, %if.else60 ], [ %316, %for.end82 ]
  %298 = icmp slt i32 %i379, 128
  br i1 %298, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  br label %for.cond80

for.end78:                                        ; preds = %for.cond76
  br label %if.end61

for.cond80:                                       ; preds = %sel.end86, %for.body77
  %j183 = phi i32 [ 0, %for.body77 ], [ %339, %sel.end86 ]
  %299 = icmp slt i32 %j183, 64
  br i1 %299, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  %300 = sext i32 %bz to i64
  %301 = sext i32 %BH to i64
  %302 = icmp slt i64 %300, %301
  %303 = mul i32 %kb, 128
  %304 = sext i32 %303 to i64
  %305 = sext i32 %i379 to i64
  %306 = add i64 %304, %305
  %307 = icmp sle i64 0, %306
  %308 = mul i32 %kb, 128
  %309 = sext i32 %308 to i64
  %310 = sext i32 %i379 to i64
  %311 = add i64 %309, %310
  %312 = sext i32 %S to i64
  %313 = icmp slt i64 %311, %312
  %314 = and i1 %307, %313
  %315 = and i1 %302, %314
  br i1 %315, label %sel.then84, label %sel.else85

for.end82:                                        ; preds = %for.cond80
  %316 = add nsw i32 %i379, 1
  br label %for.cond76, !llvm.loop !62

sel.then84:                                       ; preds = %for.body81
  %317 = sext i32 %bz to i64
  %318 = sext i32 %S to i64
  %319 = mul nsw i64 %317, %318
  %320 = mul i32 %kb, 128
  %321 = add i32 %320, %i379
  %322 = sext i32 %321 to i64
  %323 = add nsw i64 %319, %322
  %324 = mul nsw i64 %323, 64
  %325 = sext i32 %j183 to i64
  %326 = add nsw i64 %324, %325
  %327 = getelementptr inbounds i16, ptr %V, i64 %326
  %328 = load i16, ptr %327, align 2
  %329 = bitcast i16 %328 to half
  %330 = fpext half %329 to float
  br label %sel.end86

sel.else85:                                       ; preds = %for.body81
  br label %sel.end86

sel.end86:                                        ; preds = %sel.else85, %sel.then84
  %331 = phi float [ %330, %sel.then84 ], [ 0.000000e+00, %sel.else85 ]
  %332 = sext i32 %i379 to i64
  %333 = mul nsw i64 %332, 64
  %334 = sext i32 %j183 to i64
  %335 = add nsw i64 %333, %334
  %336 = getelementptr inbounds i16, ptr %V_s, i64 %335
  %337 = fptrunc float %331 to half
  %338 = bitcast half %337 to i16
  store i16 %338, ptr %336, align 2
  %339 = add nsw i32 %j183, 1
  br label %for.cond80, !llvm.loop !63

for.cond87:                                       ; preds = %for.end93, %if.end61
  %i390 = phi i32 [ 0, %if.end61 ], [ %357, %for.end93 ]
  %340 = icmp slt i32 %i390, 192
  br i1 %340, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  br label %for.cond91

for.end89:                                        ; preds = %for.cond87
  call void @tilec_rt_gemm_f16f32(i32 192, i32 128, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 128)
  %341 = mul i32 %kb, 128
  %342 = add i32 %341, 128
  %343 = icmp sgt i32 %342, %S
  %344 = mul i32 %kb, 128
  %345 = add i32 %344, 128
  %346 = mul i32 %bx, 192
  %347 = add i32 %346, 1
  %348 = icmp sgt i32 %345, %347
  %349 = or i1 %343, %348
  br i1 %349, label %if.then95, label %if.else96

for.cond91:                                       ; preds = %for.body92, %for.body88
  %j194 = phi i32 [ 0, %for.body88 ], [ %356, %for.body92 ]
  %350 = icmp slt i32 %j194, 128
  br i1 %350, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %351 = sext i32 %i390 to i64
  %352 = mul nsw i64 %351, 128
  %353 = sext i32 %j194 to i64
  %354 = add nsw i64 %352, %353
  %355 = getelementptr inbounds float, ptr %acc_s, i64 %354
  store float 0.000000e+00, ptr %355, align 4
  %356 = add nsw i32 %j194, 1
  br label %for.cond91, !llvm.loop !64

for.end93:                                        ; preds = %for.cond91
  %357 = add nsw i32 %i390, 1
  br label %for.cond87, !llvm.loop !65

if.then95:                                        ; preds = %for.end89
  br label %for.cond98

if.else96:                                        ; preds = %for.end89
  br label %if.end97

if.end97:                                         ; preds = %if.else96, %for.end100
  br label %for.cond104

for.cond98:                                       ; preds = %for.end103, %if.then95
  %i = phi i32 [ 0, %if.then95 ], [ %383, %for.end103 ]
  %358 = icmp slt i32 %i, 192
  br i1 %358, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  br label %for.cond101

for.end100:                                       ; preds = %for.cond98
  br label %if.end97

for.cond101:                                      ; preds = %for.body102, %for.body99
  %j = phi i32 [ 0, %for.body99 ], [ %382, %for.body102 ]
  %359 = icmp slt i32 %j, 128
  br i1 %359, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %360 = mul i32 %kb, 128
  %361 = add i32 %360, %j
  %362 = icmp slt i32 %361, %S
  %363 = mul i32 %kb, 128
  %364 = add i32 %363, %j
  %365 = mul i32 %bx, 192
  %366 = add i32 %365, %i
  %367 = icmp sle i32 %364, %366
  %368 = and i1 %362, %367
  %369 = sext i32 %i to i64
  %370 = mul nsw i64 %369, 128
  %371 = sext i32 %j to i64
  %372 = add nsw i64 %370, %371
  %373 = call i64 @llvm.umin.i64(i64 %372, i64 24575)
  %374 = getelementptr inbounds float, ptr %acc_s, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = select i1 %368, float %375, float 0xFFF0000000000000
  %377 = sext i32 %i to i64
  %378 = mul nsw i64 %377, 128
  %379 = sext i32 %j to i64
  %380 = add nsw i64 %378, %379
  %381 = getelementptr inbounds float, ptr %acc_s, i64 %380
  store float %376, ptr %381, align 4
  %382 = add nsw i32 %j, 1
  br label %for.cond101, !llvm.loop !66

for.end103:                                       ; preds = %for.cond101
  %383 = add nsw i32 %i, 1
  br label %for.cond98, !llvm.loop !67

for.cond104:                                      ; preds = %for.body105, %if.end97
  %i3107 = phi i32 [ 0, %if.end97 ], [ %390, %for.body105 ]
  %384 = icmp slt i32 %i3107, 192
  br i1 %384, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %385 = sext i32 %i3107 to i64
  %386 = getelementptr inbounds float, ptr %m, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = sext i32 %i3107 to i64
  %389 = getelementptr inbounds float, ptr %m_prev, i64 %388
  store float %387, ptr %389, align 4
  %390 = add nsw i32 %i3107, 1
  br label %for.cond104, !llvm.loop !68

for.end106:                                       ; preds = %for.cond104
  br label %for.cond108

for.cond108:                                      ; preds = %for.end123, %for.end106
  %i1 = phi i32 [ 0, %for.end106 ], [ %433, %for.end123 ]
  %391 = icmp slt i32 %i1, 192
  br i1 %391, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  br label %for.cond111

for.end110:                                       ; preds = %for.cond108
  br label %for.cond125

for.cond111:                                      ; preds = %for.body112, %for.body109
  %lane = phi i32 [ 0, %for.body109 ], [ %401, %for.body112 ]
  %392 = icmp slt i32 %lane, 32
  br i1 %392, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  %393 = sext i32 %i1 to i64
  %394 = mul nsw i64 %393, 128
  %395 = sext i32 %lane to i64
  %396 = add nsw i64 %394, %395
  %397 = getelementptr inbounds float, ptr %acc_s, i64 %396
  %398 = load float, ptr %397, align 4
  %399 = sext i32 %lane to i64
  %400 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %399
  store float %398, ptr %400, align 4
  %401 = add nsw i32 %lane, 1
  br label %for.cond111, !llvm.loop !69

for.end113:                                       ; preds = %for.cond111
  br label %for.cond114

for.cond114:                                      ; preds = %for.end119, %for.end113
  %red = phi i32 [ 0, %for.end113 ], [ %421, %for.end119 ]
  %402 = icmp slt i32 %red, 3
  br i1 %402, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  br label %for.cond117

for.end116:                                       ; preds = %for.cond114
  br label %for.cond121

for.cond117:                                      ; preds = %for.body118, %for.body115
  %lane120 = phi i32 [ 0, %for.body115 ], [ %420, %for.body118 ]
  %403 = icmp slt i32 %lane120, 32
  br i1 %403, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %404 = sext i32 %lane120 to i64
  %405 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %404
  %lane_acc = load float, ptr %405, align 4
  %406 = sext i32 %i1 to i64
  %407 = mul nsw i64 %406, 128
  %408 = add i32 %red, 1
  %409 = mul i32 %408, 32
  %410 = add i32 %409, %lane120
  %411 = sext i32 %410 to i64
  %412 = add nsw i64 %407, %411
  %413 = getelementptr inbounds float, ptr %acc_s, i64 %412
  %lane_next = load float, ptr %413, align 4
  %414 = fcmp une float %lane_next, %lane_next
  %415 = fcmp ogt float %lane_acc, %lane_next
  %416 = select i1 %415, float %lane_acc, float %lane_next
  %417 = select i1 %414, float %lane_acc, float %416
  %418 = sext i32 %lane120 to i64
  %419 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %418
  store float %417, ptr %419, align 4
  %420 = add nsw i32 %lane120, 1
  br label %for.cond117, !llvm.loop !70

for.end119:                                       ; preds = %for.cond117
  %421 = add nsw i32 %red, 1
  br label %for.cond114, !llvm.loop !71

for.cond121:                                      ; preds = %for.body122, %for.end116
  %lane124 = phi i32 [ 0, %for.end116 ], [ %432, %for.body122 ]
  %422 = icmp slt i32 %lane124, 32
  br i1 %422, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %423 = sext i32 %i1 to i64
  %424 = getelementptr inbounds float, ptr %m, i64 %423
  %425 = load float, ptr %424, align 4
  %426 = sext i32 %lane124 to i64
  %427 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %426
  %428 = load float, ptr %427, align 4
  %429 = call float @llvm.maxnum.f32(float %425, float %428)
  %430 = sext i32 %i1 to i64
  %431 = getelementptr inbounds float, ptr %m, i64 %430
  store float %429, ptr %431, align 4
  %432 = add nsw i32 %lane124, 1
  br label %for.cond121, !llvm.loop !72

for.end123:                                       ; preds = %for.cond121
  %433 = add nsw i32 %i1, 1
  br label %for.cond108, !llvm.loop !73

for.cond125:                                      ; preds = %for.end131, %for.end110
  %i128 = phi i32 [ 0, %for.end110 ], [ %457, %for.end131 ]
  %434 = icmp slt i32 %i128, 192
  br i1 %434, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  br label %for.cond129

for.end127:                                       ; preds = %for.cond125
  br label %for.cond133

for.cond129:                                      ; preds = %for.body130, %for.body126
  %j132 = phi i32 [ 0, %for.body126 ], [ %456, %for.body130 ]
  %435 = icmp slt i32 %j132, 128
  br i1 %435, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  %436 = sext i32 %i128 to i64
  %437 = mul nsw i64 %436, 128
  %438 = sext i32 %j132 to i64
  %439 = add nsw i64 %437, %438
  %440 = getelementptr inbounds float, ptr %acc_s, i64 %439
  %441 = load float, ptr %440, align 4
  %442 = sext i32 %i128 to i64
  %443 = getelementptr inbounds float, ptr %m, i64 %442
  %444 = load float, ptr %443, align 4
  %445 = fneg float %444
  %446 = fmul float %445, 0x3FC7154760000000
  %447 = call float @llvm.fma.f32(float %441, float 0x3FC7154760000000, float %446)
  %448 = fpext float %447 to double
  %449 = call double @llvm.exp2.f64(double %448)
  %450 = fptrunc double %449 to float
  %451 = sext i32 %i128 to i64
  %452 = mul nsw i64 %451, 128
  %453 = sext i32 %j132 to i64
  %454 = add nsw i64 %452, %453
  %455 = getelementptr inbounds float, ptr %acc_s, i64 %454
  store float %450, ptr %455, align 4
  %456 = add nsw i32 %j132, 1
  br label %for.cond129, !llvm.loop !74

for.end131:                                       ; preds = %for.cond129
  %457 = add nsw i32 %i128, 1
  br label %for.cond125, !llvm.loop !75

for.cond133:                                      ; preds = %for.end148, %for.end127
  %i2 = phi i32 [ 0, %for.end127 ], [ %501, %for.end148 ]
  %458 = icmp slt i32 %i2, 192
  br i1 %458, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  br label %for.cond136

for.end135:                                       ; preds = %for.cond133
  br label %for.cond150

for.cond136:                                      ; preds = %for.body137, %for.body134
  %lane1 = phi i32 [ 0, %for.body134 ], [ %468, %for.body137 ]
  %459 = icmp slt i32 %lane1, 32
  br i1 %459, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %460 = sext i32 %i2 to i64
  %461 = mul nsw i64 %460, 128
  %462 = sext i32 %lane1 to i64
  %463 = add nsw i64 %461, %462
  %464 = getelementptr inbounds float, ptr %acc_s, i64 %463
  %465 = load float, ptr %464, align 4
  %466 = sext i32 %lane1 to i64
  %467 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %466
  store float %465, ptr %467, align 4
  %468 = add nsw i32 %lane1, 1
  br label %for.cond136, !llvm.loop !76

for.end138:                                       ; preds = %for.cond136
  br label %for.cond139

for.cond139:                                      ; preds = %for.end144, %for.end138
  %red1 = phi i32 [ 0, %for.end138 ], [ %489, %for.end144 ]
  %469 = icmp slt i32 %red1, 3
  br i1 %469, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  br label %for.cond142

for.end141:                                       ; preds = %for.cond139
  %470 = sext i32 %i2 to i64
  %471 = getelementptr inbounds float, ptr %row_sum, i64 %470
  store float 0.000000e+00, ptr %471, align 4
  br label %for.cond146

for.cond142:                                      ; preds = %for.body143, %for.body140
  %lane1145 = phi i32 [ 0, %for.body140 ], [ %488, %for.body143 ]
  %472 = icmp slt i32 %lane1145, 32
  br i1 %472, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %473 = sext i32 %lane1145 to i64
  %474 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %473
  %475 = load float, ptr %474, align 4
  %476 = sext i32 %i2 to i64
  %477 = mul nsw i64 %476, 128
  %478 = add i32 %red1, 1
  %479 = mul i32 %478, 32
  %480 = add i32 %479, %lane1145
  %481 = sext i32 %480 to i64
  %482 = add nsw i64 %477, %481
  %483 = getelementptr inbounds float, ptr %acc_s, i64 %482
  %484 = load float, ptr %483, align 4
  %485 = fadd float %475, %484
  %486 = sext i32 %lane1145 to i64
  %487 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %486
  store float %485, ptr %487, align 4
  %488 = add nsw i32 %lane1145, 1
  br label %for.cond142, !llvm.loop !77

for.end144:                                       ; preds = %for.cond142
  %489 = add nsw i32 %red1, 1
  br label %for.cond139, !llvm.loop !78

for.cond146:                                      ; preds = %for.body147, %for.end141
  %lane1149 = phi i32 [ 0, %for.end141 ], [ %500, %for.body147 ]
  %490 = icmp slt i32 %lane1149, 32
  br i1 %490, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %491 = sext i32 %i2 to i64
  %492 = getelementptr inbounds float, ptr %row_sum, i64 %491
  %493 = load float, ptr %492, align 4
  %494 = sext i32 %lane1149 to i64
  %495 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %494
  %496 = load float, ptr %495, align 4
  %497 = fadd float %493, %496
  %498 = sext i32 %i2 to i64
  %499 = getelementptr inbounds float, ptr %row_sum, i64 %498
  store float %497, ptr %499, align 4
  %500 = add nsw i32 %lane1149, 1
  br label %for.cond146, !llvm.loop !79

for.end148:                                       ; preds = %for.cond146
  %501 = add nsw i32 %i2, 1
  br label %for.cond133, !llvm.loop !80

for.cond150:                                      ; preds = %for.body151, %for.end135
  %i153 = phi i32 [ 0, %for.end135 ], [ %525, %for.body151 ]
  %502 = icmp slt i32 %i153, 192
  br i1 %502, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %503 = sext i32 %i153 to i64
  %504 = getelementptr inbounds float, ptr %m_prev, i64 %503
  %505 = load float, ptr %504, align 4
  %506 = sext i32 %i153 to i64
  %507 = getelementptr inbounds float, ptr %m, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = fsub float %505, %508
  %510 = fmul float %509, 0x3FC7154760000000
  %511 = fpext float %510 to double
  %512 = call double @llvm.exp2.f64(double %511)
  %alpha = fptrunc double %512 to float
  %513 = sext i32 %i153 to i64
  %514 = getelementptr inbounds float, ptr %l, i64 %513
  %515 = load float, ptr %514, align 4
  %516 = fmul float %515, %alpha
  %517 = sext i32 %i153 to i64
  %518 = getelementptr inbounds float, ptr %row_sum, i64 %517
  %519 = load float, ptr %518, align 4
  %520 = fadd float %516, %519
  %521 = sext i32 %i153 to i64
  %522 = getelementptr inbounds float, ptr %l, i64 %521
  store float %520, ptr %522, align 4
  %523 = sext i32 %i153 to i64
  %524 = getelementptr inbounds float, ptr %m_prev, i64 %523
  store float %alpha, ptr %524, align 4
  %525 = add nsw i32 %i153, 1
  br label %for.cond150, !llvm.loop !81

for.end152:                                       ; preds = %for.cond150
  br label %for.cond154

for.cond154:                                      ; preds = %for.end160, %for.end152
  %i157 = phi i32 [ 0, %for.end152 ], [ %544, %for.end160 ]
  %526 = icmp slt i32 %i157, 192
  br i1 %526, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  br label %for.cond158

for.end156:                                       ; preds = %for.cond154
  br label %for.cond161

for.cond158:                                      ; preds = %for.body159, %for.body155
  %d = phi i32 [ 0, %for.body155 ], [ %543, %for.body159 ]
  %527 = icmp slt i32 %d, 64
  br i1 %527, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %528 = sext i32 %i157 to i64
  %529 = mul nsw i64 %528, 64
  %530 = sext i32 %d to i64
  %531 = add nsw i64 %529, %530
  %532 = getelementptr inbounds float, ptr %acc_o, i64 %531
  %533 = load float, ptr %532, align 4
  %534 = sext i32 %i157 to i64
  %535 = getelementptr inbounds float, ptr %m_prev, i64 %534
  %536 = load float, ptr %535, align 4
  %537 = fmul float %533, %536
  %538 = sext i32 %i157 to i64
  %539 = mul nsw i64 %538, 64
  %540 = sext i32 %d to i64
  %541 = add nsw i64 %539, %540
  %542 = getelementptr inbounds float, ptr %acc_o, i64 %541
  store float %537, ptr %542, align 4
  %543 = add nsw i32 %d, 1
  br label %for.cond158, !llvm.loop !82

for.end160:                                       ; preds = %for.cond158
  %544 = add nsw i32 %i157, 1
  br label %for.cond154, !llvm.loop !83

for.cond161:                                      ; preds = %for.end167, %for.end156
  %i3164 = phi i32 [ 0, %for.end156 ], [ %564, %for.end167 ]
  %545 = icmp slt i32 %i3164, 192
  br i1 %545, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  br label %for.cond165

for.end163:                                       ; preds = %for.cond161
  call void @tilec_rt_gemm_f16f32(i32 192, i32 64, i32 128, ptr %P_s, i32 128, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %546 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !84

for.cond165:                                      ; preds = %for.body166, %for.body162
  %j1168 = phi i32 [ 0, %for.body162 ], [ %563, %for.body166 ]
  %547 = icmp slt i32 %j1168, 128
  br i1 %547, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  %548 = sext i32 %i3164 to i64
  %549 = mul nsw i64 %548, 128
  %550 = sext i32 %j1168 to i64
  %551 = add nsw i64 %549, %550
  %552 = getelementptr inbounds float, ptr %acc_s, i64 %551
  %553 = load float, ptr %552, align 4
  %554 = fptrunc float %553 to half
  %555 = fpext half %554 to float
  %556 = sext i32 %i3164 to i64
  %557 = mul nsw i64 %556, 128
  %558 = sext i32 %j1168 to i64
  %559 = add nsw i64 %557, %558
  %560 = getelementptr inbounds i16, ptr %P_s, i64 %559
  %561 = fptrunc float %555 to half
  %562 = bitcast half %561 to i16
  store i16 %562, ptr %560, align 2
  %563 = add nsw i32 %j1168, 1
  br label %for.cond165, !llvm.loop !85

for.end167:                                       ; preds = %for.cond165
  %564 = add nsw i32 %i3164, 1
  br label %for.cond161, !llvm.loop !86

for.cond169:                                      ; preds = %for.body170, %for.end30
  %i172 = phi i32 [ 0, %for.end30 ], [ %572, %for.body170 ]
  %565 = icmp slt i32 %i172, 192
  br i1 %565, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %566 = sext i32 %i172 to i64
  %567 = getelementptr inbounds float, ptr %l, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = fdiv float 1.000000e+00, %568
  %570 = sext i32 %i172 to i64
  %571 = getelementptr inbounds float, ptr %l, i64 %570
  store float %569, ptr %571, align 4
  %572 = add nsw i32 %i172, 1
  br label %for.cond169, !llvm.loop !87

for.end171:                                       ; preds = %for.cond169
  br label %for.cond173

for.cond173:                                      ; preds = %if.end179, %for.end171
  %i176 = phi i32 [ 0, %for.end171 ], [ %585, %if.end179 ]
  %573 = icmp slt i32 %i176, 192
  br i1 %573, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %574 = icmp sle i32 0, %bz
  %575 = icmp slt i32 %bz, %BH
  %576 = and i1 %574, %575
  %577 = mul i32 %bx, 192
  %578 = add i32 %577, %i176
  %579 = icmp sle i32 0, %578
  %580 = mul i32 %bx, 192
  %581 = add i32 %580, %i176
  %582 = icmp slt i32 %581, %S
  %583 = and i1 %579, %582
  %584 = and i1 %576, %583
  br i1 %584, label %if.then177, label %if.else178

for.end175:                                       ; preds = %for.cond173
  ret void

if.then177:                                       ; preds = %for.body174
  br label %for.cond180

if.else178:                                       ; preds = %for.body174
  br label %if.end179

if.end179:                                        ; preds = %if.else178, %for.end182
  %585 = add nsw i32 %i176, 1
  br label %for.cond173, !llvm.loop !88

for.cond180:                                      ; preds = %for.body181, %if.then177
  %d1 = phi i32 [ 0, %if.then177 ], [ %614, %for.body181 ]
  %586 = icmp slt i32 %d1, 64
  br i1 %586, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %587 = sext i32 %i176 to i64
  %588 = mul nsw i64 %587, 64
  %589 = add i32 0, %d1
  %590 = sext i32 %589 to i64
  %591 = add nsw i64 %588, %590
  %592 = getelementptr inbounds float, ptr %acc_o, i64 %591
  %593 = load float, ptr %592, align 4
  %594 = sext i32 %i176 to i64
  %595 = getelementptr inbounds float, ptr %l, i64 %594
  %596 = load float, ptr %595, align 4
  %597 = fmul float %593, %596
  %598 = fptrunc float %597 to half
  %599 = fpext half %598 to float
  %600 = sext i32 %bz to i64
  %601 = sext i32 %S to i64
  %602 = mul nsw i64 %600, %601
  %603 = mul i32 %bx, 192
  %604 = add i32 %603, %i176
  %605 = sext i32 %604 to i64
  %606 = add nsw i64 %602, %605
  %607 = mul nsw i64 %606, 64
  %608 = add i32 0, %d1
  %609 = sext i32 %608 to i64
  %610 = add nsw i64 %607, %609
  %611 = getelementptr inbounds i16, ptr %O, i64 %610
  %612 = fptrunc float %599 to half
  %613 = bitcast half %612 to i16
  store i16 %613, ptr %611, align 2
  %614 = add nsw i32 %d1, 1
  br label %for.cond180, !llvm.loop !89

for.end182:                                       ; preds = %for.cond180
  br label %if.end179
}

; Function Attrs: nounwind
define internal void @flash_attention_wg_causal_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %ctx, i32 0, i32 6
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
  call void @flash_attention_wg_causal_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_flash_attention_wg_causal(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_flash_attention_wg_causal, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %BH = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %a, i32 0, i32 4
  store i32 %BH, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %S = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %a, i32 0, i32 5
  store i32 %S, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %a, i32 0, i32 6
  %21 = sext i32 %S to i64
  %22 = sdiv i64 %21, 192
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 192
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
  %37 = sext i32 %BH to i64
  %38 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 %37, ptr %38, align 8
  %39 = icmp sgt i64 %37, 0
  %40 = and i1 %35, %39
  %41 = mul i64 %36, %37
  %42 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %42, align 8
  %43 = and i1 %40, true
  %44 = mul i64 %41, 1
  br i1 %43, label %run, label %empty

run:                                              ; preds = %body
  %45 = call i32 @tilec_rt_run_blocks(i64 %44, i32 %nworkers, ptr @flash_attention_wg_causal_task, ptr %a)
  ret i32 %45

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1, !2}
