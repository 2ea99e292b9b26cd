; ModuleID = 'reduce_rows.tile'
source_filename = "reduce_rows.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_row_sum = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_max = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_sum_lanes = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_max_lanes = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @row_sum_block(ptr noalias %X, ptr noalias %S, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_4 = alloca [32 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i2 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i2, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i2 to i64
  %2 = getelementptr inbounds float, ptr %acc, i64 %1
  store float 0.000000e+00, ptr %2, align 4
  %3 = add nsw i32 %i2, 1
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

for.cond1:                                        ; preds = %for.end41, %for.end
  %c = phi i32 [ 0, %for.end ], [ %192, %for.end41 ]
  %16 = icmp slt i32 %c, %15
  br i1 %16, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %17 = mul i32 %bx, 8
  %18 = icmp sle i32 0, %17
  %19 = mul i32 %bx, 8
  %20 = sext i32 %19 to i64
  %21 = add i64 %20, 8
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
  %34 = mul i32 %bx, 8
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %bx, 8
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 8
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  br i1 %41, label %if.then56, label %if.else57

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond11

if.end:                                           ; preds = %for.end13, %for.end6
  br label %for.cond33

for.cond4:                                        ; preds = %for.end10, %if.then
  %i27 = phi i32 [ 0, %if.then ], [ %61, %for.end10 ]
  %42 = icmp slt i32 %i27, 8
  br i1 %42, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %60, %for.body9 ]
  %43 = icmp slt i32 %j1, 256
  br i1 %43, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %44 = mul i32 %bx, 8
  %45 = add i32 %44, %i27
  %46 = sext i32 %45 to i64
  %47 = sext i32 %N to i64
  %48 = mul nsw i64 %46, %47
  %49 = mul i32 %c, 256
  %50 = add i32 %49, %j1
  %51 = sext i32 %50 to i64
  %52 = add nsw i64 %48, %51
  %53 = getelementptr inbounds float, ptr %X, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = sext i32 %i27 to i64
  %56 = mul nsw i64 %55, 256
  %57 = sext i32 %j1 to i64
  %58 = add nsw i64 %56, %57
  %59 = getelementptr inbounds float, ptr %X_f, i64 %58
  store float %54, ptr %59, align 4
  %60 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !3

for.end10:                                        ; preds = %for.cond8
  %61 = add nsw i32 %i27, 1
  br label %for.cond4, !llvm.loop !4

for.cond11:                                       ; preds = %for.end31, %if.else
  %i214 = phi i32 [ 0, %if.else ], [ %170, %for.end31 ]
  %62 = icmp slt i32 %i214, 8
  br i1 %62, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %63 = mul i32 %c, 256
  %64 = sext i32 %63 to i64
  %65 = sub i64 0, %64
  %66 = icmp slt i64 %65, 0
  %67 = mul i32 %c, 256
  %68 = sext i32 %67 to i64
  %69 = sub i64 0, %68
  %70 = icmp sgt i64 %69, 256
  %71 = mul i32 %c, 256
  %72 = sext i32 %71 to i64
  %73 = sub i64 0, %72
  %74 = select i1 %70, i64 256, i64 %73
  %75 = select i1 %66, i64 0, i64 %74
  %tl_lo0 = trunc i64 %75 to i32
  %76 = sext i32 %N to i64
  %77 = mul i32 %c, 256
  %78 = sext i32 %77 to i64
  %79 = sub i64 %76, %78
  %80 = icmp slt i64 %79, 0
  %81 = sext i32 %N to i64
  %82 = mul i32 %c, 256
  %83 = sext i32 %82 to i64
  %84 = sub i64 %81, %83
  %85 = icmp sgt i64 %84, 256
  %86 = sext i32 %N to i64
  %87 = mul i32 %c, 256
  %88 = sext i32 %87 to i64
  %89 = sub i64 %86, %88
  %90 = select i1 %85, i64 256, i64 %89
  %91 = select i1 %80, i64 0, i64 %90
  %92 = sext i32 %tl_lo0 to i64
  %93 = icmp slt i64 %91, %92
  %94 = sext i32 %tl_lo0 to i64
  %95 = sext i32 %N to i64
  %96 = mul i32 %c, 256
  %97 = sext i32 %96 to i64
  %98 = sub i64 %95, %97
  %99 = icmp slt i64 %98, 0
  %100 = sext i32 %N to i64
  %101 = mul i32 %c, 256
  %102 = sext i32 %101 to i64
  %103 = sub i64 %100, %102
  %104 = icmp sgt i64 %103, 256
  %105 = sext i32 %N to i64
  %106 = mul i32 %c, 256
  %107 = sext i32 %106 to i64
  %108 = sub i64 %105, %107
  %109 = select i1 %104, i64 256, i64 %108
  %110 = select i1 %99, i64 0, i64 %109
  %111 = select i1 %93, i64 %94, i64 %110
  %tl_hi1 = trunc i64 %111 to i32
  br label %for.cond15

for.end13:                                        ; preds = %for.cond11
  br label %if.end

for.cond15:                                       ; preds = %for.body16, %for.body12
  %j118 = phi i32 [ 0, %for.body12 ], [ %118, %for.body16 ]
  %112 = icmp slt i32 %j118, %tl_lo0
  br i1 %112, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %113 = sext i32 %i214 to i64
  %114 = mul nsw i64 %113, 256
  %115 = sext i32 %j118 to i64
  %116 = add nsw i64 %114, %115
  %117 = getelementptr inbounds float, ptr %X_f, i64 %116
  store float 0.000000e+00, ptr %117, align 4
  %118 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !5

for.end17:                                        ; preds = %for.cond15
  %119 = mul i32 %bx, 8
  %120 = sext i32 %119 to i64
  %121 = sext i32 %i214 to i64
  %122 = add i64 %120, %121
  %123 = icmp sle i64 0, %122
  %124 = mul i32 %bx, 8
  %125 = sext i32 %124 to i64
  %126 = sext i32 %i214 to i64
  %127 = add i64 %125, %126
  %128 = sext i32 %M to i64
  %129 = icmp slt i64 %127, %128
  %130 = and i1 %123, %129
  br i1 %130, label %if.then19, label %if.else20

if.then19:                                        ; preds = %for.end17
  %131 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond22

if.else20:                                        ; preds = %for.end17
  %132 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond25

if.end21:                                         ; preds = %for.end27, %for.end24
  %133 = sub i32 256, %tl_hi1
  br label %for.cond29

for.cond22:                                       ; preds = %for.body23, %if.then19
  %j11 = phi i32 [ 0, %if.then19 ], [ %153, %for.body23 ]
  %134 = icmp slt i32 %j11, %131
  br i1 %134, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %135 = mul i32 %bx, 8
  %136 = add i32 %135, %i214
  %137 = sext i32 %136 to i64
  %138 = sext i32 %N to i64
  %139 = mul nsw i64 %137, %138
  %140 = mul i32 %c, 256
  %141 = add i32 %tl_lo0, %j11
  %142 = add i32 %140, %141
  %143 = sext i32 %142 to i64
  %144 = add nsw i64 %139, %143
  %145 = getelementptr inbounds float, ptr %X, i64 %144
  %146 = load float, ptr %145, align 4
  %147 = sext i32 %i214 to i64
  %148 = mul nsw i64 %147, 256
  %149 = add i32 %tl_lo0, %j11
  %150 = sext i32 %149 to i64
  %151 = add nsw i64 %148, %150
  %152 = getelementptr inbounds float, ptr %X_f, i64 %151
  store float %146, ptr %152, align 4
  %153 = add nsw i32 %j11, 1
  br label %for.cond22, !llvm.loop !6

for.end24:                                        ; preds = %for.cond22
  br label %if.end21

for.cond25:                                       ; preds = %for.body26, %if.else20
  %j1128 = phi i32 [ 0, %if.else20 ], [ %161, %for.body26 ]
  %154 = icmp slt i32 %j1128, %132
  br i1 %154, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %155 = sext i32 %i214 to i64
  %156 = mul nsw i64 %155, 256
  %157 = add i32 %tl_lo0, %j1128
  %158 = sext i32 %157 to i64
  %159 = add nsw i64 %156, %158
  %160 = getelementptr inbounds float, ptr %X_f, i64 %159
  store float 0.000000e+00, ptr %160, align 4
  %161 = add nsw i32 %j1128, 1
  br label %for.cond25, !llvm.loop !7

for.end27:                                        ; preds = %for.cond25
  br label %if.end21

for.cond29:                                       ; preds = %for.body30, %if.end21
  %j1132 = phi i32 [ 0, %if.end21 ], [ %169, %for.body30 ]
  %162 = icmp slt i32 %j1132, %133
  br i1 %162, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %163 = sext i32 %i214 to i64
  %164 = mul nsw i64 %163, 256
  %165 = add i32 %tl_hi1, %j1132
  %166 = sext i32 %165 to i64
  %167 = add nsw i64 %164, %166
  %168 = getelementptr inbounds float, ptr %X_f, i64 %167
  store float 0.000000e+00, ptr %168, align 4
  %169 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !8

for.end31:                                        ; preds = %for.cond29
  %170 = add nsw i32 %i214, 1
  br label %for.cond11, !llvm.loop !9

for.cond33:                                       ; preds = %for.end38, %if.end
  %i = phi i32 [ 0, %if.end ], [ %190, %for.end38 ]
  %171 = icmp slt i32 %i, 8
  br i1 %171, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  br label %for.cond36

for.end35:                                        ; preds = %for.cond33
  br label %for.cond39

