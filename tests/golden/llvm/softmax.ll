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
  %c = phi i32 [ 0, %for.end3 ], [ %189, %for.end58 ]
  %20 = icmp slt i32 %c, %19
  br i1 %20, label %for.body6, label %for.end7

for.body6:                                        ; preds = %for.cond5
  %21 = mul i32 %bx, 4
  %22 = add i32 %21, 4
  %23 = icmp sle i32 %22, %M
  %24 = mul i32 %c, 256
  %25 = add i32 %24, 256
  %26 = icmp sle i32 %25, %N
  %27 = and i1 %23, %26
  br i1 %27, label %if.then, label %if.else

for.end7:                                         ; preds = %for.cond5
  %28 = sext i32 %N to i64
  %29 = sdiv i64 %28, 256
  %30 = sub i64 0, %28
  %31 = select i1 false, i64 %30, i64 %29
  %32 = srem i64 %28, 256
  %33 = icmp ne i64 %32, 0
  %34 = icmp slt i64 %28, 0
  %35 = icmp eq i1 %34, false
  %36 = and i1 %33, %35
  %37 = zext i1 %36 to i64
  %38 = add i64 %31, %37
  %39 = trunc i64 %38 to i32
  br label %for.cond60

if.then:                                          ; preds = %for.body6
  br label %for.cond8

if.else:                                          ; preds = %for.body6
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end10
  br label %for.cond23

for.cond8:                                        ; preds = %for.end14, %if.then
  %i111 = phi i32 [ 0, %if.then ], [ %59, %for.end14 ]
  %40 = icmp slt i32 %i111, 4
  br i1 %40, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  br label %for.cond12

for.end10:                                        ; preds = %for.cond8
  br label %if.end

for.cond12:                                       ; preds = %for.body13, %for.body9
  %j1 = phi i32 [ 0, %for.body9 ], [ %58, %for.body13 ]
  %41 = icmp slt i32 %j1, 256
  br i1 %41, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  %42 = mul i32 %bx, 4
  %43 = add i32 %42, %i111
  %44 = sext i32 %43 to i64
  %45 = sext i32 %N to i64
  %46 = mul nsw i64 %44, %45
  %47 = mul i32 %c, 256
  %48 = add i32 %47, %j1
  %49 = sext i32 %48 to i64
  %50 = add nsw i64 %46, %49
  %51 = getelementptr inbounds float, ptr %X, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = sext i32 %i111 to i64
  %54 = mul nsw i64 %53, 256
  %55 = sext i32 %j1 to i64
  %56 = add nsw i64 %54, %55
  %57 = getelementptr inbounds float, ptr %X_f, i64 %56
  store float %52, ptr %57, align 4
  %58 = add nsw i32 %j1, 1
  br label %for.cond12, !llvm.loop !4

for.end14:                                        ; preds = %for.cond12
  %59 = add nsw i32 %i111, 1
  br label %for.cond8, !llvm.loop !5

for.cond15:                                       ; preds = %for.end21, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %69, %for.end21 ]
  %60 = icmp slt i32 %i118, 4
  br i1 %60, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %87, %sel.end ]
  %61 = icmp slt i32 %j122, 256
  br i1 %61, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %62 = mul i32 %bx, 4
  %63 = add i32 %62, %i118
  %64 = icmp slt i32 %63, %M
  %65 = mul i32 %c, 256
  %66 = add i32 %65, %j122
  %67 = icmp slt i32 %66, %N
  %68 = and i1 %64, %67
  br i1 %68, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %69 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !6

