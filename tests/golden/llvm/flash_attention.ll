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
  %kb = phi i32 [ 0, %for.end18 ], [ %254, %for.end102 ]
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
  %i76 = phi i32 [ 0, %for.end68 ], [ %194, %for.end79 ]
  %175 = icmp slt i32 %i76, 64
  br i1 %175, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond77

for.end75:                                        ; preds = %for.cond73
  br label %for.cond81

for.cond77:                                       ; preds = %for.body78, %for.body74
  %j80 = phi i32 [ 0, %for.body74 ], [ %193, %for.body78 ]
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
  %187 = call float @tilec_expf(float %186)
  %188 = sext i32 %i76 to i64
  %189 = mul nsw i64 %188, 64
  %190 = sext i32 %j80 to i64
  %191 = add nsw i64 %189, %190
  %192 = getelementptr inbounds float, ptr %acc_s, i64 %191
  store float %187, ptr %192, align 4
  %193 = add nsw i32 %j80, 1
  br label %for.cond77, !llvm.loop !19

for.end79:                                        ; preds = %for.cond77
  %194 = add nsw i32 %i76, 1
  br label %for.cond73, !llvm.loop !20

for.cond81:                                       ; preds = %for.end87, %for.end75
  %i184 = phi i32 [ 0, %for.end75 ], [ %212, %for.end87 ]
  %195 = icmp slt i32 %i184, 64
  br i1 %195, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %196 = sext i32 %i184 to i64
  %197 = getelementptr inbounds float, ptr %row_sum, i64 %196
  store float 0.000000e+00, ptr %197, align 4
  br label %for.cond85

for.end83:                                        ; preds = %for.cond81
  br label %for.cond89

for.cond85:                                       ; preds = %for.body86, %for.body82
  %red88 = phi i32 [ 0, %for.body82 ], [ %211, %for.body86 ]
  %198 = icmp slt i32 %red88, 64
  br i1 %198, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %199 = sext i32 %i184 to i64
  %200 = getelementptr inbounds float, ptr %row_sum, i64 %199
  %201 = load float, ptr %200, align 4
  %202 = sext i32 %i184 to i64
  %203 = mul nsw i64 %202, 64
  %204 = sext i32 %red88 to i64
  %205 = add nsw i64 %203, %204
  %206 = getelementptr inbounds float, ptr %acc_s, i64 %205
  %207 = load float, ptr %206, align 4
  %208 = fadd float %201, %207
  %209 = sext i32 %i184 to i64
  %210 = getelementptr inbounds float, ptr %row_sum, i64 %209
  store float %208, ptr %210, align 4
  %211 = add nsw i32 %red88, 1
  br label %for.cond85, !llvm.loop !21

for.end87:                                        ; preds = %for.cond85
  %212 = add nsw i32 %i184, 1
  br label %for.cond81, !llvm.loop !22

for.cond89:                                       ; preds = %for.body90, %for.end83
  %i92 = phi i32 [ 0, %for.end83 ], [ %233, %for.body90 ]
  %213 = icmp slt i32 %i92, 64
  br i1 %213, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %214 = sext i32 %i92 to i64
  %215 = getelementptr inbounds float, ptr %m_prev, i64 %214
  %216 = load float, ptr %215, align 4
  %217 = sext i32 %i92 to i64
  %218 = getelementptr inbounds float, ptr %m, i64 %217
  %219 = load float, ptr %218, align 4
  %220 = fsub float %216, %219
  %alpha = call float @tilec_expf(float %220)
  %221 = sext i32 %i92 to i64
  %222 = getelementptr inbounds float, ptr %l, i64 %221
  %223 = load float, ptr %222, align 4
  %224 = fmul float %223, %alpha
  %225 = sext i32 %i92 to i64
  %226 = getelementptr inbounds float, ptr %row_sum, i64 %225
  %227 = load float, ptr %226, align 4
  %228 = fadd float %224, %227
  %229 = sext i32 %i92 to i64
  %230 = getelementptr inbounds float, ptr %l, i64 %229
  store float %228, ptr %230, align 4
  %231 = sext i32 %i92 to i64
  %232 = getelementptr inbounds float, ptr %m_prev, i64 %231
  store float %alpha, ptr %232, align 4
  %233 = add nsw i32 %i92, 1
  br label %for.cond89, !llvm.loop !23

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.end99, %for.end91
  %i96 = phi i32 [ 0, %for.end91 ], [ %252, %for.end99 ]
  %234 = icmp slt i32 %i96, 64
  br i1 %234, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond97

for.end95:                                        ; preds = %for.cond93
  br label %for.cond100

for.cond97:                                       ; preds = %for.body98, %for.body94
  %d = phi i32 [ 0, %for.body94 ], [ %251, %for.body98 ]
  %235 = icmp slt i32 %d, 64
  br i1 %235, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %236 = sext i32 %i96 to i64
  %237 = mul nsw i64 %236, 64
  %238 = sext i32 %d to i64
  %239 = add nsw i64 %237, %238
  %240 = getelementptr inbounds float, ptr %acc_o, i64 %239
  %241 = load float, ptr %240, align 4
  %242 = sext i32 %i96 to i64
  %243 = getelementptr inbounds float, ptr %m_prev, i64 %242
  %244 = load float, ptr %243, align 4
  %245 = fmul float %241, %244
  %246 = sext i32 %i96 to i64
  %247 = mul nsw i64 %246, 64
  %248 = sext i32 %d to i64
  %249 = add nsw i64 %247, %248
  %250 = getelementptr inbounds float, ptr %acc_o, i64 %249
  store float %245, ptr %250, align 4
  %251 = add nsw i32 %d, 1
  br label %for.cond97, !llvm.loop !24

