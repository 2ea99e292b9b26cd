; ModuleID = 'quantize.tile'
source_filename = "quantize.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_quantize = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @quantize_block(ptr noalias %X, ptr noalias %Q, ptr noalias %S, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %X_f = alloca [1024 x float], align 64
  %Q_f = alloca [1024 x i8], align 64
  %amax = alloca [4 x float], align 64
  %scale = alloca [4 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %Q_f, i8 0, i64 1024, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i1, 4
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i1 to i64
  %2 = getelementptr inbounds float, ptr %amax, i64 %1
  store float 0.000000e+00, ptr %2, align 4
  %3 = add nsw i32 %i1, 1
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

for.cond1:                                        ; preds = %for.end21, %for.end
  %c = phi i32 [ 0, %for.end ], [ %101, %for.end21 ]
  %16 = icmp slt i32 %c, %15
  br i1 %16, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %17 = mul i32 %bx, 4
  %18 = icmp sle i32 0, %17
  %19 = mul i32 %bx, 4
  %20 = sext i32 %19 to i64
  %21 = add i64 %20, 4
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
  br label %for.cond26

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond11

if.end:                                           ; preds = %for.end13, %for.end6
  br label %for.cond19

for.cond4:                                        ; preds = %for.end10, %if.then
  %i17 = phi i32 [ 0, %if.then ], [ %53, %for.end10 ]
  %34 = icmp slt i32 %i17, 4
  br i1 %34, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %52, %for.body9 ]
  %35 = icmp slt i32 %j1, 256
  br i1 %35, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %36 = mul i32 %bx, 4
  %37 = add i32 %36, %i17
  %38 = sext i32 %37 to i64
  %39 = sext i32 %N to i64
  %40 = mul nsw i64 %38, %39
  %41 = mul i32 %c, 256
  %42 = add i32 %41, %j1
  %43 = sext i32 %42 to i64
  %44 = add nsw i64 %40, %43
  %45 = getelementptr inbounds float, ptr %X, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = sext i32 %i17 to i64
  %48 = mul nsw i64 %47, 256
  %49 = sext i32 %j1 to i64
  %50 = add nsw i64 %48, %49
  %51 = getelementptr inbounds float, ptr %X_f, i64 %50
  store float %46, ptr %51, align 4
  %52 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !3

for.end10:                                        ; preds = %for.cond8
  %53 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !4

for.cond11:                                       ; preds = %for.end17, %if.else
  %i114 = phi i32 [ 0, %if.else ], [ %81, %for.end17 ]
  %54 = icmp slt i32 %i114, 4
  br i1 %54, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  br label %for.cond15

for.end13:                                        ; preds = %for.cond11
  br label %if.end

for.cond15:                                       ; preds = %sel.end, %for.body12
  %j118 = phi i32 [ 0, %for.body12 ], [ %99, %sel.end ]
  %55 = icmp slt i32 %j118, 256
  br i1 %55, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %56 = mul i32 %bx, 4
  %57 = sext i32 %56 to i64
  %58 = sext i32 %i114 to i64
  %59 = add i64 %57, %58
  %60 = icmp sle i64 0, %59
  %61 = mul i32 %bx, 4
  %62 = sext i32 %61 to i64
  %63 = sext i32 %i114 to i64
  %64 = add i64 %62, %63
  %65 = sext i32 %M to i64
  %66 = icmp slt i64 %64, %65
  %67 = and i1 %60, %66
  %68 = mul i32 %c, 256
  %69 = sext i32 %68 to i64
  %70 = sext i32 %j118 to i64
  %71 = add i64 %69, %70
  %72 = icmp sle i64 0, %71
  %73 = mul i32 %c, 256
  %74 = sext i32 %73 to i64
  %75 = sext i32 %j118 to i64
  %76 = add i64 %74, %75
  %77 = sext i32 %N to i64
  %78 = icmp slt i64 %76, %77
  %79 = and i1 %72, %78
  %80 = and i1 %67, %79
  br i1 %80, label %sel.then, label %sel.else

