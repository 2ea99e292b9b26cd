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
  %Q_s = alloca [12288 x i16], align 64
  %K_s = alloca [8192 x i16], align 64
  %V_s = alloca [8192 x i16], align 64
  %P_s = alloca [24576 x i16], align 64
  %acc_s = alloca [24576 x float], align 64
  %acc_o = alloca [12288 x float], align 64
  %m = alloca [192 x float], align 64
  %m_prev = alloca [192 x float], align 64
  %l = alloca [192 x float], align 64
  %row_sum = alloca [192 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %row_sum, i8 0, i64 768, i1 false)
  %0 = sext i32 %bz to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %BH to i64
  %3 = icmp sle i64 %1, %2
  %4 = mul i32 %bx, 192
  %5 = icmp sle i32 0, %4
  %6 = mul i32 %bx, 192
  %7 = sext i32 %6 to i64
  %8 = add i64 %7, 192
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
  %13 = icmp slt i32 %i3, 192
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
  %18 = mul i32 %bx, 192
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
  %38 = icmp slt i32 %i37, 192
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
  %43 = mul i32 %bx, 192
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i37 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 192
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
  %60 = mul i32 %bx, 192
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
  %80 = icmp slt i32 %i315, 192
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
  %89 = icmp slt i32 %i323, 192
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
  %93 = icmp slt i32 %i327, 192
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

for.cond28:                                       ; preds = %for.end151, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %464, %for.end151 ]
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
  br label %for.cond157

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
  %270 = icmp slt i32 %i378, 192
  br i1 %270, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond79

for.end77:                                        ; preds = %for.cond75
  call void @tilec_rt_gemm_f16f32(i32 192, i32 128, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 128)
  %271 = mul i32 %kb, 128
  %272 = add i32 %271, 128
  %273 = icmp sgt i32 %272, %S
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
  br label %if.end85

if.end85:                                         ; preds = %if.else84, %for.end88
  br label %for.cond92

for.cond86:                                       ; preds = %for.end91, %if.then83
  %i = phi i32 [ 0, %if.then83 ], [ %301, %for.end91 ]
  %282 = icmp slt i32 %i, 192
  br i1 %282, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  br label %for.cond89

for.end88:                                        ; preds = %for.cond86
  br label %if.end85

for.cond89:                                       ; preds = %for.body90, %for.body87
  %j = phi i32 [ 0, %for.body87 ], [ %300, %for.body90 ]
  %283 = icmp slt i32 %j, 128
  br i1 %283, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %284 = mul i32 %kb, 128
  %285 = add i32 %284, %j
  %286 = icmp slt i32 %285, %S
  %287 = sext i32 %i to i64
  %288 = mul nsw i64 %287, 128
  %289 = sext i32 %j to i64
  %290 = add nsw i64 %288, %289
  %291 = call i64 @llvm.umin.i64(i64 %290, i64 24575)
  %292 = getelementptr inbounds float, ptr %acc_s, i64 %291
  %293 = load float, ptr %292, align 4
  %294 = select i1 %286, float %293, float 0xFFF0000000000000
  %295 = sext i32 %i to i64
  %296 = mul nsw i64 %295, 128
  %297 = sext i32 %j to i64
  %298 = add nsw i64 %296, %297
  %299 = getelementptr inbounds float, ptr %acc_s, i64 %298
  store float %294, ptr %299, align 4
  %300 = add nsw i32 %j, 1
  br label %for.cond89, !llvm.loop !20

for.end91:                                        ; preds = %for.cond89
  %301 = add nsw i32 %i, 1
  br label %for.cond86, !llvm.loop !21

for.cond92:                                       ; preds = %for.body93, %if.end85
  %i395 = phi i32 [ 0, %if.end85 ], [ %308, %for.body93 ]
  %302 = icmp slt i32 %i395, 192
  br i1 %302, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %303 = sext i32 %i395 to i64
  %304 = getelementptr inbounds float, ptr %m, i64 %303
  %305 = load float, ptr %304, align 4
  %306 = sext i32 %i395 to i64
  %307 = getelementptr inbounds float, ptr %m_prev, i64 %306
  store float %305, ptr %307, align 4
  %308 = add nsw i32 %i395, 1
  br label %for.cond92, !llvm.loop !22

for.end94:                                        ; preds = %for.cond92
  br label %for.cond96

for.cond96:                                       ; preds = %for.end111, %for.end94
  %i1 = phi i32 [ 0, %for.end94 ], [ %351, %for.end111 ]
  %309 = icmp slt i32 %i1, 192
  br i1 %309, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  br label %for.cond99

for.end98:                                        ; preds = %for.cond96
  br label %for.cond113

for.cond99:                                       ; preds = %for.body100, %for.body97
  %lane = phi i32 [ 0, %for.body97 ], [ %319, %for.body100 ]
  %310 = icmp slt i32 %lane, 32
  br i1 %310, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %311 = sext i32 %i1 to i64
  %312 = mul nsw i64 %311, 128
  %313 = sext i32 %lane to i64
  %314 = add nsw i64 %312, %313
  %315 = getelementptr inbounds float, ptr %acc_s, i64 %314
  %316 = load float, ptr %315, align 4
  %317 = sext i32 %lane to i64
  %318 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %317
  store float %316, ptr %318, align 4
  %319 = add nsw i32 %lane, 1
  br label %for.cond99, !llvm.loop !23

for.end101:                                       ; preds = %for.cond99
  br label %for.cond102

for.cond102:                                      ; preds = %for.end107, %for.end101
  %red = phi i32 [ 0, %for.end101 ], [ %339, %for.end107 ]
  %320 = icmp slt i32 %red, 3
  br i1 %320, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  br label %for.cond105

for.end104:                                       ; preds = %for.cond102
  br label %for.cond109

for.cond105:                                      ; preds = %for.body106, %for.body103
  %lane108 = phi i32 [ 0, %for.body103 ], [ %338, %for.body106 ]
  %321 = icmp slt i32 %lane108, 32
  br i1 %321, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %322 = sext i32 %lane108 to i64
  %323 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %322
  %lane_acc = load float, ptr %323, align 4
  %324 = sext i32 %i1 to i64
  %325 = mul nsw i64 %324, 128
  %326 = add i32 %red, 1
  %327 = mul i32 %326, 32
  %328 = add i32 %327, %lane108
  %329 = sext i32 %328 to i64
  %330 = add nsw i64 %325, %329
  %331 = getelementptr inbounds float, ptr %acc_s, i64 %330
  %lane_next = load float, ptr %331, align 4
  %332 = fcmp une float %lane_next, %lane_next
  %333 = fcmp ogt float %lane_acc, %lane_next
  %334 = select i1 %333, float %lane_acc, float %lane_next
  %335 = select i1 %332, float %lane_acc, float %334
  %336 = sext i32 %lane108 to i64
  %337 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %336
  store float %335, ptr %337, align 4
  %338 = add nsw i32 %lane108, 1
  br label %for.cond105, !llvm.loop !24

