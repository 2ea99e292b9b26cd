; ModuleID = 'softmax.tile'
source_filename = "softmax.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_softmax = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @softmax_block(ptr noalias %X, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %X_f = alloca [1024 x float], align 64
  %m = alloca [4 x float], align 64
  %m_prev = alloca [4 x float], align 64
  %l = alloca [4 x float], align 64
  %tile_sum = alloca [4 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m_prev, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i1, 4
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i1 to i64
  %2 = getelementptr inbounds float, ptr %m, i64 %1
  store float 0xFFF0000000000000, ptr %2, align 4
  %3 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.body2, %for.end
  %i14 = phi i32 [ 0, %for.end ], [ %7, %for.body2 ]
  %4 = icmp slt i32 %i14, 4
  br i1 %4, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %5 = sext i32 %i14 to i64
  %6 = getelementptr inbounds float, ptr %l, i64 %5
  store float 0.000000e+00, ptr %6, align 4
  %7 = add nsw i32 %i14, 1
  br label %for.cond1, !llvm.loop !3

for.end3:                                         ; preds = %for.cond1
  %8 = sext i32 %N to i64
  %9 = sdiv i64 %8, 256
  %10 = sub i64 0, %8
  %11 = select i1 false, i64 %10, i64 %9
  %12 = srem i64 %8, 256
  %13 = icmp ne i64 %12, 0
  %14 = icmp slt i64 %8, 0
  %15 = icmp eq i1 %14, false
  %16 = and i1 %13, %15
  %17 = zext i1 %16 to i64
  %18 = add i64 %11, %17
  %19 = trunc i64 %18 to i32
  br label %for.cond5

for.cond5:                                        ; preds = %for.end58, %for.end3
  %c = phi i32 [ 0, %for.end3 ], [ %217, %for.end58 ]
  %20 = icmp slt i32 %c, %19
  br i1 %20, label %for.body6, label %for.end7

for.body6:                                        ; preds = %for.cond5
  %21 = mul i32 %bx, 4
  %22 = icmp sle i32 0, %21
  %23 = mul i32 %bx, 4
  %24 = sext i32 %23 to i64
  %25 = add i64 %24, 4
  %26 = sext i32 %M to i64
  %27 = icmp sle i64 %25, %26
  %28 = and i1 %22, %27
  %29 = mul i32 %c, 256
  %30 = icmp sle i32 0, %29
  %31 = mul i32 %c, 256
  %32 = sext i32 %31 to i64
  %33 = add i64 %32, 256
  %34 = sext i32 %N to i64
  %35 = icmp sle i64 %33, %34
  %36 = and i1 %30, %35
  %37 = and i1 %28, %36
  br i1 %37, label %if.then, label %if.else

for.end7:                                         ; preds = %for.cond5
  %38 = sext i32 %N to i64
  %39 = sdiv i64 %38, 256
  %40 = sub i64 0, %38
  %41 = select i1 false, i64 %40, i64 %39
  %42 = srem i64 %38, 256
  %43 = icmp ne i64 %42, 0
  %44 = icmp slt i64 %38, 0
  %45 = icmp eq i1 %44, false
  %46 = and i1 %43, %45
  %47 = zext i1 %46 to i64
  %48 = add i64 %41, %47
  %49 = trunc i64 %48 to i32
  br label %for.cond60

if.then:                                          ; preds = %for.body6
  br label %for.cond8

if.else:                                          ; preds = %for.body6
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end10
  br label %for.cond23

for.cond8:                                        ; preds = %for.end14, %if.then
  %i111 = phi i32 [ 0, %if.then ], [ %69, %for.end14 ]
  %50 = icmp slt i32 %i111, 4
  br i1 %50, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  br label %for.cond12

for.end10:                                        ; preds = %for.cond8
  br label %if.end

for.cond12:                                       ; preds = %for.body13, %for.body9
  %j1 = phi i32 [ 0, %for.body9 ], [ %68, %for.body13 ]
  %51 = icmp slt i32 %j1, 256
  br i1 %51, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  %52 = mul i32 %bx, 4
  %53 = add i32 %52, %i111
  %54 = sext i32 %53 to i64
  %55 = sext i32 %N to i64
  %56 = mul nsw i64 %54, %55
  %57 = mul i32 %c, 256
  %58 = add i32 %57, %j1
  %59 = sext i32 %58 to i64
  %60 = add nsw i64 %56, %59
  %61 = getelementptr inbounds float, ptr %X, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = sext i32 %i111 to i64
  %64 = mul nsw i64 %63, 256
  %65 = sext i32 %j1 to i64
  %66 = add nsw i64 %64, %65
  %67 = getelementptr inbounds float, ptr %X_f, i64 %66
  store float %62, ptr %67, align 4
  %68 = add nsw i32 %j1, 1
  br label %for.cond12, !llvm.loop !4

for.end14:                                        ; preds = %for.cond12
  %69 = add nsw i32 %i111, 1
  br label %for.cond8, !llvm.loop !5

for.cond15:                                       ; preds = %for.end21, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %97, %for.end21 ]
  %70 = icmp slt i32 %i118, 4
  br i1 %70, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %115, %sel.end ]
  %71 = icmp slt i32 %j122, 256
  br i1 %71, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %72 = mul i32 %bx, 4
  %73 = sext i32 %72 to i64
  %74 = sext i32 %i118 to i64
  %75 = add i64 %73, %74
  %76 = icmp sle i64 0, %75
  %77 = mul i32 %bx, 4
  %78 = sext i32 %77 to i64
  %79 = sext i32 %i118 to i64
  %80 = add i64 %78, %79
  %81 = sext i32 %M to i64
  %82 = icmp slt i64 %80, %81
  %83 = and i1 %76, %82
  %84 = mul i32 %c, 256
  %85 = sext i32 %84 to i64
  %86 = sext i32 %j122 to i64
  %87 = add i64 %85, %86
  %88 = icmp sle i64 0, %87
  %89 = mul i32 %c, 256
  %90 = sext i32 %89 to i64
  %91 = sext i32 %j122 to i64
  %92 = add i64 %90, %91
  %93 = sext i32 %N to i64
  %94 = icmp slt i64 %92, %93
  %95 = and i1 %88, %94
  %96 = and i1 %83, %95
  br i1 %96, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %97 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !6

