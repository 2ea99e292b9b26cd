; ModuleID = 'flash_attention.tile'
source_filename = "flash_attention.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_flash_attention = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_flash_attention_swz = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_flash_attention_rows = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_flash_attention_rows_preg = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_flash_attention_rows_qpreg = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @flash_attention_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %BH, i32 %S, i32 %bx, i32 %bz) #0 {
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
  %0 = sext i32 %bz to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %BH to i64
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
  br i1 %12, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i3, 64
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
  %18 = mul i32 %bx, 64
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
  %38 = icmp slt i32 %i37, 64
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
  %43 = mul i32 %bx, 64
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i37 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 64
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
  %60 = mul i32 %bx, 64
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
  %80 = icmp slt i32 %i315, 64
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
  %89 = icmp slt i32 %i323, 64
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
  %93 = icmp slt i32 %i327, 64
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i327 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !9

for.end26:                                        ; preds = %for.cond24
  %97 = sext i32 %S to i64
  %98 = sdiv i64 %97, 64
  %99 = sub i64 0, %97
  %100 = select i1 false, i64 %99, i64 %98
  %101 = srem i64 %97, 64
  %102 = icmp ne i64 %101, 0
  %103 = icmp slt i64 %97, 0
  %104 = icmp eq i1 %103, false
  %105 = and i1 %102, %104
  %106 = zext i1 %105 to i64
  %107 = add i64 %100, %106
  %108 = trunc i64 %107 to i32
  %109 = sext i32 %S to i64
  %110 = sdiv i64 %109, 64
  %111 = sub i64 0, %109
  %112 = select i1 false, i64 %111, i64 %110
  %113 = srem i64 %109, 64
  %114 = icmp ne i64 %113, 0
  %115 = icmp slt i64 %109, 0
  %116 = icmp eq i1 %115, false
  %117 = and i1 %114, %116
  %118 = zext i1 %117 to i64
  %119 = add i64 %112, %118
  %120 = trunc i64 %119 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end160, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %501, %for.end160 ]
  %121 = icmp slt i32 %kb, %108
  br i1 %121, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %122 = sext i32 %bz to i64
  %123 = add i64 %122, 1
  %124 = sext i32 %BH to i64
  %125 = icmp sle i64 %123, %124
  %126 = mul i32 %kb, 64
  %127 = icmp sle i32 0, %126
  %128 = mul i32 %kb, 64
  %129 = sext i32 %128 to i64
  %130 = add i64 %129, 64
  %131 = sext i32 %S to i64
  %132 = icmp sle i64 %130, %131
  %133 = and i1 %127, %132
  %134 = and i1 %125, %133
  br i1 %134, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond166

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond48

if.end33:                                         ; preds = %for.end50, %for.end36
  %135 = sext i32 %bz to i64
  %136 = add i64 %135, 1
  %137 = sext i32 %BH to i64
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
  br i1 %147, label %if.then59, label %if.else60

for.cond34:                                       ; preds = %for.end46, %if.then31
  %i337 = phi i32 [ 0, %if.then31 ], [ %189, %for.end46 ]
  %148 = icmp slt i32 %i337, 64
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
  %156 = mul i32 %155, 64
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
  %170 = mul i32 %kb, 64
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
  %190 = icmp slt i32 %i351, 64
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
  %195 = mul i32 %kb, 64
  %196 = sext i32 %195 to i64
  %197 = sext i32 %i351 to i64
  %198 = add i64 %196, %197
  %199 = icmp sle i64 0, %198
  %200 = mul i32 %kb, 64
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
  %212 = mul i32 %kb, 64
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
  %232 = icmp slt i32 %i365, 64
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
  %240 = mul i32 %239, 64
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
  %254 = mul i32 %kb, 64
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
  %274 = icmp slt i32 %i379, 64
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
  %279 = mul i32 %kb, 64
  %280 = sext i32 %279 to i64
  %281 = sext i32 %i379 to i64
  %282 = add i64 %280, %281
  %283 = icmp sle i64 0, %282
  %284 = mul i32 %kb, 64
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
  %296 = mul i32 %kb, 64
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
  %i390 = phi i32 [ 0, %if.end61 ], [ %324, %for.end93 ]
  %316 = icmp slt i32 %i390, 64
  br i1 %316, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  br label %for.cond91

for.end89:                                        ; preds = %for.cond87
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond95

for.cond91:                                       ; preds = %for.body92, %for.body88
  %j194 = phi i32 [ 0, %for.body88 ], [ %323, %for.body92 ]
  %317 = icmp slt i32 %j194, 64
  br i1 %317, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %318 = sext i32 %i390 to i64
  %319 = mul nsw i64 %318, 64
  %320 = sext i32 %j194 to i64
  %321 = add nsw i64 %319, %320
  %322 = getelementptr inbounds float, ptr %acc_s, i64 %321
  store float 0.000000e+00, ptr %322, align 4
  %323 = add nsw i32 %j194, 1
  br label %for.cond91, !llvm.loop !20

for.end93:                                        ; preds = %for.cond91
  %324 = add nsw i32 %i390, 1
  br label %for.cond87, !llvm.loop !21

for.cond95:                                       ; preds = %for.end100, %for.end89
  %i = phi i32 [ 0, %for.end89 ], [ %345, %for.end100 ]
  %325 = icmp slt i32 %i, 64
  br i1 %325, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  br label %for.cond98

for.end97:                                        ; preds = %for.cond95
  br label %for.cond101

for.cond98:                                       ; preds = %for.body99, %for.body96
  %j = phi i32 [ 0, %for.body96 ], [ %344, %for.body99 ]
  %326 = icmp slt i32 %j, 64
  br i1 %326, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %327 = mul i32 %kb, 64
  %328 = add i32 %327, %j
  %329 = icmp slt i32 %328, %S
  %330 = sext i32 %i to i64
  %331 = mul nsw i64 %330, 64
  %332 = sext i32 %j to i64
  %333 = add nsw i64 %331, %332
  %334 = call i64 @llvm.umin.i64(i64 %333, i64 4095)
  %335 = getelementptr inbounds float, ptr %acc_s, i64 %334
  %336 = load float, ptr %335, align 4
  %337 = fmul float %336, 1.250000e-01
  %338 = select i1 %329, float %337, float 0xFFF0000000000000
  %339 = sext i32 %i to i64
  %340 = mul nsw i64 %339, 64
  %341 = sext i32 %j to i64
  %342 = add nsw i64 %340, %341
  %343 = getelementptr inbounds float, ptr %acc_s, i64 %342
  store float %338, ptr %343, align 4
  %344 = add nsw i32 %j, 1
  br label %for.cond98, !llvm.loop !22

for.end100:                                       ; preds = %for.cond98
  %345 = add nsw i32 %i, 1
  br label %for.cond95, !llvm.loop !23

for.cond101:                                      ; preds = %for.body102, %for.end97
  %i3104 = phi i32 [ 0, %for.end97 ], [ %352, %for.body102 ]
  %346 = icmp slt i32 %i3104, 64
  br i1 %346, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %347 = sext i32 %i3104 to i64
  %348 = getelementptr inbounds float, ptr %m, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %i3104 to i64
  %351 = getelementptr inbounds float, ptr %m_prev, i64 %350
  store float %349, ptr %351, align 4
  %352 = add nsw i32 %i3104, 1
  br label %for.cond101, !llvm.loop !24

for.end103:                                       ; preds = %for.cond101
  br label %for.cond105

for.cond105:                                      ; preds = %for.end120, %for.end103
  %i1 = phi i32 [ 0, %for.end103 ], [ %395, %for.end120 ]
  %353 = icmp slt i32 %i1, 64
  br i1 %353, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  br label %for.cond108

for.end107:                                       ; preds = %for.cond105
  br label %for.cond122

for.cond108:                                      ; preds = %for.body109, %for.body106
  %lane = phi i32 [ 0, %for.body106 ], [ %363, %for.body109 ]
  %354 = icmp slt i32 %lane, 32
  br i1 %354, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %355 = sext i32 %i1 to i64
  %356 = mul nsw i64 %355, 64
  %357 = sext i32 %lane to i64
  %358 = add nsw i64 %356, %357
  %359 = getelementptr inbounds float, ptr %acc_s, i64 %358
  %360 = load float, ptr %359, align 4
  %361 = sext i32 %lane to i64
  %362 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %361
  store float %360, ptr %362, align 4
  %363 = add nsw i32 %lane, 1
  br label %for.cond108, !llvm.loop !25

for.end110:                                       ; preds = %for.cond108
  br label %for.cond111

for.cond111:                                      ; preds = %for.end116, %for.end110
  %red = phi i32 [ 0, %for.end110 ], [ %383, %for.end116 ]
  %364 = icmp slt i32 %red, 1
  br i1 %364, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  br label %for.cond114

for.end113:                                       ; preds = %for.cond111
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body112
  %lane117 = phi i32 [ 0, %for.body112 ], [ %382, %for.body115 ]
  %365 = icmp slt i32 %lane117, 32
  br i1 %365, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %366 = sext i32 %lane117 to i64
  %367 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %366
  %lane_acc = load float, ptr %367, align 4
  %368 = sext i32 %i1 to i64
  %369 = mul nsw i64 %368, 64
  %370 = add i32 %red, 1
  %371 = mul i32 %370, 32
  %372 = add i32 %371, %lane117
  %373 = sext i32 %372 to i64
  %374 = add nsw i64 %369, %373
  %375 = getelementptr inbounds float, ptr %acc_s, i64 %374
  %lane_next = load float, ptr %375, align 4
  %376 = fcmp une float %lane_next, %lane_next
  %377 = fcmp ogt float %lane_acc, %lane_next
  %378 = select i1 %377, float %lane_acc, float %lane_next
  %379 = select i1 %376, float %lane_acc, float %378
  %380 = sext i32 %lane117 to i64
  %381 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %380
  store float %379, ptr %381, align 4
  %382 = add nsw i32 %lane117, 1
  br label %for.cond114, !llvm.loop !26

for.end116:                                       ; preds = %for.cond114
  %383 = add nsw i32 %red, 1
  br label %for.cond111, !llvm.loop !27

for.cond118:                                      ; preds = %for.body119, %for.end113
  %lane121 = phi i32 [ 0, %for.end113 ], [ %394, %for.body119 ]
  %384 = icmp slt i32 %lane121, 32
  br i1 %384, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %385 = sext i32 %i1 to i64
  %386 = getelementptr inbounds float, ptr %m, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = sext i32 %lane121 to i64
  %389 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %388
  %390 = load float, ptr %389, align 4
  %391 = call float @llvm.maxnum.f32(float %387, float %390)
  %392 = sext i32 %i1 to i64
  %393 = getelementptr inbounds float, ptr %m, i64 %392
  store float %391, ptr %393, align 4
  %394 = add nsw i32 %lane121, 1
  br label %for.cond118, !llvm.loop !28

for.end120:                                       ; preds = %for.cond118
  %395 = add nsw i32 %i1, 1
  br label %for.cond105, !llvm.loop !29

for.cond122:                                      ; preds = %for.end128, %for.end107
  %i125 = phi i32 [ 0, %for.end107 ], [ %415, %for.end128 ]
  %396 = icmp slt i32 %i125, 64
  br i1 %396, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  br label %for.cond126

for.end124:                                       ; preds = %for.cond122
  br label %for.cond130

for.cond126:                                      ; preds = %for.body127, %for.body123
  %j129 = phi i32 [ 0, %for.body123 ], [ %414, %for.body127 ]
  %397 = icmp slt i32 %j129, 64
  br i1 %397, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %398 = sext i32 %i125 to i64
  %399 = mul nsw i64 %398, 64
  %400 = sext i32 %j129 to i64
  %401 = add nsw i64 %399, %400
  %402 = getelementptr inbounds float, ptr %acc_s, i64 %401
  %403 = load float, ptr %402, align 4
  %404 = sext i32 %i125 to i64
  %405 = getelementptr inbounds float, ptr %m, i64 %404
  %406 = load float, ptr %405, align 4
  %407 = fsub float %403, %406
  %408 = call float @tilec_expf(float %407)
  %409 = sext i32 %i125 to i64
  %410 = mul nsw i64 %409, 64
  %411 = sext i32 %j129 to i64
  %412 = add nsw i64 %410, %411
  %413 = getelementptr inbounds float, ptr %acc_s, i64 %412
  store float %408, ptr %413, align 4
  %414 = add nsw i32 %j129, 1
  br label %for.cond126, !llvm.loop !30

for.end128:                                       ; preds = %for.cond126
  %415 = add nsw i32 %i125, 1
  br label %for.cond122, !llvm.loop !31

for.cond130:                                      ; preds = %for.end145, %for.end124
  %i2 = phi i32 [ 0, %for.end124 ], [ %459, %for.end145 ]
  %416 = icmp slt i32 %i2, 64
  br i1 %416, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  br label %for.cond147

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane1 = phi i32 [ 0, %for.body131 ], [ %426, %for.body134 ]
  %417 = icmp slt i32 %lane1, 32
  br i1 %417, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %418 = sext i32 %i2 to i64
  %419 = mul nsw i64 %418, 64
  %420 = sext i32 %lane1 to i64
  %421 = add nsw i64 %419, %420
  %422 = getelementptr inbounds float, ptr %acc_s, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = sext i32 %lane1 to i64
  %425 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %424
  store float %423, ptr %425, align 4
  %426 = add nsw i32 %lane1, 1
  br label %for.cond133, !llvm.loop !32

for.end135:                                       ; preds = %for.cond133
  br label %for.cond136

for.cond136:                                      ; preds = %for.end141, %for.end135
  %red1 = phi i32 [ 0, %for.end135 ], [ %447, %for.end141 ]
  %427 = icmp slt i32 %red1, 1
  br i1 %427, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  br label %for.cond139

for.end138:                                       ; preds = %for.cond136
  %428 = sext i32 %i2 to i64
  %429 = getelementptr inbounds float, ptr %row_sum, i64 %428
  store float 0.000000e+00, ptr %429, align 4
  br label %for.cond143

for.cond139:                                      ; preds = %for.body140, %for.body137
  %lane1142 = phi i32 [ 0, %for.body137 ], [ %446, %for.body140 ]
  %430 = icmp slt i32 %lane1142, 32
  br i1 %430, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  %431 = sext i32 %lane1142 to i64
  %432 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %431
  %433 = load float, ptr %432, align 4
  %434 = sext i32 %i2 to i64
  %435 = mul nsw i64 %434, 64
  %436 = add i32 %red1, 1
  %437 = mul i32 %436, 32
  %438 = add i32 %437, %lane1142
  %439 = sext i32 %438 to i64
  %440 = add nsw i64 %435, %439
  %441 = getelementptr inbounds float, ptr %acc_s, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = fadd float %433, %442
  %444 = sext i32 %lane1142 to i64
  %445 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %444
  store float %443, ptr %445, align 4
  %446 = add nsw i32 %lane1142, 1
  br label %for.cond139, !llvm.loop !33

for.end141:                                       ; preds = %for.cond139
  %447 = add nsw i32 %red1, 1
  br label %for.cond136, !llvm.loop !34

for.cond143:                                      ; preds = %for.body144, %for.end138
  %lane1146 = phi i32 [ 0, %for.end138 ], [ %458, %for.body144 ]
  %448 = icmp slt i32 %lane1146, 32
  br i1 %448, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %449 = sext i32 %i2 to i64
  %450 = getelementptr inbounds float, ptr %row_sum, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = sext i32 %lane1146 to i64
  %453 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %452
  %454 = load float, ptr %453, align 4
  %455 = fadd float %451, %454
  %456 = sext i32 %i2 to i64
  %457 = getelementptr inbounds float, ptr %row_sum, i64 %456
  store float %455, ptr %457, align 4
  %458 = add nsw i32 %lane1146, 1
  br label %for.cond143, !llvm.loop !35

for.end145:                                       ; preds = %for.cond143
  %459 = add nsw i32 %i2, 1
  br label %for.cond130, !llvm.loop !36

