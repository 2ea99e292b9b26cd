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
  br label %for.cond10

if.end:                                           ; preds = %for.end12, %for.end
  br label %for.cond18

for.cond:                                         ; preds = %for.end9, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %64, %for.end9 ]
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
  br label %for.cond7

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %37, %for.body5 ]
  %20 = icmp slt i32 %pf, 2
  br i1 %20, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %21 = sext i32 %b to i64
  %22 = sext i32 %S to i64
  %23 = mul i64 %21, %22
  %24 = mul i32 %bx, 64
  %25 = add i32 %i3, 1
  %26 = add i32 %24, %25
  %27 = sext i32 %26 to i64
  %28 = add i64 %23, %27
  %29 = mul i64 %28, 4
  %30 = sext i32 %h to i64
  %31 = add i64 %29, %30
  %32 = mul i64 %31, 64
  %33 = mul i32 %pf, 32
  %34 = sext i32 %33 to i64
  %35 = add i64 %32, %34
  %36 = getelementptr i16, ptr %Q, i64 %35
  call void @llvm.prefetch.p0(ptr %36, i32 0, i32 3, i32 1)
  %37 = add nsw i32 %pf, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  br label %if.end3

for.cond7:                                        ; preds = %for.body8, %if.end3
  %j1 = phi i32 [ 0, %if.end3 ], [ %63, %for.body8 ]
  %38 = icmp slt i32 %j1, 64
  br i1 %38, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %39 = sext i32 %b to i64
  %40 = sext i32 %S to i64
  %41 = mul nsw i64 %39, %40
  %42 = mul i32 %bx, 64
  %43 = add i32 %42, %i3
  %44 = sext i32 %43 to i64
  %45 = add nsw i64 %41, %44
  %46 = mul nsw i64 %45, 4
  %47 = sext i32 %h to i64
  %48 = add nsw i64 %46, %47
  %49 = mul nsw i64 %48, 64
  %50 = sext i32 %j1 to i64
  %51 = add nsw i64 %49, %50
  %52 = getelementptr inbounds i16, ptr %Q, i64 %51
  %53 = load i16, ptr %52, align 2
  %54 = bitcast i16 %53 to half
  %55 = fpext half %54 to float
  %56 = sext i32 %i3 to i64
  %57 = mul nsw i64 %56, 64
  %58 = sext i32 %j1 to i64
  %59 = add nsw i64 %57, %58
  %60 = getelementptr inbounds i16, ptr %Q_s, i64 %59
  %61 = fptrunc float %55 to half
  %62 = bitcast half %61 to i16
  store i16 %62, ptr %60, align 2
  %63 = add nsw i32 %j1, 1
  br label %for.cond7, !llvm.loop !2

for.end9:                                         ; preds = %for.cond7
  %64 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !4

for.cond10:                                       ; preds = %for.end16, %if.else
  %i313 = phi i32 [ 0, %if.else ], [ %86, %for.end16 ]
  %65 = icmp slt i32 %i313, 64
  br i1 %65, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  br label %for.cond14

for.end12:                                        ; preds = %for.cond10
  br label %if.end

for.cond14:                                       ; preds = %sel.end, %for.body11
  %j117 = phi i32 [ 0, %for.body11 ], [ %112, %sel.end ]
  %66 = icmp slt i32 %j117, 64
  br i1 %66, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %67 = sext i32 %b to i64
  %68 = sext i32 %B to i64
  %69 = icmp slt i64 %67, %68
  %70 = mul i32 %bx, 64
  %71 = sext i32 %70 to i64
  %72 = sext i32 %i313 to i64
  %73 = add i64 %71, %72
  %74 = icmp sle i64 0, %73
  %75 = mul i32 %bx, 64
  %76 = sext i32 %75 to i64
  %77 = sext i32 %i313 to i64
  %78 = add i64 %76, %77
  %79 = sext i32 %S to i64
  %80 = icmp slt i64 %78, %79
  %81 = and i1 %74, %80
  %82 = and i1 %69, %81
  %83 = sext i32 %h to i64
  %84 = icmp slt i64 %83, 4
  %85 = and i1 %82, %84
  br i1 %85, label %sel.then, label %sel.else

for.end16:                                        ; preds = %for.cond14
  %86 = add nsw i32 %i313, 1
  br label %for.cond10, !llvm.loop !6

sel.then:                                         ; preds = %for.body15
  %87 = sext i32 %b to i64
  %88 = sext i32 %S to i64
  %89 = mul nsw i64 %87, %88
  %90 = mul i32 %bx, 64
  %91 = add i32 %90, %i313
  %92 = sext i32 %91 to i64
  %93 = add nsw i64 %89, %92
  %94 = mul nsw i64 %93, 4
  %95 = sext i32 %h to i64
  %96 = add nsw i64 %94, %95
  %97 = mul nsw i64 %96, 64
  %98 = sext i32 %j117 to i64
  %99 = add nsw i64 %97, %98
  %100 = getelementptr inbounds i16, ptr %Q, i64 %99
  %101 = load i16, ptr %100, align 2
  %102 = bitcast i16 %101 to half
  %103 = fpext half %102 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body15
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %104 = phi float [ %103, %sel.then ], [ 0.000000e+00, %sel.else ]
  %105 = sext i32 %i313 to i64
  %106 = mul nsw i64 %105, 64
  %107 = sext i32 %j117 to i64
  %108 = add nsw i64 %106, %107
  %109 = getelementptr inbounds i16, ptr %Q_s, i64 %108
  %110 = fptrunc float %104 to half
  %111 = bitcast half %110 to i16
  store i16 %111, ptr %109, align 2
  %112 = add nsw i32 %j117, 1
  br label %for.cond14, !llvm.loop !7

for.cond18:                                       ; preds = %for.end24, %if.end
  %i321 = phi i32 [ 0, %if.end ], [ %149, %for.end24 ]
  %113 = icmp slt i32 %i321, 64
  br i1 %113, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond22

for.end20:                                        ; preds = %for.cond18
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
  %126 = sext i32 %S to i64
  %127 = sdiv i64 %126, 64
  %128 = sub i64 0, %126
  %129 = select i1 false, i64 %128, i64 %127
  %130 = srem i64 %126, 64
  %131 = icmp ne i64 %130, 0
  %132 = icmp slt i64 %126, 0
  %133 = icmp eq i1 %132, false
  %134 = and i1 %131, %133
  %135 = zext i1 %134 to i64
  %136 = add i64 %129, %135
  %137 = trunc i64 %136 to i32
  br label %for.cond26

for.cond22:                                       ; preds = %for.body23, %for.body19
  %j125 = phi i32 [ 0, %for.body19 ], [ %144, %for.body23 ]
  %138 = icmp slt i32 %j125, 64
  br i1 %138, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %139 = sext i32 %i321 to i64
  %140 = mul nsw i64 %139, 64
  %141 = sext i32 %j125 to i64
  %142 = add nsw i64 %140, %141
  %143 = getelementptr inbounds float, ptr %acc_o, i64 %142
  store float 0.000000e+00, ptr %143, align 4
  %144 = add nsw i32 %j125, 1
  br label %for.cond22, !llvm.loop !8

