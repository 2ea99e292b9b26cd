; ModuleID = 'conv2d_implicit_gemm.tile'
source_filename = "conv2d_implicit_gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_conv2d = type { ptr, ptr, ptr, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @conv2d_block(ptr noalias %X, ptr noalias %Wt, ptr noalias %Y, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [2048 x i16], align 64
  %B_s = alloca [2048 x i16], align 64
  %C_f = alloca [4096 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %7, %for.body ]
  %0 = icmp slt i32 %i1, 64
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %2 = mul nuw i64 %1, 4
  %3 = sext i32 %i1 to i64
  %4 = mul nsw i64 %3, 64
  %5 = add nsw i64 %4, 0
  %6 = getelementptr inbounds float, ptr %C_f, i64 %5
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 %2, i1 false)
  %7 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %if.end, %for.end
  %kt = phi i32 [ 0, %for.end ], [ %117, %if.end ]
  %8 = icmp slt i32 %kt, 7
  br i1 %8, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  br label %for.cond4

for.end3:                                         ; preds = %for.cond1
  %9 = mul i32 %by, 64
  %10 = icmp sle i32 0, %9
  %11 = mul i32 %by, 64
  %12 = sext i32 %11 to i64
  %13 = add i64 %12, 64
  %14 = mul i32 %N, 8
  %15 = mul i32 %14, 7
  %16 = sext i32 %15 to i64
  %17 = icmp sle i64 %13, %16
  %18 = and i1 %10, %17
  %19 = mul i32 %bx, 64
  %20 = icmp sle i32 0, %19
  %21 = mul i32 %bx, 64
  %22 = sext i32 %21 to i64
  %23 = add i64 %22, 64
  %24 = icmp sle i64 %23, 40
  %25 = and i1 %20, %24
  %26 = and i1 %18, %25
  br i1 %26, label %if.then40, label %if.else41

for.cond4:                                        ; preds = %for.end9, %for.body2
  %i = phi i32 [ 0, %for.body2 ], [ %74, %for.end9 ]
  %27 = icmp slt i32 %i, 64
  br i1 %27, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond7

for.end6:                                         ; preds = %for.cond4
  %28 = mul i32 %kt, 32
  %29 = icmp sle i32 0, %28
  %30 = mul i32 %kt, 32
  %31 = sext i32 %30 to i64
  %32 = add i64 %31, 32
  %33 = icmp sle i64 %32, 216
  %34 = and i1 %29, %33
  %35 = mul i32 %bx, 64
  %36 = icmp sle i32 0, %35
  %37 = mul i32 %bx, 64
  %38 = sext i32 %37 to i64
  %39 = add i64 %38, 64
  %40 = icmp sle i64 %39, 40
  %41 = and i1 %36, %40
  %42 = and i1 %34, %41
  br i1 %42, label %if.then, label %if.else

for.cond7:                                        ; preds = %sel.end, %for.body5
  %kk = phi i32 [ 0, %for.body5 ], [ %100, %sel.end ]
  %43 = icmp slt i32 %kk, 32
  br i1 %43, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %44 = mul i32 %by, 64
  %m = add i32 %44, %i
  %45 = mul i32 %kt, 32
  %k = add i32 %45, %kk
  %46 = sdiv i32 %m, 56
  %47 = sub i32 0, %m
  %n = select i1 false, i32 %47, i32 %46
  %48 = sdiv i32 %m, 7
  %49 = sub i32 0, %m
  %50 = select i1 false, i32 %49, i32 %48
  %51 = srem i32 %50, 8
  %52 = mul i32 %51, 2
  %53 = sub i32 %52, 1
  %54 = sdiv i32 %k, 72
  %55 = sub i32 0, %k
  %56 = select i1 false, i32 %55, i32 %54
  %h = add i32 %53, %56
  %57 = srem i32 %m, 7
  %58 = mul i32 %57, 2
  %59 = sub i32 %58, 1
  %60 = sdiv i32 %k, 24
  %61 = sub i32 0, %k
  %62 = select i1 false, i32 %61, i32 %60
  %63 = srem i32 %62, 3
  %w = add i32 %59, %63
  %64 = icmp slt i32 %n, %N
  %65 = icmp slt i32 %k, 216
  %66 = and i1 %64, %65
  %67 = icmp sge i32 %h, 0
  %68 = and i1 %66, %67
  %69 = icmp slt i32 %h, 15
  %70 = and i1 %68, %69
  %71 = icmp sge i32 %w, 0
  %72 = and i1 %70, %71
  %73 = icmp slt i32 %w, 13
  %inside = and i1 %72, %73
  br i1 %inside, label %sel.then, label %sel.else

