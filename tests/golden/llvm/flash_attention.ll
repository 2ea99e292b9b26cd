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
  %0 = add i32 %bz, 1
  %1 = icmp sle i32 %0, %BH
  %2 = mul i32 %bx, 64
  %3 = add i32 %2, 64
  %4 = icmp sle i32 %3, %S
  %5 = and i1 %1, %4
  br i1 %5, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %30, %for.end3 ]
  %6 = icmp slt i32 %i1, 64
  br i1 %6, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %29, %for.body2 ]
  %7 = icmp slt i32 %j1, 64
  br i1 %7, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
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
  %22 = sext i32 %i1 to i64
  %23 = mul nsw i64 %22, 64
  %24 = sext i32 %j1 to i64
  %25 = add nsw i64 %23, %24
  %26 = getelementptr inbounds i16, ptr %Q_s, i64 %25
  %27 = fptrunc float %21 to half
  %28 = bitcast half %27 to i16
  store i16 %28, ptr %26, align 2
  %29 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %30 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end10, %if.else
  %i17 = phi i32 [ 0, %if.else ], [ %38, %for.end10 ]
  %31 = icmp slt i32 %i17, 64
  br i1 %31, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %61, %sel.end ]
  %32 = icmp slt i32 %j111, 64
  br i1 %32, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %33 = icmp slt i32 %bz, %BH
  %34 = mul i32 %bx, 64
  %35 = add i32 %34, %i17
  %36 = icmp slt i32 %35, %S
  %37 = and i1 %33, %36
  br i1 %37, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %38 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !4

sel.then:                                         ; preds = %for.body9
  %39 = sext i32 %bz to i64
  %40 = sext i32 %S to i64
  %41 = mul nsw i64 %39, %40
  %42 = mul i32 %bx, 64
  %43 = add i32 %42, %i17
  %44 = sext i32 %43 to i64
  %45 = add nsw i64 %41, %44
  %46 = mul nsw i64 %45, 64
  %47 = sext i32 %j111 to i64
  %48 = add nsw i64 %46, %47
  %49 = getelementptr inbounds i16, ptr %Q, i64 %48
  %50 = load i16, ptr %49, align 2
  %51 = bitcast i16 %50 to half
  %52 = fpext half %51 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %53 = phi float [ %52, %sel.then ], [ 0.000000e+00, %sel.else ]
  %54 = sext i32 %i17 to i64
  %55 = mul nsw i64 %54, 64
  %56 = sext i32 %j111 to i64
  %57 = add nsw i64 %55, %56
  %58 = getelementptr inbounds i16, ptr %Q_s, i64 %57
  %59 = fptrunc float %53 to half
  %60 = bitcast half %59 to i16
  store i16 %60, ptr %58, align 2
  %61 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !5

for.cond12:                                       ; preds = %for.end18, %if.end
  %i115 = phi i32 [ 0, %if.end ], [ %70, %for.end18 ]
  %62 = icmp slt i32 %i115, 64
  br i1 %62, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  br label %for.cond16

for.end14:                                        ; preds = %for.cond12
  br label %for.cond20

for.cond16:                                       ; preds = %for.body17, %for.body13
  %j119 = phi i32 [ 0, %for.body13 ], [ %69, %for.body17 ]
  %63 = icmp slt i32 %j119, 64
  br i1 %63, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %64 = sext i32 %i115 to i64
  %65 = mul nsw i64 %64, 64
  %66 = sext i32 %j119 to i64
  %67 = add nsw i64 %65, %66
  %68 = getelementptr inbounds float, ptr %acc_o, i64 %67
  store float 0.000000e+00, ptr %68, align 4
  %69 = add nsw i32 %j119, 1
  br label %for.cond16, !llvm.loop !6

for.end18:                                        ; preds = %for.cond16
  %70 = add nsw i32 %i115, 1
  br label %for.cond12, !llvm.loop !7

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i123 = phi i32 [ 0, %for.end14 ], [ %74, %for.body21 ]
  %71 = icmp slt i32 %i123, 64
  br i1 %71, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %72 = sext i32 %i123 to i64
  %73 = getelementptr inbounds float, ptr %l, i64 %72
  store float 0.000000e+00, ptr %73, align 4
  %74 = add nsw i32 %i123, 1
  br label %for.cond20, !llvm.loop !8

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i127 = phi i32 [ 0, %for.end22 ], [ %78, %for.body25 ]
  %75 = icmp slt i32 %i127, 64
  br i1 %75, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %76 = sext i32 %i127 to i64
  %77 = getelementptr inbounds float, ptr %m, i64 %76
  store float 0xFFF0000000000000, ptr %77, align 4
  %78 = add nsw i32 %i127, 1
  br label %for.cond24, !llvm.loop !9

