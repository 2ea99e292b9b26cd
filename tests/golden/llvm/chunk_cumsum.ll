; ModuleID = 'chunk_cumsum.tile'
source_filename = "chunk_cumsum.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_chunk_cumsum = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_cumsum = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
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
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond26

for.cond:                                         ; preds = %for.end3, %if.then
  %i = phi i32 [ 0, %if.then ], [ %36, %for.end3 ]
  %17 = icmp slt i32 %i, 4
  br i1 %17, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %35, %for.body2 ]
  %18 = icmp slt i32 %j, 64
  br i1 %18, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %19 = mul i32 %by, 4
  %20 = add i32 %19, %i
  %21 = sext i32 %20 to i64
  %22 = sext i32 %T to i64
  %23 = mul nsw i64 %21, %22
  %24 = mul i32 %bx, 64
  %25 = add i32 %24, %j
  %26 = sext i32 %25 to i64
  %27 = add nsw i64 %23, %26
  %28 = getelementptr inbounds float, ptr %X, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = sext i32 %i to i64
  %31 = mul nsw i64 %30, 64
  %32 = sext i32 %j to i64
  %33 = add nsw i64 %31, %32
  %34 = getelementptr inbounds float, ptr %X_f, i64 %33
  store float %29, ptr %34, align 4
  %35 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %36 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end24, %if.else
  %i7 = phi i32 [ 0, %if.else ], [ %145, %for.end24 ]
  %37 = icmp slt i32 %i7, 4
  br i1 %37, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %38 = mul i32 %bx, 64
  %39 = sext i32 %38 to i64
  %40 = sub i64 0, %39
  %41 = icmp slt i64 %40, 0
  %42 = mul i32 %bx, 64
  %43 = sext i32 %42 to i64
  %44 = sub i64 0, %43
  %45 = icmp sgt i64 %44, 64
  %46 = mul i32 %bx, 64
  %47 = sext i32 %46 to i64
  %48 = sub i64 0, %47
  %49 = select i1 %45, i64 64, i64 %48
  %50 = select i1 %41, i64 0, i64 %49
  %tl_lo0 = trunc i64 %50 to i32
  %51 = sext i32 %T to i64
  %52 = mul i32 %bx, 64
  %53 = sext i32 %52 to i64
  %54 = sub i64 %51, %53
  %55 = icmp slt i64 %54, 0
  %56 = sext i32 %T to i64
  %57 = mul i32 %bx, 64
  %58 = sext i32 %57 to i64
  %59 = sub i64 %56, %58
  %60 = icmp sgt i64 %59, 64
  %61 = sext i32 %T to i64
  %62 = mul i32 %bx, 64
  %63 = sext i32 %62 to i64
  %64 = sub i64 %61, %63
  %65 = select i1 %60, i64 64, i64 %64
  %66 = select i1 %55, i64 0, i64 %65
  %67 = sext i32 %tl_lo0 to i64
  %68 = icmp slt i64 %66, %67
  %69 = sext i32 %tl_lo0 to i64
  %70 = sext i32 %T to i64
  %71 = mul i32 %bx, 64
  %72 = sext i32 %71 to i64
  %73 = sub i64 %70, %72
  %74 = icmp slt i64 %73, 0
  %75 = sext i32 %T to i64
  %76 = mul i32 %bx, 64
  %77 = sext i32 %76 to i64
  %78 = sub i64 %75, %77
  %79 = icmp sgt i64 %78, 64
  %80 = sext i32 %T to i64
  %81 = mul i32 %bx, 64
  %82 = sext i32 %81 to i64
  %83 = sub i64 %80, %82
  %84 = select i1 %79, i64 64, i64 %83
  %85 = select i1 %74, i64 0, i64 %84
  %86 = select i1 %68, i64 %69, i64 %85
  %tl_hi1 = trunc i64 %86 to i32
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j11 = phi i32 [ 0, %for.body5 ], [ %93, %for.body9 ]
  %87 = icmp slt i32 %j11, %tl_lo0
  br i1 %87, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %88 = sext i32 %i7 to i64
  %89 = mul nsw i64 %88, 64
  %90 = sext i32 %j11 to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds float, ptr %X_f, i64 %91
  store float 0.000000e+00, ptr %92, align 4
  %93 = add nsw i32 %j11, 1
  br label %for.cond8, !llvm.loop !4

