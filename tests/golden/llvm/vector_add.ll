; ModuleID = 'vector_add.tile'
source_filename = "vector_add.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_vector_add = type { ptr, ptr, ptr, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @vector_add_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %N, i32 %bx) #0 {
entry:
  %A_f = alloca [1024 x float], align 64
  %B_f = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = mul i32 %bx, 1024
  %1 = icmp sle i32 0, %0
  %2 = mul i32 %bx, 1024
  %3 = sext i32 %2 to i64
  %4 = add i64 %3, 1024
  %5 = sext i32 %N to i64
  %6 = icmp sle i64 %4, %5
  %7 = and i1 %1, %6
  br i1 %7, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  %8 = mul i32 %bx, 1024
  %9 = sext i32 %8 to i64
  %10 = sub i64 0, %9
  %11 = icmp slt i64 %10, 0
  %12 = mul i32 %bx, 1024
  %13 = sext i32 %12 to i64
  %14 = sub i64 0, %13
  %15 = icmp sgt i64 %14, 1024
  %16 = mul i32 %bx, 1024
  %17 = sext i32 %16 to i64
  %18 = sub i64 0, %17
  %19 = select i1 %15, i64 1024, i64 %18
  %20 = select i1 %11, i64 0, i64 %19
  %tl_lo0 = trunc i64 %20 to i32
  %21 = sext i32 %N to i64
  %22 = mul i32 %bx, 1024
  %23 = sext i32 %22 to i64
  %24 = sub i64 %21, %23
  %25 = icmp slt i64 %24, 0
  %26 = sext i32 %N to i64
  %27 = mul i32 %bx, 1024
  %28 = sext i32 %27 to i64
  %29 = sub i64 %26, %28
  %30 = icmp sgt i64 %29, 1024
  %31 = sext i32 %N to i64
  %32 = mul i32 %bx, 1024
  %33 = sext i32 %32 to i64
  %34 = sub i64 %31, %33
  %35 = select i1 %30, i64 1024, i64 %34
  %36 = select i1 %25, i64 0, i64 %35
  %37 = sext i32 %tl_lo0 to i64
  %38 = icmp slt i64 %36, %37
  %39 = sext i32 %tl_lo0 to i64
  %40 = sext i32 %N to i64
  %41 = mul i32 %bx, 1024
  %42 = sext i32 %41 to i64
  %43 = sub i64 %40, %42
  %44 = icmp slt i64 %43, 0
  %45 = sext i32 %N to i64
  %46 = mul i32 %bx, 1024
  %47 = sext i32 %46 to i64
  %48 = sub i64 %45, %47
  %49 = icmp sgt i64 %48, 1024
  %50 = sext i32 %N to i64
  %51 = mul i32 %bx, 1024
  %52 = sext i32 %51 to i64
  %53 = sub i64 %50, %52
  %54 = select i1 %49, i64 1024, i64 %53
  %55 = select i1 %44, i64 0, i64 %54
  %56 = select i1 %38, i64 %39, i64 %55
  %tl_hi1 = trunc i64 %56 to i32
  br label %for.cond1

if.end:                                           ; preds = %for.end10, %for.end
  %57 = mul i32 %bx, 1024
  %58 = icmp sle i32 0, %57
  %59 = mul i32 %bx, 1024
  %60 = sext i32 %59 to i64
  %61 = add i64 %60, 1024
  %62 = sext i32 %N to i64
  %63 = icmp sle i64 %61, %62
  %64 = and i1 %58, %63
  br i1 %64, label %if.then12, label %if.else13

for.cond:                                         ; preds = %for.body, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %73, %for.body ]
  %65 = icmp slt i32 %i1, 1024
  br i1 %65, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %66 = mul i32 %bx, 1024
  %67 = add i32 %66, %i1
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %A, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = sext i32 %i1 to i64
  %72 = getelementptr inbounds float, ptr %A_f, i64 %71
  store float %70, ptr %72, align 4
  %73 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %if.else
  %i14 = phi i32 [ 0, %if.else ], [ %77, %for.body2 ]
  %74 = icmp slt i32 %i14, %tl_lo0
  br i1 %74, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %75 = sext i32 %i14 to i64
  %76 = getelementptr inbounds float, ptr %A_f, i64 %75
  store float 0.000000e+00, ptr %76, align 4
  %77 = add nsw i32 %i14, 1
  br label %for.cond1, !llvm.loop !3