for.end26:                                        ; preds = %for.cond24
  %79 = sext i32 %S to i64
  %80 = sdiv i64 %79, 64
  %81 = sub i64 0, %79
  %82 = select i1 false, i64 %81, i64 %80
  %83 = srem i64 %79, 64
  %84 = icmp ne i64 %83, 0
  %85 = icmp slt i64 %79, 0
  %86 = icmp eq i1 %85, false
  %87 = and i1 %84, %86
  %88 = zext i1 %87 to i64
  %89 = add i64 %82, %88
  %90 = trunc i64 %89 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end130, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %348, %for.end130 ]
  %91 = icmp slt i32 %kb, %90
  br i1 %91, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %92 = add i32 %bz, 1
  %93 = icmp sle i32 %92, %BH
  %94 = mul i32 %kb, 64
  %95 = add i32 %94, 64
  %96 = icmp sle i32 %95, %S
  %97 = and i1 %93, %96
  br i1 %97, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond136

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond42

if.end33:                                         ; preds = %for.end44, %for.end36
  %98 = add i32 %bz, 1
  %99 = icmp sle i32 %98, %BH
  %100 = mul i32 %kb, 64
  %101 = add i32 %100, 64
  %102 = icmp sle i32 %101, %S
  %103 = and i1 %99, %102
  br i1 %103, label %if.then53, label %if.else54

for.cond34:                                       ; preds = %for.end40, %if.then31
  %i137 = phi i32 [ 0, %if.then31 ], [ %128, %for.end40 ]
  %104 = icmp slt i32 %i137, 64
  br i1 %104, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

for.cond38:                                       ; preds = %for.body39, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %127, %for.body39 ]
  %105 = icmp slt i32 %j141, 64
  br i1 %105, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %106 = sext i32 %bz to i64
  %107 = sext i32 %S to i64
  %108 = mul nsw i64 %106, %107
  %109 = mul i32 %kb, 64
  %110 = add i32 %109, %i137
  %111 = sext i32 %110 to i64
  %112 = add nsw i64 %108, %111
  %113 = mul nsw i64 %112, 64
  %114 = sext i32 %j141 to i64
  %115 = add nsw i64 %113, %114
  %116 = getelementptr inbounds i16, ptr %K, i64 %115
  %117 = load i16, ptr %116, align 2
  %118 = bitcast i16 %117 to half
  %119 = fpext half %118 to float
  %120 = sext i32 %i137 to i64
  %121 = mul nsw i64 %120, 64
  %122 = sext i32 %j141 to i64
  %123 = add nsw i64 %121, %122
  %124 = getelementptr inbounds i16, ptr %K_s, i64 %123
  %125 = fptrunc float %119 to half
  %126 = bitcast half %125 to i16
  store i16 %126, ptr %124, align 2
  %127 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !10

for.end40:                                        ; preds = %for.cond38
  %128 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !11

for.cond42:                                       ; preds = %for.end48, %if.else32
  %i145 = phi i32 [ 0, %if.else32 ], [ %136, %for.end48 ]
  %129 = icmp slt i32 %i145, 64
  br i1 %129, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  br label %for.cond46

for.end44:                                        ; preds = %for.cond42
  br label %if.end33

for.cond46:                                       ; preds = %sel.end52, %for.body43
  %j149 = phi i32 [ 0, %for.body43 ], [ %159, %sel.end52 ]
  %130 = icmp slt i32 %j149, 64
  br i1 %130, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %131 = icmp slt i32 %bz, %BH
  %132 = mul i32 %kb, 64
  %133 = add i32 %132, %i145
  %134 = icmp slt i32 %133, %S
  %135 = and i1 %131, %134
  br i1 %135, label %sel.then50, label %sel.else51

for.end48:                                        ; preds = %for.cond46
  %136 = add nsw i32 %i145, 1
  br label %for.cond42, !llvm.loop !12

