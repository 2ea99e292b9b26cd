; ModuleID = 'gqa_decode.tile'
source_filename = "gqa_decode.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_gqa_decode = type { ptr, ptr, ptr, ptr, i32, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @gqa_decode_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %O, i32 %B, i32 %H, i32 %S, i32 %G, i32 %g, i32 %b) #0 {
entry:
  %Q_s = alloca [512 x i16], align 64
  %K_s = alloca [2048 x i16], align 64
  %V_s = alloca [2048 x i16], align 64
  %P_s = alloca [256 x i16], align 64
  %acc_s = alloca [256 x float], align 64
  %acc_o = alloca [512 x float], align 64
  %m = alloca [8 x float], align 64
  %m_prev = alloca [8 x float], align 64
  %l = alloca [8 x float], align 64
  %row_sum = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %row_sum, i8 0, i64 32, i1 false)
  %0 = sext i32 %b to i64
  %1 = add i64 %0, 1
  %2 = sext i32 %B to i64
  %3 = icmp sle i64 %1, %2
  %4 = mul i32 %g, 8
  %5 = icmp sle i32 0, %4
  %6 = mul i32 %g, 8
  %7 = sext i32 %6 to i64
  %8 = add i64 %7, 8
  %9 = sext i32 %H to i64
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
  %13 = icmp slt i32 %i1, 8
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
  %15 = sext i32 %b to i64
  %16 = sext i32 %H to i64
  %17 = mul nsw i64 %15, %16
  %18 = mul i32 %g, 8
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
  %38 = icmp slt i32 %i17, 8
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
  %40 = sext i32 %b to i64
  %41 = sext i32 %B to i64
  %42 = icmp slt i64 %40, %41
  %43 = mul i32 %g, 8
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i17 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %g, 8
  %49 = sext i32 %48 to i64
  %50 = sext i32 %i17 to i64
  %51 = add i64 %49, %50
  %52 = sext i32 %H to i64
  %53 = icmp slt i64 %51, %52
  %54 = and i1 %47, %53
  %55 = and i1 %42, %54
  br i1 %55, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %56 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !4

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %b to i64
  %58 = sext i32 %H to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %g, 8
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
  %80 = icmp slt i32 %i115, 8
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
  %89 = icmp slt i32 %i123, 8
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
  %93 = icmp slt i32 %i127, 8
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i127 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i127, 1
  br label %for.cond24, !llvm.loop !9

for.end26:                                        ; preds = %for.cond24
  %97 = sext i32 %S to i64
  %98 = sdiv i64 %97, 32
  %99 = sub i64 0, %97
  %100 = select i1 false, i64 %99, i64 %98
  %101 = srem i64 %97, 32
  %102 = icmp ne i64 %101, 0
  %103 = icmp slt i64 %97, 0
  %104 = icmp eq i1 %103, false
  %105 = and i1 %102, %104
  %106 = zext i1 %105 to i64
  %107 = add i64 %100, %106
  %108 = trunc i64 %107 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end130, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %436, %for.end130 ]
  %109 = icmp slt i32 %kb, %108
  br i1 %109, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %110 = sext i32 %b to i64
  %111 = add i64 %110, 1
  %112 = sext i32 %B to i64
  %113 = icmp sle i64 %111, %112
  %114 = mul i32 %kb, 32
  %115 = icmp sle i32 0, %114
  %116 = mul i32 %kb, 32
  %117 = sext i32 %116 to i64
  %118 = add i64 %117, 32
  %119 = sext i32 %S to i64
  %120 = icmp sle i64 %118, %119
  %121 = and i1 %115, %120
  %122 = and i1 %113, %121
  %123 = sext i32 %g to i64
  %124 = add i64 %123, 1
  %125 = sext i32 %G to i64
  %126 = icmp sle i64 %124, %125
  %127 = and i1 %122, %126
  br i1 %127, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond136

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond42

if.end33:                                         ; preds = %for.end44, %for.end36
  %128 = sext i32 %b to i64
  %129 = add i64 %128, 1
  %130 = sext i32 %B to i64
  %131 = icmp sle i64 %129, %130
  %132 = mul i32 %kb, 32
  %133 = icmp sle i32 0, %132
  %134 = mul i32 %kb, 32
  %135 = sext i32 %134 to i64
  %136 = add i64 %135, 32
  %137 = sext i32 %S to i64
  %138 = icmp sle i64 %136, %137
  %139 = and i1 %133, %138
  %140 = and i1 %131, %139
  %141 = sext i32 %g to i64
  %142 = add i64 %141, 1
  %143 = sext i32 %G to i64
  %144 = icmp sle i64 %142, %143
  %145 = and i1 %140, %144
  br i1 %145, label %if.then53, label %if.else54