for.end17:                                        ; preds = %for.cond15
  %81 = add nsw i32 %i114, 1
  br label %for.cond11, !llvm.loop !5

sel.then:                                         ; preds = %for.body16
  %82 = mul i32 %bx, 4
  %83 = add i32 %82, %i114
  %84 = sext i32 %83 to i64
  %85 = sext i32 %N to i64
  %86 = mul nsw i64 %84, %85
  %87 = mul i32 %c, 256
  %88 = add i32 %87, %j118
  %89 = sext i32 %88 to i64
  %90 = add nsw i64 %86, %89
  %91 = getelementptr inbounds float, ptr %X, i64 %90
  %92 = load float, ptr %91, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body16
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %93 = phi float [ %92, %sel.then ], [ 0.000000e+00, %sel.else ]
  %94 = sext i32 %i114 to i64
  %95 = mul nsw i64 %94, 256
  %96 = sext i32 %j118 to i64
  %97 = add nsw i64 %95, %96
  %98 = getelementptr inbounds float, ptr %X_f, i64 %97
  store float %93, ptr %98, align 4
  %99 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !6

for.cond19:                                       ; preds = %for.end25, %if.end
  %i122 = phi i32 [ 0, %if.end ], [ %117, %for.end25 ]
  %100 = icmp slt i32 %i122, 4
  br i1 %100, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  br label %for.cond23

for.end21:                                        ; preds = %for.cond19
  %101 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !7

for.cond23:                                       ; preds = %for.body24, %for.body20
  %red = phi i32 [ 0, %for.body20 ], [ %116, %for.body24 ]
  %102 = icmp slt i32 %red, 256
  br i1 %102, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  %103 = sext i32 %i122 to i64
  %104 = getelementptr inbounds float, ptr %amax, i64 %103
  %105 = load float, ptr %104, align 4
  %106 = sext i32 %i122 to i64
  %107 = mul nsw i64 %106, 256
  %108 = sext i32 %red to i64
  %109 = add nsw i64 %107, %108
  %110 = getelementptr inbounds float, ptr %X_f, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = call float @llvm.fabs.f32(float %111)
  %113 = call float @llvm.maxnum.f32(float %105, float %112)
  %114 = sext i32 %i122 to i64
  %115 = getelementptr inbounds float, ptr %amax, i64 %114
  store float %113, ptr %115, align 4
  %116 = add nsw i32 %red, 1
  br label %for.cond23, !llvm.loop !8

for.end25:                                        ; preds = %for.cond23
  %117 = add nsw i32 %i122, 1
  br label %for.cond19, !llvm.loop !9

for.cond26:                                       ; preds = %for.body27, %for.end3
  %i = phi i32 [ 0, %for.end3 ], [ %131, %for.body27 ]
  %118 = icmp slt i32 %i, 4
  br i1 %118, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %119 = sext i32 %i to i64
  %120 = getelementptr inbounds float, ptr %amax, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = fcmp ogt float %121, 0.000000e+00
  %123 = sext i32 %i to i64
  %124 = call i64 @llvm.umin.i64(i64 %123, i64 3)
  %125 = getelementptr inbounds float, ptr %amax, i64 %124
  %126 = load float, ptr %125, align 4
  %127 = fdiv float %126, 1.270000e+02
  %128 = select i1 %122, float %127, float 1.000000e+00
  %129 = sext i32 %i to i64
  %130 = getelementptr inbounds float, ptr %scale, i64 %129
  store float %128, ptr %130, align 4
  %131 = add nsw i32 %i, 1
  br label %for.cond26, !llvm.loop !10

for.end28:                                        ; preds = %for.cond26
  %132 = mul i32 %bx, 4
  %133 = icmp sle i32 0, %132
  %134 = mul i32 %bx, 4
  %135 = sext i32 %134 to i64
  %136 = add i64 %135, 4
  %137 = sext i32 %M to i64
  %138 = icmp sle i64 %136, %137
  %139 = and i1 %133, %138
  br i1 %139, label %if.then29, label %if.else30