for.end9:                                         ; preds = %for.cond7
  %74 = add nsw i32 %i, 1
  br label %for.cond4, !llvm.loop !3

sel.then:                                         ; preds = %for.body8
  %75 = icmp sle i32 0, %n
  %76 = icmp slt i32 %n, %N
  %77 = and i1 %75, %76
  %78 = icmp sle i32 0, %h
  %79 = icmp slt i32 %h, 15
  %80 = and i1 %78, %79
  %81 = and i1 %77, %80
  %82 = icmp sle i32 0, %w
  %83 = icmp slt i32 %w, 13
  %84 = and i1 %82, %83
  %85 = and i1 %81, %84
  %86 = srem i32 %k, 24
  %87 = icmp sle i32 0, %86
  %88 = srem i32 %k, 24
  %89 = icmp slt i32 %88, 24
  %90 = and i1 %87, %89
  %91 = and i1 %85, %90
  br i1 %91, label %sel.then10, label %sel.else11

sel.else:                                         ; preds = %for.body8
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.end12
  %92 = phi float [ %116, %sel.end12 ], [ 0.000000e+00, %sel.else ]
  %93 = sext i32 %i to i64
  %94 = mul nsw i64 %93, 32
  %95 = sext i32 %kk to i64
  %96 = add nsw i64 %94, %95
  %97 = getelementptr inbounds i16, ptr %A_s, i64 %96
  %98 = fptrunc float %92 to half
  %99 = bitcast half %98 to i16
  store i16 %99, ptr %97, align 2
  %100 = add nsw i32 %kk, 1
  br label %for.cond7, !llvm.loop !5

sel.then10:                                       ; preds = %sel.then
  %101 = sext i32 %n to i64
  %102 = mul nsw i64 %101, 15
  %103 = sext i32 %h to i64
  %104 = add nsw i64 %102, %103
  %105 = mul nsw i64 %104, 13
  %106 = sext i32 %w to i64
  %107 = add nsw i64 %105, %106
  %108 = mul nsw i64 %107, 24
  %109 = srem i32 %k, 24
  %110 = sext i32 %109 to i64
  %111 = add nsw i64 %108, %110
  %112 = getelementptr inbounds i16, ptr %X, i64 %111
  %113 = load i16, ptr %112, align 2
  %114 = bitcast i16 %113 to half
  %115 = fpext half %114 to float
  br label %sel.end12

sel.else11:                                       ; preds = %sel.then
  br label %sel.end12

sel.end12:                                        ; preds = %sel.else11, %sel.then10
  %116 = phi float [ %115, %sel.then10 ], [ 0.000000e+00, %sel.else11 ]
  br label %sel.end

if.then:                                          ; preds = %for.end6
  br label %for.cond13

if.else:                                          ; preds = %for.end6
  br label %for.cond23

if.end:                                           ; preds = %for.end25, %for.end15
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 64, i32 0, ptr %C_f, i32 64)
  %117 = add nsw i32 %kt, 1
  br label %for.cond1, !llvm.loop !7

for.cond13:                                       ; preds = %if.end19, %if.then
  %i116 = phi i32 [ 0, %if.then ], [ %136, %if.end19 ]
  %118 = icmp slt i32 %i116, 32
  br i1 %118, label %for.body14, label %for.end15

for.body14:                                       ; preds = %for.cond13
  %119 = add i32 %kt, 1
  %120 = icmp slt i32 %119, 7
  br i1 %120, label %if.then17, label %if.else18

for.end15:                                        ; preds = %for.cond13
  br label %if.end

if.then17:                                        ; preds = %for.body14
  br label %for.cond20

if.else18:                                        ; preds = %for.body14
  br label %if.end19

