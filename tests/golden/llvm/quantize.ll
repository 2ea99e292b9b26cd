; ModuleID = 'quantize.tile'
source_filename = "quantize.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_quantize = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
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
  br label %for.cond1

for.cond1:                                        ; preds = %for.end35, %for.end
  %c = phi i32 [ 0, %for.end ], [ %164, %for.end35 ]
  %16 = icmp slt i32 %c, %15
  br i1 %16, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %17 = mul i32 %bx, 4
  %18 = icmp sle i32 0, %17
  %19 = mul i32 %bx, 4
  %20 = sext i32 %19 to i64
  %21 = add i64 %20, 4
  %22 = sext i32 %M to i64
  %23 = icmp sle i64 %21, %22
  %24 = and i1 %18, %23
  %25 = mul i32 %c, 256
  %26 = icmp sle i32 0, %25
  %27 = mul i32 %c, 256
  %28 = sext i32 %27 to i64
  %29 = add i64 %28, 256
  %30 = sext i32 %N to i64
  %31 = icmp sle i64 %29, %30
  %32 = and i1 %26, %31
  %33 = and i1 %24, %32
  br i1 %33, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  br label %for.cond40

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
  %35 = icmp slt i32 %j1, 256
  br i1 %35, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %36 = mul i32 %bx, 4
  %37 = add i32 %36, %i17
  %38 = sext i32 %37 to i64
  %39 = sext i32 %N to i64
  %40 = mul nsw i64 %38, %39
  %41 = mul i32 %c, 256
  %42 = add i32 %41, %j1
  %43 = sext i32 %42 to i64
  %44 = add nsw i64 %40, %43
  %45 = getelementptr inbounds float, ptr %X, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = sext i32 %i17 to i64
  %48 = mul nsw i64 %47, 256
  %49 = sext i32 %j1 to i64
  %50 = add nsw i64 %48, %49
  %51 = getelementptr inbounds float, ptr %X_f, i64 %50
  store float %46, ptr %51, align 4
  %52 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !3

for.end10:                                        ; preds = %for.cond8
  %53 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !4

for.cond11:                                       ; preds = %for.end31, %if.else
  %i114 = phi i32 [ 0, %if.else ], [ %162, %for.end31 ]
  %54 = icmp slt i32 %i114, 4
  br i1 %54, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %55 = mul i32 %c, 256
  %56 = sext i32 %55 to i64
  %57 = sub i64 0, %56
  %58 = icmp slt i64 %57, 0
  %59 = mul i32 %c, 256
  %60 = sext i32 %59 to i64
  %61 = sub i64 0, %60
  %62 = icmp sgt i64 %61, 256
  %63 = mul i32 %c, 256
  %64 = sext i32 %63 to i64
  %65 = sub i64 0, %64
  %66 = select i1 %62, i64 256, i64 %65
  %67 = select i1 %58, i64 0, i64 %66
  %tl_lo0 = trunc i64 %67 to i32
  %68 = sext i32 %N to i64
  %69 = mul i32 %c, 256
  %70 = sext i32 %69 to i64
  %71 = sub i64 %68, %70
  %72 = icmp slt i64 %71, 0
  %73 = sext i32 %N to i64
  %74 = mul i32 %c, 256
  %75 = sext i32 %74 to i64
  %76 = sub i64 %73, %75
  %77 = icmp sgt i64 %76, 256
  %78 = sext i32 %N to i64
  %79 = mul i32 %c, 256
  %80 = sext i32 %79 to i64
  %81 = sub i64 %78, %80
  %82 = select i1 %77, i64 256, i64 %81
  %83 = select i1 %72, i64 0, i64 %82
  %84 = sext i32 %tl_lo0 to i64
  %85 = icmp slt i64 %83, %84
  %86 = sext i32 %tl_lo0 to i64
  %87 = sext i32 %N to i64
  %88 = mul i32 %c, 256
  %89 = sext i32 %88 to i64
  %90 = sub i64 %87, %89
  %91 = icmp slt i64 %90, 0
  %92 = sext i32 %N to i64
  %93 = mul i32 %c, 256
  %94 = sext i32 %93 to i64
  %95 = sub i64 %92, %94
  %96 = icmp sgt i64 %95, 256
  %97 = sext i32 %N to i64
  %98 = mul i32 %c, 256
  %99 = sext i32 %98 to i64
  %100 = sub i64 %97, %99
  %101 = select i1 %96, i64 256, i64 %100
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
  %106 = mul nsw i64 %105, 256
  %107 = sext i32 %j118 to i64
  %108 = add nsw i64 %106, %107
  %109 = getelementptr inbounds float, ptr %X_f, i64 %108
  store float 0.000000e+00, ptr %109, align 4
  %110 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !5

