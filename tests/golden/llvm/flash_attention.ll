; ModuleID = 'flash_attention.tile'
source_filename = "flash_attention.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_flash_attention = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @flash_attention_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %BH, i32 %S, i32 %bx, i32 %bz) #0 {
entry:
  %Q_s = alloca [4096 x i16], align 64
  %K_s = alloca [4096 x i16], align 64
  %V_s = alloca [4096 x i16], align 64
  %P_s = alloca [4096 x i16], align 64
  %acc_s = alloca [4096 x float], align 64
  %acc_o = alloca [4096 x float], align 64
  %m = alloca [64 x float], align 64
  %m_prev = alloca [64 x float], align 64
  %l = alloca [64 x float], align 64
  %row_sum = alloca [64 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %Q_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %K_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %V_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %P_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %acc_s, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %acc_o, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m, i8 0, i64 256, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m_prev, i8 0, i64 256, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l, i8 0, i64 256, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %row_sum, i8 0, i64 256, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %7, %for.end3 ]
  %0 = icmp slt i32 %i1, 64
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %for.cond4

for.cond1:                                        ; preds = %sel.end, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %30, %sel.end ]
  %1 = icmp slt i32 %j1, 64
  br i1 %1, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %2 = icmp slt i32 %bz, %BH
  %3 = mul i32 %bx, 64
  %4 = add i32 %3, %i1
  %5 = icmp slt i32 %4, %S
  %6 = and i1 %2, %5
  br i1 %6, label %sel.then, label %sel.else

for.end3:                                         ; preds = %for.cond1
  %7 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

sel.then:                                         ; preds = %for.body2
  %8 = sext i32 %bz to i64
  %9 = sext i32 %S to i64
  %10 = mul nsw i64 %8, %9
  %11 = mul i32 %bx, 64
  %12 = add i32 %11, %i1
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %10, %13
  %15 = mul nsw i64 %14, 64
  %16 = sext i32 %j1 to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds i16, ptr %Q, i64 %17
  %19 = load i16, ptr %18, align 2
  %20 = bitcast i16 %19 to half
  %21 = fpext half %20 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body2
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %22 = phi float [ %21, %sel.then ], [ 0.000000e+00, %sel.else ]
  %23 = sext i32 %i1 to i64
  %24 = mul nsw i64 %23, 64
  %25 = sext i32 %j1 to i64
  %26 = add nsw i64 %24, %25
  %27 = getelementptr inbounds i16, ptr %Q_s, i64 %26
  %28 = fptrunc float %22 to half
  %29 = bitcast half %28 to i16
  store i16 %29, ptr %27, align 2
  %30 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !2

for.cond4:                                        ; preds = %for.end10, %for.end
  %i17 = phi i32 [ 0, %for.end ], [ %39, %for.end10 ]
  %31 = icmp slt i32 %i17, 64
  br i1 %31, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %for.cond12

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %38, %for.body9 ]
  %32 = icmp slt i32 %j111, 64
  br i1 %32, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %33 = sext i32 %i17 to i64
  %34 = mul nsw i64 %33, 64
  %35 = sext i32 %j111 to i64
  %36 = add nsw i64 %34, %35
  %37 = getelementptr inbounds float, ptr %acc_o, i64 %36
  store float 0.000000e+00, ptr %37, align 4
  %38 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !4

for.end10:                                        ; preds = %for.cond8
  %39 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !5

for.cond12:                                       ; preds = %for.body13, %for.end6
  %i115 = phi i32 [ 0, %for.end6 ], [ %43, %for.body13 ]
  %40 = icmp slt i32 %i115, 64
  br i1 %40, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  %41 = sext i32 %i115 to i64
  %42 = getelementptr inbounds float, ptr %l, i64 %41
  store float 0.000000e+00, ptr %42, align 4
  %43 = add nsw i32 %i115, 1
  br label %for.cond12, !llvm.loop !6

for.end14:                                        ; preds = %for.cond12
  br label %for.cond16

for.cond16:                                       ; preds = %for.body17, %for.end14
  %i119 = phi i32 [ 0, %for.end14 ], [ %47, %for.body17 ]
  %44 = icmp slt i32 %i119, 64
  br i1 %44, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %45 = sext i32 %i119 to i64
  %46 = getelementptr inbounds float, ptr %m, i64 %45
  store float 0xFFF0000000000000, ptr %46, align 4
  %47 = add nsw i32 %i119, 1
  br label %for.cond16, !llvm.loop !7

