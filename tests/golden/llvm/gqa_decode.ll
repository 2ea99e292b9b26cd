; ModuleID = 'gqa_decode.tile'
source_filename = "gqa_decode.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_gqa_decode = type { ptr, ptr, ptr, ptr, i32, i32, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
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
  %tl_stream0 = alloca [2048 x i16], align 64
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
  br label %for.cond7

if.end:                                           ; preds = %for.end9, %for.end
  br label %for.cond14

for.cond:                                         ; preds = %if.end3, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %32, %if.end3 ]
  %13 = icmp slt i32 %i1, 8
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %14 = add i32 %i1, 1
  %15 = icmp slt i32 %14, 8
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
  %18 = sext i32 %i1 to i64
  %19 = mul nsw i64 %18, 64
  %20 = add nsw i64 %19, 0
  %21 = getelementptr inbounds i16, ptr %Q_s, i64 %20
  %22 = sext i32 %b to i64
  %23 = sext i32 %H to i64
  %24 = mul nsw i64 %22, %23
  %25 = mul i32 %g, 8
  %26 = add i32 %25, %i1
  %27 = sext i32 %26 to i64
  %28 = add nsw i64 %24, %27
  %29 = mul nsw i64 %28, 64
  %30 = add nsw i64 %29, 0
  %31 = getelementptr inbounds i16, ptr %Q, i64 %30
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %21, ptr align 2 %31, i64 %17, i1 false)
  %32 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %47, %for.body5 ]
  %33 = icmp slt i32 %pf, 2
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = sext i32 %b to i64
  %35 = sext i32 %H to i64
  %36 = mul i64 %34, %35
  %37 = mul i32 %g, 8
  %38 = add i32 %i1, 1
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
  %i110 = phi i32 [ 0, %if.else ], [ %66, %for.end13 ]
  %48 = icmp slt i32 %i110, 8
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
  %50 = sext i32 %b to i64
  %51 = sext i32 %B to i64
  %52 = icmp slt i64 %50, %51
  %53 = mul i32 %g, 8
  %54 = sext i32 %53 to i64
  %55 = sext i32 %i110 to i64
  %56 = add i64 %54, %55
  %57 = icmp sle i64 0, %56
  %58 = mul i32 %g, 8
  %59 = sext i32 %58 to i64
  %60 = sext i32 %i110 to i64
  %61 = add i64 %59, %60
  %62 = sext i32 %H to i64
  %63 = icmp slt i64 %61, %62
  %64 = and i1 %57, %63
  %65 = and i1 %52, %64
  br i1 %65, label %sel.then, label %sel.else

for.end13:                                        ; preds = %for.cond11
  %66 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !4

sel.then:                                         ; preds = %for.body12
  %67 = sext i32 %b to i64
  %68 = sext i32 %H to i64
  %69 = mul nsw i64 %67, %68
  %70 = mul i32 %g, 8
  %71 = add i32 %70, %i110
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
  %82 = sext i32 %i110 to i64
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
  %i117 = phi i32 [ 0, %if.end ], [ %101, %for.body15 ]
  %90 = icmp slt i32 %i117, 8
  br i1 %90, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %91 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %92 = mul nuw i64 %91, 4
  %93 = sext i32 %i117 to i64
  %94 = mul nsw i64 %93, 64
  %95 = add nsw i64 %94, 0
  %96 = getelementptr inbounds float, ptr %acc_o, i64 %95
  call void @llvm.memset.p0.i64(ptr align 4 %96, i8 0, i64 %92, i1 false)
  %97 = sext i32 %i117 to i64
  %98 = getelementptr inbounds float, ptr %l, i64 %97
  store float 0.000000e+00, ptr %98, align 4
  %99 = sext i32 %i117 to i64
  %100 = getelementptr inbounds float, ptr %m, i64 %99
  store float 0xFFF0000000000000, ptr %100, align 4
  %101 = add nsw i32 %i117, 1
  br label %for.cond14, !llvm.loop !7

