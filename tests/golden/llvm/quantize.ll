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

for.cond55:                                       ; preds = %if.end103, %if.end45
  %c58 = phi i32 [ 0, %if.end45 ], [ %691, %if.end103 ]
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

for.cond91:                                       ; preds = %for.end100, %if.end61
  %i94 = phi i32 [ 0, %if.end61 ], [ %690, %for.end100 ]
  %439 = icmp slt i32 %i94, 4
  br i1 %439, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %440 = sext i32 %N to i64
  %441 = mul i32 %c58, 256
  %442 = sext i32 %441 to i64
  %443 = sub i64 %440, %442
  %444 = icmp slt i64 %443, 0
  %445 = sext i32 %N to i64
  %446 = mul i32 %c58, 256
  %447 = sext i32 %446 to i64
  %448 = sub i64 %445, %447
  %449 = icmp sgt i64 %448, 256
  %450 = sext i32 %N to i64
  %451 = mul i32 %c58, 256
  %452 = sext i32 %451 to i64
  %453 = sub i64 %450, %452
  %454 = select i1 %449, i64 256, i64 %453
  %455 = select i1 %444, i64 0, i64 %454
  %456 = mul i32 %c58, 256
  %457 = sext i32 %456 to i64
  %458 = sub i64 0, %457
  %459 = icmp slt i64 %458, 0
  %460 = mul i32 %c58, 256
  %461 = sext i32 %460 to i64
  %462 = sub i64 0, %461
  %463 = icmp sgt i64 %462, 256
  %464 = mul i32 %c58, 256
  %465 = sext i32 %464 to i64
  %466 = sub i64 0, %465
  %467 = select i1 %463, i64 256, i64 %466
  %468 = select i1 %459, i64 0, i64 %467
  %469 = trunc i64 %468 to i32
  %470 = sext i32 %469 to i64
  %471 = icmp slt i64 %455, %470
  %472 = mul i32 %c58, 256
  %473 = sext i32 %472 to i64
  %474 = sub i64 0, %473
  %475 = icmp slt i64 %474, 0
  %476 = mul i32 %c58, 256
  %477 = sext i32 %476 to i64
  %478 = sub i64 0, %477
  %479 = icmp sgt i64 %478, 256
  %480 = mul i32 %c58, 256
  %481 = sext i32 %480 to i64
  %482 = sub i64 0, %481
  %483 = select i1 %479, i64 256, i64 %482
  %484 = select i1 %475, i64 0, i64 %483
  %485 = trunc i64 %484 to i32
  %486 = sext i32 %485 to i64
  %487 = sext i32 %N to i64
  %488 = mul i32 %c58, 256
  %489 = sext i32 %488 to i64
  %490 = sub i64 %487, %489
  %491 = icmp slt i64 %490, 0
  %492 = sext i32 %N to i64
  %493 = mul i32 %c58, 256
  %494 = sext i32 %493 to i64
  %495 = sub i64 %492, %494
  %496 = icmp sgt i64 %495, 256
  %497 = sext i32 %N to i64
  %498 = mul i32 %c58, 256
  %499 = sext i32 %498 to i64
  %500 = sub i64 %497, %499
  %501 = select i1 %496, i64 256, i64 %500
  %502 = select i1 %491, i64 0, i64 %501
  %503 = select i1 %471, i64 %486, i64 %502
  %504 = trunc i64 %503 to i32
  %505 = icmp slt i32 %504, 0
  %506 = sext i32 %N to i64
  %507 = mul i32 %c58, 256
  %508 = sext i32 %507 to i64
  %509 = sub i64 %506, %508
  %510 = icmp slt i64 %509, 0
  %511 = sext i32 %N to i64
  %512 = mul i32 %c58, 256
  %513 = sext i32 %512 to i64
  %514 = sub i64 %511, %513
  %515 = icmp sgt i64 %514, 256
  %516 = sext i32 %N to i64
  %517 = mul i32 %c58, 256
  %518 = sext i32 %517 to i64
  %519 = sub i64 %516, %518
  %520 = select i1 %515, i64 256, i64 %519
  %521 = select i1 %510, i64 0, i64 %520
  %522 = mul i32 %c58, 256
  %523 = sext i32 %522 to i64
  %524 = sub i64 0, %523
  %525 = icmp slt i64 %524, 0
  %526 = mul i32 %c58, 256
  %527 = sext i32 %526 to i64
  %528 = sub i64 0, %527
  %529 = icmp sgt i64 %528, 256
  %530 = mul i32 %c58, 256
  %531 = sext i32 %530 to i64
  %532 = sub i64 0, %531
  %533 = select i1 %529, i64 256, i64 %532
  %534 = select i1 %525, i64 0, i64 %533
  %535 = trunc i64 %534 to i32
  %536 = sext i32 %535 to i64
  %537 = icmp slt i64 %521, %536
  %538 = mul i32 %c58, 256
  %539 = sext i32 %538 to i64
  %540 = sub i64 0, %539
  %541 = icmp slt i64 %540, 0
  %542 = mul i32 %c58, 256
  %543 = sext i32 %542 to i64
  %544 = sub i64 0, %543
  %545 = icmp sgt i64 %544, 256
  %546 = mul i32 %c58, 256
  %547 = sext i32 %546 to i64
  %548 = sub i64 0, %547
  %549 = select i1 %545, i64 256, i64 %548
  %550 = select i1 %541, i64 0, i64 %549
  %551 = trunc i64 %550 to i32
  %552 = sext i32 %551 to i64
  %553 = sext i32 %N to i64
  %554 = mul i32 %c58, 256
  %555 = sext i32 %554 to i64
  %556 = sub i64 %553, %555
  %557 = icmp slt i64 %556, 0
  %558 = sext i32 %N to i64
  %559 = mul i32 %c58, 256
  %560 = sext i32 %559 to i64
  %561 = sub i64 %558, %560
  %562 = icmp sgt i64 %561, 256
  %563 = sext i32 %N to i64
  %564 = mul i32 %c58, 256
  %565 = sext i32 %564 to i64
  %566 = sub i64 %563, %565
  %567 = select i1 %562, i64 256, i64 %566
  %568 = select i1 %557, i64 0, i64 %567
  %569 = select i1 %537, i64 %552, i64 %568
  %570 = trunc i64 %569 to i32
  %571 = icmp sgt i32 %570, 256
  %572 = sext i32 %N to i64
  %573 = mul i32 %c58, 256
  %574 = sext i32 %573 to i64
  %575 = sub i64 %572, %574
  %576 = icmp slt i64 %575, 0
  %577 = sext i32 %N to i64
  %578 = mul i32 %c58, 256
  %579 = sext i32 %578 to i64
  %580 = sub i64 %577, %579
  %581 = icmp sgt i64 %580, 256
  %582 = sext i32 %N to i64
  %583 = mul i32 %c58, 256
  %584 = sext i32 %583 to i64
  %585 = sub i64 %582, %584
  %586 = select i1 %581, i64 256, i64 %585
  %587 = select i1 %576, i64 0, i64 %586
  %588 = mul i32 %c58, 256
  %589 = sext i32 %588 to i64
  %590 = sub i64 0, %589
  %591 = icmp slt i64 %590, 0
  %592 = mul i32 %c58, 256
  %593 = sext i32 %592 to i64
  %594 = sub i64 0, %593
  %595 = icmp sgt i64 %594, 256
  %596 = mul i32 %c58, 256
  %597 = sext i32 %596 to i64
  %598 = sub i64 0, %597
  %599 = select i1 %595, i64 256, i64 %598
  %600 = select i1 %591, i64 0, i64 %599
  %601 = trunc i64 %600 to i32
  %602 = sext i32 %601 to i64
  %603 = icmp slt i64 %587, %602
  %604 = mul i32 %c58, 256
  %605 = sext i32 %604 to i64
  %606 = sub i64 0, %605
  %607 = icmp slt i64 %606, 0
  %608 = mul i32 %c58, 256
  %609 = sext i32 %608 to i64
  %610 = sub i64 0, %609
  %611 = icmp sgt i64 %610, 256
  %612 = mul i32 %c58, 256
  %613 = sext i32 %612 to i64
  %614 = sub i64 0, %613
  %615 = select i1 %611, i64 256, i64 %614
  %616 = select i1 %607, i64 0, i64 %615
  %617 = trunc i64 %616 to i32
  %618 = sext i32 %617 to i64
  %619 = sext i32 %N to i64
  %620 = mul i32 %c58, 256
  %621 = sext i32 %620 to i64
  %622 = sub i64 %619, %621
  %623 = icmp slt i64 %622, 0
  %624 = sext i32 %N to i64
  %625 = mul i32 %c58, 256
  %626 = sext i32 %625 to i64
  %627 = sub i64 %624, %626
  %628 = icmp sgt i64 %627, 256
  %629 = sext i32 %N to i64
  %630 = mul i32 %c58, 256
  %631 = sext i32 %630 to i64
  %632 = sub i64 %629, %631
  %633 = select i1 %628, i64 256, i64 %632
  %634 = select i1 %623, i64 0, i64 %633
  %635 = select i1 %603, i64 %618, i64 %634
  %636 = trunc i64 %635 to i32
  %637 = select i1 %571, i32 256, i32 %636
  %tl_cols0 = select i1 %505, i32 0, i32 %637
  br label %for.cond95