if.end19:                                         ; preds = %if.else18, %for.end22
  %121 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %122 = mul nuw i64 %121, 2
  %123 = sext i32 %i116 to i64
  %124 = mul nsw i64 %123, 64
  %125 = add nsw i64 %124, 0
  %126 = getelementptr inbounds i16, ptr %B_s, i64 %125
  %127 = mul i32 %kt, 32
  %128 = add i32 %127, %i116
  %129 = sext i32 %128 to i64
  %130 = mul nsw i64 %129, 40
  %131 = mul i32 %bx, 64
  %132 = add i32 %131, 0
  %133 = sext i32 %132 to i64
  %134 = add nsw i64 %130, %133
  %135 = getelementptr inbounds i16, ptr %Wt, i64 %134
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %126, ptr align 2 %135, i64 %122, i1 false)
  %136 = add nsw i32 %i116, 1
  br label %for.cond13, !llvm.loop !8

for.cond20:                                       ; preds = %for.body21, %if.then17
  %pf = phi i32 [ 0, %if.then17 ], [ %149, %for.body21 ]
  %137 = icmp slt i32 %pf, 2
  br i1 %137, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %138 = add i32 %kt, 1
  %139 = mul i32 %138, 32
  %140 = add i32 %139, %i116
  %141 = sext i32 %140 to i64
  %142 = mul i64 %141, 40
  %143 = mul i32 %bx, 64
  %144 = mul i32 %pf, 32
  %145 = add i32 %143, %144
  %146 = sext i32 %145 to i64
  %147 = add i64 %142, %146
  %148 = getelementptr i16, ptr %Wt, i64 %147
  call void @llvm.prefetch.p0(ptr %148, i32 0, i32 3, i32 1)
  %149 = add nsw i32 %pf, 1
  br label %for.cond20, !llvm.loop !9

for.end22:                                        ; preds = %for.cond20
  br label %if.end19

for.cond23:                                       ; preds = %for.end38, %if.else
  %i126 = phi i32 [ 0, %if.else ], [ %251, %for.end38 ]
  %150 = icmp slt i32 %i126, 32
  br i1 %150, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  %151 = mul i32 %bx, 64
  %152 = sext i32 %151 to i64
  %153 = sub i64 0, %152
  %154 = icmp slt i64 %153, 0
  %155 = mul i32 %bx, 64
  %156 = sext i32 %155 to i64
  %157 = sub i64 0, %156
  %158 = icmp sgt i64 %157, 64
  %159 = mul i32 %bx, 64
  %160 = sext i32 %159 to i64
  %161 = sub i64 0, %160
  %162 = select i1 %158, i64 64, i64 %161
  %163 = select i1 %154, i64 0, i64 %162
  %tl_lo0 = trunc i64 %163 to i32
  %164 = mul i32 %bx, 64
  %165 = sext i32 %164 to i64
  %166 = sub i64 40, %165
  %167 = icmp slt i64 %166, 0
  %168 = mul i32 %bx, 64
  %169 = sext i32 %168 to i64
  %170 = sub i64 40, %169
  %171 = icmp sgt i64 %170, 64
  %172 = mul i32 %bx, 64
  %173 = sext i32 %172 to i64
  %174 = sub i64 40, %173
  %175 = select i1 %171, i64 64, i64 %174
  %176 = select i1 %167, i64 0, i64 %175
  %177 = sext i32 %tl_lo0 to i64
  %178 = icmp slt i64 %176, %177
  %179 = sext i32 %tl_lo0 to i64
  %180 = mul i32 %bx, 64
  %181 = sext i32 %180 to i64
  %182 = sub i64 40, %181
  %183 = icmp slt i64 %182, 0
  %184 = mul i32 %bx, 64
  %185 = sext i32 %184 to i64
  %186 = sub i64 40, %185
  %187 = icmp sgt i64 %186, 64
  %188 = mul i32 %bx, 64
  %189 = sext i32 %188 to i64
  %190 = sub i64 40, %189
  %191 = select i1 %187, i64 64, i64 %190
  %192 = select i1 %183, i64 0, i64 %191
  %193 = select i1 %178, i64 %179, i64 %192
  %tl_hi1 = trunc i64 %193 to i32
  br label %for.cond27

for.end25:                                        ; preds = %for.cond23
  br label %if.end

