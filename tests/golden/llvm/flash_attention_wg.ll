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

for.cond28:                                       ; preds = %for.end217, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %750, %for.end217 ]
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
  br label %for.cond223

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

for.cond108:                                      ; preds = %if.end155, %for.end106
  %i1 = phi i32 [ 0, %for.end106 ], [ %540, %if.end155 ]
  %355 = icmp slt i32 %i1, 192
  br i1 %355, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %356 = sext i32 %i1 to i64
  %357 = getelementptr inbounds float, ptr %m, i64 %356
  %tl_dst0 = load float, ptr %357, align 4
  br label %for.cond111

for.end110:                                       ; preds = %for.cond108
  br label %for.cond159

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
  %red0 = phi i32 [ 0, %for.end113 ], [ %440, %for.end119 ]
  %383 = icmp slt i32 %red0, 1
  br i1 %383, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  br label %for.cond117

for.end116:                                       ; preds = %for.cond114
  br label %for.cond121

for.cond117:                                      ; preds = %for.body118, %for.body115
  %lane120 = phi i32 [ 0, %for.body115 ], [ %439, %for.body118 ]
  %384 = icmp slt i32 %lane120, 32
  br i1 %384, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %385 = sext i32 %i1 to i64
  %386 = mul nsw i64 %385, 128
  %387 = mul i32 2, %red0
  %388 = add i32 %387, 1
  %389 = mul i32 %388, 32
  %390 = add i32 %389, %lane120
  %391 = sext i32 %390 to i64
  %392 = add nsw i64 %386, %391
  %393 = getelementptr inbounds float, ptr %acc_s, i64 %392
  %394 = load float, ptr %393, align 4
  %395 = sext i32 %lane120 to i64
  %396 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %395
  %397 = load float, ptr %396, align 4
  %398 = fcmp ogt float %394, %397
  %399 = sext i32 %i1 to i64
  %400 = mul nsw i64 %399, 128
  %401 = mul i32 2, %red0
  %402 = add i32 %401, 1
  %403 = mul i32 %402, 32
  %404 = add i32 %403, %lane120
  %405 = sext i32 %404 to i64
  %406 = add nsw i64 %400, %405
  %407 = call i64 @llvm.umin.i64(i64 %406, i64 24575)
  %408 = getelementptr inbounds float, ptr %acc_s, i64 %407
  %409 = load float, ptr %408, align 4
  %410 = sext i32 %lane120 to i64
  %411 = call i64 @llvm.umin.i64(i64 %410, i64 31)
  %412 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %411
  %413 = load float, ptr %412, align 4
  %tl_pair1 = select i1 %398, float %409, float %413
  %414 = sext i32 %i1 to i64
  %415 = mul nsw i64 %414, 128
  %416 = mul i32 2, %red0
  %417 = add i32 %416, 2
  %418 = mul i32 %417, 32
  %419 = add i32 %418, %lane120
  %420 = sext i32 %419 to i64
  %421 = add nsw i64 %415, %420
  %422 = getelementptr inbounds float, ptr %acc_s, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = fcmp ogt float %423, %tl_pair1
  %425 = sext i32 %i1 to i64
  %426 = mul nsw i64 %425, 128
  %427 = mul i32 2, %red0
  %428 = add i32 %427, 2
  %429 = mul i32 %428, 32
  %430 = add i32 %429, %lane120
  %431 = sext i32 %430 to i64
  %432 = add nsw i64 %426, %431
  %433 = call i64 @llvm.umin.i64(i64 %432, i64 24575)
  %434 = getelementptr inbounds float, ptr %acc_s, i64 %433
  %435 = load float, ptr %434, align 4
  %436 = select i1 %424, float %435, float %tl_pair1
  %437 = sext i32 %lane120 to i64
  %438 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %437
  store float %436, ptr %438, align 4
  %439 = add nsw i32 %lane120, 1
  br label %for.cond117, !llvm.loop !26

for.end119:                                       ; preds = %for.cond117
  %440 = add nsw i32 %red0, 1
  br label %for.cond114, !llvm.loop !27

for.cond121:                                      ; preds = %for.body122, %for.end116
  %lane124 = phi i32 [ 0, %for.end116 ], [ %468, %for.body122 ]
  %441 = icmp slt i32 %lane124, 32
  br i1 %441, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %442 = sext i32 %i1 to i64
  %443 = mul nsw i64 %442, 128
  %444 = add i32 96, %lane124
  %445 = sext i32 %444 to i64
  %446 = add nsw i64 %443, %445
  %447 = getelementptr inbounds float, ptr %acc_s, i64 %446
  %448 = load float, ptr %447, align 4
  %449 = sext i32 %lane124 to i64
  %450 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = fcmp ogt float %448, %451
  %453 = sext i32 %i1 to i64
  %454 = mul nsw i64 %453, 128
  %455 = add i32 96, %lane124
  %456 = sext i32 %455 to i64
  %457 = add nsw i64 %454, %456
  %458 = call i64 @llvm.umin.i64(i64 %457, i64 24575)
  %459 = getelementptr inbounds float, ptr %acc_s, i64 %458
  %460 = load float, ptr %459, align 4
  %461 = sext i32 %lane124 to i64
  %462 = call i64 @llvm.umin.i64(i64 %461, i64 31)
  %463 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %462
  %464 = load float, ptr %463, align 4
  %465 = select i1 %452, float %460, float %464
  %466 = sext i32 %lane124 to i64
  %467 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %466
  store float %465, ptr %467, align 4
  %468 = add nsw i32 %lane124, 1
  br label %for.cond121, !llvm.loop !28

for.end123:                                       ; preds = %for.cond121
  br label %for.cond125

for.cond125:                                      ; preds = %for.body126, %for.end123
  %lane128 = phi i32 [ 0, %for.end123 ], [ %479, %for.body126 ]
  %469 = icmp slt i32 %lane128, 16
  br i1 %469, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %470 = sext i32 %lane128 to i64
  %471 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %470
  %lane_acc = load float, ptr %471, align 4
  %472 = add i32 %lane128, 16
  %473 = sext i32 %472 to i64
  %474 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %473
  %lane_next = load float, ptr %474, align 4
  %475 = fcmp ogt float %lane_next, %lane_acc
  %476 = select i1 %475, float %lane_next, float %lane_acc
  %477 = sext i32 %lane128 to i64
  %478 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %477
  store float %476, ptr %478, align 4
  %479 = add nsw i32 %lane128, 1
  br label %for.cond125, !llvm.loop !29

for.end127:                                       ; preds = %for.cond125
  br label %for.cond129

for.cond129:                                      ; preds = %for.body130, %for.end127
  %lane132 = phi i32 [ 0, %for.end127 ], [ %490, %for.body130 ]
  %480 = icmp slt i32 %lane132, 8
  br i1 %480, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  %481 = sext i32 %lane132 to i64
  %482 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %481
  %lane_acc133 = load float, ptr %482, align 4
  %483 = add i32 %lane132, 8
  %484 = sext i32 %483 to i64
  %485 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %484
  %lane_next134 = load float, ptr %485, align 4
  %486 = fcmp ogt float %lane_next134, %lane_acc133
  %487 = select i1 %486, float %lane_next134, float %lane_acc133
  %488 = sext i32 %lane132 to i64
  %489 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %488
  store float %487, ptr %489, align 4
  %490 = add nsw i32 %lane132, 1
  br label %for.cond129, !llvm.loop !30

for.end131:                                       ; preds = %for.cond129
  br label %for.cond135

for.cond135:                                      ; preds = %for.body136, %for.end131
  %lane138 = phi i32 [ 0, %for.end131 ], [ %501, %for.body136 ]
  %491 = icmp slt i32 %lane138, 4
  br i1 %491, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %492 = sext i32 %lane138 to i64
  %493 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %492
  %lane_acc139 = load float, ptr %493, align 4
  %494 = add i32 %lane138, 4
  %495 = sext i32 %494 to i64
  %496 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %495
  %lane_next140 = load float, ptr %496, align 4
  %497 = fcmp ogt float %lane_next140, %lane_acc139
  %498 = select i1 %497, float %lane_next140, float %lane_acc139
  %499 = sext i32 %lane138 to i64
  %500 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %499
  store float %498, ptr %500, align 4
  %501 = add nsw i32 %lane138, 1
  br label %for.cond135, !llvm.loop !31

