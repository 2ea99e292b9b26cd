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

for.cond28:                                       ; preds = %for.end212, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %656, %for.end212 ]
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
  br label %for.cond218

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

for.cond108:                                      ; preds = %if.end153, %for.end106
  %i1 = phi i32 [ 0, %for.end106 ], [ %472, %if.end153 ]
  %355 = icmp slt i32 %i1, 192
  br i1 %355, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %356 = sext i32 %i1 to i64
  %357 = getelementptr inbounds float, ptr %m, i64 %356
  %tl_dst0 = load float, ptr %357, align 4
  br label %for.cond111

for.end110:                                       ; preds = %for.cond108
  br label %for.cond158

for.cond111:                                      ; preds = %for.body112, %for.body109
  %lane = phi i32 [ 0, %for.body109 ], [ %382, %for.body112 ]
  %358 = icmp slt i32 %lane, 32
  br i1 %358, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  %359 = sext i32 %i1 to i64
  %360 = mul nsw i64 %359, 128
  %361 = sext i32 %lane to i64
  %362 = add nsw i64 %360, %361
  %363 = getelementptr inbounds float, ptr %acc_s, i64 %362
  %364 = load float, ptr %363, align 4
  %365 = sext i32 %i1 to i64
  %366 = mul nsw i64 %365, 128
  %367 = sext i32 %lane to i64
  %368 = add nsw i64 %366, %367
  %369 = getelementptr inbounds float, ptr %acc_s, i64 %368
  %370 = load float, ptr %369, align 4
  %371 = fcmp une float %364, %370
  %372 = sext i32 %i1 to i64
  %373 = mul nsw i64 %372, 128
  %374 = sext i32 %lane to i64
  %375 = add nsw i64 %373, %374
  %376 = call i64 @llvm.umin.i64(i64 %375, i64 24575)
  %377 = getelementptr inbounds float, ptr %acc_s, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = select i1 %371, float 0xFFF0000000000000, float %378
  %380 = sext i32 %lane to i64
  %381 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %380
  store float %379, ptr %381, align 4
  %382 = add nsw i32 %lane, 1
  br label %for.cond111, !llvm.loop !25

for.end113:                                       ; preds = %for.cond111
  br label %for.cond114

for.cond114:                                      ; preds = %for.end119, %for.end113
  %red = phi i32 [ 0, %for.end113 ], [ %400, %for.end119 ]
  %383 = icmp slt i32 %red, 3
  br i1 %383, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  br label %for.cond117

for.end116:                                       ; preds = %for.cond114
  br label %for.cond121

for.cond117:                                      ; preds = %for.body118, %for.body115
  %lane120 = phi i32 [ 0, %for.body115 ], [ %399, %for.body118 ]
  %384 = icmp slt i32 %lane120, 32
  br i1 %384, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %385 = sext i32 %lane120 to i64
  %386 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %385
  %lane_acc = load float, ptr %386, align 4
  %387 = sext i32 %i1 to i64
  %388 = mul nsw i64 %387, 128
  %389 = add i32 %red, 1
  %390 = mul i32 %389, 32
  %391 = add i32 %390, %lane120
  %392 = sext i32 %391 to i64
  %393 = add nsw i64 %388, %392
  %394 = getelementptr inbounds float, ptr %acc_s, i64 %393
  %lane_next = load float, ptr %394, align 4
  %395 = fcmp ogt float %lane_next, %lane_acc
  %396 = select i1 %395, float %lane_next, float %lane_acc
  %397 = sext i32 %lane120 to i64
  %398 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %397
  store float %396, ptr %398, align 4
  %399 = add nsw i32 %lane120, 1
  br label %for.cond117, !llvm.loop !26

for.end119:                                       ; preds = %for.cond117
  %400 = add nsw i32 %red, 1
  br label %for.cond114, !llvm.loop !27

for.cond121:                                      ; preds = %for.body122, %for.end116
  %lane124 = phi i32 [ 0, %for.end116 ], [ %411, %for.body122 ]
  %401 = icmp slt i32 %lane124, 16
  br i1 %401, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %402 = sext i32 %lane124 to i64
  %403 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %402
  %lane_acc125 = load float, ptr %403, align 4
  %404 = add i32 %lane124, 16
  %405 = sext i32 %404 to i64
  %406 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %405
  %lane_next126 = load float, ptr %406, align 4
  %407 = fcmp ogt float %lane_next126, %lane_acc125
  %408 = select i1 %407, float %lane_next126, float %lane_acc125
  %409 = sext i32 %lane124 to i64
  %410 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %409
  store float %408, ptr %410, align 4
  %411 = add nsw i32 %lane124, 1
  br label %for.cond121, !llvm.loop !28

for.end123:                                       ; preds = %for.cond121
  br label %for.cond127

for.cond127:                                      ; preds = %for.body128, %for.end123
  %lane130 = phi i32 [ 0, %for.end123 ], [ %422, %for.body128 ]
  %412 = icmp slt i32 %lane130, 8
  br i1 %412, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %413 = sext i32 %lane130 to i64
  %414 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %413
  %lane_acc131 = load float, ptr %414, align 4
  %415 = add i32 %lane130, 8
  %416 = sext i32 %415 to i64
  %417 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %416
  %lane_next132 = load float, ptr %417, align 4
  %418 = fcmp ogt float %lane_next132, %lane_acc131
  %419 = select i1 %418, float %lane_next132, float %lane_acc131
  %420 = sext i32 %lane130 to i64
  %421 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %420
  store float %419, ptr %421, align 4
  %422 = add nsw i32 %lane130, 1
  br label %for.cond127, !llvm.loop !29

for.end129:                                       ; preds = %for.cond127
  br label %for.cond133

for.cond133:                                      ; preds = %for.body134, %for.end129
  %lane136 = phi i32 [ 0, %for.end129 ], [ %433, %for.body134 ]
  %423 = icmp slt i32 %lane136, 4
  br i1 %423, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %424 = sext i32 %lane136 to i64
  %425 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %424
  %lane_acc137 = load float, ptr %425, align 4
  %426 = add i32 %lane136, 4
  %427 = sext i32 %426 to i64
  %428 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %427
  %lane_next138 = load float, ptr %428, align 4
  %429 = fcmp ogt float %lane_next138, %lane_acc137
  %430 = select i1 %429, float %lane_next138, float %lane_acc137
  %431 = sext i32 %lane136 to i64
  %432 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %431
  store float %430, ptr %432, align 4
  %433 = add nsw i32 %lane136, 1
  br label %for.cond133, !llvm.loop !30

for.end135:                                       ; preds = %for.cond133
  br label %for.cond139

for.cond139:                                      ; preds = %for.body140, %for.end135
  %lane142 = phi i32 [ 0, %for.end135 ], [ %444, %for.body140 ]
  %434 = icmp slt i32 %lane142, 2
  br i1 %434, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  %435 = sext i32 %lane142 to i64
  %436 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %435
  %lane_acc143 = load float, ptr %436, align 4
  %437 = add i32 %lane142, 2
  %438 = sext i32 %437 to i64
  %439 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %438
  %lane_next144 = load float, ptr %439, align 4
  %440 = fcmp ogt float %lane_next144, %lane_acc143
  %441 = select i1 %440, float %lane_next144, float %lane_acc143
  %442 = sext i32 %lane142 to i64
  %443 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %442
  store float %441, ptr %443, align 4
  %444 = add nsw i32 %lane142, 1
  br label %for.cond139, !llvm.loop !31

