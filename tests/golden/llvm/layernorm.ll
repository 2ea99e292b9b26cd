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

for.cond5:                                        ; preds = %for.end33, %for.end3
  %c = phi i32 [ 0, %for.end3 ], [ %90, %for.end33 ]
  %20 = icmp slt i32 %c, %19
  br i1 %20, label %for.body6, label %for.end7

for.body6:                                        ; preds = %for.cond5
  br label %for.cond8

for.end7:                                         ; preds = %for.cond5
  br label %for.cond39

for.cond8:                                        ; preds = %for.end14, %for.body6
  %i111 = phi i32 [ 0, %for.body6 ], [ %30, %for.end14 ]
  %21 = icmp slt i32 %i111, 4
  br i1 %21, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  br label %for.cond12

for.end10:                                        ; preds = %for.cond8
  br label %for.cond15

for.cond12:                                       ; preds = %sel.end, %for.body9
  %j1 = phi i32 [ 0, %for.body9 ], [ %48, %sel.end ]
  %22 = icmp slt i32 %j1, 256
  br i1 %22, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  %23 = mul i32 %bx, 4
  %24 = add i32 %23, %i111
  %25 = icmp slt i32 %24, %M
  %26 = mul i32 %c, 256
  %27 = add i32 %26, %j1
  %28 = icmp slt i32 %27, %N
  %29 = and i1 %25, %28
  br i1 %29, label %sel.then, label %sel.else

for.end14:                                        ; preds = %for.cond12
  %30 = add nsw i32 %i111, 1
  br label %for.cond8, !llvm.loop !4

sel.then:                                         ; preds = %for.body13
  %31 = mul i32 %bx, 4
  %32 = add i32 %31, %i111
  %33 = sext i32 %32 to i64
  %34 = sext i32 %N to i64
  %35 = mul nsw i64 %33, %34
  %36 = mul i32 %c, 256
  %37 = add i32 %36, %j1
  %38 = sext i32 %37 to i64
  %39 = add nsw i64 %35, %38
  %40 = getelementptr inbounds float, ptr %X, i64 %39
  %41 = load float, ptr %40, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body13
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %42 = phi float [ %41, %sel.then ], [ 0.000000e+00, %sel.else ]
  %43 = sext i32 %i111 to i64
  %44 = mul nsw i64 %43, 256
  %45 = sext i32 %j1 to i64
  %46 = add nsw i64 %44, %45
  %47 = getelementptr inbounds float, ptr %X_f, i64 %46
  store float %42, ptr %47, align 4
  %48 = add nsw i32 %j1, 1
  br label %for.cond12, !llvm.loop !5

for.cond15:                                       ; preds = %for.end20, %for.end10
  %i = phi i32 [ 0, %for.end10 ], [ %54, %for.end20 ]
  %49 = icmp slt i32 %i, 4
  br i1 %49, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond18

for.end17:                                        ; preds = %for.cond15
  br label %for.cond24

for.cond18:                                       ; preds = %sel.end23, %for.body16
  %j = phi i32 [ 0, %for.body16 ], [ %72, %sel.end23 ]
  %50 = icmp slt i32 %j, 256
  br i1 %50, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %51 = mul i32 %c, 256
  %52 = add i32 %51, %j
  %53 = icmp slt i32 %52, %N
  br i1 %53, label %sel.then21, label %sel.else22

for.end20:                                        ; preds = %for.cond18
  %54 = add nsw i32 %i, 1
  br label %for.cond15, !llvm.loop !6

sel.then21:                                       ; preds = %for.body19
  %55 = sext i32 %i to i64
  %56 = mul nsw i64 %55, 256
  %57 = sext i32 %j to i64
  %58 = add nsw i64 %56, %57
  %59 = getelementptr inbounds float, ptr %X_f, i64 %58
  %60 = load float, ptr %59, align 4
  br label %sel.end23

sel.else22:                                       ; preds = %for.body19
  br label %sel.end23

