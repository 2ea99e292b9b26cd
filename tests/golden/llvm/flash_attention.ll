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
  %tl_lanes_14 = alloca [32 x float], align 64
  %tl_lanes_15 = alloca [32 x float], align 64
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
  %i3 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i3, 64
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
  %38 = icmp slt i32 %i37, 64
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
  %45 = sext i32 %i37 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 64
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
  %60 = mul i32 %bx, 64
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
  %80 = icmp slt i32 %i315, 64
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
  %89 = icmp slt i32 %i323, 64
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
  %93 = icmp slt i32 %i327, 64
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i327 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i327, 1
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

for.cond28:                                       ; preds = %for.end148, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %455, %for.end148 ]
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
  %i337 = phi i32 [ 0, %if.then31 ], [ %160, %for.end40 ]
  %136 = icmp slt i32 %i337, 64
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
  %161 = icmp slt i32 %i345, 64
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
  %168 = sext i32 %i345 to i64
  %169 = add i64 %167, %168
  %170 = icmp sle i64 0, %169
  %171 = mul i32 %kb, 64
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
  %183 = mul i32 %kb, 64
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
  %203 = icmp slt i32 %i359, 64
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
  %228 = icmp slt i32 %i367, 64
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
  %235 = sext i32 %i367 to i64
  %236 = add i64 %234, %235
  %237 = icmp sle i64 0, %236
  %238 = mul i32 %kb, 64
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
  %250 = mul i32 %kb, 64
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
  %270 = icmp slt i32 %i378, 64
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
  %272 = sext i32 %i378 to i64
  %273 = mul nsw i64 %272, 64
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
  %i392 = phi i32 [ 0, %for.end85 ], [ %306, %for.body90 ]
  %300 = icmp slt i32 %i392, 64
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
  %307 = icmp slt i32 %i1, 64
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
  %310 = mul nsw i64 %309, 64
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
  %318 = icmp slt i32 %red, 1
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
  %323 = mul nsw i64 %322, 64
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
  %i113 = phi i32 [ 0, %for.end95 ], [ %369, %for.end116 ]
  %350 = icmp slt i32 %i113, 64
  br i1 %350, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond114

for.end112:                                       ; preds = %for.cond110
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body111
  %j117 = phi i32 [ 0, %for.body111 ], [ %368, %for.body115 ]
  %351 = icmp slt i32 %j117, 64
  br i1 %351, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %352 = sext i32 %i113 to i64
  %353 = mul nsw i64 %352, 64
  %354 = sext i32 %j117 to i64
  %355 = add nsw i64 %353, %354
  %356 = getelementptr inbounds float, ptr %acc_s, i64 %355
  %357 = load float, ptr %356, align 4
  %358 = sext i32 %i113 to i64
  %359 = getelementptr inbounds float, ptr %m, i64 %358
  %360 = load float, ptr %359, align 4
  %361 = fsub float %357, %360
  %362 = call float @tilec_expf(float %361)
  %363 = sext i32 %i113 to i64
  %364 = mul nsw i64 %363, 64
  %365 = sext i32 %j117 to i64
  %366 = add nsw i64 %364, %365
  %367 = getelementptr inbounds float, ptr %acc_s, i64 %366
  store float %362, ptr %367, align 4
  %368 = add nsw i32 %j117, 1
  br label %for.cond114, !llvm.loop !28

for.end116:                                       ; preds = %for.cond114
  %369 = add nsw i32 %i113, 1
  br label %for.cond110, !llvm.loop !29

for.cond118:                                      ; preds = %for.end133, %for.end112
  %i2 = phi i32 [ 0, %for.end112 ], [ %413, %for.end133 ]
  %370 = icmp slt i32 %i2, 64
  br i1 %370, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  br label %for.cond121

for.end120:                                       ; preds = %for.cond118
  br label %for.cond135

for.cond121:                                      ; preds = %for.body122, %for.body119
  %lane1 = phi i32 [ 0, %for.body119 ], [ %380, %for.body122 ]
  %371 = icmp slt i32 %lane1, 32
  br i1 %371, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %372 = sext i32 %i2 to i64
  %373 = mul nsw i64 %372, 64
  %374 = sext i32 %lane1 to i64
  %375 = add nsw i64 %373, %374
  %376 = getelementptr inbounds float, ptr %acc_s, i64 %375
  %377 = load float, ptr %376, align 4
  %378 = sext i32 %lane1 to i64
  %379 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %378
  store float %377, ptr %379, align 4
  %380 = add nsw i32 %lane1, 1
  br label %for.cond121, !llvm.loop !30

for.end123:                                       ; preds = %for.cond121
  br label %for.cond124

for.cond124:                                      ; preds = %for.end129, %for.end123
  %red1 = phi i32 [ 0, %for.end123 ], [ %401, %for.end129 ]
  %381 = icmp slt i32 %red1, 1
  br i1 %381, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  br label %for.cond127

for.end126:                                       ; preds = %for.cond124
  %382 = sext i32 %i2 to i64
  %383 = getelementptr inbounds float, ptr %row_sum, i64 %382
  store float 0.000000e+00, ptr %383, align 4
  br label %for.cond131

for.cond127:                                      ; preds = %for.body128, %for.body125
  %lane1130 = phi i32 [ 0, %for.body125 ], [ %400, %for.body128 ]
  %384 = icmp slt i32 %lane1130, 32
  br i1 %384, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %385 = sext i32 %lane1130 to i64
  %386 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = sext i32 %i2 to i64
  %389 = mul nsw i64 %388, 64
  %390 = add i32 %red1, 1
  %391 = mul i32 %390, 32
  %392 = add i32 %391, %lane1130
  %393 = sext i32 %392 to i64
  %394 = add nsw i64 %389, %393
  %395 = getelementptr inbounds float, ptr %acc_s, i64 %394
  %396 = load float, ptr %395, align 4
  %397 = fadd float %387, %396
  %398 = sext i32 %lane1130 to i64
  %399 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %398
  store float %397, ptr %399, align 4
  %400 = add nsw i32 %lane1130, 1
  br label %for.cond127, !llvm.loop !31

for.end129:                                       ; preds = %for.cond127
  %401 = add nsw i32 %red1, 1
  br label %for.cond124, !llvm.loop !32

for.cond131:                                      ; preds = %for.body132, %for.end126
  %lane1134 = phi i32 [ 0, %for.end126 ], [ %412, %for.body132 ]
  %402 = icmp slt i32 %lane1134, 32
  br i1 %402, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %403 = sext i32 %i2 to i64
  %404 = getelementptr inbounds float, ptr %row_sum, i64 %403
  %405 = load float, ptr %404, align 4
  %406 = sext i32 %lane1134 to i64
  %407 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = fadd float %405, %408
  %410 = sext i32 %i2 to i64
  %411 = getelementptr inbounds float, ptr %row_sum, i64 %410
  store float %409, ptr %411, align 4
  %412 = add nsw i32 %lane1134, 1
  br label %for.cond131, !llvm.loop !33

for.end133:                                       ; preds = %for.cond131
  %413 = add nsw i32 %i2, 1
  br label %for.cond118, !llvm.loop !34

for.cond135:                                      ; preds = %for.body136, %for.end120
  %i138 = phi i32 [ 0, %for.end120 ], [ %434, %for.body136 ]
  %414 = icmp slt i32 %i138, 64
  br i1 %414, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %415 = sext i32 %i138 to i64
  %416 = getelementptr inbounds float, ptr %m_prev, i64 %415
  %417 = load float, ptr %416, align 4
  %418 = sext i32 %i138 to i64
  %419 = getelementptr inbounds float, ptr %m, i64 %418
  %420 = load float, ptr %419, align 4
  %421 = fsub float %417, %420
  %alpha = call float @tilec_expf(float %421)
  %422 = sext i32 %i138 to i64
  %423 = getelementptr inbounds float, ptr %l, i64 %422
  %424 = load float, ptr %423, align 4
  %425 = fmul float %424, %alpha
  %426 = sext i32 %i138 to i64
  %427 = getelementptr inbounds float, ptr %row_sum, i64 %426
  %428 = load float, ptr %427, align 4
  %429 = fadd float %425, %428
  %430 = sext i32 %i138 to i64
  %431 = getelementptr inbounds float, ptr %l, i64 %430
  store float %429, ptr %431, align 4
  %432 = sext i32 %i138 to i64
  %433 = getelementptr inbounds float, ptr %m_prev, i64 %432
  store float %alpha, ptr %433, align 4
  %434 = add nsw i32 %i138, 1
  br label %for.cond135, !llvm.loop !35

for.end137:                                       ; preds = %for.cond135
  br label %for.cond139

for.cond139:                                      ; preds = %for.end145, %for.end137
  %i142 = phi i32 [ 0, %for.end137 ], [ %453, %for.end145 ]
  %435 = icmp slt i32 %i142, 64
  br i1 %435, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  br label %for.cond143

for.end141:                                       ; preds = %for.cond139
  br label %for.cond146

for.cond143:                                      ; preds = %for.body144, %for.body140
  %d = phi i32 [ 0, %for.body140 ], [ %452, %for.body144 ]
  %436 = icmp slt i32 %d, 64
  br i1 %436, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %437 = sext i32 %i142 to i64
  %438 = mul nsw i64 %437, 64
  %439 = sext i32 %d to i64
  %440 = add nsw i64 %438, %439
  %441 = getelementptr inbounds float, ptr %acc_o, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = sext i32 %i142 to i64
  %444 = getelementptr inbounds float, ptr %m_prev, i64 %443
  %445 = load float, ptr %444, align 4
  %446 = fmul float %442, %445
  %447 = sext i32 %i142 to i64
  %448 = mul nsw i64 %447, 64
  %449 = sext i32 %d to i64
  %450 = add nsw i64 %448, %449
  %451 = getelementptr inbounds float, ptr %acc_o, i64 %450
  store float %446, ptr %451, align 4
  %452 = add nsw i32 %d, 1
  br label %for.cond143, !llvm.loop !36

for.end145:                                       ; preds = %for.cond143
  %453 = add nsw i32 %i142, 1
  br label %for.cond139, !llvm.loop !37

for.cond146:                                      ; preds = %for.end152, %for.end141
  %i3149 = phi i32 [ 0, %for.end141 ], [ %473, %for.end152 ]
  %454 = icmp slt i32 %i3149, 64
  br i1 %454, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  br label %for.cond150

for.end148:                                       ; preds = %for.cond146
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %455 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !38

for.cond150:                                      ; preds = %for.body151, %for.body147
  %j1153 = phi i32 [ 0, %for.body147 ], [ %472, %for.body151 ]
  %456 = icmp slt i32 %j1153, 64
  br i1 %456, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %457 = sext i32 %i3149 to i64
  %458 = mul nsw i64 %457, 64
  %459 = sext i32 %j1153 to i64
  %460 = add nsw i64 %458, %459
  %461 = getelementptr inbounds float, ptr %acc_s, i64 %460
  %462 = load float, ptr %461, align 4
  %463 = fptrunc float %462 to half
  %464 = fpext half %463 to float
  %465 = sext i32 %i3149 to i64
  %466 = mul nsw i64 %465, 64
  %467 = sext i32 %j1153 to i64
  %468 = add nsw i64 %466, %467
  %469 = getelementptr inbounds i16, ptr %P_s, i64 %468
  %470 = fptrunc float %464 to half
  %471 = bitcast half %470 to i16
  store i16 %471, ptr %469, align 2
  %472 = add nsw i32 %j1153, 1
  br label %for.cond150, !llvm.loop !39

for.end152:                                       ; preds = %for.cond150
  %473 = add nsw i32 %i3149, 1
  br label %for.cond146, !llvm.loop !40

for.cond154:                                      ; preds = %for.end160, %for.end30
  %i157 = phi i32 [ 0, %for.end30 ], [ %505, %for.end160 ]
  %474 = icmp slt i32 %i157, 64
  br i1 %474, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  br label %for.cond158

for.end156:                                       ; preds = %for.cond154
  %475 = sext i32 %bz to i64
  %476 = add i64 %475, 1
  %477 = sext i32 %BH to i64
  %478 = icmp sle i64 %476, %477
  %479 = mul i32 %bx, 64
  %480 = icmp sle i32 0, %479
  %481 = mul i32 %bx, 64
  %482 = sext i32 %481 to i64
  %483 = add i64 %482, 64
  %484 = sext i32 %S to i64
  %485 = icmp sle i64 %483, %484
  %486 = and i1 %480, %485
  %487 = and i1 %478, %486
  br i1 %487, label %if.then162, label %if.else163

for.cond158:                                      ; preds = %for.body159, %for.body155
  %d161 = phi i32 [ 0, %for.body155 ], [ %504, %for.body159 ]
  %488 = icmp slt i32 %d161, 64
  br i1 %488, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %489 = sext i32 %i157 to i64
  %490 = mul nsw i64 %489, 64
  %491 = sext i32 %d161 to i64
  %492 = add nsw i64 %490, %491
  %493 = getelementptr inbounds float, ptr %acc_o, i64 %492
  %494 = load float, ptr %493, align 4
  %495 = sext i32 %i157 to i64
  %496 = getelementptr inbounds float, ptr %l, i64 %495
  %497 = load float, ptr %496, align 4
  %498 = fdiv float %494, %497
  %499 = sext i32 %i157 to i64
  %500 = mul nsw i64 %499, 64
  %501 = sext i32 %d161 to i64
  %502 = add nsw i64 %500, %501
  %503 = getelementptr inbounds float, ptr %acc_o, i64 %502
  store float %498, ptr %503, align 4
  %504 = add nsw i32 %d161, 1
  br label %for.cond158, !llvm.loop !41

for.end160:                                       ; preds = %for.cond158
  %505 = add nsw i32 %i157, 1
  br label %for.cond154, !llvm.loop !42

if.then162:                                       ; preds = %for.end156
  br label %for.cond165

if.else163:                                       ; preds = %for.end156
  br label %for.cond171

if.end164:                                        ; preds = %for.end173, %for.end167
  ret void

for.cond165:                                      ; preds = %for.end170, %if.then162
  %i5 = phi i32 [ 0, %if.then162 ], [ %530, %for.end170 ]
  %506 = icmp slt i32 %i5, 64
  br i1 %506, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  br label %for.cond168

for.end167:                                       ; preds = %for.cond165
  br label %if.end164