sel.then:                                         ; preds = %for.body20
  %98 = mul i32 %bx, 4
  %99 = add i32 %98, %i118
  %100 = sext i32 %99 to i64
  %101 = sext i32 %N to i64
  %102 = mul nsw i64 %100, %101
  %103 = mul i32 %c, 256
  %104 = add i32 %103, %j122
  %105 = sext i32 %104 to i64
  %106 = add nsw i64 %102, %105
  %107 = getelementptr inbounds float, ptr %X, i64 %106
  %108 = load float, ptr %107, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %109 = phi float [ %108, %sel.then ], [ 0.000000e+00, %sel.else ]
  %110 = sext i32 %i118 to i64
  %111 = mul nsw i64 %110, 256
  %112 = sext i32 %j122 to i64
  %113 = add nsw i64 %111, %112
  %114 = getelementptr inbounds float, ptr %X_f, i64 %113
  store float %109, ptr %114, align 4
  %115 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !7

for.cond23:                                       ; preds = %for.end28, %if.end
  %i = phi i32 [ 0, %if.end ], [ %135, %for.end28 ]
  %116 = icmp slt i32 %i, 4
  br i1 %116, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  br label %for.cond26

for.end25:                                        ; preds = %for.cond23
  br label %for.cond29

for.cond26:                                       ; preds = %for.body27, %for.body24
  %j = phi i32 [ 0, %for.body24 ], [ %134, %for.body27 ]
  %117 = icmp slt i32 %j, 256
  br i1 %117, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %118 = mul i32 %c, 256
  %119 = add i32 %118, %j
  %120 = icmp slt i32 %119, %N
  %121 = sext i32 %i to i64
  %122 = mul nsw i64 %121, 256
  %123 = sext i32 %j to i64
  %124 = add nsw i64 %122, %123
  %125 = call i64 @llvm.umin.i64(i64 %124, i64 1023)
  %126 = getelementptr inbounds float, ptr %X_f, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = select i1 %120, float %127, float 0xFFF0000000000000
  %129 = sext i32 %i to i64
  %130 = mul nsw i64 %129, 256
  %131 = sext i32 %j to i64
  %132 = add nsw i64 %130, %131
  %133 = getelementptr inbounds float, ptr %X_f, i64 %132
  store float %128, ptr %133, align 4
  %134 = add nsw i32 %j, 1
  br label %for.cond26, !llvm.loop !8

