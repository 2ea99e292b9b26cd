; ModuleID = 'chunk_cumsum.tile'
source_filename = "chunk_cumsum.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_chunk_cumsum = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_cumsum = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @chunk_cumsum_block(ptr noalias %X, ptr noalias %Y, i32 %R, i32 %T, i32 %bx, i32 %by) #0 {
entry:
  %X_f = alloca [256 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = mul i32 %by, 4
  %1 = icmp sle i32 0, %0
  %2 = mul i32 %by, 4
  %3 = sext i32 %2 to i64
  %4 = add i64 %3, 4
  %5 = sext i32 %R to i64
  %6 = icmp sle i64 %4, %5
  %7 = and i1 %1, %6
  %8 = mul i32 %bx, 64
  %9 = icmp sle i32 0, %8
  %10 = mul i32 %bx, 64
  %11 = sext i32 %10 to i64
  %12 = add i64 %11, 64
  %13 = sext i32 %T to i64
  %14 = icmp sle i64 %12, %13
  %15 = and i1 %9, %14
  %16 = and i1 %7, %15
  br i1 %16, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond10

if.end:                                           ; preds = %for.end12, %for.end
  br label %for.cond32

for.cond:                                         ; preds = %for.end9, %if.then
  %i = phi i32 [ 0, %if.then ], [ %52, %for.end9 ]
  %17 = icmp slt i32 %i, 4
  br i1 %17, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %18 = add i32 %i, 1
  %19 = icmp slt i32 %18, 4
  br i1 %19, label %if.then1, label %if.else2

for.end:                                          ; preds = %for.cond
  br label %if.end

if.then1:                                         ; preds = %for.body
  br label %for.cond4

if.else2:                                         ; preds = %for.body
  br label %if.end3

if.end3:                                          ; preds = %if.else2, %for.end6
  br label %for.cond7

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %33, %for.body5 ]
  %20 = icmp slt i32 %pf, 4
  br i1 %20, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %21 = mul i32 %by, 4
  %22 = add i32 %i, 1
  %23 = add i32 %21, %22
  %24 = sext i32 %23 to i64
  %25 = sext i32 %T to i64
  %26 = mul i64 %24, %25
  %27 = mul i32 %bx, 64
  %28 = mul i32 %pf, 16
  %29 = add i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = add i64 %26, %30
  %32 = getelementptr float, ptr %X, i64 %31
  call void @llvm.prefetch.p0(ptr %32, i32 0, i32 3, i32 1)
  %33 = add nsw i32 %pf, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  br label %if.end3

for.cond7:                                        ; preds = %for.body8, %if.end3
  %j = phi i32 [ 0, %if.end3 ], [ %51, %for.body8 ]
  %34 = icmp slt i32 %j, 64
  br i1 %34, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %35 = mul i32 %by, 4
  %36 = add i32 %35, %i
  %37 = sext i32 %36 to i64
  %38 = sext i32 %T to i64
  %39 = mul nsw i64 %37, %38
  %40 = mul i32 %bx, 64
  %41 = add i32 %40, %j
  %42 = sext i32 %41 to i64
  %43 = add nsw i64 %39, %42
  %44 = getelementptr inbounds float, ptr %X, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = sext i32 %i to i64
  %47 = mul nsw i64 %46, 64
  %48 = sext i32 %j to i64
  %49 = add nsw i64 %47, %48
  %50 = getelementptr inbounds float, ptr %X_f, i64 %49
  store float %45, ptr %50, align 4
  %51 = add nsw i32 %j, 1
  br label %for.cond7, !llvm.loop !2

for.end9:                                         ; preds = %for.cond7
  %52 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !4

for.cond10:                                       ; preds = %for.end30, %if.else
  %i13 = phi i32 [ 0, %if.else ], [ %161, %for.end30 ]
  %53 = icmp slt i32 %i13, 4
  br i1 %53, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %54 = mul i32 %bx, 64
  %55 = sext i32 %54 to i64
  %56 = sub i64 0, %55
  %57 = icmp slt i64 %56, 0
  %58 = mul i32 %bx, 64
  %59 = sext i32 %58 to i64
  %60 = sub i64 0, %59
  %61 = icmp sgt i64 %60, 64
  %62 = mul i32 %bx, 64
  %63 = sext i32 %62 to i64
  %64 = sub i64 0, %63
  %65 = select i1 %61, i64 64, i64 %64
  %66 = select i1 %57, i64 0, i64 %65
  %tl_lo0 = trunc i64 %66 to i32
  %67 = sext i32 %T to i64
  %68 = mul i32 %bx, 64
  %69 = sext i32 %68 to i64
  %70 = sub i64 %67, %69
  %71 = icmp slt i64 %70, 0
  %72 = sext i32 %T to i64
  %73 = mul i32 %bx, 64
  %74 = sext i32 %73 to i64
  %75 = sub i64 %72, %74
  %76 = icmp sgt i64 %75, 64
  %77 = sext i32 %T to i64
  %78 = mul i32 %bx, 64
  %79 = sext i32 %78 to i64
  %80 = sub i64 %77, %79
  %81 = select i1 %76, i64 64, i64 %80
  %82 = select i1 %71, i64 0, i64 %81
  %83 = sext i32 %tl_lo0 to i64
  %84 = icmp slt i64 %82, %83
  %85 = sext i32 %tl_lo0 to i64
  %86 = sext i32 %T to i64
  %87 = mul i32 %bx, 64
  %88 = sext i32 %87 to i64
  %89 = sub i64 %86, %88
  %90 = icmp slt i64 %89, 0
  %91 = sext i32 %T to i64
  %92 = mul i32 %bx, 64
  %93 = sext i32 %92 to i64
  %94 = sub i64 %91, %93
  %95 = icmp sgt i64 %94, 64
  %96 = sext i32 %T to i64
  %97 = mul i32 %bx, 64
  %98 = sext i32 %97 to i64
  %99 = sub i64 %96, %98
  %100 = select i1 %95, i64 64, i64 %99
  %101 = select i1 %90, i64 0, i64 %100
  %102 = select i1 %84, i64 %85, i64 %101
  %tl_hi1 = trunc i64 %102 to i32
  br label %for.cond14