for.end137:                                       ; preds = %for.cond135
  br label %for.cond141

for.cond141:                                      ; preds = %for.body142, %for.end137
  %lane144 = phi i32 [ 0, %for.end137 ], [ %512, %for.body142 ]
  %502 = icmp slt i32 %lane144, 2
  br i1 %502, label %for.body142, label %for.end143

for.body142:                                      ; preds = %for.cond141
  %503 = sext i32 %lane144 to i64
  %504 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %503
  %lane_acc145 = load float, ptr %504, align 4
  %505 = add i32 %lane144, 2
  %506 = sext i32 %505 to i64
  %507 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %506
  %lane_next146 = load float, ptr %507, align 4
  %508 = fcmp ogt float %lane_next146, %lane_acc145
  %509 = select i1 %508, float %lane_next146, float %lane_acc145
  %510 = sext i32 %lane144 to i64
  %511 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %510
  store float %509, ptr %511, align 4
  %512 = add nsw i32 %lane144, 1
  br label %for.cond141, !llvm.loop !32

for.end143:                                       ; preds = %for.cond141
  br label %for.cond147

for.cond147:                                      ; preds = %for.body148, %for.end143
  %lane150 = phi i32 [ 0, %for.end143 ], [ %523, %for.body148 ]
  %513 = icmp slt i32 %lane150, 1
  br i1 %513, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %514 = sext i32 %lane150 to i64
  %515 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %514
  %lane_acc151 = load float, ptr %515, align 4
  %516 = add i32 %lane150, 1
  %517 = sext i32 %516 to i64
  %518 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %517
  %lane_next152 = load float, ptr %518, align 4
  %519 = fcmp ogt float %lane_next152, %lane_acc151
  %520 = select i1 %519, float %lane_next152, float %lane_acc151
  %521 = sext i32 %lane150 to i64
  %522 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %521
  store float %520, ptr %522, align 4
  %523 = add nsw i32 %lane150, 1
  br label %for.cond147, !llvm.loop !33

for.end149:                                       ; preds = %for.cond147
  %524 = sext i32 %i1 to i64
  %525 = getelementptr inbounds float, ptr %m, i64 %524
  %526 = load float, ptr %525, align 4
  %527 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %528 = load float, ptr %527, align 4
  %529 = call float @llvm.maxnum.f32(float %526, float %528)
  %530 = sext i32 %i1 to i64
  %531 = getelementptr inbounds float, ptr %m, i64 %530
  store float %529, ptr %531, align 4
  %532 = sext i32 %i1 to i64
  %533 = getelementptr inbounds float, ptr %m, i64 %532
  %534 = load float, ptr %533, align 4
  %535 = fcmp oeq float %534, 0xFFF0000000000000
  %536 = fcmp une float %tl_dst0, %tl_dst0
  %537 = and i1 %535, %536
  br i1 %537, label %if.then153, label %if.else154

if.then153:                                       ; preds = %for.end149
  %538 = sext i32 %i1 to i64
  %539 = getelementptr inbounds float, ptr %m, i64 %538
  store float %tl_dst0, ptr %539, align 4
  br label %for.cond156

if.else154:                                       ; preds = %for.end149
  br label %if.end155

if.end155:                                        ; preds = %if.else154, %for.end158
  %540 = add nsw i32 %i1, 1
  br label %for.cond108, !llvm.loop !34

for.cond156:                                      ; preds = %for.body157, %if.then153
  %red = phi i32 [ 0, %if.then153 ], [ %554, %for.body157 ]
  %541 = icmp slt i32 %red, 128
  br i1 %541, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %542 = sext i32 %i1 to i64
  %543 = getelementptr inbounds float, ptr %m, i64 %542
  %544 = load float, ptr %543, align 4
  %545 = sext i32 %i1 to i64
  %546 = mul nsw i64 %545, 128
  %547 = sext i32 %red to i64
  %548 = add nsw i64 %546, %547
  %549 = getelementptr inbounds float, ptr %acc_s, i64 %548
  %550 = load float, ptr %549, align 4
  %551 = call float @llvm.maxnum.f32(float %544, float %550)
  %552 = sext i32 %i1 to i64
  %553 = getelementptr inbounds float, ptr %m, i64 %552
  store float %551, ptr %553, align 4
  %554 = add nsw i32 %red, 1
  br label %for.cond156, !llvm.loop !35

for.end158:                                       ; preds = %for.cond156
  br label %if.end155

for.cond159:                                      ; preds = %for.end165, %for.end110
  %i162 = phi i32 [ 0, %for.end110 ], [ %578, %for.end165 ]
  %555 = icmp slt i32 %i162, 192
  br i1 %555, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  br label %for.cond163

for.end161:                                       ; preds = %for.cond159
  br label %for.cond167

for.cond163:                                      ; preds = %for.body164, %for.body160
  %j166 = phi i32 [ 0, %for.body160 ], [ %577, %for.body164 ]
  %556 = icmp slt i32 %j166, 128
  br i1 %556, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %557 = sext i32 %i162 to i64
  %558 = mul nsw i64 %557, 128
  %559 = sext i32 %j166 to i64
  %560 = add nsw i64 %558, %559
  %561 = getelementptr inbounds float, ptr %acc_s, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = sext i32 %i162 to i64
  %564 = getelementptr inbounds float, ptr %m, i64 %563
  %565 = load float, ptr %564, align 4
  %566 = fneg float %565
  %567 = fmul float %566, 0x3FC7154760000000
  %568 = call float @llvm.fma.f32(float %562, float 0x3FC7154760000000, float %567)
  %569 = fpext float %568 to double
  %570 = call double @llvm.exp2.f64(double %569)
  %571 = fptrunc double %570 to float
  %572 = sext i32 %i162 to i64
  %573 = mul nsw i64 %572, 128
  %574 = sext i32 %j166 to i64
  %575 = add nsw i64 %573, %574
  %576 = getelementptr inbounds float, ptr %acc_s, i64 %575
  store float %571, ptr %576, align 4
  %577 = add nsw i32 %j166, 1
  br label %for.cond163, !llvm.loop !36

for.end165:                                       ; preds = %for.cond163
  %578 = add nsw i32 %i162, 1
  br label %for.cond159, !llvm.loop !37

for.cond167:                                      ; preds = %for.end202, %for.end161
  %i2 = phi i32 [ 0, %for.end161 ], [ %705, %for.end202 ]
  %579 = icmp slt i32 %i2, 192
  br i1 %579, label %for.body168, label %for.end169

for.body168:                                      ; preds = %for.cond167
  br label %for.cond170

for.end169:                                       ; preds = %for.cond167
  br label %for.cond204

for.cond170:                                      ; preds = %for.body171, %for.body168
  %lane1 = phi i32 [ 0, %for.body168 ], [ %589, %for.body171 ]
  %580 = icmp slt i32 %lane1, 32
  br i1 %580, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  %581 = sext i32 %i2 to i64
  %582 = mul nsw i64 %581, 128
  %583 = sext i32 %lane1 to i64
  %584 = add nsw i64 %582, %583
  %585 = getelementptr inbounds float, ptr %acc_s, i64 %584
  %586 = load float, ptr %585, align 4
  %587 = sext i32 %lane1 to i64
  %588 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %587
  store float %586, ptr %588, align 4
  %589 = add nsw i32 %lane1, 1
  br label %for.cond170, !llvm.loop !38

for.end172:                                       ; preds = %for.cond170
  br label %for.cond173

for.cond173:                                      ; preds = %for.end178, %for.end172
  %red2 = phi i32 [ 0, %for.end172 ], [ %619, %for.end178 ]
  %590 = icmp slt i32 %red2, 1
  br i1 %590, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  br label %for.cond176

for.end175:                                       ; preds = %for.cond173
  br label %for.cond180

