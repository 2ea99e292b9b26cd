; ModuleID = 'paged_gqa_decode.tile'
source_filename = "paged_gqa_decode.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_paged_gqa_decode = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @paged_gqa_decode_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %BI, ptr noalias %SL, ptr noalias %BT, ptr noalias %O, i32 %B, i32 %H, i32 %NP, i32 %G, i32 %NS, i32 %MP, i32 %g, i32 %b) #0 {
entry:
  %Q_s = alloca [512 x i16], align 64
  %K_s = alloca [1024 x i16], align 64
  %V_s = alloca [1024 x i16], align 64
  %P_s = alloca [128 x i16], align 64
  %acc_s = alloca [128 x float], align 64
  %acc_o = alloca [512 x float], align 64
  %m = alloca [8 x float], align 64
  %m_prev = alloca [8 x float], align 64
  %l = alloca [8 x float], align 64
  %row_sum = alloca [8 x float], align 64
  %tl_stream0 = alloca [2048 x i16], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %K_s, i8 0, i64 2048, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %V_s, i8 0, i64 2048, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %P_s, i8 0, i64 256, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %acc_s, i8 0, i64 512, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m_prev, i8 0, i64 32, i1 false)
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
  %102 = icmp sle i32 0, %b
  %103 = icmp slt i32 %b, %B
  %104 = and i1 %102, %103
  br i1 %104, label %sel.then18, label %sel.else19

sel.then18:                                       ; preds = %for.end16
  %105 = sext i32 %b to i64
  %106 = getelementptr inbounds i32, ptr %SL, i64 %105
  %107 = load i32, ptr %106, align 4
  br label %sel.end20

sel.else19:                                       ; preds = %for.end16
  br label %sel.end20

sel.end20:                                        ; preds = %sel.else19, %sel.then18
  %108 = phi i32 [ %107, %sel.then18 ], [ 0, %sel.else19 ]
  %109 = icmp sgt i32 %108, 0
  %110 = select i1 %109, i32 %108, i32 0
  %111 = mul i32 %MP, 32
  %112 = icmp slt i32 %110, %111
  %len = select i1 %112, i32 %110, i32 %111
  %113 = sext i32 %len to i64
  %114 = sdiv i64 %113, 16
  %115 = sub i64 0, %113
  %116 = select i1 false, i64 %115, i64 %114
  %117 = srem i64 %113, 16
  %118 = icmp ne i64 %117, 0
  %119 = icmp slt i64 %113, 0
  %120 = icmp eq i1 %119, false
  %121 = and i1 %118, %120
  %122 = zext i1 %121 to i64
  %123 = add i64 %116, %122
  %124 = trunc i64 %123 to i32
  br label %for.cond21

for.cond21:                                       ; preds = %if.end29, %sel.end20
  %k = phi i32 [ 0, %sel.end20 ], [ %164, %if.end29 ]
  %125 = icmp slt i32 %k, %NS
  br i1 %125, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %126 = icmp sle i32 0, %b
  %127 = icmp slt i32 %b, %B
  %128 = and i1 %126, %127
  %129 = icmp sle i32 0, %g
  %130 = icmp slt i32 %g, %G
  %131 = and i1 %129, %130
  %132 = and i1 %128, %131
  %133 = icmp sle i32 0, %k
  %134 = icmp slt i32 %k, %NS
  %135 = and i1 %133, %134
  %136 = and i1 %132, %135
  br i1 %136, label %sel.then24, label %sel.else25

for.end23:                                        ; preds = %for.cond21
  br label %for.cond109

sel.then24:                                       ; preds = %for.body22
  %137 = sext i32 %b to i64
  %138 = sext i32 %G to i64
  %139 = mul nsw i64 %137, %138
  %140 = sext i32 %g to i64
  %141 = add nsw i64 %139, %140
  %142 = sext i32 %NS to i64
  %143 = mul nsw i64 %141, %142
  %144 = sext i32 %k to i64
  %145 = add nsw i64 %143, %144
  %146 = getelementptr inbounds i32, ptr %BI, i64 %145
  %147 = load i32, ptr %146, align 4
  br label %sel.end26

sel.else25:                                       ; preds = %for.body22
  br label %sel.end26

sel.end26:                                        ; preds = %sel.else25, %sel.then24
  %lb = phi i32 [ %147, %sel.then24 ], [ 0, %sel.else25 ]
  %148 = icmp sge i32 %lb, 0
  %149 = icmp slt i32 %lb, %124
  %150 = and i1 %148, %149
  br i1 %150, label %if.then27, label %if.else28

if.then27:                                        ; preds = %sel.end26
  %151 = icmp sle i32 0, %b
  %152 = icmp slt i32 %b, %B
  %153 = and i1 %151, %152
  %154 = sdiv i32 %lb, 2
  %155 = sub i32 0, %lb
  %156 = select i1 false, i32 %155, i32 %154
  %157 = icmp sle i32 0, %156
  %158 = sdiv i32 %lb, 2
  %159 = sub i32 0, %lb
  %160 = select i1 false, i32 %159, i32 %158
  %161 = icmp slt i32 %160, %MP
  %162 = and i1 %157, %161
  %163 = and i1 %153, %162
  br i1 %163, label %sel.then30, label %sel.else31