for.end12:                                        ; preds = %for.cond10
  br label %if.end

for.cond14:                                       ; preds = %for.body15, %for.body11
  %j17 = phi i32 [ 0, %for.body11 ], [ %109, %for.body15 ]
  %103 = icmp slt i32 %j17, %tl_lo0
  br i1 %103, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %104 = sext i32 %i13 to i64
  %105 = mul nsw i64 %104, 64
  %106 = sext i32 %j17 to i64
  %107 = add nsw i64 %105, %106
  %108 = getelementptr inbounds float, ptr %X_f, i64 %107
  store float 0.000000e+00, ptr %108, align 4
  %109 = add nsw i32 %j17, 1
  br label %for.cond14, !llvm.loop !6

for.end16:                                        ; preds = %for.cond14
  %110 = mul i32 %by, 4
  %111 = sext i32 %110 to i64
  %112 = sext i32 %i13 to i64
  %113 = add i64 %111, %112
  %114 = icmp sle i64 0, %113
  %115 = mul i32 %by, 4
  %116 = sext i32 %115 to i64
  %117 = sext i32 %i13 to i64
  %118 = add i64 %116, %117
  %119 = sext i32 %R to i64
  %120 = icmp slt i64 %118, %119
  %121 = and i1 %114, %120
  br i1 %121, label %if.then18, label %if.else19

if.then18:                                        ; preds = %for.end16
  %122 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond21

if.else19:                                        ; preds = %for.end16
  %123 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond24

if.end20:                                         ; preds = %for.end26, %for.end23
  %124 = sub i32 64, %tl_hi1
  br label %for.cond28

for.cond21:                                       ; preds = %for.body22, %if.then18
  %j1 = phi i32 [ 0, %if.then18 ], [ %144, %for.body22 ]
  %125 = icmp slt i32 %j1, %122
  br i1 %125, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %126 = mul i32 %by, 4
  %127 = add i32 %126, %i13
  %128 = sext i32 %127 to i64
  %129 = sext i32 %T to i64
  %130 = mul nsw i64 %128, %129
  %131 = mul i32 %bx, 64
  %132 = add i32 %tl_lo0, %j1
  %133 = add i32 %131, %132
  %134 = sext i32 %133 to i64
  %135 = add nsw i64 %130, %134
  %136 = getelementptr inbounds float, ptr %X, i64 %135
  %137 = load float, ptr %136, align 4
  %138 = sext i32 %i13 to i64
  %139 = mul nsw i64 %138, 64
  %140 = add i32 %tl_lo0, %j1
  %141 = sext i32 %140 to i64
  %142 = add nsw i64 %139, %141
  %143 = getelementptr inbounds float, ptr %X_f, i64 %142
  store float %137, ptr %143, align 4
  %144 = add nsw i32 %j1, 1
  br label %for.cond21, !llvm.loop !7

for.end23:                                        ; preds = %for.cond21
  br label %if.end20

for.cond24:                                       ; preds = %for.body25, %if.else19
  %j127 = phi i32 [ 0, %if.else19 ], [ %152, %for.body25 ]
  %145 = icmp slt i32 %j127, %123
  br i1 %145, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %146 = sext i32 %i13 to i64
  %147 = mul nsw i64 %146, 64
  %148 = add i32 %tl_lo0, %j127
  %149 = sext i32 %148 to i64
  %150 = add nsw i64 %147, %149
  %151 = getelementptr inbounds float, ptr %X_f, i64 %150
  store float 0.000000e+00, ptr %151, align 4
  %152 = add nsw i32 %j127, 1
  br label %for.cond24, !llvm.loop !8

for.end26:                                        ; preds = %for.cond24
  br label %if.end20

for.cond28:                                       ; preds = %for.body29, %if.end20
  %j131 = phi i32 [ 0, %if.end20 ], [ %160, %for.body29 ]
  %153 = icmp slt i32 %j131, %124
  br i1 %153, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %154 = sext i32 %i13 to i64
  %155 = mul nsw i64 %154, 64
  %156 = add i32 %tl_hi1, %j131
  %157 = sext i32 %156 to i64
  %158 = add nsw i64 %155, %157
  %159 = getelementptr inbounds float, ptr %X_f, i64 %158
  store float 0.000000e+00, ptr %159, align 4
  %160 = add nsw i32 %j131, 1
  br label %for.cond28, !llvm.loop !9

for.end30:                                        ; preds = %for.cond28
  %161 = add nsw i32 %i13, 1
  br label %for.cond10, !llvm.loop !10

for.cond32:                                       ; preds = %for.end38, %if.end
  %i35 = phi i32 [ 0, %if.end ], [ %212, %for.end38 ]
  %162 = icmp slt i32 %i35, 4
  br i1 %162, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  br label %for.cond36

for.end34:                                        ; preds = %for.cond32
  %163 = mul i32 %by, 4
  %164 = icmp sle i32 0, %163
  %165 = mul i32 %by, 4
  %166 = sext i32 %165 to i64
  %167 = add i64 %166, 4
  %168 = sext i32 %R to i64
  %169 = icmp sle i64 %167, %168
  %170 = and i1 %164, %169
  %171 = mul i32 %bx, 64
  %172 = icmp sle i32 0, %171
  %173 = mul i32 %bx, 64
  %174 = sext i32 %173 to i64
  %175 = add i64 %174, 64
  %176 = sext i32 %T to i64
  %177 = icmp sle i64 %175, %176
  %178 = and i1 %172, %177
  %179 = and i1 %170, %178
  br i1 %179, label %if.then39, label %if.else40