for.end18:                                        ; preds = %for.cond16
  %48 = sext i32 %S to i64
  %49 = sdiv i64 %48, 64
  %50 = sub i64 0, %48
  %51 = select i1 false, i64 %50, i64 %49
  %52 = srem i64 %48, 64
  %53 = icmp ne i64 %52, 0
  %54 = icmp slt i64 %48, 0
  %55 = icmp eq i1 %54, false
  %56 = and i1 %53, %55
  %57 = zext i1 %56 to i64
  %58 = add i64 %51, %57
  %59 = trunc i64 %58 to i32
  br label %for.cond20

for.cond20:                                       ; preds = %for.end102, %for.end18
  %kb = phi i32 [ 0, %for.end18 ], [ %258, %for.end102 ]
  %60 = icmp slt i32 %kb, %59
  br i1 %60, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  br label %for.cond23

for.end22:                                        ; preds = %for.cond20
  br label %for.cond108

for.cond23:                                       ; preds = %for.end29, %for.body21
  %i126 = phi i32 [ 0, %for.body21 ], [ %68, %for.end29 ]
  %61 = icmp slt i32 %i126, 64
  br i1 %61, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  br label %for.cond27

for.end25:                                        ; preds = %for.cond23
  br label %for.cond34

for.cond27:                                       ; preds = %sel.end33, %for.body24
  %j130 = phi i32 [ 0, %for.body24 ], [ %91, %sel.end33 ]
  %62 = icmp slt i32 %j130, 64
  br i1 %62, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %63 = icmp slt i32 %bz, %BH
  %64 = mul i32 %kb, 64
  %65 = add i32 %64, %i126
  %66 = icmp slt i32 %65, %S
  %67 = and i1 %63, %66
  br i1 %67, label %sel.then31, label %sel.else32

for.end29:                                        ; preds = %for.cond27
  %68 = add nsw i32 %i126, 1
  br label %for.cond23, !llvm.loop !8

sel.then31:                                       ; preds = %for.body28
  %69 = sext i32 %bz to i64
  %70 = sext i32 %S to i64
  %71 = mul nsw i64 %69, %70
  %72 = mul i32 %kb, 64
  %73 = add i32 %72, %i126
  %74 = sext i32 %73 to i64
  %75 = add nsw i64 %71, %74
  %76 = mul nsw i64 %75, 64
  %77 = sext i32 %j130 to i64
  %78 = add nsw i64 %76, %77
  %79 = getelementptr inbounds i16, ptr %K, i64 %78
  %80 = load i16, ptr %79, align 2
  %81 = bitcast i16 %80 to half
  %82 = fpext half %81 to float
  br label %sel.end33

sel.else32:                                       ; preds = %for.body28
  br label %sel.end33

sel.end33:                                        ; preds = %sel.else32, %sel.then31
  %83 = phi float [ %82, %sel.then31 ], [ 0.000000e+00, %sel.else32 ]
  %84 = sext i32 %i126 to i64
  %85 = mul nsw i64 %84, 64
  %86 = sext i32 %j130 to i64
  %87 = add nsw i64 %85, %86
  %88 = getelementptr inbounds i16, ptr %K_s, i64 %87
  %89 = fptrunc float %83 to half
  %90 = bitcast half %89 to i16
  store i16 %90, ptr %88, align 2
  %91 = add nsw i32 %j130, 1
  br label %for.cond27, !llvm.loop !9

for.cond34:                                       ; preds = %for.end40, %for.end25
  %i137 = phi i32 [ 0, %for.end25 ], [ %99, %for.end40 ]
  %92 = icmp slt i32 %i137, 64
  br i1 %92, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %for.cond45

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %122, %sel.end44 ]
  %93 = icmp slt i32 %j141, 64
  br i1 %93, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %94 = icmp slt i32 %bz, %BH
  %95 = mul i32 %kb, 64
  %96 = add i32 %95, %i137
  %97 = icmp slt i32 %96, %S
  %98 = and i1 %94, %97
  br i1 %98, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %99 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !10

