; ModuleID = 'gemm_f16.tile'
source_filename = "gemm_f16.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_matmul_f16 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_f16_bk64 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_f16_bk64_smem_epilogue = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_bf16_bk64 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_bf16_bk64_smem_epilogue = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_f16_64x64 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_bf16_64x64 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @matmul_f16_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [4096 x i16], align 64
  %B_s = alloca [4096 x i16], align 64
  %C_f = alloca [16384 x float], align 64
  %tl_stream0 = alloca [128 x i16], align 64
  %tl_stream3 = alloca [2048 x i16], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %32, %for.end3 ]
  %0 = icmp slt i32 %i, 128
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 32
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 32
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  %13 = sext i32 %K to i64
  %14 = sdiv i64 %13, 32
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 32
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %31, %for.body2 ]
  %25 = icmp slt i32 %j, 128
  br i1 %25, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %26 = sext i32 %i to i64
  %27 = mul nsw i64 %26, 128
  %28 = sext i32 %j to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %C_f, i64 %29
  store float 0.000000e+00, ptr %30, align 4
  %31 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %if.end45, %for.end
  %k = phi i32 [ 0, %for.end ], [ %238, %if.end45 ]
  %33 = icmp slt i32 %k, %12
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = mul i32 %by, 128
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %by, 128
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 128
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  %42 = mul i32 %k, 32
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %k, 32
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 32
  %47 = sext i32 %K to i64
  %48 = icmp sle i64 %46, %47
  %49 = and i1 %43, %48
  %50 = and i1 %41, %49
  br i1 %50, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %51 = mul i32 %by, 128
  %52 = icmp sle i32 0, %51
  %53 = mul i32 %by, 128
  %54 = sext i32 %53 to i64
  %55 = add i64 %54, 128
  %56 = sext i32 %M to i64
  %57 = icmp sle i64 %55, %56
  %58 = and i1 %52, %57
  %59 = mul i32 %bx, 128
  %60 = icmp sle i32 0, %59
  %61 = mul i32 %bx, 128
  %62 = sext i32 %61 to i64
  %63 = add i64 %62, 128
  %64 = sext i32 %N to i64
  %65 = icmp sle i64 %63, %64
  %66 = and i1 %60, %65
  %67 = and i1 %58, %66
  br i1 %67, label %if.then82, label %if.else83

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  %68 = mul i32 %k, 32
  %69 = icmp sle i32 0, %68
  %70 = mul i32 %k, 32
  %71 = sext i32 %70 to i64
  %72 = add i64 %71, 32
  %73 = sext i32 %K to i64
  %74 = icmp sle i64 %72, %73
  %75 = and i1 %69, %74
  %76 = mul i32 %bx, 128
  %77 = icmp sle i32 0, %76
  %78 = mul i32 %bx, 128
  %79 = sext i32 %78 to i64
  %80 = add i64 %79, 128
  %81 = sext i32 %N to i64
  %82 = icmp sle i64 %80, %81
  %83 = and i1 %77, %82
  %84 = and i1 %75, %83
  br i1 %84, label %if.then43, label %if.else44

for.cond7:                                        ; preds = %for.end19, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %124, %for.end19 ]
  %85 = icmp slt i32 %i10, 128
  br i1 %85, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %86 = add i32 %k, 1
  %87 = icmp slt i32 %86, %24
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
  %88 = icmp slt i32 %pf, 1
  br i1 %88, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %89 = mul i32 %by, 128
  %90 = add i32 %89, %i10
  %91 = sext i32 %90 to i64
  %92 = sext i32 %K to i64
  %93 = mul i64 %91, %92
  %94 = add i32 %k, 1
  %95 = mul i32 %94, 32
  %96 = mul i32 %pf, 32
  %97 = add i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = add i64 %93, %98
  %100 = getelementptr i16, ptr %A, i64 %99
  call void @llvm.prefetch.p0(ptr %100, i32 0, i32 3, i32 1)
  %101 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !5

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %for.body18, %if.end13
  %j20 = phi i32 [ 0, %if.end13 ], [ %123, %for.body18 ]
  %102 = icmp slt i32 %j20, 32
  br i1 %102, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %103 = mul i32 %by, 128
  %104 = add i32 %103, %i10
  %105 = sext i32 %104 to i64
  %106 = sext i32 %K to i64
  %107 = mul nsw i64 %105, %106
  %108 = mul i32 %k, 32
  %109 = add i32 %108, %j20
  %110 = sext i32 %109 to i64
  %111 = add nsw i64 %107, %110
  %112 = getelementptr inbounds i16, ptr %A, i64 %111
  %113 = load i16, ptr %112, align 2
  %114 = bitcast i16 %113 to half
  %115 = fpext half %114 to float
  %116 = sext i32 %i10 to i64
  %117 = mul nsw i64 %116, 32
  %118 = sext i32 %j20 to i64
  %119 = add nsw i64 %117, %118
  %120 = getelementptr inbounds i16, ptr %A_s, i64 %119
  %121 = fptrunc float %115 to half
  %122 = bitcast half %121 to i16
  store i16 %122, ptr %120, align 2
  %123 = add nsw i32 %j20, 1
  br label %for.cond17, !llvm.loop !6

for.end19:                                        ; preds = %for.cond17
  %124 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !7

for.cond21:                                       ; preds = %for.end41, %if.else
  %i24 = phi i32 [ 0, %if.else ], [ %237, %for.end41 ]
  %125 = icmp slt i32 %i24, 128
  br i1 %125, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %126 = mul i32 %k, 32
  %127 = sext i32 %126 to i64
  %128 = sub i64 0, %127
  %129 = icmp slt i64 %128, 0
  %130 = mul i32 %k, 32
  %131 = sext i32 %130 to i64
  %132 = sub i64 0, %131
  %133 = icmp sgt i64 %132, 32
  %134 = mul i32 %k, 32
  %135 = sext i32 %134 to i64
  %136 = sub i64 0, %135
  %137 = select i1 %133, i64 32, i64 %136
  %138 = select i1 %129, i64 0, i64 %137
  %tl_lo0 = trunc i64 %138 to i32
  %139 = sext i32 %K to i64
  %140 = mul i32 %k, 32
  %141 = sext i32 %140 to i64
  %142 = sub i64 %139, %141
  %143 = icmp slt i64 %142, 0
  %144 = sext i32 %K to i64
  %145 = mul i32 %k, 32
  %146 = sext i32 %145 to i64
  %147 = sub i64 %144, %146
  %148 = icmp sgt i64 %147, 32
  %149 = sext i32 %K to i64
  %150 = mul i32 %k, 32
  %151 = sext i32 %150 to i64
  %152 = sub i64 %149, %151
  %153 = select i1 %148, i64 32, i64 %152
  %154 = select i1 %143, i64 0, i64 %153
  %155 = sext i32 %tl_lo0 to i64
  %156 = icmp slt i64 %154, %155
  %157 = sext i32 %tl_lo0 to i64
  %158 = sext i32 %K to i64
  %159 = mul i32 %k, 32
  %160 = sext i32 %159 to i64
  %161 = sub i64 %158, %160
  %162 = icmp slt i64 %161, 0
  %163 = sext i32 %K to i64
  %164 = mul i32 %k, 32
  %165 = sext i32 %164 to i64
  %166 = sub i64 %163, %165
  %167 = icmp sgt i64 %166, 32
  %168 = sext i32 %K to i64
  %169 = mul i32 %k, 32
  %170 = sext i32 %169 to i64
  %171 = sub i64 %168, %170
  %172 = select i1 %167, i64 32, i64 %171
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
  %177 = mul nsw i64 %176, 32
  %178 = sext i32 %j28 to i64
  %179 = add nsw i64 %177, %178
  %180 = getelementptr inbounds i16, ptr %A_s, i64 %179
  store i16 0, ptr %180, align 2
  %181 = add nsw i32 %j28, 1
  br label %for.cond25, !llvm.loop !8

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
  %196 = sub i32 32, %tl_hi1
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
  %203 = mul i32 %k, 32
  %204 = add i32 %tl_lo0, %j2
  %205 = add i32 %203, %204
  %206 = sext i32 %205 to i64
  %207 = add nsw i64 %202, %206
  %208 = getelementptr inbounds i16, ptr %A, i64 %207
  %209 = load i16, ptr %208, align 2
  %210 = bitcast i16 %209 to half
  %211 = fpext half %210 to float
  %212 = sext i32 %i24 to i64
  %213 = mul nsw i64 %212, 32
  %214 = add i32 %tl_lo0, %j2
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %213, %215
  %217 = getelementptr inbounds i16, ptr %A_s, i64 %216
  %218 = fptrunc float %211 to half
  %219 = bitcast half %218 to i16
  store i16 %219, ptr %217, align 2
  %220 = add nsw i32 %j2, 1
  br label %for.cond32, !llvm.loop !9

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond35:                                       ; preds = %for.body36, %if.else30
  %j238 = phi i32 [ 0, %if.else30 ], [ %228, %for.body36 ]
  %221 = icmp slt i32 %j238, %195
  br i1 %221, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %222 = sext i32 %i24 to i64
  %223 = mul nsw i64 %222, 32
  %224 = add i32 %tl_lo0, %j238
  %225 = sext i32 %224 to i64
  %226 = add nsw i64 %223, %225
  %227 = getelementptr inbounds i16, ptr %A_s, i64 %226
  store i16 0, ptr %227, align 2
  %228 = add nsw i32 %j238, 1
  br label %for.cond35, !llvm.loop !10

for.end37:                                        ; preds = %for.cond35
  br label %if.end31

for.cond39:                                       ; preds = %for.body40, %if.end31
  %j242 = phi i32 [ 0, %if.end31 ], [ %236, %for.body40 ]
  %229 = icmp slt i32 %j242, %196
  br i1 %229, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %230 = sext i32 %i24 to i64
  %231 = mul nsw i64 %230, 32
  %232 = add i32 %tl_hi1, %j242
  %233 = sext i32 %232 to i64
  %234 = add nsw i64 %231, %233
  %235 = getelementptr inbounds i16, ptr %A_s, i64 %234
  store i16 0, ptr %235, align 2
  %236 = add nsw i32 %j242, 1
  br label %for.cond39, !llvm.loop !11

for.end41:                                        ; preds = %for.cond39
  %237 = add nsw i32 %i24, 1
  br label %for.cond21, !llvm.loop !12

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  call void @tilec_rt_gemm_f16f32(i32 128, i32 128, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 128, i32 0, ptr %C_f, i32 128)
  %238 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !13

for.cond46:                                       ; preds = %for.end58, %if.then43
  %i49 = phi i32 [ 0, %if.then43 ], [ %278, %for.end58 ]
  %239 = icmp slt i32 %i49, 32
  br i1 %239, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %240 = add i32 %k, 1
  %241 = icmp slt i32 %240, %24
  br i1 %241, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

if.then50:                                        ; preds = %for.body47
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %if.then50
  %pf1 = phi i32 [ 0, %if.then50 ], [ %255, %for.body54 ]
  %242 = icmp slt i32 %pf1, 4
  br i1 %242, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %243 = add i32 %k, 1
  %244 = mul i32 %243, 32
  %245 = add i32 %244, %i49
  %246 = sext i32 %245 to i64
  %247 = sext i32 %N to i64
  %248 = mul i64 %246, %247
  %249 = mul i32 %bx, 128
  %250 = mul i32 %pf1, 32
  %251 = add i32 %249, %250
  %252 = sext i32 %251 to i64
  %253 = add i64 %248, %252
  %254 = getelementptr i16, ptr %B, i64 %253
  call void @llvm.prefetch.p0(ptr %254, i32 0, i32 3, i32 1)
  %255 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !14

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j59 = phi i32 [ 0, %if.end52 ], [ %277, %for.body57 ]
  %256 = icmp slt i32 %j59, 128
  br i1 %256, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %257 = mul i32 %k, 32
  %258 = add i32 %257, %i49
  %259 = sext i32 %258 to i64
  %260 = sext i32 %N to i64
  %261 = mul nsw i64 %259, %260
  %262 = mul i32 %bx, 128
  %263 = add i32 %262, %j59
  %264 = sext i32 %263 to i64
  %265 = add nsw i64 %261, %264
  %266 = getelementptr inbounds i16, ptr %B, i64 %265
  %267 = load i16, ptr %266, align 2
  %268 = bitcast i16 %267 to half
  %269 = fpext half %268 to float
  %270 = sext i32 %i49 to i64
  %271 = mul nsw i64 %270, 128
  %272 = sext i32 %j59 to i64
  %273 = add nsw i64 %271, %272
  %274 = getelementptr inbounds i16, ptr %B_s, i64 %273
  %275 = fptrunc float %269 to half
  %276 = bitcast half %275 to i16
  store i16 %276, ptr %274, align 2
  %277 = add nsw i32 %j59, 1
  br label %for.cond56, !llvm.loop !15

for.end58:                                        ; preds = %for.cond56
  %278 = add nsw i32 %i49, 1
  br label %for.cond46, !llvm.loop !16

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i63 = phi i32 [ 0, %if.else44 ], [ %391, %for.end80 ]
  %279 = icmp slt i32 %i63, 32
  br i1 %279, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %280 = mul i32 %bx, 128
  %281 = sext i32 %280 to i64
  %282 = sub i64 0, %281
  %283 = icmp slt i64 %282, 0
  %284 = mul i32 %bx, 128
  %285 = sext i32 %284 to i64
  %286 = sub i64 0, %285
  %287 = icmp sgt i64 %286, 128
  %288 = mul i32 %bx, 128
  %289 = sext i32 %288 to i64
  %290 = sub i64 0, %289
  %291 = select i1 %287, i64 128, i64 %290
  %292 = select i1 %283, i64 0, i64 %291
  %tl_lo2 = trunc i64 %292 to i32
  %293 = sext i32 %N to i64
  %294 = mul i32 %bx, 128
  %295 = sext i32 %294 to i64
  %296 = sub i64 %293, %295
  %297 = icmp slt i64 %296, 0
  %298 = sext i32 %N to i64
  %299 = mul i32 %bx, 128
  %300 = sext i32 %299 to i64
  %301 = sub i64 %298, %300
  %302 = icmp sgt i64 %301, 128
  %303 = sext i32 %N to i64
  %304 = mul i32 %bx, 128
  %305 = sext i32 %304 to i64
  %306 = sub i64 %303, %305
  %307 = select i1 %302, i64 128, i64 %306
  %308 = select i1 %297, i64 0, i64 %307
  %309 = sext i32 %tl_lo2 to i64
  %310 = icmp slt i64 %308, %309
  %311 = sext i32 %tl_lo2 to i64
  %312 = sext i32 %N to i64
  %313 = mul i32 %bx, 128
  %314 = sext i32 %313 to i64
  %315 = sub i64 %312, %314
  %316 = icmp slt i64 %315, 0
  %317 = sext i32 %N to i64
  %318 = mul i32 %bx, 128
  %319 = sext i32 %318 to i64
  %320 = sub i64 %317, %319
  %321 = icmp sgt i64 %320, 128
  %322 = sext i32 %N to i64
  %323 = mul i32 %bx, 128
  %324 = sext i32 %323 to i64
  %325 = sub i64 %322, %324
  %326 = select i1 %321, i64 128, i64 %325
  %327 = select i1 %316, i64 0, i64 %326
  %328 = select i1 %310, i64 %311, i64 %327
  %tl_hi3 = trunc i64 %328 to i32
  br label %for.cond64

for.end62:                                        ; preds = %for.cond60
  br label %if.end45

for.cond64:                                       ; preds = %for.body65, %for.body61
  %j67 = phi i32 [ 0, %for.body61 ], [ %335, %for.body65 ]
  %329 = icmp slt i32 %j67, %tl_lo2
  br i1 %329, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %330 = sext i32 %i63 to i64
  %331 = mul nsw i64 %330, 128
  %332 = sext i32 %j67 to i64
  %333 = add nsw i64 %331, %332
  %334 = getelementptr inbounds i16, ptr %B_s, i64 %333
  store i16 0, ptr %334, align 2
  %335 = add nsw i32 %j67, 1
  br label %for.cond64, !llvm.loop !17

for.end66:                                        ; preds = %for.cond64
  %336 = mul i32 %k, 32
  %337 = sext i32 %336 to i64
  %338 = sext i32 %i63 to i64
  %339 = add i64 %337, %338
  %340 = icmp sle i64 0, %339
  %341 = mul i32 %k, 32
  %342 = sext i32 %341 to i64
  %343 = sext i32 %i63 to i64
  %344 = add i64 %342, %343
  %345 = sext i32 %K to i64
  %346 = icmp slt i64 %344, %345
  %347 = and i1 %340, %346
  br i1 %347, label %if.then68, label %if.else69

if.then68:                                        ; preds = %for.end66
  %348 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.end66
  %349 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %350 = sub i32 128, %tl_hi3
  br label %for.cond78

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j3 = phi i32 [ 0, %if.then68 ], [ %374, %for.body72 ]
  %351 = icmp slt i32 %j3, %348
  br i1 %351, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %352 = mul i32 %k, 32
  %353 = add i32 %352, %i63
  %354 = sext i32 %353 to i64
  %355 = sext i32 %N to i64
  %356 = mul nsw i64 %354, %355
  %357 = mul i32 %bx, 128
  %358 = add i32 %tl_lo2, %j3
  %359 = add i32 %357, %358
  %360 = sext i32 %359 to i64
  %361 = add nsw i64 %356, %360
  %362 = getelementptr inbounds i16, ptr %B, i64 %361
  %363 = load i16, ptr %362, align 2
  %364 = bitcast i16 %363 to half
  %365 = fpext half %364 to float
  %366 = sext i32 %i63 to i64
  %367 = mul nsw i64 %366, 128
  %368 = add i32 %tl_lo2, %j3
  %369 = sext i32 %368 to i64
  %370 = add nsw i64 %367, %369
  %371 = getelementptr inbounds i16, ptr %B_s, i64 %370
  %372 = fptrunc float %365 to half
  %373 = bitcast half %372 to i16
  store i16 %373, ptr %371, align 2
  %374 = add nsw i32 %j3, 1
  br label %for.cond71, !llvm.loop !18

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j377 = phi i32 [ 0, %if.else69 ], [ %382, %for.body75 ]
  %375 = icmp slt i32 %j377, %349
  br i1 %375, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %376 = sext i32 %i63 to i64
  %377 = mul nsw i64 %376, 128
  %378 = add i32 %tl_lo2, %j377
  %379 = sext i32 %378 to i64
  %380 = add nsw i64 %377, %379
  %381 = getelementptr inbounds i16, ptr %B_s, i64 %380
  store i16 0, ptr %381, align 2
  %382 = add nsw i32 %j377, 1
  br label %for.cond74, !llvm.loop !19

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j381 = phi i32 [ 0, %if.end70 ], [ %390, %for.body79 ]
  %383 = icmp slt i32 %j381, %350
  br i1 %383, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %384 = sext i32 %i63 to i64
  %385 = mul nsw i64 %384, 128
  %386 = add i32 %tl_hi3, %j381
  %387 = sext i32 %386 to i64
  %388 = add nsw i64 %385, %387
  %389 = getelementptr inbounds i16, ptr %B_s, i64 %388
  store i16 0, ptr %389, align 2
  %390 = add nsw i32 %j381, 1
  br label %for.cond78, !llvm.loop !20

for.end80:                                        ; preds = %for.cond78
  %391 = add nsw i32 %i63, 1
  br label %for.cond60, !llvm.loop !21

if.then82:                                        ; preds = %for.end6
  br label %for.cond85

if.else83:                                        ; preds = %for.end6
  br label %for.cond97

if.end84:                                         ; preds = %for.end99, %for.end87
  ret void

for.cond85:                                       ; preds = %if.end90, %if.then82
  %i1 = phi i32 [ 0, %if.then82 ], [ %397, %if.end90 ]
  %392 = icmp slt i32 %i1, 128
  br i1 %392, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %393 = sext i32 %M to i64
  %394 = sext i32 %N to i64
  %395 = mul i64 %393, %394
  %396 = icmp sge i64 %395, 16777216
  br i1 %396, label %if.then88, label %if.else89

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

if.then88:                                        ; preds = %for.body86
  br label %for.cond91

if.else89:                                        ; preds = %for.body86
  br label %for.cond94

if.end90:                                         ; preds = %for.end96, %for.end93
  %397 = add nsw i32 %i1, 1
  br label %for.cond85, !llvm.loop !22

for.cond91:                                       ; preds = %for.body92, %if.then88
  %tl_c1 = phi i32 [ 0, %if.then88 ], [ %411, %for.body92 ]
  %398 = icmp slt i32 %tl_c1, 128
  br i1 %398, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %399 = sext i32 %i1 to i64
  %400 = mul nsw i64 %399, 128
  %401 = sext i32 %tl_c1 to i64
  %402 = add nsw i64 %400, %401
  %403 = getelementptr inbounds float, ptr %C_f, i64 %402
  %404 = load float, ptr %403, align 4
  %405 = fptrunc float %404 to half
  %406 = fpext half %405 to float
  %407 = sext i32 %tl_c1 to i64
  %408 = getelementptr inbounds i16, ptr %tl_stream0, i64 %407
  %409 = fptrunc float %406 to half
  %410 = bitcast half %409 to i16
  store i16 %410, ptr %408, align 2
  %411 = add nsw i32 %tl_c1, 1
  br label %for.cond91, !llvm.loop !23

for.end93:                                        ; preds = %for.cond91
  %412 = mul i32 %by, 128
  %413 = add i32 %412, %i1
  %414 = sext i32 %413 to i64
  %415 = sext i32 %N to i64
  %416 = mul nsw i64 %414, %415
  %417 = mul i32 %bx, 128
  %418 = add i32 %417, 0
  %419 = sext i32 %418 to i64
  %420 = add nsw i64 %416, %419
  %421 = getelementptr inbounds i16, ptr %C, i64 %420
  %422 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %421, ptr %422, i64 256)
  br label %if.end90

for.cond94:                                       ; preds = %for.body95, %if.else89
  %j1 = phi i32 [ 0, %if.else89 ], [ %444, %for.body95 ]
  %423 = icmp slt i32 %j1, 128
  br i1 %423, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %424 = sext i32 %i1 to i64
  %425 = mul nsw i64 %424, 128
  %426 = sext i32 %j1 to i64
  %427 = add nsw i64 %425, %426
  %428 = getelementptr inbounds float, ptr %C_f, i64 %427
  %429 = load float, ptr %428, align 4
  %430 = fptrunc float %429 to half
  %431 = fpext half %430 to float
  %432 = mul i32 %by, 128
  %433 = add i32 %432, %i1
  %434 = sext i32 %433 to i64
  %435 = sext i32 %N to i64
  %436 = mul nsw i64 %434, %435
  %437 = mul i32 %bx, 128
  %438 = add i32 %437, %j1
  %439 = sext i32 %438 to i64
  %440 = add nsw i64 %436, %439
  %441 = getelementptr inbounds i16, ptr %C, i64 %440
  %442 = fptrunc float %431 to half
  %443 = bitcast half %442 to i16
  store i16 %443, ptr %441, align 2
  %444 = add nsw i32 %j1, 1
  br label %for.cond94, !llvm.loop !24

for.end96:                                        ; preds = %for.cond94
  br label %if.end90

for.cond97:                                       ; preds = %if.end103, %if.else83
  %i1100 = phi i32 [ 0, %if.else83 ], [ %511, %if.end103 ]
  %445 = icmp slt i32 %i1100, 128
  br i1 %445, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %446 = mul i32 %bx, 128
  %447 = sext i32 %446 to i64
  %448 = sub i64 0, %447
  %449 = icmp slt i64 %448, 0
  %450 = mul i32 %bx, 128
  %451 = sext i32 %450 to i64
  %452 = sub i64 0, %451
  %453 = icmp sgt i64 %452, 128
  %454 = mul i32 %bx, 128
  %455 = sext i32 %454 to i64
  %456 = sub i64 0, %455
  %457 = select i1 %453, i64 128, i64 %456
  %458 = select i1 %449, i64 0, i64 %457
  %tl_lo4 = trunc i64 %458 to i32
  %459 = sext i32 %N to i64
  %460 = mul i32 %bx, 128
  %461 = sext i32 %460 to i64
  %462 = sub i64 %459, %461
  %463 = icmp slt i64 %462, 0
  %464 = sext i32 %N to i64
  %465 = mul i32 %bx, 128
  %466 = sext i32 %465 to i64
  %467 = sub i64 %464, %466
  %468 = icmp sgt i64 %467, 128
  %469 = sext i32 %N to i64
  %470 = mul i32 %bx, 128
  %471 = sext i32 %470 to i64
  %472 = sub i64 %469, %471
  %473 = select i1 %468, i64 128, i64 %472
  %474 = select i1 %463, i64 0, i64 %473
  %475 = sext i32 %tl_lo4 to i64
  %476 = icmp slt i64 %474, %475
  %477 = sext i32 %tl_lo4 to i64
  %478 = sext i32 %N to i64
  %479 = mul i32 %bx, 128
  %480 = sext i32 %479 to i64
  %481 = sub i64 %478, %480
  %482 = icmp slt i64 %481, 0
  %483 = sext i32 %N to i64
  %484 = mul i32 %bx, 128
  %485 = sext i32 %484 to i64
  %486 = sub i64 %483, %485
  %487 = icmp sgt i64 %486, 128
  %488 = sext i32 %N to i64
  %489 = mul i32 %bx, 128
  %490 = sext i32 %489 to i64
  %491 = sub i64 %488, %490
  %492 = select i1 %487, i64 128, i64 %491
  %493 = select i1 %482, i64 0, i64 %492
  %494 = select i1 %476, i64 %477, i64 %493
  %tl_hi5 = trunc i64 %494 to i32
  %495 = mul i32 %by, 128
  %496 = sext i32 %495 to i64
  %497 = sext i32 %i1100 to i64
  %498 = add i64 %496, %497
  %499 = icmp sle i64 0, %498
  %500 = mul i32 %by, 128
  %501 = sext i32 %500 to i64
  %502 = sext i32 %i1100 to i64
  %503 = add i64 %501, %502
  %504 = sext i32 %M to i64
  %505 = icmp slt i64 %503, %504
  %506 = and i1 %499, %505
  br i1 %506, label %if.then101, label %if.else102

