; ModuleID = 'flash_attention.tile'
source_filename = "flash_attention.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_flash_attention = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_flash_attention_swz = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_flash_attention_rows = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_flash_attention_rows_preg = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_flash_attention_rows_qpreg = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

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
  %0 = sext i32 %bz to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %BH to i64
  %3 = icmp sle i64 %1, %2
  %4 = mul i32 %bx, 64
  %5 = icmp sle i32 0, %4
  %6 = mul i32 %bx, 64
  %7 = sext i32 %6 to i64
  %8 = add i64 %7, 64
  %9 = sext i32 %S to i64
  %10 = icmp sle i64 %8, %9
  %11 = and i1 %5, %10
  %12 = and i1 %3, %11
  br i1 %12, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i1, 64
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %36, %for.body2 ]
  %14 = icmp slt i32 %j1, 64
  br i1 %14, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %15 = sext i32 %bz to i64
  %16 = sext i32 %S to i64
  %17 = mul nsw i64 %15, %16
  %18 = mul i32 %bx, 64
  %19 = add i32 %18, %i1
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %17, %20
  %22 = mul nsw i64 %21, 64
  %23 = sext i32 %j1 to i64
  %24 = add nsw i64 %22, %23
  %25 = getelementptr inbounds i16, ptr %Q, i64 %24
  %26 = load i16, ptr %25, align 2
  %27 = bitcast i16 %26 to half
  %28 = fpext half %27 to float
  %29 = sext i32 %i1 to i64
  %30 = mul nsw i64 %29, 64
  %31 = sext i32 %j1 to i64
  %32 = add nsw i64 %30, %31
  %33 = getelementptr inbounds i16, ptr %Q_s, i64 %32
  %34 = fptrunc float %28 to half
  %35 = bitcast half %34 to i16
  store i16 %35, ptr %33, align 2
  %36 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end10, %if.else
  %i17 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i17, 64
  br i1 %38, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %79, %sel.end ]
  %39 = icmp slt i32 %j111, 64
  br i1 %39, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %40 = sext i32 %bz to i64
  %41 = sext i32 %BH to i64
  %42 = icmp slt i64 %40, %41
  %43 = mul i32 %bx, 64
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i17 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 64
  %49 = sext i32 %48 to i64
  %50 = sext i32 %i17 to i64
  %51 = add i64 %49, %50
  %52 = sext i32 %S to i64
  %53 = icmp slt i64 %51, %52
  %54 = and i1 %47, %53
  %55 = and i1 %42, %54
  br i1 %55, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %56 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !4

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %bz to i64
  %58 = sext i32 %S to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %bx, 64
  %61 = add i32 %60, %i17
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %59, %62
  %64 = mul nsw i64 %63, 64
  %65 = sext i32 %j111 to i64
  %66 = add nsw i64 %64, %65
  %67 = getelementptr inbounds i16, ptr %Q, i64 %66
  %68 = load i16, ptr %67, align 2
  %69 = bitcast i16 %68 to half
  %70 = fpext half %69 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %71 = phi float [ %70, %sel.then ], [ 0.000000e+00, %sel.else ]
  %72 = sext i32 %i17 to i64
  %73 = mul nsw i64 %72, 64
  %74 = sext i32 %j111 to i64
  %75 = add nsw i64 %73, %74
  %76 = getelementptr inbounds i16, ptr %Q_s, i64 %75
  %77 = fptrunc float %71 to half
  %78 = bitcast half %77 to i16
  store i16 %78, ptr %76, align 2
  %79 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !5

for.cond12:                                       ; preds = %for.end18, %if.end
  %i115 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i115, 64
  br i1 %80, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  br label %for.cond16

for.end14:                                        ; preds = %for.cond12
  br label %for.cond20

for.cond16:                                       ; preds = %for.body17, %for.body13
  %j119 = phi i32 [ 0, %for.body13 ], [ %87, %for.body17 ]
  %81 = icmp slt i32 %j119, 64
  br i1 %81, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %82 = sext i32 %i115 to i64
  %83 = mul nsw i64 %82, 64
  %84 = sext i32 %j119 to i64
  %85 = add nsw i64 %83, %84
  %86 = getelementptr inbounds float, ptr %acc_o, i64 %85
  store float 0.000000e+00, ptr %86, align 4
  %87 = add nsw i32 %j119, 1
  br label %for.cond16, !llvm.loop !6

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i115, 1
  br label %for.cond12, !llvm.loop !7

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i123 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i123, 64
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i123 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i123, 1
  br label %for.cond20, !llvm.loop !8

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i127 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i127, 64
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i127 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i127, 1
  br label %for.cond24, !llvm.loop !9

for.end26:                                        ; preds = %for.cond24
  %97 = sext i32 %S to i64
  %98 = sdiv i64 %97, 64
  %99 = sub i64 0, %97
  %100 = select i1 false, i64 %99, i64 %98
  %101 = srem i64 %97, 64
  %102 = icmp ne i64 %101, 0
  %103 = icmp slt i64 %97, 0
  %104 = icmp eq i1 %103, false
  %105 = and i1 %102, %104
  %106 = zext i1 %105 to i64
  %107 = add i64 %100, %106
  %108 = trunc i64 %107 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end130, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %402, %for.end130 ]
  %109 = icmp slt i32 %kb, %108
  br i1 %109, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %110 = sext i32 %bz to i64
  %111 = add i64 %110, 1
  %112 = sext i32 %BH to i64
  %113 = icmp sle i64 %111, %112
  %114 = mul i32 %kb, 64
  %115 = icmp sle i32 0, %114
  %116 = mul i32 %kb, 64
  %117 = sext i32 %116 to i64
  %118 = add i64 %117, 64
  %119 = sext i32 %S to i64
  %120 = icmp sle i64 %118, %119
  %121 = and i1 %115, %120
  %122 = and i1 %113, %121
  br i1 %122, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond136

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond42

if.end33:                                         ; preds = %for.end44, %for.end36
  %123 = sext i32 %bz to i64
  %124 = add i64 %123, 1
  %125 = sext i32 %BH to i64
  %126 = icmp sle i64 %124, %125
  %127 = mul i32 %kb, 64
  %128 = icmp sle i32 0, %127
  %129 = mul i32 %kb, 64
  %130 = sext i32 %129 to i64
  %131 = add i64 %130, 64
  %132 = sext i32 %S to i64
  %133 = icmp sle i64 %131, %132
  %134 = and i1 %128, %133
  %135 = and i1 %126, %134
  br i1 %135, label %if.then53, label %if.else54

for.cond34:                                       ; preds = %for.end40, %if.then31
  %i137 = phi i32 [ 0, %if.then31 ], [ %160, %for.end40 ]
  %136 = icmp slt i32 %i137, 64
  br i1 %136, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

for.cond38:                                       ; preds = %for.body39, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %159, %for.body39 ]
  %137 = icmp slt i32 %j141, 64
  br i1 %137, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %138 = sext i32 %bz to i64
  %139 = sext i32 %S to i64
  %140 = mul nsw i64 %138, %139
  %141 = mul i32 %kb, 64
  %142 = add i32 %141, %i137
  %143 = sext i32 %142 to i64
  %144 = add nsw i64 %140, %143
  %145 = mul nsw i64 %144, 64
  %146 = sext i32 %j141 to i64
  %147 = add nsw i64 %145, %146
  %148 = getelementptr inbounds i16, ptr %K, i64 %147
  %149 = load i16, ptr %148, align 2
  %150 = bitcast i16 %149 to half
  %151 = fpext half %150 to float
  %152 = sext i32 %i137 to i64
  %153 = mul nsw i64 %152, 64
  %154 = sext i32 %j141 to i64
  %155 = add nsw i64 %153, %154
  %156 = getelementptr inbounds i16, ptr %K_s, i64 %155
  %157 = fptrunc float %151 to half
  %158 = bitcast half %157 to i16
  store i16 %158, ptr %156, align 2
  %159 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !10

for.end40:                                        ; preds = %for.cond38
  %160 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !11

for.cond42:                                       ; preds = %for.end48, %if.else32
  %i145 = phi i32 [ 0, %if.else32 ], [ %179, %for.end48 ]
  %161 = icmp slt i32 %i145, 64
  br i1 %161, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  br label %for.cond46

for.end44:                                        ; preds = %for.cond42
  br label %if.end33

for.cond46:                                       ; preds = %sel.end52, %for.body43
  %j149 = phi i32 [ 0, %for.body43 ], [ %202, %sel.end52 ]
  %162 = icmp slt i32 %j149, 64
  br i1 %162, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %163 = sext i32 %bz to i64
  %164 = sext i32 %BH to i64
  %165 = icmp slt i64 %163, %164
  %166 = mul i32 %kb, 64
  %167 = sext i32 %166 to i64
  %168 = sext i32 %i145 to i64
  %169 = add i64 %167, %168
  %170 = icmp sle i64 0, %169
  %171 = mul i32 %kb, 64
  %172 = sext i32 %171 to i64
  %173 = sext i32 %i145 to i64
  %174 = add i64 %172, %173
  %175 = sext i32 %S to i64
  %176 = icmp slt i64 %174, %175
  %177 = and i1 %170, %176
  %178 = and i1 %165, %177
  br i1 %178, label %sel.then50, label %sel.else51

for.end48:                                        ; preds = %for.cond46
  %179 = add nsw i32 %i145, 1
  br label %for.cond42, !llvm.loop !12

sel.then50:                                       ; preds = %for.body47
  %180 = sext i32 %bz to i64
  %181 = sext i32 %S to i64
  %182 = mul nsw i64 %180, %181
  %183 = mul i32 %kb, 64
  %184 = add i32 %183, %i145
  %185 = sext i32 %184 to i64
  %186 = add nsw i64 %182, %185
  %187 = mul nsw i64 %186, 64
  %188 = sext i32 %j149 to i64
  %189 = add nsw i64 %187, %188
  %190 = getelementptr inbounds i16, ptr %K, i64 %189
  %191 = load i16, ptr %190, align 2
  %192 = bitcast i16 %191 to half
  %193 = fpext half %192 to float
  br label %sel.end52

sel.else51:                                       ; preds = %for.body47
  br label %sel.end52

sel.end52:                                        ; preds = %sel.else51, %sel.then50
  %194 = phi float [ %193, %sel.then50 ], [ 0.000000e+00, %sel.else51 ]
  %195 = sext i32 %i145 to i64
  %196 = mul nsw i64 %195, 64
  %197 = sext i32 %j149 to i64
  %198 = add nsw i64 %196, %197
  %199 = getelementptr inbounds i16, ptr %K_s, i64 %198
  %200 = fptrunc float %194 to half
  %201 = bitcast half %200 to i16
  store i16 %201, ptr %199, align 2
  %202 = add nsw i32 %j149, 1
  br label %for.cond46, !llvm.loop !13

if.then53:                                        ; preds = %if.end33
  br label %for.cond56

if.else54:                                        ; preds = %if.end33
  br label %for.cond64

if.end55:                                         ; preds = %for.end66, %for.end58
  br label %for.cond75

for.cond56:                                       ; preds = %for.end62, %if.then53
  %i159 = phi i32 [ 0, %if.then53 ], [ %227, %for.end62 ]
  %203 = icmp slt i32 %i159, 64
  br i1 %203, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  br label %if.end55

for.cond60:                                       ; preds = %for.body61, %for.body57
  %j163 = phi i32 [ 0, %for.body57 ], [ %226, %for.body61 ]
  %204 = icmp slt i32 %j163, 64
  br i1 %204, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %205 = sext i32 %bz to i64
  %206 = sext i32 %S to i64
  %207 = mul nsw i64 %205, %206
  %208 = mul i32 %kb, 64
  %209 = add i32 %208, %i159
  %210 = sext i32 %209 to i64
  %211 = add nsw i64 %207, %210
  %212 = mul nsw i64 %211, 64
  %213 = sext i32 %j163 to i64
  %214 = add nsw i64 %212, %213
  %215 = getelementptr inbounds i16, ptr %V, i64 %214
  %216 = load i16, ptr %215, align 2
  %217 = bitcast i16 %216 to half
  %218 = fpext half %217 to float
  %219 = sext i32 %i159 to i64
  %220 = mul nsw i64 %219, 64
  %221 = sext i32 %j163 to i64
  %222 = add nsw i64 %220, %221
  %223 = getelementptr inbounds i16, ptr %V_s, i64 %222
  %224 = fptrunc float %218 to half
  %225 = bitcast half %224 to i16
  store i16 %225, ptr %223, align 2
  %226 = add nsw i32 %j163, 1
  br label %for.cond60, !llvm.loop !14

for.end62:                                        ; preds = %for.cond60
  %227 = add nsw i32 %i159, 1
  br label %for.cond56, !llvm.loop !15

for.cond64:                                       ; preds = %for.end70, %if.else54
  %i167 = phi i32 [ 0, %if.else54 ], [ %246, %for.end70 ]
  %228 = icmp slt i32 %i167, 64
  br i1 %228, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  br label %for.cond68

for.end66:                                        ; preds = %for.cond64
  br label %if.end55

for.cond68:                                       ; preds = %sel.end74, %for.body65
  %j171 = phi i32 [ 0, %for.body65 ], [ %269, %sel.end74 ]
  %229 = icmp slt i32 %j171, 64
  br i1 %229, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %230 = sext i32 %bz to i64
  %231 = sext i32 %BH to i64
  %232 = icmp slt i64 %230, %231
  %233 = mul i32 %kb, 64
  %234 = sext i32 %233 to i64
  %235 = sext i32 %i167 to i64
  %236 = add i64 %234, %235
  %237 = icmp sle i64 0, %236
  %238 = mul i32 %kb, 64
  %239 = sext i32 %238 to i64
  %240 = sext i32 %i167 to i64
  %241 = add i64 %239, %240
  %242 = sext i32 %S to i64
  %243 = icmp slt i64 %241, %242
  %244 = and i1 %237, %243
  %245 = and i1 %232, %244
  br i1 %245, label %sel.then72, label %sel.else73

for.end70:                                        ; preds = %for.cond68
  %246 = add nsw i32 %i167, 1
  br label %for.cond64, !llvm.loop !16

sel.then72:                                       ; preds = %for.body69
  %247 = sext i32 %bz to i64
  %248 = sext i32 %S to i64
  %249 = mul nsw i64 %247, %248
  %250 = mul i32 %kb, 64
  %251 = add i32 %250, %i167
  %252 = sext i32 %251 to i64
  %253 = add nsw i64 %249, %252
  %254 = mul nsw i64 %253, 64
  %255 = sext i32 %j171 to i64
  %256 = add nsw i64 %254, %255
  %257 = getelementptr inbounds i16, ptr %V, i64 %256
  %258 = load i16, ptr %257, align 2
  %259 = bitcast i16 %258 to half
  %260 = fpext half %259 to float
  br label %sel.end74

sel.else73:                                       ; preds = %for.body69
  br label %sel.end74

sel.end74:                                        ; preds = %sel.else73, %sel.then72
  %261 = phi float [ %260, %sel.then72 ], [ 0.000000e+00, %sel.else73 ]
  %262 = sext i32 %i167 to i64
  %263 = mul nsw i64 %262, 64
  %264 = sext i32 %j171 to i64
  %265 = add nsw i64 %263, %264
  %266 = getelementptr inbounds i16, ptr %V_s, i64 %265
  %267 = fptrunc float %261 to half
  %268 = bitcast half %267 to i16
  store i16 %268, ptr %266, align 2
  %269 = add nsw i32 %j171, 1
  br label %for.cond68, !llvm.loop !17

for.cond75:                                       ; preds = %for.end81, %if.end55
  %i178 = phi i32 [ 0, %if.end55 ], [ %278, %for.end81 ]
  %270 = icmp slt i32 %i178, 64
  br i1 %270, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond79

for.end77:                                        ; preds = %for.cond75
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond83

for.cond79:                                       ; preds = %for.body80, %for.body76
  %j182 = phi i32 [ 0, %for.body76 ], [ %277, %for.body80 ]
  %271 = icmp slt i32 %j182, 64
  br i1 %271, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %272 = sext i32 %i178 to i64
  %273 = mul nsw i64 %272, 64
  %274 = sext i32 %j182 to i64
  %275 = add nsw i64 %273, %274
  %276 = getelementptr inbounds float, ptr %acc_s, i64 %275
  store float 0.000000e+00, ptr %276, align 4
  %277 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !18

for.end81:                                        ; preds = %for.cond79
  %278 = add nsw i32 %i178, 1
  br label %for.cond75, !llvm.loop !19

for.cond83:                                       ; preds = %for.end88, %for.end77
  %i = phi i32 [ 0, %for.end77 ], [ %299, %for.end88 ]
  %279 = icmp slt i32 %i, 64
  br i1 %279, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  br label %for.cond86

for.end85:                                        ; preds = %for.cond83
  br label %for.cond89

for.cond86:                                       ; preds = %for.body87, %for.body84
  %j = phi i32 [ 0, %for.body84 ], [ %298, %for.body87 ]
  %280 = icmp slt i32 %j, 64
  br i1 %280, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %281 = mul i32 %kb, 64
  %282 = add i32 %281, %j
  %283 = icmp slt i32 %282, %S
  %284 = sext i32 %i to i64
  %285 = mul nsw i64 %284, 64
  %286 = sext i32 %j to i64
  %287 = add nsw i64 %285, %286
  %288 = call i64 @llvm.umin.i64(i64 %287, i64 4095)
  %289 = getelementptr inbounds float, ptr %acc_s, i64 %288
  %290 = load float, ptr %289, align 4
  %291 = fmul float %290, 1.250000e-01
  %292 = select i1 %283, float %291, float 0xFFF0000000000000
  %293 = sext i32 %i to i64
  %294 = mul nsw i64 %293, 64
  %295 = sext i32 %j to i64
  %296 = add nsw i64 %294, %295
  %297 = getelementptr inbounds float, ptr %acc_s, i64 %296
  store float %292, ptr %297, align 4
  %298 = add nsw i32 %j, 1
  br label %for.cond86, !llvm.loop !20

for.end88:                                        ; preds = %for.cond86
  %299 = add nsw i32 %i, 1
  br label %for.cond83, !llvm.loop !21

for.cond89:                                       ; preds = %for.body90, %for.end85
  %i192 = phi i32 [ 0, %for.end85 ], [ %306, %for.body90 ]
  %300 = icmp slt i32 %i192, 64
  br i1 %300, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %301 = sext i32 %i192 to i64
  %302 = getelementptr inbounds float, ptr %m, i64 %301
  %303 = load float, ptr %302, align 4
  %304 = sext i32 %i192 to i64
  %305 = getelementptr inbounds float, ptr %m_prev, i64 %304
  store float %303, ptr %305, align 4
  %306 = add nsw i32 %i192, 1
  br label %for.cond89, !llvm.loop !22

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.end99, %for.end91
  %i196 = phi i32 [ 0, %for.end91 ], [ %322, %for.end99 ]
  %307 = icmp slt i32 %i196, 64
  br i1 %307, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond97

for.end95:                                        ; preds = %for.cond93
  br label %for.cond100

for.cond97:                                       ; preds = %for.body98, %for.body94
  %red = phi i32 [ 0, %for.body94 ], [ %321, %for.body98 ]
  %308 = icmp slt i32 %red, 64
  br i1 %308, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %309 = sext i32 %i196 to i64
  %310 = getelementptr inbounds float, ptr %m, i64 %309
  %311 = load float, ptr %310, align 4
  %312 = sext i32 %i196 to i64
  %313 = mul nsw i64 %312, 64
  %314 = sext i32 %red to i64
  %315 = add nsw i64 %313, %314
  %316 = getelementptr inbounds float, ptr %acc_s, i64 %315
  %317 = load float, ptr %316, align 4
  %318 = call float @llvm.maxnum.f32(float %311, float %317)
  %319 = sext i32 %i196 to i64
  %320 = getelementptr inbounds float, ptr %m, i64 %319
  store float %318, ptr %320, align 4
  %321 = add nsw i32 %red, 1
  br label %for.cond97, !llvm.loop !23

for.end99:                                        ; preds = %for.cond97
  %322 = add nsw i32 %i196, 1
  br label %for.cond93, !llvm.loop !24

for.cond100:                                      ; preds = %for.end106, %for.end95
  %i103 = phi i32 [ 0, %for.end95 ], [ %342, %for.end106 ]
  %323 = icmp slt i32 %i103, 64
  br i1 %323, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond104

for.end102:                                       ; preds = %for.cond100
  br label %for.cond108

for.cond104:                                      ; preds = %for.body105, %for.body101
  %j107 = phi i32 [ 0, %for.body101 ], [ %341, %for.body105 ]
  %324 = icmp slt i32 %j107, 64
  br i1 %324, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %325 = sext i32 %i103 to i64
  %326 = mul nsw i64 %325, 64
  %327 = sext i32 %j107 to i64
  %328 = add nsw i64 %326, %327
  %329 = getelementptr inbounds float, ptr %acc_s, i64 %328
  %330 = load float, ptr %329, align 4
  %331 = sext i32 %i103 to i64
  %332 = getelementptr inbounds float, ptr %m, i64 %331
  %333 = load float, ptr %332, align 4
  %334 = fsub float %330, %333
  %335 = call float @tilec_expf(float %334)
  %336 = sext i32 %i103 to i64
  %337 = mul nsw i64 %336, 64
  %338 = sext i32 %j107 to i64
  %339 = add nsw i64 %337, %338
  %340 = getelementptr inbounds float, ptr %acc_s, i64 %339
  store float %335, ptr %340, align 4
  %341 = add nsw i32 %j107, 1
  br label %for.cond104, !llvm.loop !25

for.end106:                                       ; preds = %for.cond104
  %342 = add nsw i32 %i103, 1
  br label %for.cond100, !llvm.loop !26

for.cond108:                                      ; preds = %for.end114, %for.end102
  %i1111 = phi i32 [ 0, %for.end102 ], [ %360, %for.end114 ]
  %343 = icmp slt i32 %i1111, 64
  br i1 %343, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %344 = sext i32 %i1111 to i64
  %345 = getelementptr inbounds float, ptr %row_sum, i64 %344
  store float 0.000000e+00, ptr %345, align 4
  br label %for.cond112