for.end93:                                        ; preds = %for.cond91
  %638 = mul i32 %bx, 4
  %639 = icmp sle i32 0, %638
  %640 = mul i32 %bx, 4
  %641 = sext i32 %640 to i64
  %642 = add i64 %641, 4
  %643 = sext i32 %M to i64
  %644 = icmp sle i64 %642, %643
  %645 = and i1 %639, %644
  %646 = mul i32 %c58, 256
  %647 = icmp sle i32 0, %646
  %648 = mul i32 %c58, 256
  %649 = sext i32 %648 to i64
  %650 = add i64 %649, 256
  %651 = sext i32 %N to i64
  %652 = icmp sle i64 %650, %651
  %653 = and i1 %647, %652
  %654 = and i1 %645, %653
  br i1 %654, label %if.then101, label %if.else102

for.cond95:                                       ; preds = %for.body96, %for.body92
  %j = phi i32 [ 0, %for.body92 ], [ %674, %for.body96 ]
  %655 = icmp slt i32 %j, %tl_cols0
  br i1 %655, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %656 = sext i32 %i94 to i64
  %657 = mul nsw i64 %656, 256
  %658 = sext i32 %j to i64
  %659 = add nsw i64 %657, %658
  %660 = getelementptr inbounds float, ptr %X_f, i64 %659
  %661 = load float, ptr %660, align 4
  %662 = sext i32 %i94 to i64
  %663 = getelementptr inbounds float, ptr %scale, i64 %662
  %664 = load float, ptr %663, align 4
  %665 = fdiv float %661, %664
  %666 = fadd float %665, 5.000000e-01
  %667 = call float @llvm.floor.f32(float %666)
  %668 = call i8 @llvm.fptosi.sat.i8.f32(float %667)
  %669 = sext i32 %i94 to i64
  %670 = mul nsw i64 %669, 256
  %671 = sext i32 %j to i64
  %672 = add nsw i64 %670, %671
  %673 = getelementptr inbounds i8, ptr %Q_f, i64 %672
  store i8 %668, ptr %673, align 1
  %674 = add nsw i32 %j, 1
  br label %for.cond95, !llvm.loop !23

