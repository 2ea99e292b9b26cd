; ModuleID = 'conv2d_implicit_gemm.tile'
source_filename = "conv2d_implicit_gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_conv2d = type { ptr, ptr, ptr, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @conv2d_block(ptr noalias %X, ptr noalias %Wt, ptr noalias %Y, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [2048 x i16], align 64
  %B_s = alloca [2048 x i16], align 64
  %C_f = alloca [4096 x float], align 64
  br label %body

body:                                             ; preds = %entry
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
  br i1 %27, label %if.then52, label %if.else53

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
  br label %for.cond7, !llvm.loop !5

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
  br label %for.cond10, !llvm.loop !7

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
  br label %for.cond30

if.end:                                           ; preds = %for.end32, %for.end18
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 64, i32 0, ptr %C_f, i32 64)
  %118 = add nsw i32 %kt, 1
  br label %for.cond4, !llvm.loop !8

for.cond16:                                       ; preds = %for.end28, %if.then
  %i119 = phi i32 [ 0, %if.then ], [ %156, %for.end28 ]
  %119 = icmp slt i32 %i119, 32
  br i1 %119, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %120 = add i32 %kt, 1
  %121 = icmp slt i32 %120, 7
  br i1 %121, label %if.then20, label %if.else21

for.end18:                                        ; preds = %for.cond16
  br label %if.end

if.then20:                                        ; preds = %for.body17
  br label %for.cond23

if.else21:                                        ; preds = %for.body17
  br label %if.end22

if.end22:                                         ; preds = %if.else21, %for.end25
  br label %for.cond26

for.cond23:                                       ; preds = %for.body24, %if.then20
  %pf = phi i32 [ 0, %if.then20 ], [ %134, %for.body24 ]
  %122 = icmp slt i32 %pf, 2
  br i1 %122, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  %123 = add i32 %kt, 1
  %124 = mul i32 %123, 32
  %125 = add i32 %124, %i119
  %126 = sext i32 %125 to i64
  %127 = mul i64 %126, 40
  %128 = mul i32 %bx, 64
  %129 = mul i32 %pf, 32
  %130 = add i32 %128, %129
  %131 = sext i32 %130 to i64
  %132 = add i64 %127, %131
  %133 = getelementptr i16, ptr %Wt, i64 %132
  call void @llvm.prefetch.p0(ptr %133, i32 0, i32 3, i32 1)
  %134 = add nsw i32 %pf, 1
  br label %for.cond23, !llvm.loop !9

for.end25:                                        ; preds = %for.cond23
  br label %if.end22

for.cond26:                                       ; preds = %for.body27, %if.end22
  %j29 = phi i32 [ 0, %if.end22 ], [ %155, %for.body27 ]
  %135 = icmp slt i32 %j29, 64
  br i1 %135, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %136 = mul i32 %kt, 32
  %137 = add i32 %136, %i119
  %138 = sext i32 %137 to i64
  %139 = mul nsw i64 %138, 40
  %140 = mul i32 %bx, 64
  %141 = add i32 %140, %j29
  %142 = sext i32 %141 to i64
  %143 = add nsw i64 %139, %142
  %144 = getelementptr inbounds i16, ptr %Wt, i64 %143
  %145 = load i16, ptr %144, align 2
  %146 = bitcast i16 %145 to half
  %147 = fpext half %146 to float
  %148 = sext i32 %i119 to i64
  %149 = mul nsw i64 %148, 64
  %150 = sext i32 %j29 to i64
  %151 = add nsw i64 %149, %150
  %152 = getelementptr inbounds i16, ptr %B_s, i64 %151
  %153 = fptrunc float %147 to half
  %154 = bitcast half %153 to i16
  store i16 %154, ptr %152, align 2
  %155 = add nsw i32 %j29, 1
  br label %for.cond26, !llvm.loop !10

for.end28:                                        ; preds = %for.cond26
  %156 = add nsw i32 %i119, 1
  br label %for.cond16, !llvm.loop !11