for.end10:                                        ; preds = %for.cond8
  %94 = mul i32 %by, 4
  %95 = sext i32 %94 to i64
  %96 = sext i32 %i7 to i64
  %97 = add i64 %95, %96
  %98 = icmp sle i64 0, %97
  %99 = mul i32 %by, 4
  %100 = sext i32 %99 to i64
  %101 = sext i32 %i7 to i64
  %102 = add i64 %100, %101
  %103 = sext i32 %R to i64
  %104 = icmp slt i64 %102, %103
  %105 = and i1 %98, %104
  br i1 %105, label %if.then12, label %if.else13

if.then12:                                        ; preds = %for.end10
  %106 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond15

if.else13:                                        ; preds = %for.end10
  %107 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond18

if.end14:                                         ; preds = %for.end20, %for.end17
  %108 = sub i32 64, %tl_hi1
  br label %for.cond22

for.cond15:                                       ; preds = %for.body16, %if.then12
  %j1 = phi i32 [ 0, %if.then12 ], [ %128, %for.body16 ]
  %109 = icmp slt i32 %j1, %106
  br i1 %109, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %110 = mul i32 %by, 4
  %111 = add i32 %110, %i7
  %112 = sext i32 %111 to i64
  %113 = sext i32 %T to i64
  %114 = mul nsw i64 %112, %113
  %115 = mul i32 %bx, 64
  %116 = add i32 %tl_lo0, %j1
  %117 = add i32 %115, %116
  %118 = sext i32 %117 to i64
  %119 = add nsw i64 %114, %118
  %120 = getelementptr inbounds float, ptr %X, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = sext i32 %i7 to i64
  %123 = mul nsw i64 %122, 64
  %124 = add i32 %tl_lo0, %j1
  %125 = sext i32 %124 to i64
  %126 = add nsw i64 %123, %125
  %127 = getelementptr inbounds float, ptr %X_f, i64 %126
  store float %121, ptr %127, align 4
  %128 = add nsw i32 %j1, 1
  br label %for.cond15, !llvm.loop !5

for.end17:                                        ; preds = %for.cond15
  br label %if.end14

for.cond18:                                       ; preds = %for.body19, %if.else13
  %j121 = phi i32 [ 0, %if.else13 ], [ %136, %for.body19 ]
  %129 = icmp slt i32 %j121, %107
  br i1 %129, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %130 = sext i32 %i7 to i64
  %131 = mul nsw i64 %130, 64
  %132 = add i32 %tl_lo0, %j121
  %133 = sext i32 %132 to i64
  %134 = add nsw i64 %131, %133
  %135 = getelementptr inbounds float, ptr %X_f, i64 %134
  store float 0.000000e+00, ptr %135, align 4
  %136 = add nsw i32 %j121, 1
  br label %for.cond18, !llvm.loop !6

for.end20:                                        ; preds = %for.cond18
  br label %if.end14

for.cond22:                                       ; preds = %for.body23, %if.end14
  %j125 = phi i32 [ 0, %if.end14 ], [ %144, %for.body23 ]
  %137 = icmp slt i32 %j125, %108
  br i1 %137, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %138 = sext i32 %i7 to i64
  %139 = mul nsw i64 %138, 64
  %140 = add i32 %tl_hi1, %j125
  %141 = sext i32 %140 to i64
  %142 = add nsw i64 %139, %141
  %143 = getelementptr inbounds float, ptr %X_f, i64 %142
  store float 0.000000e+00, ptr %143, align 4
  %144 = add nsw i32 %j125, 1
  br label %for.cond22, !llvm.loop !7

for.end24:                                        ; preds = %for.cond22
  %145 = add nsw i32 %i7, 1
  br label %for.cond4, !llvm.loop !8

