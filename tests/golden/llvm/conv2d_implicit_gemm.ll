; ModuleID = 'conv2d_implicit_gemm.tile'
source_filename = "conv2d_implicit_gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_conv2d = type { ptr, ptr, ptr, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @conv2d_block(ptr noalias %X, ptr noalias %Wt, ptr noalias %Y, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [2048 x i16], align 64
  %B_s = alloca [2048 x i16], align 64
  %C_f = alloca [4096 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %C_f, i8 0, i64 16384, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %8, %for.end3 ]
  %0 = icmp slt i32 %i1, 64
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %7, %for.body2 ]
  %1 = icmp slt i32 %j1, 64
  br i1 %1, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %2 = sext i32 %i1 to i64
  %3 = mul nsw i64 %2, 64
  %4 = sext i32 %j1 to i64
  %5 = add nsw i64 %3, %4
  %6 = getelementptr inbounds float, ptr %C_f, i64 %5
  store float 0.000000e+00, ptr %6, align 4
  %7 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %8 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %if.end, %for.end
  %t = phi i32 [ 0, %for.end ], [ %104, %if.end ]
  %9 = icmp slt i32 %t, 9
  br i1 %9, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %10 = sdiv i32 %t, 3
  %11 = sub i32 0, %t
  %r = select i1 false, i32 %11, i32 %10
  %s = srem i32 %t, 3
  %12 = srem i32 %t, 1
  %c0 = mul i32 %12, 32
  br label %for.cond7

for.end6:                                         ; preds = %for.cond4
  br label %for.cond35

for.cond7:                                        ; preds = %for.end12, %for.body5
  %i = phi i32 [ 0, %for.body5 ], [ %61, %for.end12 ]
  %13 = icmp slt i32 %i, 64
  br i1 %13, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond10

for.end9:                                         ; preds = %for.cond7
  %14 = icmp sle i32 0, %r
  %15 = sext i32 %r to i64
  %16 = add i64 %15, 1
  %17 = icmp sle i64 %16, 3
  %18 = and i1 %14, %17
  %19 = icmp sle i32 0, %s
  %20 = sext i32 %s to i64
  %21 = add i64 %20, 1
  %22 = icmp sle i64 %21, 3
  %23 = and i1 %19, %22
  %24 = and i1 %18, %23
  %25 = icmp sle i32 0, %c0
  %26 = sext i32 %c0 to i64
  %27 = add i64 %26, 32
  %28 = icmp sle i64 %27, 24
  %29 = and i1 %25, %28
  %30 = and i1 %24, %29
  %31 = mul i32 %bx, 64
  %32 = icmp sle i32 0, %31
  %33 = mul i32 %bx, 64
  %34 = sext i32 %33 to i64
  %35 = add i64 %34, 64
  %36 = icmp sle i64 %35, 40
  %37 = and i1 %32, %36
  %38 = and i1 %30, %37
  br i1 %38, label %if.then, label %if.else

for.cond10:                                       ; preds = %sel.end, %for.body8
  %kk = phi i32 [ 0, %for.body8 ], [ %87, %sel.end ]
  %39 = icmp slt i32 %kk, 32
  br i1 %39, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %40 = mul i32 %by, 64
  %m = add i32 %40, %i
  %41 = sdiv i32 %m, 56
  %42 = sub i32 0, %m
  %n = select i1 false, i32 %42, i32 %41
  %43 = sdiv i32 %m, 7
  %44 = sub i32 0, %m
  %45 = select i1 false, i32 %44, i32 %43
  %p = srem i32 %45, 8
  %q = srem i32 %m, 7
  %46 = mul i32 %p, 2
  %47 = sub i32 %46, 1
  %h = add i32 %47, %r
  %48 = mul i32 %q, 2
  %49 = sub i32 %48, 1
  %w = add i32 %49, %s
  %50 = icmp slt i32 %n, %N
  %51 = icmp sge i32 %h, 0
  %52 = and i1 %50, %51
  %53 = icmp slt i32 %h, 15
  %54 = and i1 %52, %53
  %55 = icmp sge i32 %w, 0
  %56 = and i1 %54, %55
  %57 = icmp slt i32 %w, 13
  %58 = and i1 %56, %57
  %59 = add i32 %c0, %kk
  %60 = icmp slt i32 %59, 24
  %inside = and i1 %58, %60
  br i1 %inside, label %sel.then, label %sel.else

