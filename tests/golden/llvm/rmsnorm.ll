; ModuleID = 'rmsnorm.tile'
source_filename = "rmsnorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_rmsnorm = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @rmsnorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_15 = alloca [32 x float], align 64
  %sq_s = alloca [8192 x float], align 64
  %ss_s = alloca [32 x float], align 64
  %ss = alloca [4 x float], align 64
  %tl_lanes_16 = alloca [32 x float], align 64
  %sq = alloca [2048 x float], align 64
  %tl_lanes_17 = alloca [32 x float], align 64
  %sq_r = alloca [4096 x float], align 64
  %ss_r = alloca [1 x float], align 64
  %tl_lanes_18 = alloca [32 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %W_f = alloca [512 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = icmp sle i32 %N, 256
  br i1 %0, label %if.then, label %if.else

if.then:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %ss_s, i8 0, i64 128, i1 false)
  br label %for.cond

if.else:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %ss, i8 0, i64 16, i1 false)
  %1 = icmp sle i32 %N, 512
  br i1 %1, label %if.then47, label %if.else48

if.end:                                           ; preds = %if.end49, %for.end36
  ret void

for.cond:                                         ; preds = %for.end12, %if.then
  %i = phi i32 [ 0, %if.then ], [ %83, %for.end12 ]
  %2 = icmp slt i32 %i, 32
  br i1 %2, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = sext i32 %N to i64
  %4 = icmp slt i64 %3, 0
  %5 = sext i32 %N to i64
  %6 = icmp sgt i64 %5, 256
  %7 = sext i32 %N to i64
  %8 = select i1 %6, i64 256, i64 %7
  %9 = select i1 %4, i64 0, i64 %8
  %10 = icmp slt i64 %9, 0
  %11 = sext i32 %N to i64
  %12 = icmp slt i64 %11, 0
  %13 = sext i32 %N to i64
  %14 = icmp sgt i64 %13, 256
  %15 = sext i32 %N to i64
  %16 = select i1 %14, i64 256, i64 %15
  %17 = select i1 %12, i64 0, i64 %16
  %18 = select i1 %10, i64 0, i64 %17
  %tl_hi1 = trunc i64 %18 to i32
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %for.cond14

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %27, %for.body2 ]
  %19 = icmp slt i32 %j, 0
  br i1 %19, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %20 = icmp slt i32 %j, %N
  %21 = select i1 %20, float 0.000000e+00, float 0.000000e+00
  %22 = sext i32 %i to i64
  %23 = mul nsw i64 %22, 256
  %24 = sext i32 %j to i64
  %25 = add nsw i64 %23, %24
  %26 = getelementptr inbounds float, ptr %sq_s, i64 %25
  store float %21, ptr %26, align 4
  %27 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %28 = sub i32 %tl_hi1, 0
  br label %for.cond4

for.cond4:                                        ; preds = %sel.end9, %for.end3
  %j3 = phi i32 [ 0, %for.end3 ], [ %74, %sel.end9 ]
  %29 = icmp slt i32 %j3, %28
  br i1 %29, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %30 = mul i32 %bx, 32
  %31 = add i32 %30, %i
  %32 = icmp sle i32 0, %31
  %33 = mul i32 %bx, 32
  %34 = add i32 %33, %i
  %35 = icmp slt i32 %34, %M
  %36 = and i1 %32, %35
  br i1 %36, label %sel.then, label %sel.else

for.end6:                                         ; preds = %for.cond4
  %37 = sub i32 256, %tl_hi1
  br label %for.cond10

sel.then:                                         ; preds = %for.body5
  %38 = mul i32 %bx, 32
  %39 = add i32 %38, %i
  %40 = sext i32 %39 to i64
  %41 = sext i32 %N to i64
  %42 = mul nsw i64 %40, %41
  %43 = add i32 0, %j3
  %44 = sext i32 %43 to i64
  %45 = add nsw i64 %42, %44
  %46 = getelementptr inbounds float, ptr %X, i64 %45
  %47 = load float, ptr %46, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body5
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %48 = phi float [ %47, %sel.then ], [ 0.000000e+00, %sel.else ]
  %49 = mul i32 %bx, 32
  %50 = add i32 %49, %i
  %51 = icmp sle i32 0, %50
  %52 = mul i32 %bx, 32
  %53 = add i32 %52, %i
  %54 = icmp slt i32 %53, %M
  %55 = and i1 %51, %54
  br i1 %55, label %sel.then7, label %sel.else8

sel.then7:                                        ; preds = %sel.end
  %56 = mul i32 %bx, 32
  %57 = add i32 %56, %i
  %58 = sext i32 %57 to i64
  %59 = sext i32 %N to i64
  %60 = mul nsw i64 %58, %59
  %61 = add i32 0, %j3
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %60, %62
  %64 = getelementptr inbounds float, ptr %X, i64 %63
  %65 = load float, ptr %64, align 4
  br label %sel.end9

sel.else8:                                        ; preds = %sel.end
  br label %sel.end9

sel.end9:                                         ; preds = %sel.else8, %sel.then7
  %66 = phi float [ %65, %sel.then7 ], [ 0.000000e+00, %sel.else8 ]
  %67 = fmul float %48, %66
  %68 = sext i32 %i to i64
  %69 = mul nsw i64 %68, 256
  %70 = add i32 0, %j3
  %71 = sext i32 %70 to i64
  %72 = add nsw i64 %69, %71
  %73 = getelementptr inbounds float, ptr %sq_s, i64 %72
  store float %67, ptr %73, align 4
  %74 = add nsw i32 %j3, 1
  br label %for.cond4, !llvm.loop !3

for.cond10:                                       ; preds = %for.body11, %for.end6
  %j313 = phi i32 [ 0, %for.end6 ], [ %82, %for.body11 ]
  %75 = icmp slt i32 %j313, %37
  br i1 %75, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %76 = sext i32 %i to i64
  %77 = mul nsw i64 %76, 256
  %78 = add i32 %tl_hi1, %j313
  %79 = sext i32 %78 to i64
  %80 = add nsw i64 %77, %79
  %81 = getelementptr inbounds float, ptr %sq_s, i64 %80
  store float 0.000000e+00, ptr %81, align 4
  %82 = add nsw i32 %j313, 1
  br label %for.cond10, !llvm.loop !4

for.end12:                                        ; preds = %for.cond10
  %83 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !5

for.cond14:                                       ; preds = %for.end32, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %254, %for.end32 ]
  %84 = icmp slt i32 %i1, 32
  br i1 %84, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  br label %for.cond17

for.end16:                                        ; preds = %for.cond14
  br label %for.cond34

for.cond17:                                       ; preds = %for.body18, %for.body15
  %lane = phi i32 [ 0, %for.body15 ], [ %94, %for.body18 ]
  %85 = icmp slt i32 %lane, 32
  br i1 %85, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %86 = sext i32 %i1 to i64
  %87 = mul nsw i64 %86, 256
  %88 = sext i32 %lane to i64
  %89 = add nsw i64 %87, %88
  %90 = getelementptr inbounds float, ptr %sq_s, i64 %89
  %91 = load float, ptr %90, align 4
  %92 = sext i32 %lane to i64
  %93 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %92
  store float %91, ptr %93, align 4
  %94 = add nsw i32 %lane, 1
  br label %for.cond17, !llvm.loop !6

for.end19:                                        ; preds = %for.cond17
  %95 = sext i32 %N to i64
  %96 = icmp slt i64 %95, 0
  %97 = sext i32 %N to i64
  %98 = icmp sgt i64 %97, 256
  %99 = sext i32 %N to i64
  %100 = select i1 %98, i64 256, i64 %99
  %101 = select i1 %96, i64 0, i64 %100
  %102 = icmp slt i64 %101, 0
  %103 = sext i32 %N to i64
  %104 = icmp slt i64 %103, 0
  %105 = sext i32 %N to i64
  %106 = icmp sgt i64 %105, 256
  %107 = sext i32 %N to i64
  %108 = select i1 %106, i64 256, i64 %107
  %109 = select i1 %104, i64 0, i64 %108
  %110 = select i1 %102, i64 0, i64 %109
  %111 = trunc i64 %110 to i32
  %112 = icmp slt i32 %111, 0
  %113 = sext i32 %N to i64
  %114 = icmp slt i64 %113, 0
  %115 = sext i32 %N to i64
  %116 = icmp sgt i64 %115, 256
  %117 = sext i32 %N to i64
  %118 = select i1 %116, i64 256, i64 %117
  %119 = select i1 %114, i64 0, i64 %118
  %120 = icmp slt i64 %119, 0
  %121 = sext i32 %N to i64
  %122 = icmp slt i64 %121, 0
  %123 = sext i32 %N to i64
  %124 = icmp sgt i64 %123, 256
  %125 = sext i32 %N to i64
  %126 = select i1 %124, i64 256, i64 %125
  %127 = select i1 %122, i64 0, i64 %126
  %128 = select i1 %120, i64 0, i64 %127
  %129 = trunc i64 %128 to i32
  %130 = icmp sgt i32 %129, 256
  %131 = sext i32 %N to i64
  %132 = icmp slt i64 %131, 0
  %133 = sext i32 %N to i64
  %134 = icmp sgt i64 %133, 256
  %135 = sext i32 %N to i64
  %136 = select i1 %134, i64 256, i64 %135
  %137 = select i1 %132, i64 0, i64 %136
  %138 = icmp slt i64 %137, 0
  %139 = sext i32 %N to i64
  %140 = icmp slt i64 %139, 0
  %141 = sext i32 %N to i64
  %142 = icmp sgt i64 %141, 256
  %143 = sext i32 %N to i64
  %144 = select i1 %142, i64 256, i64 %143
  %145 = select i1 %140, i64 0, i64 %144
  %146 = select i1 %138, i64 0, i64 %145
  %147 = trunc i64 %146 to i32
  %148 = select i1 %130, i32 256, i32 %147
  %149 = select i1 %112, i32 0, i32 %148
  %150 = add i32 %149, 31
  %151 = sdiv i32 %150, 32
  %152 = sub i32 0, %150
  %153 = select i1 false, i32 %152, i32 %151
  %154 = sub i32 %153, 1
  %155 = icmp slt i32 %154, 0
  %156 = sext i32 %N to i64
  %157 = icmp slt i64 %156, 0
  %158 = sext i32 %N to i64
  %159 = icmp sgt i64 %158, 256
  %160 = sext i32 %N to i64
  %161 = select i1 %159, i64 256, i64 %160
  %162 = select i1 %157, i64 0, i64 %161
  %163 = icmp slt i64 %162, 0
  %164 = sext i32 %N to i64
  %165 = icmp slt i64 %164, 0
  %166 = sext i32 %N to i64
  %167 = icmp sgt i64 %166, 256
  %168 = sext i32 %N to i64
  %169 = select i1 %167, i64 256, i64 %168
  %170 = select i1 %165, i64 0, i64 %169
  %171 = select i1 %163, i64 0, i64 %170
  %172 = trunc i64 %171 to i32
  %173 = icmp slt i32 %172, 0
  %174 = sext i32 %N to i64
  %175 = icmp slt i64 %174, 0
  %176 = sext i32 %N to i64
  %177 = icmp sgt i64 %176, 256
  %178 = sext i32 %N to i64
  %179 = select i1 %177, i64 256, i64 %178
  %180 = select i1 %175, i64 0, i64 %179
  %181 = icmp slt i64 %180, 0
  %182 = sext i32 %N to i64
  %183 = icmp slt i64 %182, 0
  %184 = sext i32 %N to i64
  %185 = icmp sgt i64 %184, 256
  %186 = sext i32 %N to i64
  %187 = select i1 %185, i64 256, i64 %186
  %188 = select i1 %183, i64 0, i64 %187
  %189 = select i1 %181, i64 0, i64 %188
  %190 = trunc i64 %189 to i32
  %191 = icmp sgt i32 %190, 256
  %192 = sext i32 %N to i64
  %193 = icmp slt i64 %192, 0
  %194 = sext i32 %N to i64
  %195 = icmp sgt i64 %194, 256
  %196 = sext i32 %N to i64
  %197 = select i1 %195, i64 256, i64 %196
  %198 = select i1 %193, i64 0, i64 %197
  %199 = icmp slt i64 %198, 0
  %200 = sext i32 %N to i64
  %201 = icmp slt i64 %200, 0
  %202 = sext i32 %N to i64
  %203 = icmp sgt i64 %202, 256
  %204 = sext i32 %N to i64
  %205 = select i1 %203, i64 256, i64 %204
  %206 = select i1 %201, i64 0, i64 %205
  %207 = select i1 %199, i64 0, i64 %206
  %208 = trunc i64 %207 to i32
  %209 = select i1 %191, i32 256, i32 %208
  %210 = select i1 %173, i32 0, i32 %209
  %211 = add i32 %210, 31
  %212 = sdiv i32 %211, 32
  %213 = sub i32 0, %211
  %214 = select i1 false, i32 %213, i32 %212
  %215 = sub i32 %214, 1
  %216 = select i1 %155, i32 0, i32 %215
  %tl_steps1 = select i1 true, i32 %216, i32 7
  br label %for.cond20

for.cond20:                                       ; preds = %for.end25, %for.end19
  %red = phi i32 [ 0, %for.end19 ], [ %236, %for.end25 ]
  %217 = icmp slt i32 %red, %tl_steps1
  br i1 %217, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  br label %for.cond23

for.end22:                                        ; preds = %for.cond20
  %218 = icmp slt i32 %tl_steps1, 7
  br i1 %218, label %if.then27, label %if.else28

for.cond23:                                       ; preds = %for.body24, %for.body21
  %lane26 = phi i32 [ 0, %for.body21 ], [ %235, %for.body24 ]
  %219 = icmp slt i32 %lane26, 32
  br i1 %219, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  %220 = sext i32 %lane26 to i64
  %221 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %220
  %222 = load float, ptr %221, align 4
  %223 = sext i32 %i1 to i64
  %224 = mul nsw i64 %223, 256
  %225 = add i32 %red, 1
  %226 = mul i32 %225, 32
  %227 = add i32 %226, %lane26
  %228 = sext i32 %227 to i64
  %229 = add nsw i64 %224, %228
  %230 = getelementptr inbounds float, ptr %sq_s, i64 %229
  %231 = load float, ptr %230, align 4
  %232 = fadd float %222, %231
  %233 = sext i32 %lane26 to i64
  %234 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %233
  store float %232, ptr %234, align 4
  %235 = add nsw i32 %lane26, 1
  br label %for.cond23, !llvm.loop !7

for.end25:                                        ; preds = %for.cond23
  %236 = add nsw i32 %red, 1
  br label %for.cond20, !llvm.loop !8

if.then27:                                        ; preds = %for.end22
  %237 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %238 = load float, ptr %237, align 4
  %239 = fadd float %238, 0.000000e+00
  %240 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %239, ptr %240, align 4
  br label %if.end29

if.else28:                                        ; preds = %for.end22
  br label %if.end29

if.end29:                                         ; preds = %if.else28, %if.then27
  %241 = sext i32 %i1 to i64
  %242 = getelementptr inbounds float, ptr %ss_s, i64 %241
  store float 0.000000e+00, ptr %242, align 4
  br label %for.cond30

for.cond30:                                       ; preds = %for.body31, %if.end29
  %lane33 = phi i32 [ 0, %if.end29 ], [ %253, %for.body31 ]
  %243 = icmp slt i32 %lane33, 32
  br i1 %243, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %244 = sext i32 %i1 to i64
  %245 = getelementptr inbounds float, ptr %ss_s, i64 %244
  %246 = load float, ptr %245, align 4
  %247 = sext i32 %lane33 to i64
  %248 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %247
  %249 = load float, ptr %248, align 4
  %250 = fadd float %246, %249
  %251 = sext i32 %i1 to i64
  %252 = getelementptr inbounds float, ptr %ss_s, i64 %251
  store float %250, ptr %252, align 4
  %253 = add nsw i32 %lane33, 1
  br label %for.cond30, !llvm.loop !9

for.end32:                                        ; preds = %for.cond30
  %254 = add nsw i32 %i1, 1
  br label %for.cond14, !llvm.loop !10

for.cond34:                                       ; preds = %if.end40, %for.end16
  %i37 = phi i32 [ 0, %for.end16 ], [ %280, %if.end40 ]
  %255 = icmp slt i32 %i37, 32
  br i1 %255, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %256 = sext i32 %N to i64
  %257 = icmp slt i64 %256, 0
  %258 = sext i32 %N to i64
  %259 = icmp sgt i64 %258, 256
  %260 = sext i32 %N to i64
  %261 = select i1 %259, i64 256, i64 %260
  %262 = select i1 %257, i64 0, i64 %261
  %263 = icmp slt i64 %262, 0
  %264 = sext i32 %N to i64
  %265 = icmp slt i64 %264, 0
  %266 = sext i32 %N to i64
  %267 = icmp sgt i64 %266, 256
  %268 = sext i32 %N to i64
  %269 = select i1 %267, i64 256, i64 %268
  %270 = select i1 %265, i64 0, i64 %269
  %271 = select i1 %263, i64 0, i64 %270
  %tl_hi3 = trunc i64 %271 to i32
  %272 = mul i32 %bx, 32
  %273 = add i32 %272, %i37
  %274 = icmp sle i32 0, %273
  %275 = mul i32 %bx, 32
  %276 = add i32 %275, %i37
  %277 = icmp slt i32 %276, %M
  %278 = and i1 %274, %277
  br i1 %278, label %if.then38, label %if.else39

for.end36:                                        ; preds = %for.cond34
  br label %if.end

if.then38:                                        ; preds = %for.body35
  %279 = sub i32 %tl_hi3, 0
  br label %for.cond41

if.else39:                                        ; preds = %for.body35
  br label %if.end40

if.end40:                                         ; preds = %if.else39, %for.end43
  %280 = add nsw i32 %i37, 1
  br label %for.cond34, !llvm.loop !11

for.cond41:                                       ; preds = %sel.end46, %if.then38
  %j4 = phi i32 [ 0, %if.then38 ], [ %325, %sel.end46 ]
  %281 = icmp slt i32 %j4, %279
  br i1 %281, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %282 = mul i32 %bx, 32
  %283 = add i32 %282, %i37
  %284 = icmp sle i32 0, %283
  %285 = mul i32 %bx, 32
  %286 = add i32 %285, %i37
  %287 = icmp slt i32 %286, %M
  %288 = and i1 %284, %287
  br i1 %288, label %sel.then44, label %sel.else45

for.end43:                                        ; preds = %for.cond41
  br label %if.end40

sel.then44:                                       ; preds = %for.body42
  %289 = mul i32 %bx, 32
  %290 = add i32 %289, %i37
  %291 = sext i32 %290 to i64
  %292 = sext i32 %N to i64
  %293 = mul nsw i64 %291, %292
  %294 = add i32 0, %j4
  %295 = sext i32 %294 to i64
  %296 = add nsw i64 %293, %295
  %297 = getelementptr inbounds float, ptr %X, i64 %296
  %298 = load float, ptr %297, align 4
  br label %sel.end46

sel.else45:                                       ; preds = %for.body42
  br label %sel.end46

sel.end46:                                        ; preds = %sel.else45, %sel.then44
  %299 = phi float [ %298, %sel.then44 ], [ 0.000000e+00, %sel.else45 ]
  %300 = sext i32 %i37 to i64
  %301 = getelementptr inbounds float, ptr %ss_s, i64 %300
  %302 = load float, ptr %301, align 4
  %303 = sitofp i32 %N to float
  %304 = fdiv float %302, %303
  %305 = fadd float %304, 0x3EB0C6F7A0000000
  %306 = fpext float %305 to double
  %307 = call double @llvm.sqrt.f64(double %306)
  %308 = fdiv double 1.000000e+00, %307
  %309 = fptrunc double %308 to float
  %310 = fmul float %299, %309
  %311 = add i32 0, %j4
  %312 = sext i32 %311 to i64
  %313 = getelementptr inbounds float, ptr %W, i64 %312
  %314 = load float, ptr %313, align 4
  %315 = fmul float %310, %314
  %316 = mul i32 %bx, 32
  %317 = add i32 %316, %i37
  %318 = sext i32 %317 to i64
  %319 = sext i32 %N to i64
  %320 = mul nsw i64 %318, %319
  %321 = add i32 0, %j4
  %322 = sext i32 %321 to i64
  %323 = add nsw i64 %320, %322
  %324 = getelementptr inbounds float, ptr %Y, i64 %323
  store float %315, ptr %324, align 4
  %325 = add nsw i32 %j4, 1
  br label %for.cond41, !llvm.loop !12

if.then47:                                        ; preds = %if.else
  br label %for.cond50

if.else48:                                        ; preds = %if.else
  %326 = icmp sle i32 %N, 4096
  br i1 %326, label %if.then104, label %if.else105

if.end49:                                         ; preds = %if.end106, %for.end93
  br label %if.end

for.cond50:                                       ; preds = %for.end69, %if.then47
  %i53 = phi i32 [ 0, %if.then47 ], [ %408, %for.end69 ]
  %327 = icmp slt i32 %i53, 4
  br i1 %327, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %328 = sext i32 %N to i64
  %329 = icmp slt i64 %328, 0
  %330 = sext i32 %N to i64
  %331 = icmp sgt i64 %330, 512
  %332 = sext i32 %N to i64
  %333 = select i1 %331, i64 512, i64 %332
  %334 = select i1 %329, i64 0, i64 %333
  %335 = icmp slt i64 %334, 0
  %336 = sext i32 %N to i64
  %337 = icmp slt i64 %336, 0
  %338 = sext i32 %N to i64
  %339 = icmp sgt i64 %338, 512
  %340 = sext i32 %N to i64
  %341 = select i1 %339, i64 512, i64 %340
  %342 = select i1 %337, i64 0, i64 %341
  %343 = select i1 %335, i64 0, i64 %342
  %tl_hi5 = trunc i64 %343 to i32
  br label %for.cond54

for.end52:                                        ; preds = %for.cond50
  br label %for.cond71

for.cond54:                                       ; preds = %for.body55, %for.body51
  %j57 = phi i32 [ 0, %for.body51 ], [ %352, %for.body55 ]
  %344 = icmp slt i32 %j57, 0
  br i1 %344, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %345 = icmp slt i32 %j57, %N
  %346 = select i1 %345, float 0.000000e+00, float 0.000000e+00
  %347 = sext i32 %i53 to i64
  %348 = mul nsw i64 %347, 512
  %349 = sext i32 %j57 to i64
  %350 = add nsw i64 %348, %349
  %351 = getelementptr inbounds float, ptr %sq, i64 %350
  store float %346, ptr %351, align 4
  %352 = add nsw i32 %j57, 1
  br label %for.cond54, !llvm.loop !13

for.end56:                                        ; preds = %for.cond54
  %353 = sub i32 %tl_hi5, 0
  br label %for.cond58

for.cond58:                                       ; preds = %sel.end66, %for.end56
  %j5 = phi i32 [ 0, %for.end56 ], [ %399, %sel.end66 ]
  %354 = icmp slt i32 %j5, %353
  br i1 %354, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %355 = mul i32 %bx, 4
  %356 = add i32 %355, %i53
  %357 = icmp sle i32 0, %356
  %358 = mul i32 %bx, 4
  %359 = add i32 %358, %i53
  %360 = icmp slt i32 %359, %M
  %361 = and i1 %357, %360
  br i1 %361, label %sel.then61, label %sel.else62

for.end60:                                        ; preds = %for.cond58
  %362 = sub i32 512, %tl_hi5
  br label %for.cond67

sel.then61:                                       ; preds = %for.body59
  %363 = mul i32 %bx, 4
  %364 = add i32 %363, %i53
  %365 = sext i32 %364 to i64
  %366 = sext i32 %N to i64
  %367 = mul nsw i64 %365, %366
  %368 = add i32 0, %j5
  %369 = sext i32 %368 to i64
  %370 = add nsw i64 %367, %369
  %371 = getelementptr inbounds float, ptr %X, i64 %370
  %372 = load float, ptr %371, align 4
  br label %sel.end63

sel.else62:                                       ; preds = %for.body59
  br label %sel.end63

sel.end63:                                        ; preds = %sel.else62, %sel.then61
  %373 = phi float [ %372, %sel.then61 ], [ 0.000000e+00, %sel.else62 ]
  %374 = mul i32 %bx, 4
  %375 = add i32 %374, %i53
  %376 = icmp sle i32 0, %375
  %377 = mul i32 %bx, 4
  %378 = add i32 %377, %i53
  %379 = icmp slt i32 %378, %M
  %380 = and i1 %376, %379
  br i1 %380, label %sel.then64, label %sel.else65

sel.then64:                                       ; preds = %sel.end63
  %381 = mul i32 %bx, 4
  %382 = add i32 %381, %i53
  %383 = sext i32 %382 to i64
  %384 = sext i32 %N to i64
  %385 = mul nsw i64 %383, %384
  %386 = add i32 0, %j5
  %387 = sext i32 %386 to i64
  %388 = add nsw i64 %385, %387
  %389 = getelementptr inbounds float, ptr %X, i64 %388
  %390 = load float, ptr %389, align 4
  br label %sel.end66

sel.else65:                                       ; preds = %sel.end63
  br label %sel.end66

sel.end66:                                        ; preds = %sel.else65, %sel.then64
  %391 = phi float [ %390, %sel.then64 ], [ 0.000000e+00, %sel.else65 ]
  %392 = fmul float %373, %391
  %393 = sext i32 %i53 to i64
  %394 = mul nsw i64 %393, 512
  %395 = add i32 0, %j5
  %396 = sext i32 %395 to i64
  %397 = add nsw i64 %394, %396
  %398 = getelementptr inbounds float, ptr %sq, i64 %397
  store float %392, ptr %398, align 4
  %399 = add nsw i32 %j5, 1
  br label %for.cond58, !llvm.loop !14