for.end28:                                        ; preds = %for.cond26
  %135 = add nsw i32 %i, 1
  br label %for.cond23, !llvm.loop !9

for.cond29:                                       ; preds = %for.body30, %for.end25
  %i132 = phi i32 [ 0, %for.end25 ], [ %142, %for.body30 ]
  %136 = icmp slt i32 %i132, 4
  br i1 %136, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %137 = sext i32 %i132 to i64
  %138 = getelementptr inbounds float, ptr %m, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = sext i32 %i132 to i64
  %141 = getelementptr inbounds float, ptr %m_prev, i64 %140
  store float %139, ptr %141, align 4
  %142 = add nsw i32 %i132, 1
  br label %for.cond29, !llvm.loop !10

for.end31:                                        ; preds = %for.cond29
  br label %for.cond33

for.cond33:                                       ; preds = %for.end39, %for.end31
  %i136 = phi i32 [ 0, %for.end31 ], [ %158, %for.end39 ]
  %143 = icmp slt i32 %i136, 4
  br i1 %143, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  br label %for.cond37

for.end35:                                        ; preds = %for.cond33
  br label %for.cond40

for.cond37:                                       ; preds = %for.body38, %for.body34
  %red = phi i32 [ 0, %for.body34 ], [ %157, %for.body38 ]
  %144 = icmp slt i32 %red, 256
  br i1 %144, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  %145 = sext i32 %i136 to i64
  %146 = getelementptr inbounds float, ptr %m, i64 %145
  %147 = load float, ptr %146, align 4
  %148 = sext i32 %i136 to i64
  %149 = mul nsw i64 %148, 256
  %150 = sext i32 %red to i64
  %151 = add nsw i64 %149, %150
  %152 = getelementptr inbounds float, ptr %X_f, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = call float @llvm.maxnum.f32(float %147, float %153)
  %155 = sext i32 %i136 to i64
  %156 = getelementptr inbounds float, ptr %m, i64 %155
  store float %154, ptr %156, align 4
  %157 = add nsw i32 %red, 1
  br label %for.cond37, !llvm.loop !11

for.end39:                                        ; preds = %for.cond37
  %158 = add nsw i32 %i136, 1
  br label %for.cond33, !llvm.loop !12

for.cond40:                                       ; preds = %for.end46, %for.end35
  %i43 = phi i32 [ 0, %for.end35 ], [ %178, %for.end46 ]
  %159 = icmp slt i32 %i43, 4
  br i1 %159, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %for.cond48

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j47 = phi i32 [ 0, %for.body41 ], [ %177, %for.body45 ]
  %160 = icmp slt i32 %j47, 256
  br i1 %160, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %161 = sext i32 %i43 to i64
  %162 = mul nsw i64 %161, 256
  %163 = sext i32 %j47 to i64
  %164 = add nsw i64 %162, %163
  %165 = getelementptr inbounds float, ptr %X_f, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = sext i32 %i43 to i64
  %168 = getelementptr inbounds float, ptr %m, i64 %167
  %169 = load float, ptr %168, align 4
  %170 = fsub float %166, %169
  %171 = call float @tilec_expf(float %170)
  %172 = sext i32 %i43 to i64
  %173 = mul nsw i64 %172, 256
  %174 = sext i32 %j47 to i64
  %175 = add nsw i64 %173, %174
  %176 = getelementptr inbounds float, ptr %X_f, i64 %175
  store float %171, ptr %176, align 4
  %177 = add nsw i32 %j47, 1
  br label %for.cond44, !llvm.loop !13