for.cond168:                                      ; preds = %for.body169, %for.body166
  %j2 = phi i32 [ 0, %for.body166 ], [ %529, %for.body169 ]
  %507 = icmp slt i32 %j2, 64
  br i1 %507, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %508 = sext i32 %i5 to i64
  %509 = mul nsw i64 %508, 64
  %510 = sext i32 %j2 to i64
  %511 = add nsw i64 %509, %510
  %512 = getelementptr inbounds float, ptr %acc_o, i64 %511
  %513 = load float, ptr %512, align 4
  %514 = fptrunc float %513 to half
  %515 = fpext half %514 to float
  %516 = sext i32 %bz to i64
  %517 = sext i32 %S to i64
  %518 = mul nsw i64 %516, %517
  %519 = mul i32 %bx, 64
  %520 = add i32 %519, %i5
  %521 = sext i32 %520 to i64
  %522 = add nsw i64 %518, %521
  %523 = mul nsw i64 %522, 64
  %524 = sext i32 %j2 to i64
  %525 = add nsw i64 %523, %524
  %526 = getelementptr inbounds i16, ptr %O, i64 %525
  %527 = fptrunc float %515 to half
  %528 = bitcast half %527 to i16
  store i16 %528, ptr %526, align 2
  %529 = add nsw i32 %j2, 1
  br label %for.cond168, !llvm.loop !43

for.end170:                                       ; preds = %for.cond168
  %530 = add nsw i32 %i5, 1
  br label %for.cond165, !llvm.loop !44

for.cond171:                                      ; preds = %for.end177, %if.else163
  %i5174 = phi i32 [ 0, %if.else163 ], [ %549, %for.end177 ]
  %531 = icmp slt i32 %i5174, 64
  br i1 %531, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  br label %for.cond175

for.end173:                                       ; preds = %for.cond171
  br label %if.end164

for.cond175:                                      ; preds = %if.end181, %for.body172
  %j2178 = phi i32 [ 0, %for.body172 ], [ %571, %if.end181 ]
  %532 = icmp slt i32 %j2178, 64
  br i1 %532, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %533 = sext i32 %bz to i64
  %534 = sext i32 %BH to i64
  %535 = icmp slt i64 %533, %534
  %536 = mul i32 %bx, 64
  %537 = sext i32 %536 to i64
  %538 = sext i32 %i5174 to i64
  %539 = add i64 %537, %538
  %540 = icmp sle i64 0, %539
  %541 = mul i32 %bx, 64
  %542 = sext i32 %541 to i64
  %543 = sext i32 %i5174 to i64
  %544 = add i64 %542, %543
  %545 = sext i32 %S to i64
  %546 = icmp slt i64 %544, %545
  %547 = and i1 %540, %546
  %548 = and i1 %535, %547
  br i1 %548, label %if.then179, label %if.else180

for.end177:                                       ; preds = %for.cond175
  %549 = add nsw i32 %i5174, 1
  br label %for.cond171, !llvm.loop !45

if.then179:                                       ; preds = %for.body176
  %550 = sext i32 %i5174 to i64
  %551 = mul nsw i64 %550, 64
  %552 = sext i32 %j2178 to i64
  %553 = add nsw i64 %551, %552
  %554 = getelementptr inbounds float, ptr %acc_o, i64 %553
  %555 = load float, ptr %554, align 4
  %556 = fptrunc float %555 to half
  %557 = fpext half %556 to float
  %558 = sext i32 %bz to i64
  %559 = sext i32 %S to i64
  %560 = mul nsw i64 %558, %559
  %561 = mul i32 %bx, 64
  %562 = add i32 %561, %i5174
  %563 = sext i32 %562 to i64
  %564 = add nsw i64 %560, %563
  %565 = mul nsw i64 %564, 64
  %566 = sext i32 %j2178 to i64
  %567 = add nsw i64 %565, %566
  %568 = getelementptr inbounds i16, ptr %O, i64 %567
  %569 = fptrunc float %557 to half
  %570 = bitcast half %569 to i16
  store i16 %570, ptr %568, align 2
  br label %if.end181

if.else180:                                       ; preds = %for.body176
  br label %if.end181

if.end181:                                        ; preds = %if.else180, %if.then179
  %571 = add nsw i32 %j2178, 1
  br label %for.cond175, !llvm.loop !46
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
  %2 = fcmp ogt float %0, -1.040000e+02
  %3 = select i1 %2, float %0, float 0.000000e+00
  %4 = fcmp olt float %3, 8.900000e+01
  %5 = select i1 %4, float %3, float 8.900000e+01
  %6 = call float @llvm.fma.f32(float %5, float 0x3FF7154760000000, float 5.000000e-01)
  %n = call float @llvm.floor.f32(float %6)
  %7 = call float @llvm.fma.f32(float %n, float 0xBFE6300000000000, float %5)
  %8 = call float @llvm.fma.f32(float %n, float 0x3F2BD01060000000, float %7)
  %9 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %8, float 0x3F56E879C0000000)
  %10 = call float @llvm.fma.f32(float %9, float %8, float 0x3F81112100000000)
  %11 = call float @llvm.fma.f32(float %10, float %8, float 0x3FA5553820000000)
  %12 = call float @llvm.fma.f32(float %11, float %8, float 0x3FC5555540000000)
  %13 = call float @llvm.fma.f32(float %12, float %8, float 5.000000e-01)
  %14 = fmul float %8, %8
  %15 = call float @llvm.fma.f32(float %13, float %14, float %8)
  %16 = fadd float %15, 1.000000e+00
  %17 = fptosi float %n to i32
  %18 = ashr i32 %17, 1
  %19 = sub i32 %17, %18
  %20 = add i32 %18, 127
  %21 = shl i32 %20, 23
  %22 = add i32 %19, 127
  %23 = shl i32 %22, 23
  %24 = bitcast i32 %23 to float
  %25 = bitcast i32 %21 to float
  %26 = fmul float %16, %25
  %27 = fmul float %26, %24
  %28 = fcmp olt float %0, 0xC059FE36A0000000
  %29 = select i1 %28, float 0.000000e+00, float %27
  %30 = fcmp ogt float %0, 0x40562E4300000000
  %31 = select i1 %30, float 0x7FF0000000000000, float %29
  %32 = select i1 %1, float %0, float %31
  ret float %32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

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
  %tl_lanes_14 = alloca [32 x float], align 64
  %tl_lanes_15 = alloca [32 x float], align 64
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
  %i3 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i3, 64
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
  %38 = icmp slt i32 %i37, 64
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
  %45 = sext i32 %i37 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 64
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
  %60 = mul i32 %bx, 64
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
  %80 = icmp slt i32 %i315, 64
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
  %89 = icmp slt i32 %i323, 64
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
  %93 = icmp slt i32 %i327, 64
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i327 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !54

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

for.cond28:                                       ; preds = %for.end148, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %455, %for.end148 ]
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
  %i337 = phi i32 [ 0, %if.then31 ], [ %160, %for.end40 ]
  %136 = icmp slt i32 %i337, 64
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
  br label %for.cond38, !llvm.loop !55

for.end40:                                        ; preds = %for.cond38
  %160 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !56

for.cond42:                                       ; preds = %for.end48, %if.else32
  %i345 = phi i32 [ 0, %if.else32 ], [ %179, %for.end48 ]
  %161 = icmp slt i32 %i345, 64
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
  %168 = sext i32 %i345 to i64
  %169 = add i64 %167, %168
  %170 = icmp sle i64 0, %169
  %171 = mul i32 %kb, 64
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
  br label %for.cond42, !llvm.loop !57

sel.then50:                                       ; preds = %for.body47
  %180 = sext i32 %bz to i64
  %181 = sext i32 %S to i64
  %182 = mul nsw i64 %180, %181
  %183 = mul i32 %kb, 64
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
  br label %for.cond46, !llvm.loop !58

if.then53:                                        ; preds = %if.end33
  br label %for.cond56

if.else54:                                        ; preds = %if.end33
  br label %for.cond64

if.end55:                                         ; preds = %for.end66, %for.end58
  br label %for.cond75

for.cond56:                                       ; preds = %for.end62, %if.then53
  %i359 = phi i32 [ 0, %if.then53 ], [ %227, %for.end62 ]
  %203 = icmp slt i32 %i359, 64
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
  br label %for.cond60, !llvm.loop !59

for.end62:                                        ; preds = %for.cond60
  %227 = add nsw i32 %i359, 1
  br label %for.cond56, !llvm.loop !60

for.cond64:                                       ; preds = %for.end70, %if.else54
  %i367 = phi i32 [ 0, %if.else54 ], [ %246, %for.end70 ]
  %228 = icmp slt i32 %i367, 64
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
  %235 = sext i32 %i367 to i64
  %236 = add i64 %234, %235
  %237 = icmp sle i64 0, %236
  %238 = mul i32 %kb, 64
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
  br label %for.cond64, !llvm.loop !61

sel.then72:                                       ; preds = %for.body69
  %247 = sext i32 %bz to i64
  %248 = sext i32 %S to i64
  %249 = mul nsw i64 %247, %248
  %250 = mul i32 %kb, 64
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
  br label %for.cond68, !llvm.loop !62

for.cond75:                                       ; preds = %for.end81, %if.end55
  %i378 = phi i32 [ 0, %if.end55 ], [ %278, %for.end81 ]
  %270 = icmp slt i32 %i378, 64
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
  %272 = sext i32 %i378 to i64
  %273 = mul nsw i64 %272, 64
  %274 = sext i32 %j182 to i64
  %275 = add nsw i64 %273, %274
  %276 = getelementptr inbounds float, ptr %acc_s, i64 %275
  store float 0.000000e+00, ptr %276, align 4
  %277 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !63

for.end81:                                        ; preds = %for.cond79
  %278 = add nsw i32 %i378, 1
  br label %for.cond75, !llvm.loop !64

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
  br label %for.cond86, !llvm.loop !65

for.end88:                                        ; preds = %for.cond86
  %299 = add nsw i32 %i, 1
  br label %for.cond83, !llvm.loop !66

for.cond89:                                       ; preds = %for.body90, %for.end85
  %i392 = phi i32 [ 0, %for.end85 ], [ %306, %for.body90 ]
  %300 = icmp slt i32 %i392, 64
  br i1 %300, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %301 = sext i32 %i392 to i64
  %302 = getelementptr inbounds float, ptr %m, i64 %301
  %303 = load float, ptr %302, align 4
  %304 = sext i32 %i392 to i64
  %305 = getelementptr inbounds float, ptr %m_prev, i64 %304
  store float %303, ptr %305, align 4
  %306 = add nsw i32 %i392, 1
  br label %for.cond89, !llvm.loop !67

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.end108, %for.end91
  %i1 = phi i32 [ 0, %for.end91 ], [ %349, %for.end108 ]
  %307 = icmp slt i32 %i1, 64
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
  %310 = mul nsw i64 %309, 64
  %311 = sext i32 %lane to i64
  %312 = add nsw i64 %310, %311
  %313 = getelementptr inbounds float, ptr %acc_s, i64 %312
  %314 = load float, ptr %313, align 4
  %315 = sext i32 %lane to i64
  %316 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %315
  store float %314, ptr %316, align 4
  %317 = add nsw i32 %lane, 1
  br label %for.cond96, !llvm.loop !68

for.end98:                                        ; preds = %for.cond96
  br label %for.cond99

for.cond99:                                       ; preds = %for.end104, %for.end98
  %red = phi i32 [ 0, %for.end98 ], [ %337, %for.end104 ]
  %318 = icmp slt i32 %red, 1
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
  %323 = mul nsw i64 %322, 64
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
  br label %for.cond102, !llvm.loop !69

for.end104:                                       ; preds = %for.cond102
  %337 = add nsw i32 %red, 1
  br label %for.cond99, !llvm.loop !70

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
  br label %for.cond106, !llvm.loop !71

for.end108:                                       ; preds = %for.cond106
  %349 = add nsw i32 %i1, 1
  br label %for.cond93, !llvm.loop !72

for.cond110:                                      ; preds = %for.end116, %for.end95
  %i113 = phi i32 [ 0, %for.end95 ], [ %369, %for.end116 ]
  %350 = icmp slt i32 %i113, 64
  br i1 %350, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond114

for.end112:                                       ; preds = %for.cond110
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body111
  %j117 = phi i32 [ 0, %for.body111 ], [ %368, %for.body115 ]
  %351 = icmp slt i32 %j117, 64
  br i1 %351, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %352 = sext i32 %i113 to i64
  %353 = mul nsw i64 %352, 64
  %354 = sext i32 %j117 to i64
  %355 = add nsw i64 %353, %354
  %356 = getelementptr inbounds float, ptr %acc_s, i64 %355
  %357 = load float, ptr %356, align 4
  %358 = sext i32 %i113 to i64
  %359 = getelementptr inbounds float, ptr %m, i64 %358
  %360 = load float, ptr %359, align 4
  %361 = fsub float %357, %360
  %362 = call float @tilec_expf(float %361)
  %363 = sext i32 %i113 to i64
  %364 = mul nsw i64 %363, 64
  %365 = sext i32 %j117 to i64
  %366 = add nsw i64 %364, %365
  %367 = getelementptr inbounds float, ptr %acc_s, i64 %366
  store float %362, ptr %367, align 4
  %368 = add nsw i32 %j117, 1
  br label %for.cond114, !llvm.loop !73

for.end116:                                       ; preds = %for.cond114
  %369 = add nsw i32 %i113, 1
  br label %for.cond110, !llvm.loop !74

for.cond118:                                      ; preds = %for.end133, %for.end112
  %i2 = phi i32 [ 0, %for.end112 ], [ %413, %for.end133 ]
  %370 = icmp slt i32 %i2, 64
  br i1 %370, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  br label %for.cond121

for.end120:                                       ; preds = %for.cond118
  br label %for.cond135

for.cond121:                                      ; preds = %for.body122, %for.body119
  %lane1 = phi i32 [ 0, %for.body119 ], [ %380, %for.body122 ]
  %371 = icmp slt i32 %lane1, 32
  br i1 %371, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %372 = sext i32 %i2 to i64
  %373 = mul nsw i64 %372, 64
  %374 = sext i32 %lane1 to i64
  %375 = add nsw i64 %373, %374
  %376 = getelementptr inbounds float, ptr %acc_s, i64 %375
  %377 = load float, ptr %376, align 4
  %378 = sext i32 %lane1 to i64
  %379 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %378
  store float %377, ptr %379, align 4
  %380 = add nsw i32 %lane1, 1
  br label %for.cond121, !llvm.loop !75

