; ModuleID = 'gemm_f16_large.tile'
source_filename = "gemm_f16_large.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_matmul_f16_large = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_bf16_large = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @matmul_f16_large_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [16384 x i16], align 64
  %C_f = alloca [32768 x float], align 64
  %tl_stream0 = alloca [256 x i16], align 64
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
  %25 = icmp slt i32 %j, 256
  br i1 %25, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %26 = sext i32 %i to i64
  %27 = mul nsw i64 %26, 256
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
  %59 = mul i32 %bx, 256
  %60 = icmp sle i32 0, %59
  %61 = mul i32 %bx, 256
  %62 = sext i32 %61 to i64
  %63 = add i64 %62, 256
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
  %76 = mul i32 %bx, 256
  %77 = icmp sle i32 0, %76
  %78 = mul i32 %bx, 256
  %79 = sext i32 %78 to i64
  %80 = add i64 %79, 256
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
  br label %for.cond14, !llvm.loop !5

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
  br label %for.cond17, !llvm.loop !6

for.end19:                                        ; preds = %for.cond17
  %124 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !7

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
  br label %for.cond32, !llvm.loop !9

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
  br label %for.cond35, !llvm.loop !10

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
  br label %for.cond39, !llvm.loop !11

for.end41:                                        ; preds = %for.cond39
  %237 = add nsw i32 %i24, 1
  br label %for.cond21, !llvm.loop !12

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  call void @tilec_rt_gemm_f16f32(i32 128, i32 256, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 256, i32 0, ptr %C_f, i32 256)
  %238 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !13

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
  %242 = icmp slt i32 %pf1, 8
  br i1 %242, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %243 = add i32 %k, 1
  %244 = mul i32 %243, 64
  %245 = add i32 %244, %i49
  %246 = sext i32 %245 to i64
  %247 = sext i32 %N to i64
  %248 = mul i64 %246, %247
  %249 = mul i32 %bx, 256
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
  %256 = icmp slt i32 %j59, 256
  br i1 %256, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %257 = mul i32 %k, 64
  %258 = add i32 %257, %i49
  %259 = sext i32 %258 to i64
  %260 = sext i32 %N to i64
  %261 = mul nsw i64 %259, %260
  %262 = mul i32 %bx, 256
  %263 = add i32 %262, %j59
  %264 = sext i32 %263 to i64
  %265 = add nsw i64 %261, %264
  %266 = getelementptr inbounds i16, ptr %B, i64 %265
  %267 = load i16, ptr %266, align 2
  %268 = bitcast i16 %267 to half
  %269 = fpext half %268 to float
  %270 = sext i32 %i49 to i64
  %271 = mul nsw i64 %270, 256
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
  %279 = icmp slt i32 %i63, 64
  br i1 %279, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %280 = mul i32 %bx, 256
  %281 = sext i32 %280 to i64
  %282 = sub i64 0, %281
  %283 = icmp slt i64 %282, 0
  %284 = mul i32 %bx, 256
  %285 = sext i32 %284 to i64
  %286 = sub i64 0, %285
  %287 = icmp sgt i64 %286, 256
  %288 = mul i32 %bx, 256
  %289 = sext i32 %288 to i64
  %290 = sub i64 0, %289
  %291 = select i1 %287, i64 256, i64 %290
  %292 = select i1 %283, i64 0, i64 %291
  %tl_lo2 = trunc i64 %292 to i32
  %293 = sext i32 %N to i64
  %294 = mul i32 %bx, 256
  %295 = sext i32 %294 to i64
  %296 = sub i64 %293, %295
  %297 = icmp slt i64 %296, 0
  %298 = sext i32 %N to i64
  %299 = mul i32 %bx, 256
  %300 = sext i32 %299 to i64
  %301 = sub i64 %298, %300
  %302 = icmp sgt i64 %301, 256
  %303 = sext i32 %N to i64
  %304 = mul i32 %bx, 256
  %305 = sext i32 %304 to i64
  %306 = sub i64 %303, %305
  %307 = select i1 %302, i64 256, i64 %306
  %308 = select i1 %297, i64 0, i64 %307
  %309 = sext i32 %tl_lo2 to i64
  %310 = icmp slt i64 %308, %309
  %311 = sext i32 %tl_lo2 to i64
  %312 = sext i32 %N to i64
  %313 = mul i32 %bx, 256
  %314 = sext i32 %313 to i64
  %315 = sub i64 %312, %314
  %316 = icmp slt i64 %315, 0
  %317 = sext i32 %N to i64
  %318 = mul i32 %bx, 256
  %319 = sext i32 %318 to i64
  %320 = sub i64 %317, %319
  %321 = icmp sgt i64 %320, 256
  %322 = sext i32 %N to i64
  %323 = mul i32 %bx, 256
  %324 = sext i32 %323 to i64
  %325 = sub i64 %322, %324
  %326 = select i1 %321, i64 256, i64 %325
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
  %331 = mul nsw i64 %330, 256
  %332 = sext i32 %j67 to i64
  %333 = add nsw i64 %331, %332
  %334 = getelementptr inbounds i16, ptr %B_s, i64 %333
  store i16 0, ptr %334, align 2
  %335 = add nsw i32 %j67, 1
  br label %for.cond64, !llvm.loop !17

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
  %350 = sub i32 256, %tl_hi3
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
  %357 = mul i32 %bx, 256
  %358 = add i32 %tl_lo2, %j3
  %359 = add i32 %357, %358
  %360 = sext i32 %359 to i64
  %361 = add nsw i64 %356, %360
  %362 = getelementptr inbounds i16, ptr %B, i64 %361
  %363 = load i16, ptr %362, align 2
  %364 = bitcast i16 %363 to half
  %365 = fpext half %364 to float
  %366 = sext i32 %i63 to i64
  %367 = mul nsw i64 %366, 256
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
  %377 = mul nsw i64 %376, 256
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
  %385 = mul nsw i64 %384, 256
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
  %398 = icmp slt i32 %tl_c1, 256
  br i1 %398, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %399 = sext i32 %i1 to i64
  %400 = mul nsw i64 %399, 256
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
  %417 = mul i32 %bx, 256
  %418 = add i32 %417, 0
  %419 = sext i32 %418 to i64
  %420 = add nsw i64 %416, %419
  %421 = getelementptr inbounds i16, ptr %C, i64 %420
  %422 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %421, ptr %422, i64 512)
  br label %if.end90