sel.then50:                                       ; preds = %for.body47
  %137 = sext i32 %bz to i64
  %138 = sext i32 %S to i64
  %139 = mul nsw i64 %137, %138
  %140 = mul i32 %kb, 64
  %141 = add i32 %140, %i145
  %142 = sext i32 %141 to i64
  %143 = add nsw i64 %139, %142
  %144 = mul nsw i64 %143, 64
  %145 = sext i32 %j149 to i64
  %146 = add nsw i64 %144, %145
  %147 = getelementptr inbounds i16, ptr %K, i64 %146
  %148 = load i16, ptr %147, align 2
  %149 = bitcast i16 %148 to half
  %150 = fpext half %149 to float
  br label %sel.end52

sel.else51:                                       ; preds = %for.body47
  br label %sel.end52

sel.end52:                                        ; preds = %sel.else51, %sel.then50
  %151 = phi float [ %150, %sel.then50 ], [ 0.000000e+00, %sel.else51 ]
  %152 = sext i32 %i145 to i64
  %153 = mul nsw i64 %152, 64
  %154 = sext i32 %j149 to i64
  %155 = add nsw i64 %153, %154
  %156 = getelementptr inbounds i16, ptr %K_s, i64 %155
  %157 = fptrunc float %151 to half
  %158 = bitcast half %157 to i16
  store i16 %158, ptr %156, align 2
  %159 = add nsw i32 %j149, 1
  br label %for.cond46, !llvm.loop !13

if.then53:                                        ; preds = %if.end33
  br label %for.cond56

if.else54:                                        ; preds = %if.end33
  br label %for.cond64

if.end55:                                         ; preds = %for.end66, %for.end58
  br label %for.cond75

for.cond56:                                       ; preds = %for.end62, %if.then53
  %i159 = phi i32 [ 0, %if.then53 ], [ %184, %for.end62 ]
  %160 = icmp slt i32 %i159, 64
  br i1 %160, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  br label %if.end55

for.cond60:                                       ; preds = %for.body61, %for.body57
  %j163 = phi i32 [ 0, %for.body57 ], [ %183, %for.body61 ]
  %161 = icmp slt i32 %j163, 64
  br i1 %161, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %162 = sext i32 %bz to i64
  %163 = sext i32 %S to i64
  %164 = mul nsw i64 %162, %163
  %165 = mul i32 %kb, 64
  %166 = add i32 %165, %i159
  %167 = sext i32 %166 to i64
  %168 = add nsw i64 %164, %167
  %169 = mul nsw i64 %168, 64
  %170 = sext i32 %j163 to i64
  %171 = add nsw i64 %169, %170
  %172 = getelementptr inbounds i16, ptr %V, i64 %171
  %173 = load i16, ptr %172, align 2
  %174 = bitcast i16 %173 to half
  %175 = fpext half %174 to float
  %176 = sext i32 %i159 to i64
  %177 = mul nsw i64 %176, 64
  %178 = sext i32 %j163 to i64
  %179 = add nsw i64 %177, %178
  %180 = getelementptr inbounds i16, ptr %V_s, i64 %179
  %181 = fptrunc float %175 to half
  %182 = bitcast half %181 to i16
  store i16 %182, ptr %180, align 2
  %183 = add nsw i32 %j163, 1
  br label %for.cond60, !llvm.loop !14

for.end62:                                        ; preds = %for.cond60
  %184 = add nsw i32 %i159, 1
  br label %for.cond56, !llvm.loop !15

for.cond64:                                       ; preds = %for.end70, %if.else54
  %i167 = phi i32 [ 0, %if.else54 ], [ %192, %for.end70 ]
  %185 = icmp slt i32 %i167, 64
  br i1 %185, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  br label %for.cond68

for.end66:                                        ; preds = %for.cond64
  br label %if.end55

for.cond68:                                       ; preds = %sel.end74, %for.body65
  %j171 = phi i32 [ 0, %for.body65 ], [ %215, %sel.end74 ]
  %186 = icmp slt i32 %j171, 64
  br i1 %186, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %187 = icmp slt i32 %bz, %BH
  %188 = mul i32 %kb, 64
  %189 = add i32 %188, %i167
  %190 = icmp slt i32 %189, %S
  %191 = and i1 %187, %190
  br i1 %191, label %sel.then72, label %sel.else73

for.end70:                                        ; preds = %for.cond68
  %192 = add nsw i32 %i167, 1
  br label %for.cond64, !llvm.loop !16