for.end99:                                        ; preds = %for.cond97
  br label %if.end84

if.then101:                                       ; preds = %for.body98
  %507 = sext i32 %M to i64
  %508 = sext i32 %N to i64
  %509 = mul i64 %507, %508
  %510 = icmp sge i64 %509, 16777216
  br i1 %510, label %if.then104, label %if.else105

if.else102:                                       ; preds = %for.body98
  br label %if.end103

if.end103:                                        ; preds = %if.else102, %if.end106
  %511 = add nsw i32 %i1100, 1
  br label %for.cond97, !llvm.loop !25

if.then104:                                       ; preds = %if.then101
  %tl_sn4 = sub i32 %tl_hi5, %tl_lo4
  %512 = sext i32 %tl_sn4 to i64
  %513 = sdiv i64 %512, 2048
  %514 = sub i64 0, %512
  %515 = select i1 false, i64 %514, i64 %513
  %516 = srem i64 %512, 2048
  %517 = icmp ne i64 %516, 0
  %518 = icmp slt i64 %512, 0
  %519 = icmp eq i1 %518, false
  %520 = and i1 %517, %519
  %521 = zext i1 %520 to i64
  %522 = add i64 %515, %521
  %523 = trunc i64 %522 to i32
  br label %for.cond107

if.else105:                                       ; preds = %if.then101
  %524 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond113

if.end106:                                        ; preds = %for.end115, %for.end109
  br label %if.end103

for.cond107:                                      ; preds = %for.end112, %if.then104
  %tl_c5 = phi i32 [ 0, %if.then104 ], [ %560, %for.end112 ]
  %525 = icmp slt i32 %tl_c5, %523
  br i1 %525, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %tl_sb6 = mul i32 %tl_c5, 2048
  %526 = sub i32 %tl_sn4, %tl_sb6
  %527 = icmp slt i32 %526, 2048
  %528 = sub i32 %tl_sn4, %tl_sb6
  %tl_sm7 = select i1 %527, i32 %528, i32 2048
  br label %for.cond110

for.end109:                                       ; preds = %for.cond107
  br label %if.end106

for.cond110:                                      ; preds = %for.body111, %for.body108
  %tl_c8 = phi i32 [ 0, %for.body108 ], [ %544, %for.body111 ]
  %529 = icmp slt i32 %tl_c8, %tl_sm7
  br i1 %529, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %530 = sext i32 %i1100 to i64
  %531 = mul nsw i64 %530, 128
  %532 = add i32 %tl_sb6, %tl_c8
  %533 = add i32 %tl_lo4, %532
  %534 = sext i32 %533 to i64
  %535 = add nsw i64 %531, %534
  %536 = getelementptr inbounds float, ptr %C_f, i64 %535
  %537 = load float, ptr %536, align 4
  %538 = fptrunc float %537 to half
  %539 = fpext half %538 to float
  %540 = sext i32 %tl_c8 to i64
  %541 = getelementptr inbounds i16, ptr %tl_stream3, i64 %540
  %542 = fptrunc float %539 to half
  %543 = bitcast half %542 to i16
  store i16 %543, ptr %541, align 2
  %544 = add nsw i32 %tl_c8, 1
  br label %for.cond110, !llvm.loop !26

for.end112:                                       ; preds = %for.cond110
  %545 = sext i32 %tl_sm7 to i64
  %546 = mul i32 %by, 128
  %547 = add i32 %546, %i1100
  %548 = sext i32 %547 to i64
  %549 = sext i32 %N to i64
  %550 = mul nsw i64 %548, %549
  %551 = mul i32 %bx, 128
  %552 = add i32 %tl_sb6, 0
  %553 = add i32 %tl_lo4, %552
  %554 = add i32 %551, %553
  %555 = sext i32 %554 to i64
  %556 = add nsw i64 %550, %555
  %557 = getelementptr inbounds i16, ptr %C, i64 %556
  %558 = getelementptr inbounds i16, ptr %tl_stream3, i64 0
  %559 = mul i64 %545, 2
  call void @tilec_rt_stream(ptr %557, ptr %558, i64 %559)
  %560 = add nsw i32 %tl_c5, 1
  br label %for.cond107, !llvm.loop !27

for.cond113:                                      ; preds = %for.body114, %if.else105
  %j11 = phi i32 [ 0, %if.else105 ], [ %584, %for.body114 ]
  %561 = icmp slt i32 %j11, %524
  br i1 %561, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %562 = sext i32 %i1100 to i64
  %563 = mul nsw i64 %562, 128
  %564 = add i32 %tl_lo4, %j11
  %565 = sext i32 %564 to i64
  %566 = add nsw i64 %563, %565
  %567 = getelementptr inbounds float, ptr %C_f, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = fptrunc float %568 to half
  %570 = fpext half %569 to float
  %571 = mul i32 %by, 128
  %572 = add i32 %571, %i1100
  %573 = sext i32 %572 to i64
  %574 = sext i32 %N to i64
  %575 = mul nsw i64 %573, %574
  %576 = mul i32 %bx, 128
  %577 = add i32 %tl_lo4, %j11
  %578 = add i32 %576, %577
  %579 = sext i32 %578 to i64
  %580 = add nsw i64 %575, %579
  %581 = getelementptr inbounds i16, ptr %C, i64 %580
  %582 = fptrunc float %570 to half
  %583 = bitcast half %582 to i16
  store i16 %583, ptr %581, align 2
  %584 = add nsw i32 %j11, 1
  br label %for.cond113, !llvm.loop !28

for.end115:                                       ; preds = %for.cond113
  br label %if.end106
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #1

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @matmul_f16_task(ptr %ctx, i64 %block) #2 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 6
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
  call void @matmul_f16_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_f16(ptr %args, ptr %dims, ptr %self) #2 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_f16, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 128
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 128
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_f16_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: noinline nounwind
define internal void @matmul_f16_bk64_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [8192 x i16], align 64
  %C_f = alloca [16384 x float], align 64
  %tl_stream0 = alloca [128 x i16], align 64
  %tl_stream3 = alloca [2048 x i16], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %32, %for.end3 ]
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
  %13 = sext i32 %K to i64
  %14 = sdiv i64 %13, 64
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 64
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %31, %for.body2 ]
  %25 = icmp slt i32 %j, 128
  br i1 %25, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %26 = sext i32 %i to i64
  %27 = mul nsw i64 %26, 128
  %28 = sext i32 %j to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %C_f, i64 %29
  store float 0.000000e+00, ptr %30, align 4
  %31 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !29

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !30

for.cond4:                                        ; preds = %if.end45, %for.end
  %k = phi i32 [ 0, %for.end ], [ %238, %if.end45 ]
  %33 = icmp slt i32 %k, %12
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = mul i32 %by, 128
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %by, 128
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 128
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  %42 = mul i32 %k, 64
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %k, 64
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 64
  %47 = sext i32 %K to i64
  %48 = icmp sle i64 %46, %47
  %49 = and i1 %43, %48
  %50 = and i1 %41, %49
  br i1 %50, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %51 = mul i32 %by, 128
  %52 = icmp sle i32 0, %51
  %53 = mul i32 %by, 128
  %54 = sext i32 %53 to i64
  %55 = add i64 %54, 128
  %56 = sext i32 %M to i64
  %57 = icmp sle i64 %55, %56
  %58 = and i1 %52, %57
  %59 = mul i32 %bx, 128
  %60 = icmp sle i32 0, %59
  %61 = mul i32 %bx, 128
  %62 = sext i32 %61 to i64
  %63 = add i64 %62, 128
  %64 = sext i32 %N to i64
  %65 = icmp sle i64 %63, %64
  %66 = and i1 %60, %65
  %67 = and i1 %58, %66
  br i1 %67, label %if.then82, label %if.else83

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  %68 = mul i32 %k, 64
  %69 = icmp sle i32 0, %68
  %70 = mul i32 %k, 64
  %71 = sext i32 %70 to i64
  %72 = add i64 %71, 64
  %73 = sext i32 %K to i64
  %74 = icmp sle i64 %72, %73
  %75 = and i1 %69, %74
  %76 = mul i32 %bx, 128
  %77 = icmp sle i32 0, %76
  %78 = mul i32 %bx, 128
  %79 = sext i32 %78 to i64
  %80 = add i64 %79, 128
  %81 = sext i32 %N to i64
  %82 = icmp sle i64 %80, %81
  %83 = and i1 %77, %82
  %84 = and i1 %75, %83
  br i1 %84, label %if.then43, label %if.else44

for.cond7:                                        ; preds = %for.end19, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %124, %for.end19 ]
  %85 = icmp slt i32 %i10, 128
  br i1 %85, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %86 = add i32 %k, 1
  %87 = icmp slt i32 %86, %24
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
  call void @llvm.prefetch.p0(ptr %100, i32 0, i32 3, i32 1)
  %101 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !31

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
  br label %for.cond17, !llvm.loop !32

for.end19:                                        ; preds = %for.cond17
  %124 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !33

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
  br label %for.cond25, !llvm.loop !34

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
  br label %for.cond32, !llvm.loop !35

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
  br label %for.cond35, !llvm.loop !36

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
  br label %for.cond39, !llvm.loop !37

for.end41:                                        ; preds = %for.cond39
  %237 = add nsw i32 %i24, 1
  br label %for.cond21, !llvm.loop !38

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  call void @tilec_rt_gemm_f16f32(i32 128, i32 128, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 128, i32 0, ptr %C_f, i32 128)
  %238 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !39

for.cond46:                                       ; preds = %for.end58, %if.then43
  %i49 = phi i32 [ 0, %if.then43 ], [ %278, %for.end58 ]
  %239 = icmp slt i32 %i49, 64
  br i1 %239, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %240 = add i32 %k, 1
  %241 = icmp slt i32 %240, %24
  br i1 %241, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

if.then50:                                        ; preds = %for.body47
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %if.then50
  %pf1 = phi i32 [ 0, %if.then50 ], [ %255, %for.body54 ]
  %242 = icmp slt i32 %pf1, 4
  br i1 %242, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %243 = add i32 %k, 1
  %244 = mul i32 %243, 64
  %245 = add i32 %244, %i49
  %246 = sext i32 %245 to i64
  %247 = sext i32 %N to i64
  %248 = mul i64 %246, %247
  %249 = mul i32 %bx, 128
  %250 = mul i32 %pf1, 32
  %251 = add i32 %249, %250
  %252 = sext i32 %251 to i64
  %253 = add i64 %248, %252
  %254 = getelementptr i16, ptr %B, i64 %253
  call void @llvm.prefetch.p0(ptr %254, i32 0, i32 3, i32 1)
  %255 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !40

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j59 = phi i32 [ 0, %if.end52 ], [ %277, %for.body57 ]
  %256 = icmp slt i32 %j59, 128
  br i1 %256, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %257 = mul i32 %k, 64
  %258 = add i32 %257, %i49
  %259 = sext i32 %258 to i64
  %260 = sext i32 %N to i64
  %261 = mul nsw i64 %259, %260
  %262 = mul i32 %bx, 128
  %263 = add i32 %262, %j59
  %264 = sext i32 %263 to i64
  %265 = add nsw i64 %261, %264
  %266 = getelementptr inbounds i16, ptr %B, i64 %265
  %267 = load i16, ptr %266, align 2
  %268 = bitcast i16 %267 to half
  %269 = fpext half %268 to float
  %270 = sext i32 %i49 to i64
  %271 = mul nsw i64 %270, 128
  %272 = sext i32 %j59 to i64
  %273 = add nsw i64 %271, %272
  %274 = getelementptr inbounds i16, ptr %B_s, i64 %273
  %275 = fptrunc float %269 to half
  %276 = bitcast half %275 to i16
  store i16 %276, ptr %274, align 2
  %277 = add nsw i32 %j59, 1
  br label %for.cond56, !llvm.loop !41

for.end58:                                        ; preds = %for.cond56
  %278 = add nsw i32 %i49, 1
  br label %for.cond46, !llvm.loop !42

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i63 = phi i32 [ 0, %if.else44 ], [ %391, %for.end80 ]
  %279 = icmp slt i32 %i63, 64
  br i1 %279, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %280 = mul i32 %bx, 128
  %281 = sext i32 %280 to i64
  %282 = sub i64 0, %281
  %283 = icmp slt i64 %282, 0
  %284 = mul i32 %bx, 128
  %285 = sext i32 %284 to i64
  %286 = sub i64 0, %285
  %287 = icmp sgt i64 %286, 128
  %288 = mul i32 %bx, 128
  %289 = sext i32 %288 to i64
  %290 = sub i64 0, %289
  %291 = select i1 %287, i64 128, i64 %290
  %292 = select i1 %283, i64 0, i64 %291
  %tl_lo2 = trunc i64 %292 to i32
  %293 = sext i32 %N to i64
  %294 = mul i32 %bx, 128
  %295 = sext i32 %294 to i64
  %296 = sub i64 %293, %295
  %297 = icmp slt i64 %296, 0
  %298 = sext i32 %N to i64
  %299 = mul i32 %bx, 128
  %300 = sext i32 %299 to i64
  %301 = sub i64 %298, %300
  %302 = icmp sgt i64 %301, 128
  %303 = sext i32 %N to i64
  %304 = mul i32 %bx, 128
  %305 = sext i32 %304 to i64
  %306 = sub i64 %303, %305
  %307 = select i1 %302, i64 128, i64 %306
  %308 = select i1 %297, i64 0, i64 %307
  %309 = sext i32 %tl_lo2 to i64
  %310 = icmp slt i64 %308, %309
  %311 = sext i32 %tl_lo2 to i64
  %312 = sext i32 %N to i64
  %313 = mul i32 %bx, 128
  %314 = sext i32 %313 to i64
  %315 = sub i64 %312, %314
  %316 = icmp slt i64 %315, 0
  %317 = sext i32 %N to i64
  %318 = mul i32 %bx, 128
  %319 = sext i32 %318 to i64
  %320 = sub i64 %317, %319
  %321 = icmp sgt i64 %320, 128
  %322 = sext i32 %N to i64
  %323 = mul i32 %bx, 128
  %324 = sext i32 %323 to i64
  %325 = sub i64 %322, %324
  %326 = select i1 %321, i64 128, i64 %325
  %327 = select i1 %316, i64 0, i64 %326
  %328 = select i1 %310, i64 %311, i64 %327
  %tl_hi3 = trunc i64 %328 to i32
  br label %for.cond64

for.end62:                                        ; preds = %for.cond60
  br label %if.end45

for.cond64:                                       ; preds = %for.body65, %for.body61
  %j67 = phi i32 [ 0, %for.body61 ], [ %335, %for.body65 ]
  %329 = icmp slt i32 %j67, %tl_lo2
  br i1 %329, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %330 = sext i32 %i63 to i64
  %331 = mul nsw i64 %330, 128
  %332 = sext i32 %j67 to i64
  %333 = add nsw i64 %331, %332
  %334 = getelementptr inbounds i16, ptr %B_s, i64 %333
  store i16 0, ptr %334, align 2
  %335 = add nsw i32 %j67, 1
  br label %for.cond64, !llvm.loop !43

for.end66:                                        ; preds = %for.cond64
  %336 = mul i32 %k, 64
  %337 = sext i32 %336 to i64
  %338 = sext i32 %i63 to i64
  %339 = add i64 %337, %338
  %340 = icmp sle i64 0, %339
  %341 = mul i32 %k, 64
  %342 = sext i32 %341 to i64
  %343 = sext i32 %i63 to i64
  %344 = add i64 %342, %343
  %345 = sext i32 %K to i64
  %346 = icmp slt i64 %344, %345
  %347 = and i1 %340, %346
  br i1 %347, label %if.then68, label %if.else69

if.then68:                                        ; preds = %for.end66
  %348 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.end66
  %349 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %350 = sub i32 128, %tl_hi3
  br label %for.cond78

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j3 = phi i32 [ 0, %if.then68 ], [ %374, %for.body72 ]
  %351 = icmp slt i32 %j3, %348
  br i1 %351, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %352 = mul i32 %k, 64
  %353 = add i32 %352, %i63
  %354 = sext i32 %353 to i64
  %355 = sext i32 %N to i64
  %356 = mul nsw i64 %354, %355
  %357 = mul i32 %bx, 128
  %358 = add i32 %tl_lo2, %j3
  %359 = add i32 %357, %358
  %360 = sext i32 %359 to i64
  %361 = add nsw i64 %356, %360
  %362 = getelementptr inbounds i16, ptr %B, i64 %361
  %363 = load i16, ptr %362, align 2
  %364 = bitcast i16 %363 to half
  %365 = fpext half %364 to float
  %366 = sext i32 %i63 to i64
  %367 = mul nsw i64 %366, 128
  %368 = add i32 %tl_lo2, %j3
  %369 = sext i32 %368 to i64
  %370 = add nsw i64 %367, %369
  %371 = getelementptr inbounds i16, ptr %B_s, i64 %370
  %372 = fptrunc float %365 to half
  %373 = bitcast half %372 to i16
  store i16 %373, ptr %371, align 2
  %374 = add nsw i32 %j3, 1
  br label %for.cond71, !llvm.loop !44

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j377 = phi i32 [ 0, %if.else69 ], [ %382, %for.body75 ]
  %375 = icmp slt i32 %j377, %349
  br i1 %375, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %376 = sext i32 %i63 to i64
  %377 = mul nsw i64 %376, 128
  %378 = add i32 %tl_lo2, %j377
  %379 = sext i32 %378 to i64
  %380 = add nsw i64 %377, %379
  %381 = getelementptr inbounds i16, ptr %B_s, i64 %380
  store i16 0, ptr %381, align 2
  %382 = add nsw i32 %j377, 1
  br label %for.cond74, !llvm.loop !45

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j381 = phi i32 [ 0, %if.end70 ], [ %390, %for.body79 ]
  %383 = icmp slt i32 %j381, %350
  br i1 %383, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %384 = sext i32 %i63 to i64
  %385 = mul nsw i64 %384, 128
  %386 = add i32 %tl_hi3, %j381
  %387 = sext i32 %386 to i64
  %388 = add nsw i64 %385, %387
  %389 = getelementptr inbounds i16, ptr %B_s, i64 %388
  store i16 0, ptr %389, align 2
  %390 = add nsw i32 %j381, 1
  br label %for.cond78, !llvm.loop !46

for.end80:                                        ; preds = %for.cond78
  %391 = add nsw i32 %i63, 1
  br label %for.cond60, !llvm.loop !47

if.then82:                                        ; preds = %for.end6
  br label %for.cond85

if.else83:                                        ; preds = %for.end6
  br label %for.cond97

if.end84:                                         ; preds = %for.end99, %for.end87
  ret void

for.cond85:                                       ; preds = %if.end90, %if.then82
  %i1 = phi i32 [ 0, %if.then82 ], [ %397, %if.end90 ]
  %392 = icmp slt i32 %i1, 128
  br i1 %392, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %393 = sext i32 %M to i64
  %394 = sext i32 %N to i64
  %395 = mul i64 %393, %394
  %396 = icmp sge i64 %395, 16777216
  br i1 %396, label %if.then88, label %if.else89

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

if.then88:                                        ; preds = %for.body86
  br label %for.cond91

if.else89:                                        ; preds = %for.body86
  br label %for.cond94

if.end90:                                         ; preds = %for.end96, %for.end93
  %397 = add nsw i32 %i1, 1
  br label %for.cond85, !llvm.loop !48

for.cond91:                                       ; preds = %for.body92, %if.then88
  %tl_c1 = phi i32 [ 0, %if.then88 ], [ %411, %for.body92 ]
  %398 = icmp slt i32 %tl_c1, 128
  br i1 %398, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %399 = sext i32 %i1 to i64
  %400 = mul nsw i64 %399, 128
  %401 = sext i32 %tl_c1 to i64
  %402 = add nsw i64 %400, %401
  %403 = getelementptr inbounds float, ptr %C_f, i64 %402
  %404 = load float, ptr %403, align 4
  %405 = fptrunc float %404 to half
  %406 = fpext half %405 to float
  %407 = sext i32 %tl_c1 to i64
  %408 = getelementptr inbounds i16, ptr %tl_stream0, i64 %407
  %409 = fptrunc float %406 to half
  %410 = bitcast half %409 to i16
  store i16 %410, ptr %408, align 2
  %411 = add nsw i32 %tl_c1, 1
  br label %for.cond91, !llvm.loop !49

for.end93:                                        ; preds = %for.cond91
  %412 = mul i32 %by, 128
  %413 = add i32 %412, %i1
  %414 = sext i32 %413 to i64
  %415 = sext i32 %N to i64
  %416 = mul nsw i64 %414, %415
  %417 = mul i32 %bx, 128
  %418 = add i32 %417, 0
  %419 = sext i32 %418 to i64
  %420 = add nsw i64 %416, %419
  %421 = getelementptr inbounds i16, ptr %C, i64 %420
  %422 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %421, ptr %422, i64 256)
  br label %if.end90

for.cond94:                                       ; preds = %for.body95, %if.else89
  %j1 = phi i32 [ 0, %if.else89 ], [ %444, %for.body95 ]
  %423 = icmp slt i32 %j1, 128
  br i1 %423, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %424 = sext i32 %i1 to i64
  %425 = mul nsw i64 %424, 128
  %426 = sext i32 %j1 to i64
  %427 = add nsw i64 %425, %426
  %428 = getelementptr inbounds float, ptr %C_f, i64 %427
  %429 = load float, ptr %428, align 4
  %430 = fptrunc float %429 to half
  %431 = fpext half %430 to float
  %432 = mul i32 %by, 128
  %433 = add i32 %432, %i1
  %434 = sext i32 %433 to i64
  %435 = sext i32 %N to i64
  %436 = mul nsw i64 %434, %435
  %437 = mul i32 %bx, 128
  %438 = add i32 %437, %j1
  %439 = sext i32 %438 to i64
  %440 = add nsw i64 %436, %439
  %441 = getelementptr inbounds i16, ptr %C, i64 %440
  %442 = fptrunc float %431 to half
  %443 = bitcast half %442 to i16
  store i16 %443, ptr %441, align 2
  %444 = add nsw i32 %j1, 1
  br label %for.cond94, !llvm.loop !50

for.end96:                                        ; preds = %for.cond94
  br label %if.end90

for.cond97:                                       ; preds = %if.end103, %if.else83
  %i1100 = phi i32 [ 0, %if.else83 ], [ %511, %if.end103 ]
  %445 = icmp slt i32 %i1100, 128
  br i1 %445, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %446 = mul i32 %bx, 128
  %447 = sext i32 %446 to i64
  %448 = sub i64 0, %447
  %449 = icmp slt i64 %448, 0
  %450 = mul i32 %bx, 128
  %451 = sext i32 %450 to i64
  %452 = sub i64 0, %451
  %453 = icmp sgt i64 %452, 128
  %454 = mul i32 %bx, 128
  %455 = sext i32 %454 to i64
  %456 = sub i64 0, %455
  %457 = select i1 %453, i64 128, i64 %456
  %458 = select i1 %449, i64 0, i64 %457
  %tl_lo4 = trunc i64 %458 to i32
  %459 = sext i32 %N to i64
  %460 = mul i32 %bx, 128
  %461 = sext i32 %460 to i64
  %462 = sub i64 %459, %461
  %463 = icmp slt i64 %462, 0
  %464 = sext i32 %N to i64
  %465 = mul i32 %bx, 128
  %466 = sext i32 %465 to i64
  %467 = sub i64 %464, %466
  %468 = icmp sgt i64 %467, 128
  %469 = sext i32 %N to i64
  %470 = mul i32 %bx, 128
  %471 = sext i32 %470 to i64
  %472 = sub i64 %469, %471
  %473 = select i1 %468, i64 128, i64 %472
  %474 = select i1 %463, i64 0, i64 %473
  %475 = sext i32 %tl_lo4 to i64
  %476 = icmp slt i64 %474, %475
  %477 = sext i32 %tl_lo4 to i64
  %478 = sext i32 %N to i64
  %479 = mul i32 %bx, 128
  %480 = sext i32 %479 to i64
  %481 = sub i64 %478, %480
  %482 = icmp slt i64 %481, 0
  %483 = sext i32 %N to i64
  %484 = mul i32 %bx, 128
  %485 = sext i32 %484 to i64
  %486 = sub i64 %483, %485
  %487 = icmp sgt i64 %486, 128
  %488 = sext i32 %N to i64
  %489 = mul i32 %bx, 128
  %490 = sext i32 %489 to i64
  %491 = sub i64 %488, %490
  %492 = select i1 %487, i64 128, i64 %491
  %493 = select i1 %482, i64 0, i64 %492
  %494 = select i1 %476, i64 %477, i64 %493
  %tl_hi5 = trunc i64 %494 to i32
  %495 = mul i32 %by, 128
  %496 = sext i32 %495 to i64
  %497 = sext i32 %i1100 to i64
  %498 = add i64 %496, %497
  %499 = icmp sle i64 0, %498
  %500 = mul i32 %by, 128
  %501 = sext i32 %500 to i64
  %502 = sext i32 %i1100 to i64
  %503 = add i64 %501, %502
  %504 = sext i32 %M to i64
  %505 = icmp slt i64 %503, %504
  %506 = and i1 %499, %505
  br i1 %506, label %if.then101, label %if.else102

