; ModuleID = 'flash_attention_wg.tile'
source_filename = "flash_attention_wg.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_flash_attention_wg = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_flash_attention_wg_causal = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @flash_attention_wg_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %BH, i32 %S, i32 %bx, i32 %bz) #0 {
entry:
  %tl_lanes_14 = alloca [32 x float], align 64
  %tl_lanes_15 = alloca [32 x float], align 64
  %Q_s = alloca [8192 x i16], align 64
  %K_s = alloca [8192 x i16], align 64
  %V_s = alloca [8192 x i16], align 64
  %P_s = alloca [16384 x i16], align 64
  %acc_s = alloca [16384 x float], align 64
  %acc_o = alloca [8192 x float], align 64
  %m = alloca [128 x float], align 64
  %m_prev = alloca [128 x float], align 64
  %l = alloca [128 x float], align 64
  %row_sum = alloca [128 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %row_sum, i8 0, i64 512, i1 false)
  %0 = sext i32 %bz to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %BH to i64
  %3 = icmp sle i64 %1, %2
  %4 = mul i32 %bx, 128
  %5 = icmp sle i32 0, %4
  %6 = mul i32 %bx, 128
  %7 = sext i32 %6 to i64
  %8 = add i64 %7, 128
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
  %i3 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i3, 128
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
  %18 = mul i32 %bx, 128
  %19 = add i32 %18, %i3
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %17, %20
  %22 = mul nsw i64 %21, 64
  %23 = sext i32 %j1 to i64
  %24 = add nsw i64 %22, %23
  %25 = getelementptr inbounds i16, ptr %Q, i64 %24
  %26 = load i16, ptr %25, align 2
  %27 = bitcast i16 %26 to half
  %28 = fpext half %27 to float
  %29 = sext i32 %i3 to i64
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
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end10, %if.else
  %i37 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i37, 128
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
  %43 = mul i32 %bx, 128
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i37 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 128
  %49 = sext i32 %48 to i64
  %50 = sext i32 %i37 to i64
  %51 = add i64 %49, %50
  %52 = sext i32 %S to i64
  %53 = icmp slt i64 %51, %52
  %54 = and i1 %47, %53
  %55 = and i1 %42, %54
  br i1 %55, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %56 = add nsw i32 %i37, 1
  br label %for.cond4, !llvm.loop !4

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %bz to i64
  %58 = sext i32 %S to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %bx, 128
  %61 = add i32 %60, %i37
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
  %72 = sext i32 %i37 to i64
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
  %i315 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i315, 128
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
  %82 = sext i32 %i315 to i64
  %83 = mul nsw i64 %82, 64
  %84 = sext i32 %j119 to i64
  %85 = add nsw i64 %83, %84
  %86 = getelementptr inbounds float, ptr %acc_o, i64 %85
  store float 0.000000e+00, ptr %86, align 4
  %87 = add nsw i32 %j119, 1
  br label %for.cond16, !llvm.loop !6

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !7

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 128
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !8

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i327 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i327, 128
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i327 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !9

for.end26:                                        ; preds = %for.cond24
  %97 = sext i32 %S to i64
  %98 = sdiv i64 %97, 128
  %99 = sub i64 0, %97
  %100 = select i1 false, i64 %99, i64 %98
  %101 = srem i64 %97, 128
  %102 = icmp ne i64 %101, 0
  %103 = icmp slt i64 %97, 0
  %104 = icmp eq i1 %103, false
  %105 = and i1 %102, %104
  %106 = zext i1 %105 to i64
  %107 = add i64 %100, %106
  %108 = trunc i64 %107 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end159, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %478, %for.end159 ]
  %109 = icmp slt i32 %kb, %108
  br i1 %109, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %110 = sext i32 %bz to i64
  %111 = add i64 %110, 1
  %112 = sext i32 %BH to i64
  %113 = icmp sle i64 %111, %112
  %114 = mul i32 %kb, 128
  %115 = icmp sle i32 0, %114
  %116 = mul i32 %kb, 128
  %117 = sext i32 %116 to i64
  %118 = add i64 %117, 128
  %119 = sext i32 %S to i64
  %120 = icmp sle i64 %118, %119
  %121 = and i1 %115, %120
  %122 = and i1 %113, %121
  br i1 %122, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond165

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond42

if.end33:                                         ; preds = %for.end44, %for.end36
  %123 = sext i32 %bz to i64
  %124 = add i64 %123, 1
  %125 = sext i32 %BH to i64
  %126 = icmp sle i64 %124, %125
  %127 = mul i32 %kb, 128
  %128 = icmp sle i32 0, %127
  %129 = mul i32 %kb, 128
  %130 = sext i32 %129 to i64
  %131 = add i64 %130, 128
  %132 = sext i32 %S to i64
  %133 = icmp sle i64 %131, %132
  %134 = and i1 %128, %133
  %135 = and i1 %126, %134
  br i1 %135, label %if.then53, label %if.else54

for.cond34:                                       ; preds = %for.end40, %if.then31
  %i337 = phi i32 [ 0, %if.then31 ], [ %160, %for.end40 ]
  %136 = icmp slt i32 %i337, 128
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
  %141 = mul i32 %kb, 128
  %142 = add i32 %141, %i337
  %143 = sext i32 %142 to i64
  %144 = add nsw i64 %140, %143
  %145 = mul nsw i64 %144, 64
  %146 = sext i32 %j141 to i64
  %147 = add nsw i64 %145, %146
  %148 = getelementptr inbounds i16, ptr %K, i64 %147
  %149 = load i16, ptr %148, align 2
  %150 = bitcast i16 %149 to half
  %151 = fpext half %150 to float
  %152 = sext i32 %i337 to i64
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
  %160 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !11

for.cond42:                                       ; preds = %for.end48, %if.else32
  %i345 = phi i32 [ 0, %if.else32 ], [ %179, %for.end48 ]
  %161 = icmp slt i32 %i345, 128
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
  %166 = mul i32 %kb, 128
  %167 = sext i32 %166 to i64
  %168 = sext i32 %i345 to i64
  %169 = add i64 %167, %168
  %170 = icmp sle i64 0, %169
  %171 = mul i32 %kb, 128
  %172 = sext i32 %171 to i64
  %173 = sext i32 %i345 to i64
  %174 = add i64 %172, %173
  %175 = sext i32 %S to i64
  %176 = icmp slt i64 %174, %175
  %177 = and i1 %170, %176
  %178 = and i1 %165, %177
  br i1 %178, label %sel.then50, label %sel.else51

for.end48:                                        ; preds = %for.cond46
  %179 = add nsw i32 %i345, 1
  br label %for.cond42, !llvm.loop !12

sel.then50:                                       ; preds = %for.body47
  %180 = sext i32 %bz to i64
  %181 = sext i32 %S to i64
  %182 = mul nsw i64 %180, %181
  %183 = mul i32 %kb, 128
  %184 = add i32 %183, %i345
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
  %195 = sext i32 %i345 to i64
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
  %i359 = phi i32 [ 0, %if.then53 ], [ %227, %for.end62 ]
  %203 = icmp slt i32 %i359, 128
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
  %208 = mul i32 %kb, 128
  %209 = add i32 %208, %i359
  %210 = sext i32 %209 to i64
  %211 = add nsw i64 %207, %210
  %212 = mul nsw i64 %211, 64
  %213 = sext i32 %j163 to i64
  %214 = add nsw i64 %212, %213
  %215 = getelementptr inbounds i16, ptr %V, i64 %214
  %216 = load i16, ptr %215, align 2
  %217 = bitcast i16 %216 to half
  %218 = fpext half %217 to float
  %219 = sext i32 %i359 to i64
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
  %227 = add nsw i32 %i359, 1
  br label %for.cond56, !llvm.loop !15

for.cond64:                                       ; preds = %for.end70, %if.else54
  %i367 = phi i32 [ 0, %if.else54 ], [ %246, %for.end70 ]
  %228 = icmp slt i32 %i367, 128
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
  %233 = mul i32 %kb, 128
  %234 = sext i32 %233 to i64
  %235 = sext i32 %i367 to i64
  %236 = add i64 %234, %235
  %237 = icmp sle i64 0, %236
  %238 = mul i32 %kb, 128
  %239 = sext i32 %238 to i64
  %240 = sext i32 %i367 to i64
  %241 = add i64 %239, %240
  %242 = sext i32 %S to i64
  %243 = icmp slt i64 %241, %242
  %244 = and i1 %237, %243
  %245 = and i1 %232, %244
  br i1 %245, label %sel.then72, label %sel.else73

for.end70:                                        ; preds = %for.cond68
  %246 = add nsw i32 %i367, 1
  br label %for.cond64, !llvm.loop !16

sel.then72:                                       ; preds = %for.body69
  %247 = sext i32 %bz to i64
  %248 = sext i32 %S to i64
  %249 = mul nsw i64 %247, %248
  %250 = mul i32 %kb, 128
  %251 = add i32 %250, %i367
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
  %262 = sext i32 %i367 to i64
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
  %i378 = phi i32 [ 0, %if.end55 ], [ %281, %for.end81 ]
  %270 = icmp slt i32 %i378, 128
  br i1 %270, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond79

for.end77:                                        ; preds = %for.cond75
  call void @tilec_rt_gemm_f16f32(i32 128, i32 128, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 128)
  %271 = mul i32 %kb, 128
  %272 = add i32 %271, 128
  %273 = icmp sle i32 %272, %S
  br i1 %273, label %if.then83, label %if.else84

for.cond79:                                       ; preds = %for.body80, %for.body76
  %j182 = phi i32 [ 0, %for.body76 ], [ %280, %for.body80 ]
  %274 = icmp slt i32 %j182, 128
  br i1 %274, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %275 = sext i32 %i378 to i64
  %276 = mul nsw i64 %275, 128
  %277 = sext i32 %j182 to i64
  %278 = add nsw i64 %276, %277
  %279 = getelementptr inbounds float, ptr %acc_s, i64 %278
  store float 0.000000e+00, ptr %279, align 4
  %280 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !18