for.cond147:                                      ; preds = %for.body148, %for.end132
  %i150 = phi i32 [ 0, %for.end132 ], [ %480, %for.body148 ]
  %460 = icmp slt i32 %i150, 64
  br i1 %460, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %461 = sext i32 %i150 to i64
  %462 = getelementptr inbounds float, ptr %m_prev, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = sext i32 %i150 to i64
  %465 = getelementptr inbounds float, ptr %m, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = fsub float %463, %466
  %alpha = call float @tilec_expf(float %467)
  %468 = sext i32 %i150 to i64
  %469 = getelementptr inbounds float, ptr %l, i64 %468
  %470 = load float, ptr %469, align 4
  %471 = fmul float %470, %alpha
  %472 = sext i32 %i150 to i64
  %473 = getelementptr inbounds float, ptr %row_sum, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = fadd float %471, %474
  %476 = sext i32 %i150 to i64
  %477 = getelementptr inbounds float, ptr %l, i64 %476
  store float %475, ptr %477, align 4
  %478 = sext i32 %i150 to i64
  %479 = getelementptr inbounds float, ptr %m_prev, i64 %478
  store float %alpha, ptr %479, align 4
  %480 = add nsw i32 %i150, 1
  br label %for.cond147, !llvm.loop !37

for.end149:                                       ; preds = %for.cond147
  br label %for.cond151

for.cond151:                                      ; preds = %for.end157, %for.end149
  %i154 = phi i32 [ 0, %for.end149 ], [ %499, %for.end157 ]
  %481 = icmp slt i32 %i154, 64
  br i1 %481, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  br label %for.cond155

for.end153:                                       ; preds = %for.cond151
  br label %for.cond158

for.cond155:                                      ; preds = %for.body156, %for.body152
  %d = phi i32 [ 0, %for.body152 ], [ %498, %for.body156 ]
  %482 = icmp slt i32 %d, 64
  br i1 %482, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %483 = sext i32 %i154 to i64
  %484 = mul nsw i64 %483, 64
  %485 = sext i32 %d to i64
  %486 = add nsw i64 %484, %485
  %487 = getelementptr inbounds float, ptr %acc_o, i64 %486
  %488 = load float, ptr %487, align 4
  %489 = sext i32 %i154 to i64
  %490 = getelementptr inbounds float, ptr %m_prev, i64 %489
  %491 = load float, ptr %490, align 4
  %492 = fmul float %488, %491
  %493 = sext i32 %i154 to i64
  %494 = mul nsw i64 %493, 64
  %495 = sext i32 %d to i64
  %496 = add nsw i64 %494, %495
  %497 = getelementptr inbounds float, ptr %acc_o, i64 %496
  store float %492, ptr %497, align 4
  %498 = add nsw i32 %d, 1
  br label %for.cond155, !llvm.loop !38

for.end157:                                       ; preds = %for.cond155
  %499 = add nsw i32 %i154, 1
  br label %for.cond151, !llvm.loop !39

for.cond158:                                      ; preds = %for.end164, %for.end153
  %i3161 = phi i32 [ 0, %for.end153 ], [ %519, %for.end164 ]
  %500 = icmp slt i32 %i3161, 64
  br i1 %500, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  br label %for.cond162

for.end160:                                       ; preds = %for.cond158
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %501 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !40

for.cond162:                                      ; preds = %for.body163, %for.body159
  %j1165 = phi i32 [ 0, %for.body159 ], [ %518, %for.body163 ]
  %502 = icmp slt i32 %j1165, 64
  br i1 %502, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %503 = sext i32 %i3161 to i64
  %504 = mul nsw i64 %503, 64
  %505 = sext i32 %j1165 to i64
  %506 = add nsw i64 %504, %505
  %507 = getelementptr inbounds float, ptr %acc_s, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = fptrunc float %508 to half
  %510 = fpext half %509 to float
  %511 = sext i32 %i3161 to i64
  %512 = mul nsw i64 %511, 64
  %513 = sext i32 %j1165 to i64
  %514 = add nsw i64 %512, %513
  %515 = getelementptr inbounds i16, ptr %P_s, i64 %514
  %516 = fptrunc float %510 to half
  %517 = bitcast half %516 to i16
  store i16 %517, ptr %515, align 2
  %518 = add nsw i32 %j1165, 1
  br label %for.cond162, !llvm.loop !41

for.end164:                                       ; preds = %for.cond162
  %519 = add nsw i32 %i3161, 1
  br label %for.cond158, !llvm.loop !42

for.cond166:                                      ; preds = %if.end172, %for.end30
  %i169 = phi i32 [ 0, %for.end30 ], [ %532, %if.end172 ]
  %520 = icmp slt i32 %i169, 64
  br i1 %520, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %521 = icmp sle i32 0, %bz
  %522 = icmp slt i32 %bz, %BH
  %523 = and i1 %521, %522
  %524 = mul i32 %bx, 64
  %525 = add i32 %524, %i169
  %526 = icmp sle i32 0, %525
  %527 = mul i32 %bx, 64
  %528 = add i32 %527, %i169
  %529 = icmp slt i32 %528, %S
  %530 = and i1 %526, %529
  %531 = and i1 %523, %530
  br i1 %531, label %if.then170, label %if.else171

for.end168:                                       ; preds = %for.cond166
  ret void

if.then170:                                       ; preds = %for.body167
  br label %for.cond173

if.else171:                                       ; preds = %for.body167
  br label %if.end172

if.end172:                                        ; preds = %if.else171, %for.end175
  %532 = add nsw i32 %i169, 1
  br label %for.cond166, !llvm.loop !43

for.cond173:                                      ; preds = %for.body174, %if.then170
  %d1 = phi i32 [ 0, %if.then170 ], [ %561, %for.body174 ]
  %533 = icmp slt i32 %d1, 64
  br i1 %533, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %534 = sext i32 %i169 to i64
  %535 = mul nsw i64 %534, 64
  %536 = add i32 0, %d1
  %537 = sext i32 %536 to i64
  %538 = add nsw i64 %535, %537
  %539 = getelementptr inbounds float, ptr %acc_o, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = sext i32 %i169 to i64
  %542 = getelementptr inbounds float, ptr %l, i64 %541
  %543 = load float, ptr %542, align 4
  %544 = fdiv float %540, %543
  %545 = fptrunc float %544 to half
  %546 = fpext half %545 to float
  %547 = sext i32 %bz to i64
  %548 = sext i32 %S to i64
  %549 = mul nsw i64 %547, %548
  %550 = mul i32 %bx, 64
  %551 = add i32 %550, %i169
  %552 = sext i32 %551 to i64
  %553 = add nsw i64 %549, %552
  %554 = mul nsw i64 %553, 64
  %555 = add i32 0, %d1
  %556 = sext i32 %555 to i64
  %557 = add nsw i64 %554, %556
  %558 = getelementptr inbounds i16, ptr %O, i64 %557
  %559 = fptrunc float %546 to half
  %560 = bitcast half %559 to i16
  store i16 %560, ptr %558, align 2
  %561 = add nsw i32 %d1, 1
  br label %for.cond173, !llvm.loop !44

for.end175:                                       ; preds = %for.cond173
  br label %if.end172
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
  %2 = fcmp ogt float %0, -1.040000e+02
  %3 = select i1 %2, float %0, float 0.000000e+00
  %4 = fcmp olt float %3, 8.900000e+01
  %5 = select i1 %4, float %3, float 8.900000e+01
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
define internal void @flash_attention_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_flash_attention, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_flash_attention, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_flash_attention, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_flash_attention, ptr %ctx, i32 0, i32 6
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
  call void @flash_attention_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_flash_attention(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_flash_attention, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %BH = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 4
  store i32 %BH, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %S = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 5
  store i32 %S, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 6
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
  %45 = call i32 @tilec_rt_run_blocks(i64 %44, i32 %nworkers, ptr @flash_attention_task, ptr %a)
  ret i32 %45

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @flash_attention_swz_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %BH, i32 %S, i32 %bx, i32 %bz) #0 {
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
  %0 = sext i32 %bz to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %BH to i64
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
  br i1 %12, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i3, 64
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
  %18 = mul i32 %bx, 64
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
  br label %for.cond1, !llvm.loop !45

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !46

for.cond4:                                        ; preds = %for.end10, %if.else
  %i37 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i37, 64
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
  %43 = mul i32 %bx, 64
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i37 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 64
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
  br label %for.cond4, !llvm.loop !47

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %bz to i64
  %58 = sext i32 %S to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %bx, 64
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
  br label %for.cond8, !llvm.loop !48

for.cond12:                                       ; preds = %for.end18, %if.end
  %i315 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i315, 64
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
  br label %for.cond16, !llvm.loop !49

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !50

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 64
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !51

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i327 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i327, 64
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i327 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !52

for.end26:                                        ; preds = %for.cond24
  %97 = sext i32 %S to i64
  %98 = sdiv i64 %97, 64
  %99 = sub i64 0, %97
  %100 = select i1 false, i64 %99, i64 %98
  %101 = srem i64 %97, 64
  %102 = icmp ne i64 %101, 0
  %103 = icmp slt i64 %97, 0
  %104 = icmp eq i1 %103, false
  %105 = and i1 %102, %104
  %106 = zext i1 %105 to i64
  %107 = add i64 %100, %106
  %108 = trunc i64 %107 to i32
  %109 = sext i32 %S to i64
  %110 = sdiv i64 %109, 64
  %111 = sub i64 0, %109
  %112 = select i1 false, i64 %111, i64 %110
  %113 = srem i64 %109, 64
  %114 = icmp ne i64 %113, 0
  %115 = icmp slt i64 %109, 0
  %116 = icmp eq i1 %115, false
  %117 = and i1 %114, %116
  %118 = zext i1 %117 to i64
  %119 = add i64 %112, %118
  %120 = trunc i64 %119 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end160, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %501, %for.end160 ]
  %121 = icmp slt i32 %kb, %108
  br i1 %121, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %122 = sext i32 %bz to i64
  %123 = add i64 %122, 1
  %124 = sext i32 %BH to i64
  %125 = icmp sle i64 %123, %124
  %126 = mul i32 %kb, 64
  %127 = icmp sle i32 0, %126
  %128 = mul i32 %kb, 64
  %129 = sext i32 %128 to i64
  %130 = add i64 %129, 64
  %131 = sext i32 %S to i64
  %132 = icmp sle i64 %130, %131
  %133 = and i1 %127, %132
  %134 = and i1 %125, %133
  br i1 %134, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond166

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond48

if.end33:                                         ; preds = %for.end50, %for.end36
  %135 = sext i32 %bz to i64
  %136 = add i64 %135, 1
  %137 = sext i32 %BH to i64
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
  br i1 %147, label %if.then59, label %if.else60

for.cond34:                                       ; preds = %for.end46, %if.then31
  %i337 = phi i32 [ 0, %if.then31 ], [ %189, %for.end46 ]
  %148 = icmp slt i32 %i337, 64
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
  %156 = mul i32 %155, 64
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
  br label %for.cond41, !llvm.loop !53

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
  %170 = mul i32 %kb, 64
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
  br label %for.cond44, !llvm.loop !54

for.end46:                                        ; preds = %for.cond44
  %189 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !55

for.cond48:                                       ; preds = %for.end54, %if.else32
  %i351 = phi i32 [ 0, %if.else32 ], [ %208, %for.end54 ]
  %190 = icmp slt i32 %i351, 64
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
  %195 = mul i32 %kb, 64
  %196 = sext i32 %195 to i64
  %197 = sext i32 %i351 to i64
  %198 = add i64 %196, %197
  %199 = icmp sle i64 0, %198
  %200 = mul i32 %kb, 64
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
  br label %for.cond48, !llvm.loop !56

sel.then56:                                       ; preds = %for.body53
  %209 = sext i32 %bz to i64
  %210 = sext i32 %S to i64
  %211 = mul nsw i64 %209, %210
  %212 = mul i32 %kb, 64
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
  br label %for.cond52, !llvm.loop !57

if.then59:                                        ; preds = %if.end33
  br label %for.cond62

if.else60:                                        ; preds = %if.end33
  br label %for.cond76

if.end61:                                         ; preds = %for.end78, %for.end64
  br label %for.cond87

for.cond62:                                       ; preds = %for.end74, %if.then59
  %i365 = phi i32 [ 0, %if.then59 ], [ %273, %for.end74 ]
  %232 = icmp slt i32 %i365, 64
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
  %240 = mul i32 %239, 64
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
  br label %for.cond69, !llvm.loop !58

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
  %254 = mul i32 %kb, 64
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
  br label %for.cond72, !llvm.loop !59

for.end74:                                        ; preds = %for.cond72
  %273 = add nsw i32 %i365, 1
  br label %for.cond62, !llvm.loop !60

for.cond76:                                       ; preds = %for.end82, %if.else60
  %i379 = phi i32 [ 0, %if.else60 ], [ %292, %for.end82 ]
  %274 = icmp slt i32 %i379, 64
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
  %279 = mul i32 %kb, 64
  %280 = sext i32 %279 to i64
  %281 = sext i32 %i379 to i64
  %282 = add i64 %280, %281
  %283 = icmp sle i64 0, %282
  %284 = mul i32 %kb, 64
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
  br label %for.cond76, !llvm.loop !61

sel.then84:                                       ; preds = %for.body81
  %293 = sext i32 %bz to i64
  %294 = sext i32 %S to i64
  %295 = mul nsw i64 %293, %294
  %296 = mul i32 %kb, 64
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
  br label %for.cond80, !llvm.loop !62

for.cond87:                                       ; preds = %for.end93, %if.end61
  %i390 = phi i32 [ 0, %if.end61 ], [ %324, %for.end93 ]
  %316 = icmp slt i32 %i390, 64
  br i1 %316, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  br label %for.cond91

for.end89:                                        ; preds = %for.cond87
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond95

for.cond91:                                       ; preds = %for.body92, %for.body88
  %j194 = phi i32 [ 0, %for.body88 ], [ %323, %for.body92 ]
  %317 = icmp slt i32 %j194, 64
  br i1 %317, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %318 = sext i32 %i390 to i64
  %319 = mul nsw i64 %318, 64
  %320 = sext i32 %j194 to i64
  %321 = add nsw i64 %319, %320
  %322 = getelementptr inbounds float, ptr %acc_s, i64 %321
  store float 0.000000e+00, ptr %322, align 4
  %323 = add nsw i32 %j194, 1
  br label %for.cond91, !llvm.loop !63

for.end93:                                        ; preds = %for.cond91
  %324 = add nsw i32 %i390, 1
  br label %for.cond87, !llvm.loop !64

for.cond95:                                       ; preds = %for.end100, %for.end89
  %i = phi i32 [ 0, %for.end89 ], [ %345, %for.end100 ]
  %325 = icmp slt i32 %i, 64
  br i1 %325, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  br label %for.cond98

for.end97:                                        ; preds = %for.cond95
  br label %for.cond101

for.cond98:                                       ; preds = %for.body99, %for.body96
  %j = phi i32 [ 0, %for.body96 ], [ %344, %for.body99 ]
  %326 = icmp slt i32 %j, 64
  br i1 %326, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %327 = mul i32 %kb, 64
  %328 = add i32 %327, %j
  %329 = icmp slt i32 %328, %S
  %330 = sext i32 %i to i64
  %331 = mul nsw i64 %330, 64
  %332 = sext i32 %j to i64
  %333 = add nsw i64 %331, %332
  %334 = call i64 @llvm.umin.i64(i64 %333, i64 4095)
  %335 = getelementptr inbounds float, ptr %acc_s, i64 %334
  %336 = load float, ptr %335, align 4
  %337 = fmul float %336, 1.250000e-01
  %338 = select i1 %329, float %337, float 0xFFF0000000000000
  %339 = sext i32 %i to i64
  %340 = mul nsw i64 %339, 64
  %341 = sext i32 %j to i64
  %342 = add nsw i64 %340, %341
  %343 = getelementptr inbounds float, ptr %acc_s, i64 %342
  store float %338, ptr %343, align 4
  %344 = add nsw i32 %j, 1
  br label %for.cond98, !llvm.loop !65

for.end100:                                       ; preds = %for.cond98
  %345 = add nsw i32 %i, 1
  br label %for.cond95, !llvm.loop !66