for.cond176:                                      ; preds = %for.body177, %for.body174
  %lane1179 = phi i32 [ 0, %for.body174 ], [ %618, %for.body177 ]
  %591 = icmp slt i32 %lane1179, 32
  br i1 %591, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %592 = sext i32 %lane1179 to i64
  %593 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %592
  %594 = load float, ptr %593, align 4
  %595 = sext i32 %i2 to i64
  %596 = mul nsw i64 %595, 128
  %597 = mul i32 2, %red2
  %598 = add i32 %597, 1
  %599 = mul i32 %598, 32
  %600 = add i32 %599, %lane1179
  %601 = sext i32 %600 to i64
  %602 = add nsw i64 %596, %601
  %603 = getelementptr inbounds float, ptr %acc_s, i64 %602
  %604 = load float, ptr %603, align 4
  %tl_pair3 = fadd float %594, %604
  %605 = sext i32 %i2 to i64
  %606 = mul nsw i64 %605, 128
  %607 = mul i32 2, %red2
  %608 = add i32 %607, 2
  %609 = mul i32 %608, 32
  %610 = add i32 %609, %lane1179
  %611 = sext i32 %610 to i64
  %612 = add nsw i64 %606, %611
  %613 = getelementptr inbounds float, ptr %acc_s, i64 %612
  %614 = load float, ptr %613, align 4
  %615 = fadd float %tl_pair3, %614
  %616 = sext i32 %lane1179 to i64
  %617 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %616
  store float %615, ptr %617, align 4
  %618 = add nsw i32 %lane1179, 1
  br label %for.cond176, !llvm.loop !39

for.end178:                                       ; preds = %for.cond176
  %619 = add nsw i32 %red2, 1
  br label %for.cond173, !llvm.loop !40

for.cond180:                                      ; preds = %for.body181, %for.end175
  %lane1183 = phi i32 [ 0, %for.end175 ], [ %634, %for.body181 ]
  %620 = icmp slt i32 %lane1183, 32
  br i1 %620, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %621 = sext i32 %lane1183 to i64
  %622 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %621
  %623 = load float, ptr %622, align 4
  %624 = sext i32 %i2 to i64
  %625 = mul nsw i64 %624, 128
  %626 = add i32 96, %lane1183
  %627 = sext i32 %626 to i64
  %628 = add nsw i64 %625, %627
  %629 = getelementptr inbounds float, ptr %acc_s, i64 %628
  %630 = load float, ptr %629, align 4
  %631 = fadd float %623, %630
  %632 = sext i32 %lane1183 to i64
  %633 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %632
  store float %631, ptr %633, align 4
  %634 = add nsw i32 %lane1183, 1
  br label %for.cond180, !llvm.loop !41

for.end182:                                       ; preds = %for.cond180
  br label %for.cond184

for.cond184:                                      ; preds = %for.body185, %for.end182
  %lane1187 = phi i32 [ 0, %for.end182 ], [ %646, %for.body185 ]
  %635 = icmp slt i32 %lane1187, 16
  br i1 %635, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %636 = sext i32 %lane1187 to i64
  %637 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %636
  %638 = load float, ptr %637, align 4
  %639 = add i32 %lane1187, 16
  %640 = sext i32 %639 to i64
  %641 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %640
  %642 = load float, ptr %641, align 4
  %643 = fadd float %638, %642
  %644 = sext i32 %lane1187 to i64
  %645 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %644
  store float %643, ptr %645, align 4
  %646 = add nsw i32 %lane1187, 1
  br label %for.cond184, !llvm.loop !42

for.end186:                                       ; preds = %for.cond184
  br label %for.cond188

for.cond188:                                      ; preds = %for.body189, %for.end186
  %lane1191 = phi i32 [ 0, %for.end186 ], [ %658, %for.body189 ]
  %647 = icmp slt i32 %lane1191, 8
  br i1 %647, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %648 = sext i32 %lane1191 to i64
  %649 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %648
  %650 = load float, ptr %649, align 4
  %651 = add i32 %lane1191, 8
  %652 = sext i32 %651 to i64
  %653 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %652
  %654 = load float, ptr %653, align 4
  %655 = fadd float %650, %654
  %656 = sext i32 %lane1191 to i64
  %657 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %656
  store float %655, ptr %657, align 4
  %658 = add nsw i32 %lane1191, 1
  br label %for.cond188, !llvm.loop !43

for.end190:                                       ; preds = %for.cond188
  br label %for.cond192

for.cond192:                                      ; preds = %for.body193, %for.end190
  %lane1195 = phi i32 [ 0, %for.end190 ], [ %670, %for.body193 ]
  %659 = icmp slt i32 %lane1195, 4
  br i1 %659, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %660 = sext i32 %lane1195 to i64
  %661 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %660
  %662 = load float, ptr %661, align 4
  %663 = add i32 %lane1195, 4
  %664 = sext i32 %663 to i64
  %665 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %664
  %666 = load float, ptr %665, align 4
  %667 = fadd float %662, %666
  %668 = sext i32 %lane1195 to i64
  %669 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %668
  store float %667, ptr %669, align 4
  %670 = add nsw i32 %lane1195, 1
  br label %for.cond192, !llvm.loop !44

for.end194:                                       ; preds = %for.cond192
  br label %for.cond196

for.cond196:                                      ; preds = %for.body197, %for.end194
  %lane1199 = phi i32 [ 0, %for.end194 ], [ %682, %for.body197 ]
  %671 = icmp slt i32 %lane1199, 2
  br i1 %671, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %672 = sext i32 %lane1199 to i64
  %673 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %672
  %674 = load float, ptr %673, align 4
  %675 = add i32 %lane1199, 2
  %676 = sext i32 %675 to i64
  %677 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %676
  %678 = load float, ptr %677, align 4
  %679 = fadd float %674, %678
  %680 = sext i32 %lane1199 to i64
  %681 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %680
  store float %679, ptr %681, align 4
  %682 = add nsw i32 %lane1199, 1
  br label %for.cond196, !llvm.loop !45

for.end198:                                       ; preds = %for.cond196
  br label %for.cond200

for.cond200:                                      ; preds = %for.body201, %for.end198
  %lane1203 = phi i32 [ 0, %for.end198 ], [ %694, %for.body201 ]
  %683 = icmp slt i32 %lane1203, 1
  br i1 %683, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %684 = sext i32 %lane1203 to i64
  %685 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %684
  %686 = load float, ptr %685, align 4
  %687 = add i32 %lane1203, 1
  %688 = sext i32 %687 to i64
  %689 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %688
  %690 = load float, ptr %689, align 4
  %691 = fadd float %686, %690
  %692 = sext i32 %lane1203 to i64
  %693 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %692
  store float %691, ptr %693, align 4
  %694 = add nsw i32 %lane1203, 1
  br label %for.cond200, !llvm.loop !46

for.end202:                                       ; preds = %for.cond200
  %695 = sext i32 %i2 to i64
  %696 = getelementptr inbounds float, ptr %row_sum, i64 %695
  store float 0.000000e+00, ptr %696, align 4
  %697 = sext i32 %i2 to i64
  %698 = getelementptr inbounds float, ptr %row_sum, i64 %697
  %699 = load float, ptr %698, align 4
  %700 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %701 = load float, ptr %700, align 4
  %702 = fadd float %699, %701
  %703 = sext i32 %i2 to i64
  %704 = getelementptr inbounds float, ptr %row_sum, i64 %703
  store float %702, ptr %704, align 4
  %705 = add nsw i32 %i2, 1
  br label %for.cond167, !llvm.loop !47

for.cond204:                                      ; preds = %for.body205, %for.end169
  %i207 = phi i32 [ 0, %for.end169 ], [ %729, %for.body205 ]
  %706 = icmp slt i32 %i207, 192
  br i1 %706, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %707 = sext i32 %i207 to i64
  %708 = getelementptr inbounds float, ptr %m_prev, i64 %707
  %709 = load float, ptr %708, align 4
  %710 = sext i32 %i207 to i64
  %711 = getelementptr inbounds float, ptr %m, i64 %710
  %712 = load float, ptr %711, align 4
  %713 = fsub float %709, %712
  %714 = fmul float %713, 0x3FC7154760000000
  %715 = fpext float %714 to double
  %716 = call double @llvm.exp2.f64(double %715)
  %alpha = fptrunc double %716 to float
  %717 = sext i32 %i207 to i64
  %718 = getelementptr inbounds float, ptr %l, i64 %717
  %719 = load float, ptr %718, align 4
  %720 = fmul float %719, %alpha
  %721 = sext i32 %i207 to i64
  %722 = getelementptr inbounds float, ptr %row_sum, i64 %721
  %723 = load float, ptr %722, align 4
  %724 = fadd float %720, %723
  %725 = sext i32 %i207 to i64
  %726 = getelementptr inbounds float, ptr %l, i64 %725
  store float %724, ptr %726, align 4
  %727 = sext i32 %i207 to i64
  %728 = getelementptr inbounds float, ptr %m_prev, i64 %727
  store float %alpha, ptr %728, align 4
  %729 = add nsw i32 %i207, 1
  br label %for.cond204, !llvm.loop !48