sel.then72:                                       ; preds = %for.body69
  %193 = sext i32 %bz to i64
  %194 = sext i32 %S to i64
  %195 = mul nsw i64 %193, %194
  %196 = mul i32 %kb, 64
  %197 = add i32 %196, %i167
  %198 = sext i32 %197 to i64
  %199 = add nsw i64 %195, %198
  %200 = mul nsw i64 %199, 64
  %201 = sext i32 %j171 to i64
  %202 = add nsw i64 %200, %201
  %203 = getelementptr inbounds i16, ptr %V, i64 %202
  %204 = load i16, ptr %203, align 2
  %205 = bitcast i16 %204 to half
  %206 = fpext half %205 to float
  br label %sel.end74

sel.else73:                                       ; preds = %for.body69
  br label %sel.end74

sel.end74:                                        ; preds = %sel.else73, %sel.then72
  %207 = phi float [ %206, %sel.then72 ], [ 0.000000e+00, %sel.else73 ]
  %208 = sext i32 %i167 to i64
  %209 = mul nsw i64 %208, 64
  %210 = sext i32 %j171 to i64
  %211 = add nsw i64 %209, %210
  %212 = getelementptr inbounds i16, ptr %V_s, i64 %211
  %213 = fptrunc float %207 to half
  %214 = bitcast half %213 to i16
  store i16 %214, ptr %212, align 2
  %215 = add nsw i32 %j171, 1
  br label %for.cond68, !llvm.loop !17

for.cond75:                                       ; preds = %for.end81, %if.end55
  %i178 = phi i32 [ 0, %if.end55 ], [ %224, %for.end81 ]
  %216 = icmp slt i32 %i178, 64
  br i1 %216, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond79

for.end77:                                        ; preds = %for.cond75
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond83

for.cond79:                                       ; preds = %for.body80, %for.body76
  %j182 = phi i32 [ 0, %for.body76 ], [ %223, %for.body80 ]
  %217 = icmp slt i32 %j182, 64
  br i1 %217, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %218 = sext i32 %i178 to i64
  %219 = mul nsw i64 %218, 64
  %220 = sext i32 %j182 to i64
  %221 = add nsw i64 %219, %220
  %222 = getelementptr inbounds float, ptr %acc_s, i64 %221
  store float 0.000000e+00, ptr %222, align 4
  %223 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !18

for.end81:                                        ; preds = %for.cond79
  %224 = add nsw i32 %i178, 1
  br label %for.cond75, !llvm.loop !19

for.cond83:                                       ; preds = %for.end88, %for.end77
  %i = phi i32 [ 0, %for.end77 ], [ %245, %for.end88 ]
  %225 = icmp slt i32 %i, 64
  br i1 %225, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  br label %for.cond86

for.end85:                                        ; preds = %for.cond83
  br label %for.cond89

for.cond86:                                       ; preds = %for.body87, %for.body84
  %j = phi i32 [ 0, %for.body84 ], [ %244, %for.body87 ]
  %226 = icmp slt i32 %j, 64
  br i1 %226, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %227 = mul i32 %kb, 64
  %228 = add i32 %227, %j
  %229 = icmp slt i32 %228, %S
  %230 = sext i32 %i to i64
  %231 = mul nsw i64 %230, 64
  %232 = sext i32 %j to i64
  %233 = add nsw i64 %231, %232
  %234 = call i64 @llvm.umin.i64(i64 %233, i64 4095)
  %235 = getelementptr inbounds float, ptr %acc_s, i64 %234
  %236 = load float, ptr %235, align 4
  %237 = fmul float %236, 1.250000e-01
  %238 = select i1 %229, float %237, float 0xFFF0000000000000
  %239 = sext i32 %i to i64
  %240 = mul nsw i64 %239, 64
  %241 = sext i32 %j to i64
  %242 = add nsw i64 %240, %241
  %243 = getelementptr inbounds float, ptr %acc_s, i64 %242
  store float %238, ptr %243, align 4
  %244 = add nsw i32 %j, 1
  br label %for.cond86, !llvm.loop !20

for.end88:                                        ; preds = %for.cond86
  %245 = add nsw i32 %i, 1
  br label %for.cond83, !llvm.loop !21