for.end46:                                        ; preds = %for.cond44
  %178 = add nsw i32 %i43, 1
  br label %for.cond40, !llvm.loop !14

for.cond48:                                       ; preds = %for.end54, %for.end42
  %i151 = phi i32 [ 0, %for.end42 ], [ %196, %for.end54 ]
  %179 = icmp slt i32 %i151, 4
  br i1 %179, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %180 = sext i32 %i151 to i64
  %181 = getelementptr inbounds float, ptr %tile_sum, i64 %180
  store float 0.000000e+00, ptr %181, align 4
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %for.cond56

for.cond52:                                       ; preds = %for.body53, %for.body49
  %red55 = phi i32 [ 0, %for.body49 ], [ %195, %for.body53 ]
  %182 = icmp slt i32 %red55, 256
  br i1 %182, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %183 = sext i32 %i151 to i64
  %184 = getelementptr inbounds float, ptr %tile_sum, i64 %183
  %185 = load float, ptr %184, align 4
  %186 = sext i32 %i151 to i64
  %187 = mul nsw i64 %186, 256
  %188 = sext i32 %red55 to i64
  %189 = add nsw i64 %187, %188
  %190 = getelementptr inbounds float, ptr %X_f, i64 %189
  %191 = load float, ptr %190, align 4
  %192 = fadd float %185, %191
  %193 = sext i32 %i151 to i64
  %194 = getelementptr inbounds float, ptr %tile_sum, i64 %193
  store float %192, ptr %194, align 4
  %195 = add nsw i32 %red55, 1
  br label %for.cond52, !llvm.loop !15

for.end54:                                        ; preds = %for.cond52
  %196 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !16

for.cond56:                                       ; preds = %for.body57, %for.end50
  %i59 = phi i32 [ 0, %for.end50 ], [ %216, %for.body57 ]
  %197 = icmp slt i32 %i59, 4
  br i1 %197, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %198 = sext i32 %i59 to i64
  %199 = getelementptr inbounds float, ptr %l, i64 %198
  %200 = load float, ptr %199, align 4
  %201 = sext i32 %i59 to i64
  %202 = getelementptr inbounds float, ptr %m_prev, i64 %201
  %203 = load float, ptr %202, align 4
  %204 = sext i32 %i59 to i64
  %205 = getelementptr inbounds float, ptr %m, i64 %204
  %206 = load float, ptr %205, align 4
  %207 = fsub float %203, %206
  %208 = call float @tilec_expf(float %207)
  %209 = fmul float %200, %208
  %210 = sext i32 %i59 to i64
  %211 = getelementptr inbounds float, ptr %tile_sum, i64 %210
  %212 = load float, ptr %211, align 4
  %213 = fadd float %209, %212
  %214 = sext i32 %i59 to i64
  %215 = getelementptr inbounds float, ptr %l, i64 %214
  store float %213, ptr %215, align 4
  %216 = add nsw i32 %i59, 1
  br label %for.cond56, !llvm.loop !17

for.end58:                                        ; preds = %for.cond56
  %217 = add nsw i32 %c, 1
  br label %for.cond5, !llvm.loop !18