for.cond101:                                      ; preds = %for.body102, %for.end97
  %i3104 = phi i32 [ 0, %for.end97 ], [ %352, %for.body102 ]
  %346 = icmp slt i32 %i3104, 64
  br i1 %346, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %347 = sext i32 %i3104 to i64
  %348 = getelementptr inbounds float, ptr %m, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %i3104 to i64
  %351 = getelementptr inbounds float, ptr %m_prev, i64 %350
  store float %349, ptr %351, align 4
  %352 = add nsw i32 %i3104, 1
  br label %for.cond101, !llvm.loop !67

for.end103:                                       ; preds = %for.cond101
  br label %for.cond105

for.cond105:                                      ; preds = %for.end120, %for.end103
  %i1 = phi i32 [ 0, %for.end103 ], [ %395, %for.end120 ]
  %353 = icmp slt i32 %i1, 64
  br i1 %353, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  br label %for.cond108

for.end107:                                       ; preds = %for.cond105
  br label %for.cond122

for.cond108:                                      ; preds = %for.body109, %for.body106
  %lane = phi i32 [ 0, %for.body106 ], [ %363, %for.body109 ]
  %354 = icmp slt i32 %lane, 32
  br i1 %354, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %355 = sext i32 %i1 to i64
  %356 = mul nsw i64 %355, 64
  %357 = sext i32 %lane to i64
  %358 = add nsw i64 %356, %357
  %359 = getelementptr inbounds float, ptr %acc_s, i64 %358
  %360 = load float, ptr %359, align 4
  %361 = sext i32 %lane to i64
  %362 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %361
  store float %360, ptr %362, align 4
  %363 = add nsw i32 %lane, 1
  br label %for.cond108, !llvm.loop !68

for.end110:                                       ; preds = %for.cond108
  br label %for.cond111

for.cond111:                                      ; preds = %for.end116, %for.end110
  %red = phi i32 [ 0, %for.end110 ], [ %383, %for.end116 ]
  %364 = icmp slt i32 %red, 1
  br i1 %364, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  br label %for.cond114

for.end113:                                       ; preds = %for.cond111
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body112
  %lane117 = phi i32 [ 0, %for.body112 ], [ %382, %for.body115 ]
  %365 = icmp slt i32 %lane117, 32
  br i1 %365, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %366 = sext i32 %lane117 to i64
  %367 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %366
  %lane_acc = load float, ptr %367, align 4
  %368 = sext i32 %i1 to i64
  %369 = mul nsw i64 %368, 64
  %370 = add i32 %red, 1
  %371 = mul i32 %370, 32
  %372 = add i32 %371, %lane117
  %373 = sext i32 %372 to i64
  %374 = add nsw i64 %369, %373
  %375 = getelementptr inbounds float, ptr %acc_s, i64 %374
  %lane_next = load float, ptr %375, align 4
  %376 = fcmp une float %lane_next, %lane_next
  %377 = fcmp ogt float %lane_acc, %lane_next
  %378 = select i1 %377, float %lane_acc, float %lane_next
  %379 = select i1 %376, float %lane_acc, float %378
  %380 = sext i32 %lane117 to i64
  %381 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %380
  store float %379, ptr %381, align 4
  %382 = add nsw i32 %lane117, 1
  br label %for.cond114, !llvm.loop !69

for.end116:                                       ; preds = %for.cond114
  %383 = add nsw i32 %red, 1
  br label %for.cond111, !llvm.loop !70

for.cond118:                                      ; preds = %for.body119, %for.end113
  %lane121 = phi i32 [ 0, %for.end113 ], [ %394, %for.body119 ]
  %384 = icmp slt i32 %lane121, 32
  br i1 %384, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %385 = sext i32 %i1 to i64
  %386 = getelementptr inbounds float, ptr %m, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = sext i32 %lane121 to i64
  %389 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %388
  %390 = load float, ptr %389, align 4
  %391 = call float @llvm.maxnum.f32(float %387, float %390)
  %392 = sext i32 %i1 to i64
  %393 = getelementptr inbounds float, ptr %m, i64 %392
  store float %391, ptr %393, align 4
  %394 = add nsw i32 %lane121, 1
  br label %for.cond118, !llvm.loop !71

for.end120:                                       ; preds = %for.cond118
  %395 = add nsw i32 %i1, 1
  br label %for.cond105, !llvm.loop !72

for.cond122:                                      ; preds = %for.end128, %for.end107
  %i125 = phi i32 [ 0, %for.end107 ], [ %415, %for.end128 ]
  %396 = icmp slt i32 %i125, 64
  br i1 %396, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  br label %for.cond126

for.end124:                                       ; preds = %for.cond122
  br label %for.cond130

for.cond126:                                      ; preds = %for.body127, %for.body123
  %j129 = phi i32 [ 0, %for.body123 ], [ %414, %for.body127 ]
  %397 = icmp slt i32 %j129, 64
  br i1 %397, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %398 = sext i32 %i125 to i64
  %399 = mul nsw i64 %398, 64
  %400 = sext i32 %j129 to i64
  %401 = add nsw i64 %399, %400
  %402 = getelementptr inbounds float, ptr %acc_s, i64 %401
  %403 = load float, ptr %402, align 4
  %404 = sext i32 %i125 to i64
  %405 = getelementptr inbounds float, ptr %m, i64 %404
  %406 = load float, ptr %405, align 4
  %407 = fsub float %403, %406
  %408 = call float @tilec_expf(float %407)
  %409 = sext i32 %i125 to i64
  %410 = mul nsw i64 %409, 64
  %411 = sext i32 %j129 to i64
  %412 = add nsw i64 %410, %411
  %413 = getelementptr inbounds float, ptr %acc_s, i64 %412
  store float %408, ptr %413, align 4
  %414 = add nsw i32 %j129, 1
  br label %for.cond126, !llvm.loop !73

for.end128:                                       ; preds = %for.cond126
  %415 = add nsw i32 %i125, 1
  br label %for.cond122, !llvm.loop !74

for.cond130:                                      ; preds = %for.end145, %for.end124
  %i2 = phi i32 [ 0, %for.end124 ], [ %459, %for.end145 ]
  %416 = icmp slt i32 %i2, 64
  br i1 %416, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  br label %for.cond147

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane1 = phi i32 [ 0, %for.body131 ], [ %426, %for.body134 ]
  %417 = icmp slt i32 %lane1, 32
  br i1 %417, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %418 = sext i32 %i2 to i64
  %419 = mul nsw i64 %418, 64
  %420 = sext i32 %lane1 to i64
  %421 = add nsw i64 %419, %420
  %422 = getelementptr inbounds float, ptr %acc_s, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = sext i32 %lane1 to i64
  %425 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %424
  store float %423, ptr %425, align 4
  %426 = add nsw i32 %lane1, 1
  br label %for.cond133, !llvm.loop !75

for.end135:                                       ; preds = %for.cond133
  br label %for.cond136

for.cond136:                                      ; preds = %for.end141, %for.end135
  %red1 = phi i32 [ 0, %for.end135 ], [ %447, %for.end141 ]
  %427 = icmp slt i32 %red1, 1
  br i1 %427, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  br label %for.cond139

for.end138:                                       ; preds = %for.cond136
  %428 = sext i32 %i2 to i64
  %429 = getelementptr inbounds float, ptr %row_sum, i64 %428
  store float 0.000000e+00, ptr %429, align 4
  br label %for.cond143

for.cond139:                                      ; preds = %for.body140, %for.body137
  %lane1142 = phi i32 [ 0, %for.body137 ], [ %446, %for.body140 ]
  %430 = icmp slt i32 %lane1142, 32
  br i1 %430, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  %431 = sext i32 %lane1142 to i64
  %432 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %431
  %433 = load float, ptr %432, align 4
  %434 = sext i32 %i2 to i64
  %435 = mul nsw i64 %434, 64
  %436 = add i32 %red1, 1
  %437 = mul i32 %436, 32
  %438 = add i32 %437, %lane1142
  %439 = sext i32 %438 to i64
  %440 = add nsw i64 %435, %439
  %441 = getelementptr inbounds float, ptr %acc_s, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = fadd float %433, %442
  %444 = sext i32 %lane1142 to i64
  %445 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %444
  store float %443, ptr %445, align 4
  %446 = add nsw i32 %lane1142, 1
  br label %for.cond139, !llvm.loop !76

for.end141:                                       ; preds = %for.cond139
  %447 = add nsw i32 %red1, 1
  br label %for.cond136, !llvm.loop !77

for.cond143:                                      ; preds = %for.body144, %for.end138
  %lane1146 = phi i32 [ 0, %for.end138 ], [ %458, %for.body144 ]
  %448 = icmp slt i32 %lane1146, 32
  br i1 %448, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %449 = sext i32 %i2 to i64
  %450 = getelementptr inbounds float, ptr %row_sum, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = sext i32 %lane1146 to i64
  %453 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %452
  %454 = load float, ptr %453, align 4
  %455 = fadd float %451, %454
  %456 = sext i32 %i2 to i64
  %457 = getelementptr inbounds float, ptr %row_sum, i64 %456
  store float %455, ptr %457, align 4
  %458 = add nsw i32 %lane1146, 1
  br label %for.cond143, !llvm.loop !78

for.end145:                                       ; preds = %for.cond143
  %459 = add nsw i32 %i2, 1
  br label %for.cond130, !llvm.loop !79

for.cond147:                                      ; preds = %for.body148, %for.end132
  %i150 = phi i32 [ 0, %for.end132 ], [ %480, %for.body148 ]
  %460 = icmp slt i32 %i150, 64
  br i1 %460, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %461 = sext i32 %i150 to i64
  %462 = getelementptr inbounds float, ptr %m_prev, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = sext i32 %i150 to i64
  %465 = getelementptr inbounds float, ptr %m, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = fsub float %463, %466
  %alpha = call float @tilec_expf(float %467)
  %468 = sext i32 %i150 to i64
  %469 = getelementptr inbounds float, ptr %l, i64 %468
  %470 = load float, ptr %469, align 4
  %471 = fmul float %470, %alpha
  %472 = sext i32 %i150 to i64
  %473 = getelementptr inbounds float, ptr %row_sum, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = fadd float %471, %474
  %476 = sext i32 %i150 to i64
  %477 = getelementptr inbounds float, ptr %l, i64 %476
  store float %475, ptr %477, align 4
  %478 = sext i32 %i150 to i64
  %479 = getelementptr inbounds float, ptr %m_prev, i64 %478
  store float %alpha, ptr %479, align 4
  %480 = add nsw i32 %i150, 1
  br label %for.cond147, !llvm.loop !80

for.end149:                                       ; preds = %for.cond147
  br label %for.cond151

for.cond151:                                      ; preds = %for.end157, %for.end149
  %i154 = phi i32 [ 0, %for.end149 ], [ %499, %for.end157 ]
  %481 = icmp slt i32 %i154, 64
  br i1 %481, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  br label %for.cond155

for.end153:                                       ; preds = %for.cond151
  br label %for.cond158

for.cond155:                                      ; preds = %for.body156, %for.body152
  %d = phi i32 [ 0, %for.body152 ], [ %498, %for.body156 ]
  %482 = icmp slt i32 %d, 64
  br i1 %482, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %483 = sext i32 %i154 to i64
  %484 = mul nsw i64 %483, 64
  %485 = sext i32 %d to i64
  %486 = add nsw i64 %484, %485
  %487 = getelementptr inbounds float, ptr %acc_o, i64 %486
  %488 = load float, ptr %487, align 4
  %489 = sext i32 %i154 to i64
  %490 = getelementptr inbounds float, ptr %m_prev, i64 %489
  %491 = load float, ptr %490, align 4
  %492 = fmul float %488, %491
  %493 = sext i32 %i154 to i64
  %494 = mul nsw i64 %493, 64
  %495 = sext i32 %d to i64
  %496 = add nsw i64 %494, %495
  %497 = getelementptr inbounds float, ptr %acc_o, i64 %496
  store float %492, ptr %497, align 4
  %498 = add nsw i32 %d, 1
  br label %for.cond155, !llvm.loop !81

for.end157:                                       ; preds = %for.cond155
  %499 = add nsw i32 %i154, 1
  br label %for.cond151, !llvm.loop !82

for.cond158:                                      ; preds = %for.end164, %for.end153
  %i3161 = phi i32 [ 0, %for.end153 ], [ %519, %for.end164 ]
  %500 = icmp slt i32 %i3161, 64
  br i1 %500, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  br label %for.cond162

for.end160:                                       ; preds = %for.cond158
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %501 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !83

for.cond162:                                      ; preds = %for.body163, %for.body159
  %j1165 = phi i32 [ 0, %for.body159 ], [ %518, %for.body163 ]
  %502 = icmp slt i32 %j1165, 64
  br i1 %502, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %503 = sext i32 %i3161 to i64
  %504 = mul nsw i64 %503, 64
  %505 = sext i32 %j1165 to i64
  %506 = add nsw i64 %504, %505
  %507 = getelementptr inbounds float, ptr %acc_s, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = fptrunc float %508 to half
  %510 = fpext half %509 to float
  %511 = sext i32 %i3161 to i64
  %512 = mul nsw i64 %511, 64
  %513 = sext i32 %j1165 to i64
  %514 = add nsw i64 %512, %513
  %515 = getelementptr inbounds i16, ptr %P_s, i64 %514
  %516 = fptrunc float %510 to half
  %517 = bitcast half %516 to i16
  store i16 %517, ptr %515, align 2
  %518 = add nsw i32 %j1165, 1
  br label %for.cond162, !llvm.loop !84

for.end164:                                       ; preds = %for.cond162
  %519 = add nsw i32 %i3161, 1
  br label %for.cond158, !llvm.loop !85

for.cond166:                                      ; preds = %if.end172, %for.end30
  %i169 = phi i32 [ 0, %for.end30 ], [ %532, %if.end172 ]
  %520 = icmp slt i32 %i169, 64
  br i1 %520, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %521 = icmp sle i32 0, %bz
  %522 = icmp slt i32 %bz, %BH
  %523 = and i1 %521, %522
  %524 = mul i32 %bx, 64
  %525 = add i32 %524, %i169
  %526 = icmp sle i32 0, %525
  %527 = mul i32 %bx, 64
  %528 = add i32 %527, %i169
  %529 = icmp slt i32 %528, %S
  %530 = and i1 %526, %529
  %531 = and i1 %523, %530
  br i1 %531, label %if.then170, label %if.else171

for.end168:                                       ; preds = %for.cond166
  ret void

if.then170:                                       ; preds = %for.body167
  br label %for.cond173

if.else171:                                       ; preds = %for.body167
  br label %if.end172

if.end172:                                        ; preds = %if.else171, %for.end175
  %532 = add nsw i32 %i169, 1
  br label %for.cond166, !llvm.loop !86

for.cond173:                                      ; preds = %for.body174, %if.then170
  %d1 = phi i32 [ 0, %if.then170 ], [ %561, %for.body174 ]
  %533 = icmp slt i32 %d1, 64
  br i1 %533, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %534 = sext i32 %i169 to i64
  %535 = mul nsw i64 %534, 64
  %536 = add i32 0, %d1
  %537 = sext i32 %536 to i64
  %538 = add nsw i64 %535, %537
  %539 = getelementptr inbounds float, ptr %acc_o, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = sext i32 %i169 to i64
  %542 = getelementptr inbounds float, ptr %l, i64 %541
  %543 = load float, ptr %542, align 4
  %544 = fdiv float %540, %543
  %545 = fptrunc float %544 to half
  %546 = fpext half %545 to float
  %547 = sext i32 %bz to i64
  %548 = sext i32 %S to i64
  %549 = mul nsw i64 %547, %548
  %550 = mul i32 %bx, 64
  %551 = add i32 %550, %i169
  %552 = sext i32 %551 to i64
  %553 = add nsw i64 %549, %552
  %554 = mul nsw i64 %553, 64
  %555 = add i32 0, %d1
  %556 = sext i32 %555 to i64
  %557 = add nsw i64 %554, %556
  %558 = getelementptr inbounds i16, ptr %O, i64 %557
  %559 = fptrunc float %546 to half
  %560 = bitcast half %559 to i16
  store i16 %560, ptr %558, align 2
  %561 = add nsw i32 %d1, 1
  br label %for.cond173, !llvm.loop !87

