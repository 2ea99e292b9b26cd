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

for.cond28:                                       ; preds = %for.end132, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %347, %for.end132 ]
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
  br label %for.cond138

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
  %i = phi i32 [ 0, %for.end77 ], [ %230, %for.end88 ]
  %225 = icmp slt i32 %i, 64
  br i1 %225, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  br label %for.cond86

for.end85:                                        ; preds = %for.cond83
  br label %for.cond92

for.cond86:                                       ; preds = %sel.end91, %for.body84
  %j = phi i32 [ 0, %for.body84 ], [ %244, %sel.end91 ]
  %226 = icmp slt i32 %j, 64
  br i1 %226, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %227 = mul i32 %kb, 64
  %228 = add i32 %227, %j
  %229 = icmp slt i32 %228, %S
  br i1 %229, label %sel.then89, label %sel.else90

for.end88:                                        ; preds = %for.cond86
  %230 = add nsw i32 %i, 1
  br label %for.cond83, !llvm.loop !20

sel.then89:                                       ; preds = %for.body87
  %231 = sext i32 %i to i64
  %232 = mul nsw i64 %231, 64
  %233 = sext i32 %j to i64
  %234 = add nsw i64 %232, %233
  %235 = getelementptr inbounds float, ptr %acc_s, i64 %234
  %236 = load float, ptr %235, align 4
  %237 = fmul float %236, 1.250000e-01
  br label %sel.end91

sel.else90:                                       ; preds = %for.body87
  br label %sel.end91

sel.end91:                                        ; preds = %sel.else90, %sel.then89
  %238 = phi float [ %237, %sel.then89 ], [ 0xFFF0000000000000, %sel.else90 ]
  %239 = sext i32 %i to i64
  %240 = mul nsw i64 %239, 64
  %241 = sext i32 %j to i64
  %242 = add nsw i64 %240, %241
  %243 = getelementptr inbounds float, ptr %acc_s, i64 %242
  store float %238, ptr %243, align 4
  %244 = add nsw i32 %j, 1
  br label %for.cond86, !llvm.loop !21

for.cond92:                                       ; preds = %for.body93, %for.end85
  %i195 = phi i32 [ 0, %for.end85 ], [ %251, %for.body93 ]
  %245 = icmp slt i32 %i195, 64
  br i1 %245, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %246 = sext i32 %i195 to i64
  %247 = getelementptr inbounds float, ptr %m, i64 %246
  %248 = load float, ptr %247, align 4
  %249 = sext i32 %i195 to i64
  %250 = getelementptr inbounds float, ptr %m_prev, i64 %249
  store float %248, ptr %250, align 4
  %251 = add nsw i32 %i195, 1
  br label %for.cond92, !llvm.loop !22

for.end94:                                        ; preds = %for.cond92
  br label %for.cond96

for.cond96:                                       ; preds = %for.end102, %for.end94
  %i199 = phi i32 [ 0, %for.end94 ], [ %267, %for.end102 ]
  %252 = icmp slt i32 %i199, 64
  br i1 %252, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  br label %for.cond100

for.end98:                                        ; preds = %for.cond96
  br label %for.cond103

for.cond100:                                      ; preds = %for.body101, %for.body97
  %red = phi i32 [ 0, %for.body97 ], [ %266, %for.body101 ]
  %253 = icmp slt i32 %red, 64
  br i1 %253, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %254 = sext i32 %i199 to i64
  %255 = getelementptr inbounds float, ptr %m, i64 %254
  %256 = load float, ptr %255, align 4
  %257 = sext i32 %i199 to i64
  %258 = mul nsw i64 %257, 64
  %259 = sext i32 %red to i64
  %260 = add nsw i64 %258, %259
  %261 = getelementptr inbounds float, ptr %acc_s, i64 %260
  %262 = load float, ptr %261, align 4
  %263 = call float @llvm.maxnum.f32(float %256, float %262)
  %264 = sext i32 %i199 to i64
  %265 = getelementptr inbounds float, ptr %m, i64 %264
  store float %263, ptr %265, align 4
  %266 = add nsw i32 %red, 1
  br label %for.cond100, !llvm.loop !23

for.end102:                                       ; preds = %for.cond100
  %267 = add nsw i32 %i199, 1
  br label %for.cond96, !llvm.loop !24

for.cond103:                                      ; preds = %for.end109, %for.end98
  %i106 = phi i32 [ 0, %for.end98 ], [ %287, %for.end109 ]
  %268 = icmp slt i32 %i106, 64
  br i1 %268, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  br label %for.cond107

for.end105:                                       ; preds = %for.cond103
  br label %for.cond111