for.cond36:                                       ; preds = %for.body37, %for.body34
  %j = phi i32 [ 0, %for.body34 ], [ %189, %for.body37 ]
  %172 = icmp slt i32 %j, 256
  br i1 %172, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %173 = mul i32 %c, 256
  %174 = add i32 %173, %j
  %175 = icmp slt i32 %174, %N
  %176 = sext i32 %i to i64
  %177 = mul nsw i64 %176, 256
  %178 = sext i32 %j to i64
  %179 = add nsw i64 %177, %178
  %180 = call i64 @llvm.umin.i64(i64 %179, i64 2047)
  %181 = getelementptr inbounds float, ptr %X_f, i64 %180
  %182 = load float, ptr %181, align 4
  %183 = select i1 %175, float %182, float 0.000000e+00
  %184 = sext i32 %i to i64
  %185 = mul nsw i64 %184, 256
  %186 = sext i32 %j to i64
  %187 = add nsw i64 %185, %186
  %188 = getelementptr inbounds float, ptr %X_f, i64 %187
  store float %183, ptr %188, align 4
  %189 = add nsw i32 %j, 1
  br label %for.cond36, !llvm.loop !10

for.end38:                                        ; preds = %for.cond36
  %190 = add nsw i32 %i, 1
  br label %for.cond33, !llvm.loop !11

for.cond39:                                       ; preds = %for.end54, %for.end35
  %i1 = phi i32 [ 0, %for.end35 ], [ %233, %for.end54 ]
  %191 = icmp slt i32 %i1, 8
  br i1 %191, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  br label %for.cond42

for.end41:                                        ; preds = %for.cond39
  %192 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !12

for.cond42:                                       ; preds = %for.body43, %for.body40
  %lane = phi i32 [ 0, %for.body40 ], [ %202, %for.body43 ]
  %193 = icmp slt i32 %lane, 32
  br i1 %193, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %194 = sext i32 %i1 to i64
  %195 = mul nsw i64 %194, 256
  %196 = sext i32 %lane to i64
  %197 = add nsw i64 %195, %196
  %198 = getelementptr inbounds float, ptr %X_f, i64 %197
  %199 = load float, ptr %198, align 4
  %200 = sext i32 %lane to i64
  %201 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %200
  store float %199, ptr %201, align 4
  %202 = add nsw i32 %lane, 1
  br label %for.cond42, !llvm.loop !13

for.end44:                                        ; preds = %for.cond42
  br label %for.cond45

for.cond45:                                       ; preds = %for.end50, %for.end44
  %red = phi i32 [ 0, %for.end44 ], [ %221, %for.end50 ]
  %203 = icmp slt i32 %red, 7
  br i1 %203, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  br label %for.cond52

for.cond48:                                       ; preds = %for.body49, %for.body46
  %lane51 = phi i32 [ 0, %for.body46 ], [ %220, %for.body49 ]
  %204 = icmp slt i32 %lane51, 32
  br i1 %204, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %205 = sext i32 %lane51 to i64
  %206 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %205
  %207 = load float, ptr %206, align 4
  %208 = sext i32 %i1 to i64
  %209 = mul nsw i64 %208, 256
  %210 = add i32 %red, 1
  %211 = mul i32 %210, 32
  %212 = add i32 %211, %lane51
  %213 = sext i32 %212 to i64
  %214 = add nsw i64 %209, %213
  %215 = getelementptr inbounds float, ptr %X_f, i64 %214
  %216 = load float, ptr %215, align 4
  %217 = fadd float %207, %216
  %218 = sext i32 %lane51 to i64
  %219 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %218
  store float %217, ptr %219, align 4
  %220 = add nsw i32 %lane51, 1
  br label %for.cond48, !llvm.loop !14

for.end50:                                        ; preds = %for.cond48
  %221 = add nsw i32 %red, 1
  br label %for.cond45, !llvm.loop !15

for.cond52:                                       ; preds = %for.body53, %for.end47
  %lane55 = phi i32 [ 0, %for.end47 ], [ %232, %for.body53 ]
  %222 = icmp slt i32 %lane55, 32
  br i1 %222, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %223 = sext i32 %i1 to i64
  %224 = getelementptr inbounds float, ptr %acc, i64 %223
  %225 = load float, ptr %224, align 4
  %226 = sext i32 %lane55 to i64
  %227 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %226
  %228 = load float, ptr %227, align 4
  %229 = fadd float %225, %228
  %230 = sext i32 %i1 to i64
  %231 = getelementptr inbounds float, ptr %acc, i64 %230
  store float %229, ptr %231, align 4
  %232 = add nsw i32 %lane55, 1
  br label %for.cond52, !llvm.loop !16

for.end54:                                        ; preds = %for.cond52
  %233 = add nsw i32 %i1, 1
  br label %for.cond39, !llvm.loop !17

if.then56:                                        ; preds = %for.end3
  %234 = sext i32 %M to i64
  %235 = icmp sge i64 %234, 8388608
  br i1 %235, label %if.then59, label %if.else60

if.else57:                                        ; preds = %for.end3
  %236 = mul i32 %bx, 8
  %237 = sext i32 %236 to i64
  %238 = sub i64 0, %237
  %239 = icmp slt i64 %238, 0
  %240 = mul i32 %bx, 8
  %241 = sext i32 %240 to i64
  %242 = sub i64 0, %241
  %243 = icmp sgt i64 %242, 8
  %244 = mul i32 %bx, 8
  %245 = sext i32 %244 to i64
  %246 = sub i64 0, %245
  %247 = select i1 %243, i64 8, i64 %246
  %248 = select i1 %239, i64 0, i64 %247
  %tl_lo2 = trunc i64 %248 to i32
  %249 = sext i32 %M to i64
  %250 = mul i32 %bx, 8
  %251 = sext i32 %250 to i64
  %252 = sub i64 %249, %251
  %253 = icmp slt i64 %252, 0
  %254 = sext i32 %M to i64
  %255 = mul i32 %bx, 8
  %256 = sext i32 %255 to i64
  %257 = sub i64 %254, %256
  %258 = icmp sgt i64 %257, 8
  %259 = sext i32 %M to i64
  %260 = mul i32 %bx, 8
  %261 = sext i32 %260 to i64
  %262 = sub i64 %259, %261
  %263 = select i1 %258, i64 8, i64 %262
  %264 = select i1 %253, i64 0, i64 %263
  %265 = sext i32 %tl_lo2 to i64
  %266 = icmp slt i64 %264, %265
  %267 = sext i32 %tl_lo2 to i64
  %268 = sext i32 %M to i64
  %269 = mul i32 %bx, 8
  %270 = sext i32 %269 to i64
  %271 = sub i64 %268, %270
  %272 = icmp slt i64 %271, 0
  %273 = sext i32 %M to i64
  %274 = mul i32 %bx, 8
  %275 = sext i32 %274 to i64
  %276 = sub i64 %273, %275
  %277 = icmp sgt i64 %276, 8
  %278 = sext i32 %M to i64
  %279 = mul i32 %bx, 8
  %280 = sext i32 %279 to i64
  %281 = sub i64 %278, %280
  %282 = select i1 %277, i64 8, i64 %281
  %283 = select i1 %272, i64 0, i64 %282
  %284 = select i1 %266, i64 %267, i64 %283
  %tl_hi3 = trunc i64 %284 to i32
  %285 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond65

if.end58:                                         ; preds = %for.end67, %if.end61
  ret void

if.then59:                                        ; preds = %if.then56
  %286 = mul i32 %bx, 8
  %287 = add i32 %286, 0
  %288 = sext i32 %287 to i64
  %289 = getelementptr inbounds float, ptr %S, i64 %288
  %290 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %289, ptr %290, i64 32)
  br label %if.end61

if.else60:                                        ; preds = %if.then56
  br label %for.cond62

if.end61:                                         ; preds = %for.end64, %if.then59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else60
  %i3 = phi i32 [ 0, %if.else60 ], [ %299, %for.body63 ]
  %291 = icmp slt i32 %i3, 8
  br i1 %291, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %292 = sext i32 %i3 to i64
  %293 = getelementptr inbounds float, ptr %acc, i64 %292
  %294 = load float, ptr %293, align 4
  %295 = mul i32 %bx, 8
  %296 = add i32 %295, %i3
  %297 = sext i32 %296 to i64
  %298 = getelementptr inbounds float, ptr %S, i64 %297
  store float %294, ptr %298, align 4
  %299 = add nsw i32 %i3, 1
  br label %for.cond62, !llvm.loop !18

for.end64:                                        ; preds = %for.cond62
  br label %if.end61

for.cond65:                                       ; preds = %for.body66, %if.else57
  %i31 = phi i32 [ 0, %if.else57 ], [ %310, %for.body66 ]
  %300 = icmp slt i32 %i31, %285
  br i1 %300, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %301 = add i32 %tl_lo2, %i31
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds float, ptr %acc, i64 %302
  %304 = load float, ptr %303, align 4
  %305 = mul i32 %bx, 8
  %306 = add i32 %tl_lo2, %i31
  %307 = add i32 %305, %306
  %308 = sext i32 %307 to i64
  %309 = getelementptr inbounds float, ptr %S, i64 %308
  store float %304, ptr %309, align 4
  %310 = add nsw i32 %i31, 1
  br label %for.cond65, !llvm.loop !19

