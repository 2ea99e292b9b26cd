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
  br label %for.cond1

for.cond1:                                        ; preds = %if.end52, %for.end
  %c = phi i32 [ 0, %for.end ], [ %242, %if.end52 ]
  %16 = icmp slt i32 %c, %15
  br i1 %16, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %17 = mul i32 %by, 4
  %18 = icmp sle i32 0, %17
  %19 = mul i32 %by, 4
  %20 = sext i32 %19 to i64
  %21 = add i64 %20, 4
  %22 = sext i32 %R to i64
  %23 = icmp sle i64 %21, %22
  %24 = and i1 %18, %23
  %25 = mul i32 %c, 64
  %26 = icmp sle i32 0, %25
  %27 = mul i32 %c, 64
  %28 = sext i32 %27 to i64
  %29 = add i64 %28, 64
  %30 = sext i32 %T to i64
  %31 = icmp sle i64 %29, %30
  %32 = and i1 %26, %31
  %33 = and i1 %24, %32
  br i1 %33, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  ret void

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond11

if.end:                                           ; preds = %for.end13, %for.end6
  br label %for.cond33

for.cond4:                                        ; preds = %for.end10, %if.then
  %i17 = phi i32 [ 0, %if.then ], [ %53, %for.end10 ]
  %34 = icmp slt i32 %i17, 4
  br i1 %34, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %52, %for.body9 ]
  %35 = icmp slt i32 %j1, 64
  br i1 %35, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %36 = mul i32 %by, 4
  %37 = add i32 %36, %i17
  %38 = sext i32 %37 to i64
  %39 = sext i32 %T to i64
  %40 = mul nsw i64 %38, %39
  %41 = mul i32 %c, 64
  %42 = add i32 %41, %j1
  %43 = sext i32 %42 to i64
  %44 = add nsw i64 %40, %43
  %45 = getelementptr inbounds float, ptr %X, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = sext i32 %i17 to i64
  %48 = mul nsw i64 %47, 64
  %49 = sext i32 %j1 to i64
  %50 = add nsw i64 %48, %49
  %51 = getelementptr inbounds float, ptr %X_f, i64 %50
  store float %46, ptr %51, align 4
  %52 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !16

for.end10:                                        ; preds = %for.cond8
  %53 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !17

for.cond11:                                       ; preds = %for.end31, %if.else
  %i114 = phi i32 [ 0, %if.else ], [ %162, %for.end31 ]
  %54 = icmp slt i32 %i114, 4
  br i1 %54, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %55 = mul i32 %c, 64
  %56 = sext i32 %55 to i64
  %57 = sub i64 0, %56
  %58 = icmp slt i64 %57, 0
  %59 = mul i32 %c, 64
  %60 = sext i32 %59 to i64
  %61 = sub i64 0, %60
  %62 = icmp sgt i64 %61, 64
  %63 = mul i32 %c, 64
  %64 = sext i32 %63 to i64
  %65 = sub i64 0, %64
  %66 = select i1 %62, i64 64, i64 %65
  %67 = select i1 %58, i64 0, i64 %66
  %tl_lo0 = trunc i64 %67 to i32
  %68 = sext i32 %T to i64
  %69 = mul i32 %c, 64
  %70 = sext i32 %69 to i64
  %71 = sub i64 %68, %70
  %72 = icmp slt i64 %71, 0
  %73 = sext i32 %T to i64
  %74 = mul i32 %c, 64
  %75 = sext i32 %74 to i64
  %76 = sub i64 %73, %75
  %77 = icmp sgt i64 %76, 64
  %78 = sext i32 %T to i64
  %79 = mul i32 %c, 64
  %80 = sext i32 %79 to i64
  %81 = sub i64 %78, %80
  %82 = select i1 %77, i64 64, i64 %81
  %83 = select i1 %72, i64 0, i64 %82
  %84 = sext i32 %tl_lo0 to i64
  %85 = icmp slt i64 %83, %84
  %86 = sext i32 %tl_lo0 to i64
  %87 = sext i32 %T to i64
  %88 = mul i32 %c, 64
  %89 = sext i32 %88 to i64
  %90 = sub i64 %87, %89
  %91 = icmp slt i64 %90, 0
  %92 = sext i32 %T to i64
  %93 = mul i32 %c, 64
  %94 = sext i32 %93 to i64
  %95 = sub i64 %92, %94
  %96 = icmp sgt i64 %95, 64
  %97 = sext i32 %T to i64
  %98 = mul i32 %c, 64
  %99 = sext i32 %98 to i64
  %100 = sub i64 %97, %99
  %101 = select i1 %96, i64 64, i64 %100
  %102 = select i1 %91, i64 0, i64 %101
  %103 = select i1 %85, i64 %86, i64 %102
  %tl_hi1 = trunc i64 %103 to i32
  br label %for.cond15