for.end107:                                       ; preds = %for.cond105
  %339 = add nsw i32 %red, 1
  br label %for.cond102, !llvm.loop !25

for.cond109:                                      ; preds = %for.body110, %for.end104
  %lane112 = phi i32 [ 0, %for.end104 ], [ %350, %for.body110 ]
  %340 = icmp slt i32 %lane112, 32
  br i1 %340, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %341 = sext i32 %i1 to i64
  %342 = getelementptr inbounds float, ptr %m, i64 %341
  %343 = load float, ptr %342, align 4
  %344 = sext i32 %lane112 to i64
  %345 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %344
  %346 = load float, ptr %345, align 4
  %347 = call float @llvm.maxnum.f32(float %343, float %346)
  %348 = sext i32 %i1 to i64
  %349 = getelementptr inbounds float, ptr %m, i64 %348
  store float %347, ptr %349, align 4
  %350 = add nsw i32 %lane112, 1
  br label %for.cond109, !llvm.loop !26

for.end111:                                       ; preds = %for.cond109
  %351 = add nsw i32 %i1, 1
  br label %for.cond96, !llvm.loop !27

for.cond113:                                      ; preds = %for.end119, %for.end98
  %i116 = phi i32 [ 0, %for.end98 ], [ %375, %for.end119 ]
  %352 = icmp slt i32 %i116, 192
  br i1 %352, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  br label %for.cond117

for.end115:                                       ; preds = %for.cond113
  br label %for.cond121

for.cond117:                                      ; preds = %for.body118, %for.body114
  %j120 = phi i32 [ 0, %for.body114 ], [ %374, %for.body118 ]
  %353 = icmp slt i32 %j120, 128
  br i1 %353, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %354 = sext i32 %i116 to i64
  %355 = mul nsw i64 %354, 128
  %356 = sext i32 %j120 to i64
  %357 = add nsw i64 %355, %356
  %358 = getelementptr inbounds float, ptr %acc_s, i64 %357
  %359 = load float, ptr %358, align 4
  %360 = sext i32 %i116 to i64
  %361 = getelementptr inbounds float, ptr %m, i64 %360
  %362 = load float, ptr %361, align 4
  %363 = fneg float %362
  %364 = fmul float %363, 0x3FC7154760000000
  %365 = call float @llvm.fma.f32(float %359, float 0x3FC7154760000000, float %364)
  %366 = fpext float %365 to double
  %367 = call double @llvm.exp2.f64(double %366)
  %368 = fptrunc double %367 to float
  %369 = sext i32 %i116 to i64
  %370 = mul nsw i64 %369, 128
  %371 = sext i32 %j120 to i64
  %372 = add nsw i64 %370, %371
  %373 = getelementptr inbounds float, ptr %acc_s, i64 %372
  store float %368, ptr %373, align 4
  %374 = add nsw i32 %j120, 1
  br label %for.cond117, !llvm.loop !28

for.end119:                                       ; preds = %for.cond117
  %375 = add nsw i32 %i116, 1
  br label %for.cond113, !llvm.loop !29

for.cond121:                                      ; preds = %for.end136, %for.end115
  %i2 = phi i32 [ 0, %for.end115 ], [ %419, %for.end136 ]
  %376 = icmp slt i32 %i2, 192
  br i1 %376, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  br label %for.cond124

for.end123:                                       ; preds = %for.cond121
  br label %for.cond138

for.cond124:                                      ; preds = %for.body125, %for.body122
  %lane1 = phi i32 [ 0, %for.body122 ], [ %386, %for.body125 ]
  %377 = icmp slt i32 %lane1, 32
  br i1 %377, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %378 = sext i32 %i2 to i64
  %379 = mul nsw i64 %378, 128
  %380 = sext i32 %lane1 to i64
  %381 = add nsw i64 %379, %380
  %382 = getelementptr inbounds float, ptr %acc_s, i64 %381
  %383 = load float, ptr %382, align 4
  %384 = sext i32 %lane1 to i64
  %385 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %384
  store float %383, ptr %385, align 4
  %386 = add nsw i32 %lane1, 1
  br label %for.cond124, !llvm.loop !30

for.end126:                                       ; preds = %for.cond124
  br label %for.cond127

for.cond127:                                      ; preds = %for.end132, %for.end126
  %red1 = phi i32 [ 0, %for.end126 ], [ %407, %for.end132 ]
  %387 = icmp slt i32 %red1, 3
  br i1 %387, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  br label %for.cond130

for.end129:                                       ; preds = %for.cond127
  %388 = sext i32 %i2 to i64
  %389 = getelementptr inbounds float, ptr %row_sum, i64 %388
  store float 0.000000e+00, ptr %389, align 4
  br label %for.cond134

for.cond130:                                      ; preds = %for.body131, %for.body128
  %lane1133 = phi i32 [ 0, %for.body128 ], [ %406, %for.body131 ]
  %390 = icmp slt i32 %lane1133, 32
  br i1 %390, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %391 = sext i32 %lane1133 to i64
  %392 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %391
  %393 = load float, ptr %392, align 4
  %394 = sext i32 %i2 to i64
  %395 = mul nsw i64 %394, 128
  %396 = add i32 %red1, 1
  %397 = mul i32 %396, 32
  %398 = add i32 %397, %lane1133
  %399 = sext i32 %398 to i64
  %400 = add nsw i64 %395, %399
  %401 = getelementptr inbounds float, ptr %acc_s, i64 %400
  %402 = load float, ptr %401, align 4
  %403 = fadd float %393, %402
  %404 = sext i32 %lane1133 to i64
  %405 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %404
  store float %403, ptr %405, align 4
  %406 = add nsw i32 %lane1133, 1
  br label %for.cond130, !llvm.loop !31

for.end132:                                       ; preds = %for.cond130
  %407 = add nsw i32 %red1, 1
  br label %for.cond127, !llvm.loop !32