if.then29:                                        ; preds = %for.end28
  %140 = sext i32 %M to i64
  %141 = icmp sge i64 %140, 8388608
  br i1 %141, label %if.then32, label %if.else33

if.else30:                                        ; preds = %for.end28
  br label %for.cond38

if.end31:                                         ; preds = %for.end40, %if.end34
  %142 = sext i32 %N to i64
  %143 = sdiv i64 %142, 256
  %144 = sub i64 0, %142
  %145 = select i1 false, i64 %144, i64 %143
  %146 = srem i64 %142, 256
  %147 = icmp ne i64 %146, 0
  %148 = icmp slt i64 %142, 0
  %149 = icmp eq i1 %148, false
  %150 = and i1 %147, %149
  %151 = zext i1 %150 to i64
  %152 = add i64 %145, %151
  %153 = trunc i64 %152 to i32
  br label %for.cond45

if.then32:                                        ; preds = %if.then29
  %154 = mul i32 %bx, 4
  %155 = add i32 %154, 0
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds float, ptr %S, i64 %156
  %158 = getelementptr inbounds float, ptr %scale, i64 0
  call void @tilec_rt_stream(ptr %157, ptr %158, i64 16)
  br label %if.end34

if.else33:                                        ; preds = %if.then29
  br label %for.cond35

if.end34:                                         ; preds = %for.end37, %if.then32
  br label %if.end31

for.cond35:                                       ; preds = %for.body36, %if.else33
  %i2 = phi i32 [ 0, %if.else33 ], [ %167, %for.body36 ]
  %159 = icmp slt i32 %i2, 4
  br i1 %159, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %160 = sext i32 %i2 to i64
  %161 = getelementptr inbounds float, ptr %scale, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = mul i32 %bx, 4
  %164 = add i32 %163, %i2
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds float, ptr %S, i64 %165
  store float %162, ptr %166, align 4
  %167 = add nsw i32 %i2, 1
  br label %for.cond35, !llvm.loop !11

for.end37:                                        ; preds = %for.cond35
  br label %if.end34

for.cond38:                                       ; preds = %if.end44, %if.else30
  %i241 = phi i32 [ 0, %if.else30 ], [ %188, %if.end44 ]
  %168 = icmp slt i32 %i241, 4
  br i1 %168, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %169 = mul i32 %bx, 4
  %170 = sext i32 %169 to i64
  %171 = sext i32 %i241 to i64
  %172 = add i64 %170, %171
  %173 = icmp sle i64 0, %172
  %174 = mul i32 %bx, 4
  %175 = sext i32 %174 to i64
  %176 = sext i32 %i241 to i64
  %177 = add i64 %175, %176
  %178 = sext i32 %M to i64
  %179 = icmp slt i64 %177, %178
  %180 = and i1 %173, %179
  br i1 %180, label %if.then42, label %if.else43

for.end40:                                        ; preds = %for.cond38
  br label %if.end31

if.then42:                                        ; preds = %for.body39
  %181 = sext i32 %i241 to i64
  %182 = getelementptr inbounds float, ptr %scale, i64 %181
  %183 = load float, ptr %182, align 4
  %184 = mul i32 %bx, 4
  %185 = add i32 %184, %i241
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds float, ptr %S, i64 %186
  store float %183, ptr %187, align 4
  br label %if.end44

if.else43:                                        ; preds = %for.body39
  br label %if.end44

if.end44:                                         ; preds = %if.else43, %if.then42
  %188 = add nsw i32 %i241, 1
  br label %for.cond38, !llvm.loop !12

