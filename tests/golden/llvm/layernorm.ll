; ModuleID = 'layernorm.tile'
source_filename = "layernorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_layernorm = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @layernorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %B, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_22 = alloca [32 x float], align 64
  %tl_lanes_23 = alloca [32 x float], align 64
  %X_s = alloca [4096 x float], align 64
  %sq_s = alloca [4096 x float], align 64
  %mean_s = alloca [16 x float], align 64
  %rstd_s = alloca [16 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %sq = alloca [2048 x float], align 64
  %mean = alloca [4 x float], align 64
  %rstd = alloca [4 x float], align 64
  %tl_lanes_24 = alloca [32 x float], align 64
  %tl_lanes_25 = alloca [32 x float], align 64
  %tl_lanes_26 = alloca [32 x float], align 64
  %tl_lanes_27 = alloca [32 x float], align 64
  %X_r = alloca [4096 x float], align 64
  %sq_r = alloca [4096 x float], align 64
  %mean_r = alloca [1 x float], align 64
  %rstd_r = alloca [1 x float], align 64
  %tl_lanes_28 = alloca [32 x float], align 64
  %tl_lanes_29 = alloca [32 x float], align 64
  %W_f = alloca [512 x float], align 64
  %B_f = alloca [512 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = sitofp i32 %N to float
  %inv_n = fdiv float 1.000000e+00, %0
  %1 = icmp sle i32 %N, 256
  br i1 %1, label %if.then, label %if.else

if.then:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %X_s, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_s, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean_s, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_s, i8 0, i64 64, i1 false)
  br label %for.cond

if.else:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd, i8 0, i64 16, i1 false)
  %2 = icmp sle i32 %N, 512
  br i1 %2, label %if.then70, label %if.else71

if.end:                                           ; preds = %if.end72, %for.end54
  ret void

for.cond:                                         ; preds = %for.end10, %if.then
  %i = phi i32 [ 0, %if.then ], [ %82, %for.end10 ]
  %3 = icmp slt i32 %i, 16
  br i1 %3, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %4 = sext i32 %N to i64
  %5 = icmp slt i64 %4, 0
  %6 = sext i32 %N to i64
  %7 = icmp sgt i64 %6, 256
  %8 = sext i32 %N to i64
  %9 = select i1 %7, i64 256, i64 %8
  %10 = select i1 %5, i64 0, i64 %9
  %11 = icmp slt i64 %10, 0
  %12 = sext i32 %N to i64
  %13 = icmp slt i64 %12, 0
  %14 = sext i32 %N to i64
  %15 = icmp sgt i64 %14, 256
  %16 = sext i32 %N to i64
  %17 = select i1 %15, i64 256, i64 %16
  %18 = select i1 %13, i64 0, i64 %17
  %19 = select i1 %11, i64 0, i64 %18
  %tl_hi1 = trunc i64 %19 to i32
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %for.cond12

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %33, %for.body2 ]
  %20 = icmp slt i32 %j, 0
  br i1 %20, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %21 = icmp slt i32 %j, %N
  %x = select i1 %21, float 0.000000e+00, float 0.000000e+00
  %22 = sext i32 %i to i64
  %23 = mul nsw i64 %22, 256
  %24 = sext i32 %j to i64
  %25 = add nsw i64 %23, %24
  %26 = getelementptr inbounds float, ptr %X_s, i64 %25
  store float %x, ptr %26, align 4
  %27 = fmul float %x, %x
  %28 = sext i32 %i to i64
  %29 = mul nsw i64 %28, 256
  %30 = sext i32 %j to i64
  %31 = add nsw i64 %29, %30
  %32 = getelementptr inbounds float, ptr %sq_s, i64 %31
  store float %27, ptr %32, align 4
  %33 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %34 = sub i32 %tl_hi1, 0
  br label %for.cond4

for.cond4:                                        ; preds = %sel.end, %for.end3
  %j3 = phi i32 [ 0, %for.end3 ], [ %67, %sel.end ]
  %35 = icmp slt i32 %j3, %34
  br i1 %35, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %36 = mul i32 %bx, 16
  %37 = add i32 %36, %i
  %38 = icmp sle i32 0, %37
  %39 = mul i32 %bx, 16
  %40 = add i32 %39, %i
  %41 = icmp slt i32 %40, %M
  %42 = and i1 %38, %41
  br i1 %42, label %sel.then, label %sel.else

for.end6:                                         ; preds = %for.cond4
  %43 = sub i32 256, %tl_hi1
  br label %for.cond8

sel.then:                                         ; preds = %for.body5
  %44 = mul i32 %bx, 16
  %45 = add i32 %44, %i
  %46 = sext i32 %45 to i64
  %47 = sext i32 %N to i64
  %48 = mul nsw i64 %46, %47
  %49 = add i32 0, %j3
  %50 = sext i32 %49 to i64
  %51 = add nsw i64 %48, %50
  %52 = getelementptr inbounds float, ptr %X, i64 %51
  %53 = load float, ptr %52, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body5
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %x7 = phi float [ %53, %sel.then ], [ 0.000000e+00, %sel.else ]
  %54 = sext i32 %i to i64
  %55 = mul nsw i64 %54, 256
  %56 = add i32 0, %j3
  %57 = sext i32 %56 to i64
  %58 = add nsw i64 %55, %57
  %59 = getelementptr inbounds float, ptr %X_s, i64 %58
  store float %x7, ptr %59, align 4
  %60 = fmul float %x7, %x7
  %61 = sext i32 %i to i64
  %62 = mul nsw i64 %61, 256
  %63 = add i32 0, %j3
  %64 = sext i32 %63 to i64
  %65 = add nsw i64 %62, %64
  %66 = getelementptr inbounds float, ptr %sq_s, i64 %65
  store float %60, ptr %66, align 4
  %67 = add nsw i32 %j3, 1
  br label %for.cond4, !llvm.loop !3

for.cond8:                                        ; preds = %for.body9, %for.end6
  %j311 = phi i32 [ 0, %for.end6 ], [ %81, %for.body9 ]
  %68 = icmp slt i32 %j311, %43
  br i1 %68, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %69 = sext i32 %i to i64
  %70 = mul nsw i64 %69, 256
  %71 = add i32 %tl_hi1, %j311
  %72 = sext i32 %71 to i64
  %73 = add nsw i64 %70, %72
  %74 = getelementptr inbounds float, ptr %X_s, i64 %73
  store float 0.000000e+00, ptr %74, align 4
  %75 = sext i32 %i to i64
  %76 = mul nsw i64 %75, 256
  %77 = add i32 %tl_hi1, %j311
  %78 = sext i32 %77 to i64
  %79 = add nsw i64 %76, %78
  %80 = getelementptr inbounds float, ptr %sq_s, i64 %79
  store float 0.000000e+00, ptr %80, align 4
  %81 = add nsw i32 %j311, 1
  br label %for.cond8, !llvm.loop !4

for.end10:                                        ; preds = %for.cond8
  %82 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !5

for.cond12:                                       ; preds = %for.end30, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %253, %for.end30 ]
  %83 = icmp slt i32 %i1, 16
  br i1 %83, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  br label %for.cond15

for.end14:                                        ; preds = %for.cond12
  br label %for.cond32

for.cond15:                                       ; preds = %for.body16, %for.body13
  %lane = phi i32 [ 0, %for.body13 ], [ %93, %for.body16 ]
  %84 = icmp slt i32 %lane, 32
  br i1 %84, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %85 = sext i32 %i1 to i64
  %86 = mul nsw i64 %85, 256
  %87 = sext i32 %lane to i64
  %88 = add nsw i64 %86, %87
  %89 = getelementptr inbounds float, ptr %X_s, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = sext i32 %lane to i64
  %92 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %91
  store float %90, ptr %92, align 4
  %93 = add nsw i32 %lane, 1
  br label %for.cond15, !llvm.loop !6

for.end17:                                        ; preds = %for.cond15
  %94 = sext i32 %N to i64
  %95 = icmp slt i64 %94, 0
  %96 = sext i32 %N to i64
  %97 = icmp sgt i64 %96, 256
  %98 = sext i32 %N to i64
  %99 = select i1 %97, i64 256, i64 %98
  %100 = select i1 %95, i64 0, i64 %99
  %101 = icmp slt i64 %100, 0
  %102 = sext i32 %N to i64
  %103 = icmp slt i64 %102, 0
  %104 = sext i32 %N to i64
  %105 = icmp sgt i64 %104, 256
  %106 = sext i32 %N to i64
  %107 = select i1 %105, i64 256, i64 %106
  %108 = select i1 %103, i64 0, i64 %107
  %109 = select i1 %101, i64 0, i64 %108
  %110 = trunc i64 %109 to i32
  %111 = icmp slt i32 %110, 0
  %112 = sext i32 %N to i64
  %113 = icmp slt i64 %112, 0
  %114 = sext i32 %N to i64
  %115 = icmp sgt i64 %114, 256
  %116 = sext i32 %N to i64
  %117 = select i1 %115, i64 256, i64 %116
  %118 = select i1 %113, i64 0, i64 %117
  %119 = icmp slt i64 %118, 0
  %120 = sext i32 %N to i64
  %121 = icmp slt i64 %120, 0
  %122 = sext i32 %N to i64
  %123 = icmp sgt i64 %122, 256
  %124 = sext i32 %N to i64
  %125 = select i1 %123, i64 256, i64 %124
  %126 = select i1 %121, i64 0, i64 %125
  %127 = select i1 %119, i64 0, i64 %126
  %128 = trunc i64 %127 to i32
  %129 = icmp sgt i32 %128, 256
  %130 = sext i32 %N to i64
  %131 = icmp slt i64 %130, 0
  %132 = sext i32 %N to i64
  %133 = icmp sgt i64 %132, 256
  %134 = sext i32 %N to i64
  %135 = select i1 %133, i64 256, i64 %134
  %136 = select i1 %131, i64 0, i64 %135
  %137 = icmp slt i64 %136, 0
  %138 = sext i32 %N to i64
  %139 = icmp slt i64 %138, 0
  %140 = sext i32 %N to i64
  %141 = icmp sgt i64 %140, 256
  %142 = sext i32 %N to i64
  %143 = select i1 %141, i64 256, i64 %142
  %144 = select i1 %139, i64 0, i64 %143
  %145 = select i1 %137, i64 0, i64 %144
  %146 = trunc i64 %145 to i32
  %147 = select i1 %129, i32 256, i32 %146
  %148 = select i1 %111, i32 0, i32 %147
  %149 = add i32 %148, 31
  %150 = sdiv i32 %149, 32
  %151 = sub i32 0, %149
  %152 = select i1 false, i32 %151, i32 %150
  %153 = sub i32 %152, 1
  %154 = icmp slt i32 %153, 0
  %155 = sext i32 %N to i64
  %156 = icmp slt i64 %155, 0
  %157 = sext i32 %N to i64
  %158 = icmp sgt i64 %157, 256
  %159 = sext i32 %N to i64
  %160 = select i1 %158, i64 256, i64 %159
  %161 = select i1 %156, i64 0, i64 %160
  %162 = icmp slt i64 %161, 0
  %163 = sext i32 %N to i64
  %164 = icmp slt i64 %163, 0
  %165 = sext i32 %N to i64
  %166 = icmp sgt i64 %165, 256
  %167 = sext i32 %N to i64
  %168 = select i1 %166, i64 256, i64 %167
  %169 = select i1 %164, i64 0, i64 %168
  %170 = select i1 %162, i64 0, i64 %169
  %171 = trunc i64 %170 to i32
  %172 = icmp slt i32 %171, 0
  %173 = sext i32 %N to i64
  %174 = icmp slt i64 %173, 0
  %175 = sext i32 %N to i64
  %176 = icmp sgt i64 %175, 256
  %177 = sext i32 %N to i64
  %178 = select i1 %176, i64 256, i64 %177
  %179 = select i1 %174, i64 0, i64 %178
  %180 = icmp slt i64 %179, 0
  %181 = sext i32 %N to i64
  %182 = icmp slt i64 %181, 0
  %183 = sext i32 %N to i64
  %184 = icmp sgt i64 %183, 256
  %185 = sext i32 %N to i64
  %186 = select i1 %184, i64 256, i64 %185
  %187 = select i1 %182, i64 0, i64 %186
  %188 = select i1 %180, i64 0, i64 %187
  %189 = trunc i64 %188 to i32
  %190 = icmp sgt i32 %189, 256
  %191 = sext i32 %N to i64
  %192 = icmp slt i64 %191, 0
  %193 = sext i32 %N to i64
  %194 = icmp sgt i64 %193, 256
  %195 = sext i32 %N to i64
  %196 = select i1 %194, i64 256, i64 %195
  %197 = select i1 %192, i64 0, i64 %196
  %198 = icmp slt i64 %197, 0
  %199 = sext i32 %N to i64
  %200 = icmp slt i64 %199, 0
  %201 = sext i32 %N to i64
  %202 = icmp sgt i64 %201, 256
  %203 = sext i32 %N to i64
  %204 = select i1 %202, i64 256, i64 %203
  %205 = select i1 %200, i64 0, i64 %204
  %206 = select i1 %198, i64 0, i64 %205
  %207 = trunc i64 %206 to i32
  %208 = select i1 %190, i32 256, i32 %207
  %209 = select i1 %172, i32 0, i32 %208
  %210 = add i32 %209, 31
  %211 = sdiv i32 %210, 32
  %212 = sub i32 0, %210
  %213 = select i1 false, i32 %212, i32 %211
  %214 = sub i32 %213, 1
  %215 = select i1 %154, i32 0, i32 %214
  %tl_steps1 = select i1 true, i32 %215, i32 7
  br label %for.cond18

for.cond18:                                       ; preds = %for.end23, %for.end17
  %red = phi i32 [ 0, %for.end17 ], [ %235, %for.end23 ]
  %216 = icmp slt i32 %red, %tl_steps1
  br i1 %216, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond21

for.end20:                                        ; preds = %for.cond18
  %217 = icmp slt i32 %tl_steps1, 7
  br i1 %217, label %if.then25, label %if.else26

for.cond21:                                       ; preds = %for.body22, %for.body19
  %lane24 = phi i32 [ 0, %for.body19 ], [ %234, %for.body22 ]
  %218 = icmp slt i32 %lane24, 32
  br i1 %218, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %219 = sext i32 %lane24 to i64
  %220 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %219
  %221 = load float, ptr %220, align 4
  %222 = sext i32 %i1 to i64
  %223 = mul nsw i64 %222, 256
  %224 = add i32 %red, 1
  %225 = mul i32 %224, 32
  %226 = add i32 %225, %lane24
  %227 = sext i32 %226 to i64
  %228 = add nsw i64 %223, %227
  %229 = getelementptr inbounds float, ptr %X_s, i64 %228
  %230 = load float, ptr %229, align 4
  %231 = fadd float %221, %230
  %232 = sext i32 %lane24 to i64
  %233 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %232
  store float %231, ptr %233, align 4
  %234 = add nsw i32 %lane24, 1
  br label %for.cond21, !llvm.loop !7

for.end23:                                        ; preds = %for.cond21
  %235 = add nsw i32 %red, 1
  br label %for.cond18, !llvm.loop !8

if.then25:                                        ; preds = %for.end20
  %236 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  %237 = load float, ptr %236, align 4
  %238 = fadd float %237, 0.000000e+00
  %239 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  store float %238, ptr %239, align 4
  br label %if.end27

if.else26:                                        ; preds = %for.end20
  br label %if.end27

if.end27:                                         ; preds = %if.else26, %if.then25
  %240 = sext i32 %i1 to i64
  %241 = getelementptr inbounds float, ptr %mean_s, i64 %240
  store float 0.000000e+00, ptr %241, align 4
  br label %for.cond28

for.cond28:                                       ; preds = %for.body29, %if.end27
  %lane31 = phi i32 [ 0, %if.end27 ], [ %252, %for.body29 ]
  %242 = icmp slt i32 %lane31, 32
  br i1 %242, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %243 = sext i32 %i1 to i64
  %244 = getelementptr inbounds float, ptr %mean_s, i64 %243
  %245 = load float, ptr %244, align 4
  %246 = sext i32 %lane31 to i64
  %247 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %246
  %248 = load float, ptr %247, align 4
  %249 = fadd float %245, %248
  %250 = sext i32 %i1 to i64
  %251 = getelementptr inbounds float, ptr %mean_s, i64 %250
  store float %249, ptr %251, align 4
  %252 = add nsw i32 %lane31, 1
  br label %for.cond28, !llvm.loop !9

for.end30:                                        ; preds = %for.cond28
  %253 = add nsw i32 %i1, 1
  br label %for.cond12, !llvm.loop !10

for.cond32:                                       ; preds = %for.end50, %for.end14
  %i2 = phi i32 [ 0, %for.end14 ], [ %424, %for.end50 ]
  %254 = icmp slt i32 %i2, 16
  br i1 %254, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  br label %for.cond35

for.end34:                                        ; preds = %for.cond32
  br label %for.cond52

for.cond35:                                       ; preds = %for.body36, %for.body33
  %lane1 = phi i32 [ 0, %for.body33 ], [ %264, %for.body36 ]
  %255 = icmp slt i32 %lane1, 32
  br i1 %255, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %256 = sext i32 %i2 to i64
  %257 = mul nsw i64 %256, 256
  %258 = sext i32 %lane1 to i64
  %259 = add nsw i64 %257, %258
  %260 = getelementptr inbounds float, ptr %sq_s, i64 %259
  %261 = load float, ptr %260, align 4
  %262 = sext i32 %lane1 to i64
  %263 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %262
  store float %261, ptr %263, align 4
  %264 = add nsw i32 %lane1, 1
  br label %for.cond35, !llvm.loop !11

for.end37:                                        ; preds = %for.cond35
  %265 = sext i32 %N to i64
  %266 = icmp slt i64 %265, 0
  %267 = sext i32 %N to i64
  %268 = icmp sgt i64 %267, 256
  %269 = sext i32 %N to i64
  %270 = select i1 %268, i64 256, i64 %269
  %271 = select i1 %266, i64 0, i64 %270
  %272 = icmp slt i64 %271, 0
  %273 = sext i32 %N to i64
  %274 = icmp slt i64 %273, 0
  %275 = sext i32 %N to i64
  %276 = icmp sgt i64 %275, 256
  %277 = sext i32 %N to i64
  %278 = select i1 %276, i64 256, i64 %277
  %279 = select i1 %274, i64 0, i64 %278
  %280 = select i1 %272, i64 0, i64 %279
  %281 = trunc i64 %280 to i32
  %282 = icmp slt i32 %281, 0
  %283 = sext i32 %N to i64
  %284 = icmp slt i64 %283, 0
  %285 = sext i32 %N to i64
  %286 = icmp sgt i64 %285, 256
  %287 = sext i32 %N to i64
  %288 = select i1 %286, i64 256, i64 %287
  %289 = select i1 %284, i64 0, i64 %288
  %290 = icmp slt i64 %289, 0
  %291 = sext i32 %N to i64
  %292 = icmp slt i64 %291, 0
  %293 = sext i32 %N to i64
  %294 = icmp sgt i64 %293, 256
  %295 = sext i32 %N to i64
  %296 = select i1 %294, i64 256, i64 %295
  %297 = select i1 %292, i64 0, i64 %296
  %298 = select i1 %290, i64 0, i64 %297
  %299 = trunc i64 %298 to i32
  %300 = icmp sgt i32 %299, 256
  %301 = sext i32 %N to i64
  %302 = icmp slt i64 %301, 0
  %303 = sext i32 %N to i64
  %304 = icmp sgt i64 %303, 256
  %305 = sext i32 %N to i64
  %306 = select i1 %304, i64 256, i64 %305
  %307 = select i1 %302, i64 0, i64 %306
  %308 = icmp slt i64 %307, 0
  %309 = sext i32 %N to i64
  %310 = icmp slt i64 %309, 0
  %311 = sext i32 %N to i64
  %312 = icmp sgt i64 %311, 256
  %313 = sext i32 %N to i64
  %314 = select i1 %312, i64 256, i64 %313
  %315 = select i1 %310, i64 0, i64 %314
  %316 = select i1 %308, i64 0, i64 %315
  %317 = trunc i64 %316 to i32
  %318 = select i1 %300, i32 256, i32 %317
  %319 = select i1 %282, i32 0, i32 %318
  %320 = add i32 %319, 31
  %321 = sdiv i32 %320, 32
  %322 = sub i32 0, %320
  %323 = select i1 false, i32 %322, i32 %321
  %324 = sub i32 %323, 1
  %325 = icmp slt i32 %324, 0
  %326 = sext i32 %N to i64
  %327 = icmp slt i64 %326, 0
  %328 = sext i32 %N to i64
  %329 = icmp sgt i64 %328, 256
  %330 = sext i32 %N to i64
  %331 = select i1 %329, i64 256, i64 %330
  %332 = select i1 %327, i64 0, i64 %331
  %333 = icmp slt i64 %332, 0
  %334 = sext i32 %N to i64
  %335 = icmp slt i64 %334, 0
  %336 = sext i32 %N to i64
  %337 = icmp sgt i64 %336, 256
  %338 = sext i32 %N to i64
  %339 = select i1 %337, i64 256, i64 %338
  %340 = select i1 %335, i64 0, i64 %339
  %341 = select i1 %333, i64 0, i64 %340
  %342 = trunc i64 %341 to i32
  %343 = icmp slt i32 %342, 0
  %344 = sext i32 %N to i64
  %345 = icmp slt i64 %344, 0
  %346 = sext i32 %N to i64
  %347 = icmp sgt i64 %346, 256
  %348 = sext i32 %N to i64
  %349 = select i1 %347, i64 256, i64 %348
  %350 = select i1 %345, i64 0, i64 %349
  %351 = icmp slt i64 %350, 0
  %352 = sext i32 %N to i64
  %353 = icmp slt i64 %352, 0
  %354 = sext i32 %N to i64
  %355 = icmp sgt i64 %354, 256
  %356 = sext i32 %N to i64
  %357 = select i1 %355, i64 256, i64 %356
  %358 = select i1 %353, i64 0, i64 %357
  %359 = select i1 %351, i64 0, i64 %358
  %360 = trunc i64 %359 to i32
  %361 = icmp sgt i32 %360, 256
  %362 = sext i32 %N to i64
  %363 = icmp slt i64 %362, 0
  %364 = sext i32 %N to i64
  %365 = icmp sgt i64 %364, 256
  %366 = sext i32 %N to i64
  %367 = select i1 %365, i64 256, i64 %366
  %368 = select i1 %363, i64 0, i64 %367
  %369 = icmp slt i64 %368, 0
  %370 = sext i32 %N to i64
  %371 = icmp slt i64 %370, 0
  %372 = sext i32 %N to i64
  %373 = icmp sgt i64 %372, 256
  %374 = sext i32 %N to i64
  %375 = select i1 %373, i64 256, i64 %374
  %376 = select i1 %371, i64 0, i64 %375
  %377 = select i1 %369, i64 0, i64 %376
  %378 = trunc i64 %377 to i32
  %379 = select i1 %361, i32 256, i32 %378
  %380 = select i1 %343, i32 0, i32 %379
  %381 = add i32 %380, 31
  %382 = sdiv i32 %381, 32
  %383 = sub i32 0, %381
  %384 = select i1 false, i32 %383, i32 %382
  %385 = sub i32 %384, 1
  %386 = select i1 %325, i32 0, i32 %385
  %tl_steps3 = select i1 true, i32 %386, i32 7
  br label %for.cond38

for.cond38:                                       ; preds = %for.end43, %for.end37
  %red1 = phi i32 [ 0, %for.end37 ], [ %406, %for.end43 ]
  %387 = icmp slt i32 %red1, %tl_steps3
  br i1 %387, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  br label %for.cond41

for.end40:                                        ; preds = %for.cond38
  %388 = icmp slt i32 %tl_steps3, 7
  br i1 %388, label %if.then45, label %if.else46

for.cond41:                                       ; preds = %for.body42, %for.body39
  %lane144 = phi i32 [ 0, %for.body39 ], [ %405, %for.body42 ]
  %389 = icmp slt i32 %lane144, 32
  br i1 %389, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %390 = sext i32 %lane144 to i64
  %391 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = sext i32 %i2 to i64
  %394 = mul nsw i64 %393, 256
  %395 = add i32 %red1, 1
  %396 = mul i32 %395, 32
  %397 = add i32 %396, %lane144
  %398 = sext i32 %397 to i64
  %399 = add nsw i64 %394, %398
  %400 = getelementptr inbounds float, ptr %sq_s, i64 %399
  %401 = load float, ptr %400, align 4
  %402 = fadd float %392, %401
  %403 = sext i32 %lane144 to i64
  %404 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %403
  store float %402, ptr %404, align 4
  %405 = add nsw i32 %lane144, 1
  br label %for.cond41, !llvm.loop !12

for.end43:                                        ; preds = %for.cond41
  %406 = add nsw i32 %red1, 1
  br label %for.cond38, !llvm.loop !13

if.then45:                                        ; preds = %for.end40
  %407 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  %408 = load float, ptr %407, align 4
  %409 = fadd float %408, 0.000000e+00
  %410 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  store float %409, ptr %410, align 4
  br label %if.end47

if.else46:                                        ; preds = %for.end40
  br label %if.end47

if.end47:                                         ; preds = %if.else46, %if.then45
  %411 = sext i32 %i2 to i64
  %412 = getelementptr inbounds float, ptr %rstd_s, i64 %411
  store float 0.000000e+00, ptr %412, align 4
  br label %for.cond48

for.cond48:                                       ; preds = %for.body49, %if.end47
  %lane151 = phi i32 [ 0, %if.end47 ], [ %423, %for.body49 ]
  %413 = icmp slt i32 %lane151, 32
  br i1 %413, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %414 = sext i32 %i2 to i64
  %415 = getelementptr inbounds float, ptr %rstd_s, i64 %414
  %416 = load float, ptr %415, align 4
  %417 = sext i32 %lane151 to i64
  %418 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %417
  %419 = load float, ptr %418, align 4
  %420 = fadd float %416, %419
  %421 = sext i32 %i2 to i64
  %422 = getelementptr inbounds float, ptr %rstd_s, i64 %421
  store float %420, ptr %422, align 4
  %423 = add nsw i32 %lane151, 1
  br label %for.cond48, !llvm.loop !14

for.end50:                                        ; preds = %for.cond48
  %424 = add nsw i32 %i2, 1
  br label %for.cond32, !llvm.loop !15

for.cond52:                                       ; preds = %for.end68, %for.end34
  %i55 = phi i32 [ 0, %for.end34 ], [ %499, %for.end68 ]
  %425 = icmp slt i32 %i55, 16
  br i1 %425, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %426 = sext i32 %N to i64
  %427 = icmp slt i64 %426, 0
  %428 = sext i32 %N to i64
  %429 = icmp sgt i64 %428, 256
  %430 = sext i32 %N to i64
  %431 = select i1 %429, i64 256, i64 %430
  %432 = select i1 %427, i64 0, i64 %431
  %433 = icmp slt i64 %432, 0
  %434 = sext i32 %N to i64
  %435 = icmp slt i64 %434, 0
  %436 = sext i32 %N to i64
  %437 = icmp sgt i64 %436, 256
  %438 = sext i32 %N to i64
  %439 = select i1 %437, i64 256, i64 %438
  %440 = select i1 %435, i64 0, i64 %439
  %441 = select i1 %433, i64 0, i64 %440
  %tl_hi3 = trunc i64 %441 to i32
  br label %for.cond56

for.end54:                                        ; preds = %for.cond52
  br label %if.end

for.cond56:                                       ; preds = %for.body57, %for.body53
  %j59 = phi i32 [ 0, %for.body53 ], [ %443, %for.body57 ]
  %442 = icmp slt i32 %j59, 0
  br i1 %442, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %443 = add nsw i32 %j59, 1
  br label %for.cond56, !llvm.loop !16

for.end58:                                        ; preds = %for.cond56
  %444 = sub i32 %tl_hi3, 0
  br label %for.cond60

for.cond60:                                       ; preds = %if.end65, %for.end58
  %j4 = phi i32 [ 0, %for.end58 ], [ %496, %if.end65 ]
  %445 = icmp slt i32 %j4, %444
  br i1 %445, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %446 = sext i32 %i55 to i64
  %447 = getelementptr inbounds float, ptr %mean_s, i64 %446
  %448 = load float, ptr %447, align 4
  %mu = fmul float %448, %inv_n
  %449 = sext i32 %i55 to i64
  %450 = getelementptr inbounds float, ptr %rstd_s, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = fmul float %451, %inv_n
  %453 = fmul float %mu, %mu
  %454 = fsub float %452, %453
  %455 = call float @llvm.maxnum.f32(float %454, float 0.000000e+00)
  %456 = fadd float %455, 0x3EE4F8B580000000
  %457 = fpext float %456 to double
  %458 = call double @llvm.sqrt.f64(double %457)
  %459 = fdiv double 1.000000e+00, %458
  %r = fptrunc double %459 to float
  %460 = mul i32 %bx, 16
  %461 = add i32 %460, %i55
  %462 = icmp sle i32 0, %461
  %463 = mul i32 %bx, 16
  %464 = add i32 %463, %i55
  %465 = icmp slt i32 %464, %M
  %466 = and i1 %462, %465
  br i1 %466, label %if.then63, label %if.else64

for.end62:                                        ; preds = %for.cond60
  %467 = sub i32 256, %tl_hi3
  br label %for.cond66

if.then63:                                        ; preds = %for.body61
  %468 = sext i32 %i55 to i64
  %469 = mul nsw i64 %468, 256
  %470 = add i32 0, %j4
  %471 = sext i32 %470 to i64
  %472 = add nsw i64 %469, %471
  %473 = getelementptr inbounds float, ptr %X_s, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = fsub float %474, %mu
  %476 = fmul float %475, %r
  %477 = add i32 0, %j4
  %478 = sext i32 %477 to i64
  %479 = getelementptr inbounds float, ptr %W, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = fmul float %476, %480
  %482 = add i32 0, %j4
  %483 = sext i32 %482 to i64
  %484 = getelementptr inbounds float, ptr %B, i64 %483
  %485 = load float, ptr %484, align 4
  %486 = fadd float %481, %485
  %487 = mul i32 %bx, 16
  %488 = add i32 %487, %i55
  %489 = sext i32 %488 to i64
  %490 = sext i32 %N to i64
  %491 = mul nsw i64 %489, %490
  %492 = add i32 0, %j4
  %493 = sext i32 %492 to i64
  %494 = add nsw i64 %491, %493
  %495 = getelementptr inbounds float, ptr %Y, i64 %494
  store float %486, ptr %495, align 4
  br label %if.end65

if.else64:                                        ; preds = %for.body61
  br label %if.end65

if.end65:                                         ; preds = %if.else64, %if.then63
  %496 = add nsw i32 %j4, 1
  br label %for.cond60, !llvm.loop !17

for.cond66:                                       ; preds = %for.body67, %for.end62
  %j469 = phi i32 [ 0, %for.end62 ], [ %498, %for.body67 ]
  %497 = icmp slt i32 %j469, %467
  br i1 %497, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %498 = add nsw i32 %j469, 1
  br label %for.cond66, !llvm.loop !18

for.end68:                                        ; preds = %for.cond66
  %499 = add nsw i32 %i55, 1
  br label %for.cond52, !llvm.loop !19

if.then70:                                        ; preds = %if.else
  br label %for.cond73

if.else71:                                        ; preds = %if.else
  %500 = icmp sle i32 %N, 4096
  br i1 %500, label %if.then147, label %if.else148

if.end72:                                         ; preds = %if.end149, %for.end139
  br label %if.end

for.cond73:                                       ; preds = %for.end91, %if.then70
  %i76 = phi i32 [ 0, %if.then70 ], [ %580, %for.end91 ]
  %501 = icmp slt i32 %i76, 4
  br i1 %501, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %502 = sext i32 %N to i64
  %503 = icmp slt i64 %502, 0
  %504 = sext i32 %N to i64
  %505 = icmp sgt i64 %504, 512
  %506 = sext i32 %N to i64
  %507 = select i1 %505, i64 512, i64 %506
  %508 = select i1 %503, i64 0, i64 %507
  %509 = icmp slt i64 %508, 0
  %510 = sext i32 %N to i64
  %511 = icmp slt i64 %510, 0
  %512 = sext i32 %N to i64
  %513 = icmp sgt i64 %512, 512
  %514 = sext i32 %N to i64
  %515 = select i1 %513, i64 512, i64 %514
  %516 = select i1 %511, i64 0, i64 %515
  %517 = select i1 %509, i64 0, i64 %516
  %tl_hi5 = trunc i64 %517 to i32
  br label %for.cond77

for.end75:                                        ; preds = %for.cond73
  br label %for.cond93

for.cond77:                                       ; preds = %for.body78, %for.body74
  %j80 = phi i32 [ 0, %for.body74 ], [ %531, %for.body78 ]
  %518 = icmp slt i32 %j80, 0
  br i1 %518, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  %519 = icmp slt i32 %j80, %N
  %x81 = select i1 %519, float 0.000000e+00, float 0.000000e+00
  %520 = sext i32 %i76 to i64
  %521 = mul nsw i64 %520, 512
  %522 = sext i32 %j80 to i64
  %523 = add nsw i64 %521, %522
  %524 = getelementptr inbounds float, ptr %X_f, i64 %523
  store float %x81, ptr %524, align 4
  %525 = fmul float %x81, %x81
  %526 = sext i32 %i76 to i64
  %527 = mul nsw i64 %526, 512
  %528 = sext i32 %j80 to i64
  %529 = add nsw i64 %527, %528
  %530 = getelementptr inbounds float, ptr %sq, i64 %529
  store float %525, ptr %530, align 4
  %531 = add nsw i32 %j80, 1
  br label %for.cond77, !llvm.loop !20

for.end79:                                        ; preds = %for.cond77
  %532 = sub i32 %tl_hi5, 0
  br label %for.cond82

for.cond82:                                       ; preds = %sel.end87, %for.end79
  %j5 = phi i32 [ 0, %for.end79 ], [ %565, %sel.end87 ]
  %533 = icmp slt i32 %j5, %532
  br i1 %533, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %534 = mul i32 %bx, 4
  %535 = add i32 %534, %i76
  %536 = icmp sle i32 0, %535
  %537 = mul i32 %bx, 4
  %538 = add i32 %537, %i76
  %539 = icmp slt i32 %538, %M
  %540 = and i1 %536, %539
  br i1 %540, label %sel.then85, label %sel.else86

for.end84:                                        ; preds = %for.cond82
  %541 = sub i32 512, %tl_hi5
  br label %for.cond89

sel.then85:                                       ; preds = %for.body83
  %542 = mul i32 %bx, 4
  %543 = add i32 %542, %i76
  %544 = sext i32 %543 to i64
  %545 = sext i32 %N to i64
  %546 = mul nsw i64 %544, %545
  %547 = add i32 0, %j5
  %548 = sext i32 %547 to i64
  %549 = add nsw i64 %546, %548
  %550 = getelementptr inbounds float, ptr %X, i64 %549
  %551 = load float, ptr %550, align 4
  br label %sel.end87

sel.else86:                                       ; preds = %for.body83
  br label %sel.end87

sel.end87:                                        ; preds = %sel.else86, %sel.then85
  %x88 = phi float [ %551, %sel.then85 ], [ 0.000000e+00, %sel.else86 ]
  %552 = sext i32 %i76 to i64
  %553 = mul nsw i64 %552, 512
  %554 = add i32 0, %j5
  %555 = sext i32 %554 to i64
  %556 = add nsw i64 %553, %555
  %557 = getelementptr inbounds float, ptr %X_f, i64 %556
  store float %x88, ptr %557, align 4
  %558 = fmul float %x88, %x88
  %559 = sext i32 %i76 to i64
  %560 = mul nsw i64 %559, 512
  %561 = add i32 0, %j5
  %562 = sext i32 %561 to i64
  %563 = add nsw i64 %560, %562
  %564 = getelementptr inbounds float, ptr %sq, i64 %563
  store float %558, ptr %564, align 4
  %565 = add nsw i32 %j5, 1
  br label %for.cond82, !llvm.loop !21

for.cond89:                                       ; preds = %for.body90, %for.end84
  %j592 = phi i32 [ 0, %for.end84 ], [ %579, %for.body90 ]
  %566 = icmp slt i32 %j592, %541
  br i1 %566, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %567 = sext i32 %i76 to i64
  %568 = mul nsw i64 %567, 512
  %569 = add i32 %tl_hi5, %j592
  %570 = sext i32 %569 to i64
  %571 = add nsw i64 %568, %570
  %572 = getelementptr inbounds float, ptr %X_f, i64 %571
  store float 0.000000e+00, ptr %572, align 4
  %573 = sext i32 %i76 to i64
  %574 = mul nsw i64 %573, 512
  %575 = add i32 %tl_hi5, %j592
  %576 = sext i32 %575 to i64
  %577 = add nsw i64 %574, %576
  %578 = getelementptr inbounds float, ptr %sq, i64 %577
  store float 0.000000e+00, ptr %578, align 4
  %579 = add nsw i32 %j592, 1
  br label %for.cond89, !llvm.loop !22

for.end91:                                        ; preds = %for.cond89
  %580 = add nsw i32 %i76, 1
  br label %for.cond73, !llvm.loop !23

for.cond93:                                       ; preds = %for.end111, %for.end75
  %i3 = phi i32 [ 0, %for.end75 ], [ %751, %for.end111 ]
  %581 = icmp slt i32 %i3, 4
  br i1 %581, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond96

for.end95:                                        ; preds = %for.cond93
  br label %for.cond113

for.cond96:                                       ; preds = %for.body97, %for.body94
  %lane2 = phi i32 [ 0, %for.body94 ], [ %591, %for.body97 ]
  %582 = icmp slt i32 %lane2, 32
  br i1 %582, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %583 = sext i32 %i3 to i64
  %584 = mul nsw i64 %583, 512
  %585 = sext i32 %lane2 to i64
  %586 = add nsw i64 %584, %585
  %587 = getelementptr inbounds float, ptr %X_f, i64 %586
  %588 = load float, ptr %587, align 4
  %589 = sext i32 %lane2 to i64
  %590 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %589
  store float %588, ptr %590, align 4
  %591 = add nsw i32 %lane2, 1
  br label %for.cond96, !llvm.loop !24