for.end12:                                        ; preds = %for.cond10
  %61 = add nsw i32 %i, 1
  br label %for.cond7, !llvm.loop !4

sel.then:                                         ; preds = %for.body11
  %62 = icmp sle i32 0, %n
  %63 = icmp slt i32 %n, %N
  %64 = and i1 %62, %63
  %65 = icmp sle i32 0, %h
  %66 = icmp slt i32 %h, 15
  %67 = and i1 %65, %66
  %68 = and i1 %64, %67
  %69 = icmp sle i32 0, %w
  %70 = icmp slt i32 %w, 13
  %71 = and i1 %69, %70
  %72 = and i1 %68, %71
  %73 = add i32 %c0, %kk
  %74 = icmp sle i32 0, %73
  %75 = add i32 %c0, %kk
  %76 = icmp slt i32 %75, 24
  %77 = and i1 %74, %76
  %78 = and i1 %72, %77
  br i1 %78, label %sel.then13, label %sel.else14

sel.else:                                         ; preds = %for.body11
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.end15
  %79 = phi float [ %103, %sel.end15 ], [ 0.000000e+00, %sel.else ]
  %80 = sext i32 %i to i64
  %81 = mul nsw i64 %80, 32
  %82 = sext i32 %kk to i64
  %83 = add nsw i64 %81, %82
  %84 = getelementptr inbounds i16, ptr %A_s, i64 %83
  %85 = fptrunc float %79 to half
  %86 = bitcast half %85 to i16
  store i16 %86, ptr %84, align 2
  %87 = add nsw i32 %kk, 1
  br label %for.cond10, !llvm.loop !5

sel.then13:                                       ; preds = %sel.then
  %88 = sext i32 %n to i64
  %89 = mul nsw i64 %88, 15
  %90 = sext i32 %h to i64
  %91 = add nsw i64 %89, %90
  %92 = mul nsw i64 %91, 13
  %93 = sext i32 %w to i64
  %94 = add nsw i64 %92, %93
  %95 = mul nsw i64 %94, 24
  %96 = add i32 %c0, %kk
  %97 = sext i32 %96 to i64
  %98 = add nsw i64 %95, %97
  %99 = getelementptr inbounds i16, ptr %X, i64 %98
  %100 = load i16, ptr %99, align 2
  %101 = bitcast i16 %100 to half
  %102 = fpext half %101 to float
  br label %sel.end15

sel.else14:                                       ; preds = %sel.then
  br label %sel.end15

sel.end15:                                        ; preds = %sel.else14, %sel.then13
  %103 = phi float [ %102, %sel.then13 ], [ 0.000000e+00, %sel.else14 ]
  br label %sel.end

if.then:                                          ; preds = %for.end9
  br label %for.cond16

if.else:                                          ; preds = %for.end9
  br label %for.cond24

if.end:                                           ; preds = %for.end26, %for.end18
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 64, i32 0, ptr %C_f, i32 64)
  %104 = add nsw i32 %t, 1
  br label %for.cond4, !llvm.loop !6

for.cond16:                                       ; preds = %for.end22, %if.then
  %i119 = phi i32 [ 0, %if.then ], [ %132, %for.end22 ]
  %105 = icmp slt i32 %i119, 32
  br i1 %105, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  br label %for.cond20

for.end18:                                        ; preds = %for.cond16
  br label %if.end

for.cond20:                                       ; preds = %for.body21, %for.body17
  %j123 = phi i32 [ 0, %for.body17 ], [ %131, %for.body21 ]
  %106 = icmp slt i32 %j123, 64
  br i1 %106, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %107 = sext i32 %r to i64
  %108 = mul nsw i64 %107, 3
  %109 = sext i32 %s to i64
  %110 = add nsw i64 %108, %109
  %111 = mul nsw i64 %110, 24
  %112 = add i32 %c0, %i119
  %113 = sext i32 %112 to i64
  %114 = add nsw i64 %111, %113
  %115 = mul nsw i64 %114, 40
  %116 = mul i32 %bx, 64
  %117 = add i32 %116, %j123
  %118 = sext i32 %117 to i64
  %119 = add nsw i64 %115, %118
  %120 = getelementptr inbounds i16, ptr %Wt, i64 %119
  %121 = load i16, ptr %120, align 2
  %122 = bitcast i16 %121 to half
  %123 = fpext half %122 to float
  %124 = sext i32 %i119 to i64
  %125 = mul nsw i64 %124, 64
  %126 = sext i32 %j123 to i64
  %127 = add nsw i64 %125, %126
  %128 = getelementptr inbounds i16, ptr %B_s, i64 %127
  %129 = fptrunc float %123 to half
  %130 = bitcast half %129 to i16
  store i16 %130, ptr %128, align 2
  %131 = add nsw i32 %j123, 1
  br label %for.cond20, !llvm.loop !7