for.cond36:                                       ; preds = %for.body37, %for.body33
  %scan = phi i32 [ 0, %for.body33 ], [ %211, %for.body37 ]
  %180 = icmp slt i32 %scan, 64
  br i1 %180, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %181 = icmp eq i32 %scan, 0
  %182 = sext i32 %i35 to i64
  %183 = mul nsw i64 %182, 64
  %184 = sext i32 %scan to i64
  %185 = add nsw i64 %183, %184
  %186 = call i64 @llvm.umin.i64(i64 %185, i64 255)
  %187 = getelementptr inbounds float, ptr %X_f, i64 %186
  %188 = load float, ptr %187, align 4
  %189 = sext i32 %i35 to i64
  %190 = mul nsw i64 %189, 64
  %191 = sub i32 %scan, 1
  %192 = sext i32 %191 to i64
  %193 = add nsw i64 %190, %192
  %194 = call i64 @llvm.umin.i64(i64 %193, i64 255)
  %195 = getelementptr inbounds float, ptr %X_f, i64 %194
  %196 = load float, ptr %195, align 4
  %197 = sext i32 %i35 to i64
  %198 = mul nsw i64 %197, 64
  %199 = sext i32 %scan to i64
  %200 = add nsw i64 %198, %199
  %201 = call i64 @llvm.umin.i64(i64 %200, i64 255)
  %202 = getelementptr inbounds float, ptr %X_f, i64 %201
  %203 = load float, ptr %202, align 4
  %204 = fadd float %196, %203
  %205 = select i1 %181, float %188, float %204
  %206 = sext i32 %i35 to i64
  %207 = mul nsw i64 %206, 64
  %208 = sext i32 %scan to i64
  %209 = add nsw i64 %207, %208
  %210 = getelementptr inbounds float, ptr %X_f, i64 %209
  store float %205, ptr %210, align 4
  %211 = add nsw i32 %scan, 1
  br label %for.cond36, !llvm.loop !11

for.end38:                                        ; preds = %for.cond36
  %212 = add nsw i32 %i35, 1
  br label %for.cond32, !llvm.loop !12

if.then39:                                        ; preds = %for.end34
  br label %for.cond42

if.else40:                                        ; preds = %for.end34
  br label %for.cond53

if.end41:                                         ; preds = %for.end55, %for.end44
  ret void

for.cond42:                                       ; preds = %if.end48, %if.then39
  %i45 = phi i32 [ 0, %if.then39 ], [ %232, %if.end48 ]
  %213 = icmp slt i32 %i45, 4
  br i1 %213, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %214 = sext i32 %R to i64
  %215 = sext i32 %T to i64
  %216 = mul i64 %214, %215
  %217 = icmp sge i64 %216, 8388608
  br i1 %217, label %if.then46, label %if.else47

for.end44:                                        ; preds = %for.cond42
  br label %if.end41

if.then46:                                        ; preds = %for.body43
  %218 = mul i32 %by, 4
  %219 = add i32 %218, %i45
  %220 = sext i32 %219 to i64
  %221 = sext i32 %T to i64
  %222 = mul nsw i64 %220, %221
  %223 = mul i32 %bx, 64
  %224 = add i32 %223, 0
  %225 = sext i32 %224 to i64
  %226 = add nsw i64 %222, %225
  %227 = getelementptr inbounds float, ptr %Y, i64 %226
  %228 = sext i32 %i45 to i64
  %229 = mul nsw i64 %228, 64
  %230 = add nsw i64 %229, 0
  %231 = getelementptr inbounds float, ptr %X_f, i64 %230
  call void @tilec_rt_stream(ptr %227, ptr %231, i64 256)
  br label %if.end48

if.else47:                                        ; preds = %for.body43
  br label %for.cond49

if.end48:                                         ; preds = %for.end51, %if.then46
  %232 = add nsw i32 %i45, 1
  br label %for.cond42, !llvm.loop !13

for.cond49:                                       ; preds = %for.body50, %if.else47
  %j52 = phi i32 [ 0, %if.else47 ], [ %250, %for.body50 ]
  %233 = icmp slt i32 %j52, 64
  br i1 %233, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %234 = sext i32 %i45 to i64
  %235 = mul nsw i64 %234, 64
  %236 = sext i32 %j52 to i64
  %237 = add nsw i64 %235, %236
  %238 = getelementptr inbounds float, ptr %X_f, i64 %237
  %239 = load float, ptr %238, align 4
  %240 = mul i32 %by, 4
  %241 = add i32 %240, %i45
  %242 = sext i32 %241 to i64
  %243 = sext i32 %T to i64
  %244 = mul nsw i64 %242, %243
  %245 = mul i32 %bx, 64
  %246 = add i32 %245, %j52
  %247 = sext i32 %246 to i64
  %248 = add nsw i64 %244, %247
  %249 = getelementptr inbounds float, ptr %Y, i64 %248
  store float %239, ptr %249, align 4
  %250 = add nsw i32 %j52, 1
  br label %for.cond49, !llvm.loop !14

for.end51:                                        ; preds = %for.cond49
  br label %if.end48

