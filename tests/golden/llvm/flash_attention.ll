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

for.cond28:                                       ; preds = %for.end209, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %647, %for.end209 ]
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
  br label %for.cond215

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

for.cond105:                                      ; preds = %if.end150, %for.end103
  %i1 = phi i32 [ 0, %for.end103 ], [ %470, %if.end150 ]
  %353 = icmp slt i32 %i1, 64
  br i1 %353, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %354 = sext i32 %i1 to i64
  %355 = getelementptr inbounds float, ptr %m, i64 %354
  %tl_dst0 = load float, ptr %355, align 4
  br label %for.cond108

for.end107:                                       ; preds = %for.cond105
  br label %for.cond155

for.cond108:                                      ; preds = %for.body109, %for.body106
  %lane = phi i32 [ 0, %for.body106 ], [ %380, %for.body109 ]
  %356 = icmp slt i32 %lane, 32
  br i1 %356, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %357 = sext i32 %i1 to i64
  %358 = mul nsw i64 %357, 64
  %359 = sext i32 %lane to i64
  %360 = add nsw i64 %358, %359
  %361 = getelementptr inbounds float, ptr %acc_s, i64 %360
  %362 = load float, ptr %361, align 4
  %363 = sext i32 %i1 to i64
  %364 = mul nsw i64 %363, 64
  %365 = sext i32 %lane to i64
  %366 = add nsw i64 %364, %365
  %367 = getelementptr inbounds float, ptr %acc_s, i64 %366
  %368 = load float, ptr %367, align 4
  %369 = fcmp une float %362, %368
  %370 = sext i32 %i1 to i64
  %371 = mul nsw i64 %370, 64
  %372 = sext i32 %lane to i64
  %373 = add nsw i64 %371, %372
  %374 = call i64 @llvm.umin.i64(i64 %373, i64 4095)
  %375 = getelementptr inbounds float, ptr %acc_s, i64 %374
  %376 = load float, ptr %375, align 4
  %377 = select i1 %369, float 0xFFF0000000000000, float %376
  %378 = sext i32 %lane to i64
  %379 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %378
  store float %377, ptr %379, align 4
  %380 = add nsw i32 %lane, 1
  br label %for.cond108, !llvm.loop !25

for.end110:                                       ; preds = %for.cond108
  br label %for.cond111

for.cond111:                                      ; preds = %for.end116, %for.end110
  %red = phi i32 [ 0, %for.end110 ], [ %398, %for.end116 ]
  %381 = icmp slt i32 %red, 1
  br i1 %381, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  br label %for.cond114

for.end113:                                       ; preds = %for.cond111
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body112
  %lane117 = phi i32 [ 0, %for.body112 ], [ %397, %for.body115 ]
  %382 = icmp slt i32 %lane117, 32
  br i1 %382, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %383 = sext i32 %lane117 to i64
  %384 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %383
  %lane_acc = load float, ptr %384, align 4
  %385 = sext i32 %i1 to i64
  %386 = mul nsw i64 %385, 64
  %387 = add i32 %red, 1
  %388 = mul i32 %387, 32
  %389 = add i32 %388, %lane117
  %390 = sext i32 %389 to i64
  %391 = add nsw i64 %386, %390
  %392 = getelementptr inbounds float, ptr %acc_s, i64 %391
  %lane_next = load float, ptr %392, align 4
  %393 = fcmp ogt float %lane_next, %lane_acc
  %394 = select i1 %393, float %lane_next, float %lane_acc
  %395 = sext i32 %lane117 to i64
  %396 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %395
  store float %394, ptr %396, align 4
  %397 = add nsw i32 %lane117, 1
  br label %for.cond114, !llvm.loop !26

for.end116:                                       ; preds = %for.cond114
  %398 = add nsw i32 %red, 1
  br label %for.cond111, !llvm.loop !27

for.cond118:                                      ; preds = %for.body119, %for.end113
  %lane121 = phi i32 [ 0, %for.end113 ], [ %409, %for.body119 ]
  %399 = icmp slt i32 %lane121, 16
  br i1 %399, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %400 = sext i32 %lane121 to i64
  %401 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %400
  %lane_acc122 = load float, ptr %401, align 4
  %402 = add i32 %lane121, 16
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %403
  %lane_next123 = load float, ptr %404, align 4
  %405 = fcmp ogt float %lane_next123, %lane_acc122
  %406 = select i1 %405, float %lane_next123, float %lane_acc122
  %407 = sext i32 %lane121 to i64
  %408 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %407
  store float %406, ptr %408, align 4
  %409 = add nsw i32 %lane121, 1
  br label %for.cond118, !llvm.loop !28

for.end120:                                       ; preds = %for.cond118
  br label %for.cond124

for.cond124:                                      ; preds = %for.body125, %for.end120
  %lane127 = phi i32 [ 0, %for.end120 ], [ %420, %for.body125 ]
  %410 = icmp slt i32 %lane127, 8
  br i1 %410, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %411 = sext i32 %lane127 to i64
  %412 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %411
  %lane_acc128 = load float, ptr %412, align 4
  %413 = add i32 %lane127, 8
  %414 = sext i32 %413 to i64
  %415 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %414
  %lane_next129 = load float, ptr %415, align 4
  %416 = fcmp ogt float %lane_next129, %lane_acc128
  %417 = select i1 %416, float %lane_next129, float %lane_acc128
  %418 = sext i32 %lane127 to i64
  %419 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %418
  store float %417, ptr %419, align 4
  %420 = add nsw i32 %lane127, 1
  br label %for.cond124, !llvm.loop !29

for.end126:                                       ; preds = %for.cond124
  br label %for.cond130

for.cond130:                                      ; preds = %for.body131, %for.end126
  %lane133 = phi i32 [ 0, %for.end126 ], [ %431, %for.body131 ]
  %421 = icmp slt i32 %lane133, 4
  br i1 %421, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %422 = sext i32 %lane133 to i64
  %423 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %422
  %lane_acc134 = load float, ptr %423, align 4
  %424 = add i32 %lane133, 4
  %425 = sext i32 %424 to i64
  %426 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %425
  %lane_next135 = load float, ptr %426, align 4
  %427 = fcmp ogt float %lane_next135, %lane_acc134
  %428 = select i1 %427, float %lane_next135, float %lane_acc134
  %429 = sext i32 %lane133 to i64
  %430 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %429
  store float %428, ptr %430, align 4
  %431 = add nsw i32 %lane133, 1
  br label %for.cond130, !llvm.loop !30

for.end132:                                       ; preds = %for.cond130
  br label %for.cond136

for.cond136:                                      ; preds = %for.body137, %for.end132
  %lane139 = phi i32 [ 0, %for.end132 ], [ %442, %for.body137 ]
  %432 = icmp slt i32 %lane139, 2
  br i1 %432, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %433 = sext i32 %lane139 to i64
  %434 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %433
  %lane_acc140 = load float, ptr %434, align 4
  %435 = add i32 %lane139, 2
  %436 = sext i32 %435 to i64
  %437 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %436
  %lane_next141 = load float, ptr %437, align 4
  %438 = fcmp ogt float %lane_next141, %lane_acc140
  %439 = select i1 %438, float %lane_next141, float %lane_acc140
  %440 = sext i32 %lane139 to i64
  %441 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %440
  store float %439, ptr %441, align 4
  %442 = add nsw i32 %lane139, 1
  br label %for.cond136, !llvm.loop !31

for.end138:                                       ; preds = %for.cond136
  br label %for.cond142

for.cond142:                                      ; preds = %for.body143, %for.end138
  %lane145 = phi i32 [ 0, %for.end138 ], [ %453, %for.body143 ]
  %443 = icmp slt i32 %lane145, 1
  br i1 %443, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %444 = sext i32 %lane145 to i64
  %445 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %444
  %lane_acc146 = load float, ptr %445, align 4
  %446 = add i32 %lane145, 1
  %447 = sext i32 %446 to i64
  %448 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %447
  %lane_next147 = load float, ptr %448, align 4
  %449 = fcmp ogt float %lane_next147, %lane_acc146
  %450 = select i1 %449, float %lane_next147, float %lane_acc146
  %451 = sext i32 %lane145 to i64
  %452 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %451
  store float %450, ptr %452, align 4
  %453 = add nsw i32 %lane145, 1
  br label %for.cond142, !llvm.loop !32

for.end144:                                       ; preds = %for.cond142
  %454 = sext i32 %i1 to i64
  %455 = getelementptr inbounds float, ptr %m, i64 %454
  %456 = load float, ptr %455, align 4
  %457 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %458 = load float, ptr %457, align 4
  %459 = call float @llvm.maxnum.f32(float %456, float %458)
  %460 = sext i32 %i1 to i64
  %461 = getelementptr inbounds float, ptr %m, i64 %460
  store float %459, ptr %461, align 4
  %462 = sext i32 %i1 to i64
  %463 = getelementptr inbounds float, ptr %m, i64 %462
  %464 = load float, ptr %463, align 4
  %465 = fcmp oeq float %464, 0xFFF0000000000000
  %466 = fcmp une float %tl_dst0, %tl_dst0
  %467 = and i1 %465, %466
  br i1 %467, label %if.then148, label %if.else149

if.then148:                                       ; preds = %for.end144
  %468 = sext i32 %i1 to i64
  %469 = getelementptr inbounds float, ptr %m, i64 %468
  store float %tl_dst0, ptr %469, align 4
  br label %for.cond151

if.else149:                                       ; preds = %for.end144
  br label %if.end150

if.end150:                                        ; preds = %if.else149, %for.end153
  %470 = add nsw i32 %i1, 1
  br label %for.cond105, !llvm.loop !33

for.cond151:                                      ; preds = %for.body152, %if.then148
  %red154 = phi i32 [ 0, %if.then148 ], [ %484, %for.body152 ]
  %471 = icmp slt i32 %red154, 64
  br i1 %471, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %472 = sext i32 %i1 to i64
  %473 = getelementptr inbounds float, ptr %m, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = sext i32 %i1 to i64
  %476 = mul nsw i64 %475, 64
  %477 = sext i32 %red154 to i64
  %478 = add nsw i64 %476, %477
  %479 = getelementptr inbounds float, ptr %acc_s, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = call float @llvm.maxnum.f32(float %474, float %480)
  %482 = sext i32 %i1 to i64
  %483 = getelementptr inbounds float, ptr %m, i64 %482
  store float %481, ptr %483, align 4
  %484 = add nsw i32 %red154, 1
  br label %for.cond151, !llvm.loop !34

for.end153:                                       ; preds = %for.cond151
  br label %if.end150

for.cond155:                                      ; preds = %for.end161, %for.end107
  %i158 = phi i32 [ 0, %for.end107 ], [ %504, %for.end161 ]
  %485 = icmp slt i32 %i158, 64
  br i1 %485, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  br label %for.cond159

for.end157:                                       ; preds = %for.cond155
  br label %for.cond163

for.cond159:                                      ; preds = %for.body160, %for.body156
  %j162 = phi i32 [ 0, %for.body156 ], [ %503, %for.body160 ]
  %486 = icmp slt i32 %j162, 64
  br i1 %486, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %487 = sext i32 %i158 to i64
  %488 = mul nsw i64 %487, 64
  %489 = sext i32 %j162 to i64
  %490 = add nsw i64 %488, %489
  %491 = getelementptr inbounds float, ptr %acc_s, i64 %490
  %492 = load float, ptr %491, align 4
  %493 = sext i32 %i158 to i64
  %494 = getelementptr inbounds float, ptr %m, i64 %493
  %495 = load float, ptr %494, align 4
  %496 = fsub float %492, %495
  %497 = call float @tilec_expf(float %496)
  %498 = sext i32 %i158 to i64
  %499 = mul nsw i64 %498, 64
  %500 = sext i32 %j162 to i64
  %501 = add nsw i64 %499, %500
  %502 = getelementptr inbounds float, ptr %acc_s, i64 %501
  store float %497, ptr %502, align 4
  %503 = add nsw i32 %j162, 1
  br label %for.cond159, !llvm.loop !35

for.end161:                                       ; preds = %for.cond159
  %504 = add nsw i32 %i158, 1
  br label %for.cond155, !llvm.loop !36

for.cond163:                                      ; preds = %for.end194, %for.end157
  %i2 = phi i32 [ 0, %for.end157 ], [ %605, %for.end194 ]
  %505 = icmp slt i32 %i2, 64
  br i1 %505, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  br label %for.cond166

for.end165:                                       ; preds = %for.cond163
  br label %for.cond196

for.cond166:                                      ; preds = %for.body167, %for.body164
  %lane1 = phi i32 [ 0, %for.body164 ], [ %515, %for.body167 ]
  %506 = icmp slt i32 %lane1, 32
  br i1 %506, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %507 = sext i32 %i2 to i64
  %508 = mul nsw i64 %507, 64
  %509 = sext i32 %lane1 to i64
  %510 = add nsw i64 %508, %509
  %511 = getelementptr inbounds float, ptr %acc_s, i64 %510
  %512 = load float, ptr %511, align 4
  %513 = sext i32 %lane1 to i64
  %514 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %513
  store float %512, ptr %514, align 4
  %515 = add nsw i32 %lane1, 1
  br label %for.cond166, !llvm.loop !37

for.end168:                                       ; preds = %for.cond166
  br label %for.cond169

for.cond169:                                      ; preds = %for.end174, %for.end168
  %red1 = phi i32 [ 0, %for.end168 ], [ %534, %for.end174 ]
  %516 = icmp slt i32 %red1, 1
  br i1 %516, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  br label %for.cond172

for.end171:                                       ; preds = %for.cond169
  br label %for.cond176

for.cond172:                                      ; preds = %for.body173, %for.body170
  %lane1175 = phi i32 [ 0, %for.body170 ], [ %533, %for.body173 ]
  %517 = icmp slt i32 %lane1175, 32
  br i1 %517, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %518 = sext i32 %lane1175 to i64
  %519 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %518
  %520 = load float, ptr %519, align 4
  %521 = sext i32 %i2 to i64
  %522 = mul nsw i64 %521, 64
  %523 = add i32 %red1, 1
  %524 = mul i32 %523, 32
  %525 = add i32 %524, %lane1175
  %526 = sext i32 %525 to i64
  %527 = add nsw i64 %522, %526
  %528 = getelementptr inbounds float, ptr %acc_s, i64 %527
  %529 = load float, ptr %528, align 4
  %530 = fadd float %520, %529
  %531 = sext i32 %lane1175 to i64
  %532 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %531
  store float %530, ptr %532, align 4
  %533 = add nsw i32 %lane1175, 1
  br label %for.cond172, !llvm.loop !38

for.end174:                                       ; preds = %for.cond172
  %534 = add nsw i32 %red1, 1
  br label %for.cond169, !llvm.loop !39

for.cond176:                                      ; preds = %for.body177, %for.end171
  %lane1179 = phi i32 [ 0, %for.end171 ], [ %546, %for.body177 ]
  %535 = icmp slt i32 %lane1179, 16
  br i1 %535, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %536 = sext i32 %lane1179 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = add i32 %lane1179, 16
  %540 = sext i32 %539 to i64
  %541 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = fadd float %538, %542
  %544 = sext i32 %lane1179 to i64
  %545 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %544
  store float %543, ptr %545, align 4
  %546 = add nsw i32 %lane1179, 1
  br label %for.cond176, !llvm.loop !40

for.end178:                                       ; preds = %for.cond176
  br label %for.cond180

for.cond180:                                      ; preds = %for.body181, %for.end178
  %lane1183 = phi i32 [ 0, %for.end178 ], [ %558, %for.body181 ]
  %547 = icmp slt i32 %lane1183, 8
  br i1 %547, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %548 = sext i32 %lane1183 to i64
  %549 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %548
  %550 = load float, ptr %549, align 4
  %551 = add i32 %lane1183, 8
  %552 = sext i32 %551 to i64
  %553 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %552
  %554 = load float, ptr %553, align 4
  %555 = fadd float %550, %554
  %556 = sext i32 %lane1183 to i64
  %557 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %556
  store float %555, ptr %557, align 4
  %558 = add nsw i32 %lane1183, 1
  br label %for.cond180, !llvm.loop !41

for.end182:                                       ; preds = %for.cond180
  br label %for.cond184

for.cond184:                                      ; preds = %for.body185, %for.end182
  %lane1187 = phi i32 [ 0, %for.end182 ], [ %570, %for.body185 ]
  %559 = icmp slt i32 %lane1187, 4
  br i1 %559, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %560 = sext i32 %lane1187 to i64
  %561 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = add i32 %lane1187, 4
  %564 = sext i32 %563 to i64
  %565 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = fadd float %562, %566
  %568 = sext i32 %lane1187 to i64
  %569 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %568
  store float %567, ptr %569, align 4
  %570 = add nsw i32 %lane1187, 1
  br label %for.cond184, !llvm.loop !42

for.end186:                                       ; preds = %for.cond184
  br label %for.cond188

for.cond188:                                      ; preds = %for.body189, %for.end186
  %lane1191 = phi i32 [ 0, %for.end186 ], [ %582, %for.body189 ]
  %571 = icmp slt i32 %lane1191, 2
  br i1 %571, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %572 = sext i32 %lane1191 to i64
  %573 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %572
  %574 = load float, ptr %573, align 4
  %575 = add i32 %lane1191, 2
  %576 = sext i32 %575 to i64
  %577 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %576
  %578 = load float, ptr %577, align 4
  %579 = fadd float %574, %578
  %580 = sext i32 %lane1191 to i64
  %581 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %580
  store float %579, ptr %581, align 4
  %582 = add nsw i32 %lane1191, 1
  br label %for.cond188, !llvm.loop !43

for.end190:                                       ; preds = %for.cond188
  br label %for.cond192