sel.end23:                                        ; preds = %sel.else22, %sel.then21
  %x = phi float [ %60, %sel.then21 ], [ 0.000000e+00, %sel.else22 ]
  %61 = sext i32 %i to i64
  %62 = mul nsw i64 %61, 256
  %63 = sext i32 %j to i64
  %64 = add nsw i64 %62, %63
  %65 = getelementptr inbounds float, ptr %X_f, i64 %64
  store float %x, ptr %65, align 4
  %66 = fmul float %x, %x
  %67 = sext i32 %i to i64
  %68 = mul nsw i64 %67, 256
  %69 = sext i32 %j to i64
  %70 = add nsw i64 %68, %69
  %71 = getelementptr inbounds float, ptr %sq, i64 %70
  store float %66, ptr %71, align 4
  %72 = add nsw i32 %j, 1
  br label %for.cond18, !llvm.loop !7

for.cond24:                                       ; preds = %for.end30, %for.end17
  %i127 = phi i32 [ 0, %for.end17 ], [ %88, %for.end30 ]
  %73 = icmp slt i32 %i127, 4
  br i1 %73, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  br label %for.cond28

for.end26:                                        ; preds = %for.cond24
  br label %for.cond31

for.cond28:                                       ; preds = %for.body29, %for.body25
  %red = phi i32 [ 0, %for.body25 ], [ %87, %for.body29 ]
  %74 = icmp slt i32 %red, 256
  br i1 %74, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %75 = sext i32 %i127 to i64
  %76 = getelementptr inbounds float, ptr %mean, i64 %75
  %77 = load float, ptr %76, align 4
  %78 = sext i32 %i127 to i64
  %79 = mul nsw i64 %78, 256
  %80 = sext i32 %red to i64
  %81 = add nsw i64 %79, %80
  %82 = getelementptr inbounds float, ptr %X_f, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = fadd float %77, %83
  %85 = sext i32 %i127 to i64
  %86 = getelementptr inbounds float, ptr %mean, i64 %85
  store float %84, ptr %86, align 4
  %87 = add nsw i32 %red, 1
  br label %for.cond28, !llvm.loop !8

for.end30:                                        ; preds = %for.cond28
  %88 = add nsw i32 %i127, 1
  br label %for.cond24, !llvm.loop !9

for.cond31:                                       ; preds = %for.end37, %for.end26
  %i134 = phi i32 [ 0, %for.end26 ], [ %105, %for.end37 ]
  %89 = icmp slt i32 %i134, 4
  br i1 %89, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  br label %for.cond35

for.end33:                                        ; preds = %for.cond31
  %90 = add nsw i32 %c, 1
  br label %for.cond5, !llvm.loop !10

for.cond35:                                       ; preds = %for.body36, %for.body32
  %red38 = phi i32 [ 0, %for.body32 ], [ %104, %for.body36 ]
  %91 = icmp slt i32 %red38, 256
  br i1 %91, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %92 = sext i32 %i134 to i64
  %93 = getelementptr inbounds float, ptr %rstd, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = sext i32 %i134 to i64
  %96 = mul nsw i64 %95, 256
  %97 = sext i32 %red38 to i64
  %98 = add nsw i64 %96, %97
  %99 = getelementptr inbounds float, ptr %sq, i64 %98
  %100 = load float, ptr %99, align 4
  %101 = fadd float %94, %100
  %102 = sext i32 %i134 to i64
  %103 = getelementptr inbounds float, ptr %rstd, i64 %102
  store float %101, ptr %103, align 4
  %104 = add nsw i32 %red38, 1
  br label %for.cond35, !llvm.loop !11

for.end37:                                        ; preds = %for.cond35
  %105 = add nsw i32 %i134, 1
  br label %for.cond31, !llvm.loop !12