for.cond94:                                       ; preds = %for.body95, %if.else89
  %j1 = phi i32 [ 0, %if.else89 ], [ %444, %for.body95 ]
  %423 = icmp slt i32 %j1, 256
  br i1 %423, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %424 = sext i32 %i1 to i64
  %425 = mul nsw i64 %424, 256
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
  %437 = mul i32 %bx, 256
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
  %446 = mul i32 %bx, 256
  %447 = sext i32 %446 to i64
  %448 = sub i64 0, %447
  %449 = icmp slt i64 %448, 0
  %450 = mul i32 %bx, 256
  %451 = sext i32 %450 to i64
  %452 = sub i64 0, %451
  %453 = icmp sgt i64 %452, 256
  %454 = mul i32 %bx, 256
  %455 = sext i32 %454 to i64
  %456 = sub i64 0, %455
  %457 = select i1 %453, i64 256, i64 %456
  %458 = select i1 %449, i64 0, i64 %457
  %tl_lo4 = trunc i64 %458 to i32
  %459 = sext i32 %N to i64
  %460 = mul i32 %bx, 256
  %461 = sext i32 %460 to i64
  %462 = sub i64 %459, %461
  %463 = icmp slt i64 %462, 0
  %464 = sext i32 %N to i64
  %465 = mul i32 %bx, 256
  %466 = sext i32 %465 to i64
  %467 = sub i64 %464, %466
  %468 = icmp sgt i64 %467, 256
  %469 = sext i32 %N to i64
  %470 = mul i32 %bx, 256
  %471 = sext i32 %470 to i64
  %472 = sub i64 %469, %471
  %473 = select i1 %468, i64 256, i64 %472
  %474 = select i1 %463, i64 0, i64 %473
  %475 = sext i32 %tl_lo4 to i64
  %476 = icmp slt i64 %474, %475
  %477 = sext i32 %tl_lo4 to i64
  %478 = sext i32 %N to i64
  %479 = mul i32 %bx, 256
  %480 = sext i32 %479 to i64
  %481 = sub i64 %478, %480
  %482 = icmp slt i64 %481, 0
  %483 = sext i32 %N to i64
  %484 = mul i32 %bx, 256
  %485 = sext i32 %484 to i64
  %486 = sub i64 %483, %485
  %487 = icmp sgt i64 %486, 256
  %488 = sext i32 %N to i64
  %489 = mul i32 %bx, 256
  %490 = sext i32 %489 to i64
  %491 = sub i64 %488, %490
  %492 = select i1 %487, i64 256, i64 %491
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
  %531 = mul nsw i64 %530, 256
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
  %551 = mul i32 %bx, 256
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
  %563 = mul nsw i64 %562, 256
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
  %576 = mul i32 %bx, 256
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
define internal void @matmul_f16_large_task(ptr %ctx, i64 %block) #2 {
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
define i32 @tilec_launch_matmul_f16_large(ptr %args, ptr %dims, ptr %self) #2 {
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