for.end13:                                        ; preds = %for.cond11
  br label %if.end

for.cond15:                                       ; preds = %for.body16, %for.body12
  %j118 = phi i32 [ 0, %for.body12 ], [ %110, %for.body16 ]
  %104 = icmp slt i32 %j118, %tl_lo0
  br i1 %104, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %105 = sext i32 %i114 to i64
  %106 = mul nsw i64 %105, 64
  %107 = sext i32 %j118 to i64
  %108 = add nsw i64 %106, %107
  %109 = getelementptr inbounds float, ptr %X_f, i64 %108
  store float 0.000000e+00, ptr %109, align 4
  %110 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !18

for.end17:                                        ; preds = %for.cond15
  %111 = mul i32 %by, 4
  %112 = sext i32 %111 to i64
  %113 = sext i32 %i114 to i64
  %114 = add i64 %112, %113
  %115 = icmp sle i64 0, %114
  %116 = mul i32 %by, 4
  %117 = sext i32 %116 to i64
  %118 = sext i32 %i114 to i64
  %119 = add i64 %117, %118
  %120 = sext i32 %R to i64
  %121 = icmp slt i64 %119, %120
  %122 = and i1 %115, %121
  br i1 %122, label %if.then19, label %if.else20

if.then19:                                        ; preds = %for.end17
  %123 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond22

if.else20:                                        ; preds = %for.end17
  %124 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond25

if.end21:                                         ; preds = %for.end27, %for.end24
  %125 = sub i32 64, %tl_hi1
  br label %for.cond29

for.cond22:                                       ; preds = %for.body23, %if.then19
  %j11 = phi i32 [ 0, %if.then19 ], [ %145, %for.body23 ]
  %126 = icmp slt i32 %j11, %123
  br i1 %126, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %127 = mul i32 %by, 4
  %128 = add i32 %127, %i114
  %129 = sext i32 %128 to i64
  %130 = sext i32 %T to i64
  %131 = mul nsw i64 %129, %130
  %132 = mul i32 %c, 64
  %133 = add i32 %tl_lo0, %j11
  %134 = add i32 %132, %133
  %135 = sext i32 %134 to i64
  %136 = add nsw i64 %131, %135
  %137 = getelementptr inbounds float, ptr %X, i64 %136
  %138 = load float, ptr %137, align 4
  %139 = sext i32 %i114 to i64
  %140 = mul nsw i64 %139, 64
  %141 = add i32 %tl_lo0, %j11
  %142 = sext i32 %141 to i64
  %143 = add nsw i64 %140, %142
  %144 = getelementptr inbounds float, ptr %X_f, i64 %143
  store float %138, ptr %144, align 4
  %145 = add nsw i32 %j11, 1
  br label %for.cond22, !llvm.loop !19

for.end24:                                        ; preds = %for.cond22
  br label %if.end21

for.cond25:                                       ; preds = %for.body26, %if.else20
  %j1128 = phi i32 [ 0, %if.else20 ], [ %153, %for.body26 ]
  %146 = icmp slt i32 %j1128, %124
  br i1 %146, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %147 = sext i32 %i114 to i64
  %148 = mul nsw i64 %147, 64
  %149 = add i32 %tl_lo0, %j1128
  %150 = sext i32 %149 to i64
  %151 = add nsw i64 %148, %150
  %152 = getelementptr inbounds float, ptr %X_f, i64 %151
  store float 0.000000e+00, ptr %152, align 4
  %153 = add nsw i32 %j1128, 1
  br label %for.cond25, !llvm.loop !20

for.end27:                                        ; preds = %for.cond25
  br label %if.end21

for.cond29:                                       ; preds = %for.body30, %if.end21
  %j1132 = phi i32 [ 0, %if.end21 ], [ %161, %for.body30 ]
  %154 = icmp slt i32 %j1132, %125
  br i1 %154, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %155 = sext i32 %i114 to i64
  %156 = mul nsw i64 %155, 64
  %157 = add i32 %tl_hi1, %j1132
  %158 = sext i32 %157 to i64
  %159 = add nsw i64 %156, %158
  %160 = getelementptr inbounds float, ptr %X_f, i64 %159
  store float 0.000000e+00, ptr %160, align 4
  %161 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !21

