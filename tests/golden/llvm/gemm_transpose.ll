; ModuleID = 'gemm_transpose.tile'
source_filename = "gemm_transpose.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_matmul_nt = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_tn = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_tt = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @matmul_nt_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [2048 x float], align 64
  %B_s = alloca [2048 x float], align 64
  %C_f = alloca [4096 x float], align 64
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
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %if.end45, %for.end
  %k = phi i32 [ 0, %for.end ], [ %230, %if.end45 ]
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
  %68 = mul i32 %bx, 64
  %69 = icmp sle i32 0, %68
  %70 = mul i32 %bx, 64
  %71 = sext i32 %70 to i64
  %72 = add i64 %71, 64
  %73 = sext i32 %N to i64
  %74 = icmp sle i64 %72, %73
  %75 = and i1 %69, %74
  %76 = mul i32 %k, 32
  %77 = icmp sle i32 0, %76
  %78 = mul i32 %k, 32
  %79 = sext i32 %78 to i64
  %80 = add i64 %79, 32
  %81 = sext i32 %K to i64
  %82 = icmp sle i64 %80, %81
  %83 = and i1 %77, %82
  %84 = and i1 %75, %83
  br i1 %84, label %if.then43, label %if.else44

for.cond7:                                        ; preds = %for.end19, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %120, %for.end19 ]
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
  %95 = mul i32 %94, 32
  %96 = mul i32 %pf, 16
  %97 = add i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = add i64 %93, %98
  %100 = getelementptr float, ptr %A, i64 %99
  call void @llvm.prefetch.p0(ptr %100, i32 0, i32 3, i32 1)
  %101 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !5

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %for.body18, %if.end13
  %j20 = phi i32 [ 0, %if.end13 ], [ %119, %for.body18 ]
  %102 = icmp slt i32 %j20, 32
  br i1 %102, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %103 = mul i32 %by, 64
  %104 = add i32 %103, %i10
  %105 = sext i32 %104 to i64
  %106 = sext i32 %K to i64
  %107 = mul nsw i64 %105, %106
  %108 = mul i32 %k, 32
  %109 = add i32 %108, %j20
  %110 = sext i32 %109 to i64
  %111 = add nsw i64 %107, %110
  %112 = getelementptr inbounds float, ptr %A, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = sext i32 %i10 to i64
  %115 = mul nsw i64 %114, 32
  %116 = sext i32 %j20 to i64
  %117 = add nsw i64 %115, %116
  %118 = getelementptr inbounds float, ptr %A_s, i64 %117
  store float %113, ptr %118, align 4
  %119 = add nsw i32 %j20, 1
  br label %for.cond17, !llvm.loop !6

for.end19:                                        ; preds = %for.cond17
  %120 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !7

for.cond21:                                       ; preds = %for.end41, %if.else
  %i24 = phi i32 [ 0, %if.else ], [ %229, %for.end41 ]
  %121 = icmp slt i32 %i24, 64
  br i1 %121, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %122 = mul i32 %k, 32
  %123 = sext i32 %122 to i64
  %124 = sub i64 0, %123
  %125 = icmp slt i64 %124, 0
  %126 = mul i32 %k, 32
  %127 = sext i32 %126 to i64
  %128 = sub i64 0, %127
  %129 = icmp sgt i64 %128, 32
  %130 = mul i32 %k, 32
  %131 = sext i32 %130 to i64
  %132 = sub i64 0, %131
  %133 = select i1 %129, i64 32, i64 %132
  %134 = select i1 %125, i64 0, i64 %133
  %tl_lo0 = trunc i64 %134 to i32
  %135 = sext i32 %K to i64
  %136 = mul i32 %k, 32
  %137 = sext i32 %136 to i64
  %138 = sub i64 %135, %137
  %139 = icmp slt i64 %138, 0
  %140 = sext i32 %K to i64
  %141 = mul i32 %k, 32
  %142 = sext i32 %141 to i64
  %143 = sub i64 %140, %142
  %144 = icmp sgt i64 %143, 32
  %145 = sext i32 %K to i64
  %146 = mul i32 %k, 32
  %147 = sext i32 %146 to i64
  %148 = sub i64 %145, %147
  %149 = select i1 %144, i64 32, i64 %148
  %150 = select i1 %139, i64 0, i64 %149
  %151 = sext i32 %tl_lo0 to i64
  %152 = icmp slt i64 %150, %151
  %153 = sext i32 %tl_lo0 to i64
  %154 = sext i32 %K to i64
  %155 = mul i32 %k, 32
  %156 = sext i32 %155 to i64
  %157 = sub i64 %154, %156
  %158 = icmp slt i64 %157, 0
  %159 = sext i32 %K to i64
  %160 = mul i32 %k, 32
  %161 = sext i32 %160 to i64
  %162 = sub i64 %159, %161
  %163 = icmp sgt i64 %162, 32
  %164 = sext i32 %K to i64
  %165 = mul i32 %k, 32
  %166 = sext i32 %165 to i64
  %167 = sub i64 %164, %166
  %168 = select i1 %163, i64 32, i64 %167
  %169 = select i1 %158, i64 0, i64 %168
  %170 = select i1 %152, i64 %153, i64 %169
  %tl_hi1 = trunc i64 %170 to i32
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %if.end

for.cond25:                                       ; preds = %for.body26, %for.body22
  %j28 = phi i32 [ 0, %for.body22 ], [ %177, %for.body26 ]
  %171 = icmp slt i32 %j28, %tl_lo0
  br i1 %171, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %172 = sext i32 %i24 to i64
  %173 = mul nsw i64 %172, 32
  %174 = sext i32 %j28 to i64
  %175 = add nsw i64 %173, %174
  %176 = getelementptr inbounds float, ptr %A_s, i64 %175
  store float 0.000000e+00, ptr %176, align 4
  %177 = add nsw i32 %j28, 1
  br label %for.cond25, !llvm.loop !8

for.end27:                                        ; preds = %for.cond25
  %178 = mul i32 %by, 64
  %179 = sext i32 %178 to i64
  %180 = sext i32 %i24 to i64
  %181 = add i64 %179, %180
  %182 = icmp sle i64 0, %181
  %183 = mul i32 %by, 64
  %184 = sext i32 %183 to i64
  %185 = sext i32 %i24 to i64
  %186 = add i64 %184, %185
  %187 = sext i32 %M to i64
  %188 = icmp slt i64 %186, %187
  %189 = and i1 %182, %188
  br i1 %189, label %if.then29, label %if.else30

if.then29:                                        ; preds = %for.end27
  %190 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond32

if.else30:                                        ; preds = %for.end27
  %191 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond35

if.end31:                                         ; preds = %for.end37, %for.end34
  %192 = sub i32 32, %tl_hi1
  br label %for.cond39

for.cond32:                                       ; preds = %for.body33, %if.then29
  %j2 = phi i32 [ 0, %if.then29 ], [ %212, %for.body33 ]
  %193 = icmp slt i32 %j2, %190
  br i1 %193, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %194 = mul i32 %by, 64
  %195 = add i32 %194, %i24
  %196 = sext i32 %195 to i64
  %197 = sext i32 %K to i64
  %198 = mul nsw i64 %196, %197
  %199 = mul i32 %k, 32
  %200 = add i32 %tl_lo0, %j2
  %201 = add i32 %199, %200
  %202 = sext i32 %201 to i64
  %203 = add nsw i64 %198, %202
  %204 = getelementptr inbounds float, ptr %A, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = sext i32 %i24 to i64
  %207 = mul nsw i64 %206, 32
  %208 = add i32 %tl_lo0, %j2
  %209 = sext i32 %208 to i64
  %210 = add nsw i64 %207, %209
  %211 = getelementptr inbounds float, ptr %A_s, i64 %210
  store float %205, ptr %211, align 4
  %212 = add nsw i32 %j2, 1
  br label %for.cond32, !llvm.loop !9

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond35:                                       ; preds = %for.body36, %if.else30
  %j238 = phi i32 [ 0, %if.else30 ], [ %220, %for.body36 ]
  %213 = icmp slt i32 %j238, %191
  br i1 %213, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %214 = sext i32 %i24 to i64
  %215 = mul nsw i64 %214, 32
  %216 = add i32 %tl_lo0, %j238
  %217 = sext i32 %216 to i64
  %218 = add nsw i64 %215, %217
  %219 = getelementptr inbounds float, ptr %A_s, i64 %218
  store float 0.000000e+00, ptr %219, align 4
  %220 = add nsw i32 %j238, 1
  br label %for.cond35, !llvm.loop !10

for.end37:                                        ; preds = %for.cond35
  br label %if.end31

for.cond39:                                       ; preds = %for.body40, %if.end31
  %j242 = phi i32 [ 0, %if.end31 ], [ %228, %for.body40 ]
  %221 = icmp slt i32 %j242, %192
  br i1 %221, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %222 = sext i32 %i24 to i64
  %223 = mul nsw i64 %222, 32
  %224 = add i32 %tl_hi1, %j242
  %225 = sext i32 %224 to i64
  %226 = add nsw i64 %223, %225
  %227 = getelementptr inbounds float, ptr %A_s, i64 %226
  store float 0.000000e+00, ptr %227, align 4
  %228 = add nsw i32 %j242, 1
  br label %for.cond39, !llvm.loop !11

for.end41:                                        ; preds = %for.cond39
  %229 = add nsw i32 %i24, 1
  br label %for.cond21, !llvm.loop !12

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  call void @tilec_rt_gemm_f32(i32 64, i32 64, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 64)
  %230 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !13

for.cond46:                                       ; preds = %for.end58, %if.then43
  %i49 = phi i32 [ 0, %if.then43 ], [ %266, %for.end58 ]
  %231 = icmp slt i32 %i49, 64
  br i1 %231, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %232 = add i32 %k, 1
  %233 = icmp slt i32 %232, %24
  br i1 %233, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