for.end99:                                        ; preds = %for.cond97
  %252 = add nsw i32 %i96, 1
  br label %for.cond93, !llvm.loop !25

for.cond100:                                      ; preds = %for.end106, %for.end95
  %i1103 = phi i32 [ 0, %for.end95 ], [ %272, %for.end106 ]
  %253 = icmp slt i32 %i1103, 64
  br i1 %253, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond104

for.end102:                                       ; preds = %for.cond100
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %254 = add nsw i32 %kb, 1
  br label %for.cond20, !llvm.loop !26

for.cond104:                                      ; preds = %for.body105, %for.body101
  %j1107 = phi i32 [ 0, %for.body101 ], [ %271, %for.body105 ]
  %255 = icmp slt i32 %j1107, 64
  br i1 %255, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %256 = sext i32 %i1103 to i64
  %257 = mul nsw i64 %256, 64
  %258 = sext i32 %j1107 to i64
  %259 = add nsw i64 %257, %258
  %260 = getelementptr inbounds float, ptr %acc_s, i64 %259
  %261 = load float, ptr %260, align 4
  %262 = fptrunc float %261 to half
  %263 = fpext half %262 to float
  %264 = sext i32 %i1103 to i64
  %265 = mul nsw i64 %264, 64
  %266 = sext i32 %j1107 to i64
  %267 = add nsw i64 %265, %266
  %268 = getelementptr inbounds i16, ptr %P_s, i64 %267
  %269 = fptrunc float %263 to half
  %270 = bitcast half %269 to i16
  store i16 %270, ptr %268, align 2
  %271 = add nsw i32 %j1107, 1
  br label %for.cond104, !llvm.loop !27

for.end106:                                       ; preds = %for.cond104
  %272 = add nsw i32 %i1103, 1
  br label %for.cond100, !llvm.loop !28

for.cond108:                                      ; preds = %for.end114, %for.end22
  %i111 = phi i32 [ 0, %for.end22 ], [ %291, %for.end114 ]
  %273 = icmp slt i32 %i111, 64
  br i1 %273, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  br label %for.cond112

for.end110:                                       ; preds = %for.cond108
  br label %for.cond116

for.cond112:                                      ; preds = %for.body113, %for.body109
  %d115 = phi i32 [ 0, %for.body109 ], [ %290, %for.body113 ]
  %274 = icmp slt i32 %d115, 64
  br i1 %274, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %275 = sext i32 %i111 to i64
  %276 = mul nsw i64 %275, 64
  %277 = sext i32 %d115 to i64
  %278 = add nsw i64 %276, %277
  %279 = getelementptr inbounds float, ptr %acc_o, i64 %278
  %280 = load float, ptr %279, align 4
  %281 = sext i32 %i111 to i64
  %282 = getelementptr inbounds float, ptr %l, i64 %281
  %283 = load float, ptr %282, align 4
  %284 = fdiv float %280, %283
  %285 = sext i32 %i111 to i64
  %286 = mul nsw i64 %285, 64
  %287 = sext i32 %d115 to i64
  %288 = add nsw i64 %286, %287
  %289 = getelementptr inbounds float, ptr %acc_o, i64 %288
  store float %284, ptr %289, align 4
  %290 = add nsw i32 %d115, 1
  br label %for.cond112, !llvm.loop !29

for.end114:                                       ; preds = %for.cond112
  %291 = add nsw i32 %i111, 1
  br label %for.cond108, !llvm.loop !30

for.cond116:                                      ; preds = %for.end121, %for.end110
  %i2 = phi i32 [ 0, %for.end110 ], [ %299, %for.end121 ]
  %292 = icmp slt i32 %i2, 64
  br i1 %292, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  br label %for.cond119

for.end118:                                       ; preds = %for.cond116
  ret void

for.cond119:                                      ; preds = %if.end, %for.body117
  %j2 = phi i32 [ 0, %for.body117 ], [ %321, %if.end ]
  %293 = icmp slt i32 %j2, 64
  br i1 %293, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %294 = icmp slt i32 %bz, %BH
  %295 = mul i32 %bx, 64
  %296 = add i32 %295, %i2
  %297 = icmp slt i32 %296, %S
  %298 = and i1 %294, %297
  br i1 %298, label %if.then, label %if.else

for.end121:                                       ; preds = %for.cond119
  %299 = add nsw i32 %i2, 1
  br label %for.cond116, !llvm.loop !31

if.then:                                          ; preds = %for.body120
  %300 = sext i32 %i2 to i64
  %301 = mul nsw i64 %300, 64
  %302 = sext i32 %j2 to i64
  %303 = add nsw i64 %301, %302
  %304 = getelementptr inbounds float, ptr %acc_o, i64 %303
  %305 = load float, ptr %304, align 4
  %306 = fptrunc float %305 to half
  %307 = fpext half %306 to float
  %308 = sext i32 %bz to i64
  %309 = sext i32 %S to i64
  %310 = mul nsw i64 %308, %309
  %311 = mul i32 %bx, 64
  %312 = add i32 %311, %i2
  %313 = sext i32 %312 to i64
  %314 = add nsw i64 %310, %313
  %315 = mul nsw i64 %314, 64
  %316 = sext i32 %j2 to i64
  %317 = add nsw i64 %315, %316
  %318 = getelementptr inbounds i16, ptr %O, i64 %317
  %319 = fptrunc float %307 to half
  %320 = bitcast half %319 to i16
  store i16 %320, ptr %318, align 2
  br label %if.end

if.else:                                          ; preds = %for.body120
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %321 = add nsw i32 %j2, 1
  br label %for.cond119, !llvm.loop !32
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

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
attributes #3 = { alwaysinline nofree nosync nounwind willreturn "target-cpu"="HOST" "target-features"="HOST" }

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