for.cond53:                                       ; preds = %if.end59, %if.else40
  %i56 = phi i32 [ 0, %if.else40 ], [ %314, %if.end59 ]
  %251 = icmp slt i32 %i56, 4
  br i1 %251, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %252 = mul i32 %bx, 64
  %253 = sext i32 %252 to i64
  %254 = sub i64 0, %253
  %255 = icmp slt i64 %254, 0
  %256 = mul i32 %bx, 64
  %257 = sext i32 %256 to i64
  %258 = sub i64 0, %257
  %259 = icmp sgt i64 %258, 64
  %260 = mul i32 %bx, 64
  %261 = sext i32 %260 to i64
  %262 = sub i64 0, %261
  %263 = select i1 %259, i64 64, i64 %262
  %264 = select i1 %255, i64 0, i64 %263
  %tl_lo2 = trunc i64 %264 to i32
  %265 = sext i32 %T to i64
  %266 = mul i32 %bx, 64
  %267 = sext i32 %266 to i64
  %268 = sub i64 %265, %267
  %269 = icmp slt i64 %268, 0
  %270 = sext i32 %T to i64
  %271 = mul i32 %bx, 64
  %272 = sext i32 %271 to i64
  %273 = sub i64 %270, %272
  %274 = icmp sgt i64 %273, 64
  %275 = sext i32 %T to i64
  %276 = mul i32 %bx, 64
  %277 = sext i32 %276 to i64
  %278 = sub i64 %275, %277
  %279 = select i1 %274, i64 64, i64 %278
  %280 = select i1 %269, i64 0, i64 %279
  %281 = sext i32 %tl_lo2 to i64
  %282 = icmp slt i64 %280, %281
  %283 = sext i32 %tl_lo2 to i64
  %284 = sext i32 %T to i64
  %285 = mul i32 %bx, 64
  %286 = sext i32 %285 to i64
  %287 = sub i64 %284, %286
  %288 = icmp slt i64 %287, 0
  %289 = sext i32 %T to i64
  %290 = mul i32 %bx, 64
  %291 = sext i32 %290 to i64
  %292 = sub i64 %289, %291
  %293 = icmp sgt i64 %292, 64
  %294 = sext i32 %T to i64
  %295 = mul i32 %bx, 64
  %296 = sext i32 %295 to i64
  %297 = sub i64 %294, %296
  %298 = select i1 %293, i64 64, i64 %297
  %299 = select i1 %288, i64 0, i64 %298
  %300 = select i1 %282, i64 %283, i64 %299
  %tl_hi3 = trunc i64 %300 to i32
  %301 = mul i32 %by, 4
  %302 = sext i32 %301 to i64
  %303 = sext i32 %i56 to i64
  %304 = add i64 %302, %303
  %305 = icmp sle i64 0, %304
  %306 = mul i32 %by, 4
  %307 = sext i32 %306 to i64
  %308 = sext i32 %i56 to i64
  %309 = add i64 %307, %308
  %310 = sext i32 %R to i64
  %311 = icmp slt i64 %309, %310
  %312 = and i1 %305, %311
  br i1 %312, label %if.then57, label %if.else58

for.end55:                                        ; preds = %for.cond53
  br label %if.end41

if.then57:                                        ; preds = %for.body54
  %313 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond60

if.else58:                                        ; preds = %for.body54
  br label %if.end59

if.end59:                                         ; preds = %if.else58, %for.end62
  %314 = add nsw i32 %i56, 1
  br label %for.cond53, !llvm.loop !15

for.cond60:                                       ; preds = %for.body61, %if.then57
  %j2 = phi i32 [ 0, %if.then57 ], [ %334, %for.body61 ]
  %315 = icmp slt i32 %j2, %313
  br i1 %315, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %316 = sext i32 %i56 to i64
  %317 = mul nsw i64 %316, 64
  %318 = add i32 %tl_lo2, %j2
  %319 = sext i32 %318 to i64
  %320 = add nsw i64 %317, %319
  %321 = getelementptr inbounds float, ptr %X_f, i64 %320
  %322 = load float, ptr %321, align 4
  %323 = mul i32 %by, 4
  %324 = add i32 %323, %i56
  %325 = sext i32 %324 to i64
  %326 = sext i32 %T to i64
  %327 = mul nsw i64 %325, %326
  %328 = mul i32 %bx, 64
  %329 = add i32 %tl_lo2, %j2
  %330 = add i32 %328, %329
  %331 = sext i32 %330 to i64
  %332 = add nsw i64 %327, %331
  %333 = getelementptr inbounds float, ptr %Y, i64 %332
  store float %322, ptr %333, align 4
  %334 = add nsw i32 %j2, 1
  br label %for.cond60, !llvm.loop !16

for.end62:                                        ; preds = %for.cond60
  br label %if.end59
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @chunk_cumsum_task(ptr %ctx, i64 %block) #3 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %ctx, i32 0, i32 4
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
  call void @chunk_cumsum_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20, i32 %21)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_chunk_cumsum(ptr %args, ptr %dims, ptr %self) #3 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_chunk_cumsum, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %R = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %a, i32 0, i32 2
  store i32 %R, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %T = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %a, i32 0, i32 3
  store i32 %T, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %a, i32 0, i32 4
  %15 = sext i32 %T to i64
  %16 = sdiv i64 %15, 64
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 64
  %20 = icmp ne i64 %19, 0
  %21 = icmp slt i64 %15, 0
  %22 = icmp eq i1 %21, false
  %23 = and i1 %20, %22
  %24 = zext i1 %23 to i64
  %25 = add i64 %18, %24
  %26 = trunc i64 %25 to i32
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 %27, ptr %28, align 8
  %29 = icmp sgt i64 %27, 0
  %30 = mul i64 1, %27
  %31 = sext i32 %R to i64
  %32 = sdiv i64 %31, 4
  %33 = sub i64 0, %31
  %34 = select i1 false, i64 %33, i64 %32
  %35 = srem i64 %31, 4
  %36 = icmp ne i64 %35, 0
  %37 = icmp slt i64 %31, 0
  %38 = icmp eq i1 %37, false
  %39 = and i1 %36, %38
  %40 = zext i1 %39 to i64
  %41 = add i64 %34, %40
  %42 = trunc i64 %41 to i32
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 %43, ptr %44, align 8
  %45 = icmp sgt i64 %43, 0
  %46 = and i1 %29, %45
  %47 = mul i64 %30, %43
  %48 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %48, align 8
  %49 = and i1 %46, true
  %50 = mul i64 %47, 1
  br i1 %49, label %run, label %empty

