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

for.cond5:                                        ; preds = %for.end53, %for.end3
  %c = phi i32 [ 0, %for.end3 ], [ %161, %for.end53 ]
  %20 = icmp slt i32 %c, %19
  br i1 %20, label %for.body6, label %for.end7

for.body6:                                        ; preds = %for.cond5
  br label %for.cond8

for.end7:                                         ; preds = %for.cond5
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 256
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 256
  %26 = icmp ne i64 %25, 0
  %27 = icmp slt i64 %21, 0
  %28 = icmp eq i1 %27, false
  %29 = and i1 %26, %28
  %30 = zext i1 %29 to i64
  %31 = add i64 %24, %30
  %32 = trunc i64 %31 to i32
  br label %for.cond55

for.cond8:                                        ; preds = %for.end14, %for.body6
  %i111 = phi i32 [ 0, %for.body6 ], [ %42, %for.end14 ]
  %33 = icmp slt i32 %i111, 4
  br i1 %33, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  br label %for.cond12

for.end10:                                        ; preds = %for.cond8
  br label %for.cond15

for.cond12:                                       ; preds = %sel.end, %for.body9
  %j1 = phi i32 [ 0, %for.body9 ], [ %60, %sel.end ]
  %34 = icmp slt i32 %j1, 256
  br i1 %34, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  %35 = mul i32 %bx, 4
  %36 = add i32 %35, %i111
  %37 = icmp slt i32 %36, %M
  %38 = mul i32 %c, 256
  %39 = add i32 %38, %j1
  %40 = icmp slt i32 %39, %N
  %41 = and i1 %37, %40
  br i1 %41, label %sel.then, label %sel.else

for.end14:                                        ; preds = %for.cond12
  %42 = add nsw i32 %i111, 1
  br label %for.cond8, !llvm.loop !4

sel.then:                                         ; preds = %for.body13
  %43 = mul i32 %bx, 4
  %44 = add i32 %43, %i111
  %45 = sext i32 %44 to i64
  %46 = sext i32 %N to i64
  %47 = mul nsw i64 %45, %46
  %48 = mul i32 %c, 256
  %49 = add i32 %48, %j1
  %50 = sext i32 %49 to i64
  %51 = add nsw i64 %47, %50
  %52 = getelementptr inbounds float, ptr %X, i64 %51
  %53 = load float, ptr %52, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body13
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %54 = phi float [ %53, %sel.then ], [ 0.000000e+00, %sel.else ]
  %55 = sext i32 %i111 to i64
  %56 = mul nsw i64 %55, 256
  %57 = sext i32 %j1 to i64
  %58 = add nsw i64 %56, %57
  %59 = getelementptr inbounds float, ptr %X_f, i64 %58
  store float %54, ptr %59, align 4
  %60 = add nsw i32 %j1, 1
  br label %for.cond12, !llvm.loop !5

for.cond15:                                       ; preds = %for.end20, %for.end10
  %i = phi i32 [ 0, %for.end10 ], [ %66, %for.end20 ]
  %61 = icmp slt i32 %i, 4
  br i1 %61, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond18

for.end17:                                        ; preds = %for.cond15
  br label %for.cond24

for.cond18:                                       ; preds = %sel.end23, %for.body16
  %j = phi i32 [ 0, %for.body16 ], [ %79, %sel.end23 ]
  %62 = icmp slt i32 %j, 256
  br i1 %62, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %63 = mul i32 %c, 256
  %64 = add i32 %63, %j
  %65 = icmp slt i32 %64, %N
  br i1 %65, label %sel.then21, label %sel.else22

for.end20:                                        ; preds = %for.cond18
  %66 = add nsw i32 %i, 1
  br label %for.cond15, !llvm.loop !6

sel.then21:                                       ; preds = %for.body19
  %67 = sext i32 %i to i64
  %68 = mul nsw i64 %67, 256
  %69 = sext i32 %j to i64
  %70 = add nsw i64 %68, %69
  %71 = getelementptr inbounds float, ptr %X_f, i64 %70
  %72 = load float, ptr %71, align 4
  br label %sel.end23

sel.else22:                                       ; preds = %for.body19
  br label %sel.end23

sel.end23:                                        ; preds = %sel.else22, %sel.then21
  %73 = phi float [ %72, %sel.then21 ], [ 0xFFF0000000000000, %sel.else22 ]
  %74 = sext i32 %i to i64
  %75 = mul nsw i64 %74, 256
  %76 = sext i32 %j to i64
  %77 = add nsw i64 %75, %76
  %78 = getelementptr inbounds float, ptr %X_f, i64 %77
  store float %73, ptr %78, align 4
  %79 = add nsw i32 %j, 1
  br label %for.cond18, !llvm.loop !7