if.else28:                                        ; preds = %sel.end26
  br label %if.end29

if.end29:                                         ; preds = %if.else28, %for.end87
  %164 = add nsw i32 %k, 1
  br label %for.cond21, !llvm.loop !8

sel.then30:                                       ; preds = %if.then27
  %165 = sext i32 %b to i64
  %166 = sext i32 %MP to i64
  %167 = mul nsw i64 %165, %166
  %168 = sdiv i32 %lb, 2
  %169 = sub i32 0, %lb
  %170 = select i1 false, i32 %169, i32 %168
  %171 = sext i32 %170 to i64
  %172 = add nsw i64 %167, %171
  %173 = getelementptr inbounds i32, ptr %BT, i64 %172
  %174 = load i32, ptr %173, align 4
  br label %sel.end32

sel.else31:                                       ; preds = %if.then27
  br label %sel.end32

sel.end32:                                        ; preds = %sel.else31, %sel.then30
  %page = phi i32 [ %174, %sel.then30 ], [ 0, %sel.else31 ]
  %175 = srem i32 %lb, 2
  %off = mul i32 %175, 16
  %176 = icmp sle i32 0, %page
  %177 = sext i32 %page to i64
  %178 = add i64 %177, 1
  %179 = sext i32 %NP to i64
  %180 = icmp sle i64 %178, %179
  %181 = and i1 %176, %180
  %182 = icmp sle i32 0, %off
  %183 = sext i32 %off to i64
  %184 = add i64 %183, 16
  %185 = icmp sle i64 %184, 32
  %186 = and i1 %182, %185
  %187 = and i1 %181, %186
  %188 = sext i32 %g to i64
  %189 = add i64 %188, 1
  %190 = sext i32 %G to i64
  %191 = icmp sle i64 %189, %190
  %192 = and i1 %187, %191
  br i1 %192, label %if.then33, label %if.else34

if.then33:                                        ; preds = %sel.end32
  br label %for.cond36

if.else34:                                        ; preds = %sel.end32
  br label %for.cond46

if.end35:                                         ; preds = %for.end48, %for.end38
  %193 = icmp sle i32 0, %page
  %194 = sext i32 %page to i64
  %195 = add i64 %194, 1
  %196 = sext i32 %NP to i64
  %197 = icmp sle i64 %195, %196
  %198 = and i1 %193, %197
  %199 = icmp sle i32 0, %off
  %200 = sext i32 %off to i64
  %201 = add i64 %200, 16
  %202 = icmp sle i64 %201, 32
  %203 = and i1 %199, %202
  %204 = and i1 %198, %203
  %205 = sext i32 %g to i64
  %206 = add i64 %205, 1
  %207 = sext i32 %G to i64
  %208 = icmp sle i64 %206, %207
  %209 = and i1 %204, %208
  br i1 %209, label %if.then57, label %if.else58

for.cond36:                                       ; preds = %if.end42, %if.then33
  %i139 = phi i32 [ 0, %if.then33 ], [ %231, %if.end42 ]
  %210 = icmp slt i32 %i139, 16
  br i1 %210, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %211 = add i32 %i139, 1
  %212 = icmp slt i32 %211, 16
  br i1 %212, label %if.then40, label %if.else41

for.end38:                                        ; preds = %for.cond36
  br label %if.end35

if.then40:                                        ; preds = %for.body37
  br label %for.cond43

if.else41:                                        ; preds = %for.body37
  br label %if.end42

if.end42:                                         ; preds = %if.else41, %for.end45
  %213 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %214 = mul nuw i64 %213, 2
  %215 = sext i32 %i139 to i64
  %216 = mul nsw i64 %215, 64
  %217 = add nsw i64 %216, 0
  %218 = getelementptr inbounds i16, ptr %K_s, i64 %217
  %219 = sext i32 %page to i64
  %220 = mul nsw i64 %219, 32
  %221 = add i32 %off, %i139
  %222 = sext i32 %221 to i64
  %223 = add nsw i64 %220, %222
  %224 = sext i32 %G to i64
  %225 = mul nsw i64 %223, %224
  %226 = sext i32 %g to i64
  %227 = add nsw i64 %225, %226
  %228 = mul nsw i64 %227, 64
  %229 = add nsw i64 %228, 0
  %230 = getelementptr inbounds i16, ptr %K, i64 %229
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %218, ptr align 2 %230, i64 %214, i1 false)
  %231 = add nsw i32 %i139, 1
  br label %for.cond36, !llvm.loop !10

for.cond43:                                       ; preds = %for.body44, %if.then40
  %pf1 = phi i32 [ 0, %if.then40 ], [ %248, %for.body44 ]
  %232 = icmp slt i32 %pf1, 2
  br i1 %232, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %233 = sext i32 %page to i64
  %234 = mul i64 %233, 32
  %235 = add i32 %i139, 1
  %236 = add i32 %off, %235
  %237 = sext i32 %236 to i64
  %238 = add i64 %234, %237
  %239 = sext i32 %G to i64
  %240 = mul i64 %238, %239
  %241 = sext i32 %g to i64
  %242 = add i64 %240, %241
  %243 = mul i64 %242, 64
  %244 = mul i32 %pf1, 32
  %245 = sext i32 %244 to i64
  %246 = add i64 %243, %245
  %247 = getelementptr i16, ptr %K, i64 %246
  call void @llvm.prefetch.p0(ptr %247, i32 0, i32 3, i32 1)
  %248 = add nsw i32 %pf1, 1
  br label %for.cond43, !llvm.loop !11