for.cond26:                                       ; preds = %for.end32, %if.end
  %i29 = phi i32 [ 0, %if.end ], [ %196, %for.end32 ]
  %146 = icmp slt i32 %i29, 4
  br i1 %146, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  %147 = mul i32 %by, 4
  %148 = icmp sle i32 0, %147
  %149 = mul i32 %by, 4
  %150 = sext i32 %149 to i64
  %151 = add i64 %150, 4
  %152 = sext i32 %R to i64
  %153 = icmp sle i64 %151, %152
  %154 = and i1 %148, %153
  %155 = mul i32 %bx, 64
  %156 = icmp sle i32 0, %155
  %157 = mul i32 %bx, 64
  %158 = sext i32 %157 to i64
  %159 = add i64 %158, 64
  %160 = sext i32 %T to i64
  %161 = icmp sle i64 %159, %160
  %162 = and i1 %156, %161
  %163 = and i1 %154, %162
  br i1 %163, label %if.then33, label %if.else34

for.cond30:                                       ; preds = %for.body31, %for.body27
  %scan = phi i32 [ 0, %for.body27 ], [ %195, %for.body31 ]
  %164 = icmp slt i32 %scan, 64
  br i1 %164, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %165 = icmp eq i32 %scan, 0
  %166 = sext i32 %i29 to i64
  %167 = mul nsw i64 %166, 64
  %168 = sext i32 %scan to i64
  %169 = add nsw i64 %167, %168
  %170 = call i64 @llvm.umin.i64(i64 %169, i64 255)
  %171 = getelementptr inbounds float, ptr %X_f, i64 %170
  %172 = load float, ptr %171, align 4
  %173 = sext i32 %i29 to i64
  %174 = mul nsw i64 %173, 64
  %175 = sub i32 %scan, 1
  %176 = sext i32 %175 to i64
  %177 = add nsw i64 %174, %176
  %178 = call i64 @llvm.umin.i64(i64 %177, i64 255)
  %179 = getelementptr inbounds float, ptr %X_f, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = sext i32 %i29 to i64
  %182 = mul nsw i64 %181, 64
  %183 = sext i32 %scan to i64
  %184 = add nsw i64 %182, %183
  %185 = call i64 @llvm.umin.i64(i64 %184, i64 255)
  %186 = getelementptr inbounds float, ptr %X_f, i64 %185
  %187 = load float, ptr %186, align 4
  %188 = fadd float %180, %187
  %189 = select i1 %165, float %172, float %188
  %190 = sext i32 %i29 to i64
  %191 = mul nsw i64 %190, 64
  %192 = sext i32 %scan to i64
  %193 = add nsw i64 %191, %192
  %194 = getelementptr inbounds float, ptr %X_f, i64 %193
  store float %189, ptr %194, align 4
  %195 = add nsw i32 %scan, 1
  br label %for.cond30, !llvm.loop !9

for.end32:                                        ; preds = %for.cond30
  %196 = add nsw i32 %i29, 1
  br label %for.cond26, !llvm.loop !10

if.then33:                                        ; preds = %for.end28
  br label %for.cond36

if.else34:                                        ; preds = %for.end28
  br label %for.cond47

if.end35:                                         ; preds = %for.end49, %for.end38
  ret void

for.cond36:                                       ; preds = %if.end42, %if.then33
  %i39 = phi i32 [ 0, %if.then33 ], [ %216, %if.end42 ]
  %197 = icmp slt i32 %i39, 4
  br i1 %197, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %198 = sext i32 %R to i64
  %199 = sext i32 %T to i64
  %200 = mul i64 %198, %199
  %201 = icmp sge i64 %200, 8388608
  br i1 %201, label %if.then40, label %if.else41

for.end38:                                        ; preds = %for.cond36
  br label %if.end35

if.then40:                                        ; preds = %for.body37
  %202 = mul i32 %by, 4
  %203 = add i32 %202, %i39
  %204 = sext i32 %203 to i64
  %205 = sext i32 %T to i64
  %206 = mul nsw i64 %204, %205
  %207 = mul i32 %bx, 64
  %208 = add i32 %207, 0
  %209 = sext i32 %208 to i64
  %210 = add nsw i64 %206, %209
  %211 = getelementptr inbounds float, ptr %Y, i64 %210
  %212 = sext i32 %i39 to i64
  %213 = mul nsw i64 %212, 64
  %214 = add nsw i64 %213, 0
  %215 = getelementptr inbounds float, ptr %X_f, i64 %214
  call void @tilec_rt_stream(ptr %211, ptr %215, i64 256)
  br label %if.end42