for.end123:                                       ; preds = %for.cond121
  br label %for.cond124

for.cond124:                                      ; preds = %for.end129, %for.end123
  %red1 = phi i32 [ 0, %for.end123 ], [ %401, %for.end129 ]
  %381 = icmp slt i32 %red1, 1
  br i1 %381, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  br label %for.cond127

for.end126:                                       ; preds = %for.cond124
  %382 = sext i32 %i2 to i64
  %383 = getelementptr inbounds float, ptr %row_sum, i64 %382
  store float 0.000000e+00, ptr %383, align 4
  br label %for.cond131

for.cond127:                                      ; preds = %for.body128, %for.body125
  %lane1130 = phi i32 [ 0, %for.body125 ], [ %400, %for.body128 ]
  %384 = icmp slt i32 %lane1130, 32
  br i1 %384, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %385 = sext i32 %lane1130 to i64
  %386 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = sext i32 %i2 to i64
  %389 = mul nsw i64 %388, 64
  %390 = add i32 %red1, 1
  %391 = mul i32 %390, 32
  %392 = add i32 %391, %lane1130
  %393 = sext i32 %392 to i64
  %394 = add nsw i64 %389, %393
  %395 = getelementptr inbounds float, ptr %acc_s, i64 %394
  %396 = load float, ptr %395, align 4
  %397 = fadd float %387, %396
  %398 = sext i32 %lane1130 to i64
  %399 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %398
  store float %397, ptr %399, align 4
  %400 = add nsw i32 %lane1130, 1
  br label %for.cond127, !llvm.loop !76

for.end129:                                       ; preds = %for.cond127
  %401 = add nsw i32 %red1, 1
  br label %for.cond124, !llvm.loop !77

for.cond131:                                      ; preds = %for.body132, %for.end126
  %lane1134 = phi i32 [ 0, %for.end126 ], [ %412, %for.body132 ]
  %402 = icmp slt i32 %lane1134, 32
  br i1 %402, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %403 = sext i32 %i2 to i64
  %404 = getelementptr inbounds float, ptr %row_sum, i64 %403
  %405 = load float, ptr %404, align 4
  %406 = sext i32 %lane1134 to i64
  %407 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = fadd float %405, %408
  %410 = sext i32 %i2 to i64
  %411 = getelementptr inbounds float, ptr %row_sum, i64 %410
  store float %409, ptr %411, align 4
  %412 = add nsw i32 %lane1134, 1
  br label %for.cond131, !llvm.loop !78

for.end133:                                       ; preds = %for.cond131
  %413 = add nsw i32 %i2, 1
  br label %for.cond118, !llvm.loop !79

for.cond135:                                      ; preds = %for.body136, %for.end120
  %i138 = phi i32 [ 0, %for.end120 ], [ %434, %for.body136 ]
  %414 = icmp slt i32 %i138, 64
  br i1 %414, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %415 = sext i32 %i138 to i64
  %416 = getelementptr inbounds float, ptr %m_prev, i64 %415
  %417 = load float, ptr %416, align 4
  %418 = sext i32 %i138 to i64
  %419 = getelementptr inbounds float, ptr %m, i64 %418
  %420 = load float, ptr %419, align 4
  %421 = fsub float %417, %420
  %alpha = call float @tilec_expf(float %421)
  %422 = sext i32 %i138 to i64
  %423 = getelementptr inbounds float, ptr %l, i64 %422
  %424 = load float, ptr %423, align 4
  %425 = fmul float %424, %alpha
  %426 = sext i32 %i138 to i64
  %427 = getelementptr inbounds float, ptr %row_sum, i64 %426
  %428 = load float, ptr %427, align 4
  %429 = fadd float %425, %428
  %430 = sext i32 %i138 to i64
  %431 = getelementptr inbounds float, ptr %l, i64 %430
  store float %429, ptr %431, align 4
  %432 = sext i32 %i138 to i64
  %433 = getelementptr inbounds float, ptr %m_prev, i64 %432
  store float %alpha, ptr %433, align 4
  %434 = add nsw i32 %i138, 1
  br label %for.cond135, !llvm.loop !80

for.end137:                                       ; preds = %for.cond135
  br label %for.cond139

for.cond139:                                      ; preds = %for.end145, %for.end137
  %i142 = phi i32 [ 0, %for.end137 ], [ %453, %for.end145 ]
  %435 = icmp slt i32 %i142, 64
  br i1 %435, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  br label %for.cond143

for.end141:                                       ; preds = %for.cond139
  br label %for.cond146

for.cond143:                                      ; preds = %for.body144, %for.body140
  %d = phi i32 [ 0, %for.body140 ], [ %452, %for.body144 ]
  %436 = icmp slt i32 %d, 64
  br i1 %436, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %437 = sext i32 %i142 to i64
  %438 = mul nsw i64 %437, 64
  %439 = sext i32 %d to i64
  %440 = add nsw i64 %438, %439
  %441 = getelementptr inbounds float, ptr %acc_o, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = sext i32 %i142 to i64
  %444 = getelementptr inbounds float, ptr %m_prev, i64 %443
  %445 = load float, ptr %444, align 4
  %446 = fmul float %442, %445
  %447 = sext i32 %i142 to i64
  %448 = mul nsw i64 %447, 64
  %449 = sext i32 %d to i64
  %450 = add nsw i64 %448, %449
  %451 = getelementptr inbounds float, ptr %acc_o, i64 %450
  store float %446, ptr %451, align 4
  %452 = add nsw i32 %d, 1
  br label %for.cond143, !llvm.loop !81

for.end145:                                       ; preds = %for.cond143
  %453 = add nsw i32 %i142, 1
  br label %for.cond139, !llvm.loop !82

for.cond146:                                      ; preds = %for.end152, %for.end141
  %i3149 = phi i32 [ 0, %for.end141 ], [ %473, %for.end152 ]
  %454 = icmp slt i32 %i3149, 64
  br i1 %454, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  br label %for.cond150

for.end148:                                       ; preds = %for.cond146
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %455 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !83

for.cond150:                                      ; preds = %for.body151, %for.body147
  %j1153 = phi i32 [ 0, %for.body147 ], [ %472, %for.body151 ]
  %456 = icmp slt i32 %j1153, 64
  br i1 %456, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %457 = sext i32 %i3149 to i64
  %458 = mul nsw i64 %457, 64
  %459 = sext i32 %j1153 to i64
  %460 = add nsw i64 %458, %459
  %461 = getelementptr inbounds float, ptr %acc_s, i64 %460
  %462 = load float, ptr %461, align 4
  %463 = fptrunc float %462 to half
  %464 = fpext half %463 to float
  %465 = sext i32 %i3149 to i64
  %466 = mul nsw i64 %465, 64
  %467 = sext i32 %j1153 to i64
  %468 = add nsw i64 %466, %467
  %469 = getelementptr inbounds i16, ptr %P_s, i64 %468
  %470 = fptrunc float %464 to half
  %471 = bitcast half %470 to i16
  store i16 %471, ptr %469, align 2
  %472 = add nsw i32 %j1153, 1
  br label %for.cond150, !llvm.loop !84

for.end152:                                       ; preds = %for.cond150
  %473 = add nsw i32 %i3149, 1
  br label %for.cond146, !llvm.loop !85

for.cond154:                                      ; preds = %for.end160, %for.end30
  %i157 = phi i32 [ 0, %for.end30 ], [ %505, %for.end160 ]
  %474 = icmp slt i32 %i157, 64
  br i1 %474, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  br label %for.cond158

for.end156:                                       ; preds = %for.cond154
  %475 = sext i32 %bz to i64
  %476 = add i64 %475, 1
  %477 = sext i32 %BH to i64
  %478 = icmp sle i64 %476, %477
  %479 = mul i32 %bx, 64
  %480 = icmp sle i32 0, %479
  %481 = mul i32 %bx, 64
  %482 = sext i32 %481 to i64
  %483 = add i64 %482, 64
  %484 = sext i32 %S to i64
  %485 = icmp sle i64 %483, %484
  %486 = and i1 %480, %485
  %487 = and i1 %478, %486
  br i1 %487, label %if.then162, label %if.else163

for.cond158:                                      ; preds = %for.body159, %for.body155
  %d161 = phi i32 [ 0, %for.body155 ], [ %504, %for.body159 ]
  %488 = icmp slt i32 %d161, 64
  br i1 %488, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %489 = sext i32 %i157 to i64
  %490 = mul nsw i64 %489, 64
  %491 = sext i32 %d161 to i64
  %492 = add nsw i64 %490, %491
  %493 = getelementptr inbounds float, ptr %acc_o, i64 %492
  %494 = load float, ptr %493, align 4
  %495 = sext i32 %i157 to i64
  %496 = getelementptr inbounds float, ptr %l, i64 %495
  %497 = load float, ptr %496, align 4
  %498 = fdiv float %494, %497
  %499 = sext i32 %i157 to i64
  %500 = mul nsw i64 %499, 64
  %501 = sext i32 %d161 to i64
  %502 = add nsw i64 %500, %501
  %503 = getelementptr inbounds float, ptr %acc_o, i64 %502
  store float %498, ptr %503, align 4
  %504 = add nsw i32 %d161, 1
  br label %for.cond158, !llvm.loop !86

for.end160:                                       ; preds = %for.cond158
  %505 = add nsw i32 %i157, 1
  br label %for.cond154, !llvm.loop !87

if.then162:                                       ; preds = %for.end156
  br label %for.cond165

if.else163:                                       ; preds = %for.end156
  br label %for.cond171

if.end164:                                        ; preds = %for.end173, %for.end167
  ret void

for.cond165:                                      ; preds = %for.end170, %if.then162
  %i5 = phi i32 [ 0, %if.then162 ], [ %530, %for.end170 ]
  %506 = icmp slt i32 %i5, 64
  br i1 %506, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  br label %for.cond168

for.end167:                                       ; preds = %for.cond165
  br label %if.end164

for.cond168:                                      ; preds = %for.body169, %for.body166
  %j2 = phi i32 [ 0, %for.body166 ], [ %529, %for.body169 ]
  %507 = icmp slt i32 %j2, 64
  br i1 %507, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %508 = sext i32 %i5 to i64
  %509 = mul nsw i64 %508, 64
  %510 = sext i32 %j2 to i64
  %511 = add nsw i64 %509, %510
  %512 = getelementptr inbounds float, ptr %acc_o, i64 %511
  %513 = load float, ptr %512, align 4
  %514 = fptrunc float %513 to half
  %515 = fpext half %514 to float
  %516 = sext i32 %bz to i64
  %517 = sext i32 %S to i64
  %518 = mul nsw i64 %516, %517
  %519 = mul i32 %bx, 64
  %520 = add i32 %519, %i5
  %521 = sext i32 %520 to i64
  %522 = add nsw i64 %518, %521
  %523 = mul nsw i64 %522, 64
  %524 = sext i32 %j2 to i64
  %525 = add nsw i64 %523, %524
  %526 = getelementptr inbounds i16, ptr %O, i64 %525
  %527 = fptrunc float %515 to half
  %528 = bitcast half %527 to i16
  store i16 %528, ptr %526, align 2
  %529 = add nsw i32 %j2, 1
  br label %for.cond168, !llvm.loop !88

for.end170:                                       ; preds = %for.cond168
  %530 = add nsw i32 %i5, 1
  br label %for.cond165, !llvm.loop !89

for.cond171:                                      ; preds = %for.end177, %if.else163
  %i5174 = phi i32 [ 0, %if.else163 ], [ %549, %for.end177 ]
  %531 = icmp slt i32 %i5174, 64
  br i1 %531, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  br label %for.cond175

for.end173:                                       ; preds = %for.cond171
  br label %if.end164

for.cond175:                                      ; preds = %if.end181, %for.body172
  %j2178 = phi i32 [ 0, %for.body172 ], [ %571, %if.end181 ]
  %532 = icmp slt i32 %j2178, 64
  br i1 %532, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %533 = sext i32 %bz to i64
  %534 = sext i32 %BH to i64
  %535 = icmp slt i64 %533, %534
  %536 = mul i32 %bx, 64
  %537 = sext i32 %536 to i64
  %538 = sext i32 %i5174 to i64
  %539 = add i64 %537, %538
  %540 = icmp sle i64 0, %539
  %541 = mul i32 %bx, 64
  %542 = sext i32 %541 to i64
  %543 = sext i32 %i5174 to i64
  %544 = add i64 %542, %543
  %545 = sext i32 %S to i64
  %546 = icmp slt i64 %544, %545
  %547 = and i1 %540, %546
  %548 = and i1 %535, %547
  br i1 %548, label %if.then179, label %if.else180

for.end177:                                       ; preds = %for.cond175
  %549 = add nsw i32 %i5174, 1
  br label %for.cond171, !llvm.loop !90

if.then179:                                       ; preds = %for.body176
  %550 = sext i32 %i5174 to i64
  %551 = mul nsw i64 %550, 64
  %552 = sext i32 %j2178 to i64
  %553 = add nsw i64 %551, %552
  %554 = getelementptr inbounds float, ptr %acc_o, i64 %553
  %555 = load float, ptr %554, align 4
  %556 = fptrunc float %555 to half
  %557 = fpext half %556 to float
  %558 = sext i32 %bz to i64
  %559 = sext i32 %S to i64
  %560 = mul nsw i64 %558, %559
  %561 = mul i32 %bx, 64
  %562 = add i32 %561, %i5174
  %563 = sext i32 %562 to i64
  %564 = add nsw i64 %560, %563
  %565 = mul nsw i64 %564, 64
  %566 = sext i32 %j2178 to i64
  %567 = add nsw i64 %565, %566
  %568 = getelementptr inbounds i16, ptr %O, i64 %567
  %569 = fptrunc float %557 to half
  %570 = bitcast half %569 to i16
  store i16 %570, ptr %568, align 2
  br label %if.end181

if.else180:                                       ; preds = %for.body176
  br label %if.end181

if.end181:                                        ; preds = %if.else180, %if.then179
  %571 = add nsw i32 %j2178, 1
  br label %for.cond175, !llvm.loop !91
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
  %tl_lanes_14 = alloca [32 x float], align 64
  %tl_lanes_15 = alloca [32 x float], align 64
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
  %i3 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i3, 64
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
  br label %for.cond1, !llvm.loop !92

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !93

