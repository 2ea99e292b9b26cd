; ModuleID = 'flash_attention_bshd.tile'
source_filename = "flash_attention_bshd.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_flash_attention_bshd = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
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
  %tl_stream0 = alloca [2048 x i16], align 64
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
  br label %for.cond7

if.end:                                           ; preds = %for.end9, %for.end
  br label %for.cond14

for.cond:                                         ; preds = %if.end3, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %39, %if.end3 ]
  %17 = icmp slt i32 %i3, 64
  br i1 %17, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %18 = add i32 %i3, 1
  %19 = icmp slt i32 %18, 64
  br i1 %19, label %if.then1, label %if.else2

for.end:                                          ; preds = %for.cond
  br label %if.end

if.then1:                                         ; preds = %for.body
  br label %for.cond4

if.else2:                                         ; preds = %for.body
  br label %if.end3

if.end3:                                          ; preds = %if.else2, %for.end6
  %20 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %21 = mul nuw i64 %20, 2
  %22 = sext i32 %i3 to i64
  %23 = mul nsw i64 %22, 64
  %24 = add nsw i64 %23, 0
  %25 = getelementptr inbounds i16, ptr %Q_s, i64 %24
  %26 = sext i32 %b to i64
  %27 = sext i32 %S to i64
  %28 = mul nsw i64 %26, %27
  %29 = mul i32 %bx, 64
  %30 = add i32 %29, %i3
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %28, %31
  %33 = mul nsw i64 %32, 4
  %34 = sext i32 %h to i64
  %35 = add nsw i64 %33, %34
  %36 = mul nsw i64 %35, 64
  %37 = add nsw i64 %36, 0
  %38 = getelementptr inbounds i16, ptr %Q, i64 %37
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %25, ptr align 2 %38, i64 %21, i1 false)
  %39 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !0

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %57, %for.body5 ]
  %40 = icmp slt i32 %pf, 2
  br i1 %40, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %41 = sext i32 %b to i64
  %42 = sext i32 %S to i64
  %43 = mul i64 %41, %42
  %44 = mul i32 %bx, 64
  %45 = add i32 %i3, 1
  %46 = add i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = add i64 %43, %47
  %49 = mul i64 %48, 4
  %50 = sext i32 %h to i64
  %51 = add i64 %49, %50
  %52 = mul i64 %51, 64
  %53 = mul i32 %pf, 32
  %54 = sext i32 %53 to i64
  %55 = add i64 %52, %54
  %56 = getelementptr i16, ptr %Q, i64 %55
  call void @llvm.prefetch.p0(ptr %56, i32 0, i32 3, i32 1)
  %57 = add nsw i32 %pf, 1
  br label %for.cond4, !llvm.loop !3

for.end6:                                         ; preds = %for.cond4
  br label %if.end3

for.cond7:                                        ; preds = %for.end13, %if.else
  %i310 = phi i32 [ 0, %if.else ], [ %79, %for.end13 ]
  %58 = icmp slt i32 %i310, 64
  br i1 %58, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %sel.end, %for.body8
  %j1 = phi i32 [ 0, %for.body8 ], [ %105, %sel.end ]
  %59 = icmp slt i32 %j1, 64
  br i1 %59, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %60 = sext i32 %b to i64
  %61 = sext i32 %B to i64
  %62 = icmp slt i64 %60, %61
  %63 = mul i32 %bx, 64
  %64 = sext i32 %63 to i64
  %65 = sext i32 %i310 to i64
  %66 = add i64 %64, %65
  %67 = icmp sle i64 0, %66
  %68 = mul i32 %bx, 64
  %69 = sext i32 %68 to i64
  %70 = sext i32 %i310 to i64
  %71 = add i64 %69, %70
  %72 = sext i32 %S to i64
  %73 = icmp slt i64 %71, %72
  %74 = and i1 %67, %73
  %75 = and i1 %62, %74
  %76 = sext i32 %h to i64
  %77 = icmp slt i64 %76, 4
  %78 = and i1 %75, %77
  br i1 %78, label %sel.then, label %sel.else

for.end13:                                        ; preds = %for.cond11
  %79 = add nsw i32 %i310, 1
  br label %for.cond7, !llvm.loop !4

sel.then:                                         ; preds = %for.body12
  %80 = sext i32 %b to i64
  %81 = sext i32 %S to i64
  %82 = mul nsw i64 %80, %81
  %83 = mul i32 %bx, 64
  %84 = add i32 %83, %i310
  %85 = sext i32 %84 to i64
  %86 = add nsw i64 %82, %85
  %87 = mul nsw i64 %86, 4
  %88 = sext i32 %h to i64
  %89 = add nsw i64 %87, %88
  %90 = mul nsw i64 %89, 64
  %91 = sext i32 %j1 to i64
  %92 = add nsw i64 %90, %91
  %93 = getelementptr inbounds i16, ptr %Q, i64 %92
  %94 = load i16, ptr %93, align 2
  %95 = bitcast i16 %94 to half
  %96 = fpext half %95 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body12
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %97 = phi float [ %96, %sel.then ], [ 0.000000e+00, %sel.else ]
  %98 = sext i32 %i310 to i64
  %99 = mul nsw i64 %98, 64
  %100 = sext i32 %j1 to i64
  %101 = add nsw i64 %99, %100
  %102 = getelementptr inbounds i16, ptr %Q_s, i64 %101
  %103 = fptrunc float %97 to half
  %104 = bitcast half %103 to i16
  store i16 %104, ptr %102, align 2
  %105 = add nsw i32 %j1, 1
  br label %for.cond11, !llvm.loop !5

for.cond14:                                       ; preds = %for.body15, %if.end
  %i317 = phi i32 [ 0, %if.end ], [ %117, %for.body15 ]
  %106 = icmp slt i32 %i317, 64
  br i1 %106, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %107 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %108 = mul nuw i64 %107, 4
  %109 = sext i32 %i317 to i64
  %110 = mul nsw i64 %109, 64
  %111 = add nsw i64 %110, 0
  %112 = getelementptr inbounds float, ptr %acc_o, i64 %111
  call void @llvm.memset.p0.i64(ptr align 4 %112, i8 0, i64 %108, i1 false)
  %113 = sext i32 %i317 to i64
  %114 = getelementptr inbounds float, ptr %l, i64 %113
  store float 0.000000e+00, ptr %114, align 4
  %115 = sext i32 %i317 to i64
  %116 = getelementptr inbounds float, ptr %m, i64 %115
  store float 0xFFF0000000000000, ptr %116, align 4
  %117 = add nsw i32 %i317, 1
  br label %for.cond14, !llvm.loop !7

