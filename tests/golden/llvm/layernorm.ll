; ModuleID = 'layernorm.tile'
source_filename = "layernorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_layernorm = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @layernorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %B, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %X_f = alloca [1024 x float], align 64
  %sq = alloca [1024 x float], align 64
  %W_f = alloca [256 x float], align 64
  %B_f = alloca [256 x float], align 64
  %mean = alloca [4 x float], align 64
  %rstd = alloca [4 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_f, i8 0, i64 1024, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_f, i8 0, i64 1024, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd, i8 0, i64 16, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i1, 4
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i1 to i64
  %2 = getelementptr inbounds float, ptr %mean, i64 %1
  store float 0.000000e+00, ptr %2, align 4
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
  %6 = getelementptr inbounds float, ptr %rstd, i64 %5
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

for.cond5:                                        ; preds = %for.end41, %for.end3
  %c = phi i32 [ 0, %for.end3 ], [ %117, %for.end41 ]
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
  br label %for.cond47

if.then:                                          ; preds = %for.body6
  br label %for.cond8

if.else:                                          ; preds = %for.body6
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end10
  br label %for.cond23

for.cond8:                                        ; preds = %for.end14, %if.then
  %i111 = phi i32 [ 0, %if.then ], [ %47, %for.end14 ]
  %28 = icmp slt i32 %i111, 4
  br i1 %28, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  br label %for.cond12

for.end10:                                        ; preds = %for.cond8
  br label %if.end

for.cond12:                                       ; preds = %for.body13, %for.body9
  %j1 = phi i32 [ 0, %for.body9 ], [ %46, %for.body13 ]
  %29 = icmp slt i32 %j1, 256
  br i1 %29, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  %30 = mul i32 %bx, 4
  %31 = add i32 %30, %i111
  %32 = sext i32 %31 to i64
  %33 = sext i32 %N to i64
  %34 = mul nsw i64 %32, %33
  %35 = mul i32 %c, 256
  %36 = add i32 %35, %j1
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %34, %37
  %39 = getelementptr inbounds float, ptr %X, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = sext i32 %i111 to i64
  %42 = mul nsw i64 %41, 256
  %43 = sext i32 %j1 to i64
  %44 = add nsw i64 %42, %43
  %45 = getelementptr inbounds float, ptr %X_f, i64 %44
  store float %40, ptr %45, align 4
  %46 = add nsw i32 %j1, 1
  br label %for.cond12, !llvm.loop !4

for.end14:                                        ; preds = %for.cond12
  %47 = add nsw i32 %i111, 1
  br label %for.cond8, !llvm.loop !5

for.cond15:                                       ; preds = %for.end21, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %57, %for.end21 ]
  %48 = icmp slt i32 %i118, 4
  br i1 %48, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %75, %sel.end ]
  %49 = icmp slt i32 %j122, 256
  br i1 %49, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %50 = mul i32 %bx, 4
  %51 = add i32 %50, %i118
  %52 = icmp slt i32 %51, %M
  %53 = mul i32 %c, 256
  %54 = add i32 %53, %j122
  %55 = icmp slt i32 %54, %N
  %56 = and i1 %52, %55
  br i1 %56, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %57 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !6

sel.then:                                         ; preds = %for.body20
  %58 = mul i32 %bx, 4
  %59 = add i32 %58, %i118
  %60 = sext i32 %59 to i64
  %61 = sext i32 %N to i64
  %62 = mul nsw i64 %60, %61
  %63 = mul i32 %c, 256
  %64 = add i32 %63, %j122
  %65 = sext i32 %64 to i64
  %66 = add nsw i64 %62, %65
  %67 = getelementptr inbounds float, ptr %X, i64 %66
  %68 = load float, ptr %67, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %69 = phi float [ %68, %sel.then ], [ 0.000000e+00, %sel.else ]
  %70 = sext i32 %i118 to i64
  %71 = mul nsw i64 %70, 256
  %72 = sext i32 %j122 to i64
  %73 = add nsw i64 %71, %72
  %74 = getelementptr inbounds float, ptr %X_f, i64 %73
  store float %69, ptr %74, align 4
  %75 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !7

for.cond23:                                       ; preds = %for.end28, %if.end
  %i = phi i32 [ 0, %if.end ], [ %81, %for.end28 ]
  %76 = icmp slt i32 %i, 4
  br i1 %76, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  br label %for.cond26