sel.then:                                         ; preds = %for.body20
  %70 = mul i32 %bx, 4
  %71 = add i32 %70, %i118
  %72 = sext i32 %71 to i64
  %73 = sext i32 %N to i64
  %74 = mul nsw i64 %72, %73
  %75 = mul i32 %c, 256
  %76 = add i32 %75, %j122
  %77 = sext i32 %76 to i64
  %78 = add nsw i64 %74, %77
  %79 = getelementptr inbounds float, ptr %X, i64 %78
  %80 = load float, ptr %79, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %81 = phi float [ %80, %sel.then ], [ 0.000000e+00, %sel.else ]
  %82 = sext i32 %i118 to i64
  %83 = mul nsw i64 %82, 256
  %84 = sext i32 %j122 to i64
  %85 = add nsw i64 %83, %84
  %86 = getelementptr inbounds float, ptr %X_f, i64 %85
  store float %81, ptr %86, align 4
  %87 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !7

for.cond23:                                       ; preds = %for.end28, %if.end
  %i = phi i32 [ 0, %if.end ], [ %107, %for.end28 ]
  %88 = icmp slt i32 %i, 4
  br i1 %88, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  br label %for.cond26

for.end25:                                        ; preds = %for.cond23
  br label %for.cond29

for.cond26:                                       ; preds = %for.body27, %for.body24
  %j = phi i32 [ 0, %for.body24 ], [ %106, %for.body27 ]
  %89 = icmp slt i32 %j, 256
  br i1 %89, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %90 = mul i32 %c, 256
  %91 = add i32 %90, %j
  %92 = icmp slt i32 %91, %N
  %93 = sext i32 %i to i64
  %94 = mul nsw i64 %93, 256
  %95 = sext i32 %j to i64
  %96 = add nsw i64 %94, %95
  %97 = call i64 @llvm.umin.i64(i64 %96, i64 1023)
  %98 = getelementptr inbounds float, ptr %X_f, i64 %97
  %99 = load float, ptr %98, align 4
  %100 = select i1 %92, float %99, float 0xFFF0000000000000
  %101 = sext i32 %i to i64
  %102 = mul nsw i64 %101, 256
  %103 = sext i32 %j to i64
  %104 = add nsw i64 %102, %103
  %105 = getelementptr inbounds float, ptr %X_f, i64 %104
  store float %100, ptr %105, align 4
  %106 = add nsw i32 %j, 1
  br label %for.cond26, !llvm.loop !8

for.end28:                                        ; preds = %for.cond26
  %107 = add nsw i32 %i, 1
  br label %for.cond23, !llvm.loop !9

for.cond29:                                       ; preds = %for.body30, %for.end25
  %i132 = phi i32 [ 0, %for.end25 ], [ %114, %for.body30 ]
  %108 = icmp slt i32 %i132, 4
  br i1 %108, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %109 = sext i32 %i132 to i64
  %110 = getelementptr inbounds float, ptr %m, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = sext i32 %i132 to i64
  %113 = getelementptr inbounds float, ptr %m_prev, i64 %112
  store float %111, ptr %113, align 4
  %114 = add nsw i32 %i132, 1
  br label %for.cond29, !llvm.loop !10

for.end31:                                        ; preds = %for.cond29
  br label %for.cond33

for.cond33:                                       ; preds = %for.end39, %for.end31
  %i136 = phi i32 [ 0, %for.end31 ], [ %130, %for.end39 ]
  %115 = icmp slt i32 %i136, 4
  br i1 %115, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  br label %for.cond37

for.end35:                                        ; preds = %for.cond33
  br label %for.cond40

for.cond37:                                       ; preds = %for.body38, %for.body34
  %red = phi i32 [ 0, %for.body34 ], [ %129, %for.body38 ]
  %116 = icmp slt i32 %red, 256
  br i1 %116, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  %117 = sext i32 %i136 to i64
  %118 = getelementptr inbounds float, ptr %m, i64 %117
  %119 = load float, ptr %118, align 4
  %120 = sext i32 %i136 to i64
  %121 = mul nsw i64 %120, 256
  %122 = sext i32 %red to i64
  %123 = add nsw i64 %121, %122
  %124 = getelementptr inbounds float, ptr %X_f, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = call float @llvm.maxnum.f32(float %119, float %125)
  %127 = sext i32 %i136 to i64
  %128 = getelementptr inbounds float, ptr %m, i64 %127
  store float %126, ptr %128, align 4
  %129 = add nsw i32 %red, 1
  br label %for.cond37, !llvm.loop !11