for.end175:                                       ; preds = %for.cond173
  br label %if.end172
}

; Function Attrs: nounwind
define internal void @flash_attention_swz_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %ctx, i32 0, i32 6
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
  call void @flash_attention_swz_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_flash_attention_swz(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_flash_attention_swz, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %BH = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %a, i32 0, i32 4
  store i32 %BH, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %S = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %a, i32 0, i32 5
  store i32 %S, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %a, i32 0, i32 6
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
  %45 = call i32 @tilec_rt_run_blocks(i64 %44, i32 %nworkers, ptr @flash_attention_swz_task, ptr %a)
  ret i32 %45

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %BH, i32 %S, i32 %bx, i32 %bz) #0 {
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
  %0 = sext i32 %bz to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %BH to i64
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
  br i1 %12, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i3, 64
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
  %18 = mul i32 %bx, 64
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
  br label %for.cond1, !llvm.loop !88

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !89

for.cond4:                                        ; preds = %for.end10, %if.else
  %i37 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i37, 64
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
  %43 = mul i32 %bx, 64
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i37 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 64
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
  br label %for.cond4, !llvm.loop !90

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %bz to i64
  %58 = sext i32 %S to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %bx, 64
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
  br label %for.cond8, !llvm.loop !91

for.cond12:                                       ; preds = %for.end18, %if.end
  %i315 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i315, 64
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
  br label %for.cond16, !llvm.loop !92

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !93

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 64
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !94

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i327 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i327, 64
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i327 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !95

for.end26:                                        ; preds = %for.cond24
  %97 = sext i32 %S to i64
  %98 = sdiv i64 %97, 64
  %99 = sub i64 0, %97
  %100 = select i1 false, i64 %99, i64 %98
  %101 = srem i64 %97, 64
  %102 = icmp ne i64 %101, 0
  %103 = icmp slt i64 %97, 0
  %104 = icmp eq i1 %103, false
  %105 = and i1 %102, %104
  %106 = zext i1 %105 to i64
  %107 = add i64 %100, %106
  %108 = trunc i64 %107 to i32
  %109 = sext i32 %S to i64
  %110 = sdiv i64 %109, 64
  %111 = sub i64 0, %109
  %112 = select i1 false, i64 %111, i64 %110
  %113 = srem i64 %109, 64
  %114 = icmp ne i64 %113, 0
  %115 = icmp slt i64 %109, 0
  %116 = icmp eq i1 %115, false
  %117 = and i1 %114, %116
  %118 = zext i1 %117 to i64
  %119 = add i64 %112, %118
  %120 = trunc i64 %119 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end160, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %501, %for.end160 ]
  %121 = icmp slt i32 %kb, %108
  br i1 %121, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %122 = sext i32 %bz to i64
  %123 = add i64 %122, 1
  %124 = sext i32 %BH to i64
  %125 = icmp sle i64 %123, %124
  %126 = mul i32 %kb, 64
  %127 = icmp sle i32 0, %126
  %128 = mul i32 %kb, 64
  %129 = sext i32 %128 to i64
  %130 = add i64 %129, 64
  %131 = sext i32 %S to i64
  %132 = icmp sle i64 %130, %131
  %133 = and i1 %127, %132
  %134 = and i1 %125, %133
  br i1 %134, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond166

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond48

if.end33:                                         ; preds = %for.end50, %for.end36
  %135 = sext i32 %bz to i64
  %136 = add i64 %135, 1
  %137 = sext i32 %BH to i64
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
  br i1 %147, label %if.then59, label %if.else60

for.cond34:                                       ; preds = %for.end46, %if.then31
  %i337 = phi i32 [ 0, %if.then31 ], [ %189, %for.end46 ]
  %148 = icmp slt i32 %i337, 64
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
  %156 = mul i32 %155, 64
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
  br label %for.cond41, !llvm.loop !96

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
  %170 = mul i32 %kb, 64
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
  br label %for.cond44, !llvm.loop !97

for.end46:                                        ; preds = %for.cond44
  %189 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !98

for.cond48:                                       ; preds = %for.end54, %if.else32
  %i351 = phi i32 [ 0, %if.else32 ], [ %208, %for.end54 ]
  %190 = icmp slt i32 %i351, 64
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
  %195 = mul i32 %kb, 64
  %196 = sext i32 %195 to i64
  %197 = sext i32 %i351 to i64
  %198 = add i64 %196, %197
  %199 = icmp sle i64 0, %198
  %200 = mul i32 %kb, 64
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
  br label %for.cond48, !llvm.loop !99

sel.then56:                                       ; preds = %for.body53
  %209 = sext i32 %bz to i64
  %210 = sext i32 %S to i64
  %211 = mul nsw i64 %209, %210
  %212 = mul i32 %kb, 64
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
  br label %for.cond52, !llvm.loop !100

if.then59:                                        ; preds = %if.end33
  br label %for.cond62

if.else60:                                        ; preds = %if.end33
  br label %for.cond76

if.end61:                                         ; preds = %for.end78, %for.end64
  br label %for.cond87

for.cond62:                                       ; preds = %for.end74, %if.then59
  %i365 = phi i32 [ 0, %if.then59 ], [ %273, %for.end74 ]
  %232 = icmp slt i32 %i365, 64
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
  %240 = mul i32 %239, 64
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
  br label %for.cond69, !llvm.loop !101

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
  %254 = mul i32 %kb, 64
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
  br label %for.cond72, !llvm.loop !102

for.end74:                                        ; preds = %for.cond72
  %273 = add nsw i32 %i365, 1
  br label %for.cond62, !llvm.loop !103

for.cond76:                                       ; preds = %for.end82, %if.else60
  %i379 = phi i32 [ 0, %if.else60 ], [ %292, %for.end82 ]
  %274 = icmp slt i32 %i379, 64
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
  %279 = mul i32 %kb, 64
  %280 = sext i32 %279 to i64
  %281 = sext i32 %i379 to i64
  %282 = add i64 %280, %281
  %283 = icmp sle i64 0, %282
  %284 = mul i32 %kb, 64
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
  br label %for.cond76, !llvm.loop !104

sel.then84:                                       ; preds = %for.body81
  %293 = sext i32 %bz to i64
  %294 = sext i32 %S to i64
  %295 = mul nsw i64 %293, %294
  %296 = mul i32 %kb, 64
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
  br label %for.cond80, !llvm.loop !105

for.cond87:                                       ; preds = %for.end93, %if.end61
  %i390 = phi i32 [ 0, %if.end61 ], [ %324, %for.end93 ]
  %316 = icmp slt i32 %i390, 64
  br i1 %316, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  br label %for.cond91

for.end89:                                        ; preds = %for.cond87
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond95

for.cond91:                                       ; preds = %for.body92, %for.body88
  %j194 = phi i32 [ 0, %for.body88 ], [ %323, %for.body92 ]
  %317 = icmp slt i32 %j194, 64
  br i1 %317, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %318 = sext i32 %i390 to i64
  %319 = mul nsw i64 %318, 64
  %320 = sext i32 %j194 to i64
  %321 = add nsw i64 %319, %320
  %322 = getelementptr inbounds float, ptr %acc_s, i64 %321
  store float 0.000000e+00, ptr %322, align 4
  %323 = add nsw i32 %j194, 1
  br label %for.cond91, !llvm.loop !106

for.end93:                                        ; preds = %for.cond91
  %324 = add nsw i32 %i390, 1
  br label %for.cond87, !llvm.loop !107

for.cond95:                                       ; preds = %for.end100, %for.end89
  %i = phi i32 [ 0, %for.end89 ], [ %345, %for.end100 ]
  %325 = icmp slt i32 %i, 64
  br i1 %325, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  br label %for.cond98

for.end97:                                        ; preds = %for.cond95
  br label %for.cond101

for.cond98:                                       ; preds = %for.body99, %for.body96
  %j = phi i32 [ 0, %for.body96 ], [ %344, %for.body99 ]
  %326 = icmp slt i32 %j, 64
  br i1 %326, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %327 = mul i32 %kb, 64
  %328 = add i32 %327, %j
  %329 = icmp slt i32 %328, %S
  %330 = sext i32 %i to i64
  %331 = mul nsw i64 %330, 64
  %332 = sext i32 %j to i64
  %333 = add nsw i64 %331, %332
  %334 = call i64 @llvm.umin.i64(i64 %333, i64 4095)
  %335 = getelementptr inbounds float, ptr %acc_s, i64 %334
  %336 = load float, ptr %335, align 4
  %337 = fmul float %336, 1.250000e-01
  %338 = select i1 %329, float %337, float 0xFFF0000000000000
  %339 = sext i32 %i to i64
  %340 = mul nsw i64 %339, 64
  %341 = sext i32 %j to i64
  %342 = add nsw i64 %340, %341
  %343 = getelementptr inbounds float, ptr %acc_s, i64 %342
  store float %338, ptr %343, align 4
  %344 = add nsw i32 %j, 1
  br label %for.cond98, !llvm.loop !108

for.end100:                                       ; preds = %for.cond98
  %345 = add nsw i32 %i, 1
  br label %for.cond95, !llvm.loop !109

for.cond101:                                      ; preds = %for.body102, %for.end97
  %i3104 = phi i32 [ 0, %for.end97 ], [ %352, %for.body102 ]
  %346 = icmp slt i32 %i3104, 64
  br i1 %346, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %347 = sext i32 %i3104 to i64
  %348 = getelementptr inbounds float, ptr %m, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %i3104 to i64
  %351 = getelementptr inbounds float, ptr %m_prev, i64 %350
  store float %349, ptr %351, align 4
  %352 = add nsw i32 %i3104, 1
  br label %for.cond101, !llvm.loop !110

for.end103:                                       ; preds = %for.cond101
  br label %for.cond105

for.cond105:                                      ; preds = %for.end120, %for.end103
  %i1 = phi i32 [ 0, %for.end103 ], [ %395, %for.end120 ]
  %353 = icmp slt i32 %i1, 64
  br i1 %353, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  br label %for.cond108

for.end107:                                       ; preds = %for.cond105
  br label %for.cond122

for.cond108:                                      ; preds = %for.body109, %for.body106
  %lane = phi i32 [ 0, %for.body106 ], [ %363, %for.body109 ]
  %354 = icmp slt i32 %lane, 32
  br i1 %354, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %355 = sext i32 %i1 to i64
  %356 = mul nsw i64 %355, 64
  %357 = sext i32 %lane to i64
  %358 = add nsw i64 %356, %357
  %359 = getelementptr inbounds float, ptr %acc_s, i64 %358
  %360 = load float, ptr %359, align 4
  %361 = sext i32 %lane to i64
  %362 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %361
  store float %360, ptr %362, align 4
  %363 = add nsw i32 %lane, 1
  br label %for.cond108, !llvm.loop !111

for.end110:                                       ; preds = %for.cond108
  br label %for.cond111

for.cond111:                                      ; preds = %for.end116, %for.end110
  %red = phi i32 [ 0, %for.end110 ], [ %383, %for.end116 ]
  %364 = icmp slt i32 %red, 1
  br i1 %364, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  br label %for.cond114

for.end113:                                       ; preds = %for.cond111
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body112
  %lane117 = phi i32 [ 0, %for.body112 ], [ %382, %for.body115 ]
  %365 = icmp slt i32 %lane117, 32
  br i1 %365, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %366 = sext i32 %lane117 to i64
  %367 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %366
  %lane_acc = load float, ptr %367, align 4
  %368 = sext i32 %i1 to i64
  %369 = mul nsw i64 %368, 64
  %370 = add i32 %red, 1
  %371 = mul i32 %370, 32
  %372 = add i32 %371, %lane117
  %373 = sext i32 %372 to i64
  %374 = add nsw i64 %369, %373
  %375 = getelementptr inbounds float, ptr %acc_s, i64 %374
  %lane_next = load float, ptr %375, align 4
  %376 = fcmp une float %lane_next, %lane_next
  %377 = fcmp ogt float %lane_acc, %lane_next
  %378 = select i1 %377, float %lane_acc, float %lane_next
  %379 = select i1 %376, float %lane_acc, float %378
  %380 = sext i32 %lane117 to i64
  %381 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %380
  store float %379, ptr %381, align 4
  %382 = add nsw i32 %lane117, 1
  br label %for.cond114, !llvm.loop !112

for.end116:                                       ; preds = %for.cond114
  %383 = add nsw i32 %red, 1
  br label %for.cond111, !llvm.loop !113

for.cond118:                                      ; preds = %for.body119, %for.end113
  %lane121 = phi i32 [ 0, %for.end113 ], [ %394, %for.body119 ]
  %384 = icmp slt i32 %lane121, 32
  br i1 %384, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %385 = sext i32 %i1 to i64
  %386 = getelementptr inbounds float, ptr %m, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = sext i32 %lane121 to i64
  %389 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %388
  %390 = load float, ptr %389, align 4
  %391 = call float @llvm.maxnum.f32(float %387, float %390)
  %392 = sext i32 %i1 to i64
  %393 = getelementptr inbounds float, ptr %m, i64 %392
  store float %391, ptr %393, align 4
  %394 = add nsw i32 %lane121, 1
  br label %for.cond118, !llvm.loop !114

for.end120:                                       ; preds = %for.cond118
  %395 = add nsw i32 %i1, 1
  br label %for.cond105, !llvm.loop !115

for.cond122:                                      ; preds = %for.end128, %for.end107
  %i125 = phi i32 [ 0, %for.end107 ], [ %415, %for.end128 ]
  %396 = icmp slt i32 %i125, 64
  br i1 %396, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  br label %for.cond126

for.end124:                                       ; preds = %for.cond122
  br label %for.cond130

for.cond126:                                      ; preds = %for.body127, %for.body123
  %j129 = phi i32 [ 0, %for.body123 ], [ %414, %for.body127 ]
  %397 = icmp slt i32 %j129, 64
  br i1 %397, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %398 = sext i32 %i125 to i64
  %399 = mul nsw i64 %398, 64
  %400 = sext i32 %j129 to i64
  %401 = add nsw i64 %399, %400
  %402 = getelementptr inbounds float, ptr %acc_s, i64 %401
  %403 = load float, ptr %402, align 4
  %404 = sext i32 %i125 to i64
  %405 = getelementptr inbounds float, ptr %m, i64 %404
  %406 = load float, ptr %405, align 4
  %407 = fsub float %403, %406
  %408 = call float @tilec_expf(float %407)
  %409 = sext i32 %i125 to i64
  %410 = mul nsw i64 %409, 64
  %411 = sext i32 %j129 to i64
  %412 = add nsw i64 %410, %411
  %413 = getelementptr inbounds float, ptr %acc_s, i64 %412
  store float %408, ptr %413, align 4
  %414 = add nsw i32 %j129, 1
  br label %for.cond126, !llvm.loop !116

for.end128:                                       ; preds = %for.cond126
  %415 = add nsw i32 %i125, 1
  br label %for.cond122, !llvm.loop !117

for.cond130:                                      ; preds = %for.end145, %for.end124
  %i2 = phi i32 [ 0, %for.end124 ], [ %459, %for.end145 ]
  %416 = icmp slt i32 %i2, 64
  br i1 %416, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  br label %for.cond147

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane1 = phi i32 [ 0, %for.body131 ], [ %426, %for.body134 ]
  %417 = icmp slt i32 %lane1, 32
  br i1 %417, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %418 = sext i32 %i2 to i64
  %419 = mul nsw i64 %418, 64
  %420 = sext i32 %lane1 to i64
  %421 = add nsw i64 %419, %420
  %422 = getelementptr inbounds float, ptr %acc_s, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = sext i32 %lane1 to i64
  %425 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %424
  store float %423, ptr %425, align 4
  %426 = add nsw i32 %lane1, 1
  br label %for.cond133, !llvm.loop !118

for.end135:                                       ; preds = %for.cond133
  br label %for.cond136