for.cond67:                                       ; preds = %for.body68, %for.end60
  %j570 = phi i32 [ 0, %for.end60 ], [ %407, %for.body68 ]
  %400 = icmp slt i32 %j570, %362
  br i1 %400, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %401 = sext i32 %i53 to i64
  %402 = mul nsw i64 %401, 512
  %403 = add i32 %tl_hi5, %j570
  %404 = sext i32 %403 to i64
  %405 = add nsw i64 %402, %404
  %406 = getelementptr inbounds float, ptr %sq, i64 %405
  store float 0.000000e+00, ptr %406, align 4
  %407 = add nsw i32 %j570, 1
  br label %for.cond67, !llvm.loop !15

for.end69:                                        ; preds = %for.cond67
  %408 = add nsw i32 %i53, 1
  br label %for.cond50, !llvm.loop !16

for.cond71:                                       ; preds = %for.end89, %for.end52
  %i2 = phi i32 [ 0, %for.end52 ], [ %579, %for.end89 ]
  %409 = icmp slt i32 %i2, 4
  br i1 %409, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  br label %for.cond74

for.end73:                                        ; preds = %for.cond71
  br label %for.cond91

for.cond74:                                       ; preds = %for.body75, %for.body72
  %lane1 = phi i32 [ 0, %for.body72 ], [ %419, %for.body75 ]
  %410 = icmp slt i32 %lane1, 32
  br i1 %410, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %411 = sext i32 %i2 to i64
  %412 = mul nsw i64 %411, 512
  %413 = sext i32 %lane1 to i64
  %414 = add nsw i64 %412, %413
  %415 = getelementptr inbounds float, ptr %sq, i64 %414
  %416 = load float, ptr %415, align 4
  %417 = sext i32 %lane1 to i64
  %418 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %417
  store float %416, ptr %418, align 4
  %419 = add nsw i32 %lane1, 1
  br label %for.cond74, !llvm.loop !17

for.end76:                                        ; preds = %for.cond74
  %420 = sext i32 %N to i64
  %421 = icmp slt i64 %420, 0
  %422 = sext i32 %N to i64
  %423 = icmp sgt i64 %422, 512
  %424 = sext i32 %N to i64
  %425 = select i1 %423, i64 512, i64 %424
  %426 = select i1 %421, i64 0, i64 %425
  %427 = icmp slt i64 %426, 0
  %428 = sext i32 %N to i64
  %429 = icmp slt i64 %428, 0
  %430 = sext i32 %N to i64
  %431 = icmp sgt i64 %430, 512
  %432 = sext i32 %N to i64
  %433 = select i1 %431, i64 512, i64 %432
  %434 = select i1 %429, i64 0, i64 %433
  %435 = select i1 %427, i64 0, i64 %434
  %436 = trunc i64 %435 to i32
  %437 = icmp slt i32 %436, 0
  %438 = sext i32 %N to i64
  %439 = icmp slt i64 %438, 0
  %440 = sext i32 %N to i64
  %441 = icmp sgt i64 %440, 512
  %442 = sext i32 %N to i64
  %443 = select i1 %441, i64 512, i64 %442
  %444 = select i1 %439, i64 0, i64 %443
  %445 = icmp slt i64 %444, 0
  %446 = sext i32 %N to i64
  %447 = icmp slt i64 %446, 0
  %448 = sext i32 %N to i64
  %449 = icmp sgt i64 %448, 512
  %450 = sext i32 %N to i64
  %451 = select i1 %449, i64 512, i64 %450
  %452 = select i1 %447, i64 0, i64 %451
  %453 = select i1 %445, i64 0, i64 %452
  %454 = trunc i64 %453 to i32
  %455 = icmp sgt i32 %454, 512
  %456 = sext i32 %N to i64
  %457 = icmp slt i64 %456, 0
  %458 = sext i32 %N to i64
  %459 = icmp sgt i64 %458, 512
  %460 = sext i32 %N to i64
  %461 = select i1 %459, i64 512, i64 %460
  %462 = select i1 %457, i64 0, i64 %461
  %463 = icmp slt i64 %462, 0
  %464 = sext i32 %N to i64
  %465 = icmp slt i64 %464, 0
  %466 = sext i32 %N to i64
  %467 = icmp sgt i64 %466, 512
  %468 = sext i32 %N to i64
  %469 = select i1 %467, i64 512, i64 %468
  %470 = select i1 %465, i64 0, i64 %469
  %471 = select i1 %463, i64 0, i64 %470
  %472 = trunc i64 %471 to i32
  %473 = select i1 %455, i32 512, i32 %472
  %474 = select i1 %437, i32 0, i32 %473
  %475 = add i32 %474, 31
  %476 = sdiv i32 %475, 32
  %477 = sub i32 0, %475
  %478 = select i1 false, i32 %477, i32 %476
  %479 = sub i32 %478, 1
  %480 = icmp slt i32 %479, 0
  %481 = sext i32 %N to i64
  %482 = icmp slt i64 %481, 0
  %483 = sext i32 %N to i64
  %484 = icmp sgt i64 %483, 512
  %485 = sext i32 %N to i64
  %486 = select i1 %484, i64 512, i64 %485
  %487 = select i1 %482, i64 0, i64 %486
  %488 = icmp slt i64 %487, 0
  %489 = sext i32 %N to i64
  %490 = icmp slt i64 %489, 0
  %491 = sext i32 %N to i64
  %492 = icmp sgt i64 %491, 512
  %493 = sext i32 %N to i64
  %494 = select i1 %492, i64 512, i64 %493
  %495 = select i1 %490, i64 0, i64 %494
  %496 = select i1 %488, i64 0, i64 %495
  %497 = trunc i64 %496 to i32
  %498 = icmp slt i32 %497, 0
  %499 = sext i32 %N to i64
  %500 = icmp slt i64 %499, 0
  %501 = sext i32 %N to i64
  %502 = icmp sgt i64 %501, 512
  %503 = sext i32 %N to i64
  %504 = select i1 %502, i64 512, i64 %503
  %505 = select i1 %500, i64 0, i64 %504
  %506 = icmp slt i64 %505, 0
  %507 = sext i32 %N to i64
  %508 = icmp slt i64 %507, 0
  %509 = sext i32 %N to i64
  %510 = icmp sgt i64 %509, 512
  %511 = sext i32 %N to i64
  %512 = select i1 %510, i64 512, i64 %511
  %513 = select i1 %508, i64 0, i64 %512
  %514 = select i1 %506, i64 0, i64 %513
  %515 = trunc i64 %514 to i32
  %516 = icmp sgt i32 %515, 512
  %517 = sext i32 %N to i64
  %518 = icmp slt i64 %517, 0
  %519 = sext i32 %N to i64
  %520 = icmp sgt i64 %519, 512
  %521 = sext i32 %N to i64
  %522 = select i1 %520, i64 512, i64 %521
  %523 = select i1 %518, i64 0, i64 %522
  %524 = icmp slt i64 %523, 0
  %525 = sext i32 %N to i64
  %526 = icmp slt i64 %525, 0
  %527 = sext i32 %N to i64
  %528 = icmp sgt i64 %527, 512
  %529 = sext i32 %N to i64
  %530 = select i1 %528, i64 512, i64 %529
  %531 = select i1 %526, i64 0, i64 %530
  %532 = select i1 %524, i64 0, i64 %531
  %533 = trunc i64 %532 to i32
  %534 = select i1 %516, i32 512, i32 %533
  %535 = select i1 %498, i32 0, i32 %534
  %536 = add i32 %535, 31
  %537 = sdiv i32 %536, 32
  %538 = sub i32 0, %536
  %539 = select i1 false, i32 %538, i32 %537
  %540 = sub i32 %539, 1
  %541 = select i1 %480, i32 0, i32 %540
  %tl_steps3 = select i1 true, i32 %541, i32 15
  br label %for.cond77

for.cond77:                                       ; preds = %for.end82, %for.end76
  %red1 = phi i32 [ 0, %for.end76 ], [ %561, %for.end82 ]
  %542 = icmp slt i32 %red1, %tl_steps3
  br i1 %542, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  br label %for.cond80

for.end79:                                        ; preds = %for.cond77
  %543 = icmp slt i32 %tl_steps3, 15
  br i1 %543, label %if.then84, label %if.else85

for.cond80:                                       ; preds = %for.body81, %for.body78
  %lane183 = phi i32 [ 0, %for.body78 ], [ %560, %for.body81 ]
  %544 = icmp slt i32 %lane183, 32
  br i1 %544, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  %545 = sext i32 %lane183 to i64
  %546 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %545
  %547 = load float, ptr %546, align 4
  %548 = sext i32 %i2 to i64
  %549 = mul nsw i64 %548, 512
  %550 = add i32 %red1, 1
  %551 = mul i32 %550, 32
  %552 = add i32 %551, %lane183
  %553 = sext i32 %552 to i64
  %554 = add nsw i64 %549, %553
  %555 = getelementptr inbounds float, ptr %sq, i64 %554
  %556 = load float, ptr %555, align 4
  %557 = fadd float %547, %556
  %558 = sext i32 %lane183 to i64
  %559 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %558
  store float %557, ptr %559, align 4
  %560 = add nsw i32 %lane183, 1
  br label %for.cond80, !llvm.loop !18

for.end82:                                        ; preds = %for.cond80
  %561 = add nsw i32 %red1, 1
  br label %for.cond77, !llvm.loop !19

if.then84:                                        ; preds = %for.end79
  %562 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %563 = load float, ptr %562, align 4
  %564 = fadd float %563, 0.000000e+00
  %565 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %564, ptr %565, align 4
  br label %if.end86

if.else85:                                        ; preds = %for.end79
  br label %if.end86

if.end86:                                         ; preds = %if.else85, %if.then84
  %566 = sext i32 %i2 to i64
  %567 = getelementptr inbounds float, ptr %ss, i64 %566
  store float 0.000000e+00, ptr %567, align 4
  br label %for.cond87

for.cond87:                                       ; preds = %for.body88, %if.end86
  %lane190 = phi i32 [ 0, %if.end86 ], [ %578, %for.body88 ]
  %568 = icmp slt i32 %lane190, 32
  br i1 %568, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %569 = sext i32 %i2 to i64
  %570 = getelementptr inbounds float, ptr %ss, i64 %569
  %571 = load float, ptr %570, align 4
  %572 = sext i32 %lane190 to i64
  %573 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %572
  %574 = load float, ptr %573, align 4
  %575 = fadd float %571, %574
  %576 = sext i32 %i2 to i64
  %577 = getelementptr inbounds float, ptr %ss, i64 %576
  store float %575, ptr %577, align 4
  %578 = add nsw i32 %lane190, 1
  br label %for.cond87, !llvm.loop !20

for.end89:                                        ; preds = %for.cond87
  %579 = add nsw i32 %i2, 1
  br label %for.cond71, !llvm.loop !21

for.cond91:                                       ; preds = %if.end97, %for.end73
  %i94 = phi i32 [ 0, %for.end73 ], [ %605, %if.end97 ]
  %580 = icmp slt i32 %i94, 4
  br i1 %580, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %581 = sext i32 %N to i64
  %582 = icmp slt i64 %581, 0
  %583 = sext i32 %N to i64
  %584 = icmp sgt i64 %583, 512
  %585 = sext i32 %N to i64
  %586 = select i1 %584, i64 512, i64 %585
  %587 = select i1 %582, i64 0, i64 %586
  %588 = icmp slt i64 %587, 0
  %589 = sext i32 %N to i64
  %590 = icmp slt i64 %589, 0
  %591 = sext i32 %N to i64
  %592 = icmp sgt i64 %591, 512
  %593 = sext i32 %N to i64
  %594 = select i1 %592, i64 512, i64 %593
  %595 = select i1 %590, i64 0, i64 %594
  %596 = select i1 %588, i64 0, i64 %595
  %tl_hi7 = trunc i64 %596 to i32
  %597 = mul i32 %bx, 4
  %598 = add i32 %597, %i94
  %599 = icmp sle i32 0, %598
  %600 = mul i32 %bx, 4
  %601 = add i32 %600, %i94
  %602 = icmp slt i32 %601, %M
  %603 = and i1 %599, %602
  br i1 %603, label %if.then95, label %if.else96

for.end93:                                        ; preds = %for.cond91
  br label %if.end49

if.then95:                                        ; preds = %for.body92
  %604 = sub i32 %tl_hi7, 0
  br label %for.cond98

if.else96:                                        ; preds = %for.body92
  br label %if.end97

if.end97:                                         ; preds = %if.else96, %for.end100
  %605 = add nsw i32 %i94, 1
  br label %for.cond91, !llvm.loop !22

for.cond98:                                       ; preds = %sel.end103, %if.then95
  %j6 = phi i32 [ 0, %if.then95 ], [ %650, %sel.end103 ]
  %606 = icmp slt i32 %j6, %604
  br i1 %606, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %607 = mul i32 %bx, 4
  %608 = add i32 %607, %i94
  %609 = icmp sle i32 0, %608
  %610 = mul i32 %bx, 4
  %611 = add i32 %610, %i94
  %612 = icmp slt i32 %611, %M
  %613 = and i1 %609, %612
  br i1 %613, label %sel.then101, label %sel.else102

for.end100:                                       ; preds = %for.cond98
  br label %if.end97

sel.then101:                                      ; preds = %for.body99
  %614 = mul i32 %bx, 4
  %615 = add i32 %614, %i94
  %616 = sext i32 %615 to i64
  %617 = sext i32 %N to i64
  %618 = mul nsw i64 %616, %617
  %619 = add i32 0, %j6
  %620 = sext i32 %619 to i64
  %621 = add nsw i64 %618, %620
  %622 = getelementptr inbounds float, ptr %X, i64 %621
  %623 = load float, ptr %622, align 4
  br label %sel.end103

sel.else102:                                      ; preds = %for.body99
  br label %sel.end103

sel.end103:                                       ; preds = %sel.else102, %sel.then101
  %624 = phi float [ %623, %sel.then101 ], [ 0.000000e+00, %sel.else102 ]
  %625 = sext i32 %i94 to i64
  %626 = getelementptr inbounds float, ptr %ss, i64 %625
  %627 = load float, ptr %626, align 4
  %628 = sitofp i32 %N to float
  %629 = fdiv float %627, %628
  %630 = fadd float %629, 0x3EB0C6F7A0000000
  %631 = fpext float %630 to double
  %632 = call double @llvm.sqrt.f64(double %631)
  %633 = fdiv double 1.000000e+00, %632
  %634 = fptrunc double %633 to float
  %635 = fmul float %624, %634
  %636 = add i32 0, %j6
  %637 = sext i32 %636 to i64
  %638 = getelementptr inbounds float, ptr %W, i64 %637
  %639 = load float, ptr %638, align 4
  %640 = fmul float %635, %639
  %641 = mul i32 %bx, 4
  %642 = add i32 %641, %i94
  %643 = sext i32 %642 to i64
  %644 = sext i32 %N to i64
  %645 = mul nsw i64 %643, %644
  %646 = add i32 0, %j6
  %647 = sext i32 %646 to i64
  %648 = add nsw i64 %645, %647
  %649 = getelementptr inbounds float, ptr %Y, i64 %648
  store float %640, ptr %649, align 4
  %650 = add nsw i32 %j6, 1
  br label %for.cond98, !llvm.loop !23

if.then104:                                       ; preds = %if.else48
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  br label %for.cond107

if.else105:                                       ; preds = %if.else48
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  br label %for.cond181

if.end106:                                        ; preds = %for.end256, %for.end177
  br label %if.end49

for.cond107:                                      ; preds = %for.end164, %if.then104
  %r = phi i32 [ 0, %if.then104 ], [ %1303, %for.end164 ]
  %651 = icmp slt i32 %r, 4
  br i1 %651, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  br label %for.cond110

for.end109:                                       ; preds = %for.cond107
  br label %for.cond175

for.cond110:                                      ; preds = %for.end120, %for.body108
  %i113 = phi i32 [ 0, %for.body108 ], [ %689, %for.end120 ]
  %652 = icmp slt i32 %i113, 1
  br i1 %652, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %653 = sext i32 %N to i64
  %654 = icmp slt i64 %653, 0
  %655 = sext i32 %N to i64
  %656 = icmp sgt i64 %655, 4096
  %657 = sext i32 %N to i64
  %658 = select i1 %656, i64 4096, i64 %657
  %659 = select i1 %654, i64 0, i64 %658
  %660 = icmp slt i64 %659, 0
  %661 = sext i32 %N to i64
  %662 = icmp slt i64 %661, 0
  %663 = sext i32 %N to i64
  %664 = icmp sgt i64 %663, 4096
  %665 = sext i32 %N to i64
  %666 = select i1 %664, i64 4096, i64 %665
  %667 = select i1 %662, i64 0, i64 %666
  %668 = select i1 %660, i64 0, i64 %667
  %tl_hi9 = trunc i64 %668 to i32
  br label %for.cond114

for.end112:                                       ; preds = %for.cond110
  br label %for.cond127

for.cond114:                                      ; preds = %for.body115, %for.body111
  %j117 = phi i32 [ 0, %for.body111 ], [ %677, %for.body115 ]
  %669 = icmp slt i32 %j117, 0
  br i1 %669, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %670 = icmp slt i32 %j117, %N
  %671 = select i1 %670, float 0.000000e+00, float 0.000000e+00
  %672 = sext i32 %i113 to i64
  %673 = mul nsw i64 %672, 4096
  %674 = sext i32 %j117 to i64
  %675 = add nsw i64 %673, %674
  %676 = getelementptr inbounds float, ptr %sq_r, i64 %675
  store float %671, ptr %676, align 4
  %677 = add nsw i32 %j117, 1
  br label %for.cond114, !llvm.loop !24

for.end116:                                       ; preds = %for.cond114
  %678 = sub i32 %tl_hi9, 0
  br label %for.cond118

for.cond118:                                      ; preds = %sel.end126, %for.end116
  %j7 = phi i32 [ 0, %for.end116 ], [ %730, %sel.end126 ]
  %679 = icmp slt i32 %j7, %678
  br i1 %679, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %680 = mul i32 %bx, 4
  %681 = add i32 %680, %r
  %682 = add i32 %681, %i113
  %683 = icmp sle i32 0, %682
  %684 = mul i32 %bx, 4
  %685 = add i32 %684, %r
  %686 = add i32 %685, %i113
  %687 = icmp slt i32 %686, %M
  %688 = and i1 %683, %687
  br i1 %688, label %sel.then121, label %sel.else122

for.end120:                                       ; preds = %for.cond118
  %689 = add nsw i32 %i113, 1
  br label %for.cond110, !llvm.loop !25

sel.then121:                                      ; preds = %for.body119
  %690 = mul i32 %bx, 4
  %691 = add i32 %690, %r
  %692 = add i32 %691, %i113
  %693 = sext i32 %692 to i64
  %694 = sext i32 %N to i64
  %695 = mul nsw i64 %693, %694
  %696 = add i32 0, %j7
  %697 = sext i32 %696 to i64
  %698 = add nsw i64 %695, %697
  %699 = getelementptr inbounds float, ptr %X, i64 %698
  %700 = load float, ptr %699, align 4
  br label %sel.end123

sel.else122:                                      ; preds = %for.body119
  br label %sel.end123

sel.end123:                                       ; preds = %sel.else122, %sel.then121
  %701 = phi float [ %700, %sel.then121 ], [ 0.000000e+00, %sel.else122 ]
  %702 = mul i32 %bx, 4
  %703 = add i32 %702, %r
  %704 = add i32 %703, %i113
  %705 = icmp sle i32 0, %704
  %706 = mul i32 %bx, 4
  %707 = add i32 %706, %r
  %708 = add i32 %707, %i113
  %709 = icmp slt i32 %708, %M
  %710 = and i1 %705, %709
  br i1 %710, label %sel.then124, label %sel.else125

sel.then124:                                      ; preds = %sel.end123
  %711 = mul i32 %bx, 4
  %712 = add i32 %711, %r
  %713 = add i32 %712, %i113
  %714 = sext i32 %713 to i64
  %715 = sext i32 %N to i64
  %716 = mul nsw i64 %714, %715
  %717 = add i32 0, %j7
  %718 = sext i32 %717 to i64
  %719 = add nsw i64 %716, %718
  %720 = getelementptr inbounds float, ptr %X, i64 %719
  %721 = load float, ptr %720, align 4
  br label %sel.end126

sel.else125:                                      ; preds = %sel.end123
  br label %sel.end126

sel.end126:                                       ; preds = %sel.else125, %sel.then124
  %722 = phi float [ %721, %sel.then124 ], [ 0.000000e+00, %sel.else125 ]
  %723 = fmul float %701, %722
  %724 = sext i32 %i113 to i64
  %725 = mul nsw i64 %724, 4096
  %726 = add i32 0, %j7
  %727 = sext i32 %726 to i64
  %728 = add nsw i64 %725, %727
  %729 = getelementptr inbounds float, ptr %sq_r, i64 %728
  store float %723, ptr %729, align 4
  %730 = add nsw i32 %j7, 1
  br label %for.cond118, !llvm.loop !26

for.cond127:                                      ; preds = %for.end160, %for.end112
  %i3 = phi i32 [ 0, %for.end112 ], [ %1276, %for.end160 ]
  %731 = icmp slt i32 %i3, 1
  br i1 %731, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  br label %for.cond130

for.end129:                                       ; preds = %for.cond127
  br label %for.cond162

