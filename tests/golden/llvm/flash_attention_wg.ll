; ModuleID = 'flash_attention_wg.tile'
source_filename = "flash_attention_wg.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_flash_attention_wg = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_flash_attention_wg_causal = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
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
  %tl_stream0 = alloca [2048 x i16], align 64
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
  br label %for.cond7

if.end:                                           ; preds = %for.end9, %for.end
  br label %for.cond14

for.cond:                                         ; preds = %if.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %32, %if.end3 ]
  %13 = icmp slt i32 %i3, 192
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %14 = add i32 %i3, 1
  %15 = icmp slt i32 %14, 192
  br i1 %15, label %if.then1, label %if.else2

for.end:                                          ; preds = %for.cond
  br label %if.end

if.then1:                                         ; preds = %for.body
  br label %for.cond4

if.else2:                                         ; preds = %for.body
  br label %if.end3

if.end3:                                          ; preds = %if.else2, %for.end6
  %16 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %17 = mul nuw i64 %16, 2
  %18 = sext i32 %i3 to i64
  %19 = mul nsw i64 %18, 64
  %20 = add nsw i64 %19, 0
  %21 = getelementptr inbounds i16, ptr %Q_s, i64 %20
  %22 = sext i32 %bz to i64
  %23 = sext i32 %S to i64
  %24 = mul nsw i64 %22, %23
  %25 = mul i32 %bx, 192
  %26 = add i32 %25, %i3
  %27 = sext i32 %26 to i64
  %28 = add nsw i64 %24, %27
  %29 = mul nsw i64 %28, 64
  %30 = add nsw i64 %29, 0
  %31 = getelementptr inbounds i16, ptr %Q, i64 %30
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %21, ptr align 2 %31, i64 %17, i1 false)
  %32 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !0

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %47, %for.body5 ]
  %33 = icmp slt i32 %pf, 2
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = sext i32 %bz to i64
  %35 = sext i32 %S to i64
  %36 = mul i64 %34, %35
  %37 = mul i32 %bx, 192
  %38 = add i32 %i3, 1
  %39 = add i32 %37, %38
  %40 = sext i32 %39 to i64
  %41 = add i64 %36, %40
  %42 = mul i64 %41, 64
  %43 = mul i32 %pf, 32
  %44 = sext i32 %43 to i64
  %45 = add i64 %42, %44
  %46 = getelementptr i16, ptr %Q, i64 %45
  call void @llvm.prefetch.p0(ptr %46, i32 0, i32 3, i32 1)
  %47 = add nsw i32 %pf, 1
  br label %for.cond4, !llvm.loop !3

for.end6:                                         ; preds = %for.cond4
  br label %if.end3

for.cond7:                                        ; preds = %for.end13, %if.else
  %i310 = phi i32 [ 0, %if.else ], [ %66, %for.end13 ]
  %48 = icmp slt i32 %i310, 192
  br i1 %48, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %sel.end, %for.body8
  %j1 = phi i32 [ 0, %for.body8 ], [ %89, %sel.end ]
  %49 = icmp slt i32 %j1, 64
  br i1 %49, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %50 = sext i32 %bz to i64
  %51 = sext i32 %BH to i64
  %52 = icmp slt i64 %50, %51
  %53 = mul i32 %bx, 192
  %54 = sext i32 %53 to i64
  %55 = sext i32 %i310 to i64
  %56 = add i64 %54, %55
  %57 = icmp sle i64 0, %56
  %58 = mul i32 %bx, 192
  %59 = sext i32 %58 to i64
  %60 = sext i32 %i310 to i64
  %61 = add i64 %59, %60
  %62 = sext i32 %S to i64
  %63 = icmp slt i64 %61, %62
  %64 = and i1 %57, %63
  %65 = and i1 %52, %64
  br i1 %65, label %sel.then, label %sel.else

for.end13:                                        ; preds = %for.cond11
  %66 = add nsw i32 %i310, 1
  br label %for.cond7, !llvm.loop !4

sel.then:                                         ; preds = %for.body12
  %67 = sext i32 %bz to i64
  %68 = sext i32 %S to i64
  %69 = mul nsw i64 %67, %68
  %70 = mul i32 %bx, 192
  %71 = add i32 %70, %i310
  %72 = sext i32 %71 to i64
  %73 = add nsw i64 %69, %72
  %74 = mul nsw i64 %73, 64
  %75 = sext i32 %j1 to i64
  %76 = add nsw i64 %74, %75
  %77 = getelementptr inbounds i16, ptr %Q, i64 %76
  %78 = load i16, ptr %77, align 2
  %79 = bitcast i16 %78 to half
  %80 = fpext half %79 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body12
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %81 = phi float [ %80, %sel.then ], [ 0.000000e+00, %sel.else ]
  %82 = sext i32 %i310 to i64
  %83 = mul nsw i64 %82, 64
  %84 = sext i32 %j1 to i64
  %85 = add nsw i64 %83, %84
  %86 = getelementptr inbounds i16, ptr %Q_s, i64 %85
  %87 = fptrunc float %81 to half
  %88 = bitcast half %87 to i16
  store i16 %88, ptr %86, align 2
  %89 = add nsw i32 %j1, 1
  br label %for.cond11, !llvm.loop !5

for.cond14:                                       ; preds = %for.body15, %if.end
  %i317 = phi i32 [ 0, %if.end ], [ %101, %for.body15 ]
  %90 = icmp slt i32 %i317, 192
  br i1 %90, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %91 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %92 = mul nuw i64 %91, 4
  %93 = sext i32 %i317 to i64
  %94 = mul nsw i64 %93, 64
  %95 = add nsw i64 %94, 0
  %96 = getelementptr inbounds float, ptr %acc_o, i64 %95
  call void @llvm.memset.p0.i64(ptr align 4 %96, i8 0, i64 %92, i1 false)
  %97 = sext i32 %i317 to i64
  %98 = getelementptr inbounds float, ptr %l, i64 %97
  store float 0.000000e+00, ptr %98, align 4
  %99 = sext i32 %i317 to i64
  %100 = getelementptr inbounds float, ptr %m, i64 %99
  store float 0xFFF0000000000000, ptr %100, align 4
  %101 = add nsw i32 %i317, 1
  br label %for.cond14, !llvm.loop !7

for.end16:                                        ; preds = %for.cond14
  %102 = sext i32 %S to i64
  %103 = sdiv i64 %102, 128
  %104 = sub i64 0, %102
  %105 = select i1 false, i64 %104, i64 %103
  %106 = srem i64 %102, 128
  %107 = icmp ne i64 %106, 0
  %108 = icmp slt i64 %102, 0
  %109 = icmp eq i1 %108, false
  %110 = and i1 %107, %109
  %111 = zext i1 %110 to i64
  %112 = add i64 %105, %111
  %113 = trunc i64 %112 to i32
  %114 = sext i32 %S to i64
  %115 = sdiv i64 %114, 128
  %116 = sub i64 0, %114
  %117 = select i1 false, i64 %116, i64 %115
  %118 = srem i64 %114, 128
  %119 = icmp ne i64 %118, 0
  %120 = icmp slt i64 %114, 0
  %121 = icmp eq i1 %120, false
  %122 = and i1 %119, %121
  %123 = zext i1 %122 to i64
  %124 = add i64 %117, %123
  %125 = trunc i64 %124 to i32
  br label %for.cond18

for.cond18:                                       ; preds = %for.end84, %for.end16
  %kb = phi i32 [ 0, %for.end16 ], [ %346, %for.end84 ]
  %126 = icmp slt i32 %kb, %113
  br i1 %126, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
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
  br i1 %139, label %if.then21, label %if.else22

for.end20:                                        ; preds = %for.cond18
  br label %for.cond170

if.then21:                                        ; preds = %for.body19
  br label %for.cond24

if.else22:                                        ; preds = %for.body19
  br label %for.cond34

if.end23:                                         ; preds = %for.end36, %for.end26
  %140 = sext i32 %bz to i64
  %141 = add i64 %140, 1
  %142 = sext i32 %BH to i64
  %143 = icmp sle i64 %141, %142
  %144 = mul i32 %kb, 128
  %145 = icmp sle i32 0, %144
  %146 = mul i32 %kb, 128
  %147 = sext i32 %146 to i64
  %148 = add i64 %147, 128
  %149 = sext i32 %S to i64
  %150 = icmp sle i64 %148, %149
  %151 = and i1 %145, %150
  %152 = and i1 %143, %151
  br i1 %152, label %if.then45, label %if.else46

for.cond24:                                       ; preds = %if.end30, %if.then21
  %i327 = phi i32 [ 0, %if.then21 ], [ %172, %if.end30 ]
  %153 = icmp slt i32 %i327, 128
  br i1 %153, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %154 = add i32 %kb, 1
  %155 = icmp slt i32 %154, %125
  br i1 %155, label %if.then28, label %if.else29

for.end26:                                        ; preds = %for.cond24
  br label %if.end23

if.then28:                                        ; preds = %for.body25
  br label %for.cond31

if.else29:                                        ; preds = %for.body25
  br label %if.end30

if.end30:                                         ; preds = %if.else29, %for.end33
  %156 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %157 = mul nuw i64 %156, 2
  %158 = sext i32 %i327 to i64
  %159 = mul nsw i64 %158, 64
  %160 = add nsw i64 %159, 0
  %161 = getelementptr inbounds i16, ptr %K_s, i64 %160
  %162 = sext i32 %bz to i64
  %163 = sext i32 %S to i64
  %164 = mul nsw i64 %162, %163
  %165 = mul i32 %kb, 128
  %166 = add i32 %165, %i327
  %167 = sext i32 %166 to i64
  %168 = add nsw i64 %164, %167
  %169 = mul nsw i64 %168, 64
  %170 = add nsw i64 %169, 0
  %171 = getelementptr inbounds i16, ptr %K, i64 %170
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %161, ptr align 2 %171, i64 %157, i1 false)
  %172 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !8

for.cond31:                                       ; preds = %for.body32, %if.then28
  %pf1 = phi i32 [ 0, %if.then28 ], [ %187, %for.body32 ]
  %173 = icmp slt i32 %pf1, 2
  br i1 %173, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %174 = sext i32 %bz to i64
  %175 = sext i32 %S to i64
  %176 = mul i64 %174, %175
  %177 = add i32 %kb, 1
  %178 = mul i32 %177, 128
  %179 = add i32 %178, %i327
  %180 = sext i32 %179 to i64
  %181 = add i64 %176, %180
  %182 = mul i64 %181, 64
  %183 = mul i32 %pf1, 32
  %184 = sext i32 %183 to i64
  %185 = add i64 %182, %184
  %186 = getelementptr i16, ptr %K, i64 %185
  call void @llvm.prefetch.p0(ptr %186, i32 0, i32 3, i32 1)
  %187 = add nsw i32 %pf1, 1
  br label %for.cond31, !llvm.loop !9

for.end33:                                        ; preds = %for.cond31
  br label %if.end30

for.cond34:                                       ; preds = %for.end40, %if.else22
  %i337 = phi i32 [ 0, %if.else22 ], [ %206, %for.end40 ]
  %188 = icmp slt i32 %i337, 128
  br i1 %188, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end23

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %229, %sel.end44 ]
  %189 = icmp slt i32 %j141, 64
  br i1 %189, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %190 = sext i32 %bz to i64
  %191 = sext i32 %BH to i64
  %192 = icmp slt i64 %190, %191
  %193 = mul i32 %kb, 128
  %194 = sext i32 %193 to i64
  %195 = sext i32 %i337 to i64
  %196 = add i64 %194, %195
  %197 = icmp sle i64 0, %196
  %198 = mul i32 %kb, 128
  %199 = sext i32 %198 to i64
  %200 = sext i32 %i337 to i64
  %201 = add i64 %199, %200
  %202 = sext i32 %S to i64
  %203 = icmp slt i64 %201, %202
  %204 = and i1 %197, %203
  %205 = and i1 %192, %204
  br i1 %205, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %206 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !10

sel.then42:                                       ; preds = %for.body39
  %207 = sext i32 %bz to i64
  %208 = sext i32 %S to i64
  %209 = mul nsw i64 %207, %208
  %210 = mul i32 %kb, 128
  %211 = add i32 %210, %i337
  %212 = sext i32 %211 to i64
  %213 = add nsw i64 %209, %212
  %214 = mul nsw i64 %213, 64
  %215 = sext i32 %j141 to i64
  %216 = add nsw i64 %214, %215
  %217 = getelementptr inbounds i16, ptr %K, i64 %216
  %218 = load i16, ptr %217, align 2
  %219 = bitcast i16 %218 to half
  %220 = fpext half %219 to float
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %221 = phi float [ %220, %sel.then42 ], [ 0.000000e+00, %sel.else43 ]
  %222 = sext i32 %i337 to i64
  %223 = mul nsw i64 %222, 64
  %224 = sext i32 %j141 to i64
  %225 = add nsw i64 %223, %224
  %226 = getelementptr inbounds i16, ptr %K_s, i64 %225
  %227 = fptrunc float %221 to half
  %228 = bitcast half %227 to i16
  store i16 %228, ptr %226, align 2
  %229 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !11