for.end67:                                        ; preds = %for.cond65
  br label %if.end58
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @row_sum_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 4
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
  call void @row_sum_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_sum(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_sum, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 8
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 8
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
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_sum_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @row_max_block(ptr noalias %X, ptr noalias %Mx, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_4 = alloca [32 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i2 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i2, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i2 to i64
  %2 = getelementptr inbounds float, ptr %acc, i64 %1
  store float 0xFFF0000000000000, ptr %2, align 4
  %3 = add nsw i32 %i2, 1
  br label %for.cond, !llvm.loop !20

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

for.cond1:                                        ; preds = %for.end41, %for.end
  %c = phi i32 [ 0, %for.end ], [ %192, %for.end41 ]
  %16 = icmp slt i32 %c, %15
  br i1 %16, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %17 = mul i32 %bx, 8
  %18 = icmp sle i32 0, %17
  %19 = mul i32 %bx, 8
  %20 = sext i32 %19 to i64
  %21 = add i64 %20, 8
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
  %34 = mul i32 %bx, 8
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %bx, 8
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 8
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  br i1 %41, label %if.then56, label %if.else57

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond11

if.end:                                           ; preds = %for.end13, %for.end6
  br label %for.cond33

for.cond4:                                        ; preds = %for.end10, %if.then
  %i27 = phi i32 [ 0, %if.then ], [ %61, %for.end10 ]
  %42 = icmp slt i32 %i27, 8
  br i1 %42, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %60, %for.body9 ]
  %43 = icmp slt i32 %j1, 256
  br i1 %43, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %44 = mul i32 %bx, 8
  %45 = add i32 %44, %i27
  %46 = sext i32 %45 to i64
  %47 = sext i32 %N to i64
  %48 = mul nsw i64 %46, %47
  %49 = mul i32 %c, 256
  %50 = add i32 %49, %j1
  %51 = sext i32 %50 to i64
  %52 = add nsw i64 %48, %51
  %53 = getelementptr inbounds float, ptr %X, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = sext i32 %i27 to i64
  %56 = mul nsw i64 %55, 256
  %57 = sext i32 %j1 to i64
  %58 = add nsw i64 %56, %57
  %59 = getelementptr inbounds float, ptr %X_f, i64 %58
  store float %54, ptr %59, align 4
  %60 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !21

for.end10:                                        ; preds = %for.cond8
  %61 = add nsw i32 %i27, 1
  br label %for.cond4, !llvm.loop !22

for.cond11:                                       ; preds = %for.end31, %if.else
  %i214 = phi i32 [ 0, %if.else ], [ %170, %for.end31 ]
  %62 = icmp slt i32 %i214, 8
  br i1 %62, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %63 = mul i32 %c, 256
  %64 = sext i32 %63 to i64
  %65 = sub i64 0, %64
  %66 = icmp slt i64 %65, 0
  %67 = mul i32 %c, 256
  %68 = sext i32 %67 to i64
  %69 = sub i64 0, %68
  %70 = icmp sgt i64 %69, 256
  %71 = mul i32 %c, 256
  %72 = sext i32 %71 to i64
  %73 = sub i64 0, %72
  %74 = select i1 %70, i64 256, i64 %73
  %75 = select i1 %66, i64 0, i64 %74
  %tl_lo0 = trunc i64 %75 to i32
  %76 = sext i32 %N to i64
  %77 = mul i32 %c, 256
  %78 = sext i32 %77 to i64
  %79 = sub i64 %76, %78
  %80 = icmp slt i64 %79, 0
  %81 = sext i32 %N to i64
  %82 = mul i32 %c, 256
  %83 = sext i32 %82 to i64
  %84 = sub i64 %81, %83
  %85 = icmp sgt i64 %84, 256
  %86 = sext i32 %N to i64
  %87 = mul i32 %c, 256
  %88 = sext i32 %87 to i64
  %89 = sub i64 %86, %88
  %90 = select i1 %85, i64 256, i64 %89
  %91 = select i1 %80, i64 0, i64 %90
  %92 = sext i32 %tl_lo0 to i64
  %93 = icmp slt i64 %91, %92
  %94 = sext i32 %tl_lo0 to i64
  %95 = sext i32 %N to i64
  %96 = mul i32 %c, 256
  %97 = sext i32 %96 to i64
  %98 = sub i64 %95, %97
  %99 = icmp slt i64 %98, 0
  %100 = sext i32 %N to i64
  %101 = mul i32 %c, 256
  %102 = sext i32 %101 to i64
  %103 = sub i64 %100, %102
  %104 = icmp sgt i64 %103, 256
  %105 = sext i32 %N to i64
  %106 = mul i32 %c, 256
  %107 = sext i32 %106 to i64
  %108 = sub i64 %105, %107
  %109 = select i1 %104, i64 256, i64 %108
  %110 = select i1 %99, i64 0, i64 %109
  %111 = select i1 %93, i64 %94, i64 %110
  %tl_hi1 = trunc i64 %111 to i32
  br label %for.cond15

for.end13:                                        ; preds = %for.cond11
  br label %if.end

for.cond15:                                       ; preds = %for.body16, %for.body12
  %j118 = phi i32 [ 0, %for.body12 ], [ %118, %for.body16 ]
  %112 = icmp slt i32 %j118, %tl_lo0
  br i1 %112, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %113 = sext i32 %i214 to i64
  %114 = mul nsw i64 %113, 256
  %115 = sext i32 %j118 to i64
  %116 = add nsw i64 %114, %115
  %117 = getelementptr inbounds float, ptr %X_f, i64 %116
  store float 0.000000e+00, ptr %117, align 4
  %118 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !23

for.end17:                                        ; preds = %for.cond15
  %119 = mul i32 %bx, 8
  %120 = sext i32 %119 to i64
  %121 = sext i32 %i214 to i64
  %122 = add i64 %120, %121
  %123 = icmp sle i64 0, %122
  %124 = mul i32 %bx, 8
  %125 = sext i32 %124 to i64
  %126 = sext i32 %i214 to i64
  %127 = add i64 %125, %126
  %128 = sext i32 %M to i64
  %129 = icmp slt i64 %127, %128
  %130 = and i1 %123, %129
  br i1 %130, label %if.then19, label %if.else20

if.then19:                                        ; preds = %for.end17
  %131 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond22

if.else20:                                        ; preds = %for.end17
  %132 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond25

if.end21:                                         ; preds = %for.end27, %for.end24
  %133 = sub i32 256, %tl_hi1
  br label %for.cond29

for.cond22:                                       ; preds = %for.body23, %if.then19
  %j11 = phi i32 [ 0, %if.then19 ], [ %153, %for.body23 ]
  %134 = icmp slt i32 %j11, %131
  br i1 %134, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %135 = mul i32 %bx, 8
  %136 = add i32 %135, %i214
  %137 = sext i32 %136 to i64
  %138 = sext i32 %N to i64
  %139 = mul nsw i64 %137, %138
  %140 = mul i32 %c, 256
  %141 = add i32 %tl_lo0, %j11
  %142 = add i32 %140, %141
  %143 = sext i32 %142 to i64
  %144 = add nsw i64 %139, %143
  %145 = getelementptr inbounds float, ptr %X, i64 %144
  %146 = load float, ptr %145, align 4
  %147 = sext i32 %i214 to i64
  %148 = mul nsw i64 %147, 256
  %149 = add i32 %tl_lo0, %j11
  %150 = sext i32 %149 to i64
  %151 = add nsw i64 %148, %150
  %152 = getelementptr inbounds float, ptr %X_f, i64 %151
  store float %146, ptr %152, align 4
  %153 = add nsw i32 %j11, 1
  br label %for.cond22, !llvm.loop !24

for.end24:                                        ; preds = %for.cond22
  br label %if.end21

for.cond25:                                       ; preds = %for.body26, %if.else20
  %j1128 = phi i32 [ 0, %if.else20 ], [ %161, %for.body26 ]
  %154 = icmp slt i32 %j1128, %132
  br i1 %154, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %155 = sext i32 %i214 to i64
  %156 = mul nsw i64 %155, 256
  %157 = add i32 %tl_lo0, %j1128
  %158 = sext i32 %157 to i64
  %159 = add nsw i64 %156, %158
  %160 = getelementptr inbounds float, ptr %X_f, i64 %159
  store float 0.000000e+00, ptr %160, align 4
  %161 = add nsw i32 %j1128, 1
  br label %for.cond25, !llvm.loop !25

for.end27:                                        ; preds = %for.cond25
  br label %if.end21

for.cond29:                                       ; preds = %for.body30, %if.end21
  %j1132 = phi i32 [ 0, %if.end21 ], [ %169, %for.body30 ]
  %162 = icmp slt i32 %j1132, %133
  br i1 %162, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %163 = sext i32 %i214 to i64
  %164 = mul nsw i64 %163, 256
  %165 = add i32 %tl_hi1, %j1132
  %166 = sext i32 %165 to i64
  %167 = add nsw i64 %164, %166
  %168 = getelementptr inbounds float, ptr %X_f, i64 %167
  store float 0.000000e+00, ptr %168, align 4
  %169 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !26

for.end31:                                        ; preds = %for.cond29
  %170 = add nsw i32 %i214, 1
  br label %for.cond11, !llvm.loop !27

for.cond33:                                       ; preds = %for.end38, %if.end
  %i = phi i32 [ 0, %if.end ], [ %190, %for.end38 ]
  %171 = icmp slt i32 %i, 8
  br i1 %171, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  br label %for.cond36

for.end35:                                        ; preds = %for.cond33
  br label %for.cond39

for.cond36:                                       ; preds = %for.body37, %for.body34
  %j = phi i32 [ 0, %for.body34 ], [ %189, %for.body37 ]
  %172 = icmp slt i32 %j, 256
  br i1 %172, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %173 = mul i32 %c, 256
  %174 = add i32 %173, %j
  %175 = icmp slt i32 %174, %N
  %176 = sext i32 %i to i64
  %177 = mul nsw i64 %176, 256
  %178 = sext i32 %j to i64
  %179 = add nsw i64 %177, %178
  %180 = call i64 @llvm.umin.i64(i64 %179, i64 2047)
  %181 = getelementptr inbounds float, ptr %X_f, i64 %180
  %182 = load float, ptr %181, align 4
  %183 = select i1 %175, float %182, float 0xFFF0000000000000
  %184 = sext i32 %i to i64
  %185 = mul nsw i64 %184, 256
  %186 = sext i32 %j to i64
  %187 = add nsw i64 %185, %186
  %188 = getelementptr inbounds float, ptr %X_f, i64 %187
  store float %183, ptr %188, align 4
  %189 = add nsw i32 %j, 1
  br label %for.cond36, !llvm.loop !28

for.end38:                                        ; preds = %for.cond36
  %190 = add nsw i32 %i, 1
  br label %for.cond33, !llvm.loop !29

for.cond39:                                       ; preds = %for.end54, %for.end35
  %i1 = phi i32 [ 0, %for.end35 ], [ %234, %for.end54 ]
  %191 = icmp slt i32 %i1, 8
  br i1 %191, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  br label %for.cond42

for.end41:                                        ; preds = %for.cond39
  %192 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !30

for.cond42:                                       ; preds = %for.body43, %for.body40
  %lane = phi i32 [ 0, %for.body40 ], [ %202, %for.body43 ]
  %193 = icmp slt i32 %lane, 32
  br i1 %193, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %194 = sext i32 %i1 to i64
  %195 = mul nsw i64 %194, 256
  %196 = sext i32 %lane to i64
  %197 = add nsw i64 %195, %196
  %198 = getelementptr inbounds float, ptr %X_f, i64 %197
  %199 = load float, ptr %198, align 4
  %200 = sext i32 %lane to i64
  %201 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %200
  store float %199, ptr %201, align 4
  %202 = add nsw i32 %lane, 1
  br label %for.cond42, !llvm.loop !31

for.end44:                                        ; preds = %for.cond42
  br label %for.cond45

for.cond45:                                       ; preds = %for.end50, %for.end44
  %red = phi i32 [ 0, %for.end44 ], [ %222, %for.end50 ]
  %203 = icmp slt i32 %red, 7
  br i1 %203, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  br label %for.cond52

for.cond48:                                       ; preds = %for.body49, %for.body46
  %lane51 = phi i32 [ 0, %for.body46 ], [ %221, %for.body49 ]
  %204 = icmp slt i32 %lane51, 32
  br i1 %204, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %205 = sext i32 %lane51 to i64
  %206 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %205
  %lane_acc = load float, ptr %206, align 4
  %207 = sext i32 %i1 to i64
  %208 = mul nsw i64 %207, 256
  %209 = add i32 %red, 1
  %210 = mul i32 %209, 32
  %211 = add i32 %210, %lane51
  %212 = sext i32 %211 to i64
  %213 = add nsw i64 %208, %212
  %214 = getelementptr inbounds float, ptr %X_f, i64 %213
  %lane_next = load float, ptr %214, align 4
  %215 = fcmp une float %lane_next, %lane_next
  %216 = fcmp ogt float %lane_acc, %lane_next
  %217 = select i1 %216, float %lane_acc, float %lane_next
  %218 = select i1 %215, float %lane_acc, float %217
  %219 = sext i32 %lane51 to i64
  %220 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %219
  store float %218, ptr %220, align 4
  %221 = add nsw i32 %lane51, 1
  br label %for.cond48, !llvm.loop !32

for.end50:                                        ; preds = %for.cond48
  %222 = add nsw i32 %red, 1
  br label %for.cond45, !llvm.loop !33

for.cond52:                                       ; preds = %for.body53, %for.end47
  %lane55 = phi i32 [ 0, %for.end47 ], [ %233, %for.body53 ]
  %223 = icmp slt i32 %lane55, 32
  br i1 %223, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %224 = sext i32 %i1 to i64
  %225 = getelementptr inbounds float, ptr %acc, i64 %224
  %226 = load float, ptr %225, align 4
  %227 = sext i32 %lane55 to i64
  %228 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %227
  %229 = load float, ptr %228, align 4
  %230 = call float @llvm.maxnum.f32(float %226, float %229)
  %231 = sext i32 %i1 to i64
  %232 = getelementptr inbounds float, ptr %acc, i64 %231
  store float %230, ptr %232, align 4
  %233 = add nsw i32 %lane55, 1
  br label %for.cond52, !llvm.loop !34

for.end54:                                        ; preds = %for.cond52
  %234 = add nsw i32 %i1, 1
  br label %for.cond39, !llvm.loop !35

if.then56:                                        ; preds = %for.end3
  %235 = sext i32 %M to i64
  %236 = icmp sge i64 %235, 8388608
  br i1 %236, label %if.then59, label %if.else60

if.else57:                                        ; preds = %for.end3
  %237 = mul i32 %bx, 8
  %238 = sext i32 %237 to i64
  %239 = sub i64 0, %238
  %240 = icmp slt i64 %239, 0
  %241 = mul i32 %bx, 8
  %242 = sext i32 %241 to i64
  %243 = sub i64 0, %242
  %244 = icmp sgt i64 %243, 8
  %245 = mul i32 %bx, 8
  %246 = sext i32 %245 to i64
  %247 = sub i64 0, %246
  %248 = select i1 %244, i64 8, i64 %247
  %249 = select i1 %240, i64 0, i64 %248
  %tl_lo2 = trunc i64 %249 to i32
  %250 = sext i32 %M to i64
  %251 = mul i32 %bx, 8
  %252 = sext i32 %251 to i64
  %253 = sub i64 %250, %252
  %254 = icmp slt i64 %253, 0
  %255 = sext i32 %M to i64
  %256 = mul i32 %bx, 8
  %257 = sext i32 %256 to i64
  %258 = sub i64 %255, %257
  %259 = icmp sgt i64 %258, 8
  %260 = sext i32 %M to i64
  %261 = mul i32 %bx, 8
  %262 = sext i32 %261 to i64
  %263 = sub i64 %260, %262
  %264 = select i1 %259, i64 8, i64 %263
  %265 = select i1 %254, i64 0, i64 %264
  %266 = sext i32 %tl_lo2 to i64
  %267 = icmp slt i64 %265, %266
  %268 = sext i32 %tl_lo2 to i64
  %269 = sext i32 %M to i64
  %270 = mul i32 %bx, 8
  %271 = sext i32 %270 to i64
  %272 = sub i64 %269, %271
  %273 = icmp slt i64 %272, 0
  %274 = sext i32 %M to i64
  %275 = mul i32 %bx, 8
  %276 = sext i32 %275 to i64
  %277 = sub i64 %274, %276
  %278 = icmp sgt i64 %277, 8
  %279 = sext i32 %M to i64
  %280 = mul i32 %bx, 8
  %281 = sext i32 %280 to i64
  %282 = sub i64 %279, %281
  %283 = select i1 %278, i64 8, i64 %282
  %284 = select i1 %273, i64 0, i64 %283
  %285 = select i1 %267, i64 %268, i64 %284
  %tl_hi3 = trunc i64 %285 to i32
  %286 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond65

if.end58:                                         ; preds = %for.end67, %if.end61
  ret void

if.then59:                                        ; preds = %if.then56
  %287 = mul i32 %bx, 8
  %288 = add i32 %287, 0
  %289 = sext i32 %288 to i64
  %290 = getelementptr inbounds float, ptr %Mx, i64 %289
  %291 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %290, ptr %291, i64 32)
  br label %if.end61

if.else60:                                        ; preds = %if.then56
  br label %for.cond62

if.end61:                                         ; preds = %for.end64, %if.then59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else60
  %i3 = phi i32 [ 0, %if.else60 ], [ %300, %for.body63 ]
  %292 = icmp slt i32 %i3, 8
  br i1 %292, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %293 = sext i32 %i3 to i64
  %294 = getelementptr inbounds float, ptr %acc, i64 %293
  %295 = load float, ptr %294, align 4
  %296 = mul i32 %bx, 8
  %297 = add i32 %296, %i3
  %298 = sext i32 %297 to i64
  %299 = getelementptr inbounds float, ptr %Mx, i64 %298
  store float %295, ptr %299, align 4
  %300 = add nsw i32 %i3, 1
  br label %for.cond62, !llvm.loop !36

for.end64:                                        ; preds = %for.cond62
  br label %if.end61

for.cond65:                                       ; preds = %for.body66, %if.else57
  %i31 = phi i32 [ 0, %if.else57 ], [ %311, %for.body66 ]
  %301 = icmp slt i32 %i31, %286
  br i1 %301, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %302 = add i32 %tl_lo2, %i31
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds float, ptr %acc, i64 %303
  %305 = load float, ptr %304, align 4
  %306 = mul i32 %bx, 8
  %307 = add i32 %tl_lo2, %i31
  %308 = add i32 %306, %307
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds float, ptr %Mx, i64 %309
  store float %305, ptr %310, align 4
  %311 = add nsw i32 %i31, 1
  br label %for.cond65, !llvm.loop !37

for.end67:                                        ; preds = %for.cond65
  br label %if.end58
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: nounwind
define internal void @row_max_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 4
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
  call void @row_max_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_max(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_max, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 8
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 8
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
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_max_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @row_sum_lanes_block(ptr noalias %X, ptr noalias %S, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_5 = alloca [32 x float], align 64
  %X_f = alloca [1024 x float], align 64
  %part = alloca [1024 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %acc, i8 0, i64 32, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i2 = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i2, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %N to i64
  %2 = sdiv i64 %1, 128
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 128
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j1, 128
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i2 to i64
  %15 = mul nsw i64 %14, 128
  %16 = sext i32 %j1 to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %part, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !38

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i2, 1
  br label %for.cond, !llvm.loop !39

for.cond4:                                        ; preds = %for.end39, %for.end
  %c = phi i32 [ 0, %for.end ], [ %169, %for.end39 ]
  %21 = icmp slt i32 %c, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %bx, 8
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %bx, 8
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 8
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %c, 128
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %c, 128
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 128
  %35 = sext i32 %N to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond43

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  br label %for.cond37

for.cond7:                                        ; preds = %for.end13, %if.then
  %i210 = phi i32 [ 0, %if.then ], [ %58, %for.end13 ]
  %39 = icmp slt i32 %i210, 8
  br i1 %39, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %57, %for.body12 ]
  %40 = icmp slt i32 %j114, 128
  br i1 %40, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %41 = mul i32 %bx, 8
  %42 = add i32 %41, %i210
  %43 = sext i32 %42 to i64
  %44 = sext i32 %N to i64
  %45 = mul nsw i64 %43, %44
  %46 = mul i32 %c, 128
  %47 = add i32 %46, %j114
  %48 = sext i32 %47 to i64
  %49 = add nsw i64 %45, %48
  %50 = getelementptr inbounds float, ptr %X, i64 %49
  %51 = load float, ptr %50, align 4
  %52 = sext i32 %i210 to i64
  %53 = mul nsw i64 %52, 128
  %54 = sext i32 %j114 to i64
  %55 = add nsw i64 %53, %54
  %56 = getelementptr inbounds float, ptr %X_f, i64 %55
  store float %51, ptr %56, align 4
  %57 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !40

for.end13:                                        ; preds = %for.cond11
  %58 = add nsw i32 %i210, 1
  br label %for.cond7, !llvm.loop !41

for.cond15:                                       ; preds = %for.end35, %if.else
  %i218 = phi i32 [ 0, %if.else ], [ %167, %for.end35 ]
  %59 = icmp slt i32 %i218, 8
  br i1 %59, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %60 = mul i32 %c, 128
  %61 = sext i32 %60 to i64
  %62 = sub i64 0, %61
  %63 = icmp slt i64 %62, 0
  %64 = mul i32 %c, 128
  %65 = sext i32 %64 to i64
  %66 = sub i64 0, %65
  %67 = icmp sgt i64 %66, 128
  %68 = mul i32 %c, 128
  %69 = sext i32 %68 to i64
  %70 = sub i64 0, %69
  %71 = select i1 %67, i64 128, i64 %70
  %72 = select i1 %63, i64 0, i64 %71
  %tl_lo0 = trunc i64 %72 to i32
  %73 = sext i32 %N to i64
  %74 = mul i32 %c, 128
  %75 = sext i32 %74 to i64
  %76 = sub i64 %73, %75
  %77 = icmp slt i64 %76, 0
  %78 = sext i32 %N to i64
  %79 = mul i32 %c, 128
  %80 = sext i32 %79 to i64
  %81 = sub i64 %78, %80
  %82 = icmp sgt i64 %81, 128
  %83 = sext i32 %N to i64
  %84 = mul i32 %c, 128
  %85 = sext i32 %84 to i64
  %86 = sub i64 %83, %85
  %87 = select i1 %82, i64 128, i64 %86
  %88 = select i1 %77, i64 0, i64 %87
  %89 = sext i32 %tl_lo0 to i64
  %90 = icmp slt i64 %88, %89
  %91 = sext i32 %tl_lo0 to i64
  %92 = sext i32 %N to i64
  %93 = mul i32 %c, 128
  %94 = sext i32 %93 to i64
  %95 = sub i64 %92, %94
  %96 = icmp slt i64 %95, 0
  %97 = sext i32 %N to i64
  %98 = mul i32 %c, 128
  %99 = sext i32 %98 to i64
  %100 = sub i64 %97, %99
  %101 = icmp sgt i64 %100, 128
  %102 = sext i32 %N to i64
  %103 = mul i32 %c, 128
  %104 = sext i32 %103 to i64
  %105 = sub i64 %102, %104
  %106 = select i1 %101, i64 128, i64 %105
  %107 = select i1 %96, i64 0, i64 %106
  %108 = select i1 %90, i64 %91, i64 %107
  %tl_hi1 = trunc i64 %108 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %115, %for.body20 ]
  %109 = icmp slt i32 %j122, %tl_lo0
  br i1 %109, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %110 = sext i32 %i218 to i64
  %111 = mul nsw i64 %110, 128
  %112 = sext i32 %j122 to i64
  %113 = add nsw i64 %111, %112
  %114 = getelementptr inbounds float, ptr %X_f, i64 %113
  store float 0.000000e+00, ptr %114, align 4
  %115 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !42

for.end21:                                        ; preds = %for.cond19
  %116 = mul i32 %bx, 8
  %117 = sext i32 %116 to i64
  %118 = sext i32 %i218 to i64
  %119 = add i64 %117, %118
  %120 = icmp sle i64 0, %119
  %121 = mul i32 %bx, 8
  %122 = sext i32 %121 to i64
  %123 = sext i32 %i218 to i64
  %124 = add i64 %122, %123
  %125 = sext i32 %M to i64
  %126 = icmp slt i64 %124, %125
  %127 = and i1 %120, %126
  br i1 %127, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %128 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %129 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %130 = sub i32 128, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j11 = phi i32 [ 0, %if.then23 ], [ %150, %for.body27 ]
  %131 = icmp slt i32 %j11, %128
  br i1 %131, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %132 = mul i32 %bx, 8
  %133 = add i32 %132, %i218
  %134 = sext i32 %133 to i64
  %135 = sext i32 %N to i64
  %136 = mul nsw i64 %134, %135
  %137 = mul i32 %c, 128
  %138 = add i32 %tl_lo0, %j11
  %139 = add i32 %137, %138
  %140 = sext i32 %139 to i64
  %141 = add nsw i64 %136, %140
  %142 = getelementptr inbounds float, ptr %X, i64 %141
  %143 = load float, ptr %142, align 4
  %144 = sext i32 %i218 to i64
  %145 = mul nsw i64 %144, 128
  %146 = add i32 %tl_lo0, %j11
  %147 = sext i32 %146 to i64
  %148 = add nsw i64 %145, %147
  %149 = getelementptr inbounds float, ptr %X_f, i64 %148
  store float %143, ptr %149, align 4
  %150 = add nsw i32 %j11, 1
  br label %for.cond26, !llvm.loop !43

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j1132 = phi i32 [ 0, %if.else24 ], [ %158, %for.body30 ]
  %151 = icmp slt i32 %j1132, %129
  br i1 %151, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %152 = sext i32 %i218 to i64
  %153 = mul nsw i64 %152, 128
  %154 = add i32 %tl_lo0, %j1132
  %155 = sext i32 %154 to i64
  %156 = add nsw i64 %153, %155
  %157 = getelementptr inbounds float, ptr %X_f, i64 %156
  store float 0.000000e+00, ptr %157, align 4
  %158 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !44

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j1136 = phi i32 [ 0, %if.end25 ], [ %166, %for.body34 ]
  %159 = icmp slt i32 %j1136, %130
  br i1 %159, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %160 = sext i32 %i218 to i64
  %161 = mul nsw i64 %160, 128
  %162 = add i32 %tl_hi1, %j1136
  %163 = sext i32 %162 to i64
  %164 = add nsw i64 %161, %163
  %165 = getelementptr inbounds float, ptr %X_f, i64 %164
  store float 0.000000e+00, ptr %165, align 4
  %166 = add nsw i32 %j1136, 1
  br label %for.cond33, !llvm.loop !45

for.end35:                                        ; preds = %for.cond33
  %167 = add nsw i32 %i218, 1
  br label %for.cond15, !llvm.loop !46

for.cond37:                                       ; preds = %for.end42, %if.end
  %i = phi i32 [ 0, %if.end ], [ %195, %for.end42 ]
  %168 = icmp slt i32 %i, 8
  br i1 %168, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  br label %for.cond40

for.end39:                                        ; preds = %for.cond37
  %169 = add nsw i32 %c, 1
  br label %for.cond4, !llvm.loop !47

for.cond40:                                       ; preds = %for.body41, %for.body38
  %j = phi i32 [ 0, %for.body38 ], [ %194, %for.body41 ]
  %170 = icmp slt i32 %j, 128
  br i1 %170, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %171 = sext i32 %i to i64
  %172 = mul nsw i64 %171, 128
  %173 = sext i32 %j to i64
  %174 = add nsw i64 %172, %173
  %175 = getelementptr inbounds float, ptr %part, i64 %174
  %176 = load float, ptr %175, align 4
  %177 = mul i32 %c, 128
  %178 = add i32 %177, %j
  %179 = icmp slt i32 %178, %N
  %180 = sext i32 %i to i64
  %181 = mul nsw i64 %180, 128
  %182 = sext i32 %j to i64
  %183 = add nsw i64 %181, %182
  %184 = call i64 @llvm.umin.i64(i64 %183, i64 1023)
  %185 = getelementptr inbounds float, ptr %X_f, i64 %184
  %186 = load float, ptr %185, align 4
  %187 = select i1 %179, float %186, float 0.000000e+00
  %188 = fadd float %176, %187
  %189 = sext i32 %i to i64
  %190 = mul nsw i64 %189, 128
  %191 = sext i32 %j to i64
  %192 = add nsw i64 %190, %191
  %193 = getelementptr inbounds float, ptr %part, i64 %192
  store float %188, ptr %193, align 4
  %194 = add nsw i32 %j, 1
  br label %for.cond40, !llvm.loop !48

for.end42:                                        ; preds = %for.cond40
  %195 = add nsw i32 %i, 1
  br label %for.cond37, !llvm.loop !49

for.cond43:                                       ; preds = %for.end58, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %247, %for.end58 ]
  %196 = icmp slt i32 %i1, 8
  br i1 %196, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  br label %for.cond46

for.end45:                                        ; preds = %for.cond43
  %197 = mul i32 %bx, 8
  %198 = icmp sle i32 0, %197
  %199 = mul i32 %bx, 8
  %200 = sext i32 %199 to i64
  %201 = add i64 %200, 8
  %202 = sext i32 %M to i64
  %203 = icmp sle i64 %201, %202
  %204 = and i1 %198, %203
  br i1 %204, label %if.then60, label %if.else61

for.cond46:                                       ; preds = %for.body47, %for.body44
  %lane = phi i32 [ 0, %for.body44 ], [ %214, %for.body47 ]
  %205 = icmp slt i32 %lane, 32
  br i1 %205, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %206 = sext i32 %i1 to i64
  %207 = mul nsw i64 %206, 128
  %208 = sext i32 %lane to i64
  %209 = add nsw i64 %207, %208
  %210 = getelementptr inbounds float, ptr %part, i64 %209
  %211 = load float, ptr %210, align 4
  %212 = sext i32 %lane to i64
  %213 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %212
  store float %211, ptr %213, align 4
  %214 = add nsw i32 %lane, 1
  br label %for.cond46, !llvm.loop !50

for.end48:                                        ; preds = %for.cond46
  br label %for.cond49

for.cond49:                                       ; preds = %for.end54, %for.end48
  %red = phi i32 [ 0, %for.end48 ], [ %235, %for.end54 ]
  %215 = icmp slt i32 %red, 3
  br i1 %215, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  br label %for.cond52

for.end51:                                        ; preds = %for.cond49
  %216 = sext i32 %i1 to i64
  %217 = getelementptr inbounds float, ptr %acc, i64 %216
  store float 0.000000e+00, ptr %217, align 4
  br label %for.cond56

for.cond52:                                       ; preds = %for.body53, %for.body50
  %lane55 = phi i32 [ 0, %for.body50 ], [ %234, %for.body53 ]
  %218 = icmp slt i32 %lane55, 32
  br i1 %218, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %219 = sext i32 %lane55 to i64
  %220 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %219
  %221 = load float, ptr %220, align 4
  %222 = sext i32 %i1 to i64
  %223 = mul nsw i64 %222, 128
  %224 = add i32 %red, 1
  %225 = mul i32 %224, 32
  %226 = add i32 %225, %lane55
  %227 = sext i32 %226 to i64
  %228 = add nsw i64 %223, %227
  %229 = getelementptr inbounds float, ptr %part, i64 %228
  %230 = load float, ptr %229, align 4
  %231 = fadd float %221, %230
  %232 = sext i32 %lane55 to i64
  %233 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %232
  store float %231, ptr %233, align 4
  %234 = add nsw i32 %lane55, 1
  br label %for.cond52, !llvm.loop !51

for.end54:                                        ; preds = %for.cond52
  %235 = add nsw i32 %red, 1
  br label %for.cond49, !llvm.loop !52

for.cond56:                                       ; preds = %for.body57, %for.end51
  %lane59 = phi i32 [ 0, %for.end51 ], [ %246, %for.body57 ]
  %236 = icmp slt i32 %lane59, 32
  br i1 %236, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %237 = sext i32 %i1 to i64
  %238 = getelementptr inbounds float, ptr %acc, i64 %237
  %239 = load float, ptr %238, align 4
  %240 = sext i32 %lane59 to i64
  %241 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %240
  %242 = load float, ptr %241, align 4
  %243 = fadd float %239, %242
  %244 = sext i32 %i1 to i64
  %245 = getelementptr inbounds float, ptr %acc, i64 %244
  store float %243, ptr %245, align 4
  %246 = add nsw i32 %lane59, 1
  br label %for.cond56, !llvm.loop !53

for.end58:                                        ; preds = %for.cond56
  %247 = add nsw i32 %i1, 1
  br label %for.cond43, !llvm.loop !54

if.then60:                                        ; preds = %for.end45
  %248 = sext i32 %M to i64
  %249 = icmp sge i64 %248, 8388608
  br i1 %249, label %if.then63, label %if.else64

if.else61:                                        ; preds = %for.end45
  %250 = mul i32 %bx, 8
  %251 = sext i32 %250 to i64
  %252 = sub i64 0, %251
  %253 = icmp slt i64 %252, 0
  %254 = mul i32 %bx, 8
  %255 = sext i32 %254 to i64
  %256 = sub i64 0, %255
  %257 = icmp sgt i64 %256, 8
  %258 = mul i32 %bx, 8
  %259 = sext i32 %258 to i64
  %260 = sub i64 0, %259
  %261 = select i1 %257, i64 8, i64 %260
  %262 = select i1 %253, i64 0, i64 %261
  %tl_lo2 = trunc i64 %262 to i32
  %263 = sext i32 %M to i64
  %264 = mul i32 %bx, 8
  %265 = sext i32 %264 to i64
  %266 = sub i64 %263, %265
  %267 = icmp slt i64 %266, 0
  %268 = sext i32 %M to i64
  %269 = mul i32 %bx, 8
  %270 = sext i32 %269 to i64
  %271 = sub i64 %268, %270
  %272 = icmp sgt i64 %271, 8
  %273 = sext i32 %M to i64
  %274 = mul i32 %bx, 8
  %275 = sext i32 %274 to i64
  %276 = sub i64 %273, %275
  %277 = select i1 %272, i64 8, i64 %276
  %278 = select i1 %267, i64 0, i64 %277
  %279 = sext i32 %tl_lo2 to i64
  %280 = icmp slt i64 %278, %279
  %281 = sext i32 %tl_lo2 to i64
  %282 = sext i32 %M to i64
  %283 = mul i32 %bx, 8
  %284 = sext i32 %283 to i64
  %285 = sub i64 %282, %284
  %286 = icmp slt i64 %285, 0
  %287 = sext i32 %M to i64
  %288 = mul i32 %bx, 8
  %289 = sext i32 %288 to i64
  %290 = sub i64 %287, %289
  %291 = icmp sgt i64 %290, 8
  %292 = sext i32 %M to i64
  %293 = mul i32 %bx, 8
  %294 = sext i32 %293 to i64
  %295 = sub i64 %292, %294
  %296 = select i1 %291, i64 8, i64 %295
  %297 = select i1 %286, i64 0, i64 %296
  %298 = select i1 %280, i64 %281, i64 %297
  %tl_hi3 = trunc i64 %298 to i32
  %299 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond69

if.end62:                                         ; preds = %for.end71, %if.end65
  ret void

if.then63:                                        ; preds = %if.then60
  %300 = mul i32 %bx, 8
  %301 = add i32 %300, 0
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds float, ptr %S, i64 %302
  %304 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %303, ptr %304, i64 32)
  br label %if.end65