for.cond130:                                      ; preds = %for.end135, %for.body128
  %tl_r4 = phi i32 [ 0, %for.body128 ], [ %1041, %for.end135 ]
  %732 = icmp slt i32 %tl_r4, 1
  br i1 %732, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %733 = sext i32 %N to i64
  %734 = icmp slt i64 %733, 0
  %735 = sext i32 %N to i64
  %736 = icmp sgt i64 %735, 4096
  %737 = sext i32 %N to i64
  %738 = select i1 %736, i64 4096, i64 %737
  %739 = select i1 %734, i64 0, i64 %738
  %740 = icmp slt i64 %739, 0
  %741 = sext i32 %N to i64
  %742 = icmp slt i64 %741, 0
  %743 = sext i32 %N to i64
  %744 = icmp sgt i64 %743, 4096
  %745 = sext i32 %N to i64
  %746 = select i1 %744, i64 4096, i64 %745
  %747 = select i1 %742, i64 0, i64 %746
  %748 = select i1 %740, i64 0, i64 %747
  %749 = trunc i64 %748 to i32
  %750 = icmp slt i32 %749, 0
  %751 = sext i32 %N to i64
  %752 = icmp slt i64 %751, 0
  %753 = sext i32 %N to i64
  %754 = icmp sgt i64 %753, 4096
  %755 = sext i32 %N to i64
  %756 = select i1 %754, i64 4096, i64 %755
  %757 = select i1 %752, i64 0, i64 %756
  %758 = icmp slt i64 %757, 0
  %759 = sext i32 %N to i64
  %760 = icmp slt i64 %759, 0
  %761 = sext i32 %N to i64
  %762 = icmp sgt i64 %761, 4096
  %763 = sext i32 %N to i64
  %764 = select i1 %762, i64 4096, i64 %763
  %765 = select i1 %760, i64 0, i64 %764
  %766 = select i1 %758, i64 0, i64 %765
  %767 = trunc i64 %766 to i32
  %768 = icmp sgt i32 %767, 4096
  %769 = sext i32 %N to i64
  %770 = icmp slt i64 %769, 0
  %771 = sext i32 %N to i64
  %772 = icmp sgt i64 %771, 4096
  %773 = sext i32 %N to i64
  %774 = select i1 %772, i64 4096, i64 %773
  %775 = select i1 %770, i64 0, i64 %774
  %776 = icmp slt i64 %775, 0
  %777 = sext i32 %N to i64
  %778 = icmp slt i64 %777, 0
  %779 = sext i32 %N to i64
  %780 = icmp sgt i64 %779, 4096
  %781 = sext i32 %N to i64
  %782 = select i1 %780, i64 4096, i64 %781
  %783 = select i1 %778, i64 0, i64 %782
  %784 = select i1 %776, i64 0, i64 %783
  %785 = trunc i64 %784 to i32
  %786 = select i1 %768, i32 4096, i32 %785
  %tl_pad_from5 = select i1 %750, i32 0, i32 %786
  %787 = sext i32 %N to i64
  %788 = icmp slt i64 %787, 0
  %789 = sext i32 %N to i64
  %790 = icmp sgt i64 %789, 4096
  %791 = sext i32 %N to i64
  %792 = select i1 %790, i64 4096, i64 %791
  %793 = select i1 %788, i64 0, i64 %792
  %794 = icmp slt i64 %793, 0
  %795 = sext i32 %N to i64
  %796 = icmp slt i64 %795, 0
  %797 = sext i32 %N to i64
  %798 = icmp sgt i64 %797, 4096
  %799 = sext i32 %N to i64
  %800 = select i1 %798, i64 4096, i64 %799
  %801 = select i1 %796, i64 0, i64 %800
  %802 = select i1 %794, i64 0, i64 %801
  %803 = trunc i64 %802 to i32
  %804 = icmp slt i32 %803, 0
  %805 = sext i32 %N to i64
  %806 = icmp slt i64 %805, 0
  %807 = sext i32 %N to i64
  %808 = icmp sgt i64 %807, 4096
  %809 = sext i32 %N to i64
  %810 = select i1 %808, i64 4096, i64 %809
  %811 = select i1 %806, i64 0, i64 %810
  %812 = icmp slt i64 %811, 0
  %813 = sext i32 %N to i64
  %814 = icmp slt i64 %813, 0
  %815 = sext i32 %N to i64
  %816 = icmp sgt i64 %815, 4096
  %817 = sext i32 %N to i64
  %818 = select i1 %816, i64 4096, i64 %817
  %819 = select i1 %814, i64 0, i64 %818
  %820 = select i1 %812, i64 0, i64 %819
  %821 = trunc i64 %820 to i32
  %822 = icmp sgt i32 %821, 4096
  %823 = sext i32 %N to i64
  %824 = icmp slt i64 %823, 0
  %825 = sext i32 %N to i64
  %826 = icmp sgt i64 %825, 4096
  %827 = sext i32 %N to i64
  %828 = select i1 %826, i64 4096, i64 %827
  %829 = select i1 %824, i64 0, i64 %828
  %830 = icmp slt i64 %829, 0
  %831 = sext i32 %N to i64
  %832 = icmp slt i64 %831, 0
  %833 = sext i32 %N to i64
  %834 = icmp sgt i64 %833, 4096
  %835 = sext i32 %N to i64
  %836 = select i1 %834, i64 4096, i64 %835
  %837 = select i1 %832, i64 0, i64 %836
  %838 = select i1 %830, i64 0, i64 %837
  %839 = trunc i64 %838 to i32
  %840 = select i1 %822, i32 4096, i32 %839
  %841 = select i1 %804, i32 0, i32 %840
  %842 = add i32 %841, 31
  %843 = sdiv i32 %842, 32
  %844 = sub i32 0, %842
  %845 = select i1 false, i32 %844, i32 %843
  %846 = mul i32 %845, 32
  %847 = icmp slt i32 %846, 32
  %848 = sext i32 %N to i64
  %849 = icmp slt i64 %848, 0
  %850 = sext i32 %N to i64
  %851 = icmp sgt i64 %850, 4096
  %852 = sext i32 %N to i64
  %853 = select i1 %851, i64 4096, i64 %852
  %854 = select i1 %849, i64 0, i64 %853
  %855 = icmp slt i64 %854, 0
  %856 = sext i32 %N to i64
  %857 = icmp slt i64 %856, 0
  %858 = sext i32 %N to i64
  %859 = icmp sgt i64 %858, 4096
  %860 = sext i32 %N to i64
  %861 = select i1 %859, i64 4096, i64 %860
  %862 = select i1 %857, i64 0, i64 %861
  %863 = select i1 %855, i64 0, i64 %862
  %864 = trunc i64 %863 to i32
  %865 = icmp slt i32 %864, 0
  %866 = sext i32 %N to i64
  %867 = icmp slt i64 %866, 0
  %868 = sext i32 %N to i64
  %869 = icmp sgt i64 %868, 4096
  %870 = sext i32 %N to i64
  %871 = select i1 %869, i64 4096, i64 %870
  %872 = select i1 %867, i64 0, i64 %871
  %873 = icmp slt i64 %872, 0
  %874 = sext i32 %N to i64
  %875 = icmp slt i64 %874, 0
  %876 = sext i32 %N to i64
  %877 = icmp sgt i64 %876, 4096
  %878 = sext i32 %N to i64
  %879 = select i1 %877, i64 4096, i64 %878
  %880 = select i1 %875, i64 0, i64 %879
  %881 = select i1 %873, i64 0, i64 %880
  %882 = trunc i64 %881 to i32
  %883 = icmp sgt i32 %882, 4096
  %884 = sext i32 %N to i64
  %885 = icmp slt i64 %884, 0
  %886 = sext i32 %N to i64
  %887 = icmp sgt i64 %886, 4096
  %888 = sext i32 %N to i64
  %889 = select i1 %887, i64 4096, i64 %888
  %890 = select i1 %885, i64 0, i64 %889
  %891 = icmp slt i64 %890, 0
  %892 = sext i32 %N to i64
  %893 = icmp slt i64 %892, 0
  %894 = sext i32 %N to i64
  %895 = icmp sgt i64 %894, 4096
  %896 = sext i32 %N to i64
  %897 = select i1 %895, i64 4096, i64 %896
  %898 = select i1 %893, i64 0, i64 %897
  %899 = select i1 %891, i64 0, i64 %898
  %900 = trunc i64 %899 to i32
  %901 = select i1 %883, i32 4096, i32 %900
  %902 = select i1 %865, i32 0, i32 %901
  %903 = add i32 %902, 31
  %904 = sdiv i32 %903, 32
  %905 = sub i32 0, %903
  %906 = select i1 false, i32 %905, i32 %904
  %907 = mul i32 %906, 32
  %908 = select i1 %847, i32 32, i32 %907
  %909 = icmp slt i32 %908, 4096
  %910 = sext i32 %N to i64
  %911 = icmp slt i64 %910, 0
  %912 = sext i32 %N to i64
  %913 = icmp sgt i64 %912, 4096
  %914 = sext i32 %N to i64
  %915 = select i1 %913, i64 4096, i64 %914
  %916 = select i1 %911, i64 0, i64 %915
  %917 = icmp slt i64 %916, 0
  %918 = sext i32 %N to i64
  %919 = icmp slt i64 %918, 0
  %920 = sext i32 %N to i64
  %921 = icmp sgt i64 %920, 4096
  %922 = sext i32 %N to i64
  %923 = select i1 %921, i64 4096, i64 %922
  %924 = select i1 %919, i64 0, i64 %923
  %925 = select i1 %917, i64 0, i64 %924
  %926 = trunc i64 %925 to i32
  %927 = icmp slt i32 %926, 0
  %928 = sext i32 %N to i64
  %929 = icmp slt i64 %928, 0
  %930 = sext i32 %N to i64
  %931 = icmp sgt i64 %930, 4096
  %932 = sext i32 %N to i64
  %933 = select i1 %931, i64 4096, i64 %932
  %934 = select i1 %929, i64 0, i64 %933
  %935 = icmp slt i64 %934, 0
  %936 = sext i32 %N to i64
  %937 = icmp slt i64 %936, 0
  %938 = sext i32 %N to i64
  %939 = icmp sgt i64 %938, 4096
  %940 = sext i32 %N to i64
  %941 = select i1 %939, i64 4096, i64 %940
  %942 = select i1 %937, i64 0, i64 %941
  %943 = select i1 %935, i64 0, i64 %942
  %944 = trunc i64 %943 to i32
  %945 = icmp sgt i32 %944, 4096
  %946 = sext i32 %N to i64
  %947 = icmp slt i64 %946, 0
  %948 = sext i32 %N to i64
  %949 = icmp sgt i64 %948, 4096
  %950 = sext i32 %N to i64
  %951 = select i1 %949, i64 4096, i64 %950
  %952 = select i1 %947, i64 0, i64 %951
  %953 = icmp slt i64 %952, 0
  %954 = sext i32 %N to i64
  %955 = icmp slt i64 %954, 0
  %956 = sext i32 %N to i64
  %957 = icmp sgt i64 %956, 4096
  %958 = sext i32 %N to i64
  %959 = select i1 %957, i64 4096, i64 %958
  %960 = select i1 %955, i64 0, i64 %959
  %961 = select i1 %953, i64 0, i64 %960
  %962 = trunc i64 %961 to i32
  %963 = select i1 %945, i32 4096, i32 %962
  %964 = select i1 %927, i32 0, i32 %963
  %965 = add i32 %964, 31
  %966 = sdiv i32 %965, 32
  %967 = sub i32 0, %965
  %968 = select i1 false, i32 %967, i32 %966
  %969 = mul i32 %968, 32
  %970 = icmp slt i32 %969, 32
  %971 = sext i32 %N to i64
  %972 = icmp slt i64 %971, 0
  %973 = sext i32 %N to i64
  %974 = icmp sgt i64 %973, 4096
  %975 = sext i32 %N to i64
  %976 = select i1 %974, i64 4096, i64 %975
  %977 = select i1 %972, i64 0, i64 %976
  %978 = icmp slt i64 %977, 0
  %979 = sext i32 %N to i64
  %980 = icmp slt i64 %979, 0
  %981 = sext i32 %N to i64
  %982 = icmp sgt i64 %981, 4096
  %983 = sext i32 %N to i64
  %984 = select i1 %982, i64 4096, i64 %983
  %985 = select i1 %980, i64 0, i64 %984
  %986 = select i1 %978, i64 0, i64 %985
  %987 = trunc i64 %986 to i32
  %988 = icmp slt i32 %987, 0
  %989 = sext i32 %N to i64
  %990 = icmp slt i64 %989, 0
  %991 = sext i32 %N to i64
  %992 = icmp sgt i64 %991, 4096
  %993 = sext i32 %N to i64
  %994 = select i1 %992, i64 4096, i64 %993
  %995 = select i1 %990, i64 0, i64 %994
  %996 = icmp slt i64 %995, 0
  %997 = sext i32 %N to i64
  %998 = icmp slt i64 %997, 0
  %999 = sext i32 %N to i64
  %1000 = icmp sgt i64 %999, 4096
  %1001 = sext i32 %N to i64
  %1002 = select i1 %1000, i64 4096, i64 %1001
  %1003 = select i1 %998, i64 0, i64 %1002
  %1004 = select i1 %996, i64 0, i64 %1003
  %1005 = trunc i64 %1004 to i32
  %1006 = icmp sgt i32 %1005, 4096
  %1007 = sext i32 %N to i64
  %1008 = icmp slt i64 %1007, 0
  %1009 = sext i32 %N to i64
  %1010 = icmp sgt i64 %1009, 4096
  %1011 = sext i32 %N to i64
  %1012 = select i1 %1010, i64 4096, i64 %1011
  %1013 = select i1 %1008, i64 0, i64 %1012
  %1014 = icmp slt i64 %1013, 0
  %1015 = sext i32 %N to i64
  %1016 = icmp slt i64 %1015, 0
  %1017 = sext i32 %N to i64
  %1018 = icmp sgt i64 %1017, 4096
  %1019 = sext i32 %N to i64
  %1020 = select i1 %1018, i64 4096, i64 %1019
  %1021 = select i1 %1016, i64 0, i64 %1020
  %1022 = select i1 %1014, i64 0, i64 %1021
  %1023 = trunc i64 %1022 to i32
  %1024 = select i1 %1006, i32 4096, i32 %1023
  %1025 = select i1 %988, i32 0, i32 %1024
  %1026 = add i32 %1025, 31
  %1027 = sdiv i32 %1026, 32
  %1028 = sub i32 0, %1026
  %1029 = select i1 false, i32 %1028, i32 %1027
  %1030 = mul i32 %1029, 32
  %1031 = select i1 %970, i32 32, i32 %1030
  %1032 = select i1 %909, i32 %1031, i32 4096
  %tl_pad_n7 = sub i32 %1032, %tl_pad_from5
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  br label %for.cond136

for.cond133:                                      ; preds = %for.body134, %for.body131
  %tl_pad_k8 = phi i32 [ 0, %for.body131 ], [ %1040, %for.body134 ]
  %1033 = icmp slt i32 %tl_pad_k8, %tl_pad_n7
  br i1 %1033, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %1034 = sext i32 %tl_r4 to i64
  %1035 = mul nsw i64 %1034, 4096
  %1036 = add i32 %tl_pad_from5, %tl_pad_k8
  %1037 = sext i32 %1036 to i64
  %1038 = add nsw i64 %1035, %1037
  %1039 = getelementptr inbounds float, ptr %sq_r, i64 %1038
  store float 0.000000e+00, ptr %1039, align 4
  %1040 = add nsw i32 %tl_pad_k8, 1
  br label %for.cond133, !llvm.loop !27

for.end135:                                       ; preds = %for.cond133
  %1041 = add nsw i32 %tl_r4, 1
  br label %for.cond130, !llvm.loop !28

for.cond136:                                      ; preds = %for.body137, %for.end132
  %lane2 = phi i32 [ 0, %for.end132 ], [ %1051, %for.body137 ]
  %1042 = icmp slt i32 %lane2, 32
  br i1 %1042, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %1043 = sext i32 %i3 to i64
  %1044 = mul nsw i64 %1043, 4096
  %1045 = sext i32 %lane2 to i64
  %1046 = add nsw i64 %1044, %1045
  %1047 = getelementptr inbounds float, ptr %sq_r, i64 %1046
  %1048 = load float, ptr %1047, align 4
  %1049 = sext i32 %lane2 to i64
  %1050 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1049
  store float %1048, ptr %1050, align 4
  %1051 = add nsw i32 %lane2, 1
  br label %for.cond136, !llvm.loop !29

for.end138:                                       ; preds = %for.cond136
  %1052 = sext i32 %N to i64
  %1053 = icmp slt i64 %1052, 0
  %1054 = sext i32 %N to i64
  %1055 = icmp sgt i64 %1054, 4096
  %1056 = sext i32 %N to i64
  %1057 = select i1 %1055, i64 4096, i64 %1056
  %1058 = select i1 %1053, i64 0, i64 %1057
  %1059 = icmp slt i64 %1058, 0
  %1060 = sext i32 %N to i64
  %1061 = icmp slt i64 %1060, 0
  %1062 = sext i32 %N to i64
  %1063 = icmp sgt i64 %1062, 4096
  %1064 = sext i32 %N to i64
  %1065 = select i1 %1063, i64 4096, i64 %1064
  %1066 = select i1 %1061, i64 0, i64 %1065
  %1067 = select i1 %1059, i64 0, i64 %1066
  %1068 = trunc i64 %1067 to i32
  %1069 = icmp slt i32 %1068, 0
  %1070 = sext i32 %N to i64
  %1071 = icmp slt i64 %1070, 0
  %1072 = sext i32 %N to i64
  %1073 = icmp sgt i64 %1072, 4096
  %1074 = sext i32 %N to i64
  %1075 = select i1 %1073, i64 4096, i64 %1074
  %1076 = select i1 %1071, i64 0, i64 %1075
  %1077 = icmp slt i64 %1076, 0
  %1078 = sext i32 %N to i64
  %1079 = icmp slt i64 %1078, 0
  %1080 = sext i32 %N to i64
  %1081 = icmp sgt i64 %1080, 4096
  %1082 = sext i32 %N to i64
  %1083 = select i1 %1081, i64 4096, i64 %1082
  %1084 = select i1 %1079, i64 0, i64 %1083
  %1085 = select i1 %1077, i64 0, i64 %1084
  %1086 = trunc i64 %1085 to i32
  %1087 = icmp sgt i32 %1086, 4096
  %1088 = sext i32 %N to i64
  %1089 = icmp slt i64 %1088, 0
  %1090 = sext i32 %N to i64
  %1091 = icmp sgt i64 %1090, 4096
  %1092 = sext i32 %N to i64
  %1093 = select i1 %1091, i64 4096, i64 %1092
  %1094 = select i1 %1089, i64 0, i64 %1093
  %1095 = icmp slt i64 %1094, 0
  %1096 = sext i32 %N to i64
  %1097 = icmp slt i64 %1096, 0
  %1098 = sext i32 %N to i64
  %1099 = icmp sgt i64 %1098, 4096
  %1100 = sext i32 %N to i64
  %1101 = select i1 %1099, i64 4096, i64 %1100
  %1102 = select i1 %1097, i64 0, i64 %1101
  %1103 = select i1 %1095, i64 0, i64 %1102
  %1104 = trunc i64 %1103 to i32
  %1105 = select i1 %1087, i32 4096, i32 %1104
  %1106 = select i1 %1069, i32 0, i32 %1105
  %1107 = add i32 %1106, 31
  %1108 = sdiv i32 %1107, 32
  %1109 = sub i32 0, %1107
  %1110 = select i1 false, i32 %1109, i32 %1108
  %1111 = sub i32 %1110, 1
  %1112 = icmp slt i32 %1111, 0
  %1113 = sext i32 %N to i64
  %1114 = icmp slt i64 %1113, 0
  %1115 = sext i32 %N to i64
  %1116 = icmp sgt i64 %1115, 4096
  %1117 = sext i32 %N to i64
  %1118 = select i1 %1116, i64 4096, i64 %1117
  %1119 = select i1 %1114, i64 0, i64 %1118
  %1120 = icmp slt i64 %1119, 0
  %1121 = sext i32 %N to i64
  %1122 = icmp slt i64 %1121, 0
  %1123 = sext i32 %N to i64
  %1124 = icmp sgt i64 %1123, 4096
  %1125 = sext i32 %N to i64
  %1126 = select i1 %1124, i64 4096, i64 %1125
  %1127 = select i1 %1122, i64 0, i64 %1126
  %1128 = select i1 %1120, i64 0, i64 %1127
  %1129 = trunc i64 %1128 to i32
  %1130 = icmp slt i32 %1129, 0
  %1131 = sext i32 %N to i64
  %1132 = icmp slt i64 %1131, 0
  %1133 = sext i32 %N to i64
  %1134 = icmp sgt i64 %1133, 4096
  %1135 = sext i32 %N to i64
  %1136 = select i1 %1134, i64 4096, i64 %1135
  %1137 = select i1 %1132, i64 0, i64 %1136
  %1138 = icmp slt i64 %1137, 0
  %1139 = sext i32 %N to i64
  %1140 = icmp slt i64 %1139, 0
  %1141 = sext i32 %N to i64
  %1142 = icmp sgt i64 %1141, 4096
  %1143 = sext i32 %N to i64
  %1144 = select i1 %1142, i64 4096, i64 %1143
  %1145 = select i1 %1140, i64 0, i64 %1144
  %1146 = select i1 %1138, i64 0, i64 %1145
  %1147 = trunc i64 %1146 to i32
  %1148 = icmp sgt i32 %1147, 4096
  %1149 = sext i32 %N to i64
  %1150 = icmp slt i64 %1149, 0
  %1151 = sext i32 %N to i64
  %1152 = icmp sgt i64 %1151, 4096
  %1153 = sext i32 %N to i64
  %1154 = select i1 %1152, i64 4096, i64 %1153
  %1155 = select i1 %1150, i64 0, i64 %1154
  %1156 = icmp slt i64 %1155, 0
  %1157 = sext i32 %N to i64
  %1158 = icmp slt i64 %1157, 0
  %1159 = sext i32 %N to i64
  %1160 = icmp sgt i64 %1159, 4096
  %1161 = sext i32 %N to i64
  %1162 = select i1 %1160, i64 4096, i64 %1161
  %1163 = select i1 %1158, i64 0, i64 %1162
  %1164 = select i1 %1156, i64 0, i64 %1163
  %1165 = trunc i64 %1164 to i32
  %1166 = select i1 %1148, i32 4096, i32 %1165
  %1167 = select i1 %1130, i32 0, i32 %1166
  %1168 = add i32 %1167, 31
  %1169 = sdiv i32 %1168, 32
  %1170 = sub i32 0, %1168
  %1171 = select i1 false, i32 %1170, i32 %1169
  %1172 = sub i32 %1171, 1
  %1173 = select i1 %1112, i32 0, i32 %1172
  %tl_steps10 = select i1 true, i32 %1173, i32 127
  %1174 = icmp eq i32 %tl_steps10, 127
  br i1 %1174, label %if.then139, label %if.else140

if.then139:                                       ; preds = %for.end138
  br label %for.cond142

if.else140:                                       ; preds = %for.end138
  br label %if.end141

if.end141:                                        ; preds = %if.else140, %for.end144
  br label %for.cond148

for.cond142:                                      ; preds = %for.end147, %if.then139
  %tl_r11 = phi i32 [ 0, %if.then139 ], [ %1238, %for.end147 ]
  %1175 = icmp slt i32 %tl_r11, 1
  br i1 %1175, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %1176 = sext i32 %N to i64
  %1177 = icmp slt i64 %1176, 0
  %1178 = sext i32 %N to i64
  %1179 = icmp sgt i64 %1178, 4096
  %1180 = sext i32 %N to i64
  %1181 = select i1 %1179, i64 4096, i64 %1180
  %1182 = select i1 %1177, i64 0, i64 %1181
  %1183 = icmp slt i64 %1182, 0
  %1184 = sext i32 %N to i64
  %1185 = icmp slt i64 %1184, 0
  %1186 = sext i32 %N to i64
  %1187 = icmp sgt i64 %1186, 4096
  %1188 = sext i32 %N to i64
  %1189 = select i1 %1187, i64 4096, i64 %1188
  %1190 = select i1 %1185, i64 0, i64 %1189
  %1191 = select i1 %1183, i64 0, i64 %1190
  %1192 = trunc i64 %1191 to i32
  %1193 = icmp slt i32 %1192, 0
  %1194 = sext i32 %N to i64
  %1195 = icmp slt i64 %1194, 0
  %1196 = sext i32 %N to i64
  %1197 = icmp sgt i64 %1196, 4096
  %1198 = sext i32 %N to i64
  %1199 = select i1 %1197, i64 4096, i64 %1198
  %1200 = select i1 %1195, i64 0, i64 %1199
  %1201 = icmp slt i64 %1200, 0
  %1202 = sext i32 %N to i64
  %1203 = icmp slt i64 %1202, 0
  %1204 = sext i32 %N to i64
  %1205 = icmp sgt i64 %1204, 4096
  %1206 = sext i32 %N to i64
  %1207 = select i1 %1205, i64 4096, i64 %1206
  %1208 = select i1 %1203, i64 0, i64 %1207
  %1209 = select i1 %1201, i64 0, i64 %1208
  %1210 = trunc i64 %1209 to i32
  %1211 = icmp sgt i32 %1210, 4096
  %1212 = sext i32 %N to i64
  %1213 = icmp slt i64 %1212, 0
  %1214 = sext i32 %N to i64
  %1215 = icmp sgt i64 %1214, 4096
  %1216 = sext i32 %N to i64
  %1217 = select i1 %1215, i64 4096, i64 %1216
  %1218 = select i1 %1213, i64 0, i64 %1217
  %1219 = icmp slt i64 %1218, 0
  %1220 = sext i32 %N to i64
  %1221 = icmp slt i64 %1220, 0
  %1222 = sext i32 %N to i64
  %1223 = icmp sgt i64 %1222, 4096
  %1224 = sext i32 %N to i64
  %1225 = select i1 %1223, i64 4096, i64 %1224
  %1226 = select i1 %1221, i64 0, i64 %1225
  %1227 = select i1 %1219, i64 0, i64 %1226
  %1228 = trunc i64 %1227 to i32
  %1229 = select i1 %1211, i32 4096, i32 %1228
  %tl_pad_from12 = select i1 %1193, i32 0, i32 %1229
  %tl_pad_n14 = sub i32 4096, %tl_pad_from12
  br label %for.cond145

for.end144:                                       ; preds = %for.cond142
  br label %if.end141

for.cond145:                                      ; preds = %for.body146, %for.body143
  %tl_pad_k15 = phi i32 [ 0, %for.body143 ], [ %1237, %for.body146 ]
  %1230 = icmp slt i32 %tl_pad_k15, %tl_pad_n14
  br i1 %1230, label %for.body146, label %for.end147

for.body146:                                      ; preds = %for.cond145
  %1231 = sext i32 %tl_r11 to i64
  %1232 = mul nsw i64 %1231, 4096
  %1233 = add i32 %tl_pad_from12, %tl_pad_k15
  %1234 = sext i32 %1233 to i64
  %1235 = add nsw i64 %1232, %1234
  %1236 = getelementptr inbounds float, ptr %sq_r, i64 %1235
  store float 0.000000e+00, ptr %1236, align 4
  %1237 = add nsw i32 %tl_pad_k15, 1
  br label %for.cond145, !llvm.loop !30

for.end147:                                       ; preds = %for.cond145
  %1238 = add nsw i32 %tl_r11, 1
  br label %for.cond142, !llvm.loop !31

for.cond148:                                      ; preds = %for.end153, %if.end141
  %red2 = phi i32 [ 0, %if.end141 ], [ %1258, %for.end153 ]
  %1239 = icmp slt i32 %red2, %tl_steps10
  br i1 %1239, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  br label %for.cond151

for.end150:                                       ; preds = %for.cond148
  %1240 = icmp slt i32 %tl_steps10, 127
  br i1 %1240, label %if.then155, label %if.else156

for.cond151:                                      ; preds = %for.body152, %for.body149
  %lane2154 = phi i32 [ 0, %for.body149 ], [ %1257, %for.body152 ]
  %1241 = icmp slt i32 %lane2154, 32
  br i1 %1241, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %1242 = sext i32 %lane2154 to i64
  %1243 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1242
  %1244 = load float, ptr %1243, align 4
  %1245 = sext i32 %i3 to i64
  %1246 = mul nsw i64 %1245, 4096
  %1247 = add i32 %red2, 1
  %1248 = mul i32 %1247, 32
  %1249 = add i32 %1248, %lane2154
  %1250 = sext i32 %1249 to i64
  %1251 = add nsw i64 %1246, %1250
  %1252 = getelementptr inbounds float, ptr %sq_r, i64 %1251
  %1253 = load float, ptr %1252, align 4
  %1254 = fadd float %1244, %1253
  %1255 = sext i32 %lane2154 to i64
  %1256 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1255
  store float %1254, ptr %1256, align 4
  %1257 = add nsw i32 %lane2154, 1
  br label %for.cond151, !llvm.loop !32

for.end153:                                       ; preds = %for.cond151
  %1258 = add nsw i32 %red2, 1
  br label %for.cond148, !llvm.loop !33

if.then155:                                       ; preds = %for.end150
  %1259 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1260 = load float, ptr %1259, align 4
  %1261 = fadd float %1260, 0.000000e+00
  %1262 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1261, ptr %1262, align 4
  br label %if.end157

if.else156:                                       ; preds = %for.end150
  br label %if.end157

if.end157:                                        ; preds = %if.else156, %if.then155
  %1263 = sext i32 %i3 to i64
  %1264 = getelementptr inbounds float, ptr %ss_r, i64 %1263
  store float 0.000000e+00, ptr %1264, align 4
  br label %for.cond158

for.cond158:                                      ; preds = %for.body159, %if.end157
  %lane2161 = phi i32 [ 0, %if.end157 ], [ %1275, %for.body159 ]
  %1265 = icmp slt i32 %lane2161, 32
  br i1 %1265, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %1266 = sext i32 %i3 to i64
  %1267 = getelementptr inbounds float, ptr %ss_r, i64 %1266
  %1268 = load float, ptr %1267, align 4
  %1269 = sext i32 %lane2161 to i64
  %1270 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1269
  %1271 = load float, ptr %1270, align 4
  %1272 = fadd float %1268, %1271
  %1273 = sext i32 %i3 to i64
  %1274 = getelementptr inbounds float, ptr %ss_r, i64 %1273
  store float %1272, ptr %1274, align 4
  %1275 = add nsw i32 %lane2161, 1
  br label %for.cond158, !llvm.loop !34