for.cond60:                                       ; preds = %if.end94, %for.end7
  %c63 = phi i32 [ 0, %for.end7 ], [ %356, %if.end94 ]
  %218 = icmp slt i32 %c63, %49
  br i1 %218, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %219 = sext i32 %N to i64
  %220 = sdiv i64 %219, 256
  %221 = sub i64 0, %219
  %222 = select i1 false, i64 %221, i64 %220
  %223 = srem i64 %219, 256
  %224 = icmp ne i64 %223, 0
  %225 = icmp slt i64 %219, 0
  %226 = icmp eq i1 %225, false
  %227 = and i1 %224, %226
  %228 = zext i1 %227 to i64
  %229 = add i64 %222, %228
  %230 = trunc i64 %229 to i32
  %231 = sub i32 %230, 1
  %t = sub i32 %231, %c63
  %232 = mul i32 %bx, 4
  %233 = icmp sle i32 0, %232
  %234 = mul i32 %bx, 4
  %235 = sext i32 %234 to i64
  %236 = add i64 %235, 4
  %237 = sext i32 %M to i64
  %238 = icmp sle i64 %236, %237
  %239 = and i1 %233, %238
  %240 = mul i32 %t, 256
  %241 = icmp sle i32 0, %240
  %242 = mul i32 %t, 256
  %243 = sext i32 %242 to i64
  %244 = add i64 %243, 256
  %245 = sext i32 %N to i64
  %246 = icmp sle i64 %244, %245
  %247 = and i1 %241, %246
  %248 = and i1 %239, %247
  br i1 %248, label %if.then64, label %if.else65

for.end62:                                        ; preds = %for.cond60
  ret void

if.then64:                                        ; preds = %for.body61
  br label %for.cond67

if.else65:                                        ; preds = %for.body61
  br label %for.cond73

if.end66:                                         ; preds = %for.end75, %for.end69
  br label %for.cond84

for.cond67:                                       ; preds = %for.end72, %if.then64
  %i2 = phi i32 [ 0, %if.then64 ], [ %268, %for.end72 ]
  %249 = icmp slt i32 %i2, 4
  br i1 %249, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  br label %for.cond70

for.end69:                                        ; preds = %for.cond67
  br label %if.end66

for.cond70:                                       ; preds = %for.body71, %for.body68
  %j2 = phi i32 [ 0, %for.body68 ], [ %267, %for.body71 ]
  %250 = icmp slt i32 %j2, 256
  br i1 %250, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %251 = mul i32 %bx, 4
  %252 = add i32 %251, %i2
  %253 = sext i32 %252 to i64
  %254 = sext i32 %N to i64
  %255 = mul nsw i64 %253, %254
  %256 = mul i32 %t, 256
  %257 = add i32 %256, %j2
  %258 = sext i32 %257 to i64
  %259 = add nsw i64 %255, %258
  %260 = getelementptr inbounds float, ptr %X, i64 %259
  %261 = load float, ptr %260, align 4
  %262 = sext i32 %i2 to i64
  %263 = mul nsw i64 %262, 256
  %264 = sext i32 %j2 to i64
  %265 = add nsw i64 %263, %264
  %266 = getelementptr inbounds float, ptr %X_f, i64 %265
  store float %261, ptr %266, align 4
  %267 = add nsw i32 %j2, 1
  br label %for.cond70, !llvm.loop !19

for.end72:                                        ; preds = %for.cond70
  %268 = add nsw i32 %i2, 1
  br label %for.cond67, !llvm.loop !20

for.cond73:                                       ; preds = %for.end79, %if.else65
  %i276 = phi i32 [ 0, %if.else65 ], [ %296, %for.end79 ]
  %269 = icmp slt i32 %i276, 4
  br i1 %269, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond77

for.end75:                                        ; preds = %for.cond73
  br label %if.end66

for.cond77:                                       ; preds = %sel.end83, %for.body74
  %j280 = phi i32 [ 0, %for.body74 ], [ %314, %sel.end83 ]
  %270 = icmp slt i32 %j280, 256
  br i1 %270, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  %271 = mul i32 %bx, 4
  %272 = sext i32 %271 to i64
  %273 = sext i32 %i276 to i64
  %274 = add i64 %272, %273
  %275 = icmp sle i64 0, %274
  %276 = mul i32 %bx, 4
  %277 = sext i32 %276 to i64
  %278 = sext i32 %i276 to i64
  %279 = add i64 %277, %278
  %280 = sext i32 %M to i64
  %281 = icmp slt i64 %279, %280
  %282 = and i1 %275, %281
  %283 = mul i32 %t, 256
  %284 = sext i32 %283 to i64
  %285 = sext i32 %j280 to i64
  %286 = add i64 %284, %285
  %287 = icmp sle i64 0, %286
  %288 = mul i32 %t, 256
  %289 = sext i32 %288 to i64
  %290 = sext i32 %j280 to i64
  %291 = add i64 %289, %290
  %292 = sext i32 %N to i64
  %293 = icmp slt i64 %291, %292
  %294 = and i1 %287, %293
  %295 = and i1 %282, %294
  br i1 %295, label %sel.then81, label %sel.else82

