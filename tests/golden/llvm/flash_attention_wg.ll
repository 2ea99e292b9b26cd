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

for.cond28:                                       ; preds = %for.end148, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %459, %for.end148 ]
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
  br label %for.cond154

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
  %i378 = phi i32 [ 0, %if.end55 ], [ %278, %for.end81 ]
  %270 = icmp slt i32 %i378, 128
  br i1 %270, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond79

for.end77:                                        ; preds = %for.cond75
  call void @tilec_rt_gemm_f16f32(i32 128, i32 128, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 128)
  br label %for.cond83

for.cond79:                                       ; preds = %for.body80, %for.body76
  %j182 = phi i32 [ 0, %for.body76 ], [ %277, %for.body80 ]
  %271 = icmp slt i32 %j182, 128
  br i1 %271, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %272 = sext i32 %i378 to i64
  %273 = mul nsw i64 %272, 128
  %274 = sext i32 %j182 to i64
  %275 = add nsw i64 %273, %274
  %276 = getelementptr inbounds float, ptr %acc_s, i64 %275
  store float 0.000000e+00, ptr %276, align 4
  %277 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !18

for.end81:                                        ; preds = %for.cond79
  %278 = add nsw i32 %i378, 1
  br label %for.cond75, !llvm.loop !19

for.cond83:                                       ; preds = %for.end88, %for.end77
  %i = phi i32 [ 0, %for.end77 ], [ %299, %for.end88 ]
  %279 = icmp slt i32 %i, 128
  br i1 %279, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  br label %for.cond86

for.end85:                                        ; preds = %for.cond83
  br label %for.cond89

for.cond86:                                       ; preds = %for.body87, %for.body84
  %j = phi i32 [ 0, %for.body84 ], [ %298, %for.body87 ]
  %280 = icmp slt i32 %j, 128
  br i1 %280, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %281 = mul i32 %kb, 128
  %282 = add i32 %281, %j
  %283 = icmp slt i32 %282, %S
  %284 = sext i32 %i to i64
  %285 = mul nsw i64 %284, 128
  %286 = sext i32 %j to i64
  %287 = add nsw i64 %285, %286
  %288 = call i64 @llvm.umin.i64(i64 %287, i64 16383)
  %289 = getelementptr inbounds float, ptr %acc_s, i64 %288
  %290 = load float, ptr %289, align 4
  %291 = fmul float %290, 0x3FC7154760000000
  %292 = select i1 %283, float %291, float 0xFFF0000000000000
  %293 = sext i32 %i to i64
  %294 = mul nsw i64 %293, 128
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
  %i392 = phi i32 [ 0, %for.end85 ], [ %306, %for.body90 ]
  %300 = icmp slt i32 %i392, 128
  br i1 %300, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %301 = sext i32 %i392 to i64
  %302 = getelementptr inbounds float, ptr %m, i64 %301
  %303 = load float, ptr %302, align 4
  %304 = sext i32 %i392 to i64
  %305 = getelementptr inbounds float, ptr %m_prev, i64 %304
  store float %303, ptr %305, align 4
  %306 = add nsw i32 %i392, 1
  br label %for.cond89, !llvm.loop !22

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.end108, %for.end91
  %i1 = phi i32 [ 0, %for.end91 ], [ %349, %for.end108 ]
  %307 = icmp slt i32 %i1, 128
  br i1 %307, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond96

for.end95:                                        ; preds = %for.cond93
  br label %for.cond110

for.cond96:                                       ; preds = %for.body97, %for.body94
  %lane = phi i32 [ 0, %for.body94 ], [ %317, %for.body97 ]
  %308 = icmp slt i32 %lane, 32
  br i1 %308, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %309 = sext i32 %i1 to i64
  %310 = mul nsw i64 %309, 128
  %311 = sext i32 %lane to i64
  %312 = add nsw i64 %310, %311
  %313 = getelementptr inbounds float, ptr %acc_s, i64 %312
  %314 = load float, ptr %313, align 4
  %315 = sext i32 %lane to i64
  %316 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %315
  store float %314, ptr %316, align 4
  %317 = add nsw i32 %lane, 1
  br label %for.cond96, !llvm.loop !23

for.end98:                                        ; preds = %for.cond96
  br label %for.cond99

for.cond99:                                       ; preds = %for.end104, %for.end98
  %red = phi i32 [ 0, %for.end98 ], [ %337, %for.end104 ]
  %318 = icmp slt i32 %red, 3
  br i1 %318, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  br label %for.cond102

for.end101:                                       ; preds = %for.cond99
  br label %for.cond106

for.cond102:                                      ; preds = %for.body103, %for.body100
  %lane105 = phi i32 [ 0, %for.body100 ], [ %336, %for.body103 ]
  %319 = icmp slt i32 %lane105, 32
  br i1 %319, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %320 = sext i32 %lane105 to i64
  %321 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %320
  %lane_acc = load float, ptr %321, align 4
  %322 = sext i32 %i1 to i64
  %323 = mul nsw i64 %322, 128
  %324 = add i32 %red, 1
  %325 = mul i32 %324, 32
  %326 = add i32 %325, %lane105
  %327 = sext i32 %326 to i64
  %328 = add nsw i64 %323, %327
  %329 = getelementptr inbounds float, ptr %acc_s, i64 %328
  %lane_next = load float, ptr %329, align 4
  %330 = fcmp une float %lane_next, %lane_next
  %331 = fcmp ogt float %lane_acc, %lane_next
  %332 = select i1 %331, float %lane_acc, float %lane_next
  %333 = select i1 %330, float %lane_acc, float %332
  %334 = sext i32 %lane105 to i64
  %335 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %334
  store float %333, ptr %335, align 4
  %336 = add nsw i32 %lane105, 1
  br label %for.cond102, !llvm.loop !24

for.end104:                                       ; preds = %for.cond102
  %337 = add nsw i32 %red, 1
  br label %for.cond99, !llvm.loop !25