for.end24:                                        ; preds = %for.cond22
  %145 = sext i32 %i321 to i64
  %146 = getelementptr inbounds float, ptr %l, i64 %145
  store float 0.000000e+00, ptr %146, align 4
  %147 = sext i32 %i321 to i64
  %148 = getelementptr inbounds float, ptr %m, i64 %147
  store float 0xFFF0000000000000, ptr %148, align 4
  %149 = add nsw i32 %i321, 1
  br label %for.cond18, !llvm.loop !9

for.cond26:                                       ; preds = %for.end95, %for.end20
  %kb = phi i32 [ 0, %for.end20 ], [ %387, %for.end95 ]
  %150 = icmp slt i32 %kb, %125
  br i1 %150, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %151 = sext i32 %b to i64
  %152 = add i64 %151, 1
  %153 = sext i32 %B to i64
  %154 = icmp sle i64 %152, %153
  %155 = mul i32 %kb, 64
  %156 = icmp sle i32 0, %155
  %157 = mul i32 %kb, 64
  %158 = sext i32 %157 to i64
  %159 = add i64 %158, 64
  %160 = sext i32 %S to i64
  %161 = icmp sle i64 %159, %160
  %162 = and i1 %156, %161
  %163 = and i1 %154, %162
  %164 = sext i32 %h to i64
  %165 = add i64 %164, 1
  %166 = icmp sle i64 %165, 4
  %167 = and i1 %163, %166
  br i1 %167, label %if.then29, label %if.else30

for.end28:                                        ; preds = %for.cond26
  br label %for.cond187

if.then29:                                        ; preds = %for.body27
  br label %for.cond32

if.else30:                                        ; preds = %for.body27
  br label %for.cond46

if.end31:                                         ; preds = %for.end48, %for.end34
  %168 = sext i32 %b to i64
  %169 = add i64 %168, 1
  %170 = sext i32 %B to i64
  %171 = icmp sle i64 %169, %170
  %172 = mul i32 %kb, 64
  %173 = icmp sle i32 0, %172
  %174 = mul i32 %kb, 64
  %175 = sext i32 %174 to i64
  %176 = add i64 %175, 64
  %177 = sext i32 %S to i64
  %178 = icmp sle i64 %176, %177
  %179 = and i1 %173, %178
  %180 = and i1 %171, %179
  %181 = sext i32 %h to i64
  %182 = add i64 %181, 1
  %183 = icmp sle i64 %182, 4
  %184 = and i1 %180, %183
  br i1 %184, label %if.then57, label %if.else58

for.cond32:                                       ; preds = %for.end44, %if.then29
  %i335 = phi i32 [ 0, %if.then29 ], [ %232, %for.end44 ]
  %185 = icmp slt i32 %i335, 64
  br i1 %185, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %186 = add i32 %kb, 1
  %187 = icmp slt i32 %186, %137
  br i1 %187, label %if.then36, label %if.else37

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

if.then36:                                        ; preds = %for.body33
  br label %for.cond39

if.else37:                                        ; preds = %for.body33
  br label %if.end38

if.end38:                                         ; preds = %if.else37, %for.end41
  br label %for.cond42

for.cond39:                                       ; preds = %for.body40, %if.then36
  %pf1 = phi i32 [ 0, %if.then36 ], [ %205, %for.body40 ]
  %188 = icmp slt i32 %pf1, 2
  br i1 %188, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %189 = sext i32 %b to i64
  %190 = sext i32 %S to i64
  %191 = mul i64 %189, %190
  %192 = add i32 %kb, 1
  %193 = mul i32 %192, 64
  %194 = add i32 %193, %i335
  %195 = sext i32 %194 to i64
  %196 = add i64 %191, %195
  %197 = mul i64 %196, 4
  %198 = sext i32 %h to i64
  %199 = add i64 %197, %198
  %200 = mul i64 %199, 64
  %201 = mul i32 %pf1, 32
  %202 = sext i32 %201 to i64
  %203 = add i64 %200, %202
  %204 = getelementptr i16, ptr %K, i64 %203
  call void @llvm.prefetch.p0(ptr %204, i32 0, i32 3, i32 1)
  %205 = add nsw i32 %pf1, 1
  br label %for.cond39, !llvm.loop !10

for.end41:                                        ; preds = %for.cond39
  br label %if.end38

for.cond42:                                       ; preds = %for.body43, %if.end38
  %j145 = phi i32 [ 0, %if.end38 ], [ %231, %for.body43 ]
  %206 = icmp slt i32 %j145, 64
  br i1 %206, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %207 = sext i32 %b to i64
  %208 = sext i32 %S to i64
  %209 = mul nsw i64 %207, %208
  %210 = mul i32 %kb, 64
  %211 = add i32 %210, %i335
  %212 = sext i32 %211 to i64
  %213 = add nsw i64 %209, %212
  %214 = mul nsw i64 %213, 4
  %215 = sext i32 %h to i64
  %216 = add nsw i64 %214, %215
  %217 = mul nsw i64 %216, 64
  %218 = sext i32 %j145 to i64
  %219 = add nsw i64 %217, %218
  %220 = getelementptr inbounds i16, ptr %K, i64 %219
  %221 = load i16, ptr %220, align 2
  %222 = bitcast i16 %221 to half
  %223 = fpext half %222 to float
  %224 = sext i32 %i335 to i64
  %225 = mul nsw i64 %224, 64
  %226 = sext i32 %j145 to i64
  %227 = add nsw i64 %225, %226
  %228 = getelementptr inbounds i16, ptr %K_s, i64 %227
  %229 = fptrunc float %223 to half
  %230 = bitcast half %229 to i16
  store i16 %230, ptr %228, align 2
  %231 = add nsw i32 %j145, 1
  br label %for.cond42, !llvm.loop !11

for.end44:                                        ; preds = %for.cond42
  %232 = add nsw i32 %i335, 1
  br label %for.cond32, !llvm.loop !12

for.cond46:                                       ; preds = %for.end52, %if.else30
  %i349 = phi i32 [ 0, %if.else30 ], [ %254, %for.end52 ]
  %233 = icmp slt i32 %i349, 64
  br i1 %233, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  br label %for.cond50

for.end48:                                        ; preds = %for.cond46
  br label %if.end31

for.cond50:                                       ; preds = %sel.end56, %for.body47
  %j153 = phi i32 [ 0, %for.body47 ], [ %280, %sel.end56 ]
  %234 = icmp slt i32 %j153, 64
  br i1 %234, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %235 = sext i32 %b to i64
  %236 = sext i32 %B to i64
  %237 = icmp slt i64 %235, %236
  %238 = mul i32 %kb, 64
  %239 = sext i32 %238 to i64
  %240 = sext i32 %i349 to i64
  %241 = add i64 %239, %240
  %242 = icmp sle i64 0, %241
  %243 = mul i32 %kb, 64
  %244 = sext i32 %243 to i64
  %245 = sext i32 %i349 to i64
  %246 = add i64 %244, %245
  %247 = sext i32 %S to i64
  %248 = icmp slt i64 %246, %247
  %249 = and i1 %242, %248
  %250 = and i1 %237, %249
  %251 = sext i32 %h to i64
  %252 = icmp slt i64 %251, 4
  %253 = and i1 %250, %252
  br i1 %253, label %sel.then54, label %sel.else55