for.end79:                                        ; preds = %for.cond77
  %296 = add nsw i32 %i276, 1
  br label %for.cond73, !llvm.loop !21

sel.then81:                                       ; preds = %for.body78
  %297 = mul i32 %bx, 4
  %298 = add i32 %297, %i276
  %299 = sext i32 %298 to i64
  %300 = sext i32 %N to i64
  %301 = mul nsw i64 %299, %300
  %302 = mul i32 %t, 256
  %303 = add i32 %302, %j280
  %304 = sext i32 %303 to i64
  %305 = add nsw i64 %301, %304
  %306 = getelementptr inbounds float, ptr %X, i64 %305
  %307 = load float, ptr %306, align 4
  br label %sel.end83

sel.else82:                                       ; preds = %for.body78
  br label %sel.end83

sel.end83:                                        ; preds = %sel.else82, %sel.then81
  %308 = phi float [ %307, %sel.then81 ], [ 0.000000e+00, %sel.else82 ]
  %309 = sext i32 %i276 to i64
  %310 = mul nsw i64 %309, 256
  %311 = sext i32 %j280 to i64
  %312 = add nsw i64 %310, %311
  %313 = getelementptr inbounds float, ptr %X_f, i64 %312
  store float %308, ptr %313, align 4
  %314 = add nsw i32 %j280, 1
  br label %for.cond77, !llvm.loop !22

for.cond84:                                       ; preds = %for.end90, %if.end66
  %i87 = phi i32 [ 0, %if.end66 ], [ %355, %for.end90 ]
  %315 = icmp slt i32 %i87, 4
  br i1 %315, label %for.body85, label %for.end86

for.body85:                                       ; preds = %for.cond84
  br label %for.cond88

for.end86:                                        ; preds = %for.cond84
  %316 = mul i32 %bx, 4
  %317 = icmp sle i32 0, %316
  %318 = mul i32 %bx, 4
  %319 = sext i32 %318 to i64
  %320 = add i64 %319, 4
  %321 = sext i32 %M to i64
  %322 = icmp sle i64 %320, %321
  %323 = and i1 %317, %322
  %324 = mul i32 %t, 256
  %325 = icmp sle i32 0, %324
  %326 = mul i32 %t, 256
  %327 = sext i32 %326 to i64
  %328 = add i64 %327, 256
  %329 = sext i32 %N to i64
  %330 = icmp sle i64 %328, %329
  %331 = and i1 %325, %330
  %332 = and i1 %323, %331
  br i1 %332, label %if.then92, label %if.else93

for.cond88:                                       ; preds = %for.body89, %for.body85
  %j91 = phi i32 [ 0, %for.body85 ], [ %354, %for.body89 ]
  %333 = icmp slt i32 %j91, 256
  br i1 %333, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %334 = sext i32 %i87 to i64
  %335 = mul nsw i64 %334, 256
  %336 = sext i32 %j91 to i64
  %337 = add nsw i64 %335, %336
  %338 = getelementptr inbounds float, ptr %X_f, i64 %337
  %339 = load float, ptr %338, align 4
  %340 = sext i32 %i87 to i64
  %341 = getelementptr inbounds float, ptr %m, i64 %340
  %342 = load float, ptr %341, align 4
  %343 = fsub float %339, %342
  %344 = call float @tilec_expf(float %343)
  %345 = sext i32 %i87 to i64
  %346 = getelementptr inbounds float, ptr %l, i64 %345
  %347 = load float, ptr %346, align 4
  %348 = fdiv float %344, %347
  %349 = sext i32 %i87 to i64
  %350 = mul nsw i64 %349, 256
  %351 = sext i32 %j91 to i64
  %352 = add nsw i64 %350, %351
  %353 = getelementptr inbounds float, ptr %X_f, i64 %352
  store float %348, ptr %353, align 4
  %354 = add nsw i32 %j91, 1
  br label %for.cond88, !llvm.loop !23

