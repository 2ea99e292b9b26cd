; ModuleID = 'flash_attention_bshd.tile'
source_filename = "flash_attention_bshd.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_flash_attention_bshd = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @flash_attention_bshd_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %B, i32 %S, i32 %bx, i32 %h, i32 %b) #0 {
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
  %0 = sext i32 %b to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %B to i64
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
  %13 = sext i32 %h to i64
  %14 = add i64 %13, 1
  %15 = icmp sle i64 %14, 4
  %16 = and i1 %12, %15
  br i1 %16, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %44, %for.end3 ]
  %17 = icmp slt i32 %i3, 64
  br i1 %17, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %43, %for.body2 ]
  %18 = icmp slt i32 %j1, 64
  br i1 %18, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %19 = sext i32 %b to i64
  %20 = sext i32 %S to i64
  %21 = mul nsw i64 %19, %20
  %22 = mul i32 %bx, 64
  %23 = add i32 %22, %i3
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 %21, %24
  %26 = mul nsw i64 %25, 4
  %27 = sext i32 %h to i64
  %28 = add nsw i64 %26, %27
  %29 = mul nsw i64 %28, 64
  %30 = sext i32 %j1 to i64
  %31 = add nsw i64 %29, %30
  %32 = getelementptr inbounds i16, ptr %Q, i64 %31
  %33 = load i16, ptr %32, align 2
  %34 = bitcast i16 %33 to half
  %35 = fpext half %34 to float
  %36 = sext i32 %i3 to i64
  %37 = mul nsw i64 %36, 64
  %38 = sext i32 %j1 to i64
  %39 = add nsw i64 %37, %38
  %40 = getelementptr inbounds i16, ptr %Q_s, i64 %39
  %41 = fptrunc float %35 to half
  %42 = bitcast half %41 to i16
  store i16 %42, ptr %40, align 2
  %43 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %44 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end10, %if.else
  %i37 = phi i32 [ 0, %if.else ], [ %66, %for.end10 ]
  %45 = icmp slt i32 %i37, 64
  br i1 %45, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %92, %sel.end ]
  %46 = icmp slt i32 %j111, 64
  br i1 %46, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %47 = sext i32 %b to i64
  %48 = sext i32 %B to i64
  %49 = icmp slt i64 %47, %48
  %50 = mul i32 %bx, 64
  %51 = sext i32 %50 to i64
  %52 = sext i32 %i37 to i64
  %53 = add i64 %51, %52
  %54 = icmp sle i64 0, %53
  %55 = mul i32 %bx, 64
  %56 = sext i32 %55 to i64
  %57 = sext i32 %i37 to i64
  %58 = add i64 %56, %57
  %59 = sext i32 %S to i64
  %60 = icmp slt i64 %58, %59
  %61 = and i1 %54, %60
  %62 = and i1 %49, %61
  %63 = sext i32 %h to i64
  %64 = icmp slt i64 %63, 4
  %65 = and i1 %62, %64
  br i1 %65, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %66 = add nsw i32 %i37, 1
  br label %for.cond4, !llvm.loop !4

sel.then:                                         ; preds = %for.body9
  %67 = sext i32 %b to i64
  %68 = sext i32 %S to i64
  %69 = mul nsw i64 %67, %68
  %70 = mul i32 %bx, 64
  %71 = add i32 %70, %i37
  %72 = sext i32 %71 to i64
  %73 = add nsw i64 %69, %72
  %74 = mul nsw i64 %73, 4
  %75 = sext i32 %h to i64
  %76 = add nsw i64 %74, %75
  %77 = mul nsw i64 %76, 64
  %78 = sext i32 %j111 to i64
  %79 = add nsw i64 %77, %78
  %80 = getelementptr inbounds i16, ptr %Q, i64 %79
  %81 = load i16, ptr %80, align 2
  %82 = bitcast i16 %81 to half
  %83 = fpext half %82 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %84 = phi float [ %83, %sel.then ], [ 0.000000e+00, %sel.else ]
  %85 = sext i32 %i37 to i64
  %86 = mul nsw i64 %85, 64
  %87 = sext i32 %j111 to i64
  %88 = add nsw i64 %86, %87
  %89 = getelementptr inbounds i16, ptr %Q_s, i64 %88
  %90 = fptrunc float %84 to half
  %91 = bitcast half %90 to i16
  store i16 %91, ptr %89, align 2
  %92 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !5

for.cond12:                                       ; preds = %for.end18, %if.end
  %i315 = phi i32 [ 0, %if.end ], [ %101, %for.end18 ]
  %93 = icmp slt i32 %i315, 64
  br i1 %93, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  br label %for.cond16

for.end14:                                        ; preds = %for.cond12
  br label %for.cond20

for.cond16:                                       ; preds = %for.body17, %for.body13
  %j119 = phi i32 [ 0, %for.body13 ], [ %100, %for.body17 ]
  %94 = icmp slt i32 %j119, 64
  br i1 %94, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %95 = sext i32 %i315 to i64
  %96 = mul nsw i64 %95, 64
  %97 = sext i32 %j119 to i64
  %98 = add nsw i64 %96, %97
  %99 = getelementptr inbounds float, ptr %acc_o, i64 %98
  store float 0.000000e+00, ptr %99, align 4
  %100 = add nsw i32 %j119, 1
  br label %for.cond16, !llvm.loop !6