if.else41:                                        ; preds = %for.body37
  br label %for.cond43

if.end42:                                         ; preds = %for.end45, %if.then40
  %216 = add nsw i32 %i39, 1
  br label %for.cond36, !llvm.loop !11

for.cond43:                                       ; preds = %for.body44, %if.else41
  %j46 = phi i32 [ 0, %if.else41 ], [ %234, %for.body44 ]
  %217 = icmp slt i32 %j46, 64
  br i1 %217, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %218 = sext i32 %i39 to i64
  %219 = mul nsw i64 %218, 64
  %220 = sext i32 %j46 to i64
  %221 = add nsw i64 %219, %220
  %222 = getelementptr inbounds float, ptr %X_f, i64 %221
  %223 = load float, ptr %222, align 4
  %224 = mul i32 %by, 4
  %225 = add i32 %224, %i39
  %226 = sext i32 %225 to i64
  %227 = sext i32 %T to i64
  %228 = mul nsw i64 %226, %227
  %229 = mul i32 %bx, 64
  %230 = add i32 %229, %j46
  %231 = sext i32 %230 to i64
  %232 = add nsw i64 %228, %231
  %233 = getelementptr inbounds float, ptr %Y, i64 %232
  store float %223, ptr %233, align 4
  %234 = add nsw i32 %j46, 1
  br label %for.cond43, !llvm.loop !12

for.end45:                                        ; preds = %for.cond43
  br label %if.end42

for.cond47:                                       ; preds = %if.end53, %if.else34
  %i50 = phi i32 [ 0, %if.else34 ], [ %298, %if.end53 ]
  %235 = icmp slt i32 %i50, 4
  br i1 %235, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  %236 = mul i32 %bx, 64
  %237 = sext i32 %236 to i64
  %238 = sub i64 0, %237
  %239 = icmp slt i64 %238, 0
  %240 = mul i32 %bx, 64
  %241 = sext i32 %240 to i64
  %242 = sub i64 0, %241
  %243 = icmp sgt i64 %242, 64
  %244 = mul i32 %bx, 64
  %245 = sext i32 %244 to i64
  %246 = sub i64 0, %245
  %247 = select i1 %243, i64 64, i64 %246
  %248 = select i1 %239, i64 0, i64 %247
  %tl_lo2 = trunc i64 %248 to i32
  %249 = sext i32 %T to i64
  %250 = mul i32 %bx, 64
  %251 = sext i32 %250 to i64
  %252 = sub i64 %249, %251
  %253 = icmp slt i64 %252, 0
  %254 = sext i32 %T to i64
  %255 = mul i32 %bx, 64
  %256 = sext i32 %255 to i64
  %257 = sub i64 %254, %256
  %258 = icmp sgt i64 %257, 64
  %259 = sext i32 %T to i64
  %260 = mul i32 %bx, 64
  %261 = sext i32 %260 to i64
  %262 = sub i64 %259, %261
  %263 = select i1 %258, i64 64, i64 %262
  %264 = select i1 %253, i64 0, i64 %263
  %265 = sext i32 %tl_lo2 to i64
  %266 = icmp slt i64 %264, %265
  %267 = sext i32 %tl_lo2 to i64
  %268 = sext i32 %T to i64
  %269 = mul i32 %bx, 64
  %270 = sext i32 %269 to i64
  %271 = sub i64 %268, %270
  %272 = icmp slt i64 %271, 0
  %273 = sext i32 %T to i64
  %274 = mul i32 %bx, 64
  %275 = sext i32 %274 to i64
  %276 = sub i64 %273, %275
  %277 = icmp sgt i64 %276, 64
  %278 = sext i32 %T to i64
  %279 = mul i32 %bx, 64
  %280 = sext i32 %279 to i64
  %281 = sub i64 %278, %280
  %282 = select i1 %277, i64 64, i64 %281
  %283 = select i1 %272, i64 0, i64 %282
  %284 = select i1 %266, i64 %267, i64 %283
  %tl_hi3 = trunc i64 %284 to i32
  %285 = mul i32 %by, 4
  %286 = sext i32 %285 to i64
  %287 = sext i32 %i50 to i64
  %288 = add i64 %286, %287
  %289 = icmp sle i64 0, %288
  %290 = mul i32 %by, 4
  %291 = sext i32 %290 to i64
  %292 = sext i32 %i50 to i64
  %293 = add i64 %291, %292
  %294 = sext i32 %R to i64
  %295 = icmp slt i64 %293, %294
  %296 = and i1 %289, %295
  br i1 %296, label %if.then51, label %if.else52

