; ModuleID = 'transpose.tile'
source_filename = "transpose.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_transpose = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @transpose_block(ptr noalias %A, ptr noalias %B, i32 %M, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %tile = alloca [1024 x float], align 64
  %tile_t = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %tile_t, i8 0, i64 4096, i1 false)
  %0 = mul i32 %by, 32
  %1 = icmp sle i32 0, %0
  %2 = mul i32 %by, 32
  %3 = sext i32 %2 to i64
  %4 = add i64 %3, 32
  %5 = sext i32 %M to i64
  %6 = icmp sle i64 %4, %5
  %7 = and i1 %1, %6
  %8 = mul i32 %bx, 32
  %9 = icmp sle i32 0, %8
  %10 = mul i32 %bx, 32
  %11 = sext i32 %10 to i64
  %12 = add i64 %11, 32
  %13 = sext i32 %N to i64
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
  %i1 = phi i32 [ 0, %if.then ], [ %36, %for.end3 ]
  %17 = icmp slt i32 %i1, 32
  br i1 %17, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %35, %for.body2 ]
  %18 = icmp slt i32 %j1, 32
  br i1 %18, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %19 = mul i32 %by, 32
  %20 = add i32 %19, %i1
  %21 = sext i32 %20 to i64
  %22 = sext i32 %N to i64
  %23 = mul nsw i64 %21, %22
  %24 = mul i32 %bx, 32
  %25 = add i32 %24, %j1
  %26 = sext i32 %25 to i64
  %27 = add nsw i64 %23, %26
  %28 = getelementptr inbounds float, ptr %A, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = sext i32 %i1 to i64
  %31 = mul nsw i64 %30, 32
  %32 = sext i32 %j1 to i64
  %33 = add nsw i64 %31, %32
  %34 = getelementptr inbounds float, ptr %tile, i64 %33
  store float %29, ptr %34, align 4
  %35 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %36 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end24, %if.else
  %i17 = phi i32 [ 0, %if.else ], [ %145, %for.end24 ]
  %37 = icmp slt i32 %i17, 32
  br i1 %37, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %38 = mul i32 %bx, 32
  %39 = sext i32 %38 to i64
  %40 = sub i64 0, %39
  %41 = icmp slt i64 %40, 0
  %42 = mul i32 %bx, 32
  %43 = sext i32 %42 to i64
  %44 = sub i64 0, %43
  %45 = icmp sgt i64 %44, 32
  %46 = mul i32 %bx, 32
  %47 = sext i32 %46 to i64
  %48 = sub i64 0, %47
  %49 = select i1 %45, i64 32, i64 %48
  %50 = select i1 %41, i64 0, i64 %49
  %tl_lo0 = trunc i64 %50 to i32
  %51 = sext i32 %N to i64
  %52 = mul i32 %bx, 32
  %53 = sext i32 %52 to i64
  %54 = sub i64 %51, %53
  %55 = icmp slt i64 %54, 0
  %56 = sext i32 %N to i64
  %57 = mul i32 %bx, 32
  %58 = sext i32 %57 to i64
  %59 = sub i64 %56, %58
  %60 = icmp sgt i64 %59, 32
  %61 = sext i32 %N to i64
  %62 = mul i32 %bx, 32
  %63 = sext i32 %62 to i64
  %64 = sub i64 %61, %63
  %65 = select i1 %60, i64 32, i64 %64
  %66 = select i1 %55, i64 0, i64 %65
  %67 = sext i32 %tl_lo0 to i64
  %68 = icmp slt i64 %66, %67
  %69 = sext i32 %tl_lo0 to i64
  %70 = sext i32 %N to i64
  %71 = mul i32 %bx, 32
  %72 = sext i32 %71 to i64
  %73 = sub i64 %70, %72
  %74 = icmp slt i64 %73, 0
  %75 = sext i32 %N to i64
  %76 = mul i32 %bx, 32
  %77 = sext i32 %76 to i64
  %78 = sub i64 %75, %77
  %79 = icmp sgt i64 %78, 32
  %80 = sext i32 %N to i64
  %81 = mul i32 %bx, 32
  %82 = sext i32 %81 to i64
  %83 = sub i64 %80, %82
  %84 = select i1 %79, i64 32, i64 %83
  %85 = select i1 %74, i64 0, i64 %84
  %86 = select i1 %68, i64 %69, i64 %85
  %tl_hi1 = trunc i64 %86 to i32
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %93, %for.body9 ]
  %87 = icmp slt i32 %j111, %tl_lo0
  br i1 %87, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %88 = sext i32 %i17 to i64
  %89 = mul nsw i64 %88, 32
  %90 = sext i32 %j111 to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds float, ptr %tile, i64 %91
  store float 0.000000e+00, ptr %92, align 4
  %93 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !4