for.end81:                                        ; preds = %for.cond79
  %281 = add nsw i32 %i378, 1
  br label %for.cond75, !llvm.loop !19

if.then83:                                        ; preds = %for.end77
  br label %for.cond86

if.else84:                                        ; preds = %for.end77
  br label %for.cond92

if.end85:                                         ; preds = %for.end94, %for.end88
  br label %for.cond100

for.cond86:                                       ; preds = %for.end91, %if.then83
  %i = phi i32 [ 0, %if.then83 ], [ %297, %for.end91 ]
  %282 = icmp slt i32 %i, 128
  br i1 %282, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  br label %for.cond89

for.end88:                                        ; preds = %for.cond86
  br label %if.end85

for.cond89:                                       ; preds = %for.body90, %for.body87
  %j = phi i32 [ 0, %for.body87 ], [ %296, %for.body90 ]
  %283 = icmp slt i32 %j, 128
  br i1 %283, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %284 = sext i32 %i to i64
  %285 = mul nsw i64 %284, 128
  %286 = sext i32 %j to i64
  %287 = add nsw i64 %285, %286
  %288 = getelementptr inbounds float, ptr %acc_s, i64 %287
  %289 = load float, ptr %288, align 4
  %290 = fmul float %289, 0x3FC7154760000000
  %291 = sext i32 %i to i64
  %292 = mul nsw i64 %291, 128
  %293 = sext i32 %j to i64
  %294 = add nsw i64 %292, %293
  %295 = getelementptr inbounds float, ptr %acc_s, i64 %294
  store float %290, ptr %295, align 4
  %296 = add nsw i32 %j, 1
  br label %for.cond89, !llvm.loop !20

for.end91:                                        ; preds = %for.cond89
  %297 = add nsw i32 %i, 1
  br label %for.cond86, !llvm.loop !21

for.cond92:                                       ; preds = %for.end98, %if.else84
  %i95 = phi i32 [ 0, %if.else84 ], [ %318, %for.end98 ]
  %298 = icmp slt i32 %i95, 128
  br i1 %298, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  br label %for.cond96

for.end94:                                        ; preds = %for.cond92
  br label %if.end85

for.cond96:                                       ; preds = %for.body97, %for.body93
  %j99 = phi i32 [ 0, %for.body93 ], [ %317, %for.body97 ]
  %299 = icmp slt i32 %j99, 128
  br i1 %299, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %300 = mul i32 %kb, 128
  %301 = add i32 %300, %j99
  %302 = icmp slt i32 %301, %S
  %303 = sext i32 %i95 to i64
  %304 = mul nsw i64 %303, 128
  %305 = sext i32 %j99 to i64
  %306 = add nsw i64 %304, %305
  %307 = call i64 @llvm.umin.i64(i64 %306, i64 16383)
  %308 = getelementptr inbounds float, ptr %acc_s, i64 %307
  %309 = load float, ptr %308, align 4
  %310 = fmul float %309, 0x3FC7154760000000
  %311 = select i1 %302, float %310, float 0xFFF0000000000000
  %312 = sext i32 %i95 to i64
  %313 = mul nsw i64 %312, 128
  %314 = sext i32 %j99 to i64
  %315 = add nsw i64 %313, %314
  %316 = getelementptr inbounds float, ptr %acc_s, i64 %315
  store float %311, ptr %316, align 4
  %317 = add nsw i32 %j99, 1
  br label %for.cond96, !llvm.loop !22

for.end98:                                        ; preds = %for.cond96
  %318 = add nsw i32 %i95, 1
  br label %for.cond92, !llvm.loop !23

for.cond100:                                      ; preds = %for.body101, %if.end85
  %i3103 = phi i32 [ 0, %if.end85 ], [ %325, %for.body101 ]
  %319 = icmp slt i32 %i3103, 128
  br i1 %319, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %320 = sext i32 %i3103 to i64
  %321 = getelementptr inbounds float, ptr %m, i64 %320
  %322 = load float, ptr %321, align 4
  %323 = sext i32 %i3103 to i64
  %324 = getelementptr inbounds float, ptr %m_prev, i64 %323
  store float %322, ptr %324, align 4
  %325 = add nsw i32 %i3103, 1
  br label %for.cond100, !llvm.loop !24

for.end102:                                       ; preds = %for.cond100
  br label %for.cond104

for.cond104:                                      ; preds = %for.end119, %for.end102
  %i1 = phi i32 [ 0, %for.end102 ], [ %368, %for.end119 ]
  %326 = icmp slt i32 %i1, 128
  br i1 %326, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  br label %for.cond107

for.end106:                                       ; preds = %for.cond104
  br label %for.cond121

for.cond107:                                      ; preds = %for.body108, %for.body105
  %lane = phi i32 [ 0, %for.body105 ], [ %336, %for.body108 ]
  %327 = icmp slt i32 %lane, 32
  br i1 %327, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %328 = sext i32 %i1 to i64
  %329 = mul nsw i64 %328, 128
  %330 = sext i32 %lane to i64
  %331 = add nsw i64 %329, %330
  %332 = getelementptr inbounds float, ptr %acc_s, i64 %331
  %333 = load float, ptr %332, align 4
  %334 = sext i32 %lane to i64
  %335 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %334
  store float %333, ptr %335, align 4
  %336 = add nsw i32 %lane, 1
  br label %for.cond107, !llvm.loop !25

for.end109:                                       ; preds = %for.cond107
  br label %for.cond110

for.cond110:                                      ; preds = %for.end115, %for.end109
  %red = phi i32 [ 0, %for.end109 ], [ %356, %for.end115 ]
  %337 = icmp slt i32 %red, 3
  br i1 %337, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond113

for.end112:                                       ; preds = %for.cond110
  br label %for.cond117

for.cond113:                                      ; preds = %for.body114, %for.body111
  %lane116 = phi i32 [ 0, %for.body111 ], [ %355, %for.body114 ]
  %338 = icmp slt i32 %lane116, 32
  br i1 %338, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %339 = sext i32 %lane116 to i64
  %340 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %339
  %lane_acc = load float, ptr %340, align 4
  %341 = sext i32 %i1 to i64
  %342 = mul nsw i64 %341, 128
  %343 = add i32 %red, 1
  %344 = mul i32 %343, 32
  %345 = add i32 %344, %lane116
  %346 = sext i32 %345 to i64
  %347 = add nsw i64 %342, %346
  %348 = getelementptr inbounds float, ptr %acc_s, i64 %347
  %lane_next = load float, ptr %348, align 4
  %349 = fcmp une float %lane_next, %lane_next
  %350 = fcmp ogt float %lane_acc, %lane_next
  %351 = select i1 %350, float %lane_acc, float %lane_next
  %352 = select i1 %349, float %lane_acc, float %351
  %353 = sext i32 %lane116 to i64
  %354 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %353
  store float %352, ptr %354, align 4
  %355 = add nsw i32 %lane116, 1
  br label %for.cond113, !llvm.loop !26

for.end115:                                       ; preds = %for.cond113
  %356 = add nsw i32 %red, 1
  br label %for.cond110, !llvm.loop !27

for.cond117:                                      ; preds = %for.body118, %for.end112
  %lane120 = phi i32 [ 0, %for.end112 ], [ %367, %for.body118 ]
  %357 = icmp slt i32 %lane120, 32
  br i1 %357, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %358 = sext i32 %i1 to i64
  %359 = getelementptr inbounds float, ptr %m, i64 %358
  %360 = load float, ptr %359, align 4
  %361 = sext i32 %lane120 to i64
  %362 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %361
  %363 = load float, ptr %362, align 4
  %364 = call float @llvm.maxnum.f32(float %360, float %363)
  %365 = sext i32 %i1 to i64
  %366 = getelementptr inbounds float, ptr %m, i64 %365
  store float %364, ptr %366, align 4
  %367 = add nsw i32 %lane120, 1
  br label %for.cond117, !llvm.loop !28

for.end119:                                       ; preds = %for.cond117
  %368 = add nsw i32 %i1, 1
  br label %for.cond104, !llvm.loop !29

for.cond121:                                      ; preds = %for.end127, %for.end106
  %i124 = phi i32 [ 0, %for.end106 ], [ %390, %for.end127 ]
  %369 = icmp slt i32 %i124, 128
  br i1 %369, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  br label %for.cond125

for.end123:                                       ; preds = %for.cond121
  br label %for.cond129

for.cond125:                                      ; preds = %for.body126, %for.body122
  %j128 = phi i32 [ 0, %for.body122 ], [ %389, %for.body126 ]
  %370 = icmp slt i32 %j128, 128
  br i1 %370, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %371 = sext i32 %i124 to i64
  %372 = mul nsw i64 %371, 128
  %373 = sext i32 %j128 to i64
  %374 = add nsw i64 %372, %373
  %375 = getelementptr inbounds float, ptr %acc_s, i64 %374
  %376 = load float, ptr %375, align 4
  %377 = sext i32 %i124 to i64
  %378 = getelementptr inbounds float, ptr %m, i64 %377
  %379 = load float, ptr %378, align 4
  %380 = fsub float %376, %379
  %381 = fpext float %380 to double
  %382 = call double @llvm.exp2.f64(double %381)
  %383 = fptrunc double %382 to float
  %384 = sext i32 %i124 to i64
  %385 = mul nsw i64 %384, 128
  %386 = sext i32 %j128 to i64
  %387 = add nsw i64 %385, %386
  %388 = getelementptr inbounds float, ptr %acc_s, i64 %387
  store float %383, ptr %388, align 4
  %389 = add nsw i32 %j128, 1
  br label %for.cond125, !llvm.loop !30