for.end49:                                        ; preds = %for.cond47
  br label %if.end35

if.then51:                                        ; preds = %for.body48
  %297 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond54

if.else52:                                        ; preds = %for.body48
  br label %if.end53

if.end53:                                         ; preds = %if.else52, %for.end56
  %298 = add nsw i32 %i50, 1
  br label %for.cond47, !llvm.loop !13

for.cond54:                                       ; preds = %for.body55, %if.then51
  %j2 = phi i32 [ 0, %if.then51 ], [ %318, %for.body55 ]
  %299 = icmp slt i32 %j2, %297
  br i1 %299, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %300 = sext i32 %i50 to i64
  %301 = mul nsw i64 %300, 64
  %302 = add i32 %tl_lo2, %j2
  %303 = sext i32 %302 to i64
  %304 = add nsw i64 %301, %303
  %305 = getelementptr inbounds float, ptr %X_f, i64 %304
  %306 = load float, ptr %305, align 4
  %307 = mul i32 %by, 4
  %308 = add i32 %307, %i50
  %309 = sext i32 %308 to i64
  %310 = sext i32 %T to i64
  %311 = mul nsw i64 %309, %310
  %312 = mul i32 %bx, 64
  %313 = add i32 %tl_lo2, %j2
  %314 = add i32 %312, %313
  %315 = sext i32 %314 to i64
  %316 = add nsw i64 %311, %315
  %317 = getelementptr inbounds float, ptr %Y, i64 %316
  store float %306, ptr %317, align 4
  %318 = add nsw i32 %j2, 1
  br label %for.cond54, !llvm.loop !14

for.end56:                                        ; preds = %for.cond54
  br label %if.end53
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @chunk_cumsum_task(ptr %ctx, i64 %block) #0 {
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
define i32 @tilec_launch_chunk_cumsum(ptr %args, ptr %dims, ptr %self) #0 {
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

; Function Attrs: nounwind
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
  br label %for.cond, !llvm.loop !15

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

for.cond1:                                        ; preds = %if.end58, %for.end
  %c = phi i32 [ 0, %for.end ], [ %270, %if.end58 ]
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
  call void @llvm.prefetch.p0(ptr %61, i32 0, i32 0, i32 1)
  %62 = add nsw i32 %pf, 1
  br label %for.cond11, !llvm.loop !16

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
  br label %for.cond14, !llvm.loop !17

for.end16:                                        ; preds = %for.cond14
  %81 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !18

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
  br label %for.cond21, !llvm.loop !19

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
  br label %for.cond28, !llvm.loop !20

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
  br label %for.cond31, !llvm.loop !21

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
  br label %for.cond35, !llvm.loop !22

for.end37:                                        ; preds = %for.cond35
  %190 = add nsw i32 %i120, 1
  br label %for.cond17, !llvm.loop !23

for.cond39:                                       ; preds = %for.end45, %if.end
  %i142 = phi i32 [ 0, %if.end ], [ %224, %for.end45 ]
  %191 = icmp slt i32 %i142, 4
  br i1 %191, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  br label %for.cond43

for.end41:                                        ; preds = %for.cond39
  br label %for.cond46