for.end52:                                        ; preds = %for.cond50
  %254 = add nsw i32 %i349, 1
  br label %for.cond46, !llvm.loop !13

sel.then54:                                       ; preds = %for.body51
  %255 = sext i32 %b to i64
  %256 = sext i32 %S to i64
  %257 = mul nsw i64 %255, %256
  %258 = mul i32 %kb, 64
  %259 = add i32 %258, %i349
  %260 = sext i32 %259 to i64
  %261 = add nsw i64 %257, %260
  %262 = mul nsw i64 %261, 4
  %263 = sext i32 %h to i64
  %264 = add nsw i64 %262, %263
  %265 = mul nsw i64 %264, 64
  %266 = sext i32 %j153 to i64
  %267 = add nsw i64 %265, %266
  %268 = getelementptr inbounds i16, ptr %K, i64 %267
  %269 = load i16, ptr %268, align 2
  %270 = bitcast i16 %269 to half
  %271 = fpext half %270 to float
  br label %sel.end56

sel.else55:                                       ; preds = %for.body51
  br label %sel.end56

sel.end56:                                        ; preds = %sel.else55, %sel.then54
  %272 = phi float [ %271, %sel.then54 ], [ 0.000000e+00, %sel.else55 ]
  %273 = sext i32 %i349 to i64
  %274 = mul nsw i64 %273, 64
  %275 = sext i32 %j153 to i64
  %276 = add nsw i64 %274, %275
  %277 = getelementptr inbounds i16, ptr %K_s, i64 %276
  %278 = fptrunc float %272 to half
  %279 = bitcast half %278 to i16
  store i16 %279, ptr %277, align 2
  %280 = add nsw i32 %j153, 1
  br label %for.cond50, !llvm.loop !14

if.then57:                                        ; preds = %if.end31
  br label %for.cond60

if.else58:                                        ; preds = %if.end31
  br label %for.cond74

if.end59:                                         ; preds = %for.end76, %for.end62
  br label %for.cond85

for.cond60:                                       ; preds = %for.end72, %if.then57
  %i363 = phi i32 [ 0, %if.then57 ], [ %328, %for.end72 ]
  %281 = icmp slt i32 %i363, 64
  br i1 %281, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %282 = add i32 %kb, 1
  %283 = icmp slt i32 %282, %137
  br i1 %283, label %if.then64, label %if.else65

for.end62:                                        ; preds = %for.cond60
  br label %if.end59

if.then64:                                        ; preds = %for.body61
  br label %for.cond67

if.else65:                                        ; preds = %for.body61
  br label %if.end66

if.end66:                                         ; preds = %if.else65, %for.end69
  br label %for.cond70

for.cond67:                                       ; preds = %for.body68, %if.then64
  %pf2 = phi i32 [ 0, %if.then64 ], [ %301, %for.body68 ]
  %284 = icmp slt i32 %pf2, 2
  br i1 %284, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %285 = sext i32 %b to i64
  %286 = sext i32 %S to i64
  %287 = mul i64 %285, %286
  %288 = add i32 %kb, 1
  %289 = mul i32 %288, 64
  %290 = add i32 %289, %i363
  %291 = sext i32 %290 to i64
  %292 = add i64 %287, %291
  %293 = mul i64 %292, 4
  %294 = sext i32 %h to i64
  %295 = add i64 %293, %294
  %296 = mul i64 %295, 64
  %297 = mul i32 %pf2, 32
  %298 = sext i32 %297 to i64
  %299 = add i64 %296, %298
  %300 = getelementptr i16, ptr %V, i64 %299
  call void @llvm.prefetch.p0(ptr %300, i32 0, i32 3, i32 1)
  %301 = add nsw i32 %pf2, 1
  br label %for.cond67, !llvm.loop !15

for.end69:                                        ; preds = %for.cond67
  br label %if.end66

for.cond70:                                       ; preds = %for.body71, %if.end66
  %j173 = phi i32 [ 0, %if.end66 ], [ %327, %for.body71 ]
  %302 = icmp slt i32 %j173, 64
  br i1 %302, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %303 = sext i32 %b to i64
  %304 = sext i32 %S to i64
  %305 = mul nsw i64 %303, %304
  %306 = mul i32 %kb, 64
  %307 = add i32 %306, %i363
  %308 = sext i32 %307 to i64
  %309 = add nsw i64 %305, %308
  %310 = mul nsw i64 %309, 4
  %311 = sext i32 %h to i64
  %312 = add nsw i64 %310, %311
  %313 = mul nsw i64 %312, 64
  %314 = sext i32 %j173 to i64
  %315 = add nsw i64 %313, %314
  %316 = getelementptr inbounds i16, ptr %V, i64 %315
  %317 = load i16, ptr %316, align 2
  %318 = bitcast i16 %317 to half
  %319 = fpext half %318 to float
  %320 = sext i32 %i363 to i64
  %321 = mul nsw i64 %320, 64
  %322 = sext i32 %j173 to i64
  %323 = add nsw i64 %321, %322
  %324 = getelementptr inbounds i16, ptr %V_s, i64 %323
  %325 = fptrunc float %319 to half
  %326 = bitcast half %325 to i16
  store i16 %326, ptr %324, align 2
  %327 = add nsw i32 %j173, 1
  br label %for.cond70, !llvm.loop !16

for.end72:                                        ; preds = %for.cond70
  %328 = add nsw i32 %i363, 1
  br label %for.cond60, !llvm.loop !17

for.cond74:                                       ; preds = %for.end80, %if.else58
  %i377 = phi i32 [ 0, %if.else58 ], [ %350, %for.end80 ]
  %329 = icmp slt i32 %i377, 64
  br i1 %329, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  br label %for.cond78

for.end76:                                        ; preds = %for.cond74
  br label %if.end59

for.cond78:                                       ; preds = %sel.end84, %for.body75
  %j181 = phi i32 [ 0, %for.body75 ], [ %376, %sel.end84 ]
  %330 = icmp slt i32 %j181, 64
  br i1 %330, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %331 = sext i32 %b to i64
  %332 = sext i32 %B to i64
  %333 = icmp slt i64 %331, %332
  %334 = mul i32 %kb, 64
  %335 = sext i32 %334 to i64
  %336 = sext i32 %i377 to i64
  %337 = add i64 %335, %336
  %338 = icmp sle i64 0, %337
  %339 = mul i32 %kb, 64
  %340 = sext i32 %339 to i64
  %341 = sext i32 %i377 to i64
  %342 = add i64 %340, %341
  %343 = sext i32 %S to i64
  %344 = icmp slt i64 %342, %343
  %345 = and i1 %338, %344
  %346 = and i1 %333, %345
  %347 = sext i32 %h to i64
  %348 = icmp slt i64 %347, 4
  %349 = and i1 %346, %348
  br i1 %349, label %sel.then82, label %sel.else83