for.end127:                                       ; preds = %for.cond125
  %390 = add nsw i32 %i124, 1
  br label %for.cond121, !llvm.loop !31

for.cond129:                                      ; preds = %for.end144, %for.end123
  %i2 = phi i32 [ 0, %for.end123 ], [ %434, %for.end144 ]
  %391 = icmp slt i32 %i2, 128
  br i1 %391, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  br label %for.cond132

for.end131:                                       ; preds = %for.cond129
  br label %for.cond146

for.cond132:                                      ; preds = %for.body133, %for.body130
  %lane1 = phi i32 [ 0, %for.body130 ], [ %401, %for.body133 ]
  %392 = icmp slt i32 %lane1, 32
  br i1 %392, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %393 = sext i32 %i2 to i64
  %394 = mul nsw i64 %393, 128
  %395 = sext i32 %lane1 to i64
  %396 = add nsw i64 %394, %395
  %397 = getelementptr inbounds float, ptr %acc_s, i64 %396
  %398 = load float, ptr %397, align 4
  %399 = sext i32 %lane1 to i64
  %400 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %399
  store float %398, ptr %400, align 4
  %401 = add nsw i32 %lane1, 1
  br label %for.cond132, !llvm.loop !32

for.end134:                                       ; preds = %for.cond132
  br label %for.cond135

for.cond135:                                      ; preds = %for.end140, %for.end134
  %red1 = phi i32 [ 0, %for.end134 ], [ %422, %for.end140 ]
  %402 = icmp slt i32 %red1, 3
  br i1 %402, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  br label %for.cond138

for.end137:                                       ; preds = %for.cond135
  %403 = sext i32 %i2 to i64
  %404 = getelementptr inbounds float, ptr %row_sum, i64 %403
  store float 0.000000e+00, ptr %404, align 4
  br label %for.cond142

for.cond138:                                      ; preds = %for.body139, %for.body136
  %lane1141 = phi i32 [ 0, %for.body136 ], [ %421, %for.body139 ]
  %405 = icmp slt i32 %lane1141, 32
  br i1 %405, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %406 = sext i32 %lane1141 to i64
  %407 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = sext i32 %i2 to i64
  %410 = mul nsw i64 %409, 128
  %411 = add i32 %red1, 1
  %412 = mul i32 %411, 32
  %413 = add i32 %412, %lane1141
  %414 = sext i32 %413 to i64
  %415 = add nsw i64 %410, %414
  %416 = getelementptr inbounds float, ptr %acc_s, i64 %415
  %417 = load float, ptr %416, align 4
  %418 = fadd float %408, %417
  %419 = sext i32 %lane1141 to i64
  %420 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %419
  store float %418, ptr %420, align 4
  %421 = add nsw i32 %lane1141, 1
  br label %for.cond138, !llvm.loop !33

for.end140:                                       ; preds = %for.cond138
  %422 = add nsw i32 %red1, 1
  br label %for.cond135, !llvm.loop !34

for.cond142:                                      ; preds = %for.body143, %for.end137
  %lane1145 = phi i32 [ 0, %for.end137 ], [ %433, %for.body143 ]
  %423 = icmp slt i32 %lane1145, 32
  br i1 %423, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %424 = sext i32 %i2 to i64
  %425 = getelementptr inbounds float, ptr %row_sum, i64 %424
  %426 = load float, ptr %425, align 4
  %427 = sext i32 %lane1145 to i64
  %428 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %427
  %429 = load float, ptr %428, align 4
  %430 = fadd float %426, %429
  %431 = sext i32 %i2 to i64
  %432 = getelementptr inbounds float, ptr %row_sum, i64 %431
  store float %430, ptr %432, align 4
  %433 = add nsw i32 %lane1145, 1
  br label %for.cond142, !llvm.loop !35

for.end144:                                       ; preds = %for.cond142
  %434 = add nsw i32 %i2, 1
  br label %for.cond129, !llvm.loop !36

for.cond146:                                      ; preds = %for.body147, %for.end131
  %i149 = phi i32 [ 0, %for.end131 ], [ %457, %for.body147 ]
  %435 = icmp slt i32 %i149, 128
  br i1 %435, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %436 = sext i32 %i149 to i64
  %437 = getelementptr inbounds float, ptr %m_prev, i64 %436
  %438 = load float, ptr %437, align 4
  %439 = sext i32 %i149 to i64
  %440 = getelementptr inbounds float, ptr %m, i64 %439
  %441 = load float, ptr %440, align 4
  %442 = fsub float %438, %441
  %443 = fpext float %442 to double
  %444 = call double @llvm.exp2.f64(double %443)
  %alpha = fptrunc double %444 to float
  %445 = sext i32 %i149 to i64
  %446 = getelementptr inbounds float, ptr %l, i64 %445
  %447 = load float, ptr %446, align 4
  %448 = fmul float %447, %alpha
  %449 = sext i32 %i149 to i64
  %450 = getelementptr inbounds float, ptr %row_sum, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = fadd float %448, %451
  %453 = sext i32 %i149 to i64
  %454 = getelementptr inbounds float, ptr %l, i64 %453
  store float %452, ptr %454, align 4
  %455 = sext i32 %i149 to i64
  %456 = getelementptr inbounds float, ptr %m_prev, i64 %455
  store float %alpha, ptr %456, align 4
  %457 = add nsw i32 %i149, 1
  br label %for.cond146, !llvm.loop !37

for.end148:                                       ; preds = %for.cond146
  br label %for.cond150

for.cond150:                                      ; preds = %for.end156, %for.end148
  %i153 = phi i32 [ 0, %for.end148 ], [ %476, %for.end156 ]
  %458 = icmp slt i32 %i153, 128
  br i1 %458, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  br label %for.cond154

for.end152:                                       ; preds = %for.cond150
  br label %for.cond157

for.cond154:                                      ; preds = %for.body155, %for.body151
  %d = phi i32 [ 0, %for.body151 ], [ %475, %for.body155 ]
  %459 = icmp slt i32 %d, 64
  br i1 %459, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %460 = sext i32 %i153 to i64
  %461 = mul nsw i64 %460, 64
  %462 = sext i32 %d to i64
  %463 = add nsw i64 %461, %462
  %464 = getelementptr inbounds float, ptr %acc_o, i64 %463
  %465 = load float, ptr %464, align 4
  %466 = sext i32 %i153 to i64
  %467 = getelementptr inbounds float, ptr %m_prev, i64 %466
  %468 = load float, ptr %467, align 4
  %469 = fmul float %465, %468
  %470 = sext i32 %i153 to i64
  %471 = mul nsw i64 %470, 64
  %472 = sext i32 %d to i64
  %473 = add nsw i64 %471, %472
  %474 = getelementptr inbounds float, ptr %acc_o, i64 %473
  store float %469, ptr %474, align 4
  %475 = add nsw i32 %d, 1
  br label %for.cond154, !llvm.loop !38

for.end156:                                       ; preds = %for.cond154
  %476 = add nsw i32 %i153, 1
  br label %for.cond150, !llvm.loop !39

for.cond157:                                      ; preds = %for.end163, %for.end152
  %i3160 = phi i32 [ 0, %for.end152 ], [ %496, %for.end163 ]
  %477 = icmp slt i32 %i3160, 128
  br i1 %477, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  br label %for.cond161