for.end39:                                        ; preds = %for.cond37
  %130 = add nsw i32 %i136, 1
  br label %for.cond33, !llvm.loop !12

for.cond40:                                       ; preds = %for.end46, %for.end35
  %i43 = phi i32 [ 0, %for.end35 ], [ %150, %for.end46 ]
  %131 = icmp slt i32 %i43, 4
  br i1 %131, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %for.cond48

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j47 = phi i32 [ 0, %for.body41 ], [ %149, %for.body45 ]
  %132 = icmp slt i32 %j47, 256
  br i1 %132, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %133 = sext i32 %i43 to i64
  %134 = mul nsw i64 %133, 256
  %135 = sext i32 %j47 to i64
  %136 = add nsw i64 %134, %135
  %137 = getelementptr inbounds float, ptr %X_f, i64 %136
  %138 = load float, ptr %137, align 4
  %139 = sext i32 %i43 to i64
  %140 = getelementptr inbounds float, ptr %m, i64 %139
  %141 = load float, ptr %140, align 4
  %142 = fsub float %138, %141
  %143 = call float @tilec_expf(float %142)
  %144 = sext i32 %i43 to i64
  %145 = mul nsw i64 %144, 256
  %146 = sext i32 %j47 to i64
  %147 = add nsw i64 %145, %146
  %148 = getelementptr inbounds float, ptr %X_f, i64 %147
  store float %143, ptr %148, align 4
  %149 = add nsw i32 %j47, 1
  br label %for.cond44, !llvm.loop !13

for.end46:                                        ; preds = %for.cond44
  %150 = add nsw i32 %i43, 1
  br label %for.cond40, !llvm.loop !14

for.cond48:                                       ; preds = %for.end54, %for.end42
  %i151 = phi i32 [ 0, %for.end42 ], [ %168, %for.end54 ]
  %151 = icmp slt i32 %i151, 4
  br i1 %151, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %152 = sext i32 %i151 to i64
  %153 = getelementptr inbounds float, ptr %tile_sum, i64 %152
  store float 0.000000e+00, ptr %153, align 4
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %for.cond56

for.cond52:                                       ; preds = %for.body53, %for.body49
  %red55 = phi i32 [ 0, %for.body49 ], [ %167, %for.body53 ]
  %154 = icmp slt i32 %red55, 256
  br i1 %154, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %155 = sext i32 %i151 to i64
  %156 = getelementptr inbounds float, ptr %tile_sum, i64 %155
  %157 = load float, ptr %156, align 4
  %158 = sext i32 %i151 to i64
  %159 = mul nsw i64 %158, 256
  %160 = sext i32 %red55 to i64
  %161 = add nsw i64 %159, %160
  %162 = getelementptr inbounds float, ptr %X_f, i64 %161
  %163 = load float, ptr %162, align 4
  %164 = fadd float %157, %163
  %165 = sext i32 %i151 to i64
  %166 = getelementptr inbounds float, ptr %tile_sum, i64 %165
  store float %164, ptr %166, align 4
  %167 = add nsw i32 %red55, 1
  br label %for.cond52, !llvm.loop !15

for.end54:                                        ; preds = %for.cond52
  %168 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !16

for.cond56:                                       ; preds = %for.body57, %for.end50
  %i59 = phi i32 [ 0, %for.end50 ], [ %188, %for.body57 ]
  %169 = icmp slt i32 %i59, 4
  br i1 %169, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %170 = sext i32 %i59 to i64
  %171 = getelementptr inbounds float, ptr %l, i64 %170
  %172 = load float, ptr %171, align 4
  %173 = sext i32 %i59 to i64
  %174 = getelementptr inbounds float, ptr %m_prev, i64 %173
  %175 = load float, ptr %174, align 4
  %176 = sext i32 %i59 to i64
  %177 = getelementptr inbounds float, ptr %m, i64 %176
  %178 = load float, ptr %177, align 4
  %179 = fsub float %175, %178
  %180 = call float @tilec_expf(float %179)
  %181 = fmul float %172, %180
  %182 = sext i32 %i59 to i64
  %183 = getelementptr inbounds float, ptr %tile_sum, i64 %182
  %184 = load float, ptr %183, align 4
  %185 = fadd float %181, %184
  %186 = sext i32 %i59 to i64
  %187 = getelementptr inbounds float, ptr %l, i64 %186
  store float %185, ptr %187, align 4
  %188 = add nsw i32 %i59, 1
  br label %for.cond56, !llvm.loop !17

