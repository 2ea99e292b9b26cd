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

for.cond5:                                        ; preds = %for.end61, %for.end3
  %c = phi i32 [ 0, %for.end3 ], [ %188, %for.end61 ]
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
  br label %for.cond63

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
  %i = phi i32 [ 0, %if.end ], [ %93, %for.end28 ]
  %88 = icmp slt i32 %i, 4
  br i1 %88, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  br label %for.cond26

for.end25:                                        ; preds = %for.cond23
  br label %for.cond32

for.cond26:                                       ; preds = %sel.end31, %for.body24
  %j = phi i32 [ 0, %for.body24 ], [ %106, %sel.end31 ]
  %89 = icmp slt i32 %j, 256
  br i1 %89, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %90 = mul i32 %c, 256
  %91 = add i32 %90, %j
  %92 = icmp slt i32 %91, %N
  br i1 %92, label %sel.then29, label %sel.else30

for.end28:                                        ; preds = %for.cond26
  %93 = add nsw i32 %i, 1
  br label %for.cond23, !llvm.loop !8

sel.then29:                                       ; preds = %for.body27
  %94 = sext i32 %i to i64
  %95 = mul nsw i64 %94, 256
  %96 = sext i32 %j to i64
  %97 = add nsw i64 %95, %96
  %98 = getelementptr inbounds float, ptr %X_f, i64 %97
  %99 = load float, ptr %98, align 4
  br label %sel.end31

sel.else30:                                       ; preds = %for.body27
  br label %sel.end31

sel.end31:                                        ; preds = %sel.else30, %sel.then29
  %100 = phi float [ %99, %sel.then29 ], [ 0xFFF0000000000000, %sel.else30 ]
  %101 = sext i32 %i to i64
  %102 = mul nsw i64 %101, 256
  %103 = sext i32 %j to i64
  %104 = add nsw i64 %102, %103
  %105 = getelementptr inbounds float, ptr %X_f, i64 %104
  store float %100, ptr %105, align 4
  %106 = add nsw i32 %j, 1
  br label %for.cond26, !llvm.loop !9

for.cond32:                                       ; preds = %for.body33, %for.end25
  %i135 = phi i32 [ 0, %for.end25 ], [ %113, %for.body33 ]
  %107 = icmp slt i32 %i135, 4
  br i1 %107, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %108 = sext i32 %i135 to i64
  %109 = getelementptr inbounds float, ptr %m, i64 %108
  %110 = load float, ptr %109, align 4
  %111 = sext i32 %i135 to i64
  %112 = getelementptr inbounds float, ptr %m_prev, i64 %111
  store float %110, ptr %112, align 4
  %113 = add nsw i32 %i135, 1
  br label %for.cond32, !llvm.loop !10

for.end34:                                        ; preds = %for.cond32
  br label %for.cond36

for.cond36:                                       ; preds = %for.end42, %for.end34
  %i139 = phi i32 [ 0, %for.end34 ], [ %129, %for.end42 ]
  %114 = icmp slt i32 %i139, 4
  br i1 %114, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  br label %for.cond40

for.end38:                                        ; preds = %for.cond36
  br label %for.cond43

for.cond40:                                       ; preds = %for.body41, %for.body37
  %red = phi i32 [ 0, %for.body37 ], [ %128, %for.body41 ]
  %115 = icmp slt i32 %red, 256
  br i1 %115, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %116 = sext i32 %i139 to i64
  %117 = getelementptr inbounds float, ptr %m, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = sext i32 %i139 to i64
  %120 = mul nsw i64 %119, 256
  %121 = sext i32 %red to i64
  %122 = add nsw i64 %120, %121
  %123 = getelementptr inbounds float, ptr %X_f, i64 %122
  %124 = load float, ptr %123, align 4
  %125 = call float @llvm.maxnum.f32(float %118, float %124)
  %126 = sext i32 %i139 to i64
  %127 = getelementptr inbounds float, ptr %m, i64 %126
  store float %125, ptr %127, align 4
  %128 = add nsw i32 %red, 1
  br label %for.cond40, !llvm.loop !11

for.end42:                                        ; preds = %for.cond40
  %129 = add nsw i32 %i139, 1
  br label %for.cond36, !llvm.loop !12