for.cond89:                                       ; preds = %for.body90, %for.end85
  %i192 = phi i32 [ 0, %for.end85 ], [ %252, %for.body90 ]
  %246 = icmp slt i32 %i192, 64
  br i1 %246, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %247 = sext i32 %i192 to i64
  %248 = getelementptr inbounds float, ptr %m, i64 %247
  %249 = load float, ptr %248, align 4
  %250 = sext i32 %i192 to i64
  %251 = getelementptr inbounds float, ptr %m_prev, i64 %250
  store float %249, ptr %251, align 4
  %252 = add nsw i32 %i192, 1
  br label %for.cond89, !llvm.loop !22

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.end99, %for.end91
  %i196 = phi i32 [ 0, %for.end91 ], [ %268, %for.end99 ]
  %253 = icmp slt i32 %i196, 64
  br i1 %253, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond97

for.end95:                                        ; preds = %for.cond93
  br label %for.cond100

for.cond97:                                       ; preds = %for.body98, %for.body94
  %red = phi i32 [ 0, %for.body94 ], [ %267, %for.body98 ]
  %254 = icmp slt i32 %red, 64
  br i1 %254, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %255 = sext i32 %i196 to i64
  %256 = getelementptr inbounds float, ptr %m, i64 %255
  %257 = load float, ptr %256, align 4
  %258 = sext i32 %i196 to i64
  %259 = mul nsw i64 %258, 64
  %260 = sext i32 %red to i64
  %261 = add nsw i64 %259, %260
  %262 = getelementptr inbounds float, ptr %acc_s, i64 %261
  %263 = load float, ptr %262, align 4
  %264 = call float @llvm.maxnum.f32(float %257, float %263)
  %265 = sext i32 %i196 to i64
  %266 = getelementptr inbounds float, ptr %m, i64 %265
  store float %264, ptr %266, align 4
  %267 = add nsw i32 %red, 1
  br label %for.cond97, !llvm.loop !23

for.end99:                                        ; preds = %for.cond97
  %268 = add nsw i32 %i196, 1
  br label %for.cond93, !llvm.loop !24

for.cond100:                                      ; preds = %for.end106, %for.end95
  %i103 = phi i32 [ 0, %for.end95 ], [ %288, %for.end106 ]
  %269 = icmp slt i32 %i103, 64
  br i1 %269, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond104

for.end102:                                       ; preds = %for.cond100
  br label %for.cond108

for.cond104:                                      ; preds = %for.body105, %for.body101
  %j107 = phi i32 [ 0, %for.body101 ], [ %287, %for.body105 ]
  %270 = icmp slt i32 %j107, 64
  br i1 %270, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %271 = sext i32 %i103 to i64
  %272 = mul nsw i64 %271, 64
  %273 = sext i32 %j107 to i64
  %274 = add nsw i64 %272, %273
  %275 = getelementptr inbounds float, ptr %acc_s, i64 %274
  %276 = load float, ptr %275, align 4
  %277 = sext i32 %i103 to i64
  %278 = getelementptr inbounds float, ptr %m, i64 %277
  %279 = load float, ptr %278, align 4
  %280 = fsub float %276, %279
  %281 = call float @tilec_expf(float %280)
  %282 = sext i32 %i103 to i64
  %283 = mul nsw i64 %282, 64
  %284 = sext i32 %j107 to i64
  %285 = add nsw i64 %283, %284
  %286 = getelementptr inbounds float, ptr %acc_s, i64 %285
  store float %281, ptr %286, align 4
  %287 = add nsw i32 %j107, 1
  br label %for.cond104, !llvm.loop !25

for.end106:                                       ; preds = %for.cond104
  %288 = add nsw i32 %i103, 1
  br label %for.cond100, !llvm.loop !26

for.cond108:                                      ; preds = %for.end114, %for.end102
  %i1111 = phi i32 [ 0, %for.end102 ], [ %306, %for.end114 ]
  %289 = icmp slt i32 %i1111, 64
  br i1 %289, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %290 = sext i32 %i1111 to i64
  %291 = getelementptr inbounds float, ptr %row_sum, i64 %290
  store float 0.000000e+00, ptr %291, align 4
  br label %for.cond112

for.end110:                                       ; preds = %for.cond108
  br label %for.cond116