for.cond136:                                      ; preds = %for.end141, %for.end135
  %red1 = phi i32 [ 0, %for.end135 ], [ %447, %for.end141 ]
  %427 = icmp slt i32 %red1, 1
  br i1 %427, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  br label %for.cond139

for.end138:                                       ; preds = %for.cond136
  %428 = sext i32 %i2 to i64
  %429 = getelementptr inbounds float, ptr %row_sum, i64 %428
  store float 0.000000e+00, ptr %429, align 4
  br label %for.cond143

for.cond139:                                      ; preds = %for.body140, %for.body137
  %lane1142 = phi i32 [ 0, %for.body137 ], [ %446, %for.body140 ]
  %430 = icmp slt i32 %lane1142, 32
  br i1 %430, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  %431 = sext i32 %lane1142 to i64
  %432 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %431
  %433 = load float, ptr %432, align 4
  %434 = sext i32 %i2 to i64
  %435 = mul nsw i64 %434, 64
  %436 = add i32 %red1, 1
  %437 = mul i32 %436, 32
  %438 = add i32 %437, %lane1142
  %439 = sext i32 %438 to i64
  %440 = add nsw i64 %435, %439
  %441 = getelementptr inbounds float, ptr %acc_s, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = fadd float %433, %442
  %444 = sext i32 %lane1142 to i64
  %445 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %444
  store float %443, ptr %445, align 4
  %446 = add nsw i32 %lane1142, 1
  br label %for.cond139, !llvm.loop !119

for.end141:                                       ; preds = %for.cond139
  %447 = add nsw i32 %red1, 1
  br label %for.cond136, !llvm.loop !120

for.cond143:                                      ; preds = %for.body144, %for.end138
  %lane1146 = phi i32 [ 0, %for.end138 ], [ %458, %for.body144 ]
  %448 = icmp slt i32 %lane1146, 32
  br i1 %448, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %449 = sext i32 %i2 to i64
  %450 = getelementptr inbounds float, ptr %row_sum, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = sext i32 %lane1146 to i64
  %453 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %452
  %454 = load float, ptr %453, align 4
  %455 = fadd float %451, %454
  %456 = sext i32 %i2 to i64
  %457 = getelementptr inbounds float, ptr %row_sum, i64 %456
  store float %455, ptr %457, align 4
  %458 = add nsw i32 %lane1146, 1
  br label %for.cond143, !llvm.loop !121

for.end145:                                       ; preds = %for.cond143
  %459 = add nsw i32 %i2, 1
  br label %for.cond130, !llvm.loop !122

for.cond147:                                      ; preds = %for.body148, %for.end132
  %i150 = phi i32 [ 0, %for.end132 ], [ %480, %for.body148 ]
  %460 = icmp slt i32 %i150, 64
  br i1 %460, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %461 = sext i32 %i150 to i64
  %462 = getelementptr inbounds float, ptr %m_prev, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = sext i32 %i150 to i64
  %465 = getelementptr inbounds float, ptr %m, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = fsub float %463, %466
  %alpha = call float @tilec_expf(float %467)
  %468 = sext i32 %i150 to i64
  %469 = getelementptr inbounds float, ptr %l, i64 %468
  %470 = load float, ptr %469, align 4
  %471 = fmul float %470, %alpha
  %472 = sext i32 %i150 to i64
  %473 = getelementptr inbounds float, ptr %row_sum, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = fadd float %471, %474
  %476 = sext i32 %i150 to i64
  %477 = getelementptr inbounds float, ptr %l, i64 %476
  store float %475, ptr %477, align 4
  %478 = sext i32 %i150 to i64
  %479 = getelementptr inbounds float, ptr %m_prev, i64 %478
  store float %alpha, ptr %479, align 4
  %480 = add nsw i32 %i150, 1
  br label %for.cond147, !llvm.loop !123

for.end149:                                       ; preds = %for.cond147
  br label %for.cond151

for.cond151:                                      ; preds = %for.end157, %for.end149
  %i154 = phi i32 [ 0, %for.end149 ], [ %499, %for.end157 ]
  %481 = icmp slt i32 %i154, 64
  br i1 %481, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  br label %for.cond155

for.end153:                                       ; preds = %for.cond151
  br label %for.cond158

for.cond155:                                      ; preds = %for.body156, %for.body152
  %d = phi i32 [ 0, %for.body152 ], [ %498, %for.body156 ]
  %482 = icmp slt i32 %d, 64
  br i1 %482, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %483 = sext i32 %i154 to i64
  %484 = mul nsw i64 %483, 64
  %485 = sext i32 %d to i64
  %486 = add nsw i64 %484, %485
  %487 = getelementptr inbounds float, ptr %acc_o, i64 %486
  %488 = load float, ptr %487, align 4
  %489 = sext i32 %i154 to i64
  %490 = getelementptr inbounds float, ptr %m_prev, i64 %489
  %491 = load float, ptr %490, align 4
  %492 = fmul float %488, %491
  %493 = sext i32 %i154 to i64
  %494 = mul nsw i64 %493, 64
  %495 = sext i32 %d to i64
  %496 = add nsw i64 %494, %495
  %497 = getelementptr inbounds float, ptr %acc_o, i64 %496
  store float %492, ptr %497, align 4
  %498 = add nsw i32 %d, 1
  br label %for.cond155, !llvm.loop !124

for.end157:                                       ; preds = %for.cond155
  %499 = add nsw i32 %i154, 1
  br label %for.cond151, !llvm.loop !125

for.cond158:                                      ; preds = %for.end164, %for.end153
  %i3161 = phi i32 [ 0, %for.end153 ], [ %519, %for.end164 ]
  %500 = icmp slt i32 %i3161, 64
  br i1 %500, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  br label %for.cond162

for.end160:                                       ; preds = %for.cond158
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %501 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !126

for.cond162:                                      ; preds = %for.body163, %for.body159
  %j1165 = phi i32 [ 0, %for.body159 ], [ %518, %for.body163 ]
  %502 = icmp slt i32 %j1165, 64
  br i1 %502, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %503 = sext i32 %i3161 to i64
  %504 = mul nsw i64 %503, 64
  %505 = sext i32 %j1165 to i64
  %506 = add nsw i64 %504, %505
  %507 = getelementptr inbounds float, ptr %acc_s, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = fptrunc float %508 to half
  %510 = fpext half %509 to float
  %511 = sext i32 %i3161 to i64
  %512 = mul nsw i64 %511, 64
  %513 = sext i32 %j1165 to i64
  %514 = add nsw i64 %512, %513
  %515 = getelementptr inbounds i16, ptr %P_s, i64 %514
  %516 = fptrunc float %510 to half
  %517 = bitcast half %516 to i16
  store i16 %517, ptr %515, align 2
  %518 = add nsw i32 %j1165, 1
  br label %for.cond162, !llvm.loop !127

for.end164:                                       ; preds = %for.cond162
  %519 = add nsw i32 %i3161, 1
  br label %for.cond158, !llvm.loop !128

for.cond166:                                      ; preds = %if.end172, %for.end30
  %i169 = phi i32 [ 0, %for.end30 ], [ %532, %if.end172 ]
  %520 = icmp slt i32 %i169, 64
  br i1 %520, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %521 = icmp sle i32 0, %bz
  %522 = icmp slt i32 %bz, %BH
  %523 = and i1 %521, %522
  %524 = mul i32 %bx, 64
  %525 = add i32 %524, %i169
  %526 = icmp sle i32 0, %525
  %527 = mul i32 %bx, 64
  %528 = add i32 %527, %i169
  %529 = icmp slt i32 %528, %S
  %530 = and i1 %526, %529
  %531 = and i1 %523, %530
  br i1 %531, label %if.then170, label %if.else171

for.end168:                                       ; preds = %for.cond166
  ret void

if.then170:                                       ; preds = %for.body167
  br label %for.cond173

if.else171:                                       ; preds = %for.body167
  br label %if.end172

if.end172:                                        ; preds = %if.else171, %for.end175
  %532 = add nsw i32 %i169, 1
  br label %for.cond166, !llvm.loop !129

for.cond173:                                      ; preds = %for.body174, %if.then170
  %d1 = phi i32 [ 0, %if.then170 ], [ %561, %for.body174 ]
  %533 = icmp slt i32 %d1, 64
  br i1 %533, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %534 = sext i32 %i169 to i64
  %535 = mul nsw i64 %534, 64
  %536 = add i32 0, %d1
  %537 = sext i32 %536 to i64
  %538 = add nsw i64 %535, %537
  %539 = getelementptr inbounds float, ptr %acc_o, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = sext i32 %i169 to i64
  %542 = getelementptr inbounds float, ptr %l, i64 %541
  %543 = load float, ptr %542, align 4
  %544 = fdiv float %540, %543
  %545 = fptrunc float %544 to half
  %546 = fpext half %545 to float
  %547 = sext i32 %bz to i64
  %548 = sext i32 %S to i64
  %549 = mul nsw i64 %547, %548
  %550 = mul i32 %bx, 64
  %551 = add i32 %550, %i169
  %552 = sext i32 %551 to i64
  %553 = add nsw i64 %549, %552
  %554 = mul nsw i64 %553, 64
  %555 = add i32 0, %d1
  %556 = sext i32 %555 to i64
  %557 = add nsw i64 %554, %556
  %558 = getelementptr inbounds i16, ptr %O, i64 %557
  %559 = fptrunc float %546 to half
  %560 = bitcast half %559 to i16
  store i16 %560, ptr %558, align 2
  %561 = add nsw i32 %d1, 1
  br label %for.cond173, !llvm.loop !130

for.end175:                                       ; preds = %for.cond173
  br label %if.end172
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %ctx, i32 0, i32 6
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
  call void @flash_attention_rows_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_flash_attention_rows(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_flash_attention_rows, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %BH = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %a, i32 0, i32 4
  store i32 %BH, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %S = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %a, i32 0, i32 5
  store i32 %S, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %a, i32 0, i32 6
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
  %45 = call i32 @tilec_rt_run_blocks(i64 %44, i32 %nworkers, ptr @flash_attention_rows_task, ptr %a)
  ret i32 %45

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_preg_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %BH, i32 %S, i32 %bx, i32 %bz) #0 {
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
  %0 = sext i32 %bz to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %BH to i64
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
  br i1 %12, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i3, 64
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
  %18 = mul i32 %bx, 64
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
  br label %for.cond1, !llvm.loop !131

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !132

for.cond4:                                        ; preds = %for.end10, %if.else
  %i37 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i37, 64
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
  %43 = mul i32 %bx, 64
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i37 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 64
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
  br label %for.cond4, !llvm.loop !133

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %bz to i64
  %58 = sext i32 %S to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %bx, 64
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
  br label %for.cond8, !llvm.loop !134

for.cond12:                                       ; preds = %for.end18, %if.end
  %i315 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i315, 64
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
  br label %for.cond16, !llvm.loop !135

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !136

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 64
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !137

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i327 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i327, 64
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i327 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !138

for.end26:                                        ; preds = %for.cond24
  %97 = sext i32 %S to i64
  %98 = sdiv i64 %97, 64
  %99 = sub i64 0, %97
  %100 = select i1 false, i64 %99, i64 %98
  %101 = srem i64 %97, 64
  %102 = icmp ne i64 %101, 0
  %103 = icmp slt i64 %97, 0
  %104 = icmp eq i1 %103, false
  %105 = and i1 %102, %104
  %106 = zext i1 %105 to i64
  %107 = add i64 %100, %106
  %108 = trunc i64 %107 to i32
  %109 = sext i32 %S to i64
  %110 = sdiv i64 %109, 64
  %111 = sub i64 0, %109
  %112 = select i1 false, i64 %111, i64 %110
  %113 = srem i64 %109, 64
  %114 = icmp ne i64 %113, 0
  %115 = icmp slt i64 %109, 0
  %116 = icmp eq i1 %115, false
  %117 = and i1 %114, %116
  %118 = zext i1 %117 to i64
  %119 = add i64 %112, %118
  %120 = trunc i64 %119 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end160, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %501, %for.end160 ]
  %121 = icmp slt i32 %kb, %108
  br i1 %121, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %122 = sext i32 %bz to i64
  %123 = add i64 %122, 1
  %124 = sext i32 %BH to i64
  %125 = icmp sle i64 %123, %124
  %126 = mul i32 %kb, 64
  %127 = icmp sle i32 0, %126
  %128 = mul i32 %kb, 64
  %129 = sext i32 %128 to i64
  %130 = add i64 %129, 64
  %131 = sext i32 %S to i64
  %132 = icmp sle i64 %130, %131
  %133 = and i1 %127, %132
  %134 = and i1 %125, %133
  br i1 %134, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond166

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond48

if.end33:                                         ; preds = %for.end50, %for.end36
  %135 = sext i32 %bz to i64
  %136 = add i64 %135, 1
  %137 = sext i32 %BH to i64
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
  br i1 %147, label %if.then59, label %if.else60

for.cond34:                                       ; preds = %for.end46, %if.then31
  %i337 = phi i32 [ 0, %if.then31 ], [ %189, %for.end46 ]
  %148 = icmp slt i32 %i337, 64
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
  %156 = mul i32 %155, 64
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
  br label %for.cond41, !llvm.loop !139

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
  %170 = mul i32 %kb, 64
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
  br label %for.cond44, !llvm.loop !140

for.end46:                                        ; preds = %for.cond44
  %189 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !141

for.cond48:                                       ; preds = %for.end54, %if.else32
  %i351 = phi i32 [ 0, %if.else32 ], [ %208, %for.end54 ]
  %190 = icmp slt i32 %i351, 64
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
  %195 = mul i32 %kb, 64
  %196 = sext i32 %195 to i64
  %197 = sext i32 %i351 to i64
  %198 = add i64 %196, %197
  %199 = icmp sle i64 0, %198
  %200 = mul i32 %kb, 64
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
  br label %for.cond48, !llvm.loop !142

sel.then56:                                       ; preds = %for.body53
  %209 = sext i32 %bz to i64
  %210 = sext i32 %S to i64
  %211 = mul nsw i64 %209, %210
  %212 = mul i32 %kb, 64
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
  br label %for.cond52, !llvm.loop !143

if.then59:                                        ; preds = %if.end33
  br label %for.cond62

if.else60:                                        ; preds = %if.end33
  br label %for.cond76

if.end61:                                         ; preds = %for.end78, %for.end64
  br label %for.cond87

for.cond62:                                       ; preds = %for.end74, %if.then59
  %i365 = phi i32 [ 0, %if.then59 ], [ %273, %for.end74 ]
  %232 = icmp slt i32 %i365, 64
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
  %240 = mul i32 %239, 64
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
  br label %for.cond69, !llvm.loop !144

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
  %254 = mul i32 %kb, 64
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
  br label %for.cond72, !llvm.loop !145

for.end74:                                        ; preds = %for.cond72
  %273 = add nsw i32 %i365, 1
  br label %for.cond62, !llvm.loop !146

for.cond76:                                       ; preds = %for.end82, %if.else60
  %i379 = phi i32 [ 0, %if.else60 ], [ %292, %for.end82 ]
  %274 = icmp slt i32 %i379, 64
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
  %279 = mul i32 %kb, 64
  %280 = sext i32 %279 to i64
  %281 = sext i32 %i379 to i64
  %282 = add i64 %280, %281
  %283 = icmp sle i64 0, %282
  %284 = mul i32 %kb, 64
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
  br label %for.cond76, !llvm.loop !147

sel.then84:                                       ; preds = %for.body81
  %293 = sext i32 %bz to i64
  %294 = sext i32 %S to i64
  %295 = mul nsw i64 %293, %294
  %296 = mul i32 %kb, 64
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
  br label %for.cond80, !llvm.loop !148

for.cond87:                                       ; preds = %for.end93, %if.end61
  %i390 = phi i32 [ 0, %if.end61 ], [ %324, %for.end93 ]
  %316 = icmp slt i32 %i390, 64
  br i1 %316, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  br label %for.cond91

for.end89:                                        ; preds = %for.cond87
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond95