for.end99:                                        ; preds = %for.cond97
  br label %if.end84

if.then101:                                       ; preds = %for.body98
  %507 = sext i32 %M to i64
  %508 = sext i32 %N to i64
  %509 = mul i64 %507, %508
  %510 = icmp sge i64 %509, 16777216
  br i1 %510, label %if.then104, label %if.else105

if.else102:                                       ; preds = %for.body98
  br label %if.end103

if.end103:                                        ; preds = %if.else102, %if.end106
  %511 = add nsw i32 %i1100, 1
  br label %for.cond97, !llvm.loop !51

if.then104:                                       ; preds = %if.then101
  %tl_sn4 = sub i32 %tl_hi5, %tl_lo4
  %512 = sext i32 %tl_sn4 to i64
  %513 = sdiv i64 %512, 2048
  %514 = sub i64 0, %512
  %515 = select i1 false, i64 %514, i64 %513
  %516 = srem i64 %512, 2048
  %517 = icmp ne i64 %516, 0
  %518 = icmp slt i64 %512, 0
  %519 = icmp eq i1 %518, false
  %520 = and i1 %517, %519
  %521 = zext i1 %520 to i64
  %522 = add i64 %515, %521
  %523 = trunc i64 %522 to i32
  br label %for.cond107

if.else105:                                       ; preds = %if.then101
  %524 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond113

if.end106:                                        ; preds = %for.end115, %for.end109
  br label %if.end103

for.cond107:                                      ; preds = %for.end112, %if.then104
  %tl_c5 = phi i32 [ 0, %if.then104 ], [ %560, %for.end112 ]
  %525 = icmp slt i32 %tl_c5, %523
  br i1 %525, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %tl_sb6 = mul i32 %tl_c5, 2048
  %526 = sub i32 %tl_sn4, %tl_sb6
  %527 = icmp slt i32 %526, 2048
  %528 = sub i32 %tl_sn4, %tl_sb6
  %tl_sm7 = select i1 %527, i32 %528, i32 2048
  br label %for.cond110

for.end109:                                       ; preds = %for.cond107
  br label %if.end106

for.cond110:                                      ; preds = %for.body111, %for.body108
  %tl_c8 = phi i32 [ 0, %for.body108 ], [ %544, %for.body111 ]
  %529 = icmp slt i32 %tl_c8, %tl_sm7
  br i1 %529, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %530 = sext i32 %i1100 to i64
  %531 = mul nsw i64 %530, 128
  %532 = add i32 %tl_sb6, %tl_c8
  %533 = add i32 %tl_lo4, %532
  %534 = sext i32 %533 to i64
  %535 = add nsw i64 %531, %534
  %536 = getelementptr inbounds float, ptr %C_f, i64 %535
  %537 = load float, ptr %536, align 4
  %538 = fptrunc float %537 to half
  %539 = fpext half %538 to float
  %540 = sext i32 %tl_c8 to i64
  %541 = getelementptr inbounds i16, ptr %tl_stream3, i64 %540
  %542 = fptrunc float %539 to half
  %543 = bitcast half %542 to i16
  store i16 %543, ptr %541, align 2
  %544 = add nsw i32 %tl_c8, 1
  br label %for.cond110, !llvm.loop !52

for.end112:                                       ; preds = %for.cond110
  %545 = sext i32 %tl_sm7 to i64
  %546 = mul i32 %by, 128
  %547 = add i32 %546, %i1100
  %548 = sext i32 %547 to i64
  %549 = sext i32 %N to i64
  %550 = mul nsw i64 %548, %549
  %551 = mul i32 %bx, 128
  %552 = add i32 %tl_sb6, 0
  %553 = add i32 %tl_lo4, %552
  %554 = add i32 %551, %553
  %555 = sext i32 %554 to i64
  %556 = add nsw i64 %550, %555
  %557 = getelementptr inbounds i16, ptr %C, i64 %556
  %558 = getelementptr inbounds i16, ptr %tl_stream3, i64 0
  %559 = mul i64 %545, 2
  call void @tilec_rt_stream(ptr %557, ptr %558, i64 %559)
  %560 = add nsw i32 %tl_c5, 1
  br label %for.cond107, !llvm.loop !53

for.cond113:                                      ; preds = %for.body114, %if.else105
  %j11 = phi i32 [ 0, %if.else105 ], [ %584, %for.body114 ]
  %561 = icmp slt i32 %j11, %524
  br i1 %561, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %562 = sext i32 %i1100 to i64
  %563 = mul nsw i64 %562, 128
  %564 = add i32 %tl_lo4, %j11
  %565 = sext i32 %564 to i64
  %566 = add nsw i64 %563, %565
  %567 = getelementptr inbounds float, ptr %C_f, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = fptrunc float %568 to half
  %570 = fpext half %569 to float
  %571 = mul i32 %by, 128
  %572 = add i32 %571, %i1100
  %573 = sext i32 %572 to i64
  %574 = sext i32 %N to i64
  %575 = mul nsw i64 %573, %574
  %576 = mul i32 %bx, 128
  %577 = add i32 %tl_lo4, %j11
  %578 = add i32 %576, %577
  %579 = sext i32 %578 to i64
  %580 = add nsw i64 %575, %579
  %581 = getelementptr inbounds i16, ptr %C, i64 %580
  %582 = fptrunc float %570 to half
  %583 = bitcast half %582 to i16
  store i16 %583, ptr %581, align 2
  %584 = add nsw i32 %j11, 1
  br label %for.cond113, !llvm.loop !54

for.end115:                                       ; preds = %for.cond113
  br label %if.end106
}

; Function Attrs: nounwind
define internal void @matmul_f16_bk64_task(ptr %ctx, i64 %block) #2 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 6
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
  call void @matmul_f16_bk64_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_f16_bk64(ptr %args, ptr %dims, ptr %self) #2 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_f16_bk64, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 128
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 128
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_f16_bk64_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: noinline nounwind
define internal void @matmul_f16_bk64_smem_epilogue_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [8192 x i16], align 64
  %C_s = alloca [16384 x i16], align 64
  %C_f = alloca [16384 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %32, %for.end3 ]
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
  %13 = sext i32 %K to i64
  %14 = sdiv i64 %13, 64
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 64
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %31, %for.body2 ]
  %25 = icmp slt i32 %j, 128
  br i1 %25, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %26 = sext i32 %i to i64
  %27 = mul nsw i64 %26, 128
  %28 = sext i32 %j to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %C_f, i64 %29
  store float 0.000000e+00, ptr %30, align 4
  %31 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !55

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !56

for.cond4:                                        ; preds = %if.end45, %for.end
  %k = phi i32 [ 0, %for.end ], [ %221, %if.end45 ]
  %33 = icmp slt i32 %k, %12
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = mul i32 %by, 128
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %by, 128
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 128
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  %42 = mul i32 %k, 64
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %k, 64
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 64
  %47 = sext i32 %K to i64
  %48 = icmp sle i64 %46, %47
  %49 = and i1 %43, %48
  %50 = and i1 %41, %49
  br i1 %50, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond82

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  %51 = mul i32 %k, 64
  %52 = icmp sle i32 0, %51
  %53 = mul i32 %k, 64
  %54 = sext i32 %53 to i64
  %55 = add i64 %54, 64
  %56 = sext i32 %K to i64
  %57 = icmp sle i64 %55, %56
  %58 = and i1 %52, %57
  %59 = mul i32 %bx, 128
  %60 = icmp sle i32 0, %59
  %61 = mul i32 %bx, 128
  %62 = sext i32 %61 to i64
  %63 = add i64 %62, 128
  %64 = sext i32 %N to i64
  %65 = icmp sle i64 %63, %64
  %66 = and i1 %60, %65
  %67 = and i1 %58, %66
  br i1 %67, label %if.then43, label %if.else44

for.cond7:                                        ; preds = %for.end19, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %107, %for.end19 ]
  %68 = icmp slt i32 %i10, 128
  br i1 %68, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %69 = add i32 %k, 1
  %70 = icmp slt i32 %69, %24
  br i1 %70, label %if.then11, label %if.else12

for.end9:                                         ; preds = %for.cond7
  br label %if.end

if.then11:                                        ; preds = %for.body8
  br label %for.cond14

if.else12:                                        ; preds = %for.body8
  br label %if.end13

if.end13:                                         ; preds = %if.else12, %for.end16
  br label %for.cond17

for.cond14:                                       ; preds = %for.body15, %if.then11
  %pf = phi i32 [ 0, %if.then11 ], [ %84, %for.body15 ]
  %71 = icmp slt i32 %pf, 2
  br i1 %71, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %72 = mul i32 %by, 128
  %73 = add i32 %72, %i10
  %74 = sext i32 %73 to i64
  %75 = sext i32 %K to i64
  %76 = mul i64 %74, %75
  %77 = add i32 %k, 1
  %78 = mul i32 %77, 64
  %79 = mul i32 %pf, 32
  %80 = add i32 %78, %79
  %81 = sext i32 %80 to i64
  %82 = add i64 %76, %81
  %83 = getelementptr i16, ptr %A, i64 %82
  call void @llvm.prefetch.p0(ptr %83, i32 0, i32 3, i32 1)
  %84 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !57

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %for.body18, %if.end13
  %j20 = phi i32 [ 0, %if.end13 ], [ %106, %for.body18 ]
  %85 = icmp slt i32 %j20, 64
  br i1 %85, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %86 = mul i32 %by, 128
  %87 = add i32 %86, %i10
  %88 = sext i32 %87 to i64
  %89 = sext i32 %K to i64
  %90 = mul nsw i64 %88, %89
  %91 = mul i32 %k, 64
  %92 = add i32 %91, %j20
  %93 = sext i32 %92 to i64
  %94 = add nsw i64 %90, %93
  %95 = getelementptr inbounds i16, ptr %A, i64 %94
  %96 = load i16, ptr %95, align 2
  %97 = bitcast i16 %96 to half
  %98 = fpext half %97 to float
  %99 = sext i32 %i10 to i64
  %100 = mul nsw i64 %99, 64
  %101 = sext i32 %j20 to i64
  %102 = add nsw i64 %100, %101
  %103 = getelementptr inbounds i16, ptr %A_s, i64 %102
  %104 = fptrunc float %98 to half
  %105 = bitcast half %104 to i16
  store i16 %105, ptr %103, align 2
  %106 = add nsw i32 %j20, 1
  br label %for.cond17, !llvm.loop !58

for.end19:                                        ; preds = %for.cond17
  %107 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !59

for.cond21:                                       ; preds = %for.end41, %if.else
  %i24 = phi i32 [ 0, %if.else ], [ %220, %for.end41 ]
  %108 = icmp slt i32 %i24, 128
  br i1 %108, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %109 = mul i32 %k, 64
  %110 = sext i32 %109 to i64
  %111 = sub i64 0, %110
  %112 = icmp slt i64 %111, 0
  %113 = mul i32 %k, 64
  %114 = sext i32 %113 to i64
  %115 = sub i64 0, %114
  %116 = icmp sgt i64 %115, 64
  %117 = mul i32 %k, 64
  %118 = sext i32 %117 to i64
  %119 = sub i64 0, %118
  %120 = select i1 %116, i64 64, i64 %119
  %121 = select i1 %112, i64 0, i64 %120
  %tl_lo0 = trunc i64 %121 to i32
  %122 = sext i32 %K to i64
  %123 = mul i32 %k, 64
  %124 = sext i32 %123 to i64
  %125 = sub i64 %122, %124
  %126 = icmp slt i64 %125, 0
  %127 = sext i32 %K to i64
  %128 = mul i32 %k, 64
  %129 = sext i32 %128 to i64
  %130 = sub i64 %127, %129
  %131 = icmp sgt i64 %130, 64
  %132 = sext i32 %K to i64
  %133 = mul i32 %k, 64
  %134 = sext i32 %133 to i64
  %135 = sub i64 %132, %134
  %136 = select i1 %131, i64 64, i64 %135
  %137 = select i1 %126, i64 0, i64 %136
  %138 = sext i32 %tl_lo0 to i64
  %139 = icmp slt i64 %137, %138
  %140 = sext i32 %tl_lo0 to i64
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
  %157 = select i1 %139, i64 %140, i64 %156
  %tl_hi1 = trunc i64 %157 to i32
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %if.end

for.cond25:                                       ; preds = %for.body26, %for.body22
  %j28 = phi i32 [ 0, %for.body22 ], [ %164, %for.body26 ]
  %158 = icmp slt i32 %j28, %tl_lo0
  br i1 %158, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %159 = sext i32 %i24 to i64
  %160 = mul nsw i64 %159, 64
  %161 = sext i32 %j28 to i64
  %162 = add nsw i64 %160, %161
  %163 = getelementptr inbounds i16, ptr %A_s, i64 %162
  store i16 0, ptr %163, align 2
  %164 = add nsw i32 %j28, 1
  br label %for.cond25, !llvm.loop !60

for.end27:                                        ; preds = %for.cond25
  %165 = mul i32 %by, 128
  %166 = sext i32 %165 to i64
  %167 = sext i32 %i24 to i64
  %168 = add i64 %166, %167
  %169 = icmp sle i64 0, %168
  %170 = mul i32 %by, 128
  %171 = sext i32 %170 to i64
  %172 = sext i32 %i24 to i64
  %173 = add i64 %171, %172
  %174 = sext i32 %M to i64
  %175 = icmp slt i64 %173, %174
  %176 = and i1 %169, %175
  br i1 %176, label %if.then29, label %if.else30

if.then29:                                        ; preds = %for.end27
  %177 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond32

if.else30:                                        ; preds = %for.end27
  %178 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond35

if.end31:                                         ; preds = %for.end37, %for.end34
  %179 = sub i32 64, %tl_hi1
  br label %for.cond39

for.cond32:                                       ; preds = %for.body33, %if.then29
  %j2 = phi i32 [ 0, %if.then29 ], [ %203, %for.body33 ]
  %180 = icmp slt i32 %j2, %177
  br i1 %180, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %181 = mul i32 %by, 128
  %182 = add i32 %181, %i24
  %183 = sext i32 %182 to i64
  %184 = sext i32 %K to i64
  %185 = mul nsw i64 %183, %184
  %186 = mul i32 %k, 64
  %187 = add i32 %tl_lo0, %j2
  %188 = add i32 %186, %187
  %189 = sext i32 %188 to i64
  %190 = add nsw i64 %185, %189
  %191 = getelementptr inbounds i16, ptr %A, i64 %190
  %192 = load i16, ptr %191, align 2
  %193 = bitcast i16 %192 to half
  %194 = fpext half %193 to float
  %195 = sext i32 %i24 to i64
  %196 = mul nsw i64 %195, 64
  %197 = add i32 %tl_lo0, %j2
  %198 = sext i32 %197 to i64
  %199 = add nsw i64 %196, %198
  %200 = getelementptr inbounds i16, ptr %A_s, i64 %199
  %201 = fptrunc float %194 to half
  %202 = bitcast half %201 to i16
  store i16 %202, ptr %200, align 2
  %203 = add nsw i32 %j2, 1
  br label %for.cond32, !llvm.loop !61

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond35:                                       ; preds = %for.body36, %if.else30
  %j238 = phi i32 [ 0, %if.else30 ], [ %211, %for.body36 ]
  %204 = icmp slt i32 %j238, %178
  br i1 %204, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %205 = sext i32 %i24 to i64
  %206 = mul nsw i64 %205, 64
  %207 = add i32 %tl_lo0, %j238
  %208 = sext i32 %207 to i64
  %209 = add nsw i64 %206, %208
  %210 = getelementptr inbounds i16, ptr %A_s, i64 %209
  store i16 0, ptr %210, align 2
  %211 = add nsw i32 %j238, 1
  br label %for.cond35, !llvm.loop !62

for.end37:                                        ; preds = %for.cond35
  br label %if.end31

for.cond39:                                       ; preds = %for.body40, %if.end31
  %j242 = phi i32 [ 0, %if.end31 ], [ %219, %for.body40 ]
  %212 = icmp slt i32 %j242, %179
  br i1 %212, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %213 = sext i32 %i24 to i64
  %214 = mul nsw i64 %213, 64
  %215 = add i32 %tl_hi1, %j242
  %216 = sext i32 %215 to i64
  %217 = add nsw i64 %214, %216
  %218 = getelementptr inbounds i16, ptr %A_s, i64 %217
  store i16 0, ptr %218, align 2
  %219 = add nsw i32 %j242, 1
  br label %for.cond39, !llvm.loop !63

for.end41:                                        ; preds = %for.cond39
  %220 = add nsw i32 %i24, 1
  br label %for.cond21, !llvm.loop !64

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  call void @tilec_rt_gemm_f16f32(i32 128, i32 128, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 128, i32 0, ptr %C_f, i32 128)
  %221 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !65

for.cond46:                                       ; preds = %for.end58, %if.then43
  %i49 = phi i32 [ 0, %if.then43 ], [ %261, %for.end58 ]
  %222 = icmp slt i32 %i49, 64
  br i1 %222, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %223 = add i32 %k, 1
  %224 = icmp slt i32 %223, %24
  br i1 %224, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

if.then50:                                        ; preds = %for.body47
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %if.then50
  %pf1 = phi i32 [ 0, %if.then50 ], [ %238, %for.body54 ]
  %225 = icmp slt i32 %pf1, 4
  br i1 %225, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %226 = add i32 %k, 1
  %227 = mul i32 %226, 64
  %228 = add i32 %227, %i49
  %229 = sext i32 %228 to i64
  %230 = sext i32 %N to i64
  %231 = mul i64 %229, %230
  %232 = mul i32 %bx, 128
  %233 = mul i32 %pf1, 32
  %234 = add i32 %232, %233
  %235 = sext i32 %234 to i64
  %236 = add i64 %231, %235
  %237 = getelementptr i16, ptr %B, i64 %236
  call void @llvm.prefetch.p0(ptr %237, i32 0, i32 3, i32 1)
  %238 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !66

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j59 = phi i32 [ 0, %if.end52 ], [ %260, %for.body57 ]
  %239 = icmp slt i32 %j59, 128
  br i1 %239, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %240 = mul i32 %k, 64
  %241 = add i32 %240, %i49
  %242 = sext i32 %241 to i64
  %243 = sext i32 %N to i64
  %244 = mul nsw i64 %242, %243
  %245 = mul i32 %bx, 128
  %246 = add i32 %245, %j59
  %247 = sext i32 %246 to i64
  %248 = add nsw i64 %244, %247
  %249 = getelementptr inbounds i16, ptr %B, i64 %248
  %250 = load i16, ptr %249, align 2
  %251 = bitcast i16 %250 to half
  %252 = fpext half %251 to float
  %253 = sext i32 %i49 to i64
  %254 = mul nsw i64 %253, 128
  %255 = sext i32 %j59 to i64
  %256 = add nsw i64 %254, %255
  %257 = getelementptr inbounds i16, ptr %B_s, i64 %256
  %258 = fptrunc float %252 to half
  %259 = bitcast half %258 to i16
  store i16 %259, ptr %257, align 2
  %260 = add nsw i32 %j59, 1
  br label %for.cond56, !llvm.loop !67

for.end58:                                        ; preds = %for.cond56
  %261 = add nsw i32 %i49, 1
  br label %for.cond46, !llvm.loop !68

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i63 = phi i32 [ 0, %if.else44 ], [ %374, %for.end80 ]
  %262 = icmp slt i32 %i63, 64
  br i1 %262, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %263 = mul i32 %bx, 128
  %264 = sext i32 %263 to i64
  %265 = sub i64 0, %264
  %266 = icmp slt i64 %265, 0
  %267 = mul i32 %bx, 128
  %268 = sext i32 %267 to i64
  %269 = sub i64 0, %268
  %270 = icmp sgt i64 %269, 128
  %271 = mul i32 %bx, 128
  %272 = sext i32 %271 to i64
  %273 = sub i64 0, %272
  %274 = select i1 %270, i64 128, i64 %273
  %275 = select i1 %266, i64 0, i64 %274
  %tl_lo2 = trunc i64 %275 to i32
  %276 = sext i32 %N to i64
  %277 = mul i32 %bx, 128
  %278 = sext i32 %277 to i64
  %279 = sub i64 %276, %278
  %280 = icmp slt i64 %279, 0
  %281 = sext i32 %N to i64
  %282 = mul i32 %bx, 128
  %283 = sext i32 %282 to i64
  %284 = sub i64 %281, %283
  %285 = icmp sgt i64 %284, 128
  %286 = sext i32 %N to i64
  %287 = mul i32 %bx, 128
  %288 = sext i32 %287 to i64
  %289 = sub i64 %286, %288
  %290 = select i1 %285, i64 128, i64 %289
  %291 = select i1 %280, i64 0, i64 %290
  %292 = sext i32 %tl_lo2 to i64
  %293 = icmp slt i64 %291, %292
  %294 = sext i32 %tl_lo2 to i64
  %295 = sext i32 %N to i64
  %296 = mul i32 %bx, 128
  %297 = sext i32 %296 to i64
  %298 = sub i64 %295, %297
  %299 = icmp slt i64 %298, 0
  %300 = sext i32 %N to i64
  %301 = mul i32 %bx, 128
  %302 = sext i32 %301 to i64
  %303 = sub i64 %300, %302
  %304 = icmp sgt i64 %303, 128
  %305 = sext i32 %N to i64
  %306 = mul i32 %bx, 128
  %307 = sext i32 %306 to i64
  %308 = sub i64 %305, %307
  %309 = select i1 %304, i64 128, i64 %308
  %310 = select i1 %299, i64 0, i64 %309
  %311 = select i1 %293, i64 %294, i64 %310
  %tl_hi3 = trunc i64 %311 to i32
  br label %for.cond64

for.end62:                                        ; preds = %for.cond60
  br label %if.end45

for.cond64:                                       ; preds = %for.body65, %for.body61
  %j67 = phi i32 [ 0, %for.body61 ], [ %318, %for.body65 ]
  %312 = icmp slt i32 %j67, %tl_lo2
  br i1 %312, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %313 = sext i32 %i63 to i64
  %314 = mul nsw i64 %313, 128
  %315 = sext i32 %j67 to i64
  %316 = add nsw i64 %314, %315
  %317 = getelementptr inbounds i16, ptr %B_s, i64 %316
  store i16 0, ptr %317, align 2
  %318 = add nsw i32 %j67, 1
  br label %for.cond64, !llvm.loop !69

for.end66:                                        ; preds = %for.cond64
  %319 = mul i32 %k, 64
  %320 = sext i32 %319 to i64
  %321 = sext i32 %i63 to i64
  %322 = add i64 %320, %321
  %323 = icmp sle i64 0, %322
  %324 = mul i32 %k, 64
  %325 = sext i32 %324 to i64
  %326 = sext i32 %i63 to i64
  %327 = add i64 %325, %326
  %328 = sext i32 %K to i64
  %329 = icmp slt i64 %327, %328
  %330 = and i1 %323, %329
  br i1 %330, label %if.then68, label %if.else69

if.then68:                                        ; preds = %for.end66
  %331 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.end66
  %332 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %333 = sub i32 128, %tl_hi3
  br label %for.cond78

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j3 = phi i32 [ 0, %if.then68 ], [ %357, %for.body72 ]
  %334 = icmp slt i32 %j3, %331
  br i1 %334, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %335 = mul i32 %k, 64
  %336 = add i32 %335, %i63
  %337 = sext i32 %336 to i64
  %338 = sext i32 %N to i64
  %339 = mul nsw i64 %337, %338
  %340 = mul i32 %bx, 128
  %341 = add i32 %tl_lo2, %j3
  %342 = add i32 %340, %341
  %343 = sext i32 %342 to i64
  %344 = add nsw i64 %339, %343
  %345 = getelementptr inbounds i16, ptr %B, i64 %344
  %346 = load i16, ptr %345, align 2
  %347 = bitcast i16 %346 to half
  %348 = fpext half %347 to float
  %349 = sext i32 %i63 to i64
  %350 = mul nsw i64 %349, 128
  %351 = add i32 %tl_lo2, %j3
  %352 = sext i32 %351 to i64
  %353 = add nsw i64 %350, %352
  %354 = getelementptr inbounds i16, ptr %B_s, i64 %353
  %355 = fptrunc float %348 to half
  %356 = bitcast half %355 to i16
  store i16 %356, ptr %354, align 2
  %357 = add nsw i32 %j3, 1
  br label %for.cond71, !llvm.loop !70

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j377 = phi i32 [ 0, %if.else69 ], [ %365, %for.body75 ]
  %358 = icmp slt i32 %j377, %332
  br i1 %358, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %359 = sext i32 %i63 to i64
  %360 = mul nsw i64 %359, 128
  %361 = add i32 %tl_lo2, %j377
  %362 = sext i32 %361 to i64
  %363 = add nsw i64 %360, %362
  %364 = getelementptr inbounds i16, ptr %B_s, i64 %363
  store i16 0, ptr %364, align 2
  %365 = add nsw i32 %j377, 1
  br label %for.cond74, !llvm.loop !71

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j381 = phi i32 [ 0, %if.end70 ], [ %373, %for.body79 ]
  %366 = icmp slt i32 %j381, %333
  br i1 %366, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %367 = sext i32 %i63 to i64
  %368 = mul nsw i64 %367, 128
  %369 = add i32 %tl_hi3, %j381
  %370 = sext i32 %369 to i64
  %371 = add nsw i64 %368, %370
  %372 = getelementptr inbounds i16, ptr %B_s, i64 %371
  store i16 0, ptr %372, align 2
  %373 = add nsw i32 %j381, 1
  br label %for.cond78, !llvm.loop !72