for.end16:                                        ; preds = %for.cond14
  %118 = sext i32 %S to i64
  %119 = sdiv i64 %118, 64
  %120 = sub i64 0, %118
  %121 = select i1 false, i64 %120, i64 %119
  %122 = srem i64 %118, 64
  %123 = icmp ne i64 %122, 0
  %124 = icmp slt i64 %118, 0
  %125 = icmp eq i1 %124, false
  %126 = and i1 %123, %125
  %127 = zext i1 %126 to i64
  %128 = add i64 %121, %127
  %129 = trunc i64 %128 to i32
  %130 = sext i32 %S to i64
  %131 = sdiv i64 %130, 64
  %132 = sub i64 0, %130
  %133 = select i1 false, i64 %132, i64 %131
  %134 = srem i64 %130, 64
  %135 = icmp ne i64 %134, 0
  %136 = icmp slt i64 %130, 0
  %137 = icmp eq i1 %136, false
  %138 = and i1 %135, %137
  %139 = zext i1 %138 to i64
  %140 = add i64 %133, %139
  %141 = trunc i64 %140 to i32
  br label %for.cond18

for.cond18:                                       ; preds = %for.end75, %for.end16
  %kb = phi i32 [ 0, %for.end16 ], [ %364, %for.end75 ]
  %142 = icmp slt i32 %kb, %129
  br i1 %142, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %143 = sext i32 %b to i64
  %144 = add i64 %143, 1
  %145 = sext i32 %B to i64
  %146 = icmp sle i64 %144, %145
  %147 = mul i32 %kb, 64
  %148 = icmp sle i32 0, %147
  %149 = mul i32 %kb, 64
  %150 = sext i32 %149 to i64
  %151 = add i64 %150, 64
  %152 = sext i32 %S to i64
  %153 = icmp sle i64 %151, %152
  %154 = and i1 %148, %153
  %155 = and i1 %146, %154
  %156 = sext i32 %h to i64
  %157 = add i64 %156, 1
  %158 = icmp sle i64 %157, 4
  %159 = and i1 %155, %158
  br i1 %159, label %if.then21, label %if.else22

for.end20:                                        ; preds = %for.cond18
  br label %for.cond163

if.then21:                                        ; preds = %for.body19
  br label %for.cond24

if.else22:                                        ; preds = %for.body19
  br label %for.cond34

if.end23:                                         ; preds = %for.end36, %for.end26
  %160 = sext i32 %b to i64
  %161 = add i64 %160, 1
  %162 = sext i32 %B to i64
  %163 = icmp sle i64 %161, %162
  %164 = mul i32 %kb, 64
  %165 = icmp sle i32 0, %164
  %166 = mul i32 %kb, 64
  %167 = sext i32 %166 to i64
  %168 = add i64 %167, 64
  %169 = sext i32 %S to i64
  %170 = icmp sle i64 %168, %169
  %171 = and i1 %165, %170
  %172 = and i1 %163, %171
  %173 = sext i32 %h to i64
  %174 = add i64 %173, 1
  %175 = icmp sle i64 %174, 4
  %176 = and i1 %172, %175
  br i1 %176, label %if.then45, label %if.else46

for.cond24:                                       ; preds = %if.end30, %if.then21
  %i327 = phi i32 [ 0, %if.then21 ], [ %199, %if.end30 ]
  %177 = icmp slt i32 %i327, 64
  br i1 %177, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %178 = add i32 %kb, 1
  %179 = icmp slt i32 %178, %141
  br i1 %179, label %if.then28, label %if.else29

for.end26:                                        ; preds = %for.cond24
  br label %if.end23

if.then28:                                        ; preds = %for.body25
  br label %for.cond31

if.else29:                                        ; preds = %for.body25
  br label %if.end30

if.end30:                                         ; preds = %if.else29, %for.end33
  %180 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %181 = mul nuw i64 %180, 2
  %182 = sext i32 %i327 to i64
  %183 = mul nsw i64 %182, 64
  %184 = add nsw i64 %183, 0
  %185 = getelementptr inbounds i16, ptr %K_s, i64 %184
  %186 = sext i32 %b to i64
  %187 = sext i32 %S to i64
  %188 = mul nsw i64 %186, %187
  %189 = mul i32 %kb, 64
  %190 = add i32 %189, %i327
  %191 = sext i32 %190 to i64
  %192 = add nsw i64 %188, %191
  %193 = mul nsw i64 %192, 4
  %194 = sext i32 %h to i64
  %195 = add nsw i64 %193, %194
  %196 = mul nsw i64 %195, 64
  %197 = add nsw i64 %196, 0
  %198 = getelementptr inbounds i16, ptr %K, i64 %197
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %185, ptr align 2 %198, i64 %181, i1 false)
  %199 = add nsw i32 %i327, 1
  br label %for.cond24, !llvm.loop !8

for.cond31:                                       ; preds = %for.body32, %if.then28
  %pf1 = phi i32 [ 0, %if.then28 ], [ %217, %for.body32 ]
  %200 = icmp slt i32 %pf1, 2
  br i1 %200, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %201 = sext i32 %b to i64
  %202 = sext i32 %S to i64
  %203 = mul i64 %201, %202
  %204 = add i32 %kb, 1
  %205 = mul i32 %204, 64
  %206 = add i32 %205, %i327
  %207 = sext i32 %206 to i64
  %208 = add i64 %203, %207
  %209 = mul i64 %208, 4
  %210 = sext i32 %h to i64
  %211 = add i64 %209, %210
  %212 = mul i64 %211, 64
  %213 = mul i32 %pf1, 32
  %214 = sext i32 %213 to i64
  %215 = add i64 %212, %214
  %216 = getelementptr i16, ptr %K, i64 %215
  call void @llvm.prefetch.p0(ptr %216, i32 0, i32 3, i32 1)
  %217 = add nsw i32 %pf1, 1
  br label %for.cond31, !llvm.loop !9

for.end33:                                        ; preds = %for.cond31
  br label %if.end30