for.cond107:                                      ; preds = %for.body108, %for.body104
  %j110 = phi i32 [ 0, %for.body104 ], [ %286, %for.body108 ]
  %269 = icmp slt i32 %j110, 64
  br i1 %269, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %270 = sext i32 %i106 to i64
  %271 = mul nsw i64 %270, 64
  %272 = sext i32 %j110 to i64
  %273 = add nsw i64 %271, %272
  %274 = getelementptr inbounds float, ptr %acc_s, i64 %273
  %275 = load float, ptr %274, align 4
  %276 = sext i32 %i106 to i64
  %277 = getelementptr inbounds float, ptr %m, i64 %276
  %278 = load float, ptr %277, align 4
  %279 = fsub float %275, %278
  %280 = call float @tilec_expf(float %279)
  %281 = sext i32 %i106 to i64
  %282 = mul nsw i64 %281, 64
  %283 = sext i32 %j110 to i64
  %284 = add nsw i64 %282, %283
  %285 = getelementptr inbounds float, ptr %acc_s, i64 %284
  store float %280, ptr %285, align 4
  %286 = add nsw i32 %j110, 1
  br label %for.cond107, !llvm.loop !25

for.end109:                                       ; preds = %for.cond107
  %287 = add nsw i32 %i106, 1
  br label %for.cond103, !llvm.loop !26

for.cond111:                                      ; preds = %for.end117, %for.end105
  %i1114 = phi i32 [ 0, %for.end105 ], [ %305, %for.end117 ]
  %288 = icmp slt i32 %i1114, 64
  br i1 %288, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  %289 = sext i32 %i1114 to i64
  %290 = getelementptr inbounds float, ptr %row_sum, i64 %289
  store float 0.000000e+00, ptr %290, align 4
  br label %for.cond115

for.end113:                                       ; preds = %for.cond111
  br label %for.cond119

for.cond115:                                      ; preds = %for.body116, %for.body112
  %red118 = phi i32 [ 0, %for.body112 ], [ %304, %for.body116 ]
  %291 = icmp slt i32 %red118, 64
  br i1 %291, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %292 = sext i32 %i1114 to i64
  %293 = getelementptr inbounds float, ptr %row_sum, i64 %292
  %294 = load float, ptr %293, align 4
  %295 = sext i32 %i1114 to i64
  %296 = mul nsw i64 %295, 64
  %297 = sext i32 %red118 to i64
  %298 = add nsw i64 %296, %297
  %299 = getelementptr inbounds float, ptr %acc_s, i64 %298
  %300 = load float, ptr %299, align 4
  %301 = fadd float %294, %300
  %302 = sext i32 %i1114 to i64
  %303 = getelementptr inbounds float, ptr %row_sum, i64 %302
  store float %301, ptr %303, align 4
  %304 = add nsw i32 %red118, 1
  br label %for.cond115, !llvm.loop !27

for.end117:                                       ; preds = %for.cond115
  %305 = add nsw i32 %i1114, 1
  br label %for.cond111, !llvm.loop !28

for.cond119:                                      ; preds = %for.body120, %for.end113
  %i122 = phi i32 [ 0, %for.end113 ], [ %326, %for.body120 ]
  %306 = icmp slt i32 %i122, 64
  br i1 %306, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %307 = sext i32 %i122 to i64
  %308 = getelementptr inbounds float, ptr %m_prev, i64 %307
  %309 = load float, ptr %308, align 4
  %310 = sext i32 %i122 to i64
  %311 = getelementptr inbounds float, ptr %m, i64 %310
  %312 = load float, ptr %311, align 4
  %313 = fsub float %309, %312
  %alpha = call float @tilec_expf(float %313)
  %314 = sext i32 %i122 to i64
  %315 = getelementptr inbounds float, ptr %l, i64 %314
  %316 = load float, ptr %315, align 4
  %317 = fmul float %316, %alpha
  %318 = sext i32 %i122 to i64
  %319 = getelementptr inbounds float, ptr %row_sum, i64 %318
  %320 = load float, ptr %319, align 4
  %321 = fadd float %317, %320
  %322 = sext i32 %i122 to i64
  %323 = getelementptr inbounds float, ptr %l, i64 %322
  store float %321, ptr %323, align 4
  %324 = sext i32 %i122 to i64
  %325 = getelementptr inbounds float, ptr %m_prev, i64 %324
  store float %alpha, ptr %325, align 4
  %326 = add nsw i32 %i122, 1
  br label %for.cond119, !llvm.loop !29

for.end121:                                       ; preds = %for.cond119
  br label %for.cond123

for.cond123:                                      ; preds = %for.end129, %for.end121
  %i126 = phi i32 [ 0, %for.end121 ], [ %345, %for.end129 ]
  %327 = icmp slt i32 %i126, 64
  br i1 %327, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  br label %for.cond127