for.end160:                                       ; preds = %for.cond158
  %1276 = add nsw i32 %i3, 1
  br label %for.cond127, !llvm.loop !35

for.cond162:                                      ; preds = %if.end168, %for.end129
  %i165 = phi i32 [ 0, %for.end129 ], [ %1305, %if.end168 ]
  %1277 = icmp slt i32 %i165, 1
  br i1 %1277, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %1278 = sext i32 %N to i64
  %1279 = icmp slt i64 %1278, 0
  %1280 = sext i32 %N to i64
  %1281 = icmp sgt i64 %1280, 4096
  %1282 = sext i32 %N to i64
  %1283 = select i1 %1281, i64 4096, i64 %1282
  %1284 = select i1 %1279, i64 0, i64 %1283
  %1285 = icmp slt i64 %1284, 0
  %1286 = sext i32 %N to i64
  %1287 = icmp slt i64 %1286, 0
  %1288 = sext i32 %N to i64
  %1289 = icmp sgt i64 %1288, 4096
  %1290 = sext i32 %N to i64
  %1291 = select i1 %1289, i64 4096, i64 %1290
  %1292 = select i1 %1287, i64 0, i64 %1291
  %1293 = select i1 %1285, i64 0, i64 %1292
  %tl_hi11 = trunc i64 %1293 to i32
  %1294 = mul i32 %bx, 4
  %1295 = add i32 %1294, %r
  %1296 = add i32 %1295, %i165
  %1297 = icmp sle i32 0, %1296
  %1298 = mul i32 %bx, 4
  %1299 = add i32 %1298, %r
  %1300 = add i32 %1299, %i165
  %1301 = icmp slt i32 %1300, %M
  %1302 = and i1 %1297, %1301
  br i1 %1302, label %if.then166, label %if.else167

for.end164:                                       ; preds = %for.cond162
  %1303 = add nsw i32 %r, 1
  br label %for.cond107, !llvm.loop !36

if.then166:                                       ; preds = %for.body163
  %1304 = sub i32 %tl_hi11, 0
  br label %for.cond169

if.else167:                                       ; preds = %for.body163
  br label %if.end168

if.end168:                                        ; preds = %if.else167, %for.end171
  %1305 = add nsw i32 %i165, 1
  br label %for.cond162, !llvm.loop !37

for.cond169:                                      ; preds = %sel.end174, %if.then166
  %j8 = phi i32 [ 0, %if.then166 ], [ %1353, %sel.end174 ]
  %1306 = icmp slt i32 %j8, %1304
  br i1 %1306, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %1307 = mul i32 %bx, 4
  %1308 = add i32 %1307, %r
  %1309 = add i32 %1308, %i165
  %1310 = icmp sle i32 0, %1309
  %1311 = mul i32 %bx, 4
  %1312 = add i32 %1311, %r
  %1313 = add i32 %1312, %i165
  %1314 = icmp slt i32 %1313, %M
  %1315 = and i1 %1310, %1314
  br i1 %1315, label %sel.then172, label %sel.else173

for.end171:                                       ; preds = %for.cond169
  br label %if.end168

sel.then172:                                      ; preds = %for.body170
  %1316 = mul i32 %bx, 4
  %1317 = add i32 %1316, %r
  %1318 = add i32 %1317, %i165
  %1319 = sext i32 %1318 to i64
  %1320 = sext i32 %N to i64
  %1321 = mul nsw i64 %1319, %1320
  %1322 = add i32 0, %j8
  %1323 = sext i32 %1322 to i64
  %1324 = add nsw i64 %1321, %1323
  %1325 = getelementptr inbounds float, ptr %X, i64 %1324
  %1326 = load float, ptr %1325, align 4
  br label %sel.end174

sel.else173:                                      ; preds = %for.body170
  br label %sel.end174

sel.end174:                                       ; preds = %sel.else173, %sel.then172
  %1327 = phi float [ %1326, %sel.then172 ], [ 0.000000e+00, %sel.else173 ]
  %1328 = getelementptr inbounds float, ptr %ss_r, i64 0
  %1329 = load float, ptr %1328, align 4
  %1330 = sitofp i32 %N to float
  %1331 = fdiv float %1329, %1330
  %1332 = fadd float %1331, 0x3EB0C6F7A0000000
  %1333 = fpext float %1332 to double
  %1334 = call double @llvm.sqrt.f64(double %1333)
  %1335 = fdiv double 1.000000e+00, %1334
  %1336 = fptrunc double %1335 to float
  %1337 = fmul float %1327, %1336
  %1338 = add i32 0, %j8
  %1339 = sext i32 %1338 to i64
  %1340 = getelementptr inbounds float, ptr %W, i64 %1339
  %1341 = load float, ptr %1340, align 4
  %1342 = fmul float %1337, %1341
  %1343 = mul i32 %bx, 4
  %1344 = add i32 %1343, %r
  %1345 = add i32 %1344, %i165
  %1346 = sext i32 %1345 to i64
  %1347 = sext i32 %N to i64
  %1348 = mul nsw i64 %1346, %1347
  %1349 = add i32 0, %j8
  %1350 = sext i32 %1349 to i64
  %1351 = add nsw i64 %1348, %1350
  %1352 = getelementptr inbounds float, ptr %Y, i64 %1351
  store float %1342, ptr %1352, align 4
  %1353 = add nsw i32 %j8, 1
  br label %for.cond169, !llvm.loop !38

for.cond175:                                      ; preds = %for.end180, %for.end109
  %tl_r16 = phi i32 [ 0, %for.end109 ], [ %1417, %for.end180 ]
  %1354 = icmp slt i32 %tl_r16, 1
  br i1 %1354, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %1355 = sext i32 %N to i64
  %1356 = icmp slt i64 %1355, 0
  %1357 = sext i32 %N to i64
  %1358 = icmp sgt i64 %1357, 4096
  %1359 = sext i32 %N to i64
  %1360 = select i1 %1358, i64 4096, i64 %1359
  %1361 = select i1 %1356, i64 0, i64 %1360
  %1362 = icmp slt i64 %1361, 0
  %1363 = sext i32 %N to i64
  %1364 = icmp slt i64 %1363, 0
  %1365 = sext i32 %N to i64
  %1366 = icmp sgt i64 %1365, 4096
  %1367 = sext i32 %N to i64
  %1368 = select i1 %1366, i64 4096, i64 %1367
  %1369 = select i1 %1364, i64 0, i64 %1368
  %1370 = select i1 %1362, i64 0, i64 %1369
  %1371 = trunc i64 %1370 to i32
  %1372 = icmp slt i32 %1371, 0
  %1373 = sext i32 %N to i64
  %1374 = icmp slt i64 %1373, 0
  %1375 = sext i32 %N to i64
  %1376 = icmp sgt i64 %1375, 4096
  %1377 = sext i32 %N to i64
  %1378 = select i1 %1376, i64 4096, i64 %1377
  %1379 = select i1 %1374, i64 0, i64 %1378
  %1380 = icmp slt i64 %1379, 0
  %1381 = sext i32 %N to i64
  %1382 = icmp slt i64 %1381, 0
  %1383 = sext i32 %N to i64
  %1384 = icmp sgt i64 %1383, 4096
  %1385 = sext i32 %N to i64
  %1386 = select i1 %1384, i64 4096, i64 %1385
  %1387 = select i1 %1382, i64 0, i64 %1386
  %1388 = select i1 %1380, i64 0, i64 %1387
  %1389 = trunc i64 %1388 to i32
  %1390 = icmp sgt i32 %1389, 4096
  %1391 = sext i32 %N to i64
  %1392 = icmp slt i64 %1391, 0
  %1393 = sext i32 %N to i64
  %1394 = icmp sgt i64 %1393, 4096
  %1395 = sext i32 %N to i64
  %1396 = select i1 %1394, i64 4096, i64 %1395
  %1397 = select i1 %1392, i64 0, i64 %1396
  %1398 = icmp slt i64 %1397, 0
  %1399 = sext i32 %N to i64
  %1400 = icmp slt i64 %1399, 0
  %1401 = sext i32 %N to i64
  %1402 = icmp sgt i64 %1401, 4096
  %1403 = sext i32 %N to i64
  %1404 = select i1 %1402, i64 4096, i64 %1403
  %1405 = select i1 %1400, i64 0, i64 %1404
  %1406 = select i1 %1398, i64 0, i64 %1405
  %1407 = trunc i64 %1406 to i32
  %1408 = select i1 %1390, i32 4096, i32 %1407
  %tl_pad_from17 = select i1 %1372, i32 0, i32 %1408
  %tl_pad_n19 = sub i32 4096, %tl_pad_from17
  br label %for.cond178

for.end177:                                       ; preds = %for.cond175
  br label %if.end106

for.cond178:                                      ; preds = %for.body179, %for.body176
  %tl_pad_k20 = phi i32 [ 0, %for.body176 ], [ %1416, %for.body179 ]
  %1409 = icmp slt i32 %tl_pad_k20, %tl_pad_n19
  br i1 %1409, label %for.body179, label %for.end180

for.body179:                                      ; preds = %for.cond178
  %1410 = sext i32 %tl_r16 to i64
  %1411 = mul nsw i64 %1410, 4096
  %1412 = add i32 %tl_pad_from17, %tl_pad_k20
  %1413 = sext i32 %1412 to i64
  %1414 = add nsw i64 %1411, %1413
  %1415 = getelementptr inbounds float, ptr %sq_r, i64 %1414
  store float 0.000000e+00, ptr %1415, align 4
  %1416 = add nsw i32 %tl_pad_k20, 1
  br label %for.cond178, !llvm.loop !39

for.end180:                                       ; preds = %for.cond178
  %1417 = add nsw i32 %tl_r16, 1
  br label %for.cond175, !llvm.loop !40

for.cond181:                                      ; preds = %for.body182, %if.else105
  %i6 = phi i32 [ 0, %if.else105 ], [ %1421, %for.body182 ]
  %1418 = icmp slt i32 %i6, 4
  br i1 %1418, label %for.body182, label %for.end183

for.body182:                                      ; preds = %for.cond181
  %1419 = sext i32 %i6 to i64
  %1420 = getelementptr inbounds float, ptr %ss, i64 %1419
  store float 0.000000e+00, ptr %1420, align 4
  %1421 = add nsw i32 %i6, 1
  br label %for.cond181, !llvm.loop !41

for.end183:                                       ; preds = %for.cond181
  %1422 = sext i32 %N to i64
  %1423 = sdiv i64 %1422, 512
  %1424 = sub i64 0, %1422
  %1425 = select i1 false, i64 %1424, i64 %1423
  %1426 = srem i64 %1422, 512
  %1427 = icmp ne i64 %1426, 0
  %1428 = icmp slt i64 %1422, 0
  %1429 = icmp eq i1 %1428, false
  %1430 = and i1 %1427, %1429
  %1431 = zext i1 %1430 to i64
  %1432 = add i64 %1425, %1431
  %1433 = trunc i64 %1432 to i32
  br label %for.cond184

for.cond184:                                      ; preds = %for.end235, %for.end183
  %c = phi i32 [ 0, %for.end183 ], [ %1638, %for.end235 ]
  %1434 = icmp slt i32 %c, %1433
  br i1 %1434, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %1435 = mul i32 %bx, 4
  %1436 = icmp sle i32 0, %1435
  %1437 = mul i32 %bx, 4
  %1438 = sext i32 %1437 to i64
  %1439 = add i64 %1438, 4
  %1440 = sext i32 %M to i64
  %1441 = icmp sle i64 %1439, %1440
  %1442 = and i1 %1436, %1441
  %1443 = mul i32 %c, 512
  %1444 = icmp sle i32 0, %1443
  %1445 = mul i32 %c, 512
  %1446 = sext i32 %1445 to i64
  %1447 = add i64 %1446, 512
  %1448 = sext i32 %N to i64
  %1449 = icmp sle i64 %1447, %1448
  %1450 = and i1 %1444, %1449
  %1451 = and i1 %1442, %1450
  br i1 %1451, label %if.then187, label %if.else188

for.end186:                                       ; preds = %for.cond184
  br label %for.cond250

if.then187:                                       ; preds = %for.body185
  br label %for.cond190

if.else188:                                       ; preds = %for.body185
  br label %for.cond203

if.end189:                                        ; preds = %for.end205, %for.end192
  br label %for.cond225

for.cond190:                                      ; preds = %for.end202, %if.then187
  %i6193 = phi i32 [ 0, %if.then187 ], [ %1499, %for.end202 ]
  %1452 = icmp slt i32 %i6193, 4
  br i1 %1452, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  %1453 = add i32 %c, 1
  %1454 = sext i32 %N to i64
  %1455 = sdiv i64 %1454, 512
  %1456 = sub i64 0, %1454
  %1457 = select i1 false, i64 %1456, i64 %1455
  %1458 = srem i64 %1454, 512
  %1459 = icmp ne i64 %1458, 0
  %1460 = icmp slt i64 %1454, 0
  %1461 = icmp eq i1 %1460, false
  %1462 = and i1 %1459, %1461
  %1463 = zext i1 %1462 to i64
  %1464 = add i64 %1457, %1463
  %1465 = trunc i64 %1464 to i32
  %1466 = icmp slt i32 %1453, %1465
  br i1 %1466, label %if.then194, label %if.else195

for.end192:                                       ; preds = %for.cond190
  br label %if.end189

if.then194:                                       ; preds = %for.body191
  br label %for.cond197

if.else195:                                       ; preds = %for.body191
  br label %if.end196

if.end196:                                        ; preds = %if.else195, %for.end199
  br label %for.cond200

for.cond197:                                      ; preds = %for.body198, %if.then194
  %pf = phi i32 [ 0, %if.then194 ], [ %1480, %for.body198 ]
  %1467 = icmp slt i32 %pf, 32
  br i1 %1467, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %1468 = mul i32 %bx, 4
  %1469 = add i32 %1468, %i6193
  %1470 = sext i32 %1469 to i64
  %1471 = sext i32 %N to i64
  %1472 = mul i64 %1470, %1471
  %1473 = add i32 %c, 1
  %1474 = mul i32 %1473, 512
  %1475 = mul i32 %pf, 16
  %1476 = add i32 %1474, %1475
  %1477 = sext i32 %1476 to i64
  %1478 = add i64 %1472, %1477
  %1479 = getelementptr float, ptr %X, i64 %1478
  call void @llvm.prefetch.p0(ptr %1479, i32 0, i32 0, i32 1)
  %1480 = add nsw i32 %pf, 1
  br label %for.cond197, !llvm.loop !42

for.end199:                                       ; preds = %for.cond197
  br label %if.end196

for.cond200:                                      ; preds = %for.body201, %if.end196
  %j1 = phi i32 [ 0, %if.end196 ], [ %1498, %for.body201 ]
  %1481 = icmp slt i32 %j1, 512
  br i1 %1481, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %1482 = mul i32 %bx, 4
  %1483 = add i32 %1482, %i6193
  %1484 = sext i32 %1483 to i64
  %1485 = sext i32 %N to i64
  %1486 = mul nsw i64 %1484, %1485
  %1487 = mul i32 %c, 512
  %1488 = add i32 %1487, %j1
  %1489 = sext i32 %1488 to i64
  %1490 = add nsw i64 %1486, %1489
  %1491 = getelementptr inbounds float, ptr %X, i64 %1490
  %1492 = load float, ptr %1491, align 4
  %1493 = sext i32 %i6193 to i64
  %1494 = mul nsw i64 %1493, 512
  %1495 = sext i32 %j1 to i64
  %1496 = add nsw i64 %1494, %1495
  %1497 = getelementptr inbounds float, ptr %X_f, i64 %1496
  store float %1492, ptr %1497, align 4
  %1498 = add nsw i32 %j1, 1
  br label %for.cond200, !llvm.loop !43

for.end202:                                       ; preds = %for.cond200
  %1499 = add nsw i32 %i6193, 1
  br label %for.cond190, !llvm.loop !44

for.cond203:                                      ; preds = %for.end223, %if.else188
  %i6206 = phi i32 [ 0, %if.else188 ], [ %1608, %for.end223 ]
  %1500 = icmp slt i32 %i6206, 4
  br i1 %1500, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %1501 = mul i32 %c, 512
  %1502 = sext i32 %1501 to i64
  %1503 = sub i64 0, %1502
  %1504 = icmp slt i64 %1503, 0
  %1505 = mul i32 %c, 512
  %1506 = sext i32 %1505 to i64
  %1507 = sub i64 0, %1506
  %1508 = icmp sgt i64 %1507, 512
  %1509 = mul i32 %c, 512
  %1510 = sext i32 %1509 to i64
  %1511 = sub i64 0, %1510
  %1512 = select i1 %1508, i64 512, i64 %1511
  %1513 = select i1 %1504, i64 0, i64 %1512
  %tl_lo12 = trunc i64 %1513 to i32
  %1514 = sext i32 %N to i64
  %1515 = mul i32 %c, 512
  %1516 = sext i32 %1515 to i64
  %1517 = sub i64 %1514, %1516
  %1518 = icmp slt i64 %1517, 0
  %1519 = sext i32 %N to i64
  %1520 = mul i32 %c, 512
  %1521 = sext i32 %1520 to i64
  %1522 = sub i64 %1519, %1521
  %1523 = icmp sgt i64 %1522, 512
  %1524 = sext i32 %N to i64
  %1525 = mul i32 %c, 512
  %1526 = sext i32 %1525 to i64
  %1527 = sub i64 %1524, %1526
  %1528 = select i1 %1523, i64 512, i64 %1527
  %1529 = select i1 %1518, i64 0, i64 %1528
  %1530 = sext i32 %tl_lo12 to i64
  %1531 = icmp slt i64 %1529, %1530
  %1532 = sext i32 %tl_lo12 to i64
  %1533 = sext i32 %N to i64
  %1534 = mul i32 %c, 512
  %1535 = sext i32 %1534 to i64
  %1536 = sub i64 %1533, %1535
  %1537 = icmp slt i64 %1536, 0
  %1538 = sext i32 %N to i64
  %1539 = mul i32 %c, 512
  %1540 = sext i32 %1539 to i64
  %1541 = sub i64 %1538, %1540
  %1542 = icmp sgt i64 %1541, 512
  %1543 = sext i32 %N to i64
  %1544 = mul i32 %c, 512
  %1545 = sext i32 %1544 to i64
  %1546 = sub i64 %1543, %1545
  %1547 = select i1 %1542, i64 512, i64 %1546
  %1548 = select i1 %1537, i64 0, i64 %1547
  %1549 = select i1 %1531, i64 %1532, i64 %1548
  %tl_hi13 = trunc i64 %1549 to i32
  br label %for.cond207

for.end205:                                       ; preds = %for.cond203
  br label %if.end189

for.cond207:                                      ; preds = %for.body208, %for.body204
  %j1210 = phi i32 [ 0, %for.body204 ], [ %1556, %for.body208 ]
  %1550 = icmp slt i32 %j1210, %tl_lo12
  br i1 %1550, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  %1551 = sext i32 %i6206 to i64
  %1552 = mul nsw i64 %1551, 512
  %1553 = sext i32 %j1210 to i64
  %1554 = add nsw i64 %1552, %1553
  %1555 = getelementptr inbounds float, ptr %X_f, i64 %1554
  store float 0.000000e+00, ptr %1555, align 4
  %1556 = add nsw i32 %j1210, 1
  br label %for.cond207, !llvm.loop !45

for.end209:                                       ; preds = %for.cond207
  %1557 = mul i32 %bx, 4
  %1558 = sext i32 %1557 to i64
  %1559 = sext i32 %i6206 to i64
  %1560 = add i64 %1558, %1559
  %1561 = icmp sle i64 0, %1560
  %1562 = mul i32 %bx, 4
  %1563 = sext i32 %1562 to i64
  %1564 = sext i32 %i6206 to i64
  %1565 = add i64 %1563, %1564
  %1566 = sext i32 %M to i64
  %1567 = icmp slt i64 %1565, %1566
  %1568 = and i1 %1561, %1567
  br i1 %1568, label %if.then211, label %if.else212

if.then211:                                       ; preds = %for.end209
  %1569 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond214

if.else212:                                       ; preds = %for.end209
  %1570 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond217

if.end213:                                        ; preds = %for.end219, %for.end216
  %1571 = sub i32 512, %tl_hi13
  br label %for.cond221

for.cond214:                                      ; preds = %for.body215, %if.then211
  %j11 = phi i32 [ 0, %if.then211 ], [ %1591, %for.body215 ]
  %1572 = icmp slt i32 %j11, %1569
  br i1 %1572, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  %1573 = mul i32 %bx, 4
  %1574 = add i32 %1573, %i6206
  %1575 = sext i32 %1574 to i64
  %1576 = sext i32 %N to i64
  %1577 = mul nsw i64 %1575, %1576
  %1578 = mul i32 %c, 512
  %1579 = add i32 %tl_lo12, %j11
  %1580 = add i32 %1578, %1579
  %1581 = sext i32 %1580 to i64
  %1582 = add nsw i64 %1577, %1581
  %1583 = getelementptr inbounds float, ptr %X, i64 %1582
  %1584 = load float, ptr %1583, align 4
  %1585 = sext i32 %i6206 to i64
  %1586 = mul nsw i64 %1585, 512
  %1587 = add i32 %tl_lo12, %j11
  %1588 = sext i32 %1587 to i64
  %1589 = add nsw i64 %1586, %1588
  %1590 = getelementptr inbounds float, ptr %X_f, i64 %1589
  store float %1584, ptr %1590, align 4
  %1591 = add nsw i32 %j11, 1
  br label %for.cond214, !llvm.loop !46

for.end216:                                       ; preds = %for.cond214
  br label %if.end213

for.cond217:                                      ; preds = %for.body218, %if.else212
  %j11220 = phi i32 [ 0, %if.else212 ], [ %1599, %for.body218 ]
  %1592 = icmp slt i32 %j11220, %1570
  br i1 %1592, label %for.body218, label %for.end219

for.body218:                                      ; preds = %for.cond217
  %1593 = sext i32 %i6206 to i64
  %1594 = mul nsw i64 %1593, 512
  %1595 = add i32 %tl_lo12, %j11220
  %1596 = sext i32 %1595 to i64
  %1597 = add nsw i64 %1594, %1596
  %1598 = getelementptr inbounds float, ptr %X_f, i64 %1597
  store float 0.000000e+00, ptr %1598, align 4
  %1599 = add nsw i32 %j11220, 1
  br label %for.cond217, !llvm.loop !47

for.end219:                                       ; preds = %for.cond217
  br label %if.end213

for.cond221:                                      ; preds = %for.body222, %if.end213
  %j11224 = phi i32 [ 0, %if.end213 ], [ %1607, %for.body222 ]
  %1600 = icmp slt i32 %j11224, %1571
  br i1 %1600, label %for.body222, label %for.end223

for.body222:                                      ; preds = %for.cond221
  %1601 = sext i32 %i6206 to i64
  %1602 = mul nsw i64 %1601, 512
  %1603 = add i32 %tl_hi13, %j11224
  %1604 = sext i32 %1603 to i64
  %1605 = add nsw i64 %1602, %1604
  %1606 = getelementptr inbounds float, ptr %X_f, i64 %1605
  store float 0.000000e+00, ptr %1606, align 4
  %1607 = add nsw i32 %j11224, 1
  br label %for.cond221, !llvm.loop !48

for.end223:                                       ; preds = %for.cond221
  %1608 = add nsw i32 %i6206, 1
  br label %for.cond203, !llvm.loop !49

for.cond225:                                      ; preds = %for.end231, %if.end189
  %i228 = phi i32 [ 0, %if.end189 ], [ %1636, %for.end231 ]
  %1609 = icmp slt i32 %i228, 4
  br i1 %1609, label %for.body226, label %for.end227

for.body226:                                      ; preds = %for.cond225
  br label %for.cond229

for.end227:                                       ; preds = %for.cond225
  br label %for.cond233

for.cond229:                                      ; preds = %for.body230, %for.body226
  %j232 = phi i32 [ 0, %for.body226 ], [ %1635, %for.body230 ]
  %1610 = icmp slt i32 %j232, 512
  br i1 %1610, label %for.body230, label %for.end231

for.body230:                                      ; preds = %for.cond229
  %1611 = mul i32 %c, 512
  %1612 = add i32 %1611, %j232
  %1613 = icmp slt i32 %1612, %N
  %1614 = sext i32 %i228 to i64
  %1615 = mul nsw i64 %1614, 512
  %1616 = sext i32 %j232 to i64
  %1617 = add nsw i64 %1615, %1616
  %1618 = call i64 @llvm.umin.i64(i64 %1617, i64 2047)
  %1619 = getelementptr inbounds float, ptr %X_f, i64 %1618
  %1620 = load float, ptr %1619, align 4
  %1621 = sext i32 %i228 to i64
  %1622 = mul nsw i64 %1621, 512
  %1623 = sext i32 %j232 to i64
  %1624 = add nsw i64 %1622, %1623
  %1625 = call i64 @llvm.umin.i64(i64 %1624, i64 2047)
  %1626 = getelementptr inbounds float, ptr %X_f, i64 %1625
  %1627 = load float, ptr %1626, align 4
  %1628 = fmul float %1620, %1627
  %1629 = select i1 %1613, float %1628, float 0.000000e+00
  %1630 = sext i32 %i228 to i64
  %1631 = mul nsw i64 %1630, 512
  %1632 = sext i32 %j232 to i64
  %1633 = add nsw i64 %1631, %1632
  %1634 = getelementptr inbounds float, ptr %X_f, i64 %1633
  store float %1629, ptr %1634, align 4
  %1635 = add nsw i32 %j232, 1
  br label %for.cond229, !llvm.loop !50