if.then50:                                        ; preds = %for.body47
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %if.then50
  %pf1 = phi i32 [ 0, %if.then50 ], [ %247, %for.body54 ]
  %234 = icmp slt i32 %pf1, 2
  br i1 %234, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %235 = mul i32 %bx, 64
  %236 = add i32 %235, %i49
  %237 = sext i32 %236 to i64
  %238 = sext i32 %K to i64
  %239 = mul i64 %237, %238
  %240 = add i32 %k, 1
  %241 = mul i32 %240, 32
  %242 = mul i32 %pf1, 16
  %243 = add i32 %241, %242
  %244 = sext i32 %243 to i64
  %245 = add i64 %239, %244
  %246 = getelementptr float, ptr %B, i64 %245
  call void @llvm.prefetch.p0(ptr %246, i32 0, i32 3, i32 1)
  %247 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !14

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j59 = phi i32 [ 0, %if.end52 ], [ %265, %for.body57 ]
  %248 = icmp slt i32 %j59, 32
  br i1 %248, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %249 = mul i32 %bx, 64
  %250 = add i32 %249, %i49
  %251 = sext i32 %250 to i64
  %252 = sext i32 %K to i64
  %253 = mul nsw i64 %251, %252
  %254 = mul i32 %k, 32
  %255 = add i32 %254, %j59
  %256 = sext i32 %255 to i64
  %257 = add nsw i64 %253, %256
  %258 = getelementptr inbounds float, ptr %B, i64 %257
  %259 = load float, ptr %258, align 4
  %260 = sext i32 %i49 to i64
  %261 = mul nsw i64 %260, 32
  %262 = sext i32 %j59 to i64
  %263 = add nsw i64 %261, %262
  %264 = getelementptr inbounds float, ptr %B_s, i64 %263
  store float %259, ptr %264, align 4
  %265 = add nsw i32 %j59, 1
  br label %for.cond56, !llvm.loop !15

for.end58:                                        ; preds = %for.cond56
  %266 = add nsw i32 %i49, 1
  br label %for.cond46, !llvm.loop !16

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i63 = phi i32 [ 0, %if.else44 ], [ %375, %for.end80 ]
  %267 = icmp slt i32 %i63, 64
  br i1 %267, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %268 = mul i32 %k, 32
  %269 = sext i32 %268 to i64
  %270 = sub i64 0, %269
  %271 = icmp slt i64 %270, 0
  %272 = mul i32 %k, 32
  %273 = sext i32 %272 to i64
  %274 = sub i64 0, %273
  %275 = icmp sgt i64 %274, 32
  %276 = mul i32 %k, 32
  %277 = sext i32 %276 to i64
  %278 = sub i64 0, %277
  %279 = select i1 %275, i64 32, i64 %278
  %280 = select i1 %271, i64 0, i64 %279
  %tl_lo2 = trunc i64 %280 to i32
  %281 = sext i32 %K to i64
  %282 = mul i32 %k, 32
  %283 = sext i32 %282 to i64
  %284 = sub i64 %281, %283
  %285 = icmp slt i64 %284, 0
  %286 = sext i32 %K to i64
  %287 = mul i32 %k, 32
  %288 = sext i32 %287 to i64
  %289 = sub i64 %286, %288
  %290 = icmp sgt i64 %289, 32
  %291 = sext i32 %K to i64
  %292 = mul i32 %k, 32
  %293 = sext i32 %292 to i64
  %294 = sub i64 %291, %293
  %295 = select i1 %290, i64 32, i64 %294
  %296 = select i1 %285, i64 0, i64 %295
  %297 = sext i32 %tl_lo2 to i64
  %298 = icmp slt i64 %296, %297
  %299 = sext i32 %tl_lo2 to i64
  %300 = sext i32 %K to i64
  %301 = mul i32 %k, 32
  %302 = sext i32 %301 to i64
  %303 = sub i64 %300, %302
  %304 = icmp slt i64 %303, 0
  %305 = sext i32 %K to i64
  %306 = mul i32 %k, 32
  %307 = sext i32 %306 to i64
  %308 = sub i64 %305, %307
  %309 = icmp sgt i64 %308, 32
  %310 = sext i32 %K to i64
  %311 = mul i32 %k, 32
  %312 = sext i32 %311 to i64
  %313 = sub i64 %310, %312
  %314 = select i1 %309, i64 32, i64 %313
  %315 = select i1 %304, i64 0, i64 %314
  %316 = select i1 %298, i64 %299, i64 %315
  %tl_hi3 = trunc i64 %316 to i32
  br label %for.cond64

for.end62:                                        ; preds = %for.cond60
  br label %if.end45

for.cond64:                                       ; preds = %for.body65, %for.body61
  %j67 = phi i32 [ 0, %for.body61 ], [ %323, %for.body65 ]
  %317 = icmp slt i32 %j67, %tl_lo2
  br i1 %317, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %318 = sext i32 %i63 to i64
  %319 = mul nsw i64 %318, 32
  %320 = sext i32 %j67 to i64
  %321 = add nsw i64 %319, %320
  %322 = getelementptr inbounds float, ptr %B_s, i64 %321
  store float 0.000000e+00, ptr %322, align 4
  %323 = add nsw i32 %j67, 1
  br label %for.cond64, !llvm.loop !17

for.end66:                                        ; preds = %for.cond64
  %324 = mul i32 %bx, 64
  %325 = sext i32 %324 to i64
  %326 = sext i32 %i63 to i64
  %327 = add i64 %325, %326
  %328 = icmp sle i64 0, %327
  %329 = mul i32 %bx, 64
  %330 = sext i32 %329 to i64
  %331 = sext i32 %i63 to i64
  %332 = add i64 %330, %331
  %333 = sext i32 %N to i64
  %334 = icmp slt i64 %332, %333
  %335 = and i1 %328, %334
  br i1 %335, label %if.then68, label %if.else69

if.then68:                                        ; preds = %for.end66
  %336 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.end66
  %337 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %338 = sub i32 32, %tl_hi3
  br label %for.cond78

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j3 = phi i32 [ 0, %if.then68 ], [ %358, %for.body72 ]
  %339 = icmp slt i32 %j3, %336
  br i1 %339, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %340 = mul i32 %bx, 64
  %341 = add i32 %340, %i63
  %342 = sext i32 %341 to i64
  %343 = sext i32 %K to i64
  %344 = mul nsw i64 %342, %343
  %345 = mul i32 %k, 32
  %346 = add i32 %tl_lo2, %j3
  %347 = add i32 %345, %346
  %348 = sext i32 %347 to i64
  %349 = add nsw i64 %344, %348
  %350 = getelementptr inbounds float, ptr %B, i64 %349
  %351 = load float, ptr %350, align 4
  %352 = sext i32 %i63 to i64
  %353 = mul nsw i64 %352, 32
  %354 = add i32 %tl_lo2, %j3
  %355 = sext i32 %354 to i64
  %356 = add nsw i64 %353, %355
  %357 = getelementptr inbounds float, ptr %B_s, i64 %356
  store float %351, ptr %357, align 4
  %358 = add nsw i32 %j3, 1
  br label %for.cond71, !llvm.loop !18

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j377 = phi i32 [ 0, %if.else69 ], [ %366, %for.body75 ]
  %359 = icmp slt i32 %j377, %337
  br i1 %359, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %360 = sext i32 %i63 to i64
  %361 = mul nsw i64 %360, 32
  %362 = add i32 %tl_lo2, %j377
  %363 = sext i32 %362 to i64
  %364 = add nsw i64 %361, %363
  %365 = getelementptr inbounds float, ptr %B_s, i64 %364
  store float 0.000000e+00, ptr %365, align 4
  %366 = add nsw i32 %j377, 1
  br label %for.cond74, !llvm.loop !19

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j381 = phi i32 [ 0, %if.end70 ], [ %374, %for.body79 ]
  %367 = icmp slt i32 %j381, %338
  br i1 %367, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %368 = sext i32 %i63 to i64
  %369 = mul nsw i64 %368, 32
  %370 = add i32 %tl_hi3, %j381
  %371 = sext i32 %370 to i64
  %372 = add nsw i64 %369, %371
  %373 = getelementptr inbounds float, ptr %B_s, i64 %372
  store float 0.000000e+00, ptr %373, align 4
  %374 = add nsw i32 %j381, 1
  br label %for.cond78, !llvm.loop !20

for.end80:                                        ; preds = %for.cond78
  %375 = add nsw i32 %i63, 1
  br label %for.cond60, !llvm.loop !21

if.then82:                                        ; preds = %for.end6
  br label %for.cond85

if.else83:                                        ; preds = %for.end6
  br label %for.cond94

if.end84:                                         ; preds = %for.end96, %for.end87
  ret void

for.cond85:                                       ; preds = %if.end90, %if.then82
  %i1 = phi i32 [ 0, %if.then82 ], [ %395, %if.end90 ]
  %376 = icmp slt i32 %i1, 64
  br i1 %376, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %377 = sext i32 %M to i64
  %378 = sext i32 %N to i64
  %379 = mul i64 %377, %378
  %380 = icmp sge i64 %379, 8388608
  br i1 %380, label %if.then88, label %if.else89

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

if.then88:                                        ; preds = %for.body86
  %381 = mul i32 %by, 64
  %382 = add i32 %381, %i1
  %383 = sext i32 %382 to i64
  %384 = sext i32 %N to i64
  %385 = mul nsw i64 %383, %384
  %386 = mul i32 %bx, 64
  %387 = add i32 %386, 0
  %388 = sext i32 %387 to i64
  %389 = add nsw i64 %385, %388
  %390 = getelementptr inbounds float, ptr %C, i64 %389
  %391 = sext i32 %i1 to i64
  %392 = mul nsw i64 %391, 64
  %393 = add nsw i64 %392, 0
  %394 = getelementptr inbounds float, ptr %C_f, i64 %393
  call void @tilec_rt_stream(ptr %390, ptr %394, i64 256)
  br label %if.end90

if.else89:                                        ; preds = %for.body86
  br label %for.cond91

if.end90:                                         ; preds = %for.end93, %if.then88
  %395 = add nsw i32 %i1, 1
  br label %for.cond85, !llvm.loop !22