; Function Attrs: noinline nounwind
define internal void @matmul_bf16_large_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [16384 x i16], align 64
  %C_f = alloca [32768 x float], align 64
  %tl_stream0 = alloca [256 x i16], align 64
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
  %25 = icmp slt i32 %j, 256
  br i1 %25, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %26 = sext i32 %i to i64
  %27 = mul nsw i64 %26, 256
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
  %59 = mul i32 %bx, 256
  %60 = icmp sle i32 0, %59
  %61 = mul i32 %bx, 256
  %62 = sext i32 %61 to i64
  %63 = add i64 %62, 256
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
  %76 = mul i32 %bx, 256
  %77 = icmp sle i32 0, %76
  %78 = mul i32 %bx, 256
  %79 = sext i32 %78 to i64
  %80 = add i64 %79, 256
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
  br label %for.cond14, !llvm.loop !31

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
  br label %for.cond17, !llvm.loop !32

for.end19:                                        ; preds = %for.cond17
  %126 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !33

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
  br label %for.cond25, !llvm.loop !34

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
  br label %for.cond32, !llvm.loop !35

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
  br label %for.cond35, !llvm.loop !36

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
  br label %for.cond39, !llvm.loop !37

for.end41:                                        ; preds = %for.cond39
  %241 = add nsw i32 %i24, 1
  br label %for.cond21, !llvm.loop !38

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  call void @tilec_rt_gemm_bf16f32(i32 128, i32 256, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 256, i32 0, ptr %C_f, i32 256)
  %242 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !39

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
  %246 = icmp slt i32 %pf1, 8
  br i1 %246, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %247 = add i32 %k, 1
  %248 = mul i32 %247, 64
  %249 = add i32 %248, %i49
  %250 = sext i32 %249 to i64
  %251 = sext i32 %N to i64
  %252 = mul i64 %250, %251
  %253 = mul i32 %bx, 256
  %254 = mul i32 %pf1, 32
  %255 = add i32 %253, %254
  %256 = sext i32 %255 to i64
  %257 = add i64 %252, %256
  %258 = getelementptr i16, ptr %B, i64 %257
  call void @llvm.prefetch.p0(ptr %258, i32 0, i32 3, i32 1)
  %259 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !40

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j59 = phi i32 [ 0, %if.end52 ], [ %283, %for.body57 ]
  %260 = icmp slt i32 %j59, 256
  br i1 %260, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %261 = mul i32 %k, 64
  %262 = add i32 %261, %i49
  %263 = sext i32 %262 to i64
  %264 = sext i32 %N to i64
  %265 = mul nsw i64 %263, %264
  %266 = mul i32 %bx, 256
  %267 = add i32 %266, %j59
  %268 = sext i32 %267 to i64
  %269 = add nsw i64 %265, %268
  %270 = getelementptr inbounds i16, ptr %B, i64 %269
  %271 = load i16, ptr %270, align 2
  %272 = zext i16 %271 to i32
  %273 = shl i32 %272, 16
  %274 = bitcast i32 %273 to float
  %275 = sext i32 %i49 to i64
  %276 = mul nsw i64 %275, 256
  %277 = sext i32 %j59 to i64
  %278 = add nsw i64 %276, %277
  %279 = getelementptr inbounds i16, ptr %B_s, i64 %278
  %280 = bitcast float %274 to i32
  %281 = lshr i32 %280, 16
  %282 = trunc i32 %281 to i16
  store i16 %282, ptr %279, align 2
  %283 = add nsw i32 %j59, 1
  br label %for.cond56, !llvm.loop !41