if.else64:                                        ; preds = %if.then60
  br label %for.cond66

if.end65:                                         ; preds = %for.end68, %if.then63
  br label %if.end62

for.cond66:                                       ; preds = %for.body67, %if.else64
  %i3 = phi i32 [ 0, %if.else64 ], [ %313, %for.body67 ]
  %305 = icmp slt i32 %i3, 8
  br i1 %305, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %306 = sext i32 %i3 to i64
  %307 = getelementptr inbounds float, ptr %acc, i64 %306
  %308 = load float, ptr %307, align 4
  %309 = mul i32 %bx, 8
  %310 = add i32 %309, %i3
  %311 = sext i32 %310 to i64
  %312 = getelementptr inbounds float, ptr %S, i64 %311
  store float %308, ptr %312, align 4
  %313 = add nsw i32 %i3, 1
  br label %for.cond66, !llvm.loop !55

for.end68:                                        ; preds = %for.cond66
  br label %if.end65

for.cond69:                                       ; preds = %for.body70, %if.else61
  %i31 = phi i32 [ 0, %if.else61 ], [ %324, %for.body70 ]
  %314 = icmp slt i32 %i31, %299
  br i1 %314, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %315 = add i32 %tl_lo2, %i31
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds float, ptr %acc, i64 %316
  %318 = load float, ptr %317, align 4
  %319 = mul i32 %bx, 8
  %320 = add i32 %tl_lo2, %i31
  %321 = add i32 %319, %320
  %322 = sext i32 %321 to i64
  %323 = getelementptr inbounds float, ptr %S, i64 %322
  store float %318, ptr %323, align 4
  %324 = add nsw i32 %i31, 1
  br label %for.cond69, !llvm.loop !56