for.end97:                                        ; preds = %for.cond95
  %675 = sext i32 %i94 to i64
  %676 = getelementptr inbounds float, ptr %scale, i64 %675
  %677 = load float, ptr %676, align 4
  %678 = fdiv float 0.000000e+00, %677
  %679 = fadd float %678, 5.000000e-01
  %680 = call float @llvm.floor.f32(float %679)
  %tl_col2 = call i8 @llvm.fptosi.sat.i8.f32(float %680)
  %681 = sub i32 256, %tl_cols0
  br label %for.cond98

for.cond98:                                       ; preds = %for.body99, %for.end97
  %j12 = phi i32 [ 0, %for.end97 ], [ %689, %for.body99 ]
  %682 = icmp slt i32 %j12, %681
  br i1 %682, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %683 = sext i32 %i94 to i64
  %684 = mul nsw i64 %683, 256
  %685 = add i32 %tl_cols0, %j12
  %686 = sext i32 %685 to i64
  %687 = add nsw i64 %684, %686
  %688 = getelementptr inbounds i8, ptr %Q_f, i64 %687
  store i8 %tl_col2, ptr %688, align 1
  %689 = add nsw i32 %j12, 1
  br label %for.cond98, !llvm.loop !24

for.end100:                                       ; preds = %for.cond98
  %690 = add nsw i32 %i94, 1
  br label %for.cond91, !llvm.loop !25