for.end18:                                        ; preds = %for.cond16
  %101 = add nsw i32 %i315, 1
  br label %for.cond12, !llvm.loop !7

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i323 = phi i32 [ 0, %for.end14 ], [ %105, %for.body21 ]
  %102 = icmp slt i32 %i323, 64
  br i1 %102, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %103 = sext i32 %i323 to i64
  %104 = getelementptr inbounds float, ptr %l, i64 %103
  store float 0.000000e+00, ptr %104, align 4
  %105 = add nsw i32 %i323, 1
  br label %for.cond20, !llvm.loop !8

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i327 = phi i32 [ 0, %for.end22 ], [ %109, %for.body25 ]
  %106 = icmp slt i32 %i327, 64
  br i1 %106, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %107 = sext i32 %i327 to i64
  %108 = getelementptr inbounds float, ptr %m, i64 %107
  store float 0xFFF0000000000000, ptr %108, align 4
  %109 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !9

for.end26:                                        ; preds = %for.cond24
  %110 = sext i32 %S to i64
  %111 = sdiv i64 %110, 64
  %112 = sub i64 0, %110
  %113 = select i1 false, i64 %112, i64 %111
  %114 = srem i64 %110, 64
  %115 = icmp ne i64 %114, 0
  %116 = icmp slt i64 %110, 0
  %117 = icmp eq i1 %116, false
  %118 = and i1 %115, %117
  %119 = zext i1 %118 to i64
  %120 = add i64 %113, %119
  %121 = trunc i64 %120 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end148, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %494, %for.end148 ]
  %122 = icmp slt i32 %kb, %121
  br i1 %122, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %123 = sext i32 %b to i64
  %124 = add i64 %123, 1
  %125 = sext i32 %B to i64
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
  %136 = sext i32 %h to i64
  %137 = add i64 %136, 1
  %138 = icmp sle i64 %137, 4
  %139 = and i1 %135, %138
  br i1 %139, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond154

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond42

if.end33:                                         ; preds = %for.end44, %for.end36
  %140 = sext i32 %b to i64
  %141 = add i64 %140, 1
  %142 = sext i32 %B to i64
  %143 = icmp sle i64 %141, %142
  %144 = mul i32 %kb, 64
  %145 = icmp sle i32 0, %144
  %146 = mul i32 %kb, 64
  %147 = sext i32 %146 to i64
  %148 = add i64 %147, 64
  %149 = sext i32 %S to i64
  %150 = icmp sle i64 %148, %149
  %151 = and i1 %145, %150
  %152 = and i1 %143, %151
  %153 = sext i32 %h to i64
  %154 = add i64 %153, 1
  %155 = icmp sle i64 %154, 4
  %156 = and i1 %152, %155
  br i1 %156, label %if.then53, label %if.else54

for.cond34:                                       ; preds = %for.end40, %if.then31
  %i337 = phi i32 [ 0, %if.then31 ], [ %184, %for.end40 ]
  %157 = icmp slt i32 %i337, 64
  br i1 %157, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

for.cond38:                                       ; preds = %for.body39, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %183, %for.body39 ]
  %158 = icmp slt i32 %j141, 64
  br i1 %158, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %159 = sext i32 %b to i64
  %160 = sext i32 %S to i64
  %161 = mul nsw i64 %159, %160
  %162 = mul i32 %kb, 64
  %163 = add i32 %162, %i337
  %164 = sext i32 %163 to i64
  %165 = add nsw i64 %161, %164
  %166 = mul nsw i64 %165, 4
  %167 = sext i32 %h to i64
  %168 = add nsw i64 %166, %167
  %169 = mul nsw i64 %168, 64
  %170 = sext i32 %j141 to i64
  %171 = add nsw i64 %169, %170
  %172 = getelementptr inbounds i16, ptr %K, i64 %171
  %173 = load i16, ptr %172, align 2
  %174 = bitcast i16 %173 to half
  %175 = fpext half %174 to float
  %176 = sext i32 %i337 to i64
  %177 = mul nsw i64 %176, 64
  %178 = sext i32 %j141 to i64
  %179 = add nsw i64 %177, %178
  %180 = getelementptr inbounds i16, ptr %K_s, i64 %179
  %181 = fptrunc float %175 to half
  %182 = bitcast half %181 to i16
  store i16 %182, ptr %180, align 2
  %183 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !10

for.end40:                                        ; preds = %for.cond38
  %184 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !11

for.cond42:                                       ; preds = %for.end48, %if.else32
  %i345 = phi i32 [ 0, %if.else32 ], [ %206, %for.end48 ]
  %185 = icmp slt i32 %i345, 64
  br i1 %185, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  br label %for.cond46

for.end44:                                        ; preds = %for.cond42
  br label %if.end33

for.cond46:                                       ; preds = %sel.end52, %for.body43
  %j149 = phi i32 [ 0, %for.body43 ], [ %232, %sel.end52 ]
  %186 = icmp slt i32 %j149, 64
  br i1 %186, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %187 = sext i32 %b to i64
  %188 = sext i32 %B to i64
  %189 = icmp slt i64 %187, %188
  %190 = mul i32 %kb, 64
  %191 = sext i32 %190 to i64
  %192 = sext i32 %i345 to i64
  %193 = add i64 %191, %192
  %194 = icmp sle i64 0, %193
  %195 = mul i32 %kb, 64
  %196 = sext i32 %195 to i64
  %197 = sext i32 %i345 to i64
  %198 = add i64 %196, %197
  %199 = sext i32 %S to i64
  %200 = icmp slt i64 %198, %199
  %201 = and i1 %194, %200
  %202 = and i1 %189, %201
  %203 = sext i32 %h to i64
  %204 = icmp slt i64 %203, 4
  %205 = and i1 %202, %204
  br i1 %205, label %sel.then50, label %sel.else51