for.cond91:                                       ; preds = %for.body92, %if.else89
  %j1 = phi i32 [ 0, %if.else89 ], [ %413, %for.body92 ]
  %396 = icmp slt i32 %j1, 64
  br i1 %396, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %397 = sext i32 %i1 to i64
  %398 = mul nsw i64 %397, 64
  %399 = sext i32 %j1 to i64
  %400 = add nsw i64 %398, %399
  %401 = getelementptr inbounds float, ptr %C_f, i64 %400
  %402 = load float, ptr %401, align 4
  %403 = mul i32 %by, 64
  %404 = add i32 %403, %i1
  %405 = sext i32 %404 to i64
  %406 = sext i32 %N to i64
  %407 = mul nsw i64 %405, %406
  %408 = mul i32 %bx, 64
  %409 = add i32 %408, %j1
  %410 = sext i32 %409 to i64
  %411 = add nsw i64 %407, %410
  %412 = getelementptr inbounds float, ptr %C, i64 %411
  store float %402, ptr %412, align 4
  %413 = add nsw i32 %j1, 1
  br label %for.cond91, !llvm.loop !23

for.end93:                                        ; preds = %for.cond91
  br label %if.end90

for.cond94:                                       ; preds = %if.end100, %if.else83
  %i197 = phi i32 [ 0, %if.else83 ], [ %477, %if.end100 ]
  %414 = icmp slt i32 %i197, 64
  br i1 %414, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %415 = mul i32 %bx, 64
  %416 = sext i32 %415 to i64
  %417 = sub i64 0, %416
  %418 = icmp slt i64 %417, 0
  %419 = mul i32 %bx, 64
  %420 = sext i32 %419 to i64
  %421 = sub i64 0, %420
  %422 = icmp sgt i64 %421, 64
  %423 = mul i32 %bx, 64
  %424 = sext i32 %423 to i64
  %425 = sub i64 0, %424
  %426 = select i1 %422, i64 64, i64 %425
  %427 = select i1 %418, i64 0, i64 %426
  %tl_lo4 = trunc i64 %427 to i32
  %428 = sext i32 %N to i64
  %429 = mul i32 %bx, 64
  %430 = sext i32 %429 to i64
  %431 = sub i64 %428, %430
  %432 = icmp slt i64 %431, 0
  %433 = sext i32 %N to i64
  %434 = mul i32 %bx, 64
  %435 = sext i32 %434 to i64
  %436 = sub i64 %433, %435
  %437 = icmp sgt i64 %436, 64
  %438 = sext i32 %N to i64
  %439 = mul i32 %bx, 64
  %440 = sext i32 %439 to i64
  %441 = sub i64 %438, %440
  %442 = select i1 %437, i64 64, i64 %441
  %443 = select i1 %432, i64 0, i64 %442
  %444 = sext i32 %tl_lo4 to i64
  %445 = icmp slt i64 %443, %444
  %446 = sext i32 %tl_lo4 to i64
  %447 = sext i32 %N to i64
  %448 = mul i32 %bx, 64
  %449 = sext i32 %448 to i64
  %450 = sub i64 %447, %449
  %451 = icmp slt i64 %450, 0
  %452 = sext i32 %N to i64
  %453 = mul i32 %bx, 64
  %454 = sext i32 %453 to i64
  %455 = sub i64 %452, %454
  %456 = icmp sgt i64 %455, 64
  %457 = sext i32 %N to i64
  %458 = mul i32 %bx, 64
  %459 = sext i32 %458 to i64
  %460 = sub i64 %457, %459
  %461 = select i1 %456, i64 64, i64 %460
  %462 = select i1 %451, i64 0, i64 %461
  %463 = select i1 %445, i64 %446, i64 %462
  %tl_hi5 = trunc i64 %463 to i32
  %464 = mul i32 %by, 64
  %465 = sext i32 %464 to i64
  %466 = sext i32 %i197 to i64
  %467 = add i64 %465, %466
  %468 = icmp sle i64 0, %467
  %469 = mul i32 %by, 64
  %470 = sext i32 %469 to i64
  %471 = sext i32 %i197 to i64
  %472 = add i64 %470, %471
  %473 = sext i32 %M to i64
  %474 = icmp slt i64 %472, %473
  %475 = and i1 %468, %474
  br i1 %475, label %if.then98, label %if.else99

for.end96:                                        ; preds = %for.cond94
  br label %if.end84

if.then98:                                        ; preds = %for.body95
  %476 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond101

if.else99:                                        ; preds = %for.body95
  br label %if.end100

if.end100:                                        ; preds = %if.else99, %for.end103
  %477 = add nsw i32 %i197, 1
  br label %for.cond94, !llvm.loop !24

for.cond101:                                      ; preds = %for.body102, %if.then98
  %j11 = phi i32 [ 0, %if.then98 ], [ %497, %for.body102 ]
  %478 = icmp slt i32 %j11, %476
  br i1 %478, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %479 = sext i32 %i197 to i64
  %480 = mul nsw i64 %479, 64
  %481 = add i32 %tl_lo4, %j11
  %482 = sext i32 %481 to i64
  %483 = add nsw i64 %480, %482
  %484 = getelementptr inbounds float, ptr %C_f, i64 %483
  %485 = load float, ptr %484, align 4
  %486 = mul i32 %by, 64
  %487 = add i32 %486, %i197
  %488 = sext i32 %487 to i64
  %489 = sext i32 %N to i64
  %490 = mul nsw i64 %488, %489
  %491 = mul i32 %bx, 64
  %492 = add i32 %tl_lo4, %j11
  %493 = add i32 %491, %492
  %494 = sext i32 %493 to i64
  %495 = add nsw i64 %490, %494
  %496 = getelementptr inbounds float, ptr %C, i64 %495
  store float %485, ptr %496, align 4
  %497 = add nsw i32 %j11, 1
  br label %for.cond101, !llvm.loop !25

for.end103:                                       ; preds = %for.cond101
  br label %if.end100
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #1

declare void @tilec_rt_gemm_f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @matmul_nt_task(ptr %ctx, i64 %block) #2 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_nt, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_nt, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_nt, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_nt, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_nt, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_nt, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_nt, ptr %ctx, i32 0, i32 6
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
  call void @matmul_nt_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_nt(ptr %args, ptr %dims, ptr %self) #2 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_nt, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_nt, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_nt, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_nt, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_nt, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_nt, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_nt, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_nt, ptr %a, i32 0, i32 6
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_nt_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: noinline nounwind
define internal void @matmul_tn_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %K, i32 %M, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [2048 x float], align 64
  %B_s = alloca [2048 x float], align 64
  %C_f = alloca [4096 x float], align 64
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
  br label %for.cond1, !llvm.loop !26

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !27

for.cond4:                                        ; preds = %if.end45, %for.end
  %k = phi i32 [ 0, %for.end ], [ %230, %if.end45 ]
  %33 = icmp slt i32 %k, %12
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = mul i32 %k, 32
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %k, 32
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 32
  %39 = sext i32 %K to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  %42 = mul i32 %by, 64
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %by, 64
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 64
  %47 = sext i32 %M to i64
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
  %68 = mul i32 %k, 32
  %69 = icmp sle i32 0, %68
  %70 = mul i32 %k, 32
  %71 = sext i32 %70 to i64
  %72 = add i64 %71, 32
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
  %i10 = phi i32 [ 0, %if.then ], [ %120, %for.end19 ]
  %85 = icmp slt i32 %i10, 32
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
  %88 = icmp slt i32 %pf, 4
  br i1 %88, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %89 = add i32 %k, 1
  %90 = mul i32 %89, 32
  %91 = add i32 %90, %i10
  %92 = sext i32 %91 to i64
  %93 = sext i32 %M to i64
  %94 = mul i64 %92, %93
  %95 = mul i32 %by, 64
  %96 = mul i32 %pf, 16
  %97 = add i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = add i64 %94, %98
  %100 = getelementptr float, ptr %A, i64 %99
  call void @llvm.prefetch.p0(ptr %100, i32 0, i32 3, i32 1)
  %101 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !28

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %for.body18, %if.end13
  %j20 = phi i32 [ 0, %if.end13 ], [ %119, %for.body18 ]
  %102 = icmp slt i32 %j20, 64
  br i1 %102, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %103 = mul i32 %k, 32
  %104 = add i32 %103, %i10
  %105 = sext i32 %104 to i64
  %106 = sext i32 %M to i64
  %107 = mul nsw i64 %105, %106
  %108 = mul i32 %by, 64
  %109 = add i32 %108, %j20
  %110 = sext i32 %109 to i64
  %111 = add nsw i64 %107, %110
  %112 = getelementptr inbounds float, ptr %A, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = sext i32 %i10 to i64
  %115 = mul nsw i64 %114, 64
  %116 = sext i32 %j20 to i64
  %117 = add nsw i64 %115, %116
  %118 = getelementptr inbounds float, ptr %A_s, i64 %117
  store float %113, ptr %118, align 4
  %119 = add nsw i32 %j20, 1
  br label %for.cond17, !llvm.loop !29

for.end19:                                        ; preds = %for.cond17
  %120 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !30