for.cond106:                                      ; preds = %for.body107, %for.end101
  %lane109 = phi i32 [ 0, %for.end101 ], [ %348, %for.body107 ]
  %338 = icmp slt i32 %lane109, 32
  br i1 %338, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  %339 = sext i32 %i1 to i64
  %340 = getelementptr inbounds float, ptr %m, i64 %339
  %341 = load float, ptr %340, align 4
  %342 = sext i32 %lane109 to i64
  %343 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %342
  %344 = load float, ptr %343, align 4
  %345 = call float @llvm.maxnum.f32(float %341, float %344)
  %346 = sext i32 %i1 to i64
  %347 = getelementptr inbounds float, ptr %m, i64 %346
  store float %345, ptr %347, align 4
  %348 = add nsw i32 %lane109, 1
  br label %for.cond106, !llvm.loop !26

for.end108:                                       ; preds = %for.cond106
  %349 = add nsw i32 %i1, 1
  br label %for.cond93, !llvm.loop !27

for.cond110:                                      ; preds = %for.end116, %for.end95
  %i113 = phi i32 [ 0, %for.end95 ], [ %371, %for.end116 ]
  %350 = icmp slt i32 %i113, 128
  br i1 %350, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond114

for.end112:                                       ; preds = %for.cond110
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body111
  %j117 = phi i32 [ 0, %for.body111 ], [ %370, %for.body115 ]
  %351 = icmp slt i32 %j117, 128
  br i1 %351, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %352 = sext i32 %i113 to i64
  %353 = mul nsw i64 %352, 128
  %354 = sext i32 %j117 to i64
  %355 = add nsw i64 %353, %354
  %356 = getelementptr inbounds float, ptr %acc_s, i64 %355
  %357 = load float, ptr %356, align 4
  %358 = sext i32 %i113 to i64
  %359 = getelementptr inbounds float, ptr %m, i64 %358
  %360 = load float, ptr %359, align 4
  %361 = fsub float %357, %360
  %362 = fpext float %361 to double
  %363 = call double @llvm.exp2.f64(double %362)
  %364 = fptrunc double %363 to float
  %365 = sext i32 %i113 to i64
  %366 = mul nsw i64 %365, 128
  %367 = sext i32 %j117 to i64
  %368 = add nsw i64 %366, %367
  %369 = getelementptr inbounds float, ptr %acc_s, i64 %368
  store float %364, ptr %369, align 4
  %370 = add nsw i32 %j117, 1
  br label %for.cond114, !llvm.loop !28

for.end116:                                       ; preds = %for.cond114
  %371 = add nsw i32 %i113, 1
  br label %for.cond110, !llvm.loop !29

for.cond118:                                      ; preds = %for.end133, %for.end112
  %i2 = phi i32 [ 0, %for.end112 ], [ %415, %for.end133 ]
  %372 = icmp slt i32 %i2, 128
  br i1 %372, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  br label %for.cond121

for.end120:                                       ; preds = %for.cond118
  br label %for.cond135

for.cond121:                                      ; preds = %for.body122, %for.body119
  %lane1 = phi i32 [ 0, %for.body119 ], [ %382, %for.body122 ]
  %373 = icmp slt i32 %lane1, 32
  br i1 %373, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %374 = sext i32 %i2 to i64
  %375 = mul nsw i64 %374, 128
  %376 = sext i32 %lane1 to i64
  %377 = add nsw i64 %375, %376
  %378 = getelementptr inbounds float, ptr %acc_s, i64 %377
  %379 = load float, ptr %378, align 4
  %380 = sext i32 %lane1 to i64
  %381 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %380
  store float %379, ptr %381, align 4
  %382 = add nsw i32 %lane1, 1
  br label %for.cond121, !llvm.loop !30

for.end123:                                       ; preds = %for.cond121
  br label %for.cond124

for.cond124:                                      ; preds = %for.end129, %for.end123
  %red1 = phi i32 [ 0, %for.end123 ], [ %403, %for.end129 ]
  %383 = icmp slt i32 %red1, 3
  br i1 %383, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  br label %for.cond127

for.end126:                                       ; preds = %for.cond124
  %384 = sext i32 %i2 to i64
  %385 = getelementptr inbounds float, ptr %row_sum, i64 %384
  store float 0.000000e+00, ptr %385, align 4
  br label %for.cond131

for.cond127:                                      ; preds = %for.body128, %for.body125
  %lane1130 = phi i32 [ 0, %for.body125 ], [ %402, %for.body128 ]
  %386 = icmp slt i32 %lane1130, 32
  br i1 %386, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %387 = sext i32 %lane1130 to i64
  %388 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %387
  %389 = load float, ptr %388, align 4
  %390 = sext i32 %i2 to i64
  %391 = mul nsw i64 %390, 128
  %392 = add i32 %red1, 1
  %393 = mul i32 %392, 32
  %394 = add i32 %393, %lane1130
  %395 = sext i32 %394 to i64
  %396 = add nsw i64 %391, %395
  %397 = getelementptr inbounds float, ptr %acc_s, i64 %396
  %398 = load float, ptr %397, align 4
  %399 = fadd float %389, %398
  %400 = sext i32 %lane1130 to i64
  %401 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %400
  store float %399, ptr %401, align 4
  %402 = add nsw i32 %lane1130, 1
  br label %for.cond127, !llvm.loop !31

for.end129:                                       ; preds = %for.cond127
  %403 = add nsw i32 %red1, 1
  br label %for.cond124, !llvm.loop !32

for.cond131:                                      ; preds = %for.body132, %for.end126
  %lane1134 = phi i32 [ 0, %for.end126 ], [ %414, %for.body132 ]
  %404 = icmp slt i32 %lane1134, 32
  br i1 %404, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %405 = sext i32 %i2 to i64
  %406 = getelementptr inbounds float, ptr %row_sum, i64 %405
  %407 = load float, ptr %406, align 4
  %408 = sext i32 %lane1134 to i64
  %409 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %408
  %410 = load float, ptr %409, align 4
  %411 = fadd float %407, %410
  %412 = sext i32 %i2 to i64
  %413 = getelementptr inbounds float, ptr %row_sum, i64 %412
  store float %411, ptr %413, align 4
  %414 = add nsw i32 %lane1134, 1
  br label %for.cond131, !llvm.loop !33

for.end133:                                       ; preds = %for.cond131
  %415 = add nsw i32 %i2, 1
  br label %for.cond118, !llvm.loop !34