for.end141:                                       ; preds = %for.cond139
  br label %for.cond145

for.cond145:                                      ; preds = %for.body146, %for.end141
  %lane148 = phi i32 [ 0, %for.end141 ], [ %455, %for.body146 ]
  %445 = icmp slt i32 %lane148, 1
  br i1 %445, label %for.body146, label %for.end147

for.body146:                                      ; preds = %for.cond145
  %446 = sext i32 %lane148 to i64
  %447 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %446
  %lane_acc149 = load float, ptr %447, align 4
  %448 = add i32 %lane148, 1
  %449 = sext i32 %448 to i64
  %450 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %449
  %lane_next150 = load float, ptr %450, align 4
  %451 = fcmp ogt float %lane_next150, %lane_acc149
  %452 = select i1 %451, float %lane_next150, float %lane_acc149
  %453 = sext i32 %lane148 to i64
  %454 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %453
  store float %452, ptr %454, align 4
  %455 = add nsw i32 %lane148, 1
  br label %for.cond145, !llvm.loop !32

for.end147:                                       ; preds = %for.cond145
  %456 = sext i32 %i1 to i64
  %457 = getelementptr inbounds float, ptr %m, i64 %456
  %458 = load float, ptr %457, align 4
  %459 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %460 = load float, ptr %459, align 4
  %461 = call float @llvm.maxnum.f32(float %458, float %460)
  %462 = sext i32 %i1 to i64
  %463 = getelementptr inbounds float, ptr %m, i64 %462
  store float %461, ptr %463, align 4
  %464 = sext i32 %i1 to i64
  %465 = getelementptr inbounds float, ptr %m, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = fcmp oeq float %466, 0xFFF0000000000000
  %468 = fcmp une float %tl_dst0, %tl_dst0
  %469 = and i1 %467, %468
  br i1 %469, label %if.then151, label %if.else152

if.then151:                                       ; preds = %for.end147
  %470 = sext i32 %i1 to i64
  %471 = getelementptr inbounds float, ptr %m, i64 %470
  store float %tl_dst0, ptr %471, align 4
  br label %for.cond154

if.else152:                                       ; preds = %for.end147
  br label %if.end153

if.end153:                                        ; preds = %if.else152, %for.end156
  %472 = add nsw i32 %i1, 1
  br label %for.cond108, !llvm.loop !33

for.cond154:                                      ; preds = %for.body155, %if.then151
  %red157 = phi i32 [ 0, %if.then151 ], [ %486, %for.body155 ]
  %473 = icmp slt i32 %red157, 128
  br i1 %473, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %474 = sext i32 %i1 to i64
  %475 = getelementptr inbounds float, ptr %m, i64 %474
  %476 = load float, ptr %475, align 4
  %477 = sext i32 %i1 to i64
  %478 = mul nsw i64 %477, 128
  %479 = sext i32 %red157 to i64
  %480 = add nsw i64 %478, %479
  %481 = getelementptr inbounds float, ptr %acc_s, i64 %480
  %482 = load float, ptr %481, align 4
  %483 = call float @llvm.maxnum.f32(float %476, float %482)
  %484 = sext i32 %i1 to i64
  %485 = getelementptr inbounds float, ptr %m, i64 %484
  store float %483, ptr %485, align 4
  %486 = add nsw i32 %red157, 1
  br label %for.cond154, !llvm.loop !34

for.end156:                                       ; preds = %for.cond154
  br label %if.end153

for.cond158:                                      ; preds = %for.end164, %for.end110
  %i161 = phi i32 [ 0, %for.end110 ], [ %510, %for.end164 ]
  %487 = icmp slt i32 %i161, 192
  br i1 %487, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  br label %for.cond162

for.end160:                                       ; preds = %for.cond158
  br label %for.cond166

for.cond162:                                      ; preds = %for.body163, %for.body159
  %j165 = phi i32 [ 0, %for.body159 ], [ %509, %for.body163 ]
  %488 = icmp slt i32 %j165, 128
  br i1 %488, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %489 = sext i32 %i161 to i64
  %490 = mul nsw i64 %489, 128
  %491 = sext i32 %j165 to i64
  %492 = add nsw i64 %490, %491
  %493 = getelementptr inbounds float, ptr %acc_s, i64 %492
  %494 = load float, ptr %493, align 4
  %495 = sext i32 %i161 to i64
  %496 = getelementptr inbounds float, ptr %m, i64 %495
  %497 = load float, ptr %496, align 4
  %498 = fneg float %497
  %499 = fmul float %498, 0x3FC7154760000000
  %500 = call float @llvm.fma.f32(float %494, float 0x3FC7154760000000, float %499)
  %501 = fpext float %500 to double
  %502 = call double @llvm.exp2.f64(double %501)
  %503 = fptrunc double %502 to float
  %504 = sext i32 %i161 to i64
  %505 = mul nsw i64 %504, 128
  %506 = sext i32 %j165 to i64
  %507 = add nsw i64 %505, %506
  %508 = getelementptr inbounds float, ptr %acc_s, i64 %507
  store float %503, ptr %508, align 4
  %509 = add nsw i32 %j165, 1
  br label %for.cond162, !llvm.loop !35

for.end164:                                       ; preds = %for.cond162
  %510 = add nsw i32 %i161, 1
  br label %for.cond158, !llvm.loop !36

for.cond166:                                      ; preds = %for.end197, %for.end160
  %i2 = phi i32 [ 0, %for.end160 ], [ %611, %for.end197 ]
  %511 = icmp slt i32 %i2, 192
  br i1 %511, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  br label %for.cond169

for.end168:                                       ; preds = %for.cond166
  br label %for.cond199

for.cond169:                                      ; preds = %for.body170, %for.body167
  %lane1 = phi i32 [ 0, %for.body167 ], [ %521, %for.body170 ]
  %512 = icmp slt i32 %lane1, 32
  br i1 %512, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %513 = sext i32 %i2 to i64
  %514 = mul nsw i64 %513, 128
  %515 = sext i32 %lane1 to i64
  %516 = add nsw i64 %514, %515
  %517 = getelementptr inbounds float, ptr %acc_s, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = sext i32 %lane1 to i64
  %520 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %519
  store float %518, ptr %520, align 4
  %521 = add nsw i32 %lane1, 1
  br label %for.cond169, !llvm.loop !37

for.end171:                                       ; preds = %for.cond169
  br label %for.cond172

for.cond172:                                      ; preds = %for.end177, %for.end171
  %red1 = phi i32 [ 0, %for.end171 ], [ %540, %for.end177 ]
  %522 = icmp slt i32 %red1, 3
  br i1 %522, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  br label %for.cond175

for.end174:                                       ; preds = %for.cond172
  br label %for.cond179

for.cond175:                                      ; preds = %for.body176, %for.body173
  %lane1178 = phi i32 [ 0, %for.body173 ], [ %539, %for.body176 ]
  %523 = icmp slt i32 %lane1178, 32
  br i1 %523, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %524 = sext i32 %lane1178 to i64
  %525 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %524
  %526 = load float, ptr %525, align 4
  %527 = sext i32 %i2 to i64
  %528 = mul nsw i64 %527, 128
  %529 = add i32 %red1, 1
  %530 = mul i32 %529, 32
  %531 = add i32 %530, %lane1178
  %532 = sext i32 %531 to i64
  %533 = add nsw i64 %528, %532
  %534 = getelementptr inbounds float, ptr %acc_s, i64 %533
  %535 = load float, ptr %534, align 4
  %536 = fadd float %526, %535
  %537 = sext i32 %lane1178 to i64
  %538 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %537
  store float %536, ptr %538, align 4
  %539 = add nsw i32 %lane1178, 1
  br label %for.cond175, !llvm.loop !38