for.end80:                                        ; preds = %for.cond78
  %374 = add nsw i32 %i63, 1
  br label %for.cond60, !llvm.loop !73

for.cond82:                                       ; preds = %for.end87, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %410, %for.end87 ]
  %375 = icmp slt i32 %i1, 128
  br i1 %375, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond85

for.end84:                                        ; preds = %for.cond82
  %376 = mul i32 %by, 128
  %377 = icmp sle i32 0, %376
  %378 = mul i32 %by, 128
  %379 = sext i32 %378 to i64
  %380 = add i64 %379, 128
  %381 = sext i32 %M to i64
  %382 = icmp sle i64 %380, %381
  %383 = and i1 %377, %382
  %384 = mul i32 %bx, 128
  %385 = icmp sle i32 0, %384
  %386 = mul i32 %bx, 128
  %387 = sext i32 %386 to i64
  %388 = add i64 %387, 128
  %389 = sext i32 %N to i64
  %390 = icmp sle i64 %388, %389
  %391 = and i1 %385, %390
  %392 = and i1 %383, %391
  br i1 %392, label %if.then88, label %if.else89

for.cond85:                                       ; preds = %for.body86, %for.body83
  %j1 = phi i32 [ 0, %for.body83 ], [ %409, %for.body86 ]
  %393 = icmp slt i32 %j1, 128
  br i1 %393, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %394 = sext i32 %i1 to i64
  %395 = mul nsw i64 %394, 128
  %396 = sext i32 %j1 to i64
  %397 = add nsw i64 %395, %396
  %398 = getelementptr inbounds float, ptr %C_f, i64 %397
  %399 = load float, ptr %398, align 4
  %400 = fptrunc float %399 to half
  %401 = fpext half %400 to float
  %402 = sext i32 %i1 to i64
  %403 = mul nsw i64 %402, 128
  %404 = sext i32 %j1 to i64
  %405 = add nsw i64 %403, %404
  %406 = getelementptr inbounds i16, ptr %C_s, i64 %405
  %407 = fptrunc float %401 to half
  %408 = bitcast half %407 to i16
  store i16 %408, ptr %406, align 2
  %409 = add nsw i32 %j1, 1
  br label %for.cond85, !llvm.loop !74

for.end87:                                        ; preds = %for.cond85
  %410 = add nsw i32 %i1, 1
  br label %for.cond82, !llvm.loop !75

if.then88:                                        ; preds = %for.end84
  br label %for.cond91

if.else89:                                        ; preds = %for.end84
  br label %for.cond102

if.end90:                                         ; preds = %for.end104, %for.end93
  ret void

for.cond91:                                       ; preds = %if.end97, %if.then88
  %i194 = phi i32 [ 0, %if.then88 ], [ %430, %if.end97 ]
  %411 = icmp slt i32 %i194, 128
  br i1 %411, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %412 = sext i32 %M to i64
  %413 = sext i32 %N to i64
  %414 = mul i64 %412, %413
  %415 = icmp sge i64 %414, 16777216
  br i1 %415, label %if.then95, label %if.else96

for.end93:                                        ; preds = %for.cond91
  br label %if.end90

if.then95:                                        ; preds = %for.body92
  %416 = mul i32 %by, 128
  %417 = add i32 %416, %i194
  %418 = sext i32 %417 to i64
  %419 = sext i32 %N to i64
  %420 = mul nsw i64 %418, %419
  %421 = mul i32 %bx, 128
  %422 = add i32 %421, 0
  %423 = sext i32 %422 to i64
  %424 = add nsw i64 %420, %423
  %425 = getelementptr inbounds i16, ptr %C, i64 %424
  %426 = sext i32 %i194 to i64
  %427 = mul nsw i64 %426, 128
  %428 = add nsw i64 %427, 0
  %429 = getelementptr inbounds i16, ptr %C_s, i64 %428
  call void @tilec_rt_stream(ptr %425, ptr %429, i64 256)
  br label %if.end97

if.else96:                                        ; preds = %for.body92
  br label %for.cond98

if.end97:                                         ; preds = %for.end100, %if.then95
  %430 = add nsw i32 %i194, 1
  br label %for.cond91, !llvm.loop !76

for.cond98:                                       ; preds = %for.body99, %if.else96
  %j1101 = phi i32 [ 0, %if.else96 ], [ %452, %for.body99 ]
  %431 = icmp slt i32 %j1101, 128
  br i1 %431, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %432 = sext i32 %i194 to i64
  %433 = mul nsw i64 %432, 128
  %434 = sext i32 %j1101 to i64
  %435 = add nsw i64 %433, %434
  %436 = getelementptr inbounds i16, ptr %C_s, i64 %435
  %437 = load i16, ptr %436, align 2
  %438 = bitcast i16 %437 to half
  %439 = fpext half %438 to float
  %440 = mul i32 %by, 128
  %441 = add i32 %440, %i194
  %442 = sext i32 %441 to i64
  %443 = sext i32 %N to i64
  %444 = mul nsw i64 %442, %443
  %445 = mul i32 %bx, 128
  %446 = add i32 %445, %j1101
  %447 = sext i32 %446 to i64
  %448 = add nsw i64 %444, %447
  %449 = getelementptr inbounds i16, ptr %C, i64 %448
  %450 = fptrunc float %439 to half
  %451 = bitcast half %450 to i16
  store i16 %451, ptr %449, align 2
  %452 = add nsw i32 %j1101, 1
  br label %for.cond98, !llvm.loop !77

for.end100:                                       ; preds = %for.cond98
  br label %if.end97

for.cond102:                                      ; preds = %if.end108, %if.else89
  %i1105 = phi i32 [ 0, %if.else89 ], [ %516, %if.end108 ]
  %453 = icmp slt i32 %i1105, 128
  br i1 %453, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %454 = mul i32 %bx, 128
  %455 = sext i32 %454 to i64
  %456 = sub i64 0, %455
  %457 = icmp slt i64 %456, 0
  %458 = mul i32 %bx, 128
  %459 = sext i32 %458 to i64
  %460 = sub i64 0, %459
  %461 = icmp sgt i64 %460, 128
  %462 = mul i32 %bx, 128
  %463 = sext i32 %462 to i64
  %464 = sub i64 0, %463
  %465 = select i1 %461, i64 128, i64 %464
  %466 = select i1 %457, i64 0, i64 %465
  %tl_lo4 = trunc i64 %466 to i32
  %467 = sext i32 %N to i64
  %468 = mul i32 %bx, 128
  %469 = sext i32 %468 to i64
  %470 = sub i64 %467, %469
  %471 = icmp slt i64 %470, 0
  %472 = sext i32 %N to i64
  %473 = mul i32 %bx, 128
  %474 = sext i32 %473 to i64
  %475 = sub i64 %472, %474
  %476 = icmp sgt i64 %475, 128
  %477 = sext i32 %N to i64
  %478 = mul i32 %bx, 128
  %479 = sext i32 %478 to i64
  %480 = sub i64 %477, %479
  %481 = select i1 %476, i64 128, i64 %480
  %482 = select i1 %471, i64 0, i64 %481
  %483 = sext i32 %tl_lo4 to i64
  %484 = icmp slt i64 %482, %483
  %485 = sext i32 %tl_lo4 to i64
  %486 = sext i32 %N to i64
  %487 = mul i32 %bx, 128
  %488 = sext i32 %487 to i64
  %489 = sub i64 %486, %488
  %490 = icmp slt i64 %489, 0
  %491 = sext i32 %N to i64
  %492 = mul i32 %bx, 128
  %493 = sext i32 %492 to i64
  %494 = sub i64 %491, %493
  %495 = icmp sgt i64 %494, 128
  %496 = sext i32 %N to i64
  %497 = mul i32 %bx, 128
  %498 = sext i32 %497 to i64
  %499 = sub i64 %496, %498
  %500 = select i1 %495, i64 128, i64 %499
  %501 = select i1 %490, i64 0, i64 %500
  %502 = select i1 %484, i64 %485, i64 %501
  %tl_hi5 = trunc i64 %502 to i32
  %503 = mul i32 %by, 128
  %504 = sext i32 %503 to i64
  %505 = sext i32 %i1105 to i64
  %506 = add i64 %504, %505
  %507 = icmp sle i64 0, %506
  %508 = mul i32 %by, 128
  %509 = sext i32 %508 to i64
  %510 = sext i32 %i1105 to i64
  %511 = add i64 %509, %510
  %512 = sext i32 %M to i64
  %513 = icmp slt i64 %511, %512
  %514 = and i1 %507, %513
  br i1 %514, label %if.then106, label %if.else107

for.end104:                                       ; preds = %for.cond102
  br label %if.end90

if.then106:                                       ; preds = %for.body103
  %515 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond109

if.else107:                                       ; preds = %for.body103
  br label %if.end108

if.end108:                                        ; preds = %if.else107, %for.end111
  %516 = add nsw i32 %i1105, 1
  br label %for.cond102, !llvm.loop !78

for.cond109:                                      ; preds = %for.body110, %if.then106
  %j11 = phi i32 [ 0, %if.then106 ], [ %540, %for.body110 ]
  %517 = icmp slt i32 %j11, %515
  br i1 %517, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %518 = sext i32 %i1105 to i64
  %519 = mul nsw i64 %518, 128
  %520 = add i32 %tl_lo4, %j11
  %521 = sext i32 %520 to i64
  %522 = add nsw i64 %519, %521
  %523 = getelementptr inbounds i16, ptr %C_s, i64 %522
  %524 = load i16, ptr %523, align 2
  %525 = bitcast i16 %524 to half
  %526 = fpext half %525 to float
  %527 = mul i32 %by, 128
  %528 = add i32 %527, %i1105
  %529 = sext i32 %528 to i64
  %530 = sext i32 %N to i64
  %531 = mul nsw i64 %529, %530
  %532 = mul i32 %bx, 128
  %533 = add i32 %tl_lo4, %j11
  %534 = add i32 %532, %533
  %535 = sext i32 %534 to i64
  %536 = add nsw i64 %531, %535
  %537 = getelementptr inbounds i16, ptr %C, i64 %536
  %538 = fptrunc float %526 to half
  %539 = bitcast half %538 to i16
  store i16 %539, ptr %537, align 2
  %540 = add nsw i32 %j11, 1
  br label %for.cond109, !llvm.loop !79

for.end111:                                       ; preds = %for.cond109
  br label %if.end108
}

; Function Attrs: nounwind
define internal void @matmul_f16_bk64_smem_epilogue_task(ptr %ctx, i64 %block) #2 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 6
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
  call void @matmul_f16_bk64_smem_epilogue_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_f16_bk64_smem_epilogue(ptr %args, ptr %dims, ptr %self) #2 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_f16_bk64_smem_epilogue, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 128
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 128
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_f16_bk64_smem_epilogue_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: noinline nounwind
define internal void @matmul_bf16_bk64_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [8192 x i16], align 64
  %C_f = alloca [16384 x float], align 64
  %tl_stream0 = alloca [128 x i16], align 64
  %tl_stream3 = alloca [2048 x i16], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %32, %for.end3 ]
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
  %13 = sext i32 %K to i64
  %14 = sdiv i64 %13, 64
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 64
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %31, %for.body2 ]
  %25 = icmp slt i32 %j, 128
  br i1 %25, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %26 = sext i32 %i to i64
  %27 = mul nsw i64 %26, 128
  %28 = sext i32 %j to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %C_f, i64 %29
  store float 0.000000e+00, ptr %30, align 4
  %31 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !80

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !81

for.cond4:                                        ; preds = %if.end45, %for.end
  %k = phi i32 [ 0, %for.end ], [ %242, %if.end45 ]
  %33 = icmp slt i32 %k, %12
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = mul i32 %by, 128
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %by, 128
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 128
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  %42 = mul i32 %k, 64
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %k, 64
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 64
  %47 = sext i32 %K to i64
  %48 = icmp sle i64 %46, %47
  %49 = and i1 %43, %48
  %50 = and i1 %41, %49
  br i1 %50, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %51 = mul i32 %by, 128
  %52 = icmp sle i32 0, %51
  %53 = mul i32 %by, 128
  %54 = sext i32 %53 to i64
  %55 = add i64 %54, 128
  %56 = sext i32 %M to i64
  %57 = icmp sle i64 %55, %56
  %58 = and i1 %52, %57
  %59 = mul i32 %bx, 128
  %60 = icmp sle i32 0, %59
  %61 = mul i32 %bx, 128
  %62 = sext i32 %61 to i64
  %63 = add i64 %62, 128
  %64 = sext i32 %N to i64
  %65 = icmp sle i64 %63, %64
  %66 = and i1 %60, %65
  %67 = and i1 %58, %66
  br i1 %67, label %if.then82, label %if.else83

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  %68 = mul i32 %k, 64
  %69 = icmp sle i32 0, %68
  %70 = mul i32 %k, 64
  %71 = sext i32 %70 to i64
  %72 = add i64 %71, 64
  %73 = sext i32 %K to i64
  %74 = icmp sle i64 %72, %73
  %75 = and i1 %69, %74
  %76 = mul i32 %bx, 128
  %77 = icmp sle i32 0, %76
  %78 = mul i32 %bx, 128
  %79 = sext i32 %78 to i64
  %80 = add i64 %79, 128
  %81 = sext i32 %N to i64
  %82 = icmp sle i64 %80, %81
  %83 = and i1 %77, %82
  %84 = and i1 %75, %83
  br i1 %84, label %if.then43, label %if.else44

for.cond7:                                        ; preds = %for.end19, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %126, %for.end19 ]
  %85 = icmp slt i32 %i10, 128
  br i1 %85, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %86 = add i32 %k, 1
  %87 = icmp slt i32 %86, %24
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
  call void @llvm.prefetch.p0(ptr %100, i32 0, i32 3, i32 1)
  %101 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !82

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
  br label %for.cond17, !llvm.loop !83

for.end19:                                        ; preds = %for.cond17
  %126 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !84

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
  br label %for.cond25, !llvm.loop !85

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
  br label %for.cond32, !llvm.loop !86

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
  br label %for.cond35, !llvm.loop !87

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
  br label %for.cond39, !llvm.loop !88

for.end41:                                        ; preds = %for.cond39
  %241 = add nsw i32 %i24, 1
  br label %for.cond21, !llvm.loop !89

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  call void @tilec_rt_gemm_bf16f32(i32 128, i32 128, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 128, i32 0, ptr %C_f, i32 128)
  %242 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !90

for.cond46:                                       ; preds = %for.end58, %if.then43
  %i49 = phi i32 [ 0, %if.then43 ], [ %284, %for.end58 ]
  %243 = icmp slt i32 %i49, 64
  br i1 %243, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %244 = add i32 %k, 1
  %245 = icmp slt i32 %244, %24
  br i1 %245, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

if.then50:                                        ; preds = %for.body47
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %if.then50
  %pf1 = phi i32 [ 0, %if.then50 ], [ %259, %for.body54 ]
  %246 = icmp slt i32 %pf1, 4
  br i1 %246, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %247 = add i32 %k, 1
  %248 = mul i32 %247, 64
  %249 = add i32 %248, %i49
  %250 = sext i32 %249 to i64
  %251 = sext i32 %N to i64
  %252 = mul i64 %250, %251
  %253 = mul i32 %bx, 128
  %254 = mul i32 %pf1, 32
  %255 = add i32 %253, %254
  %256 = sext i32 %255 to i64
  %257 = add i64 %252, %256
  %258 = getelementptr i16, ptr %B, i64 %257
  call void @llvm.prefetch.p0(ptr %258, i32 0, i32 3, i32 1)
  %259 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !91

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j59 = phi i32 [ 0, %if.end52 ], [ %283, %for.body57 ]
  %260 = icmp slt i32 %j59, 128
  br i1 %260, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %261 = mul i32 %k, 64
  %262 = add i32 %261, %i49
  %263 = sext i32 %262 to i64
  %264 = sext i32 %N to i64
  %265 = mul nsw i64 %263, %264
  %266 = mul i32 %bx, 128
  %267 = add i32 %266, %j59
  %268 = sext i32 %267 to i64
  %269 = add nsw i64 %265, %268
  %270 = getelementptr inbounds i16, ptr %B, i64 %269
  %271 = load i16, ptr %270, align 2
  %272 = zext i16 %271 to i32
  %273 = shl i32 %272, 16
  %274 = bitcast i32 %273 to float
  %275 = sext i32 %i49 to i64
  %276 = mul nsw i64 %275, 128
  %277 = sext i32 %j59 to i64
  %278 = add nsw i64 %276, %277
  %279 = getelementptr inbounds i16, ptr %B_s, i64 %278
  %280 = bitcast float %274 to i32
  %281 = lshr i32 %280, 16
  %282 = trunc i32 %281 to i16
  store i16 %282, ptr %279, align 2
  %283 = add nsw i32 %j59, 1
  br label %for.cond56, !llvm.loop !92

for.end58:                                        ; preds = %for.cond56
  %284 = add nsw i32 %i49, 1
  br label %for.cond46, !llvm.loop !93

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i63 = phi i32 [ 0, %if.else44 ], [ %399, %for.end80 ]
  %285 = icmp slt i32 %i63, 64
  br i1 %285, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %286 = mul i32 %bx, 128
  %287 = sext i32 %286 to i64
  %288 = sub i64 0, %287
  %289 = icmp slt i64 %288, 0
  %290 = mul i32 %bx, 128
  %291 = sext i32 %290 to i64
  %292 = sub i64 0, %291
  %293 = icmp sgt i64 %292, 128
  %294 = mul i32 %bx, 128
  %295 = sext i32 %294 to i64
  %296 = sub i64 0, %295
  %297 = select i1 %293, i64 128, i64 %296
  %298 = select i1 %289, i64 0, i64 %297
  %tl_lo2 = trunc i64 %298 to i32
  %299 = sext i32 %N to i64
  %300 = mul i32 %bx, 128
  %301 = sext i32 %300 to i64
  %302 = sub i64 %299, %301
  %303 = icmp slt i64 %302, 0
  %304 = sext i32 %N to i64
  %305 = mul i32 %bx, 128
  %306 = sext i32 %305 to i64
  %307 = sub i64 %304, %306
  %308 = icmp sgt i64 %307, 128
  %309 = sext i32 %N to i64
  %310 = mul i32 %bx, 128
  %311 = sext i32 %310 to i64
  %312 = sub i64 %309, %311
  %313 = select i1 %308, i64 128, i64 %312
  %314 = select i1 %303, i64 0, i64 %313
  %315 = sext i32 %tl_lo2 to i64
  %316 = icmp slt i64 %314, %315
  %317 = sext i32 %tl_lo2 to i64
  %318 = sext i32 %N to i64
  %319 = mul i32 %bx, 128
  %320 = sext i32 %319 to i64
  %321 = sub i64 %318, %320
  %322 = icmp slt i64 %321, 0
  %323 = sext i32 %N to i64
  %324 = mul i32 %bx, 128
  %325 = sext i32 %324 to i64
  %326 = sub i64 %323, %325
  %327 = icmp sgt i64 %326, 128
  %328 = sext i32 %N to i64
  %329 = mul i32 %bx, 128
  %330 = sext i32 %329 to i64
  %331 = sub i64 %328, %330
  %332 = select i1 %327, i64 128, i64 %331
  %333 = select i1 %322, i64 0, i64 %332
  %334 = select i1 %316, i64 %317, i64 %333
  %tl_hi3 = trunc i64 %334 to i32
  br label %for.cond64

for.end62:                                        ; preds = %for.cond60
  br label %if.end45

for.cond64:                                       ; preds = %for.body65, %for.body61
  %j67 = phi i32 [ 0, %for.body61 ], [ %341, %for.body65 ]
  %335 = icmp slt i32 %j67, %tl_lo2
  br i1 %335, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %336 = sext i32 %i63 to i64
  %337 = mul nsw i64 %336, 128
  %338 = sext i32 %j67 to i64
  %339 = add nsw i64 %337, %338
  %340 = getelementptr inbounds i16, ptr %B_s, i64 %339
  store i16 0, ptr %340, align 2
  %341 = add nsw i32 %j67, 1
  br label %for.cond64, !llvm.loop !94

for.end66:                                        ; preds = %for.cond64
  %342 = mul i32 %k, 64
  %343 = sext i32 %342 to i64
  %344 = sext i32 %i63 to i64
  %345 = add i64 %343, %344
  %346 = icmp sle i64 0, %345
  %347 = mul i32 %k, 64
  %348 = sext i32 %347 to i64
  %349 = sext i32 %i63 to i64
  %350 = add i64 %348, %349
  %351 = sext i32 %K to i64
  %352 = icmp slt i64 %350, %351
  %353 = and i1 %346, %352
  br i1 %353, label %if.then68, label %if.else69

if.then68:                                        ; preds = %for.end66
  %354 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.end66
  %355 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %356 = sub i32 128, %tl_hi3
  br label %for.cond78

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j3 = phi i32 [ 0, %if.then68 ], [ %382, %for.body72 ]
  %357 = icmp slt i32 %j3, %354
  br i1 %357, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %358 = mul i32 %k, 64
  %359 = add i32 %358, %i63
  %360 = sext i32 %359 to i64
  %361 = sext i32 %N to i64
  %362 = mul nsw i64 %360, %361
  %363 = mul i32 %bx, 128
  %364 = add i32 %tl_lo2, %j3
  %365 = add i32 %363, %364
  %366 = sext i32 %365 to i64
  %367 = add nsw i64 %362, %366
  %368 = getelementptr inbounds i16, ptr %B, i64 %367
  %369 = load i16, ptr %368, align 2
  %370 = zext i16 %369 to i32
  %371 = shl i32 %370, 16
  %372 = bitcast i32 %371 to float
  %373 = sext i32 %i63 to i64
  %374 = mul nsw i64 %373, 128
  %375 = add i32 %tl_lo2, %j3
  %376 = sext i32 %375 to i64
  %377 = add nsw i64 %374, %376
  %378 = getelementptr inbounds i16, ptr %B_s, i64 %377
  %379 = bitcast float %372 to i32
  %380 = lshr i32 %379, 16
  %381 = trunc i32 %380 to i16
  store i16 %381, ptr %378, align 2
  %382 = add nsw i32 %j3, 1
  br label %for.cond71, !llvm.loop !95

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j377 = phi i32 [ 0, %if.else69 ], [ %390, %for.body75 ]
  %383 = icmp slt i32 %j377, %355
  br i1 %383, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %384 = sext i32 %i63 to i64
  %385 = mul nsw i64 %384, 128
  %386 = add i32 %tl_lo2, %j377
  %387 = sext i32 %386 to i64
  %388 = add nsw i64 %385, %387
  %389 = getelementptr inbounds i16, ptr %B_s, i64 %388
  store i16 0, ptr %389, align 2
  %390 = add nsw i32 %j377, 1
  br label %for.cond74, !llvm.loop !96

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j381 = phi i32 [ 0, %if.end70 ], [ %398, %for.body79 ]
  %391 = icmp slt i32 %j381, %356
  br i1 %391, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %392 = sext i32 %i63 to i64
  %393 = mul nsw i64 %392, 128
  %394 = add i32 %tl_hi3, %j381
  %395 = sext i32 %394 to i64
  %396 = add nsw i64 %393, %395
  %397 = getelementptr inbounds i16, ptr %B_s, i64 %396
  store i16 0, ptr %397, align 2
  %398 = add nsw i32 %j381, 1
  br label %for.cond78, !llvm.loop !97

for.end80:                                        ; preds = %for.cond78
  %399 = add nsw i32 %i63, 1
  br label %for.cond60, !llvm.loop !98

if.then82:                                        ; preds = %for.end6
  br label %for.cond85

if.else83:                                        ; preds = %for.end6
  br label %for.cond97

if.end84:                                         ; preds = %for.end99, %for.end87
  ret void

for.cond85:                                       ; preds = %if.end90, %if.then82
  %i1 = phi i32 [ 0, %if.then82 ], [ %405, %if.end90 ]
  %400 = icmp slt i32 %i1, 128
  br i1 %400, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %401 = sext i32 %M to i64
  %402 = sext i32 %N to i64
  %403 = mul i64 %401, %402
  %404 = icmp sge i64 %403, 16777216
  br i1 %404, label %if.then88, label %if.else89

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

if.then88:                                        ; preds = %for.body86
  br label %for.cond91

if.else89:                                        ; preds = %for.body86
  br label %for.cond94

if.end90:                                         ; preds = %for.end96, %for.end93
  %405 = add nsw i32 %i1, 1
  br label %for.cond85, !llvm.loop !99