for.cond134:                                      ; preds = %for.body135, %for.end129
  %lane1137 = phi i32 [ 0, %for.end129 ], [ %418, %for.body135 ]
  %408 = icmp slt i32 %lane1137, 32
  br i1 %408, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  %409 = sext i32 %i2 to i64
  %410 = getelementptr inbounds float, ptr %row_sum, i64 %409
  %411 = load float, ptr %410, align 4
  %412 = sext i32 %lane1137 to i64
  %413 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %412
  %414 = load float, ptr %413, align 4
  %415 = fadd float %411, %414
  %416 = sext i32 %i2 to i64
  %417 = getelementptr inbounds float, ptr %row_sum, i64 %416
  store float %415, ptr %417, align 4
  %418 = add nsw i32 %lane1137, 1
  br label %for.cond134, !llvm.loop !33

for.end136:                                       ; preds = %for.cond134
  %419 = add nsw i32 %i2, 1
  br label %for.cond121, !llvm.loop !34

for.cond138:                                      ; preds = %for.body139, %for.end123
  %i141 = phi i32 [ 0, %for.end123 ], [ %443, %for.body139 ]
  %420 = icmp slt i32 %i141, 192
  br i1 %420, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %421 = sext i32 %i141 to i64
  %422 = getelementptr inbounds float, ptr %m_prev, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = sext i32 %i141 to i64
  %425 = getelementptr inbounds float, ptr %m, i64 %424
  %426 = load float, ptr %425, align 4
  %427 = fsub float %423, %426
  %428 = fmul float %427, 0x3FC7154760000000
  %429 = fpext float %428 to double
  %430 = call double @llvm.exp2.f64(double %429)
  %alpha = fptrunc double %430 to float
  %431 = sext i32 %i141 to i64
  %432 = getelementptr inbounds float, ptr %l, i64 %431
  %433 = load float, ptr %432, align 4
  %434 = fmul float %433, %alpha
  %435 = sext i32 %i141 to i64
  %436 = getelementptr inbounds float, ptr %row_sum, i64 %435
  %437 = load float, ptr %436, align 4
  %438 = fadd float %434, %437
  %439 = sext i32 %i141 to i64
  %440 = getelementptr inbounds float, ptr %l, i64 %439
  store float %438, ptr %440, align 4
  %441 = sext i32 %i141 to i64
  %442 = getelementptr inbounds float, ptr %m_prev, i64 %441
  store float %alpha, ptr %442, align 4
  %443 = add nsw i32 %i141, 1
  br label %for.cond138, !llvm.loop !35

for.end140:                                       ; preds = %for.cond138
  br label %for.cond142

for.cond142:                                      ; preds = %for.end148, %for.end140
  %i145 = phi i32 [ 0, %for.end140 ], [ %462, %for.end148 ]
  %444 = icmp slt i32 %i145, 192
  br i1 %444, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  br label %for.cond146

for.end144:                                       ; preds = %for.cond142
  br label %for.cond149

for.cond146:                                      ; preds = %for.body147, %for.body143
  %d = phi i32 [ 0, %for.body143 ], [ %461, %for.body147 ]
  %445 = icmp slt i32 %d, 64
  br i1 %445, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %446 = sext i32 %i145 to i64
  %447 = mul nsw i64 %446, 64
  %448 = sext i32 %d to i64
  %449 = add nsw i64 %447, %448
  %450 = getelementptr inbounds float, ptr %acc_o, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = sext i32 %i145 to i64
  %453 = getelementptr inbounds float, ptr %m_prev, i64 %452
  %454 = load float, ptr %453, align 4
  %455 = fmul float %451, %454
  %456 = sext i32 %i145 to i64
  %457 = mul nsw i64 %456, 64
  %458 = sext i32 %d to i64
  %459 = add nsw i64 %457, %458
  %460 = getelementptr inbounds float, ptr %acc_o, i64 %459
  store float %455, ptr %460, align 4
  %461 = add nsw i32 %d, 1
  br label %for.cond146, !llvm.loop !36

for.end148:                                       ; preds = %for.cond146
  %462 = add nsw i32 %i145, 1
  br label %for.cond142, !llvm.loop !37

for.cond149:                                      ; preds = %for.end155, %for.end144
  %i3152 = phi i32 [ 0, %for.end144 ], [ %482, %for.end155 ]
  %463 = icmp slt i32 %i3152, 192
  br i1 %463, label %for.body150, label %for.end151

for.body150:                                      ; preds = %for.cond149
  br label %for.cond153