for.end48:                                        ; preds = %for.cond46
  %206 = add nsw i32 %i345, 1
  br label %for.cond42, !llvm.loop !12

sel.then50:                                       ; preds = %for.body47
  %207 = sext i32 %b to i64
  %208 = sext i32 %S to i64
  %209 = mul nsw i64 %207, %208
  %210 = mul i32 %kb, 64
  %211 = add i32 %210, %i345
  %212 = sext i32 %211 to i64
  %213 = add nsw i64 %209, %212
  %214 = mul nsw i64 %213, 4
  %215 = sext i32 %h to i64
  %216 = add nsw i64 %214, %215
  %217 = mul nsw i64 %216, 64
  %218 = sext i32 %j149 to i64
  %219 = add nsw i64 %217, %218
  %220 = getelementptr inbounds i16, ptr %K, i64 %219
  %221 = load i16, ptr %220, align 2
  %222 = bitcast i16 %221 to half
  %223 = fpext half %222 to float
  br label %sel.end52

sel.else51:                                       ; preds = %for.body47
  br label %sel.end52

sel.end52:                                        ; preds = %sel.else51, %sel.then50
  %224 = phi float [ %223, %sel.then50 ], [ 0.000000e+00, %sel.else51 ]
  %225 = sext i32 %i345 to i64
  %226 = mul nsw i64 %225, 64
  %227 = sext i32 %j149 to i64
  %228 = add nsw i64 %226, %227
  %229 = getelementptr inbounds i16, ptr %K_s, i64 %228
  %230 = fptrunc float %224 to half
  %231 = bitcast half %230 to i16
  store i16 %231, ptr %229, align 2
  %232 = add nsw i32 %j149, 1
  br label %for.cond46, !llvm.loop !13

if.then53:                                        ; preds = %if.end33
  br label %for.cond56

if.else54:                                        ; preds = %if.end33
  br label %for.cond64

if.end55:                                         ; preds = %for.end66, %for.end58
  br label %for.cond75

for.cond56:                                       ; preds = %for.end62, %if.then53
  %i359 = phi i32 [ 0, %if.then53 ], [ %260, %for.end62 ]
  %233 = icmp slt i32 %i359, 64
  br i1 %233, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  br label %if.end55

for.cond60:                                       ; preds = %for.body61, %for.body57
  %j163 = phi i32 [ 0, %for.body57 ], [ %259, %for.body61 ]
  %234 = icmp slt i32 %j163, 64
  br i1 %234, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %235 = sext i32 %b to i64
  %236 = sext i32 %S to i64
  %237 = mul nsw i64 %235, %236
  %238 = mul i32 %kb, 64
  %239 = add i32 %238, %i359
  %240 = sext i32 %239 to i64
  %241 = add nsw i64 %237, %240
  %242 = mul nsw i64 %241, 4
  %243 = sext i32 %h to i64
  %244 = add nsw i64 %242, %243
  %245 = mul nsw i64 %244, 64
  %246 = sext i32 %j163 to i64
  %247 = add nsw i64 %245, %246
  %248 = getelementptr inbounds i16, ptr %V, i64 %247
  %249 = load i16, ptr %248, align 2
  %250 = bitcast i16 %249 to half
  %251 = fpext half %250 to float
  %252 = sext i32 %i359 to i64
  %253 = mul nsw i64 %252, 64
  %254 = sext i32 %j163 to i64
  %255 = add nsw i64 %253, %254
  %256 = getelementptr inbounds i16, ptr %V_s, i64 %255
  %257 = fptrunc float %251 to half
  %258 = bitcast half %257 to i16
  store i16 %258, ptr %256, align 2
  %259 = add nsw i32 %j163, 1
  br label %for.cond60, !llvm.loop !14

for.end62:                                        ; preds = %for.cond60
  %260 = add nsw i32 %i359, 1
  br label %for.cond56, !llvm.loop !15

for.cond64:                                       ; preds = %for.end70, %if.else54
  %i367 = phi i32 [ 0, %if.else54 ], [ %282, %for.end70 ]
  %261 = icmp slt i32 %i367, 64
  br i1 %261, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  br label %for.cond68

for.end66:                                        ; preds = %for.cond64
  br label %if.end55

for.cond68:                                       ; preds = %sel.end74, %for.body65
  %j171 = phi i32 [ 0, %for.body65 ], [ %308, %sel.end74 ]
  %262 = icmp slt i32 %j171, 64
  br i1 %262, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %263 = sext i32 %b to i64
  %264 = sext i32 %B to i64
  %265 = icmp slt i64 %263, %264
  %266 = mul i32 %kb, 64
  %267 = sext i32 %266 to i64
  %268 = sext i32 %i367 to i64
  %269 = add i64 %267, %268
  %270 = icmp sle i64 0, %269
  %271 = mul i32 %kb, 64
  %272 = sext i32 %271 to i64
  %273 = sext i32 %i367 to i64
  %274 = add i64 %272, %273
  %275 = sext i32 %S to i64
  %276 = icmp slt i64 %274, %275
  %277 = and i1 %270, %276
  %278 = and i1 %265, %277
  %279 = sext i32 %h to i64
  %280 = icmp slt i64 %279, 4
  %281 = and i1 %278, %280
  br i1 %281, label %sel.then72, label %sel.else73