for.cond112:                                      ; preds = %for.body113, %for.body109
  %red115 = phi i32 [ 0, %for.body109 ], [ %305, %for.body113 ]
  %292 = icmp slt i32 %red115, 64
  br i1 %292, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %293 = sext i32 %i1111 to i64
  %294 = getelementptr inbounds float, ptr %row_sum, i64 %293
  %295 = load float, ptr %294, align 4
  %296 = sext i32 %i1111 to i64
  %297 = mul nsw i64 %296, 64
  %298 = sext i32 %red115 to i64
  %299 = add nsw i64 %297, %298
  %300 = getelementptr inbounds float, ptr %acc_s, i64 %299
  %301 = load float, ptr %300, align 4
  %302 = fadd float %295, %301
  %303 = sext i32 %i1111 to i64
  %304 = getelementptr inbounds float, ptr %row_sum, i64 %303
  store float %302, ptr %304, align 4
  %305 = add nsw i32 %red115, 1
  br label %for.cond112, !llvm.loop !27

for.end114:                                       ; preds = %for.cond112
  %306 = add nsw i32 %i1111, 1
  br label %for.cond108, !llvm.loop !28

for.cond116:                                      ; preds = %for.body117, %for.end110
  %i119 = phi i32 [ 0, %for.end110 ], [ %327, %for.body117 ]
  %307 = icmp slt i32 %i119, 64
  br i1 %307, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %308 = sext i32 %i119 to i64
  %309 = getelementptr inbounds float, ptr %m_prev, i64 %308
  %310 = load float, ptr %309, align 4
  %311 = sext i32 %i119 to i64
  %312 = getelementptr inbounds float, ptr %m, i64 %311
  %313 = load float, ptr %312, align 4
  %314 = fsub float %310, %313
  %alpha = call float @tilec_expf(float %314)
  %315 = sext i32 %i119 to i64
  %316 = getelementptr inbounds float, ptr %l, i64 %315
  %317 = load float, ptr %316, align 4
  %318 = fmul float %317, %alpha
  %319 = sext i32 %i119 to i64
  %320 = getelementptr inbounds float, ptr %row_sum, i64 %319
  %321 = load float, ptr %320, align 4
  %322 = fadd float %318, %321
  %323 = sext i32 %i119 to i64
  %324 = getelementptr inbounds float, ptr %l, i64 %323
  store float %322, ptr %324, align 4
  %325 = sext i32 %i119 to i64
  %326 = getelementptr inbounds float, ptr %m_prev, i64 %325
  store float %alpha, ptr %326, align 4
  %327 = add nsw i32 %i119, 1
  br label %for.cond116, !llvm.loop !29

for.end118:                                       ; preds = %for.cond116
  br label %for.cond120

for.cond120:                                      ; preds = %for.end127, %for.end118
  %i124 = phi i32 [ 0, %for.end118 ], [ %346, %for.end127 ]
  %328 = icmp slt i32 %i124, 64
  br i1 %328, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  br label %for.cond125

for.end122:                                       ; preds = %for.cond120
  br label %for.cond128

for.cond125:                                      ; preds = %for.body126, %for.body121
  %d = phi i32 [ 0, %for.body121 ], [ %345, %for.body126 ]
  %329 = icmp slt i32 %d, 64
  br i1 %329, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %330 = sext i32 %i124 to i64
  %331 = mul nsw i64 %330, 64
  %332 = sext i32 %d to i64
  %333 = add nsw i64 %331, %332
  %334 = getelementptr inbounds float, ptr %acc_o, i64 %333
  %335 = load float, ptr %334, align 4
  %336 = sext i32 %i124 to i64
  %337 = getelementptr inbounds float, ptr %m_prev, i64 %336
  %338 = load float, ptr %337, align 4
  %339 = fmul float %335, %338
  %340 = sext i32 %i124 to i64
  %341 = mul nsw i64 %340, 64
  %342 = sext i32 %d to i64
  %343 = add nsw i64 %341, %342
  %344 = getelementptr inbounds float, ptr %acc_o, i64 %343
  store float %339, ptr %344, align 4
  %345 = add nsw i32 %d, 1
  br label %for.cond125, !llvm.loop !30

for.end127:                                       ; preds = %for.cond125
  %346 = add nsw i32 %i124, 1
  br label %for.cond120, !llvm.loop !31

for.cond128:                                      ; preds = %for.end134, %for.end122
  %i1131 = phi i32 [ 0, %for.end122 ], [ %366, %for.end134 ]
  %347 = icmp slt i32 %i1131, 64
  br i1 %347, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  br label %for.cond132

for.end130:                                       ; preds = %for.cond128
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %348 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !32