for.end231:                                       ; preds = %for.cond229
  %1636 = add nsw i32 %i228, 1
  br label %for.cond225, !llvm.loop !51

for.cond233:                                      ; preds = %for.end248, %for.end227
  %i5 = phi i32 [ 0, %for.end227 ], [ %1679, %for.end248 ]
  %1637 = icmp slt i32 %i5, 4
  br i1 %1637, label %for.body234, label %for.end235

for.body234:                                      ; preds = %for.cond233
  br label %for.cond236

for.end235:                                       ; preds = %for.cond233
  %1638 = add nsw i32 %c, 1
  br label %for.cond184, !llvm.loop !52

for.cond236:                                      ; preds = %for.body237, %for.body234
  %lane3 = phi i32 [ 0, %for.body234 ], [ %1648, %for.body237 ]
  %1639 = icmp slt i32 %lane3, 32
  br i1 %1639, label %for.body237, label %for.end238

for.body237:                                      ; preds = %for.cond236
  %1640 = sext i32 %i5 to i64
  %1641 = mul nsw i64 %1640, 512
  %1642 = sext i32 %lane3 to i64
  %1643 = add nsw i64 %1641, %1642
  %1644 = getelementptr inbounds float, ptr %X_f, i64 %1643
  %1645 = load float, ptr %1644, align 4
  %1646 = sext i32 %lane3 to i64
  %1647 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1646
  store float %1645, ptr %1647, align 4
  %1648 = add nsw i32 %lane3, 1
  br label %for.cond236, !llvm.loop !53

for.end238:                                       ; preds = %for.cond236
  br label %for.cond239

for.cond239:                                      ; preds = %for.end244, %for.end238
  %red3 = phi i32 [ 0, %for.end238 ], [ %1667, %for.end244 ]
  %1649 = icmp slt i32 %red3, 15
  br i1 %1649, label %for.body240, label %for.end241

for.body240:                                      ; preds = %for.cond239
  br label %for.cond242

for.end241:                                       ; preds = %for.cond239
  br label %for.cond246

for.cond242:                                      ; preds = %for.body243, %for.body240
  %lane3245 = phi i32 [ 0, %for.body240 ], [ %1666, %for.body243 ]
  %1650 = icmp slt i32 %lane3245, 32
  br i1 %1650, label %for.body243, label %for.end244

for.body243:                                      ; preds = %for.cond242
  %1651 = sext i32 %lane3245 to i64
  %1652 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1651
  %1653 = load float, ptr %1652, align 4
  %1654 = sext i32 %i5 to i64
  %1655 = mul nsw i64 %1654, 512
  %1656 = add i32 %red3, 1
  %1657 = mul i32 %1656, 32
  %1658 = add i32 %1657, %lane3245
  %1659 = sext i32 %1658 to i64
  %1660 = add nsw i64 %1655, %1659
  %1661 = getelementptr inbounds float, ptr %X_f, i64 %1660
  %1662 = load float, ptr %1661, align 4
  %1663 = fadd float %1653, %1662
  %1664 = sext i32 %lane3245 to i64
  %1665 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1664
  store float %1663, ptr %1665, align 4
  %1666 = add nsw i32 %lane3245, 1
  br label %for.cond242, !llvm.loop !54

for.end244:                                       ; preds = %for.cond242
  %1667 = add nsw i32 %red3, 1
  br label %for.cond239, !llvm.loop !55

for.cond246:                                      ; preds = %for.body247, %for.end241
  %lane3249 = phi i32 [ 0, %for.end241 ], [ %1678, %for.body247 ]
  %1668 = icmp slt i32 %lane3249, 32
  br i1 %1668, label %for.body247, label %for.end248

for.body247:                                      ; preds = %for.cond246
  %1669 = sext i32 %i5 to i64
  %1670 = getelementptr inbounds float, ptr %ss, i64 %1669
  %1671 = load float, ptr %1670, align 4
  %1672 = sext i32 %lane3249 to i64
  %1673 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1672
  %1674 = load float, ptr %1673, align 4
  %1675 = fadd float %1671, %1674
  %1676 = sext i32 %i5 to i64
  %1677 = getelementptr inbounds float, ptr %ss, i64 %1676
  store float %1675, ptr %1677, align 4
  %1678 = add nsw i32 %lane3249, 1
  br label %for.cond246, !llvm.loop !56

for.end248:                                       ; preds = %for.cond246
  %1679 = add nsw i32 %i5, 1
  br label %for.cond233, !llvm.loop !57

for.cond250:                                      ; preds = %for.body251, %for.end186
  %i253 = phi i32 [ 0, %for.end186 ], [ %1693, %for.body251 ]
  %1680 = icmp slt i32 %i253, 4
  br i1 %1680, label %for.body251, label %for.end252

for.body251:                                      ; preds = %for.cond250
  %1681 = sext i32 %i253 to i64
  %1682 = getelementptr inbounds float, ptr %ss, i64 %1681
  %1683 = load float, ptr %1682, align 4
  %1684 = sitofp i32 %N to float
  %1685 = fdiv float %1683, %1684
  %1686 = fadd float %1685, 0x3EB0C6F7A0000000
  %1687 = fpext float %1686 to double
  %1688 = call double @llvm.sqrt.f64(double %1687)
  %1689 = fdiv double 1.000000e+00, %1688
  %1690 = fptrunc double %1689 to float
  %1691 = sext i32 %i253 to i64
  %1692 = getelementptr inbounds float, ptr %ss, i64 %1691
  store float %1690, ptr %1692, align 4
  %1693 = add nsw i32 %i253, 1
  br label %for.cond250, !llvm.loop !58

for.end252:                                       ; preds = %for.cond250
  %1694 = sext i32 %N to i64
  %1695 = sdiv i64 %1694, 512
  %1696 = sub i64 0, %1694
  %1697 = select i1 false, i64 %1696, i64 %1695
  %1698 = srem i64 %1694, 512
  %1699 = icmp ne i64 %1698, 0
  %1700 = icmp slt i64 %1694, 0
  %1701 = icmp eq i1 %1700, false
  %1702 = and i1 %1699, %1701
  %1703 = zext i1 %1702 to i64
  %1704 = add i64 %1697, %1703
  %1705 = trunc i64 %1704 to i32
  br label %for.cond254

for.cond254:                                      ; preds = %if.end320, %for.end252
  %c257 = phi i32 [ 0, %for.end252 ], [ %3410, %if.end320 ]
  %1706 = icmp slt i32 %c257, %1705
  br i1 %1706, label %for.body255, label %for.end256

for.body255:                                      ; preds = %for.cond254
  %1707 = sext i32 %N to i64
  %1708 = sdiv i64 %1707, 512
  %1709 = sub i64 0, %1707
  %1710 = select i1 false, i64 %1709, i64 %1708
  %1711 = srem i64 %1707, 512
  %1712 = icmp ne i64 %1711, 0
  %1713 = icmp slt i64 %1707, 0
  %1714 = icmp eq i1 %1713, false
  %1715 = and i1 %1712, %1714
  %1716 = zext i1 %1715 to i64
  %1717 = add i64 %1710, %1716
  %1718 = trunc i64 %1717 to i32
  %1719 = sub i32 %1718, 1
  %t = sub i32 %1719, %c257
  %1720 = mul i32 %bx, 4
  %1721 = icmp sle i32 0, %1720
  %1722 = mul i32 %bx, 4
  %1723 = sext i32 %1722 to i64
  %1724 = add i64 %1723, 4
  %1725 = sext i32 %M to i64
  %1726 = icmp sle i64 %1724, %1725
  %1727 = and i1 %1721, %1726
  %1728 = mul i32 %t, 512
  %1729 = icmp sle i32 0, %1728
  %1730 = mul i32 %t, 512
  %1731 = sext i32 %1730 to i64
  %1732 = add i64 %1731, 512
  %1733 = sext i32 %N to i64
  %1734 = icmp sle i64 %1732, %1733
  %1735 = and i1 %1729, %1734
  %1736 = and i1 %1727, %1735
  br i1 %1736, label %if.then258, label %if.else259

for.end256:                                       ; preds = %for.cond254
  br label %if.end106

if.then258:                                       ; preds = %for.body255
  br label %for.cond261

if.else259:                                       ; preds = %for.body255
  br label %for.cond267

if.end260:                                        ; preds = %for.end269, %for.end263
  %1737 = mul i32 %t, 512
  %1738 = icmp sle i32 0, %1737
  %1739 = mul i32 %t, 512
  %1740 = sext i32 %1739 to i64
  %1741 = add i64 %1740, 512
  %1742 = sext i32 %N to i64
  %1743 = icmp sle i64 %1741, %1742
  %1744 = and i1 %1738, %1743
  br i1 %1744, label %if.then289, label %if.else290

for.cond261:                                      ; preds = %for.end266, %if.then258
  %i7 = phi i32 [ 0, %if.then258 ], [ %1764, %for.end266 ]
  %1745 = icmp slt i32 %i7, 4
  br i1 %1745, label %for.body262, label %for.end263

for.body262:                                      ; preds = %for.cond261
  br label %for.cond264

for.end263:                                       ; preds = %for.cond261
  br label %if.end260

for.cond264:                                      ; preds = %for.body265, %for.body262
  %j2 = phi i32 [ 0, %for.body262 ], [ %1763, %for.body265 ]
  %1746 = icmp slt i32 %j2, 512
  br i1 %1746, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %1747 = mul i32 %bx, 4
  %1748 = add i32 %1747, %i7
  %1749 = sext i32 %1748 to i64
  %1750 = sext i32 %N to i64
  %1751 = mul nsw i64 %1749, %1750
  %1752 = mul i32 %t, 512
  %1753 = add i32 %1752, %j2
  %1754 = sext i32 %1753 to i64
  %1755 = add nsw i64 %1751, %1754
  %1756 = getelementptr inbounds float, ptr %X, i64 %1755
  %1757 = load float, ptr %1756, align 4
  %1758 = sext i32 %i7 to i64
  %1759 = mul nsw i64 %1758, 512
  %1760 = sext i32 %j2 to i64
  %1761 = add nsw i64 %1759, %1760
  %1762 = getelementptr inbounds float, ptr %X_f, i64 %1761
  store float %1757, ptr %1762, align 4
  %1763 = add nsw i32 %j2, 1
  br label %for.cond264, !llvm.loop !59

for.end266:                                       ; preds = %for.cond264
  %1764 = add nsw i32 %i7, 1
  br label %for.cond261, !llvm.loop !60

for.cond267:                                      ; preds = %for.end287, %if.else259
  %i7270 = phi i32 [ 0, %if.else259 ], [ %1873, %for.end287 ]
  %1765 = icmp slt i32 %i7270, 4
  br i1 %1765, label %for.body268, label %for.end269

for.body268:                                      ; preds = %for.cond267
  %1766 = mul i32 %t, 512
  %1767 = sext i32 %1766 to i64
  %1768 = sub i64 0, %1767
  %1769 = icmp slt i64 %1768, 0
  %1770 = mul i32 %t, 512
  %1771 = sext i32 %1770 to i64
  %1772 = sub i64 0, %1771
  %1773 = icmp sgt i64 %1772, 512
  %1774 = mul i32 %t, 512
  %1775 = sext i32 %1774 to i64
  %1776 = sub i64 0, %1775
  %1777 = select i1 %1773, i64 512, i64 %1776
  %1778 = select i1 %1769, i64 0, i64 %1777
  %tl_lo14 = trunc i64 %1778 to i32
  %1779 = sext i32 %N to i64
  %1780 = mul i32 %t, 512
  %1781 = sext i32 %1780 to i64
  %1782 = sub i64 %1779, %1781
  %1783 = icmp slt i64 %1782, 0
  %1784 = sext i32 %N to i64
  %1785 = mul i32 %t, 512
  %1786 = sext i32 %1785 to i64
  %1787 = sub i64 %1784, %1786
  %1788 = icmp sgt i64 %1787, 512
  %1789 = sext i32 %N to i64
  %1790 = mul i32 %t, 512
  %1791 = sext i32 %1790 to i64
  %1792 = sub i64 %1789, %1791
  %1793 = select i1 %1788, i64 512, i64 %1792
  %1794 = select i1 %1783, i64 0, i64 %1793
  %1795 = sext i32 %tl_lo14 to i64
  %1796 = icmp slt i64 %1794, %1795
  %1797 = sext i32 %tl_lo14 to i64
  %1798 = sext i32 %N to i64
  %1799 = mul i32 %t, 512
  %1800 = sext i32 %1799 to i64
  %1801 = sub i64 %1798, %1800
  %1802 = icmp slt i64 %1801, 0
  %1803 = sext i32 %N to i64
  %1804 = mul i32 %t, 512
  %1805 = sext i32 %1804 to i64
  %1806 = sub i64 %1803, %1805
  %1807 = icmp sgt i64 %1806, 512
  %1808 = sext i32 %N to i64
  %1809 = mul i32 %t, 512
  %1810 = sext i32 %1809 to i64
  %1811 = sub i64 %1808, %1810
  %1812 = select i1 %1807, i64 512, i64 %1811
  %1813 = select i1 %1802, i64 0, i64 %1812
  %1814 = select i1 %1796, i64 %1797, i64 %1813
  %tl_hi15 = trunc i64 %1814 to i32
  br label %for.cond271

for.end269:                                       ; preds = %for.cond267
  br label %if.end260

for.cond271:                                      ; preds = %for.body272, %for.body268
  %j2274 = phi i32 [ 0, %for.body268 ], [ %1821, %for.body272 ]
  %1815 = icmp slt i32 %j2274, %tl_lo14
  br i1 %1815, label %for.body272, label %for.end273

for.body272:                                      ; preds = %for.cond271
  %1816 = sext i32 %i7270 to i64
  %1817 = mul nsw i64 %1816, 512
  %1818 = sext i32 %j2274 to i64
  %1819 = add nsw i64 %1817, %1818
  %1820 = getelementptr inbounds float, ptr %X_f, i64 %1819
  store float 0.000000e+00, ptr %1820, align 4
  %1821 = add nsw i32 %j2274, 1
  br label %for.cond271, !llvm.loop !61

for.end273:                                       ; preds = %for.cond271
  %1822 = mul i32 %bx, 4
  %1823 = sext i32 %1822 to i64
  %1824 = sext i32 %i7270 to i64
  %1825 = add i64 %1823, %1824
  %1826 = icmp sle i64 0, %1825
  %1827 = mul i32 %bx, 4
  %1828 = sext i32 %1827 to i64
  %1829 = sext i32 %i7270 to i64
  %1830 = add i64 %1828, %1829
  %1831 = sext i32 %M to i64
  %1832 = icmp slt i64 %1830, %1831
  %1833 = and i1 %1826, %1832
  br i1 %1833, label %if.then275, label %if.else276

if.then275:                                       ; preds = %for.end273
  %1834 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond278

if.else276:                                       ; preds = %for.end273
  %1835 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond281

if.end277:                                        ; preds = %for.end283, %for.end280
  %1836 = sub i32 512, %tl_hi15
  br label %for.cond285

for.cond278:                                      ; preds = %for.body279, %if.then275
  %j21 = phi i32 [ 0, %if.then275 ], [ %1856, %for.body279 ]
  %1837 = icmp slt i32 %j21, %1834
  br i1 %1837, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  %1838 = mul i32 %bx, 4
  %1839 = add i32 %1838, %i7270
  %1840 = sext i32 %1839 to i64
  %1841 = sext i32 %N to i64
  %1842 = mul nsw i64 %1840, %1841
  %1843 = mul i32 %t, 512
  %1844 = add i32 %tl_lo14, %j21
  %1845 = add i32 %1843, %1844
  %1846 = sext i32 %1845 to i64
  %1847 = add nsw i64 %1842, %1846
  %1848 = getelementptr inbounds float, ptr %X, i64 %1847
  %1849 = load float, ptr %1848, align 4
  %1850 = sext i32 %i7270 to i64
  %1851 = mul nsw i64 %1850, 512
  %1852 = add i32 %tl_lo14, %j21
  %1853 = sext i32 %1852 to i64
  %1854 = add nsw i64 %1851, %1853
  %1855 = getelementptr inbounds float, ptr %X_f, i64 %1854
  store float %1849, ptr %1855, align 4
  %1856 = add nsw i32 %j21, 1
  br label %for.cond278, !llvm.loop !62

for.end280:                                       ; preds = %for.cond278
  br label %if.end277

for.cond281:                                      ; preds = %for.body282, %if.else276
  %j21284 = phi i32 [ 0, %if.else276 ], [ %1864, %for.body282 ]
  %1857 = icmp slt i32 %j21284, %1835
  br i1 %1857, label %for.body282, label %for.end283

for.body282:                                      ; preds = %for.cond281
  %1858 = sext i32 %i7270 to i64
  %1859 = mul nsw i64 %1858, 512
  %1860 = add i32 %tl_lo14, %j21284
  %1861 = sext i32 %1860 to i64
  %1862 = add nsw i64 %1859, %1861
  %1863 = getelementptr inbounds float, ptr %X_f, i64 %1862
  store float 0.000000e+00, ptr %1863, align 4
  %1864 = add nsw i32 %j21284, 1
  br label %for.cond281, !llvm.loop !63

for.end283:                                       ; preds = %for.cond281
  br label %if.end277

for.cond285:                                      ; preds = %for.body286, %if.end277
  %j21288 = phi i32 [ 0, %if.end277 ], [ %1872, %for.body286 ]
  %1865 = icmp slt i32 %j21288, %1836
  br i1 %1865, label %for.body286, label %for.end287

for.body286:                                      ; preds = %for.cond285
  %1866 = sext i32 %i7270 to i64
  %1867 = mul nsw i64 %1866, 512
  %1868 = add i32 %tl_hi15, %j21288
  %1869 = sext i32 %1868 to i64
  %1870 = add nsw i64 %1867, %1869
  %1871 = getelementptr inbounds float, ptr %X_f, i64 %1870
  store float 0.000000e+00, ptr %1871, align 4
  %1872 = add nsw i32 %j21288, 1
  br label %for.cond285, !llvm.loop !64

for.end287:                                       ; preds = %for.cond285
  %1873 = add nsw i32 %i7270, 1
  br label %for.cond267, !llvm.loop !65

if.then289:                                       ; preds = %if.end260
  br label %for.cond292

if.else290:                                       ; preds = %if.end260
  %1874 = mul i32 %t, 512
  %1875 = sext i32 %1874 to i64
  %1876 = sub i64 0, %1875
  %1877 = icmp slt i64 %1876, 0
  %1878 = mul i32 %t, 512
  %1879 = sext i32 %1878 to i64
  %1880 = sub i64 0, %1879
  %1881 = icmp sgt i64 %1880, 512
  %1882 = mul i32 %t, 512
  %1883 = sext i32 %1882 to i64
  %1884 = sub i64 0, %1883
  %1885 = select i1 %1881, i64 512, i64 %1884
  %1886 = select i1 %1877, i64 0, i64 %1885
  %tl_lo16 = trunc i64 %1886 to i32
  %1887 = sext i32 %N to i64
  %1888 = mul i32 %t, 512
  %1889 = sext i32 %1888 to i64
  %1890 = sub i64 %1887, %1889
  %1891 = icmp slt i64 %1890, 0
  %1892 = sext i32 %N to i64
  %1893 = mul i32 %t, 512
  %1894 = sext i32 %1893 to i64
  %1895 = sub i64 %1892, %1894
  %1896 = icmp sgt i64 %1895, 512
  %1897 = sext i32 %N to i64
  %1898 = mul i32 %t, 512
  %1899 = sext i32 %1898 to i64
  %1900 = sub i64 %1897, %1899
  %1901 = select i1 %1896, i64 512, i64 %1900
  %1902 = select i1 %1891, i64 0, i64 %1901
  %1903 = sext i32 %tl_lo16 to i64
  %1904 = icmp slt i64 %1902, %1903
  %1905 = sext i32 %tl_lo16 to i64
  %1906 = sext i32 %N to i64
  %1907 = mul i32 %t, 512
  %1908 = sext i32 %1907 to i64
  %1909 = sub i64 %1906, %1908
  %1910 = icmp slt i64 %1909, 0
  %1911 = sext i32 %N to i64
  %1912 = mul i32 %t, 512
  %1913 = sext i32 %1912 to i64
  %1914 = sub i64 %1911, %1913
  %1915 = icmp sgt i64 %1914, 512
  %1916 = sext i32 %N to i64
  %1917 = mul i32 %t, 512
  %1918 = sext i32 %1917 to i64
  %1919 = sub i64 %1916, %1918
  %1920 = select i1 %1915, i64 512, i64 %1919
  %1921 = select i1 %1910, i64 0, i64 %1920
  %1922 = select i1 %1904, i64 %1905, i64 %1921
  %tl_hi17 = trunc i64 %1922 to i32
  br label %for.cond296