for.end98:                                        ; preds = %for.cond96
  %592 = sext i32 %N to i64
  %593 = icmp slt i64 %592, 0
  %594 = sext i32 %N to i64
  %595 = icmp sgt i64 %594, 512
  %596 = sext i32 %N to i64
  %597 = select i1 %595, i64 512, i64 %596
  %598 = select i1 %593, i64 0, i64 %597
  %599 = icmp slt i64 %598, 0
  %600 = sext i32 %N to i64
  %601 = icmp slt i64 %600, 0
  %602 = sext i32 %N to i64
  %603 = icmp sgt i64 %602, 512
  %604 = sext i32 %N to i64
  %605 = select i1 %603, i64 512, i64 %604
  %606 = select i1 %601, i64 0, i64 %605
  %607 = select i1 %599, i64 0, i64 %606
  %608 = trunc i64 %607 to i32
  %609 = icmp slt i32 %608, 0
  %610 = sext i32 %N to i64
  %611 = icmp slt i64 %610, 0
  %612 = sext i32 %N to i64
  %613 = icmp sgt i64 %612, 512
  %614 = sext i32 %N to i64
  %615 = select i1 %613, i64 512, i64 %614
  %616 = select i1 %611, i64 0, i64 %615
  %617 = icmp slt i64 %616, 0
  %618 = sext i32 %N to i64
  %619 = icmp slt i64 %618, 0
  %620 = sext i32 %N to i64
  %621 = icmp sgt i64 %620, 512
  %622 = sext i32 %N to i64
  %623 = select i1 %621, i64 512, i64 %622
  %624 = select i1 %619, i64 0, i64 %623
  %625 = select i1 %617, i64 0, i64 %624
  %626 = trunc i64 %625 to i32
  %627 = icmp sgt i32 %626, 512
  %628 = sext i32 %N to i64
  %629 = icmp slt i64 %628, 0
  %630 = sext i32 %N to i64
  %631 = icmp sgt i64 %630, 512
  %632 = sext i32 %N to i64
  %633 = select i1 %631, i64 512, i64 %632
  %634 = select i1 %629, i64 0, i64 %633
  %635 = icmp slt i64 %634, 0
  %636 = sext i32 %N to i64
  %637 = icmp slt i64 %636, 0
  %638 = sext i32 %N to i64
  %639 = icmp sgt i64 %638, 512
  %640 = sext i32 %N to i64
  %641 = select i1 %639, i64 512, i64 %640
  %642 = select i1 %637, i64 0, i64 %641
  %643 = select i1 %635, i64 0, i64 %642
  %644 = trunc i64 %643 to i32
  %645 = select i1 %627, i32 512, i32 %644
  %646 = select i1 %609, i32 0, i32 %645
  %647 = add i32 %646, 31
  %648 = sdiv i32 %647, 32
  %649 = sub i32 0, %647
  %650 = select i1 false, i32 %649, i32 %648
  %651 = sub i32 %650, 1
  %652 = icmp slt i32 %651, 0
  %653 = sext i32 %N to i64
  %654 = icmp slt i64 %653, 0
  %655 = sext i32 %N to i64
  %656 = icmp sgt i64 %655, 512
  %657 = sext i32 %N to i64
  %658 = select i1 %656, i64 512, i64 %657
  %659 = select i1 %654, i64 0, i64 %658
  %660 = icmp slt i64 %659, 0
  %661 = sext i32 %N to i64
  %662 = icmp slt i64 %661, 0
  %663 = sext i32 %N to i64
  %664 = icmp sgt i64 %663, 512
  %665 = sext i32 %N to i64
  %666 = select i1 %664, i64 512, i64 %665
  %667 = select i1 %662, i64 0, i64 %666
  %668 = select i1 %660, i64 0, i64 %667
  %669 = trunc i64 %668 to i32
  %670 = icmp slt i32 %669, 0
  %671 = sext i32 %N to i64
  %672 = icmp slt i64 %671, 0
  %673 = sext i32 %N to i64
  %674 = icmp sgt i64 %673, 512
  %675 = sext i32 %N to i64
  %676 = select i1 %674, i64 512, i64 %675
  %677 = select i1 %672, i64 0, i64 %676
  %678 = icmp slt i64 %677, 0
  %679 = sext i32 %N to i64
  %680 = icmp slt i64 %679, 0
  %681 = sext i32 %N to i64
  %682 = icmp sgt i64 %681, 512
  %683 = sext i32 %N to i64
  %684 = select i1 %682, i64 512, i64 %683
  %685 = select i1 %680, i64 0, i64 %684
  %686 = select i1 %678, i64 0, i64 %685
  %687 = trunc i64 %686 to i32
  %688 = icmp sgt i32 %687, 512
  %689 = sext i32 %N to i64
  %690 = icmp slt i64 %689, 0
  %691 = sext i32 %N to i64
  %692 = icmp sgt i64 %691, 512
  %693 = sext i32 %N to i64
  %694 = select i1 %692, i64 512, i64 %693
  %695 = select i1 %690, i64 0, i64 %694
  %696 = icmp slt i64 %695, 0
  %697 = sext i32 %N to i64
  %698 = icmp slt i64 %697, 0
  %699 = sext i32 %N to i64
  %700 = icmp sgt i64 %699, 512
  %701 = sext i32 %N to i64
  %702 = select i1 %700, i64 512, i64 %701
  %703 = select i1 %698, i64 0, i64 %702
  %704 = select i1 %696, i64 0, i64 %703
  %705 = trunc i64 %704 to i32
  %706 = select i1 %688, i32 512, i32 %705
  %707 = select i1 %670, i32 0, i32 %706
  %708 = add i32 %707, 31
  %709 = sdiv i32 %708, 32
  %710 = sub i32 0, %708
  %711 = select i1 false, i32 %710, i32 %709
  %712 = sub i32 %711, 1
  %713 = select i1 %652, i32 0, i32 %712
  %tl_steps5 = select i1 true, i32 %713, i32 15
  br label %for.cond99

for.cond99:                                       ; preds = %for.end104, %for.end98
  %red2 = phi i32 [ 0, %for.end98 ], [ %733, %for.end104 ]
  %714 = icmp slt i32 %red2, %tl_steps5
  br i1 %714, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  br label %for.cond102

for.end101:                                       ; preds = %for.cond99
  %715 = icmp slt i32 %tl_steps5, 15
  br i1 %715, label %if.then106, label %if.else107

for.cond102:                                      ; preds = %for.body103, %for.body100
  %lane2105 = phi i32 [ 0, %for.body100 ], [ %732, %for.body103 ]
  %716 = icmp slt i32 %lane2105, 32
  br i1 %716, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %717 = sext i32 %lane2105 to i64
  %718 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %717
  %719 = load float, ptr %718, align 4
  %720 = sext i32 %i3 to i64
  %721 = mul nsw i64 %720, 512
  %722 = add i32 %red2, 1
  %723 = mul i32 %722, 32
  %724 = add i32 %723, %lane2105
  %725 = sext i32 %724 to i64
  %726 = add nsw i64 %721, %725
  %727 = getelementptr inbounds float, ptr %X_f, i64 %726
  %728 = load float, ptr %727, align 4
  %729 = fadd float %719, %728
  %730 = sext i32 %lane2105 to i64
  %731 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %730
  store float %729, ptr %731, align 4
  %732 = add nsw i32 %lane2105, 1
  br label %for.cond102, !llvm.loop !25

for.end104:                                       ; preds = %for.cond102
  %733 = add nsw i32 %red2, 1
  br label %for.cond99, !llvm.loop !26

if.then106:                                       ; preds = %for.end101
  %734 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %735 = load float, ptr %734, align 4
  %736 = fadd float %735, 0.000000e+00
  %737 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  store float %736, ptr %737, align 4
  br label %if.end108

if.else107:                                       ; preds = %for.end101
  br label %if.end108

if.end108:                                        ; preds = %if.else107, %if.then106
  %738 = sext i32 %i3 to i64
  %739 = getelementptr inbounds float, ptr %mean, i64 %738
  store float 0.000000e+00, ptr %739, align 4
  br label %for.cond109

for.cond109:                                      ; preds = %for.body110, %if.end108
  %lane2112 = phi i32 [ 0, %if.end108 ], [ %750, %for.body110 ]
  %740 = icmp slt i32 %lane2112, 32
  br i1 %740, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %741 = sext i32 %i3 to i64
  %742 = getelementptr inbounds float, ptr %mean, i64 %741
  %743 = load float, ptr %742, align 4
  %744 = sext i32 %lane2112 to i64
  %745 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %744
  %746 = load float, ptr %745, align 4
  %747 = fadd float %743, %746
  %748 = sext i32 %i3 to i64
  %749 = getelementptr inbounds float, ptr %mean, i64 %748
  store float %747, ptr %749, align 4
  %750 = add nsw i32 %lane2112, 1
  br label %for.cond109, !llvm.loop !27

for.end111:                                       ; preds = %for.cond109
  %751 = add nsw i32 %i3, 1
  br label %for.cond93, !llvm.loop !28

for.cond113:                                      ; preds = %for.end131, %for.end95
  %i5 = phi i32 [ 0, %for.end95 ], [ %922, %for.end131 ]
  %752 = icmp slt i32 %i5, 4
  br i1 %752, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  br label %for.cond116

for.end115:                                       ; preds = %for.cond113
  br label %for.cond133

for.cond116:                                      ; preds = %for.body117, %for.body114
  %lane3 = phi i32 [ 0, %for.body114 ], [ %762, %for.body117 ]
  %753 = icmp slt i32 %lane3, 32
  br i1 %753, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %754 = sext i32 %i5 to i64
  %755 = mul nsw i64 %754, 512
  %756 = sext i32 %lane3 to i64
  %757 = add nsw i64 %755, %756
  %758 = getelementptr inbounds float, ptr %sq, i64 %757
  %759 = load float, ptr %758, align 4
  %760 = sext i32 %lane3 to i64
  %761 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %760
  store float %759, ptr %761, align 4
  %762 = add nsw i32 %lane3, 1
  br label %for.cond116, !llvm.loop !29

for.end118:                                       ; preds = %for.cond116
  %763 = sext i32 %N to i64
  %764 = icmp slt i64 %763, 0
  %765 = sext i32 %N to i64
  %766 = icmp sgt i64 %765, 512
  %767 = sext i32 %N to i64
  %768 = select i1 %766, i64 512, i64 %767
  %769 = select i1 %764, i64 0, i64 %768
  %770 = icmp slt i64 %769, 0
  %771 = sext i32 %N to i64
  %772 = icmp slt i64 %771, 0
  %773 = sext i32 %N to i64
  %774 = icmp sgt i64 %773, 512
  %775 = sext i32 %N to i64
  %776 = select i1 %774, i64 512, i64 %775
  %777 = select i1 %772, i64 0, i64 %776
  %778 = select i1 %770, i64 0, i64 %777
  %779 = trunc i64 %778 to i32
  %780 = icmp slt i32 %779, 0
  %781 = sext i32 %N to i64
  %782 = icmp slt i64 %781, 0
  %783 = sext i32 %N to i64
  %784 = icmp sgt i64 %783, 512
  %785 = sext i32 %N to i64
  %786 = select i1 %784, i64 512, i64 %785
  %787 = select i1 %782, i64 0, i64 %786
  %788 = icmp slt i64 %787, 0
  %789 = sext i32 %N to i64
  %790 = icmp slt i64 %789, 0
  %791 = sext i32 %N to i64
  %792 = icmp sgt i64 %791, 512
  %793 = sext i32 %N to i64
  %794 = select i1 %792, i64 512, i64 %793
  %795 = select i1 %790, i64 0, i64 %794
  %796 = select i1 %788, i64 0, i64 %795
  %797 = trunc i64 %796 to i32
  %798 = icmp sgt i32 %797, 512
  %799 = sext i32 %N to i64
  %800 = icmp slt i64 %799, 0
  %801 = sext i32 %N to i64
  %802 = icmp sgt i64 %801, 512
  %803 = sext i32 %N to i64
  %804 = select i1 %802, i64 512, i64 %803
  %805 = select i1 %800, i64 0, i64 %804
  %806 = icmp slt i64 %805, 0
  %807 = sext i32 %N to i64
  %808 = icmp slt i64 %807, 0
  %809 = sext i32 %N to i64
  %810 = icmp sgt i64 %809, 512
  %811 = sext i32 %N to i64
  %812 = select i1 %810, i64 512, i64 %811
  %813 = select i1 %808, i64 0, i64 %812
  %814 = select i1 %806, i64 0, i64 %813
  %815 = trunc i64 %814 to i32
  %816 = select i1 %798, i32 512, i32 %815
  %817 = select i1 %780, i32 0, i32 %816
  %818 = add i32 %817, 31
  %819 = sdiv i32 %818, 32
  %820 = sub i32 0, %818
  %821 = select i1 false, i32 %820, i32 %819
  %822 = sub i32 %821, 1
  %823 = icmp slt i32 %822, 0
  %824 = sext i32 %N to i64
  %825 = icmp slt i64 %824, 0
  %826 = sext i32 %N to i64
  %827 = icmp sgt i64 %826, 512
  %828 = sext i32 %N to i64
  %829 = select i1 %827, i64 512, i64 %828
  %830 = select i1 %825, i64 0, i64 %829
  %831 = icmp slt i64 %830, 0
  %832 = sext i32 %N to i64
  %833 = icmp slt i64 %832, 0
  %834 = sext i32 %N to i64
  %835 = icmp sgt i64 %834, 512
  %836 = sext i32 %N to i64
  %837 = select i1 %835, i64 512, i64 %836
  %838 = select i1 %833, i64 0, i64 %837
  %839 = select i1 %831, i64 0, i64 %838
  %840 = trunc i64 %839 to i32
  %841 = icmp slt i32 %840, 0
  %842 = sext i32 %N to i64
  %843 = icmp slt i64 %842, 0
  %844 = sext i32 %N to i64
  %845 = icmp sgt i64 %844, 512
  %846 = sext i32 %N to i64
  %847 = select i1 %845, i64 512, i64 %846
  %848 = select i1 %843, i64 0, i64 %847
  %849 = icmp slt i64 %848, 0
  %850 = sext i32 %N to i64
  %851 = icmp slt i64 %850, 0
  %852 = sext i32 %N to i64
  %853 = icmp sgt i64 %852, 512
  %854 = sext i32 %N to i64
  %855 = select i1 %853, i64 512, i64 %854
  %856 = select i1 %851, i64 0, i64 %855
  %857 = select i1 %849, i64 0, i64 %856
  %858 = trunc i64 %857 to i32
  %859 = icmp sgt i32 %858, 512
  %860 = sext i32 %N to i64
  %861 = icmp slt i64 %860, 0
  %862 = sext i32 %N to i64
  %863 = icmp sgt i64 %862, 512
  %864 = sext i32 %N to i64
  %865 = select i1 %863, i64 512, i64 %864
  %866 = select i1 %861, i64 0, i64 %865
  %867 = icmp slt i64 %866, 0
  %868 = sext i32 %N to i64
  %869 = icmp slt i64 %868, 0
  %870 = sext i32 %N to i64
  %871 = icmp sgt i64 %870, 512
  %872 = sext i32 %N to i64
  %873 = select i1 %871, i64 512, i64 %872
  %874 = select i1 %869, i64 0, i64 %873
  %875 = select i1 %867, i64 0, i64 %874
  %876 = trunc i64 %875 to i32
  %877 = select i1 %859, i32 512, i32 %876
  %878 = select i1 %841, i32 0, i32 %877
  %879 = add i32 %878, 31
  %880 = sdiv i32 %879, 32
  %881 = sub i32 0, %879
  %882 = select i1 false, i32 %881, i32 %880
  %883 = sub i32 %882, 1
  %884 = select i1 %823, i32 0, i32 %883
  %tl_steps7 = select i1 true, i32 %884, i32 15
  br label %for.cond119

for.cond119:                                      ; preds = %for.end124, %for.end118
  %red3 = phi i32 [ 0, %for.end118 ], [ %904, %for.end124 ]
  %885 = icmp slt i32 %red3, %tl_steps7
  br i1 %885, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  br label %for.cond122

for.end121:                                       ; preds = %for.cond119
  %886 = icmp slt i32 %tl_steps7, 15
  br i1 %886, label %if.then126, label %if.else127

for.cond122:                                      ; preds = %for.body123, %for.body120
  %lane3125 = phi i32 [ 0, %for.body120 ], [ %903, %for.body123 ]
  %887 = icmp slt i32 %lane3125, 32
  br i1 %887, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %888 = sext i32 %lane3125 to i64
  %889 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %888
  %890 = load float, ptr %889, align 4
  %891 = sext i32 %i5 to i64
  %892 = mul nsw i64 %891, 512
  %893 = add i32 %red3, 1
  %894 = mul i32 %893, 32
  %895 = add i32 %894, %lane3125
  %896 = sext i32 %895 to i64
  %897 = add nsw i64 %892, %896
  %898 = getelementptr inbounds float, ptr %sq, i64 %897
  %899 = load float, ptr %898, align 4
  %900 = fadd float %890, %899
  %901 = sext i32 %lane3125 to i64
  %902 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %901
  store float %900, ptr %902, align 4
  %903 = add nsw i32 %lane3125, 1
  br label %for.cond122, !llvm.loop !30

for.end124:                                       ; preds = %for.cond122
  %904 = add nsw i32 %red3, 1
  br label %for.cond119, !llvm.loop !31

if.then126:                                       ; preds = %for.end121
  %905 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %906 = load float, ptr %905, align 4
  %907 = fadd float %906, 0.000000e+00
  %908 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  store float %907, ptr %908, align 4
  br label %if.end128

if.else127:                                       ; preds = %for.end121
  br label %if.end128

if.end128:                                        ; preds = %if.else127, %if.then126
  %909 = sext i32 %i5 to i64
  %910 = getelementptr inbounds float, ptr %rstd, i64 %909
  store float 0.000000e+00, ptr %910, align 4
  br label %for.cond129

for.cond129:                                      ; preds = %for.body130, %if.end128
  %lane3132 = phi i32 [ 0, %if.end128 ], [ %921, %for.body130 ]
  %911 = icmp slt i32 %lane3132, 32
  br i1 %911, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  %912 = sext i32 %i5 to i64
  %913 = getelementptr inbounds float, ptr %rstd, i64 %912
  %914 = load float, ptr %913, align 4
  %915 = sext i32 %lane3132 to i64
  %916 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %915
  %917 = load float, ptr %916, align 4
  %918 = fadd float %914, %917
  %919 = sext i32 %i5 to i64
  %920 = getelementptr inbounds float, ptr %rstd, i64 %919
  store float %918, ptr %920, align 4
  %921 = add nsw i32 %lane3132, 1
  br label %for.cond129, !llvm.loop !32

for.end131:                                       ; preds = %for.cond129
  %922 = add nsw i32 %i5, 1
  br label %for.cond113, !llvm.loop !33

for.cond133:                                      ; preds = %for.body134, %for.end115
  %i136 = phi i32 [ 0, %for.end115 ], [ %952, %for.body134 ]
  %923 = icmp slt i32 %i136, 4
  br i1 %923, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %924 = sext i32 %i136 to i64
  %925 = getelementptr inbounds float, ptr %mean, i64 %924
  %926 = load float, ptr %925, align 4
  %927 = sitofp i32 %N to float
  %928 = fdiv float %926, %927
  %929 = sext i32 %i136 to i64
  %930 = getelementptr inbounds float, ptr %mean, i64 %929
  store float %928, ptr %930, align 4
  %931 = sext i32 %i136 to i64
  %932 = getelementptr inbounds float, ptr %rstd, i64 %931
  %933 = load float, ptr %932, align 4
  %934 = sitofp i32 %N to float
  %935 = fdiv float %933, %934
  %936 = sext i32 %i136 to i64
  %937 = getelementptr inbounds float, ptr %mean, i64 %936
  %938 = load float, ptr %937, align 4
  %939 = sext i32 %i136 to i64
  %940 = getelementptr inbounds float, ptr %mean, i64 %939
  %941 = load float, ptr %940, align 4
  %942 = fmul float %938, %941
  %943 = fsub float %935, %942
  %944 = call float @llvm.maxnum.f32(float %943, float 0.000000e+00)
  %945 = fadd float %944, 0x3EE4F8B580000000
  %946 = fpext float %945 to double
  %947 = call double @llvm.sqrt.f64(double %946)
  %948 = fdiv double 1.000000e+00, %947
  %949 = fptrunc double %948 to float
  %950 = sext i32 %i136 to i64
  %951 = getelementptr inbounds float, ptr %rstd, i64 %950
  store float %949, ptr %951, align 4
  %952 = add nsw i32 %i136, 1
  br label %for.cond133, !llvm.loop !34

for.end135:                                       ; preds = %for.cond133
  br label %for.cond137

for.cond137:                                      ; preds = %if.end143, %for.end135
  %i140 = phi i32 [ 0, %for.end135 ], [ %978, %if.end143 ]
  %953 = icmp slt i32 %i140, 4
  br i1 %953, label %for.body138, label %for.end139

for.body138:                                      ; preds = %for.cond137
  %954 = sext i32 %N to i64
  %955 = icmp slt i64 %954, 0
  %956 = sext i32 %N to i64
  %957 = icmp sgt i64 %956, 512
  %958 = sext i32 %N to i64
  %959 = select i1 %957, i64 512, i64 %958
  %960 = select i1 %955, i64 0, i64 %959
  %961 = icmp slt i64 %960, 0
  %962 = sext i32 %N to i64
  %963 = icmp slt i64 %962, 0
  %964 = sext i32 %N to i64
  %965 = icmp sgt i64 %964, 512
  %966 = sext i32 %N to i64
  %967 = select i1 %965, i64 512, i64 %966
  %968 = select i1 %963, i64 0, i64 %967
  %969 = select i1 %961, i64 0, i64 %968
  %tl_hi7 = trunc i64 %969 to i32
  %970 = mul i32 %bx, 4
  %971 = add i32 %970, %i140
  %972 = icmp sle i32 0, %971
  %973 = mul i32 %bx, 4
  %974 = add i32 %973, %i140
  %975 = icmp slt i32 %974, %M
  %976 = and i1 %972, %975
  br i1 %976, label %if.then141, label %if.else142

for.end139:                                       ; preds = %for.cond137
  br label %if.end72

if.then141:                                       ; preds = %for.body138
  %977 = sub i32 %tl_hi7, 0
  br label %for.cond144

if.else142:                                       ; preds = %for.body138
  br label %if.end143

if.end143:                                        ; preds = %if.else142, %for.end146
  %978 = add nsw i32 %i140, 1
  br label %for.cond137, !llvm.loop !35

for.cond144:                                      ; preds = %for.body145, %if.then141
  %j6 = phi i32 [ 0, %if.then141 ], [ %1014, %for.body145 ]
  %979 = icmp slt i32 %j6, %977
  br i1 %979, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %980 = sext i32 %i140 to i64
  %981 = mul nsw i64 %980, 512
  %982 = add i32 0, %j6
  %983 = sext i32 %982 to i64
  %984 = add nsw i64 %981, %983
  %985 = getelementptr inbounds float, ptr %X_f, i64 %984
  %986 = load float, ptr %985, align 4
  %987 = sext i32 %i140 to i64
  %988 = getelementptr inbounds float, ptr %mean, i64 %987
  %989 = load float, ptr %988, align 4
  %990 = fsub float %986, %989
  %991 = sext i32 %i140 to i64
  %992 = getelementptr inbounds float, ptr %rstd, i64 %991
  %993 = load float, ptr %992, align 4
  %994 = fmul float %990, %993
  %995 = add i32 0, %j6
  %996 = sext i32 %995 to i64
  %997 = getelementptr inbounds float, ptr %W, i64 %996
  %998 = load float, ptr %997, align 4
  %999 = fmul float %994, %998
  %1000 = add i32 0, %j6
  %1001 = sext i32 %1000 to i64
  %1002 = getelementptr inbounds float, ptr %B, i64 %1001
  %1003 = load float, ptr %1002, align 4
  %1004 = fadd float %999, %1003
  %1005 = mul i32 %bx, 4
  %1006 = add i32 %1005, %i140
  %1007 = sext i32 %1006 to i64
  %1008 = sext i32 %N to i64
  %1009 = mul nsw i64 %1007, %1008
  %1010 = add i32 0, %j6
  %1011 = sext i32 %1010 to i64
  %1012 = add nsw i64 %1009, %1011
  %1013 = getelementptr inbounds float, ptr %Y, i64 %1012
  store float %1004, ptr %1013, align 4
  %1014 = add nsw i32 %j6, 1
  br label %for.cond144, !llvm.loop !36

for.end146:                                       ; preds = %for.cond144
  br label %if.end143