for.end70:                                        ; preds = %for.cond68
  %282 = add nsw i32 %i367, 1
  br label %for.cond64, !llvm.loop !16

sel.then72:                                       ; preds = %for.body69
  %283 = sext i32 %b to i64
  %284 = sext i32 %S to i64
  %285 = mul nsw i64 %283, %284
  %286 = mul i32 %kb, 64
  %287 = add i32 %286, %i367
  %288 = sext i32 %287 to i64
  %289 = add nsw i64 %285, %288
  %290 = mul nsw i64 %289, 4
  %291 = sext i32 %h to i64
  %292 = add nsw i64 %290, %291
  %293 = mul nsw i64 %292, 64
  %294 = sext i32 %j171 to i64
  %295 = add nsw i64 %293, %294
  %296 = getelementptr inbounds i16, ptr %V, i64 %295
  %297 = load i16, ptr %296, align 2
  %298 = bitcast i16 %297 to half
  %299 = fpext half %298 to float
  br label %sel.end74

sel.else73:                                       ; preds = %for.body69
  br label %sel.end74

sel.end74:                                        ; preds = %sel.else73, %sel.then72
  %300 = phi float [ %299, %sel.then72 ], [ 0.000000e+00, %sel.else73 ]
  %301 = sext i32 %i367 to i64
  %302 = mul nsw i64 %301, 64
  %303 = sext i32 %j171 to i64
  %304 = add nsw i64 %302, %303
  %305 = getelementptr inbounds i16, ptr %V_s, i64 %304
  %306 = fptrunc float %300 to half
  %307 = bitcast half %306 to i16
  store i16 %307, ptr %305, align 2
  %308 = add nsw i32 %j171, 1
  br label %for.cond68, !llvm.loop !17

for.cond75:                                       ; preds = %for.end81, %if.end55
  %i378 = phi i32 [ 0, %if.end55 ], [ %317, %for.end81 ]
  %309 = icmp slt i32 %i378, 64
  br i1 %309, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond79

for.end77:                                        ; preds = %for.cond75
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond83

for.cond79:                                       ; preds = %for.body80, %for.body76
  %j182 = phi i32 [ 0, %for.body76 ], [ %316, %for.body80 ]
  %310 = icmp slt i32 %j182, 64
  br i1 %310, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %311 = sext i32 %i378 to i64
  %312 = mul nsw i64 %311, 64
  %313 = sext i32 %j182 to i64
  %314 = add nsw i64 %312, %313
  %315 = getelementptr inbounds float, ptr %acc_s, i64 %314
  store float 0.000000e+00, ptr %315, align 4
  %316 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !18

for.end81:                                        ; preds = %for.cond79
  %317 = add nsw i32 %i378, 1
  br label %for.cond75, !llvm.loop !19

for.cond83:                                       ; preds = %for.end88, %for.end77
  %i = phi i32 [ 0, %for.end77 ], [ %338, %for.end88 ]
  %318 = icmp slt i32 %i, 64
  br i1 %318, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  br label %for.cond86

for.end85:                                        ; preds = %for.cond83
  br label %for.cond89

for.cond86:                                       ; preds = %for.body87, %for.body84
  %j = phi i32 [ 0, %for.body84 ], [ %337, %for.body87 ]
  %319 = icmp slt i32 %j, 64
  br i1 %319, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %320 = mul i32 %kb, 64
  %321 = add i32 %320, %j
  %322 = icmp slt i32 %321, %S
  %323 = sext i32 %i to i64
  %324 = mul nsw i64 %323, 64
  %325 = sext i32 %j to i64
  %326 = add nsw i64 %324, %325
  %327 = call i64 @llvm.umin.i64(i64 %326, i64 4095)
  %328 = getelementptr inbounds float, ptr %acc_s, i64 %327
  %329 = load float, ptr %328, align 4
  %330 = fmul float %329, 1.250000e-01
  %331 = select i1 %322, float %330, float 0xFFF0000000000000
  %332 = sext i32 %i to i64
  %333 = mul nsw i64 %332, 64
  %334 = sext i32 %j to i64
  %335 = add nsw i64 %333, %334
  %336 = getelementptr inbounds float, ptr %acc_s, i64 %335
  store float %331, ptr %336, align 4
  %337 = add nsw i32 %j, 1
  br label %for.cond86, !llvm.loop !20

for.end88:                                        ; preds = %for.cond86
  %338 = add nsw i32 %i, 1
  br label %for.cond83, !llvm.loop !21

for.cond89:                                       ; preds = %for.body90, %for.end85
  %i392 = phi i32 [ 0, %for.end85 ], [ %345, %for.body90 ]
  %339 = icmp slt i32 %i392, 64
  br i1 %339, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %340 = sext i32 %i392 to i64
  %341 = getelementptr inbounds float, ptr %m, i64 %340
  %342 = load float, ptr %341, align 4
  %343 = sext i32 %i392 to i64
  %344 = getelementptr inbounds float, ptr %m_prev, i64 %343
  store float %342, ptr %344, align 4
  %345 = add nsw i32 %i392, 1
  br label %for.cond89, !llvm.loop !22

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.end108, %for.end91
  %i1 = phi i32 [ 0, %for.end91 ], [ %388, %for.end108 ]
  %346 = icmp slt i32 %i1, 64
  br i1 %346, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond96

for.end95:                                        ; preds = %for.cond93
  br label %for.cond110