for.end71:                                        ; preds = %for.cond69
  br label %if.end62
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind
define internal void @row_sum_lanes_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 4
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
  call void @row_sum_lanes_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_sum_lanes(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_sum_lanes, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 8
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 8
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
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_sum_lanes_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @row_max_lanes_block(ptr noalias %X, ptr noalias %Mx, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_5 = alloca [32 x float], align 64
  %X_f = alloca [1024 x float], align 64
  %part = alloca [1024 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %acc, i8 0, i64 32, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i2 = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i2, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %N to i64
  %2 = sdiv i64 %1, 128
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 128
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j1, 128
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i2 to i64
  %15 = mul nsw i64 %14, 128
  %16 = sext i32 %j1 to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %part, i64 %17
  store float 0xFFF0000000000000, ptr %18, align 4
  %19 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !57

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i2, 1
  br label %for.cond, !llvm.loop !58

for.cond4:                                        ; preds = %for.end39, %for.end
  %c = phi i32 [ 0, %for.end ], [ %169, %for.end39 ]
  %21 = icmp slt i32 %c, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %bx, 8
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %bx, 8
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 8
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %c, 128
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %c, 128
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 128
  %35 = sext i32 %N to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond43

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  br label %for.cond37

for.cond7:                                        ; preds = %for.end13, %if.then
  %i210 = phi i32 [ 0, %if.then ], [ %58, %for.end13 ]
  %39 = icmp slt i32 %i210, 8
  br i1 %39, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %57, %for.body12 ]
  %40 = icmp slt i32 %j114, 128
  br i1 %40, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %41 = mul i32 %bx, 8
  %42 = add i32 %41, %i210
  %43 = sext i32 %42 to i64
  %44 = sext i32 %N to i64
  %45 = mul nsw i64 %43, %44
  %46 = mul i32 %c, 128
  %47 = add i32 %46, %j114
  %48 = sext i32 %47 to i64
  %49 = add nsw i64 %45, %48
  %50 = getelementptr inbounds float, ptr %X, i64 %49
  %51 = load float, ptr %50, align 4
  %52 = sext i32 %i210 to i64
  %53 = mul nsw i64 %52, 128
  %54 = sext i32 %j114 to i64
  %55 = add nsw i64 %53, %54
  %56 = getelementptr inbounds float, ptr %X_f, i64 %55
  store float %51, ptr %56, align 4
  %57 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !59

for.end13:                                        ; preds = %for.cond11
  %58 = add nsw i32 %i210, 1
  br label %for.cond7, !llvm.loop !60

for.cond15:                                       ; preds = %for.end35, %if.else
  %i218 = phi i32 [ 0, %if.else ], [ %167, %for.end35 ]
  %59 = icmp slt i32 %i218, 8
  br i1 %59, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %60 = mul i32 %c, 128
  %61 = sext i32 %60 to i64
  %62 = sub i64 0, %61
  %63 = icmp slt i64 %62, 0
  %64 = mul i32 %c, 128
  %65 = sext i32 %64 to i64
  %66 = sub i64 0, %65
  %67 = icmp sgt i64 %66, 128
  %68 = mul i32 %c, 128
  %69 = sext i32 %68 to i64
  %70 = sub i64 0, %69
  %71 = select i1 %67, i64 128, i64 %70
  %72 = select i1 %63, i64 0, i64 %71
  %tl_lo0 = trunc i64 %72 to i32
  %73 = sext i32 %N to i64
  %74 = mul i32 %c, 128
  %75 = sext i32 %74 to i64
  %76 = sub i64 %73, %75
  %77 = icmp slt i64 %76, 0
  %78 = sext i32 %N to i64
  %79 = mul i32 %c, 128
  %80 = sext i32 %79 to i64
  %81 = sub i64 %78, %80
  %82 = icmp sgt i64 %81, 128
  %83 = sext i32 %N to i64
  %84 = mul i32 %c, 128
  %85 = sext i32 %84 to i64
  %86 = sub i64 %83, %85
  %87 = select i1 %82, i64 128, i64 %86
  %88 = select i1 %77, i64 0, i64 %87
  %89 = sext i32 %tl_lo0 to i64
  %90 = icmp slt i64 %88, %89
  %91 = sext i32 %tl_lo0 to i64
  %92 = sext i32 %N to i64
  %93 = mul i32 %c, 128
  %94 = sext i32 %93 to i64
  %95 = sub i64 %92, %94
  %96 = icmp slt i64 %95, 0
  %97 = sext i32 %N to i64
  %98 = mul i32 %c, 128
  %99 = sext i32 %98 to i64
  %100 = sub i64 %97, %99
  %101 = icmp sgt i64 %100, 128
  %102 = sext i32 %N to i64
  %103 = mul i32 %c, 128
  %104 = sext i32 %103 to i64
  %105 = sub i64 %102, %104
  %106 = select i1 %101, i64 128, i64 %105
  %107 = select i1 %96, i64 0, i64 %106
  %108 = select i1 %90, i64 %91, i64 %107
  %tl_hi1 = trunc i64 %108 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %115, %for.body20 ]
  %109 = icmp slt i32 %j122, %tl_lo0
  br i1 %109, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %110 = sext i32 %i218 to i64
  %111 = mul nsw i64 %110, 128
  %112 = sext i32 %j122 to i64
  %113 = add nsw i64 %111, %112
  %114 = getelementptr inbounds float, ptr %X_f, i64 %113
  store float 0.000000e+00, ptr %114, align 4
  %115 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !61

for.end21:                                        ; preds = %for.cond19
  %116 = mul i32 %bx, 8
  %117 = sext i32 %116 to i64
  %118 = sext i32 %i218 to i64
  %119 = add i64 %117, %118
  %120 = icmp sle i64 0, %119
  %121 = mul i32 %bx, 8
  %122 = sext i32 %121 to i64
  %123 = sext i32 %i218 to i64
  %124 = add i64 %122, %123
  %125 = sext i32 %M to i64
  %126 = icmp slt i64 %124, %125
  %127 = and i1 %120, %126
  br i1 %127, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %128 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %129 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %130 = sub i32 128, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j11 = phi i32 [ 0, %if.then23 ], [ %150, %for.body27 ]
  %131 = icmp slt i32 %j11, %128
  br i1 %131, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %132 = mul i32 %bx, 8
  %133 = add i32 %132, %i218
  %134 = sext i32 %133 to i64
  %135 = sext i32 %N to i64
  %136 = mul nsw i64 %134, %135
  %137 = mul i32 %c, 128
  %138 = add i32 %tl_lo0, %j11
  %139 = add i32 %137, %138
  %140 = sext i32 %139 to i64
  %141 = add nsw i64 %136, %140
  %142 = getelementptr inbounds float, ptr %X, i64 %141
  %143 = load float, ptr %142, align 4
  %144 = sext i32 %i218 to i64
  %145 = mul nsw i64 %144, 128
  %146 = add i32 %tl_lo0, %j11
  %147 = sext i32 %146 to i64
  %148 = add nsw i64 %145, %147
  %149 = getelementptr inbounds float, ptr %X_f, i64 %148
  store float %143, ptr %149, align 4
  %150 = add nsw i32 %j11, 1
  br label %for.cond26, !llvm.loop !62

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j1132 = phi i32 [ 0, %if.else24 ], [ %158, %for.body30 ]
  %151 = icmp slt i32 %j1132, %129
  br i1 %151, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %152 = sext i32 %i218 to i64
  %153 = mul nsw i64 %152, 128
  %154 = add i32 %tl_lo0, %j1132
  %155 = sext i32 %154 to i64
  %156 = add nsw i64 %153, %155
  %157 = getelementptr inbounds float, ptr %X_f, i64 %156
  store float 0.000000e+00, ptr %157, align 4
  %158 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !63

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j1136 = phi i32 [ 0, %if.end25 ], [ %166, %for.body34 ]
  %159 = icmp slt i32 %j1136, %130
  br i1 %159, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %160 = sext i32 %i218 to i64
  %161 = mul nsw i64 %160, 128
  %162 = add i32 %tl_hi1, %j1136
  %163 = sext i32 %162 to i64
  %164 = add nsw i64 %161, %163
  %165 = getelementptr inbounds float, ptr %X_f, i64 %164
  store float 0.000000e+00, ptr %165, align 4
  %166 = add nsw i32 %j1136, 1
  br label %for.cond33, !llvm.loop !64

for.end35:                                        ; preds = %for.cond33
  %167 = add nsw i32 %i218, 1
  br label %for.cond15, !llvm.loop !65

for.cond37:                                       ; preds = %for.end42, %if.end
  %i = phi i32 [ 0, %if.end ], [ %195, %for.end42 ]
  %168 = icmp slt i32 %i, 8
  br i1 %168, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  br label %for.cond40

for.end39:                                        ; preds = %for.cond37
  %169 = add nsw i32 %c, 1
  br label %for.cond4, !llvm.loop !66

for.cond40:                                       ; preds = %for.body41, %for.body38
  %j = phi i32 [ 0, %for.body38 ], [ %194, %for.body41 ]
  %170 = icmp slt i32 %j, 128
  br i1 %170, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %171 = sext i32 %i to i64
  %172 = mul nsw i64 %171, 128
  %173 = sext i32 %j to i64
  %174 = add nsw i64 %172, %173
  %175 = getelementptr inbounds float, ptr %part, i64 %174
  %176 = load float, ptr %175, align 4
  %177 = mul i32 %c, 128
  %178 = add i32 %177, %j
  %179 = icmp slt i32 %178, %N
  %180 = sext i32 %i to i64
  %181 = mul nsw i64 %180, 128
  %182 = sext i32 %j to i64
  %183 = add nsw i64 %181, %182
  %184 = call i64 @llvm.umin.i64(i64 %183, i64 1023)
  %185 = getelementptr inbounds float, ptr %X_f, i64 %184
  %186 = load float, ptr %185, align 4
  %187 = select i1 %179, float %186, float 0xFFF0000000000000
  %188 = call float @llvm.maxnum.f32(float %176, float %187)
  %189 = sext i32 %i to i64
  %190 = mul nsw i64 %189, 128
  %191 = sext i32 %j to i64
  %192 = add nsw i64 %190, %191
  %193 = getelementptr inbounds float, ptr %part, i64 %192
  store float %188, ptr %193, align 4
  %194 = add nsw i32 %j, 1
  br label %for.cond40, !llvm.loop !67

for.end42:                                        ; preds = %for.cond40
  %195 = add nsw i32 %i, 1
  br label %for.cond37, !llvm.loop !68

for.cond43:                                       ; preds = %for.end58, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %248, %for.end58 ]
  %196 = icmp slt i32 %i1, 8
  br i1 %196, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  br label %for.cond46