for.cond4:                                        ; preds = %for.end10, %if.else
  %i37 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i37, 64
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
  %45 = sext i32 %i37 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 64
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
  br label %for.cond4, !llvm.loop !94

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %bz to i64
  %58 = sext i32 %S to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %bx, 64
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
  br label %for.cond8, !llvm.loop !95

for.cond12:                                       ; preds = %for.end18, %if.end
  %i315 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i315, 64
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
  br label %for.cond16, !llvm.loop !96

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !97

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 64
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !98

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i327 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i327, 64
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i327 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !99

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

for.cond28:                                       ; preds = %for.end148, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %455, %for.end148 ]
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
  %i337 = phi i32 [ 0, %if.then31 ], [ %160, %for.end40 ]
  %136 = icmp slt i32 %i337, 64
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
  br label %for.cond38, !llvm.loop !100

for.end40:                                        ; preds = %for.cond38
  %160 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !101

for.cond42:                                       ; preds = %for.end48, %if.else32
  %i345 = phi i32 [ 0, %if.else32 ], [ %179, %for.end48 ]
  %161 = icmp slt i32 %i345, 64
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
  %168 = sext i32 %i345 to i64
  %169 = add i64 %167, %168
  %170 = icmp sle i64 0, %169
  %171 = mul i32 %kb, 64
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
  br label %for.cond42, !llvm.loop !102

sel.then50:                                       ; preds = %for.body47
  %180 = sext i32 %bz to i64
  %181 = sext i32 %S to i64
  %182 = mul nsw i64 %180, %181
  %183 = mul i32 %kb, 64
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
  br label %for.cond46, !llvm.loop !103

if.then53:                                        ; preds = %if.end33
  br label %for.cond56

if.else54:                                        ; preds = %if.end33
  br label %for.cond64

if.end55:                                         ; preds = %for.end66, %for.end58
  br label %for.cond75

for.cond56:                                       ; preds = %for.end62, %if.then53
  %i359 = phi i32 [ 0, %if.then53 ], [ %227, %for.end62 ]
  %203 = icmp slt i32 %i359, 64
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
  br label %for.cond60, !llvm.loop !104

for.end62:                                        ; preds = %for.cond60
  %227 = add nsw i32 %i359, 1
  br label %for.cond56, !llvm.loop !105

for.cond64:                                       ; preds = %for.end70, %if.else54
  %i367 = phi i32 [ 0, %if.else54 ], [ %246, %for.end70 ]
  %228 = icmp slt i32 %i367, 64
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
  %235 = sext i32 %i367 to i64
  %236 = add i64 %234, %235
  %237 = icmp sle i64 0, %236
  %238 = mul i32 %kb, 64
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
  br label %for.cond64, !llvm.loop !106

sel.then72:                                       ; preds = %for.body69
  %247 = sext i32 %bz to i64
  %248 = sext i32 %S to i64
  %249 = mul nsw i64 %247, %248
  %250 = mul i32 %kb, 64
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
  br label %for.cond68, !llvm.loop !107

for.cond75:                                       ; preds = %for.end81, %if.end55
  %i378 = phi i32 [ 0, %if.end55 ], [ %278, %for.end81 ]
  %270 = icmp slt i32 %i378, 64
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
  %272 = sext i32 %i378 to i64
  %273 = mul nsw i64 %272, 64
  %274 = sext i32 %j182 to i64
  %275 = add nsw i64 %273, %274
  %276 = getelementptr inbounds float, ptr %acc_s, i64 %275
  store float 0.000000e+00, ptr %276, align 4
  %277 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !108

for.end81:                                        ; preds = %for.cond79
  %278 = add nsw i32 %i378, 1
  br label %for.cond75, !llvm.loop !109

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
  br label %for.cond86, !llvm.loop !110

for.end88:                                        ; preds = %for.cond86
  %299 = add nsw i32 %i, 1
  br label %for.cond83, !llvm.loop !111

for.cond89:                                       ; preds = %for.body90, %for.end85
  %i392 = phi i32 [ 0, %for.end85 ], [ %306, %for.body90 ]
  %300 = icmp slt i32 %i392, 64
  br i1 %300, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %301 = sext i32 %i392 to i64
  %302 = getelementptr inbounds float, ptr %m, i64 %301
  %303 = load float, ptr %302, align 4
  %304 = sext i32 %i392 to i64
  %305 = getelementptr inbounds float, ptr %m_prev, i64 %304
  store float %303, ptr %305, align 4
  %306 = add nsw i32 %i392, 1
  br label %for.cond89, !llvm.loop !112

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.end108, %for.end91
  %i1 = phi i32 [ 0, %for.end91 ], [ %349, %for.end108 ]
  %307 = icmp slt i32 %i1, 64
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
  %310 = mul nsw i64 %309, 64
  %311 = sext i32 %lane to i64
  %312 = add nsw i64 %310, %311
  %313 = getelementptr inbounds float, ptr %acc_s, i64 %312
  %314 = load float, ptr %313, align 4
  %315 = sext i32 %lane to i64
  %316 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %315
  store float %314, ptr %316, align 4
  %317 = add nsw i32 %lane, 1
  br label %for.cond96, !llvm.loop !113

for.end98:                                        ; preds = %for.cond96
  br label %for.cond99

for.cond99:                                       ; preds = %for.end104, %for.end98
  %red = phi i32 [ 0, %for.end98 ], [ %337, %for.end104 ]
  %318 = icmp slt i32 %red, 1
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
  %323 = mul nsw i64 %322, 64
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
  br label %for.cond102, !llvm.loop !114

for.end104:                                       ; preds = %for.cond102
  %337 = add nsw i32 %red, 1
  br label %for.cond99, !llvm.loop !115

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
  br label %for.cond106, !llvm.loop !116

for.end108:                                       ; preds = %for.cond106
  %349 = add nsw i32 %i1, 1
  br label %for.cond93, !llvm.loop !117

for.cond110:                                      ; preds = %for.end116, %for.end95
  %i113 = phi i32 [ 0, %for.end95 ], [ %369, %for.end116 ]
  %350 = icmp slt i32 %i113, 64
  br i1 %350, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond114

for.end112:                                       ; preds = %for.cond110
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body111
  %j117 = phi i32 [ 0, %for.body111 ], [ %368, %for.body115 ]
  %351 = icmp slt i32 %j117, 64
  br i1 %351, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %352 = sext i32 %i113 to i64
  %353 = mul nsw i64 %352, 64
  %354 = sext i32 %j117 to i64
  %355 = add nsw i64 %353, %354
  %356 = getelementptr inbounds float, ptr %acc_s, i64 %355
  %357 = load float, ptr %356, align 4
  %358 = sext i32 %i113 to i64
  %359 = getelementptr inbounds float, ptr %m, i64 %358
  %360 = load float, ptr %359, align 4
  %361 = fsub float %357, %360
  %362 = call float @tilec_expf(float %361)
  %363 = sext i32 %i113 to i64
  %364 = mul nsw i64 %363, 64
  %365 = sext i32 %j117 to i64
  %366 = add nsw i64 %364, %365
  %367 = getelementptr inbounds float, ptr %acc_s, i64 %366
  store float %362, ptr %367, align 4
  %368 = add nsw i32 %j117, 1
  br label %for.cond114, !llvm.loop !118

for.end116:                                       ; preds = %for.cond114
  %369 = add nsw i32 %i113, 1
  br label %for.cond110, !llvm.loop !119

for.cond118:                                      ; preds = %for.end133, %for.end112
  %i2 = phi i32 [ 0, %for.end112 ], [ %413, %for.end133 ]
  %370 = icmp slt i32 %i2, 64
  br i1 %370, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  br label %for.cond121

for.end120:                                       ; preds = %for.cond118
  br label %for.cond135

for.cond121:                                      ; preds = %for.body122, %for.body119
  %lane1 = phi i32 [ 0, %for.body119 ], [ %380, %for.body122 ]
  %371 = icmp slt i32 %lane1, 32
  br i1 %371, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %372 = sext i32 %i2 to i64
  %373 = mul nsw i64 %372, 64
  %374 = sext i32 %lane1 to i64
  %375 = add nsw i64 %373, %374
  %376 = getelementptr inbounds float, ptr %acc_s, i64 %375
  %377 = load float, ptr %376, align 4
  %378 = sext i32 %lane1 to i64
  %379 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %378
  store float %377, ptr %379, align 4
  %380 = add nsw i32 %lane1, 1
  br label %for.cond121, !llvm.loop !120

for.end123:                                       ; preds = %for.cond121
  br label %for.cond124

for.cond124:                                      ; preds = %for.end129, %for.end123
  %red1 = phi i32 [ 0, %for.end123 ], [ %401, %for.end129 ]
  %381 = icmp slt i32 %red1, 1
  br i1 %381, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  br label %for.cond127

for.end126:                                       ; preds = %for.cond124
  %382 = sext i32 %i2 to i64
  %383 = getelementptr inbounds float, ptr %row_sum, i64 %382
  store float 0.000000e+00, ptr %383, align 4
  br label %for.cond131

for.cond127:                                      ; preds = %for.body128, %for.body125
  %lane1130 = phi i32 [ 0, %for.body125 ], [ %400, %for.body128 ]
  %384 = icmp slt i32 %lane1130, 32
  br i1 %384, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %385 = sext i32 %lane1130 to i64
  %386 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = sext i32 %i2 to i64
  %389 = mul nsw i64 %388, 64
  %390 = add i32 %red1, 1
  %391 = mul i32 %390, 32
  %392 = add i32 %391, %lane1130
  %393 = sext i32 %392 to i64
  %394 = add nsw i64 %389, %393
  %395 = getelementptr inbounds float, ptr %acc_s, i64 %394
  %396 = load float, ptr %395, align 4
  %397 = fadd float %387, %396
  %398 = sext i32 %lane1130 to i64
  %399 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %398
  store float %397, ptr %399, align 4
  %400 = add nsw i32 %lane1130, 1
  br label %for.cond127, !llvm.loop !121

for.end129:                                       ; preds = %for.cond127
  %401 = add nsw i32 %red1, 1
  br label %for.cond124, !llvm.loop !122

for.cond131:                                      ; preds = %for.body132, %for.end126
  %lane1134 = phi i32 [ 0, %for.end126 ], [ %412, %for.body132 ]
  %402 = icmp slt i32 %lane1134, 32
  br i1 %402, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %403 = sext i32 %i2 to i64
  %404 = getelementptr inbounds float, ptr %row_sum, i64 %403
  %405 = load float, ptr %404, align 4
  %406 = sext i32 %lane1134 to i64
  %407 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = fadd float %405, %408
  %410 = sext i32 %i2 to i64
  %411 = getelementptr inbounds float, ptr %row_sum, i64 %410
  store float %409, ptr %411, align 4
  %412 = add nsw i32 %lane1134, 1
  br label %for.cond131, !llvm.loop !123

for.end133:                                       ; preds = %for.cond131
  %413 = add nsw i32 %i2, 1
  br label %for.cond118, !llvm.loop !124

for.cond135:                                      ; preds = %for.body136, %for.end120
  %i138 = phi i32 [ 0, %for.end120 ], [ %434, %for.body136 ]
  %414 = icmp slt i32 %i138, 64
  br i1 %414, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %415 = sext i32 %i138 to i64
  %416 = getelementptr inbounds float, ptr %m_prev, i64 %415
  %417 = load float, ptr %416, align 4
  %418 = sext i32 %i138 to i64
  %419 = getelementptr inbounds float, ptr %m, i64 %418
  %420 = load float, ptr %419, align 4
  %421 = fsub float %417, %420
  %alpha = call float @tilec_expf(float %421)
  %422 = sext i32 %i138 to i64
  %423 = getelementptr inbounds float, ptr %l, i64 %422
  %424 = load float, ptr %423, align 4
  %425 = fmul float %424, %alpha
  %426 = sext i32 %i138 to i64
  %427 = getelementptr inbounds float, ptr %row_sum, i64 %426
  %428 = load float, ptr %427, align 4
  %429 = fadd float %425, %428
  %430 = sext i32 %i138 to i64
  %431 = getelementptr inbounds float, ptr %l, i64 %430
  store float %429, ptr %431, align 4
  %432 = sext i32 %i138 to i64
  %433 = getelementptr inbounds float, ptr %m_prev, i64 %432
  store float %alpha, ptr %433, align 4
  %434 = add nsw i32 %i138, 1
  br label %for.cond135, !llvm.loop !125

for.end137:                                       ; preds = %for.cond135
  br label %for.cond139

for.cond139:                                      ; preds = %for.end145, %for.end137
  %i142 = phi i32 [ 0, %for.end137 ], [ %453, %for.end145 ]
  %435 = icmp slt i32 %i142, 64
  br i1 %435, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  br label %for.cond143

for.end141:                                       ; preds = %for.cond139
  br label %for.cond146

for.cond143:                                      ; preds = %for.body144, %for.body140
  %d = phi i32 [ 0, %for.body140 ], [ %452, %for.body144 ]
  %436 = icmp slt i32 %d, 64
  br i1 %436, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %437 = sext i32 %i142 to i64
  %438 = mul nsw i64 %437, 64
  %439 = sext i32 %d to i64
  %440 = add nsw i64 %438, %439
  %441 = getelementptr inbounds float, ptr %acc_o, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = sext i32 %i142 to i64
  %444 = getelementptr inbounds float, ptr %m_prev, i64 %443
  %445 = load float, ptr %444, align 4
  %446 = fmul float %442, %445
  %447 = sext i32 %i142 to i64
  %448 = mul nsw i64 %447, 64
  %449 = sext i32 %d to i64
  %450 = add nsw i64 %448, %449
  %451 = getelementptr inbounds float, ptr %acc_o, i64 %450
  store float %446, ptr %451, align 4
  %452 = add nsw i32 %d, 1
  br label %for.cond143, !llvm.loop !126

for.end145:                                       ; preds = %for.cond143
  %453 = add nsw i32 %i142, 1
  br label %for.cond139, !llvm.loop !127

for.cond146:                                      ; preds = %for.end152, %for.end141
  %i3149 = phi i32 [ 0, %for.end141 ], [ %473, %for.end152 ]
  %454 = icmp slt i32 %i3149, 64
  br i1 %454, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  br label %for.cond150

for.end148:                                       ; preds = %for.cond146
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %455 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !128