for.cond43:                                       ; preds = %for.end49, %for.end38
  %i46 = phi i32 [ 0, %for.end38 ], [ %149, %for.end49 ]
  %130 = icmp slt i32 %i46, 4
  br i1 %130, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  br label %for.cond47

for.end45:                                        ; preds = %for.cond43
  br label %for.cond51

for.cond47:                                       ; preds = %for.body48, %for.body44
  %j50 = phi i32 [ 0, %for.body44 ], [ %148, %for.body48 ]
  %131 = icmp slt i32 %j50, 256
  br i1 %131, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  %132 = sext i32 %i46 to i64
  %133 = mul nsw i64 %132, 256
  %134 = sext i32 %j50 to i64
  %135 = add nsw i64 %133, %134
  %136 = getelementptr inbounds float, ptr %X_f, i64 %135
  %137 = load float, ptr %136, align 4
  %138 = sext i32 %i46 to i64
  %139 = getelementptr inbounds float, ptr %m, i64 %138
  %140 = load float, ptr %139, align 4
  %141 = fsub float %137, %140
  %142 = call float @tilec_expf(float %141)
  %143 = sext i32 %i46 to i64
  %144 = mul nsw i64 %143, 256
  %145 = sext i32 %j50 to i64
  %146 = add nsw i64 %144, %145
  %147 = getelementptr inbounds float, ptr %X_f, i64 %146
  store float %142, ptr %147, align 4
  %148 = add nsw i32 %j50, 1
  br label %for.cond47, !llvm.loop !13

for.end49:                                        ; preds = %for.cond47
  %149 = add nsw i32 %i46, 1
  br label %for.cond43, !llvm.loop !14

for.cond51:                                       ; preds = %for.end57, %for.end45
  %i154 = phi i32 [ 0, %for.end45 ], [ %167, %for.end57 ]
  %150 = icmp slt i32 %i154, 4
  br i1 %150, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %151 = sext i32 %i154 to i64
  %152 = getelementptr inbounds float, ptr %tile_sum, i64 %151
  store float 0.000000e+00, ptr %152, align 4
  br label %for.cond55

for.end53:                                        ; preds = %for.cond51
  br label %for.cond59

for.cond55:                                       ; preds = %for.body56, %for.body52
  %red58 = phi i32 [ 0, %for.body52 ], [ %166, %for.body56 ]
  %153 = icmp slt i32 %red58, 256
  br i1 %153, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %154 = sext i32 %i154 to i64
  %155 = getelementptr inbounds float, ptr %tile_sum, i64 %154
  %156 = load float, ptr %155, align 4
  %157 = sext i32 %i154 to i64
  %158 = mul nsw i64 %157, 256
  %159 = sext i32 %red58 to i64
  %160 = add nsw i64 %158, %159
  %161 = getelementptr inbounds float, ptr %X_f, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = fadd float %156, %162
  %164 = sext i32 %i154 to i64
  %165 = getelementptr inbounds float, ptr %tile_sum, i64 %164
  store float %163, ptr %165, align 4
  %166 = add nsw i32 %red58, 1
  br label %for.cond55, !llvm.loop !15

for.end57:                                        ; preds = %for.cond55
  %167 = add nsw i32 %i154, 1
  br label %for.cond51, !llvm.loop !16

for.cond59:                                       ; preds = %for.body60, %for.end53
  %i62 = phi i32 [ 0, %for.end53 ], [ %187, %for.body60 ]
  %168 = icmp slt i32 %i62, 4
  br i1 %168, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %169 = sext i32 %i62 to i64
  %170 = getelementptr inbounds float, ptr %l, i64 %169
  %171 = load float, ptr %170, align 4
  %172 = sext i32 %i62 to i64
  %173 = getelementptr inbounds float, ptr %m_prev, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = sext i32 %i62 to i64
  %176 = getelementptr inbounds float, ptr %m, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = fsub float %174, %177
  %179 = call float @tilec_expf(float %178)
  %180 = fmul float %171, %179
  %181 = sext i32 %i62 to i64
  %182 = getelementptr inbounds float, ptr %tile_sum, i64 %181
  %183 = load float, ptr %182, align 4
  %184 = fadd float %180, %183
  %185 = sext i32 %i62 to i64
  %186 = getelementptr inbounds float, ptr %l, i64 %185
  store float %184, ptr %186, align 4
  %187 = add nsw i32 %i62, 1
  br label %for.cond59, !llvm.loop !17