for.cond91:                                       ; preds = %for.body92, %for.body88
  %j194 = phi i32 [ 0, %for.body88 ], [ %323, %for.body92 ]
  %317 = icmp slt i32 %j194, 64
  br i1 %317, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %318 = sext i32 %i390 to i64
  %319 = mul nsw i64 %318, 64
  %320 = sext i32 %j194 to i64
  %321 = add nsw i64 %319, %320
  %322 = getelementptr inbounds float, ptr %acc_s, i64 %321
  store float 0.000000e+00, ptr %322, align 4
  %323 = add nsw i32 %j194, 1
  br label %for.cond91, !llvm.loop !149

for.end93:                                        ; preds = %for.cond91
  %324 = add nsw i32 %i390, 1
  br label %for.cond87, !llvm.loop !150

for.cond95:                                       ; preds = %for.end100, %for.end89
  %i = phi i32 [ 0, %for.end89 ], [ %345, %for.end100 ]
  %325 = icmp slt i32 %i, 64
  br i1 %325, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  br label %for.cond98

for.end97:                                        ; preds = %for.cond95
  br label %for.cond101

for.cond98:                                       ; preds = %for.body99, %for.body96
  %j = phi i32 [ 0, %for.body96 ], [ %344, %for.body99 ]
  %326 = icmp slt i32 %j, 64
  br i1 %326, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %327 = mul i32 %kb, 64
  %328 = add i32 %327, %j
  %329 = icmp slt i32 %328, %S
  %330 = sext i32 %i to i64
  %331 = mul nsw i64 %330, 64
  %332 = sext i32 %j to i64
  %333 = add nsw i64 %331, %332
  %334 = call i64 @llvm.umin.i64(i64 %333, i64 4095)
  %335 = getelementptr inbounds float, ptr %acc_s, i64 %334
  %336 = load float, ptr %335, align 4
  %337 = fmul float %336, 1.250000e-01
  %338 = select i1 %329, float %337, float 0xFFF0000000000000
  %339 = sext i32 %i to i64
  %340 = mul nsw i64 %339, 64
  %341 = sext i32 %j to i64
  %342 = add nsw i64 %340, %341
  %343 = getelementptr inbounds float, ptr %acc_s, i64 %342
  store float %338, ptr %343, align 4
  %344 = add nsw i32 %j, 1
  br label %for.cond98, !llvm.loop !151

for.end100:                                       ; preds = %for.cond98
  %345 = add nsw i32 %i, 1
  br label %for.cond95, !llvm.loop !152

for.cond101:                                      ; preds = %for.body102, %for.end97
  %i3104 = phi i32 [ 0, %for.end97 ], [ %352, %for.body102 ]
  %346 = icmp slt i32 %i3104, 64
  br i1 %346, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %347 = sext i32 %i3104 to i64
  %348 = getelementptr inbounds float, ptr %m, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %i3104 to i64
  %351 = getelementptr inbounds float, ptr %m_prev, i64 %350
  store float %349, ptr %351, align 4
  %352 = add nsw i32 %i3104, 1
  br label %for.cond101, !llvm.loop !153

for.end103:                                       ; preds = %for.cond101
  br label %for.cond105

for.cond105:                                      ; preds = %for.end120, %for.end103
  %i1 = phi i32 [ 0, %for.end103 ], [ %395, %for.end120 ]
  %353 = icmp slt i32 %i1, 64
  br i1 %353, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  br label %for.cond108

for.end107:                                       ; preds = %for.cond105
  br label %for.cond122

for.cond108:                                      ; preds = %for.body109, %for.body106
  %lane = phi i32 [ 0, %for.body106 ], [ %363, %for.body109 ]
  %354 = icmp slt i32 %lane, 32
  br i1 %354, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %355 = sext i32 %i1 to i64
  %356 = mul nsw i64 %355, 64
  %357 = sext i32 %lane to i64
  %358 = add nsw i64 %356, %357
  %359 = getelementptr inbounds float, ptr %acc_s, i64 %358
  %360 = load float, ptr %359, align 4
  %361 = sext i32 %lane to i64
  %362 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %361
  store float %360, ptr %362, align 4
  %363 = add nsw i32 %lane, 1
  br label %for.cond108, !llvm.loop !154

for.end110:                                       ; preds = %for.cond108
  br label %for.cond111

for.cond111:                                      ; preds = %for.end116, %for.end110
  %red = phi i32 [ 0, %for.end110 ], [ %383, %for.end116 ]
  %364 = icmp slt i32 %red, 1
  br i1 %364, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  br label %for.cond114

for.end113:                                       ; preds = %for.cond111
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body112
  %lane117 = phi i32 [ 0, %for.body112 ], [ %382, %for.body115 ]
  %365 = icmp slt i32 %lane117, 32
  br i1 %365, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %366 = sext i32 %lane117 to i64
  %367 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %366
  %lane_acc = load float, ptr %367, align 4
  %368 = sext i32 %i1 to i64
  %369 = mul nsw i64 %368, 64
  %370 = add i32 %red, 1
  %371 = mul i32 %370, 32
  %372 = add i32 %371, %lane117
  %373 = sext i32 %372 to i64
  %374 = add nsw i64 %369, %373
  %375 = getelementptr inbounds float, ptr %acc_s, i64 %374
  %lane_next = load float, ptr %375, align 4
  %376 = fcmp une float %lane_next, %lane_next
  %377 = fcmp ogt float %lane_acc, %lane_next
  %378 = select i1 %377, float %lane_acc, float %lane_next
  %379 = select i1 %376, float %lane_acc, float %378
  %380 = sext i32 %lane117 to i64
  %381 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %380
  store float %379, ptr %381, align 4
  %382 = add nsw i32 %lane117, 1
  br label %for.cond114, !llvm.loop !155

for.end116:                                       ; preds = %for.cond114
  %383 = add nsw i32 %red, 1
  br label %for.cond111, !llvm.loop !156

for.cond118:                                      ; preds = %for.body119, %for.end113
  %lane121 = phi i32 [ 0, %for.end113 ], [ %394, %for.body119 ]
  %384 = icmp slt i32 %lane121, 32
  br i1 %384, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %385 = sext i32 %i1 to i64
  %386 = getelementptr inbounds float, ptr %m, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = sext i32 %lane121 to i64
  %389 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %388
  %390 = load float, ptr %389, align 4
  %391 = call float @llvm.maxnum.f32(float %387, float %390)
  %392 = sext i32 %i1 to i64
  %393 = getelementptr inbounds float, ptr %m, i64 %392
  store float %391, ptr %393, align 4
  %394 = add nsw i32 %lane121, 1
  br label %for.cond118, !llvm.loop !157

for.end120:                                       ; preds = %for.cond118
  %395 = add nsw i32 %i1, 1
  br label %for.cond105, !llvm.loop !158

for.cond122:                                      ; preds = %for.end128, %for.end107
  %i125 = phi i32 [ 0, %for.end107 ], [ %415, %for.end128 ]
  %396 = icmp slt i32 %i125, 64
  br i1 %396, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  br label %for.cond126

for.end124:                                       ; preds = %for.cond122
  br label %for.cond130

for.cond126:                                      ; preds = %for.body127, %for.body123
  %j129 = phi i32 [ 0, %for.body123 ], [ %414, %for.body127 ]
  %397 = icmp slt i32 %j129, 64
  br i1 %397, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %398 = sext i32 %i125 to i64
  %399 = mul nsw i64 %398, 64
  %400 = sext i32 %j129 to i64
  %401 = add nsw i64 %399, %400
  %402 = getelementptr inbounds float, ptr %acc_s, i64 %401
  %403 = load float, ptr %402, align 4
  %404 = sext i32 %i125 to i64
  %405 = getelementptr inbounds float, ptr %m, i64 %404
  %406 = load float, ptr %405, align 4
  %407 = fsub float %403, %406
  %408 = call float @tilec_expf(float %407)
  %409 = sext i32 %i125 to i64
  %410 = mul nsw i64 %409, 64
  %411 = sext i32 %j129 to i64
  %412 = add nsw i64 %410, %411
  %413 = getelementptr inbounds float, ptr %acc_s, i64 %412
  store float %408, ptr %413, align 4
  %414 = add nsw i32 %j129, 1
  br label %for.cond126, !llvm.loop !159

for.end128:                                       ; preds = %for.cond126
  %415 = add nsw i32 %i125, 1
  br label %for.cond122, !llvm.loop !160

for.cond130:                                      ; preds = %for.end145, %for.end124
  %i2 = phi i32 [ 0, %for.end124 ], [ %459, %for.end145 ]
  %416 = icmp slt i32 %i2, 64
  br i1 %416, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  br label %for.cond147

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane1 = phi i32 [ 0, %for.body131 ], [ %426, %for.body134 ]
  %417 = icmp slt i32 %lane1, 32
  br i1 %417, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %418 = sext i32 %i2 to i64
  %419 = mul nsw i64 %418, 64
  %420 = sext i32 %lane1 to i64
  %421 = add nsw i64 %419, %420
  %422 = getelementptr inbounds float, ptr %acc_s, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = sext i32 %lane1 to i64
  %425 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %424
  store float %423, ptr %425, align 4
  %426 = add nsw i32 %lane1, 1
  br label %for.cond133, !llvm.loop !161

for.end135:                                       ; preds = %for.cond133
  br label %for.cond136

for.cond136:                                      ; preds = %for.end141, %for.end135
  %red1 = phi i32 [ 0, %for.end135 ], [ %447, %for.end141 ]
  %427 = icmp slt i32 %red1, 1
  br i1 %427, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  br label %for.cond139

for.end138:                                       ; preds = %for.cond136
  %428 = sext i32 %i2 to i64
  %429 = getelementptr inbounds float, ptr %row_sum, i64 %428
  store float 0.000000e+00, ptr %429, align 4
  br label %for.cond143

for.cond139:                                      ; preds = %for.body140, %for.body137
  %lane1142 = phi i32 [ 0, %for.body137 ], [ %446, %for.body140 ]
  %430 = icmp slt i32 %lane1142, 32
  br i1 %430, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  %431 = sext i32 %lane1142 to i64
  %432 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %431
  %433 = load float, ptr %432, align 4
  %434 = sext i32 %i2 to i64
  %435 = mul nsw i64 %434, 64
  %436 = add i32 %red1, 1
  %437 = mul i32 %436, 32
  %438 = add i32 %437, %lane1142
  %439 = sext i32 %438 to i64
  %440 = add nsw i64 %435, %439
  %441 = getelementptr inbounds float, ptr %acc_s, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = fadd float %433, %442
  %444 = sext i32 %lane1142 to i64
  %445 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %444
  store float %443, ptr %445, align 4
  %446 = add nsw i32 %lane1142, 1
  br label %for.cond139, !llvm.loop !162

for.end141:                                       ; preds = %for.cond139
  %447 = add nsw i32 %red1, 1
  br label %for.cond136, !llvm.loop !163

for.cond143:                                      ; preds = %for.body144, %for.end138
  %lane1146 = phi i32 [ 0, %for.end138 ], [ %458, %for.body144 ]
  %448 = icmp slt i32 %lane1146, 32
  br i1 %448, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %449 = sext i32 %i2 to i64
  %450 = getelementptr inbounds float, ptr %row_sum, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = sext i32 %lane1146 to i64
  %453 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %452
  %454 = load float, ptr %453, align 4
  %455 = fadd float %451, %454
  %456 = sext i32 %i2 to i64
  %457 = getelementptr inbounds float, ptr %row_sum, i64 %456
  store float %455, ptr %457, align 4
  %458 = add nsw i32 %lane1146, 1
  br label %for.cond143, !llvm.loop !164

for.end145:                                       ; preds = %for.cond143
  %459 = add nsw i32 %i2, 1
  br label %for.cond130, !llvm.loop !165

for.cond147:                                      ; preds = %for.body148, %for.end132
  %i150 = phi i32 [ 0, %for.end132 ], [ %480, %for.body148 ]
  %460 = icmp slt i32 %i150, 64
  br i1 %460, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %461 = sext i32 %i150 to i64
  %462 = getelementptr inbounds float, ptr %m_prev, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = sext i32 %i150 to i64
  %465 = getelementptr inbounds float, ptr %m, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = fsub float %463, %466
  %alpha = call float @tilec_expf(float %467)
  %468 = sext i32 %i150 to i64
  %469 = getelementptr inbounds float, ptr %l, i64 %468
  %470 = load float, ptr %469, align 4
  %471 = fmul float %470, %alpha
  %472 = sext i32 %i150 to i64
  %473 = getelementptr inbounds float, ptr %row_sum, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = fadd float %471, %474
  %476 = sext i32 %i150 to i64
  %477 = getelementptr inbounds float, ptr %l, i64 %476
  store float %475, ptr %477, align 4
  %478 = sext i32 %i150 to i64
  %479 = getelementptr inbounds float, ptr %m_prev, i64 %478
  store float %alpha, ptr %479, align 4
  %480 = add nsw i32 %i150, 1
  br label %for.cond147, !llvm.loop !166

for.end149:                                       ; preds = %for.cond147
  br label %for.cond151

for.cond151:                                      ; preds = %for.end157, %for.end149
  %i154 = phi i32 [ 0, %for.end149 ], [ %499, %for.end157 ]
  %481 = icmp slt i32 %i154, 64
  br i1 %481, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  br label %for.cond155

for.end153:                                       ; preds = %for.cond151
  br label %for.cond158

for.cond155:                                      ; preds = %for.body156, %for.body152
  %d = phi i32 [ 0, %for.body152 ], [ %498, %for.body156 ]
  %482 = icmp slt i32 %d, 64
  br i1 %482, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %483 = sext i32 %i154 to i64
  %484 = mul nsw i64 %483, 64
  %485 = sext i32 %d to i64
  %486 = add nsw i64 %484, %485
  %487 = getelementptr inbounds float, ptr %acc_o, i64 %486
  %488 = load float, ptr %487, align 4
  %489 = sext i32 %i154 to i64
  %490 = getelementptr inbounds float, ptr %m_prev, i64 %489
  %491 = load float, ptr %490, align 4
  %492 = fmul float %488, %491
  %493 = sext i32 %i154 to i64
  %494 = mul nsw i64 %493, 64
  %495 = sext i32 %d to i64
  %496 = add nsw i64 %494, %495
  %497 = getelementptr inbounds float, ptr %acc_o, i64 %496
  store float %492, ptr %497, align 4
  %498 = add nsw i32 %d, 1
  br label %for.cond155, !llvm.loop !167

for.end157:                                       ; preds = %for.cond155
  %499 = add nsw i32 %i154, 1
  br label %for.cond151, !llvm.loop !168

for.cond158:                                      ; preds = %for.end164, %for.end153
  %i3161 = phi i32 [ 0, %for.end153 ], [ %519, %for.end164 ]
  %500 = icmp slt i32 %i3161, 64
  br i1 %500, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  br label %for.cond162

for.end160:                                       ; preds = %for.cond158
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %501 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !169

for.cond162:                                      ; preds = %for.body163, %for.body159
  %j1165 = phi i32 [ 0, %for.body159 ], [ %518, %for.body163 ]
  %502 = icmp slt i32 %j1165, 64
  br i1 %502, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %503 = sext i32 %i3161 to i64
  %504 = mul nsw i64 %503, 64
  %505 = sext i32 %j1165 to i64
  %506 = add nsw i64 %504, %505
  %507 = getelementptr inbounds float, ptr %acc_s, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = fptrunc float %508 to half
  %510 = fpext half %509 to float
  %511 = sext i32 %i3161 to i64
  %512 = mul nsw i64 %511, 64
  %513 = sext i32 %j1165 to i64
  %514 = add nsw i64 %512, %513
  %515 = getelementptr inbounds i16, ptr %P_s, i64 %514
  %516 = fptrunc float %510 to half
  %517 = bitcast half %516 to i16
  store i16 %517, ptr %515, align 2
  %518 = add nsw i32 %j1165, 1
  br label %for.cond162, !llvm.loop !170

for.end164:                                       ; preds = %for.cond162
  %519 = add nsw i32 %i3161, 1
  br label %for.cond158, !llvm.loop !171