for.cond27:                                       ; preds = %for.body28, %for.body24
  %j = phi i32 [ 0, %for.body24 ], [ %200, %for.body28 ]
  %194 = icmp slt i32 %j, %tl_lo0
  br i1 %194, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %195 = sext i32 %i126 to i64
  %196 = mul nsw i64 %195, 64
  %197 = sext i32 %j to i64
  %198 = add nsw i64 %196, %197
  %199 = getelementptr inbounds i16, ptr %B_s, i64 %198
  store i16 0, ptr %199, align 2
  %200 = add nsw i32 %j, 1
  br label %for.cond27, !llvm.loop !10

for.end29:                                        ; preds = %for.cond27
  %201 = mul i32 %kt, 32
  %202 = sext i32 %201 to i64
  %203 = sext i32 %i126 to i64
  %204 = add i64 %202, %203
  %205 = icmp sle i64 0, %204
  %206 = mul i32 %kt, 32
  %207 = sext i32 %206 to i64
  %208 = sext i32 %i126 to i64
  %209 = add i64 %207, %208
  %210 = icmp slt i64 %209, 216
  %211 = and i1 %205, %210
  br i1 %211, label %if.then30, label %if.else31

if.then30:                                        ; preds = %for.end29
  %212 = sub i32 %tl_hi1, %tl_lo0
  %213 = sext i32 %212 to i64
  %214 = sub i64 %213, 0
  %215 = call i64 @llvm.smax.i64(i64 %214, i64 0)
  %216 = mul nuw i64 %215, 2
  %217 = sext i32 %i126 to i64
  %218 = mul nsw i64 %217, 64
  %219 = add i32 %tl_lo0, 0
  %220 = sext i32 %219 to i64
  %221 = add nsw i64 %218, %220
  %222 = getelementptr inbounds i16, ptr %B_s, i64 %221
  %223 = mul i32 %kt, 32
  %224 = add i32 %223, %i126
  %225 = sext i32 %224 to i64
  %226 = mul nsw i64 %225, 40
  %227 = mul i32 %bx, 64
  %228 = add i32 %tl_lo0, 0
  %229 = add i32 %227, %228
  %230 = sext i32 %229 to i64
  %231 = add nsw i64 %226, %230
  %232 = getelementptr inbounds i16, ptr %Wt, i64 %231
  call void @tilec_rt_copy(ptr %222, ptr %232, i64 %216)
  br label %if.end32

if.else31:                                        ; preds = %for.end29
  %233 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond33

if.end32:                                         ; preds = %for.end35, %if.then30
  %234 = sub i32 64, %tl_hi1
  br label %for.cond36

for.cond33:                                       ; preds = %for.body34, %if.else31
  %j2 = phi i32 [ 0, %if.else31 ], [ %242, %for.body34 ]
  %235 = icmp slt i32 %j2, %233
  br i1 %235, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %236 = sext i32 %i126 to i64
  %237 = mul nsw i64 %236, 64
  %238 = add i32 %tl_lo0, %j2
  %239 = sext i32 %238 to i64
  %240 = add nsw i64 %237, %239
  %241 = getelementptr inbounds i16, ptr %B_s, i64 %240
  store i16 0, ptr %241, align 2
  %242 = add nsw i32 %j2, 1
  br label %for.cond33, !llvm.loop !11

for.end35:                                        ; preds = %for.cond33
  br label %if.end32

for.cond36:                                       ; preds = %for.body37, %if.end32
  %j239 = phi i32 [ 0, %if.end32 ], [ %250, %for.body37 ]
  %243 = icmp slt i32 %j239, %234
  br i1 %243, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %244 = sext i32 %i126 to i64
  %245 = mul nsw i64 %244, 64
  %246 = add i32 %tl_hi1, %j239
  %247 = sext i32 %246 to i64
  %248 = add nsw i64 %245, %247
  %249 = getelementptr inbounds i16, ptr %B_s, i64 %248
  store i16 0, ptr %249, align 2
  %250 = add nsw i32 %j239, 1
  br label %for.cond36, !llvm.loop !12

for.end38:                                        ; preds = %for.cond36
  %251 = add nsw i32 %i126, 1
  br label %for.cond23, !llvm.loop !13

if.then40:                                        ; preds = %for.end3
  br label %for.cond43

if.else41:                                        ; preds = %for.end3
  br label %for.cond49

if.end42:                                         ; preds = %for.end51, %for.end45
  ret void

