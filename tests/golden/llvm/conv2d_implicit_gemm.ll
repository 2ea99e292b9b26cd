; ModuleID = 'conv2d_implicit_gemm.tile'
source_filename = "conv2d_implicit_gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_conv2d = type { ptr, ptr, ptr, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @conv2d_block(ptr noalias %X, ptr noalias %Wt, ptr noalias %Y, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [2048 x i16], align 64
  %B_s = alloca [2048 x i16], align 64
  %C_f = alloca [4096 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 4096, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %8, %for.end3 ]
  %0 = icmp slt i32 %i1, 64
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %7, %for.body2 ]
  %1 = icmp slt i32 %j, 64
  br i1 %1, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %2 = sext i32 %i1 to i64
  %3 = mul nsw i64 %2, 64
  %4 = sext i32 %j to i64
  %5 = add nsw i64 %3, %4
  %6 = getelementptr inbounds float, ptr %C_f, i64 %5
  store float 0.000000e+00, ptr %6, align 4
  %7 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %8 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %if.end, %for.end
  %kt = phi i32 [ 0, %for.end ], [ %118, %if.end ]
  %9 = icmp slt i32 %kt, 7
  br i1 %9, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond7

for.end6:                                         ; preds = %for.cond4
  %10 = mul i32 %by, 64
  %11 = icmp sle i32 0, %10
  %12 = mul i32 %by, 64
  %13 = sext i32 %12 to i64
  %14 = add i64 %13, 64
  %15 = mul i32 %N, 8
  %16 = mul i32 %15, 7
  %17 = sext i32 %16 to i64
  %18 = icmp sle i64 %14, %17
  %19 = and i1 %11, %18
  %20 = mul i32 %bx, 64
  %21 = icmp sle i32 0, %20
  %22 = mul i32 %bx, 64
  %23 = sext i32 %22 to i64
  %24 = add i64 %23, 64
  %25 = icmp sle i64 %24, 40
  %26 = and i1 %21, %25
  %27 = and i1 %19, %26
  br i1 %27, label %if.then46, label %if.else47

for.cond7:                                        ; preds = %for.end12, %for.body5
  %i = phi i32 [ 0, %for.body5 ], [ %75, %for.end12 ]
  %28 = icmp slt i32 %i, 64
  br i1 %28, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond10

for.end9:                                         ; preds = %for.cond7
  %29 = mul i32 %kt, 32
  %30 = icmp sle i32 0, %29
  %31 = mul i32 %kt, 32
  %32 = sext i32 %31 to i64
  %33 = add i64 %32, 32
  %34 = icmp sle i64 %33, 216
  %35 = and i1 %30, %34
  %36 = mul i32 %bx, 64
  %37 = icmp sle i32 0, %36
  %38 = mul i32 %bx, 64
  %39 = sext i32 %38 to i64
  %40 = add i64 %39, 64
  %41 = icmp sle i64 %40, 40
  %42 = and i1 %37, %41
  %43 = and i1 %35, %42
  br i1 %43, label %if.then, label %if.else

for.cond10:                                       ; preds = %sel.end, %for.body8
  %kk = phi i32 [ 0, %for.body8 ], [ %101, %sel.end ]
  %44 = icmp slt i32 %kk, 32
  br i1 %44, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %45 = mul i32 %by, 64
  %m = add i32 %45, %i
  %46 = mul i32 %kt, 32
  %k = add i32 %46, %kk
  %47 = sdiv i32 %m, 56
  %48 = sub i32 0, %m
  %n = select i1 false, i32 %48, i32 %47
  %49 = sdiv i32 %m, 7
  %50 = sub i32 0, %m
  %51 = select i1 false, i32 %50, i32 %49
  %52 = srem i32 %51, 8
  %53 = mul i32 %52, 2
  %54 = sub i32 %53, 1
  %55 = sdiv i32 %k, 72
  %56 = sub i32 0, %k
  %57 = select i1 false, i32 %56, i32 %55
  %h = add i32 %54, %57
  %58 = srem i32 %m, 7
  %59 = mul i32 %58, 2
  %60 = sub i32 %59, 1
  %61 = sdiv i32 %k, 24
  %62 = sub i32 0, %k
  %63 = select i1 false, i32 %62, i32 %61
  %64 = srem i32 %63, 3
  %w = add i32 %60, %64
  %65 = icmp slt i32 %n, %N
  %66 = icmp slt i32 %k, 216
  %67 = and i1 %65, %66
  %68 = icmp sge i32 %h, 0
  %69 = and i1 %67, %68
  %70 = icmp slt i32 %h, 15
  %71 = and i1 %69, %70
  %72 = icmp sge i32 %w, 0
  %73 = and i1 %71, %72
  %74 = icmp slt i32 %w, 13
  %inside = and i1 %73, %74
  br i1 %inside, label %sel.then, label %sel.else