for.end17:                                        ; preds = %for.cond15
  %111 = mul i32 %bx, 4
  %112 = sext i32 %111 to i64
  %113 = sext i32 %i114 to i64
  %114 = add i64 %112, %113
  %115 = icmp sle i64 0, %114
  %116 = mul i32 %bx, 4
  %117 = sext i32 %116 to i64
  %118 = sext i32 %i114 to i64
  %119 = add i64 %117, %118
  %120 = sext i32 %M to i64
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
  %125 = sub i32 256, %tl_hi1
  br label %for.cond29

for.cond22:                                       ; preds = %for.body23, %if.then19
  %j11 = phi i32 [ 0, %if.then19 ], [ %145, %for.body23 ]
  %126 = icmp slt i32 %j11, %123
  br i1 %126, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %127 = mul i32 %bx, 4
  %128 = add i32 %127, %i114
  %129 = sext i32 %128 to i64
  %130 = sext i32 %N to i64
  %131 = mul nsw i64 %129, %130
  %132 = mul i32 %c, 256
  %133 = add i32 %tl_lo0, %j11
  %134 = add i32 %132, %133
  %135 = sext i32 %134 to i64
  %136 = add nsw i64 %131, %135
  %137 = getelementptr inbounds float, ptr %X, i64 %136
  %138 = load float, ptr %137, align 4
  %139 = sext i32 %i114 to i64
  %140 = mul nsw i64 %139, 256
  %141 = add i32 %tl_lo0, %j11
  %142 = sext i32 %141 to i64
  %143 = add nsw i64 %140, %142
  %144 = getelementptr inbounds float, ptr %X_f, i64 %143
  store float %138, ptr %144, align 4
  %145 = add nsw i32 %j11, 1
  br label %for.cond22, !llvm.loop !6

for.end24:                                        ; preds = %for.cond22
  br label %if.end21

for.cond25:                                       ; preds = %for.body26, %if.else20
  %j1128 = phi i32 [ 0, %if.else20 ], [ %153, %for.body26 ]
  %146 = icmp slt i32 %j1128, %124
  br i1 %146, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %147 = sext i32 %i114 to i64
  %148 = mul nsw i64 %147, 256
  %149 = add i32 %tl_lo0, %j1128
  %150 = sext i32 %149 to i64
  %151 = add nsw i64 %148, %150
  %152 = getelementptr inbounds float, ptr %X_f, i64 %151
  store float 0.000000e+00, ptr %152, align 4
  %153 = add nsw i32 %j1128, 1
  br label %for.cond25, !llvm.loop !7

for.end27:                                        ; preds = %for.cond25
  br label %if.end21

for.cond29:                                       ; preds = %for.body30, %if.end21
  %j1132 = phi i32 [ 0, %if.end21 ], [ %161, %for.body30 ]
  %154 = icmp slt i32 %j1132, %125
  br i1 %154, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %155 = sext i32 %i114 to i64
  %156 = mul nsw i64 %155, 256
  %157 = add i32 %tl_hi1, %j1132
  %158 = sext i32 %157 to i64
  %159 = add nsw i64 %156, %158
  %160 = getelementptr inbounds float, ptr %X_f, i64 %159
  store float 0.000000e+00, ptr %160, align 4
  %161 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !8

for.end31:                                        ; preds = %for.cond29
  %162 = add nsw i32 %i114, 1
  br label %for.cond11, !llvm.loop !9

for.cond33:                                       ; preds = %for.end39, %if.end
  %i136 = phi i32 [ 0, %if.end ], [ %180, %for.end39 ]
  %163 = icmp slt i32 %i136, 4
  br i1 %163, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  br label %for.cond37

for.end35:                                        ; preds = %for.cond33
  %164 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !10

for.cond37:                                       ; preds = %for.body38, %for.body34
  %red = phi i32 [ 0, %for.body34 ], [ %179, %for.body38 ]
  %165 = icmp slt i32 %red, 256
  br i1 %165, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  %166 = sext i32 %i136 to i64
  %167 = getelementptr inbounds float, ptr %amax, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = sext i32 %i136 to i64
  %170 = mul nsw i64 %169, 256
  %171 = sext i32 %red to i64
  %172 = add nsw i64 %170, %171
  %173 = getelementptr inbounds float, ptr %X_f, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = call float @llvm.fabs.f32(float %174)
  %176 = call float @llvm.maxnum.f32(float %168, float %175)
  %177 = sext i32 %i136 to i64
  %178 = getelementptr inbounds float, ptr %amax, i64 %177
  store float %176, ptr %178, align 4
  %179 = add nsw i32 %red, 1
  br label %for.cond37, !llvm.loop !11