for.end45:                                        ; preds = %for.cond43
  br label %if.end42

for.cond46:                                       ; preds = %for.end52, %if.else34
  %i149 = phi i32 [ 0, %if.else34 ], [ %271, %for.end52 ]
  %249 = icmp slt i32 %i149, 16
  br i1 %249, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  br label %for.cond50

for.end48:                                        ; preds = %for.cond46
  br label %if.end35

for.cond50:                                       ; preds = %sel.end56, %for.body47
  %j153 = phi i32 [ 0, %for.body47 ], [ %296, %sel.end56 ]
  %250 = icmp slt i32 %j153, 64
  br i1 %250, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %251 = sext i32 %page to i64
  %252 = icmp sle i64 0, %251
  %253 = sext i32 %page to i64
  %254 = sext i32 %NP to i64
  %255 = icmp slt i64 %253, %254
  %256 = and i1 %252, %255
  %257 = sext i32 %off to i64
  %258 = sext i32 %i149 to i64
  %259 = add i64 %257, %258
  %260 = icmp sle i64 0, %259
  %261 = sext i32 %off to i64
  %262 = sext i32 %i149 to i64
  %263 = add i64 %261, %262
  %264 = icmp slt i64 %263, 32
  %265 = and i1 %260, %264
  %266 = and i1 %256, %265
  %267 = sext i32 %g to i64
  %268 = sext i32 %G to i64
  %269 = icmp slt i64 %267, %268
  %270 = and i1 %266, %269
  br i1 %270, label %sel.then54, label %sel.else55

for.end52:                                        ; preds = %for.cond50
  %271 = add nsw i32 %i149, 1
  br label %for.cond46, !llvm.loop !12

sel.then54:                                       ; preds = %for.body51
  %272 = sext i32 %page to i64
  %273 = mul nsw i64 %272, 32
  %274 = add i32 %off, %i149
  %275 = sext i32 %274 to i64
  %276 = add nsw i64 %273, %275
  %277 = sext i32 %G to i64
  %278 = mul nsw i64 %276, %277
  %279 = sext i32 %g to i64
  %280 = add nsw i64 %278, %279
  %281 = mul nsw i64 %280, 64
  %282 = sext i32 %j153 to i64
  %283 = add nsw i64 %281, %282
  %284 = getelementptr inbounds i16, ptr %K, i64 %283
  %285 = load i16, ptr %284, align 2
  %286 = bitcast i16 %285 to half
  %287 = fpext half %286 to float
  br label %sel.end56

sel.else55:                                       ; preds = %for.body51
  br label %sel.end56

sel.end56:                                        ; preds = %sel.else55, %sel.then54
  %288 = phi float [ %287, %sel.then54 ], [ 0.000000e+00, %sel.else55 ]
  %289 = sext i32 %i149 to i64
  %290 = mul nsw i64 %289, 64
  %291 = sext i32 %j153 to i64
  %292 = add nsw i64 %290, %291
  %293 = getelementptr inbounds i16, ptr %K_s, i64 %292
  %294 = fptrunc float %288 to half
  %295 = bitcast half %294 to i16
  store i16 %295, ptr %293, align 2
  %296 = add nsw i32 %j153, 1
  br label %for.cond50, !llvm.loop !13

if.then57:                                        ; preds = %if.end35
  br label %for.cond60

if.else58:                                        ; preds = %if.end35
  br label %for.cond70

if.end59:                                         ; preds = %for.end72, %for.end62
  br label %for.cond81

for.cond60:                                       ; preds = %if.end66, %if.then57
  %i163 = phi i32 [ 0, %if.then57 ], [ %318, %if.end66 ]
  %297 = icmp slt i32 %i163, 16
  br i1 %297, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %298 = add i32 %i163, 1
  %299 = icmp slt i32 %298, 16
  br i1 %299, label %if.then64, label %if.else65

for.end62:                                        ; preds = %for.cond60
  br label %if.end59

if.then64:                                        ; preds = %for.body61
  br label %for.cond67

if.else65:                                        ; preds = %for.body61
  br label %if.end66

if.end66:                                         ; preds = %if.else65, %for.end69
  %300 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %301 = mul nuw i64 %300, 2
  %302 = sext i32 %i163 to i64
  %303 = mul nsw i64 %302, 64
  %304 = add nsw i64 %303, 0
  %305 = getelementptr inbounds i16, ptr %V_s, i64 %304
  %306 = sext i32 %page to i64
  %307 = mul nsw i64 %306, 32
  %308 = add i32 %off, %i163
  %309 = sext i32 %308 to i64
  %310 = add nsw i64 %307, %309
  %311 = sext i32 %G to i64
  %312 = mul nsw i64 %310, %311
  %313 = sext i32 %g to i64
  %314 = add nsw i64 %312, %313
  %315 = mul nsw i64 %314, 64
  %316 = add nsw i64 %315, 0
  %317 = getelementptr inbounds i16, ptr %V, i64 %316
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %305, ptr align 2 %317, i64 %301, i1 false)
  %318 = add nsw i32 %i163, 1
  br label %for.cond60, !llvm.loop !14