for.end206:                                       ; preds = %for.cond204
  br label %for.cond208

for.cond208:                                      ; preds = %for.end214, %for.end206
  %i211 = phi i32 [ 0, %for.end206 ], [ %748, %for.end214 ]
  %730 = icmp slt i32 %i211, 192
  br i1 %730, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  br label %for.cond212

for.end210:                                       ; preds = %for.cond208
  br label %for.cond215

for.cond212:                                      ; preds = %for.body213, %for.body209
  %d = phi i32 [ 0, %for.body209 ], [ %747, %for.body213 ]
  %731 = icmp slt i32 %d, 64
  br i1 %731, label %for.body213, label %for.end214

for.body213:                                      ; preds = %for.cond212
  %732 = sext i32 %i211 to i64
  %733 = mul nsw i64 %732, 64
  %734 = sext i32 %d to i64
  %735 = add nsw i64 %733, %734
  %736 = getelementptr inbounds float, ptr %acc_o, i64 %735
  %737 = load float, ptr %736, align 4
  %738 = sext i32 %i211 to i64
  %739 = getelementptr inbounds float, ptr %m_prev, i64 %738
  %740 = load float, ptr %739, align 4
  %741 = fmul float %737, %740
  %742 = sext i32 %i211 to i64
  %743 = mul nsw i64 %742, 64
  %744 = sext i32 %d to i64
  %745 = add nsw i64 %743, %744
  %746 = getelementptr inbounds float, ptr %acc_o, i64 %745
  store float %741, ptr %746, align 4
  %747 = add nsw i32 %d, 1
  br label %for.cond212, !llvm.loop !49

for.end214:                                       ; preds = %for.cond212
  %748 = add nsw i32 %i211, 1
  br label %for.cond208, !llvm.loop !50

for.cond215:                                      ; preds = %for.end221, %for.end210
  %i3218 = phi i32 [ 0, %for.end210 ], [ %768, %for.end221 ]
  %749 = icmp slt i32 %i3218, 192
  br i1 %749, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  br label %for.cond219

for.end217:                                       ; preds = %for.cond215
  call void @tilec_rt_gemm_f16f32(i32 192, i32 64, i32 128, ptr %P_s, i32 128, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %750 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !51

for.cond219:                                      ; preds = %for.body220, %for.body216
  %j1222 = phi i32 [ 0, %for.body216 ], [ %767, %for.body220 ]
  %751 = icmp slt i32 %j1222, 128
  br i1 %751, label %for.body220, label %for.end221

for.body220:                                      ; preds = %for.cond219
  %752 = sext i32 %i3218 to i64
  %753 = mul nsw i64 %752, 128
  %754 = sext i32 %j1222 to i64
  %755 = add nsw i64 %753, %754
  %756 = getelementptr inbounds float, ptr %acc_s, i64 %755
  %757 = load float, ptr %756, align 4
  %758 = fptrunc float %757 to half
  %759 = fpext half %758 to float
  %760 = sext i32 %i3218 to i64
  %761 = mul nsw i64 %760, 128
  %762 = sext i32 %j1222 to i64
  %763 = add nsw i64 %761, %762
  %764 = getelementptr inbounds i16, ptr %P_s, i64 %763
  %765 = fptrunc float %759 to half
  %766 = bitcast half %765 to i16
  store i16 %766, ptr %764, align 2
  %767 = add nsw i32 %j1222, 1
  br label %for.cond219, !llvm.loop !52

for.end221:                                       ; preds = %for.cond219
  %768 = add nsw i32 %i3218, 1
  br label %for.cond215, !llvm.loop !53

for.cond223:                                      ; preds = %for.body224, %for.end30
  %i226 = phi i32 [ 0, %for.end30 ], [ %776, %for.body224 ]
  %769 = icmp slt i32 %i226, 192
  br i1 %769, label %for.body224, label %for.end225

for.body224:                                      ; preds = %for.cond223
  %770 = sext i32 %i226 to i64
  %771 = getelementptr inbounds float, ptr %l, i64 %770
  %772 = load float, ptr %771, align 4
  %773 = fdiv float 1.000000e+00, %772
  %774 = sext i32 %i226 to i64
  %775 = getelementptr inbounds float, ptr %l, i64 %774
  store float %773, ptr %775, align 4
  %776 = add nsw i32 %i226, 1
  br label %for.cond223, !llvm.loop !54

for.end225:                                       ; preds = %for.cond223
  br label %for.cond227

for.cond227:                                      ; preds = %if.end233, %for.end225
  %i230 = phi i32 [ 0, %for.end225 ], [ %789, %if.end233 ]
  %777 = icmp slt i32 %i230, 192
  br i1 %777, label %for.body228, label %for.end229

for.body228:                                      ; preds = %for.cond227
  %778 = icmp sle i32 0, %bz
  %779 = icmp slt i32 %bz, %BH
  %780 = and i1 %778, %779
  %781 = mul i32 %bx, 192
  %782 = add i32 %781, %i230
  %783 = icmp sle i32 0, %782
  %784 = mul i32 %bx, 192
  %785 = add i32 %784, %i230
  %786 = icmp slt i32 %785, %S
  %787 = and i1 %783, %786
  %788 = and i1 %780, %787
  br i1 %788, label %if.then231, label %if.else232

for.end229:                                       ; preds = %for.cond227
  ret void

if.then231:                                       ; preds = %for.body228
  br label %for.cond234

if.else232:                                       ; preds = %for.body228
  br label %if.end233

if.end233:                                        ; preds = %if.else232, %for.end236
  %789 = add nsw i32 %i230, 1
  br label %for.cond227, !llvm.loop !55

for.cond234:                                      ; preds = %for.body235, %if.then231
  %d1 = phi i32 [ 0, %if.then231 ], [ %818, %for.body235 ]
  %790 = icmp slt i32 %d1, 64
  br i1 %790, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  %791 = sext i32 %i230 to i64
  %792 = mul nsw i64 %791, 64
  %793 = add i32 0, %d1
  %794 = sext i32 %793 to i64
  %795 = add nsw i64 %792, %794
  %796 = getelementptr inbounds float, ptr %acc_o, i64 %795
  %797 = load float, ptr %796, align 4
  %798 = sext i32 %i230 to i64
  %799 = getelementptr inbounds float, ptr %l, i64 %798
  %800 = load float, ptr %799, align 4
  %801 = fmul float %797, %800
  %802 = fptrunc float %801 to half
  %803 = fpext half %802 to float
  %804 = sext i32 %bz to i64
  %805 = sext i32 %S to i64
  %806 = mul nsw i64 %804, %805
  %807 = mul i32 %bx, 192
  %808 = add i32 %807, %i230
  %809 = sext i32 %808 to i64
  %810 = add nsw i64 %806, %809
  %811 = mul nsw i64 %810, 64
  %812 = add i32 0, %d1
  %813 = sext i32 %812 to i64
  %814 = add nsw i64 %811, %813
  %815 = getelementptr inbounds i16, ptr %O, i64 %814
  %816 = fptrunc float %803 to half
  %817 = bitcast half %816 to i16
  store i16 %817, ptr %815, align 2
  %818 = add nsw i32 %d1, 1
  br label %for.cond234, !llvm.loop !56

for.end236:                                       ; preds = %for.cond234
  br label %if.end233
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
  br label %for.cond1, !llvm.loop !57

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !58

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
  br label %for.cond4, !llvm.loop !59

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
  br label %for.cond8, !llvm.loop !60

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
  br label %for.cond16, !llvm.loop !61

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !62

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 192
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !63

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
  br label %for.cond24, !llvm.loop !64

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

for.cond28:                                       ; preds = %for.end217, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %786, %for.end217 ]
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
  br label %for.cond223

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
  br label %for.cond41, !llvm.loop !65

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
  br label %for.cond44, !llvm.loop !66

for.end46:                                        ; preds = %for.cond44
  %197 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !67

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
  br label %for.cond48, !llvm.loop !68

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
  br label %for.cond52, !llvm.loop !69

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
  br label %for.cond69, !llvm.loop !70

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
  br label %for.cond72, !llvm.loop !71