for.end10:                                        ; preds = %for.cond8
  %94 = mul i32 %by, 32
  %95 = sext i32 %94 to i64
  %96 = sext i32 %i17 to i64
  %97 = add i64 %95, %96
  %98 = icmp sle i64 0, %97
  %99 = mul i32 %by, 32
  %100 = sext i32 %99 to i64
  %101 = sext i32 %i17 to i64
  %102 = add i64 %100, %101
  %103 = sext i32 %M to i64
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
  %108 = sub i32 32, %tl_hi1
  br label %for.cond22

for.cond15:                                       ; preds = %for.body16, %if.then12
  %j11 = phi i32 [ 0, %if.then12 ], [ %128, %for.body16 ]
  %109 = icmp slt i32 %j11, %106
  br i1 %109, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %110 = mul i32 %by, 32
  %111 = add i32 %110, %i17
  %112 = sext i32 %111 to i64
  %113 = sext i32 %N to i64
  %114 = mul nsw i64 %112, %113
  %115 = mul i32 %bx, 32
  %116 = add i32 %tl_lo0, %j11
  %117 = add i32 %115, %116
  %118 = sext i32 %117 to i64
  %119 = add nsw i64 %114, %118
  %120 = getelementptr inbounds float, ptr %A, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = sext i32 %i17 to i64
  %123 = mul nsw i64 %122, 32
  %124 = add i32 %tl_lo0, %j11
  %125 = sext i32 %124 to i64
  %126 = add nsw i64 %123, %125
  %127 = getelementptr inbounds float, ptr %tile, i64 %126
  store float %121, ptr %127, align 4
  %128 = add nsw i32 %j11, 1
  br label %for.cond15, !llvm.loop !5

for.end17:                                        ; preds = %for.cond15
  br label %if.end14

for.cond18:                                       ; preds = %for.body19, %if.else13
  %j1121 = phi i32 [ 0, %if.else13 ], [ %136, %for.body19 ]
  %129 = icmp slt i32 %j1121, %107
  br i1 %129, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %130 = sext i32 %i17 to i64
  %131 = mul nsw i64 %130, 32
  %132 = add i32 %tl_lo0, %j1121
  %133 = sext i32 %132 to i64
  %134 = add nsw i64 %131, %133
  %135 = getelementptr inbounds float, ptr %tile, i64 %134
  store float 0.000000e+00, ptr %135, align 4
  %136 = add nsw i32 %j1121, 1
  br label %for.cond18, !llvm.loop !6

for.end20:                                        ; preds = %for.cond18
  br label %if.end14

for.cond22:                                       ; preds = %for.body23, %if.end14
  %j1125 = phi i32 [ 0, %if.end14 ], [ %144, %for.body23 ]
  %137 = icmp slt i32 %j1125, %108
  br i1 %137, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %138 = sext i32 %i17 to i64
  %139 = mul nsw i64 %138, 32
  %140 = add i32 %tl_hi1, %j1125
  %141 = sext i32 %140 to i64
  %142 = add nsw i64 %139, %141
  %143 = getelementptr inbounds float, ptr %tile, i64 %142
  store float 0.000000e+00, ptr %143, align 4
  %144 = add nsw i32 %j1125, 1
  br label %for.cond22, !llvm.loop !7

for.end24:                                        ; preds = %for.cond22
  %145 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !8

for.cond26:                                       ; preds = %for.end31, %if.end
  %i = phi i32 [ 0, %if.end ], [ %177, %for.end31 ]
  %146 = icmp slt i32 %i, 32
  br i1 %146, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond29

for.end28:                                        ; preds = %for.cond26
  %147 = mul i32 %bx, 32
  %148 = icmp sle i32 0, %147
  %149 = mul i32 %bx, 32
  %150 = sext i32 %149 to i64
  %151 = add i64 %150, 32
  %152 = sext i32 %N to i64
  %153 = icmp sle i64 %151, %152
  %154 = and i1 %148, %153
  %155 = mul i32 %by, 32
  %156 = icmp sle i32 0, %155
  %157 = mul i32 %by, 32
  %158 = sext i32 %157 to i64
  %159 = add i64 %158, 32
  %160 = sext i32 %M to i64
  %161 = icmp sle i64 %159, %160
  %162 = and i1 %156, %161
  %163 = and i1 %154, %162
  br i1 %163, label %if.then32, label %if.else33