for.end3:                                         ; preds = %for.cond1
  %78 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond5

for.cond5:                                        ; preds = %for.body6, %for.end3
  %i11 = phi i32 [ 0, %for.end3 ], [ %89, %for.body6 ]
  %79 = icmp slt i32 %i11, %78
  br i1 %79, label %for.body6, label %for.end7

for.body6:                                        ; preds = %for.cond5
  %80 = mul i32 %bx, 1024
  %81 = add i32 %tl_lo0, %i11
  %82 = add i32 %80, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %A, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = add i32 %tl_lo0, %i11
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %A_f, i64 %87
  store float %85, ptr %88, align 4
  %89 = add nsw i32 %i11, 1
  br label %for.cond5, !llvm.loop !4

for.end7:                                         ; preds = %for.cond5
  %90 = sub i32 1024, %tl_hi1
  br label %for.cond8

for.cond8:                                        ; preds = %for.body9, %for.end7
  %i1111 = phi i32 [ 0, %for.end7 ], [ %95, %for.body9 ]
  %91 = icmp slt i32 %i1111, %90
  br i1 %91, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %92 = add i32 %tl_hi1, %i1111
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %A_f, i64 %93
  store float 0.000000e+00, ptr %94, align 4
  %95 = add nsw i32 %i1111, 1
  br label %for.cond8, !llvm.loop !5

for.end10:                                        ; preds = %for.cond8
  br label %if.end

if.then12:                                        ; preds = %if.end
  br label %for.cond15

if.else13:                                        ; preds = %if.end
  %96 = mul i32 %bx, 1024
  %97 = sext i32 %96 to i64
  %98 = sub i64 0, %97
  %99 = icmp slt i64 %98, 0
  %100 = mul i32 %bx, 1024
  %101 = sext i32 %100 to i64
  %102 = sub i64 0, %101
  %103 = icmp sgt i64 %102, 1024
  %104 = mul i32 %bx, 1024
  %105 = sext i32 %104 to i64
  %106 = sub i64 0, %105
  %107 = select i1 %103, i64 1024, i64 %106
  %108 = select i1 %99, i64 0, i64 %107
  %tl_lo2 = trunc i64 %108 to i32
  %109 = sext i32 %N to i64
  %110 = mul i32 %bx, 1024
  %111 = sext i32 %110 to i64
  %112 = sub i64 %109, %111
  %113 = icmp slt i64 %112, 0
  %114 = sext i32 %N to i64
  %115 = mul i32 %bx, 1024
  %116 = sext i32 %115 to i64
  %117 = sub i64 %114, %116
  %118 = icmp sgt i64 %117, 1024
  %119 = sext i32 %N to i64
  %120 = mul i32 %bx, 1024
  %121 = sext i32 %120 to i64
  %122 = sub i64 %119, %121
  %123 = select i1 %118, i64 1024, i64 %122
  %124 = select i1 %113, i64 0, i64 %123
  %125 = sext i32 %tl_lo2 to i64
  %126 = icmp slt i64 %124, %125
  %127 = sext i32 %tl_lo2 to i64
  %128 = sext i32 %N to i64
  %129 = mul i32 %bx, 1024
  %130 = sext i32 %129 to i64
  %131 = sub i64 %128, %130
  %132 = icmp slt i64 %131, 0
  %133 = sext i32 %N to i64
  %134 = mul i32 %bx, 1024
  %135 = sext i32 %134 to i64
  %136 = sub i64 %133, %135
  %137 = icmp sgt i64 %136, 1024
  %138 = sext i32 %N to i64
  %139 = mul i32 %bx, 1024
  %140 = sext i32 %139 to i64
  %141 = sub i64 %138, %140
  %142 = select i1 %137, i64 1024, i64 %141
  %143 = select i1 %132, i64 0, i64 %142
  %144 = select i1 %126, i64 %127, i64 %143
  %tl_hi3 = trunc i64 %144 to i32
  br label %for.cond19

if.end14:                                         ; preds = %for.end28, %for.end17
  br label %for.cond30

for.cond15:                                       ; preds = %for.body16, %if.then12
  %i118 = phi i32 [ 0, %if.then12 ], [ %153, %for.body16 ]
  %145 = icmp slt i32 %i118, 1024
  br i1 %145, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %146 = mul i32 %bx, 1024
  %147 = add i32 %146, %i118
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds float, ptr %B, i64 %148
  %150 = load float, ptr %149, align 4
  %151 = sext i32 %i118 to i64
  %152 = getelementptr inbounds float, ptr %B_f, i64 %151
  store float %150, ptr %152, align 4
  %153 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !6