for.end45:                                        ; preds = %for.cond43
  %197 = mul i32 %bx, 8
  %198 = icmp sle i32 0, %197
  %199 = mul i32 %bx, 8
  %200 = sext i32 %199 to i64
  %201 = add i64 %200, 8
  %202 = sext i32 %M to i64
  %203 = icmp sle i64 %201, %202
  %204 = and i1 %198, %203
  br i1 %204, label %if.then60, label %if.else61

for.cond46:                                       ; preds = %for.body47, %for.body44
  %lane = phi i32 [ 0, %for.body44 ], [ %214, %for.body47 ]
  %205 = icmp slt i32 %lane, 32
  br i1 %205, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %206 = sext i32 %i1 to i64
  %207 = mul nsw i64 %206, 128
  %208 = sext i32 %lane to i64
  %209 = add nsw i64 %207, %208
  %210 = getelementptr inbounds float, ptr %part, i64 %209
  %211 = load float, ptr %210, align 4
  %212 = sext i32 %lane to i64
  %213 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %212
  store float %211, ptr %213, align 4
  %214 = add nsw i32 %lane, 1
  br label %for.cond46, !llvm.loop !69

for.end48:                                        ; preds = %for.cond46
  br label %for.cond49

for.cond49:                                       ; preds = %for.end54, %for.end48
  %red = phi i32 [ 0, %for.end48 ], [ %236, %for.end54 ]
  %215 = icmp slt i32 %red, 3
  br i1 %215, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  br label %for.cond52