for.cond39:                                       ; preds = %for.body40, %for.end7
  %i42 = phi i32 [ 0, %for.end7 ], [ %135, %for.body40 ]
  %106 = icmp slt i32 %i42, 4
  br i1 %106, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %107 = sext i32 %i42 to i64
  %108 = getelementptr inbounds float, ptr %mean, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = sitofp i32 %N to float
  %111 = fdiv float %109, %110
  %112 = sext i32 %i42 to i64
  %113 = getelementptr inbounds float, ptr %mean, i64 %112
  store float %111, ptr %113, align 4
  %114 = sext i32 %i42 to i64
  %115 = getelementptr inbounds float, ptr %rstd, i64 %114
  %116 = load float, ptr %115, align 4
  %117 = sitofp i32 %N to float
  %118 = fdiv float %116, %117
  %119 = sext i32 %i42 to i64
  %120 = getelementptr inbounds float, ptr %mean, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = sext i32 %i42 to i64
  %123 = getelementptr inbounds float, ptr %mean, i64 %122
  %124 = load float, ptr %123, align 4
  %125 = fmul float %121, %124
  %126 = fsub float %118, %125
  %127 = call float @llvm.maxnum.f32(float %126, float 0.000000e+00)
  %128 = fadd float %127, 0x3EE4F8B580000000
  %129 = fpext float %128 to double
  %130 = call double @llvm.sqrt.f64(double %129)
  %131 = fdiv double 1.000000e+00, %130
  %132 = fptrunc double %131 to float
  %133 = sext i32 %i42 to i64
  %134 = getelementptr inbounds float, ptr %rstd, i64 %133
  store float %132, ptr %134, align 4
  %135 = add nsw i32 %i42, 1
  br label %for.cond39, !llvm.loop !13

for.end41:                                        ; preds = %for.cond39
  %136 = sext i32 %N to i64
  %137 = sdiv i64 %136, 256
  %138 = sub i64 0, %136
  %139 = select i1 false, i64 %138, i64 %137
  %140 = srem i64 %136, 256
  %141 = icmp ne i64 %140, 0
  %142 = icmp slt i64 %136, 0
  %143 = icmp eq i1 %142, false
  %144 = and i1 %141, %143
  %145 = zext i1 %144 to i64
  %146 = add i64 %139, %145
  %147 = trunc i64 %146 to i32
  br label %for.cond43

for.cond43:                                       ; preds = %for.end80, %for.end41
  %c46 = phi i32 [ 0, %for.end41 ], [ %235, %for.end80 ]
  %148 = icmp slt i32 %c46, %147
  br i1 %148, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  br label %for.cond47

for.end45:                                        ; preds = %for.cond43
  ret void

for.cond47:                                       ; preds = %for.end52, %for.body44
  %i2 = phi i32 [ 0, %for.body44 ], [ %158, %for.end52 ]
  %149 = icmp slt i32 %i2, 4
  br i1 %149, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  br label %for.cond50

for.end49:                                        ; preds = %for.cond47
  br label %for.cond56

for.cond50:                                       ; preds = %sel.end55, %for.body48
  %j2 = phi i32 [ 0, %for.body48 ], [ %176, %sel.end55 ]
  %150 = icmp slt i32 %j2, 256
  br i1 %150, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %151 = mul i32 %bx, 4
  %152 = add i32 %151, %i2
  %153 = icmp slt i32 %152, %M
  %154 = mul i32 %c46, 256
  %155 = add i32 %154, %j2
  %156 = icmp slt i32 %155, %N
  %157 = and i1 %153, %156
  br i1 %157, label %sel.then53, label %sel.else54

for.end52:                                        ; preds = %for.cond50
  %158 = add nsw i32 %i2, 1
  br label %for.cond47, !llvm.loop !14