for.cond67:                                       ; preds = %for.body68, %if.then64
  %pf2 = phi i32 [ 0, %if.then64 ], [ %335, %for.body68 ]
  %319 = icmp slt i32 %pf2, 2
  br i1 %319, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %320 = sext i32 %page to i64
  %321 = mul i64 %320, 32
  %322 = add i32 %i163, 1
  %323 = add i32 %off, %322
  %324 = sext i32 %323 to i64
  %325 = add i64 %321, %324
  %326 = sext i32 %G to i64
  %327 = mul i64 %325, %326
  %328 = sext i32 %g to i64
  %329 = add i64 %327, %328
  %330 = mul i64 %329, 64
  %331 = mul i32 %pf2, 32
  %332 = sext i32 %331 to i64
  %333 = add i64 %330, %332
  %334 = getelementptr i16, ptr %V, i64 %333
  call void @llvm.prefetch.p0(ptr %334, i32 0, i32 3, i32 1)
  %335 = add nsw i32 %pf2, 1
  br label %for.cond67, !llvm.loop !15

for.end69:                                        ; preds = %for.cond67
  br label %if.end66

for.cond70:                                       ; preds = %for.end76, %if.else58
  %i173 = phi i32 [ 0, %if.else58 ], [ %358, %for.end76 ]
  %336 = icmp slt i32 %i173, 16
  br i1 %336, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond74

for.end72:                                        ; preds = %for.cond70
  br label %if.end59

for.cond74:                                       ; preds = %sel.end80, %for.body71
  %j177 = phi i32 [ 0, %for.body71 ], [ %383, %sel.end80 ]
  %337 = icmp slt i32 %j177, 64
  br i1 %337, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %338 = sext i32 %page to i64
  %339 = icmp sle i64 0, %338
  %340 = sext i32 %page to i64
  %341 = sext i32 %NP to i64
  %342 = icmp slt i64 %340, %341
  %343 = and i1 %339, %342
  %344 = sext i32 %off to i64
  %345 = sext i32 %i173 to i64
  %346 = add i64 %344, %345
  %347 = icmp sle i64 0, %346
  %348 = sext i32 %off to i64
  %349 = sext i32 %i173 to i64
  %350 = add i64 %348, %349
  %351 = icmp slt i64 %350, 32
  %352 = and i1 %347, %351
  %353 = and i1 %343, %352
  %354 = sext i32 %g to i64
  %355 = sext i32 %G to i64
  %356 = icmp slt i64 %354, %355
  %357 = and i1 %353, %356
  br i1 %357, label %sel.then78, label %sel.else79

for.end76:                                        ; preds = %for.cond74
  %358 = add nsw i32 %i173, 1
  br label %for.cond70, !llvm.loop !16

sel.then78:                                       ; preds = %for.body75
  %359 = sext i32 %page to i64
  %360 = mul nsw i64 %359, 32
  %361 = add i32 %off, %i173
  %362 = sext i32 %361 to i64
  %363 = add nsw i64 %360, %362
  %364 = sext i32 %G to i64
  %365 = mul nsw i64 %363, %364
  %366 = sext i32 %g to i64
  %367 = add nsw i64 %365, %366
  %368 = mul nsw i64 %367, 64
  %369 = sext i32 %j177 to i64
  %370 = add nsw i64 %368, %369
  %371 = getelementptr inbounds i16, ptr %V, i64 %370
  %372 = load i16, ptr %371, align 2
  %373 = bitcast i16 %372 to half
  %374 = fpext half %373 to float
  br label %sel.end80

sel.else79:                                       ; preds = %for.body75
  br label %sel.end80

sel.end80:                                        ; preds = %sel.else79, %sel.then78
  %375 = phi float [ %374, %sel.then78 ], [ 0.000000e+00, %sel.else79 ]
  %376 = sext i32 %i173 to i64
  %377 = mul nsw i64 %376, 64
  %378 = sext i32 %j177 to i64
  %379 = add nsw i64 %377, %378
  %380 = getelementptr inbounds i16, ptr %V_s, i64 %379
  %381 = fptrunc float %375 to half
  %382 = bitcast half %381 to i16
  store i16 %382, ptr %380, align 2
  %383 = add nsw i32 %j177, 1
  br label %for.cond74, !llvm.loop !17

for.cond81:                                       ; preds = %for.body82, %if.end59
  %i184 = phi i32 [ 0, %if.end59 ], [ %391, %for.body82 ]
  %384 = icmp slt i32 %i184, 8
  br i1 %384, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %385 = call i64 @llvm.smax.i64(i64 16, i64 0)
  %386 = mul nuw i64 %385, 4
  %387 = sext i32 %i184 to i64
  %388 = mul nsw i64 %387, 16
  %389 = add nsw i64 %388, 0
  %390 = getelementptr inbounds float, ptr %acc_s, i64 %389
  call void @llvm.memset.p0.i64(ptr align 4 %390, i8 0, i64 %386, i1 false)
  %391 = add nsw i32 %i184, 1
  br label %for.cond81, !llvm.loop !18