for.end12:                                        ; preds = %for.cond10
  %75 = add nsw i32 %i, 1
  br label %for.cond7, !llvm.loop !4

sel.then:                                         ; preds = %for.body11
  %76 = icmp sle i32 0, %n
  %77 = icmp slt i32 %n, %N
  %78 = and i1 %76, %77
  %79 = icmp sle i32 0, %h
  %80 = icmp slt i32 %h, 15
  %81 = and i1 %79, %80
  %82 = and i1 %78, %81
  %83 = icmp sle i32 0, %w
  %84 = icmp slt i32 %w, 13
  %85 = and i1 %83, %84
  %86 = and i1 %82, %85
  %87 = srem i32 %k, 24
  %88 = icmp sle i32 0, %87
  %89 = srem i32 %k, 24
  %90 = icmp slt i32 %89, 24
  %91 = and i1 %88, %90
  %92 = and i1 %86, %91
  br i1 %92, label %sel.then13, label %sel.else14

sel.else:                                         ; preds = %for.body11
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.end15
  %93 = phi float [ %117, %sel.end15 ], [ 0.000000e+00, %sel.else ]
  %94 = sext i32 %i to i64
  %95 = mul nsw i64 %94, 32
  %96 = sext i32 %kk to i64
  %97 = add nsw i64 %95, %96
  %98 = getelementptr inbounds i16, ptr %A_s, i64 %97
  %99 = fptrunc float %93 to half
  %100 = bitcast half %99 to i16
  store i16 %100, ptr %98, align 2
  %101 = add nsw i32 %kk, 1
  br label %for.cond10, !llvm.loop !5

sel.then13:                                       ; preds = %sel.then
  %102 = sext i32 %n to i64
  %103 = mul nsw i64 %102, 15
  %104 = sext i32 %h to i64
  %105 = add nsw i64 %103, %104
  %106 = mul nsw i64 %105, 13
  %107 = sext i32 %w to i64
  %108 = add nsw i64 %106, %107
  %109 = mul nsw i64 %108, 24
  %110 = srem i32 %k, 24
  %111 = sext i32 %110 to i64
  %112 = add nsw i64 %109, %111
  %113 = getelementptr inbounds i16, ptr %X, i64 %112
  %114 = load i16, ptr %113, align 2
  %115 = bitcast i16 %114 to half
  %116 = fpext half %115 to float
  br label %sel.end15

sel.else14:                                       ; preds = %sel.then
  br label %sel.end15

sel.end15:                                        ; preds = %sel.else14, %sel.then13
  %117 = phi float [ %116, %sel.then13 ], [ 0.000000e+00, %sel.else14 ]
  br label %sel.end

if.then:                                          ; preds = %for.end9
  br label %for.cond16

if.else:                                          ; preds = %for.end9
  br label %for.cond24

if.end:                                           ; preds = %for.end26, %for.end18
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 64, i32 0, ptr %C_f, i32 64)
  %118 = add nsw i32 %kt, 1
  br label %for.cond4, !llvm.loop !6

for.cond16:                                       ; preds = %for.end22, %if.then
  %i119 = phi i32 [ 0, %if.then ], [ %141, %for.end22 ]
  %119 = icmp slt i32 %i119, 32
  br i1 %119, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  br label %for.cond20

for.end18:                                        ; preds = %for.cond16
  br label %if.end