for.cond29:                                       ; preds = %for.body30, %for.body27
  %j = phi i32 [ 0, %for.body27 ], [ %176, %for.body30 ]
  %164 = icmp slt i32 %j, 32
  br i1 %164, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %165 = sext i32 %i to i64
  %166 = mul nsw i64 %165, 32
  %167 = sext i32 %j to i64
  %168 = add nsw i64 %166, %167
  %169 = getelementptr inbounds float, ptr %tile, i64 %168
  %170 = load float, ptr %169, align 4
  %171 = sext i32 %j to i64
  %172 = mul nsw i64 %171, 32
  %173 = sext i32 %i to i64
  %174 = add nsw i64 %172, %173
  %175 = getelementptr inbounds float, ptr %tile_t, i64 %174
  store float %170, ptr %175, align 4
  %176 = add nsw i32 %j, 1
  br label %for.cond29, !llvm.loop !9

for.end31:                                        ; preds = %for.cond29
  %177 = add nsw i32 %i, 1
  br label %for.cond26, !llvm.loop !10

if.then32:                                        ; preds = %for.end28
  br label %for.cond35

if.else33:                                        ; preds = %for.end28
  br label %for.cond46

if.end34:                                         ; preds = %for.end48, %for.end37
  ret void

for.cond35:                                       ; preds = %if.end41, %if.then32
  %i138 = phi i32 [ 0, %if.then32 ], [ %197, %if.end41 ]
  %178 = icmp slt i32 %i138, 32
  br i1 %178, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %179 = sext i32 %N to i64
  %180 = sext i32 %M to i64
  %181 = mul i64 %179, %180
  %182 = icmp sge i64 %181, 8388608
  br i1 %182, label %if.then39, label %if.else40

for.end37:                                        ; preds = %for.cond35
  br label %if.end34

if.then39:                                        ; preds = %for.body36
  %183 = mul i32 %bx, 32
  %184 = add i32 %183, %i138
  %185 = sext i32 %184 to i64
  %186 = sext i32 %M to i64
  %187 = mul nsw i64 %185, %186
  %188 = mul i32 %by, 32
  %189 = add i32 %188, 0
  %190 = sext i32 %189 to i64
  %191 = add nsw i64 %187, %190
  %192 = getelementptr inbounds float, ptr %B, i64 %191
  %193 = sext i32 %i138 to i64
  %194 = mul nsw i64 %193, 32
  %195 = add nsw i64 %194, 0
  %196 = getelementptr inbounds float, ptr %tile_t, i64 %195
  call void @tilec_rt_stream(ptr %192, ptr %196, i64 128)
  br label %if.end41

if.else40:                                        ; preds = %for.body36
  br label %for.cond42

if.end41:                                         ; preds = %for.end44, %if.then39
  %197 = add nsw i32 %i138, 1
  br label %for.cond35, !llvm.loop !11

for.cond42:                                       ; preds = %for.body43, %if.else40
  %j145 = phi i32 [ 0, %if.else40 ], [ %215, %for.body43 ]
  %198 = icmp slt i32 %j145, 32
  br i1 %198, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %199 = sext i32 %i138 to i64
  %200 = mul nsw i64 %199, 32
  %201 = sext i32 %j145 to i64
  %202 = add nsw i64 %200, %201
  %203 = getelementptr inbounds float, ptr %tile_t, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = mul i32 %bx, 32
  %206 = add i32 %205, %i138
  %207 = sext i32 %206 to i64
  %208 = sext i32 %M to i64
  %209 = mul nsw i64 %207, %208
  %210 = mul i32 %by, 32
  %211 = add i32 %210, %j145
  %212 = sext i32 %211 to i64
  %213 = add nsw i64 %209, %212
  %214 = getelementptr inbounds float, ptr %B, i64 %213
  store float %204, ptr %214, align 4
  %215 = add nsw i32 %j145, 1
  br label %for.cond42, !llvm.loop !12

for.end44:                                        ; preds = %for.cond42
  br label %if.end41