for.cond34:                                       ; preds = %for.end40, %if.then31
  %i137 = phi i32 [ 0, %if.then31 ], [ %174, %for.end40 ]
  %146 = icmp slt i32 %i137, 32
  br i1 %146, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

for.cond38:                                       ; preds = %for.body39, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %173, %for.body39 ]
  %147 = icmp slt i32 %j141, 64
  br i1 %147, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %148 = sext i32 %b to i64
  %149 = sext i32 %S to i64
  %150 = mul nsw i64 %148, %149
  %151 = mul i32 %kb, 32
  %152 = add i32 %151, %i137
  %153 = sext i32 %152 to i64
  %154 = add nsw i64 %150, %153
  %155 = sext i32 %G to i64
  %156 = mul nsw i64 %154, %155
  %157 = sext i32 %g to i64
  %158 = add nsw i64 %156, %157
  %159 = mul nsw i64 %158, 64
  %160 = sext i32 %j141 to i64
  %161 = add nsw i64 %159, %160
  %162 = getelementptr inbounds i16, ptr %K, i64 %161
  %163 = load i16, ptr %162, align 2
  %164 = bitcast i16 %163 to half
  %165 = fpext half %164 to float
  %166 = sext i32 %i137 to i64
  %167 = mul nsw i64 %166, 64
  %168 = sext i32 %j141 to i64
  %169 = add nsw i64 %167, %168
  %170 = getelementptr inbounds i16, ptr %K_s, i64 %169
  %171 = fptrunc float %165 to half
  %172 = bitcast half %171 to i16
  store i16 %172, ptr %170, align 2
  %173 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !10

for.end40:                                        ; preds = %for.cond38
  %174 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !11

for.cond42:                                       ; preds = %for.end48, %if.else32
  %i145 = phi i32 [ 0, %if.else32 ], [ %197, %for.end48 ]
  %175 = icmp slt i32 %i145, 32
  br i1 %175, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  br label %for.cond46

for.end44:                                        ; preds = %for.cond42
  br label %if.end33

for.cond46:                                       ; preds = %sel.end52, %for.body43
  %j149 = phi i32 [ 0, %for.body43 ], [ %224, %sel.end52 ]
  %176 = icmp slt i32 %j149, 64
  br i1 %176, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %177 = sext i32 %b to i64
  %178 = sext i32 %B to i64
  %179 = icmp slt i64 %177, %178
  %180 = mul i32 %kb, 32
  %181 = sext i32 %180 to i64
  %182 = sext i32 %i145 to i64
  %183 = add i64 %181, %182
  %184 = icmp sle i64 0, %183
  %185 = mul i32 %kb, 32
  %186 = sext i32 %185 to i64
  %187 = sext i32 %i145 to i64
  %188 = add i64 %186, %187
  %189 = sext i32 %S to i64
  %190 = icmp slt i64 %188, %189
  %191 = and i1 %184, %190
  %192 = and i1 %179, %191
  %193 = sext i32 %g to i64
  %194 = sext i32 %G to i64
  %195 = icmp slt i64 %193, %194
  %196 = and i1 %192, %195
  br i1 %196, label %sel.then50, label %sel.else51

for.end48:                                        ; preds = %for.cond46
  %197 = add nsw i32 %i145, 1
  br label %for.cond42, !llvm.loop !12

sel.then50:                                       ; preds = %for.body47
  %198 = sext i32 %b to i64
  %199 = sext i32 %S to i64
  %200 = mul nsw i64 %198, %199
  %201 = mul i32 %kb, 32
  %202 = add i32 %201, %i145
  %203 = sext i32 %202 to i64
  %204 = add nsw i64 %200, %203
  %205 = sext i32 %G to i64
  %206 = mul nsw i64 %204, %205
  %207 = sext i32 %g to i64
  %208 = add nsw i64 %206, %207
  %209 = mul nsw i64 %208, 64
  %210 = sext i32 %j149 to i64
  %211 = add nsw i64 %209, %210
  %212 = getelementptr inbounds i16, ptr %K, i64 %211
  %213 = load i16, ptr %212, align 2
  %214 = bitcast i16 %213 to half
  %215 = fpext half %214 to float
  br label %sel.end52

sel.else51:                                       ; preds = %for.body47
  br label %sel.end52

sel.end52:                                        ; preds = %sel.else51, %sel.then50
  %216 = phi float [ %215, %sel.then50 ], [ 0.000000e+00, %sel.else51 ]
  %217 = sext i32 %i145 to i64
  %218 = mul nsw i64 %217, 64
  %219 = sext i32 %j149 to i64
  %220 = add nsw i64 %218, %219
  %221 = getelementptr inbounds i16, ptr %K_s, i64 %220
  %222 = fptrunc float %216 to half
  %223 = bitcast half %222 to i16
  store i16 %223, ptr %221, align 2
  %224 = add nsw i32 %j149, 1
  br label %for.cond46, !llvm.loop !13