for.cond20:                                       ; preds = %for.body21, %for.body17
  %j23 = phi i32 [ 0, %for.body17 ], [ %140, %for.body21 ]
  %120 = icmp slt i32 %j23, 64
  br i1 %120, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %121 = mul i32 %kt, 32
  %122 = add i32 %121, %i119
  %123 = sext i32 %122 to i64
  %124 = mul nsw i64 %123, 40
  %125 = mul i32 %bx, 64
  %126 = add i32 %125, %j23
  %127 = sext i32 %126 to i64
  %128 = add nsw i64 %124, %127
  %129 = getelementptr inbounds i16, ptr %Wt, i64 %128
  %130 = load i16, ptr %129, align 2
  %131 = bitcast i16 %130 to half
  %132 = fpext half %131 to float
  %133 = sext i32 %i119 to i64
  %134 = mul nsw i64 %133, 64
  %135 = sext i32 %j23 to i64
  %136 = add nsw i64 %134, %135
  %137 = getelementptr inbounds i16, ptr %B_s, i64 %136
  %138 = fptrunc float %132 to half
  %139 = bitcast half %138 to i16
  store i16 %139, ptr %137, align 2
  %140 = add nsw i32 %j23, 1
  br label %for.cond20, !llvm.loop !7

for.end22:                                        ; preds = %for.cond20
  %141 = add nsw i32 %i119, 1
  br label %for.cond16, !llvm.loop !8

for.cond24:                                       ; preds = %for.end44, %if.else
  %i127 = phi i32 [ 0, %if.else ], [ %246, %for.end44 ]
  %142 = icmp slt i32 %i127, 32
  br i1 %142, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %143 = mul i32 %bx, 64
  %144 = sext i32 %143 to i64
  %145 = sub i64 0, %144
  %146 = icmp slt i64 %145, 0
  %147 = mul i32 %bx, 64
  %148 = sext i32 %147 to i64
  %149 = sub i64 0, %148
  %150 = icmp sgt i64 %149, 64
  %151 = mul i32 %bx, 64
  %152 = sext i32 %151 to i64
  %153 = sub i64 0, %152
  %154 = select i1 %150, i64 64, i64 %153
  %155 = select i1 %146, i64 0, i64 %154
  %tl_lo0 = trunc i64 %155 to i32
  %156 = mul i32 %bx, 64
  %157 = sext i32 %156 to i64
  %158 = sub i64 40, %157
  %159 = icmp slt i64 %158, 0
  %160 = mul i32 %bx, 64
  %161 = sext i32 %160 to i64
  %162 = sub i64 40, %161
  %163 = icmp sgt i64 %162, 64
  %164 = mul i32 %bx, 64
  %165 = sext i32 %164 to i64
  %166 = sub i64 40, %165
  %167 = select i1 %163, i64 64, i64 %166
  %168 = select i1 %159, i64 0, i64 %167
  %169 = sext i32 %tl_lo0 to i64
  %170 = icmp slt i64 %168, %169
  %171 = sext i32 %tl_lo0 to i64
  %172 = mul i32 %bx, 64
  %173 = sext i32 %172 to i64
  %174 = sub i64 40, %173
  %175 = icmp slt i64 %174, 0
  %176 = mul i32 %bx, 64
  %177 = sext i32 %176 to i64
  %178 = sub i64 40, %177
  %179 = icmp sgt i64 %178, 64
  %180 = mul i32 %bx, 64
  %181 = sext i32 %180 to i64
  %182 = sub i64 40, %181
  %183 = select i1 %179, i64 64, i64 %182
  %184 = select i1 %175, i64 0, i64 %183
  %185 = select i1 %170, i64 %171, i64 %184
  %tl_hi1 = trunc i64 %185 to i32
  br label %for.cond28

for.end26:                                        ; preds = %for.cond24
  br label %if.end

for.cond28:                                       ; preds = %for.body29, %for.body25
  %j31 = phi i32 [ 0, %for.body25 ], [ %192, %for.body29 ]
  %186 = icmp slt i32 %j31, %tl_lo0
  br i1 %186, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %187 = sext i32 %i127 to i64
  %188 = mul nsw i64 %187, 64
  %189 = sext i32 %j31 to i64
  %190 = add nsw i64 %188, %189
  %191 = getelementptr inbounds i16, ptr %B_s, i64 %190
  store i16 0, ptr %191, align 2
  %192 = add nsw i32 %j31, 1
  br label %for.cond28, !llvm.loop !9