for.end177:                                       ; preds = %for.cond175
  %540 = add nsw i32 %red1, 1
  br label %for.cond172, !llvm.loop !39

for.cond179:                                      ; preds = %for.body180, %for.end174
  %lane1182 = phi i32 [ 0, %for.end174 ], [ %552, %for.body180 ]
  %541 = icmp slt i32 %lane1182, 16
  br i1 %541, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %542 = sext i32 %lane1182 to i64
  %543 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %542
  %544 = load float, ptr %543, align 4
  %545 = add i32 %lane1182, 16
  %546 = sext i32 %545 to i64
  %547 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = fadd float %544, %548
  %550 = sext i32 %lane1182 to i64
  %551 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %550
  store float %549, ptr %551, align 4
  %552 = add nsw i32 %lane1182, 1
  br label %for.cond179, !llvm.loop !40

for.end181:                                       ; preds = %for.cond179
  br label %for.cond183

for.cond183:                                      ; preds = %for.body184, %for.end181
  %lane1186 = phi i32 [ 0, %for.end181 ], [ %564, %for.body184 ]
  %553 = icmp slt i32 %lane1186, 8
  br i1 %553, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %554 = sext i32 %lane1186 to i64
  %555 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %554
  %556 = load float, ptr %555, align 4
  %557 = add i32 %lane1186, 8
  %558 = sext i32 %557 to i64
  %559 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %558
  %560 = load float, ptr %559, align 4
  %561 = fadd float %556, %560
  %562 = sext i32 %lane1186 to i64
  %563 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %562
  store float %561, ptr %563, align 4
  %564 = add nsw i32 %lane1186, 1
  br label %for.cond183, !llvm.loop !41

for.end185:                                       ; preds = %for.cond183
  br label %for.cond187

for.cond187:                                      ; preds = %for.body188, %for.end185
  %lane1190 = phi i32 [ 0, %for.end185 ], [ %576, %for.body188 ]
  %565 = icmp slt i32 %lane1190, 4
  br i1 %565, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %566 = sext i32 %lane1190 to i64
  %567 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = add i32 %lane1190, 4
  %570 = sext i32 %569 to i64
  %571 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %570
  %572 = load float, ptr %571, align 4
  %573 = fadd float %568, %572
  %574 = sext i32 %lane1190 to i64
  %575 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %574
  store float %573, ptr %575, align 4
  %576 = add nsw i32 %lane1190, 1
  br label %for.cond187, !llvm.loop !42

for.end189:                                       ; preds = %for.cond187
  br label %for.cond191

for.cond191:                                      ; preds = %for.body192, %for.end189
  %lane1194 = phi i32 [ 0, %for.end189 ], [ %588, %for.body192 ]
  %577 = icmp slt i32 %lane1194, 2
  br i1 %577, label %for.body192, label %for.end193

for.body192:                                      ; preds = %for.cond191
  %578 = sext i32 %lane1194 to i64
  %579 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %578
  %580 = load float, ptr %579, align 4
  %581 = add i32 %lane1194, 2
  %582 = sext i32 %581 to i64
  %583 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %582
  %584 = load float, ptr %583, align 4
  %585 = fadd float %580, %584
  %586 = sext i32 %lane1194 to i64
  %587 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %586
  store float %585, ptr %587, align 4
  %588 = add nsw i32 %lane1194, 1
  br label %for.cond191, !llvm.loop !43

for.end193:                                       ; preds = %for.cond191
  br label %for.cond195

for.cond195:                                      ; preds = %for.body196, %for.end193
  %lane1198 = phi i32 [ 0, %for.end193 ], [ %600, %for.body196 ]
  %589 = icmp slt i32 %lane1198, 1
  br i1 %589, label %for.body196, label %for.end197

for.body196:                                      ; preds = %for.cond195
  %590 = sext i32 %lane1198 to i64
  %591 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %590
  %592 = load float, ptr %591, align 4
  %593 = add i32 %lane1198, 1
  %594 = sext i32 %593 to i64
  %595 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %594
  %596 = load float, ptr %595, align 4
  %597 = fadd float %592, %596
  %598 = sext i32 %lane1198 to i64
  %599 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %598
  store float %597, ptr %599, align 4
  %600 = add nsw i32 %lane1198, 1
  br label %for.cond195, !llvm.loop !44

for.end197:                                       ; preds = %for.cond195
  %601 = sext i32 %i2 to i64
  %602 = getelementptr inbounds float, ptr %row_sum, i64 %601
  store float 0.000000e+00, ptr %602, align 4
  %603 = sext i32 %i2 to i64
  %604 = getelementptr inbounds float, ptr %row_sum, i64 %603
  %605 = load float, ptr %604, align 4
  %606 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %607 = load float, ptr %606, align 4
  %608 = fadd float %605, %607
  %609 = sext i32 %i2 to i64
  %610 = getelementptr inbounds float, ptr %row_sum, i64 %609
  store float %608, ptr %610, align 4
  %611 = add nsw i32 %i2, 1
  br label %for.cond166, !llvm.loop !45

for.cond199:                                      ; preds = %for.body200, %for.end168
  %i202 = phi i32 [ 0, %for.end168 ], [ %635, %for.body200 ]
  %612 = icmp slt i32 %i202, 192
  br i1 %612, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  %613 = sext i32 %i202 to i64
  %614 = getelementptr inbounds float, ptr %m_prev, i64 %613
  %615 = load float, ptr %614, align 4
  %616 = sext i32 %i202 to i64
  %617 = getelementptr inbounds float, ptr %m, i64 %616
  %618 = load float, ptr %617, align 4
  %619 = fsub float %615, %618
  %620 = fmul float %619, 0x3FC7154760000000
  %621 = fpext float %620 to double
  %622 = call double @llvm.exp2.f64(double %621)
  %alpha = fptrunc double %622 to float
  %623 = sext i32 %i202 to i64
  %624 = getelementptr inbounds float, ptr %l, i64 %623
  %625 = load float, ptr %624, align 4
  %626 = fmul float %625, %alpha
  %627 = sext i32 %i202 to i64
  %628 = getelementptr inbounds float, ptr %row_sum, i64 %627
  %629 = load float, ptr %628, align 4
  %630 = fadd float %626, %629
  %631 = sext i32 %i202 to i64
  %632 = getelementptr inbounds float, ptr %l, i64 %631
  store float %630, ptr %632, align 4
  %633 = sext i32 %i202 to i64
  %634 = getelementptr inbounds float, ptr %m_prev, i64 %633
  store float %alpha, ptr %634, align 4
  %635 = add nsw i32 %i202, 1
  br label %for.cond199, !llvm.loop !46

for.end201:                                       ; preds = %for.cond199
  br label %for.cond203

for.cond203:                                      ; preds = %for.end209, %for.end201
  %i206 = phi i32 [ 0, %for.end201 ], [ %654, %for.end209 ]
  %636 = icmp slt i32 %i206, 192
  br i1 %636, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  br label %for.cond207

for.end205:                                       ; preds = %for.cond203
  br label %for.cond210