if.then45:                                        ; preds = %if.end23
  br label %for.cond48

if.else46:                                        ; preds = %if.end23
  br label %for.cond58

if.end47:                                         ; preds = %for.end60, %for.end50
  br label %for.cond69

for.cond48:                                       ; preds = %if.end54, %if.then45
  %i351 = phi i32 [ 0, %if.then45 ], [ %249, %if.end54 ]
  %230 = icmp slt i32 %i351, 128
  br i1 %230, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %231 = add i32 %kb, 1
  %232 = icmp slt i32 %231, %125
  br i1 %232, label %if.then52, label %if.else53

for.end50:                                        ; preds = %for.cond48
  br label %if.end47

if.then52:                                        ; preds = %for.body49
  br label %for.cond55

if.else53:                                        ; preds = %for.body49
  br label %if.end54

if.end54:                                         ; preds = %if.else53, %for.end57
  %233 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %234 = mul nuw i64 %233, 2
  %235 = sext i32 %i351 to i64
  %236 = mul nsw i64 %235, 64
  %237 = add nsw i64 %236, 0
  %238 = getelementptr inbounds i16, ptr %V_s, i64 %237
  %239 = sext i32 %bz to i64
  %240 = sext i32 %S to i64
  %241 = mul nsw i64 %239, %240
  %242 = mul i32 %kb, 128
  %243 = add i32 %242, %i351
  %244 = sext i32 %243 to i64
  %245 = add nsw i64 %241, %244
  %246 = mul nsw i64 %245, 64
  %247 = add nsw i64 %246, 0
  %248 = getelementptr inbounds i16, ptr %V, i64 %247
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %238, ptr align 2 %248, i64 %234, i1 false)
  %249 = add nsw i32 %i351, 1
  br label %for.cond48, !llvm.loop !12

for.cond55:                                       ; preds = %for.body56, %if.then52
  %pf2 = phi i32 [ 0, %if.then52 ], [ %264, %for.body56 ]
  %250 = icmp slt i32 %pf2, 2
  br i1 %250, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %251 = sext i32 %bz to i64
  %252 = sext i32 %S to i64
  %253 = mul i64 %251, %252
  %254 = add i32 %kb, 1
  %255 = mul i32 %254, 128
  %256 = add i32 %255, %i351
  %257 = sext i32 %256 to i64
  %258 = add i64 %253, %257
  %259 = mul i64 %258, 64
  %260 = mul i32 %pf2, 32
  %261 = sext i32 %260 to i64
  %262 = add i64 %259, %261
  %263 = getelementptr i16, ptr %V, i64 %262
  call void @llvm.prefetch.p0(ptr %263, i32 0, i32 3, i32 1)
  %264 = add nsw i32 %pf2, 1
  br label %for.cond55, !llvm.loop !13

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.end64, %if.else46
  %i361 = phi i32 [ 0, %if.else46 ], [ %283, %for.end64 ]
  %265 = icmp slt i32 %i361, 128
  br i1 %265, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  br label %for.cond62

for.end60:                                        ; preds = %for.cond58
  br label %if.end47

for.cond62:                                       ; preds = %sel.end68, %for.body59
  %j165 = phi i32 [ 0, %for.body59 ], [ %306, %sel.end68 ]
  %266 = icmp slt i32 %j165, 64
  br i1 %266, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %267 = sext i32 %bz to i64
  %268 = sext i32 %BH to i64
  %269 = icmp slt i64 %267, %268
  %270 = mul i32 %kb, 128
  %271 = sext i32 %270 to i64
  %272 = sext i32 %i361 to i64
  %273 = add i64 %271, %272
  %274 = icmp sle i64 0, %273
  %275 = mul i32 %kb, 128
  %276 = sext i32 %275 to i64
  %277 = sext i32 %i361 to i64
  %278 = add i64 %276, %277
  %279 = sext i32 %S to i64
  %280 = icmp slt i64 %278, %279
  %281 = and i1 %274, %280
  %282 = and i1 %269, %281
  br i1 %282, label %sel.then66, label %sel.else67

for.end64:                                        ; preds = %for.cond62
  %283 = add nsw i32 %i361, 1
  br label %for.cond58, !llvm.loop !14

sel.then66:                                       ; preds = %for.body63
  %284 = sext i32 %bz to i64
  %285 = sext i32 %S to i64
  %286 = mul nsw i64 %284, %285
  %287 = mul i32 %kb, 128
  %288 = add i32 %287, %i361
  %289 = sext i32 %288 to i64
  %290 = add nsw i64 %286, %289
  %291 = mul nsw i64 %290, 64
  %292 = sext i32 %j165 to i64
  %293 = add nsw i64 %291, %292
  %294 = getelementptr inbounds i16, ptr %V, i64 %293
  %295 = load i16, ptr %294, align 2
  %296 = bitcast i16 %295 to half
  %297 = fpext half %296 to float
  br label %sel.end68

sel.else67:                                       ; preds = %for.body63
  br label %sel.end68

sel.end68:                                        ; preds = %sel.else67, %sel.then66
  %298 = phi float [ %297, %sel.then66 ], [ 0.000000e+00, %sel.else67 ]
  %299 = sext i32 %i361 to i64
  %300 = mul nsw i64 %299, 64
  %301 = sext i32 %j165 to i64
  %302 = add nsw i64 %300, %301
  %303 = getelementptr inbounds i16, ptr %V_s, i64 %302
  %304 = fptrunc float %298 to half
  %305 = bitcast half %304 to i16
  store i16 %305, ptr %303, align 2
  %306 = add nsw i32 %j165, 1
  br label %for.cond62, !llvm.loop !15

for.cond69:                                       ; preds = %for.body70, %if.end47
  %i372 = phi i32 [ 0, %if.end47 ], [ %314, %for.body70 ]
  %307 = icmp slt i32 %i372, 192
  br i1 %307, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %308 = call i64 @llvm.smax.i64(i64 128, i64 0)
  %309 = mul nuw i64 %308, 4
  %310 = sext i32 %i372 to i64
  %311 = mul nsw i64 %310, 128
  %312 = add nsw i64 %311, 0
  %313 = getelementptr inbounds float, ptr %acc_s, i64 %312
  call void @llvm.memset.p0.i64(ptr align 4 %313, i8 0, i64 %309, i1 false)
  %314 = add nsw i32 %i372, 1
  br label %for.cond69, !llvm.loop !16

for.end71:                                        ; preds = %for.cond69
  call void @tilec_rt_gemm_f16f32(i32 192, i32 128, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 128)
  %315 = mul i32 %kb, 128
  %316 = add i32 %315, 128
  %317 = icmp sgt i32 %316, %S
  br i1 %317, label %if.then73, label %if.else74

if.then73:                                        ; preds = %for.end71
  br label %for.cond76

if.else74:                                        ; preds = %for.end71
  br label %if.end75

if.end75:                                         ; preds = %if.else74, %for.end78
  br label %for.cond82

for.cond76:                                       ; preds = %for.end81, %if.then73
  %i = phi i32 [ 0, %if.then73 ], [ %337, %for.end81 ]
  %318 = icmp slt i32 %i, 192
  br i1 %318, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  br label %for.cond79

for.end78:                                        ; preds = %for.cond76
  br label %if.end75

for.cond79:                                       ; preds = %for.body80, %for.body77
  %j = phi i32 [ 0, %for.body77 ], [ %336, %for.body80 ]
  %319 = icmp slt i32 %j, 128
  br i1 %319, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %320 = mul i32 %kb, 128
  %321 = add i32 %320, %j
  %322 = icmp slt i32 %321, %S
  %323 = sext i32 %i to i64
  %324 = mul nsw i64 %323, 128
  %325 = sext i32 %j to i64
  %326 = add nsw i64 %324, %325
  %327 = call i64 @llvm.umin.i64(i64 %326, i64 24575)
  %328 = getelementptr inbounds float, ptr %acc_s, i64 %327
  %329 = load float, ptr %328, align 4
  %330 = select i1 %322, float %329, float 0xFFF0000000000000
  %331 = sext i32 %i to i64
  %332 = mul nsw i64 %331, 128
  %333 = sext i32 %j to i64
  %334 = add nsw i64 %332, %333
  %335 = getelementptr inbounds float, ptr %acc_s, i64 %334
  store float %330, ptr %335, align 4
  %336 = add nsw i32 %j, 1
  br label %for.cond79, !llvm.loop !17

for.end81:                                        ; preds = %for.cond79
  %337 = add nsw i32 %i, 1
  br label %for.cond76, !llvm.loop !18

for.cond82:                                       ; preds = %for.end168, %if.end75
  %i385 = phi i32 [ 0, %if.end75 ], [ %649, %for.end168 ]
  %338 = icmp slt i32 %i385, 192
  br i1 %338, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %339 = sext i32 %i385 to i64
  %340 = getelementptr inbounds float, ptr %m, i64 %339
  %341 = load float, ptr %340, align 4
  %342 = sext i32 %i385 to i64
  %343 = getelementptr inbounds float, ptr %m_prev, i64 %342
  store float %341, ptr %343, align 4
  %344 = sext i32 %i385 to i64
  %345 = getelementptr inbounds float, ptr %m, i64 %344
  %tl_dst0 = load float, ptr %345, align 4
  br label %for.cond86