for.cond192:                                      ; preds = %for.body193, %for.end190
  %lane1195 = phi i32 [ 0, %for.end190 ], [ %594, %for.body193 ]
  %583 = icmp slt i32 %lane1195, 1
  br i1 %583, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %584 = sext i32 %lane1195 to i64
  %585 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %584
  %586 = load float, ptr %585, align 4
  %587 = add i32 %lane1195, 1
  %588 = sext i32 %587 to i64
  %589 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %588
  %590 = load float, ptr %589, align 4
  %591 = fadd float %586, %590
  %592 = sext i32 %lane1195 to i64
  %593 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %592
  store float %591, ptr %593, align 4
  %594 = add nsw i32 %lane1195, 1
  br label %for.cond192, !llvm.loop !44

for.end194:                                       ; preds = %for.cond192
  %595 = sext i32 %i2 to i64
  %596 = getelementptr inbounds float, ptr %row_sum, i64 %595
  store float 0.000000e+00, ptr %596, align 4
  %597 = sext i32 %i2 to i64
  %598 = getelementptr inbounds float, ptr %row_sum, i64 %597
  %599 = load float, ptr %598, align 4
  %600 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %601 = load float, ptr %600, align 4
  %602 = fadd float %599, %601
  %603 = sext i32 %i2 to i64
  %604 = getelementptr inbounds float, ptr %row_sum, i64 %603
  store float %602, ptr %604, align 4
  %605 = add nsw i32 %i2, 1
  br label %for.cond163, !llvm.loop !45

for.cond196:                                      ; preds = %for.body197, %for.end165
  %i199 = phi i32 [ 0, %for.end165 ], [ %626, %for.body197 ]
  %606 = icmp slt i32 %i199, 64
  br i1 %606, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %607 = sext i32 %i199 to i64
  %608 = getelementptr inbounds float, ptr %m_prev, i64 %607
  %609 = load float, ptr %608, align 4
  %610 = sext i32 %i199 to i64
  %611 = getelementptr inbounds float, ptr %m, i64 %610
  %612 = load float, ptr %611, align 4
  %613 = fsub float %609, %612
  %alpha = call float @tilec_expf(float %613)
  %614 = sext i32 %i199 to i64
  %615 = getelementptr inbounds float, ptr %l, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = fmul float %616, %alpha
  %618 = sext i32 %i199 to i64
  %619 = getelementptr inbounds float, ptr %row_sum, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = fadd float %617, %620
  %622 = sext i32 %i199 to i64
  %623 = getelementptr inbounds float, ptr %l, i64 %622
  store float %621, ptr %623, align 4
  %624 = sext i32 %i199 to i64
  %625 = getelementptr inbounds float, ptr %m_prev, i64 %624
  store float %alpha, ptr %625, align 4
  %626 = add nsw i32 %i199, 1
  br label %for.cond196, !llvm.loop !46

for.end198:                                       ; preds = %for.cond196
  br label %for.cond200

for.cond200:                                      ; preds = %for.end206, %for.end198
  %i203 = phi i32 [ 0, %for.end198 ], [ %645, %for.end206 ]
  %627 = icmp slt i32 %i203, 64
  br i1 %627, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  br label %for.cond204

for.end202:                                       ; preds = %for.cond200
  br label %for.cond207

for.cond204:                                      ; preds = %for.body205, %for.body201
  %d = phi i32 [ 0, %for.body201 ], [ %644, %for.body205 ]
  %628 = icmp slt i32 %d, 64
  br i1 %628, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %629 = sext i32 %i203 to i64
  %630 = mul nsw i64 %629, 64
  %631 = sext i32 %d to i64
  %632 = add nsw i64 %630, %631
  %633 = getelementptr inbounds float, ptr %acc_o, i64 %632
  %634 = load float, ptr %633, align 4
  %635 = sext i32 %i203 to i64
  %636 = getelementptr inbounds float, ptr %m_prev, i64 %635
  %637 = load float, ptr %636, align 4
  %638 = fmul float %634, %637
  %639 = sext i32 %i203 to i64
  %640 = mul nsw i64 %639, 64
  %641 = sext i32 %d to i64
  %642 = add nsw i64 %640, %641
  %643 = getelementptr inbounds float, ptr %acc_o, i64 %642
  store float %638, ptr %643, align 4
  %644 = add nsw i32 %d, 1
  br label %for.cond204, !llvm.loop !47

for.end206:                                       ; preds = %for.cond204
  %645 = add nsw i32 %i203, 1
  br label %for.cond200, !llvm.loop !48

for.cond207:                                      ; preds = %for.end213, %for.end202
  %i3210 = phi i32 [ 0, %for.end202 ], [ %665, %for.end213 ]
  %646 = icmp slt i32 %i3210, 64
  br i1 %646, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  br label %for.cond211

for.end209:                                       ; preds = %for.cond207
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %647 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !49

for.cond211:                                      ; preds = %for.body212, %for.body208
  %j1214 = phi i32 [ 0, %for.body208 ], [ %664, %for.body212 ]
  %648 = icmp slt i32 %j1214, 64
  br i1 %648, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %649 = sext i32 %i3210 to i64
  %650 = mul nsw i64 %649, 64
  %651 = sext i32 %j1214 to i64
  %652 = add nsw i64 %650, %651
  %653 = getelementptr inbounds float, ptr %acc_s, i64 %652
  %654 = load float, ptr %653, align 4
  %655 = fptrunc float %654 to half
  %656 = fpext half %655 to float
  %657 = sext i32 %i3210 to i64
  %658 = mul nsw i64 %657, 64
  %659 = sext i32 %j1214 to i64
  %660 = add nsw i64 %658, %659
  %661 = getelementptr inbounds i16, ptr %P_s, i64 %660
  %662 = fptrunc float %656 to half
  %663 = bitcast half %662 to i16
  store i16 %663, ptr %661, align 2
  %664 = add nsw i32 %j1214, 1
  br label %for.cond211, !llvm.loop !50

for.end213:                                       ; preds = %for.cond211
  %665 = add nsw i32 %i3210, 1
  br label %for.cond207, !llvm.loop !51

for.cond215:                                      ; preds = %if.end221, %for.end30
  %i218 = phi i32 [ 0, %for.end30 ], [ %678, %if.end221 ]
  %666 = icmp slt i32 %i218, 64
  br i1 %666, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  %667 = icmp sle i32 0, %bz
  %668 = icmp slt i32 %bz, %BH
  %669 = and i1 %667, %668
  %670 = mul i32 %bx, 64
  %671 = add i32 %670, %i218
  %672 = icmp sle i32 0, %671
  %673 = mul i32 %bx, 64
  %674 = add i32 %673, %i218
  %675 = icmp slt i32 %674, %S
  %676 = and i1 %672, %675
  %677 = and i1 %669, %676
  br i1 %677, label %if.then219, label %if.else220

for.end217:                                       ; preds = %for.cond215
  ret void

if.then219:                                       ; preds = %for.body216
  br label %for.cond222

if.else220:                                       ; preds = %for.body216
  br label %if.end221

if.end221:                                        ; preds = %if.else220, %for.end224
  %678 = add nsw i32 %i218, 1
  br label %for.cond215, !llvm.loop !52

for.cond222:                                      ; preds = %for.body223, %if.then219
  %d1 = phi i32 [ 0, %if.then219 ], [ %707, %for.body223 ]
  %679 = icmp slt i32 %d1, 64
  br i1 %679, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  %680 = sext i32 %i218 to i64
  %681 = mul nsw i64 %680, 64
  %682 = add i32 0, %d1
  %683 = sext i32 %682 to i64
  %684 = add nsw i64 %681, %683
  %685 = getelementptr inbounds float, ptr %acc_o, i64 %684
  %686 = load float, ptr %685, align 4
  %687 = sext i32 %i218 to i64
  %688 = getelementptr inbounds float, ptr %l, i64 %687
  %689 = load float, ptr %688, align 4
  %690 = fdiv float %686, %689
  %691 = fptrunc float %690 to half
  %692 = fpext half %691 to float
  %693 = sext i32 %bz to i64
  %694 = sext i32 %S to i64
  %695 = mul nsw i64 %693, %694
  %696 = mul i32 %bx, 64
  %697 = add i32 %696, %i218
  %698 = sext i32 %697 to i64
  %699 = add nsw i64 %695, %698
  %700 = mul nsw i64 %699, 64
  %701 = add i32 0, %d1
  %702 = sext i32 %701 to i64
  %703 = add nsw i64 %700, %702
  %704 = getelementptr inbounds i16, ptr %O, i64 %703
  %705 = fptrunc float %692 to half
  %706 = bitcast half %705 to i16
  store i16 %706, ptr %704, align 2
  %707 = add nsw i32 %d1, 1
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
  br label %for.cond1, !llvm.loop !54

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !55

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
  br label %for.cond4, !llvm.loop !56

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
  br label %for.cond8, !llvm.loop !57

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
  br label %for.cond16, !llvm.loop !58

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !59

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 64
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !60

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
  br label %for.cond24, !llvm.loop !61

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

for.cond28:                                       ; preds = %for.end209, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %647, %for.end209 ]
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
  br label %for.cond215

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
  br label %for.cond41, !llvm.loop !62

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
  br label %for.cond44, !llvm.loop !63

for.end46:                                        ; preds = %for.cond44
  %189 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !64

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
  br label %for.cond48, !llvm.loop !65

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
  br label %for.cond52, !llvm.loop !66

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
  br label %for.cond69, !llvm.loop !67

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
  br label %for.cond72, !llvm.loop !68

for.end74:                                        ; preds = %for.cond72
  %273 = add nsw i32 %i365, 1
  br label %for.cond62, !llvm.loop !69

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
  br label %for.cond76, !llvm.loop !70

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
  br label %for.cond80, !llvm.loop !71

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
  br label %for.cond91, !llvm.loop !72

for.end93:                                        ; preds = %for.cond91
  %324 = add nsw i32 %i390, 1
  br label %for.cond87, !llvm.loop !73

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
  br label %for.cond98, !llvm.loop !74

for.end100:                                       ; preds = %for.cond98
  %345 = add nsw i32 %i, 1
  br label %for.cond95, !llvm.loop !75

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
  br label %for.cond101, !llvm.loop !76

for.end103:                                       ; preds = %for.cond101
  br label %for.cond105

for.cond105:                                      ; preds = %if.end150, %for.end103
  %i1 = phi i32 [ 0, %for.end103 ], [ %470, %if.end150 ]
  %353 = icmp slt i32 %i1, 64
  br i1 %353, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %354 = sext i32 %i1 to i64
  %355 = getelementptr inbounds float, ptr %m, i64 %354
  %tl_dst0 = load float, ptr %355, align 4
  br label %for.cond108

for.end107:                                       ; preds = %for.cond105
  br label %for.cond155

for.cond108:                                      ; preds = %for.body109, %for.body106
  %lane = phi i32 [ 0, %for.body106 ], [ %380, %for.body109 ]
  %356 = icmp slt i32 %lane, 32
  br i1 %356, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %357 = sext i32 %i1 to i64
  %358 = mul nsw i64 %357, 64
  %359 = sext i32 %lane to i64
  %360 = add nsw i64 %358, %359
  %361 = getelementptr inbounds float, ptr %acc_s, i64 %360
  %362 = load float, ptr %361, align 4
  %363 = sext i32 %i1 to i64
  %364 = mul nsw i64 %363, 64
  %365 = sext i32 %lane to i64
  %366 = add nsw i64 %364, %365
  %367 = getelementptr inbounds float, ptr %acc_s, i64 %366
  %368 = load float, ptr %367, align 4
  %369 = fcmp une float %362, %368
  %370 = sext i32 %i1 to i64
  %371 = mul nsw i64 %370, 64
  %372 = sext i32 %lane to i64
  %373 = add nsw i64 %371, %372
  %374 = call i64 @llvm.umin.i64(i64 %373, i64 4095)
  %375 = getelementptr inbounds float, ptr %acc_s, i64 %374
  %376 = load float, ptr %375, align 4
  %377 = select i1 %369, float 0xFFF0000000000000, float %376
  %378 = sext i32 %lane to i64
  %379 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %378
  store float %377, ptr %379, align 4
  %380 = add nsw i32 %lane, 1
  br label %for.cond108, !llvm.loop !77

for.end110:                                       ; preds = %for.cond108
  br label %for.cond111

for.cond111:                                      ; preds = %for.end116, %for.end110
  %red = phi i32 [ 0, %for.end110 ], [ %398, %for.end116 ]
  %381 = icmp slt i32 %red, 1
  br i1 %381, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  br label %for.cond114

for.end113:                                       ; preds = %for.cond111
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body112
  %lane117 = phi i32 [ 0, %for.body112 ], [ %397, %for.body115 ]
  %382 = icmp slt i32 %lane117, 32
  br i1 %382, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %383 = sext i32 %lane117 to i64
  %384 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %383
  %lane_acc = load float, ptr %384, align 4
  %385 = sext i32 %i1 to i64
  %386 = mul nsw i64 %385, 64
  %387 = add i32 %red, 1
  %388 = mul i32 %387, 32
  %389 = add i32 %388, %lane117
  %390 = sext i32 %389 to i64
  %391 = add nsw i64 %386, %390
  %392 = getelementptr inbounds float, ptr %acc_s, i64 %391
  %lane_next = load float, ptr %392, align 4
  %393 = fcmp ogt float %lane_next, %lane_acc
  %394 = select i1 %393, float %lane_next, float %lane_acc
  %395 = sext i32 %lane117 to i64
  %396 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %395
  store float %394, ptr %396, align 4
  %397 = add nsw i32 %lane117, 1
  br label %for.cond114, !llvm.loop !78

for.end116:                                       ; preds = %for.cond114
  %398 = add nsw i32 %red, 1
  br label %for.cond111, !llvm.loop !79

for.cond118:                                      ; preds = %for.body119, %for.end113
  %lane121 = phi i32 [ 0, %for.end113 ], [ %409, %for.body119 ]
  %399 = icmp slt i32 %lane121, 16
  br i1 %399, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %400 = sext i32 %lane121 to i64
  %401 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %400
  %lane_acc122 = load float, ptr %401, align 4
  %402 = add i32 %lane121, 16
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %403
  %lane_next123 = load float, ptr %404, align 4
  %405 = fcmp ogt float %lane_next123, %lane_acc122
  %406 = select i1 %405, float %lane_next123, float %lane_acc122
  %407 = sext i32 %lane121 to i64
  %408 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %407
  store float %406, ptr %408, align 4
  %409 = add nsw i32 %lane121, 1
  br label %for.cond118, !llvm.loop !80

for.end120:                                       ; preds = %for.cond118
  br label %for.cond124

for.cond124:                                      ; preds = %for.body125, %for.end120
  %lane127 = phi i32 [ 0, %for.end120 ], [ %420, %for.body125 ]
  %410 = icmp slt i32 %lane127, 8
  br i1 %410, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %411 = sext i32 %lane127 to i64
  %412 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %411
  %lane_acc128 = load float, ptr %412, align 4
  %413 = add i32 %lane127, 8
  %414 = sext i32 %413 to i64
  %415 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %414
  %lane_next129 = load float, ptr %415, align 4
  %416 = fcmp ogt float %lane_next129, %lane_acc128
  %417 = select i1 %416, float %lane_next129, float %lane_acc128
  %418 = sext i32 %lane127 to i64
  %419 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %418
  store float %417, ptr %419, align 4
  %420 = add nsw i32 %lane127, 1
  br label %for.cond124, !llvm.loop !81

for.end126:                                       ; preds = %for.cond124
  br label %for.cond130

for.cond130:                                      ; preds = %for.body131, %for.end126
  %lane133 = phi i32 [ 0, %for.end126 ], [ %431, %for.body131 ]
  %421 = icmp slt i32 %lane133, 4
  br i1 %421, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %422 = sext i32 %lane133 to i64
  %423 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %422
  %lane_acc134 = load float, ptr %423, align 4
  %424 = add i32 %lane133, 4
  %425 = sext i32 %424 to i64
  %426 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %425
  %lane_next135 = load float, ptr %426, align 4
  %427 = fcmp ogt float %lane_next135, %lane_acc134
  %428 = select i1 %427, float %lane_next135, float %lane_acc134
  %429 = sext i32 %lane133 to i64
  %430 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %429
  store float %428, ptr %430, align 4
  %431 = add nsw i32 %lane133, 1
  br label %for.cond130, !llvm.loop !82

for.end132:                                       ; preds = %for.cond130
  br label %for.cond136

for.cond136:                                      ; preds = %for.body137, %for.end132
  %lane139 = phi i32 [ 0, %for.end132 ], [ %442, %for.body137 ]
  %432 = icmp slt i32 %lane139, 2
  br i1 %432, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %433 = sext i32 %lane139 to i64
  %434 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %433
  %lane_acc140 = load float, ptr %434, align 4
  %435 = add i32 %lane139, 2
  %436 = sext i32 %435 to i64
  %437 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %436
  %lane_next141 = load float, ptr %437, align 4
  %438 = fcmp ogt float %lane_next141, %lane_acc140
  %439 = select i1 %438, float %lane_next141, float %lane_acc140
  %440 = sext i32 %lane139 to i64
  %441 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %440
  store float %439, ptr %441, align 4
  %442 = add nsw i32 %lane139, 1
  br label %for.cond136, !llvm.loop !83

for.end138:                                       ; preds = %for.cond136
  br label %for.cond142

for.cond142:                                      ; preds = %for.body143, %for.end138
  %lane145 = phi i32 [ 0, %for.end138 ], [ %453, %for.body143 ]
  %443 = icmp slt i32 %lane145, 1
  br i1 %443, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %444 = sext i32 %lane145 to i64
  %445 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %444
  %lane_acc146 = load float, ptr %445, align 4
  %446 = add i32 %lane145, 1
  %447 = sext i32 %446 to i64
  %448 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %447
  %lane_next147 = load float, ptr %448, align 4
  %449 = fcmp ogt float %lane_next147, %lane_acc146
  %450 = select i1 %449, float %lane_next147, float %lane_acc146
  %451 = sext i32 %lane145 to i64
  %452 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %451
  store float %450, ptr %452, align 4
  %453 = add nsw i32 %lane145, 1
  br label %for.cond142, !llvm.loop !84