for.end110:                                       ; preds = %for.cond108
  br label %for.cond116

for.cond112:                                      ; preds = %for.body113, %for.body109
  %red115 = phi i32 [ 0, %for.body109 ], [ %359, %for.body113 ]
  %346 = icmp slt i32 %red115, 64
  br i1 %346, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %347 = sext i32 %i1111 to i64
  %348 = getelementptr inbounds float, ptr %row_sum, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %i1111 to i64
  %351 = mul nsw i64 %350, 64
  %352 = sext i32 %red115 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %acc_s, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fadd float %349, %355
  %357 = sext i32 %i1111 to i64
  %358 = getelementptr inbounds float, ptr %row_sum, i64 %357
  store float %356, ptr %358, align 4
  %359 = add nsw i32 %red115, 1
  br label %for.cond112, !llvm.loop !27

for.end114:                                       ; preds = %for.cond112
  %360 = add nsw i32 %i1111, 1
  br label %for.cond108, !llvm.loop !28

for.cond116:                                      ; preds = %for.body117, %for.end110
  %i119 = phi i32 [ 0, %for.end110 ], [ %381, %for.body117 ]
  %361 = icmp slt i32 %i119, 64
  br i1 %361, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %362 = sext i32 %i119 to i64
  %363 = getelementptr inbounds float, ptr %m_prev, i64 %362
  %364 = load float, ptr %363, align 4
  %365 = sext i32 %i119 to i64
  %366 = getelementptr inbounds float, ptr %m, i64 %365
  %367 = load float, ptr %366, align 4
  %368 = fsub float %364, %367
  %alpha = call float @tilec_expf(float %368)
  %369 = sext i32 %i119 to i64
  %370 = getelementptr inbounds float, ptr %l, i64 %369
  %371 = load float, ptr %370, align 4
  %372 = fmul float %371, %alpha
  %373 = sext i32 %i119 to i64
  %374 = getelementptr inbounds float, ptr %row_sum, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = fadd float %372, %375
  %377 = sext i32 %i119 to i64
  %378 = getelementptr inbounds float, ptr %l, i64 %377
  store float %376, ptr %378, align 4
  %379 = sext i32 %i119 to i64
  %380 = getelementptr inbounds float, ptr %m_prev, i64 %379
  store float %alpha, ptr %380, align 4
  %381 = add nsw i32 %i119, 1
  br label %for.cond116, !llvm.loop !29

for.end118:                                       ; preds = %for.cond116
  br label %for.cond120

for.cond120:                                      ; preds = %for.end127, %for.end118
  %i124 = phi i32 [ 0, %for.end118 ], [ %400, %for.end127 ]
  %382 = icmp slt i32 %i124, 64
  br i1 %382, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  br label %for.cond125

for.end122:                                       ; preds = %for.cond120
  br label %for.cond128

for.cond125:                                      ; preds = %for.body126, %for.body121
  %d = phi i32 [ 0, %for.body121 ], [ %399, %for.body126 ]
  %383 = icmp slt i32 %d, 64
  br i1 %383, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %384 = sext i32 %i124 to i64
  %385 = mul nsw i64 %384, 64
  %386 = sext i32 %d to i64
  %387 = add nsw i64 %385, %386
  %388 = getelementptr inbounds float, ptr %acc_o, i64 %387
  %389 = load float, ptr %388, align 4
  %390 = sext i32 %i124 to i64
  %391 = getelementptr inbounds float, ptr %m_prev, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = fmul float %389, %392
  %394 = sext i32 %i124 to i64
  %395 = mul nsw i64 %394, 64
  %396 = sext i32 %d to i64
  %397 = add nsw i64 %395, %396
  %398 = getelementptr inbounds float, ptr %acc_o, i64 %397
  store float %393, ptr %398, align 4
  %399 = add nsw i32 %d, 1
  br label %for.cond125, !llvm.loop !30

for.end127:                                       ; preds = %for.cond125
  %400 = add nsw i32 %i124, 1
  br label %for.cond120, !llvm.loop !31

for.cond128:                                      ; preds = %for.end134, %for.end122
  %i1131 = phi i32 [ 0, %for.end122 ], [ %420, %for.end134 ]
  %401 = icmp slt i32 %i1131, 64
  br i1 %401, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  br label %for.cond132

for.end130:                                       ; preds = %for.cond128
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %402 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !32

for.cond132:                                      ; preds = %for.body133, %for.body129
  %j1135 = phi i32 [ 0, %for.body129 ], [ %419, %for.body133 ]
  %403 = icmp slt i32 %j1135, 64
  br i1 %403, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %404 = sext i32 %i1131 to i64
  %405 = mul nsw i64 %404, 64
  %406 = sext i32 %j1135 to i64
  %407 = add nsw i64 %405, %406
  %408 = getelementptr inbounds float, ptr %acc_s, i64 %407
  %409 = load float, ptr %408, align 4
  %410 = fptrunc float %409 to half
  %411 = fpext half %410 to float
  %412 = sext i32 %i1131 to i64
  %413 = mul nsw i64 %412, 64
  %414 = sext i32 %j1135 to i64
  %415 = add nsw i64 %413, %414
  %416 = getelementptr inbounds i16, ptr %P_s, i64 %415
  %417 = fptrunc float %411 to half
  %418 = bitcast half %417 to i16
  store i16 %418, ptr %416, align 2
  %419 = add nsw i32 %j1135, 1
  br label %for.cond132, !llvm.loop !33

for.end134:                                       ; preds = %for.cond132
  %420 = add nsw i32 %i1131, 1
  br label %for.cond128, !llvm.loop !34

for.cond136:                                      ; preds = %for.end142, %for.end30
  %i139 = phi i32 [ 0, %for.end30 ], [ %452, %for.end142 ]
  %421 = icmp slt i32 %i139, 64
  br i1 %421, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  br label %for.cond140

for.end138:                                       ; preds = %for.cond136
  %422 = sext i32 %bz to i64
  %423 = add i64 %422, 1
  %424 = sext i32 %BH to i64
  %425 = icmp sle i64 %423, %424
  %426 = mul i32 %bx, 64
  %427 = icmp sle i32 0, %426
  %428 = mul i32 %bx, 64
  %429 = sext i32 %428 to i64
  %430 = add i64 %429, 64
  %431 = sext i32 %S to i64
  %432 = icmp sle i64 %430, %431
  %433 = and i1 %427, %432
  %434 = and i1 %425, %433
  br i1 %434, label %if.then144, label %if.else145

for.cond140:                                      ; preds = %for.body141, %for.body137
  %d143 = phi i32 [ 0, %for.body137 ], [ %451, %for.body141 ]
  %435 = icmp slt i32 %d143, 64
  br i1 %435, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %436 = sext i32 %i139 to i64
  %437 = mul nsw i64 %436, 64
  %438 = sext i32 %d143 to i64
  %439 = add nsw i64 %437, %438
  %440 = getelementptr inbounds float, ptr %acc_o, i64 %439
  %441 = load float, ptr %440, align 4
  %442 = sext i32 %i139 to i64
  %443 = getelementptr inbounds float, ptr %l, i64 %442
  %444 = load float, ptr %443, align 4
  %445 = fdiv float %441, %444
  %446 = sext i32 %i139 to i64
  %447 = mul nsw i64 %446, 64
  %448 = sext i32 %d143 to i64
  %449 = add nsw i64 %447, %448
  %450 = getelementptr inbounds float, ptr %acc_o, i64 %449
  store float %445, ptr %450, align 4
  %451 = add nsw i32 %d143, 1
  br label %for.cond140, !llvm.loop !35

for.end142:                                       ; preds = %for.cond140
  %452 = add nsw i32 %i139, 1
  br label %for.cond136, !llvm.loop !36

if.then144:                                       ; preds = %for.end138
  br label %for.cond147

if.else145:                                       ; preds = %for.end138
  br label %for.cond153

if.end146:                                        ; preds = %for.end155, %for.end149
  ret void

for.cond147:                                      ; preds = %for.end152, %if.then144
  %i2 = phi i32 [ 0, %if.then144 ], [ %477, %for.end152 ]
  %453 = icmp slt i32 %i2, 64
  br i1 %453, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  br label %for.cond150

for.end149:                                       ; preds = %for.cond147
  br label %if.end146

for.cond150:                                      ; preds = %for.body151, %for.body148
  %j2 = phi i32 [ 0, %for.body148 ], [ %476, %for.body151 ]
  %454 = icmp slt i32 %j2, 64
  br i1 %454, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %455 = sext i32 %i2 to i64
  %456 = mul nsw i64 %455, 64
  %457 = sext i32 %j2 to i64
  %458 = add nsw i64 %456, %457
  %459 = getelementptr inbounds float, ptr %acc_o, i64 %458
  %460 = load float, ptr %459, align 4
  %461 = fptrunc float %460 to half
  %462 = fpext half %461 to float
  %463 = sext i32 %bz to i64
  %464 = sext i32 %S to i64
  %465 = mul nsw i64 %463, %464
  %466 = mul i32 %bx, 64
  %467 = add i32 %466, %i2
  %468 = sext i32 %467 to i64
  %469 = add nsw i64 %465, %468
  %470 = mul nsw i64 %469, 64
  %471 = sext i32 %j2 to i64
  %472 = add nsw i64 %470, %471
  %473 = getelementptr inbounds i16, ptr %O, i64 %472
  %474 = fptrunc float %462 to half
  %475 = bitcast half %474 to i16
  store i16 %475, ptr %473, align 2
  %476 = add nsw i32 %j2, 1
  br label %for.cond150, !llvm.loop !37

for.end152:                                       ; preds = %for.cond150
  %477 = add nsw i32 %i2, 1
  br label %for.cond147, !llvm.loop !38

for.cond153:                                      ; preds = %for.end159, %if.else145
  %i2156 = phi i32 [ 0, %if.else145 ], [ %496, %for.end159 ]
  %478 = icmp slt i32 %i2156, 64
  br i1 %478, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  br label %for.cond157

for.end155:                                       ; preds = %for.cond153
  br label %if.end146

for.cond157:                                      ; preds = %if.end163, %for.body154
  %j2160 = phi i32 [ 0, %for.body154 ], [ %518, %if.end163 ]
  %479 = icmp slt i32 %j2160, 64
  br i1 %479, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  %480 = sext i32 %bz to i64
  %481 = sext i32 %BH to i64
  %482 = icmp slt i64 %480, %481
  %483 = mul i32 %bx, 64
  %484 = sext i32 %483 to i64
  %485 = sext i32 %i2156 to i64
  %486 = add i64 %484, %485
  %487 = icmp sle i64 0, %486
  %488 = mul i32 %bx, 64
  %489 = sext i32 %488 to i64
  %490 = sext i32 %i2156 to i64
  %491 = add i64 %489, %490
  %492 = sext i32 %S to i64
  %493 = icmp slt i64 %491, %492
  %494 = and i1 %487, %493
  %495 = and i1 %482, %494
  br i1 %495, label %if.then161, label %if.else162

for.end159:                                       ; preds = %for.cond157
  %496 = add nsw i32 %i2156, 1
  br label %for.cond153, !llvm.loop !39

if.then161:                                       ; preds = %for.body158
  %497 = sext i32 %i2156 to i64
  %498 = mul nsw i64 %497, 64
  %499 = sext i32 %j2160 to i64
  %500 = add nsw i64 %498, %499
  %501 = getelementptr inbounds float, ptr %acc_o, i64 %500
  %502 = load float, ptr %501, align 4
  %503 = fptrunc float %502 to half
  %504 = fpext half %503 to float
  %505 = sext i32 %bz to i64
  %506 = sext i32 %S to i64
  %507 = mul nsw i64 %505, %506
  %508 = mul i32 %bx, 64
  %509 = add i32 %508, %i2156
  %510 = sext i32 %509 to i64
  %511 = add nsw i64 %507, %510
  %512 = mul nsw i64 %511, 64
  %513 = sext i32 %j2160 to i64
  %514 = add nsw i64 %512, %513
  %515 = getelementptr inbounds i16, ptr %O, i64 %514
  %516 = fptrunc float %504 to half
  %517 = bitcast half %516 to i16
  store i16 %517, ptr %515, align 2
  br label %if.end163

if.else162:                                       ; preds = %for.body158
  br label %if.end163

if.end163:                                        ; preds = %if.else162, %if.then161
  %518 = add nsw i32 %j2160, 1
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

; Function Attrs: nounwind
define internal void @flash_attention_swz_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %BH, i32 %S, i32 %bx, i32 %bz) #0 {
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
  %0 = sext i32 %bz to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %BH to i64
  %3 = icmp sle i64 %1, %2
  %4 = mul i32 %bx, 64
  %5 = icmp sle i32 0, %4
  %6 = mul i32 %bx, 64
  %7 = sext i32 %6 to i64
  %8 = add i64 %7, 64
  %9 = sext i32 %S to i64
  %10 = icmp sle i64 %8, %9
  %11 = and i1 %5, %10
  %12 = and i1 %3, %11
  br i1 %12, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i1, 64
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %36, %for.body2 ]
  %14 = icmp slt i32 %j1, 64
  br i1 %14, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %15 = sext i32 %bz to i64
  %16 = sext i32 %S to i64
  %17 = mul nsw i64 %15, %16
  %18 = mul i32 %bx, 64
  %19 = add i32 %18, %i1
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %17, %20
  %22 = mul nsw i64 %21, 64
  %23 = sext i32 %j1 to i64
  %24 = add nsw i64 %22, %23
  %25 = getelementptr inbounds i16, ptr %Q, i64 %24
  %26 = load i16, ptr %25, align 2
  %27 = bitcast i16 %26 to half
  %28 = fpext half %27 to float
  %29 = sext i32 %i1 to i64
  %30 = mul nsw i64 %29, 64
  %31 = sext i32 %j1 to i64
  %32 = add nsw i64 %30, %31
  %33 = getelementptr inbounds i16, ptr %Q_s, i64 %32
  %34 = fptrunc float %28 to half
  %35 = bitcast half %34 to i16
  store i16 %35, ptr %33, align 2
  %36 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !41

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !42

for.cond4:                                        ; preds = %for.end10, %if.else
  %i17 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i17, 64
  br i1 %38, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %79, %sel.end ]
  %39 = icmp slt i32 %j111, 64
  br i1 %39, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %40 = sext i32 %bz to i64
  %41 = sext i32 %BH to i64
  %42 = icmp slt i64 %40, %41
  %43 = mul i32 %bx, 64
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i17 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 64
  %49 = sext i32 %48 to i64
  %50 = sext i32 %i17 to i64
  %51 = add i64 %49, %50
  %52 = sext i32 %S to i64
  %53 = icmp slt i64 %51, %52
  %54 = and i1 %47, %53
  %55 = and i1 %42, %54
  br i1 %55, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %56 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !43

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %bz to i64
  %58 = sext i32 %S to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %bx, 64
  %61 = add i32 %60, %i17
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %59, %62
  %64 = mul nsw i64 %63, 64
  %65 = sext i32 %j111 to i64
  %66 = add nsw i64 %64, %65
  %67 = getelementptr inbounds i16, ptr %Q, i64 %66
  %68 = load i16, ptr %67, align 2
  %69 = bitcast i16 %68 to half
  %70 = fpext half %69 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %71 = phi float [ %70, %sel.then ], [ 0.000000e+00, %sel.else ]
  %72 = sext i32 %i17 to i64
  %73 = mul nsw i64 %72, 64
  %74 = sext i32 %j111 to i64
  %75 = add nsw i64 %73, %74
  %76 = getelementptr inbounds i16, ptr %Q_s, i64 %75
  %77 = fptrunc float %71 to half
  %78 = bitcast half %77 to i16
  store i16 %78, ptr %76, align 2
  %79 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !44

for.cond12:                                       ; preds = %for.end18, %if.end
  %i115 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i115, 64
  br i1 %80, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  br label %for.cond16

for.end14:                                        ; preds = %for.cond12
  br label %for.cond20

for.cond16:                                       ; preds = %for.body17, %for.body13
  %j119 = phi i32 [ 0, %for.body13 ], [ %87, %for.body17 ]
  %81 = icmp slt i32 %j119, 64
  br i1 %81, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %82 = sext i32 %i115 to i64
  %83 = mul nsw i64 %82, 64
  %84 = sext i32 %j119 to i64
  %85 = add nsw i64 %83, %84
  %86 = getelementptr inbounds float, ptr %acc_o, i64 %85
  store float 0.000000e+00, ptr %86, align 4
  %87 = add nsw i32 %j119, 1
  br label %for.cond16, !llvm.loop !45

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i115, 1
  br label %for.cond12, !llvm.loop !46

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i123 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i123, 64
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i123 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i123, 1
  br label %for.cond20, !llvm.loop !47

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i127 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i127, 64
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i127 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i127, 1
  br label %for.cond24, !llvm.loop !48

for.end26:                                        ; preds = %for.cond24
  %97 = sext i32 %S to i64
  %98 = sdiv i64 %97, 64
  %99 = sub i64 0, %97
  %100 = select i1 false, i64 %99, i64 %98
  %101 = srem i64 %97, 64
  %102 = icmp ne i64 %101, 0
  %103 = icmp slt i64 %97, 0
  %104 = icmp eq i1 %103, false
  %105 = and i1 %102, %104
  %106 = zext i1 %105 to i64
  %107 = add i64 %100, %106
  %108 = trunc i64 %107 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end130, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %402, %for.end130 ]
  %109 = icmp slt i32 %kb, %108
  br i1 %109, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %110 = sext i32 %bz to i64
  %111 = add i64 %110, 1
  %112 = sext i32 %BH to i64
  %113 = icmp sle i64 %111, %112
  %114 = mul i32 %kb, 64
  %115 = icmp sle i32 0, %114
  %116 = mul i32 %kb, 64
  %117 = sext i32 %116 to i64
  %118 = add i64 %117, 64
  %119 = sext i32 %S to i64
  %120 = icmp sle i64 %118, %119
  %121 = and i1 %115, %120
  %122 = and i1 %113, %121
  br i1 %122, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond136

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond42

if.end33:                                         ; preds = %for.end44, %for.end36
  %123 = sext i32 %bz to i64
  %124 = add i64 %123, 1
  %125 = sext i32 %BH to i64
  %126 = icmp sle i64 %124, %125
  %127 = mul i32 %kb, 64
  %128 = icmp sle i32 0, %127
  %129 = mul i32 %kb, 64
  %130 = sext i32 %129 to i64
  %131 = add i64 %130, 64
  %132 = sext i32 %S to i64
  %133 = icmp sle i64 %131, %132
  %134 = and i1 %128, %133
  %135 = and i1 %126, %134
  br i1 %135, label %if.then53, label %if.else54

for.cond34:                                       ; preds = %for.end40, %if.then31
  %i137 = phi i32 [ 0, %if.then31 ], [ %160, %for.end40 ]
  %136 = icmp slt i32 %i137, 64
  br i1 %136, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

for.cond38:                                       ; preds = %for.body39, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %159, %for.body39 ]
  %137 = icmp slt i32 %j141, 64
  br i1 %137, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %138 = sext i32 %bz to i64
  %139 = sext i32 %S to i64
  %140 = mul nsw i64 %138, %139
  %141 = mul i32 %kb, 64
  %142 = add i32 %141, %i137
  %143 = sext i32 %142 to i64
  %144 = add nsw i64 %140, %143
  %145 = mul nsw i64 %144, 64
  %146 = sext i32 %j141 to i64
  %147 = add nsw i64 %145, %146
  %148 = getelementptr inbounds i16, ptr %K, i64 %147
  %149 = load i16, ptr %148, align 2
  %150 = bitcast i16 %149 to half
  %151 = fpext half %150 to float
  %152 = sext i32 %i137 to i64
  %153 = mul nsw i64 %152, 64
  %154 = sext i32 %j141 to i64
  %155 = add nsw i64 %153, %154
  %156 = getelementptr inbounds i16, ptr %K_s, i64 %155
  %157 = fptrunc float %151 to half
  %158 = bitcast half %157 to i16
  store i16 %158, ptr %156, align 2
  %159 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !49

for.end40:                                        ; preds = %for.cond38
  %160 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !50

for.cond42:                                       ; preds = %for.end48, %if.else32
  %i145 = phi i32 [ 0, %if.else32 ], [ %179, %for.end48 ]
  %161 = icmp slt i32 %i145, 64
  br i1 %161, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  br label %for.cond46

for.end44:                                        ; preds = %for.cond42
  br label %if.end33

for.cond46:                                       ; preds = %sel.end52, %for.body43
  %j149 = phi i32 [ 0, %for.body43 ], [ %202, %sel.end52 ]
  %162 = icmp slt i32 %j149, 64
  br i1 %162, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %163 = sext i32 %bz to i64
  %164 = sext i32 %BH to i64
  %165 = icmp slt i64 %163, %164
  %166 = mul i32 %kb, 64
  %167 = sext i32 %166 to i64
  %168 = sext i32 %i145 to i64
  %169 = add i64 %167, %168
  %170 = icmp sle i64 0, %169
  %171 = mul i32 %kb, 64
  %172 = sext i32 %171 to i64
  %173 = sext i32 %i145 to i64
  %174 = add i64 %172, %173
  %175 = sext i32 %S to i64
  %176 = icmp slt i64 %174, %175
  %177 = and i1 %170, %176
  %178 = and i1 %165, %177
  br i1 %178, label %sel.then50, label %sel.else51

for.end48:                                        ; preds = %for.cond46
  %179 = add nsw i32 %i145, 1
  br label %for.cond42, !llvm.loop !51

sel.then50:                                       ; preds = %for.body47
  %180 = sext i32 %bz to i64
  %181 = sext i32 %S to i64
  %182 = mul nsw i64 %180, %181
  %183 = mul i32 %kb, 64
  %184 = add i32 %183, %i145
  %185 = sext i32 %184 to i64
  %186 = add nsw i64 %182, %185
  %187 = mul nsw i64 %186, 64
  %188 = sext i32 %j149 to i64
  %189 = add nsw i64 %187, %188
  %190 = getelementptr inbounds i16, ptr %K, i64 %189
  %191 = load i16, ptr %190, align 2
  %192 = bitcast i16 %191 to half
  %193 = fpext half %192 to float
  br label %sel.end52