for.end84:                                        ; preds = %for.cond82
  call void @tilec_rt_gemm_f16f32(i32 192, i32 64, i32 128, ptr %P_s, i32 128, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %346 = add nsw i32 %kb, 1
  br label %for.cond18, !llvm.loop !19

for.cond86:                                       ; preds = %for.body87, %for.body83
  %lane = phi i32 [ 0, %for.body83 ], [ %371, %for.body87 ]
  %347 = icmp slt i32 %lane, 32
  br i1 %347, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %348 = sext i32 %i385 to i64
  %349 = mul nsw i64 %348, 128
  %350 = sext i32 %lane to i64
  %351 = add nsw i64 %349, %350
  %352 = getelementptr inbounds float, ptr %acc_s, i64 %351
  %353 = load float, ptr %352, align 4
  %354 = sext i32 %i385 to i64
  %355 = mul nsw i64 %354, 128
  %356 = sext i32 %lane to i64
  %357 = add nsw i64 %355, %356
  %358 = getelementptr inbounds float, ptr %acc_s, i64 %357
  %359 = load float, ptr %358, align 4
  %360 = fcmp une float %353, %359
  %361 = sext i32 %i385 to i64
  %362 = mul nsw i64 %361, 128
  %363 = sext i32 %lane to i64
  %364 = add nsw i64 %362, %363
  %365 = call i64 @llvm.umin.i64(i64 %364, i64 24575)
  %366 = getelementptr inbounds float, ptr %acc_s, i64 %365
  %367 = load float, ptr %366, align 4
  %368 = select i1 %360, float 0xFFF0000000000000, float %367
  %369 = sext i32 %lane to i64
  %370 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %369
  store float %368, ptr %370, align 4
  %371 = add nsw i32 %lane, 1
  br label %for.cond86, !llvm.loop !20

for.end88:                                        ; preds = %for.cond86
  br label %for.cond89

for.cond89:                                       ; preds = %for.end94, %for.end88
  %red = phi i32 [ 0, %for.end88 ], [ %389, %for.end94 ]
  %372 = icmp slt i32 %red, 3
  br i1 %372, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  br label %for.cond92

for.end91:                                        ; preds = %for.cond89
  br label %for.cond96

for.cond92:                                       ; preds = %for.body93, %for.body90
  %lane95 = phi i32 [ 0, %for.body90 ], [ %388, %for.body93 ]
  %373 = icmp slt i32 %lane95, 32
  br i1 %373, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %374 = sext i32 %lane95 to i64
  %375 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %374
  %lane_acc = load float, ptr %375, align 4
  %376 = sext i32 %i385 to i64
  %377 = mul nsw i64 %376, 128
  %378 = add i32 %red, 1
  %379 = mul i32 %378, 32
  %380 = add i32 %379, %lane95
  %381 = sext i32 %380 to i64
  %382 = add nsw i64 %377, %381
  %383 = getelementptr inbounds float, ptr %acc_s, i64 %382
  %lane_next = load float, ptr %383, align 4
  %384 = fcmp ogt float %lane_next, %lane_acc
  %385 = select i1 %384, float %lane_next, float %lane_acc
  %386 = sext i32 %lane95 to i64
  %387 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %386
  store float %385, ptr %387, align 4
  %388 = add nsw i32 %lane95, 1
  br label %for.cond92, !llvm.loop !21

for.end94:                                        ; preds = %for.cond92
  %389 = add nsw i32 %red, 1
  br label %for.cond89, !llvm.loop !22

for.cond96:                                       ; preds = %for.body97, %for.end91
  %lane99 = phi i32 [ 0, %for.end91 ], [ %400, %for.body97 ]
  %390 = icmp slt i32 %lane99, 16
  br i1 %390, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %391 = sext i32 %lane99 to i64
  %392 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %391
  %lane_acc100 = load float, ptr %392, align 4
  %393 = add i32 %lane99, 16
  %394 = sext i32 %393 to i64
  %395 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %394
  %lane_next101 = load float, ptr %395, align 4
  %396 = fcmp ogt float %lane_next101, %lane_acc100
  %397 = select i1 %396, float %lane_next101, float %lane_acc100
  %398 = sext i32 %lane99 to i64
  %399 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %398
  store float %397, ptr %399, align 4
  %400 = add nsw i32 %lane99, 1
  br label %for.cond96, !llvm.loop !23

for.end98:                                        ; preds = %for.cond96
  br label %for.cond102

for.cond102:                                      ; preds = %for.body103, %for.end98
  %lane105 = phi i32 [ 0, %for.end98 ], [ %411, %for.body103 ]
  %401 = icmp slt i32 %lane105, 8
  br i1 %401, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %402 = sext i32 %lane105 to i64
  %403 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %402
  %lane_acc106 = load float, ptr %403, align 4
  %404 = add i32 %lane105, 8
  %405 = sext i32 %404 to i64
  %406 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %405
  %lane_next107 = load float, ptr %406, align 4
  %407 = fcmp ogt float %lane_next107, %lane_acc106
  %408 = select i1 %407, float %lane_next107, float %lane_acc106
  %409 = sext i32 %lane105 to i64
  %410 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %409
  store float %408, ptr %410, align 4
  %411 = add nsw i32 %lane105, 1
  br label %for.cond102, !llvm.loop !24

for.end104:                                       ; preds = %for.cond102
  br label %for.cond108

for.cond108:                                      ; preds = %for.body109, %for.end104
  %lane111 = phi i32 [ 0, %for.end104 ], [ %422, %for.body109 ]
  %412 = icmp slt i32 %lane111, 4
  br i1 %412, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %413 = sext i32 %lane111 to i64
  %414 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %413
  %lane_acc112 = load float, ptr %414, align 4
  %415 = add i32 %lane111, 4
  %416 = sext i32 %415 to i64
  %417 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %416
  %lane_next113 = load float, ptr %417, align 4
  %418 = fcmp ogt float %lane_next113, %lane_acc112
  %419 = select i1 %418, float %lane_next113, float %lane_acc112
  %420 = sext i32 %lane111 to i64
  %421 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %420
  store float %419, ptr %421, align 4
  %422 = add nsw i32 %lane111, 1
  br label %for.cond108, !llvm.loop !25

for.end110:                                       ; preds = %for.cond108
  br label %for.cond114

for.cond114:                                      ; preds = %for.body115, %for.end110
  %lane117 = phi i32 [ 0, %for.end110 ], [ %433, %for.body115 ]
  %423 = icmp slt i32 %lane117, 2
  br i1 %423, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %424 = sext i32 %lane117 to i64
  %425 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %424
  %lane_acc118 = load float, ptr %425, align 4
  %426 = add i32 %lane117, 2
  %427 = sext i32 %426 to i64
  %428 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %427
  %lane_next119 = load float, ptr %428, align 4
  %429 = fcmp ogt float %lane_next119, %lane_acc118
  %430 = select i1 %429, float %lane_next119, float %lane_acc118
  %431 = sext i32 %lane117 to i64
  %432 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %431
  store float %430, ptr %432, align 4
  %433 = add nsw i32 %lane117, 1
  br label %for.cond114, !llvm.loop !26

for.end116:                                       ; preds = %for.cond114
  br label %for.cond120

for.cond120:                                      ; preds = %for.body121, %for.end116
  %lane123 = phi i32 [ 0, %for.end116 ], [ %444, %for.body121 ]
  %434 = icmp slt i32 %lane123, 1
  br i1 %434, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %435 = sext i32 %lane123 to i64
  %436 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %435
  %lane_acc124 = load float, ptr %436, align 4
  %437 = add i32 %lane123, 1
  %438 = sext i32 %437 to i64
  %439 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %438
  %lane_next125 = load float, ptr %439, align 4
  %440 = fcmp ogt float %lane_next125, %lane_acc124
  %441 = select i1 %440, float %lane_next125, float %lane_acc124
  %442 = sext i32 %lane123 to i64
  %443 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %442
  store float %441, ptr %443, align 4
  %444 = add nsw i32 %lane123, 1
  br label %for.cond120, !llvm.loop !27

for.end122:                                       ; preds = %for.cond120
  %445 = sext i32 %i385 to i64
  %446 = getelementptr inbounds float, ptr %m, i64 %445
  %447 = load float, ptr %446, align 4
  %448 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %449 = load float, ptr %448, align 4
  %450 = call float @llvm.maxnum.f32(float %447, float %449)
  %451 = sext i32 %i385 to i64
  %452 = getelementptr inbounds float, ptr %m, i64 %451
  store float %450, ptr %452, align 4
  %453 = sext i32 %i385 to i64
  %454 = getelementptr inbounds float, ptr %m, i64 %453
  %455 = load float, ptr %454, align 4
  %456 = fcmp oeq float %455, 0xFFF0000000000000
  %457 = fcmp une float %tl_dst0, %tl_dst0
  %458 = and i1 %456, %457
  br i1 %458, label %if.then126, label %if.else127

if.then126:                                       ; preds = %for.end122
  %459 = sext i32 %i385 to i64
  %460 = getelementptr inbounds float, ptr %m, i64 %459
  store float %tl_dst0, ptr %460, align 4
  br label %for.cond129

if.else127:                                       ; preds = %for.end122
  br label %if.end128

if.end128:                                        ; preds = %if.else127, %for.end131
  br label %for.cond133

for.cond129:                                      ; preds = %for.body130, %if.then126
  %red132 = phi i32 [ 0, %if.then126 ], [ %474, %for.body130 ]
  %461 = icmp slt i32 %red132, 128
  br i1 %461, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  %462 = sext i32 %i385 to i64
  %463 = getelementptr inbounds float, ptr %m, i64 %462
  %464 = load float, ptr %463, align 4
  %465 = sext i32 %i385 to i64
  %466 = mul nsw i64 %465, 128
  %467 = sext i32 %red132 to i64
  %468 = add nsw i64 %466, %467
  %469 = getelementptr inbounds float, ptr %acc_s, i64 %468
  %470 = load float, ptr %469, align 4
  %471 = call float @llvm.maxnum.f32(float %464, float %470)
  %472 = sext i32 %i385 to i64
  %473 = getelementptr inbounds float, ptr %m, i64 %472
  store float %471, ptr %473, align 4
  %474 = add nsw i32 %red132, 1
  br label %for.cond129, !llvm.loop !28

for.end131:                                       ; preds = %for.cond129
  br label %if.end128

for.cond133:                                      ; preds = %for.body134, %if.end128
  %j136 = phi i32 [ 0, %if.end128 ], [ %496, %for.body134 ]
  %475 = icmp slt i32 %j136, 128
  br i1 %475, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %476 = sext i32 %i385 to i64
  %477 = mul nsw i64 %476, 128
  %478 = sext i32 %j136 to i64
  %479 = add nsw i64 %477, %478
  %480 = getelementptr inbounds float, ptr %acc_s, i64 %479
  %481 = load float, ptr %480, align 4
  %482 = sext i32 %i385 to i64
  %483 = getelementptr inbounds float, ptr %m, i64 %482
  %484 = load float, ptr %483, align 4
  %485 = fneg float %484
  %486 = fmul float %485, 0x3FC7154760000000
  %487 = call float @llvm.fma.f32(float %481, float 0x3FC7154760000000, float %486)
  %488 = fpext float %487 to double
  %489 = call double @llvm.exp2.f64(double %488)
  %490 = fptrunc double %489 to float
  %491 = sext i32 %i385 to i64
  %492 = mul nsw i64 %491, 128
  %493 = sext i32 %j136 to i64
  %494 = add nsw i64 %492, %493
  %495 = getelementptr inbounds float, ptr %acc_s, i64 %494
  store float %490, ptr %495, align 4
  %496 = add nsw i32 %j136, 1
  br label %for.cond133, !llvm.loop !29

for.end135:                                       ; preds = %for.cond133
  %497 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %498 = mul nuw i64 %497, 4
  %499 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %500 = sext i32 %i385 to i64
  %501 = mul nsw i64 %500, 128
  %502 = add nsw i64 %501, 0
  %503 = getelementptr inbounds float, ptr %acc_s, i64 %502
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %499, ptr align 4 %503, i64 %498, i1 false)
  br label %for.cond137

for.cond137:                                      ; preds = %for.end142, %for.end135
  %red1 = phi i32 [ 0, %for.end135 ], [ %522, %for.end142 ]
  %504 = icmp slt i32 %red1, 3
  br i1 %504, label %for.body138, label %for.end139

for.body138:                                      ; preds = %for.cond137
  br label %for.cond140

for.end139:                                       ; preds = %for.cond137
  br label %for.cond143

for.cond140:                                      ; preds = %for.body141, %for.body138
  %lane1 = phi i32 [ 0, %for.body138 ], [ %521, %for.body141 ]
  %505 = icmp slt i32 %lane1, 32
  br i1 %505, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %506 = sext i32 %lane1 to i64
  %507 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = sext i32 %i385 to i64
  %510 = mul nsw i64 %509, 128
  %511 = add i32 %red1, 1
  %512 = mul i32 %511, 32
  %513 = add i32 %512, %lane1
  %514 = sext i32 %513 to i64
  %515 = add nsw i64 %510, %514
  %516 = getelementptr inbounds float, ptr %acc_s, i64 %515
  %517 = load float, ptr %516, align 4
  %518 = fadd float %508, %517
  %519 = sext i32 %lane1 to i64
  %520 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %519
  store float %518, ptr %520, align 4
  %521 = add nsw i32 %lane1, 1
  br label %for.cond140, !llvm.loop !30

for.end142:                                       ; preds = %for.cond140
  %522 = add nsw i32 %red1, 1
  br label %for.cond137, !llvm.loop !31

for.cond143:                                      ; preds = %for.body144, %for.end139
  %lane1146 = phi i32 [ 0, %for.end139 ], [ %534, %for.body144 ]
  %523 = icmp slt i32 %lane1146, 16
  br i1 %523, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %524 = sext i32 %lane1146 to i64
  %525 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %524
  %526 = load float, ptr %525, align 4
  %527 = add i32 %lane1146, 16
  %528 = sext i32 %527 to i64
  %529 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = fadd float %526, %530
  %532 = sext i32 %lane1146 to i64
  %533 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %532
  store float %531, ptr %533, align 4
  %534 = add nsw i32 %lane1146, 1
  br label %for.cond143, !llvm.loop !32

for.end145:                                       ; preds = %for.cond143
  br label %for.cond147

for.cond147:                                      ; preds = %for.body148, %for.end145
  %lane1150 = phi i32 [ 0, %for.end145 ], [ %546, %for.body148 ]
  %535 = icmp slt i32 %lane1150, 8
  br i1 %535, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %536 = sext i32 %lane1150 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = add i32 %lane1150, 8
  %540 = sext i32 %539 to i64
  %541 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = fadd float %538, %542
  %544 = sext i32 %lane1150 to i64
  %545 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %544
  store float %543, ptr %545, align 4
  %546 = add nsw i32 %lane1150, 1
  br label %for.cond147, !llvm.loop !33

for.end149:                                       ; preds = %for.cond147
  br label %for.cond151

for.cond151:                                      ; preds = %for.body152, %for.end149
  %lane1154 = phi i32 [ 0, %for.end149 ], [ %558, %for.body152 ]
  %547 = icmp slt i32 %lane1154, 4
  br i1 %547, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %548 = sext i32 %lane1154 to i64
  %549 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %548
  %550 = load float, ptr %549, align 4
  %551 = add i32 %lane1154, 4
  %552 = sext i32 %551 to i64
  %553 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %552
  %554 = load float, ptr %553, align 4
  %555 = fadd float %550, %554
  %556 = sext i32 %lane1154 to i64
  %557 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %556
  store float %555, ptr %557, align 4
  %558 = add nsw i32 %lane1154, 1
  br label %for.cond151, !llvm.loop !34

