; ModuleID = 'flash_attention.tile'
source_filename = "flash_attention.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_flash_attention = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_flash_attention_swz = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_flash_attention_rows = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_flash_attention_rows_preg = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_flash_attention_rows_qpreg = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
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
  %tl_stream0 = alloca [2048 x i16], align 64
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
  br label %for.cond7

if.end:                                           ; preds = %for.end9, %for.end
  br label %for.cond14

for.cond:                                         ; preds = %if.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %32, %if.end3 ]
  %13 = icmp slt i32 %i3, 64
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %14 = add i32 %i3, 1
  %15 = icmp slt i32 %14, 64
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
  %25 = mul i32 %bx, 64
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
  %37 = mul i32 %bx, 64
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
  %48 = icmp slt i32 %i310, 64
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
  %53 = mul i32 %bx, 64
  %54 = sext i32 %53 to i64
  %55 = sext i32 %i310 to i64
  %56 = add i64 %54, %55
  %57 = icmp sle i64 0, %56
  %58 = mul i32 %bx, 64
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
  %70 = mul i32 %bx, 64
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
  %90 = icmp slt i32 %i317, 64
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
  %103 = sdiv i64 %102, 64
  %104 = sub i64 0, %102
  %105 = select i1 false, i64 %104, i64 %103
  %106 = srem i64 %102, 64
  %107 = icmp ne i64 %106, 0
  %108 = icmp slt i64 %102, 0
  %109 = icmp eq i1 %108, false
  %110 = and i1 %107, %109
  %111 = zext i1 %110 to i64
  %112 = add i64 %105, %111
  %113 = trunc i64 %112 to i32
  %114 = sext i32 %S to i64
  %115 = sdiv i64 %114, 64
  %116 = sub i64 0, %114
  %117 = select i1 false, i64 %116, i64 %115
  %118 = srem i64 %114, 64
  %119 = icmp ne i64 %118, 0
  %120 = icmp slt i64 %114, 0
  %121 = icmp eq i1 %120, false
  %122 = and i1 %119, %121
  %123 = zext i1 %122 to i64
  %124 = add i64 %117, %123
  %125 = trunc i64 %124 to i32
  br label %for.cond18

for.cond18:                                       ; preds = %for.end75, %for.end16
  %kb = phi i32 [ 0, %for.end16 ], [ %316, %for.end75 ]
  %126 = icmp slt i32 %kb, %113
  br i1 %126, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %127 = sext i32 %bz to i64
  %128 = add i64 %127, 1
  %129 = sext i32 %BH to i64
  %130 = icmp sle i64 %128, %129
  %131 = mul i32 %kb, 64
  %132 = icmp sle i32 0, %131
  %133 = mul i32 %kb, 64
  %134 = sext i32 %133 to i64
  %135 = add i64 %134, 64
  %136 = sext i32 %S to i64
  %137 = icmp sle i64 %135, %136
  %138 = and i1 %132, %137
  %139 = and i1 %130, %138
  br i1 %139, label %if.then21, label %if.else22

for.end20:                                        ; preds = %for.cond18
  br label %for.cond163

if.then21:                                        ; preds = %for.body19
  br label %for.cond24

if.else22:                                        ; preds = %for.body19
  br label %for.cond34

if.end23:                                         ; preds = %for.end36, %for.end26
  %140 = sext i32 %bz to i64
  %141 = add i64 %140, 1
  %142 = sext i32 %BH to i64
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
  br i1 %152, label %if.then45, label %if.else46

for.cond24:                                       ; preds = %if.end30, %if.then21
  %i327 = phi i32 [ 0, %if.then21 ], [ %172, %if.end30 ]
  %153 = icmp slt i32 %i327, 64
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
  %165 = mul i32 %kb, 64
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
  %178 = mul i32 %177, 64
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
  %188 = icmp slt i32 %i337, 64
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
  %193 = mul i32 %kb, 64
  %194 = sext i32 %193 to i64
  %195 = sext i32 %i337 to i64
  %196 = add i64 %194, %195
  %197 = icmp sle i64 0, %196
  %198 = mul i32 %kb, 64
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
  %210 = mul i32 %kb, 64
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
  %230 = icmp slt i32 %i351, 64
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
  %242 = mul i32 %kb, 64
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
  %255 = mul i32 %254, 64
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
  %265 = icmp slt i32 %i361, 64
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
  %270 = mul i32 %kb, 64
  %271 = sext i32 %270 to i64
  %272 = sext i32 %i361 to i64
  %273 = add i64 %271, %272
  %274 = icmp sle i64 0, %273
  %275 = mul i32 %kb, 64
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
  %287 = mul i32 %kb, 64
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
  %307 = icmp slt i32 %i372, 64
  br i1 %307, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %308 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %309 = mul nuw i64 %308, 4
  %310 = sext i32 %i372 to i64
  %311 = mul nsw i64 %310, 64
  %312 = add nsw i64 %311, 0
  %313 = getelementptr inbounds float, ptr %acc_s, i64 %312
  call void @llvm.memset.p0.i64(ptr align 4 %313, i8 0, i64 %309, i1 false)
  %314 = add nsw i32 %i372, 1
  br label %for.cond69, !llvm.loop !16

for.end71:                                        ; preds = %for.cond69
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond73

for.cond73:                                       ; preds = %for.end161, %for.end71
  %i = phi i32 [ 0, %for.end71 ], [ %638, %for.end161 ]
  %315 = icmp slt i32 %i, 64
  br i1 %315, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %316 = add nsw i32 %kb, 1
  br label %for.cond18, !llvm.loop !17

for.cond76:                                       ; preds = %for.body77, %for.body74
  %j = phi i32 [ 0, %for.body74 ], [ %335, %for.body77 ]
  %317 = icmp slt i32 %j, 64
  br i1 %317, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %318 = mul i32 %kb, 64
  %319 = add i32 %318, %j
  %320 = icmp slt i32 %319, %S
  %321 = sext i32 %i to i64
  %322 = mul nsw i64 %321, 64
  %323 = sext i32 %j to i64
  %324 = add nsw i64 %322, %323
  %325 = call i64 @llvm.umin.i64(i64 %324, i64 4095)
  %326 = getelementptr inbounds float, ptr %acc_s, i64 %325
  %327 = load float, ptr %326, align 4
  %328 = fmul float %327, 1.250000e-01
  %329 = select i1 %320, float %328, float 0xFFF0000000000000
  %330 = sext i32 %i to i64
  %331 = mul nsw i64 %330, 64
  %332 = sext i32 %j to i64
  %333 = add nsw i64 %331, %332
  %334 = getelementptr inbounds float, ptr %acc_s, i64 %333
  store float %329, ptr %334, align 4
  %335 = add nsw i32 %j, 1
  br label %for.cond76, !llvm.loop !18

for.end78:                                        ; preds = %for.cond76
  %336 = sext i32 %i to i64
  %337 = getelementptr inbounds float, ptr %m, i64 %336
  %338 = load float, ptr %337, align 4
  %339 = sext i32 %i to i64
  %340 = getelementptr inbounds float, ptr %m_prev, i64 %339
  store float %338, ptr %340, align 4
  %341 = sext i32 %i to i64
  %342 = getelementptr inbounds float, ptr %m, i64 %341
  %tl_dst0 = load float, ptr %342, align 4
  br label %for.cond79

for.cond79:                                       ; preds = %for.body80, %for.end78
  %lane = phi i32 [ 0, %for.end78 ], [ %367, %for.body80 ]
  %343 = icmp slt i32 %lane, 32
  br i1 %343, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %344 = sext i32 %i to i64
  %345 = mul nsw i64 %344, 64
  %346 = sext i32 %lane to i64
  %347 = add nsw i64 %345, %346
  %348 = getelementptr inbounds float, ptr %acc_s, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %i to i64
  %351 = mul nsw i64 %350, 64
  %352 = sext i32 %lane to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %acc_s, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fcmp une float %349, %355
  %357 = sext i32 %i to i64
  %358 = mul nsw i64 %357, 64
  %359 = sext i32 %lane to i64
  %360 = add nsw i64 %358, %359
  %361 = call i64 @llvm.umin.i64(i64 %360, i64 4095)
  %362 = getelementptr inbounds float, ptr %acc_s, i64 %361
  %363 = load float, ptr %362, align 4
  %364 = select i1 %356, float 0xFFF0000000000000, float %363
  %365 = sext i32 %lane to i64
  %366 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %365
  store float %364, ptr %366, align 4
  %367 = add nsw i32 %lane, 1
  br label %for.cond79, !llvm.loop !19

for.end81:                                        ; preds = %for.cond79
  br label %for.cond82

for.cond82:                                       ; preds = %for.end87, %for.end81
  %red = phi i32 [ 0, %for.end81 ], [ %385, %for.end87 ]
  %368 = icmp slt i32 %red, 1
  br i1 %368, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond85

for.end84:                                        ; preds = %for.cond82
  br label %for.cond89

for.cond85:                                       ; preds = %for.body86, %for.body83
  %lane88 = phi i32 [ 0, %for.body83 ], [ %384, %for.body86 ]
  %369 = icmp slt i32 %lane88, 32
  br i1 %369, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %370 = sext i32 %lane88 to i64
  %371 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %370
  %lane_acc = load float, ptr %371, align 4
  %372 = sext i32 %i to i64
  %373 = mul nsw i64 %372, 64
  %374 = add i32 %red, 1
  %375 = mul i32 %374, 32
  %376 = add i32 %375, %lane88
  %377 = sext i32 %376 to i64
  %378 = add nsw i64 %373, %377
  %379 = getelementptr inbounds float, ptr %acc_s, i64 %378
  %lane_next = load float, ptr %379, align 4
  %380 = fcmp ogt float %lane_next, %lane_acc
  %381 = select i1 %380, float %lane_next, float %lane_acc
  %382 = sext i32 %lane88 to i64
  %383 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %382
  store float %381, ptr %383, align 4
  %384 = add nsw i32 %lane88, 1
  br label %for.cond85, !llvm.loop !20

for.end87:                                        ; preds = %for.cond85
  %385 = add nsw i32 %red, 1
  br label %for.cond82, !llvm.loop !21

for.cond89:                                       ; preds = %for.body90, %for.end84
  %lane92 = phi i32 [ 0, %for.end84 ], [ %396, %for.body90 ]
  %386 = icmp slt i32 %lane92, 16
  br i1 %386, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %387 = sext i32 %lane92 to i64
  %388 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %387
  %lane_acc93 = load float, ptr %388, align 4
  %389 = add i32 %lane92, 16
  %390 = sext i32 %389 to i64
  %391 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %390
  %lane_next94 = load float, ptr %391, align 4
  %392 = fcmp ogt float %lane_next94, %lane_acc93
  %393 = select i1 %392, float %lane_next94, float %lane_acc93
  %394 = sext i32 %lane92 to i64
  %395 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %394
  store float %393, ptr %395, align 4
  %396 = add nsw i32 %lane92, 1
  br label %for.cond89, !llvm.loop !22

for.end91:                                        ; preds = %for.cond89
  br label %for.cond95

for.cond95:                                       ; preds = %for.body96, %for.end91
  %lane98 = phi i32 [ 0, %for.end91 ], [ %407, %for.body96 ]
  %397 = icmp slt i32 %lane98, 8
  br i1 %397, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %398 = sext i32 %lane98 to i64
  %399 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %398
  %lane_acc99 = load float, ptr %399, align 4
  %400 = add i32 %lane98, 8
  %401 = sext i32 %400 to i64
  %402 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %401
  %lane_next100 = load float, ptr %402, align 4
  %403 = fcmp ogt float %lane_next100, %lane_acc99
  %404 = select i1 %403, float %lane_next100, float %lane_acc99
  %405 = sext i32 %lane98 to i64
  %406 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %405
  store float %404, ptr %406, align 4
  %407 = add nsw i32 %lane98, 1
  br label %for.cond95, !llvm.loop !23

for.end97:                                        ; preds = %for.cond95
  br label %for.cond101

for.cond101:                                      ; preds = %for.body102, %for.end97
  %lane104 = phi i32 [ 0, %for.end97 ], [ %418, %for.body102 ]
  %408 = icmp slt i32 %lane104, 4
  br i1 %408, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %409 = sext i32 %lane104 to i64
  %410 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %409
  %lane_acc105 = load float, ptr %410, align 4
  %411 = add i32 %lane104, 4
  %412 = sext i32 %411 to i64
  %413 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %412
  %lane_next106 = load float, ptr %413, align 4
  %414 = fcmp ogt float %lane_next106, %lane_acc105
  %415 = select i1 %414, float %lane_next106, float %lane_acc105
  %416 = sext i32 %lane104 to i64
  %417 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %416
  store float %415, ptr %417, align 4
  %418 = add nsw i32 %lane104, 1
  br label %for.cond101, !llvm.loop !24

for.end103:                                       ; preds = %for.cond101
  br label %for.cond107

for.cond107:                                      ; preds = %for.body108, %for.end103
  %lane110 = phi i32 [ 0, %for.end103 ], [ %429, %for.body108 ]
  %419 = icmp slt i32 %lane110, 2
  br i1 %419, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %420 = sext i32 %lane110 to i64
  %421 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %420
  %lane_acc111 = load float, ptr %421, align 4
  %422 = add i32 %lane110, 2
  %423 = sext i32 %422 to i64
  %424 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %423
  %lane_next112 = load float, ptr %424, align 4
  %425 = fcmp ogt float %lane_next112, %lane_acc111
  %426 = select i1 %425, float %lane_next112, float %lane_acc111
  %427 = sext i32 %lane110 to i64
  %428 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %427
  store float %426, ptr %428, align 4
  %429 = add nsw i32 %lane110, 1
  br label %for.cond107, !llvm.loop !25

for.end109:                                       ; preds = %for.cond107
  br label %for.cond113

for.cond113:                                      ; preds = %for.body114, %for.end109
  %lane116 = phi i32 [ 0, %for.end109 ], [ %440, %for.body114 ]
  %430 = icmp slt i32 %lane116, 1
  br i1 %430, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %431 = sext i32 %lane116 to i64
  %432 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %431
  %lane_acc117 = load float, ptr %432, align 4
  %433 = add i32 %lane116, 1
  %434 = sext i32 %433 to i64
  %435 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %434
  %lane_next118 = load float, ptr %435, align 4
  %436 = fcmp ogt float %lane_next118, %lane_acc117
  %437 = select i1 %436, float %lane_next118, float %lane_acc117
  %438 = sext i32 %lane116 to i64
  %439 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %438
  store float %437, ptr %439, align 4
  %440 = add nsw i32 %lane116, 1
  br label %for.cond113, !llvm.loop !26

for.end115:                                       ; preds = %for.cond113
  %441 = sext i32 %i to i64
  %442 = getelementptr inbounds float, ptr %m, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %445 = load float, ptr %444, align 4
  %446 = call float @llvm.maxnum.f32(float %443, float %445)
  %447 = sext i32 %i to i64
  %448 = getelementptr inbounds float, ptr %m, i64 %447
  store float %446, ptr %448, align 4
  %449 = sext i32 %i to i64
  %450 = getelementptr inbounds float, ptr %m, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = fcmp oeq float %451, 0xFFF0000000000000
  %453 = fcmp une float %tl_dst0, %tl_dst0
  %454 = and i1 %452, %453
  br i1 %454, label %if.then119, label %if.else120

if.then119:                                       ; preds = %for.end115
  %455 = sext i32 %i to i64
  %456 = getelementptr inbounds float, ptr %m, i64 %455
  store float %tl_dst0, ptr %456, align 4
  br label %for.cond122

if.else120:                                       ; preds = %for.end115
  br label %if.end121

if.end121:                                        ; preds = %if.else120, %for.end124
  br label %for.cond126

for.cond122:                                      ; preds = %for.body123, %if.then119
  %red125 = phi i32 [ 0, %if.then119 ], [ %470, %for.body123 ]
  %457 = icmp slt i32 %red125, 64
  br i1 %457, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %458 = sext i32 %i to i64
  %459 = getelementptr inbounds float, ptr %m, i64 %458
  %460 = load float, ptr %459, align 4
  %461 = sext i32 %i to i64
  %462 = mul nsw i64 %461, 64
  %463 = sext i32 %red125 to i64
  %464 = add nsw i64 %462, %463
  %465 = getelementptr inbounds float, ptr %acc_s, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = call float @llvm.maxnum.f32(float %460, float %466)
  %468 = sext i32 %i to i64
  %469 = getelementptr inbounds float, ptr %m, i64 %468
  store float %467, ptr %469, align 4
  %470 = add nsw i32 %red125, 1
  br label %for.cond122, !llvm.loop !27

for.end124:                                       ; preds = %for.cond122
  br label %if.end121

for.cond126:                                      ; preds = %for.body127, %if.end121
  %j129 = phi i32 [ 0, %if.end121 ], [ %488, %for.body127 ]
  %471 = icmp slt i32 %j129, 64
  br i1 %471, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %472 = sext i32 %i to i64
  %473 = mul nsw i64 %472, 64
  %474 = sext i32 %j129 to i64
  %475 = add nsw i64 %473, %474
  %476 = getelementptr inbounds float, ptr %acc_s, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = sext i32 %i to i64
  %479 = getelementptr inbounds float, ptr %m, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = fsub float %477, %480
  %482 = call float @tilec_expf_nonpos(float %481)
  %483 = sext i32 %i to i64
  %484 = mul nsw i64 %483, 64
  %485 = sext i32 %j129 to i64
  %486 = add nsw i64 %484, %485
  %487 = getelementptr inbounds float, ptr %acc_s, i64 %486
  store float %482, ptr %487, align 4
  %488 = add nsw i32 %j129, 1
  br label %for.cond126, !llvm.loop !28

for.end128:                                       ; preds = %for.cond126
  %489 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %490 = mul nuw i64 %489, 4
  %491 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %492 = sext i32 %i to i64
  %493 = mul nsw i64 %492, 64
  %494 = add nsw i64 %493, 0
  %495 = getelementptr inbounds float, ptr %acc_s, i64 %494
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %491, ptr align 4 %495, i64 %490, i1 false)
  br label %for.cond130

for.cond130:                                      ; preds = %for.end135, %for.end128
  %red1 = phi i32 [ 0, %for.end128 ], [ %514, %for.end135 ]
  %496 = icmp slt i32 %red1, 1
  br i1 %496, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  br label %for.cond136

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane1 = phi i32 [ 0, %for.body131 ], [ %513, %for.body134 ]
  %497 = icmp slt i32 %lane1, 32
  br i1 %497, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %498 = sext i32 %lane1 to i64
  %499 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = sext i32 %i to i64
  %502 = mul nsw i64 %501, 64
  %503 = add i32 %red1, 1
  %504 = mul i32 %503, 32
  %505 = add i32 %504, %lane1
  %506 = sext i32 %505 to i64
  %507 = add nsw i64 %502, %506
  %508 = getelementptr inbounds float, ptr %acc_s, i64 %507
  %509 = load float, ptr %508, align 4
  %510 = fadd float %500, %509
  %511 = sext i32 %lane1 to i64
  %512 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %511
  store float %510, ptr %512, align 4
  %513 = add nsw i32 %lane1, 1
  br label %for.cond133, !llvm.loop !29

for.end135:                                       ; preds = %for.cond133
  %514 = add nsw i32 %red1, 1
  br label %for.cond130, !llvm.loop !30

for.cond136:                                      ; preds = %for.body137, %for.end132
  %lane1139 = phi i32 [ 0, %for.end132 ], [ %526, %for.body137 ]
  %515 = icmp slt i32 %lane1139, 16
  br i1 %515, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %516 = sext i32 %lane1139 to i64
  %517 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = add i32 %lane1139, 16
  %520 = sext i32 %519 to i64
  %521 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %520
  %522 = load float, ptr %521, align 4
  %523 = fadd float %518, %522
  %524 = sext i32 %lane1139 to i64
  %525 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %524
  store float %523, ptr %525, align 4
  %526 = add nsw i32 %lane1139, 1
  br label %for.cond136, !llvm.loop !31

for.end138:                                       ; preds = %for.cond136
  br label %for.cond140

for.cond140:                                      ; preds = %for.body141, %for.end138
  %lane1143 = phi i32 [ 0, %for.end138 ], [ %538, %for.body141 ]
  %527 = icmp slt i32 %lane1143, 8
  br i1 %527, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %528 = sext i32 %lane1143 to i64
  %529 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = add i32 %lane1143, 8
  %532 = sext i32 %531 to i64
  %533 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %532
  %534 = load float, ptr %533, align 4
  %535 = fadd float %530, %534
  %536 = sext i32 %lane1143 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %536
  store float %535, ptr %537, align 4
  %538 = add nsw i32 %lane1143, 1
  br label %for.cond140, !llvm.loop !32

for.end142:                                       ; preds = %for.cond140
  br label %for.cond144

for.cond144:                                      ; preds = %for.body145, %for.end142
  %lane1147 = phi i32 [ 0, %for.end142 ], [ %550, %for.body145 ]
  %539 = icmp slt i32 %lane1147, 4
  br i1 %539, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %540 = sext i32 %lane1147 to i64
  %541 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = add i32 %lane1147, 4
  %544 = sext i32 %543 to i64
  %545 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %544
  %546 = load float, ptr %545, align 4
  %547 = fadd float %542, %546
  %548 = sext i32 %lane1147 to i64
  %549 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %548
  store float %547, ptr %549, align 4
  %550 = add nsw i32 %lane1147, 1
  br label %for.cond144, !llvm.loop !33

for.end146:                                       ; preds = %for.cond144
  br label %for.cond148

for.cond148:                                      ; preds = %for.body149, %for.end146
  %lane1151 = phi i32 [ 0, %for.end146 ], [ %562, %for.body149 ]
  %551 = icmp slt i32 %lane1151, 2
  br i1 %551, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %552 = sext i32 %lane1151 to i64
  %553 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %552
  %554 = load float, ptr %553, align 4
  %555 = add i32 %lane1151, 2
  %556 = sext i32 %555 to i64
  %557 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %556
  %558 = load float, ptr %557, align 4
  %559 = fadd float %554, %558
  %560 = sext i32 %lane1151 to i64
  %561 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %560
  store float %559, ptr %561, align 4
  %562 = add nsw i32 %lane1151, 1
  br label %for.cond148, !llvm.loop !34

for.end150:                                       ; preds = %for.cond148
  br label %for.cond152

for.cond152:                                      ; preds = %for.body153, %for.end150
  %lane1155 = phi i32 [ 0, %for.end150 ], [ %574, %for.body153 ]
  %563 = icmp slt i32 %lane1155, 1
  br i1 %563, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %564 = sext i32 %lane1155 to i64
  %565 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = add i32 %lane1155, 1
  %568 = sext i32 %567 to i64
  %569 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %568
  %570 = load float, ptr %569, align 4
  %571 = fadd float %566, %570
  %572 = sext i32 %lane1155 to i64
  %573 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %572
  store float %571, ptr %573, align 4
  %574 = add nsw i32 %lane1155, 1
  br label %for.cond152, !llvm.loop !35