for.end39:                                        ; preds = %for.cond37
  %180 = add nsw i32 %i136, 1
  br label %for.cond33, !llvm.loop !12

for.cond40:                                       ; preds = %for.body41, %for.end3
  %i = phi i32 [ 0, %for.end3 ], [ %194, %for.body41 ]
  %181 = icmp slt i32 %i, 4
  br i1 %181, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %182 = sext i32 %i to i64
  %183 = getelementptr inbounds float, ptr %amax, i64 %182
  %184 = load float, ptr %183, align 4
  %185 = fcmp ogt float %184, 0.000000e+00
  %186 = sext i32 %i to i64
  %187 = call i64 @llvm.umin.i64(i64 %186, i64 3)
  %188 = getelementptr inbounds float, ptr %amax, i64 %187
  %189 = load float, ptr %188, align 4
  %190 = fdiv float %189, 1.270000e+02
  %191 = select i1 %185, float %190, float 1.000000e+00
  %192 = sext i32 %i to i64
  %193 = getelementptr inbounds float, ptr %scale, i64 %192
  store float %191, ptr %193, align 4
  %194 = add nsw i32 %i, 1
  br label %for.cond40, !llvm.loop !13

for.end42:                                        ; preds = %for.cond40
  %195 = mul i32 %bx, 4
  %196 = icmp sle i32 0, %195
  %197 = mul i32 %bx, 4
  %198 = sext i32 %197 to i64
  %199 = add i64 %198, 4
  %200 = sext i32 %M to i64
  %201 = icmp sle i64 %199, %200
  %202 = and i1 %196, %201
  br i1 %202, label %if.then43, label %if.else44

if.then43:                                        ; preds = %for.end42
  %203 = sext i32 %M to i64
  %204 = icmp sge i64 %203, 8388608
  br i1 %204, label %if.then46, label %if.else47

if.else44:                                        ; preds = %for.end42
  %205 = mul i32 %bx, 4
  %206 = sext i32 %205 to i64
  %207 = sub i64 0, %206
  %208 = icmp slt i64 %207, 0
  %209 = mul i32 %bx, 4
  %210 = sext i32 %209 to i64
  %211 = sub i64 0, %210
  %212 = icmp sgt i64 %211, 4
  %213 = mul i32 %bx, 4
  %214 = sext i32 %213 to i64
  %215 = sub i64 0, %214
  %216 = select i1 %212, i64 4, i64 %215
  %217 = select i1 %208, i64 0, i64 %216
  %tl_lo2 = trunc i64 %217 to i32
  %218 = sext i32 %M to i64
  %219 = mul i32 %bx, 4
  %220 = sext i32 %219 to i64
  %221 = sub i64 %218, %220
  %222 = icmp slt i64 %221, 0
  %223 = sext i32 %M to i64
  %224 = mul i32 %bx, 4
  %225 = sext i32 %224 to i64
  %226 = sub i64 %223, %225
  %227 = icmp sgt i64 %226, 4
  %228 = sext i32 %M to i64
  %229 = mul i32 %bx, 4
  %230 = sext i32 %229 to i64
  %231 = sub i64 %228, %230
  %232 = select i1 %227, i64 4, i64 %231
  %233 = select i1 %222, i64 0, i64 %232
  %234 = sext i32 %tl_lo2 to i64
  %235 = icmp slt i64 %233, %234
  %236 = sext i32 %tl_lo2 to i64
  %237 = sext i32 %M to i64
  %238 = mul i32 %bx, 4
  %239 = sext i32 %238 to i64
  %240 = sub i64 %237, %239
  %241 = icmp slt i64 %240, 0
  %242 = sext i32 %M to i64
  %243 = mul i32 %bx, 4
  %244 = sext i32 %243 to i64
  %245 = sub i64 %242, %244
  %246 = icmp sgt i64 %245, 4
  %247 = sext i32 %M to i64
  %248 = mul i32 %bx, 4
  %249 = sext i32 %248 to i64
  %250 = sub i64 %247, %249
  %251 = select i1 %246, i64 4, i64 %250
  %252 = select i1 %241, i64 0, i64 %251
  %253 = select i1 %235, i64 %236, i64 %252
  %tl_hi3 = trunc i64 %253 to i32
  %254 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond52