for.end17:                                        ; preds = %for.cond15
  br label %if.end14

for.cond19:                                       ; preds = %for.body20, %if.else13
  %i122 = phi i32 [ 0, %if.else13 ], [ %157, %for.body20 ]
  %154 = icmp slt i32 %i122, %tl_lo2
  br i1 %154, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %155 = sext i32 %i122 to i64
  %156 = getelementptr inbounds float, ptr %B_f, i64 %155
  store float 0.000000e+00, ptr %156, align 4
  %157 = add nsw i32 %i122, 1
  br label %for.cond19, !llvm.loop !7

for.end21:                                        ; preds = %for.cond19
  %158 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond23

for.cond23:                                       ; preds = %for.body24, %for.end21
  %i12 = phi i32 [ 0, %for.end21 ], [ %169, %for.body24 ]
  %159 = icmp slt i32 %i12, %158
  br i1 %159, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  %160 = mul i32 %bx, 1024
  %161 = add i32 %tl_lo2, %i12
  %162 = add i32 %160, %161
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds float, ptr %B, i64 %163
  %165 = load float, ptr %164, align 4
  %166 = add i32 %tl_lo2, %i12
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds float, ptr %B_f, i64 %167
  store float %165, ptr %168, align 4
  %169 = add nsw i32 %i12, 1
  br label %for.cond23, !llvm.loop !8

for.end25:                                        ; preds = %for.cond23
  %170 = sub i32 1024, %tl_hi3
  br label %for.cond26

for.cond26:                                       ; preds = %for.body27, %for.end25
  %i1229 = phi i32 [ 0, %for.end25 ], [ %175, %for.body27 ]
  %171 = icmp slt i32 %i1229, %170
  br i1 %171, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %172 = add i32 %tl_hi3, %i1229
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds float, ptr %B_f, i64 %173
  store float 0.000000e+00, ptr %174, align 4
  %175 = add nsw i32 %i1229, 1
  br label %for.cond26, !llvm.loop !9

for.end28:                                        ; preds = %for.cond26
  br label %if.end14

for.cond30:                                       ; preds = %for.body31, %if.end14
  %i = phi i32 [ 0, %if.end14 ], [ %186, %for.body31 ]
  %176 = icmp slt i32 %i, 1024
  br i1 %176, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %177 = sext i32 %i to i64
  %178 = getelementptr inbounds float, ptr %A_f, i64 %177
  %179 = load float, ptr %178, align 4
  %180 = sext i32 %i to i64
  %181 = getelementptr inbounds float, ptr %B_f, i64 %180
  %182 = load float, ptr %181, align 4
  %183 = fadd float %179, %182
  %184 = sext i32 %i to i64
  %185 = getelementptr inbounds float, ptr %C_f, i64 %184
  store float %183, ptr %185, align 4
  %186 = add nsw i32 %i, 1
  br label %for.cond30, !llvm.loop !10

for.end32:                                        ; preds = %for.cond30
  %187 = mul i32 %bx, 1024
  %188 = icmp sle i32 0, %187
  %189 = mul i32 %bx, 1024
  %190 = sext i32 %189 to i64
  %191 = add i64 %190, 1024
  %192 = sext i32 %N to i64
  %193 = icmp sle i64 %191, %192
  %194 = and i1 %188, %193
  br i1 %194, label %if.then33, label %if.else34

if.then33:                                        ; preds = %for.end32
  %195 = sext i32 %N to i64
  %196 = icmp sge i64 %195, 8388608
  br i1 %196, label %if.then36, label %if.else37