for.end74:                                        ; preds = %for.cond72
  %297 = add nsw i32 %i365, 1
  br label %for.cond62, !llvm.loop !72

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
  br label %for.cond76, !llvm.loop !73

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
  br label %for.cond80, !llvm.loop !74

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
  br label %for.cond91, !llvm.loop !75

for.end93:                                        ; preds = %for.cond91
  %357 = add nsw i32 %i390, 1
  br label %for.cond87, !llvm.loop !76

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
  br label %for.cond101, !llvm.loop !77

for.end103:                                       ; preds = %for.cond101
  %383 = add nsw i32 %i, 1
  br label %for.cond98, !llvm.loop !78

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
  br label %for.cond104, !llvm.loop !79

for.end106:                                       ; preds = %for.cond104
  br label %for.cond108

for.cond108:                                      ; preds = %if.end155, %for.end106
  %i1 = phi i32 [ 0, %for.end106 ], [ %576, %if.end155 ]
  %391 = icmp slt i32 %i1, 192
  br i1 %391, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %392 = sext i32 %i1 to i64
  %393 = getelementptr inbounds float, ptr %m, i64 %392
  %tl_dst0 = load float, ptr %393, align 4
  br label %for.cond111

for.end110:                                       ; preds = %for.cond108
  br label %for.cond159

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
  br label %for.cond111, !llvm.loop !80

for.end113:                                       ; preds = %for.cond111
  br label %for.cond114

for.cond114:                                      ; preds = %for.end119, %for.end113
  %red0 = phi i32 [ 0, %for.end113 ], [ %476, %for.end119 ]
  %419 = icmp slt i32 %red0, 1
  br i1 %419, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  br label %for.cond117

for.end116:                                       ; preds = %for.cond114
  br label %for.cond121

for.cond117:                                      ; preds = %for.body118, %for.body115
  %lane120 = phi i32 [ 0, %for.body115 ], [ %475, %for.body118 ]
  %420 = icmp slt i32 %lane120, 32
  br i1 %420, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %421 = sext i32 %i1 to i64
  %422 = mul nsw i64 %421, 128
  %423 = mul i32 2, %red0
  %424 = add i32 %423, 1
  %425 = mul i32 %424, 32
  %426 = add i32 %425, %lane120
  %427 = sext i32 %426 to i64
  %428 = add nsw i64 %422, %427
  %429 = getelementptr inbounds float, ptr %acc_s, i64 %428
  %430 = load float, ptr %429, align 4
  %431 = sext i32 %lane120 to i64
  %432 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %431
  %433 = load float, ptr %432, align 4
  %434 = fcmp ogt float %430, %433
  %435 = sext i32 %i1 to i64
  %436 = mul nsw i64 %435, 128
  %437 = mul i32 2, %red0
  %438 = add i32 %437, 1
  %439 = mul i32 %438, 32
  %440 = add i32 %439, %lane120
  %441 = sext i32 %440 to i64
  %442 = add nsw i64 %436, %441
  %443 = call i64 @llvm.umin.i64(i64 %442, i64 24575)
  %444 = getelementptr inbounds float, ptr %acc_s, i64 %443
  %445 = load float, ptr %444, align 4
  %446 = sext i32 %lane120 to i64
  %447 = call i64 @llvm.umin.i64(i64 %446, i64 31)
  %448 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %447
  %449 = load float, ptr %448, align 4
  %tl_pair1 = select i1 %434, float %445, float %449
  %450 = sext i32 %i1 to i64
  %451 = mul nsw i64 %450, 128
  %452 = mul i32 2, %red0
  %453 = add i32 %452, 2
  %454 = mul i32 %453, 32
  %455 = add i32 %454, %lane120
  %456 = sext i32 %455 to i64
  %457 = add nsw i64 %451, %456
  %458 = getelementptr inbounds float, ptr %acc_s, i64 %457
  %459 = load float, ptr %458, align 4
  %460 = fcmp ogt float %459, %tl_pair1
  %461 = sext i32 %i1 to i64
  %462 = mul nsw i64 %461, 128
  %463 = mul i32 2, %red0
  %464 = add i32 %463, 2
  %465 = mul i32 %464, 32
  %466 = add i32 %465, %lane120
  %467 = sext i32 %466 to i64
  %468 = add nsw i64 %462, %467
  %469 = call i64 @llvm.umin.i64(i64 %468, i64 24575)
  %470 = getelementptr inbounds float, ptr %acc_s, i64 %469
  %471 = load float, ptr %470, align 4
  %472 = select i1 %460, float %471, float %tl_pair1
  %473 = sext i32 %lane120 to i64
  %474 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %473
  store float %472, ptr %474, align 4
  %475 = add nsw i32 %lane120, 1
  br label %for.cond117, !llvm.loop !81

for.end119:                                       ; preds = %for.cond117
  %476 = add nsw i32 %red0, 1
  br label %for.cond114, !llvm.loop !82

for.cond121:                                      ; preds = %for.body122, %for.end116
  %lane124 = phi i32 [ 0, %for.end116 ], [ %504, %for.body122 ]
  %477 = icmp slt i32 %lane124, 32
  br i1 %477, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %478 = sext i32 %i1 to i64
  %479 = mul nsw i64 %478, 128
  %480 = add i32 96, %lane124
  %481 = sext i32 %480 to i64
  %482 = add nsw i64 %479, %481
  %483 = getelementptr inbounds float, ptr %acc_s, i64 %482
  %484 = load float, ptr %483, align 4
  %485 = sext i32 %lane124 to i64
  %486 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %485
  %487 = load float, ptr %486, align 4
  %488 = fcmp ogt float %484, %487
  %489 = sext i32 %i1 to i64
  %490 = mul nsw i64 %489, 128
  %491 = add i32 96, %lane124
  %492 = sext i32 %491 to i64
  %493 = add nsw i64 %490, %492
  %494 = call i64 @llvm.umin.i64(i64 %493, i64 24575)
  %495 = getelementptr inbounds float, ptr %acc_s, i64 %494
  %496 = load float, ptr %495, align 4
  %497 = sext i32 %lane124 to i64
  %498 = call i64 @llvm.umin.i64(i64 %497, i64 31)
  %499 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = select i1 %488, float %496, float %500
  %502 = sext i32 %lane124 to i64
  %503 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %502
  store float %501, ptr %503, align 4
  %504 = add nsw i32 %lane124, 1
  br label %for.cond121, !llvm.loop !83

for.end123:                                       ; preds = %for.cond121
  br label %for.cond125

for.cond125:                                      ; preds = %for.body126, %for.end123
  %lane128 = phi i32 [ 0, %for.end123 ], [ %515, %for.body126 ]
  %505 = icmp slt i32 %lane128, 16
  br i1 %505, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %506 = sext i32 %lane128 to i64
  %507 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %506
  %lane_acc = load float, ptr %507, align 4
  %508 = add i32 %lane128, 16
  %509 = sext i32 %508 to i64
  %510 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %509
  %lane_next = load float, ptr %510, align 4
  %511 = fcmp ogt float %lane_next, %lane_acc
  %512 = select i1 %511, float %lane_next, float %lane_acc
  %513 = sext i32 %lane128 to i64
  %514 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %513
  store float %512, ptr %514, align 4
  %515 = add nsw i32 %lane128, 1
  br label %for.cond125, !llvm.loop !84

for.end127:                                       ; preds = %for.cond125
  br label %for.cond129

for.cond129:                                      ; preds = %for.body130, %for.end127
  %lane132 = phi i32 [ 0, %for.end127 ], [ %526, %for.body130 ]
  %516 = icmp slt i32 %lane132, 8
  br i1 %516, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  %517 = sext i32 %lane132 to i64
  %518 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %517
  %lane_acc133 = load float, ptr %518, align 4
  %519 = add i32 %lane132, 8
  %520 = sext i32 %519 to i64
  %521 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %520
  %lane_next134 = load float, ptr %521, align 4
  %522 = fcmp ogt float %lane_next134, %lane_acc133
  %523 = select i1 %522, float %lane_next134, float %lane_acc133
  %524 = sext i32 %lane132 to i64
  %525 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %524
  store float %523, ptr %525, align 4
  %526 = add nsw i32 %lane132, 1
  br label %for.cond129, !llvm.loop !85

for.end131:                                       ; preds = %for.cond129
  br label %for.cond135