for.end151:                                       ; preds = %for.cond149
  call void @tilec_rt_gemm_f16f32(i32 192, i32 64, i32 128, ptr %P_s, i32 128, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %464 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !38

for.cond153:                                      ; preds = %for.body154, %for.body150
  %j1156 = phi i32 [ 0, %for.body150 ], [ %481, %for.body154 ]
  %465 = icmp slt i32 %j1156, 128
  br i1 %465, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  %466 = sext i32 %i3152 to i64
  %467 = mul nsw i64 %466, 128
  %468 = sext i32 %j1156 to i64
  %469 = add nsw i64 %467, %468
  %470 = getelementptr inbounds float, ptr %acc_s, i64 %469
  %471 = load float, ptr %470, align 4
  %472 = fptrunc float %471 to half
  %473 = fpext half %472 to float
  %474 = sext i32 %i3152 to i64
  %475 = mul nsw i64 %474, 128
  %476 = sext i32 %j1156 to i64
  %477 = add nsw i64 %475, %476
  %478 = getelementptr inbounds i16, ptr %P_s, i64 %477
  %479 = fptrunc float %473 to half
  %480 = bitcast half %479 to i16
  store i16 %480, ptr %478, align 2
  %481 = add nsw i32 %j1156, 1
  br label %for.cond153, !llvm.loop !39

for.end155:                                       ; preds = %for.cond153
  %482 = add nsw i32 %i3152, 1
  br label %for.cond149, !llvm.loop !40

for.cond157:                                      ; preds = %for.end163, %for.end30
  %i160 = phi i32 [ 0, %for.end30 ], [ %514, %for.end163 ]
  %483 = icmp slt i32 %i160, 192
  br i1 %483, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  br label %for.cond161

for.end159:                                       ; preds = %for.cond157
  %484 = sext i32 %bz to i64
  %485 = add i64 %484, 1
  %486 = sext i32 %BH to i64
  %487 = icmp sle i64 %485, %486
  %488 = mul i32 %bx, 192
  %489 = icmp sle i32 0, %488
  %490 = mul i32 %bx, 192
  %491 = sext i32 %490 to i64
  %492 = add i64 %491, 192
  %493 = sext i32 %S to i64
  %494 = icmp sle i64 %492, %493
  %495 = and i1 %489, %494
  %496 = and i1 %487, %495
  br i1 %496, label %if.then165, label %if.else166

for.cond161:                                      ; preds = %for.body162, %for.body158
  %d164 = phi i32 [ 0, %for.body158 ], [ %513, %for.body162 ]
  %497 = icmp slt i32 %d164, 64
  br i1 %497, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  %498 = sext i32 %i160 to i64
  %499 = mul nsw i64 %498, 64
  %500 = sext i32 %d164 to i64
  %501 = add nsw i64 %499, %500
  %502 = getelementptr inbounds float, ptr %acc_o, i64 %501
  %503 = load float, ptr %502, align 4
  %504 = sext i32 %i160 to i64
  %505 = getelementptr inbounds float, ptr %l, i64 %504
  %506 = load float, ptr %505, align 4
  %507 = fdiv float %503, %506
  %508 = sext i32 %i160 to i64
  %509 = mul nsw i64 %508, 64
  %510 = sext i32 %d164 to i64
  %511 = add nsw i64 %509, %510
  %512 = getelementptr inbounds float, ptr %acc_o, i64 %511
  store float %507, ptr %512, align 4
  %513 = add nsw i32 %d164, 1
  br label %for.cond161, !llvm.loop !41

for.end163:                                       ; preds = %for.cond161
  %514 = add nsw i32 %i160, 1
  br label %for.cond157, !llvm.loop !42

if.then165:                                       ; preds = %for.end159
  br label %for.cond168

if.else166:                                       ; preds = %for.end159
  br label %for.cond174

if.end167:                                        ; preds = %for.end176, %for.end170
  ret void

for.cond168:                                      ; preds = %for.end173, %if.then165
  %i5 = phi i32 [ 0, %if.then165 ], [ %539, %for.end173 ]
  %515 = icmp slt i32 %i5, 192
  br i1 %515, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  br label %for.cond171

for.end170:                                       ; preds = %for.cond168
  br label %if.end167

for.cond171:                                      ; preds = %for.body172, %for.body169
  %j2 = phi i32 [ 0, %for.body169 ], [ %538, %for.body172 ]
  %516 = icmp slt i32 %j2, 64
  br i1 %516, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  %517 = sext i32 %i5 to i64
  %518 = mul nsw i64 %517, 64
  %519 = sext i32 %j2 to i64
  %520 = add nsw i64 %518, %519
  %521 = getelementptr inbounds float, ptr %acc_o, i64 %520
  %522 = load float, ptr %521, align 4
  %523 = fptrunc float %522 to half
  %524 = fpext half %523 to float
  %525 = sext i32 %bz to i64
  %526 = sext i32 %S to i64
  %527 = mul nsw i64 %525, %526
  %528 = mul i32 %bx, 192
  %529 = add i32 %528, %i5
  %530 = sext i32 %529 to i64
  %531 = add nsw i64 %527, %530
  %532 = mul nsw i64 %531, 64
  %533 = sext i32 %j2 to i64
  %534 = add nsw i64 %532, %533
  %535 = getelementptr inbounds i16, ptr %O, i64 %534
  %536 = fptrunc float %524 to half
  %537 = bitcast half %536 to i16
  store i16 %537, ptr %535, align 2
  %538 = add nsw i32 %j2, 1
  br label %for.cond171, !llvm.loop !43

for.end173:                                       ; preds = %for.cond171
  %539 = add nsw i32 %i5, 1
  br label %for.cond168, !llvm.loop !44

for.cond174:                                      ; preds = %for.end180, %if.else166
  %i5177 = phi i32 [ 0, %if.else166 ], [ %558, %for.end180 ]
  %540 = icmp slt i32 %i5177, 192
  br i1 %540, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  br label %for.cond178

for.end176:                                       ; preds = %for.cond174
  br label %if.end167

for.cond178:                                      ; preds = %if.end184, %for.body175
  %j2181 = phi i32 [ 0, %for.body175 ], [ %580, %if.end184 ]
  %541 = icmp slt i32 %j2181, 64
  br i1 %541, label %for.body179, label %for.end180

for.body179:                                      ; preds = %for.cond178
  %542 = sext i32 %bz to i64
  %543 = sext i32 %BH to i64
  %544 = icmp slt i64 %542, %543
  %545 = mul i32 %bx, 192
  %546 = sext i32 %545 to i64
  %547 = sext i32 %i5177 to i64
  %548 = add i64 %546, %547
  %549 = icmp sle i64 0, %548
  %550 = mul i32 %bx, 192
  %551 = sext i32 %550 to i64
  %552 = sext i32 %i5177 to i64
  %553 = add i64 %551, %552
  %554 = sext i32 %S to i64
  %555 = icmp slt i64 %553, %554
  %556 = and i1 %549, %555
  %557 = and i1 %544, %556
  br i1 %557, label %if.then182, label %if.else183

for.end180:                                       ; preds = %for.cond178
  %558 = add nsw i32 %i5177, 1
  br label %for.cond174, !llvm.loop !45

if.then182:                                       ; preds = %for.body179
  %559 = sext i32 %i5177 to i64
  %560 = mul nsw i64 %559, 64
  %561 = sext i32 %j2181 to i64
  %562 = add nsw i64 %560, %561
  %563 = getelementptr inbounds float, ptr %acc_o, i64 %562
  %564 = load float, ptr %563, align 4
  %565 = fptrunc float %564 to half
  %566 = fpext half %565 to float
  %567 = sext i32 %bz to i64
  %568 = sext i32 %S to i64
  %569 = mul nsw i64 %567, %568
  %570 = mul i32 %bx, 192
  %571 = add i32 %570, %i5177
  %572 = sext i32 %571 to i64
  %573 = add nsw i64 %569, %572
  %574 = mul nsw i64 %573, 64
  %575 = sext i32 %j2181 to i64
  %576 = add nsw i64 %574, %575
  %577 = getelementptr inbounds i16, ptr %O, i64 %576
  %578 = fptrunc float %566 to half
  %579 = bitcast half %578 to i16
  store i16 %579, ptr %577, align 2
  br label %if.end184

if.else183:                                       ; preds = %for.body179
  br label %if.end184

if.end184:                                        ; preds = %if.else183, %if.then182
  %580 = add nsw i32 %j2181, 1
  br label %for.cond178, !llvm.loop !46
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

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
  %22 = sdiv i64 %21, 192
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 192
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
  %Q_s = alloca [12288 x i16], align 64
  %K_s = alloca [8192 x i16], align 64
  %V_s = alloca [8192 x i16], align 64
  %P_s = alloca [24576 x i16], align 64
  %acc_s = alloca [24576 x float], align 64
  %acc_o = alloca [12288 x float], align 64
  %m = alloca [192 x float], align 64
  %m_prev = alloca [192 x float], align 64
  %l = alloca [192 x float], align 64
  %row_sum = alloca [192 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %row_sum, i8 0, i64 768, i1 false)
  %0 = sext i32 %bz to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %BH to i64
  %3 = icmp sle i64 %1, %2
  %4 = mul i32 %bx, 192
  %5 = icmp sle i32 0, %4
  %6 = mul i32 %bx, 192
  %7 = sext i32 %6 to i64
  %8 = add i64 %7, 192
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
  %13 = icmp slt i32 %i3, 192
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
  %18 = mul i32 %bx, 192
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
  %38 = icmp slt i32 %i37, 192
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
  %43 = mul i32 %bx, 192
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i37 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 192
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
  %60 = mul i32 %bx, 192
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
  %80 = icmp slt i32 %i315, 192
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
  %89 = icmp slt i32 %i323, 192
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
  %93 = icmp slt i32 %i327, 192
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i327 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !54

for.end26:                                        ; preds = %for.cond24
  %97 = mul i32 %bx, 192
  %98 = add i32 %97, 192
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

for.cond28:                                       ; preds = %for.end151, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %480, %for.end151 ]
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
  br label %for.cond157

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
  %i378 = phi i32 [ 0, %if.end55 ], [ %291, %for.end81 ]
  %274 = icmp slt i32 %i378, 192
  br i1 %274, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond79