for.end153:                                       ; preds = %for.cond151
  br label %for.cond155

for.cond155:                                      ; preds = %for.body156, %for.end153
  %lane1158 = phi i32 [ 0, %for.end153 ], [ %570, %for.body156 ]
  %559 = icmp slt i32 %lane1158, 2
  br i1 %559, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %560 = sext i32 %lane1158 to i64
  %561 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = add i32 %lane1158, 2
  %564 = sext i32 %563 to i64
  %565 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = fadd float %562, %566
  %568 = sext i32 %lane1158 to i64
  %569 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %568
  store float %567, ptr %569, align 4
  %570 = add nsw i32 %lane1158, 1
  br label %for.cond155, !llvm.loop !35

for.end157:                                       ; preds = %for.cond155
  br label %for.cond159

for.cond159:                                      ; preds = %for.body160, %for.end157
  %lane1162 = phi i32 [ 0, %for.end157 ], [ %582, %for.body160 ]
  %571 = icmp slt i32 %lane1162, 1
  br i1 %571, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %572 = sext i32 %lane1162 to i64
  %573 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %572
  %574 = load float, ptr %573, align 4
  %575 = add i32 %lane1162, 1
  %576 = sext i32 %575 to i64
  %577 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %576
  %578 = load float, ptr %577, align 4
  %579 = fadd float %574, %578
  %580 = sext i32 %lane1162 to i64
  %581 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %580
  store float %579, ptr %581, align 4
  %582 = add nsw i32 %lane1162, 1
  br label %for.cond159, !llvm.loop !36

for.end161:                                       ; preds = %for.cond159
  %583 = sext i32 %i385 to i64
  %584 = getelementptr inbounds float, ptr %row_sum, i64 %583
  store float 0.000000e+00, ptr %584, align 4
  %585 = sext i32 %i385 to i64
  %586 = getelementptr inbounds float, ptr %row_sum, i64 %585
  %587 = load float, ptr %586, align 4
  %588 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %589 = load float, ptr %588, align 4
  %590 = fadd float %587, %589
  %591 = sext i32 %i385 to i64
  %592 = getelementptr inbounds float, ptr %row_sum, i64 %591
  store float %590, ptr %592, align 4
  %593 = sext i32 %i385 to i64
  %594 = getelementptr inbounds float, ptr %m_prev, i64 %593
  %595 = load float, ptr %594, align 4
  %596 = sext i32 %i385 to i64
  %597 = getelementptr inbounds float, ptr %m, i64 %596
  %598 = load float, ptr %597, align 4
  %599 = fsub float %595, %598
  %600 = fmul float %599, 0x3FC7154760000000
  %601 = fpext float %600 to double
  %602 = call double @llvm.exp2.f64(double %601)
  %alpha = fptrunc double %602 to float
  %603 = sext i32 %i385 to i64
  %604 = getelementptr inbounds float, ptr %l, i64 %603
  %605 = load float, ptr %604, align 4
  %606 = fmul float %605, %alpha
  %607 = sext i32 %i385 to i64
  %608 = getelementptr inbounds float, ptr %row_sum, i64 %607
  %609 = load float, ptr %608, align 4
  %610 = fadd float %606, %609
  %611 = sext i32 %i385 to i64
  %612 = getelementptr inbounds float, ptr %l, i64 %611
  store float %610, ptr %612, align 4
  %613 = sext i32 %i385 to i64
  %614 = getelementptr inbounds float, ptr %m_prev, i64 %613
  store float %alpha, ptr %614, align 4
  br label %for.cond163

for.cond163:                                      ; preds = %for.body164, %for.end161
  %d = phi i32 [ 0, %for.end161 ], [ %631, %for.body164 ]
  %615 = icmp slt i32 %d, 64
  br i1 %615, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %616 = sext i32 %i385 to i64
  %617 = mul nsw i64 %616, 64
  %618 = sext i32 %d to i64
  %619 = add nsw i64 %617, %618
  %620 = getelementptr inbounds float, ptr %acc_o, i64 %619
  %621 = load float, ptr %620, align 4
  %622 = sext i32 %i385 to i64
  %623 = getelementptr inbounds float, ptr %m_prev, i64 %622
  %624 = load float, ptr %623, align 4
  %625 = fmul float %621, %624
  %626 = sext i32 %i385 to i64
  %627 = mul nsw i64 %626, 64
  %628 = sext i32 %d to i64
  %629 = add nsw i64 %627, %628
  %630 = getelementptr inbounds float, ptr %acc_o, i64 %629
  store float %625, ptr %630, align 4
  %631 = add nsw i32 %d, 1
  br label %for.cond163, !llvm.loop !37

for.end165:                                       ; preds = %for.cond163
  br label %for.cond166

for.cond166:                                      ; preds = %for.body167, %for.end165
  %j1169 = phi i32 [ 0, %for.end165 ], [ %648, %for.body167 ]
  %632 = icmp slt i32 %j1169, 128
  br i1 %632, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %633 = sext i32 %i385 to i64
  %634 = mul nsw i64 %633, 128
  %635 = sext i32 %j1169 to i64
  %636 = add nsw i64 %634, %635
  %637 = getelementptr inbounds float, ptr %acc_s, i64 %636
  %638 = load float, ptr %637, align 4
  %639 = fptrunc float %638 to half
  %640 = fpext half %639 to float
  %641 = sext i32 %i385 to i64
  %642 = mul nsw i64 %641, 128
  %643 = sext i32 %j1169 to i64
  %644 = add nsw i64 %642, %643
  %645 = getelementptr inbounds i16, ptr %P_s, i64 %644
  %646 = fptrunc float %640 to half
  %647 = bitcast half %646 to i16
  store i16 %647, ptr %645, align 2
  %648 = add nsw i32 %j1169, 1
  br label %for.cond166, !llvm.loop !38

for.end168:                                       ; preds = %for.cond166
  %649 = add nsw i32 %i385, 1
  br label %for.cond82, !llvm.loop !39

for.cond170:                                      ; preds = %if.end176, %for.end20
  %i173 = phi i32 [ 0, %for.end20 ], [ %672, %if.end176 ]
  %650 = icmp slt i32 %i173, 192
  br i1 %650, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  %651 = sext i32 %i173 to i64
  %652 = getelementptr inbounds float, ptr %l, i64 %651
  %653 = load float, ptr %652, align 4
  %654 = fdiv float 1.000000e+00, %653
  %655 = sext i32 %i173 to i64
  %656 = getelementptr inbounds float, ptr %l, i64 %655
  store float %654, ptr %656, align 4
  %657 = icmp sle i32 0, %bz
  %658 = icmp slt i32 %bz, %BH
  %659 = and i1 %657, %658
  %660 = mul i32 %bx, 192
  %661 = add i32 %660, %i173
  %662 = icmp sle i32 0, %661
  %663 = mul i32 %bx, 192
  %664 = add i32 %663, %i173
  %665 = icmp slt i32 %664, %S
  %666 = and i1 %662, %665
  %667 = and i1 %659, %666
  br i1 %667, label %if.then174, label %if.else175

for.end172:                                       ; preds = %for.cond170
  ret void

if.then174:                                       ; preds = %for.body171
  %668 = sext i32 %BH to i64
  %669 = sext i32 %S to i64
  %670 = mul i64 %668, %669
  %671 = icmp sge i64 %670, 262144
  br i1 %671, label %if.then177, label %if.else178

if.else175:                                       ; preds = %for.body171
  br label %if.end176

if.end176:                                        ; preds = %if.else175, %if.end179
  %672 = add nsw i32 %i173, 1
  br label %for.cond170, !llvm.loop !40

if.then177:                                       ; preds = %if.then174
  br label %for.cond180

if.else178:                                       ; preds = %if.then174
  br label %for.cond186

if.end179:                                        ; preds = %for.end188, %for.end182
  br label %if.end176

for.cond180:                                      ; preds = %for.end185, %if.then177
  %tl_c2 = phi i32 [ 0, %if.then177 ], [ %713, %for.end185 ]
  %673 = icmp slt i32 %tl_c2, 1
  br i1 %673, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %tl_sb3 = mul i32 %tl_c2, 2048
  %674 = sub i32 64, %tl_sb3
  %675 = icmp slt i32 %674, 2048
  %676 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %675, i32 %676, i32 2048
  br label %for.cond183

for.end182:                                       ; preds = %for.cond180
  br label %if.end179

for.cond183:                                      ; preds = %for.body184, %for.body181
  %tl_c5 = phi i32 [ 0, %for.body181 ], [ %696, %for.body184 ]
  %677 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %677, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %678 = sext i32 %i173 to i64
  %679 = mul nsw i64 %678, 64
  %680 = add i32 %tl_sb3, %tl_c5
  %681 = add i32 0, %680
  %682 = sext i32 %681 to i64
  %683 = add nsw i64 %679, %682
  %684 = getelementptr inbounds float, ptr %acc_o, i64 %683
  %685 = load float, ptr %684, align 4
  %686 = sext i32 %i173 to i64
  %687 = getelementptr inbounds float, ptr %l, i64 %686
  %688 = load float, ptr %687, align 4
  %689 = fmul float %685, %688
  %690 = fptrunc float %689 to half
  %691 = fpext half %690 to float
  %692 = sext i32 %tl_c5 to i64
  %693 = getelementptr inbounds i16, ptr %tl_stream0, i64 %692
  %694 = fptrunc float %691 to half
  %695 = bitcast half %694 to i16
  store i16 %695, ptr %693, align 2
  %696 = add nsw i32 %tl_c5, 1
  br label %for.cond183, !llvm.loop !41

for.end185:                                       ; preds = %for.cond183
  %697 = sext i32 %tl_sm4 to i64
  %698 = sext i32 %bz to i64
  %699 = sext i32 %S to i64
  %700 = mul nsw i64 %698, %699
  %701 = mul i32 %bx, 192
  %702 = add i32 %701, %i173
  %703 = sext i32 %702 to i64
  %704 = add nsw i64 %700, %703
  %705 = mul nsw i64 %704, 64
  %706 = add i32 %tl_sb3, 0
  %707 = add i32 0, %706
  %708 = sext i32 %707 to i64
  %709 = add nsw i64 %705, %708
  %710 = getelementptr inbounds i16, ptr %O, i64 %709
  %711 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %712 = mul i64 %697, 2
  call void @tilec_rt_stream(ptr %710, ptr %711, i64 %712)
  %713 = add nsw i32 %tl_c2, 1
  br label %for.cond180, !llvm.loop !42

for.cond186:                                      ; preds = %for.body187, %if.else178
  %d1 = phi i32 [ 0, %if.else178 ], [ %742, %for.body187 ]
  %714 = icmp slt i32 %d1, 64
  br i1 %714, label %for.body187, label %for.end188

for.body187:                                      ; preds = %for.cond186
  %715 = sext i32 %i173 to i64
  %716 = mul nsw i64 %715, 64
  %717 = add i32 0, %d1
  %718 = sext i32 %717 to i64
  %719 = add nsw i64 %716, %718
  %720 = getelementptr inbounds float, ptr %acc_o, i64 %719
  %721 = load float, ptr %720, align 4
  %722 = sext i32 %i173 to i64
  %723 = getelementptr inbounds float, ptr %l, i64 %722
  %724 = load float, ptr %723, align 4
  %725 = fmul float %721, %724
  %726 = fptrunc float %725 to half
  %727 = fpext half %726 to float
  %728 = sext i32 %bz to i64
  %729 = sext i32 %S to i64
  %730 = mul nsw i64 %728, %729
  %731 = mul i32 %bx, 192
  %732 = add i32 %731, %i173
  %733 = sext i32 %732 to i64
  %734 = add nsw i64 %730, %733
  %735 = mul nsw i64 %734, 64
  %736 = add i32 0, %d1
  %737 = sext i32 %736 to i64
  %738 = add nsw i64 %735, %737
  %739 = getelementptr inbounds i16, ptr %O, i64 %738
  %740 = fptrunc float %727 to half
  %741 = bitcast half %740 to i16
  store i16 %741, ptr %739, align 2
  %742 = add nsw i32 %d1, 1
  br label %for.cond186, !llvm.loop !43

for.end188:                                       ; preds = %for.cond186
  br label %if.end179
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp2.f64(double) #3

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @flash_attention_wg_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_flash_attention_wg(ptr %args, ptr %dims, ptr %self) #5 {
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