for.cond135:                                      ; preds = %for.body136, %for.end131
  %lane138 = phi i32 [ 0, %for.end131 ], [ %537, %for.body136 ]
  %527 = icmp slt i32 %lane138, 4
  br i1 %527, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %528 = sext i32 %lane138 to i64
  %529 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %528
  %lane_acc139 = load float, ptr %529, align 4
  %530 = add i32 %lane138, 4
  %531 = sext i32 %530 to i64
  %532 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %531
  %lane_next140 = load float, ptr %532, align 4
  %533 = fcmp ogt float %lane_next140, %lane_acc139
  %534 = select i1 %533, float %lane_next140, float %lane_acc139
  %535 = sext i32 %lane138 to i64
  %536 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %535
  store float %534, ptr %536, align 4
  %537 = add nsw i32 %lane138, 1
  br label %for.cond135, !llvm.loop !86

for.end137:                                       ; preds = %for.cond135
  br label %for.cond141

for.cond141:                                      ; preds = %for.body142, %for.end137
  %lane144 = phi i32 [ 0, %for.end137 ], [ %548, %for.body142 ]
  %538 = icmp slt i32 %lane144, 2
  br i1 %538, label %for.body142, label %for.end143

for.body142:                                      ; preds = %for.cond141
  %539 = sext i32 %lane144 to i64
  %540 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %539
  %lane_acc145 = load float, ptr %540, align 4
  %541 = add i32 %lane144, 2
  %542 = sext i32 %541 to i64
  %543 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %542
  %lane_next146 = load float, ptr %543, align 4
  %544 = fcmp ogt float %lane_next146, %lane_acc145
  %545 = select i1 %544, float %lane_next146, float %lane_acc145
  %546 = sext i32 %lane144 to i64
  %547 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %546
  store float %545, ptr %547, align 4
  %548 = add nsw i32 %lane144, 1
  br label %for.cond141, !llvm.loop !87

for.end143:                                       ; preds = %for.cond141
  br label %for.cond147

for.cond147:                                      ; preds = %for.body148, %for.end143
  %lane150 = phi i32 [ 0, %for.end143 ], [ %559, %for.body148 ]
  %549 = icmp slt i32 %lane150, 1
  br i1 %549, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %550 = sext i32 %lane150 to i64
  %551 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %550
  %lane_acc151 = load float, ptr %551, align 4
  %552 = add i32 %lane150, 1
  %553 = sext i32 %552 to i64
  %554 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %553
  %lane_next152 = load float, ptr %554, align 4
  %555 = fcmp ogt float %lane_next152, %lane_acc151
  %556 = select i1 %555, float %lane_next152, float %lane_acc151
  %557 = sext i32 %lane150 to i64
  %558 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %557
  store float %556, ptr %558, align 4
  %559 = add nsw i32 %lane150, 1
  br label %for.cond147, !llvm.loop !88

for.end149:                                       ; preds = %for.cond147
  %560 = sext i32 %i1 to i64
  %561 = getelementptr inbounds float, ptr %m, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %564 = load float, ptr %563, align 4
  %565 = call float @llvm.maxnum.f32(float %562, float %564)
  %566 = sext i32 %i1 to i64
  %567 = getelementptr inbounds float, ptr %m, i64 %566
  store float %565, ptr %567, align 4
  %568 = sext i32 %i1 to i64
  %569 = getelementptr inbounds float, ptr %m, i64 %568
  %570 = load float, ptr %569, align 4
  %571 = fcmp oeq float %570, 0xFFF0000000000000
  %572 = fcmp une float %tl_dst0, %tl_dst0
  %573 = and i1 %571, %572
  br i1 %573, label %if.then153, label %if.else154

if.then153:                                       ; preds = %for.end149
  %574 = sext i32 %i1 to i64
  %575 = getelementptr inbounds float, ptr %m, i64 %574
  store float %tl_dst0, ptr %575, align 4
  br label %for.cond156

if.else154:                                       ; preds = %for.end149
  br label %if.end155

if.end155:                                        ; preds = %if.else154, %for.end158
  %576 = add nsw i32 %i1, 1
  br label %for.cond108, !llvm.loop !89

for.cond156:                                      ; preds = %for.body157, %if.then153
  %red = phi i32 [ 0, %if.then153 ], [ %590, %for.body157 ]
  %577 = icmp slt i32 %red, 128
  br i1 %577, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %578 = sext i32 %i1 to i64
  %579 = getelementptr inbounds float, ptr %m, i64 %578
  %580 = load float, ptr %579, align 4
  %581 = sext i32 %i1 to i64
  %582 = mul nsw i64 %581, 128
  %583 = sext i32 %red to i64
  %584 = add nsw i64 %582, %583
  %585 = getelementptr inbounds float, ptr %acc_s, i64 %584
  %586 = load float, ptr %585, align 4
  %587 = call float @llvm.maxnum.f32(float %580, float %586)
  %588 = sext i32 %i1 to i64
  %589 = getelementptr inbounds float, ptr %m, i64 %588
  store float %587, ptr %589, align 4
  %590 = add nsw i32 %red, 1
  br label %for.cond156, !llvm.loop !90

for.end158:                                       ; preds = %for.cond156
  br label %if.end155

for.cond159:                                      ; preds = %for.end165, %for.end110
  %i162 = phi i32 [ 0, %for.end110 ], [ %614, %for.end165 ]
  %591 = icmp slt i32 %i162, 192
  br i1 %591, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  br label %for.cond163

for.end161:                                       ; preds = %for.cond159
  br label %for.cond167

for.cond163:                                      ; preds = %for.body164, %for.body160
  %j166 = phi i32 [ 0, %for.body160 ], [ %613, %for.body164 ]
  %592 = icmp slt i32 %j166, 128
  br i1 %592, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %593 = sext i32 %i162 to i64
  %594 = mul nsw i64 %593, 128
  %595 = sext i32 %j166 to i64
  %596 = add nsw i64 %594, %595
  %597 = getelementptr inbounds float, ptr %acc_s, i64 %596
  %598 = load float, ptr %597, align 4
  %599 = sext i32 %i162 to i64
  %600 = getelementptr inbounds float, ptr %m, i64 %599
  %601 = load float, ptr %600, align 4
  %602 = fneg float %601
  %603 = fmul float %602, 0x3FC7154760000000
  %604 = call float @llvm.fma.f32(float %598, float 0x3FC7154760000000, float %603)
  %605 = fpext float %604 to double
  %606 = call double @llvm.exp2.f64(double %605)
  %607 = fptrunc double %606 to float
  %608 = sext i32 %i162 to i64
  %609 = mul nsw i64 %608, 128
  %610 = sext i32 %j166 to i64
  %611 = add nsw i64 %609, %610
  %612 = getelementptr inbounds float, ptr %acc_s, i64 %611
  store float %607, ptr %612, align 4
  %613 = add nsw i32 %j166, 1
  br label %for.cond163, !llvm.loop !91

for.end165:                                       ; preds = %for.cond163
  %614 = add nsw i32 %i162, 1
  br label %for.cond159, !llvm.loop !92

for.cond167:                                      ; preds = %for.end202, %for.end161
  %i2 = phi i32 [ 0, %for.end161 ], [ %741, %for.end202 ]
  %615 = icmp slt i32 %i2, 192
  br i1 %615, label %for.body168, label %for.end169

for.body168:                                      ; preds = %for.cond167
  br label %for.cond170

for.end169:                                       ; preds = %for.cond167
  br label %for.cond204

for.cond170:                                      ; preds = %for.body171, %for.body168
  %lane1 = phi i32 [ 0, %for.body168 ], [ %625, %for.body171 ]
  %616 = icmp slt i32 %lane1, 32
  br i1 %616, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  %617 = sext i32 %i2 to i64
  %618 = mul nsw i64 %617, 128
  %619 = sext i32 %lane1 to i64
  %620 = add nsw i64 %618, %619
  %621 = getelementptr inbounds float, ptr %acc_s, i64 %620
  %622 = load float, ptr %621, align 4
  %623 = sext i32 %lane1 to i64
  %624 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %623
  store float %622, ptr %624, align 4
  %625 = add nsw i32 %lane1, 1
  br label %for.cond170, !llvm.loop !93

for.end172:                                       ; preds = %for.cond170
  br label %for.cond173