for.cond34:                                       ; preds = %for.end40, %if.else22
  %i337 = phi i32 [ 0, %if.else22 ], [ %239, %for.end40 ]
  %218 = icmp slt i32 %i337, 64
  br i1 %218, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end23

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %265, %sel.end44 ]
  %219 = icmp slt i32 %j141, 64
  br i1 %219, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %220 = sext i32 %b to i64
  %221 = sext i32 %B to i64
  %222 = icmp slt i64 %220, %221
  %223 = mul i32 %kb, 64
  %224 = sext i32 %223 to i64
  %225 = sext i32 %i337 to i64
  %226 = add i64 %224, %225
  %227 = icmp sle i64 0, %226
  %228 = mul i32 %kb, 64
  %229 = sext i32 %228 to i64
  %230 = sext i32 %i337 to i64
  %231 = add i64 %229, %230
  %232 = sext i32 %S to i64
  %233 = icmp slt i64 %231, %232
  %234 = and i1 %227, %233
  %235 = and i1 %222, %234
  %236 = sext i32 %h to i64
  %237 = icmp slt i64 %236, 4
  %238 = and i1 %235, %237
  br i1 %238, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %239 = add nsw i32 %i337, 1
  br label %for.cond34, !llvm.loop !10

sel.then42:                                       ; preds = %for.body39
  %240 = sext i32 %b to i64
  %241 = sext i32 %S to i64
  %242 = mul nsw i64 %240, %241
  %243 = mul i32 %kb, 64
  %244 = add i32 %243, %i337
  %245 = sext i32 %244 to i64
  %246 = add nsw i64 %242, %245
  %247 = mul nsw i64 %246, 4
  %248 = sext i32 %h to i64
  %249 = add nsw i64 %247, %248
  %250 = mul nsw i64 %249, 64
  %251 = sext i32 %j141 to i64
  %252 = add nsw i64 %250, %251
  %253 = getelementptr inbounds i16, ptr %K, i64 %252
  %254 = load i16, ptr %253, align 2
  %255 = bitcast i16 %254 to half
  %256 = fpext half %255 to float
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %257 = phi float [ %256, %sel.then42 ], [ 0.000000e+00, %sel.else43 ]
  %258 = sext i32 %i337 to i64
  %259 = mul nsw i64 %258, 64
  %260 = sext i32 %j141 to i64
  %261 = add nsw i64 %259, %260
  %262 = getelementptr inbounds i16, ptr %K_s, i64 %261
  %263 = fptrunc float %257 to half
  %264 = bitcast half %263 to i16
  store i16 %264, ptr %262, align 2
  %265 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !11

if.then45:                                        ; preds = %if.end23
  br label %for.cond48

if.else46:                                        ; preds = %if.end23
  br label %for.cond58

if.end47:                                         ; preds = %for.end60, %for.end50
  br label %for.cond69

for.cond48:                                       ; preds = %if.end54, %if.then45
  %i351 = phi i32 [ 0, %if.then45 ], [ %288, %if.end54 ]
  %266 = icmp slt i32 %i351, 64
  br i1 %266, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %267 = add i32 %kb, 1
  %268 = icmp slt i32 %267, %141
  br i1 %268, label %if.then52, label %if.else53

for.end50:                                        ; preds = %for.cond48
  br label %if.end47

if.then52:                                        ; preds = %for.body49
  br label %for.cond55

if.else53:                                        ; preds = %for.body49
  br label %if.end54

if.end54:                                         ; preds = %if.else53, %for.end57
  %269 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %270 = mul nuw i64 %269, 2
  %271 = sext i32 %i351 to i64
  %272 = mul nsw i64 %271, 64
  %273 = add nsw i64 %272, 0
  %274 = getelementptr inbounds i16, ptr %V_s, i64 %273
  %275 = sext i32 %b to i64
  %276 = sext i32 %S to i64
  %277 = mul nsw i64 %275, %276
  %278 = mul i32 %kb, 64
  %279 = add i32 %278, %i351
  %280 = sext i32 %279 to i64
  %281 = add nsw i64 %277, %280
  %282 = mul nsw i64 %281, 4
  %283 = sext i32 %h to i64
  %284 = add nsw i64 %282, %283
  %285 = mul nsw i64 %284, 64
  %286 = add nsw i64 %285, 0
  %287 = getelementptr inbounds i16, ptr %V, i64 %286
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %274, ptr align 2 %287, i64 %270, i1 false)
  %288 = add nsw i32 %i351, 1
  br label %for.cond48, !llvm.loop !12

for.cond55:                                       ; preds = %for.body56, %if.then52
  %pf2 = phi i32 [ 0, %if.then52 ], [ %306, %for.body56 ]
  %289 = icmp slt i32 %pf2, 2
  br i1 %289, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %290 = sext i32 %b to i64
  %291 = sext i32 %S to i64
  %292 = mul i64 %290, %291
  %293 = add i32 %kb, 1
  %294 = mul i32 %293, 64
  %295 = add i32 %294, %i351
  %296 = sext i32 %295 to i64
  %297 = add i64 %292, %296
  %298 = mul i64 %297, 4
  %299 = sext i32 %h to i64
  %300 = add i64 %298, %299
  %301 = mul i64 %300, 64
  %302 = mul i32 %pf2, 32
  %303 = sext i32 %302 to i64
  %304 = add i64 %301, %303
  %305 = getelementptr i16, ptr %V, i64 %304
  call void @llvm.prefetch.p0(ptr %305, i32 0, i32 3, i32 1)
  %306 = add nsw i32 %pf2, 1
  br label %for.cond55, !llvm.loop !13

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.end64, %if.else46
  %i361 = phi i32 [ 0, %if.else46 ], [ %328, %for.end64 ]
  %307 = icmp slt i32 %i361, 64
  br i1 %307, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  br label %for.cond62

for.end60:                                        ; preds = %for.cond58
  br label %if.end47

for.cond62:                                       ; preds = %sel.end68, %for.body59
  %j165 = phi i32 [ 0, %for.body59 ], [ %354, %sel.end68 ]
  %308 = icmp slt i32 %j165, 64
  br i1 %308, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %309 = sext i32 %b to i64
  %310 = sext i32 %B to i64
  %311 = icmp slt i64 %309, %310
  %312 = mul i32 %kb, 64
  %313 = sext i32 %312 to i64
  %314 = sext i32 %i361 to i64
  %315 = add i64 %313, %314
  %316 = icmp sle i64 0, %315
  %317 = mul i32 %kb, 64
  %318 = sext i32 %317 to i64
  %319 = sext i32 %i361 to i64
  %320 = add i64 %318, %319
  %321 = sext i32 %S to i64
  %322 = icmp slt i64 %320, %321
  %323 = and i1 %316, %322
  %324 = and i1 %311, %323
  %325 = sext i32 %h to i64
  %326 = icmp slt i64 %325, 4
  %327 = and i1 %324, %326
  br i1 %327, label %sel.then66, label %sel.else67