for.end25:                                        ; preds = %for.cond23
  br label %for.cond32

for.cond26:                                       ; preds = %sel.end31, %for.body24
  %j = phi i32 [ 0, %for.body24 ], [ %99, %sel.end31 ]
  %77 = icmp slt i32 %j, 256
  br i1 %77, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %78 = mul i32 %c, 256
  %79 = add i32 %78, %j
  %80 = icmp slt i32 %79, %N
  br i1 %80, label %sel.then29, label %sel.else30

for.end28:                                        ; preds = %for.cond26
  %81 = add nsw i32 %i, 1
  br label %for.cond23, !llvm.loop !8

sel.then29:                                       ; preds = %for.body27
  %82 = sext i32 %i to i64
  %83 = mul nsw i64 %82, 256
  %84 = sext i32 %j to i64
  %85 = add nsw i64 %83, %84
  %86 = getelementptr inbounds float, ptr %X_f, i64 %85
  %87 = load float, ptr %86, align 4
  br label %sel.end31

sel.else30:                                       ; preds = %for.body27
  br label %sel.end31

sel.end31:                                        ; preds = %sel.else30, %sel.then29
  %x = phi float [ %87, %sel.then29 ], [ 0.000000e+00, %sel.else30 ]
  %88 = sext i32 %i to i64
  %89 = mul nsw i64 %88, 256
  %90 = sext i32 %j to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds float, ptr %X_f, i64 %91
  store float %x, ptr %92, align 4
  %93 = fmul float %x, %x
  %94 = sext i32 %i to i64
  %95 = mul nsw i64 %94, 256
  %96 = sext i32 %j to i64
  %97 = add nsw i64 %95, %96
  %98 = getelementptr inbounds float, ptr %sq, i64 %97
  store float %93, ptr %98, align 4
  %99 = add nsw i32 %j, 1
  br label %for.cond26, !llvm.loop !9

for.cond32:                                       ; preds = %for.end38, %for.end25
  %i135 = phi i32 [ 0, %for.end25 ], [ %115, %for.end38 ]
  %100 = icmp slt i32 %i135, 4
  br i1 %100, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  br label %for.cond36

for.end34:                                        ; preds = %for.cond32
  br label %for.cond39

for.cond36:                                       ; preds = %for.body37, %for.body33
  %red = phi i32 [ 0, %for.body33 ], [ %114, %for.body37 ]
  %101 = icmp slt i32 %red, 256
  br i1 %101, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %102 = sext i32 %i135 to i64
  %103 = getelementptr inbounds float, ptr %mean, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = sext i32 %i135 to i64
  %106 = mul nsw i64 %105, 256
  %107 = sext i32 %red to i64
  %108 = add nsw i64 %106, %107
  %109 = getelementptr inbounds float, ptr %X_f, i64 %108
  %110 = load float, ptr %109, align 4
  %111 = fadd float %104, %110
  %112 = sext i32 %i135 to i64
  %113 = getelementptr inbounds float, ptr %mean, i64 %112
  store float %111, ptr %113, align 4
  %114 = add nsw i32 %red, 1
  br label %for.cond36, !llvm.loop !10

for.end38:                                        ; preds = %for.cond36
  %115 = add nsw i32 %i135, 1
  br label %for.cond32, !llvm.loop !11

for.cond39:                                       ; preds = %for.end45, %for.end34
  %i142 = phi i32 [ 0, %for.end34 ], [ %132, %for.end45 ]
  %116 = icmp slt i32 %i142, 4
  br i1 %116, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  br label %for.cond43

for.end41:                                        ; preds = %for.cond39
  %117 = add nsw i32 %c, 1
  br label %for.cond5, !llvm.loop !12

for.cond43:                                       ; preds = %for.body44, %for.body40
  %red46 = phi i32 [ 0, %for.body40 ], [ %131, %for.body44 ]
  %118 = icmp slt i32 %red46, 256
  br i1 %118, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %119 = sext i32 %i142 to i64
  %120 = getelementptr inbounds float, ptr %rstd, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = sext i32 %i142 to i64
  %123 = mul nsw i64 %122, 256
  %124 = sext i32 %red46 to i64
  %125 = add nsw i64 %123, %124
  %126 = getelementptr inbounds float, ptr %sq, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = fadd float %121, %127
  %129 = sext i32 %i142 to i64
  %130 = getelementptr inbounds float, ptr %rstd, i64 %129
  store float %128, ptr %130, align 4
  %131 = add nsw i32 %red46, 1
  br label %for.cond43, !llvm.loop !13