for.cond24:                                       ; preds = %for.body25, %for.end17
  %i127 = phi i32 [ 0, %for.end17 ], [ %86, %for.body25 ]
  %80 = icmp slt i32 %i127, 4
  br i1 %80, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %81 = sext i32 %i127 to i64
  %82 = getelementptr inbounds float, ptr %m, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = sext i32 %i127 to i64
  %85 = getelementptr inbounds float, ptr %m_prev, i64 %84
  store float %83, ptr %85, align 4
  %86 = add nsw i32 %i127, 1
  br label %for.cond24, !llvm.loop !8

for.end26:                                        ; preds = %for.cond24
  br label %for.cond28

for.cond28:                                       ; preds = %for.end34, %for.end26
  %i131 = phi i32 [ 0, %for.end26 ], [ %102, %for.end34 ]
  %87 = icmp slt i32 %i131, 4
  br i1 %87, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  br label %for.cond32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond35

for.cond32:                                       ; preds = %for.body33, %for.body29
  %red = phi i32 [ 0, %for.body29 ], [ %101, %for.body33 ]
  %88 = icmp slt i32 %red, 256
  br i1 %88, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %89 = sext i32 %i131 to i64
  %90 = getelementptr inbounds float, ptr %m, i64 %89
  %91 = load float, ptr %90, align 4
  %92 = sext i32 %i131 to i64
  %93 = mul nsw i64 %92, 256
  %94 = sext i32 %red to i64
  %95 = add nsw i64 %93, %94
  %96 = getelementptr inbounds float, ptr %X_f, i64 %95
  %97 = load float, ptr %96, align 4
  %98 = call float @llvm.maxnum.f32(float %91, float %97)
  %99 = sext i32 %i131 to i64
  %100 = getelementptr inbounds float, ptr %m, i64 %99
  store float %98, ptr %100, align 4
  %101 = add nsw i32 %red, 1
  br label %for.cond32, !llvm.loop !9

for.end34:                                        ; preds = %for.cond32
  %102 = add nsw i32 %i131, 1
  br label %for.cond28, !llvm.loop !10

for.cond35:                                       ; preds = %for.end41, %for.end30
  %i38 = phi i32 [ 0, %for.end30 ], [ %122, %for.end41 ]
  %103 = icmp slt i32 %i38, 4
  br i1 %103, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  br label %for.cond39

for.end37:                                        ; preds = %for.cond35
  br label %for.cond43

for.cond39:                                       ; preds = %for.body40, %for.body36
  %j42 = phi i32 [ 0, %for.body36 ], [ %121, %for.body40 ]
  %104 = icmp slt i32 %j42, 256
  br i1 %104, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %105 = sext i32 %i38 to i64
  %106 = mul nsw i64 %105, 256
  %107 = sext i32 %j42 to i64
  %108 = add nsw i64 %106, %107
  %109 = getelementptr inbounds float, ptr %X_f, i64 %108
  %110 = load float, ptr %109, align 4
  %111 = sext i32 %i38 to i64
  %112 = getelementptr inbounds float, ptr %m, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = fsub float %110, %113
  %115 = call float @tilec_expf(float %114)
  %116 = sext i32 %i38 to i64
  %117 = mul nsw i64 %116, 256
  %118 = sext i32 %j42 to i64
  %119 = add nsw i64 %117, %118
  %120 = getelementptr inbounds float, ptr %X_f, i64 %119
  store float %115, ptr %120, align 4
  %121 = add nsw i32 %j42, 1
  br label %for.cond39, !llvm.loop !11

for.end41:                                        ; preds = %for.cond39
  %122 = add nsw i32 %i38, 1
  br label %for.cond35, !llvm.loop !12

for.cond43:                                       ; preds = %for.end49, %for.end37
  %i146 = phi i32 [ 0, %for.end37 ], [ %140, %for.end49 ]
  %123 = icmp slt i32 %i146, 4
  br i1 %123, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %124 = sext i32 %i146 to i64
  %125 = getelementptr inbounds float, ptr %tile_sum, i64 %124
  store float 0.000000e+00, ptr %125, align 4
  br label %for.cond47

for.end45:                                        ; preds = %for.cond43
  br label %for.cond51