for.end64:                                        ; preds = %for.cond62
  %328 = add nsw i32 %i361, 1
  br label %for.cond58, !llvm.loop !14

sel.then66:                                       ; preds = %for.body63
  %329 = sext i32 %b to i64
  %330 = sext i32 %S to i64
  %331 = mul nsw i64 %329, %330
  %332 = mul i32 %kb, 64
  %333 = add i32 %332, %i361
  %334 = sext i32 %333 to i64
  %335 = add nsw i64 %331, %334
  %336 = mul nsw i64 %335, 4
  %337 = sext i32 %h to i64
  %338 = add nsw i64 %336, %337
  %339 = mul nsw i64 %338, 64
  %340 = sext i32 %j165 to i64
  %341 = add nsw i64 %339, %340
  %342 = getelementptr inbounds i16, ptr %V, i64 %341
  %343 = load i16, ptr %342, align 2
  %344 = bitcast i16 %343 to half
  %345 = fpext half %344 to float
  br label %sel.end68

sel.else67:                                       ; preds = %for.body63
  br label %sel.end68

sel.end68:                                        ; preds = %sel.else67, %sel.then66
  %346 = phi float [ %345, %sel.then66 ], [ 0.000000e+00, %sel.else67 ]
  %347 = sext i32 %i361 to i64
  %348 = mul nsw i64 %347, 64
  %349 = sext i32 %j165 to i64
  %350 = add nsw i64 %348, %349
  %351 = getelementptr inbounds i16, ptr %V_s, i64 %350
  %352 = fptrunc float %346 to half
  %353 = bitcast half %352 to i16
  store i16 %353, ptr %351, align 2
  %354 = add nsw i32 %j165, 1
  br label %for.cond62, !llvm.loop !15

for.cond69:                                       ; preds = %for.body70, %if.end47
  %i372 = phi i32 [ 0, %if.end47 ], [ %362, %for.body70 ]
  %355 = icmp slt i32 %i372, 64
  br i1 %355, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %356 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %357 = mul nuw i64 %356, 4
  %358 = sext i32 %i372 to i64
  %359 = mul nsw i64 %358, 64
  %360 = add nsw i64 %359, 0
  %361 = getelementptr inbounds float, ptr %acc_s, i64 %360
  call void @llvm.memset.p0.i64(ptr align 4 %361, i8 0, i64 %357, i1 false)
  %362 = add nsw i32 %i372, 1
  br label %for.cond69, !llvm.loop !16

for.end71:                                        ; preds = %for.cond69
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond73

for.cond73:                                       ; preds = %for.end161, %for.end71
  %i = phi i32 [ 0, %for.end71 ], [ %686, %for.end161 ]
  %363 = icmp slt i32 %i, 64
  br i1 %363, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %364 = add nsw i32 %kb, 1
  br label %for.cond18, !llvm.loop !17

for.cond76:                                       ; preds = %for.body77, %for.body74
  %j = phi i32 [ 0, %for.body74 ], [ %383, %for.body77 ]
  %365 = icmp slt i32 %j, 64
  br i1 %365, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %366 = mul i32 %kb, 64
  %367 = add i32 %366, %j
  %368 = icmp slt i32 %367, %S
  %369 = sext i32 %i to i64
  %370 = mul nsw i64 %369, 64
  %371 = sext i32 %j to i64
  %372 = add nsw i64 %370, %371
  %373 = call i64 @llvm.umin.i64(i64 %372, i64 4095)
  %374 = getelementptr inbounds float, ptr %acc_s, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = fmul float %375, 1.250000e-01
  %377 = select i1 %368, float %376, float 0xFFF0000000000000
  %378 = sext i32 %i to i64
  %379 = mul nsw i64 %378, 64
  %380 = sext i32 %j to i64
  %381 = add nsw i64 %379, %380
  %382 = getelementptr inbounds float, ptr %acc_s, i64 %381
  store float %377, ptr %382, align 4
  %383 = add nsw i32 %j, 1
  br label %for.cond76, !llvm.loop !18

for.end78:                                        ; preds = %for.cond76
  %384 = sext i32 %i to i64
  %385 = getelementptr inbounds float, ptr %m, i64 %384
  %386 = load float, ptr %385, align 4
  %387 = sext i32 %i to i64
  %388 = getelementptr inbounds float, ptr %m_prev, i64 %387
  store float %386, ptr %388, align 4
  %389 = sext i32 %i to i64
  %390 = getelementptr inbounds float, ptr %m, i64 %389
  %tl_dst0 = load float, ptr %390, align 4
  br label %for.cond79

for.cond79:                                       ; preds = %for.body80, %for.end78
  %lane = phi i32 [ 0, %for.end78 ], [ %415, %for.body80 ]
  %391 = icmp slt i32 %lane, 32
  br i1 %391, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %392 = sext i32 %i to i64
  %393 = mul nsw i64 %392, 64
  %394 = sext i32 %lane to i64
  %395 = add nsw i64 %393, %394
  %396 = getelementptr inbounds float, ptr %acc_s, i64 %395
  %397 = load float, ptr %396, align 4
  %398 = sext i32 %i to i64
  %399 = mul nsw i64 %398, 64
  %400 = sext i32 %lane to i64
  %401 = add nsw i64 %399, %400
  %402 = getelementptr inbounds float, ptr %acc_s, i64 %401
  %403 = load float, ptr %402, align 4
  %404 = fcmp une float %397, %403
  %405 = sext i32 %i to i64
  %406 = mul nsw i64 %405, 64
  %407 = sext i32 %lane to i64
  %408 = add nsw i64 %406, %407
  %409 = call i64 @llvm.umin.i64(i64 %408, i64 4095)
  %410 = getelementptr inbounds float, ptr %acc_s, i64 %409
  %411 = load float, ptr %410, align 4
  %412 = select i1 %404, float 0xFFF0000000000000, float %411
  %413 = sext i32 %lane to i64
  %414 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %413
  store float %412, ptr %414, align 4
  %415 = add nsw i32 %lane, 1
  br label %for.cond79, !llvm.loop !19

for.end81:                                        ; preds = %for.cond79
  br label %for.cond82

for.cond82:                                       ; preds = %for.end87, %for.end81
  %red = phi i32 [ 0, %for.end81 ], [ %433, %for.end87 ]
  %416 = icmp slt i32 %red, 1
  br i1 %416, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond85