for.end61:                                        ; preds = %for.cond59
  %188 = add nsw i32 %c, 1
  br label %for.cond5, !llvm.loop !18

for.cond63:                                       ; preds = %if.end97, %for.end7
  %c66 = phi i32 [ 0, %for.end7 ], [ %276, %if.end97 ]
  %189 = icmp slt i32 %c66, %39
  br i1 %189, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %190 = mul i32 %bx, 4
  %191 = add i32 %190, 4
  %192 = icmp sle i32 %191, %M
  %193 = mul i32 %c66, 256
  %194 = add i32 %193, 256
  %195 = icmp sle i32 %194, %N
  %196 = and i1 %192, %195
  br i1 %196, label %if.then67, label %if.else68

for.end65:                                        ; preds = %for.cond63
  ret void

if.then67:                                        ; preds = %for.body64
  br label %for.cond70

if.else68:                                        ; preds = %for.body64
  br label %for.cond76

if.end69:                                         ; preds = %for.end78, %for.end72
  br label %for.cond87

for.cond70:                                       ; preds = %for.end75, %if.then67
  %i2 = phi i32 [ 0, %if.then67 ], [ %216, %for.end75 ]
  %197 = icmp slt i32 %i2, 4
  br i1 %197, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  br label %if.end69

for.cond73:                                       ; preds = %for.body74, %for.body71
  %j2 = phi i32 [ 0, %for.body71 ], [ %215, %for.body74 ]
  %198 = icmp slt i32 %j2, 256
  br i1 %198, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %199 = mul i32 %bx, 4
  %200 = add i32 %199, %i2
  %201 = sext i32 %200 to i64
  %202 = sext i32 %N to i64
  %203 = mul nsw i64 %201, %202
  %204 = mul i32 %c66, 256
  %205 = add i32 %204, %j2
  %206 = sext i32 %205 to i64
  %207 = add nsw i64 %203, %206
  %208 = getelementptr inbounds float, ptr %X, i64 %207
  %209 = load float, ptr %208, align 4
  %210 = sext i32 %i2 to i64
  %211 = mul nsw i64 %210, 256
  %212 = sext i32 %j2 to i64
  %213 = add nsw i64 %211, %212
  %214 = getelementptr inbounds float, ptr %X_f, i64 %213
  store float %209, ptr %214, align 4
  %215 = add nsw i32 %j2, 1
  br label %for.cond73, !llvm.loop !19

for.end75:                                        ; preds = %for.cond73
  %216 = add nsw i32 %i2, 1
  br label %for.cond70, !llvm.loop !20

for.cond76:                                       ; preds = %for.end82, %if.else68
  %i279 = phi i32 [ 0, %if.else68 ], [ %226, %for.end82 ]
  %217 = icmp slt i32 %i279, 4
  br i1 %217, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  br label %for.cond80

for.end78:                                        ; preds = %for.cond76
  br label %if.end69

for.cond80:                                       ; preds = %sel.end86, %for.body77
  %j283 = phi i32 [ 0, %for.body77 ], [ %244, %sel.end86 ]
  %218 = icmp slt i32 %j283, 256
  br i1 %218, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  %219 = mul i32 %bx, 4
  %220 = add i32 %219, %i279
  %221 = icmp slt i32 %220, %M
  %222 = mul i32 %c66, 256
  %223 = add i32 %222, %j283
  %224 = icmp slt i32 %223, %N
  %225 = and i1 %221, %224
  br i1 %225, label %sel.then84, label %sel.else85

for.end82:                                        ; preds = %for.cond80
  %226 = add nsw i32 %i279, 1
  br label %for.cond76, !llvm.loop !21

sel.then84:                                       ; preds = %for.body81
  %227 = mul i32 %bx, 4
  %228 = add i32 %227, %i279
  %229 = sext i32 %228 to i64
  %230 = sext i32 %N to i64
  %231 = mul nsw i64 %229, %230
  %232 = mul i32 %c66, 256
  %233 = add i32 %232, %j283
  %234 = sext i32 %233 to i64
  %235 = add nsw i64 %231, %234
  %236 = getelementptr inbounds float, ptr %X, i64 %235
  %237 = load float, ptr %236, align 4
  br label %sel.end86