for.cond150:                                      ; preds = %for.body151, %for.body147
  %j1153 = phi i32 [ 0, %for.body147 ], [ %472, %for.body151 ]
  %456 = icmp slt i32 %j1153, 64
  br i1 %456, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %457 = sext i32 %i3149 to i64
  %458 = mul nsw i64 %457, 64
  %459 = sext i32 %j1153 to i64
  %460 = add nsw i64 %458, %459
  %461 = getelementptr inbounds float, ptr %acc_s, i64 %460
  %462 = load float, ptr %461, align 4
  %463 = fptrunc float %462 to half
  %464 = fpext half %463 to float
  %465 = sext i32 %i3149 to i64
  %466 = mul nsw i64 %465, 64
  %467 = sext i32 %j1153 to i64
  %468 = add nsw i64 %466, %467
  %469 = getelementptr inbounds i16, ptr %P_s, i64 %468
  %470 = fptrunc float %464 to half
  %471 = bitcast half %470 to i16
  store i16 %471, ptr %469, align 2
  %472 = add nsw i32 %j1153, 1
  br label %for.cond150, !llvm.loop !129

for.end152:                                       ; preds = %for.cond150
  %473 = add nsw i32 %i3149, 1
  br label %for.cond146, !llvm.loop !130

for.cond154:                                      ; preds = %for.end160, %for.end30
  %i157 = phi i32 [ 0, %for.end30 ], [ %505, %for.end160 ]
  %474 = icmp slt i32 %i157, 64
  br i1 %474, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  br label %for.cond158

for.end156:                                       ; preds = %for.cond154
  %475 = sext i32 %bz to i64
  %476 = add i64 %475, 1
  %477 = sext i32 %BH to i64
  %478 = icmp sle i64 %476, %477
  %479 = mul i32 %bx, 64
  %480 = icmp sle i32 0, %479
  %481 = mul i32 %bx, 64
  %482 = sext i32 %481 to i64
  %483 = add i64 %482, 64
  %484 = sext i32 %S to i64
  %485 = icmp sle i64 %483, %484
  %486 = and i1 %480, %485
  %487 = and i1 %478, %486
  br i1 %487, label %if.then162, label %if.else163

for.cond158:                                      ; preds = %for.body159, %for.body155
  %d161 = phi i32 [ 0, %for.body155 ], [ %504, %for.body159 ]
  %488 = icmp slt i32 %d161, 64
  br i1 %488, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %489 = sext i32 %i157 to i64
  %490 = mul nsw i64 %489, 64
  %491 = sext i32 %d161 to i64
  %492 = add nsw i64 %490, %491
  %493 = getelementptr inbounds float, ptr %acc_o, i64 %492
  %494 = load float, ptr %493, align 4
  %495 = sext i32 %i157 to i64
  %496 = getelementptr inbounds float, ptr %l, i64 %495
  %497 = load float, ptr %496, align 4
  %498 = fdiv float %494, %497
  %499 = sext i32 %i157 to i64
  %500 = mul nsw i64 %499, 64
  %501 = sext i32 %d161 to i64
  %502 = add nsw i64 %500, %501
  %503 = getelementptr inbounds float, ptr %acc_o, i64 %502
  store float %498, ptr %503, align 4
  %504 = add nsw i32 %d161, 1
  br label %for.cond158, !llvm.loop !131

for.end160:                                       ; preds = %for.cond158
  %505 = add nsw i32 %i157, 1
  br label %for.cond154, !llvm.loop !132

if.then162:                                       ; preds = %for.end156
  br label %for.cond165

if.else163:                                       ; preds = %for.end156
  br label %for.cond171

if.end164:                                        ; preds = %for.end173, %for.end167
  ret void

for.cond165:                                      ; preds = %for.end170, %if.then162
  %i5 = phi i32 [ 0, %if.then162 ], [ %530, %for.end170 ]
  %506 = icmp slt i32 %i5, 64
  br i1 %506, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  br label %for.cond168

for.end167:                                       ; preds = %for.cond165
  br label %if.end164

for.cond168:                                      ; preds = %for.body169, %for.body166
  %j2 = phi i32 [ 0, %for.body166 ], [ %529, %for.body169 ]
  %507 = icmp slt i32 %j2, 64
  br i1 %507, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %508 = sext i32 %i5 to i64
  %509 = mul nsw i64 %508, 64
  %510 = sext i32 %j2 to i64
  %511 = add nsw i64 %509, %510
  %512 = getelementptr inbounds float, ptr %acc_o, i64 %511
  %513 = load float, ptr %512, align 4
  %514 = fptrunc float %513 to half
  %515 = fpext half %514 to float
  %516 = sext i32 %bz to i64
  %517 = sext i32 %S to i64
  %518 = mul nsw i64 %516, %517
  %519 = mul i32 %bx, 64
  %520 = add i32 %519, %i5
  %521 = sext i32 %520 to i64
  %522 = add nsw i64 %518, %521
  %523 = mul nsw i64 %522, 64
  %524 = sext i32 %j2 to i64
  %525 = add nsw i64 %523, %524
  %526 = getelementptr inbounds i16, ptr %O, i64 %525
  %527 = fptrunc float %515 to half
  %528 = bitcast half %527 to i16
  store i16 %528, ptr %526, align 2
  %529 = add nsw i32 %j2, 1
  br label %for.cond168, !llvm.loop !133

for.end170:                                       ; preds = %for.cond168
  %530 = add nsw i32 %i5, 1
  br label %for.cond165, !llvm.loop !134

for.cond171:                                      ; preds = %for.end177, %if.else163
  %i5174 = phi i32 [ 0, %if.else163 ], [ %549, %for.end177 ]
  %531 = icmp slt i32 %i5174, 64
  br i1 %531, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  br label %for.cond175

for.end173:                                       ; preds = %for.cond171
  br label %if.end164

for.cond175:                                      ; preds = %if.end181, %for.body172
  %j2178 = phi i32 [ 0, %for.body172 ], [ %571, %if.end181 ]
  %532 = icmp slt i32 %j2178, 64
  br i1 %532, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %533 = sext i32 %bz to i64
  %534 = sext i32 %BH to i64
  %535 = icmp slt i64 %533, %534
  %536 = mul i32 %bx, 64
  %537 = sext i32 %536 to i64
  %538 = sext i32 %i5174 to i64
  %539 = add i64 %537, %538
  %540 = icmp sle i64 0, %539
  %541 = mul i32 %bx, 64
  %542 = sext i32 %541 to i64
  %543 = sext i32 %i5174 to i64
  %544 = add i64 %542, %543
  %545 = sext i32 %S to i64
  %546 = icmp slt i64 %544, %545
  %547 = and i1 %540, %546
  %548 = and i1 %535, %547
  br i1 %548, label %if.then179, label %if.else180

for.end177:                                       ; preds = %for.cond175
  %549 = add nsw i32 %i5174, 1
  br label %for.cond171, !llvm.loop !135

if.then179:                                       ; preds = %for.body176
  %550 = sext i32 %i5174 to i64
  %551 = mul nsw i64 %550, 64
  %552 = sext i32 %j2178 to i64
  %553 = add nsw i64 %551, %552
  %554 = getelementptr inbounds float, ptr %acc_o, i64 %553
  %555 = load float, ptr %554, align 4
  %556 = fptrunc float %555 to half
  %557 = fpext half %556 to float
  %558 = sext i32 %bz to i64
  %559 = sext i32 %S to i64
  %560 = mul nsw i64 %558, %559
  %561 = mul i32 %bx, 64
  %562 = add i32 %561, %i5174
  %563 = sext i32 %562 to i64
  %564 = add nsw i64 %560, %563
  %565 = mul nsw i64 %564, 64
  %566 = sext i32 %j2178 to i64
  %567 = add nsw i64 %565, %566
  %568 = getelementptr inbounds i16, ptr %O, i64 %567
  %569 = fptrunc float %557 to half
  %570 = bitcast half %569 to i16
  store i16 %570, ptr %568, align 2
  br label %if.end181

if.else180:                                       ; preds = %for.body176
  br label %if.end181

if.end181:                                        ; preds = %if.else180, %if.then179
  %571 = add nsw i32 %j2178, 1
  br label %for.cond175, !llvm.loop !136
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
  %tl_lanes_14 = alloca [32 x float], align 64
  %tl_lanes_15 = alloca [32 x float], align 64
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
  %i3 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i3, 64
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
  br label %for.cond1, !llvm.loop !137

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !138

for.cond4:                                        ; preds = %for.end10, %if.else
  %i37 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i37, 64
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
  %45 = sext i32 %i37 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 64
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
  br label %for.cond4, !llvm.loop !139

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %bz to i64
  %58 = sext i32 %S to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %bx, 64
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
  br label %for.cond8, !llvm.loop !140

for.cond12:                                       ; preds = %for.end18, %if.end
  %i315 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i315, 64
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
  br label %for.cond16, !llvm.loop !141

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !142

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 64
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !143

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i327 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i327, 64
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i327 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !144

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

for.cond28:                                       ; preds = %for.end148, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %455, %for.end148 ]
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
  %i337 = phi i32 [ 0, %if.then31 ], [ %160, %for.end40 ]
  %136 = icmp slt i32 %i337, 64
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
  br label %for.cond38, !llvm.loop !145

for.end40:                                        ; preds = %for.cond38
  %160 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !146

for.cond42:                                       ; preds = %for.end48, %if.else32
  %i345 = phi i32 [ 0, %if.else32 ], [ %179, %for.end48 ]
  %161 = icmp slt i32 %i345, 64
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
  %168 = sext i32 %i345 to i64
  %169 = add i64 %167, %168
  %170 = icmp sle i64 0, %169
  %171 = mul i32 %kb, 64
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
  br label %for.cond42, !llvm.loop !147

sel.then50:                                       ; preds = %for.body47
  %180 = sext i32 %bz to i64
  %181 = sext i32 %S to i64
  %182 = mul nsw i64 %180, %181
  %183 = mul i32 %kb, 64
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
  br label %for.cond46, !llvm.loop !148

if.then53:                                        ; preds = %if.end33
  br label %for.cond56

if.else54:                                        ; preds = %if.end33
  br label %for.cond64

if.end55:                                         ; preds = %for.end66, %for.end58
  br label %for.cond75

for.cond56:                                       ; preds = %for.end62, %if.then53
  %i359 = phi i32 [ 0, %if.then53 ], [ %227, %for.end62 ]
  %203 = icmp slt i32 %i359, 64
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
  br label %for.cond60, !llvm.loop !149

for.end62:                                        ; preds = %for.cond60
  %227 = add nsw i32 %i359, 1
  br label %for.cond56, !llvm.loop !150

for.cond64:                                       ; preds = %for.end70, %if.else54
  %i367 = phi i32 [ 0, %if.else54 ], [ %246, %for.end70 ]
  %228 = icmp slt i32 %i367, 64
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
  %235 = sext i32 %i367 to i64
  %236 = add i64 %234, %235
  %237 = icmp sle i64 0, %236
  %238 = mul i32 %kb, 64
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
  br label %for.cond64, !llvm.loop !151

sel.then72:                                       ; preds = %for.body69
  %247 = sext i32 %bz to i64
  %248 = sext i32 %S to i64
  %249 = mul nsw i64 %247, %248
  %250 = mul i32 %kb, 64
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
  br label %for.cond68, !llvm.loop !152

for.cond75:                                       ; preds = %for.end81, %if.end55
  %i378 = phi i32 [ 0, %if.end55 ], [ %278, %for.end81 ]
  %270 = icmp slt i32 %i378, 64
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
  %272 = sext i32 %i378 to i64
  %273 = mul nsw i64 %272, 64
  %274 = sext i32 %j182 to i64
  %275 = add nsw i64 %273, %274
  %276 = getelementptr inbounds float, ptr %acc_s, i64 %275
  store float 0.000000e+00, ptr %276, align 4
  %277 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !153

for.end81:                                        ; preds = %for.cond79
  %278 = add nsw i32 %i378, 1
  br label %for.cond75, !llvm.loop !154

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
  br label %for.cond86, !llvm.loop !155

for.end88:                                        ; preds = %for.cond86
  %299 = add nsw i32 %i, 1
  br label %for.cond83, !llvm.loop !156

for.cond89:                                       ; preds = %for.body90, %for.end85
  %i392 = phi i32 [ 0, %for.end85 ], [ %306, %for.body90 ]
  %300 = icmp slt i32 %i392, 64
  br i1 %300, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %301 = sext i32 %i392 to i64
  %302 = getelementptr inbounds float, ptr %m, i64 %301
  %303 = load float, ptr %302, align 4
  %304 = sext i32 %i392 to i64
  %305 = getelementptr inbounds float, ptr %m_prev, i64 %304
  store float %303, ptr %305, align 4
  %306 = add nsw i32 %i392, 1
  br label %for.cond89, !llvm.loop !157

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.end108, %for.end91
  %i1 = phi i32 [ 0, %for.end91 ], [ %349, %for.end108 ]
  %307 = icmp slt i32 %i1, 64
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
  %310 = mul nsw i64 %309, 64
  %311 = sext i32 %lane to i64
  %312 = add nsw i64 %310, %311
  %313 = getelementptr inbounds float, ptr %acc_s, i64 %312
  %314 = load float, ptr %313, align 4
  %315 = sext i32 %lane to i64
  %316 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %315
  store float %314, ptr %316, align 4
  %317 = add nsw i32 %lane, 1
  br label %for.cond96, !llvm.loop !158

for.end98:                                        ; preds = %for.cond96
  br label %for.cond99

for.cond99:                                       ; preds = %for.end104, %for.end98
  %red = phi i32 [ 0, %for.end98 ], [ %337, %for.end104 ]
  %318 = icmp slt i32 %red, 1
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
  %323 = mul nsw i64 %322, 64
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
  br label %for.cond102, !llvm.loop !159

for.end104:                                       ; preds = %for.cond102
  %337 = add nsw i32 %red, 1
  br label %for.cond99, !llvm.loop !160

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
  br label %for.cond106, !llvm.loop !161

for.end108:                                       ; preds = %for.cond106
  %349 = add nsw i32 %i1, 1
  br label %for.cond93, !llvm.loop !162

for.cond110:                                      ; preds = %for.end116, %for.end95
  %i113 = phi i32 [ 0, %for.end95 ], [ %369, %for.end116 ]
  %350 = icmp slt i32 %i113, 64
  br i1 %350, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond114