if.then53:                                        ; preds = %if.end33
  br label %for.cond56

if.else54:                                        ; preds = %if.end33
  br label %for.cond64

if.end55:                                         ; preds = %for.end66, %for.end58
  br label %for.cond75

for.cond56:                                       ; preds = %for.end62, %if.then53
  %i159 = phi i32 [ 0, %if.then53 ], [ %253, %for.end62 ]
  %225 = icmp slt i32 %i159, 32
  br i1 %225, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  br label %if.end55

for.cond60:                                       ; preds = %for.body61, %for.body57
  %j163 = phi i32 [ 0, %for.body57 ], [ %252, %for.body61 ]
  %226 = icmp slt i32 %j163, 64
  br i1 %226, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %227 = sext i32 %b to i64
  %228 = sext i32 %S to i64
  %229 = mul nsw i64 %227, %228
  %230 = mul i32 %kb, 32
  %231 = add i32 %230, %i159
  %232 = sext i32 %231 to i64
  %233 = add nsw i64 %229, %232
  %234 = sext i32 %G to i64
  %235 = mul nsw i64 %233, %234
  %236 = sext i32 %g to i64
  %237 = add nsw i64 %235, %236
  %238 = mul nsw i64 %237, 64
  %239 = sext i32 %j163 to i64
  %240 = add nsw i64 %238, %239
  %241 = getelementptr inbounds i16, ptr %V, i64 %240
  %242 = load i16, ptr %241, align 2
  %243 = bitcast i16 %242 to half
  %244 = fpext half %243 to float
  %245 = sext i32 %i159 to i64
  %246 = mul nsw i64 %245, 64
  %247 = sext i32 %j163 to i64
  %248 = add nsw i64 %246, %247
  %249 = getelementptr inbounds i16, ptr %V_s, i64 %248
  %250 = fptrunc float %244 to half
  %251 = bitcast half %250 to i16
  store i16 %251, ptr %249, align 2
  %252 = add nsw i32 %j163, 1
  br label %for.cond60, !llvm.loop !14

for.end62:                                        ; preds = %for.cond60
  %253 = add nsw i32 %i159, 1
  br label %for.cond56, !llvm.loop !15

for.cond64:                                       ; preds = %for.end70, %if.else54
  %i167 = phi i32 [ 0, %if.else54 ], [ %276, %for.end70 ]
  %254 = icmp slt i32 %i167, 32
  br i1 %254, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  br label %for.cond68

for.end66:                                        ; preds = %for.cond64
  br label %if.end55

for.cond68:                                       ; preds = %sel.end74, %for.body65
  %j171 = phi i32 [ 0, %for.body65 ], [ %303, %sel.end74 ]
  %255 = icmp slt i32 %j171, 64
  br i1 %255, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %256 = sext i32 %b to i64
  %257 = sext i32 %B to i64
  %258 = icmp slt i64 %256, %257
  %259 = mul i32 %kb, 32
  %260 = sext i32 %259 to i64
  %261 = sext i32 %i167 to i64
  %262 = add i64 %260, %261
  %263 = icmp sle i64 0, %262
  %264 = mul i32 %kb, 32
  %265 = sext i32 %264 to i64
  %266 = sext i32 %i167 to i64
  %267 = add i64 %265, %266
  %268 = sext i32 %S to i64
  %269 = icmp slt i64 %267, %268
  %270 = and i1 %263, %269
  %271 = and i1 %258, %270
  %272 = sext i32 %g to i64
  %273 = sext i32 %G to i64
  %274 = icmp slt i64 %272, %273
  %275 = and i1 %271, %274
  br i1 %275, label %sel.then72, label %sel.else73

for.end70:                                        ; preds = %for.cond68
  %276 = add nsw i32 %i167, 1
  br label %for.cond64, !llvm.loop !16

sel.then72:                                       ; preds = %for.body69
  %277 = sext i32 %b to i64
  %278 = sext i32 %S to i64
  %279 = mul nsw i64 %277, %278
  %280 = mul i32 %kb, 32
  %281 = add i32 %280, %i167
  %282 = sext i32 %281 to i64
  %283 = add nsw i64 %279, %282
  %284 = sext i32 %G to i64
  %285 = mul nsw i64 %283, %284
  %286 = sext i32 %g to i64
  %287 = add nsw i64 %285, %286
  %288 = mul nsw i64 %287, 64
  %289 = sext i32 %j171 to i64
  %290 = add nsw i64 %288, %289
  %291 = getelementptr inbounds i16, ptr %V, i64 %290
  %292 = load i16, ptr %291, align 2
  %293 = bitcast i16 %292 to half
  %294 = fpext half %293 to float
  br label %sel.end74