for.end77:                                        ; preds = %for.cond75
  call void @tilec_rt_gemm_f16f32(i32 192, i32 128, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 128)
  %275 = mul i32 %kb, 128
  %276 = add i32 %275, 128
  %277 = icmp sgt i32 %276, %S
  %278 = mul i32 %kb, 128
  %279 = add i32 %278, 128
  %280 = mul i32 %bx, 192
  %281 = add i32 %280, 1
  %282 = icmp sgt i32 %279, %281
  %283 = or i1 %277, %282
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
  br label %for.cond79, !llvm.loop !63

for.end81:                                        ; preds = %for.cond79
  %291 = add nsw i32 %i378, 1
  br label %for.cond75, !llvm.loop !64

if.then83:                                        ; preds = %for.end77
  br label %for.cond86

if.else84:                                        ; preds = %for.end77
  br label %if.end85

if.end85:                                         ; preds = %if.else84, %for.end88
  br label %for.cond92

for.cond86:                                       ; preds = %for.end91, %if.then83
  %i = phi i32 [ 0, %if.then83 ], [ %317, %for.end91 ]
  %292 = icmp slt i32 %i, 192
  br i1 %292, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  br label %for.cond89

for.end88:                                        ; preds = %for.cond86
  br label %if.end85

for.cond89:                                       ; preds = %for.body90, %for.body87
  %j = phi i32 [ 0, %for.body87 ], [ %316, %for.body90 ]
  %293 = icmp slt i32 %j, 128
  br i1 %293, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %294 = mul i32 %kb, 128
  %295 = add i32 %294, %j
  %296 = icmp slt i32 %295, %S
  %297 = mul i32 %kb, 128
  %298 = add i32 %297, %j
  %299 = mul i32 %bx, 192
  %300 = add i32 %299, %i
  %301 = icmp sle i32 %298, %300
  %302 = and i1 %296, %301
  %303 = sext i32 %i to i64
  %304 = mul nsw i64 %303, 128
  %305 = sext i32 %j to i64
  %306 = add nsw i64 %304, %305
  %307 = call i64 @llvm.umin.i64(i64 %306, i64 24575)
  %308 = getelementptr inbounds float, ptr %acc_s, i64 %307
  %309 = load float, ptr %308, align 4
  %310 = select i1 %302, float %309, float 0xFFF0000000000000
  %311 = sext i32 %i to i64
  %312 = mul nsw i64 %311, 128
  %313 = sext i32 %j to i64
  %314 = add nsw i64 %312, %313
  %315 = getelementptr inbounds float, ptr %acc_s, i64 %314
  store float %310, ptr %315, align 4
  %316 = add nsw i32 %j, 1
  br label %for.cond89, !llvm.loop !65

for.end91:                                        ; preds = %for.cond89
  %317 = add nsw i32 %i, 1
  br label %for.cond86, !llvm.loop !66

for.cond92:                                       ; preds = %for.body93, %if.end85
  %i395 = phi i32 [ 0, %if.end85 ], [ %324, %for.body93 ]
  %318 = icmp slt i32 %i395, 192
  br i1 %318, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %319 = sext i32 %i395 to i64
  %320 = getelementptr inbounds float, ptr %m, i64 %319
  %321 = load float, ptr %320, align 4
  %322 = sext i32 %i395 to i64
  %323 = getelementptr inbounds float, ptr %m_prev, i64 %322
  store float %321, ptr %323, align 4
  %324 = add nsw i32 %i395, 1
  br label %for.cond92, !llvm.loop !67

for.end94:                                        ; preds = %for.cond92
  br label %for.cond96

for.cond96:                                       ; preds = %for.end111, %for.end94
  %i1 = phi i32 [ 0, %for.end94 ], [ %367, %for.end111 ]
  %325 = icmp slt i32 %i1, 192
  br i1 %325, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  br label %for.cond99

for.end98:                                        ; preds = %for.cond96
  br label %for.cond113

for.cond99:                                       ; preds = %for.body100, %for.body97
  %lane = phi i32 [ 0, %for.body97 ], [ %335, %for.body100 ]
  %326 = icmp slt i32 %lane, 32
  br i1 %326, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %327 = sext i32 %i1 to i64
  %328 = mul nsw i64 %327, 128
  %329 = sext i32 %lane to i64
  %330 = add nsw i64 %328, %329
  %331 = getelementptr inbounds float, ptr %acc_s, i64 %330
  %332 = load float, ptr %331, align 4
  %333 = sext i32 %lane to i64
  %334 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %333
  store float %332, ptr %334, align 4
  %335 = add nsw i32 %lane, 1
  br label %for.cond99, !llvm.loop !68

for.end101:                                       ; preds = %for.cond99
  br label %for.cond102

for.cond102:                                      ; preds = %for.end107, %for.end101
  %red = phi i32 [ 0, %for.end101 ], [ %355, %for.end107 ]
  %336 = icmp slt i32 %red, 3
  br i1 %336, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  br label %for.cond105

for.end104:                                       ; preds = %for.cond102
  br label %for.cond109