for.cond46:                                       ; preds = %if.end52, %if.else33
  %i149 = phi i32 [ 0, %if.else33 ], [ %279, %if.end52 ]
  %216 = icmp slt i32 %i149, 32
  br i1 %216, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %217 = mul i32 %by, 32
  %218 = sext i32 %217 to i64
  %219 = sub i64 0, %218
  %220 = icmp slt i64 %219, 0
  %221 = mul i32 %by, 32
  %222 = sext i32 %221 to i64
  %223 = sub i64 0, %222
  %224 = icmp sgt i64 %223, 32
  %225 = mul i32 %by, 32
  %226 = sext i32 %225 to i64
  %227 = sub i64 0, %226
  %228 = select i1 %224, i64 32, i64 %227
  %229 = select i1 %220, i64 0, i64 %228
  %tl_lo2 = trunc i64 %229 to i32
  %230 = sext i32 %M to i64
  %231 = mul i32 %by, 32
  %232 = sext i32 %231 to i64
  %233 = sub i64 %230, %232
  %234 = icmp slt i64 %233, 0
  %235 = sext i32 %M to i64
  %236 = mul i32 %by, 32
  %237 = sext i32 %236 to i64
  %238 = sub i64 %235, %237
  %239 = icmp sgt i64 %238, 32
  %240 = sext i32 %M to i64
  %241 = mul i32 %by, 32
  %242 = sext i32 %241 to i64
  %243 = sub i64 %240, %242
  %244 = select i1 %239, i64 32, i64 %243
  %245 = select i1 %234, i64 0, i64 %244
  %246 = sext i32 %tl_lo2 to i64
  %247 = icmp slt i64 %245, %246
  %248 = sext i32 %tl_lo2 to i64
  %249 = sext i32 %M to i64
  %250 = mul i32 %by, 32
  %251 = sext i32 %250 to i64
  %252 = sub i64 %249, %251
  %253 = icmp slt i64 %252, 0
  %254 = sext i32 %M to i64
  %255 = mul i32 %by, 32
  %256 = sext i32 %255 to i64
  %257 = sub i64 %254, %256
  %258 = icmp sgt i64 %257, 32
  %259 = sext i32 %M to i64
  %260 = mul i32 %by, 32
  %261 = sext i32 %260 to i64
  %262 = sub i64 %259, %261
  %263 = select i1 %258, i64 32, i64 %262
  %264 = select i1 %253, i64 0, i64 %263
  %265 = select i1 %247, i64 %248, i64 %264
  %tl_hi3 = trunc i64 %265 to i32
  %266 = mul i32 %bx, 32
  %267 = sext i32 %266 to i64
  %268 = sext i32 %i149 to i64
  %269 = add i64 %267, %268
  %270 = icmp sle i64 0, %269
  %271 = mul i32 %bx, 32
  %272 = sext i32 %271 to i64
  %273 = sext i32 %i149 to i64
  %274 = add i64 %272, %273
  %275 = sext i32 %N to i64
  %276 = icmp slt i64 %274, %275
  %277 = and i1 %270, %276
  br i1 %277, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end34

if.then50:                                        ; preds = %for.body47
  %278 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  %279 = add nsw i32 %i149, 1
  br label %for.cond46, !llvm.loop !13

for.cond53:                                       ; preds = %for.body54, %if.then50
  %j12 = phi i32 [ 0, %if.then50 ], [ %299, %for.body54 ]
  %280 = icmp slt i32 %j12, %278
  br i1 %280, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %281 = sext i32 %i149 to i64
  %282 = mul nsw i64 %281, 32
  %283 = add i32 %tl_lo2, %j12
  %284 = sext i32 %283 to i64
  %285 = add nsw i64 %282, %284
  %286 = getelementptr inbounds float, ptr %tile_t, i64 %285
  %287 = load float, ptr %286, align 4
  %288 = mul i32 %bx, 32
  %289 = add i32 %288, %i149
  %290 = sext i32 %289 to i64
  %291 = sext i32 %M to i64
  %292 = mul nsw i64 %290, %291
  %293 = mul i32 %by, 32
  %294 = add i32 %tl_lo2, %j12
  %295 = add i32 %293, %294
  %296 = sext i32 %295 to i64
  %297 = add nsw i64 %292, %296
  %298 = getelementptr inbounds float, ptr %B, i64 %297
  store float %287, ptr %298, align 4
  %299 = add nsw i32 %j12, 1
  br label %for.cond53, !llvm.loop !14

for.end55:                                        ; preds = %for.cond53
  br label %if.end52
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @transpose_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_transpose, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_transpose, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_transpose, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_transpose, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_transpose, ptr %ctx, i32 0, i32 4
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
  call void @transpose_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20, i32 %21)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_transpose(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_transpose, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 4
  %15 = sext i32 %N to i64
  %16 = sdiv i64 %15, 32
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 32
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
  %31 = sext i32 %M to i64
  %32 = sdiv i64 %31, 32
  %33 = sub i64 0, %31
  %34 = select i1 false, i64 %33, i64 %32
  %35 = srem i64 %31, 32
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
  %51 = call i32 @tilec_rt_run_blocks(i64 %50, i32 %nworkers, ptr @transpose_task, ptr %a)
  ret i32 %51

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