if.then101:                                       ; preds = %for.end93
  br label %for.cond104

if.else102:                                       ; preds = %for.end93
  br label %for.cond115

if.end103:                                        ; preds = %for.end117, %for.end106
  %691 = add nsw i32 %c58, 1
  br label %for.cond55, !llvm.loop !26

for.cond104:                                      ; preds = %if.end110, %if.then101
  %i2107 = phi i32 [ 0, %if.then101 ], [ %711, %if.end110 ]
  %692 = icmp slt i32 %i2107, 4
  br i1 %692, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %693 = sext i32 %M to i64
  %694 = sext i32 %N to i64
  %695 = mul i64 %693, %694
  %696 = icmp sge i64 %695, 33554432
  br i1 %696, label %if.then108, label %if.else109

for.end106:                                       ; preds = %for.cond104
  br label %if.end103

if.then108:                                       ; preds = %for.body105
  %697 = mul i32 %bx, 4
  %698 = add i32 %697, %i2107
  %699 = sext i32 %698 to i64
  %700 = sext i32 %N to i64
  %701 = mul nsw i64 %699, %700
  %702 = mul i32 %c58, 256
  %703 = add i32 %702, 0
  %704 = sext i32 %703 to i64
  %705 = add nsw i64 %701, %704
  %706 = getelementptr inbounds i8, ptr %Q, i64 %705
  %707 = sext i32 %i2107 to i64
  %708 = mul nsw i64 %707, 256
  %709 = add nsw i64 %708, 0
  %710 = getelementptr inbounds i8, ptr %Q_f, i64 %709
  call void @tilec_rt_stream(ptr %706, ptr %710, i64 256)
  br label %if.end110

if.else109:                                       ; preds = %for.body105
  br label %for.cond111

if.end110:                                        ; preds = %for.end113, %if.then108
  %711 = add nsw i32 %i2107, 1
  br label %for.cond104, !llvm.loop !27

for.cond111:                                      ; preds = %for.body112, %if.else109
  %j2114 = phi i32 [ 0, %if.else109 ], [ %729, %for.body112 ]
  %712 = icmp slt i32 %j2114, 256
  br i1 %712, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  %713 = sext i32 %i2107 to i64
  %714 = mul nsw i64 %713, 256
  %715 = sext i32 %j2114 to i64
  %716 = add nsw i64 %714, %715
  %717 = getelementptr inbounds i8, ptr %Q_f, i64 %716
  %718 = load i8, ptr %717, align 1
  %719 = mul i32 %bx, 4
  %720 = add i32 %719, %i2107
  %721 = sext i32 %720 to i64
  %722 = sext i32 %N to i64
  %723 = mul nsw i64 %721, %722
  %724 = mul i32 %c58, 256
  %725 = add i32 %724, %j2114
  %726 = sext i32 %725 to i64
  %727 = add nsw i64 %723, %726
  %728 = getelementptr inbounds i8, ptr %Q, i64 %727
  store i8 %718, ptr %728, align 1
  %729 = add nsw i32 %j2114, 1
  br label %for.cond111, !llvm.loop !28

for.end113:                                       ; preds = %for.cond111
  br label %if.end110