for.end84:                                        ; preds = %for.cond82
  br label %for.cond89

for.cond85:                                       ; preds = %for.body86, %for.body83
  %lane88 = phi i32 [ 0, %for.body83 ], [ %432, %for.body86 ]
  %417 = icmp slt i32 %lane88, 32
  br i1 %417, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %418 = sext i32 %lane88 to i64
  %419 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %418
  %lane_acc = load float, ptr %419, align 4
  %420 = sext i32 %i to i64
  %421 = mul nsw i64 %420, 64
  %422 = add i32 %red, 1
  %423 = mul i32 %422, 32
  %424 = add i32 %423, %lane88
  %425 = sext i32 %424 to i64
  %426 = add nsw i64 %421, %425
  %427 = getelementptr inbounds float, ptr %acc_s, i64 %426
  %lane_next = load float, ptr %427, align 4
  %428 = fcmp ogt float %lane_next, %lane_acc
  %429 = select i1 %428, float %lane_next, float %lane_acc
  %430 = sext i32 %lane88 to i64
  %431 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %430
  store float %429, ptr %431, align 4
  %432 = add nsw i32 %lane88, 1
  br label %for.cond85, !llvm.loop !20

for.end87:                                        ; preds = %for.cond85
  %433 = add nsw i32 %red, 1
  br label %for.cond82, !llvm.loop !21

for.cond89:                                       ; preds = %for.body90, %for.end84
  %lane92 = phi i32 [ 0, %for.end84 ], [ %444, %for.body90 ]
  %434 = icmp slt i32 %lane92, 16
  br i1 %434, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %435 = sext i32 %lane92 to i64
  %436 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %435
  %lane_acc93 = load float, ptr %436, align 4
  %437 = add i32 %lane92, 16
  %438 = sext i32 %437 to i64
  %439 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %438
  %lane_next94 = load float, ptr %439, align 4
  %440 = fcmp ogt float %lane_next94, %lane_acc93
  %441 = select i1 %440, float %lane_next94, float %lane_acc93
  %442 = sext i32 %lane92 to i64
  %443 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %442
  store float %441, ptr %443, align 4
  %444 = add nsw i32 %lane92, 1
  br label %for.cond89, !llvm.loop !22

for.end91:                                        ; preds = %for.cond89
  br label %for.cond95

for.cond95:                                       ; preds = %for.body96, %for.end91
  %lane98 = phi i32 [ 0, %for.end91 ], [ %455, %for.body96 ]
  %445 = icmp slt i32 %lane98, 8
  br i1 %445, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %446 = sext i32 %lane98 to i64
  %447 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %446
  %lane_acc99 = load float, ptr %447, align 4
  %448 = add i32 %lane98, 8
  %449 = sext i32 %448 to i64
  %450 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %449
  %lane_next100 = load float, ptr %450, align 4
  %451 = fcmp ogt float %lane_next100, %lane_acc99
  %452 = select i1 %451, float %lane_next100, float %lane_acc99
  %453 = sext i32 %lane98 to i64
  %454 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %453
  store float %452, ptr %454, align 4
  %455 = add nsw i32 %lane98, 1
  br label %for.cond95, !llvm.loop !23

for.end97:                                        ; preds = %for.cond95
  br label %for.cond101

for.cond101:                                      ; preds = %for.body102, %for.end97
  %lane104 = phi i32 [ 0, %for.end97 ], [ %466, %for.body102 ]
  %456 = icmp slt i32 %lane104, 4
  br i1 %456, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %457 = sext i32 %lane104 to i64
  %458 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %457
  %lane_acc105 = load float, ptr %458, align 4
  %459 = add i32 %lane104, 4
  %460 = sext i32 %459 to i64
  %461 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %460
  %lane_next106 = load float, ptr %461, align 4
  %462 = fcmp ogt float %lane_next106, %lane_acc105
  %463 = select i1 %462, float %lane_next106, float %lane_acc105
  %464 = sext i32 %lane104 to i64
  %465 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %464
  store float %463, ptr %465, align 4
  %466 = add nsw i32 %lane104, 1
  br label %for.cond101, !llvm.loop !24

for.end103:                                       ; preds = %for.cond101
  br label %for.cond107

for.cond107:                                      ; preds = %for.body108, %for.end103
  %lane110 = phi i32 [ 0, %for.end103 ], [ %477, %for.body108 ]
  %467 = icmp slt i32 %lane110, 2
  br i1 %467, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %468 = sext i32 %lane110 to i64
  %469 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %468
  %lane_acc111 = load float, ptr %469, align 4
  %470 = add i32 %lane110, 2
  %471 = sext i32 %470 to i64
  %472 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %471
  %lane_next112 = load float, ptr %472, align 4
  %473 = fcmp ogt float %lane_next112, %lane_acc111
  %474 = select i1 %473, float %lane_next112, float %lane_acc111
  %475 = sext i32 %lane110 to i64
  %476 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %475
  store float %474, ptr %476, align 4
  %477 = add nsw i32 %lane110, 1
  br label %for.cond107, !llvm.loop !25

for.end109:                                       ; preds = %for.cond107
  br label %for.cond113

for.cond113:                                      ; preds = %for.body114, %for.end109
  %lane116 = phi i32 [ 0, %for.end109 ], [ %488, %for.body114 ]
  %478 = icmp slt i32 %lane116, 1
  br i1 %478, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %479 = sext i32 %lane116 to i64
  %480 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %479
  %lane_acc117 = load float, ptr %480, align 4
  %481 = add i32 %lane116, 1
  %482 = sext i32 %481 to i64
  %483 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %482
  %lane_next118 = load float, ptr %483, align 4
  %484 = fcmp ogt float %lane_next118, %lane_acc117
  %485 = select i1 %484, float %lane_next118, float %lane_acc117
  %486 = sext i32 %lane116 to i64
  %487 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %486
  store float %485, ptr %487, align 4
  %488 = add nsw i32 %lane116, 1
  br label %for.cond113, !llvm.loop !26