; Function Attrs: noinline nounwind
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
  %0 = sext i32 %S to i64
  %1 = sdiv i64 %0, 192
  %2 = sub i64 0, %0
  %3 = select i1 false, i64 %2, i64 %1
  %4 = srem i64 %0, 192
  %5 = icmp ne i64 %4, 0
  %6 = icmp slt i64 %0, 0
  %7 = icmp eq i1 %6, false
  %8 = and i1 %5, %7
  %9 = zext i1 %8 to i64
  %10 = add i64 %3, %9
  %11 = trunc i64 %10 to i32
  %12 = sub i32 %11, 1
  %mb = sub i32 %12, %bx
  call void @llvm.memset.p0.i64(ptr align 64 %row_sum, i8 0, i64 768, i1 false)
  %13 = sext i32 %bz to i64
  %14 = add i64 %13, 1
  %15 = sext i32 %BH to i64
  %16 = icmp sle i64 %14, %15
  %17 = mul i32 %mb, 192
  %18 = icmp sle i32 0, %17
  %19 = mul i32 %mb, 192
  %20 = sext i32 %19 to i64
  %21 = add i64 %20, 192
  %22 = sext i32 %S to i64
  %23 = icmp sle i64 %21, %22
  %24 = and i1 %18, %23
  %25 = and i1 %16, %24
  br i1 %25, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond7

if.end:                                           ; preds = %for.end9, %for.end
  br label %for.cond14

for.cond:                                         ; preds = %if.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %45, %if.end3 ]
  %26 = icmp slt i32 %i3, 192
  br i1 %26, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %27 = add i32 %i3, 1
  %28 = icmp slt i32 %27, 192
  br i1 %28, label %if.then1, label %if.else2

for.end:                                          ; preds = %for.cond
  br label %if.end

if.then1:                                         ; preds = %for.body
  br label %for.cond4

if.else2:                                         ; preds = %for.body
  br label %if.end3

if.end3:                                          ; preds = %if.else2, %for.end6
  %29 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %30 = mul nuw i64 %29, 2
  %31 = sext i32 %i3 to i64
  %32 = mul nsw i64 %31, 64
  %33 = add nsw i64 %32, 0
  %34 = getelementptr inbounds i16, ptr %Q_s, i64 %33
  %35 = sext i32 %bz to i64
  %36 = sext i32 %S to i64
  %37 = mul nsw i64 %35, %36
  %38 = mul i32 %mb, 192
  %39 = add i32 %38, %i3
  %40 = sext i32 %39 to i64
  %41 = add nsw i64 %37, %40
  %42 = mul nsw i64 %41, 64
  %43 = add nsw i64 %42, 0
  %44 = getelementptr inbounds i16, ptr %Q, i64 %43
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %34, ptr align 2 %44, i64 %30, i1 false)
  %45 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !44

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %60, %for.body5 ]
  %46 = icmp slt i32 %pf, 2
  br i1 %46, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %47 = sext i32 %bz to i64
  %48 = sext i32 %S to i64
  %49 = mul i64 %47, %48
  %50 = mul i32 %mb, 192
  %51 = add i32 %i3, 1
  %52 = add i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = add i64 %49, %53
  %55 = mul i64 %54, 64
  %56 = mul i32 %pf, 32
  %57 = sext i32 %56 to i64
  %58 = add i64 %55, %57
  %59 = getelementptr i16, ptr %Q, i64 %58
  call void @llvm.prefetch.p0(ptr %59, i32 0, i32 3, i32 1)
  %60 = add nsw i32 %pf, 1
  br label %for.cond4, !llvm.loop !45

for.end6:                                         ; preds = %for.cond4
  br label %if.end3

for.cond7:                                        ; preds = %for.end13, %if.else
  %i310 = phi i32 [ 0, %if.else ], [ %79, %for.end13 ]
  %61 = icmp slt i32 %i310, 192
  br i1 %61, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %sel.end, %for.body8
  %j1 = phi i32 [ 0, %for.body8 ], [ %102, %sel.end ]
  %62 = icmp slt i32 %j1, 64
  br i1 %62, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %63 = sext i32 %bz to i64
  %64 = sext i32 %BH to i64
  %65 = icmp slt i64 %63, %64
  %66 = mul i32 %mb, 192
  %67 = sext i32 %66 to i64
  %68 = sext i32 %i310 to i64
  %69 = add i64 %67, %68
  %70 = icmp sle i64 0, %69
  %71 = mul i32 %mb, 192
  %72 = sext i32 %71 to i64
  %73 = sext i32 %i310 to i64
  %74 = add i64 %72, %73
  %75 = sext i32 %S to i64
  %76 = icmp slt i64 %74, %75
  %77 = and i1 %70, %76
  %78 = and i1 %65, %77
  br i1 %78, label %sel.then, label %sel.else

for.end13:                                        ; preds = %for.cond11
  %79 = add nsw i32 %i310, 1
  br label %for.cond7, !llvm.loop !46

sel.then:                                         ; preds = %for.body12
  %80 = sext i32 %bz to i64
  %81 = sext i32 %S to i64
  %82 = mul nsw i64 %80, %81
  %83 = mul i32 %mb, 192
  %84 = add i32 %83, %i310
  %85 = sext i32 %84 to i64
  %86 = add nsw i64 %82, %85
  %87 = mul nsw i64 %86, 64
  %88 = sext i32 %j1 to i64
  %89 = add nsw i64 %87, %88
  %90 = getelementptr inbounds i16, ptr %Q, i64 %89
  %91 = load i16, ptr %90, align 2
  %92 = bitcast i16 %91 to half
  %93 = fpext half %92 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body12
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %94 = phi float [ %93, %sel.then ], [ 0.000000e+00, %sel.else ]
  %95 = sext i32 %i310 to i64
  %96 = mul nsw i64 %95, 64
  %97 = sext i32 %j1 to i64
  %98 = add nsw i64 %96, %97
  %99 = getelementptr inbounds i16, ptr %Q_s, i64 %98
  %100 = fptrunc float %94 to half
  %101 = bitcast half %100 to i16
  store i16 %101, ptr %99, align 2
  %102 = add nsw i32 %j1, 1
  br label %for.cond11, !llvm.loop !47

for.cond14:                                       ; preds = %for.body15, %if.end
  %i317 = phi i32 [ 0, %if.end ], [ %114, %for.body15 ]
  %103 = icmp slt i32 %i317, 192
  br i1 %103, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %104 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %105 = mul nuw i64 %104, 4
  %106 = sext i32 %i317 to i64
  %107 = mul nsw i64 %106, 64
  %108 = add nsw i64 %107, 0
  %109 = getelementptr inbounds float, ptr %acc_o, i64 %108
  call void @llvm.memset.p0.i64(ptr align 4 %109, i8 0, i64 %105, i1 false)
  %110 = sext i32 %i317 to i64
  %111 = getelementptr inbounds float, ptr %l, i64 %110
  store float 0.000000e+00, ptr %111, align 4
  %112 = sext i32 %i317 to i64
  %113 = getelementptr inbounds float, ptr %m, i64 %112
  store float 0xFFF0000000000000, ptr %113, align 4
  %114 = add nsw i32 %i317, 1
  br label %for.cond14, !llvm.loop !48

for.end16:                                        ; preds = %for.cond14
  %115 = mul i32 %mb, 192
  %116 = add i32 %115, 192
  %117 = icmp slt i32 %S, %116
  %118 = select i1 %117, i32 %S, i32 %116
  %119 = sext i32 %118 to i64
  %120 = sdiv i64 %119, 128
  %121 = sub i64 0, %119
  %122 = select i1 false, i64 %121, i64 %120
  %123 = srem i64 %119, 128
  %124 = icmp ne i64 %123, 0
  %125 = icmp slt i64 %119, 0
  %126 = icmp eq i1 %125, false
  %127 = and i1 %124, %126
  %128 = zext i1 %127 to i64
  %129 = add i64 %122, %128
  %130 = trunc i64 %129 to i32
  br label %for.cond18

for.cond18:                                       ; preds = %for.end84, %for.end16
  %kb = phi i32 [ 0, %for.end16 ], [ %395, %for.end84 ]
  %131 = icmp slt i32 %kb, %130
  br i1 %131, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %132 = sext i32 %bz to i64
  %133 = add i64 %132, 1
  %134 = sext i32 %BH to i64
  %135 = icmp sle i64 %133, %134
  %136 = mul i32 %kb, 128
  %137 = icmp sle i32 0, %136
  %138 = mul i32 %kb, 128
  %139 = sext i32 %138 to i64
  %140 = add i64 %139, 128
  %141 = sext i32 %S to i64
  %142 = icmp sle i64 %140, %141
  %143 = and i1 %137, %142
  %144 = and i1 %135, %143
  br i1 %144, label %if.then21, label %if.else22

for.end20:                                        ; preds = %for.cond18
  br label %for.cond170

if.then21:                                        ; preds = %for.body19
  br label %for.cond24

if.else22:                                        ; preds = %for.body19
  br label %for.cond34

if.end23:                                         ; preds = %for.end36, %for.end26
  %145 = sext i32 %bz to i64
  %146 = add i64 %145, 1
  %147 = sext i32 %BH to i64
  %148 = icmp sle i64 %146, %147
  %149 = mul i32 %kb, 128
  %150 = icmp sle i32 0, %149
  %151 = mul i32 %kb, 128
  %152 = sext i32 %151 to i64
  %153 = add i64 %152, 128
  %154 = sext i32 %S to i64
  %155 = icmp sle i64 %153, %154
  %156 = and i1 %150, %155
  %157 = and i1 %148, %156
  br i1 %157, label %if.then45, label %if.else46

for.cond24:                                       ; preds = %if.end30, %if.then21
  %i327 = phi i32 [ 0, %if.then21 ], [ %193, %if.end30 ]
  %158 = icmp slt i32 %i327, 128
  br i1 %158, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %159 = add i32 %kb, 1
  %160 = mul i32 %mb, 192
  %161 = add i32 %160, 192
  %162 = icmp slt i32 %S, %161
  %163 = select i1 %162, i32 %S, i32 %161
  %164 = sext i32 %163 to i64
  %165 = sdiv i64 %164, 128
  %166 = sub i64 0, %164
  %167 = select i1 false, i64 %166, i64 %165
  %168 = srem i64 %164, 128
  %169 = icmp ne i64 %168, 0
  %170 = icmp slt i64 %164, 0
  %171 = icmp eq i1 %170, false
  %172 = and i1 %169, %171
  %173 = zext i1 %172 to i64
  %174 = add i64 %167, %173
  %175 = trunc i64 %174 to i32
  %176 = icmp slt i32 %159, %175
  br i1 %176, label %if.then28, label %if.else29

for.end26:                                        ; preds = %for.cond24
  br label %if.end23

if.then28:                                        ; preds = %for.body25
  br label %for.cond31

if.else29:                                        ; preds = %for.body25
  br label %if.end30

if.end30:                                         ; preds = %if.else29, %for.end33
  %177 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %178 = mul nuw i64 %177, 2
  %179 = sext i32 %i327 to i64
  %180 = mul nsw i64 %179, 64
  %181 = add nsw i64 %180, 0
  %182 = getelementptr inbounds i16, ptr %K_s, i64 %181
  %183 = sext i32 %bz to i64
  %184 = sext i32 %S to i64
  %185 = mul nsw i64 %183, %184
  %186 = mul i32 %kb, 128
  %187 = add i32 %186, %i327
  %188 = sext i32 %187 to i64
  %189 = add nsw i64 %185, %188
  %190 = mul nsw i64 %189, 64
  %191 = add nsw i64 %190, 0
  %192 = getelementptr inbounds i16, ptr %K, i64 %191
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %182, ptr align 2 %192, i64 %178, i1 false)
  %193 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !49

for.cond31:                                       ; preds = %for.body32, %if.then28
  %pf1 = phi i32 [ 0, %if.then28 ], [ %208, %for.body32 ]
  %194 = icmp slt i32 %pf1, 2
  br i1 %194, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %195 = sext i32 %bz to i64
  %196 = sext i32 %S to i64
  %197 = mul i64 %195, %196
  %198 = add i32 %kb, 1
  %199 = mul i32 %198, 128
  %200 = add i32 %199, %i327
  %201 = sext i32 %200 to i64
  %202 = add i64 %197, %201
  %203 = mul i64 %202, 64
  %204 = mul i32 %pf1, 32
  %205 = sext i32 %204 to i64
  %206 = add i64 %203, %205
  %207 = getelementptr i16, ptr %K, i64 %206
  call void @llvm.prefetch.p0(ptr %207, i32 0, i32 3, i32 1)
  %208 = add nsw i32 %pf1, 1
  br label %for.cond31, !llvm.loop !50

for.end33:                                        ; preds = %for.cond31
  br label %if.end30