for.end144:                                       ; preds = %for.cond142
  %454 = sext i32 %i1 to i64
  %455 = getelementptr inbounds float, ptr %m, i64 %454
  %456 = load float, ptr %455, align 4
  %457 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %458 = load float, ptr %457, align 4
  %459 = call float @llvm.maxnum.f32(float %456, float %458)
  %460 = sext i32 %i1 to i64
  %461 = getelementptr inbounds float, ptr %m, i64 %460
  store float %459, ptr %461, align 4
  %462 = sext i32 %i1 to i64
  %463 = getelementptr inbounds float, ptr %m, i64 %462
  %464 = load float, ptr %463, align 4
  %465 = fcmp oeq float %464, 0xFFF0000000000000
  %466 = fcmp une float %tl_dst0, %tl_dst0
  %467 = and i1 %465, %466
  br i1 %467, label %if.then148, label %if.else149

if.then148:                                       ; preds = %for.end144
  %468 = sext i32 %i1 to i64
  %469 = getelementptr inbounds float, ptr %m, i64 %468
  store float %tl_dst0, ptr %469, align 4
  br label %for.cond151

if.else149:                                       ; preds = %for.end144
  br label %if.end150

if.end150:                                        ; preds = %if.else149, %for.end153
  %470 = add nsw i32 %i1, 1
  br label %for.cond105, !llvm.loop !85

for.cond151:                                      ; preds = %for.body152, %if.then148
  %red154 = phi i32 [ 0, %if.then148 ], [ %484, %for.body152 ]
  %471 = icmp slt i32 %red154, 64
  br i1 %471, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %472 = sext i32 %i1 to i64
  %473 = getelementptr inbounds float, ptr %m, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = sext i32 %i1 to i64
  %476 = mul nsw i64 %475, 64
  %477 = sext i32 %red154 to i64
  %478 = add nsw i64 %476, %477
  %479 = getelementptr inbounds float, ptr %acc_s, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = call float @llvm.maxnum.f32(float %474, float %480)
  %482 = sext i32 %i1 to i64
  %483 = getelementptr inbounds float, ptr %m, i64 %482
  store float %481, ptr %483, align 4
  %484 = add nsw i32 %red154, 1
  br label %for.cond151, !llvm.loop !86

for.end153:                                       ; preds = %for.cond151
  br label %if.end150

for.cond155:                                      ; preds = %for.end161, %for.end107
  %i158 = phi i32 [ 0, %for.end107 ], [ %504, %for.end161 ]
  %485 = icmp slt i32 %i158, 64
  br i1 %485, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  br label %for.cond159

for.end157:                                       ; preds = %for.cond155
  br label %for.cond163

for.cond159:                                      ; preds = %for.body160, %for.body156
  %j162 = phi i32 [ 0, %for.body156 ], [ %503, %for.body160 ]
  %486 = icmp slt i32 %j162, 64
  br i1 %486, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %487 = sext i32 %i158 to i64
  %488 = mul nsw i64 %487, 64
  %489 = sext i32 %j162 to i64
  %490 = add nsw i64 %488, %489
  %491 = getelementptr inbounds float, ptr %acc_s, i64 %490
  %492 = load float, ptr %491, align 4
  %493 = sext i32 %i158 to i64
  %494 = getelementptr inbounds float, ptr %m, i64 %493
  %495 = load float, ptr %494, align 4
  %496 = fsub float %492, %495
  %497 = call float @tilec_expf(float %496)
  %498 = sext i32 %i158 to i64
  %499 = mul nsw i64 %498, 64
  %500 = sext i32 %j162 to i64
  %501 = add nsw i64 %499, %500
  %502 = getelementptr inbounds float, ptr %acc_s, i64 %501
  store float %497, ptr %502, align 4
  %503 = add nsw i32 %j162, 1
  br label %for.cond159, !llvm.loop !87

for.end161:                                       ; preds = %for.cond159
  %504 = add nsw i32 %i158, 1
  br label %for.cond155, !llvm.loop !88

for.cond163:                                      ; preds = %for.end194, %for.end157
  %i2 = phi i32 [ 0, %for.end157 ], [ %605, %for.end194 ]
  %505 = icmp slt i32 %i2, 64
  br i1 %505, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  br label %for.cond166

for.end165:                                       ; preds = %for.cond163
  br label %for.cond196

for.cond166:                                      ; preds = %for.body167, %for.body164
  %lane1 = phi i32 [ 0, %for.body164 ], [ %515, %for.body167 ]
  %506 = icmp slt i32 %lane1, 32
  br i1 %506, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %507 = sext i32 %i2 to i64
  %508 = mul nsw i64 %507, 64
  %509 = sext i32 %lane1 to i64
  %510 = add nsw i64 %508, %509
  %511 = getelementptr inbounds float, ptr %acc_s, i64 %510
  %512 = load float, ptr %511, align 4
  %513 = sext i32 %lane1 to i64
  %514 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %513
  store float %512, ptr %514, align 4
  %515 = add nsw i32 %lane1, 1
  br label %for.cond166, !llvm.loop !89

for.end168:                                       ; preds = %for.cond166
  br label %for.cond169

for.cond169:                                      ; preds = %for.end174, %for.end168
  %red1 = phi i32 [ 0, %for.end168 ], [ %534, %for.end174 ]
  %516 = icmp slt i32 %red1, 1
  br i1 %516, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  br label %for.cond172

for.end171:                                       ; preds = %for.cond169
  br label %for.cond176

for.cond172:                                      ; preds = %for.body173, %for.body170
  %lane1175 = phi i32 [ 0, %for.body170 ], [ %533, %for.body173 ]
  %517 = icmp slt i32 %lane1175, 32
  br i1 %517, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %518 = sext i32 %lane1175 to i64
  %519 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %518
  %520 = load float, ptr %519, align 4
  %521 = sext i32 %i2 to i64
  %522 = mul nsw i64 %521, 64
  %523 = add i32 %red1, 1
  %524 = mul i32 %523, 32
  %525 = add i32 %524, %lane1175
  %526 = sext i32 %525 to i64
  %527 = add nsw i64 %522, %526
  %528 = getelementptr inbounds float, ptr %acc_s, i64 %527
  %529 = load float, ptr %528, align 4
  %530 = fadd float %520, %529
  %531 = sext i32 %lane1175 to i64
  %532 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %531
  store float %530, ptr %532, align 4
  %533 = add nsw i32 %lane1175, 1
  br label %for.cond172, !llvm.loop !90

for.end174:                                       ; preds = %for.cond172
  %534 = add nsw i32 %red1, 1
  br label %for.cond169, !llvm.loop !91

for.cond176:                                      ; preds = %for.body177, %for.end171
  %lane1179 = phi i32 [ 0, %for.end171 ], [ %546, %for.body177 ]
  %535 = icmp slt i32 %lane1179, 16
  br i1 %535, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %536 = sext i32 %lane1179 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = add i32 %lane1179, 16
  %540 = sext i32 %539 to i64
  %541 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = fadd float %538, %542
  %544 = sext i32 %lane1179 to i64
  %545 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %544
  store float %543, ptr %545, align 4
  %546 = add nsw i32 %lane1179, 1
  br label %for.cond176, !llvm.loop !92

for.end178:                                       ; preds = %for.cond176
  br label %for.cond180

for.cond180:                                      ; preds = %for.body181, %for.end178
  %lane1183 = phi i32 [ 0, %for.end178 ], [ %558, %for.body181 ]
  %547 = icmp slt i32 %lane1183, 8
  br i1 %547, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %548 = sext i32 %lane1183 to i64
  %549 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %548
  %550 = load float, ptr %549, align 4
  %551 = add i32 %lane1183, 8
  %552 = sext i32 %551 to i64
  %553 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %552
  %554 = load float, ptr %553, align 4
  %555 = fadd float %550, %554
  %556 = sext i32 %lane1183 to i64
  %557 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %556
  store float %555, ptr %557, align 4
  %558 = add nsw i32 %lane1183, 1
  br label %for.cond180, !llvm.loop !93

for.end182:                                       ; preds = %for.cond180
  br label %for.cond184

for.cond184:                                      ; preds = %for.body185, %for.end182
  %lane1187 = phi i32 [ 0, %for.end182 ], [ %570, %for.body185 ]
  %559 = icmp slt i32 %lane1187, 4
  br i1 %559, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %560 = sext i32 %lane1187 to i64
  %561 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = add i32 %lane1187, 4
  %564 = sext i32 %563 to i64
  %565 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = fadd float %562, %566
  %568 = sext i32 %lane1187 to i64
  %569 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %568
  store float %567, ptr %569, align 4
  %570 = add nsw i32 %lane1187, 1
  br label %for.cond184, !llvm.loop !94

for.end186:                                       ; preds = %for.cond184
  br label %for.cond188

for.cond188:                                      ; preds = %for.body189, %for.end186
  %lane1191 = phi i32 [ 0, %for.end186 ], [ %582, %for.body189 ]
  %571 = icmp slt i32 %lane1191, 2
  br i1 %571, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %572 = sext i32 %lane1191 to i64
  %573 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %572
  %574 = load float, ptr %573, align 4
  %575 = add i32 %lane1191, 2
  %576 = sext i32 %575 to i64
  %577 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %576
  %578 = load float, ptr %577, align 4
  %579 = fadd float %574, %578
  %580 = sext i32 %lane1191 to i64
  %581 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %580
  store float %579, ptr %581, align 4
  %582 = add nsw i32 %lane1191, 1
  br label %for.cond188, !llvm.loop !95

for.end190:                                       ; preds = %for.cond188
  br label %for.cond192

for.cond192:                                      ; preds = %for.body193, %for.end190
  %lane1195 = phi i32 [ 0, %for.end190 ], [ %594, %for.body193 ]
  %583 = icmp slt i32 %lane1195, 1
  br i1 %583, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %584 = sext i32 %lane1195 to i64
  %585 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %584
  %586 = load float, ptr %585, align 4
  %587 = add i32 %lane1195, 1
  %588 = sext i32 %587 to i64
  %589 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %588
  %590 = load float, ptr %589, align 4
  %591 = fadd float %586, %590
  %592 = sext i32 %lane1195 to i64
  %593 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %592
  store float %591, ptr %593, align 4
  %594 = add nsw i32 %lane1195, 1
  br label %for.cond192, !llvm.loop !96

for.end194:                                       ; preds = %for.cond192
  %595 = sext i32 %i2 to i64
  %596 = getelementptr inbounds float, ptr %row_sum, i64 %595
  store float 0.000000e+00, ptr %596, align 4
  %597 = sext i32 %i2 to i64
  %598 = getelementptr inbounds float, ptr %row_sum, i64 %597
  %599 = load float, ptr %598, align 4
  %600 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %601 = load float, ptr %600, align 4
  %602 = fadd float %599, %601
  %603 = sext i32 %i2 to i64
  %604 = getelementptr inbounds float, ptr %row_sum, i64 %603
  store float %602, ptr %604, align 4
  %605 = add nsw i32 %i2, 1
  br label %for.cond163, !llvm.loop !97

for.cond196:                                      ; preds = %for.body197, %for.end165
  %i199 = phi i32 [ 0, %for.end165 ], [ %626, %for.body197 ]
  %606 = icmp slt i32 %i199, 64
  br i1 %606, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %607 = sext i32 %i199 to i64
  %608 = getelementptr inbounds float, ptr %m_prev, i64 %607
  %609 = load float, ptr %608, align 4
  %610 = sext i32 %i199 to i64
  %611 = getelementptr inbounds float, ptr %m, i64 %610
  %612 = load float, ptr %611, align 4
  %613 = fsub float %609, %612
  %alpha = call float @tilec_expf(float %613)
  %614 = sext i32 %i199 to i64
  %615 = getelementptr inbounds float, ptr %l, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = fmul float %616, %alpha
  %618 = sext i32 %i199 to i64
  %619 = getelementptr inbounds float, ptr %row_sum, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = fadd float %617, %620
  %622 = sext i32 %i199 to i64
  %623 = getelementptr inbounds float, ptr %l, i64 %622
  store float %621, ptr %623, align 4
  %624 = sext i32 %i199 to i64
  %625 = getelementptr inbounds float, ptr %m_prev, i64 %624
  store float %alpha, ptr %625, align 4
  %626 = add nsw i32 %i199, 1
  br label %for.cond196, !llvm.loop !98

for.end198:                                       ; preds = %for.cond196
  br label %for.cond200

for.cond200:                                      ; preds = %for.end206, %for.end198
  %i203 = phi i32 [ 0, %for.end198 ], [ %645, %for.end206 ]
  %627 = icmp slt i32 %i203, 64
  br i1 %627, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  br label %for.cond204

for.end202:                                       ; preds = %for.cond200
  br label %for.cond207

for.cond204:                                      ; preds = %for.body205, %for.body201
  %d = phi i32 [ 0, %for.body201 ], [ %644, %for.body205 ]
  %628 = icmp slt i32 %d, 64
  br i1 %628, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %629 = sext i32 %i203 to i64
  %630 = mul nsw i64 %629, 64
  %631 = sext i32 %d to i64
  %632 = add nsw i64 %630, %631
  %633 = getelementptr inbounds float, ptr %acc_o, i64 %632
  %634 = load float, ptr %633, align 4
  %635 = sext i32 %i203 to i64
  %636 = getelementptr inbounds float, ptr %m_prev, i64 %635
  %637 = load float, ptr %636, align 4
  %638 = fmul float %634, %637
  %639 = sext i32 %i203 to i64
  %640 = mul nsw i64 %639, 64
  %641 = sext i32 %d to i64
  %642 = add nsw i64 %640, %641
  %643 = getelementptr inbounds float, ptr %acc_o, i64 %642
  store float %638, ptr %643, align 4
  %644 = add nsw i32 %d, 1
  br label %for.cond204, !llvm.loop !99

for.end206:                                       ; preds = %for.cond204
  %645 = add nsw i32 %i203, 1
  br label %for.cond200, !llvm.loop !100

for.cond207:                                      ; preds = %for.end213, %for.end202
  %i3210 = phi i32 [ 0, %for.end202 ], [ %665, %for.end213 ]
  %646 = icmp slt i32 %i3210, 64
  br i1 %646, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  br label %for.cond211

for.end209:                                       ; preds = %for.cond207
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %647 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !101

for.cond211:                                      ; preds = %for.body212, %for.body208
  %j1214 = phi i32 [ 0, %for.body208 ], [ %664, %for.body212 ]
  %648 = icmp slt i32 %j1214, 64
  br i1 %648, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %649 = sext i32 %i3210 to i64
  %650 = mul nsw i64 %649, 64
  %651 = sext i32 %j1214 to i64
  %652 = add nsw i64 %650, %651
  %653 = getelementptr inbounds float, ptr %acc_s, i64 %652
  %654 = load float, ptr %653, align 4
  %655 = fptrunc float %654 to half
  %656 = fpext half %655 to float
  %657 = sext i32 %i3210 to i64
  %658 = mul nsw i64 %657, 64
  %659 = sext i32 %j1214 to i64
  %660 = add nsw i64 %658, %659
  %661 = getelementptr inbounds i16, ptr %P_s, i64 %660
  %662 = fptrunc float %656 to half
  %663 = bitcast half %662 to i16
  store i16 %663, ptr %661, align 2
  %664 = add nsw i32 %j1214, 1
  br label %for.cond211, !llvm.loop !102

for.end213:                                       ; preds = %for.cond211
  %665 = add nsw i32 %i3210, 1
  br label %for.cond207, !llvm.loop !103

for.cond215:                                      ; preds = %if.end221, %for.end30
  %i218 = phi i32 [ 0, %for.end30 ], [ %678, %if.end221 ]
  %666 = icmp slt i32 %i218, 64
  br i1 %666, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  %667 = icmp sle i32 0, %bz
  %668 = icmp slt i32 %bz, %BH
  %669 = and i1 %667, %668
  %670 = mul i32 %bx, 64
  %671 = add i32 %670, %i218
  %672 = icmp sle i32 0, %671
  %673 = mul i32 %bx, 64
  %674 = add i32 %673, %i218
  %675 = icmp slt i32 %674, %S
  %676 = and i1 %672, %675
  %677 = and i1 %669, %676
  br i1 %677, label %if.then219, label %if.else220

for.end217:                                       ; preds = %for.cond215
  ret void

if.then219:                                       ; preds = %for.body216
  br label %for.cond222

if.else220:                                       ; preds = %for.body216
  br label %if.end221

if.end221:                                        ; preds = %if.else220, %for.end224
  %678 = add nsw i32 %i218, 1
  br label %for.cond215, !llvm.loop !104

for.cond222:                                      ; preds = %for.body223, %if.then219
  %d1 = phi i32 [ 0, %if.then219 ], [ %707, %for.body223 ]
  %679 = icmp slt i32 %d1, 64
  br i1 %679, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  %680 = sext i32 %i218 to i64
  %681 = mul nsw i64 %680, 64
  %682 = add i32 0, %d1
  %683 = sext i32 %682 to i64
  %684 = add nsw i64 %681, %683
  %685 = getelementptr inbounds float, ptr %acc_o, i64 %684
  %686 = load float, ptr %685, align 4
  %687 = sext i32 %i218 to i64
  %688 = getelementptr inbounds float, ptr %l, i64 %687
  %689 = load float, ptr %688, align 4
  %690 = fdiv float %686, %689
  %691 = fptrunc float %690 to half
  %692 = fpext half %691 to float
  %693 = sext i32 %bz to i64
  %694 = sext i32 %S to i64
  %695 = mul nsw i64 %693, %694
  %696 = mul i32 %bx, 64
  %697 = add i32 %696, %i218
  %698 = sext i32 %697 to i64
  %699 = add nsw i64 %695, %698
  %700 = mul nsw i64 %699, 64
  %701 = add i32 0, %d1
  %702 = sext i32 %701 to i64
  %703 = add nsw i64 %700, %702
  %704 = getelementptr inbounds i16, ptr %O, i64 %703
  %705 = fptrunc float %692 to half
  %706 = bitcast half %705 to i16
  store i16 %706, ptr %704, align 2
  %707 = add nsw i32 %d1, 1
  br label %for.cond222, !llvm.loop !105