for.cond105:                                      ; preds = %for.body106, %for.body103
  %lane108 = phi i32 [ 0, %for.body103 ], [ %354, %for.body106 ]
  %337 = icmp slt i32 %lane108, 32
  br i1 %337, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %338 = sext i32 %lane108 to i64
  %339 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %338
  %lane_acc = load float, ptr %339, align 4
  %340 = sext i32 %i1 to i64
  %341 = mul nsw i64 %340, 128
  %342 = add i32 %red, 1
  %343 = mul i32 %342, 32
  %344 = add i32 %343, %lane108
  %345 = sext i32 %344 to i64
  %346 = add nsw i64 %341, %345
  %347 = getelementptr inbounds float, ptr %acc_s, i64 %346
  %lane_next = load float, ptr %347, align 4
  %348 = fcmp une float %lane_next, %lane_next
  %349 = fcmp ogt float %lane_acc, %lane_next
  %350 = select i1 %349, float %lane_acc, float %lane_next
  %351 = select i1 %348, float %lane_acc, float %350
  %352 = sext i32 %lane108 to i64
  %353 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %352
  store float %351, ptr %353, align 4
  %354 = add nsw i32 %lane108, 1
  br label %for.cond105, !llvm.loop !69

for.end107:                                       ; preds = %for.cond105
  %355 = add nsw i32 %red, 1
  br label %for.cond102, !llvm.loop !70

for.cond109:                                      ; preds = %for.body110, %for.end104
  %lane112 = phi i32 [ 0, %for.end104 ], [ %366, %for.body110 ]
  %356 = icmp slt i32 %lane112, 32
  br i1 %356, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %357 = sext i32 %i1 to i64
  %358 = getelementptr inbounds float, ptr %m, i64 %357
  %359 = load float, ptr %358, align 4
  %360 = sext i32 %lane112 to i64
  %361 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %360
  %362 = load float, ptr %361, align 4
  %363 = call float @llvm.maxnum.f32(float %359, float %362)
  %364 = sext i32 %i1 to i64
  %365 = getelementptr inbounds float, ptr %m, i64 %364
  store float %363, ptr %365, align 4
  %366 = add nsw i32 %lane112, 1
  br label %for.cond109, !llvm.loop !71

for.end111:                                       ; preds = %for.cond109
  %367 = add nsw i32 %i1, 1
  br label %for.cond96, !llvm.loop !72

for.cond113:                                      ; preds = %for.end119, %for.end98
  %i116 = phi i32 [ 0, %for.end98 ], [ %391, %for.end119 ]
  %368 = icmp slt i32 %i116, 192
  br i1 %368, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  br label %for.cond117

for.end115:                                       ; preds = %for.cond113
  br label %for.cond121

for.cond117:                                      ; preds = %for.body118, %for.body114
  %j120 = phi i32 [ 0, %for.body114 ], [ %390, %for.body118 ]
  %369 = icmp slt i32 %j120, 128
  br i1 %369, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %370 = sext i32 %i116 to i64
  %371 = mul nsw i64 %370, 128
  %372 = sext i32 %j120 to i64
  %373 = add nsw i64 %371, %372
  %374 = getelementptr inbounds float, ptr %acc_s, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = sext i32 %i116 to i64
  %377 = getelementptr inbounds float, ptr %m, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = fneg float %378
  %380 = fmul float %379, 0x3FC7154760000000
  %381 = call float @llvm.fma.f32(float %375, float 0x3FC7154760000000, float %380)
  %382 = fpext float %381 to double
  %383 = call double @llvm.exp2.f64(double %382)
  %384 = fptrunc double %383 to float
  %385 = sext i32 %i116 to i64
  %386 = mul nsw i64 %385, 128
  %387 = sext i32 %j120 to i64
  %388 = add nsw i64 %386, %387
  %389 = getelementptr inbounds float, ptr %acc_s, i64 %388
  store float %384, ptr %389, align 4
  %390 = add nsw i32 %j120, 1
  br label %for.cond117, !llvm.loop !73

for.end119:                                       ; preds = %for.cond117
  %391 = add nsw i32 %i116, 1
  br label %for.cond113, !llvm.loop !74

for.cond121:                                      ; preds = %for.end136, %for.end115
  %i2 = phi i32 [ 0, %for.end115 ], [ %435, %for.end136 ]
  %392 = icmp slt i32 %i2, 192
  br i1 %392, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  br label %for.cond124

for.end123:                                       ; preds = %for.cond121
  br label %for.cond138

for.cond124:                                      ; preds = %for.body125, %for.body122
  %lane1 = phi i32 [ 0, %for.body122 ], [ %402, %for.body125 ]
  %393 = icmp slt i32 %lane1, 32
  br i1 %393, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %394 = sext i32 %i2 to i64
  %395 = mul nsw i64 %394, 128
  %396 = sext i32 %lane1 to i64
  %397 = add nsw i64 %395, %396
  %398 = getelementptr inbounds float, ptr %acc_s, i64 %397
  %399 = load float, ptr %398, align 4
  %400 = sext i32 %lane1 to i64
  %401 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %400
  store float %399, ptr %401, align 4
  %402 = add nsw i32 %lane1, 1
  br label %for.cond124, !llvm.loop !75

for.end126:                                       ; preds = %for.cond124
  br label %for.cond127

for.cond127:                                      ; preds = %for.end132, %for.end126
  %red1 = phi i32 [ 0, %for.end126 ], [ %423, %for.end132 ]
  %403 = icmp slt i32 %red1, 3
  br i1 %403, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  br label %for.cond130

for.end129:                                       ; preds = %for.cond127
  %404 = sext i32 %i2 to i64
  %405 = getelementptr inbounds float, ptr %row_sum, i64 %404
  store float 0.000000e+00, ptr %405, align 4
  br label %for.cond134

for.cond130:                                      ; preds = %for.body131, %for.body128
  %lane1133 = phi i32 [ 0, %for.body128 ], [ %422, %for.body131 ]
  %406 = icmp slt i32 %lane1133, 32
  br i1 %406, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %407 = sext i32 %lane1133 to i64
  %408 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %407
  %409 = load float, ptr %408, align 4
  %410 = sext i32 %i2 to i64
  %411 = mul nsw i64 %410, 128
  %412 = add i32 %red1, 1
  %413 = mul i32 %412, 32
  %414 = add i32 %413, %lane1133
  %415 = sext i32 %414 to i64
  %416 = add nsw i64 %411, %415
  %417 = getelementptr inbounds float, ptr %acc_s, i64 %416
  %418 = load float, ptr %417, align 4
  %419 = fadd float %409, %418
  %420 = sext i32 %lane1133 to i64
  %421 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %420
  store float %419, ptr %421, align 4
  %422 = add nsw i32 %lane1133, 1
  br label %for.cond130, !llvm.loop !76