for.end31:                                        ; preds = %for.cond29
  %162 = add nsw i32 %i114, 1
  br label %for.cond11, !llvm.loop !22

for.cond33:                                       ; preds = %for.end39, %if.end
  %i136 = phi i32 [ 0, %if.end ], [ %196, %for.end39 ]
  %163 = icmp slt i32 %i136, 4
  br i1 %163, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  br label %for.cond37

for.end35:                                        ; preds = %for.cond33
  br label %for.cond40

for.cond37:                                       ; preds = %for.body38, %for.body34
  %scan = phi i32 [ 0, %for.body34 ], [ %195, %for.body38 ]
  %164 = icmp slt i32 %scan, 64
  br i1 %164, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  %165 = icmp eq i32 %scan, 0
  %166 = sext i32 %i136 to i64
  %167 = mul nsw i64 %166, 64
  %168 = sext i32 %scan to i64
  %169 = add nsw i64 %167, %168
  %170 = call i64 @llvm.umin.i64(i64 %169, i64 255)
  %171 = getelementptr inbounds float, ptr %X_f, i64 %170
  %172 = load float, ptr %171, align 4
  %173 = sext i32 %i136 to i64
  %174 = mul nsw i64 %173, 64
  %175 = sub i32 %scan, 1
  %176 = sext i32 %175 to i64
  %177 = add nsw i64 %174, %176
  %178 = call i64 @llvm.umin.i64(i64 %177, i64 255)
  %179 = getelementptr inbounds float, ptr %X_f, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = sext i32 %i136 to i64
  %182 = mul nsw i64 %181, 64
  %183 = sext i32 %scan to i64
  %184 = add nsw i64 %182, %183
  %185 = call i64 @llvm.umin.i64(i64 %184, i64 255)
  %186 = getelementptr inbounds float, ptr %X_f, i64 %185
  %187 = load float, ptr %186, align 4
  %188 = fadd float %180, %187
  %189 = select i1 %165, float %172, float %188
  %190 = sext i32 %i136 to i64
  %191 = mul nsw i64 %190, 64
  %192 = sext i32 %scan to i64
  %193 = add nsw i64 %191, %192
  %194 = getelementptr inbounds float, ptr %X_f, i64 %193
  store float %189, ptr %194, align 4
  %195 = add nsw i32 %scan, 1
  br label %for.cond37, !llvm.loop !23

for.end39:                                        ; preds = %for.cond37
  %196 = add nsw i32 %i136, 1
  br label %for.cond33, !llvm.loop !24

for.cond40:                                       ; preds = %for.end45, %for.end35
  %i = phi i32 [ 0, %for.end35 ], [ %215, %for.end45 ]
  %197 = icmp slt i32 %i, 4
  br i1 %197, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond43

for.end42:                                        ; preds = %for.cond40
  br label %for.cond46

for.cond43:                                       ; preds = %for.body44, %for.body41
  %j = phi i32 [ 0, %for.body41 ], [ %214, %for.body44 ]
  %198 = icmp slt i32 %j, 64
  br i1 %198, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %199 = sext i32 %i to i64
  %200 = mul nsw i64 %199, 64
  %201 = sext i32 %j to i64
  %202 = add nsw i64 %200, %201
  %203 = getelementptr inbounds float, ptr %X_f, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = sext i32 %i to i64
  %206 = getelementptr inbounds float, ptr %carry, i64 %205
  %207 = load float, ptr %206, align 4
  %208 = fadd float %204, %207
  %209 = sext i32 %i to i64
  %210 = mul nsw i64 %209, 64
  %211 = sext i32 %j to i64
  %212 = add nsw i64 %210, %211
  %213 = getelementptr inbounds float, ptr %X_f, i64 %212
  store float %208, ptr %213, align 4
  %214 = add nsw i32 %j, 1
  br label %for.cond43, !llvm.loop !25

for.end45:                                        ; preds = %for.cond43
  %215 = add nsw i32 %i, 1
  br label %for.cond40, !llvm.loop !26