for.end30:                                        ; preds = %for.cond28
  %193 = mul i32 %kt, 32
  %194 = sext i32 %193 to i64
  %195 = sext i32 %i127 to i64
  %196 = add i64 %194, %195
  %197 = icmp sle i64 0, %196
  %198 = mul i32 %kt, 32
  %199 = sext i32 %198 to i64
  %200 = sext i32 %i127 to i64
  %201 = add i64 %199, %200
  %202 = icmp slt i64 %201, 216
  %203 = and i1 %197, %202
  br i1 %203, label %if.then32, label %if.else33

if.then32:                                        ; preds = %for.end30
  %204 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond35

if.else33:                                        ; preds = %for.end30
  %205 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond38

if.end34:                                         ; preds = %for.end40, %for.end37
  %206 = sub i32 64, %tl_hi1
  br label %for.cond42

for.cond35:                                       ; preds = %for.body36, %if.then32
  %j2 = phi i32 [ 0, %if.then32 ], [ %229, %for.body36 ]
  %207 = icmp slt i32 %j2, %204
  br i1 %207, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %208 = mul i32 %kt, 32
  %209 = add i32 %208, %i127
  %210 = sext i32 %209 to i64
  %211 = mul nsw i64 %210, 40
  %212 = mul i32 %bx, 64
  %213 = add i32 %tl_lo0, %j2
  %214 = add i32 %212, %213
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %211, %215
  %217 = getelementptr inbounds i16, ptr %Wt, i64 %216
  %218 = load i16, ptr %217, align 2
  %219 = bitcast i16 %218 to half
  %220 = fpext half %219 to float
  %221 = sext i32 %i127 to i64
  %222 = mul nsw i64 %221, 64
  %223 = add i32 %tl_lo0, %j2
  %224 = sext i32 %223 to i64
  %225 = add nsw i64 %222, %224
  %226 = getelementptr inbounds i16, ptr %B_s, i64 %225
  %227 = fptrunc float %220 to half
  %228 = bitcast half %227 to i16
  store i16 %228, ptr %226, align 2
  %229 = add nsw i32 %j2, 1
  br label %for.cond35, !llvm.loop !10

for.end37:                                        ; preds = %for.cond35
  br label %if.end34

for.cond38:                                       ; preds = %for.body39, %if.else33
  %j241 = phi i32 [ 0, %if.else33 ], [ %237, %for.body39 ]
  %230 = icmp slt i32 %j241, %205
  br i1 %230, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %231 = sext i32 %i127 to i64
  %232 = mul nsw i64 %231, 64
  %233 = add i32 %tl_lo0, %j241
  %234 = sext i32 %233 to i64
  %235 = add nsw i64 %232, %234
  %236 = getelementptr inbounds i16, ptr %B_s, i64 %235
  store i16 0, ptr %236, align 2
  %237 = add nsw i32 %j241, 1
  br label %for.cond38, !llvm.loop !11

for.end40:                                        ; preds = %for.cond38
  br label %if.end34

for.cond42:                                       ; preds = %for.body43, %if.end34
  %j245 = phi i32 [ 0, %if.end34 ], [ %245, %for.body43 ]
  %238 = icmp slt i32 %j245, %206
  br i1 %238, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %239 = sext i32 %i127 to i64
  %240 = mul nsw i64 %239, 64
  %241 = add i32 %tl_hi1, %j245
  %242 = sext i32 %241 to i64
  %243 = add nsw i64 %240, %242
  %244 = getelementptr inbounds i16, ptr %B_s, i64 %243
  store i16 0, ptr %244, align 2
  %245 = add nsw i32 %j245, 1
  br label %for.cond42, !llvm.loop !12

for.end44:                                        ; preds = %for.cond42
  %246 = add nsw i32 %i127, 1
  br label %for.cond24, !llvm.loop !13

if.then46:                                        ; preds = %for.end6
  br label %for.cond49

if.else47:                                        ; preds = %for.end6
  br label %for.cond55

if.end48:                                         ; preds = %for.end57, %for.end51
  ret void