sel.then42:                                       ; preds = %for.body39
  %100 = sext i32 %bz to i64
  %101 = sext i32 %S to i64
  %102 = mul nsw i64 %100, %101
  %103 = mul i32 %kb, 64
  %104 = add i32 %103, %i137
  %105 = sext i32 %104 to i64
  %106 = add nsw i64 %102, %105
  %107 = mul nsw i64 %106, 64
  %108 = sext i32 %j141 to i64
  %109 = add nsw i64 %107, %108
  %110 = getelementptr inbounds i16, ptr %V, i64 %109
  %111 = load i16, ptr %110, align 2
  %112 = bitcast i16 %111 to half
  %113 = fpext half %112 to float
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %114 = phi float [ %113, %sel.then42 ], [ 0.000000e+00, %sel.else43 ]
  %115 = sext i32 %i137 to i64
  %116 = mul nsw i64 %115, 64
  %117 = sext i32 %j141 to i64
  %118 = add nsw i64 %116, %117
  %119 = getelementptr inbounds i16, ptr %V_s, i64 %118
  %120 = fptrunc float %114 to half
  %121 = bitcast half %120 to i16
  store i16 %121, ptr %119, align 2
  %122 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !11

for.cond45:                                       ; preds = %for.end51, %for.end36
  %i148 = phi i32 [ 0, %for.end36 ], [ %131, %for.end51 ]
  %123 = icmp slt i32 %i148, 64
  br i1 %123, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond49

for.end47:                                        ; preds = %for.cond45
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond53

for.cond49:                                       ; preds = %for.body50, %for.body46
  %j152 = phi i32 [ 0, %for.body46 ], [ %130, %for.body50 ]
  %124 = icmp slt i32 %j152, 64
  br i1 %124, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %125 = sext i32 %i148 to i64
  %126 = mul nsw i64 %125, 64
  %127 = sext i32 %j152 to i64
  %128 = add nsw i64 %126, %127
  %129 = getelementptr inbounds float, ptr %acc_s, i64 %128
  store float 0.000000e+00, ptr %129, align 4
  %130 = add nsw i32 %j152, 1
  br label %for.cond49, !llvm.loop !12

for.end51:                                        ; preds = %for.cond49
  %131 = add nsw i32 %i148, 1
  br label %for.cond45, !llvm.loop !13

for.cond53:                                       ; preds = %for.end58, %for.end47
  %i = phi i32 [ 0, %for.end47 ], [ %137, %for.end58 ]
  %132 = icmp slt i32 %i, 64
  br i1 %132, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  br label %for.cond56

for.end55:                                        ; preds = %for.cond53
  br label %for.cond62

for.cond56:                                       ; preds = %sel.end61, %for.body54
  %j = phi i32 [ 0, %for.body54 ], [ %151, %sel.end61 ]
  %133 = icmp slt i32 %j, 64
  br i1 %133, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %134 = mul i32 %kb, 64
  %135 = add i32 %134, %j
  %136 = icmp slt i32 %135, %S
  br i1 %136, label %sel.then59, label %sel.else60

for.end58:                                        ; preds = %for.cond56
  %137 = add nsw i32 %i, 1
  br label %for.cond53, !llvm.loop !14

sel.then59:                                       ; preds = %for.body57
  %138 = sext i32 %i to i64
  %139 = mul nsw i64 %138, 64
  %140 = sext i32 %j to i64
  %141 = add nsw i64 %139, %140
  %142 = getelementptr inbounds float, ptr %acc_s, i64 %141
  %143 = load float, ptr %142, align 4
  %144 = fmul float %143, 1.250000e-01
  br label %sel.end61

sel.else60:                                       ; preds = %for.body57
  br label %sel.end61

sel.end61:                                        ; preds = %sel.else60, %sel.then59
  %145 = phi float [ %144, %sel.then59 ], [ 0xFFF0000000000000, %sel.else60 ]
  %146 = sext i32 %i to i64
  %147 = mul nsw i64 %146, 64
  %148 = sext i32 %j to i64
  %149 = add nsw i64 %147, %148
  %150 = getelementptr inbounds float, ptr %acc_s, i64 %149
  store float %145, ptr %150, align 4
  %151 = add nsw i32 %j, 1
  br label %for.cond56, !llvm.loop !15