sel.else85:                                       ; preds = %for.body81
  br label %sel.end86

sel.end86:                                        ; preds = %sel.else85, %sel.then84
  %238 = phi float [ %237, %sel.then84 ], [ 0.000000e+00, %sel.else85 ]
  %239 = sext i32 %i279 to i64
  %240 = mul nsw i64 %239, 256
  %241 = sext i32 %j283 to i64
  %242 = add nsw i64 %240, %241
  %243 = getelementptr inbounds float, ptr %X_f, i64 %242
  store float %238, ptr %243, align 4
  %244 = add nsw i32 %j283, 1
  br label %for.cond80, !llvm.loop !22

for.cond87:                                       ; preds = %for.end93, %if.end69
  %i90 = phi i32 [ 0, %if.end69 ], [ %275, %for.end93 ]
  %245 = icmp slt i32 %i90, 4
  br i1 %245, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  br label %for.cond91

for.end89:                                        ; preds = %for.cond87
  %246 = mul i32 %bx, 4
  %247 = add i32 %246, 4
  %248 = icmp sle i32 %247, %M
  %249 = mul i32 %c66, 256
  %250 = add i32 %249, 256
  %251 = icmp sle i32 %250, %N
  %252 = and i1 %248, %251
  br i1 %252, label %if.then95, label %if.else96

for.cond91:                                       ; preds = %for.body92, %for.body88
  %j94 = phi i32 [ 0, %for.body88 ], [ %274, %for.body92 ]
  %253 = icmp slt i32 %j94, 256
  br i1 %253, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %254 = sext i32 %i90 to i64
  %255 = mul nsw i64 %254, 256
  %256 = sext i32 %j94 to i64
  %257 = add nsw i64 %255, %256
  %258 = getelementptr inbounds float, ptr %X_f, i64 %257
  %259 = load float, ptr %258, align 4
  %260 = sext i32 %i90 to i64
  %261 = getelementptr inbounds float, ptr %m, i64 %260
  %262 = load float, ptr %261, align 4
  %263 = fsub float %259, %262
  %264 = call float @tilec_expf(float %263)
  %265 = sext i32 %i90 to i64
  %266 = getelementptr inbounds float, ptr %l, i64 %265
  %267 = load float, ptr %266, align 4
  %268 = fdiv float %264, %267
  %269 = sext i32 %i90 to i64
  %270 = mul nsw i64 %269, 256
  %271 = sext i32 %j94 to i64
  %272 = add nsw i64 %270, %271
  %273 = getelementptr inbounds float, ptr %X_f, i64 %272
  store float %268, ptr %273, align 4
  %274 = add nsw i32 %j94, 1
  br label %for.cond91, !llvm.loop !23

for.end93:                                        ; preds = %for.cond91
  %275 = add nsw i32 %i90, 1
  br label %for.cond87, !llvm.loop !24

if.then95:                                        ; preds = %for.end89
  br label %for.cond98

if.else96:                                        ; preds = %for.end89
  br label %for.cond106

if.end97:                                         ; preds = %for.end108, %for.end100
  %276 = add nsw i32 %c66, 1
  br label %for.cond63, !llvm.loop !25

for.cond98:                                       ; preds = %for.end104, %if.then95
  %i2101 = phi i32 [ 0, %if.then95 ], [ %296, %for.end104 ]
  %277 = icmp slt i32 %i2101, 4
  br i1 %277, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  br label %for.cond102

for.end100:                                       ; preds = %for.cond98
  br label %if.end97

for.cond102:                                      ; preds = %for.body103, %for.body99
  %j2105 = phi i32 [ 0, %for.body99 ], [ %295, %for.body103 ]
  %278 = icmp slt i32 %j2105, 256
  br i1 %278, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %279 = sext i32 %i2101 to i64
  %280 = mul nsw i64 %279, 256
  %281 = sext i32 %j2105 to i64
  %282 = add nsw i64 %280, %281
  %283 = getelementptr inbounds float, ptr %X_f, i64 %282
  %284 = load float, ptr %283, align 4
  %285 = mul i32 %bx, 4
  %286 = add i32 %285, %i2101
  %287 = sext i32 %286 to i64
  %288 = sext i32 %N to i64
  %289 = mul nsw i64 %287, %288
  %290 = mul i32 %c66, 256
  %291 = add i32 %290, %j2105
  %292 = sext i32 %291 to i64
  %293 = add nsw i64 %289, %292
  %294 = getelementptr inbounds float, ptr %Y, i64 %293
  store float %284, ptr %294, align 4
  %295 = add nsw i32 %j2105, 1
  br label %for.cond102, !llvm.loop !26