for.cond166:                                      ; preds = %if.end172, %for.end30
  %i169 = phi i32 [ 0, %for.end30 ], [ %532, %if.end172 ]
  %520 = icmp slt i32 %i169, 64
  br i1 %520, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %521 = icmp sle i32 0, %bz
  %522 = icmp slt i32 %bz, %BH
  %523 = and i1 %521, %522
  %524 = mul i32 %bx, 64
  %525 = add i32 %524, %i169
  %526 = icmp sle i32 0, %525
  %527 = mul i32 %bx, 64
  %528 = add i32 %527, %i169
  %529 = icmp slt i32 %528, %S
  %530 = and i1 %526, %529
  %531 = and i1 %523, %530
  br i1 %531, label %if.then170, label %if.else171

for.end168:                                       ; preds = %for.cond166
  ret void

if.then170:                                       ; preds = %for.body167
  br label %for.cond173

if.else171:                                       ; preds = %for.body167
  br label %if.end172

if.end172:                                        ; preds = %if.else171, %for.end175
  %532 = add nsw i32 %i169, 1
  br label %for.cond166, !llvm.loop !172

for.cond173:                                      ; preds = %for.body174, %if.then170
  %d1 = phi i32 [ 0, %if.then170 ], [ %561, %for.body174 ]
  %533 = icmp slt i32 %d1, 64
  br i1 %533, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %534 = sext i32 %i169 to i64
  %535 = mul nsw i64 %534, 64
  %536 = add i32 0, %d1
  %537 = sext i32 %536 to i64
  %538 = add nsw i64 %535, %537
  %539 = getelementptr inbounds float, ptr %acc_o, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = sext i32 %i169 to i64
  %542 = getelementptr inbounds float, ptr %l, i64 %541
  %543 = load float, ptr %542, align 4
  %544 = fdiv float %540, %543
  %545 = fptrunc float %544 to half
  %546 = fpext half %545 to float
  %547 = sext i32 %bz to i64
  %548 = sext i32 %S to i64
  %549 = mul nsw i64 %547, %548
  %550 = mul i32 %bx, 64
  %551 = add i32 %550, %i169
  %552 = sext i32 %551 to i64
  %553 = add nsw i64 %549, %552
  %554 = mul nsw i64 %553, 64
  %555 = add i32 0, %d1
  %556 = sext i32 %555 to i64
  %557 = add nsw i64 %554, %556
  %558 = getelementptr inbounds i16, ptr %O, i64 %557
  %559 = fptrunc float %546 to half
  %560 = bitcast half %559 to i16
  store i16 %560, ptr %558, align 2
  %561 = add nsw i32 %d1, 1
  br label %for.cond173, !llvm.loop !173

for.end175:                                       ; preds = %for.cond173
  br label %if.end172
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_preg_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %ctx, i32 0, i32 6
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
  call void @flash_attention_rows_preg_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_flash_attention_rows_preg(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_flash_attention_rows_preg, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %BH = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %a, i32 0, i32 4
  store i32 %BH, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %S = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %a, i32 0, i32 5
  store i32 %S, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %a, i32 0, i32 6
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
  %45 = call i32 @tilec_rt_run_blocks(i64 %44, i32 %nworkers, ptr @flash_attention_rows_preg_task, ptr %a)
  ret i32 %45

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_qpreg_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %BH, i32 %S, i32 %bx, i32 %bz) #0 {
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
  %0 = sext i32 %bz to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %BH to i64
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
  br i1 %12, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i3, 64
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
  %18 = mul i32 %bx, 64
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
  br label %for.cond1, !llvm.loop !174

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !175

for.cond4:                                        ; preds = %for.end10, %if.else
  %i37 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i37, 64
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
  %43 = mul i32 %bx, 64
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i37 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 64
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
  br label %for.cond4, !llvm.loop !176

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %bz to i64
  %58 = sext i32 %S to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %bx, 64
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
  br label %for.cond8, !llvm.loop !177

for.cond12:                                       ; preds = %for.end18, %if.end
  %i315 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i315, 64
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
  br label %for.cond16, !llvm.loop !178

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !179

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 64
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !180

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i327 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i327, 64
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i327 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !181

for.end26:                                        ; preds = %for.cond24
  %97 = sext i32 %S to i64
  %98 = sdiv i64 %97, 64
  %99 = sub i64 0, %97
  %100 = select i1 false, i64 %99, i64 %98
  %101 = srem i64 %97, 64
  %102 = icmp ne i64 %101, 0
  %103 = icmp slt i64 %97, 0
  %104 = icmp eq i1 %103, false
  %105 = and i1 %102, %104
  %106 = zext i1 %105 to i64
  %107 = add i64 %100, %106
  %108 = trunc i64 %107 to i32
  %109 = sext i32 %S to i64
  %110 = sdiv i64 %109, 64
  %111 = sub i64 0, %109
  %112 = select i1 false, i64 %111, i64 %110
  %113 = srem i64 %109, 64
  %114 = icmp ne i64 %113, 0
  %115 = icmp slt i64 %109, 0
  %116 = icmp eq i1 %115, false
  %117 = and i1 %114, %116
  %118 = zext i1 %117 to i64
  %119 = add i64 %112, %118
  %120 = trunc i64 %119 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end160, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %501, %for.end160 ]
  %121 = icmp slt i32 %kb, %108
  br i1 %121, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %122 = sext i32 %bz to i64
  %123 = add i64 %122, 1
  %124 = sext i32 %BH to i64
  %125 = icmp sle i64 %123, %124
  %126 = mul i32 %kb, 64
  %127 = icmp sle i32 0, %126
  %128 = mul i32 %kb, 64
  %129 = sext i32 %128 to i64
  %130 = add i64 %129, 64
  %131 = sext i32 %S to i64
  %132 = icmp sle i64 %130, %131
  %133 = and i1 %127, %132
  %134 = and i1 %125, %133
  br i1 %134, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond166

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond48

if.end33:                                         ; preds = %for.end50, %for.end36
  %135 = sext i32 %bz to i64
  %136 = add i64 %135, 1
  %137 = sext i32 %BH to i64
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
  br i1 %147, label %if.then59, label %if.else60

for.cond34:                                       ; preds = %for.end46, %if.then31
  %i337 = phi i32 [ 0, %if.then31 ], [ %189, %for.end46 ]
  %148 = icmp slt i32 %i337, 64
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
  %156 = mul i32 %155, 64
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
  br label %for.cond41, !llvm.loop !182

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
  %170 = mul i32 %kb, 64
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
  br label %for.cond44, !llvm.loop !183

for.end46:                                        ; preds = %for.cond44
  %189 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !184

for.cond48:                                       ; preds = %for.end54, %if.else32
  %i351 = phi i32 [ 0, %if.else32 ], [ %208, %for.end54 ]
  %190 = icmp slt i32 %i351, 64
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
  %195 = mul i32 %kb, 64
  %196 = sext i32 %195 to i64
  %197 = sext i32 %i351 to i64
  %198 = add i64 %196, %197
  %199 = icmp sle i64 0, %198
  %200 = mul i32 %kb, 64
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
  br label %for.cond48, !llvm.loop !185

sel.then56:                                       ; preds = %for.body53
  %209 = sext i32 %bz to i64
  %210 = sext i32 %S to i64
  %211 = mul nsw i64 %209, %210
  %212 = mul i32 %kb, 64
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
  br label %for.cond52, !llvm.loop !186

if.then59:                                        ; preds = %if.end33
  br label %for.cond62

if.else60:                                        ; preds = %if.end33
  br label %for.cond76

if.end61:                                         ; preds = %for.end78, %for.end64
  br label %for.cond87

for.cond62:                                       ; preds = %for.end74, %if.then59
  %i365 = phi i32 [ 0, %if.then59 ], [ %273, %for.end74 ]
  %232 = icmp slt i32 %i365, 64
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
  %240 = mul i32 %239, 64
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
  br label %for.cond69, !llvm.loop !187

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
  %254 = mul i32 %kb, 64
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
  br label %for.cond72, !llvm.loop !188

for.end74:                                        ; preds = %for.cond72
  %273 = add nsw i32 %i365, 1
  br label %for.cond62, !llvm.loop !189

for.cond76:                                       ; preds = %for.end82, %if.else60
  %i379 = phi i32 [ 0, %if.else60 ], [ %292, %for.end82 ]
  %274 = icmp slt i32 %i379, 64
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
  %279 = mul i32 %kb, 64
  %280 = sext i32 %279 to i64
  %281 = sext i32 %i379 to i64
  %282 = add i64 %280, %281
  %283 = icmp sle i64 0, %282
  %284 = mul i32 %kb, 64
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
  br label %for.cond76, !llvm.loop !190

sel.then84:                                       ; preds = %for.body81
  %293 = sext i32 %bz to i64
  %294 = sext i32 %S to i64
  %295 = mul nsw i64 %293, %294
  %296 = mul i32 %kb, 64
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
  br label %for.cond80, !llvm.loop !191

for.cond87:                                       ; preds = %for.end93, %if.end61
  %i390 = phi i32 [ 0, %if.end61 ], [ %324, %for.end93 ]
  %316 = icmp slt i32 %i390, 64
  br i1 %316, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  br label %for.cond91

for.end89:                                        ; preds = %for.cond87
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond95

for.cond91:                                       ; preds = %for.body92, %for.body88
  %j194 = phi i32 [ 0, %for.body88 ], [ %323, %for.body92 ]
  %317 = icmp slt i32 %j194, 64
  br i1 %317, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %318 = sext i32 %i390 to i64
  %319 = mul nsw i64 %318, 64
  %320 = sext i32 %j194 to i64
  %321 = add nsw i64 %319, %320
  %322 = getelementptr inbounds float, ptr %acc_s, i64 %321
  store float 0.000000e+00, ptr %322, align 4
  %323 = add nsw i32 %j194, 1
  br label %for.cond91, !llvm.loop !192

for.end93:                                        ; preds = %for.cond91
  %324 = add nsw i32 %i390, 1
  br label %for.cond87, !llvm.loop !193

for.cond95:                                       ; preds = %for.end100, %for.end89
  %i = phi i32 [ 0, %for.end89 ], [ %345, %for.end100 ]
  %325 = icmp slt i32 %i, 64
  br i1 %325, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  br label %for.cond98

for.end97:                                        ; preds = %for.cond95
  br label %for.cond101

for.cond98:                                       ; preds = %for.body99, %for.body96
  %j = phi i32 [ 0, %for.body96 ], [ %344, %for.body99 ]
  %326 = icmp slt i32 %j, 64
  br i1 %326, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %327 = mul i32 %kb, 64
  %328 = add i32 %327, %j
  %329 = icmp slt i32 %328, %S
  %330 = sext i32 %i to i64
  %331 = mul nsw i64 %330, 64
  %332 = sext i32 %j to i64
  %333 = add nsw i64 %331, %332
  %334 = call i64 @llvm.umin.i64(i64 %333, i64 4095)
  %335 = getelementptr inbounds float, ptr %acc_s, i64 %334
  %336 = load float, ptr %335, align 4
  %337 = fmul float %336, 1.250000e-01
  %338 = select i1 %329, float %337, float 0xFFF0000000000000
  %339 = sext i32 %i to i64
  %340 = mul nsw i64 %339, 64
  %341 = sext i32 %j to i64
  %342 = add nsw i64 %340, %341
  %343 = getelementptr inbounds float, ptr %acc_s, i64 %342
  store float %338, ptr %343, align 4
  %344 = add nsw i32 %j, 1
  br label %for.cond98, !llvm.loop !194

for.end100:                                       ; preds = %for.cond98
  %345 = add nsw i32 %i, 1
  br label %for.cond95, !llvm.loop !195

for.cond101:                                      ; preds = %for.body102, %for.end97
  %i3104 = phi i32 [ 0, %for.end97 ], [ %352, %for.body102 ]
  %346 = icmp slt i32 %i3104, 64
  br i1 %346, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %347 = sext i32 %i3104 to i64
  %348 = getelementptr inbounds float, ptr %m, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %i3104 to i64
  %351 = getelementptr inbounds float, ptr %m_prev, i64 %350
  store float %349, ptr %351, align 4
  %352 = add nsw i32 %i3104, 1
  br label %for.cond101, !llvm.loop !196

for.end103:                                       ; preds = %for.cond101
  br label %for.cond105

for.cond105:                                      ; preds = %for.end120, %for.end103
  %i1 = phi i32 [ 0, %for.end103 ], [ %395, %for.end120 ]
  %353 = icmp slt i32 %i1, 64
  br i1 %353, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  br label %for.cond108

for.end107:                                       ; preds = %for.cond105
  br label %for.cond122

for.cond108:                                      ; preds = %for.body109, %for.body106
  %lane = phi i32 [ 0, %for.body106 ], [ %363, %for.body109 ]
  %354 = icmp slt i32 %lane, 32
  br i1 %354, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %355 = sext i32 %i1 to i64
  %356 = mul nsw i64 %355, 64
  %357 = sext i32 %lane to i64
  %358 = add nsw i64 %356, %357
  %359 = getelementptr inbounds float, ptr %acc_s, i64 %358
  %360 = load float, ptr %359, align 4
  %361 = sext i32 %lane to i64
  %362 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %361
  store float %360, ptr %362, align 4
  %363 = add nsw i32 %lane, 1
  br label %for.cond108, !llvm.loop !197

for.end110:                                       ; preds = %for.cond108
  br label %for.cond111

for.cond111:                                      ; preds = %for.end116, %for.end110
  %red = phi i32 [ 0, %for.end110 ], [ %383, %for.end116 ]
  %364 = icmp slt i32 %red, 1
  br i1 %364, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  br label %for.cond114

for.end113:                                       ; preds = %for.cond111
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body112
  %lane117 = phi i32 [ 0, %for.body112 ], [ %382, %for.body115 ]
  %365 = icmp slt i32 %lane117, 32
  br i1 %365, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %366 = sext i32 %lane117 to i64
  %367 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %366
  %lane_acc = load float, ptr %367, align 4
  %368 = sext i32 %i1 to i64
  %369 = mul nsw i64 %368, 64
  %370 = add i32 %red, 1
  %371 = mul i32 %370, 32
  %372 = add i32 %371, %lane117
  %373 = sext i32 %372 to i64
  %374 = add nsw i64 %369, %373
  %375 = getelementptr inbounds float, ptr %acc_s, i64 %374
  %lane_next = load float, ptr %375, align 4
  %376 = fcmp une float %lane_next, %lane_next
  %377 = fcmp ogt float %lane_acc, %lane_next
  %378 = select i1 %377, float %lane_acc, float %lane_next
  %379 = select i1 %376, float %lane_acc, float %378
  %380 = sext i32 %lane117 to i64
  %381 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %380
  store float %379, ptr %381, align 4
  %382 = add nsw i32 %lane117, 1
  br label %for.cond114, !llvm.loop !198

for.end116:                                       ; preds = %for.cond114
  %383 = add nsw i32 %red, 1
  br label %for.cond111, !llvm.loop !199

for.cond118:                                      ; preds = %for.body119, %for.end113
  %lane121 = phi i32 [ 0, %for.end113 ], [ %394, %for.body119 ]
  %384 = icmp slt i32 %lane121, 32
  br i1 %384, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %385 = sext i32 %i1 to i64
  %386 = getelementptr inbounds float, ptr %m, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = sext i32 %lane121 to i64
  %389 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %388
  %390 = load float, ptr %389, align 4
  %391 = call float @llvm.maxnum.f32(float %387, float %390)
  %392 = sext i32 %i1 to i64
  %393 = getelementptr inbounds float, ptr %m, i64 %392
  store float %391, ptr %393, align 4
  %394 = add nsw i32 %lane121, 1
  br label %for.cond118, !llvm.loop !200

for.end120:                                       ; preds = %for.cond118
  %395 = add nsw i32 %i1, 1
  br label %for.cond105, !llvm.loop !201

for.cond122:                                      ; preds = %for.end128, %for.end107
  %i125 = phi i32 [ 0, %for.end107 ], [ %415, %for.end128 ]
  %396 = icmp slt i32 %i125, 64
  br i1 %396, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  br label %for.cond126

for.end124:                                       ; preds = %for.cond122
  br label %for.cond130