for.end58:                                        ; preds = %for.cond56
  %189 = add nsw i32 %c, 1
  br label %for.cond5, !llvm.loop !18

for.cond60:                                       ; preds = %if.end94, %for.end7
  %c63 = phi i32 [ 0, %for.end7 ], [ %277, %if.end94 ]
  %190 = icmp slt i32 %c63, %39
  br i1 %190, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %191 = mul i32 %bx, 4
  %192 = add i32 %191, 4
  %193 = icmp sle i32 %192, %M
  %194 = mul i32 %c63, 256
  %195 = add i32 %194, 256
  %196 = icmp sle i32 %195, %N
  %197 = and i1 %193, %196
  br i1 %197, label %if.then64, label %if.else65

for.end62:                                        ; preds = %for.cond60
  ret void

if.then64:                                        ; preds = %for.body61
  br label %for.cond67

if.else65:                                        ; preds = %for.body61
  br label %for.cond73

if.end66:                                         ; preds = %for.end75, %for.end69
  br label %for.cond84

for.cond67:                                       ; preds = %for.end72, %if.then64
  %i2 = phi i32 [ 0, %if.then64 ], [ %217, %for.end72 ]
  %198 = icmp slt i32 %i2, 4
  br i1 %198, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  br label %for.cond70

for.end69:                                        ; preds = %for.cond67
  br label %if.end66

for.cond70:                                       ; preds = %for.body71, %for.body68
  %j2 = phi i32 [ 0, %for.body68 ], [ %216, %for.body71 ]
  %199 = icmp slt i32 %j2, 256
  br i1 %199, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %200 = mul i32 %bx, 4
  %201 = add i32 %200, %i2
  %202 = sext i32 %201 to i64
  %203 = sext i32 %N to i64
  %204 = mul nsw i64 %202, %203
  %205 = mul i32 %c63, 256
  %206 = add i32 %205, %j2
  %207 = sext i32 %206 to i64
  %208 = add nsw i64 %204, %207
  %209 = getelementptr inbounds float, ptr %X, i64 %208
  %210 = load float, ptr %209, align 4
  %211 = sext i32 %i2 to i64
  %212 = mul nsw i64 %211, 256
  %213 = sext i32 %j2 to i64
  %214 = add nsw i64 %212, %213
  %215 = getelementptr inbounds float, ptr %X_f, i64 %214
  store float %210, ptr %215, align 4
  %216 = add nsw i32 %j2, 1
  br label %for.cond70, !llvm.loop !19

for.end72:                                        ; preds = %for.cond70
  %217 = add nsw i32 %i2, 1
  br label %for.cond67, !llvm.loop !20

for.cond73:                                       ; preds = %for.end79, %if.else65
  %i276 = phi i32 [ 0, %if.else65 ], [ %227, %for.end79 ]
  %218 = icmp slt i32 %i276, 4
  br i1 %218, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond77

for.end75:                                        ; preds = %for.cond73
  br label %if.end66

for.cond77:                                       ; preds = %sel.end83, %for.body74
  %j280 = phi i32 [ 0, %for.body74 ], [ %245, %sel.end83 ]
  %219 = icmp slt i32 %j280, 256
  br i1 %219, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  %220 = mul i32 %bx, 4
  %221 = add i32 %220, %i276
  %222 = icmp slt i32 %221, %M
  %223 = mul i32 %c63, 256
  %224 = add i32 %223, %j280
  %225 = icmp slt i32 %224, %N
  %226 = and i1 %222, %225
  br i1 %226, label %sel.then81, label %sel.else82