for.end115:                                       ; preds = %for.cond113
  %489 = sext i32 %i to i64
  %490 = getelementptr inbounds float, ptr %m, i64 %489
  %491 = load float, ptr %490, align 4
  %492 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %493 = load float, ptr %492, align 4
  %494 = call float @llvm.maxnum.f32(float %491, float %493)
  %495 = sext i32 %i to i64
  %496 = getelementptr inbounds float, ptr %m, i64 %495
  store float %494, ptr %496, align 4
  %497 = sext i32 %i to i64
  %498 = getelementptr inbounds float, ptr %m, i64 %497
  %499 = load float, ptr %498, align 4
  %500 = fcmp oeq float %499, 0xFFF0000000000000
  %501 = fcmp une float %tl_dst0, %tl_dst0
  %502 = and i1 %500, %501
  br i1 %502, label %if.then119, label %if.else120

if.then119:                                       ; preds = %for.end115
  %503 = sext i32 %i to i64
  %504 = getelementptr inbounds float, ptr %m, i64 %503
  store float %tl_dst0, ptr %504, align 4
  br label %for.cond122

if.else120:                                       ; preds = %for.end115
  br label %if.end121

if.end121:                                        ; preds = %if.else120, %for.end124
  br label %for.cond126

for.cond122:                                      ; preds = %for.body123, %if.then119
  %red125 = phi i32 [ 0, %if.then119 ], [ %518, %for.body123 ]
  %505 = icmp slt i32 %red125, 64
  br i1 %505, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %506 = sext i32 %i to i64
  %507 = getelementptr inbounds float, ptr %m, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = sext i32 %i to i64
  %510 = mul nsw i64 %509, 64
  %511 = sext i32 %red125 to i64
  %512 = add nsw i64 %510, %511
  %513 = getelementptr inbounds float, ptr %acc_s, i64 %512
  %514 = load float, ptr %513, align 4
  %515 = call float @llvm.maxnum.f32(float %508, float %514)
  %516 = sext i32 %i to i64
  %517 = getelementptr inbounds float, ptr %m, i64 %516
  store float %515, ptr %517, align 4
  %518 = add nsw i32 %red125, 1
  br label %for.cond122, !llvm.loop !27

for.end124:                                       ; preds = %for.cond122
  br label %if.end121

for.cond126:                                      ; preds = %for.body127, %if.end121
  %j129 = phi i32 [ 0, %if.end121 ], [ %536, %for.body127 ]
  %519 = icmp slt i32 %j129, 64
  br i1 %519, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %520 = sext i32 %i to i64
  %521 = mul nsw i64 %520, 64
  %522 = sext i32 %j129 to i64
  %523 = add nsw i64 %521, %522
  %524 = getelementptr inbounds float, ptr %acc_s, i64 %523
  %525 = load float, ptr %524, align 4
  %526 = sext i32 %i to i64
  %527 = getelementptr inbounds float, ptr %m, i64 %526
  %528 = load float, ptr %527, align 4
  %529 = fsub float %525, %528
  %530 = call float @tilec_expf_nonpos(float %529)
  %531 = sext i32 %i to i64
  %532 = mul nsw i64 %531, 64
  %533 = sext i32 %j129 to i64
  %534 = add nsw i64 %532, %533
  %535 = getelementptr inbounds float, ptr %acc_s, i64 %534
  store float %530, ptr %535, align 4
  %536 = add nsw i32 %j129, 1
  br label %for.cond126, !llvm.loop !28

for.end128:                                       ; preds = %for.cond126
  %537 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %538 = mul nuw i64 %537, 4
  %539 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %540 = sext i32 %i to i64
  %541 = mul nsw i64 %540, 64
  %542 = add nsw i64 %541, 0
  %543 = getelementptr inbounds float, ptr %acc_s, i64 %542
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %539, ptr align 4 %543, i64 %538, i1 false)
  br label %for.cond130

for.cond130:                                      ; preds = %for.end135, %for.end128
  %red1 = phi i32 [ 0, %for.end128 ], [ %562, %for.end135 ]
  %544 = icmp slt i32 %red1, 1
  br i1 %544, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  br label %for.cond136

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane1 = phi i32 [ 0, %for.body131 ], [ %561, %for.body134 ]
  %545 = icmp slt i32 %lane1, 32
  br i1 %545, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %546 = sext i32 %lane1 to i64
  %547 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = sext i32 %i to i64
  %550 = mul nsw i64 %549, 64
  %551 = add i32 %red1, 1
  %552 = mul i32 %551, 32
  %553 = add i32 %552, %lane1
  %554 = sext i32 %553 to i64
  %555 = add nsw i64 %550, %554
  %556 = getelementptr inbounds float, ptr %acc_s, i64 %555
  %557 = load float, ptr %556, align 4
  %558 = fadd float %548, %557
  %559 = sext i32 %lane1 to i64
  %560 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %559
  store float %558, ptr %560, align 4
  %561 = add nsw i32 %lane1, 1
  br label %for.cond133, !llvm.loop !29

for.end135:                                       ; preds = %for.cond133
  %562 = add nsw i32 %red1, 1
  br label %for.cond130, !llvm.loop !30

for.cond136:                                      ; preds = %for.body137, %for.end132
  %lane1139 = phi i32 [ 0, %for.end132 ], [ %574, %for.body137 ]
  %563 = icmp slt i32 %lane1139, 16
  br i1 %563, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %564 = sext i32 %lane1139 to i64
  %565 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = add i32 %lane1139, 16
  %568 = sext i32 %567 to i64
  %569 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %568
  %570 = load float, ptr %569, align 4
  %571 = fadd float %566, %570
  %572 = sext i32 %lane1139 to i64
  %573 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %572
  store float %571, ptr %573, align 4
  %574 = add nsw i32 %lane1139, 1
  br label %for.cond136, !llvm.loop !31

for.end138:                                       ; preds = %for.cond136
  br label %for.cond140

for.cond140:                                      ; preds = %for.body141, %for.end138
  %lane1143 = phi i32 [ 0, %for.end138 ], [ %586, %for.body141 ]
  %575 = icmp slt i32 %lane1143, 8
  br i1 %575, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %576 = sext i32 %lane1143 to i64
  %577 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %576
  %578 = load float, ptr %577, align 4
  %579 = add i32 %lane1143, 8
  %580 = sext i32 %579 to i64
  %581 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %580
  %582 = load float, ptr %581, align 4
  %583 = fadd float %578, %582
  %584 = sext i32 %lane1143 to i64
  %585 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %584
  store float %583, ptr %585, align 4
  %586 = add nsw i32 %lane1143, 1
  br label %for.cond140, !llvm.loop !32

for.end142:                                       ; preds = %for.cond140
  br label %for.cond144