for.end112:                                       ; preds = %for.cond110
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body111
  %j117 = phi i32 [ 0, %for.body111 ], [ %368, %for.body115 ]
  %351 = icmp slt i32 %j117, 64
  br i1 %351, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %352 = sext i32 %i113 to i64
  %353 = mul nsw i64 %352, 64
  %354 = sext i32 %j117 to i64
  %355 = add nsw i64 %353, %354
  %356 = getelementptr inbounds float, ptr %acc_s, i64 %355
  %357 = load float, ptr %356, align 4
  %358 = sext i32 %i113 to i64
  %359 = getelementptr inbounds float, ptr %m, i64 %358
  %360 = load float, ptr %359, align 4
  %361 = fsub float %357, %360
  %362 = call float @tilec_expf(float %361)
  %363 = sext i32 %i113 to i64
  %364 = mul nsw i64 %363, 64
  %365 = sext i32 %j117 to i64
  %366 = add nsw i64 %364, %365
  %367 = getelementptr inbounds float, ptr %acc_s, i64 %366
  store float %362, ptr %367, align 4
  %368 = add nsw i32 %j117, 1
  br label %for.cond114, !llvm.loop !163

for.end116:                                       ; preds = %for.cond114
  %369 = add nsw i32 %i113, 1
  br label %for.cond110, !llvm.loop !164

for.cond118:                                      ; preds = %for.end133, %for.end112
  %i2 = phi i32 [ 0, %for.end112 ], [ %413, %for.end133 ]
  %370 = icmp slt i32 %i2, 64
  br i1 %370, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  br label %for.cond121

for.end120:                                       ; preds = %for.cond118
  br label %for.cond135

for.cond121:                                      ; preds = %for.body122, %for.body119
  %lane1 = phi i32 [ 0, %for.body119 ], [ %380, %for.body122 ]
  %371 = icmp slt i32 %lane1, 32
  br i1 %371, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %372 = sext i32 %i2 to i64
  %373 = mul nsw i64 %372, 64
  %374 = sext i32 %lane1 to i64
  %375 = add nsw i64 %373, %374
  %376 = getelementptr inbounds float, ptr %acc_s, i64 %375
  %377 = load float, ptr %376, align 4
  %378 = sext i32 %lane1 to i64
  %379 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %378
  store float %377, ptr %379, align 4
  %380 = add nsw i32 %lane1, 1
  br label %for.cond121, !llvm.loop !165

for.end123:                                       ; preds = %for.cond121
  br label %for.cond124

for.cond124:                                      ; preds = %for.end129, %for.end123
  %red1 = phi i32 [ 0, %for.end123 ], [ %401, %for.end129 ]
  %381 = icmp slt i32 %red1, 1
  br i1 %381, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  br label %for.cond127

for.end126:                                       ; preds = %for.cond124
  %382 = sext i32 %i2 to i64
  %383 = getelementptr inbounds float, ptr %row_sum, i64 %382
  store float 0.000000e+00, ptr %383, align 4
  br label %for.cond131

for.cond127:                                      ; preds = %for.body128, %for.body125
  %lane1130 = phi i32 [ 0, %for.body125 ], [ %400, %for.body128 ]
  %384 = icmp slt i32 %lane1130, 32
  br i1 %384, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %385 = sext i32 %lane1130 to i64
  %386 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = sext i32 %i2 to i64
  %389 = mul nsw i64 %388, 64
  %390 = add i32 %red1, 1
  %391 = mul i32 %390, 32
  %392 = add i32 %391, %lane1130
  %393 = sext i32 %392 to i64
  %394 = add nsw i64 %389, %393
  %395 = getelementptr inbounds float, ptr %acc_s, i64 %394
  %396 = load float, ptr %395, align 4
  %397 = fadd float %387, %396
  %398 = sext i32 %lane1130 to i64
  %399 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %398
  store float %397, ptr %399, align 4
  %400 = add nsw i32 %lane1130, 1
  br label %for.cond127, !llvm.loop !166

for.end129:                                       ; preds = %for.cond127
  %401 = add nsw i32 %red1, 1
  br label %for.cond124, !llvm.loop !167

for.cond131:                                      ; preds = %for.body132, %for.end126
  %lane1134 = phi i32 [ 0, %for.end126 ], [ %412, %for.body132 ]
  %402 = icmp slt i32 %lane1134, 32
  br i1 %402, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %403 = sext i32 %i2 to i64
  %404 = getelementptr inbounds float, ptr %row_sum, i64 %403
  %405 = load float, ptr %404, align 4
  %406 = sext i32 %lane1134 to i64
  %407 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = fadd float %405, %408
  %410 = sext i32 %i2 to i64
  %411 = getelementptr inbounds float, ptr %row_sum, i64 %410
  store float %409, ptr %411, align 4
  %412 = add nsw i32 %lane1134, 1
  br label %for.cond131, !llvm.loop !168

for.end133:                                       ; preds = %for.cond131
  %413 = add nsw i32 %i2, 1
  br label %for.cond118, !llvm.loop !169

for.cond135:                                      ; preds = %for.body136, %for.end120
  %i138 = phi i32 [ 0, %for.end120 ], [ %434, %for.body136 ]
  %414 = icmp slt i32 %i138, 64
  br i1 %414, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %415 = sext i32 %i138 to i64
  %416 = getelementptr inbounds float, ptr %m_prev, i64 %415
  %417 = load float, ptr %416, align 4
  %418 = sext i32 %i138 to i64
  %419 = getelementptr inbounds float, ptr %m, i64 %418
  %420 = load float, ptr %419, align 4
  %421 = fsub float %417, %420
  %alpha = call float @tilec_expf(float %421)
  %422 = sext i32 %i138 to i64
  %423 = getelementptr inbounds float, ptr %l, i64 %422
  %424 = load float, ptr %423, align 4
  %425 = fmul float %424, %alpha
  %426 = sext i32 %i138 to i64
  %427 = getelementptr inbounds float, ptr %row_sum, i64 %426
  %428 = load float, ptr %427, align 4
  %429 = fadd float %425, %428
  %430 = sext i32 %i138 to i64
  %431 = getelementptr inbounds float, ptr %l, i64 %430
  store float %429, ptr %431, align 4
  %432 = sext i32 %i138 to i64
  %433 = getelementptr inbounds float, ptr %m_prev, i64 %432
  store float %alpha, ptr %433, align 4
  %434 = add nsw i32 %i138, 1
  br label %for.cond135, !llvm.loop !170

for.end137:                                       ; preds = %for.cond135
  br label %for.cond139

for.cond139:                                      ; preds = %for.end145, %for.end137
  %i142 = phi i32 [ 0, %for.end137 ], [ %453, %for.end145 ]
  %435 = icmp slt i32 %i142, 64
  br i1 %435, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  br label %for.cond143

for.end141:                                       ; preds = %for.cond139
  br label %for.cond146

for.cond143:                                      ; preds = %for.body144, %for.body140
  %d = phi i32 [ 0, %for.body140 ], [ %452, %for.body144 ]
  %436 = icmp slt i32 %d, 64
  br i1 %436, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %437 = sext i32 %i142 to i64
  %438 = mul nsw i64 %437, 64
  %439 = sext i32 %d to i64
  %440 = add nsw i64 %438, %439
  %441 = getelementptr inbounds float, ptr %acc_o, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = sext i32 %i142 to i64
  %444 = getelementptr inbounds float, ptr %m_prev, i64 %443
  %445 = load float, ptr %444, align 4
  %446 = fmul float %442, %445
  %447 = sext i32 %i142 to i64
  %448 = mul nsw i64 %447, 64
  %449 = sext i32 %d to i64
  %450 = add nsw i64 %448, %449
  %451 = getelementptr inbounds float, ptr %acc_o, i64 %450
  store float %446, ptr %451, align 4
  %452 = add nsw i32 %d, 1
  br label %for.cond143, !llvm.loop !171

for.end145:                                       ; preds = %for.cond143
  %453 = add nsw i32 %i142, 1
  br label %for.cond139, !llvm.loop !172

for.cond146:                                      ; preds = %for.end152, %for.end141
  %i3149 = phi i32 [ 0, %for.end141 ], [ %473, %for.end152 ]
  %454 = icmp slt i32 %i3149, 64
  br i1 %454, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  br label %for.cond150

for.end148:                                       ; preds = %for.cond146
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %455 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !173

for.cond150:                                      ; preds = %for.body151, %for.body147
  %j1153 = phi i32 [ 0, %for.body147 ], [ %472, %for.body151 ]
  %456 = icmp slt i32 %j1153, 64
  br i1 %456, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %457 = sext i32 %i3149 to i64
  %458 = mul nsw i64 %457, 64
  %459 = sext i32 %j1153 to i64
  %460 = add nsw i64 %458, %459
  %461 = getelementptr inbounds float, ptr %acc_s, i64 %460
  %462 = load float, ptr %461, align 4
  %463 = fptrunc float %462 to half
  %464 = fpext half %463 to float
  %465 = sext i32 %i3149 to i64
  %466 = mul nsw i64 %465, 64
  %467 = sext i32 %j1153 to i64
  %468 = add nsw i64 %466, %467
  %469 = getelementptr inbounds i16, ptr %P_s, i64 %468
  %470 = fptrunc float %464 to half
  %471 = bitcast half %470 to i16
  store i16 %471, ptr %469, align 2
  %472 = add nsw i32 %j1153, 1
  br label %for.cond150, !llvm.loop !174

for.end152:                                       ; preds = %for.cond150
  %473 = add nsw i32 %i3149, 1
  br label %for.cond146, !llvm.loop !175

for.cond154:                                      ; preds = %for.end160, %for.end30
  %i157 = phi i32 [ 0, %for.end30 ], [ %505, %for.end160 ]
  %474 = icmp slt i32 %i157, 64
  br i1 %474, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  br label %for.cond158

for.end156:                                       ; preds = %for.cond154
  %475 = sext i32 %bz to i64
  %476 = add i64 %475, 1
  %477 = sext i32 %BH to i64
  %478 = icmp sle i64 %476, %477
  %479 = mul i32 %bx, 64
  %480 = icmp sle i32 0, %479
  %481 = mul i32 %bx, 64
  %482 = sext i32 %481 to i64
  %483 = add i64 %482, 64
  %484 = sext i32 %S to i64
  %485 = icmp sle i64 %483, %484
  %486 = and i1 %480, %485
  %487 = and i1 %478, %486
  br i1 %487, label %if.then162, label %if.else163

for.cond158:                                      ; preds = %for.body159, %for.body155
  %d161 = phi i32 [ 0, %for.body155 ], [ %504, %for.body159 ]
  %488 = icmp slt i32 %d161, 64
  br i1 %488, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %489 = sext i32 %i157 to i64
  %490 = mul nsw i64 %489, 64
  %491 = sext i32 %d161 to i64
  %492 = add nsw i64 %490, %491
  %493 = getelementptr inbounds float, ptr %acc_o, i64 %492
  %494 = load float, ptr %493, align 4
  %495 = sext i32 %i157 to i64
  %496 = getelementptr inbounds float, ptr %l, i64 %495
  %497 = load float, ptr %496, align 4
  %498 = fdiv float %494, %497
  %499 = sext i32 %i157 to i64
  %500 = mul nsw i64 %499, 64
  %501 = sext i32 %d161 to i64
  %502 = add nsw i64 %500, %501
  %503 = getelementptr inbounds float, ptr %acc_o, i64 %502
  store float %498, ptr %503, align 4
  %504 = add nsw i32 %d161, 1
  br label %for.cond158, !llvm.loop !176

for.end160:                                       ; preds = %for.cond158
  %505 = add nsw i32 %i157, 1
  br label %for.cond154, !llvm.loop !177

if.then162:                                       ; preds = %for.end156
  br label %for.cond165

if.else163:                                       ; preds = %for.end156
  br label %for.cond171

if.end164:                                        ; preds = %for.end173, %for.end167
  ret void

for.cond165:                                      ; preds = %for.end170, %if.then162
  %i5 = phi i32 [ 0, %if.then162 ], [ %530, %for.end170 ]
  %506 = icmp slt i32 %i5, 64
  br i1 %506, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  br label %for.cond168

for.end167:                                       ; preds = %for.cond165
  br label %if.end164

for.cond168:                                      ; preds = %for.body169, %for.body166
  %j2 = phi i32 [ 0, %for.body166 ], [ %529, %for.body169 ]
  %507 = icmp slt i32 %j2, 64
  br i1 %507, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %508 = sext i32 %i5 to i64
  %509 = mul nsw i64 %508, 64
  %510 = sext i32 %j2 to i64
  %511 = add nsw i64 %509, %510
  %512 = getelementptr inbounds float, ptr %acc_o, i64 %511
  %513 = load float, ptr %512, align 4
  %514 = fptrunc float %513 to half
  %515 = fpext half %514 to float
  %516 = sext i32 %bz to i64
  %517 = sext i32 %S to i64
  %518 = mul nsw i64 %516, %517
  %519 = mul i32 %bx, 64
  %520 = add i32 %519, %i5
  %521 = sext i32 %520 to i64
  %522 = add nsw i64 %518, %521
  %523 = mul nsw i64 %522, 64
  %524 = sext i32 %j2 to i64
  %525 = add nsw i64 %523, %524
  %526 = getelementptr inbounds i16, ptr %O, i64 %525
  %527 = fptrunc float %515 to half
  %528 = bitcast half %527 to i16
  store i16 %528, ptr %526, align 2
  %529 = add nsw i32 %j2, 1
  br label %for.cond168, !llvm.loop !178

for.end170:                                       ; preds = %for.cond168
  %530 = add nsw i32 %i5, 1
  br label %for.cond165, !llvm.loop !179

for.cond171:                                      ; preds = %for.end177, %if.else163
  %i5174 = phi i32 [ 0, %if.else163 ], [ %549, %for.end177 ]
  %531 = icmp slt i32 %i5174, 64
  br i1 %531, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  br label %for.cond175

for.end173:                                       ; preds = %for.cond171
  br label %if.end164

for.cond175:                                      ; preds = %if.end181, %for.body172
  %j2178 = phi i32 [ 0, %for.body172 ], [ %571, %if.end181 ]
  %532 = icmp slt i32 %j2178, 64
  br i1 %532, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %533 = sext i32 %bz to i64
  %534 = sext i32 %BH to i64
  %535 = icmp slt i64 %533, %534
  %536 = mul i32 %bx, 64
  %537 = sext i32 %536 to i64
  %538 = sext i32 %i5174 to i64
  %539 = add i64 %537, %538
  %540 = icmp sle i64 0, %539
  %541 = mul i32 %bx, 64
  %542 = sext i32 %541 to i64
  %543 = sext i32 %i5174 to i64
  %544 = add i64 %542, %543
  %545 = sext i32 %S to i64
  %546 = icmp slt i64 %544, %545
  %547 = and i1 %540, %546
  %548 = and i1 %535, %547
  br i1 %548, label %if.then179, label %if.else180