for.end16:                                        ; preds = %for.cond14
  %102 = sext i32 %S to i64
  %103 = sdiv i64 %102, 32
  %104 = sub i64 0, %102
  %105 = select i1 false, i64 %104, i64 %103
  %106 = srem i64 %102, 32
  %107 = icmp ne i64 %106, 0
  %108 = icmp slt i64 %102, 0
  %109 = icmp eq i1 %108, false
  %110 = and i1 %107, %109
  %111 = zext i1 %110 to i64
  %112 = add i64 %105, %111
  %113 = trunc i64 %112 to i32
  %114 = sext i32 %S to i64
  %115 = sdiv i64 %114, 32
  %116 = sub i64 0, %114
  %117 = select i1 false, i64 %116, i64 %115
  %118 = srem i64 %114, 32
  %119 = icmp ne i64 %118, 0
  %120 = icmp slt i64 %114, 0
  %121 = icmp eq i1 %120, false
  %122 = and i1 %119, %121
  %123 = zext i1 %122 to i64
  %124 = add i64 %117, %123
  %125 = trunc i64 %124 to i32
  br label %for.cond18

for.cond18:                                       ; preds = %for.end75, %for.end16
  %kb = phi i32 [ 0, %for.end16 ], [ %358, %for.end75 ]
  %126 = icmp slt i32 %kb, %113
  br i1 %126, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %127 = sext i32 %b to i64
  %128 = add i64 %127, 1
  %129 = sext i32 %B to i64
  %130 = icmp sle i64 %128, %129
  %131 = mul i32 %kb, 32
  %132 = icmp sle i32 0, %131
  %133 = mul i32 %kb, 32
  %134 = sext i32 %133 to i64
  %135 = add i64 %134, 32
  %136 = sext i32 %S to i64
  %137 = icmp sle i64 %135, %136
  %138 = and i1 %132, %137
  %139 = and i1 %130, %138
  %140 = sext i32 %g to i64
  %141 = add i64 %140, 1
  %142 = sext i32 %G to i64
  %143 = icmp sle i64 %141, %142
  %144 = and i1 %139, %143
  br i1 %144, label %if.then21, label %if.else22

for.end20:                                        ; preds = %for.cond18
  br label %for.cond97

if.then21:                                        ; preds = %for.body19
  br label %for.cond24

if.else22:                                        ; preds = %for.body19
  br label %for.cond34

if.end23:                                         ; preds = %for.end36, %for.end26
  %145 = sext i32 %b to i64
  %146 = add i64 %145, 1
  %147 = sext i32 %B to i64
  %148 = icmp sle i64 %146, %147
  %149 = mul i32 %kb, 32
  %150 = icmp sle i32 0, %149
  %151 = mul i32 %kb, 32
  %152 = sext i32 %151 to i64
  %153 = add i64 %152, 32
  %154 = sext i32 %S to i64
  %155 = icmp sle i64 %153, %154
  %156 = and i1 %150, %155
  %157 = and i1 %148, %156
  %158 = sext i32 %g to i64
  %159 = add i64 %158, 1
  %160 = sext i32 %G to i64
  %161 = icmp sle i64 %159, %160
  %162 = and i1 %157, %161
  br i1 %162, label %if.then45, label %if.else46

for.cond24:                                       ; preds = %if.end30, %if.then21
  %i127 = phi i32 [ 0, %if.then21 ], [ %186, %if.end30 ]
  %163 = icmp slt i32 %i127, 32
  br i1 %163, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %164 = add i32 %kb, 1
  %165 = icmp slt i32 %164, %125
  br i1 %165, label %if.then28, label %if.else29

for.end26:                                        ; preds = %for.cond24
  br label %if.end23

if.then28:                                        ; preds = %for.body25
  br label %for.cond31

if.else29:                                        ; preds = %for.body25
  br label %if.end30

if.end30:                                         ; preds = %if.else29, %for.end33
  %166 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %167 = mul nuw i64 %166, 2
  %168 = sext i32 %i127 to i64
  %169 = mul nsw i64 %168, 64
  %170 = add nsw i64 %169, 0
  %171 = getelementptr inbounds i16, ptr %K_s, i64 %170
  %172 = sext i32 %b to i64
  %173 = sext i32 %S to i64
  %174 = mul nsw i64 %172, %173
  %175 = mul i32 %kb, 32
  %176 = add i32 %175, %i127
  %177 = sext i32 %176 to i64
  %178 = add nsw i64 %174, %177
  %179 = sext i32 %G to i64
  %180 = mul nsw i64 %178, %179
  %181 = sext i32 %g to i64
  %182 = add nsw i64 %180, %181
  %183 = mul nsw i64 %182, 64
  %184 = add nsw i64 %183, 0
  %185 = getelementptr inbounds i16, ptr %K, i64 %184
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %171, ptr align 2 %185, i64 %167, i1 false)
  %186 = add nsw i32 %i127, 1
  br label %for.cond24, !llvm.loop !8