if.end45:                                         ; preds = %for.end54, %if.end48
  %255 = sext i32 %N to i64
  %256 = sdiv i64 %255, 256
  %257 = sub i64 0, %255
  %258 = select i1 false, i64 %257, i64 %256
  %259 = srem i64 %255, 256
  %260 = icmp ne i64 %259, 0
  %261 = icmp slt i64 %255, 0
  %262 = icmp eq i1 %261, false
  %263 = and i1 %260, %262
  %264 = zext i1 %263 to i64
  %265 = add i64 %258, %264
  %266 = trunc i64 %265 to i32
  br label %for.cond55

if.then46:                                        ; preds = %if.then43
  %267 = mul i32 %bx, 4
  %268 = add i32 %267, 0
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds float, ptr %S, i64 %269
  %271 = getelementptr inbounds float, ptr %scale, i64 0
  call void @tilec_rt_stream(ptr %270, ptr %271, i64 16)
  br label %if.end48

if.else47:                                        ; preds = %if.then43
  br label %for.cond49

if.end48:                                         ; preds = %for.end51, %if.then46
  br label %if.end45

for.cond49:                                       ; preds = %for.body50, %if.else47
  %i2 = phi i32 [ 0, %if.else47 ], [ %280, %for.body50 ]
  %272 = icmp slt i32 %i2, 4
  br i1 %272, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %273 = sext i32 %i2 to i64
  %274 = getelementptr inbounds float, ptr %scale, i64 %273
  %275 = load float, ptr %274, align 4
  %276 = mul i32 %bx, 4
  %277 = add i32 %276, %i2
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds float, ptr %S, i64 %278
  store float %275, ptr %279, align 4
  %280 = add nsw i32 %i2, 1
  br label %for.cond49, !llvm.loop !14

for.end51:                                        ; preds = %for.cond49
  br label %if.end48

for.cond52:                                       ; preds = %for.body53, %if.else44
  %i21 = phi i32 [ 0, %if.else44 ], [ %291, %for.body53 ]
  %281 = icmp slt i32 %i21, %254
  br i1 %281, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %282 = add i32 %tl_lo2, %i21
  %283 = sext i32 %282 to i64
  %284 = getelementptr inbounds float, ptr %scale, i64 %283
  %285 = load float, ptr %284, align 4
  %286 = mul i32 %bx, 4
  %287 = add i32 %tl_lo2, %i21
  %288 = add i32 %286, %287
  %289 = sext i32 %288 to i64
  %290 = getelementptr inbounds float, ptr %S, i64 %289
  store float %285, ptr %290, align 4
  %291 = add nsw i32 %i21, 1
  br label %for.cond52, !llvm.loop !15

for.end54:                                        ; preds = %for.cond52
  br label %if.end45

for.cond55:                                       ; preds = %if.end100, %if.end45
  %c58 = phi i32 [ 0, %if.end45 ], [ %478, %if.end100 ]
  %292 = icmp slt i32 %c58, %266
  br i1 %292, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %293 = mul i32 %bx, 4
  %294 = icmp sle i32 0, %293
  %295 = mul i32 %bx, 4
  %296 = sext i32 %295 to i64
  %297 = add i64 %296, 4
  %298 = sext i32 %M to i64
  %299 = icmp sle i64 %297, %298
  %300 = and i1 %294, %299
  %301 = mul i32 %c58, 256
  %302 = icmp sle i32 0, %301
  %303 = mul i32 %c58, 256
  %304 = sext i32 %303 to i64
  %305 = add i64 %304, 256
  %306 = sext i32 %N to i64
  %307 = icmp sle i64 %305, %306
  %308 = and i1 %302, %307
  %309 = and i1 %300, %308
  br i1 %309, label %if.then59, label %if.else60

for.end57:                                        ; preds = %for.cond55
  ret void

if.then59:                                        ; preds = %for.body56
  br label %for.cond62

if.else60:                                        ; preds = %for.body56
  br label %for.cond69

if.end61:                                         ; preds = %for.end71, %for.end64
  br label %for.cond91

for.cond62:                                       ; preds = %for.end68, %if.then59
  %i265 = phi i32 [ 0, %if.then59 ], [ %329, %for.end68 ]
  %310 = icmp slt i32 %i265, 4
  br i1 %310, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  br label %for.cond66

for.end64:                                        ; preds = %for.cond62
  br label %if.end61

for.cond66:                                       ; preds = %for.body67, %for.body63
  %j2 = phi i32 [ 0, %for.body63 ], [ %328, %for.body67 ]
  %311 = icmp slt i32 %j2, 256
  br i1 %311, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %312 = mul i32 %bx, 4
  %313 = add i32 %312, %i265
  %314 = sext i32 %313 to i64
  %315 = sext i32 %N to i64
  %316 = mul nsw i64 %314, %315
  %317 = mul i32 %c58, 256
  %318 = add i32 %317, %j2
  %319 = sext i32 %318 to i64
  %320 = add nsw i64 %316, %319
  %321 = getelementptr inbounds float, ptr %X, i64 %320
  %322 = load float, ptr %321, align 4
  %323 = sext i32 %i265 to i64
  %324 = mul nsw i64 %323, 256
  %325 = sext i32 %j2 to i64
  %326 = add nsw i64 %324, %325
  %327 = getelementptr inbounds float, ptr %X_f, i64 %326
  store float %322, ptr %327, align 4
  %328 = add nsw i32 %j2, 1
  br label %for.cond66, !llvm.loop !16