sel.else73:                                       ; preds = %for.body69
  br label %sel.end74

sel.end74:                                        ; preds = %sel.else73, %sel.then72
  %295 = phi float [ %294, %sel.then72 ], [ 0.000000e+00, %sel.else73 ]
  %296 = sext i32 %i167 to i64
  %297 = mul nsw i64 %296, 64
  %298 = sext i32 %j171 to i64
  %299 = add nsw i64 %297, %298
  %300 = getelementptr inbounds i16, ptr %V_s, i64 %299
  %301 = fptrunc float %295 to half
  %302 = bitcast half %301 to i16
  store i16 %302, ptr %300, align 2
  %303 = add nsw i32 %j171, 1
  br label %for.cond68, !llvm.loop !17

for.cond75:                                       ; preds = %for.end81, %if.end55
  %i178 = phi i32 [ 0, %if.end55 ], [ %312, %for.end81 ]
  %304 = icmp slt i32 %i178, 8
  br i1 %304, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond79

for.end77:                                        ; preds = %for.cond75
  call void @tilec_rt_gemm_f16f32(i32 8, i32 32, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 32)
  br label %for.cond83

for.cond79:                                       ; preds = %for.body80, %for.body76
  %j182 = phi i32 [ 0, %for.body76 ], [ %311, %for.body80 ]
  %305 = icmp slt i32 %j182, 32
  br i1 %305, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %306 = sext i32 %i178 to i64
  %307 = mul nsw i64 %306, 32
  %308 = sext i32 %j182 to i64
  %309 = add nsw i64 %307, %308
  %310 = getelementptr inbounds float, ptr %acc_s, i64 %309
  store float 0.000000e+00, ptr %310, align 4
  %311 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !18

for.end81:                                        ; preds = %for.cond79
  %312 = add nsw i32 %i178, 1
  br label %for.cond75, !llvm.loop !19

for.cond83:                                       ; preds = %for.end88, %for.end77
  %i = phi i32 [ 0, %for.end77 ], [ %333, %for.end88 ]
  %313 = icmp slt i32 %i, 8
  br i1 %313, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  br label %for.cond86

for.end85:                                        ; preds = %for.cond83
  br label %for.cond89

for.cond86:                                       ; preds = %for.body87, %for.body84
  %j = phi i32 [ 0, %for.body84 ], [ %332, %for.body87 ]
  %314 = icmp slt i32 %j, 32
  br i1 %314, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %315 = mul i32 %kb, 32
  %316 = add i32 %315, %j
  %317 = icmp slt i32 %316, %S
  %318 = sext i32 %i to i64
  %319 = mul nsw i64 %318, 32
  %320 = sext i32 %j to i64
  %321 = add nsw i64 %319, %320
  %322 = call i64 @llvm.umin.i64(i64 %321, i64 255)
  %323 = getelementptr inbounds float, ptr %acc_s, i64 %322
  %324 = load float, ptr %323, align 4
  %325 = fmul float %324, 1.250000e-01
  %326 = select i1 %317, float %325, float 0xFFF0000000000000
  %327 = sext i32 %i to i64
  %328 = mul nsw i64 %327, 32
  %329 = sext i32 %j to i64
  %330 = add nsw i64 %328, %329
  %331 = getelementptr inbounds float, ptr %acc_s, i64 %330
  store float %326, ptr %331, align 4
  %332 = add nsw i32 %j, 1
  br label %for.cond86, !llvm.loop !20

for.end88:                                        ; preds = %for.cond86
  %333 = add nsw i32 %i, 1
  br label %for.cond83, !llvm.loop !21

for.cond89:                                       ; preds = %for.body90, %for.end85
  %i192 = phi i32 [ 0, %for.end85 ], [ %340, %for.body90 ]
  %334 = icmp slt i32 %i192, 8
  br i1 %334, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %335 = sext i32 %i192 to i64
  %336 = getelementptr inbounds float, ptr %m, i64 %335
  %337 = load float, ptr %336, align 4
  %338 = sext i32 %i192 to i64
  %339 = getelementptr inbounds float, ptr %m_prev, i64 %338
  store float %337, ptr %339, align 4
  %340 = add nsw i32 %i192, 1
  br label %for.cond89, !llvm.loop !22

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.end99, %for.end91
  %i196 = phi i32 [ 0, %for.end91 ], [ %356, %for.end99 ]
  %341 = icmp slt i32 %i196, 8
  br i1 %341, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond97

for.end95:                                        ; preds = %for.cond93
  br label %for.cond100