for.end58:                                        ; preds = %for.cond56
  %284 = add nsw i32 %i49, 1
  br label %for.cond46, !llvm.loop !42

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i63 = phi i32 [ 0, %if.else44 ], [ %399, %for.end80 ]
  %285 = icmp slt i32 %i63, 64
  br i1 %285, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %286 = mul i32 %bx, 256
  %287 = sext i32 %286 to i64
  %288 = sub i64 0, %287
  %289 = icmp slt i64 %288, 0
  %290 = mul i32 %bx, 256
  %291 = sext i32 %290 to i64
  %292 = sub i64 0, %291
  %293 = icmp sgt i64 %292, 256
  %294 = mul i32 %bx, 256
  %295 = sext i32 %294 to i64
  %296 = sub i64 0, %295
  %297 = select i1 %293, i64 256, i64 %296
  %298 = select i1 %289, i64 0, i64 %297
  %tl_lo2 = trunc i64 %298 to i32
  %299 = sext i32 %N to i64
  %300 = mul i32 %bx, 256
  %301 = sext i32 %300 to i64
  %302 = sub i64 %299, %301
  %303 = icmp slt i64 %302, 0
  %304 = sext i32 %N to i64
  %305 = mul i32 %bx, 256
  %306 = sext i32 %305 to i64
  %307 = sub i64 %304, %306
  %308 = icmp sgt i64 %307, 256
  %309 = sext i32 %N to i64
  %310 = mul i32 %bx, 256
  %311 = sext i32 %310 to i64
  %312 = sub i64 %309, %311
  %313 = select i1 %308, i64 256, i64 %312
  %314 = select i1 %303, i64 0, i64 %313
  %315 = sext i32 %tl_lo2 to i64
  %316 = icmp slt i64 %314, %315
  %317 = sext i32 %tl_lo2 to i64
  %318 = sext i32 %N to i64
  %319 = mul i32 %bx, 256
  %320 = sext i32 %319 to i64
  %321 = sub i64 %318, %320
  %322 = icmp slt i64 %321, 0
  %323 = sext i32 %N to i64
  %324 = mul i32 %bx, 256
  %325 = sext i32 %324 to i64
  %326 = sub i64 %323, %325
  %327 = icmp sgt i64 %326, 256
  %328 = sext i32 %N to i64
  %329 = mul i32 %bx, 256
  %330 = sext i32 %329 to i64
  %331 = sub i64 %328, %330
  %332 = select i1 %327, i64 256, i64 %331
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
  %337 = mul nsw i64 %336, 256
  %338 = sext i32 %j67 to i64
  %339 = add nsw i64 %337, %338
  %340 = getelementptr inbounds i16, ptr %B_s, i64 %339
  store i16 0, ptr %340, align 2
  %341 = add nsw i32 %j67, 1
  br label %for.cond64, !llvm.loop !43

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
  %356 = sub i32 256, %tl_hi3
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
  %363 = mul i32 %bx, 256
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
  %374 = mul nsw i64 %373, 256
  %375 = add i32 %tl_lo2, %j3
  %376 = sext i32 %375 to i64
  %377 = add nsw i64 %374, %376
  %378 = getelementptr inbounds i16, ptr %B_s, i64 %377
  %379 = bitcast float %372 to i32
  %380 = lshr i32 %379, 16
  %381 = trunc i32 %380 to i16
  store i16 %381, ptr %378, align 2
  %382 = add nsw i32 %j3, 1
  br label %for.cond71, !llvm.loop !44

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j377 = phi i32 [ 0, %if.else69 ], [ %390, %for.body75 ]
  %383 = icmp slt i32 %j377, %355
  br i1 %383, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %384 = sext i32 %i63 to i64
  %385 = mul nsw i64 %384, 256
  %386 = add i32 %tl_lo2, %j377
  %387 = sext i32 %386 to i64
  %388 = add nsw i64 %385, %387
  %389 = getelementptr inbounds i16, ptr %B_s, i64 %388
  store i16 0, ptr %389, align 2
  %390 = add nsw i32 %j377, 1
  br label %for.cond74, !llvm.loop !45

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j381 = phi i32 [ 0, %if.end70 ], [ %398, %for.body79 ]
  %391 = icmp slt i32 %j381, %356
  br i1 %391, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %392 = sext i32 %i63 to i64
  %393 = mul nsw i64 %392, 256
  %394 = add i32 %tl_hi3, %j381
  %395 = sext i32 %394 to i64
  %396 = add nsw i64 %393, %395
  %397 = getelementptr inbounds i16, ptr %B_s, i64 %396
  store i16 0, ptr %397, align 2
  %398 = add nsw i32 %j381, 1
  br label %for.cond78, !llvm.loop !46