for.end45:                                        ; preds = %for.cond43
  %132 = add nsw i32 %i142, 1
  br label %for.cond39, !llvm.loop !14

for.cond47:                                       ; preds = %for.body48, %for.end7
  %i50 = phi i32 [ 0, %for.end7 ], [ %162, %for.body48 ]
  %133 = icmp slt i32 %i50, 4
  br i1 %133, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  %134 = sext i32 %i50 to i64
  %135 = getelementptr inbounds float, ptr %mean, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = sitofp i32 %N to float
  %138 = fdiv float %136, %137
  %139 = sext i32 %i50 to i64
  %140 = getelementptr inbounds float, ptr %mean, i64 %139
  store float %138, ptr %140, align 4
  %141 = sext i32 %i50 to i64
  %142 = getelementptr inbounds float, ptr %rstd, i64 %141
  %143 = load float, ptr %142, align 4
  %144 = sitofp i32 %N to float
  %145 = fdiv float %143, %144
  %146 = sext i32 %i50 to i64
  %147 = getelementptr inbounds float, ptr %mean, i64 %146
  %148 = load float, ptr %147, align 4
  %149 = sext i32 %i50 to i64
  %150 = getelementptr inbounds float, ptr %mean, i64 %149
  %151 = load float, ptr %150, align 4
  %152 = fmul float %148, %151
  %153 = fsub float %145, %152
  %154 = call float @llvm.maxnum.f32(float %153, float 0.000000e+00)
  %155 = fadd float %154, 0x3EE4F8B580000000
  %156 = fpext float %155 to double
  %157 = call double @llvm.sqrt.f64(double %156)
  %158 = fdiv double 1.000000e+00, %157
  %159 = fptrunc double %158 to float
  %160 = sext i32 %i50 to i64
  %161 = getelementptr inbounds float, ptr %rstd, i64 %160
  store float %159, ptr %161, align 4
  %162 = add nsw i32 %i50, 1
  br label %for.cond47, !llvm.loop !15

for.end49:                                        ; preds = %for.cond47
  %163 = sext i32 %N to i64
  %164 = sdiv i64 %163, 256
  %165 = sub i64 0, %163
  %166 = select i1 false, i64 %165, i64 %164
  %167 = srem i64 %163, 256
  %168 = icmp ne i64 %167, 0
  %169 = icmp slt i64 %163, 0
  %170 = icmp eq i1 %169, false
  %171 = and i1 %168, %170
  %172 = zext i1 %171 to i64
  %173 = add i64 %166, %172
  %174 = trunc i64 %173 to i32
  br label %for.cond51

for.cond51:                                       ; preds = %if.end113, %for.end49
  %c54 = phi i32 [ 0, %for.end49 ], [ %319, %if.end113 ]
  %175 = icmp slt i32 %c54, %174
  br i1 %175, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %176 = mul i32 %bx, 4
  %177 = add i32 %176, 4
  %178 = icmp sle i32 %177, %M
  %179 = mul i32 %c54, 256
  %180 = add i32 %179, 256
  %181 = icmp sle i32 %180, %N
  %182 = and i1 %178, %181
  br i1 %182, label %if.then55, label %if.else56

for.end53:                                        ; preds = %for.cond51
  ret void

if.then55:                                        ; preds = %for.body52
  br label %for.cond58

if.else56:                                        ; preds = %for.body52
  br label %for.cond64

if.end57:                                         ; preds = %for.end66, %for.end60
  %183 = mul i32 %c54, 256
  %184 = add i32 %183, 256
  %185 = icmp sle i32 %184, %N
  br i1 %185, label %if.then75, label %if.else76

for.cond58:                                       ; preds = %for.end63, %if.then55
  %i2 = phi i32 [ 0, %if.then55 ], [ %205, %for.end63 ]
  %186 = icmp slt i32 %i2, 4
  br i1 %186, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  br label %for.cond61

for.end60:                                        ; preds = %for.cond58
  br label %if.end57