for.end177:                                       ; preds = %for.cond175
  %549 = add nsw i32 %i5174, 1
  br label %for.cond171, !llvm.loop !180

if.then179:                                       ; preds = %for.body176
  %550 = sext i32 %i5174 to i64
  %551 = mul nsw i64 %550, 64
  %552 = sext i32 %j2178 to i64
  %553 = add nsw i64 %551, %552
  %554 = getelementptr inbounds float, ptr %acc_o, i64 %553
  %555 = load float, ptr %554, align 4
  %556 = fptrunc float %555 to half
  %557 = fpext half %556 to float
  %558 = sext i32 %bz to i64
  %559 = sext i32 %S to i64
  %560 = mul nsw i64 %558, %559
  %561 = mul i32 %bx, 64
  %562 = add i32 %561, %i5174
  %563 = sext i32 %562 to i64
  %564 = add nsw i64 %560, %563
  %565 = mul nsw i64 %564, 64
  %566 = sext i32 %j2178 to i64
  %567 = add nsw i64 %565, %566
  %568 = getelementptr inbounds i16, ptr %O, i64 %567
  %569 = fptrunc float %557 to half
  %570 = bitcast half %569 to i16
  store i16 %570, ptr %568, align 2
  br label %if.end181

if.else180:                                       ; preds = %for.body176
  br label %if.end181

if.end181:                                        ; preds = %if.else180, %if.then179
  %571 = add nsw i32 %j2178, 1
  br label %for.cond175, !llvm.loop !181
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
  %tl_lanes_14 = alloca [32 x float], align 64
  %tl_lanes_15 = alloca [32 x float], align 64
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
  %i3 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i3, 64
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
  br label %for.cond1, !llvm.loop !182

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !183

for.cond4:                                        ; preds = %for.end10, %if.else
  %i37 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i37, 64
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
  %45 = sext i32 %i37 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %bx, 64
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
  br label %for.cond4, !llvm.loop !184

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %bz to i64
  %58 = sext i32 %S to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %bx, 64
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
  br label %for.cond8, !llvm.loop !185

for.cond12:                                       ; preds = %for.end18, %if.end
  %i315 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i315, 64
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
  br label %for.cond16, !llvm.loop !186

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !187

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i323, 64
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i323 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !188

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i327 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i327, 64
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i327 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !189

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

for.cond28:                                       ; preds = %for.end148, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %455, %for.end148 ]
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
  %i337 = phi i32 [ 0, %if.then31 ], [ %160, %for.end40 ]
  %136 = icmp slt i32 %i337, 64
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
  br label %for.cond38, !llvm.loop !190

for.end40:                                        ; preds = %for.cond38
  %160 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !191

for.cond42:                                       ; preds = %for.end48, %if.else32
  %i345 = phi i32 [ 0, %if.else32 ], [ %179, %for.end48 ]
  %161 = icmp slt i32 %i345, 64
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
  %168 = sext i32 %i345 to i64
  %169 = add i64 %167, %168
  %170 = icmp sle i64 0, %169
  %171 = mul i32 %kb, 64
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
  br label %for.cond42, !llvm.loop !192

sel.then50:                                       ; preds = %for.body47
  %180 = sext i32 %bz to i64
  %181 = sext i32 %S to i64
  %182 = mul nsw i64 %180, %181
  %183 = mul i32 %kb, 64
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
  br label %for.cond46, !llvm.loop !193

if.then53:                                        ; preds = %if.end33
  br label %for.cond56

if.else54:                                        ; preds = %if.end33
  br label %for.cond64

if.end55:                                         ; preds = %for.end66, %for.end58
  br label %for.cond75

for.cond56:                                       ; preds = %for.end62, %if.then53
  %i359 = phi i32 [ 0, %if.then53 ], [ %227, %for.end62 ]
  %203 = icmp slt i32 %i359, 64
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
  br label %for.cond60, !llvm.loop !194

for.end62:                                        ; preds = %for.cond60
  %227 = add nsw i32 %i359, 1
  br label %for.cond56, !llvm.loop !195

for.cond64:                                       ; preds = %for.end70, %if.else54
  %i367 = phi i32 [ 0, %if.else54 ], [ %246, %for.end70 ]
  %228 = icmp slt i32 %i367, 64
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
  %235 = sext i32 %i367 to i64
  %236 = add i64 %234, %235
  %237 = icmp sle i64 0, %236
  %238 = mul i32 %kb, 64
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
  br label %for.cond64, !llvm.loop !196

sel.then72:                                       ; preds = %for.body69
  %247 = sext i32 %bz to i64
  %248 = sext i32 %S to i64
  %249 = mul nsw i64 %247, %248
  %250 = mul i32 %kb, 64
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
  br label %for.cond68, !llvm.loop !197

for.cond75:                                       ; preds = %for.end81, %if.end55
  %i378 = phi i32 [ 0, %if.end55 ], [ %278, %for.end81 ]
  %270 = icmp slt i32 %i378, 64
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
  %272 = sext i32 %i378 to i64
  %273 = mul nsw i64 %272, 64
  %274 = sext i32 %j182 to i64
  %275 = add nsw i64 %273, %274
  %276 = getelementptr inbounds float, ptr %acc_s, i64 %275
  store float 0.000000e+00, ptr %276, align 4
  %277 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !198

for.end81:                                        ; preds = %for.cond79
  %278 = add nsw i32 %i378, 1
  br label %for.cond75, !llvm.loop !199

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
  br label %for.cond86, !llvm.loop !200

for.end88:                                        ; preds = %for.cond86
  %299 = add nsw i32 %i, 1
  br label %for.cond83, !llvm.loop !201

for.cond89:                                       ; preds = %for.body90, %for.end85
  %i392 = phi i32 [ 0, %for.end85 ], [ %306, %for.body90 ]
  %300 = icmp slt i32 %i392, 64
  br i1 %300, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %301 = sext i32 %i392 to i64
  %302 = getelementptr inbounds float, ptr %m, i64 %301
  %303 = load float, ptr %302, align 4
  %304 = sext i32 %i392 to i64
  %305 = getelementptr inbounds float, ptr %m_prev, i64 %304
  store float %303, ptr %305, align 4
  %306 = add nsw i32 %i392, 1
  br label %for.cond89, !llvm.loop !202

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.end108, %for.end91
  %i1 = phi i32 [ 0, %for.end91 ], [ %349, %for.end108 ]
  %307 = icmp slt i32 %i1, 64
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
  %310 = mul nsw i64 %309, 64
  %311 = sext i32 %lane to i64
  %312 = add nsw i64 %310, %311
  %313 = getelementptr inbounds float, ptr %acc_s, i64 %312
  %314 = load float, ptr %313, align 4
  %315 = sext i32 %lane to i64
  %316 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %315
  store float %314, ptr %316, align 4
  %317 = add nsw i32 %lane, 1
  br label %for.cond96, !llvm.loop !203

for.end98:                                        ; preds = %for.cond96
  br label %for.cond99

for.cond99:                                       ; preds = %for.end104, %for.end98
  %red = phi i32 [ 0, %for.end98 ], [ %337, %for.end104 ]
  %318 = icmp slt i32 %red, 1
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
  %323 = mul nsw i64 %322, 64
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
  br label %for.cond102, !llvm.loop !204

for.end104:                                       ; preds = %for.cond102
  %337 = add nsw i32 %red, 1
  br label %for.cond99, !llvm.loop !205

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
  br label %for.cond106, !llvm.loop !206

for.end108:                                       ; preds = %for.cond106
  %349 = add nsw i32 %i1, 1
  br label %for.cond93, !llvm.loop !207

for.cond110:                                      ; preds = %for.end116, %for.end95
  %i113 = phi i32 [ 0, %for.end95 ], [ %369, %for.end116 ]
  %350 = icmp slt i32 %i113, 64
  br i1 %350, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond114

for.end112:                                       ; preds = %for.cond110
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body111
  %j117 = phi i32 [ 0, %for.body111 ], [ %368, %for.body115 ]
  %351 = icmp slt i32 %j117, 64
  br i1 %351, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %352 = sext i32 %i113 to i64
  %353 = mul nsw i64 %352, 64
  %354 = sext i32 %j117 to i64
  %355 = add nsw i64 %353, %354
  %356 = getelementptr inbounds float, ptr %acc_s, i64 %355
  %357 = load float, ptr %356, align 4
  %358 = sext i32 %i113 to i64
  %359 = getelementptr inbounds float, ptr %m, i64 %358
  %360 = load float, ptr %359, align 4
  %361 = fsub float %357, %360
  %362 = call float @tilec_expf(float %361)
  %363 = sext i32 %i113 to i64
  %364 = mul nsw i64 %363, 64
  %365 = sext i32 %j117 to i64
  %366 = add nsw i64 %364, %365
  %367 = getelementptr inbounds float, ptr %acc_s, i64 %366
  store float %362, ptr %367, align 4
  %368 = add nsw i32 %j117, 1
  br label %for.cond114, !llvm.loop !208

for.end116:                                       ; preds = %for.cond114
  %369 = add nsw i32 %i113, 1
  br label %for.cond110, !llvm.loop !209

for.cond118:                                      ; preds = %for.end133, %for.end112
  %i2 = phi i32 [ 0, %for.end112 ], [ %413, %for.end133 ]
  %370 = icmp slt i32 %i2, 64
  br i1 %370, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  br label %for.cond121

for.end120:                                       ; preds = %for.cond118
  br label %for.cond135

for.cond121:                                      ; preds = %for.body122, %for.body119
  %lane1 = phi i32 [ 0, %for.body119 ], [ %380, %for.body122 ]
  %371 = icmp slt i32 %lane1, 32
  br i1 %371, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %372 = sext i32 %i2 to i64
  %373 = mul nsw i64 %372, 64
  %374 = sext i32 %lane1 to i64
  %375 = add nsw i64 %373, %374
  %376 = getelementptr inbounds float, ptr %acc_s, i64 %375
  %377 = load float, ptr %376, align 4
  %378 = sext i32 %lane1 to i64
  %379 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %378
  store float %377, ptr %379, align 4
  %380 = add nsw i32 %lane1, 1
  br label %for.cond121, !llvm.loop !210

for.end123:                                       ; preds = %for.cond121
  br label %for.cond124

for.cond124:                                      ; preds = %for.end129, %for.end123
  %red1 = phi i32 [ 0, %for.end123 ], [ %401, %for.end129 ]
  %381 = icmp slt i32 %red1, 1
  br i1 %381, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  br label %for.cond127

for.end126:                                       ; preds = %for.cond124
  %382 = sext i32 %i2 to i64
  %383 = getelementptr inbounds float, ptr %row_sum, i64 %382
  store float 0.000000e+00, ptr %383, align 4
  br label %for.cond131

for.cond127:                                      ; preds = %for.body128, %for.body125
  %lane1130 = phi i32 [ 0, %for.body125 ], [ %400, %for.body128 ]
  %384 = icmp slt i32 %lane1130, 32
  br i1 %384, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %385 = sext i32 %lane1130 to i64
  %386 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = sext i32 %i2 to i64
  %389 = mul nsw i64 %388, 64
  %390 = add i32 %red1, 1
  %391 = mul i32 %390, 32
  %392 = add i32 %391, %lane1130
  %393 = sext i32 %392 to i64
  %394 = add nsw i64 %389, %393
  %395 = getelementptr inbounds float, ptr %acc_s, i64 %394
  %396 = load float, ptr %395, align 4
  %397 = fadd float %387, %396
  %398 = sext i32 %lane1130 to i64
  %399 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %398
  store float %397, ptr %399, align 4
  %400 = add nsw i32 %lane1130, 1
  br label %for.cond127, !llvm.loop !211

for.end129:                                       ; preds = %for.cond127
  %401 = add nsw i32 %red1, 1
  br label %for.cond124, !llvm.loop !212

for.cond131:                                      ; preds = %for.body132, %for.end126
  %lane1134 = phi i32 [ 0, %for.end126 ], [ %412, %for.body132 ]
  %402 = icmp slt i32 %lane1134, 32
  br i1 %402, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %403 = sext i32 %i2 to i64
  %404 = getelementptr inbounds float, ptr %row_sum, i64 %403
  %405 = load float, ptr %404, align 4
  %406 = sext i32 %lane1134 to i64
  %407 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = fadd float %405, %408
  %410 = sext i32 %i2 to i64
  %411 = getelementptr inbounds float, ptr %row_sum, i64 %410
  store float %409, ptr %411, align 4
  %412 = add nsw i32 %lane1134, 1
  br label %for.cond131, !llvm.loop !213

for.end133:                                       ; preds = %for.cond131
  %413 = add nsw i32 %i2, 1
  br label %for.cond118, !llvm.loop !214

for.cond135:                                      ; preds = %for.body136, %for.end120
  %i138 = phi i32 [ 0, %for.end120 ], [ %434, %for.body136 ]
  %414 = icmp slt i32 %i138, 64
  br i1 %414, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %415 = sext i32 %i138 to i64
  %416 = getelementptr inbounds float, ptr %m_prev, i64 %415
  %417 = load float, ptr %416, align 4
  %418 = sext i32 %i138 to i64
  %419 = getelementptr inbounds float, ptr %m, i64 %418
  %420 = load float, ptr %419, align 4
  %421 = fsub float %417, %420
  %alpha = call float @tilec_expf(float %421)
  %422 = sext i32 %i138 to i64
  %423 = getelementptr inbounds float, ptr %l, i64 %422
  %424 = load float, ptr %423, align 4
  %425 = fmul float %424, %alpha
  %426 = sext i32 %i138 to i64
  %427 = getelementptr inbounds float, ptr %row_sum, i64 %426
  %428 = load float, ptr %427, align 4
  %429 = fadd float %425, %428
  %430 = sext i32 %i138 to i64
  %431 = getelementptr inbounds float, ptr %l, i64 %430
  store float %429, ptr %431, align 4
  %432 = sext i32 %i138 to i64
  %433 = getelementptr inbounds float, ptr %m_prev, i64 %432
  store float %alpha, ptr %433, align 4
  %434 = add nsw i32 %i138, 1
  br label %for.cond135, !llvm.loop !215