sel.else51:                                       ; preds = %for.body47
  br label %sel.end52

sel.end52:                                        ; preds = %sel.else51, %sel.then50
  %194 = phi float [ %193, %sel.then50 ], [ 0.000000e+00, %sel.else51 ]
  %195 = sext i32 %i145 to i64
  %196 = mul nsw i64 %195, 64
  %197 = sext i32 %j149 to i64
  %198 = add nsw i64 %196, %197
  %199 = getelementptr inbounds i16, ptr %K_s, i64 %198
  %200 = fptrunc float %194 to half
  %201 = bitcast half %200 to i16
  store i16 %201, ptr %199, align 2
  %202 = add nsw i32 %j149, 1
  br label %for.cond46, !llvm.loop !52

if.then53:                                        ; preds = %if.end33
  br label %for.cond56

if.else54:                                        ; preds = %if.end33
  br label %for.cond64

if.end55:                                         ; preds = %for.end66, %for.end58
  br label %for.cond75

for.cond56:                                       ; preds = %for.end62, %if.then53
  %i159 = phi i32 [ 0, %if.then53 ], [ %227, %for.end62 ]
  %203 = icmp slt i32 %i159, 64
  br i1 %203, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  br label %if.end55

for.cond60:                                       ; preds = %for.body61, %for.body57
  %j163 = phi i32 [ 0, %for.body57 ], [ %226, %for.body61 ]
  %204 = icmp slt i32 %j163, 64
  br i1 %204, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %205 = sext i32 %bz to i64
  %206 = sext i32 %S to i64
  %207 = mul nsw i64 %205, %206
  %208 = mul i32 %kb, 64
  %209 = add i32 %208, %i159
  %210 = sext i32 %209 to i64
  %211 = add nsw i64 %207, %210
  %212 = mul nsw i64 %211, 64
  %213 = sext i32 %j163 to i64
  %214 = add nsw i64 %212, %213
  %215 = getelementptr inbounds i16, ptr %V, i64 %214
  %216 = load i16, ptr %215, align 2
  %217 = bitcast i16 %216 to half
  %218 = fpext half %217 to float
  %219 = sext i32 %i159 to i64
  %220 = mul nsw i64 %219, 64
  %221 = sext i32 %j163 to i64
  %222 = add nsw i64 %220, %221
  %223 = getelementptr inbounds i16, ptr %V_s, i64 %222
  %224 = fptrunc float %218 to half
  %225 = bitcast half %224 to i16
  store i16 %225, ptr %223, align 2
  %226 = add nsw i32 %j163, 1
  br label %for.cond60, !llvm.loop !53

for.end62:                                        ; preds = %for.cond60
  %227 = add nsw i32 %i159, 1
  br label %for.cond56, !llvm.loop !54

for.cond64:                                       ; preds = %for.end70, %if.else54
  %i167 = phi i32 [ 0, %if.else54 ], [ %246, %for.end70 ]
  %228 = icmp slt i32 %i167, 64
  br i1 %228, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  br label %for.cond68

for.end66:                                        ; preds = %for.cond64
  br label %if.end55

for.cond68:                                       ; preds = %sel.end74, %for.body65
  %j171 = phi i32 [ 0, %for.body65 ], [ %269, %sel.end74 ]
  %229 = icmp slt i32 %j171, 64
  br i1 %229, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %230 = sext i32 %bz to i64
  %231 = sext i32 %BH to i64
  %232 = icmp slt i64 %230, %231
  %233 = mul i32 %kb, 64
  %234 = sext i32 %233 to i64
  %235 = sext i32 %i167 to i64
  %236 = add i64 %234, %235
  %237 = icmp sle i64 0, %236
  %238 = mul i32 %kb, 64
  %239 = sext i32 %238 to i64
  %240 = sext i32 %i167 to i64
  %241 = add i64 %239, %240
  %242 = sext i32 %S to i64
  %243 = icmp slt i64 %241, %242
  %244 = and i1 %237, %243
  %245 = and i1 %232, %244
  br i1 %245, label %sel.then72, label %sel.else73

for.end70:                                        ; preds = %for.cond68
  %246 = add nsw i32 %i167, 1
  br label %for.cond64, !llvm.loop !55

sel.then72:                                       ; preds = %for.body69
  %247 = sext i32 %bz to i64
  %248 = sext i32 %S to i64
  %249 = mul nsw i64 %247, %248
  %250 = mul i32 %kb, 64
  %251 = add i32 %250, %i167
  %252 = sext i32 %251 to i64
  %253 = add nsw i64 %249, %252
  %254 = mul nsw i64 %253, 64
  %255 = sext i32 %j171 to i64
  %256 = add nsw i64 %254, %255
  %257 = getelementptr inbounds i16, ptr %V, i64 %256
  %258 = load i16, ptr %257, align 2
  %259 = bitcast i16 %258 to half
  %260 = fpext half %259 to float
  br label %sel.end74

sel.else73:                                       ; preds = %for.body69
  br label %sel.end74

sel.end74:                                        ; preds = %sel.else73, %sel.then72
  %261 = phi float [ %260, %sel.then72 ], [ 0.000000e+00, %sel.else73 ]
  %262 = sext i32 %i167 to i64
  %263 = mul nsw i64 %262, 64
  %264 = sext i32 %j171 to i64
  %265 = add nsw i64 %263, %264
  %266 = getelementptr inbounds i16, ptr %V_s, i64 %265
  %267 = fptrunc float %261 to half
  %268 = bitcast half %267 to i16
  store i16 %268, ptr %266, align 2
  %269 = add nsw i32 %j171, 1
  br label %for.cond68, !llvm.loop !56

for.cond75:                                       ; preds = %for.end81, %if.end55
  %i178 = phi i32 [ 0, %if.end55 ], [ %278, %for.end81 ]
  %270 = icmp slt i32 %i178, 64
  br i1 %270, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond79

for.end77:                                        ; preds = %for.cond75
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond83

for.cond79:                                       ; preds = %for.body80, %for.body76
  %j182 = phi i32 [ 0, %for.body76 ], [ %277, %for.body80 ]
  %271 = icmp slt i32 %j182, 64
  br i1 %271, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %272 = sext i32 %i178 to i64
  %273 = mul nsw i64 %272, 64
  %274 = sext i32 %j182 to i64
  %275 = add nsw i64 %273, %274
  %276 = getelementptr inbounds float, ptr %acc_s, i64 %275
  store float 0.000000e+00, ptr %276, align 4
  %277 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !57

for.end81:                                        ; preds = %for.cond79
  %278 = add nsw i32 %i178, 1
  br label %for.cond75, !llvm.loop !58

for.cond83:                                       ; preds = %for.end88, %for.end77
  %i = phi i32 [ 0, %for.end77 ], [ %299, %for.end88 ]
  %279 = icmp slt i32 %i, 64
  br i1 %279, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  br label %for.cond86

for.end85:                                        ; preds = %for.cond83
  br label %for.cond89

for.cond86:                                       ; preds = %for.body87, %for.body84
  %j = phi i32 [ 0, %for.body84 ], [ %298, %for.body87 ]
  %280 = icmp slt i32 %j, 64
  br i1 %280, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %281 = mul i32 %kb, 64
  %282 = add i32 %281, %j
  %283 = icmp slt i32 %282, %S
  %284 = sext i32 %i to i64
  %285 = mul nsw i64 %284, 64
  %286 = sext i32 %j to i64
  %287 = add nsw i64 %285, %286
  %288 = call i64 @llvm.umin.i64(i64 %287, i64 4095)
  %289 = getelementptr inbounds float, ptr %acc_s, i64 %288
  %290 = load float, ptr %289, align 4
  %291 = fmul float %290, 1.250000e-01
  %292 = select i1 %283, float %291, float 0xFFF0000000000000
  %293 = sext i32 %i to i64
  %294 = mul nsw i64 %293, 64
  %295 = sext i32 %j to i64
  %296 = add nsw i64 %294, %295
  %297 = getelementptr inbounds float, ptr %acc_s, i64 %296
  store float %292, ptr %297, align 4
  %298 = add nsw i32 %j, 1
  br label %for.cond86, !llvm.loop !59

for.end88:                                        ; preds = %for.cond86
  %299 = add nsw i32 %i, 1
  br label %for.cond83, !llvm.loop !60

for.cond89:                                       ; preds = %for.body90, %for.end85
  %i192 = phi i32 [ 0, %for.end85 ], [ %306, %for.body90 ]
  %300 = icmp slt i32 %i192, 64
  br i1 %300, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %301 = sext i32 %i192 to i64
  %302 = getelementptr inbounds float, ptr %m, i64 %301
  %303 = load float, ptr %302, align 4
  %304 = sext i32 %i192 to i64
  %305 = getelementptr inbounds float, ptr %m_prev, i64 %304
  store float %303, ptr %305, align 4
  %306 = add nsw i32 %i192, 1
  br label %for.cond89, !llvm.loop !61

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.end99, %for.end91
  %i196 = phi i32 [ 0, %for.end91 ], [ %322, %for.end99 ]
  %307 = icmp slt i32 %i196, 64
  br i1 %307, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond97

for.end95:                                        ; preds = %for.cond93
  br label %for.cond100

for.cond97:                                       ; preds = %for.body98, %for.body94
  %red = phi i32 [ 0, %for.body94 ], [ %321, %for.body98 ]
  %308 = icmp slt i32 %red, 64
  br i1 %308, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %309 = sext i32 %i196 to i64
  %310 = getelementptr inbounds float, ptr %m, i64 %309
  %311 = load float, ptr %310, align 4
  %312 = sext i32 %i196 to i64
  %313 = mul nsw i64 %312, 64
  %314 = sext i32 %red to i64
  %315 = add nsw i64 %313, %314
  %316 = getelementptr inbounds float, ptr %acc_s, i64 %315
  %317 = load float, ptr %316, align 4
  %318 = call float @llvm.maxnum.f32(float %311, float %317)
  %319 = sext i32 %i196 to i64
  %320 = getelementptr inbounds float, ptr %m, i64 %319
  store float %318, ptr %320, align 4
  %321 = add nsw i32 %red, 1
  br label %for.cond97, !llvm.loop !62

for.end99:                                        ; preds = %for.cond97
  %322 = add nsw i32 %i196, 1
  br label %for.cond93, !llvm.loop !63

for.cond100:                                      ; preds = %for.end106, %for.end95
  %i103 = phi i32 [ 0, %for.end95 ], [ %342, %for.end106 ]
  %323 = icmp slt i32 %i103, 64
  br i1 %323, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond104

for.end102:                                       ; preds = %for.cond100
  br label %for.cond108

for.cond104:                                      ; preds = %for.body105, %for.body101
  %j107 = phi i32 [ 0, %for.body101 ], [ %341, %for.body105 ]
  %324 = icmp slt i32 %j107, 64
  br i1 %324, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %325 = sext i32 %i103 to i64
  %326 = mul nsw i64 %325, 64
  %327 = sext i32 %j107 to i64
  %328 = add nsw i64 %326, %327
  %329 = getelementptr inbounds float, ptr %acc_s, i64 %328
  %330 = load float, ptr %329, align 4
  %331 = sext i32 %i103 to i64
  %332 = getelementptr inbounds float, ptr %m, i64 %331
  %333 = load float, ptr %332, align 4
  %334 = fsub float %330, %333
  %335 = call float @tilec_expf(float %334)
  %336 = sext i32 %i103 to i64
  %337 = mul nsw i64 %336, 64
  %338 = sext i32 %j107 to i64
  %339 = add nsw i64 %337, %338
  %340 = getelementptr inbounds float, ptr %acc_s, i64 %339
  store float %335, ptr %340, align 4
  %341 = add nsw i32 %j107, 1
  br label %for.cond104, !llvm.loop !64

for.end106:                                       ; preds = %for.cond104
  %342 = add nsw i32 %i103, 1
  br label %for.cond100, !llvm.loop !65

for.cond108:                                      ; preds = %for.end114, %for.end102
  %i1111 = phi i32 [ 0, %for.end102 ], [ %360, %for.end114 ]
  %343 = icmp slt i32 %i1111, 64
  br i1 %343, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %344 = sext i32 %i1111 to i64
  %345 = getelementptr inbounds float, ptr %row_sum, i64 %344
  store float 0.000000e+00, ptr %345, align 4
  br label %for.cond112

for.end110:                                       ; preds = %for.cond108
  br label %for.cond116

for.cond112:                                      ; preds = %for.body113, %for.body109
  %red115 = phi i32 [ 0, %for.body109 ], [ %359, %for.body113 ]
  %346 = icmp slt i32 %red115, 64
  br i1 %346, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %347 = sext i32 %i1111 to i64
  %348 = getelementptr inbounds float, ptr %row_sum, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %i1111 to i64
  %351 = mul nsw i64 %350, 64
  %352 = sext i32 %red115 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %acc_s, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fadd float %349, %355
  %357 = sext i32 %i1111 to i64
  %358 = getelementptr inbounds float, ptr %row_sum, i64 %357
  store float %356, ptr %358, align 4
  %359 = add nsw i32 %red115, 1
  br label %for.cond112, !llvm.loop !66

for.end114:                                       ; preds = %for.cond112
  %360 = add nsw i32 %i1111, 1
  br label %for.cond108, !llvm.loop !67

for.cond116:                                      ; preds = %for.body117, %for.end110
  %i119 = phi i32 [ 0, %for.end110 ], [ %381, %for.body117 ]
  %361 = icmp slt i32 %i119, 64
  br i1 %361, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %362 = sext i32 %i119 to i64
  %363 = getelementptr inbounds float, ptr %m_prev, i64 %362
  %364 = load float, ptr %363, align 4
  %365 = sext i32 %i119 to i64
  %366 = getelementptr inbounds float, ptr %m, i64 %365
  %367 = load float, ptr %366, align 4
  %368 = fsub float %364, %367
  %alpha = call float @tilec_expf(float %368)
  %369 = sext i32 %i119 to i64
  %370 = getelementptr inbounds float, ptr %l, i64 %369
  %371 = load float, ptr %370, align 4
  %372 = fmul float %371, %alpha
  %373 = sext i32 %i119 to i64
  %374 = getelementptr inbounds float, ptr %row_sum, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = fadd float %372, %375
  %377 = sext i32 %i119 to i64
  %378 = getelementptr inbounds float, ptr %l, i64 %377
  store float %376, ptr %378, align 4
  %379 = sext i32 %i119 to i64
  %380 = getelementptr inbounds float, ptr %m_prev, i64 %379
  store float %alpha, ptr %380, align 4
  %381 = add nsw i32 %i119, 1
  br label %for.cond116, !llvm.loop !68

for.end118:                                       ; preds = %for.cond116
  br label %for.cond120

for.cond120:                                      ; preds = %for.end127, %for.end118
  %i124 = phi i32 [ 0, %for.end118 ], [ %400, %for.end127 ]
  %382 = icmp slt i32 %i124, 64
  br i1 %382, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  br label %for.cond125

for.end122:                                       ; preds = %for.cond120
  br label %for.cond128

for.cond125:                                      ; preds = %for.body126, %for.body121
  %d = phi i32 [ 0, %for.body121 ], [ %399, %for.body126 ]
  %383 = icmp slt i32 %d, 64
  br i1 %383, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %384 = sext i32 %i124 to i64
  %385 = mul nsw i64 %384, 64
  %386 = sext i32 %d to i64
  %387 = add nsw i64 %385, %386
  %388 = getelementptr inbounds float, ptr %acc_o, i64 %387
  %389 = load float, ptr %388, align 4
  %390 = sext i32 %i124 to i64
  %391 = getelementptr inbounds float, ptr %m_prev, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = fmul float %389, %392
  %394 = sext i32 %i124 to i64
  %395 = mul nsw i64 %394, 64
  %396 = sext i32 %d to i64
  %397 = add nsw i64 %395, %396
  %398 = getelementptr inbounds float, ptr %acc_o, i64 %397
  store float %393, ptr %398, align 4
  %399 = add nsw i32 %d, 1
  br label %for.cond125, !llvm.loop !69

for.end127:                                       ; preds = %for.cond125
  %400 = add nsw i32 %i124, 1
  br label %for.cond120, !llvm.loop !70

for.cond128:                                      ; preds = %for.end134, %for.end122
  %i1131 = phi i32 [ 0, %for.end122 ], [ %420, %for.end134 ]
  %401 = icmp slt i32 %i1131, 64
  br i1 %401, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  br label %for.cond132

for.end130:                                       ; preds = %for.cond128
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %402 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !71

for.cond132:                                      ; preds = %for.body133, %for.body129
  %j1135 = phi i32 [ 0, %for.body129 ], [ %419, %for.body133 ]
  %403 = icmp slt i32 %j1135, 64
  br i1 %403, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %404 = sext i32 %i1131 to i64
  %405 = mul nsw i64 %404, 64
  %406 = sext i32 %j1135 to i64
  %407 = add nsw i64 %405, %406
  %408 = getelementptr inbounds float, ptr %acc_s, i64 %407
  %409 = load float, ptr %408, align 4
  %410 = fptrunc float %409 to half
  %411 = fpext half %410 to float
  %412 = sext i32 %i1131 to i64
  %413 = mul nsw i64 %412, 64
  %414 = sext i32 %j1135 to i64
  %415 = add nsw i64 %413, %414
  %416 = getelementptr inbounds i16, ptr %P_s, i64 %415
  %417 = fptrunc float %411 to half
  %418 = bitcast half %417 to i16
  store i16 %418, ptr %416, align 2
  %419 = add nsw i32 %j1135, 1
  br label %for.cond132, !llvm.loop !72

for.end134:                                       ; preds = %for.cond132
  %420 = add nsw i32 %i1131, 1
  br label %for.cond128, !llvm.loop !73

for.cond136:                                      ; preds = %for.end142, %for.end30
  %i139 = phi i32 [ 0, %for.end30 ], [ %452, %for.end142 ]
  %421 = icmp slt i32 %i139, 64
  br i1 %421, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  br label %for.cond140

for.end138:                                       ; preds = %for.cond136
  %422 = sext i32 %bz to i64
  %423 = add i64 %422, 1
  %424 = sext i32 %BH to i64
  %425 = icmp sle i64 %423, %424
  %426 = mul i32 %bx, 64
  %427 = icmp sle i32 0, %426
  %428 = mul i32 %bx, 64
  %429 = sext i32 %428 to i64
  %430 = add i64 %429, 64
  %431 = sext i32 %S to i64
  %432 = icmp sle i64 %430, %431
  %433 = and i1 %427, %432
  %434 = and i1 %425, %433
  br i1 %434, label %if.then144, label %if.else145

for.cond140:                                      ; preds = %for.body141, %for.body137
  %d143 = phi i32 [ 0, %for.body137 ], [ %451, %for.body141 ]
  %435 = icmp slt i32 %d143, 64
  br i1 %435, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %436 = sext i32 %i139 to i64
  %437 = mul nsw i64 %436, 64
  %438 = sext i32 %d143 to i64
  %439 = add nsw i64 %437, %438
  %440 = getelementptr inbounds float, ptr %acc_o, i64 %439
  %441 = load float, ptr %440, align 4
  %442 = sext i32 %i139 to i64
  %443 = getelementptr inbounds float, ptr %l, i64 %442
  %444 = load float, ptr %443, align 4
  %445 = fdiv float %441, %444
  %446 = sext i32 %i139 to i64
  %447 = mul nsw i64 %446, 64
  %448 = sext i32 %d143 to i64
  %449 = add nsw i64 %447, %448
  %450 = getelementptr inbounds float, ptr %acc_o, i64 %449
  store float %445, ptr %450, align 4
  %451 = add nsw i32 %d143, 1
  br label %for.cond140, !llvm.loop !74

for.end142:                                       ; preds = %for.cond140
  %452 = add nsw i32 %i139, 1
  br label %for.cond136, !llvm.loop !75

if.then144:                                       ; preds = %for.end138
  br label %for.cond147

if.else145:                                       ; preds = %for.end138
  br label %for.cond153

if.end146:                                        ; preds = %for.end155, %for.end149
  ret void

for.cond147:                                      ; preds = %for.end152, %if.then144
  %i2 = phi i32 [ 0, %if.then144 ], [ %477, %for.end152 ]
  %453 = icmp slt i32 %i2, 64
  br i1 %453, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  br label %for.cond150

for.end149:                                       ; preds = %for.cond147
  br label %if.end146

for.cond150:                                      ; preds = %for.body151, %for.body148
  %j2 = phi i32 [ 0, %for.body148 ], [ %476, %for.body151 ]
  %454 = icmp slt i32 %j2, 64
  br i1 %454, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %455 = sext i32 %i2 to i64
  %456 = mul nsw i64 %455, 64
  %457 = sext i32 %j2 to i64
  %458 = add nsw i64 %456, %457
  %459 = getelementptr inbounds float, ptr %acc_o, i64 %458
  %460 = load float, ptr %459, align 4
  %461 = fptrunc float %460 to half
  %462 = fpext half %461 to float
  %463 = sext i32 %bz to i64
  %464 = sext i32 %S to i64
  %465 = mul nsw i64 %463, %464
  %466 = mul i32 %bx, 64
  %467 = add i32 %466, %i2
  %468 = sext i32 %467 to i64
  %469 = add nsw i64 %465, %468
  %470 = mul nsw i64 %469, 64
  %471 = sext i32 %j2 to i64
  %472 = add nsw i64 %470, %471
  %473 = getelementptr inbounds i16, ptr %O, i64 %472
  %474 = fptrunc float %462 to half
  %475 = bitcast half %474 to i16
  store i16 %475, ptr %473, align 2
  %476 = add nsw i32 %j2, 1
  br label %for.cond150, !llvm.loop !76

for.end152:                                       ; preds = %for.cond150
  %477 = add nsw i32 %i2, 1
  br label %for.cond147, !llvm.loop !77

for.cond153:                                      ; preds = %for.end159, %if.else145
  %i2156 = phi i32 [ 0, %if.else145 ], [ %496, %for.end159 ]
  %478 = icmp slt i32 %i2156, 64
  br i1 %478, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  br label %for.cond157

for.end155:                                       ; preds = %for.cond153
  br label %if.end146