for.cond135:                                      ; preds = %for.body136, %for.end120
  %i138 = phi i32 [ 0, %for.end120 ], [ %438, %for.body136 ]
  %416 = icmp slt i32 %i138, 128
  br i1 %416, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %417 = sext i32 %i138 to i64
  %418 = getelementptr inbounds float, ptr %m_prev, i64 %417
  %419 = load float, ptr %418, align 4
  %420 = sext i32 %i138 to i64
  %421 = getelementptr inbounds float, ptr %m, i64 %420
  %422 = load float, ptr %421, align 4
  %423 = fsub float %419, %422
  %424 = fpext float %423 to double
  %425 = call double @llvm.exp2.f64(double %424)
  %alpha = fptrunc double %425 to float
  %426 = sext i32 %i138 to i64
  %427 = getelementptr inbounds float, ptr %l, i64 %426
  %428 = load float, ptr %427, align 4
  %429 = fmul float %428, %alpha
  %430 = sext i32 %i138 to i64
  %431 = getelementptr inbounds float, ptr %row_sum, i64 %430
  %432 = load float, ptr %431, align 4
  %433 = fadd float %429, %432
  %434 = sext i32 %i138 to i64
  %435 = getelementptr inbounds float, ptr %l, i64 %434
  store float %433, ptr %435, align 4
  %436 = sext i32 %i138 to i64
  %437 = getelementptr inbounds float, ptr %m_prev, i64 %436
  store float %alpha, ptr %437, align 4
  %438 = add nsw i32 %i138, 1
  br label %for.cond135, !llvm.loop !35

for.end137:                                       ; preds = %for.cond135
  br label %for.cond139

for.cond139:                                      ; preds = %for.end145, %for.end137
  %i142 = phi i32 [ 0, %for.end137 ], [ %457, %for.end145 ]
  %439 = icmp slt i32 %i142, 128
  br i1 %439, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  br label %for.cond143

for.end141:                                       ; preds = %for.cond139
  br label %for.cond146

for.cond143:                                      ; preds = %for.body144, %for.body140
  %d = phi i32 [ 0, %for.body140 ], [ %456, %for.body144 ]
  %440 = icmp slt i32 %d, 64
  br i1 %440, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %441 = sext i32 %i142 to i64
  %442 = mul nsw i64 %441, 64
  %443 = sext i32 %d to i64
  %444 = add nsw i64 %442, %443
  %445 = getelementptr inbounds float, ptr %acc_o, i64 %444
  %446 = load float, ptr %445, align 4
  %447 = sext i32 %i142 to i64
  %448 = getelementptr inbounds float, ptr %m_prev, i64 %447
  %449 = load float, ptr %448, align 4
  %450 = fmul float %446, %449
  %451 = sext i32 %i142 to i64
  %452 = mul nsw i64 %451, 64
  %453 = sext i32 %d to i64
  %454 = add nsw i64 %452, %453
  %455 = getelementptr inbounds float, ptr %acc_o, i64 %454
  store float %450, ptr %455, align 4
  %456 = add nsw i32 %d, 1
  br label %for.cond143, !llvm.loop !36

for.end145:                                       ; preds = %for.cond143
  %457 = add nsw i32 %i142, 1
  br label %for.cond139, !llvm.loop !37

for.cond146:                                      ; preds = %for.end152, %for.end141
  %i3149 = phi i32 [ 0, %for.end141 ], [ %477, %for.end152 ]
  %458 = icmp slt i32 %i3149, 128
  br i1 %458, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  br label %for.cond150