if.else34:                                        ; preds = %for.end32
  %197 = mul i32 %bx, 1024
  %198 = sext i32 %197 to i64
  %199 = sub i64 0, %198
  %200 = icmp slt i64 %199, 0
  %201 = mul i32 %bx, 1024
  %202 = sext i32 %201 to i64
  %203 = sub i64 0, %202
  %204 = icmp sgt i64 %203, 1024
  %205 = mul i32 %bx, 1024
  %206 = sext i32 %205 to i64
  %207 = sub i64 0, %206
  %208 = select i1 %204, i64 1024, i64 %207
  %209 = select i1 %200, i64 0, i64 %208
  %tl_lo4 = trunc i64 %209 to i32
  %210 = sext i32 %N to i64
  %211 = mul i32 %bx, 1024
  %212 = sext i32 %211 to i64
  %213 = sub i64 %210, %212
  %214 = icmp slt i64 %213, 0
  %215 = sext i32 %N to i64
  %216 = mul i32 %bx, 1024
  %217 = sext i32 %216 to i64
  %218 = sub i64 %215, %217
  %219 = icmp sgt i64 %218, 1024
  %220 = sext i32 %N to i64
  %221 = mul i32 %bx, 1024
  %222 = sext i32 %221 to i64
  %223 = sub i64 %220, %222
  %224 = select i1 %219, i64 1024, i64 %223
  %225 = select i1 %214, i64 0, i64 %224
  %226 = sext i32 %tl_lo4 to i64
  %227 = icmp slt i64 %225, %226
  %228 = sext i32 %tl_lo4 to i64
  %229 = sext i32 %N to i64
  %230 = mul i32 %bx, 1024
  %231 = sext i32 %230 to i64
  %232 = sub i64 %229, %231
  %233 = icmp slt i64 %232, 0
  %234 = sext i32 %N to i64
  %235 = mul i32 %bx, 1024
  %236 = sext i32 %235 to i64
  %237 = sub i64 %234, %236
  %238 = icmp sgt i64 %237, 1024
  %239 = sext i32 %N to i64
  %240 = mul i32 %bx, 1024
  %241 = sext i32 %240 to i64
  %242 = sub i64 %239, %241
  %243 = select i1 %238, i64 1024, i64 %242
  %244 = select i1 %233, i64 0, i64 %243
  %245 = select i1 %227, i64 %228, i64 %244
  %tl_hi5 = trunc i64 %245 to i32
  %246 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond43

if.end35:                                         ; preds = %for.end45, %if.end38
  ret void

if.then36:                                        ; preds = %if.then33
  %247 = mul i32 %bx, 1024
  %248 = add i32 %247, 0
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds float, ptr %C, i64 %249
  %251 = getelementptr inbounds float, ptr %C_f, i64 0
  call void @tilec_rt_stream(ptr %250, ptr %251, i64 4096)
  br label %if.end38

if.else37:                                        ; preds = %if.then33
  br label %for.cond39

if.end38:                                         ; preds = %for.end41, %if.then36
  br label %if.end35

for.cond39:                                       ; preds = %for.body40, %if.else37
  %i142 = phi i32 [ 0, %if.else37 ], [ %260, %for.body40 ]
  %252 = icmp slt i32 %i142, 1024
  br i1 %252, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %253 = sext i32 %i142 to i64
  %254 = getelementptr inbounds float, ptr %C_f, i64 %253
  %255 = load float, ptr %254, align 4
  %256 = mul i32 %bx, 1024
  %257 = add i32 %256, %i142
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds float, ptr %C, i64 %258
  store float %255, ptr %259, align 4
  %260 = add nsw i32 %i142, 1
  br label %for.cond39, !llvm.loop !11

for.end41:                                        ; preds = %for.cond39
  br label %if.end38

for.cond43:                                       ; preds = %for.body44, %if.else34
  %i13 = phi i32 [ 0, %if.else34 ], [ %271, %for.body44 ]
  %261 = icmp slt i32 %i13, %246
  br i1 %261, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %262 = add i32 %tl_lo4, %i13
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds float, ptr %C_f, i64 %263
  %265 = load float, ptr %264, align 4
  %266 = mul i32 %bx, 1024
  %267 = add i32 %tl_lo4, %i13
  %268 = add i32 %266, %267
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds float, ptr %C, i64 %269
  store float %265, ptr %270, align 4
  %271 = add nsw i32 %i13, 1
  br label %for.cond43, !llvm.loop !12

for.end45:                                        ; preds = %for.cond43
  br label %if.end35
}

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @vector_add_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_vector_add, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_vector_add, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_vector_add, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_vector_add, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_vector_add, ptr %ctx, i32 0, i32 4
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
  call void @vector_add_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_vector_add(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_vector_add, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 4
  %15 = sext i32 %N to i64
  %16 = sdiv i64 %15, 1024
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 1024
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
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @vector_add_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1, !2}