for.cond157:                                      ; preds = %if.end163, %for.body154
  %j2160 = phi i32 [ 0, %for.body154 ], [ %518, %if.end163 ]
  %479 = icmp slt i32 %j2160, 64
  br i1 %479, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  %480 = sext i32 %bz to i64
  %481 = sext i32 %BH to i64
  %482 = icmp slt i64 %480, %481
  %483 = mul i32 %bx, 64
  %484 = sext i32 %483 to i64
  %485 = sext i32 %i2156 to i64
  %486 = add i64 %484, %485
  %487 = icmp sle i64 0, %486
  %488 = mul i32 %bx, 64
  %489 = sext i32 %488 to i64
  %490 = sext i32 %i2156 to i64
  %491 = add i64 %489, %490
  %492 = sext i32 %S to i64
  %493 = icmp slt i64 %491, %492
  %494 = and i1 %487, %493
  %495 = and i1 %482, %494
  br i1 %495, label %if.then161, label %if.else162

for.end159:                                       ; preds = %for.cond157
  %496 = add nsw i32 %i2156, 1
  br label %for.cond153, !llvm.loop !78

if.then161:                                       ; preds = %for.body158
  %497 = sext i32 %i2156 to i64
  %498 = mul nsw i64 %497, 64
  %499 = sext i32 %j2160 to i64
  %500 = add nsw i64 %498, %499
  %501 = getelementptr inbounds float, ptr %acc_o, i64 %500
  %502 = load float, ptr %501, align 4
  %503 = fptrunc float %502 to half
  %504 = fpext half %503 to float
  %505 = sext i32 %bz to i64
  %506 = sext i32 %S to i64
  %507 = mul nsw i64 %505, %506
  %508 = mul i32 %bx, 64
  %509 = add i32 %508, %i2156
  %510 = sext i32 %509 to i64
  %511 = add nsw i64 %507, %510
  %512 = mul nsw i64 %511, 64
  %513 = sext i32 %j2160 to i64
  %514 = add nsw i64 %512, %513
  %515 = getelementptr inbounds i16, ptr %O, i64 %514
  %516 = fptrunc float %504 to half
  %517 = bitcast half %516 to i16
  store i16 %517, ptr %515, align 2
  br label %if.end163

if.else162:                                       ; preds = %for.body158
  br label %if.end163

if.end163:                                        ; preds = %if.else162, %if.then161
  %518 = add nsw i32 %j2160, 1
  br label %for.cond157, !llvm.loop !79
}

; Function Attrs: nounwind
define internal void @flash_attention_swz_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %ctx, i32 0, i32 6
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
  call void @flash_attention_swz_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_flash_attention_swz(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_flash_attention_swz, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %BH = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %a, i32 0, i32 4
  store i32 %BH, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %S = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %a, i32 0, i32 5
  store i32 %S, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_flash_attention_swz, ptr %a, i32 0, i32 6
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
  %45 = call i32 @tilec_rt_run_blocks(i64 %44, i32 %nworkers, ptr @flash_attention_swz_task, ptr %a)
  ret i32 %45

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %BH, i32 %S, i32 %bx, i32 %bz) #0 {
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
  %0 = sext i32 %bz to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %BH to i64
  %3 = icmp sle i64 %1, %2
  %4 = mul i32 %bx, 64
  %5 = icmp sle i32 0, %4
  %6 = mul i32 %bx, 64
  %7 = sext i32 %6 to i64
  %8 = add i64 %7, 64
  %9 = sext i32 %S to i64
  %10 = icmp sle i64 %8, %9
  %11 = and i1 %5, %10
  %12 = and i1 %3, %11
  br i1 %12, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i1, 64
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %36, %for.body2 ]
  %14 = icmp slt i32 %j1, 64
  br i1 %14, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %15 = sext i32 %bz to i64
  %16 = sext i32 %S to i64
  %17 = mul nsw i64 %15, %16
  %18 = mul i32 %bx, 64
  %19 = add i32 %18, %i1
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %17, %20
  %22 = mul nsw i64 %21, 64
  %23 = sext i32 %j1 to i64
  %24 = add nsw i64 %22, %23
  %25 = getelementptr inbounds i16, ptr %Q, i64 %24
  %26 = load i16, ptr %25, align 2
  %27 = bitcast i16 %26 to half
  %28 = fpext half %27 to float
  %29 = sext i32 %i1 to i64
  %30 = mul nsw i64 %29, 64
  %31 = sext i32 %j1 to i64
  %32 = add nsw i64 %30, %31
  %33 = getelementptr inbounds i16, ptr %Q_s, i64 %32
  %34 = fptrunc float %28 to half
  %35 = bitcast half %34 to i16
  store i16 %35, ptr %33, align 2
  %36 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !80

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !81

for.cond4:                                        ; preds = %for.end10, %if.else
  %i17 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i17, 64
  br i1 %38, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %79, %sel.end ]
  %39 = icmp slt i32 %j111, 64
  br i1 %39, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %40 = sext i32 %bz to i64
  %41 = sext i32 %BH to i64
  %42 = icmp slt i64 %40, %41
  %43 = mul i32 %bx, 64
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i17 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 64
  %49 = sext i32 %48 to i64
  %50 = sext i32 %i17 to i64
  %51 = add i64 %49, %50
  %52 = sext i32 %S to i64
  %53 = icmp slt i64 %51, %52
  %54 = and i1 %47, %53
  %55 = and i1 %42, %54
  br i1 %55, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %56 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !82

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %bz to i64
  %58 = sext i32 %S to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %bx, 64
  %61 = add i32 %60, %i17
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %59, %62
  %64 = mul nsw i64 %63, 64
  %65 = sext i32 %j111 to i64
  %66 = add nsw i64 %64, %65
  %67 = getelementptr inbounds i16, ptr %Q, i64 %66
  %68 = load i16, ptr %67, align 2
  %69 = bitcast i16 %68 to half
  %70 = fpext half %69 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %71 = phi float [ %70, %sel.then ], [ 0.000000e+00, %sel.else ]
  %72 = sext i32 %i17 to i64
  %73 = mul nsw i64 %72, 64
  %74 = sext i32 %j111 to i64
  %75 = add nsw i64 %73, %74
  %76 = getelementptr inbounds i16, ptr %Q_s, i64 %75
  %77 = fptrunc float %71 to half
  %78 = bitcast half %77 to i16
  store i16 %78, ptr %76, align 2
  %79 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !83

for.cond12:                                       ; preds = %for.end18, %if.end
  %i115 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i115, 64
  br i1 %80, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  br label %for.cond16

for.end14:                                        ; preds = %for.cond12
  br label %for.cond20

for.cond16:                                       ; preds = %for.body17, %for.body13
  %j119 = phi i32 [ 0, %for.body13 ], [ %87, %for.body17 ]
  %81 = icmp slt i32 %j119, 64
  br i1 %81, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %82 = sext i32 %i115 to i64
  %83 = mul nsw i64 %82, 64
  %84 = sext i32 %j119 to i64
  %85 = add nsw i64 %83, %84
  %86 = getelementptr inbounds float, ptr %acc_o, i64 %85
  store float 0.000000e+00, ptr %86, align 4
  %87 = add nsw i32 %j119, 1
  br label %for.cond16, !llvm.loop !84

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i115, 1
  br label %for.cond12, !llvm.loop !85

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i123 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i123, 64
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i123 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i123, 1
  br label %for.cond20, !llvm.loop !86

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i127 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i127, 64
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i127 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i127, 1
  br label %for.cond24, !llvm.loop !87

for.end26:                                        ; preds = %for.cond24
  %97 = sext i32 %S to i64
  %98 = sdiv i64 %97, 64
  %99 = sub i64 0, %97
  %100 = select i1 false, i64 %99, i64 %98
  %101 = srem i64 %97, 64
  %102 = icmp ne i64 %101, 0
  %103 = icmp slt i64 %97, 0
  %104 = icmp eq i1 %103, false
  %105 = and i1 %102, %104
  %106 = zext i1 %105 to i64
  %107 = add i64 %100, %106
  %108 = trunc i64 %107 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end130, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %402, %for.end130 ]
  %109 = icmp slt i32 %kb, %108
  br i1 %109, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %110 = sext i32 %bz to i64
  %111 = add i64 %110, 1
  %112 = sext i32 %BH to i64
  %113 = icmp sle i64 %111, %112
  %114 = mul i32 %kb, 64
  %115 = icmp sle i32 0, %114
  %116 = mul i32 %kb, 64
  %117 = sext i32 %116 to i64
  %118 = add i64 %117, 64
  %119 = sext i32 %S to i64
  %120 = icmp sle i64 %118, %119
  %121 = and i1 %115, %120
  %122 = and i1 %113, %121
  br i1 %122, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond136

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond42

if.end33:                                         ; preds = %for.end44, %for.end36
  %123 = sext i32 %bz to i64
  %124 = add i64 %123, 1
  %125 = sext i32 %BH to i64
  %126 = icmp sle i64 %124, %125
  %127 = mul i32 %kb, 64
  %128 = icmp sle i32 0, %127
  %129 = mul i32 %kb, 64
  %130 = sext i32 %129 to i64
  %131 = add i64 %130, 64
  %132 = sext i32 %S to i64
  %133 = icmp sle i64 %131, %132
  %134 = and i1 %128, %133
  %135 = and i1 %126, %134
  br i1 %135, label %if.then53, label %if.else54

for.cond34:                                       ; preds = %for.end40, %if.then31
  %i137 = phi i32 [ 0, %if.then31 ], [ %160, %for.end40 ]
  %136 = icmp slt i32 %i137, 64
  br i1 %136, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

for.cond38:                                       ; preds = %for.body39, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %159, %for.body39 ]
  %137 = icmp slt i32 %j141, 64
  br i1 %137, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %138 = sext i32 %bz to i64
  %139 = sext i32 %S to i64
  %140 = mul nsw i64 %138, %139
  %141 = mul i32 %kb, 64
  %142 = add i32 %141, %i137
  %143 = sext i32 %142 to i64
  %144 = add nsw i64 %140, %143
  %145 = mul nsw i64 %144, 64
  %146 = sext i32 %j141 to i64
  %147 = add nsw i64 %145, %146
  %148 = getelementptr inbounds i16, ptr %K, i64 %147
  %149 = load i16, ptr %148, align 2
  %150 = bitcast i16 %149 to half
  %151 = fpext half %150 to float
  %152 = sext i32 %i137 to i64
  %153 = mul nsw i64 %152, 64
  %154 = sext i32 %j141 to i64
  %155 = add nsw i64 %153, %154
  %156 = getelementptr inbounds i16, ptr %K_s, i64 %155
  %157 = fptrunc float %151 to half
  %158 = bitcast half %157 to i16
  store i16 %158, ptr %156, align 2
  %159 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !88

for.end40:                                        ; preds = %for.cond38
  %160 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !89

for.cond42:                                       ; preds = %for.end48, %if.else32
  %i145 = phi i32 [ 0, %if.else32 ], [ %179, %for.end48 ]
  %161 = icmp slt i32 %i145, 64
  br i1 %161, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  br label %for.cond46

for.end44:                                        ; preds = %for.cond42
  br label %if.end33

for.cond46:                                       ; preds = %sel.end52, %for.body43
  %j149 = phi i32 [ 0, %for.body43 ], [ %202, %sel.end52 ]
  %162 = icmp slt i32 %j149, 64
  br i1 %162, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %163 = sext i32 %bz to i64
  %164 = sext i32 %BH to i64
  %165 = icmp slt i64 %163, %164
  %166 = mul i32 %kb, 64
  %167 = sext i32 %166 to i64
  %168 = sext i32 %i145 to i64
  %169 = add i64 %167, %168
  %170 = icmp sle i64 0, %169
  %171 = mul i32 %kb, 64
  %172 = sext i32 %171 to i64
  %173 = sext i32 %i145 to i64
  %174 = add i64 %172, %173
  %175 = sext i32 %S to i64
  %176 = icmp slt i64 %174, %175
  %177 = and i1 %170, %176
  %178 = and i1 %165, %177
  br i1 %178, label %sel.then50, label %sel.else51

for.end48:                                        ; preds = %for.cond46
  %179 = add nsw i32 %i145, 1
  br label %for.cond42, !llvm.loop !90

sel.then50:                                       ; preds = %for.body47
  %180 = sext i32 %bz to i64
  %181 = sext i32 %S to i64
  %182 = mul nsw i64 %180, %181
  %183 = mul i32 %kb, 64
  %184 = add i32 %183, %i145
  %185 = sext i32 %184 to i64
  %186 = add nsw i64 %182, %185
  %187 = mul nsw i64 %186, 64
  %188 = sext i32 %j149 to i64
  %189 = add nsw i64 %187, %188
  %190 = getelementptr inbounds i16, ptr %K, i64 %189
  %191 = load i16, ptr %190, align 2
  %192 = bitcast i16 %191 to half
  %193 = fpext half %192 to float
  br label %sel.end52

sel.else51:                                       ; preds = %for.body47
  br label %sel.end52

sel.end52:                                        ; preds = %sel.else51, %sel.then50
  %194 = phi float [ %193, %sel.then50 ], [ 0.000000e+00, %sel.else51 ]
  %195 = sext i32 %i145 to i64
  %196 = mul nsw i64 %195, 64
  %197 = sext i32 %j149 to i64
  %198 = add nsw i64 %196, %197
  %199 = getelementptr inbounds i16, ptr %K_s, i64 %198
  %200 = fptrunc float %194 to half
  %201 = bitcast half %200 to i16
  store i16 %201, ptr %199, align 2
  %202 = add nsw i32 %j149, 1
  br label %for.cond46, !llvm.loop !91

if.then53:                                        ; preds = %if.end33
  br label %for.cond56

if.else54:                                        ; preds = %if.end33
  br label %for.cond64

if.end55:                                         ; preds = %for.end66, %for.end58
  br label %for.cond75

for.cond56:                                       ; preds = %for.end62, %if.then53
  %i159 = phi i32 [ 0, %if.then53 ], [ %227, %for.end62 ]
  %203 = icmp slt i32 %i159, 64
  br i1 %203, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  br label %if.end55

for.cond60:                                       ; preds = %for.body61, %for.body57
  %j163 = phi i32 [ 0, %for.body57 ], [ %226, %for.body61 ]
  %204 = icmp slt i32 %j163, 64
  br i1 %204, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %205 = sext i32 %bz to i64
  %206 = sext i32 %S to i64
  %207 = mul nsw i64 %205, %206
  %208 = mul i32 %kb, 64
  %209 = add i32 %208, %i159
  %210 = sext i32 %209 to i64
  %211 = add nsw i64 %207, %210
  %212 = mul nsw i64 %211, 64
  %213 = sext i32 %j163 to i64
  %214 = add nsw i64 %212, %213
  %215 = getelementptr inbounds i16, ptr %V, i64 %214
  %216 = load i16, ptr %215, align 2
  %217 = bitcast i16 %216 to half
  %218 = fpext half %217 to float
  %219 = sext i32 %i159 to i64
  %220 = mul nsw i64 %219, 64
  %221 = sext i32 %j163 to i64
  %222 = add nsw i64 %220, %221
  %223 = getelementptr inbounds i16, ptr %V_s, i64 %222
  %224 = fptrunc float %218 to half
  %225 = bitcast half %224 to i16
  store i16 %225, ptr %223, align 2
  %226 = add nsw i32 %j163, 1
  br label %for.cond60, !llvm.loop !92

for.end62:                                        ; preds = %for.cond60
  %227 = add nsw i32 %i159, 1
  br label %for.cond56, !llvm.loop !93

for.cond64:                                       ; preds = %for.end70, %if.else54
  %i167 = phi i32 [ 0, %if.else54 ], [ %246, %for.end70 ]
  %228 = icmp slt i32 %i167, 64
  br i1 %228, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  br label %for.cond68

for.end66:                                        ; preds = %for.cond64
  br label %if.end55

for.cond68:                                       ; preds = %sel.end74, %for.body65
  %j171 = phi i32 [ 0, %for.body65 ], [ %269, %sel.end74 ]
  %229 = icmp slt i32 %j171, 64
  br i1 %229, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %230 = sext i32 %bz to i64
  %231 = sext i32 %BH to i64
  %232 = icmp slt i64 %230, %231
  %233 = mul i32 %kb, 64
  %234 = sext i32 %233 to i64
  %235 = sext i32 %i167 to i64
  %236 = add i64 %234, %235
  %237 = icmp sle i64 0, %236
  %238 = mul i32 %kb, 64
  %239 = sext i32 %238 to i64
  %240 = sext i32 %i167 to i64
  %241 = add i64 %239, %240
  %242 = sext i32 %S to i64
  %243 = icmp slt i64 %241, %242
  %244 = and i1 %237, %243
  %245 = and i1 %232, %244
  br i1 %245, label %sel.then72, label %sel.else73

for.end70:                                        ; preds = %for.cond68
  %246 = add nsw i32 %i167, 1
  br label %for.cond64, !llvm.loop !94

sel.then72:                                       ; preds = %for.body69
  %247 = sext i32 %bz to i64
  %248 = sext i32 %S to i64
  %249 = mul nsw i64 %247, %248
  %250 = mul i32 %kb, 64
  %251 = add i32 %250, %i167
  %252 = sext i32 %251 to i64
  %253 = add nsw i64 %249, %252
  %254 = mul nsw i64 %253, 64
  %255 = sext i32 %j171 to i64
  %256 = add nsw i64 %254, %255
  %257 = getelementptr inbounds i16, ptr %V, i64 %256
  %258 = load i16, ptr %257, align 2
  %259 = bitcast i16 %258 to half
  %260 = fpext half %259 to float
  br label %sel.end74

sel.else73:                                       ; preds = %for.body69
  br label %sel.end74

sel.end74:                                        ; preds = %sel.else73, %sel.then72
  %261 = phi float [ %260, %sel.then72 ], [ 0.000000e+00, %sel.else73 ]
  %262 = sext i32 %i167 to i64
  %263 = mul nsw i64 %262, 64
  %264 = sext i32 %j171 to i64
  %265 = add nsw i64 %263, %264
  %266 = getelementptr inbounds i16, ptr %V_s, i64 %265
  %267 = fptrunc float %261 to half
  %268 = bitcast half %267 to i16
  store i16 %268, ptr %266, align 2
  %269 = add nsw i32 %j171, 1
  br label %for.cond68, !llvm.loop !95

for.cond75:                                       ; preds = %for.end81, %if.end55
  %i178 = phi i32 [ 0, %if.end55 ], [ %278, %for.end81 ]
  %270 = icmp slt i32 %i178, 64
  br i1 %270, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond79

for.end77:                                        ; preds = %for.cond75
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond83

for.cond79:                                       ; preds = %for.body80, %for.body76
  %j182 = phi i32 [ 0, %for.body76 ], [ %277, %for.body80 ]
  %271 = icmp slt i32 %j182, 64
  br i1 %271, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %272 = sext i32 %i178 to i64
  %273 = mul nsw i64 %272, 64
  %274 = sext i32 %j182 to i64
  %275 = add nsw i64 %273, %274
  %276 = getelementptr inbounds float, ptr %acc_s, i64 %275
  store float 0.000000e+00, ptr %276, align 4
  %277 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !96

for.end81:                                        ; preds = %for.cond79
  %278 = add nsw i32 %i178, 1
  br label %for.cond75, !llvm.loop !97

for.cond83:                                       ; preds = %for.end88, %for.end77
  %i = phi i32 [ 0, %for.end77 ], [ %299, %for.end88 ]
  %279 = icmp slt i32 %i, 64
  br i1 %279, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  br label %for.cond86

for.end85:                                        ; preds = %for.cond83
  br label %for.cond89

for.cond86:                                       ; preds = %for.body87, %for.body84
  %j = phi i32 [ 0, %for.body84 ], [ %298, %for.body87 ]
  %280 = icmp slt i32 %j, 64
  br i1 %280, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %281 = mul i32 %kb, 64
  %282 = add i32 %281, %j
  %283 = icmp slt i32 %282, %S
  %284 = sext i32 %i to i64
  %285 = mul nsw i64 %284, 64
  %286 = sext i32 %j to i64
  %287 = add nsw i64 %285, %286
  %288 = call i64 @llvm.umin.i64(i64 %287, i64 4095)
  %289 = getelementptr inbounds float, ptr %acc_s, i64 %288
  %290 = load float, ptr %289, align 4
  %291 = fmul float %290, 1.250000e-01
  %292 = select i1 %283, float %291, float 0xFFF0000000000000
  %293 = sext i32 %i to i64
  %294 = mul nsw i64 %293, 64
  %295 = sext i32 %j to i64
  %296 = add nsw i64 %294, %295
  %297 = getelementptr inbounds float, ptr %acc_s, i64 %296
  store float %292, ptr %297, align 4
  %298 = add nsw i32 %j, 1
  br label %for.cond86, !llvm.loop !98

for.end88:                                        ; preds = %for.cond86
  %299 = add nsw i32 %i, 1
  br label %for.cond83, !llvm.loop !99

for.cond89:                                       ; preds = %for.body90, %for.end85
  %i192 = phi i32 [ 0, %for.end85 ], [ %306, %for.body90 ]
  %300 = icmp slt i32 %i192, 64
  br i1 %300, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %301 = sext i32 %i192 to i64
  %302 = getelementptr inbounds float, ptr %m, i64 %301
  %303 = load float, ptr %302, align 4
  %304 = sext i32 %i192 to i64
  %305 = getelementptr inbounds float, ptr %m_prev, i64 %304
  store float %303, ptr %305, align 4
  %306 = add nsw i32 %i192, 1
  br label %for.cond89, !llvm.loop !100

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.end99, %for.end91
  %i196 = phi i32 [ 0, %for.end91 ], [ %322, %for.end99 ]
  %307 = icmp slt i32 %i196, 64
  br i1 %307, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond97

for.end95:                                        ; preds = %for.cond93
  br label %for.cond100