for.end154:                                       ; preds = %for.cond152
  %575 = sext i32 %i to i64
  %576 = getelementptr inbounds float, ptr %row_sum, i64 %575
  store float 0.000000e+00, ptr %576, align 4
  %577 = sext i32 %i to i64
  %578 = getelementptr inbounds float, ptr %row_sum, i64 %577
  %579 = load float, ptr %578, align 4
  %580 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %581 = load float, ptr %580, align 4
  %582 = fadd float %579, %581
  %583 = sext i32 %i to i64
  %584 = getelementptr inbounds float, ptr %row_sum, i64 %583
  store float %582, ptr %584, align 4
  %585 = sext i32 %i to i64
  %586 = getelementptr inbounds float, ptr %m_prev, i64 %585
  %587 = load float, ptr %586, align 4
  %588 = sext i32 %i to i64
  %589 = getelementptr inbounds float, ptr %m, i64 %588
  %590 = load float, ptr %589, align 4
  %591 = fsub float %587, %590
  %alpha = call float @tilec_expf(float %591)
  %592 = sext i32 %i to i64
  %593 = getelementptr inbounds float, ptr %l, i64 %592
  %594 = load float, ptr %593, align 4
  %595 = fmul float %594, %alpha
  %596 = sext i32 %i to i64
  %597 = getelementptr inbounds float, ptr %row_sum, i64 %596
  %598 = load float, ptr %597, align 4
  %599 = fadd float %595, %598
  %600 = sext i32 %i to i64
  %601 = getelementptr inbounds float, ptr %l, i64 %600
  store float %599, ptr %601, align 4
  %602 = sext i32 %i to i64
  %603 = getelementptr inbounds float, ptr %m_prev, i64 %602
  store float %alpha, ptr %603, align 4
  br label %for.cond156

for.cond156:                                      ; preds = %for.body157, %for.end154
  %d = phi i32 [ 0, %for.end154 ], [ %620, %for.body157 ]
  %604 = icmp slt i32 %d, 64
  br i1 %604, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %605 = sext i32 %i to i64
  %606 = mul nsw i64 %605, 64
  %607 = sext i32 %d to i64
  %608 = add nsw i64 %606, %607
  %609 = getelementptr inbounds float, ptr %acc_o, i64 %608
  %610 = load float, ptr %609, align 4
  %611 = sext i32 %i to i64
  %612 = getelementptr inbounds float, ptr %m_prev, i64 %611
  %613 = load float, ptr %612, align 4
  %614 = fmul float %610, %613
  %615 = sext i32 %i to i64
  %616 = mul nsw i64 %615, 64
  %617 = sext i32 %d to i64
  %618 = add nsw i64 %616, %617
  %619 = getelementptr inbounds float, ptr %acc_o, i64 %618
  store float %614, ptr %619, align 4
  %620 = add nsw i32 %d, 1
  br label %for.cond156, !llvm.loop !36

for.end158:                                       ; preds = %for.cond156
  br label %for.cond159

for.cond159:                                      ; preds = %for.body160, %for.end158
  %j1162 = phi i32 [ 0, %for.end158 ], [ %637, %for.body160 ]
  %621 = icmp slt i32 %j1162, 64
  br i1 %621, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %622 = sext i32 %i to i64
  %623 = mul nsw i64 %622, 64
  %624 = sext i32 %j1162 to i64
  %625 = add nsw i64 %623, %624
  %626 = getelementptr inbounds float, ptr %acc_s, i64 %625
  %627 = load float, ptr %626, align 4
  %628 = fptrunc float %627 to half
  %629 = fpext half %628 to float
  %630 = sext i32 %i to i64
  %631 = mul nsw i64 %630, 64
  %632 = sext i32 %j1162 to i64
  %633 = add nsw i64 %631, %632
  %634 = getelementptr inbounds i16, ptr %P_s, i64 %633
  %635 = fptrunc float %629 to half
  %636 = bitcast half %635 to i16
  store i16 %636, ptr %634, align 2
  %637 = add nsw i32 %j1162, 1
  br label %for.cond159, !llvm.loop !37

for.end161:                                       ; preds = %for.cond159
  %638 = add nsw i32 %i, 1
  br label %for.cond73, !llvm.loop !38

for.cond163:                                      ; preds = %if.end169, %for.end20
  %i166 = phi i32 [ 0, %for.end20 ], [ %655, %if.end169 ]
  %639 = icmp slt i32 %i166, 64
  br i1 %639, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %640 = icmp sle i32 0, %bz
  %641 = icmp slt i32 %bz, %BH
  %642 = and i1 %640, %641
  %643 = mul i32 %bx, 64
  %644 = add i32 %643, %i166
  %645 = icmp sle i32 0, %644
  %646 = mul i32 %bx, 64
  %647 = add i32 %646, %i166
  %648 = icmp slt i32 %647, %S
  %649 = and i1 %645, %648
  %650 = and i1 %642, %649
  br i1 %650, label %if.then167, label %if.else168

for.end165:                                       ; preds = %for.cond163
  ret void

if.then167:                                       ; preds = %for.body164
  %651 = sext i32 %BH to i64
  %652 = sext i32 %S to i64
  %653 = mul i64 %651, %652
  %654 = icmp sge i64 %653, 262144
  br i1 %654, label %if.then170, label %if.else171

if.else168:                                       ; preds = %for.body164
  br label %if.end169

if.end169:                                        ; preds = %if.else168, %if.end172
  %655 = add nsw i32 %i166, 1
  br label %for.cond163, !llvm.loop !39

if.then170:                                       ; preds = %if.then167
  br label %for.cond173

if.else171:                                       ; preds = %if.then167
  br label %for.cond179

if.end172:                                        ; preds = %for.end181, %for.end175
  br label %if.end169

for.cond173:                                      ; preds = %for.end178, %if.then170
  %tl_c2 = phi i32 [ 0, %if.then170 ], [ %696, %for.end178 ]
  %656 = icmp slt i32 %tl_c2, 1
  br i1 %656, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %tl_sb3 = mul i32 %tl_c2, 2048
  %657 = sub i32 64, %tl_sb3
  %658 = icmp slt i32 %657, 2048
  %659 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %658, i32 %659, i32 2048
  br label %for.cond176

for.end175:                                       ; preds = %for.cond173
  br label %if.end172

for.cond176:                                      ; preds = %for.body177, %for.body174
  %tl_c5 = phi i32 [ 0, %for.body174 ], [ %679, %for.body177 ]
  %660 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %660, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %661 = sext i32 %i166 to i64
  %662 = mul nsw i64 %661, 64
  %663 = add i32 %tl_sb3, %tl_c5
  %664 = add i32 0, %663
  %665 = sext i32 %664 to i64
  %666 = add nsw i64 %662, %665
  %667 = getelementptr inbounds float, ptr %acc_o, i64 %666
  %668 = load float, ptr %667, align 4
  %669 = sext i32 %i166 to i64
  %670 = getelementptr inbounds float, ptr %l, i64 %669
  %671 = load float, ptr %670, align 4
  %672 = fdiv float %668, %671
  %673 = fptrunc float %672 to half
  %674 = fpext half %673 to float
  %675 = sext i32 %tl_c5 to i64
  %676 = getelementptr inbounds i16, ptr %tl_stream0, i64 %675
  %677 = fptrunc float %674 to half
  %678 = bitcast half %677 to i16
  store i16 %678, ptr %676, align 2
  %679 = add nsw i32 %tl_c5, 1
  br label %for.cond176, !llvm.loop !40

for.end178:                                       ; preds = %for.cond176
  %680 = sext i32 %tl_sm4 to i64
  %681 = sext i32 %bz to i64
  %682 = sext i32 %S to i64
  %683 = mul nsw i64 %681, %682
  %684 = mul i32 %bx, 64
  %685 = add i32 %684, %i166
  %686 = sext i32 %685 to i64
  %687 = add nsw i64 %683, %686
  %688 = mul nsw i64 %687, 64
  %689 = add i32 %tl_sb3, 0
  %690 = add i32 0, %689
  %691 = sext i32 %690 to i64
  %692 = add nsw i64 %688, %691
  %693 = getelementptr inbounds i16, ptr %O, i64 %692
  %694 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %695 = mul i64 %680, 2
  call void @tilec_rt_stream(ptr %693, ptr %694, i64 %695)
  %696 = add nsw i32 %tl_c2, 1
  br label %for.cond173, !llvm.loop !41

for.cond179:                                      ; preds = %for.body180, %if.else171
  %d1 = phi i32 [ 0, %if.else171 ], [ %725, %for.body180 ]
  %697 = icmp slt i32 %d1, 64
  br i1 %697, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %698 = sext i32 %i166 to i64
  %699 = mul nsw i64 %698, 64
  %700 = add i32 0, %d1
  %701 = sext i32 %700 to i64
  %702 = add nsw i64 %699, %701
  %703 = getelementptr inbounds float, ptr %acc_o, i64 %702
  %704 = load float, ptr %703, align 4
  %705 = sext i32 %i166 to i64
  %706 = getelementptr inbounds float, ptr %l, i64 %705
  %707 = load float, ptr %706, align 4
  %708 = fdiv float %704, %707
  %709 = fptrunc float %708 to half
  %710 = fpext half %709 to float
  %711 = sext i32 %bz to i64
  %712 = sext i32 %S to i64
  %713 = mul nsw i64 %711, %712
  %714 = mul i32 %bx, 64
  %715 = add i32 %714, %i166
  %716 = sext i32 %715 to i64
  %717 = add nsw i64 %713, %716
  %718 = mul nsw i64 %717, 64
  %719 = add i32 0, %d1
  %720 = sext i32 %719 to i64
  %721 = add nsw i64 %718, %720
  %722 = getelementptr inbounds i16, ptr %O, i64 %721
  %723 = fptrunc float %710 to half
  %724 = bitcast half %723 to i16
  store i16 %724, ptr %722, align 2
  %725 = add nsw i32 %d1, 1
  br label %for.cond179, !llvm.loop !42

for.end181:                                       ; preds = %for.cond179
  br label %if.end172
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

; Function Attrs: alwaysinline nofree nosync nounwind willreturn
define internal float @tilec_expf_nonpos(float %0) #5 {
entry:
  %1 = fcmp uno float %0, %0
  %2 = fcmp ogt float %0, -1.040000e+02
  %3 = select i1 %2, float %0, float 0.000000e+00
  %4 = call float @llvm.fma.f32(float %3, float 0x3FF7154760000000, float 5.000000e-01)
  %n = call float @llvm.floor.f32(float %4)
  %5 = call float @llvm.fma.f32(float %n, float 0xBFE6300000000000, float %3)
  %6 = call float @llvm.fma.f32(float %n, float 0x3F2BD01060000000, float %5)
  %7 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %6, float 0x3F56E879C0000000)
  %8 = call float @llvm.fma.f32(float %7, float %6, float 0x3F81112100000000)
  %9 = call float @llvm.fma.f32(float %8, float %6, float 0x3FA5553820000000)
  %10 = call float @llvm.fma.f32(float %9, float %6, float 0x3FC5555540000000)
  %11 = call float @llvm.fma.f32(float %10, float %6, float 5.000000e-01)
  %12 = fmul float %6, %6
  %13 = call float @llvm.fma.f32(float %11, float %12, float %6)
  %14 = fadd float %13, 1.000000e+00
  %15 = fadd float %n, 0x4168000000000000
  %16 = bitcast float %15 to i32
  %17 = sub i32 %16, 1262485313
  %18 = shl i32 %17, 23
  %19 = bitcast i32 %18 to float
  %20 = fmul float %14, %19
  %21 = fmul float %20, 0x3BF0000000000000
  %22 = fcmp olt float %0, 0xC059FE36A0000000
  %23 = select i1 %22, float 0.000000e+00, float %21
  %24 = select i1 %1, float %0, float %23
  ret float %24
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

; Function Attrs: alwaysinline nofree nosync nounwind willreturn
define internal float @tilec_expf(float %0) #5 {
entry:
  %1 = fcmp uno float %0, %0
  %2 = fcmp olt float %0, 8.900000e+01
  %3 = select i1 %2, float %0, float 8.900000e+01
  %4 = fcmp ogt float %0, -1.040000e+02
  %5 = select i1 %4, float %3, float 0.000000e+00
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

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @flash_attention_task(ptr %ctx, i64 %block) #6 {
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
define i32 @tilec_launch_flash_attention(ptr %args, ptr %dims, ptr %self) #6 {
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

; Function Attrs: noinline nounwind
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
  %tl_stream0 = alloca [2048 x i16], align 64
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
  br label %for.cond7

if.end:                                           ; preds = %for.end9, %for.end
  br label %for.cond14

for.cond:                                         ; preds = %if.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %32, %if.end3 ]
  %13 = icmp slt i32 %i3, 64
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %14 = add i32 %i3, 1
  %15 = icmp slt i32 %14, 64
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
  %25 = mul i32 %bx, 64
  %26 = add i32 %25, %i3
  %27 = sext i32 %26 to i64
  %28 = add nsw i64 %24, %27
  %29 = mul nsw i64 %28, 64
  %30 = add nsw i64 %29, 0
  %31 = getelementptr inbounds i16, ptr %Q, i64 %30
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %21, ptr align 2 %31, i64 %17, i1 false)
  %32 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !43

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %47, %for.body5 ]
  %33 = icmp slt i32 %pf, 2
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = sext i32 %bz to i64
  %35 = sext i32 %S to i64
  %36 = mul i64 %34, %35
  %37 = mul i32 %bx, 64
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
  br label %for.cond4, !llvm.loop !44

for.end6:                                         ; preds = %for.cond4
  br label %if.end3

for.cond7:                                        ; preds = %for.end13, %if.else
  %i310 = phi i32 [ 0, %if.else ], [ %66, %for.end13 ]
  %48 = icmp slt i32 %i310, 64
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
  %53 = mul i32 %bx, 64
  %54 = sext i32 %53 to i64
  %55 = sext i32 %i310 to i64
  %56 = add i64 %54, %55
  %57 = icmp sle i64 0, %56
  %58 = mul i32 %bx, 64
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
  br label %for.cond7, !llvm.loop !45

sel.then:                                         ; preds = %for.body12
  %67 = sext i32 %bz to i64
  %68 = sext i32 %S to i64
  %69 = mul nsw i64 %67, %68
  %70 = mul i32 %bx, 64
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
  br label %for.cond11, !llvm.loop !46

for.cond14:                                       ; preds = %for.body15, %if.end
  %i317 = phi i32 [ 0, %if.end ], [ %101, %for.body15 ]
  %90 = icmp slt i32 %i317, 64
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
  br label %for.cond14, !llvm.loop !47

for.end16:                                        ; preds = %for.cond14
  %102 = sext i32 %S to i64
  %103 = sdiv i64 %102, 64
  %104 = sub i64 0, %102
  %105 = select i1 false, i64 %104, i64 %103
  %106 = srem i64 %102, 64
  %107 = icmp ne i64 %106, 0
  %108 = icmp slt i64 %102, 0
  %109 = icmp eq i1 %108, false
  %110 = and i1 %107, %109
  %111 = zext i1 %110 to i64
  %112 = add i64 %105, %111
  %113 = trunc i64 %112 to i32
  %114 = sext i32 %S to i64
  %115 = sdiv i64 %114, 64
  %116 = sub i64 0, %114
  %117 = select i1 false, i64 %116, i64 %115
  %118 = srem i64 %114, 64
  %119 = icmp ne i64 %118, 0
  %120 = icmp slt i64 %114, 0
  %121 = icmp eq i1 %120, false
  %122 = and i1 %119, %121
  %123 = zext i1 %122 to i64
  %124 = add i64 %117, %123
  %125 = trunc i64 %124 to i32
  br label %for.cond18

for.cond18:                                       ; preds = %for.end75, %for.end16
  %kb = phi i32 [ 0, %for.end16 ], [ %316, %for.end75 ]
  %126 = icmp slt i32 %kb, %113
  br i1 %126, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %127 = sext i32 %bz to i64
  %128 = add i64 %127, 1
  %129 = sext i32 %BH to i64
  %130 = icmp sle i64 %128, %129
  %131 = mul i32 %kb, 64
  %132 = icmp sle i32 0, %131
  %133 = mul i32 %kb, 64
  %134 = sext i32 %133 to i64
  %135 = add i64 %134, 64
  %136 = sext i32 %S to i64
  %137 = icmp sle i64 %135, %136
  %138 = and i1 %132, %137
  %139 = and i1 %130, %138
  br i1 %139, label %if.then21, label %if.else22

for.end20:                                        ; preds = %for.cond18
  br label %for.cond163

if.then21:                                        ; preds = %for.body19
  br label %for.cond24

if.else22:                                        ; preds = %for.body19
  br label %for.cond34

if.end23:                                         ; preds = %for.end36, %for.end26
  %140 = sext i32 %bz to i64
  %141 = add i64 %140, 1
  %142 = sext i32 %BH to i64
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
  br i1 %152, label %if.then45, label %if.else46

for.cond24:                                       ; preds = %if.end30, %if.then21
  %i327 = phi i32 [ 0, %if.then21 ], [ %172, %if.end30 ]
  %153 = icmp slt i32 %i327, 64
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
  %165 = mul i32 %kb, 64
  %166 = add i32 %165, %i327
  %167 = sext i32 %166 to i64
  %168 = add nsw i64 %164, %167
  %169 = mul nsw i64 %168, 64
  %170 = add nsw i64 %169, 0
  %171 = getelementptr inbounds i16, ptr %K, i64 %170
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %161, ptr align 2 %171, i64 %157, i1 false)
  %172 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !48

for.cond31:                                       ; preds = %for.body32, %if.then28
  %pf1 = phi i32 [ 0, %if.then28 ], [ %187, %for.body32 ]
  %173 = icmp slt i32 %pf1, 2
  br i1 %173, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %174 = sext i32 %bz to i64
  %175 = sext i32 %S to i64
  %176 = mul i64 %174, %175
  %177 = add i32 %kb, 1
  %178 = mul i32 %177, 64
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
  br label %for.cond31, !llvm.loop !49

for.end33:                                        ; preds = %for.cond31
  br label %if.end30

for.cond34:                                       ; preds = %for.end40, %if.else22
  %i337 = phi i32 [ 0, %if.else22 ], [ %206, %for.end40 ]
  %188 = icmp slt i32 %i337, 64
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
  %193 = mul i32 %kb, 64
  %194 = sext i32 %193 to i64
  %195 = sext i32 %i337 to i64
  %196 = add i64 %194, %195
  %197 = icmp sle i64 0, %196
  %198 = mul i32 %kb, 64
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
  br label %for.cond34, !llvm.loop !50

sel.then42:                                       ; preds = %for.body39
  %207 = sext i32 %bz to i64
  %208 = sext i32 %S to i64
  %209 = mul nsw i64 %207, %208
  %210 = mul i32 %kb, 64
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
  br label %for.cond38, !llvm.loop !51

if.then45:                                        ; preds = %if.end23
  br label %for.cond48

if.else46:                                        ; preds = %if.end23
  br label %for.cond58

if.end47:                                         ; preds = %for.end60, %for.end50
  br label %for.cond69

for.cond48:                                       ; preds = %if.end54, %if.then45
  %i351 = phi i32 [ 0, %if.then45 ], [ %249, %if.end54 ]
  %230 = icmp slt i32 %i351, 64
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
  %242 = mul i32 %kb, 64
  %243 = add i32 %242, %i351
  %244 = sext i32 %243 to i64
  %245 = add nsw i64 %241, %244
  %246 = mul nsw i64 %245, 64
  %247 = add nsw i64 %246, 0
  %248 = getelementptr inbounds i16, ptr %V, i64 %247
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %238, ptr align 2 %248, i64 %234, i1 false)
  %249 = add nsw i32 %i351, 1
  br label %for.cond48, !llvm.loop !52

for.cond55:                                       ; preds = %for.body56, %if.then52
  %pf2 = phi i32 [ 0, %if.then52 ], [ %264, %for.body56 ]
  %250 = icmp slt i32 %pf2, 2
  br i1 %250, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %251 = sext i32 %bz to i64
  %252 = sext i32 %S to i64
  %253 = mul i64 %251, %252
  %254 = add i32 %kb, 1
  %255 = mul i32 %254, 64
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
  br label %for.cond55, !llvm.loop !53

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.end64, %if.else46
  %i361 = phi i32 [ 0, %if.else46 ], [ %283, %for.end64 ]
  %265 = icmp slt i32 %i361, 64
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
  %270 = mul i32 %kb, 64
  %271 = sext i32 %270 to i64
  %272 = sext i32 %i361 to i64
  %273 = add i64 %271, %272
  %274 = icmp sle i64 0, %273
  %275 = mul i32 %kb, 64
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
  br label %for.cond58, !llvm.loop !54

sel.then66:                                       ; preds = %for.body63
  %284 = sext i32 %bz to i64
  %285 = sext i32 %S to i64
  %286 = mul nsw i64 %284, %285
  %287 = mul i32 %kb, 64
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
  br label %for.cond62, !llvm.loop !55

for.cond69:                                       ; preds = %for.body70, %if.end47
  %i372 = phi i32 [ 0, %if.end47 ], [ %314, %for.body70 ]
  %307 = icmp slt i32 %i372, 64
  br i1 %307, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %308 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %309 = mul nuw i64 %308, 4
  %310 = sext i32 %i372 to i64
  %311 = mul nsw i64 %310, 64
  %312 = add nsw i64 %311, 0
  %313 = getelementptr inbounds float, ptr %acc_s, i64 %312
  call void @llvm.memset.p0.i64(ptr align 4 %313, i8 0, i64 %309, i1 false)
  %314 = add nsw i32 %i372, 1
  br label %for.cond69, !llvm.loop !56

for.end71:                                        ; preds = %for.cond69
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond73

for.cond73:                                       ; preds = %for.end161, %for.end71
  %i = phi i32 [ 0, %for.end71 ], [ %638, %for.end161 ]
  %315 = icmp slt i32 %i, 64
  br i1 %315, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %316 = add nsw i32 %kb, 1
  br label %for.cond18, !llvm.loop !57

for.cond76:                                       ; preds = %for.body77, %for.body74
  %j = phi i32 [ 0, %for.body74 ], [ %335, %for.body77 ]
  %317 = icmp slt i32 %j, 64
  br i1 %317, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %318 = mul i32 %kb, 64
  %319 = add i32 %318, %j
  %320 = icmp slt i32 %319, %S
  %321 = sext i32 %i to i64
  %322 = mul nsw i64 %321, 64
  %323 = sext i32 %j to i64
  %324 = add nsw i64 %322, %323
  %325 = call i64 @llvm.umin.i64(i64 %324, i64 4095)
  %326 = getelementptr inbounds float, ptr %acc_s, i64 %325
  %327 = load float, ptr %326, align 4
  %328 = fmul float %327, 1.250000e-01
  %329 = select i1 %320, float %328, float 0xFFF0000000000000
  %330 = sext i32 %i to i64
  %331 = mul nsw i64 %330, 64
  %332 = sext i32 %j to i64
  %333 = add nsw i64 %331, %332
  %334 = getelementptr inbounds float, ptr %acc_s, i64 %333
  store float %329, ptr %334, align 4
  %335 = add nsw i32 %j, 1
  br label %for.cond76, !llvm.loop !58

for.end78:                                        ; preds = %for.cond76
  %336 = sext i32 %i to i64
  %337 = getelementptr inbounds float, ptr %m, i64 %336
  %338 = load float, ptr %337, align 4
  %339 = sext i32 %i to i64
  %340 = getelementptr inbounds float, ptr %m_prev, i64 %339
  store float %338, ptr %340, align 4
  %341 = sext i32 %i to i64
  %342 = getelementptr inbounds float, ptr %m, i64 %341
  %tl_dst0 = load float, ptr %342, align 4
  br label %for.cond79