for.end137:                                       ; preds = %for.cond135
  br label %for.cond139

for.cond139:                                      ; preds = %for.end145, %for.end137
  %i142 = phi i32 [ 0, %for.end137 ], [ %453, %for.end145 ]
  %435 = icmp slt i32 %i142, 64
  br i1 %435, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  br label %for.cond143

for.end141:                                       ; preds = %for.cond139
  br label %for.cond146

for.cond143:                                      ; preds = %for.body144, %for.body140
  %d = phi i32 [ 0, %for.body140 ], [ %452, %for.body144 ]
  %436 = icmp slt i32 %d, 64
  br i1 %436, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %437 = sext i32 %i142 to i64
  %438 = mul nsw i64 %437, 64
  %439 = sext i32 %d to i64
  %440 = add nsw i64 %438, %439
  %441 = getelementptr inbounds float, ptr %acc_o, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = sext i32 %i142 to i64
  %444 = getelementptr inbounds float, ptr %m_prev, i64 %443
  %445 = load float, ptr %444, align 4
  %446 = fmul float %442, %445
  %447 = sext i32 %i142 to i64
  %448 = mul nsw i64 %447, 64
  %449 = sext i32 %d to i64
  %450 = add nsw i64 %448, %449
  %451 = getelementptr inbounds float, ptr %acc_o, i64 %450
  store float %446, ptr %451, align 4
  %452 = add nsw i32 %d, 1
  br label %for.cond143, !llvm.loop !216

for.end145:                                       ; preds = %for.cond143
  %453 = add nsw i32 %i142, 1
  br label %for.cond139, !llvm.loop !217

for.cond146:                                      ; preds = %for.end152, %for.end141
  %i3149 = phi i32 [ 0, %for.end141 ], [ %473, %for.end152 ]
  %454 = icmp slt i32 %i3149, 64
  br i1 %454, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  br label %for.cond150

for.end148:                                       ; preds = %for.cond146
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %455 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !218

for.cond150:                                      ; preds = %for.body151, %for.body147
  %j1153 = phi i32 [ 0, %for.body147 ], [ %472, %for.body151 ]
  %456 = icmp slt i32 %j1153, 64
  br i1 %456, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %457 = sext i32 %i3149 to i64
  %458 = mul nsw i64 %457, 64
  %459 = sext i32 %j1153 to i64
  %460 = add nsw i64 %458, %459
  %461 = getelementptr inbounds float, ptr %acc_s, i64 %460
  %462 = load float, ptr %461, align 4
  %463 = fptrunc float %462 to half
  %464 = fpext half %463 to float
  %465 = sext i32 %i3149 to i64
  %466 = mul nsw i64 %465, 64
  %467 = sext i32 %j1153 to i64
  %468 = add nsw i64 %466, %467
  %469 = getelementptr inbounds i16, ptr %P_s, i64 %468
  %470 = fptrunc float %464 to half
  %471 = bitcast half %470 to i16
  store i16 %471, ptr %469, align 2
  %472 = add nsw i32 %j1153, 1
  br label %for.cond150, !llvm.loop !219

for.end152:                                       ; preds = %for.cond150
  %473 = add nsw i32 %i3149, 1
  br label %for.cond146, !llvm.loop !220

for.cond154:                                      ; preds = %for.end160, %for.end30
  %i157 = phi i32 [ 0, %for.end30 ], [ %505, %for.end160 ]
  %474 = icmp slt i32 %i157, 64
  br i1 %474, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  br label %for.cond158

for.end156:                                       ; preds = %for.cond154
  %475 = sext i32 %bz to i64
  %476 = add i64 %475, 1
  %477 = sext i32 %BH to i64
  %478 = icmp sle i64 %476, %477
  %479 = mul i32 %bx, 64
  %480 = icmp sle i32 0, %479
  %481 = mul i32 %bx, 64
  %482 = sext i32 %481 to i64
  %483 = add i64 %482, 64
  %484 = sext i32 %S to i64
  %485 = icmp sle i64 %483, %484
  %486 = and i1 %480, %485
  %487 = and i1 %478, %486
  br i1 %487, label %if.then162, label %if.else163

for.cond158:                                      ; preds = %for.body159, %for.body155
  %d161 = phi i32 [ 0, %for.body155 ], [ %504, %for.body159 ]
  %488 = icmp slt i32 %d161, 64
  br i1 %488, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %489 = sext i32 %i157 to i64
  %490 = mul nsw i64 %489, 64
  %491 = sext i32 %d161 to i64
  %492 = add nsw i64 %490, %491
  %493 = getelementptr inbounds float, ptr %acc_o, i64 %492
  %494 = load float, ptr %493, align 4
  %495 = sext i32 %i157 to i64
  %496 = getelementptr inbounds float, ptr %l, i64 %495
  %497 = load float, ptr %496, align 4
  %498 = fdiv float %494, %497
  %499 = sext i32 %i157 to i64
  %500 = mul nsw i64 %499, 64
  %501 = sext i32 %d161 to i64
  %502 = add nsw i64 %500, %501
  %503 = getelementptr inbounds float, ptr %acc_o, i64 %502
  store float %498, ptr %503, align 4
  %504 = add nsw i32 %d161, 1
  br label %for.cond158, !llvm.loop !221

for.end160:                                       ; preds = %for.cond158
  %505 = add nsw i32 %i157, 1
  br label %for.cond154, !llvm.loop !222

if.then162:                                       ; preds = %for.end156
  br label %for.cond165

if.else163:                                       ; preds = %for.end156
  br label %for.cond171

if.end164:                                        ; preds = %for.end173, %for.end167
  ret void

for.cond165:                                      ; preds = %for.end170, %if.then162
  %i5 = phi i32 [ 0, %if.then162 ], [ %530, %for.end170 ]
  %506 = icmp slt i32 %i5, 64
  br i1 %506, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  br label %for.cond168

for.end167:                                       ; preds = %for.cond165
  br label %if.end164

for.cond168:                                      ; preds = %for.body169, %for.body166
  %j2 = phi i32 [ 0, %for.body166 ], [ %529, %for.body169 ]
  %507 = icmp slt i32 %j2, 64
  br i1 %507, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %508 = sext i32 %i5 to i64
  %509 = mul nsw i64 %508, 64
  %510 = sext i32 %j2 to i64
  %511 = add nsw i64 %509, %510
  %512 = getelementptr inbounds float, ptr %acc_o, i64 %511
  %513 = load float, ptr %512, align 4
  %514 = fptrunc float %513 to half
  %515 = fpext half %514 to float
  %516 = sext i32 %bz to i64
  %517 = sext i32 %S to i64
  %518 = mul nsw i64 %516, %517
  %519 = mul i32 %bx, 64
  %520 = add i32 %519, %i5
  %521 = sext i32 %520 to i64
  %522 = add nsw i64 %518, %521
  %523 = mul nsw i64 %522, 64
  %524 = sext i32 %j2 to i64
  %525 = add nsw i64 %523, %524
  %526 = getelementptr inbounds i16, ptr %O, i64 %525
  %527 = fptrunc float %515 to half
  %528 = bitcast half %527 to i16
  store i16 %528, ptr %526, align 2
  %529 = add nsw i32 %j2, 1
  br label %for.cond168, !llvm.loop !223

for.end170:                                       ; preds = %for.cond168
  %530 = add nsw i32 %i5, 1
  br label %for.cond165, !llvm.loop !224

for.cond171:                                      ; preds = %for.end177, %if.else163
  %i5174 = phi i32 [ 0, %if.else163 ], [ %549, %for.end177 ]
  %531 = icmp slt i32 %i5174, 64
  br i1 %531, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  br label %for.cond175

for.end173:                                       ; preds = %for.cond171
  br label %if.end164

for.cond175:                                      ; preds = %if.end181, %for.body172
  %j2178 = phi i32 [ 0, %for.body172 ], [ %571, %if.end181 ]
  %532 = icmp slt i32 %j2178, 64
  br i1 %532, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %533 = sext i32 %bz to i64
  %534 = sext i32 %BH to i64
  %535 = icmp slt i64 %533, %534
  %536 = mul i32 %bx, 64
  %537 = sext i32 %536 to i64
  %538 = sext i32 %i5174 to i64
  %539 = add i64 %537, %538
  %540 = icmp sle i64 0, %539
  %541 = mul i32 %bx, 64
  %542 = sext i32 %541 to i64
  %543 = sext i32 %i5174 to i64
  %544 = add i64 %542, %543
  %545 = sext i32 %S to i64
  %546 = icmp slt i64 %544, %545
  %547 = and i1 %540, %546
  %548 = and i1 %535, %547
  br i1 %548, label %if.then179, label %if.else180

for.end177:                                       ; preds = %for.cond175
  %549 = add nsw i32 %i5174, 1
  br label %for.cond171, !llvm.loop !225

if.then179:                                       ; preds = %for.body176
  %550 = sext i32 %i5174 to i64
  %551 = mul nsw i64 %550, 64
  %552 = sext i32 %j2178 to i64
  %553 = add nsw i64 %551, %552
  %554 = getelementptr inbounds float, ptr %acc_o, i64 %553
  %555 = load float, ptr %554, align 4
  %556 = fptrunc float %555 to half
  %557 = fpext half %556 to float
  %558 = sext i32 %bz to i64
  %559 = sext i32 %S to i64
  %560 = mul nsw i64 %558, %559
  %561 = mul i32 %bx, 64
  %562 = add i32 %561, %i5174
  %563 = sext i32 %562 to i64
  %564 = add nsw i64 %560, %563
  %565 = mul nsw i64 %564, 64
  %566 = sext i32 %j2178 to i64
  %567 = add nsw i64 %565, %566
  %568 = getelementptr inbounds i16, ptr %O, i64 %567
  %569 = fptrunc float %557 to half
  %570 = bitcast half %569 to i16
  store i16 %570, ptr %568, align 2
  br label %if.end181

if.else180:                                       ; preds = %for.body176
  br label %if.end181

if.end181:                                        ; preds = %if.else180, %if.then179
  %571 = add nsw i32 %j2178, 1
  br label %for.cond175, !llvm.loop !226
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
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1, !2}
!113 = distinct !{!113, !1, !2}
!114 = distinct !{!114, !1, !2}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1, !2}
!121 = distinct !{!121, !1, !2}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1, !2}
!126 = distinct !{!126, !1, !2}
!127 = distinct !{!127, !1}
!128 = distinct !{!128, !1}
!129 = distinct !{!129, !1, !2}
!130 = distinct !{!130, !1}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1}
!133 = distinct !{!133, !1, !2}
!134 = distinct !{!134, !1}
!135 = distinct !{!135, !1}
!136 = distinct !{!136, !1, !2}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !1}
!139 = distinct !{!139, !1}
!140 = distinct !{!140, !1, !2}
!141 = distinct !{!141, !1, !2}
!142 = distinct !{!142, !1}
!143 = distinct !{!143, !1, !2}
!144 = distinct !{!144, !1, !2}
!145 = distinct !{!145, !1, !2}
!146 = distinct !{!146, !1}
!147 = distinct !{!147, !1}
!148 = distinct !{!148, !1, !2}
!149 = distinct !{!149, !1, !2}
!150 = distinct !{!150, !1}
!151 = distinct !{!151, !1}
!152 = distinct !{!152, !1, !2}
!153 = distinct !{!153, !1, !2}
!154 = distinct !{!154, !1}
!155 = distinct !{!155, !1, !2}
!156 = distinct !{!156, !1}
!157 = distinct !{!157, !1, !2}
!158 = distinct !{!158, !1, !2}
!159 = distinct !{!159, !1, !2}
!160 = distinct !{!160, !1}
!161 = distinct !{!161, !1}
!162 = distinct !{!162, !1}
!163 = distinct !{!163, !1, !2}
!164 = distinct !{!164, !1}
!165 = distinct !{!165, !1, !2}
!166 = distinct !{!166, !1, !2}
!167 = distinct !{!167, !1}
!168 = distinct !{!168, !1}
!169 = distinct !{!169, !1}
!170 = distinct !{!170, !1, !2}
!171 = distinct !{!171, !1, !2}
!172 = distinct !{!172, !1}
!173 = distinct !{!173, !1}
!174 = distinct !{!174, !1, !2}
!175 = distinct !{!175, !1}
!176 = distinct !{!176, !1, !2}
!177 = distinct !{!177, !1}
!178 = distinct !{!178, !1, !2}
!179 = distinct !{!179, !1}
!180 = distinct !{!180, !1}
!181 = distinct !{!181, !1, !2}
!182 = distinct !{!182, !1, !2}
!183 = distinct !{!183, !1}
!184 = distinct !{!184, !1}
!185 = distinct !{!185, !1, !2}
!186 = distinct !{!186, !1, !2}
!187 = distinct !{!187, !1}
!188 = distinct !{!188, !1, !2}
!189 = distinct !{!189, !1, !2}
!190 = distinct !{!190, !1, !2}
!191 = distinct !{!191, !1}
!192 = distinct !{!192, !1}
!193 = distinct !{!193, !1, !2}
!194 = distinct !{!194, !1, !2}
!195 = distinct !{!195, !1}
!196 = distinct !{!196, !1}
!197 = distinct !{!197, !1, !2}
!198 = distinct !{!198, !1, !2}
!199 = distinct !{!199, !1}
!200 = distinct !{!200, !1, !2}
!201 = distinct !{!201, !1}
!202 = distinct !{!202, !1, !2}
!203 = distinct !{!203, !1, !2}
!204 = distinct !{!204, !1, !2}
!205 = distinct !{!205, !1}
!206 = distinct !{!206, !1}
!207 = distinct !{!207, !1}
!208 = distinct !{!208, !1, !2}
!209 = distinct !{!209, !1}
!210 = distinct !{!210, !1, !2}
!211 = distinct !{!211, !1, !2}
!212 = distinct !{!212, !1}
!213 = distinct !{!213, !1}
!214 = distinct !{!214, !1}
!215 = distinct !{!215, !1, !2}
!216 = distinct !{!216, !1, !2}
!217 = distinct !{!217, !1}
!218 = distinct !{!218, !1}
!219 = distinct !{!219, !1, !2}
!220 = distinct !{!220, !1}
!221 = distinct !{!221, !1, !2}
!222 = distinct !{!222, !1}
!223 = distinct !{!223, !1, !2}
!224 = distinct !{!224, !1}
!225 = distinct !{!225, !1}
!226 = distinct !{!226, !1, !2}