for.cond49:                                       ; preds = %for.end54, %if.then46
  %i2 = phi i32 [ 0, %if.then46 ], [ %269, %for.end54 ]
  %247 = icmp slt i32 %i2, 64
  br i1 %247, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  br label %for.cond52

for.end51:                                        ; preds = %for.cond49
  br label %if.end48

for.cond52:                                       ; preds = %for.body53, %for.body50
  %j1 = phi i32 [ 0, %for.body50 ], [ %268, %for.body53 ]
  %248 = icmp slt i32 %j1, 64
  br i1 %248, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %249 = sext i32 %i2 to i64
  %250 = mul nsw i64 %249, 64
  %251 = sext i32 %j1 to i64
  %252 = add nsw i64 %250, %251
  %253 = getelementptr inbounds float, ptr %C_f, i64 %252
  %254 = load float, ptr %253, align 4
  %255 = fptrunc float %254 to half
  %256 = fpext half %255 to float
  %257 = mul i32 %by, 64
  %258 = add i32 %257, %i2
  %259 = sext i32 %258 to i64
  %260 = mul nsw i64 %259, 40
  %261 = mul i32 %bx, 64
  %262 = add i32 %261, %j1
  %263 = sext i32 %262 to i64
  %264 = add nsw i64 %260, %263
  %265 = getelementptr inbounds i16, ptr %Y, i64 %264
  %266 = fptrunc float %256 to half
  %267 = bitcast half %266 to i16
  store i16 %267, ptr %265, align 2
  %268 = add nsw i32 %j1, 1
  br label %for.cond52, !llvm.loop !14

for.end54:                                        ; preds = %for.cond52
  %269 = add nsw i32 %i2, 1
  br label %for.cond49, !llvm.loop !15

for.cond55:                                       ; preds = %if.end61, %if.else47
  %i258 = phi i32 [ 0, %if.else47 ], [ %329, %if.end61 ]
  %270 = icmp slt i32 %i258, 64
  br i1 %270, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %271 = mul i32 %bx, 64
  %272 = sext i32 %271 to i64
  %273 = sub i64 0, %272
  %274 = icmp slt i64 %273, 0
  %275 = mul i32 %bx, 64
  %276 = sext i32 %275 to i64
  %277 = sub i64 0, %276
  %278 = icmp sgt i64 %277, 64
  %279 = mul i32 %bx, 64
  %280 = sext i32 %279 to i64
  %281 = sub i64 0, %280
  %282 = select i1 %278, i64 64, i64 %281
  %283 = select i1 %274, i64 0, i64 %282
  %tl_lo2 = trunc i64 %283 to i32
  %284 = mul i32 %bx, 64
  %285 = sext i32 %284 to i64
  %286 = sub i64 40, %285
  %287 = icmp slt i64 %286, 0
  %288 = mul i32 %bx, 64
  %289 = sext i32 %288 to i64
  %290 = sub i64 40, %289
  %291 = icmp sgt i64 %290, 64
  %292 = mul i32 %bx, 64
  %293 = sext i32 %292 to i64
  %294 = sub i64 40, %293
  %295 = select i1 %291, i64 64, i64 %294
  %296 = select i1 %287, i64 0, i64 %295
  %297 = sext i32 %tl_lo2 to i64
  %298 = icmp slt i64 %296, %297
  %299 = sext i32 %tl_lo2 to i64
  %300 = mul i32 %bx, 64
  %301 = sext i32 %300 to i64
  %302 = sub i64 40, %301
  %303 = icmp slt i64 %302, 0
  %304 = mul i32 %bx, 64
  %305 = sext i32 %304 to i64
  %306 = sub i64 40, %305
  %307 = icmp sgt i64 %306, 64
  %308 = mul i32 %bx, 64
  %309 = sext i32 %308 to i64
  %310 = sub i64 40, %309
  %311 = select i1 %307, i64 64, i64 %310
  %312 = select i1 %303, i64 0, i64 %311
  %313 = select i1 %298, i64 %299, i64 %312
  %tl_hi3 = trunc i64 %313 to i32
  %314 = mul i32 %by, 64
  %315 = sext i32 %314 to i64
  %316 = sext i32 %i258 to i64
  %317 = add i64 %315, %316
  %318 = icmp sle i64 0, %317
  %319 = mul i32 %by, 64
  %320 = sext i32 %319 to i64
  %321 = sext i32 %i258 to i64
  %322 = add i64 %320, %321
  %323 = mul i32 %N, 8
  %324 = mul i32 %323, 7
  %325 = sext i32 %324 to i64
  %326 = icmp slt i64 %322, %325
  %327 = and i1 %318, %326
  br i1 %327, label %if.then59, label %if.else60