for.cond43:                                       ; preds = %for.body44, %for.body40
  %scan = phi i32 [ 0, %for.body40 ], [ %223, %for.body44 ]
  %192 = icmp slt i32 %scan, 64
  br i1 %192, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %193 = icmp eq i32 %scan, 0
  %194 = sext i32 %i142 to i64
  %195 = mul nsw i64 %194, 64
  %196 = sext i32 %scan to i64
  %197 = add nsw i64 %195, %196
  %198 = call i64 @llvm.umin.i64(i64 %197, i64 255)
  %199 = getelementptr inbounds float, ptr %X_f, i64 %198
  %200 = load float, ptr %199, align 4
  %201 = sext i32 %i142 to i64
  %202 = mul nsw i64 %201, 64
  %203 = sub i32 %scan, 1
  %204 = sext i32 %203 to i64
  %205 = add nsw i64 %202, %204
  %206 = call i64 @llvm.umin.i64(i64 %205, i64 255)
  %207 = getelementptr inbounds float, ptr %X_f, i64 %206
  %208 = load float, ptr %207, align 4
  %209 = sext i32 %i142 to i64
  %210 = mul nsw i64 %209, 64
  %211 = sext i32 %scan to i64
  %212 = add nsw i64 %210, %211
  %213 = call i64 @llvm.umin.i64(i64 %212, i64 255)
  %214 = getelementptr inbounds float, ptr %X_f, i64 %213
  %215 = load float, ptr %214, align 4
  %216 = fadd float %208, %215
  %217 = select i1 %193, float %200, float %216
  %218 = sext i32 %i142 to i64
  %219 = mul nsw i64 %218, 64
  %220 = sext i32 %scan to i64
  %221 = add nsw i64 %219, %220
  %222 = getelementptr inbounds float, ptr %X_f, i64 %221
  store float %217, ptr %222, align 4
  %223 = add nsw i32 %scan, 1
  br label %for.cond43, !llvm.loop !24

for.end45:                                        ; preds = %for.cond43
  %224 = add nsw i32 %i142, 1
  br label %for.cond39, !llvm.loop !25

for.cond46:                                       ; preds = %for.end51, %for.end41
  %i = phi i32 [ 0, %for.end41 ], [ %243, %for.end51 ]
  %225 = icmp slt i32 %i, 4
  br i1 %225, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  br label %for.cond49

for.end48:                                        ; preds = %for.cond46
  br label %for.cond52

for.cond49:                                       ; preds = %for.body50, %for.body47
  %j = phi i32 [ 0, %for.body47 ], [ %242, %for.body50 ]
  %226 = icmp slt i32 %j, 64
  br i1 %226, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %227 = sext i32 %i to i64
  %228 = mul nsw i64 %227, 64
  %229 = sext i32 %j to i64
  %230 = add nsw i64 %228, %229
  %231 = getelementptr inbounds float, ptr %X_f, i64 %230
  %232 = load float, ptr %231, align 4
  %233 = sext i32 %i to i64
  %234 = getelementptr inbounds float, ptr %carry, i64 %233
  %235 = load float, ptr %234, align 4
  %236 = fadd float %232, %235
  %237 = sext i32 %i to i64
  %238 = mul nsw i64 %237, 64
  %239 = sext i32 %j to i64
  %240 = add nsw i64 %238, %239
  %241 = getelementptr inbounds float, ptr %X_f, i64 %240
  store float %236, ptr %241, align 4
  %242 = add nsw i32 %j, 1
  br label %for.cond49, !llvm.loop !26

for.end51:                                        ; preds = %for.cond49
  %243 = add nsw i32 %i, 1
  br label %for.cond46, !llvm.loop !27

for.cond52:                                       ; preds = %for.body53, %for.end48
  %i55 = phi i32 [ 0, %for.end48 ], [ %252, %for.body53 ]
  %244 = icmp slt i32 %i55, 4
  br i1 %244, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %245 = sext i32 %i55 to i64
  %246 = mul nsw i64 %245, 64
  %247 = add nsw i64 %246, 63
  %248 = getelementptr inbounds float, ptr %X_f, i64 %247
  %249 = load float, ptr %248, align 4
  %250 = sext i32 %i55 to i64
  %251 = getelementptr inbounds float, ptr %carry, i64 %250
  store float %249, ptr %251, align 4
  %252 = add nsw i32 %i55, 1
  br label %for.cond52, !llvm.loop !28