for.cond132:                                      ; preds = %for.body133, %for.body129
  %j1135 = phi i32 [ 0, %for.body129 ], [ %365, %for.body133 ]
  %349 = icmp slt i32 %j1135, 64
  br i1 %349, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %350 = sext i32 %i1131 to i64
  %351 = mul nsw i64 %350, 64
  %352 = sext i32 %j1135 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %acc_s, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fptrunc float %355 to half
  %357 = fpext half %356 to float
  %358 = sext i32 %i1131 to i64
  %359 = mul nsw i64 %358, 64
  %360 = sext i32 %j1135 to i64
  %361 = add nsw i64 %359, %360
  %362 = getelementptr inbounds i16, ptr %P_s, i64 %361
  %363 = fptrunc float %357 to half
  %364 = bitcast half %363 to i16
  store i16 %364, ptr %362, align 2
  %365 = add nsw i32 %j1135, 1
  br label %for.cond132, !llvm.loop !33

for.end134:                                       ; preds = %for.cond132
  %366 = add nsw i32 %i1131, 1
  br label %for.cond128, !llvm.loop !34

for.cond136:                                      ; preds = %for.end142, %for.end30
  %i139 = phi i32 [ 0, %for.end30 ], [ %391, %for.end142 ]
  %367 = icmp slt i32 %i139, 64
  br i1 %367, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  br label %for.cond140

for.end138:                                       ; preds = %for.cond136
  %368 = add i32 %bz, 1
  %369 = icmp sle i32 %368, %BH
  %370 = mul i32 %bx, 64
  %371 = add i32 %370, 64
  %372 = icmp sle i32 %371, %S
  %373 = and i1 %369, %372
  br i1 %373, label %if.then144, label %if.else145

for.cond140:                                      ; preds = %for.body141, %for.body137
  %d143 = phi i32 [ 0, %for.body137 ], [ %390, %for.body141 ]
  %374 = icmp slt i32 %d143, 64
  br i1 %374, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %375 = sext i32 %i139 to i64
  %376 = mul nsw i64 %375, 64
  %377 = sext i32 %d143 to i64
  %378 = add nsw i64 %376, %377
  %379 = getelementptr inbounds float, ptr %acc_o, i64 %378
  %380 = load float, ptr %379, align 4
  %381 = sext i32 %i139 to i64
  %382 = getelementptr inbounds float, ptr %l, i64 %381
  %383 = load float, ptr %382, align 4
  %384 = fdiv float %380, %383
  %385 = sext i32 %i139 to i64
  %386 = mul nsw i64 %385, 64
  %387 = sext i32 %d143 to i64
  %388 = add nsw i64 %386, %387
  %389 = getelementptr inbounds float, ptr %acc_o, i64 %388
  store float %384, ptr %389, align 4
  %390 = add nsw i32 %d143, 1
  br label %for.cond140, !llvm.loop !35

for.end142:                                       ; preds = %for.cond140
  %391 = add nsw i32 %i139, 1
  br label %for.cond136, !llvm.loop !36

if.then144:                                       ; preds = %for.end138
  br label %for.cond147

if.else145:                                       ; preds = %for.end138
  br label %for.cond153

if.end146:                                        ; preds = %for.end155, %for.end149
  ret void

for.cond147:                                      ; preds = %for.end152, %if.then144
  %i2 = phi i32 [ 0, %if.then144 ], [ %416, %for.end152 ]
  %392 = icmp slt i32 %i2, 64
  br i1 %392, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  br label %for.cond150

for.end149:                                       ; preds = %for.cond147
  br label %if.end146

for.cond150:                                      ; preds = %for.body151, %for.body148
  %j2 = phi i32 [ 0, %for.body148 ], [ %415, %for.body151 ]
  %393 = icmp slt i32 %j2, 64
  br i1 %393, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %394 = sext i32 %i2 to i64
  %395 = mul nsw i64 %394, 64
  %396 = sext i32 %j2 to i64
  %397 = add nsw i64 %395, %396
  %398 = getelementptr inbounds float, ptr %acc_o, i64 %397
  %399 = load float, ptr %398, align 4
  %400 = fptrunc float %399 to half
  %401 = fpext half %400 to float
  %402 = sext i32 %bz to i64
  %403 = sext i32 %S to i64
  %404 = mul nsw i64 %402, %403
  %405 = mul i32 %bx, 64
  %406 = add i32 %405, %i2
  %407 = sext i32 %406 to i64
  %408 = add nsw i64 %404, %407
  %409 = mul nsw i64 %408, 64
  %410 = sext i32 %j2 to i64
  %411 = add nsw i64 %409, %410
  %412 = getelementptr inbounds i16, ptr %O, i64 %411
  %413 = fptrunc float %401 to half
  %414 = bitcast half %413 to i16
  store i16 %414, ptr %412, align 2
  %415 = add nsw i32 %j2, 1
  br label %for.cond150, !llvm.loop !37