for.cond45:                                       ; preds = %if.end79, %if.end31
  %c48 = phi i32 [ 0, %if.end31 ], [ %312, %if.end79 ]
  %189 = icmp slt i32 %c48, %153
  br i1 %189, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %190 = mul i32 %bx, 4
  %191 = icmp sle i32 0, %190
  %192 = mul i32 %bx, 4
  %193 = sext i32 %192 to i64
  %194 = add i64 %193, 4
  %195 = sext i32 %M to i64
  %196 = icmp sle i64 %194, %195
  %197 = and i1 %191, %196
  %198 = mul i32 %c48, 256
  %199 = icmp sle i32 0, %198
  %200 = mul i32 %c48, 256
  %201 = sext i32 %200 to i64
  %202 = add i64 %201, 256
  %203 = sext i32 %N to i64
  %204 = icmp sle i64 %202, %203
  %205 = and i1 %199, %204
  %206 = and i1 %197, %205
  br i1 %206, label %if.then49, label %if.else50

for.end47:                                        ; preds = %for.cond45
  ret void

if.then49:                                        ; preds = %for.body46
  br label %for.cond52

if.else50:                                        ; preds = %for.body46
  br label %for.cond59

if.end51:                                         ; preds = %for.end61, %for.end54
  br label %for.cond70

for.cond52:                                       ; preds = %for.end58, %if.then49
  %i255 = phi i32 [ 0, %if.then49 ], [ %226, %for.end58 ]
  %207 = icmp slt i32 %i255, 4
  br i1 %207, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  br label %for.cond56

for.end54:                                        ; preds = %for.cond52
  br label %if.end51

for.cond56:                                       ; preds = %for.body57, %for.body53
  %j2 = phi i32 [ 0, %for.body53 ], [ %225, %for.body57 ]
  %208 = icmp slt i32 %j2, 256
  br i1 %208, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %209 = mul i32 %bx, 4
  %210 = add i32 %209, %i255
  %211 = sext i32 %210 to i64
  %212 = sext i32 %N to i64
  %213 = mul nsw i64 %211, %212
  %214 = mul i32 %c48, 256
  %215 = add i32 %214, %j2
  %216 = sext i32 %215 to i64
  %217 = add nsw i64 %213, %216
  %218 = getelementptr inbounds float, ptr %X, i64 %217
  %219 = load float, ptr %218, align 4
  %220 = sext i32 %i255 to i64
  %221 = mul nsw i64 %220, 256
  %222 = sext i32 %j2 to i64
  %223 = add nsw i64 %221, %222
  %224 = getelementptr inbounds float, ptr %X_f, i64 %223
  store float %219, ptr %224, align 4
  %225 = add nsw i32 %j2, 1
  br label %for.cond56, !llvm.loop !13

for.end58:                                        ; preds = %for.cond56
  %226 = add nsw i32 %i255, 1
  br label %for.cond52, !llvm.loop !14

for.cond59:                                       ; preds = %for.end65, %if.else50
  %i262 = phi i32 [ 0, %if.else50 ], [ %254, %for.end65 ]
  %227 = icmp slt i32 %i262, 4
  br i1 %227, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  br label %for.cond63

for.end61:                                        ; preds = %for.cond59
  br label %if.end51

for.cond63:                                       ; preds = %sel.end69, %for.body60
  %j266 = phi i32 [ 0, %for.body60 ], [ %272, %sel.end69 ]
  %228 = icmp slt i32 %j266, 256
  br i1 %228, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %229 = mul i32 %bx, 4
  %230 = sext i32 %229 to i64
  %231 = sext i32 %i262 to i64
  %232 = add i64 %230, %231
  %233 = icmp sle i64 0, %232
  %234 = mul i32 %bx, 4
  %235 = sext i32 %234 to i64
  %236 = sext i32 %i262 to i64
  %237 = add i64 %235, %236
  %238 = sext i32 %M to i64
  %239 = icmp slt i64 %237, %238
  %240 = and i1 %233, %239
  %241 = mul i32 %c48, 256
  %242 = sext i32 %241 to i64
  %243 = sext i32 %j266 to i64
  %244 = add i64 %242, %243
  %245 = icmp sle i64 0, %244
  %246 = mul i32 %c48, 256
  %247 = sext i32 %246 to i64
  %248 = sext i32 %j266 to i64
  %249 = add i64 %247, %248
  %250 = sext i32 %N to i64
  %251 = icmp slt i64 %249, %250
  %252 = and i1 %245, %251
  %253 = and i1 %240, %252
  br i1 %253, label %sel.then67, label %sel.else68