for.end148:                                       ; preds = %for.cond146
  call void @tilec_rt_gemm_f16f32(i32 128, i32 64, i32 128, ptr %P_s, i32 128, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %459 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !38

for.cond150:                                      ; preds = %for.body151, %for.body147
  %j1153 = phi i32 [ 0, %for.body147 ], [ %476, %for.body151 ]
  %460 = icmp slt i32 %j1153, 128
  br i1 %460, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %461 = sext i32 %i3149 to i64
  %462 = mul nsw i64 %461, 128
  %463 = sext i32 %j1153 to i64
  %464 = add nsw i64 %462, %463
  %465 = getelementptr inbounds float, ptr %acc_s, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = fptrunc float %466 to half
  %468 = fpext half %467 to float
  %469 = sext i32 %i3149 to i64
  %470 = mul nsw i64 %469, 128
  %471 = sext i32 %j1153 to i64
  %472 = add nsw i64 %470, %471
  %473 = getelementptr inbounds i16, ptr %P_s, i64 %472
  %474 = fptrunc float %468 to half
  %475 = bitcast half %474 to i16
  store i16 %475, ptr %473, align 2
  %476 = add nsw i32 %j1153, 1
  br label %for.cond150, !llvm.loop !39

for.end152:                                       ; preds = %for.cond150
  %477 = add nsw i32 %i3149, 1
  br label %for.cond146, !llvm.loop !40

for.cond154:                                      ; preds = %for.end160, %for.end30
  %i157 = phi i32 [ 0, %for.end30 ], [ %509, %for.end160 ]
  %478 = icmp slt i32 %i157, 128
  br i1 %478, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  br label %for.cond158

for.end156:                                       ; preds = %for.cond154
  %479 = sext i32 %bz to i64
  %480 = add i64 %479, 1
  %481 = sext i32 %BH to i64
  %482 = icmp sle i64 %480, %481
  %483 = mul i32 %bx, 128
  %484 = icmp sle i32 0, %483
  %485 = mul i32 %bx, 128
  %486 = sext i32 %485 to i64
  %487 = add i64 %486, 128
  %488 = sext i32 %S to i64
  %489 = icmp sle i64 %487, %488
  %490 = and i1 %484, %489
  %491 = and i1 %482, %490
  br i1 %491, label %if.then162, label %if.else163

for.cond158:                                      ; preds = %for.body159, %for.body155
  %d161 = phi i32 [ 0, %for.body155 ], [ %508, %for.body159 ]
  %492 = icmp slt i32 %d161, 64
  br i1 %492, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %493 = sext i32 %i157 to i64
  %494 = mul nsw i64 %493, 64
  %495 = sext i32 %d161 to i64
  %496 = add nsw i64 %494, %495
  %497 = getelementptr inbounds float, ptr %acc_o, i64 %496
  %498 = load float, ptr %497, align 4
  %499 = sext i32 %i157 to i64
  %500 = getelementptr inbounds float, ptr %l, i64 %499
  %501 = load float, ptr %500, align 4
  %502 = fdiv float %498, %501
  %503 = sext i32 %i157 to i64
  %504 = mul nsw i64 %503, 64
  %505 = sext i32 %d161 to i64
  %506 = add nsw i64 %504, %505
  %507 = getelementptr inbounds float, ptr %acc_o, i64 %506
  store float %502, ptr %507, align 4
  %508 = add nsw i32 %d161, 1
  br label %for.cond158, !llvm.loop !41

for.end160:                                       ; preds = %for.cond158
  %509 = add nsw i32 %i157, 1
  br label %for.cond154, !llvm.loop !42

if.then162:                                       ; preds = %for.end156
  br label %for.cond165

if.else163:                                       ; preds = %for.end156
  br label %for.cond171

if.end164:                                        ; preds = %for.end173, %for.end167
  ret void

for.cond165:                                      ; preds = %for.end170, %if.then162
  %i5 = phi i32 [ 0, %if.then162 ], [ %534, %for.end170 ]
  %510 = icmp slt i32 %i5, 128
  br i1 %510, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  br label %for.cond168

for.end167:                                       ; preds = %for.cond165
  br label %if.end164

for.cond168:                                      ; preds = %for.body169, %for.body166
  %j2 = phi i32 [ 0, %for.body166 ], [ %533, %for.body169 ]
  %511 = icmp slt i32 %j2, 64
  br i1 %511, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %512 = sext i32 %i5 to i64
  %513 = mul nsw i64 %512, 64
  %514 = sext i32 %j2 to i64
  %515 = add nsw i64 %513, %514
  %516 = getelementptr inbounds float, ptr %acc_o, i64 %515
  %517 = load float, ptr %516, align 4
  %518 = fptrunc float %517 to half
  %519 = fpext half %518 to float
  %520 = sext i32 %bz to i64
  %521 = sext i32 %S to i64
  %522 = mul nsw i64 %520, %521
  %523 = mul i32 %bx, 128
  %524 = add i32 %523, %i5
  %525 = sext i32 %524 to i64
  %526 = add nsw i64 %522, %525
  %527 = mul nsw i64 %526, 64
  %528 = sext i32 %j2 to i64
  %529 = add nsw i64 %527, %528
  %530 = getelementptr inbounds i16, ptr %O, i64 %529
  %531 = fptrunc float %519 to half
  %532 = bitcast half %531 to i16
  store i16 %532, ptr %530, align 2
  %533 = add nsw i32 %j2, 1
  br label %for.cond168, !llvm.loop !43

for.end170:                                       ; preds = %for.cond168
  %534 = add nsw i32 %i5, 1
  br label %for.cond165, !llvm.loop !44

for.cond171:                                      ; preds = %for.end177, %if.else163
  %i5174 = phi i32 [ 0, %if.else163 ], [ %553, %for.end177 ]
  %535 = icmp slt i32 %i5174, 128
  br i1 %535, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  br label %for.cond175

for.end173:                                       ; preds = %for.cond171
  br label %if.end164

for.cond175:                                      ; preds = %if.end181, %for.body172
  %j2178 = phi i32 [ 0, %for.body172 ], [ %575, %if.end181 ]
  %536 = icmp slt i32 %j2178, 64
  br i1 %536, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %537 = sext i32 %bz to i64
  %538 = sext i32 %BH to i64
  %539 = icmp slt i64 %537, %538
  %540 = mul i32 %bx, 128
  %541 = sext i32 %540 to i64
  %542 = sext i32 %i5174 to i64
  %543 = add i64 %541, %542
  %544 = icmp sle i64 0, %543
  %545 = mul i32 %bx, 128
  %546 = sext i32 %545 to i64
  %547 = sext i32 %i5174 to i64
  %548 = add i64 %546, %547
  %549 = sext i32 %S to i64
  %550 = icmp slt i64 %548, %549
  %551 = and i1 %544, %550
  %552 = and i1 %539, %551
  br i1 %552, label %if.then179, label %if.else180

for.end177:                                       ; preds = %for.cond175
  %553 = add nsw i32 %i5174, 1
  br label %for.cond171, !llvm.loop !45

if.then179:                                       ; preds = %for.body176
  %554 = sext i32 %i5174 to i64
  %555 = mul nsw i64 %554, 64
  %556 = sext i32 %j2178 to i64
  %557 = add nsw i64 %555, %556
  %558 = getelementptr inbounds float, ptr %acc_o, i64 %557
  %559 = load float, ptr %558, align 4
  %560 = fptrunc float %559 to half
  %561 = fpext half %560 to float
  %562 = sext i32 %bz to i64
  %563 = sext i32 %S to i64
  %564 = mul nsw i64 %562, %563
  %565 = mul i32 %bx, 128
  %566 = add i32 %565, %i5174
  %567 = sext i32 %566 to i64
  %568 = add nsw i64 %564, %567
  %569 = mul nsw i64 %568, 64
  %570 = sext i32 %j2178 to i64
  %571 = add nsw i64 %569, %570
  %572 = getelementptr inbounds i16, ptr %O, i64 %571
  %573 = fptrunc float %561 to half
  %574 = bitcast half %573 to i16
  store i16 %574, ptr %572, align 2
  br label %if.end181

if.else180:                                       ; preds = %for.body176
  br label %if.end181

if.end181:                                        ; preds = %if.else180, %if.then179
  %575 = add nsw i32 %j2178, 1
  br label %for.cond175, !llvm.loop !46
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
  br label %for.cond1, !llvm.loop !47

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !48

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
  br label %for.cond4, !llvm.loop !49

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
  br label %for.cond8, !llvm.loop !50

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
  br label %for.cond16, !llvm.loop !51

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !52

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 128
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !53

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
  br label %for.cond24, !llvm.loop !54

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

for.cond28:                                       ; preds = %for.end148, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %469, %for.end148 ]
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
  br label %for.cond154

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
  br label %for.cond38, !llvm.loop !55

for.end40:                                        ; preds = %for.cond38
  %164 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !56

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
  br label %for.cond42, !llvm.loop !57

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
  br label %for.cond46, !llvm.loop !58

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
  br label %for.cond60, !llvm.loop !59