for.cond96:                                       ; preds = %for.body97, %for.body94
  %lane = phi i32 [ 0, %for.body94 ], [ %356, %for.body97 ]
  %347 = icmp slt i32 %lane, 32
  br i1 %347, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %348 = sext i32 %i1 to i64
  %349 = mul nsw i64 %348, 64
  %350 = sext i32 %lane to i64
  %351 = add nsw i64 %349, %350
  %352 = getelementptr inbounds float, ptr %acc_s, i64 %351
  %353 = load float, ptr %352, align 4
  %354 = sext i32 %lane to i64
  %355 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %354
  store float %353, ptr %355, align 4
  %356 = add nsw i32 %lane, 1
  br label %for.cond96, !llvm.loop !23

for.end98:                                        ; preds = %for.cond96
  br label %for.cond99

for.cond99:                                       ; preds = %for.end104, %for.end98
  %red = phi i32 [ 0, %for.end98 ], [ %376, %for.end104 ]
  %357 = icmp slt i32 %red, 1
  br i1 %357, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  br label %for.cond102

for.end101:                                       ; preds = %for.cond99
  br label %for.cond106

for.cond102:                                      ; preds = %for.body103, %for.body100
  %lane105 = phi i32 [ 0, %for.body100 ], [ %375, %for.body103 ]
  %358 = icmp slt i32 %lane105, 32
  br i1 %358, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %359 = sext i32 %lane105 to i64
  %360 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %359
  %lane_acc = load float, ptr %360, align 4
  %361 = sext i32 %i1 to i64
  %362 = mul nsw i64 %361, 64
  %363 = add i32 %red, 1
  %364 = mul i32 %363, 32
  %365 = add i32 %364, %lane105
  %366 = sext i32 %365 to i64
  %367 = add nsw i64 %362, %366
  %368 = getelementptr inbounds float, ptr %acc_s, i64 %367
  %lane_next = load float, ptr %368, align 4
  %369 = fcmp une float %lane_next, %lane_next
  %370 = fcmp ogt float %lane_acc, %lane_next
  %371 = select i1 %370, float %lane_acc, float %lane_next
  %372 = select i1 %369, float %lane_acc, float %371
  %373 = sext i32 %lane105 to i64
  %374 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %373
  store float %372, ptr %374, align 4
  %375 = add nsw i32 %lane105, 1
  br label %for.cond102, !llvm.loop !24

for.end104:                                       ; preds = %for.cond102
  %376 = add nsw i32 %red, 1
  br label %for.cond99, !llvm.loop !25

for.cond106:                                      ; preds = %for.body107, %for.end101
  %lane109 = phi i32 [ 0, %for.end101 ], [ %387, %for.body107 ]
  %377 = icmp slt i32 %lane109, 32
  br i1 %377, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  %378 = sext i32 %i1 to i64
  %379 = getelementptr inbounds float, ptr %m, i64 %378
  %380 = load float, ptr %379, align 4
  %381 = sext i32 %lane109 to i64
  %382 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %381
  %383 = load float, ptr %382, align 4
  %384 = call float @llvm.maxnum.f32(float %380, float %383)
  %385 = sext i32 %i1 to i64
  %386 = getelementptr inbounds float, ptr %m, i64 %385
  store float %384, ptr %386, align 4
  %387 = add nsw i32 %lane109, 1
  br label %for.cond106, !llvm.loop !26

for.end108:                                       ; preds = %for.cond106
  %388 = add nsw i32 %i1, 1
  br label %for.cond93, !llvm.loop !27

for.cond110:                                      ; preds = %for.end116, %for.end95
  %i113 = phi i32 [ 0, %for.end95 ], [ %408, %for.end116 ]
  %389 = icmp slt i32 %i113, 64
  br i1 %389, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond114

for.end112:                                       ; preds = %for.cond110
  br label %for.cond118

for.cond114:                                      ; preds = %for.body115, %for.body111
  %j117 = phi i32 [ 0, %for.body111 ], [ %407, %for.body115 ]
  %390 = icmp slt i32 %j117, 64
  br i1 %390, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %391 = sext i32 %i113 to i64
  %392 = mul nsw i64 %391, 64
  %393 = sext i32 %j117 to i64
  %394 = add nsw i64 %392, %393
  %395 = getelementptr inbounds float, ptr %acc_s, i64 %394
  %396 = load float, ptr %395, align 4
  %397 = sext i32 %i113 to i64
  %398 = getelementptr inbounds float, ptr %m, i64 %397
  %399 = load float, ptr %398, align 4
  %400 = fsub float %396, %399
  %401 = call float @tilec_expf(float %400)
  %402 = sext i32 %i113 to i64
  %403 = mul nsw i64 %402, 64
  %404 = sext i32 %j117 to i64
  %405 = add nsw i64 %403, %404
  %406 = getelementptr inbounds float, ptr %acc_s, i64 %405
  store float %401, ptr %406, align 4
  %407 = add nsw i32 %j117, 1
  br label %for.cond114, !llvm.loop !28

for.end116:                                       ; preds = %for.cond114
  %408 = add nsw i32 %i113, 1
  br label %for.cond110, !llvm.loop !29

for.cond118:                                      ; preds = %for.end133, %for.end112
  %i2 = phi i32 [ 0, %for.end112 ], [ %452, %for.end133 ]
  %409 = icmp slt i32 %i2, 64
  br i1 %409, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  br label %for.cond121

for.end120:                                       ; preds = %for.cond118
  br label %for.cond135