for.cond34:                                       ; preds = %for.end40, %if.else22
  %i337 = phi i32 [ 0, %if.else22 ], [ %227, %for.end40 ]
  %209 = icmp slt i32 %i337, 128
  br i1 %209, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end23

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %250, %sel.end44 ]
  %210 = icmp slt i32 %j141, 64
  br i1 %210, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %211 = sext i32 %bz to i64
  %212 = sext i32 %BH to i64
  %213 = icmp slt i64 %211, %212
  %214 = mul i32 %kb, 128
  %215 = sext i32 %214 to i64
  %216 = sext i32 %i337 to i64
  %217 = add i64 %215, %216
  %218 = icmp sle i64 0, %217
  %219 = mul i32 %kb, 128
  %220 = sext i32 %219 to i64
  %221 = sext i32 %i337 to i64
  %222 = add i64 %220, %221
  %223 = sext i32 %S to i64
  %224 = icmp slt i64 %222, %223
  %225 = and i1 %218, %224
  %226 = and i1 %213, %225
  br i1 %226, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %227 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !51

sel.then42:                                       ; preds = %for.body39
  %228 = sext i32 %bz to i64
  %229 = sext i32 %S to i64
  %230 = mul nsw i64 %228, %229
  %231 = mul i32 %kb, 128
  %232 = add i32 %231, %i337
  %233 = sext i32 %232 to i64
  %234 = add nsw i64 %230, %233
  %235 = mul nsw i64 %234, 64
  %236 = sext i32 %j141 to i64
  %237 = add nsw i64 %235, %236
  %238 = getelementptr inbounds i16, ptr %K, i64 %237
  %239 = load i16, ptr %238, align 2
  %240 = bitcast i16 %239 to half
  %241 = fpext half %240 to float
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %242 = phi float [ %241, %sel.then42 ], [ 0.000000e+00, %sel.else43 ]
  %243 = sext i32 %i337 to i64
  %244 = mul nsw i64 %243, 64
  %245 = sext i32 %j141 to i64
  %246 = add nsw i64 %244, %245
  %247 = getelementptr inbounds i16, ptr %K_s, i64 %246
  %248 = fptrunc float %242 to half
  %249 = bitcast half %248 to i16
  store i16 %249, ptr %247, align 2
  %250 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !52

if.then45:                                        ; preds = %if.end23
  br label %for.cond48

if.else46:                                        ; preds = %if.end23
  br label %for.cond58

if.end47:                                         ; preds = %for.end60, %for.end50
  br label %for.cond69

for.cond48:                                       ; preds = %if.end54, %if.then45
  %i351 = phi i32 [ 0, %if.then45 ], [ %286, %if.end54 ]
  %251 = icmp slt i32 %i351, 128
  br i1 %251, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %252 = add i32 %kb, 1
  %253 = mul i32 %mb, 192
  %254 = add i32 %253, 192
  %255 = icmp slt i32 %S, %254
  %256 = select i1 %255, i32 %S, i32 %254
  %257 = sext i32 %256 to i64
  %258 = sdiv i64 %257, 128
  %259 = sub i64 0, %257
  %260 = select i1 false, i64 %259, i64 %258
  %261 = srem i64 %257, 128
  %262 = icmp ne i64 %261, 0
  %263 = icmp slt i64 %257, 0
  %264 = icmp eq i1 %263, false
  %265 = and i1 %262, %264
  %266 = zext i1 %265 to i64
  %267 = add i64 %260, %266
  %268 = trunc i64 %267 to i32
  %269 = icmp slt i32 %252, %268
  br i1 %269, label %if.then52, label %if.else53

for.end50:                                        ; preds = %for.cond48
  br label %if.end47

if.then52:                                        ; preds = %for.body49
  br label %for.cond55

if.else53:                                        ; preds = %for.body49
  br label %if.end54

if.end54:                                         ; preds = %if.else53, %for.end57
  %270 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %271 = mul nuw i64 %270, 2
  %272 = sext i32 %i351 to i64
  %273 = mul nsw i64 %272, 64
  %274 = add nsw i64 %273, 0
  %275 = getelementptr inbounds i16, ptr %V_s, i64 %274
  %276 = sext i32 %bz to i64
  %277 = sext i32 %S to i64
  %278 = mul nsw i64 %276, %277
  %279 = mul i32 %kb, 128
  %280 = add i32 %279, %i351
  %281 = sext i32 %280 to i64
  %282 = add nsw i64 %278, %281
  %283 = mul nsw i64 %282, 64
  %284 = add nsw i64 %283, 0
  %285 = getelementptr inbounds i16, ptr %V, i64 %284
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %275, ptr align 2 %285, i64 %271, i1 false)
  %286 = add nsw i32 %i351, 1
  br label %for.cond48, !llvm.loop !53

for.cond55:                                       ; preds = %for.body56, %if.then52
  %pf2 = phi i32 [ 0, %if.then52 ], [ %301, %for.body56 ]
  %287 = icmp slt i32 %pf2, 2
  br i1 %287, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %288 = sext i32 %bz to i64
  %289 = sext i32 %S to i64
  %290 = mul i64 %288, %289
  %291 = add i32 %kb, 1
  %292 = mul i32 %291, 128
  %293 = add i32 %292, %i351
  %294 = sext i32 %293 to i64
  %295 = add i64 %290, %294
  %296 = mul i64 %295, 64
  %297 = mul i32 %pf2, 32
  %298 = sext i32 %297 to i64
  %299 = add i64 %296, %298
  %300 = getelementptr i16, ptr %V, i64 %299
  call void @llvm.prefetch.p0(ptr %300, i32 0, i32 3, i32 1)
  %301 = add nsw i32 %pf2, 1
  br label %for.cond55, !llvm.loop !54

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.end64, %if.else46
  %i361 = phi i32 [ 0, %if.else46 ], [ %320, %for.end64 ]
  %302 = icmp slt i32 %i361, 128
  br i1 %302, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  br label %for.cond62

for.end60:                                        ; preds = %for.cond58
  br label %if.end47

for.cond62:                                       ; preds = %sel.end68, %for.body59
  %j165 = phi i32 [ 0, %for.body59 ], [ %343, %sel.end68 ]
  %303 = icmp slt i32 %j165, 64
  br i1 %303, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %304 = sext i32 %bz to i64
  %305 = sext i32 %BH to i64
  %306 = icmp slt i64 %304, %305
  %307 = mul i32 %kb, 128
  %308 = sext i32 %307 to i64
  %309 = sext i32 %i361 to i64
  %310 = add i64 %308, %309
  %311 = icmp sle i64 0, %310
  %312 = mul i32 %kb, 128
  %313 = sext i32 %312 to i64
  %314 = sext i32 %i361 to i64
  %315 = add i64 %313, %314
  %316 = sext i32 %S to i64
  %317 = icmp slt i64 %315, %316
  %318 = and i1 %311, %317
  %319 = and i1 %306, %318
  br i1 %319, label %sel.then66, label %sel.else67

for.end64:                                        ; preds = %for.cond62
  %320 = add nsw i32 %i361, 1
  br label %for.cond58, !llvm.loop !55

sel.then66:                                       ; preds = %for.body63
  %321 = sext i32 %bz to i64
  %322 = sext i32 %S to i64
  %323 = mul nsw i64 %321, %322
  %324 = mul i32 %kb, 128
  %325 = add i32 %324, %i361
  %326 = sext i32 %325 to i64
  %327 = add nsw i64 %323, %326
  %328 = mul nsw i64 %327, 64
  %329 = sext i32 %j165 to i64
  %330 = add nsw i64 %328, %329
  %331 = getelementptr inbounds i16, ptr %V, i64 %330
  %332 = load i16, ptr %331, align 2
  %333 = bitcast i16 %332 to half
  %334 = fpext half %333 to float
  br label %sel.end68

sel.else67:                                       ; preds = %for.body63
  br label %sel.end68

sel.end68:                                        ; preds = %sel.else67, %sel.then66
  %335 = phi float [ %334, %sel.then66 ], [ 0.000000e+00, %sel.else67 ]
  %336 = sext i32 %i361 to i64
  %337 = mul nsw i64 %336, 64
  %338 = sext i32 %j165 to i64
  %339 = add nsw i64 %337, %338
  %340 = getelementptr inbounds i16, ptr %V_s, i64 %339
  %341 = fptrunc float %335 to half
  %342 = bitcast half %341 to i16
  store i16 %342, ptr %340, align 2
  %343 = add nsw i32 %j165, 1
  br label %for.cond62, !llvm.loop !56

for.cond69:                                       ; preds = %for.body70, %if.end47
  %i372 = phi i32 [ 0, %if.end47 ], [ %351, %for.body70 ]
  %344 = icmp slt i32 %i372, 192
  br i1 %344, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %345 = call i64 @llvm.smax.i64(i64 128, i64 0)
  %346 = mul nuw i64 %345, 4
  %347 = sext i32 %i372 to i64
  %348 = mul nsw i64 %347, 128
  %349 = add nsw i64 %348, 0
  %350 = getelementptr inbounds float, ptr %acc_s, i64 %349
  call void @llvm.memset.p0.i64(ptr align 4 %350, i8 0, i64 %346, i1 false)
  %351 = add nsw i32 %i372, 1
  br label %for.cond69, !llvm.loop !57

for.end71:                                        ; preds = %for.cond69
  call void @tilec_rt_gemm_f16f32(i32 192, i32 128, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 128)
  %352 = mul i32 %kb, 128
  %353 = add i32 %352, 128
  %354 = icmp sgt i32 %353, %S
  %355 = mul i32 %kb, 128
  %356 = add i32 %355, 128
  %357 = mul i32 %mb, 192
  %358 = add i32 %357, 1
  %359 = icmp sgt i32 %356, %358
  %360 = or i1 %354, %359
  br i1 %360, label %if.then73, label %if.else74

if.then73:                                        ; preds = %for.end71
  br label %for.cond76

if.else74:                                        ; preds = %for.end71
  br label %if.end75

if.end75:                                         ; preds = %if.else74, %for.end78
  br label %for.cond82

for.cond76:                                       ; preds = %for.end81, %if.then73
  %i = phi i32 [ 0, %if.then73 ], [ %386, %for.end81 ]
  %361 = icmp slt i32 %i, 192
  br i1 %361, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  br label %for.cond79

for.end78:                                        ; preds = %for.cond76
  br label %if.end75

for.cond79:                                       ; preds = %for.body80, %for.body77
  %j = phi i32 [ 0, %for.body77 ], [ %385, %for.body80 ]
  %362 = icmp slt i32 %j, 128
  br i1 %362, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %363 = mul i32 %kb, 128
  %364 = add i32 %363, %j
  %365 = icmp slt i32 %364, %S
  %366 = mul i32 %kb, 128
  %367 = add i32 %366, %j
  %368 = mul i32 %mb, 192
  %369 = add i32 %368, %i
  %370 = icmp sle i32 %367, %369
  %371 = and i1 %365, %370
  %372 = sext i32 %i to i64
  %373 = mul nsw i64 %372, 128
  %374 = sext i32 %j to i64
  %375 = add nsw i64 %373, %374
  %376 = call i64 @llvm.umin.i64(i64 %375, i64 24575)
  %377 = getelementptr inbounds float, ptr %acc_s, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = select i1 %371, float %378, float 0xFFF0000000000000
  %380 = sext i32 %i to i64
  %381 = mul nsw i64 %380, 128
  %382 = sext i32 %j to i64
  %383 = add nsw i64 %381, %382
  %384 = getelementptr inbounds float, ptr %acc_s, i64 %383
  store float %379, ptr %384, align 4
  %385 = add nsw i32 %j, 1
  br label %for.cond79, !llvm.loop !58

for.end81:                                        ; preds = %for.cond79
  %386 = add nsw i32 %i, 1
  br label %for.cond76, !llvm.loop !59

for.cond82:                                       ; preds = %for.end168, %if.end75
  %i385 = phi i32 [ 0, %if.end75 ], [ %698, %for.end168 ]
  %387 = icmp slt i32 %i385, 192
  br i1 %387, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %388 = sext i32 %i385 to i64
  %389 = getelementptr inbounds float, ptr %m, i64 %388
  %390 = load float, ptr %389, align 4
  %391 = sext i32 %i385 to i64
  %392 = getelementptr inbounds float, ptr %m_prev, i64 %391
  store float %390, ptr %392, align 4
  %393 = sext i32 %i385 to i64
  %394 = getelementptr inbounds float, ptr %m, i64 %393
  %tl_dst0 = load float, ptr %394, align 4
  br label %for.cond86