for.end80:                                        ; preds = %for.cond78
  %350 = add nsw i32 %i377, 1
  br label %for.cond74, !llvm.loop !18

sel.then82:                                       ; preds = %for.body79
  %351 = sext i32 %b to i64
  %352 = sext i32 %S to i64
  %353 = mul nsw i64 %351, %352
  %354 = mul i32 %kb, 64
  %355 = add i32 %354, %i377
  %356 = sext i32 %355 to i64
  %357 = add nsw i64 %353, %356
  %358 = mul nsw i64 %357, 4
  %359 = sext i32 %h to i64
  %360 = add nsw i64 %358, %359
  %361 = mul nsw i64 %360, 64
  %362 = sext i32 %j181 to i64
  %363 = add nsw i64 %361, %362
  %364 = getelementptr inbounds i16, ptr %V, i64 %363
  %365 = load i16, ptr %364, align 2
  %366 = bitcast i16 %365 to half
  %367 = fpext half %366 to float
  br label %sel.end84

sel.else83:                                       ; preds = %for.body79
  br label %sel.end84

sel.end84:                                        ; preds = %sel.else83, %sel.then82
  %368 = phi float [ %367, %sel.then82 ], [ 0.000000e+00, %sel.else83 ]
  %369 = sext i32 %i377 to i64
  %370 = mul nsw i64 %369, 64
  %371 = sext i32 %j181 to i64
  %372 = add nsw i64 %370, %371
  %373 = getelementptr inbounds i16, ptr %V_s, i64 %372
  %374 = fptrunc float %368 to half
  %375 = bitcast half %374 to i16
  store i16 %375, ptr %373, align 2
  %376 = add nsw i32 %j181, 1
  br label %for.cond78, !llvm.loop !19

for.cond85:                                       ; preds = %for.end91, %if.end59
  %i388 = phi i32 [ 0, %if.end59 ], [ %385, %for.end91 ]
  %377 = icmp slt i32 %i388, 64
  br i1 %377, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond89

for.end87:                                        ; preds = %for.cond85
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond93

for.cond89:                                       ; preds = %for.body90, %for.body86
  %j192 = phi i32 [ 0, %for.body86 ], [ %384, %for.body90 ]
  %378 = icmp slt i32 %j192, 64
  br i1 %378, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %379 = sext i32 %i388 to i64
  %380 = mul nsw i64 %379, 64
  %381 = sext i32 %j192 to i64
  %382 = add nsw i64 %380, %381
  %383 = getelementptr inbounds float, ptr %acc_s, i64 %382
  store float 0.000000e+00, ptr %383, align 4
  %384 = add nsw i32 %j192, 1
  br label %for.cond89, !llvm.loop !20

for.end91:                                        ; preds = %for.cond89
  %385 = add nsw i32 %i388, 1
  br label %for.cond85, !llvm.loop !21

for.cond93:                                       ; preds = %for.end185, %for.end87
  %i = phi i32 [ 0, %for.end87 ], [ %712, %for.end185 ]
  %386 = icmp slt i32 %i, 64
  br i1 %386, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond96

for.end95:                                        ; preds = %for.cond93
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %387 = add nsw i32 %kb, 1
  br label %for.cond26, !llvm.loop !22

for.cond96:                                       ; preds = %for.body97, %for.body94
  %j = phi i32 [ 0, %for.body94 ], [ %406, %for.body97 ]
  %388 = icmp slt i32 %j, 64
  br i1 %388, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %389 = mul i32 %kb, 64
  %390 = add i32 %389, %j
  %391 = icmp slt i32 %390, %S
  %392 = sext i32 %i to i64
  %393 = mul nsw i64 %392, 64
  %394 = sext i32 %j to i64
  %395 = add nsw i64 %393, %394
  %396 = call i64 @llvm.umin.i64(i64 %395, i64 4095)
  %397 = getelementptr inbounds float, ptr %acc_s, i64 %396
  %398 = load float, ptr %397, align 4
  %399 = fmul float %398, 1.250000e-01
  %400 = select i1 %391, float %399, float 0xFFF0000000000000
  %401 = sext i32 %i to i64
  %402 = mul nsw i64 %401, 64
  %403 = sext i32 %j to i64
  %404 = add nsw i64 %402, %403
  %405 = getelementptr inbounds float, ptr %acc_s, i64 %404
  store float %400, ptr %405, align 4
  %406 = add nsw i32 %j, 1
  br label %for.cond96, !llvm.loop !23

for.end98:                                        ; preds = %for.cond96
  %407 = sext i32 %i to i64
  %408 = getelementptr inbounds float, ptr %m, i64 %407
  %409 = load float, ptr %408, align 4
  %410 = sext i32 %i to i64
  %411 = getelementptr inbounds float, ptr %m_prev, i64 %410
  store float %409, ptr %411, align 4
  %412 = sext i32 %i to i64
  %413 = getelementptr inbounds float, ptr %m, i64 %412
  %tl_dst0 = load float, ptr %413, align 4
  br label %for.cond99

for.cond99:                                       ; preds = %for.body100, %for.end98
  %lane = phi i32 [ 0, %for.end98 ], [ %438, %for.body100 ]
  %414 = icmp slt i32 %lane, 32
  br i1 %414, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %415 = sext i32 %i to i64
  %416 = mul nsw i64 %415, 64
  %417 = sext i32 %lane to i64
  %418 = add nsw i64 %416, %417
  %419 = getelementptr inbounds float, ptr %acc_s, i64 %418
  %420 = load float, ptr %419, align 4
  %421 = sext i32 %i to i64
  %422 = mul nsw i64 %421, 64
  %423 = sext i32 %lane to i64
  %424 = add nsw i64 %422, %423
  %425 = getelementptr inbounds float, ptr %acc_s, i64 %424
  %426 = load float, ptr %425, align 4
  %427 = fcmp une float %420, %426
  %428 = sext i32 %i to i64
  %429 = mul nsw i64 %428, 64
  %430 = sext i32 %lane to i64
  %431 = add nsw i64 %429, %430
  %432 = call i64 @llvm.umin.i64(i64 %431, i64 4095)
  %433 = getelementptr inbounds float, ptr %acc_s, i64 %432
  %434 = load float, ptr %433, align 4
  %435 = select i1 %427, float 0xFFF0000000000000, float %434
  %436 = sext i32 %lane to i64
  %437 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %436
  store float %435, ptr %437, align 4
  %438 = add nsw i32 %lane, 1
  br label %for.cond99, !llvm.loop !24

for.end101:                                       ; preds = %for.cond99
  br label %for.cond102

for.cond102:                                      ; preds = %for.end107, %for.end101
  %red = phi i32 [ 0, %for.end101 ], [ %456, %for.end107 ]
  %439 = icmp slt i32 %red, 1
  br i1 %439, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  br label %for.cond105

for.end104:                                       ; preds = %for.cond102
  br label %for.cond109