for.end224:                                       ; preds = %for.cond222
  br label %if.end221
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
  br label %for.cond1, !llvm.loop !106

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !107

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
  br label %for.cond4, !llvm.loop !108

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
  br label %for.cond8, !llvm.loop !109

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
  br label %for.cond16, !llvm.loop !110

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !111

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 64
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !112

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
  br label %for.cond24, !llvm.loop !113

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

for.cond28:                                       ; preds = %for.end209, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %647, %for.end209 ]
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
  br label %for.cond215

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
  br label %for.cond41, !llvm.loop !114

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
  br label %for.cond44, !llvm.loop !115

for.end46:                                        ; preds = %for.cond44
  %189 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !116

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
  br label %for.cond48, !llvm.loop !117

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
  br label %for.cond52, !llvm.loop !118

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
  br label %for.cond69, !llvm.loop !119

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
  br label %for.cond72, !llvm.loop !120

for.end74:                                        ; preds = %for.cond72
  %273 = add nsw i32 %i365, 1
  br label %for.cond62, !llvm.loop !121

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
  br label %for.cond76, !llvm.loop !122

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
  br label %for.cond80, !llvm.loop !123

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
  br label %for.cond91, !llvm.loop !124

for.end93:                                        ; preds = %for.cond91
  %324 = add nsw i32 %i390, 1
  br label %for.cond87, !llvm.loop !125

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
  br label %for.cond98, !llvm.loop !126

for.end100:                                       ; preds = %for.cond98
  %345 = add nsw i32 %i, 1
  br label %for.cond95, !llvm.loop !127

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
  br label %for.cond101, !llvm.loop !128

for.end103:                                       ; preds = %for.cond101
  br label %for.cond105

for.cond105:                                      ; preds = %if.end150, %for.end103
  %i1 = phi i32 [ 0, %for.end103 ], [ %470, %if.end150 ]
  %353 = icmp slt i32 %i1, 64
  br i1 %353, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %354 = sext i32 %i1 to i64
  %355 = getelementptr inbounds float, ptr %m, i64 %354
  %tl_dst0 = load float, ptr %355, align 4
  br label %for.cond108

for.end107:                                       ; preds = %for.cond105
  br label %for.cond155

for.cond108:                                      ; preds = %for.body109, %for.body106
  %lane = phi i32 [ 0, %for.body106 ], [ %380, %for.body109 ]
  %356 = icmp slt i32 %lane, 32
  br i1 %356, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %357 = sext i32 %i1 to i64
  %358 = mul nsw i64 %357, 64
  %359 = sext i32 %lane to i64
  %360 = add nsw i64 %358, %359
  %361 = getelementptr inbounds float, ptr %acc_s, i64 %360
  %362 = load float, ptr %361, align 4
  %363 = sext i32 %i1 to i64
  %364 = mul nsw i64 %363, 64
  %365 = sext i32 %lane to i64
  %366 = add nsw i64 %364, %365
  %367 = getelementptr inbounds float, ptr %acc_s, i64 %366
  %368 = load float, ptr %367, align 4
  %369 = fcmp une float %362, %368
  %370 = sext i32 %i1 to i64
  %371 = mul nsw i64 %370, 64
  %372 = sext i32 %lane to i64
  %373 = add nsw i64 %371, %372
  %374 = call i64 @llvm.umin.i64(i64 %373, i64 4095)
  %375 = getelementptr inbounds float, ptr %acc_s, i64 %374
  %376 = load float, ptr %375, align 4
  %377 = select i1 %369, float 0xFFF0000000000000, float %376
  %378 = sext i32 %lane to i64
  %379 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %378
  store float %377, ptr %379, align 4
  %380 = add nsw i32 %lane, 1
  br label %for.cond108, !llvm.loop !129

for.end110:                                       ; preds = %for.cond108
  br label %for.cond111

for.cond111:                                      ; preds = %for.end116, %for.end110
  %red = phi i32 [ 0, %for.end110 ], [ %398, %for.end116 ]
  %381 = icmp slt i32 %red, 1
  br i1 %381, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  br label %for.cond114

for.end113:                                       ; preds = %for.cond111
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body112
  %lane117 = phi i32 [ 0, %for.body112 ], [ %397, %for.body115 ]
  %382 = icmp slt i32 %lane117, 32
  br i1 %382, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %383 = sext i32 %lane117 to i64
  %384 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %383
  %lane_acc = load float, ptr %384, align 4
  %385 = sext i32 %i1 to i64
  %386 = mul nsw i64 %385, 64
  %387 = add i32 %red, 1
  %388 = mul i32 %387, 32
  %389 = add i32 %388, %lane117
  %390 = sext i32 %389 to i64
  %391 = add nsw i64 %386, %390
  %392 = getelementptr inbounds float, ptr %acc_s, i64 %391
  %lane_next = load float, ptr %392, align 4
  %393 = fcmp ogt float %lane_next, %lane_acc
  %394 = select i1 %393, float %lane_next, float %lane_acc
  %395 = sext i32 %lane117 to i64
  %396 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %395
  store float %394, ptr %396, align 4
  %397 = add nsw i32 %lane117, 1
  br label %for.cond114, !llvm.loop !130

for.end116:                                       ; preds = %for.cond114
  %398 = add nsw i32 %red, 1
  br label %for.cond111, !llvm.loop !131

for.cond118:                                      ; preds = %for.body119, %for.end113
  %lane121 = phi i32 [ 0, %for.end113 ], [ %409, %for.body119 ]
  %399 = icmp slt i32 %lane121, 16
  br i1 %399, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %400 = sext i32 %lane121 to i64
  %401 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %400
  %lane_acc122 = load float, ptr %401, align 4
  %402 = add i32 %lane121, 16
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %403
  %lane_next123 = load float, ptr %404, align 4
  %405 = fcmp ogt float %lane_next123, %lane_acc122
  %406 = select i1 %405, float %lane_next123, float %lane_acc122
  %407 = sext i32 %lane121 to i64
  %408 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %407
  store float %406, ptr %408, align 4
  %409 = add nsw i32 %lane121, 1
  br label %for.cond118, !llvm.loop !132

for.end120:                                       ; preds = %for.cond118
  br label %for.cond124

for.cond124:                                      ; preds = %for.body125, %for.end120
  %lane127 = phi i32 [ 0, %for.end120 ], [ %420, %for.body125 ]
  %410 = icmp slt i32 %lane127, 8
  br i1 %410, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %411 = sext i32 %lane127 to i64
  %412 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %411
  %lane_acc128 = load float, ptr %412, align 4
  %413 = add i32 %lane127, 8
  %414 = sext i32 %413 to i64
  %415 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %414
  %lane_next129 = load float, ptr %415, align 4
  %416 = fcmp ogt float %lane_next129, %lane_acc128
  %417 = select i1 %416, float %lane_next129, float %lane_acc128
  %418 = sext i32 %lane127 to i64
  %419 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %418
  store float %417, ptr %419, align 4
  %420 = add nsw i32 %lane127, 1
  br label %for.cond124, !llvm.loop !133

for.end126:                                       ; preds = %for.cond124
  br label %for.cond130

for.cond130:                                      ; preds = %for.body131, %for.end126
  %lane133 = phi i32 [ 0, %for.end126 ], [ %431, %for.body131 ]
  %421 = icmp slt i32 %lane133, 4
  br i1 %421, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %422 = sext i32 %lane133 to i64
  %423 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %422
  %lane_acc134 = load float, ptr %423, align 4
  %424 = add i32 %lane133, 4
  %425 = sext i32 %424 to i64
  %426 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %425
  %lane_next135 = load float, ptr %426, align 4
  %427 = fcmp ogt float %lane_next135, %lane_acc134
  %428 = select i1 %427, float %lane_next135, float %lane_acc134
  %429 = sext i32 %lane133 to i64
  %430 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %429
  store float %428, ptr %430, align 4
  %431 = add nsw i32 %lane133, 1
  br label %for.cond130, !llvm.loop !134

for.end132:                                       ; preds = %for.cond130
  br label %for.cond136

for.cond136:                                      ; preds = %for.body137, %for.end132
  %lane139 = phi i32 [ 0, %for.end132 ], [ %442, %for.body137 ]
  %432 = icmp slt i32 %lane139, 2
  br i1 %432, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %433 = sext i32 %lane139 to i64
  %434 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %433
  %lane_acc140 = load float, ptr %434, align 4
  %435 = add i32 %lane139, 2
  %436 = sext i32 %435 to i64
  %437 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %436
  %lane_next141 = load float, ptr %437, align 4
  %438 = fcmp ogt float %lane_next141, %lane_acc140
  %439 = select i1 %438, float %lane_next141, float %lane_acc140
  %440 = sext i32 %lane139 to i64
  %441 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %440
  store float %439, ptr %441, align 4
  %442 = add nsw i32 %lane139, 1
  br label %for.cond136, !llvm.loop !135

for.end138:                                       ; preds = %for.cond136
  br label %for.cond142

for.cond142:                                      ; preds = %for.body143, %for.end138
  %lane145 = phi i32 [ 0, %for.end138 ], [ %453, %for.body143 ]
  %443 = icmp slt i32 %lane145, 1
  br i1 %443, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %444 = sext i32 %lane145 to i64
  %445 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %444
  %lane_acc146 = load float, ptr %445, align 4
  %446 = add i32 %lane145, 1
  %447 = sext i32 %446 to i64
  %448 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %447
  %lane_next147 = load float, ptr %448, align 4
  %449 = fcmp ogt float %lane_next147, %lane_acc146
  %450 = select i1 %449, float %lane_next147, float %lane_acc146
  %451 = sext i32 %lane145 to i64
  %452 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %451
  store float %450, ptr %452, align 4
  %453 = add nsw i32 %lane145, 1
  br label %for.cond142, !llvm.loop !136

for.end144:                                       ; preds = %for.cond142
  %454 = sext i32 %i1 to i64
  %455 = getelementptr inbounds float, ptr %m, i64 %454
  %456 = load float, ptr %455, align 4
  %457 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %458 = load float, ptr %457, align 4
  %459 = call float @llvm.maxnum.f32(float %456, float %458)
  %460 = sext i32 %i1 to i64
  %461 = getelementptr inbounds float, ptr %m, i64 %460
  store float %459, ptr %461, align 4
  %462 = sext i32 %i1 to i64
  %463 = getelementptr inbounds float, ptr %m, i64 %462
  %464 = load float, ptr %463, align 4
  %465 = fcmp oeq float %464, 0xFFF0000000000000
  %466 = fcmp une float %tl_dst0, %tl_dst0
  %467 = and i1 %465, %466
  br i1 %467, label %if.then148, label %if.else149

if.then148:                                       ; preds = %for.end144
  %468 = sext i32 %i1 to i64
  %469 = getelementptr inbounds float, ptr %m, i64 %468
  store float %tl_dst0, ptr %469, align 4
  br label %for.cond151

if.else149:                                       ; preds = %for.end144
  br label %if.end150

if.end150:                                        ; preds = %if.else149, %for.end153
  %470 = add nsw i32 %i1, 1
  br label %for.cond105, !llvm.loop !137

for.cond151:                                      ; preds = %for.body152, %if.then148
  %red154 = phi i32 [ 0, %if.then148 ], [ %484, %for.body152 ]
  %471 = icmp slt i32 %red154, 64
  br i1 %471, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %472 = sext i32 %i1 to i64
  %473 = getelementptr inbounds float, ptr %m, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = sext i32 %i1 to i64
  %476 = mul nsw i64 %475, 64
  %477 = sext i32 %red154 to i64
  %478 = add nsw i64 %476, %477
  %479 = getelementptr inbounds float, ptr %acc_s, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = call float @llvm.maxnum.f32(float %474, float %480)
  %482 = sext i32 %i1 to i64
  %483 = getelementptr inbounds float, ptr %m, i64 %482
  store float %481, ptr %483, align 4
  %484 = add nsw i32 %red154, 1
  br label %for.cond151, !llvm.loop !138

for.end153:                                       ; preds = %for.cond151
  br label %if.end150

for.cond155:                                      ; preds = %for.end161, %for.end107
  %i158 = phi i32 [ 0, %for.end107 ], [ %504, %for.end161 ]
  %485 = icmp slt i32 %i158, 64
  br i1 %485, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  br label %for.cond159

for.end157:                                       ; preds = %for.cond155
  br label %for.cond163

for.cond159:                                      ; preds = %for.body160, %for.body156
  %j162 = phi i32 [ 0, %for.body156 ], [ %503, %for.body160 ]
  %486 = icmp slt i32 %j162, 64
  br i1 %486, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %487 = sext i32 %i158 to i64
  %488 = mul nsw i64 %487, 64
  %489 = sext i32 %j162 to i64
  %490 = add nsw i64 %488, %489
  %491 = getelementptr inbounds float, ptr %acc_s, i64 %490
  %492 = load float, ptr %491, align 4
  %493 = sext i32 %i158 to i64
  %494 = getelementptr inbounds float, ptr %m, i64 %493
  %495 = load float, ptr %494, align 4
  %496 = fsub float %492, %495
  %497 = call float @tilec_expf(float %496)
  %498 = sext i32 %i158 to i64
  %499 = mul nsw i64 %498, 64
  %500 = sext i32 %j162 to i64
  %501 = add nsw i64 %499, %500
  %502 = getelementptr inbounds float, ptr %acc_s, i64 %501
  store float %497, ptr %502, align 4
  %503 = add nsw i32 %j162, 1
  br label %for.cond159, !llvm.loop !139

for.end161:                                       ; preds = %for.cond159
  %504 = add nsw i32 %i158, 1
  br label %for.cond155, !llvm.loop !140

for.cond163:                                      ; preds = %for.end194, %for.end157
  %i2 = phi i32 [ 0, %for.end157 ], [ %605, %for.end194 ]
  %505 = icmp slt i32 %i2, 64
  br i1 %505, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  br label %for.cond166

for.end165:                                       ; preds = %for.cond163
  br label %for.cond196

for.cond166:                                      ; preds = %for.body167, %for.body164
  %lane1 = phi i32 [ 0, %for.body164 ], [ %515, %for.body167 ]
  %506 = icmp slt i32 %lane1, 32
  br i1 %506, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %507 = sext i32 %i2 to i64
  %508 = mul nsw i64 %507, 64
  %509 = sext i32 %lane1 to i64
  %510 = add nsw i64 %508, %509
  %511 = getelementptr inbounds float, ptr %acc_s, i64 %510
  %512 = load float, ptr %511, align 4
  %513 = sext i32 %lane1 to i64
  %514 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %513
  store float %512, ptr %514, align 4
  %515 = add nsw i32 %lane1, 1
  br label %for.cond166, !llvm.loop !141

for.end168:                                       ; preds = %for.cond166
  br label %for.cond169

for.cond169:                                      ; preds = %for.end174, %for.end168
  %red1 = phi i32 [ 0, %for.end168 ], [ %534, %for.end174 ]
  %516 = icmp slt i32 %red1, 1
  br i1 %516, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  br label %for.cond172

for.end171:                                       ; preds = %for.cond169
  br label %for.cond176

for.cond172:                                      ; preds = %for.body173, %for.body170
  %lane1175 = phi i32 [ 0, %for.body170 ], [ %533, %for.body173 ]
  %517 = icmp slt i32 %lane1175, 32
  br i1 %517, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %518 = sext i32 %lane1175 to i64
  %519 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %518
  %520 = load float, ptr %519, align 4
  %521 = sext i32 %i2 to i64
  %522 = mul nsw i64 %521, 64
  %523 = add i32 %red1, 1
  %524 = mul i32 %523, 32
  %525 = add i32 %524, %lane1175
  %526 = sext i32 %525 to i64
  %527 = add nsw i64 %522, %526
  %528 = getelementptr inbounds float, ptr %acc_s, i64 %527
  %529 = load float, ptr %528, align 4
  %530 = fadd float %520, %529
  %531 = sext i32 %lane1175 to i64
  %532 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %531
  store float %530, ptr %532, align 4
  %533 = add nsw i32 %lane1175, 1
  br label %for.cond172, !llvm.loop !142

for.end174:                                       ; preds = %for.cond172
  %534 = add nsw i32 %red1, 1
  br label %for.cond169, !llvm.loop !143

for.cond176:                                      ; preds = %for.body177, %for.end171
  %lane1179 = phi i32 [ 0, %for.end171 ], [ %546, %for.body177 ]
  %535 = icmp slt i32 %lane1179, 16
  br i1 %535, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %536 = sext i32 %lane1179 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = add i32 %lane1179, 16
  %540 = sext i32 %539 to i64
  %541 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = fadd float %538, %542
  %544 = sext i32 %lane1179 to i64
  %545 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %544
  store float %543, ptr %545, align 4
  %546 = add nsw i32 %lane1179, 1
  br label %for.cond176, !llvm.loop !144

for.end178:                                       ; preds = %for.cond176
  br label %for.cond180

for.cond180:                                      ; preds = %for.body181, %for.end178
  %lane1183 = phi i32 [ 0, %for.end178 ], [ %558, %for.body181 ]
  %547 = icmp slt i32 %lane1183, 8
  br i1 %547, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %548 = sext i32 %lane1183 to i64
  %549 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %548
  %550 = load float, ptr %549, align 4
  %551 = add i32 %lane1183, 8
  %552 = sext i32 %551 to i64
  %553 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %552
  %554 = load float, ptr %553, align 4
  %555 = fadd float %550, %554
  %556 = sext i32 %lane1183 to i64
  %557 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %556
  store float %555, ptr %557, align 4
  %558 = add nsw i32 %lane1183, 1
  br label %for.cond180, !llvm.loop !145

for.end182:                                       ; preds = %for.cond180
  br label %for.cond184