for.cond62:                                       ; preds = %for.body63, %for.end55
  %i165 = phi i32 [ 0, %for.end55 ], [ %158, %for.body63 ]
  %152 = icmp slt i32 %i165, 64
  br i1 %152, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %153 = sext i32 %i165 to i64
  %154 = getelementptr inbounds float, ptr %m, i64 %153
  %155 = load float, ptr %154, align 4
  %156 = sext i32 %i165 to i64
  %157 = getelementptr inbounds float, ptr %m_prev, i64 %156
  store float %155, ptr %157, align 4
  %158 = add nsw i32 %i165, 1
  br label %for.cond62, !llvm.loop !16

for.end64:                                        ; preds = %for.cond62
  br label %for.cond66

for.cond66:                                       ; preds = %for.end72, %for.end64
  %i169 = phi i32 [ 0, %for.end64 ], [ %174, %for.end72 ]
  %159 = icmp slt i32 %i169, 64
  br i1 %159, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  br label %for.cond70

for.end68:                                        ; preds = %for.cond66
  br label %for.cond73

for.cond70:                                       ; preds = %for.body71, %for.body67
  %red = phi i32 [ 0, %for.body67 ], [ %173, %for.body71 ]
  %160 = icmp slt i32 %red, 64
  br i1 %160, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %161 = sext i32 %i169 to i64
  %162 = getelementptr inbounds float, ptr %m, i64 %161
  %163 = load float, ptr %162, align 4
  %164 = sext i32 %i169 to i64
  %165 = mul nsw i64 %164, 64
  %166 = sext i32 %red to i64
  %167 = add nsw i64 %165, %166
  %168 = getelementptr inbounds float, ptr %acc_s, i64 %167
  %169 = load float, ptr %168, align 4
  %170 = call float @llvm.maxnum.f32(float %163, float %169)
  %171 = sext i32 %i169 to i64
  %172 = getelementptr inbounds float, ptr %m, i64 %171
  store float %170, ptr %172, align 4
  %173 = add nsw i32 %red, 1
  br label %for.cond70, !llvm.loop !17

for.end72:                                        ; preds = %for.cond70
  %174 = add nsw i32 %i169, 1
  br label %for.cond66, !llvm.loop !18

for.cond73:                                       ; preds = %for.end79, %for.end68
  %i76 = phi i32 [ 0, %for.end68 ], [ %196, %for.end79 ]
  %175 = icmp slt i32 %i76, 64
  br i1 %175, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond77

for.end75:                                        ; preds = %for.cond73
  br label %for.cond81

for.cond77:                                       ; preds = %for.body78, %for.body74
  %j80 = phi i32 [ 0, %for.body74 ], [ %195, %for.body78 ]
  %176 = icmp slt i32 %j80, 64
  br i1 %176, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  %177 = sext i32 %i76 to i64
  %178 = mul nsw i64 %177, 64
  %179 = sext i32 %j80 to i64
  %180 = add nsw i64 %178, %179
  %181 = getelementptr inbounds float, ptr %acc_s, i64 %180
  %182 = load float, ptr %181, align 4
  %183 = sext i32 %i76 to i64
  %184 = getelementptr inbounds float, ptr %m, i64 %183
  %185 = load float, ptr %184, align 4
  %186 = fsub float %182, %185
  %187 = fpext float %186 to double
  %188 = call double @llvm.exp.f64(double %187)
  %189 = fptrunc double %188 to float
  %190 = sext i32 %i76 to i64
  %191 = mul nsw i64 %190, 64
  %192 = sext i32 %j80 to i64
  %193 = add nsw i64 %191, %192
  %194 = getelementptr inbounds float, ptr %acc_s, i64 %193
  store float %189, ptr %194, align 4
  %195 = add nsw i32 %j80, 1
  br label %for.cond77, !llvm.loop !19

for.end79:                                        ; preds = %for.cond77
  %196 = add nsw i32 %i76, 1
  br label %for.cond73, !llvm.loop !20

for.cond81:                                       ; preds = %for.end87, %for.end75
  %i184 = phi i32 [ 0, %for.end75 ], [ %214, %for.end87 ]
  %197 = icmp slt i32 %i184, 64
  br i1 %197, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %198 = sext i32 %i184 to i64
  %199 = getelementptr inbounds float, ptr %row_sum, i64 %198
  store float 0.000000e+00, ptr %199, align 4
  br label %for.cond85