for.end159:                                       ; preds = %for.cond157
  call void @tilec_rt_gemm_f16f32(i32 128, i32 64, i32 128, ptr %P_s, i32 128, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %478 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !40

for.cond161:                                      ; preds = %for.body162, %for.body158
  %j1164 = phi i32 [ 0, %for.body158 ], [ %495, %for.body162 ]
  %479 = icmp slt i32 %j1164, 128
  br i1 %479, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  %480 = sext i32 %i3160 to i64
  %481 = mul nsw i64 %480, 128
  %482 = sext i32 %j1164 to i64
  %483 = add nsw i64 %481, %482
  %484 = getelementptr inbounds float, ptr %acc_s, i64 %483
  %485 = load float, ptr %484, align 4
  %486 = fptrunc float %485 to half
  %487 = fpext half %486 to float
  %488 = sext i32 %i3160 to i64
  %489 = mul nsw i64 %488, 128
  %490 = sext i32 %j1164 to i64
  %491 = add nsw i64 %489, %490
  %492 = getelementptr inbounds i16, ptr %P_s, i64 %491
  %493 = fptrunc float %487 to half
  %494 = bitcast half %493 to i16
  store i16 %494, ptr %492, align 2
  %495 = add nsw i32 %j1164, 1
  br label %for.cond161, !llvm.loop !41

for.end163:                                       ; preds = %for.cond161
  %496 = add nsw i32 %i3160, 1
  br label %for.cond157, !llvm.loop !42

for.cond165:                                      ; preds = %for.end171, %for.end30
  %i168 = phi i32 [ 0, %for.end30 ], [ %528, %for.end171 ]
  %497 = icmp slt i32 %i168, 128
  br i1 %497, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  br label %for.cond169

for.end167:                                       ; preds = %for.cond165
  %498 = sext i32 %bz to i64
  %499 = add i64 %498, 1
  %500 = sext i32 %BH to i64
  %501 = icmp sle i64 %499, %500
  %502 = mul i32 %bx, 128
  %503 = icmp sle i32 0, %502
  %504 = mul i32 %bx, 128
  %505 = sext i32 %504 to i64
  %506 = add i64 %505, 128
  %507 = sext i32 %S to i64
  %508 = icmp sle i64 %506, %507
  %509 = and i1 %503, %508
  %510 = and i1 %501, %509
  br i1 %510, label %if.then173, label %if.else174

for.cond169:                                      ; preds = %for.body170, %for.body166
  %d172 = phi i32 [ 0, %for.body166 ], [ %527, %for.body170 ]
  %511 = icmp slt i32 %d172, 64
  br i1 %511, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %512 = sext i32 %i168 to i64
  %513 = mul nsw i64 %512, 64
  %514 = sext i32 %d172 to i64
  %515 = add nsw i64 %513, %514
  %516 = getelementptr inbounds float, ptr %acc_o, i64 %515
  %517 = load float, ptr %516, align 4
  %518 = sext i32 %i168 to i64
  %519 = getelementptr inbounds float, ptr %l, i64 %518
  %520 = load float, ptr %519, align 4
  %521 = fdiv float %517, %520
  %522 = sext i32 %i168 to i64
  %523 = mul nsw i64 %522, 64
  %524 = sext i32 %d172 to i64
  %525 = add nsw i64 %523, %524
  %526 = getelementptr inbounds float, ptr %acc_o, i64 %525
  store float %521, ptr %526, align 4
  %527 = add nsw i32 %d172, 1
  br label %for.cond169, !llvm.loop !43

for.end171:                                       ; preds = %for.cond169
  %528 = add nsw i32 %i168, 1
  br label %for.cond165, !llvm.loop !44

if.then173:                                       ; preds = %for.end167
  br label %for.cond176

if.else174:                                       ; preds = %for.end167
  br label %for.cond182

if.end175:                                        ; preds = %for.end184, %for.end178
  ret void

for.cond176:                                      ; preds = %for.end181, %if.then173
  %i5 = phi i32 [ 0, %if.then173 ], [ %553, %for.end181 ]
  %529 = icmp slt i32 %i5, 128
  br i1 %529, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  br label %for.cond179

for.end178:                                       ; preds = %for.cond176
  br label %if.end175

for.cond179:                                      ; preds = %for.body180, %for.body177
  %j2 = phi i32 [ 0, %for.body177 ], [ %552, %for.body180 ]
  %530 = icmp slt i32 %j2, 64
  br i1 %530, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %531 = sext i32 %i5 to i64
  %532 = mul nsw i64 %531, 64
  %533 = sext i32 %j2 to i64
  %534 = add nsw i64 %532, %533
  %535 = getelementptr inbounds float, ptr %acc_o, i64 %534
  %536 = load float, ptr %535, align 4
  %537 = fptrunc float %536 to half
  %538 = fpext half %537 to float
  %539 = sext i32 %bz to i64
  %540 = sext i32 %S to i64
  %541 = mul nsw i64 %539, %540
  %542 = mul i32 %bx, 128
  %543 = add i32 %542, %i5
  %544 = sext i32 %543 to i64
  %545 = add nsw i64 %541, %544
  %546 = mul nsw i64 %545, 64
  %547 = sext i32 %j2 to i64
  %548 = add nsw i64 %546, %547
  %549 = getelementptr inbounds i16, ptr %O, i64 %548
  %550 = fptrunc float %538 to half
  %551 = bitcast half %550 to i16
  store i16 %551, ptr %549, align 2
  %552 = add nsw i32 %j2, 1
  br label %for.cond179, !llvm.loop !45

for.end181:                                       ; preds = %for.cond179
  %553 = add nsw i32 %i5, 1
  br label %for.cond176, !llvm.loop !46

for.cond182:                                      ; preds = %for.end188, %if.else174
  %i5185 = phi i32 [ 0, %if.else174 ], [ %572, %for.end188 ]
  %554 = icmp slt i32 %i5185, 128
  br i1 %554, label %for.body183, label %for.end184

for.body183:                                      ; preds = %for.cond182
  br label %for.cond186

for.end184:                                       ; preds = %for.cond182
  br label %if.end175

for.cond186:                                      ; preds = %if.end192, %for.body183
  %j2189 = phi i32 [ 0, %for.body183 ], [ %594, %if.end192 ]
  %555 = icmp slt i32 %j2189, 64
  br i1 %555, label %for.body187, label %for.end188

for.body187:                                      ; preds = %for.cond186
  %556 = sext i32 %bz to i64
  %557 = sext i32 %BH to i64
  %558 = icmp slt i64 %556, %557
  %559 = mul i32 %bx, 128
  %560 = sext i32 %559 to i64
  %561 = sext i32 %i5185 to i64
  %562 = add i64 %560, %561
  %563 = icmp sle i64 0, %562
  %564 = mul i32 %bx, 128
  %565 = sext i32 %564 to i64
  %566 = sext i32 %i5185 to i64
  %567 = add i64 %565, %566
  %568 = sext i32 %S to i64
  %569 = icmp slt i64 %567, %568
  %570 = and i1 %563, %569
  %571 = and i1 %558, %570
  br i1 %571, label %if.then190, label %if.else191

for.end188:                                       ; preds = %for.cond186
  %572 = add nsw i32 %i5185, 1
  br label %for.cond182, !llvm.loop !47

if.then190:                                       ; preds = %for.body187
  %573 = sext i32 %i5185 to i64
  %574 = mul nsw i64 %573, 64
  %575 = sext i32 %j2189 to i64
  %576 = add nsw i64 %574, %575
  %577 = getelementptr inbounds float, ptr %acc_o, i64 %576
  %578 = load float, ptr %577, align 4
  %579 = fptrunc float %578 to half
  %580 = fpext half %579 to float
  %581 = sext i32 %bz to i64
  %582 = sext i32 %S to i64
  %583 = mul nsw i64 %581, %582
  %584 = mul i32 %bx, 128
  %585 = add i32 %584, %i5185
  %586 = sext i32 %585 to i64
  %587 = add nsw i64 %583, %586
  %588 = mul nsw i64 %587, 64
  %589 = sext i32 %j2189 to i64
  %590 = add nsw i64 %588, %589
  %591 = getelementptr inbounds i16, ptr %O, i64 %590
  %592 = fptrunc float %580 to half
  %593 = bitcast half %592 to i16
  store i16 %593, ptr %591, align 2
  br label %if.end192

if.else191:                                       ; preds = %for.body187
  br label %if.end192

if.end192:                                        ; preds = %if.else191, %if.then190
  %594 = add nsw i32 %j2189, 1
  br label %for.cond186, !llvm.loop !48
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp2.f64(double) #2

; Function Attrs: nounwind
define internal void @flash_attention_wg_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %ctx, i32 0, i32 6
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
  call void @flash_attention_wg_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_flash_attention_wg(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_flash_attention_wg, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %BH = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %a, i32 0, i32 4
  store i32 %BH, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %S = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %a, i32 0, i32 5
  store i32 %S, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_flash_attention_wg, ptr %a, i32 0, i32 6
  %21 = sext i32 %S to i64
  %22 = sdiv i64 %21, 128
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 128
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
  %45 = call i32 @tilec_rt_run_blocks(i64 %44, i32 %nworkers, ptr @flash_attention_wg_task, ptr %a)
  ret i32 %45

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @flash_attention_wg_causal_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %BH, i32 %S, i32 %bx, i32 %bz) #0 {
entry:
  %tl_lanes_14 = alloca [32 x float], align 64
  %tl_lanes_15 = alloca [32 x float], align 64
  %Q_s = alloca [8192 x i16], align 64
  %K_s = alloca [8192 x i16], align 64
  %V_s = alloca [8192 x i16], align 64
  %P_s = alloca [16384 x i16], align 64
  %acc_s = alloca [16384 x float], align 64
  %acc_o = alloca [8192 x float], align 64
  %m = alloca [128 x float], align 64
  %m_prev = alloca [128 x float], align 64
  %l = alloca [128 x float], align 64
  %row_sum = alloca [128 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %row_sum, i8 0, i64 512, i1 false)
  %0 = sext i32 %bz to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %BH to i64
  %3 = icmp sle i64 %1, %2
  %4 = mul i32 %bx, 128
  %5 = icmp sle i32 0, %4
  %6 = mul i32 %bx, 128
  %7 = sext i32 %6 to i64
  %8 = add i64 %7, 128
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
  %i3 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i3, 128
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
  %18 = mul i32 %bx, 128
  %19 = add i32 %18, %i3
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %17, %20
  %22 = mul nsw i64 %21, 64
  %23 = sext i32 %j1 to i64
  %24 = add nsw i64 %22, %23
  %25 = getelementptr inbounds i16, ptr %Q, i64 %24
  %26 = load i16, ptr %25, align 2
  %27 = bitcast i16 %26 to half
  %28 = fpext half %27 to float
  %29 = sext i32 %i3 to i64
  %30 = mul nsw i64 %29, 64
  %31 = sext i32 %j1 to i64
  %32 = add nsw i64 %30, %31
  %33 = getelementptr inbounds i16, ptr %Q_s, i64 %32
  %34 = fptrunc float %28 to half
  %35 = bitcast half %34 to i16
  store i16 %35, ptr %33, align 2
  %36 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !49

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !50

for.cond4:                                        ; preds = %for.end10, %if.else
  %i37 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i37, 128
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
  %43 = mul i32 %bx, 128
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i37 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 128
  %49 = sext i32 %48 to i64
  %50 = sext i32 %i37 to i64
  %51 = add i64 %49, %50
  %52 = sext i32 %S to i64
  %53 = icmp slt i64 %51, %52
  %54 = and i1 %47, %53
  %55 = and i1 %42, %54
  br i1 %55, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %56 = add nsw i32 %i37, 1
  br label %for.cond4, !llvm.loop !51

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %bz to i64
  %58 = sext i32 %S to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %bx, 128
  %61 = add i32 %60, %i37
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
  %72 = sext i32 %i37 to i64
  %73 = mul nsw i64 %72, 64
  %74 = sext i32 %j111 to i64
  %75 = add nsw i64 %73, %74
  %76 = getelementptr inbounds i16, ptr %Q_s, i64 %75
  %77 = fptrunc float %71 to half
  %78 = bitcast half %77 to i16
  store i16 %78, ptr %76, align 2
  %79 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !52

for.cond12:                                       ; preds = %for.end18, %if.end
  %i315 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i315, 128
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
  %82 = sext i32 %i315 to i64
  %83 = mul nsw i64 %82, 64
  %84 = sext i32 %j119 to i64
  %85 = add nsw i64 %83, %84
  %86 = getelementptr inbounds float, ptr %acc_o, i64 %85
  store float 0.000000e+00, ptr %86, align 4
  %87 = add nsw i32 %j119, 1
  br label %for.cond16, !llvm.loop !53

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !54

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 128
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !55

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i327 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i327, 128
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i327 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !56

for.end26:                                        ; preds = %for.cond24
  %97 = mul i32 %bx, 128
  %98 = add i32 %97, 128
  %99 = icmp slt i32 %S, %98
  %100 = select i1 %99, i32 %S, i32 %98
  %101 = sext i32 %100 to i64
  %102 = sdiv i64 %101, 128
  %103 = sub i64 0, %101
  %104 = select i1 false, i64 %103, i64 %102
  %105 = srem i64 %101, 128
  %106 = icmp ne i64 %105, 0
  %107 = icmp slt i64 %101, 0
  %108 = icmp eq i1 %107, false
  %109 = and i1 %106, %108
  %110 = zext i1 %109 to i64
  %111 = add i64 %104, %110
  %112 = trunc i64 %111 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end159, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %494, %for.end159 ]
  %113 = icmp slt i32 %kb, %112
  br i1 %113, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %114 = sext i32 %bz to i64
  %115 = add i64 %114, 1
  %116 = sext i32 %BH to i64
  %117 = icmp sle i64 %115, %116
  %118 = mul i32 %kb, 128
  %119 = icmp sle i32 0, %118
  %120 = mul i32 %kb, 128
  %121 = sext i32 %120 to i64
  %122 = add i64 %121, 128
  %123 = sext i32 %S to i64
  %124 = icmp sle i64 %122, %123
  %125 = and i1 %119, %124
  %126 = and i1 %117, %125
  br i1 %126, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond165

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond42