for.cond144:                                      ; preds = %for.body145, %for.end142
  %lane1147 = phi i32 [ 0, %for.end142 ], [ %598, %for.body145 ]
  %587 = icmp slt i32 %lane1147, 4
  br i1 %587, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %588 = sext i32 %lane1147 to i64
  %589 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %588
  %590 = load float, ptr %589, align 4
  %591 = add i32 %lane1147, 4
  %592 = sext i32 %591 to i64
  %593 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %592
  %594 = load float, ptr %593, align 4
  %595 = fadd float %590, %594
  %596 = sext i32 %lane1147 to i64
  %597 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %596
  store float %595, ptr %597, align 4
  %598 = add nsw i32 %lane1147, 1
  br label %for.cond144, !llvm.loop !33

for.end146:                                       ; preds = %for.cond144
  br label %for.cond148

for.cond148:                                      ; preds = %for.body149, %for.end146
  %lane1151 = phi i32 [ 0, %for.end146 ], [ %610, %for.body149 ]
  %599 = icmp slt i32 %lane1151, 2
  br i1 %599, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %600 = sext i32 %lane1151 to i64
  %601 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %600
  %602 = load float, ptr %601, align 4
  %603 = add i32 %lane1151, 2
  %604 = sext i32 %603 to i64
  %605 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %604
  %606 = load float, ptr %605, align 4
  %607 = fadd float %602, %606
  %608 = sext i32 %lane1151 to i64
  %609 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %608
  store float %607, ptr %609, align 4
  %610 = add nsw i32 %lane1151, 1
  br label %for.cond148, !llvm.loop !34

for.end150:                                       ; preds = %for.cond148
  br label %for.cond152

for.cond152:                                      ; preds = %for.body153, %for.end150
  %lane1155 = phi i32 [ 0, %for.end150 ], [ %622, %for.body153 ]
  %611 = icmp slt i32 %lane1155, 1
  br i1 %611, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %612 = sext i32 %lane1155 to i64
  %613 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %612
  %614 = load float, ptr %613, align 4
  %615 = add i32 %lane1155, 1
  %616 = sext i32 %615 to i64
  %617 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %616
  %618 = load float, ptr %617, align 4
  %619 = fadd float %614, %618
  %620 = sext i32 %lane1155 to i64
  %621 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %620
  store float %619, ptr %621, align 4
  %622 = add nsw i32 %lane1155, 1
  br label %for.cond152, !llvm.loop !35

for.end154:                                       ; preds = %for.cond152
  %623 = sext i32 %i to i64
  %624 = getelementptr inbounds float, ptr %row_sum, i64 %623
  store float 0.000000e+00, ptr %624, align 4
  %625 = sext i32 %i to i64
  %626 = getelementptr inbounds float, ptr %row_sum, i64 %625
  %627 = load float, ptr %626, align 4
  %628 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %629 = load float, ptr %628, align 4
  %630 = fadd float %627, %629
  %631 = sext i32 %i to i64
  %632 = getelementptr inbounds float, ptr %row_sum, i64 %631
  store float %630, ptr %632, align 4
  %633 = sext i32 %i to i64
  %634 = getelementptr inbounds float, ptr %m_prev, i64 %633
  %635 = load float, ptr %634, align 4
  %636 = sext i32 %i to i64
  %637 = getelementptr inbounds float, ptr %m, i64 %636
  %638 = load float, ptr %637, align 4
  %639 = fsub float %635, %638
  %alpha = call float @tilec_expf(float %639)
  %640 = sext i32 %i to i64
  %641 = getelementptr inbounds float, ptr %l, i64 %640
  %642 = load float, ptr %641, align 4
  %643 = fmul float %642, %alpha
  %644 = sext i32 %i to i64
  %645 = getelementptr inbounds float, ptr %row_sum, i64 %644
  %646 = load float, ptr %645, align 4
  %647 = fadd float %643, %646
  %648 = sext i32 %i to i64
  %649 = getelementptr inbounds float, ptr %l, i64 %648
  store float %647, ptr %649, align 4
  %650 = sext i32 %i to i64
  %651 = getelementptr inbounds float, ptr %m_prev, i64 %650
  store float %alpha, ptr %651, align 4
  br label %for.cond156

for.cond156:                                      ; preds = %for.body157, %for.end154
  %d = phi i32 [ 0, %for.end154 ], [ %668, %for.body157 ]
  %652 = icmp slt i32 %d, 64
  br i1 %652, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %653 = sext i32 %i to i64
  %654 = mul nsw i64 %653, 64
  %655 = sext i32 %d to i64
  %656 = add nsw i64 %654, %655
  %657 = getelementptr inbounds float, ptr %acc_o, i64 %656
  %658 = load float, ptr %657, align 4
  %659 = sext i32 %i to i64
  %660 = getelementptr inbounds float, ptr %m_prev, i64 %659
  %661 = load float, ptr %660, align 4
  %662 = fmul float %658, %661
  %663 = sext i32 %i to i64
  %664 = mul nsw i64 %663, 64
  %665 = sext i32 %d to i64
  %666 = add nsw i64 %664, %665
  %667 = getelementptr inbounds float, ptr %acc_o, i64 %666
  store float %662, ptr %667, align 4
  %668 = add nsw i32 %d, 1
  br label %for.cond156, !llvm.loop !36

for.end158:                                       ; preds = %for.cond156
  br label %for.cond159

for.cond159:                                      ; preds = %for.body160, %for.end158
  %j1162 = phi i32 [ 0, %for.end158 ], [ %685, %for.body160 ]
  %669 = icmp slt i32 %j1162, 64
  br i1 %669, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %670 = sext i32 %i to i64
  %671 = mul nsw i64 %670, 64
  %672 = sext i32 %j1162 to i64
  %673 = add nsw i64 %671, %672
  %674 = getelementptr inbounds float, ptr %acc_s, i64 %673
  %675 = load float, ptr %674, align 4
  %676 = fptrunc float %675 to half
  %677 = fpext half %676 to float
  %678 = sext i32 %i to i64
  %679 = mul nsw i64 %678, 64
  %680 = sext i32 %j1162 to i64
  %681 = add nsw i64 %679, %680
  %682 = getelementptr inbounds i16, ptr %P_s, i64 %681
  %683 = fptrunc float %677 to half
  %684 = bitcast half %683 to i16
  store i16 %684, ptr %682, align 2
  %685 = add nsw i32 %j1162, 1
  br label %for.cond159, !llvm.loop !37

for.end161:                                       ; preds = %for.cond159
  %686 = add nsw i32 %i, 1
  br label %for.cond73, !llvm.loop !38