run:                                              ; preds = %body
  %51 = call i32 @tilec_rt_run_blocks(i64 %50, i32 %nworkers, ptr @chunk_cumsum_task, ptr %a)
  ret i32 %51

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: noinline nounwind
define internal void @row_cumsum_block(ptr noalias %X, ptr noalias %Y, i32 %R, i32 %T, i32 %by) #0 {
entry:
  %X_f = alloca [256 x float], align 64
  %carry = alloca [4 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i1, 4
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i1 to i64
  %2 = getelementptr inbounds float, ptr %carry, i64 %1
  store float 0.000000e+00, ptr %2, align 4
  %3 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !17

for.end:                                          ; preds = %for.cond
  %4 = sext i32 %T to i64
  %5 = sdiv i64 %4, 64
  %6 = sub i64 0, %4
  %7 = select i1 false, i64 %6, i64 %5
  %8 = srem i64 %4, 64
  %9 = icmp ne i64 %8, 0
  %10 = icmp slt i64 %4, 0
  %11 = icmp eq i1 %10, false
  %12 = and i1 %9, %11
  %13 = zext i1 %12 to i64
  %14 = add i64 %7, %13
  %15 = trunc i64 %14 to i32
  %16 = sext i32 %T to i64
  %17 = sdiv i64 %16, 64
  %18 = sub i64 0, %16
  %19 = select i1 false, i64 %18, i64 %17
  %20 = srem i64 %16, 64
  %21 = icmp ne i64 %20, 0
  %22 = icmp slt i64 %16, 0
  %23 = icmp eq i1 %22, false
  %24 = and i1 %21, %23
  %25 = zext i1 %24 to i64
  %26 = add i64 %19, %25
  %27 = trunc i64 %26 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %if.end51, %for.end
  %c = phi i32 [ 0, %for.end ], [ %266, %if.end51 ]
  %28 = icmp slt i32 %c, %15
  br i1 %28, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %29 = mul i32 %by, 4
  %30 = icmp sle i32 0, %29
  %31 = mul i32 %by, 4
  %32 = sext i32 %31 to i64
  %33 = add i64 %32, 4
  %34 = sext i32 %R to i64
  %35 = icmp sle i64 %33, %34
  %36 = and i1 %30, %35
  %37 = mul i32 %c, 64
  %38 = icmp sle i32 0, %37
  %39 = mul i32 %c, 64
  %40 = sext i32 %39 to i64
  %41 = add i64 %40, 64
  %42 = sext i32 %T to i64
  %43 = icmp sle i64 %41, %42
  %44 = and i1 %38, %43
  %45 = and i1 %36, %44
  br i1 %45, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  ret void

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
  %49 = icmp slt i32 %pf, 4
  br i1 %49, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %50 = mul i32 %by, 4
  %51 = add i32 %50, %i17
  %52 = sext i32 %51 to i64
  %53 = sext i32 %T to i64
  %54 = mul i64 %52, %53
  %55 = add i32 %c, 1
  %56 = mul i32 %55, 64
  %57 = mul i32 %pf, 16
  %58 = add i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = add i64 %54, %59
  %61 = getelementptr float, ptr %X, i64 %60
  call void @llvm.prefetch.p0(ptr %61, i32 0, i32 3, i32 1)
  %62 = add nsw i32 %pf, 1
  br label %for.cond11, !llvm.loop !18

for.end13:                                        ; preds = %for.cond11
  br label %if.end10

for.cond14:                                       ; preds = %for.body15, %if.end10
  %j1 = phi i32 [ 0, %if.end10 ], [ %80, %for.body15 ]
  %63 = icmp slt i32 %j1, 64
  br i1 %63, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %64 = mul i32 %by, 4
  %65 = add i32 %64, %i17
  %66 = sext i32 %65 to i64
  %67 = sext i32 %T to i64
  %68 = mul nsw i64 %66, %67
  %69 = mul i32 %c, 64
  %70 = add i32 %69, %j1
  %71 = sext i32 %70 to i64
  %72 = add nsw i64 %68, %71
  %73 = getelementptr inbounds float, ptr %X, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = sext i32 %i17 to i64
  %76 = mul nsw i64 %75, 64
  %77 = sext i32 %j1 to i64
  %78 = add nsw i64 %76, %77
  %79 = getelementptr inbounds float, ptr %X_f, i64 %78
  store float %74, ptr %79, align 4
  %80 = add nsw i32 %j1, 1
  br label %for.cond14, !llvm.loop !19

for.end16:                                        ; preds = %for.cond14
  %81 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !20

for.cond17:                                       ; preds = %for.end37, %if.else
  %i120 = phi i32 [ 0, %if.else ], [ %190, %for.end37 ]
  %82 = icmp slt i32 %i120, 4
  br i1 %82, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %83 = mul i32 %c, 64
  %84 = sext i32 %83 to i64
  %85 = sub i64 0, %84
  %86 = icmp slt i64 %85, 0
  %87 = mul i32 %c, 64
  %88 = sext i32 %87 to i64
  %89 = sub i64 0, %88
  %90 = icmp sgt i64 %89, 64
  %91 = mul i32 %c, 64
  %92 = sext i32 %91 to i64
  %93 = sub i64 0, %92
  %94 = select i1 %90, i64 64, i64 %93
  %95 = select i1 %86, i64 0, i64 %94
  %tl_lo0 = trunc i64 %95 to i32
  %96 = sext i32 %T to i64
  %97 = mul i32 %c, 64
  %98 = sext i32 %97 to i64
  %99 = sub i64 %96, %98
  %100 = icmp slt i64 %99, 0
  %101 = sext i32 %T to i64
  %102 = mul i32 %c, 64
  %103 = sext i32 %102 to i64
  %104 = sub i64 %101, %103
  %105 = icmp sgt i64 %104, 64
  %106 = sext i32 %T to i64
  %107 = mul i32 %c, 64
  %108 = sext i32 %107 to i64
  %109 = sub i64 %106, %108
  %110 = select i1 %105, i64 64, i64 %109
  %111 = select i1 %100, i64 0, i64 %110
  %112 = sext i32 %tl_lo0 to i64
  %113 = icmp slt i64 %111, %112
  %114 = sext i32 %tl_lo0 to i64
  %115 = sext i32 %T to i64
  %116 = mul i32 %c, 64
  %117 = sext i32 %116 to i64
  %118 = sub i64 %115, %117
  %119 = icmp slt i64 %118, 0
  %120 = sext i32 %T to i64
  %121 = mul i32 %c, 64
  %122 = sext i32 %121 to i64
  %123 = sub i64 %120, %122
  %124 = icmp sgt i64 %123, 64
  %125 = sext i32 %T to i64
  %126 = mul i32 %c, 64
  %127 = sext i32 %126 to i64
  %128 = sub i64 %125, %127
  %129 = select i1 %124, i64 64, i64 %128
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
  %134 = mul nsw i64 %133, 64
  %135 = sext i32 %j124 to i64
  %136 = add nsw i64 %134, %135
  %137 = getelementptr inbounds float, ptr %X_f, i64 %136
  store float 0.000000e+00, ptr %137, align 4
  %138 = add nsw i32 %j124, 1
  br label %for.cond21, !llvm.loop !21

for.end23:                                        ; preds = %for.cond21
  %139 = mul i32 %by, 4
  %140 = sext i32 %139 to i64
  %141 = sext i32 %i120 to i64
  %142 = add i64 %140, %141
  %143 = icmp sle i64 0, %142
  %144 = mul i32 %by, 4
  %145 = sext i32 %144 to i64
  %146 = sext i32 %i120 to i64
  %147 = add i64 %145, %146
  %148 = sext i32 %R to i64
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
  %153 = sub i32 64, %tl_hi1
  br label %for.cond35

for.cond28:                                       ; preds = %for.body29, %if.then25
  %j11 = phi i32 [ 0, %if.then25 ], [ %173, %for.body29 ]
  %154 = icmp slt i32 %j11, %151
  br i1 %154, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %155 = mul i32 %by, 4
  %156 = add i32 %155, %i120
  %157 = sext i32 %156 to i64
  %158 = sext i32 %T to i64
  %159 = mul nsw i64 %157, %158
  %160 = mul i32 %c, 64
  %161 = add i32 %tl_lo0, %j11
  %162 = add i32 %160, %161
  %163 = sext i32 %162 to i64
  %164 = add nsw i64 %159, %163
  %165 = getelementptr inbounds float, ptr %X, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = sext i32 %i120 to i64
  %168 = mul nsw i64 %167, 64
  %169 = add i32 %tl_lo0, %j11
  %170 = sext i32 %169 to i64
  %171 = add nsw i64 %168, %170
  %172 = getelementptr inbounds float, ptr %X_f, i64 %171
  store float %166, ptr %172, align 4
  %173 = add nsw i32 %j11, 1
  br label %for.cond28, !llvm.loop !22

for.end30:                                        ; preds = %for.cond28
  br label %if.end27

for.cond31:                                       ; preds = %for.body32, %if.else26
  %j1134 = phi i32 [ 0, %if.else26 ], [ %181, %for.body32 ]
  %174 = icmp slt i32 %j1134, %152
  br i1 %174, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %175 = sext i32 %i120 to i64
  %176 = mul nsw i64 %175, 64
  %177 = add i32 %tl_lo0, %j1134
  %178 = sext i32 %177 to i64
  %179 = add nsw i64 %176, %178
  %180 = getelementptr inbounds float, ptr %X_f, i64 %179
  store float 0.000000e+00, ptr %180, align 4
  %181 = add nsw i32 %j1134, 1
  br label %for.cond31, !llvm.loop !23

for.end33:                                        ; preds = %for.cond31
  br label %if.end27

for.cond35:                                       ; preds = %for.body36, %if.end27
  %j1138 = phi i32 [ 0, %if.end27 ], [ %189, %for.body36 ]
  %182 = icmp slt i32 %j1138, %153
  br i1 %182, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %183 = sext i32 %i120 to i64
  %184 = mul nsw i64 %183, 64
  %185 = add i32 %tl_hi1, %j1138
  %186 = sext i32 %185 to i64
  %187 = add nsw i64 %184, %186
  %188 = getelementptr inbounds float, ptr %X_f, i64 %187
  store float 0.000000e+00, ptr %188, align 4
  %189 = add nsw i32 %j1138, 1
  br label %for.cond35, !llvm.loop !24

for.end37:                                        ; preds = %for.cond35
  %190 = add nsw i32 %i120, 1
  br label %for.cond17, !llvm.loop !25

for.cond39:                                       ; preds = %for.end48, %if.end
  %i142 = phi i32 [ 0, %if.end ], [ %265, %for.end48 ]
  %191 = icmp slt i32 %i142, 4
  br i1 %191, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  br label %for.cond43

for.end41:                                        ; preds = %for.cond39
  %192 = mul i32 %by, 4
  %193 = icmp sle i32 0, %192
  %194 = mul i32 %by, 4
  %195 = sext i32 %194 to i64
  %196 = add i64 %195, 4
  %197 = sext i32 %R to i64
  %198 = icmp sle i64 %196, %197
  %199 = and i1 %193, %198
  %200 = mul i32 %c, 64
  %201 = icmp sle i32 0, %200
  %202 = mul i32 %c, 64
  %203 = sext i32 %202 to i64
  %204 = add i64 %203, 64
  %205 = sext i32 %T to i64
  %206 = icmp sle i64 %204, %205
  %207 = and i1 %201, %206
  %208 = and i1 %199, %207
  br i1 %208, label %if.then49, label %if.else50

for.cond43:                                       ; preds = %for.body44, %for.body40
  %scan = phi i32 [ 0, %for.body40 ], [ %240, %for.body44 ]
  %209 = icmp slt i32 %scan, 64
  br i1 %209, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %210 = icmp eq i32 %scan, 0
  %211 = sext i32 %i142 to i64
  %212 = mul nsw i64 %211, 64
  %213 = sext i32 %scan to i64
  %214 = add nsw i64 %212, %213
  %215 = call i64 @llvm.umin.i64(i64 %214, i64 255)
  %216 = getelementptr inbounds float, ptr %X_f, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = sext i32 %i142 to i64
  %219 = mul nsw i64 %218, 64
  %220 = sub i32 %scan, 1
  %221 = sext i32 %220 to i64
  %222 = add nsw i64 %219, %221
  %223 = call i64 @llvm.umin.i64(i64 %222, i64 255)
  %224 = getelementptr inbounds float, ptr %X_f, i64 %223
  %225 = load float, ptr %224, align 4
  %226 = sext i32 %i142 to i64
  %227 = mul nsw i64 %226, 64
  %228 = sext i32 %scan to i64
  %229 = add nsw i64 %227, %228
  %230 = call i64 @llvm.umin.i64(i64 %229, i64 255)
  %231 = getelementptr inbounds float, ptr %X_f, i64 %230
  %232 = load float, ptr %231, align 4
  %233 = fadd float %225, %232
  %234 = select i1 %210, float %217, float %233
  %235 = sext i32 %i142 to i64
  %236 = mul nsw i64 %235, 64
  %237 = sext i32 %scan to i64
  %238 = add nsw i64 %236, %237
  %239 = getelementptr inbounds float, ptr %X_f, i64 %238
  store float %234, ptr %239, align 4
  %240 = add nsw i32 %scan, 1
  br label %for.cond43, !llvm.loop !26

for.end45:                                        ; preds = %for.cond43
  br label %for.cond46

for.cond46:                                       ; preds = %for.body47, %for.end45
  %j = phi i32 [ 0, %for.end45 ], [ %257, %for.body47 ]
  %241 = icmp slt i32 %j, 64
  br i1 %241, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %242 = sext i32 %i142 to i64
  %243 = mul nsw i64 %242, 64
  %244 = sext i32 %j to i64
  %245 = add nsw i64 %243, %244
  %246 = getelementptr inbounds float, ptr %X_f, i64 %245
  %247 = load float, ptr %246, align 4
  %248 = sext i32 %i142 to i64
  %249 = getelementptr inbounds float, ptr %carry, i64 %248
  %250 = load float, ptr %249, align 4
  %251 = fadd float %247, %250
  %252 = sext i32 %i142 to i64
  %253 = mul nsw i64 %252, 64
  %254 = sext i32 %j to i64
  %255 = add nsw i64 %253, %254
  %256 = getelementptr inbounds float, ptr %X_f, i64 %255
  store float %251, ptr %256, align 4
  %257 = add nsw i32 %j, 1
  br label %for.cond46, !llvm.loop !27

for.end48:                                        ; preds = %for.cond46
  %258 = sext i32 %i142 to i64
  %259 = mul nsw i64 %258, 64
  %260 = add nsw i64 %259, 63
  %261 = getelementptr inbounds float, ptr %X_f, i64 %260
  %262 = load float, ptr %261, align 4
  %263 = sext i32 %i142 to i64
  %264 = getelementptr inbounds float, ptr %carry, i64 %263
  store float %262, ptr %264, align 4
  %265 = add nsw i32 %i142, 1
  br label %for.cond39, !llvm.loop !28

if.then49:                                        ; preds = %for.end41
  br label %for.cond52

if.else50:                                        ; preds = %for.end41
  br label %for.cond63

if.end51:                                         ; preds = %for.end65, %for.end54
  %266 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !29

for.cond52:                                       ; preds = %if.end58, %if.then49
  %i155 = phi i32 [ 0, %if.then49 ], [ %286, %if.end58 ]
  %267 = icmp slt i32 %i155, 4
  br i1 %267, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %268 = sext i32 %R to i64
  %269 = sext i32 %T to i64
  %270 = mul i64 %268, %269
  %271 = icmp sge i64 %270, 8388608
  br i1 %271, label %if.then56, label %if.else57

for.end54:                                        ; preds = %for.cond52
  br label %if.end51

if.then56:                                        ; preds = %for.body53
  %272 = mul i32 %by, 4
  %273 = add i32 %272, %i155
  %274 = sext i32 %273 to i64
  %275 = sext i32 %T to i64
  %276 = mul nsw i64 %274, %275
  %277 = mul i32 %c, 64
  %278 = add i32 %277, 0
  %279 = sext i32 %278 to i64
  %280 = add nsw i64 %276, %279
  %281 = getelementptr inbounds float, ptr %Y, i64 %280
  %282 = sext i32 %i155 to i64
  %283 = mul nsw i64 %282, 64
  %284 = add nsw i64 %283, 0
  %285 = getelementptr inbounds float, ptr %X_f, i64 %284
  call void @tilec_rt_stream(ptr %281, ptr %285, i64 256)
  br label %if.end58

if.else57:                                        ; preds = %for.body53
  br label %for.cond59

if.end58:                                         ; preds = %for.end61, %if.then56
  %286 = add nsw i32 %i155, 1
  br label %for.cond52, !llvm.loop !30

for.cond59:                                       ; preds = %for.body60, %if.else57
  %j162 = phi i32 [ 0, %if.else57 ], [ %304, %for.body60 ]
  %287 = icmp slt i32 %j162, 64
  br i1 %287, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %288 = sext i32 %i155 to i64
  %289 = mul nsw i64 %288, 64
  %290 = sext i32 %j162 to i64
  %291 = add nsw i64 %289, %290
  %292 = getelementptr inbounds float, ptr %X_f, i64 %291
  %293 = load float, ptr %292, align 4
  %294 = mul i32 %by, 4
  %295 = add i32 %294, %i155
  %296 = sext i32 %295 to i64
  %297 = sext i32 %T to i64
  %298 = mul nsw i64 %296, %297
  %299 = mul i32 %c, 64
  %300 = add i32 %299, %j162
  %301 = sext i32 %300 to i64
  %302 = add nsw i64 %298, %301
  %303 = getelementptr inbounds float, ptr %Y, i64 %302
  store float %293, ptr %303, align 4
  %304 = add nsw i32 %j162, 1
  br label %for.cond59, !llvm.loop !31

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond63:                                       ; preds = %if.end69, %if.else50
  %i166 = phi i32 [ 0, %if.else50 ], [ %368, %if.end69 ]
  %305 = icmp slt i32 %i166, 4
  br i1 %305, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %306 = mul i32 %c, 64
  %307 = sext i32 %306 to i64
  %308 = sub i64 0, %307
  %309 = icmp slt i64 %308, 0
  %310 = mul i32 %c, 64
  %311 = sext i32 %310 to i64
  %312 = sub i64 0, %311
  %313 = icmp sgt i64 %312, 64
  %314 = mul i32 %c, 64
  %315 = sext i32 %314 to i64
  %316 = sub i64 0, %315
  %317 = select i1 %313, i64 64, i64 %316
  %318 = select i1 %309, i64 0, i64 %317
  %tl_lo2 = trunc i64 %318 to i32
  %319 = sext i32 %T to i64
  %320 = mul i32 %c, 64
  %321 = sext i32 %320 to i64
  %322 = sub i64 %319, %321
  %323 = icmp slt i64 %322, 0
  %324 = sext i32 %T to i64
  %325 = mul i32 %c, 64
  %326 = sext i32 %325 to i64
  %327 = sub i64 %324, %326
  %328 = icmp sgt i64 %327, 64
  %329 = sext i32 %T to i64
  %330 = mul i32 %c, 64
  %331 = sext i32 %330 to i64
  %332 = sub i64 %329, %331
  %333 = select i1 %328, i64 64, i64 %332
  %334 = select i1 %323, i64 0, i64 %333
  %335 = sext i32 %tl_lo2 to i64
  %336 = icmp slt i64 %334, %335
  %337 = sext i32 %tl_lo2 to i64
  %338 = sext i32 %T to i64
  %339 = mul i32 %c, 64
  %340 = sext i32 %339 to i64
  %341 = sub i64 %338, %340
  %342 = icmp slt i64 %341, 0
  %343 = sext i32 %T to i64
  %344 = mul i32 %c, 64
  %345 = sext i32 %344 to i64
  %346 = sub i64 %343, %345
  %347 = icmp sgt i64 %346, 64
  %348 = sext i32 %T to i64
  %349 = mul i32 %c, 64
  %350 = sext i32 %349 to i64
  %351 = sub i64 %348, %350
  %352 = select i1 %347, i64 64, i64 %351
  %353 = select i1 %342, i64 0, i64 %352
  %354 = select i1 %336, i64 %337, i64 %353
  %tl_hi3 = trunc i64 %354 to i32
  %355 = mul i32 %by, 4
  %356 = sext i32 %355 to i64
  %357 = sext i32 %i166 to i64
  %358 = add i64 %356, %357
  %359 = icmp sle i64 0, %358
  %360 = mul i32 %by, 4
  %361 = sext i32 %360 to i64
  %362 = sext i32 %i166 to i64
  %363 = add i64 %361, %362
  %364 = sext i32 %R to i64
  %365 = icmp slt i64 %363, %364
  %366 = and i1 %359, %365
  br i1 %366, label %if.then67, label %if.else68

for.end65:                                        ; preds = %for.cond63
  br label %if.end51

if.then67:                                        ; preds = %for.body64
  %367 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond70

if.else68:                                        ; preds = %for.body64
  br label %if.end69

if.end69:                                         ; preds = %if.else68, %for.end72
  %368 = add nsw i32 %i166, 1
  br label %for.cond63, !llvm.loop !32

for.cond70:                                       ; preds = %for.body71, %if.then67
  %j12 = phi i32 [ 0, %if.then67 ], [ %388, %for.body71 ]
  %369 = icmp slt i32 %j12, %367
  br i1 %369, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %370 = sext i32 %i166 to i64
  %371 = mul nsw i64 %370, 64
  %372 = add i32 %tl_lo2, %j12
  %373 = sext i32 %372 to i64
  %374 = add nsw i64 %371, %373
  %375 = getelementptr inbounds float, ptr %X_f, i64 %374
  %376 = load float, ptr %375, align 4
  %377 = mul i32 %by, 4
  %378 = add i32 %377, %i166
  %379 = sext i32 %378 to i64
  %380 = sext i32 %T to i64
  %381 = mul nsw i64 %379, %380
  %382 = mul i32 %c, 64
  %383 = add i32 %tl_lo2, %j12
  %384 = add i32 %382, %383
  %385 = sext i32 %384 to i64
  %386 = add nsw i64 %381, %385
  %387 = getelementptr inbounds float, ptr %Y, i64 %386
  store float %376, ptr %387, align 4
  %388 = add nsw i32 %j12, 1
  br label %for.cond70, !llvm.loop !33

for.end72:                                        ; preds = %for.cond70
  br label %if.end69
}