if.end291:                                        ; preds = %for.end302, %for.end294
  %1923 = sext i32 %N to i64
  %1924 = sext i32 %N to i64
  %1925 = sdiv i64 %1924, 512
  %1926 = sub i64 0, %1924
  %1927 = select i1 false, i64 %1926, i64 %1925
  %1928 = srem i64 %1924, 512
  %1929 = icmp ne i64 %1928, 0
  %1930 = icmp slt i64 %1924, 0
  %1931 = icmp eq i1 %1930, false
  %1932 = and i1 %1929, %1931
  %1933 = zext i1 %1932 to i64
  %1934 = add i64 %1927, %1933
  %1935 = trunc i64 %1934 to i32
  %1936 = sub i32 %1935, 1
  %1937 = sub i32 %1936, %c257
  %1938 = mul i32 %1937, 512
  %1939 = sext i32 %1938 to i64
  %1940 = sub i64 %1923, %1939
  %1941 = icmp slt i64 %1940, 0
  %1942 = sext i32 %N to i64
  %1943 = sext i32 %N to i64
  %1944 = sdiv i64 %1943, 512
  %1945 = sub i64 0, %1943
  %1946 = select i1 false, i64 %1945, i64 %1944
  %1947 = srem i64 %1943, 512
  %1948 = icmp ne i64 %1947, 0
  %1949 = icmp slt i64 %1943, 0
  %1950 = icmp eq i1 %1949, false
  %1951 = and i1 %1948, %1950
  %1952 = zext i1 %1951 to i64
  %1953 = add i64 %1946, %1952
  %1954 = trunc i64 %1953 to i32
  %1955 = sub i32 %1954, 1
  %1956 = sub i32 %1955, %c257
  %1957 = mul i32 %1956, 512
  %1958 = sext i32 %1957 to i64
  %1959 = sub i64 %1942, %1958
  %1960 = icmp sgt i64 %1959, 512
  %1961 = sext i32 %N to i64
  %1962 = sext i32 %N to i64
  %1963 = sdiv i64 %1962, 512
  %1964 = sub i64 0, %1962
  %1965 = select i1 false, i64 %1964, i64 %1963
  %1966 = srem i64 %1962, 512
  %1967 = icmp ne i64 %1966, 0
  %1968 = icmp slt i64 %1962, 0
  %1969 = icmp eq i1 %1968, false
  %1970 = and i1 %1967, %1969
  %1971 = zext i1 %1970 to i64
  %1972 = add i64 %1965, %1971
  %1973 = trunc i64 %1972 to i32
  %1974 = sub i32 %1973, 1
  %1975 = sub i32 %1974, %c257
  %1976 = mul i32 %1975, 512
  %1977 = sext i32 %1976 to i64
  %1978 = sub i64 %1961, %1977
  %1979 = select i1 %1960, i64 512, i64 %1978
  %1980 = select i1 %1941, i64 0, i64 %1979
  %1981 = sext i32 %N to i64
  %1982 = sdiv i64 %1981, 512
  %1983 = sub i64 0, %1981
  %1984 = select i1 false, i64 %1983, i64 %1982
  %1985 = srem i64 %1981, 512
  %1986 = icmp ne i64 %1985, 0
  %1987 = icmp slt i64 %1981, 0
  %1988 = icmp eq i1 %1987, false
  %1989 = and i1 %1986, %1988
  %1990 = zext i1 %1989 to i64
  %1991 = add i64 %1984, %1990
  %1992 = trunc i64 %1991 to i32
  %1993 = sub i32 %1992, 1
  %1994 = sub i32 %1993, %c257
  %1995 = mul i32 %1994, 512
  %1996 = sext i32 %1995 to i64
  %1997 = sub i64 0, %1996
  %1998 = icmp slt i64 %1997, 0
  %1999 = sext i32 %N to i64
  %2000 = sdiv i64 %1999, 512
  %2001 = sub i64 0, %1999
  %2002 = select i1 false, i64 %2001, i64 %2000
  %2003 = srem i64 %1999, 512
  %2004 = icmp ne i64 %2003, 0
  %2005 = icmp slt i64 %1999, 0
  %2006 = icmp eq i1 %2005, false
  %2007 = and i1 %2004, %2006
  %2008 = zext i1 %2007 to i64
  %2009 = add i64 %2002, %2008
  %2010 = trunc i64 %2009 to i32
  %2011 = sub i32 %2010, 1
  %2012 = sub i32 %2011, %c257
  %2013 = mul i32 %2012, 512
  %2014 = sext i32 %2013 to i64
  %2015 = sub i64 0, %2014
  %2016 = icmp sgt i64 %2015, 512
  %2017 = sext i32 %N to i64
  %2018 = sdiv i64 %2017, 512
  %2019 = sub i64 0, %2017
  %2020 = select i1 false, i64 %2019, i64 %2018
  %2021 = srem i64 %2017, 512
  %2022 = icmp ne i64 %2021, 0
  %2023 = icmp slt i64 %2017, 0
  %2024 = icmp eq i1 %2023, false
  %2025 = and i1 %2022, %2024
  %2026 = zext i1 %2025 to i64
  %2027 = add i64 %2020, %2026
  %2028 = trunc i64 %2027 to i32
  %2029 = sub i32 %2028, 1
  %2030 = sub i32 %2029, %c257
  %2031 = mul i32 %2030, 512
  %2032 = sext i32 %2031 to i64
  %2033 = sub i64 0, %2032
  %2034 = select i1 %2016, i64 512, i64 %2033
  %2035 = select i1 %1998, i64 0, i64 %2034
  %2036 = trunc i64 %2035 to i32
  %2037 = sext i32 %2036 to i64
  %2038 = icmp slt i64 %1980, %2037
  %2039 = sext i32 %N to i64
  %2040 = sdiv i64 %2039, 512
  %2041 = sub i64 0, %2039
  %2042 = select i1 false, i64 %2041, i64 %2040
  %2043 = srem i64 %2039, 512
  %2044 = icmp ne i64 %2043, 0
  %2045 = icmp slt i64 %2039, 0
  %2046 = icmp eq i1 %2045, false
  %2047 = and i1 %2044, %2046
  %2048 = zext i1 %2047 to i64
  %2049 = add i64 %2042, %2048
  %2050 = trunc i64 %2049 to i32
  %2051 = sub i32 %2050, 1
  %2052 = sub i32 %2051, %c257
  %2053 = mul i32 %2052, 512
  %2054 = sext i32 %2053 to i64
  %2055 = sub i64 0, %2054
  %2056 = icmp slt i64 %2055, 0
  %2057 = sext i32 %N to i64
  %2058 = sdiv i64 %2057, 512
  %2059 = sub i64 0, %2057
  %2060 = select i1 false, i64 %2059, i64 %2058
  %2061 = srem i64 %2057, 512
  %2062 = icmp ne i64 %2061, 0
  %2063 = icmp slt i64 %2057, 0
  %2064 = icmp eq i1 %2063, false
  %2065 = and i1 %2062, %2064
  %2066 = zext i1 %2065 to i64
  %2067 = add i64 %2060, %2066
  %2068 = trunc i64 %2067 to i32
  %2069 = sub i32 %2068, 1
  %2070 = sub i32 %2069, %c257
  %2071 = mul i32 %2070, 512
  %2072 = sext i32 %2071 to i64
  %2073 = sub i64 0, %2072
  %2074 = icmp sgt i64 %2073, 512
  %2075 = sext i32 %N to i64
  %2076 = sdiv i64 %2075, 512
  %2077 = sub i64 0, %2075
  %2078 = select i1 false, i64 %2077, i64 %2076
  %2079 = srem i64 %2075, 512
  %2080 = icmp ne i64 %2079, 0
  %2081 = icmp slt i64 %2075, 0
  %2082 = icmp eq i1 %2081, false
  %2083 = and i1 %2080, %2082
  %2084 = zext i1 %2083 to i64
  %2085 = add i64 %2078, %2084
  %2086 = trunc i64 %2085 to i32
  %2087 = sub i32 %2086, 1
  %2088 = sub i32 %2087, %c257
  %2089 = mul i32 %2088, 512
  %2090 = sext i32 %2089 to i64
  %2091 = sub i64 0, %2090
  %2092 = select i1 %2074, i64 512, i64 %2091
  %2093 = select i1 %2056, i64 0, i64 %2092
  %2094 = trunc i64 %2093 to i32
  %2095 = sext i32 %2094 to i64
  %2096 = sext i32 %N to i64
  %2097 = sext i32 %N to i64
  %2098 = sdiv i64 %2097, 512
  %2099 = sub i64 0, %2097
  %2100 = select i1 false, i64 %2099, i64 %2098
  %2101 = srem i64 %2097, 512
  %2102 = icmp ne i64 %2101, 0
  %2103 = icmp slt i64 %2097, 0
  %2104 = icmp eq i1 %2103, false
  %2105 = and i1 %2102, %2104
  %2106 = zext i1 %2105 to i64
  %2107 = add i64 %2100, %2106
  %2108 = trunc i64 %2107 to i32
  %2109 = sub i32 %2108, 1
  %2110 = sub i32 %2109, %c257
  %2111 = mul i32 %2110, 512
  %2112 = sext i32 %2111 to i64
  %2113 = sub i64 %2096, %2112
  %2114 = icmp slt i64 %2113, 0
  %2115 = sext i32 %N to i64
  %2116 = sext i32 %N to i64
  %2117 = sdiv i64 %2116, 512
  %2118 = sub i64 0, %2116
  %2119 = select i1 false, i64 %2118, i64 %2117
  %2120 = srem i64 %2116, 512
  %2121 = icmp ne i64 %2120, 0
  %2122 = icmp slt i64 %2116, 0
  %2123 = icmp eq i1 %2122, false
  %2124 = and i1 %2121, %2123
  %2125 = zext i1 %2124 to i64
  %2126 = add i64 %2119, %2125
  %2127 = trunc i64 %2126 to i32
  %2128 = sub i32 %2127, 1
  %2129 = sub i32 %2128, %c257
  %2130 = mul i32 %2129, 512
  %2131 = sext i32 %2130 to i64
  %2132 = sub i64 %2115, %2131
  %2133 = icmp sgt i64 %2132, 512
  %2134 = sext i32 %N to i64
  %2135 = sext i32 %N to i64
  %2136 = sdiv i64 %2135, 512
  %2137 = sub i64 0, %2135
  %2138 = select i1 false, i64 %2137, i64 %2136
  %2139 = srem i64 %2135, 512
  %2140 = icmp ne i64 %2139, 0
  %2141 = icmp slt i64 %2135, 0
  %2142 = icmp eq i1 %2141, false
  %2143 = and i1 %2140, %2142
  %2144 = zext i1 %2143 to i64
  %2145 = add i64 %2138, %2144
  %2146 = trunc i64 %2145 to i32
  %2147 = sub i32 %2146, 1
  %2148 = sub i32 %2147, %c257
  %2149 = mul i32 %2148, 512
  %2150 = sext i32 %2149 to i64
  %2151 = sub i64 %2134, %2150
  %2152 = select i1 %2133, i64 512, i64 %2151
  %2153 = select i1 %2114, i64 0, i64 %2152
  %2154 = select i1 %2038, i64 %2095, i64 %2153
  %2155 = trunc i64 %2154 to i32
  %2156 = icmp slt i32 %2155, 0
  %2157 = sext i32 %N to i64
  %2158 = sext i32 %N to i64
  %2159 = sdiv i64 %2158, 512
  %2160 = sub i64 0, %2158
  %2161 = select i1 false, i64 %2160, i64 %2159
  %2162 = srem i64 %2158, 512
  %2163 = icmp ne i64 %2162, 0
  %2164 = icmp slt i64 %2158, 0
  %2165 = icmp eq i1 %2164, false
  %2166 = and i1 %2163, %2165
  %2167 = zext i1 %2166 to i64
  %2168 = add i64 %2161, %2167
  %2169 = trunc i64 %2168 to i32
  %2170 = sub i32 %2169, 1
  %2171 = sub i32 %2170, %c257
  %2172 = mul i32 %2171, 512
  %2173 = sext i32 %2172 to i64
  %2174 = sub i64 %2157, %2173
  %2175 = icmp slt i64 %2174, 0
  %2176 = sext i32 %N to i64
  %2177 = sext i32 %N to i64
  %2178 = sdiv i64 %2177, 512
  %2179 = sub i64 0, %2177
  %2180 = select i1 false, i64 %2179, i64 %2178
  %2181 = srem i64 %2177, 512
  %2182 = icmp ne i64 %2181, 0
  %2183 = icmp slt i64 %2177, 0
  %2184 = icmp eq i1 %2183, false
  %2185 = and i1 %2182, %2184
  %2186 = zext i1 %2185 to i64
  %2187 = add i64 %2180, %2186
  %2188 = trunc i64 %2187 to i32
  %2189 = sub i32 %2188, 1
  %2190 = sub i32 %2189, %c257
  %2191 = mul i32 %2190, 512
  %2192 = sext i32 %2191 to i64
  %2193 = sub i64 %2176, %2192
  %2194 = icmp sgt i64 %2193, 512
  %2195 = sext i32 %N to i64
  %2196 = sext i32 %N to i64
  %2197 = sdiv i64 %2196, 512
  %2198 = sub i64 0, %2196
  %2199 = select i1 false, i64 %2198, i64 %2197
  %2200 = srem i64 %2196, 512
  %2201 = icmp ne i64 %2200, 0
  %2202 = icmp slt i64 %2196, 0
  %2203 = icmp eq i1 %2202, false
  %2204 = and i1 %2201, %2203
  %2205 = zext i1 %2204 to i64
  %2206 = add i64 %2199, %2205
  %2207 = trunc i64 %2206 to i32
  %2208 = sub i32 %2207, 1
  %2209 = sub i32 %2208, %c257
  %2210 = mul i32 %2209, 512
  %2211 = sext i32 %2210 to i64
  %2212 = sub i64 %2195, %2211
  %2213 = select i1 %2194, i64 512, i64 %2212
  %2214 = select i1 %2175, i64 0, i64 %2213
  %2215 = sext i32 %N to i64
  %2216 = sdiv i64 %2215, 512
  %2217 = sub i64 0, %2215
  %2218 = select i1 false, i64 %2217, i64 %2216
  %2219 = srem i64 %2215, 512
  %2220 = icmp ne i64 %2219, 0
  %2221 = icmp slt i64 %2215, 0
  %2222 = icmp eq i1 %2221, false
  %2223 = and i1 %2220, %2222
  %2224 = zext i1 %2223 to i64
  %2225 = add i64 %2218, %2224
  %2226 = trunc i64 %2225 to i32
  %2227 = sub i32 %2226, 1
  %2228 = sub i32 %2227, %c257
  %2229 = mul i32 %2228, 512
  %2230 = sext i32 %2229 to i64
  %2231 = sub i64 0, %2230
  %2232 = icmp slt i64 %2231, 0
  %2233 = sext i32 %N to i64
  %2234 = sdiv i64 %2233, 512
  %2235 = sub i64 0, %2233
  %2236 = select i1 false, i64 %2235, i64 %2234
  %2237 = srem i64 %2233, 512
  %2238 = icmp ne i64 %2237, 0
  %2239 = icmp slt i64 %2233, 0
  %2240 = icmp eq i1 %2239, false
  %2241 = and i1 %2238, %2240
  %2242 = zext i1 %2241 to i64
  %2243 = add i64 %2236, %2242
  %2244 = trunc i64 %2243 to i32
  %2245 = sub i32 %2244, 1
  %2246 = sub i32 %2245, %c257
  %2247 = mul i32 %2246, 512
  %2248 = sext i32 %2247 to i64
  %2249 = sub i64 0, %2248
  %2250 = icmp sgt i64 %2249, 512
  %2251 = sext i32 %N to i64
  %2252 = sdiv i64 %2251, 512
  %2253 = sub i64 0, %2251
  %2254 = select i1 false, i64 %2253, i64 %2252
  %2255 = srem i64 %2251, 512
  %2256 = icmp ne i64 %2255, 0
  %2257 = icmp slt i64 %2251, 0
  %2258 = icmp eq i1 %2257, false
  %2259 = and i1 %2256, %2258
  %2260 = zext i1 %2259 to i64
  %2261 = add i64 %2254, %2260
  %2262 = trunc i64 %2261 to i32
  %2263 = sub i32 %2262, 1
  %2264 = sub i32 %2263, %c257
  %2265 = mul i32 %2264, 512
  %2266 = sext i32 %2265 to i64
  %2267 = sub i64 0, %2266
  %2268 = select i1 %2250, i64 512, i64 %2267
  %2269 = select i1 %2232, i64 0, i64 %2268
  %2270 = trunc i64 %2269 to i32
  %2271 = sext i32 %2270 to i64
  %2272 = icmp slt i64 %2214, %2271
  %2273 = sext i32 %N to i64
  %2274 = sdiv i64 %2273, 512
  %2275 = sub i64 0, %2273
  %2276 = select i1 false, i64 %2275, i64 %2274
  %2277 = srem i64 %2273, 512
  %2278 = icmp ne i64 %2277, 0
  %2279 = icmp slt i64 %2273, 0
  %2280 = icmp eq i1 %2279, false
  %2281 = and i1 %2278, %2280
  %2282 = zext i1 %2281 to i64
  %2283 = add i64 %2276, %2282
  %2284 = trunc i64 %2283 to i32
  %2285 = sub i32 %2284, 1
  %2286 = sub i32 %2285, %c257
  %2287 = mul i32 %2286, 512
  %2288 = sext i32 %2287 to i64
  %2289 = sub i64 0, %2288
  %2290 = icmp slt i64 %2289, 0
  %2291 = sext i32 %N to i64
  %2292 = sdiv i64 %2291, 512
  %2293 = sub i64 0, %2291
  %2294 = select i1 false, i64 %2293, i64 %2292
  %2295 = srem i64 %2291, 512
  %2296 = icmp ne i64 %2295, 0
  %2297 = icmp slt i64 %2291, 0
  %2298 = icmp eq i1 %2297, false
  %2299 = and i1 %2296, %2298
  %2300 = zext i1 %2299 to i64
  %2301 = add i64 %2294, %2300
  %2302 = trunc i64 %2301 to i32
  %2303 = sub i32 %2302, 1
  %2304 = sub i32 %2303, %c257
  %2305 = mul i32 %2304, 512
  %2306 = sext i32 %2305 to i64
  %2307 = sub i64 0, %2306
  %2308 = icmp sgt i64 %2307, 512
  %2309 = sext i32 %N to i64
  %2310 = sdiv i64 %2309, 512
  %2311 = sub i64 0, %2309
  %2312 = select i1 false, i64 %2311, i64 %2310
  %2313 = srem i64 %2309, 512
  %2314 = icmp ne i64 %2313, 0
  %2315 = icmp slt i64 %2309, 0
  %2316 = icmp eq i1 %2315, false
  %2317 = and i1 %2314, %2316
  %2318 = zext i1 %2317 to i64
  %2319 = add i64 %2312, %2318
  %2320 = trunc i64 %2319 to i32
  %2321 = sub i32 %2320, 1
  %2322 = sub i32 %2321, %c257
  %2323 = mul i32 %2322, 512
  %2324 = sext i32 %2323 to i64
  %2325 = sub i64 0, %2324
  %2326 = select i1 %2308, i64 512, i64 %2325
  %2327 = select i1 %2290, i64 0, i64 %2326
  %2328 = trunc i64 %2327 to i32
  %2329 = sext i32 %2328 to i64
  %2330 = sext i32 %N to i64
  %2331 = sext i32 %N to i64
  %2332 = sdiv i64 %2331, 512
  %2333 = sub i64 0, %2331
  %2334 = select i1 false, i64 %2333, i64 %2332
  %2335 = srem i64 %2331, 512
  %2336 = icmp ne i64 %2335, 0
  %2337 = icmp slt i64 %2331, 0
  %2338 = icmp eq i1 %2337, false
  %2339 = and i1 %2336, %2338
  %2340 = zext i1 %2339 to i64
  %2341 = add i64 %2334, %2340
  %2342 = trunc i64 %2341 to i32
  %2343 = sub i32 %2342, 1
  %2344 = sub i32 %2343, %c257
  %2345 = mul i32 %2344, 512
  %2346 = sext i32 %2345 to i64
  %2347 = sub i64 %2330, %2346
  %2348 = icmp slt i64 %2347, 0
  %2349 = sext i32 %N to i64
  %2350 = sext i32 %N to i64
  %2351 = sdiv i64 %2350, 512
  %2352 = sub i64 0, %2350
  %2353 = select i1 false, i64 %2352, i64 %2351
  %2354 = srem i64 %2350, 512
  %2355 = icmp ne i64 %2354, 0
  %2356 = icmp slt i64 %2350, 0
  %2357 = icmp eq i1 %2356, false
  %2358 = and i1 %2355, %2357
  %2359 = zext i1 %2358 to i64
  %2360 = add i64 %2353, %2359
  %2361 = trunc i64 %2360 to i32
  %2362 = sub i32 %2361, 1
  %2363 = sub i32 %2362, %c257
  %2364 = mul i32 %2363, 512
  %2365 = sext i32 %2364 to i64
  %2366 = sub i64 %2349, %2365
  %2367 = icmp sgt i64 %2366, 512
  %2368 = sext i32 %N to i64
  %2369 = sext i32 %N to i64
  %2370 = sdiv i64 %2369, 512
  %2371 = sub i64 0, %2369
  %2372 = select i1 false, i64 %2371, i64 %2370
  %2373 = srem i64 %2369, 512
  %2374 = icmp ne i64 %2373, 0
  %2375 = icmp slt i64 %2369, 0
  %2376 = icmp eq i1 %2375, false
  %2377 = and i1 %2374, %2376
  %2378 = zext i1 %2377 to i64
  %2379 = add i64 %2372, %2378
  %2380 = trunc i64 %2379 to i32
  %2381 = sub i32 %2380, 1
  %2382 = sub i32 %2381, %c257
  %2383 = mul i32 %2382, 512
  %2384 = sext i32 %2383 to i64
  %2385 = sub i64 %2368, %2384
  %2386 = select i1 %2367, i64 512, i64 %2385
  %2387 = select i1 %2348, i64 0, i64 %2386
  %2388 = select i1 %2272, i64 %2329, i64 %2387
  %2389 = trunc i64 %2388 to i32
  %2390 = icmp sgt i32 %2389, 512
  %2391 = sext i32 %N to i64
  %2392 = sext i32 %N to i64
  %2393 = sdiv i64 %2392, 512
  %2394 = sub i64 0, %2392
  %2395 = select i1 false, i64 %2394, i64 %2393
  %2396 = srem i64 %2392, 512
  %2397 = icmp ne i64 %2396, 0
  %2398 = icmp slt i64 %2392, 0
  %2399 = icmp eq i1 %2398, false
  %2400 = and i1 %2397, %2399
  %2401 = zext i1 %2400 to i64
  %2402 = add i64 %2395, %2401
  %2403 = trunc i64 %2402 to i32
  %2404 = sub i32 %2403, 1
  %2405 = sub i32 %2404, %c257
  %2406 = mul i32 %2405, 512
  %2407 = sext i32 %2406 to i64
  %2408 = sub i64 %2391, %2407
  %2409 = icmp slt i64 %2408, 0
  %2410 = sext i32 %N to i64
  %2411 = sext i32 %N to i64
  %2412 = sdiv i64 %2411, 512
  %2413 = sub i64 0, %2411
  %2414 = select i1 false, i64 %2413, i64 %2412
  %2415 = srem i64 %2411, 512
  %2416 = icmp ne i64 %2415, 0
  %2417 = icmp slt i64 %2411, 0
  %2418 = icmp eq i1 %2417, false
  %2419 = and i1 %2416, %2418
  %2420 = zext i1 %2419 to i64
  %2421 = add i64 %2414, %2420
  %2422 = trunc i64 %2421 to i32
  %2423 = sub i32 %2422, 1
  %2424 = sub i32 %2423, %c257
  %2425 = mul i32 %2424, 512
  %2426 = sext i32 %2425 to i64
  %2427 = sub i64 %2410, %2426
  %2428 = icmp sgt i64 %2427, 512
  %2429 = sext i32 %N to i64
  %2430 = sext i32 %N to i64
  %2431 = sdiv i64 %2430, 512
  %2432 = sub i64 0, %2430
  %2433 = select i1 false, i64 %2432, i64 %2431
  %2434 = srem i64 %2430, 512
  %2435 = icmp ne i64 %2434, 0
  %2436 = icmp slt i64 %2430, 0
  %2437 = icmp eq i1 %2436, false
  %2438 = and i1 %2435, %2437
  %2439 = zext i1 %2438 to i64
  %2440 = add i64 %2433, %2439
  %2441 = trunc i64 %2440 to i32
  %2442 = sub i32 %2441, 1
  %2443 = sub i32 %2442, %c257
  %2444 = mul i32 %2443, 512
  %2445 = sext i32 %2444 to i64
  %2446 = sub i64 %2429, %2445
  %2447 = select i1 %2428, i64 512, i64 %2446
  %2448 = select i1 %2409, i64 0, i64 %2447
  %2449 = sext i32 %N to i64
  %2450 = sdiv i64 %2449, 512
  %2451 = sub i64 0, %2449
  %2452 = select i1 false, i64 %2451, i64 %2450
  %2453 = srem i64 %2449, 512
  %2454 = icmp ne i64 %2453, 0
  %2455 = icmp slt i64 %2449, 0
  %2456 = icmp eq i1 %2455, false
  %2457 = and i1 %2454, %2456
  %2458 = zext i1 %2457 to i64
  %2459 = add i64 %2452, %2458
  %2460 = trunc i64 %2459 to i32
  %2461 = sub i32 %2460, 1
  %2462 = sub i32 %2461, %c257
  %2463 = mul i32 %2462, 512
  %2464 = sext i32 %2463 to i64
  %2465 = sub i64 0, %2464
  %2466 = icmp slt i64 %2465, 0
  %2467 = sext i32 %N to i64
  %2468 = sdiv i64 %2467, 512
  %2469 = sub i64 0, %2467
  %2470 = select i1 false, i64 %2469, i64 %2468
  %2471 = srem i64 %2467, 512
  %2472 = icmp ne i64 %2471, 0
  %2473 = icmp slt i64 %2467, 0
  %2474 = icmp eq i1 %2473, false
  %2475 = and i1 %2472, %2474
  %2476 = zext i1 %2475 to i64
  %2477 = add i64 %2470, %2476
  %2478 = trunc i64 %2477 to i32
  %2479 = sub i32 %2478, 1
  %2480 = sub i32 %2479, %c257
  %2481 = mul i32 %2480, 512
  %2482 = sext i32 %2481 to i64
  %2483 = sub i64 0, %2482
  %2484 = icmp sgt i64 %2483, 512
  %2485 = sext i32 %N to i64
  %2486 = sdiv i64 %2485, 512
  %2487 = sub i64 0, %2485
  %2488 = select i1 false, i64 %2487, i64 %2486
  %2489 = srem i64 %2485, 512
  %2490 = icmp ne i64 %2489, 0
  %2491 = icmp slt i64 %2485, 0
  %2492 = icmp eq i1 %2491, false
  %2493 = and i1 %2490, %2492
  %2494 = zext i1 %2493 to i64
  %2495 = add i64 %2488, %2494
  %2496 = trunc i64 %2495 to i32
  %2497 = sub i32 %2496, 1
  %2498 = sub i32 %2497, %c257
  %2499 = mul i32 %2498, 512
  %2500 = sext i32 %2499 to i64
  %2501 = sub i64 0, %2500
  %2502 = select i1 %2484, i64 512, i64 %2501
  %2503 = select i1 %2466, i64 0, i64 %2502
  %2504 = trunc i64 %2503 to i32
  %2505 = sext i32 %2504 to i64
  %2506 = icmp slt i64 %2448, %2505
  %2507 = sext i32 %N to i64
  %2508 = sdiv i64 %2507, 512
  %2509 = sub i64 0, %2507
  %2510 = select i1 false, i64 %2509, i64 %2508
  %2511 = srem i64 %2507, 512
  %2512 = icmp ne i64 %2511, 0
  %2513 = icmp slt i64 %2507, 0
  %2514 = icmp eq i1 %2513, false
  %2515 = and i1 %2512, %2514
  %2516 = zext i1 %2515 to i64
  %2517 = add i64 %2510, %2516
  %2518 = trunc i64 %2517 to i32
  %2519 = sub i32 %2518, 1
  %2520 = sub i32 %2519, %c257
  %2521 = mul i32 %2520, 512
  %2522 = sext i32 %2521 to i64
  %2523 = sub i64 0, %2522
  %2524 = icmp slt i64 %2523, 0
  %2525 = sext i32 %N to i64
  %2526 = sdiv i64 %2525, 512
  %2527 = sub i64 0, %2525
  %2528 = select i1 false, i64 %2527, i64 %2526
  %2529 = srem i64 %2525, 512
  %2530 = icmp ne i64 %2529, 0
  %2531 = icmp slt i64 %2525, 0
  %2532 = icmp eq i1 %2531, false
  %2533 = and i1 %2530, %2532
  %2534 = zext i1 %2533 to i64
  %2535 = add i64 %2528, %2534
  %2536 = trunc i64 %2535 to i32
  %2537 = sub i32 %2536, 1
  %2538 = sub i32 %2537, %c257
  %2539 = mul i32 %2538, 512
  %2540 = sext i32 %2539 to i64
  %2541 = sub i64 0, %2540
  %2542 = icmp sgt i64 %2541, 512
  %2543 = sext i32 %N to i64
  %2544 = sdiv i64 %2543, 512
  %2545 = sub i64 0, %2543
  %2546 = select i1 false, i64 %2545, i64 %2544
  %2547 = srem i64 %2543, 512
  %2548 = icmp ne i64 %2547, 0
  %2549 = icmp slt i64 %2543, 0
  %2550 = icmp eq i1 %2549, false
  %2551 = and i1 %2548, %2550
  %2552 = zext i1 %2551 to i64
  %2553 = add i64 %2546, %2552
  %2554 = trunc i64 %2553 to i32
  %2555 = sub i32 %2554, 1
  %2556 = sub i32 %2555, %c257
  %2557 = mul i32 %2556, 512
  %2558 = sext i32 %2557 to i64
  %2559 = sub i64 0, %2558
  %2560 = select i1 %2542, i64 512, i64 %2559
  %2561 = select i1 %2524, i64 0, i64 %2560
  %2562 = trunc i64 %2561 to i32
  %2563 = sext i32 %2562 to i64
  %2564 = sext i32 %N to i64
  %2565 = sext i32 %N to i64
  %2566 = sdiv i64 %2565, 512
  %2567 = sub i64 0, %2565
  %2568 = select i1 false, i64 %2567, i64 %2566
  %2569 = srem i64 %2565, 512
  %2570 = icmp ne i64 %2569, 0
  %2571 = icmp slt i64 %2565, 0
  %2572 = icmp eq i1 %2571, false
  %2573 = and i1 %2570, %2572
  %2574 = zext i1 %2573 to i64
  %2575 = add i64 %2568, %2574
  %2576 = trunc i64 %2575 to i32
  %2577 = sub i32 %2576, 1
  %2578 = sub i32 %2577, %c257
  %2579 = mul i32 %2578, 512
  %2580 = sext i32 %2579 to i64
  %2581 = sub i64 %2564, %2580
  %2582 = icmp slt i64 %2581, 0
  %2583 = sext i32 %N to i64
  %2584 = sext i32 %N to i64
  %2585 = sdiv i64 %2584, 512
  %2586 = sub i64 0, %2584
  %2587 = select i1 false, i64 %2586, i64 %2585
  %2588 = srem i64 %2584, 512
  %2589 = icmp ne i64 %2588, 0
  %2590 = icmp slt i64 %2584, 0
  %2591 = icmp eq i1 %2590, false
  %2592 = and i1 %2589, %2591
  %2593 = zext i1 %2592 to i64
  %2594 = add i64 %2587, %2593
  %2595 = trunc i64 %2594 to i32
  %2596 = sub i32 %2595, 1
  %2597 = sub i32 %2596, %c257
  %2598 = mul i32 %2597, 512
  %2599 = sext i32 %2598 to i64
  %2600 = sub i64 %2583, %2599
  %2601 = icmp sgt i64 %2600, 512
  %2602 = sext i32 %N to i64
  %2603 = sext i32 %N to i64
  %2604 = sdiv i64 %2603, 512
  %2605 = sub i64 0, %2603
  %2606 = select i1 false, i64 %2605, i64 %2604
  %2607 = srem i64 %2603, 512
  %2608 = icmp ne i64 %2607, 0
  %2609 = icmp slt i64 %2603, 0
  %2610 = icmp eq i1 %2609, false
  %2611 = and i1 %2608, %2610
  %2612 = zext i1 %2611 to i64
  %2613 = add i64 %2606, %2612
  %2614 = trunc i64 %2613 to i32
  %2615 = sub i32 %2614, 1
  %2616 = sub i32 %2615, %c257
  %2617 = mul i32 %2616, 512
  %2618 = sext i32 %2617 to i64
  %2619 = sub i64 %2602, %2618
  %2620 = select i1 %2601, i64 512, i64 %2619
  %2621 = select i1 %2582, i64 0, i64 %2620
  %2622 = select i1 %2506, i64 %2563, i64 %2621
  %2623 = trunc i64 %2622 to i32
  %2624 = select i1 %2390, i32 512, i32 %2623
  %tl_pad_from21 = select i1 %2156, i32 0, i32 %2624
  %tl_pad_n23 = sub i32 512, %tl_pad_from21
  br label %for.cond303