for.end152:                                       ; preds = %for.cond150
  %416 = add nsw i32 %i2, 1
  br label %for.cond147, !llvm.loop !38

for.cond153:                                      ; preds = %for.end159, %if.else145
  %i2156 = phi i32 [ 0, %if.else145 ], [ %424, %for.end159 ]
  %417 = icmp slt i32 %i2156, 64
  br i1 %417, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  br label %for.cond157

for.end155:                                       ; preds = %for.cond153
  br label %if.end146

for.cond157:                                      ; preds = %if.end163, %for.body154
  %j2160 = phi i32 [ 0, %for.body154 ], [ %446, %if.end163 ]
  %418 = icmp slt i32 %j2160, 64
  br i1 %418, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  %419 = icmp slt i32 %bz, %BH
  %420 = mul i32 %bx, 64
  %421 = add i32 %420, %i2156
  %422 = icmp slt i32 %421, %S
  %423 = and i1 %419, %422
  br i1 %423, label %if.then161, label %if.else162

for.end159:                                       ; preds = %for.cond157
  %424 = add nsw i32 %i2156, 1
  br label %for.cond153, !llvm.loop !39

if.then161:                                       ; preds = %for.body158
  %425 = sext i32 %i2156 to i64
  %426 = mul nsw i64 %425, 64
  %427 = sext i32 %j2160 to i64
  %428 = add nsw i64 %426, %427
  %429 = getelementptr inbounds float, ptr %acc_o, i64 %428
  %430 = load float, ptr %429, align 4
  %431 = fptrunc float %430 to half
  %432 = fpext half %431 to float
  %433 = sext i32 %bz to i64
  %434 = sext i32 %S to i64
  %435 = mul nsw i64 %433, %434
  %436 = mul i32 %bx, 64
  %437 = add i32 %436, %i2156
  %438 = sext i32 %437 to i64
  %439 = add nsw i64 %435, %438
  %440 = mul nsw i64 %439, 64
  %441 = sext i32 %j2160 to i64
  %442 = add nsw i64 %440, %441
  %443 = getelementptr inbounds i16, ptr %O, i64 %442
  %444 = fptrunc float %432 to half
  %445 = bitcast half %444 to i16
  store i16 %445, ptr %443, align 2
  br label %if.end163

if.else162:                                       ; preds = %for.body158
  br label %if.end163

if.end163:                                        ; preds = %if.else162, %if.then161
  %446 = add nsw i32 %j2160, 1
  br label %for.cond157, !llvm.loop !40
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

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
define i32 @tilec_launch_flash_attention(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_flash_attention, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %BH = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 4
  store i32 %BH, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %S = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 5
  store i32 %S, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_flash_attention, ptr %a, i32 0, i32 6
  %21 = sext i32 %S to i64
  %22 = sdiv i64 %21, 64
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 64
  %26 = icmp ne i64 %25, 0
  %27 = icmp slt i64 %21, 0
  %28 = icmp eq i1 %27, false
  %29 = and i1 %26, %28
  %30 = zext i1 %29 to i64
  %31 = add i64 %24, %30
  %32 = trunc i64 %31 to i32
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 0
  store i64 %33, ptr %34, align 8
  %35 = icmp sgt i64 %33, 0
  %36 = mul i64 1, %33
  %37 = sext i32 %BH to i64
  %38 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 %37, ptr %38, align 8
  %39 = icmp sgt i64 %37, 0
  %40 = and i1 %35, %39
  %41 = mul i64 %36, %37
  %42 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %42, align 8
  %43 = and i1 %40, true
  %44 = mul i64 %41, 1
  br i1 %43, label %run, label %empty

run:                                              ; preds = %body
  %45 = call i32 @tilec_rt_run_blocks(i64 %44, i32 %nworkers, ptr @flash_attention_task, ptr %a)
  ret i32 %45

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
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1, !2}