for.end62:                                        ; preds = %for.cond60
  %231 = add nsw i32 %i359, 1
  br label %for.cond56, !llvm.loop !60

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
  br label %for.cond64, !llvm.loop !61

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
  br label %for.cond68, !llvm.loop !62

for.cond75:                                       ; preds = %for.end81, %if.end55
  %i378 = phi i32 [ 0, %if.end55 ], [ %282, %for.end81 ]
  %274 = icmp slt i32 %i378, 128
  br i1 %274, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond79

for.end77:                                        ; preds = %for.cond75
  call void @tilec_rt_gemm_f16f32(i32 128, i32 128, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 128)
  br label %for.cond83

for.cond79:                                       ; preds = %for.body80, %for.body76
  %j182 = phi i32 [ 0, %for.body76 ], [ %281, %for.body80 ]
  %275 = icmp slt i32 %j182, 128
  br i1 %275, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %276 = sext i32 %i378 to i64
  %277 = mul nsw i64 %276, 128
  %278 = sext i32 %j182 to i64
  %279 = add nsw i64 %277, %278
  %280 = getelementptr inbounds float, ptr %acc_s, i64 %279
  store float 0.000000e+00, ptr %280, align 4
  %281 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !63

for.end81:                                        ; preds = %for.cond79
  %282 = add nsw i32 %i378, 1
  br label %for.cond75, !llvm.loop !64

for.cond83:                                       ; preds = %for.end88, %for.end77
  %i = phi i32 [ 0, %for.end77 ], [ %309, %for.end88 ]
  %283 = icmp slt i32 %i, 128
  br i1 %283, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  br label %for.cond86

for.end85:                                        ; preds = %for.cond83
  br label %for.cond89

for.cond86:                                       ; preds = %for.body87, %for.body84
  %j = phi i32 [ 0, %for.body84 ], [ %308, %for.body87 ]
  %284 = icmp slt i32 %j, 128
  br i1 %284, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %285 = mul i32 %kb, 128
  %286 = add i32 %285, %j
  %287 = icmp slt i32 %286, %S
  %288 = mul i32 %kb, 128
  %289 = add i32 %288, %j
  %290 = mul i32 %bx, 128
  %291 = add i32 %290, %i
  %292 = icmp sle i32 %289, %291
  %293 = and i1 %287, %292
  %294 = sext i32 %i to i64
  %295 = mul nsw i64 %294, 128
  %296 = sext i32 %j to i64
  %297 = add nsw i64 %295, %296
  %298 = call i64 @llvm.umin.i64(i64 %297, i64 16383)
  %299 = getelementptr inbounds float, ptr %acc_s, i64 %298
  %300 = load float, ptr %299, align 4
  %301 = fmul float %300, 0x3FC7154760000000
  %302 = select i1 %293, float %301, float 0xFFF0000000000000
  %303 = sext i32 %i to i64
  %304 = mul nsw i64 %303, 128
  %305 = sext i32 %j to i64
  %306 = add nsw i64 %304, %305
  %307 = getelementptr inbounds float, ptr %acc_s, i64 %306
  store float %302, ptr %307, align 4
  %308 = add nsw i32 %j, 1
  br label %for.cond86, !llvm.loop !65

for.end88:                                        ; preds = %for.cond86
  %309 = add nsw i32 %i, 1
  br label %for.cond83, !llvm.loop !66

for.cond89:                                       ; preds = %for.body90, %for.end85
  %i392 = phi i32 [ 0, %for.end85 ], [ %316, %for.body90 ]
  %310 = icmp slt i32 %i392, 128
  br i1 %310, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %311 = sext i32 %i392 to i64
  %312 = getelementptr inbounds float, ptr %m, i64 %311
  %313 = load float, ptr %312, align 4
  %314 = sext i32 %i392 to i64
  %315 = getelementptr inbounds float, ptr %m_prev, i64 %314
  store float %313, ptr %315, align 4
  %316 = add nsw i32 %i392, 1
  br label %for.cond89, !llvm.loop !67

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.end108, %for.end91
  %i1 = phi i32 [ 0, %for.end91 ], [ %359, %for.end108 ]
  %317 = icmp slt i32 %i1, 128
  br i1 %317, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond96

for.end95:                                        ; preds = %for.cond93
  br label %for.cond110

for.cond96:                                       ; preds = %for.body97, %for.body94
  %lane = phi i32 [ 0, %for.body94 ], [ %327, %for.body97 ]
  %318 = icmp slt i32 %lane, 32
  br i1 %318, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %319 = sext i32 %i1 to i64
  %320 = mul nsw i64 %319, 128
  %321 = sext i32 %lane to i64
  %322 = add nsw i64 %320, %321
  %323 = getelementptr inbounds float, ptr %acc_s, i64 %322
  %324 = load float, ptr %323, align 4
  %325 = sext i32 %lane to i64
  %326 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %325
  store float %324, ptr %326, align 4
  %327 = add nsw i32 %lane, 1
  br label %for.cond96, !llvm.loop !68

for.end98:                                        ; preds = %for.cond96
  br label %for.cond99

for.cond99:                                       ; preds = %for.end104, %for.end98
  %red = phi i32 [ 0, %for.end98 ], [ %347, %for.end104 ]
  %328 = icmp slt i32 %red, 3
  br i1 %328, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  br label %for.cond102

for.end101:                                       ; preds = %for.cond99
  br label %for.cond106

for.cond102:                                      ; preds = %for.body103, %for.body100
  %lane105 = phi i32 [ 0, %for.body100 ], [ %346, %for.body103 ]
  %329 = icmp slt i32 %lane105, 32
  br i1 %329, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %330 = sext i32 %lane105 to i64
  %331 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %330
  %lane_acc = load float, ptr %331, align 4
  %332 = sext i32 %i1 to i64
  %333 = mul nsw i64 %332, 128
  %334 = add i32 %red, 1
  %335 = mul i32 %334, 32
  %336 = add i32 %335, %lane105
  %337 = sext i32 %336 to i64
  %338 = add nsw i64 %333, %337
  %339 = getelementptr inbounds float, ptr %acc_s, i64 %338
  %lane_next = load float, ptr %339, align 4
  %340 = fcmp une float %lane_next, %lane_next
  %341 = fcmp ogt float %lane_acc, %lane_next
  %342 = select i1 %341, float %lane_acc, float %lane_next
  %343 = select i1 %340, float %lane_acc, float %342
  %344 = sext i32 %lane105 to i64
  %345 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %344
  store float %343, ptr %345, align 4
  %346 = add nsw i32 %lane105, 1
  br label %for.cond102, !llvm.loop !69