for.cond207:                                      ; preds = %for.body208, %for.body204
  %d = phi i32 [ 0, %for.body204 ], [ %653, %for.body208 ]
  %637 = icmp slt i32 %d, 64
  br i1 %637, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  %638 = sext i32 %i206 to i64
  %639 = mul nsw i64 %638, 64
  %640 = sext i32 %d to i64
  %641 = add nsw i64 %639, %640
  %642 = getelementptr inbounds float, ptr %acc_o, i64 %641
  %643 = load float, ptr %642, align 4
  %644 = sext i32 %i206 to i64
  %645 = getelementptr inbounds float, ptr %m_prev, i64 %644
  %646 = load float, ptr %645, align 4
  %647 = fmul float %643, %646
  %648 = sext i32 %i206 to i64
  %649 = mul nsw i64 %648, 64
  %650 = sext i32 %d to i64
  %651 = add nsw i64 %649, %650
  %652 = getelementptr inbounds float, ptr %acc_o, i64 %651
  store float %647, ptr %652, align 4
  %653 = add nsw i32 %d, 1
  br label %for.cond207, !llvm.loop !47

for.end209:                                       ; preds = %for.cond207
  %654 = add nsw i32 %i206, 1
  br label %for.cond203, !llvm.loop !48

for.cond210:                                      ; preds = %for.end216, %for.end205
  %i3213 = phi i32 [ 0, %for.end205 ], [ %674, %for.end216 ]
  %655 = icmp slt i32 %i3213, 192
  br i1 %655, label %for.body211, label %for.end212

for.body211:                                      ; preds = %for.cond210
  br label %for.cond214

for.end212:                                       ; preds = %for.cond210
  call void @tilec_rt_gemm_f16f32(i32 192, i32 64, i32 128, ptr %P_s, i32 128, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %656 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !49

for.cond214:                                      ; preds = %for.body215, %for.body211
  %j1217 = phi i32 [ 0, %for.body211 ], [ %673, %for.body215 ]
  %657 = icmp slt i32 %j1217, 128
  br i1 %657, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  %658 = sext i32 %i3213 to i64
  %659 = mul nsw i64 %658, 128
  %660 = sext i32 %j1217 to i64
  %661 = add nsw i64 %659, %660
  %662 = getelementptr inbounds float, ptr %acc_s, i64 %661
  %663 = load float, ptr %662, align 4
  %664 = fptrunc float %663 to half
  %665 = fpext half %664 to float
  %666 = sext i32 %i3213 to i64
  %667 = mul nsw i64 %666, 128
  %668 = sext i32 %j1217 to i64
  %669 = add nsw i64 %667, %668
  %670 = getelementptr inbounds i16, ptr %P_s, i64 %669
  %671 = fptrunc float %665 to half
  %672 = bitcast half %671 to i16
  store i16 %672, ptr %670, align 2
  %673 = add nsw i32 %j1217, 1
  br label %for.cond214, !llvm.loop !50

for.end216:                                       ; preds = %for.cond214
  %674 = add nsw i32 %i3213, 1
  br label %for.cond210, !llvm.loop !51

for.cond218:                                      ; preds = %for.body219, %for.end30
  %i221 = phi i32 [ 0, %for.end30 ], [ %682, %for.body219 ]
  %675 = icmp slt i32 %i221, 192
  br i1 %675, label %for.body219, label %for.end220

for.body219:                                      ; preds = %for.cond218
  %676 = sext i32 %i221 to i64
  %677 = getelementptr inbounds float, ptr %l, i64 %676
  %678 = load float, ptr %677, align 4
  %679 = fdiv float 1.000000e+00, %678
  %680 = sext i32 %i221 to i64
  %681 = getelementptr inbounds float, ptr %l, i64 %680
  store float %679, ptr %681, align 4
  %682 = add nsw i32 %i221, 1
  br label %for.cond218, !llvm.loop !52

for.end220:                                       ; preds = %for.cond218
  br label %for.cond222

for.cond222:                                      ; preds = %if.end228, %for.end220
  %i225 = phi i32 [ 0, %for.end220 ], [ %695, %if.end228 ]
  %683 = icmp slt i32 %i225, 192
  br i1 %683, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  %684 = icmp sle i32 0, %bz
  %685 = icmp slt i32 %bz, %BH
  %686 = and i1 %684, %685
  %687 = mul i32 %bx, 192
  %688 = add i32 %687, %i225
  %689 = icmp sle i32 0, %688
  %690 = mul i32 %bx, 192
  %691 = add i32 %690, %i225
  %692 = icmp slt i32 %691, %S
  %693 = and i1 %689, %692
  %694 = and i1 %686, %693
  br i1 %694, label %if.then226, label %if.else227

for.end224:                                       ; preds = %for.cond222
  ret void

if.then226:                                       ; preds = %for.body223
  br label %for.cond229

if.else227:                                       ; preds = %for.body223
  br label %if.end228

if.end228:                                        ; preds = %if.else227, %for.end231
  %695 = add nsw i32 %i225, 1
  br label %for.cond222, !llvm.loop !53

for.cond229:                                      ; preds = %for.body230, %if.then226
  %d1 = phi i32 [ 0, %if.then226 ], [ %724, %for.body230 ]
  %696 = icmp slt i32 %d1, 64
  br i1 %696, label %for.body230, label %for.end231

for.body230:                                      ; preds = %for.cond229
  %697 = sext i32 %i225 to i64
  %698 = mul nsw i64 %697, 64
  %699 = add i32 0, %d1
  %700 = sext i32 %699 to i64
  %701 = add nsw i64 %698, %700
  %702 = getelementptr inbounds float, ptr %acc_o, i64 %701
  %703 = load float, ptr %702, align 4
  %704 = sext i32 %i225 to i64
  %705 = getelementptr inbounds float, ptr %l, i64 %704
  %706 = load float, ptr %705, align 4
  %707 = fmul float %703, %706
  %708 = fptrunc float %707 to half
  %709 = fpext half %708 to float
  %710 = sext i32 %bz to i64
  %711 = sext i32 %S to i64
  %712 = mul nsw i64 %710, %711
  %713 = mul i32 %bx, 192
  %714 = add i32 %713, %i225
  %715 = sext i32 %714 to i64
  %716 = add nsw i64 %712, %715
  %717 = mul nsw i64 %716, 64
  %718 = add i32 0, %d1
  %719 = sext i32 %718 to i64
  %720 = add nsw i64 %717, %719
  %721 = getelementptr inbounds i16, ptr %O, i64 %720
  %722 = fptrunc float %709 to half
  %723 = bitcast half %722 to i16
  store i16 %723, ptr %721, align 2
  %724 = add nsw i32 %d1, 1
  br label %for.cond229, !llvm.loop !54

for.end231:                                       ; preds = %for.cond229
  br label %if.end228
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
  br label %for.cond1, !llvm.loop !55

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !56

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
  br label %for.cond4, !llvm.loop !57

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
  br label %for.cond8, !llvm.loop !58

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
  br label %for.cond16, !llvm.loop !59

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !60

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 192
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !61

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
  br label %for.cond24, !llvm.loop !62

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

for.cond28:                                       ; preds = %for.end212, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %692, %for.end212 ]
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
  br label %for.cond218

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
  br label %for.cond41, !llvm.loop !63

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
  br label %for.cond44, !llvm.loop !64

for.end46:                                        ; preds = %for.cond44
  %197 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !65

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
  br label %for.cond48, !llvm.loop !66

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
  br label %for.cond52, !llvm.loop !67

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
  br label %for.cond69, !llvm.loop !68

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
  br label %for.cond72, !llvm.loop !69