for.cond31:                                       ; preds = %for.body32, %if.then28
  %pf1 = phi i32 [ 0, %if.then28 ], [ %205, %for.body32 ]
  %187 = icmp slt i32 %pf1, 2
  br i1 %187, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %188 = sext i32 %b to i64
  %189 = sext i32 %S to i64
  %190 = mul i64 %188, %189
  %191 = add i32 %kb, 1
  %192 = mul i32 %191, 32
  %193 = add i32 %192, %i127
  %194 = sext i32 %193 to i64
  %195 = add i64 %190, %194
  %196 = sext i32 %G to i64
  %197 = mul i64 %195, %196
  %198 = sext i32 %g to i64
  %199 = add i64 %197, %198
  %200 = mul i64 %199, 64
  %201 = mul i32 %pf1, 32
  %202 = sext i32 %201 to i64
  %203 = add i64 %200, %202
  %204 = getelementptr i16, ptr %K, i64 %203
  call void @llvm.prefetch.p0(ptr %204, i32 0, i32 3, i32 1)
  %205 = add nsw i32 %pf1, 1
  br label %for.cond31, !llvm.loop !9

for.end33:                                        ; preds = %for.cond31
  br label %if.end30

for.cond34:                                       ; preds = %for.end40, %if.else22
  %i137 = phi i32 [ 0, %if.else22 ], [ %228, %for.end40 ]
  %206 = icmp slt i32 %i137, 32
  br i1 %206, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end23

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %255, %sel.end44 ]
  %207 = icmp slt i32 %j141, 64
  br i1 %207, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %208 = sext i32 %b to i64
  %209 = sext i32 %B to i64
  %210 = icmp slt i64 %208, %209
  %211 = mul i32 %kb, 32
  %212 = sext i32 %211 to i64
  %213 = sext i32 %i137 to i64
  %214 = add i64 %212, %213
  %215 = icmp sle i64 0, %214
  %216 = mul i32 %kb, 32
  %217 = sext i32 %216 to i64
  %218 = sext i32 %i137 to i64
  %219 = add i64 %217, %218
  %220 = sext i32 %S to i64
  %221 = icmp slt i64 %219, %220
  %222 = and i1 %215, %221
  %223 = and i1 %210, %222
  %224 = sext i32 %g to i64
  %225 = sext i32 %G to i64
  %226 = icmp slt i64 %224, %225
  %227 = and i1 %223, %226
  br i1 %227, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %228 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !10

sel.then42:                                       ; preds = %for.body39
  %229 = sext i32 %b to i64
  %230 = sext i32 %S to i64
  %231 = mul nsw i64 %229, %230
  %232 = mul i32 %kb, 32
  %233 = add i32 %232, %i137
  %234 = sext i32 %233 to i64
  %235 = add nsw i64 %231, %234
  %236 = sext i32 %G to i64
  %237 = mul nsw i64 %235, %236
  %238 = sext i32 %g to i64
  %239 = add nsw i64 %237, %238
  %240 = mul nsw i64 %239, 64
  %241 = sext i32 %j141 to i64
  %242 = add nsw i64 %240, %241
  %243 = getelementptr inbounds i16, ptr %K, i64 %242
  %244 = load i16, ptr %243, align 2
  %245 = bitcast i16 %244 to half
  %246 = fpext half %245 to float
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %247 = phi float [ %246, %sel.then42 ], [ 0.000000e+00, %sel.else43 ]
  %248 = sext i32 %i137 to i64
  %249 = mul nsw i64 %248, 64
  %250 = sext i32 %j141 to i64
  %251 = add nsw i64 %249, %250
  %252 = getelementptr inbounds i16, ptr %K_s, i64 %251
  %253 = fptrunc float %247 to half
  %254 = bitcast half %253 to i16
  store i16 %254, ptr %252, align 2
  %255 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !11

if.then45:                                        ; preds = %if.end23
  br label %for.cond48

if.else46:                                        ; preds = %if.end23
  br label %for.cond58

if.end47:                                         ; preds = %for.end60, %for.end50
  br label %for.cond69

for.cond48:                                       ; preds = %if.end54, %if.then45
  %i151 = phi i32 [ 0, %if.then45 ], [ %279, %if.end54 ]
  %256 = icmp slt i32 %i151, 32
  br i1 %256, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %257 = add i32 %kb, 1
  %258 = icmp slt i32 %257, %125
  br i1 %258, label %if.then52, label %if.else53