for.end54:                                        ; preds = %for.cond52
  %253 = mul i32 %by, 4
  %254 = icmp sle i32 0, %253
  %255 = mul i32 %by, 4
  %256 = sext i32 %255 to i64
  %257 = add i64 %256, 4
  %258 = sext i32 %R to i64
  %259 = icmp sle i64 %257, %258
  %260 = and i1 %254, %259
  %261 = mul i32 %c, 64
  %262 = icmp sle i32 0, %261
  %263 = mul i32 %c, 64
  %264 = sext i32 %263 to i64
  %265 = add i64 %264, 64
  %266 = sext i32 %T to i64
  %267 = icmp sle i64 %265, %266
  %268 = and i1 %262, %267
  %269 = and i1 %260, %268
  br i1 %269, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  br label %for.cond70

if.end58:                                         ; preds = %for.end72, %for.end61
  %270 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !29

for.cond59:                                       ; preds = %if.end65, %if.then56
  %i162 = phi i32 [ 0, %if.then56 ], [ %290, %if.end65 ]
  %271 = icmp slt i32 %i162, 4
  br i1 %271, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %272 = sext i32 %R to i64
  %273 = sext i32 %T to i64
  %274 = mul i64 %272, %273
  %275 = icmp sge i64 %274, 8388608
  br i1 %275, label %if.then63, label %if.else64

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

if.then63:                                        ; preds = %for.body60
  %276 = mul i32 %by, 4
  %277 = add i32 %276, %i162
  %278 = sext i32 %277 to i64
  %279 = sext i32 %T to i64
  %280 = mul nsw i64 %278, %279
  %281 = mul i32 %c, 64
  %282 = add i32 %281, 0
  %283 = sext i32 %282 to i64
  %284 = add nsw i64 %280, %283
  %285 = getelementptr inbounds float, ptr %Y, i64 %284
  %286 = sext i32 %i162 to i64
  %287 = mul nsw i64 %286, 64
  %288 = add nsw i64 %287, 0
  %289 = getelementptr inbounds float, ptr %X_f, i64 %288
  call void @tilec_rt_stream(ptr %285, ptr %289, i64 256)
  br label %if.end65

if.else64:                                        ; preds = %for.body60
  br label %for.cond66

if.end65:                                         ; preds = %for.end68, %if.then63
  %290 = add nsw i32 %i162, 1
  br label %for.cond59, !llvm.loop !30

for.cond66:                                       ; preds = %for.body67, %if.else64
  %j169 = phi i32 [ 0, %if.else64 ], [ %308, %for.body67 ]
  %291 = icmp slt i32 %j169, 64
  br i1 %291, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %292 = sext i32 %i162 to i64
  %293 = mul nsw i64 %292, 64
  %294 = sext i32 %j169 to i64
  %295 = add nsw i64 %293, %294
  %296 = getelementptr inbounds float, ptr %X_f, i64 %295
  %297 = load float, ptr %296, align 4
  %298 = mul i32 %by, 4
  %299 = add i32 %298, %i162
  %300 = sext i32 %299 to i64
  %301 = sext i32 %T to i64
  %302 = mul nsw i64 %300, %301
  %303 = mul i32 %c, 64
  %304 = add i32 %303, %j169
  %305 = sext i32 %304 to i64
  %306 = add nsw i64 %302, %305
  %307 = getelementptr inbounds float, ptr %Y, i64 %306
  store float %297, ptr %307, align 4
  %308 = add nsw i32 %j169, 1
  br label %for.cond66, !llvm.loop !31

for.end68:                                        ; preds = %for.cond66
  br label %if.end65