for.cond79:                                       ; preds = %for.body80, %for.end78
  %lane = phi i32 [ 0, %for.end78 ], [ %367, %for.body80 ]
  %343 = icmp slt i32 %lane, 32
  br i1 %343, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %344 = sext i32 %i to i64
  %345 = mul nsw i64 %344, 64
  %346 = sext i32 %lane to i64
  %347 = add nsw i64 %345, %346
  %348 = getelementptr inbounds float, ptr %acc_s, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %i to i64
  %351 = mul nsw i64 %350, 64
  %352 = sext i32 %lane to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %acc_s, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fcmp une float %349, %355
  %357 = sext i32 %i to i64
  %358 = mul nsw i64 %357, 64
  %359 = sext i32 %lane to i64
  %360 = add nsw i64 %358, %359
  %361 = call i64 @llvm.umin.i64(i64 %360, i64 4095)
  %362 = getelementptr inbounds float, ptr %acc_s, i64 %361
  %363 = load float, ptr %362, align 4
  %364 = select i1 %356, float 0xFFF0000000000000, float %363
  %365 = sext i32 %lane to i64
  %366 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %365
  store float %364, ptr %366, align 4
  %367 = add nsw i32 %lane, 1
  br label %for.cond79, !llvm.loop !59

for.end81:                                        ; preds = %for.cond79
  br label %for.cond82

for.cond82:                                       ; preds = %for.end87, %for.end81
  %red = phi i32 [ 0, %for.end81 ], [ %385, %for.end87 ]
  %368 = icmp slt i32 %red, 1
  br i1 %368, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond85

for.end84:                                        ; preds = %for.cond82
  br label %for.cond89

for.cond85:                                       ; preds = %for.body86, %for.body83
  %lane88 = phi i32 [ 0, %for.body83 ], [ %384, %for.body86 ]
  %369 = icmp slt i32 %lane88, 32
  br i1 %369, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %370 = sext i32 %lane88 to i64
  %371 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %370
  %lane_acc = load float, ptr %371, align 4
  %372 = sext i32 %i to i64
  %373 = mul nsw i64 %372, 64
  %374 = add i32 %red, 1
  %375 = mul i32 %374, 32
  %376 = add i32 %375, %lane88
  %377 = sext i32 %376 to i64
  %378 = add nsw i64 %373, %377
  %379 = getelementptr inbounds float, ptr %acc_s, i64 %378
  %lane_next = load float, ptr %379, align 4
  %380 = fcmp ogt float %lane_next, %lane_acc
  %381 = select i1 %380, float %lane_next, float %lane_acc
  %382 = sext i32 %lane88 to i64
  %383 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %382
  store float %381, ptr %383, align 4
  %384 = add nsw i32 %lane88, 1
  br label %for.cond85, !llvm.loop !60

for.end87:                                        ; preds = %for.cond85
  %385 = add nsw i32 %red, 1
  br label %for.cond82, !llvm.loop !61

for.cond89:                                       ; preds = %for.body90, %for.end84
  %lane92 = phi i32 [ 0, %for.end84 ], [ %396, %for.body90 ]
  %386 = icmp slt i32 %lane92, 16
  br i1 %386, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %387 = sext i32 %lane92 to i64
  %388 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %387
  %lane_acc93 = load float, ptr %388, align 4
  %389 = add i32 %lane92, 16
  %390 = sext i32 %389 to i64
  %391 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %390
  %lane_next94 = load float, ptr %391, align 4
  %392 = fcmp ogt float %lane_next94, %lane_acc93
  %393 = select i1 %392, float %lane_next94, float %lane_acc93
  %394 = sext i32 %lane92 to i64
  %395 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %394
  store float %393, ptr %395, align 4
  %396 = add nsw i32 %lane92, 1
  br label %for.cond89, !llvm.loop !62

for.end91:                                        ; preds = %for.cond89
  br label %for.cond95

for.cond95:                                       ; preds = %for.body96, %for.end91
  %lane98 = phi i32 [ 0, %for.end91 ], [ %407, %for.body96 ]
  %397 = icmp slt i32 %lane98, 8
  br i1 %397, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %398 = sext i32 %lane98 to i64
  %399 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %398
  %lane_acc99 = load float, ptr %399, align 4
  %400 = add i32 %lane98, 8
  %401 = sext i32 %400 to i64
  %402 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %401
  %lane_next100 = load float, ptr %402, align 4
  %403 = fcmp ogt float %lane_next100, %lane_acc99
  %404 = select i1 %403, float %lane_next100, float %lane_acc99
  %405 = sext i32 %lane98 to i64
  %406 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %405
  store float %404, ptr %406, align 4
  %407 = add nsw i32 %lane98, 1
  br label %for.cond95, !llvm.loop !63

for.end97:                                        ; preds = %for.cond95
  br label %for.cond101

for.cond101:                                      ; preds = %for.body102, %for.end97
  %lane104 = phi i32 [ 0, %for.end97 ], [ %418, %for.body102 ]
  %408 = icmp slt i32 %lane104, 4
  br i1 %408, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %409 = sext i32 %lane104 to i64
  %410 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %409
  %lane_acc105 = load float, ptr %410, align 4
  %411 = add i32 %lane104, 4
  %412 = sext i32 %411 to i64
  %413 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %412
  %lane_next106 = load float, ptr %413, align 4
  %414 = fcmp ogt float %lane_next106, %lane_acc105
  %415 = select i1 %414, float %lane_next106, float %lane_acc105
  %416 = sext i32 %lane104 to i64
  %417 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %416
  store float %415, ptr %417, align 4
  %418 = add nsw i32 %lane104, 1
  br label %for.cond101, !llvm.loop !64

for.end103:                                       ; preds = %for.cond101
  br label %for.cond107

for.cond107:                                      ; preds = %for.body108, %for.end103
  %lane110 = phi i32 [ 0, %for.end103 ], [ %429, %for.body108 ]
  %419 = icmp slt i32 %lane110, 2
  br i1 %419, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %420 = sext i32 %lane110 to i64
  %421 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %420
  %lane_acc111 = load float, ptr %421, align 4
  %422 = add i32 %lane110, 2
  %423 = sext i32 %422 to i64
  %424 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %423
  %lane_next112 = load float, ptr %424, align 4
  %425 = fcmp ogt float %lane_next112, %lane_acc111
  %426 = select i1 %425, float %lane_next112, float %lane_acc111
  %427 = sext i32 %lane110 to i64
  %428 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %427
  store float %426, ptr %428, align 4
  %429 = add nsw i32 %lane110, 1
  br label %for.cond107, !llvm.loop !65

for.end109:                                       ; preds = %for.cond107
  br label %for.cond113

for.cond113:                                      ; preds = %for.body114, %for.end109
  %lane116 = phi i32 [ 0, %for.end109 ], [ %440, %for.body114 ]
  %430 = icmp slt i32 %lane116, 1
  br i1 %430, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %431 = sext i32 %lane116 to i64
  %432 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %431
  %lane_acc117 = load float, ptr %432, align 4
  %433 = add i32 %lane116, 1
  %434 = sext i32 %433 to i64
  %435 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %434
  %lane_next118 = load float, ptr %435, align 4
  %436 = fcmp ogt float %lane_next118, %lane_acc117
  %437 = select i1 %436, float %lane_next118, float %lane_acc117
  %438 = sext i32 %lane116 to i64
  %439 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %438
  store float %437, ptr %439, align 4
  %440 = add nsw i32 %lane116, 1
  br label %for.cond113, !llvm.loop !66

for.end115:                                       ; preds = %for.cond113
  %441 = sext i32 %i to i64
  %442 = getelementptr inbounds float, ptr %m, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %445 = load float, ptr %444, align 4
  %446 = call float @llvm.maxnum.f32(float %443, float %445)
  %447 = sext i32 %i to i64
  %448 = getelementptr inbounds float, ptr %m, i64 %447
  store float %446, ptr %448, align 4
  %449 = sext i32 %i to i64
  %450 = getelementptr inbounds float, ptr %m, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = fcmp oeq float %451, 0xFFF0000000000000
  %453 = fcmp une float %tl_dst0, %tl_dst0
  %454 = and i1 %452, %453
  br i1 %454, label %if.then119, label %if.else120

if.then119:                                       ; preds = %for.end115
  %455 = sext i32 %i to i64
  %456 = getelementptr inbounds float, ptr %m, i64 %455
  store float %tl_dst0, ptr %456, align 4
  br label %for.cond122

if.else120:                                       ; preds = %for.end115
  br label %if.end121

if.end121:                                        ; preds = %if.else120, %for.end124
  br label %for.cond126

for.cond122:                                      ; preds = %for.body123, %if.then119
  %red125 = phi i32 [ 0, %if.then119 ], [ %470, %for.body123 ]
  %457 = icmp slt i32 %red125, 64
  br i1 %457, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %458 = sext i32 %i to i64
  %459 = getelementptr inbounds float, ptr %m, i64 %458
  %460 = load float, ptr %459, align 4
  %461 = sext i32 %i to i64
  %462 = mul nsw i64 %461, 64
  %463 = sext i32 %red125 to i64
  %464 = add nsw i64 %462, %463
  %465 = getelementptr inbounds float, ptr %acc_s, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = call float @llvm.maxnum.f32(float %460, float %466)
  %468 = sext i32 %i to i64
  %469 = getelementptr inbounds float, ptr %m, i64 %468
  store float %467, ptr %469, align 4
  %470 = add nsw i32 %red125, 1
  br label %for.cond122, !llvm.loop !67

for.end124:                                       ; preds = %for.cond122
  br label %if.end121

for.cond126:                                      ; preds = %for.body127, %if.end121
  %j129 = phi i32 [ 0, %if.end121 ], [ %488, %for.body127 ]
  %471 = icmp slt i32 %j129, 64
  br i1 %471, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %472 = sext i32 %i to i64
  %473 = mul nsw i64 %472, 64
  %474 = sext i32 %j129 to i64
  %475 = add nsw i64 %473, %474
  %476 = getelementptr inbounds float, ptr %acc_s, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = sext i32 %i to i64
  %479 = getelementptr inbounds float, ptr %m, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = fsub float %477, %480
  %482 = call float @tilec_expf_nonpos(float %481)
  %483 = sext i32 %i to i64
  %484 = mul nsw i64 %483, 64
  %485 = sext i32 %j129 to i64
  %486 = add nsw i64 %484, %485
  %487 = getelementptr inbounds float, ptr %acc_s, i64 %486
  store float %482, ptr %487, align 4
  %488 = add nsw i32 %j129, 1
  br label %for.cond126, !llvm.loop !68

for.end128:                                       ; preds = %for.cond126
  %489 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %490 = mul nuw i64 %489, 4
  %491 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %492 = sext i32 %i to i64
  %493 = mul nsw i64 %492, 64
  %494 = add nsw i64 %493, 0
  %495 = getelementptr inbounds float, ptr %acc_s, i64 %494
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %491, ptr align 4 %495, i64 %490, i1 false)
  br label %for.cond130

for.cond130:                                      ; preds = %for.end135, %for.end128
  %red1 = phi i32 [ 0, %for.end128 ], [ %514, %for.end135 ]
  %496 = icmp slt i32 %red1, 1
  br i1 %496, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  br label %for.cond136

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane1 = phi i32 [ 0, %for.body131 ], [ %513, %for.body134 ]
  %497 = icmp slt i32 %lane1, 32
  br i1 %497, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %498 = sext i32 %lane1 to i64
  %499 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = sext i32 %i to i64
  %502 = mul nsw i64 %501, 64
  %503 = add i32 %red1, 1
  %504 = mul i32 %503, 32
  %505 = add i32 %504, %lane1
  %506 = sext i32 %505 to i64
  %507 = add nsw i64 %502, %506
  %508 = getelementptr inbounds float, ptr %acc_s, i64 %507
  %509 = load float, ptr %508, align 4
  %510 = fadd float %500, %509
  %511 = sext i32 %lane1 to i64
  %512 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %511
  store float %510, ptr %512, align 4
  %513 = add nsw i32 %lane1, 1
  br label %for.cond133, !llvm.loop !69

for.end135:                                       ; preds = %for.cond133
  %514 = add nsw i32 %red1, 1
  br label %for.cond130, !llvm.loop !70

for.cond136:                                      ; preds = %for.body137, %for.end132
  %lane1139 = phi i32 [ 0, %for.end132 ], [ %526, %for.body137 ]
  %515 = icmp slt i32 %lane1139, 16
  br i1 %515, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %516 = sext i32 %lane1139 to i64
  %517 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = add i32 %lane1139, 16
  %520 = sext i32 %519 to i64
  %521 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %520
  %522 = load float, ptr %521, align 4
  %523 = fadd float %518, %522
  %524 = sext i32 %lane1139 to i64
  %525 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %524
  store float %523, ptr %525, align 4
  %526 = add nsw i32 %lane1139, 1
  br label %for.cond136, !llvm.loop !71

for.end138:                                       ; preds = %for.cond136
  br label %for.cond140

for.cond140:                                      ; preds = %for.body141, %for.end138
  %lane1143 = phi i32 [ 0, %for.end138 ], [ %538, %for.body141 ]
  %527 = icmp slt i32 %lane1143, 8
  br i1 %527, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %528 = sext i32 %lane1143 to i64
  %529 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = add i32 %lane1143, 8
  %532 = sext i32 %531 to i64
  %533 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %532
  %534 = load float, ptr %533, align 4
  %535 = fadd float %530, %534
  %536 = sext i32 %lane1143 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %536
  store float %535, ptr %537, align 4
  %538 = add nsw i32 %lane1143, 1
  br label %for.cond140, !llvm.loop !72

for.end142:                                       ; preds = %for.cond140
  br label %for.cond144

for.cond144:                                      ; preds = %for.body145, %for.end142
  %lane1147 = phi i32 [ 0, %for.end142 ], [ %550, %for.body145 ]
  %539 = icmp slt i32 %lane1147, 4
  br i1 %539, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %540 = sext i32 %lane1147 to i64
  %541 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = add i32 %lane1147, 4
  %544 = sext i32 %543 to i64
  %545 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %544
  %546 = load float, ptr %545, align 4
  %547 = fadd float %542, %546
  %548 = sext i32 %lane1147 to i64
  %549 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %548
  store float %547, ptr %549, align 4
  %550 = add nsw i32 %lane1147, 1
  br label %for.cond144, !llvm.loop !73

for.end146:                                       ; preds = %for.cond144
  br label %for.cond148

for.cond148:                                      ; preds = %for.body149, %for.end146
  %lane1151 = phi i32 [ 0, %for.end146 ], [ %562, %for.body149 ]
  %551 = icmp slt i32 %lane1151, 2
  br i1 %551, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %552 = sext i32 %lane1151 to i64
  %553 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %552
  %554 = load float, ptr %553, align 4
  %555 = add i32 %lane1151, 2
  %556 = sext i32 %555 to i64
  %557 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %556
  %558 = load float, ptr %557, align 4
  %559 = fadd float %554, %558
  %560 = sext i32 %lane1151 to i64
  %561 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %560
  store float %559, ptr %561, align 4
  %562 = add nsw i32 %lane1151, 1
  br label %for.cond148, !llvm.loop !74

for.end150:                                       ; preds = %for.cond148
  br label %for.cond152

for.cond152:                                      ; preds = %for.body153, %for.end150
  %lane1155 = phi i32 [ 0, %for.end150 ], [ %574, %for.body153 ]
  %563 = icmp slt i32 %lane1155, 1
  br i1 %563, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %564 = sext i32 %lane1155 to i64
  %565 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = add i32 %lane1155, 1
  %568 = sext i32 %567 to i64
  %569 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %568
  %570 = load float, ptr %569, align 4
  %571 = fadd float %566, %570
  %572 = sext i32 %lane1155 to i64
  %573 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %572
  store float %571, ptr %573, align 4
  %574 = add nsw i32 %lane1155, 1
  br label %for.cond152, !llvm.loop !75

for.end154:                                       ; preds = %for.cond152
  %575 = sext i32 %i to i64
  %576 = getelementptr inbounds float, ptr %row_sum, i64 %575
  store float 0.000000e+00, ptr %576, align 4
  %577 = sext i32 %i to i64
  %578 = getelementptr inbounds float, ptr %row_sum, i64 %577
  %579 = load float, ptr %578, align 4
  %580 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %581 = load float, ptr %580, align 4
  %582 = fadd float %579, %581
  %583 = sext i32 %i to i64
  %584 = getelementptr inbounds float, ptr %row_sum, i64 %583
  store float %582, ptr %584, align 4
  %585 = sext i32 %i to i64
  %586 = getelementptr inbounds float, ptr %m_prev, i64 %585
  %587 = load float, ptr %586, align 4
  %588 = sext i32 %i to i64
  %589 = getelementptr inbounds float, ptr %m, i64 %588
  %590 = load float, ptr %589, align 4
  %591 = fsub float %587, %590
  %alpha = call float @tilec_expf(float %591)
  %592 = sext i32 %i to i64
  %593 = getelementptr inbounds float, ptr %l, i64 %592
  %594 = load float, ptr %593, align 4
  %595 = fmul float %594, %alpha
  %596 = sext i32 %i to i64
  %597 = getelementptr inbounds float, ptr %row_sum, i64 %596
  %598 = load float, ptr %597, align 4
  %599 = fadd float %595, %598
  %600 = sext i32 %i to i64
  %601 = getelementptr inbounds float, ptr %l, i64 %600
  store float %599, ptr %601, align 4
  %602 = sext i32 %i to i64
  %603 = getelementptr inbounds float, ptr %m_prev, i64 %602
  store float %alpha, ptr %603, align 4
  br label %for.cond156

for.cond156:                                      ; preds = %for.body157, %for.end154
  %d = phi i32 [ 0, %for.end154 ], [ %620, %for.body157 ]
  %604 = icmp slt i32 %d, 64
  br i1 %604, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %605 = sext i32 %i to i64
  %606 = mul nsw i64 %605, 64
  %607 = sext i32 %d to i64
  %608 = add nsw i64 %606, %607
  %609 = getelementptr inbounds float, ptr %acc_o, i64 %608
  %610 = load float, ptr %609, align 4
  %611 = sext i32 %i to i64
  %612 = getelementptr inbounds float, ptr %m_prev, i64 %611
  %613 = load float, ptr %612, align 4
  %614 = fmul float %610, %613
  %615 = sext i32 %i to i64
  %616 = mul nsw i64 %615, 64
  %617 = sext i32 %d to i64
  %618 = add nsw i64 %616, %617
  %619 = getelementptr inbounds float, ptr %acc_o, i64 %618
  store float %614, ptr %619, align 4
  %620 = add nsw i32 %d, 1
  br label %for.cond156, !llvm.loop !76

for.end158:                                       ; preds = %for.cond156
  br label %for.cond159

for.cond159:                                      ; preds = %for.body160, %for.end158
  %j1162 = phi i32 [ 0, %for.end158 ], [ %637, %for.body160 ]
  %621 = icmp slt i32 %j1162, 64
  br i1 %621, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %622 = sext i32 %i to i64
  %623 = mul nsw i64 %622, 64
  %624 = sext i32 %j1162 to i64
  %625 = add nsw i64 %623, %624
  %626 = getelementptr inbounds float, ptr %acc_s, i64 %625
  %627 = load float, ptr %626, align 4
  %628 = fptrunc float %627 to half
  %629 = fpext half %628 to float
  %630 = sext i32 %i to i64
  %631 = mul nsw i64 %630, 64
  %632 = sext i32 %j1162 to i64
  %633 = add nsw i64 %631, %632
  %634 = getelementptr inbounds i16, ptr %P_s, i64 %633
  %635 = fptrunc float %629 to half
  %636 = bitcast half %635 to i16
  store i16 %636, ptr %634, align 2
  %637 = add nsw i32 %j1162, 1
  br label %for.cond159, !llvm.loop !77

for.end161:                                       ; preds = %for.cond159
  %638 = add nsw i32 %i, 1
  br label %for.cond73, !llvm.loop !78

for.cond163:                                      ; preds = %if.end169, %for.end20
  %i166 = phi i32 [ 0, %for.end20 ], [ %655, %if.end169 ]
  %639 = icmp slt i32 %i166, 64
  br i1 %639, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %640 = icmp sle i32 0, %bz
  %641 = icmp slt i32 %bz, %BH
  %642 = and i1 %640, %641
  %643 = mul i32 %bx, 64
  %644 = add i32 %643, %i166
  %645 = icmp sle i32 0, %644
  %646 = mul i32 %bx, 64
  %647 = add i32 %646, %i166
  %648 = icmp slt i32 %647, %S
  %649 = and i1 %645, %648
  %650 = and i1 %642, %649
  br i1 %650, label %if.then167, label %if.else168

for.end165:                                       ; preds = %for.cond163
  ret void

if.then167:                                       ; preds = %for.body164
  %651 = sext i32 %BH to i64
  %652 = sext i32 %S to i64
  %653 = mul i64 %651, %652
  %654 = icmp sge i64 %653, 262144
  br i1 %654, label %if.then170, label %if.else171

if.else168:                                       ; preds = %for.body164
  br label %if.end169

if.end169:                                        ; preds = %if.else168, %if.end172
  %655 = add nsw i32 %i166, 1
  br label %for.cond163, !llvm.loop !79

if.then170:                                       ; preds = %if.then167
  br label %for.cond173

if.else171:                                       ; preds = %if.then167
  br label %for.cond179

if.end172:                                        ; preds = %for.end181, %for.end175
  br label %if.end169

for.cond173:                                      ; preds = %for.end178, %if.then170
  %tl_c2 = phi i32 [ 0, %if.then170 ], [ %696, %for.end178 ]
  %656 = icmp slt i32 %tl_c2, 1
  br i1 %656, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %tl_sb3 = mul i32 %tl_c2, 2048
  %657 = sub i32 64, %tl_sb3
  %658 = icmp slt i32 %657, 2048
  %659 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %658, i32 %659, i32 2048
  br label %for.cond176

for.end175:                                       ; preds = %for.cond173
  br label %if.end172

for.cond176:                                      ; preds = %for.body177, %for.body174
  %tl_c5 = phi i32 [ 0, %for.body174 ], [ %679, %for.body177 ]
  %660 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %660, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %661 = sext i32 %i166 to i64
  %662 = mul nsw i64 %661, 64
  %663 = add i32 %tl_sb3, %tl_c5
  %664 = add i32 0, %663
  %665 = sext i32 %664 to i64
  %666 = add nsw i64 %662, %665
  %667 = getelementptr inbounds float, ptr %acc_o, i64 %666
  %668 = load float, ptr %667, align 4
  %669 = sext i32 %i166 to i64
  %670 = getelementptr inbounds float, ptr %l, i64 %669
  %671 = load float, ptr %670, align 4
  %672 = fdiv float %668, %671
  %673 = fptrunc float %672 to half
  %674 = fpext half %673 to float
  %675 = sext i32 %tl_c5 to i64
  %676 = getelementptr inbounds i16, ptr %tl_stream0, i64 %675
  %677 = fptrunc float %674 to half
  %678 = bitcast half %677 to i16
  store i16 %678, ptr %676, align 2
  %679 = add nsw i32 %tl_c5, 1
  br label %for.cond176, !llvm.loop !80

for.end178:                                       ; preds = %for.cond176
  %680 = sext i32 %tl_sm4 to i64
  %681 = sext i32 %bz to i64
  %682 = sext i32 %S to i64
  %683 = mul nsw i64 %681, %682
  %684 = mul i32 %bx, 64
  %685 = add i32 %684, %i166
  %686 = sext i32 %685 to i64
  %687 = add nsw i64 %683, %686
  %688 = mul nsw i64 %687, 64
  %689 = add i32 %tl_sb3, 0
  %690 = add i32 0, %689
  %691 = sext i32 %690 to i64
  %692 = add nsw i64 %688, %691
  %693 = getelementptr inbounds i16, ptr %O, i64 %692
  %694 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %695 = mul i64 %680, 2
  call void @tilec_rt_stream(ptr %693, ptr %694, i64 %695)
  %696 = add nsw i32 %tl_c2, 1
  br label %for.cond173, !llvm.loop !81