for.end104:                                       ; preds = %for.cond102
  %296 = add nsw i32 %i2101, 1
  br label %for.cond98, !llvm.loop !27

for.cond106:                                      ; preds = %for.end112, %if.else96
  %i2109 = phi i32 [ 0, %if.else96 ], [ %306, %for.end112 ]
  %297 = icmp slt i32 %i2109, 4
  br i1 %297, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  br label %for.cond110

for.end108:                                       ; preds = %for.cond106
  br label %if.end97

for.cond110:                                      ; preds = %if.end116, %for.body107
  %j2113 = phi i32 [ 0, %for.body107 ], [ %323, %if.end116 ]
  %298 = icmp slt i32 %j2113, 256
  br i1 %298, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %299 = mul i32 %bx, 4
  %300 = add i32 %299, %i2109
  %301 = icmp slt i32 %300, %M
  %302 = mul i32 %c66, 256
  %303 = add i32 %302, %j2113
  %304 = icmp slt i32 %303, %N
  %305 = and i1 %301, %304
  br i1 %305, label %if.then114, label %if.else115

for.end112:                                       ; preds = %for.cond110
  %306 = add nsw i32 %i2109, 1
  br label %for.cond106, !llvm.loop !28

if.then114:                                       ; preds = %for.body111
  %307 = sext i32 %i2109 to i64
  %308 = mul nsw i64 %307, 256
  %309 = sext i32 %j2113 to i64
  %310 = add nsw i64 %308, %309
  %311 = getelementptr inbounds float, ptr %X_f, i64 %310
  %312 = load float, ptr %311, align 4
  %313 = mul i32 %bx, 4
  %314 = add i32 %313, %i2109
  %315 = sext i32 %314 to i64
  %316 = sext i32 %N to i64
  %317 = mul nsw i64 %315, %316
  %318 = mul i32 %c66, 256
  %319 = add i32 %318, %j2113
  %320 = sext i32 %319 to i64
  %321 = add nsw i64 %317, %320
  %322 = getelementptr inbounds float, ptr %Y, i64 %321
  store float %312, ptr %322, align 4
  br label %if.end116

if.else115:                                       ; preds = %for.body111
  br label %if.end116

if.end116:                                        ; preds = %if.else115, %if.then114
  %323 = add nsw i32 %j2113, 1
  br label %for.cond110, !llvm.loop !29
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

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
define i32 @tilec_launch_softmax(ptr %args, ptr %dims, i32 %nworkers) #0 {
entry:
  %a = alloca %tilec_args_softmax, align 8
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds ptr, ptr %args, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 0
  store ptr %1, ptr %2, align 8
  %3 = getelementptr inbounds ptr, ptr %args, i64 1
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 1
  store ptr %4, ptr %5, align 8
  %6 = getelementptr inbounds i64, ptr %dims, i64 0
  %7 = load i64, ptr %6, align 8
  %M = trunc i64 %7 to i32
  %8 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 2
  store i32 %M, ptr %8, align 4
  %9 = getelementptr inbounds i64, ptr %dims, i64 1
  %10 = load i64, ptr %9, align 8
  %N = trunc i64 %10 to i32
  %11 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 3
  store i32 %N, ptr %11, align 4
  %12 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 4
  %13 = sext i32 %M to i64
  %14 = sdiv i64 %13, 4
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 4
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 0
  store i64 %25, ptr %26, align 8
  %27 = icmp sgt i64 %25, 0
  %28 = mul i64 1, %25
  %29 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 1
  store i64 1, ptr %29, align 8
  %30 = and i1 %27, true
  %31 = mul i64 %28, 1
  %32 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 2
  store i64 1, ptr %32, align 8
  %33 = and i1 %30, true
  %34 = mul i64 %31, 1
  br i1 %33, label %run, label %empty

run:                                              ; preds = %body
  %35 = call i32 @tilec_rt_run_blocks(i64 %34, i32 %nworkers, ptr @softmax_task, ptr %a)
  ret i32 %35

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
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1, !2}
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