for.cond121:                                      ; preds = %for.body122, %for.body119
  %lane1 = phi i32 [ 0, %for.body119 ], [ %419, %for.body122 ]
  %410 = icmp slt i32 %lane1, 32
  br i1 %410, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %411 = sext i32 %i2 to i64
  %412 = mul nsw i64 %411, 64
  %413 = sext i32 %lane1 to i64
  %414 = add nsw i64 %412, %413
  %415 = getelementptr inbounds float, ptr %acc_s, i64 %414
  %416 = load float, ptr %415, align 4
  %417 = sext i32 %lane1 to i64
  %418 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %417
  store float %416, ptr %418, align 4
  %419 = add nsw i32 %lane1, 1
  br label %for.cond121, !llvm.loop !30

for.end123:                                       ; preds = %for.cond121
  br label %for.cond124

for.cond124:                                      ; preds = %for.end129, %for.end123
  %red1 = phi i32 [ 0, %for.end123 ], [ %440, %for.end129 ]
  %420 = icmp slt i32 %red1, 1
  br i1 %420, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  br label %for.cond127

for.end126:                                       ; preds = %for.cond124
  %421 = sext i32 %i2 to i64
  %422 = getelementptr inbounds float, ptr %row_sum, i64 %421
  store float 0.000000e+00, ptr %422, align 4
  br label %for.cond131

for.cond127:                                      ; preds = %for.body128, %for.body125
  %lane1130 = phi i32 [ 0, %for.body125 ], [ %439, %for.body128 ]
  %423 = icmp slt i32 %lane1130, 32
  br i1 %423, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %424 = sext i32 %lane1130 to i64
  %425 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %424
  %426 = load float, ptr %425, align 4
  %427 = sext i32 %i2 to i64
  %428 = mul nsw i64 %427, 64
  %429 = add i32 %red1, 1
  %430 = mul i32 %429, 32
  %431 = add i32 %430, %lane1130
  %432 = sext i32 %431 to i64
  %433 = add nsw i64 %428, %432
  %434 = getelementptr inbounds float, ptr %acc_s, i64 %433
  %435 = load float, ptr %434, align 4
  %436 = fadd float %426, %435
  %437 = sext i32 %lane1130 to i64
  %438 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %437
  store float %436, ptr %438, align 4
  %439 = add nsw i32 %lane1130, 1
  br label %for.cond127, !llvm.loop !31

for.end129:                                       ; preds = %for.cond127
  %440 = add nsw i32 %red1, 1
  br label %for.cond124, !llvm.loop !32

for.cond131:                                      ; preds = %for.body132, %for.end126
  %lane1134 = phi i32 [ 0, %for.end126 ], [ %451, %for.body132 ]
  %441 = icmp slt i32 %lane1134, 32
  br i1 %441, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %442 = sext i32 %i2 to i64
  %443 = getelementptr inbounds float, ptr %row_sum, i64 %442
  %444 = load float, ptr %443, align 4
  %445 = sext i32 %lane1134 to i64
  %446 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %445
  %447 = load float, ptr %446, align 4
  %448 = fadd float %444, %447
  %449 = sext i32 %i2 to i64
  %450 = getelementptr inbounds float, ptr %row_sum, i64 %449
  store float %448, ptr %450, align 4
  %451 = add nsw i32 %lane1134, 1
  br label %for.cond131, !llvm.loop !33

for.end133:                                       ; preds = %for.cond131
  %452 = add nsw i32 %i2, 1
  br label %for.cond118, !llvm.loop !34

for.cond135:                                      ; preds = %for.body136, %for.end120
  %i138 = phi i32 [ 0, %for.end120 ], [ %473, %for.body136 ]
  %453 = icmp slt i32 %i138, 64
  br i1 %453, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %454 = sext i32 %i138 to i64
  %455 = getelementptr inbounds float, ptr %m_prev, i64 %454
  %456 = load float, ptr %455, align 4
  %457 = sext i32 %i138 to i64
  %458 = getelementptr inbounds float, ptr %m, i64 %457
  %459 = load float, ptr %458, align 4
  %460 = fsub float %456, %459
  %alpha = call float @tilec_expf(float %460)
  %461 = sext i32 %i138 to i64
  %462 = getelementptr inbounds float, ptr %l, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = fmul float %463, %alpha
  %465 = sext i32 %i138 to i64
  %466 = getelementptr inbounds float, ptr %row_sum, i64 %465
  %467 = load float, ptr %466, align 4
  %468 = fadd float %464, %467
  %469 = sext i32 %i138 to i64
  %470 = getelementptr inbounds float, ptr %l, i64 %469
  store float %468, ptr %470, align 4
  %471 = sext i32 %i138 to i64
  %472 = getelementptr inbounds float, ptr %m_prev, i64 %471
  store float %alpha, ptr %472, align 4
  %473 = add nsw i32 %i138, 1
  br label %for.cond135, !llvm.loop !35

for.end137:                                       ; preds = %for.cond135
  br label %for.cond139

for.cond139:                                      ; preds = %for.end145, %for.end137
  %i142 = phi i32 [ 0, %for.end137 ], [ %492, %for.end145 ]
  %474 = icmp slt i32 %i142, 64
  br i1 %474, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  br label %for.cond143

for.end141:                                       ; preds = %for.cond139
  br label %for.cond146