for.cond21:                                       ; preds = %for.end41, %if.else
  %i24 = phi i32 [ 0, %if.else ], [ %229, %for.end41 ]
  %121 = icmp slt i32 %i24, 32
  br i1 %121, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %122 = mul i32 %by, 64
  %123 = sext i32 %122 to i64
  %124 = sub i64 0, %123
  %125 = icmp slt i64 %124, 0
  %126 = mul i32 %by, 64
  %127 = sext i32 %126 to i64
  %128 = sub i64 0, %127
  %129 = icmp sgt i64 %128, 64
  %130 = mul i32 %by, 64
  %131 = sext i32 %130 to i64
  %132 = sub i64 0, %131
  %133 = select i1 %129, i64 64, i64 %132
  %134 = select i1 %125, i64 0, i64 %133
  %tl_lo0 = trunc i64 %134 to i32
  %135 = sext i32 %M to i64
  %136 = mul i32 %by, 64
  %137 = sext i32 %136 to i64
  %138 = sub i64 %135, %137
  %139 = icmp slt i64 %138, 0
  %140 = sext i32 %M to i64
  %141 = mul i32 %by, 64
  %142 = sext i32 %141 to i64
  %143 = sub i64 %140, %142
  %144 = icmp sgt i64 %143, 64
  %145 = sext i32 %M to i64
  %146 = mul i32 %by, 64
  %147 = sext i32 %146 to i64
  %148 = sub i64 %145, %147
  %149 = select i1 %144, i64 64, i64 %148
  %150 = select i1 %139, i64 0, i64 %149
  %151 = sext i32 %tl_lo0 to i64
  %152 = icmp slt i64 %150, %151
  %153 = sext i32 %tl_lo0 to i64
  %154 = sext i32 %M to i64
  %155 = mul i32 %by, 64
  %156 = sext i32 %155 to i64
  %157 = sub i64 %154, %156
  %158 = icmp slt i64 %157, 0
  %159 = sext i32 %M to i64
  %160 = mul i32 %by, 64
  %161 = sext i32 %160 to i64
  %162 = sub i64 %159, %161
  %163 = icmp sgt i64 %162, 64
  %164 = sext i32 %M to i64
  %165 = mul i32 %by, 64
  %166 = sext i32 %165 to i64
  %167 = sub i64 %164, %166
  %168 = select i1 %163, i64 64, i64 %167
  %169 = select i1 %158, i64 0, i64 %168
  %170 = select i1 %152, i64 %153, i64 %169
  %tl_hi1 = trunc i64 %170 to i32
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %if.end

for.cond25:                                       ; preds = %for.body26, %for.body22
  %j28 = phi i32 [ 0, %for.body22 ], [ %177, %for.body26 ]
  %171 = icmp slt i32 %j28, %tl_lo0
  br i1 %171, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %172 = sext i32 %i24 to i64
  %173 = mul nsw i64 %172, 64
  %174 = sext i32 %j28 to i64
  %175 = add nsw i64 %173, %174
  %176 = getelementptr inbounds float, ptr %A_s, i64 %175
  store float 0.000000e+00, ptr %176, align 4
  %177 = add nsw i32 %j28, 1
  br label %for.cond25, !llvm.loop !31

for.end27:                                        ; preds = %for.cond25
  %178 = mul i32 %k, 32
  %179 = sext i32 %178 to i64
  %180 = sext i32 %i24 to i64
  %181 = add i64 %179, %180
  %182 = icmp sle i64 0, %181
  %183 = mul i32 %k, 32
  %184 = sext i32 %183 to i64
  %185 = sext i32 %i24 to i64
  %186 = add i64 %184, %185
  %187 = sext i32 %K to i64
  %188 = icmp slt i64 %186, %187
  %189 = and i1 %182, %188
  br i1 %189, label %if.then29, label %if.else30

if.then29:                                        ; preds = %for.end27
  %190 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond32

if.else30:                                        ; preds = %for.end27
  %191 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond35

if.end31:                                         ; preds = %for.end37, %for.end34
  %192 = sub i32 64, %tl_hi1
  br label %for.cond39

for.cond32:                                       ; preds = %for.body33, %if.then29
  %j2 = phi i32 [ 0, %if.then29 ], [ %212, %for.body33 ]
  %193 = icmp slt i32 %j2, %190
  br i1 %193, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %194 = mul i32 %k, 32
  %195 = add i32 %194, %i24
  %196 = sext i32 %195 to i64
  %197 = sext i32 %M to i64
  %198 = mul nsw i64 %196, %197
  %199 = mul i32 %by, 64
  %200 = add i32 %tl_lo0, %j2
  %201 = add i32 %199, %200
  %202 = sext i32 %201 to i64
  %203 = add nsw i64 %198, %202
  %204 = getelementptr inbounds float, ptr %A, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = sext i32 %i24 to i64
  %207 = mul nsw i64 %206, 64
  %208 = add i32 %tl_lo0, %j2
  %209 = sext i32 %208 to i64
  %210 = add nsw i64 %207, %209
  %211 = getelementptr inbounds float, ptr %A_s, i64 %210
  store float %205, ptr %211, align 4
  %212 = add nsw i32 %j2, 1
  br label %for.cond32, !llvm.loop !32

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond35:                                       ; preds = %for.body36, %if.else30
  %j238 = phi i32 [ 0, %if.else30 ], [ %220, %for.body36 ]
  %213 = icmp slt i32 %j238, %191
  br i1 %213, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %214 = sext i32 %i24 to i64
  %215 = mul nsw i64 %214, 64
  %216 = add i32 %tl_lo0, %j238
  %217 = sext i32 %216 to i64
  %218 = add nsw i64 %215, %217
  %219 = getelementptr inbounds float, ptr %A_s, i64 %218
  store float 0.000000e+00, ptr %219, align 4
  %220 = add nsw i32 %j238, 1
  br label %for.cond35, !llvm.loop !33

for.end37:                                        ; preds = %for.cond35
  br label %if.end31

for.cond39:                                       ; preds = %for.body40, %if.end31
  %j242 = phi i32 [ 0, %if.end31 ], [ %228, %for.body40 ]
  %221 = icmp slt i32 %j242, %192
  br i1 %221, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %222 = sext i32 %i24 to i64
  %223 = mul nsw i64 %222, 64
  %224 = add i32 %tl_hi1, %j242
  %225 = sext i32 %224 to i64
  %226 = add nsw i64 %223, %225
  %227 = getelementptr inbounds float, ptr %A_s, i64 %226
  store float 0.000000e+00, ptr %227, align 4
  %228 = add nsw i32 %j242, 1
  br label %for.cond39, !llvm.loop !34

for.end41:                                        ; preds = %for.cond39
  %229 = add nsw i32 %i24, 1
  br label %for.cond21, !llvm.loop !35

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  call void @tilec_rt_gemm_f32(i32 64, i32 64, i32 32, ptr %A_s, i32 64, i32 1, ptr %B_s, i32 64, i32 0, ptr %C_f, i32 64)
  %230 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !36

for.cond46:                                       ; preds = %for.end58, %if.then43
  %i49 = phi i32 [ 0, %if.then43 ], [ %266, %for.end58 ]
  %231 = icmp slt i32 %i49, 32
  br i1 %231, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %232 = add i32 %k, 1
  %233 = icmp slt i32 %232, %24
  br i1 %233, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

if.then50:                                        ; preds = %for.body47
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %if.then50
  %pf1 = phi i32 [ 0, %if.then50 ], [ %247, %for.body54 ]
  %234 = icmp slt i32 %pf1, 4
  br i1 %234, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %235 = add i32 %k, 1
  %236 = mul i32 %235, 32
  %237 = add i32 %236, %i49
  %238 = sext i32 %237 to i64
  %239 = sext i32 %N to i64
  %240 = mul i64 %238, %239
  %241 = mul i32 %bx, 64
  %242 = mul i32 %pf1, 16
  %243 = add i32 %241, %242
  %244 = sext i32 %243 to i64
  %245 = add i64 %240, %244
  %246 = getelementptr float, ptr %B, i64 %245
  call void @llvm.prefetch.p0(ptr %246, i32 0, i32 3, i32 1)
  %247 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !37

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j59 = phi i32 [ 0, %if.end52 ], [ %265, %for.body57 ]
  %248 = icmp slt i32 %j59, 64
  br i1 %248, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %249 = mul i32 %k, 32
  %250 = add i32 %249, %i49
  %251 = sext i32 %250 to i64
  %252 = sext i32 %N to i64
  %253 = mul nsw i64 %251, %252
  %254 = mul i32 %bx, 64
  %255 = add i32 %254, %j59
  %256 = sext i32 %255 to i64
  %257 = add nsw i64 %253, %256
  %258 = getelementptr inbounds float, ptr %B, i64 %257
  %259 = load float, ptr %258, align 4
  %260 = sext i32 %i49 to i64
  %261 = mul nsw i64 %260, 64
  %262 = sext i32 %j59 to i64
  %263 = add nsw i64 %261, %262
  %264 = getelementptr inbounds float, ptr %B_s, i64 %263
  store float %259, ptr %264, align 4
  %265 = add nsw i32 %j59, 1
  br label %for.cond56, !llvm.loop !38

for.end58:                                        ; preds = %for.cond56
  %266 = add nsw i32 %i49, 1
  br label %for.cond46, !llvm.loop !39

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i63 = phi i32 [ 0, %if.else44 ], [ %375, %for.end80 ]
  %267 = icmp slt i32 %i63, 32
  br i1 %267, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %268 = mul i32 %bx, 64
  %269 = sext i32 %268 to i64
  %270 = sub i64 0, %269
  %271 = icmp slt i64 %270, 0
  %272 = mul i32 %bx, 64
  %273 = sext i32 %272 to i64
  %274 = sub i64 0, %273
  %275 = icmp sgt i64 %274, 64
  %276 = mul i32 %bx, 64
  %277 = sext i32 %276 to i64
  %278 = sub i64 0, %277
  %279 = select i1 %275, i64 64, i64 %278
  %280 = select i1 %271, i64 0, i64 %279
  %tl_lo2 = trunc i64 %280 to i32
  %281 = sext i32 %N to i64
  %282 = mul i32 %bx, 64
  %283 = sext i32 %282 to i64
  %284 = sub i64 %281, %283
  %285 = icmp slt i64 %284, 0
  %286 = sext i32 %N to i64
  %287 = mul i32 %bx, 64
  %288 = sext i32 %287 to i64
  %289 = sub i64 %286, %288
  %290 = icmp sgt i64 %289, 64
  %291 = sext i32 %N to i64
  %292 = mul i32 %bx, 64
  %293 = sext i32 %292 to i64
  %294 = sub i64 %291, %293
  %295 = select i1 %290, i64 64, i64 %294
  %296 = select i1 %285, i64 0, i64 %295
  %297 = sext i32 %tl_lo2 to i64
  %298 = icmp slt i64 %296, %297
  %299 = sext i32 %tl_lo2 to i64
  %300 = sext i32 %N to i64
  %301 = mul i32 %bx, 64
  %302 = sext i32 %301 to i64
  %303 = sub i64 %300, %302
  %304 = icmp slt i64 %303, 0
  %305 = sext i32 %N to i64
  %306 = mul i32 %bx, 64
  %307 = sext i32 %306 to i64
  %308 = sub i64 %305, %307
  %309 = icmp sgt i64 %308, 64
  %310 = sext i32 %N to i64
  %311 = mul i32 %bx, 64
  %312 = sext i32 %311 to i64
  %313 = sub i64 %310, %312
  %314 = select i1 %309, i64 64, i64 %313
  %315 = select i1 %304, i64 0, i64 %314
  %316 = select i1 %298, i64 %299, i64 %315
  %tl_hi3 = trunc i64 %316 to i32
  br label %for.cond64