for.end79:                                        ; preds = %for.cond77
  %227 = add nsw i32 %i276, 1
  br label %for.cond73, !llvm.loop !21

sel.then81:                                       ; preds = %for.body78
  %228 = mul i32 %bx, 4
  %229 = add i32 %228, %i276
  %230 = sext i32 %229 to i64
  %231 = sext i32 %N to i64
  %232 = mul nsw i64 %230, %231
  %233 = mul i32 %c63, 256
  %234 = add i32 %233, %j280
  %235 = sext i32 %234 to i64
  %236 = add nsw i64 %232, %235
  %237 = getelementptr inbounds float, ptr %X, i64 %236
  %238 = load float, ptr %237, align 4
  br label %sel.end83

sel.else82:                                       ; preds = %for.body78
  br label %sel.end83

sel.end83:                                        ; preds = %sel.else82, %sel.then81
  %239 = phi float [ %238, %sel.then81 ], [ 0.000000e+00, %sel.else82 ]
  %240 = sext i32 %i276 to i64
  %241 = mul nsw i64 %240, 256
  %242 = sext i32 %j280 to i64
  %243 = add nsw i64 %241, %242
  %244 = getelementptr inbounds float, ptr %X_f, i64 %243
  store float %239, ptr %244, align 4
  %245 = add nsw i32 %j280, 1
  br label %for.cond77, !llvm.loop !22

for.cond84:                                       ; preds = %for.end90, %if.end66
  %i87 = phi i32 [ 0, %if.end66 ], [ %276, %for.end90 ]
  %246 = icmp slt i32 %i87, 4
  br i1 %246, label %for.body85, label %for.end86

for.body85:                                       ; preds = %for.cond84
  br label %for.cond88

for.end86:                                        ; preds = %for.cond84
  %247 = mul i32 %bx, 4
  %248 = add i32 %247, 4
  %249 = icmp sle i32 %248, %M
  %250 = mul i32 %c63, 256
  %251 = add i32 %250, 256
  %252 = icmp sle i32 %251, %N
  %253 = and i1 %249, %252
  br i1 %253, label %if.then92, label %if.else93

for.cond88:                                       ; preds = %for.body89, %for.body85
  %j91 = phi i32 [ 0, %for.body85 ], [ %275, %for.body89 ]
  %254 = icmp slt i32 %j91, 256
  br i1 %254, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %255 = sext i32 %i87 to i64
  %256 = mul nsw i64 %255, 256
  %257 = sext i32 %j91 to i64
  %258 = add nsw i64 %256, %257
  %259 = getelementptr inbounds float, ptr %X_f, i64 %258
  %260 = load float, ptr %259, align 4
  %261 = sext i32 %i87 to i64
  %262 = getelementptr inbounds float, ptr %m, i64 %261
  %263 = load float, ptr %262, align 4
  %264 = fsub float %260, %263
  %265 = call float @tilec_expf(float %264)
  %266 = sext i32 %i87 to i64
  %267 = getelementptr inbounds float, ptr %l, i64 %266
  %268 = load float, ptr %267, align 4
  %269 = fdiv float %265, %268
  %270 = sext i32 %i87 to i64
  %271 = mul nsw i64 %270, 256
  %272 = sext i32 %j91 to i64
  %273 = add nsw i64 %271, %272
  %274 = getelementptr inbounds float, ptr %X_f, i64 %273
  store float %269, ptr %274, align 4
  %275 = add nsw i32 %j91, 1
  br label %for.cond88, !llvm.loop !23

for.end90:                                        ; preds = %for.cond88
  %276 = add nsw i32 %i87, 1
  br label %for.cond84, !llvm.loop !24

if.then92:                                        ; preds = %for.end86
  br label %for.cond95

if.else93:                                        ; preds = %for.end86
  br label %for.cond103