for.cond97:                                       ; preds = %for.body98, %for.body94
  %red = phi i32 [ 0, %for.body94 ], [ %355, %for.body98 ]
  %342 = icmp slt i32 %red, 32
  br i1 %342, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %343 = sext i32 %i196 to i64
  %344 = getelementptr inbounds float, ptr %m, i64 %343
  %345 = load float, ptr %344, align 4
  %346 = sext i32 %i196 to i64
  %347 = mul nsw i64 %346, 32
  %348 = sext i32 %red to i64
  %349 = add nsw i64 %347, %348
  %350 = getelementptr inbounds float, ptr %acc_s, i64 %349
  %351 = load float, ptr %350, align 4
  %352 = call float @llvm.maxnum.f32(float %345, float %351)
  %353 = sext i32 %i196 to i64
  %354 = getelementptr inbounds float, ptr %m, i64 %353
  store float %352, ptr %354, align 4
  %355 = add nsw i32 %red, 1
  br label %for.cond97, !llvm.loop !23

for.end99:                                        ; preds = %for.cond97
  %356 = add nsw i32 %i196, 1
  br label %for.cond93, !llvm.loop !24

for.cond100:                                      ; preds = %for.end106, %for.end95
  %i103 = phi i32 [ 0, %for.end95 ], [ %376, %for.end106 ]
  %357 = icmp slt i32 %i103, 8
  br i1 %357, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond104

for.end102:                                       ; preds = %for.cond100
  br label %for.cond108

for.cond104:                                      ; preds = %for.body105, %for.body101
  %j107 = phi i32 [ 0, %for.body101 ], [ %375, %for.body105 ]
  %358 = icmp slt i32 %j107, 32
  br i1 %358, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %359 = sext i32 %i103 to i64
  %360 = mul nsw i64 %359, 32
  %361 = sext i32 %j107 to i64
  %362 = add nsw i64 %360, %361
  %363 = getelementptr inbounds float, ptr %acc_s, i64 %362
  %364 = load float, ptr %363, align 4
  %365 = sext i32 %i103 to i64
  %366 = getelementptr inbounds float, ptr %m, i64 %365
  %367 = load float, ptr %366, align 4
  %368 = fsub float %364, %367
  %369 = call float @tilec_expf(float %368)
  %370 = sext i32 %i103 to i64
  %371 = mul nsw i64 %370, 32
  %372 = sext i32 %j107 to i64
  %373 = add nsw i64 %371, %372
  %374 = getelementptr inbounds float, ptr %acc_s, i64 %373
  store float %369, ptr %374, align 4
  %375 = add nsw i32 %j107, 1
  br label %for.cond104, !llvm.loop !25

for.end106:                                       ; preds = %for.cond104
  %376 = add nsw i32 %i103, 1
  br label %for.cond100, !llvm.loop !26

for.cond108:                                      ; preds = %for.end114, %for.end102
  %i1111 = phi i32 [ 0, %for.end102 ], [ %394, %for.end114 ]
  %377 = icmp slt i32 %i1111, 8
  br i1 %377, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %378 = sext i32 %i1111 to i64
  %379 = getelementptr inbounds float, ptr %row_sum, i64 %378
  store float 0.000000e+00, ptr %379, align 4
  br label %for.cond112

for.end110:                                       ; preds = %for.cond108
  br label %for.cond116

for.cond112:                                      ; preds = %for.body113, %for.body109
  %red115 = phi i32 [ 0, %for.body109 ], [ %393, %for.body113 ]
  %380 = icmp slt i32 %red115, 32
  br i1 %380, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %381 = sext i32 %i1111 to i64
  %382 = getelementptr inbounds float, ptr %row_sum, i64 %381
  %383 = load float, ptr %382, align 4
  %384 = sext i32 %i1111 to i64
  %385 = mul nsw i64 %384, 32
  %386 = sext i32 %red115 to i64
  %387 = add nsw i64 %385, %386
  %388 = getelementptr inbounds float, ptr %acc_s, i64 %387
  %389 = load float, ptr %388, align 4
  %390 = fadd float %383, %389
  %391 = sext i32 %i1111 to i64
  %392 = getelementptr inbounds float, ptr %row_sum, i64 %391
  store float %390, ptr %392, align 4
  %393 = add nsw i32 %red115, 1
  br label %for.cond112, !llvm.loop !27

for.end114:                                       ; preds = %for.cond112
  %394 = add nsw i32 %i1111, 1
  br label %for.cond108, !llvm.loop !28