for.cond47:                                       ; preds = %for.body48, %for.body44
  %red50 = phi i32 [ 0, %for.body44 ], [ %139, %for.body48 ]
  %126 = icmp slt i32 %red50, 256
  br i1 %126, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  %127 = sext i32 %i146 to i64
  %128 = getelementptr inbounds float, ptr %tile_sum, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = sext i32 %i146 to i64
  %131 = mul nsw i64 %130, 256
  %132 = sext i32 %red50 to i64
  %133 = add nsw i64 %131, %132
  %134 = getelementptr inbounds float, ptr %X_f, i64 %133
  %135 = load float, ptr %134, align 4
  %136 = fadd float %129, %135
  %137 = sext i32 %i146 to i64
  %138 = getelementptr inbounds float, ptr %tile_sum, i64 %137
  store float %136, ptr %138, align 4
  %139 = add nsw i32 %red50, 1
  br label %for.cond47, !llvm.loop !13

for.end49:                                        ; preds = %for.cond47
  %140 = add nsw i32 %i146, 1
  br label %for.cond43, !llvm.loop !14

for.cond51:                                       ; preds = %for.body52, %for.end45
  %i54 = phi i32 [ 0, %for.end45 ], [ %160, %for.body52 ]
  %141 = icmp slt i32 %i54, 4
  br i1 %141, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %142 = sext i32 %i54 to i64
  %143 = getelementptr inbounds float, ptr %l, i64 %142
  %144 = load float, ptr %143, align 4
  %145 = sext i32 %i54 to i64
  %146 = getelementptr inbounds float, ptr %m_prev, i64 %145
  %147 = load float, ptr %146, align 4
  %148 = sext i32 %i54 to i64
  %149 = getelementptr inbounds float, ptr %m, i64 %148
  %150 = load float, ptr %149, align 4
  %151 = fsub float %147, %150
  %152 = call float @tilec_expf(float %151)
  %153 = fmul float %144, %152
  %154 = sext i32 %i54 to i64
  %155 = getelementptr inbounds float, ptr %tile_sum, i64 %154
  %156 = load float, ptr %155, align 4
  %157 = fadd float %153, %156
  %158 = sext i32 %i54 to i64
  %159 = getelementptr inbounds float, ptr %l, i64 %158
  store float %157, ptr %159, align 4
  %160 = add nsw i32 %i54, 1
  br label %for.cond51, !llvm.loop !15

for.end53:                                        ; preds = %for.cond51
  %161 = add nsw i32 %c, 1
  br label %for.cond5, !llvm.loop !16

for.cond55:                                       ; preds = %for.end78, %for.end7
  %c58 = phi i32 [ 0, %for.end7 ], [ %216, %for.end78 ]
  %162 = icmp slt i32 %c58, %32
  br i1 %162, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond59

for.end57:                                        ; preds = %for.cond55
  ret void

for.cond59:                                       ; preds = %for.end64, %for.body56
  %i2 = phi i32 [ 0, %for.body56 ], [ %172, %for.end64 ]
  %163 = icmp slt i32 %i2, 4
  br i1 %163, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  br label %for.cond62

for.end61:                                        ; preds = %for.cond59
  br label %for.cond68

for.cond62:                                       ; preds = %sel.end67, %for.body60
  %j2 = phi i32 [ 0, %for.body60 ], [ %190, %sel.end67 ]
  %164 = icmp slt i32 %j2, 256
  br i1 %164, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %165 = mul i32 %bx, 4
  %166 = add i32 %165, %i2
  %167 = icmp slt i32 %166, %M
  %168 = mul i32 %c58, 256
  %169 = add i32 %168, %j2
  %170 = icmp slt i32 %169, %N
  %171 = and i1 %167, %170
  br i1 %171, label %sel.then65, label %sel.else66

for.end64:                                        ; preds = %for.cond62
  %172 = add nsw i32 %i2, 1
  br label %for.cond59, !llvm.loop !17

sel.then65:                                       ; preds = %for.body63
  %173 = mul i32 %bx, 4
  %174 = add i32 %173, %i2
  %175 = sext i32 %174 to i64
  %176 = sext i32 %N to i64
  %177 = mul nsw i64 %175, %176
  %178 = mul i32 %c58, 256
  %179 = add i32 %178, %j2
  %180 = sext i32 %179 to i64
  %181 = add nsw i64 %177, %180
  %182 = getelementptr inbounds float, ptr %X, i64 %181
  %183 = load float, ptr %182, align 4
  br label %sel.end67

sel.else66:                                       ; preds = %for.body63
  br label %sel.end67