for.cond46:                                       ; preds = %for.body47, %for.end42
  %i49 = phi i32 [ 0, %for.end42 ], [ %224, %for.body47 ]
  %216 = icmp slt i32 %i49, 4
  br i1 %216, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %217 = sext i32 %i49 to i64
  %218 = mul nsw i64 %217, 64
  %219 = add nsw i64 %218, 63
  %220 = getelementptr inbounds float, ptr %X_f, i64 %219
  %221 = load float, ptr %220, align 4
  %222 = sext i32 %i49 to i64
  %223 = getelementptr inbounds float, ptr %carry, i64 %222
  store float %221, ptr %223, align 4
  %224 = add nsw i32 %i49, 1
  br label %for.cond46, !llvm.loop !27

for.end48:                                        ; preds = %for.cond46
  %225 = mul i32 %by, 4
  %226 = icmp sle i32 0, %225
  %227 = mul i32 %by, 4
  %228 = sext i32 %227 to i64
  %229 = add i64 %228, 4
  %230 = sext i32 %R to i64
  %231 = icmp sle i64 %229, %230
  %232 = and i1 %226, %231
  %233 = mul i32 %c, 64
  %234 = icmp sle i32 0, %233
  %235 = mul i32 %c, 64
  %236 = sext i32 %235 to i64
  %237 = add i64 %236, 64
  %238 = sext i32 %T to i64
  %239 = icmp sle i64 %237, %238
  %240 = and i1 %234, %239
  %241 = and i1 %232, %240
  br i1 %241, label %if.then50, label %if.else51

if.then50:                                        ; preds = %for.end48
  br label %for.cond53

if.else51:                                        ; preds = %for.end48
  br label %for.cond64

if.end52:                                         ; preds = %for.end66, %for.end55
  %242 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !28

for.cond53:                                       ; preds = %if.end59, %if.then50
  %i156 = phi i32 [ 0, %if.then50 ], [ %262, %if.end59 ]
  %243 = icmp slt i32 %i156, 4
  br i1 %243, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %244 = sext i32 %R to i64
  %245 = sext i32 %T to i64
  %246 = mul i64 %244, %245
  %247 = icmp sge i64 %246, 8388608
  br i1 %247, label %if.then57, label %if.else58

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

if.then57:                                        ; preds = %for.body54
  %248 = mul i32 %by, 4
  %249 = add i32 %248, %i156
  %250 = sext i32 %249 to i64
  %251 = sext i32 %T to i64
  %252 = mul nsw i64 %250, %251
  %253 = mul i32 %c, 64
  %254 = add i32 %253, 0
  %255 = sext i32 %254 to i64
  %256 = add nsw i64 %252, %255
  %257 = getelementptr inbounds float, ptr %Y, i64 %256
  %258 = sext i32 %i156 to i64
  %259 = mul nsw i64 %258, 64
  %260 = add nsw i64 %259, 0
  %261 = getelementptr inbounds float, ptr %X_f, i64 %260
  call void @tilec_rt_stream(ptr %257, ptr %261, i64 256)
  br label %if.end59

if.else58:                                        ; preds = %for.body54
  br label %for.cond60

if.end59:                                         ; preds = %for.end62, %if.then57
  %262 = add nsw i32 %i156, 1
  br label %for.cond53, !llvm.loop !29

for.cond60:                                       ; preds = %for.body61, %if.else58
  %j163 = phi i32 [ 0, %if.else58 ], [ %280, %for.body61 ]
  %263 = icmp slt i32 %j163, 64
  br i1 %263, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %264 = sext i32 %i156 to i64
  %265 = mul nsw i64 %264, 64
  %266 = sext i32 %j163 to i64
  %267 = add nsw i64 %265, %266
  %268 = getelementptr inbounds float, ptr %X_f, i64 %267
  %269 = load float, ptr %268, align 4
  %270 = mul i32 %by, 4
  %271 = add i32 %270, %i156
  %272 = sext i32 %271 to i64
  %273 = sext i32 %T to i64
  %274 = mul nsw i64 %272, %273
  %275 = mul i32 %c, 64
  %276 = add i32 %275, %j163
  %277 = sext i32 %276 to i64
  %278 = add nsw i64 %274, %277
  %279 = getelementptr inbounds float, ptr %Y, i64 %278
  store float %269, ptr %279, align 4
  %280 = add nsw i32 %j163, 1
  br label %for.cond60, !llvm.loop !30

for.end62:                                        ; preds = %for.cond60
  br label %if.end59