for.cond116:                                      ; preds = %for.body117, %for.end110
  %i119 = phi i32 [ 0, %for.end110 ], [ %415, %for.body117 ]
  %395 = icmp slt i32 %i119, 8
  br i1 %395, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %396 = sext i32 %i119 to i64
  %397 = getelementptr inbounds float, ptr %m_prev, i64 %396
  %398 = load float, ptr %397, align 4
  %399 = sext i32 %i119 to i64
  %400 = getelementptr inbounds float, ptr %m, i64 %399
  %401 = load float, ptr %400, align 4
  %402 = fsub float %398, %401
  %alpha = call float @tilec_expf(float %402)
  %403 = sext i32 %i119 to i64
  %404 = getelementptr inbounds float, ptr %l, i64 %403
  %405 = load float, ptr %404, align 4
  %406 = fmul float %405, %alpha
  %407 = sext i32 %i119 to i64
  %408 = getelementptr inbounds float, ptr %row_sum, i64 %407
  %409 = load float, ptr %408, align 4
  %410 = fadd float %406, %409
  %411 = sext i32 %i119 to i64
  %412 = getelementptr inbounds float, ptr %l, i64 %411
  store float %410, ptr %412, align 4
  %413 = sext i32 %i119 to i64
  %414 = getelementptr inbounds float, ptr %m_prev, i64 %413
  store float %alpha, ptr %414, align 4
  %415 = add nsw i32 %i119, 1
  br label %for.cond116, !llvm.loop !29

for.end118:                                       ; preds = %for.cond116
  br label %for.cond120

for.cond120:                                      ; preds = %for.end127, %for.end118
  %i124 = phi i32 [ 0, %for.end118 ], [ %434, %for.end127 ]
  %416 = icmp slt i32 %i124, 8
  br i1 %416, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  br label %for.cond125

for.end122:                                       ; preds = %for.cond120
  br label %for.cond128

for.cond125:                                      ; preds = %for.body126, %for.body121
  %d = phi i32 [ 0, %for.body121 ], [ %433, %for.body126 ]
  %417 = icmp slt i32 %d, 64
  br i1 %417, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %418 = sext i32 %i124 to i64
  %419 = mul nsw i64 %418, 64
  %420 = sext i32 %d to i64
  %421 = add nsw i64 %419, %420
  %422 = getelementptr inbounds float, ptr %acc_o, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = sext i32 %i124 to i64
  %425 = getelementptr inbounds float, ptr %m_prev, i64 %424
  %426 = load float, ptr %425, align 4
  %427 = fmul float %423, %426
  %428 = sext i32 %i124 to i64
  %429 = mul nsw i64 %428, 64
  %430 = sext i32 %d to i64
  %431 = add nsw i64 %429, %430
  %432 = getelementptr inbounds float, ptr %acc_o, i64 %431
  store float %427, ptr %432, align 4
  %433 = add nsw i32 %d, 1
  br label %for.cond125, !llvm.loop !30

for.end127:                                       ; preds = %for.cond125
  %434 = add nsw i32 %i124, 1
  br label %for.cond120, !llvm.loop !31

for.cond128:                                      ; preds = %for.end134, %for.end122
  %i1131 = phi i32 [ 0, %for.end122 ], [ %454, %for.end134 ]
  %435 = icmp slt i32 %i1131, 8
  br i1 %435, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  br label %for.cond132