for.cond97:                                       ; preds = %for.body98, %for.body94
  %red = phi i32 [ 0, %for.body94 ], [ %321, %for.body98 ]
  %308 = icmp slt i32 %red, 64
  br i1 %308, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %309 = sext i32 %i196 to i64
  %310 = getelementptr inbounds float, ptr %m, i64 %309
  %311 = load float, ptr %310, align 4
  %312 = sext i32 %i196 to i64
  %313 = mul nsw i64 %312, 64
  %314 = sext i32 %red to i64
  %315 = add nsw i64 %313, %314
  %316 = getelementptr inbounds float, ptr %acc_s, i64 %315
  %317 = load float, ptr %316, align 4
  %318 = call float @llvm.maxnum.f32(float %311, float %317)
  %319 = sext i32 %i196 to i64
  %320 = getelementptr inbounds float, ptr %m, i64 %319
  store float %318, ptr %320, align 4
  %321 = add nsw i32 %red, 1
  br label %for.cond97, !llvm.loop !101

for.end99:                                        ; preds = %for.cond97
  %322 = add nsw i32 %i196, 1
  br label %for.cond93, !llvm.loop !102

for.cond100:                                      ; preds = %for.end106, %for.end95
  %i103 = phi i32 [ 0, %for.end95 ], [ %342, %for.end106 ]
  %323 = icmp slt i32 %i103, 64
  br i1 %323, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond104

for.end102:                                       ; preds = %for.cond100
  br label %for.cond108

for.cond104:                                      ; preds = %for.body105, %for.body101
  %j107 = phi i32 [ 0, %for.body101 ], [ %341, %for.body105 ]
  %324 = icmp slt i32 %j107, 64
  br i1 %324, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %325 = sext i32 %i103 to i64
  %326 = mul nsw i64 %325, 64
  %327 = sext i32 %j107 to i64
  %328 = add nsw i64 %326, %327
  %329 = getelementptr inbounds float, ptr %acc_s, i64 %328
  %330 = load float, ptr %329, align 4
  %331 = sext i32 %i103 to i64
  %332 = getelementptr inbounds float, ptr %m, i64 %331
  %333 = load float, ptr %332, align 4
  %334 = fsub float %330, %333
  %335 = call float @tilec_expf(float %334)
  %336 = sext i32 %i103 to i64
  %337 = mul nsw i64 %336, 64
  %338 = sext i32 %j107 to i64
  %339 = add nsw i64 %337, %338
  %340 = getelementptr inbounds float, ptr %acc_s, i64 %339
  store float %335, ptr %340, align 4
  %341 = add nsw i32 %j107, 1
  br label %for.cond104, !llvm.loop !103

for.end106:                                       ; preds = %for.cond104
  %342 = add nsw i32 %i103, 1
  br label %for.cond100, !llvm.loop !104

for.cond108:                                      ; preds = %for.end114, %for.end102
  %i1111 = phi i32 [ 0, %for.end102 ], [ %360, %for.end114 ]
  %343 = icmp slt i32 %i1111, 64
  br i1 %343, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %344 = sext i32 %i1111 to i64
  %345 = getelementptr inbounds float, ptr %row_sum, i64 %344
  store float 0.000000e+00, ptr %345, align 4
  br label %for.cond112

for.end110:                                       ; preds = %for.cond108
  br label %for.cond116

for.cond112:                                      ; preds = %for.body113, %for.body109
  %red115 = phi i32 [ 0, %for.body109 ], [ %359, %for.body113 ]
  %346 = icmp slt i32 %red115, 64
  br i1 %346, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %347 = sext i32 %i1111 to i64
  %348 = getelementptr inbounds float, ptr %row_sum, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %i1111 to i64
  %351 = mul nsw i64 %350, 64
  %352 = sext i32 %red115 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %acc_s, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fadd float %349, %355
  %357 = sext i32 %i1111 to i64
  %358 = getelementptr inbounds float, ptr %row_sum, i64 %357
  store float %356, ptr %358, align 4
  %359 = add nsw i32 %red115, 1
  br label %for.cond112, !llvm.loop !105

for.end114:                                       ; preds = %for.cond112
  %360 = add nsw i32 %i1111, 1
  br label %for.cond108, !llvm.loop !106

for.cond116:                                      ; preds = %for.body117, %for.end110
  %i119 = phi i32 [ 0, %for.end110 ], [ %381, %for.body117 ]
  %361 = icmp slt i32 %i119, 64
  br i1 %361, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %362 = sext i32 %i119 to i64
  %363 = getelementptr inbounds float, ptr %m_prev, i64 %362
  %364 = load float, ptr %363, align 4
  %365 = sext i32 %i119 to i64
  %366 = getelementptr inbounds float, ptr %m, i64 %365
  %367 = load float, ptr %366, align 4
  %368 = fsub float %364, %367
  %alpha = call float @tilec_expf(float %368)
  %369 = sext i32 %i119 to i64
  %370 = getelementptr inbounds float, ptr %l, i64 %369
  %371 = load float, ptr %370, align 4
  %372 = fmul float %371, %alpha
  %373 = sext i32 %i119 to i64
  %374 = getelementptr inbounds float, ptr %row_sum, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = fadd float %372, %375
  %377 = sext i32 %i119 to i64
  %378 = getelementptr inbounds float, ptr %l, i64 %377
  store float %376, ptr %378, align 4
  %379 = sext i32 %i119 to i64
  %380 = getelementptr inbounds float, ptr %m_prev, i64 %379
  store float %alpha, ptr %380, align 4
  %381 = add nsw i32 %i119, 1
  br label %for.cond116, !llvm.loop !107

for.end118:                                       ; preds = %for.cond116
  br label %for.cond120

for.cond120:                                      ; preds = %for.end127, %for.end118
  %i124 = phi i32 [ 0, %for.end118 ], [ %400, %for.end127 ]
  %382 = icmp slt i32 %i124, 64
  br i1 %382, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  br label %for.cond125

for.end122:                                       ; preds = %for.cond120
  br label %for.cond128

for.cond125:                                      ; preds = %for.body126, %for.body121
  %d = phi i32 [ 0, %for.body121 ], [ %399, %for.body126 ]
  %383 = icmp slt i32 %d, 64
  br i1 %383, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %384 = sext i32 %i124 to i64
  %385 = mul nsw i64 %384, 64
  %386 = sext i32 %d to i64
  %387 = add nsw i64 %385, %386
  %388 = getelementptr inbounds float, ptr %acc_o, i64 %387
  %389 = load float, ptr %388, align 4
  %390 = sext i32 %i124 to i64
  %391 = getelementptr inbounds float, ptr %m_prev, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = fmul float %389, %392
  %394 = sext i32 %i124 to i64
  %395 = mul nsw i64 %394, 64
  %396 = sext i32 %d to i64
  %397 = add nsw i64 %395, %396
  %398 = getelementptr inbounds float, ptr %acc_o, i64 %397
  store float %393, ptr %398, align 4
  %399 = add nsw i32 %d, 1
  br label %for.cond125, !llvm.loop !108

for.end127:                                       ; preds = %for.cond125
  %400 = add nsw i32 %i124, 1
  br label %for.cond120, !llvm.loop !109

for.cond128:                                      ; preds = %for.end134, %for.end122
  %i1131 = phi i32 [ 0, %for.end122 ], [ %420, %for.end134 ]
  %401 = icmp slt i32 %i1131, 64
  br i1 %401, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  br label %for.cond132

for.end130:                                       ; preds = %for.cond128
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %402 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !110

for.cond132:                                      ; preds = %for.body133, %for.body129
  %j1135 = phi i32 [ 0, %for.body129 ], [ %419, %for.body133 ]
  %403 = icmp slt i32 %j1135, 64
  br i1 %403, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %404 = sext i32 %i1131 to i64
  %405 = mul nsw i64 %404, 64
  %406 = sext i32 %j1135 to i64
  %407 = add nsw i64 %405, %406
  %408 = getelementptr inbounds float, ptr %acc_s, i64 %407
  %409 = load float, ptr %408, align 4
  %410 = fptrunc float %409 to half
  %411 = fpext half %410 to float
  %412 = sext i32 %i1131 to i64
  %413 = mul nsw i64 %412, 64
  %414 = sext i32 %j1135 to i64
  %415 = add nsw i64 %413, %414
  %416 = getelementptr inbounds i16, ptr %P_s, i64 %415
  %417 = fptrunc float %411 to half
  %418 = bitcast half %417 to i16
  store i16 %418, ptr %416, align 2
  %419 = add nsw i32 %j1135, 1
  br label %for.cond132, !llvm.loop !111

for.end134:                                       ; preds = %for.cond132
  %420 = add nsw i32 %i1131, 1
  br label %for.cond128, !llvm.loop !112

for.cond136:                                      ; preds = %for.end142, %for.end30
  %i139 = phi i32 [ 0, %for.end30 ], [ %452, %for.end142 ]
  %421 = icmp slt i32 %i139, 64
  br i1 %421, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  br label %for.cond140

for.end138:                                       ; preds = %for.cond136
  %422 = sext i32 %bz to i64
  %423 = add i64 %422, 1
  %424 = sext i32 %BH to i64
  %425 = icmp sle i64 %423, %424
  %426 = mul i32 %bx, 64
  %427 = icmp sle i32 0, %426
  %428 = mul i32 %bx, 64
  %429 = sext i32 %428 to i64
  %430 = add i64 %429, 64
  %431 = sext i32 %S to i64
  %432 = icmp sle i64 %430, %431
  %433 = and i1 %427, %432
  %434 = and i1 %425, %433
  br i1 %434, label %if.then144, label %if.else145

for.cond140:                                      ; preds = %for.body141, %for.body137
  %d143 = phi i32 [ 0, %for.body137 ], [ %451, %for.body141 ]
  %435 = icmp slt i32 %d143, 64
  br i1 %435, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %436 = sext i32 %i139 to i64
  %437 = mul nsw i64 %436, 64
  %438 = sext i32 %d143 to i64
  %439 = add nsw i64 %437, %438
  %440 = getelementptr inbounds float, ptr %acc_o, i64 %439
  %441 = load float, ptr %440, align 4
  %442 = sext i32 %i139 to i64
  %443 = getelementptr inbounds float, ptr %l, i64 %442
  %444 = load float, ptr %443, align 4
  %445 = fdiv float %441, %444
  %446 = sext i32 %i139 to i64
  %447 = mul nsw i64 %446, 64
  %448 = sext i32 %d143 to i64
  %449 = add nsw i64 %447, %448
  %450 = getelementptr inbounds float, ptr %acc_o, i64 %449
  store float %445, ptr %450, align 4
  %451 = add nsw i32 %d143, 1
  br label %for.cond140, !llvm.loop !113

for.end142:                                       ; preds = %for.cond140
  %452 = add nsw i32 %i139, 1
  br label %for.cond136, !llvm.loop !114

if.then144:                                       ; preds = %for.end138
  br label %for.cond147

if.else145:                                       ; preds = %for.end138
  br label %for.cond153

if.end146:                                        ; preds = %for.end155, %for.end149
  ret void

for.cond147:                                      ; preds = %for.end152, %if.then144
  %i2 = phi i32 [ 0, %if.then144 ], [ %477, %for.end152 ]
  %453 = icmp slt i32 %i2, 64
  br i1 %453, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  br label %for.cond150

for.end149:                                       ; preds = %for.cond147
  br label %if.end146

for.cond150:                                      ; preds = %for.body151, %for.body148
  %j2 = phi i32 [ 0, %for.body148 ], [ %476, %for.body151 ]
  %454 = icmp slt i32 %j2, 64
  br i1 %454, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %455 = sext i32 %i2 to i64
  %456 = mul nsw i64 %455, 64
  %457 = sext i32 %j2 to i64
  %458 = add nsw i64 %456, %457
  %459 = getelementptr inbounds float, ptr %acc_o, i64 %458
  %460 = load float, ptr %459, align 4
  %461 = fptrunc float %460 to half
  %462 = fpext half %461 to float
  %463 = sext i32 %bz to i64
  %464 = sext i32 %S to i64
  %465 = mul nsw i64 %463, %464
  %466 = mul i32 %bx, 64
  %467 = add i32 %466, %i2
  %468 = sext i32 %467 to i64
  %469 = add nsw i64 %465, %468
  %470 = mul nsw i64 %469, 64
  %471 = sext i32 %j2 to i64
  %472 = add nsw i64 %470, %471
  %473 = getelementptr inbounds i16, ptr %O, i64 %472
  %474 = fptrunc float %462 to half
  %475 = bitcast half %474 to i16
  store i16 %475, ptr %473, align 2
  %476 = add nsw i32 %j2, 1
  br label %for.cond150, !llvm.loop !115

for.end152:                                       ; preds = %for.cond150
  %477 = add nsw i32 %i2, 1
  br label %for.cond147, !llvm.loop !116

for.cond153:                                      ; preds = %for.end159, %if.else145
  %i2156 = phi i32 [ 0, %if.else145 ], [ %496, %for.end159 ]
  %478 = icmp slt i32 %i2156, 64
  br i1 %478, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  br label %for.cond157

for.end155:                                       ; preds = %for.cond153
  br label %if.end146

for.cond157:                                      ; preds = %if.end163, %for.body154
  %j2160 = phi i32 [ 0, %for.body154 ], [ %518, %if.end163 ]
  %479 = icmp slt i32 %j2160, 64
  br i1 %479, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  %480 = sext i32 %bz to i64
  %481 = sext i32 %BH to i64
  %482 = icmp slt i64 %480, %481
  %483 = mul i32 %bx, 64
  %484 = sext i32 %483 to i64
  %485 = sext i32 %i2156 to i64
  %486 = add i64 %484, %485
  %487 = icmp sle i64 0, %486
  %488 = mul i32 %bx, 64
  %489 = sext i32 %488 to i64
  %490 = sext i32 %i2156 to i64
  %491 = add i64 %489, %490
  %492 = sext i32 %S to i64
  %493 = icmp slt i64 %491, %492
  %494 = and i1 %487, %493
  %495 = and i1 %482, %494
  br i1 %495, label %if.then161, label %if.else162

for.end159:                                       ; preds = %for.cond157
  %496 = add nsw i32 %i2156, 1
  br label %for.cond153, !llvm.loop !117

if.then161:                                       ; preds = %for.body158
  %497 = sext i32 %i2156 to i64
  %498 = mul nsw i64 %497, 64
  %499 = sext i32 %j2160 to i64
  %500 = add nsw i64 %498, %499
  %501 = getelementptr inbounds float, ptr %acc_o, i64 %500
  %502 = load float, ptr %501, align 4
  %503 = fptrunc float %502 to half
  %504 = fpext half %503 to float
  %505 = sext i32 %bz to i64
  %506 = sext i32 %S to i64
  %507 = mul nsw i64 %505, %506
  %508 = mul i32 %bx, 64
  %509 = add i32 %508, %i2156
  %510 = sext i32 %509 to i64
  %511 = add nsw i64 %507, %510
  %512 = mul nsw i64 %511, 64
  %513 = sext i32 %j2160 to i64
  %514 = add nsw i64 %512, %513
  %515 = getelementptr inbounds i16, ptr %O, i64 %514
  %516 = fptrunc float %504 to half
  %517 = bitcast half %516 to i16
  store i16 %517, ptr %515, align 2
  br label %if.end163

if.else162:                                       ; preds = %for.body158
  br label %if.end163

if.end163:                                        ; preds = %if.else162, %if.then161
  %518 = add nsw i32 %j2160, 1
  br label %for.cond157, !llvm.loop !118
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %ctx, i32 0, i32 6
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
  call void @flash_attention_rows_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_flash_attention_rows(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_flash_attention_rows, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %BH = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %a, i32 0, i32 4
  store i32 %BH, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %S = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %a, i32 0, i32 5
  store i32 %S, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_flash_attention_rows, ptr %a, i32 0, i32 6
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
  %45 = call i32 @tilec_rt_run_blocks(i64 %44, i32 %nworkers, ptr @flash_attention_rows_task, ptr %a)
  ret i32 %45

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_preg_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %BH, i32 %S, i32 %bx, i32 %bz) #0 {
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
  %0 = sext i32 %bz to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %BH to i64
  %3 = icmp sle i64 %1, %2
  %4 = mul i32 %bx, 64
  %5 = icmp sle i32 0, %4
  %6 = mul i32 %bx, 64
  %7 = sext i32 %6 to i64
  %8 = add i64 %7, 64
  %9 = sext i32 %S to i64
  %10 = icmp sle i64 %8, %9
  %11 = and i1 %5, %10
  %12 = and i1 %3, %11
  br i1 %12, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i1, 64
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %36, %for.body2 ]
  %14 = icmp slt i32 %j1, 64
  br i1 %14, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %15 = sext i32 %bz to i64
  %16 = sext i32 %S to i64
  %17 = mul nsw i64 %15, %16
  %18 = mul i32 %bx, 64
  %19 = add i32 %18, %i1
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %17, %20
  %22 = mul nsw i64 %21, 64
  %23 = sext i32 %j1 to i64
  %24 = add nsw i64 %22, %23
  %25 = getelementptr inbounds i16, ptr %Q, i64 %24
  %26 = load i16, ptr %25, align 2
  %27 = bitcast i16 %26 to half
  %28 = fpext half %27 to float
  %29 = sext i32 %i1 to i64
  %30 = mul nsw i64 %29, 64
  %31 = sext i32 %j1 to i64
  %32 = add nsw i64 %30, %31
  %33 = getelementptr inbounds i16, ptr %Q_s, i64 %32
  %34 = fptrunc float %28 to half
  %35 = bitcast half %34 to i16
  store i16 %35, ptr %33, align 2
  %36 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !119

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !120

for.cond4:                                        ; preds = %for.end10, %if.else
  %i17 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i17, 64
  br i1 %38, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %79, %sel.end ]
  %39 = icmp slt i32 %j111, 64
  br i1 %39, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %40 = sext i32 %bz to i64
  %41 = sext i32 %BH to i64
  %42 = icmp slt i64 %40, %41
  %43 = mul i32 %bx, 64
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i17 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 64
  %49 = sext i32 %48 to i64
  %50 = sext i32 %i17 to i64
  %51 = add i64 %49, %50
  %52 = sext i32 %S to i64
  %53 = icmp slt i64 %51, %52
  %54 = and i1 %47, %53
  %55 = and i1 %42, %54
  br i1 %55, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %56 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !121

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %bz to i64
  %58 = sext i32 %S to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %bx, 64
  %61 = add i32 %60, %i17
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %59, %62
  %64 = mul nsw i64 %63, 64
  %65 = sext i32 %j111 to i64
  %66 = add nsw i64 %64, %65
  %67 = getelementptr inbounds i16, ptr %Q, i64 %66
  %68 = load i16, ptr %67, align 2
  %69 = bitcast i16 %68 to half
  %70 = fpext half %69 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %71 = phi float [ %70, %sel.then ], [ 0.000000e+00, %sel.else ]
  %72 = sext i32 %i17 to i64
  %73 = mul nsw i64 %72, 64
  %74 = sext i32 %j111 to i64
  %75 = add nsw i64 %73, %74
  %76 = getelementptr inbounds i16, ptr %Q_s, i64 %75
  %77 = fptrunc float %71 to half
  %78 = bitcast half %77 to i16
  store i16 %78, ptr %76, align 2
  %79 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !122

for.cond12:                                       ; preds = %for.end18, %if.end
  %i115 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i115, 64
  br i1 %80, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  br label %for.cond16

for.end14:                                        ; preds = %for.cond12
  br label %for.cond20

for.cond16:                                       ; preds = %for.body17, %for.body13
  %j119 = phi i32 [ 0, %for.body13 ], [ %87, %for.body17 ]
  %81 = icmp slt i32 %j119, 64
  br i1 %81, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %82 = sext i32 %i115 to i64
  %83 = mul nsw i64 %82, 64
  %84 = sext i32 %j119 to i64
  %85 = add nsw i64 %83, %84
  %86 = getelementptr inbounds float, ptr %acc_o, i64 %85
  store float 0.000000e+00, ptr %86, align 4
  %87 = add nsw i32 %j119, 1
  br label %for.cond16, !llvm.loop !123

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i115, 1
  br label %for.cond12, !llvm.loop !124

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i123 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i123, 64
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i123 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i123, 1
  br label %for.cond20, !llvm.loop !125

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i127 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i127, 64
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i127 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i127, 1
  br label %for.cond24, !llvm.loop !126

for.end26:                                        ; preds = %for.cond24
  %97 = sext i32 %S to i64
  %98 = sdiv i64 %97, 64
  %99 = sub i64 0, %97
  %100 = select i1 false, i64 %99, i64 %98
  %101 = srem i64 %97, 64
  %102 = icmp ne i64 %101, 0
  %103 = icmp slt i64 %97, 0
  %104 = icmp eq i1 %103, false
  %105 = and i1 %102, %104
  %106 = zext i1 %105 to i64
  %107 = add i64 %100, %106
  %108 = trunc i64 %107 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end130, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %402, %for.end130 ]
  %109 = icmp slt i32 %kb, %108
  br i1 %109, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %110 = sext i32 %bz to i64
  %111 = add i64 %110, 1
  %112 = sext i32 %BH to i64
  %113 = icmp sle i64 %111, %112
  %114 = mul i32 %kb, 64
  %115 = icmp sle i32 0, %114
  %116 = mul i32 %kb, 64
  %117 = sext i32 %116 to i64
  %118 = add i64 %117, 64
  %119 = sext i32 %S to i64
  %120 = icmp sle i64 %118, %119
  %121 = and i1 %115, %120
  %122 = and i1 %113, %121
  br i1 %122, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond136

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond42

if.end33:                                         ; preds = %for.end44, %for.end36
  %123 = sext i32 %bz to i64
  %124 = add i64 %123, 1
  %125 = sext i32 %BH to i64
  %126 = icmp sle i64 %124, %125
  %127 = mul i32 %kb, 64
  %128 = icmp sle i32 0, %127
  %129 = mul i32 %kb, 64
  %130 = sext i32 %129 to i64
  %131 = add i64 %130, 64
  %132 = sext i32 %S to i64
  %133 = icmp sle i64 %131, %132
  %134 = and i1 %128, %133
  %135 = and i1 %126, %134
  br i1 %135, label %if.then53, label %if.else54

for.cond34:                                       ; preds = %for.end40, %if.then31
  %i137 = phi i32 [ 0, %if.then31 ], [ %160, %for.end40 ]
  %136 = icmp slt i32 %i137, 64
  br i1 %136, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