for.end68:                                        ; preds = %for.cond66
  %329 = add nsw i32 %i265, 1
  br label %for.cond62, !llvm.loop !17

for.cond69:                                       ; preds = %for.end89, %if.else60
  %i272 = phi i32 [ 0, %if.else60 ], [ %438, %for.end89 ]
  %330 = icmp slt i32 %i272, 4
  br i1 %330, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %331 = mul i32 %c58, 256
  %332 = sext i32 %331 to i64
  %333 = sub i64 0, %332
  %334 = icmp slt i64 %333, 0
  %335 = mul i32 %c58, 256
  %336 = sext i32 %335 to i64
  %337 = sub i64 0, %336
  %338 = icmp sgt i64 %337, 256
  %339 = mul i32 %c58, 256
  %340 = sext i32 %339 to i64
  %341 = sub i64 0, %340
  %342 = select i1 %338, i64 256, i64 %341
  %343 = select i1 %334, i64 0, i64 %342
  %tl_lo4 = trunc i64 %343 to i32
  %344 = sext i32 %N to i64
  %345 = mul i32 %c58, 256
  %346 = sext i32 %345 to i64
  %347 = sub i64 %344, %346
  %348 = icmp slt i64 %347, 0
  %349 = sext i32 %N to i64
  %350 = mul i32 %c58, 256
  %351 = sext i32 %350 to i64
  %352 = sub i64 %349, %351
  %353 = icmp sgt i64 %352, 256
  %354 = sext i32 %N to i64
  %355 = mul i32 %c58, 256
  %356 = sext i32 %355 to i64
  %357 = sub i64 %354, %356
  %358 = select i1 %353, i64 256, i64 %357
  %359 = select i1 %348, i64 0, i64 %358
  %360 = sext i32 %tl_lo4 to i64
  %361 = icmp slt i64 %359, %360
  %362 = sext i32 %tl_lo4 to i64
  %363 = sext i32 %N to i64
  %364 = mul i32 %c58, 256
  %365 = sext i32 %364 to i64
  %366 = sub i64 %363, %365
  %367 = icmp slt i64 %366, 0
  %368 = sext i32 %N to i64
  %369 = mul i32 %c58, 256
  %370 = sext i32 %369 to i64
  %371 = sub i64 %368, %370
  %372 = icmp sgt i64 %371, 256
  %373 = sext i32 %N to i64
  %374 = mul i32 %c58, 256
  %375 = sext i32 %374 to i64
  %376 = sub i64 %373, %375
  %377 = select i1 %372, i64 256, i64 %376
  %378 = select i1 %367, i64 0, i64 %377
  %379 = select i1 %361, i64 %362, i64 %378
  %tl_hi5 = trunc i64 %379 to i32
  br label %for.cond73

for.end71:                                        ; preds = %for.cond69
  br label %if.end61

for.cond73:                                       ; preds = %for.body74, %for.body70
  %j276 = phi i32 [ 0, %for.body70 ], [ %386, %for.body74 ]
  %380 = icmp slt i32 %j276, %tl_lo4
  br i1 %380, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %381 = sext i32 %i272 to i64
  %382 = mul nsw i64 %381, 256
  %383 = sext i32 %j276 to i64
  %384 = add nsw i64 %382, %383
  %385 = getelementptr inbounds float, ptr %X_f, i64 %384
  store float 0.000000e+00, ptr %385, align 4
  %386 = add nsw i32 %j276, 1
  br label %for.cond73, !llvm.loop !18

for.end75:                                        ; preds = %for.cond73
  %387 = mul i32 %bx, 4
  %388 = sext i32 %387 to i64
  %389 = sext i32 %i272 to i64
  %390 = add i64 %388, %389
  %391 = icmp sle i64 0, %390
  %392 = mul i32 %bx, 4
  %393 = sext i32 %392 to i64
  %394 = sext i32 %i272 to i64
  %395 = add i64 %393, %394
  %396 = sext i32 %M to i64
  %397 = icmp slt i64 %395, %396
  %398 = and i1 %391, %397
  br i1 %398, label %if.then77, label %if.else78