for.cond91:                                       ; preds = %for.body92, %if.then88
  %tl_c1 = phi i32 [ 0, %if.then88 ], [ %429, %for.body92 ]
  %406 = icmp slt i32 %tl_c1, 128
  br i1 %406, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %407 = sext i32 %i1 to i64
  %408 = mul nsw i64 %407, 128
  %409 = sext i32 %tl_c1 to i64
  %410 = add nsw i64 %408, %409
  %411 = getelementptr inbounds float, ptr %C_f, i64 %410
  %412 = load float, ptr %411, align 4
  %413 = bitcast float %412 to i32
  %414 = lshr i32 %413, 16
  %415 = and i32 %414, 1
  %416 = add i32 %413, 32767
  %417 = add i32 %416, %415
  %418 = and i32 %417, -65536
  %419 = or i32 %413, 4194304
  %420 = and i32 %419, -65536
  %421 = fcmp uno float %412, %412
  %422 = select i1 %421, i32 %420, i32 %418
  %423 = bitcast i32 %422 to float
  %424 = sext i32 %tl_c1 to i64
  %425 = getelementptr inbounds i16, ptr %tl_stream0, i64 %424
  %426 = bitcast float %423 to i32
  %427 = lshr i32 %426, 16
  %428 = trunc i32 %427 to i16
  store i16 %428, ptr %425, align 2
  %429 = add nsw i32 %tl_c1, 1
  br label %for.cond91, !llvm.loop !100

for.end93:                                        ; preds = %for.cond91
  %430 = mul i32 %by, 128
  %431 = add i32 %430, %i1
  %432 = sext i32 %431 to i64
  %433 = sext i32 %N to i64
  %434 = mul nsw i64 %432, %433
  %435 = mul i32 %bx, 128
  %436 = add i32 %435, 0
  %437 = sext i32 %436 to i64
  %438 = add nsw i64 %434, %437
  %439 = getelementptr inbounds i16, ptr %C, i64 %438
  %440 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %439, ptr %440, i64 256)
  br label %if.end90

for.cond94:                                       ; preds = %for.body95, %if.else89
  %j1 = phi i32 [ 0, %if.else89 ], [ %472, %for.body95 ]
  %441 = icmp slt i32 %j1, 128
  br i1 %441, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %442 = sext i32 %i1 to i64
  %443 = mul nsw i64 %442, 128
  %444 = sext i32 %j1 to i64
  %445 = add nsw i64 %443, %444
  %446 = getelementptr inbounds float, ptr %C_f, i64 %445
  %447 = load float, ptr %446, align 4
  %448 = bitcast float %447 to i32
  %449 = lshr i32 %448, 16
  %450 = and i32 %449, 1
  %451 = add i32 %448, 32767
  %452 = add i32 %451, %450
  %453 = and i32 %452, -65536
  %454 = or i32 %448, 4194304
  %455 = and i32 %454, -65536
  %456 = fcmp uno float %447, %447
  %457 = select i1 %456, i32 %455, i32 %453
  %458 = bitcast i32 %457 to float
  %459 = mul i32 %by, 128
  %460 = add i32 %459, %i1
  %461 = sext i32 %460 to i64
  %462 = sext i32 %N to i64
  %463 = mul nsw i64 %461, %462
  %464 = mul i32 %bx, 128
  %465 = add i32 %464, %j1
  %466 = sext i32 %465 to i64
  %467 = add nsw i64 %463, %466
  %468 = getelementptr inbounds i16, ptr %C, i64 %467
  %469 = bitcast float %458 to i32
  %470 = lshr i32 %469, 16
  %471 = trunc i32 %470 to i16
  store i16 %471, ptr %468, align 2
  %472 = add nsw i32 %j1, 1
  br label %for.cond94, !llvm.loop !101

for.end96:                                        ; preds = %for.cond94
  br label %if.end90

for.cond97:                                       ; preds = %if.end103, %if.else83
  %i1100 = phi i32 [ 0, %if.else83 ], [ %539, %if.end103 ]
  %473 = icmp slt i32 %i1100, 128
  br i1 %473, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %474 = mul i32 %bx, 128
  %475 = sext i32 %474 to i64
  %476 = sub i64 0, %475
  %477 = icmp slt i64 %476, 0
  %478 = mul i32 %bx, 128
  %479 = sext i32 %478 to i64
  %480 = sub i64 0, %479
  %481 = icmp sgt i64 %480, 128
  %482 = mul i32 %bx, 128
  %483 = sext i32 %482 to i64
  %484 = sub i64 0, %483
  %485 = select i1 %481, i64 128, i64 %484
  %486 = select i1 %477, i64 0, i64 %485
  %tl_lo4 = trunc i64 %486 to i32
  %487 = sext i32 %N to i64
  %488 = mul i32 %bx, 128
  %489 = sext i32 %488 to i64
  %490 = sub i64 %487, %489
  %491 = icmp slt i64 %490, 0
  %492 = sext i32 %N to i64
  %493 = mul i32 %bx, 128
  %494 = sext i32 %493 to i64
  %495 = sub i64 %492, %494
  %496 = icmp sgt i64 %495, 128
  %497 = sext i32 %N to i64
  %498 = mul i32 %bx, 128
  %499 = sext i32 %498 to i64
  %500 = sub i64 %497, %499
  %501 = select i1 %496, i64 128, i64 %500
  %502 = select i1 %491, i64 0, i64 %501
  %503 = sext i32 %tl_lo4 to i64
  %504 = icmp slt i64 %502, %503
  %505 = sext i32 %tl_lo4 to i64
  %506 = sext i32 %N to i64
  %507 = mul i32 %bx, 128
  %508 = sext i32 %507 to i64
  %509 = sub i64 %506, %508
  %510 = icmp slt i64 %509, 0
  %511 = sext i32 %N to i64
  %512 = mul i32 %bx, 128
  %513 = sext i32 %512 to i64
  %514 = sub i64 %511, %513
  %515 = icmp sgt i64 %514, 128
  %516 = sext i32 %N to i64
  %517 = mul i32 %bx, 128
  %518 = sext i32 %517 to i64
  %519 = sub i64 %516, %518
  %520 = select i1 %515, i64 128, i64 %519
  %521 = select i1 %510, i64 0, i64 %520
  %522 = select i1 %504, i64 %505, i64 %521
  %tl_hi5 = trunc i64 %522 to i32
  %523 = mul i32 %by, 128
  %524 = sext i32 %523 to i64
  %525 = sext i32 %i1100 to i64
  %526 = add i64 %524, %525
  %527 = icmp sle i64 0, %526
  %528 = mul i32 %by, 128
  %529 = sext i32 %528 to i64
  %530 = sext i32 %i1100 to i64
  %531 = add i64 %529, %530
  %532 = sext i32 %M to i64
  %533 = icmp slt i64 %531, %532
  %534 = and i1 %527, %533
  br i1 %534, label %if.then101, label %if.else102

for.end99:                                        ; preds = %for.cond97
  br label %if.end84

if.then101:                                       ; preds = %for.body98
  %535 = sext i32 %M to i64
  %536 = sext i32 %N to i64
  %537 = mul i64 %535, %536
  %538 = icmp sge i64 %537, 16777216
  br i1 %538, label %if.then104, label %if.else105

if.else102:                                       ; preds = %for.body98
  br label %if.end103

if.end103:                                        ; preds = %if.else102, %if.end106
  %539 = add nsw i32 %i1100, 1
  br label %for.cond97, !llvm.loop !102

if.then104:                                       ; preds = %if.then101
  %tl_sn4 = sub i32 %tl_hi5, %tl_lo4
  %540 = sext i32 %tl_sn4 to i64
  %541 = sdiv i64 %540, 2048
  %542 = sub i64 0, %540
  %543 = select i1 false, i64 %542, i64 %541
  %544 = srem i64 %540, 2048
  %545 = icmp ne i64 %544, 0
  %546 = icmp slt i64 %540, 0
  %547 = icmp eq i1 %546, false
  %548 = and i1 %545, %547
  %549 = zext i1 %548 to i64
  %550 = add i64 %543, %549
  %551 = trunc i64 %550 to i32
  br label %for.cond107

if.else105:                                       ; preds = %if.then101
  %552 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond113

if.end106:                                        ; preds = %for.end115, %for.end109
  br label %if.end103

for.cond107:                                      ; preds = %for.end112, %if.then104
  %tl_c5 = phi i32 [ 0, %if.then104 ], [ %598, %for.end112 ]
  %553 = icmp slt i32 %tl_c5, %551
  br i1 %553, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %tl_sb6 = mul i32 %tl_c5, 2048
  %554 = sub i32 %tl_sn4, %tl_sb6
  %555 = icmp slt i32 %554, 2048
  %556 = sub i32 %tl_sn4, %tl_sb6
  %tl_sm7 = select i1 %555, i32 %556, i32 2048
  br label %for.cond110

for.end109:                                       ; preds = %for.cond107
  br label %if.end106

for.cond110:                                      ; preds = %for.body111, %for.body108
  %tl_c8 = phi i32 [ 0, %for.body108 ], [ %582, %for.body111 ]
  %557 = icmp slt i32 %tl_c8, %tl_sm7
  br i1 %557, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %558 = sext i32 %i1100 to i64
  %559 = mul nsw i64 %558, 128
  %560 = add i32 %tl_sb6, %tl_c8
  %561 = add i32 %tl_lo4, %560
  %562 = sext i32 %561 to i64
  %563 = add nsw i64 %559, %562
  %564 = getelementptr inbounds float, ptr %C_f, i64 %563
  %565 = load float, ptr %564, align 4
  %566 = bitcast float %565 to i32
  %567 = lshr i32 %566, 16
  %568 = and i32 %567, 1
  %569 = add i32 %566, 32767
  %570 = add i32 %569, %568
  %571 = and i32 %570, -65536
  %572 = or i32 %566, 4194304
  %573 = and i32 %572, -65536
  %574 = fcmp uno float %565, %565
  %575 = select i1 %574, i32 %573, i32 %571
  %576 = bitcast i32 %575 to float
  %577 = sext i32 %tl_c8 to i64
  %578 = getelementptr inbounds i16, ptr %tl_stream3, i64 %577
  %579 = bitcast float %576 to i32
  %580 = lshr i32 %579, 16
  %581 = trunc i32 %580 to i16
  store i16 %581, ptr %578, align 2
  %582 = add nsw i32 %tl_c8, 1
  br label %for.cond110, !llvm.loop !103

for.end112:                                       ; preds = %for.cond110
  %583 = sext i32 %tl_sm7 to i64
  %584 = mul i32 %by, 128
  %585 = add i32 %584, %i1100
  %586 = sext i32 %585 to i64
  %587 = sext i32 %N to i64
  %588 = mul nsw i64 %586, %587
  %589 = mul i32 %bx, 128
  %590 = add i32 %tl_sb6, 0
  %591 = add i32 %tl_lo4, %590
  %592 = add i32 %589, %591
  %593 = sext i32 %592 to i64
  %594 = add nsw i64 %588, %593
  %595 = getelementptr inbounds i16, ptr %C, i64 %594
  %596 = getelementptr inbounds i16, ptr %tl_stream3, i64 0
  %597 = mul i64 %583, 2
  call void @tilec_rt_stream(ptr %595, ptr %596, i64 %597)
  %598 = add nsw i32 %tl_c5, 1
  br label %for.cond107, !llvm.loop !104

for.cond113:                                      ; preds = %for.body114, %if.else105
  %j11 = phi i32 [ 0, %if.else105 ], [ %632, %for.body114 ]
  %599 = icmp slt i32 %j11, %552
  br i1 %599, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %600 = sext i32 %i1100 to i64
  %601 = mul nsw i64 %600, 128
  %602 = add i32 %tl_lo4, %j11
  %603 = sext i32 %602 to i64
  %604 = add nsw i64 %601, %603
  %605 = getelementptr inbounds float, ptr %C_f, i64 %604
  %606 = load float, ptr %605, align 4
  %607 = bitcast float %606 to i32
  %608 = lshr i32 %607, 16
  %609 = and i32 %608, 1
  %610 = add i32 %607, 32767
  %611 = add i32 %610, %609
  %612 = and i32 %611, -65536
  %613 = or i32 %607, 4194304
  %614 = and i32 %613, -65536
  %615 = fcmp uno float %606, %606
  %616 = select i1 %615, i32 %614, i32 %612
  %617 = bitcast i32 %616 to float
  %618 = mul i32 %by, 128
  %619 = add i32 %618, %i1100
  %620 = sext i32 %619 to i64
  %621 = sext i32 %N to i64
  %622 = mul nsw i64 %620, %621
  %623 = mul i32 %bx, 128
  %624 = add i32 %tl_lo4, %j11
  %625 = add i32 %623, %624
  %626 = sext i32 %625 to i64
  %627 = add nsw i64 %622, %626
  %628 = getelementptr inbounds i16, ptr %C, i64 %627
  %629 = bitcast float %617 to i32
  %630 = lshr i32 %629, 16
  %631 = trunc i32 %630 to i16
  store i16 %631, ptr %628, align 2
  %632 = add nsw i32 %j11, 1
  br label %for.cond113, !llvm.loop !105

for.end115:                                       ; preds = %for.cond113
  br label %if.end106
}

declare void @tilec_rt_gemm_bf16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @matmul_bf16_bk64_task(ptr %ctx, i64 %block) #2 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 6
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
  call void @matmul_bf16_bk64_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_bf16_bk64(ptr %args, ptr %dims, ptr %self) #2 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_bf16_bk64, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 128
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 128
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_bf16_bk64_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: noinline nounwind
define internal void @matmul_bf16_bk64_smem_epilogue_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [8192 x i16], align 64
  %C_s = alloca [16384 x i16], align 64
  %C_f = alloca [16384 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %32, %for.end3 ]
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
  %13 = sext i32 %K to i64
  %14 = sdiv i64 %13, 64
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 64
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %31, %for.body2 ]
  %25 = icmp slt i32 %j, 128
  br i1 %25, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %26 = sext i32 %i to i64
  %27 = mul nsw i64 %26, 128
  %28 = sext i32 %j to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %C_f, i64 %29
  store float 0.000000e+00, ptr %30, align 4
  %31 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !106

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !107

for.cond4:                                        ; preds = %if.end45, %for.end
  %k = phi i32 [ 0, %for.end ], [ %225, %if.end45 ]
  %33 = icmp slt i32 %k, %12
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = mul i32 %by, 128
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %by, 128
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 128
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  %42 = mul i32 %k, 64
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %k, 64
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 64
  %47 = sext i32 %K to i64
  %48 = icmp sle i64 %46, %47
  %49 = and i1 %43, %48
  %50 = and i1 %41, %49
  br i1 %50, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond82

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  %51 = mul i32 %k, 64
  %52 = icmp sle i32 0, %51
  %53 = mul i32 %k, 64
  %54 = sext i32 %53 to i64
  %55 = add i64 %54, 64
  %56 = sext i32 %K to i64
  %57 = icmp sle i64 %55, %56
  %58 = and i1 %52, %57
  %59 = mul i32 %bx, 128
  %60 = icmp sle i32 0, %59
  %61 = mul i32 %bx, 128
  %62 = sext i32 %61 to i64
  %63 = add i64 %62, 128
  %64 = sext i32 %N to i64
  %65 = icmp sle i64 %63, %64
  %66 = and i1 %60, %65
  %67 = and i1 %58, %66
  br i1 %67, label %if.then43, label %if.else44

for.cond7:                                        ; preds = %for.end19, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %109, %for.end19 ]
  %68 = icmp slt i32 %i10, 128
  br i1 %68, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %69 = add i32 %k, 1
  %70 = icmp slt i32 %69, %24
  br i1 %70, label %if.then11, label %if.else12

for.end9:                                         ; preds = %for.cond7
  br label %if.end

if.then11:                                        ; preds = %for.body8
  br label %for.cond14

if.else12:                                        ; preds = %for.body8
  br label %if.end13

if.end13:                                         ; preds = %if.else12, %for.end16
  br label %for.cond17

for.cond14:                                       ; preds = %for.body15, %if.then11
  %pf = phi i32 [ 0, %if.then11 ], [ %84, %for.body15 ]
  %71 = icmp slt i32 %pf, 2
  br i1 %71, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %72 = mul i32 %by, 128
  %73 = add i32 %72, %i10
  %74 = sext i32 %73 to i64
  %75 = sext i32 %K to i64
  %76 = mul i64 %74, %75
  %77 = add i32 %k, 1
  %78 = mul i32 %77, 64
  %79 = mul i32 %pf, 32
  %80 = add i32 %78, %79
  %81 = sext i32 %80 to i64
  %82 = add i64 %76, %81
  %83 = getelementptr i16, ptr %A, i64 %82
  call void @llvm.prefetch.p0(ptr %83, i32 0, i32 3, i32 1)
  %84 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !108

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %for.body18, %if.end13
  %j20 = phi i32 [ 0, %if.end13 ], [ %108, %for.body18 ]
  %85 = icmp slt i32 %j20, 64
  br i1 %85, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %86 = mul i32 %by, 128
  %87 = add i32 %86, %i10
  %88 = sext i32 %87 to i64
  %89 = sext i32 %K to i64
  %90 = mul nsw i64 %88, %89
  %91 = mul i32 %k, 64
  %92 = add i32 %91, %j20
  %93 = sext i32 %92 to i64
  %94 = add nsw i64 %90, %93
  %95 = getelementptr inbounds i16, ptr %A, i64 %94
  %96 = load i16, ptr %95, align 2
  %97 = zext i16 %96 to i32
  %98 = shl i32 %97, 16
  %99 = bitcast i32 %98 to float
  %100 = sext i32 %i10 to i64
  %101 = mul nsw i64 %100, 64
  %102 = sext i32 %j20 to i64
  %103 = add nsw i64 %101, %102
  %104 = getelementptr inbounds i16, ptr %A_s, i64 %103
  %105 = bitcast float %99 to i32
  %106 = lshr i32 %105, 16
  %107 = trunc i32 %106 to i16
  store i16 %107, ptr %104, align 2
  %108 = add nsw i32 %j20, 1
  br label %for.cond17, !llvm.loop !109

for.end19:                                        ; preds = %for.cond17
  %109 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !110

for.cond21:                                       ; preds = %for.end41, %if.else
  %i24 = phi i32 [ 0, %if.else ], [ %224, %for.end41 ]
  %110 = icmp slt i32 %i24, 128
  br i1 %110, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %111 = mul i32 %k, 64
  %112 = sext i32 %111 to i64
  %113 = sub i64 0, %112
  %114 = icmp slt i64 %113, 0
  %115 = mul i32 %k, 64
  %116 = sext i32 %115 to i64
  %117 = sub i64 0, %116
  %118 = icmp sgt i64 %117, 64
  %119 = mul i32 %k, 64
  %120 = sext i32 %119 to i64
  %121 = sub i64 0, %120
  %122 = select i1 %118, i64 64, i64 %121
  %123 = select i1 %114, i64 0, i64 %122
  %tl_lo0 = trunc i64 %123 to i32
  %124 = sext i32 %K to i64
  %125 = mul i32 %k, 64
  %126 = sext i32 %125 to i64
  %127 = sub i64 %124, %126
  %128 = icmp slt i64 %127, 0
  %129 = sext i32 %K to i64
  %130 = mul i32 %k, 64
  %131 = sext i32 %130 to i64
  %132 = sub i64 %129, %131
  %133 = icmp sgt i64 %132, 64
  %134 = sext i32 %K to i64
  %135 = mul i32 %k, 64
  %136 = sext i32 %135 to i64
  %137 = sub i64 %134, %136
  %138 = select i1 %133, i64 64, i64 %137
  %139 = select i1 %128, i64 0, i64 %138
  %140 = sext i32 %tl_lo0 to i64
  %141 = icmp slt i64 %139, %140
  %142 = sext i32 %tl_lo0 to i64
  %143 = sext i32 %K to i64
  %144 = mul i32 %k, 64
  %145 = sext i32 %144 to i64
  %146 = sub i64 %143, %145
  %147 = icmp slt i64 %146, 0
  %148 = sext i32 %K to i64
  %149 = mul i32 %k, 64
  %150 = sext i32 %149 to i64
  %151 = sub i64 %148, %150
  %152 = icmp sgt i64 %151, 64
  %153 = sext i32 %K to i64
  %154 = mul i32 %k, 64
  %155 = sext i32 %154 to i64
  %156 = sub i64 %153, %155
  %157 = select i1 %152, i64 64, i64 %156
  %158 = select i1 %147, i64 0, i64 %157
  %159 = select i1 %141, i64 %142, i64 %158
  %tl_hi1 = trunc i64 %159 to i32
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %if.end

for.cond25:                                       ; preds = %for.body26, %for.body22
  %j28 = phi i32 [ 0, %for.body22 ], [ %166, %for.body26 ]
  %160 = icmp slt i32 %j28, %tl_lo0
  br i1 %160, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %161 = sext i32 %i24 to i64
  %162 = mul nsw i64 %161, 64
  %163 = sext i32 %j28 to i64
  %164 = add nsw i64 %162, %163
  %165 = getelementptr inbounds i16, ptr %A_s, i64 %164
  store i16 0, ptr %165, align 2
  %166 = add nsw i32 %j28, 1
  br label %for.cond25, !llvm.loop !111

for.end27:                                        ; preds = %for.cond25
  %167 = mul i32 %by, 128
  %168 = sext i32 %167 to i64
  %169 = sext i32 %i24 to i64
  %170 = add i64 %168, %169
  %171 = icmp sle i64 0, %170
  %172 = mul i32 %by, 128
  %173 = sext i32 %172 to i64
  %174 = sext i32 %i24 to i64
  %175 = add i64 %173, %174
  %176 = sext i32 %M to i64
  %177 = icmp slt i64 %175, %176
  %178 = and i1 %171, %177
  br i1 %178, label %if.then29, label %if.else30

if.then29:                                        ; preds = %for.end27
  %179 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond32

if.else30:                                        ; preds = %for.end27
  %180 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond35

if.end31:                                         ; preds = %for.end37, %for.end34
  %181 = sub i32 64, %tl_hi1
  br label %for.cond39

for.cond32:                                       ; preds = %for.body33, %if.then29
  %j2 = phi i32 [ 0, %if.then29 ], [ %207, %for.body33 ]
  %182 = icmp slt i32 %j2, %179
  br i1 %182, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %183 = mul i32 %by, 128
  %184 = add i32 %183, %i24
  %185 = sext i32 %184 to i64
  %186 = sext i32 %K to i64
  %187 = mul nsw i64 %185, %186
  %188 = mul i32 %k, 64
  %189 = add i32 %tl_lo0, %j2
  %190 = add i32 %188, %189
  %191 = sext i32 %190 to i64
  %192 = add nsw i64 %187, %191
  %193 = getelementptr inbounds i16, ptr %A, i64 %192
  %194 = load i16, ptr %193, align 2
  %195 = zext i16 %194 to i32
  %196 = shl i32 %195, 16
  %197 = bitcast i32 %196 to float
  %198 = sext i32 %i24 to i64
  %199 = mul nsw i64 %198, 64
  %200 = add i32 %tl_lo0, %j2
  %201 = sext i32 %200 to i64
  %202 = add nsw i64 %199, %201
  %203 = getelementptr inbounds i16, ptr %A_s, i64 %202
  %204 = bitcast float %197 to i32
  %205 = lshr i32 %204, 16
  %206 = trunc i32 %205 to i16
  store i16 %206, ptr %203, align 2
  %207 = add nsw i32 %j2, 1
  br label %for.cond32, !llvm.loop !112

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond35:                                       ; preds = %for.body36, %if.else30
  %j238 = phi i32 [ 0, %if.else30 ], [ %215, %for.body36 ]
  %208 = icmp slt i32 %j238, %180
  br i1 %208, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %209 = sext i32 %i24 to i64
  %210 = mul nsw i64 %209, 64
  %211 = add i32 %tl_lo0, %j238
  %212 = sext i32 %211 to i64
  %213 = add nsw i64 %210, %212
  %214 = getelementptr inbounds i16, ptr %A_s, i64 %213
  store i16 0, ptr %214, align 2
  %215 = add nsw i32 %j238, 1
  br label %for.cond35, !llvm.loop !113

for.end37:                                        ; preds = %for.cond35
  br label %if.end31

for.cond39:                                       ; preds = %for.body40, %if.end31
  %j242 = phi i32 [ 0, %if.end31 ], [ %223, %for.body40 ]
  %216 = icmp slt i32 %j242, %181
  br i1 %216, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %217 = sext i32 %i24 to i64
  %218 = mul nsw i64 %217, 64
  %219 = add i32 %tl_hi1, %j242
  %220 = sext i32 %219 to i64
  %221 = add nsw i64 %218, %220
  %222 = getelementptr inbounds i16, ptr %A_s, i64 %221
  store i16 0, ptr %222, align 2
  %223 = add nsw i32 %j242, 1
  br label %for.cond39, !llvm.loop !114

for.end41:                                        ; preds = %for.cond39
  %224 = add nsw i32 %i24, 1
  br label %for.cond21, !llvm.loop !115

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  call void @tilec_rt_gemm_bf16f32(i32 128, i32 128, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 128, i32 0, ptr %C_f, i32 128)
  %225 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !116

for.cond46:                                       ; preds = %for.end58, %if.then43
  %i49 = phi i32 [ 0, %if.then43 ], [ %267, %for.end58 ]
  %226 = icmp slt i32 %i49, 64
  br i1 %226, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %227 = add i32 %k, 1
  %228 = icmp slt i32 %227, %24
  br i1 %228, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