for.cond38:                                       ; preds = %for.body39, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %159, %for.body39 ]
  %137 = icmp slt i32 %j141, 64
  br i1 %137, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %138 = sext i32 %bz to i64
  %139 = sext i32 %S to i64
  %140 = mul nsw i64 %138, %139
  %141 = mul i32 %kb, 64
  %142 = add i32 %141, %i137
  %143 = sext i32 %142 to i64
  %144 = add nsw i64 %140, %143
  %145 = mul nsw i64 %144, 64
  %146 = sext i32 %j141 to i64
  %147 = add nsw i64 %145, %146
  %148 = getelementptr inbounds i16, ptr %K, i64 %147
  %149 = load i16, ptr %148, align 2
  %150 = bitcast i16 %149 to half
  %151 = fpext half %150 to float
  %152 = sext i32 %i137 to i64
  %153 = mul nsw i64 %152, 64
  %154 = sext i32 %j141 to i64
  %155 = add nsw i64 %153, %154
  %156 = getelementptr inbounds i16, ptr %K_s, i64 %155
  %157 = fptrunc float %151 to half
  %158 = bitcast half %157 to i16
  store i16 %158, ptr %156, align 2
  %159 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !127

for.end40:                                        ; preds = %for.cond38
  %160 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !128

for.cond42:                                       ; preds = %for.end48, %if.else32
  %i145 = phi i32 [ 0, %if.else32 ], [ %179, %for.end48 ]
  %161 = icmp slt i32 %i145, 64
  br i1 %161, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  br label %for.cond46

for.end44:                                        ; preds = %for.cond42
  br label %if.end33

for.cond46:                                       ; preds = %sel.end52, %for.body43
  %j149 = phi i32 [ 0, %for.body43 ], [ %202, %sel.end52 ]
  %162 = icmp slt i32 %j149, 64
  br i1 %162, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %163 = sext i32 %bz to i64
  %164 = sext i32 %BH to i64
  %165 = icmp slt i64 %163, %164
  %166 = mul i32 %kb, 64
  %167 = sext i32 %166 to i64
  %168 = sext i32 %i145 to i64
  %169 = add i64 %167, %168
  %170 = icmp sle i64 0, %169
  %171 = mul i32 %kb, 64
  %172 = sext i32 %171 to i64
  %173 = sext i32 %i145 to i64
  %174 = add i64 %172, %173
  %175 = sext i32 %S to i64
  %176 = icmp slt i64 %174, %175
  %177 = and i1 %170, %176
  %178 = and i1 %165, %177
  br i1 %178, label %sel.then50, label %sel.else51

for.end48:                                        ; preds = %for.cond46
  %179 = add nsw i32 %i145, 1
  br label %for.cond42, !llvm.loop !129

sel.then50:                                       ; preds = %for.body47
  %180 = sext i32 %bz to i64
  %181 = sext i32 %S to i64
  %182 = mul nsw i64 %180, %181
  %183 = mul i32 %kb, 64
  %184 = add i32 %183, %i145
  %185 = sext i32 %184 to i64
  %186 = add nsw i64 %182, %185
  %187 = mul nsw i64 %186, 64
  %188 = sext i32 %j149 to i64
  %189 = add nsw i64 %187, %188
  %190 = getelementptr inbounds i16, ptr %K, i64 %189
  %191 = load i16, ptr %190, align 2
  %192 = bitcast i16 %191 to half
  %193 = fpext half %192 to float
  br label %sel.end52

sel.else51:                                       ; preds = %for.body47
  br label %sel.end52

sel.end52:                                        ; preds = %sel.else51, %sel.then50
  %194 = phi float [ %193, %sel.then50 ], [ 0.000000e+00, %sel.else51 ]
  %195 = sext i32 %i145 to i64
  %196 = mul nsw i64 %195, 64
  %197 = sext i32 %j149 to i64
  %198 = add nsw i64 %196, %197
  %199 = getelementptr inbounds i16, ptr %K_s, i64 %198
  %200 = fptrunc float %194 to half
  %201 = bitcast half %200 to i16
  store i16 %201, ptr %199, align 2
  %202 = add nsw i32 %j149, 1
  br label %for.cond46, !llvm.loop !130

if.then53:                                        ; preds = %if.end33
  br label %for.cond56

if.else54:                                        ; preds = %if.end33
  br label %for.cond64

if.end55:                                         ; preds = %for.end66, %for.end58
  br label %for.cond75

for.cond56:                                       ; preds = %for.end62, %if.then53
  %i159 = phi i32 [ 0, %if.then53 ], [ %227, %for.end62 ]
  %203 = icmp slt i32 %i159, 64
  br i1 %203, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  br label %if.end55

for.cond60:                                       ; preds = %for.body61, %for.body57
  %j163 = phi i32 [ 0, %for.body57 ], [ %226, %for.body61 ]
  %204 = icmp slt i32 %j163, 64
  br i1 %204, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %205 = sext i32 %bz to i64
  %206 = sext i32 %S to i64
  %207 = mul nsw i64 %205, %206
  %208 = mul i32 %kb, 64
  %209 = add i32 %208, %i159
  %210 = sext i32 %209 to i64
  %211 = add nsw i64 %207, %210
  %212 = mul nsw i64 %211, 64
  %213 = sext i32 %j163 to i64
  %214 = add nsw i64 %212, %213
  %215 = getelementptr inbounds i16, ptr %V, i64 %214
  %216 = load i16, ptr %215, align 2
  %217 = bitcast i16 %216 to half
  %218 = fpext half %217 to float
  %219 = sext i32 %i159 to i64
  %220 = mul nsw i64 %219, 64
  %221 = sext i32 %j163 to i64
  %222 = add nsw i64 %220, %221
  %223 = getelementptr inbounds i16, ptr %V_s, i64 %222
  %224 = fptrunc float %218 to half
  %225 = bitcast half %224 to i16
  store i16 %225, ptr %223, align 2
  %226 = add nsw i32 %j163, 1
  br label %for.cond60, !llvm.loop !131

for.end62:                                        ; preds = %for.cond60
  %227 = add nsw i32 %i159, 1
  br label %for.cond56, !llvm.loop !132

for.cond64:                                       ; preds = %for.end70, %if.else54
  %i167 = phi i32 [ 0, %if.else54 ], [ %246, %for.end70 ]
  %228 = icmp slt i32 %i167, 64
  br i1 %228, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  br label %for.cond68

for.end66:                                        ; preds = %for.cond64
  br label %if.end55

for.cond68:                                       ; preds = %sel.end74, %for.body65
  %j171 = phi i32 [ 0, %for.body65 ], [ %269, %sel.end74 ]
  %229 = icmp slt i32 %j171, 64
  br i1 %229, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %230 = sext i32 %bz to i64
  %231 = sext i32 %BH to i64
  %232 = icmp slt i64 %230, %231
  %233 = mul i32 %kb, 64
  %234 = sext i32 %233 to i64
  %235 = sext i32 %i167 to i64
  %236 = add i64 %234, %235
  %237 = icmp sle i64 0, %236
  %238 = mul i32 %kb, 64
  %239 = sext i32 %238 to i64
  %240 = sext i32 %i167 to i64
  %241 = add i64 %239, %240
  %242 = sext i32 %S to i64
  %243 = icmp slt i64 %241, %242
  %244 = and i1 %237, %243
  %245 = and i1 %232, %244
  br i1 %245, label %sel.then72, label %sel.else73

for.end70:                                        ; preds = %for.cond68
  %246 = add nsw i32 %i167, 1
  br label %for.cond64, !llvm.loop !133

sel.then72:                                       ; preds = %for.body69
  %247 = sext i32 %bz to i64
  %248 = sext i32 %S to i64
  %249 = mul nsw i64 %247, %248
  %250 = mul i32 %kb, 64
  %251 = add i32 %250, %i167
  %252 = sext i32 %251 to i64
  %253 = add nsw i64 %249, %252
  %254 = mul nsw i64 %253, 64
  %255 = sext i32 %j171 to i64
  %256 = add nsw i64 %254, %255
  %257 = getelementptr inbounds i16, ptr %V, i64 %256
  %258 = load i16, ptr %257, align 2
  %259 = bitcast i16 %258 to half
  %260 = fpext half %259 to float
  br label %sel.end74

sel.else73:                                       ; preds = %for.body69
  br label %sel.end74

sel.end74:                                        ; preds = %sel.else73, %sel.then72
  %261 = phi float [ %260, %sel.then72 ], [ 0.000000e+00, %sel.else73 ]
  %262 = sext i32 %i167 to i64
  %263 = mul nsw i64 %262, 64
  %264 = sext i32 %j171 to i64
  %265 = add nsw i64 %263, %264
  %266 = getelementptr inbounds i16, ptr %V_s, i64 %265
  %267 = fptrunc float %261 to half
  %268 = bitcast half %267 to i16
  store i16 %268, ptr %266, align 2
  %269 = add nsw i32 %j171, 1
  br label %for.cond68, !llvm.loop !134

for.cond75:                                       ; preds = %for.end81, %if.end55
  %i178 = phi i32 [ 0, %if.end55 ], [ %278, %for.end81 ]
  %270 = icmp slt i32 %i178, 64
  br i1 %270, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond79

for.end77:                                        ; preds = %for.cond75
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond83

for.cond79:                                       ; preds = %for.body80, %for.body76
  %j182 = phi i32 [ 0, %for.body76 ], [ %277, %for.body80 ]
  %271 = icmp slt i32 %j182, 64
  br i1 %271, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %272 = sext i32 %i178 to i64
  %273 = mul nsw i64 %272, 64
  %274 = sext i32 %j182 to i64
  %275 = add nsw i64 %273, %274
  %276 = getelementptr inbounds float, ptr %acc_s, i64 %275
  store float 0.000000e+00, ptr %276, align 4
  %277 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !135

for.end81:                                        ; preds = %for.cond79
  %278 = add nsw i32 %i178, 1
  br label %for.cond75, !llvm.loop !136

for.cond83:                                       ; preds = %for.end88, %for.end77
  %i = phi i32 [ 0, %for.end77 ], [ %299, %for.end88 ]
  %279 = icmp slt i32 %i, 64
  br i1 %279, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  br label %for.cond86

for.end85:                                        ; preds = %for.cond83
  br label %for.cond89

for.cond86:                                       ; preds = %for.body87, %for.body84
  %j = phi i32 [ 0, %for.body84 ], [ %298, %for.body87 ]
  %280 = icmp slt i32 %j, 64
  br i1 %280, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %281 = mul i32 %kb, 64
  %282 = add i32 %281, %j
  %283 = icmp slt i32 %282, %S
  %284 = sext i32 %i to i64
  %285 = mul nsw i64 %284, 64
  %286 = sext i32 %j to i64
  %287 = add nsw i64 %285, %286
  %288 = call i64 @llvm.umin.i64(i64 %287, i64 4095)
  %289 = getelementptr inbounds float, ptr %acc_s, i64 %288
  %290 = load float, ptr %289, align 4
  %291 = fmul float %290, 1.250000e-01
  %292 = select i1 %283, float %291, float 0xFFF0000000000000
  %293 = sext i32 %i to i64
  %294 = mul nsw i64 %293, 64
  %295 = sext i32 %j to i64
  %296 = add nsw i64 %294, %295
  %297 = getelementptr inbounds float, ptr %acc_s, i64 %296
  store float %292, ptr %297, align 4
  %298 = add nsw i32 %j, 1
  br label %for.cond86, !llvm.loop !137

for.end88:                                        ; preds = %for.cond86
  %299 = add nsw i32 %i, 1
  br label %for.cond83, !llvm.loop !138

for.cond89:                                       ; preds = %for.body90, %for.end85
  %i192 = phi i32 [ 0, %for.end85 ], [ %306, %for.body90 ]
  %300 = icmp slt i32 %i192, 64
  br i1 %300, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %301 = sext i32 %i192 to i64
  %302 = getelementptr inbounds float, ptr %m, i64 %301
  %303 = load float, ptr %302, align 4
  %304 = sext i32 %i192 to i64
  %305 = getelementptr inbounds float, ptr %m_prev, i64 %304
  store float %303, ptr %305, align 4
  %306 = add nsw i32 %i192, 1
  br label %for.cond89, !llvm.loop !139

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.end99, %for.end91
  %i196 = phi i32 [ 0, %for.end91 ], [ %322, %for.end99 ]
  %307 = icmp slt i32 %i196, 64
  br i1 %307, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond97

for.end95:                                        ; preds = %for.cond93
  br label %for.cond100

for.cond97:                                       ; preds = %for.body98, %for.body94
  %red = phi i32 [ 0, %for.body94 ], [ %321, %for.body98 ]
  %308 = icmp slt i32 %red, 64
  br i1 %308, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %309 = sext i32 %i196 to i64
  %310 = getelementptr inbounds float, ptr %m, i64 %309
  %311 = load float, ptr %310, align 4
  %312 = sext i32 %i196 to i64
  %313 = mul nsw i64 %312, 64
  %314 = sext i32 %red to i64
  %315 = add nsw i64 %313, %314
  %316 = getelementptr inbounds float, ptr %acc_s, i64 %315
  %317 = load float, ptr %316, align 4
  %318 = call float @llvm.maxnum.f32(float %311, float %317)
  %319 = sext i32 %i196 to i64
  %320 = getelementptr inbounds float, ptr %m, i64 %319
  store float %318, ptr %320, align 4
  %321 = add nsw i32 %red, 1
  br label %for.cond97, !llvm.loop !140

for.end99:                                        ; preds = %for.cond97
  %322 = add nsw i32 %i196, 1
  br label %for.cond93, !llvm.loop !141

for.cond100:                                      ; preds = %for.end106, %for.end95
  %i103 = phi i32 [ 0, %for.end95 ], [ %342, %for.end106 ]
  %323 = icmp slt i32 %i103, 64
  br i1 %323, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond104

for.end102:                                       ; preds = %for.cond100
  br label %for.cond108

for.cond104:                                      ; preds = %for.body105, %for.body101
  %j107 = phi i32 [ 0, %for.body101 ], [ %341, %for.body105 ]
  %324 = icmp slt i32 %j107, 64
  br i1 %324, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %325 = sext i32 %i103 to i64
  %326 = mul nsw i64 %325, 64
  %327 = sext i32 %j107 to i64
  %328 = add nsw i64 %326, %327
  %329 = getelementptr inbounds float, ptr %acc_s, i64 %328
  %330 = load float, ptr %329, align 4
  %331 = sext i32 %i103 to i64
  %332 = getelementptr inbounds float, ptr %m, i64 %331
  %333 = load float, ptr %332, align 4
  %334 = fsub float %330, %333
  %335 = call float @tilec_expf(float %334)
  %336 = sext i32 %i103 to i64
  %337 = mul nsw i64 %336, 64
  %338 = sext i32 %j107 to i64
  %339 = add nsw i64 %337, %338
  %340 = getelementptr inbounds float, ptr %acc_s, i64 %339
  store float %335, ptr %340, align 4
  %341 = add nsw i32 %j107, 1
  br label %for.cond104, !llvm.loop !142

for.end106:                                       ; preds = %for.cond104
  %342 = add nsw i32 %i103, 1
  br label %for.cond100, !llvm.loop !143

for.cond108:                                      ; preds = %for.end114, %for.end102
  %i1111 = phi i32 [ 0, %for.end102 ], [ %360, %for.end114 ]
  %343 = icmp slt i32 %i1111, 64
  br i1 %343, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %344 = sext i32 %i1111 to i64
  %345 = getelementptr inbounds float, ptr %row_sum, i64 %344
  store float 0.000000e+00, ptr %345, align 4
  br label %for.cond112

for.end110:                                       ; preds = %for.cond108
  br label %for.cond116

for.cond112:                                      ; preds = %for.body113, %for.body109
  %red115 = phi i32 [ 0, %for.body109 ], [ %359, %for.body113 ]
  %346 = icmp slt i32 %red115, 64
  br i1 %346, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %347 = sext i32 %i1111 to i64
  %348 = getelementptr inbounds float, ptr %row_sum, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %i1111 to i64
  %351 = mul nsw i64 %350, 64
  %352 = sext i32 %red115 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %acc_s, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fadd float %349, %355
  %357 = sext i32 %i1111 to i64
  %358 = getelementptr inbounds float, ptr %row_sum, i64 %357
  store float %356, ptr %358, align 4
  %359 = add nsw i32 %red115, 1
  br label %for.cond112, !llvm.loop !144

for.end114:                                       ; preds = %for.cond112
  %360 = add nsw i32 %i1111, 1
  br label %for.cond108, !llvm.loop !145

for.cond116:                                      ; preds = %for.body117, %for.end110
  %i119 = phi i32 [ 0, %for.end110 ], [ %381, %for.body117 ]
  %361 = icmp slt i32 %i119, 64
  br i1 %361, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %362 = sext i32 %i119 to i64
  %363 = getelementptr inbounds float, ptr %m_prev, i64 %362
  %364 = load float, ptr %363, align 4
  %365 = sext i32 %i119 to i64
  %366 = getelementptr inbounds float, ptr %m, i64 %365
  %367 = load float, ptr %366, align 4
  %368 = fsub float %364, %367
  %alpha = call float @tilec_expf(float %368)
  %369 = sext i32 %i119 to i64
  %370 = getelementptr inbounds float, ptr %l, i64 %369
  %371 = load float, ptr %370, align 4
  %372 = fmul float %371, %alpha
  %373 = sext i32 %i119 to i64
  %374 = getelementptr inbounds float, ptr %row_sum, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = fadd float %372, %375
  %377 = sext i32 %i119 to i64
  %378 = getelementptr inbounds float, ptr %l, i64 %377
  store float %376, ptr %378, align 4
  %379 = sext i32 %i119 to i64
  %380 = getelementptr inbounds float, ptr %m_prev, i64 %379
  store float %alpha, ptr %380, align 4
  %381 = add nsw i32 %i119, 1
  br label %for.cond116, !llvm.loop !146

for.end118:                                       ; preds = %for.cond116
  br label %for.cond120

for.cond120:                                      ; preds = %for.end127, %for.end118
  %i124 = phi i32 [ 0, %for.end118 ], [ %400, %for.end127 ]
  %382 = icmp slt i32 %i124, 64
  br i1 %382, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  br label %for.cond125

for.end122:                                       ; preds = %for.cond120
  br label %for.cond128

for.cond125:                                      ; preds = %for.body126, %for.body121
  %d = phi i32 [ 0, %for.body121 ], [ %399, %for.body126 ]
  %383 = icmp slt i32 %d, 64
  br i1 %383, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %384 = sext i32 %i124 to i64
  %385 = mul nsw i64 %384, 64
  %386 = sext i32 %d to i64
  %387 = add nsw i64 %385, %386
  %388 = getelementptr inbounds float, ptr %acc_o, i64 %387
  %389 = load float, ptr %388, align 4
  %390 = sext i32 %i124 to i64
  %391 = getelementptr inbounds float, ptr %m_prev, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = fmul float %389, %392
  %394 = sext i32 %i124 to i64
  %395 = mul nsw i64 %394, 64
  %396 = sext i32 %d to i64
  %397 = add nsw i64 %395, %396
  %398 = getelementptr inbounds float, ptr %acc_o, i64 %397
  store float %393, ptr %398, align 4
  %399 = add nsw i32 %d, 1
  br label %for.cond125, !llvm.loop !147

for.end127:                                       ; preds = %for.cond125
  %400 = add nsw i32 %i124, 1
  br label %for.cond120, !llvm.loop !148

for.cond128:                                      ; preds = %for.end134, %for.end122
  %i1131 = phi i32 [ 0, %for.end122 ], [ %420, %for.end134 ]
  %401 = icmp slt i32 %i1131, 64
  br i1 %401, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  br label %for.cond132

for.end130:                                       ; preds = %for.cond128
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %402 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !149

for.cond132:                                      ; preds = %for.body133, %for.body129
  %j1135 = phi i32 [ 0, %for.body129 ], [ %419, %for.body133 ]
  %403 = icmp slt i32 %j1135, 64
  br i1 %403, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %404 = sext i32 %i1131 to i64
  %405 = mul nsw i64 %404, 64
  %406 = sext i32 %j1135 to i64
  %407 = add nsw i64 %405, %406
  %408 = getelementptr inbounds float, ptr %acc_s, i64 %407
  %409 = load float, ptr %408, align 4
  %410 = fptrunc float %409 to half
  %411 = fpext half %410 to float
  %412 = sext i32 %i1131 to i64
  %413 = mul nsw i64 %412, 64
  %414 = sext i32 %j1135 to i64
  %415 = add nsw i64 %413, %414
  %416 = getelementptr inbounds i16, ptr %P_s, i64 %415
  %417 = fptrunc float %411 to half
  %418 = bitcast half %417 to i16
  store i16 %418, ptr %416, align 2
  %419 = add nsw i32 %j1135, 1
  br label %for.cond132, !llvm.loop !150

for.end134:                                       ; preds = %for.cond132
  %420 = add nsw i32 %i1131, 1
  br label %for.cond128, !llvm.loop !151

for.cond136:                                      ; preds = %for.end142, %for.end30
  %i139 = phi i32 [ 0, %for.end30 ], [ %452, %for.end142 ]
  %421 = icmp slt i32 %i139, 64
  br i1 %421, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  br label %for.cond140

for.end138:                                       ; preds = %for.cond136
  %422 = sext i32 %bz to i64
  %423 = add i64 %422, 1
  %424 = sext i32 %BH to i64
  %425 = icmp sle i64 %423, %424
  %426 = mul i32 %bx, 64
  %427 = icmp sle i32 0, %426
  %428 = mul i32 %bx, 64
  %429 = sext i32 %428 to i64
  %430 = add i64 %429, 64
  %431 = sext i32 %S to i64
  %432 = icmp sle i64 %430, %431
  %433 = and i1 %427, %432
  %434 = and i1 %425, %433
  br i1 %434, label %if.then144, label %if.else145