for.cond173:                                      ; preds = %for.end178, %for.end172
  %red2 = phi i32 [ 0, %for.end172 ], [ %655, %for.end178 ]
  %626 = icmp slt i32 %red2, 1
  br i1 %626, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  br label %for.cond176

for.end175:                                       ; preds = %for.cond173
  br label %for.cond180

for.cond176:                                      ; preds = %for.body177, %for.body174
  %lane1179 = phi i32 [ 0, %for.body174 ], [ %654, %for.body177 ]
  %627 = icmp slt i32 %lane1179, 32
  br i1 %627, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %628 = sext i32 %lane1179 to i64
  %629 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %628
  %630 = load float, ptr %629, align 4
  %631 = sext i32 %i2 to i64
  %632 = mul nsw i64 %631, 128
  %633 = mul i32 2, %red2
  %634 = add i32 %633, 1
  %635 = mul i32 %634, 32
  %636 = add i32 %635, %lane1179
  %637 = sext i32 %636 to i64
  %638 = add nsw i64 %632, %637
  %639 = getelementptr inbounds float, ptr %acc_s, i64 %638
  %640 = load float, ptr %639, align 4
  %tl_pair3 = fadd float %630, %640
  %641 = sext i32 %i2 to i64
  %642 = mul nsw i64 %641, 128
  %643 = mul i32 2, %red2
  %644 = add i32 %643, 2
  %645 = mul i32 %644, 32
  %646 = add i32 %645, %lane1179
  %647 = sext i32 %646 to i64
  %648 = add nsw i64 %642, %647
  %649 = getelementptr inbounds float, ptr %acc_s, i64 %648
  %650 = load float, ptr %649, align 4
  %651 = fadd float %tl_pair3, %650
  %652 = sext i32 %lane1179 to i64
  %653 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %652
  store float %651, ptr %653, align 4
  %654 = add nsw i32 %lane1179, 1
  br label %for.cond176, !llvm.loop !94

for.end178:                                       ; preds = %for.cond176
  %655 = add nsw i32 %red2, 1
  br label %for.cond173, !llvm.loop !95

for.cond180:                                      ; preds = %for.body181, %for.end175
  %lane1183 = phi i32 [ 0, %for.end175 ], [ %670, %for.body181 ]
  %656 = icmp slt i32 %lane1183, 32
  br i1 %656, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %657 = sext i32 %lane1183 to i64
  %658 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %657
  %659 = load float, ptr %658, align 4
  %660 = sext i32 %i2 to i64
  %661 = mul nsw i64 %660, 128
  %662 = add i32 96, %lane1183
  %663 = sext i32 %662 to i64
  %664 = add nsw i64 %661, %663
  %665 = getelementptr inbounds float, ptr %acc_s, i64 %664
  %666 = load float, ptr %665, align 4
  %667 = fadd float %659, %666
  %668 = sext i32 %lane1183 to i64
  %669 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %668
  store float %667, ptr %669, align 4
  %670 = add nsw i32 %lane1183, 1
  br label %for.cond180, !llvm.loop !96

for.end182:                                       ; preds = %for.cond180
  br label %for.cond184

for.cond184:                                      ; preds = %for.body185, %for.end182
  %lane1187 = phi i32 [ 0, %for.end182 ], [ %682, %for.body185 ]
  %671 = icmp slt i32 %lane1187, 16
  br i1 %671, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %672 = sext i32 %lane1187 to i64
  %673 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %672
  %674 = load float, ptr %673, align 4
  %675 = add i32 %lane1187, 16
  %676 = sext i32 %675 to i64
  %677 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %676
  %678 = load float, ptr %677, align 4
  %679 = fadd float %674, %678
  %680 = sext i32 %lane1187 to i64
  %681 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %680
  store float %679, ptr %681, align 4
  %682 = add nsw i32 %lane1187, 1
  br label %for.cond184, !llvm.loop !97

for.end186:                                       ; preds = %for.cond184
  br label %for.cond188

for.cond188:                                      ; preds = %for.body189, %for.end186
  %lane1191 = phi i32 [ 0, %for.end186 ], [ %694, %for.body189 ]
  %683 = icmp slt i32 %lane1191, 8
  br i1 %683, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %684 = sext i32 %lane1191 to i64
  %685 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %684
  %686 = load float, ptr %685, align 4
  %687 = add i32 %lane1191, 8
  %688 = sext i32 %687 to i64
  %689 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %688
  %690 = load float, ptr %689, align 4
  %691 = fadd float %686, %690
  %692 = sext i32 %lane1191 to i64
  %693 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %692
  store float %691, ptr %693, align 4
  %694 = add nsw i32 %lane1191, 1
  br label %for.cond188, !llvm.loop !98

for.end190:                                       ; preds = %for.cond188
  br label %for.cond192

for.cond192:                                      ; preds = %for.body193, %for.end190
  %lane1195 = phi i32 [ 0, %for.end190 ], [ %706, %for.body193 ]
  %695 = icmp slt i32 %lane1195, 4
  br i1 %695, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %696 = sext i32 %lane1195 to i64
  %697 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %696
  %698 = load float, ptr %697, align 4
  %699 = add i32 %lane1195, 4
  %700 = sext i32 %699 to i64
  %701 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %700
  %702 = load float, ptr %701, align 4
  %703 = fadd float %698, %702
  %704 = sext i32 %lane1195 to i64
  %705 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %704
  store float %703, ptr %705, align 4
  %706 = add nsw i32 %lane1195, 1
  br label %for.cond192, !llvm.loop !99

for.end194:                                       ; preds = %for.cond192
  br label %for.cond196

for.cond196:                                      ; preds = %for.body197, %for.end194
  %lane1199 = phi i32 [ 0, %for.end194 ], [ %718, %for.body197 ]
  %707 = icmp slt i32 %lane1199, 2
  br i1 %707, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %708 = sext i32 %lane1199 to i64
  %709 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %708
  %710 = load float, ptr %709, align 4
  %711 = add i32 %lane1199, 2
  %712 = sext i32 %711 to i64
  %713 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %712
  %714 = load float, ptr %713, align 4
  %715 = fadd float %710, %714
  %716 = sext i32 %lane1199 to i64
  %717 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %716
  store float %715, ptr %717, align 4
  %718 = add nsw i32 %lane1199, 1
  br label %for.cond196, !llvm.loop !100

for.end198:                                       ; preds = %for.cond196
  br label %for.cond200

for.cond200:                                      ; preds = %for.body201, %for.end198
  %lane1203 = phi i32 [ 0, %for.end198 ], [ %730, %for.body201 ]
  %719 = icmp slt i32 %lane1203, 1
  br i1 %719, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %720 = sext i32 %lane1203 to i64
  %721 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %720
  %722 = load float, ptr %721, align 4
  %723 = add i32 %lane1203, 1
  %724 = sext i32 %723 to i64
  %725 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %724
  %726 = load float, ptr %725, align 4
  %727 = fadd float %722, %726
  %728 = sext i32 %lane1203 to i64
  %729 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %728
  store float %727, ptr %729, align 4
  %730 = add nsw i32 %lane1203, 1
  br label %for.cond200, !llvm.loop !101

for.end202:                                       ; preds = %for.cond200
  %731 = sext i32 %i2 to i64
  %732 = getelementptr inbounds float, ptr %row_sum, i64 %731
  store float 0.000000e+00, ptr %732, align 4
  %733 = sext i32 %i2 to i64
  %734 = getelementptr inbounds float, ptr %row_sum, i64 %733
  %735 = load float, ptr %734, align 4
  %736 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %737 = load float, ptr %736, align 4
  %738 = fadd float %735, %737
  %739 = sext i32 %i2 to i64
  %740 = getelementptr inbounds float, ptr %row_sum, i64 %739
  store float %738, ptr %740, align 4
  %741 = add nsw i32 %i2, 1
  br label %for.cond167, !llvm.loop !102