for.end84:                                        ; preds = %for.cond82
  call void @tilec_rt_gemm_f16f32(i32 192, i32 64, i32 128, ptr %P_s, i32 128, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %395 = add nsw i32 %kb, 1
  br label %for.cond18, !llvm.loop !60

for.cond86:                                       ; preds = %for.body87, %for.body83
  %lane = phi i32 [ 0, %for.body83 ], [ %420, %for.body87 ]
  %396 = icmp slt i32 %lane, 32
  br i1 %396, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %397 = sext i32 %i385 to i64
  %398 = mul nsw i64 %397, 128
  %399 = sext i32 %lane to i64
  %400 = add nsw i64 %398, %399
  %401 = getelementptr inbounds float, ptr %acc_s, i64 %400
  %402 = load float, ptr %401, align 4
  %403 = sext i32 %i385 to i64
  %404 = mul nsw i64 %403, 128
  %405 = sext i32 %lane to i64
  %406 = add nsw i64 %404, %405
  %407 = getelementptr inbounds float, ptr %acc_s, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = fcmp une float %402, %408
  %410 = sext i32 %i385 to i64
  %411 = mul nsw i64 %410, 128
  %412 = sext i32 %lane to i64
  %413 = add nsw i64 %411, %412
  %414 = call i64 @llvm.umin.i64(i64 %413, i64 24575)
  %415 = getelementptr inbounds float, ptr %acc_s, i64 %414
  %416 = load float, ptr %415, align 4
  %417 = select i1 %409, float 0xFFF0000000000000, float %416
  %418 = sext i32 %lane to i64
  %419 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %418
  store float %417, ptr %419, align 4
  %420 = add nsw i32 %lane, 1
  br label %for.cond86, !llvm.loop !61

for.end88:                                        ; preds = %for.cond86
  br label %for.cond89

for.cond89:                                       ; preds = %for.end94, %for.end88
  %red = phi i32 [ 0, %for.end88 ], [ %438, %for.end94 ]
  %421 = icmp slt i32 %red, 3
  br i1 %421, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  br label %for.cond92

for.end91:                                        ; preds = %for.cond89
  br label %for.cond96

for.cond92:                                       ; preds = %for.body93, %for.body90
  %lane95 = phi i32 [ 0, %for.body90 ], [ %437, %for.body93 ]
  %422 = icmp slt i32 %lane95, 32
  br i1 %422, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %423 = sext i32 %lane95 to i64
  %424 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %423
  %lane_acc = load float, ptr %424, align 4
  %425 = sext i32 %i385 to i64
  %426 = mul nsw i64 %425, 128
  %427 = add i32 %red, 1
  %428 = mul i32 %427, 32
  %429 = add i32 %428, %lane95
  %430 = sext i32 %429 to i64
  %431 = add nsw i64 %426, %430
  %432 = getelementptr inbounds float, ptr %acc_s, i64 %431
  %lane_next = load float, ptr %432, align 4
  %433 = fcmp ogt float %lane_next, %lane_acc
  %434 = select i1 %433, float %lane_next, float %lane_acc
  %435 = sext i32 %lane95 to i64
  %436 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %435
  store float %434, ptr %436, align 4
  %437 = add nsw i32 %lane95, 1
  br label %for.cond92, !llvm.loop !62

for.end94:                                        ; preds = %for.cond92
  %438 = add nsw i32 %red, 1
  br label %for.cond89, !llvm.loop !63

for.cond96:                                       ; preds = %for.body97, %for.end91
  %lane99 = phi i32 [ 0, %for.end91 ], [ %449, %for.body97 ]
  %439 = icmp slt i32 %lane99, 16
  br i1 %439, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %440 = sext i32 %lane99 to i64
  %441 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %440
  %lane_acc100 = load float, ptr %441, align 4
  %442 = add i32 %lane99, 16
  %443 = sext i32 %442 to i64
  %444 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %443
  %lane_next101 = load float, ptr %444, align 4
  %445 = fcmp ogt float %lane_next101, %lane_acc100
  %446 = select i1 %445, float %lane_next101, float %lane_acc100
  %447 = sext i32 %lane99 to i64
  %448 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %447
  store float %446, ptr %448, align 4
  %449 = add nsw i32 %lane99, 1
  br label %for.cond96, !llvm.loop !64

for.end98:                                        ; preds = %for.cond96
  br label %for.cond102

for.cond102:                                      ; preds = %for.body103, %for.end98
  %lane105 = phi i32 [ 0, %for.end98 ], [ %460, %for.body103 ]
  %450 = icmp slt i32 %lane105, 8
  br i1 %450, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %451 = sext i32 %lane105 to i64
  %452 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %451
  %lane_acc106 = load float, ptr %452, align 4
  %453 = add i32 %lane105, 8
  %454 = sext i32 %453 to i64
  %455 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %454
  %lane_next107 = load float, ptr %455, align 4
  %456 = fcmp ogt float %lane_next107, %lane_acc106
  %457 = select i1 %456, float %lane_next107, float %lane_acc106
  %458 = sext i32 %lane105 to i64
  %459 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %458
  store float %457, ptr %459, align 4
  %460 = add nsw i32 %lane105, 1
  br label %for.cond102, !llvm.loop !65

for.end104:                                       ; preds = %for.cond102
  br label %for.cond108

for.cond108:                                      ; preds = %for.body109, %for.end104
  %lane111 = phi i32 [ 0, %for.end104 ], [ %471, %for.body109 ]
  %461 = icmp slt i32 %lane111, 4
  br i1 %461, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %462 = sext i32 %lane111 to i64
  %463 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %462
  %lane_acc112 = load float, ptr %463, align 4
  %464 = add i32 %lane111, 4
  %465 = sext i32 %464 to i64
  %466 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %465
  %lane_next113 = load float, ptr %466, align 4
  %467 = fcmp ogt float %lane_next113, %lane_acc112
  %468 = select i1 %467, float %lane_next113, float %lane_acc112
  %469 = sext i32 %lane111 to i64
  %470 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %469
  store float %468, ptr %470, align 4
  %471 = add nsw i32 %lane111, 1
  br label %for.cond108, !llvm.loop !66

for.end110:                                       ; preds = %for.cond108
  br label %for.cond114

for.cond114:                                      ; preds = %for.body115, %for.end110
  %lane117 = phi i32 [ 0, %for.end110 ], [ %482, %for.body115 ]
  %472 = icmp slt i32 %lane117, 2
  br i1 %472, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %473 = sext i32 %lane117 to i64
  %474 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %473
  %lane_acc118 = load float, ptr %474, align 4
  %475 = add i32 %lane117, 2
  %476 = sext i32 %475 to i64
  %477 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %476
  %lane_next119 = load float, ptr %477, align 4
  %478 = fcmp ogt float %lane_next119, %lane_acc118
  %479 = select i1 %478, float %lane_next119, float %lane_acc118
  %480 = sext i32 %lane117 to i64
  %481 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %480
  store float %479, ptr %481, align 4
  %482 = add nsw i32 %lane117, 1
  br label %for.cond114, !llvm.loop !67

for.end116:                                       ; preds = %for.cond114
  br label %for.cond120

for.cond120:                                      ; preds = %for.body121, %for.end116
  %lane123 = phi i32 [ 0, %for.end116 ], [ %493, %for.body121 ]
  %483 = icmp slt i32 %lane123, 1
  br i1 %483, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %484 = sext i32 %lane123 to i64
  %485 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %484
  %lane_acc124 = load float, ptr %485, align 4
  %486 = add i32 %lane123, 1
  %487 = sext i32 %486 to i64
  %488 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %487
  %lane_next125 = load float, ptr %488, align 4
  %489 = fcmp ogt float %lane_next125, %lane_acc124
  %490 = select i1 %489, float %lane_next125, float %lane_acc124
  %491 = sext i32 %lane123 to i64
  %492 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %491
  store float %490, ptr %492, align 4
  %493 = add nsw i32 %lane123, 1
  br label %for.cond120, !llvm.loop !68

for.end122:                                       ; preds = %for.cond120
  %494 = sext i32 %i385 to i64
  %495 = getelementptr inbounds float, ptr %m, i64 %494
  %496 = load float, ptr %495, align 4
  %497 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %498 = load float, ptr %497, align 4
  %499 = call float @llvm.maxnum.f32(float %496, float %498)
  %500 = sext i32 %i385 to i64
  %501 = getelementptr inbounds float, ptr %m, i64 %500
  store float %499, ptr %501, align 4
  %502 = sext i32 %i385 to i64
  %503 = getelementptr inbounds float, ptr %m, i64 %502
  %504 = load float, ptr %503, align 4
  %505 = fcmp oeq float %504, 0xFFF0000000000000
  %506 = fcmp une float %tl_dst0, %tl_dst0
  %507 = and i1 %505, %506
  br i1 %507, label %if.then126, label %if.else127

if.then126:                                       ; preds = %for.end122
  %508 = sext i32 %i385 to i64
  %509 = getelementptr inbounds float, ptr %m, i64 %508
  store float %tl_dst0, ptr %509, align 4
  br label %for.cond129

if.else127:                                       ; preds = %for.end122
  br label %if.end128

if.end128:                                        ; preds = %if.else127, %for.end131
  br label %for.cond133

for.cond129:                                      ; preds = %for.body130, %if.then126
  %red132 = phi i32 [ 0, %if.then126 ], [ %523, %for.body130 ]
  %510 = icmp slt i32 %red132, 128
  br i1 %510, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  %511 = sext i32 %i385 to i64
  %512 = getelementptr inbounds float, ptr %m, i64 %511
  %513 = load float, ptr %512, align 4
  %514 = sext i32 %i385 to i64
  %515 = mul nsw i64 %514, 128
  %516 = sext i32 %red132 to i64
  %517 = add nsw i64 %515, %516
  %518 = getelementptr inbounds float, ptr %acc_s, i64 %517
  %519 = load float, ptr %518, align 4
  %520 = call float @llvm.maxnum.f32(float %513, float %519)
  %521 = sext i32 %i385 to i64
  %522 = getelementptr inbounds float, ptr %m, i64 %521
  store float %520, ptr %522, align 4
  %523 = add nsw i32 %red132, 1
  br label %for.cond129, !llvm.loop !69

for.end131:                                       ; preds = %for.cond129
  br label %if.end128

for.cond133:                                      ; preds = %for.body134, %if.end128
  %j136 = phi i32 [ 0, %if.end128 ], [ %545, %for.body134 ]
  %524 = icmp slt i32 %j136, 128
  br i1 %524, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %525 = sext i32 %i385 to i64
  %526 = mul nsw i64 %525, 128
  %527 = sext i32 %j136 to i64
  %528 = add nsw i64 %526, %527
  %529 = getelementptr inbounds float, ptr %acc_s, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = sext i32 %i385 to i64
  %532 = getelementptr inbounds float, ptr %m, i64 %531
  %533 = load float, ptr %532, align 4
  %534 = fneg float %533
  %535 = fmul float %534, 0x3FC7154760000000
  %536 = call float @llvm.fma.f32(float %530, float 0x3FC7154760000000, float %535)
  %537 = fpext float %536 to double
  %538 = call double @llvm.exp2.f64(double %537)
  %539 = fptrunc double %538 to float
  %540 = sext i32 %i385 to i64
  %541 = mul nsw i64 %540, 128
  %542 = sext i32 %j136 to i64
  %543 = add nsw i64 %541, %542
  %544 = getelementptr inbounds float, ptr %acc_s, i64 %543
  store float %539, ptr %544, align 4
  %545 = add nsw i32 %j136, 1
  br label %for.cond133, !llvm.loop !70

for.end135:                                       ; preds = %for.cond133
  %546 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %547 = mul nuw i64 %546, 4
  %548 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %549 = sext i32 %i385 to i64
  %550 = mul nsw i64 %549, 128
  %551 = add nsw i64 %550, 0
  %552 = getelementptr inbounds float, ptr %acc_s, i64 %551
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %548, ptr align 4 %552, i64 %547, i1 false)
  br label %for.cond137

for.cond137:                                      ; preds = %for.end142, %for.end135
  %red1 = phi i32 [ 0, %for.end135 ], [ %571, %for.end142 ]
  %553 = icmp slt i32 %red1, 3
  br i1 %553, label %for.body138, label %for.end139

for.body138:                                      ; preds = %for.cond137
  br label %for.cond140

for.end139:                                       ; preds = %for.cond137
  br label %for.cond143

for.cond140:                                      ; preds = %for.body141, %for.body138
  %lane1 = phi i32 [ 0, %for.body138 ], [ %570, %for.body141 ]
  %554 = icmp slt i32 %lane1, 32
  br i1 %554, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %555 = sext i32 %lane1 to i64
  %556 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %555
  %557 = load float, ptr %556, align 4
  %558 = sext i32 %i385 to i64
  %559 = mul nsw i64 %558, 128
  %560 = add i32 %red1, 1
  %561 = mul i32 %560, 32
  %562 = add i32 %561, %lane1
  %563 = sext i32 %562 to i64
  %564 = add nsw i64 %559, %563
  %565 = getelementptr inbounds float, ptr %acc_s, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = fadd float %557, %566
  %568 = sext i32 %lane1 to i64
  %569 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %568
  store float %567, ptr %569, align 4
  %570 = add nsw i32 %lane1, 1
  br label %for.cond140, !llvm.loop !71