for.end74:                                        ; preds = %for.cond72
  %297 = add nsw i32 %i365, 1
  br label %for.cond62, !llvm.loop !70

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
  br label %for.cond76, !llvm.loop !71

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
  br label %for.cond80, !llvm.loop !72

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
  br label %for.cond91, !llvm.loop !73

for.end93:                                        ; preds = %for.cond91
  %357 = add nsw i32 %i390, 1
  br label %for.cond87, !llvm.loop !74

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
  br label %for.cond101, !llvm.loop !75

for.end103:                                       ; preds = %for.cond101
  %383 = add nsw i32 %i, 1
  br label %for.cond98, !llvm.loop !76

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
  br label %for.cond104, !llvm.loop !77

for.end106:                                       ; preds = %for.cond104
  br label %for.cond108

for.cond108:                                      ; preds = %if.end153, %for.end106
  %i1 = phi i32 [ 0, %for.end106 ], [ %508, %if.end153 ]
  %391 = icmp slt i32 %i1, 192
  br i1 %391, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %392 = sext i32 %i1 to i64
  %393 = getelementptr inbounds float, ptr %m, i64 %392
  %tl_dst0 = load float, ptr %393, align 4
  br label %for.cond111

for.end110:                                       ; preds = %for.cond108
  br label %for.cond158

for.cond111:                                      ; preds = %for.body112, %for.body109
  %lane = phi i32 [ 0, %for.body109 ], [ %418, %for.body112 ]
  %394 = icmp slt i32 %lane, 32
  br i1 %394, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  %395 = sext i32 %i1 to i64
  %396 = mul nsw i64 %395, 128
  %397 = sext i32 %lane to i64
  %398 = add nsw i64 %396, %397
  %399 = getelementptr inbounds float, ptr %acc_s, i64 %398
  %400 = load float, ptr %399, align 4
  %401 = sext i32 %i1 to i64
  %402 = mul nsw i64 %401, 128
  %403 = sext i32 %lane to i64
  %404 = add nsw i64 %402, %403
  %405 = getelementptr inbounds float, ptr %acc_s, i64 %404
  %406 = load float, ptr %405, align 4
  %407 = fcmp une float %400, %406
  %408 = sext i32 %i1 to i64
  %409 = mul nsw i64 %408, 128
  %410 = sext i32 %lane to i64
  %411 = add nsw i64 %409, %410
  %412 = call i64 @llvm.umin.i64(i64 %411, i64 24575)
  %413 = getelementptr inbounds float, ptr %acc_s, i64 %412
  %414 = load float, ptr %413, align 4
  %415 = select i1 %407, float 0xFFF0000000000000, float %414
  %416 = sext i32 %lane to i64
  %417 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %416
  store float %415, ptr %417, align 4
  %418 = add nsw i32 %lane, 1
  br label %for.cond111, !llvm.loop !78

for.end113:                                       ; preds = %for.cond111
  br label %for.cond114

for.cond114:                                      ; preds = %for.end119, %for.end113
  %red = phi i32 [ 0, %for.end113 ], [ %436, %for.end119 ]
  %419 = icmp slt i32 %red, 3
  br i1 %419, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  br label %for.cond117

for.end116:                                       ; preds = %for.cond114
  br label %for.cond121

for.cond117:                                      ; preds = %for.body118, %for.body115
  %lane120 = phi i32 [ 0, %for.body115 ], [ %435, %for.body118 ]
  %420 = icmp slt i32 %lane120, 32
  br i1 %420, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %421 = sext i32 %lane120 to i64
  %422 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %421
  %lane_acc = load float, ptr %422, align 4
  %423 = sext i32 %i1 to i64
  %424 = mul nsw i64 %423, 128
  %425 = add i32 %red, 1
  %426 = mul i32 %425, 32
  %427 = add i32 %426, %lane120
  %428 = sext i32 %427 to i64
  %429 = add nsw i64 %424, %428
  %430 = getelementptr inbounds float, ptr %acc_s, i64 %429
  %lane_next = load float, ptr %430, align 4
  %431 = fcmp ogt float %lane_next, %lane_acc
  %432 = select i1 %431, float %lane_next, float %lane_acc
  %433 = sext i32 %lane120 to i64
  %434 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %433
  store float %432, ptr %434, align 4
  %435 = add nsw i32 %lane120, 1
  br label %for.cond117, !llvm.loop !79

for.end119:                                       ; preds = %for.cond117
  %436 = add nsw i32 %red, 1
  br label %for.cond114, !llvm.loop !80

for.cond121:                                      ; preds = %for.body122, %for.end116
  %lane124 = phi i32 [ 0, %for.end116 ], [ %447, %for.body122 ]
  %437 = icmp slt i32 %lane124, 16
  br i1 %437, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %438 = sext i32 %lane124 to i64
  %439 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %438
  %lane_acc125 = load float, ptr %439, align 4
  %440 = add i32 %lane124, 16
  %441 = sext i32 %440 to i64
  %442 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %441
  %lane_next126 = load float, ptr %442, align 4
  %443 = fcmp ogt float %lane_next126, %lane_acc125
  %444 = select i1 %443, float %lane_next126, float %lane_acc125
  %445 = sext i32 %lane124 to i64
  %446 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %445
  store float %444, ptr %446, align 4
  %447 = add nsw i32 %lane124, 1
  br label %for.cond121, !llvm.loop !81

for.end123:                                       ; preds = %for.cond121
  br label %for.cond127

for.cond127:                                      ; preds = %for.body128, %for.end123
  %lane130 = phi i32 [ 0, %for.end123 ], [ %458, %for.body128 ]
  %448 = icmp slt i32 %lane130, 8
  br i1 %448, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %449 = sext i32 %lane130 to i64
  %450 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %449
  %lane_acc131 = load float, ptr %450, align 4
  %451 = add i32 %lane130, 8
  %452 = sext i32 %451 to i64
  %453 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %452
  %lane_next132 = load float, ptr %453, align 4
  %454 = fcmp ogt float %lane_next132, %lane_acc131
  %455 = select i1 %454, float %lane_next132, float %lane_acc131
  %456 = sext i32 %lane130 to i64
  %457 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %456
  store float %455, ptr %457, align 4
  %458 = add nsw i32 %lane130, 1
  br label %for.cond127, !llvm.loop !82

for.end129:                                       ; preds = %for.cond127
  br label %for.cond133

for.cond133:                                      ; preds = %for.body134, %for.end129
  %lane136 = phi i32 [ 0, %for.end129 ], [ %469, %for.body134 ]
  %459 = icmp slt i32 %lane136, 4
  br i1 %459, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %460 = sext i32 %lane136 to i64
  %461 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %460
  %lane_acc137 = load float, ptr %461, align 4
  %462 = add i32 %lane136, 4
  %463 = sext i32 %462 to i64
  %464 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %463
  %lane_next138 = load float, ptr %464, align 4
  %465 = fcmp ogt float %lane_next138, %lane_acc137
  %466 = select i1 %465, float %lane_next138, float %lane_acc137
  %467 = sext i32 %lane136 to i64
  %468 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %467
  store float %466, ptr %468, align 4
  %469 = add nsw i32 %lane136, 1
  br label %for.cond133, !llvm.loop !83

for.end135:                                       ; preds = %for.cond133
  br label %for.cond139