for.cond163:                                      ; preds = %if.end169, %for.end20
  %i166 = phi i32 [ 0, %for.end20 ], [ %707, %if.end169 ]
  %687 = icmp slt i32 %i166, 64
  br i1 %687, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %688 = icmp sle i32 0, %b
  %689 = icmp slt i32 %b, %B
  %690 = and i1 %688, %689
  %691 = mul i32 %bx, 64
  %692 = add i32 %691, %i166
  %693 = icmp sle i32 0, %692
  %694 = mul i32 %bx, 64
  %695 = add i32 %694, %i166
  %696 = icmp slt i32 %695, %S
  %697 = and i1 %693, %696
  %698 = and i1 %690, %697
  %699 = icmp sle i32 0, %h
  %700 = icmp slt i32 %h, 4
  %701 = and i1 %699, %700
  %702 = and i1 %698, %701
  br i1 %702, label %if.then167, label %if.else168

for.end165:                                       ; preds = %for.cond163
  ret void

if.then167:                                       ; preds = %for.body164
  %703 = sext i32 %B to i64
  %704 = sext i32 %S to i64
  %705 = mul i64 %703, %704
  %706 = icmp sge i64 %705, 65536
  br i1 %706, label %if.then170, label %if.else171

if.else168:                                       ; preds = %for.body164
  br label %if.end169

if.end169:                                        ; preds = %if.else168, %if.end172
  %707 = add nsw i32 %i166, 1
  br label %for.cond163, !llvm.loop !39

if.then170:                                       ; preds = %if.then167
  br label %for.cond173

if.else171:                                       ; preds = %if.then167
  br label %for.cond179

if.end172:                                        ; preds = %for.end181, %for.end175
  br label %if.end169

for.cond173:                                      ; preds = %for.end178, %if.then170
  %tl_c2 = phi i32 [ 0, %if.then170 ], [ %751, %for.end178 ]
  %708 = icmp slt i32 %tl_c2, 1
  br i1 %708, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %tl_sb3 = mul i32 %tl_c2, 2048
  %709 = sub i32 64, %tl_sb3
  %710 = icmp slt i32 %709, 2048
  %711 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %710, i32 %711, i32 2048
  br label %for.cond176

for.end175:                                       ; preds = %for.cond173
  br label %if.end172

for.cond176:                                      ; preds = %for.body177, %for.body174
  %tl_c5 = phi i32 [ 0, %for.body174 ], [ %731, %for.body177 ]
  %712 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %712, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %713 = sext i32 %i166 to i64
  %714 = mul nsw i64 %713, 64
  %715 = add i32 %tl_sb3, %tl_c5
  %716 = add i32 0, %715
  %717 = sext i32 %716 to i64
  %718 = add nsw i64 %714, %717
  %719 = getelementptr inbounds float, ptr %acc_o, i64 %718
  %720 = load float, ptr %719, align 4
  %721 = sext i32 %i166 to i64
  %722 = getelementptr inbounds float, ptr %l, i64 %721
  %723 = load float, ptr %722, align 4
  %724 = fdiv float %720, %723
  %725 = fptrunc float %724 to half
  %726 = fpext half %725 to float
  %727 = sext i32 %tl_c5 to i64
  %728 = getelementptr inbounds i16, ptr %tl_stream0, i64 %727
  %729 = fptrunc float %726 to half
  %730 = bitcast half %729 to i16
  store i16 %730, ptr %728, align 2
  %731 = add nsw i32 %tl_c5, 1
  br label %for.cond176, !llvm.loop !40

for.end178:                                       ; preds = %for.cond176
  %732 = sext i32 %tl_sm4 to i64
  %733 = sext i32 %b to i64
  %734 = sext i32 %S to i64
  %735 = mul nsw i64 %733, %734
  %736 = mul i32 %bx, 64
  %737 = add i32 %736, %i166
  %738 = sext i32 %737 to i64
  %739 = add nsw i64 %735, %738
  %740 = mul nsw i64 %739, 4
  %741 = sext i32 %h to i64
  %742 = add nsw i64 %740, %741
  %743 = mul nsw i64 %742, 64
  %744 = add i32 %tl_sb3, 0
  %745 = add i32 0, %744
  %746 = sext i32 %745 to i64
  %747 = add nsw i64 %743, %746
  %748 = getelementptr inbounds i16, ptr %O, i64 %747
  %749 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %750 = mul i64 %732, 2
  call void @tilec_rt_stream(ptr %748, ptr %749, i64 %750)
  %751 = add nsw i32 %tl_c2, 1
  br label %for.cond173, !llvm.loop !41

for.cond179:                                      ; preds = %for.body180, %if.else171
  %d1 = phi i32 [ 0, %if.else171 ], [ %783, %for.body180 ]
  %752 = icmp slt i32 %d1, 64
  br i1 %752, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %753 = sext i32 %i166 to i64
  %754 = mul nsw i64 %753, 64
  %755 = add i32 0, %d1
  %756 = sext i32 %755 to i64
  %757 = add nsw i64 %754, %756
  %758 = getelementptr inbounds float, ptr %acc_o, i64 %757
  %759 = load float, ptr %758, align 4
  %760 = sext i32 %i166 to i64
  %761 = getelementptr inbounds float, ptr %l, i64 %760
  %762 = load float, ptr %761, align 4
  %763 = fdiv float %759, %762
  %764 = fptrunc float %763 to half
  %765 = fpext half %764 to float
  %766 = sext i32 %b to i64
  %767 = sext i32 %S to i64
  %768 = mul nsw i64 %766, %767
  %769 = mul i32 %bx, 64
  %770 = add i32 %769, %i166
  %771 = sext i32 %770 to i64
  %772 = add nsw i64 %768, %771
  %773 = mul nsw i64 %772, 4
  %774 = sext i32 %h to i64
  %775 = add nsw i64 %773, %774
  %776 = mul nsw i64 %775, 64
  %777 = add i32 0, %d1
  %778 = sext i32 %777 to i64
  %779 = add nsw i64 %776, %778
  %780 = getelementptr inbounds i16, ptr %O, i64 %779
  %781 = fptrunc float %765 to half
  %782 = bitcast half %781 to i16
  store i16 %782, ptr %780, align 2
  %783 = add nsw i32 %d1, 1
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
define internal void @flash_attention_bshd_task(ptr %ctx, i64 %block) #6 {
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
define i32 @tilec_launch_flash_attention_bshd(ptr %args, ptr %dims, ptr %self) #6 {
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