for.cond179:                                      ; preds = %for.body180, %if.else171
  %d1 = phi i32 [ 0, %if.else171 ], [ %725, %for.body180 ]
  %697 = icmp slt i32 %d1, 64
  br i1 %697, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %698 = sext i32 %i166 to i64
  %699 = mul nsw i64 %698, 64
  %700 = add i32 0, %d1
  %701 = sext i32 %700 to i64
  %702 = add nsw i64 %699, %701
  %703 = getelementptr inbounds float, ptr %acc_o, i64 %702
  %704 = load float, ptr %703, align 4
  %705 = sext i32 %i166 to i64
  %706 = getelementptr inbounds float, ptr %l, i64 %705
  %707 = load float, ptr %706, align 4
  %708 = fdiv float %704, %707
  %709 = fptrunc float %708 to half
  %710 = fpext half %709 to float
  %711 = sext i32 %bz to i64
  %712 = sext i32 %S to i64
  %713 = mul nsw i64 %711, %712
  %714 = mul i32 %bx, 64
  %715 = add i32 %714, %i166
  %716 = sext i32 %715 to i64
  %717 = add nsw i64 %713, %716
  %718 = mul nsw i64 %717, 64
  %719 = add i32 0, %d1
  %720 = sext i32 %719 to i64
  %721 = add nsw i64 %718, %720
  %722 = getelementptr inbounds i16, ptr %O, i64 %721
  %723 = fptrunc float %710 to half
  %724 = bitcast half %723 to i16
  store i16 %724, ptr %722, align 2
  %725 = add nsw i32 %d1, 1
  br label %for.cond179, !llvm.loop !82

for.end181:                                       ; preds = %for.cond179
  br label %if.end172
}

; Function Attrs: nounwind
define internal void @flash_attention_swz_task(ptr %ctx, i64 %block) #6 {
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
define i32 @tilec_launch_flash_attention_swz(ptr %args, ptr %dims, ptr %self) #6 {
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

; Function Attrs: noinline nounwind
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
  %tl_stream0 = alloca [2048 x i16], align 64
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
  br label %for.cond7

if.end:                                           ; preds = %for.end9, %for.end
  br label %for.cond14

for.cond:                                         ; preds = %if.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %32, %if.end3 ]
  %13 = icmp slt i32 %i3, 64
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %14 = add i32 %i3, 1
  %15 = icmp slt i32 %14, 64
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
  %25 = mul i32 %bx, 64
  %26 = add i32 %25, %i3
  %27 = sext i32 %26 to i64
  %28 = add nsw i64 %24, %27
  %29 = mul nsw i64 %28, 64
  %30 = add nsw i64 %29, 0
  %31 = getelementptr inbounds i16, ptr %Q, i64 %30
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %21, ptr align 2 %31, i64 %17, i1 false)
  %32 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !83

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %47, %for.body5 ]
  %33 = icmp slt i32 %pf, 2
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = sext i32 %bz to i64
  %35 = sext i32 %S to i64
  %36 = mul i64 %34, %35
  %37 = mul i32 %bx, 64
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
  br label %for.cond4, !llvm.loop !84

for.end6:                                         ; preds = %for.cond4
  br label %if.end3

for.cond7:                                        ; preds = %for.end13, %if.else
  %i310 = phi i32 [ 0, %if.else ], [ %66, %for.end13 ]
  %48 = icmp slt i32 %i310, 64
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
  %53 = mul i32 %bx, 64
  %54 = sext i32 %53 to i64
  %55 = sext i32 %i310 to i64
  %56 = add i64 %54, %55
  %57 = icmp sle i64 0, %56
  %58 = mul i32 %bx, 64
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
  br label %for.cond7, !llvm.loop !85

sel.then:                                         ; preds = %for.body12
  %67 = sext i32 %bz to i64
  %68 = sext i32 %S to i64
  %69 = mul nsw i64 %67, %68
  %70 = mul i32 %bx, 64
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
  br label %for.cond11, !llvm.loop !86

for.cond14:                                       ; preds = %for.body15, %if.end
  %i317 = phi i32 [ 0, %if.end ], [ %101, %for.body15 ]
  %90 = icmp slt i32 %i317, 64
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
  br label %for.cond14, !llvm.loop !87

for.end16:                                        ; preds = %for.cond14
  %102 = sext i32 %S to i64
  %103 = sdiv i64 %102, 64
  %104 = sub i64 0, %102
  %105 = select i1 false, i64 %104, i64 %103
  %106 = srem i64 %102, 64
  %107 = icmp ne i64 %106, 0
  %108 = icmp slt i64 %102, 0
  %109 = icmp eq i1 %108, false
  %110 = and i1 %107, %109
  %111 = zext i1 %110 to i64
  %112 = add i64 %105, %111
  %113 = trunc i64 %112 to i32
  %114 = sext i32 %S to i64
  %115 = sdiv i64 %114, 64
  %116 = sub i64 0, %114
  %117 = select i1 false, i64 %116, i64 %115
  %118 = srem i64 %114, 64
  %119 = icmp ne i64 %118, 0
  %120 = icmp slt i64 %114, 0
  %121 = icmp eq i1 %120, false
  %122 = and i1 %119, %121
  %123 = zext i1 %122 to i64
  %124 = add i64 %117, %123
  %125 = trunc i64 %124 to i32
  br label %for.cond18

for.cond18:                                       ; preds = %for.end75, %for.end16
  %kb = phi i32 [ 0, %for.end16 ], [ %316, %for.end75 ]
  %126 = icmp slt i32 %kb, %113
  br i1 %126, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %127 = sext i32 %bz to i64
  %128 = add i64 %127, 1
  %129 = sext i32 %BH to i64
  %130 = icmp sle i64 %128, %129
  %131 = mul i32 %kb, 64
  %132 = icmp sle i32 0, %131
  %133 = mul i32 %kb, 64
  %134 = sext i32 %133 to i64
  %135 = add i64 %134, 64
  %136 = sext i32 %S to i64
  %137 = icmp sle i64 %135, %136
  %138 = and i1 %132, %137
  %139 = and i1 %130, %138
  br i1 %139, label %if.then21, label %if.else22

for.end20:                                        ; preds = %for.cond18
  br label %for.cond163

if.then21:                                        ; preds = %for.body19
  br label %for.cond24

if.else22:                                        ; preds = %for.body19
  br label %for.cond34

if.end23:                                         ; preds = %for.end36, %for.end26
  %140 = sext i32 %bz to i64
  %141 = add i64 %140, 1
  %142 = sext i32 %BH to i64
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
  br i1 %152, label %if.then45, label %if.else46

for.cond24:                                       ; preds = %if.end30, %if.then21
  %i327 = phi i32 [ 0, %if.then21 ], [ %172, %if.end30 ]
  %153 = icmp slt i32 %i327, 64
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
  %165 = mul i32 %kb, 64
  %166 = add i32 %165, %i327
  %167 = sext i32 %166 to i64
  %168 = add nsw i64 %164, %167
  %169 = mul nsw i64 %168, 64
  %170 = add nsw i64 %169, 0
  %171 = getelementptr inbounds i16, ptr %K, i64 %170
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %161, ptr align 2 %171, i64 %157, i1 false)
  %172 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !88

for.cond31:                                       ; preds = %for.body32, %if.then28
  %pf1 = phi i32 [ 0, %if.then28 ], [ %187, %for.body32 ]
  %173 = icmp slt i32 %pf1, 2
  br i1 %173, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %174 = sext i32 %bz to i64
  %175 = sext i32 %S to i64
  %176 = mul i64 %174, %175
  %177 = add i32 %kb, 1
  %178 = mul i32 %177, 64
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
  br label %for.cond31, !llvm.loop !89

for.end33:                                        ; preds = %for.cond31
  br label %if.end30

for.cond34:                                       ; preds = %for.end40, %if.else22
  %i337 = phi i32 [ 0, %if.else22 ], [ %206, %for.end40 ]
  %188 = icmp slt i32 %i337, 64
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
  %193 = mul i32 %kb, 64
  %194 = sext i32 %193 to i64
  %195 = sext i32 %i337 to i64
  %196 = add i64 %194, %195
  %197 = icmp sle i64 0, %196
  %198 = mul i32 %kb, 64
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
  br label %for.cond34, !llvm.loop !90

sel.then42:                                       ; preds = %for.body39
  %207 = sext i32 %bz to i64
  %208 = sext i32 %S to i64
  %209 = mul nsw i64 %207, %208
  %210 = mul i32 %kb, 64
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
  br label %for.cond38, !llvm.loop !91

if.then45:                                        ; preds = %if.end23
  br label %for.cond48

if.else46:                                        ; preds = %if.end23
  br label %for.cond58

if.end47:                                         ; preds = %for.end60, %for.end50
  br label %for.cond69

for.cond48:                                       ; preds = %if.end54, %if.then45
  %i351 = phi i32 [ 0, %if.then45 ], [ %249, %if.end54 ]
  %230 = icmp slt i32 %i351, 64
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
  %242 = mul i32 %kb, 64
  %243 = add i32 %242, %i351
  %244 = sext i32 %243 to i64
  %245 = add nsw i64 %241, %244
  %246 = mul nsw i64 %245, 64
  %247 = add nsw i64 %246, 0
  %248 = getelementptr inbounds i16, ptr %V, i64 %247
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %238, ptr align 2 %248, i64 %234, i1 false)
  %249 = add nsw i32 %i351, 1
  br label %for.cond48, !llvm.loop !92

for.cond55:                                       ; preds = %for.body56, %if.then52
  %pf2 = phi i32 [ 0, %if.then52 ], [ %264, %for.body56 ]
  %250 = icmp slt i32 %pf2, 2
  br i1 %250, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %251 = sext i32 %bz to i64
  %252 = sext i32 %S to i64
  %253 = mul i64 %251, %252
  %254 = add i32 %kb, 1
  %255 = mul i32 %254, 64
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
  br label %for.cond55, !llvm.loop !93

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.end64, %if.else46
  %i361 = phi i32 [ 0, %if.else46 ], [ %283, %for.end64 ]
  %265 = icmp slt i32 %i361, 64
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
  %270 = mul i32 %kb, 64
  %271 = sext i32 %270 to i64
  %272 = sext i32 %i361 to i64
  %273 = add i64 %271, %272
  %274 = icmp sle i64 0, %273
  %275 = mul i32 %kb, 64
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
  br label %for.cond58, !llvm.loop !94

sel.then66:                                       ; preds = %for.body63
  %284 = sext i32 %bz to i64
  %285 = sext i32 %S to i64
  %286 = mul nsw i64 %284, %285
  %287 = mul i32 %kb, 64
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
  br label %for.cond62, !llvm.loop !95

for.cond69:                                       ; preds = %for.body70, %if.end47
  %i372 = phi i32 [ 0, %if.end47 ], [ %314, %for.body70 ]
  %307 = icmp slt i32 %i372, 64
  br i1 %307, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %308 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %309 = mul nuw i64 %308, 4
  %310 = sext i32 %i372 to i64
  %311 = mul nsw i64 %310, 64
  %312 = add nsw i64 %311, 0
  %313 = getelementptr inbounds float, ptr %acc_s, i64 %312
  call void @llvm.memset.p0.i64(ptr align 4 %313, i8 0, i64 %309, i1 false)
  %314 = add nsw i32 %i372, 1
  br label %for.cond69, !llvm.loop !96

for.end71:                                        ; preds = %for.cond69
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond73

for.cond73:                                       ; preds = %for.end161, %for.end71
  %i = phi i32 [ 0, %for.end71 ], [ %638, %for.end161 ]
  %315 = icmp slt i32 %i, 64
  br i1 %315, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %316 = add nsw i32 %kb, 1
  br label %for.cond18, !llvm.loop !97

for.cond76:                                       ; preds = %for.body77, %for.body74
  %j = phi i32 [ 0, %for.body74 ], [ %335, %for.body77 ]
  %317 = icmp slt i32 %j, 64
  br i1 %317, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %318 = mul i32 %kb, 64
  %319 = add i32 %318, %j
  %320 = icmp slt i32 %319, %S
  %321 = sext i32 %i to i64
  %322 = mul nsw i64 %321, 64
  %323 = sext i32 %j to i64
  %324 = add nsw i64 %322, %323
  %325 = call i64 @llvm.umin.i64(i64 %324, i64 4095)
  %326 = getelementptr inbounds float, ptr %acc_s, i64 %325
  %327 = load float, ptr %326, align 4
  %328 = fmul float %327, 1.250000e-01
  %329 = select i1 %320, float %328, float 0xFFF0000000000000
  %330 = sext i32 %i to i64
  %331 = mul nsw i64 %330, 64
  %332 = sext i32 %j to i64
  %333 = add nsw i64 %331, %332
  %334 = getelementptr inbounds float, ptr %acc_s, i64 %333
  store float %329, ptr %334, align 4
  %335 = add nsw i32 %j, 1
  br label %for.cond76, !llvm.loop !98

for.end78:                                        ; preds = %for.cond76
  %336 = sext i32 %i to i64
  %337 = getelementptr inbounds float, ptr %m, i64 %336
  %338 = load float, ptr %337, align 4
  %339 = sext i32 %i to i64
  %340 = getelementptr inbounds float, ptr %m_prev, i64 %339
  store float %338, ptr %340, align 4
  %341 = sext i32 %i to i64
  %342 = getelementptr inbounds float, ptr %m, i64 %341
  %tl_dst0 = load float, ptr %342, align 4
  br label %for.cond79

for.cond79:                                       ; preds = %for.body80, %for.end78
  %lane = phi i32 [ 0, %for.end78 ], [ %367, %for.body80 ]
  %343 = icmp slt i32 %lane, 32
  br i1 %343, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %344 = sext i32 %i to i64
  %345 = mul nsw i64 %344, 64
  %346 = sext i32 %lane to i64
  %347 = add nsw i64 %345, %346
  %348 = getelementptr inbounds float, ptr %acc_s, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %i to i64
  %351 = mul nsw i64 %350, 64
  %352 = sext i32 %lane to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %acc_s, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fcmp une float %349, %355
  %357 = sext i32 %i to i64
  %358 = mul nsw i64 %357, 64
  %359 = sext i32 %lane to i64
  %360 = add nsw i64 %358, %359
  %361 = call i64 @llvm.umin.i64(i64 %360, i64 4095)
  %362 = getelementptr inbounds float, ptr %acc_s, i64 %361
  %363 = load float, ptr %362, align 4
  %364 = select i1 %356, float 0xFFF0000000000000, float %363
  %365 = sext i32 %lane to i64
  %366 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %365
  store float %364, ptr %366, align 4
  %367 = add nsw i32 %lane, 1
  br label %for.cond79, !llvm.loop !99

for.end81:                                        ; preds = %for.cond79
  br label %for.cond82

for.cond82:                                       ; preds = %for.end87, %for.end81
  %red = phi i32 [ 0, %for.end81 ], [ %385, %for.end87 ]
  %368 = icmp slt i32 %red, 1
  br i1 %368, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond85

for.end84:                                        ; preds = %for.cond82
  br label %for.cond89

for.cond85:                                       ; preds = %for.body86, %for.body83
  %lane88 = phi i32 [ 0, %for.body83 ], [ %384, %for.body86 ]
  %369 = icmp slt i32 %lane88, 32
  br i1 %369, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %370 = sext i32 %lane88 to i64
  %371 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %370
  %lane_acc = load float, ptr %371, align 4
  %372 = sext i32 %i to i64
  %373 = mul nsw i64 %372, 64
  %374 = add i32 %red, 1
  %375 = mul i32 %374, 32
  %376 = add i32 %375, %lane88
  %377 = sext i32 %376 to i64
  %378 = add nsw i64 %373, %377
  %379 = getelementptr inbounds float, ptr %acc_s, i64 %378
  %lane_next = load float, ptr %379, align 4
  %380 = fcmp ogt float %lane_next, %lane_acc
  %381 = select i1 %380, float %lane_next, float %lane_acc
  %382 = sext i32 %lane88 to i64
  %383 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %382
  store float %381, ptr %383, align 4
  %384 = add nsw i32 %lane88, 1
  br label %for.cond85, !llvm.loop !100

for.end87:                                        ; preds = %for.cond85
  %385 = add nsw i32 %red, 1
  br label %for.cond82, !llvm.loop !101

for.cond89:                                       ; preds = %for.body90, %for.end84
  %lane92 = phi i32 [ 0, %for.end84 ], [ %396, %for.body90 ]
  %386 = icmp slt i32 %lane92, 16
  br i1 %386, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %387 = sext i32 %lane92 to i64
  %388 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %387
  %lane_acc93 = load float, ptr %388, align 4
  %389 = add i32 %lane92, 16
  %390 = sext i32 %389 to i64
  %391 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %390
  %lane_next94 = load float, ptr %391, align 4
  %392 = fcmp ogt float %lane_next94, %lane_acc93
  %393 = select i1 %392, float %lane_next94, float %lane_acc93
  %394 = sext i32 %lane92 to i64
  %395 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %394
  store float %393, ptr %395, align 4
  %396 = add nsw i32 %lane92, 1
  br label %for.cond89, !llvm.loop !102

for.end91:                                        ; preds = %for.cond89
  br label %for.cond95

for.cond95:                                       ; preds = %for.body96, %for.end91
  %lane98 = phi i32 [ 0, %for.end91 ], [ %407, %for.body96 ]
  %397 = icmp slt i32 %lane98, 8
  br i1 %397, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %398 = sext i32 %lane98 to i64
  %399 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %398
  %lane_acc99 = load float, ptr %399, align 4
  %400 = add i32 %lane98, 8
  %401 = sext i32 %400 to i64
  %402 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %401
  %lane_next100 = load float, ptr %402, align 4
  %403 = fcmp ogt float %lane_next100, %lane_acc99
  %404 = select i1 %403, float %lane_next100, float %lane_acc99
  %405 = sext i32 %lane98 to i64
  %406 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %405
  store float %404, ptr %406, align 4
  %407 = add nsw i32 %lane98, 1
  br label %for.cond95, !llvm.loop !103

for.end97:                                        ; preds = %for.cond95
  br label %for.cond101

for.cond101:                                      ; preds = %for.body102, %for.end97
  %lane104 = phi i32 [ 0, %for.end97 ], [ %418, %for.body102 ]
  %408 = icmp slt i32 %lane104, 4
  br i1 %408, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %409 = sext i32 %lane104 to i64
  %410 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %409
  %lane_acc105 = load float, ptr %410, align 4
  %411 = add i32 %lane104, 4
  %412 = sext i32 %411 to i64
  %413 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %412
  %lane_next106 = load float, ptr %413, align 4
  %414 = fcmp ogt float %lane_next106, %lane_acc105
  %415 = select i1 %414, float %lane_next106, float %lane_acc105
  %416 = sext i32 %lane104 to i64
  %417 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %416
  store float %415, ptr %417, align 4
  %418 = add nsw i32 %lane104, 1
  br label %for.cond101, !llvm.loop !104

for.end103:                                       ; preds = %for.cond101
  br label %for.cond107

for.cond107:                                      ; preds = %for.body108, %for.end103
  %lane110 = phi i32 [ 0, %for.end103 ], [ %429, %for.body108 ]
  %419 = icmp slt i32 %lane110, 2
  br i1 %419, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %420 = sext i32 %lane110 to i64
  %421 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %420
  %lane_acc111 = load float, ptr %421, align 4
  %422 = add i32 %lane110, 2
  %423 = sext i32 %422 to i64
  %424 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %423
  %lane_next112 = load float, ptr %424, align 4
  %425 = fcmp ogt float %lane_next112, %lane_acc111
  %426 = select i1 %425, float %lane_next112, float %lane_acc111
  %427 = sext i32 %lane110 to i64
  %428 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %427
  store float %426, ptr %428, align 4
  %429 = add nsw i32 %lane110, 1
  br label %for.cond107, !llvm.loop !105

for.end109:                                       ; preds = %for.cond107
  br label %for.cond113

for.cond113:                                      ; preds = %for.body114, %for.end109
  %lane116 = phi i32 [ 0, %for.end109 ], [ %440, %for.body114 ]
  %430 = icmp slt i32 %lane116, 1
  br i1 %430, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %431 = sext i32 %lane116 to i64
  %432 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %431
  %lane_acc117 = load float, ptr %432, align 4
  %433 = add i32 %lane116, 1
  %434 = sext i32 %433 to i64
  %435 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %434
  %lane_next118 = load float, ptr %435, align 4
  %436 = fcmp ogt float %lane_next118, %lane_acc117
  %437 = select i1 %436, float %lane_next118, float %lane_acc117
  %438 = sext i32 %lane116 to i64
  %439 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %438
  store float %437, ptr %439, align 4
  %440 = add nsw i32 %lane116, 1
  br label %for.cond113, !llvm.loop !106

for.end115:                                       ; preds = %for.cond113
  %441 = sext i32 %i to i64
  %442 = getelementptr inbounds float, ptr %m, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %445 = load float, ptr %444, align 4
  %446 = call float @llvm.maxnum.f32(float %443, float %445)
  %447 = sext i32 %i to i64
  %448 = getelementptr inbounds float, ptr %m, i64 %447
  store float %446, ptr %448, align 4
  %449 = sext i32 %i to i64
  %450 = getelementptr inbounds float, ptr %m, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = fcmp oeq float %451, 0xFFF0000000000000
  %453 = fcmp une float %tl_dst0, %tl_dst0
  %454 = and i1 %452, %453
  br i1 %454, label %if.then119, label %if.else120

if.then119:                                       ; preds = %for.end115
  %455 = sext i32 %i to i64
  %456 = getelementptr inbounds float, ptr %m, i64 %455
  store float %tl_dst0, ptr %456, align 4
  br label %for.cond122

if.else120:                                       ; preds = %for.end115
  br label %if.end121

if.end121:                                        ; preds = %if.else120, %for.end124
  br label %for.cond126

for.cond122:                                      ; preds = %for.body123, %if.then119
  %red125 = phi i32 [ 0, %if.then119 ], [ %470, %for.body123 ]
  %457 = icmp slt i32 %red125, 64
  br i1 %457, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %458 = sext i32 %i to i64
  %459 = getelementptr inbounds float, ptr %m, i64 %458
  %460 = load float, ptr %459, align 4
  %461 = sext i32 %i to i64
  %462 = mul nsw i64 %461, 64
  %463 = sext i32 %red125 to i64
  %464 = add nsw i64 %462, %463
  %465 = getelementptr inbounds float, ptr %acc_s, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = call float @llvm.maxnum.f32(float %460, float %466)
  %468 = sext i32 %i to i64
  %469 = getelementptr inbounds float, ptr %m, i64 %468
  store float %467, ptr %469, align 4
  %470 = add nsw i32 %red125, 1
  br label %for.cond122, !llvm.loop !107

for.end124:                                       ; preds = %for.cond122
  br label %if.end121

for.cond126:                                      ; preds = %for.body127, %if.end121
  %j129 = phi i32 [ 0, %if.end121 ], [ %488, %for.body127 ]
  %471 = icmp slt i32 %j129, 64
  br i1 %471, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %472 = sext i32 %i to i64
  %473 = mul nsw i64 %472, 64
  %474 = sext i32 %j129 to i64
  %475 = add nsw i64 %473, %474
  %476 = getelementptr inbounds float, ptr %acc_s, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = sext i32 %i to i64
  %479 = getelementptr inbounds float, ptr %m, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = fsub float %477, %480
  %482 = call float @tilec_expf_nonpos(float %481)
  %483 = sext i32 %i to i64
  %484 = mul nsw i64 %483, 64
  %485 = sext i32 %j129 to i64
  %486 = add nsw i64 %484, %485
  %487 = getelementptr inbounds float, ptr %acc_s, i64 %486
  store float %482, ptr %487, align 4
  %488 = add nsw i32 %j129, 1
  br label %for.cond126, !llvm.loop !108