for.end130:                                       ; preds = %for.cond128
  call void @tilec_rt_gemm_f16f32(i32 8, i32 64, i32 32, ptr %P_s, i32 32, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %436 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !32

for.cond132:                                      ; preds = %for.body133, %for.body129
  %j1135 = phi i32 [ 0, %for.body129 ], [ %453, %for.body133 ]
  %437 = icmp slt i32 %j1135, 32
  br i1 %437, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %438 = sext i32 %i1131 to i64
  %439 = mul nsw i64 %438, 32
  %440 = sext i32 %j1135 to i64
  %441 = add nsw i64 %439, %440
  %442 = getelementptr inbounds float, ptr %acc_s, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = fptrunc float %443 to half
  %445 = fpext half %444 to float
  %446 = sext i32 %i1131 to i64
  %447 = mul nsw i64 %446, 32
  %448 = sext i32 %j1135 to i64
  %449 = add nsw i64 %447, %448
  %450 = getelementptr inbounds i16, ptr %P_s, i64 %449
  %451 = fptrunc float %445 to half
  %452 = bitcast half %451 to i16
  store i16 %452, ptr %450, align 2
  %453 = add nsw i32 %j1135, 1
  br label %for.cond132, !llvm.loop !33

for.end134:                                       ; preds = %for.cond132
  %454 = add nsw i32 %i1131, 1
  br label %for.cond128, !llvm.loop !34

for.cond136:                                      ; preds = %for.end142, %for.end30
  %i139 = phi i32 [ 0, %for.end30 ], [ %486, %for.end142 ]
  %455 = icmp slt i32 %i139, 8
  br i1 %455, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  br label %for.cond140

for.end138:                                       ; preds = %for.cond136
  %456 = sext i32 %b to i64
  %457 = add i64 %456, 1
  %458 = sext i32 %B to i64
  %459 = icmp sle i64 %457, %458
  %460 = mul i32 %g, 8
  %461 = icmp sle i32 0, %460
  %462 = mul i32 %g, 8
  %463 = sext i32 %462 to i64
  %464 = add i64 %463, 8
  %465 = sext i32 %H to i64
  %466 = icmp sle i64 %464, %465
  %467 = and i1 %461, %466
  %468 = and i1 %459, %467
  br i1 %468, label %if.then144, label %if.else145

for.cond140:                                      ; preds = %for.body141, %for.body137
  %d143 = phi i32 [ 0, %for.body137 ], [ %485, %for.body141 ]
  %469 = icmp slt i32 %d143, 64
  br i1 %469, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %470 = sext i32 %i139 to i64
  %471 = mul nsw i64 %470, 64
  %472 = sext i32 %d143 to i64
  %473 = add nsw i64 %471, %472
  %474 = getelementptr inbounds float, ptr %acc_o, i64 %473
  %475 = load float, ptr %474, align 4
  %476 = sext i32 %i139 to i64
  %477 = getelementptr inbounds float, ptr %l, i64 %476
  %478 = load float, ptr %477, align 4
  %479 = fdiv float %475, %478
  %480 = sext i32 %i139 to i64
  %481 = mul nsw i64 %480, 64
  %482 = sext i32 %d143 to i64
  %483 = add nsw i64 %481, %482
  %484 = getelementptr inbounds float, ptr %acc_o, i64 %483
  store float %479, ptr %484, align 4
  %485 = add nsw i32 %d143, 1
  br label %for.cond140, !llvm.loop !35

for.end142:                                       ; preds = %for.cond140
  %486 = add nsw i32 %i139, 1
  br label %for.cond136, !llvm.loop !36

if.then144:                                       ; preds = %for.end138
  br label %for.cond147

if.else145:                                       ; preds = %for.end138
  br label %for.cond153

if.end146:                                        ; preds = %for.end155, %for.end149
  ret void

for.cond147:                                      ; preds = %for.end152, %if.then144
  %i2 = phi i32 [ 0, %if.then144 ], [ %511, %for.end152 ]
  %487 = icmp slt i32 %i2, 8
  br i1 %487, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  br label %for.cond150

for.end149:                                       ; preds = %for.cond147
  br label %if.end146

for.cond150:                                      ; preds = %for.body151, %for.body148
  %j2 = phi i32 [ 0, %for.body148 ], [ %510, %for.body151 ]
  %488 = icmp slt i32 %j2, 64
  br i1 %488, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %489 = sext i32 %i2 to i64
  %490 = mul nsw i64 %489, 64
  %491 = sext i32 %j2 to i64
  %492 = add nsw i64 %490, %491
  %493 = getelementptr inbounds float, ptr %acc_o, i64 %492
  %494 = load float, ptr %493, align 4
  %495 = fptrunc float %494 to half
  %496 = fpext half %495 to float
  %497 = sext i32 %b to i64
  %498 = sext i32 %H to i64
  %499 = mul nsw i64 %497, %498
  %500 = mul i32 %g, 8
  %501 = add i32 %500, %i2
  %502 = sext i32 %501 to i64
  %503 = add nsw i64 %499, %502
  %504 = mul nsw i64 %503, 64
  %505 = sext i32 %j2 to i64
  %506 = add nsw i64 %504, %505
  %507 = getelementptr inbounds i16, ptr %O, i64 %506
  %508 = fptrunc float %496 to half
  %509 = bitcast half %508 to i16
  store i16 %509, ptr %507, align 2
  %510 = add nsw i32 %j2, 1
  br label %for.cond150, !llvm.loop !37

for.end152:                                       ; preds = %for.cond150
  %511 = add nsw i32 %i2, 1
  br label %for.cond147, !llvm.loop !38

for.cond153:                                      ; preds = %for.end159, %if.else145
  %i2156 = phi i32 [ 0, %if.else145 ], [ %530, %for.end159 ]
  %512 = icmp slt i32 %i2156, 8
  br i1 %512, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  br label %for.cond157

for.end155:                                       ; preds = %for.cond153
  br label %if.end146

for.cond157:                                      ; preds = %if.end163, %for.body154
  %j2160 = phi i32 [ 0, %for.body154 ], [ %552, %if.end163 ]
  %513 = icmp slt i32 %j2160, 64
  br i1 %513, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  %514 = sext i32 %b to i64
  %515 = sext i32 %B to i64
  %516 = icmp slt i64 %514, %515
  %517 = mul i32 %g, 8
  %518 = sext i32 %517 to i64
  %519 = sext i32 %i2156 to i64
  %520 = add i64 %518, %519
  %521 = icmp sle i64 0, %520
  %522 = mul i32 %g, 8
  %523 = sext i32 %522 to i64
  %524 = sext i32 %i2156 to i64
  %525 = add i64 %523, %524
  %526 = sext i32 %H to i64
  %527 = icmp slt i64 %525, %526
  %528 = and i1 %521, %527
  %529 = and i1 %516, %528
  br i1 %529, label %if.then161, label %if.else162

for.end159:                                       ; preds = %for.cond157
  %530 = add nsw i32 %i2156, 1
  br label %for.cond153, !llvm.loop !39

if.then161:                                       ; preds = %for.body158
  %531 = sext i32 %i2156 to i64
  %532 = mul nsw i64 %531, 64
  %533 = sext i32 %j2160 to i64
  %534 = add nsw i64 %532, %533
  %535 = getelementptr inbounds float, ptr %acc_o, i64 %534
  %536 = load float, ptr %535, align 4
  %537 = fptrunc float %536 to half
  %538 = fpext half %537 to float
  %539 = sext i32 %b to i64
  %540 = sext i32 %H to i64
  %541 = mul nsw i64 %539, %540
  %542 = mul i32 %g, 8
  %543 = add i32 %542, %i2156
  %544 = sext i32 %543 to i64
  %545 = add nsw i64 %541, %544
  %546 = mul nsw i64 %545, 64
  %547 = sext i32 %j2160 to i64
  %548 = add nsw i64 %546, %547
  %549 = getelementptr inbounds i16, ptr %O, i64 %548
  %550 = fptrunc float %538 to half
  %551 = bitcast half %550 to i16
  store i16 %551, ptr %549, align 2
  br label %if.end163

if.else162:                                       ; preds = %for.body158
  br label %if.end163

if.end163:                                        ; preds = %if.else162, %if.then161
  %552 = add nsw i32 %j2160, 1
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
define internal void @gqa_decode_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_gqa_decode, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_gqa_decode, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_gqa_decode, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_gqa_decode, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_gqa_decode, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_gqa_decode, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_gqa_decode, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_gqa_decode, ptr %ctx, i32 0, i32 7
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %tilec_args_gqa_decode, ptr %ctx, i32 0, i32 8
  %17 = getelementptr inbounds [3 x i64], ptr %16, i64 0, i64 0
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds [3 x i64], ptr %16, i64 0, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds [3 x i64], ptr %16, i64 0, i64 2
  %22 = load i64, ptr %21, align 8
  %23 = srem i64 %block, %18
  %24 = sdiv i64 %block, %18
  %25 = srem i64 %24, %20
  %26 = mul i64 %18, %20
  %27 = sdiv i64 %block, %26
  %28 = trunc i64 %23 to i32
  %29 = trunc i64 %25 to i32
  call void @gqa_decode_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %13, i32 %15, i32 %28, i32 %29)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_gqa_decode(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_gqa_decode, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_gqa_decode, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_gqa_decode, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_gqa_decode, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_gqa_decode, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %B = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_gqa_decode, ptr %a, i32 0, i32 4
  store i32 %B, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %H = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_gqa_decode, ptr %a, i32 0, i32 5
  store i32 %H, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 2
  %21 = load i64, ptr %20, align 8
  %S = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_gqa_decode, ptr %a, i32 0, i32 6
  store i32 %S, ptr %22, align 4
  %23 = getelementptr inbounds i64, ptr %dims, i64 3
  %24 = load i64, ptr %23, align 8
  %G = trunc i64 %24 to i32
  %25 = getelementptr inbounds %tilec_args_gqa_decode, ptr %a, i32 0, i32 7
  store i32 %G, ptr %25, align 4
  %26 = getelementptr inbounds %tilec_args_gqa_decode, ptr %a, i32 0, i32 8
  %27 = sext i32 %G to i64
  %28 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 0
  store i64 %27, ptr %28, align 8
  %29 = icmp sgt i64 %27, 0
  %30 = mul i64 1, %27
  %31 = sext i32 %B to i64
  %32 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 1
  store i64 %31, ptr %32, align 8
  %33 = icmp sgt i64 %31, 0
  %34 = and i1 %29, %33
  %35 = mul i64 %30, %31
  %36 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 2
  store i64 1, ptr %36, align 8
  %37 = and i1 %34, true
  %38 = mul i64 %35, 1
  br i1 %37, label %run, label %empty

run:                                              ; preds = %body
  %39 = call i32 @tilec_rt_run_blocks(i64 %38, i32 %nworkers, ptr @gqa_decode_task, ptr %a)
  ret i32 %39

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