for.end62:                                        ; preds = %for.cond60
  br label %if.end45

for.cond64:                                       ; preds = %for.body65, %for.body61
  %j67 = phi i32 [ 0, %for.body61 ], [ %323, %for.body65 ]
  %317 = icmp slt i32 %j67, %tl_lo2
  br i1 %317, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %318 = sext i32 %i63 to i64
  %319 = mul nsw i64 %318, 64
  %320 = sext i32 %j67 to i64
  %321 = add nsw i64 %319, %320
  %322 = getelementptr inbounds float, ptr %B_s, i64 %321
  store float 0.000000e+00, ptr %322, align 4
  %323 = add nsw i32 %j67, 1
  br label %for.cond64, !llvm.loop !40

for.end66:                                        ; preds = %for.cond64
  %324 = mul i32 %k, 32
  %325 = sext i32 %324 to i64
  %326 = sext i32 %i63 to i64
  %327 = add i64 %325, %326
  %328 = icmp sle i64 0, %327
  %329 = mul i32 %k, 32
  %330 = sext i32 %329 to i64
  %331 = sext i32 %i63 to i64
  %332 = add i64 %330, %331
  %333 = sext i32 %K to i64
  %334 = icmp slt i64 %332, %333
  %335 = and i1 %328, %334
  br i1 %335, label %if.then68, label %if.else69

if.then68:                                        ; preds = %for.end66
  %336 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.end66
  %337 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %338 = sub i32 64, %tl_hi3
  br label %for.cond78

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j3 = phi i32 [ 0, %if.then68 ], [ %358, %for.body72 ]
  %339 = icmp slt i32 %j3, %336
  br i1 %339, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %340 = mul i32 %k, 32
  %341 = add i32 %340, %i63
  %342 = sext i32 %341 to i64
  %343 = sext i32 %N to i64
  %344 = mul nsw i64 %342, %343
  %345 = mul i32 %bx, 64
  %346 = add i32 %tl_lo2, %j3
  %347 = add i32 %345, %346
  %348 = sext i32 %347 to i64
  %349 = add nsw i64 %344, %348
  %350 = getelementptr inbounds float, ptr %B, i64 %349
  %351 = load float, ptr %350, align 4
  %352 = sext i32 %i63 to i64
  %353 = mul nsw i64 %352, 64
  %354 = add i32 %tl_lo2, %j3
  %355 = sext i32 %354 to i64
  %356 = add nsw i64 %353, %355
  %357 = getelementptr inbounds float, ptr %B_s, i64 %356
  store float %351, ptr %357, align 4
  %358 = add nsw i32 %j3, 1
  br label %for.cond71, !llvm.loop !41

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j377 = phi i32 [ 0, %if.else69 ], [ %366, %for.body75 ]
  %359 = icmp slt i32 %j377, %337
  br i1 %359, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %360 = sext i32 %i63 to i64
  %361 = mul nsw i64 %360, 64
  %362 = add i32 %tl_lo2, %j377
  %363 = sext i32 %362 to i64
  %364 = add nsw i64 %361, %363
  %365 = getelementptr inbounds float, ptr %B_s, i64 %364
  store float 0.000000e+00, ptr %365, align 4
  %366 = add nsw i32 %j377, 1
  br label %for.cond74, !llvm.loop !42

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j381 = phi i32 [ 0, %if.end70 ], [ %374, %for.body79 ]
  %367 = icmp slt i32 %j381, %338
  br i1 %367, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %368 = sext i32 %i63 to i64
  %369 = mul nsw i64 %368, 64
  %370 = add i32 %tl_hi3, %j381
  %371 = sext i32 %370 to i64
  %372 = add nsw i64 %369, %371
  %373 = getelementptr inbounds float, ptr %B_s, i64 %372
  store float 0.000000e+00, ptr %373, align 4
  %374 = add nsw i32 %j381, 1
  br label %for.cond78, !llvm.loop !43

for.end80:                                        ; preds = %for.cond78
  %375 = add nsw i32 %i63, 1
  br label %for.cond60, !llvm.loop !44

if.then82:                                        ; preds = %for.end6
  br label %for.cond85

if.else83:                                        ; preds = %for.end6
  br label %for.cond94

if.end84:                                         ; preds = %for.end96, %for.end87
  ret void

for.cond85:                                       ; preds = %if.end90, %if.then82
  %i1 = phi i32 [ 0, %if.then82 ], [ %395, %if.end90 ]
  %376 = icmp slt i32 %i1, 64
  br i1 %376, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %377 = sext i32 %M to i64
  %378 = sext i32 %N to i64
  %379 = mul i64 %377, %378
  %380 = icmp sge i64 %379, 8388608
  br i1 %380, label %if.then88, label %if.else89

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

if.then88:                                        ; preds = %for.body86
  %381 = mul i32 %by, 64
  %382 = add i32 %381, %i1
  %383 = sext i32 %382 to i64
  %384 = sext i32 %N to i64
  %385 = mul nsw i64 %383, %384
  %386 = mul i32 %bx, 64
  %387 = add i32 %386, 0
  %388 = sext i32 %387 to i64
  %389 = add nsw i64 %385, %388
  %390 = getelementptr inbounds float, ptr %C, i64 %389
  %391 = sext i32 %i1 to i64
  %392 = mul nsw i64 %391, 64
  %393 = add nsw i64 %392, 0
  %394 = getelementptr inbounds float, ptr %C_f, i64 %393
  call void @tilec_rt_stream(ptr %390, ptr %394, i64 256)
  br label %if.end90

if.else89:                                        ; preds = %for.body86
  br label %for.cond91

if.end90:                                         ; preds = %for.end93, %if.then88
  %395 = add nsw i32 %i1, 1
  br label %for.cond85, !llvm.loop !45

for.cond91:                                       ; preds = %for.body92, %if.else89
  %j1 = phi i32 [ 0, %if.else89 ], [ %413, %for.body92 ]
  %396 = icmp slt i32 %j1, 64
  br i1 %396, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %397 = sext i32 %i1 to i64
  %398 = mul nsw i64 %397, 64
  %399 = sext i32 %j1 to i64
  %400 = add nsw i64 %398, %399
  %401 = getelementptr inbounds float, ptr %C_f, i64 %400
  %402 = load float, ptr %401, align 4
  %403 = mul i32 %by, 64
  %404 = add i32 %403, %i1
  %405 = sext i32 %404 to i64
  %406 = sext i32 %N to i64
  %407 = mul nsw i64 %405, %406
  %408 = mul i32 %bx, 64
  %409 = add i32 %408, %j1
  %410 = sext i32 %409 to i64
  %411 = add nsw i64 %407, %410
  %412 = getelementptr inbounds float, ptr %C, i64 %411
  store float %402, ptr %412, align 4
  %413 = add nsw i32 %j1, 1
  br label %for.cond91, !llvm.loop !46

for.end93:                                        ; preds = %for.cond91
  br label %if.end90

for.cond94:                                       ; preds = %if.end100, %if.else83
  %i197 = phi i32 [ 0, %if.else83 ], [ %477, %if.end100 ]
  %414 = icmp slt i32 %i197, 64
  br i1 %414, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %415 = mul i32 %bx, 64
  %416 = sext i32 %415 to i64
  %417 = sub i64 0, %416
  %418 = icmp slt i64 %417, 0
  %419 = mul i32 %bx, 64
  %420 = sext i32 %419 to i64
  %421 = sub i64 0, %420
  %422 = icmp sgt i64 %421, 64
  %423 = mul i32 %bx, 64
  %424 = sext i32 %423 to i64
  %425 = sub i64 0, %424
  %426 = select i1 %422, i64 64, i64 %425
  %427 = select i1 %418, i64 0, i64 %426
  %tl_lo4 = trunc i64 %427 to i32
  %428 = sext i32 %N to i64
  %429 = mul i32 %bx, 64
  %430 = sext i32 %429 to i64
  %431 = sub i64 %428, %430
  %432 = icmp slt i64 %431, 0
  %433 = sext i32 %N to i64
  %434 = mul i32 %bx, 64
  %435 = sext i32 %434 to i64
  %436 = sub i64 %433, %435
  %437 = icmp sgt i64 %436, 64
  %438 = sext i32 %N to i64
  %439 = mul i32 %bx, 64
  %440 = sext i32 %439 to i64
  %441 = sub i64 %438, %440
  %442 = select i1 %437, i64 64, i64 %441
  %443 = select i1 %432, i64 0, i64 %442
  %444 = sext i32 %tl_lo4 to i64
  %445 = icmp slt i64 %443, %444
  %446 = sext i32 %tl_lo4 to i64
  %447 = sext i32 %N to i64
  %448 = mul i32 %bx, 64
  %449 = sext i32 %448 to i64
  %450 = sub i64 %447, %449
  %451 = icmp slt i64 %450, 0
  %452 = sext i32 %N to i64
  %453 = mul i32 %bx, 64
  %454 = sext i32 %453 to i64
  %455 = sub i64 %452, %454
  %456 = icmp sgt i64 %455, 64
  %457 = sext i32 %N to i64
  %458 = mul i32 %bx, 64
  %459 = sext i32 %458 to i64
  %460 = sub i64 %457, %459
  %461 = select i1 %456, i64 64, i64 %460
  %462 = select i1 %451, i64 0, i64 %461
  %463 = select i1 %445, i64 %446, i64 %462
  %tl_hi5 = trunc i64 %463 to i32
  %464 = mul i32 %by, 64
  %465 = sext i32 %464 to i64
  %466 = sext i32 %i197 to i64
  %467 = add i64 %465, %466
  %468 = icmp sle i64 0, %467
  %469 = mul i32 %by, 64
  %470 = sext i32 %469 to i64
  %471 = sext i32 %i197 to i64
  %472 = add i64 %470, %471
  %473 = sext i32 %M to i64
  %474 = icmp slt i64 %472, %473
  %475 = and i1 %468, %474
  br i1 %475, label %if.then98, label %if.else99