for.end128:                                       ; preds = %for.cond126
  %489 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %490 = mul nuw i64 %489, 4
  %491 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %492 = sext i32 %i to i64
  %493 = mul nsw i64 %492, 64
  %494 = add nsw i64 %493, 0
  %495 = getelementptr inbounds float, ptr %acc_s, i64 %494
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %491, ptr align 4 %495, i64 %490, i1 false)
  br label %for.cond130

for.cond130:                                      ; preds = %for.end135, %for.end128
  %red1 = phi i32 [ 0, %for.end128 ], [ %514, %for.end135 ]
  %496 = icmp slt i32 %red1, 1
  br i1 %496, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  br label %for.cond136

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane1 = phi i32 [ 0, %for.body131 ], [ %513, %for.body134 ]
  %497 = icmp slt i32 %lane1, 32
  br i1 %497, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %498 = sext i32 %lane1 to i64
  %499 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = sext i32 %i to i64
  %502 = mul nsw i64 %501, 64
  %503 = add i32 %red1, 1
  %504 = mul i32 %503, 32
  %505 = add i32 %504, %lane1
  %506 = sext i32 %505 to i64
  %507 = add nsw i64 %502, %506
  %508 = getelementptr inbounds float, ptr %acc_s, i64 %507
  %509 = load float, ptr %508, align 4
  %510 = fadd float %500, %509
  %511 = sext i32 %lane1 to i64
  %512 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %511
  store float %510, ptr %512, align 4
  %513 = add nsw i32 %lane1, 1
  br label %for.cond133, !llvm.loop !109

for.end135:                                       ; preds = %for.cond133
  %514 = add nsw i32 %red1, 1
  br label %for.cond130, !llvm.loop !110

for.cond136:                                      ; preds = %for.body137, %for.end132
  %lane1139 = phi i32 [ 0, %for.end132 ], [ %526, %for.body137 ]
  %515 = icmp slt i32 %lane1139, 16
  br i1 %515, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %516 = sext i32 %lane1139 to i64
  %517 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = add i32 %lane1139, 16
  %520 = sext i32 %519 to i64
  %521 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %520
  %522 = load float, ptr %521, align 4
  %523 = fadd float %518, %522
  %524 = sext i32 %lane1139 to i64
  %525 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %524
  store float %523, ptr %525, align 4
  %526 = add nsw i32 %lane1139, 1
  br label %for.cond136, !llvm.loop !111

for.end138:                                       ; preds = %for.cond136
  br label %for.cond140

for.cond140:                                      ; preds = %for.body141, %for.end138
  %lane1143 = phi i32 [ 0, %for.end138 ], [ %538, %for.body141 ]
  %527 = icmp slt i32 %lane1143, 8
  br i1 %527, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %528 = sext i32 %lane1143 to i64
  %529 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = add i32 %lane1143, 8
  %532 = sext i32 %531 to i64
  %533 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %532
  %534 = load float, ptr %533, align 4
  %535 = fadd float %530, %534
  %536 = sext i32 %lane1143 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %536
  store float %535, ptr %537, align 4
  %538 = add nsw i32 %lane1143, 1
  br label %for.cond140, !llvm.loop !112

for.end142:                                       ; preds = %for.cond140
  br label %for.cond144

for.cond144:                                      ; preds = %for.body145, %for.end142
  %lane1147 = phi i32 [ 0, %for.end142 ], [ %550, %for.body145 ]
  %539 = icmp slt i32 %lane1147, 4
  br i1 %539, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %540 = sext i32 %lane1147 to i64
  %541 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = add i32 %lane1147, 4
  %544 = sext i32 %543 to i64
  %545 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %544
  %546 = load float, ptr %545, align 4
  %547 = fadd float %542, %546
  %548 = sext i32 %lane1147 to i64
  %549 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %548
  store float %547, ptr %549, align 4
  %550 = add nsw i32 %lane1147, 1
  br label %for.cond144, !llvm.loop !113

for.end146:                                       ; preds = %for.cond144
  br label %for.cond148

for.cond148:                                      ; preds = %for.body149, %for.end146
  %lane1151 = phi i32 [ 0, %for.end146 ], [ %562, %for.body149 ]
  %551 = icmp slt i32 %lane1151, 2
  br i1 %551, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %552 = sext i32 %lane1151 to i64
  %553 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %552
  %554 = load float, ptr %553, align 4
  %555 = add i32 %lane1151, 2
  %556 = sext i32 %555 to i64
  %557 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %556
  %558 = load float, ptr %557, align 4
  %559 = fadd float %554, %558
  %560 = sext i32 %lane1151 to i64
  %561 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %560
  store float %559, ptr %561, align 4
  %562 = add nsw i32 %lane1151, 1
  br label %for.cond148, !llvm.loop !114

for.end150:                                       ; preds = %for.cond148
  br label %for.cond152

for.cond152:                                      ; preds = %for.body153, %for.end150
  %lane1155 = phi i32 [ 0, %for.end150 ], [ %574, %for.body153 ]
  %563 = icmp slt i32 %lane1155, 1
  br i1 %563, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %564 = sext i32 %lane1155 to i64
  %565 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = add i32 %lane1155, 1
  %568 = sext i32 %567 to i64
  %569 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %568
  %570 = load float, ptr %569, align 4
  %571 = fadd float %566, %570
  %572 = sext i32 %lane1155 to i64
  %573 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %572
  store float %571, ptr %573, align 4
  %574 = add nsw i32 %lane1155, 1
  br label %for.cond152, !llvm.loop !115

for.end154:                                       ; preds = %for.cond152
  %575 = sext i32 %i to i64
  %576 = getelementptr inbounds float, ptr %row_sum, i64 %575
  store float 0.000000e+00, ptr %576, align 4
  %577 = sext i32 %i to i64
  %578 = getelementptr inbounds float, ptr %row_sum, i64 %577
  %579 = load float, ptr %578, align 4
  %580 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %581 = load float, ptr %580, align 4
  %582 = fadd float %579, %581
  %583 = sext i32 %i to i64
  %584 = getelementptr inbounds float, ptr %row_sum, i64 %583
  store float %582, ptr %584, align 4
  %585 = sext i32 %i to i64
  %586 = getelementptr inbounds float, ptr %m_prev, i64 %585
  %587 = load float, ptr %586, align 4
  %588 = sext i32 %i to i64
  %589 = getelementptr inbounds float, ptr %m, i64 %588
  %590 = load float, ptr %589, align 4
  %591 = fsub float %587, %590
  %alpha = call float @tilec_expf(float %591)
  %592 = sext i32 %i to i64
  %593 = getelementptr inbounds float, ptr %l, i64 %592
  %594 = load float, ptr %593, align 4
  %595 = fmul float %594, %alpha
  %596 = sext i32 %i to i64
  %597 = getelementptr inbounds float, ptr %row_sum, i64 %596
  %598 = load float, ptr %597, align 4
  %599 = fadd float %595, %598
  %600 = sext i32 %i to i64
  %601 = getelementptr inbounds float, ptr %l, i64 %600
  store float %599, ptr %601, align 4
  %602 = sext i32 %i to i64
  %603 = getelementptr inbounds float, ptr %m_prev, i64 %602
  store float %alpha, ptr %603, align 4
  br label %for.cond156

for.cond156:                                      ; preds = %for.body157, %for.end154
  %d = phi i32 [ 0, %for.end154 ], [ %620, %for.body157 ]
  %604 = icmp slt i32 %d, 64
  br i1 %604, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %605 = sext i32 %i to i64
  %606 = mul nsw i64 %605, 64
  %607 = sext i32 %d to i64
  %608 = add nsw i64 %606, %607
  %609 = getelementptr inbounds float, ptr %acc_o, i64 %608
  %610 = load float, ptr %609, align 4
  %611 = sext i32 %i to i64
  %612 = getelementptr inbounds float, ptr %m_prev, i64 %611
  %613 = load float, ptr %612, align 4
  %614 = fmul float %610, %613
  %615 = sext i32 %i to i64
  %616 = mul nsw i64 %615, 64
  %617 = sext i32 %d to i64
  %618 = add nsw i64 %616, %617
  %619 = getelementptr inbounds float, ptr %acc_o, i64 %618
  store float %614, ptr %619, align 4
  %620 = add nsw i32 %d, 1
  br label %for.cond156, !llvm.loop !116

for.end158:                                       ; preds = %for.cond156
  br label %for.cond159

for.cond159:                                      ; preds = %for.body160, %for.end158
  %j1162 = phi i32 [ 0, %for.end158 ], [ %637, %for.body160 ]
  %621 = icmp slt i32 %j1162, 64
  br i1 %621, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %622 = sext i32 %i to i64
  %623 = mul nsw i64 %622, 64
  %624 = sext i32 %j1162 to i64
  %625 = add nsw i64 %623, %624
  %626 = getelementptr inbounds float, ptr %acc_s, i64 %625
  %627 = load float, ptr %626, align 4
  %628 = fptrunc float %627 to half
  %629 = fpext half %628 to float
  %630 = sext i32 %i to i64
  %631 = mul nsw i64 %630, 64
  %632 = sext i32 %j1162 to i64
  %633 = add nsw i64 %631, %632
  %634 = getelementptr inbounds i16, ptr %P_s, i64 %633
  %635 = fptrunc float %629 to half
  %636 = bitcast half %635 to i16
  store i16 %636, ptr %634, align 2
  %637 = add nsw i32 %j1162, 1
  br label %for.cond159, !llvm.loop !117

for.end161:                                       ; preds = %for.cond159
  %638 = add nsw i32 %i, 1
  br label %for.cond73, !llvm.loop !118

for.cond163:                                      ; preds = %if.end169, %for.end20
  %i166 = phi i32 [ 0, %for.end20 ], [ %655, %if.end169 ]
  %639 = icmp slt i32 %i166, 64
  br i1 %639, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %640 = icmp sle i32 0, %bz
  %641 = icmp slt i32 %bz, %BH
  %642 = and i1 %640, %641
  %643 = mul i32 %bx, 64
  %644 = add i32 %643, %i166
  %645 = icmp sle i32 0, %644
  %646 = mul i32 %bx, 64
  %647 = add i32 %646, %i166
  %648 = icmp slt i32 %647, %S
  %649 = and i1 %645, %648
  %650 = and i1 %642, %649
  br i1 %650, label %if.then167, label %if.else168

for.end165:                                       ; preds = %for.cond163
  ret void

if.then167:                                       ; preds = %for.body164
  %651 = sext i32 %BH to i64
  %652 = sext i32 %S to i64
  %653 = mul i64 %651, %652
  %654 = icmp sge i64 %653, 262144
  br i1 %654, label %if.then170, label %if.else171

if.else168:                                       ; preds = %for.body164
  br label %if.end169

if.end169:                                        ; preds = %if.else168, %if.end172
  %655 = add nsw i32 %i166, 1
  br label %for.cond163, !llvm.loop !119

if.then170:                                       ; preds = %if.then167
  br label %for.cond173

if.else171:                                       ; preds = %if.then167
  br label %for.cond179

if.end172:                                        ; preds = %for.end181, %for.end175
  br label %if.end169

for.cond173:                                      ; preds = %for.end178, %if.then170
  %tl_c2 = phi i32 [ 0, %if.then170 ], [ %696, %for.end178 ]
  %656 = icmp slt i32 %tl_c2, 1
  br i1 %656, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %tl_sb3 = mul i32 %tl_c2, 2048
  %657 = sub i32 64, %tl_sb3
  %658 = icmp slt i32 %657, 2048
  %659 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %658, i32 %659, i32 2048
  br label %for.cond176

for.end175:                                       ; preds = %for.cond173
  br label %if.end172

for.cond176:                                      ; preds = %for.body177, %for.body174
  %tl_c5 = phi i32 [ 0, %for.body174 ], [ %679, %for.body177 ]
  %660 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %660, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %661 = sext i32 %i166 to i64
  %662 = mul nsw i64 %661, 64
  %663 = add i32 %tl_sb3, %tl_c5
  %664 = add i32 0, %663
  %665 = sext i32 %664 to i64
  %666 = add nsw i64 %662, %665
  %667 = getelementptr inbounds float, ptr %acc_o, i64 %666
  %668 = load float, ptr %667, align 4
  %669 = sext i32 %i166 to i64
  %670 = getelementptr inbounds float, ptr %l, i64 %669
  %671 = load float, ptr %670, align 4
  %672 = fdiv float %668, %671
  %673 = fptrunc float %672 to half
  %674 = fpext half %673 to float
  %675 = sext i32 %tl_c5 to i64
  %676 = getelementptr inbounds i16, ptr %tl_stream0, i64 %675
  %677 = fptrunc float %674 to half
  %678 = bitcast half %677 to i16
  store i16 %678, ptr %676, align 2
  %679 = add nsw i32 %tl_c5, 1
  br label %for.cond176, !llvm.loop !120

for.end178:                                       ; preds = %for.cond176
  %680 = sext i32 %tl_sm4 to i64
  %681 = sext i32 %bz to i64
  %682 = sext i32 %S to i64
  %683 = mul nsw i64 %681, %682
  %684 = mul i32 %bx, 64
  %685 = add i32 %684, %i166
  %686 = sext i32 %685 to i64
  %687 = add nsw i64 %683, %686
  %688 = mul nsw i64 %687, 64
  %689 = add i32 %tl_sb3, 0
  %690 = add i32 0, %689
  %691 = sext i32 %690 to i64
  %692 = add nsw i64 %688, %691
  %693 = getelementptr inbounds i16, ptr %O, i64 %692
  %694 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %695 = mul i64 %680, 2
  call void @tilec_rt_stream(ptr %693, ptr %694, i64 %695)
  %696 = add nsw i32 %tl_c2, 1
  br label %for.cond173, !llvm.loop !121

for.cond179:                                      ; preds = %for.body180, %if.else171
  %d1 = phi i32 [ 0, %if.else171 ], [ %725, %for.body180 ]
  %697 = icmp slt i32 %d1, 64
  br i1 %697, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %698 = sext i32 %i166 to i64
  %699 = mul nsw i64 %698, 64
  %700 = add i32 0, %d1
  %701 = sext i32 %700 to i64
  %702 = add nsw i64 %699, %701
  %703 = getelementptr inbounds float, ptr %acc_o, i64 %702
  %704 = load float, ptr %703, align 4
  %705 = sext i32 %i166 to i64
  %706 = getelementptr inbounds float, ptr %l, i64 %705
  %707 = load float, ptr %706, align 4
  %708 = fdiv float %704, %707
  %709 = fptrunc float %708 to half
  %710 = fpext half %709 to float
  %711 = sext i32 %bz to i64
  %712 = sext i32 %S to i64
  %713 = mul nsw i64 %711, %712
  %714 = mul i32 %bx, 64
  %715 = add i32 %714, %i166
  %716 = sext i32 %715 to i64
  %717 = add nsw i64 %713, %716
  %718 = mul nsw i64 %717, 64
  %719 = add i32 0, %d1
  %720 = sext i32 %719 to i64
  %721 = add nsw i64 %718, %720
  %722 = getelementptr inbounds i16, ptr %O, i64 %721
  %723 = fptrunc float %710 to half
  %724 = bitcast half %723 to i16
  store i16 %724, ptr %722, align 2
  %725 = add nsw i32 %d1, 1
  br label %for.cond179, !llvm.loop !122

for.end181:                                       ; preds = %for.cond179
  br label %if.end172
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_task(ptr %ctx, i64 %block) #6 {
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
define i32 @tilec_launch_flash_attention_rows(ptr %args, ptr %dims, ptr %self) #6 {
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

; Function Attrs: noinline nounwind
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
  %tl_stream0 = alloca [2048 x i16], align 64
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
  br label %for.cond7

if.end:                                           ; preds = %for.end9, %for.end
  br label %for.cond14

for.cond:                                         ; preds = %if.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %32, %if.end3 ]
  %13 = icmp slt i32 %i3, 64
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %14 = add i32 %i3, 1
  %15 = icmp slt i32 %14, 64
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
  %25 = mul i32 %bx, 64
  %26 = add i32 %25, %i3
  %27 = sext i32 %26 to i64
  %28 = add nsw i64 %24, %27
  %29 = mul nsw i64 %28, 64
  %30 = add nsw i64 %29, 0
  %31 = getelementptr inbounds i16, ptr %Q, i64 %30
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %21, ptr align 2 %31, i64 %17, i1 false)
  %32 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !123

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %47, %for.body5 ]
  %33 = icmp slt i32 %pf, 2
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = sext i32 %bz to i64
  %35 = sext i32 %S to i64
  %36 = mul i64 %34, %35
  %37 = mul i32 %bx, 64
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
  br label %for.cond4, !llvm.loop !124

for.end6:                                         ; preds = %for.cond4
  br label %if.end3

for.cond7:                                        ; preds = %for.end13, %if.else
  %i310 = phi i32 [ 0, %if.else ], [ %66, %for.end13 ]
  %48 = icmp slt i32 %i310, 64
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
  %53 = mul i32 %bx, 64
  %54 = sext i32 %53 to i64
  %55 = sext i32 %i310 to i64
  %56 = add i64 %54, %55
  %57 = icmp sle i64 0, %56
  %58 = mul i32 %bx, 64
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
  br label %for.cond7, !llvm.loop !125

sel.then:                                         ; preds = %for.body12
  %67 = sext i32 %bz to i64
  %68 = sext i32 %S to i64
  %69 = mul nsw i64 %67, %68
  %70 = mul i32 %bx, 64
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
  br label %for.cond11, !llvm.loop !126

for.cond14:                                       ; preds = %for.body15, %if.end
  %i317 = phi i32 [ 0, %if.end ], [ %101, %for.body15 ]
  %90 = icmp slt i32 %i317, 64
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
  br label %for.cond14, !llvm.loop !127

for.end16:                                        ; preds = %for.cond14
  %102 = sext i32 %S to i64
  %103 = sdiv i64 %102, 64
  %104 = sub i64 0, %102
  %105 = select i1 false, i64 %104, i64 %103
  %106 = srem i64 %102, 64
  %107 = icmp ne i64 %106, 0
  %108 = icmp slt i64 %102, 0
  %109 = icmp eq i1 %108, false
  %110 = and i1 %107, %109
  %111 = zext i1 %110 to i64
  %112 = add i64 %105, %111
  %113 = trunc i64 %112 to i32
  %114 = sext i32 %S to i64
  %115 = sdiv i64 %114, 64
  %116 = sub i64 0, %114
  %117 = select i1 false, i64 %116, i64 %115
  %118 = srem i64 %114, 64
  %119 = icmp ne i64 %118, 0
  %120 = icmp slt i64 %114, 0
  %121 = icmp eq i1 %120, false
  %122 = and i1 %119, %121
  %123 = zext i1 %122 to i64
  %124 = add i64 %117, %123
  %125 = trunc i64 %124 to i32
  br label %for.cond18

for.cond18:                                       ; preds = %for.end75, %for.end16
  %kb = phi i32 [ 0, %for.end16 ], [ %316, %for.end75 ]
  %126 = icmp slt i32 %kb, %113
  br i1 %126, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %127 = sext i32 %bz to i64
  %128 = add i64 %127, 1
  %129 = sext i32 %BH to i64
  %130 = icmp sle i64 %128, %129
  %131 = mul i32 %kb, 64
  %132 = icmp sle i32 0, %131
  %133 = mul i32 %kb, 64
  %134 = sext i32 %133 to i64
  %135 = add i64 %134, 64
  %136 = sext i32 %S to i64
  %137 = icmp sle i64 %135, %136
  %138 = and i1 %132, %137
  %139 = and i1 %130, %138
  br i1 %139, label %if.then21, label %if.else22

for.end20:                                        ; preds = %for.cond18
  br label %for.cond163

if.then21:                                        ; preds = %for.body19
  br label %for.cond24

if.else22:                                        ; preds = %for.body19
  br label %for.cond34

if.end23:                                         ; preds = %for.end36, %for.end26
  %140 = sext i32 %bz to i64
  %141 = add i64 %140, 1
  %142 = sext i32 %BH to i64
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
  br i1 %152, label %if.then45, label %if.else46

for.cond24:                                       ; preds = %if.end30, %if.then21
  %i327 = phi i32 [ 0, %if.then21 ], [ %172, %if.end30 ]
  %153 = icmp slt i32 %i327, 64
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
  %165 = mul i32 %kb, 64
  %166 = add i32 %165, %i327
  %167 = sext i32 %166 to i64
  %168 = add nsw i64 %164, %167
  %169 = mul nsw i64 %168, 64
  %170 = add nsw i64 %169, 0
  %171 = getelementptr inbounds i16, ptr %K, i64 %170
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %161, ptr align 2 %171, i64 %157, i1 false)
  %172 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !128

for.cond31:                                       ; preds = %for.body32, %if.then28
  %pf1 = phi i32 [ 0, %if.then28 ], [ %187, %for.body32 ]
  %173 = icmp slt i32 %pf1, 2
  br i1 %173, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %174 = sext i32 %bz to i64
  %175 = sext i32 %S to i64
  %176 = mul i64 %174, %175
  %177 = add i32 %kb, 1
  %178 = mul i32 %177, 64
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
  br label %for.cond31, !llvm.loop !129

for.end33:                                        ; preds = %for.cond31
  br label %if.end30

for.cond34:                                       ; preds = %for.end40, %if.else22
  %i337 = phi i32 [ 0, %if.else22 ], [ %206, %for.end40 ]
  %188 = icmp slt i32 %i337, 64
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
  %193 = mul i32 %kb, 64
  %194 = sext i32 %193 to i64
  %195 = sext i32 %i337 to i64
  %196 = add i64 %194, %195
  %197 = icmp sle i64 0, %196
  %198 = mul i32 %kb, 64
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
  br label %for.cond34, !llvm.loop !130

sel.then42:                                       ; preds = %for.body39
  %207 = sext i32 %bz to i64
  %208 = sext i32 %S to i64
  %209 = mul nsw i64 %207, %208
  %210 = mul i32 %kb, 64
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
  br label %for.cond38, !llvm.loop !131

if.then45:                                        ; preds = %if.end23
  br label %for.cond48

if.else46:                                        ; preds = %if.end23
  br label %for.cond58

if.end47:                                         ; preds = %for.end60, %for.end50
  br label %for.cond69

for.cond48:                                       ; preds = %if.end54, %if.then45
  %i351 = phi i32 [ 0, %if.then45 ], [ %249, %if.end54 ]
  %230 = icmp slt i32 %i351, 64
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
  %242 = mul i32 %kb, 64
  %243 = add i32 %242, %i351
  %244 = sext i32 %243 to i64
  %245 = add nsw i64 %241, %244
  %246 = mul nsw i64 %245, 64
  %247 = add nsw i64 %246, 0
  %248 = getelementptr inbounds i16, ptr %V, i64 %247
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %238, ptr align 2 %248, i64 %234, i1 false)
  %249 = add nsw i32 %i351, 1
  br label %for.cond48, !llvm.loop !132

for.cond55:                                       ; preds = %for.body56, %if.then52
  %pf2 = phi i32 [ 0, %if.then52 ], [ %264, %for.body56 ]
  %250 = icmp slt i32 %pf2, 2
  br i1 %250, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %251 = sext i32 %bz to i64
  %252 = sext i32 %S to i64
  %253 = mul i64 %251, %252
  %254 = add i32 %kb, 1
  %255 = mul i32 %254, 64
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
  br label %for.cond55, !llvm.loop !133

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.end64, %if.else46
  %i361 = phi i32 [ 0, %if.else46 ], [ %283, %for.end64 ]
  %265 = icmp slt i32 %i361, 64
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
  %270 = mul i32 %kb, 64
  %271 = sext i32 %270 to i64
  %272 = sext i32 %i361 to i64
  %273 = add i64 %271, %272
  %274 = icmp sle i64 0, %273
  %275 = mul i32 %kb, 64
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
  br label %for.cond58, !llvm.loop !134