sel.end67:                                        ; preds = %sel.else66, %sel.then65
  %184 = phi float [ %183, %sel.then65 ], [ 0.000000e+00, %sel.else66 ]
  %185 = sext i32 %i2 to i64
  %186 = mul nsw i64 %185, 256
  %187 = sext i32 %j2 to i64
  %188 = add nsw i64 %186, %187
  %189 = getelementptr inbounds float, ptr %X_f, i64 %188
  store float %184, ptr %189, align 4
  %190 = add nsw i32 %j2, 1
  br label %for.cond62, !llvm.loop !18

for.cond68:                                       ; preds = %for.end74, %for.end61
  %i71 = phi i32 [ 0, %for.end61 ], [ %214, %for.end74 ]
  %191 = icmp slt i32 %i71, 4
  br i1 %191, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  br label %for.cond72

for.end70:                                        ; preds = %for.cond68
  br label %for.cond76

for.cond72:                                       ; preds = %for.body73, %for.body69
  %j75 = phi i32 [ 0, %for.body69 ], [ %213, %for.body73 ]
  %192 = icmp slt i32 %j75, 256
  br i1 %192, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %193 = sext i32 %i71 to i64
  %194 = mul nsw i64 %193, 256
  %195 = sext i32 %j75 to i64
  %196 = add nsw i64 %194, %195
  %197 = getelementptr inbounds float, ptr %X_f, i64 %196
  %198 = load float, ptr %197, align 4
  %199 = sext i32 %i71 to i64
  %200 = getelementptr inbounds float, ptr %m, i64 %199
  %201 = load float, ptr %200, align 4
  %202 = fsub float %198, %201
  %203 = call float @tilec_expf(float %202)
  %204 = sext i32 %i71 to i64
  %205 = getelementptr inbounds float, ptr %l, i64 %204
  %206 = load float, ptr %205, align 4
  %207 = fdiv float %203, %206
  %208 = sext i32 %i71 to i64
  %209 = mul nsw i64 %208, 256
  %210 = sext i32 %j75 to i64
  %211 = add nsw i64 %209, %210
  %212 = getelementptr inbounds float, ptr %X_f, i64 %211
  store float %207, ptr %212, align 4
  %213 = add nsw i32 %j75, 1
  br label %for.cond72, !llvm.loop !19

for.end74:                                        ; preds = %for.cond72
  %214 = add nsw i32 %i71, 1
  br label %for.cond68, !llvm.loop !20

for.cond76:                                       ; preds = %for.end82, %for.end70
  %i279 = phi i32 [ 0, %for.end70 ], [ %225, %for.end82 ]
  %215 = icmp slt i32 %i279, 4
  br i1 %215, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  br label %for.cond80

for.end78:                                        ; preds = %for.cond76
  %216 = add nsw i32 %c58, 1
  br label %for.cond55, !llvm.loop !21

for.cond80:                                       ; preds = %if.end, %for.body77
  %j283 = phi i32 [ 0, %for.body77 ], [ %242, %if.end ]
  %217 = icmp slt i32 %j283, 256
  br i1 %217, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  %218 = mul i32 %bx, 4
  %219 = add i32 %218, %i279
  %220 = icmp slt i32 %219, %M
  %221 = mul i32 %c58, 256
  %222 = add i32 %221, %j283
  %223 = icmp slt i32 %222, %N
  %224 = and i1 %220, %223
  br i1 %224, label %if.then, label %if.else

for.end82:                                        ; preds = %for.cond80
  %225 = add nsw i32 %i279, 1
  br label %for.cond76, !llvm.loop !22

if.then:                                          ; preds = %for.body81
  %226 = sext i32 %i279 to i64
  %227 = mul nsw i64 %226, 256
  %228 = sext i32 %j283 to i64
  %229 = add nsw i64 %227, %228
  %230 = getelementptr inbounds float, ptr %X_f, i64 %229
  %231 = load float, ptr %230, align 4
  %232 = mul i32 %bx, 4
  %233 = add i32 %232, %i279
  %234 = sext i32 %233 to i64
  %235 = sext i32 %N to i64
  %236 = mul nsw i64 %234, %235
  %237 = mul i32 %c58, 256
  %238 = add i32 %237, %j283
  %239 = sext i32 %238 to i64
  %240 = add nsw i64 %236, %239
  %241 = getelementptr inbounds float, ptr %Y, i64 %240
  store float %231, ptr %241, align 4
  br label %if.end

if.else:                                          ; preds = %for.body81
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %242 = add nsw i32 %j283, 1
  br label %for.cond80, !llvm.loop !23
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
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