if.end33:                                         ; preds = %for.end44, %for.end36
  %127 = sext i32 %bz to i64
  %128 = add i64 %127, 1
  %129 = sext i32 %BH to i64
  %130 = icmp sle i64 %128, %129
  %131 = mul i32 %kb, 128
  %132 = icmp sle i32 0, %131
  %133 = mul i32 %kb, 128
  %134 = sext i32 %133 to i64
  %135 = add i64 %134, 128
  %136 = sext i32 %S to i64
  %137 = icmp sle i64 %135, %136
  %138 = and i1 %132, %137
  %139 = and i1 %130, %138
  br i1 %139, label %if.then53, label %if.else54

for.cond34:                                       ; preds = %for.end40, %if.then31
  %i337 = phi i32 [ 0, %if.then31 ], [ %164, %for.end40 ]
  %140 = icmp slt i32 %i337, 128
  br i1 %140, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

for.cond38:                                       ; preds = %for.body39, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %163, %for.body39 ]
  %141 = icmp slt i32 %j141, 64
  br i1 %141, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %142 = sext i32 %bz to i64
  %143 = sext i32 %S to i64
  %144 = mul nsw i64 %142, %143
  %145 = mul i32 %kb, 128
  %146 = add i32 %145, %i337
  %147 = sext i32 %146 to i64
  %148 = add nsw i64 %144, %147
  %149 = mul nsw i64 %148, 64
  %150 = sext i32 %j141 to i64
  %151 = add nsw i64 %149, %150
  %152 = getelementptr inbounds i16, ptr %K, i64 %151
  %153 = load i16, ptr %152, align 2
  %154 = bitcast i16 %153 to half
  %155 = fpext half %154 to float
  %156 = sext i32 %i337 to i64
  %157 = mul nsw i64 %156, 64
  %158 = sext i32 %j141 to i64
  %159 = add nsw i64 %157, %158
  %160 = getelementptr inbounds i16, ptr %K_s, i64 %159
  %161 = fptrunc float %155 to half
  %162 = bitcast half %161 to i16
  store i16 %162, ptr %160, align 2
  %163 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !57

for.end40:                                        ; preds = %for.cond38
  %164 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !58

for.cond42:                                       ; preds = %for.end48, %if.else32
  %i345 = phi i32 [ 0, %if.else32 ], [ %183, %for.end48 ]
  %165 = icmp slt i32 %i345, 128
  br i1 %165, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  br label %for.cond46

for.end44:                                        ; preds = %for.cond42
  br label %if.end33

for.cond46:                                       ; preds = %sel.end52, %for.body43
  %j149 = phi i32 [ 0, %for.body43 ], [ %206, %sel.end52 ]
  %166 = icmp slt i32 %j149, 64
  br i1 %166, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %167 = sext i32 %bz to i64
  %168 = sext i32 %BH to i64
  %169 = icmp slt i64 %167, %168
  %170 = mul i32 %kb, 128
  %171 = sext i32 %170 to i64
  %172 = sext i32 %i345 to i64
  %173 = add i64 %171, %172
  %174 = icmp sle i64 0, %173
  %175 = mul i32 %kb, 128
  %176 = sext i32 %175 to i64
  %177 = sext i32 %i345 to i64
  %178 = add i64 %176, %177
  %179 = sext i32 %S to i64
  %180 = icmp slt i64 %178, %179
  %181 = and i1 %174, %180
  %182 = and i1 %169, %181
  br i1 %182, label %sel.then50, label %sel.else51

for.end48:                                        ; preds = %for.cond46
  %183 = add nsw i32 %i345, 1
  br label %for.cond42, !llvm.loop !59

sel.then50:                                       ; preds = %for.body47
  %184 = sext i32 %bz to i64
  %185 = sext i32 %S to i64
  %186 = mul nsw i64 %184, %185
  %187 = mul i32 %kb, 128
  %188 = add i32 %187, %i345
  %189 = sext i32 %188 to i64
  %190 = add nsw i64 %186, %189
  %191 = mul nsw i64 %190, 64
  %192 = sext i32 %j149 to i64
  %193 = add nsw i64 %191, %192
  %194 = getelementptr inbounds i16, ptr %K, i64 %193
  %195 = load i16, ptr %194, align 2
  %196 = bitcast i16 %195 to half
  %197 = fpext half %196 to float
  br label %sel.end52

sel.else51:                                       ; preds = %for.body47
  br label %sel.end52

sel.end52:                                        ; preds = %sel.else51, %sel.then50
  %198 = phi float [ %197, %sel.then50 ], [ 0.000000e+00, %sel.else51 ]
  %199 = sext i32 %i345 to i64
  %200 = mul nsw i64 %199, 64
  %201 = sext i32 %j149 to i64
  %202 = add nsw i64 %200, %201
  %203 = getelementptr inbounds i16, ptr %K_s, i64 %202
  %204 = fptrunc float %198 to half
  %205 = bitcast half %204 to i16
  store i16 %205, ptr %203, align 2
  %206 = add nsw i32 %j149, 1
  br label %for.cond46, !llvm.loop !60

if.then53:                                        ; preds = %if.end33
  br label %for.cond56

if.else54:                                        ; preds = %if.end33
  br label %for.cond64

if.end55:                                         ; preds = %for.end66, %for.end58
  br label %for.cond75

for.cond56:                                       ; preds = %for.end62, %if.then53
  %i359 = phi i32 [ 0, %if.then53 ], [ %231, %for.end62 ]
  %207 = icmp slt i32 %i359, 128
  br i1 %207, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  br label %if.end55

for.cond60:                                       ; preds = %for.body61, %for.body57
  %j163 = phi i32 [ 0, %for.body57 ], [ %230, %for.body61 ]
  %208 = icmp slt i32 %j163, 64
  br i1 %208, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %209 = sext i32 %bz to i64
  %210 = sext i32 %S to i64
  %211 = mul nsw i64 %209, %210
  %212 = mul i32 %kb, 128
  %213 = add i32 %212, %i359
  %214 = sext i32 %213 to i64
  %215 = add nsw i64 %211, %214
  %216 = mul nsw i64 %215, 64
  %217 = sext i32 %j163 to i64
  %218 = add nsw i64 %216, %217
  %219 = getelementptr inbounds i16, ptr %V, i64 %218
  %220 = load i16, ptr %219, align 2
  %221 = bitcast i16 %220 to half
  %222 = fpext half %221 to float
  %223 = sext i32 %i359 to i64
  %224 = mul nsw i64 %223, 64
  %225 = sext i32 %j163 to i64
  %226 = add nsw i64 %224, %225
  %227 = getelementptr inbounds i16, ptr %V_s, i64 %226
  %228 = fptrunc float %222 to half
  %229 = bitcast half %228 to i16
  store i16 %229, ptr %227, align 2
  %230 = add nsw i32 %j163, 1
  br label %for.cond60, !llvm.loop !61

for.end62:                                        ; preds = %for.cond60
  %231 = add nsw i32 %i359, 1
  br label %for.cond56, !llvm.loop !62

for.cond64:                                       ; preds = %for.end70, %if.else54
  %i367 = phi i32 [ 0, %if.else54 ], [ %250, %for.end70 ]
  %232 = icmp slt i32 %i367, 128
  br i1 %232, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  br label %for.cond68

for.end66:                                        ; preds = %for.cond64
  br label %if.end55

for.cond68:                                       ; preds = %sel.end74, %for.body65
  %j171 = phi i32 [ 0, %for.body65 ], [ %273, %sel.end74 ]
  %233 = icmp slt i32 %j171, 64
  br i1 %233, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %234 = sext i32 %bz to i64
  %235 = sext i32 %BH to i64
  %236 = icmp slt i64 %234, %235
  %237 = mul i32 %kb, 128
  %238 = sext i32 %237 to i64
  %239 = sext i32 %i367 to i64
  %240 = add i64 %238, %239
  %241 = icmp sle i64 0, %240
  %242 = mul i32 %kb, 128
  %243 = sext i32 %242 to i64
  %244 = sext i32 %i367 to i64
  %245 = add i64 %243, %244
  %246 = sext i32 %S to i64
  %247 = icmp slt i64 %245, %246
  %248 = and i1 %241, %247
  %249 = and i1 %236, %248
  br i1 %249, label %sel.then72, label %sel.else73