for.cond140:                                      ; preds = %for.body141, %for.body137
  %d143 = phi i32 [ 0, %for.body137 ], [ %451, %for.body141 ]
  %435 = icmp slt i32 %d143, 64
  br i1 %435, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %436 = sext i32 %i139 to i64
  %437 = mul nsw i64 %436, 64
  %438 = sext i32 %d143 to i64
  %439 = add nsw i64 %437, %438
  %440 = getelementptr inbounds float, ptr %acc_o, i64 %439
  %441 = load float, ptr %440, align 4
  %442 = sext i32 %i139 to i64
  %443 = getelementptr inbounds float, ptr %l, i64 %442
  %444 = load float, ptr %443, align 4
  %445 = fdiv float %441, %444
  %446 = sext i32 %i139 to i64
  %447 = mul nsw i64 %446, 64
  %448 = sext i32 %d143 to i64
  %449 = add nsw i64 %447, %448
  %450 = getelementptr inbounds float, ptr %acc_o, i64 %449
  store float %445, ptr %450, align 4
  %451 = add nsw i32 %d143, 1
  br label %for.cond140, !llvm.loop !152

for.end142:                                       ; preds = %for.cond140
  %452 = add nsw i32 %i139, 1
  br label %for.cond136, !llvm.loop !153

if.then144:                                       ; preds = %for.end138
  br label %for.cond147

if.else145:                                       ; preds = %for.end138
  br label %for.cond153

if.end146:                                        ; preds = %for.end155, %for.end149
  ret void

for.cond147:                                      ; preds = %for.end152, %if.then144
  %i2 = phi i32 [ 0, %if.then144 ], [ %477, %for.end152 ]
  %453 = icmp slt i32 %i2, 64
  br i1 %453, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  br label %for.cond150

for.end149:                                       ; preds = %for.cond147
  br label %if.end146

for.cond150:                                      ; preds = %for.body151, %for.body148
  %j2 = phi i32 [ 0, %for.body148 ], [ %476, %for.body151 ]
  %454 = icmp slt i32 %j2, 64
  br i1 %454, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %455 = sext i32 %i2 to i64
  %456 = mul nsw i64 %455, 64
  %457 = sext i32 %j2 to i64
  %458 = add nsw i64 %456, %457
  %459 = getelementptr inbounds float, ptr %acc_o, i64 %458
  %460 = load float, ptr %459, align 4
  %461 = fptrunc float %460 to half
  %462 = fpext half %461 to float
  %463 = sext i32 %bz to i64
  %464 = sext i32 %S to i64
  %465 = mul nsw i64 %463, %464
  %466 = mul i32 %bx, 64
  %467 = add i32 %466, %i2
  %468 = sext i32 %467 to i64
  %469 = add nsw i64 %465, %468
  %470 = mul nsw i64 %469, 64
  %471 = sext i32 %j2 to i64
  %472 = add nsw i64 %470, %471
  %473 = getelementptr inbounds i16, ptr %O, i64 %472
  %474 = fptrunc float %462 to half
  %475 = bitcast half %474 to i16
  store i16 %475, ptr %473, align 2
  %476 = add nsw i32 %j2, 1
  br label %for.cond150, !llvm.loop !154

for.end152:                                       ; preds = %for.cond150
  %477 = add nsw i32 %i2, 1
  br label %for.cond147, !llvm.loop !155

for.cond153:                                      ; preds = %for.end159, %if.else145
  %i2156 = phi i32 [ 0, %if.else145 ], [ %496, %for.end159 ]
  %478 = icmp slt i32 %i2156, 64
  br i1 %478, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  br label %for.cond157

for.end155:                                       ; preds = %for.cond153
  br label %if.end146

for.cond157:                                      ; preds = %if.end163, %for.body154
  %j2160 = phi i32 [ 0, %for.body154 ], [ %518, %if.end163 ]
  %479 = icmp slt i32 %j2160, 64
  br i1 %479, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  %480 = sext i32 %bz to i64
  %481 = sext i32 %BH to i64
  %482 = icmp slt i64 %480, %481
  %483 = mul i32 %bx, 64
  %484 = sext i32 %483 to i64
  %485 = sext i32 %i2156 to i64
  %486 = add i64 %484, %485
  %487 = icmp sle i64 0, %486
  %488 = mul i32 %bx, 64
  %489 = sext i32 %488 to i64
  %490 = sext i32 %i2156 to i64
  %491 = add i64 %489, %490
  %492 = sext i32 %S to i64
  %493 = icmp slt i64 %491, %492
  %494 = and i1 %487, %493
  %495 = and i1 %482, %494
  br i1 %495, label %if.then161, label %if.else162

for.end159:                                       ; preds = %for.cond157
  %496 = add nsw i32 %i2156, 1
  br label %for.cond153, !llvm.loop !156

if.then161:                                       ; preds = %for.body158
  %497 = sext i32 %i2156 to i64
  %498 = mul nsw i64 %497, 64
  %499 = sext i32 %j2160 to i64
  %500 = add nsw i64 %498, %499
  %501 = getelementptr inbounds float, ptr %acc_o, i64 %500
  %502 = load float, ptr %501, align 4
  %503 = fptrunc float %502 to half
  %504 = fpext half %503 to float
  %505 = sext i32 %bz to i64
  %506 = sext i32 %S to i64
  %507 = mul nsw i64 %505, %506
  %508 = mul i32 %bx, 64
  %509 = add i32 %508, %i2156
  %510 = sext i32 %509 to i64
  %511 = add nsw i64 %507, %510
  %512 = mul nsw i64 %511, 64
  %513 = sext i32 %j2160 to i64
  %514 = add nsw i64 %512, %513
  %515 = getelementptr inbounds i16, ptr %O, i64 %514
  %516 = fptrunc float %504 to half
  %517 = bitcast half %516 to i16
  store i16 %517, ptr %515, align 2
  br label %if.end163

if.else162:                                       ; preds = %for.body158
  br label %if.end163

if.end163:                                        ; preds = %if.else162, %if.then161
  %518 = add nsw i32 %j2160, 1
  br label %for.cond157, !llvm.loop !157
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_preg_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %ctx, i32 0, i32 6
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
  call void @flash_attention_rows_preg_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_flash_attention_rows_preg(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_flash_attention_rows_preg, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %BH = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %a, i32 0, i32 4
  store i32 %BH, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %S = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %a, i32 0, i32 5
  store i32 %S, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_flash_attention_rows_preg, ptr %a, i32 0, i32 6
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
  %45 = call i32 @tilec_rt_run_blocks(i64 %44, i32 %nworkers, ptr @flash_attention_rows_preg_task, ptr %a)
  ret i32 %45

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_qpreg_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %BH, i32 %S, i32 %bx, i32 %bz) #0 {
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
  %0 = sext i32 %bz to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %BH to i64
  %3 = icmp sle i64 %1, %2
  %4 = mul i32 %bx, 64
  %5 = icmp sle i32 0, %4
  %6 = mul i32 %bx, 64
  %7 = sext i32 %6 to i64
  %8 = add i64 %7, 64
  %9 = sext i32 %S to i64
  %10 = icmp sle i64 %8, %9
  %11 = and i1 %5, %10
  %12 = and i1 %3, %11
  br i1 %12, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i1, 64
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %36, %for.body2 ]
  %14 = icmp slt i32 %j1, 64
  br i1 %14, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %15 = sext i32 %bz to i64
  %16 = sext i32 %S to i64
  %17 = mul nsw i64 %15, %16
  %18 = mul i32 %bx, 64
  %19 = add i32 %18, %i1
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %17, %20
  %22 = mul nsw i64 %21, 64
  %23 = sext i32 %j1 to i64
  %24 = add nsw i64 %22, %23
  %25 = getelementptr inbounds i16, ptr %Q, i64 %24
  %26 = load i16, ptr %25, align 2
  %27 = bitcast i16 %26 to half
  %28 = fpext half %27 to float
  %29 = sext i32 %i1 to i64
  %30 = mul nsw i64 %29, 64
  %31 = sext i32 %j1 to i64
  %32 = add nsw i64 %30, %31
  %33 = getelementptr inbounds i16, ptr %Q_s, i64 %32
  %34 = fptrunc float %28 to half
  %35 = bitcast half %34 to i16
  store i16 %35, ptr %33, align 2
  %36 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !158

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !159

for.cond4:                                        ; preds = %for.end10, %if.else
  %i17 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i17, 64
  br i1 %38, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %79, %sel.end ]
  %39 = icmp slt i32 %j111, 64
  br i1 %39, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %40 = sext i32 %bz to i64
  %41 = sext i32 %BH to i64
  %42 = icmp slt i64 %40, %41
  %43 = mul i32 %bx, 64
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i17 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 64
  %49 = sext i32 %48 to i64
  %50 = sext i32 %i17 to i64
  %51 = add i64 %49, %50
  %52 = sext i32 %S to i64
  %53 = icmp slt i64 %51, %52
  %54 = and i1 %47, %53
  %55 = and i1 %42, %54
  br i1 %55, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %56 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !160

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %bz to i64
  %58 = sext i32 %S to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %bx, 64
  %61 = add i32 %60, %i17
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %59, %62
  %64 = mul nsw i64 %63, 64
  %65 = sext i32 %j111 to i64
  %66 = add nsw i64 %64, %65
  %67 = getelementptr inbounds i16, ptr %Q, i64 %66
  %68 = load i16, ptr %67, align 2
  %69 = bitcast i16 %68 to half
  %70 = fpext half %69 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %71 = phi float [ %70, %sel.then ], [ 0.000000e+00, %sel.else ]
  %72 = sext i32 %i17 to i64
  %73 = mul nsw i64 %72, 64
  %74 = sext i32 %j111 to i64
  %75 = add nsw i64 %73, %74
  %76 = getelementptr inbounds i16, ptr %Q_s, i64 %75
  %77 = fptrunc float %71 to half
  %78 = bitcast half %77 to i16
  store i16 %78, ptr %76, align 2
  %79 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !161

for.cond12:                                       ; preds = %for.end18, %if.end
  %i115 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i115, 64
  br i1 %80, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  br label %for.cond16

for.end14:                                        ; preds = %for.cond12
  br label %for.cond20

for.cond16:                                       ; preds = %for.body17, %for.body13
  %j119 = phi i32 [ 0, %for.body13 ], [ %87, %for.body17 ]
  %81 = icmp slt i32 %j119, 64
  br i1 %81, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %82 = sext i32 %i115 to i64
  %83 = mul nsw i64 %82, 64
  %84 = sext i32 %j119 to i64
  %85 = add nsw i64 %83, %84
  %86 = getelementptr inbounds float, ptr %acc_o, i64 %85
  store float 0.000000e+00, ptr %86, align 4
  %87 = add nsw i32 %j119, 1
  br label %for.cond16, !llvm.loop !162

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i115, 1
  br label %for.cond12, !llvm.loop !163

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i123 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i123, 64
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i123 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i123, 1
  br label %for.cond20, !llvm.loop !164

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i127 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i127, 64
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i127 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i127, 1
  br label %for.cond24, !llvm.loop !165

for.end26:                                        ; preds = %for.cond24
  %97 = sext i32 %S to i64
  %98 = sdiv i64 %97, 64
  %99 = sub i64 0, %97
  %100 = select i1 false, i64 %99, i64 %98
  %101 = srem i64 %97, 64
  %102 = icmp ne i64 %101, 0
  %103 = icmp slt i64 %97, 0
  %104 = icmp eq i1 %103, false
  %105 = and i1 %102, %104
  %106 = zext i1 %105 to i64
  %107 = add i64 %100, %106
  %108 = trunc i64 %107 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end130, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %402, %for.end130 ]
  %109 = icmp slt i32 %kb, %108
  br i1 %109, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %110 = sext i32 %bz to i64
  %111 = add i64 %110, 1
  %112 = sext i32 %BH to i64
  %113 = icmp sle i64 %111, %112
  %114 = mul i32 %kb, 64
  %115 = icmp sle i32 0, %114
  %116 = mul i32 %kb, 64
  %117 = sext i32 %116 to i64
  %118 = add i64 %117, 64
  %119 = sext i32 %S to i64
  %120 = icmp sle i64 %118, %119
  %121 = and i1 %115, %120
  %122 = and i1 %113, %121
  br i1 %122, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond136

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond42

if.end33:                                         ; preds = %for.end44, %for.end36
  %123 = sext i32 %bz to i64
  %124 = add i64 %123, 1
  %125 = sext i32 %BH to i64
  %126 = icmp sle i64 %124, %125
  %127 = mul i32 %kb, 64
  %128 = icmp sle i32 0, %127
  %129 = mul i32 %kb, 64
  %130 = sext i32 %129 to i64
  %131 = add i64 %130, 64
  %132 = sext i32 %S to i64
  %133 = icmp sle i64 %131, %132
  %134 = and i1 %128, %133
  %135 = and i1 %126, %134
  br i1 %135, label %if.then53, label %if.else54

for.cond34:                                       ; preds = %for.end40, %if.then31
  %i137 = phi i32 [ 0, %if.then31 ], [ %160, %for.end40 ]
  %136 = icmp slt i32 %i137, 64
  br i1 %136, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

for.cond38:                                       ; preds = %for.body39, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %159, %for.body39 ]
  %137 = icmp slt i32 %j141, 64
  br i1 %137, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %138 = sext i32 %bz to i64
  %139 = sext i32 %S to i64
  %140 = mul nsw i64 %138, %139
  %141 = mul i32 %kb, 64
  %142 = add i32 %141, %i137
  %143 = sext i32 %142 to i64
  %144 = add nsw i64 %140, %143
  %145 = mul nsw i64 %144, 64
  %146 = sext i32 %j141 to i64
  %147 = add nsw i64 %145, %146
  %148 = getelementptr inbounds i16, ptr %K, i64 %147
  %149 = load i16, ptr %148, align 2
  %150 = bitcast i16 %149 to half
  %151 = fpext half %150 to float
  %152 = sext i32 %i137 to i64
  %153 = mul nsw i64 %152, 64
  %154 = sext i32 %j141 to i64
  %155 = add nsw i64 %153, %154
  %156 = getelementptr inbounds i16, ptr %K_s, i64 %155
  %157 = fptrunc float %151 to half
  %158 = bitcast half %157 to i16
  store i16 %158, ptr %156, align 2
  %159 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !166

for.end40:                                        ; preds = %for.cond38
  %160 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !167

for.cond42:                                       ; preds = %for.end48, %if.else32
  %i145 = phi i32 [ 0, %if.else32 ], [ %179, %for.end48 ]
  %161 = icmp slt i32 %i145, 64
  br i1 %161, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  br label %for.cond46

for.end44:                                        ; preds = %for.cond42
  br label %if.end33

for.cond46:                                       ; preds = %sel.end52, %for.body43
  %j149 = phi i32 [ 0, %for.body43 ], [ %202, %sel.end52 ]
  %162 = icmp slt i32 %j149, 64
  br i1 %162, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %163 = sext i32 %bz to i64
  %164 = sext i32 %BH to i64
  %165 = icmp slt i64 %163, %164
  %166 = mul i32 %kb, 64
  %167 = sext i32 %166 to i64
  %168 = sext i32 %i145 to i64
  %169 = add i64 %167, %168
  %170 = icmp sle i64 0, %169
  %171 = mul i32 %kb, 64
  %172 = sext i32 %171 to i64
  %173 = sext i32 %i145 to i64
  %174 = add i64 %172, %173
  %175 = sext i32 %S to i64
  %176 = icmp slt i64 %174, %175
  %177 = and i1 %170, %176
  %178 = and i1 %165, %177
  br i1 %178, label %sel.then50, label %sel.else51

for.end48:                                        ; preds = %for.cond46
  %179 = add nsw i32 %i145, 1
  br label %for.cond42, !llvm.loop !168

sel.then50:                                       ; preds = %for.body47
  %180 = sext i32 %bz to i64
  %181 = sext i32 %S to i64
  %182 = mul nsw i64 %180, %181
  %183 = mul i32 %kb, 64
  %184 = add i32 %183, %i145
  %185 = sext i32 %184 to i64
  %186 = add nsw i64 %182, %185
  %187 = mul nsw i64 %186, 64
  %188 = sext i32 %j149 to i64
  %189 = add nsw i64 %187, %188
  %190 = getelementptr inbounds i16, ptr %K, i64 %189
  %191 = load i16, ptr %190, align 2
  %192 = bitcast i16 %191 to half
  %193 = fpext half %192 to float
  br label %sel.end52

sel.else51:                                       ; preds = %for.body47
  br label %sel.end52

sel.end52:                                        ; preds = %sel.else51, %sel.then50
  %194 = phi float [ %193, %sel.then50 ], [ 0.000000e+00, %sel.else51 ]
  %195 = sext i32 %i145 to i64
  %196 = mul nsw i64 %195, 64
  %197 = sext i32 %j149 to i64
  %198 = add nsw i64 %196, %197
  %199 = getelementptr inbounds i16, ptr %K_s, i64 %198
  %200 = fptrunc float %194 to half
  %201 = bitcast half %200 to i16
  store i16 %201, ptr %199, align 2
  %202 = add nsw i32 %j149, 1
  br label %for.cond46, !llvm.loop !169

if.then53:                                        ; preds = %if.end33
  br label %for.cond56

if.else54:                                        ; preds = %if.end33
  br label %for.cond64

if.end55:                                         ; preds = %for.end66, %for.end58
  br label %for.cond75

for.cond56:                                       ; preds = %for.end62, %if.then53
  %i159 = phi i32 [ 0, %if.then53 ], [ %227, %for.end62 ]
  %203 = icmp slt i32 %i159, 64
  br i1 %203, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  br label %if.end55

for.cond60:                                       ; preds = %for.body61, %for.body57
  %j163 = phi i32 [ 0, %for.body57 ], [ %226, %for.body61 ]
  %204 = icmp slt i32 %j163, 64
  br i1 %204, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %205 = sext i32 %bz to i64
  %206 = sext i32 %S to i64
  %207 = mul nsw i64 %205, %206
  %208 = mul i32 %kb, 64
  %209 = add i32 %208, %i159
  %210 = sext i32 %209 to i64
  %211 = add nsw i64 %207, %210
  %212 = mul nsw i64 %211, 64
  %213 = sext i32 %j163 to i64
  %214 = add nsw i64 %212, %213
  %215 = getelementptr inbounds i16, ptr %V, i64 %214
  %216 = load i16, ptr %215, align 2
  %217 = bitcast i16 %216 to half
  %218 = fpext half %217 to float
  %219 = sext i32 %i159 to i64
  %220 = mul nsw i64 %219, 64
  %221 = sext i32 %j163 to i64
  %222 = add nsw i64 %220, %221
  %223 = getelementptr inbounds i16, ptr %V_s, i64 %222
  %224 = fptrunc float %218 to half
  %225 = bitcast half %224 to i16
  store i16 %225, ptr %223, align 2
  %226 = add nsw i32 %j163, 1
  br label %for.cond60, !llvm.loop !170

for.end62:                                        ; preds = %for.cond60
  %227 = add nsw i32 %i159, 1
  br label %for.cond56, !llvm.loop !171

for.cond64:                                       ; preds = %for.end70, %if.else54
  %i167 = phi i32 [ 0, %if.else54 ], [ %246, %for.end70 ]
  %228 = icmp slt i32 %i167, 64
  br i1 %228, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  br label %for.cond68

for.end66:                                        ; preds = %for.cond64
  br label %if.end55

for.cond68:                                       ; preds = %sel.end74, %for.body65
  %j171 = phi i32 [ 0, %for.body65 ], [ %269, %sel.end74 ]
  %229 = icmp slt i32 %j171, 64
  br i1 %229, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %230 = sext i32 %bz to i64
  %231 = sext i32 %BH to i64
  %232 = icmp slt i64 %230, %231
  %233 = mul i32 %kb, 64
  %234 = sext i32 %233 to i64
  %235 = sext i32 %i167 to i64
  %236 = add i64 %234, %235
  %237 = icmp sle i64 0, %236
  %238 = mul i32 %kb, 64
  %239 = sext i32 %238 to i64
  %240 = sext i32 %i167 to i64
  %241 = add i64 %239, %240
  %242 = sext i32 %S to i64
  %243 = icmp slt i64 %241, %242
  %244 = and i1 %237, %243
  %245 = and i1 %232, %244
  br i1 %245, label %sel.then72, label %sel.else73

for.end70:                                        ; preds = %for.cond68
  %246 = add nsw i32 %i167, 1
  br label %for.cond64, !llvm.loop !172

sel.then72:                                       ; preds = %for.body69
  %247 = sext i32 %bz to i64
  %248 = sext i32 %S to i64
  %249 = mul nsw i64 %247, %248
  %250 = mul i32 %kb, 64
  %251 = add i32 %250, %i167
  %252 = sext i32 %251 to i64
  %253 = add nsw i64 %249, %252
  %254 = mul nsw i64 %253, 64
  %255 = sext i32 %j171 to i64
  %256 = add nsw i64 %254, %255
  %257 = getelementptr inbounds i16, ptr %V, i64 %256
  %258 = load i16, ptr %257, align 2
  %259 = bitcast i16 %258 to half
  %260 = fpext half %259 to float
  br label %sel.end74

sel.else73:                                       ; preds = %for.body69
  br label %sel.end74

sel.end74:                                        ; preds = %sel.else73, %sel.then72
  %261 = phi float [ %260, %sel.then72 ], [ 0.000000e+00, %sel.else73 ]
  %262 = sext i32 %i167 to i64
  %263 = mul nsw i64 %262, 64
  %264 = sext i32 %j171 to i64
  %265 = add nsw i64 %263, %264
  %266 = getelementptr inbounds i16, ptr %V_s, i64 %265
  %267 = fptrunc float %261 to half
  %268 = bitcast half %267 to i16
  store i16 %268, ptr %266, align 2
  %269 = add nsw i32 %j171, 1
  br label %for.cond68, !llvm.loop !173

for.cond75:                                       ; preds = %for.end81, %if.end55
  %i178 = phi i32 [ 0, %if.end55 ], [ %278, %for.end81 ]
  %270 = icmp slt i32 %i178, 64
  br i1 %270, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond79

for.end77:                                        ; preds = %for.cond75
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond83