for.end51:                                        ; preds = %for.cond49
  %216 = sext i32 %i1 to i64
  %217 = getelementptr inbounds float, ptr %acc, i64 %216
  store float 0xFFF0000000000000, ptr %217, align 4
  br label %for.cond56

for.cond52:                                       ; preds = %for.body53, %for.body50
  %lane55 = phi i32 [ 0, %for.body50 ], [ %235, %for.body53 ]
  %218 = icmp slt i32 %lane55, 32
  br i1 %218, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %219 = sext i32 %lane55 to i64
  %220 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %219
  %lane_acc = load float, ptr %220, align 4
  %221 = sext i32 %i1 to i64
  %222 = mul nsw i64 %221, 128
  %223 = add i32 %red, 1
  %224 = mul i32 %223, 32
  %225 = add i32 %224, %lane55
  %226 = sext i32 %225 to i64
  %227 = add nsw i64 %222, %226
  %228 = getelementptr inbounds float, ptr %part, i64 %227
  %lane_next = load float, ptr %228, align 4
  %229 = fcmp une float %lane_next, %lane_next
  %230 = fcmp ogt float %lane_acc, %lane_next
  %231 = select i1 %230, float %lane_acc, float %lane_next
  %232 = select i1 %229, float %lane_acc, float %231
  %233 = sext i32 %lane55 to i64
  %234 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %233
  store float %232, ptr %234, align 4
  %235 = add nsw i32 %lane55, 1
  br label %for.cond52, !llvm.loop !70