; Function Attrs: nounwind
define internal void @row_cumsum_task(ptr %ctx, i64 %block) #3 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_cumsum, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_cumsum, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_cumsum, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_cumsum, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_cumsum, ptr %ctx, i32 0, i32 4
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
  call void @row_cumsum_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_cumsum(ptr %args, ptr %dims, ptr %self) #3 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_cumsum, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_cumsum, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_cumsum, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %R = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_cumsum, ptr %a, i32 0, i32 2
  store i32 %R, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %T = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_cumsum, ptr %a, i32 0, i32 3
  store i32 %T, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_cumsum, ptr %a, i32 0, i32 4
  %15 = sext i32 %R to i64
  %16 = sdiv i64 %15, 4
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 4
  %20 = icmp ne i64 %19, 0
  %21 = icmp slt i64 %15, 0
  %22 = icmp eq i1 %21, false
  %23 = and i1 %20, %22
  %24 = zext i1 %23 to i64
  %25 = add i64 %18, %24
  %26 = trunc i64 %25 to i32
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 %27, ptr %28, align 8
  %29 = icmp sgt i64 %27, 0
  %30 = mul i64 1, %27
  %31 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 1, ptr %31, align 8
  %32 = and i1 %29, true
  %33 = mul i64 %30, 1
  %34 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  br i1 %35, label %run, label %empty

run:                                              ; preds = %body
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_cumsum_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { noinline nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1, !3}
!3 = !{!"llvm.loop.vectorize.enable", i1 true}
!4 = distinct !{!4, !1, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = distinct !{!6, !1, !3}
!7 = distinct !{!7, !1, !3}
!8 = distinct !{!8, !1, !3}
!9 = distinct !{!9, !1, !3}
!10 = distinct !{!10, !1, !5}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !5}
!14 = distinct !{!14, !1, !3}
!15 = distinct !{!15, !1, !5}
!16 = distinct !{!16, !1, !3}
!17 = distinct !{!17, !1, !3}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !3}
!20 = distinct !{!20, !1, !5}
!21 = distinct !{!21, !1, !3}
!22 = distinct !{!22, !1, !3}
!23 = distinct !{!23, !1, !3}
!24 = distinct !{!24, !1, !3}
!25 = distinct !{!25, !1, !5}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !3}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !5}
!31 = distinct !{!31, !1, !3}
!32 = distinct !{!32, !1, !5}
!33 = distinct !{!33, !1, !3}