for.end65:                                        ; preds = %for.cond63
  %254 = add nsw i32 %i262, 1
  br label %for.cond59, !llvm.loop !15

sel.then67:                                       ; preds = %for.body64
  %255 = mul i32 %bx, 4
  %256 = add i32 %255, %i262
  %257 = sext i32 %256 to i64
  %258 = sext i32 %N to i64
  %259 = mul nsw i64 %257, %258
  %260 = mul i32 %c48, 256
  %261 = add i32 %260, %j266
  %262 = sext i32 %261 to i64
  %263 = add nsw i64 %259, %262
  %264 = getelementptr inbounds float, ptr %X, i64 %263
  %265 = load float, ptr %264, align 4
  br label %sel.end69

sel.else68:                                       ; preds = %for.body64
  br label %sel.end69

sel.end69:                                        ; preds = %sel.else68, %sel.then67
  %266 = phi float [ %265, %sel.then67 ], [ 0.000000e+00, %sel.else68 ]
  %267 = sext i32 %i262 to i64
  %268 = mul nsw i64 %267, 256
  %269 = sext i32 %j266 to i64
  %270 = add nsw i64 %268, %269
  %271 = getelementptr inbounds float, ptr %X_f, i64 %270
  store float %266, ptr %271, align 4
  %272 = add nsw i32 %j266, 1
  br label %for.cond63, !llvm.loop !16

for.cond70:                                       ; preds = %for.end76, %if.end51
  %i73 = phi i32 [ 0, %if.end51 ], [ %311, %for.end76 ]
  %273 = icmp slt i32 %i73, 4
  br i1 %273, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond74

for.end72:                                        ; preds = %for.cond70
  %274 = mul i32 %bx, 4
  %275 = icmp sle i32 0, %274
  %276 = mul i32 %bx, 4
  %277 = sext i32 %276 to i64
  %278 = add i64 %277, 4
  %279 = sext i32 %M to i64
  %280 = icmp sle i64 %278, %279
  %281 = and i1 %275, %280
  %282 = mul i32 %c48, 256
  %283 = icmp sle i32 0, %282
  %284 = mul i32 %c48, 256
  %285 = sext i32 %284 to i64
  %286 = add i64 %285, 256
  %287 = sext i32 %N to i64
  %288 = icmp sle i64 %286, %287
  %289 = and i1 %283, %288
  %290 = and i1 %281, %289
  br i1 %290, label %if.then77, label %if.else78

for.cond74:                                       ; preds = %for.body75, %for.body71
  %j = phi i32 [ 0, %for.body71 ], [ %310, %for.body75 ]
  %291 = icmp slt i32 %j, 256
  br i1 %291, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %292 = sext i32 %i73 to i64
  %293 = mul nsw i64 %292, 256
  %294 = sext i32 %j to i64
  %295 = add nsw i64 %293, %294
  %296 = getelementptr inbounds float, ptr %X_f, i64 %295
  %297 = load float, ptr %296, align 4
  %298 = sext i32 %i73 to i64
  %299 = getelementptr inbounds float, ptr %scale, i64 %298
  %300 = load float, ptr %299, align 4
  %301 = fdiv float %297, %300
  %302 = fadd float %301, 5.000000e-01
  %303 = call float @llvm.floor.f32(float %302)
  %304 = call i8 @llvm.fptosi.sat.i8.f32(float %303)
  %305 = sext i32 %i73 to i64
  %306 = mul nsw i64 %305, 256
  %307 = sext i32 %j to i64
  %308 = add nsw i64 %306, %307
  %309 = getelementptr inbounds i8, ptr %Q_f, i64 %308
  store i8 %304, ptr %309, align 1
  %310 = add nsw i32 %j, 1
  br label %for.cond74, !llvm.loop !17