for.cond61:                                       ; preds = %for.body62, %for.body59
  %j2 = phi i32 [ 0, %for.body59 ], [ %204, %for.body62 ]
  %187 = icmp slt i32 %j2, 256
  br i1 %187, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %188 = mul i32 %bx, 4
  %189 = add i32 %188, %i2
  %190 = sext i32 %189 to i64
  %191 = sext i32 %N to i64
  %192 = mul nsw i64 %190, %191
  %193 = mul i32 %c54, 256
  %194 = add i32 %193, %j2
  %195 = sext i32 %194 to i64
  %196 = add nsw i64 %192, %195
  %197 = getelementptr inbounds float, ptr %X, i64 %196
  %198 = load float, ptr %197, align 4
  %199 = sext i32 %i2 to i64
  %200 = mul nsw i64 %199, 256
  %201 = sext i32 %j2 to i64
  %202 = add nsw i64 %200, %201
  %203 = getelementptr inbounds float, ptr %X_f, i64 %202
  store float %198, ptr %203, align 4
  %204 = add nsw i32 %j2, 1
  br label %for.cond61, !llvm.loop !16

for.end63:                                        ; preds = %for.cond61
  %205 = add nsw i32 %i2, 1
  br label %for.cond58, !llvm.loop !17

for.cond64:                                       ; preds = %for.end70, %if.else56
  %i267 = phi i32 [ 0, %if.else56 ], [ %215, %for.end70 ]
  %206 = icmp slt i32 %i267, 4
  br i1 %206, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  br label %for.cond68

for.end66:                                        ; preds = %for.cond64
  br label %if.end57

for.cond68:                                       ; preds = %sel.end74, %for.body65
  %j271 = phi i32 [ 0, %for.body65 ], [ %233, %sel.end74 ]
  %207 = icmp slt i32 %j271, 256
  br i1 %207, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %208 = mul i32 %bx, 4
  %209 = add i32 %208, %i267
  %210 = icmp slt i32 %209, %M
  %211 = mul i32 %c54, 256
  %212 = add i32 %211, %j271
  %213 = icmp slt i32 %212, %N
  %214 = and i1 %210, %213
  br i1 %214, label %sel.then72, label %sel.else73

for.end70:                                        ; preds = %for.cond68
  %215 = add nsw i32 %i267, 1
  br label %for.cond64, !llvm.loop !18

sel.then72:                                       ; preds = %for.body69
  %216 = mul i32 %bx, 4
  %217 = add i32 %216, %i267
  %218 = sext i32 %217 to i64
  %219 = sext i32 %N to i64
  %220 = mul nsw i64 %218, %219
  %221 = mul i32 %c54, 256
  %222 = add i32 %221, %j271
  %223 = sext i32 %222 to i64
  %224 = add nsw i64 %220, %223
  %225 = getelementptr inbounds float, ptr %X, i64 %224
  %226 = load float, ptr %225, align 4
  br label %sel.end74

sel.else73:                                       ; preds = %for.body69
  br label %sel.end74

sel.end74:                                        ; preds = %sel.else73, %sel.then72
  %227 = phi float [ %226, %sel.then72 ], [ 0.000000e+00, %sel.else73 ]
  %228 = sext i32 %i267 to i64
  %229 = mul nsw i64 %228, 256
  %230 = sext i32 %j271 to i64
  %231 = add nsw i64 %229, %230
  %232 = getelementptr inbounds float, ptr %X_f, i64 %231
  store float %227, ptr %232, align 4
  %233 = add nsw i32 %j271, 1
  br label %for.cond68, !llvm.loop !19

if.then75:                                        ; preds = %if.end57
  br label %for.cond78

if.else76:                                        ; preds = %if.end57
  br label %for.cond82

if.end77:                                         ; preds = %for.end84, %for.end80
  %234 = mul i32 %c54, 256
  %235 = add i32 %234, 256
  %236 = icmp sle i32 %235, %N
  br i1 %236, label %if.then89, label %if.else90