for.cond30:                                       ; preds = %for.end50, %if.else
  %i133 = phi i32 [ 0, %if.else ], [ %261, %for.end50 ]
  %157 = icmp slt i32 %i133, 32
  br i1 %157, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %158 = mul i32 %bx, 64
  %159 = sext i32 %158 to i64
  %160 = sub i64 0, %159
  %161 = icmp slt i64 %160, 0
  %162 = mul i32 %bx, 64
  %163 = sext i32 %162 to i64
  %164 = sub i64 0, %163
  %165 = icmp sgt i64 %164, 64
  %166 = mul i32 %bx, 64
  %167 = sext i32 %166 to i64
  %168 = sub i64 0, %167
  %169 = select i1 %165, i64 64, i64 %168
  %170 = select i1 %161, i64 0, i64 %169
  %tl_lo0 = trunc i64 %170 to i32
  %171 = mul i32 %bx, 64
  %172 = sext i32 %171 to i64
  %173 = sub i64 40, %172
  %174 = icmp slt i64 %173, 0
  %175 = mul i32 %bx, 64
  %176 = sext i32 %175 to i64
  %177 = sub i64 40, %176
  %178 = icmp sgt i64 %177, 64
  %179 = mul i32 %bx, 64
  %180 = sext i32 %179 to i64
  %181 = sub i64 40, %180
  %182 = select i1 %178, i64 64, i64 %181
  %183 = select i1 %174, i64 0, i64 %182
  %184 = sext i32 %tl_lo0 to i64
  %185 = icmp slt i64 %183, %184
  %186 = sext i32 %tl_lo0 to i64
  %187 = mul i32 %bx, 64
  %188 = sext i32 %187 to i64
  %189 = sub i64 40, %188
  %190 = icmp slt i64 %189, 0
  %191 = mul i32 %bx, 64
  %192 = sext i32 %191 to i64
  %193 = sub i64 40, %192
  %194 = icmp sgt i64 %193, 64
  %195 = mul i32 %bx, 64
  %196 = sext i32 %195 to i64
  %197 = sub i64 40, %196
  %198 = select i1 %194, i64 64, i64 %197
  %199 = select i1 %190, i64 0, i64 %198
  %200 = select i1 %185, i64 %186, i64 %199
  %tl_hi1 = trunc i64 %200 to i32
  br label %for.cond34

for.end32:                                        ; preds = %for.cond30
  br label %if.end

for.cond34:                                       ; preds = %for.body35, %for.body31
  %j37 = phi i32 [ 0, %for.body31 ], [ %207, %for.body35 ]
  %201 = icmp slt i32 %j37, %tl_lo0
  br i1 %201, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %202 = sext i32 %i133 to i64
  %203 = mul nsw i64 %202, 64
  %204 = sext i32 %j37 to i64
  %205 = add nsw i64 %203, %204
  %206 = getelementptr inbounds i16, ptr %B_s, i64 %205
  store i16 0, ptr %206, align 2
  %207 = add nsw i32 %j37, 1
  br label %for.cond34, !llvm.loop !12

for.end36:                                        ; preds = %for.cond34
  %208 = mul i32 %kt, 32
  %209 = sext i32 %208 to i64
  %210 = sext i32 %i133 to i64
  %211 = add i64 %209, %210
  %212 = icmp sle i64 0, %211
  %213 = mul i32 %kt, 32
  %214 = sext i32 %213 to i64
  %215 = sext i32 %i133 to i64
  %216 = add i64 %214, %215
  %217 = icmp slt i64 %216, 216
  %218 = and i1 %212, %217
  br i1 %218, label %if.then38, label %if.else39

if.then38:                                        ; preds = %for.end36
  %219 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond41

if.else39:                                        ; preds = %for.end36
  %220 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond44

if.end40:                                         ; preds = %for.end46, %for.end43
  %221 = sub i32 64, %tl_hi1
  br label %for.cond48

for.cond41:                                       ; preds = %for.body42, %if.then38
  %j2 = phi i32 [ 0, %if.then38 ], [ %244, %for.body42 ]
  %222 = icmp slt i32 %j2, %219
  br i1 %222, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %223 = mul i32 %kt, 32
  %224 = add i32 %223, %i133
  %225 = sext i32 %224 to i64
  %226 = mul nsw i64 %225, 40
  %227 = mul i32 %bx, 64
  %228 = add i32 %tl_lo0, %j2
  %229 = add i32 %227, %228
  %230 = sext i32 %229 to i64
  %231 = add nsw i64 %226, %230
  %232 = getelementptr inbounds i16, ptr %Wt, i64 %231
  %233 = load i16, ptr %232, align 2
  %234 = bitcast i16 %233 to half
  %235 = fpext half %234 to float
  %236 = sext i32 %i133 to i64
  %237 = mul nsw i64 %236, 64
  %238 = add i32 %tl_lo0, %j2
  %239 = sext i32 %238 to i64
  %240 = add nsw i64 %237, %239
  %241 = getelementptr inbounds i16, ptr %B_s, i64 %240
  %242 = fptrunc float %235 to half
  %243 = bitcast half %242 to i16
  store i16 %243, ptr %241, align 2
  %244 = add nsw i32 %j2, 1
  br label %for.cond41, !llvm.loop !13