for.end96:                                        ; preds = %for.cond94
  br label %if.end84

if.then98:                                        ; preds = %for.body95
  %476 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond101

if.else99:                                        ; preds = %for.body95
  br label %if.end100

if.end100:                                        ; preds = %if.else99, %for.end103
  %477 = add nsw i32 %i197, 1
  br label %for.cond94, !llvm.loop !47

for.cond101:                                      ; preds = %for.body102, %if.then98
  %j11 = phi i32 [ 0, %if.then98 ], [ %497, %for.body102 ]
  %478 = icmp slt i32 %j11, %476
  br i1 %478, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %479 = sext i32 %i197 to i64
  %480 = mul nsw i64 %479, 64
  %481 = add i32 %tl_lo4, %j11
  %482 = sext i32 %481 to i64
  %483 = add nsw i64 %480, %482
  %484 = getelementptr inbounds float, ptr %C_f, i64 %483
  %485 = load float, ptr %484, align 4
  %486 = mul i32 %by, 64
  %487 = add i32 %486, %i197
  %488 = sext i32 %487 to i64
  %489 = sext i32 %N to i64
  %490 = mul nsw i64 %488, %489
  %491 = mul i32 %bx, 64
  %492 = add i32 %tl_lo4, %j11
  %493 = add i32 %491, %492
  %494 = sext i32 %493 to i64
  %495 = add nsw i64 %490, %494
  %496 = getelementptr inbounds float, ptr %C, i64 %495
  store float %485, ptr %496, align 4
  %497 = add nsw i32 %j11, 1
  br label %for.cond101, !llvm.loop !48

for.end103:                                       ; preds = %for.cond101
  br label %if.end100
}

; Function Attrs: nounwind
define internal void @matmul_tn_task(ptr %ctx, i64 %block) #2 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_tn, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_tn, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_tn, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_tn, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_tn, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_tn, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_tn, ptr %ctx, i32 0, i32 6
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
  call void @matmul_tn_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_tn(ptr %args, ptr %dims, ptr %self) #2 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_tn, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_tn, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_tn, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_tn, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %K = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_tn, ptr %a, i32 0, i32 3
  store i32 %K, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %M = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_tn, ptr %a, i32 0, i32 4
  store i32 %M, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_tn, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_tn, ptr %a, i32 0, i32 6
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_tn_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: noinline nounwind
define internal void @matmul_tt_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %K, i32 %M, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [2048 x float], align 64
  %B_s = alloca [2048 x float], align 64
  %C_f = alloca [4096 x float], align 64
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
  br label %for.cond1, !llvm.loop !49

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !50

for.cond4:                                        ; preds = %if.end45, %for.end
  %k = phi i32 [ 0, %for.end ], [ %230, %if.end45 ]
  %33 = icmp slt i32 %k, %12
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = mul i32 %k, 32
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %k, 32
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 32
  %39 = sext i32 %K to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  %42 = mul i32 %by, 64
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %by, 64
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 64
  %47 = sext i32 %M to i64
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
  %68 = mul i32 %bx, 64
  %69 = icmp sle i32 0, %68
  %70 = mul i32 %bx, 64
  %71 = sext i32 %70 to i64
  %72 = add i64 %71, 64
  %73 = sext i32 %N to i64
  %74 = icmp sle i64 %72, %73
  %75 = and i1 %69, %74
  %76 = mul i32 %k, 32
  %77 = icmp sle i32 0, %76
  %78 = mul i32 %k, 32
  %79 = sext i32 %78 to i64
  %80 = add i64 %79, 32
  %81 = sext i32 %K to i64
  %82 = icmp sle i64 %80, %81
  %83 = and i1 %77, %82
  %84 = and i1 %75, %83
  br i1 %84, label %if.then43, label %if.else44

for.cond7:                                        ; preds = %for.end19, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %120, %for.end19 ]
  %85 = icmp slt i32 %i10, 32
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
  %88 = icmp slt i32 %pf, 4
  br i1 %88, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %89 = add i32 %k, 1
  %90 = mul i32 %89, 32
  %91 = add i32 %90, %i10
  %92 = sext i32 %91 to i64
  %93 = sext i32 %M to i64
  %94 = mul i64 %92, %93
  %95 = mul i32 %by, 64
  %96 = mul i32 %pf, 16
  %97 = add i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = add i64 %94, %98
  %100 = getelementptr float, ptr %A, i64 %99
  call void @llvm.prefetch.p0(ptr %100, i32 0, i32 3, i32 1)
  %101 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !51

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %for.body18, %if.end13
  %j20 = phi i32 [ 0, %if.end13 ], [ %119, %for.body18 ]
  %102 = icmp slt i32 %j20, 64
  br i1 %102, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %103 = mul i32 %k, 32
  %104 = add i32 %103, %i10
  %105 = sext i32 %104 to i64
  %106 = sext i32 %M to i64
  %107 = mul nsw i64 %105, %106
  %108 = mul i32 %by, 64
  %109 = add i32 %108, %j20
  %110 = sext i32 %109 to i64
  %111 = add nsw i64 %107, %110
  %112 = getelementptr inbounds float, ptr %A, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = sext i32 %i10 to i64
  %115 = mul nsw i64 %114, 64
  %116 = sext i32 %j20 to i64
  %117 = add nsw i64 %115, %116
  %118 = getelementptr inbounds float, ptr %A_s, i64 %117
  store float %113, ptr %118, align 4
  %119 = add nsw i32 %j20, 1
  br label %for.cond17, !llvm.loop !52

for.end19:                                        ; preds = %for.cond17
  %120 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !53

for.cond21:                                       ; preds = %for.end41, %if.else
  %i24 = phi i32 [ 0, %if.else ], [ %229, %for.end41 ]
  %121 = icmp slt i32 %i24, 32
  br i1 %121, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %122 = mul i32 %by, 64
  %123 = sext i32 %122 to i64
  %124 = sub i64 0, %123
  %125 = icmp slt i64 %124, 0
  %126 = mul i32 %by, 64
  %127 = sext i32 %126 to i64
  %128 = sub i64 0, %127
  %129 = icmp sgt i64 %128, 64
  %130 = mul i32 %by, 64
  %131 = sext i32 %130 to i64
  %132 = sub i64 0, %131
  %133 = select i1 %129, i64 64, i64 %132
  %134 = select i1 %125, i64 0, i64 %133
  %tl_lo0 = trunc i64 %134 to i32
  %135 = sext i32 %M to i64
  %136 = mul i32 %by, 64
  %137 = sext i32 %136 to i64
  %138 = sub i64 %135, %137
  %139 = icmp slt i64 %138, 0
  %140 = sext i32 %M to i64
  %141 = mul i32 %by, 64
  %142 = sext i32 %141 to i64
  %143 = sub i64 %140, %142
  %144 = icmp sgt i64 %143, 64
  %145 = sext i32 %M to i64
  %146 = mul i32 %by, 64
  %147 = sext i32 %146 to i64
  %148 = sub i64 %145, %147
  %149 = select i1 %144, i64 64, i64 %148
  %150 = select i1 %139, i64 0, i64 %149
  %151 = sext i32 %tl_lo0 to i64
  %152 = icmp slt i64 %150, %151
  %153 = sext i32 %tl_lo0 to i64
  %154 = sext i32 %M to i64
  %155 = mul i32 %by, 64
  %156 = sext i32 %155 to i64
  %157 = sub i64 %154, %156
  %158 = icmp slt i64 %157, 0
  %159 = sext i32 %M to i64
  %160 = mul i32 %by, 64
  %161 = sext i32 %160 to i64
  %162 = sub i64 %159, %161
  %163 = icmp sgt i64 %162, 64
  %164 = sext i32 %M to i64
  %165 = mul i32 %by, 64
  %166 = sext i32 %165 to i64
  %167 = sub i64 %164, %166
  %168 = select i1 %163, i64 64, i64 %167
  %169 = select i1 %158, i64 0, i64 %168
  %170 = select i1 %152, i64 %153, i64 %169
  %tl_hi1 = trunc i64 %170 to i32
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %if.end

for.cond25:                                       ; preds = %for.body26, %for.body22
  %j28 = phi i32 [ 0, %for.body22 ], [ %177, %for.body26 ]
  %171 = icmp slt i32 %j28, %tl_lo0
  br i1 %171, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %172 = sext i32 %i24 to i64
  %173 = mul nsw i64 %172, 64
  %174 = sext i32 %j28 to i64
  %175 = add nsw i64 %173, %174
  %176 = getelementptr inbounds float, ptr %A_s, i64 %175
  store float 0.000000e+00, ptr %176, align 4
  %177 = add nsw i32 %j28, 1
  br label %for.cond25, !llvm.loop !54

for.end27:                                        ; preds = %for.cond25
  %178 = mul i32 %k, 32
  %179 = sext i32 %178 to i64
  %180 = sext i32 %i24 to i64
  %181 = add i64 %179, %180
  %182 = icmp sle i64 0, %181
  %183 = mul i32 %k, 32
  %184 = sext i32 %183 to i64
  %185 = sext i32 %i24 to i64
  %186 = add i64 %184, %185
  %187 = sext i32 %K to i64
  %188 = icmp slt i64 %186, %187
  %189 = and i1 %182, %188
  br i1 %189, label %if.then29, label %if.else30

if.then29:                                        ; preds = %for.end27
  %190 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond32

if.else30:                                        ; preds = %for.end27
  %191 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond35

if.end31:                                         ; preds = %for.end37, %for.end34
  %192 = sub i32 64, %tl_hi1
  br label %for.cond39