for.cond78:                                       ; preds = %for.body79, %if.then75
  %i281 = phi i32 [ 0, %if.then75 ], [ %245, %for.body79 ]
  %237 = icmp slt i32 %i281, 256
  br i1 %237, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %238 = mul i32 %c54, 256
  %239 = add i32 %238, %i281
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds float, ptr %W, i64 %240
  %242 = load float, ptr %241, align 4
  %243 = sext i32 %i281 to i64
  %244 = getelementptr inbounds float, ptr %W_f, i64 %243
  store float %242, ptr %244, align 4
  %245 = add nsw i32 %i281, 1
  br label %for.cond78, !llvm.loop !20

for.end80:                                        ; preds = %for.cond78
  br label %if.end77

for.cond82:                                       ; preds = %sel.end88, %if.else76
  %i285 = phi i32 [ 0, %if.else76 ], [ %258, %sel.end88 ]
  %246 = icmp slt i32 %i285, 256
  br i1 %246, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %247 = mul i32 %c54, 256
  %248 = add i32 %247, %i285
  %249 = icmp slt i32 %248, %N
  br i1 %249, label %sel.then86, label %sel.else87

for.end84:                                        ; preds = %for.cond82
  br label %if.end77

sel.then86:                                       ; preds = %for.body83
  %250 = mul i32 %c54, 256
  %251 = add i32 %250, %i285
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds float, ptr %W, i64 %252
  %254 = load float, ptr %253, align 4
  br label %sel.end88

sel.else87:                                       ; preds = %for.body83
  br label %sel.end88

sel.end88:                                        ; preds = %sel.else87, %sel.then86
  %255 = phi float [ %254, %sel.then86 ], [ 0.000000e+00, %sel.else87 ]
  %256 = sext i32 %i285 to i64
  %257 = getelementptr inbounds float, ptr %W_f, i64 %256
  store float %255, ptr %257, align 4
  %258 = add nsw i32 %i285, 1
  br label %for.cond82, !llvm.loop !21

if.then89:                                        ; preds = %if.end77
  br label %for.cond92

if.else90:                                        ; preds = %if.end77
  br label %for.cond96

if.end91:                                         ; preds = %for.end98, %for.end94
  br label %for.cond103

for.cond92:                                       ; preds = %for.body93, %if.then89
  %i295 = phi i32 [ 0, %if.then89 ], [ %267, %for.body93 ]
  %259 = icmp slt i32 %i295, 256
  br i1 %259, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %260 = mul i32 %c54, 256
  %261 = add i32 %260, %i295
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds float, ptr %B, i64 %262
  %264 = load float, ptr %263, align 4
  %265 = sext i32 %i295 to i64
  %266 = getelementptr inbounds float, ptr %B_f, i64 %265
  store float %264, ptr %266, align 4
  %267 = add nsw i32 %i295, 1
  br label %for.cond92, !llvm.loop !22

for.end94:                                        ; preds = %for.cond92
  br label %if.end91

for.cond96:                                       ; preds = %sel.end102, %if.else90
  %i299 = phi i32 [ 0, %if.else90 ], [ %280, %sel.end102 ]
  %268 = icmp slt i32 %i299, 256
  br i1 %268, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %269 = mul i32 %c54, 256
  %270 = add i32 %269, %i299
  %271 = icmp slt i32 %270, %N
  br i1 %271, label %sel.then100, label %sel.else101

for.end98:                                        ; preds = %for.cond96
  br label %if.end91

sel.then100:                                      ; preds = %for.body97
  %272 = mul i32 %c54, 256
  %273 = add i32 %272, %i299
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds float, ptr %B, i64 %274
  %276 = load float, ptr %275, align 4
  br label %sel.end102

sel.else101:                                      ; preds = %for.body97
  br label %sel.end102

sel.end102:                                       ; preds = %sel.else101, %sel.then100
  %277 = phi float [ %276, %sel.then100 ], [ 0.000000e+00, %sel.else101 ]
  %278 = sext i32 %i299 to i64
  %279 = getelementptr inbounds float, ptr %B_f, i64 %278
  store float %277, ptr %279, align 4
  %280 = add nsw i32 %i299, 1
  br label %for.cond96, !llvm.loop !23

for.cond103:                                      ; preds = %for.end109, %if.end91
  %i106 = phi i32 [ 0, %if.end91 ], [ %318, %for.end109 ]
  %281 = icmp slt i32 %i106, 4
  br i1 %281, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  br label %for.cond107