for.end76:                                        ; preds = %for.cond74
  %311 = add nsw i32 %i73, 1
  br label %for.cond70, !llvm.loop !18

if.then77:                                        ; preds = %for.end72
  br label %for.cond80

if.else78:                                        ; preds = %for.end72
  br label %for.cond91

if.end79:                                         ; preds = %for.end93, %for.end82
  %312 = add nsw i32 %c48, 1
  br label %for.cond45, !llvm.loop !19

for.cond80:                                       ; preds = %if.end86, %if.then77
  %i283 = phi i32 [ 0, %if.then77 ], [ %332, %if.end86 ]
  %313 = icmp slt i32 %i283, 4
  br i1 %313, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  %314 = sext i32 %M to i64
  %315 = sext i32 %N to i64
  %316 = mul i64 %314, %315
  %317 = icmp sge i64 %316, 33554432
  br i1 %317, label %if.then84, label %if.else85

for.end82:                                        ; preds = %for.cond80
  br label %if.end79

if.then84:                                        ; preds = %for.body81
  %318 = mul i32 %bx, 4
  %319 = add i32 %318, %i283
  %320 = sext i32 %319 to i64
  %321 = sext i32 %N to i64
  %322 = mul nsw i64 %320, %321
  %323 = mul i32 %c48, 256
  %324 = add i32 %323, 0
  %325 = sext i32 %324 to i64
  %326 = add nsw i64 %322, %325
  %327 = getelementptr inbounds i8, ptr %Q, i64 %326
  %328 = sext i32 %i283 to i64
  %329 = mul nsw i64 %328, 256
  %330 = add nsw i64 %329, 0
  %331 = getelementptr inbounds i8, ptr %Q_f, i64 %330
  call void @tilec_rt_stream(ptr %327, ptr %331, i64 256)
  br label %if.end86

if.else85:                                        ; preds = %for.body81
  br label %for.cond87

if.end86:                                         ; preds = %for.end89, %if.then84
  %332 = add nsw i32 %i283, 1
  br label %for.cond80, !llvm.loop !20

for.cond87:                                       ; preds = %for.body88, %if.else85
  %j290 = phi i32 [ 0, %if.else85 ], [ %350, %for.body88 ]
  %333 = icmp slt i32 %j290, 256
  br i1 %333, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %334 = sext i32 %i283 to i64
  %335 = mul nsw i64 %334, 256
  %336 = sext i32 %j290 to i64
  %337 = add nsw i64 %335, %336
  %338 = getelementptr inbounds i8, ptr %Q_f, i64 %337
  %339 = load i8, ptr %338, align 1
  %340 = mul i32 %bx, 4
  %341 = add i32 %340, %i283
  %342 = sext i32 %341 to i64
  %343 = sext i32 %N to i64
  %344 = mul nsw i64 %342, %343
  %345 = mul i32 %c48, 256
  %346 = add i32 %345, %j290
  %347 = sext i32 %346 to i64
  %348 = add nsw i64 %344, %347
  %349 = getelementptr inbounds i8, ptr %Q, i64 %348
  store i8 %339, ptr %349, align 1
  %350 = add nsw i32 %j290, 1
  br label %for.cond87, !llvm.loop !21

for.end89:                                        ; preds = %for.cond87
  br label %if.end86

for.cond91:                                       ; preds = %for.end97, %if.else78
  %i294 = phi i32 [ 0, %if.else78 ], [ %378, %for.end97 ]
  %351 = icmp slt i32 %i294, 4
  br i1 %351, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  br label %for.cond95

for.end93:                                        ; preds = %for.cond91
  br label %if.end79