for.end142:                                       ; preds = %for.cond140
  %571 = add nsw i32 %red1, 1
  br label %for.cond137, !llvm.loop !72

for.cond143:                                      ; preds = %for.body144, %for.end139
  %lane1146 = phi i32 [ 0, %for.end139 ], [ %583, %for.body144 ]
  %572 = icmp slt i32 %lane1146, 16
  br i1 %572, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %573 = sext i32 %lane1146 to i64
  %574 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %573
  %575 = load float, ptr %574, align 4
  %576 = add i32 %lane1146, 16
  %577 = sext i32 %576 to i64
  %578 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %577
  %579 = load float, ptr %578, align 4
  %580 = fadd float %575, %579
  %581 = sext i32 %lane1146 to i64
  %582 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %581
  store float %580, ptr %582, align 4
  %583 = add nsw i32 %lane1146, 1
  br label %for.cond143, !llvm.loop !73

for.end145:                                       ; preds = %for.cond143
  br label %for.cond147

for.cond147:                                      ; preds = %for.body148, %for.end145
  %lane1150 = phi i32 [ 0, %for.end145 ], [ %595, %for.body148 ]
  %584 = icmp slt i32 %lane1150, 8
  br i1 %584, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %585 = sext i32 %lane1150 to i64
  %586 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %585
  %587 = load float, ptr %586, align 4
  %588 = add i32 %lane1150, 8
  %589 = sext i32 %588 to i64
  %590 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %589
  %591 = load float, ptr %590, align 4
  %592 = fadd float %587, %591
  %593 = sext i32 %lane1150 to i64
  %594 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %593
  store float %592, ptr %594, align 4
  %595 = add nsw i32 %lane1150, 1
  br label %for.cond147, !llvm.loop !74

for.end149:                                       ; preds = %for.cond147
  br label %for.cond151

for.cond151:                                      ; preds = %for.body152, %for.end149
  %lane1154 = phi i32 [ 0, %for.end149 ], [ %607, %for.body152 ]
  %596 = icmp slt i32 %lane1154, 4
  br i1 %596, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %597 = sext i32 %lane1154 to i64
  %598 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %597
  %599 = load float, ptr %598, align 4
  %600 = add i32 %lane1154, 4
  %601 = sext i32 %600 to i64
  %602 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %601
  %603 = load float, ptr %602, align 4
  %604 = fadd float %599, %603
  %605 = sext i32 %lane1154 to i64
  %606 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %605
  store float %604, ptr %606, align 4
  %607 = add nsw i32 %lane1154, 1
  br label %for.cond151, !llvm.loop !75

for.end153:                                       ; preds = %for.cond151
  br label %for.cond155

for.cond155:                                      ; preds = %for.body156, %for.end153
  %lane1158 = phi i32 [ 0, %for.end153 ], [ %619, %for.body156 ]
  %608 = icmp slt i32 %lane1158, 2
  br i1 %608, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %609 = sext i32 %lane1158 to i64
  %610 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %609
  %611 = load float, ptr %610, align 4
  %612 = add i32 %lane1158, 2
  %613 = sext i32 %612 to i64
  %614 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %613
  %615 = load float, ptr %614, align 4
  %616 = fadd float %611, %615
  %617 = sext i32 %lane1158 to i64
  %618 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %617
  store float %616, ptr %618, align 4
  %619 = add nsw i32 %lane1158, 1
  br label %for.cond155, !llvm.loop !76

for.end157:                                       ; preds = %for.cond155
  br label %for.cond159

for.cond159:                                      ; preds = %for.body160, %for.end157
  %lane1162 = phi i32 [ 0, %for.end157 ], [ %631, %for.body160 ]
  %620 = icmp slt i32 %lane1162, 1
  br i1 %620, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %621 = sext i32 %lane1162 to i64
  %622 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %621
  %623 = load float, ptr %622, align 4
  %624 = add i32 %lane1162, 1
  %625 = sext i32 %624 to i64
  %626 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %625
  %627 = load float, ptr %626, align 4
  %628 = fadd float %623, %627
  %629 = sext i32 %lane1162 to i64
  %630 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %629
  store float %628, ptr %630, align 4
  %631 = add nsw i32 %lane1162, 1
  br label %for.cond159, !llvm.loop !77

for.end161:                                       ; preds = %for.cond159
  %632 = sext i32 %i385 to i64
  %633 = getelementptr inbounds float, ptr %row_sum, i64 %632
  store float 0.000000e+00, ptr %633, align 4
  %634 = sext i32 %i385 to i64
  %635 = getelementptr inbounds float, ptr %row_sum, i64 %634
  %636 = load float, ptr %635, align 4
  %637 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %638 = load float, ptr %637, align 4
  %639 = fadd float %636, %638
  %640 = sext i32 %i385 to i64
  %641 = getelementptr inbounds float, ptr %row_sum, i64 %640
  store float %639, ptr %641, align 4
  %642 = sext i32 %i385 to i64
  %643 = getelementptr inbounds float, ptr %m_prev, i64 %642
  %644 = load float, ptr %643, align 4
  %645 = sext i32 %i385 to i64
  %646 = getelementptr inbounds float, ptr %m, i64 %645
  %647 = load float, ptr %646, align 4
  %648 = fsub float %644, %647
  %649 = fmul float %648, 0x3FC7154760000000
  %650 = fpext float %649 to double
  %651 = call double @llvm.exp2.f64(double %650)
  %alpha = fptrunc double %651 to float
  %652 = sext i32 %i385 to i64
  %653 = getelementptr inbounds float, ptr %l, i64 %652
  %654 = load float, ptr %653, align 4
  %655 = fmul float %654, %alpha
  %656 = sext i32 %i385 to i64
  %657 = getelementptr inbounds float, ptr %row_sum, i64 %656
  %658 = load float, ptr %657, align 4
  %659 = fadd float %655, %658
  %660 = sext i32 %i385 to i64
  %661 = getelementptr inbounds float, ptr %l, i64 %660
  store float %659, ptr %661, align 4
  %662 = sext i32 %i385 to i64
  %663 = getelementptr inbounds float, ptr %m_prev, i64 %662
  store float %alpha, ptr %663, align 4
  br label %for.cond163

for.cond163:                                      ; preds = %for.body164, %for.end161
  %d = phi i32 [ 0, %for.end161 ], [ %680, %for.body164 ]
  %664 = icmp slt i32 %d, 64
  br i1 %664, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %665 = sext i32 %i385 to i64
  %666 = mul nsw i64 %665, 64
  %667 = sext i32 %d to i64
  %668 = add nsw i64 %666, %667
  %669 = getelementptr inbounds float, ptr %acc_o, i64 %668
  %670 = load float, ptr %669, align 4
  %671 = sext i32 %i385 to i64
  %672 = getelementptr inbounds float, ptr %m_prev, i64 %671
  %673 = load float, ptr %672, align 4
  %674 = fmul float %670, %673
  %675 = sext i32 %i385 to i64
  %676 = mul nsw i64 %675, 64
  %677 = sext i32 %d to i64
  %678 = add nsw i64 %676, %677
  %679 = getelementptr inbounds float, ptr %acc_o, i64 %678
  store float %674, ptr %679, align 4
  %680 = add nsw i32 %d, 1
  br label %for.cond163, !llvm.loop !78

for.end165:                                       ; preds = %for.cond163
  br label %for.cond166

for.cond166:                                      ; preds = %for.body167, %for.end165
  %j1169 = phi i32 [ 0, %for.end165 ], [ %697, %for.body167 ]
  %681 = icmp slt i32 %j1169, 128
  br i1 %681, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %682 = sext i32 %i385 to i64
  %683 = mul nsw i64 %682, 128
  %684 = sext i32 %j1169 to i64
  %685 = add nsw i64 %683, %684
  %686 = getelementptr inbounds float, ptr %acc_s, i64 %685
  %687 = load float, ptr %686, align 4
  %688 = fptrunc float %687 to half
  %689 = fpext half %688 to float
  %690 = sext i32 %i385 to i64
  %691 = mul nsw i64 %690, 128
  %692 = sext i32 %j1169 to i64
  %693 = add nsw i64 %691, %692
  %694 = getelementptr inbounds i16, ptr %P_s, i64 %693
  %695 = fptrunc float %689 to half
  %696 = bitcast half %695 to i16
  store i16 %696, ptr %694, align 2
  %697 = add nsw i32 %j1169, 1
  br label %for.cond166, !llvm.loop !79

for.end168:                                       ; preds = %for.cond166
  %698 = add nsw i32 %i385, 1
  br label %for.cond82, !llvm.loop !80

for.cond170:                                      ; preds = %for.end176, %for.end20
  %i173 = phi i32 [ 0, %for.end20 ], [ %722, %for.end176 ]
  %699 = icmp slt i32 %i173, 192
  br i1 %699, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  %700 = sext i32 %i173 to i64
  %701 = getelementptr inbounds float, ptr %l, i64 %700
  %702 = load float, ptr %701, align 4
  %703 = fdiv float 1.000000e+00, %702
  %704 = sext i32 %i173 to i64
  %705 = getelementptr inbounds float, ptr %l, i64 %704
  store float %703, ptr %705, align 4
  br label %for.cond174

for.end172:                                       ; preds = %for.cond170
  ret void

for.cond174:                                      ; preds = %if.end180, %for.body171
  %d177 = phi i32 [ 0, %for.body171 ], [ %748, %if.end180 ]
  %706 = icmp slt i32 %d177, 64
  br i1 %706, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  %707 = icmp sle i32 0, %bz
  %708 = icmp slt i32 %bz, %BH
  %709 = and i1 %707, %708
  %710 = mul i32 %mb, 192
  %711 = add i32 %710, %i173
  %712 = icmp sle i32 0, %711
  %713 = mul i32 %mb, 192
  %714 = add i32 %713, %i173
  %715 = icmp slt i32 %714, %S
  %716 = and i1 %712, %715
  %717 = and i1 %709, %716
  %718 = icmp sle i32 0, %d177
  %719 = icmp slt i32 %d177, 64
  %720 = and i1 %718, %719
  %721 = and i1 %717, %720
  br i1 %721, label %if.then178, label %if.else179

for.end176:                                       ; preds = %for.cond174
  %722 = add nsw i32 %i173, 1
  br label %for.cond170, !llvm.loop !81

if.then178:                                       ; preds = %for.body175
  %723 = sext i32 %i173 to i64
  %724 = mul nsw i64 %723, 64
  %725 = sext i32 %d177 to i64
  %726 = add nsw i64 %724, %725
  %727 = getelementptr inbounds float, ptr %acc_o, i64 %726
  %728 = load float, ptr %727, align 4
  %729 = sext i32 %i173 to i64
  %730 = getelementptr inbounds float, ptr %l, i64 %729
  %731 = load float, ptr %730, align 4
  %732 = fmul float %728, %731
  %733 = fptrunc float %732 to half
  %734 = fpext half %733 to float
  %735 = sext i32 %bz to i64
  %736 = sext i32 %S to i64
  %737 = mul nsw i64 %735, %736
  %738 = mul i32 %mb, 192
  %739 = add i32 %738, %i173
  %740 = sext i32 %739 to i64
  %741 = add nsw i64 %737, %740
  %742 = mul nsw i64 %741, 64
  %743 = sext i32 %d177 to i64
  %744 = add nsw i64 %742, %743
  %745 = getelementptr inbounds i16, ptr %O, i64 %744
  %746 = fptrunc float %734 to half
  %747 = bitcast half %746 to i16
  store i16 %747, ptr %745, align 2
  br label %if.end180

if.else179:                                       ; preds = %for.body175
  br label %if.end180

if.end180:                                        ; preds = %if.else179, %if.then178
  %748 = add nsw i32 %d177, 1
  br label %for.cond174, !llvm.loop !82
}

; Function Attrs: nounwind
define internal void @flash_attention_wg_causal_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_flash_attention_wg_causal(ptr %args, ptr %dims, ptr %self) #5 {
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

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !6}
!6 = !{!"llvm.loop.vectorize.enable", i1 true}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !6}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !6}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !6}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1, !6}
!21 = distinct !{!21, !1, !6}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !6}
!30 = distinct !{!30, !1, !6}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !6}
!38 = distinct !{!38, !1, !6}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !6}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !6}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1, !6}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !6}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !6}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !6}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !6}
!62 = distinct !{!62, !1, !6}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1, !6}
!71 = distinct !{!71, !1, !6}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1, !6}
!79 = distinct !{!79, !1, !6}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