for.end105:                                       ; preds = %for.cond103
  %282 = mul i32 %bx, 4
  %283 = add i32 %282, 4
  %284 = icmp sle i32 %283, %M
  %285 = mul i32 %c54, 256
  %286 = add i32 %285, 256
  %287 = icmp sle i32 %286, %N
  %288 = and i1 %284, %287
  br i1 %288, label %if.then111, label %if.else112

for.cond107:                                      ; preds = %for.body108, %for.body104
  %j110 = phi i32 [ 0, %for.body104 ], [ %317, %for.body108 ]
  %289 = icmp slt i32 %j110, 256
  br i1 %289, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %290 = sext i32 %i106 to i64
  %291 = mul nsw i64 %290, 256
  %292 = sext i32 %j110 to i64
  %293 = add nsw i64 %291, %292
  %294 = getelementptr inbounds float, ptr %X_f, i64 %293
  %295 = load float, ptr %294, align 4
  %296 = sext i32 %i106 to i64
  %297 = getelementptr inbounds float, ptr %mean, i64 %296
  %298 = load float, ptr %297, align 4
  %299 = fsub float %295, %298
  %300 = sext i32 %i106 to i64
  %301 = getelementptr inbounds float, ptr %rstd, i64 %300
  %302 = load float, ptr %301, align 4
  %303 = fmul float %299, %302
  %304 = sext i32 %j110 to i64
  %305 = getelementptr inbounds float, ptr %W_f, i64 %304
  %306 = load float, ptr %305, align 4
  %307 = fmul float %303, %306
  %308 = sext i32 %j110 to i64
  %309 = getelementptr inbounds float, ptr %B_f, i64 %308
  %310 = load float, ptr %309, align 4
  %311 = fadd float %307, %310
  %312 = sext i32 %i106 to i64
  %313 = mul nsw i64 %312, 256
  %314 = sext i32 %j110 to i64
  %315 = add nsw i64 %313, %314
  %316 = getelementptr inbounds float, ptr %X_f, i64 %315
  store float %311, ptr %316, align 4
  %317 = add nsw i32 %j110, 1
  br label %for.cond107, !llvm.loop !24

for.end109:                                       ; preds = %for.cond107
  %318 = add nsw i32 %i106, 1
  br label %for.cond103, !llvm.loop !25

if.then111:                                       ; preds = %for.end105
  br label %for.cond114

if.else112:                                       ; preds = %for.end105
  br label %for.cond122

if.end113:                                        ; preds = %for.end124, %for.end116
  %319 = add nsw i32 %c54, 1
  br label %for.cond51, !llvm.loop !26

for.cond114:                                      ; preds = %for.end120, %if.then111
  %i2117 = phi i32 [ 0, %if.then111 ], [ %339, %for.end120 ]
  %320 = icmp slt i32 %i2117, 4
  br i1 %320, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  br label %for.cond118

for.end116:                                       ; preds = %for.cond114
  br label %if.end113

for.cond118:                                      ; preds = %for.body119, %for.body115
  %j2121 = phi i32 [ 0, %for.body115 ], [ %338, %for.body119 ]
  %321 = icmp slt i32 %j2121, 256
  br i1 %321, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %322 = sext i32 %i2117 to i64
  %323 = mul nsw i64 %322, 256
  %324 = sext i32 %j2121 to i64
  %325 = add nsw i64 %323, %324
  %326 = getelementptr inbounds float, ptr %X_f, i64 %325
  %327 = load float, ptr %326, align 4
  %328 = mul i32 %bx, 4
  %329 = add i32 %328, %i2117
  %330 = sext i32 %329 to i64
  %331 = sext i32 %N to i64
  %332 = mul nsw i64 %330, %331
  %333 = mul i32 %c54, 256
  %334 = add i32 %333, %j2121
  %335 = sext i32 %334 to i64
  %336 = add nsw i64 %332, %335
  %337 = getelementptr inbounds float, ptr %Y, i64 %336
  store float %327, ptr %337, align 4
  %338 = add nsw i32 %j2121, 1
  br label %for.cond118, !llvm.loop !27

for.end120:                                       ; preds = %for.cond118
  %339 = add nsw i32 %i2117, 1
  br label %for.cond114, !llvm.loop !28