if.then50:                                        ; preds = %for.body47
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %if.then50
  %pf1 = phi i32 [ 0, %if.then50 ], [ %242, %for.body54 ]
  %229 = icmp slt i32 %pf1, 4
  br i1 %229, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %230 = add i32 %k, 1
  %231 = mul i32 %230, 64
  %232 = add i32 %231, %i49
  %233 = sext i32 %232 to i64
  %234 = sext i32 %N to i64
  %235 = mul i64 %233, %234
  %236 = mul i32 %bx, 128
  %237 = mul i32 %pf1, 32
  %238 = add i32 %236, %237
  %239 = sext i32 %238 to i64
  %240 = add i64 %235, %239
  %241 = getelementptr i16, ptr %B, i64 %240
  call void @llvm.prefetch.p0(ptr %241, i32 0, i32 3, i32 1)
  %242 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !117

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j59 = phi i32 [ 0, %if.end52 ], [ %266, %for.body57 ]
  %243 = icmp slt i32 %j59, 128
  br i1 %243, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %244 = mul i32 %k, 64
  %245 = add i32 %244, %i49
  %246 = sext i32 %245 to i64
  %247 = sext i32 %N to i64
  %248 = mul nsw i64 %246, %247
  %249 = mul i32 %bx, 128
  %250 = add i32 %249, %j59
  %251 = sext i32 %250 to i64
  %252 = add nsw i64 %248, %251
  %253 = getelementptr inbounds i16, ptr %B, i64 %252
  %254 = load i16, ptr %253, align 2
  %255 = zext i16 %254 to i32
  %256 = shl i32 %255, 16
  %257 = bitcast i32 %256 to float
  %258 = sext i32 %i49 to i64
  %259 = mul nsw i64 %258, 128
  %260 = sext i32 %j59 to i64
  %261 = add nsw i64 %259, %260
  %262 = getelementptr inbounds i16, ptr %B_s, i64 %261
  %263 = bitcast float %257 to i32
  %264 = lshr i32 %263, 16
  %265 = trunc i32 %264 to i16
  store i16 %265, ptr %262, align 2
  %266 = add nsw i32 %j59, 1
  br label %for.cond56, !llvm.loop !118

for.end58:                                        ; preds = %for.cond56
  %267 = add nsw i32 %i49, 1
  br label %for.cond46, !llvm.loop !119

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i63 = phi i32 [ 0, %if.else44 ], [ %382, %for.end80 ]
  %268 = icmp slt i32 %i63, 64
  br i1 %268, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %269 = mul i32 %bx, 128
  %270 = sext i32 %269 to i64
  %271 = sub i64 0, %270
  %272 = icmp slt i64 %271, 0
  %273 = mul i32 %bx, 128
  %274 = sext i32 %273 to i64
  %275 = sub i64 0, %274
  %276 = icmp sgt i64 %275, 128
  %277 = mul i32 %bx, 128
  %278 = sext i32 %277 to i64
  %279 = sub i64 0, %278
  %280 = select i1 %276, i64 128, i64 %279
  %281 = select i1 %272, i64 0, i64 %280
  %tl_lo2 = trunc i64 %281 to i32
  %282 = sext i32 %N to i64
  %283 = mul i32 %bx, 128
  %284 = sext i32 %283 to i64
  %285 = sub i64 %282, %284
  %286 = icmp slt i64 %285, 0
  %287 = sext i32 %N to i64
  %288 = mul i32 %bx, 128
  %289 = sext i32 %288 to i64
  %290 = sub i64 %287, %289
  %291 = icmp sgt i64 %290, 128
  %292 = sext i32 %N to i64
  %293 = mul i32 %bx, 128
  %294 = sext i32 %293 to i64
  %295 = sub i64 %292, %294
  %296 = select i1 %291, i64 128, i64 %295
  %297 = select i1 %286, i64 0, i64 %296
  %298 = sext i32 %tl_lo2 to i64
  %299 = icmp slt i64 %297, %298
  %300 = sext i32 %tl_lo2 to i64
  %301 = sext i32 %N to i64
  %302 = mul i32 %bx, 128
  %303 = sext i32 %302 to i64
  %304 = sub i64 %301, %303
  %305 = icmp slt i64 %304, 0
  %306 = sext i32 %N to i64
  %307 = mul i32 %bx, 128
  %308 = sext i32 %307 to i64
  %309 = sub i64 %306, %308
  %310 = icmp sgt i64 %309, 128
  %311 = sext i32 %N to i64
  %312 = mul i32 %bx, 128
  %313 = sext i32 %312 to i64
  %314 = sub i64 %311, %313
  %315 = select i1 %310, i64 128, i64 %314
  %316 = select i1 %305, i64 0, i64 %315
  %317 = select i1 %299, i64 %300, i64 %316
  %tl_hi3 = trunc i64 %317 to i32
  br label %for.cond64

for.end62:                                        ; preds = %for.cond60
  br label %if.end45

for.cond64:                                       ; preds = %for.body65, %for.body61
  %j67 = phi i32 [ 0, %for.body61 ], [ %324, %for.body65 ]
  %318 = icmp slt i32 %j67, %tl_lo2
  br i1 %318, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %319 = sext i32 %i63 to i64
  %320 = mul nsw i64 %319, 128
  %321 = sext i32 %j67 to i64
  %322 = add nsw i64 %320, %321
  %323 = getelementptr inbounds i16, ptr %B_s, i64 %322
  store i16 0, ptr %323, align 2
  %324 = add nsw i32 %j67, 1
  br label %for.cond64, !llvm.loop !120

for.end66:                                        ; preds = %for.cond64
  %325 = mul i32 %k, 64
  %326 = sext i32 %325 to i64
  %327 = sext i32 %i63 to i64
  %328 = add i64 %326, %327
  %329 = icmp sle i64 0, %328
  %330 = mul i32 %k, 64
  %331 = sext i32 %330 to i64
  %332 = sext i32 %i63 to i64
  %333 = add i64 %331, %332
  %334 = sext i32 %K to i64
  %335 = icmp slt i64 %333, %334
  %336 = and i1 %329, %335
  br i1 %336, label %if.then68, label %if.else69

if.then68:                                        ; preds = %for.end66
  %337 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.end66
  %338 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %339 = sub i32 128, %tl_hi3
  br label %for.cond78

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j3 = phi i32 [ 0, %if.then68 ], [ %365, %for.body72 ]
  %340 = icmp slt i32 %j3, %337
  br i1 %340, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %341 = mul i32 %k, 64
  %342 = add i32 %341, %i63
  %343 = sext i32 %342 to i64
  %344 = sext i32 %N to i64
  %345 = mul nsw i64 %343, %344
  %346 = mul i32 %bx, 128
  %347 = add i32 %tl_lo2, %j3
  %348 = add i32 %346, %347
  %349 = sext i32 %348 to i64
  %350 = add nsw i64 %345, %349
  %351 = getelementptr inbounds i16, ptr %B, i64 %350
  %352 = load i16, ptr %351, align 2
  %353 = zext i16 %352 to i32
  %354 = shl i32 %353, 16
  %355 = bitcast i32 %354 to float
  %356 = sext i32 %i63 to i64
  %357 = mul nsw i64 %356, 128
  %358 = add i32 %tl_lo2, %j3
  %359 = sext i32 %358 to i64
  %360 = add nsw i64 %357, %359
  %361 = getelementptr inbounds i16, ptr %B_s, i64 %360
  %362 = bitcast float %355 to i32
  %363 = lshr i32 %362, 16
  %364 = trunc i32 %363 to i16
  store i16 %364, ptr %361, align 2
  %365 = add nsw i32 %j3, 1
  br label %for.cond71, !llvm.loop !121

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j377 = phi i32 [ 0, %if.else69 ], [ %373, %for.body75 ]
  %366 = icmp slt i32 %j377, %338
  br i1 %366, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %367 = sext i32 %i63 to i64
  %368 = mul nsw i64 %367, 128
  %369 = add i32 %tl_lo2, %j377
  %370 = sext i32 %369 to i64
  %371 = add nsw i64 %368, %370
  %372 = getelementptr inbounds i16, ptr %B_s, i64 %371
  store i16 0, ptr %372, align 2
  %373 = add nsw i32 %j377, 1
  br label %for.cond74, !llvm.loop !122

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j381 = phi i32 [ 0, %if.end70 ], [ %381, %for.body79 ]
  %374 = icmp slt i32 %j381, %339
  br i1 %374, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %375 = sext i32 %i63 to i64
  %376 = mul nsw i64 %375, 128
  %377 = add i32 %tl_hi3, %j381
  %378 = sext i32 %377 to i64
  %379 = add nsw i64 %376, %378
  %380 = getelementptr inbounds i16, ptr %B_s, i64 %379
  store i16 0, ptr %380, align 2
  %381 = add nsw i32 %j381, 1
  br label %for.cond78, !llvm.loop !123

for.end80:                                        ; preds = %for.cond78
  %382 = add nsw i32 %i63, 1
  br label %for.cond60, !llvm.loop !124

for.cond82:                                       ; preds = %for.end87, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %428, %for.end87 ]
  %383 = icmp slt i32 %i1, 128
  br i1 %383, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond85

for.end84:                                        ; preds = %for.cond82
  %384 = mul i32 %by, 128
  %385 = icmp sle i32 0, %384
  %386 = mul i32 %by, 128
  %387 = sext i32 %386 to i64
  %388 = add i64 %387, 128
  %389 = sext i32 %M to i64
  %390 = icmp sle i64 %388, %389
  %391 = and i1 %385, %390
  %392 = mul i32 %bx, 128
  %393 = icmp sle i32 0, %392
  %394 = mul i32 %bx, 128
  %395 = sext i32 %394 to i64
  %396 = add i64 %395, 128
  %397 = sext i32 %N to i64
  %398 = icmp sle i64 %396, %397
  %399 = and i1 %393, %398
  %400 = and i1 %391, %399
  br i1 %400, label %if.then88, label %if.else89

for.cond85:                                       ; preds = %for.body86, %for.body83
  %j1 = phi i32 [ 0, %for.body83 ], [ %427, %for.body86 ]
  %401 = icmp slt i32 %j1, 128
  br i1 %401, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %402 = sext i32 %i1 to i64
  %403 = mul nsw i64 %402, 128
  %404 = sext i32 %j1 to i64
  %405 = add nsw i64 %403, %404
  %406 = getelementptr inbounds float, ptr %C_f, i64 %405
  %407 = load float, ptr %406, align 4
  %408 = bitcast float %407 to i32
  %409 = lshr i32 %408, 16
  %410 = and i32 %409, 1
  %411 = add i32 %408, 32767
  %412 = add i32 %411, %410
  %413 = and i32 %412, -65536
  %414 = or i32 %408, 4194304
  %415 = and i32 %414, -65536
  %416 = fcmp uno float %407, %407
  %417 = select i1 %416, i32 %415, i32 %413
  %418 = bitcast i32 %417 to float
  %419 = sext i32 %i1 to i64
  %420 = mul nsw i64 %419, 128
  %421 = sext i32 %j1 to i64
  %422 = add nsw i64 %420, %421
  %423 = getelementptr inbounds i16, ptr %C_s, i64 %422
  %424 = bitcast float %418 to i32
  %425 = lshr i32 %424, 16
  %426 = trunc i32 %425 to i16
  store i16 %426, ptr %423, align 2
  %427 = add nsw i32 %j1, 1
  br label %for.cond85, !llvm.loop !125

for.end87:                                        ; preds = %for.cond85
  %428 = add nsw i32 %i1, 1
  br label %for.cond82, !llvm.loop !126

if.then88:                                        ; preds = %for.end84
  br label %for.cond91

if.else89:                                        ; preds = %for.end84
  br label %for.cond102

if.end90:                                         ; preds = %for.end104, %for.end93
  ret void

for.cond91:                                       ; preds = %if.end97, %if.then88
  %i194 = phi i32 [ 0, %if.then88 ], [ %448, %if.end97 ]
  %429 = icmp slt i32 %i194, 128
  br i1 %429, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %430 = sext i32 %M to i64
  %431 = sext i32 %N to i64
  %432 = mul i64 %430, %431
  %433 = icmp sge i64 %432, 16777216
  br i1 %433, label %if.then95, label %if.else96

for.end93:                                        ; preds = %for.cond91
  br label %if.end90

if.then95:                                        ; preds = %for.body92
  %434 = mul i32 %by, 128
  %435 = add i32 %434, %i194
  %436 = sext i32 %435 to i64
  %437 = sext i32 %N to i64
  %438 = mul nsw i64 %436, %437
  %439 = mul i32 %bx, 128
  %440 = add i32 %439, 0
  %441 = sext i32 %440 to i64
  %442 = add nsw i64 %438, %441
  %443 = getelementptr inbounds i16, ptr %C, i64 %442
  %444 = sext i32 %i194 to i64
  %445 = mul nsw i64 %444, 128
  %446 = add nsw i64 %445, 0
  %447 = getelementptr inbounds i16, ptr %C_s, i64 %446
  call void @tilec_rt_stream(ptr %443, ptr %447, i64 256)
  br label %if.end97

if.else96:                                        ; preds = %for.body92
  br label %for.cond98

if.end97:                                         ; preds = %for.end100, %if.then95
  %448 = add nsw i32 %i194, 1
  br label %for.cond91, !llvm.loop !127

for.cond98:                                       ; preds = %for.body99, %if.else96
  %j1101 = phi i32 [ 0, %if.else96 ], [ %472, %for.body99 ]
  %449 = icmp slt i32 %j1101, 128
  br i1 %449, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %450 = sext i32 %i194 to i64
  %451 = mul nsw i64 %450, 128
  %452 = sext i32 %j1101 to i64
  %453 = add nsw i64 %451, %452
  %454 = getelementptr inbounds i16, ptr %C_s, i64 %453
  %455 = load i16, ptr %454, align 2
  %456 = zext i16 %455 to i32
  %457 = shl i32 %456, 16
  %458 = bitcast i32 %457 to float
  %459 = mul i32 %by, 128
  %460 = add i32 %459, %i194
  %461 = sext i32 %460 to i64
  %462 = sext i32 %N to i64
  %463 = mul nsw i64 %461, %462
  %464 = mul i32 %bx, 128
  %465 = add i32 %464, %j1101
  %466 = sext i32 %465 to i64
  %467 = add nsw i64 %463, %466
  %468 = getelementptr inbounds i16, ptr %C, i64 %467
  %469 = bitcast float %458 to i32
  %470 = lshr i32 %469, 16
  %471 = trunc i32 %470 to i16
  store i16 %471, ptr %468, align 2
  %472 = add nsw i32 %j1101, 1
  br label %for.cond98, !llvm.loop !128

for.end100:                                       ; preds = %for.cond98
  br label %if.end97

for.cond102:                                      ; preds = %if.end108, %if.else89
  %i1105 = phi i32 [ 0, %if.else89 ], [ %536, %if.end108 ]
  %473 = icmp slt i32 %i1105, 128
  br i1 %473, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %474 = mul i32 %bx, 128
  %475 = sext i32 %474 to i64
  %476 = sub i64 0, %475
  %477 = icmp slt i64 %476, 0
  %478 = mul i32 %bx, 128
  %479 = sext i32 %478 to i64
  %480 = sub i64 0, %479
  %481 = icmp sgt i64 %480, 128
  %482 = mul i32 %bx, 128
  %483 = sext i32 %482 to i64
  %484 = sub i64 0, %483
  %485 = select i1 %481, i64 128, i64 %484
  %486 = select i1 %477, i64 0, i64 %485
  %tl_lo4 = trunc i64 %486 to i32
  %487 = sext i32 %N to i64
  %488 = mul i32 %bx, 128
  %489 = sext i32 %488 to i64
  %490 = sub i64 %487, %489
  %491 = icmp slt i64 %490, 0
  %492 = sext i32 %N to i64
  %493 = mul i32 %bx, 128
  %494 = sext i32 %493 to i64
  %495 = sub i64 %492, %494
  %496 = icmp sgt i64 %495, 128
  %497 = sext i32 %N to i64
  %498 = mul i32 %bx, 128
  %499 = sext i32 %498 to i64
  %500 = sub i64 %497, %499
  %501 = select i1 %496, i64 128, i64 %500
  %502 = select i1 %491, i64 0, i64 %501
  %503 = sext i32 %tl_lo4 to i64
  %504 = icmp slt i64 %502, %503
  %505 = sext i32 %tl_lo4 to i64
  %506 = sext i32 %N to i64
  %507 = mul i32 %bx, 128
  %508 = sext i32 %507 to i64
  %509 = sub i64 %506, %508
  %510 = icmp slt i64 %509, 0
  %511 = sext i32 %N to i64
  %512 = mul i32 %bx, 128
  %513 = sext i32 %512 to i64
  %514 = sub i64 %511, %513
  %515 = icmp sgt i64 %514, 128
  %516 = sext i32 %N to i64
  %517 = mul i32 %bx, 128
  %518 = sext i32 %517 to i64
  %519 = sub i64 %516, %518
  %520 = select i1 %515, i64 128, i64 %519
  %521 = select i1 %510, i64 0, i64 %520
  %522 = select i1 %504, i64 %505, i64 %521
  %tl_hi5 = trunc i64 %522 to i32
  %523 = mul i32 %by, 128
  %524 = sext i32 %523 to i64
  %525 = sext i32 %i1105 to i64
  %526 = add i64 %524, %525
  %527 = icmp sle i64 0, %526
  %528 = mul i32 %by, 128
  %529 = sext i32 %528 to i64
  %530 = sext i32 %i1105 to i64
  %531 = add i64 %529, %530
  %532 = sext i32 %M to i64
  %533 = icmp slt i64 %531, %532
  %534 = and i1 %527, %533
  br i1 %534, label %if.then106, label %if.else107

for.end104:                                       ; preds = %for.cond102
  br label %if.end90

if.then106:                                       ; preds = %for.body103
  %535 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond109

if.else107:                                       ; preds = %for.body103
  br label %if.end108

if.end108:                                        ; preds = %if.else107, %for.end111
  %536 = add nsw i32 %i1105, 1
  br label %for.cond102, !llvm.loop !129

for.cond109:                                      ; preds = %for.body110, %if.then106
  %j11 = phi i32 [ 0, %if.then106 ], [ %562, %for.body110 ]
  %537 = icmp slt i32 %j11, %535
  br i1 %537, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %538 = sext i32 %i1105 to i64
  %539 = mul nsw i64 %538, 128
  %540 = add i32 %tl_lo4, %j11
  %541 = sext i32 %540 to i64
  %542 = add nsw i64 %539, %541
  %543 = getelementptr inbounds i16, ptr %C_s, i64 %542
  %544 = load i16, ptr %543, align 2
  %545 = zext i16 %544 to i32
  %546 = shl i32 %545, 16
  %547 = bitcast i32 %546 to float
  %548 = mul i32 %by, 128
  %549 = add i32 %548, %i1105
  %550 = sext i32 %549 to i64
  %551 = sext i32 %N to i64
  %552 = mul nsw i64 %550, %551
  %553 = mul i32 %bx, 128
  %554 = add i32 %tl_lo4, %j11
  %555 = add i32 %553, %554
  %556 = sext i32 %555 to i64
  %557 = add nsw i64 %552, %556
  %558 = getelementptr inbounds i16, ptr %C, i64 %557
  %559 = bitcast float %547 to i32
  %560 = lshr i32 %559, 16
  %561 = trunc i32 %560 to i16
  store i16 %561, ptr %558, align 2
  %562 = add nsw i32 %j11, 1
  br label %for.cond109, !llvm.loop !130

for.end111:                                       ; preds = %for.cond109
  br label %if.end108
}

; Function Attrs: nounwind
define internal void @matmul_bf16_bk64_smem_epilogue_task(ptr %ctx, i64 %block) #2 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 6
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
  call void @matmul_bf16_bk64_smem_epilogue_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_bf16_bk64_smem_epilogue(ptr %args, ptr %dims, ptr %self) #2 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_bf16_bk64_smem_epilogue, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 128
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 128
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_bf16_bk64_smem_epilogue_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: noinline nounwind
define internal void @matmul_f16_64x64_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [4096 x i16], align 64
  %B_s = alloca [4096 x i16], align 64
  %C_f = alloca [4096 x float], align 64
  %tl_stream0 = alloca [64 x i16], align 64
  %tl_stream3 = alloca [2048 x i16], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %32, %for.end3 ]
  %0 = icmp slt i32 %i, 64
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
  %13 = sext i32 %K to i64
  %14 = sdiv i64 %13, 64
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 64
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %31, %for.body2 ]
  %25 = icmp slt i32 %j, 64
  br i1 %25, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %26 = sext i32 %i to i64
  %27 = mul nsw i64 %26, 64
  %28 = sext i32 %j to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %C_f, i64 %29
  store float 0.000000e+00, ptr %30, align 4
  %31 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !131

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !132

for.cond4:                                        ; preds = %if.end45, %for.end
  %k = phi i32 [ 0, %for.end ], [ %238, %if.end45 ]
  %33 = icmp slt i32 %k, %12
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = mul i32 %by, 64
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %by, 64
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 64
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  %42 = mul i32 %k, 64
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %k, 64
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 64
  %47 = sext i32 %K to i64
  %48 = icmp sle i64 %46, %47
  %49 = and i1 %43, %48
  %50 = and i1 %41, %49
  br i1 %50, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %51 = mul i32 %by, 64
  %52 = icmp sle i32 0, %51
  %53 = mul i32 %by, 64
  %54 = sext i32 %53 to i64
  %55 = add i64 %54, 64
  %56 = sext i32 %M to i64
  %57 = icmp sle i64 %55, %56
  %58 = and i1 %52, %57
  %59 = mul i32 %bx, 64
  %60 = icmp sle i32 0, %59
  %61 = mul i32 %bx, 64
  %62 = sext i32 %61 to i64
  %63 = add i64 %62, 64
  %64 = sext i32 %N to i64
  %65 = icmp sle i64 %63, %64
  %66 = and i1 %60, %65
  %67 = and i1 %58, %66
  br i1 %67, label %if.then82, label %if.else83

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  %68 = mul i32 %k, 64
  %69 = icmp sle i32 0, %68
  %70 = mul i32 %k, 64
  %71 = sext i32 %70 to i64
  %72 = add i64 %71, 64
  %73 = sext i32 %K to i64
  %74 = icmp sle i64 %72, %73
  %75 = and i1 %69, %74
  %76 = mul i32 %bx, 64
  %77 = icmp sle i32 0, %76
  %78 = mul i32 %bx, 64
  %79 = sext i32 %78 to i64
  %80 = add i64 %79, 64
  %81 = sext i32 %N to i64
  %82 = icmp sle i64 %80, %81
  %83 = and i1 %77, %82
  %84 = and i1 %75, %83
  br i1 %84, label %if.then43, label %if.else44

for.cond7:                                        ; preds = %for.end19, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %124, %for.end19 ]
  %85 = icmp slt i32 %i10, 64
  br i1 %85, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %86 = add i32 %k, 1
  %87 = icmp slt i32 %86, %24
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
  %89 = mul i32 %by, 64
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
  call void @llvm.prefetch.p0(ptr %100, i32 0, i32 3, i32 1)
  %101 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !133

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %for.body18, %if.end13
  %j20 = phi i32 [ 0, %if.end13 ], [ %123, %for.body18 ]
  %102 = icmp slt i32 %j20, 64
  br i1 %102, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %103 = mul i32 %by, 64
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
  br label %for.cond17, !llvm.loop !134

for.end19:                                        ; preds = %for.cond17
  %124 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !135

for.cond21:                                       ; preds = %for.end41, %if.else
  %i24 = phi i32 [ 0, %if.else ], [ %237, %for.end41 ]
  %125 = icmp slt i32 %i24, 64
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
  br label %for.cond25, !llvm.loop !136

for.end27:                                        ; preds = %for.cond25
  %182 = mul i32 %by, 64
  %183 = sext i32 %182 to i64
  %184 = sext i32 %i24 to i64
  %185 = add i64 %183, %184
  %186 = icmp sle i64 0, %185
  %187 = mul i32 %by, 64
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
  %198 = mul i32 %by, 64
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
  br label %for.cond32, !llvm.loop !137

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
  br label %for.cond35, !llvm.loop !138

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
  br label %for.cond39, !llvm.loop !139

for.end41:                                        ; preds = %for.cond39
  %237 = add nsw i32 %i24, 1
  br label %for.cond21, !llvm.loop !140

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 64, i32 0, ptr %C_f, i32 64)
  %238 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !141

for.cond46:                                       ; preds = %for.end58, %if.then43
  %i49 = phi i32 [ 0, %if.then43 ], [ %278, %for.end58 ]
  %239 = icmp slt i32 %i49, 64
  br i1 %239, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %240 = add i32 %k, 1
  %241 = icmp slt i32 %240, %24
  br i1 %241, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

if.then50:                                        ; preds = %for.body47
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %if.then50
  %pf1 = phi i32 [ 0, %if.then50 ], [ %255, %for.body54 ]
  %242 = icmp slt i32 %pf1, 2
  br i1 %242, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %243 = add i32 %k, 1
  %244 = mul i32 %243, 64
  %245 = add i32 %244, %i49
  %246 = sext i32 %245 to i64
  %247 = sext i32 %N to i64
  %248 = mul i64 %246, %247
  %249 = mul i32 %bx, 64
  %250 = mul i32 %pf1, 32
  %251 = add i32 %249, %250
  %252 = sext i32 %251 to i64
  %253 = add i64 %248, %252
  %254 = getelementptr i16, ptr %B, i64 %253
  call void @llvm.prefetch.p0(ptr %254, i32 0, i32 3, i32 1)
  %255 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !142

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j59 = phi i32 [ 0, %if.end52 ], [ %277, %for.body57 ]
  %256 = icmp slt i32 %j59, 64
  br i1 %256, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %257 = mul i32 %k, 64
  %258 = add i32 %257, %i49
  %259 = sext i32 %258 to i64
  %260 = sext i32 %N to i64
  %261 = mul nsw i64 %259, %260
  %262 = mul i32 %bx, 64
  %263 = add i32 %262, %j59
  %264 = sext i32 %263 to i64
  %265 = add nsw i64 %261, %264
  %266 = getelementptr inbounds i16, ptr %B, i64 %265
  %267 = load i16, ptr %266, align 2
  %268 = bitcast i16 %267 to half
  %269 = fpext half %268 to float
  %270 = sext i32 %i49 to i64
  %271 = mul nsw i64 %270, 64
  %272 = sext i32 %j59 to i64
  %273 = add nsw i64 %271, %272
  %274 = getelementptr inbounds i16, ptr %B_s, i64 %273
  %275 = fptrunc float %269 to half
  %276 = bitcast half %275 to i16
  store i16 %276, ptr %274, align 2
  %277 = add nsw i32 %j59, 1
  br label %for.cond56, !llvm.loop !143