for.cond79:                                       ; preds = %for.body80, %for.body76
  %j182 = phi i32 [ 0, %for.body76 ], [ %277, %for.body80 ]
  %271 = icmp slt i32 %j182, 64
  br i1 %271, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %272 = sext i32 %i178 to i64
  %273 = mul nsw i64 %272, 64
  %274 = sext i32 %j182 to i64
  %275 = add nsw i64 %273, %274
  %276 = getelementptr inbounds float, ptr %acc_s, i64 %275
  store float 0.000000e+00, ptr %276, align 4
  %277 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !174

for.end81:                                        ; preds = %for.cond79
  %278 = add nsw i32 %i178, 1
  br label %for.cond75, !llvm.loop !175

for.cond83:                                       ; preds = %for.end88, %for.end77
  %i = phi i32 [ 0, %for.end77 ], [ %299, %for.end88 ]
  %279 = icmp slt i32 %i, 64
  br i1 %279, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  br label %for.cond86

for.end85:                                        ; preds = %for.cond83
  br label %for.cond89

for.cond86:                                       ; preds = %for.body87, %for.body84
  %j = phi i32 [ 0, %for.body84 ], [ %298, %for.body87 ]
  %280 = icmp slt i32 %j, 64
  br i1 %280, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %281 = mul i32 %kb, 64
  %282 = add i32 %281, %j
  %283 = icmp slt i32 %282, %S
  %284 = sext i32 %i to i64
  %285 = mul nsw i64 %284, 64
  %286 = sext i32 %j to i64
  %287 = add nsw i64 %285, %286
  %288 = call i64 @llvm.umin.i64(i64 %287, i64 4095)
  %289 = getelementptr inbounds float, ptr %acc_s, i64 %288
  %290 = load float, ptr %289, align 4
  %291 = fmul float %290, 1.250000e-01
  %292 = select i1 %283, float %291, float 0xFFF0000000000000
  %293 = sext i32 %i to i64
  %294 = mul nsw i64 %293, 64
  %295 = sext i32 %j to i64
  %296 = add nsw i64 %294, %295
  %297 = getelementptr inbounds float, ptr %acc_s, i64 %296
  store float %292, ptr %297, align 4
  %298 = add nsw i32 %j, 1
  br label %for.cond86, !llvm.loop !176

for.end88:                                        ; preds = %for.cond86
  %299 = add nsw i32 %i, 1
  br label %for.cond83, !llvm.loop !177

for.cond89:                                       ; preds = %for.body90, %for.end85
  %i192 = phi i32 [ 0, %for.end85 ], [ %306, %for.body90 ]
  %300 = icmp slt i32 %i192, 64
  br i1 %300, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %301 = sext i32 %i192 to i64
  %302 = getelementptr inbounds float, ptr %m, i64 %301
  %303 = load float, ptr %302, align 4
  %304 = sext i32 %i192 to i64
  %305 = getelementptr inbounds float, ptr %m_prev, i64 %304
  store float %303, ptr %305, align 4
  %306 = add nsw i32 %i192, 1
  br label %for.cond89, !llvm.loop !178

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.end99, %for.end91
  %i196 = phi i32 [ 0, %for.end91 ], [ %322, %for.end99 ]
  %307 = icmp slt i32 %i196, 64
  br i1 %307, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond97

for.end95:                                        ; preds = %for.cond93
  br label %for.cond100

for.cond97:                                       ; preds = %for.body98, %for.body94
  %red = phi i32 [ 0, %for.body94 ], [ %321, %for.body98 ]
  %308 = icmp slt i32 %red, 64
  br i1 %308, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %309 = sext i32 %i196 to i64
  %310 = getelementptr inbounds float, ptr %m, i64 %309
  %311 = load float, ptr %310, align 4
  %312 = sext i32 %i196 to i64
  %313 = mul nsw i64 %312, 64
  %314 = sext i32 %red to i64
  %315 = add nsw i64 %313, %314
  %316 = getelementptr inbounds float, ptr %acc_s, i64 %315
  %317 = load float, ptr %316, align 4
  %318 = call float @llvm.maxnum.f32(float %311, float %317)
  %319 = sext i32 %i196 to i64
  %320 = getelementptr inbounds float, ptr %m, i64 %319
  store float %318, ptr %320, align 4
  %321 = add nsw i32 %red, 1
  br label %for.cond97, !llvm.loop !179

for.end99:                                        ; preds = %for.cond97
  %322 = add nsw i32 %i196, 1
  br label %for.cond93, !llvm.loop !180

for.cond100:                                      ; preds = %for.end106, %for.end95
  %i103 = phi i32 [ 0, %for.end95 ], [ %342, %for.end106 ]
  %323 = icmp slt i32 %i103, 64
  br i1 %323, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond104

for.end102:                                       ; preds = %for.cond100
  br label %for.cond108

for.cond104:                                      ; preds = %for.body105, %for.body101
  %j107 = phi i32 [ 0, %for.body101 ], [ %341, %for.body105 ]
  %324 = icmp slt i32 %j107, 64
  br i1 %324, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %325 = sext i32 %i103 to i64
  %326 = mul nsw i64 %325, 64
  %327 = sext i32 %j107 to i64
  %328 = add nsw i64 %326, %327
  %329 = getelementptr inbounds float, ptr %acc_s, i64 %328
  %330 = load float, ptr %329, align 4
  %331 = sext i32 %i103 to i64
  %332 = getelementptr inbounds float, ptr %m, i64 %331
  %333 = load float, ptr %332, align 4
  %334 = fsub float %330, %333
  %335 = call float @tilec_expf(float %334)
  %336 = sext i32 %i103 to i64
  %337 = mul nsw i64 %336, 64
  %338 = sext i32 %j107 to i64
  %339 = add nsw i64 %337, %338
  %340 = getelementptr inbounds float, ptr %acc_s, i64 %339
  store float %335, ptr %340, align 4
  %341 = add nsw i32 %j107, 1
  br label %for.cond104, !llvm.loop !181

for.end106:                                       ; preds = %for.cond104
  %342 = add nsw i32 %i103, 1
  br label %for.cond100, !llvm.loop !182

for.cond108:                                      ; preds = %for.end114, %for.end102
  %i1111 = phi i32 [ 0, %for.end102 ], [ %360, %for.end114 ]
  %343 = icmp slt i32 %i1111, 64
  br i1 %343, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %344 = sext i32 %i1111 to i64
  %345 = getelementptr inbounds float, ptr %row_sum, i64 %344
  store float 0.000000e+00, ptr %345, align 4
  br label %for.cond112

for.end110:                                       ; preds = %for.cond108
  br label %for.cond116

for.cond112:                                      ; preds = %for.body113, %for.body109
  %red115 = phi i32 [ 0, %for.body109 ], [ %359, %for.body113 ]
  %346 = icmp slt i32 %red115, 64
  br i1 %346, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %347 = sext i32 %i1111 to i64
  %348 = getelementptr inbounds float, ptr %row_sum, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %i1111 to i64
  %351 = mul nsw i64 %350, 64
  %352 = sext i32 %red115 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %acc_s, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fadd float %349, %355
  %357 = sext i32 %i1111 to i64
  %358 = getelementptr inbounds float, ptr %row_sum, i64 %357
  store float %356, ptr %358, align 4
  %359 = add nsw i32 %red115, 1
  br label %for.cond112, !llvm.loop !183

for.end114:                                       ; preds = %for.cond112
  %360 = add nsw i32 %i1111, 1
  br label %for.cond108, !llvm.loop !184

for.cond116:                                      ; preds = %for.body117, %for.end110
  %i119 = phi i32 [ 0, %for.end110 ], [ %381, %for.body117 ]
  %361 = icmp slt i32 %i119, 64
  br i1 %361, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %362 = sext i32 %i119 to i64
  %363 = getelementptr inbounds float, ptr %m_prev, i64 %362
  %364 = load float, ptr %363, align 4
  %365 = sext i32 %i119 to i64
  %366 = getelementptr inbounds float, ptr %m, i64 %365
  %367 = load float, ptr %366, align 4
  %368 = fsub float %364, %367
  %alpha = call float @tilec_expf(float %368)
  %369 = sext i32 %i119 to i64
  %370 = getelementptr inbounds float, ptr %l, i64 %369
  %371 = load float, ptr %370, align 4
  %372 = fmul float %371, %alpha
  %373 = sext i32 %i119 to i64
  %374 = getelementptr inbounds float, ptr %row_sum, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = fadd float %372, %375
  %377 = sext i32 %i119 to i64
  %378 = getelementptr inbounds float, ptr %l, i64 %377
  store float %376, ptr %378, align 4
  %379 = sext i32 %i119 to i64
  %380 = getelementptr inbounds float, ptr %m_prev, i64 %379
  store float %alpha, ptr %380, align 4
  %381 = add nsw i32 %i119, 1
  br label %for.cond116, !llvm.loop !185

for.end118:                                       ; preds = %for.cond116
  br label %for.cond120

for.cond120:                                      ; preds = %for.end127, %for.end118
  %i124 = phi i32 [ 0, %for.end118 ], [ %400, %for.end127 ]
  %382 = icmp slt i32 %i124, 64
  br i1 %382, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  br label %for.cond125

for.end122:                                       ; preds = %for.cond120
  br label %for.cond128

for.cond125:                                      ; preds = %for.body126, %for.body121
  %d = phi i32 [ 0, %for.body121 ], [ %399, %for.body126 ]
  %383 = icmp slt i32 %d, 64
  br i1 %383, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %384 = sext i32 %i124 to i64
  %385 = mul nsw i64 %384, 64
  %386 = sext i32 %d to i64
  %387 = add nsw i64 %385, %386
  %388 = getelementptr inbounds float, ptr %acc_o, i64 %387
  %389 = load float, ptr %388, align 4
  %390 = sext i32 %i124 to i64
  %391 = getelementptr inbounds float, ptr %m_prev, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = fmul float %389, %392
  %394 = sext i32 %i124 to i64
  %395 = mul nsw i64 %394, 64
  %396 = sext i32 %d to i64
  %397 = add nsw i64 %395, %396
  %398 = getelementptr inbounds float, ptr %acc_o, i64 %397
  store float %393, ptr %398, align 4
  %399 = add nsw i32 %d, 1
  br label %for.cond125, !llvm.loop !186

for.end127:                                       ; preds = %for.cond125
  %400 = add nsw i32 %i124, 1
  br label %for.cond120, !llvm.loop !187

for.cond128:                                      ; preds = %for.end134, %for.end122
  %i1131 = phi i32 [ 0, %for.end122 ], [ %420, %for.end134 ]
  %401 = icmp slt i32 %i1131, 64
  br i1 %401, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  br label %for.cond132

for.end130:                                       ; preds = %for.cond128
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %402 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !188

for.cond132:                                      ; preds = %for.body133, %for.body129
  %j1135 = phi i32 [ 0, %for.body129 ], [ %419, %for.body133 ]
  %403 = icmp slt i32 %j1135, 64
  br i1 %403, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %404 = sext i32 %i1131 to i64
  %405 = mul nsw i64 %404, 64
  %406 = sext i32 %j1135 to i64
  %407 = add nsw i64 %405, %406
  %408 = getelementptr inbounds float, ptr %acc_s, i64 %407
  %409 = load float, ptr %408, align 4
  %410 = fptrunc float %409 to half
  %411 = fpext half %410 to float
  %412 = sext i32 %i1131 to i64
  %413 = mul nsw i64 %412, 64
  %414 = sext i32 %j1135 to i64
  %415 = add nsw i64 %413, %414
  %416 = getelementptr inbounds i16, ptr %P_s, i64 %415
  %417 = fptrunc float %411 to half
  %418 = bitcast half %417 to i16
  store i16 %418, ptr %416, align 2
  %419 = add nsw i32 %j1135, 1
  br label %for.cond132, !llvm.loop !189

for.end134:                                       ; preds = %for.cond132
  %420 = add nsw i32 %i1131, 1
  br label %for.cond128, !llvm.loop !190

for.cond136:                                      ; preds = %for.end142, %for.end30
  %i139 = phi i32 [ 0, %for.end30 ], [ %452, %for.end142 ]
  %421 = icmp slt i32 %i139, 64
  br i1 %421, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  br label %for.cond140

for.end138:                                       ; preds = %for.cond136
  %422 = sext i32 %bz to i64
  %423 = add i64 %422, 1
  %424 = sext i32 %BH to i64
  %425 = icmp sle i64 %423, %424
  %426 = mul i32 %bx, 64
  %427 = icmp sle i32 0, %426
  %428 = mul i32 %bx, 64
  %429 = sext i32 %428 to i64
  %430 = add i64 %429, 64
  %431 = sext i32 %S to i64
  %432 = icmp sle i64 %430, %431
  %433 = and i1 %427, %432
  %434 = and i1 %425, %433
  br i1 %434, label %if.then144, label %if.else145

for.cond140:                                      ; preds = %for.body141, %for.body137
  %d143 = phi i32 [ 0, %for.body137 ], [ %451, %for.body141 ]
  %435 = icmp slt i32 %d143, 64
  br i1 %435, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %436 = sext i32 %i139 to i64
  %437 = mul nsw i64 %436, 64
  %438 = sext i32 %d143 to i64
  %439 = add nsw i64 %437, %438
  %440 = getelementptr inbounds float, ptr %acc_o, i64 %439
  %441 = load float, ptr %440, align 4
  %442 = sext i32 %i139 to i64
  %443 = getelementptr inbounds float, ptr %l, i64 %442
  %444 = load float, ptr %443, align 4
  %445 = fdiv float %441, %444
  %446 = sext i32 %i139 to i64
  %447 = mul nsw i64 %446, 64
  %448 = sext i32 %d143 to i64
  %449 = add nsw i64 %447, %448
  %450 = getelementptr inbounds float, ptr %acc_o, i64 %449
  store float %445, ptr %450, align 4
  %451 = add nsw i32 %d143, 1
  br label %for.cond140, !llvm.loop !191

for.end142:                                       ; preds = %for.cond140
  %452 = add nsw i32 %i139, 1
  br label %for.cond136, !llvm.loop !192

if.then144:                                       ; preds = %for.end138
  br label %for.cond147

if.else145:                                       ; preds = %for.end138
  br label %for.cond153

if.end146:                                        ; preds = %for.end155, %for.end149
  ret void

for.cond147:                                      ; preds = %for.end152, %if.then144
  %i2 = phi i32 [ 0, %if.then144 ], [ %477, %for.end152 ]
  %453 = icmp slt i32 %i2, 64
  br i1 %453, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  br label %for.cond150

for.end149:                                       ; preds = %for.cond147
  br label %if.end146

for.cond150:                                      ; preds = %for.body151, %for.body148
  %j2 = phi i32 [ 0, %for.body148 ], [ %476, %for.body151 ]
  %454 = icmp slt i32 %j2, 64
  br i1 %454, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %455 = sext i32 %i2 to i64
  %456 = mul nsw i64 %455, 64
  %457 = sext i32 %j2 to i64
  %458 = add nsw i64 %456, %457
  %459 = getelementptr inbounds float, ptr %acc_o, i64 %458
  %460 = load float, ptr %459, align 4
  %461 = fptrunc float %460 to half
  %462 = fpext half %461 to float
  %463 = sext i32 %bz to i64
  %464 = sext i32 %S to i64
  %465 = mul nsw i64 %463, %464
  %466 = mul i32 %bx, 64
  %467 = add i32 %466, %i2
  %468 = sext i32 %467 to i64
  %469 = add nsw i64 %465, %468
  %470 = mul nsw i64 %469, 64
  %471 = sext i32 %j2 to i64
  %472 = add nsw i64 %470, %471
  %473 = getelementptr inbounds i16, ptr %O, i64 %472
  %474 = fptrunc float %462 to half
  %475 = bitcast half %474 to i16
  store i16 %475, ptr %473, align 2
  %476 = add nsw i32 %j2, 1
  br label %for.cond150, !llvm.loop !193

for.end152:                                       ; preds = %for.cond150
  %477 = add nsw i32 %i2, 1
  br label %for.cond147, !llvm.loop !194

for.cond153:                                      ; preds = %for.end159, %if.else145
  %i2156 = phi i32 [ 0, %if.else145 ], [ %496, %for.end159 ]
  %478 = icmp slt i32 %i2156, 64
  br i1 %478, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  br label %for.cond157

for.end155:                                       ; preds = %for.cond153
  br label %if.end146

for.cond157:                                      ; preds = %if.end163, %for.body154
  %j2160 = phi i32 [ 0, %for.body154 ], [ %518, %if.end163 ]
  %479 = icmp slt i32 %j2160, 64
  br i1 %479, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  %480 = sext i32 %bz to i64
  %481 = sext i32 %BH to i64
  %482 = icmp slt i64 %480, %481
  %483 = mul i32 %bx, 64
  %484 = sext i32 %483 to i64
  %485 = sext i32 %i2156 to i64
  %486 = add i64 %484, %485
  %487 = icmp sle i64 0, %486
  %488 = mul i32 %bx, 64
  %489 = sext i32 %488 to i64
  %490 = sext i32 %i2156 to i64
  %491 = add i64 %489, %490
  %492 = sext i32 %S to i64
  %493 = icmp slt i64 %491, %492
  %494 = and i1 %487, %493
  %495 = and i1 %482, %494
  br i1 %495, label %if.then161, label %if.else162

for.end159:                                       ; preds = %for.cond157
  %496 = add nsw i32 %i2156, 1
  br label %for.cond153, !llvm.loop !195

if.then161:                                       ; preds = %for.body158
  %497 = sext i32 %i2156 to i64
  %498 = mul nsw i64 %497, 64
  %499 = sext i32 %j2160 to i64
  %500 = add nsw i64 %498, %499
  %501 = getelementptr inbounds float, ptr %acc_o, i64 %500
  %502 = load float, ptr %501, align 4
  %503 = fptrunc float %502 to half
  %504 = fpext half %503 to float
  %505 = sext i32 %bz to i64
  %506 = sext i32 %S to i64
  %507 = mul nsw i64 %505, %506
  %508 = mul i32 %bx, 64
  %509 = add i32 %508, %i2156
  %510 = sext i32 %509 to i64
  %511 = add nsw i64 %507, %510
  %512 = mul nsw i64 %511, 64
  %513 = sext i32 %j2160 to i64
  %514 = add nsw i64 %512, %513
  %515 = getelementptr inbounds i16, ptr %O, i64 %514
  %516 = fptrunc float %504 to half
  %517 = bitcast half %516 to i16
  store i16 %517, ptr %515, align 2
  br label %if.end163

if.else162:                                       ; preds = %for.body158
  br label %if.end163

if.end163:                                        ; preds = %if.else162, %if.then161
  %518 = add nsw i32 %j2160, 1
  br label %for.cond157, !llvm.loop !196
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_qpreg_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %ctx, i32 0, i32 6
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
  call void @flash_attention_rows_qpreg_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_flash_attention_rows_qpreg(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_flash_attention_rows_qpreg, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %BH = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %a, i32 0, i32 4
  store i32 %BH, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %S = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %a, i32 0, i32 5
  store i32 %S, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_flash_attention_rows_qpreg, ptr %a, i32 0, i32 6
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
  %45 = call i32 @tilec_rt_run_blocks(i64 %44, i32 %nworkers, ptr @flash_attention_rows_qpreg_task, ptr %a)
  ret i32 %45

empty:                                            ; preds = %body
  ret i32 0
}

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
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1, !2}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1, !2}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1, !2}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1, !2}
!120 = distinct !{!120, !1}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1, !2}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1, !2}
!126 = distinct !{!126, !1, !2}
!127 = distinct !{!127, !1, !2}
!128 = distinct !{!128, !1}
!129 = distinct !{!129, !1}
!130 = distinct !{!130, !1, !2}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1, !2}
!135 = distinct !{!135, !1, !2}
!136 = distinct !{!136, !1}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !1}
!139 = distinct !{!139, !1, !2}
!140 = distinct !{!140, !1}
!141 = distinct !{!141, !1}
!142 = distinct !{!142, !1, !2}
!143 = distinct !{!143, !1}
!144 = distinct !{!144, !1}
!145 = distinct !{!145, !1}
!146 = distinct !{!146, !1, !2}
!147 = distinct !{!147, !1, !2}
!148 = distinct !{!148, !1}
!149 = distinct !{!149, !1}
!150 = distinct !{!150, !1, !2}
!151 = distinct !{!151, !1}
!152 = distinct !{!152, !1, !2}
!153 = distinct !{!153, !1}
!154 = distinct !{!154, !1, !2}
!155 = distinct !{!155, !1}
!156 = distinct !{!156, !1}
!157 = distinct !{!157, !1, !2}
!158 = distinct !{!158, !1, !2}
!159 = distinct !{!159, !1}
!160 = distinct !{!160, !1}
!161 = distinct !{!161, !1, !2}
!162 = distinct !{!162, !1, !2}
!163 = distinct !{!163, !1}
!164 = distinct !{!164, !1, !2}
!165 = distinct !{!165, !1, !2}
!166 = distinct !{!166, !1, !2}
!167 = distinct !{!167, !1}
!168 = distinct !{!168, !1}
!169 = distinct !{!169, !1, !2}
!170 = distinct !{!170, !1, !2}
!171 = distinct !{!171, !1}
!172 = distinct !{!172, !1}
!173 = distinct !{!173, !1, !2}
!174 = distinct !{!174, !1, !2}
!175 = distinct !{!175, !1}
!176 = distinct !{!176, !1, !2}
!177 = distinct !{!177, !1}
!178 = distinct !{!178, !1, !2}
!179 = distinct !{!179, !1}
!180 = distinct !{!180, !1}
!181 = distinct !{!181, !1, !2}
!182 = distinct !{!182, !1}
!183 = distinct !{!183, !1}
!184 = distinct !{!184, !1}
!185 = distinct !{!185, !1, !2}
!186 = distinct !{!186, !1, !2}
!187 = distinct !{!187, !1}
!188 = distinct !{!188, !1}
!189 = distinct !{!189, !1, !2}
!190 = distinct !{!190, !1}
!191 = distinct !{!191, !1, !2}
!192 = distinct !{!192, !1}
!193 = distinct !{!193, !1, !2}
!194 = distinct !{!194, !1}
!195 = distinct !{!195, !1}
!196 = distinct !{!196, !1, !2}