for.cond143:                                      ; preds = %for.body144, %for.body140
  %d = phi i32 [ 0, %for.body140 ], [ %491, %for.body144 ]
  %475 = icmp slt i32 %d, 64
  br i1 %475, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %476 = sext i32 %i142 to i64
  %477 = mul nsw i64 %476, 64
  %478 = sext i32 %d to i64
  %479 = add nsw i64 %477, %478
  %480 = getelementptr inbounds float, ptr %acc_o, i64 %479
  %481 = load float, ptr %480, align 4
  %482 = sext i32 %i142 to i64
  %483 = getelementptr inbounds float, ptr %m_prev, i64 %482
  %484 = load float, ptr %483, align 4
  %485 = fmul float %481, %484
  %486 = sext i32 %i142 to i64
  %487 = mul nsw i64 %486, 64
  %488 = sext i32 %d to i64
  %489 = add nsw i64 %487, %488
  %490 = getelementptr inbounds float, ptr %acc_o, i64 %489
  store float %485, ptr %490, align 4
  %491 = add nsw i32 %d, 1
  br label %for.cond143, !llvm.loop !36

for.end145:                                       ; preds = %for.cond143
  %492 = add nsw i32 %i142, 1
  br label %for.cond139, !llvm.loop !37

for.cond146:                                      ; preds = %for.end152, %for.end141
  %i3149 = phi i32 [ 0, %for.end141 ], [ %512, %for.end152 ]
  %493 = icmp slt i32 %i3149, 64
  br i1 %493, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  br label %for.cond150

for.end148:                                       ; preds = %for.cond146
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %494 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !38

for.cond150:                                      ; preds = %for.body151, %for.body147
  %j1153 = phi i32 [ 0, %for.body147 ], [ %511, %for.body151 ]
  %495 = icmp slt i32 %j1153, 64
  br i1 %495, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %496 = sext i32 %i3149 to i64
  %497 = mul nsw i64 %496, 64
  %498 = sext i32 %j1153 to i64
  %499 = add nsw i64 %497, %498
  %500 = getelementptr inbounds float, ptr %acc_s, i64 %499
  %501 = load float, ptr %500, align 4
  %502 = fptrunc float %501 to half
  %503 = fpext half %502 to float
  %504 = sext i32 %i3149 to i64
  %505 = mul nsw i64 %504, 64
  %506 = sext i32 %j1153 to i64
  %507 = add nsw i64 %505, %506
  %508 = getelementptr inbounds i16, ptr %P_s, i64 %507
  %509 = fptrunc float %503 to half
  %510 = bitcast half %509 to i16
  store i16 %510, ptr %508, align 2
  %511 = add nsw i32 %j1153, 1
  br label %for.cond150, !llvm.loop !39

for.end152:                                       ; preds = %for.cond150
  %512 = add nsw i32 %i3149, 1
  br label %for.cond146, !llvm.loop !40

for.cond154:                                      ; preds = %for.end160, %for.end30
  %i157 = phi i32 [ 0, %for.end30 ], [ %548, %for.end160 ]
  %513 = icmp slt i32 %i157, 64
  br i1 %513, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  br label %for.cond158

for.end156:                                       ; preds = %for.cond154
  %514 = sext i32 %b to i64
  %515 = add i64 %514, 1
  %516 = sext i32 %B to i64
  %517 = icmp sle i64 %515, %516
  %518 = mul i32 %bx, 64
  %519 = icmp sle i32 0, %518
  %520 = mul i32 %bx, 64
  %521 = sext i32 %520 to i64
  %522 = add i64 %521, 64
  %523 = sext i32 %S to i64
  %524 = icmp sle i64 %522, %523
  %525 = and i1 %519, %524
  %526 = and i1 %517, %525
  %527 = sext i32 %h to i64
  %528 = add i64 %527, 1
  %529 = icmp sle i64 %528, 4
  %530 = and i1 %526, %529
  br i1 %530, label %if.then162, label %if.else163

for.cond158:                                      ; preds = %for.body159, %for.body155
  %d161 = phi i32 [ 0, %for.body155 ], [ %547, %for.body159 ]
  %531 = icmp slt i32 %d161, 64
  br i1 %531, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %532 = sext i32 %i157 to i64
  %533 = mul nsw i64 %532, 64
  %534 = sext i32 %d161 to i64
  %535 = add nsw i64 %533, %534
  %536 = getelementptr inbounds float, ptr %acc_o, i64 %535
  %537 = load float, ptr %536, align 4
  %538 = sext i32 %i157 to i64
  %539 = getelementptr inbounds float, ptr %l, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = fdiv float %537, %540
  %542 = sext i32 %i157 to i64
  %543 = mul nsw i64 %542, 64
  %544 = sext i32 %d161 to i64
  %545 = add nsw i64 %543, %544
  %546 = getelementptr inbounds float, ptr %acc_o, i64 %545
  store float %541, ptr %546, align 4
  %547 = add nsw i32 %d161, 1
  br label %for.cond158, !llvm.loop !41

for.end160:                                       ; preds = %for.cond158
  %548 = add nsw i32 %i157, 1
  br label %for.cond154, !llvm.loop !42

if.then162:                                       ; preds = %for.end156
  br label %for.cond165

if.else163:                                       ; preds = %for.end156
  br label %for.cond171

if.end164:                                        ; preds = %for.end173, %for.end167
  ret void

for.cond165:                                      ; preds = %for.end170, %if.then162
  %i5 = phi i32 [ 0, %if.then162 ], [ %576, %for.end170 ]
  %549 = icmp slt i32 %i5, 64
  br i1 %549, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  br label %for.cond168

for.end167:                                       ; preds = %for.cond165
  br label %if.end164