if.then77:                                        ; preds = %for.end75
  %399 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond80

if.else78:                                        ; preds = %for.end75
  %400 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond83

if.end79:                                         ; preds = %for.end85, %for.end82
  %401 = sub i32 256, %tl_hi5
  br label %for.cond87

for.cond80:                                       ; preds = %for.body81, %if.then77
  %j21 = phi i32 [ 0, %if.then77 ], [ %421, %for.body81 ]
  %402 = icmp slt i32 %j21, %399
  br i1 %402, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  %403 = mul i32 %bx, 4
  %404 = add i32 %403, %i272
  %405 = sext i32 %404 to i64
  %406 = sext i32 %N to i64
  %407 = mul nsw i64 %405, %406
  %408 = mul i32 %c58, 256
  %409 = add i32 %tl_lo4, %j21
  %410 = add i32 %408, %409
  %411 = sext i32 %410 to i64
  %412 = add nsw i64 %407, %411
  %413 = getelementptr inbounds float, ptr %X, i64 %412
  %414 = load float, ptr %413, align 4
  %415 = sext i32 %i272 to i64
  %416 = mul nsw i64 %415, 256
  %417 = add i32 %tl_lo4, %j21
  %418 = sext i32 %417 to i64
  %419 = add nsw i64 %416, %418
  %420 = getelementptr inbounds float, ptr %X_f, i64 %419
  store float %414, ptr %420, align 4
  %421 = add nsw i32 %j21, 1
  br label %for.cond80, !llvm.loop !19

for.end82:                                        ; preds = %for.cond80
  br label %if.end79

for.cond83:                                       ; preds = %for.body84, %if.else78
  %j2186 = phi i32 [ 0, %if.else78 ], [ %429, %for.body84 ]
  %422 = icmp slt i32 %j2186, %400
  br i1 %422, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %423 = sext i32 %i272 to i64
  %424 = mul nsw i64 %423, 256
  %425 = add i32 %tl_lo4, %j2186
  %426 = sext i32 %425 to i64
  %427 = add nsw i64 %424, %426
  %428 = getelementptr inbounds float, ptr %X_f, i64 %427
  store float 0.000000e+00, ptr %428, align 4
  %429 = add nsw i32 %j2186, 1
  br label %for.cond83, !llvm.loop !20

for.end85:                                        ; preds = %for.cond83
  br label %if.end79

for.cond87:                                       ; preds = %for.body88, %if.end79
  %j2190 = phi i32 [ 0, %if.end79 ], [ %437, %for.body88 ]
  %430 = icmp slt i32 %j2190, %401
  br i1 %430, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %431 = sext i32 %i272 to i64
  %432 = mul nsw i64 %431, 256
  %433 = add i32 %tl_hi5, %j2190
  %434 = sext i32 %433 to i64
  %435 = add nsw i64 %432, %434
  %436 = getelementptr inbounds float, ptr %X_f, i64 %435
  store float 0.000000e+00, ptr %436, align 4
  %437 = add nsw i32 %j2190, 1
  br label %for.cond87, !llvm.loop !21

for.end89:                                        ; preds = %for.cond87
  %438 = add nsw i32 %i272, 1
  br label %for.cond69, !llvm.loop !22

for.cond91:                                       ; preds = %for.end97, %if.end61
  %i94 = phi i32 [ 0, %if.end61 ], [ %477, %for.end97 ]
  %439 = icmp slt i32 %i94, 4
  br i1 %439, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  br label %for.cond95

for.end93:                                        ; preds = %for.cond91
  %440 = mul i32 %bx, 4
  %441 = icmp sle i32 0, %440
  %442 = mul i32 %bx, 4
  %443 = sext i32 %442 to i64
  %444 = add i64 %443, 4
  %445 = sext i32 %M to i64
  %446 = icmp sle i64 %444, %445
  %447 = and i1 %441, %446
  %448 = mul i32 %c58, 256
  %449 = icmp sle i32 0, %448
  %450 = mul i32 %c58, 256
  %451 = sext i32 %450 to i64
  %452 = add i64 %451, 256
  %453 = sext i32 %N to i64
  %454 = icmp sle i64 %452, %453
  %455 = and i1 %449, %454
  %456 = and i1 %447, %455
  br i1 %456, label %if.then98, label %if.else99