for.cond115:                                      ; preds = %if.end121, %if.else102
  %i2118 = phi i32 [ 0, %if.else102 ], [ %793, %if.end121 ]
  %730 = icmp slt i32 %i2118, 4
  br i1 %730, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %731 = mul i32 %c58, 256
  %732 = sext i32 %731 to i64
  %733 = sub i64 0, %732
  %734 = icmp slt i64 %733, 0
  %735 = mul i32 %c58, 256
  %736 = sext i32 %735 to i64
  %737 = sub i64 0, %736
  %738 = icmp sgt i64 %737, 256
  %739 = mul i32 %c58, 256
  %740 = sext i32 %739 to i64
  %741 = sub i64 0, %740
  %742 = select i1 %738, i64 256, i64 %741
  %743 = select i1 %734, i64 0, i64 %742
  %tl_lo6 = trunc i64 %743 to i32
  %744 = sext i32 %N to i64
  %745 = mul i32 %c58, 256
  %746 = sext i32 %745 to i64
  %747 = sub i64 %744, %746
  %748 = icmp slt i64 %747, 0
  %749 = sext i32 %N to i64
  %750 = mul i32 %c58, 256
  %751 = sext i32 %750 to i64
  %752 = sub i64 %749, %751
  %753 = icmp sgt i64 %752, 256
  %754 = sext i32 %N to i64
  %755 = mul i32 %c58, 256
  %756 = sext i32 %755 to i64
  %757 = sub i64 %754, %756
  %758 = select i1 %753, i64 256, i64 %757
  %759 = select i1 %748, i64 0, i64 %758
  %760 = sext i32 %tl_lo6 to i64
  %761 = icmp slt i64 %759, %760
  %762 = sext i32 %tl_lo6 to i64
  %763 = sext i32 %N to i64
  %764 = mul i32 %c58, 256
  %765 = sext i32 %764 to i64
  %766 = sub i64 %763, %765
  %767 = icmp slt i64 %766, 0
  %768 = sext i32 %N to i64
  %769 = mul i32 %c58, 256
  %770 = sext i32 %769 to i64
  %771 = sub i64 %768, %770
  %772 = icmp sgt i64 %771, 256
  %773 = sext i32 %N to i64
  %774 = mul i32 %c58, 256
  %775 = sext i32 %774 to i64
  %776 = sub i64 %773, %775
  %777 = select i1 %772, i64 256, i64 %776
  %778 = select i1 %767, i64 0, i64 %777
  %779 = select i1 %761, i64 %762, i64 %778
  %tl_hi7 = trunc i64 %779 to i32
  %780 = mul i32 %bx, 4
  %781 = sext i32 %780 to i64
  %782 = sext i32 %i2118 to i64
  %783 = add i64 %781, %782
  %784 = icmp sle i64 0, %783
  %785 = mul i32 %bx, 4
  %786 = sext i32 %785 to i64
  %787 = sext i32 %i2118 to i64
  %788 = add i64 %786, %787
  %789 = sext i32 %M to i64
  %790 = icmp slt i64 %788, %789
  %791 = and i1 %784, %790
  br i1 %791, label %if.then119, label %if.else120

for.end117:                                       ; preds = %for.cond115
  br label %if.end103

if.then119:                                       ; preds = %for.body116
  %792 = sub i32 %tl_hi7, %tl_lo6
  br label %for.cond122

if.else120:                                       ; preds = %for.body116
  br label %if.end121

if.end121:                                        ; preds = %if.else120, %for.end124
  %793 = add nsw i32 %i2118, 1
  br label %for.cond115, !llvm.loop !29

for.cond122:                                      ; preds = %for.body123, %if.then119
  %j22 = phi i32 [ 0, %if.then119 ], [ %813, %for.body123 ]
  %794 = icmp slt i32 %j22, %792
  br i1 %794, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %795 = sext i32 %i2118 to i64
  %796 = mul nsw i64 %795, 256
  %797 = add i32 %tl_lo6, %j22
  %798 = sext i32 %797 to i64
  %799 = add nsw i64 %796, %798
  %800 = getelementptr inbounds i8, ptr %Q_f, i64 %799
  %801 = load i8, ptr %800, align 1
  %802 = mul i32 %bx, 4
  %803 = add i32 %802, %i2118
  %804 = sext i32 %803 to i64
  %805 = sext i32 %N to i64
  %806 = mul nsw i64 %804, %805
  %807 = mul i32 %c58, 256
  %808 = add i32 %tl_lo6, %j22
  %809 = add i32 %807, %808
  %810 = sext i32 %809 to i64
  %811 = add nsw i64 %806, %810
  %812 = getelementptr inbounds i8, ptr %Q, i64 %811
  store i8 %801, ptr %812, align 1
  %813 = add nsw i32 %j22, 1
  br label %for.cond122, !llvm.loop !30

for.end124:                                       ; preds = %for.cond122
  br label %if.end121
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
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