for.cond105:                                      ; preds = %for.body106, %for.body103
  %lane108 = phi i32 [ 0, %for.body103 ], [ %455, %for.body106 ]
  %440 = icmp slt i32 %lane108, 32
  br i1 %440, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %441 = sext i32 %lane108 to i64
  %442 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %441
  %lane_acc = load float, ptr %442, align 4
  %443 = sext i32 %i to i64
  %444 = mul nsw i64 %443, 64
  %445 = add i32 %red, 1
  %446 = mul i32 %445, 32
  %447 = add i32 %446, %lane108
  %448 = sext i32 %447 to i64
  %449 = add nsw i64 %444, %448
  %450 = getelementptr inbounds float, ptr %acc_s, i64 %449
  %lane_next = load float, ptr %450, align 4
  %451 = fcmp ogt float %lane_next, %lane_acc
  %452 = select i1 %451, float %lane_next, float %lane_acc
  %453 = sext i32 %lane108 to i64
  %454 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %453
  store float %452, ptr %454, align 4
  %455 = add nsw i32 %lane108, 1
  br label %for.cond105, !llvm.loop !25

for.end107:                                       ; preds = %for.cond105
  %456 = add nsw i32 %red, 1
  br label %for.cond102, !llvm.loop !26

for.cond109:                                      ; preds = %for.body110, %for.end104
  %lane112 = phi i32 [ 0, %for.end104 ], [ %467, %for.body110 ]
  %457 = icmp slt i32 %lane112, 16
  br i1 %457, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %458 = sext i32 %lane112 to i64
  %459 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %458
  %lane_acc113 = load float, ptr %459, align 4
  %460 = add i32 %lane112, 16
  %461 = sext i32 %460 to i64
  %462 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %461
  %lane_next114 = load float, ptr %462, align 4
  %463 = fcmp ogt float %lane_next114, %lane_acc113
  %464 = select i1 %463, float %lane_next114, float %lane_acc113
  %465 = sext i32 %lane112 to i64
  %466 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %465
  store float %464, ptr %466, align 4
  %467 = add nsw i32 %lane112, 1
  br label %for.cond109, !llvm.loop !27

for.end111:                                       ; preds = %for.cond109
  br label %for.cond115

for.cond115:                                      ; preds = %for.body116, %for.end111
  %lane118 = phi i32 [ 0, %for.end111 ], [ %478, %for.body116 ]
  %468 = icmp slt i32 %lane118, 8
  br i1 %468, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %469 = sext i32 %lane118 to i64
  %470 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %469
  %lane_acc119 = load float, ptr %470, align 4
  %471 = add i32 %lane118, 8
  %472 = sext i32 %471 to i64
  %473 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %472
  %lane_next120 = load float, ptr %473, align 4
  %474 = fcmp ogt float %lane_next120, %lane_acc119
  %475 = select i1 %474, float %lane_next120, float %lane_acc119
  %476 = sext i32 %lane118 to i64
  %477 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %476
  store float %475, ptr %477, align 4
  %478 = add nsw i32 %lane118, 1
  br label %for.cond115, !llvm.loop !28

for.end117:                                       ; preds = %for.cond115
  br label %for.cond121

for.cond121:                                      ; preds = %for.body122, %for.end117
  %lane124 = phi i32 [ 0, %for.end117 ], [ %489, %for.body122 ]
  %479 = icmp slt i32 %lane124, 4
  br i1 %479, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %480 = sext i32 %lane124 to i64
  %481 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %480
  %lane_acc125 = load float, ptr %481, align 4
  %482 = add i32 %lane124, 4
  %483 = sext i32 %482 to i64
  %484 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %483
  %lane_next126 = load float, ptr %484, align 4
  %485 = fcmp ogt float %lane_next126, %lane_acc125
  %486 = select i1 %485, float %lane_next126, float %lane_acc125
  %487 = sext i32 %lane124 to i64
  %488 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %487
  store float %486, ptr %488, align 4
  %489 = add nsw i32 %lane124, 1
  br label %for.cond121, !llvm.loop !29

for.end123:                                       ; preds = %for.cond121
  br label %for.cond127

for.cond127:                                      ; preds = %for.body128, %for.end123
  %lane130 = phi i32 [ 0, %for.end123 ], [ %500, %for.body128 ]
  %490 = icmp slt i32 %lane130, 2
  br i1 %490, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %491 = sext i32 %lane130 to i64
  %492 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %491
  %lane_acc131 = load float, ptr %492, align 4
  %493 = add i32 %lane130, 2
  %494 = sext i32 %493 to i64
  %495 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %494
  %lane_next132 = load float, ptr %495, align 4
  %496 = fcmp ogt float %lane_next132, %lane_acc131
  %497 = select i1 %496, float %lane_next132, float %lane_acc131
  %498 = sext i32 %lane130 to i64
  %499 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %498
  store float %497, ptr %499, align 4
  %500 = add nsw i32 %lane130, 1
  br label %for.cond127, !llvm.loop !30

for.end129:                                       ; preds = %for.cond127
  br label %for.cond133

for.cond133:                                      ; preds = %for.body134, %for.end129
  %lane136 = phi i32 [ 0, %for.end129 ], [ %511, %for.body134 ]
  %501 = icmp slt i32 %lane136, 1
  br i1 %501, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %502 = sext i32 %lane136 to i64
  %503 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %502
  %lane_acc137 = load float, ptr %503, align 4
  %504 = add i32 %lane136, 1
  %505 = sext i32 %504 to i64
  %506 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %505
  %lane_next138 = load float, ptr %506, align 4
  %507 = fcmp ogt float %lane_next138, %lane_acc137
  %508 = select i1 %507, float %lane_next138, float %lane_acc137
  %509 = sext i32 %lane136 to i64
  %510 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %509
  store float %508, ptr %510, align 4
  %511 = add nsw i32 %lane136, 1
  br label %for.cond133, !llvm.loop !31

for.end135:                                       ; preds = %for.cond133
  %512 = sext i32 %i to i64
  %513 = getelementptr inbounds float, ptr %m, i64 %512
  %514 = load float, ptr %513, align 4
  %515 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %516 = load float, ptr %515, align 4
  %517 = call float @llvm.maxnum.f32(float %514, float %516)
  %518 = sext i32 %i to i64
  %519 = getelementptr inbounds float, ptr %m, i64 %518
  store float %517, ptr %519, align 4
  %520 = sext i32 %i to i64
  %521 = getelementptr inbounds float, ptr %m, i64 %520
  %522 = load float, ptr %521, align 4
  %523 = fcmp oeq float %522, 0xFFF0000000000000
  %524 = fcmp une float %tl_dst0, %tl_dst0
  %525 = and i1 %523, %524
  br i1 %525, label %if.then139, label %if.else140

if.then139:                                       ; preds = %for.end135
  %526 = sext i32 %i to i64
  %527 = getelementptr inbounds float, ptr %m, i64 %526
  store float %tl_dst0, ptr %527, align 4
  br label %for.cond142