sel.then66:                                       ; preds = %for.body63
  %284 = sext i32 %bz to i64
  %285 = sext i32 %S to i64
  %286 = mul nsw i64 %284, %285
  %287 = mul i32 %kb, 64
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
  br label %for.cond62, !llvm.loop !135

for.cond69:                                       ; preds = %for.body70, %if.end47
  %i372 = phi i32 [ 0, %if.end47 ], [ %314, %for.body70 ]
  %307 = icmp slt i32 %i372, 64
  br i1 %307, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %308 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %309 = mul nuw i64 %308, 4
  %310 = sext i32 %i372 to i64
  %311 = mul nsw i64 %310, 64
  %312 = add nsw i64 %311, 0
  %313 = getelementptr inbounds float, ptr %acc_s, i64 %312
  call void @llvm.memset.p0.i64(ptr align 4 %313, i8 0, i64 %309, i1 false)
  %314 = add nsw i32 %i372, 1
  br label %for.cond69, !llvm.loop !136

for.end71:                                        ; preds = %for.cond69
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond73

for.cond73:                                       ; preds = %for.end161, %for.end71
  %i = phi i32 [ 0, %for.end71 ], [ %638, %for.end161 ]
  %315 = icmp slt i32 %i, 64
  br i1 %315, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %316 = add nsw i32 %kb, 1
  br label %for.cond18, !llvm.loop !137

for.cond76:                                       ; preds = %for.body77, %for.body74
  %j = phi i32 [ 0, %for.body74 ], [ %335, %for.body77 ]
  %317 = icmp slt i32 %j, 64
  br i1 %317, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %318 = mul i32 %kb, 64
  %319 = add i32 %318, %j
  %320 = icmp slt i32 %319, %S
  %321 = sext i32 %i to i64
  %322 = mul nsw i64 %321, 64
  %323 = sext i32 %j to i64
  %324 = add nsw i64 %322, %323
  %325 = call i64 @llvm.umin.i64(i64 %324, i64 4095)
  %326 = getelementptr inbounds float, ptr %acc_s, i64 %325
  %327 = load float, ptr %326, align 4
  %328 = fmul float %327, 1.250000e-01
  %329 = select i1 %320, float %328, float 0xFFF0000000000000
  %330 = sext i32 %i to i64
  %331 = mul nsw i64 %330, 64
  %332 = sext i32 %j to i64
  %333 = add nsw i64 %331, %332
  %334 = getelementptr inbounds float, ptr %acc_s, i64 %333
  store float %329, ptr %334, align 4
  %335 = add nsw i32 %j, 1
  br label %for.cond76, !llvm.loop !138

for.end78:                                        ; preds = %for.cond76
  %336 = sext i32 %i to i64
  %337 = getelementptr inbounds float, ptr %m, i64 %336
  %338 = load float, ptr %337, align 4
  %339 = sext i32 %i to i64
  %340 = getelementptr inbounds float, ptr %m_prev, i64 %339
  store float %338, ptr %340, align 4
  %341 = sext i32 %i to i64
  %342 = getelementptr inbounds float, ptr %m, i64 %341
  %tl_dst0 = load float, ptr %342, align 4
  br label %for.cond79

for.cond79:                                       ; preds = %for.body80, %for.end78
  %lane = phi i32 [ 0, %for.end78 ], [ %367, %for.body80 ]
  %343 = icmp slt i32 %lane, 32
  br i1 %343, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %344 = sext i32 %i to i64
  %345 = mul nsw i64 %344, 64
  %346 = sext i32 %lane to i64
  %347 = add nsw i64 %345, %346
  %348 = getelementptr inbounds float, ptr %acc_s, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %i to i64
  %351 = mul nsw i64 %350, 64
  %352 = sext i32 %lane to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %acc_s, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fcmp une float %349, %355
  %357 = sext i32 %i to i64
  %358 = mul nsw i64 %357, 64
  %359 = sext i32 %lane to i64
  %360 = add nsw i64 %358, %359
  %361 = call i64 @llvm.umin.i64(i64 %360, i64 4095)
  %362 = getelementptr inbounds float, ptr %acc_s, i64 %361
  %363 = load float, ptr %362, align 4
  %364 = select i1 %356, float 0xFFF0000000000000, float %363
  %365 = sext i32 %lane to i64
  %366 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %365
  store float %364, ptr %366, align 4
  %367 = add nsw i32 %lane, 1
  br label %for.cond79, !llvm.loop !139

for.end81:                                        ; preds = %for.cond79
  br label %for.cond82

for.cond82:                                       ; preds = %for.end87, %for.end81
  %red = phi i32 [ 0, %for.end81 ], [ %385, %for.end87 ]
  %368 = icmp slt i32 %red, 1
  br i1 %368, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond85

for.end84:                                        ; preds = %for.cond82
  br label %for.cond89

for.cond85:                                       ; preds = %for.body86, %for.body83
  %lane88 = phi i32 [ 0, %for.body83 ], [ %384, %for.body86 ]
  %369 = icmp slt i32 %lane88, 32
  br i1 %369, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %370 = sext i32 %lane88 to i64
  %371 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %370
  %lane_acc = load float, ptr %371, align 4
  %372 = sext i32 %i to i64
  %373 = mul nsw i64 %372, 64
  %374 = add i32 %red, 1
  %375 = mul i32 %374, 32
  %376 = add i32 %375, %lane88
  %377 = sext i32 %376 to i64
  %378 = add nsw i64 %373, %377
  %379 = getelementptr inbounds float, ptr %acc_s, i64 %378
  %lane_next = load float, ptr %379, align 4
  %380 = fcmp ogt float %lane_next, %lane_acc
  %381 = select i1 %380, float %lane_next, float %lane_acc
  %382 = sext i32 %lane88 to i64
  %383 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %382
  store float %381, ptr %383, align 4
  %384 = add nsw i32 %lane88, 1
  br label %for.cond85, !llvm.loop !140

for.end87:                                        ; preds = %for.cond85
  %385 = add nsw i32 %red, 1
  br label %for.cond82, !llvm.loop !141

for.cond89:                                       ; preds = %for.body90, %for.end84
  %lane92 = phi i32 [ 0, %for.end84 ], [ %396, %for.body90 ]
  %386 = icmp slt i32 %lane92, 16
  br i1 %386, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %387 = sext i32 %lane92 to i64
  %388 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %387
  %lane_acc93 = load float, ptr %388, align 4
  %389 = add i32 %lane92, 16
  %390 = sext i32 %389 to i64
  %391 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %390
  %lane_next94 = load float, ptr %391, align 4
  %392 = fcmp ogt float %lane_next94, %lane_acc93
  %393 = select i1 %392, float %lane_next94, float %lane_acc93
  %394 = sext i32 %lane92 to i64
  %395 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %394
  store float %393, ptr %395, align 4
  %396 = add nsw i32 %lane92, 1
  br label %for.cond89, !llvm.loop !142

for.end91:                                        ; preds = %for.cond89
  br label %for.cond95

for.cond95:                                       ; preds = %for.body96, %for.end91
  %lane98 = phi i32 [ 0, %for.end91 ], [ %407, %for.body96 ]
  %397 = icmp slt i32 %lane98, 8
  br i1 %397, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %398 = sext i32 %lane98 to i64
  %399 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %398
  %lane_acc99 = load float, ptr %399, align 4
  %400 = add i32 %lane98, 8
  %401 = sext i32 %400 to i64
  %402 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %401
  %lane_next100 = load float, ptr %402, align 4
  %403 = fcmp ogt float %lane_next100, %lane_acc99
  %404 = select i1 %403, float %lane_next100, float %lane_acc99
  %405 = sext i32 %lane98 to i64
  %406 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %405
  store float %404, ptr %406, align 4
  %407 = add nsw i32 %lane98, 1
  br label %for.cond95, !llvm.loop !143

for.end97:                                        ; preds = %for.cond95
  br label %for.cond101

for.cond101:                                      ; preds = %for.body102, %for.end97
  %lane104 = phi i32 [ 0, %for.end97 ], [ %418, %for.body102 ]
  %408 = icmp slt i32 %lane104, 4
  br i1 %408, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %409 = sext i32 %lane104 to i64
  %410 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %409
  %lane_acc105 = load float, ptr %410, align 4
  %411 = add i32 %lane104, 4
  %412 = sext i32 %411 to i64
  %413 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %412
  %lane_next106 = load float, ptr %413, align 4
  %414 = fcmp ogt float %lane_next106, %lane_acc105
  %415 = select i1 %414, float %lane_next106, float %lane_acc105
  %416 = sext i32 %lane104 to i64
  %417 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %416
  store float %415, ptr %417, align 4
  %418 = add nsw i32 %lane104, 1
  br label %for.cond101, !llvm.loop !144

for.end103:                                       ; preds = %for.cond101
  br label %for.cond107

for.cond107:                                      ; preds = %for.body108, %for.end103
  %lane110 = phi i32 [ 0, %for.end103 ], [ %429, %for.body108 ]
  %419 = icmp slt i32 %lane110, 2
  br i1 %419, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %420 = sext i32 %lane110 to i64
  %421 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %420
  %lane_acc111 = load float, ptr %421, align 4
  %422 = add i32 %lane110, 2
  %423 = sext i32 %422 to i64
  %424 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %423
  %lane_next112 = load float, ptr %424, align 4
  %425 = fcmp ogt float %lane_next112, %lane_acc111
  %426 = select i1 %425, float %lane_next112, float %lane_acc111
  %427 = sext i32 %lane110 to i64
  %428 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %427
  store float %426, ptr %428, align 4
  %429 = add nsw i32 %lane110, 1
  br label %for.cond107, !llvm.loop !145

for.end109:                                       ; preds = %for.cond107
  br label %for.cond113

for.cond113:                                      ; preds = %for.body114, %for.end109
  %lane116 = phi i32 [ 0, %for.end109 ], [ %440, %for.body114 ]
  %430 = icmp slt i32 %lane116, 1
  br i1 %430, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %431 = sext i32 %lane116 to i64
  %432 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %431
  %lane_acc117 = load float, ptr %432, align 4
  %433 = add i32 %lane116, 1
  %434 = sext i32 %433 to i64
  %435 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %434
  %lane_next118 = load float, ptr %435, align 4
  %436 = fcmp ogt float %lane_next118, %lane_acc117
  %437 = select i1 %436, float %lane_next118, float %lane_acc117
  %438 = sext i32 %lane116 to i64
  %439 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %438
  store float %437, ptr %439, align 4
  %440 = add nsw i32 %lane116, 1
  br label %for.cond113, !llvm.loop !146

for.end115:                                       ; preds = %for.cond113
  %441 = sext i32 %i to i64
  %442 = getelementptr inbounds float, ptr %m, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %445 = load float, ptr %444, align 4
  %446 = call float @llvm.maxnum.f32(float %443, float %445)
  %447 = sext i32 %i to i64
  %448 = getelementptr inbounds float, ptr %m, i64 %447
  store float %446, ptr %448, align 4
  %449 = sext i32 %i to i64
  %450 = getelementptr inbounds float, ptr %m, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = fcmp oeq float %451, 0xFFF0000000000000
  %453 = fcmp une float %tl_dst0, %tl_dst0
  %454 = and i1 %452, %453
  br i1 %454, label %if.then119, label %if.else120

if.then119:                                       ; preds = %for.end115
  %455 = sext i32 %i to i64
  %456 = getelementptr inbounds float, ptr %m, i64 %455
  store float %tl_dst0, ptr %456, align 4
  br label %for.cond122

if.else120:                                       ; preds = %for.end115
  br label %if.end121

if.end121:                                        ; preds = %if.else120, %for.end124
  br label %for.cond126

for.cond122:                                      ; preds = %for.body123, %if.then119
  %red125 = phi i32 [ 0, %if.then119 ], [ %470, %for.body123 ]
  %457 = icmp slt i32 %red125, 64
  br i1 %457, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %458 = sext i32 %i to i64
  %459 = getelementptr inbounds float, ptr %m, i64 %458
  %460 = load float, ptr %459, align 4
  %461 = sext i32 %i to i64
  %462 = mul nsw i64 %461, 64
  %463 = sext i32 %red125 to i64
  %464 = add nsw i64 %462, %463
  %465 = getelementptr inbounds float, ptr %acc_s, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = call float @llvm.maxnum.f32(float %460, float %466)
  %468 = sext i32 %i to i64
  %469 = getelementptr inbounds float, ptr %m, i64 %468
  store float %467, ptr %469, align 4
  %470 = add nsw i32 %red125, 1
  br label %for.cond122, !llvm.loop !147

for.end124:                                       ; preds = %for.cond122
  br label %if.end121

for.cond126:                                      ; preds = %for.body127, %if.end121
  %j129 = phi i32 [ 0, %if.end121 ], [ %488, %for.body127 ]
  %471 = icmp slt i32 %j129, 64
  br i1 %471, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %472 = sext i32 %i to i64
  %473 = mul nsw i64 %472, 64
  %474 = sext i32 %j129 to i64
  %475 = add nsw i64 %473, %474
  %476 = getelementptr inbounds float, ptr %acc_s, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = sext i32 %i to i64
  %479 = getelementptr inbounds float, ptr %m, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = fsub float %477, %480
  %482 = call float @tilec_expf_nonpos(float %481)
  %483 = sext i32 %i to i64
  %484 = mul nsw i64 %483, 64
  %485 = sext i32 %j129 to i64
  %486 = add nsw i64 %484, %485
  %487 = getelementptr inbounds float, ptr %acc_s, i64 %486
  store float %482, ptr %487, align 4
  %488 = add nsw i32 %j129, 1
  br label %for.cond126, !llvm.loop !148

for.end128:                                       ; preds = %for.cond126
  %489 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %490 = mul nuw i64 %489, 4
  %491 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %492 = sext i32 %i to i64
  %493 = mul nsw i64 %492, 64
  %494 = add nsw i64 %493, 0
  %495 = getelementptr inbounds float, ptr %acc_s, i64 %494
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %491, ptr align 4 %495, i64 %490, i1 false)
  br label %for.cond130

for.cond130:                                      ; preds = %for.end135, %for.end128
  %red1 = phi i32 [ 0, %for.end128 ], [ %514, %for.end135 ]
  %496 = icmp slt i32 %red1, 1
  br i1 %496, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  br label %for.cond136

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane1 = phi i32 [ 0, %for.body131 ], [ %513, %for.body134 ]
  %497 = icmp slt i32 %lane1, 32
  br i1 %497, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %498 = sext i32 %lane1 to i64
  %499 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = sext i32 %i to i64
  %502 = mul nsw i64 %501, 64
  %503 = add i32 %red1, 1
  %504 = mul i32 %503, 32
  %505 = add i32 %504, %lane1
  %506 = sext i32 %505 to i64
  %507 = add nsw i64 %502, %506
  %508 = getelementptr inbounds float, ptr %acc_s, i64 %507
  %509 = load float, ptr %508, align 4
  %510 = fadd float %500, %509
  %511 = sext i32 %lane1 to i64
  %512 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %511
  store float %510, ptr %512, align 4
  %513 = add nsw i32 %lane1, 1
  br label %for.cond133, !llvm.loop !149

for.end135:                                       ; preds = %for.cond133
  %514 = add nsw i32 %red1, 1
  br label %for.cond130, !llvm.loop !150

for.cond136:                                      ; preds = %for.body137, %for.end132
  %lane1139 = phi i32 [ 0, %for.end132 ], [ %526, %for.body137 ]
  %515 = icmp slt i32 %lane1139, 16
  br i1 %515, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %516 = sext i32 %lane1139 to i64
  %517 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = add i32 %lane1139, 16
  %520 = sext i32 %519 to i64
  %521 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %520
  %522 = load float, ptr %521, align 4
  %523 = fadd float %518, %522
  %524 = sext i32 %lane1139 to i64
  %525 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %524
  store float %523, ptr %525, align 4
  %526 = add nsw i32 %lane1139, 1
  br label %for.cond136, !llvm.loop !151

for.end138:                                       ; preds = %for.cond136
  br label %for.cond140

for.cond140:                                      ; preds = %for.body141, %for.end138
  %lane1143 = phi i32 [ 0, %for.end138 ], [ %538, %for.body141 ]
  %527 = icmp slt i32 %lane1143, 8
  br i1 %527, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %528 = sext i32 %lane1143 to i64
  %529 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = add i32 %lane1143, 8
  %532 = sext i32 %531 to i64
  %533 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %532
  %534 = load float, ptr %533, align 4
  %535 = fadd float %530, %534
  %536 = sext i32 %lane1143 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %536
  store float %535, ptr %537, align 4
  %538 = add nsw i32 %lane1143, 1
  br label %for.cond140, !llvm.loop !152

for.end142:                                       ; preds = %for.cond140
  br label %for.cond144

for.cond144:                                      ; preds = %for.body145, %for.end142
  %lane1147 = phi i32 [ 0, %for.end142 ], [ %550, %for.body145 ]
  %539 = icmp slt i32 %lane1147, 4
  br i1 %539, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %540 = sext i32 %lane1147 to i64
  %541 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = add i32 %lane1147, 4
  %544 = sext i32 %543 to i64
  %545 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %544
  %546 = load float, ptr %545, align 4
  %547 = fadd float %542, %546
  %548 = sext i32 %lane1147 to i64
  %549 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %548
  store float %547, ptr %549, align 4
  %550 = add nsw i32 %lane1147, 1
  br label %for.cond144, !llvm.loop !153

for.end146:                                       ; preds = %for.cond144
  br label %for.cond148

for.cond148:                                      ; preds = %for.body149, %for.end146
  %lane1151 = phi i32 [ 0, %for.end146 ], [ %562, %for.body149 ]
  %551 = icmp slt i32 %lane1151, 2
  br i1 %551, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %552 = sext i32 %lane1151 to i64
  %553 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %552
  %554 = load float, ptr %553, align 4
  %555 = add i32 %lane1151, 2
  %556 = sext i32 %555 to i64
  %557 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %556
  %558 = load float, ptr %557, align 4
  %559 = fadd float %554, %558
  %560 = sext i32 %lane1151 to i64
  %561 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %560
  store float %559, ptr %561, align 4
  %562 = add nsw i32 %lane1151, 1
  br label %for.cond148, !llvm.loop !154

for.end150:                                       ; preds = %for.cond148
  br label %for.cond152

for.cond152:                                      ; preds = %for.body153, %for.end150
  %lane1155 = phi i32 [ 0, %for.end150 ], [ %574, %for.body153 ]
  %563 = icmp slt i32 %lane1155, 1
  br i1 %563, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %564 = sext i32 %lane1155 to i64
  %565 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = add i32 %lane1155, 1
  %568 = sext i32 %567 to i64
  %569 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %568
  %570 = load float, ptr %569, align 4
  %571 = fadd float %566, %570
  %572 = sext i32 %lane1155 to i64
  %573 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %572
  store float %571, ptr %573, align 4
  %574 = add nsw i32 %lane1155, 1
  br label %for.cond152, !llvm.loop !155

for.end154:                                       ; preds = %for.cond152
  %575 = sext i32 %i to i64
  %576 = getelementptr inbounds float, ptr %row_sum, i64 %575
  store float 0.000000e+00, ptr %576, align 4
  %577 = sext i32 %i to i64
  %578 = getelementptr inbounds float, ptr %row_sum, i64 %577
  %579 = load float, ptr %578, align 4
  %580 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %581 = load float, ptr %580, align 4
  %582 = fadd float %579, %581
  %583 = sext i32 %i to i64
  %584 = getelementptr inbounds float, ptr %row_sum, i64 %583
  store float %582, ptr %584, align 4
  %585 = sext i32 %i to i64
  %586 = getelementptr inbounds float, ptr %m_prev, i64 %585
  %587 = load float, ptr %586, align 4
  %588 = sext i32 %i to i64
  %589 = getelementptr inbounds float, ptr %m, i64 %588
  %590 = load float, ptr %589, align 4
  %591 = fsub float %587, %590
  %alpha = call float @tilec_expf(float %591)
  %592 = sext i32 %i to i64
  %593 = getelementptr inbounds float, ptr %l, i64 %592
  %594 = load float, ptr %593, align 4
  %595 = fmul float %594, %alpha
  %596 = sext i32 %i to i64
  %597 = getelementptr inbounds float, ptr %row_sum, i64 %596
  %598 = load float, ptr %597, align 4
  %599 = fadd float %595, %598
  %600 = sext i32 %i to i64
  %601 = getelementptr inbounds float, ptr %l, i64 %600
  store float %599, ptr %601, align 4
  %602 = sext i32 %i to i64
  %603 = getelementptr inbounds float, ptr %m_prev, i64 %602
  store float %alpha, ptr %603, align 4
  br label %for.cond156

for.cond156:                                      ; preds = %for.body157, %for.end154
  %d = phi i32 [ 0, %for.end154 ], [ %620, %for.body157 ]
  %604 = icmp slt i32 %d, 64
  br i1 %604, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %605 = sext i32 %i to i64
  %606 = mul nsw i64 %605, 64
  %607 = sext i32 %d to i64
  %608 = add nsw i64 %606, %607
  %609 = getelementptr inbounds float, ptr %acc_o, i64 %608
  %610 = load float, ptr %609, align 4
  %611 = sext i32 %i to i64
  %612 = getelementptr inbounds float, ptr %m_prev, i64 %611
  %613 = load float, ptr %612, align 4
  %614 = fmul float %610, %613
  %615 = sext i32 %i to i64
  %616 = mul nsw i64 %615, 64
  %617 = sext i32 %d to i64
  %618 = add nsw i64 %616, %617
  %619 = getelementptr inbounds float, ptr %acc_o, i64 %618
  store float %614, ptr %619, align 4
  %620 = add nsw i32 %d, 1
  br label %for.cond156, !llvm.loop !156

for.end158:                                       ; preds = %for.cond156
  br label %for.cond159

for.cond159:                                      ; preds = %for.body160, %for.end158
  %j1162 = phi i32 [ 0, %for.end158 ], [ %637, %for.body160 ]
  %621 = icmp slt i32 %j1162, 64
  br i1 %621, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %622 = sext i32 %i to i64
  %623 = mul nsw i64 %622, 64
  %624 = sext i32 %j1162 to i64
  %625 = add nsw i64 %623, %624
  %626 = getelementptr inbounds float, ptr %acc_s, i64 %625
  %627 = load float, ptr %626, align 4
  %628 = fptrunc float %627 to half
  %629 = fpext half %628 to float
  %630 = sext i32 %i to i64
  %631 = mul nsw i64 %630, 64
  %632 = sext i32 %j1162 to i64
  %633 = add nsw i64 %631, %632
  %634 = getelementptr inbounds i16, ptr %P_s, i64 %633
  %635 = fptrunc float %629 to half
  %636 = bitcast half %635 to i16
  store i16 %636, ptr %634, align 2
  %637 = add nsw i32 %j1162, 1
  br label %for.cond159, !llvm.loop !157

for.end161:                                       ; preds = %for.cond159
  %638 = add nsw i32 %i, 1
  br label %for.cond73, !llvm.loop !158