for.end57:                                        ; preds = %for.cond55
  br label %if.end48

if.then59:                                        ; preds = %for.body56
  %328 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.else60:                                        ; preds = %for.body56
  br label %if.end61

if.end61:                                         ; preds = %if.else60, %for.end64
  %329 = add nsw i32 %i258, 1
  br label %for.cond55, !llvm.loop !16

for.cond62:                                       ; preds = %for.body63, %if.then59
  %j11 = phi i32 [ 0, %if.then59 ], [ %352, %for.body63 ]
  %330 = icmp slt i32 %j11, %328
  br i1 %330, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %331 = sext i32 %i258 to i64
  %332 = mul nsw i64 %331, 64
  %333 = add i32 %tl_lo2, %j11
  %334 = sext i32 %333 to i64
  %335 = add nsw i64 %332, %334
  %336 = getelementptr inbounds float, ptr %C_f, i64 %335
  %337 = load float, ptr %336, align 4
  %338 = fptrunc float %337 to half
  %339 = fpext half %338 to float
  %340 = mul i32 %by, 64
  %341 = add i32 %340, %i258
  %342 = sext i32 %341 to i64
  %343 = mul nsw i64 %342, 40
  %344 = mul i32 %bx, 64
  %345 = add i32 %tl_lo2, %j11
  %346 = add i32 %344, %345
  %347 = sext i32 %346 to i64
  %348 = add nsw i64 %343, %347
  %349 = getelementptr inbounds i16, ptr %Y, i64 %348
  %350 = fptrunc float %339 to half
  %351 = bitcast half %350 to i16
  store i16 %351, ptr %349, align 2
  %352 = add nsw i32 %j11, 1
  br label %for.cond62, !llvm.loop !17

for.end64:                                        ; preds = %for.cond62
  br label %if.end61
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @conv2d_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_conv2d, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_conv2d, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_conv2d, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_conv2d, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_conv2d, ptr %ctx, i32 0, i32 4
  %9 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 2
  %14 = load i64, ptr %13, align 8
  %15 = srem i64 %block, %10
  %16 = sdiv i64 %block, %10
  %17 = srem i64 %16, %12
  %18 = mul i64 %10, %12
  %19 = sdiv i64 %block, %18
  %20 = trunc i64 %15 to i32
  %21 = trunc i64 %17 to i32
  call void @conv2d_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %20, i32 %21)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_conv2d(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_conv2d, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_conv2d, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_conv2d, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_conv2d, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_conv2d, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_conv2d, ptr %a, i32 0, i32 4
  %15 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 1, ptr %15, align 8
  %16 = mul i32 %N, 8
  %17 = mul i32 %16, 7
  %18 = sext i32 %17 to i64
  %19 = sdiv i64 %18, 64
  %20 = sub i64 0, %18
  %21 = select i1 false, i64 %20, i64 %19
  %22 = srem i64 %18, 64
  %23 = icmp ne i64 %22, 0
  %24 = icmp slt i64 %18, 0
  %25 = icmp eq i1 %24, false
  %26 = and i1 %23, %25
  %27 = zext i1 %26 to i64
  %28 = add i64 %21, %27
  %29 = trunc i64 %28 to i32
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 %30, ptr %31, align 8
  %32 = icmp sgt i64 %30, 0
  %33 = and i1 true, %32
  %34 = mul i64 1, %30
  %35 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %35, align 8
  %36 = and i1 %33, true
  %37 = mul i64 %34, 1
  br i1 %36, label %run, label %empty

run:                                              ; preds = %body
  %38 = call i32 @tilec_rt_run_blocks(i64 %37, i32 %nworkers, ptr @conv2d_task, ptr %a)
  ret i32 %38

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