for.end50:                                        ; preds = %for.cond48
  br label %if.end47

if.then52:                                        ; preds = %for.body49
  br label %for.cond55

if.else53:                                        ; preds = %for.body49
  br label %if.end54

if.end54:                                         ; preds = %if.else53, %for.end57
  %259 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %260 = mul nuw i64 %259, 2
  %261 = sext i32 %i151 to i64
  %262 = mul nsw i64 %261, 64
  %263 = add nsw i64 %262, 0
  %264 = getelementptr inbounds i16, ptr %V_s, i64 %263
  %265 = sext i32 %b to i64
  %266 = sext i32 %S to i64
  %267 = mul nsw i64 %265, %266
  %268 = mul i32 %kb, 32
  %269 = add i32 %268, %i151
  %270 = sext i32 %269 to i64
  %271 = add nsw i64 %267, %270
  %272 = sext i32 %G to i64
  %273 = mul nsw i64 %271, %272
  %274 = sext i32 %g to i64
  %275 = add nsw i64 %273, %274
  %276 = mul nsw i64 %275, 64
  %277 = add nsw i64 %276, 0
  %278 = getelementptr inbounds i16, ptr %V, i64 %277
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %264, ptr align 2 %278, i64 %260, i1 false)
  %279 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !12

for.cond55:                                       ; preds = %for.body56, %if.then52
  %pf2 = phi i32 [ 0, %if.then52 ], [ %298, %for.body56 ]
  %280 = icmp slt i32 %pf2, 2
  br i1 %280, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %281 = sext i32 %b to i64
  %282 = sext i32 %S to i64
  %283 = mul i64 %281, %282
  %284 = add i32 %kb, 1
  %285 = mul i32 %284, 32
  %286 = add i32 %285, %i151
  %287 = sext i32 %286 to i64
  %288 = add i64 %283, %287
  %289 = sext i32 %G to i64
  %290 = mul i64 %288, %289
  %291 = sext i32 %g to i64
  %292 = add i64 %290, %291
  %293 = mul i64 %292, 64
  %294 = mul i32 %pf2, 32
  %295 = sext i32 %294 to i64
  %296 = add i64 %293, %295
  %297 = getelementptr i16, ptr %V, i64 %296
  call void @llvm.prefetch.p0(ptr %297, i32 0, i32 3, i32 1)
  %298 = add nsw i32 %pf2, 1
  br label %for.cond55, !llvm.loop !13

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.end64, %if.else46
  %i161 = phi i32 [ 0, %if.else46 ], [ %321, %for.end64 ]
  %299 = icmp slt i32 %i161, 32
  br i1 %299, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  br label %for.cond62

for.end60:                                        ; preds = %for.cond58
  br label %if.end47

for.cond62:                                       ; preds = %sel.end68, %for.body59
  %j165 = phi i32 [ 0, %for.body59 ], [ %348, %sel.end68 ]
  %300 = icmp slt i32 %j165, 64
  br i1 %300, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %301 = sext i32 %b to i64
  %302 = sext i32 %B to i64
  %303 = icmp slt i64 %301, %302
  %304 = mul i32 %kb, 32
  %305 = sext i32 %304 to i64
  %306 = sext i32 %i161 to i64
  %307 = add i64 %305, %306
  %308 = icmp sle i64 0, %307
  %309 = mul i32 %kb, 32
  %310 = sext i32 %309 to i64
  %311 = sext i32 %i161 to i64
  %312 = add i64 %310, %311
  %313 = sext i32 %S to i64
  %314 = icmp slt i64 %312, %313
  %315 = and i1 %308, %314
  %316 = and i1 %303, %315
  %317 = sext i32 %g to i64
  %318 = sext i32 %G to i64
  %319 = icmp slt i64 %317, %318
  %320 = and i1 %316, %319
  br i1 %320, label %sel.then66, label %sel.else67

for.end64:                                        ; preds = %for.cond62
  %321 = add nsw i32 %i161, 1
  br label %for.cond58, !llvm.loop !14