for.end43:                                        ; preds = %for.cond41
  br label %if.end40

for.cond44:                                       ; preds = %for.body45, %if.else39
  %j247 = phi i32 [ 0, %if.else39 ], [ %252, %for.body45 ]
  %245 = icmp slt i32 %j247, %220
  br i1 %245, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %246 = sext i32 %i133 to i64
  %247 = mul nsw i64 %246, 64
  %248 = add i32 %tl_lo0, %j247
  %249 = sext i32 %248 to i64
  %250 = add nsw i64 %247, %249
  %251 = getelementptr inbounds i16, ptr %B_s, i64 %250
  store i16 0, ptr %251, align 2
  %252 = add nsw i32 %j247, 1
  br label %for.cond44, !llvm.loop !14

for.end46:                                        ; preds = %for.cond44
  br label %if.end40

for.cond48:                                       ; preds = %for.body49, %if.end40
  %j251 = phi i32 [ 0, %if.end40 ], [ %260, %for.body49 ]
  %253 = icmp slt i32 %j251, %221
  br i1 %253, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %254 = sext i32 %i133 to i64
  %255 = mul nsw i64 %254, 64
  %256 = add i32 %tl_hi1, %j251
  %257 = sext i32 %256 to i64
  %258 = add nsw i64 %255, %257
  %259 = getelementptr inbounds i16, ptr %B_s, i64 %258
  store i16 0, ptr %259, align 2
  %260 = add nsw i32 %j251, 1
  br label %for.cond48, !llvm.loop !15

for.end50:                                        ; preds = %for.cond48
  %261 = add nsw i32 %i133, 1
  br label %for.cond30, !llvm.loop !16

if.then52:                                        ; preds = %for.end6
  br label %for.cond55

if.else53:                                        ; preds = %for.end6
  br label %for.cond61

if.end54:                                         ; preds = %for.end63, %for.end57
  ret void

for.cond55:                                       ; preds = %for.end60, %if.then52
  %i2 = phi i32 [ 0, %if.then52 ], [ %284, %for.end60 ]
  %262 = icmp slt i32 %i2, 64
  br i1 %262, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond58

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.body59, %for.body56
  %j1 = phi i32 [ 0, %for.body56 ], [ %283, %for.body59 ]
  %263 = icmp slt i32 %j1, 64
  br i1 %263, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %264 = sext i32 %i2 to i64
  %265 = mul nsw i64 %264, 64
  %266 = sext i32 %j1 to i64
  %267 = add nsw i64 %265, %266
  %268 = getelementptr inbounds float, ptr %C_f, i64 %267
  %269 = load float, ptr %268, align 4
  %270 = fptrunc float %269 to half
  %271 = fpext half %270 to float
  %272 = mul i32 %by, 64
  %273 = add i32 %272, %i2
  %274 = sext i32 %273 to i64
  %275 = mul nsw i64 %274, 40
  %276 = mul i32 %bx, 64
  %277 = add i32 %276, %j1
  %278 = sext i32 %277 to i64
  %279 = add nsw i64 %275, %278
  %280 = getelementptr inbounds i16, ptr %Y, i64 %279
  %281 = fptrunc float %271 to half
  %282 = bitcast half %281 to i16
  store i16 %282, ptr %280, align 2
  %283 = add nsw i32 %j1, 1
  br label %for.cond58, !llvm.loop !17

for.end60:                                        ; preds = %for.cond58
  %284 = add nsw i32 %i2, 1
  br label %for.cond55, !llvm.loop !18