for.cond163:                                      ; preds = %if.end169, %for.end20
  %i166 = phi i32 [ 0, %for.end20 ], [ %655, %if.end169 ]
  %639 = icmp slt i32 %i166, 64
  br i1 %639, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %640 = icmp sle i32 0, %bz
  %641 = icmp slt i32 %bz, %BH
  %642 = and i1 %640, %641
  %643 = mul i32 %bx, 64
  %644 = add i32 %643, %i166
  %645 = icmp sle i32 0, %644
  %646 = mul i32 %bx, 64
  %647 = add i32 %646, %i166
  %648 = icmp slt i32 %647, %S
  %649 = and i1 %645, %648
  %650 = and i1 %642, %649
  br i1 %650, label %if.then167, label %if.else168

for.end165:                                       ; preds = %for.cond163
  ret void

if.then167:                                       ; preds = %for.body164
  %651 = sext i32 %BH to i64
  %652 = sext i32 %S to i64
  %653 = mul i64 %651, %652
  %654 = icmp sge i64 %653, 262144
  br i1 %654, label %if.then170, label %if.else171

if.else168:                                       ; preds = %for.body164
  br label %if.end169

if.end169:                                        ; preds = %if.else168, %if.end172
  %655 = add nsw i32 %i166, 1
  br label %for.cond163, !llvm.loop !159

if.then170:                                       ; preds = %if.then167
  br label %for.cond173

if.else171:                                       ; preds = %if.then167
  br label %for.cond179

if.end172:                                        ; preds = %for.end181, %for.end175
  br label %if.end169

for.cond173:                                      ; preds = %for.end178, %if.then170
  %tl_c2 = phi i32 [ 0, %if.then170 ], [ %696, %for.end178 ]
  %656 = icmp slt i32 %tl_c2, 1
  br i1 %656, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %tl_sb3 = mul i32 %tl_c2, 2048
  %657 = sub i32 64, %tl_sb3
  %658 = icmp slt i32 %657, 2048
  %659 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %658, i32 %659, i32 2048
  br label %for.cond176

for.end175:                                       ; preds = %for.cond173
  br label %if.end172

for.cond176:                                      ; preds = %for.body177, %for.body174
  %tl_c5 = phi i32 [ 0, %for.body174 ], [ %679, %for.body177 ]
  %660 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %660, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %661 = sext i32 %i166 to i64
  %662 = mul nsw i64 %661, 64
  %663 = add i32 %tl_sb3, %tl_c5
  %664 = add i32 0, %663
  %665 = sext i32 %664 to i64
  %666 = add nsw i64 %662, %665
  %667 = getelementptr inbounds float, ptr %acc_o, i64 %666
  %668 = load float, ptr %667, align 4
  %669 = sext i32 %i166 to i64
  %670 = getelementptr inbounds float, ptr %l, i64 %669
  %671 = load float, ptr %670, align 4
  %672 = fdiv float %668, %671
  %673 = fptrunc float %672 to half
  %674 = fpext half %673 to float
  %675 = sext i32 %tl_c5 to i64
  %676 = getelementptr inbounds i16, ptr %tl_stream0, i64 %675
  %677 = fptrunc float %674 to half
  %678 = bitcast half %677 to i16
  store i16 %678, ptr %676, align 2
  %679 = add nsw i32 %tl_c5, 1
  br label %for.cond176, !llvm.loop !160

for.end178:                                       ; preds = %for.cond176
  %680 = sext i32 %tl_sm4 to i64
  %681 = sext i32 %bz to i64
  %682 = sext i32 %S to i64
  %683 = mul nsw i64 %681, %682
  %684 = mul i32 %bx, 64
  %685 = add i32 %684, %i166
  %686 = sext i32 %685 to i64
  %687 = add nsw i64 %683, %686
  %688 = mul nsw i64 %687, 64
  %689 = add i32 %tl_sb3, 0
  %690 = add i32 0, %689
  %691 = sext i32 %690 to i64
  %692 = add nsw i64 %688, %691
  %693 = getelementptr inbounds i16, ptr %O, i64 %692
  %694 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %695 = mul i64 %680, 2
  call void @tilec_rt_stream(ptr %693, ptr %694, i64 %695)
  %696 = add nsw i32 %tl_c2, 1
  br label %for.cond173, !llvm.loop !161

for.cond179:                                      ; preds = %for.body180, %if.else171
  %d1 = phi i32 [ 0, %if.else171 ], [ %725, %for.body180 ]
  %697 = icmp slt i32 %d1, 64
  br i1 %697, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %698 = sext i32 %i166 to i64
  %699 = mul nsw i64 %698, 64
  %700 = add i32 0, %d1
  %701 = sext i32 %700 to i64
  %702 = add nsw i64 %699, %701
  %703 = getelementptr inbounds float, ptr %acc_o, i64 %702
  %704 = load float, ptr %703, align 4
  %705 = sext i32 %i166 to i64
  %706 = getelementptr inbounds float, ptr %l, i64 %705
  %707 = load float, ptr %706, align 4
  %708 = fdiv float %704, %707
  %709 = fptrunc float %708 to half
  %710 = fpext half %709 to float
  %711 = sext i32 %bz to i64
  %712 = sext i32 %S to i64
  %713 = mul nsw i64 %711, %712
  %714 = mul i32 %bx, 64
  %715 = add i32 %714, %i166
  %716 = sext i32 %715 to i64
  %717 = add nsw i64 %713, %716
  %718 = mul nsw i64 %717, 64
  %719 = add i32 0, %d1
  %720 = sext i32 %719 to i64
  %721 = add nsw i64 %718, %720
  %722 = getelementptr inbounds i16, ptr %O, i64 %721
  %723 = fptrunc float %710 to half
  %724 = bitcast half %723 to i16
  store i16 %724, ptr %722, align 2
  %725 = add nsw i32 %d1, 1
  br label %for.cond179, !llvm.loop !162

for.end181:                                       ; preds = %for.cond179
  br label %if.end172
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_preg_task(ptr %ctx, i64 %block) #6 {
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
define i32 @tilec_launch_flash_attention_rows_preg(ptr %args, ptr %dims, ptr %self) #6 {
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

; Function Attrs: noinline nounwind
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
  %tl_stream0 = alloca [2048 x i16], align 64
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
  br label %for.cond7

if.end:                                           ; preds = %for.end9, %for.end
  br label %for.cond14

for.cond:                                         ; preds = %if.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %32, %if.end3 ]
  %13 = icmp slt i32 %i3, 64
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %14 = add i32 %i3, 1
  %15 = icmp slt i32 %14, 64
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
  %25 = mul i32 %bx, 64
  %26 = add i32 %25, %i3
  %27 = sext i32 %26 to i64
  %28 = add nsw i64 %24, %27
  %29 = mul nsw i64 %28, 64
  %30 = add nsw i64 %29, 0
  %31 = getelementptr inbounds i16, ptr %Q, i64 %30
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %21, ptr align 2 %31, i64 %17, i1 false)
  %32 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !163

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %47, %for.body5 ]
  %33 = icmp slt i32 %pf, 2
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = sext i32 %bz to i64
  %35 = sext i32 %S to i64
  %36 = mul i64 %34, %35
  %37 = mul i32 %bx, 64
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
  br label %for.cond4, !llvm.loop !164

for.end6:                                         ; preds = %for.cond4
  br label %if.end3

for.cond7:                                        ; preds = %for.end13, %if.else
  %i310 = phi i32 [ 0, %if.else ], [ %66, %for.end13 ]
  %48 = icmp slt i32 %i310, 64
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
  %53 = mul i32 %bx, 64
  %54 = sext i32 %53 to i64
  %55 = sext i32 %i310 to i64
  %56 = add i64 %54, %55
  %57 = icmp sle i64 0, %56
  %58 = mul i32 %bx, 64
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
  br label %for.cond7, !llvm.loop !165

sel.then:                                         ; preds = %for.body12
  %67 = sext i32 %bz to i64
  %68 = sext i32 %S to i64
  %69 = mul nsw i64 %67, %68
  %70 = mul i32 %bx, 64
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
  br label %for.cond11, !llvm.loop !166

for.cond14:                                       ; preds = %for.body15, %if.end
  %i317 = phi i32 [ 0, %if.end ], [ %101, %for.body15 ]
  %90 = icmp slt i32 %i317, 64
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
  br label %for.cond14, !llvm.loop !167

for.end16:                                        ; preds = %for.cond14
  %102 = sext i32 %S to i64
  %103 = sdiv i64 %102, 64
  %104 = sub i64 0, %102
  %105 = select i1 false, i64 %104, i64 %103
  %106 = srem i64 %102, 64
  %107 = icmp ne i64 %106, 0
  %108 = icmp slt i64 %102, 0
  %109 = icmp eq i1 %108, false
  %110 = and i1 %107, %109
  %111 = zext i1 %110 to i64
  %112 = add i64 %105, %111
  %113 = trunc i64 %112 to i32
  %114 = sext i32 %S to i64
  %115 = sdiv i64 %114, 64
  %116 = sub i64 0, %114
  %117 = select i1 false, i64 %116, i64 %115
  %118 = srem i64 %114, 64
  %119 = icmp ne i64 %118, 0
  %120 = icmp slt i64 %114, 0
  %121 = icmp eq i1 %120, false
  %122 = and i1 %119, %121
  %123 = zext i1 %122 to i64
  %124 = add i64 %117, %123
  %125 = trunc i64 %124 to i32
  br label %for.cond18

for.cond18:                                       ; preds = %for.end75, %for.end16
  %kb = phi i32 [ 0, %for.end16 ], [ %316, %for.end75 ]
  %126 = icmp slt i32 %kb, %113
  br i1 %126, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %127 = sext i32 %bz to i64
  %128 = add i64 %127, 1
  %129 = sext i32 %BH to i64
  %130 = icmp sle i64 %128, %129
  %131 = mul i32 %kb, 64
  %132 = icmp sle i32 0, %131
  %133 = mul i32 %kb, 64
  %134 = sext i32 %133 to i64
  %135 = add i64 %134, 64
  %136 = sext i32 %S to i64
  %137 = icmp sle i64 %135, %136
  %138 = and i1 %132, %137
  %139 = and i1 %130, %138
  br i1 %139, label %if.then21, label %if.else22

for.end20:                                        ; preds = %for.cond18
  br label %for.cond163

if.then21:                                        ; preds = %for.body19
  br label %for.cond24

if.else22:                                        ; preds = %for.body19
  br label %for.cond34

if.end23:                                         ; preds = %for.end36, %for.end26
  %140 = sext i32 %bz to i64
  %141 = add i64 %140, 1
  %142 = sext i32 %BH to i64
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
  br i1 %152, label %if.then45, label %if.else46

for.cond24:                                       ; preds = %if.end30, %if.then21
  %i327 = phi i32 [ 0, %if.then21 ], [ %172, %if.end30 ]
  %153 = icmp slt i32 %i327, 64
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
  %165 = mul i32 %kb, 64
  %166 = add i32 %165, %i327
  %167 = sext i32 %166 to i64
  %168 = add nsw i64 %164, %167
  %169 = mul nsw i64 %168, 64
  %170 = add nsw i64 %169, 0
  %171 = getelementptr inbounds i16, ptr %K, i64 %170
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %161, ptr align 2 %171, i64 %157, i1 false)
  %172 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !168

for.cond31:                                       ; preds = %for.body32, %if.then28
  %pf1 = phi i32 [ 0, %if.then28 ], [ %187, %for.body32 ]
  %173 = icmp slt i32 %pf1, 2
  br i1 %173, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %174 = sext i32 %bz to i64
  %175 = sext i32 %S to i64
  %176 = mul i64 %174, %175
  %177 = add i32 %kb, 1
  %178 = mul i32 %177, 64
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
  br label %for.cond31, !llvm.loop !169

for.end33:                                        ; preds = %for.cond31
  br label %if.end30

for.cond34:                                       ; preds = %for.end40, %if.else22
  %i337 = phi i32 [ 0, %if.else22 ], [ %206, %for.end40 ]
  %188 = icmp slt i32 %i337, 64
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
  %193 = mul i32 %kb, 64
  %194 = sext i32 %193 to i64
  %195 = sext i32 %i337 to i64
  %196 = add i64 %194, %195
  %197 = icmp sle i64 0, %196
  %198 = mul i32 %kb, 64
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
  br label %for.cond34, !llvm.loop !170

sel.then42:                                       ; preds = %for.body39
  %207 = sext i32 %bz to i64
  %208 = sext i32 %S to i64
  %209 = mul nsw i64 %207, %208
  %210 = mul i32 %kb, 64
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
  br label %for.cond38, !llvm.loop !171

if.then45:                                        ; preds = %if.end23
  br label %for.cond48

if.else46:                                        ; preds = %if.end23
  br label %for.cond58

if.end47:                                         ; preds = %for.end60, %for.end50
  br label %for.cond69

for.cond48:                                       ; preds = %if.end54, %if.then45
  %i351 = phi i32 [ 0, %if.then45 ], [ %249, %if.end54 ]
  %230 = icmp slt i32 %i351, 64
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
  %242 = mul i32 %kb, 64
  %243 = add i32 %242, %i351
  %244 = sext i32 %243 to i64
  %245 = add nsw i64 %241, %244
  %246 = mul nsw i64 %245, 64
  %247 = add nsw i64 %246, 0
  %248 = getelementptr inbounds i16, ptr %V, i64 %247
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %238, ptr align 2 %248, i64 %234, i1 false)
  %249 = add nsw i32 %i351, 1
  br label %for.cond48, !llvm.loop !172

for.cond55:                                       ; preds = %for.body56, %if.then52
  %pf2 = phi i32 [ 0, %if.then52 ], [ %264, %for.body56 ]
  %250 = icmp slt i32 %pf2, 2
  br i1 %250, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %251 = sext i32 %bz to i64
  %252 = sext i32 %S to i64
  %253 = mul i64 %251, %252
  %254 = add i32 %kb, 1
  %255 = mul i32 %254, 64
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
  br label %for.cond55, !llvm.loop !173

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.end64, %if.else46
  %i361 = phi i32 [ 0, %if.else46 ], [ %283, %for.end64 ]
  %265 = icmp slt i32 %i361, 64
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
  %270 = mul i32 %kb, 64
  %271 = sext i32 %270 to i64
  %272 = sext i32 %i361 to i64
  %273 = add i64 %271, %272
  %274 = icmp sle i64 0, %273
  %275 = mul i32 %kb, 64
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
  br label %for.cond58, !llvm.loop !174

sel.then66:                                       ; preds = %for.body63
  %284 = sext i32 %bz to i64
  %285 = sext i32 %S to i64
  %286 = mul nsw i64 %284, %285
  %287 = mul i32 %kb, 64
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
  br label %for.cond62, !llvm.loop !175

for.cond69:                                       ; preds = %for.body70, %if.end47
  %i372 = phi i32 [ 0, %if.end47 ], [ %314, %for.body70 ]
  %307 = icmp slt i32 %i372, 64
  br i1 %307, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %308 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %309 = mul nuw i64 %308, 4
  %310 = sext i32 %i372 to i64
  %311 = mul nsw i64 %310, 64
  %312 = add nsw i64 %311, 0
  %313 = getelementptr inbounds float, ptr %acc_s, i64 %312
  call void @llvm.memset.p0.i64(ptr align 4 %313, i8 0, i64 %309, i1 false)
  %314 = add nsw i32 %i372, 1
  br label %for.cond69, !llvm.loop !176

for.end71:                                        ; preds = %for.cond69
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond73

for.cond73:                                       ; preds = %for.end161, %for.end71
  %i = phi i32 [ 0, %for.end71 ], [ %638, %for.end161 ]
  %315 = icmp slt i32 %i, 64
  br i1 %315, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %316 = add nsw i32 %kb, 1
  br label %for.cond18, !llvm.loop !177

for.cond76:                                       ; preds = %for.body77, %for.body74
  %j = phi i32 [ 0, %for.body74 ], [ %335, %for.body77 ]
  %317 = icmp slt i32 %j, 64
  br i1 %317, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %318 = mul i32 %kb, 64
  %319 = add i32 %318, %j
  %320 = icmp slt i32 %319, %S
  %321 = sext i32 %i to i64
  %322 = mul nsw i64 %321, 64
  %323 = sext i32 %j to i64
  %324 = add nsw i64 %322, %323
  %325 = call i64 @llvm.umin.i64(i64 %324, i64 4095)
  %326 = getelementptr inbounds float, ptr %acc_s, i64 %325
  %327 = load float, ptr %326, align 4
  %328 = fmul float %327, 1.250000e-01
  %329 = select i1 %320, float %328, float 0xFFF0000000000000
  %330 = sext i32 %i to i64
  %331 = mul nsw i64 %330, 64
  %332 = sext i32 %j to i64
  %333 = add nsw i64 %331, %332
  %334 = getelementptr inbounds float, ptr %acc_s, i64 %333
  store float %329, ptr %334, align 4
  %335 = add nsw i32 %j, 1
  br label %for.cond76, !llvm.loop !178

for.end78:                                        ; preds = %for.cond76
  %336 = sext i32 %i to i64
  %337 = getelementptr inbounds float, ptr %m, i64 %336
  %338 = load float, ptr %337, align 4
  %339 = sext i32 %i to i64
  %340 = getelementptr inbounds float, ptr %m_prev, i64 %339
  store float %338, ptr %340, align 4
  %341 = sext i32 %i to i64
  %342 = getelementptr inbounds float, ptr %m, i64 %341
  %tl_dst0 = load float, ptr %342, align 4
  br label %for.cond79

for.cond79:                                       ; preds = %for.body80, %for.end78
  %lane = phi i32 [ 0, %for.end78 ], [ %367, %for.body80 ]
  %343 = icmp slt i32 %lane, 32
  br i1 %343, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %344 = sext i32 %i to i64
  %345 = mul nsw i64 %344, 64
  %346 = sext i32 %lane to i64
  %347 = add nsw i64 %345, %346
  %348 = getelementptr inbounds float, ptr %acc_s, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %i to i64
  %351 = mul nsw i64 %350, 64
  %352 = sext i32 %lane to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %acc_s, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fcmp une float %349, %355
  %357 = sext i32 %i to i64
  %358 = mul nsw i64 %357, 64
  %359 = sext i32 %lane to i64
  %360 = add nsw i64 %358, %359
  %361 = call i64 @llvm.umin.i64(i64 %360, i64 4095)
  %362 = getelementptr inbounds float, ptr %acc_s, i64 %361
  %363 = load float, ptr %362, align 4
  %364 = select i1 %356, float 0xFFF0000000000000, float %363
  %365 = sext i32 %lane to i64
  %366 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %365
  store float %364, ptr %366, align 4
  %367 = add nsw i32 %lane, 1
  br label %for.cond79, !llvm.loop !179

for.end81:                                        ; preds = %for.cond79
  br label %for.cond82

for.cond82:                                       ; preds = %for.end87, %for.end81
  %red = phi i32 [ 0, %for.end81 ], [ %385, %for.end87 ]
  %368 = icmp slt i32 %red, 1
  br i1 %368, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond85

for.end84:                                        ; preds = %for.cond82
  br label %for.cond89

for.cond85:                                       ; preds = %for.body86, %for.body83
  %lane88 = phi i32 [ 0, %for.body83 ], [ %384, %for.body86 ]
  %369 = icmp slt i32 %lane88, 32
  br i1 %369, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %370 = sext i32 %lane88 to i64
  %371 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %370
  %lane_acc = load float, ptr %371, align 4
  %372 = sext i32 %i to i64
  %373 = mul nsw i64 %372, 64
  %374 = add i32 %red, 1
  %375 = mul i32 %374, 32
  %376 = add i32 %375, %lane88
  %377 = sext i32 %376 to i64
  %378 = add nsw i64 %373, %377
  %379 = getelementptr inbounds float, ptr %acc_s, i64 %378
  %lane_next = load float, ptr %379, align 4
  %380 = fcmp ogt float %lane_next, %lane_acc
  %381 = select i1 %380, float %lane_next, float %lane_acc
  %382 = sext i32 %lane88 to i64
  %383 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %382
  store float %381, ptr %383, align 4
  %384 = add nsw i32 %lane88, 1
  br label %for.cond85, !llvm.loop !180

for.end87:                                        ; preds = %for.cond85
  %385 = add nsw i32 %red, 1
  br label %for.cond82, !llvm.loop !181

for.cond89:                                       ; preds = %for.body90, %for.end84
  %lane92 = phi i32 [ 0, %for.end84 ], [ %396, %for.body90 ]
  %386 = icmp slt i32 %lane92, 16
  br i1 %386, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %387 = sext i32 %lane92 to i64
  %388 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %387
  %lane_acc93 = load float, ptr %388, align 4
  %389 = add i32 %lane92, 16
  %390 = sext i32 %389 to i64
  %391 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %390
  %lane_next94 = load float, ptr %391, align 4
  %392 = fcmp ogt float %lane_next94, %lane_acc93
  %393 = select i1 %392, float %lane_next94, float %lane_acc93
  %394 = sext i32 %lane92 to i64
  %395 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %394
  store float %393, ptr %395, align 4
  %396 = add nsw i32 %lane92, 1
  br label %for.cond89, !llvm.loop !182

for.end91:                                        ; preds = %for.cond89
  br label %for.cond95

for.cond95:                                       ; preds = %for.body96, %for.end91
  %lane98 = phi i32 [ 0, %for.end91 ], [ %407, %for.body96 ]
  %397 = icmp slt i32 %lane98, 8
  br i1 %397, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %398 = sext i32 %lane98 to i64
  %399 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %398
  %lane_acc99 = load float, ptr %399, align 4
  %400 = add i32 %lane98, 8
  %401 = sext i32 %400 to i64
  %402 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %401
  %lane_next100 = load float, ptr %402, align 4
  %403 = fcmp ogt float %lane_next100, %lane_acc99
  %404 = select i1 %403, float %lane_next100, float %lane_acc99
  %405 = sext i32 %lane98 to i64
  %406 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %405
  store float %404, ptr %406, align 4
  %407 = add nsw i32 %lane98, 1
  br label %for.cond95, !llvm.loop !183

for.end97:                                        ; preds = %for.cond95
  br label %for.cond101

for.cond101:                                      ; preds = %for.body102, %for.end97
  %lane104 = phi i32 [ 0, %for.end97 ], [ %418, %for.body102 ]
  %408 = icmp slt i32 %lane104, 4
  br i1 %408, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %409 = sext i32 %lane104 to i64
  %410 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %409
  %lane_acc105 = load float, ptr %410, align 4
  %411 = add i32 %lane104, 4
  %412 = sext i32 %411 to i64
  %413 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %412
  %lane_next106 = load float, ptr %413, align 4
  %414 = fcmp ogt float %lane_next106, %lane_acc105
  %415 = select i1 %414, float %lane_next106, float %lane_acc105
  %416 = sext i32 %lane104 to i64
  %417 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %416
  store float %415, ptr %417, align 4
  %418 = add nsw i32 %lane104, 1
  br label %for.cond101, !llvm.loop !184

for.end103:                                       ; preds = %for.cond101
  br label %for.cond107

for.cond107:                                      ; preds = %for.body108, %for.end103
  %lane110 = phi i32 [ 0, %for.end103 ], [ %429, %for.body108 ]
  %419 = icmp slt i32 %lane110, 2
  br i1 %419, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %420 = sext i32 %lane110 to i64
  %421 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %420
  %lane_acc111 = load float, ptr %421, align 4
  %422 = add i32 %lane110, 2
  %423 = sext i32 %422 to i64
  %424 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %423
  %lane_next112 = load float, ptr %424, align 4
  %425 = fcmp ogt float %lane_next112, %lane_acc111
  %426 = select i1 %425, float %lane_next112, float %lane_acc111
  %427 = sext i32 %lane110 to i64
  %428 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %427
  store float %426, ptr %428, align 4
  %429 = add nsw i32 %lane110, 1
  br label %for.cond107, !llvm.loop !185