if.then147:                                       ; preds = %if.else71
  call void @llvm.memset.p0.i64(ptr align 64 %X_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  br label %for.cond150

if.else148:                                       ; preds = %if.else71
  br label %for.cond266

if.end149:                                        ; preds = %for.end363, %for.end262
  br label %if.end72

for.cond150:                                      ; preds = %for.end246, %if.then147
  %r153 = phi i32 [ 0, %if.then147 ], [ %2232, %for.end246 ]
  %1015 = icmp slt i32 %r153, 4
  br i1 %1015, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  br label %for.cond154

for.end152:                                       ; preds = %for.cond150
  br label %for.cond254

for.cond154:                                      ; preds = %for.end165, %for.body151
  %i157 = phi i32 [ 0, %for.body151 ], [ %1058, %for.end165 ]
  %1016 = icmp slt i32 %i157, 1
  br i1 %1016, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %1017 = sext i32 %N to i64
  %1018 = icmp slt i64 %1017, 0
  %1019 = sext i32 %N to i64
  %1020 = icmp sgt i64 %1019, 4096
  %1021 = sext i32 %N to i64
  %1022 = select i1 %1020, i64 4096, i64 %1021
  %1023 = select i1 %1018, i64 0, i64 %1022
  %1024 = icmp slt i64 %1023, 0
  %1025 = sext i32 %N to i64
  %1026 = icmp slt i64 %1025, 0
  %1027 = sext i32 %N to i64
  %1028 = icmp sgt i64 %1027, 4096
  %1029 = sext i32 %N to i64
  %1030 = select i1 %1028, i64 4096, i64 %1029
  %1031 = select i1 %1026, i64 0, i64 %1030
  %1032 = select i1 %1024, i64 0, i64 %1031
  %tl_hi9 = trunc i64 %1032 to i32
  br label %for.cond158

for.end156:                                       ; preds = %for.cond154
  br label %for.cond170

for.cond158:                                      ; preds = %for.body159, %for.body155
  %j161 = phi i32 [ 0, %for.body155 ], [ %1046, %for.body159 ]
  %1033 = icmp slt i32 %j161, 0
  br i1 %1033, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %1034 = icmp slt i32 %j161, %N
  %x162 = select i1 %1034, float 0.000000e+00, float 0.000000e+00
  %1035 = sext i32 %i157 to i64
  %1036 = mul nsw i64 %1035, 4096
  %1037 = sext i32 %j161 to i64
  %1038 = add nsw i64 %1036, %1037
  %1039 = getelementptr inbounds float, ptr %X_r, i64 %1038
  store float %x162, ptr %1039, align 4
  %1040 = fmul float %x162, %x162
  %1041 = sext i32 %i157 to i64
  %1042 = mul nsw i64 %1041, 4096
  %1043 = sext i32 %j161 to i64
  %1044 = add nsw i64 %1042, %1043
  %1045 = getelementptr inbounds float, ptr %sq_r, i64 %1044
  store float %1040, ptr %1045, align 4
  %1046 = add nsw i32 %j161, 1
  br label %for.cond158, !llvm.loop !37

for.end160:                                       ; preds = %for.cond158
  %1047 = sub i32 %tl_hi9, 0
  br label %for.cond163

for.cond163:                                      ; preds = %sel.end168, %for.end160
  %j7 = phi i32 [ 0, %for.end160 ], [ %1083, %sel.end168 ]
  %1048 = icmp slt i32 %j7, %1047
  br i1 %1048, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %1049 = mul i32 %bx, 4
  %1050 = add i32 %1049, %r153
  %1051 = add i32 %1050, %i157
  %1052 = icmp sle i32 0, %1051
  %1053 = mul i32 %bx, 4
  %1054 = add i32 %1053, %r153
  %1055 = add i32 %1054, %i157
  %1056 = icmp slt i32 %1055, %M
  %1057 = and i1 %1052, %1056
  br i1 %1057, label %sel.then166, label %sel.else167

for.end165:                                       ; preds = %for.cond163
  %1058 = add nsw i32 %i157, 1
  br label %for.cond154, !llvm.loop !38

sel.then166:                                      ; preds = %for.body164
  %1059 = mul i32 %bx, 4
  %1060 = add i32 %1059, %r153
  %1061 = add i32 %1060, %i157
  %1062 = sext i32 %1061 to i64
  %1063 = sext i32 %N to i64
  %1064 = mul nsw i64 %1062, %1063
  %1065 = add i32 0, %j7
  %1066 = sext i32 %1065 to i64
  %1067 = add nsw i64 %1064, %1066
  %1068 = getelementptr inbounds float, ptr %X, i64 %1067
  %1069 = load float, ptr %1068, align 4
  br label %sel.end168

sel.else167:                                      ; preds = %for.body164
  br label %sel.end168

sel.end168:                                       ; preds = %sel.else167, %sel.then166
  %x169 = phi float [ %1069, %sel.then166 ], [ 0.000000e+00, %sel.else167 ]
  %1070 = sext i32 %i157 to i64
  %1071 = mul nsw i64 %1070, 4096
  %1072 = add i32 0, %j7
  %1073 = sext i32 %1072 to i64
  %1074 = add nsw i64 %1071, %1073
  %1075 = getelementptr inbounds float, ptr %X_r, i64 %1074
  store float %x169, ptr %1075, align 4
  %1076 = fmul float %x169, %x169
  %1077 = sext i32 %i157 to i64
  %1078 = mul nsw i64 %1077, 4096
  %1079 = add i32 0, %j7
  %1080 = sext i32 %1079 to i64
  %1081 = add nsw i64 %1078, %1080
  %1082 = getelementptr inbounds float, ptr %sq_r, i64 %1081
  store float %1076, ptr %1082, align 4
  %1083 = add nsw i32 %j7, 1
  br label %for.cond163, !llvm.loop !39

for.cond170:                                      ; preds = %for.end203, %for.end156
  %i6 = phi i32 [ 0, %for.end156 ], [ %1629, %for.end203 ]
  %1084 = icmp slt i32 %i6, 1
  br i1 %1084, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  br label %for.cond173

for.end172:                                       ; preds = %for.cond170
  br label %for.cond205

for.cond173:                                      ; preds = %for.end178, %for.body171
  %tl_r8 = phi i32 [ 0, %for.body171 ], [ %1394, %for.end178 ]
  %1085 = icmp slt i32 %tl_r8, 1
  br i1 %1085, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %1086 = sext i32 %N to i64
  %1087 = icmp slt i64 %1086, 0
  %1088 = sext i32 %N to i64
  %1089 = icmp sgt i64 %1088, 4096
  %1090 = sext i32 %N to i64
  %1091 = select i1 %1089, i64 4096, i64 %1090
  %1092 = select i1 %1087, i64 0, i64 %1091
  %1093 = icmp slt i64 %1092, 0
  %1094 = sext i32 %N to i64
  %1095 = icmp slt i64 %1094, 0
  %1096 = sext i32 %N to i64
  %1097 = icmp sgt i64 %1096, 4096
  %1098 = sext i32 %N to i64
  %1099 = select i1 %1097, i64 4096, i64 %1098
  %1100 = select i1 %1095, i64 0, i64 %1099
  %1101 = select i1 %1093, i64 0, i64 %1100
  %1102 = trunc i64 %1101 to i32
  %1103 = icmp slt i32 %1102, 0
  %1104 = sext i32 %N to i64
  %1105 = icmp slt i64 %1104, 0
  %1106 = sext i32 %N to i64
  %1107 = icmp sgt i64 %1106, 4096
  %1108 = sext i32 %N to i64
  %1109 = select i1 %1107, i64 4096, i64 %1108
  %1110 = select i1 %1105, i64 0, i64 %1109
  %1111 = icmp slt i64 %1110, 0
  %1112 = sext i32 %N to i64
  %1113 = icmp slt i64 %1112, 0
  %1114 = sext i32 %N to i64
  %1115 = icmp sgt i64 %1114, 4096
  %1116 = sext i32 %N to i64
  %1117 = select i1 %1115, i64 4096, i64 %1116
  %1118 = select i1 %1113, i64 0, i64 %1117
  %1119 = select i1 %1111, i64 0, i64 %1118
  %1120 = trunc i64 %1119 to i32
  %1121 = icmp sgt i32 %1120, 4096
  %1122 = sext i32 %N to i64
  %1123 = icmp slt i64 %1122, 0
  %1124 = sext i32 %N to i64
  %1125 = icmp sgt i64 %1124, 4096
  %1126 = sext i32 %N to i64
  %1127 = select i1 %1125, i64 4096, i64 %1126
  %1128 = select i1 %1123, i64 0, i64 %1127
  %1129 = icmp slt i64 %1128, 0
  %1130 = sext i32 %N to i64
  %1131 = icmp slt i64 %1130, 0
  %1132 = sext i32 %N to i64
  %1133 = icmp sgt i64 %1132, 4096
  %1134 = sext i32 %N to i64
  %1135 = select i1 %1133, i64 4096, i64 %1134
  %1136 = select i1 %1131, i64 0, i64 %1135
  %1137 = select i1 %1129, i64 0, i64 %1136
  %1138 = trunc i64 %1137 to i32
  %1139 = select i1 %1121, i32 4096, i32 %1138
  %tl_pad_from9 = select i1 %1103, i32 0, i32 %1139
  %1140 = sext i32 %N to i64
  %1141 = icmp slt i64 %1140, 0
  %1142 = sext i32 %N to i64
  %1143 = icmp sgt i64 %1142, 4096
  %1144 = sext i32 %N to i64
  %1145 = select i1 %1143, i64 4096, i64 %1144
  %1146 = select i1 %1141, i64 0, i64 %1145
  %1147 = icmp slt i64 %1146, 0
  %1148 = sext i32 %N to i64
  %1149 = icmp slt i64 %1148, 0
  %1150 = sext i32 %N to i64
  %1151 = icmp sgt i64 %1150, 4096
  %1152 = sext i32 %N to i64
  %1153 = select i1 %1151, i64 4096, i64 %1152
  %1154 = select i1 %1149, i64 0, i64 %1153
  %1155 = select i1 %1147, i64 0, i64 %1154
  %1156 = trunc i64 %1155 to i32
  %1157 = icmp slt i32 %1156, 0
  %1158 = sext i32 %N to i64
  %1159 = icmp slt i64 %1158, 0
  %1160 = sext i32 %N to i64
  %1161 = icmp sgt i64 %1160, 4096
  %1162 = sext i32 %N to i64
  %1163 = select i1 %1161, i64 4096, i64 %1162
  %1164 = select i1 %1159, i64 0, i64 %1163
  %1165 = icmp slt i64 %1164, 0
  %1166 = sext i32 %N to i64
  %1167 = icmp slt i64 %1166, 0
  %1168 = sext i32 %N to i64
  %1169 = icmp sgt i64 %1168, 4096
  %1170 = sext i32 %N to i64
  %1171 = select i1 %1169, i64 4096, i64 %1170
  %1172 = select i1 %1167, i64 0, i64 %1171
  %1173 = select i1 %1165, i64 0, i64 %1172
  %1174 = trunc i64 %1173 to i32
  %1175 = icmp sgt i32 %1174, 4096
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
  %1193 = select i1 %1175, i32 4096, i32 %1192
  %1194 = select i1 %1157, i32 0, i32 %1193
  %1195 = add i32 %1194, 31
  %1196 = sdiv i32 %1195, 32
  %1197 = sub i32 0, %1195
  %1198 = select i1 false, i32 %1197, i32 %1196
  %1199 = mul i32 %1198, 32
  %1200 = icmp slt i32 %1199, 32
  %1201 = sext i32 %N to i64
  %1202 = icmp slt i64 %1201, 0
  %1203 = sext i32 %N to i64
  %1204 = icmp sgt i64 %1203, 4096
  %1205 = sext i32 %N to i64
  %1206 = select i1 %1204, i64 4096, i64 %1205
  %1207 = select i1 %1202, i64 0, i64 %1206
  %1208 = icmp slt i64 %1207, 0
  %1209 = sext i32 %N to i64
  %1210 = icmp slt i64 %1209, 0
  %1211 = sext i32 %N to i64
  %1212 = icmp sgt i64 %1211, 4096
  %1213 = sext i32 %N to i64
  %1214 = select i1 %1212, i64 4096, i64 %1213
  %1215 = select i1 %1210, i64 0, i64 %1214
  %1216 = select i1 %1208, i64 0, i64 %1215
  %1217 = trunc i64 %1216 to i32
  %1218 = icmp slt i32 %1217, 0
  %1219 = sext i32 %N to i64
  %1220 = icmp slt i64 %1219, 0
  %1221 = sext i32 %N to i64
  %1222 = icmp sgt i64 %1221, 4096
  %1223 = sext i32 %N to i64
  %1224 = select i1 %1222, i64 4096, i64 %1223
  %1225 = select i1 %1220, i64 0, i64 %1224
  %1226 = icmp slt i64 %1225, 0
  %1227 = sext i32 %N to i64
  %1228 = icmp slt i64 %1227, 0
  %1229 = sext i32 %N to i64
  %1230 = icmp sgt i64 %1229, 4096
  %1231 = sext i32 %N to i64
  %1232 = select i1 %1230, i64 4096, i64 %1231
  %1233 = select i1 %1228, i64 0, i64 %1232
  %1234 = select i1 %1226, i64 0, i64 %1233
  %1235 = trunc i64 %1234 to i32
  %1236 = icmp sgt i32 %1235, 4096
  %1237 = sext i32 %N to i64
  %1238 = icmp slt i64 %1237, 0
  %1239 = sext i32 %N to i64
  %1240 = icmp sgt i64 %1239, 4096
  %1241 = sext i32 %N to i64
  %1242 = select i1 %1240, i64 4096, i64 %1241
  %1243 = select i1 %1238, i64 0, i64 %1242
  %1244 = icmp slt i64 %1243, 0
  %1245 = sext i32 %N to i64
  %1246 = icmp slt i64 %1245, 0
  %1247 = sext i32 %N to i64
  %1248 = icmp sgt i64 %1247, 4096
  %1249 = sext i32 %N to i64
  %1250 = select i1 %1248, i64 4096, i64 %1249
  %1251 = select i1 %1246, i64 0, i64 %1250
  %1252 = select i1 %1244, i64 0, i64 %1251
  %1253 = trunc i64 %1252 to i32
  %1254 = select i1 %1236, i32 4096, i32 %1253
  %1255 = select i1 %1218, i32 0, i32 %1254
  %1256 = add i32 %1255, 31
  %1257 = sdiv i32 %1256, 32
  %1258 = sub i32 0, %1256
  %1259 = select i1 false, i32 %1258, i32 %1257
  %1260 = mul i32 %1259, 32
  %1261 = select i1 %1200, i32 32, i32 %1260
  %1262 = icmp slt i32 %1261, 4096
  %1263 = sext i32 %N to i64
  %1264 = icmp slt i64 %1263, 0
  %1265 = sext i32 %N to i64
  %1266 = icmp sgt i64 %1265, 4096
  %1267 = sext i32 %N to i64
  %1268 = select i1 %1266, i64 4096, i64 %1267
  %1269 = select i1 %1264, i64 0, i64 %1268
  %1270 = icmp slt i64 %1269, 0
  %1271 = sext i32 %N to i64
  %1272 = icmp slt i64 %1271, 0
  %1273 = sext i32 %N to i64
  %1274 = icmp sgt i64 %1273, 4096
  %1275 = sext i32 %N to i64
  %1276 = select i1 %1274, i64 4096, i64 %1275
  %1277 = select i1 %1272, i64 0, i64 %1276
  %1278 = select i1 %1270, i64 0, i64 %1277
  %1279 = trunc i64 %1278 to i32
  %1280 = icmp slt i32 %1279, 0
  %1281 = sext i32 %N to i64
  %1282 = icmp slt i64 %1281, 0
  %1283 = sext i32 %N to i64
  %1284 = icmp sgt i64 %1283, 4096
  %1285 = sext i32 %N to i64
  %1286 = select i1 %1284, i64 4096, i64 %1285
  %1287 = select i1 %1282, i64 0, i64 %1286
  %1288 = icmp slt i64 %1287, 0
  %1289 = sext i32 %N to i64
  %1290 = icmp slt i64 %1289, 0
  %1291 = sext i32 %N to i64
  %1292 = icmp sgt i64 %1291, 4096
  %1293 = sext i32 %N to i64
  %1294 = select i1 %1292, i64 4096, i64 %1293
  %1295 = select i1 %1290, i64 0, i64 %1294
  %1296 = select i1 %1288, i64 0, i64 %1295
  %1297 = trunc i64 %1296 to i32
  %1298 = icmp sgt i32 %1297, 4096
  %1299 = sext i32 %N to i64
  %1300 = icmp slt i64 %1299, 0
  %1301 = sext i32 %N to i64
  %1302 = icmp sgt i64 %1301, 4096
  %1303 = sext i32 %N to i64
  %1304 = select i1 %1302, i64 4096, i64 %1303
  %1305 = select i1 %1300, i64 0, i64 %1304
  %1306 = icmp slt i64 %1305, 0
  %1307 = sext i32 %N to i64
  %1308 = icmp slt i64 %1307, 0
  %1309 = sext i32 %N to i64
  %1310 = icmp sgt i64 %1309, 4096
  %1311 = sext i32 %N to i64
  %1312 = select i1 %1310, i64 4096, i64 %1311
  %1313 = select i1 %1308, i64 0, i64 %1312
  %1314 = select i1 %1306, i64 0, i64 %1313
  %1315 = trunc i64 %1314 to i32
  %1316 = select i1 %1298, i32 4096, i32 %1315
  %1317 = select i1 %1280, i32 0, i32 %1316
  %1318 = add i32 %1317, 31
  %1319 = sdiv i32 %1318, 32
  %1320 = sub i32 0, %1318
  %1321 = select i1 false, i32 %1320, i32 %1319
  %1322 = mul i32 %1321, 32
  %1323 = icmp slt i32 %1322, 32
  %1324 = sext i32 %N to i64
  %1325 = icmp slt i64 %1324, 0
  %1326 = sext i32 %N to i64
  %1327 = icmp sgt i64 %1326, 4096
  %1328 = sext i32 %N to i64
  %1329 = select i1 %1327, i64 4096, i64 %1328
  %1330 = select i1 %1325, i64 0, i64 %1329
  %1331 = icmp slt i64 %1330, 0
  %1332 = sext i32 %N to i64
  %1333 = icmp slt i64 %1332, 0
  %1334 = sext i32 %N to i64
  %1335 = icmp sgt i64 %1334, 4096
  %1336 = sext i32 %N to i64
  %1337 = select i1 %1335, i64 4096, i64 %1336
  %1338 = select i1 %1333, i64 0, i64 %1337
  %1339 = select i1 %1331, i64 0, i64 %1338
  %1340 = trunc i64 %1339 to i32
  %1341 = icmp slt i32 %1340, 0
  %1342 = sext i32 %N to i64
  %1343 = icmp slt i64 %1342, 0
  %1344 = sext i32 %N to i64
  %1345 = icmp sgt i64 %1344, 4096
  %1346 = sext i32 %N to i64
  %1347 = select i1 %1345, i64 4096, i64 %1346
  %1348 = select i1 %1343, i64 0, i64 %1347
  %1349 = icmp slt i64 %1348, 0
  %1350 = sext i32 %N to i64
  %1351 = icmp slt i64 %1350, 0
  %1352 = sext i32 %N to i64
  %1353 = icmp sgt i64 %1352, 4096
  %1354 = sext i32 %N to i64
  %1355 = select i1 %1353, i64 4096, i64 %1354
  %1356 = select i1 %1351, i64 0, i64 %1355
  %1357 = select i1 %1349, i64 0, i64 %1356
  %1358 = trunc i64 %1357 to i32
  %1359 = icmp sgt i32 %1358, 4096
  %1360 = sext i32 %N to i64
  %1361 = icmp slt i64 %1360, 0
  %1362 = sext i32 %N to i64
  %1363 = icmp sgt i64 %1362, 4096
  %1364 = sext i32 %N to i64
  %1365 = select i1 %1363, i64 4096, i64 %1364
  %1366 = select i1 %1361, i64 0, i64 %1365
  %1367 = icmp slt i64 %1366, 0
  %1368 = sext i32 %N to i64
  %1369 = icmp slt i64 %1368, 0
  %1370 = sext i32 %N to i64
  %1371 = icmp sgt i64 %1370, 4096
  %1372 = sext i32 %N to i64
  %1373 = select i1 %1371, i64 4096, i64 %1372
  %1374 = select i1 %1369, i64 0, i64 %1373
  %1375 = select i1 %1367, i64 0, i64 %1374
  %1376 = trunc i64 %1375 to i32
  %1377 = select i1 %1359, i32 4096, i32 %1376
  %1378 = select i1 %1341, i32 0, i32 %1377
  %1379 = add i32 %1378, 31
  %1380 = sdiv i32 %1379, 32
  %1381 = sub i32 0, %1379
  %1382 = select i1 false, i32 %1381, i32 %1380
  %1383 = mul i32 %1382, 32
  %1384 = select i1 %1323, i32 32, i32 %1383
  %1385 = select i1 %1262, i32 %1384, i32 4096
  %tl_pad_n11 = sub i32 %1385, %tl_pad_from9
  br label %for.cond176

for.end175:                                       ; preds = %for.cond173
  br label %for.cond179

for.cond176:                                      ; preds = %for.body177, %for.body174
  %tl_pad_k12 = phi i32 [ 0, %for.body174 ], [ %1393, %for.body177 ]
  %1386 = icmp slt i32 %tl_pad_k12, %tl_pad_n11
  br i1 %1386, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %1387 = sext i32 %tl_r8 to i64
  %1388 = mul nsw i64 %1387, 4096
  %1389 = add i32 %tl_pad_from9, %tl_pad_k12
  %1390 = sext i32 %1389 to i64
  %1391 = add nsw i64 %1388, %1390
  %1392 = getelementptr inbounds float, ptr %X_r, i64 %1391
  store float 0.000000e+00, ptr %1392, align 4
  %1393 = add nsw i32 %tl_pad_k12, 1
  br label %for.cond176, !llvm.loop !40

for.end178:                                       ; preds = %for.cond176
  %1394 = add nsw i32 %tl_r8, 1
  br label %for.cond173, !llvm.loop !41

for.cond179:                                      ; preds = %for.body180, %for.end175
  %lane4 = phi i32 [ 0, %for.end175 ], [ %1404, %for.body180 ]
  %1395 = icmp slt i32 %lane4, 32
  br i1 %1395, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %1396 = sext i32 %i6 to i64
  %1397 = mul nsw i64 %1396, 4096
  %1398 = sext i32 %lane4 to i64
  %1399 = add nsw i64 %1397, %1398
  %1400 = getelementptr inbounds float, ptr %X_r, i64 %1399
  %1401 = load float, ptr %1400, align 4
  %1402 = sext i32 %lane4 to i64
  %1403 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1402
  store float %1401, ptr %1403, align 4
  %1404 = add nsw i32 %lane4, 1
  br label %for.cond179, !llvm.loop !42

for.end181:                                       ; preds = %for.cond179
  %1405 = sext i32 %N to i64
  %1406 = icmp slt i64 %1405, 0
  %1407 = sext i32 %N to i64
  %1408 = icmp sgt i64 %1407, 4096
  %1409 = sext i32 %N to i64
  %1410 = select i1 %1408, i64 4096, i64 %1409
  %1411 = select i1 %1406, i64 0, i64 %1410
  %1412 = icmp slt i64 %1411, 0
  %1413 = sext i32 %N to i64
  %1414 = icmp slt i64 %1413, 0
  %1415 = sext i32 %N to i64
  %1416 = icmp sgt i64 %1415, 4096
  %1417 = sext i32 %N to i64
  %1418 = select i1 %1416, i64 4096, i64 %1417
  %1419 = select i1 %1414, i64 0, i64 %1418
  %1420 = select i1 %1412, i64 0, i64 %1419
  %1421 = trunc i64 %1420 to i32
  %1422 = icmp slt i32 %1421, 0
  %1423 = sext i32 %N to i64
  %1424 = icmp slt i64 %1423, 0
  %1425 = sext i32 %N to i64
  %1426 = icmp sgt i64 %1425, 4096
  %1427 = sext i32 %N to i64
  %1428 = select i1 %1426, i64 4096, i64 %1427
  %1429 = select i1 %1424, i64 0, i64 %1428
  %1430 = icmp slt i64 %1429, 0
  %1431 = sext i32 %N to i64
  %1432 = icmp slt i64 %1431, 0
  %1433 = sext i32 %N to i64
  %1434 = icmp sgt i64 %1433, 4096
  %1435 = sext i32 %N to i64
  %1436 = select i1 %1434, i64 4096, i64 %1435
  %1437 = select i1 %1432, i64 0, i64 %1436
  %1438 = select i1 %1430, i64 0, i64 %1437
  %1439 = trunc i64 %1438 to i32
  %1440 = icmp sgt i32 %1439, 4096
  %1441 = sext i32 %N to i64
  %1442 = icmp slt i64 %1441, 0
  %1443 = sext i32 %N to i64
  %1444 = icmp sgt i64 %1443, 4096
  %1445 = sext i32 %N to i64
  %1446 = select i1 %1444, i64 4096, i64 %1445
  %1447 = select i1 %1442, i64 0, i64 %1446
  %1448 = icmp slt i64 %1447, 0
  %1449 = sext i32 %N to i64
  %1450 = icmp slt i64 %1449, 0
  %1451 = sext i32 %N to i64
  %1452 = icmp sgt i64 %1451, 4096
  %1453 = sext i32 %N to i64
  %1454 = select i1 %1452, i64 4096, i64 %1453
  %1455 = select i1 %1450, i64 0, i64 %1454
  %1456 = select i1 %1448, i64 0, i64 %1455
  %1457 = trunc i64 %1456 to i32
  %1458 = select i1 %1440, i32 4096, i32 %1457
  %1459 = select i1 %1422, i32 0, i32 %1458
  %1460 = add i32 %1459, 31
  %1461 = sdiv i32 %1460, 32
  %1462 = sub i32 0, %1460
  %1463 = select i1 false, i32 %1462, i32 %1461
  %1464 = sub i32 %1463, 1
  %1465 = icmp slt i32 %1464, 0
  %1466 = sext i32 %N to i64
  %1467 = icmp slt i64 %1466, 0
  %1468 = sext i32 %N to i64
  %1469 = icmp sgt i64 %1468, 4096
  %1470 = sext i32 %N to i64
  %1471 = select i1 %1469, i64 4096, i64 %1470
  %1472 = select i1 %1467, i64 0, i64 %1471
  %1473 = icmp slt i64 %1472, 0
  %1474 = sext i32 %N to i64
  %1475 = icmp slt i64 %1474, 0
  %1476 = sext i32 %N to i64
  %1477 = icmp sgt i64 %1476, 4096
  %1478 = sext i32 %N to i64
  %1479 = select i1 %1477, i64 4096, i64 %1478
  %1480 = select i1 %1475, i64 0, i64 %1479
  %1481 = select i1 %1473, i64 0, i64 %1480
  %1482 = trunc i64 %1481 to i32
  %1483 = icmp slt i32 %1482, 0
  %1484 = sext i32 %N to i64
  %1485 = icmp slt i64 %1484, 0
  %1486 = sext i32 %N to i64
  %1487 = icmp sgt i64 %1486, 4096
  %1488 = sext i32 %N to i64
  %1489 = select i1 %1487, i64 4096, i64 %1488
  %1490 = select i1 %1485, i64 0, i64 %1489
  %1491 = icmp slt i64 %1490, 0
  %1492 = sext i32 %N to i64
  %1493 = icmp slt i64 %1492, 0
  %1494 = sext i32 %N to i64
  %1495 = icmp sgt i64 %1494, 4096
  %1496 = sext i32 %N to i64
  %1497 = select i1 %1495, i64 4096, i64 %1496
  %1498 = select i1 %1493, i64 0, i64 %1497
  %1499 = select i1 %1491, i64 0, i64 %1498
  %1500 = trunc i64 %1499 to i32
  %1501 = icmp sgt i32 %1500, 4096
  %1502 = sext i32 %N to i64
  %1503 = icmp slt i64 %1502, 0
  %1504 = sext i32 %N to i64
  %1505 = icmp sgt i64 %1504, 4096
  %1506 = sext i32 %N to i64
  %1507 = select i1 %1505, i64 4096, i64 %1506
  %1508 = select i1 %1503, i64 0, i64 %1507
  %1509 = icmp slt i64 %1508, 0
  %1510 = sext i32 %N to i64
  %1511 = icmp slt i64 %1510, 0
  %1512 = sext i32 %N to i64
  %1513 = icmp sgt i64 %1512, 4096
  %1514 = sext i32 %N to i64
  %1515 = select i1 %1513, i64 4096, i64 %1514
  %1516 = select i1 %1511, i64 0, i64 %1515
  %1517 = select i1 %1509, i64 0, i64 %1516
  %1518 = trunc i64 %1517 to i32
  %1519 = select i1 %1501, i32 4096, i32 %1518
  %1520 = select i1 %1483, i32 0, i32 %1519
  %1521 = add i32 %1520, 31
  %1522 = sdiv i32 %1521, 32
  %1523 = sub i32 0, %1521
  %1524 = select i1 false, i32 %1523, i32 %1522
  %1525 = sub i32 %1524, 1
  %1526 = select i1 %1465, i32 0, i32 %1525
  %tl_steps14 = select i1 true, i32 %1526, i32 127
  %1527 = icmp eq i32 %tl_steps14, 127
  br i1 %1527, label %if.then182, label %if.else183

if.then182:                                       ; preds = %for.end181
  br label %for.cond185

if.else183:                                       ; preds = %for.end181
  br label %if.end184

if.end184:                                        ; preds = %if.else183, %for.end187
  br label %for.cond191

for.cond185:                                      ; preds = %for.end190, %if.then182
  %tl_r15 = phi i32 [ 0, %if.then182 ], [ %1591, %for.end190 ]
  %1528 = icmp slt i32 %tl_r15, 1
  br i1 %1528, label %for.body186, label %for.end187

for.body186:                                      ; preds = %for.cond185
  %1529 = sext i32 %N to i64
  %1530 = icmp slt i64 %1529, 0
  %1531 = sext i32 %N to i64
  %1532 = icmp sgt i64 %1531, 4096
  %1533 = sext i32 %N to i64
  %1534 = select i1 %1532, i64 4096, i64 %1533
  %1535 = select i1 %1530, i64 0, i64 %1534
  %1536 = icmp slt i64 %1535, 0
  %1537 = sext i32 %N to i64
  %1538 = icmp slt i64 %1537, 0
  %1539 = sext i32 %N to i64
  %1540 = icmp sgt i64 %1539, 4096
  %1541 = sext i32 %N to i64
  %1542 = select i1 %1540, i64 4096, i64 %1541
  %1543 = select i1 %1538, i64 0, i64 %1542
  %1544 = select i1 %1536, i64 0, i64 %1543
  %1545 = trunc i64 %1544 to i32
  %1546 = icmp slt i32 %1545, 0
  %1547 = sext i32 %N to i64
  %1548 = icmp slt i64 %1547, 0
  %1549 = sext i32 %N to i64
  %1550 = icmp sgt i64 %1549, 4096
  %1551 = sext i32 %N to i64
  %1552 = select i1 %1550, i64 4096, i64 %1551
  %1553 = select i1 %1548, i64 0, i64 %1552
  %1554 = icmp slt i64 %1553, 0
  %1555 = sext i32 %N to i64
  %1556 = icmp slt i64 %1555, 0
  %1557 = sext i32 %N to i64
  %1558 = icmp sgt i64 %1557, 4096
  %1559 = sext i32 %N to i64
  %1560 = select i1 %1558, i64 4096, i64 %1559
  %1561 = select i1 %1556, i64 0, i64 %1560
  %1562 = select i1 %1554, i64 0, i64 %1561
  %1563 = trunc i64 %1562 to i32
  %1564 = icmp sgt i32 %1563, 4096
  %1565 = sext i32 %N to i64
  %1566 = icmp slt i64 %1565, 0
  %1567 = sext i32 %N to i64
  %1568 = icmp sgt i64 %1567, 4096
  %1569 = sext i32 %N to i64
  %1570 = select i1 %1568, i64 4096, i64 %1569
  %1571 = select i1 %1566, i64 0, i64 %1570
  %1572 = icmp slt i64 %1571, 0
  %1573 = sext i32 %N to i64
  %1574 = icmp slt i64 %1573, 0
  %1575 = sext i32 %N to i64
  %1576 = icmp sgt i64 %1575, 4096
  %1577 = sext i32 %N to i64
  %1578 = select i1 %1576, i64 4096, i64 %1577
  %1579 = select i1 %1574, i64 0, i64 %1578
  %1580 = select i1 %1572, i64 0, i64 %1579
  %1581 = trunc i64 %1580 to i32
  %1582 = select i1 %1564, i32 4096, i32 %1581
  %tl_pad_from16 = select i1 %1546, i32 0, i32 %1582
  %tl_pad_n18 = sub i32 4096, %tl_pad_from16
  br label %for.cond188

for.end187:                                       ; preds = %for.cond185
  br label %if.end184

for.cond188:                                      ; preds = %for.body189, %for.body186
  %tl_pad_k19 = phi i32 [ 0, %for.body186 ], [ %1590, %for.body189 ]
  %1583 = icmp slt i32 %tl_pad_k19, %tl_pad_n18
  br i1 %1583, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %1584 = sext i32 %tl_r15 to i64
  %1585 = mul nsw i64 %1584, 4096
  %1586 = add i32 %tl_pad_from16, %tl_pad_k19
  %1587 = sext i32 %1586 to i64
  %1588 = add nsw i64 %1585, %1587
  %1589 = getelementptr inbounds float, ptr %X_r, i64 %1588
  store float 0.000000e+00, ptr %1589, align 4
  %1590 = add nsw i32 %tl_pad_k19, 1
  br label %for.cond188, !llvm.loop !43

for.end190:                                       ; preds = %for.cond188
  %1591 = add nsw i32 %tl_r15, 1
  br label %for.cond185, !llvm.loop !44

for.cond191:                                      ; preds = %for.end196, %if.end184
  %red4 = phi i32 [ 0, %if.end184 ], [ %1611, %for.end196 ]
  %1592 = icmp slt i32 %red4, %tl_steps14
  br i1 %1592, label %for.body192, label %for.end193

for.body192:                                      ; preds = %for.cond191
  br label %for.cond194

for.end193:                                       ; preds = %for.cond191
  %1593 = icmp slt i32 %tl_steps14, 127
  br i1 %1593, label %if.then198, label %if.else199

for.cond194:                                      ; preds = %for.body195, %for.body192
  %lane4197 = phi i32 [ 0, %for.body192 ], [ %1610, %for.body195 ]
  %1594 = icmp slt i32 %lane4197, 32
  br i1 %1594, label %for.body195, label %for.end196

for.body195:                                      ; preds = %for.cond194
  %1595 = sext i32 %lane4197 to i64
  %1596 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1595
  %1597 = load float, ptr %1596, align 4
  %1598 = sext i32 %i6 to i64
  %1599 = mul nsw i64 %1598, 4096
  %1600 = add i32 %red4, 1
  %1601 = mul i32 %1600, 32
  %1602 = add i32 %1601, %lane4197
  %1603 = sext i32 %1602 to i64
  %1604 = add nsw i64 %1599, %1603
  %1605 = getelementptr inbounds float, ptr %X_r, i64 %1604
  %1606 = load float, ptr %1605, align 4
  %1607 = fadd float %1597, %1606
  %1608 = sext i32 %lane4197 to i64
  %1609 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1608
  store float %1607, ptr %1609, align 4
  %1610 = add nsw i32 %lane4197, 1
  br label %for.cond194, !llvm.loop !45

for.end196:                                       ; preds = %for.cond194
  %1611 = add nsw i32 %red4, 1
  br label %for.cond191, !llvm.loop !46

if.then198:                                       ; preds = %for.end193
  %1612 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1613 = load float, ptr %1612, align 4
  %1614 = fadd float %1613, 0.000000e+00
  %1615 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  store float %1614, ptr %1615, align 4
  br label %if.end200

if.else199:                                       ; preds = %for.end193
  br label %if.end200

if.end200:                                        ; preds = %if.else199, %if.then198
  %1616 = sext i32 %i6 to i64
  %1617 = getelementptr inbounds float, ptr %mean_r, i64 %1616
  store float 0.000000e+00, ptr %1617, align 4
  br label %for.cond201

for.cond201:                                      ; preds = %for.body202, %if.end200
  %lane4204 = phi i32 [ 0, %if.end200 ], [ %1628, %for.body202 ]
  %1618 = icmp slt i32 %lane4204, 32
  br i1 %1618, label %for.body202, label %for.end203

for.body202:                                      ; preds = %for.cond201
  %1619 = sext i32 %i6 to i64
  %1620 = getelementptr inbounds float, ptr %mean_r, i64 %1619
  %1621 = load float, ptr %1620, align 4
  %1622 = sext i32 %lane4204 to i64
  %1623 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1622
  %1624 = load float, ptr %1623, align 4
  %1625 = fadd float %1621, %1624
  %1626 = sext i32 %i6 to i64
  %1627 = getelementptr inbounds float, ptr %mean_r, i64 %1626
  store float %1625, ptr %1627, align 4
  %1628 = add nsw i32 %lane4204, 1
  br label %for.cond201, !llvm.loop !47

for.end203:                                       ; preds = %for.cond201
  %1629 = add nsw i32 %i6, 1
  br label %for.cond170, !llvm.loop !48

for.cond205:                                      ; preds = %for.end238, %for.end172
  %i7 = phi i32 [ 0, %for.end172 ], [ %2175, %for.end238 ]
  %1630 = icmp slt i32 %i7, 1
  br i1 %1630, label %for.body206, label %for.end207

for.body206:                                      ; preds = %for.cond205
  br label %for.cond208

for.end207:                                       ; preds = %for.cond205
  br label %for.cond240

for.cond208:                                      ; preds = %for.end213, %for.body206
  %tl_r20 = phi i32 [ 0, %for.body206 ], [ %1940, %for.end213 ]
  %1631 = icmp slt i32 %tl_r20, 1
  br i1 %1631, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  %1632 = sext i32 %N to i64
  %1633 = icmp slt i64 %1632, 0
  %1634 = sext i32 %N to i64
  %1635 = icmp sgt i64 %1634, 4096
  %1636 = sext i32 %N to i64
  %1637 = select i1 %1635, i64 4096, i64 %1636
  %1638 = select i1 %1633, i64 0, i64 %1637
  %1639 = icmp slt i64 %1638, 0
  %1640 = sext i32 %N to i64
  %1641 = icmp slt i64 %1640, 0
  %1642 = sext i32 %N to i64
  %1643 = icmp sgt i64 %1642, 4096
  %1644 = sext i32 %N to i64
  %1645 = select i1 %1643, i64 4096, i64 %1644
  %1646 = select i1 %1641, i64 0, i64 %1645
  %1647 = select i1 %1639, i64 0, i64 %1646
  %1648 = trunc i64 %1647 to i32
  %1649 = icmp slt i32 %1648, 0
  %1650 = sext i32 %N to i64
  %1651 = icmp slt i64 %1650, 0
  %1652 = sext i32 %N to i64
  %1653 = icmp sgt i64 %1652, 4096
  %1654 = sext i32 %N to i64
  %1655 = select i1 %1653, i64 4096, i64 %1654
  %1656 = select i1 %1651, i64 0, i64 %1655
  %1657 = icmp slt i64 %1656, 0
  %1658 = sext i32 %N to i64
  %1659 = icmp slt i64 %1658, 0
  %1660 = sext i32 %N to i64
  %1661 = icmp sgt i64 %1660, 4096
  %1662 = sext i32 %N to i64
  %1663 = select i1 %1661, i64 4096, i64 %1662
  %1664 = select i1 %1659, i64 0, i64 %1663
  %1665 = select i1 %1657, i64 0, i64 %1664
  %1666 = trunc i64 %1665 to i32
  %1667 = icmp sgt i32 %1666, 4096
  %1668 = sext i32 %N to i64
  %1669 = icmp slt i64 %1668, 0
  %1670 = sext i32 %N to i64
  %1671 = icmp sgt i64 %1670, 4096
  %1672 = sext i32 %N to i64
  %1673 = select i1 %1671, i64 4096, i64 %1672
  %1674 = select i1 %1669, i64 0, i64 %1673
  %1675 = icmp slt i64 %1674, 0
  %1676 = sext i32 %N to i64
  %1677 = icmp slt i64 %1676, 0
  %1678 = sext i32 %N to i64
  %1679 = icmp sgt i64 %1678, 4096
  %1680 = sext i32 %N to i64
  %1681 = select i1 %1679, i64 4096, i64 %1680
  %1682 = select i1 %1677, i64 0, i64 %1681
  %1683 = select i1 %1675, i64 0, i64 %1682
  %1684 = trunc i64 %1683 to i32
  %1685 = select i1 %1667, i32 4096, i32 %1684
  %tl_pad_from21 = select i1 %1649, i32 0, i32 %1685
  %1686 = sext i32 %N to i64
  %1687 = icmp slt i64 %1686, 0
  %1688 = sext i32 %N to i64
  %1689 = icmp sgt i64 %1688, 4096
  %1690 = sext i32 %N to i64
  %1691 = select i1 %1689, i64 4096, i64 %1690
  %1692 = select i1 %1687, i64 0, i64 %1691
  %1693 = icmp slt i64 %1692, 0
  %1694 = sext i32 %N to i64
  %1695 = icmp slt i64 %1694, 0
  %1696 = sext i32 %N to i64
  %1697 = icmp sgt i64 %1696, 4096
  %1698 = sext i32 %N to i64
  %1699 = select i1 %1697, i64 4096, i64 %1698
  %1700 = select i1 %1695, i64 0, i64 %1699
  %1701 = select i1 %1693, i64 0, i64 %1700
  %1702 = trunc i64 %1701 to i32
  %1703 = icmp slt i32 %1702, 0
  %1704 = sext i32 %N to i64
  %1705 = icmp slt i64 %1704, 0
  %1706 = sext i32 %N to i64
  %1707 = icmp sgt i64 %1706, 4096
  %1708 = sext i32 %N to i64
  %1709 = select i1 %1707, i64 4096, i64 %1708
  %1710 = select i1 %1705, i64 0, i64 %1709
  %1711 = icmp slt i64 %1710, 0
  %1712 = sext i32 %N to i64
  %1713 = icmp slt i64 %1712, 0
  %1714 = sext i32 %N to i64
  %1715 = icmp sgt i64 %1714, 4096
  %1716 = sext i32 %N to i64
  %1717 = select i1 %1715, i64 4096, i64 %1716
  %1718 = select i1 %1713, i64 0, i64 %1717
  %1719 = select i1 %1711, i64 0, i64 %1718
  %1720 = trunc i64 %1719 to i32
  %1721 = icmp sgt i32 %1720, 4096
  %1722 = sext i32 %N to i64
  %1723 = icmp slt i64 %1722, 0
  %1724 = sext i32 %N to i64
  %1725 = icmp sgt i64 %1724, 4096
  %1726 = sext i32 %N to i64
  %1727 = select i1 %1725, i64 4096, i64 %1726
  %1728 = select i1 %1723, i64 0, i64 %1727
  %1729 = icmp slt i64 %1728, 0
  %1730 = sext i32 %N to i64
  %1731 = icmp slt i64 %1730, 0
  %1732 = sext i32 %N to i64
  %1733 = icmp sgt i64 %1732, 4096
  %1734 = sext i32 %N to i64
  %1735 = select i1 %1733, i64 4096, i64 %1734
  %1736 = select i1 %1731, i64 0, i64 %1735
  %1737 = select i1 %1729, i64 0, i64 %1736
  %1738 = trunc i64 %1737 to i32
  %1739 = select i1 %1721, i32 4096, i32 %1738
  %1740 = select i1 %1703, i32 0, i32 %1739
  %1741 = add i32 %1740, 31
  %1742 = sdiv i32 %1741, 32
  %1743 = sub i32 0, %1741
  %1744 = select i1 false, i32 %1743, i32 %1742
  %1745 = mul i32 %1744, 32
  %1746 = icmp slt i32 %1745, 32
  %1747 = sext i32 %N to i64
  %1748 = icmp slt i64 %1747, 0
  %1749 = sext i32 %N to i64
  %1750 = icmp sgt i64 %1749, 4096
  %1751 = sext i32 %N to i64
  %1752 = select i1 %1750, i64 4096, i64 %1751
  %1753 = select i1 %1748, i64 0, i64 %1752
  %1754 = icmp slt i64 %1753, 0
  %1755 = sext i32 %N to i64
  %1756 = icmp slt i64 %1755, 0
  %1757 = sext i32 %N to i64
  %1758 = icmp sgt i64 %1757, 4096
  %1759 = sext i32 %N to i64
  %1760 = select i1 %1758, i64 4096, i64 %1759
  %1761 = select i1 %1756, i64 0, i64 %1760
  %1762 = select i1 %1754, i64 0, i64 %1761
  %1763 = trunc i64 %1762 to i32
  %1764 = icmp slt i32 %1763, 0
  %1765 = sext i32 %N to i64
  %1766 = icmp slt i64 %1765, 0
  %1767 = sext i32 %N to i64
  %1768 = icmp sgt i64 %1767, 4096
  %1769 = sext i32 %N to i64
  %1770 = select i1 %1768, i64 4096, i64 %1769
  %1771 = select i1 %1766, i64 0, i64 %1770
  %1772 = icmp slt i64 %1771, 0
  %1773 = sext i32 %N to i64
  %1774 = icmp slt i64 %1773, 0
  %1775 = sext i32 %N to i64
  %1776 = icmp sgt i64 %1775, 4096
  %1777 = sext i32 %N to i64
  %1778 = select i1 %1776, i64 4096, i64 %1777
  %1779 = select i1 %1774, i64 0, i64 %1778
  %1780 = select i1 %1772, i64 0, i64 %1779
  %1781 = trunc i64 %1780 to i32
  %1782 = icmp sgt i32 %1781, 4096
  %1783 = sext i32 %N to i64
  %1784 = icmp slt i64 %1783, 0
  %1785 = sext i32 %N to i64
  %1786 = icmp sgt i64 %1785, 4096
  %1787 = sext i32 %N to i64
  %1788 = select i1 %1786, i64 4096, i64 %1787
  %1789 = select i1 %1784, i64 0, i64 %1788
  %1790 = icmp slt i64 %1789, 0
  %1791 = sext i32 %N to i64
  %1792 = icmp slt i64 %1791, 0
  %1793 = sext i32 %N to i64
  %1794 = icmp sgt i64 %1793, 4096
  %1795 = sext i32 %N to i64
  %1796 = select i1 %1794, i64 4096, i64 %1795
  %1797 = select i1 %1792, i64 0, i64 %1796
  %1798 = select i1 %1790, i64 0, i64 %1797
  %1799 = trunc i64 %1798 to i32
  %1800 = select i1 %1782, i32 4096, i32 %1799
  %1801 = select i1 %1764, i32 0, i32 %1800
  %1802 = add i32 %1801, 31
  %1803 = sdiv i32 %1802, 32
  %1804 = sub i32 0, %1802
  %1805 = select i1 false, i32 %1804, i32 %1803
  %1806 = mul i32 %1805, 32
  %1807 = select i1 %1746, i32 32, i32 %1806
  %1808 = icmp slt i32 %1807, 4096
  %1809 = sext i32 %N to i64
  %1810 = icmp slt i64 %1809, 0
  %1811 = sext i32 %N to i64
  %1812 = icmp sgt i64 %1811, 4096
  %1813 = sext i32 %N to i64
  %1814 = select i1 %1812, i64 4096, i64 %1813
  %1815 = select i1 %1810, i64 0, i64 %1814
  %1816 = icmp slt i64 %1815, 0
  %1817 = sext i32 %N to i64
  %1818 = icmp slt i64 %1817, 0
  %1819 = sext i32 %N to i64
  %1820 = icmp sgt i64 %1819, 4096
  %1821 = sext i32 %N to i64
  %1822 = select i1 %1820, i64 4096, i64 %1821
  %1823 = select i1 %1818, i64 0, i64 %1822
  %1824 = select i1 %1816, i64 0, i64 %1823
  %1825 = trunc i64 %1824 to i32
  %1826 = icmp slt i32 %1825, 0
  %1827 = sext i32 %N to i64
  %1828 = icmp slt i64 %1827, 0
  %1829 = sext i32 %N to i64
  %1830 = icmp sgt i64 %1829, 4096
  %1831 = sext i32 %N to i64
  %1832 = select i1 %1830, i64 4096, i64 %1831
  %1833 = select i1 %1828, i64 0, i64 %1832
  %1834 = icmp slt i64 %1833, 0
  %1835 = sext i32 %N to i64
  %1836 = icmp slt i64 %1835, 0
  %1837 = sext i32 %N to i64
  %1838 = icmp sgt i64 %1837, 4096
  %1839 = sext i32 %N to i64
  %1840 = select i1 %1838, i64 4096, i64 %1839
  %1841 = select i1 %1836, i64 0, i64 %1840
  %1842 = select i1 %1834, i64 0, i64 %1841
  %1843 = trunc i64 %1842 to i32
  %1844 = icmp sgt i32 %1843, 4096
  %1845 = sext i32 %N to i64
  %1846 = icmp slt i64 %1845, 0
  %1847 = sext i32 %N to i64
  %1848 = icmp sgt i64 %1847, 4096
  %1849 = sext i32 %N to i64
  %1850 = select i1 %1848, i64 4096, i64 %1849
  %1851 = select i1 %1846, i64 0, i64 %1850
  %1852 = icmp slt i64 %1851, 0
  %1853 = sext i32 %N to i64
  %1854 = icmp slt i64 %1853, 0
  %1855 = sext i32 %N to i64
  %1856 = icmp sgt i64 %1855, 4096
  %1857 = sext i32 %N to i64
  %1858 = select i1 %1856, i64 4096, i64 %1857
  %1859 = select i1 %1854, i64 0, i64 %1858
  %1860 = select i1 %1852, i64 0, i64 %1859
  %1861 = trunc i64 %1860 to i32
  %1862 = select i1 %1844, i32 4096, i32 %1861
  %1863 = select i1 %1826, i32 0, i32 %1862
  %1864 = add i32 %1863, 31
  %1865 = sdiv i32 %1864, 32
  %1866 = sub i32 0, %1864
  %1867 = select i1 false, i32 %1866, i32 %1865
  %1868 = mul i32 %1867, 32
  %1869 = icmp slt i32 %1868, 32
  %1870 = sext i32 %N to i64
  %1871 = icmp slt i64 %1870, 0
  %1872 = sext i32 %N to i64
  %1873 = icmp sgt i64 %1872, 4096
  %1874 = sext i32 %N to i64
  %1875 = select i1 %1873, i64 4096, i64 %1874
  %1876 = select i1 %1871, i64 0, i64 %1875
  %1877 = icmp slt i64 %1876, 0
  %1878 = sext i32 %N to i64
  %1879 = icmp slt i64 %1878, 0
  %1880 = sext i32 %N to i64
  %1881 = icmp sgt i64 %1880, 4096
  %1882 = sext i32 %N to i64
  %1883 = select i1 %1881, i64 4096, i64 %1882
  %1884 = select i1 %1879, i64 0, i64 %1883
  %1885 = select i1 %1877, i64 0, i64 %1884
  %1886 = trunc i64 %1885 to i32
  %1887 = icmp slt i32 %1886, 0
  %1888 = sext i32 %N to i64
  %1889 = icmp slt i64 %1888, 0
  %1890 = sext i32 %N to i64
  %1891 = icmp sgt i64 %1890, 4096
  %1892 = sext i32 %N to i64
  %1893 = select i1 %1891, i64 4096, i64 %1892
  %1894 = select i1 %1889, i64 0, i64 %1893
  %1895 = icmp slt i64 %1894, 0
  %1896 = sext i32 %N to i64
  %1897 = icmp slt i64 %1896, 0
  %1898 = sext i32 %N to i64
  %1899 = icmp sgt i64 %1898, 4096
  %1900 = sext i32 %N to i64
  %1901 = select i1 %1899, i64 4096, i64 %1900
  %1902 = select i1 %1897, i64 0, i64 %1901
  %1903 = select i1 %1895, i64 0, i64 %1902
  %1904 = trunc i64 %1903 to i32
  %1905 = icmp sgt i32 %1904, 4096
  %1906 = sext i32 %N to i64
  %1907 = icmp slt i64 %1906, 0
  %1908 = sext i32 %N to i64
  %1909 = icmp sgt i64 %1908, 4096
  %1910 = sext i32 %N to i64
  %1911 = select i1 %1909, i64 4096, i64 %1910
  %1912 = select i1 %1907, i64 0, i64 %1911
  %1913 = icmp slt i64 %1912, 0
  %1914 = sext i32 %N to i64
  %1915 = icmp slt i64 %1914, 0
  %1916 = sext i32 %N to i64
  %1917 = icmp sgt i64 %1916, 4096
  %1918 = sext i32 %N to i64
  %1919 = select i1 %1917, i64 4096, i64 %1918
  %1920 = select i1 %1915, i64 0, i64 %1919
  %1921 = select i1 %1913, i64 0, i64 %1920
  %1922 = trunc i64 %1921 to i32
  %1923 = select i1 %1905, i32 4096, i32 %1922
  %1924 = select i1 %1887, i32 0, i32 %1923
  %1925 = add i32 %1924, 31
  %1926 = sdiv i32 %1925, 32
  %1927 = sub i32 0, %1925
  %1928 = select i1 false, i32 %1927, i32 %1926
  %1929 = mul i32 %1928, 32
  %1930 = select i1 %1869, i32 32, i32 %1929
  %1931 = select i1 %1808, i32 %1930, i32 4096
  %tl_pad_n23 = sub i32 %1931, %tl_pad_from21
  br label %for.cond211

for.end210:                                       ; preds = %for.cond208
  br label %for.cond214

for.cond211:                                      ; preds = %for.body212, %for.body209
  %tl_pad_k24 = phi i32 [ 0, %for.body209 ], [ %1939, %for.body212 ]
  %1932 = icmp slt i32 %tl_pad_k24, %tl_pad_n23
  br i1 %1932, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %1933 = sext i32 %tl_r20 to i64
  %1934 = mul nsw i64 %1933, 4096
  %1935 = add i32 %tl_pad_from21, %tl_pad_k24
  %1936 = sext i32 %1935 to i64
  %1937 = add nsw i64 %1934, %1936
  %1938 = getelementptr inbounds float, ptr %sq_r, i64 %1937
  store float 0.000000e+00, ptr %1938, align 4
  %1939 = add nsw i32 %tl_pad_k24, 1
  br label %for.cond211, !llvm.loop !49

for.end213:                                       ; preds = %for.cond211
  %1940 = add nsw i32 %tl_r20, 1
  br label %for.cond208, !llvm.loop !50

for.cond214:                                      ; preds = %for.body215, %for.end210
  %lane5 = phi i32 [ 0, %for.end210 ], [ %1950, %for.body215 ]
  %1941 = icmp slt i32 %lane5, 32
  br i1 %1941, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  %1942 = sext i32 %i7 to i64
  %1943 = mul nsw i64 %1942, 4096
  %1944 = sext i32 %lane5 to i64
  %1945 = add nsw i64 %1943, %1944
  %1946 = getelementptr inbounds float, ptr %sq_r, i64 %1945
  %1947 = load float, ptr %1946, align 4
  %1948 = sext i32 %lane5 to i64
  %1949 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1948
  store float %1947, ptr %1949, align 4
  %1950 = add nsw i32 %lane5, 1
  br label %for.cond214, !llvm.loop !51

for.end216:                                       ; preds = %for.cond214
  %1951 = sext i32 %N to i64
  %1952 = icmp slt i64 %1951, 0
  %1953 = sext i32 %N to i64
  %1954 = icmp sgt i64 %1953, 4096
  %1955 = sext i32 %N to i64
  %1956 = select i1 %1954, i64 4096, i64 %1955
  %1957 = select i1 %1952, i64 0, i64 %1956
  %1958 = icmp slt i64 %1957, 0
  %1959 = sext i32 %N to i64
  %1960 = icmp slt i64 %1959, 0
  %1961 = sext i32 %N to i64
  %1962 = icmp sgt i64 %1961, 4096
  %1963 = sext i32 %N to i64
  %1964 = select i1 %1962, i64 4096, i64 %1963
  %1965 = select i1 %1960, i64 0, i64 %1964
  %1966 = select i1 %1958, i64 0, i64 %1965
  %1967 = trunc i64 %1966 to i32
  %1968 = icmp slt i32 %1967, 0
  %1969 = sext i32 %N to i64
  %1970 = icmp slt i64 %1969, 0
  %1971 = sext i32 %N to i64
  %1972 = icmp sgt i64 %1971, 4096
  %1973 = sext i32 %N to i64
  %1974 = select i1 %1972, i64 4096, i64 %1973
  %1975 = select i1 %1970, i64 0, i64 %1974
  %1976 = icmp slt i64 %1975, 0
  %1977 = sext i32 %N to i64
  %1978 = icmp slt i64 %1977, 0
  %1979 = sext i32 %N to i64
  %1980 = icmp sgt i64 %1979, 4096
  %1981 = sext i32 %N to i64
  %1982 = select i1 %1980, i64 4096, i64 %1981
  %1983 = select i1 %1978, i64 0, i64 %1982
  %1984 = select i1 %1976, i64 0, i64 %1983
  %1985 = trunc i64 %1984 to i32
  %1986 = icmp sgt i32 %1985, 4096
  %1987 = sext i32 %N to i64
  %1988 = icmp slt i64 %1987, 0
  %1989 = sext i32 %N to i64
  %1990 = icmp sgt i64 %1989, 4096
  %1991 = sext i32 %N to i64
  %1992 = select i1 %1990, i64 4096, i64 %1991
  %1993 = select i1 %1988, i64 0, i64 %1992
  %1994 = icmp slt i64 %1993, 0
  %1995 = sext i32 %N to i64
  %1996 = icmp slt i64 %1995, 0
  %1997 = sext i32 %N to i64
  %1998 = icmp sgt i64 %1997, 4096
  %1999 = sext i32 %N to i64
  %2000 = select i1 %1998, i64 4096, i64 %1999
  %2001 = select i1 %1996, i64 0, i64 %2000
  %2002 = select i1 %1994, i64 0, i64 %2001
  %2003 = trunc i64 %2002 to i32
  %2004 = select i1 %1986, i32 4096, i32 %2003
  %2005 = select i1 %1968, i32 0, i32 %2004
  %2006 = add i32 %2005, 31
  %2007 = sdiv i32 %2006, 32
  %2008 = sub i32 0, %2006
  %2009 = select i1 false, i32 %2008, i32 %2007
  %2010 = sub i32 %2009, 1
  %2011 = icmp slt i32 %2010, 0
  %2012 = sext i32 %N to i64
  %2013 = icmp slt i64 %2012, 0
  %2014 = sext i32 %N to i64
  %2015 = icmp sgt i64 %2014, 4096
  %2016 = sext i32 %N to i64
  %2017 = select i1 %2015, i64 4096, i64 %2016
  %2018 = select i1 %2013, i64 0, i64 %2017
  %2019 = icmp slt i64 %2018, 0
  %2020 = sext i32 %N to i64
  %2021 = icmp slt i64 %2020, 0
  %2022 = sext i32 %N to i64
  %2023 = icmp sgt i64 %2022, 4096
  %2024 = sext i32 %N to i64
  %2025 = select i1 %2023, i64 4096, i64 %2024
  %2026 = select i1 %2021, i64 0, i64 %2025
  %2027 = select i1 %2019, i64 0, i64 %2026
  %2028 = trunc i64 %2027 to i32
  %2029 = icmp slt i32 %2028, 0
  %2030 = sext i32 %N to i64
  %2031 = icmp slt i64 %2030, 0
  %2032 = sext i32 %N to i64
  %2033 = icmp sgt i64 %2032, 4096
  %2034 = sext i32 %N to i64
  %2035 = select i1 %2033, i64 4096, i64 %2034
  %2036 = select i1 %2031, i64 0, i64 %2035
  %2037 = icmp slt i64 %2036, 0
  %2038 = sext i32 %N to i64
  %2039 = icmp slt i64 %2038, 0
  %2040 = sext i32 %N to i64
  %2041 = icmp sgt i64 %2040, 4096
  %2042 = sext i32 %N to i64
  %2043 = select i1 %2041, i64 4096, i64 %2042
  %2044 = select i1 %2039, i64 0, i64 %2043
  %2045 = select i1 %2037, i64 0, i64 %2044
  %2046 = trunc i64 %2045 to i32
  %2047 = icmp sgt i32 %2046, 4096
  %2048 = sext i32 %N to i64
  %2049 = icmp slt i64 %2048, 0
  %2050 = sext i32 %N to i64
  %2051 = icmp sgt i64 %2050, 4096
  %2052 = sext i32 %N to i64
  %2053 = select i1 %2051, i64 4096, i64 %2052
  %2054 = select i1 %2049, i64 0, i64 %2053
  %2055 = icmp slt i64 %2054, 0
  %2056 = sext i32 %N to i64
  %2057 = icmp slt i64 %2056, 0
  %2058 = sext i32 %N to i64
  %2059 = icmp sgt i64 %2058, 4096
  %2060 = sext i32 %N to i64
  %2061 = select i1 %2059, i64 4096, i64 %2060
  %2062 = select i1 %2057, i64 0, i64 %2061
  %2063 = select i1 %2055, i64 0, i64 %2062
  %2064 = trunc i64 %2063 to i32
  %2065 = select i1 %2047, i32 4096, i32 %2064
  %2066 = select i1 %2029, i32 0, i32 %2065
  %2067 = add i32 %2066, 31
  %2068 = sdiv i32 %2067, 32
  %2069 = sub i32 0, %2067
  %2070 = select i1 false, i32 %2069, i32 %2068
  %2071 = sub i32 %2070, 1
  %2072 = select i1 %2011, i32 0, i32 %2071
  %tl_steps26 = select i1 true, i32 %2072, i32 127
  %2073 = icmp eq i32 %tl_steps26, 127
  br i1 %2073, label %if.then217, label %if.else218

if.then217:                                       ; preds = %for.end216
  br label %for.cond220

if.else218:                                       ; preds = %for.end216
  br label %if.end219

if.end219:                                        ; preds = %if.else218, %for.end222
  br label %for.cond226

for.cond220:                                      ; preds = %for.end225, %if.then217
  %tl_r27 = phi i32 [ 0, %if.then217 ], [ %2137, %for.end225 ]
  %2074 = icmp slt i32 %tl_r27, 1
  br i1 %2074, label %for.body221, label %for.end222

for.body221:                                      ; preds = %for.cond220
  %2075 = sext i32 %N to i64
  %2076 = icmp slt i64 %2075, 0
  %2077 = sext i32 %N to i64
  %2078 = icmp sgt i64 %2077, 4096
  %2079 = sext i32 %N to i64
  %2080 = select i1 %2078, i64 4096, i64 %2079
  %2081 = select i1 %2076, i64 0, i64 %2080
  %2082 = icmp slt i64 %2081, 0
  %2083 = sext i32 %N to i64
  %2084 = icmp slt i64 %2083, 0
  %2085 = sext i32 %N to i64
  %2086 = icmp sgt i64 %2085, 4096
  %2087 = sext i32 %N to i64
  %2088 = select i1 %2086, i64 4096, i64 %2087
  %2089 = select i1 %2084, i64 0, i64 %2088
  %2090 = select i1 %2082, i64 0, i64 %2089
  %2091 = trunc i64 %2090 to i32
  %2092 = icmp slt i32 %2091, 0
  %2093 = sext i32 %N to i64
  %2094 = icmp slt i64 %2093, 0
  %2095 = sext i32 %N to i64
  %2096 = icmp sgt i64 %2095, 4096
  %2097 = sext i32 %N to i64
  %2098 = select i1 %2096, i64 4096, i64 %2097
  %2099 = select i1 %2094, i64 0, i64 %2098
  %2100 = icmp slt i64 %2099, 0
  %2101 = sext i32 %N to i64
  %2102 = icmp slt i64 %2101, 0
  %2103 = sext i32 %N to i64
  %2104 = icmp sgt i64 %2103, 4096
  %2105 = sext i32 %N to i64
  %2106 = select i1 %2104, i64 4096, i64 %2105
  %2107 = select i1 %2102, i64 0, i64 %2106
  %2108 = select i1 %2100, i64 0, i64 %2107
  %2109 = trunc i64 %2108 to i32
  %2110 = icmp sgt i32 %2109, 4096
  %2111 = sext i32 %N to i64
  %2112 = icmp slt i64 %2111, 0
  %2113 = sext i32 %N to i64
  %2114 = icmp sgt i64 %2113, 4096
  %2115 = sext i32 %N to i64
  %2116 = select i1 %2114, i64 4096, i64 %2115
  %2117 = select i1 %2112, i64 0, i64 %2116
  %2118 = icmp slt i64 %2117, 0
  %2119 = sext i32 %N to i64
  %2120 = icmp slt i64 %2119, 0
  %2121 = sext i32 %N to i64
  %2122 = icmp sgt i64 %2121, 4096
  %2123 = sext i32 %N to i64
  %2124 = select i1 %2122, i64 4096, i64 %2123
  %2125 = select i1 %2120, i64 0, i64 %2124
  %2126 = select i1 %2118, i64 0, i64 %2125
  %2127 = trunc i64 %2126 to i32
  %2128 = select i1 %2110, i32 4096, i32 %2127
  %tl_pad_from28 = select i1 %2092, i32 0, i32 %2128
  %tl_pad_n30 = sub i32 4096, %tl_pad_from28
  br label %for.cond223

for.end222:                                       ; preds = %for.cond220
  br label %if.end219

for.cond223:                                      ; preds = %for.body224, %for.body221
  %tl_pad_k31 = phi i32 [ 0, %for.body221 ], [ %2136, %for.body224 ]
  %2129 = icmp slt i32 %tl_pad_k31, %tl_pad_n30
  br i1 %2129, label %for.body224, label %for.end225

for.body224:                                      ; preds = %for.cond223
  %2130 = sext i32 %tl_r27 to i64
  %2131 = mul nsw i64 %2130, 4096
  %2132 = add i32 %tl_pad_from28, %tl_pad_k31
  %2133 = sext i32 %2132 to i64
  %2134 = add nsw i64 %2131, %2133
  %2135 = getelementptr inbounds float, ptr %sq_r, i64 %2134
  store float 0.000000e+00, ptr %2135, align 4
  %2136 = add nsw i32 %tl_pad_k31, 1
  br label %for.cond223, !llvm.loop !52

for.end225:                                       ; preds = %for.cond223
  %2137 = add nsw i32 %tl_r27, 1
  br label %for.cond220, !llvm.loop !53

for.cond226:                                      ; preds = %for.end231, %if.end219
  %red5 = phi i32 [ 0, %if.end219 ], [ %2157, %for.end231 ]
  %2138 = icmp slt i32 %red5, %tl_steps26
  br i1 %2138, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  br label %for.cond229

for.end228:                                       ; preds = %for.cond226
  %2139 = icmp slt i32 %tl_steps26, 127
  br i1 %2139, label %if.then233, label %if.else234

for.cond229:                                      ; preds = %for.body230, %for.body227
  %lane5232 = phi i32 [ 0, %for.body227 ], [ %2156, %for.body230 ]
  %2140 = icmp slt i32 %lane5232, 32
  br i1 %2140, label %for.body230, label %for.end231

for.body230:                                      ; preds = %for.cond229
  %2141 = sext i32 %lane5232 to i64
  %2142 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %2141
  %2143 = load float, ptr %2142, align 4
  %2144 = sext i32 %i7 to i64
  %2145 = mul nsw i64 %2144, 4096
  %2146 = add i32 %red5, 1
  %2147 = mul i32 %2146, 32
  %2148 = add i32 %2147, %lane5232
  %2149 = sext i32 %2148 to i64
  %2150 = add nsw i64 %2145, %2149
  %2151 = getelementptr inbounds float, ptr %sq_r, i64 %2150
  %2152 = load float, ptr %2151, align 4
  %2153 = fadd float %2143, %2152
  %2154 = sext i32 %lane5232 to i64
  %2155 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %2154
  store float %2153, ptr %2155, align 4
  %2156 = add nsw i32 %lane5232, 1
  br label %for.cond229, !llvm.loop !54

for.end231:                                       ; preds = %for.cond229
  %2157 = add nsw i32 %red5, 1
  br label %for.cond226, !llvm.loop !55

if.then233:                                       ; preds = %for.end228
  %2158 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %2159 = load float, ptr %2158, align 4
  %2160 = fadd float %2159, 0.000000e+00
  %2161 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  store float %2160, ptr %2161, align 4
  br label %if.end235

if.else234:                                       ; preds = %for.end228
  br label %if.end235

if.end235:                                        ; preds = %if.else234, %if.then233
  %2162 = sext i32 %i7 to i64
  %2163 = getelementptr inbounds float, ptr %rstd_r, i64 %2162
  store float 0.000000e+00, ptr %2163, align 4
  br label %for.cond236

for.cond236:                                      ; preds = %for.body237, %if.end235
  %lane5239 = phi i32 [ 0, %if.end235 ], [ %2174, %for.body237 ]
  %2164 = icmp slt i32 %lane5239, 32
  br i1 %2164, label %for.body237, label %for.end238

for.body237:                                      ; preds = %for.cond236
  %2165 = sext i32 %i7 to i64
  %2166 = getelementptr inbounds float, ptr %rstd_r, i64 %2165
  %2167 = load float, ptr %2166, align 4
  %2168 = sext i32 %lane5239 to i64
  %2169 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %2168
  %2170 = load float, ptr %2169, align 4
  %2171 = fadd float %2167, %2170
  %2172 = sext i32 %i7 to i64
  %2173 = getelementptr inbounds float, ptr %rstd_r, i64 %2172
  store float %2171, ptr %2173, align 4
  %2174 = add nsw i32 %lane5239, 1
  br label %for.cond236, !llvm.loop !56

for.end238:                                       ; preds = %for.cond236
  %2175 = add nsw i32 %i7, 1
  br label %for.cond205, !llvm.loop !57

for.cond240:                                      ; preds = %for.body241, %for.end207
  %i243 = phi i32 [ 0, %for.end207 ], [ %2205, %for.body241 ]
  %2176 = icmp slt i32 %i243, 1
  br i1 %2176, label %for.body241, label %for.end242

for.body241:                                      ; preds = %for.cond240
  %2177 = sext i32 %i243 to i64
  %2178 = getelementptr inbounds float, ptr %mean_r, i64 %2177
  %2179 = load float, ptr %2178, align 4
  %2180 = sitofp i32 %N to float
  %2181 = fdiv float %2179, %2180
  %2182 = sext i32 %i243 to i64
  %2183 = getelementptr inbounds float, ptr %mean_r, i64 %2182
  store float %2181, ptr %2183, align 4
  %2184 = sext i32 %i243 to i64
  %2185 = getelementptr inbounds float, ptr %rstd_r, i64 %2184
  %2186 = load float, ptr %2185, align 4
  %2187 = sitofp i32 %N to float
  %2188 = fdiv float %2186, %2187
  %2189 = sext i32 %i243 to i64
  %2190 = getelementptr inbounds float, ptr %mean_r, i64 %2189
  %2191 = load float, ptr %2190, align 4
  %2192 = sext i32 %i243 to i64
  %2193 = getelementptr inbounds float, ptr %mean_r, i64 %2192
  %2194 = load float, ptr %2193, align 4
  %2195 = fmul float %2191, %2194
  %2196 = fsub float %2188, %2195
  %2197 = call float @llvm.maxnum.f32(float %2196, float 0.000000e+00)
  %2198 = fadd float %2197, 0x3EE4F8B580000000
  %2199 = fpext float %2198 to double
  %2200 = call double @llvm.sqrt.f64(double %2199)
  %2201 = fdiv double 1.000000e+00, %2200
  %2202 = fptrunc double %2201 to float
  %2203 = sext i32 %i243 to i64
  %2204 = getelementptr inbounds float, ptr %rstd_r, i64 %2203
  store float %2202, ptr %2204, align 4
  %2205 = add nsw i32 %i243, 1
  br label %for.cond240, !llvm.loop !58

for.end242:                                       ; preds = %for.cond240
  br label %for.cond244

for.cond244:                                      ; preds = %if.end250, %for.end242
  %i247 = phi i32 [ 0, %for.end242 ], [ %2234, %if.end250 ]
  %2206 = icmp slt i32 %i247, 1
  br i1 %2206, label %for.body245, label %for.end246

for.body245:                                      ; preds = %for.cond244
  %2207 = sext i32 %N to i64
  %2208 = icmp slt i64 %2207, 0
  %2209 = sext i32 %N to i64
  %2210 = icmp sgt i64 %2209, 4096
  %2211 = sext i32 %N to i64
  %2212 = select i1 %2210, i64 4096, i64 %2211
  %2213 = select i1 %2208, i64 0, i64 %2212
  %2214 = icmp slt i64 %2213, 0
  %2215 = sext i32 %N to i64
  %2216 = icmp slt i64 %2215, 0
  %2217 = sext i32 %N to i64
  %2218 = icmp sgt i64 %2217, 4096
  %2219 = sext i32 %N to i64
  %2220 = select i1 %2218, i64 4096, i64 %2219
  %2221 = select i1 %2216, i64 0, i64 %2220
  %2222 = select i1 %2214, i64 0, i64 %2221
  %tl_hi11 = trunc i64 %2222 to i32
  %2223 = mul i32 %bx, 4
  %2224 = add i32 %2223, %r153
  %2225 = add i32 %2224, %i247
  %2226 = icmp sle i32 0, %2225
  %2227 = mul i32 %bx, 4
  %2228 = add i32 %2227, %r153
  %2229 = add i32 %2228, %i247
  %2230 = icmp slt i32 %2229, %M
  %2231 = and i1 %2226, %2230
  br i1 %2231, label %if.then248, label %if.else249

for.end246:                                       ; preds = %for.cond244
  %2232 = add nsw i32 %r153, 1
  br label %for.cond150, !llvm.loop !59

if.then248:                                       ; preds = %for.body245
  %2233 = sub i32 %tl_hi11, 0
  br label %for.cond251

if.else249:                                       ; preds = %for.body245
  br label %if.end250

if.end250:                                        ; preds = %if.else249, %for.end253
  %2234 = add nsw i32 %i247, 1
  br label %for.cond244, !llvm.loop !60

for.cond251:                                      ; preds = %for.body252, %if.then248
  %j8 = phi i32 [ 0, %if.then248 ], [ %2269, %for.body252 ]
  %2235 = icmp slt i32 %j8, %2233
  br i1 %2235, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %2236 = sext i32 %i247 to i64
  %2237 = mul nsw i64 %2236, 4096
  %2238 = add i32 0, %j8
  %2239 = sext i32 %2238 to i64
  %2240 = add nsw i64 %2237, %2239
  %2241 = getelementptr inbounds float, ptr %X_r, i64 %2240
  %2242 = load float, ptr %2241, align 4
  %2243 = getelementptr inbounds float, ptr %mean_r, i64 0
  %2244 = load float, ptr %2243, align 4
  %2245 = fsub float %2242, %2244
  %2246 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %2247 = load float, ptr %2246, align 4
  %2248 = fmul float %2245, %2247
  %2249 = add i32 0, %j8
  %2250 = sext i32 %2249 to i64
  %2251 = getelementptr inbounds float, ptr %W, i64 %2250
  %2252 = load float, ptr %2251, align 4
  %2253 = fmul float %2248, %2252
  %2254 = add i32 0, %j8
  %2255 = sext i32 %2254 to i64
  %2256 = getelementptr inbounds float, ptr %B, i64 %2255
  %2257 = load float, ptr %2256, align 4
  %2258 = fadd float %2253, %2257
  %2259 = mul i32 %bx, 4
  %2260 = add i32 %2259, %r153
  %2261 = add i32 %2260, %i247
  %2262 = sext i32 %2261 to i64
  %2263 = sext i32 %N to i64
  %2264 = mul nsw i64 %2262, %2263
  %2265 = add i32 0, %j8
  %2266 = sext i32 %2265 to i64
  %2267 = add nsw i64 %2264, %2266
  %2268 = getelementptr inbounds float, ptr %Y, i64 %2267
  store float %2258, ptr %2268, align 4
  %2269 = add nsw i32 %j8, 1
  br label %for.cond251, !llvm.loop !61

for.end253:                                       ; preds = %for.cond251
  br label %if.end250

for.cond254:                                      ; preds = %for.end259, %for.end152
  %tl_r32 = phi i32 [ 0, %for.end152 ], [ %2333, %for.end259 ]
  %2270 = icmp slt i32 %tl_r32, 1
  br i1 %2270, label %for.body255, label %for.end256

for.body255:                                      ; preds = %for.cond254
  %2271 = sext i32 %N to i64
  %2272 = icmp slt i64 %2271, 0
  %2273 = sext i32 %N to i64
  %2274 = icmp sgt i64 %2273, 4096
  %2275 = sext i32 %N to i64
  %2276 = select i1 %2274, i64 4096, i64 %2275
  %2277 = select i1 %2272, i64 0, i64 %2276
  %2278 = icmp slt i64 %2277, 0
  %2279 = sext i32 %N to i64
  %2280 = icmp slt i64 %2279, 0
  %2281 = sext i32 %N to i64
  %2282 = icmp sgt i64 %2281, 4096
  %2283 = sext i32 %N to i64
  %2284 = select i1 %2282, i64 4096, i64 %2283
  %2285 = select i1 %2280, i64 0, i64 %2284
  %2286 = select i1 %2278, i64 0, i64 %2285
  %2287 = trunc i64 %2286 to i32
  %2288 = icmp slt i32 %2287, 0
  %2289 = sext i32 %N to i64
  %2290 = icmp slt i64 %2289, 0
  %2291 = sext i32 %N to i64
  %2292 = icmp sgt i64 %2291, 4096
  %2293 = sext i32 %N to i64
  %2294 = select i1 %2292, i64 4096, i64 %2293
  %2295 = select i1 %2290, i64 0, i64 %2294
  %2296 = icmp slt i64 %2295, 0
  %2297 = sext i32 %N to i64
  %2298 = icmp slt i64 %2297, 0
  %2299 = sext i32 %N to i64
  %2300 = icmp sgt i64 %2299, 4096
  %2301 = sext i32 %N to i64
  %2302 = select i1 %2300, i64 4096, i64 %2301
  %2303 = select i1 %2298, i64 0, i64 %2302
  %2304 = select i1 %2296, i64 0, i64 %2303
  %2305 = trunc i64 %2304 to i32
  %2306 = icmp sgt i32 %2305, 4096
  %2307 = sext i32 %N to i64
  %2308 = icmp slt i64 %2307, 0
  %2309 = sext i32 %N to i64
  %2310 = icmp sgt i64 %2309, 4096
  %2311 = sext i32 %N to i64
  %2312 = select i1 %2310, i64 4096, i64 %2311
  %2313 = select i1 %2308, i64 0, i64 %2312
  %2314 = icmp slt i64 %2313, 0
  %2315 = sext i32 %N to i64
  %2316 = icmp slt i64 %2315, 0
  %2317 = sext i32 %N to i64
  %2318 = icmp sgt i64 %2317, 4096
  %2319 = sext i32 %N to i64
  %2320 = select i1 %2318, i64 4096, i64 %2319
  %2321 = select i1 %2316, i64 0, i64 %2320
  %2322 = select i1 %2314, i64 0, i64 %2321
  %2323 = trunc i64 %2322 to i32
  %2324 = select i1 %2306, i32 4096, i32 %2323
  %tl_pad_from33 = select i1 %2288, i32 0, i32 %2324
  %tl_pad_n35 = sub i32 4096, %tl_pad_from33
  br label %for.cond257

for.end256:                                       ; preds = %for.cond254
  br label %for.cond260

for.cond257:                                      ; preds = %for.body258, %for.body255
  %tl_pad_k36 = phi i32 [ 0, %for.body255 ], [ %2332, %for.body258 ]
  %2325 = icmp slt i32 %tl_pad_k36, %tl_pad_n35
  br i1 %2325, label %for.body258, label %for.end259

for.body258:                                      ; preds = %for.cond257
  %2326 = sext i32 %tl_r32 to i64
  %2327 = mul nsw i64 %2326, 4096
  %2328 = add i32 %tl_pad_from33, %tl_pad_k36
  %2329 = sext i32 %2328 to i64
  %2330 = add nsw i64 %2327, %2329
  %2331 = getelementptr inbounds float, ptr %X_r, i64 %2330
  store float 0.000000e+00, ptr %2331, align 4
  %2332 = add nsw i32 %tl_pad_k36, 1
  br label %for.cond257, !llvm.loop !62

for.end259:                                       ; preds = %for.cond257
  %2333 = add nsw i32 %tl_r32, 1
  br label %for.cond254, !llvm.loop !63

for.cond260:                                      ; preds = %for.end265, %for.end256
  %tl_r37 = phi i32 [ 0, %for.end256 ], [ %2397, %for.end265 ]
  %2334 = icmp slt i32 %tl_r37, 1
  br i1 %2334, label %for.body261, label %for.end262

for.body261:                                      ; preds = %for.cond260
  %2335 = sext i32 %N to i64
  %2336 = icmp slt i64 %2335, 0
  %2337 = sext i32 %N to i64
  %2338 = icmp sgt i64 %2337, 4096
  %2339 = sext i32 %N to i64
  %2340 = select i1 %2338, i64 4096, i64 %2339
  %2341 = select i1 %2336, i64 0, i64 %2340
  %2342 = icmp slt i64 %2341, 0
  %2343 = sext i32 %N to i64
  %2344 = icmp slt i64 %2343, 0
  %2345 = sext i32 %N to i64
  %2346 = icmp sgt i64 %2345, 4096
  %2347 = sext i32 %N to i64
  %2348 = select i1 %2346, i64 4096, i64 %2347
  %2349 = select i1 %2344, i64 0, i64 %2348
  %2350 = select i1 %2342, i64 0, i64 %2349
  %2351 = trunc i64 %2350 to i32
  %2352 = icmp slt i32 %2351, 0
  %2353 = sext i32 %N to i64
  %2354 = icmp slt i64 %2353, 0
  %2355 = sext i32 %N to i64
  %2356 = icmp sgt i64 %2355, 4096
  %2357 = sext i32 %N to i64
  %2358 = select i1 %2356, i64 4096, i64 %2357
  %2359 = select i1 %2354, i64 0, i64 %2358
  %2360 = icmp slt i64 %2359, 0
  %2361 = sext i32 %N to i64
  %2362 = icmp slt i64 %2361, 0
  %2363 = sext i32 %N to i64
  %2364 = icmp sgt i64 %2363, 4096
  %2365 = sext i32 %N to i64
  %2366 = select i1 %2364, i64 4096, i64 %2365
  %2367 = select i1 %2362, i64 0, i64 %2366
  %2368 = select i1 %2360, i64 0, i64 %2367
  %2369 = trunc i64 %2368 to i32
  %2370 = icmp sgt i32 %2369, 4096
  %2371 = sext i32 %N to i64
  %2372 = icmp slt i64 %2371, 0
  %2373 = sext i32 %N to i64
  %2374 = icmp sgt i64 %2373, 4096
  %2375 = sext i32 %N to i64
  %2376 = select i1 %2374, i64 4096, i64 %2375
  %2377 = select i1 %2372, i64 0, i64 %2376
  %2378 = icmp slt i64 %2377, 0
  %2379 = sext i32 %N to i64
  %2380 = icmp slt i64 %2379, 0
  %2381 = sext i32 %N to i64
  %2382 = icmp sgt i64 %2381, 4096
  %2383 = sext i32 %N to i64
  %2384 = select i1 %2382, i64 4096, i64 %2383
  %2385 = select i1 %2380, i64 0, i64 %2384
  %2386 = select i1 %2378, i64 0, i64 %2385
  %2387 = trunc i64 %2386 to i32
  %2388 = select i1 %2370, i32 4096, i32 %2387
  %tl_pad_from38 = select i1 %2352, i32 0, i32 %2388
  %tl_pad_n40 = sub i32 4096, %tl_pad_from38
  br label %for.cond263

for.end262:                                       ; preds = %for.cond260
  br label %if.end149

for.cond263:                                      ; preds = %for.body264, %for.body261
  %tl_pad_k41 = phi i32 [ 0, %for.body261 ], [ %2396, %for.body264 ]
  %2389 = icmp slt i32 %tl_pad_k41, %tl_pad_n40
  br i1 %2389, label %for.body264, label %for.end265

for.body264:                                      ; preds = %for.cond263
  %2390 = sext i32 %tl_r37 to i64
  %2391 = mul nsw i64 %2390, 4096
  %2392 = add i32 %tl_pad_from38, %tl_pad_k41
  %2393 = sext i32 %2392 to i64
  %2394 = add nsw i64 %2391, %2393
  %2395 = getelementptr inbounds float, ptr %sq_r, i64 %2394
  store float 0.000000e+00, ptr %2395, align 4
  %2396 = add nsw i32 %tl_pad_k41, 1
  br label %for.cond263, !llvm.loop !64

for.end265:                                       ; preds = %for.cond263
  %2397 = add nsw i32 %tl_r37, 1
  br label %for.cond260, !llvm.loop !65

for.cond266:                                      ; preds = %for.body267, %if.else148
  %i11 = phi i32 [ 0, %if.else148 ], [ %2401, %for.body267 ]
  %2398 = icmp slt i32 %i11, 4
  br i1 %2398, label %for.body267, label %for.end268

for.body267:                                      ; preds = %for.cond266
  %2399 = sext i32 %i11 to i64
  %2400 = getelementptr inbounds float, ptr %mean, i64 %2399
  store float 0.000000e+00, ptr %2400, align 4
  %2401 = add nsw i32 %i11, 1
  br label %for.cond266, !llvm.loop !66

for.end268:                                       ; preds = %for.cond266
  br label %for.cond269

for.cond269:                                      ; preds = %for.body270, %for.end268
  %i11272 = phi i32 [ 0, %for.end268 ], [ %2405, %for.body270 ]
  %2402 = icmp slt i32 %i11272, 4
  br i1 %2402, label %for.body270, label %for.end271

for.body270:                                      ; preds = %for.cond269
  %2403 = sext i32 %i11272 to i64
  %2404 = getelementptr inbounds float, ptr %rstd, i64 %2403
  store float 0.000000e+00, ptr %2404, align 4
  %2405 = add nsw i32 %i11272, 1
  br label %for.cond269, !llvm.loop !67

for.end271:                                       ; preds = %for.cond269
  %2406 = sext i32 %N to i64
  %2407 = sdiv i64 %2406, 512
  %2408 = sub i64 0, %2406
  %2409 = select i1 false, i64 %2408, i64 %2407
  %2410 = srem i64 %2406, 512
  %2411 = icmp ne i64 %2410, 0
  %2412 = icmp slt i64 %2406, 0
  %2413 = icmp eq i1 %2412, false
  %2414 = and i1 %2411, %2413
  %2415 = zext i1 %2414 to i64
  %2416 = add i64 %2409, %2415
  %2417 = trunc i64 %2416 to i32
  br label %for.cond273

for.cond273:                                      ; preds = %for.end342, %for.end271
  %c = phi i32 [ 0, %for.end271 ], [ %2661, %for.end342 ]
  %2418 = icmp slt i32 %c, %2417
  br i1 %2418, label %for.body274, label %for.end275

for.body274:                                      ; preds = %for.cond273
  %2419 = mul i32 %bx, 4
  %2420 = icmp sle i32 0, %2419
  %2421 = mul i32 %bx, 4
  %2422 = sext i32 %2421 to i64
  %2423 = add i64 %2422, 4
  %2424 = sext i32 %M to i64
  %2425 = icmp sle i64 %2423, %2424
  %2426 = and i1 %2420, %2425
  %2427 = mul i32 %c, 512
  %2428 = icmp sle i32 0, %2427
  %2429 = mul i32 %c, 512
  %2430 = sext i32 %2429 to i64
  %2431 = add i64 %2430, 512
  %2432 = sext i32 %N to i64
  %2433 = icmp sle i64 %2431, %2432
  %2434 = and i1 %2428, %2433
  %2435 = and i1 %2426, %2434
  br i1 %2435, label %if.then276, label %if.else277

for.end275:                                       ; preds = %for.cond273
  br label %for.cond357

if.then276:                                       ; preds = %for.body274
  br label %for.cond279

if.else277:                                       ; preds = %for.body274
  br label %for.cond292

if.end278:                                        ; preds = %for.end294, %for.end281
  br label %for.cond314

for.cond279:                                      ; preds = %for.end291, %if.then276
  %i11282 = phi i32 [ 0, %if.then276 ], [ %2483, %for.end291 ]
  %2436 = icmp slt i32 %i11282, 4
  br i1 %2436, label %for.body280, label %for.end281

for.body280:                                      ; preds = %for.cond279
  %2437 = add i32 %c, 1
  %2438 = sext i32 %N to i64
  %2439 = sdiv i64 %2438, 512
  %2440 = sub i64 0, %2438
  %2441 = select i1 false, i64 %2440, i64 %2439
  %2442 = srem i64 %2438, 512
  %2443 = icmp ne i64 %2442, 0
  %2444 = icmp slt i64 %2438, 0
  %2445 = icmp eq i1 %2444, false
  %2446 = and i1 %2443, %2445
  %2447 = zext i1 %2446 to i64
  %2448 = add i64 %2441, %2447
  %2449 = trunc i64 %2448 to i32
  %2450 = icmp slt i32 %2437, %2449
  br i1 %2450, label %if.then283, label %if.else284

for.end281:                                       ; preds = %for.cond279
  br label %if.end278

if.then283:                                       ; preds = %for.body280
  br label %for.cond286

if.else284:                                       ; preds = %for.body280
  br label %if.end285

if.end285:                                        ; preds = %if.else284, %for.end288
  br label %for.cond289

for.cond286:                                      ; preds = %for.body287, %if.then283
  %pf = phi i32 [ 0, %if.then283 ], [ %2464, %for.body287 ]
  %2451 = icmp slt i32 %pf, 32
  br i1 %2451, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
  %2452 = mul i32 %bx, 4
  %2453 = add i32 %2452, %i11282
  %2454 = sext i32 %2453 to i64
  %2455 = sext i32 %N to i64
  %2456 = mul i64 %2454, %2455
  %2457 = add i32 %c, 1
  %2458 = mul i32 %2457, 512
  %2459 = mul i32 %pf, 16
  %2460 = add i32 %2458, %2459
  %2461 = sext i32 %2460 to i64
  %2462 = add i64 %2456, %2461
  %2463 = getelementptr float, ptr %X, i64 %2462
  call void @llvm.prefetch.p0(ptr %2463, i32 0, i32 0, i32 1)
  %2464 = add nsw i32 %pf, 1
  br label %for.cond286, !llvm.loop !68

for.end288:                                       ; preds = %for.cond286
  br label %if.end285

for.cond289:                                      ; preds = %for.body290, %if.end285
  %j1 = phi i32 [ 0, %if.end285 ], [ %2482, %for.body290 ]
  %2465 = icmp slt i32 %j1, 512
  br i1 %2465, label %for.body290, label %for.end291

for.body290:                                      ; preds = %for.cond289
  %2466 = mul i32 %bx, 4
  %2467 = add i32 %2466, %i11282
  %2468 = sext i32 %2467 to i64
  %2469 = sext i32 %N to i64
  %2470 = mul nsw i64 %2468, %2469
  %2471 = mul i32 %c, 512
  %2472 = add i32 %2471, %j1
  %2473 = sext i32 %2472 to i64
  %2474 = add nsw i64 %2470, %2473
  %2475 = getelementptr inbounds float, ptr %X, i64 %2474
  %2476 = load float, ptr %2475, align 4
  %2477 = sext i32 %i11282 to i64
  %2478 = mul nsw i64 %2477, 512
  %2479 = sext i32 %j1 to i64
  %2480 = add nsw i64 %2478, %2479
  %2481 = getelementptr inbounds float, ptr %X_f, i64 %2480
  store float %2476, ptr %2481, align 4
  %2482 = add nsw i32 %j1, 1
  br label %for.cond289, !llvm.loop !69

for.end291:                                       ; preds = %for.cond289
  %2483 = add nsw i32 %i11282, 1
  br label %for.cond279, !llvm.loop !70

for.cond292:                                      ; preds = %for.end312, %if.else277
  %i11295 = phi i32 [ 0, %if.else277 ], [ %2592, %for.end312 ]
  %2484 = icmp slt i32 %i11295, 4
  br i1 %2484, label %for.body293, label %for.end294

for.body293:                                      ; preds = %for.cond292
  %2485 = mul i32 %c, 512
  %2486 = sext i32 %2485 to i64
  %2487 = sub i64 0, %2486
  %2488 = icmp slt i64 %2487, 0
  %2489 = mul i32 %c, 512
  %2490 = sext i32 %2489 to i64
  %2491 = sub i64 0, %2490
  %2492 = icmp sgt i64 %2491, 512
  %2493 = mul i32 %c, 512
  %2494 = sext i32 %2493 to i64
  %2495 = sub i64 0, %2494
  %2496 = select i1 %2492, i64 512, i64 %2495
  %2497 = select i1 %2488, i64 0, i64 %2496
  %tl_lo12 = trunc i64 %2497 to i32
  %2498 = sext i32 %N to i64
  %2499 = mul i32 %c, 512
  %2500 = sext i32 %2499 to i64
  %2501 = sub i64 %2498, %2500
  %2502 = icmp slt i64 %2501, 0
  %2503 = sext i32 %N to i64
  %2504 = mul i32 %c, 512
  %2505 = sext i32 %2504 to i64
  %2506 = sub i64 %2503, %2505
  %2507 = icmp sgt i64 %2506, 512
  %2508 = sext i32 %N to i64
  %2509 = mul i32 %c, 512
  %2510 = sext i32 %2509 to i64
  %2511 = sub i64 %2508, %2510
  %2512 = select i1 %2507, i64 512, i64 %2511
  %2513 = select i1 %2502, i64 0, i64 %2512
  %2514 = sext i32 %tl_lo12 to i64
  %2515 = icmp slt i64 %2513, %2514
  %2516 = sext i32 %tl_lo12 to i64
  %2517 = sext i32 %N to i64
  %2518 = mul i32 %c, 512
  %2519 = sext i32 %2518 to i64
  %2520 = sub i64 %2517, %2519
  %2521 = icmp slt i64 %2520, 0
  %2522 = sext i32 %N to i64
  %2523 = mul i32 %c, 512
  %2524 = sext i32 %2523 to i64
  %2525 = sub i64 %2522, %2524
  %2526 = icmp sgt i64 %2525, 512
  %2527 = sext i32 %N to i64
  %2528 = mul i32 %c, 512
  %2529 = sext i32 %2528 to i64
  %2530 = sub i64 %2527, %2529
  %2531 = select i1 %2526, i64 512, i64 %2530
  %2532 = select i1 %2521, i64 0, i64 %2531
  %2533 = select i1 %2515, i64 %2516, i64 %2532
  %tl_hi13 = trunc i64 %2533 to i32
  br label %for.cond296

for.end294:                                       ; preds = %for.cond292
  br label %if.end278

for.cond296:                                      ; preds = %for.body297, %for.body293
  %j1299 = phi i32 [ 0, %for.body293 ], [ %2540, %for.body297 ]
  %2534 = icmp slt i32 %j1299, %tl_lo12
  br i1 %2534, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  %2535 = sext i32 %i11295 to i64
  %2536 = mul nsw i64 %2535, 512
  %2537 = sext i32 %j1299 to i64
  %2538 = add nsw i64 %2536, %2537
  %2539 = getelementptr inbounds float, ptr %X_f, i64 %2538
  store float 0.000000e+00, ptr %2539, align 4
  %2540 = add nsw i32 %j1299, 1
  br label %for.cond296, !llvm.loop !71

for.end298:                                       ; preds = %for.cond296
  %2541 = mul i32 %bx, 4
  %2542 = sext i32 %2541 to i64
  %2543 = sext i32 %i11295 to i64
  %2544 = add i64 %2542, %2543
  %2545 = icmp sle i64 0, %2544
  %2546 = mul i32 %bx, 4
  %2547 = sext i32 %2546 to i64
  %2548 = sext i32 %i11295 to i64
  %2549 = add i64 %2547, %2548
  %2550 = sext i32 %M to i64
  %2551 = icmp slt i64 %2549, %2550
  %2552 = and i1 %2545, %2551
  br i1 %2552, label %if.then300, label %if.else301

if.then300:                                       ; preds = %for.end298
  %2553 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond303

if.else301:                                       ; preds = %for.end298
  %2554 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond306

if.end302:                                        ; preds = %for.end308, %for.end305
  %2555 = sub i32 512, %tl_hi13
  br label %for.cond310

for.cond303:                                      ; preds = %for.body304, %if.then300
  %j11 = phi i32 [ 0, %if.then300 ], [ %2575, %for.body304 ]
  %2556 = icmp slt i32 %j11, %2553
  br i1 %2556, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %2557 = mul i32 %bx, 4
  %2558 = add i32 %2557, %i11295
  %2559 = sext i32 %2558 to i64
  %2560 = sext i32 %N to i64
  %2561 = mul nsw i64 %2559, %2560
  %2562 = mul i32 %c, 512
  %2563 = add i32 %tl_lo12, %j11
  %2564 = add i32 %2562, %2563
  %2565 = sext i32 %2564 to i64
  %2566 = add nsw i64 %2561, %2565
  %2567 = getelementptr inbounds float, ptr %X, i64 %2566
  %2568 = load float, ptr %2567, align 4
  %2569 = sext i32 %i11295 to i64
  %2570 = mul nsw i64 %2569, 512
  %2571 = add i32 %tl_lo12, %j11
  %2572 = sext i32 %2571 to i64
  %2573 = add nsw i64 %2570, %2572
  %2574 = getelementptr inbounds float, ptr %X_f, i64 %2573
  store float %2568, ptr %2574, align 4
  %2575 = add nsw i32 %j11, 1
  br label %for.cond303, !llvm.loop !72

for.end305:                                       ; preds = %for.cond303
  br label %if.end302

for.cond306:                                      ; preds = %for.body307, %if.else301
  %j11309 = phi i32 [ 0, %if.else301 ], [ %2583, %for.body307 ]
  %2576 = icmp slt i32 %j11309, %2554
  br i1 %2576, label %for.body307, label %for.end308

for.body307:                                      ; preds = %for.cond306
  %2577 = sext i32 %i11295 to i64
  %2578 = mul nsw i64 %2577, 512
  %2579 = add i32 %tl_lo12, %j11309
  %2580 = sext i32 %2579 to i64
  %2581 = add nsw i64 %2578, %2580
  %2582 = getelementptr inbounds float, ptr %X_f, i64 %2581
  store float 0.000000e+00, ptr %2582, align 4
  %2583 = add nsw i32 %j11309, 1
  br label %for.cond306, !llvm.loop !73

for.end308:                                       ; preds = %for.cond306
  br label %if.end302

for.cond310:                                      ; preds = %for.body311, %if.end302
  %j11313 = phi i32 [ 0, %if.end302 ], [ %2591, %for.body311 ]
  %2584 = icmp slt i32 %j11313, %2555
  br i1 %2584, label %for.body311, label %for.end312

for.body311:                                      ; preds = %for.cond310
  %2585 = sext i32 %i11295 to i64
  %2586 = mul nsw i64 %2585, 512
  %2587 = add i32 %tl_hi13, %j11313
  %2588 = sext i32 %2587 to i64
  %2589 = add nsw i64 %2586, %2588
  %2590 = getelementptr inbounds float, ptr %X_f, i64 %2589
  store float 0.000000e+00, ptr %2590, align 4
  %2591 = add nsw i32 %j11313, 1
  br label %for.cond310, !llvm.loop !74

for.end312:                                       ; preds = %for.cond310
  %2592 = add nsw i32 %i11295, 1
  br label %for.cond292, !llvm.loop !75

for.cond314:                                      ; preds = %for.end320, %if.end278
  %i317 = phi i32 [ 0, %if.end278 ], [ %2617, %for.end320 ]
  %2593 = icmp slt i32 %i317, 4
  br i1 %2593, label %for.body315, label %for.end316

for.body315:                                      ; preds = %for.cond314
  br label %for.cond318

for.end316:                                       ; preds = %for.cond314
  br label %for.cond323

for.cond318:                                      ; preds = %for.body319, %for.body315
  %j321 = phi i32 [ 0, %for.body315 ], [ %2616, %for.body319 ]
  %2594 = icmp slt i32 %j321, 512
  br i1 %2594, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  %2595 = mul i32 %c, 512
  %2596 = add i32 %2595, %j321
  %2597 = icmp slt i32 %2596, %N
  %2598 = sext i32 %i317 to i64
  %2599 = mul nsw i64 %2598, 512
  %2600 = sext i32 %j321 to i64
  %2601 = add nsw i64 %2599, %2600
  %2602 = call i64 @llvm.umin.i64(i64 %2601, i64 2047)
  %2603 = getelementptr inbounds float, ptr %X_f, i64 %2602
  %2604 = load float, ptr %2603, align 4
  %x322 = select i1 %2597, float %2604, float 0.000000e+00
  %2605 = sext i32 %i317 to i64
  %2606 = mul nsw i64 %2605, 512
  %2607 = sext i32 %j321 to i64
  %2608 = add nsw i64 %2606, %2607
  %2609 = getelementptr inbounds float, ptr %X_f, i64 %2608
  store float %x322, ptr %2609, align 4
  %2610 = fmul float %x322, %x322
  %2611 = sext i32 %i317 to i64
  %2612 = mul nsw i64 %2611, 512
  %2613 = sext i32 %j321 to i64
  %2614 = add nsw i64 %2612, %2613
  %2615 = getelementptr inbounds float, ptr %sq, i64 %2614
  store float %2610, ptr %2615, align 4
  %2616 = add nsw i32 %j321, 1
  br label %for.cond318, !llvm.loop !76

for.end320:                                       ; preds = %for.cond318
  %2617 = add nsw i32 %i317, 1
  br label %for.cond314, !llvm.loop !77

for.cond323:                                      ; preds = %for.end338, %for.end316
  %i9 = phi i32 [ 0, %for.end316 ], [ %2659, %for.end338 ]
  %2618 = icmp slt i32 %i9, 4
  br i1 %2618, label %for.body324, label %for.end325

for.body324:                                      ; preds = %for.cond323
  br label %for.cond326

for.end325:                                       ; preds = %for.cond323
  br label %for.cond340

for.cond326:                                      ; preds = %for.body327, %for.body324
  %lane6 = phi i32 [ 0, %for.body324 ], [ %2628, %for.body327 ]
  %2619 = icmp slt i32 %lane6, 32
  br i1 %2619, label %for.body327, label %for.end328

for.body327:                                      ; preds = %for.cond326
  %2620 = sext i32 %i9 to i64
  %2621 = mul nsw i64 %2620, 512
  %2622 = sext i32 %lane6 to i64
  %2623 = add nsw i64 %2621, %2622
  %2624 = getelementptr inbounds float, ptr %X_f, i64 %2623
  %2625 = load float, ptr %2624, align 4
  %2626 = sext i32 %lane6 to i64
  %2627 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2626
  store float %2625, ptr %2627, align 4
  %2628 = add nsw i32 %lane6, 1
  br label %for.cond326, !llvm.loop !78

for.end328:                                       ; preds = %for.cond326
  br label %for.cond329

for.cond329:                                      ; preds = %for.end334, %for.end328
  %red6 = phi i32 [ 0, %for.end328 ], [ %2647, %for.end334 ]
  %2629 = icmp slt i32 %red6, 15
  br i1 %2629, label %for.body330, label %for.end331

for.body330:                                      ; preds = %for.cond329
  br label %for.cond332

for.end331:                                       ; preds = %for.cond329
  br label %for.cond336

for.cond332:                                      ; preds = %for.body333, %for.body330
  %lane6335 = phi i32 [ 0, %for.body330 ], [ %2646, %for.body333 ]
  %2630 = icmp slt i32 %lane6335, 32
  br i1 %2630, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
  %2631 = sext i32 %lane6335 to i64
  %2632 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2631
  %2633 = load float, ptr %2632, align 4
  %2634 = sext i32 %i9 to i64
  %2635 = mul nsw i64 %2634, 512
  %2636 = add i32 %red6, 1
  %2637 = mul i32 %2636, 32
  %2638 = add i32 %2637, %lane6335
  %2639 = sext i32 %2638 to i64
  %2640 = add nsw i64 %2635, %2639
  %2641 = getelementptr inbounds float, ptr %X_f, i64 %2640
  %2642 = load float, ptr %2641, align 4
  %2643 = fadd float %2633, %2642
  %2644 = sext i32 %lane6335 to i64
  %2645 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2644
  store float %2643, ptr %2645, align 4
  %2646 = add nsw i32 %lane6335, 1
  br label %for.cond332, !llvm.loop !79

for.end334:                                       ; preds = %for.cond332
  %2647 = add nsw i32 %red6, 1
  br label %for.cond329, !llvm.loop !80

for.cond336:                                      ; preds = %for.body337, %for.end331
  %lane6339 = phi i32 [ 0, %for.end331 ], [ %2658, %for.body337 ]
  %2648 = icmp slt i32 %lane6339, 32
  br i1 %2648, label %for.body337, label %for.end338

for.body337:                                      ; preds = %for.cond336
  %2649 = sext i32 %i9 to i64
  %2650 = getelementptr inbounds float, ptr %mean, i64 %2649
  %2651 = load float, ptr %2650, align 4
  %2652 = sext i32 %lane6339 to i64
  %2653 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2652
  %2654 = load float, ptr %2653, align 4
  %2655 = fadd float %2651, %2654
  %2656 = sext i32 %i9 to i64
  %2657 = getelementptr inbounds float, ptr %mean, i64 %2656
  store float %2655, ptr %2657, align 4
  %2658 = add nsw i32 %lane6339, 1
  br label %for.cond336, !llvm.loop !81

for.end338:                                       ; preds = %for.cond336
  %2659 = add nsw i32 %i9, 1
  br label %for.cond323, !llvm.loop !82

for.cond340:                                      ; preds = %for.end355, %for.end325
  %i10 = phi i32 [ 0, %for.end325 ], [ %2702, %for.end355 ]
  %2660 = icmp slt i32 %i10, 4
  br i1 %2660, label %for.body341, label %for.end342

for.body341:                                      ; preds = %for.cond340
  br label %for.cond343

for.end342:                                       ; preds = %for.cond340
  %2661 = add nsw i32 %c, 1
  br label %for.cond273, !llvm.loop !83

for.cond343:                                      ; preds = %for.body344, %for.body341
  %lane7 = phi i32 [ 0, %for.body341 ], [ %2671, %for.body344 ]
  %2662 = icmp slt i32 %lane7, 32
  br i1 %2662, label %for.body344, label %for.end345

for.body344:                                      ; preds = %for.cond343
  %2663 = sext i32 %i10 to i64
  %2664 = mul nsw i64 %2663, 512
  %2665 = sext i32 %lane7 to i64
  %2666 = add nsw i64 %2664, %2665
  %2667 = getelementptr inbounds float, ptr %sq, i64 %2666
  %2668 = load float, ptr %2667, align 4
  %2669 = sext i32 %lane7 to i64
  %2670 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2669
  store float %2668, ptr %2670, align 4
  %2671 = add nsw i32 %lane7, 1
  br label %for.cond343, !llvm.loop !84

for.end345:                                       ; preds = %for.cond343
  br label %for.cond346

for.cond346:                                      ; preds = %for.end351, %for.end345
  %red7 = phi i32 [ 0, %for.end345 ], [ %2690, %for.end351 ]
  %2672 = icmp slt i32 %red7, 15
  br i1 %2672, label %for.body347, label %for.end348

for.body347:                                      ; preds = %for.cond346
  br label %for.cond349

for.end348:                                       ; preds = %for.cond346
  br label %for.cond353

for.cond349:                                      ; preds = %for.body350, %for.body347
  %lane7352 = phi i32 [ 0, %for.body347 ], [ %2689, %for.body350 ]
  %2673 = icmp slt i32 %lane7352, 32
  br i1 %2673, label %for.body350, label %for.end351

for.body350:                                      ; preds = %for.cond349
  %2674 = sext i32 %lane7352 to i64
  %2675 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2674
  %2676 = load float, ptr %2675, align 4
  %2677 = sext i32 %i10 to i64
  %2678 = mul nsw i64 %2677, 512
  %2679 = add i32 %red7, 1
  %2680 = mul i32 %2679, 32
  %2681 = add i32 %2680, %lane7352
  %2682 = sext i32 %2681 to i64
  %2683 = add nsw i64 %2678, %2682
  %2684 = getelementptr inbounds float, ptr %sq, i64 %2683
  %2685 = load float, ptr %2684, align 4
  %2686 = fadd float %2676, %2685
  %2687 = sext i32 %lane7352 to i64
  %2688 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2687
  store float %2686, ptr %2688, align 4
  %2689 = add nsw i32 %lane7352, 1
  br label %for.cond349, !llvm.loop !85

for.end351:                                       ; preds = %for.cond349
  %2690 = add nsw i32 %red7, 1
  br label %for.cond346, !llvm.loop !86

for.cond353:                                      ; preds = %for.body354, %for.end348
  %lane7356 = phi i32 [ 0, %for.end348 ], [ %2701, %for.body354 ]
  %2691 = icmp slt i32 %lane7356, 32
  br i1 %2691, label %for.body354, label %for.end355

for.body354:                                      ; preds = %for.cond353
  %2692 = sext i32 %i10 to i64
  %2693 = getelementptr inbounds float, ptr %rstd, i64 %2692
  %2694 = load float, ptr %2693, align 4
  %2695 = sext i32 %lane7356 to i64
  %2696 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2695
  %2697 = load float, ptr %2696, align 4
  %2698 = fadd float %2694, %2697
  %2699 = sext i32 %i10 to i64
  %2700 = getelementptr inbounds float, ptr %rstd, i64 %2699
  store float %2698, ptr %2700, align 4
  %2701 = add nsw i32 %lane7356, 1
  br label %for.cond353, !llvm.loop !87

for.end355:                                       ; preds = %for.cond353
  %2702 = add nsw i32 %i10, 1
  br label %for.cond340, !llvm.loop !88

for.cond357:                                      ; preds = %for.body358, %for.end275
  %i360 = phi i32 [ 0, %for.end275 ], [ %2732, %for.body358 ]
  %2703 = icmp slt i32 %i360, 4
  br i1 %2703, label %for.body358, label %for.end359

for.body358:                                      ; preds = %for.cond357
  %2704 = sext i32 %i360 to i64
  %2705 = getelementptr inbounds float, ptr %mean, i64 %2704
  %2706 = load float, ptr %2705, align 4
  %2707 = sitofp i32 %N to float
  %2708 = fdiv float %2706, %2707
  %2709 = sext i32 %i360 to i64
  %2710 = getelementptr inbounds float, ptr %mean, i64 %2709
  store float %2708, ptr %2710, align 4
  %2711 = sext i32 %i360 to i64
  %2712 = getelementptr inbounds float, ptr %rstd, i64 %2711
  %2713 = load float, ptr %2712, align 4
  %2714 = sitofp i32 %N to float
  %2715 = fdiv float %2713, %2714
  %2716 = sext i32 %i360 to i64
  %2717 = getelementptr inbounds float, ptr %mean, i64 %2716
  %2718 = load float, ptr %2717, align 4
  %2719 = sext i32 %i360 to i64
  %2720 = getelementptr inbounds float, ptr %mean, i64 %2719
  %2721 = load float, ptr %2720, align 4
  %2722 = fmul float %2718, %2721
  %2723 = fsub float %2715, %2722
  %2724 = call float @llvm.maxnum.f32(float %2723, float 0.000000e+00)
  %2725 = fadd float %2724, 0x3EE4F8B580000000
  %2726 = fpext float %2725 to double
  %2727 = call double @llvm.sqrt.f64(double %2726)
  %2728 = fdiv double 1.000000e+00, %2727
  %2729 = fptrunc double %2728 to float
  %2730 = sext i32 %i360 to i64
  %2731 = getelementptr inbounds float, ptr %rstd, i64 %2730
  store float %2729, ptr %2731, align 4
  %2732 = add nsw i32 %i360, 1
  br label %for.cond357, !llvm.loop !89

for.end359:                                       ; preds = %for.cond357
  %2733 = sext i32 %N to i64
  %2734 = sdiv i64 %2733, 512
  %2735 = sub i64 0, %2733
  %2736 = select i1 false, i64 %2735, i64 %2734
  %2737 = srem i64 %2733, 512
  %2738 = icmp ne i64 %2737, 0
  %2739 = icmp slt i64 %2733, 0
  %2740 = icmp eq i1 %2739, false
  %2741 = and i1 %2738, %2740
  %2742 = zext i1 %2741 to i64
  %2743 = add i64 %2736, %2742
  %2744 = trunc i64 %2743 to i32
  br label %for.cond361

for.cond361:                                      ; preds = %if.end443, %for.end359
  %c364 = phi i32 [ 0, %for.end359 ], [ %5251, %if.end443 ]
  %2745 = icmp slt i32 %c364, %2744
  br i1 %2745, label %for.body362, label %for.end363

for.body362:                                      ; preds = %for.cond361
  %2746 = sext i32 %N to i64
  %2747 = sdiv i64 %2746, 512
  %2748 = sub i64 0, %2746
  %2749 = select i1 false, i64 %2748, i64 %2747
  %2750 = srem i64 %2746, 512
  %2751 = icmp ne i64 %2750, 0
  %2752 = icmp slt i64 %2746, 0
  %2753 = icmp eq i1 %2752, false
  %2754 = and i1 %2751, %2753
  %2755 = zext i1 %2754 to i64
  %2756 = add i64 %2749, %2755
  %2757 = trunc i64 %2756 to i32
  %2758 = sub i32 %2757, 1
  %t = sub i32 %2758, %c364
  %2759 = mul i32 %bx, 4
  %2760 = icmp sle i32 0, %2759
  %2761 = mul i32 %bx, 4
  %2762 = sext i32 %2761 to i64
  %2763 = add i64 %2762, 4
  %2764 = sext i32 %M to i64
  %2765 = icmp sle i64 %2763, %2764
  %2766 = and i1 %2760, %2765
  %2767 = mul i32 %t, 512
  %2768 = icmp sle i32 0, %2767
  %2769 = mul i32 %t, 512
  %2770 = sext i32 %2769 to i64
  %2771 = add i64 %2770, 512
  %2772 = sext i32 %N to i64
  %2773 = icmp sle i64 %2771, %2772
  %2774 = and i1 %2768, %2773
  %2775 = and i1 %2766, %2774
  br i1 %2775, label %if.then365, label %if.else366

for.end363:                                       ; preds = %for.cond361
  br label %if.end149

if.then365:                                       ; preds = %for.body362
  br label %for.cond368

if.else366:                                       ; preds = %for.body362
  br label %for.cond374

if.end367:                                        ; preds = %for.end376, %for.end370
  %2776 = mul i32 %t, 512
  %2777 = icmp sle i32 0, %2776
  %2778 = mul i32 %t, 512
  %2779 = sext i32 %2778 to i64
  %2780 = add i64 %2779, 512
  %2781 = sext i32 %N to i64
  %2782 = icmp sle i64 %2780, %2781
  %2783 = and i1 %2777, %2782
  br i1 %2783, label %if.then396, label %if.else397

for.cond368:                                      ; preds = %for.end373, %if.then365
  %i12 = phi i32 [ 0, %if.then365 ], [ %2803, %for.end373 ]
  %2784 = icmp slt i32 %i12, 4
  br i1 %2784, label %for.body369, label %for.end370

for.body369:                                      ; preds = %for.cond368
  br label %for.cond371

for.end370:                                       ; preds = %for.cond368
  br label %if.end367

for.cond371:                                      ; preds = %for.body372, %for.body369
  %j2 = phi i32 [ 0, %for.body369 ], [ %2802, %for.body372 ]
  %2785 = icmp slt i32 %j2, 512
  br i1 %2785, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  %2786 = mul i32 %bx, 4
  %2787 = add i32 %2786, %i12
  %2788 = sext i32 %2787 to i64
  %2789 = sext i32 %N to i64
  %2790 = mul nsw i64 %2788, %2789
  %2791 = mul i32 %t, 512
  %2792 = add i32 %2791, %j2
  %2793 = sext i32 %2792 to i64
  %2794 = add nsw i64 %2790, %2793
  %2795 = getelementptr inbounds float, ptr %X, i64 %2794
  %2796 = load float, ptr %2795, align 4
  %2797 = sext i32 %i12 to i64
  %2798 = mul nsw i64 %2797, 512
  %2799 = sext i32 %j2 to i64
  %2800 = add nsw i64 %2798, %2799
  %2801 = getelementptr inbounds float, ptr %X_f, i64 %2800
  store float %2796, ptr %2801, align 4
  %2802 = add nsw i32 %j2, 1
  br label %for.cond371, !llvm.loop !90

for.end373:                                       ; preds = %for.cond371
  %2803 = add nsw i32 %i12, 1
  br label %for.cond368, !llvm.loop !91

for.cond374:                                      ; preds = %for.end394, %if.else366
  %i12377 = phi i32 [ 0, %if.else366 ], [ %2912, %for.end394 ]
  %2804 = icmp slt i32 %i12377, 4
  br i1 %2804, label %for.body375, label %for.end376

for.body375:                                      ; preds = %for.cond374
  %2805 = mul i32 %t, 512
  %2806 = sext i32 %2805 to i64
  %2807 = sub i64 0, %2806
  %2808 = icmp slt i64 %2807, 0
  %2809 = mul i32 %t, 512
  %2810 = sext i32 %2809 to i64
  %2811 = sub i64 0, %2810
  %2812 = icmp sgt i64 %2811, 512
  %2813 = mul i32 %t, 512
  %2814 = sext i32 %2813 to i64
  %2815 = sub i64 0, %2814
  %2816 = select i1 %2812, i64 512, i64 %2815
  %2817 = select i1 %2808, i64 0, i64 %2816
  %tl_lo14 = trunc i64 %2817 to i32
  %2818 = sext i32 %N to i64
  %2819 = mul i32 %t, 512
  %2820 = sext i32 %2819 to i64
  %2821 = sub i64 %2818, %2820
  %2822 = icmp slt i64 %2821, 0
  %2823 = sext i32 %N to i64
  %2824 = mul i32 %t, 512
  %2825 = sext i32 %2824 to i64
  %2826 = sub i64 %2823, %2825
  %2827 = icmp sgt i64 %2826, 512
  %2828 = sext i32 %N to i64
  %2829 = mul i32 %t, 512
  %2830 = sext i32 %2829 to i64
  %2831 = sub i64 %2828, %2830
  %2832 = select i1 %2827, i64 512, i64 %2831
  %2833 = select i1 %2822, i64 0, i64 %2832
  %2834 = sext i32 %tl_lo14 to i64
  %2835 = icmp slt i64 %2833, %2834
  %2836 = sext i32 %tl_lo14 to i64
  %2837 = sext i32 %N to i64
  %2838 = mul i32 %t, 512
  %2839 = sext i32 %2838 to i64
  %2840 = sub i64 %2837, %2839
  %2841 = icmp slt i64 %2840, 0
  %2842 = sext i32 %N to i64
  %2843 = mul i32 %t, 512
  %2844 = sext i32 %2843 to i64
  %2845 = sub i64 %2842, %2844
  %2846 = icmp sgt i64 %2845, 512
  %2847 = sext i32 %N to i64
  %2848 = mul i32 %t, 512
  %2849 = sext i32 %2848 to i64
  %2850 = sub i64 %2847, %2849
  %2851 = select i1 %2846, i64 512, i64 %2850
  %2852 = select i1 %2841, i64 0, i64 %2851
  %2853 = select i1 %2835, i64 %2836, i64 %2852
  %tl_hi15 = trunc i64 %2853 to i32
  br label %for.cond378

for.end376:                                       ; preds = %for.cond374
  br label %if.end367

for.cond378:                                      ; preds = %for.body379, %for.body375
  %j2381 = phi i32 [ 0, %for.body375 ], [ %2860, %for.body379 ]
  %2854 = icmp slt i32 %j2381, %tl_lo14
  br i1 %2854, label %for.body379, label %for.end380

for.body379:                                      ; preds = %for.cond378
  %2855 = sext i32 %i12377 to i64
  %2856 = mul nsw i64 %2855, 512
  %2857 = sext i32 %j2381 to i64
  %2858 = add nsw i64 %2856, %2857
  %2859 = getelementptr inbounds float, ptr %X_f, i64 %2858
  store float 0.000000e+00, ptr %2859, align 4
  %2860 = add nsw i32 %j2381, 1
  br label %for.cond378, !llvm.loop !92

for.end380:                                       ; preds = %for.cond378
  %2861 = mul i32 %bx, 4
  %2862 = sext i32 %2861 to i64
  %2863 = sext i32 %i12377 to i64
  %2864 = add i64 %2862, %2863
  %2865 = icmp sle i64 0, %2864
  %2866 = mul i32 %bx, 4
  %2867 = sext i32 %2866 to i64
  %2868 = sext i32 %i12377 to i64
  %2869 = add i64 %2867, %2868
  %2870 = sext i32 %M to i64
  %2871 = icmp slt i64 %2869, %2870
  %2872 = and i1 %2865, %2871
  br i1 %2872, label %if.then382, label %if.else383

if.then382:                                       ; preds = %for.end380
  %2873 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond385

if.else383:                                       ; preds = %for.end380
  %2874 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond388

if.end384:                                        ; preds = %for.end390, %for.end387
  %2875 = sub i32 512, %tl_hi15
  br label %for.cond392

for.cond385:                                      ; preds = %for.body386, %if.then382
  %j21 = phi i32 [ 0, %if.then382 ], [ %2895, %for.body386 ]
  %2876 = icmp slt i32 %j21, %2873
  br i1 %2876, label %for.body386, label %for.end387

for.body386:                                      ; preds = %for.cond385
  %2877 = mul i32 %bx, 4
  %2878 = add i32 %2877, %i12377
  %2879 = sext i32 %2878 to i64
  %2880 = sext i32 %N to i64
  %2881 = mul nsw i64 %2879, %2880
  %2882 = mul i32 %t, 512
  %2883 = add i32 %tl_lo14, %j21
  %2884 = add i32 %2882, %2883
  %2885 = sext i32 %2884 to i64
  %2886 = add nsw i64 %2881, %2885
  %2887 = getelementptr inbounds float, ptr %X, i64 %2886
  %2888 = load float, ptr %2887, align 4
  %2889 = sext i32 %i12377 to i64
  %2890 = mul nsw i64 %2889, 512
  %2891 = add i32 %tl_lo14, %j21
  %2892 = sext i32 %2891 to i64
  %2893 = add nsw i64 %2890, %2892
  %2894 = getelementptr inbounds float, ptr %X_f, i64 %2893
  store float %2888, ptr %2894, align 4
  %2895 = add nsw i32 %j21, 1
  br label %for.cond385, !llvm.loop !93

for.end387:                                       ; preds = %for.cond385
  br label %if.end384

for.cond388:                                      ; preds = %for.body389, %if.else383
  %j21391 = phi i32 [ 0, %if.else383 ], [ %2903, %for.body389 ]
  %2896 = icmp slt i32 %j21391, %2874
  br i1 %2896, label %for.body389, label %for.end390

for.body389:                                      ; preds = %for.cond388
  %2897 = sext i32 %i12377 to i64
  %2898 = mul nsw i64 %2897, 512
  %2899 = add i32 %tl_lo14, %j21391
  %2900 = sext i32 %2899 to i64
  %2901 = add nsw i64 %2898, %2900
  %2902 = getelementptr inbounds float, ptr %X_f, i64 %2901
  store float 0.000000e+00, ptr %2902, align 4
  %2903 = add nsw i32 %j21391, 1
  br label %for.cond388, !llvm.loop !94

for.end390:                                       ; preds = %for.cond388
  br label %if.end384

for.cond392:                                      ; preds = %for.body393, %if.end384
  %j21395 = phi i32 [ 0, %if.end384 ], [ %2911, %for.body393 ]
  %2904 = icmp slt i32 %j21395, %2875
  br i1 %2904, label %for.body393, label %for.end394

for.body393:                                      ; preds = %for.cond392
  %2905 = sext i32 %i12377 to i64
  %2906 = mul nsw i64 %2905, 512
  %2907 = add i32 %tl_hi15, %j21395
  %2908 = sext i32 %2907 to i64
  %2909 = add nsw i64 %2906, %2908
  %2910 = getelementptr inbounds float, ptr %X_f, i64 %2909
  store float 0.000000e+00, ptr %2910, align 4
  %2911 = add nsw i32 %j21395, 1
  br label %for.cond392, !llvm.loop !95

for.end394:                                       ; preds = %for.cond392
  %2912 = add nsw i32 %i12377, 1
  br label %for.cond374, !llvm.loop !96

if.then396:                                       ; preds = %if.end367
  br label %for.cond399

if.else397:                                       ; preds = %if.end367
  %2913 = mul i32 %t, 512
  %2914 = sext i32 %2913 to i64
  %2915 = sub i64 0, %2914
  %2916 = icmp slt i64 %2915, 0
  %2917 = mul i32 %t, 512
  %2918 = sext i32 %2917 to i64
  %2919 = sub i64 0, %2918
  %2920 = icmp sgt i64 %2919, 512
  %2921 = mul i32 %t, 512
  %2922 = sext i32 %2921 to i64
  %2923 = sub i64 0, %2922
  %2924 = select i1 %2920, i64 512, i64 %2923
  %2925 = select i1 %2916, i64 0, i64 %2924
  %tl_lo16 = trunc i64 %2925 to i32
  %2926 = sext i32 %N to i64
  %2927 = mul i32 %t, 512
  %2928 = sext i32 %2927 to i64
  %2929 = sub i64 %2926, %2928
  %2930 = icmp slt i64 %2929, 0
  %2931 = sext i32 %N to i64
  %2932 = mul i32 %t, 512
  %2933 = sext i32 %2932 to i64
  %2934 = sub i64 %2931, %2933
  %2935 = icmp sgt i64 %2934, 512
  %2936 = sext i32 %N to i64
  %2937 = mul i32 %t, 512
  %2938 = sext i32 %2937 to i64
  %2939 = sub i64 %2936, %2938
  %2940 = select i1 %2935, i64 512, i64 %2939
  %2941 = select i1 %2930, i64 0, i64 %2940
  %2942 = sext i32 %tl_lo16 to i64
  %2943 = icmp slt i64 %2941, %2942
  %2944 = sext i32 %tl_lo16 to i64
  %2945 = sext i32 %N to i64
  %2946 = mul i32 %t, 512
  %2947 = sext i32 %2946 to i64
  %2948 = sub i64 %2945, %2947
  %2949 = icmp slt i64 %2948, 0
  %2950 = sext i32 %N to i64
  %2951 = mul i32 %t, 512
  %2952 = sext i32 %2951 to i64
  %2953 = sub i64 %2950, %2952
  %2954 = icmp sgt i64 %2953, 512
  %2955 = sext i32 %N to i64
  %2956 = mul i32 %t, 512
  %2957 = sext i32 %2956 to i64
  %2958 = sub i64 %2955, %2957
  %2959 = select i1 %2954, i64 512, i64 %2958
  %2960 = select i1 %2949, i64 0, i64 %2959
  %2961 = select i1 %2943, i64 %2944, i64 %2960
  %tl_hi17 = trunc i64 %2961 to i32
  br label %for.cond403

if.end398:                                        ; preds = %for.end409, %for.end401
  %2962 = mul i32 %t, 512
  %2963 = icmp sle i32 0, %2962
  %2964 = mul i32 %t, 512
  %2965 = sext i32 %2964 to i64
  %2966 = add i64 %2965, 512
  %2967 = sext i32 %N to i64
  %2968 = icmp sle i64 %2966, %2967
  %2969 = and i1 %2963, %2968
  br i1 %2969, label %if.then410, label %if.else411

for.cond399:                                      ; preds = %for.body400, %if.then396
  %i12402 = phi i32 [ 0, %if.then396 ], [ %2978, %for.body400 ]
  %2970 = icmp slt i32 %i12402, 512
  br i1 %2970, label %for.body400, label %for.end401

for.body400:                                      ; preds = %for.cond399
  %2971 = mul i32 %t, 512
  %2972 = add i32 %2971, %i12402
  %2973 = sext i32 %2972 to i64
  %2974 = getelementptr inbounds float, ptr %W, i64 %2973
  %2975 = load float, ptr %2974, align 4
  %2976 = sext i32 %i12402 to i64
  %2977 = getelementptr inbounds float, ptr %W_f, i64 %2976
  store float %2975, ptr %2977, align 4
  %2978 = add nsw i32 %i12402, 1
  br label %for.cond399, !llvm.loop !97

for.end401:                                       ; preds = %for.cond399
  br label %if.end398

for.cond403:                                      ; preds = %for.body404, %if.else397
  %i12406 = phi i32 [ 0, %if.else397 ], [ %2982, %for.body404 ]
  %2979 = icmp slt i32 %i12406, %tl_lo16
  br i1 %2979, label %for.body404, label %for.end405

for.body404:                                      ; preds = %for.cond403
  %2980 = sext i32 %i12406 to i64
  %2981 = getelementptr inbounds float, ptr %W_f, i64 %2980
  store float 0.000000e+00, ptr %2981, align 4
  %2982 = add nsw i32 %i12406, 1
  br label %for.cond403, !llvm.loop !98

for.end405:                                       ; preds = %for.cond403
  %2983 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond407

for.cond407:                                      ; preds = %for.body408, %for.end405
  %i121 = phi i32 [ 0, %for.end405 ], [ %2994, %for.body408 ]
  %2984 = icmp slt i32 %i121, %2983
  br i1 %2984, label %for.body408, label %for.end409

for.body408:                                      ; preds = %for.cond407
  %2985 = mul i32 %t, 512
  %2986 = add i32 %tl_lo16, %i121
  %2987 = add i32 %2985, %2986
  %2988 = sext i32 %2987 to i64
  %2989 = getelementptr inbounds float, ptr %W, i64 %2988
  %2990 = load float, ptr %2989, align 4
  %2991 = add i32 %tl_lo16, %i121
  %2992 = sext i32 %2991 to i64
  %2993 = getelementptr inbounds float, ptr %W_f, i64 %2992
  store float %2990, ptr %2993, align 4
  %2994 = add nsw i32 %i121, 1
  br label %for.cond407, !llvm.loop !99

for.end409:                                       ; preds = %for.cond407
  br label %if.end398

if.then410:                                       ; preds = %if.end398
  br label %for.cond413

if.else411:                                       ; preds = %if.end398
  %2995 = mul i32 %t, 512
  %2996 = sext i32 %2995 to i64
  %2997 = sub i64 0, %2996
  %2998 = icmp slt i64 %2997, 0
  %2999 = mul i32 %t, 512
  %3000 = sext i32 %2999 to i64
  %3001 = sub i64 0, %3000
  %3002 = icmp sgt i64 %3001, 512
  %3003 = mul i32 %t, 512
  %3004 = sext i32 %3003 to i64
  %3005 = sub i64 0, %3004
  %3006 = select i1 %3002, i64 512, i64 %3005
  %3007 = select i1 %2998, i64 0, i64 %3006
  %tl_lo18 = trunc i64 %3007 to i32
  %3008 = sext i32 %N to i64
  %3009 = mul i32 %t, 512
  %3010 = sext i32 %3009 to i64
  %3011 = sub i64 %3008, %3010
  %3012 = icmp slt i64 %3011, 0
  %3013 = sext i32 %N to i64
  %3014 = mul i32 %t, 512
  %3015 = sext i32 %3014 to i64
  %3016 = sub i64 %3013, %3015
  %3017 = icmp sgt i64 %3016, 512
  %3018 = sext i32 %N to i64
  %3019 = mul i32 %t, 512
  %3020 = sext i32 %3019 to i64
  %3021 = sub i64 %3018, %3020
  %3022 = select i1 %3017, i64 512, i64 %3021
  %3023 = select i1 %3012, i64 0, i64 %3022
  %3024 = sext i32 %tl_lo18 to i64
  %3025 = icmp slt i64 %3023, %3024
  %3026 = sext i32 %tl_lo18 to i64
  %3027 = sext i32 %N to i64
  %3028 = mul i32 %t, 512
  %3029 = sext i32 %3028 to i64
  %3030 = sub i64 %3027, %3029
  %3031 = icmp slt i64 %3030, 0
  %3032 = sext i32 %N to i64
  %3033 = mul i32 %t, 512
  %3034 = sext i32 %3033 to i64
  %3035 = sub i64 %3032, %3034
  %3036 = icmp sgt i64 %3035, 512
  %3037 = sext i32 %N to i64
  %3038 = mul i32 %t, 512
  %3039 = sext i32 %3038 to i64
  %3040 = sub i64 %3037, %3039
  %3041 = select i1 %3036, i64 512, i64 %3040
  %3042 = select i1 %3031, i64 0, i64 %3041
  %3043 = select i1 %3025, i64 %3026, i64 %3042
  %tl_hi19 = trunc i64 %3043 to i32
  br label %for.cond417

if.end412:                                        ; preds = %for.end423, %for.end415
  %3044 = sext i32 %N to i64
  %3045 = sext i32 %N to i64
  %3046 = sdiv i64 %3045, 512
  %3047 = sub i64 0, %3045
  %3048 = select i1 false, i64 %3047, i64 %3046
  %3049 = srem i64 %3045, 512
  %3050 = icmp ne i64 %3049, 0
  %3051 = icmp slt i64 %3045, 0
  %3052 = icmp eq i1 %3051, false
  %3053 = and i1 %3050, %3052
  %3054 = zext i1 %3053 to i64
  %3055 = add i64 %3048, %3054
  %3056 = trunc i64 %3055 to i32
  %3057 = sub i32 %3056, 1
  %3058 = sub i32 %3057, %c364
  %3059 = mul i32 %3058, 512
  %3060 = sext i32 %3059 to i64
  %3061 = sub i64 %3044, %3060
  %3062 = icmp slt i64 %3061, 0
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
  %3077 = sub i32 %3076, %c364
  %3078 = mul i32 %3077, 512
  %3079 = sext i32 %3078 to i64
  %3080 = sub i64 %3063, %3079
  %3081 = icmp sgt i64 %3080, 512
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
  %3096 = sub i32 %3095, %c364
  %3097 = mul i32 %3096, 512
  %3098 = sext i32 %3097 to i64
  %3099 = sub i64 %3082, %3098
  %3100 = select i1 %3081, i64 512, i64 %3099
  %3101 = select i1 %3062, i64 0, i64 %3100
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
  %3115 = sub i32 %3114, %c364
  %3116 = mul i32 %3115, 512
  %3117 = sext i32 %3116 to i64
  %3118 = sub i64 0, %3117
  %3119 = icmp slt i64 %3118, 0
  %3120 = sext i32 %N to i64
  %3121 = sdiv i64 %3120, 512
  %3122 = sub i64 0, %3120
  %3123 = select i1 false, i64 %3122, i64 %3121
  %3124 = srem i64 %3120, 512
  %3125 = icmp ne i64 %3124, 0
  %3126 = icmp slt i64 %3120, 0
  %3127 = icmp eq i1 %3126, false
  %3128 = and i1 %3125, %3127
  %3129 = zext i1 %3128 to i64
  %3130 = add i64 %3123, %3129
  %3131 = trunc i64 %3130 to i32
  %3132 = sub i32 %3131, 1
  %3133 = sub i32 %3132, %c364
  %3134 = mul i32 %3133, 512
  %3135 = sext i32 %3134 to i64
  %3136 = sub i64 0, %3135
  %3137 = icmp sgt i64 %3136, 512
  %3138 = sext i32 %N to i64
  %3139 = sdiv i64 %3138, 512
  %3140 = sub i64 0, %3138
  %3141 = select i1 false, i64 %3140, i64 %3139
  %3142 = srem i64 %3138, 512
  %3143 = icmp ne i64 %3142, 0
  %3144 = icmp slt i64 %3138, 0
  %3145 = icmp eq i1 %3144, false
  %3146 = and i1 %3143, %3145
  %3147 = zext i1 %3146 to i64
  %3148 = add i64 %3141, %3147
  %3149 = trunc i64 %3148 to i32
  %3150 = sub i32 %3149, 1
  %3151 = sub i32 %3150, %c364
  %3152 = mul i32 %3151, 512
  %3153 = sext i32 %3152 to i64
  %3154 = sub i64 0, %3153
  %3155 = select i1 %3137, i64 512, i64 %3154
  %3156 = select i1 %3119, i64 0, i64 %3155
  %3157 = trunc i64 %3156 to i32
  %3158 = sext i32 %3157 to i64
  %3159 = icmp slt i64 %3101, %3158
  %3160 = sext i32 %N to i64
  %3161 = sdiv i64 %3160, 512
  %3162 = sub i64 0, %3160
  %3163 = select i1 false, i64 %3162, i64 %3161
  %3164 = srem i64 %3160, 512
  %3165 = icmp ne i64 %3164, 0
  %3166 = icmp slt i64 %3160, 0
  %3167 = icmp eq i1 %3166, false
  %3168 = and i1 %3165, %3167
  %3169 = zext i1 %3168 to i64
  %3170 = add i64 %3163, %3169
  %3171 = trunc i64 %3170 to i32
  %3172 = sub i32 %3171, 1
  %3173 = sub i32 %3172, %c364
  %3174 = mul i32 %3173, 512
  %3175 = sext i32 %3174 to i64
  %3176 = sub i64 0, %3175
  %3177 = icmp slt i64 %3176, 0
  %3178 = sext i32 %N to i64
  %3179 = sdiv i64 %3178, 512
  %3180 = sub i64 0, %3178
  %3181 = select i1 false, i64 %3180, i64 %3179
  %3182 = srem i64 %3178, 512
  %3183 = icmp ne i64 %3182, 0
  %3184 = icmp slt i64 %3178, 0
  %3185 = icmp eq i1 %3184, false
  %3186 = and i1 %3183, %3185
  %3187 = zext i1 %3186 to i64
  %3188 = add i64 %3181, %3187
  %3189 = trunc i64 %3188 to i32
  %3190 = sub i32 %3189, 1
  %3191 = sub i32 %3190, %c364
  %3192 = mul i32 %3191, 512
  %3193 = sext i32 %3192 to i64
  %3194 = sub i64 0, %3193
  %3195 = icmp sgt i64 %3194, 512
  %3196 = sext i32 %N to i64
  %3197 = sdiv i64 %3196, 512
  %3198 = sub i64 0, %3196
  %3199 = select i1 false, i64 %3198, i64 %3197
  %3200 = srem i64 %3196, 512
  %3201 = icmp ne i64 %3200, 0
  %3202 = icmp slt i64 %3196, 0
  %3203 = icmp eq i1 %3202, false
  %3204 = and i1 %3201, %3203
  %3205 = zext i1 %3204 to i64
  %3206 = add i64 %3199, %3205
  %3207 = trunc i64 %3206 to i32
  %3208 = sub i32 %3207, 1
  %3209 = sub i32 %3208, %c364
  %3210 = mul i32 %3209, 512
  %3211 = sext i32 %3210 to i64
  %3212 = sub i64 0, %3211
  %3213 = select i1 %3195, i64 512, i64 %3212
  %3214 = select i1 %3177, i64 0, i64 %3213
  %3215 = trunc i64 %3214 to i32
  %3216 = sext i32 %3215 to i64
  %3217 = sext i32 %N to i64
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
  %3231 = sub i32 %3230, %c364
  %3232 = mul i32 %3231, 512
  %3233 = sext i32 %3232 to i64
  %3234 = sub i64 %3217, %3233
  %3235 = icmp slt i64 %3234, 0
  %3236 = sext i32 %N to i64
  %3237 = sext i32 %N to i64
  %3238 = sdiv i64 %3237, 512
  %3239 = sub i64 0, %3237
  %3240 = select i1 false, i64 %3239, i64 %3238
  %3241 = srem i64 %3237, 512
  %3242 = icmp ne i64 %3241, 0
  %3243 = icmp slt i64 %3237, 0
  %3244 = icmp eq i1 %3243, false
  %3245 = and i1 %3242, %3244
  %3246 = zext i1 %3245 to i64
  %3247 = add i64 %3240, %3246
  %3248 = trunc i64 %3247 to i32
  %3249 = sub i32 %3248, 1
  %3250 = sub i32 %3249, %c364
  %3251 = mul i32 %3250, 512
  %3252 = sext i32 %3251 to i64
  %3253 = sub i64 %3236, %3252
  %3254 = icmp sgt i64 %3253, 512
  %3255 = sext i32 %N to i64
  %3256 = sext i32 %N to i64
  %3257 = sdiv i64 %3256, 512
  %3258 = sub i64 0, %3256
  %3259 = select i1 false, i64 %3258, i64 %3257
  %3260 = srem i64 %3256, 512
  %3261 = icmp ne i64 %3260, 0
  %3262 = icmp slt i64 %3256, 0
  %3263 = icmp eq i1 %3262, false
  %3264 = and i1 %3261, %3263
  %3265 = zext i1 %3264 to i64
  %3266 = add i64 %3259, %3265
  %3267 = trunc i64 %3266 to i32
  %3268 = sub i32 %3267, 1
  %3269 = sub i32 %3268, %c364
  %3270 = mul i32 %3269, 512
  %3271 = sext i32 %3270 to i64
  %3272 = sub i64 %3255, %3271
  %3273 = select i1 %3254, i64 512, i64 %3272
  %3274 = select i1 %3235, i64 0, i64 %3273
  %3275 = select i1 %3159, i64 %3216, i64 %3274
  %3276 = trunc i64 %3275 to i32
  %3277 = icmp slt i32 %3276, 0
  %3278 = sext i32 %N to i64
  %3279 = sext i32 %N to i64
  %3280 = sdiv i64 %3279, 512
  %3281 = sub i64 0, %3279
  %3282 = select i1 false, i64 %3281, i64 %3280
  %3283 = srem i64 %3279, 512
  %3284 = icmp ne i64 %3283, 0
  %3285 = icmp slt i64 %3279, 0
  %3286 = icmp eq i1 %3285, false
  %3287 = and i1 %3284, %3286
  %3288 = zext i1 %3287 to i64
  %3289 = add i64 %3282, %3288
  %3290 = trunc i64 %3289 to i32
  %3291 = sub i32 %3290, 1
  %3292 = sub i32 %3291, %c364
  %3293 = mul i32 %3292, 512
  %3294 = sext i32 %3293 to i64
  %3295 = sub i64 %3278, %3294
  %3296 = icmp slt i64 %3295, 0
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
  %3311 = sub i32 %3310, %c364
  %3312 = mul i32 %3311, 512
  %3313 = sext i32 %3312 to i64
  %3314 = sub i64 %3297, %3313
  %3315 = icmp sgt i64 %3314, 512
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
  %3330 = sub i32 %3329, %c364
  %3331 = mul i32 %3330, 512
  %3332 = sext i32 %3331 to i64
  %3333 = sub i64 %3316, %3332
  %3334 = select i1 %3315, i64 512, i64 %3333
  %3335 = select i1 %3296, i64 0, i64 %3334
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
  %3349 = sub i32 %3348, %c364
  %3350 = mul i32 %3349, 512
  %3351 = sext i32 %3350 to i64
  %3352 = sub i64 0, %3351
  %3353 = icmp slt i64 %3352, 0
  %3354 = sext i32 %N to i64
  %3355 = sdiv i64 %3354, 512
  %3356 = sub i64 0, %3354
  %3357 = select i1 false, i64 %3356, i64 %3355
  %3358 = srem i64 %3354, 512
  %3359 = icmp ne i64 %3358, 0
  %3360 = icmp slt i64 %3354, 0
  %3361 = icmp eq i1 %3360, false
  %3362 = and i1 %3359, %3361
  %3363 = zext i1 %3362 to i64
  %3364 = add i64 %3357, %3363
  %3365 = trunc i64 %3364 to i32
  %3366 = sub i32 %3365, 1
  %3367 = sub i32 %3366, %c364
  %3368 = mul i32 %3367, 512
  %3369 = sext i32 %3368 to i64
  %3370 = sub i64 0, %3369
  %3371 = icmp sgt i64 %3370, 512
  %3372 = sext i32 %N to i64
  %3373 = sdiv i64 %3372, 512
  %3374 = sub i64 0, %3372
  %3375 = select i1 false, i64 %3374, i64 %3373
  %3376 = srem i64 %3372, 512
  %3377 = icmp ne i64 %3376, 0
  %3378 = icmp slt i64 %3372, 0
  %3379 = icmp eq i1 %3378, false
  %3380 = and i1 %3377, %3379
  %3381 = zext i1 %3380 to i64
  %3382 = add i64 %3375, %3381
  %3383 = trunc i64 %3382 to i32
  %3384 = sub i32 %3383, 1
  %3385 = sub i32 %3384, %c364
  %3386 = mul i32 %3385, 512
  %3387 = sext i32 %3386 to i64
  %3388 = sub i64 0, %3387
  %3389 = select i1 %3371, i64 512, i64 %3388
  %3390 = select i1 %3353, i64 0, i64 %3389
  %3391 = trunc i64 %3390 to i32
  %3392 = sext i32 %3391 to i64
  %3393 = icmp slt i64 %3335, %3392
  %3394 = sext i32 %N to i64
  %3395 = sdiv i64 %3394, 512
  %3396 = sub i64 0, %3394
  %3397 = select i1 false, i64 %3396, i64 %3395
  %3398 = srem i64 %3394, 512
  %3399 = icmp ne i64 %3398, 0
  %3400 = icmp slt i64 %3394, 0
  %3401 = icmp eq i1 %3400, false
  %3402 = and i1 %3399, %3401
  %3403 = zext i1 %3402 to i64
  %3404 = add i64 %3397, %3403
  %3405 = trunc i64 %3404 to i32
  %3406 = sub i32 %3405, 1
  %3407 = sub i32 %3406, %c364
  %3408 = mul i32 %3407, 512
  %3409 = sext i32 %3408 to i64
  %3410 = sub i64 0, %3409
  %3411 = icmp slt i64 %3410, 0
  %3412 = sext i32 %N to i64
  %3413 = sdiv i64 %3412, 512
  %3414 = sub i64 0, %3412
  %3415 = select i1 false, i64 %3414, i64 %3413
  %3416 = srem i64 %3412, 512
  %3417 = icmp ne i64 %3416, 0
  %3418 = icmp slt i64 %3412, 0
  %3419 = icmp eq i1 %3418, false
  %3420 = and i1 %3417, %3419
  %3421 = zext i1 %3420 to i64
  %3422 = add i64 %3415, %3421
  %3423 = trunc i64 %3422 to i32
  %3424 = sub i32 %3423, 1
  %3425 = sub i32 %3424, %c364
  %3426 = mul i32 %3425, 512
  %3427 = sext i32 %3426 to i64
  %3428 = sub i64 0, %3427
  %3429 = icmp sgt i64 %3428, 512
  %3430 = sext i32 %N to i64
  %3431 = sdiv i64 %3430, 512
  %3432 = sub i64 0, %3430
  %3433 = select i1 false, i64 %3432, i64 %3431
  %3434 = srem i64 %3430, 512
  %3435 = icmp ne i64 %3434, 0
  %3436 = icmp slt i64 %3430, 0
  %3437 = icmp eq i1 %3436, false
  %3438 = and i1 %3435, %3437
  %3439 = zext i1 %3438 to i64
  %3440 = add i64 %3433, %3439
  %3441 = trunc i64 %3440 to i32
  %3442 = sub i32 %3441, 1
  %3443 = sub i32 %3442, %c364
  %3444 = mul i32 %3443, 512
  %3445 = sext i32 %3444 to i64
  %3446 = sub i64 0, %3445
  %3447 = select i1 %3429, i64 512, i64 %3446
  %3448 = select i1 %3411, i64 0, i64 %3447
  %3449 = trunc i64 %3448 to i32
  %3450 = sext i32 %3449 to i64
  %3451 = sext i32 %N to i64
  %3452 = sext i32 %N to i64
  %3453 = sdiv i64 %3452, 512
  %3454 = sub i64 0, %3452
  %3455 = select i1 false, i64 %3454, i64 %3453
  %3456 = srem i64 %3452, 512
  %3457 = icmp ne i64 %3456, 0
  %3458 = icmp slt i64 %3452, 0
  %3459 = icmp eq i1 %3458, false
  %3460 = and i1 %3457, %3459
  %3461 = zext i1 %3460 to i64
  %3462 = add i64 %3455, %3461
  %3463 = trunc i64 %3462 to i32
  %3464 = sub i32 %3463, 1
  %3465 = sub i32 %3464, %c364
  %3466 = mul i32 %3465, 512
  %3467 = sext i32 %3466 to i64
  %3468 = sub i64 %3451, %3467
  %3469 = icmp slt i64 %3468, 0
  %3470 = sext i32 %N to i64
  %3471 = sext i32 %N to i64
  %3472 = sdiv i64 %3471, 512
  %3473 = sub i64 0, %3471
  %3474 = select i1 false, i64 %3473, i64 %3472
  %3475 = srem i64 %3471, 512
  %3476 = icmp ne i64 %3475, 0
  %3477 = icmp slt i64 %3471, 0
  %3478 = icmp eq i1 %3477, false
  %3479 = and i1 %3476, %3478
  %3480 = zext i1 %3479 to i64
  %3481 = add i64 %3474, %3480
  %3482 = trunc i64 %3481 to i32
  %3483 = sub i32 %3482, 1
  %3484 = sub i32 %3483, %c364
  %3485 = mul i32 %3484, 512
  %3486 = sext i32 %3485 to i64
  %3487 = sub i64 %3470, %3486
  %3488 = icmp sgt i64 %3487, 512
  %3489 = sext i32 %N to i64
  %3490 = sext i32 %N to i64
  %3491 = sdiv i64 %3490, 512
  %3492 = sub i64 0, %3490
  %3493 = select i1 false, i64 %3492, i64 %3491
  %3494 = srem i64 %3490, 512
  %3495 = icmp ne i64 %3494, 0
  %3496 = icmp slt i64 %3490, 0
  %3497 = icmp eq i1 %3496, false
  %3498 = and i1 %3495, %3497
  %3499 = zext i1 %3498 to i64
  %3500 = add i64 %3493, %3499
  %3501 = trunc i64 %3500 to i32
  %3502 = sub i32 %3501, 1
  %3503 = sub i32 %3502, %c364
  %3504 = mul i32 %3503, 512
  %3505 = sext i32 %3504 to i64
  %3506 = sub i64 %3489, %3505
  %3507 = select i1 %3488, i64 512, i64 %3506
  %3508 = select i1 %3469, i64 0, i64 %3507
  %3509 = select i1 %3393, i64 %3450, i64 %3508
  %3510 = trunc i64 %3509 to i32
  %3511 = icmp sgt i32 %3510, 512
  %3512 = sext i32 %N to i64
  %3513 = sext i32 %N to i64
  %3514 = sdiv i64 %3513, 512
  %3515 = sub i64 0, %3513
  %3516 = select i1 false, i64 %3515, i64 %3514
  %3517 = srem i64 %3513, 512
  %3518 = icmp ne i64 %3517, 0
  %3519 = icmp slt i64 %3513, 0
  %3520 = icmp eq i1 %3519, false
  %3521 = and i1 %3518, %3520
  %3522 = zext i1 %3521 to i64
  %3523 = add i64 %3516, %3522
  %3524 = trunc i64 %3523 to i32
  %3525 = sub i32 %3524, 1
  %3526 = sub i32 %3525, %c364
  %3527 = mul i32 %3526, 512
  %3528 = sext i32 %3527 to i64
  %3529 = sub i64 %3512, %3528
  %3530 = icmp slt i64 %3529, 0
  %3531 = sext i32 %N to i64
  %3532 = sext i32 %N to i64
  %3533 = sdiv i64 %3532, 512
  %3534 = sub i64 0, %3532
  %3535 = select i1 false, i64 %3534, i64 %3533
  %3536 = srem i64 %3532, 512
  %3537 = icmp ne i64 %3536, 0
  %3538 = icmp slt i64 %3532, 0
  %3539 = icmp eq i1 %3538, false
  %3540 = and i1 %3537, %3539
  %3541 = zext i1 %3540 to i64
  %3542 = add i64 %3535, %3541
  %3543 = trunc i64 %3542 to i32
  %3544 = sub i32 %3543, 1
  %3545 = sub i32 %3544, %c364
  %3546 = mul i32 %3545, 512
  %3547 = sext i32 %3546 to i64
  %3548 = sub i64 %3531, %3547
  %3549 = icmp sgt i64 %3548, 512
  %3550 = sext i32 %N to i64
  %3551 = sext i32 %N to i64
  %3552 = sdiv i64 %3551, 512
  %3553 = sub i64 0, %3551
  %3554 = select i1 false, i64 %3553, i64 %3552
  %3555 = srem i64 %3551, 512
  %3556 = icmp ne i64 %3555, 0
  %3557 = icmp slt i64 %3551, 0
  %3558 = icmp eq i1 %3557, false
  %3559 = and i1 %3556, %3558
  %3560 = zext i1 %3559 to i64
  %3561 = add i64 %3554, %3560
  %3562 = trunc i64 %3561 to i32
  %3563 = sub i32 %3562, 1
  %3564 = sub i32 %3563, %c364
  %3565 = mul i32 %3564, 512
  %3566 = sext i32 %3565 to i64
  %3567 = sub i64 %3550, %3566
  %3568 = select i1 %3549, i64 512, i64 %3567
  %3569 = select i1 %3530, i64 0, i64 %3568
  %3570 = sext i32 %N to i64
  %3571 = sdiv i64 %3570, 512
  %3572 = sub i64 0, %3570
  %3573 = select i1 false, i64 %3572, i64 %3571
  %3574 = srem i64 %3570, 512
  %3575 = icmp ne i64 %3574, 0
  %3576 = icmp slt i64 %3570, 0
  %3577 = icmp eq i1 %3576, false
  %3578 = and i1 %3575, %3577
  %3579 = zext i1 %3578 to i64
  %3580 = add i64 %3573, %3579
  %3581 = trunc i64 %3580 to i32
  %3582 = sub i32 %3581, 1
  %3583 = sub i32 %3582, %c364
  %3584 = mul i32 %3583, 512
  %3585 = sext i32 %3584 to i64
  %3586 = sub i64 0, %3585
  %3587 = icmp slt i64 %3586, 0
  %3588 = sext i32 %N to i64
  %3589 = sdiv i64 %3588, 512
  %3590 = sub i64 0, %3588
  %3591 = select i1 false, i64 %3590, i64 %3589
  %3592 = srem i64 %3588, 512
  %3593 = icmp ne i64 %3592, 0
  %3594 = icmp slt i64 %3588, 0
  %3595 = icmp eq i1 %3594, false
  %3596 = and i1 %3593, %3595
  %3597 = zext i1 %3596 to i64
  %3598 = add i64 %3591, %3597
  %3599 = trunc i64 %3598 to i32
  %3600 = sub i32 %3599, 1
  %3601 = sub i32 %3600, %c364
  %3602 = mul i32 %3601, 512
  %3603 = sext i32 %3602 to i64
  %3604 = sub i64 0, %3603
  %3605 = icmp sgt i64 %3604, 512
  %3606 = sext i32 %N to i64
  %3607 = sdiv i64 %3606, 512
  %3608 = sub i64 0, %3606
  %3609 = select i1 false, i64 %3608, i64 %3607
  %3610 = srem i64 %3606, 512
  %3611 = icmp ne i64 %3610, 0
  %3612 = icmp slt i64 %3606, 0
  %3613 = icmp eq i1 %3612, false
  %3614 = and i1 %3611, %3613
  %3615 = zext i1 %3614 to i64
  %3616 = add i64 %3609, %3615
  %3617 = trunc i64 %3616 to i32
  %3618 = sub i32 %3617, 1
  %3619 = sub i32 %3618, %c364
  %3620 = mul i32 %3619, 512
  %3621 = sext i32 %3620 to i64
  %3622 = sub i64 0, %3621
  %3623 = select i1 %3605, i64 512, i64 %3622
  %3624 = select i1 %3587, i64 0, i64 %3623
  %3625 = trunc i64 %3624 to i32
  %3626 = sext i32 %3625 to i64
  %3627 = icmp slt i64 %3569, %3626
  %3628 = sext i32 %N to i64
  %3629 = sdiv i64 %3628, 512
  %3630 = sub i64 0, %3628
  %3631 = select i1 false, i64 %3630, i64 %3629
  %3632 = srem i64 %3628, 512
  %3633 = icmp ne i64 %3632, 0
  %3634 = icmp slt i64 %3628, 0
  %3635 = icmp eq i1 %3634, false
  %3636 = and i1 %3633, %3635
  %3637 = zext i1 %3636 to i64
  %3638 = add i64 %3631, %3637
  %3639 = trunc i64 %3638 to i32
  %3640 = sub i32 %3639, 1
  %3641 = sub i32 %3640, %c364
  %3642 = mul i32 %3641, 512
  %3643 = sext i32 %3642 to i64
  %3644 = sub i64 0, %3643
  %3645 = icmp slt i64 %3644, 0
  %3646 = sext i32 %N to i64
  %3647 = sdiv i64 %3646, 512
  %3648 = sub i64 0, %3646
  %3649 = select i1 false, i64 %3648, i64 %3647
  %3650 = srem i64 %3646, 512
  %3651 = icmp ne i64 %3650, 0
  %3652 = icmp slt i64 %3646, 0
  %3653 = icmp eq i1 %3652, false
  %3654 = and i1 %3651, %3653
  %3655 = zext i1 %3654 to i64
  %3656 = add i64 %3649, %3655
  %3657 = trunc i64 %3656 to i32
  %3658 = sub i32 %3657, 1
  %3659 = sub i32 %3658, %c364
  %3660 = mul i32 %3659, 512
  %3661 = sext i32 %3660 to i64
  %3662 = sub i64 0, %3661
  %3663 = icmp sgt i64 %3662, 512
  %3664 = sext i32 %N to i64
  %3665 = sdiv i64 %3664, 512
  %3666 = sub i64 0, %3664
  %3667 = select i1 false, i64 %3666, i64 %3665
  %3668 = srem i64 %3664, 512
  %3669 = icmp ne i64 %3668, 0
  %3670 = icmp slt i64 %3664, 0
  %3671 = icmp eq i1 %3670, false
  %3672 = and i1 %3669, %3671
  %3673 = zext i1 %3672 to i64
  %3674 = add i64 %3667, %3673
  %3675 = trunc i64 %3674 to i32
  %3676 = sub i32 %3675, 1
  %3677 = sub i32 %3676, %c364
  %3678 = mul i32 %3677, 512
  %3679 = sext i32 %3678 to i64
  %3680 = sub i64 0, %3679
  %3681 = select i1 %3663, i64 512, i64 %3680
  %3682 = select i1 %3645, i64 0, i64 %3681
  %3683 = trunc i64 %3682 to i32
  %3684 = sext i32 %3683 to i64
  %3685 = sext i32 %N to i64
  %3686 = sext i32 %N to i64
  %3687 = sdiv i64 %3686, 512
  %3688 = sub i64 0, %3686
  %3689 = select i1 false, i64 %3688, i64 %3687
  %3690 = srem i64 %3686, 512
  %3691 = icmp ne i64 %3690, 0
  %3692 = icmp slt i64 %3686, 0
  %3693 = icmp eq i1 %3692, false
  %3694 = and i1 %3691, %3693
  %3695 = zext i1 %3694 to i64
  %3696 = add i64 %3689, %3695
  %3697 = trunc i64 %3696 to i32
  %3698 = sub i32 %3697, 1
  %3699 = sub i32 %3698, %c364
  %3700 = mul i32 %3699, 512
  %3701 = sext i32 %3700 to i64
  %3702 = sub i64 %3685, %3701
  %3703 = icmp slt i64 %3702, 0
  %3704 = sext i32 %N to i64
  %3705 = sext i32 %N to i64
  %3706 = sdiv i64 %3705, 512
  %3707 = sub i64 0, %3705
  %3708 = select i1 false, i64 %3707, i64 %3706
  %3709 = srem i64 %3705, 512
  %3710 = icmp ne i64 %3709, 0
  %3711 = icmp slt i64 %3705, 0
  %3712 = icmp eq i1 %3711, false
  %3713 = and i1 %3710, %3712
  %3714 = zext i1 %3713 to i64
  %3715 = add i64 %3708, %3714
  %3716 = trunc i64 %3715 to i32
  %3717 = sub i32 %3716, 1
  %3718 = sub i32 %3717, %c364
  %3719 = mul i32 %3718, 512
  %3720 = sext i32 %3719 to i64
  %3721 = sub i64 %3704, %3720
  %3722 = icmp sgt i64 %3721, 512
  %3723 = sext i32 %N to i64
  %3724 = sext i32 %N to i64
  %3725 = sdiv i64 %3724, 512
  %3726 = sub i64 0, %3724
  %3727 = select i1 false, i64 %3726, i64 %3725
  %3728 = srem i64 %3724, 512
  %3729 = icmp ne i64 %3728, 0
  %3730 = icmp slt i64 %3724, 0
  %3731 = icmp eq i1 %3730, false
  %3732 = and i1 %3729, %3731
  %3733 = zext i1 %3732 to i64
  %3734 = add i64 %3727, %3733
  %3735 = trunc i64 %3734 to i32
  %3736 = sub i32 %3735, 1
  %3737 = sub i32 %3736, %c364
  %3738 = mul i32 %3737, 512
  %3739 = sext i32 %3738 to i64
  %3740 = sub i64 %3723, %3739
  %3741 = select i1 %3722, i64 512, i64 %3740
  %3742 = select i1 %3703, i64 0, i64 %3741
  %3743 = select i1 %3627, i64 %3684, i64 %3742
  %3744 = trunc i64 %3743 to i32
  %3745 = select i1 %3511, i32 512, i32 %3744
  %tl_pad_from42 = select i1 %3277, i32 0, i32 %3745
  %tl_pad_n44 = sub i32 512, %tl_pad_from42
  br label %for.cond424

for.cond413:                                      ; preds = %for.body414, %if.then410
  %i12416 = phi i32 [ 0, %if.then410 ], [ %3754, %for.body414 ]
  %3746 = icmp slt i32 %i12416, 512
  br i1 %3746, label %for.body414, label %for.end415

for.body414:                                      ; preds = %for.cond413
  %3747 = mul i32 %t, 512
  %3748 = add i32 %3747, %i12416
  %3749 = sext i32 %3748 to i64
  %3750 = getelementptr inbounds float, ptr %B, i64 %3749
  %3751 = load float, ptr %3750, align 4
  %3752 = sext i32 %i12416 to i64
  %3753 = getelementptr inbounds float, ptr %B_f, i64 %3752
  store float %3751, ptr %3753, align 4
  %3754 = add nsw i32 %i12416, 1
  br label %for.cond413, !llvm.loop !100

for.end415:                                       ; preds = %for.cond413
  br label %if.end412

for.cond417:                                      ; preds = %for.body418, %if.else411
  %i12420 = phi i32 [ 0, %if.else411 ], [ %3758, %for.body418 ]
  %3755 = icmp slt i32 %i12420, %tl_lo18
  br i1 %3755, label %for.body418, label %for.end419

for.body418:                                      ; preds = %for.cond417
  %3756 = sext i32 %i12420 to i64
  %3757 = getelementptr inbounds float, ptr %B_f, i64 %3756
  store float 0.000000e+00, ptr %3757, align 4
  %3758 = add nsw i32 %i12420, 1
  br label %for.cond417, !llvm.loop !101

for.end419:                                       ; preds = %for.cond417
  %3759 = sub i32 %tl_hi19, %tl_lo18
  br label %for.cond421

for.cond421:                                      ; preds = %for.body422, %for.end419
  %i122 = phi i32 [ 0, %for.end419 ], [ %3770, %for.body422 ]
  %3760 = icmp slt i32 %i122, %3759
  br i1 %3760, label %for.body422, label %for.end423

for.body422:                                      ; preds = %for.cond421
  %3761 = mul i32 %t, 512
  %3762 = add i32 %tl_lo18, %i122
  %3763 = add i32 %3761, %3762
  %3764 = sext i32 %3763 to i64
  %3765 = getelementptr inbounds float, ptr %B, i64 %3764
  %3766 = load float, ptr %3765, align 4
  %3767 = add i32 %tl_lo18, %i122
  %3768 = sext i32 %3767 to i64
  %3769 = getelementptr inbounds float, ptr %B_f, i64 %3768
  store float %3766, ptr %3769, align 4
  %3770 = add nsw i32 %i122, 1
  br label %for.cond421, !llvm.loop !102

for.end423:                                       ; preds = %for.cond421
  br label %if.end412

for.cond424:                                      ; preds = %for.body425, %if.end412
  %tl_pad_k45 = phi i32 [ 0, %if.end412 ], [ %3775, %for.body425 ]
  %3771 = icmp slt i32 %tl_pad_k45, %tl_pad_n44
  br i1 %3771, label %for.body425, label %for.end426

for.body425:                                      ; preds = %for.cond424
  %3772 = add i32 %tl_pad_from42, %tl_pad_k45
  %3773 = sext i32 %3772 to i64
  %3774 = getelementptr inbounds float, ptr %W_f, i64 %3773
  store float 0.000000e+00, ptr %3774, align 4
  %3775 = add nsw i32 %tl_pad_k45, 1
  br label %for.cond424, !llvm.loop !103

for.end426:                                       ; preds = %for.cond424
  %3776 = sext i32 %N to i64
  %3777 = sext i32 %N to i64
  %3778 = sdiv i64 %3777, 512
  %3779 = sub i64 0, %3777
  %3780 = select i1 false, i64 %3779, i64 %3778
  %3781 = srem i64 %3777, 512
  %3782 = icmp ne i64 %3781, 0
  %3783 = icmp slt i64 %3777, 0
  %3784 = icmp eq i1 %3783, false
  %3785 = and i1 %3782, %3784
  %3786 = zext i1 %3785 to i64
  %3787 = add i64 %3780, %3786
  %3788 = trunc i64 %3787 to i32
  %3789 = sub i32 %3788, 1
  %3790 = sub i32 %3789, %c364
  %3791 = mul i32 %3790, 512
  %3792 = sext i32 %3791 to i64
  %3793 = sub i64 %3776, %3792
  %3794 = icmp slt i64 %3793, 0
  %3795 = sext i32 %N to i64
  %3796 = sext i32 %N to i64
  %3797 = sdiv i64 %3796, 512
  %3798 = sub i64 0, %3796
  %3799 = select i1 false, i64 %3798, i64 %3797
  %3800 = srem i64 %3796, 512
  %3801 = icmp ne i64 %3800, 0
  %3802 = icmp slt i64 %3796, 0
  %3803 = icmp eq i1 %3802, false
  %3804 = and i1 %3801, %3803
  %3805 = zext i1 %3804 to i64
  %3806 = add i64 %3799, %3805
  %3807 = trunc i64 %3806 to i32
  %3808 = sub i32 %3807, 1
  %3809 = sub i32 %3808, %c364
  %3810 = mul i32 %3809, 512
  %3811 = sext i32 %3810 to i64
  %3812 = sub i64 %3795, %3811
  %3813 = icmp sgt i64 %3812, 512
  %3814 = sext i32 %N to i64
  %3815 = sext i32 %N to i64
  %3816 = sdiv i64 %3815, 512
  %3817 = sub i64 0, %3815
  %3818 = select i1 false, i64 %3817, i64 %3816
  %3819 = srem i64 %3815, 512
  %3820 = icmp ne i64 %3819, 0
  %3821 = icmp slt i64 %3815, 0
  %3822 = icmp eq i1 %3821, false
  %3823 = and i1 %3820, %3822
  %3824 = zext i1 %3823 to i64
  %3825 = add i64 %3818, %3824
  %3826 = trunc i64 %3825 to i32
  %3827 = sub i32 %3826, 1
  %3828 = sub i32 %3827, %c364
  %3829 = mul i32 %3828, 512
  %3830 = sext i32 %3829 to i64
  %3831 = sub i64 %3814, %3830
  %3832 = select i1 %3813, i64 512, i64 %3831
  %3833 = select i1 %3794, i64 0, i64 %3832
  %3834 = sext i32 %N to i64
  %3835 = sdiv i64 %3834, 512
  %3836 = sub i64 0, %3834
  %3837 = select i1 false, i64 %3836, i64 %3835
  %3838 = srem i64 %3834, 512
  %3839 = icmp ne i64 %3838, 0
  %3840 = icmp slt i64 %3834, 0
  %3841 = icmp eq i1 %3840, false
  %3842 = and i1 %3839, %3841
  %3843 = zext i1 %3842 to i64
  %3844 = add i64 %3837, %3843
  %3845 = trunc i64 %3844 to i32
  %3846 = sub i32 %3845, 1
  %3847 = sub i32 %3846, %c364
  %3848 = mul i32 %3847, 512
  %3849 = sext i32 %3848 to i64
  %3850 = sub i64 0, %3849
  %3851 = icmp slt i64 %3850, 0
  %3852 = sext i32 %N to i64
  %3853 = sdiv i64 %3852, 512
  %3854 = sub i64 0, %3852
  %3855 = select i1 false, i64 %3854, i64 %3853
  %3856 = srem i64 %3852, 512
  %3857 = icmp ne i64 %3856, 0
  %3858 = icmp slt i64 %3852, 0
  %3859 = icmp eq i1 %3858, false
  %3860 = and i1 %3857, %3859
  %3861 = zext i1 %3860 to i64
  %3862 = add i64 %3855, %3861
  %3863 = trunc i64 %3862 to i32
  %3864 = sub i32 %3863, 1
  %3865 = sub i32 %3864, %c364
  %3866 = mul i32 %3865, 512
  %3867 = sext i32 %3866 to i64
  %3868 = sub i64 0, %3867
  %3869 = icmp sgt i64 %3868, 512
  %3870 = sext i32 %N to i64
  %3871 = sdiv i64 %3870, 512
  %3872 = sub i64 0, %3870
  %3873 = select i1 false, i64 %3872, i64 %3871
  %3874 = srem i64 %3870, 512
  %3875 = icmp ne i64 %3874, 0
  %3876 = icmp slt i64 %3870, 0
  %3877 = icmp eq i1 %3876, false
  %3878 = and i1 %3875, %3877
  %3879 = zext i1 %3878 to i64
  %3880 = add i64 %3873, %3879
  %3881 = trunc i64 %3880 to i32
  %3882 = sub i32 %3881, 1
  %3883 = sub i32 %3882, %c364
  %3884 = mul i32 %3883, 512
  %3885 = sext i32 %3884 to i64
  %3886 = sub i64 0, %3885
  %3887 = select i1 %3869, i64 512, i64 %3886
  %3888 = select i1 %3851, i64 0, i64 %3887
  %3889 = trunc i64 %3888 to i32
  %3890 = sext i32 %3889 to i64
  %3891 = icmp slt i64 %3833, %3890
  %3892 = sext i32 %N to i64
  %3893 = sdiv i64 %3892, 512
  %3894 = sub i64 0, %3892
  %3895 = select i1 false, i64 %3894, i64 %3893
  %3896 = srem i64 %3892, 512
  %3897 = icmp ne i64 %3896, 0
  %3898 = icmp slt i64 %3892, 0
  %3899 = icmp eq i1 %3898, false
  %3900 = and i1 %3897, %3899
  %3901 = zext i1 %3900 to i64
  %3902 = add i64 %3895, %3901
  %3903 = trunc i64 %3902 to i32
  %3904 = sub i32 %3903, 1
  %3905 = sub i32 %3904, %c364
  %3906 = mul i32 %3905, 512
  %3907 = sext i32 %3906 to i64
  %3908 = sub i64 0, %3907
  %3909 = icmp slt i64 %3908, 0
  %3910 = sext i32 %N to i64
  %3911 = sdiv i64 %3910, 512
  %3912 = sub i64 0, %3910
  %3913 = select i1 false, i64 %3912, i64 %3911
  %3914 = srem i64 %3910, 512
  %3915 = icmp ne i64 %3914, 0
  %3916 = icmp slt i64 %3910, 0
  %3917 = icmp eq i1 %3916, false
  %3918 = and i1 %3915, %3917
  %3919 = zext i1 %3918 to i64
  %3920 = add i64 %3913, %3919
  %3921 = trunc i64 %3920 to i32
  %3922 = sub i32 %3921, 1
  %3923 = sub i32 %3922, %c364
  %3924 = mul i32 %3923, 512
  %3925 = sext i32 %3924 to i64
  %3926 = sub i64 0, %3925
  %3927 = icmp sgt i64 %3926, 512
  %3928 = sext i32 %N to i64
  %3929 = sdiv i64 %3928, 512
  %3930 = sub i64 0, %3928
  %3931 = select i1 false, i64 %3930, i64 %3929
  %3932 = srem i64 %3928, 512
  %3933 = icmp ne i64 %3932, 0
  %3934 = icmp slt i64 %3928, 0
  %3935 = icmp eq i1 %3934, false
  %3936 = and i1 %3933, %3935
  %3937 = zext i1 %3936 to i64
  %3938 = add i64 %3931, %3937
  %3939 = trunc i64 %3938 to i32
  %3940 = sub i32 %3939, 1
  %3941 = sub i32 %3940, %c364
  %3942 = mul i32 %3941, 512
  %3943 = sext i32 %3942 to i64
  %3944 = sub i64 0, %3943
  %3945 = select i1 %3927, i64 512, i64 %3944
  %3946 = select i1 %3909, i64 0, i64 %3945
  %3947 = trunc i64 %3946 to i32
  %3948 = sext i32 %3947 to i64
  %3949 = sext i32 %N to i64
  %3950 = sext i32 %N to i64
  %3951 = sdiv i64 %3950, 512
  %3952 = sub i64 0, %3950
  %3953 = select i1 false, i64 %3952, i64 %3951
  %3954 = srem i64 %3950, 512
  %3955 = icmp ne i64 %3954, 0
  %3956 = icmp slt i64 %3950, 0
  %3957 = icmp eq i1 %3956, false
  %3958 = and i1 %3955, %3957
  %3959 = zext i1 %3958 to i64
  %3960 = add i64 %3953, %3959
  %3961 = trunc i64 %3960 to i32
  %3962 = sub i32 %3961, 1
  %3963 = sub i32 %3962, %c364
  %3964 = mul i32 %3963, 512
  %3965 = sext i32 %3964 to i64
  %3966 = sub i64 %3949, %3965
  %3967 = icmp slt i64 %3966, 0
  %3968 = sext i32 %N to i64
  %3969 = sext i32 %N to i64
  %3970 = sdiv i64 %3969, 512
  %3971 = sub i64 0, %3969
  %3972 = select i1 false, i64 %3971, i64 %3970
  %3973 = srem i64 %3969, 512
  %3974 = icmp ne i64 %3973, 0
  %3975 = icmp slt i64 %3969, 0
  %3976 = icmp eq i1 %3975, false
  %3977 = and i1 %3974, %3976
  %3978 = zext i1 %3977 to i64
  %3979 = add i64 %3972, %3978
  %3980 = trunc i64 %3979 to i32
  %3981 = sub i32 %3980, 1
  %3982 = sub i32 %3981, %c364
  %3983 = mul i32 %3982, 512
  %3984 = sext i32 %3983 to i64
  %3985 = sub i64 %3968, %3984
  %3986 = icmp sgt i64 %3985, 512
  %3987 = sext i32 %N to i64
  %3988 = sext i32 %N to i64
  %3989 = sdiv i64 %3988, 512
  %3990 = sub i64 0, %3988
  %3991 = select i1 false, i64 %3990, i64 %3989
  %3992 = srem i64 %3988, 512
  %3993 = icmp ne i64 %3992, 0
  %3994 = icmp slt i64 %3988, 0
  %3995 = icmp eq i1 %3994, false
  %3996 = and i1 %3993, %3995
  %3997 = zext i1 %3996 to i64
  %3998 = add i64 %3991, %3997
  %3999 = trunc i64 %3998 to i32
  %4000 = sub i32 %3999, 1
  %4001 = sub i32 %4000, %c364
  %4002 = mul i32 %4001, 512
  %4003 = sext i32 %4002 to i64
  %4004 = sub i64 %3987, %4003
  %4005 = select i1 %3986, i64 512, i64 %4004
  %4006 = select i1 %3967, i64 0, i64 %4005
  %4007 = select i1 %3891, i64 %3948, i64 %4006
  %4008 = trunc i64 %4007 to i32
  %4009 = icmp slt i32 %4008, 0
  %4010 = sext i32 %N to i64
  %4011 = sext i32 %N to i64
  %4012 = sdiv i64 %4011, 512
  %4013 = sub i64 0, %4011
  %4014 = select i1 false, i64 %4013, i64 %4012
  %4015 = srem i64 %4011, 512
  %4016 = icmp ne i64 %4015, 0
  %4017 = icmp slt i64 %4011, 0
  %4018 = icmp eq i1 %4017, false
  %4019 = and i1 %4016, %4018
  %4020 = zext i1 %4019 to i64
  %4021 = add i64 %4014, %4020
  %4022 = trunc i64 %4021 to i32
  %4023 = sub i32 %4022, 1
  %4024 = sub i32 %4023, %c364
  %4025 = mul i32 %4024, 512
  %4026 = sext i32 %4025 to i64
  %4027 = sub i64 %4010, %4026
  %4028 = icmp slt i64 %4027, 0
  %4029 = sext i32 %N to i64
  %4030 = sext i32 %N to i64
  %4031 = sdiv i64 %4030, 512
  %4032 = sub i64 0, %4030
  %4033 = select i1 false, i64 %4032, i64 %4031
  %4034 = srem i64 %4030, 512
  %4035 = icmp ne i64 %4034, 0
  %4036 = icmp slt i64 %4030, 0
  %4037 = icmp eq i1 %4036, false
  %4038 = and i1 %4035, %4037
  %4039 = zext i1 %4038 to i64
  %4040 = add i64 %4033, %4039
  %4041 = trunc i64 %4040 to i32
  %4042 = sub i32 %4041, 1
  %4043 = sub i32 %4042, %c364
  %4044 = mul i32 %4043, 512
  %4045 = sext i32 %4044 to i64
  %4046 = sub i64 %4029, %4045
  %4047 = icmp sgt i64 %4046, 512
  %4048 = sext i32 %N to i64
  %4049 = sext i32 %N to i64
  %4050 = sdiv i64 %4049, 512
  %4051 = sub i64 0, %4049
  %4052 = select i1 false, i64 %4051, i64 %4050
  %4053 = srem i64 %4049, 512
  %4054 = icmp ne i64 %4053, 0
  %4055 = icmp slt i64 %4049, 0
  %4056 = icmp eq i1 %4055, false
  %4057 = and i1 %4054, %4056
  %4058 = zext i1 %4057 to i64
  %4059 = add i64 %4052, %4058
  %4060 = trunc i64 %4059 to i32
  %4061 = sub i32 %4060, 1
  %4062 = sub i32 %4061, %c364
  %4063 = mul i32 %4062, 512
  %4064 = sext i32 %4063 to i64
  %4065 = sub i64 %4048, %4064
  %4066 = select i1 %4047, i64 512, i64 %4065
  %4067 = select i1 %4028, i64 0, i64 %4066
  %4068 = sext i32 %N to i64
  %4069 = sdiv i64 %4068, 512
  %4070 = sub i64 0, %4068
  %4071 = select i1 false, i64 %4070, i64 %4069
  %4072 = srem i64 %4068, 512
  %4073 = icmp ne i64 %4072, 0
  %4074 = icmp slt i64 %4068, 0
  %4075 = icmp eq i1 %4074, false
  %4076 = and i1 %4073, %4075
  %4077 = zext i1 %4076 to i64
  %4078 = add i64 %4071, %4077
  %4079 = trunc i64 %4078 to i32
  %4080 = sub i32 %4079, 1
  %4081 = sub i32 %4080, %c364
  %4082 = mul i32 %4081, 512
  %4083 = sext i32 %4082 to i64
  %4084 = sub i64 0, %4083
  %4085 = icmp slt i64 %4084, 0
  %4086 = sext i32 %N to i64
  %4087 = sdiv i64 %4086, 512
  %4088 = sub i64 0, %4086
  %4089 = select i1 false, i64 %4088, i64 %4087
  %4090 = srem i64 %4086, 512
  %4091 = icmp ne i64 %4090, 0
  %4092 = icmp slt i64 %4086, 0
  %4093 = icmp eq i1 %4092, false
  %4094 = and i1 %4091, %4093
  %4095 = zext i1 %4094 to i64
  %4096 = add i64 %4089, %4095
  %4097 = trunc i64 %4096 to i32
  %4098 = sub i32 %4097, 1
  %4099 = sub i32 %4098, %c364
  %4100 = mul i32 %4099, 512
  %4101 = sext i32 %4100 to i64
  %4102 = sub i64 0, %4101
  %4103 = icmp sgt i64 %4102, 512
  %4104 = sext i32 %N to i64
  %4105 = sdiv i64 %4104, 512
  %4106 = sub i64 0, %4104
  %4107 = select i1 false, i64 %4106, i64 %4105
  %4108 = srem i64 %4104, 512
  %4109 = icmp ne i64 %4108, 0
  %4110 = icmp slt i64 %4104, 0
  %4111 = icmp eq i1 %4110, false
  %4112 = and i1 %4109, %4111
  %4113 = zext i1 %4112 to i64
  %4114 = add i64 %4107, %4113
  %4115 = trunc i64 %4114 to i32
  %4116 = sub i32 %4115, 1
  %4117 = sub i32 %4116, %c364
  %4118 = mul i32 %4117, 512
  %4119 = sext i32 %4118 to i64
  %4120 = sub i64 0, %4119
  %4121 = select i1 %4103, i64 512, i64 %4120
  %4122 = select i1 %4085, i64 0, i64 %4121
  %4123 = trunc i64 %4122 to i32
  %4124 = sext i32 %4123 to i64
  %4125 = icmp slt i64 %4067, %4124
  %4126 = sext i32 %N to i64
  %4127 = sdiv i64 %4126, 512
  %4128 = sub i64 0, %4126
  %4129 = select i1 false, i64 %4128, i64 %4127
  %4130 = srem i64 %4126, 512
  %4131 = icmp ne i64 %4130, 0
  %4132 = icmp slt i64 %4126, 0
  %4133 = icmp eq i1 %4132, false
  %4134 = and i1 %4131, %4133
  %4135 = zext i1 %4134 to i64
  %4136 = add i64 %4129, %4135
  %4137 = trunc i64 %4136 to i32
  %4138 = sub i32 %4137, 1
  %4139 = sub i32 %4138, %c364
  %4140 = mul i32 %4139, 512
  %4141 = sext i32 %4140 to i64
  %4142 = sub i64 0, %4141
  %4143 = icmp slt i64 %4142, 0
  %4144 = sext i32 %N to i64
  %4145 = sdiv i64 %4144, 512
  %4146 = sub i64 0, %4144
  %4147 = select i1 false, i64 %4146, i64 %4145
  %4148 = srem i64 %4144, 512
  %4149 = icmp ne i64 %4148, 0
  %4150 = icmp slt i64 %4144, 0
  %4151 = icmp eq i1 %4150, false
  %4152 = and i1 %4149, %4151
  %4153 = zext i1 %4152 to i64
  %4154 = add i64 %4147, %4153
  %4155 = trunc i64 %4154 to i32
  %4156 = sub i32 %4155, 1
  %4157 = sub i32 %4156, %c364
  %4158 = mul i32 %4157, 512
  %4159 = sext i32 %4158 to i64
  %4160 = sub i64 0, %4159
  %4161 = icmp sgt i64 %4160, 512
  %4162 = sext i32 %N to i64
  %4163 = sdiv i64 %4162, 512
  %4164 = sub i64 0, %4162
  %4165 = select i1 false, i64 %4164, i64 %4163
  %4166 = srem i64 %4162, 512
  %4167 = icmp ne i64 %4166, 0
  %4168 = icmp slt i64 %4162, 0
  %4169 = icmp eq i1 %4168, false
  %4170 = and i1 %4167, %4169
  %4171 = zext i1 %4170 to i64
  %4172 = add i64 %4165, %4171
  %4173 = trunc i64 %4172 to i32
  %4174 = sub i32 %4173, 1
  %4175 = sub i32 %4174, %c364
  %4176 = mul i32 %4175, 512
  %4177 = sext i32 %4176 to i64
  %4178 = sub i64 0, %4177
  %4179 = select i1 %4161, i64 512, i64 %4178
  %4180 = select i1 %4143, i64 0, i64 %4179
  %4181 = trunc i64 %4180 to i32
  %4182 = sext i32 %4181 to i64
  %4183 = sext i32 %N to i64
  %4184 = sext i32 %N to i64
  %4185 = sdiv i64 %4184, 512
  %4186 = sub i64 0, %4184
  %4187 = select i1 false, i64 %4186, i64 %4185
  %4188 = srem i64 %4184, 512
  %4189 = icmp ne i64 %4188, 0
  %4190 = icmp slt i64 %4184, 0
  %4191 = icmp eq i1 %4190, false
  %4192 = and i1 %4189, %4191
  %4193 = zext i1 %4192 to i64
  %4194 = add i64 %4187, %4193
  %4195 = trunc i64 %4194 to i32
  %4196 = sub i32 %4195, 1
  %4197 = sub i32 %4196, %c364
  %4198 = mul i32 %4197, 512
  %4199 = sext i32 %4198 to i64
  %4200 = sub i64 %4183, %4199
  %4201 = icmp slt i64 %4200, 0
  %4202 = sext i32 %N to i64
  %4203 = sext i32 %N to i64
  %4204 = sdiv i64 %4203, 512
  %4205 = sub i64 0, %4203
  %4206 = select i1 false, i64 %4205, i64 %4204
  %4207 = srem i64 %4203, 512
  %4208 = icmp ne i64 %4207, 0
  %4209 = icmp slt i64 %4203, 0
  %4210 = icmp eq i1 %4209, false
  %4211 = and i1 %4208, %4210
  %4212 = zext i1 %4211 to i64
  %4213 = add i64 %4206, %4212
  %4214 = trunc i64 %4213 to i32
  %4215 = sub i32 %4214, 1
  %4216 = sub i32 %4215, %c364
  %4217 = mul i32 %4216, 512
  %4218 = sext i32 %4217 to i64
  %4219 = sub i64 %4202, %4218
  %4220 = icmp sgt i64 %4219, 512
  %4221 = sext i32 %N to i64
  %4222 = sext i32 %N to i64
  %4223 = sdiv i64 %4222, 512
  %4224 = sub i64 0, %4222
  %4225 = select i1 false, i64 %4224, i64 %4223
  %4226 = srem i64 %4222, 512
  %4227 = icmp ne i64 %4226, 0
  %4228 = icmp slt i64 %4222, 0
  %4229 = icmp eq i1 %4228, false
  %4230 = and i1 %4227, %4229
  %4231 = zext i1 %4230 to i64
  %4232 = add i64 %4225, %4231
  %4233 = trunc i64 %4232 to i32
  %4234 = sub i32 %4233, 1
  %4235 = sub i32 %4234, %c364
  %4236 = mul i32 %4235, 512
  %4237 = sext i32 %4236 to i64
  %4238 = sub i64 %4221, %4237
  %4239 = select i1 %4220, i64 512, i64 %4238
  %4240 = select i1 %4201, i64 0, i64 %4239
  %4241 = select i1 %4125, i64 %4182, i64 %4240
  %4242 = trunc i64 %4241 to i32
  %4243 = icmp sgt i32 %4242, 512
  %4244 = sext i32 %N to i64
  %4245 = sext i32 %N to i64
  %4246 = sdiv i64 %4245, 512
  %4247 = sub i64 0, %4245
  %4248 = select i1 false, i64 %4247, i64 %4246
  %4249 = srem i64 %4245, 512
  %4250 = icmp ne i64 %4249, 0
  %4251 = icmp slt i64 %4245, 0
  %4252 = icmp eq i1 %4251, false
  %4253 = and i1 %4250, %4252
  %4254 = zext i1 %4253 to i64
  %4255 = add i64 %4248, %4254
  %4256 = trunc i64 %4255 to i32
  %4257 = sub i32 %4256, 1
  %4258 = sub i32 %4257, %c364
  %4259 = mul i32 %4258, 512
  %4260 = sext i32 %4259 to i64
  %4261 = sub i64 %4244, %4260
  %4262 = icmp slt i64 %4261, 0
  %4263 = sext i32 %N to i64
  %4264 = sext i32 %N to i64
  %4265 = sdiv i64 %4264, 512
  %4266 = sub i64 0, %4264
  %4267 = select i1 false, i64 %4266, i64 %4265
  %4268 = srem i64 %4264, 512
  %4269 = icmp ne i64 %4268, 0
  %4270 = icmp slt i64 %4264, 0
  %4271 = icmp eq i1 %4270, false
  %4272 = and i1 %4269, %4271
  %4273 = zext i1 %4272 to i64
  %4274 = add i64 %4267, %4273
  %4275 = trunc i64 %4274 to i32
  %4276 = sub i32 %4275, 1
  %4277 = sub i32 %4276, %c364
  %4278 = mul i32 %4277, 512
  %4279 = sext i32 %4278 to i64
  %4280 = sub i64 %4263, %4279
  %4281 = icmp sgt i64 %4280, 512
  %4282 = sext i32 %N to i64
  %4283 = sext i32 %N to i64
  %4284 = sdiv i64 %4283, 512
  %4285 = sub i64 0, %4283
  %4286 = select i1 false, i64 %4285, i64 %4284
  %4287 = srem i64 %4283, 512
  %4288 = icmp ne i64 %4287, 0
  %4289 = icmp slt i64 %4283, 0
  %4290 = icmp eq i1 %4289, false
  %4291 = and i1 %4288, %4290
  %4292 = zext i1 %4291 to i64
  %4293 = add i64 %4286, %4292
  %4294 = trunc i64 %4293 to i32
  %4295 = sub i32 %4294, 1
  %4296 = sub i32 %4295, %c364
  %4297 = mul i32 %4296, 512
  %4298 = sext i32 %4297 to i64
  %4299 = sub i64 %4282, %4298
  %4300 = select i1 %4281, i64 512, i64 %4299
  %4301 = select i1 %4262, i64 0, i64 %4300
  %4302 = sext i32 %N to i64
  %4303 = sdiv i64 %4302, 512
  %4304 = sub i64 0, %4302
  %4305 = select i1 false, i64 %4304, i64 %4303
  %4306 = srem i64 %4302, 512
  %4307 = icmp ne i64 %4306, 0
  %4308 = icmp slt i64 %4302, 0
  %4309 = icmp eq i1 %4308, false
  %4310 = and i1 %4307, %4309
  %4311 = zext i1 %4310 to i64
  %4312 = add i64 %4305, %4311
  %4313 = trunc i64 %4312 to i32
  %4314 = sub i32 %4313, 1
  %4315 = sub i32 %4314, %c364
  %4316 = mul i32 %4315, 512
  %4317 = sext i32 %4316 to i64
  %4318 = sub i64 0, %4317
  %4319 = icmp slt i64 %4318, 0
  %4320 = sext i32 %N to i64
  %4321 = sdiv i64 %4320, 512
  %4322 = sub i64 0, %4320
  %4323 = select i1 false, i64 %4322, i64 %4321
  %4324 = srem i64 %4320, 512
  %4325 = icmp ne i64 %4324, 0
  %4326 = icmp slt i64 %4320, 0
  %4327 = icmp eq i1 %4326, false
  %4328 = and i1 %4325, %4327
  %4329 = zext i1 %4328 to i64
  %4330 = add i64 %4323, %4329
  %4331 = trunc i64 %4330 to i32
  %4332 = sub i32 %4331, 1
  %4333 = sub i32 %4332, %c364
  %4334 = mul i32 %4333, 512
  %4335 = sext i32 %4334 to i64
  %4336 = sub i64 0, %4335
  %4337 = icmp sgt i64 %4336, 512
  %4338 = sext i32 %N to i64
  %4339 = sdiv i64 %4338, 512
  %4340 = sub i64 0, %4338
  %4341 = select i1 false, i64 %4340, i64 %4339
  %4342 = srem i64 %4338, 512
  %4343 = icmp ne i64 %4342, 0
  %4344 = icmp slt i64 %4338, 0
  %4345 = icmp eq i1 %4344, false
  %4346 = and i1 %4343, %4345
  %4347 = zext i1 %4346 to i64
  %4348 = add i64 %4341, %4347
  %4349 = trunc i64 %4348 to i32
  %4350 = sub i32 %4349, 1
  %4351 = sub i32 %4350, %c364
  %4352 = mul i32 %4351, 512
  %4353 = sext i32 %4352 to i64
  %4354 = sub i64 0, %4353
  %4355 = select i1 %4337, i64 512, i64 %4354
  %4356 = select i1 %4319, i64 0, i64 %4355
  %4357 = trunc i64 %4356 to i32
  %4358 = sext i32 %4357 to i64
  %4359 = icmp slt i64 %4301, %4358
  %4360 = sext i32 %N to i64
  %4361 = sdiv i64 %4360, 512
  %4362 = sub i64 0, %4360
  %4363 = select i1 false, i64 %4362, i64 %4361
  %4364 = srem i64 %4360, 512
  %4365 = icmp ne i64 %4364, 0
  %4366 = icmp slt i64 %4360, 0
  %4367 = icmp eq i1 %4366, false
  %4368 = and i1 %4365, %4367
  %4369 = zext i1 %4368 to i64
  %4370 = add i64 %4363, %4369
  %4371 = trunc i64 %4370 to i32
  %4372 = sub i32 %4371, 1
  %4373 = sub i32 %4372, %c364
  %4374 = mul i32 %4373, 512
  %4375 = sext i32 %4374 to i64
  %4376 = sub i64 0, %4375
  %4377 = icmp slt i64 %4376, 0
  %4378 = sext i32 %N to i64
  %4379 = sdiv i64 %4378, 512
  %4380 = sub i64 0, %4378
  %4381 = select i1 false, i64 %4380, i64 %4379
  %4382 = srem i64 %4378, 512
  %4383 = icmp ne i64 %4382, 0
  %4384 = icmp slt i64 %4378, 0
  %4385 = icmp eq i1 %4384, false
  %4386 = and i1 %4383, %4385
  %4387 = zext i1 %4386 to i64
  %4388 = add i64 %4381, %4387
  %4389 = trunc i64 %4388 to i32
  %4390 = sub i32 %4389, 1
  %4391 = sub i32 %4390, %c364
  %4392 = mul i32 %4391, 512
  %4393 = sext i32 %4392 to i64
  %4394 = sub i64 0, %4393
  %4395 = icmp sgt i64 %4394, 512
  %4396 = sext i32 %N to i64
  %4397 = sdiv i64 %4396, 512
  %4398 = sub i64 0, %4396
  %4399 = select i1 false, i64 %4398, i64 %4397
  %4400 = srem i64 %4396, 512
  %4401 = icmp ne i64 %4400, 0
  %4402 = icmp slt i64 %4396, 0
  %4403 = icmp eq i1 %4402, false
  %4404 = and i1 %4401, %4403
  %4405 = zext i1 %4404 to i64
  %4406 = add i64 %4399, %4405
  %4407 = trunc i64 %4406 to i32
  %4408 = sub i32 %4407, 1
  %4409 = sub i32 %4408, %c364
  %4410 = mul i32 %4409, 512
  %4411 = sext i32 %4410 to i64
  %4412 = sub i64 0, %4411
  %4413 = select i1 %4395, i64 512, i64 %4412
  %4414 = select i1 %4377, i64 0, i64 %4413
  %4415 = trunc i64 %4414 to i32
  %4416 = sext i32 %4415 to i64
  %4417 = sext i32 %N to i64
  %4418 = sext i32 %N to i64
  %4419 = sdiv i64 %4418, 512
  %4420 = sub i64 0, %4418
  %4421 = select i1 false, i64 %4420, i64 %4419
  %4422 = srem i64 %4418, 512
  %4423 = icmp ne i64 %4422, 0
  %4424 = icmp slt i64 %4418, 0
  %4425 = icmp eq i1 %4424, false
  %4426 = and i1 %4423, %4425
  %4427 = zext i1 %4426 to i64
  %4428 = add i64 %4421, %4427
  %4429 = trunc i64 %4428 to i32
  %4430 = sub i32 %4429, 1
  %4431 = sub i32 %4430, %c364
  %4432 = mul i32 %4431, 512
  %4433 = sext i32 %4432 to i64
  %4434 = sub i64 %4417, %4433
  %4435 = icmp slt i64 %4434, 0
  %4436 = sext i32 %N to i64
  %4437 = sext i32 %N to i64
  %4438 = sdiv i64 %4437, 512
  %4439 = sub i64 0, %4437
  %4440 = select i1 false, i64 %4439, i64 %4438
  %4441 = srem i64 %4437, 512
  %4442 = icmp ne i64 %4441, 0
  %4443 = icmp slt i64 %4437, 0
  %4444 = icmp eq i1 %4443, false
  %4445 = and i1 %4442, %4444
  %4446 = zext i1 %4445 to i64
  %4447 = add i64 %4440, %4446
  %4448 = trunc i64 %4447 to i32
  %4449 = sub i32 %4448, 1
  %4450 = sub i32 %4449, %c364
  %4451 = mul i32 %4450, 512
  %4452 = sext i32 %4451 to i64
  %4453 = sub i64 %4436, %4452
  %4454 = icmp sgt i64 %4453, 512
  %4455 = sext i32 %N to i64
  %4456 = sext i32 %N to i64
  %4457 = sdiv i64 %4456, 512
  %4458 = sub i64 0, %4456
  %4459 = select i1 false, i64 %4458, i64 %4457
  %4460 = srem i64 %4456, 512
  %4461 = icmp ne i64 %4460, 0
  %4462 = icmp slt i64 %4456, 0
  %4463 = icmp eq i1 %4462, false
  %4464 = and i1 %4461, %4463
  %4465 = zext i1 %4464 to i64
  %4466 = add i64 %4459, %4465
  %4467 = trunc i64 %4466 to i32
  %4468 = sub i32 %4467, 1
  %4469 = sub i32 %4468, %c364
  %4470 = mul i32 %4469, 512
  %4471 = sext i32 %4470 to i64
  %4472 = sub i64 %4455, %4471
  %4473 = select i1 %4454, i64 512, i64 %4472
  %4474 = select i1 %4435, i64 0, i64 %4473
  %4475 = select i1 %4359, i64 %4416, i64 %4474
  %4476 = trunc i64 %4475 to i32
  %4477 = select i1 %4243, i32 512, i32 %4476
  %tl_pad_from46 = select i1 %4009, i32 0, i32 %4477
  %tl_pad_n48 = sub i32 512, %tl_pad_from46
  br label %for.cond427

for.cond427:                                      ; preds = %for.body428, %for.end426
  %tl_pad_k49 = phi i32 [ 0, %for.end426 ], [ %4482, %for.body428 ]
  %4478 = icmp slt i32 %tl_pad_k49, %tl_pad_n48
  br i1 %4478, label %for.body428, label %for.end429

for.body428:                                      ; preds = %for.cond427
  %4479 = add i32 %tl_pad_from46, %tl_pad_k49
  %4480 = sext i32 %4479 to i64
  %4481 = getelementptr inbounds float, ptr %B_f, i64 %4480
  store float 0.000000e+00, ptr %4481, align 4
  %4482 = add nsw i32 %tl_pad_k49, 1
  br label %for.cond427, !llvm.loop !104

for.end429:                                       ; preds = %for.cond427
  br label %for.cond430

for.cond430:                                      ; preds = %for.end440, %for.end429
  %i433 = phi i32 [ 0, %for.end429 ], [ %5250, %for.end440 ]
  %4483 = icmp slt i32 %i433, 4
  br i1 %4483, label %for.body431, label %for.end432

for.body431:                                      ; preds = %for.cond430
  %4484 = sext i32 %N to i64
  %4485 = sext i32 %N to i64
  %4486 = sdiv i64 %4485, 512
  %4487 = sub i64 0, %4485
  %4488 = select i1 false, i64 %4487, i64 %4486
  %4489 = srem i64 %4485, 512
  %4490 = icmp ne i64 %4489, 0
  %4491 = icmp slt i64 %4485, 0
  %4492 = icmp eq i1 %4491, false
  %4493 = and i1 %4490, %4492
  %4494 = zext i1 %4493 to i64
  %4495 = add i64 %4488, %4494
  %4496 = trunc i64 %4495 to i32
  %4497 = sub i32 %4496, 1
  %4498 = sub i32 %4497, %c364
  %4499 = mul i32 %4498, 512
  %4500 = sext i32 %4499 to i64
  %4501 = sub i64 %4484, %4500
  %4502 = icmp slt i64 %4501, 0
  %4503 = sext i32 %N to i64
  %4504 = sext i32 %N to i64
  %4505 = sdiv i64 %4504, 512
  %4506 = sub i64 0, %4504
  %4507 = select i1 false, i64 %4506, i64 %4505
  %4508 = srem i64 %4504, 512
  %4509 = icmp ne i64 %4508, 0
  %4510 = icmp slt i64 %4504, 0
  %4511 = icmp eq i1 %4510, false
  %4512 = and i1 %4509, %4511
  %4513 = zext i1 %4512 to i64
  %4514 = add i64 %4507, %4513
  %4515 = trunc i64 %4514 to i32
  %4516 = sub i32 %4515, 1
  %4517 = sub i32 %4516, %c364
  %4518 = mul i32 %4517, 512
  %4519 = sext i32 %4518 to i64
  %4520 = sub i64 %4503, %4519
  %4521 = icmp sgt i64 %4520, 512
  %4522 = sext i32 %N to i64
  %4523 = sext i32 %N to i64
  %4524 = sdiv i64 %4523, 512
  %4525 = sub i64 0, %4523
  %4526 = select i1 false, i64 %4525, i64 %4524
  %4527 = srem i64 %4523, 512
  %4528 = icmp ne i64 %4527, 0
  %4529 = icmp slt i64 %4523, 0
  %4530 = icmp eq i1 %4529, false
  %4531 = and i1 %4528, %4530
  %4532 = zext i1 %4531 to i64
  %4533 = add i64 %4526, %4532
  %4534 = trunc i64 %4533 to i32
  %4535 = sub i32 %4534, 1
  %4536 = sub i32 %4535, %c364
  %4537 = mul i32 %4536, 512
  %4538 = sext i32 %4537 to i64
  %4539 = sub i64 %4522, %4538
  %4540 = select i1 %4521, i64 512, i64 %4539
  %4541 = select i1 %4502, i64 0, i64 %4540
  %4542 = sext i32 %N to i64
  %4543 = sdiv i64 %4542, 512
  %4544 = sub i64 0, %4542
  %4545 = select i1 false, i64 %4544, i64 %4543
  %4546 = srem i64 %4542, 512
  %4547 = icmp ne i64 %4546, 0
  %4548 = icmp slt i64 %4542, 0
  %4549 = icmp eq i1 %4548, false
  %4550 = and i1 %4547, %4549
  %4551 = zext i1 %4550 to i64
  %4552 = add i64 %4545, %4551
  %4553 = trunc i64 %4552 to i32
  %4554 = sub i32 %4553, 1
  %4555 = sub i32 %4554, %c364
  %4556 = mul i32 %4555, 512
  %4557 = sext i32 %4556 to i64
  %4558 = sub i64 0, %4557
  %4559 = icmp slt i64 %4558, 0
  %4560 = sext i32 %N to i64
  %4561 = sdiv i64 %4560, 512
  %4562 = sub i64 0, %4560
  %4563 = select i1 false, i64 %4562, i64 %4561
  %4564 = srem i64 %4560, 512
  %4565 = icmp ne i64 %4564, 0
  %4566 = icmp slt i64 %4560, 0
  %4567 = icmp eq i1 %4566, false
  %4568 = and i1 %4565, %4567
  %4569 = zext i1 %4568 to i64
  %4570 = add i64 %4563, %4569
  %4571 = trunc i64 %4570 to i32
  %4572 = sub i32 %4571, 1
  %4573 = sub i32 %4572, %c364
  %4574 = mul i32 %4573, 512
  %4575 = sext i32 %4574 to i64
  %4576 = sub i64 0, %4575
  %4577 = icmp sgt i64 %4576, 512
  %4578 = sext i32 %N to i64
  %4579 = sdiv i64 %4578, 512
  %4580 = sub i64 0, %4578
  %4581 = select i1 false, i64 %4580, i64 %4579
  %4582 = srem i64 %4578, 512
  %4583 = icmp ne i64 %4582, 0
  %4584 = icmp slt i64 %4578, 0
  %4585 = icmp eq i1 %4584, false
  %4586 = and i1 %4583, %4585
  %4587 = zext i1 %4586 to i64
  %4588 = add i64 %4581, %4587
  %4589 = trunc i64 %4588 to i32
  %4590 = sub i32 %4589, 1
  %4591 = sub i32 %4590, %c364
  %4592 = mul i32 %4591, 512
  %4593 = sext i32 %4592 to i64
  %4594 = sub i64 0, %4593
  %4595 = select i1 %4577, i64 512, i64 %4594
  %4596 = select i1 %4559, i64 0, i64 %4595
  %4597 = trunc i64 %4596 to i32
  %4598 = sext i32 %4597 to i64
  %4599 = icmp slt i64 %4541, %4598
  %4600 = sext i32 %N to i64
  %4601 = sdiv i64 %4600, 512
  %4602 = sub i64 0, %4600
  %4603 = select i1 false, i64 %4602, i64 %4601
  %4604 = srem i64 %4600, 512
  %4605 = icmp ne i64 %4604, 0
  %4606 = icmp slt i64 %4600, 0
  %4607 = icmp eq i1 %4606, false
  %4608 = and i1 %4605, %4607
  %4609 = zext i1 %4608 to i64
  %4610 = add i64 %4603, %4609
  %4611 = trunc i64 %4610 to i32
  %4612 = sub i32 %4611, 1
  %4613 = sub i32 %4612, %c364
  %4614 = mul i32 %4613, 512
  %4615 = sext i32 %4614 to i64
  %4616 = sub i64 0, %4615
  %4617 = icmp slt i64 %4616, 0
  %4618 = sext i32 %N to i64
  %4619 = sdiv i64 %4618, 512
  %4620 = sub i64 0, %4618
  %4621 = select i1 false, i64 %4620, i64 %4619
  %4622 = srem i64 %4618, 512
  %4623 = icmp ne i64 %4622, 0
  %4624 = icmp slt i64 %4618, 0
  %4625 = icmp eq i1 %4624, false
  %4626 = and i1 %4623, %4625
  %4627 = zext i1 %4626 to i64
  %4628 = add i64 %4621, %4627
  %4629 = trunc i64 %4628 to i32
  %4630 = sub i32 %4629, 1
  %4631 = sub i32 %4630, %c364
  %4632 = mul i32 %4631, 512
  %4633 = sext i32 %4632 to i64
  %4634 = sub i64 0, %4633
  %4635 = icmp sgt i64 %4634, 512
  %4636 = sext i32 %N to i64
  %4637 = sdiv i64 %4636, 512
  %4638 = sub i64 0, %4636
  %4639 = select i1 false, i64 %4638, i64 %4637
  %4640 = srem i64 %4636, 512
  %4641 = icmp ne i64 %4640, 0
  %4642 = icmp slt i64 %4636, 0
  %4643 = icmp eq i1 %4642, false
  %4644 = and i1 %4641, %4643
  %4645 = zext i1 %4644 to i64
  %4646 = add i64 %4639, %4645
  %4647 = trunc i64 %4646 to i32
  %4648 = sub i32 %4647, 1
  %4649 = sub i32 %4648, %c364
  %4650 = mul i32 %4649, 512
  %4651 = sext i32 %4650 to i64
  %4652 = sub i64 0, %4651
  %4653 = select i1 %4635, i64 512, i64 %4652
  %4654 = select i1 %4617, i64 0, i64 %4653
  %4655 = trunc i64 %4654 to i32
  %4656 = sext i32 %4655 to i64
  %4657 = sext i32 %N to i64
  %4658 = sext i32 %N to i64
  %4659 = sdiv i64 %4658, 512
  %4660 = sub i64 0, %4658
  %4661 = select i1 false, i64 %4660, i64 %4659
  %4662 = srem i64 %4658, 512
  %4663 = icmp ne i64 %4662, 0
  %4664 = icmp slt i64 %4658, 0
  %4665 = icmp eq i1 %4664, false
  %4666 = and i1 %4663, %4665
  %4667 = zext i1 %4666 to i64
  %4668 = add i64 %4661, %4667
  %4669 = trunc i64 %4668 to i32
  %4670 = sub i32 %4669, 1
  %4671 = sub i32 %4670, %c364
  %4672 = mul i32 %4671, 512
  %4673 = sext i32 %4672 to i64
  %4674 = sub i64 %4657, %4673
  %4675 = icmp slt i64 %4674, 0
  %4676 = sext i32 %N to i64
  %4677 = sext i32 %N to i64
  %4678 = sdiv i64 %4677, 512
  %4679 = sub i64 0, %4677
  %4680 = select i1 false, i64 %4679, i64 %4678
  %4681 = srem i64 %4677, 512
  %4682 = icmp ne i64 %4681, 0
  %4683 = icmp slt i64 %4677, 0
  %4684 = icmp eq i1 %4683, false
  %4685 = and i1 %4682, %4684
  %4686 = zext i1 %4685 to i64
  %4687 = add i64 %4680, %4686
  %4688 = trunc i64 %4687 to i32
  %4689 = sub i32 %4688, 1
  %4690 = sub i32 %4689, %c364
  %4691 = mul i32 %4690, 512
  %4692 = sext i32 %4691 to i64
  %4693 = sub i64 %4676, %4692
  %4694 = icmp sgt i64 %4693, 512
  %4695 = sext i32 %N to i64
  %4696 = sext i32 %N to i64
  %4697 = sdiv i64 %4696, 512
  %4698 = sub i64 0, %4696
  %4699 = select i1 false, i64 %4698, i64 %4697
  %4700 = srem i64 %4696, 512
  %4701 = icmp ne i64 %4700, 0
  %4702 = icmp slt i64 %4696, 0
  %4703 = icmp eq i1 %4702, false
  %4704 = and i1 %4701, %4703
  %4705 = zext i1 %4704 to i64
  %4706 = add i64 %4699, %4705
  %4707 = trunc i64 %4706 to i32
  %4708 = sub i32 %4707, 1
  %4709 = sub i32 %4708, %c364
  %4710 = mul i32 %4709, 512
  %4711 = sext i32 %4710 to i64
  %4712 = sub i64 %4695, %4711
  %4713 = select i1 %4694, i64 512, i64 %4712
  %4714 = select i1 %4675, i64 0, i64 %4713
  %4715 = select i1 %4599, i64 %4656, i64 %4714
  %4716 = trunc i64 %4715 to i32
  %4717 = icmp slt i32 %4716, 0
  %4718 = sext i32 %N to i64
  %4719 = sext i32 %N to i64
  %4720 = sdiv i64 %4719, 512
  %4721 = sub i64 0, %4719
  %4722 = select i1 false, i64 %4721, i64 %4720
  %4723 = srem i64 %4719, 512
  %4724 = icmp ne i64 %4723, 0
  %4725 = icmp slt i64 %4719, 0
  %4726 = icmp eq i1 %4725, false
  %4727 = and i1 %4724, %4726
  %4728 = zext i1 %4727 to i64
  %4729 = add i64 %4722, %4728
  %4730 = trunc i64 %4729 to i32
  %4731 = sub i32 %4730, 1
  %4732 = sub i32 %4731, %c364
  %4733 = mul i32 %4732, 512
  %4734 = sext i32 %4733 to i64
  %4735 = sub i64 %4718, %4734
  %4736 = icmp slt i64 %4735, 0
  %4737 = sext i32 %N to i64
  %4738 = sext i32 %N to i64
  %4739 = sdiv i64 %4738, 512
  %4740 = sub i64 0, %4738
  %4741 = select i1 false, i64 %4740, i64 %4739
  %4742 = srem i64 %4738, 512
  %4743 = icmp ne i64 %4742, 0
  %4744 = icmp slt i64 %4738, 0
  %4745 = icmp eq i1 %4744, false
  %4746 = and i1 %4743, %4745
  %4747 = zext i1 %4746 to i64
  %4748 = add i64 %4741, %4747
  %4749 = trunc i64 %4748 to i32
  %4750 = sub i32 %4749, 1
  %4751 = sub i32 %4750, %c364
  %4752 = mul i32 %4751, 512
  %4753 = sext i32 %4752 to i64
  %4754 = sub i64 %4737, %4753
  %4755 = icmp sgt i64 %4754, 512
  %4756 = sext i32 %N to i64
  %4757 = sext i32 %N to i64
  %4758 = sdiv i64 %4757, 512
  %4759 = sub i64 0, %4757
  %4760 = select i1 false, i64 %4759, i64 %4758
  %4761 = srem i64 %4757, 512
  %4762 = icmp ne i64 %4761, 0
  %4763 = icmp slt i64 %4757, 0
  %4764 = icmp eq i1 %4763, false
  %4765 = and i1 %4762, %4764
  %4766 = zext i1 %4765 to i64
  %4767 = add i64 %4760, %4766
  %4768 = trunc i64 %4767 to i32
  %4769 = sub i32 %4768, 1
  %4770 = sub i32 %4769, %c364
  %4771 = mul i32 %4770, 512
  %4772 = sext i32 %4771 to i64
  %4773 = sub i64 %4756, %4772
  %4774 = select i1 %4755, i64 512, i64 %4773
  %4775 = select i1 %4736, i64 0, i64 %4774
  %4776 = sext i32 %N to i64
  %4777 = sdiv i64 %4776, 512
  %4778 = sub i64 0, %4776
  %4779 = select i1 false, i64 %4778, i64 %4777
  %4780 = srem i64 %4776, 512
  %4781 = icmp ne i64 %4780, 0
  %4782 = icmp slt i64 %4776, 0
  %4783 = icmp eq i1 %4782, false
  %4784 = and i1 %4781, %4783
  %4785 = zext i1 %4784 to i64
  %4786 = add i64 %4779, %4785
  %4787 = trunc i64 %4786 to i32
  %4788 = sub i32 %4787, 1
  %4789 = sub i32 %4788, %c364
  %4790 = mul i32 %4789, 512
  %4791 = sext i32 %4790 to i64
  %4792 = sub i64 0, %4791
  %4793 = icmp slt i64 %4792, 0
  %4794 = sext i32 %N to i64
  %4795 = sdiv i64 %4794, 512
  %4796 = sub i64 0, %4794
  %4797 = select i1 false, i64 %4796, i64 %4795
  %4798 = srem i64 %4794, 512
  %4799 = icmp ne i64 %4798, 0
  %4800 = icmp slt i64 %4794, 0
  %4801 = icmp eq i1 %4800, false
  %4802 = and i1 %4799, %4801
  %4803 = zext i1 %4802 to i64
  %4804 = add i64 %4797, %4803
  %4805 = trunc i64 %4804 to i32
  %4806 = sub i32 %4805, 1
  %4807 = sub i32 %4806, %c364
  %4808 = mul i32 %4807, 512
  %4809 = sext i32 %4808 to i64
  %4810 = sub i64 0, %4809
  %4811 = icmp sgt i64 %4810, 512
  %4812 = sext i32 %N to i64
  %4813 = sdiv i64 %4812, 512
  %4814 = sub i64 0, %4812
  %4815 = select i1 false, i64 %4814, i64 %4813
  %4816 = srem i64 %4812, 512
  %4817 = icmp ne i64 %4816, 0
  %4818 = icmp slt i64 %4812, 0
  %4819 = icmp eq i1 %4818, false
  %4820 = and i1 %4817, %4819
  %4821 = zext i1 %4820 to i64
  %4822 = add i64 %4815, %4821
  %4823 = trunc i64 %4822 to i32
  %4824 = sub i32 %4823, 1
  %4825 = sub i32 %4824, %c364
  %4826 = mul i32 %4825, 512
  %4827 = sext i32 %4826 to i64
  %4828 = sub i64 0, %4827
  %4829 = select i1 %4811, i64 512, i64 %4828
  %4830 = select i1 %4793, i64 0, i64 %4829
  %4831 = trunc i64 %4830 to i32
  %4832 = sext i32 %4831 to i64
  %4833 = icmp slt i64 %4775, %4832
  %4834 = sext i32 %N to i64
  %4835 = sdiv i64 %4834, 512
  %4836 = sub i64 0, %4834
  %4837 = select i1 false, i64 %4836, i64 %4835
  %4838 = srem i64 %4834, 512
  %4839 = icmp ne i64 %4838, 0
  %4840 = icmp slt i64 %4834, 0
  %4841 = icmp eq i1 %4840, false
  %4842 = and i1 %4839, %4841
  %4843 = zext i1 %4842 to i64
  %4844 = add i64 %4837, %4843
  %4845 = trunc i64 %4844 to i32
  %4846 = sub i32 %4845, 1
  %4847 = sub i32 %4846, %c364
  %4848 = mul i32 %4847, 512
  %4849 = sext i32 %4848 to i64
  %4850 = sub i64 0, %4849
  %4851 = icmp slt i64 %4850, 0
  %4852 = sext i32 %N to i64
  %4853 = sdiv i64 %4852, 512
  %4854 = sub i64 0, %4852
  %4855 = select i1 false, i64 %4854, i64 %4853
  %4856 = srem i64 %4852, 512
  %4857 = icmp ne i64 %4856, 0
  %4858 = icmp slt i64 %4852, 0
  %4859 = icmp eq i1 %4858, false
  %4860 = and i1 %4857, %4859
  %4861 = zext i1 %4860 to i64
  %4862 = add i64 %4855, %4861
  %4863 = trunc i64 %4862 to i32
  %4864 = sub i32 %4863, 1
  %4865 = sub i32 %4864, %c364
  %4866 = mul i32 %4865, 512
  %4867 = sext i32 %4866 to i64
  %4868 = sub i64 0, %4867
  %4869 = icmp sgt i64 %4868, 512
  %4870 = sext i32 %N to i64
  %4871 = sdiv i64 %4870, 512
  %4872 = sub i64 0, %4870
  %4873 = select i1 false, i64 %4872, i64 %4871
  %4874 = srem i64 %4870, 512
  %4875 = icmp ne i64 %4874, 0
  %4876 = icmp slt i64 %4870, 0
  %4877 = icmp eq i1 %4876, false
  %4878 = and i1 %4875, %4877
  %4879 = zext i1 %4878 to i64
  %4880 = add i64 %4873, %4879
  %4881 = trunc i64 %4880 to i32
  %4882 = sub i32 %4881, 1
  %4883 = sub i32 %4882, %c364
  %4884 = mul i32 %4883, 512
  %4885 = sext i32 %4884 to i64
  %4886 = sub i64 0, %4885
  %4887 = select i1 %4869, i64 512, i64 %4886
  %4888 = select i1 %4851, i64 0, i64 %4887
  %4889 = trunc i64 %4888 to i32
  %4890 = sext i32 %4889 to i64
  %4891 = sext i32 %N to i64
  %4892 = sext i32 %N to i64
  %4893 = sdiv i64 %4892, 512
  %4894 = sub i64 0, %4892
  %4895 = select i1 false, i64 %4894, i64 %4893
  %4896 = srem i64 %4892, 512
  %4897 = icmp ne i64 %4896, 0
  %4898 = icmp slt i64 %4892, 0
  %4899 = icmp eq i1 %4898, false
  %4900 = and i1 %4897, %4899
  %4901 = zext i1 %4900 to i64
  %4902 = add i64 %4895, %4901
  %4903 = trunc i64 %4902 to i32
  %4904 = sub i32 %4903, 1
  %4905 = sub i32 %4904, %c364
  %4906 = mul i32 %4905, 512
  %4907 = sext i32 %4906 to i64
  %4908 = sub i64 %4891, %4907
  %4909 = icmp slt i64 %4908, 0
  %4910 = sext i32 %N to i64
  %4911 = sext i32 %N to i64
  %4912 = sdiv i64 %4911, 512
  %4913 = sub i64 0, %4911
  %4914 = select i1 false, i64 %4913, i64 %4912
  %4915 = srem i64 %4911, 512
  %4916 = icmp ne i64 %4915, 0
  %4917 = icmp slt i64 %4911, 0
  %4918 = icmp eq i1 %4917, false
  %4919 = and i1 %4916, %4918
  %4920 = zext i1 %4919 to i64
  %4921 = add i64 %4914, %4920
  %4922 = trunc i64 %4921 to i32
  %4923 = sub i32 %4922, 1
  %4924 = sub i32 %4923, %c364
  %4925 = mul i32 %4924, 512
  %4926 = sext i32 %4925 to i64
  %4927 = sub i64 %4910, %4926
  %4928 = icmp sgt i64 %4927, 512
  %4929 = sext i32 %N to i64
  %4930 = sext i32 %N to i64
  %4931 = sdiv i64 %4930, 512
  %4932 = sub i64 0, %4930
  %4933 = select i1 false, i64 %4932, i64 %4931
  %4934 = srem i64 %4930, 512
  %4935 = icmp ne i64 %4934, 0
  %4936 = icmp slt i64 %4930, 0
  %4937 = icmp eq i1 %4936, false
  %4938 = and i1 %4935, %4937
  %4939 = zext i1 %4938 to i64
  %4940 = add i64 %4933, %4939
  %4941 = trunc i64 %4940 to i32
  %4942 = sub i32 %4941, 1
  %4943 = sub i32 %4942, %c364
  %4944 = mul i32 %4943, 512
  %4945 = sext i32 %4944 to i64
  %4946 = sub i64 %4929, %4945
  %4947 = select i1 %4928, i64 512, i64 %4946
  %4948 = select i1 %4909, i64 0, i64 %4947
  %4949 = select i1 %4833, i64 %4890, i64 %4948
  %4950 = trunc i64 %4949 to i32
  %4951 = icmp sgt i32 %4950, 512
  %4952 = sext i32 %N to i64
  %4953 = sext i32 %N to i64
  %4954 = sdiv i64 %4953, 512
  %4955 = sub i64 0, %4953
  %4956 = select i1 false, i64 %4955, i64 %4954
  %4957 = srem i64 %4953, 512
  %4958 = icmp ne i64 %4957, 0
  %4959 = icmp slt i64 %4953, 0
  %4960 = icmp eq i1 %4959, false
  %4961 = and i1 %4958, %4960
  %4962 = zext i1 %4961 to i64
  %4963 = add i64 %4956, %4962
  %4964 = trunc i64 %4963 to i32
  %4965 = sub i32 %4964, 1
  %4966 = sub i32 %4965, %c364
  %4967 = mul i32 %4966, 512
  %4968 = sext i32 %4967 to i64
  %4969 = sub i64 %4952, %4968
  %4970 = icmp slt i64 %4969, 0
  %4971 = sext i32 %N to i64
  %4972 = sext i32 %N to i64
  %4973 = sdiv i64 %4972, 512
  %4974 = sub i64 0, %4972
  %4975 = select i1 false, i64 %4974, i64 %4973
  %4976 = srem i64 %4972, 512
  %4977 = icmp ne i64 %4976, 0
  %4978 = icmp slt i64 %4972, 0
  %4979 = icmp eq i1 %4978, false
  %4980 = and i1 %4977, %4979
  %4981 = zext i1 %4980 to i64
  %4982 = add i64 %4975, %4981
  %4983 = trunc i64 %4982 to i32
  %4984 = sub i32 %4983, 1
  %4985 = sub i32 %4984, %c364
  %4986 = mul i32 %4985, 512
  %4987 = sext i32 %4986 to i64
  %4988 = sub i64 %4971, %4987
  %4989 = icmp sgt i64 %4988, 512
  %4990 = sext i32 %N to i64
  %4991 = sext i32 %N to i64
  %4992 = sdiv i64 %4991, 512
  %4993 = sub i64 0, %4991
  %4994 = select i1 false, i64 %4993, i64 %4992
  %4995 = srem i64 %4991, 512
  %4996 = icmp ne i64 %4995, 0
  %4997 = icmp slt i64 %4991, 0
  %4998 = icmp eq i1 %4997, false
  %4999 = and i1 %4996, %4998
  %5000 = zext i1 %4999 to i64
  %5001 = add i64 %4994, %5000
  %5002 = trunc i64 %5001 to i32
  %5003 = sub i32 %5002, 1
  %5004 = sub i32 %5003, %c364
  %5005 = mul i32 %5004, 512
  %5006 = sext i32 %5005 to i64
  %5007 = sub i64 %4990, %5006
  %5008 = select i1 %4989, i64 512, i64 %5007
  %5009 = select i1 %4970, i64 0, i64 %5008
  %5010 = sext i32 %N to i64
  %5011 = sdiv i64 %5010, 512
  %5012 = sub i64 0, %5010
  %5013 = select i1 false, i64 %5012, i64 %5011
  %5014 = srem i64 %5010, 512
  %5015 = icmp ne i64 %5014, 0
  %5016 = icmp slt i64 %5010, 0
  %5017 = icmp eq i1 %5016, false
  %5018 = and i1 %5015, %5017
  %5019 = zext i1 %5018 to i64
  %5020 = add i64 %5013, %5019
  %5021 = trunc i64 %5020 to i32
  %5022 = sub i32 %5021, 1
  %5023 = sub i32 %5022, %c364
  %5024 = mul i32 %5023, 512
  %5025 = sext i32 %5024 to i64
  %5026 = sub i64 0, %5025
  %5027 = icmp slt i64 %5026, 0
  %5028 = sext i32 %N to i64
  %5029 = sdiv i64 %5028, 512
  %5030 = sub i64 0, %5028
  %5031 = select i1 false, i64 %5030, i64 %5029
  %5032 = srem i64 %5028, 512
  %5033 = icmp ne i64 %5032, 0
  %5034 = icmp slt i64 %5028, 0
  %5035 = icmp eq i1 %5034, false
  %5036 = and i1 %5033, %5035
  %5037 = zext i1 %5036 to i64
  %5038 = add i64 %5031, %5037
  %5039 = trunc i64 %5038 to i32
  %5040 = sub i32 %5039, 1
  %5041 = sub i32 %5040, %c364
  %5042 = mul i32 %5041, 512
  %5043 = sext i32 %5042 to i64
  %5044 = sub i64 0, %5043
  %5045 = icmp sgt i64 %5044, 512
  %5046 = sext i32 %N to i64
  %5047 = sdiv i64 %5046, 512
  %5048 = sub i64 0, %5046
  %5049 = select i1 false, i64 %5048, i64 %5047
  %5050 = srem i64 %5046, 512
  %5051 = icmp ne i64 %5050, 0
  %5052 = icmp slt i64 %5046, 0
  %5053 = icmp eq i1 %5052, false
  %5054 = and i1 %5051, %5053
  %5055 = zext i1 %5054 to i64
  %5056 = add i64 %5049, %5055
  %5057 = trunc i64 %5056 to i32
  %5058 = sub i32 %5057, 1
  %5059 = sub i32 %5058, %c364
  %5060 = mul i32 %5059, 512
  %5061 = sext i32 %5060 to i64
  %5062 = sub i64 0, %5061
  %5063 = select i1 %5045, i64 512, i64 %5062
  %5064 = select i1 %5027, i64 0, i64 %5063
  %5065 = trunc i64 %5064 to i32
  %5066 = sext i32 %5065 to i64
  %5067 = icmp slt i64 %5009, %5066
  %5068 = sext i32 %N to i64
  %5069 = sdiv i64 %5068, 512
  %5070 = sub i64 0, %5068
  %5071 = select i1 false, i64 %5070, i64 %5069
  %5072 = srem i64 %5068, 512
  %5073 = icmp ne i64 %5072, 0
  %5074 = icmp slt i64 %5068, 0
  %5075 = icmp eq i1 %5074, false
  %5076 = and i1 %5073, %5075
  %5077 = zext i1 %5076 to i64
  %5078 = add i64 %5071, %5077
  %5079 = trunc i64 %5078 to i32
  %5080 = sub i32 %5079, 1
  %5081 = sub i32 %5080, %c364
  %5082 = mul i32 %5081, 512
  %5083 = sext i32 %5082 to i64
  %5084 = sub i64 0, %5083
  %5085 = icmp slt i64 %5084, 0
  %5086 = sext i32 %N to i64
  %5087 = sdiv i64 %5086, 512
  %5088 = sub i64 0, %5086
  %5089 = select i1 false, i64 %5088, i64 %5087
  %5090 = srem i64 %5086, 512
  %5091 = icmp ne i64 %5090, 0
  %5092 = icmp slt i64 %5086, 0
  %5093 = icmp eq i1 %5092, false
  %5094 = and i1 %5091, %5093
  %5095 = zext i1 %5094 to i64
  %5096 = add i64 %5089, %5095
  %5097 = trunc i64 %5096 to i32
  %5098 = sub i32 %5097, 1
  %5099 = sub i32 %5098, %c364
  %5100 = mul i32 %5099, 512
  %5101 = sext i32 %5100 to i64
  %5102 = sub i64 0, %5101
  %5103 = icmp sgt i64 %5102, 512
  %5104 = sext i32 %N to i64
  %5105 = sdiv i64 %5104, 512
  %5106 = sub i64 0, %5104
  %5107 = select i1 false, i64 %5106, i64 %5105
  %5108 = srem i64 %5104, 512
  %5109 = icmp ne i64 %5108, 0
  %5110 = icmp slt i64 %5104, 0
  %5111 = icmp eq i1 %5110, false
  %5112 = and i1 %5109, %5111
  %5113 = zext i1 %5112 to i64
  %5114 = add i64 %5107, %5113
  %5115 = trunc i64 %5114 to i32
  %5116 = sub i32 %5115, 1
  %5117 = sub i32 %5116, %c364
  %5118 = mul i32 %5117, 512
  %5119 = sext i32 %5118 to i64
  %5120 = sub i64 0, %5119
  %5121 = select i1 %5103, i64 512, i64 %5120
  %5122 = select i1 %5085, i64 0, i64 %5121
  %5123 = trunc i64 %5122 to i32
  %5124 = sext i32 %5123 to i64
  %5125 = sext i32 %N to i64
  %5126 = sext i32 %N to i64
  %5127 = sdiv i64 %5126, 512
  %5128 = sub i64 0, %5126
  %5129 = select i1 false, i64 %5128, i64 %5127
  %5130 = srem i64 %5126, 512
  %5131 = icmp ne i64 %5130, 0
  %5132 = icmp slt i64 %5126, 0
  %5133 = icmp eq i1 %5132, false
  %5134 = and i1 %5131, %5133
  %5135 = zext i1 %5134 to i64
  %5136 = add i64 %5129, %5135
  %5137 = trunc i64 %5136 to i32
  %5138 = sub i32 %5137, 1
  %5139 = sub i32 %5138, %c364
  %5140 = mul i32 %5139, 512
  %5141 = sext i32 %5140 to i64
  %5142 = sub i64 %5125, %5141
  %5143 = icmp slt i64 %5142, 0
  %5144 = sext i32 %N to i64
  %5145 = sext i32 %N to i64
  %5146 = sdiv i64 %5145, 512
  %5147 = sub i64 0, %5145
  %5148 = select i1 false, i64 %5147, i64 %5146
  %5149 = srem i64 %5145, 512
  %5150 = icmp ne i64 %5149, 0
  %5151 = icmp slt i64 %5145, 0
  %5152 = icmp eq i1 %5151, false
  %5153 = and i1 %5150, %5152
  %5154 = zext i1 %5153 to i64
  %5155 = add i64 %5148, %5154
  %5156 = trunc i64 %5155 to i32
  %5157 = sub i32 %5156, 1
  %5158 = sub i32 %5157, %c364
  %5159 = mul i32 %5158, 512
  %5160 = sext i32 %5159 to i64
  %5161 = sub i64 %5144, %5160
  %5162 = icmp sgt i64 %5161, 512
  %5163 = sext i32 %N to i64
  %5164 = sext i32 %N to i64
  %5165 = sdiv i64 %5164, 512
  %5166 = sub i64 0, %5164
  %5167 = select i1 false, i64 %5166, i64 %5165
  %5168 = srem i64 %5164, 512
  %5169 = icmp ne i64 %5168, 0
  %5170 = icmp slt i64 %5164, 0
  %5171 = icmp eq i1 %5170, false
  %5172 = and i1 %5169, %5171
  %5173 = zext i1 %5172 to i64
  %5174 = add i64 %5167, %5173
  %5175 = trunc i64 %5174 to i32
  %5176 = sub i32 %5175, 1
  %5177 = sub i32 %5176, %c364
  %5178 = mul i32 %5177, 512
  %5179 = sext i32 %5178 to i64
  %5180 = sub i64 %5163, %5179
  %5181 = select i1 %5162, i64 512, i64 %5180
  %5182 = select i1 %5143, i64 0, i64 %5181
  %5183 = select i1 %5067, i64 %5124, i64 %5182
  %5184 = trunc i64 %5183 to i32
  %5185 = select i1 %4951, i32 512, i32 %5184
  %tl_cols50 = select i1 %4717, i32 0, i32 %5185
  br label %for.cond434

for.end432:                                       ; preds = %for.cond430
  %5186 = mul i32 %bx, 4
  %5187 = icmp sle i32 0, %5186
  %5188 = mul i32 %bx, 4
  %5189 = sext i32 %5188 to i64
  %5190 = add i64 %5189, 4
  %5191 = sext i32 %M to i64
  %5192 = icmp sle i64 %5190, %5191
  %5193 = and i1 %5187, %5192
  %5194 = mul i32 %t, 512
  %5195 = icmp sle i32 0, %5194
  %5196 = mul i32 %t, 512
  %5197 = sext i32 %5196 to i64
  %5198 = add i64 %5197, 512
  %5199 = sext i32 %N to i64
  %5200 = icmp sle i64 %5198, %5199
  %5201 = and i1 %5195, %5200
  %5202 = and i1 %5193, %5201
  br i1 %5202, label %if.then441, label %if.else442

for.cond434:                                      ; preds = %for.body435, %for.body431
  %j437 = phi i32 [ 0, %for.body431 ], [ %5231, %for.body435 ]
  %5203 = icmp slt i32 %j437, %tl_cols50
  br i1 %5203, label %for.body435, label %for.end436

for.body435:                                      ; preds = %for.cond434
  %5204 = sext i32 %i433 to i64
  %5205 = mul nsw i64 %5204, 512
  %5206 = sext i32 %j437 to i64
  %5207 = add nsw i64 %5205, %5206
  %5208 = getelementptr inbounds float, ptr %X_f, i64 %5207
  %5209 = load float, ptr %5208, align 4
  %5210 = sext i32 %i433 to i64
  %5211 = getelementptr inbounds float, ptr %mean, i64 %5210
  %5212 = load float, ptr %5211, align 4
  %5213 = fsub float %5209, %5212
  %5214 = sext i32 %i433 to i64
  %5215 = getelementptr inbounds float, ptr %rstd, i64 %5214
  %5216 = load float, ptr %5215, align 4
  %5217 = fmul float %5213, %5216
  %5218 = sext i32 %j437 to i64
  %5219 = getelementptr inbounds float, ptr %W_f, i64 %5218
  %5220 = load float, ptr %5219, align 4
  %5221 = fmul float %5217, %5220
  %5222 = sext i32 %j437 to i64
  %5223 = getelementptr inbounds float, ptr %B_f, i64 %5222
  %5224 = load float, ptr %5223, align 4
  %5225 = fadd float %5221, %5224
  %5226 = sext i32 %i433 to i64
  %5227 = mul nsw i64 %5226, 512
  %5228 = sext i32 %j437 to i64
  %5229 = add nsw i64 %5227, %5228
  %5230 = getelementptr inbounds float, ptr %X_f, i64 %5229
  store float %5225, ptr %5230, align 4
  %5231 = add nsw i32 %j437, 1
  br label %for.cond434, !llvm.loop !105

for.end436:                                       ; preds = %for.cond434
  %5232 = sext i32 %i433 to i64
  %5233 = getelementptr inbounds float, ptr %mean, i64 %5232
  %5234 = load float, ptr %5233, align 4
  %5235 = fsub float 0.000000e+00, %5234
  %5236 = sext i32 %i433 to i64
  %5237 = getelementptr inbounds float, ptr %rstd, i64 %5236
  %5238 = load float, ptr %5237, align 4
  %5239 = fmul float %5235, %5238
  %5240 = fmul float %5239, 0.000000e+00
  %tl_col52 = fadd float %5240, 0.000000e+00
  %5241 = sub i32 512, %tl_cols50
  br label %for.cond438

for.cond438:                                      ; preds = %for.body439, %for.end436
  %j51 = phi i32 [ 0, %for.end436 ], [ %5249, %for.body439 ]
  %5242 = icmp slt i32 %j51, %5241
  br i1 %5242, label %for.body439, label %for.end440

for.body439:                                      ; preds = %for.cond438
  %5243 = sext i32 %i433 to i64
  %5244 = mul nsw i64 %5243, 512
  %5245 = add i32 %tl_cols50, %j51
  %5246 = sext i32 %5245 to i64
  %5247 = add nsw i64 %5244, %5246
  %5248 = getelementptr inbounds float, ptr %X_f, i64 %5247
  store float %tl_col52, ptr %5248, align 4
  %5249 = add nsw i32 %j51, 1
  br label %for.cond438, !llvm.loop !106

for.end440:                                       ; preds = %for.cond438
  %5250 = add nsw i32 %i433, 1
  br label %for.cond430, !llvm.loop !107

if.then441:                                       ; preds = %for.end432
  br label %for.cond444

if.else442:                                       ; preds = %for.end432
  br label %for.cond455

if.end443:                                        ; preds = %for.end457, %for.end446
  %5251 = add nsw i32 %c364, 1
  br label %for.cond361, !llvm.loop !108

for.cond444:                                      ; preds = %if.end450, %if.then441
  %i12447 = phi i32 [ 0, %if.then441 ], [ %5271, %if.end450 ]
  %5252 = icmp slt i32 %i12447, 4
  br i1 %5252, label %for.body445, label %for.end446

for.body445:                                      ; preds = %for.cond444
  %5253 = sext i32 %M to i64
  %5254 = sext i32 %N to i64
  %5255 = mul i64 %5253, %5254
  %5256 = icmp sge i64 %5255, 8388608
  br i1 %5256, label %if.then448, label %if.else449

for.end446:                                       ; preds = %for.cond444
  br label %if.end443

if.then448:                                       ; preds = %for.body445
  %5257 = mul i32 %bx, 4
  %5258 = add i32 %5257, %i12447
  %5259 = sext i32 %5258 to i64
  %5260 = sext i32 %N to i64
  %5261 = mul nsw i64 %5259, %5260
  %5262 = mul i32 %t, 512
  %5263 = add i32 %5262, 0
  %5264 = sext i32 %5263 to i64
  %5265 = add nsw i64 %5261, %5264
  %5266 = getelementptr inbounds float, ptr %Y, i64 %5265
  %5267 = sext i32 %i12447 to i64
  %5268 = mul nsw i64 %5267, 512
  %5269 = add nsw i64 %5268, 0
  %5270 = getelementptr inbounds float, ptr %X_f, i64 %5269
  call void @tilec_rt_stream(ptr %5266, ptr %5270, i64 2048)
  br label %if.end450

if.else449:                                       ; preds = %for.body445
  br label %for.cond451

if.end450:                                        ; preds = %for.end453, %if.then448
  %5271 = add nsw i32 %i12447, 1
  br label %for.cond444, !llvm.loop !109

for.cond451:                                      ; preds = %for.body452, %if.else449
  %j2454 = phi i32 [ 0, %if.else449 ], [ %5289, %for.body452 ]
  %5272 = icmp slt i32 %j2454, 512
  br i1 %5272, label %for.body452, label %for.end453

for.body452:                                      ; preds = %for.cond451
  %5273 = sext i32 %i12447 to i64
  %5274 = mul nsw i64 %5273, 512
  %5275 = sext i32 %j2454 to i64
  %5276 = add nsw i64 %5274, %5275
  %5277 = getelementptr inbounds float, ptr %X_f, i64 %5276
  %5278 = load float, ptr %5277, align 4
  %5279 = mul i32 %bx, 4
  %5280 = add i32 %5279, %i12447
  %5281 = sext i32 %5280 to i64
  %5282 = sext i32 %N to i64
  %5283 = mul nsw i64 %5281, %5282
  %5284 = mul i32 %t, 512
  %5285 = add i32 %5284, %j2454
  %5286 = sext i32 %5285 to i64
  %5287 = add nsw i64 %5283, %5286
  %5288 = getelementptr inbounds float, ptr %Y, i64 %5287
  store float %5278, ptr %5288, align 4
  %5289 = add nsw i32 %j2454, 1
  br label %for.cond451, !llvm.loop !110

for.end453:                                       ; preds = %for.cond451
  br label %if.end450

for.cond455:                                      ; preds = %for.end461, %if.else442
  %i12458 = phi i32 [ 0, %if.else442 ], [ %5317, %for.end461 ]
  %5290 = icmp slt i32 %i12458, 4
  br i1 %5290, label %for.body456, label %for.end457

for.body456:                                      ; preds = %for.cond455
  br label %for.cond459

for.end457:                                       ; preds = %for.cond455
  br label %if.end443

for.cond459:                                      ; preds = %if.end465, %for.body456
  %j2462 = phi i32 [ 0, %for.body456 ], [ %5334, %if.end465 ]
  %5291 = icmp slt i32 %j2462, 512
  br i1 %5291, label %for.body460, label %for.end461

for.body460:                                      ; preds = %for.cond459
  %5292 = mul i32 %bx, 4
  %5293 = sext i32 %5292 to i64
  %5294 = sext i32 %i12458 to i64
  %5295 = add i64 %5293, %5294
  %5296 = icmp sle i64 0, %5295
  %5297 = mul i32 %bx, 4
  %5298 = sext i32 %5297 to i64
  %5299 = sext i32 %i12458 to i64
  %5300 = add i64 %5298, %5299
  %5301 = sext i32 %M to i64
  %5302 = icmp slt i64 %5300, %5301
  %5303 = and i1 %5296, %5302
  %5304 = mul i32 %t, 512
  %5305 = sext i32 %5304 to i64
  %5306 = sext i32 %j2462 to i64
  %5307 = add i64 %5305, %5306
  %5308 = icmp sle i64 0, %5307
  %5309 = mul i32 %t, 512
  %5310 = sext i32 %5309 to i64
  %5311 = sext i32 %j2462 to i64
  %5312 = add i64 %5310, %5311
  %5313 = sext i32 %N to i64
  %5314 = icmp slt i64 %5312, %5313
  %5315 = and i1 %5308, %5314
  %5316 = and i1 %5303, %5315
  br i1 %5316, label %if.then463, label %if.else464

for.end461:                                       ; preds = %for.cond459
  %5317 = add nsw i32 %i12458, 1
  br label %for.cond455, !llvm.loop !111

if.then463:                                       ; preds = %for.body460
  %5318 = sext i32 %i12458 to i64
  %5319 = mul nsw i64 %5318, 512
  %5320 = sext i32 %j2462 to i64
  %5321 = add nsw i64 %5319, %5320
  %5322 = getelementptr inbounds float, ptr %X_f, i64 %5321
  %5323 = load float, ptr %5322, align 4
  %5324 = mul i32 %bx, 4
  %5325 = add i32 %5324, %i12458
  %5326 = sext i32 %5325 to i64
  %5327 = sext i32 %N to i64
  %5328 = mul nsw i64 %5326, %5327
  %5329 = mul i32 %t, 512
  %5330 = add i32 %5329, %j2462
  %5331 = sext i32 %5330 to i64
  %5332 = add nsw i64 %5328, %5331
  %5333 = getelementptr inbounds float, ptr %Y, i64 %5332
  store float %5323, ptr %5333, align 4
  br label %if.end465

if.else464:                                       ; preds = %for.body460
  br label %if.end465

if.end465:                                        ; preds = %if.else464, %if.then463
  %5334 = add nsw i32 %j2462, 1
  br label %for.cond459, !llvm.loop !112
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @layernorm_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 6
  %13 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 0
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 2
  %18 = load i64, ptr %17, align 8
  %19 = srem i64 %block, %14
  %20 = sdiv i64 %block, %14
  %21 = srem i64 %20, %16
  %22 = mul i64 %14, %16
  %23 = sdiv i64 %block, %22
  %24 = trunc i64 %19 to i32
  call void @layernorm_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_layernorm(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_layernorm, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %M = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 4
  store i32 %M, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 6
  %21 = icmp sle i32 %N, 256
  %22 = select i1 %21, i32 16, i32 4
  %23 = sext i32 %M to i64
  %24 = sext i32 %22 to i64
  %25 = icmp eq i64 %24, 0
  %26 = icmp eq i64 %24, -1
  %27 = or i1 %25, %26
  %28 = select i1 %27, i64 1, i64 %24
  %29 = sdiv i64 %23, %28
  %30 = sub i64 0, %23
  %31 = select i1 %26, i64 %30, i64 %29
  %32 = icmp eq i64 %24, 0
  %33 = icmp eq i64 %24, -1
  %34 = or i1 %32, %33
  %35 = select i1 %34, i64 1, i64 %24
  %36 = srem i64 %23, %35
  %37 = icmp ne i64 %36, 0
  %38 = icmp slt i64 %23, 0
  %39 = icmp slt i64 %24, 0
  %40 = icmp eq i1 %38, %39
  %41 = and i1 %37, %40
  %42 = zext i1 %41 to i64
  %43 = add i64 %31, %42
  %44 = trunc i64 %43 to i32
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 0
  store i64 %45, ptr %46, align 8
  %47 = icmp sgt i64 %45, 0
  %48 = mul i64 1, %45
  %49 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 1, ptr %49, align 8
  %50 = and i1 %47, true
  %51 = mul i64 %48, 1
  %52 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %52, align 8
  %53 = and i1 %50, true
  %54 = mul i64 %51, 1
  br i1 %53, label %run, label %empty

run:                                              ; preds = %body
  %55 = call i32 @tilec_rt_run_blocks(i64 %54, i32 %nworkers, ptr @layernorm_task, ptr %a)
  ret i32 %55

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
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1}