for.end83:                                        ; preds = %for.cond81
  call void @tilec_rt_gemm_f16f32(i32 8, i32 16, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 16)
  br label %for.cond85

for.cond85:                                       ; preds = %for.end107, %for.end83
  %i = phi i32 [ 0, %for.end83 ], [ %518, %for.end107 ]
  %392 = icmp slt i32 %i, 8
  br i1 %392, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond88

for.end87:                                        ; preds = %for.cond85
  call void @tilec_rt_gemm_f16f32(i32 8, i32 64, i32 16, ptr %P_s, i32 16, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  br label %if.end29

for.cond88:                                       ; preds = %for.body89, %for.body86
  %j = phi i32 [ 0, %for.body86 ], [ %411, %for.body89 ]
  %393 = icmp slt i32 %j, 16
  br i1 %393, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %394 = mul i32 %lb, 16
  %395 = add i32 %394, %j
  %396 = icmp slt i32 %395, %len
  %397 = sext i32 %i to i64
  %398 = mul nsw i64 %397, 16
  %399 = sext i32 %j to i64
  %400 = add nsw i64 %398, %399
  %401 = call i64 @llvm.umin.i64(i64 %400, i64 127)
  %402 = getelementptr inbounds float, ptr %acc_s, i64 %401
  %403 = load float, ptr %402, align 4
  %404 = fmul float %403, 1.250000e-01
  %405 = select i1 %396, float %404, float 0xFFF0000000000000
  %406 = sext i32 %i to i64
  %407 = mul nsw i64 %406, 16
  %408 = sext i32 %j to i64
  %409 = add nsw i64 %407, %408
  %410 = getelementptr inbounds float, ptr %acc_s, i64 %409
  store float %405, ptr %410, align 4
  %411 = add nsw i32 %j, 1
  br label %for.cond88, !llvm.loop !19

for.end90:                                        ; preds = %for.cond88
  %412 = sext i32 %i to i64
  %413 = getelementptr inbounds float, ptr %m, i64 %412
  %414 = load float, ptr %413, align 4
  %415 = sext i32 %i to i64
  %416 = getelementptr inbounds float, ptr %m_prev, i64 %415
  store float %414, ptr %416, align 4
  br label %for.cond91

for.cond91:                                       ; preds = %for.body92, %for.end90
  %red = phi i32 [ 0, %for.end90 ], [ %430, %for.body92 ]
  %417 = icmp slt i32 %red, 16
  br i1 %417, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %418 = sext i32 %i to i64
  %419 = getelementptr inbounds float, ptr %m, i64 %418
  %420 = load float, ptr %419, align 4
  %421 = sext i32 %i to i64
  %422 = mul nsw i64 %421, 16
  %423 = sext i32 %red to i64
  %424 = add nsw i64 %422, %423
  %425 = getelementptr inbounds float, ptr %acc_s, i64 %424
  %426 = load float, ptr %425, align 4
  %427 = call float @llvm.maxnum.f32(float %420, float %426)
  %428 = sext i32 %i to i64
  %429 = getelementptr inbounds float, ptr %m, i64 %428
  store float %427, ptr %429, align 4
  %430 = add nsw i32 %red, 1
  br label %for.cond91, !llvm.loop !20

for.end93:                                        ; preds = %for.cond91
  br label %for.cond94

for.cond94:                                       ; preds = %for.body95, %for.end93
  %j97 = phi i32 [ 0, %for.end93 ], [ %448, %for.body95 ]
  %431 = icmp slt i32 %j97, 16
  br i1 %431, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %432 = sext i32 %i to i64
  %433 = mul nsw i64 %432, 16
  %434 = sext i32 %j97 to i64
  %435 = add nsw i64 %433, %434
  %436 = getelementptr inbounds float, ptr %acc_s, i64 %435
  %437 = load float, ptr %436, align 4
  %438 = sext i32 %i to i64
  %439 = getelementptr inbounds float, ptr %m, i64 %438
  %440 = load float, ptr %439, align 4
  %441 = fsub float %437, %440
  %442 = call float @tilec_expf_nonpos(float %441)
  %443 = sext i32 %i to i64
  %444 = mul nsw i64 %443, 16
  %445 = sext i32 %j97 to i64
  %446 = add nsw i64 %444, %445
  %447 = getelementptr inbounds float, ptr %acc_s, i64 %446
  store float %442, ptr %447, align 4
  %448 = add nsw i32 %j97, 1
  br label %for.cond94, !llvm.loop !21

for.end96:                                        ; preds = %for.cond94
  %449 = sext i32 %i to i64
  %450 = getelementptr inbounds float, ptr %row_sum, i64 %449
  store float 0.000000e+00, ptr %450, align 4
  br label %for.cond98

for.cond98:                                       ; preds = %for.body99, %for.end96
  %red101 = phi i32 [ 0, %for.end96 ], [ %464, %for.body99 ]
  %451 = icmp slt i32 %red101, 16
  br i1 %451, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %452 = sext i32 %i to i64
  %453 = getelementptr inbounds float, ptr %row_sum, i64 %452
  %454 = load float, ptr %453, align 4
  %455 = sext i32 %i to i64
  %456 = mul nsw i64 %455, 16
  %457 = sext i32 %red101 to i64
  %458 = add nsw i64 %456, %457
  %459 = getelementptr inbounds float, ptr %acc_s, i64 %458
  %460 = load float, ptr %459, align 4
  %461 = fadd float %454, %460
  %462 = sext i32 %i to i64
  %463 = getelementptr inbounds float, ptr %row_sum, i64 %462
  store float %461, ptr %463, align 4
  %464 = add nsw i32 %red101, 1
  br label %for.cond98, !llvm.loop !22

for.end100:                                       ; preds = %for.cond98
  %465 = sext i32 %i to i64
  %466 = getelementptr inbounds float, ptr %m_prev, i64 %465
  %467 = load float, ptr %466, align 4
  %468 = sext i32 %i to i64
  %469 = getelementptr inbounds float, ptr %m, i64 %468
  %470 = load float, ptr %469, align 4
  %471 = fsub float %467, %470
  %alpha = call float @tilec_expf(float %471)
  %472 = sext i32 %i to i64
  %473 = getelementptr inbounds float, ptr %l, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = fmul float %474, %alpha
  %476 = sext i32 %i to i64
  %477 = getelementptr inbounds float, ptr %row_sum, i64 %476
  %478 = load float, ptr %477, align 4
  %479 = fadd float %475, %478
  %480 = sext i32 %i to i64
  %481 = getelementptr inbounds float, ptr %l, i64 %480
  store float %479, ptr %481, align 4
  %482 = sext i32 %i to i64
  %483 = getelementptr inbounds float, ptr %m_prev, i64 %482
  store float %alpha, ptr %483, align 4
  br label %for.cond102

for.cond102:                                      ; preds = %for.body103, %for.end100
  %d = phi i32 [ 0, %for.end100 ], [ %500, %for.body103 ]
  %484 = icmp slt i32 %d, 64
  br i1 %484, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %485 = sext i32 %i to i64
  %486 = mul nsw i64 %485, 64
  %487 = sext i32 %d to i64
  %488 = add nsw i64 %486, %487
  %489 = getelementptr inbounds float, ptr %acc_o, i64 %488
  %490 = load float, ptr %489, align 4
  %491 = sext i32 %i to i64
  %492 = getelementptr inbounds float, ptr %m_prev, i64 %491
  %493 = load float, ptr %492, align 4
  %494 = fmul float %490, %493
  %495 = sext i32 %i to i64
  %496 = mul nsw i64 %495, 64
  %497 = sext i32 %d to i64
  %498 = add nsw i64 %496, %497
  %499 = getelementptr inbounds float, ptr %acc_o, i64 %498
  store float %494, ptr %499, align 4
  %500 = add nsw i32 %d, 1
  br label %for.cond102, !llvm.loop !23

for.end104:                                       ; preds = %for.cond102
  br label %for.cond105

for.cond105:                                      ; preds = %for.body106, %for.end104
  %j1108 = phi i32 [ 0, %for.end104 ], [ %517, %for.body106 ]
  %501 = icmp slt i32 %j1108, 16
  br i1 %501, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %502 = sext i32 %i to i64
  %503 = mul nsw i64 %502, 16
  %504 = sext i32 %j1108 to i64
  %505 = add nsw i64 %503, %504
  %506 = getelementptr inbounds float, ptr %acc_s, i64 %505
  %507 = load float, ptr %506, align 4
  %508 = fptrunc float %507 to half
  %509 = fpext half %508 to float
  %510 = sext i32 %i to i64
  %511 = mul nsw i64 %510, 16
  %512 = sext i32 %j1108 to i64
  %513 = add nsw i64 %511, %512
  %514 = getelementptr inbounds i16, ptr %P_s, i64 %513
  %515 = fptrunc float %509 to half
  %516 = bitcast half %515 to i16
  store i16 %516, ptr %514, align 2
  %517 = add nsw i32 %j1108, 1
  br label %for.cond105, !llvm.loop !24

for.end107:                                       ; preds = %for.cond105
  %518 = add nsw i32 %i, 1
  br label %for.cond85, !llvm.loop !25

for.cond109:                                      ; preds = %if.end115, %for.end23
  %i112 = phi i32 [ 0, %for.end23 ], [ %535, %if.end115 ]
  %519 = icmp slt i32 %i112, 8
  br i1 %519, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %520 = icmp sle i32 0, %b
  %521 = icmp slt i32 %b, %B
  %522 = and i1 %520, %521
  %523 = mul i32 %g, 8
  %524 = add i32 %523, %i112
  %525 = icmp sle i32 0, %524
  %526 = mul i32 %g, 8
  %527 = add i32 %526, %i112
  %528 = icmp slt i32 %527, %H
  %529 = and i1 %525, %528
  %530 = and i1 %522, %529
  br i1 %530, label %if.then113, label %if.else114

for.end111:                                       ; preds = %for.cond109
  ret void

if.then113:                                       ; preds = %for.body110
  %531 = sext i32 %B to i64
  %532 = sext i32 %H to i64
  %533 = mul i64 %531, %532
  %534 = icmp sge i64 %533, 262144
  br i1 %534, label %if.then116, label %if.else117

if.else114:                                       ; preds = %for.body110
  br label %if.end115

if.end115:                                        ; preds = %if.else114, %if.end118
  %535 = add nsw i32 %i112, 1
  br label %for.cond109, !llvm.loop !26

if.then116:                                       ; preds = %if.then113
  br label %for.cond119

if.else117:                                       ; preds = %if.then113
  br label %for.cond125

if.end118:                                        ; preds = %for.end127, %for.end121
  br label %if.end115

for.cond119:                                      ; preds = %for.end124, %if.then116
  %tl_c2 = phi i32 [ 0, %if.then116 ], [ %583, %for.end124 ]
  %536 = icmp slt i32 %tl_c2, 1
  br i1 %536, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %tl_sb3 = mul i32 %tl_c2, 2048
  %537 = sub i32 64, %tl_sb3
  %538 = icmp slt i32 %537, 2048
  %539 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %538, i32 %539, i32 2048
  br label %for.cond122

for.end121:                                       ; preds = %for.cond119
  br label %if.end118

for.cond122:                                      ; preds = %for.body123, %for.body120
  %tl_c5 = phi i32 [ 0, %for.body120 ], [ %566, %for.body123 ]
  %540 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %540, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %541 = sext i32 %i112 to i64
  %542 = getelementptr inbounds float, ptr %l, i64 %541
  %543 = load float, ptr %542, align 4
  %544 = fcmp ogt float %543, 0.000000e+00
  %545 = sext i32 %i112 to i64
  %546 = mul nsw i64 %545, 64
  %547 = add i32 %tl_sb3, %tl_c5
  %548 = add i32 0, %547
  %549 = sext i32 %548 to i64
  %550 = add nsw i64 %546, %549
  %551 = call i64 @llvm.umin.i64(i64 %550, i64 511)
  %552 = getelementptr inbounds float, ptr %acc_o, i64 %551
  %553 = load float, ptr %552, align 4
  %554 = sext i32 %i112 to i64
  %555 = call i64 @llvm.umin.i64(i64 %554, i64 7)
  %556 = getelementptr inbounds float, ptr %l, i64 %555
  %557 = load float, ptr %556, align 4
  %558 = fdiv float %553, %557
  %559 = select i1 %544, float %558, float 0.000000e+00
  %560 = fptrunc float %559 to half
  %561 = fpext half %560 to float
  %562 = sext i32 %tl_c5 to i64
  %563 = getelementptr inbounds i16, ptr %tl_stream0, i64 %562
  %564 = fptrunc float %561 to half
  %565 = bitcast half %564 to i16
  store i16 %565, ptr %563, align 2
  %566 = add nsw i32 %tl_c5, 1
  br label %for.cond122, !llvm.loop !27

for.end124:                                       ; preds = %for.cond122
  %567 = sext i32 %tl_sm4 to i64
  %568 = sext i32 %b to i64
  %569 = sext i32 %H to i64
  %570 = mul nsw i64 %568, %569
  %571 = mul i32 %g, 8
  %572 = add i32 %571, %i112
  %573 = sext i32 %572 to i64
  %574 = add nsw i64 %570, %573
  %575 = mul nsw i64 %574, 64
  %576 = add i32 %tl_sb3, 0
  %577 = add i32 0, %576
  %578 = sext i32 %577 to i64
  %579 = add nsw i64 %575, %578
  %580 = getelementptr inbounds i16, ptr %O, i64 %579
  %581 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %582 = mul i64 %567, 2
  call void @tilec_rt_stream(ptr %580, ptr %581, i64 %582)
  %583 = add nsw i32 %tl_c2, 1
  br label %for.cond119, !llvm.loop !28

for.cond125:                                      ; preds = %for.body126, %if.else117
  %d1 = phi i32 [ 0, %if.else117 ], [ %619, %for.body126 ]
  %584 = icmp slt i32 %d1, 64
  br i1 %584, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %585 = sext i32 %i112 to i64
  %586 = getelementptr inbounds float, ptr %l, i64 %585
  %587 = load float, ptr %586, align 4
  %588 = fcmp ogt float %587, 0.000000e+00
  %589 = sext i32 %i112 to i64
  %590 = mul nsw i64 %589, 64
  %591 = add i32 0, %d1
  %592 = sext i32 %591 to i64
  %593 = add nsw i64 %590, %592
  %594 = call i64 @llvm.umin.i64(i64 %593, i64 511)
  %595 = getelementptr inbounds float, ptr %acc_o, i64 %594
  %596 = load float, ptr %595, align 4
  %597 = sext i32 %i112 to i64
  %598 = call i64 @llvm.umin.i64(i64 %597, i64 7)
  %599 = getelementptr inbounds float, ptr %l, i64 %598
  %600 = load float, ptr %599, align 4
  %601 = fdiv float %596, %600
  %602 = select i1 %588, float %601, float 0.000000e+00
  %603 = fptrunc float %602 to half
  %604 = fpext half %603 to float
  %605 = sext i32 %b to i64
  %606 = sext i32 %H to i64
  %607 = mul nsw i64 %605, %606
  %608 = mul i32 %g, 8
  %609 = add i32 %608, %i112
  %610 = sext i32 %609 to i64
  %611 = add nsw i64 %607, %610
  %612 = mul nsw i64 %611, 64
  %613 = add i32 0, %d1
  %614 = sext i32 %613 to i64
  %615 = add nsw i64 %612, %614
  %616 = getelementptr inbounds i16, ptr %O, i64 %615
  %617 = fptrunc float %604 to half
  %618 = bitcast half %617 to i16
  store i16 %618, ptr %616, align 2
  %619 = add nsw i32 %d1, 1
  br label %for.cond125, !llvm.loop !29

for.end127:                                       ; preds = %for.cond125
  br label %if.end118
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
define internal void @paged_gqa_decode_task(ptr %ctx, i64 %block) #6 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 4
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 5
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 6
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 7
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 8
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 9
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 10
  %21 = load i32, ptr %20, align 4
  %22 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 11
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 12
  %25 = load i32, ptr %24, align 4
  %26 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 13
  %27 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 0
  %28 = load i64, ptr %27, align 8
  %29 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 1
  %30 = load i64, ptr %29, align 8
  %31 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 2
  %32 = load i64, ptr %31, align 8
  %33 = srem i64 %block, %28
  %34 = sdiv i64 %block, %28
  %35 = srem i64 %34, %30
  %36 = mul i64 %28, %30
  %37 = sdiv i64 %block, %36
  %38 = trunc i64 %33 to i32
  %39 = trunc i64 %35 to i32
  call void @paged_gqa_decode_block(ptr %1, ptr %3, ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i32 %15, i32 %17, i32 %19, i32 %21, i32 %23, i32 %25, i32 %38, i32 %39)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_paged_gqa_decode(ptr %args, ptr %dims, ptr %self) #6 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_paged_gqa_decode, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds ptr, ptr %args, i64 4
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 4
  store ptr %15, ptr %16, align 8
  %17 = getelementptr inbounds ptr, ptr %args, i64 5
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 5
  store ptr %18, ptr %19, align 8
  %20 = getelementptr inbounds ptr, ptr %args, i64 6
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 6
  store ptr %21, ptr %22, align 8
  %23 = getelementptr inbounds i64, ptr %dims, i64 0
  %24 = load i64, ptr %23, align 8
  %B = trunc i64 %24 to i32
  %25 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 7
  store i32 %B, ptr %25, align 4
  %26 = getelementptr inbounds i64, ptr %dims, i64 1
  %27 = load i64, ptr %26, align 8
  %H = trunc i64 %27 to i32
  %28 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 8
  store i32 %H, ptr %28, align 4
  %29 = getelementptr inbounds i64, ptr %dims, i64 2
  %30 = load i64, ptr %29, align 8
  %NP = trunc i64 %30 to i32
  %31 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 9
  store i32 %NP, ptr %31, align 4
  %32 = getelementptr inbounds i64, ptr %dims, i64 3
  %33 = load i64, ptr %32, align 8
  %G = trunc i64 %33 to i32
  %34 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 10
  store i32 %G, ptr %34, align 4
  %35 = getelementptr inbounds i64, ptr %dims, i64 4
  %36 = load i64, ptr %35, align 8
  %NS = trunc i64 %36 to i32
  %37 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 11
  store i32 %NS, ptr %37, align 4
  %38 = getelementptr inbounds i64, ptr %dims, i64 5
  %39 = load i64, ptr %38, align 8
  %MP = trunc i64 %39 to i32
  %40 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 12
  store i32 %MP, ptr %40, align 4
  %41 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 13
  %42 = sext i32 %G to i64
  %43 = getelementptr inbounds [3 x i64], ptr %41, i64 0, i64 0
  store i64 %42, ptr %43, align 8
  %44 = icmp sgt i64 %42, 0
  %45 = mul i64 1, %42
  %46 = sext i32 %B to i64
  %47 = getelementptr inbounds [3 x i64], ptr %41, i64 0, i64 1
  store i64 %46, ptr %47, align 8
  %48 = icmp sgt i64 %46, 0
  %49 = and i1 %44, %48
  %50 = mul i64 %45, %46
  %51 = getelementptr inbounds [3 x i64], ptr %41, i64 0, i64 2
  store i64 1, ptr %51, align 8
  %52 = and i1 %49, true
  %53 = mul i64 %50, 1
  br i1 %52, label %run, label %empty

run:                                              ; preds = %body
  %54 = call i32 @tilec_rt_run_blocks(i64 %53, i32 %nworkers, ptr @paged_gqa_decode_task, ptr %a)
  ret i32 %54

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
!8 = distinct !{!8, !1, !9}
!9 = !{!"llvm.loop.vectorize.enable", i1 false}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !6}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !6}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !6}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !6}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !6}
!24 = distinct !{!24, !1, !6}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !6}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !6}