for.cond70:                                       ; preds = %if.end76, %if.else57
  %i173 = phi i32 [ 0, %if.else57 ], [ %372, %if.end76 ]
  %309 = icmp slt i32 %i173, 4
  br i1 %309, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %310 = mul i32 %c, 64
  %311 = sext i32 %310 to i64
  %312 = sub i64 0, %311
  %313 = icmp slt i64 %312, 0
  %314 = mul i32 %c, 64
  %315 = sext i32 %314 to i64
  %316 = sub i64 0, %315
  %317 = icmp sgt i64 %316, 64
  %318 = mul i32 %c, 64
  %319 = sext i32 %318 to i64
  %320 = sub i64 0, %319
  %321 = select i1 %317, i64 64, i64 %320
  %322 = select i1 %313, i64 0, i64 %321
  %tl_lo2 = trunc i64 %322 to i32
  %323 = sext i32 %T to i64
  %324 = mul i32 %c, 64
  %325 = sext i32 %324 to i64
  %326 = sub i64 %323, %325
  %327 = icmp slt i64 %326, 0
  %328 = sext i32 %T to i64
  %329 = mul i32 %c, 64
  %330 = sext i32 %329 to i64
  %331 = sub i64 %328, %330
  %332 = icmp sgt i64 %331, 64
  %333 = sext i32 %T to i64
  %334 = mul i32 %c, 64
  %335 = sext i32 %334 to i64
  %336 = sub i64 %333, %335
  %337 = select i1 %332, i64 64, i64 %336
  %338 = select i1 %327, i64 0, i64 %337
  %339 = sext i32 %tl_lo2 to i64
  %340 = icmp slt i64 %338, %339
  %341 = sext i32 %tl_lo2 to i64
  %342 = sext i32 %T to i64
  %343 = mul i32 %c, 64
  %344 = sext i32 %343 to i64
  %345 = sub i64 %342, %344
  %346 = icmp slt i64 %345, 0
  %347 = sext i32 %T to i64
  %348 = mul i32 %c, 64
  %349 = sext i32 %348 to i64
  %350 = sub i64 %347, %349
  %351 = icmp sgt i64 %350, 64
  %352 = sext i32 %T to i64
  %353 = mul i32 %c, 64
  %354 = sext i32 %353 to i64
  %355 = sub i64 %352, %354
  %356 = select i1 %351, i64 64, i64 %355
  %357 = select i1 %346, i64 0, i64 %356
  %358 = select i1 %340, i64 %341, i64 %357
  %tl_hi3 = trunc i64 %358 to i32
  %359 = mul i32 %by, 4
  %360 = sext i32 %359 to i64
  %361 = sext i32 %i173 to i64
  %362 = add i64 %360, %361
  %363 = icmp sle i64 0, %362
  %364 = mul i32 %by, 4
  %365 = sext i32 %364 to i64
  %366 = sext i32 %i173 to i64
  %367 = add i64 %365, %366
  %368 = sext i32 %R to i64
  %369 = icmp slt i64 %367, %368
  %370 = and i1 %363, %369
  br i1 %370, label %if.then74, label %if.else75

for.end72:                                        ; preds = %for.cond70
  br label %if.end58

if.then74:                                        ; preds = %for.body71
  %371 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond77

if.else75:                                        ; preds = %for.body71
  br label %if.end76

if.end76:                                         ; preds = %if.else75, %for.end79
  %372 = add nsw i32 %i173, 1
  br label %for.cond70, !llvm.loop !32

for.cond77:                                       ; preds = %for.body78, %if.then74
  %j12 = phi i32 [ 0, %if.then74 ], [ %392, %for.body78 ]
  %373 = icmp slt i32 %j12, %371
  br i1 %373, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  %374 = sext i32 %i173 to i64
  %375 = mul nsw i64 %374, 64
  %376 = add i32 %tl_lo2, %j12
  %377 = sext i32 %376 to i64
  %378 = add nsw i64 %375, %377
  %379 = getelementptr inbounds float, ptr %X_f, i64 %378
  %380 = load float, ptr %379, align 4
  %381 = mul i32 %by, 4
  %382 = add i32 %381, %i173
  %383 = sext i32 %382 to i64
  %384 = sext i32 %T to i64
  %385 = mul nsw i64 %383, %384
  %386 = mul i32 %c, 64
  %387 = add i32 %tl_lo2, %j12
  %388 = add i32 %386, %387
  %389 = sext i32 %388 to i64
  %390 = add nsw i64 %385, %389
  %391 = getelementptr inbounds float, ptr %Y, i64 %390
  store float %380, ptr %391, align 4
  %392 = add nsw i32 %j12, 1
  br label %for.cond77, !llvm.loop !33

for.end79:                                        ; preds = %for.cond77
  br label %if.end76
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

; Function Attrs: nounwind
define internal void @row_cumsum_task(ptr %ctx, i64 %block) #0 {
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
define i32 @tilec_launch_row_cumsum(ptr %args, ptr %dims, ptr %self) #0 {
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

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