if.else140:                                       ; preds = %for.end135
  br label %if.end141

if.end141:                                        ; preds = %if.else140, %for.end144
  br label %for.cond146

for.cond142:                                      ; preds = %for.body143, %if.then139
  %red145 = phi i32 [ 0, %if.then139 ], [ %541, %for.body143 ]
  %528 = icmp slt i32 %red145, 64
  br i1 %528, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %529 = sext i32 %i to i64
  %530 = getelementptr inbounds float, ptr %m, i64 %529
  %531 = load float, ptr %530, align 4
  %532 = sext i32 %i to i64
  %533 = mul nsw i64 %532, 64
  %534 = sext i32 %red145 to i64
  %535 = add nsw i64 %533, %534
  %536 = getelementptr inbounds float, ptr %acc_s, i64 %535
  %537 = load float, ptr %536, align 4
  %538 = call float @llvm.maxnum.f32(float %531, float %537)
  %539 = sext i32 %i to i64
  %540 = getelementptr inbounds float, ptr %m, i64 %539
  store float %538, ptr %540, align 4
  %541 = add nsw i32 %red145, 1
  br label %for.cond142, !llvm.loop !32

for.end144:                                       ; preds = %for.cond142
  br label %if.end141

for.cond146:                                      ; preds = %for.body147, %if.end141
  %j149 = phi i32 [ 0, %if.end141 ], [ %559, %for.body147 ]
  %542 = icmp slt i32 %j149, 64
  br i1 %542, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %543 = sext i32 %i to i64
  %544 = mul nsw i64 %543, 64
  %545 = sext i32 %j149 to i64
  %546 = add nsw i64 %544, %545
  %547 = getelementptr inbounds float, ptr %acc_s, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = sext i32 %i to i64
  %550 = getelementptr inbounds float, ptr %m, i64 %549
  %551 = load float, ptr %550, align 4
  %552 = fsub float %548, %551
  %553 = call float @tilec_expf_nonpos(float %552)
  %554 = sext i32 %i to i64
  %555 = mul nsw i64 %554, 64
  %556 = sext i32 %j149 to i64
  %557 = add nsw i64 %555, %556
  %558 = getelementptr inbounds float, ptr %acc_s, i64 %557
  store float %553, ptr %558, align 4
  %559 = add nsw i32 %j149, 1
  br label %for.cond146, !llvm.loop !33

for.end148:                                       ; preds = %for.cond146
  br label %for.cond150

for.cond150:                                      ; preds = %for.body151, %for.end148
  %lane1 = phi i32 [ 0, %for.end148 ], [ %569, %for.body151 ]
  %560 = icmp slt i32 %lane1, 32
  br i1 %560, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %561 = sext i32 %i to i64
  %562 = mul nsw i64 %561, 64
  %563 = sext i32 %lane1 to i64
  %564 = add nsw i64 %562, %563
  %565 = getelementptr inbounds float, ptr %acc_s, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = sext i32 %lane1 to i64
  %568 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %567
  store float %566, ptr %568, align 4
  %569 = add nsw i32 %lane1, 1
  br label %for.cond150, !llvm.loop !34

for.end152:                                       ; preds = %for.cond150
  br label %for.cond153

for.cond153:                                      ; preds = %for.end158, %for.end152
  %red1 = phi i32 [ 0, %for.end152 ], [ %588, %for.end158 ]
  %570 = icmp slt i32 %red1, 1
  br i1 %570, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  br label %for.cond156

for.end155:                                       ; preds = %for.cond153
  br label %for.cond160

for.cond156:                                      ; preds = %for.body157, %for.body154
  %lane1159 = phi i32 [ 0, %for.body154 ], [ %587, %for.body157 ]
  %571 = icmp slt i32 %lane1159, 32
  br i1 %571, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %572 = sext i32 %lane1159 to i64
  %573 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %572
  %574 = load float, ptr %573, align 4
  %575 = sext i32 %i to i64
  %576 = mul nsw i64 %575, 64
  %577 = add i32 %red1, 1
  %578 = mul i32 %577, 32
  %579 = add i32 %578, %lane1159
  %580 = sext i32 %579 to i64
  %581 = add nsw i64 %576, %580
  %582 = getelementptr inbounds float, ptr %acc_s, i64 %581
  %583 = load float, ptr %582, align 4
  %584 = fadd float %574, %583
  %585 = sext i32 %lane1159 to i64
  %586 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %585
  store float %584, ptr %586, align 4
  %587 = add nsw i32 %lane1159, 1
  br label %for.cond156, !llvm.loop !35

for.end158:                                       ; preds = %for.cond156
  %588 = add nsw i32 %red1, 1
  br label %for.cond153, !llvm.loop !36

for.cond160:                                      ; preds = %for.body161, %for.end155
  %lane1163 = phi i32 [ 0, %for.end155 ], [ %600, %for.body161 ]
  %589 = icmp slt i32 %lane1163, 16
  br i1 %589, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  %590 = sext i32 %lane1163 to i64
  %591 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %590
  %592 = load float, ptr %591, align 4
  %593 = add i32 %lane1163, 16
  %594 = sext i32 %593 to i64
  %595 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %594
  %596 = load float, ptr %595, align 4
  %597 = fadd float %592, %596
  %598 = sext i32 %lane1163 to i64
  %599 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %598
  store float %597, ptr %599, align 4
  %600 = add nsw i32 %lane1163, 1
  br label %for.cond160, !llvm.loop !37

for.end162:                                       ; preds = %for.cond160
  br label %for.cond164

for.cond164:                                      ; preds = %for.body165, %for.end162
  %lane1167 = phi i32 [ 0, %for.end162 ], [ %612, %for.body165 ]
  %601 = icmp slt i32 %lane1167, 8
  br i1 %601, label %for.body165, label %for.end166

for.body165:                                      ; preds = %for.cond164
  %602 = sext i32 %lane1167 to i64
  %603 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %602
  %604 = load float, ptr %603, align 4
  %605 = add i32 %lane1167, 8
  %606 = sext i32 %605 to i64
  %607 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %606
  %608 = load float, ptr %607, align 4
  %609 = fadd float %604, %608
  %610 = sext i32 %lane1167 to i64
  %611 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %610
  store float %609, ptr %611, align 4
  %612 = add nsw i32 %lane1167, 1
  br label %for.cond164, !llvm.loop !38

for.end166:                                       ; preds = %for.cond164
  br label %for.cond168

for.cond168:                                      ; preds = %for.body169, %for.end166
  %lane1171 = phi i32 [ 0, %for.end166 ], [ %624, %for.body169 ]
  %613 = icmp slt i32 %lane1171, 4
  br i1 %613, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %614 = sext i32 %lane1171 to i64
  %615 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = add i32 %lane1171, 4
  %618 = sext i32 %617 to i64
  %619 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = fadd float %616, %620
  %622 = sext i32 %lane1171 to i64
  %623 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %622
  store float %621, ptr %623, align 4
  %624 = add nsw i32 %lane1171, 1
  br label %for.cond168, !llvm.loop !39