sel.then53:                                       ; preds = %for.body51
  %159 = mul i32 %bx, 4
  %160 = add i32 %159, %i2
  %161 = sext i32 %160 to i64
  %162 = sext i32 %N to i64
  %163 = mul nsw i64 %161, %162
  %164 = mul i32 %c46, 256
  %165 = add i32 %164, %j2
  %166 = sext i32 %165 to i64
  %167 = add nsw i64 %163, %166
  %168 = getelementptr inbounds float, ptr %X, i64 %167
  %169 = load float, ptr %168, align 4
  br label %sel.end55

sel.else54:                                       ; preds = %for.body51
  br label %sel.end55

sel.end55:                                        ; preds = %sel.else54, %sel.then53
  %170 = phi float [ %169, %sel.then53 ], [ 0.000000e+00, %sel.else54 ]
  %171 = sext i32 %i2 to i64
  %172 = mul nsw i64 %171, 256
  %173 = sext i32 %j2 to i64
  %174 = add nsw i64 %172, %173
  %175 = getelementptr inbounds float, ptr %X_f, i64 %174
  store float %170, ptr %175, align 4
  %176 = add nsw i32 %j2, 1
  br label %for.cond50, !llvm.loop !15

for.cond56:                                       ; preds = %sel.end62, %for.end49
  %i259 = phi i32 [ 0, %for.end49 ], [ %189, %sel.end62 ]
  %177 = icmp slt i32 %i259, 256
  br i1 %177, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %178 = mul i32 %c46, 256
  %179 = add i32 %178, %i259
  %180 = icmp slt i32 %179, %N
  br i1 %180, label %sel.then60, label %sel.else61

for.end58:                                        ; preds = %for.cond56
  br label %for.cond63

sel.then60:                                       ; preds = %for.body57
  %181 = mul i32 %c46, 256
  %182 = add i32 %181, %i259
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds float, ptr %W, i64 %183
  %185 = load float, ptr %184, align 4
  br label %sel.end62

sel.else61:                                       ; preds = %for.body57
  br label %sel.end62

sel.end62:                                        ; preds = %sel.else61, %sel.then60
  %186 = phi float [ %185, %sel.then60 ], [ 0.000000e+00, %sel.else61 ]
  %187 = sext i32 %i259 to i64
  %188 = getelementptr inbounds float, ptr %W_f, i64 %187
  store float %186, ptr %188, align 4
  %189 = add nsw i32 %i259, 1
  br label %for.cond56, !llvm.loop !16

for.cond63:                                       ; preds = %sel.end69, %for.end58
  %i266 = phi i32 [ 0, %for.end58 ], [ %202, %sel.end69 ]
  %190 = icmp slt i32 %i266, 256
  br i1 %190, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %191 = mul i32 %c46, 256
  %192 = add i32 %191, %i266
  %193 = icmp slt i32 %192, %N
  br i1 %193, label %sel.then67, label %sel.else68

for.end65:                                        ; preds = %for.cond63
  br label %for.cond70

sel.then67:                                       ; preds = %for.body64
  %194 = mul i32 %c46, 256
  %195 = add i32 %194, %i266
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds float, ptr %B, i64 %196
  %198 = load float, ptr %197, align 4
  br label %sel.end69

sel.else68:                                       ; preds = %for.body64
  br label %sel.end69

sel.end69:                                        ; preds = %sel.else68, %sel.then67
  %199 = phi float [ %198, %sel.then67 ], [ 0.000000e+00, %sel.else68 ]
  %200 = sext i32 %i266 to i64
  %201 = getelementptr inbounds float, ptr %B_f, i64 %200
  store float %199, ptr %201, align 4
  %202 = add nsw i32 %i266, 1
  br label %for.cond63, !llvm.loop !17

for.cond70:                                       ; preds = %for.end76, %for.end65
  %i73 = phi i32 [ 0, %for.end65 ], [ %233, %for.end76 ]
  %203 = icmp slt i32 %i73, 4
  br i1 %203, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond74

for.end72:                                        ; preds = %for.cond70
  br label %for.cond78