for.cond95:                                       ; preds = %for.body96, %for.body92
  %j = phi i32 [ 0, %for.body92 ], [ %476, %for.body96 ]
  %457 = icmp slt i32 %j, 256
  br i1 %457, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %458 = sext i32 %i94 to i64
  %459 = mul nsw i64 %458, 256
  %460 = sext i32 %j to i64
  %461 = add nsw i64 %459, %460
  %462 = getelementptr inbounds float, ptr %X_f, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = sext i32 %i94 to i64
  %465 = getelementptr inbounds float, ptr %scale, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = fdiv float %463, %466
  %468 = fadd float %467, 5.000000e-01
  %469 = call float @llvm.floor.f32(float %468)
  %470 = call i8 @llvm.fptosi.sat.i8.f32(float %469)
  %471 = sext i32 %i94 to i64
  %472 = mul nsw i64 %471, 256
  %473 = sext i32 %j to i64
  %474 = add nsw i64 %472, %473
  %475 = getelementptr inbounds i8, ptr %Q_f, i64 %474
  store i8 %470, ptr %475, align 1
  %476 = add nsw i32 %j, 1
  br label %for.cond95, !llvm.loop !23

for.end97:                                        ; preds = %for.cond95
  %477 = add nsw i32 %i94, 1
  br label %for.cond91, !llvm.loop !24

if.then98:                                        ; preds = %for.end93
  br label %for.cond101

if.else99:                                        ; preds = %for.end93
  br label %for.cond112

if.end100:                                        ; preds = %for.end114, %for.end103
  %478 = add nsw i32 %c58, 1
  br label %for.cond55, !llvm.loop !25

for.cond101:                                      ; preds = %if.end107, %if.then98
  %i2104 = phi i32 [ 0, %if.then98 ], [ %498, %if.end107 ]
  %479 = icmp slt i32 %i2104, 4
  br i1 %479, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %480 = sext i32 %M to i64
  %481 = sext i32 %N to i64
  %482 = mul i64 %480, %481
  %483 = icmp sge i64 %482, 33554432
  br i1 %483, label %if.then105, label %if.else106

for.end103:                                       ; preds = %for.cond101
  br label %if.end100

if.then105:                                       ; preds = %for.body102
  %484 = mul i32 %bx, 4
  %485 = add i32 %484, %i2104
  %486 = sext i32 %485 to i64
  %487 = sext i32 %N to i64
  %488 = mul nsw i64 %486, %487
  %489 = mul i32 %c58, 256
  %490 = add i32 %489, 0
  %491 = sext i32 %490 to i64
  %492 = add nsw i64 %488, %491
  %493 = getelementptr inbounds i8, ptr %Q, i64 %492
  %494 = sext i32 %i2104 to i64
  %495 = mul nsw i64 %494, 256
  %496 = add nsw i64 %495, 0
  %497 = getelementptr inbounds i8, ptr %Q_f, i64 %496
  call void @tilec_rt_stream(ptr %493, ptr %497, i64 256)
  br label %if.end107

if.else106:                                       ; preds = %for.body102
  br label %for.cond108

if.end107:                                        ; preds = %for.end110, %if.then105
  %498 = add nsw i32 %i2104, 1
  br label %for.cond101, !llvm.loop !26

for.cond108:                                      ; preds = %for.body109, %if.else106
  %j2111 = phi i32 [ 0, %if.else106 ], [ %516, %for.body109 ]
  %499 = icmp slt i32 %j2111, 256
  br i1 %499, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %500 = sext i32 %i2104 to i64
  %501 = mul nsw i64 %500, 256
  %502 = sext i32 %j2111 to i64
  %503 = add nsw i64 %501, %502
  %504 = getelementptr inbounds i8, ptr %Q_f, i64 %503
  %505 = load i8, ptr %504, align 1
  %506 = mul i32 %bx, 4
  %507 = add i32 %506, %i2104
  %508 = sext i32 %507 to i64
  %509 = sext i32 %N to i64
  %510 = mul nsw i64 %508, %509
  %511 = mul i32 %c58, 256
  %512 = add i32 %511, %j2111
  %513 = sext i32 %512 to i64
  %514 = add nsw i64 %510, %513
  %515 = getelementptr inbounds i8, ptr %Q, i64 %514
  store i8 %505, ptr %515, align 1
  %516 = add nsw i32 %j2111, 1
  br label %for.cond108, !llvm.loop !27

for.end110:                                       ; preds = %for.cond108
  br label %if.end107