for.end104:                                       ; preds = %for.cond102
  %347 = add nsw i32 %red, 1
  br label %for.cond99, !llvm.loop !70

for.cond106:                                      ; preds = %for.body107, %for.end101
  %lane109 = phi i32 [ 0, %for.end101 ], [ %358, %for.body107 ]
  %348 = icmp slt i32 %lane109, 32
  br i1 %348, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  %349 = sext i32 %i1 to i64
  %350 = getelementptr inbounds float, ptr %m, i64 %349
  %351 = load float, ptr %350, align 4
  %352 = sext i32 %lane109 to i64
  %353 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %352
  %354 = load float, ptr %353, align 4
  %355 = call float @llvm.maxnum.f32(float %351, float %354)
  %356 = sext i32 %i1 to i64
  %357 = getelementptr inbounds float, ptr %m, i64 %356
  store float %355, ptr %357, align 4
  %358 = add nsw i32 %lane109, 1
  br label %for.cond106, !llvm.loop !71

for.end108:                                       ; preds = %for.cond106
  %359 = add nsw i32 %i1, 1
  br label %for.cond93, !llvm.loop !72

for.cond110:                                      ; preds = %for.end116, %for.end95
  %i113 = phi i32 [ 0, %for.end95 ], [ %381, %for.end116 ]
  %360 = icmp slt i32 %i113, 128
  br i1 %360, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond114

for.end112:                                       ; preds = %for.cond110
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body111
  %j117 = phi i32 [ 0, %for.body111 ], [ %380, %for.body115 ]
  %361 = icmp slt i32 %j117, 128
  br i1 %361, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %362 = sext i32 %i113 to i64
  %363 = mul nsw i64 %362, 128
  %364 = sext i32 %j117 to i64
  %365 = add nsw i64 %363, %364
  %366 = getelementptr inbounds float, ptr %acc_s, i64 %365
  %367 = load float, ptr %366, align 4
  %368 = sext i32 %i113 to i64
  %369 = getelementptr inbounds float, ptr %m, i64 %368
  %370 = load float, ptr %369, align 4
  %371 = fsub float %367, %370
  %372 = fpext float %371 to double
  %373 = call double @llvm.exp2.f64(double %372)
  %374 = fptrunc double %373 to float
  %375 = sext i32 %i113 to i64
  %376 = mul nsw i64 %375, 128
  %377 = sext i32 %j117 to i64
  %378 = add nsw i64 %376, %377
  %379 = getelementptr inbounds float, ptr %acc_s, i64 %378
  store float %374, ptr %379, align 4
  %380 = add nsw i32 %j117, 1
  br label %for.cond114, !llvm.loop !73

for.end116:                                       ; preds = %for.cond114
  %381 = add nsw i32 %i113, 1
  br label %for.cond110, !llvm.loop !74

for.cond118:                                      ; preds = %for.end133, %for.end112
  %i2 = phi i32 [ 0, %for.end112 ], [ %425, %for.end133 ]
  %382 = icmp slt i32 %i2, 128
  br i1 %382, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  br label %for.cond121

for.end120:                                       ; preds = %for.cond118
  br label %for.cond135

for.cond121:                                      ; preds = %for.body122, %for.body119
  %lane1 = phi i32 [ 0, %for.body119 ], [ %392, %for.body122 ]
  %383 = icmp slt i32 %lane1, 32
  br i1 %383, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %384 = sext i32 %i2 to i64
  %385 = mul nsw i64 %384, 128
  %386 = sext i32 %lane1 to i64
  %387 = add nsw i64 %385, %386
  %388 = getelementptr inbounds float, ptr %acc_s, i64 %387
  %389 = load float, ptr %388, align 4
  %390 = sext i32 %lane1 to i64
  %391 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %390
  store float %389, ptr %391, align 4
  %392 = add nsw i32 %lane1, 1
  br label %for.cond121, !llvm.loop !75

for.end123:                                       ; preds = %for.cond121
  br label %for.cond124

for.cond124:                                      ; preds = %for.end129, %for.end123
  %red1 = phi i32 [ 0, %for.end123 ], [ %413, %for.end129 ]
  %393 = icmp slt i32 %red1, 3
  br i1 %393, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  br label %for.cond127

for.end126:                                       ; preds = %for.cond124
  %394 = sext i32 %i2 to i64
  %395 = getelementptr inbounds float, ptr %row_sum, i64 %394
  store float 0.000000e+00, ptr %395, align 4
  br label %for.cond131

for.cond127:                                      ; preds = %for.body128, %for.body125
  %lane1130 = phi i32 [ 0, %for.body125 ], [ %412, %for.body128 ]
  %396 = icmp slt i32 %lane1130, 32
  br i1 %396, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %397 = sext i32 %lane1130 to i64
  %398 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %397
  %399 = load float, ptr %398, align 4
  %400 = sext i32 %i2 to i64
  %401 = mul nsw i64 %400, 128
  %402 = add i32 %red1, 1
  %403 = mul i32 %402, 32
  %404 = add i32 %403, %lane1130
  %405 = sext i32 %404 to i64
  %406 = add nsw i64 %401, %405
  %407 = getelementptr inbounds float, ptr %acc_s, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = fadd float %399, %408
  %410 = sext i32 %lane1130 to i64
  %411 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %410
  store float %409, ptr %411, align 4
  %412 = add nsw i32 %lane1130, 1
  br label %for.cond127, !llvm.loop !76

for.end129:                                       ; preds = %for.cond127
  %413 = add nsw i32 %red1, 1
  br label %for.cond124, !llvm.loop !77