for.end70:                                        ; preds = %for.cond68
  %250 = add nsw i32 %i367, 1
  br label %for.cond64, !llvm.loop !63

sel.then72:                                       ; preds = %for.body69
  %251 = sext i32 %bz to i64
  %252 = sext i32 %S to i64
  %253 = mul nsw i64 %251, %252
  %254 = mul i32 %kb, 128
  %255 = add i32 %254, %i367
  %256 = sext i32 %255 to i64
  %257 = add nsw i64 %253, %256
  %258 = mul nsw i64 %257, 64
  %259 = sext i32 %j171 to i64
  %260 = add nsw i64 %258, %259
  %261 = getelementptr inbounds i16, ptr %V, i64 %260
  %262 = load i16, ptr %261, align 2
  %263 = bitcast i16 %262 to half
  %264 = fpext half %263 to float
  br label %sel.end74

sel.else73:                                       ; preds = %for.body69
  br label %sel.end74

sel.end74:                                        ; preds = %sel.else73, %sel.then72
  %265 = phi float [ %264, %sel.then72 ], [ 0.000000e+00, %sel.else73 ]
  %266 = sext i32 %i367 to i64
  %267 = mul nsw i64 %266, 64
  %268 = sext i32 %j171 to i64
  %269 = add nsw i64 %267, %268
  %270 = getelementptr inbounds i16, ptr %V_s, i64 %269
  %271 = fptrunc float %265 to half
  %272 = bitcast half %271 to i16
  store i16 %272, ptr %270, align 2
  %273 = add nsw i32 %j171, 1
  br label %for.cond68, !llvm.loop !64

for.cond75:                                       ; preds = %for.end81, %if.end55
  %i378 = phi i32 [ 0, %if.end55 ], [ %291, %for.end81 ]
  %274 = icmp slt i32 %i378, 128
  br i1 %274, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond79

for.end77:                                        ; preds = %for.cond75
  call void @tilec_rt_gemm_f16f32(i32 128, i32 128, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 128)
  %275 = mul i32 %kb, 128
  %276 = add i32 %275, 128
  %277 = icmp sle i32 %276, %S
  %278 = mul i32 %kb, 128
  %279 = add i32 %278, 128
  %280 = mul i32 %bx, 128
  %281 = add i32 %280, 1
  %282 = icmp sle i32 %279, %281
  %283 = and i1 %277, %282
  br i1 %283, label %if.then83, label %if.else84

for.cond79:                                       ; preds = %for.body80, %for.body76
  %j182 = phi i32 [ 0, %for.body76 ], [ %290, %for.body80 ]
  %284 = icmp slt i32 %j182, 128
  br i1 %284, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %285 = sext i32 %i378 to i64
  %286 = mul nsw i64 %285, 128
  %287 = sext i32 %j182 to i64
  %288 = add nsw i64 %286, %287
  %289 = getelementptr inbounds float, ptr %acc_s, i64 %288
  store float 0.000000e+00, ptr %289, align 4
  %290 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !65

for.end81:                                        ; preds = %for.cond79
  %291 = add nsw i32 %i378, 1
  br label %for.cond75, !llvm.loop !66

if.then83:                                        ; preds = %for.end77
  br label %for.cond86

if.else84:                                        ; preds = %for.end77
  br label %for.cond92

if.end85:                                         ; preds = %for.end94, %for.end88
  br label %for.cond100

for.cond86:                                       ; preds = %for.end91, %if.then83
  %i = phi i32 [ 0, %if.then83 ], [ %307, %for.end91 ]
  %292 = icmp slt i32 %i, 128
  br i1 %292, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  br label %for.cond89

for.end88:                                        ; preds = %for.cond86
  br label %if.end85

for.cond89:                                       ; preds = %for.body90, %for.body87
  %j = phi i32 [ 0, %for.body87 ], [ %306, %for.body90 ]
  %293 = icmp slt i32 %j, 128
  br i1 %293, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %294 = sext i32 %i to i64
  %295 = mul nsw i64 %294, 128
  %296 = sext i32 %j to i64
  %297 = add nsw i64 %295, %296
  %298 = getelementptr inbounds float, ptr %acc_s, i64 %297
  %299 = load float, ptr %298, align 4
  %300 = fmul float %299, 0x3FC7154760000000
  %301 = sext i32 %i to i64
  %302 = mul nsw i64 %301, 128
  %303 = sext i32 %j to i64
  %304 = add nsw i64 %302, %303
  %305 = getelementptr inbounds float, ptr %acc_s, i64 %304
  store float %300, ptr %305, align 4
  %306 = add nsw i32 %j, 1
  br label %for.cond89, !llvm.loop !67

for.end91:                                        ; preds = %for.cond89
  %307 = add nsw i32 %i, 1
  br label %for.cond86, !llvm.loop !68

for.cond92:                                       ; preds = %for.end98, %if.else84
  %i95 = phi i32 [ 0, %if.else84 ], [ %334, %for.end98 ]
  %308 = icmp slt i32 %i95, 128
  br i1 %308, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  br label %for.cond96

for.end94:                                        ; preds = %for.cond92
  br label %if.end85

for.cond96:                                       ; preds = %for.body97, %for.body93
  %j99 = phi i32 [ 0, %for.body93 ], [ %333, %for.body97 ]
  %309 = icmp slt i32 %j99, 128
  br i1 %309, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %310 = mul i32 %kb, 128
  %311 = add i32 %310, %j99
  %312 = icmp slt i32 %311, %S
  %313 = mul i32 %kb, 128
  %314 = add i32 %313, %j99
  %315 = mul i32 %bx, 128
  %316 = add i32 %315, %i95
  %317 = icmp sle i32 %314, %316
  %318 = and i1 %312, %317
  %319 = sext i32 %i95 to i64
  %320 = mul nsw i64 %319, 128
  %321 = sext i32 %j99 to i64
  %322 = add nsw i64 %320, %321
  %323 = call i64 @llvm.umin.i64(i64 %322, i64 16383)
  %324 = getelementptr inbounds float, ptr %acc_s, i64 %323
  %325 = load float, ptr %324, align 4
  %326 = fmul float %325, 0x3FC7154760000000
  %327 = select i1 %318, float %326, float 0xFFF0000000000000
  %328 = sext i32 %i95 to i64
  %329 = mul nsw i64 %328, 128
  %330 = sext i32 %j99 to i64
  %331 = add nsw i64 %329, %330
  %332 = getelementptr inbounds float, ptr %acc_s, i64 %331
  store float %327, ptr %332, align 4
  %333 = add nsw i32 %j99, 1
  br label %for.cond96, !llvm.loop !69

for.end98:                                        ; preds = %for.cond96
  %334 = add nsw i32 %i95, 1
  br label %for.cond92, !llvm.loop !70

for.cond100:                                      ; preds = %for.body101, %if.end85
  %i3103 = phi i32 [ 0, %if.end85 ], [ %341, %for.body101 ]
  %335 = icmp slt i32 %i3103, 128
  br i1 %335, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %336 = sext i32 %i3103 to i64
  %337 = getelementptr inbounds float, ptr %m, i64 %336
  %338 = load float, ptr %337, align 4
  %339 = sext i32 %i3103 to i64
  %340 = getelementptr inbounds float, ptr %m_prev, i64 %339
  store float %338, ptr %340, align 4
  %341 = add nsw i32 %i3103, 1
  br label %for.cond100, !llvm.loop !71

for.end102:                                       ; preds = %for.cond100
  br label %for.cond104

for.cond104:                                      ; preds = %for.end119, %for.end102
  %i1 = phi i32 [ 0, %for.end102 ], [ %384, %for.end119 ]
  %342 = icmp slt i32 %i1, 128
  br i1 %342, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  br label %for.cond107

for.end106:                                       ; preds = %for.cond104
  br label %for.cond121

for.cond107:                                      ; preds = %for.body108, %for.body105
  %lane = phi i32 [ 0, %for.body105 ], [ %352, %for.body108 ]
  %343 = icmp slt i32 %lane, 32
  br i1 %343, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %344 = sext i32 %i1 to i64
  %345 = mul nsw i64 %344, 128
  %346 = sext i32 %lane to i64
  %347 = add nsw i64 %345, %346
  %348 = getelementptr inbounds float, ptr %acc_s, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %lane to i64
  %351 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %350
  store float %349, ptr %351, align 4
  %352 = add nsw i32 %lane, 1
  br label %for.cond107, !llvm.loop !72

for.end109:                                       ; preds = %for.cond107
  br label %for.cond110

for.cond110:                                      ; preds = %for.end115, %for.end109
  %red = phi i32 [ 0, %for.end109 ], [ %372, %for.end115 ]
  %353 = icmp slt i32 %red, 3
  br i1 %353, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond113

for.end112:                                       ; preds = %for.cond110
  br label %for.cond117

for.cond113:                                      ; preds = %for.body114, %for.body111
  %lane116 = phi i32 [ 0, %for.body111 ], [ %371, %for.body114 ]
  %354 = icmp slt i32 %lane116, 32
  br i1 %354, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %355 = sext i32 %lane116 to i64
  %356 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %355
  %lane_acc = load float, ptr %356, align 4
  %357 = sext i32 %i1 to i64
  %358 = mul nsw i64 %357, 128
  %359 = add i32 %red, 1
  %360 = mul i32 %359, 32
  %361 = add i32 %360, %lane116
  %362 = sext i32 %361 to i64
  %363 = add nsw i64 %358, %362
  %364 = getelementptr inbounds float, ptr %acc_s, i64 %363
  %lane_next = load float, ptr %364, align 4
  %365 = fcmp une float %lane_next, %lane_next
  %366 = fcmp ogt float %lane_acc, %lane_next
  %367 = select i1 %366, float %lane_acc, float %lane_next
  %368 = select i1 %365, float %lane_acc, float %367
  %369 = sext i32 %lane116 to i64
  %370 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %369
  store float %368, ptr %370, align 4
  %371 = add nsw i32 %lane116, 1
  br label %for.cond113, !llvm.loop !73