for.cond139:                                      ; preds = %for.body140, %for.end135
  %lane142 = phi i32 [ 0, %for.end135 ], [ %480, %for.body140 ]
  %470 = icmp slt i32 %lane142, 2
  br i1 %470, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  %471 = sext i32 %lane142 to i64
  %472 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %471
  %lane_acc143 = load float, ptr %472, align 4
  %473 = add i32 %lane142, 2
  %474 = sext i32 %473 to i64
  %475 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %474
  %lane_next144 = load float, ptr %475, align 4
  %476 = fcmp ogt float %lane_next144, %lane_acc143
  %477 = select i1 %476, float %lane_next144, float %lane_acc143
  %478 = sext i32 %lane142 to i64
  %479 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %478
  store float %477, ptr %479, align 4
  %480 = add nsw i32 %lane142, 1
  br label %for.cond139, !llvm.loop !84

for.end141:                                       ; preds = %for.cond139
  br label %for.cond145

for.cond145:                                      ; preds = %for.body146, %for.end141
  %lane148 = phi i32 [ 0, %for.end141 ], [ %491, %for.body146 ]
  %481 = icmp slt i32 %lane148, 1
  br i1 %481, label %for.body146, label %for.end147

for.body146:                                      ; preds = %for.cond145
  %482 = sext i32 %lane148 to i64
  %483 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %482
  %lane_acc149 = load float, ptr %483, align 4
  %484 = add i32 %lane148, 1
  %485 = sext i32 %484 to i64
  %486 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %485
  %lane_next150 = load float, ptr %486, align 4
  %487 = fcmp ogt float %lane_next150, %lane_acc149
  %488 = select i1 %487, float %lane_next150, float %lane_acc149
  %489 = sext i32 %lane148 to i64
  %490 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %489
  store float %488, ptr %490, align 4
  %491 = add nsw i32 %lane148, 1
  br label %for.cond145, !llvm.loop !85

for.end147:                                       ; preds = %for.cond145
  %492 = sext i32 %i1 to i64
  %493 = getelementptr inbounds float, ptr %m, i64 %492
  %494 = load float, ptr %493, align 4
  %495 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %496 = load float, ptr %495, align 4
  %497 = call float @llvm.maxnum.f32(float %494, float %496)
  %498 = sext i32 %i1 to i64
  %499 = getelementptr inbounds float, ptr %m, i64 %498
  store float %497, ptr %499, align 4
  %500 = sext i32 %i1 to i64
  %501 = getelementptr inbounds float, ptr %m, i64 %500
  %502 = load float, ptr %501, align 4
  %503 = fcmp oeq float %502, 0xFFF0000000000000
  %504 = fcmp une float %tl_dst0, %tl_dst0
  %505 = and i1 %503, %504
  br i1 %505, label %if.then151, label %if.else152

if.then151:                                       ; preds = %for.end147
  %506 = sext i32 %i1 to i64
  %507 = getelementptr inbounds float, ptr %m, i64 %506
  store float %tl_dst0, ptr %507, align 4
  br label %for.cond154

if.else152:                                       ; preds = %for.end147
  br label %if.end153

if.end153:                                        ; preds = %if.else152, %for.end156
  %508 = add nsw i32 %i1, 1
  br label %for.cond108, !llvm.loop !86

for.cond154:                                      ; preds = %for.body155, %if.then151
  %red157 = phi i32 [ 0, %if.then151 ], [ %522, %for.body155 ]
  %509 = icmp slt i32 %red157, 128
  br i1 %509, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %510 = sext i32 %i1 to i64
  %511 = getelementptr inbounds float, ptr %m, i64 %510
  %512 = load float, ptr %511, align 4
  %513 = sext i32 %i1 to i64
  %514 = mul nsw i64 %513, 128
  %515 = sext i32 %red157 to i64
  %516 = add nsw i64 %514, %515
  %517 = getelementptr inbounds float, ptr %acc_s, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = call float @llvm.maxnum.f32(float %512, float %518)
  %520 = sext i32 %i1 to i64
  %521 = getelementptr inbounds float, ptr %m, i64 %520
  store float %519, ptr %521, align 4
  %522 = add nsw i32 %red157, 1
  br label %for.cond154, !llvm.loop !87

for.end156:                                       ; preds = %for.cond154
  br label %if.end153

for.cond158:                                      ; preds = %for.end164, %for.end110
  %i161 = phi i32 [ 0, %for.end110 ], [ %546, %for.end164 ]
  %523 = icmp slt i32 %i161, 192
  br i1 %523, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  br label %for.cond162

for.end160:                                       ; preds = %for.cond158
  br label %for.cond166

for.cond162:                                      ; preds = %for.body163, %for.body159
  %j165 = phi i32 [ 0, %for.body159 ], [ %545, %for.body163 ]
  %524 = icmp slt i32 %j165, 128
  br i1 %524, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %525 = sext i32 %i161 to i64
  %526 = mul nsw i64 %525, 128
  %527 = sext i32 %j165 to i64
  %528 = add nsw i64 %526, %527
  %529 = getelementptr inbounds float, ptr %acc_s, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = sext i32 %i161 to i64
  %532 = getelementptr inbounds float, ptr %m, i64 %531
  %533 = load float, ptr %532, align 4
  %534 = fneg float %533
  %535 = fmul float %534, 0x3FC7154760000000
  %536 = call float @llvm.fma.f32(float %530, float 0x3FC7154760000000, float %535)
  %537 = fpext float %536 to double
  %538 = call double @llvm.exp2.f64(double %537)
  %539 = fptrunc double %538 to float
  %540 = sext i32 %i161 to i64
  %541 = mul nsw i64 %540, 128
  %542 = sext i32 %j165 to i64
  %543 = add nsw i64 %541, %542
  %544 = getelementptr inbounds float, ptr %acc_s, i64 %543
  store float %539, ptr %544, align 4
  %545 = add nsw i32 %j165, 1
  br label %for.cond162, !llvm.loop !88

for.end164:                                       ; preds = %for.cond162
  %546 = add nsw i32 %i161, 1
  br label %for.cond158, !llvm.loop !89

for.cond166:                                      ; preds = %for.end197, %for.end160
  %i2 = phi i32 [ 0, %for.end160 ], [ %647, %for.end197 ]
  %547 = icmp slt i32 %i2, 192
  br i1 %547, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  br label %for.cond169

for.end168:                                       ; preds = %for.cond166
  br label %for.cond199

for.cond169:                                      ; preds = %for.body170, %for.body167
  %lane1 = phi i32 [ 0, %for.body167 ], [ %557, %for.body170 ]
  %548 = icmp slt i32 %lane1, 32
  br i1 %548, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %549 = sext i32 %i2 to i64
  %550 = mul nsw i64 %549, 128
  %551 = sext i32 %lane1 to i64
  %552 = add nsw i64 %550, %551
  %553 = getelementptr inbounds float, ptr %acc_s, i64 %552
  %554 = load float, ptr %553, align 4
  %555 = sext i32 %lane1 to i64
  %556 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %555
  store float %554, ptr %556, align 4
  %557 = add nsw i32 %lane1, 1
  br label %for.cond169, !llvm.loop !90

for.end171:                                       ; preds = %for.cond169
  br label %for.cond172

for.cond172:                                      ; preds = %for.end177, %for.end171
  %red1 = phi i32 [ 0, %for.end171 ], [ %576, %for.end177 ]
  %558 = icmp slt i32 %red1, 3
  br i1 %558, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  br label %for.cond175