for.end22:                                        ; preds = %for.cond20
  %132 = add nsw i32 %i119, 1
  br label %for.cond16, !llvm.loop !8

for.cond24:                                       ; preds = %for.end30, %if.else
  %i127 = phi i32 [ 0, %if.else ], [ %168, %for.end30 ]
  %133 = icmp slt i32 %i127, 32
  br i1 %133, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  br label %for.cond28

for.end26:                                        ; preds = %for.cond24
  br label %if.end

for.cond28:                                       ; preds = %sel.end34, %for.body25
  %j131 = phi i32 [ 0, %for.body25 ], [ %194, %sel.end34 ]
  %134 = icmp slt i32 %j131, 64
  br i1 %134, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %135 = sext i32 %r to i64
  %136 = icmp sle i64 0, %135
  %137 = sext i32 %r to i64
  %138 = icmp slt i64 %137, 3
  %139 = and i1 %136, %138
  %140 = sext i32 %s to i64
  %141 = icmp sle i64 0, %140
  %142 = sext i32 %s to i64
  %143 = icmp slt i64 %142, 3
  %144 = and i1 %141, %143
  %145 = and i1 %139, %144
  %146 = sext i32 %c0 to i64
  %147 = sext i32 %i127 to i64
  %148 = add i64 %146, %147
  %149 = icmp sle i64 0, %148
  %150 = sext i32 %c0 to i64
  %151 = sext i32 %i127 to i64
  %152 = add i64 %150, %151
  %153 = icmp slt i64 %152, 24
  %154 = and i1 %149, %153
  %155 = and i1 %145, %154
  %156 = mul i32 %bx, 64
  %157 = sext i32 %156 to i64
  %158 = sext i32 %j131 to i64
  %159 = add i64 %157, %158
  %160 = icmp sle i64 0, %159
  %161 = mul i32 %bx, 64
  %162 = sext i32 %161 to i64
  %163 = sext i32 %j131 to i64
  %164 = add i64 %162, %163
  %165 = icmp slt i64 %164, 40
  %166 = and i1 %160, %165
  %167 = and i1 %155, %166
  br i1 %167, label %sel.then32, label %sel.else33

for.end30:                                        ; preds = %for.cond28
  %168 = add nsw i32 %i127, 1
  br label %for.cond24, !llvm.loop !9

sel.then32:                                       ; preds = %for.body29
  %169 = sext i32 %r to i64
  %170 = mul nsw i64 %169, 3
  %171 = sext i32 %s to i64
  %172 = add nsw i64 %170, %171
  %173 = mul nsw i64 %172, 24
  %174 = add i32 %c0, %i127
  %175 = sext i32 %174 to i64
  %176 = add nsw i64 %173, %175
  %177 = mul nsw i64 %176, 40
  %178 = mul i32 %bx, 64
  %179 = add i32 %178, %j131
  %180 = sext i32 %179 to i64
  %181 = add nsw i64 %177, %180
  %182 = getelementptr inbounds i16, ptr %Wt, i64 %181
  %183 = load i16, ptr %182, align 2
  %184 = bitcast i16 %183 to half
  %185 = fpext half %184 to float
  br label %sel.end34

sel.else33:                                       ; preds = %for.body29
  br label %sel.end34

sel.end34:                                        ; preds = %sel.else33, %sel.then32
  %186 = phi float [ %185, %sel.then32 ], [ 0.000000e+00, %sel.else33 ]
  %187 = sext i32 %i127 to i64
  %188 = mul nsw i64 %187, 64
  %189 = sext i32 %j131 to i64
  %190 = add nsw i64 %188, %189
  %191 = getelementptr inbounds i16, ptr %B_s, i64 %190
  %192 = fptrunc float %186 to half
  %193 = bitcast half %192 to i16
  store i16 %193, ptr %191, align 2
  %194 = add nsw i32 %j131, 1
  br label %for.cond28, !llvm.loop !10

for.cond35:                                       ; preds = %for.end41, %for.end6
  %i38 = phi i32 [ 0, %for.end6 ], [ %204, %for.end41 ]
  %195 = icmp slt i32 %i38, 64
  br i1 %195, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  br label %for.cond39