for.cond184:                                      ; preds = %for.body185, %for.end182
  %lane1187 = phi i32 [ 0, %for.end182 ], [ %570, %for.body185 ]
  %559 = icmp slt i32 %lane1187, 4
  br i1 %559, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %560 = sext i32 %lane1187 to i64
  %561 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = add i32 %lane1187, 4
  %564 = sext i32 %563 to i64
  %565 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = fadd float %562, %566
  %568 = sext i32 %lane1187 to i64
  %569 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %568
  store float %567, ptr %569, align 4
  %570 = add nsw i32 %lane1187, 1
  br label %for.cond184, !llvm.loop !146

for.end186:                                       ; preds = %for.cond184
  br label %for.cond188

for.cond188:                                      ; preds = %for.body189, %for.end186
  %lane1191 = phi i32 [ 0, %for.end186 ], [ %582, %for.body189 ]
  %571 = icmp slt i32 %lane1191, 2
  br i1 %571, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %572 = sext i32 %lane1191 to i64
  %573 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %572
  %574 = load float, ptr %573, align 4
  %575 = add i32 %lane1191, 2
  %576 = sext i32 %575 to i64
  %577 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %576
  %578 = load float, ptr %577, align 4
  %579 = fadd float %574, %578
  %580 = sext i32 %lane1191 to i64
  %581 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %580
  store float %579, ptr %581, align 4
  %582 = add nsw i32 %lane1191, 1
  br label %for.cond188, !llvm.loop !147

for.end190:                                       ; preds = %for.cond188
  br label %for.cond192

for.cond192:                                      ; preds = %for.body193, %for.end190
  %lane1195 = phi i32 [ 0, %for.end190 ], [ %594, %for.body193 ]
  %583 = icmp slt i32 %lane1195, 1
  br i1 %583, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %584 = sext i32 %lane1195 to i64
  %585 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %584
  %586 = load float, ptr %585, align 4
  %587 = add i32 %lane1195, 1
  %588 = sext i32 %587 to i64
  %589 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %588
  %590 = load float, ptr %589, align 4
  %591 = fadd float %586, %590
  %592 = sext i32 %lane1195 to i64
  %593 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %592
  store float %591, ptr %593, align 4
  %594 = add nsw i32 %lane1195, 1
  br label %for.cond192, !llvm.loop !148

for.end194:                                       ; preds = %for.cond192
  %595 = sext i32 %i2 to i64
  %596 = getelementptr inbounds float, ptr %row_sum, i64 %595
  store float 0.000000e+00, ptr %596, align 4
  %597 = sext i32 %i2 to i64
  %598 = getelementptr inbounds float, ptr %row_sum, i64 %597
  %599 = load float, ptr %598, align 4
  %600 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %601 = load float, ptr %600, align 4
  %602 = fadd float %599, %601
  %603 = sext i32 %i2 to i64
  %604 = getelementptr inbounds float, ptr %row_sum, i64 %603
  store float %602, ptr %604, align 4
  %605 = add nsw i32 %i2, 1
  br label %for.cond163, !llvm.loop !149

for.cond196:                                      ; preds = %for.body197, %for.end165
  %i199 = phi i32 [ 0, %for.end165 ], [ %626, %for.body197 ]
  %606 = icmp slt i32 %i199, 64
  br i1 %606, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %607 = sext i32 %i199 to i64
  %608 = getelementptr inbounds float, ptr %m_prev, i64 %607
  %609 = load float, ptr %608, align 4
  %610 = sext i32 %i199 to i64
  %611 = getelementptr inbounds float, ptr %m, i64 %610
  %612 = load float, ptr %611, align 4
  %613 = fsub float %609, %612
  %alpha = call float @tilec_expf(float %613)
  %614 = sext i32 %i199 to i64
  %615 = getelementptr inbounds float, ptr %l, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = fmul float %616, %alpha
  %618 = sext i32 %i199 to i64
  %619 = getelementptr inbounds float, ptr %row_sum, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = fadd float %617, %620
  %622 = sext i32 %i199 to i64
  %623 = getelementptr inbounds float, ptr %l, i64 %622
  store float %621, ptr %623, align 4
  %624 = sext i32 %i199 to i64
  %625 = getelementptr inbounds float, ptr %m_prev, i64 %624
  store float %alpha, ptr %625, align 4
  %626 = add nsw i32 %i199, 1
  br label %for.cond196, !llvm.loop !150

for.end198:                                       ; preds = %for.cond196
  br label %for.cond200

for.cond200:                                      ; preds = %for.end206, %for.end198
  %i203 = phi i32 [ 0, %for.end198 ], [ %645, %for.end206 ]
  %627 = icmp slt i32 %i203, 64
  br i1 %627, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  br label %for.cond204

for.end202:                                       ; preds = %for.cond200
  br label %for.cond207

for.cond204:                                      ; preds = %for.body205, %for.body201
  %d = phi i32 [ 0, %for.body201 ], [ %644, %for.body205 ]
  %628 = icmp slt i32 %d, 64
  br i1 %628, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %629 = sext i32 %i203 to i64
  %630 = mul nsw i64 %629, 64
  %631 = sext i32 %d to i64
  %632 = add nsw i64 %630, %631
  %633 = getelementptr inbounds float, ptr %acc_o, i64 %632
  %634 = load float, ptr %633, align 4
  %635 = sext i32 %i203 to i64
  %636 = getelementptr inbounds float, ptr %m_prev, i64 %635
  %637 = load float, ptr %636, align 4
  %638 = fmul float %634, %637
  %639 = sext i32 %i203 to i64
  %640 = mul nsw i64 %639, 64
  %641 = sext i32 %d to i64
  %642 = add nsw i64 %640, %641
  %643 = getelementptr inbounds float, ptr %acc_o, i64 %642
  store float %638, ptr %643, align 4
  %644 = add nsw i32 %d, 1
  br label %for.cond204, !llvm.loop !151

for.end206:                                       ; preds = %for.cond204
  %645 = add nsw i32 %i203, 1
  br label %for.cond200, !llvm.loop !152

for.cond207:                                      ; preds = %for.end213, %for.end202
  %i3210 = phi i32 [ 0, %for.end202 ], [ %665, %for.end213 ]
  %646 = icmp slt i32 %i3210, 64
  br i1 %646, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  br label %for.cond211

for.end209:                                       ; preds = %for.cond207
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %647 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !153

for.cond211:                                      ; preds = %for.body212, %for.body208
  %j1214 = phi i32 [ 0, %for.body208 ], [ %664, %for.body212 ]
  %648 = icmp slt i32 %j1214, 64
  br i1 %648, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %649 = sext i32 %i3210 to i64
  %650 = mul nsw i64 %649, 64
  %651 = sext i32 %j1214 to i64
  %652 = add nsw i64 %650, %651
  %653 = getelementptr inbounds float, ptr %acc_s, i64 %652
  %654 = load float, ptr %653, align 4
  %655 = fptrunc float %654 to half
  %656 = fpext half %655 to float
  %657 = sext i32 %i3210 to i64
  %658 = mul nsw i64 %657, 64
  %659 = sext i32 %j1214 to i64
  %660 = add nsw i64 %658, %659
  %661 = getelementptr inbounds i16, ptr %P_s, i64 %660
  %662 = fptrunc float %656 to half
  %663 = bitcast half %662 to i16
  store i16 %663, ptr %661, align 2
  %664 = add nsw i32 %j1214, 1
  br label %for.cond211, !llvm.loop !154

for.end213:                                       ; preds = %for.cond211
  %665 = add nsw i32 %i3210, 1
  br label %for.cond207, !llvm.loop !155

for.cond215:                                      ; preds = %if.end221, %for.end30
  %i218 = phi i32 [ 0, %for.end30 ], [ %678, %if.end221 ]
  %666 = icmp slt i32 %i218, 64
  br i1 %666, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  %667 = icmp sle i32 0, %bz
  %668 = icmp slt i32 %bz, %BH
  %669 = and i1 %667, %668
  %670 = mul i32 %bx, 64
  %671 = add i32 %670, %i218
  %672 = icmp sle i32 0, %671
  %673 = mul i32 %bx, 64
  %674 = add i32 %673, %i218
  %675 = icmp slt i32 %674, %S
  %676 = and i1 %672, %675
  %677 = and i1 %669, %676
  br i1 %677, label %if.then219, label %if.else220

for.end217:                                       ; preds = %for.cond215
  ret void

if.then219:                                       ; preds = %for.body216
  br label %for.cond222

if.else220:                                       ; preds = %for.body216
  br label %if.end221

if.end221:                                        ; preds = %if.else220, %for.end224
  %678 = add nsw i32 %i218, 1
  br label %for.cond215, !llvm.loop !156

for.cond222:                                      ; preds = %for.body223, %if.then219
  %d1 = phi i32 [ 0, %if.then219 ], [ %707, %for.body223 ]
  %679 = icmp slt i32 %d1, 64
  br i1 %679, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  %680 = sext i32 %i218 to i64
  %681 = mul nsw i64 %680, 64
  %682 = add i32 0, %d1
  %683 = sext i32 %682 to i64
  %684 = add nsw i64 %681, %683
  %685 = getelementptr inbounds float, ptr %acc_o, i64 %684
  %686 = load float, ptr %685, align 4
  %687 = sext i32 %i218 to i64
  %688 = getelementptr inbounds float, ptr %l, i64 %687
  %689 = load float, ptr %688, align 4
  %690 = fdiv float %686, %689
  %691 = fptrunc float %690 to half
  %692 = fpext half %691 to float
  %693 = sext i32 %bz to i64
  %694 = sext i32 %S to i64
  %695 = mul nsw i64 %693, %694
  %696 = mul i32 %bx, 64
  %697 = add i32 %696, %i218
  %698 = sext i32 %697 to i64
  %699 = add nsw i64 %695, %698
  %700 = mul nsw i64 %699, 64
  %701 = add i32 0, %d1
  %702 = sext i32 %701 to i64
  %703 = add nsw i64 %700, %702
  %704 = getelementptr inbounds i16, ptr %O, i64 %703
  %705 = fptrunc float %692 to half
  %706 = bitcast half %705 to i16
  store i16 %706, ptr %704, align 2
  %707 = add nsw i32 %d1, 1
  br label %for.cond222, !llvm.loop !157

for.end224:                                       ; preds = %for.cond222
  br label %if.end221
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
  br label %for.cond1, !llvm.loop !158

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !159

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
  br label %for.cond4, !llvm.loop !160

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
  br label %for.cond8, !llvm.loop !161

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
  br label %for.cond16, !llvm.loop !162

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !163

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 64
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !164

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
  br label %for.cond24, !llvm.loop !165

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

for.cond28:                                       ; preds = %for.end209, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %647, %for.end209 ]
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
  br label %for.cond215

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
  br label %for.cond41, !llvm.loop !166

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
  br label %for.cond44, !llvm.loop !167

for.end46:                                        ; preds = %for.cond44
  %189 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !168

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
  br label %for.cond48, !llvm.loop !169

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
  br label %for.cond52, !llvm.loop !170

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
  br label %for.cond69, !llvm.loop !171

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
  br label %for.cond72, !llvm.loop !172

for.end74:                                        ; preds = %for.cond72
  %273 = add nsw i32 %i365, 1
  br label %for.cond62, !llvm.loop !173

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
  br label %for.cond76, !llvm.loop !174

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
  br label %for.cond80, !llvm.loop !175

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
  br label %for.cond91, !llvm.loop !176

for.end93:                                        ; preds = %for.cond91
  %324 = add nsw i32 %i390, 1
  br label %for.cond87, !llvm.loop !177

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
  br label %for.cond98, !llvm.loop !178

for.end100:                                       ; preds = %for.cond98
  %345 = add nsw i32 %i, 1
  br label %for.cond95, !llvm.loop !179

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
  br label %for.cond101, !llvm.loop !180

for.end103:                                       ; preds = %for.cond101
  br label %for.cond105

for.cond105:                                      ; preds = %if.end150, %for.end103
  %i1 = phi i32 [ 0, %for.end103 ], [ %470, %if.end150 ]
  %353 = icmp slt i32 %i1, 64
  br i1 %353, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %354 = sext i32 %i1 to i64
  %355 = getelementptr inbounds float, ptr %m, i64 %354
  %tl_dst0 = load float, ptr %355, align 4
  br label %for.cond108

for.end107:                                       ; preds = %for.cond105
  br label %for.cond155

for.cond108:                                      ; preds = %for.body109, %for.body106
  %lane = phi i32 [ 0, %for.body106 ], [ %380, %for.body109 ]
  %356 = icmp slt i32 %lane, 32
  br i1 %356, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %357 = sext i32 %i1 to i64
  %358 = mul nsw i64 %357, 64
  %359 = sext i32 %lane to i64
  %360 = add nsw i64 %358, %359
  %361 = getelementptr inbounds float, ptr %acc_s, i64 %360
  %362 = load float, ptr %361, align 4
  %363 = sext i32 %i1 to i64
  %364 = mul nsw i64 %363, 64
  %365 = sext i32 %lane to i64
  %366 = add nsw i64 %364, %365
  %367 = getelementptr inbounds float, ptr %acc_s, i64 %366
  %368 = load float, ptr %367, align 4
  %369 = fcmp une float %362, %368
  %370 = sext i32 %i1 to i64
  %371 = mul nsw i64 %370, 64
  %372 = sext i32 %lane to i64
  %373 = add nsw i64 %371, %372
  %374 = call i64 @llvm.umin.i64(i64 %373, i64 4095)
  %375 = getelementptr inbounds float, ptr %acc_s, i64 %374
  %376 = load float, ptr %375, align 4
  %377 = select i1 %369, float 0xFFF0000000000000, float %376
  %378 = sext i32 %lane to i64
  %379 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %378
  store float %377, ptr %379, align 4
  %380 = add nsw i32 %lane, 1
  br label %for.cond108, !llvm.loop !181

for.end110:                                       ; preds = %for.cond108
  br label %for.cond111

for.cond111:                                      ; preds = %for.end116, %for.end110
  %red = phi i32 [ 0, %for.end110 ], [ %398, %for.end116 ]
  %381 = icmp slt i32 %red, 1
  br i1 %381, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  br label %for.cond114

for.end113:                                       ; preds = %for.cond111
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body112
  %lane117 = phi i32 [ 0, %for.body112 ], [ %397, %for.body115 ]
  %382 = icmp slt i32 %lane117, 32
  br i1 %382, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %383 = sext i32 %lane117 to i64
  %384 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %383
  %lane_acc = load float, ptr %384, align 4
  %385 = sext i32 %i1 to i64
  %386 = mul nsw i64 %385, 64
  %387 = add i32 %red, 1
  %388 = mul i32 %387, 32
  %389 = add i32 %388, %lane117
  %390 = sext i32 %389 to i64
  %391 = add nsw i64 %386, %390
  %392 = getelementptr inbounds float, ptr %acc_s, i64 %391
  %lane_next = load float, ptr %392, align 4
  %393 = fcmp ogt float %lane_next, %lane_acc
  %394 = select i1 %393, float %lane_next, float %lane_acc
  %395 = sext i32 %lane117 to i64
  %396 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %395
  store float %394, ptr %396, align 4
  %397 = add nsw i32 %lane117, 1
  br label %for.cond114, !llvm.loop !182

for.end116:                                       ; preds = %for.cond114
  %398 = add nsw i32 %red, 1
  br label %for.cond111, !llvm.loop !183

for.cond118:                                      ; preds = %for.body119, %for.end113
  %lane121 = phi i32 [ 0, %for.end113 ], [ %409, %for.body119 ]
  %399 = icmp slt i32 %lane121, 16
  br i1 %399, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %400 = sext i32 %lane121 to i64
  %401 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %400
  %lane_acc122 = load float, ptr %401, align 4
  %402 = add i32 %lane121, 16
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %403
  %lane_next123 = load float, ptr %404, align 4
  %405 = fcmp ogt float %lane_next123, %lane_acc122
  %406 = select i1 %405, float %lane_next123, float %lane_acc122
  %407 = sext i32 %lane121 to i64
  %408 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %407
  store float %406, ptr %408, align 4
  %409 = add nsw i32 %lane121, 1
  br label %for.cond118, !llvm.loop !184

for.end120:                                       ; preds = %for.cond118
  br label %for.cond124

for.cond124:                                      ; preds = %for.body125, %for.end120
  %lane127 = phi i32 [ 0, %for.end120 ], [ %420, %for.body125 ]
  %410 = icmp slt i32 %lane127, 8
  br i1 %410, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %411 = sext i32 %lane127 to i64
  %412 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %411
  %lane_acc128 = load float, ptr %412, align 4
  %413 = add i32 %lane127, 8
  %414 = sext i32 %413 to i64
  %415 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %414
  %lane_next129 = load float, ptr %415, align 4
  %416 = fcmp ogt float %lane_next129, %lane_acc128
  %417 = select i1 %416, float %lane_next129, float %lane_acc128
  %418 = sext i32 %lane127 to i64
  %419 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %418
  store float %417, ptr %419, align 4
  %420 = add nsw i32 %lane127, 1
  br label %for.cond124, !llvm.loop !185

for.end126:                                       ; preds = %for.cond124
  br label %for.cond130

for.cond130:                                      ; preds = %for.body131, %for.end126
  %lane133 = phi i32 [ 0, %for.end126 ], [ %431, %for.body131 ]
  %421 = icmp slt i32 %lane133, 4
  br i1 %421, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %422 = sext i32 %lane133 to i64
  %423 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %422
  %lane_acc134 = load float, ptr %423, align 4
  %424 = add i32 %lane133, 4
  %425 = sext i32 %424 to i64
  %426 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %425
  %lane_next135 = load float, ptr %426, align 4
  %427 = fcmp ogt float %lane_next135, %lane_acc134
  %428 = select i1 %427, float %lane_next135, float %lane_acc134
  %429 = sext i32 %lane133 to i64
  %430 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %429
  store float %428, ptr %430, align 4
  %431 = add nsw i32 %lane133, 1
  br label %for.cond130, !llvm.loop !186