for.end115:                                       ; preds = %for.cond113
  %372 = add nsw i32 %red, 1
  br label %for.cond110, !llvm.loop !74

for.cond117:                                      ; preds = %for.body118, %for.end112
  %lane120 = phi i32 [ 0, %for.end112 ], [ %383, %for.body118 ]
  %373 = icmp slt i32 %lane120, 32
  br i1 %373, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %374 = sext i32 %i1 to i64
  %375 = getelementptr inbounds float, ptr %m, i64 %374
  %376 = load float, ptr %375, align 4
  %377 = sext i32 %lane120 to i64
  %378 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %377
  %379 = load float, ptr %378, align 4
  %380 = call float @llvm.maxnum.f32(float %376, float %379)
  %381 = sext i32 %i1 to i64
  %382 = getelementptr inbounds float, ptr %m, i64 %381
  store float %380, ptr %382, align 4
  %383 = add nsw i32 %lane120, 1
  br label %for.cond117, !llvm.loop !75

for.end119:                                       ; preds = %for.cond117
  %384 = add nsw i32 %i1, 1
  br label %for.cond104, !llvm.loop !76

for.cond121:                                      ; preds = %for.end127, %for.end106
  %i124 = phi i32 [ 0, %for.end106 ], [ %406, %for.end127 ]
  %385 = icmp slt i32 %i124, 128
  br i1 %385, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  br label %for.cond125

for.end123:                                       ; preds = %for.cond121
  br label %for.cond129

for.cond125:                                      ; preds = %for.body126, %for.body122
  %j128 = phi i32 [ 0, %for.body122 ], [ %405, %for.body126 ]
  %386 = icmp slt i32 %j128, 128
  br i1 %386, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %387 = sext i32 %i124 to i64
  %388 = mul nsw i64 %387, 128
  %389 = sext i32 %j128 to i64
  %390 = add nsw i64 %388, %389
  %391 = getelementptr inbounds float, ptr %acc_s, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = sext i32 %i124 to i64
  %394 = getelementptr inbounds float, ptr %m, i64 %393
  %395 = load float, ptr %394, align 4
  %396 = fsub float %392, %395
  %397 = fpext float %396 to double
  %398 = call double @llvm.exp2.f64(double %397)
  %399 = fptrunc double %398 to float
  %400 = sext i32 %i124 to i64
  %401 = mul nsw i64 %400, 128
  %402 = sext i32 %j128 to i64
  %403 = add nsw i64 %401, %402
  %404 = getelementptr inbounds float, ptr %acc_s, i64 %403
  store float %399, ptr %404, align 4
  %405 = add nsw i32 %j128, 1
  br label %for.cond125, !llvm.loop !77

for.end127:                                       ; preds = %for.cond125
  %406 = add nsw i32 %i124, 1
  br label %for.cond121, !llvm.loop !78

for.cond129:                                      ; preds = %for.end144, %for.end123
  %i2 = phi i32 [ 0, %for.end123 ], [ %450, %for.end144 ]
  %407 = icmp slt i32 %i2, 128
  br i1 %407, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  br label %for.cond132

for.end131:                                       ; preds = %for.cond129
  br label %for.cond146

for.cond132:                                      ; preds = %for.body133, %for.body130
  %lane1 = phi i32 [ 0, %for.body130 ], [ %417, %for.body133 ]
  %408 = icmp slt i32 %lane1, 32
  br i1 %408, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %409 = sext i32 %i2 to i64
  %410 = mul nsw i64 %409, 128
  %411 = sext i32 %lane1 to i64
  %412 = add nsw i64 %410, %411
  %413 = getelementptr inbounds float, ptr %acc_s, i64 %412
  %414 = load float, ptr %413, align 4
  %415 = sext i32 %lane1 to i64
  %416 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %415
  store float %414, ptr %416, align 4
  %417 = add nsw i32 %lane1, 1
  br label %for.cond132, !llvm.loop !79

for.end134:                                       ; preds = %for.cond132
  br label %for.cond135

for.cond135:                                      ; preds = %for.end140, %for.end134
  %red1 = phi i32 [ 0, %for.end134 ], [ %438, %for.end140 ]
  %418 = icmp slt i32 %red1, 3
  br i1 %418, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  br label %for.cond138

for.end137:                                       ; preds = %for.cond135
  %419 = sext i32 %i2 to i64
  %420 = getelementptr inbounds float, ptr %row_sum, i64 %419
  store float 0.000000e+00, ptr %420, align 4
  br label %for.cond142

for.cond138:                                      ; preds = %for.body139, %for.body136
  %lane1141 = phi i32 [ 0, %for.body136 ], [ %437, %for.body139 ]
  %421 = icmp slt i32 %lane1141, 32
  br i1 %421, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %422 = sext i32 %lane1141 to i64
  %423 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %422
  %424 = load float, ptr %423, align 4
  %425 = sext i32 %i2 to i64
  %426 = mul nsw i64 %425, 128
  %427 = add i32 %red1, 1
  %428 = mul i32 %427, 32
  %429 = add i32 %428, %lane1141
  %430 = sext i32 %429 to i64
  %431 = add nsw i64 %426, %430
  %432 = getelementptr inbounds float, ptr %acc_s, i64 %431
  %433 = load float, ptr %432, align 4
  %434 = fadd float %424, %433
  %435 = sext i32 %lane1141 to i64
  %436 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %435
  store float %434, ptr %436, align 4
  %437 = add nsw i32 %lane1141, 1
  br label %for.cond138, !llvm.loop !80

for.end140:                                       ; preds = %for.cond138
  %438 = add nsw i32 %red1, 1
  br label %for.cond135, !llvm.loop !81

for.cond142:                                      ; preds = %for.body143, %for.end137
  %lane1145 = phi i32 [ 0, %for.end137 ], [ %449, %for.body143 ]
  %439 = icmp slt i32 %lane1145, 32
  br i1 %439, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %440 = sext i32 %i2 to i64
  %441 = getelementptr inbounds float, ptr %row_sum, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = sext i32 %lane1145 to i64
  %444 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %443
  %445 = load float, ptr %444, align 4
  %446 = fadd float %442, %445
  %447 = sext i32 %i2 to i64
  %448 = getelementptr inbounds float, ptr %row_sum, i64 %447
  store float %446, ptr %448, align 4
  %449 = add nsw i32 %lane1145, 1
  br label %for.cond142, !llvm.loop !82

for.end144:                                       ; preds = %for.cond142
  %450 = add nsw i32 %i2, 1
  br label %for.cond129, !llvm.loop !83

for.cond146:                                      ; preds = %for.body147, %for.end131
  %i149 = phi i32 [ 0, %for.end131 ], [ %473, %for.body147 ]
  %451 = icmp slt i32 %i149, 128
  br i1 %451, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %452 = sext i32 %i149 to i64
  %453 = getelementptr inbounds float, ptr %m_prev, i64 %452
  %454 = load float, ptr %453, align 4
  %455 = sext i32 %i149 to i64
  %456 = getelementptr inbounds float, ptr %m, i64 %455
  %457 = load float, ptr %456, align 4
  %458 = fsub float %454, %457
  %459 = fpext float %458 to double
  %460 = call double @llvm.exp2.f64(double %459)
  %alpha = fptrunc double %460 to float
  %461 = sext i32 %i149 to i64
  %462 = getelementptr inbounds float, ptr %l, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = fmul float %463, %alpha
  %465 = sext i32 %i149 to i64
  %466 = getelementptr inbounds float, ptr %row_sum, i64 %465
  %467 = load float, ptr %466, align 4
  %468 = fadd float %464, %467
  %469 = sext i32 %i149 to i64
  %470 = getelementptr inbounds float, ptr %l, i64 %469
  store float %468, ptr %470, align 4
  %471 = sext i32 %i149 to i64
  %472 = getelementptr inbounds float, ptr %m_prev, i64 %471
  store float %alpha, ptr %472, align 4
  %473 = add nsw i32 %i149, 1
  br label %for.cond146, !llvm.loop !84

for.end148:                                       ; preds = %for.cond146
  br label %for.cond150

for.cond150:                                      ; preds = %for.end156, %for.end148
  %i153 = phi i32 [ 0, %for.end148 ], [ %492, %for.end156 ]
  %474 = icmp slt i32 %i153, 128
  br i1 %474, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  br label %for.cond154

for.end152:                                       ; preds = %for.cond150
  br label %for.cond157

for.cond154:                                      ; preds = %for.body155, %for.body151
  %d = phi i32 [ 0, %for.body151 ], [ %491, %for.body155 ]
  %475 = icmp slt i32 %d, 64
  br i1 %475, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %476 = sext i32 %i153 to i64
  %477 = mul nsw i64 %476, 64
  %478 = sext i32 %d to i64
  %479 = add nsw i64 %477, %478
  %480 = getelementptr inbounds float, ptr %acc_o, i64 %479
  %481 = load float, ptr %480, align 4
  %482 = sext i32 %i153 to i64
  %483 = getelementptr inbounds float, ptr %m_prev, i64 %482
  %484 = load float, ptr %483, align 4
  %485 = fmul float %481, %484
  %486 = sext i32 %i153 to i64
  %487 = mul nsw i64 %486, 64
  %488 = sext i32 %d to i64
  %489 = add nsw i64 %487, %488
  %490 = getelementptr inbounds float, ptr %acc_o, i64 %489
  store float %485, ptr %490, align 4
  %491 = add nsw i32 %d, 1
  br label %for.cond154, !llvm.loop !85