for.cond43:                                       ; preds = %for.end48, %if.then40
  %i2 = phi i32 [ 0, %if.then40 ], [ %274, %for.end48 ]
  %252 = icmp slt i32 %i2, 64
  br i1 %252, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  br label %for.cond46

for.end45:                                        ; preds = %for.cond43
  br label %if.end42

for.cond46:                                       ; preds = %for.body47, %for.body44
  %j1 = phi i32 [ 0, %for.body44 ], [ %273, %for.body47 ]
  %253 = icmp slt i32 %j1, 64
  br i1 %253, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %254 = sext i32 %i2 to i64
  %255 = mul nsw i64 %254, 64
  %256 = sext i32 %j1 to i64
  %257 = add nsw i64 %255, %256
  %258 = getelementptr inbounds float, ptr %C_f, i64 %257
  %259 = load float, ptr %258, align 4
  %260 = fptrunc float %259 to half
  %261 = fpext half %260 to float
  %262 = mul i32 %by, 64
  %263 = add i32 %262, %i2
  %264 = sext i32 %263 to i64
  %265 = mul nsw i64 %264, 40
  %266 = mul i32 %bx, 64
  %267 = add i32 %266, %j1
  %268 = sext i32 %267 to i64
  %269 = add nsw i64 %265, %268
  %270 = getelementptr inbounds i16, ptr %Y, i64 %269
  %271 = fptrunc float %261 to half
  %272 = bitcast half %271 to i16
  store i16 %272, ptr %270, align 2
  %273 = add nsw i32 %j1, 1
  br label %for.cond46, !llvm.loop !14

for.end48:                                        ; preds = %for.cond46
  %274 = add nsw i32 %i2, 1
  br label %for.cond43, !llvm.loop !15

for.cond49:                                       ; preds = %if.end55, %if.else41
  %i252 = phi i32 [ 0, %if.else41 ], [ %334, %if.end55 ]
  %275 = icmp slt i32 %i252, 64
  br i1 %275, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %276 = mul i32 %bx, 64
  %277 = sext i32 %276 to i64
  %278 = sub i64 0, %277
  %279 = icmp slt i64 %278, 0
  %280 = mul i32 %bx, 64
  %281 = sext i32 %280 to i64
  %282 = sub i64 0, %281
  %283 = icmp sgt i64 %282, 64
  %284 = mul i32 %bx, 64
  %285 = sext i32 %284 to i64
  %286 = sub i64 0, %285
  %287 = select i1 %283, i64 64, i64 %286
  %288 = select i1 %279, i64 0, i64 %287
  %tl_lo2 = trunc i64 %288 to i32
  %289 = mul i32 %bx, 64
  %290 = sext i32 %289 to i64
  %291 = sub i64 40, %290
  %292 = icmp slt i64 %291, 0
  %293 = mul i32 %bx, 64
  %294 = sext i32 %293 to i64
  %295 = sub i64 40, %294
  %296 = icmp sgt i64 %295, 64
  %297 = mul i32 %bx, 64
  %298 = sext i32 %297 to i64
  %299 = sub i64 40, %298
  %300 = select i1 %296, i64 64, i64 %299
  %301 = select i1 %292, i64 0, i64 %300
  %302 = sext i32 %tl_lo2 to i64
  %303 = icmp slt i64 %301, %302
  %304 = sext i32 %tl_lo2 to i64
  %305 = mul i32 %bx, 64
  %306 = sext i32 %305 to i64
  %307 = sub i64 40, %306
  %308 = icmp slt i64 %307, 0
  %309 = mul i32 %bx, 64
  %310 = sext i32 %309 to i64
  %311 = sub i64 40, %310
  %312 = icmp sgt i64 %311, 64
  %313 = mul i32 %bx, 64
  %314 = sext i32 %313 to i64
  %315 = sub i64 40, %314
  %316 = select i1 %312, i64 64, i64 %315
  %317 = select i1 %308, i64 0, i64 %316
  %318 = select i1 %303, i64 %304, i64 %317
  %tl_hi3 = trunc i64 %318 to i32
  %319 = mul i32 %by, 64
  %320 = sext i32 %319 to i64
  %321 = sext i32 %i252 to i64
  %322 = add i64 %320, %321
  %323 = icmp sle i64 0, %322
  %324 = mul i32 %by, 64
  %325 = sext i32 %324 to i64
  %326 = sext i32 %i252 to i64
  %327 = add i64 %325, %326
  %328 = mul i32 %N, 8
  %329 = mul i32 %328, 7
  %330 = sext i32 %329 to i64
  %331 = icmp slt i64 %327, %330
  %332 = and i1 %323, %331
  br i1 %332, label %if.then53, label %if.else54