for.end83:                                        ; preds = %for.cond81
  br label %for.cond89

for.cond85:                                       ; preds = %for.body86, %for.body82
  %red88 = phi i32 [ 0, %for.body82 ], [ %213, %for.body86 ]
  %200 = icmp slt i32 %red88, 64
  br i1 %200, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %201 = sext i32 %i184 to i64
  %202 = getelementptr inbounds float, ptr %row_sum, i64 %201
  %203 = load float, ptr %202, align 4
  %204 = sext i32 %i184 to i64
  %205 = mul nsw i64 %204, 64
  %206 = sext i32 %red88 to i64
  %207 = add nsw i64 %205, %206
  %208 = getelementptr inbounds float, ptr %acc_s, i64 %207
  %209 = load float, ptr %208, align 4
  %210 = fadd float %203, %209
  %211 = sext i32 %i184 to i64
  %212 = getelementptr inbounds float, ptr %row_sum, i64 %211
  store float %210, ptr %212, align 4
  %213 = add nsw i32 %red88, 1
  br label %for.cond85, !llvm.loop !21

for.end87:                                        ; preds = %for.cond85
  %214 = add nsw i32 %i184, 1
  br label %for.cond81, !llvm.loop !22

for.cond89:                                       ; preds = %for.body90, %for.end83
  %i92 = phi i32 [ 0, %for.end83 ], [ %237, %for.body90 ]
  %215 = icmp slt i32 %i92, 64
  br i1 %215, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %216 = sext i32 %i92 to i64
  %217 = getelementptr inbounds float, ptr %m_prev, i64 %216
  %218 = load float, ptr %217, align 4
  %219 = sext i32 %i92 to i64
  %220 = getelementptr inbounds float, ptr %m, i64 %219
  %221 = load float, ptr %220, align 4
  %222 = fsub float %218, %221
  %223 = fpext float %222 to double
  %224 = call double @llvm.exp.f64(double %223)
  %alpha = fptrunc double %224 to float
  %225 = sext i32 %i92 to i64
  %226 = getelementptr inbounds float, ptr %l, i64 %225
  %227 = load float, ptr %226, align 4
  %228 = fmul float %227, %alpha
  %229 = sext i32 %i92 to i64
  %230 = getelementptr inbounds float, ptr %row_sum, i64 %229
  %231 = load float, ptr %230, align 4
  %232 = fadd float %228, %231
  %233 = sext i32 %i92 to i64
  %234 = getelementptr inbounds float, ptr %l, i64 %233
  store float %232, ptr %234, align 4
  %235 = sext i32 %i92 to i64
  %236 = getelementptr inbounds float, ptr %m_prev, i64 %235
  store float %alpha, ptr %236, align 4
  %237 = add nsw i32 %i92, 1
  br label %for.cond89, !llvm.loop !23

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.end99, %for.end91
  %i96 = phi i32 [ 0, %for.end91 ], [ %256, %for.end99 ]
  %238 = icmp slt i32 %i96, 64
  br i1 %238, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond97

for.end95:                                        ; preds = %for.cond93
  br label %for.cond100

for.cond97:                                       ; preds = %for.body98, %for.body94
  %d = phi i32 [ 0, %for.body94 ], [ %255, %for.body98 ]
  %239 = icmp slt i32 %d, 64
  br i1 %239, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %240 = sext i32 %i96 to i64
  %241 = mul nsw i64 %240, 64
  %242 = sext i32 %d to i64
  %243 = add nsw i64 %241, %242
  %244 = getelementptr inbounds float, ptr %acc_o, i64 %243
  %245 = load float, ptr %244, align 4
  %246 = sext i32 %i96 to i64
  %247 = getelementptr inbounds float, ptr %m_prev, i64 %246
  %248 = load float, ptr %247, align 4
  %249 = fmul float %245, %248
  %250 = sext i32 %i96 to i64
  %251 = mul nsw i64 %250, 64
  %252 = sext i32 %d to i64
  %253 = add nsw i64 %251, %252
  %254 = getelementptr inbounds float, ptr %acc_o, i64 %253
  store float %249, ptr %254, align 4
  %255 = add nsw i32 %d, 1
  br label %for.cond97, !llvm.loop !24