for.cond32:                                       ; preds = %for.body33, %if.then29
  %j2 = phi i32 [ 0, %if.then29 ], [ %212, %for.body33 ]
  %193 = icmp slt i32 %j2, %190
  br i1 %193, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %194 = mul i32 %k, 32
  %195 = add i32 %194, %i24
  %196 = sext i32 %195 to i64
  %197 = sext i32 %M to i64
  %198 = mul nsw i64 %196, %197
  %199 = mul i32 %by, 64
  %200 = add i32 %tl_lo0, %j2
  %201 = add i32 %199, %200
  %202 = sext i32 %201 to i64
  %203 = add nsw i64 %198, %202
  %204 = getelementptr inbounds float, ptr %A, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = sext i32 %i24 to i64
  %207 = mul nsw i64 %206, 64
  %208 = add i32 %tl_lo0, %j2
  %209 = sext i32 %208 to i64
  %210 = add nsw i64 %207, %209
  %211 = getelementptr inbounds float, ptr %A_s, i64 %210
  store float %205, ptr %211, align 4
  %212 = add nsw i32 %j2, 1
  br label %for.cond32, !llvm.loop !55

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond35:                                       ; preds = %for.body36, %if.else30
  %j238 = phi i32 [ 0, %if.else30 ], [ %220, %for.body36 ]
  %213 = icmp slt i32 %j238, %191
  br i1 %213, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %214 = sext i32 %i24 to i64
  %215 = mul nsw i64 %214, 64
  %216 = add i32 %tl_lo0, %j238
  %217 = sext i32 %216 to i64
  %218 = add nsw i64 %215, %217
  %219 = getelementptr inbounds float, ptr %A_s, i64 %218
  store float 0.000000e+00, ptr %219, align 4
  %220 = add nsw i32 %j238, 1
  br label %for.cond35, !llvm.loop !56

for.end37:                                        ; preds = %for.cond35
  br label %if.end31

for.cond39:                                       ; preds = %for.body40, %if.end31
  %j242 = phi i32 [ 0, %if.end31 ], [ %228, %for.body40 ]
  %221 = icmp slt i32 %j242, %192
  br i1 %221, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %222 = sext i32 %i24 to i64
  %223 = mul nsw i64 %222, 64
  %224 = add i32 %tl_hi1, %j242
  %225 = sext i32 %224 to i64
  %226 = add nsw i64 %223, %225
  %227 = getelementptr inbounds float, ptr %A_s, i64 %226
  store float 0.000000e+00, ptr %227, align 4
  %228 = add nsw i32 %j242, 1
  br label %for.cond39, !llvm.loop !57

for.end41:                                        ; preds = %for.cond39
  %229 = add nsw i32 %i24, 1
  br label %for.cond21, !llvm.loop !58

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  call void @tilec_rt_gemm_f32(i32 64, i32 64, i32 32, ptr %A_s, i32 64, i32 1, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 64)
  %230 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !59

for.cond46:                                       ; preds = %for.end58, %if.then43
  %i49 = phi i32 [ 0, %if.then43 ], [ %266, %for.end58 ]
  %231 = icmp slt i32 %i49, 64
  br i1 %231, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %232 = add i32 %k, 1
  %233 = icmp slt i32 %232, %24
  br i1 %233, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

if.then50:                                        ; preds = %for.body47
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %if.then50
  %pf1 = phi i32 [ 0, %if.then50 ], [ %247, %for.body54 ]
  %234 = icmp slt i32 %pf1, 2
  br i1 %234, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %235 = mul i32 %bx, 64
  %236 = add i32 %235, %i49
  %237 = sext i32 %236 to i64
  %238 = sext i32 %K to i64
  %239 = mul i64 %237, %238
  %240 = add i32 %k, 1
  %241 = mul i32 %240, 32
  %242 = mul i32 %pf1, 16
  %243 = add i32 %241, %242
  %244 = sext i32 %243 to i64
  %245 = add i64 %239, %244
  %246 = getelementptr float, ptr %B, i64 %245
  call void @llvm.prefetch.p0(ptr %246, i32 0, i32 3, i32 1)
  %247 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !60

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j59 = phi i32 [ 0, %if.end52 ], [ %265, %for.body57 ]
  %248 = icmp slt i32 %j59, 32
  br i1 %248, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %249 = mul i32 %bx, 64
  %250 = add i32 %249, %i49
  %251 = sext i32 %250 to i64
  %252 = sext i32 %K to i64
  %253 = mul nsw i64 %251, %252
  %254 = mul i32 %k, 32
  %255 = add i32 %254, %j59
  %256 = sext i32 %255 to i64
  %257 = add nsw i64 %253, %256
  %258 = getelementptr inbounds float, ptr %B, i64 %257
  %259 = load float, ptr %258, align 4
  %260 = sext i32 %i49 to i64
  %261 = mul nsw i64 %260, 32
  %262 = sext i32 %j59 to i64
  %263 = add nsw i64 %261, %262
  %264 = getelementptr inbounds float, ptr %B_s, i64 %263
  store float %259, ptr %264, align 4
  %265 = add nsw i32 %j59, 1
  br label %for.cond56, !llvm.loop !61

for.end58:                                        ; preds = %for.cond56
  %266 = add nsw i32 %i49, 1
  br label %for.cond46, !llvm.loop !62

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i63 = phi i32 [ 0, %if.else44 ], [ %375, %for.end80 ]
  %267 = icmp slt i32 %i63, 64
  br i1 %267, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %268 = mul i32 %k, 32
  %269 = sext i32 %268 to i64
  %270 = sub i64 0, %269
  %271 = icmp slt i64 %270, 0
  %272 = mul i32 %k, 32
  %273 = sext i32 %272 to i64
  %274 = sub i64 0, %273
  %275 = icmp sgt i64 %274, 32
  %276 = mul i32 %k, 32
  %277 = sext i32 %276 to i64
  %278 = sub i64 0, %277
  %279 = select i1 %275, i64 32, i64 %278
  %280 = select i1 %271, i64 0, i64 %279
  %tl_lo2 = trunc i64 %280 to i32
  %281 = sext i32 %K to i64
  %282 = mul i32 %k, 32
  %283 = sext i32 %282 to i64
  %284 = sub i64 %281, %283
  %285 = icmp slt i64 %284, 0
  %286 = sext i32 %K to i64
  %287 = mul i32 %k, 32
  %288 = sext i32 %287 to i64
  %289 = sub i64 %286, %288
  %290 = icmp sgt i64 %289, 32
  %291 = sext i32 %K to i64
  %292 = mul i32 %k, 32
  %293 = sext i32 %292 to i64
  %294 = sub i64 %291, %293
  %295 = select i1 %290, i64 32, i64 %294
  %296 = select i1 %285, i64 0, i64 %295
  %297 = sext i32 %tl_lo2 to i64
  %298 = icmp slt i64 %296, %297
  %299 = sext i32 %tl_lo2 to i64
  %300 = sext i32 %K to i64
  %301 = mul i32 %k, 32
  %302 = sext i32 %301 to i64
  %303 = sub i64 %300, %302
  %304 = icmp slt i64 %303, 0
  %305 = sext i32 %K to i64
  %306 = mul i32 %k, 32
  %307 = sext i32 %306 to i64
  %308 = sub i64 %305, %307
  %309 = icmp sgt i64 %308, 32
  %310 = sext i32 %K to i64
  %311 = mul i32 %k, 32
  %312 = sext i32 %311 to i64
  %313 = sub i64 %310, %312
  %314 = select i1 %309, i64 32, i64 %313
  %315 = select i1 %304, i64 0, i64 %314
  %316 = select i1 %298, i64 %299, i64 %315
  %tl_hi3 = trunc i64 %316 to i32
  br label %for.cond64

for.end62:                                        ; preds = %for.cond60
  br label %if.end45

for.cond64:                                       ; preds = %for.body65, %for.body61
  %j67 = phi i32 [ 0, %for.body61 ], [ %323, %for.body65 ]
  %317 = icmp slt i32 %j67, %tl_lo2
  br i1 %317, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %318 = sext i32 %i63 to i64
  %319 = mul nsw i64 %318, 32
  %320 = sext i32 %j67 to i64
  %321 = add nsw i64 %319, %320
  %322 = getelementptr inbounds float, ptr %B_s, i64 %321
  store float 0.000000e+00, ptr %322, align 4
  %323 = add nsw i32 %j67, 1
  br label %for.cond64, !llvm.loop !63

for.end66:                                        ; preds = %for.cond64
  %324 = mul i32 %bx, 64
  %325 = sext i32 %324 to i64
  %326 = sext i32 %i63 to i64
  %327 = add i64 %325, %326
  %328 = icmp sle i64 0, %327
  %329 = mul i32 %bx, 64
  %330 = sext i32 %329 to i64
  %331 = sext i32 %i63 to i64
  %332 = add i64 %330, %331
  %333 = sext i32 %N to i64
  %334 = icmp slt i64 %332, %333
  %335 = and i1 %328, %334
  br i1 %335, label %if.then68, label %if.else69