for.cond64:                                       ; preds = %if.end70, %if.else51
  %i167 = phi i32 [ 0, %if.else51 ], [ %344, %if.end70 ]
  %281 = icmp slt i32 %i167, 4
  br i1 %281, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %282 = mul i32 %c, 64
  %283 = sext i32 %282 to i64
  %284 = sub i64 0, %283
  %285 = icmp slt i64 %284, 0
  %286 = mul i32 %c, 64
  %287 = sext i32 %286 to i64
  %288 = sub i64 0, %287
  %289 = icmp sgt i64 %288, 64
  %290 = mul i32 %c, 64
  %291 = sext i32 %290 to i64
  %292 = sub i64 0, %291
  %293 = select i1 %289, i64 64, i64 %292
  %294 = select i1 %285, i64 0, i64 %293
  %tl_lo2 = trunc i64 %294 to i32
  %295 = sext i32 %T to i64
  %296 = mul i32 %c, 64
  %297 = sext i32 %296 to i64
  %298 = sub i64 %295, %297
  %299 = icmp slt i64 %298, 0
  %300 = sext i32 %T to i64
  %301 = mul i32 %c, 64
  %302 = sext i32 %301 to i64
  %303 = sub i64 %300, %302
  %304 = icmp sgt i64 %303, 64
  %305 = sext i32 %T to i64
  %306 = mul i32 %c, 64
  %307 = sext i32 %306 to i64
  %308 = sub i64 %305, %307
  %309 = select i1 %304, i64 64, i64 %308
  %310 = select i1 %299, i64 0, i64 %309
  %311 = sext i32 %tl_lo2 to i64
  %312 = icmp slt i64 %310, %311
  %313 = sext i32 %tl_lo2 to i64
  %314 = sext i32 %T to i64
  %315 = mul i32 %c, 64
  %316 = sext i32 %315 to i64
  %317 = sub i64 %314, %316
  %318 = icmp slt i64 %317, 0
  %319 = sext i32 %T to i64
  %320 = mul i32 %c, 64
  %321 = sext i32 %320 to i64
  %322 = sub i64 %319, %321
  %323 = icmp sgt i64 %322, 64
  %324 = sext i32 %T to i64
  %325 = mul i32 %c, 64
  %326 = sext i32 %325 to i64
  %327 = sub i64 %324, %326
  %328 = select i1 %323, i64 64, i64 %327
  %329 = select i1 %318, i64 0, i64 %328
  %330 = select i1 %312, i64 %313, i64 %329
  %tl_hi3 = trunc i64 %330 to i32
  %331 = mul i32 %by, 4
  %332 = sext i32 %331 to i64
  %333 = sext i32 %i167 to i64
  %334 = add i64 %332, %333
  %335 = icmp sle i64 0, %334
  %336 = mul i32 %by, 4
  %337 = sext i32 %336 to i64
  %338 = sext i32 %i167 to i64
  %339 = add i64 %337, %338
  %340 = sext i32 %R to i64
  %341 = icmp slt i64 %339, %340
  %342 = and i1 %335, %341
  br i1 %342, label %if.then68, label %if.else69

for.end66:                                        ; preds = %for.cond64
  br label %if.end52

if.then68:                                        ; preds = %for.body65
  %343 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.body65
  br label %if.end70

if.end70:                                         ; preds = %if.else69, %for.end73
  %344 = add nsw i32 %i167, 1
  br label %for.cond64, !llvm.loop !31

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j12 = phi i32 [ 0, %if.then68 ], [ %364, %for.body72 ]
  %345 = icmp slt i32 %j12, %343
  br i1 %345, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %346 = sext i32 %i167 to i64
  %347 = mul nsw i64 %346, 64
  %348 = add i32 %tl_lo2, %j12
  %349 = sext i32 %348 to i64
  %350 = add nsw i64 %347, %349
  %351 = getelementptr inbounds float, ptr %X_f, i64 %350
  %352 = load float, ptr %351, align 4
  %353 = mul i32 %by, 4
  %354 = add i32 %353, %i167
  %355 = sext i32 %354 to i64
  %356 = sext i32 %T to i64
  %357 = mul nsw i64 %355, %356
  %358 = mul i32 %c, 64
  %359 = add i32 %tl_lo2, %j12
  %360 = add i32 %358, %359
  %361 = sext i32 %360 to i64
  %362 = add nsw i64 %357, %361
  %363 = getelementptr inbounds float, ptr %Y, i64 %362
  store float %352, ptr %363, align 4
  %364 = add nsw i32 %j12, 1
  br label %for.cond71, !llvm.loop !32

for.end73:                                        ; preds = %for.cond71
  br label %if.end70
}

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
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