for.end156:                                       ; preds = %for.cond154
  %492 = add nsw i32 %i153, 1
  br label %for.cond150, !llvm.loop !86

for.cond157:                                      ; preds = %for.end163, %for.end152
  %i3160 = phi i32 [ 0, %for.end152 ], [ %512, %for.end163 ]
  %493 = icmp slt i32 %i3160, 128
  br i1 %493, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  br label %for.cond161

for.end159:                                       ; preds = %for.cond157
  call void @tilec_rt_gemm_f16f32(i32 128, i32 64, i32 128, ptr %P_s, i32 128, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %494 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !87

for.cond161:                                      ; preds = %for.body162, %for.body158
  %j1164 = phi i32 [ 0, %for.body158 ], [ %511, %for.body162 ]
  %495 = icmp slt i32 %j1164, 128
  br i1 %495, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  %496 = sext i32 %i3160 to i64
  %497 = mul nsw i64 %496, 128
  %498 = sext i32 %j1164 to i64
  %499 = add nsw i64 %497, %498
  %500 = getelementptr inbounds float, ptr %acc_s, i64 %499
  %501 = load float, ptr %500, align 4
  %502 = fptrunc float %501 to half
  %503 = fpext half %502 to float
  %504 = sext i32 %i3160 to i64
  %505 = mul nsw i64 %504, 128
  %506 = sext i32 %j1164 to i64
  %507 = add nsw i64 %505, %506
  %508 = getelementptr inbounds i16, ptr %P_s, i64 %507
  %509 = fptrunc float %503 to half
  %510 = bitcast half %509 to i16
  store i16 %510, ptr %508, align 2
  %511 = add nsw i32 %j1164, 1
  br label %for.cond161, !llvm.loop !88

for.end163:                                       ; preds = %for.cond161
  %512 = add nsw i32 %i3160, 1
  br label %for.cond157, !llvm.loop !89

for.cond165:                                      ; preds = %for.end171, %for.end30
  %i168 = phi i32 [ 0, %for.end30 ], [ %544, %for.end171 ]
  %513 = icmp slt i32 %i168, 128
  br i1 %513, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  br label %for.cond169

for.end167:                                       ; preds = %for.cond165
  %514 = sext i32 %bz to i64
  %515 = add i64 %514, 1
  %516 = sext i32 %BH to i64
  %517 = icmp sle i64 %515, %516
  %518 = mul i32 %bx, 128
  %519 = icmp sle i32 0, %518
  %520 = mul i32 %bx, 128
  %521 = sext i32 %520 to i64
  %522 = add i64 %521, 128
  %523 = sext i32 %S to i64
  %524 = icmp sle i64 %522, %523
  %525 = and i1 %519, %524
  %526 = and i1 %517, %525
  br i1 %526, label %if.then173, label %if.else174

for.cond169:                                      ; preds = %for.body170, %for.body166
  %d172 = phi i32 [ 0, %for.body166 ], [ %543, %for.body170 ]
  %527 = icmp slt i32 %d172, 64
  br i1 %527, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %528 = sext i32 %i168 to i64
  %529 = mul nsw i64 %528, 64
  %530 = sext i32 %d172 to i64
  %531 = add nsw i64 %529, %530
  %532 = getelementptr inbounds float, ptr %acc_o, i64 %531
  %533 = load float, ptr %532, align 4
  %534 = sext i32 %i168 to i64
  %535 = getelementptr inbounds float, ptr %l, i64 %534
  %536 = load float, ptr %535, align 4
  %537 = fdiv float %533, %536
  %538 = sext i32 %i168 to i64
  %539 = mul nsw i64 %538, 64
  %540 = sext i32 %d172 to i64
  %541 = add nsw i64 %539, %540
  %542 = getelementptr inbounds float, ptr %acc_o, i64 %541
  store float %537, ptr %542, align 4
  %543 = add nsw i32 %d172, 1
  br label %for.cond169, !llvm.loop !90

for.end171:                                       ; preds = %for.cond169
  %544 = add nsw i32 %i168, 1
  br label %for.cond165, !llvm.loop !91

if.then173:                                       ; preds = %for.end167
  br label %for.cond176

if.else174:                                       ; preds = %for.end167
  br label %for.cond182

if.end175:                                        ; preds = %for.end184, %for.end178
  ret void

for.cond176:                                      ; preds = %for.end181, %if.then173
  %i5 = phi i32 [ 0, %if.then173 ], [ %569, %for.end181 ]
  %545 = icmp slt i32 %i5, 128
  br i1 %545, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  br label %for.cond179

for.end178:                                       ; preds = %for.cond176
  br label %if.end175

for.cond179:                                      ; preds = %for.body180, %for.body177
  %j2 = phi i32 [ 0, %for.body177 ], [ %568, %for.body180 ]
  %546 = icmp slt i32 %j2, 64
  br i1 %546, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %547 = sext i32 %i5 to i64
  %548 = mul nsw i64 %547, 64
  %549 = sext i32 %j2 to i64
  %550 = add nsw i64 %548, %549
  %551 = getelementptr inbounds float, ptr %acc_o, i64 %550
  %552 = load float, ptr %551, align 4
  %553 = fptrunc float %552 to half
  %554 = fpext half %553 to float
  %555 = sext i32 %bz to i64
  %556 = sext i32 %S to i64
  %557 = mul nsw i64 %555, %556
  %558 = mul i32 %bx, 128
  %559 = add i32 %558, %i5
  %560 = sext i32 %559 to i64
  %561 = add nsw i64 %557, %560
  %562 = mul nsw i64 %561, 64
  %563 = sext i32 %j2 to i64
  %564 = add nsw i64 %562, %563
  %565 = getelementptr inbounds i16, ptr %O, i64 %564
  %566 = fptrunc float %554 to half
  %567 = bitcast half %566 to i16
  store i16 %567, ptr %565, align 2
  %568 = add nsw i32 %j2, 1
  br label %for.cond179, !llvm.loop !92

for.end181:                                       ; preds = %for.cond179
  %569 = add nsw i32 %i5, 1
  br label %for.cond176, !llvm.loop !93

for.cond182:                                      ; preds = %for.end188, %if.else174
  %i5185 = phi i32 [ 0, %if.else174 ], [ %588, %for.end188 ]
  %570 = icmp slt i32 %i5185, 128
  br i1 %570, label %for.body183, label %for.end184

for.body183:                                      ; preds = %for.cond182
  br label %for.cond186

for.end184:                                       ; preds = %for.cond182
  br label %if.end175

for.cond186:                                      ; preds = %if.end192, %for.body183
  %j2189 = phi i32 [ 0, %for.body183 ], [ %610, %if.end192 ]
  %571 = icmp slt i32 %j2189, 64
  br i1 %571, label %for.body187, label %for.end188

for.body187:                                      ; preds = %for.cond186
  %572 = sext i32 %bz to i64
  %573 = sext i32 %BH to i64
  %574 = icmp slt i64 %572, %573
  %575 = mul i32 %bx, 128
  %576 = sext i32 %575 to i64
  %577 = sext i32 %i5185 to i64
  %578 = add i64 %576, %577
  %579 = icmp sle i64 0, %578
  %580 = mul i32 %bx, 128
  %581 = sext i32 %580 to i64
  %582 = sext i32 %i5185 to i64
  %583 = add i64 %581, %582
  %584 = sext i32 %S to i64
  %585 = icmp slt i64 %583, %584
  %586 = and i1 %579, %585
  %587 = and i1 %574, %586
  br i1 %587, label %if.then190, label %if.else191

for.end188:                                       ; preds = %for.cond186
  %588 = add nsw i32 %i5185, 1
  br label %for.cond182, !llvm.loop !94

if.then190:                                       ; preds = %for.body187
  %589 = sext i32 %i5185 to i64
  %590 = mul nsw i64 %589, 64
  %591 = sext i32 %j2189 to i64
  %592 = add nsw i64 %590, %591
  %593 = getelementptr inbounds float, ptr %acc_o, i64 %592
  %594 = load float, ptr %593, align 4
  %595 = fptrunc float %594 to half
  %596 = fpext half %595 to float
  %597 = sext i32 %bz to i64
  %598 = sext i32 %S to i64
  %599 = mul nsw i64 %597, %598
  %600 = mul i32 %bx, 128
  %601 = add i32 %600, %i5185
  %602 = sext i32 %601 to i64
  %603 = add nsw i64 %599, %602
  %604 = mul nsw i64 %603, 64
  %605 = sext i32 %j2189 to i64
  %606 = add nsw i64 %604, %605
  %607 = getelementptr inbounds i16, ptr %O, i64 %606
  %608 = fptrunc float %596 to half
  %609 = bitcast half %608 to i16
  store i16 %609, ptr %607, align 2
  br label %if.end192

if.else191:                                       ; preds = %for.body187
  br label %if.end192

if.end192:                                        ; preds = %if.else191, %if.then190
  %610 = add nsw i32 %j2189, 1
  br label %for.cond186, !llvm.loop !95
}

; Function Attrs: nounwind
define internal void @flash_attention_wg_causal_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %ctx, i32 0, i32 6
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
  call void @flash_attention_wg_causal_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_flash_attention_wg_causal(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_flash_attention_wg_causal, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %BH = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %a, i32 0, i32 4
  store i32 %BH, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %S = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %a, i32 0, i32 5
  store i32 %S, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_flash_attention_wg_causal, ptr %a, i32 0, i32 6
  %21 = sext i32 %S to i64
  %22 = sdiv i64 %21, 128
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 128
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
  %45 = call i32 @tilec_rt_run_blocks(i64 %44, i32 %nworkers, ptr @flash_attention_wg_causal_task, ptr %a)
  ret i32 %45

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1, !2}