for.end80:                                        ; preds = %for.cond78
  %399 = add nsw i32 %i63, 1
  br label %for.cond60, !llvm.loop !47

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
  br label %for.cond85, !llvm.loop !48

for.cond91:                                       ; preds = %for.body92, %if.then88
  %tl_c1 = phi i32 [ 0, %if.then88 ], [ %429, %for.body92 ]
  %406 = icmp slt i32 %tl_c1, 256
  br i1 %406, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %407 = sext i32 %i1 to i64
  %408 = mul nsw i64 %407, 256
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
  br label %for.cond91, !llvm.loop !49

for.end93:                                        ; preds = %for.cond91
  %430 = mul i32 %by, 128
  %431 = add i32 %430, %i1
  %432 = sext i32 %431 to i64
  %433 = sext i32 %N to i64
  %434 = mul nsw i64 %432, %433
  %435 = mul i32 %bx, 256
  %436 = add i32 %435, 0
  %437 = sext i32 %436 to i64
  %438 = add nsw i64 %434, %437
  %439 = getelementptr inbounds i16, ptr %C, i64 %438
  %440 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %439, ptr %440, i64 512)
  br label %if.end90

for.cond94:                                       ; preds = %for.body95, %if.else89
  %j1 = phi i32 [ 0, %if.else89 ], [ %472, %for.body95 ]
  %441 = icmp slt i32 %j1, 256
  br i1 %441, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %442 = sext i32 %i1 to i64
  %443 = mul nsw i64 %442, 256
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
  %464 = mul i32 %bx, 256
  %465 = add i32 %464, %j1
  %466 = sext i32 %465 to i64
  %467 = add nsw i64 %463, %466
  %468 = getelementptr inbounds i16, ptr %C, i64 %467
  %469 = bitcast float %458 to i32
  %470 = lshr i32 %469, 16
  %471 = trunc i32 %470 to i16
  store i16 %471, ptr %468, align 2
  %472 = add nsw i32 %j1, 1
  br label %for.cond94, !llvm.loop !50