sel.then66:                                       ; preds = %for.body63
  %322 = sext i32 %b to i64
  %323 = sext i32 %S to i64
  %324 = mul nsw i64 %322, %323
  %325 = mul i32 %kb, 32
  %326 = add i32 %325, %i161
  %327 = sext i32 %326 to i64
  %328 = add nsw i64 %324, %327
  %329 = sext i32 %G to i64
  %330 = mul nsw i64 %328, %329
  %331 = sext i32 %g to i64
  %332 = add nsw i64 %330, %331
  %333 = mul nsw i64 %332, 64
  %334 = sext i32 %j165 to i64
  %335 = add nsw i64 %333, %334
  %336 = getelementptr inbounds i16, ptr %V, i64 %335
  %337 = load i16, ptr %336, align 2
  %338 = bitcast i16 %337 to half
  %339 = fpext half %338 to float
  br label %sel.end68

sel.else67:                                       ; preds = %for.body63
  br label %sel.end68

sel.end68:                                        ; preds = %sel.else67, %sel.then66
  %340 = phi float [ %339, %sel.then66 ], [ 0.000000e+00, %sel.else67 ]
  %341 = sext i32 %i161 to i64
  %342 = mul nsw i64 %341, 64
  %343 = sext i32 %j165 to i64
  %344 = add nsw i64 %342, %343
  %345 = getelementptr inbounds i16, ptr %V_s, i64 %344
  %346 = fptrunc float %340 to half
  %347 = bitcast half %346 to i16
  store i16 %347, ptr %345, align 2
  %348 = add nsw i32 %j165, 1
  br label %for.cond62, !llvm.loop !15

for.cond69:                                       ; preds = %for.body70, %if.end47
  %i172 = phi i32 [ 0, %if.end47 ], [ %356, %for.body70 ]
  %349 = icmp slt i32 %i172, 8
  br i1 %349, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %350 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %351 = mul nuw i64 %350, 4
  %352 = sext i32 %i172 to i64
  %353 = mul nsw i64 %352, 32
  %354 = add nsw i64 %353, 0
  %355 = getelementptr inbounds float, ptr %acc_s, i64 %354
  call void @llvm.memset.p0.i64(ptr align 4 %355, i8 0, i64 %351, i1 false)
  %356 = add nsw i32 %i172, 1
  br label %for.cond69, !llvm.loop !16

for.end71:                                        ; preds = %for.cond69
  call void @tilec_rt_gemm_f16f32(i32 8, i32 32, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 32)
  br label %for.cond73