for.cond131:                                      ; preds = %for.body132, %for.end126
  %lane1134 = phi i32 [ 0, %for.end126 ], [ %424, %for.body132 ]
  %414 = icmp slt i32 %lane1134, 32
  br i1 %414, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %415 = sext i32 %i2 to i64
  %416 = getelementptr inbounds float, ptr %row_sum, i64 %415
  %417 = load float, ptr %416, align 4
  %418 = sext i32 %lane1134 to i64
  %419 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %418
  %420 = load float, ptr %419, align 4
  %421 = fadd float %417, %420
  %422 = sext i32 %i2 to i64
  %423 = getelementptr inbounds float, ptr %row_sum, i64 %422
  store float %421, ptr %423, align 4
  %424 = add nsw i32 %lane1134, 1
  br label %for.cond131, !llvm.loop !78

for.end133:                                       ; preds = %for.cond131
  %425 = add nsw i32 %i2, 1
  br label %for.cond118, !llvm.loop !79

for.cond135:                                      ; preds = %for.body136, %for.end120
  %i138 = phi i32 [ 0, %for.end120 ], [ %448, %for.body136 ]
  %426 = icmp slt i32 %i138, 128
  br i1 %426, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %427 = sext i32 %i138 to i64
  %428 = getelementptr inbounds float, ptr %m_prev, i64 %427
  %429 = load float, ptr %428, align 4
  %430 = sext i32 %i138 to i64
  %431 = getelementptr inbounds float, ptr %m, i64 %430
  %432 = load float, ptr %431, align 4
  %433 = fsub float %429, %432
  %434 = fpext float %433 to double
  %435 = call double @llvm.exp2.f64(double %434)
  %alpha = fptrunc double %435 to float
  %436 = sext i32 %i138 to i64
  %437 = getelementptr inbounds float, ptr %l, i64 %436
  %438 = load float, ptr %437, align 4
  %439 = fmul float %438, %alpha
  %440 = sext i32 %i138 to i64
  %441 = getelementptr inbounds float, ptr %row_sum, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = fadd float %439, %442
  %444 = sext i32 %i138 to i64
  %445 = getelementptr inbounds float, ptr %l, i64 %444
  store float %443, ptr %445, align 4
  %446 = sext i32 %i138 to i64
  %447 = getelementptr inbounds float, ptr %m_prev, i64 %446
  store float %alpha, ptr %447, align 4
  %448 = add nsw i32 %i138, 1
  br label %for.cond135, !llvm.loop !80

for.end137:                                       ; preds = %for.cond135
  br label %for.cond139

for.cond139:                                      ; preds = %for.end145, %for.end137
  %i142 = phi i32 [ 0, %for.end137 ], [ %467, %for.end145 ]
  %449 = icmp slt i32 %i142, 128
  br i1 %449, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  br label %for.cond143

for.end141:                                       ; preds = %for.cond139
  br label %for.cond146

for.cond143:                                      ; preds = %for.body144, %for.body140
  %d = phi i32 [ 0, %for.body140 ], [ %466, %for.body144 ]
  %450 = icmp slt i32 %d, 64
  br i1 %450, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %451 = sext i32 %i142 to i64
  %452 = mul nsw i64 %451, 64
  %453 = sext i32 %d to i64
  %454 = add nsw i64 %452, %453
  %455 = getelementptr inbounds float, ptr %acc_o, i64 %454
  %456 = load float, ptr %455, align 4
  %457 = sext i32 %i142 to i64
  %458 = getelementptr inbounds float, ptr %m_prev, i64 %457
  %459 = load float, ptr %458, align 4
  %460 = fmul float %456, %459
  %461 = sext i32 %i142 to i64
  %462 = mul nsw i64 %461, 64
  %463 = sext i32 %d to i64
  %464 = add nsw i64 %462, %463
  %465 = getelementptr inbounds float, ptr %acc_o, i64 %464
  store float %460, ptr %465, align 4
  %466 = add nsw i32 %d, 1
  br label %for.cond143, !llvm.loop !81

for.end145:                                       ; preds = %for.cond143
  %467 = add nsw i32 %i142, 1
  br label %for.cond139, !llvm.loop !82

for.cond146:                                      ; preds = %for.end152, %for.end141
  %i3149 = phi i32 [ 0, %for.end141 ], [ %487, %for.end152 ]
  %468 = icmp slt i32 %i3149, 128
  br i1 %468, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  br label %for.cond150