for.cond292:                                      ; preds = %for.body293, %if.then289
  %i7295 = phi i32 [ 0, %if.then289 ], [ %2633, %for.body293 ]
  %2625 = icmp slt i32 %i7295, 512
  br i1 %2625, label %for.body293, label %for.end294

for.body293:                                      ; preds = %for.cond292
  %2626 = mul i32 %t, 512
  %2627 = add i32 %2626, %i7295
  %2628 = sext i32 %2627 to i64
  %2629 = getelementptr inbounds float, ptr %W, i64 %2628
  %2630 = load float, ptr %2629, align 4
  %2631 = sext i32 %i7295 to i64
  %2632 = getelementptr inbounds float, ptr %W_f, i64 %2631
  store float %2630, ptr %2632, align 4
  %2633 = add nsw i32 %i7295, 1
  br label %for.cond292, !llvm.loop !66

for.end294:                                       ; preds = %for.cond292
  br label %if.end291

for.cond296:                                      ; preds = %for.body297, %if.else290
  %i7299 = phi i32 [ 0, %if.else290 ], [ %2637, %for.body297 ]
  %2634 = icmp slt i32 %i7299, %tl_lo16
  br i1 %2634, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  %2635 = sext i32 %i7299 to i64
  %2636 = getelementptr inbounds float, ptr %W_f, i64 %2635
  store float 0.000000e+00, ptr %2636, align 4
  %2637 = add nsw i32 %i7299, 1
  br label %for.cond296, !llvm.loop !67

for.end298:                                       ; preds = %for.cond296
  %2638 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond300

for.cond300:                                      ; preds = %for.body301, %for.end298
  %i71 = phi i32 [ 0, %for.end298 ], [ %2649, %for.body301 ]
  %2639 = icmp slt i32 %i71, %2638
  br i1 %2639, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  %2640 = mul i32 %t, 512
  %2641 = add i32 %tl_lo16, %i71
  %2642 = add i32 %2640, %2641
  %2643 = sext i32 %2642 to i64
  %2644 = getelementptr inbounds float, ptr %W, i64 %2643
  %2645 = load float, ptr %2644, align 4
  %2646 = add i32 %tl_lo16, %i71
  %2647 = sext i32 %2646 to i64
  %2648 = getelementptr inbounds float, ptr %W_f, i64 %2647
  store float %2645, ptr %2648, align 4
  %2649 = add nsw i32 %i71, 1
  br label %for.cond300, !llvm.loop !68

for.end302:                                       ; preds = %for.cond300
  br label %if.end291

for.cond303:                                      ; preds = %for.body304, %if.end291
  %tl_pad_k24 = phi i32 [ 0, %if.end291 ], [ %2654, %for.body304 ]
  %2650 = icmp slt i32 %tl_pad_k24, %tl_pad_n23
  br i1 %2650, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %2651 = add i32 %tl_pad_from21, %tl_pad_k24
  %2652 = sext i32 %2651 to i64
  %2653 = getelementptr inbounds float, ptr %W_f, i64 %2652
  store float 0.000000e+00, ptr %2653, align 4
  %2654 = add nsw i32 %tl_pad_k24, 1
  br label %for.cond303, !llvm.loop !69

for.end305:                                       ; preds = %for.cond303
  br label %for.cond306

for.cond306:                                      ; preds = %for.end317, %for.end305
  %i309 = phi i32 [ 0, %for.end305 ], [ %3409, %for.end317 ]
  %2655 = icmp slt i32 %i309, 4
  br i1 %2655, label %for.body307, label %for.end308

for.body307:                                      ; preds = %for.cond306
  %2656 = sext i32 %N to i64
  %2657 = sext i32 %N to i64
  %2658 = sdiv i64 %2657, 512
  %2659 = sub i64 0, %2657
  %2660 = select i1 false, i64 %2659, i64 %2658
  %2661 = srem i64 %2657, 512
  %2662 = icmp ne i64 %2661, 0
  %2663 = icmp slt i64 %2657, 0
  %2664 = icmp eq i1 %2663, false
  %2665 = and i1 %2662, %2664
  %2666 = zext i1 %2665 to i64
  %2667 = add i64 %2660, %2666
  %2668 = trunc i64 %2667 to i32
  %2669 = sub i32 %2668, 1
  %2670 = sub i32 %2669, %c257
  %2671 = mul i32 %2670, 512
  %2672 = sext i32 %2671 to i64
  %2673 = sub i64 %2656, %2672
  %2674 = icmp slt i64 %2673, 0
  %2675 = sext i32 %N to i64
  %2676 = sext i32 %N to i64
  %2677 = sdiv i64 %2676, 512
  %2678 = sub i64 0, %2676
  %2679 = select i1 false, i64 %2678, i64 %2677
  %2680 = srem i64 %2676, 512
  %2681 = icmp ne i64 %2680, 0
  %2682 = icmp slt i64 %2676, 0
  %2683 = icmp eq i1 %2682, false
  %2684 = and i1 %2681, %2683
  %2685 = zext i1 %2684 to i64
  %2686 = add i64 %2679, %2685
  %2687 = trunc i64 %2686 to i32
  %2688 = sub i32 %2687, 1
  %2689 = sub i32 %2688, %c257
  %2690 = mul i32 %2689, 512
  %2691 = sext i32 %2690 to i64
  %2692 = sub i64 %2675, %2691
  %2693 = icmp sgt i64 %2692, 512
  %2694 = sext i32 %N to i64
  %2695 = sext i32 %N to i64
  %2696 = sdiv i64 %2695, 512
  %2697 = sub i64 0, %2695
  %2698 = select i1 false, i64 %2697, i64 %2696
  %2699 = srem i64 %2695, 512
  %2700 = icmp ne i64 %2699, 0
  %2701 = icmp slt i64 %2695, 0
  %2702 = icmp eq i1 %2701, false
  %2703 = and i1 %2700, %2702
  %2704 = zext i1 %2703 to i64
  %2705 = add i64 %2698, %2704
  %2706 = trunc i64 %2705 to i32
  %2707 = sub i32 %2706, 1
  %2708 = sub i32 %2707, %c257
  %2709 = mul i32 %2708, 512
  %2710 = sext i32 %2709 to i64
  %2711 = sub i64 %2694, %2710
  %2712 = select i1 %2693, i64 512, i64 %2711
  %2713 = select i1 %2674, i64 0, i64 %2712
  %2714 = sext i32 %N to i64
  %2715 = sdiv i64 %2714, 512
  %2716 = sub i64 0, %2714
  %2717 = select i1 false, i64 %2716, i64 %2715
  %2718 = srem i64 %2714, 512
  %2719 = icmp ne i64 %2718, 0
  %2720 = icmp slt i64 %2714, 0
  %2721 = icmp eq i1 %2720, false
  %2722 = and i1 %2719, %2721
  %2723 = zext i1 %2722 to i64
  %2724 = add i64 %2717, %2723
  %2725 = trunc i64 %2724 to i32
  %2726 = sub i32 %2725, 1
  %2727 = sub i32 %2726, %c257
  %2728 = mul i32 %2727, 512
  %2729 = sext i32 %2728 to i64
  %2730 = sub i64 0, %2729
  %2731 = icmp slt i64 %2730, 0
  %2732 = sext i32 %N to i64
  %2733 = sdiv i64 %2732, 512
  %2734 = sub i64 0, %2732
  %2735 = select i1 false, i64 %2734, i64 %2733
  %2736 = srem i64 %2732, 512
  %2737 = icmp ne i64 %2736, 0
  %2738 = icmp slt i64 %2732, 0
  %2739 = icmp eq i1 %2738, false
  %2740 = and i1 %2737, %2739
  %2741 = zext i1 %2740 to i64
  %2742 = add i64 %2735, %2741
  %2743 = trunc i64 %2742 to i32
  %2744 = sub i32 %2743, 1
  %2745 = sub i32 %2744, %c257
  %2746 = mul i32 %2745, 512
  %2747 = sext i32 %2746 to i64
  %2748 = sub i64 0, %2747
  %2749 = icmp sgt i64 %2748, 512
  %2750 = sext i32 %N to i64
  %2751 = sdiv i64 %2750, 512
  %2752 = sub i64 0, %2750
  %2753 = select i1 false, i64 %2752, i64 %2751
  %2754 = srem i64 %2750, 512
  %2755 = icmp ne i64 %2754, 0
  %2756 = icmp slt i64 %2750, 0
  %2757 = icmp eq i1 %2756, false
  %2758 = and i1 %2755, %2757
  %2759 = zext i1 %2758 to i64
  %2760 = add i64 %2753, %2759
  %2761 = trunc i64 %2760 to i32
  %2762 = sub i32 %2761, 1
  %2763 = sub i32 %2762, %c257
  %2764 = mul i32 %2763, 512
  %2765 = sext i32 %2764 to i64
  %2766 = sub i64 0, %2765
  %2767 = select i1 %2749, i64 512, i64 %2766
  %2768 = select i1 %2731, i64 0, i64 %2767
  %2769 = trunc i64 %2768 to i32
  %2770 = sext i32 %2769 to i64
  %2771 = icmp slt i64 %2713, %2770
  %2772 = sext i32 %N to i64
  %2773 = sdiv i64 %2772, 512
  %2774 = sub i64 0, %2772
  %2775 = select i1 false, i64 %2774, i64 %2773
  %2776 = srem i64 %2772, 512
  %2777 = icmp ne i64 %2776, 0
  %2778 = icmp slt i64 %2772, 0
  %2779 = icmp eq i1 %2778, false
  %2780 = and i1 %2777, %2779
  %2781 = zext i1 %2780 to i64
  %2782 = add i64 %2775, %2781
  %2783 = trunc i64 %2782 to i32
  %2784 = sub i32 %2783, 1
  %2785 = sub i32 %2784, %c257
  %2786 = mul i32 %2785, 512
  %2787 = sext i32 %2786 to i64
  %2788 = sub i64 0, %2787
  %2789 = icmp slt i64 %2788, 0
  %2790 = sext i32 %N to i64
  %2791 = sdiv i64 %2790, 512
  %2792 = sub i64 0, %2790
  %2793 = select i1 false, i64 %2792, i64 %2791
  %2794 = srem i64 %2790, 512
  %2795 = icmp ne i64 %2794, 0
  %2796 = icmp slt i64 %2790, 0
  %2797 = icmp eq i1 %2796, false
  %2798 = and i1 %2795, %2797
  %2799 = zext i1 %2798 to i64
  %2800 = add i64 %2793, %2799
  %2801 = trunc i64 %2800 to i32
  %2802 = sub i32 %2801, 1
  %2803 = sub i32 %2802, %c257
  %2804 = mul i32 %2803, 512
  %2805 = sext i32 %2804 to i64
  %2806 = sub i64 0, %2805
  %2807 = icmp sgt i64 %2806, 512
  %2808 = sext i32 %N to i64
  %2809 = sdiv i64 %2808, 512
  %2810 = sub i64 0, %2808
  %2811 = select i1 false, i64 %2810, i64 %2809
  %2812 = srem i64 %2808, 512
  %2813 = icmp ne i64 %2812, 0
  %2814 = icmp slt i64 %2808, 0
  %2815 = icmp eq i1 %2814, false
  %2816 = and i1 %2813, %2815
  %2817 = zext i1 %2816 to i64
  %2818 = add i64 %2811, %2817
  %2819 = trunc i64 %2818 to i32
  %2820 = sub i32 %2819, 1
  %2821 = sub i32 %2820, %c257
  %2822 = mul i32 %2821, 512
  %2823 = sext i32 %2822 to i64
  %2824 = sub i64 0, %2823
  %2825 = select i1 %2807, i64 512, i64 %2824
  %2826 = select i1 %2789, i64 0, i64 %2825
  %2827 = trunc i64 %2826 to i32
  %2828 = sext i32 %2827 to i64
  %2829 = sext i32 %N to i64
  %2830 = sext i32 %N to i64
  %2831 = sdiv i64 %2830, 512
  %2832 = sub i64 0, %2830
  %2833 = select i1 false, i64 %2832, i64 %2831
  %2834 = srem i64 %2830, 512
  %2835 = icmp ne i64 %2834, 0
  %2836 = icmp slt i64 %2830, 0
  %2837 = icmp eq i1 %2836, false
  %2838 = and i1 %2835, %2837
  %2839 = zext i1 %2838 to i64
  %2840 = add i64 %2833, %2839
  %2841 = trunc i64 %2840 to i32
  %2842 = sub i32 %2841, 1
  %2843 = sub i32 %2842, %c257
  %2844 = mul i32 %2843, 512
  %2845 = sext i32 %2844 to i64
  %2846 = sub i64 %2829, %2845
  %2847 = icmp slt i64 %2846, 0
  %2848 = sext i32 %N to i64
  %2849 = sext i32 %N to i64
  %2850 = sdiv i64 %2849, 512
  %2851 = sub i64 0, %2849
  %2852 = select i1 false, i64 %2851, i64 %2850
  %2853 = srem i64 %2849, 512
  %2854 = icmp ne i64 %2853, 0
  %2855 = icmp slt i64 %2849, 0
  %2856 = icmp eq i1 %2855, false
  %2857 = and i1 %2854, %2856
  %2858 = zext i1 %2857 to i64
  %2859 = add i64 %2852, %2858
  %2860 = trunc i64 %2859 to i32
  %2861 = sub i32 %2860, 1
  %2862 = sub i32 %2861, %c257
  %2863 = mul i32 %2862, 512
  %2864 = sext i32 %2863 to i64
  %2865 = sub i64 %2848, %2864
  %2866 = icmp sgt i64 %2865, 512
  %2867 = sext i32 %N to i64
  %2868 = sext i32 %N to i64
  %2869 = sdiv i64 %2868, 512
  %2870 = sub i64 0, %2868
  %2871 = select i1 false, i64 %2870, i64 %2869
  %2872 = srem i64 %2868, 512
  %2873 = icmp ne i64 %2872, 0
  %2874 = icmp slt i64 %2868, 0
  %2875 = icmp eq i1 %2874, false
  %2876 = and i1 %2873, %2875
  %2877 = zext i1 %2876 to i64
  %2878 = add i64 %2871, %2877
  %2879 = trunc i64 %2878 to i32
  %2880 = sub i32 %2879, 1
  %2881 = sub i32 %2880, %c257
  %2882 = mul i32 %2881, 512
  %2883 = sext i32 %2882 to i64
  %2884 = sub i64 %2867, %2883
  %2885 = select i1 %2866, i64 512, i64 %2884
  %2886 = select i1 %2847, i64 0, i64 %2885
  %2887 = select i1 %2771, i64 %2828, i64 %2886
  %2888 = trunc i64 %2887 to i32
  %2889 = icmp slt i32 %2888, 0
  %2890 = sext i32 %N to i64
  %2891 = sext i32 %N to i64
  %2892 = sdiv i64 %2891, 512
  %2893 = sub i64 0, %2891
  %2894 = select i1 false, i64 %2893, i64 %2892
  %2895 = srem i64 %2891, 512
  %2896 = icmp ne i64 %2895, 0
  %2897 = icmp slt i64 %2891, 0
  %2898 = icmp eq i1 %2897, false
  %2899 = and i1 %2896, %2898
  %2900 = zext i1 %2899 to i64
  %2901 = add i64 %2894, %2900
  %2902 = trunc i64 %2901 to i32
  %2903 = sub i32 %2902, 1
  %2904 = sub i32 %2903, %c257
  %2905 = mul i32 %2904, 512
  %2906 = sext i32 %2905 to i64
  %2907 = sub i64 %2890, %2906
  %2908 = icmp slt i64 %2907, 0
  %2909 = sext i32 %N to i64
  %2910 = sext i32 %N to i64
  %2911 = sdiv i64 %2910, 512
  %2912 = sub i64 0, %2910
  %2913 = select i1 false, i64 %2912, i64 %2911
  %2914 = srem i64 %2910, 512
  %2915 = icmp ne i64 %2914, 0
  %2916 = icmp slt i64 %2910, 0
  %2917 = icmp eq i1 %2916, false
  %2918 = and i1 %2915, %2917
  %2919 = zext i1 %2918 to i64
  %2920 = add i64 %2913, %2919
  %2921 = trunc i64 %2920 to i32
  %2922 = sub i32 %2921, 1
  %2923 = sub i32 %2922, %c257
  %2924 = mul i32 %2923, 512
  %2925 = sext i32 %2924 to i64
  %2926 = sub i64 %2909, %2925
  %2927 = icmp sgt i64 %2926, 512
  %2928 = sext i32 %N to i64
  %2929 = sext i32 %N to i64
  %2930 = sdiv i64 %2929, 512
  %2931 = sub i64 0, %2929
  %2932 = select i1 false, i64 %2931, i64 %2930
  %2933 = srem i64 %2929, 512
  %2934 = icmp ne i64 %2933, 0
  %2935 = icmp slt i64 %2929, 0
  %2936 = icmp eq i1 %2935, false
  %2937 = and i1 %2934, %2936
  %2938 = zext i1 %2937 to i64
  %2939 = add i64 %2932, %2938
  %2940 = trunc i64 %2939 to i32
  %2941 = sub i32 %2940, 1
  %2942 = sub i32 %2941, %c257
  %2943 = mul i32 %2942, 512
  %2944 = sext i32 %2943 to i64
  %2945 = sub i64 %2928, %2944
  %2946 = select i1 %2927, i64 512, i64 %2945
  %2947 = select i1 %2908, i64 0, i64 %2946
  %2948 = sext i32 %N to i64
  %2949 = sdiv i64 %2948, 512
  %2950 = sub i64 0, %2948
  %2951 = select i1 false, i64 %2950, i64 %2949
  %2952 = srem i64 %2948, 512
  %2953 = icmp ne i64 %2952, 0
  %2954 = icmp slt i64 %2948, 0
  %2955 = icmp eq i1 %2954, false
  %2956 = and i1 %2953, %2955
  %2957 = zext i1 %2956 to i64
  %2958 = add i64 %2951, %2957
  %2959 = trunc i64 %2958 to i32
  %2960 = sub i32 %2959, 1
  %2961 = sub i32 %2960, %c257
  %2962 = mul i32 %2961, 512
  %2963 = sext i32 %2962 to i64
  %2964 = sub i64 0, %2963
  %2965 = icmp slt i64 %2964, 0
  %2966 = sext i32 %N to i64
  %2967 = sdiv i64 %2966, 512
  %2968 = sub i64 0, %2966
  %2969 = select i1 false, i64 %2968, i64 %2967
  %2970 = srem i64 %2966, 512
  %2971 = icmp ne i64 %2970, 0
  %2972 = icmp slt i64 %2966, 0
  %2973 = icmp eq i1 %2972, false
  %2974 = and i1 %2971, %2973
  %2975 = zext i1 %2974 to i64
  %2976 = add i64 %2969, %2975
  %2977 = trunc i64 %2976 to i32
  %2978 = sub i32 %2977, 1
  %2979 = sub i32 %2978, %c257
  %2980 = mul i32 %2979, 512
  %2981 = sext i32 %2980 to i64
  %2982 = sub i64 0, %2981
  %2983 = icmp sgt i64 %2982, 512
  %2984 = sext i32 %N to i64
  %2985 = sdiv i64 %2984, 512
  %2986 = sub i64 0, %2984
  %2987 = select i1 false, i64 %2986, i64 %2985
  %2988 = srem i64 %2984, 512
  %2989 = icmp ne i64 %2988, 0
  %2990 = icmp slt i64 %2984, 0
  %2991 = icmp eq i1 %2990, false
  %2992 = and i1 %2989, %2991
  %2993 = zext i1 %2992 to i64
  %2994 = add i64 %2987, %2993
  %2995 = trunc i64 %2994 to i32
  %2996 = sub i32 %2995, 1
  %2997 = sub i32 %2996, %c257
  %2998 = mul i32 %2997, 512
  %2999 = sext i32 %2998 to i64
  %3000 = sub i64 0, %2999
  %3001 = select i1 %2983, i64 512, i64 %3000
  %3002 = select i1 %2965, i64 0, i64 %3001
  %3003 = trunc i64 %3002 to i32
  %3004 = sext i32 %3003 to i64
  %3005 = icmp slt i64 %2947, %3004
  %3006 = sext i32 %N to i64
  %3007 = sdiv i64 %3006, 512
  %3008 = sub i64 0, %3006
  %3009 = select i1 false, i64 %3008, i64 %3007
  %3010 = srem i64 %3006, 512
  %3011 = icmp ne i64 %3010, 0
  %3012 = icmp slt i64 %3006, 0
  %3013 = icmp eq i1 %3012, false
  %3014 = and i1 %3011, %3013
  %3015 = zext i1 %3014 to i64
  %3016 = add i64 %3009, %3015
  %3017 = trunc i64 %3016 to i32
  %3018 = sub i32 %3017, 1
  %3019 = sub i32 %3018, %c257
  %3020 = mul i32 %3019, 512
  %3021 = sext i32 %3020 to i64
  %3022 = sub i64 0, %3021
  %3023 = icmp slt i64 %3022, 0
  %3024 = sext i32 %N to i64
  %3025 = sdiv i64 %3024, 512
  %3026 = sub i64 0, %3024
  %3027 = select i1 false, i64 %3026, i64 %3025
  %3028 = srem i64 %3024, 512
  %3029 = icmp ne i64 %3028, 0
  %3030 = icmp slt i64 %3024, 0
  %3031 = icmp eq i1 %3030, false
  %3032 = and i1 %3029, %3031
  %3033 = zext i1 %3032 to i64
  %3034 = add i64 %3027, %3033
  %3035 = trunc i64 %3034 to i32
  %3036 = sub i32 %3035, 1
  %3037 = sub i32 %3036, %c257
  %3038 = mul i32 %3037, 512
  %3039 = sext i32 %3038 to i64
  %3040 = sub i64 0, %3039
  %3041 = icmp sgt i64 %3040, 512
  %3042 = sext i32 %N to i64
  %3043 = sdiv i64 %3042, 512
  %3044 = sub i64 0, %3042
  %3045 = select i1 false, i64 %3044, i64 %3043
  %3046 = srem i64 %3042, 512
  %3047 = icmp ne i64 %3046, 0
  %3048 = icmp slt i64 %3042, 0
  %3049 = icmp eq i1 %3048, false
  %3050 = and i1 %3047, %3049
  %3051 = zext i1 %3050 to i64
  %3052 = add i64 %3045, %3051
  %3053 = trunc i64 %3052 to i32
  %3054 = sub i32 %3053, 1
  %3055 = sub i32 %3054, %c257
  %3056 = mul i32 %3055, 512
  %3057 = sext i32 %3056 to i64
  %3058 = sub i64 0, %3057
  %3059 = select i1 %3041, i64 512, i64 %3058
  %3060 = select i1 %3023, i64 0, i64 %3059
  %3061 = trunc i64 %3060 to i32
  %3062 = sext i32 %3061 to i64
  %3063 = sext i32 %N to i64
  %3064 = sext i32 %N to i64
  %3065 = sdiv i64 %3064, 512
  %3066 = sub i64 0, %3064
  %3067 = select i1 false, i64 %3066, i64 %3065
  %3068 = srem i64 %3064, 512
  %3069 = icmp ne i64 %3068, 0
  %3070 = icmp slt i64 %3064, 0
  %3071 = icmp eq i1 %3070, false
  %3072 = and i1 %3069, %3071
  %3073 = zext i1 %3072 to i64
  %3074 = add i64 %3067, %3073
  %3075 = trunc i64 %3074 to i32
  %3076 = sub i32 %3075, 1
  %3077 = sub i32 %3076, %c257
  %3078 = mul i32 %3077, 512
  %3079 = sext i32 %3078 to i64
  %3080 = sub i64 %3063, %3079
  %3081 = icmp slt i64 %3080, 0
  %3082 = sext i32 %N to i64
  %3083 = sext i32 %N to i64
  %3084 = sdiv i64 %3083, 512
  %3085 = sub i64 0, %3083
  %3086 = select i1 false, i64 %3085, i64 %3084
  %3087 = srem i64 %3083, 512
  %3088 = icmp ne i64 %3087, 0
  %3089 = icmp slt i64 %3083, 0
  %3090 = icmp eq i1 %3089, false
  %3091 = and i1 %3088, %3090
  %3092 = zext i1 %3091 to i64
  %3093 = add i64 %3086, %3092
  %3094 = trunc i64 %3093 to i32
  %3095 = sub i32 %3094, 1
  %3096 = sub i32 %3095, %c257
  %3097 = mul i32 %3096, 512
  %3098 = sext i32 %3097 to i64
  %3099 = sub i64 %3082, %3098
  %3100 = icmp sgt i64 %3099, 512
  %3101 = sext i32 %N to i64
  %3102 = sext i32 %N to i64
  %3103 = sdiv i64 %3102, 512
  %3104 = sub i64 0, %3102
  %3105 = select i1 false, i64 %3104, i64 %3103
  %3106 = srem i64 %3102, 512
  %3107 = icmp ne i64 %3106, 0
  %3108 = icmp slt i64 %3102, 0
  %3109 = icmp eq i1 %3108, false
  %3110 = and i1 %3107, %3109
  %3111 = zext i1 %3110 to i64
  %3112 = add i64 %3105, %3111
  %3113 = trunc i64 %3112 to i32
  %3114 = sub i32 %3113, 1
  %3115 = sub i32 %3114, %c257
  %3116 = mul i32 %3115, 512
  %3117 = sext i32 %3116 to i64
  %3118 = sub i64 %3101, %3117
  %3119 = select i1 %3100, i64 512, i64 %3118
  %3120 = select i1 %3081, i64 0, i64 %3119
  %3121 = select i1 %3005, i64 %3062, i64 %3120
  %3122 = trunc i64 %3121 to i32
  %3123 = icmp sgt i32 %3122, 512
  %3124 = sext i32 %N to i64
  %3125 = sext i32 %N to i64
  %3126 = sdiv i64 %3125, 512
  %3127 = sub i64 0, %3125
  %3128 = select i1 false, i64 %3127, i64 %3126
  %3129 = srem i64 %3125, 512
  %3130 = icmp ne i64 %3129, 0
  %3131 = icmp slt i64 %3125, 0
  %3132 = icmp eq i1 %3131, false
  %3133 = and i1 %3130, %3132
  %3134 = zext i1 %3133 to i64
  %3135 = add i64 %3128, %3134
  %3136 = trunc i64 %3135 to i32
  %3137 = sub i32 %3136, 1
  %3138 = sub i32 %3137, %c257
  %3139 = mul i32 %3138, 512
  %3140 = sext i32 %3139 to i64
  %3141 = sub i64 %3124, %3140
  %3142 = icmp slt i64 %3141, 0
  %3143 = sext i32 %N to i64
  %3144 = sext i32 %N to i64
  %3145 = sdiv i64 %3144, 512
  %3146 = sub i64 0, %3144
  %3147 = select i1 false, i64 %3146, i64 %3145
  %3148 = srem i64 %3144, 512
  %3149 = icmp ne i64 %3148, 0
  %3150 = icmp slt i64 %3144, 0
  %3151 = icmp eq i1 %3150, false
  %3152 = and i1 %3149, %3151
  %3153 = zext i1 %3152 to i64
  %3154 = add i64 %3147, %3153
  %3155 = trunc i64 %3154 to i32
  %3156 = sub i32 %3155, 1
  %3157 = sub i32 %3156, %c257
  %3158 = mul i32 %3157, 512
  %3159 = sext i32 %3158 to i64
  %3160 = sub i64 %3143, %3159
  %3161 = icmp sgt i64 %3160, 512
  %3162 = sext i32 %N to i64
  %3163 = sext i32 %N to i64
  %3164 = sdiv i64 %3163, 512
  %3165 = sub i64 0, %3163
  %3166 = select i1 false, i64 %3165, i64 %3164
  %3167 = srem i64 %3163, 512
  %3168 = icmp ne i64 %3167, 0
  %3169 = icmp slt i64 %3163, 0
  %3170 = icmp eq i1 %3169, false
  %3171 = and i1 %3168, %3170
  %3172 = zext i1 %3171 to i64
  %3173 = add i64 %3166, %3172
  %3174 = trunc i64 %3173 to i32
  %3175 = sub i32 %3174, 1
  %3176 = sub i32 %3175, %c257
  %3177 = mul i32 %3176, 512
  %3178 = sext i32 %3177 to i64
  %3179 = sub i64 %3162, %3178
  %3180 = select i1 %3161, i64 512, i64 %3179
  %3181 = select i1 %3142, i64 0, i64 %3180
  %3182 = sext i32 %N to i64
  %3183 = sdiv i64 %3182, 512
  %3184 = sub i64 0, %3182
  %3185 = select i1 false, i64 %3184, i64 %3183
  %3186 = srem i64 %3182, 512
  %3187 = icmp ne i64 %3186, 0
  %3188 = icmp slt i64 %3182, 0
  %3189 = icmp eq i1 %3188, false
  %3190 = and i1 %3187, %3189
  %3191 = zext i1 %3190 to i64
  %3192 = add i64 %3185, %3191
  %3193 = trunc i64 %3192 to i32
  %3194 = sub i32 %3193, 1
  %3195 = sub i32 %3194, %c257
  %3196 = mul i32 %3195, 512
  %3197 = sext i32 %3196 to i64
  %3198 = sub i64 0, %3197
  %3199 = icmp slt i64 %3198, 0
  %3200 = sext i32 %N to i64
  %3201 = sdiv i64 %3200, 512
  %3202 = sub i64 0, %3200
  %3203 = select i1 false, i64 %3202, i64 %3201
  %3204 = srem i64 %3200, 512
  %3205 = icmp ne i64 %3204, 0
  %3206 = icmp slt i64 %3200, 0
  %3207 = icmp eq i1 %3206, false
  %3208 = and i1 %3205, %3207
  %3209 = zext i1 %3208 to i64
  %3210 = add i64 %3203, %3209
  %3211 = trunc i64 %3210 to i32
  %3212 = sub i32 %3211, 1
  %3213 = sub i32 %3212, %c257
  %3214 = mul i32 %3213, 512
  %3215 = sext i32 %3214 to i64
  %3216 = sub i64 0, %3215
  %3217 = icmp sgt i64 %3216, 512
  %3218 = sext i32 %N to i64
  %3219 = sdiv i64 %3218, 512
  %3220 = sub i64 0, %3218
  %3221 = select i1 false, i64 %3220, i64 %3219
  %3222 = srem i64 %3218, 512
  %3223 = icmp ne i64 %3222, 0
  %3224 = icmp slt i64 %3218, 0
  %3225 = icmp eq i1 %3224, false
  %3226 = and i1 %3223, %3225
  %3227 = zext i1 %3226 to i64
  %3228 = add i64 %3221, %3227
  %3229 = trunc i64 %3228 to i32
  %3230 = sub i32 %3229, 1
  %3231 = sub i32 %3230, %c257
  %3232 = mul i32 %3231, 512
  %3233 = sext i32 %3232 to i64
  %3234 = sub i64 0, %3233
  %3235 = select i1 %3217, i64 512, i64 %3234
  %3236 = select i1 %3199, i64 0, i64 %3235
  %3237 = trunc i64 %3236 to i32
  %3238 = sext i32 %3237 to i64
  %3239 = icmp slt i64 %3181, %3238
  %3240 = sext i32 %N to i64
  %3241 = sdiv i64 %3240, 512
  %3242 = sub i64 0, %3240
  %3243 = select i1 false, i64 %3242, i64 %3241
  %3244 = srem i64 %3240, 512
  %3245 = icmp ne i64 %3244, 0
  %3246 = icmp slt i64 %3240, 0
  %3247 = icmp eq i1 %3246, false
  %3248 = and i1 %3245, %3247
  %3249 = zext i1 %3248 to i64
  %3250 = add i64 %3243, %3249
  %3251 = trunc i64 %3250 to i32
  %3252 = sub i32 %3251, 1
  %3253 = sub i32 %3252, %c257
  %3254 = mul i32 %3253, 512
  %3255 = sext i32 %3254 to i64
  %3256 = sub i64 0, %3255
  %3257 = icmp slt i64 %3256, 0
  %3258 = sext i32 %N to i64
  %3259 = sdiv i64 %3258, 512
  %3260 = sub i64 0, %3258
  %3261 = select i1 false, i64 %3260, i64 %3259
  %3262 = srem i64 %3258, 512
  %3263 = icmp ne i64 %3262, 0
  %3264 = icmp slt i64 %3258, 0
  %3265 = icmp eq i1 %3264, false
  %3266 = and i1 %3263, %3265
  %3267 = zext i1 %3266 to i64
  %3268 = add i64 %3261, %3267
  %3269 = trunc i64 %3268 to i32
  %3270 = sub i32 %3269, 1
  %3271 = sub i32 %3270, %c257
  %3272 = mul i32 %3271, 512
  %3273 = sext i32 %3272 to i64
  %3274 = sub i64 0, %3273
  %3275 = icmp sgt i64 %3274, 512
  %3276 = sext i32 %N to i64
  %3277 = sdiv i64 %3276, 512
  %3278 = sub i64 0, %3276
  %3279 = select i1 false, i64 %3278, i64 %3277
  %3280 = srem i64 %3276, 512
  %3281 = icmp ne i64 %3280, 0
  %3282 = icmp slt i64 %3276, 0
  %3283 = icmp eq i1 %3282, false
  %3284 = and i1 %3281, %3283
  %3285 = zext i1 %3284 to i64
  %3286 = add i64 %3279, %3285
  %3287 = trunc i64 %3286 to i32
  %3288 = sub i32 %3287, 1
  %3289 = sub i32 %3288, %c257
  %3290 = mul i32 %3289, 512
  %3291 = sext i32 %3290 to i64
  %3292 = sub i64 0, %3291
  %3293 = select i1 %3275, i64 512, i64 %3292
  %3294 = select i1 %3257, i64 0, i64 %3293
  %3295 = trunc i64 %3294 to i32
  %3296 = sext i32 %3295 to i64
  %3297 = sext i32 %N to i64
  %3298 = sext i32 %N to i64
  %3299 = sdiv i64 %3298, 512
  %3300 = sub i64 0, %3298
  %3301 = select i1 false, i64 %3300, i64 %3299
  %3302 = srem i64 %3298, 512
  %3303 = icmp ne i64 %3302, 0
  %3304 = icmp slt i64 %3298, 0
  %3305 = icmp eq i1 %3304, false
  %3306 = and i1 %3303, %3305
  %3307 = zext i1 %3306 to i64
  %3308 = add i64 %3301, %3307
  %3309 = trunc i64 %3308 to i32
  %3310 = sub i32 %3309, 1
  %3311 = sub i32 %3310, %c257
  %3312 = mul i32 %3311, 512
  %3313 = sext i32 %3312 to i64
  %3314 = sub i64 %3297, %3313
  %3315 = icmp slt i64 %3314, 0
  %3316 = sext i32 %N to i64
  %3317 = sext i32 %N to i64
  %3318 = sdiv i64 %3317, 512
  %3319 = sub i64 0, %3317
  %3320 = select i1 false, i64 %3319, i64 %3318
  %3321 = srem i64 %3317, 512
  %3322 = icmp ne i64 %3321, 0
  %3323 = icmp slt i64 %3317, 0
  %3324 = icmp eq i1 %3323, false
  %3325 = and i1 %3322, %3324
  %3326 = zext i1 %3325 to i64
  %3327 = add i64 %3320, %3326
  %3328 = trunc i64 %3327 to i32
  %3329 = sub i32 %3328, 1
  %3330 = sub i32 %3329, %c257
  %3331 = mul i32 %3330, 512
  %3332 = sext i32 %3331 to i64
  %3333 = sub i64 %3316, %3332
  %3334 = icmp sgt i64 %3333, 512
  %3335 = sext i32 %N to i64
  %3336 = sext i32 %N to i64
  %3337 = sdiv i64 %3336, 512
  %3338 = sub i64 0, %3336
  %3339 = select i1 false, i64 %3338, i64 %3337
  %3340 = srem i64 %3336, 512
  %3341 = icmp ne i64 %3340, 0
  %3342 = icmp slt i64 %3336, 0
  %3343 = icmp eq i1 %3342, false
  %3344 = and i1 %3341, %3343
  %3345 = zext i1 %3344 to i64
  %3346 = add i64 %3339, %3345
  %3347 = trunc i64 %3346 to i32
  %3348 = sub i32 %3347, 1
  %3349 = sub i32 %3348, %c257
  %3350 = mul i32 %3349, 512
  %3351 = sext i32 %3350 to i64
  %3352 = sub i64 %3335, %3351
  %3353 = select i1 %3334, i64 512, i64 %3352
  %3354 = select i1 %3315, i64 0, i64 %3353
  %3355 = select i1 %3239, i64 %3296, i64 %3354
  %3356 = trunc i64 %3355 to i32
  %3357 = select i1 %3123, i32 512, i32 %3356
  %tl_cols25 = select i1 %2889, i32 0, i32 %3357
  br label %for.cond310