for.end125:                                       ; preds = %for.cond123
  br label %for.cond130

for.cond127:                                      ; preds = %for.body128, %for.body124
  %d = phi i32 [ 0, %for.body124 ], [ %344, %for.body128 ]
  %328 = icmp slt i32 %d, 64
  br i1 %328, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %329 = sext i32 %i126 to i64
  %330 = mul nsw i64 %329, 64
  %331 = sext i32 %d to i64
  %332 = add nsw i64 %330, %331
  %333 = getelementptr inbounds float, ptr %acc_o, i64 %332
  %334 = load float, ptr %333, align 4
  %335 = sext i32 %i126 to i64
  %336 = getelementptr inbounds float, ptr %m_prev, i64 %335
  %337 = load float, ptr %336, align 4
  %338 = fmul float %334, %337
  %339 = sext i32 %i126 to i64
  %340 = mul nsw i64 %339, 64
  %341 = sext i32 %d to i64
  %342 = add nsw i64 %340, %341
  %343 = getelementptr inbounds float, ptr %acc_o, i64 %342
  store float %338, ptr %343, align 4
  %344 = add nsw i32 %d, 1
  br label %for.cond127, !llvm.loop !30

for.end129:                                       ; preds = %for.cond127
  %345 = add nsw i32 %i126, 1
  br label %for.cond123, !llvm.loop !31

for.cond130:                                      ; preds = %for.end136, %for.end125
  %i1133 = phi i32 [ 0, %for.end125 ], [ %365, %for.end136 ]
  %346 = icmp slt i32 %i1133, 64
  br i1 %346, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond134

for.end132:                                       ; preds = %for.cond130
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %347 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !32

for.cond134:                                      ; preds = %for.body135, %for.body131
  %j1137 = phi i32 [ 0, %for.body131 ], [ %364, %for.body135 ]
  %348 = icmp slt i32 %j1137, 64
  br i1 %348, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  %349 = sext i32 %i1133 to i64
  %350 = mul nsw i64 %349, 64
  %351 = sext i32 %j1137 to i64
  %352 = add nsw i64 %350, %351
  %353 = getelementptr inbounds float, ptr %acc_s, i64 %352
  %354 = load float, ptr %353, align 4
  %355 = fptrunc float %354 to half
  %356 = fpext half %355 to float
  %357 = sext i32 %i1133 to i64
  %358 = mul nsw i64 %357, 64
  %359 = sext i32 %j1137 to i64
  %360 = add nsw i64 %358, %359
  %361 = getelementptr inbounds i16, ptr %P_s, i64 %360
  %362 = fptrunc float %356 to half
  %363 = bitcast half %362 to i16
  store i16 %363, ptr %361, align 2
  %364 = add nsw i32 %j1137, 1
  br label %for.cond134, !llvm.loop !33

for.end136:                                       ; preds = %for.cond134
  %365 = add nsw i32 %i1133, 1
  br label %for.cond130, !llvm.loop !34

for.cond138:                                      ; preds = %for.end144, %for.end30
  %i141 = phi i32 [ 0, %for.end30 ], [ %390, %for.end144 ]
  %366 = icmp slt i32 %i141, 64
  br i1 %366, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  br label %for.cond142

for.end140:                                       ; preds = %for.cond138
  %367 = add i32 %bz, 1
  %368 = icmp sle i32 %367, %BH
  %369 = mul i32 %bx, 64
  %370 = add i32 %369, 64
  %371 = icmp sle i32 %370, %S
  %372 = and i1 %368, %371
  br i1 %372, label %if.then146, label %if.else147

for.cond142:                                      ; preds = %for.body143, %for.body139
  %d145 = phi i32 [ 0, %for.body139 ], [ %389, %for.body143 ]
  %373 = icmp slt i32 %d145, 64
  br i1 %373, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %374 = sext i32 %i141 to i64
  %375 = mul nsw i64 %374, 64
  %376 = sext i32 %d145 to i64
  %377 = add nsw i64 %375, %376
  %378 = getelementptr inbounds float, ptr %acc_o, i64 %377
  %379 = load float, ptr %378, align 4
  %380 = sext i32 %i141 to i64
  %381 = getelementptr inbounds float, ptr %l, i64 %380
  %382 = load float, ptr %381, align 4
  %383 = fdiv float %379, %382
  %384 = sext i32 %i141 to i64
  %385 = mul nsw i64 %384, 64
  %386 = sext i32 %d145 to i64
  %387 = add nsw i64 %385, %386
  %388 = getelementptr inbounds float, ptr %acc_o, i64 %387
  store float %383, ptr %388, align 4
  %389 = add nsw i32 %d145, 1
  br label %for.cond142, !llvm.loop !35