for.end132:                                       ; preds = %for.cond130
  br label %for.cond136

for.cond136:                                      ; preds = %for.body137, %for.end132
  %lane139 = phi i32 [ 0, %for.end132 ], [ %442, %for.body137 ]
  %432 = icmp slt i32 %lane139, 2
  br i1 %432, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %433 = sext i32 %lane139 to i64
  %434 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %433
  %lane_acc140 = load float, ptr %434, align 4
  %435 = add i32 %lane139, 2
  %436 = sext i32 %435 to i64
  %437 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %436
  %lane_next141 = load float, ptr %437, align 4
  %438 = fcmp ogt float %lane_next141, %lane_acc140
  %439 = select i1 %438, float %lane_next141, float %lane_acc140
  %440 = sext i32 %lane139 to i64
  %441 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %440
  store float %439, ptr %441, align 4
  %442 = add nsw i32 %lane139, 1
  br label %for.cond136, !llvm.loop !187

for.end138:                                       ; preds = %for.cond136
  br label %for.cond142

for.cond142:                                      ; preds = %for.body143, %for.end138
  %lane145 = phi i32 [ 0, %for.end138 ], [ %453, %for.body143 ]
  %443 = icmp slt i32 %lane145, 1
  br i1 %443, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %444 = sext i32 %lane145 to i64
  %445 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %444
  %lane_acc146 = load float, ptr %445, align 4
  %446 = add i32 %lane145, 1
  %447 = sext i32 %446 to i64
  %448 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %447
  %lane_next147 = load float, ptr %448, align 4
  %449 = fcmp ogt float %lane_next147, %lane_acc146
  %450 = select i1 %449, float %lane_next147, float %lane_acc146
  %451 = sext i32 %lane145 to i64
  %452 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %451
  store float %450, ptr %452, align 4
  %453 = add nsw i32 %lane145, 1
  br label %for.cond142, !llvm.loop !188

for.end144:                                       ; preds = %for.cond142
  %454 = sext i32 %i1 to i64
  %455 = getelementptr inbounds float, ptr %m, i64 %454
  %456 = load float, ptr %455, align 4
  %457 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %458 = load float, ptr %457, align 4
  %459 = call float @llvm.maxnum.f32(float %456, float %458)
  %460 = sext i32 %i1 to i64
  %461 = getelementptr inbounds float, ptr %m, i64 %460
  store float %459, ptr %461, align 4
  %462 = sext i32 %i1 to i64
  %463 = getelementptr inbounds float, ptr %m, i64 %462
  %464 = load float, ptr %463, align 4
  %465 = fcmp oeq float %464, 0xFFF0000000000000
  %466 = fcmp une float %tl_dst0, %tl_dst0
  %467 = and i1 %465, %466
  br i1 %467, label %if.then148, label %if.else149

if.then148:                                       ; preds = %for.end144
  %468 = sext i32 %i1 to i64
  %469 = getelementptr inbounds float, ptr %m, i64 %468
  store float %tl_dst0, ptr %469, align 4
  br label %for.cond151

if.else149:                                       ; preds = %for.end144
  br label %if.end150

if.end150:                                        ; preds = %if.else149, %for.end153
  %470 = add nsw i32 %i1, 1
  br label %for.cond105, !llvm.loop !189

for.cond151:                                      ; preds = %for.body152, %if.then148
  %red154 = phi i32 [ 0, %if.then148 ], [ %484, %for.body152 ]
  %471 = icmp slt i32 %red154, 64
  br i1 %471, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %472 = sext i32 %i1 to i64
  %473 = getelementptr inbounds float, ptr %m, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = sext i32 %i1 to i64
  %476 = mul nsw i64 %475, 64
  %477 = sext i32 %red154 to i64
  %478 = add nsw i64 %476, %477
  %479 = getelementptr inbounds float, ptr %acc_s, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = call float @llvm.maxnum.f32(float %474, float %480)
  %482 = sext i32 %i1 to i64
  %483 = getelementptr inbounds float, ptr %m, i64 %482
  store float %481, ptr %483, align 4
  %484 = add nsw i32 %red154, 1
  br label %for.cond151, !llvm.loop !190

for.end153:                                       ; preds = %for.cond151
  br label %if.end150

for.cond155:                                      ; preds = %for.end161, %for.end107
  %i158 = phi i32 [ 0, %for.end107 ], [ %504, %for.end161 ]
  %485 = icmp slt i32 %i158, 64
  br i1 %485, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  br label %for.cond159

for.end157:                                       ; preds = %for.cond155
  br label %for.cond163

for.cond159:                                      ; preds = %for.body160, %for.body156
  %j162 = phi i32 [ 0, %for.body156 ], [ %503, %for.body160 ]
  %486 = icmp slt i32 %j162, 64
  br i1 %486, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %487 = sext i32 %i158 to i64
  %488 = mul nsw i64 %487, 64
  %489 = sext i32 %j162 to i64
  %490 = add nsw i64 %488, %489
  %491 = getelementptr inbounds float, ptr %acc_s, i64 %490
  %492 = load float, ptr %491, align 4
  %493 = sext i32 %i158 to i64
  %494 = getelementptr inbounds float, ptr %m, i64 %493
  %495 = load float, ptr %494, align 4
  %496 = fsub float %492, %495
  %497 = call float @tilec_expf(float %496)
  %498 = sext i32 %i158 to i64
  %499 = mul nsw i64 %498, 64
  %500 = sext i32 %j162 to i64
  %501 = add nsw i64 %499, %500
  %502 = getelementptr inbounds float, ptr %acc_s, i64 %501
  store float %497, ptr %502, align 4
  %503 = add nsw i32 %j162, 1
  br label %for.cond159, !llvm.loop !191

for.end161:                                       ; preds = %for.cond159
  %504 = add nsw i32 %i158, 1
  br label %for.cond155, !llvm.loop !192

for.cond163:                                      ; preds = %for.end194, %for.end157
  %i2 = phi i32 [ 0, %for.end157 ], [ %605, %for.end194 ]
  %505 = icmp slt i32 %i2, 64
  br i1 %505, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  br label %for.cond166

for.end165:                                       ; preds = %for.cond163
  br label %for.cond196

for.cond166:                                      ; preds = %for.body167, %for.body164
  %lane1 = phi i32 [ 0, %for.body164 ], [ %515, %for.body167 ]
  %506 = icmp slt i32 %lane1, 32
  br i1 %506, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %507 = sext i32 %i2 to i64
  %508 = mul nsw i64 %507, 64
  %509 = sext i32 %lane1 to i64
  %510 = add nsw i64 %508, %509
  %511 = getelementptr inbounds float, ptr %acc_s, i64 %510
  %512 = load float, ptr %511, align 4
  %513 = sext i32 %lane1 to i64
  %514 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %513
  store float %512, ptr %514, align 4
  %515 = add nsw i32 %lane1, 1
  br label %for.cond166, !llvm.loop !193

for.end168:                                       ; preds = %for.cond166
  br label %for.cond169

for.cond169:                                      ; preds = %for.end174, %for.end168
  %red1 = phi i32 [ 0, %for.end168 ], [ %534, %for.end174 ]
  %516 = icmp slt i32 %red1, 1
  br i1 %516, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  br label %for.cond172

for.end171:                                       ; preds = %for.cond169
  br label %for.cond176

for.cond172:                                      ; preds = %for.body173, %for.body170
  %lane1175 = phi i32 [ 0, %for.body170 ], [ %533, %for.body173 ]
  %517 = icmp slt i32 %lane1175, 32
  br i1 %517, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %518 = sext i32 %lane1175 to i64
  %519 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %518
  %520 = load float, ptr %519, align 4
  %521 = sext i32 %i2 to i64
  %522 = mul nsw i64 %521, 64
  %523 = add i32 %red1, 1
  %524 = mul i32 %523, 32
  %525 = add i32 %524, %lane1175
  %526 = sext i32 %525 to i64
  %527 = add nsw i64 %522, %526
  %528 = getelementptr inbounds float, ptr %acc_s, i64 %527
  %529 = load float, ptr %528, align 4
  %530 = fadd float %520, %529
  %531 = sext i32 %lane1175 to i64
  %532 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %531
  store float %530, ptr %532, align 4
  %533 = add nsw i32 %lane1175, 1
  br label %for.cond172, !llvm.loop !194

for.end174:                                       ; preds = %for.cond172
  %534 = add nsw i32 %red1, 1
  br label %for.cond169, !llvm.loop !195

for.cond176:                                      ; preds = %for.body177, %for.end171
  %lane1179 = phi i32 [ 0, %for.end171 ], [ %546, %for.body177 ]
  %535 = icmp slt i32 %lane1179, 16
  br i1 %535, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %536 = sext i32 %lane1179 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = add i32 %lane1179, 16
  %540 = sext i32 %539 to i64
  %541 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = fadd float %538, %542
  %544 = sext i32 %lane1179 to i64
  %545 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %544
  store float %543, ptr %545, align 4
  %546 = add nsw i32 %lane1179, 1
  br label %for.cond176, !llvm.loop !196

for.end178:                                       ; preds = %for.cond176
  br label %for.cond180

for.cond180:                                      ; preds = %for.body181, %for.end178
  %lane1183 = phi i32 [ 0, %for.end178 ], [ %558, %for.body181 ]
  %547 = icmp slt i32 %lane1183, 8
  br i1 %547, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %548 = sext i32 %lane1183 to i64
  %549 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %548
  %550 = load float, ptr %549, align 4
  %551 = add i32 %lane1183, 8
  %552 = sext i32 %551 to i64
  %553 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %552
  %554 = load float, ptr %553, align 4
  %555 = fadd float %550, %554
  %556 = sext i32 %lane1183 to i64
  %557 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %556
  store float %555, ptr %557, align 4
  %558 = add nsw i32 %lane1183, 1
  br label %for.cond180, !llvm.loop !197

for.end182:                                       ; preds = %for.cond180
  br label %for.cond184

for.cond184:                                      ; preds = %for.body185, %for.end182
  %lane1187 = phi i32 [ 0, %for.end182 ], [ %570, %for.body185 ]
  %559 = icmp slt i32 %lane1187, 4
  br i1 %559, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %560 = sext i32 %lane1187 to i64
  %561 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = add i32 %lane1187, 4
  %564 = sext i32 %563 to i64
  %565 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = fadd float %562, %566
  %568 = sext i32 %lane1187 to i64
  %569 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %568
  store float %567, ptr %569, align 4
  %570 = add nsw i32 %lane1187, 1
  br label %for.cond184, !llvm.loop !198

for.end186:                                       ; preds = %for.cond184
  br label %for.cond188

for.cond188:                                      ; preds = %for.body189, %for.end186
  %lane1191 = phi i32 [ 0, %for.end186 ], [ %582, %for.body189 ]
  %571 = icmp slt i32 %lane1191, 2
  br i1 %571, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %572 = sext i32 %lane1191 to i64
  %573 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %572
  %574 = load float, ptr %573, align 4
  %575 = add i32 %lane1191, 2
  %576 = sext i32 %575 to i64
  %577 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %576
  %578 = load float, ptr %577, align 4
  %579 = fadd float %574, %578
  %580 = sext i32 %lane1191 to i64
  %581 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %580
  store float %579, ptr %581, align 4
  %582 = add nsw i32 %lane1191, 1
  br label %for.cond188, !llvm.loop !199

for.end190:                                       ; preds = %for.cond188
  br label %for.cond192

for.cond192:                                      ; preds = %for.body193, %for.end190
  %lane1195 = phi i32 [ 0, %for.end190 ], [ %594, %for.body193 ]
  %583 = icmp slt i32 %lane1195, 1
  br i1 %583, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %584 = sext i32 %lane1195 to i64
  %585 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %584
  %586 = load float, ptr %585, align 4
  %587 = add i32 %lane1195, 1
  %588 = sext i32 %587 to i64
  %589 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %588
  %590 = load float, ptr %589, align 4
  %591 = fadd float %586, %590
  %592 = sext i32 %lane1195 to i64
  %593 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %592
  store float %591, ptr %593, align 4
  %594 = add nsw i32 %lane1195, 1
  br label %for.cond192, !llvm.loop !200

for.end194:                                       ; preds = %for.cond192
  %595 = sext i32 %i2 to i64
  %596 = getelementptr inbounds float, ptr %row_sum, i64 %595
  store float 0.000000e+00, ptr %596, align 4
  %597 = sext i32 %i2 to i64
  %598 = getelementptr inbounds float, ptr %row_sum, i64 %597
  %599 = load float, ptr %598, align 4
  %600 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %601 = load float, ptr %600, align 4
  %602 = fadd float %599, %601
  %603 = sext i32 %i2 to i64
  %604 = getelementptr inbounds float, ptr %row_sum, i64 %603
  store float %602, ptr %604, align 4
  %605 = add nsw i32 %i2, 1
  br label %for.cond163, !llvm.loop !201

for.cond196:                                      ; preds = %for.body197, %for.end165
  %i199 = phi i32 [ 0, %for.end165 ], [ %626, %for.body197 ]
  %606 = icmp slt i32 %i199, 64
  br i1 %606, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %607 = sext i32 %i199 to i64
  %608 = getelementptr inbounds float, ptr %m_prev, i64 %607
  %609 = load float, ptr %608, align 4
  %610 = sext i32 %i199 to i64
  %611 = getelementptr inbounds float, ptr %m, i64 %610
  %612 = load float, ptr %611, align 4
  %613 = fsub float %609, %612
  %alpha = call float @tilec_expf(float %613)
  %614 = sext i32 %i199 to i64
  %615 = getelementptr inbounds float, ptr %l, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = fmul float %616, %alpha
  %618 = sext i32 %i199 to i64
  %619 = getelementptr inbounds float, ptr %row_sum, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = fadd float %617, %620
  %622 = sext i32 %i199 to i64
  %623 = getelementptr inbounds float, ptr %l, i64 %622
  store float %621, ptr %623, align 4
  %624 = sext i32 %i199 to i64
  %625 = getelementptr inbounds float, ptr %m_prev, i64 %624
  store float %alpha, ptr %625, align 4
  %626 = add nsw i32 %i199, 1
  br label %for.cond196, !llvm.loop !202

for.end198:                                       ; preds = %for.cond196
  br label %for.cond200

for.cond200:                                      ; preds = %for.end206, %for.end198
  %i203 = phi i32 [ 0, %for.end198 ], [ %645, %for.end206 ]
  %627 = icmp slt i32 %i203, 64
  br i1 %627, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  br label %for.cond204

for.end202:                                       ; preds = %for.cond200
  br label %for.cond207

for.cond204:                                      ; preds = %for.body205, %for.body201
  %d = phi i32 [ 0, %for.body201 ], [ %644, %for.body205 ]
  %628 = icmp slt i32 %d, 64
  br i1 %628, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %629 = sext i32 %i203 to i64
  %630 = mul nsw i64 %629, 64
  %631 = sext i32 %d to i64
  %632 = add nsw i64 %630, %631
  %633 = getelementptr inbounds float, ptr %acc_o, i64 %632
  %634 = load float, ptr %633, align 4
  %635 = sext i32 %i203 to i64
  %636 = getelementptr inbounds float, ptr %m_prev, i64 %635
  %637 = load float, ptr %636, align 4
  %638 = fmul float %634, %637
  %639 = sext i32 %i203 to i64
  %640 = mul nsw i64 %639, 64
  %641 = sext i32 %d to i64
  %642 = add nsw i64 %640, %641
  %643 = getelementptr inbounds float, ptr %acc_o, i64 %642
  store float %638, ptr %643, align 4
  %644 = add nsw i32 %d, 1
  br label %for.cond204, !llvm.loop !203

for.end206:                                       ; preds = %for.cond204
  %645 = add nsw i32 %i203, 1
  br label %for.cond200, !llvm.loop !204

for.cond207:                                      ; preds = %for.end213, %for.end202
  %i3210 = phi i32 [ 0, %for.end202 ], [ %665, %for.end213 ]
  %646 = icmp slt i32 %i3210, 64
  br i1 %646, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  br label %for.cond211

for.end209:                                       ; preds = %for.cond207
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %647 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !205

for.cond211:                                      ; preds = %for.body212, %for.body208
  %j1214 = phi i32 [ 0, %for.body208 ], [ %664, %for.body212 ]
  %648 = icmp slt i32 %j1214, 64
  br i1 %648, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %649 = sext i32 %i3210 to i64
  %650 = mul nsw i64 %649, 64
  %651 = sext i32 %j1214 to i64
  %652 = add nsw i64 %650, %651
  %653 = getelementptr inbounds float, ptr %acc_s, i64 %652
  %654 = load float, ptr %653, align 4
  %655 = fptrunc float %654 to half
  %656 = fpext half %655 to float
  %657 = sext i32 %i3210 to i64
  %658 = mul nsw i64 %657, 64
  %659 = sext i32 %j1214 to i64
  %660 = add nsw i64 %658, %659
  %661 = getelementptr inbounds i16, ptr %P_s, i64 %660
  %662 = fptrunc float %656 to half
  %663 = bitcast half %662 to i16
  store i16 %663, ptr %661, align 2
  %664 = add nsw i32 %j1214, 1
  br label %for.cond211, !llvm.loop !206

for.end213:                                       ; preds = %for.cond211
  %665 = add nsw i32 %i3210, 1
  br label %for.cond207, !llvm.loop !207

for.cond215:                                      ; preds = %if.end221, %for.end30
  %i218 = phi i32 [ 0, %for.end30 ], [ %678, %if.end221 ]
  %666 = icmp slt i32 %i218, 64
  br i1 %666, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  %667 = icmp sle i32 0, %bz
  %668 = icmp slt i32 %bz, %BH
  %669 = and i1 %667, %668
  %670 = mul i32 %bx, 64
  %671 = add i32 %670, %i218
  %672 = icmp sle i32 0, %671
  %673 = mul i32 %bx, 64
  %674 = add i32 %673, %i218
  %675 = icmp slt i32 %674, %S
  %676 = and i1 %672, %675
  %677 = and i1 %669, %676
  br i1 %677, label %if.then219, label %if.else220

