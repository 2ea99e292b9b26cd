; ModuleID = 'quantize.tile'
source_filename = "quantize.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_quantize = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @quantize_block(ptr noalias %X, ptr noalias %Q, ptr noalias %S, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %X_f = alloca [1024 x float], align 64
  %Q_f = alloca [1024 x i8], align 64
  %amax = alloca [4 x float], align 64
  %scale = alloca [4 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 4096, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i1, 4
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i1 to i64
  %2 = getelementptr inbounds float, ptr %amax, i64 %1
  store float 0.000000e+00, ptr %2, align 4
  %3 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond
  %4 = sext i32 %N to i64
  %5 = sdiv i64 %4, 256
  %6 = sub i64 0, %4
  %7 = select i1 false, i64 %6, i64 %5
  %8 = srem i64 %4, 256
  %9 = icmp ne i64 %8, 0
  %10 = icmp slt i64 %4, 0
  %11 = icmp eq i1 %10, false
  %12 = and i1 %9, %11
  %13 = zext i1 %12 to i64
  %14 = add i64 %7, %13
  %15 = trunc i64 %14 to i32
  %16 = sext i32 %N to i64
  %17 = sdiv i64 %16, 256
  %18 = sub i64 0, %16
  %19 = select i1 false, i64 %18, i64 %17
  %20 = srem i64 %16, 256
  %21 = icmp ne i64 %20, 0
  %22 = icmp slt i64 %16, 0
  %23 = icmp eq i1 %22, false
  %24 = and i1 %21, %23
  %25 = zext i1 %24 to i64
  %26 = add i64 %19, %25
  %27 = trunc i64 %26 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %for.end41, %for.end
  %c = phi i32 [ 0, %for.end ], [ %192, %for.end41 ]
  %28 = icmp slt i32 %c, %15
  br i1 %28, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %29 = mul i32 %bx, 4
  %30 = icmp sle i32 0, %29
  %31 = mul i32 %bx, 4
  %32 = sext i32 %31 to i64
  %33 = add i64 %32, 4
  %34 = sext i32 %M to i64
  %35 = icmp sle i64 %33, %34
  %36 = and i1 %30, %35
  %37 = mul i32 %c, 256
  %38 = icmp sle i32 0, %37
  %39 = mul i32 %c, 256
  %40 = sext i32 %39 to i64
  %41 = add i64 %40, 256
  %42 = sext i32 %N to i64
  %43 = icmp sle i64 %41, %42
  %44 = and i1 %38, %43
  %45 = and i1 %36, %44
  br i1 %45, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  br label %for.cond46

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond17

if.end:                                           ; preds = %for.end19, %for.end6
  br label %for.cond39

for.cond4:                                        ; preds = %for.end16, %if.then
  %i17 = phi i32 [ 0, %if.then ], [ %81, %for.end16 ]
  %46 = icmp slt i32 %i17, 4
  br i1 %46, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %47 = add i32 %c, 1
  %48 = icmp slt i32 %47, %27
  br i1 %48, label %if.then8, label %if.else9

for.end6:                                         ; preds = %for.cond4
  br label %if.end

if.then8:                                         ; preds = %for.body5
  br label %for.cond11

if.else9:                                         ; preds = %for.body5
  br label %if.end10

if.end10:                                         ; preds = %if.else9, %for.end13
  br label %for.cond14

for.cond11:                                       ; preds = %for.body12, %if.then8
  %pf = phi i32 [ 0, %if.then8 ], [ %62, %for.body12 ]
  %49 = icmp slt i32 %pf, 16
  br i1 %49, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %50 = mul i32 %bx, 4
  %51 = add i32 %50, %i17
  %52 = sext i32 %51 to i64
  %53 = sext i32 %N to i64
  %54 = mul i64 %52, %53
  %55 = add i32 %c, 1
  %56 = mul i32 %55, 256
  %57 = mul i32 %pf, 16
  %58 = add i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = add i64 %54, %59
  %61 = getelementptr float, ptr %X, i64 %60
  call void @llvm.prefetch.p0(ptr %61, i32 0, i32 3, i32 1)
  %62 = add nsw i32 %pf, 1
  br label %for.cond11, !llvm.loop !3

for.end13:                                        ; preds = %for.cond11
  br label %if.end10

for.cond14:                                       ; preds = %for.body15, %if.end10
  %j1 = phi i32 [ 0, %if.end10 ], [ %80, %for.body15 ]
  %63 = icmp slt i32 %j1, 256
  br i1 %63, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %64 = mul i32 %bx, 4
  %65 = add i32 %64, %i17
  %66 = sext i32 %65 to i64
  %67 = sext i32 %N to i64
  %68 = mul nsw i64 %66, %67
  %69 = mul i32 %c, 256
  %70 = add i32 %69, %j1
  %71 = sext i32 %70 to i64
  %72 = add nsw i64 %68, %71
  %73 = getelementptr inbounds float, ptr %X, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = sext i32 %i17 to i64
  %76 = mul nsw i64 %75, 256
  %77 = sext i32 %j1 to i64
  %78 = add nsw i64 %76, %77
  %79 = getelementptr inbounds float, ptr %X_f, i64 %78
  store float %74, ptr %79, align 4
  %80 = add nsw i32 %j1, 1
  br label %for.cond14, !llvm.loop !4

for.end16:                                        ; preds = %for.cond14
  %81 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !5

for.cond17:                                       ; preds = %for.end37, %if.else
  %i120 = phi i32 [ 0, %if.else ], [ %190, %for.end37 ]
  %82 = icmp slt i32 %i120, 4
  br i1 %82, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %83 = mul i32 %c, 256
  %84 = sext i32 %83 to i64
  %85 = sub i64 0, %84
  %86 = icmp slt i64 %85, 0
  %87 = mul i32 %c, 256
  %88 = sext i32 %87 to i64
  %89 = sub i64 0, %88
  %90 = icmp sgt i64 %89, 256
  %91 = mul i32 %c, 256
  %92 = sext i32 %91 to i64
  %93 = sub i64 0, %92
  %94 = select i1 %90, i64 256, i64 %93
  %95 = select i1 %86, i64 0, i64 %94
  %tl_lo0 = trunc i64 %95 to i32
  %96 = sext i32 %N to i64
  %97 = mul i32 %c, 256
  %98 = sext i32 %97 to i64
  %99 = sub i64 %96, %98
  %100 = icmp slt i64 %99, 0
  %101 = sext i32 %N to i64
  %102 = mul i32 %c, 256
  %103 = sext i32 %102 to i64
  %104 = sub i64 %101, %103
  %105 = icmp sgt i64 %104, 256
  %106 = sext i32 %N to i64
  %107 = mul i32 %c, 256
  %108 = sext i32 %107 to i64
  %109 = sub i64 %106, %108
  %110 = select i1 %105, i64 256, i64 %109
  %111 = select i1 %100, i64 0, i64 %110
  %112 = sext i32 %tl_lo0 to i64
  %113 = icmp slt i64 %111, %112
  %114 = sext i32 %tl_lo0 to i64
  %115 = sext i32 %N to i64
  %116 = mul i32 %c, 256
  %117 = sext i32 %116 to i64
  %118 = sub i64 %115, %117
  %119 = icmp slt i64 %118, 0
  %120 = sext i32 %N to i64
  %121 = mul i32 %c, 256
  %122 = sext i32 %121 to i64
  %123 = sub i64 %120, %122
  %124 = icmp sgt i64 %123, 256
  %125 = sext i32 %N to i64
  %126 = mul i32 %c, 256
  %127 = sext i32 %126 to i64
  %128 = sub i64 %125, %127
  %129 = select i1 %124, i64 256, i64 %128
  %130 = select i1 %119, i64 0, i64 %129
  %131 = select i1 %113, i64 %114, i64 %130
  %tl_hi1 = trunc i64 %131 to i32
  br label %for.cond21

for.end19:                                        ; preds = %for.cond17
  br label %if.end

for.cond21:                                       ; preds = %for.body22, %for.body18
  %j124 = phi i32 [ 0, %for.body18 ], [ %138, %for.body22 ]
  %132 = icmp slt i32 %j124, %tl_lo0
  br i1 %132, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %133 = sext i32 %i120 to i64
  %134 = mul nsw i64 %133, 256
  %135 = sext i32 %j124 to i64
  %136 = add nsw i64 %134, %135
  %137 = getelementptr inbounds float, ptr %X_f, i64 %136
  store float 0.000000e+00, ptr %137, align 4
  %138 = add nsw i32 %j124, 1
  br label %for.cond21, !llvm.loop !7

for.end23:                                        ; preds = %for.cond21
  %139 = mul i32 %bx, 4
  %140 = sext i32 %139 to i64
  %141 = sext i32 %i120 to i64
  %142 = add i64 %140, %141
  %143 = icmp sle i64 0, %142
  %144 = mul i32 %bx, 4
  %145 = sext i32 %144 to i64
  %146 = sext i32 %i120 to i64
  %147 = add i64 %145, %146
  %148 = sext i32 %M to i64
  %149 = icmp slt i64 %147, %148
  %150 = and i1 %143, %149
  br i1 %150, label %if.then25, label %if.else26

if.then25:                                        ; preds = %for.end23
  %151 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond28

if.else26:                                        ; preds = %for.end23
  %152 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond31

if.end27:                                         ; preds = %for.end33, %for.end30
  %153 = sub i32 256, %tl_hi1
  br label %for.cond35

for.cond28:                                       ; preds = %for.body29, %if.then25
  %j11 = phi i32 [ 0, %if.then25 ], [ %173, %for.body29 ]
  %154 = icmp slt i32 %j11, %151
  br i1 %154, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %155 = mul i32 %bx, 4
  %156 = add i32 %155, %i120
  %157 = sext i32 %156 to i64
  %158 = sext i32 %N to i64
  %159 = mul nsw i64 %157, %158
  %160 = mul i32 %c, 256
  %161 = add i32 %tl_lo0, %j11
  %162 = add i32 %160, %161
  %163 = sext i32 %162 to i64
  %164 = add nsw i64 %159, %163
  %165 = getelementptr inbounds float, ptr %X, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = sext i32 %i120 to i64
  %168 = mul nsw i64 %167, 256
  %169 = add i32 %tl_lo0, %j11
  %170 = sext i32 %169 to i64
  %171 = add nsw i64 %168, %170
  %172 = getelementptr inbounds float, ptr %X_f, i64 %171
  store float %166, ptr %172, align 4
  %173 = add nsw i32 %j11, 1
  br label %for.cond28, !llvm.loop !8

for.end30:                                        ; preds = %for.cond28
  br label %if.end27

for.cond31:                                       ; preds = %for.body32, %if.else26
  %j1134 = phi i32 [ 0, %if.else26 ], [ %181, %for.body32 ]
  %174 = icmp slt i32 %j1134, %152
  br i1 %174, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %175 = sext i32 %i120 to i64
  %176 = mul nsw i64 %175, 256
  %177 = add i32 %tl_lo0, %j1134
  %178 = sext i32 %177 to i64
  %179 = add nsw i64 %176, %178
  %180 = getelementptr inbounds float, ptr %X_f, i64 %179
  store float 0.000000e+00, ptr %180, align 4
  %181 = add nsw i32 %j1134, 1
  br label %for.cond31, !llvm.loop !9

for.end33:                                        ; preds = %for.cond31
  br label %if.end27

for.cond35:                                       ; preds = %for.body36, %if.end27
  %j1138 = phi i32 [ 0, %if.end27 ], [ %189, %for.body36 ]
  %182 = icmp slt i32 %j1138, %153
  br i1 %182, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %183 = sext i32 %i120 to i64
  %184 = mul nsw i64 %183, 256
  %185 = add i32 %tl_hi1, %j1138
  %186 = sext i32 %185 to i64
  %187 = add nsw i64 %184, %186
  %188 = getelementptr inbounds float, ptr %X_f, i64 %187
  store float 0.000000e+00, ptr %188, align 4
  %189 = add nsw i32 %j1138, 1
  br label %for.cond35, !llvm.loop !10

for.end37:                                        ; preds = %for.cond35
  %190 = add nsw i32 %i120, 1
  br label %for.cond17, !llvm.loop !11

for.cond39:                                       ; preds = %for.end45, %if.end
  %i142 = phi i32 [ 0, %if.end ], [ %208, %for.end45 ]
  %191 = icmp slt i32 %i142, 4
  br i1 %191, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  br label %for.cond43

for.end41:                                        ; preds = %for.cond39
  %192 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !12

for.cond43:                                       ; preds = %for.body44, %for.body40
  %red = phi i32 [ 0, %for.body40 ], [ %207, %for.body44 ]
  %193 = icmp slt i32 %red, 256
  br i1 %193, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %194 = sext i32 %i142 to i64
  %195 = getelementptr inbounds float, ptr %amax, i64 %194
  %196 = load float, ptr %195, align 4
  %197 = sext i32 %i142 to i64
  %198 = mul nsw i64 %197, 256
  %199 = sext i32 %red to i64
  %200 = add nsw i64 %198, %199
  %201 = getelementptr inbounds float, ptr %X_f, i64 %200
  %202 = load float, ptr %201, align 4
  %203 = call float @llvm.fabs.f32(float %202)
  %204 = call float @llvm.maxnum.f32(float %196, float %203)
  %205 = sext i32 %i142 to i64
  %206 = getelementptr inbounds float, ptr %amax, i64 %205
  store float %204, ptr %206, align 4
  %207 = add nsw i32 %red, 1
  br label %for.cond43, !llvm.loop !13

for.end45:                                        ; preds = %for.cond43
  %208 = add nsw i32 %i142, 1
  br label %for.cond39, !llvm.loop !14

for.cond46:                                       ; preds = %for.body47, %for.end3
  %i = phi i32 [ 0, %for.end3 ], [ %222, %for.body47 ]
  %209 = icmp slt i32 %i, 4
  br i1 %209, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %210 = sext i32 %i to i64
  %211 = getelementptr inbounds float, ptr %amax, i64 %210
  %212 = load float, ptr %211, align 4
  %213 = fcmp ogt float %212, 0.000000e+00
  %214 = sext i32 %i to i64
  %215 = call i64 @llvm.umin.i64(i64 %214, i64 3)
  %216 = getelementptr inbounds float, ptr %amax, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = fdiv float %217, 1.270000e+02
  %219 = select i1 %213, float %218, float 1.000000e+00
  %220 = sext i32 %i to i64
  %221 = getelementptr inbounds float, ptr %scale, i64 %220
  store float %219, ptr %221, align 4
  %222 = add nsw i32 %i, 1
  br label %for.cond46, !llvm.loop !15

for.end48:                                        ; preds = %for.cond46
  %223 = mul i32 %bx, 4
  %224 = icmp sle i32 0, %223
  %225 = mul i32 %bx, 4
  %226 = sext i32 %225 to i64
  %227 = add i64 %226, 4
  %228 = sext i32 %M to i64
  %229 = icmp sle i64 %227, %228
  %230 = and i1 %224, %229
  br i1 %230, label %if.then49, label %if.else50

if.then49:                                        ; preds = %for.end48
  %231 = sext i32 %M to i64
  %232 = icmp sge i64 %231, 8388608
  br i1 %232, label %if.then52, label %if.else53

if.else50:                                        ; preds = %for.end48
  %233 = mul i32 %bx, 4
  %234 = sext i32 %233 to i64
  %235 = sub i64 0, %234
  %236 = icmp slt i64 %235, 0
  %237 = mul i32 %bx, 4
  %238 = sext i32 %237 to i64
  %239 = sub i64 0, %238
  %240 = icmp sgt i64 %239, 4
  %241 = mul i32 %bx, 4
  %242 = sext i32 %241 to i64
  %243 = sub i64 0, %242
  %244 = select i1 %240, i64 4, i64 %243
  %245 = select i1 %236, i64 0, i64 %244
  %tl_lo2 = trunc i64 %245 to i32
  %246 = sext i32 %M to i64
  %247 = mul i32 %bx, 4
  %248 = sext i32 %247 to i64
  %249 = sub i64 %246, %248
  %250 = icmp slt i64 %249, 0
  %251 = sext i32 %M to i64
  %252 = mul i32 %bx, 4
  %253 = sext i32 %252 to i64
  %254 = sub i64 %251, %253
  %255 = icmp sgt i64 %254, 4
  %256 = sext i32 %M to i64
  %257 = mul i32 %bx, 4
  %258 = sext i32 %257 to i64
  %259 = sub i64 %256, %258
  %260 = select i1 %255, i64 4, i64 %259
  %261 = select i1 %250, i64 0, i64 %260
  %262 = sext i32 %tl_lo2 to i64
  %263 = icmp slt i64 %261, %262
  %264 = sext i32 %tl_lo2 to i64
  %265 = sext i32 %M to i64
  %266 = mul i32 %bx, 4
  %267 = sext i32 %266 to i64
  %268 = sub i64 %265, %267
  %269 = icmp slt i64 %268, 0
  %270 = sext i32 %M to i64
  %271 = mul i32 %bx, 4
  %272 = sext i32 %271 to i64
  %273 = sub i64 %270, %272
  %274 = icmp sgt i64 %273, 4
  %275 = sext i32 %M to i64
  %276 = mul i32 %bx, 4
  %277 = sext i32 %276 to i64
  %278 = sub i64 %275, %277
  %279 = select i1 %274, i64 4, i64 %278
  %280 = select i1 %269, i64 0, i64 %279
  %281 = select i1 %263, i64 %264, i64 %280
  %tl_hi3 = trunc i64 %281 to i32
  %282 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond58

if.end51:                                         ; preds = %for.end60, %if.end54
  %283 = sext i32 %N to i64
  %284 = sdiv i64 %283, 256
  %285 = sub i64 0, %283
  %286 = select i1 false, i64 %285, i64 %284
  %287 = srem i64 %283, 256
  %288 = icmp ne i64 %287, 0
  %289 = icmp slt i64 %283, 0
  %290 = icmp eq i1 %289, false
  %291 = and i1 %288, %290
  %292 = zext i1 %291 to i64
  %293 = add i64 %286, %292
  %294 = trunc i64 %293 to i32
  %295 = sext i32 %N to i64
  %296 = sdiv i64 %295, 256
  %297 = sub i64 0, %295
  %298 = select i1 false, i64 %297, i64 %296
  %299 = srem i64 %295, 256
  %300 = icmp ne i64 %299, 0
  %301 = icmp slt i64 %295, 0
  %302 = icmp eq i1 %301, false
  %303 = and i1 %300, %302
  %304 = zext i1 %303 to i64
  %305 = add i64 %298, %304
  %306 = trunc i64 %305 to i32
  br label %for.cond61

if.then52:                                        ; preds = %if.then49
  %307 = mul i32 %bx, 4
  %308 = add i32 %307, 0
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds float, ptr %S, i64 %309
  %311 = getelementptr inbounds float, ptr %scale, i64 0
  call void @tilec_rt_stream(ptr %310, ptr %311, i64 16)
  br label %if.end54

if.else53:                                        ; preds = %if.then49
  br label %for.cond55

if.end54:                                         ; preds = %for.end57, %if.then52
  br label %if.end51

for.cond55:                                       ; preds = %for.body56, %if.else53
  %i2 = phi i32 [ 0, %if.else53 ], [ %320, %for.body56 ]
  %312 = icmp slt i32 %i2, 4
  br i1 %312, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %313 = sext i32 %i2 to i64
  %314 = getelementptr inbounds float, ptr %scale, i64 %313
  %315 = load float, ptr %314, align 4
  %316 = mul i32 %bx, 4
  %317 = add i32 %316, %i2
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds float, ptr %S, i64 %318
  store float %315, ptr %319, align 4
  %320 = add nsw i32 %i2, 1
  br label %for.cond55, !llvm.loop !16

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.body59, %if.else50
  %i21 = phi i32 [ 0, %if.else50 ], [ %331, %for.body59 ]
  %321 = icmp slt i32 %i21, %282
  br i1 %321, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %322 = add i32 %tl_lo2, %i21
  %323 = sext i32 %322 to i64
  %324 = getelementptr inbounds float, ptr %scale, i64 %323
  %325 = load float, ptr %324, align 4
  %326 = mul i32 %bx, 4
  %327 = add i32 %tl_lo2, %i21
  %328 = add i32 %326, %327
  %329 = sext i32 %328 to i64
  %330 = getelementptr inbounds float, ptr %S, i64 %329
  store float %325, ptr %330, align 4
  %331 = add nsw i32 %i21, 1
  br label %for.cond58, !llvm.loop !17

for.end60:                                        ; preds = %for.cond58
  br label %if.end51

for.cond61:                                       ; preds = %if.end115, %if.end51
  %c64 = phi i32 [ 0, %if.end51 ], [ %747, %if.end115 ]
  %332 = icmp slt i32 %c64, %294
  br i1 %332, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %333 = mul i32 %bx, 4
  %334 = icmp sle i32 0, %333
  %335 = mul i32 %bx, 4
  %336 = sext i32 %335 to i64
  %337 = add i64 %336, 4
  %338 = sext i32 %M to i64
  %339 = icmp sle i64 %337, %338
  %340 = and i1 %334, %339
  %341 = mul i32 %c64, 256
  %342 = icmp sle i32 0, %341
  %343 = mul i32 %c64, 256
  %344 = sext i32 %343 to i64
  %345 = add i64 %344, 256
  %346 = sext i32 %N to i64
  %347 = icmp sle i64 %345, %346
  %348 = and i1 %342, %347
  %349 = and i1 %340, %348
  br i1 %349, label %if.then65, label %if.else66

for.end63:                                        ; preds = %for.cond61
  ret void

if.then65:                                        ; preds = %for.body62
  br label %for.cond68

if.else66:                                        ; preds = %for.body62
  br label %for.cond81

if.end67:                                         ; preds = %for.end83, %for.end70
  br label %for.cond103

for.cond68:                                       ; preds = %for.end80, %if.then65
  %i271 = phi i32 [ 0, %if.then65 ], [ %385, %for.end80 ]
  %350 = icmp slt i32 %i271, 4
  br i1 %350, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %351 = add i32 %c64, 1
  %352 = icmp slt i32 %351, %306
  br i1 %352, label %if.then72, label %if.else73

for.end70:                                        ; preds = %for.cond68
  br label %if.end67

if.then72:                                        ; preds = %for.body69
  br label %for.cond75

if.else73:                                        ; preds = %for.body69
  br label %if.end74

if.end74:                                         ; preds = %if.else73, %for.end77
  br label %for.cond78

for.cond75:                                       ; preds = %for.body76, %if.then72
  %pf1 = phi i32 [ 0, %if.then72 ], [ %366, %for.body76 ]
  %353 = icmp slt i32 %pf1, 16
  br i1 %353, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %354 = mul i32 %bx, 4
  %355 = add i32 %354, %i271
  %356 = sext i32 %355 to i64
  %357 = sext i32 %N to i64
  %358 = mul i64 %356, %357
  %359 = add i32 %c64, 1
  %360 = mul i32 %359, 256
  %361 = mul i32 %pf1, 16
  %362 = add i32 %360, %361
  %363 = sext i32 %362 to i64
  %364 = add i64 %358, %363
  %365 = getelementptr float, ptr %X, i64 %364
  call void @llvm.prefetch.p0(ptr %365, i32 0, i32 3, i32 1)
  %366 = add nsw i32 %pf1, 1
  br label %for.cond75, !llvm.loop !18

for.end77:                                        ; preds = %for.cond75
  br label %if.end74

for.cond78:                                       ; preds = %for.body79, %if.end74
  %j2 = phi i32 [ 0, %if.end74 ], [ %384, %for.body79 ]
  %367 = icmp slt i32 %j2, 256
  br i1 %367, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %368 = mul i32 %bx, 4
  %369 = add i32 %368, %i271
  %370 = sext i32 %369 to i64
  %371 = sext i32 %N to i64
  %372 = mul nsw i64 %370, %371
  %373 = mul i32 %c64, 256
  %374 = add i32 %373, %j2
  %375 = sext i32 %374 to i64
  %376 = add nsw i64 %372, %375
  %377 = getelementptr inbounds float, ptr %X, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = sext i32 %i271 to i64
  %380 = mul nsw i64 %379, 256
  %381 = sext i32 %j2 to i64
  %382 = add nsw i64 %380, %381
  %383 = getelementptr inbounds float, ptr %X_f, i64 %382
  store float %378, ptr %383, align 4
  %384 = add nsw i32 %j2, 1
  br label %for.cond78, !llvm.loop !19

for.end80:                                        ; preds = %for.cond78
  %385 = add nsw i32 %i271, 1
  br label %for.cond68, !llvm.loop !20

for.cond81:                                       ; preds = %for.end101, %if.else66
  %i284 = phi i32 [ 0, %if.else66 ], [ %494, %for.end101 ]
  %386 = icmp slt i32 %i284, 4
  br i1 %386, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %387 = mul i32 %c64, 256
  %388 = sext i32 %387 to i64
  %389 = sub i64 0, %388
  %390 = icmp slt i64 %389, 0
  %391 = mul i32 %c64, 256
  %392 = sext i32 %391 to i64
  %393 = sub i64 0, %392
  %394 = icmp sgt i64 %393, 256
  %395 = mul i32 %c64, 256
  %396 = sext i32 %395 to i64
  %397 = sub i64 0, %396
  %398 = select i1 %394, i64 256, i64 %397
  %399 = select i1 %390, i64 0, i64 %398
  %tl_lo4 = trunc i64 %399 to i32
  %400 = sext i32 %N to i64
  %401 = mul i32 %c64, 256
  %402 = sext i32 %401 to i64
  %403 = sub i64 %400, %402
  %404 = icmp slt i64 %403, 0
  %405 = sext i32 %N to i64
  %406 = mul i32 %c64, 256
  %407 = sext i32 %406 to i64
  %408 = sub i64 %405, %407
  %409 = icmp sgt i64 %408, 256
  %410 = sext i32 %N to i64
  %411 = mul i32 %c64, 256
  %412 = sext i32 %411 to i64
  %413 = sub i64 %410, %412
  %414 = select i1 %409, i64 256, i64 %413
  %415 = select i1 %404, i64 0, i64 %414
  %416 = sext i32 %tl_lo4 to i64
  %417 = icmp slt i64 %415, %416
  %418 = sext i32 %tl_lo4 to i64
  %419 = sext i32 %N to i64
  %420 = mul i32 %c64, 256
  %421 = sext i32 %420 to i64
  %422 = sub i64 %419, %421
  %423 = icmp slt i64 %422, 0
  %424 = sext i32 %N to i64
  %425 = mul i32 %c64, 256
  %426 = sext i32 %425 to i64
  %427 = sub i64 %424, %426
  %428 = icmp sgt i64 %427, 256
  %429 = sext i32 %N to i64
  %430 = mul i32 %c64, 256
  %431 = sext i32 %430 to i64
  %432 = sub i64 %429, %431
  %433 = select i1 %428, i64 256, i64 %432
  %434 = select i1 %423, i64 0, i64 %433
  %435 = select i1 %417, i64 %418, i64 %434
  %tl_hi5 = trunc i64 %435 to i32
  br label %for.cond85

for.end83:                                        ; preds = %for.cond81
  br label %if.end67

for.cond85:                                       ; preds = %for.body86, %for.body82
  %j288 = phi i32 [ 0, %for.body82 ], [ %442, %for.body86 ]
  %436 = icmp slt i32 %j288, %tl_lo4
  br i1 %436, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %437 = sext i32 %i284 to i64
  %438 = mul nsw i64 %437, 256
  %439 = sext i32 %j288 to i64
  %440 = add nsw i64 %438, %439
  %441 = getelementptr inbounds float, ptr %X_f, i64 %440
  store float 0.000000e+00, ptr %441, align 4
  %442 = add nsw i32 %j288, 1
  br label %for.cond85, !llvm.loop !21

for.end87:                                        ; preds = %for.cond85
  %443 = mul i32 %bx, 4
  %444 = sext i32 %443 to i64
  %445 = sext i32 %i284 to i64
  %446 = add i64 %444, %445
  %447 = icmp sle i64 0, %446
  %448 = mul i32 %bx, 4
  %449 = sext i32 %448 to i64
  %450 = sext i32 %i284 to i64
  %451 = add i64 %449, %450
  %452 = sext i32 %M to i64
  %453 = icmp slt i64 %451, %452
  %454 = and i1 %447, %453
  br i1 %454, label %if.then89, label %if.else90

if.then89:                                        ; preds = %for.end87
  %455 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond92

if.else90:                                        ; preds = %for.end87
  %456 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond95

if.end91:                                         ; preds = %for.end97, %for.end94
  %457 = sub i32 256, %tl_hi5
  br label %for.cond99

for.cond92:                                       ; preds = %for.body93, %if.then89
  %j21 = phi i32 [ 0, %if.then89 ], [ %477, %for.body93 ]
  %458 = icmp slt i32 %j21, %455
  br i1 %458, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %459 = mul i32 %bx, 4
  %460 = add i32 %459, %i284
  %461 = sext i32 %460 to i64
  %462 = sext i32 %N to i64
  %463 = mul nsw i64 %461, %462
  %464 = mul i32 %c64, 256
  %465 = add i32 %tl_lo4, %j21
  %466 = add i32 %464, %465
  %467 = sext i32 %466 to i64
  %468 = add nsw i64 %463, %467
  %469 = getelementptr inbounds float, ptr %X, i64 %468
  %470 = load float, ptr %469, align 4
  %471 = sext i32 %i284 to i64
  %472 = mul nsw i64 %471, 256
  %473 = add i32 %tl_lo4, %j21
  %474 = sext i32 %473 to i64
  %475 = add nsw i64 %472, %474
  %476 = getelementptr inbounds float, ptr %X_f, i64 %475
  store float %470, ptr %476, align 4
  %477 = add nsw i32 %j21, 1
  br label %for.cond92, !llvm.loop !22

for.end94:                                        ; preds = %for.cond92
  br label %if.end91

for.cond95:                                       ; preds = %for.body96, %if.else90
  %j2198 = phi i32 [ 0, %if.else90 ], [ %485, %for.body96 ]
  %478 = icmp slt i32 %j2198, %456
  br i1 %478, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %479 = sext i32 %i284 to i64
  %480 = mul nsw i64 %479, 256
  %481 = add i32 %tl_lo4, %j2198
  %482 = sext i32 %481 to i64
  %483 = add nsw i64 %480, %482
  %484 = getelementptr inbounds float, ptr %X_f, i64 %483
  store float 0.000000e+00, ptr %484, align 4
  %485 = add nsw i32 %j2198, 1
  br label %for.cond95, !llvm.loop !23

for.end97:                                        ; preds = %for.cond95
  br label %if.end91

for.cond99:                                       ; preds = %for.body100, %if.end91
  %j21102 = phi i32 [ 0, %if.end91 ], [ %493, %for.body100 ]
  %486 = icmp slt i32 %j21102, %457
  br i1 %486, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %487 = sext i32 %i284 to i64
  %488 = mul nsw i64 %487, 256
  %489 = add i32 %tl_hi5, %j21102
  %490 = sext i32 %489 to i64
  %491 = add nsw i64 %488, %490
  %492 = getelementptr inbounds float, ptr %X_f, i64 %491
  store float 0.000000e+00, ptr %492, align 4
  %493 = add nsw i32 %j21102, 1
  br label %for.cond99, !llvm.loop !24

for.end101:                                       ; preds = %for.cond99
  %494 = add nsw i32 %i284, 1
  br label %for.cond81, !llvm.loop !25

for.cond103:                                      ; preds = %for.end112, %if.end67
  %i106 = phi i32 [ 0, %if.end67 ], [ %746, %for.end112 ]
  %495 = icmp slt i32 %i106, 4
  br i1 %495, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  %496 = sext i32 %N to i64
  %497 = mul i32 %c64, 256
  %498 = sext i32 %497 to i64
  %499 = sub i64 %496, %498
  %500 = icmp slt i64 %499, 0
  %501 = sext i32 %N to i64
  %502 = mul i32 %c64, 256
  %503 = sext i32 %502 to i64
  %504 = sub i64 %501, %503
  %505 = icmp sgt i64 %504, 256
  %506 = sext i32 %N to i64
  %507 = mul i32 %c64, 256
  %508 = sext i32 %507 to i64
  %509 = sub i64 %506, %508
  %510 = select i1 %505, i64 256, i64 %509
  %511 = select i1 %500, i64 0, i64 %510
  %512 = mul i32 %c64, 256
  %513 = sext i32 %512 to i64
  %514 = sub i64 0, %513
  %515 = icmp slt i64 %514, 0
  %516 = mul i32 %c64, 256
  %517 = sext i32 %516 to i64
  %518 = sub i64 0, %517
  %519 = icmp sgt i64 %518, 256
  %520 = mul i32 %c64, 256
  %521 = sext i32 %520 to i64
  %522 = sub i64 0, %521
  %523 = select i1 %519, i64 256, i64 %522
  %524 = select i1 %515, i64 0, i64 %523
  %525 = trunc i64 %524 to i32
  %526 = sext i32 %525 to i64
  %527 = icmp slt i64 %511, %526
  %528 = mul i32 %c64, 256
  %529 = sext i32 %528 to i64
  %530 = sub i64 0, %529
  %531 = icmp slt i64 %530, 0
  %532 = mul i32 %c64, 256
  %533 = sext i32 %532 to i64
  %534 = sub i64 0, %533
  %535 = icmp sgt i64 %534, 256
  %536 = mul i32 %c64, 256
  %537 = sext i32 %536 to i64
  %538 = sub i64 0, %537
  %539 = select i1 %535, i64 256, i64 %538
  %540 = select i1 %531, i64 0, i64 %539
  %541 = trunc i64 %540 to i32
  %542 = sext i32 %541 to i64
  %543 = sext i32 %N to i64
  %544 = mul i32 %c64, 256
  %545 = sext i32 %544 to i64
  %546 = sub i64 %543, %545
  %547 = icmp slt i64 %546, 0
  %548 = sext i32 %N to i64
  %549 = mul i32 %c64, 256
  %550 = sext i32 %549 to i64
  %551 = sub i64 %548, %550
  %552 = icmp sgt i64 %551, 256
  %553 = sext i32 %N to i64
  %554 = mul i32 %c64, 256
  %555 = sext i32 %554 to i64
  %556 = sub i64 %553, %555
  %557 = select i1 %552, i64 256, i64 %556
  %558 = select i1 %547, i64 0, i64 %557
  %559 = select i1 %527, i64 %542, i64 %558
  %560 = trunc i64 %559 to i32
  %561 = icmp slt i32 %560, 0
  %562 = sext i32 %N to i64
  %563 = mul i32 %c64, 256
  %564 = sext i32 %563 to i64
  %565 = sub i64 %562, %564
  %566 = icmp slt i64 %565, 0
  %567 = sext i32 %N to i64
  %568 = mul i32 %c64, 256
  %569 = sext i32 %568 to i64
  %570 = sub i64 %567, %569
  %571 = icmp sgt i64 %570, 256
  %572 = sext i32 %N to i64
  %573 = mul i32 %c64, 256
  %574 = sext i32 %573 to i64
  %575 = sub i64 %572, %574
  %576 = select i1 %571, i64 256, i64 %575
  %577 = select i1 %566, i64 0, i64 %576
  %578 = mul i32 %c64, 256
  %579 = sext i32 %578 to i64
  %580 = sub i64 0, %579
  %581 = icmp slt i64 %580, 0
  %582 = mul i32 %c64, 256
  %583 = sext i32 %582 to i64
  %584 = sub i64 0, %583
  %585 = icmp sgt i64 %584, 256
  %586 = mul i32 %c64, 256
  %587 = sext i32 %586 to i64
  %588 = sub i64 0, %587
  %589 = select i1 %585, i64 256, i64 %588
  %590 = select i1 %581, i64 0, i64 %589
  %591 = trunc i64 %590 to i32
  %592 = sext i32 %591 to i64
  %593 = icmp slt i64 %577, %592
  %594 = mul i32 %c64, 256
  %595 = sext i32 %594 to i64
  %596 = sub i64 0, %595
  %597 = icmp slt i64 %596, 0
  %598 = mul i32 %c64, 256
  %599 = sext i32 %598 to i64
  %600 = sub i64 0, %599
  %601 = icmp sgt i64 %600, 256
  %602 = mul i32 %c64, 256
  %603 = sext i32 %602 to i64
  %604 = sub i64 0, %603
  %605 = select i1 %601, i64 256, i64 %604
  %606 = select i1 %597, i64 0, i64 %605
  %607 = trunc i64 %606 to i32
  %608 = sext i32 %607 to i64
  %609 = sext i32 %N to i64
  %610 = mul i32 %c64, 256
  %611 = sext i32 %610 to i64
  %612 = sub i64 %609, %611
  %613 = icmp slt i64 %612, 0
  %614 = sext i32 %N to i64
  %615 = mul i32 %c64, 256
  %616 = sext i32 %615 to i64
  %617 = sub i64 %614, %616
  %618 = icmp sgt i64 %617, 256
  %619 = sext i32 %N to i64
  %620 = mul i32 %c64, 256
  %621 = sext i32 %620 to i64
  %622 = sub i64 %619, %621
  %623 = select i1 %618, i64 256, i64 %622
  %624 = select i1 %613, i64 0, i64 %623
  %625 = select i1 %593, i64 %608, i64 %624
  %626 = trunc i64 %625 to i32
  %627 = icmp sgt i32 %626, 256
  %628 = sext i32 %N to i64
  %629 = mul i32 %c64, 256
  %630 = sext i32 %629 to i64
  %631 = sub i64 %628, %630
  %632 = icmp slt i64 %631, 0
  %633 = sext i32 %N to i64
  %634 = mul i32 %c64, 256
  %635 = sext i32 %634 to i64
  %636 = sub i64 %633, %635
  %637 = icmp sgt i64 %636, 256
  %638 = sext i32 %N to i64
  %639 = mul i32 %c64, 256
  %640 = sext i32 %639 to i64
  %641 = sub i64 %638, %640
  %642 = select i1 %637, i64 256, i64 %641
  %643 = select i1 %632, i64 0, i64 %642
  %644 = mul i32 %c64, 256
  %645 = sext i32 %644 to i64
  %646 = sub i64 0, %645
  %647 = icmp slt i64 %646, 0
  %648 = mul i32 %c64, 256
  %649 = sext i32 %648 to i64
  %650 = sub i64 0, %649
  %651 = icmp sgt i64 %650, 256
  %652 = mul i32 %c64, 256
  %653 = sext i32 %652 to i64
  %654 = sub i64 0, %653
  %655 = select i1 %651, i64 256, i64 %654
  %656 = select i1 %647, i64 0, i64 %655
  %657 = trunc i64 %656 to i32
  %658 = sext i32 %657 to i64
  %659 = icmp slt i64 %643, %658
  %660 = mul i32 %c64, 256
  %661 = sext i32 %660 to i64
  %662 = sub i64 0, %661
  %663 = icmp slt i64 %662, 0
  %664 = mul i32 %c64, 256
  %665 = sext i32 %664 to i64
  %666 = sub i64 0, %665
  %667 = icmp sgt i64 %666, 256
  %668 = mul i32 %c64, 256
  %669 = sext i32 %668 to i64
  %670 = sub i64 0, %669
  %671 = select i1 %667, i64 256, i64 %670
  %672 = select i1 %663, i64 0, i64 %671
  %673 = trunc i64 %672 to i32
  %674 = sext i32 %673 to i64
  %675 = sext i32 %N to i64
  %676 = mul i32 %c64, 256
  %677 = sext i32 %676 to i64
  %678 = sub i64 %675, %677
  %679 = icmp slt i64 %678, 0
  %680 = sext i32 %N to i64
  %681 = mul i32 %c64, 256
  %682 = sext i32 %681 to i64
  %683 = sub i64 %680, %682
  %684 = icmp sgt i64 %683, 256
  %685 = sext i32 %N to i64
  %686 = mul i32 %c64, 256
  %687 = sext i32 %686 to i64
  %688 = sub i64 %685, %687
  %689 = select i1 %684, i64 256, i64 %688
  %690 = select i1 %679, i64 0, i64 %689
  %691 = select i1 %659, i64 %674, i64 %690
  %692 = trunc i64 %691 to i32
  %693 = select i1 %627, i32 256, i32 %692
  %tl_cols0 = select i1 %561, i32 0, i32 %693
  br label %for.cond107

for.end105:                                       ; preds = %for.cond103
  %694 = mul i32 %bx, 4
  %695 = icmp sle i32 0, %694
  %696 = mul i32 %bx, 4
  %697 = sext i32 %696 to i64
  %698 = add i64 %697, 4
  %699 = sext i32 %M to i64
  %700 = icmp sle i64 %698, %699
  %701 = and i1 %695, %700
  %702 = mul i32 %c64, 256
  %703 = icmp sle i32 0, %702
  %704 = mul i32 %c64, 256
  %705 = sext i32 %704 to i64
  %706 = add i64 %705, 256
  %707 = sext i32 %N to i64
  %708 = icmp sle i64 %706, %707
  %709 = and i1 %703, %708
  %710 = and i1 %701, %709
  br i1 %710, label %if.then113, label %if.else114

for.cond107:                                      ; preds = %for.body108, %for.body104
  %j = phi i32 [ 0, %for.body104 ], [ %730, %for.body108 ]
  %711 = icmp slt i32 %j, %tl_cols0
  br i1 %711, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %712 = sext i32 %i106 to i64
  %713 = mul nsw i64 %712, 256
  %714 = sext i32 %j to i64
  %715 = add nsw i64 %713, %714
  %716 = getelementptr inbounds float, ptr %X_f, i64 %715
  %717 = load float, ptr %716, align 4
  %718 = sext i32 %i106 to i64
  %719 = getelementptr inbounds float, ptr %scale, i64 %718
  %720 = load float, ptr %719, align 4
  %721 = fdiv float %717, %720
  %722 = fadd float %721, 5.000000e-01
  %723 = call float @llvm.floor.f32(float %722)
  %724 = call i8 @llvm.fptosi.sat.i8.f32(float %723)
  %725 = sext i32 %i106 to i64
  %726 = mul nsw i64 %725, 256
  %727 = sext i32 %j to i64
  %728 = add nsw i64 %726, %727
  %729 = getelementptr inbounds i8, ptr %Q_f, i64 %728
  store i8 %724, ptr %729, align 1
  %730 = add nsw i32 %j, 1
  br label %for.cond107, !llvm.loop !26

for.end109:                                       ; preds = %for.cond107
  %731 = sext i32 %i106 to i64
  %732 = getelementptr inbounds float, ptr %scale, i64 %731
  %733 = load float, ptr %732, align 4
  %734 = fdiv float 0.000000e+00, %733
  %735 = fadd float %734, 5.000000e-01
  %736 = call float @llvm.floor.f32(float %735)
  %tl_col2 = call i8 @llvm.fptosi.sat.i8.f32(float %736)
  %737 = sub i32 256, %tl_cols0
  br label %for.cond110

for.cond110:                                      ; preds = %for.body111, %for.end109
  %j12 = phi i32 [ 0, %for.end109 ], [ %745, %for.body111 ]
  %738 = icmp slt i32 %j12, %737
  br i1 %738, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %739 = sext i32 %i106 to i64
  %740 = mul nsw i64 %739, 256
  %741 = add i32 %tl_cols0, %j12
  %742 = sext i32 %741 to i64
  %743 = add nsw i64 %740, %742
  %744 = getelementptr inbounds i8, ptr %Q_f, i64 %743
  store i8 %tl_col2, ptr %744, align 1
  %745 = add nsw i32 %j12, 1
  br label %for.cond110, !llvm.loop !27

for.end112:                                       ; preds = %for.cond110
  %746 = add nsw i32 %i106, 1
  br label %for.cond103, !llvm.loop !28

if.then113:                                       ; preds = %for.end105
  br label %for.cond116

if.else114:                                       ; preds = %for.end105
  br label %for.cond127

if.end115:                                        ; preds = %for.end129, %for.end118
  %747 = add nsw i32 %c64, 1
  br label %for.cond61, !llvm.loop !29

for.cond116:                                      ; preds = %if.end122, %if.then113
  %i2119 = phi i32 [ 0, %if.then113 ], [ %767, %if.end122 ]
  %748 = icmp slt i32 %i2119, 4
  br i1 %748, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %749 = sext i32 %M to i64
  %750 = sext i32 %N to i64
  %751 = mul i64 %749, %750
  %752 = icmp sge i64 %751, 33554432
  br i1 %752, label %if.then120, label %if.else121

for.end118:                                       ; preds = %for.cond116
  br label %if.end115

if.then120:                                       ; preds = %for.body117
  %753 = mul i32 %bx, 4
  %754 = add i32 %753, %i2119
  %755 = sext i32 %754 to i64
  %756 = sext i32 %N to i64
  %757 = mul nsw i64 %755, %756
  %758 = mul i32 %c64, 256
  %759 = add i32 %758, 0
  %760 = sext i32 %759 to i64
  %761 = add nsw i64 %757, %760
  %762 = getelementptr inbounds i8, ptr %Q, i64 %761
  %763 = sext i32 %i2119 to i64
  %764 = mul nsw i64 %763, 256
  %765 = add nsw i64 %764, 0
  %766 = getelementptr inbounds i8, ptr %Q_f, i64 %765
  call void @tilec_rt_stream(ptr %762, ptr %766, i64 256)
  br label %if.end122

if.else121:                                       ; preds = %for.body117
  br label %for.cond123

if.end122:                                        ; preds = %for.end125, %if.then120
  %767 = add nsw i32 %i2119, 1
  br label %for.cond116, !llvm.loop !30

for.cond123:                                      ; preds = %for.body124, %if.else121
  %j2126 = phi i32 [ 0, %if.else121 ], [ %785, %for.body124 ]
  %768 = icmp slt i32 %j2126, 256
  br i1 %768, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %769 = sext i32 %i2119 to i64
  %770 = mul nsw i64 %769, 256
  %771 = sext i32 %j2126 to i64
  %772 = add nsw i64 %770, %771
  %773 = getelementptr inbounds i8, ptr %Q_f, i64 %772
  %774 = load i8, ptr %773, align 1
  %775 = mul i32 %bx, 4
  %776 = add i32 %775, %i2119
  %777 = sext i32 %776 to i64
  %778 = sext i32 %N to i64
  %779 = mul nsw i64 %777, %778
  %780 = mul i32 %c64, 256
  %781 = add i32 %780, %j2126
  %782 = sext i32 %781 to i64
  %783 = add nsw i64 %779, %782
  %784 = getelementptr inbounds i8, ptr %Q, i64 %783
  store i8 %774, ptr %784, align 1
  %785 = add nsw i32 %j2126, 1
  br label %for.cond123, !llvm.loop !31

for.end125:                                       ; preds = %for.cond123
  br label %if.end122

for.cond127:                                      ; preds = %if.end133, %if.else114
  %i2130 = phi i32 [ 0, %if.else114 ], [ %849, %if.end133 ]
  %786 = icmp slt i32 %i2130, 4
  br i1 %786, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %787 = mul i32 %c64, 256
  %788 = sext i32 %787 to i64
  %789 = sub i64 0, %788
  %790 = icmp slt i64 %789, 0
  %791 = mul i32 %c64, 256
  %792 = sext i32 %791 to i64
  %793 = sub i64 0, %792
  %794 = icmp sgt i64 %793, 256
  %795 = mul i32 %c64, 256
  %796 = sext i32 %795 to i64
  %797 = sub i64 0, %796
  %798 = select i1 %794, i64 256, i64 %797
  %799 = select i1 %790, i64 0, i64 %798
  %tl_lo6 = trunc i64 %799 to i32
  %800 = sext i32 %N to i64
  %801 = mul i32 %c64, 256
  %802 = sext i32 %801 to i64
  %803 = sub i64 %800, %802
  %804 = icmp slt i64 %803, 0
  %805 = sext i32 %N to i64
  %806 = mul i32 %c64, 256
  %807 = sext i32 %806 to i64
  %808 = sub i64 %805, %807
  %809 = icmp sgt i64 %808, 256
  %810 = sext i32 %N to i64
  %811 = mul i32 %c64, 256
  %812 = sext i32 %811 to i64
  %813 = sub i64 %810, %812
  %814 = select i1 %809, i64 256, i64 %813
  %815 = select i1 %804, i64 0, i64 %814
  %816 = sext i32 %tl_lo6 to i64
  %817 = icmp slt i64 %815, %816
  %818 = sext i32 %tl_lo6 to i64
  %819 = sext i32 %N to i64
  %820 = mul i32 %c64, 256
  %821 = sext i32 %820 to i64
  %822 = sub i64 %819, %821
  %823 = icmp slt i64 %822, 0
  %824 = sext i32 %N to i64
  %825 = mul i32 %c64, 256
  %826 = sext i32 %825 to i64
  %827 = sub i64 %824, %826
  %828 = icmp sgt i64 %827, 256
  %829 = sext i32 %N to i64
  %830 = mul i32 %c64, 256
  %831 = sext i32 %830 to i64
  %832 = sub i64 %829, %831
  %833 = select i1 %828, i64 256, i64 %832
  %834 = select i1 %823, i64 0, i64 %833
  %835 = select i1 %817, i64 %818, i64 %834
  %tl_hi7 = trunc i64 %835 to i32
  %836 = mul i32 %bx, 4
  %837 = sext i32 %836 to i64
  %838 = sext i32 %i2130 to i64
  %839 = add i64 %837, %838
  %840 = icmp sle i64 0, %839
  %841 = mul i32 %bx, 4
  %842 = sext i32 %841 to i64
  %843 = sext i32 %i2130 to i64
  %844 = add i64 %842, %843
  %845 = sext i32 %M to i64
  %846 = icmp slt i64 %844, %845
  %847 = and i1 %840, %846
  br i1 %847, label %if.then131, label %if.else132

for.end129:                                       ; preds = %for.cond127
  br label %if.end115

if.then131:                                       ; preds = %for.body128
  %848 = sub i32 %tl_hi7, %tl_lo6
  br label %for.cond134

if.else132:                                       ; preds = %for.body128
  br label %if.end133

if.end133:                                        ; preds = %if.else132, %for.end136
  %849 = add nsw i32 %i2130, 1
  br label %for.cond127, !llvm.loop !32

for.cond134:                                      ; preds = %for.body135, %if.then131
  %j22 = phi i32 [ 0, %if.then131 ], [ %869, %for.body135 ]
  %850 = icmp slt i32 %j22, %848
  br i1 %850, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  %851 = sext i32 %i2130 to i64
  %852 = mul nsw i64 %851, 256
  %853 = add i32 %tl_lo6, %j22
  %854 = sext i32 %853 to i64
  %855 = add nsw i64 %852, %854
  %856 = getelementptr inbounds i8, ptr %Q_f, i64 %855
  %857 = load i8, ptr %856, align 1
  %858 = mul i32 %bx, 4
  %859 = add i32 %858, %i2130
  %860 = sext i32 %859 to i64
  %861 = sext i32 %N to i64
  %862 = mul nsw i64 %860, %861
  %863 = mul i32 %c64, 256
  %864 = add i32 %tl_lo6, %j22
  %865 = add i32 %863, %864
  %866 = sext i32 %865 to i64
  %867 = add nsw i64 %862, %866
  %868 = getelementptr inbounds i8, ptr %Q, i64 %867
  store i8 %857, ptr %868, align 1
  %869 = add nsw i32 %j22, 1
  br label %for.cond134, !llvm.loop !33

for.end136:                                       ; preds = %for.cond134
  br label %if.end133
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fptosi.sat.i8.f32(float) #3

; Function Attrs: nounwind
define internal void @quantize_task(ptr %ctx, i64 %block) #4 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 5
  %11 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 2
  %16 = load i64, ptr %15, align 8
  %17 = srem i64 %block, %12
  %18 = sdiv i64 %block, %12
  %19 = srem i64 %18, %14
  %20 = mul i64 %12, %14
  %21 = sdiv i64 %block, %20
  %22 = trunc i64 %17 to i32
  call void @quantize_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %22)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_quantize(ptr %args, ptr %dims, ptr %self) #4 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_quantize, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %N = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 4
  store i32 %N, ptr %16, align 4
  %17 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 5
  %18 = sext i32 %M to i64
  %19 = sdiv i64 %18, 4
  %20 = sub i64 0, %18
  %21 = select i1 false, i64 %20, i64 %19
  %22 = srem i64 %18, 4
  %23 = icmp ne i64 %22, 0
  %24 = icmp slt i64 %18, 0
  %25 = icmp eq i1 %24, false
  %26 = and i1 %23, %25
  %27 = zext i1 %26 to i64
  %28 = add i64 %21, %27
  %29 = trunc i64 %28 to i32
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 0
  store i64 %30, ptr %31, align 8
  %32 = icmp sgt i64 %30, 0
  %33 = mul i64 1, %30
  %34 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 1
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  %37 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 2
  store i64 1, ptr %37, align 8
  %38 = and i1 %35, true
  %39 = mul i64 %36, 1
  br i1 %38, label %run, label %empty

run:                                              ; preds = %body
  %40 = call i32 @tilec_rt_run_blocks(i64 %39, i32 %nworkers, ptr @quantize_task, ptr %a)
  ret i32 %40

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { noinline nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !6}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !6}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !6}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !6}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !6}
!33 = distinct !{!33, !1, !2}