for.cond122:                                      ; preds = %for.end128, %if.else112
  %i2125 = phi i32 [ 0, %if.else112 ], [ %349, %for.end128 ]
  %340 = icmp slt i32 %i2125, 4
  br i1 %340, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  br label %for.cond126

for.end124:                                       ; preds = %for.cond122
  br label %if.end113

for.cond126:                                      ; preds = %if.end132, %for.body123
  %j2129 = phi i32 [ 0, %for.body123 ], [ %366, %if.end132 ]
  %341 = icmp slt i32 %j2129, 256
  br i1 %341, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %342 = mul i32 %bx, 4
  %343 = add i32 %342, %i2125
  %344 = icmp slt i32 %343, %M
  %345 = mul i32 %c54, 256
  %346 = add i32 %345, %j2129
  %347 = icmp slt i32 %346, %N
  %348 = and i1 %344, %347
  br i1 %348, label %if.then130, label %if.else131

for.end128:                                       ; preds = %for.cond126
  %349 = add nsw i32 %i2125, 1
  br label %for.cond122, !llvm.loop !29

if.then130:                                       ; preds = %for.body127
  %350 = sext i32 %i2125 to i64
  %351 = mul nsw i64 %350, 256
  %352 = sext i32 %j2129 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %X_f, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = mul i32 %bx, 4
  %357 = add i32 %356, %i2125
  %358 = sext i32 %357 to i64
  %359 = sext i32 %N to i64
  %360 = mul nsw i64 %358, %359
  %361 = mul i32 %c54, 256
  %362 = add i32 %361, %j2129
  %363 = sext i32 %362 to i64
  %364 = add nsw i64 %360, %363
  %365 = getelementptr inbounds float, ptr %Y, i64 %364
  store float %355, ptr %365, align 4
  br label %if.end132

if.else131:                                       ; preds = %for.body127
  br label %if.end132

if.end132:                                        ; preds = %if.else131, %if.then130
  %366 = add nsw i32 %j2129, 1
  br label %for.cond126, !llvm.loop !30
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nounwind
define internal void @layernorm_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 6
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
  call void @layernorm_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_layernorm(ptr %args, ptr %dims, i32 %nworkers) #0 {
entry:
  %a = alloca %tilec_args_layernorm, align 8
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds ptr, ptr %args, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 0
  store ptr %1, ptr %2, align 8
  %3 = getelementptr inbounds ptr, ptr %args, i64 1
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 1
  store ptr %4, ptr %5, align 8
  %6 = getelementptr inbounds ptr, ptr %args, i64 2
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 2
  store ptr %7, ptr %8, align 8
  %9 = getelementptr inbounds ptr, ptr %args, i64 3
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 3
  store ptr %10, ptr %11, align 8
  %12 = getelementptr inbounds i64, ptr %dims, i64 0
  %13 = load i64, ptr %12, align 8
  %M = trunc i64 %13 to i32
  %14 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 4
  store i32 %M, ptr %14, align 4
  %15 = getelementptr inbounds i64, ptr %dims, i64 1
  %16 = load i64, ptr %15, align 8
  %N = trunc i64 %16 to i32
  %17 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 5
  store i32 %N, ptr %17, align 4
  %18 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 6
  %19 = sext i32 %M to i64
  %20 = sdiv i64 %19, 4
  %21 = sub i64 0, %19
  %22 = select i1 false, i64 %21, i64 %20
  %23 = srem i64 %19, 4
  %24 = icmp ne i64 %23, 0
  %25 = icmp slt i64 %19, 0
  %26 = icmp eq i1 %25, false
  %27 = and i1 %24, %26
  %28 = zext i1 %27 to i64
  %29 = add i64 %22, %28
  %30 = trunc i64 %29 to i32
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 0
  store i64 %31, ptr %32, align 8
  %33 = icmp sgt i64 %31, 0
  %34 = mul i64 1, %31
  %35 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 1
  store i64 1, ptr %35, align 8
  %36 = and i1 %33, true
  %37 = mul i64 %34, 1
  %38 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 2
  store i64 1, ptr %38, align 8
  %39 = and i1 %36, true
  %40 = mul i64 %37, 1
  br i1 %39, label %run, label %empty

run:                                              ; preds = %body
  %41 = call i32 @tilec_rt_run_blocks(i64 %40, i32 %nworkers, ptr @layernorm_task, ptr %a)
  ret i32 %41

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
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