for.end144:                                       ; preds = %for.cond142
  %390 = add nsw i32 %i141, 1
  br label %for.cond138, !llvm.loop !36

if.then146:                                       ; preds = %for.end140
  br label %for.cond149

if.else147:                                       ; preds = %for.end140
  br label %for.cond155

if.end148:                                        ; preds = %for.end157, %for.end151
  ret void

for.cond149:                                      ; preds = %for.end154, %if.then146
  %i2 = phi i32 [ 0, %if.then146 ], [ %415, %for.end154 ]
  %391 = icmp slt i32 %i2, 64
  br i1 %391, label %for.body150, label %for.end151

for.body150:                                      ; preds = %for.cond149
  br label %for.cond152

for.end151:                                       ; preds = %for.cond149
  br label %if.end148

for.cond152:                                      ; preds = %for.body153, %for.body150
  %j2 = phi i32 [ 0, %for.body150 ], [ %414, %for.body153 ]
  %392 = icmp slt i32 %j2, 64
  br i1 %392, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %393 = sext i32 %i2 to i64
  %394 = mul nsw i64 %393, 64
  %395 = sext i32 %j2 to i64
  %396 = add nsw i64 %394, %395
  %397 = getelementptr inbounds float, ptr %acc_o, i64 %396
  %398 = load float, ptr %397, align 4
  %399 = fptrunc float %398 to half
  %400 = fpext half %399 to float
  %401 = sext i32 %bz to i64
  %402 = sext i32 %S to i64
  %403 = mul nsw i64 %401, %402
  %404 = mul i32 %bx, 64
  %405 = add i32 %404, %i2
  %406 = sext i32 %405 to i64
  %407 = add nsw i64 %403, %406
  %408 = mul nsw i64 %407, 64
  %409 = sext i32 %j2 to i64
  %410 = add nsw i64 %408, %409
  %411 = getelementptr inbounds i16, ptr %O, i64 %410
  %412 = fptrunc float %400 to half
  %413 = bitcast half %412 to i16
  store i16 %413, ptr %411, align 2
  %414 = add nsw i32 %j2, 1
  br label %for.cond152, !llvm.loop !37

for.end154:                                       ; preds = %for.cond152
  %415 = add nsw i32 %i2, 1
  br label %for.cond149, !llvm.loop !38

for.cond155:                                      ; preds = %for.end161, %if.else147
  %i2158 = phi i32 [ 0, %if.else147 ], [ %423, %for.end161 ]
  %416 = icmp slt i32 %i2158, 64
  br i1 %416, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  br label %for.cond159

for.end157:                                       ; preds = %for.cond155
  br label %if.end148

for.cond159:                                      ; preds = %if.end165, %for.body156
  %j2162 = phi i32 [ 0, %for.body156 ], [ %445, %if.end165 ]
  %417 = icmp slt i32 %j2162, 64
  br i1 %417, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %418 = icmp slt i32 %bz, %BH
  %419 = mul i32 %bx, 64
  %420 = add i32 %419, %i2158
  %421 = icmp slt i32 %420, %S
  %422 = and i1 %418, %421
  br i1 %422, label %if.then163, label %if.else164

for.end161:                                       ; preds = %for.cond159
  %423 = add nsw i32 %i2158, 1
  br label %for.cond155, !llvm.loop !39

if.then163:                                       ; preds = %for.body160
  %424 = sext i32 %i2158 to i64
  %425 = mul nsw i64 %424, 64
  %426 = sext i32 %j2162 to i64
  %427 = add nsw i64 %425, %426
  %428 = getelementptr inbounds float, ptr %acc_o, i64 %427
  %429 = load float, ptr %428, align 4
  %430 = fptrunc float %429 to half
  %431 = fpext half %430 to float
  %432 = sext i32 %bz to i64
  %433 = sext i32 %S to i64
  %434 = mul nsw i64 %432, %433
  %435 = mul i32 %bx, 64
  %436 = add i32 %435, %i2158
  %437 = sext i32 %436 to i64
  %438 = add nsw i64 %434, %437
  %439 = mul nsw i64 %438, 64
  %440 = sext i32 %j2162 to i64
  %441 = add nsw i64 %439, %440
  %442 = getelementptr inbounds i16, ptr %O, i64 %441
  %443 = fptrunc float %431 to half
  %444 = bitcast half %443 to i16
  store i16 %444, ptr %442, align 2
  br label %if.end165

if.else164:                                       ; preds = %for.body160
  br label %if.end165

if.end165:                                        ; preds = %if.else164, %if.then163
  %445 = add nsw i32 %j2162, 1
  br label %for.cond159, !llvm.loop !40
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
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
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