for.end90:                                        ; preds = %for.cond88
  %355 = add nsw i32 %i87, 1
  br label %for.cond84, !llvm.loop !24

if.then92:                                        ; preds = %for.end86
  br label %for.cond95

if.else93:                                        ; preds = %for.end86
  br label %for.cond103

if.end94:                                         ; preds = %for.end105, %for.end97
  %356 = add nsw i32 %c63, 1
  br label %for.cond60, !llvm.loop !25

for.cond95:                                       ; preds = %for.end101, %if.then92
  %i298 = phi i32 [ 0, %if.then92 ], [ %376, %for.end101 ]
  %357 = icmp slt i32 %i298, 4
  br i1 %357, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  br label %for.cond99

for.end97:                                        ; preds = %for.cond95
  br label %if.end94

for.cond99:                                       ; preds = %for.body100, %for.body96
  %j2102 = phi i32 [ 0, %for.body96 ], [ %375, %for.body100 ]
  %358 = icmp slt i32 %j2102, 256
  br i1 %358, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %359 = sext i32 %i298 to i64
  %360 = mul nsw i64 %359, 256
  %361 = sext i32 %j2102 to i64
  %362 = add nsw i64 %360, %361
  %363 = getelementptr inbounds float, ptr %X_f, i64 %362
  %364 = load float, ptr %363, align 4
  %365 = mul i32 %bx, 4
  %366 = add i32 %365, %i298
  %367 = sext i32 %366 to i64
  %368 = sext i32 %N to i64
  %369 = mul nsw i64 %367, %368
  %370 = mul i32 %t, 256
  %371 = add i32 %370, %j2102
  %372 = sext i32 %371 to i64
  %373 = add nsw i64 %369, %372
  %374 = getelementptr inbounds float, ptr %Y, i64 %373
  store float %364, ptr %374, align 4
  %375 = add nsw i32 %j2102, 1
  br label %for.cond99, !llvm.loop !26

for.end101:                                       ; preds = %for.cond99
  %376 = add nsw i32 %i298, 1
  br label %for.cond95, !llvm.loop !27

for.cond103:                                      ; preds = %for.end109, %if.else93
  %i2106 = phi i32 [ 0, %if.else93 ], [ %404, %for.end109 ]
  %377 = icmp slt i32 %i2106, 4
  br i1 %377, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  br label %for.cond107

for.end105:                                       ; preds = %for.cond103
  br label %if.end94

for.cond107:                                      ; preds = %if.end113, %for.body104
  %j2110 = phi i32 [ 0, %for.body104 ], [ %421, %if.end113 ]
  %378 = icmp slt i32 %j2110, 256
  br i1 %378, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %379 = mul i32 %bx, 4
  %380 = sext i32 %379 to i64
  %381 = sext i32 %i2106 to i64
  %382 = add i64 %380, %381
  %383 = icmp sle i64 0, %382
  %384 = mul i32 %bx, 4
  %385 = sext i32 %384 to i64
  %386 = sext i32 %i2106 to i64
  %387 = add i64 %385, %386
  %388 = sext i32 %M to i64
  %389 = icmp slt i64 %387, %388
  %390 = and i1 %383, %389
  %391 = mul i32 %t, 256
  %392 = sext i32 %391 to i64
  %393 = sext i32 %j2110 to i64
  %394 = add i64 %392, %393
  %395 = icmp sle i64 0, %394
  %396 = mul i32 %t, 256
  %397 = sext i32 %396 to i64
  %398 = sext i32 %j2110 to i64
  %399 = add i64 %397, %398
  %400 = sext i32 %N to i64
  %401 = icmp slt i64 %399, %400
  %402 = and i1 %395, %401
  %403 = and i1 %390, %402
  br i1 %403, label %if.then111, label %if.else112