for.cond204:                                      ; preds = %for.body205, %for.end169
  %i207 = phi i32 [ 0, %for.end169 ], [ %765, %for.body205 ]
  %742 = icmp slt i32 %i207, 192
  br i1 %742, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %743 = sext i32 %i207 to i64
  %744 = getelementptr inbounds float, ptr %m_prev, i64 %743
  %745 = load float, ptr %744, align 4
  %746 = sext i32 %i207 to i64
  %747 = getelementptr inbounds float, ptr %m, i64 %746
  %748 = load float, ptr %747, align 4
  %749 = fsub float %745, %748
  %750 = fmul float %749, 0x3FC7154760000000
  %751 = fpext float %750 to double
  %752 = call double @llvm.exp2.f64(double %751)
  %alpha = fptrunc double %752 to float
  %753 = sext i32 %i207 to i64
  %754 = getelementptr inbounds float, ptr %l, i64 %753
  %755 = load float, ptr %754, align 4
  %756 = fmul float %755, %alpha
  %757 = sext i32 %i207 to i64
  %758 = getelementptr inbounds float, ptr %row_sum, i64 %757
  %759 = load float, ptr %758, align 4
  %760 = fadd float %756, %759
  %761 = sext i32 %i207 to i64
  %762 = getelementptr inbounds float, ptr %l, i64 %761
  store float %760, ptr %762, align 4
  %763 = sext i32 %i207 to i64
  %764 = getelementptr inbounds float, ptr %m_prev, i64 %763
  store float %alpha, ptr %764, align 4
  %765 = add nsw i32 %i207, 1
  br label %for.cond204, !llvm.loop !103

for.end206:                                       ; preds = %for.cond204
  br label %for.cond208

for.cond208:                                      ; preds = %for.end214, %for.end206
  %i211 = phi i32 [ 0, %for.end206 ], [ %784, %for.end214 ]
  %766 = icmp slt i32 %i211, 192
  br i1 %766, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  br label %for.cond212

for.end210:                                       ; preds = %for.cond208
  br label %for.cond215

for.cond212:                                      ; preds = %for.body213, %for.body209
  %d = phi i32 [ 0, %for.body209 ], [ %783, %for.body213 ]
  %767 = icmp slt i32 %d, 64
  br i1 %767, label %for.body213, label %for.end214

for.body213:                                      ; preds = %for.cond212
  %768 = sext i32 %i211 to i64
  %769 = mul nsw i64 %768, 64
  %770 = sext i32 %d to i64
  %771 = add nsw i64 %769, %770
  %772 = getelementptr inbounds float, ptr %acc_o, i64 %771
  %773 = load float, ptr %772, align 4
  %774 = sext i32 %i211 to i64
  %775 = getelementptr inbounds float, ptr %m_prev, i64 %774
  %776 = load float, ptr %775, align 4
  %777 = fmul float %773, %776
  %778 = sext i32 %i211 to i64
  %779 = mul nsw i64 %778, 64
  %780 = sext i32 %d to i64
  %781 = add nsw i64 %779, %780
  %782 = getelementptr inbounds float, ptr %acc_o, i64 %781
  store float %777, ptr %782, align 4
  %783 = add nsw i32 %d, 1
  br label %for.cond212, !llvm.loop !104

for.end214:                                       ; preds = %for.cond212
  %784 = add nsw i32 %i211, 1
  br label %for.cond208, !llvm.loop !105

for.cond215:                                      ; preds = %for.end221, %for.end210
  %i3218 = phi i32 [ 0, %for.end210 ], [ %804, %for.end221 ]
  %785 = icmp slt i32 %i3218, 192
  br i1 %785, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  br label %for.cond219

for.end217:                                       ; preds = %for.cond215
  call void @tilec_rt_gemm_f16f32(i32 192, i32 64, i32 128, ptr %P_s, i32 128, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %786 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !106

for.cond219:                                      ; preds = %for.body220, %for.body216
  %j1222 = phi i32 [ 0, %for.body216 ], [ %803, %for.body220 ]
  %787 = icmp slt i32 %j1222, 128
  br i1 %787, label %for.body220, label %for.end221

for.body220:                                      ; preds = %for.cond219
  %788 = sext i32 %i3218 to i64
  %789 = mul nsw i64 %788, 128
  %790 = sext i32 %j1222 to i64
  %791 = add nsw i64 %789, %790
  %792 = getelementptr inbounds float, ptr %acc_s, i64 %791
  %793 = load float, ptr %792, align 4
  %794 = fptrunc float %793 to half
  %795 = fpext half %794 to float
  %796 = sext i32 %i3218 to i64
  %797 = mul nsw i64 %796, 128
  %798 = sext i32 %j1222 to i64
  %799 = add nsw i64 %797, %798
  %800 = getelementptr inbounds i16, ptr %P_s, i64 %799
  %801 = fptrunc float %795 to half
  %802 = bitcast half %801 to i16
  store i16 %802, ptr %800, align 2
  %803 = add nsw i32 %j1222, 1
  br label %for.cond219, !llvm.loop !107

for.end221:                                       ; preds = %for.cond219
  %804 = add nsw i32 %i3218, 1
  br label %for.cond215, !llvm.loop !108

for.cond223:                                      ; preds = %for.body224, %for.end30
  %i226 = phi i32 [ 0, %for.end30 ], [ %812, %for.body224 ]
  %805 = icmp slt i32 %i226, 192
  br i1 %805, label %for.body224, label %for.end225

for.body224:                                      ; preds = %for.cond223
  %806 = sext i32 %i226 to i64
  %807 = getelementptr inbounds float, ptr %l, i64 %806
  %808 = load float, ptr %807, align 4
  %809 = fdiv float 1.000000e+00, %808
  %810 = sext i32 %i226 to i64
  %811 = getelementptr inbounds float, ptr %l, i64 %810
  store float %809, ptr %811, align 4
  %812 = add nsw i32 %i226, 1
  br label %for.cond223, !llvm.loop !109

for.end225:                                       ; preds = %for.cond223
  br label %for.cond227

for.cond227:                                      ; preds = %if.end233, %for.end225
  %i230 = phi i32 [ 0, %for.end225 ], [ %825, %if.end233 ]
  %813 = icmp slt i32 %i230, 192
  br i1 %813, label %for.body228, label %for.end229

for.body228:                                      ; preds = %for.cond227
  %814 = icmp sle i32 0, %bz
  %815 = icmp slt i32 %bz, %BH
  %816 = and i1 %814, %815
  %817 = mul i32 %bx, 192
  %818 = add i32 %817, %i230
  %819 = icmp sle i32 0, %818
  %820 = mul i32 %bx, 192
  %821 = add i32 %820, %i230
  %822 = icmp slt i32 %821, %S
  %823 = and i1 %819, %822
  %824 = and i1 %816, %823
  br i1 %824, label %if.then231, label %if.else232

for.end229:                                       ; preds = %for.cond227
  ret void

if.then231:                                       ; preds = %for.body228
  br label %for.cond234

if.else232:                                       ; preds = %for.body228
  br label %if.end233

if.end233:                                        ; preds = %if.else232, %for.end236
  %825 = add nsw i32 %i230, 1
  br label %for.cond227, !llvm.loop !110

for.cond234:                                      ; preds = %for.body235, %if.then231
  %d1 = phi i32 [ 0, %if.then231 ], [ %854, %for.body235 ]
  %826 = icmp slt i32 %d1, 64
  br i1 %826, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  %827 = sext i32 %i230 to i64
  %828 = mul nsw i64 %827, 64
  %829 = add i32 0, %d1
  %830 = sext i32 %829 to i64
  %831 = add nsw i64 %828, %830
  %832 = getelementptr inbounds float, ptr %acc_o, i64 %831
  %833 = load float, ptr %832, align 4
  %834 = sext i32 %i230 to i64
  %835 = getelementptr inbounds float, ptr %l, i64 %834
  %836 = load float, ptr %835, align 4
  %837 = fmul float %833, %836
  %838 = fptrunc float %837 to half
  %839 = fpext half %838 to float
  %840 = sext i32 %bz to i64
  %841 = sext i32 %S to i64
  %842 = mul nsw i64 %840, %841
  %843 = mul i32 %bx, 192
  %844 = add i32 %843, %i230
  %845 = sext i32 %844 to i64
  %846 = add nsw i64 %842, %845
  %847 = mul nsw i64 %846, 64
  %848 = add i32 0, %d1
  %849 = sext i32 %848 to i64
  %850 = add nsw i64 %847, %849
  %851 = getelementptr inbounds i16, ptr %O, i64 %850
  %852 = fptrunc float %839 to half
  %853 = bitcast half %852 to i16
  store i16 %853, ptr %851, align 2
  %854 = add nsw i32 %d1, 1
  br label %for.cond234, !llvm.loop !111

for.end236:                                       ; preds = %for.cond234
  br label %if.end233
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
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1, !2}