for.end99:                                        ; preds = %for.cond97
  %256 = add nsw i32 %i96, 1
  br label %for.cond93, !llvm.loop !25

for.cond100:                                      ; preds = %for.end106, %for.end95
  %i1103 = phi i32 [ 0, %for.end95 ], [ %276, %for.end106 ]
  %257 = icmp slt i32 %i1103, 64
  br i1 %257, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond104

for.end102:                                       ; preds = %for.cond100
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %258 = add nsw i32 %kb, 1
  br label %for.cond20, !llvm.loop !26

for.cond104:                                      ; preds = %for.body105, %for.body101
  %j1107 = phi i32 [ 0, %for.body101 ], [ %275, %for.body105 ]
  %259 = icmp slt i32 %j1107, 64
  br i1 %259, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %260 = sext i32 %i1103 to i64
  %261 = mul nsw i64 %260, 64
  %262 = sext i32 %j1107 to i64
  %263 = add nsw i64 %261, %262
  %264 = getelementptr inbounds float, ptr %acc_s, i64 %263
  %265 = load float, ptr %264, align 4
  %266 = fptrunc float %265 to half
  %267 = fpext half %266 to float
  %268 = sext i32 %i1103 to i64
  %269 = mul nsw i64 %268, 64
  %270 = sext i32 %j1107 to i64
  %271 = add nsw i64 %269, %270
  %272 = getelementptr inbounds i16, ptr %P_s, i64 %271
  %273 = fptrunc float %267 to half
  %274 = bitcast half %273 to i16
  store i16 %274, ptr %272, align 2
  %275 = add nsw i32 %j1107, 1
  br label %for.cond104, !llvm.loop !27

for.end106:                                       ; preds = %for.cond104
  %276 = add nsw i32 %i1103, 1
  br label %for.cond100, !llvm.loop !28

for.cond108:                                      ; preds = %for.end114, %for.end22
  %i111 = phi i32 [ 0, %for.end22 ], [ %295, %for.end114 ]
  %277 = icmp slt i32 %i111, 64
  br i1 %277, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  br label %for.cond112

for.end110:                                       ; preds = %for.cond108
  br label %for.cond116

for.cond112:                                      ; preds = %for.body113, %for.body109
  %d115 = phi i32 [ 0, %for.body109 ], [ %294, %for.body113 ]
  %278 = icmp slt i32 %d115, 64
  br i1 %278, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %279 = sext i32 %i111 to i64
  %280 = mul nsw i64 %279, 64
  %281 = sext i32 %d115 to i64
  %282 = add nsw i64 %280, %281
  %283 = getelementptr inbounds float, ptr %acc_o, i64 %282
  %284 = load float, ptr %283, align 4
  %285 = sext i32 %i111 to i64
  %286 = getelementptr inbounds float, ptr %l, i64 %285
  %287 = load float, ptr %286, align 4
  %288 = fdiv float %284, %287
  %289 = sext i32 %i111 to i64
  %290 = mul nsw i64 %289, 64
  %291 = sext i32 %d115 to i64
  %292 = add nsw i64 %290, %291
  %293 = getelementptr inbounds float, ptr %acc_o, i64 %292
  store float %288, ptr %293, align 4
  %294 = add nsw i32 %d115, 1
  br label %for.cond112, !llvm.loop !29

for.end114:                                       ; preds = %for.cond112
  %295 = add nsw i32 %i111, 1
  br label %for.cond108, !llvm.loop !30

for.cond116:                                      ; preds = %for.end121, %for.end110
  %i2 = phi i32 [ 0, %for.end110 ], [ %303, %for.end121 ]
  %296 = icmp slt i32 %i2, 64
  br i1 %296, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  br label %for.cond119

for.end118:                                       ; preds = %for.cond116
  ret void

for.cond119:                                      ; preds = %if.end, %for.body117
  %j2 = phi i32 [ 0, %for.body117 ], [ %325, %if.end ]
  %297 = icmp slt i32 %j2, 64
  br i1 %297, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %298 = icmp slt i32 %bz, %BH
  %299 = mul i32 %bx, 64
  %300 = add i32 %299, %i2
  %301 = icmp slt i32 %300, %S
  %302 = and i1 %298, %301
  br i1 %302, label %if.then, label %if.else

