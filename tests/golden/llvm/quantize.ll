; ModuleID = 'quantize.tile'
source_filename = "quantize.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_quantize = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @quantize_block(ptr noalias %X, ptr noalias %Q, ptr noalias %S, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_7 = alloca [32 x float], align 64
  %X_f = alloca [1024 x float], align 64
  %Q_f = alloca [1024 x i8], align 64
  %amax = alloca [4 x float], align 64
  %scale = alloca [4 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_7, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %Q_f, i8 0, i64 1024, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i2 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i2, 4
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i2 to i64
  %2 = getelementptr inbounds float, ptr %amax, i64 %1
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
  br label %for.cond36

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond11

if.end:                                           ; preds = %for.end13, %for.end6
  br label %for.cond19

for.cond4:                                        ; preds = %for.end10, %if.then
  %i27 = phi i32 [ 0, %if.then ], [ %53, %for.end10 ]
  %34 = icmp slt i32 %i27, 4
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
  %37 = add i32 %36, %i27
  %38 = sext i32 %37 to i64
  %39 = sext i32 %N to i64
  %40 = mul nsw i64 %38, %39
  %41 = mul i32 %c, 256
  %42 = add i32 %41, %j1
  %43 = sext i32 %42 to i64
  %44 = add nsw i64 %40, %43
  %45 = getelementptr inbounds float, ptr %X, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = sext i32 %i27 to i64
  %48 = mul nsw i64 %47, 256
  %49 = sext i32 %j1 to i64
  %50 = add nsw i64 %48, %49
  %51 = getelementptr inbounds float, ptr %X_f, i64 %50
  store float %46, ptr %51, align 4
  %52 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !3

for.end10:                                        ; preds = %for.cond8
  %53 = add nsw i32 %i27, 1
  br label %for.cond4, !llvm.loop !4

for.cond11:                                       ; preds = %for.end17, %if.else
  %i214 = phi i32 [ 0, %if.else ], [ %81, %for.end17 ]
  %54 = icmp slt i32 %i214, 4
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
  %58 = sext i32 %i214 to i64
  %59 = add i64 %57, %58
  %60 = icmp sle i64 0, %59
  %61 = mul i32 %bx, 4
  %62 = sext i32 %61 to i64
  %63 = sext i32 %i214 to i64
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
  %81 = add nsw i32 %i214, 1
  br label %for.cond11, !llvm.loop !5

sel.then:                                         ; preds = %for.body16
  %82 = mul i32 %bx, 4
  %83 = add i32 %82, %i214
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
  %94 = sext i32 %i214 to i64
  %95 = mul nsw i64 %94, 256
  %96 = sext i32 %j118 to i64
  %97 = add nsw i64 %95, %96
  %98 = getelementptr inbounds float, ptr %X_f, i64 %97
  store float %93, ptr %98, align 4
  %99 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !6

for.cond19:                                       ; preds = %for.end34, %if.end
  %i1 = phi i32 [ 0, %if.end ], [ %144, %for.end34 ]
  %100 = icmp slt i32 %i1, 4
  br i1 %100, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  br label %for.cond22

for.end21:                                        ; preds = %for.cond19
  %101 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !7

for.cond22:                                       ; preds = %for.body23, %for.body20
  %lane = phi i32 [ 0, %for.body20 ], [ %112, %for.body23 ]
  %102 = icmp slt i32 %lane, 32
  br i1 %102, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %103 = sext i32 %i1 to i64
  %104 = mul nsw i64 %103, 256
  %105 = sext i32 %lane to i64
  %106 = add nsw i64 %104, %105
  %107 = getelementptr inbounds float, ptr %X_f, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = call float @llvm.fabs.f32(float %108)
  %110 = sext i32 %lane to i64
  %111 = getelementptr inbounds float, ptr %tl_lanes_7, i64 %110
  store float %109, ptr %111, align 4
  %112 = add nsw i32 %lane, 1
  br label %for.cond22, !llvm.loop !8

for.end24:                                        ; preds = %for.cond22
  br label %for.cond25

for.cond25:                                       ; preds = %for.end30, %for.end24
  %red = phi i32 [ 0, %for.end24 ], [ %132, %for.end30 ]
  %113 = icmp slt i32 %red, 7
  br i1 %113, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  br label %for.cond28

for.end27:                                        ; preds = %for.cond25
  br label %for.cond32

for.cond28:                                       ; preds = %for.body29, %for.body26
  %lane31 = phi i32 [ 0, %for.body26 ], [ %131, %for.body29 ]
  %114 = icmp slt i32 %lane31, 32
  br i1 %114, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %115 = sext i32 %lane31 to i64
  %116 = getelementptr inbounds float, ptr %tl_lanes_7, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = sext i32 %i1 to i64
  %119 = mul nsw i64 %118, 256
  %120 = add i32 %red, 1
  %121 = mul i32 %120, 32
  %122 = add i32 %121, %lane31
  %123 = sext i32 %122 to i64
  %124 = add nsw i64 %119, %123
  %125 = getelementptr inbounds float, ptr %X_f, i64 %124
  %126 = load float, ptr %125, align 4
  %127 = call float @llvm.fabs.f32(float %126)
  %128 = call float @llvm.maxnum.f32(float %117, float %127)
  %129 = sext i32 %lane31 to i64
  %130 = getelementptr inbounds float, ptr %tl_lanes_7, i64 %129
  store float %128, ptr %130, align 4
  %131 = add nsw i32 %lane31, 1
  br label %for.cond28, !llvm.loop !9

for.end30:                                        ; preds = %for.cond28
  %132 = add nsw i32 %red, 1
  br label %for.cond25, !llvm.loop !10

for.cond32:                                       ; preds = %for.body33, %for.end27
  %lane35 = phi i32 [ 0, %for.end27 ], [ %143, %for.body33 ]
  %133 = icmp slt i32 %lane35, 32
  br i1 %133, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %134 = sext i32 %i1 to i64
  %135 = getelementptr inbounds float, ptr %amax, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = sext i32 %lane35 to i64
  %138 = getelementptr inbounds float, ptr %tl_lanes_7, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = call float @llvm.maxnum.f32(float %136, float %139)
  %141 = sext i32 %i1 to i64
  %142 = getelementptr inbounds float, ptr %amax, i64 %141
  store float %140, ptr %142, align 4
  %143 = add nsw i32 %lane35, 1
  br label %for.cond32, !llvm.loop !11

for.end34:                                        ; preds = %for.cond32
  %144 = add nsw i32 %i1, 1
  br label %for.cond19, !llvm.loop !12

for.cond36:                                       ; preds = %for.body37, %for.end3
  %i = phi i32 [ 0, %for.end3 ], [ %158, %for.body37 ]
  %145 = icmp slt i32 %i, 4
  br i1 %145, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %146 = sext i32 %i to i64
  %147 = getelementptr inbounds float, ptr %amax, i64 %146
  %148 = load float, ptr %147, align 4
  %149 = fcmp ogt float %148, 0.000000e+00
  %150 = sext i32 %i to i64
  %151 = call i64 @llvm.umin.i64(i64 %150, i64 3)
  %152 = getelementptr inbounds float, ptr %amax, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = fdiv float %153, 1.270000e+02
  %155 = select i1 %149, float %154, float 1.000000e+00
  %156 = sext i32 %i to i64
  %157 = getelementptr inbounds float, ptr %scale, i64 %156
  store float %155, ptr %157, align 4
  %158 = add nsw i32 %i, 1
  br label %for.cond36, !llvm.loop !13

for.end38:                                        ; preds = %for.cond36
  %159 = mul i32 %bx, 4
  %160 = icmp sle i32 0, %159
  %161 = mul i32 %bx, 4
  %162 = sext i32 %161 to i64
  %163 = add i64 %162, 4
  %164 = sext i32 %M to i64
  %165 = icmp sle i64 %163, %164
  %166 = and i1 %160, %165
  br i1 %166, label %if.then39, label %if.else40

if.then39:                                        ; preds = %for.end38
  br label %for.cond42

if.else40:                                        ; preds = %for.end38
  br label %for.cond45

if.end41:                                         ; preds = %for.end47, %for.end44
  %167 = sext i32 %N to i64
  %168 = sdiv i64 %167, 256
  %169 = sub i64 0, %167
  %170 = select i1 false, i64 %169, i64 %168
  %171 = srem i64 %167, 256
  %172 = icmp ne i64 %171, 0
  %173 = icmp slt i64 %167, 0
  %174 = icmp eq i1 %173, false
  %175 = and i1 %172, %174
  %176 = zext i1 %175 to i64
  %177 = add i64 %170, %176
  %178 = trunc i64 %177 to i32
  br label %for.cond52

for.cond42:                                       ; preds = %for.body43, %if.then39
  %i3 = phi i32 [ 0, %if.then39 ], [ %187, %for.body43 ]
  %179 = icmp slt i32 %i3, 4
  br i1 %179, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %180 = sext i32 %i3 to i64
  %181 = getelementptr inbounds float, ptr %scale, i64 %180
  %182 = load float, ptr %181, align 4
  %183 = mul i32 %bx, 4
  %184 = add i32 %183, %i3
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds float, ptr %S, i64 %185
  store float %182, ptr %186, align 4
  %187 = add nsw i32 %i3, 1
  br label %for.cond42, !llvm.loop !14

for.end44:                                        ; preds = %for.cond42
  br label %if.end41

for.cond45:                                       ; preds = %if.end51, %if.else40
  %i348 = phi i32 [ 0, %if.else40 ], [ %208, %if.end51 ]
  %188 = icmp slt i32 %i348, 4
  br i1 %188, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %189 = mul i32 %bx, 4
  %190 = sext i32 %189 to i64
  %191 = sext i32 %i348 to i64
  %192 = add i64 %190, %191
  %193 = icmp sle i64 0, %192
  %194 = mul i32 %bx, 4
  %195 = sext i32 %194 to i64
  %196 = sext i32 %i348 to i64
  %197 = add i64 %195, %196
  %198 = sext i32 %M to i64
  %199 = icmp slt i64 %197, %198
  %200 = and i1 %193, %199
  br i1 %200, label %if.then49, label %if.else50

for.end47:                                        ; preds = %for.cond45
  br label %if.end41

if.then49:                                        ; preds = %for.body46
  %201 = sext i32 %i348 to i64
  %202 = getelementptr inbounds float, ptr %scale, i64 %201
  %203 = load float, ptr %202, align 4
  %204 = mul i32 %bx, 4
  %205 = add i32 %204, %i348
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds float, ptr %S, i64 %206
  store float %203, ptr %207, align 4
  br label %if.end51

if.else50:                                        ; preds = %for.body46
  br label %if.end51

if.end51:                                         ; preds = %if.else50, %if.then49
  %208 = add nsw i32 %i348, 1
  br label %for.cond45, !llvm.loop !15

for.cond52:                                       ; preds = %if.end86, %if.end41
  %c55 = phi i32 [ 0, %if.end41 ], [ %332, %if.end86 ]
  %209 = icmp slt i32 %c55, %178
  br i1 %209, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %210 = mul i32 %bx, 4
  %211 = icmp sle i32 0, %210
  %212 = mul i32 %bx, 4
  %213 = sext i32 %212 to i64
  %214 = add i64 %213, 4
  %215 = sext i32 %M to i64
  %216 = icmp sle i64 %214, %215
  %217 = and i1 %211, %216
  %218 = mul i32 %c55, 256
  %219 = icmp sle i32 0, %218
  %220 = mul i32 %c55, 256
  %221 = sext i32 %220 to i64
  %222 = add i64 %221, 256
  %223 = sext i32 %N to i64
  %224 = icmp sle i64 %222, %223
  %225 = and i1 %219, %224
  %226 = and i1 %217, %225
  br i1 %226, label %if.then56, label %if.else57

for.end54:                                        ; preds = %for.cond52
  ret void

if.then56:                                        ; preds = %for.body53
  br label %for.cond59

if.else57:                                        ; preds = %for.body53
  br label %for.cond66

if.end58:                                         ; preds = %for.end68, %for.end61
  br label %for.cond77

for.cond59:                                       ; preds = %for.end65, %if.then56
  %i362 = phi i32 [ 0, %if.then56 ], [ %246, %for.end65 ]
  %227 = icmp slt i32 %i362, 4
  br i1 %227, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  br label %for.cond63

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond63:                                       ; preds = %for.body64, %for.body60
  %j2 = phi i32 [ 0, %for.body60 ], [ %245, %for.body64 ]
  %228 = icmp slt i32 %j2, 256
  br i1 %228, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %229 = mul i32 %bx, 4
  %230 = add i32 %229, %i362
  %231 = sext i32 %230 to i64
  %232 = sext i32 %N to i64
  %233 = mul nsw i64 %231, %232
  %234 = mul i32 %c55, 256
  %235 = add i32 %234, %j2
  %236 = sext i32 %235 to i64
  %237 = add nsw i64 %233, %236
  %238 = getelementptr inbounds float, ptr %X, i64 %237
  %239 = load float, ptr %238, align 4
  %240 = sext i32 %i362 to i64
  %241 = mul nsw i64 %240, 256
  %242 = sext i32 %j2 to i64
  %243 = add nsw i64 %241, %242
  %244 = getelementptr inbounds float, ptr %X_f, i64 %243
  store float %239, ptr %244, align 4
  %245 = add nsw i32 %j2, 1
  br label %for.cond63, !llvm.loop !16

for.end65:                                        ; preds = %for.cond63
  %246 = add nsw i32 %i362, 1
  br label %for.cond59, !llvm.loop !17

for.cond66:                                       ; preds = %for.end72, %if.else57
  %i369 = phi i32 [ 0, %if.else57 ], [ %274, %for.end72 ]
  %247 = icmp slt i32 %i369, 4
  br i1 %247, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  br label %for.cond70

for.end68:                                        ; preds = %for.cond66
  br label %if.end58

for.cond70:                                       ; preds = %sel.end76, %for.body67
  %j273 = phi i32 [ 0, %for.body67 ], [ %292, %sel.end76 ]
  %248 = icmp slt i32 %j273, 256
  br i1 %248, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %249 = mul i32 %bx, 4
  %250 = sext i32 %249 to i64
  %251 = sext i32 %i369 to i64
  %252 = add i64 %250, %251
  %253 = icmp sle i64 0, %252
  %254 = mul i32 %bx, 4
  %255 = sext i32 %254 to i64
  %256 = sext i32 %i369 to i64
  %257 = add i64 %255, %256
  %258 = sext i32 %M to i64
  %259 = icmp slt i64 %257, %258
  %260 = and i1 %253, %259
  %261 = mul i32 %c55, 256
  %262 = sext i32 %261 to i64
  %263 = sext i32 %j273 to i64
  %264 = add i64 %262, %263
  %265 = icmp sle i64 0, %264
  %266 = mul i32 %c55, 256
  %267 = sext i32 %266 to i64
  %268 = sext i32 %j273 to i64
  %269 = add i64 %267, %268
  %270 = sext i32 %N to i64
  %271 = icmp slt i64 %269, %270
  %272 = and i1 %265, %271
  %273 = and i1 %260, %272
  br i1 %273, label %sel.then74, label %sel.else75

for.end72:                                        ; preds = %for.cond70
  %274 = add nsw i32 %i369, 1
  br label %for.cond66, !llvm.loop !18

sel.then74:                                       ; preds = %for.body71
  %275 = mul i32 %bx, 4
  %276 = add i32 %275, %i369
  %277 = sext i32 %276 to i64
  %278 = sext i32 %N to i64
  %279 = mul nsw i64 %277, %278
  %280 = mul i32 %c55, 256
  %281 = add i32 %280, %j273
  %282 = sext i32 %281 to i64
  %283 = add nsw i64 %279, %282
  %284 = getelementptr inbounds float, ptr %X, i64 %283
  %285 = load float, ptr %284, align 4
  br label %sel.end76

sel.else75:                                       ; preds = %for.body71
  br label %sel.end76

sel.end76:                                        ; preds = %sel.else75, %sel.then74
  %286 = phi float [ %285, %sel.then74 ], [ 0.000000e+00, %sel.else75 ]
  %287 = sext i32 %i369 to i64
  %288 = mul nsw i64 %287, 256
  %289 = sext i32 %j273 to i64
  %290 = add nsw i64 %288, %289
  %291 = getelementptr inbounds float, ptr %X_f, i64 %290
  store float %286, ptr %291, align 4
  %292 = add nsw i32 %j273, 1
  br label %for.cond70, !llvm.loop !19

for.cond77:                                       ; preds = %for.end83, %if.end58
  %i80 = phi i32 [ 0, %if.end58 ], [ %331, %for.end83 ]
  %293 = icmp slt i32 %i80, 4
  br i1 %293, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  br label %for.cond81

for.end79:                                        ; preds = %for.cond77
  %294 = mul i32 %bx, 4
  %295 = icmp sle i32 0, %294
  %296 = mul i32 %bx, 4
  %297 = sext i32 %296 to i64
  %298 = add i64 %297, 4
  %299 = sext i32 %M to i64
  %300 = icmp sle i64 %298, %299
  %301 = and i1 %295, %300
  %302 = mul i32 %c55, 256
  %303 = icmp sle i32 0, %302
  %304 = mul i32 %c55, 256
  %305 = sext i32 %304 to i64
  %306 = add i64 %305, 256
  %307 = sext i32 %N to i64
  %308 = icmp sle i64 %306, %307
  %309 = and i1 %303, %308
  %310 = and i1 %301, %309
  br i1 %310, label %if.then84, label %if.else85

for.cond81:                                       ; preds = %for.body82, %for.body78
  %j = phi i32 [ 0, %for.body78 ], [ %330, %for.body82 ]
  %311 = icmp slt i32 %j, 256
  br i1 %311, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %312 = sext i32 %i80 to i64
  %313 = mul nsw i64 %312, 256
  %314 = sext i32 %j to i64
  %315 = add nsw i64 %313, %314
  %316 = getelementptr inbounds float, ptr %X_f, i64 %315
  %317 = load float, ptr %316, align 4
  %318 = sext i32 %i80 to i64
  %319 = getelementptr inbounds float, ptr %scale, i64 %318
  %320 = load float, ptr %319, align 4
  %321 = fdiv float %317, %320
  %322 = fadd float %321, 5.000000e-01
  %323 = call float @llvm.floor.f32(float %322)
  %324 = call i8 @llvm.fptosi.sat.i8.f32(float %323)
  %325 = sext i32 %i80 to i64
  %326 = mul nsw i64 %325, 256
  %327 = sext i32 %j to i64
  %328 = add nsw i64 %326, %327
  %329 = getelementptr inbounds i8, ptr %Q_f, i64 %328
  store i8 %324, ptr %329, align 1
  %330 = add nsw i32 %j, 1
  br label %for.cond81, !llvm.loop !20

for.end83:                                        ; preds = %for.cond81
  %331 = add nsw i32 %i80, 1
  br label %for.cond77, !llvm.loop !21

if.then84:                                        ; preds = %for.end79
  br label %for.cond87

if.else85:                                        ; preds = %for.end79
  br label %for.cond95

if.end86:                                         ; preds = %for.end97, %for.end89
  %332 = add nsw i32 %c55, 1
  br label %for.cond52, !llvm.loop !22

for.cond87:                                       ; preds = %for.end93, %if.then84
  %i390 = phi i32 [ 0, %if.then84 ], [ %352, %for.end93 ]
  %333 = icmp slt i32 %i390, 4
  br i1 %333, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  br label %for.cond91

for.end89:                                        ; preds = %for.cond87
  br label %if.end86

for.cond91:                                       ; preds = %for.body92, %for.body88
  %j294 = phi i32 [ 0, %for.body88 ], [ %351, %for.body92 ]
  %334 = icmp slt i32 %j294, 256
  br i1 %334, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %335 = sext i32 %i390 to i64
  %336 = mul nsw i64 %335, 256
  %337 = sext i32 %j294 to i64
  %338 = add nsw i64 %336, %337
  %339 = getelementptr inbounds i8, ptr %Q_f, i64 %338
  %340 = load i8, ptr %339, align 1
  %341 = mul i32 %bx, 4
  %342 = add i32 %341, %i390
  %343 = sext i32 %342 to i64
  %344 = sext i32 %N to i64
  %345 = mul nsw i64 %343, %344
  %346 = mul i32 %c55, 256
  %347 = add i32 %346, %j294
  %348 = sext i32 %347 to i64
  %349 = add nsw i64 %345, %348
  %350 = getelementptr inbounds i8, ptr %Q, i64 %349
  store i8 %340, ptr %350, align 1
  %351 = add nsw i32 %j294, 1
  br label %for.cond91, !llvm.loop !23

for.end93:                                        ; preds = %for.cond91
  %352 = add nsw i32 %i390, 1
  br label %for.cond87, !llvm.loop !24

for.cond95:                                       ; preds = %for.end101, %if.else85
  %i398 = phi i32 [ 0, %if.else85 ], [ %380, %for.end101 ]
  %353 = icmp slt i32 %i398, 4
  br i1 %353, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  br label %for.cond99

for.end97:                                        ; preds = %for.cond95
  br label %if.end86

for.cond99:                                       ; preds = %if.end105, %for.body96
  %j2102 = phi i32 [ 0, %for.body96 ], [ %397, %if.end105 ]
  %354 = icmp slt i32 %j2102, 256
  br i1 %354, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %355 = mul i32 %bx, 4
  %356 = sext i32 %355 to i64
  %357 = sext i32 %i398 to i64
  %358 = add i64 %356, %357
  %359 = icmp sle i64 0, %358
  %360 = mul i32 %bx, 4
  %361 = sext i32 %360 to i64
  %362 = sext i32 %i398 to i64
  %363 = add i64 %361, %362
  %364 = sext i32 %M to i64
  %365 = icmp slt i64 %363, %364
  %366 = and i1 %359, %365
  %367 = mul i32 %c55, 256
  %368 = sext i32 %367 to i64
  %369 = sext i32 %j2102 to i64
  %370 = add i64 %368, %369
  %371 = icmp sle i64 0, %370
  %372 = mul i32 %c55, 256
  %373 = sext i32 %372 to i64
  %374 = sext i32 %j2102 to i64
  %375 = add i64 %373, %374
  %376 = sext i32 %N to i64
  %377 = icmp slt i64 %375, %376
  %378 = and i1 %371, %377
  %379 = and i1 %366, %378
  br i1 %379, label %if.then103, label %if.else104

for.end101:                                       ; preds = %for.cond99
  %380 = add nsw i32 %i398, 1
  br label %for.cond95, !llvm.loop !25

if.then103:                                       ; preds = %for.body100
  %381 = sext i32 %i398 to i64
  %382 = mul nsw i64 %381, 256
  %383 = sext i32 %j2102 to i64
  %384 = add nsw i64 %382, %383
  %385 = getelementptr inbounds i8, ptr %Q_f, i64 %384
  %386 = load i8, ptr %385, align 1
  %387 = mul i32 %bx, 4
  %388 = add i32 %387, %i398
  %389 = sext i32 %388 to i64
  %390 = sext i32 %N to i64
  %391 = mul nsw i64 %389, %390
  %392 = mul i32 %c55, 256
  %393 = add i32 %392, %j2102
  %394 = sext i32 %393 to i64
  %395 = add nsw i64 %391, %394
  %396 = getelementptr inbounds i8, ptr %Q, i64 %395
  store i8 %386, ptr %396, align 1
  br label %if.end105

if.else104:                                       ; preds = %for.body100
  br label %if.end105

if.end105:                                        ; preds = %if.else104, %if.then103
  %397 = add nsw i32 %j2102, 1
  br label %for.cond99, !llvm.loop !26
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

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
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !2}