for.end96:                                        ; preds = %for.cond94
  br label %if.end90

for.cond97:                                       ; preds = %if.end103, %if.else83
  %i1100 = phi i32 [ 0, %if.else83 ], [ %539, %if.end103 ]
  %473 = icmp slt i32 %i1100, 128
  br i1 %473, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %474 = mul i32 %bx, 256
  %475 = sext i32 %474 to i64
  %476 = sub i64 0, %475
  %477 = icmp slt i64 %476, 0
  %478 = mul i32 %bx, 256
  %479 = sext i32 %478 to i64
  %480 = sub i64 0, %479
  %481 = icmp sgt i64 %480, 256
  %482 = mul i32 %bx, 256
  %483 = sext i32 %482 to i64
  %484 = sub i64 0, %483
  %485 = select i1 %481, i64 256, i64 %484
  %486 = select i1 %477, i64 0, i64 %485
  %tl_lo4 = trunc i64 %486 to i32
  %487 = sext i32 %N to i64
  %488 = mul i32 %bx, 256
  %489 = sext i32 %488 to i64
  %490 = sub i64 %487, %489
  %491 = icmp slt i64 %490, 0
  %492 = sext i32 %N to i64
  %493 = mul i32 %bx, 256
  %494 = sext i32 %493 to i64
  %495 = sub i64 %492, %494
  %496 = icmp sgt i64 %495, 256
  %497 = sext i32 %N to i64
  %498 = mul i32 %bx, 256
  %499 = sext i32 %498 to i64
  %500 = sub i64 %497, %499
  %501 = select i1 %496, i64 256, i64 %500
  %502 = select i1 %491, i64 0, i64 %501
  %503 = sext i32 %tl_lo4 to i64
  %504 = icmp slt i64 %502, %503
  %505 = sext i32 %tl_lo4 to i64
  %506 = sext i32 %N to i64
  %507 = mul i32 %bx, 256
  %508 = sext i32 %507 to i64
  %509 = sub i64 %506, %508
  %510 = icmp slt i64 %509, 0
  %511 = sext i32 %N to i64
  %512 = mul i32 %bx, 256
  %513 = sext i32 %512 to i64
  %514 = sub i64 %511, %513
  %515 = icmp sgt i64 %514, 256
  %516 = sext i32 %N to i64
  %517 = mul i32 %bx, 256
  %518 = sext i32 %517 to i64
  %519 = sub i64 %516, %518
  %520 = select i1 %515, i64 256, i64 %519
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
  br label %for.cond97, !llvm.loop !51

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
  %559 = mul nsw i64 %558, 256
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
  br label %for.cond110, !llvm.loop !52

for.end112:                                       ; preds = %for.cond110
  %583 = sext i32 %tl_sm7 to i64
  %584 = mul i32 %by, 128
  %585 = add i32 %584, %i1100
  %586 = sext i32 %585 to i64
  %587 = sext i32 %N to i64
  %588 = mul nsw i64 %586, %587
  %589 = mul i32 %bx, 256
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
  br label %for.cond107, !llvm.loop !53

for.cond113:                                      ; preds = %for.body114, %if.else105
  %j11 = phi i32 [ 0, %if.else105 ], [ %632, %for.body114 ]
  %599 = icmp slt i32 %j11, %552
  br i1 %599, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %600 = sext i32 %i1100 to i64
  %601 = mul nsw i64 %600, 256
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
  %623 = mul i32 %bx, 256
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
  br label %for.cond113, !llvm.loop !54

for.end115:                                       ; preds = %for.cond113
  br label %if.end106
}

declare void @tilec_rt_gemm_bf16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @matmul_bf16_large_task(ptr %ctx, i64 %block) #2 {
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
define i32 @tilec_launch_matmul_bf16_large(ptr %args, ptr %dims, ptr %self) #2 {
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