for.cond168:                                      ; preds = %for.body169, %for.body166
  %j2 = phi i32 [ 0, %for.body166 ], [ %575, %for.body169 ]
  %550 = icmp slt i32 %j2, 64
  br i1 %550, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %551 = sext i32 %i5 to i64
  %552 = mul nsw i64 %551, 64
  %553 = sext i32 %j2 to i64
  %554 = add nsw i64 %552, %553
  %555 = getelementptr inbounds float, ptr %acc_o, i64 %554
  %556 = load float, ptr %555, align 4
  %557 = fptrunc float %556 to half
  %558 = fpext half %557 to float
  %559 = sext i32 %b to i64
  %560 = sext i32 %S to i64
  %561 = mul nsw i64 %559, %560
  %562 = mul i32 %bx, 64
  %563 = add i32 %562, %i5
  %564 = sext i32 %563 to i64
  %565 = add nsw i64 %561, %564
  %566 = mul nsw i64 %565, 4
  %567 = sext i32 %h to i64
  %568 = add nsw i64 %566, %567
  %569 = mul nsw i64 %568, 64
  %570 = sext i32 %j2 to i64
  %571 = add nsw i64 %569, %570
  %572 = getelementptr inbounds i16, ptr %O, i64 %571
  %573 = fptrunc float %558 to half
  %574 = bitcast half %573 to i16
  store i16 %574, ptr %572, align 2
  %575 = add nsw i32 %j2, 1
  br label %for.cond168, !llvm.loop !43

for.end170:                                       ; preds = %for.cond168
  %576 = add nsw i32 %i5, 1
  br label %for.cond165, !llvm.loop !44

for.cond171:                                      ; preds = %for.end177, %if.else163
  %i5174 = phi i32 [ 0, %if.else163 ], [ %598, %for.end177 ]
  %577 = icmp slt i32 %i5174, 64
  br i1 %577, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  br label %for.cond175

for.end173:                                       ; preds = %for.cond171
  br label %if.end164

for.cond175:                                      ; preds = %if.end181, %for.body172
  %j2178 = phi i32 [ 0, %for.body172 ], [ %623, %if.end181 ]
  %578 = icmp slt i32 %j2178, 64
  br i1 %578, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %579 = sext i32 %b to i64
  %580 = sext i32 %B to i64
  %581 = icmp slt i64 %579, %580
  %582 = mul i32 %bx, 64
  %583 = sext i32 %582 to i64
  %584 = sext i32 %i5174 to i64
  %585 = add i64 %583, %584
  %586 = icmp sle i64 0, %585
  %587 = mul i32 %bx, 64
  %588 = sext i32 %587 to i64
  %589 = sext i32 %i5174 to i64
  %590 = add i64 %588, %589
  %591 = sext i32 %S to i64
  %592 = icmp slt i64 %590, %591
  %593 = and i1 %586, %592
  %594 = and i1 %581, %593
  %595 = sext i32 %h to i64
  %596 = icmp slt i64 %595, 4
  %597 = and i1 %594, %596
  br i1 %597, label %if.then179, label %if.else180

for.end177:                                       ; preds = %for.cond175
  %598 = add nsw i32 %i5174, 1
  br label %for.cond171, !llvm.loop !45

if.then179:                                       ; preds = %for.body176
  %599 = sext i32 %i5174 to i64
  %600 = mul nsw i64 %599, 64
  %601 = sext i32 %j2178 to i64
  %602 = add nsw i64 %600, %601
  %603 = getelementptr inbounds float, ptr %acc_o, i64 %602
  %604 = load float, ptr %603, align 4
  %605 = fptrunc float %604 to half
  %606 = fpext half %605 to float
  %607 = sext i32 %b to i64
  %608 = sext i32 %S to i64
  %609 = mul nsw i64 %607, %608
  %610 = mul i32 %bx, 64
  %611 = add i32 %610, %i5174
  %612 = sext i32 %611 to i64
  %613 = add nsw i64 %609, %612
  %614 = mul nsw i64 %613, 4
  %615 = sext i32 %h to i64
  %616 = add nsw i64 %614, %615
  %617 = mul nsw i64 %616, 64
  %618 = sext i32 %j2178 to i64
  %619 = add nsw i64 %617, %618
  %620 = getelementptr inbounds i16, ptr %O, i64 %619
  %621 = fptrunc float %606 to half
  %622 = bitcast half %621 to i16
  store i16 %622, ptr %620, align 2
  br label %if.end181

if.else180:                                       ; preds = %for.body176
  br label %if.end181

if.end181:                                        ; preds = %if.else180, %if.then179
  %623 = add nsw i32 %j2178, 1
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
define internal void @flash_attention_bshd_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %ctx, i32 0, i32 6
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
  %26 = trunc i64 %23 to i32
  call void @flash_attention_bshd_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24, i32 %25, i32 %26)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_flash_attention_bshd(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_flash_attention_bshd, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %B = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %a, i32 0, i32 4
  store i32 %B, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %S = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %a, i32 0, i32 5
  store i32 %S, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_flash_attention_bshd, ptr %a, i32 0, i32 6
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
  %37 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 4, ptr %37, align 8
  %38 = and i1 %35, true
  %39 = mul i64 %36, 4
  %40 = sext i32 %B to i64
  %41 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 %40, ptr %41, align 8
  %42 = icmp sgt i64 %40, 0
  %43 = and i1 %38, %42
  %44 = mul i64 %39, %40
  br i1 %43, label %run, label %empty

run:                                              ; preds = %body
  %45 = call i32 @tilec_rt_run_blocks(i64 %44, i32 %nworkers, ptr @flash_attention_bshd_task, ptr %a)
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