for.end58:                                        ; preds = %for.cond56
  %278 = add nsw i32 %i49, 1
  br label %for.cond46, !llvm.loop !144

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i63 = phi i32 [ 0, %if.else44 ], [ %391, %for.end80 ]
  %279 = icmp slt i32 %i63, 64
  br i1 %279, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %280 = mul i32 %bx, 64
  %281 = sext i32 %280 to i64
  %282 = sub i64 0, %281
  %283 = icmp slt i64 %282, 0
  %284 = mul i32 %bx, 64
  %285 = sext i32 %284 to i64
  %286 = sub i64 0, %285
  %287 = icmp sgt i64 %286, 64
  %288 = mul i32 %bx, 64
  %289 = sext i32 %288 to i64
  %290 = sub i64 0, %289
  %291 = select i1 %287, i64 64, i64 %290
  %292 = select i1 %283, i64 0, i64 %291
  %tl_lo2 = trunc i64 %292 to i32
  %293 = sext i32 %N to i64
  %294 = mul i32 %bx, 64
  %295 = sext i32 %294 to i64
  %296 = sub i64 %293, %295
  %297 = icmp slt i64 %296, 0
  %298 = sext i32 %N to i64
  %299 = mul i32 %bx, 64
  %300 = sext i32 %299 to i64
  %301 = sub i64 %298, %300
  %302 = icmp sgt i64 %301, 64
  %303 = sext i32 %N to i64
  %304 = mul i32 %bx, 64
  %305 = sext i32 %304 to i64
  %306 = sub i64 %303, %305
  %307 = select i1 %302, i64 64, i64 %306
  %308 = select i1 %297, i64 0, i64 %307
  %309 = sext i32 %tl_lo2 to i64
  %310 = icmp slt i64 %308, %309
  %311 = sext i32 %tl_lo2 to i64
  %312 = sext i32 %N to i64
  %313 = mul i32 %bx, 64
  %314 = sext i32 %313 to i64
  %315 = sub i64 %312, %314
  %316 = icmp slt i64 %315, 0
  %317 = sext i32 %N to i64
  %318 = mul i32 %bx, 64
  %319 = sext i32 %318 to i64
  %320 = sub i64 %317, %319
  %321 = icmp sgt i64 %320, 64
  %322 = sext i32 %N to i64
  %323 = mul i32 %bx, 64
  %324 = sext i32 %323 to i64
  %325 = sub i64 %322, %324
  %326 = select i1 %321, i64 64, i64 %325
  %327 = select i1 %316, i64 0, i64 %326
  %328 = select i1 %310, i64 %311, i64 %327
  %tl_hi3 = trunc i64 %328 to i32
  br label %for.cond64

for.end62:                                        ; preds = %for.cond60
  br label %if.end45

for.cond64:                                       ; preds = %for.body65, %for.body61
  %j67 = phi i32 [ 0, %for.body61 ], [ %335, %for.body65 ]
  %329 = icmp slt i32 %j67, %tl_lo2
  br i1 %329, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %330 = sext i32 %i63 to i64
  %331 = mul nsw i64 %330, 64
  %332 = sext i32 %j67 to i64
  %333 = add nsw i64 %331, %332
  %334 = getelementptr inbounds i16, ptr %B_s, i64 %333
  store i16 0, ptr %334, align 2
  %335 = add nsw i32 %j67, 1
  br label %for.cond64, !llvm.loop !145

for.end66:                                        ; preds = %for.cond64
  %336 = mul i32 %k, 64
  %337 = sext i32 %336 to i64
  %338 = sext i32 %i63 to i64
  %339 = add i64 %337, %338
  %340 = icmp sle i64 0, %339
  %341 = mul i32 %k, 64
  %342 = sext i32 %341 to i64
  %343 = sext i32 %i63 to i64
  %344 = add i64 %342, %343
  %345 = sext i32 %K to i64
  %346 = icmp slt i64 %344, %345
  %347 = and i1 %340, %346
  br i1 %347, label %if.then68, label %if.else69

if.then68:                                        ; preds = %for.end66
  %348 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.end66
  %349 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %350 = sub i32 64, %tl_hi3
  br label %for.cond78

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j3 = phi i32 [ 0, %if.then68 ], [ %374, %for.body72 ]
  %351 = icmp slt i32 %j3, %348
  br i1 %351, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %352 = mul i32 %k, 64
  %353 = add i32 %352, %i63
  %354 = sext i32 %353 to i64
  %355 = sext i32 %N to i64
  %356 = mul nsw i64 %354, %355
  %357 = mul i32 %bx, 64
  %358 = add i32 %tl_lo2, %j3
  %359 = add i32 %357, %358
  %360 = sext i32 %359 to i64
  %361 = add nsw i64 %356, %360
  %362 = getelementptr inbounds i16, ptr %B, i64 %361
  %363 = load i16, ptr %362, align 2
  %364 = bitcast i16 %363 to half
  %365 = fpext half %364 to float
  %366 = sext i32 %i63 to i64
  %367 = mul nsw i64 %366, 64
  %368 = add i32 %tl_lo2, %j3
  %369 = sext i32 %368 to i64
  %370 = add nsw i64 %367, %369
  %371 = getelementptr inbounds i16, ptr %B_s, i64 %370
  %372 = fptrunc float %365 to half
  %373 = bitcast half %372 to i16
  store i16 %373, ptr %371, align 2
  %374 = add nsw i32 %j3, 1
  br label %for.cond71, !llvm.loop !146

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j377 = phi i32 [ 0, %if.else69 ], [ %382, %for.body75 ]
  %375 = icmp slt i32 %j377, %349
  br i1 %375, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %376 = sext i32 %i63 to i64
  %377 = mul nsw i64 %376, 64
  %378 = add i32 %tl_lo2, %j377
  %379 = sext i32 %378 to i64
  %380 = add nsw i64 %377, %379
  %381 = getelementptr inbounds i16, ptr %B_s, i64 %380
  store i16 0, ptr %381, align 2
  %382 = add nsw i32 %j377, 1
  br label %for.cond74, !llvm.loop !147

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j381 = phi i32 [ 0, %if.end70 ], [ %390, %for.body79 ]
  %383 = icmp slt i32 %j381, %350
  br i1 %383, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %384 = sext i32 %i63 to i64
  %385 = mul nsw i64 %384, 64
  %386 = add i32 %tl_hi3, %j381
  %387 = sext i32 %386 to i64
  %388 = add nsw i64 %385, %387
  %389 = getelementptr inbounds i16, ptr %B_s, i64 %388
  store i16 0, ptr %389, align 2
  %390 = add nsw i32 %j381, 1
  br label %for.cond78, !llvm.loop !148

for.end80:                                        ; preds = %for.cond78
  %391 = add nsw i32 %i63, 1
  br label %for.cond60, !llvm.loop !149

if.then82:                                        ; preds = %for.end6
  br label %for.cond85

if.else83:                                        ; preds = %for.end6
  br label %for.cond97

if.end84:                                         ; preds = %for.end99, %for.end87
  ret void

for.cond85:                                       ; preds = %if.end90, %if.then82
  %i1 = phi i32 [ 0, %if.then82 ], [ %397, %if.end90 ]
  %392 = icmp slt i32 %i1, 64
  br i1 %392, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %393 = sext i32 %M to i64
  %394 = sext i32 %N to i64
  %395 = mul i64 %393, %394
  %396 = icmp sge i64 %395, 16777216
  br i1 %396, label %if.then88, label %if.else89

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

if.then88:                                        ; preds = %for.body86
  br label %for.cond91

if.else89:                                        ; preds = %for.body86
  br label %for.cond94

if.end90:                                         ; preds = %for.end96, %for.end93
  %397 = add nsw i32 %i1, 1
  br label %for.cond85, !llvm.loop !150

for.cond91:                                       ; preds = %for.body92, %if.then88
  %tl_c1 = phi i32 [ 0, %if.then88 ], [ %411, %for.body92 ]
  %398 = icmp slt i32 %tl_c1, 64
  br i1 %398, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %399 = sext i32 %i1 to i64
  %400 = mul nsw i64 %399, 64
  %401 = sext i32 %tl_c1 to i64
  %402 = add nsw i64 %400, %401
  %403 = getelementptr inbounds float, ptr %C_f, i64 %402
  %404 = load float, ptr %403, align 4
  %405 = fptrunc float %404 to half
  %406 = fpext half %405 to float
  %407 = sext i32 %tl_c1 to i64
  %408 = getelementptr inbounds i16, ptr %tl_stream0, i64 %407
  %409 = fptrunc float %406 to half
  %410 = bitcast half %409 to i16
  store i16 %410, ptr %408, align 2
  %411 = add nsw i32 %tl_c1, 1
  br label %for.cond91, !llvm.loop !151

for.end93:                                        ; preds = %for.cond91
  %412 = mul i32 %by, 64
  %413 = add i32 %412, %i1
  %414 = sext i32 %413 to i64
  %415 = sext i32 %N to i64
  %416 = mul nsw i64 %414, %415
  %417 = mul i32 %bx, 64
  %418 = add i32 %417, 0
  %419 = sext i32 %418 to i64
  %420 = add nsw i64 %416, %419
  %421 = getelementptr inbounds i16, ptr %C, i64 %420
  %422 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %421, ptr %422, i64 128)
  br label %if.end90

for.cond94:                                       ; preds = %for.body95, %if.else89
  %j1 = phi i32 [ 0, %if.else89 ], [ %444, %for.body95 ]
  %423 = icmp slt i32 %j1, 64
  br i1 %423, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %424 = sext i32 %i1 to i64
  %425 = mul nsw i64 %424, 64
  %426 = sext i32 %j1 to i64
  %427 = add nsw i64 %425, %426
  %428 = getelementptr inbounds float, ptr %C_f, i64 %427
  %429 = load float, ptr %428, align 4
  %430 = fptrunc float %429 to half
  %431 = fpext half %430 to float
  %432 = mul i32 %by, 64
  %433 = add i32 %432, %i1
  %434 = sext i32 %433 to i64
  %435 = sext i32 %N to i64
  %436 = mul nsw i64 %434, %435
  %437 = mul i32 %bx, 64
  %438 = add i32 %437, %j1
  %439 = sext i32 %438 to i64
  %440 = add nsw i64 %436, %439
  %441 = getelementptr inbounds i16, ptr %C, i64 %440
  %442 = fptrunc float %431 to half
  %443 = bitcast half %442 to i16
  store i16 %443, ptr %441, align 2
  %444 = add nsw i32 %j1, 1
  br label %for.cond94, !llvm.loop !152

for.end96:                                        ; preds = %for.cond94
  br label %if.end90

for.cond97:                                       ; preds = %if.end103, %if.else83
  %i1100 = phi i32 [ 0, %if.else83 ], [ %511, %if.end103 ]
  %445 = icmp slt i32 %i1100, 64
  br i1 %445, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %446 = mul i32 %bx, 64
  %447 = sext i32 %446 to i64
  %448 = sub i64 0, %447
  %449 = icmp slt i64 %448, 0
  %450 = mul i32 %bx, 64
  %451 = sext i32 %450 to i64
  %452 = sub i64 0, %451
  %453 = icmp sgt i64 %452, 64
  %454 = mul i32 %bx, 64
  %455 = sext i32 %454 to i64
  %456 = sub i64 0, %455
  %457 = select i1 %453, i64 64, i64 %456
  %458 = select i1 %449, i64 0, i64 %457
  %tl_lo4 = trunc i64 %458 to i32
  %459 = sext i32 %N to i64
  %460 = mul i32 %bx, 64
  %461 = sext i32 %460 to i64
  %462 = sub i64 %459, %461
  %463 = icmp slt i64 %462, 0
  %464 = sext i32 %N to i64
  %465 = mul i32 %bx, 64
  %466 = sext i32 %465 to i64
  %467 = sub i64 %464, %466
  %468 = icmp sgt i64 %467, 64
  %469 = sext i32 %N to i64
  %470 = mul i32 %bx, 64
  %471 = sext i32 %470 to i64
  %472 = sub i64 %469, %471
  %473 = select i1 %468, i64 64, i64 %472
  %474 = select i1 %463, i64 0, i64 %473
  %475 = sext i32 %tl_lo4 to i64
  %476 = icmp slt i64 %474, %475
  %477 = sext i32 %tl_lo4 to i64
  %478 = sext i32 %N to i64
  %479 = mul i32 %bx, 64
  %480 = sext i32 %479 to i64
  %481 = sub i64 %478, %480
  %482 = icmp slt i64 %481, 0
  %483 = sext i32 %N to i64
  %484 = mul i32 %bx, 64
  %485 = sext i32 %484 to i64
  %486 = sub i64 %483, %485
  %487 = icmp sgt i64 %486, 64
  %488 = sext i32 %N to i64
  %489 = mul i32 %bx, 64
  %490 = sext i32 %489 to i64
  %491 = sub i64 %488, %490
  %492 = select i1 %487, i64 64, i64 %491
  %493 = select i1 %482, i64 0, i64 %492
  %494 = select i1 %476, i64 %477, i64 %493
  %tl_hi5 = trunc i64 %494 to i32
  %495 = mul i32 %by, 64
  %496 = sext i32 %495 to i64
  %497 = sext i32 %i1100 to i64
  %498 = add i64 %496, %497
  %499 = icmp sle i64 0, %498
  %500 = mul i32 %by, 64
  %501 = sext i32 %500 to i64
  %502 = sext i32 %i1100 to i64
  %503 = add i64 %501, %502
  %504 = sext i32 %M to i64
  %505 = icmp slt i64 %503, %504
  %506 = and i1 %499, %505
  br i1 %506, label %if.then101, label %if.else102

for.end99:                                        ; preds = %for.cond97
  br label %if.end84

if.then101:                                       ; preds = %for.body98
  %507 = sext i32 %M to i64
  %508 = sext i32 %N to i64
  %509 = mul i64 %507, %508
  %510 = icmp sge i64 %509, 16777216
  br i1 %510, label %if.then104, label %if.else105

if.else102:                                       ; preds = %for.body98
  br label %if.end103

if.end103:                                        ; preds = %if.else102, %if.end106
  %511 = add nsw i32 %i1100, 1
  br label %for.cond97, !llvm.loop !153

if.then104:                                       ; preds = %if.then101
  %tl_sn4 = sub i32 %tl_hi5, %tl_lo4
  %512 = sext i32 %tl_sn4 to i64
  %513 = sdiv i64 %512, 2048
  %514 = sub i64 0, %512
  %515 = select i1 false, i64 %514, i64 %513
  %516 = srem i64 %512, 2048
  %517 = icmp ne i64 %516, 0
  %518 = icmp slt i64 %512, 0
  %519 = icmp eq i1 %518, false
  %520 = and i1 %517, %519
  %521 = zext i1 %520 to i64
  %522 = add i64 %515, %521
  %523 = trunc i64 %522 to i32
  br label %for.cond107

if.else105:                                       ; preds = %if.then101
  %524 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond113

if.end106:                                        ; preds = %for.end115, %for.end109
  br label %if.end103

for.cond107:                                      ; preds = %for.end112, %if.then104
  %tl_c5 = phi i32 [ 0, %if.then104 ], [ %560, %for.end112 ]
  %525 = icmp slt i32 %tl_c5, %523
  br i1 %525, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %tl_sb6 = mul i32 %tl_c5, 2048
  %526 = sub i32 %tl_sn4, %tl_sb6
  %527 = icmp slt i32 %526, 2048
  %528 = sub i32 %tl_sn4, %tl_sb6
  %tl_sm7 = select i1 %527, i32 %528, i32 2048
  br label %for.cond110

for.end109:                                       ; preds = %for.cond107
  br label %if.end106

for.cond110:                                      ; preds = %for.body111, %for.body108
  %tl_c8 = phi i32 [ 0, %for.body108 ], [ %544, %for.body111 ]
  %529 = icmp slt i32 %tl_c8, %tl_sm7
  br i1 %529, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %530 = sext i32 %i1100 to i64
  %531 = mul nsw i64 %530, 64
  %532 = add i32 %tl_sb6, %tl_c8
  %533 = add i32 %tl_lo4, %532
  %534 = sext i32 %533 to i64
  %535 = add nsw i64 %531, %534
  %536 = getelementptr inbounds float, ptr %C_f, i64 %535
  %537 = load float, ptr %536, align 4
  %538 = fptrunc float %537 to half
  %539 = fpext half %538 to float
  %540 = sext i32 %tl_c8 to i64
  %541 = getelementptr inbounds i16, ptr %tl_stream3, i64 %540
  %542 = fptrunc float %539 to half
  %543 = bitcast half %542 to i16
  store i16 %543, ptr %541, align 2
  %544 = add nsw i32 %tl_c8, 1
  br label %for.cond110, !llvm.loop !154

for.end112:                                       ; preds = %for.cond110
  %545 = sext i32 %tl_sm7 to i64
  %546 = mul i32 %by, 64
  %547 = add i32 %546, %i1100
  %548 = sext i32 %547 to i64
  %549 = sext i32 %N to i64
  %550 = mul nsw i64 %548, %549
  %551 = mul i32 %bx, 64
  %552 = add i32 %tl_sb6, 0
  %553 = add i32 %tl_lo4, %552
  %554 = add i32 %551, %553
  %555 = sext i32 %554 to i64
  %556 = add nsw i64 %550, %555
  %557 = getelementptr inbounds i16, ptr %C, i64 %556
  %558 = getelementptr inbounds i16, ptr %tl_stream3, i64 0
  %559 = mul i64 %545, 2
  call void @tilec_rt_stream(ptr %557, ptr %558, i64 %559)
  %560 = add nsw i32 %tl_c5, 1
  br label %for.cond107, !llvm.loop !155

for.cond113:                                      ; preds = %for.body114, %if.else105
  %j11 = phi i32 [ 0, %if.else105 ], [ %584, %for.body114 ]
  %561 = icmp slt i32 %j11, %524
  br i1 %561, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %562 = sext i32 %i1100 to i64
  %563 = mul nsw i64 %562, 64
  %564 = add i32 %tl_lo4, %j11
  %565 = sext i32 %564 to i64
  %566 = add nsw i64 %563, %565
  %567 = getelementptr inbounds float, ptr %C_f, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = fptrunc float %568 to half
  %570 = fpext half %569 to float
  %571 = mul i32 %by, 64
  %572 = add i32 %571, %i1100
  %573 = sext i32 %572 to i64
  %574 = sext i32 %N to i64
  %575 = mul nsw i64 %573, %574
  %576 = mul i32 %bx, 64
  %577 = add i32 %tl_lo4, %j11
  %578 = add i32 %576, %577
  %579 = sext i32 %578 to i64
  %580 = add nsw i64 %575, %579
  %581 = getelementptr inbounds i16, ptr %C, i64 %580
  %582 = fptrunc float %570 to half
  %583 = bitcast half %582 to i16
  store i16 %583, ptr %581, align 2
  %584 = add nsw i32 %j11, 1
  br label %for.cond113, !llvm.loop !156

for.end115:                                       ; preds = %for.cond113
  br label %if.end106
}

; Function Attrs: nounwind
define internal void @matmul_f16_64x64_task(ptr %ctx, i64 %block) #2 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 6
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
  call void @matmul_f16_64x64_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_f16_64x64(ptr %args, ptr %dims, ptr %self) #2 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_f16_64x64, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 64
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 64
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
  %38 = sdiv i64 %37, 64
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 64
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_f16_64x64_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: noinline nounwind
define internal void @matmul_bf16_64x64_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [4096 x i16], align 64
  %B_s = alloca [4096 x i16], align 64
  %C_f = alloca [4096 x float], align 64
  %tl_stream0 = alloca [64 x i16], align 64
  %tl_stream3 = alloca [2048 x i16], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %32, %for.end3 ]
  %0 = icmp slt i32 %i, 64
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
  %13 = sext i32 %K to i64
  %14 = sdiv i64 %13, 64
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 64
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %31, %for.body2 ]
  %25 = icmp slt i32 %j, 64
  br i1 %25, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %26 = sext i32 %i to i64
  %27 = mul nsw i64 %26, 64
  %28 = sext i32 %j to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %C_f, i64 %29
  store float 0.000000e+00, ptr %30, align 4
  %31 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !157

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !158

for.cond4:                                        ; preds = %if.end45, %for.end
  %k = phi i32 [ 0, %for.end ], [ %242, %if.end45 ]
  %33 = icmp slt i32 %k, %12
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = mul i32 %by, 64
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %by, 64
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 64
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  %42 = mul i32 %k, 64
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %k, 64
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 64
  %47 = sext i32 %K to i64
  %48 = icmp sle i64 %46, %47
  %49 = and i1 %43, %48
  %50 = and i1 %41, %49
  br i1 %50, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %51 = mul i32 %by, 64
  %52 = icmp sle i32 0, %51
  %53 = mul i32 %by, 64
  %54 = sext i32 %53 to i64
  %55 = add i64 %54, 64
  %56 = sext i32 %M to i64
  %57 = icmp sle i64 %55, %56
  %58 = and i1 %52, %57
  %59 = mul i32 %bx, 64
  %60 = icmp sle i32 0, %59
  %61 = mul i32 %bx, 64
  %62 = sext i32 %61 to i64
  %63 = add i64 %62, 64
  %64 = sext i32 %N to i64
  %65 = icmp sle i64 %63, %64
  %66 = and i1 %60, %65
  %67 = and i1 %58, %66
  br i1 %67, label %if.then82, label %if.else83

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  %68 = mul i32 %k, 64
  %69 = icmp sle i32 0, %68
  %70 = mul i32 %k, 64
  %71 = sext i32 %70 to i64
  %72 = add i64 %71, 64
  %73 = sext i32 %K to i64
  %74 = icmp sle i64 %72, %73
  %75 = and i1 %69, %74
  %76 = mul i32 %bx, 64
  %77 = icmp sle i32 0, %76
  %78 = mul i32 %bx, 64
  %79 = sext i32 %78 to i64
  %80 = add i64 %79, 64
  %81 = sext i32 %N to i64
  %82 = icmp sle i64 %80, %81
  %83 = and i1 %77, %82
  %84 = and i1 %75, %83
  br i1 %84, label %if.then43, label %if.else44

for.cond7:                                        ; preds = %for.end19, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %126, %for.end19 ]
  %85 = icmp slt i32 %i10, 64
  br i1 %85, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %86 = add i32 %k, 1
  %87 = icmp slt i32 %86, %24
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
  %89 = mul i32 %by, 64
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
  call void @llvm.prefetch.p0(ptr %100, i32 0, i32 3, i32 1)
  %101 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !159

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %for.body18, %if.end13
  %j20 = phi i32 [ 0, %if.end13 ], [ %125, %for.body18 ]
  %102 = icmp slt i32 %j20, 64
  br i1 %102, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %103 = mul i32 %by, 64
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
  br label %for.cond17, !llvm.loop !160

for.end19:                                        ; preds = %for.cond17
  %126 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !161

for.cond21:                                       ; preds = %for.end41, %if.else
  %i24 = phi i32 [ 0, %if.else ], [ %241, %for.end41 ]
  %127 = icmp slt i32 %i24, 64
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
  br label %for.cond25, !llvm.loop !162

for.end27:                                        ; preds = %for.cond25
  %184 = mul i32 %by, 64
  %185 = sext i32 %184 to i64
  %186 = sext i32 %i24 to i64
  %187 = add i64 %185, %186
  %188 = icmp sle i64 0, %187
  %189 = mul i32 %by, 64
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
  %200 = mul i32 %by, 64
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
  br label %for.cond32, !llvm.loop !163

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
  br label %for.cond35, !llvm.loop !164

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
  br label %for.cond39, !llvm.loop !165

for.end41:                                        ; preds = %for.cond39
  %241 = add nsw i32 %i24, 1
  br label %for.cond21, !llvm.loop !166

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  call void @tilec_rt_gemm_bf16f32(i32 64, i32 64, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 64, i32 0, ptr %C_f, i32 64)
  %242 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !167

for.cond46:                                       ; preds = %for.end58, %if.then43
  %i49 = phi i32 [ 0, %if.then43 ], [ %284, %for.end58 ]
  %243 = icmp slt i32 %i49, 64
  br i1 %243, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %244 = add i32 %k, 1
  %245 = icmp slt i32 %244, %24
  br i1 %245, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