for.end54:                                        ; preds = %for.cond52
  %236 = add nsw i32 %red, 1
  br label %for.cond49, !llvm.loop !71

for.cond56:                                       ; preds = %for.body57, %for.end51
  %lane59 = phi i32 [ 0, %for.end51 ], [ %247, %for.body57 ]
  %237 = icmp slt i32 %lane59, 32
  br i1 %237, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %238 = sext i32 %i1 to i64
  %239 = getelementptr inbounds float, ptr %acc, i64 %238
  %240 = load float, ptr %239, align 4
  %241 = sext i32 %lane59 to i64
  %242 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %241
  %243 = load float, ptr %242, align 4
  %244 = call float @llvm.maxnum.f32(float %240, float %243)
  %245 = sext i32 %i1 to i64
  %246 = getelementptr inbounds float, ptr %acc, i64 %245
  store float %244, ptr %246, align 4
  %247 = add nsw i32 %lane59, 1
  br label %for.cond56, !llvm.loop !72

for.end58:                                        ; preds = %for.cond56
  %248 = add nsw i32 %i1, 1
  br label %for.cond43, !llvm.loop !73

if.then60:                                        ; preds = %for.end45
  %249 = sext i32 %M to i64
  %250 = icmp sge i64 %249, 8388608
  br i1 %250, label %if.then63, label %if.else64

if.else61:                                        ; preds = %for.end45
  %251 = mul i32 %bx, 8
  %252 = sext i32 %251 to i64
  %253 = sub i64 0, %252
  %254 = icmp slt i64 %253, 0
  %255 = mul i32 %bx, 8
  %256 = sext i32 %255 to i64
  %257 = sub i64 0, %256
  %258 = icmp sgt i64 %257, 8
  %259 = mul i32 %bx, 8
  %260 = sext i32 %259 to i64
  %261 = sub i64 0, %260
  %262 = select i1 %258, i64 8, i64 %261
  %263 = select i1 %254, i64 0, i64 %262
  %tl_lo2 = trunc i64 %263 to i32
  %264 = sext i32 %M to i64
  %265 = mul i32 %bx, 8
  %266 = sext i32 %265 to i64
  %267 = sub i64 %264, %266
  %268 = icmp slt i64 %267, 0
  %269 = sext i32 %M to i64
  %270 = mul i32 %bx, 8
  %271 = sext i32 %270 to i64
  %272 = sub i64 %269, %271
  %273 = icmp sgt i64 %272, 8
  %274 = sext i32 %M to i64
  %275 = mul i32 %bx, 8
  %276 = sext i32 %275 to i64
  %277 = sub i64 %274, %276
  %278 = select i1 %273, i64 8, i64 %277
  %279 = select i1 %268, i64 0, i64 %278
  %280 = sext i32 %tl_lo2 to i64
  %281 = icmp slt i64 %279, %280
  %282 = sext i32 %tl_lo2 to i64
  %283 = sext i32 %M to i64
  %284 = mul i32 %bx, 8
  %285 = sext i32 %284 to i64
  %286 = sub i64 %283, %285
  %287 = icmp slt i64 %286, 0
  %288 = sext i32 %M to i64
  %289 = mul i32 %bx, 8
  %290 = sext i32 %289 to i64
  %291 = sub i64 %288, %290
  %292 = icmp sgt i64 %291, 8
  %293 = sext i32 %M to i64
  %294 = mul i32 %bx, 8
  %295 = sext i32 %294 to i64
  %296 = sub i64 %293, %295
  %297 = select i1 %292, i64 8, i64 %296
  %298 = select i1 %287, i64 0, i64 %297
  %299 = select i1 %281, i64 %282, i64 %298
  %tl_hi3 = trunc i64 %299 to i32
  %300 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond69

if.end62:                                         ; preds = %for.end71, %if.end65
  ret void

if.then63:                                        ; preds = %if.then60
  %301 = mul i32 %bx, 8
  %302 = add i32 %301, 0
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds float, ptr %Mx, i64 %303
  %305 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %304, ptr %305, i64 32)
  br label %if.end65

if.else64:                                        ; preds = %if.then60
  br label %for.cond66

if.end65:                                         ; preds = %for.end68, %if.then63
  br label %if.end62

for.cond66:                                       ; preds = %for.body67, %if.else64
  %i3 = phi i32 [ 0, %if.else64 ], [ %314, %for.body67 ]
  %306 = icmp slt i32 %i3, 8
  br i1 %306, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %307 = sext i32 %i3 to i64
  %308 = getelementptr inbounds float, ptr %acc, i64 %307
  %309 = load float, ptr %308, align 4
  %310 = mul i32 %bx, 8
  %311 = add i32 %310, %i3
  %312 = sext i32 %311 to i64
  %313 = getelementptr inbounds float, ptr %Mx, i64 %312
  store float %309, ptr %313, align 4
  %314 = add nsw i32 %i3, 1
  br label %for.cond66, !llvm.loop !74

for.end68:                                        ; preds = %for.cond66
  br label %if.end65

for.cond69:                                       ; preds = %for.body70, %if.else61
  %i31 = phi i32 [ 0, %if.else61 ], [ %325, %for.body70 ]
  %315 = icmp slt i32 %i31, %300
  br i1 %315, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %316 = add i32 %tl_lo2, %i31
  %317 = sext i32 %316 to i64
  %318 = getelementptr inbounds float, ptr %acc, i64 %317
  %319 = load float, ptr %318, align 4
  %320 = mul i32 %bx, 8
  %321 = add i32 %tl_lo2, %i31
  %322 = add i32 %320, %321
  %323 = sext i32 %322 to i64
  %324 = getelementptr inbounds float, ptr %Mx, i64 %323
  store float %319, ptr %324, align 4
  %325 = add nsw i32 %i31, 1
  br label %for.cond69, !llvm.loop !75

for.end71:                                        ; preds = %for.cond69
  br label %if.end62
}

; Function Attrs: nounwind
define internal void @row_max_lanes_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 4
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
  call void @row_max_lanes_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_max_lanes(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_max_lanes, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 8
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 8
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
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_max_lanes_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1, !2}