if.end94:                                         ; preds = %for.end105, %for.end97
  %277 = add nsw i32 %c63, 1
  br label %for.cond60, !llvm.loop !25

for.cond95:                                       ; preds = %for.end101, %if.then92
  %i298 = phi i32 [ 0, %if.then92 ], [ %297, %for.end101 ]
  %278 = icmp slt i32 %i298, 4
  br i1 %278, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  br label %for.cond99

for.end97:                                        ; preds = %for.cond95
  br label %if.end94

for.cond99:                                       ; preds = %for.body100, %for.body96
  %j2102 = phi i32 [ 0, %for.body96 ], [ %296, %for.body100 ]
  %279 = icmp slt i32 %j2102, 256
  br i1 %279, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %280 = sext i32 %i298 to i64
  %281 = mul nsw i64 %280, 256
  %282 = sext i32 %j2102 to i64
  %283 = add nsw i64 %281, %282
  %284 = getelementptr inbounds float, ptr %X_f, i64 %283
  %285 = load float, ptr %284, align 4
  %286 = mul i32 %bx, 4
  %287 = add i32 %286, %i298
  %288 = sext i32 %287 to i64
  %289 = sext i32 %N to i64
  %290 = mul nsw i64 %288, %289
  %291 = mul i32 %c63, 256
  %292 = add i32 %291, %j2102
  %293 = sext i32 %292 to i64
  %294 = add nsw i64 %290, %293
  %295 = getelementptr inbounds float, ptr %Y, i64 %294
  store float %285, ptr %295, align 4
  %296 = add nsw i32 %j2102, 1
  br label %for.cond99, !llvm.loop !26

for.end101:                                       ; preds = %for.cond99
  %297 = add nsw i32 %i298, 1
  br label %for.cond95, !llvm.loop !27

for.cond103:                                      ; preds = %for.end109, %if.else93
  %i2106 = phi i32 [ 0, %if.else93 ], [ %307, %for.end109 ]
  %298 = icmp slt i32 %i2106, 4
  br i1 %298, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  br label %for.cond107

for.end105:                                       ; preds = %for.cond103
  br label %if.end94

for.cond107:                                      ; preds = %if.end113, %for.body104
  %j2110 = phi i32 [ 0, %for.body104 ], [ %324, %if.end113 ]
  %299 = icmp slt i32 %j2110, 256
  br i1 %299, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %300 = mul i32 %bx, 4
  %301 = add i32 %300, %i2106
  %302 = icmp slt i32 %301, %M
  %303 = mul i32 %c63, 256
  %304 = add i32 %303, %j2110
  %305 = icmp slt i32 %304, %N
  %306 = and i1 %302, %305
  br i1 %306, label %if.then111, label %if.else112

for.end109:                                       ; preds = %for.cond107
  %307 = add nsw i32 %i2106, 1
  br label %for.cond103, !llvm.loop !28

if.then111:                                       ; preds = %for.body108
  %308 = sext i32 %i2106 to i64
  %309 = mul nsw i64 %308, 256
  %310 = sext i32 %j2110 to i64
  %311 = add nsw i64 %309, %310
  %312 = getelementptr inbounds float, ptr %X_f, i64 %311
  %313 = load float, ptr %312, align 4
  %314 = mul i32 %bx, 4
  %315 = add i32 %314, %i2106
  %316 = sext i32 %315 to i64
  %317 = sext i32 %N to i64
  %318 = mul nsw i64 %316, %317
  %319 = mul i32 %c63, 256
  %320 = add i32 %319, %j2110
  %321 = sext i32 %320 to i64
  %322 = add nsw i64 %318, %321
  %323 = getelementptr inbounds float, ptr %Y, i64 %322
  store float %313, ptr %323, align 4
  br label %if.end113

if.else112:                                       ; preds = %for.body108
  br label %if.end113

if.end113:                                        ; preds = %if.else112, %if.then111
  %324 = add nsw i32 %j2110, 1
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
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