for.end170:                                       ; preds = %for.cond168
  br label %for.cond172

for.cond172:                                      ; preds = %for.body173, %for.end170
  %lane1175 = phi i32 [ 0, %for.end170 ], [ %636, %for.body173 ]
  %625 = icmp slt i32 %lane1175, 2
  br i1 %625, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %626 = sext i32 %lane1175 to i64
  %627 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %626
  %628 = load float, ptr %627, align 4
  %629 = add i32 %lane1175, 2
  %630 = sext i32 %629 to i64
  %631 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %630
  %632 = load float, ptr %631, align 4
  %633 = fadd float %628, %632
  %634 = sext i32 %lane1175 to i64
  %635 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %634
  store float %633, ptr %635, align 4
  %636 = add nsw i32 %lane1175, 1
  br label %for.cond172, !llvm.loop !40

for.end174:                                       ; preds = %for.cond172
  br label %for.cond176

for.cond176:                                      ; preds = %for.body177, %for.end174
  %lane1179 = phi i32 [ 0, %for.end174 ], [ %648, %for.body177 ]
  %637 = icmp slt i32 %lane1179, 1
  br i1 %637, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %638 = sext i32 %lane1179 to i64
  %639 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %638
  %640 = load float, ptr %639, align 4
  %641 = add i32 %lane1179, 1
  %642 = sext i32 %641 to i64
  %643 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %642
  %644 = load float, ptr %643, align 4
  %645 = fadd float %640, %644
  %646 = sext i32 %lane1179 to i64
  %647 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %646
  store float %645, ptr %647, align 4
  %648 = add nsw i32 %lane1179, 1
  br label %for.cond176, !llvm.loop !41

for.end178:                                       ; preds = %for.cond176
  %649 = sext i32 %i to i64
  %650 = getelementptr inbounds float, ptr %row_sum, i64 %649
  store float 0.000000e+00, ptr %650, align 4
  %651 = sext i32 %i to i64
  %652 = getelementptr inbounds float, ptr %row_sum, i64 %651
  %653 = load float, ptr %652, align 4
  %654 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %655 = load float, ptr %654, align 4
  %656 = fadd float %653, %655
  %657 = sext i32 %i to i64
  %658 = getelementptr inbounds float, ptr %row_sum, i64 %657
  store float %656, ptr %658, align 4
  %659 = sext i32 %i to i64
  %660 = getelementptr inbounds float, ptr %m_prev, i64 %659
  %661 = load float, ptr %660, align 4
  %662 = sext i32 %i to i64
  %663 = getelementptr inbounds float, ptr %m, i64 %662
  %664 = load float, ptr %663, align 4
  %665 = fsub float %661, %664
  %alpha = call float @tilec_expf(float %665)
  %666 = sext i32 %i to i64
  %667 = getelementptr inbounds float, ptr %l, i64 %666
  %668 = load float, ptr %667, align 4
  %669 = fmul float %668, %alpha
  %670 = sext i32 %i to i64
  %671 = getelementptr inbounds float, ptr %row_sum, i64 %670
  %672 = load float, ptr %671, align 4
  %673 = fadd float %669, %672
  %674 = sext i32 %i to i64
  %675 = getelementptr inbounds float, ptr %l, i64 %674
  store float %673, ptr %675, align 4
  %676 = sext i32 %i to i64
  %677 = getelementptr inbounds float, ptr %m_prev, i64 %676
  store float %alpha, ptr %677, align 4
  br label %for.cond180

for.cond180:                                      ; preds = %for.body181, %for.end178
  %d = phi i32 [ 0, %for.end178 ], [ %694, %for.body181 ]
  %678 = icmp slt i32 %d, 64
  br i1 %678, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %679 = sext i32 %i to i64
  %680 = mul nsw i64 %679, 64
  %681 = sext i32 %d to i64
  %682 = add nsw i64 %680, %681
  %683 = getelementptr inbounds float, ptr %acc_o, i64 %682
  %684 = load float, ptr %683, align 4
  %685 = sext i32 %i to i64
  %686 = getelementptr inbounds float, ptr %m_prev, i64 %685
  %687 = load float, ptr %686, align 4
  %688 = fmul float %684, %687
  %689 = sext i32 %i to i64
  %690 = mul nsw i64 %689, 64
  %691 = sext i32 %d to i64
  %692 = add nsw i64 %690, %691
  %693 = getelementptr inbounds float, ptr %acc_o, i64 %692
  store float %688, ptr %693, align 4
  %694 = add nsw i32 %d, 1
  br label %for.cond180, !llvm.loop !42

for.end182:                                       ; preds = %for.cond180
  br label %for.cond183

for.cond183:                                      ; preds = %for.body184, %for.end182
  %j1186 = phi i32 [ 0, %for.end182 ], [ %711, %for.body184 ]
  %695 = icmp slt i32 %j1186, 64
  br i1 %695, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %696 = sext i32 %i to i64
  %697 = mul nsw i64 %696, 64
  %698 = sext i32 %j1186 to i64
  %699 = add nsw i64 %697, %698
  %700 = getelementptr inbounds float, ptr %acc_s, i64 %699
  %701 = load float, ptr %700, align 4
  %702 = fptrunc float %701 to half
  %703 = fpext half %702 to float
  %704 = sext i32 %i to i64
  %705 = mul nsw i64 %704, 64
  %706 = sext i32 %j1186 to i64
  %707 = add nsw i64 %705, %706
  %708 = getelementptr inbounds i16, ptr %P_s, i64 %707
  %709 = fptrunc float %703 to half
  %710 = bitcast half %709 to i16
  store i16 %710, ptr %708, align 2
  %711 = add nsw i32 %j1186, 1
  br label %for.cond183, !llvm.loop !43

for.end185:                                       ; preds = %for.cond183
  %712 = add nsw i32 %i, 1
  br label %for.cond93, !llvm.loop !44

for.cond187:                                      ; preds = %if.end193, %for.end28
  %i190 = phi i32 [ 0, %for.end28 ], [ %733, %if.end193 ]
  %713 = icmp slt i32 %i190, 64
  br i1 %713, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %714 = icmp sle i32 0, %b
  %715 = icmp slt i32 %b, %B
  %716 = and i1 %714, %715
  %717 = mul i32 %bx, 64
  %718 = add i32 %717, %i190
  %719 = icmp sle i32 0, %718
  %720 = mul i32 %bx, 64
  %721 = add i32 %720, %i190
  %722 = icmp slt i32 %721, %S
  %723 = and i1 %719, %722
  %724 = and i1 %716, %723
  %725 = icmp sle i32 0, %h
  %726 = icmp slt i32 %h, 4
  %727 = and i1 %725, %726
  %728 = and i1 %724, %727
  br i1 %728, label %if.then191, label %if.else192

for.end189:                                       ; preds = %for.cond187
  ret void

if.then191:                                       ; preds = %for.body188
  %729 = sext i32 %B to i64
  %730 = sext i32 %S to i64
  %731 = mul i64 %729, %730
  %732 = icmp sge i64 %731, 65536
  br i1 %732, label %if.then194, label %if.else195