for.end132:                                       ; preds = %for.cond130
  %423 = add nsw i32 %red1, 1
  br label %for.cond127, !llvm.loop !77

for.cond134:                                      ; preds = %for.body135, %for.end129
  %lane1137 = phi i32 [ 0, %for.end129 ], [ %434, %for.body135 ]
  %424 = icmp slt i32 %lane1137, 32
  br i1 %424, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  %425 = sext i32 %i2 to i64
  %426 = getelementptr inbounds float, ptr %row_sum, i64 %425
  %427 = load float, ptr %426, align 4
  %428 = sext i32 %lane1137 to i64
  %429 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %428
  %430 = load float, ptr %429, align 4
  %431 = fadd float %427, %430
  %432 = sext i32 %i2 to i64
  %433 = getelementptr inbounds float, ptr %row_sum, i64 %432
  store float %431, ptr %433, align 4
  %434 = add nsw i32 %lane1137, 1
  br label %for.cond134, !llvm.loop !78

for.end136:                                       ; preds = %for.cond134
  %435 = add nsw i32 %i2, 1
  br label %for.cond121, !llvm.loop !79

for.cond138:                                      ; preds = %for.body139, %for.end123
  %i141 = phi i32 [ 0, %for.end123 ], [ %459, %for.body139 ]
  %436 = icmp slt i32 %i141, 192
  br i1 %436, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %437 = sext i32 %i141 to i64
  %438 = getelementptr inbounds float, ptr %m_prev, i64 %437
  %439 = load float, ptr %438, align 4
  %440 = sext i32 %i141 to i64
  %441 = getelementptr inbounds float, ptr %m, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = fsub float %439, %442
  %444 = fmul float %443, 0x3FC7154760000000
  %445 = fpext float %444 to double
  %446 = call double @llvm.exp2.f64(double %445)
  %alpha = fptrunc double %446 to float
  %447 = sext i32 %i141 to i64
  %448 = getelementptr inbounds float, ptr %l, i64 %447
  %449 = load float, ptr %448, align 4
  %450 = fmul float %449, %alpha
  %451 = sext i32 %i141 to i64
  %452 = getelementptr inbounds float, ptr %row_sum, i64 %451
  %453 = load float, ptr %452, align 4
  %454 = fadd float %450, %453
  %455 = sext i32 %i141 to i64
  %456 = getelementptr inbounds float, ptr %l, i64 %455
  store float %454, ptr %456, align 4
  %457 = sext i32 %i141 to i64
  %458 = getelementptr inbounds float, ptr %m_prev, i64 %457
  store float %alpha, ptr %458, align 4
  %459 = add nsw i32 %i141, 1
  br label %for.cond138, !llvm.loop !80

for.end140:                                       ; preds = %for.cond138
  br label %for.cond142

for.cond142:                                      ; preds = %for.end148, %for.end140
  %i145 = phi i32 [ 0, %for.end140 ], [ %478, %for.end148 ]
  %460 = icmp slt i32 %i145, 192
  br i1 %460, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  br label %for.cond146

for.end144:                                       ; preds = %for.cond142
  br label %for.cond149

for.cond146:                                      ; preds = %for.body147, %for.body143
  %d = phi i32 [ 0, %for.body143 ], [ %477, %for.body147 ]
  %461 = icmp slt i32 %d, 64
  br i1 %461, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %462 = sext i32 %i145 to i64
  %463 = mul nsw i64 %462, 64
  %464 = sext i32 %d to i64
  %465 = add nsw i64 %463, %464
  %466 = getelementptr inbounds float, ptr %acc_o, i64 %465
  %467 = load float, ptr %466, align 4
  %468 = sext i32 %i145 to i64
  %469 = getelementptr inbounds float, ptr %m_prev, i64 %468
  %470 = load float, ptr %469, align 4
  %471 = fmul float %467, %470
  %472 = sext i32 %i145 to i64
  %473 = mul nsw i64 %472, 64
  %474 = sext i32 %d to i64
  %475 = add nsw i64 %473, %474
  %476 = getelementptr inbounds float, ptr %acc_o, i64 %475
  store float %471, ptr %476, align 4
  %477 = add nsw i32 %d, 1
  br label %for.cond146, !llvm.loop !81

for.end148:                                       ; preds = %for.cond146
  %478 = add nsw i32 %i145, 1
  br label %for.cond142, !llvm.loop !82

for.cond149:                                      ; preds = %for.end155, %for.end144
  %i3152 = phi i32 [ 0, %for.end144 ], [ %498, %for.end155 ]
  %479 = icmp slt i32 %i3152, 192
  br i1 %479, label %for.body150, label %for.end151

for.body150:                                      ; preds = %for.cond149
  br label %for.cond153