for.cond73:                                       ; preds = %for.end95, %for.end71
  %i = phi i32 [ 0, %for.end71 ], [ %484, %for.end95 ]
  %357 = icmp slt i32 %i, 8
  br i1 %357, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  call void @tilec_rt_gemm_f16f32(i32 8, i32 64, i32 32, ptr %P_s, i32 32, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %358 = add nsw i32 %kb, 1
  br label %for.cond18, !llvm.loop !17

for.cond76:                                       ; preds = %for.body77, %for.body74
  %j = phi i32 [ 0, %for.body74 ], [ %377, %for.body77 ]
  %359 = icmp slt i32 %j, 32
  br i1 %359, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %360 = mul i32 %kb, 32
  %361 = add i32 %360, %j
  %362 = icmp slt i32 %361, %S
  %363 = sext i32 %i to i64
  %364 = mul nsw i64 %363, 32
  %365 = sext i32 %j to i64
  %366 = add nsw i64 %364, %365
  %367 = call i64 @llvm.umin.i64(i64 %366, i64 255)
  %368 = getelementptr inbounds float, ptr %acc_s, i64 %367
  %369 = load float, ptr %368, align 4
  %370 = fmul float %369, 1.250000e-01
  %371 = select i1 %362, float %370, float 0xFFF0000000000000
  %372 = sext i32 %i to i64
  %373 = mul nsw i64 %372, 32
  %374 = sext i32 %j to i64
  %375 = add nsw i64 %373, %374
  %376 = getelementptr inbounds float, ptr %acc_s, i64 %375
  store float %371, ptr %376, align 4
  %377 = add nsw i32 %j, 1
  br label %for.cond76, !llvm.loop !18

for.end78:                                        ; preds = %for.cond76
  %378 = sext i32 %i to i64
  %379 = getelementptr inbounds float, ptr %m, i64 %378
  %380 = load float, ptr %379, align 4
  %381 = sext i32 %i to i64
  %382 = getelementptr inbounds float, ptr %m_prev, i64 %381
  store float %380, ptr %382, align 4
  br label %for.cond79

for.cond79:                                       ; preds = %for.body80, %for.end78
  %red = phi i32 [ 0, %for.end78 ], [ %396, %for.body80 ]
  %383 = icmp slt i32 %red, 32
  br i1 %383, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %384 = sext i32 %i to i64
  %385 = getelementptr inbounds float, ptr %m, i64 %384
  %386 = load float, ptr %385, align 4
  %387 = sext i32 %i to i64
  %388 = mul nsw i64 %387, 32
  %389 = sext i32 %red to i64
  %390 = add nsw i64 %388, %389
  %391 = getelementptr inbounds float, ptr %acc_s, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = call float @llvm.maxnum.f32(float %386, float %392)
  %394 = sext i32 %i to i64
  %395 = getelementptr inbounds float, ptr %m, i64 %394
  store float %393, ptr %395, align 4
  %396 = add nsw i32 %red, 1
  br label %for.cond79, !llvm.loop !19

for.end81:                                        ; preds = %for.cond79
  br label %for.cond82

for.cond82:                                       ; preds = %for.body83, %for.end81
  %j85 = phi i32 [ 0, %for.end81 ], [ %414, %for.body83 ]
  %397 = icmp slt i32 %j85, 32
  br i1 %397, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %398 = sext i32 %i to i64
  %399 = mul nsw i64 %398, 32
  %400 = sext i32 %j85 to i64
  %401 = add nsw i64 %399, %400
  %402 = getelementptr inbounds float, ptr %acc_s, i64 %401
  %403 = load float, ptr %402, align 4
  %404 = sext i32 %i to i64
  %405 = getelementptr inbounds float, ptr %m, i64 %404
  %406 = load float, ptr %405, align 4
  %407 = fsub float %403, %406
  %408 = call float @tilec_expf_nonpos(float %407)
  %409 = sext i32 %i to i64
  %410 = mul nsw i64 %409, 32
  %411 = sext i32 %j85 to i64
  %412 = add nsw i64 %410, %411
  %413 = getelementptr inbounds float, ptr %acc_s, i64 %412
  store float %408, ptr %413, align 4
  %414 = add nsw i32 %j85, 1
  br label %for.cond82, !llvm.loop !20

for.end84:                                        ; preds = %for.cond82
  %415 = sext i32 %i to i64
  %416 = getelementptr inbounds float, ptr %row_sum, i64 %415
  store float 0.000000e+00, ptr %416, align 4
  br label %for.cond86

for.cond86:                                       ; preds = %for.body87, %for.end84
  %red89 = phi i32 [ 0, %for.end84 ], [ %430, %for.body87 ]
  %417 = icmp slt i32 %red89, 32
  br i1 %417, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %418 = sext i32 %i to i64
  %419 = getelementptr inbounds float, ptr %row_sum, i64 %418
  %420 = load float, ptr %419, align 4
  %421 = sext i32 %i to i64
  %422 = mul nsw i64 %421, 32
  %423 = sext i32 %red89 to i64
  %424 = add nsw i64 %422, %423
  %425 = getelementptr inbounds float, ptr %acc_s, i64 %424
  %426 = load float, ptr %425, align 4
  %427 = fadd float %420, %426
  %428 = sext i32 %i to i64
  %429 = getelementptr inbounds float, ptr %row_sum, i64 %428
  store float %427, ptr %429, align 4
  %430 = add nsw i32 %red89, 1
  br label %for.cond86, !llvm.loop !21

for.end88:                                        ; preds = %for.cond86
  %431 = sext i32 %i to i64
  %432 = getelementptr inbounds float, ptr %m_prev, i64 %431
  %433 = load float, ptr %432, align 4
  %434 = sext i32 %i to i64
  %435 = getelementptr inbounds float, ptr %m, i64 %434
  %436 = load float, ptr %435, align 4
  %437 = fsub float %433, %436
  %alpha = call float @tilec_expf(float %437)
  %438 = sext i32 %i to i64
  %439 = getelementptr inbounds float, ptr %l, i64 %438
  %440 = load float, ptr %439, align 4
  %441 = fmul float %440, %alpha
  %442 = sext i32 %i to i64
  %443 = getelementptr inbounds float, ptr %row_sum, i64 %442
  %444 = load float, ptr %443, align 4
  %445 = fadd float %441, %444
  %446 = sext i32 %i to i64
  %447 = getelementptr inbounds float, ptr %l, i64 %446
  store float %445, ptr %447, align 4
  %448 = sext i32 %i to i64
  %449 = getelementptr inbounds float, ptr %m_prev, i64 %448
  store float %alpha, ptr %449, align 4
  br label %for.cond90

for.cond90:                                       ; preds = %for.body91, %for.end88
  %d = phi i32 [ 0, %for.end88 ], [ %466, %for.body91 ]
  %450 = icmp slt i32 %d, 64
  br i1 %450, label %for.body91, label %for.end92

for.body91:                                       ; preds = %for.cond90
  %451 = sext i32 %i to i64
  %452 = mul nsw i64 %451, 64
  %453 = sext i32 %d to i64
  %454 = add nsw i64 %452, %453
  %455 = getelementptr inbounds float, ptr %acc_o, i64 %454
  %456 = load float, ptr %455, align 4
  %457 = sext i32 %i to i64
  %458 = getelementptr inbounds float, ptr %m_prev, i64 %457
  %459 = load float, ptr %458, align 4
  %460 = fmul float %456, %459
  %461 = sext i32 %i to i64
  %462 = mul nsw i64 %461, 64
  %463 = sext i32 %d to i64
  %464 = add nsw i64 %462, %463
  %465 = getelementptr inbounds float, ptr %acc_o, i64 %464
  store float %460, ptr %465, align 4
  %466 = add nsw i32 %d, 1
  br label %for.cond90, !llvm.loop !22

for.end92:                                        ; preds = %for.cond90
  br label %for.cond93

for.cond93:                                       ; preds = %for.body94, %for.end92
  %j196 = phi i32 [ 0, %for.end92 ], [ %483, %for.body94 ]
  %467 = icmp slt i32 %j196, 32
  br i1 %467, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %468 = sext i32 %i to i64
  %469 = mul nsw i64 %468, 32
  %470 = sext i32 %j196 to i64
  %471 = add nsw i64 %469, %470
  %472 = getelementptr inbounds float, ptr %acc_s, i64 %471
  %473 = load float, ptr %472, align 4
  %474 = fptrunc float %473 to half
  %475 = fpext half %474 to float
  %476 = sext i32 %i to i64
  %477 = mul nsw i64 %476, 32
  %478 = sext i32 %j196 to i64
  %479 = add nsw i64 %477, %478
  %480 = getelementptr inbounds i16, ptr %P_s, i64 %479
  %481 = fptrunc float %475 to half
  %482 = bitcast half %481 to i16
  store i16 %482, ptr %480, align 2
  %483 = add nsw i32 %j196, 1
  br label %for.cond93, !llvm.loop !23

for.end95:                                        ; preds = %for.cond93
  %484 = add nsw i32 %i, 1
  br label %for.cond73, !llvm.loop !24

for.cond97:                                       ; preds = %if.end103, %for.end20
  %i100 = phi i32 [ 0, %for.end20 ], [ %501, %if.end103 ]
  %485 = icmp slt i32 %i100, 8
  br i1 %485, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %486 = icmp sle i32 0, %b
  %487 = icmp slt i32 %b, %B
  %488 = and i1 %486, %487
  %489 = mul i32 %g, 8
  %490 = add i32 %489, %i100
  %491 = icmp sle i32 0, %490
  %492 = mul i32 %g, 8
  %493 = add i32 %492, %i100
  %494 = icmp slt i32 %493, %H
  %495 = and i1 %491, %494
  %496 = and i1 %488, %495
  br i1 %496, label %if.then101, label %if.else102

for.end99:                                        ; preds = %for.cond97
  ret void

if.then101:                                       ; preds = %for.body98
  %497 = sext i32 %B to i64
  %498 = sext i32 %H to i64
  %499 = mul i64 %497, %498
  %500 = icmp sge i64 %499, 262144
  br i1 %500, label %if.then104, label %if.else105

if.else102:                                       ; preds = %for.body98
  br label %if.end103

if.end103:                                        ; preds = %if.else102, %if.end106
  %501 = add nsw i32 %i100, 1
  br label %for.cond97, !llvm.loop !25

if.then104:                                       ; preds = %if.then101
  br label %for.cond107

if.else105:                                       ; preds = %if.then101
  br label %for.cond113

if.end106:                                        ; preds = %for.end115, %for.end109
  br label %if.end103

for.cond107:                                      ; preds = %for.end112, %if.then104
  %tl_c2 = phi i32 [ 0, %if.then104 ], [ %542, %for.end112 ]
  %502 = icmp slt i32 %tl_c2, 1
  br i1 %502, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %tl_sb3 = mul i32 %tl_c2, 2048
  %503 = sub i32 64, %tl_sb3
  %504 = icmp slt i32 %503, 2048
  %505 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %504, i32 %505, i32 2048
  br label %for.cond110

for.end109:                                       ; preds = %for.cond107
  br label %if.end106

for.cond110:                                      ; preds = %for.body111, %for.body108
  %tl_c5 = phi i32 [ 0, %for.body108 ], [ %525, %for.body111 ]
  %506 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %506, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %507 = sext i32 %i100 to i64
  %508 = mul nsw i64 %507, 64
  %509 = add i32 %tl_sb3, %tl_c5
  %510 = add i32 0, %509
  %511 = sext i32 %510 to i64
  %512 = add nsw i64 %508, %511
  %513 = getelementptr inbounds float, ptr %acc_o, i64 %512
  %514 = load float, ptr %513, align 4
  %515 = sext i32 %i100 to i64
  %516 = getelementptr inbounds float, ptr %l, i64 %515
  %517 = load float, ptr %516, align 4
  %518 = fdiv float %514, %517
  %519 = fptrunc float %518 to half
  %520 = fpext half %519 to float
  %521 = sext i32 %tl_c5 to i64
  %522 = getelementptr inbounds i16, ptr %tl_stream0, i64 %521
  %523 = fptrunc float %520 to half
  %524 = bitcast half %523 to i16
  store i16 %524, ptr %522, align 2
  %525 = add nsw i32 %tl_c5, 1
  br label %for.cond110, !llvm.loop !26

for.end112:                                       ; preds = %for.cond110
  %526 = sext i32 %tl_sm4 to i64
  %527 = sext i32 %b to i64
  %528 = sext i32 %H to i64
  %529 = mul nsw i64 %527, %528
  %530 = mul i32 %g, 8
  %531 = add i32 %530, %i100
  %532 = sext i32 %531 to i64
  %533 = add nsw i64 %529, %532
  %534 = mul nsw i64 %533, 64
  %535 = add i32 %tl_sb3, 0
  %536 = add i32 0, %535
  %537 = sext i32 %536 to i64
  %538 = add nsw i64 %534, %537
  %539 = getelementptr inbounds i16, ptr %O, i64 %538
  %540 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %541 = mul i64 %526, 2
  call void @tilec_rt_stream(ptr %539, ptr %540, i64 %541)
  %542 = add nsw i32 %tl_c2, 1
  br label %for.cond107, !llvm.loop !27

for.cond113:                                      ; preds = %for.body114, %if.else105
  %d1 = phi i32 [ 0, %if.else105 ], [ %571, %for.body114 ]
  %543 = icmp slt i32 %d1, 64
  br i1 %543, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %544 = sext i32 %i100 to i64
  %545 = mul nsw i64 %544, 64
  %546 = add i32 0, %d1
  %547 = sext i32 %546 to i64
  %548 = add nsw i64 %545, %547
  %549 = getelementptr inbounds float, ptr %acc_o, i64 %548
  %550 = load float, ptr %549, align 4
  %551 = sext i32 %i100 to i64
  %552 = getelementptr inbounds float, ptr %l, i64 %551
  %553 = load float, ptr %552, align 4
  %554 = fdiv float %550, %553
  %555 = fptrunc float %554 to half
  %556 = fpext half %555 to float
  %557 = sext i32 %b to i64
  %558 = sext i32 %H to i64
  %559 = mul nsw i64 %557, %558
  %560 = mul i32 %g, 8
  %561 = add i32 %560, %i100
  %562 = sext i32 %561 to i64
  %563 = add nsw i64 %559, %562
  %564 = mul nsw i64 %563, 64
  %565 = add i32 0, %d1
  %566 = sext i32 %565 to i64
  %567 = add nsw i64 %564, %566
  %568 = getelementptr inbounds i16, ptr %O, i64 %567
  %569 = fptrunc float %556 to half
  %570 = bitcast half %569 to i16
  store i16 %570, ptr %568, align 2
  %571 = add nsw i32 %d1, 1
  br label %for.cond113, !llvm.loop !28

for.end115:                                       ; preds = %for.cond113
  br label %if.end106
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
define internal void @gqa_decode_task(ptr %ctx, i64 %block) #6 {
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
define i32 @tilec_launch_gqa_decode(ptr %args, ptr %dims, ptr %self) #6 {
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
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1, !6}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !6}
!23 = distinct !{!23, !1, !6}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !6}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !6}