for.cond95:                                       ; preds = %if.end101, %for.body92
  %j298 = phi i32 [ 0, %for.body92 ], [ %395, %if.end101 ]
  %352 = icmp slt i32 %j298, 256
  br i1 %352, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %353 = mul i32 %bx, 4
  %354 = sext i32 %353 to i64
  %355 = sext i32 %i294 to i64
  %356 = add i64 %354, %355
  %357 = icmp sle i64 0, %356
  %358 = mul i32 %bx, 4
  %359 = sext i32 %358 to i64
  %360 = sext i32 %i294 to i64
  %361 = add i64 %359, %360
  %362 = sext i32 %M to i64
  %363 = icmp slt i64 %361, %362
  %364 = and i1 %357, %363
  %365 = mul i32 %c48, 256
  %366 = sext i32 %365 to i64
  %367 = sext i32 %j298 to i64
  %368 = add i64 %366, %367
  %369 = icmp sle i64 0, %368
  %370 = mul i32 %c48, 256
  %371 = sext i32 %370 to i64
  %372 = sext i32 %j298 to i64
  %373 = add i64 %371, %372
  %374 = sext i32 %N to i64
  %375 = icmp slt i64 %373, %374
  %376 = and i1 %369, %375
  %377 = and i1 %364, %376
  br i1 %377, label %if.then99, label %if.else100

for.end97:                                        ; preds = %for.cond95
  %378 = add nsw i32 %i294, 1
  br label %for.cond91, !llvm.loop !22

if.then99:                                        ; preds = %for.body96
  %379 = sext i32 %i294 to i64
  %380 = mul nsw i64 %379, 256
  %381 = sext i32 %j298 to i64
  %382 = add nsw i64 %380, %381
  %383 = getelementptr inbounds i8, ptr %Q_f, i64 %382
  %384 = load i8, ptr %383, align 1
  %385 = mul i32 %bx, 4
  %386 = add i32 %385, %i294
  %387 = sext i32 %386 to i64
  %388 = sext i32 %N to i64
  %389 = mul nsw i64 %387, %388
  %390 = mul i32 %c48, 256
  %391 = add i32 %390, %j298
  %392 = sext i32 %391 to i64
  %393 = add nsw i64 %389, %392
  %394 = getelementptr inbounds i8, ptr %Q, i64 %393
  store i8 %384, ptr %394, align 1
  br label %if.end101

if.else100:                                       ; preds = %for.body96
  br label %if.end101

if.end101:                                        ; preds = %if.else100, %if.then99
  %395 = add nsw i32 %j298, 1
  br label %for.cond95, !llvm.loop !23
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fptosi.sat.i8.f32(float) #2

; Function Attrs: nounwind
define internal void @quantize_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 5
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
  call void @quantize_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %22)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_quantize(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_quantize, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %N = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 4
  store i32 %N, ptr %16, align 4
  %17 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 5
  %18 = sext i32 %M to i64
  %19 = sdiv i64 %18, 4
  %20 = sub i64 0, %18
  %21 = select i1 false, i64 %20, i64 %19
  %22 = srem i64 %18, 4
  %23 = icmp ne i64 %22, 0
  %24 = icmp slt i64 %18, 0
  %25 = icmp eq i1 %24, false
  %26 = and i1 %23, %25
  %27 = zext i1 %26 to i64
  %28 = add i64 %21, %27
  %29 = trunc i64 %28 to i32
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 0
  store i64 %30, ptr %31, align 8
  %32 = icmp sgt i64 %30, 0
  %33 = mul i64 1, %30
  %34 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 1
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  %37 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 2
  store i64 1, ptr %37, align 8
  %38 = and i1 %35, true
  %39 = mul i64 %36, 1
  br i1 %38, label %run, label %empty

run:                                              ; preds = %body
  %40 = call i32 @tilec_rt_run_blocks(i64 %39, i32 %nworkers, ptr @quantize_task, ptr %a)
  ret i32 %40

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