if.then68:                                        ; preds = %for.end66
  %336 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.end66
  %337 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %338 = sub i32 32, %tl_hi3
  br label %for.cond78

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j3 = phi i32 [ 0, %if.then68 ], [ %358, %for.body72 ]
  %339 = icmp slt i32 %j3, %336
  br i1 %339, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %340 = mul i32 %bx, 64
  %341 = add i32 %340, %i63
  %342 = sext i32 %341 to i64
  %343 = sext i32 %K to i64
  %344 = mul nsw i64 %342, %343
  %345 = mul i32 %k, 32
  %346 = add i32 %tl_lo2, %j3
  %347 = add i32 %345, %346
  %348 = sext i32 %347 to i64
  %349 = add nsw i64 %344, %348
  %350 = getelementptr inbounds float, ptr %B, i64 %349
  %351 = load float, ptr %350, align 4
  %352 = sext i32 %i63 to i64
  %353 = mul nsw i64 %352, 32
  %354 = add i32 %tl_lo2, %j3
  %355 = sext i32 %354 to i64
  %356 = add nsw i64 %353, %355
  %357 = getelementptr inbounds float, ptr %B_s, i64 %356
  store float %351, ptr %357, align 4
  %358 = add nsw i32 %j3, 1
  br label %for.cond71, !llvm.loop !64

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j377 = phi i32 [ 0, %if.else69 ], [ %366, %for.body75 ]
  %359 = icmp slt i32 %j377, %337
  br i1 %359, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %360 = sext i32 %i63 to i64
  %361 = mul nsw i64 %360, 32
  %362 = add i32 %tl_lo2, %j377
  %363 = sext i32 %362 to i64
  %364 = add nsw i64 %361, %363
  %365 = getelementptr inbounds float, ptr %B_s, i64 %364
  store float 0.000000e+00, ptr %365, align 4
  %366 = add nsw i32 %j377, 1
  br label %for.cond74, !llvm.loop !65

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j381 = phi i32 [ 0, %if.end70 ], [ %374, %for.body79 ]
  %367 = icmp slt i32 %j381, %338
  br i1 %367, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %368 = sext i32 %i63 to i64
  %369 = mul nsw i64 %368, 32
  %370 = add i32 %tl_hi3, %j381
  %371 = sext i32 %370 to i64
  %372 = add nsw i64 %369, %371
  %373 = getelementptr inbounds float, ptr %B_s, i64 %372
  store float 0.000000e+00, ptr %373, align 4
  %374 = add nsw i32 %j381, 1
  br label %for.cond78, !llvm.loop !66

for.end80:                                        ; preds = %for.cond78
  %375 = add nsw i32 %i63, 1
  br label %for.cond60, !llvm.loop !67

if.then82:                                        ; preds = %for.end6
  br label %for.cond85

if.else83:                                        ; preds = %for.end6
  br label %for.cond94

if.end84:                                         ; preds = %for.end96, %for.end87
  ret void

for.cond85:                                       ; preds = %if.end90, %if.then82
  %i1 = phi i32 [ 0, %if.then82 ], [ %395, %if.end90 ]
  %376 = icmp slt i32 %i1, 64
  br i1 %376, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %377 = sext i32 %M to i64
  %378 = sext i32 %N to i64
  %379 = mul i64 %377, %378
  %380 = icmp sge i64 %379, 8388608
  br i1 %380, label %if.then88, label %if.else89

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

if.then88:                                        ; preds = %for.body86
  %381 = mul i32 %by, 64
  %382 = add i32 %381, %i1
  %383 = sext i32 %382 to i64
  %384 = sext i32 %N to i64
  %385 = mul nsw i64 %383, %384
  %386 = mul i32 %bx, 64
  %387 = add i32 %386, 0
  %388 = sext i32 %387 to i64
  %389 = add nsw i64 %385, %388
  %390 = getelementptr inbounds float, ptr %C, i64 %389
  %391 = sext i32 %i1 to i64
  %392 = mul nsw i64 %391, 64
  %393 = add nsw i64 %392, 0
  %394 = getelementptr inbounds float, ptr %C_f, i64 %393
  call void @tilec_rt_stream(ptr %390, ptr %394, i64 256)
  br label %if.end90

if.else89:                                        ; preds = %for.body86
  br label %for.cond91

if.end90:                                         ; preds = %for.end93, %if.then88
  %395 = add nsw i32 %i1, 1
  br label %for.cond85, !llvm.loop !68

for.cond91:                                       ; preds = %for.body92, %if.else89
  %j1 = phi i32 [ 0, %if.else89 ], [ %413, %for.body92 ]
  %396 = icmp slt i32 %j1, 64
  br i1 %396, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %397 = sext i32 %i1 to i64
  %398 = mul nsw i64 %397, 64
  %399 = sext i32 %j1 to i64
  %400 = add nsw i64 %398, %399
  %401 = getelementptr inbounds float, ptr %C_f, i64 %400
  %402 = load float, ptr %401, align 4
  %403 = mul i32 %by, 64
  %404 = add i32 %403, %i1
  %405 = sext i32 %404 to i64
  %406 = sext i32 %N to i64
  %407 = mul nsw i64 %405, %406
  %408 = mul i32 %bx, 64
  %409 = add i32 %408, %j1
  %410 = sext i32 %409 to i64
  %411 = add nsw i64 %407, %410
  %412 = getelementptr inbounds float, ptr %C, i64 %411
  store float %402, ptr %412, align 4
  %413 = add nsw i32 %j1, 1
  br label %for.cond91, !llvm.loop !69

for.end93:                                        ; preds = %for.cond91
  br label %if.end90

for.cond94:                                       ; preds = %if.end100, %if.else83
  %i197 = phi i32 [ 0, %if.else83 ], [ %477, %if.end100 ]
  %414 = icmp slt i32 %i197, 64
  br i1 %414, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %415 = mul i32 %bx, 64
  %416 = sext i32 %415 to i64
  %417 = sub i64 0, %416
  %418 = icmp slt i64 %417, 0
  %419 = mul i32 %bx, 64
  %420 = sext i32 %419 to i64
  %421 = sub i64 0, %420
  %422 = icmp sgt i64 %421, 64
  %423 = mul i32 %bx, 64
  %424 = sext i32 %423 to i64
  %425 = sub i64 0, %424
  %426 = select i1 %422, i64 64, i64 %425
  %427 = select i1 %418, i64 0, i64 %426
  %tl_lo4 = trunc i64 %427 to i32
  %428 = sext i32 %N to i64
  %429 = mul i32 %bx, 64
  %430 = sext i32 %429 to i64
  %431 = sub i64 %428, %430
  %432 = icmp slt i64 %431, 0
  %433 = sext i32 %N to i64
  %434 = mul i32 %bx, 64
  %435 = sext i32 %434 to i64
  %436 = sub i64 %433, %435
  %437 = icmp sgt i64 %436, 64
  %438 = sext i32 %N to i64
  %439 = mul i32 %bx, 64
  %440 = sext i32 %439 to i64
  %441 = sub i64 %438, %440
  %442 = select i1 %437, i64 64, i64 %441
  %443 = select i1 %432, i64 0, i64 %442
  %444 = sext i32 %tl_lo4 to i64
  %445 = icmp slt i64 %443, %444
  %446 = sext i32 %tl_lo4 to i64
  %447 = sext i32 %N to i64
  %448 = mul i32 %bx, 64
  %449 = sext i32 %448 to i64
  %450 = sub i64 %447, %449
  %451 = icmp slt i64 %450, 0
  %452 = sext i32 %N to i64
  %453 = mul i32 %bx, 64
  %454 = sext i32 %453 to i64
  %455 = sub i64 %452, %454
  %456 = icmp sgt i64 %455, 64
  %457 = sext i32 %N to i64
  %458 = mul i32 %bx, 64
  %459 = sext i32 %458 to i64
  %460 = sub i64 %457, %459
  %461 = select i1 %456, i64 64, i64 %460
  %462 = select i1 %451, i64 0, i64 %461
  %463 = select i1 %445, i64 %446, i64 %462
  %tl_hi5 = trunc i64 %463 to i32
  %464 = mul i32 %by, 64
  %465 = sext i32 %464 to i64
  %466 = sext i32 %i197 to i64
  %467 = add i64 %465, %466
  %468 = icmp sle i64 0, %467
  %469 = mul i32 %by, 64
  %470 = sext i32 %469 to i64
  %471 = sext i32 %i197 to i64
  %472 = add i64 %470, %471
  %473 = sext i32 %M to i64
  %474 = icmp slt i64 %472, %473
  %475 = and i1 %468, %474
  br i1 %475, label %if.then98, label %if.else99

for.end96:                                        ; preds = %for.cond94
  br label %if.end84

if.then98:                                        ; preds = %for.body95
  %476 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond101

if.else99:                                        ; preds = %for.body95
  br label %if.end100

if.end100:                                        ; preds = %if.else99, %for.end103
  %477 = add nsw i32 %i197, 1
  br label %for.cond94, !llvm.loop !70

for.cond101:                                      ; preds = %for.body102, %if.then98
  %j11 = phi i32 [ 0, %if.then98 ], [ %497, %for.body102 ]
  %478 = icmp slt i32 %j11, %476
  br i1 %478, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %479 = sext i32 %i197 to i64
  %480 = mul nsw i64 %479, 64
  %481 = add i32 %tl_lo4, %j11
  %482 = sext i32 %481 to i64
  %483 = add nsw i64 %480, %482
  %484 = getelementptr inbounds float, ptr %C_f, i64 %483
  %485 = load float, ptr %484, align 4
  %486 = mul i32 %by, 64
  %487 = add i32 %486, %i197
  %488 = sext i32 %487 to i64
  %489 = sext i32 %N to i64
  %490 = mul nsw i64 %488, %489
  %491 = mul i32 %bx, 64
  %492 = add i32 %tl_lo4, %j11
  %493 = add i32 %491, %492
  %494 = sext i32 %493 to i64
  %495 = add nsw i64 %490, %494
  %496 = getelementptr inbounds float, ptr %C, i64 %495
  store float %485, ptr %496, align 4
  %497 = add nsw i32 %j11, 1
  br label %for.cond101, !llvm.loop !71

for.end103:                                       ; preds = %for.cond101
  br label %if.end100
}

; Function Attrs: nounwind
define internal void @matmul_tt_task(ptr %ctx, i64 %block) #2 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_tt, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_tt, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_tt, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_tt, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_tt, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_tt, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_tt, ptr %ctx, i32 0, i32 6
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
  call void @matmul_tt_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_tt(ptr %args, ptr %dims, ptr %self) #2 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_tt, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_tt, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_tt, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_tt, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %K = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_tt, ptr %a, i32 0, i32 3
  store i32 %K, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %M = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_tt, ptr %a, i32 0, i32 4
  store i32 %M, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_tt, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_tt, ptr %a, i32 0, i32 6
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_tt_task, ptr %a)
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
!12 = distinct !{!12, !1, !4}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !4}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !4}
!22 = distinct !{!22, !1, !4}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !4}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1, !4}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !4}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !4}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !4}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1, !4}
!45 = distinct !{!45, !1, !4}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1, !4}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !4}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1, !4}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !4}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !4}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !4}
!68 = distinct !{!68, !1, !4}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1, !4}
!71 = distinct !{!71, !1, !2}