for.end174:                                       ; preds = %for.cond172
  br label %for.cond179

for.cond175:                                      ; preds = %for.body176, %for.body173
  %lane1178 = phi i32 [ 0, %for.body173 ], [ %575, %for.body176 ]
  %559 = icmp slt i32 %lane1178, 32
  br i1 %559, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %560 = sext i32 %lane1178 to i64
  %561 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = sext i32 %i2 to i64
  %564 = mul nsw i64 %563, 128
  %565 = add i32 %red1, 1
  %566 = mul i32 %565, 32
  %567 = add i32 %566, %lane1178
  %568 = sext i32 %567 to i64
  %569 = add nsw i64 %564, %568
  %570 = getelementptr inbounds float, ptr %acc_s, i64 %569
  %571 = load float, ptr %570, align 4
  %572 = fadd float %562, %571
  %573 = sext i32 %lane1178 to i64
  %574 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %573
  store float %572, ptr %574, align 4
  %575 = add nsw i32 %lane1178, 1
  br label %for.cond175, !llvm.loop !91

for.end177:                                       ; preds = %for.cond175
  %576 = add nsw i32 %red1, 1
  br label %for.cond172, !llvm.loop !92

for.cond179:                                      ; preds = %for.body180, %for.end174
  %lane1182 = phi i32 [ 0, %for.end174 ], [ %588, %for.body180 ]
  %577 = icmp slt i32 %lane1182, 16
  br i1 %577, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %578 = sext i32 %lane1182 to i64
  %579 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %578
  %580 = load float, ptr %579, align 4
  %581 = add i32 %lane1182, 16
  %582 = sext i32 %581 to i64
  %583 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %582
  %584 = load float, ptr %583, align 4
  %585 = fadd float %580, %584
  %586 = sext i32 %lane1182 to i64
  %587 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %586
  store float %585, ptr %587, align 4
  %588 = add nsw i32 %lane1182, 1
  br label %for.cond179, !llvm.loop !93

for.end181:                                       ; preds = %for.cond179
  br label %for.cond183

for.cond183:                                      ; preds = %for.body184, %for.end181
  %lane1186 = phi i32 [ 0, %for.end181 ], [ %600, %for.body184 ]
  %589 = icmp slt i32 %lane1186, 8
  br i1 %589, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %590 = sext i32 %lane1186 to i64
  %591 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %590
  %592 = load float, ptr %591, align 4
  %593 = add i32 %lane1186, 8
  %594 = sext i32 %593 to i64
  %595 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %594
  %596 = load float, ptr %595, align 4
  %597 = fadd float %592, %596
  %598 = sext i32 %lane1186 to i64
  %599 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %598
  store float %597, ptr %599, align 4
  %600 = add nsw i32 %lane1186, 1
  br label %for.cond183, !llvm.loop !94

for.end185:                                       ; preds = %for.cond183
  br label %for.cond187

for.cond187:                                      ; preds = %for.body188, %for.end185
  %lane1190 = phi i32 [ 0, %for.end185 ], [ %612, %for.body188 ]
  %601 = icmp slt i32 %lane1190, 4
  br i1 %601, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %602 = sext i32 %lane1190 to i64
  %603 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %602
  %604 = load float, ptr %603, align 4
  %605 = add i32 %lane1190, 4
  %606 = sext i32 %605 to i64
  %607 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %606
  %608 = load float, ptr %607, align 4
  %609 = fadd float %604, %608
  %610 = sext i32 %lane1190 to i64
  %611 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %610
  store float %609, ptr %611, align 4
  %612 = add nsw i32 %lane1190, 1
  br label %for.cond187, !llvm.loop !95

for.end189:                                       ; preds = %for.cond187
  br label %for.cond191

for.cond191:                                      ; preds = %for.body192, %for.end189
  %lane1194 = phi i32 [ 0, %for.end189 ], [ %624, %for.body192 ]
  %613 = icmp slt i32 %lane1194, 2
  br i1 %613, label %for.body192, label %for.end193

for.body192:                                      ; preds = %for.cond191
  %614 = sext i32 %lane1194 to i64
  %615 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = add i32 %lane1194, 2
  %618 = sext i32 %617 to i64
  %619 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = fadd float %616, %620
  %622 = sext i32 %lane1194 to i64
  %623 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %622
  store float %621, ptr %623, align 4
  %624 = add nsw i32 %lane1194, 1
  br label %for.cond191, !llvm.loop !96

for.end193:                                       ; preds = %for.cond191
  br label %for.cond195

for.cond195:                                      ; preds = %for.body196, %for.end193
  %lane1198 = phi i32 [ 0, %for.end193 ], [ %636, %for.body196 ]
  %625 = icmp slt i32 %lane1198, 1
  br i1 %625, label %for.body196, label %for.end197

for.body196:                                      ; preds = %for.cond195
  %626 = sext i32 %lane1198 to i64
  %627 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %626
  %628 = load float, ptr %627, align 4
  %629 = add i32 %lane1198, 1
  %630 = sext i32 %629 to i64
  %631 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %630
  %632 = load float, ptr %631, align 4
  %633 = fadd float %628, %632
  %634 = sext i32 %lane1198 to i64
  %635 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %634
  store float %633, ptr %635, align 4
  %636 = add nsw i32 %lane1198, 1
  br label %for.cond195, !llvm.loop !97

for.end197:                                       ; preds = %for.cond195
  %637 = sext i32 %i2 to i64
  %638 = getelementptr inbounds float, ptr %row_sum, i64 %637
  store float 0.000000e+00, ptr %638, align 4
  %639 = sext i32 %i2 to i64
  %640 = getelementptr inbounds float, ptr %row_sum, i64 %639
  %641 = load float, ptr %640, align 4
  %642 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %643 = load float, ptr %642, align 4
  %644 = fadd float %641, %643
  %645 = sext i32 %i2 to i64
  %646 = getelementptr inbounds float, ptr %row_sum, i64 %645
  store float %644, ptr %646, align 4
  %647 = add nsw i32 %i2, 1
  br label %for.cond166, !llvm.loop !98

for.cond199:                                      ; preds = %for.body200, %for.end168
  %i202 = phi i32 [ 0, %for.end168 ], [ %671, %for.body200 ]
  %648 = icmp slt i32 %i202, 192
  br i1 %648, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  %649 = sext i32 %i202 to i64
  %650 = getelementptr inbounds float, ptr %m_prev, i64 %649
  %651 = load float, ptr %650, align 4
  %652 = sext i32 %i202 to i64
  %653 = getelementptr inbounds float, ptr %m, i64 %652
  %654 = load float, ptr %653, align 4
  %655 = fsub float %651, %654
  %656 = fmul float %655, 0x3FC7154760000000
  %657 = fpext float %656 to double
  %658 = call double @llvm.exp2.f64(double %657)
  %alpha = fptrunc double %658 to float
  %659 = sext i32 %i202 to i64
  %660 = getelementptr inbounds float, ptr %l, i64 %659
  %661 = load float, ptr %660, align 4
  %662 = fmul float %661, %alpha
  %663 = sext i32 %i202 to i64
  %664 = getelementptr inbounds float, ptr %row_sum, i64 %663
  %665 = load float, ptr %664, align 4
  %666 = fadd float %662, %665
  %667 = sext i32 %i202 to i64
  %668 = getelementptr inbounds float, ptr %l, i64 %667
  store float %666, ptr %668, align 4
  %669 = sext i32 %i202 to i64
  %670 = getelementptr inbounds float, ptr %m_prev, i64 %669
  store float %alpha, ptr %670, align 4
  %671 = add nsw i32 %i202, 1
  br label %for.cond199, !llvm.loop !99