for.end148:                                       ; preds = %for.cond146
  call void @tilec_rt_gemm_f16f32(i32 128, i32 64, i32 128, ptr %P_s, i32 128, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %469 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !83

for.cond150:                                      ; preds = %for.body151, %for.body147
  %j1153 = phi i32 [ 0, %for.body147 ], [ %486, %for.body151 ]
  %470 = icmp slt i32 %j1153, 128
  br i1 %470, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %471 = sext i32 %i3149 to i64
  %472 = mul nsw i64 %471, 128
  %473 = sext i32 %j1153 to i64
  %474 = add nsw i64 %472, %473
  %475 = getelementptr inbounds float, ptr %acc_s, i64 %474
  %476 = load float, ptr %475, align 4
  %477 = fptrunc float %476 to half
  %478 = fpext half %477 to float
  %479 = sext i32 %i3149 to i64
  %480 = mul nsw i64 %479, 128
  %481 = sext i32 %j1153 to i64
  %482 = add nsw i64 %480, %481
  %483 = getelementptr inbounds i16, ptr %P_s, i64 %482
  %484 = fptrunc float %478 to half
  %485 = bitcast half %484 to i16
  store i16 %485, ptr %483, align 2
  %486 = add nsw i32 %j1153, 1
  br label %for.cond150, !llvm.loop !84

for.end152:                                       ; preds = %for.cond150
  %487 = add nsw i32 %i3149, 1
  br label %for.cond146, !llvm.loop !85

for.cond154:                                      ; preds = %for.end160, %for.end30
  %i157 = phi i32 [ 0, %for.end30 ], [ %519, %for.end160 ]
  %488 = icmp slt i32 %i157, 128
  br i1 %488, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  br label %for.cond158

for.end156:                                       ; preds = %for.cond154
  %489 = sext i32 %bz to i64
  %490 = add i64 %489, 1
  %491 = sext i32 %BH to i64
  %492 = icmp sle i64 %490, %491
  %493 = mul i32 %bx, 128
  %494 = icmp sle i32 0, %493
  %495 = mul i32 %bx, 128
  %496 = sext i32 %495 to i64
  %497 = add i64 %496, 128
  %498 = sext i32 %S to i64
  %499 = icmp sle i64 %497, %498
  %500 = and i1 %494, %499
  %501 = and i1 %492, %500
  br i1 %501, label %if.then162, label %if.else163

for.cond158:                                      ; preds = %for.body159, %for.body155
  %d161 = phi i32 [ 0, %for.body155 ], [ %518, %for.body159 ]
  %502 = icmp slt i32 %d161, 64
  br i1 %502, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %503 = sext i32 %i157 to i64
  %504 = mul nsw i64 %503, 64
  %505 = sext i32 %d161 to i64
  %506 = add nsw i64 %504, %505
  %507 = getelementptr inbounds float, ptr %acc_o, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = sext i32 %i157 to i64
  %510 = getelementptr inbounds float, ptr %l, i64 %509
  %511 = load float, ptr %510, align 4
  %512 = fdiv float %508, %511
  %513 = sext i32 %i157 to i64
  %514 = mul nsw i64 %513, 64
  %515 = sext i32 %d161 to i64
  %516 = add nsw i64 %514, %515
  %517 = getelementptr inbounds float, ptr %acc_o, i64 %516
  store float %512, ptr %517, align 4
  %518 = add nsw i32 %d161, 1
  br label %for.cond158, !llvm.loop !86

for.end160:                                       ; preds = %for.cond158
  %519 = add nsw i32 %i157, 1
  br label %for.cond154, !llvm.loop !87

if.then162:                                       ; preds = %for.end156
  br label %for.cond165

if.else163:                                       ; preds = %for.end156
  br label %for.cond171

if.end164:                                        ; preds = %for.end173, %for.end167
  ret void

for.cond165:                                      ; preds = %for.end170, %if.then162
  %i5 = phi i32 [ 0, %if.then162 ], [ %544, %for.end170 ]
  %520 = icmp slt i32 %i5, 128
  br i1 %520, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  br label %for.cond168

for.end167:                                       ; preds = %for.cond165
  br label %if.end164

for.cond168:                                      ; preds = %for.body169, %for.body166
  %j2 = phi i32 [ 0, %for.body166 ], [ %543, %for.body169 ]
  %521 = icmp slt i32 %j2, 64
  br i1 %521, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %522 = sext i32 %i5 to i64
  %523 = mul nsw i64 %522, 64
  %524 = sext i32 %j2 to i64
  %525 = add nsw i64 %523, %524
  %526 = getelementptr inbounds float, ptr %acc_o, i64 %525
  %527 = load float, ptr %526, align 4
  %528 = fptrunc float %527 to half
  %529 = fpext half %528 to float
  %530 = sext i32 %bz to i64
  %531 = sext i32 %S to i64
  %532 = mul nsw i64 %530, %531
  %533 = mul i32 %bx, 128
  %534 = add i32 %533, %i5
  %535 = sext i32 %534 to i64
  %536 = add nsw i64 %532, %535
  %537 = mul nsw i64 %536, 64
  %538 = sext i32 %j2 to i64
  %539 = add nsw i64 %537, %538
  %540 = getelementptr inbounds i16, ptr %O, i64 %539
  %541 = fptrunc float %529 to half
  %542 = bitcast half %541 to i16
  store i16 %542, ptr %540, align 2
  %543 = add nsw i32 %j2, 1
  br label %for.cond168, !llvm.loop !88

for.end170:                                       ; preds = %for.cond168
  %544 = add nsw i32 %i5, 1
  br label %for.cond165, !llvm.loop !89

for.cond171:                                      ; preds = %for.end177, %if.else163
  %i5174 = phi i32 [ 0, %if.else163 ], [ %563, %for.end177 ]
  %545 = icmp slt i32 %i5174, 128
  br i1 %545, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  br label %for.cond175

for.end173:                                       ; preds = %for.cond171
  br label %if.end164

for.cond175:                                      ; preds = %if.end181, %for.body172
  %j2178 = phi i32 [ 0, %for.body172 ], [ %585, %if.end181 ]
  %546 = icmp slt i32 %j2178, 64
  br i1 %546, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %547 = sext i32 %bz to i64
  %548 = sext i32 %BH to i64
  %549 = icmp slt i64 %547, %548
  %550 = mul i32 %bx, 128
  %551 = sext i32 %550 to i64
  %552 = sext i32 %i5174 to i64
  %553 = add i64 %551, %552
  %554 = icmp sle i64 0, %553
  %555 = mul i32 %bx, 128
  %556 = sext i32 %555 to i64
  %557 = sext i32 %i5174 to i64
  %558 = add i64 %556, %557
  %559 = sext i32 %S to i64
  %560 = icmp slt i64 %558, %559
  %561 = and i1 %554, %560
  %562 = and i1 %549, %561
  br i1 %562, label %if.then179, label %if.else180

for.end177:                                       ; preds = %for.cond175
  %563 = add nsw i32 %i5174, 1
  br label %for.cond171, !llvm.loop !90

if.then179:                                       ; preds = %for.body176
  %564 = sext i32 %i5174 to i64
  %565 = mul nsw i64 %564, 64
  %566 = sext i32 %j2178 to i64
  %567 = add nsw i64 %565, %566
  %568 = getelementptr inbounds float, ptr %acc_o, i64 %567
  %569 = load float, ptr %568, align 4
  %570 = fptrunc float %569 to half
  %571 = fpext half %570 to float
  %572 = sext i32 %bz to i64
  %573 = sext i32 %S to i64
  %574 = mul nsw i64 %572, %573
  %575 = mul i32 %bx, 128
  %576 = add i32 %575, %i5174
  %577 = sext i32 %576 to i64
  %578 = add nsw i64 %574, %577
  %579 = mul nsw i64 %578, 64
  %580 = sext i32 %j2178 to i64
  %581 = add nsw i64 %579, %580
  %582 = getelementptr inbounds i16, ptr %O, i64 %581
  %583 = fptrunc float %571 to half
  %584 = bitcast half %583 to i16
  store i16 %584, ptr %582, align 2
  br label %if.end181

if.else180:                                       ; preds = %for.body176
  br label %if.end181

if.end181:                                        ; preds = %if.else180, %if.then179
  %585 = add nsw i32 %j2178, 1
  br label %for.cond175, !llvm.loop !91
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
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !2}