for.cond61:                                       ; preds = %if.end67, %if.else53
  %i264 = phi i32 [ 0, %if.else53 ], [ %344, %if.end67 ]
  %285 = icmp slt i32 %i264, 64
  br i1 %285, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %286 = mul i32 %bx, 64
  %287 = sext i32 %286 to i64
  %288 = sub i64 0, %287
  %289 = icmp slt i64 %288, 0
  %290 = mul i32 %bx, 64
  %291 = sext i32 %290 to i64
  %292 = sub i64 0, %291
  %293 = icmp sgt i64 %292, 64
  %294 = mul i32 %bx, 64
  %295 = sext i32 %294 to i64
  %296 = sub i64 0, %295
  %297 = select i1 %293, i64 64, i64 %296
  %298 = select i1 %289, i64 0, i64 %297
  %tl_lo2 = trunc i64 %298 to i32
  %299 = mul i32 %bx, 64
  %300 = sext i32 %299 to i64
  %301 = sub i64 40, %300
  %302 = icmp slt i64 %301, 0
  %303 = mul i32 %bx, 64
  %304 = sext i32 %303 to i64
  %305 = sub i64 40, %304
  %306 = icmp sgt i64 %305, 64
  %307 = mul i32 %bx, 64
  %308 = sext i32 %307 to i64
  %309 = sub i64 40, %308
  %310 = select i1 %306, i64 64, i64 %309
  %311 = select i1 %302, i64 0, i64 %310
  %312 = sext i32 %tl_lo2 to i64
  %313 = icmp slt i64 %311, %312
  %314 = sext i32 %tl_lo2 to i64
  %315 = mul i32 %bx, 64
  %316 = sext i32 %315 to i64
  %317 = sub i64 40, %316
  %318 = icmp slt i64 %317, 0
  %319 = mul i32 %bx, 64
  %320 = sext i32 %319 to i64
  %321 = sub i64 40, %320
  %322 = icmp sgt i64 %321, 64
  %323 = mul i32 %bx, 64
  %324 = sext i32 %323 to i64
  %325 = sub i64 40, %324
  %326 = select i1 %322, i64 64, i64 %325
  %327 = select i1 %318, i64 0, i64 %326
  %328 = select i1 %313, i64 %314, i64 %327
  %tl_hi3 = trunc i64 %328 to i32
  %329 = mul i32 %by, 64
  %330 = sext i32 %329 to i64
  %331 = sext i32 %i264 to i64
  %332 = add i64 %330, %331
  %333 = icmp sle i64 0, %332
  %334 = mul i32 %by, 64
  %335 = sext i32 %334 to i64
  %336 = sext i32 %i264 to i64
  %337 = add i64 %335, %336
  %338 = mul i32 %N, 8
  %339 = mul i32 %338, 7
  %340 = sext i32 %339 to i64
  %341 = icmp slt i64 %337, %340
  %342 = and i1 %333, %341
  br i1 %342, label %if.then65, label %if.else66

for.end63:                                        ; preds = %for.cond61
  br label %if.end54

if.then65:                                        ; preds = %for.body62
  %343 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond68

if.else66:                                        ; preds = %for.body62
  br label %if.end67

if.end67:                                         ; preds = %if.else66, %for.end70
  %344 = add nsw i32 %i264, 1
  br label %for.cond61, !llvm.loop !19

for.cond68:                                       ; preds = %for.body69, %if.then65
  %j11 = phi i32 [ 0, %if.then65 ], [ %367, %for.body69 ]
  %345 = icmp slt i32 %j11, %343
  br i1 %345, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %346 = sext i32 %i264 to i64
  %347 = mul nsw i64 %346, 64
  %348 = add i32 %tl_lo2, %j11
  %349 = sext i32 %348 to i64
  %350 = add nsw i64 %347, %349
  %351 = getelementptr inbounds float, ptr %C_f, i64 %350
  %352 = load float, ptr %351, align 4
  %353 = fptrunc float %352 to half
  %354 = fpext half %353 to float
  %355 = mul i32 %by, 64
  %356 = add i32 %355, %i264
  %357 = sext i32 %356 to i64
  %358 = mul nsw i64 %357, 40
  %359 = mul i32 %bx, 64
  %360 = add i32 %tl_lo2, %j11
  %361 = add i32 %359, %360
  %362 = sext i32 %361 to i64
  %363 = add nsw i64 %358, %362
  %364 = getelementptr inbounds i16, ptr %Y, i64 %363
  %365 = fptrunc float %354 to half
  %366 = bitcast half %365 to i16
  store i16 %366, ptr %364, align 2
  %367 = add nsw i32 %j11, 1
  br label %for.cond68, !llvm.loop !20

for.end70:                                        ; preds = %for.cond68
  br label %if.end67
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #1

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @conv2d_task(ptr %ctx, i64 %block) #2 {
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
define i32 @tilec_launch_conv2d(ptr %args, ptr %dims, ptr %self) #2 {
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

attributes #0 = { noinline nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #2 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !1, !6}
!6 = !{!"llvm.loop.vectorize.enable", i1 false}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !4}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1, !2}