for.cond74:                                       ; preds = %for.body75, %for.body71
  %j77 = phi i32 [ 0, %for.body71 ], [ %232, %for.body75 ]
  %204 = icmp slt i32 %j77, 256
  br i1 %204, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %205 = sext i32 %i73 to i64
  %206 = mul nsw i64 %205, 256
  %207 = sext i32 %j77 to i64
  %208 = add nsw i64 %206, %207
  %209 = getelementptr inbounds float, ptr %X_f, i64 %208
  %210 = load float, ptr %209, align 4
  %211 = sext i32 %i73 to i64
  %212 = getelementptr inbounds float, ptr %mean, i64 %211
  %213 = load float, ptr %212, align 4
  %214 = fsub float %210, %213
  %215 = sext i32 %i73 to i64
  %216 = getelementptr inbounds float, ptr %rstd, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = fmul float %214, %217
  %219 = sext i32 %j77 to i64
  %220 = getelementptr inbounds float, ptr %W_f, i64 %219
  %221 = load float, ptr %220, align 4
  %222 = fmul float %218, %221
  %223 = sext i32 %j77 to i64
  %224 = getelementptr inbounds float, ptr %B_f, i64 %223
  %225 = load float, ptr %224, align 4
  %226 = fadd float %222, %225
  %227 = sext i32 %i73 to i64
  %228 = mul nsw i64 %227, 256
  %229 = sext i32 %j77 to i64
  %230 = add nsw i64 %228, %229
  %231 = getelementptr inbounds float, ptr %X_f, i64 %230
  store float %226, ptr %231, align 4
  %232 = add nsw i32 %j77, 1
  br label %for.cond74, !llvm.loop !18

for.end76:                                        ; preds = %for.cond74
  %233 = add nsw i32 %i73, 1
  br label %for.cond70, !llvm.loop !19

for.cond78:                                       ; preds = %for.end84, %for.end72
  %i281 = phi i32 [ 0, %for.end72 ], [ %244, %for.end84 ]
  %234 = icmp slt i32 %i281, 4
  br i1 %234, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  br label %for.cond82

for.end80:                                        ; preds = %for.cond78
  %235 = add nsw i32 %c46, 1
  br label %for.cond43, !llvm.loop !20

for.cond82:                                       ; preds = %if.end, %for.body79
  %j285 = phi i32 [ 0, %for.body79 ], [ %261, %if.end ]
  %236 = icmp slt i32 %j285, 256
  br i1 %236, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %237 = mul i32 %bx, 4
  %238 = add i32 %237, %i281
  %239 = icmp slt i32 %238, %M
  %240 = mul i32 %c46, 256
  %241 = add i32 %240, %j285
  %242 = icmp slt i32 %241, %N
  %243 = and i1 %239, %242
  br i1 %243, label %if.then, label %if.else

for.end84:                                        ; preds = %for.cond82
  %244 = add nsw i32 %i281, 1
  br label %for.cond78, !llvm.loop !21

if.then:                                          ; preds = %for.body83
  %245 = sext i32 %i281 to i64
  %246 = mul nsw i64 %245, 256
  %247 = sext i32 %j285 to i64
  %248 = add nsw i64 %246, %247
  %249 = getelementptr inbounds float, ptr %X_f, i64 %248
  %250 = load float, ptr %249, align 4
  %251 = mul i32 %bx, 4
  %252 = add i32 %251, %i281
  %253 = sext i32 %252 to i64
  %254 = sext i32 %N to i64
  %255 = mul nsw i64 %253, %254
  %256 = mul i32 %c46, 256
  %257 = add i32 %256, %j285
  %258 = sext i32 %257 to i64
  %259 = add nsw i64 %255, %258
  %260 = getelementptr inbounds float, ptr %Y, i64 %259
  store float %250, ptr %260, align 4
  br label %if.end

if.else:                                          ; preds = %for.body83
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %261 = add nsw i32 %j285, 1
  br label %for.cond82, !llvm.loop !22
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
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