for.end109:                                       ; preds = %for.cond107
  br label %for.cond113

for.cond113:                                      ; preds = %for.body114, %for.end109
  %lane116 = phi i32 [ 0, %for.end109 ], [ %440, %for.body114 ]
  %430 = icmp slt i32 %lane116, 1
  br i1 %430, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %431 = sext i32 %lane116 to i64
  %432 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %431
  %lane_acc117 = load float, ptr %432, align 4
  %433 = add i32 %lane116, 1
  %434 = sext i32 %433 to i64
  %435 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %434
  %lane_next118 = load float, ptr %435, align 4
  %436 = fcmp ogt float %lane_next118, %lane_acc117
  %437 = select i1 %436, float %lane_next118, float %lane_acc117
  %438 = sext i32 %lane116 to i64
  %439 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %438
  store float %437, ptr %439, align 4
  %440 = add nsw i32 %lane116, 1
  br label %for.cond113, !llvm.loop !186

for.end115:                                       ; preds = %for.cond113
  %441 = sext i32 %i to i64
  %442 = getelementptr inbounds float, ptr %m, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %445 = load float, ptr %444, align 4
  %446 = call float @llvm.maxnum.f32(float %443, float %445)
  %447 = sext i32 %i to i64
  %448 = getelementptr inbounds float, ptr %m, i64 %447
  store float %446, ptr %448, align 4
  %449 = sext i32 %i to i64
  %450 = getelementptr inbounds float, ptr %m, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = fcmp oeq float %451, 0xFFF0000000000000
  %453 = fcmp une float %tl_dst0, %tl_dst0
  %454 = and i1 %452, %453
  br i1 %454, label %if.then119, label %if.else120

if.then119:                                       ; preds = %for.end115
  %455 = sext i32 %i to i64
  %456 = getelementptr inbounds float, ptr %m, i64 %455
  store float %tl_dst0, ptr %456, align 4
  br label %for.cond122

if.else120:                                       ; preds = %for.end115
  br label %if.end121

if.end121:                                        ; preds = %if.else120, %for.end124
  br label %for.cond126

for.cond122:                                      ; preds = %for.body123, %if.then119
  %red125 = phi i32 [ 0, %if.then119 ], [ %470, %for.body123 ]
  %457 = icmp slt i32 %red125, 64
  br i1 %457, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %458 = sext i32 %i to i64
  %459 = getelementptr inbounds float, ptr %m, i64 %458
  %460 = load float, ptr %459, align 4
  %461 = sext i32 %i to i64
  %462 = mul nsw i64 %461, 64
  %463 = sext i32 %red125 to i64
  %464 = add nsw i64 %462, %463
  %465 = getelementptr inbounds float, ptr %acc_s, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = call float @llvm.maxnum.f32(float %460, float %466)
  %468 = sext i32 %i to i64
  %469 = getelementptr inbounds float, ptr %m, i64 %468
  store float %467, ptr %469, align 4
  %470 = add nsw i32 %red125, 1
  br label %for.cond122, !llvm.loop !187

for.end124:                                       ; preds = %for.cond122
  br label %if.end121

for.cond126:                                      ; preds = %for.body127, %if.end121
  %j129 = phi i32 [ 0, %if.end121 ], [ %488, %for.body127 ]
  %471 = icmp slt i32 %j129, 64
  br i1 %471, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %472 = sext i32 %i to i64
  %473 = mul nsw i64 %472, 64
  %474 = sext i32 %j129 to i64
  %475 = add nsw i64 %473, %474
  %476 = getelementptr inbounds float, ptr %acc_s, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = sext i32 %i to i64
  %479 = getelementptr inbounds float, ptr %m, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = fsub float %477, %480
  %482 = call float @tilec_expf_nonpos(float %481)
  %483 = sext i32 %i to i64
  %484 = mul nsw i64 %483, 64
  %485 = sext i32 %j129 to i64
  %486 = add nsw i64 %484, %485
  %487 = getelementptr inbounds float, ptr %acc_s, i64 %486
  store float %482, ptr %487, align 4
  %488 = add nsw i32 %j129, 1
  br label %for.cond126, !llvm.loop !188

for.end128:                                       ; preds = %for.cond126
  %489 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %490 = mul nuw i64 %489, 4
  %491 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %492 = sext i32 %i to i64
  %493 = mul nsw i64 %492, 64
  %494 = add nsw i64 %493, 0
  %495 = getelementptr inbounds float, ptr %acc_s, i64 %494
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %491, ptr align 4 %495, i64 %490, i1 false)
  br label %for.cond130

for.cond130:                                      ; preds = %for.end135, %for.end128
  %red1 = phi i32 [ 0, %for.end128 ], [ %514, %for.end135 ]
  %496 = icmp slt i32 %red1, 1
  br i1 %496, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  br label %for.cond136

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane1 = phi i32 [ 0, %for.body131 ], [ %513, %for.body134 ]
  %497 = icmp slt i32 %lane1, 32
  br i1 %497, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %498 = sext i32 %lane1 to i64
  %499 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = sext i32 %i to i64
  %502 = mul nsw i64 %501, 64
  %503 = add i32 %red1, 1
  %504 = mul i32 %503, 32
  %505 = add i32 %504, %lane1
  %506 = sext i32 %505 to i64
  %507 = add nsw i64 %502, %506
  %508 = getelementptr inbounds float, ptr %acc_s, i64 %507
  %509 = load float, ptr %508, align 4
  %510 = fadd float %500, %509
  %511 = sext i32 %lane1 to i64
  %512 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %511
  store float %510, ptr %512, align 4
  %513 = add nsw i32 %lane1, 1
  br label %for.cond133, !llvm.loop !189

for.end135:                                       ; preds = %for.cond133
  %514 = add nsw i32 %red1, 1
  br label %for.cond130, !llvm.loop !190

for.cond136:                                      ; preds = %for.body137, %for.end132
  %lane1139 = phi i32 [ 0, %for.end132 ], [ %526, %for.body137 ]
  %515 = icmp slt i32 %lane1139, 16
  br i1 %515, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %516 = sext i32 %lane1139 to i64
  %517 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = add i32 %lane1139, 16
  %520 = sext i32 %519 to i64
  %521 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %520
  %522 = load float, ptr %521, align 4
  %523 = fadd float %518, %522
  %524 = sext i32 %lane1139 to i64
  %525 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %524
  store float %523, ptr %525, align 4
  %526 = add nsw i32 %lane1139, 1
  br label %for.cond136, !llvm.loop !191

for.end138:                                       ; preds = %for.cond136
  br label %for.cond140

for.cond140:                                      ; preds = %for.body141, %for.end138
  %lane1143 = phi i32 [ 0, %for.end138 ], [ %538, %for.body141 ]
  %527 = icmp slt i32 %lane1143, 8
  br i1 %527, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %528 = sext i32 %lane1143 to i64
  %529 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = add i32 %lane1143, 8
  %532 = sext i32 %531 to i64
  %533 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %532
  %534 = load float, ptr %533, align 4
  %535 = fadd float %530, %534
  %536 = sext i32 %lane1143 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %536
  store float %535, ptr %537, align 4
  %538 = add nsw i32 %lane1143, 1
  br label %for.cond140, !llvm.loop !192

for.end142:                                       ; preds = %for.cond140
  br label %for.cond144

for.cond144:                                      ; preds = %for.body145, %for.end142
  %lane1147 = phi i32 [ 0, %for.end142 ], [ %550, %for.body145 ]
  %539 = icmp slt i32 %lane1147, 4
  br i1 %539, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %540 = sext i32 %lane1147 to i64
  %541 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = add i32 %lane1147, 4
  %544 = sext i32 %543 to i64
  %545 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %544
  %546 = load float, ptr %545, align 4
  %547 = fadd float %542, %546
  %548 = sext i32 %lane1147 to i64
  %549 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %548
  store float %547, ptr %549, align 4
  %550 = add nsw i32 %lane1147, 1
  br label %for.cond144, !llvm.loop !193

for.end146:                                       ; preds = %for.cond144
  br label %for.cond148

for.cond148:                                      ; preds = %for.body149, %for.end146
  %lane1151 = phi i32 [ 0, %for.end146 ], [ %562, %for.body149 ]
  %551 = icmp slt i32 %lane1151, 2
  br i1 %551, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %552 = sext i32 %lane1151 to i64
  %553 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %552
  %554 = load float, ptr %553, align 4
  %555 = add i32 %lane1151, 2
  %556 = sext i32 %555 to i64
  %557 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %556
  %558 = load float, ptr %557, align 4
  %559 = fadd float %554, %558
  %560 = sext i32 %lane1151 to i64
  %561 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %560
  store float %559, ptr %561, align 4
  %562 = add nsw i32 %lane1151, 1
  br label %for.cond148, !llvm.loop !194

for.end150:                                       ; preds = %for.cond148
  br label %for.cond152

for.cond152:                                      ; preds = %for.body153, %for.end150
  %lane1155 = phi i32 [ 0, %for.end150 ], [ %574, %for.body153 ]
  %563 = icmp slt i32 %lane1155, 1
  br i1 %563, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %564 = sext i32 %lane1155 to i64
  %565 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = add i32 %lane1155, 1
  %568 = sext i32 %567 to i64
  %569 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %568
  %570 = load float, ptr %569, align 4
  %571 = fadd float %566, %570
  %572 = sext i32 %lane1155 to i64
  %573 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %572
  store float %571, ptr %573, align 4
  %574 = add nsw i32 %lane1155, 1
  br label %for.cond152, !llvm.loop !195

for.end154:                                       ; preds = %for.cond152
  %575 = sext i32 %i to i64
  %576 = getelementptr inbounds float, ptr %row_sum, i64 %575
  store float 0.000000e+00, ptr %576, align 4
  %577 = sext i32 %i to i64
  %578 = getelementptr inbounds float, ptr %row_sum, i64 %577
  %579 = load float, ptr %578, align 4
  %580 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %581 = load float, ptr %580, align 4
  %582 = fadd float %579, %581
  %583 = sext i32 %i to i64
  %584 = getelementptr inbounds float, ptr %row_sum, i64 %583
  store float %582, ptr %584, align 4
  %585 = sext i32 %i to i64
  %586 = getelementptr inbounds float, ptr %m_prev, i64 %585
  %587 = load float, ptr %586, align 4
  %588 = sext i32 %i to i64
  %589 = getelementptr inbounds float, ptr %m, i64 %588
  %590 = load float, ptr %589, align 4
  %591 = fsub float %587, %590
  %alpha = call float @tilec_expf(float %591)
  %592 = sext i32 %i to i64
  %593 = getelementptr inbounds float, ptr %l, i64 %592
  %594 = load float, ptr %593, align 4
  %595 = fmul float %594, %alpha
  %596 = sext i32 %i to i64
  %597 = getelementptr inbounds float, ptr %row_sum, i64 %596
  %598 = load float, ptr %597, align 4
  %599 = fadd float %595, %598
  %600 = sext i32 %i to i64
  %601 = getelementptr inbounds float, ptr %l, i64 %600
  store float %599, ptr %601, align 4
  %602 = sext i32 %i to i64
  %603 = getelementptr inbounds float, ptr %m_prev, i64 %602
  store float %alpha, ptr %603, align 4
  br label %for.cond156

for.cond156:                                      ; preds = %for.body157, %for.end154
  %d = phi i32 [ 0, %for.end154 ], [ %620, %for.body157 ]
  %604 = icmp slt i32 %d, 64
  br i1 %604, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %605 = sext i32 %i to i64
  %606 = mul nsw i64 %605, 64
  %607 = sext i32 %d to i64
  %608 = add nsw i64 %606, %607
  %609 = getelementptr inbounds float, ptr %acc_o, i64 %608
  %610 = load float, ptr %609, align 4
  %611 = sext i32 %i to i64
  %612 = getelementptr inbounds float, ptr %m_prev, i64 %611
  %613 = load float, ptr %612, align 4
  %614 = fmul float %610, %613
  %615 = sext i32 %i to i64
  %616 = mul nsw i64 %615, 64
  %617 = sext i32 %d to i64
  %618 = add nsw i64 %616, %617
  %619 = getelementptr inbounds float, ptr %acc_o, i64 %618
  store float %614, ptr %619, align 4
  %620 = add nsw i32 %d, 1
  br label %for.cond156, !llvm.loop !196

for.end158:                                       ; preds = %for.cond156
  br label %for.cond159

for.cond159:                                      ; preds = %for.body160, %for.end158
  %j1162 = phi i32 [ 0, %for.end158 ], [ %637, %for.body160 ]
  %621 = icmp slt i32 %j1162, 64
  br i1 %621, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %622 = sext i32 %i to i64
  %623 = mul nsw i64 %622, 64
  %624 = sext i32 %j1162 to i64
  %625 = add nsw i64 %623, %624
  %626 = getelementptr inbounds float, ptr %acc_s, i64 %625
  %627 = load float, ptr %626, align 4
  %628 = fptrunc float %627 to half
  %629 = fpext half %628 to float
  %630 = sext i32 %i to i64
  %631 = mul nsw i64 %630, 64
  %632 = sext i32 %j1162 to i64
  %633 = add nsw i64 %631, %632
  %634 = getelementptr inbounds i16, ptr %P_s, i64 %633
  %635 = fptrunc float %629 to half
  %636 = bitcast half %635 to i16
  store i16 %636, ptr %634, align 2
  %637 = add nsw i32 %j1162, 1
  br label %for.cond159, !llvm.loop !197

for.end161:                                       ; preds = %for.cond159
  %638 = add nsw i32 %i, 1
  br label %for.cond73, !llvm.loop !198

for.cond163:                                      ; preds = %if.end169, %for.end20
  %i166 = phi i32 [ 0, %for.end20 ], [ %655, %if.end169 ]
  %639 = icmp slt i32 %i166, 64
  br i1 %639, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %640 = icmp sle i32 0, %bz
  %641 = icmp slt i32 %bz, %BH
  %642 = and i1 %640, %641
  %643 = mul i32 %bx, 64
  %644 = add i32 %643, %i166
  %645 = icmp sle i32 0, %644
  %646 = mul i32 %bx, 64
  %647 = add i32 %646, %i166
  %648 = icmp slt i32 %647, %S
  %649 = and i1 %645, %648
  %650 = and i1 %642, %649
  br i1 %650, label %if.then167, label %if.else168

for.end165:                                       ; preds = %for.cond163
  ret void

if.then167:                                       ; preds = %for.body164
  %651 = sext i32 %BH to i64
  %652 = sext i32 %S to i64
  %653 = mul i64 %651, %652
  %654 = icmp sge i64 %653, 262144
  br i1 %654, label %if.then170, label %if.else171

if.else168:                                       ; preds = %for.body164
  br label %if.end169

if.end169:                                        ; preds = %if.else168, %if.end172
  %655 = add nsw i32 %i166, 1
  br label %for.cond163, !llvm.loop !199

if.then170:                                       ; preds = %if.then167
  br label %for.cond173

if.else171:                                       ; preds = %if.then167
  br label %for.cond179

if.end172:                                        ; preds = %for.end181, %for.end175
  br label %if.end169

for.cond173:                                      ; preds = %for.end178, %if.then170
  %tl_c2 = phi i32 [ 0, %if.then170 ], [ %696, %for.end178 ]
  %656 = icmp slt i32 %tl_c2, 1
  br i1 %656, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %tl_sb3 = mul i32 %tl_c2, 2048
  %657 = sub i32 64, %tl_sb3
  %658 = icmp slt i32 %657, 2048
  %659 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %658, i32 %659, i32 2048
  br label %for.cond176

for.end175:                                       ; preds = %for.cond173
  br label %if.end172

for.cond176:                                      ; preds = %for.body177, %for.body174
  %tl_c5 = phi i32 [ 0, %for.body174 ], [ %679, %for.body177 ]
  %660 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %660, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %661 = sext i32 %i166 to i64
  %662 = mul nsw i64 %661, 64
  %663 = add i32 %tl_sb3, %tl_c5
  %664 = add i32 0, %663
  %665 = sext i32 %664 to i64
  %666 = add nsw i64 %662, %665
  %667 = getelementptr inbounds float, ptr %acc_o, i64 %666
  %668 = load float, ptr %667, align 4
  %669 = sext i32 %i166 to i64
  %670 = getelementptr inbounds float, ptr %l, i64 %669
  %671 = load float, ptr %670, align 4
  %672 = fdiv float %668, %671
  %673 = fptrunc float %672 to half
  %674 = fpext half %673 to float
  %675 = sext i32 %tl_c5 to i64
  %676 = getelementptr inbounds i16, ptr %tl_stream0, i64 %675
  %677 = fptrunc float %674 to half
  %678 = bitcast half %677 to i16
  store i16 %678, ptr %676, align 2
  %679 = add nsw i32 %tl_c5, 1
  br label %for.cond176, !llvm.loop !200

for.end178:                                       ; preds = %for.cond176
  %680 = sext i32 %tl_sm4 to i64
  %681 = sext i32 %bz to i64
  %682 = sext i32 %S to i64
  %683 = mul nsw i64 %681, %682
  %684 = mul i32 %bx, 64
  %685 = add i32 %684, %i166
  %686 = sext i32 %685 to i64
  %687 = add nsw i64 %683, %686
  %688 = mul nsw i64 %687, 64
  %689 = add i32 %tl_sb3, 0
  %690 = add i32 0, %689
  %691 = sext i32 %690 to i64
  %692 = add nsw i64 %688, %691
  %693 = getelementptr inbounds i16, ptr %O, i64 %692
  %694 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %695 = mul i64 %680, 2
  call void @tilec_rt_stream(ptr %693, ptr %694, i64 %695)
  %696 = add nsw i32 %tl_c2, 1
  br label %for.cond173, !llvm.loop !201

for.cond179:                                      ; preds = %for.body180, %if.else171
  %d1 = phi i32 [ 0, %if.else171 ], [ %725, %for.body180 ]
  %697 = icmp slt i32 %d1, 64
  br i1 %697, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %698 = sext i32 %i166 to i64
  %699 = mul nsw i64 %698, 64
  %700 = add i32 0, %d1
  %701 = sext i32 %700 to i64
  %702 = add nsw i64 %699, %701
  %703 = getelementptr inbounds float, ptr %acc_o, i64 %702
  %704 = load float, ptr %703, align 4
  %705 = sext i32 %i166 to i64
  %706 = getelementptr inbounds float, ptr %l, i64 %705
  %707 = load float, ptr %706, align 4
  %708 = fdiv float %704, %707
  %709 = fptrunc float %708 to half
  %710 = fpext half %709 to float
  %711 = sext i32 %bz to i64
  %712 = sext i32 %S to i64
  %713 = mul nsw i64 %711, %712
  %714 = mul i32 %bx, 64
  %715 = add i32 %714, %i166
  %716 = sext i32 %715 to i64
  %717 = add nsw i64 %713, %716
  %718 = mul nsw i64 %717, 64
  %719 = add i32 0, %d1
  %720 = sext i32 %719 to i64
  %721 = add nsw i64 %718, %720
  %722 = getelementptr inbounds i16, ptr %O, i64 %721
  %723 = fptrunc float %710 to half
  %724 = bitcast half %723 to i16
  store i16 %724, ptr %722, align 2
  %725 = add nsw i32 %d1, 1
  br label %for.cond179, !llvm.loop !202

for.end181:                                       ; preds = %for.cond179
  br label %if.end172
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_qpreg_task(ptr %ctx, i64 %block) #6 {
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
define i32 @tilec_launch_flash_attention_rows_qpreg(ptr %args, ptr %dims, ptr %self) #6 {
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

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { alwaysinline nofree nosync nounwind willreturn "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #6 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

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
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !6}
!19 = distinct !{!19, !1, !6}
!20 = distinct !{!20, !1, !6}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !6}
!29 = distinct !{!29, !1, !6}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !6}
!37 = distinct !{!37, !1, !6}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1, !6}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1, !6}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1, !6}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1, !6}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1, !6}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !6}
!59 = distinct !{!59, !1, !6}
!60 = distinct !{!60, !1, !6}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1, !6}
!69 = distinct !{!69, !1, !6}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1, !6}
!77 = distinct !{!77, !1, !6}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !6}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1, !6}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1, !6}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !6}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1, !6}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !6}
!99 = distinct !{!99, !1, !6}
!100 = distinct !{!100, !1, !6}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1, !6}
!109 = distinct !{!109, !1, !6}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1, !6}
!117 = distinct !{!117, !1, !6}
!118 = distinct !{!118, !1}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1, !6}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1, !6}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1}
!126 = distinct !{!126, !1, !6}
!127 = distinct !{!127, !1, !2}
!128 = distinct !{!128, !1, !2}
!129 = distinct !{!129, !1}
!130 = distinct !{!130, !1}
!131 = distinct !{!131, !1, !6}
!132 = distinct !{!132, !1, !2}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1}
!135 = distinct !{!135, !1, !6}
!136 = distinct !{!136, !1, !2}
!137 = distinct !{!137, !1}
!138 = distinct !{!138, !1, !6}
!139 = distinct !{!139, !1, !6}
!140 = distinct !{!140, !1, !6}
!141 = distinct !{!141, !1}
!142 = distinct !{!142, !1}
!143 = distinct !{!143, !1}
!144 = distinct !{!144, !1}
!145 = distinct !{!145, !1}
!146 = distinct !{!146, !1}
!147 = distinct !{!147, !1}
!148 = distinct !{!148, !1, !6}
!149 = distinct !{!149, !1, !6}
!150 = distinct !{!150, !1}
!151 = distinct !{!151, !1}
!152 = distinct !{!152, !1}
!153 = distinct !{!153, !1}
!154 = distinct !{!154, !1}
!155 = distinct !{!155, !1}
!156 = distinct !{!156, !1, !6}
!157 = distinct !{!157, !1, !6}
!158 = distinct !{!158, !1}
!159 = distinct !{!159, !1}
!160 = distinct !{!160, !1, !6}
!161 = distinct !{!161, !1}
!162 = distinct !{!162, !1, !6}
!163 = distinct !{!163, !1, !2}
!164 = distinct !{!164, !1}
!165 = distinct !{!165, !1}
!166 = distinct !{!166, !1, !6}
!167 = distinct !{!167, !1, !2}
!168 = distinct !{!168, !1, !2}
!169 = distinct !{!169, !1}
!170 = distinct !{!170, !1}
!171 = distinct !{!171, !1, !6}
!172 = distinct !{!172, !1, !2}
!173 = distinct !{!173, !1}
!174 = distinct !{!174, !1}
!175 = distinct !{!175, !1, !6}
!176 = distinct !{!176, !1, !2}
!177 = distinct !{!177, !1}
!178 = distinct !{!178, !1, !6}
!179 = distinct !{!179, !1, !6}
!180 = distinct !{!180, !1, !6}
!181 = distinct !{!181, !1}
!182 = distinct !{!182, !1}
!183 = distinct !{!183, !1}
!184 = distinct !{!184, !1}
!185 = distinct !{!185, !1}
!186 = distinct !{!186, !1}
!187 = distinct !{!187, !1}
!188 = distinct !{!188, !1, !6}
!189 = distinct !{!189, !1, !6}
!190 = distinct !{!190, !1}
!191 = distinct !{!191, !1}
!192 = distinct !{!192, !1}
!193 = distinct !{!193, !1}
!194 = distinct !{!194, !1}
!195 = distinct !{!195, !1}
!196 = distinct !{!196, !1, !6}
!197 = distinct !{!197, !1, !6}
!198 = distinct !{!198, !1}
!199 = distinct !{!199, !1}
!200 = distinct !{!200, !1, !6}
!201 = distinct !{!201, !1}
!202 = distinct !{!202, !1, !6}