for.cond126:                                      ; preds = %for.body127, %for.body123
  %j129 = phi i32 [ 0, %for.body123 ], [ %414, %for.body127 ]
  %397 = icmp slt i32 %j129, 64
  br i1 %397, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %398 = sext i32 %i125 to i64
  %399 = mul nsw i64 %398, 64
  %400 = sext i32 %j129 to i64
  %401 = add nsw i64 %399, %400
  %402 = getelementptr inbounds float, ptr %acc_s, i64 %401
  %403 = load float, ptr %402, align 4
  %404 = sext i32 %i125 to i64
  %405 = getelementptr inbounds float, ptr %m, i64 %404
  %406 = load float, ptr %405, align 4
  %407 = fsub float %403, %406
  %408 = call float @tilec_expf(float %407)
  %409 = sext i32 %i125 to i64
  %410 = mul nsw i64 %409, 64
  %411 = sext i32 %j129 to i64
  %412 = add nsw i64 %410, %411
  %413 = getelementptr inbounds float, ptr %acc_s, i64 %412
  store float %408, ptr %413, align 4
  %414 = add nsw i32 %j129, 1
  br label %for.cond126, !llvm.loop !202

for.end128:                                       ; preds = %for.cond126
  %415 = add nsw i32 %i125, 1
  br label %for.cond122, !llvm.loop !203

for.cond130:                                      ; preds = %for.end145, %for.end124
  %i2 = phi i32 [ 0, %for.end124 ], [ %459, %for.end145 ]
  %416 = icmp slt i32 %i2, 64
  br i1 %416, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  br label %for.cond147

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane1 = phi i32 [ 0, %for.body131 ], [ %426, %for.body134 ]
  %417 = icmp slt i32 %lane1, 32
  br i1 %417, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %418 = sext i32 %i2 to i64
  %419 = mul nsw i64 %418, 64
  %420 = sext i32 %lane1 to i64
  %421 = add nsw i64 %419, %420
  %422 = getelementptr inbounds float, ptr %acc_s, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = sext i32 %lane1 to i64
  %425 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %424
  store float %423, ptr %425, align 4
  %426 = add nsw i32 %lane1, 1
  br label %for.cond133, !llvm.loop !204

for.end135:                                       ; preds = %for.cond133
  br label %for.cond136

for.cond136:                                      ; preds = %for.end141, %for.end135
  %red1 = phi i32 [ 0, %for.end135 ], [ %447, %for.end141 ]
  %427 = icmp slt i32 %red1, 1
  br i1 %427, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  br label %for.cond139

for.end138:                                       ; preds = %for.cond136
  %428 = sext i32 %i2 to i64
  %429 = getelementptr inbounds float, ptr %row_sum, i64 %428
  store float 0.000000e+00, ptr %429, align 4
  br label %for.cond143

for.cond139:                                      ; preds = %for.body140, %for.body137
  %lane1142 = phi i32 [ 0, %for.body137 ], [ %446, %for.body140 ]
  %430 = icmp slt i32 %lane1142, 32
  br i1 %430, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  %431 = sext i32 %lane1142 to i64
  %432 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %431
  %433 = load float, ptr %432, align 4
  %434 = sext i32 %i2 to i64
  %435 = mul nsw i64 %434, 64
  %436 = add i32 %red1, 1
  %437 = mul i32 %436, 32
  %438 = add i32 %437, %lane1142
  %439 = sext i32 %438 to i64
  %440 = add nsw i64 %435, %439
  %441 = getelementptr inbounds float, ptr %acc_s, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = fadd float %433, %442
  %444 = sext i32 %lane1142 to i64
  %445 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %444
  store float %443, ptr %445, align 4
  %446 = add nsw i32 %lane1142, 1
  br label %for.cond139, !llvm.loop !205

for.end141:                                       ; preds = %for.cond139
  %447 = add nsw i32 %red1, 1
  br label %for.cond136, !llvm.loop !206

for.cond143:                                      ; preds = %for.body144, %for.end138
  %lane1146 = phi i32 [ 0, %for.end138 ], [ %458, %for.body144 ]
  %448 = icmp slt i32 %lane1146, 32
  br i1 %448, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %449 = sext i32 %i2 to i64
  %450 = getelementptr inbounds float, ptr %row_sum, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = sext i32 %lane1146 to i64
  %453 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %452
  %454 = load float, ptr %453, align 4
  %455 = fadd float %451, %454
  %456 = sext i32 %i2 to i64
  %457 = getelementptr inbounds float, ptr %row_sum, i64 %456
  store float %455, ptr %457, align 4
  %458 = add nsw i32 %lane1146, 1
  br label %for.cond143, !llvm.loop !207

for.end145:                                       ; preds = %for.cond143
  %459 = add nsw i32 %i2, 1
  br label %for.cond130, !llvm.loop !208

for.cond147:                                      ; preds = %for.body148, %for.end132
  %i150 = phi i32 [ 0, %for.end132 ], [ %480, %for.body148 ]
  %460 = icmp slt i32 %i150, 64
  br i1 %460, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %461 = sext i32 %i150 to i64
  %462 = getelementptr inbounds float, ptr %m_prev, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = sext i32 %i150 to i64
  %465 = getelementptr inbounds float, ptr %m, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = fsub float %463, %466
  %alpha = call float @tilec_expf(float %467)
  %468 = sext i32 %i150 to i64
  %469 = getelementptr inbounds float, ptr %l, i64 %468
  %470 = load float, ptr %469, align 4
  %471 = fmul float %470, %alpha
  %472 = sext i32 %i150 to i64
  %473 = getelementptr inbounds float, ptr %row_sum, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = fadd float %471, %474
  %476 = sext i32 %i150 to i64
  %477 = getelementptr inbounds float, ptr %l, i64 %476
  store float %475, ptr %477, align 4
  %478 = sext i32 %i150 to i64
  %479 = getelementptr inbounds float, ptr %m_prev, i64 %478
  store float %alpha, ptr %479, align 4
  %480 = add nsw i32 %i150, 1
  br label %for.cond147, !llvm.loop !209

for.end149:                                       ; preds = %for.cond147
  br label %for.cond151

for.cond151:                                      ; preds = %for.end157, %for.end149
  %i154 = phi i32 [ 0, %for.end149 ], [ %499, %for.end157 ]
  %481 = icmp slt i32 %i154, 64
  br i1 %481, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  br label %for.cond155

for.end153:                                       ; preds = %for.cond151
  br label %for.cond158

for.cond155:                                      ; preds = %for.body156, %for.body152
  %d = phi i32 [ 0, %for.body152 ], [ %498, %for.body156 ]
  %482 = icmp slt i32 %d, 64
  br i1 %482, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %483 = sext i32 %i154 to i64
  %484 = mul nsw i64 %483, 64
  %485 = sext i32 %d to i64
  %486 = add nsw i64 %484, %485
  %487 = getelementptr inbounds float, ptr %acc_o, i64 %486
  %488 = load float, ptr %487, align 4
  %489 = sext i32 %i154 to i64
  %490 = getelementptr inbounds float, ptr %m_prev, i64 %489
  %491 = load float, ptr %490, align 4
  %492 = fmul float %488, %491
  %493 = sext i32 %i154 to i64
  %494 = mul nsw i64 %493, 64
  %495 = sext i32 %d to i64
  %496 = add nsw i64 %494, %495
  %497 = getelementptr inbounds float, ptr %acc_o, i64 %496
  store float %492, ptr %497, align 4
  %498 = add nsw i32 %d, 1
  br label %for.cond155, !llvm.loop !210

for.end157:                                       ; preds = %for.cond155
  %499 = add nsw i32 %i154, 1
  br label %for.cond151, !llvm.loop !211

for.cond158:                                      ; preds = %for.end164, %for.end153
  %i3161 = phi i32 [ 0, %for.end153 ], [ %519, %for.end164 ]
  %500 = icmp slt i32 %i3161, 64
  br i1 %500, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  br label %for.cond162

for.end160:                                       ; preds = %for.cond158
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %501 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !212

for.cond162:                                      ; preds = %for.body163, %for.body159
  %j1165 = phi i32 [ 0, %for.body159 ], [ %518, %for.body163 ]
  %502 = icmp slt i32 %j1165, 64
  br i1 %502, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %503 = sext i32 %i3161 to i64
  %504 = mul nsw i64 %503, 64
  %505 = sext i32 %j1165 to i64
  %506 = add nsw i64 %504, %505
  %507 = getelementptr inbounds float, ptr %acc_s, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = fptrunc float %508 to half
  %510 = fpext half %509 to float
  %511 = sext i32 %i3161 to i64
  %512 = mul nsw i64 %511, 64
  %513 = sext i32 %j1165 to i64
  %514 = add nsw i64 %512, %513
  %515 = getelementptr inbounds i16, ptr %P_s, i64 %514
  %516 = fptrunc float %510 to half
  %517 = bitcast half %516 to i16
  store i16 %517, ptr %515, align 2
  %518 = add nsw i32 %j1165, 1
  br label %for.cond162, !llvm.loop !213

for.end164:                                       ; preds = %for.cond162
  %519 = add nsw i32 %i3161, 1
  br label %for.cond158, !llvm.loop !214

for.cond166:                                      ; preds = %if.end172, %for.end30
  %i169 = phi i32 [ 0, %for.end30 ], [ %532, %if.end172 ]
  %520 = icmp slt i32 %i169, 64
  br i1 %520, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %521 = icmp sle i32 0, %bz
  %522 = icmp slt i32 %bz, %BH
  %523 = and i1 %521, %522
  %524 = mul i32 %bx, 64
  %525 = add i32 %524, %i169
  %526 = icmp sle i32 0, %525
  %527 = mul i32 %bx, 64
  %528 = add i32 %527, %i169
  %529 = icmp slt i32 %528, %S
  %530 = and i1 %526, %529
  %531 = and i1 %523, %530
  br i1 %531, label %if.then170, label %if.else171

for.end168:                                       ; preds = %for.cond166
  ret void

if.then170:                                       ; preds = %for.body167
  br label %for.cond173

if.else171:                                       ; preds = %for.body167
  br label %if.end172

if.end172:                                        ; preds = %if.else171, %for.end175
  %532 = add nsw i32 %i169, 1
  br label %for.cond166, !llvm.loop !215

for.cond173:                                      ; preds = %for.body174, %if.then170
  %d1 = phi i32 [ 0, %if.then170 ], [ %561, %for.body174 ]
  %533 = icmp slt i32 %d1, 64
  br i1 %533, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %534 = sext i32 %i169 to i64
  %535 = mul nsw i64 %534, 64
  %536 = add i32 0, %d1
  %537 = sext i32 %536 to i64
  %538 = add nsw i64 %535, %537
  %539 = getelementptr inbounds float, ptr %acc_o, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = sext i32 %i169 to i64
  %542 = getelementptr inbounds float, ptr %l, i64 %541
  %543 = load float, ptr %542, align 4
  %544 = fdiv float %540, %543
  %545 = fptrunc float %544 to half
  %546 = fpext half %545 to float
  %547 = sext i32 %bz to i64
  %548 = sext i32 %S to i64
  %549 = mul nsw i64 %547, %548
  %550 = mul i32 %bx, 64
  %551 = add i32 %550, %i169
  %552 = sext i32 %551 to i64
  %553 = add nsw i64 %549, %552
  %554 = mul nsw i64 %553, 64
  %555 = add i32 0, %d1
  %556 = sext i32 %555 to i64
  %557 = add nsw i64 %554, %556
  %558 = getelementptr inbounds i16, ptr %O, i64 %557
  %559 = fptrunc float %546 to half
  %560 = bitcast half %559 to i16
  store i16 %560, ptr %558, align 2
  %561 = add nsw i32 %d1, 1
  br label %for.cond173, !llvm.loop !216

for.end175:                                       ; preds = %for.cond173
  br label %if.end172
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_qpreg_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %ctx, i32 0, i32 6
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
  call void @flash_attention_rows_qpreg_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_flash_attention_rows_qpreg(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_flash_attention_rows_qpreg, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %BH = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %a, i32 0, i32 4
  store i32 %BH, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %S = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %a, i32 0, i32 5
  store i32 %S, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %a, i32 0, i32 6
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
  %45 = call i32 @tilec_rt_run_blocks(i64 %44, i32 %nworkers, ptr @flash_attention_rows_qpreg_task, ptr %a)
  ret i32 %45

empty:                                            ; preds = %body
  ret i32 0
}

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
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1, !2}
!112 = distinct !{!112, !1, !2}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1, !2}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1, !2}
!120 = distinct !{!120, !1}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1, !2}
!125 = distinct !{!125, !1}
!126 = distinct !{!126, !1}
!127 = distinct !{!127, !1, !2}
!128 = distinct !{!128, !1}
!129 = distinct !{!129, !1}
!130 = distinct !{!130, !1, !2}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1, !2}
!135 = distinct !{!135, !1, !2}
!136 = distinct !{!136, !1}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !1, !2}
!139 = distinct !{!139, !1}
!140 = distinct !{!140, !1, !2}
!141 = distinct !{!141, !1}
!142 = distinct !{!142, !1}
!143 = distinct !{!143, !1, !2}
!144 = distinct !{!144, !1}
!145 = distinct !{!145, !1, !2}
!146 = distinct !{!146, !1}
!147 = distinct !{!147, !1}
!148 = distinct !{!148, !1, !2}
!149 = distinct !{!149, !1, !2}
!150 = distinct !{!150, !1}
!151 = distinct !{!151, !1, !2}
!152 = distinct !{!152, !1}
!153 = distinct !{!153, !1, !2}
!154 = distinct !{!154, !1, !2}
!155 = distinct !{!155, !1, !2}
!156 = distinct !{!156, !1}
!157 = distinct !{!157, !1}
!158 = distinct !{!158, !1}
!159 = distinct !{!159, !1, !2}
!160 = distinct !{!160, !1}
!161 = distinct !{!161, !1, !2}
!162 = distinct !{!162, !1, !2}
!163 = distinct !{!163, !1}
!164 = distinct !{!164, !1}
!165 = distinct !{!165, !1}
!166 = distinct !{!166, !1, !2}
!167 = distinct !{!167, !1, !2}
!168 = distinct !{!168, !1}
!169 = distinct !{!169, !1}
!170 = distinct !{!170, !1, !2}
!171 = distinct !{!171, !1}
!172 = distinct !{!172, !1}
!173 = distinct !{!173, !1, !2}
!174 = distinct !{!174, !1, !2}
!175 = distinct !{!175, !1}
!176 = distinct !{!176, !1}
!177 = distinct !{!177, !1, !2}
!178 = distinct !{!178, !1, !2}
!179 = distinct !{!179, !1}
!180 = distinct !{!180, !1, !2}
!181 = distinct !{!181, !1, !2}
!182 = distinct !{!182, !1}
!183 = distinct !{!183, !1, !2}
!184 = distinct !{!184, !1}
!185 = distinct !{!185, !1}
!186 = distinct !{!186, !1, !2}
!187 = distinct !{!187, !1}
!188 = distinct !{!188, !1, !2}
!189 = distinct !{!189, !1}
!190 = distinct !{!190, !1}
!191 = distinct !{!191, !1, !2}
!192 = distinct !{!192, !1, !2}
!193 = distinct !{!193, !1}
!194 = distinct !{!194, !1, !2}
!195 = distinct !{!195, !1}
!196 = distinct !{!196, !1, !2}
!197 = distinct !{!197, !1, !2}
!198 = distinct !{!198, !1, !2}
!199 = distinct !{!199, !1}
!200 = distinct !{!200, !1}
!201 = distinct !{!201, !1}
!202 = distinct !{!202, !1, !2}
!203 = distinct !{!203, !1}
!204 = distinct !{!204, !1, !2}
!205 = distinct !{!205, !1, !2}
!206 = distinct !{!206, !1}
!207 = distinct !{!207, !1}
!208 = distinct !{!208, !1}
!209 = distinct !{!209, !1, !2}
!210 = distinct !{!210, !1, !2}
!211 = distinct !{!211, !1}
!212 = distinct !{!212, !1}
!213 = distinct !{!213, !1, !2}
!214 = distinct !{!214, !1}
!215 = distinct !{!215, !1}
!216 = distinct !{!216, !1, !2}