for.end121:                                       ; preds = %for.cond119
  %303 = add nsw i32 %i2, 1
  br label %for.cond116, !llvm.loop !31

if.then:                                          ; preds = %for.body120
  %304 = sext i32 %i2 to i64
  %305 = mul nsw i64 %304, 64
  %306 = sext i32 %j2 to i64
  %307 = add nsw i64 %305, %306
  %308 = getelementptr inbounds float, ptr %acc_o, i64 %307
  %309 = load float, ptr %308, align 4
  %310 = fptrunc float %309 to half
  %311 = fpext half %310 to float
  %312 = sext i32 %bz to i64
  %313 = sext i32 %S to i64
  %314 = mul nsw i64 %312, %313
  %315 = mul i32 %bx, 64
  %316 = add i32 %315, %i2
  %317 = sext i32 %316 to i64
  %318 = add nsw i64 %314, %317
  %319 = mul nsw i64 %318, 64
  %320 = sext i32 %j2 to i64
  %321 = add nsw i64 %319, %320
  %322 = getelementptr inbounds i16, ptr %O, i64 %321
  %323 = fptrunc float %311 to half
  %324 = bitcast half %323 to i16
  store i16 %324, ptr %322, align 2
  br label %if.end

if.else:                                          ; preds = %for.body120
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %325 = add nsw i32 %j2, 1
  br label %for.cond119, !llvm.loop !32
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #2

; Function Attrs: nounwind
define internal void @flash_attention_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_flash_attention, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_flash_attention, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_flash_attention, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_flash_attention, ptr %ctx, i32 0, i32 6
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
  %25 = trunc i64 %21 to i32
  call void @flash_attention_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_flash_attention(ptr %args, ptr %dims, i32 %nworkers) #0 {
entry:
  %a = alloca %tilec_args_flash_attention, align 8
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds ptr, ptr %args, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 0
  store ptr %1, ptr %2, align 8
  %3 = getelementptr inbounds ptr, ptr %args, i64 1
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 1
  store ptr %4, ptr %5, align 8
  %6 = getelementptr inbounds ptr, ptr %args, i64 2
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 2
  store ptr %7, ptr %8, align 8
  %9 = getelementptr inbounds ptr, ptr %args, i64 3
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 3
  store ptr %10, ptr %11, align 8
  %12 = getelementptr inbounds i64, ptr %dims, i64 0
  %13 = load i64, ptr %12, align 8
  %BH = trunc i64 %13 to i32
  %14 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 4
  store i32 %BH, ptr %14, align 4
  %15 = getelementptr inbounds i64, ptr %dims, i64 1
  %16 = load i64, ptr %15, align 8
  %S = trunc i64 %16 to i32
  %17 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 5
  store i32 %S, ptr %17, align 4
  %18 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 6
  %19 = sext i32 %S to i64
  %20 = sdiv i64 %19, 64
  %21 = sub i64 0, %19
  %22 = select i1 false, i64 %21, i64 %20
  %23 = srem i64 %19, 64
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
  %35 = sext i32 %BH to i64
  %36 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 1
  store i64 %35, ptr %36, align 8
  %37 = icmp sgt i64 %35, 0
  %38 = and i1 %33, %37
  %39 = mul i64 %34, %35
  %40 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 2
  store i64 1, ptr %40, align 8
  %41 = and i1 %38, true
  %42 = mul i64 %39, 1
  br i1 %41, label %run, label %empty

run:                                              ; preds = %body
  %43 = call i32 @tilec_rt_run_blocks(i64 %42, i32 %nworkers, ptr @flash_attention_task, ptr %a)
  ret i32 %43

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1, !3}
!3 = !{!"llvm.loop.vectorize.enable", i1 true}
!4 = distinct !{!4, !1, !3}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !3}
!7 = distinct !{!7, !1, !3}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1, !3}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !3}
!12 = distinct !{!12, !1, !3}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !3}
!16 = distinct !{!16, !1, !3}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !3}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !3}
!24 = distinct !{!24, !1, !3}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !3}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !3}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !3}