if.else192:                                       ; preds = %for.body188
  br label %if.end193

if.end193:                                        ; preds = %if.else192, %if.end196
  %733 = add nsw i32 %i190, 1
  br label %for.cond187, !llvm.loop !45

if.then194:                                       ; preds = %if.then191
  br label %for.cond197

if.else195:                                       ; preds = %if.then191
  br label %for.cond203

if.end196:                                        ; preds = %for.end205, %for.end199
  br label %if.end193

for.cond197:                                      ; preds = %for.end202, %if.then194
  %tl_c2 = phi i32 [ 0, %if.then194 ], [ %777, %for.end202 ]
  %734 = icmp slt i32 %tl_c2, 1
  br i1 %734, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %tl_sb3 = mul i32 %tl_c2, 2048
  %735 = sub i32 64, %tl_sb3
  %736 = icmp slt i32 %735, 2048
  %737 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %736, i32 %737, i32 2048
  br label %for.cond200

for.end199:                                       ; preds = %for.cond197
  br label %if.end196

for.cond200:                                      ; preds = %for.body201, %for.body198
  %tl_c5 = phi i32 [ 0, %for.body198 ], [ %757, %for.body201 ]
  %738 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %738, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %739 = sext i32 %i190 to i64
  %740 = mul nsw i64 %739, 64
  %741 = add i32 %tl_sb3, %tl_c5
  %742 = add i32 0, %741
  %743 = sext i32 %742 to i64
  %744 = add nsw i64 %740, %743
  %745 = getelementptr inbounds float, ptr %acc_o, i64 %744
  %746 = load float, ptr %745, align 4
  %747 = sext i32 %i190 to i64
  %748 = getelementptr inbounds float, ptr %l, i64 %747
  %749 = load float, ptr %748, align 4
  %750 = fdiv float %746, %749
  %751 = fptrunc float %750 to half
  %752 = fpext half %751 to float
  %753 = sext i32 %tl_c5 to i64
  %754 = getelementptr inbounds i16, ptr %tl_stream0, i64 %753
  %755 = fptrunc float %752 to half
  %756 = bitcast half %755 to i16
  store i16 %756, ptr %754, align 2
  %757 = add nsw i32 %tl_c5, 1
  br label %for.cond200, !llvm.loop !46

for.end202:                                       ; preds = %for.cond200
  %758 = sext i32 %tl_sm4 to i64
  %759 = sext i32 %b to i64
  %760 = sext i32 %S to i64
  %761 = mul nsw i64 %759, %760
  %762 = mul i32 %bx, 64
  %763 = add i32 %762, %i190
  %764 = sext i32 %763 to i64
  %765 = add nsw i64 %761, %764
  %766 = mul nsw i64 %765, 4
  %767 = sext i32 %h to i64
  %768 = add nsw i64 %766, %767
  %769 = mul nsw i64 %768, 64
  %770 = add i32 %tl_sb3, 0
  %771 = add i32 0, %770
  %772 = sext i32 %771 to i64
  %773 = add nsw i64 %769, %772
  %774 = getelementptr inbounds i16, ptr %O, i64 %773
  %775 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %776 = mul i64 %758, 2
  call void @tilec_rt_stream(ptr %774, ptr %775, i64 %776)
  %777 = add nsw i32 %tl_c2, 1
  br label %for.cond197, !llvm.loop !47

for.cond203:                                      ; preds = %for.body204, %if.else195
  %d1 = phi i32 [ 0, %if.else195 ], [ %809, %for.body204 ]
  %778 = icmp slt i32 %d1, 64
  br i1 %778, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %779 = sext i32 %i190 to i64
  %780 = mul nsw i64 %779, 64
  %781 = add i32 0, %d1
  %782 = sext i32 %781 to i64
  %783 = add nsw i64 %780, %782
  %784 = getelementptr inbounds float, ptr %acc_o, i64 %783
  %785 = load float, ptr %784, align 4
  %786 = sext i32 %i190 to i64
  %787 = getelementptr inbounds float, ptr %l, i64 %786
  %788 = load float, ptr %787, align 4
  %789 = fdiv float %785, %788
  %790 = fptrunc float %789 to half
  %791 = fpext half %790 to float
  %792 = sext i32 %b to i64
  %793 = sext i32 %S to i64
  %794 = mul nsw i64 %792, %793
  %795 = mul i32 %bx, 64
  %796 = add i32 %795, %i190
  %797 = sext i32 %796 to i64
  %798 = add nsw i64 %794, %797
  %799 = mul nsw i64 %798, 4
  %800 = sext i32 %h to i64
  %801 = add nsw i64 %799, %800
  %802 = mul nsw i64 %801, 64
  %803 = add i32 0, %d1
  %804 = sext i32 %803 to i64
  %805 = add nsw i64 %802, %804
  %806 = getelementptr inbounds i16, ptr %O, i64 %805
  %807 = fptrunc float %791 to half
  %808 = bitcast half %807 to i16
  store i16 %808, ptr %806, align 2
  %809 = add nsw i32 %d1, 1
  br label %for.cond203, !llvm.loop !48

for.end205:                                       ; preds = %for.cond203
  br label %if.end196
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: alwaysinline nofree nosync nounwind willreturn
define internal float @tilec_expf_nonpos(float %0) #4 {
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
  %17 = sub i32 %16, 1262485504
  %18 = ashr i32 %17, 1
  %19 = sub i32 %17, %18
  %20 = add i32 %18, 127
  %21 = shl i32 %20, 23
  %22 = add i32 %19, 127
  %23 = shl i32 %22, 23
  %24 = bitcast i32 %23 to float
  %25 = bitcast i32 %21 to float
  %26 = fmul float %14, %25
  %27 = fmul float %26, %24
  %28 = fcmp olt float %0, 0xC059FE36A0000000
  %29 = select i1 %28, float 0.000000e+00, float %27
  %30 = select i1 %1, float %0, float %29
  ret float %30
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

; Function Attrs: alwaysinline nofree nosync nounwind willreturn
define internal float @tilec_expf(float %0) #4 {
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
define internal void @flash_attention_bshd_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_flash_attention_bshd(ptr %args, ptr %dims, ptr %self) #5 {
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

attributes #0 = { noinline nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { alwaysinline nofree nosync nounwind willreturn "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #5 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1, !3}
!3 = !{!"llvm.loop.vectorize.enable", i1 true}
!4 = distinct !{!4, !1, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !3}
!8 = distinct !{!8, !1, !3}
!9 = distinct !{!9, !1, !5}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !3}
!12 = distinct !{!12, !1, !5}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !3}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !3}
!17 = distinct !{!17, !1, !5}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !3}
!20 = distinct !{!20, !1, !3}
!21 = distinct !{!21, !1, !5}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !3}
!24 = distinct !{!24, !1, !3}
!25 = distinct !{!25, !1, !3}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !3}
!34 = distinct !{!34, !1, !3}
!35 = distinct !{!35, !1, !3}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1, !3}
!43 = distinct !{!43, !1, !3}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1, !3}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !3}