for.end201:                                       ; preds = %for.cond199
  br label %for.cond203

for.cond203:                                      ; preds = %for.end209, %for.end201
  %i206 = phi i32 [ 0, %for.end201 ], [ %690, %for.end209 ]
  %672 = icmp slt i32 %i206, 192
  br i1 %672, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  br label %for.cond207

for.end205:                                       ; preds = %for.cond203
  br label %for.cond210

for.cond207:                                      ; preds = %for.body208, %for.body204
  %d = phi i32 [ 0, %for.body204 ], [ %689, %for.body208 ]
  %673 = icmp slt i32 %d, 64
  br i1 %673, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  %674 = sext i32 %i206 to i64
  %675 = mul nsw i64 %674, 64
  %676 = sext i32 %d to i64
  %677 = add nsw i64 %675, %676
  %678 = getelementptr inbounds float, ptr %acc_o, i64 %677
  %679 = load float, ptr %678, align 4
  %680 = sext i32 %i206 to i64
  %681 = getelementptr inbounds float, ptr %m_prev, i64 %680
  %682 = load float, ptr %681, align 4
  %683 = fmul float %679, %682
  %684 = sext i32 %i206 to i64
  %685 = mul nsw i64 %684, 64
  %686 = sext i32 %d to i64
  %687 = add nsw i64 %685, %686
  %688 = getelementptr inbounds float, ptr %acc_o, i64 %687
  store float %683, ptr %688, align 4
  %689 = add nsw i32 %d, 1
  br label %for.cond207, !llvm.loop !100

for.end209:                                       ; preds = %for.cond207
  %690 = add nsw i32 %i206, 1
  br label %for.cond203, !llvm.loop !101

for.cond210:                                      ; preds = %for.end216, %for.end205
  %i3213 = phi i32 [ 0, %for.end205 ], [ %710, %for.end216 ]
  %691 = icmp slt i32 %i3213, 192
  br i1 %691, label %for.body211, label %for.end212

for.body211:                                      ; preds = %for.cond210
  br label %for.cond214

for.end212:                                       ; preds = %for.cond210
  call void @tilec_rt_gemm_f16f32(i32 192, i32 64, i32 128, ptr %P_s, i32 128, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %692 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !102

for.cond214:                                      ; preds = %for.body215, %for.body211
  %j1217 = phi i32 [ 0, %for.body211 ], [ %709, %for.body215 ]
  %693 = icmp slt i32 %j1217, 128
  br i1 %693, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  %694 = sext i32 %i3213 to i64
  %695 = mul nsw i64 %694, 128
  %696 = sext i32 %j1217 to i64
  %697 = add nsw i64 %695, %696
  %698 = getelementptr inbounds float, ptr %acc_s, i64 %697
  %699 = load float, ptr %698, align 4
  %700 = fptrunc float %699 to half
  %701 = fpext half %700 to float
  %702 = sext i32 %i3213 to i64
  %703 = mul nsw i64 %702, 128
  %704 = sext i32 %j1217 to i64
  %705 = add nsw i64 %703, %704
  %706 = getelementptr inbounds i16, ptr %P_s, i64 %705
  %707 = fptrunc float %701 to half
  %708 = bitcast half %707 to i16
  store i16 %708, ptr %706, align 2
  %709 = add nsw i32 %j1217, 1
  br label %for.cond214, !llvm.loop !103

for.end216:                                       ; preds = %for.cond214
  %710 = add nsw i32 %i3213, 1
  br label %for.cond210, !llvm.loop !104

for.cond218:                                      ; preds = %for.body219, %for.end30
  %i221 = phi i32 [ 0, %for.end30 ], [ %718, %for.body219 ]
  %711 = icmp slt i32 %i221, 192
  br i1 %711, label %for.body219, label %for.end220

for.body219:                                      ; preds = %for.cond218
  %712 = sext i32 %i221 to i64
  %713 = getelementptr inbounds float, ptr %l, i64 %712
  %714 = load float, ptr %713, align 4
  %715 = fdiv float 1.000000e+00, %714
  %716 = sext i32 %i221 to i64
  %717 = getelementptr inbounds float, ptr %l, i64 %716
  store float %715, ptr %717, align 4
  %718 = add nsw i32 %i221, 1
  br label %for.cond218, !llvm.loop !105

for.end220:                                       ; preds = %for.cond218
  br label %for.cond222

for.cond222:                                      ; preds = %if.end228, %for.end220
  %i225 = phi i32 [ 0, %for.end220 ], [ %731, %if.end228 ]
  %719 = icmp slt i32 %i225, 192
  br i1 %719, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  %720 = icmp sle i32 0, %bz
  %721 = icmp slt i32 %bz, %BH
  %722 = and i1 %720, %721
  %723 = mul i32 %bx, 192
  %724 = add i32 %723, %i225
  %725 = icmp sle i32 0, %724
  %726 = mul i32 %bx, 192
  %727 = add i32 %726, %i225
  %728 = icmp slt i32 %727, %S
  %729 = and i1 %725, %728
  %730 = and i1 %722, %729
  br i1 %730, label %if.then226, label %if.else227

for.end224:                                       ; preds = %for.cond222
  ret void

if.then226:                                       ; preds = %for.body223
  br label %for.cond229

if.else227:                                       ; preds = %for.body223
  br label %if.end228

if.end228:                                        ; preds = %if.else227, %for.end231
  %731 = add nsw i32 %i225, 1
  br label %for.cond222, !llvm.loop !106

for.cond229:                                      ; preds = %for.body230, %if.then226
  %d1 = phi i32 [ 0, %if.then226 ], [ %760, %for.body230 ]
  %732 = icmp slt i32 %d1, 64
  br i1 %732, label %for.body230, label %for.end231

for.body230:                                      ; preds = %for.cond229
  %733 = sext i32 %i225 to i64
  %734 = mul nsw i64 %733, 64
  %735 = add i32 0, %d1
  %736 = sext i32 %735 to i64
  %737 = add nsw i64 %734, %736
  %738 = getelementptr inbounds float, ptr %acc_o, i64 %737
  %739 = load float, ptr %738, align 4
  %740 = sext i32 %i225 to i64
  %741 = getelementptr inbounds float, ptr %l, i64 %740
  %742 = load float, ptr %741, align 4
  %743 = fmul float %739, %742
  %744 = fptrunc float %743 to half
  %745 = fpext half %744 to float
  %746 = sext i32 %bz to i64
  %747 = sext i32 %S to i64
  %748 = mul nsw i64 %746, %747
  %749 = mul i32 %bx, 192
  %750 = add i32 %749, %i225
  %751 = sext i32 %750 to i64
  %752 = add nsw i64 %748, %751
  %753 = mul nsw i64 %752, 64
  %754 = add i32 0, %d1
  %755 = sext i32 %754 to i64
  %756 = add nsw i64 %753, %755
  %757 = getelementptr inbounds i16, ptr %O, i64 %756
  %758 = fptrunc float %745 to half
  %759 = bitcast half %758 to i16
  store i16 %759, ptr %757, align 2
  %760 = add nsw i32 %d1, 1
  br label %for.cond229, !llvm.loop !107

for.end231:                                       ; preds = %for.cond229
  br label %if.end228
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
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1, !2}