if.then50:                                        ; preds = %for.body47
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %if.then50
  %pf1 = phi i32 [ 0, %if.then50 ], [ %259, %for.body54 ]
  %246 = icmp slt i32 %pf1, 2
  br i1 %246, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %247 = add i32 %k, 1
  %248 = mul i32 %247, 64
  %249 = add i32 %248, %i49
  %250 = sext i32 %249 to i64
  %251 = sext i32 %N to i64
  %252 = mul i64 %250, %251
  %253 = mul i32 %bx, 64
  %254 = mul i32 %pf1, 32
  %255 = add i32 %253, %254
  %256 = sext i32 %255 to i64
  %257 = add i64 %252, %256
  %258 = getelementptr i16, ptr %B, i64 %257
  call void @llvm.prefetch.p0(ptr %258, i32 0, i32 3, i32 1)
  %259 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !168

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j59 = phi i32 [ 0, %if.end52 ], [ %283, %for.body57 ]
  %260 = icmp slt i32 %j59, 64
  br i1 %260, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %261 = mul i32 %k, 64
  %262 = add i32 %261, %i49
  %263 = sext i32 %262 to i64
  %264 = sext i32 %N to i64
  %265 = mul nsw i64 %263, %264
  %266 = mul i32 %bx, 64
  %267 = add i32 %266, %j59
  %268 = sext i32 %267 to i64
  %269 = add nsw i64 %265, %268
  %270 = getelementptr inbounds i16, ptr %B, i64 %269
  %271 = load i16, ptr %270, align 2
  %272 = zext i16 %271 to i32
  %273 = shl i32 %272, 16
  %274 = bitcast i32 %273 to float
  %275 = sext i32 %i49 to i64
  %276 = mul nsw i64 %275, 64
  %277 = sext i32 %j59 to i64
  %278 = add nsw i64 %276, %277
  %279 = getelementptr inbounds i16, ptr %B_s, i64 %278
  %280 = bitcast float %274 to i32
  %281 = lshr i32 %280, 16
  %282 = trunc i32 %281 to i16
  store i16 %282, ptr %279, align 2
  %283 = add nsw i32 %j59, 1
  br label %for.cond56, !llvm.loop !169

for.end58:                                        ; preds = %for.cond56
  %284 = add nsw i32 %i49, 1
  br label %for.cond46, !llvm.loop !170

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i63 = phi i32 [ 0, %if.else44 ], [ %399, %for.end80 ]
  %285 = icmp slt i32 %i63, 64
  br i1 %285, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %286 = mul i32 %bx, 64
  %287 = sext i32 %286 to i64
  %288 = sub i64 0, %287
  %289 = icmp slt i64 %288, 0
  %290 = mul i32 %bx, 64
  %291 = sext i32 %290 to i64
  %292 = sub i64 0, %291
  %293 = icmp sgt i64 %292, 64
  %294 = mul i32 %bx, 64
  %295 = sext i32 %294 to i64
  %296 = sub i64 0, %295
  %297 = select i1 %293, i64 64, i64 %296
  %298 = select i1 %289, i64 0, i64 %297
  %tl_lo2 = trunc i64 %298 to i32
  %299 = sext i32 %N to i64
  %300 = mul i32 %bx, 64
  %301 = sext i32 %300 to i64
  %302 = sub i64 %299, %301
  %303 = icmp slt i64 %302, 0
  %304 = sext i32 %N to i64
  %305 = mul i32 %bx, 64
  %306 = sext i32 %305 to i64
  %307 = sub i64 %304, %306
  %308 = icmp sgt i64 %307, 64
  %309 = sext i32 %N to i64
  %310 = mul i32 %bx, 64
  %311 = sext i32 %310 to i64
  %312 = sub i64 %309, %311
  %313 = select i1 %308, i64 64, i64 %312
  %314 = select i1 %303, i64 0, i64 %313
  %315 = sext i32 %tl_lo2 to i64
  %316 = icmp slt i64 %314, %315
  %317 = sext i32 %tl_lo2 to i64
  %318 = sext i32 %N to i64
  %319 = mul i32 %bx, 64
  %320 = sext i32 %319 to i64
  %321 = sub i64 %318, %320
  %322 = icmp slt i64 %321, 0
  %323 = sext i32 %N to i64
  %324 = mul i32 %bx, 64
  %325 = sext i32 %324 to i64
  %326 = sub i64 %323, %325
  %327 = icmp sgt i64 %326, 64
  %328 = sext i32 %N to i64
  %329 = mul i32 %bx, 64
  %330 = sext i32 %329 to i64
  %331 = sub i64 %328, %330
  %332 = select i1 %327, i64 64, i64 %331
  %333 = select i1 %322, i64 0, i64 %332
  %334 = select i1 %316, i64 %317, i64 %333
  %tl_hi3 = trunc i64 %334 to i32
  br label %for.cond64

for.end62:                                        ; preds = %for.cond60
  br label %if.end45

for.cond64:                                       ; preds = %for.body65, %for.body61
  %j67 = phi i32 [ 0, %for.body61 ], [ %341, %for.body65 ]
  %335 = icmp slt i32 %j67, %tl_lo2
  br i1 %335, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %336 = sext i32 %i63 to i64
  %337 = mul nsw i64 %336, 64
  %338 = sext i32 %j67 to i64
  %339 = add nsw i64 %337, %338
  %340 = getelementptr inbounds i16, ptr %B_s, i64 %339
  store i16 0, ptr %340, align 2
  %341 = add nsw i32 %j67, 1
  br label %for.cond64, !llvm.loop !171

for.end66:                                        ; preds = %for.cond64
  %342 = mul i32 %k, 64
  %343 = sext i32 %342 to i64
  %344 = sext i32 %i63 to i64
  %345 = add i64 %343, %344
  %346 = icmp sle i64 0, %345
  %347 = mul i32 %k, 64
  %348 = sext i32 %347 to i64
  %349 = sext i32 %i63 to i64
  %350 = add i64 %348, %349
  %351 = sext i32 %K to i64
  %352 = icmp slt i64 %350, %351
  %353 = and i1 %346, %352
  br i1 %353, label %if.then68, label %if.else69

if.then68:                                        ; preds = %for.end66
  %354 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.end66
  %355 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %356 = sub i32 64, %tl_hi3
  br label %for.cond78

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j3 = phi i32 [ 0, %if.then68 ], [ %382, %for.body72 ]
  %357 = icmp slt i32 %j3, %354
  br i1 %357, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %358 = mul i32 %k, 64
  %359 = add i32 %358, %i63
  %360 = sext i32 %359 to i64
  %361 = sext i32 %N to i64
  %362 = mul nsw i64 %360, %361
  %363 = mul i32 %bx, 64
  %364 = add i32 %tl_lo2, %j3
  %365 = add i32 %363, %364
  %366 = sext i32 %365 to i64
  %367 = add nsw i64 %362, %366
  %368 = getelementptr inbounds i16, ptr %B, i64 %367
  %369 = load i16, ptr %368, align 2
  %370 = zext i16 %369 to i32
  %371 = shl i32 %370, 16
  %372 = bitcast i32 %371 to float
  %373 = sext i32 %i63 to i64
  %374 = mul nsw i64 %373, 64
  %375 = add i32 %tl_lo2, %j3
  %376 = sext i32 %375 to i64
  %377 = add nsw i64 %374, %376
  %378 = getelementptr inbounds i16, ptr %B_s, i64 %377
  %379 = bitcast float %372 to i32
  %380 = lshr i32 %379, 16
  %381 = trunc i32 %380 to i16
  store i16 %381, ptr %378, align 2
  %382 = add nsw i32 %j3, 1
  br label %for.cond71, !llvm.loop !172

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j377 = phi i32 [ 0, %if.else69 ], [ %390, %for.body75 ]
  %383 = icmp slt i32 %j377, %355
  br i1 %383, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %384 = sext i32 %i63 to i64
  %385 = mul nsw i64 %384, 64
  %386 = add i32 %tl_lo2, %j377
  %387 = sext i32 %386 to i64
  %388 = add nsw i64 %385, %387
  %389 = getelementptr inbounds i16, ptr %B_s, i64 %388
  store i16 0, ptr %389, align 2
  %390 = add nsw i32 %j377, 1
  br label %for.cond74, !llvm.loop !173

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j381 = phi i32 [ 0, %if.end70 ], [ %398, %for.body79 ]
  %391 = icmp slt i32 %j381, %356
  br i1 %391, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %392 = sext i32 %i63 to i64
  %393 = mul nsw i64 %392, 64
  %394 = add i32 %tl_hi3, %j381
  %395 = sext i32 %394 to i64
  %396 = add nsw i64 %393, %395
  %397 = getelementptr inbounds i16, ptr %B_s, i64 %396
  store i16 0, ptr %397, align 2
  %398 = add nsw i32 %j381, 1
  br label %for.cond78, !llvm.loop !174

for.end80:                                        ; preds = %for.cond78
  %399 = add nsw i32 %i63, 1
  br label %for.cond60, !llvm.loop !175

if.then82:                                        ; preds = %for.end6
  br label %for.cond85

if.else83:                                        ; preds = %for.end6
  br label %for.cond97

if.end84:                                         ; preds = %for.end99, %for.end87
  ret void

for.cond85:                                       ; preds = %if.end90, %if.then82
  %i1 = phi i32 [ 0, %if.then82 ], [ %405, %if.end90 ]
  %400 = icmp slt i32 %i1, 64
  br i1 %400, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %401 = sext i32 %M to i64
  %402 = sext i32 %N to i64
  %403 = mul i64 %401, %402
  %404 = icmp sge i64 %403, 16777216
  br i1 %404, label %if.then88, label %if.else89

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

if.then88:                                        ; preds = %for.body86
  br label %for.cond91

if.else89:                                        ; preds = %for.body86
  br label %for.cond94

if.end90:                                         ; preds = %for.end96, %for.end93
  %405 = add nsw i32 %i1, 1
  br label %for.cond85, !llvm.loop !176

for.cond91:                                       ; preds = %for.body92, %if.then88
  %tl_c1 = phi i32 [ 0, %if.then88 ], [ %429, %for.body92 ]
  %406 = icmp slt i32 %tl_c1, 64
  br i1 %406, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %407 = sext i32 %i1 to i64
  %408 = mul nsw i64 %407, 64
  %409 = sext i32 %tl_c1 to i64
  %410 = add nsw i64 %408, %409
  %411 = getelementptr inbounds float, ptr %C_f, i64 %410
  %412 = load float, ptr %411, align 4
  %413 = bitcast float %412 to i32
  %414 = lshr i32 %413, 16
  %415 = and i32 %414, 1
  %416 = add i32 %413, 32767
  %417 = add i32 %416, %415
  %418 = and i32 %417, -65536
  %419 = or i32 %413, 4194304
  %420 = and i32 %419, -65536
  %421 = fcmp uno float %412, %412
  %422 = select i1 %421, i32 %420, i32 %418
  %423 = bitcast i32 %422 to float
  %424 = sext i32 %tl_c1 to i64
  %425 = getelementptr inbounds i16, ptr %tl_stream0, i64 %424
  %426 = bitcast float %423 to i32
  %427 = lshr i32 %426, 16
  %428 = trunc i32 %427 to i16
  store i16 %428, ptr %425, align 2
  %429 = add nsw i32 %tl_c1, 1
  br label %for.cond91, !llvm.loop !177

for.end93:                                        ; preds = %for.cond91
  %430 = mul i32 %by, 64
  %431 = add i32 %430, %i1
  %432 = sext i32 %431 to i64
  %433 = sext i32 %N to i64
  %434 = mul nsw i64 %432, %433
  %435 = mul i32 %bx, 64
  %436 = add i32 %435, 0
  %437 = sext i32 %436 to i64
  %438 = add nsw i64 %434, %437
  %439 = getelementptr inbounds i16, ptr %C, i64 %438
  %440 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %439, ptr %440, i64 128)
  br label %if.end90

for.cond94:                                       ; preds = %for.body95, %if.else89
  %j1 = phi i32 [ 0, %if.else89 ], [ %472, %for.body95 ]
  %441 = icmp slt i32 %j1, 64
  br i1 %441, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %442 = sext i32 %i1 to i64
  %443 = mul nsw i64 %442, 64
  %444 = sext i32 %j1 to i64
  %445 = add nsw i64 %443, %444
  %446 = getelementptr inbounds float, ptr %C_f, i64 %445
  %447 = load float, ptr %446, align 4
  %448 = bitcast float %447 to i32
  %449 = lshr i32 %448, 16
  %450 = and i32 %449, 1
  %451 = add i32 %448, 32767
  %452 = add i32 %451, %450
  %453 = and i32 %452, -65536
  %454 = or i32 %448, 4194304
  %455 = and i32 %454, -65536
  %456 = fcmp uno float %447, %447
  %457 = select i1 %456, i32 %455, i32 %453
  %458 = bitcast i32 %457 to float
  %459 = mul i32 %by, 64
  %460 = add i32 %459, %i1
  %461 = sext i32 %460 to i64
  %462 = sext i32 %N to i64
  %463 = mul nsw i64 %461, %462
  %464 = mul i32 %bx, 64
  %465 = add i32 %464, %j1
  %466 = sext i32 %465 to i64
  %467 = add nsw i64 %463, %466
  %468 = getelementptr inbounds i16, ptr %C, i64 %467
  %469 = bitcast float %458 to i32
  %470 = lshr i32 %469, 16
  %471 = trunc i32 %470 to i16
  store i16 %471, ptr %468, align 2
  %472 = add nsw i32 %j1, 1
  br label %for.cond94, !llvm.loop !178

for.end96:                                        ; preds = %for.cond94
  br label %if.end90

for.cond97:                                       ; preds = %if.end103, %if.else83
  %i1100 = phi i32 [ 0, %if.else83 ], [ %539, %if.end103 ]
  %473 = icmp slt i32 %i1100, 64
  br i1 %473, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %474 = mul i32 %bx, 64
  %475 = sext i32 %474 to i64
  %476 = sub i64 0, %475
  %477 = icmp slt i64 %476, 0
  %478 = mul i32 %bx, 64
  %479 = sext i32 %478 to i64
  %480 = sub i64 0, %479
  %481 = icmp sgt i64 %480, 64
  %482 = mul i32 %bx, 64
  %483 = sext i32 %482 to i64
  %484 = sub i64 0, %483
  %485 = select i1 %481, i64 64, i64 %484
  %486 = select i1 %477, i64 0, i64 %485
  %tl_lo4 = trunc i64 %486 to i32
  %487 = sext i32 %N to i64
  %488 = mul i32 %bx, 64
  %489 = sext i32 %488 to i64
  %490 = sub i64 %487, %489
  %491 = icmp slt i64 %490, 0
  %492 = sext i32 %N to i64
  %493 = mul i32 %bx, 64
  %494 = sext i32 %493 to i64
  %495 = sub i64 %492, %494
  %496 = icmp sgt i64 %495, 64
  %497 = sext i32 %N to i64
  %498 = mul i32 %bx, 64
  %499 = sext i32 %498 to i64
  %500 = sub i64 %497, %499
  %501 = select i1 %496, i64 64, i64 %500
  %502 = select i1 %491, i64 0, i64 %501
  %503 = sext i32 %tl_lo4 to i64
  %504 = icmp slt i64 %502, %503
  %505 = sext i32 %tl_lo4 to i64
  %506 = sext i32 %N to i64
  %507 = mul i32 %bx, 64
  %508 = sext i32 %507 to i64
  %509 = sub i64 %506, %508
  %510 = icmp slt i64 %509, 0
  %511 = sext i32 %N to i64
  %512 = mul i32 %bx, 64
  %513 = sext i32 %512 to i64
  %514 = sub i64 %511, %513
  %515 = icmp sgt i64 %514, 64
  %516 = sext i32 %N to i64
  %517 = mul i32 %bx, 64
  %518 = sext i32 %517 to i64
  %519 = sub i64 %516, %518
  %520 = select i1 %515, i64 64, i64 %519
  %521 = select i1 %510, i64 0, i64 %520
  %522 = select i1 %504, i64 %505, i64 %521
  %tl_hi5 = trunc i64 %522 to i32
  %523 = mul i32 %by, 64
  %524 = sext i32 %523 to i64
  %525 = sext i32 %i1100 to i64
  %526 = add i64 %524, %525
  %527 = icmp sle i64 0, %526
  %528 = mul i32 %by, 64
  %529 = sext i32 %528 to i64
  %530 = sext i32 %i1100 to i64
  %531 = add i64 %529, %530
  %532 = sext i32 %M to i64
  %533 = icmp slt i64 %531, %532
  %534 = and i1 %527, %533
  br i1 %534, label %if.then101, label %if.else102

for.end99:                                        ; preds = %for.cond97
  br label %if.end84

if.then101:                                       ; preds = %for.body98
  %535 = sext i32 %M to i64
  %536 = sext i32 %N to i64
  %537 = mul i64 %535, %536
  %538 = icmp sge i64 %537, 16777216
  br i1 %538, label %if.then104, label %if.else105

if.else102:                                       ; preds = %for.body98
  br label %if.end103

if.end103:                                        ; preds = %if.else102, %if.end106
  %539 = add nsw i32 %i1100, 1
  br label %for.cond97, !llvm.loop !179

if.then104:                                       ; preds = %if.then101
  %tl_sn4 = sub i32 %tl_hi5, %tl_lo4
  %540 = sext i32 %tl_sn4 to i64
  %541 = sdiv i64 %540, 2048
  %542 = sub i64 0, %540
  %543 = select i1 false, i64 %542, i64 %541
  %544 = srem i64 %540, 2048
  %545 = icmp ne i64 %544, 0
  %546 = icmp slt i64 %540, 0
  %547 = icmp eq i1 %546, false
  %548 = and i1 %545, %547
  %549 = zext i1 %548 to i64
  %550 = add i64 %543, %549
  %551 = trunc i64 %550 to i32
  br label %for.cond107

if.else105:                                       ; preds = %if.then101
  %552 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond113

if.end106:                                        ; preds = %for.end115, %for.end109
  br label %if.end103

for.cond107:                                      ; preds = %for.end112, %if.then104
  %tl_c5 = phi i32 [ 0, %if.then104 ], [ %598, %for.end112 ]
  %553 = icmp slt i32 %tl_c5, %551
  br i1 %553, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %tl_sb6 = mul i32 %tl_c5, 2048
  %554 = sub i32 %tl_sn4, %tl_sb6
  %555 = icmp slt i32 %554, 2048
  %556 = sub i32 %tl_sn4, %tl_sb6
  %tl_sm7 = select i1 %555, i32 %556, i32 2048
  br label %for.cond110

for.end109:                                       ; preds = %for.cond107
  br label %if.end106

for.cond110:                                      ; preds = %for.body111, %for.body108
  %tl_c8 = phi i32 [ 0, %for.body108 ], [ %582, %for.body111 ]
  %557 = icmp slt i32 %tl_c8, %tl_sm7
  br i1 %557, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %558 = sext i32 %i1100 to i64
  %559 = mul nsw i64 %558, 64
  %560 = add i32 %tl_sb6, %tl_c8
  %561 = add i32 %tl_lo4, %560
  %562 = sext i32 %561 to i64
  %563 = add nsw i64 %559, %562
  %564 = getelementptr inbounds float, ptr %C_f, i64 %563
  %565 = load float, ptr %564, align 4
  %566 = bitcast float %565 to i32
  %567 = lshr i32 %566, 16
  %568 = and i32 %567, 1
  %569 = add i32 %566, 32767
  %570 = add i32 %569, %568
  %571 = and i32 %570, -65536
  %572 = or i32 %566, 4194304
  %573 = and i32 %572, -65536
  %574 = fcmp uno float %565, %565
  %575 = select i1 %574, i32 %573, i32 %571
  %576 = bitcast i32 %575 to float
  %577 = sext i32 %tl_c8 to i64
  %578 = getelementptr inbounds i16, ptr %tl_stream3, i64 %577
  %579 = bitcast float %576 to i32
  %580 = lshr i32 %579, 16
  %581 = trunc i32 %580 to i16
  store i16 %581, ptr %578, align 2
  %582 = add nsw i32 %tl_c8, 1
  br label %for.cond110, !llvm.loop !180

for.end112:                                       ; preds = %for.cond110
  %583 = sext i32 %tl_sm7 to i64
  %584 = mul i32 %by, 64
  %585 = add i32 %584, %i1100
  %586 = sext i32 %585 to i64
  %587 = sext i32 %N to i64
  %588 = mul nsw i64 %586, %587
  %589 = mul i32 %bx, 64
  %590 = add i32 %tl_sb6, 0
  %591 = add i32 %tl_lo4, %590
  %592 = add i32 %589, %591
  %593 = sext i32 %592 to i64
  %594 = add nsw i64 %588, %593
  %595 = getelementptr inbounds i16, ptr %C, i64 %594
  %596 = getelementptr inbounds i16, ptr %tl_stream3, i64 0
  %597 = mul i64 %583, 2
  call void @tilec_rt_stream(ptr %595, ptr %596, i64 %597)
  %598 = add nsw i32 %tl_c5, 1
  br label %for.cond107, !llvm.loop !181

for.cond113:                                      ; preds = %for.body114, %if.else105
  %j11 = phi i32 [ 0, %if.else105 ], [ %632, %for.body114 ]
  %599 = icmp slt i32 %j11, %552
  br i1 %599, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %600 = sext i32 %i1100 to i64
  %601 = mul nsw i64 %600, 64
  %602 = add i32 %tl_lo4, %j11
  %603 = sext i32 %602 to i64
  %604 = add nsw i64 %601, %603
  %605 = getelementptr inbounds float, ptr %C_f, i64 %604
  %606 = load float, ptr %605, align 4
  %607 = bitcast float %606 to i32
  %608 = lshr i32 %607, 16
  %609 = and i32 %608, 1
  %610 = add i32 %607, 32767
  %611 = add i32 %610, %609
  %612 = and i32 %611, -65536
  %613 = or i32 %607, 4194304
  %614 = and i32 %613, -65536
  %615 = fcmp uno float %606, %606
  %616 = select i1 %615, i32 %614, i32 %612
  %617 = bitcast i32 %616 to float
  %618 = mul i32 %by, 64
  %619 = add i32 %618, %i1100
  %620 = sext i32 %619 to i64
  %621 = sext i32 %N to i64
  %622 = mul nsw i64 %620, %621
  %623 = mul i32 %bx, 64
  %624 = add i32 %tl_lo4, %j11
  %625 = add i32 %623, %624
  %626 = sext i32 %625 to i64
  %627 = add nsw i64 %622, %626
  %628 = getelementptr inbounds i16, ptr %C, i64 %627
  %629 = bitcast float %617 to i32
  %630 = lshr i32 %629, 16
  %631 = trunc i32 %630 to i16
  store i16 %631, ptr %628, align 2
  %632 = add nsw i32 %j11, 1
  br label %for.cond113, !llvm.loop !182

for.end115:                                       ; preds = %for.cond113
  br label %if.end106
}

; Function Attrs: nounwind
define internal void @matmul_bf16_64x64_task(ptr %ctx, i64 %block) #2 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 6
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
  call void @matmul_bf16_64x64_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_bf16_64x64(ptr %args, ptr %dims, ptr %self) #2 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_bf16_64x64, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 64
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 64
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
  %38 = sdiv i64 %37, 64
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 64
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_bf16_64x64_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { noinline nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #2 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !4}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !4}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !4}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !4}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1, !4}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1, !4}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !4}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1, !4}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1, !4}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !4}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1, !4}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1, !4}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1, !4}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1, !4}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1, !4}
!111 = distinct !{!111, !1, !2}
!112 = distinct !{!112, !1, !2}
!113 = distinct !{!113, !1, !2}
!114 = distinct !{!114, !1, !2}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1, !4}
!120 = distinct !{!120, !1, !2}
!121 = distinct !{!121, !1, !2}
!122 = distinct !{!122, !1, !2}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1, !2}
!126 = distinct !{!126, !1}
!127 = distinct !{!127, !1, !4}
!128 = distinct !{!128, !1, !2}
!129 = distinct !{!129, !1, !4}
!130 = distinct !{!130, !1, !2}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1, !4}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1, !2}
!135 = distinct !{!135, !1, !4}
!136 = distinct !{!136, !1, !2}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !1, !2}
!139 = distinct !{!139, !1, !2}
!140 = distinct !{!140, !1}
!141 = distinct !{!141, !1}
!142 = distinct !{!142, !1}
!143 = distinct !{!143, !1, !2}
!144 = distinct !{!144, !1, !4}
!145 = distinct !{!145, !1, !2}
!146 = distinct !{!146, !1, !2}
!147 = distinct !{!147, !1, !2}
!148 = distinct !{!148, !1, !2}
!149 = distinct !{!149, !1}
!150 = distinct !{!150, !1}
!151 = distinct !{!151, !1, !2}
!152 = distinct !{!152, !1, !2}
!153 = distinct !{!153, !1}
!154 = distinct !{!154, !1, !2}
!155 = distinct !{!155, !1}
!156 = distinct !{!156, !1, !2}
!157 = distinct !{!157, !1, !2}
!158 = distinct !{!158, !1, !4}
!159 = distinct !{!159, !1}
!160 = distinct !{!160, !1, !2}
!161 = distinct !{!161, !1, !4}
!162 = distinct !{!162, !1, !2}
!163 = distinct !{!163, !1, !2}
!164 = distinct !{!164, !1, !2}
!165 = distinct !{!165, !1, !2}
!166 = distinct !{!166, !1}
!167 = distinct !{!167, !1}
!168 = distinct !{!168, !1}
!169 = distinct !{!169, !1, !2}
!170 = distinct !{!170, !1, !4}
!171 = distinct !{!171, !1, !2}
!172 = distinct !{!172, !1, !2}
!173 = distinct !{!173, !1, !2}
!174 = distinct !{!174, !1, !2}
!175 = distinct !{!175, !1}
!176 = distinct !{!176, !1}
!177 = distinct !{!177, !1, !2}
!178 = distinct !{!178, !1, !2}
!179 = distinct !{!179, !1}
!180 = distinct !{!180, !1, !2}
!181 = distinct !{!181, !1}
!182 = distinct !{!182, !1, !2}