for.end51:                                        ; preds = %for.cond49
  br label %if.end42

if.then53:                                        ; preds = %for.body50
  %333 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond56

if.else54:                                        ; preds = %for.body50
  br label %if.end55

if.end55:                                         ; preds = %if.else54, %for.end58
  %334 = add nsw i32 %i252, 1
  br label %for.cond49, !llvm.loop !16

for.cond56:                                       ; preds = %for.body57, %if.then53
  %j11 = phi i32 [ 0, %if.then53 ], [ %357, %for.body57 ]
  %335 = icmp slt i32 %j11, %333
  br i1 %335, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %336 = sext i32 %i252 to i64
  %337 = mul nsw i64 %336, 64
  %338 = add i32 %tl_lo2, %j11
  %339 = sext i32 %338 to i64
  %340 = add nsw i64 %337, %339
  %341 = getelementptr inbounds float, ptr %C_f, i64 %340
  %342 = load float, ptr %341, align 4
  %343 = fptrunc float %342 to half
  %344 = fpext half %343 to float
  %345 = mul i32 %by, 64
  %346 = add i32 %345, %i252
  %347 = sext i32 %346 to i64
  %348 = mul nsw i64 %347, 40
  %349 = mul i32 %bx, 64
  %350 = add i32 %tl_lo2, %j11
  %351 = add i32 %349, %350
  %352 = sext i32 %351 to i64
  %353 = add nsw i64 %348, %352
  %354 = getelementptr inbounds i16, ptr %Y, i64 %353
  %355 = fptrunc float %344 to half
  %356 = bitcast half %355 to i16
  store i16 %356, ptr %354, align 2
  %357 = add nsw i32 %j11, 1
  br label %for.cond56, !llvm.loop !17

for.end58:                                        ; preds = %for.cond56
  br label %if.end55
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare void @tilec_rt_copy(ptr, ptr, i64)

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @conv2d_task(ptr %ctx, i64 %block) #5 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_conv2d, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_conv2d, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_conv2d, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_conv2d, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_conv2d, ptr %ctx, i32 0, i32 4
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
  call void @conv2d_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %20, i32 %21)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_conv2d(ptr %args, ptr %dims, ptr %self) #5 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_conv2d, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_conv2d, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_conv2d, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_conv2d, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_conv2d, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_conv2d, ptr %a, i32 0, i32 4
  %15 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 1, ptr %15, align 8
  %16 = mul i32 %N, 8
  %17 = mul i32 %16, 7
  %18 = sext i32 %17 to i64
  %19 = sdiv i64 %18, 64
  %20 = sub i64 0, %18
  %21 = select i1 false, i64 %20, i64 %19
  %22 = srem i64 %18, 64
  %23 = icmp ne i64 %22, 0
  %24 = icmp slt i64 %18, 0
  %25 = icmp eq i1 %24, false
  %26 = and i1 %23, %25
  %27 = zext i1 %26 to i64
  %28 = add i64 %21, %27
  %29 = trunc i64 %28 to i32
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 %30, ptr %31, align 8
  %32 = icmp sgt i64 %30, 0
  %33 = and i1 true, %32
  %34 = mul i64 1, %30
  %35 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %35, align 8
  %36 = and i1 %33, true
  %37 = mul i64 %34, 1
  br i1 %36, label %run, label %empty

run:                                              ; preds = %body
  %38 = call i32 @tilec_rt_run_blocks(i64 %37, i32 %nworkers, ptr @conv2d_task, ptr %a)
  ret i32 %38

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !1, !4}
!4 = !{!"llvm.loop.vectorize.enable", i1 false}
!5 = distinct !{!5, !1, !6}
!6 = !{!"llvm.loop.vectorize.enable", i1 true}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !6}
!11 = distinct !{!11, !1, !6}
!12 = distinct !{!12, !1, !6}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !6}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !6}
