; ModuleID = 'gemm_f16_large.tile'
source_filename = "gemm_f16_large.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_matmul_f16_large = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_bf16_large = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @matmul_f16_large_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [16384 x i16], align 64
  %C_f = alloca [32768 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 128
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 64
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 64
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j, 256
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 256
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %if.end45, %for.end
  %k = phi i32 [ 0, %for.end ], [ %238, %if.end45 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 128
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 128
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 128
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %k, 64
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 64
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 64
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %39 = mul i32 %by, 128
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 128
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 128
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 256
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 256
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 256
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then82, label %if.else83

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  %56 = mul i32 %k, 64
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %k, 64
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 64
  %61 = sext i32 %K to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %bx, 256
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 256
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 256
  %69 = sext i32 %N to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then43, label %if.else44

for.cond7:                                        ; preds = %for.end19, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %124, %for.end19 ]
  %73 = icmp slt i32 %i10, 128
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %74 = add i32 %k, 1
  %75 = sext i32 %K to i64
  %76 = sdiv i64 %75, 64
  %77 = sub i64 0, %75
  %78 = select i1 false, i64 %77, i64 %76
  %79 = srem i64 %75, 64
  %80 = icmp ne i64 %79, 0
  %81 = icmp slt i64 %75, 0
  %82 = icmp eq i1 %81, false
  %83 = and i1 %80, %82
  %84 = zext i1 %83 to i64
  %85 = add i64 %78, %84
  %86 = trunc i64 %85 to i32
  %87 = icmp slt i32 %74, %86
  br i1 %87, label %if.then11, label %if.else12

for.end9:                                         ; preds = %for.cond7
  br label %if.end

if.then11:                                        ; preds = %for.body8
  br label %for.cond14

if.else12:                                        ; preds = %for.body8
  br label %if.end13

if.end13:                                         ; preds = %if.else12, %for.end16
  br label %for.cond17

for.cond14:                                       ; preds = %for.body15, %if.then11
  %pf = phi i32 [ 0, %if.then11 ], [ %101, %for.body15 ]
  %88 = icmp slt i32 %pf, 2
  br i1 %88, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %89 = mul i32 %by, 128
  %90 = add i32 %89, %i10
  %91 = sext i32 %90 to i64
  %92 = sext i32 %K to i64
  %93 = mul i64 %91, %92
  %94 = add i32 %k, 1
  %95 = mul i32 %94, 64
  %96 = mul i32 %pf, 32
  %97 = add i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = add i64 %93, %98
  %100 = getelementptr i16, ptr %A, i64 %99
  call void @llvm.prefetch.p0(ptr %100, i32 0, i32 0, i32 1)
  %101 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !4

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %for.body18, %if.end13
  %j20 = phi i32 [ 0, %if.end13 ], [ %123, %for.body18 ]
  %102 = icmp slt i32 %j20, 64
  br i1 %102, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %103 = mul i32 %by, 128
  %104 = add i32 %103, %i10
  %105 = sext i32 %104 to i64
  %106 = sext i32 %K to i64
  %107 = mul nsw i64 %105, %106
  %108 = mul i32 %k, 64
  %109 = add i32 %108, %j20
  %110 = sext i32 %109 to i64
  %111 = add nsw i64 %107, %110
  %112 = getelementptr inbounds i16, ptr %A, i64 %111
  %113 = load i16, ptr %112, align 2
  %114 = bitcast i16 %113 to half
  %115 = fpext half %114 to float
  %116 = sext i32 %i10 to i64
  %117 = mul nsw i64 %116, 64
  %118 = sext i32 %j20 to i64
  %119 = add nsw i64 %117, %118
  %120 = getelementptr inbounds i16, ptr %A_s, i64 %119
  %121 = fptrunc float %115 to half
  %122 = bitcast half %121 to i16
  store i16 %122, ptr %120, align 2
  %123 = add nsw i32 %j20, 1
  br label %for.cond17, !llvm.loop !5

for.end19:                                        ; preds = %for.cond17
  %124 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !6

for.cond21:                                       ; preds = %for.end41, %if.else
  %i24 = phi i32 [ 0, %if.else ], [ %237, %for.end41 ]
  %125 = icmp slt i32 %i24, 128
  br i1 %125, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %126 = mul i32 %k, 64
  %127 = sext i32 %126 to i64
  %128 = sub i64 0, %127
  %129 = icmp slt i64 %128, 0
  %130 = mul i32 %k, 64
  %131 = sext i32 %130 to i64
  %132 = sub i64 0, %131
  %133 = icmp sgt i64 %132, 64
  %134 = mul i32 %k, 64
  %135 = sext i32 %134 to i64
  %136 = sub i64 0, %135
  %137 = select i1 %133, i64 64, i64 %136
  %138 = select i1 %129, i64 0, i64 %137
  %tl_lo0 = trunc i64 %138 to i32
  %139 = sext i32 %K to i64
  %140 = mul i32 %k, 64
  %141 = sext i32 %140 to i64
  %142 = sub i64 %139, %141
  %143 = icmp slt i64 %142, 0
  %144 = sext i32 %K to i64
  %145 = mul i32 %k, 64
  %146 = sext i32 %145 to i64
  %147 = sub i64 %144, %146
  %148 = icmp sgt i64 %147, 64
  %149 = sext i32 %K to i64
  %150 = mul i32 %k, 64
  %151 = sext i32 %150 to i64
  %152 = sub i64 %149, %151
  %153 = select i1 %148, i64 64, i64 %152
  %154 = select i1 %143, i64 0, i64 %153
  %155 = sext i32 %tl_lo0 to i64
  %156 = icmp slt i64 %154, %155
  %157 = sext i32 %tl_lo0 to i64
  %158 = sext i32 %K to i64
  %159 = mul i32 %k, 64
  %160 = sext i32 %159 to i64
  %161 = sub i64 %158, %160
  %162 = icmp slt i64 %161, 0
  %163 = sext i32 %K to i64
  %164 = mul i32 %k, 64
  %165 = sext i32 %164 to i64
  %166 = sub i64 %163, %165
  %167 = icmp sgt i64 %166, 64
  %168 = sext i32 %K to i64
  %169 = mul i32 %k, 64
  %170 = sext i32 %169 to i64
  %171 = sub i64 %168, %170
  %172 = select i1 %167, i64 64, i64 %171
  %173 = select i1 %162, i64 0, i64 %172
  %174 = select i1 %156, i64 %157, i64 %173
  %tl_hi1 = trunc i64 %174 to i32
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %if.end

for.cond25:                                       ; preds = %for.body26, %for.body22
  %j28 = phi i32 [ 0, %for.body22 ], [ %181, %for.body26 ]
  %175 = icmp slt i32 %j28, %tl_lo0
  br i1 %175, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %176 = sext i32 %i24 to i64
  %177 = mul nsw i64 %176, 64
  %178 = sext i32 %j28 to i64
  %179 = add nsw i64 %177, %178
  %180 = getelementptr inbounds i16, ptr %A_s, i64 %179
  store i16 0, ptr %180, align 2
  %181 = add nsw i32 %j28, 1
  br label %for.cond25, !llvm.loop !7

for.end27:                                        ; preds = %for.cond25
  %182 = mul i32 %by, 128
  %183 = sext i32 %182 to i64
  %184 = sext i32 %i24 to i64
  %185 = add i64 %183, %184
  %186 = icmp sle i64 0, %185
  %187 = mul i32 %by, 128
  %188 = sext i32 %187 to i64
  %189 = sext i32 %i24 to i64
  %190 = add i64 %188, %189
  %191 = sext i32 %M to i64
  %192 = icmp slt i64 %190, %191
  %193 = and i1 %186, %192
  br i1 %193, label %if.then29, label %if.else30

if.then29:                                        ; preds = %for.end27
  %194 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond32

if.else30:                                        ; preds = %for.end27
  %195 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond35

if.end31:                                         ; preds = %for.end37, %for.end34
  %196 = sub i32 64, %tl_hi1
  br label %for.cond39

for.cond32:                                       ; preds = %for.body33, %if.then29
  %j2 = phi i32 [ 0, %if.then29 ], [ %220, %for.body33 ]
  %197 = icmp slt i32 %j2, %194
  br i1 %197, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %198 = mul i32 %by, 128
  %199 = add i32 %198, %i24
  %200 = sext i32 %199 to i64
  %201 = sext i32 %K to i64
  %202 = mul nsw i64 %200, %201
  %203 = mul i32 %k, 64
  %204 = add i32 %tl_lo0, %j2
  %205 = add i32 %203, %204
  %206 = sext i32 %205 to i64
  %207 = add nsw i64 %202, %206
  %208 = getelementptr inbounds i16, ptr %A, i64 %207
  %209 = load i16, ptr %208, align 2
  %210 = bitcast i16 %209 to half
  %211 = fpext half %210 to float
  %212 = sext i32 %i24 to i64
  %213 = mul nsw i64 %212, 64
  %214 = add i32 %tl_lo0, %j2
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %213, %215
  %217 = getelementptr inbounds i16, ptr %A_s, i64 %216
  %218 = fptrunc float %211 to half
  %219 = bitcast half %218 to i16
  store i16 %219, ptr %217, align 2
  %220 = add nsw i32 %j2, 1
  br label %for.cond32, !llvm.loop !8

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond35:                                       ; preds = %for.body36, %if.else30
  %j238 = phi i32 [ 0, %if.else30 ], [ %228, %for.body36 ]
  %221 = icmp slt i32 %j238, %195
  br i1 %221, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %222 = sext i32 %i24 to i64
  %223 = mul nsw i64 %222, 64
  %224 = add i32 %tl_lo0, %j238
  %225 = sext i32 %224 to i64
  %226 = add nsw i64 %223, %225
  %227 = getelementptr inbounds i16, ptr %A_s, i64 %226
  store i16 0, ptr %227, align 2
  %228 = add nsw i32 %j238, 1
  br label %for.cond35, !llvm.loop !9

for.end37:                                        ; preds = %for.cond35
  br label %if.end31

for.cond39:                                       ; preds = %for.body40, %if.end31
  %j242 = phi i32 [ 0, %if.end31 ], [ %236, %for.body40 ]
  %229 = icmp slt i32 %j242, %196
  br i1 %229, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %230 = sext i32 %i24 to i64
  %231 = mul nsw i64 %230, 64
  %232 = add i32 %tl_hi1, %j242
  %233 = sext i32 %232 to i64
  %234 = add nsw i64 %231, %233
  %235 = getelementptr inbounds i16, ptr %A_s, i64 %234
  store i16 0, ptr %235, align 2
  %236 = add nsw i32 %j242, 1
  br label %for.cond39, !llvm.loop !10

for.end41:                                        ; preds = %for.cond39
  %237 = add nsw i32 %i24, 1
  br label %for.cond21, !llvm.loop !11

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  call void @tilec_rt_gemm_f16f32(i32 128, i32 256, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 256, i32 0, ptr %C_f, i32 256)
  %238 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !12

for.cond46:                                       ; preds = %for.end58, %if.then43
  %i49 = phi i32 [ 0, %if.then43 ], [ %290, %for.end58 ]
  %239 = icmp slt i32 %i49, 64
  br i1 %239, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %240 = add i32 %k, 1
  %241 = sext i32 %K to i64
  %242 = sdiv i64 %241, 64
  %243 = sub i64 0, %241
  %244 = select i1 false, i64 %243, i64 %242
  %245 = srem i64 %241, 64
  %246 = icmp ne i64 %245, 0
  %247 = icmp slt i64 %241, 0
  %248 = icmp eq i1 %247, false
  %249 = and i1 %246, %248
  %250 = zext i1 %249 to i64
  %251 = add i64 %244, %250
  %252 = trunc i64 %251 to i32
  %253 = icmp slt i32 %240, %252
  br i1 %253, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

if.then50:                                        ; preds = %for.body47
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %if.then50
  %pf1 = phi i32 [ 0, %if.then50 ], [ %267, %for.body54 ]
  %254 = icmp slt i32 %pf1, 8
  br i1 %254, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %255 = add i32 %k, 1
  %256 = mul i32 %255, 64
  %257 = add i32 %256, %i49
  %258 = sext i32 %257 to i64
  %259 = sext i32 %N to i64
  %260 = mul i64 %258, %259
  %261 = mul i32 %bx, 256
  %262 = mul i32 %pf1, 32
  %263 = add i32 %261, %262
  %264 = sext i32 %263 to i64
  %265 = add i64 %260, %264
  %266 = getelementptr i16, ptr %B, i64 %265
  call void @llvm.prefetch.p0(ptr %266, i32 0, i32 0, i32 1)
  %267 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !13

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j59 = phi i32 [ 0, %if.end52 ], [ %289, %for.body57 ]
  %268 = icmp slt i32 %j59, 256
  br i1 %268, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %269 = mul i32 %k, 64
  %270 = add i32 %269, %i49
  %271 = sext i32 %270 to i64
  %272 = sext i32 %N to i64
  %273 = mul nsw i64 %271, %272
  %274 = mul i32 %bx, 256
  %275 = add i32 %274, %j59
  %276 = sext i32 %275 to i64
  %277 = add nsw i64 %273, %276
  %278 = getelementptr inbounds i16, ptr %B, i64 %277
  %279 = load i16, ptr %278, align 2
  %280 = bitcast i16 %279 to half
  %281 = fpext half %280 to float
  %282 = sext i32 %i49 to i64
  %283 = mul nsw i64 %282, 256
  %284 = sext i32 %j59 to i64
  %285 = add nsw i64 %283, %284
  %286 = getelementptr inbounds i16, ptr %B_s, i64 %285
  %287 = fptrunc float %281 to half
  %288 = bitcast half %287 to i16
  store i16 %288, ptr %286, align 2
  %289 = add nsw i32 %j59, 1
  br label %for.cond56, !llvm.loop !14

for.end58:                                        ; preds = %for.cond56
  %290 = add nsw i32 %i49, 1
  br label %for.cond46, !llvm.loop !15

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i63 = phi i32 [ 0, %if.else44 ], [ %403, %for.end80 ]
  %291 = icmp slt i32 %i63, 64
  br i1 %291, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %292 = mul i32 %bx, 256
  %293 = sext i32 %292 to i64
  %294 = sub i64 0, %293
  %295 = icmp slt i64 %294, 0
  %296 = mul i32 %bx, 256
  %297 = sext i32 %296 to i64
  %298 = sub i64 0, %297
  %299 = icmp sgt i64 %298, 256
  %300 = mul i32 %bx, 256
  %301 = sext i32 %300 to i64
  %302 = sub i64 0, %301
  %303 = select i1 %299, i64 256, i64 %302
  %304 = select i1 %295, i64 0, i64 %303
  %tl_lo2 = trunc i64 %304 to i32
  %305 = sext i32 %N to i64
  %306 = mul i32 %bx, 256
  %307 = sext i32 %306 to i64
  %308 = sub i64 %305, %307
  %309 = icmp slt i64 %308, 0
  %310 = sext i32 %N to i64
  %311 = mul i32 %bx, 256
  %312 = sext i32 %311 to i64
  %313 = sub i64 %310, %312
  %314 = icmp sgt i64 %313, 256
  %315 = sext i32 %N to i64
  %316 = mul i32 %bx, 256
  %317 = sext i32 %316 to i64
  %318 = sub i64 %315, %317
  %319 = select i1 %314, i64 256, i64 %318
  %320 = select i1 %309, i64 0, i64 %319
  %321 = sext i32 %tl_lo2 to i64
  %322 = icmp slt i64 %320, %321
  %323 = sext i32 %tl_lo2 to i64
  %324 = sext i32 %N to i64
  %325 = mul i32 %bx, 256
  %326 = sext i32 %325 to i64
  %327 = sub i64 %324, %326
  %328 = icmp slt i64 %327, 0
  %329 = sext i32 %N to i64
  %330 = mul i32 %bx, 256
  %331 = sext i32 %330 to i64
  %332 = sub i64 %329, %331
  %333 = icmp sgt i64 %332, 256
  %334 = sext i32 %N to i64
  %335 = mul i32 %bx, 256
  %336 = sext i32 %335 to i64
  %337 = sub i64 %334, %336
  %338 = select i1 %333, i64 256, i64 %337
  %339 = select i1 %328, i64 0, i64 %338
  %340 = select i1 %322, i64 %323, i64 %339
  %tl_hi3 = trunc i64 %340 to i32
  br label %for.cond64

for.end62:                                        ; preds = %for.cond60
  br label %if.end45

for.cond64:                                       ; preds = %for.body65, %for.body61
  %j67 = phi i32 [ 0, %for.body61 ], [ %347, %for.body65 ]
  %341 = icmp slt i32 %j67, %tl_lo2
  br i1 %341, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %342 = sext i32 %i63 to i64
  %343 = mul nsw i64 %342, 256
  %344 = sext i32 %j67 to i64
  %345 = add nsw i64 %343, %344
  %346 = getelementptr inbounds i16, ptr %B_s, i64 %345
  store i16 0, ptr %346, align 2
  %347 = add nsw i32 %j67, 1
  br label %for.cond64, !llvm.loop !16

for.end66:                                        ; preds = %for.cond64
  %348 = mul i32 %k, 64
  %349 = sext i32 %348 to i64
  %350 = sext i32 %i63 to i64
  %351 = add i64 %349, %350
  %352 = icmp sle i64 0, %351
  %353 = mul i32 %k, 64
  %354 = sext i32 %353 to i64
  %355 = sext i32 %i63 to i64
  %356 = add i64 %354, %355
  %357 = sext i32 %K to i64
  %358 = icmp slt i64 %356, %357
  %359 = and i1 %352, %358
  br i1 %359, label %if.then68, label %if.else69

if.then68:                                        ; preds = %for.end66
  %360 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.end66
  %361 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %362 = sub i32 256, %tl_hi3
  br label %for.cond78

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j3 = phi i32 [ 0, %if.then68 ], [ %386, %for.body72 ]
  %363 = icmp slt i32 %j3, %360
  br i1 %363, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %364 = mul i32 %k, 64
  %365 = add i32 %364, %i63
  %366 = sext i32 %365 to i64
  %367 = sext i32 %N to i64
  %368 = mul nsw i64 %366, %367
  %369 = mul i32 %bx, 256
  %370 = add i32 %tl_lo2, %j3
  %371 = add i32 %369, %370
  %372 = sext i32 %371 to i64
  %373 = add nsw i64 %368, %372
  %374 = getelementptr inbounds i16, ptr %B, i64 %373
  %375 = load i16, ptr %374, align 2
  %376 = bitcast i16 %375 to half
  %377 = fpext half %376 to float
  %378 = sext i32 %i63 to i64
  %379 = mul nsw i64 %378, 256
  %380 = add i32 %tl_lo2, %j3
  %381 = sext i32 %380 to i64
  %382 = add nsw i64 %379, %381
  %383 = getelementptr inbounds i16, ptr %B_s, i64 %382
  %384 = fptrunc float %377 to half
  %385 = bitcast half %384 to i16
  store i16 %385, ptr %383, align 2
  %386 = add nsw i32 %j3, 1
  br label %for.cond71, !llvm.loop !17

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j377 = phi i32 [ 0, %if.else69 ], [ %394, %for.body75 ]
  %387 = icmp slt i32 %j377, %361
  br i1 %387, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %388 = sext i32 %i63 to i64
  %389 = mul nsw i64 %388, 256
  %390 = add i32 %tl_lo2, %j377
  %391 = sext i32 %390 to i64
  %392 = add nsw i64 %389, %391
  %393 = getelementptr inbounds i16, ptr %B_s, i64 %392
  store i16 0, ptr %393, align 2
  %394 = add nsw i32 %j377, 1
  br label %for.cond74, !llvm.loop !18

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j381 = phi i32 [ 0, %if.end70 ], [ %402, %for.body79 ]
  %395 = icmp slt i32 %j381, %362
  br i1 %395, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %396 = sext i32 %i63 to i64
  %397 = mul nsw i64 %396, 256
  %398 = add i32 %tl_hi3, %j381
  %399 = sext i32 %398 to i64
  %400 = add nsw i64 %397, %399
  %401 = getelementptr inbounds i16, ptr %B_s, i64 %400
  store i16 0, ptr %401, align 2
  %402 = add nsw i32 %j381, 1
  br label %for.cond78, !llvm.loop !19

for.end80:                                        ; preds = %for.cond78
  %403 = add nsw i32 %i63, 1
  br label %for.cond60, !llvm.loop !20

if.then82:                                        ; preds = %for.end6
  br label %for.cond85

if.else83:                                        ; preds = %for.end6
  br label %for.cond91

if.end84:                                         ; preds = %for.end93, %for.end87
  ret void

for.cond85:                                       ; preds = %for.end90, %if.then82
  %i1 = phi i32 [ 0, %if.then82 ], [ %427, %for.end90 ]
  %404 = icmp slt i32 %i1, 128
  br i1 %404, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond88

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

for.cond88:                                       ; preds = %for.body89, %for.body86
  %j1 = phi i32 [ 0, %for.body86 ], [ %426, %for.body89 ]
  %405 = icmp slt i32 %j1, 256
  br i1 %405, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %406 = sext i32 %i1 to i64
  %407 = mul nsw i64 %406, 256
  %408 = sext i32 %j1 to i64
  %409 = add nsw i64 %407, %408
  %410 = getelementptr inbounds float, ptr %C_f, i64 %409
  %411 = load float, ptr %410, align 4
  %412 = fptrunc float %411 to half
  %413 = fpext half %412 to float
  %414 = mul i32 %by, 128
  %415 = add i32 %414, %i1
  %416 = sext i32 %415 to i64
  %417 = sext i32 %N to i64
  %418 = mul nsw i64 %416, %417
  %419 = mul i32 %bx, 256
  %420 = add i32 %419, %j1
  %421 = sext i32 %420 to i64
  %422 = add nsw i64 %418, %421
  %423 = getelementptr inbounds i16, ptr %C, i64 %422
  %424 = fptrunc float %413 to half
  %425 = bitcast half %424 to i16
  store i16 %425, ptr %423, align 2
  %426 = add nsw i32 %j1, 1
  br label %for.cond88, !llvm.loop !21

for.end90:                                        ; preds = %for.cond88
  %427 = add nsw i32 %i1, 1
  br label %for.cond85, !llvm.loop !22

for.cond91:                                       ; preds = %if.end97, %if.else83
  %i194 = phi i32 [ 0, %if.else83 ], [ %491, %if.end97 ]
  %428 = icmp slt i32 %i194, 128
  br i1 %428, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %429 = mul i32 %bx, 256
  %430 = sext i32 %429 to i64
  %431 = sub i64 0, %430
  %432 = icmp slt i64 %431, 0
  %433 = mul i32 %bx, 256
  %434 = sext i32 %433 to i64
  %435 = sub i64 0, %434
  %436 = icmp sgt i64 %435, 256
  %437 = mul i32 %bx, 256
  %438 = sext i32 %437 to i64
  %439 = sub i64 0, %438
  %440 = select i1 %436, i64 256, i64 %439
  %441 = select i1 %432, i64 0, i64 %440
  %tl_lo4 = trunc i64 %441 to i32
  %442 = sext i32 %N to i64
  %443 = mul i32 %bx, 256
  %444 = sext i32 %443 to i64
  %445 = sub i64 %442, %444
  %446 = icmp slt i64 %445, 0
  %447 = sext i32 %N to i64
  %448 = mul i32 %bx, 256
  %449 = sext i32 %448 to i64
  %450 = sub i64 %447, %449
  %451 = icmp sgt i64 %450, 256
  %452 = sext i32 %N to i64
  %453 = mul i32 %bx, 256
  %454 = sext i32 %453 to i64
  %455 = sub i64 %452, %454
  %456 = select i1 %451, i64 256, i64 %455
  %457 = select i1 %446, i64 0, i64 %456
  %458 = sext i32 %tl_lo4 to i64
  %459 = icmp slt i64 %457, %458
  %460 = sext i32 %tl_lo4 to i64
  %461 = sext i32 %N to i64
  %462 = mul i32 %bx, 256
  %463 = sext i32 %462 to i64
  %464 = sub i64 %461, %463
  %465 = icmp slt i64 %464, 0
  %466 = sext i32 %N to i64
  %467 = mul i32 %bx, 256
  %468 = sext i32 %467 to i64
  %469 = sub i64 %466, %468
  %470 = icmp sgt i64 %469, 256
  %471 = sext i32 %N to i64
  %472 = mul i32 %bx, 256
  %473 = sext i32 %472 to i64
  %474 = sub i64 %471, %473
  %475 = select i1 %470, i64 256, i64 %474
  %476 = select i1 %465, i64 0, i64 %475
  %477 = select i1 %459, i64 %460, i64 %476
  %tl_hi5 = trunc i64 %477 to i32
  %478 = mul i32 %by, 128
  %479 = sext i32 %478 to i64
  %480 = sext i32 %i194 to i64
  %481 = add i64 %479, %480
  %482 = icmp sle i64 0, %481
  %483 = mul i32 %by, 128
  %484 = sext i32 %483 to i64
  %485 = sext i32 %i194 to i64
  %486 = add i64 %484, %485
  %487 = sext i32 %M to i64
  %488 = icmp slt i64 %486, %487
  %489 = and i1 %482, %488
  br i1 %489, label %if.then95, label %if.else96

for.end93:                                        ; preds = %for.cond91
  br label %if.end84

if.then95:                                        ; preds = %for.body92
  %490 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond98

if.else96:                                        ; preds = %for.body92
  br label %if.end97

if.end97:                                         ; preds = %if.else96, %for.end100
  %491 = add nsw i32 %i194, 1
  br label %for.cond91, !llvm.loop !23

for.cond98:                                       ; preds = %for.body99, %if.then95
  %j11 = phi i32 [ 0, %if.then95 ], [ %515, %for.body99 ]
  %492 = icmp slt i32 %j11, %490
  br i1 %492, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %493 = sext i32 %i194 to i64
  %494 = mul nsw i64 %493, 256
  %495 = add i32 %tl_lo4, %j11
  %496 = sext i32 %495 to i64
  %497 = add nsw i64 %494, %496
  %498 = getelementptr inbounds float, ptr %C_f, i64 %497
  %499 = load float, ptr %498, align 4
  %500 = fptrunc float %499 to half
  %501 = fpext half %500 to float
  %502 = mul i32 %by, 128
  %503 = add i32 %502, %i194
  %504 = sext i32 %503 to i64
  %505 = sext i32 %N to i64
  %506 = mul nsw i64 %504, %505
  %507 = mul i32 %bx, 256
  %508 = add i32 %tl_lo4, %j11
  %509 = add i32 %507, %508
  %510 = sext i32 %509 to i64
  %511 = add nsw i64 %506, %510
  %512 = getelementptr inbounds i16, ptr %C, i64 %511
  %513 = fptrunc float %501 to half
  %514 = bitcast half %513 to i16
  store i16 %514, ptr %512, align 2
  %515 = add nsw i32 %j11, 1
  br label %for.cond98, !llvm.loop !24

for.end100:                                       ; preds = %for.cond98
  br label %if.end97
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #1

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @matmul_f16_large_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 6
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
  %25 = trunc i64 %21 to i32
  call void @matmul_f16_large_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_f16_large(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_f16_large, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 256
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 256
  %26 = icmp ne i64 %25, 0
  %27 = icmp slt i64 %21, 0
  %28 = icmp eq i1 %27, false
  %29 = and i1 %26, %28
  %30 = zext i1 %29 to i64
  %31 = add i64 %24, %30
  %32 = trunc i64 %31 to i32
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 0
  store i64 %33, ptr %34, align 8
  %35 = icmp sgt i64 %33, 0
  %36 = mul i64 1, %33
  %37 = sext i32 %M to i64
  %38 = sdiv i64 %37, 128
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 128
  %42 = icmp ne i64 %41, 0
  %43 = icmp slt i64 %37, 0
  %44 = icmp eq i1 %43, false
  %45 = and i1 %42, %44
  %46 = zext i1 %45 to i64
  %47 = add i64 %40, %46
  %48 = trunc i64 %47 to i32
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 %49, ptr %50, align 8
  %51 = icmp sgt i64 %49, 0
  %52 = and i1 %35, %51
  %53 = mul i64 %36, %49
  %54 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %54, align 8
  %55 = and i1 %52, true
  %56 = mul i64 %53, 1
  br i1 %55, label %run, label %empty

run:                                              ; preds = %body
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_f16_large_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @matmul_bf16_large_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [16384 x i16], align 64
  %C_f = alloca [32768 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 128
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 64
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 64
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j, 256
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 256
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !25

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !26

for.cond4:                                        ; preds = %if.end45, %for.end
  %k = phi i32 [ 0, %for.end ], [ %242, %if.end45 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 128
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 128
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 128
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %k, 64
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 64
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 64
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %39 = mul i32 %by, 128
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 128
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 128
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 256
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 256
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 256
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then82, label %if.else83

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  %56 = mul i32 %k, 64
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %k, 64
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 64
  %61 = sext i32 %K to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %bx, 256
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 256
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 256
  %69 = sext i32 %N to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then43, label %if.else44

for.cond7:                                        ; preds = %for.end19, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %126, %for.end19 ]
  %73 = icmp slt i32 %i10, 128
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %74 = add i32 %k, 1
  %75 = sext i32 %K to i64
  %76 = sdiv i64 %75, 64
  %77 = sub i64 0, %75
  %78 = select i1 false, i64 %77, i64 %76
  %79 = srem i64 %75, 64
  %80 = icmp ne i64 %79, 0
  %81 = icmp slt i64 %75, 0
  %82 = icmp eq i1 %81, false
  %83 = and i1 %80, %82
  %84 = zext i1 %83 to i64
  %85 = add i64 %78, %84
  %86 = trunc i64 %85 to i32
  %87 = icmp slt i32 %74, %86
  br i1 %87, label %if.then11, label %if.else12

for.end9:                                         ; preds = %for.cond7
  br label %if.end

if.then11:                                        ; preds = %for.body8
  br label %for.cond14

if.else12:                                        ; preds = %for.body8
  br label %if.end13

if.end13:                                         ; preds = %if.else12, %for.end16
  br label %for.cond17

for.cond14:                                       ; preds = %for.body15, %if.then11
  %pf = phi i32 [ 0, %if.then11 ], [ %101, %for.body15 ]
  %88 = icmp slt i32 %pf, 2
  br i1 %88, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %89 = mul i32 %by, 128
  %90 = add i32 %89, %i10
  %91 = sext i32 %90 to i64
  %92 = sext i32 %K to i64
  %93 = mul i64 %91, %92
  %94 = add i32 %k, 1
  %95 = mul i32 %94, 64
  %96 = mul i32 %pf, 32
  %97 = add i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = add i64 %93, %98
  %100 = getelementptr i16, ptr %A, i64 %99
  call void @llvm.prefetch.p0(ptr %100, i32 0, i32 0, i32 1)
  %101 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !27

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %for.body18, %if.end13
  %j20 = phi i32 [ 0, %if.end13 ], [ %125, %for.body18 ]
  %102 = icmp slt i32 %j20, 64
  br i1 %102, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %103 = mul i32 %by, 128
  %104 = add i32 %103, %i10
  %105 = sext i32 %104 to i64
  %106 = sext i32 %K to i64
  %107 = mul nsw i64 %105, %106
  %108 = mul i32 %k, 64
  %109 = add i32 %108, %j20
  %110 = sext i32 %109 to i64
  %111 = add nsw i64 %107, %110
  %112 = getelementptr inbounds i16, ptr %A, i64 %111
  %113 = load i16, ptr %112, align 2
  %114 = zext i16 %113 to i32
  %115 = shl i32 %114, 16
  %116 = bitcast i32 %115 to float
  %117 = sext i32 %i10 to i64
  %118 = mul nsw i64 %117, 64
  %119 = sext i32 %j20 to i64
  %120 = add nsw i64 %118, %119
  %121 = getelementptr inbounds i16, ptr %A_s, i64 %120
  %122 = bitcast float %116 to i32
  %123 = lshr i32 %122, 16
  %124 = trunc i32 %123 to i16
  store i16 %124, ptr %121, align 2
  %125 = add nsw i32 %j20, 1
  br label %for.cond17, !llvm.loop !28

for.end19:                                        ; preds = %for.cond17
  %126 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !29

for.cond21:                                       ; preds = %for.end41, %if.else
  %i24 = phi i32 [ 0, %if.else ], [ %241, %for.end41 ]
  %127 = icmp slt i32 %i24, 128
  br i1 %127, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %128 = mul i32 %k, 64
  %129 = sext i32 %128 to i64
  %130 = sub i64 0, %129
  %131 = icmp slt i64 %130, 0
  %132 = mul i32 %k, 64
  %133 = sext i32 %132 to i64
  %134 = sub i64 0, %133
  %135 = icmp sgt i64 %134, 64
  %136 = mul i32 %k, 64
  %137 = sext i32 %136 to i64
  %138 = sub i64 0, %137
  %139 = select i1 %135, i64 64, i64 %138
  %140 = select i1 %131, i64 0, i64 %139
  %tl_lo0 = trunc i64 %140 to i32
  %141 = sext i32 %K to i64
  %142 = mul i32 %k, 64
  %143 = sext i32 %142 to i64
  %144 = sub i64 %141, %143
  %145 = icmp slt i64 %144, 0
  %146 = sext i32 %K to i64
  %147 = mul i32 %k, 64
  %148 = sext i32 %147 to i64
  %149 = sub i64 %146, %148
  %150 = icmp sgt i64 %149, 64
  %151 = sext i32 %K to i64
  %152 = mul i32 %k, 64
  %153 = sext i32 %152 to i64
  %154 = sub i64 %151, %153
  %155 = select i1 %150, i64 64, i64 %154
  %156 = select i1 %145, i64 0, i64 %155
  %157 = sext i32 %tl_lo0 to i64
  %158 = icmp slt i64 %156, %157
  %159 = sext i32 %tl_lo0 to i64
  %160 = sext i32 %K to i64
  %161 = mul i32 %k, 64
  %162 = sext i32 %161 to i64
  %163 = sub i64 %160, %162
  %164 = icmp slt i64 %163, 0
  %165 = sext i32 %K to i64
  %166 = mul i32 %k, 64
  %167 = sext i32 %166 to i64
  %168 = sub i64 %165, %167
  %169 = icmp sgt i64 %168, 64
  %170 = sext i32 %K to i64
  %171 = mul i32 %k, 64
  %172 = sext i32 %171 to i64
  %173 = sub i64 %170, %172
  %174 = select i1 %169, i64 64, i64 %173
  %175 = select i1 %164, i64 0, i64 %174
  %176 = select i1 %158, i64 %159, i64 %175
  %tl_hi1 = trunc i64 %176 to i32
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %if.end

for.cond25:                                       ; preds = %for.body26, %for.body22
  %j28 = phi i32 [ 0, %for.body22 ], [ %183, %for.body26 ]
  %177 = icmp slt i32 %j28, %tl_lo0
  br i1 %177, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %178 = sext i32 %i24 to i64
  %179 = mul nsw i64 %178, 64
  %180 = sext i32 %j28 to i64
  %181 = add nsw i64 %179, %180
  %182 = getelementptr inbounds i16, ptr %A_s, i64 %181
  store i16 0, ptr %182, align 2
  %183 = add nsw i32 %j28, 1
  br label %for.cond25, !llvm.loop !30

for.end27:                                        ; preds = %for.cond25
  %184 = mul i32 %by, 128
  %185 = sext i32 %184 to i64
  %186 = sext i32 %i24 to i64
  %187 = add i64 %185, %186
  %188 = icmp sle i64 0, %187
  %189 = mul i32 %by, 128
  %190 = sext i32 %189 to i64
  %191 = sext i32 %i24 to i64
  %192 = add i64 %190, %191
  %193 = sext i32 %M to i64
  %194 = icmp slt i64 %192, %193
  %195 = and i1 %188, %194
  br i1 %195, label %if.then29, label %if.else30

if.then29:                                        ; preds = %for.end27
  %196 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond32

if.else30:                                        ; preds = %for.end27
  %197 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond35

if.end31:                                         ; preds = %for.end37, %for.end34
  %198 = sub i32 64, %tl_hi1
  br label %for.cond39

for.cond32:                                       ; preds = %for.body33, %if.then29
  %j2 = phi i32 [ 0, %if.then29 ], [ %224, %for.body33 ]
  %199 = icmp slt i32 %j2, %196
  br i1 %199, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %200 = mul i32 %by, 128
  %201 = add i32 %200, %i24
  %202 = sext i32 %201 to i64
  %203 = sext i32 %K to i64
  %204 = mul nsw i64 %202, %203
  %205 = mul i32 %k, 64
  %206 = add i32 %tl_lo0, %j2
  %207 = add i32 %205, %206
  %208 = sext i32 %207 to i64
  %209 = add nsw i64 %204, %208
  %210 = getelementptr inbounds i16, ptr %A, i64 %209
  %211 = load i16, ptr %210, align 2
  %212 = zext i16 %211 to i32
  %213 = shl i32 %212, 16
  %214 = bitcast i32 %213 to float
  %215 = sext i32 %i24 to i64
  %216 = mul nsw i64 %215, 64
  %217 = add i32 %tl_lo0, %j2
  %218 = sext i32 %217 to i64
  %219 = add nsw i64 %216, %218
  %220 = getelementptr inbounds i16, ptr %A_s, i64 %219
  %221 = bitcast float %214 to i32
  %222 = lshr i32 %221, 16
  %223 = trunc i32 %222 to i16
  store i16 %223, ptr %220, align 2
  %224 = add nsw i32 %j2, 1
  br label %for.cond32, !llvm.loop !31

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond35:                                       ; preds = %for.body36, %if.else30
  %j238 = phi i32 [ 0, %if.else30 ], [ %232, %for.body36 ]
  %225 = icmp slt i32 %j238, %197
  br i1 %225, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %226 = sext i32 %i24 to i64
  %227 = mul nsw i64 %226, 64
  %228 = add i32 %tl_lo0, %j238
  %229 = sext i32 %228 to i64
  %230 = add nsw i64 %227, %229
  %231 = getelementptr inbounds i16, ptr %A_s, i64 %230
  store i16 0, ptr %231, align 2
  %232 = add nsw i32 %j238, 1
  br label %for.cond35, !llvm.loop !32

for.end37:                                        ; preds = %for.cond35
  br label %if.end31

for.cond39:                                       ; preds = %for.body40, %if.end31
  %j242 = phi i32 [ 0, %if.end31 ], [ %240, %for.body40 ]
  %233 = icmp slt i32 %j242, %198
  br i1 %233, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %234 = sext i32 %i24 to i64
  %235 = mul nsw i64 %234, 64
  %236 = add i32 %tl_hi1, %j242
  %237 = sext i32 %236 to i64
  %238 = add nsw i64 %235, %237
  %239 = getelementptr inbounds i16, ptr %A_s, i64 %238
  store i16 0, ptr %239, align 2
  %240 = add nsw i32 %j242, 1
  br label %for.cond39, !llvm.loop !33

for.end41:                                        ; preds = %for.cond39
  %241 = add nsw i32 %i24, 1
  br label %for.cond21, !llvm.loop !34

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  call void @tilec_rt_gemm_bf16f32(i32 128, i32 256, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 256, i32 0, ptr %C_f, i32 256)
  %242 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !35

for.cond46:                                       ; preds = %for.end58, %if.then43
  %i49 = phi i32 [ 0, %if.then43 ], [ %296, %for.end58 ]
  %243 = icmp slt i32 %i49, 64
  br i1 %243, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %244 = add i32 %k, 1
  %245 = sext i32 %K to i64
  %246 = sdiv i64 %245, 64
  %247 = sub i64 0, %245
  %248 = select i1 false, i64 %247, i64 %246
  %249 = srem i64 %245, 64
  %250 = icmp ne i64 %249, 0
  %251 = icmp slt i64 %245, 0
  %252 = icmp eq i1 %251, false
  %253 = and i1 %250, %252
  %254 = zext i1 %253 to i64
  %255 = add i64 %248, %254
  %256 = trunc i64 %255 to i32
  %257 = icmp slt i32 %244, %256
  br i1 %257, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

if.then50:                                        ; preds = %for.body47
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %if.then50
  %pf1 = phi i32 [ 0, %if.then50 ], [ %271, %for.body54 ]
  %258 = icmp slt i32 %pf1, 8
  br i1 %258, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %259 = add i32 %k, 1
  %260 = mul i32 %259, 64
  %261 = add i32 %260, %i49
  %262 = sext i32 %261 to i64
  %263 = sext i32 %N to i64
  %264 = mul i64 %262, %263
  %265 = mul i32 %bx, 256
  %266 = mul i32 %pf1, 32
  %267 = add i32 %265, %266
  %268 = sext i32 %267 to i64
  %269 = add i64 %264, %268
  %270 = getelementptr i16, ptr %B, i64 %269
  call void @llvm.prefetch.p0(ptr %270, i32 0, i32 0, i32 1)
  %271 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !36

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j59 = phi i32 [ 0, %if.end52 ], [ %295, %for.body57 ]
  %272 = icmp slt i32 %j59, 256
  br i1 %272, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %273 = mul i32 %k, 64
  %274 = add i32 %273, %i49
  %275 = sext i32 %274 to i64
  %276 = sext i32 %N to i64
  %277 = mul nsw i64 %275, %276
  %278 = mul i32 %bx, 256
  %279 = add i32 %278, %j59
  %280 = sext i32 %279 to i64
  %281 = add nsw i64 %277, %280
  %282 = getelementptr inbounds i16, ptr %B, i64 %281
  %283 = load i16, ptr %282, align 2
  %284 = zext i16 %283 to i32
  %285 = shl i32 %284, 16
  %286 = bitcast i32 %285 to float
  %287 = sext i32 %i49 to i64
  %288 = mul nsw i64 %287, 256
  %289 = sext i32 %j59 to i64
  %290 = add nsw i64 %288, %289
  %291 = getelementptr inbounds i16, ptr %B_s, i64 %290
  %292 = bitcast float %286 to i32
  %293 = lshr i32 %292, 16
  %294 = trunc i32 %293 to i16
  store i16 %294, ptr %291, align 2
  %295 = add nsw i32 %j59, 1
  br label %for.cond56, !llvm.loop !37

for.end58:                                        ; preds = %for.cond56
  %296 = add nsw i32 %i49, 1
  br label %for.cond46, !llvm.loop !38

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i63 = phi i32 [ 0, %if.else44 ], [ %411, %for.end80 ]
  %297 = icmp slt i32 %i63, 64
  br i1 %297, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %298 = mul i32 %bx, 256
  %299 = sext i32 %298 to i64
  %300 = sub i64 0, %299
  %301 = icmp slt i64 %300, 0
  %302 = mul i32 %bx, 256
  %303 = sext i32 %302 to i64
  %304 = sub i64 0, %303
  %305 = icmp sgt i64 %304, 256
  %306 = mul i32 %bx, 256
  %307 = sext i32 %306 to i64
  %308 = sub i64 0, %307
  %309 = select i1 %305, i64 256, i64 %308
  %310 = select i1 %301, i64 0, i64 %309
  %tl_lo2 = trunc i64 %310 to i32
  %311 = sext i32 %N to i64
  %312 = mul i32 %bx, 256
  %313 = sext i32 %312 to i64
  %314 = sub i64 %311, %313
  %315 = icmp slt i64 %314, 0
  %316 = sext i32 %N to i64
  %317 = mul i32 %bx, 256
  %318 = sext i32 %317 to i64
  %319 = sub i64 %316, %318
  %320 = icmp sgt i64 %319, 256
  %321 = sext i32 %N to i64
  %322 = mul i32 %bx, 256
  %323 = sext i32 %322 to i64
  %324 = sub i64 %321, %323
  %325 = select i1 %320, i64 256, i64 %324
  %326 = select i1 %315, i64 0, i64 %325
  %327 = sext i32 %tl_lo2 to i64
  %328 = icmp slt i64 %326, %327
  %329 = sext i32 %tl_lo2 to i64
  %330 = sext i32 %N to i64
  %331 = mul i32 %bx, 256
  %332 = sext i32 %331 to i64
  %333 = sub i64 %330, %332
  %334 = icmp slt i64 %333, 0
  %335 = sext i32 %N to i64
  %336 = mul i32 %bx, 256
  %337 = sext i32 %336 to i64
  %338 = sub i64 %335, %337
  %339 = icmp sgt i64 %338, 256
  %340 = sext i32 %N to i64
  %341 = mul i32 %bx, 256
  %342 = sext i32 %341 to i64
  %343 = sub i64 %340, %342
  %344 = select i1 %339, i64 256, i64 %343
  %345 = select i1 %334, i64 0, i64 %344
  %346 = select i1 %328, i64 %329, i64 %345
  %tl_hi3 = trunc i64 %346 to i32
  br label %for.cond64

for.end62:                                        ; preds = %for.cond60
  br label %if.end45

for.cond64:                                       ; preds = %for.body65, %for.body61
  %j67 = phi i32 [ 0, %for.body61 ], [ %353, %for.body65 ]
  %347 = icmp slt i32 %j67, %tl_lo2
  br i1 %347, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %348 = sext i32 %i63 to i64
  %349 = mul nsw i64 %348, 256
  %350 = sext i32 %j67 to i64
  %351 = add nsw i64 %349, %350
  %352 = getelementptr inbounds i16, ptr %B_s, i64 %351
  store i16 0, ptr %352, align 2
  %353 = add nsw i32 %j67, 1
  br label %for.cond64, !llvm.loop !39

for.end66:                                        ; preds = %for.cond64
  %354 = mul i32 %k, 64
  %355 = sext i32 %354 to i64
  %356 = sext i32 %i63 to i64
  %357 = add i64 %355, %356
  %358 = icmp sle i64 0, %357
  %359 = mul i32 %k, 64
  %360 = sext i32 %359 to i64
  %361 = sext i32 %i63 to i64
  %362 = add i64 %360, %361
  %363 = sext i32 %K to i64
  %364 = icmp slt i64 %362, %363
  %365 = and i1 %358, %364
  br i1 %365, label %if.then68, label %if.else69

if.then68:                                        ; preds = %for.end66
  %366 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.end66
  %367 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %368 = sub i32 256, %tl_hi3
  br label %for.cond78

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j3 = phi i32 [ 0, %if.then68 ], [ %394, %for.body72 ]
  %369 = icmp slt i32 %j3, %366
  br i1 %369, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %370 = mul i32 %k, 64
  %371 = add i32 %370, %i63
  %372 = sext i32 %371 to i64
  %373 = sext i32 %N to i64
  %374 = mul nsw i64 %372, %373
  %375 = mul i32 %bx, 256
  %376 = add i32 %tl_lo2, %j3
  %377 = add i32 %375, %376
  %378 = sext i32 %377 to i64
  %379 = add nsw i64 %374, %378
  %380 = getelementptr inbounds i16, ptr %B, i64 %379
  %381 = load i16, ptr %380, align 2
  %382 = zext i16 %381 to i32
  %383 = shl i32 %382, 16
  %384 = bitcast i32 %383 to float
  %385 = sext i32 %i63 to i64
  %386 = mul nsw i64 %385, 256
  %387 = add i32 %tl_lo2, %j3
  %388 = sext i32 %387 to i64
  %389 = add nsw i64 %386, %388
  %390 = getelementptr inbounds i16, ptr %B_s, i64 %389
  %391 = bitcast float %384 to i32
  %392 = lshr i32 %391, 16
  %393 = trunc i32 %392 to i16
  store i16 %393, ptr %390, align 2
  %394 = add nsw i32 %j3, 1
  br label %for.cond71, !llvm.loop !40

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j377 = phi i32 [ 0, %if.else69 ], [ %402, %for.body75 ]
  %395 = icmp slt i32 %j377, %367
  br i1 %395, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %396 = sext i32 %i63 to i64
  %397 = mul nsw i64 %396, 256
  %398 = add i32 %tl_lo2, %j377
  %399 = sext i32 %398 to i64
  %400 = add nsw i64 %397, %399
  %401 = getelementptr inbounds i16, ptr %B_s, i64 %400
  store i16 0, ptr %401, align 2
  %402 = add nsw i32 %j377, 1
  br label %for.cond74, !llvm.loop !41

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j381 = phi i32 [ 0, %if.end70 ], [ %410, %for.body79 ]
  %403 = icmp slt i32 %j381, %368
  br i1 %403, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %404 = sext i32 %i63 to i64
  %405 = mul nsw i64 %404, 256
  %406 = add i32 %tl_hi3, %j381
  %407 = sext i32 %406 to i64
  %408 = add nsw i64 %405, %407
  %409 = getelementptr inbounds i16, ptr %B_s, i64 %408
  store i16 0, ptr %409, align 2
  %410 = add nsw i32 %j381, 1
  br label %for.cond78, !llvm.loop !42

for.end80:                                        ; preds = %for.cond78
  %411 = add nsw i32 %i63, 1
  br label %for.cond60, !llvm.loop !43

if.then82:                                        ; preds = %for.end6
  br label %for.cond85

if.else83:                                        ; preds = %for.end6
  br label %for.cond91

if.end84:                                         ; preds = %for.end93, %for.end87
  ret void

for.cond85:                                       ; preds = %for.end90, %if.then82
  %i1 = phi i32 [ 0, %if.then82 ], [ %445, %for.end90 ]
  %412 = icmp slt i32 %i1, 128
  br i1 %412, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond88

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

for.cond88:                                       ; preds = %for.body89, %for.body86
  %j1 = phi i32 [ 0, %for.body86 ], [ %444, %for.body89 ]
  %413 = icmp slt i32 %j1, 256
  br i1 %413, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %414 = sext i32 %i1 to i64
  %415 = mul nsw i64 %414, 256
  %416 = sext i32 %j1 to i64
  %417 = add nsw i64 %415, %416
  %418 = getelementptr inbounds float, ptr %C_f, i64 %417
  %419 = load float, ptr %418, align 4
  %420 = bitcast float %419 to i32
  %421 = lshr i32 %420, 16
  %422 = and i32 %421, 1
  %423 = add i32 %420, 32767
  %424 = add i32 %423, %422
  %425 = and i32 %424, -65536
  %426 = or i32 %420, 4194304
  %427 = and i32 %426, -65536
  %428 = fcmp uno float %419, %419
  %429 = select i1 %428, i32 %427, i32 %425
  %430 = bitcast i32 %429 to float
  %431 = mul i32 %by, 128
  %432 = add i32 %431, %i1
  %433 = sext i32 %432 to i64
  %434 = sext i32 %N to i64
  %435 = mul nsw i64 %433, %434
  %436 = mul i32 %bx, 256
  %437 = add i32 %436, %j1
  %438 = sext i32 %437 to i64
  %439 = add nsw i64 %435, %438
  %440 = getelementptr inbounds i16, ptr %C, i64 %439
  %441 = bitcast float %430 to i32
  %442 = lshr i32 %441, 16
  %443 = trunc i32 %442 to i16
  store i16 %443, ptr %440, align 2
  %444 = add nsw i32 %j1, 1
  br label %for.cond88, !llvm.loop !44

for.end90:                                        ; preds = %for.cond88
  %445 = add nsw i32 %i1, 1
  br label %for.cond85, !llvm.loop !45

for.cond91:                                       ; preds = %if.end97, %if.else83
  %i194 = phi i32 [ 0, %if.else83 ], [ %509, %if.end97 ]
  %446 = icmp slt i32 %i194, 128
  br i1 %446, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %447 = mul i32 %bx, 256
  %448 = sext i32 %447 to i64
  %449 = sub i64 0, %448
  %450 = icmp slt i64 %449, 0
  %451 = mul i32 %bx, 256
  %452 = sext i32 %451 to i64
  %453 = sub i64 0, %452
  %454 = icmp sgt i64 %453, 256
  %455 = mul i32 %bx, 256
  %456 = sext i32 %455 to i64
  %457 = sub i64 0, %456
  %458 = select i1 %454, i64 256, i64 %457
  %459 = select i1 %450, i64 0, i64 %458
  %tl_lo4 = trunc i64 %459 to i32
  %460 = sext i32 %N to i64
  %461 = mul i32 %bx, 256
  %462 = sext i32 %461 to i64
  %463 = sub i64 %460, %462
  %464 = icmp slt i64 %463, 0
  %465 = sext i32 %N to i64
  %466 = mul i32 %bx, 256
  %467 = sext i32 %466 to i64
  %468 = sub i64 %465, %467
  %469 = icmp sgt i64 %468, 256
  %470 = sext i32 %N to i64
  %471 = mul i32 %bx, 256
  %472 = sext i32 %471 to i64
  %473 = sub i64 %470, %472
  %474 = select i1 %469, i64 256, i64 %473
  %475 = select i1 %464, i64 0, i64 %474
  %476 = sext i32 %tl_lo4 to i64
  %477 = icmp slt i64 %475, %476
  %478 = sext i32 %tl_lo4 to i64
  %479 = sext i32 %N to i64
  %480 = mul i32 %bx, 256
  %481 = sext i32 %480 to i64
  %482 = sub i64 %479, %481
  %483 = icmp slt i64 %482, 0
  %484 = sext i32 %N to i64
  %485 = mul i32 %bx, 256
  %486 = sext i32 %485 to i64
  %487 = sub i64 %484, %486
  %488 = icmp sgt i64 %487, 256
  %489 = sext i32 %N to i64
  %490 = mul i32 %bx, 256
  %491 = sext i32 %490 to i64
  %492 = sub i64 %489, %491
  %493 = select i1 %488, i64 256, i64 %492
  %494 = select i1 %483, i64 0, i64 %493
  %495 = select i1 %477, i64 %478, i64 %494
  %tl_hi5 = trunc i64 %495 to i32
  %496 = mul i32 %by, 128
  %497 = sext i32 %496 to i64
  %498 = sext i32 %i194 to i64
  %499 = add i64 %497, %498
  %500 = icmp sle i64 0, %499
  %501 = mul i32 %by, 128
  %502 = sext i32 %501 to i64
  %503 = sext i32 %i194 to i64
  %504 = add i64 %502, %503
  %505 = sext i32 %M to i64
  %506 = icmp slt i64 %504, %505
  %507 = and i1 %500, %506
  br i1 %507, label %if.then95, label %if.else96

for.end93:                                        ; preds = %for.cond91
  br label %if.end84

if.then95:                                        ; preds = %for.body92
  %508 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond98

if.else96:                                        ; preds = %for.body92
  br label %if.end97

if.end97:                                         ; preds = %if.else96, %for.end100
  %509 = add nsw i32 %i194, 1
  br label %for.cond91, !llvm.loop !46

for.cond98:                                       ; preds = %for.body99, %if.then95
  %j11 = phi i32 [ 0, %if.then95 ], [ %543, %for.body99 ]
  %510 = icmp slt i32 %j11, %508
  br i1 %510, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %511 = sext i32 %i194 to i64
  %512 = mul nsw i64 %511, 256
  %513 = add i32 %tl_lo4, %j11
  %514 = sext i32 %513 to i64
  %515 = add nsw i64 %512, %514
  %516 = getelementptr inbounds float, ptr %C_f, i64 %515
  %517 = load float, ptr %516, align 4
  %518 = bitcast float %517 to i32
  %519 = lshr i32 %518, 16
  %520 = and i32 %519, 1
  %521 = add i32 %518, 32767
  %522 = add i32 %521, %520
  %523 = and i32 %522, -65536
  %524 = or i32 %518, 4194304
  %525 = and i32 %524, -65536
  %526 = fcmp uno float %517, %517
  %527 = select i1 %526, i32 %525, i32 %523
  %528 = bitcast i32 %527 to float
  %529 = mul i32 %by, 128
  %530 = add i32 %529, %i194
  %531 = sext i32 %530 to i64
  %532 = sext i32 %N to i64
  %533 = mul nsw i64 %531, %532
  %534 = mul i32 %bx, 256
  %535 = add i32 %tl_lo4, %j11
  %536 = add i32 %534, %535
  %537 = sext i32 %536 to i64
  %538 = add nsw i64 %533, %537
  %539 = getelementptr inbounds i16, ptr %C, i64 %538
  %540 = bitcast float %528 to i32
  %541 = lshr i32 %540, 16
  %542 = trunc i32 %541 to i16
  store i16 %542, ptr %539, align 2
  %543 = add nsw i32 %j11, 1
  br label %for.cond98, !llvm.loop !47

for.end100:                                       ; preds = %for.cond98
  br label %if.end97
}

declare void @tilec_rt_gemm_bf16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @matmul_bf16_large_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 6
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
  %25 = trunc i64 %21 to i32
  call void @matmul_bf16_large_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_bf16_large(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_bf16_large, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 256
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 256
  %26 = icmp ne i64 %25, 0
  %27 = icmp slt i64 %21, 0
  %28 = icmp eq i1 %27, false
  %29 = and i1 %26, %28
  %30 = zext i1 %29 to i64
  %31 = add i64 %24, %30
  %32 = trunc i64 %31 to i32
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 0
  store i64 %33, ptr %34, align 8
  %35 = icmp sgt i64 %33, 0
  %36 = mul i64 1, %33
  %37 = sext i32 %M to i64
  %38 = sdiv i64 %37, 128
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 128
  %42 = icmp ne i64 %41, 0
  %43 = icmp slt i64 %37, 0
  %44 = icmp eq i1 %43, false
  %45 = and i1 %42, %44
  %46 = zext i1 %45 to i64
  %47 = add i64 %40, %46
  %48 = trunc i64 %47 to i32
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 %49, ptr %50, align 8
  %51 = icmp sgt i64 %49, 0
  %52 = and i1 %35, %51
  %53 = mul i64 %36, %49
  %54 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %54, align 8
  %55 = and i1 %52, true
  %56 = mul i64 %53, 1
  br i1 %55, label %run, label %empty

run:                                              ; preds = %body
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_bf16_large_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1, !2}