for.end151:                                       ; preds = %for.cond149
  call void @tilec_rt_gemm_f16f32(i32 192, i32 64, i32 128, ptr %P_s, i32 128, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %480 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !83

for.cond153:                                      ; preds = %for.body154, %for.body150
  %j1156 = phi i32 [ 0, %for.body150 ], [ %497, %for.body154 ]
  %481 = icmp slt i32 %j1156, 128
  br i1 %481, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  %482 = sext i32 %i3152 to i64
  %483 = mul nsw i64 %482, 128
  %484 = sext i32 %j1156 to i64
  %485 = add nsw i64 %483, %484
  %486 = getelementptr inbounds float, ptr %acc_s, i64 %485
  %487 = load float, ptr %486, align 4
  %488 = fptrunc float %487 to half
  %489 = fpext half %488 to float
  %490 = sext i32 %i3152 to i64
  %491 = mul nsw i64 %490, 128
  %492 = sext i32 %j1156 to i64
  %493 = add nsw i64 %491, %492
  %494 = getelementptr inbounds i16, ptr %P_s, i64 %493
  %495 = fptrunc float %489 to half
  %496 = bitcast half %495 to i16
  store i16 %496, ptr %494, align 2
  %497 = add nsw i32 %j1156, 1
  br label %for.cond153, !llvm.loop !84

for.end155:                                       ; preds = %for.cond153
  %498 = add nsw i32 %i3152, 1
  br label %for.cond149, !llvm.loop !85

for.cond157:                                      ; preds = %for.end163, %for.end30
  %i160 = phi i32 [ 0, %for.end30 ], [ %530, %for.end163 ]
  %499 = icmp slt i32 %i160, 192
  br i1 %499, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  br label %for.cond161

for.end159:                                       ; preds = %for.cond157
  %500 = sext i32 %bz to i64
  %501 = add i64 %500, 1
  %502 = sext i32 %BH to i64
  %503 = icmp sle i64 %501, %502
  %504 = mul i32 %bx, 192
  %505 = icmp sle i32 0, %504
  %506 = mul i32 %bx, 192
  %507 = sext i32 %506 to i64
  %508 = add i64 %507, 192
  %509 = sext i32 %S to i64
  %510 = icmp sle i64 %508, %509
  %511 = and i1 %505, %510
  %512 = and i1 %503, %511
  br i1 %512, label %if.then165, label %if.else166

for.cond161:                                      ; preds = %for.body162, %for.body158
  %d164 = phi i32 [ 0, %for.body158 ], [ %529, %for.body162 ]
  %513 = icmp slt i32 %d164, 64
  br i1 %513, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  %514 = sext i32 %i160 to i64
  %515 = mul nsw i64 %514, 64
  %516 = sext i32 %d164 to i64
  %517 = add nsw i64 %515, %516
  %518 = getelementptr inbounds float, ptr %acc_o, i64 %517
  %519 = load float, ptr %518, align 4
  %520 = sext i32 %i160 to i64
  %521 = getelementptr inbounds float, ptr %l, i64 %520
  %522 = load float, ptr %521, align 4
  %523 = fdiv float %519, %522
  %524 = sext i32 %i160 to i64
  %525 = mul nsw i64 %524, 64
  %526 = sext i32 %d164 to i64
  %527 = add nsw i64 %525, %526
  %528 = getelementptr inbounds float, ptr %acc_o, i64 %527
  store float %523, ptr %528, align 4
  %529 = add nsw i32 %d164, 1
  br label %for.cond161, !llvm.loop !86

for.end163:                                       ; preds = %for.cond161
  %530 = add nsw i32 %i160, 1
  br label %for.cond157, !llvm.loop !87

if.then165:                                       ; preds = %for.end159
  br label %for.cond168

if.else166:                                       ; preds = %for.end159
  br label %for.cond174

if.end167:                                        ; preds = %for.end176, %for.end170
  ret void

for.cond168:                                      ; preds = %for.end173, %if.then165
  %i5 = phi i32 [ 0, %if.then165 ], [ %555, %for.end173 ]
  %531 = icmp slt i32 %i5, 192
  br i1 %531, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  br label %for.cond171

for.end170:                                       ; preds = %for.cond168
  br label %if.end167

for.cond171:                                      ; preds = %for.body172, %for.body169
  %j2 = phi i32 [ 0, %for.body169 ], [ %554, %for.body172 ]
  %532 = icmp slt i32 %j2, 64
  br i1 %532, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  %533 = sext i32 %i5 to i64
  %534 = mul nsw i64 %533, 64
  %535 = sext i32 %j2 to i64
  %536 = add nsw i64 %534, %535
  %537 = getelementptr inbounds float, ptr %acc_o, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = fptrunc float %538 to half
  %540 = fpext half %539 to float
  %541 = sext i32 %bz to i64
  %542 = sext i32 %S to i64
  %543 = mul nsw i64 %541, %542
  %544 = mul i32 %bx, 192
  %545 = add i32 %544, %i5
  %546 = sext i32 %545 to i64
  %547 = add nsw i64 %543, %546
  %548 = mul nsw i64 %547, 64
  %549 = sext i32 %j2 to i64
  %550 = add nsw i64 %548, %549
  %551 = getelementptr inbounds i16, ptr %O, i64 %550
  %552 = fptrunc float %540 to half
  %553 = bitcast half %552 to i16
  store i16 %553, ptr %551, align 2
  %554 = add nsw i32 %j2, 1
  br label %for.cond171, !llvm.loop !88

for.end173:                                       ; preds = %for.cond171
  %555 = add nsw i32 %i5, 1
  br label %for.cond168, !llvm.loop !89

for.cond174:                                      ; preds = %for.end180, %if.else166
  %i5177 = phi i32 [ 0, %if.else166 ], [ %574, %for.end180 ]
  %556 = icmp slt i32 %i5177, 192
  br i1 %556, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  br label %for.cond178

for.end176:                                       ; preds = %for.cond174
  br label %if.end167

for.cond178:                                      ; preds = %if.end184, %for.body175
  %j2181 = phi i32 [ 0, %for.body175 ], [ %596, %if.end184 ]
  %557 = icmp slt i32 %j2181, 64
  br i1 %557, label %for.body179, label %for.end180

for.body179:                                      ; preds = %for.cond178
  %558 = sext i32 %bz to i64
  %559 = sext i32 %BH to i64
  %560 = icmp slt i64 %558, %559
  %561 = mul i32 %bx, 192
  %562 = sext i32 %561 to i64
  %563 = sext i32 %i5177 to i64
  %564 = add i64 %562, %563
  %565 = icmp sle i64 0, %564
  %566 = mul i32 %bx, 192
  %567 = sext i32 %566 to i64
  %568 = sext i32 %i5177 to i64
  %569 = add i64 %567, %568
  %570 = sext i32 %S to i64
  %571 = icmp slt i64 %569, %570
  %572 = and i1 %565, %571
  %573 = and i1 %560, %572
  br i1 %573, label %if.then182, label %if.else183

for.end180:                                       ; preds = %for.cond178
  %574 = add nsw i32 %i5177, 1
  br label %for.cond174, !llvm.loop !90

if.then182:                                       ; preds = %for.body179
  %575 = sext i32 %i5177 to i64
  %576 = mul nsw i64 %575, 64
  %577 = sext i32 %j2181 to i64
  %578 = add nsw i64 %576, %577
  %579 = getelementptr inbounds float, ptr %acc_o, i64 %578
  %580 = load float, ptr %579, align 4
  %581 = fptrunc float %580 to half
  %582 = fpext half %581 to float
  %583 = sext i32 %bz to i64
  %584 = sext i32 %S to i64
  %585 = mul nsw i64 %583, %584
  %586 = mul i32 %bx, 192
  %587 = add i32 %586, %i5177
  %588 = sext i32 %587 to i64
  %589 = add nsw i64 %585, %588
  %590 = mul nsw i64 %589, 64
  %591 = sext i32 %j2181 to i64
  %592 = add nsw i64 %590, %591
  %593 = getelementptr inbounds i16, ptr %O, i64 %592
  %594 = fptrunc float %582 to half
  %595 = bitcast half %594 to i16
  store i16 %595, ptr %593, align 2
  br label %if.end184

if.else183:                                       ; preds = %for.body179
  br label %if.end184

if.end184:                                        ; preds = %if.else183, %if.then182
  %596 = add nsw i32 %j2181, 1
  br label %for.cond178, !llvm.loop !91
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
  %22 = sdiv i64 %21, 192
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 192
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