for.cond112:                                      ; preds = %if.end118, %if.else99
  %i2115 = phi i32 [ 0, %if.else99 ], [ %580, %if.end118 ]
  %517 = icmp slt i32 %i2115, 4
  br i1 %517, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %518 = mul i32 %c58, 256
  %519 = sext i32 %518 to i64
  %520 = sub i64 0, %519
  %521 = icmp slt i64 %520, 0
  %522 = mul i32 %c58, 256
  %523 = sext i32 %522 to i64
  %524 = sub i64 0, %523
  %525 = icmp sgt i64 %524, 256
  %526 = mul i32 %c58, 256
  %527 = sext i32 %526 to i64
  %528 = sub i64 0, %527
  %529 = select i1 %525, i64 256, i64 %528
  %530 = select i1 %521, i64 0, i64 %529
  %tl_lo6 = trunc i64 %530 to i32
  %531 = sext i32 %N to i64
  %532 = mul i32 %c58, 256
  %533 = sext i32 %532 to i64
  %534 = sub i64 %531, %533
  %535 = icmp slt i64 %534, 0
  %536 = sext i32 %N to i64
  %537 = mul i32 %c58, 256
  %538 = sext i32 %537 to i64
  %539 = sub i64 %536, %538
  %540 = icmp sgt i64 %539, 256
  %541 = sext i32 %N to i64
  %542 = mul i32 %c58, 256
  %543 = sext i32 %542 to i64
  %544 = sub i64 %541, %543
  %545 = select i1 %540, i64 256, i64 %544
  %546 = select i1 %535, i64 0, i64 %545
  %547 = sext i32 %tl_lo6 to i64
  %548 = icmp slt i64 %546, %547
  %549 = sext i32 %tl_lo6 to i64
  %550 = sext i32 %N to i64
  %551 = mul i32 %c58, 256
  %552 = sext i32 %551 to i64
  %553 = sub i64 %550, %552
  %554 = icmp slt i64 %553, 0
  %555 = sext i32 %N to i64
  %556 = mul i32 %c58, 256
  %557 = sext i32 %556 to i64
  %558 = sub i64 %555, %557
  %559 = icmp sgt i64 %558, 256
  %560 = sext i32 %N to i64
  %561 = mul i32 %c58, 256
  %562 = sext i32 %561 to i64
  %563 = sub i64 %560, %562
  %564 = select i1 %559, i64 256, i64 %563
  %565 = select i1 %554, i64 0, i64 %564
  %566 = select i1 %548, i64 %549, i64 %565
  %tl_hi7 = trunc i64 %566 to i32
  %567 = mul i32 %bx, 4
  %568 = sext i32 %567 to i64
  %569 = sext i32 %i2115 to i64
  %570 = add i64 %568, %569
  %571 = icmp sle i64 0, %570
  %572 = mul i32 %bx, 4
  %573 = sext i32 %572 to i64
  %574 = sext i32 %i2115 to i64
  %575 = add i64 %573, %574
  %576 = sext i32 %M to i64
  %577 = icmp slt i64 %575, %576
  %578 = and i1 %571, %577
  br i1 %578, label %if.then116, label %if.else117

for.end114:                                       ; preds = %for.cond112
  br label %if.end100

if.then116:                                       ; preds = %for.body113
  %579 = sub i32 %tl_hi7, %tl_lo6
  br label %for.cond119

if.else117:                                       ; preds = %for.body113
  br label %if.end118

if.end118:                                        ; preds = %if.else117, %for.end121
  %580 = add nsw i32 %i2115, 1
  br label %for.cond112, !llvm.loop !28

for.cond119:                                      ; preds = %for.body120, %if.then116
  %j22 = phi i32 [ 0, %if.then116 ], [ %600, %for.body120 ]
  %581 = icmp slt i32 %j22, %579
  br i1 %581, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %582 = sext i32 %i2115 to i64
  %583 = mul nsw i64 %582, 256
  %584 = add i32 %tl_lo6, %j22
  %585 = sext i32 %584 to i64
  %586 = add nsw i64 %583, %585
  %587 = getelementptr inbounds i8, ptr %Q_f, i64 %586
  %588 = load i8, ptr %587, align 1
  %589 = mul i32 %bx, 4
  %590 = add i32 %589, %i2115
  %591 = sext i32 %590 to i64
  %592 = sext i32 %N to i64
  %593 = mul nsw i64 %591, %592
  %594 = mul i32 %c58, 256
  %595 = add i32 %tl_lo6, %j22
  %596 = add i32 %594, %595
  %597 = sext i32 %596 to i64
  %598 = add nsw i64 %593, %597
  %599 = getelementptr inbounds i8, ptr %Q, i64 %598
  store i8 %588, ptr %599, align 1
  %600 = add nsw i32 %j22, 1
  br label %for.cond119, !llvm.loop !29

for.end121:                                       ; preds = %for.cond119
  br label %if.end118
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fptosi.sat.i8.f32(float) #2

; Function Attrs: nounwind
define internal void @quantize_task(ptr %ctx, i64 %block) #0 {
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
define i32 @tilec_launch_quantize(ptr %args, ptr %dims, ptr %self) #0 {
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

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