for.end217:                                       ; preds = %for.cond215
  ret void

if.then219:                                       ; preds = %for.body216
  br label %for.cond222

if.else220:                                       ; preds = %for.body216
  br label %if.end221

if.end221:                                        ; preds = %if.else220, %for.end224
  %678 = add nsw i32 %i218, 1
  br label %for.cond215, !llvm.loop !208

for.cond222:                                      ; preds = %for.body223, %if.then219
  %d1 = phi i32 [ 0, %if.then219 ], [ %707, %for.body223 ]
  %679 = icmp slt i32 %d1, 64
  br i1 %679, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  %680 = sext i32 %i218 to i64
  %681 = mul nsw i64 %680, 64
  %682 = add i32 0, %d1
  %683 = sext i32 %682 to i64
  %684 = add nsw i64 %681, %683
  %685 = getelementptr inbounds float, ptr %acc_o, i64 %684
  %686 = load float, ptr %685, align 4
  %687 = sext i32 %i218 to i64
  %688 = getelementptr inbounds float, ptr %l, i64 %687
  %689 = load float, ptr %688, align 4
  %690 = fdiv float %686, %689
  %691 = fptrunc float %690 to half
  %692 = fpext half %691 to float
  %693 = sext i32 %bz to i64
  %694 = sext i32 %S to i64
  %695 = mul nsw i64 %693, %694
  %696 = mul i32 %bx, 64
  %697 = add i32 %696, %i218
  %698 = sext i32 %697 to i64
  %699 = add nsw i64 %695, %698
  %700 = mul nsw i64 %699, 64
  %701 = add i32 0, %d1
  %702 = sext i32 %701 to i64
  %703 = add nsw i64 %700, %702
  %704 = getelementptr inbounds i16, ptr %O, i64 %703
  %705 = fptrunc float %692 to half
  %706 = bitcast half %705 to i16
  store i16 %706, ptr %704, align 2
  %707 = add nsw i32 %d1, 1
  br label %for.cond222, !llvm.loop !209

for.end224:                                       ; preds = %for.cond222
  br label %if.end221
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
  br label %for.cond1, !llvm.loop !210

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !211

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
  br label %for.cond4, !llvm.loop !212

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
  br label %for.cond8, !llvm.loop !213

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
  br label %for.cond16, !llvm.loop !214

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !215

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 64
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !216

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
  br label %for.cond24, !llvm.loop !217

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

for.cond28:                                       ; preds = %for.end209, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %647, %for.end209 ]
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
  br label %for.cond215

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
  br label %for.cond41, !llvm.loop !218

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
  br label %for.cond44, !llvm.loop !219

for.end46:                                        ; preds = %for.cond44
  %189 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !220

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
  br label %for.cond48, !llvm.loop !221

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
  br label %for.cond52, !llvm.loop !222

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
  br label %for.cond69, !llvm.loop !223

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
  br label %for.cond72, !llvm.loop !224

for.end74:                                        ; preds = %for.cond72
  %273 = add nsw i32 %i365, 1
  br label %for.cond62, !llvm.loop !225

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
  br label %for.cond76, !llvm.loop !226

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
  br label %for.cond80, !llvm.loop !227

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
  br label %for.cond91, !llvm.loop !228

for.end93:                                        ; preds = %for.cond91
  %324 = add nsw i32 %i390, 1
  br label %for.cond87, !llvm.loop !229

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
  br label %for.cond98, !llvm.loop !230

for.end100:                                       ; preds = %for.cond98
  %345 = add nsw i32 %i, 1
  br label %for.cond95, !llvm.loop !231

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
  br label %for.cond101, !llvm.loop !232

for.end103:                                       ; preds = %for.cond101
  br label %for.cond105

for.cond105:                                      ; preds = %if.end150, %for.end103
  %i1 = phi i32 [ 0, %for.end103 ], [ %470, %if.end150 ]
  %353 = icmp slt i32 %i1, 64
  br i1 %353, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %354 = sext i32 %i1 to i64
  %355 = getelementptr inbounds float, ptr %m, i64 %354
  %tl_dst0 = load float, ptr %355, align 4
  br label %for.cond108

for.end107:                                       ; preds = %for.cond105
  br label %for.cond155

for.cond108:                                      ; preds = %for.body109, %for.body106
  %lane = phi i32 [ 0, %for.body106 ], [ %380, %for.body109 ]
  %356 = icmp slt i32 %lane, 32
  br i1 %356, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %357 = sext i32 %i1 to i64
  %358 = mul nsw i64 %357, 64
  %359 = sext i32 %lane to i64
  %360 = add nsw i64 %358, %359
  %361 = getelementptr inbounds float, ptr %acc_s, i64 %360
  %362 = load float, ptr %361, align 4
  %363 = sext i32 %i1 to i64
  %364 = mul nsw i64 %363, 64
  %365 = sext i32 %lane to i64
  %366 = add nsw i64 %364, %365
  %367 = getelementptr inbounds float, ptr %acc_s, i64 %366
  %368 = load float, ptr %367, align 4
  %369 = fcmp une float %362, %368
  %370 = sext i32 %i1 to i64
  %371 = mul nsw i64 %370, 64
  %372 = sext i32 %lane to i64
  %373 = add nsw i64 %371, %372
  %374 = call i64 @llvm.umin.i64(i64 %373, i64 4095)
  %375 = getelementptr inbounds float, ptr %acc_s, i64 %374
  %376 = load float, ptr %375, align 4
  %377 = select i1 %369, float 0xFFF0000000000000, float %376
  %378 = sext i32 %lane to i64
  %379 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %378
  store float %377, ptr %379, align 4
  %380 = add nsw i32 %lane, 1
  br label %for.cond108, !llvm.loop !233

for.end110:                                       ; preds = %for.cond108
  br label %for.cond111

for.cond111:                                      ; preds = %for.end116, %for.end110
  %red = phi i32 [ 0, %for.end110 ], [ %398, %for.end116 ]
  %381 = icmp slt i32 %red, 1
  br i1 %381, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  br label %for.cond114

for.end113:                                       ; preds = %for.cond111
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body112
  %lane117 = phi i32 [ 0, %for.body112 ], [ %397, %for.body115 ]
  %382 = icmp slt i32 %lane117, 32
  br i1 %382, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %383 = sext i32 %lane117 to i64
  %384 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %383
  %lane_acc = load float, ptr %384, align 4
  %385 = sext i32 %i1 to i64
  %386 = mul nsw i64 %385, 64
  %387 = add i32 %red, 1
  %388 = mul i32 %387, 32
  %389 = add i32 %388, %lane117
  %390 = sext i32 %389 to i64
  %391 = add nsw i64 %386, %390
  %392 = getelementptr inbounds float, ptr %acc_s, i64 %391
  %lane_next = load float, ptr %392, align 4
  %393 = fcmp ogt float %lane_next, %lane_acc
  %394 = select i1 %393, float %lane_next, float %lane_acc
  %395 = sext i32 %lane117 to i64
  %396 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %395
  store float %394, ptr %396, align 4
  %397 = add nsw i32 %lane117, 1
  br label %for.cond114, !llvm.loop !234

for.end116:                                       ; preds = %for.cond114
  %398 = add nsw i32 %red, 1
  br label %for.cond111, !llvm.loop !235

for.cond118:                                      ; preds = %for.body119, %for.end113
  %lane121 = phi i32 [ 0, %for.end113 ], [ %409, %for.body119 ]
  %399 = icmp slt i32 %lane121, 16
  br i1 %399, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %400 = sext i32 %lane121 to i64
  %401 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %400
  %lane_acc122 = load float, ptr %401, align 4
  %402 = add i32 %lane121, 16
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %403
  %lane_next123 = load float, ptr %404, align 4
  %405 = fcmp ogt float %lane_next123, %lane_acc122
  %406 = select i1 %405, float %lane_next123, float %lane_acc122
  %407 = sext i32 %lane121 to i64
  %408 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %407
  store float %406, ptr %408, align 4
  %409 = add nsw i32 %lane121, 1
  br label %for.cond118, !llvm.loop !236

for.end120:                                       ; preds = %for.cond118
  br label %for.cond124

for.cond124:                                      ; preds = %for.body125, %for.end120
  %lane127 = phi i32 [ 0, %for.end120 ], [ %420, %for.body125 ]
  %410 = icmp slt i32 %lane127, 8
  br i1 %410, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %411 = sext i32 %lane127 to i64
  %412 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %411
  %lane_acc128 = load float, ptr %412, align 4
  %413 = add i32 %lane127, 8
  %414 = sext i32 %413 to i64
  %415 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %414
  %lane_next129 = load float, ptr %415, align 4
  %416 = fcmp ogt float %lane_next129, %lane_acc128
  %417 = select i1 %416, float %lane_next129, float %lane_acc128
  %418 = sext i32 %lane127 to i64
  %419 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %418
  store float %417, ptr %419, align 4
  %420 = add nsw i32 %lane127, 1
  br label %for.cond124, !llvm.loop !237

for.end126:                                       ; preds = %for.cond124
  br label %for.cond130

for.cond130:                                      ; preds = %for.body131, %for.end126
  %lane133 = phi i32 [ 0, %for.end126 ], [ %431, %for.body131 ]
  %421 = icmp slt i32 %lane133, 4
  br i1 %421, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %422 = sext i32 %lane133 to i64
  %423 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %422
  %lane_acc134 = load float, ptr %423, align 4
  %424 = add i32 %lane133, 4
  %425 = sext i32 %424 to i64
  %426 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %425
  %lane_next135 = load float, ptr %426, align 4
  %427 = fcmp ogt float %lane_next135, %lane_acc134
  %428 = select i1 %427, float %lane_next135, float %lane_acc134
  %429 = sext i32 %lane133 to i64
  %430 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %429
  store float %428, ptr %430, align 4
  %431 = add nsw i32 %lane133, 1
  br label %for.cond130, !llvm.loop !238

for.end132:                                       ; preds = %for.cond130
  br label %for.cond136

for.cond136:                                      ; preds = %for.body137, %for.end132
  %lane139 = phi i32 [ 0, %for.end132 ], [ %442, %for.body137 ]
  %432 = icmp slt i32 %lane139, 2
  br i1 %432, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %433 = sext i32 %lane139 to i64
  %434 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %433
  %lane_acc140 = load float, ptr %434, align 4
  %435 = add i32 %lane139, 2
  %436 = sext i32 %435 to i64
  %437 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %436
  %lane_next141 = load float, ptr %437, align 4
  %438 = fcmp ogt float %lane_next141, %lane_acc140
  %439 = select i1 %438, float %lane_next141, float %lane_acc140
  %440 = sext i32 %lane139 to i64
  %441 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %440
  store float %439, ptr %441, align 4
  %442 = add nsw i32 %lane139, 1
  br label %for.cond136, !llvm.loop !239

for.end138:                                       ; preds = %for.cond136
  br label %for.cond142

for.cond142:                                      ; preds = %for.body143, %for.end138
  %lane145 = phi i32 [ 0, %for.end138 ], [ %453, %for.body143 ]
  %443 = icmp slt i32 %lane145, 1
  br i1 %443, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %444 = sext i32 %lane145 to i64
  %445 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %444
  %lane_acc146 = load float, ptr %445, align 4
  %446 = add i32 %lane145, 1
  %447 = sext i32 %446 to i64
  %448 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %447
  %lane_next147 = load float, ptr %448, align 4
  %449 = fcmp ogt float %lane_next147, %lane_acc146
  %450 = select i1 %449, float %lane_next147, float %lane_acc146
  %451 = sext i32 %lane145 to i64
  %452 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %451
  store float %450, ptr %452, align 4
  %453 = add nsw i32 %lane145, 1
  br label %for.cond142, !llvm.loop !240

for.end144:                                       ; preds = %for.cond142
  %454 = sext i32 %i1 to i64
  %455 = getelementptr inbounds float, ptr %m, i64 %454
  %456 = load float, ptr %455, align 4
  %457 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %458 = load float, ptr %457, align 4
  %459 = call float @llvm.maxnum.f32(float %456, float %458)
  %460 = sext i32 %i1 to i64
  %461 = getelementptr inbounds float, ptr %m, i64 %460
  store float %459, ptr %461, align 4
  %462 = sext i32 %i1 to i64
  %463 = getelementptr inbounds float, ptr %m, i64 %462
  %464 = load float, ptr %463, align 4
  %465 = fcmp oeq float %464, 0xFFF0000000000000
  %466 = fcmp une float %tl_dst0, %tl_dst0
  %467 = and i1 %465, %466
  br i1 %467, label %if.then148, label %if.else149

if.then148:                                       ; preds = %for.end144
  %468 = sext i32 %i1 to i64
  %469 = getelementptr inbounds float, ptr %m, i64 %468
  store float %tl_dst0, ptr %469, align 4
  br label %for.cond151

if.else149:                                       ; preds = %for.end144
  br label %if.end150

if.end150:                                        ; preds = %if.else149, %for.end153
  %470 = add nsw i32 %i1, 1
  br label %for.cond105, !llvm.loop !241

for.cond151:                                      ; preds = %for.body152, %if.then148
  %red154 = phi i32 [ 0, %if.then148 ], [ %484, %for.body152 ]
  %471 = icmp slt i32 %red154, 64
  br i1 %471, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %472 = sext i32 %i1 to i64
  %473 = getelementptr inbounds float, ptr %m, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = sext i32 %i1 to i64
  %476 = mul nsw i64 %475, 64
  %477 = sext i32 %red154 to i64
  %478 = add nsw i64 %476, %477
  %479 = getelementptr inbounds float, ptr %acc_s, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = call float @llvm.maxnum.f32(float %474, float %480)
  %482 = sext i32 %i1 to i64
  %483 = getelementptr inbounds float, ptr %m, i64 %482
  store float %481, ptr %483, align 4
  %484 = add nsw i32 %red154, 1
  br label %for.cond151, !llvm.loop !242

for.end153:                                       ; preds = %for.cond151
  br label %if.end150

for.cond155:                                      ; preds = %for.end161, %for.end107
  %i158 = phi i32 [ 0, %for.end107 ], [ %504, %for.end161 ]
  %485 = icmp slt i32 %i158, 64
  br i1 %485, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  br label %for.cond159

for.end157:                                       ; preds = %for.cond155
  br label %for.cond163

for.cond159:                                      ; preds = %for.body160, %for.body156
  %j162 = phi i32 [ 0, %for.body156 ], [ %503, %for.body160 ]
  %486 = icmp slt i32 %j162, 64
  br i1 %486, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %487 = sext i32 %i158 to i64
  %488 = mul nsw i64 %487, 64
  %489 = sext i32 %j162 to i64
  %490 = add nsw i64 %488, %489
  %491 = getelementptr inbounds float, ptr %acc_s, i64 %490
  %492 = load float, ptr %491, align 4
  %493 = sext i32 %i158 to i64
  %494 = getelementptr inbounds float, ptr %m, i64 %493
  %495 = load float, ptr %494, align 4
  %496 = fsub float %492, %495
  %497 = call float @tilec_expf(float %496)
  %498 = sext i32 %i158 to i64
  %499 = mul nsw i64 %498, 64
  %500 = sext i32 %j162 to i64
  %501 = add nsw i64 %499, %500
  %502 = getelementptr inbounds float, ptr %acc_s, i64 %501
  store float %497, ptr %502, align 4
  %503 = add nsw i32 %j162, 1
  br label %for.cond159, !llvm.loop !243

for.end161:                                       ; preds = %for.cond159
  %504 = add nsw i32 %i158, 1
  br label %for.cond155, !llvm.loop !244

for.cond163:                                      ; preds = %for.end194, %for.end157
  %i2 = phi i32 [ 0, %for.end157 ], [ %605, %for.end194 ]
  %505 = icmp slt i32 %i2, 64
  br i1 %505, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  br label %for.cond166

for.end165:                                       ; preds = %for.cond163
  br label %for.cond196

for.cond166:                                      ; preds = %for.body167, %for.body164
  %lane1 = phi i32 [ 0, %for.body164 ], [ %515, %for.body167 ]
  %506 = icmp slt i32 %lane1, 32
  br i1 %506, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %507 = sext i32 %i2 to i64
  %508 = mul nsw i64 %507, 64
  %509 = sext i32 %lane1 to i64
  %510 = add nsw i64 %508, %509
  %511 = getelementptr inbounds float, ptr %acc_s, i64 %510
  %512 = load float, ptr %511, align 4
  %513 = sext i32 %lane1 to i64
  %514 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %513
  store float %512, ptr %514, align 4
  %515 = add nsw i32 %lane1, 1
  br label %for.cond166, !llvm.loop !245

for.end168:                                       ; preds = %for.cond166
  br label %for.cond169

for.cond169:                                      ; preds = %for.end174, %for.end168
  %red1 = phi i32 [ 0, %for.end168 ], [ %534, %for.end174 ]
  %516 = icmp slt i32 %red1, 1
  br i1 %516, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  br label %for.cond172

for.end171:                                       ; preds = %for.cond169
  br label %for.cond176

for.cond172:                                      ; preds = %for.body173, %for.body170
  %lane1175 = phi i32 [ 0, %for.body170 ], [ %533, %for.body173 ]
  %517 = icmp slt i32 %lane1175, 32
  br i1 %517, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %518 = sext i32 %lane1175 to i64
  %519 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %518
  %520 = load float, ptr %519, align 4
  %521 = sext i32 %i2 to i64
  %522 = mul nsw i64 %521, 64
  %523 = add i32 %red1, 1
  %524 = mul i32 %523, 32
  %525 = add i32 %524, %lane1175
  %526 = sext i32 %525 to i64
  %527 = add nsw i64 %522, %526
  %528 = getelementptr inbounds float, ptr %acc_s, i64 %527
  %529 = load float, ptr %528, align 4
  %530 = fadd float %520, %529
  %531 = sext i32 %lane1175 to i64
  %532 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %531
  store float %530, ptr %532, align 4
  %533 = add nsw i32 %lane1175, 1
  br label %for.cond172, !llvm.loop !246