for.end308:                                       ; preds = %for.cond306
  %3358 = mul i32 %bx, 4
  %3359 = icmp sle i32 0, %3358
  %3360 = mul i32 %bx, 4
  %3361 = sext i32 %3360 to i64
  %3362 = add i64 %3361, 4
  %3363 = sext i32 %M to i64
  %3364 = icmp sle i64 %3362, %3363
  %3365 = and i1 %3359, %3364
  %3366 = mul i32 %t, 512
  %3367 = icmp sle i32 0, %3366
  %3368 = mul i32 %t, 512
  %3369 = sext i32 %3368 to i64
  %3370 = add i64 %3369, 512
  %3371 = sext i32 %N to i64
  %3372 = icmp sle i64 %3370, %3371
  %3373 = and i1 %3367, %3372
  %3374 = and i1 %3365, %3373
  br i1 %3374, label %if.then318, label %if.else319

for.cond310:                                      ; preds = %for.body311, %for.body307
  %j314 = phi i32 [ 0, %for.body307 ], [ %3395, %for.body311 ]
  %3375 = icmp slt i32 %j314, %tl_cols25
  br i1 %3375, label %for.body311, label %for.end312

for.body311:                                      ; preds = %for.cond310
  %3376 = sext i32 %i309 to i64
  %3377 = mul nsw i64 %3376, 512
  %3378 = sext i32 %j314 to i64
  %3379 = add nsw i64 %3377, %3378
  %3380 = getelementptr inbounds float, ptr %X_f, i64 %3379
  %3381 = load float, ptr %3380, align 4
  %3382 = sext i32 %i309 to i64
  %3383 = getelementptr inbounds float, ptr %ss, i64 %3382
  %3384 = load float, ptr %3383, align 4
  %3385 = fmul float %3381, %3384
  %3386 = sext i32 %j314 to i64
  %3387 = getelementptr inbounds float, ptr %W_f, i64 %3386
  %3388 = load float, ptr %3387, align 4
  %3389 = fmul float %3385, %3388
  %3390 = sext i32 %i309 to i64
  %3391 = mul nsw i64 %3390, 512
  %3392 = sext i32 %j314 to i64
  %3393 = add nsw i64 %3391, %3392
  %3394 = getelementptr inbounds float, ptr %X_f, i64 %3393
  store float %3389, ptr %3394, align 4
  %3395 = add nsw i32 %j314, 1
  br label %for.cond310, !llvm.loop !70

for.end312:                                       ; preds = %for.cond310
  %3396 = sext i32 %i309 to i64
  %3397 = getelementptr inbounds float, ptr %ss, i64 %3396
  %3398 = load float, ptr %3397, align 4
  %3399 = fmul float 0.000000e+00, %3398
  %tl_col27 = fmul float %3399, 0.000000e+00
  %3400 = sub i32 512, %tl_cols25
  br label %for.cond315

for.cond315:                                      ; preds = %for.body316, %for.end312
  %j26 = phi i32 [ 0, %for.end312 ], [ %3408, %for.body316 ]
  %3401 = icmp slt i32 %j26, %3400
  br i1 %3401, label %for.body316, label %for.end317

for.body316:                                      ; preds = %for.cond315
  %3402 = sext i32 %i309 to i64
  %3403 = mul nsw i64 %3402, 512
  %3404 = add i32 %tl_cols25, %j26
  %3405 = sext i32 %3404 to i64
  %3406 = add nsw i64 %3403, %3405
  %3407 = getelementptr inbounds float, ptr %X_f, i64 %3406
  store float %tl_col27, ptr %3407, align 4
  %3408 = add nsw i32 %j26, 1
  br label %for.cond315, !llvm.loop !71

for.end317:                                       ; preds = %for.cond315
  %3409 = add nsw i32 %i309, 1
  br label %for.cond306, !llvm.loop !72

if.then318:                                       ; preds = %for.end308
  br label %for.cond321

if.else319:                                       ; preds = %for.end308
  br label %for.cond332

if.end320:                                        ; preds = %for.end334, %for.end323
  %3410 = add nsw i32 %c257, 1
  br label %for.cond254, !llvm.loop !73

for.cond321:                                      ; preds = %if.end327, %if.then318
  %i7324 = phi i32 [ 0, %if.then318 ], [ %3430, %if.end327 ]
  %3411 = icmp slt i32 %i7324, 4
  br i1 %3411, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  %3412 = sext i32 %M to i64
  %3413 = sext i32 %N to i64
  %3414 = mul i64 %3412, %3413
  %3415 = icmp sge i64 %3414, 8388608
  br i1 %3415, label %if.then325, label %if.else326

for.end323:                                       ; preds = %for.cond321
  br label %if.end320

if.then325:                                       ; preds = %for.body322
  %3416 = mul i32 %bx, 4
  %3417 = add i32 %3416, %i7324
  %3418 = sext i32 %3417 to i64
  %3419 = sext i32 %N to i64
  %3420 = mul nsw i64 %3418, %3419
  %3421 = mul i32 %t, 512
  %3422 = add i32 %3421, 0
  %3423 = sext i32 %3422 to i64
  %3424 = add nsw i64 %3420, %3423
  %3425 = getelementptr inbounds float, ptr %Y, i64 %3424
  %3426 = sext i32 %i7324 to i64
  %3427 = mul nsw i64 %3426, 512
  %3428 = add nsw i64 %3427, 0
  %3429 = getelementptr inbounds float, ptr %X_f, i64 %3428
  call void @tilec_rt_stream(ptr %3425, ptr %3429, i64 2048)
  br label %if.end327

if.else326:                                       ; preds = %for.body322
  br label %for.cond328

if.end327:                                        ; preds = %for.end330, %if.then325
  %3430 = add nsw i32 %i7324, 1
  br label %for.cond321, !llvm.loop !74

for.cond328:                                      ; preds = %for.body329, %if.else326
  %j2331 = phi i32 [ 0, %if.else326 ], [ %3448, %for.body329 ]
  %3431 = icmp slt i32 %j2331, 512
  br i1 %3431, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  %3432 = sext i32 %i7324 to i64
  %3433 = mul nsw i64 %3432, 512
  %3434 = sext i32 %j2331 to i64
  %3435 = add nsw i64 %3433, %3434
  %3436 = getelementptr inbounds float, ptr %X_f, i64 %3435
  %3437 = load float, ptr %3436, align 4
  %3438 = mul i32 %bx, 4
  %3439 = add i32 %3438, %i7324
  %3440 = sext i32 %3439 to i64
  %3441 = sext i32 %N to i64
  %3442 = mul nsw i64 %3440, %3441
  %3443 = mul i32 %t, 512
  %3444 = add i32 %3443, %j2331
  %3445 = sext i32 %3444 to i64
  %3446 = add nsw i64 %3442, %3445
  %3447 = getelementptr inbounds float, ptr %Y, i64 %3446
  store float %3437, ptr %3447, align 4
  %3448 = add nsw i32 %j2331, 1
  br label %for.cond328, !llvm.loop !75

for.end330:                                       ; preds = %for.cond328
  br label %if.end327

for.cond332:                                      ; preds = %for.end338, %if.else319
  %i7335 = phi i32 [ 0, %if.else319 ], [ %3476, %for.end338 ]
  %3449 = icmp slt i32 %i7335, 4
  br i1 %3449, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
  br label %for.cond336

for.end334:                                       ; preds = %for.cond332
  br label %if.end320

for.cond336:                                      ; preds = %if.end342, %for.body333
  %j2339 = phi i32 [ 0, %for.body333 ], [ %3493, %if.end342 ]
  %3450 = icmp slt i32 %j2339, 512
  br i1 %3450, label %for.body337, label %for.end338

for.body337:                                      ; preds = %for.cond336
  %3451 = mul i32 %bx, 4
  %3452 = sext i32 %3451 to i64
  %3453 = sext i32 %i7335 to i64
  %3454 = add i64 %3452, %3453
  %3455 = icmp sle i64 0, %3454
  %3456 = mul i32 %bx, 4
  %3457 = sext i32 %3456 to i64
  %3458 = sext i32 %i7335 to i64
  %3459 = add i64 %3457, %3458
  %3460 = sext i32 %M to i64
  %3461 = icmp slt i64 %3459, %3460
  %3462 = and i1 %3455, %3461
  %3463 = mul i32 %t, 512
  %3464 = sext i32 %3463 to i64
  %3465 = sext i32 %j2339 to i64
  %3466 = add i64 %3464, %3465
  %3467 = icmp sle i64 0, %3466
  %3468 = mul i32 %t, 512
  %3469 = sext i32 %3468 to i64
  %3470 = sext i32 %j2339 to i64
  %3471 = add i64 %3469, %3470
  %3472 = sext i32 %N to i64
  %3473 = icmp slt i64 %3471, %3472
  %3474 = and i1 %3467, %3473
  %3475 = and i1 %3462, %3474
  br i1 %3475, label %if.then340, label %if.else341

for.end338:                                       ; preds = %for.cond336
  %3476 = add nsw i32 %i7335, 1
  br label %for.cond332, !llvm.loop !76

if.then340:                                       ; preds = %for.body337
  %3477 = sext i32 %i7335 to i64
  %3478 = mul nsw i64 %3477, 512
  %3479 = sext i32 %j2339 to i64
  %3480 = add nsw i64 %3478, %3479
  %3481 = getelementptr inbounds float, ptr %X_f, i64 %3480
  %3482 = load float, ptr %3481, align 4
  %3483 = mul i32 %bx, 4
  %3484 = add i32 %3483, %i7335
  %3485 = sext i32 %3484 to i64
  %3486 = sext i32 %N to i64
  %3487 = mul nsw i64 %3485, %3486
  %3488 = mul i32 %t, 512
  %3489 = add i32 %3488, %j2339
  %3490 = sext i32 %3489 to i64
  %3491 = add nsw i64 %3487, %3490
  %3492 = getelementptr inbounds float, ptr %Y, i64 %3491
  store float %3482, ptr %3492, align 4
  br label %if.end342

if.else341:                                       ; preds = %for.body337
  br label %if.end342

if.end342:                                        ; preds = %if.else341, %if.then340
  %3493 = add nsw i32 %j2339, 1
  br label %for.cond336, !llvm.loop !77
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @rmsnorm_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 5
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
  call void @rmsnorm_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %22)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_rmsnorm(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_rmsnorm, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %N = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 4
  store i32 %N, ptr %16, align 4
  %17 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 5
  %18 = icmp sle i32 %N, 256
  %19 = select i1 %18, i32 32, i32 4
  %20 = sext i32 %M to i64
  %21 = sext i32 %19 to i64
  %22 = icmp eq i64 %21, 0
  %23 = icmp eq i64 %21, -1
  %24 = or i1 %22, %23
  %25 = select i1 %24, i64 1, i64 %21
  %26 = sdiv i64 %20, %25
  %27 = sub i64 0, %20
  %28 = select i1 %23, i64 %27, i64 %26
  %29 = icmp eq i64 %21, 0
  %30 = icmp eq i64 %21, -1
  %31 = or i1 %29, %30
  %32 = select i1 %31, i64 1, i64 %21
  %33 = srem i64 %20, %32
  %34 = icmp ne i64 %33, 0
  %35 = icmp slt i64 %20, 0
  %36 = icmp slt i64 %21, 0
  %37 = icmp eq i1 %35, %36
  %38 = and i1 %34, %37
  %39 = zext i1 %38 to i64
  %40 = add i64 %28, %39
  %41 = trunc i64 %40 to i32
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 0
  store i64 %42, ptr %43, align 8
  %44 = icmp sgt i64 %42, 0
  %45 = mul i64 1, %42
  %46 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 1
  store i64 1, ptr %46, align 8
  %47 = and i1 %44, true
  %48 = mul i64 %45, 1
  %49 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 2
  store i64 1, ptr %49, align 8
  %50 = and i1 %47, true
  %51 = mul i64 %48, 1
  br i1 %50, label %run, label %empty

run:                                              ; preds = %body
  %52 = call i32 @tilec_rt_run_blocks(i64 %51, i32 %nworkers, ptr @rmsnorm_task, ptr %a)
  ret i32 %52

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