for.end37:                                        ; preds = %for.cond35
  ret void

for.cond39:                                       ; preds = %if.end45, %for.body36
  %j = phi i32 [ 0, %for.body36 ], [ %236, %if.end45 ]
  %196 = icmp slt i32 %j, 64
  br i1 %196, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %197 = mul i32 %by, 64
  %m42 = add i32 %197, %i38
  %198 = mul i32 %bx, 64
  %f = add i32 %198, %j
  %199 = mul i32 %N, 8
  %200 = mul i32 %199, 7
  %201 = icmp slt i32 %m42, %200
  %202 = icmp slt i32 %f, 40
  %203 = and i1 %201, %202
  br i1 %203, label %if.then43, label %if.else44

for.end41:                                        ; preds = %for.cond39
  %204 = add nsw i32 %i38, 1
  br label %for.cond35, !llvm.loop !11

if.then43:                                        ; preds = %for.body40
  %205 = sdiv i32 %m42, 56
  %206 = sub i32 0, %m42
  %207 = select i1 false, i32 %206, i32 %205
  %208 = icmp sle i32 0, %207
  %209 = sdiv i32 %m42, 56
  %210 = sub i32 0, %m42
  %211 = select i1 false, i32 %210, i32 %209
  %212 = icmp slt i32 %211, %N
  %213 = and i1 %208, %212
  %214 = sdiv i32 %m42, 7
  %215 = sub i32 0, %m42
  %216 = select i1 false, i32 %215, i32 %214
  %217 = srem i32 %216, 8
  %218 = icmp sle i32 0, %217
  %219 = sdiv i32 %m42, 7
  %220 = sub i32 0, %m42
  %221 = select i1 false, i32 %220, i32 %219
  %222 = srem i32 %221, 8
  %223 = icmp slt i32 %222, 8
  %224 = and i1 %218, %223
  %225 = and i1 %213, %224
  %226 = srem i32 %m42, 7
  %227 = icmp sle i32 0, %226
  %228 = srem i32 %m42, 7
  %229 = icmp slt i32 %228, 7
  %230 = and i1 %227, %229
  %231 = and i1 %225, %230
  %232 = icmp sle i32 0, %f
  %233 = icmp slt i32 %f, 40
  %234 = and i1 %232, %233
  %235 = and i1 %231, %234
  br i1 %235, label %if.then46, label %if.else47

if.else44:                                        ; preds = %for.body40
  br label %if.end45

if.end45:                                         ; preds = %if.else44, %if.end48
  %236 = add nsw i32 %j, 1
  br label %for.cond39, !llvm.loop !12

if.then46:                                        ; preds = %if.then43
  %237 = sext i32 %i38 to i64
  %238 = mul nsw i64 %237, 64
  %239 = sext i32 %j to i64
  %240 = add nsw i64 %238, %239
  %241 = getelementptr inbounds float, ptr %C_f, i64 %240
  %242 = load float, ptr %241, align 4
  %243 = fptrunc float %242 to half
  %244 = fpext half %243 to float
  %245 = sdiv i32 %m42, 56
  %246 = sub i32 0, %m42
  %247 = select i1 false, i32 %246, i32 %245
  %248 = sext i32 %247 to i64
  %249 = mul nsw i64 %248, 8
  %250 = sdiv i32 %m42, 7
  %251 = sub i32 0, %m42
  %252 = select i1 false, i32 %251, i32 %250
  %253 = srem i32 %252, 8
  %254 = sext i32 %253 to i64
  %255 = add nsw i64 %249, %254
  %256 = mul nsw i64 %255, 7
  %257 = srem i32 %m42, 7
  %258 = sext i32 %257 to i64
  %259 = add nsw i64 %256, %258
  %260 = mul nsw i64 %259, 40
  %261 = sext i32 %f to i64
  %262 = add nsw i64 %260, %261
  %263 = getelementptr inbounds i16, ptr %Y, i64 %262
  %264 = fptrunc float %244 to half
  %265 = bitcast half %264 to i16
  store i16 %265, ptr %263, align 2
  br label %if.end48

if.else47:                                        ; preds = %if.then43
  br label %if.end48

if.end48:                                         ; preds = %if.else47, %if.then46
  br label %if.end45
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @conv2d_task(ptr %ctx, i64 %block) #0 {
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
define i32 @tilec_launch_conv2d(ptr %args, ptr %dims, ptr %self) #0 {
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

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