for.end174:                                       ; preds = %for.cond172
  %534 = add nsw i32 %red1, 1
  br label %for.cond169, !llvm.loop !247

for.cond176:                                      ; preds = %for.body177, %for.end171
  %lane1179 = phi i32 [ 0, %for.end171 ], [ %546, %for.body177 ]
  %535 = icmp slt i32 %lane1179, 16
  br i1 %535, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %536 = sext i32 %lane1179 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = add i32 %lane1179, 16
  %540 = sext i32 %539 to i64
  %541 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = fadd float %538, %542
  %544 = sext i32 %lane1179 to i64
  %545 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %544
  store float %543, ptr %545, align 4
  %546 = add nsw i32 %lane1179, 1
  br label %for.cond176, !llvm.loop !248

for.end178:                                       ; preds = %for.cond176
  br label %for.cond180

for.cond180:                                      ; preds = %for.body181, %for.end178
  %lane1183 = phi i32 [ 0, %for.end178 ], [ %558, %for.body181 ]
  %547 = icmp slt i32 %lane1183, 8
  br i1 %547, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %548 = sext i32 %lane1183 to i64
  %549 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %548
  %550 = load float, ptr %549, align 4
  %551 = add i32 %lane1183, 8
  %552 = sext i32 %551 to i64
  %553 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %552
  %554 = load float, ptr %553, align 4
  %555 = fadd float %550, %554
  %556 = sext i32 %lane1183 to i64
  %557 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %556
  store float %555, ptr %557, align 4
  %558 = add nsw i32 %lane1183, 1
  br label %for.cond180, !llvm.loop !249

for.end182:                                       ; preds = %for.cond180
  br label %for.cond184

for.cond184:                                      ; preds = %for.body185, %for.end182
  %lane1187 = phi i32 [ 0, %for.end182 ], [ %570, %for.body185 ]
  %559 = icmp slt i32 %lane1187, 4
  br i1 %559, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %560 = sext i32 %lane1187 to i64
  %561 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = add i32 %lane1187, 4
  %564 = sext i32 %563 to i64
  %565 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = fadd float %562, %566
  %568 = sext i32 %lane1187 to i64
  %569 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %568
  store float %567, ptr %569, align 4
  %570 = add nsw i32 %lane1187, 1
  br label %for.cond184, !llvm.loop !250

for.end186:                                       ; preds = %for.cond184
  br label %for.cond188

for.cond188:                                      ; preds = %for.body189, %for.end186
  %lane1191 = phi i32 [ 0, %for.end186 ], [ %582, %for.body189 ]
  %571 = icmp slt i32 %lane1191, 2
  br i1 %571, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %572 = sext i32 %lane1191 to i64
  %573 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %572
  %574 = load float, ptr %573, align 4
  %575 = add i32 %lane1191, 2
  %576 = sext i32 %575 to i64
  %577 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %576
  %578 = load float, ptr %577, align 4
  %579 = fadd float %574, %578
  %580 = sext i32 %lane1191 to i64
  %581 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %580
  store float %579, ptr %581, align 4
  %582 = add nsw i32 %lane1191, 1
  br label %for.cond188, !llvm.loop !251

for.end190:                                       ; preds = %for.cond188
  br label %for.cond192

for.cond192:                                      ; preds = %for.body193, %for.end190
  %lane1195 = phi i32 [ 0, %for.end190 ], [ %594, %for.body193 ]
  %583 = icmp slt i32 %lane1195, 1
  br i1 %583, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %584 = sext i32 %lane1195 to i64
  %585 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %584
  %586 = load float, ptr %585, align 4
  %587 = add i32 %lane1195, 1
  %588 = sext i32 %587 to i64
  %589 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %588
  %590 = load float, ptr %589, align 4
  %591 = fadd float %586, %590
  %592 = sext i32 %lane1195 to i64
  %593 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %592
  store float %591, ptr %593, align 4
  %594 = add nsw i32 %lane1195, 1
  br label %for.cond192, !llvm.loop !252

for.end194:                                       ; preds = %for.cond192
  %595 = sext i32 %i2 to i64
  %596 = getelementptr inbounds float, ptr %row_sum, i64 %595
  store float 0.000000e+00, ptr %596, align 4
  %597 = sext i32 %i2 to i64
  %598 = getelementptr inbounds float, ptr %row_sum, i64 %597
  %599 = load float, ptr %598, align 4
  %600 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %601 = load float, ptr %600, align 4
  %602 = fadd float %599, %601
  %603 = sext i32 %i2 to i64
  %604 = getelementptr inbounds float, ptr %row_sum, i64 %603
  store float %602, ptr %604, align 4
  %605 = add nsw i32 %i2, 1
  br label %for.cond163, !llvm.loop !253

for.cond196:                                      ; preds = %for.body197, %for.end165
  %i199 = phi i32 [ 0, %for.end165 ], [ %626, %for.body197 ]
  %606 = icmp slt i32 %i199, 64
  br i1 %606, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %607 = sext i32 %i199 to i64
  %608 = getelementptr inbounds float, ptr %m_prev, i64 %607
  %609 = load float, ptr %608, align 4
  %610 = sext i32 %i199 to i64
  %611 = getelementptr inbounds float, ptr %m, i64 %610
  %612 = load float, ptr %611, align 4
  %613 = fsub float %609, %612
  %alpha = call float @tilec_expf(float %613)
  %614 = sext i32 %i199 to i64
  %615 = getelementptr inbounds float, ptr %l, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = fmul float %616, %alpha
  %618 = sext i32 %i199 to i64
  %619 = getelementptr inbounds float, ptr %row_sum, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = fadd float %617, %620
  %622 = sext i32 %i199 to i64
  %623 = getelementptr inbounds float, ptr %l, i64 %622
  store float %621, ptr %623, align 4
  %624 = sext i32 %i199 to i64
  %625 = getelementptr inbounds float, ptr %m_prev, i64 %624
  store float %alpha, ptr %625, align 4
  %626 = add nsw i32 %i199, 1
  br label %for.cond196, !llvm.loop !254

for.end198:                                       ; preds = %for.cond196
  br label %for.cond200

for.cond200:                                      ; preds = %for.end206, %for.end198
  %i203 = phi i32 [ 0, %for.end198 ], [ %645, %for.end206 ]
  %627 = icmp slt i32 %i203, 64
  br i1 %627, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  br label %for.cond204

for.end202:                                       ; preds = %for.cond200
  br label %for.cond207

for.cond204:                                      ; preds = %for.body205, %for.body201
  %d = phi i32 [ 0, %for.body201 ], [ %644, %for.body205 ]
  %628 = icmp slt i32 %d, 64
  br i1 %628, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %629 = sext i32 %i203 to i64
  %630 = mul nsw i64 %629, 64
  %631 = sext i32 %d to i64
  %632 = add nsw i64 %630, %631
  %633 = getelementptr inbounds float, ptr %acc_o, i64 %632
  %634 = load float, ptr %633, align 4
  %635 = sext i32 %i203 to i64
  %636 = getelementptr inbounds float, ptr %m_prev, i64 %635
  %637 = load float, ptr %636, align 4
  %638 = fmul float %634, %637
  %639 = sext i32 %i203 to i64
  %640 = mul nsw i64 %639, 64
  %641 = sext i32 %d to i64
  %642 = add nsw i64 %640, %641
  %643 = getelementptr inbounds float, ptr %acc_o, i64 %642
  store float %638, ptr %643, align 4
  %644 = add nsw i32 %d, 1
  br label %for.cond204, !llvm.loop !255

for.end206:                                       ; preds = %for.cond204
  %645 = add nsw i32 %i203, 1
  br label %for.cond200, !llvm.loop !256

for.cond207:                                      ; preds = %for.end213, %for.end202
  %i3210 = phi i32 [ 0, %for.end202 ], [ %665, %for.end213 ]
  %646 = icmp slt i32 %i3210, 64
  br i1 %646, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  br label %for.cond211

for.end209:                                       ; preds = %for.cond207
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %647 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !257

for.cond211:                                      ; preds = %for.body212, %for.body208
  %j1214 = phi i32 [ 0, %for.body208 ], [ %664, %for.body212 ]
  %648 = icmp slt i32 %j1214, 64
  br i1 %648, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %649 = sext i32 %i3210 to i64
  %650 = mul nsw i64 %649, 64
  %651 = sext i32 %j1214 to i64
  %652 = add nsw i64 %650, %651
  %653 = getelementptr inbounds float, ptr %acc_s, i64 %652
  %654 = load float, ptr %653, align 4
  %655 = fptrunc float %654 to half
  %656 = fpext half %655 to float
  %657 = sext i32 %i3210 to i64
  %658 = mul nsw i64 %657, 64
  %659 = sext i32 %j1214 to i64
  %660 = add nsw i64 %658, %659
  %661 = getelementptr inbounds i16, ptr %P_s, i64 %660
  %662 = fptrunc float %656 to half
  %663 = bitcast half %662 to i16
  store i16 %663, ptr %661, align 2
  %664 = add nsw i32 %j1214, 1
  br label %for.cond211, !llvm.loop !258

for.end213:                                       ; preds = %for.cond211
  %665 = add nsw i32 %i3210, 1
  br label %for.cond207, !llvm.loop !259

for.cond215:                                      ; preds = %if.end221, %for.end30
  %i218 = phi i32 [ 0, %for.end30 ], [ %678, %if.end221 ]
  %666 = icmp slt i32 %i218, 64
  br i1 %666, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  %667 = icmp sle i32 0, %bz
  %668 = icmp slt i32 %bz, %BH
  %669 = and i1 %667, %668
  %670 = mul i32 %bx, 64
  %671 = add i32 %670, %i218
  %672 = icmp sle i32 0, %671
  %673 = mul i32 %bx, 64
  %674 = add i32 %673, %i218
  %675 = icmp slt i32 %674, %S
  %676 = and i1 %672, %675
  %677 = and i1 %669, %676
  br i1 %677, label %if.then219, label %if.else220

for.end217:                                       ; preds = %for.cond215
  ret void

if.then219:                                       ; preds = %for.body216
  br label %for.cond222

if.else220:                                       ; preds = %for.body216
  br label %if.end221

if.end221:                                        ; preds = %if.else220, %for.end224
  %678 = add nsw i32 %i218, 1
  br label %for.cond215, !llvm.loop !260

for.cond222:                                      ; preds = %for.body223, %if.then219
  %d1 = phi i32 [ 0, %if.then219 ], [ %707, %for.body223 ]
  %679 = icmp slt i32 %d1, 64
  br i1 %679, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  %680 = sext i32 %i218 to i64
  %681 = mul nsw i64 %680, 64
  %682 = add i32 0, %d1
  %683 = sext i32 %682 to i64
  %684 = add nsw i64 %681, %683
  %685 = getelementptr inbounds float, ptr %acc_o, i64 %684
  %686 = load float, ptr %685, align 4
  %687 = sext i32 %i218 to i64
  %688 = getelementptr inbounds float, ptr %l, i64 %687
  %689 = load float, ptr %688, align 4
  %690 = fdiv float %686, %689
  %691 = fptrunc float %690 to half
  %692 = fpext half %691 to float
  %693 = sext i32 %bz to i64
  %694 = sext i32 %S to i64
  %695 = mul nsw i64 %693, %694
  %696 = mul i32 %bx, 64
  %697 = add i32 %696, %i218
  %698 = sext i32 %697 to i64
  %699 = add nsw i64 %695, %698
  %700 = mul nsw i64 %699, 64
  %701 = add i32 0, %d1
  %702 = sext i32 %701 to i64
  %703 = add nsw i64 %700, %702
  %704 = getelementptr inbounds i16, ptr %O, i64 %703
  %705 = fptrunc float %692 to half
  %706 = bitcast half %705 to i16
  store i16 %706, ptr %704, align 2
  %707 = add nsw i32 %d1, 1
  br label %for.cond222, !llvm.loop !261

for.end224:                                       ; preds = %for.cond222
  br label %if.end221
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
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1, !2}
!113 = distinct !{!113, !1, !2}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1, !2}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1, !2}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1, !2}
!125 = distinct !{!125, !1}
!126 = distinct !{!126, !1, !2}
!127 = distinct !{!127, !1}
!128 = distinct !{!128, !1, !2}
!129 = distinct !{!129, !1, !2}
!130 = distinct !{!130, !1, !2}
!131 = distinct !{!131, !1}
!132 = distinct !{!132, !1}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1}
!135 = distinct !{!135, !1}
!136 = distinct !{!136, !1}
!137 = distinct !{!137, !1}
!138 = distinct !{!138, !1}
!139 = distinct !{!139, !1, !2}
!140 = distinct !{!140, !1}
!141 = distinct !{!141, !1, !2}
!142 = distinct !{!142, !1, !2}
!143 = distinct !{!143, !1}
!144 = distinct !{!144, !1}
!145 = distinct !{!145, !1}
!146 = distinct !{!146, !1}
!147 = distinct !{!147, !1}
!148 = distinct !{!148, !1}
!149 = distinct !{!149, !1}
!150 = distinct !{!150, !1, !2}
!151 = distinct !{!151, !1, !2}
!152 = distinct !{!152, !1}
!153 = distinct !{!153, !1}
!154 = distinct !{!154, !1, !2}
!155 = distinct !{!155, !1}
!156 = distinct !{!156, !1}
!157 = distinct !{!157, !1, !2}
!158 = distinct !{!158, !1, !2}
!159 = distinct !{!159, !1}
!160 = distinct !{!160, !1}
!161 = distinct !{!161, !1, !2}
!162 = distinct !{!162, !1, !2}
!163 = distinct !{!163, !1}
!164 = distinct !{!164, !1, !2}
!165 = distinct !{!165, !1, !2}
!166 = distinct !{!166, !1}
!167 = distinct !{!167, !1, !2}
!168 = distinct !{!168, !1}
!169 = distinct !{!169, !1}
!170 = distinct !{!170, !1, !2}
!171 = distinct !{!171, !1}
!172 = distinct !{!172, !1, !2}
!173 = distinct !{!173, !1}
!174 = distinct !{!174, !1}
!175 = distinct !{!175, !1, !2}
!176 = distinct !{!176, !1, !2}
!177 = distinct !{!177, !1}
!178 = distinct !{!178, !1, !2}
!179 = distinct !{!179, !1}
!180 = distinct !{!180, !1, !2}
!181 = distinct !{!181, !1, !2}
!182 = distinct !{!182, !1, !2}
!183 = distinct !{!183, !1}
!184 = distinct !{!184, !1}
!185 = distinct !{!185, !1}
!186 = distinct !{!186, !1}
!187 = distinct !{!187, !1}
!188 = distinct !{!188, !1}
!189 = distinct !{!189, !1}
!190 = distinct !{!190, !1}
!191 = distinct !{!191, !1, !2}
!192 = distinct !{!192, !1}
!193 = distinct !{!193, !1, !2}
!194 = distinct !{!194, !1, !2}
!195 = distinct !{!195, !1}
!196 = distinct !{!196, !1}
!197 = distinct !{!197, !1}
!198 = distinct !{!198, !1}
!199 = distinct !{!199, !1}
!200 = distinct !{!200, !1}
!201 = distinct !{!201, !1}
!202 = distinct !{!202, !1, !2}
!203 = distinct !{!203, !1, !2}
!204 = distinct !{!204, !1}
!205 = distinct !{!205, !1}
!206 = distinct !{!206, !1, !2}
!207 = distinct !{!207, !1}
!208 = distinct !{!208, !1}
!209 = distinct !{!209, !1, !2}
!210 = distinct !{!210, !1, !2}
!211 = distinct !{!211, !1}
!212 = distinct !{!212, !1}
!213 = distinct !{!213, !1, !2}
!214 = distinct !{!214, !1, !2}
!215 = distinct !{!215, !1}
!216 = distinct !{!216, !1, !2}
!217 = distinct !{!217, !1, !2}
!218 = distinct !{!218, !1}
!219 = distinct !{!219, !1, !2}
!220 = distinct !{!220, !1}
!221 = distinct !{!221, !1}
!222 = distinct !{!222, !1, !2}
!223 = distinct !{!223, !1}
!224 = distinct !{!224, !1, !2}
!225 = distinct !{!225, !1}
!226 = distinct !{!226, !1}
!227 = distinct !{!227, !1, !2}
!228 = distinct !{!228, !1, !2}
!229 = distinct !{!229, !1}
!230 = distinct !{!230, !1, !2}
!231 = distinct !{!231, !1}
!232 = distinct !{!232, !1, !2}
!233 = distinct !{!233, !1, !2}
!234 = distinct !{!234, !1, !2}
!235 = distinct !{!235, !1}
!236 = distinct !{!236, !1}
!237 = distinct !{!237, !1}
!238 = distinct !{!238, !1}
!239 = distinct !{!239, !1}
!240 = distinct !{!240, !1}
!241 = distinct !{!241, !1}
!242 = distinct !{!242, !1}
!243 = distinct !{!243, !1, !2}
!244 = distinct !{!244, !1}
!245 = distinct !{!245, !1, !2}
!246 = distinct !{!246, !1, !2}
!247 = distinct !{!247, !1}
!248 = distinct !{!248, !1}
!249 = distinct !{!249, !1}
!250 = distinct !{!250, !1}
!251 = distinct !{!251, !1}
!252 = distinct !{!252, !1}
!253 = distinct !{!253, !1}
!254 = distinct !{!254, !1, !2}
!255 = distinct !{!255, !1, !2}
!256 = distinct !{!256, !1}
!257 = distinct !{!257, !1}
!258 = distinct !{!258, !1, !2}
!259 = distinct !{!259, !1}
!260 = distinct !{!260, !1}
!261 = distinct !{!261, !1, !2}