for.end109:                                       ; preds = %for.cond107
  %404 = add nsw i32 %i2106, 1
  br label %for.cond103, !llvm.loop !28

if.then111:                                       ; preds = %for.body108
  %405 = sext i32 %i2106 to i64
  %406 = mul nsw i64 %405, 256
  %407 = sext i32 %j2110 to i64
  %408 = add nsw i64 %406, %407
  %409 = getelementptr inbounds float, ptr %X_f, i64 %408
  %410 = load float, ptr %409, align 4
  %411 = mul i32 %bx, 4
  %412 = add i32 %411, %i2106
  %413 = sext i32 %412 to i64
  %414 = sext i32 %N to i64
  %415 = mul nsw i64 %413, %414
  %416 = mul i32 %t, 256
  %417 = add i32 %416, %j2110
  %418 = sext i32 %417 to i64
  %419 = add nsw i64 %415, %418
  %420 = getelementptr inbounds float, ptr %Y, i64 %419
  store float %410, ptr %420, align 4
  br label %if.end113

if.else112:                                       ; preds = %for.body108
  br label %if.end113

if.end113:                                        ; preds = %if.else112, %if.then111
  %421 = add nsw i32 %j2110, 1
  br label %for.cond107, !llvm.loop !29
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: alwaysinline nofree nosync nounwind willreturn
define internal float @tilec_expf(float %0) #3 {
entry:
  %1 = fcmp uno float %0, %0
  %2 = fcmp ogt float %0, 8.900000e+01
  %3 = select i1 %2, float 8.900000e+01, float %0
  %4 = fcmp olt float %0, -1.040000e+02
  %5 = select i1 %4, float -1.040000e+02, float %3
  %6 = select i1 %1, float 0.000000e+00, float %5
  %7 = fmul float %6, 0x3FF7154760000000
  %8 = fadd float %7, 5.000000e-01
  %n = call float @llvm.floor.f32(float %8)
  %9 = fmul float %n, 0x3FE6300000000000
  %10 = fsub float %6, %9
  %11 = fmul float %n, 0xBF2BD01060000000
  %r = fsub float %10, %11
  %12 = fmul float 0x3F2A0D2CE0000000, %r
  %13 = fadd float %12, 0x3F56E879C0000000
  %14 = fmul float %13, %r
  %15 = fadd float %14, 0x3F81112100000000
  %16 = fmul float %15, %r
  %17 = fadd float %16, 0x3FA5553820000000
  %18 = fmul float %17, %r
  %19 = fadd float %18, 0x3FC5555540000000
  %20 = fmul float %19, %r
  %21 = fadd float %20, 5.000000e-01
  %22 = fmul float %21, %r
  %23 = fmul float %22, %r
  %24 = fadd float %23, %r
  %25 = fadd float %24, 1.000000e+00
  %26 = fptosi float %n to i32
  %27 = sdiv i32 %26, 2
  %28 = sub i32 %26, %27
  %29 = add i32 %27, 127
  %30 = shl i32 %29, 23
  %31 = add i32 %28, 127
  %32 = shl i32 %31, 23
  %33 = bitcast i32 %32 to float
  %34 = bitcast i32 %30 to float
  %35 = fmul float %25, %34
  %36 = fmul float %35, %33
  %37 = fcmp olt float %0, 0xC059FE36A0000000
  %38 = select i1 %37, float 0.000000e+00, float %36
  %39 = fcmp ogt float %0, 0x40562E4300000000
  %40 = select i1 %39, float 0x7FF0000000000000, float %38
  %41 = select i1 %1, float %0, float %40
  ret float %41
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: nounwind
define internal void @softmax_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_softmax, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_softmax, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_softmax, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_softmax, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_softmax, ptr %ctx, i32 0, i32 4
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
  call void @softmax_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_softmax(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_softmax, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 4
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 4
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
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @softmax_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { alwaysinline nofree nosync nounwind willreturn "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
