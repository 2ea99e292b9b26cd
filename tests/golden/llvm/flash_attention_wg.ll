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
  br label %for.cond10

if.end:                                           ; preds = %for.end12, %for.end
  br label %for.cond18

for.cond:                                         ; preds = %for.end9, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %54, %for.end9 ]
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
  br label %for.cond7

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %30, %for.body5 ]
  %16 = icmp slt i32 %pf, 2
  br i1 %16, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %17 = sext i32 %bz to i64
  %18 = sext i32 %S to i64
  %19 = mul i64 %17, %18
  %20 = mul i32 %bx, 192
  %21 = add i32 %i3, 1
  %22 = add i32 %20, %21
  %23 = sext i32 %22 to i64
  %24 = add i64 %19, %23
  %25 = mul i64 %24, 64
  %26 = mul i32 %pf, 32
  %27 = sext i32 %26 to i64
  %28 = add i64 %25, %27
  %29 = getelementptr i16, ptr %Q, i64 %28
  call void @llvm.prefetch.p0(ptr %29, i32 0, i32 3, i32 1)
  %30 = add nsw i32 %pf, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  br label %if.end3

for.cond7:                                        ; preds = %for.body8, %if.end3
  %j1 = phi i32 [ 0, %if.end3 ], [ %53, %for.body8 ]
  %31 = icmp slt i32 %j1, 64
  br i1 %31, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %32 = sext i32 %bz to i64
  %33 = sext i32 %S to i64
  %34 = mul nsw i64 %32, %33
  %35 = mul i32 %bx, 192
  %36 = add i32 %35, %i3
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %34, %37
  %39 = mul nsw i64 %38, 64
  %40 = sext i32 %j1 to i64
  %41 = add nsw i64 %39, %40
  %42 = getelementptr inbounds i16, ptr %Q, i64 %41
  %43 = load i16, ptr %42, align 2
  %44 = bitcast i16 %43 to half
  %45 = fpext half %44 to float
  %46 = sext i32 %i3 to i64
  %47 = mul nsw i64 %46, 64
  %48 = sext i32 %j1 to i64
  %49 = add nsw i64 %47, %48
  %50 = getelementptr inbounds i16, ptr %Q_s, i64 %49
  %51 = fptrunc float %45 to half
  %52 = bitcast half %51 to i16
  store i16 %52, ptr %50, align 2
  %53 = add nsw i32 %j1, 1
  br label %for.cond7, !llvm.loop !2

for.end9:                                         ; preds = %for.cond7
  %54 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !4

for.cond10:                                       ; preds = %for.end16, %if.else
  %i313 = phi i32 [ 0, %if.else ], [ %73, %for.end16 ]
  %55 = icmp slt i32 %i313, 192
  br i1 %55, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  br label %for.cond14

for.end12:                                        ; preds = %for.cond10
  br label %if.end

for.cond14:                                       ; preds = %sel.end, %for.body11
  %j117 = phi i32 [ 0, %for.body11 ], [ %96, %sel.end ]
  %56 = icmp slt i32 %j117, 64
  br i1 %56, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %57 = sext i32 %bz to i64
  %58 = sext i32 %BH to i64
  %59 = icmp slt i64 %57, %58
  %60 = mul i32 %bx, 192
  %61 = sext i32 %60 to i64
  %62 = sext i32 %i313 to i64
  %63 = add i64 %61, %62
  %64 = icmp sle i64 0, %63
  %65 = mul i32 %bx, 192
  %66 = sext i32 %65 to i64
  %67 = sext i32 %i313 to i64
  %68 = add i64 %66, %67
  %69 = sext i32 %S to i64
  %70 = icmp slt i64 %68, %69
  %71 = and i1 %64, %70
  %72 = and i1 %59, %71
  br i1 %72, label %sel.then, label %sel.else

for.end16:                                        ; preds = %for.cond14
  %73 = add nsw i32 %i313, 1
  br label %for.cond10, !llvm.loop !6

sel.then:                                         ; preds = %for.body15
  %74 = sext i32 %bz to i64
  %75 = sext i32 %S to i64
  %76 = mul nsw i64 %74, %75
  %77 = mul i32 %bx, 192
  %78 = add i32 %77, %i313
  %79 = sext i32 %78 to i64
  %80 = add nsw i64 %76, %79
  %81 = mul nsw i64 %80, 64
  %82 = sext i32 %j117 to i64
  %83 = add nsw i64 %81, %82
  %84 = getelementptr inbounds i16, ptr %Q, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = bitcast i16 %85 to half
  %87 = fpext half %86 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body15
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %88 = phi float [ %87, %sel.then ], [ 0.000000e+00, %sel.else ]
  %89 = sext i32 %i313 to i64
  %90 = mul nsw i64 %89, 64
  %91 = sext i32 %j117 to i64
  %92 = add nsw i64 %90, %91
  %93 = getelementptr inbounds i16, ptr %Q_s, i64 %92
  %94 = fptrunc float %88 to half
  %95 = bitcast half %94 to i16
  store i16 %95, ptr %93, align 2
  %96 = add nsw i32 %j117, 1
  br label %for.cond14, !llvm.loop !7

for.cond18:                                       ; preds = %for.end24, %if.end
  %i321 = phi i32 [ 0, %if.end ], [ %133, %for.end24 ]
  %97 = icmp slt i32 %i321, 192
  br i1 %97, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond22

for.end20:                                        ; preds = %for.cond18
  %98 = sext i32 %S to i64
  %99 = sdiv i64 %98, 128
  %100 = sub i64 0, %98
  %101 = select i1 false, i64 %100, i64 %99
  %102 = srem i64 %98, 128
  %103 = icmp ne i64 %102, 0
  %104 = icmp slt i64 %98, 0
  %105 = icmp eq i1 %104, false
  %106 = and i1 %103, %105
  %107 = zext i1 %106 to i64
  %108 = add i64 %101, %107
  %109 = trunc i64 %108 to i32
  %110 = sext i32 %S to i64
  %111 = sdiv i64 %110, 128
  %112 = sub i64 0, %110
  %113 = select i1 false, i64 %112, i64 %111
  %114 = srem i64 %110, 128
  %115 = icmp ne i64 %114, 0
  %116 = icmp slt i64 %110, 0
  %117 = icmp eq i1 %116, false
  %118 = and i1 %115, %117
  %119 = zext i1 %118 to i64
  %120 = add i64 %113, %119
  %121 = trunc i64 %120 to i32
  br label %for.cond26

for.cond22:                                       ; preds = %for.body23, %for.body19
  %j125 = phi i32 [ 0, %for.body19 ], [ %128, %for.body23 ]
  %122 = icmp slt i32 %j125, 64
  br i1 %122, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %123 = sext i32 %i321 to i64
  %124 = mul nsw i64 %123, 64
  %125 = sext i32 %j125 to i64
  %126 = add nsw i64 %124, %125
  %127 = getelementptr inbounds float, ptr %acc_o, i64 %126
  store float 0.000000e+00, ptr %127, align 4
  %128 = add nsw i32 %j125, 1
  br label %for.cond22, !llvm.loop !8

for.end24:                                        ; preds = %for.cond22
  %129 = sext i32 %i321 to i64
  %130 = getelementptr inbounds float, ptr %l, i64 %129
  store float 0.000000e+00, ptr %130, align 4
  %131 = sext i32 %i321 to i64
  %132 = getelementptr inbounds float, ptr %m, i64 %131
  store float 0xFFF0000000000000, ptr %132, align 4
  %133 = add nsw i32 %i321, 1
  br label %for.cond18, !llvm.loop !9

for.cond26:                                       ; preds = %for.end104, %for.end20
  %kb = phi i32 [ 0, %for.end20 ], [ %369, %for.end104 ]
  %134 = icmp slt i32 %kb, %109
  br i1 %134, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %135 = sext i32 %bz to i64
  %136 = add i64 %135, 1
  %137 = sext i32 %BH to i64
  %138 = icmp sle i64 %136, %137
  %139 = mul i32 %kb, 128
  %140 = icmp sle i32 0, %139
  %141 = mul i32 %kb, 128
  %142 = sext i32 %141 to i64
  %143 = add i64 %142, 128
  %144 = sext i32 %S to i64
  %145 = icmp sle i64 %143, %144
  %146 = and i1 %140, %145
  %147 = and i1 %138, %146
  br i1 %147, label %if.then29, label %if.else30

for.end28:                                        ; preds = %for.cond26
  br label %for.cond194

if.then29:                                        ; preds = %for.body27
  br label %for.cond32

if.else30:                                        ; preds = %for.body27
  br label %for.cond46

if.end31:                                         ; preds = %for.end48, %for.end34
  %148 = sext i32 %bz to i64
  %149 = add i64 %148, 1
  %150 = sext i32 %BH to i64
  %151 = icmp sle i64 %149, %150
  %152 = mul i32 %kb, 128
  %153 = icmp sle i32 0, %152
  %154 = mul i32 %kb, 128
  %155 = sext i32 %154 to i64
  %156 = add i64 %155, 128
  %157 = sext i32 %S to i64
  %158 = icmp sle i64 %156, %157
  %159 = and i1 %153, %158
  %160 = and i1 %151, %159
  br i1 %160, label %if.then57, label %if.else58

for.cond32:                                       ; preds = %for.end44, %if.then29
  %i335 = phi i32 [ 0, %if.then29 ], [ %202, %for.end44 ]
  %161 = icmp slt i32 %i335, 128
  br i1 %161, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %162 = add i32 %kb, 1
  %163 = icmp slt i32 %162, %121
  br i1 %163, label %if.then36, label %if.else37

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

if.then36:                                        ; preds = %for.body33
  br label %for.cond39

if.else37:                                        ; preds = %for.body33
  br label %if.end38

if.end38:                                         ; preds = %if.else37, %for.end41
  br label %for.cond42

for.cond39:                                       ; preds = %for.body40, %if.then36
  %pf1 = phi i32 [ 0, %if.then36 ], [ %178, %for.body40 ]
  %164 = icmp slt i32 %pf1, 2
  br i1 %164, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %165 = sext i32 %bz to i64
  %166 = sext i32 %S to i64
  %167 = mul i64 %165, %166
  %168 = add i32 %kb, 1
  %169 = mul i32 %168, 128
  %170 = add i32 %169, %i335
  %171 = sext i32 %170 to i64
  %172 = add i64 %167, %171
  %173 = mul i64 %172, 64
  %174 = mul i32 %pf1, 32
  %175 = sext i32 %174 to i64
  %176 = add i64 %173, %175
  %177 = getelementptr i16, ptr %K, i64 %176
  call void @llvm.prefetch.p0(ptr %177, i32 0, i32 3, i32 1)
  %178 = add nsw i32 %pf1, 1
  br label %for.cond39, !llvm.loop !10

for.end41:                                        ; preds = %for.cond39
  br label %if.end38

for.cond42:                                       ; preds = %for.body43, %if.end38
  %j145 = phi i32 [ 0, %if.end38 ], [ %201, %for.body43 ]
  %179 = icmp slt i32 %j145, 64
  br i1 %179, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %180 = sext i32 %bz to i64
  %181 = sext i32 %S to i64
  %182 = mul nsw i64 %180, %181
  %183 = mul i32 %kb, 128
  %184 = add i32 %183, %i335
  %185 = sext i32 %184 to i64
  %186 = add nsw i64 %182, %185
  %187 = mul nsw i64 %186, 64
  %188 = sext i32 %j145 to i64
  %189 = add nsw i64 %187, %188
  %190 = getelementptr inbounds i16, ptr %K, i64 %189
  %191 = load i16, ptr %190, align 2
  %192 = bitcast i16 %191 to half
  %193 = fpext half %192 to float
  %194 = sext i32 %i335 to i64
  %195 = mul nsw i64 %194, 64
  %196 = sext i32 %j145 to i64
  %197 = add nsw i64 %195, %196
  %198 = getelementptr inbounds i16, ptr %K_s, i64 %197
  %199 = fptrunc float %193 to half
  %200 = bitcast half %199 to i16
  store i16 %200, ptr %198, align 2
  %201 = add nsw i32 %j145, 1
  br label %for.cond42, !llvm.loop !11

for.end44:                                        ; preds = %for.cond42
  %202 = add nsw i32 %i335, 1
  br label %for.cond32, !llvm.loop !12

for.cond46:                                       ; preds = %for.end52, %if.else30
  %i349 = phi i32 [ 0, %if.else30 ], [ %221, %for.end52 ]
  %203 = icmp slt i32 %i349, 128
  br i1 %203, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  br label %for.cond50

for.end48:                                        ; preds = %for.cond46
  br label %if.end31

for.cond50:                                       ; preds = %sel.end56, %for.body47
  %j153 = phi i32 [ 0, %for.body47 ], [ %244, %sel.end56 ]
  %204 = icmp slt i32 %j153, 64
  br i1 %204, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %205 = sext i32 %bz to i64
  %206 = sext i32 %BH to i64
  %207 = icmp slt i64 %205, %206
  %208 = mul i32 %kb, 128
  %209 = sext i32 %208 to i64
  %210 = sext i32 %i349 to i64
  %211 = add i64 %209, %210
  %212 = icmp sle i64 0, %211
  %213 = mul i32 %kb, 128
  %214 = sext i32 %213 to i64
  %215 = sext i32 %i349 to i64
  %216 = add i64 %214, %215
  %217 = sext i32 %S to i64
  %218 = icmp slt i64 %216, %217
  %219 = and i1 %212, %218
  %220 = and i1 %207, %219
  br i1 %220, label %sel.then54, label %sel.else55

for.end52:                                        ; preds = %for.cond50
  %221 = add nsw i32 %i349, 1
  br label %for.cond46, !llvm.loop !13

sel.then54:                                       ; preds = %for.body51
  %222 = sext i32 %bz to i64
  %223 = sext i32 %S to i64
  %224 = mul nsw i64 %222, %223
  %225 = mul i32 %kb, 128
  %226 = add i32 %225, %i349
  %227 = sext i32 %226 to i64
  %228 = add nsw i64 %224, %227
  %229 = mul nsw i64 %228, 64
  %230 = sext i32 %j153 to i64
  %231 = add nsw i64 %229, %230
  %232 = getelementptr inbounds i16, ptr %K, i64 %231
  %233 = load i16, ptr %232, align 2
  %234 = bitcast i16 %233 to half
  %235 = fpext half %234 to float
  br label %sel.end56

sel.else55:                                       ; preds = %for.body51
  br label %sel.end56

sel.end56:                                        ; preds = %sel.else55, %sel.then54
  %236 = phi float [ %235, %sel.then54 ], [ 0.000000e+00, %sel.else55 ]
  %237 = sext i32 %i349 to i64
  %238 = mul nsw i64 %237, 64
  %239 = sext i32 %j153 to i64
  %240 = add nsw i64 %238, %239
  %241 = getelementptr inbounds i16, ptr %K_s, i64 %240
  %242 = fptrunc float %236 to half
  %243 = bitcast half %242 to i16
  store i16 %243, ptr %241, align 2
  %244 = add nsw i32 %j153, 1
  br label %for.cond50, !llvm.loop !14

if.then57:                                        ; preds = %if.end31
  br label %for.cond60

if.else58:                                        ; preds = %if.end31
  br label %for.cond74

if.end59:                                         ; preds = %for.end76, %for.end62
  br label %for.cond85

for.cond60:                                       ; preds = %for.end72, %if.then57
  %i363 = phi i32 [ 0, %if.then57 ], [ %286, %for.end72 ]
  %245 = icmp slt i32 %i363, 128
  br i1 %245, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %246 = add i32 %kb, 1
  %247 = icmp slt i32 %246, %121
  br i1 %247, label %if.then64, label %if.else65

for.end62:                                        ; preds = %for.cond60
  br label %if.end59

if.then64:                                        ; preds = %for.body61
  br label %for.cond67

if.else65:                                        ; preds = %for.body61
  br label %if.end66

if.end66:                                         ; preds = %if.else65, %for.end69
  br label %for.cond70

for.cond67:                                       ; preds = %for.body68, %if.then64
  %pf2 = phi i32 [ 0, %if.then64 ], [ %262, %for.body68 ]
  %248 = icmp slt i32 %pf2, 2
  br i1 %248, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %249 = sext i32 %bz to i64
  %250 = sext i32 %S to i64
  %251 = mul i64 %249, %250
  %252 = add i32 %kb, 1
  %253 = mul i32 %252, 128
  %254 = add i32 %253, %i363
  %255 = sext i32 %254 to i64
  %256 = add i64 %251, %255
  %257 = mul i64 %256, 64
  %258 = mul i32 %pf2, 32
  %259 = sext i32 %258 to i64
  %260 = add i64 %257, %259
  %261 = getelementptr i16, ptr %V, i64 %260
  call void @llvm.prefetch.p0(ptr %261, i32 0, i32 3, i32 1)
  %262 = add nsw i32 %pf2, 1
  br label %for.cond67, !llvm.loop !15

for.end69:                                        ; preds = %for.cond67
  br label %if.end66

for.cond70:                                       ; preds = %for.body71, %if.end66
  %j173 = phi i32 [ 0, %if.end66 ], [ %285, %for.body71 ]
  %263 = icmp slt i32 %j173, 64
  br i1 %263, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %264 = sext i32 %bz to i64
  %265 = sext i32 %S to i64
  %266 = mul nsw i64 %264, %265
  %267 = mul i32 %kb, 128
  %268 = add i32 %267, %i363
  %269 = sext i32 %268 to i64
  %270 = add nsw i64 %266, %269
  %271 = mul nsw i64 %270, 64
  %272 = sext i32 %j173 to i64
  %273 = add nsw i64 %271, %272
  %274 = getelementptr inbounds i16, ptr %V, i64 %273
  %275 = load i16, ptr %274, align 2
  %276 = bitcast i16 %275 to half
  %277 = fpext half %276 to float
  %278 = sext i32 %i363 to i64
  %279 = mul nsw i64 %278, 64
  %280 = sext i32 %j173 to i64
  %281 = add nsw i64 %279, %280
  %282 = getelementptr inbounds i16, ptr %V_s, i64 %281
  %283 = fptrunc float %277 to half
  %284 = bitcast half %283 to i16
  store i16 %284, ptr %282, align 2
  %285 = add nsw i32 %j173, 1
  br label %for.cond70, !llvm.loop !16

for.end72:                                        ; preds = %for.cond70
  %286 = add nsw i32 %i363, 1
  br label %for.cond60, !llvm.loop !17

for.cond74:                                       ; preds = %for.end80, %if.else58
  %i377 = phi i32 [ 0, %if.else58 ], [ %305, %for.end80 ]
  %287 = icmp slt i32 %i377, 128
  br i1 %287, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  br label %for.cond78

for.end76:                                        ; preds = %for.cond74
  br label %if.end59

for.cond78:                                       ; preds = %sel.end84, %for.body75
  %j181 = phi i32 [ 0, %for.body75 ], [ %328, %sel.end84 ]
  %288 = icmp slt i32 %j181, 64
  br i1 %288, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %289 = sext i32 %bz to i64
  %290 = sext i32 %BH to i64
  %291 = icmp slt i64 %289, %290
  %292 = mul i32 %kb, 128
  %293 = sext i32 %292 to i64
  %294 = sext i32 %i377 to i64
  %295 = add i64 %293, %294
  %296 = icmp sle i64 0, %295
  %297 = mul i32 %kb, 128
  %298 = sext i32 %297 to i64
  %299 = sext i32 %i377 to i64
  %300 = add i64 %298, %299
  %301 = sext i32 %S to i64
  %302 = icmp slt i64 %300, %301
  %303 = and i1 %296, %302
  %304 = and i1 %291, %303
  br i1 %304, label %sel.then82, label %sel.else83

for.end80:                                        ; preds = %for.cond78
  %305 = add nsw i32 %i377, 1
  br label %for.cond74, !llvm.loop !18

sel.then82:                                       ; preds = %for.body79
  %306 = sext i32 %bz to i64
  %307 = sext i32 %S to i64
  %308 = mul nsw i64 %306, %307
  %309 = mul i32 %kb, 128
  %310 = add i32 %309, %i377
  %311 = sext i32 %310 to i64
  %312 = add nsw i64 %308, %311
  %313 = mul nsw i64 %312, 64
  %314 = sext i32 %j181 to i64
  %315 = add nsw i64 %313, %314
  %316 = getelementptr inbounds i16, ptr %V, i64 %315
  %317 = load i16, ptr %316, align 2
  %318 = bitcast i16 %317 to half
  %319 = fpext half %318 to float
  br label %sel.end84

sel.else83:                                       ; preds = %for.body79
  br label %sel.end84

sel.end84:                                        ; preds = %sel.else83, %sel.then82
  %320 = phi float [ %319, %sel.then82 ], [ 0.000000e+00, %sel.else83 ]
  %321 = sext i32 %i377 to i64
  %322 = mul nsw i64 %321, 64
  %323 = sext i32 %j181 to i64
  %324 = add nsw i64 %322, %323
  %325 = getelementptr inbounds i16, ptr %V_s, i64 %324
  %326 = fptrunc float %320 to half
  %327 = bitcast half %326 to i16
  store i16 %327, ptr %325, align 2
  %328 = add nsw i32 %j181, 1
  br label %for.cond78, !llvm.loop !19

for.cond85:                                       ; preds = %for.end91, %if.end59
  %i388 = phi i32 [ 0, %if.end59 ], [ %340, %for.end91 ]
  %329 = icmp slt i32 %i388, 192
  br i1 %329, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond89

for.end87:                                        ; preds = %for.cond85
  call void @tilec_rt_gemm_f16f32(i32 192, i32 128, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 128)
  %330 = mul i32 %kb, 128
  %331 = add i32 %330, 128
  %332 = icmp sgt i32 %331, %S
  br i1 %332, label %if.then93, label %if.else94

for.cond89:                                       ; preds = %for.body90, %for.body86
  %j192 = phi i32 [ 0, %for.body86 ], [ %339, %for.body90 ]
  %333 = icmp slt i32 %j192, 128
  br i1 %333, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %334 = sext i32 %i388 to i64
  %335 = mul nsw i64 %334, 128
  %336 = sext i32 %j192 to i64
  %337 = add nsw i64 %335, %336
  %338 = getelementptr inbounds float, ptr %acc_s, i64 %337
  store float 0.000000e+00, ptr %338, align 4
  %339 = add nsw i32 %j192, 1
  br label %for.cond89, !llvm.loop !20

for.end91:                                        ; preds = %for.cond89
  %340 = add nsw i32 %i388, 1
  br label %for.cond85, !llvm.loop !21

if.then93:                                        ; preds = %for.end87
  br label %for.cond96

if.else94:                                        ; preds = %for.end87
  br label %if.end95

if.end95:                                         ; preds = %if.else94, %for.end98
  br label %for.cond102

for.cond96:                                       ; preds = %for.end101, %if.then93
  %i = phi i32 [ 0, %if.then93 ], [ %360, %for.end101 ]
  %341 = icmp slt i32 %i, 192
  br i1 %341, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  br label %for.cond99

for.end98:                                        ; preds = %for.cond96
  br label %if.end95

for.cond99:                                       ; preds = %for.body100, %for.body97
  %j = phi i32 [ 0, %for.body97 ], [ %359, %for.body100 ]
  %342 = icmp slt i32 %j, 128
  br i1 %342, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %343 = mul i32 %kb, 128
  %344 = add i32 %343, %j
  %345 = icmp slt i32 %344, %S
  %346 = sext i32 %i to i64
  %347 = mul nsw i64 %346, 128
  %348 = sext i32 %j to i64
  %349 = add nsw i64 %347, %348
  %350 = call i64 @llvm.umin.i64(i64 %349, i64 24575)
  %351 = getelementptr inbounds float, ptr %acc_s, i64 %350
  %352 = load float, ptr %351, align 4
  %353 = select i1 %345, float %352, float 0xFFF0000000000000
  %354 = sext i32 %i to i64
  %355 = mul nsw i64 %354, 128
  %356 = sext i32 %j to i64
  %357 = add nsw i64 %355, %356
  %358 = getelementptr inbounds float, ptr %acc_s, i64 %357
  store float %353, ptr %358, align 4
  %359 = add nsw i32 %j, 1
  br label %for.cond99, !llvm.loop !22

for.end101:                                       ; preds = %for.cond99
  %360 = add nsw i32 %i, 1
  br label %for.cond96, !llvm.loop !23

for.cond102:                                      ; preds = %for.end192, %if.end95
  %i3105 = phi i32 [ 0, %if.end95 ], [ %675, %for.end192 ]
  %361 = icmp slt i32 %i3105, 192
  br i1 %361, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %362 = sext i32 %i3105 to i64
  %363 = getelementptr inbounds float, ptr %m, i64 %362
  %364 = load float, ptr %363, align 4
  %365 = sext i32 %i3105 to i64
  %366 = getelementptr inbounds float, ptr %m_prev, i64 %365
  store float %364, ptr %366, align 4
  %367 = sext i32 %i3105 to i64
  %368 = getelementptr inbounds float, ptr %m, i64 %367
  %tl_dst0 = load float, ptr %368, align 4
  br label %for.cond106

for.end104:                                       ; preds = %for.cond102
  call void @tilec_rt_gemm_f16f32(i32 192, i32 64, i32 128, ptr %P_s, i32 128, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %369 = add nsw i32 %kb, 1
  br label %for.cond26, !llvm.loop !24

for.cond106:                                      ; preds = %for.body107, %for.body103
  %lane = phi i32 [ 0, %for.body103 ], [ %394, %for.body107 ]
  %370 = icmp slt i32 %lane, 32
  br i1 %370, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  %371 = sext i32 %i3105 to i64
  %372 = mul nsw i64 %371, 128
  %373 = sext i32 %lane to i64
  %374 = add nsw i64 %372, %373
  %375 = getelementptr inbounds float, ptr %acc_s, i64 %374
  %376 = load float, ptr %375, align 4
  %377 = sext i32 %i3105 to i64
  %378 = mul nsw i64 %377, 128
  %379 = sext i32 %lane to i64
  %380 = add nsw i64 %378, %379
  %381 = getelementptr inbounds float, ptr %acc_s, i64 %380
  %382 = load float, ptr %381, align 4
  %383 = fcmp une float %376, %382
  %384 = sext i32 %i3105 to i64
  %385 = mul nsw i64 %384, 128
  %386 = sext i32 %lane to i64
  %387 = add nsw i64 %385, %386
  %388 = call i64 @llvm.umin.i64(i64 %387, i64 24575)
  %389 = getelementptr inbounds float, ptr %acc_s, i64 %388
  %390 = load float, ptr %389, align 4
  %391 = select i1 %383, float 0xFFF0000000000000, float %390
  %392 = sext i32 %lane to i64
  %393 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %392
  store float %391, ptr %393, align 4
  %394 = add nsw i32 %lane, 1
  br label %for.cond106, !llvm.loop !25

for.end108:                                       ; preds = %for.cond106
  br label %for.cond109

for.cond109:                                      ; preds = %for.end114, %for.end108
  %red = phi i32 [ 0, %for.end108 ], [ %412, %for.end114 ]
  %395 = icmp slt i32 %red, 3
  br i1 %395, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  br label %for.cond112

for.end111:                                       ; preds = %for.cond109
  br label %for.cond116

for.cond112:                                      ; preds = %for.body113, %for.body110
  %lane115 = phi i32 [ 0, %for.body110 ], [ %411, %for.body113 ]
  %396 = icmp slt i32 %lane115, 32
  br i1 %396, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %397 = sext i32 %lane115 to i64
  %398 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %397
  %lane_acc = load float, ptr %398, align 4
  %399 = sext i32 %i3105 to i64
  %400 = mul nsw i64 %399, 128
  %401 = add i32 %red, 1
  %402 = mul i32 %401, 32
  %403 = add i32 %402, %lane115
  %404 = sext i32 %403 to i64
  %405 = add nsw i64 %400, %404
  %406 = getelementptr inbounds float, ptr %acc_s, i64 %405
  %lane_next = load float, ptr %406, align 4
  %407 = fcmp ogt float %lane_next, %lane_acc
  %408 = select i1 %407, float %lane_next, float %lane_acc
  %409 = sext i32 %lane115 to i64
  %410 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %409
  store float %408, ptr %410, align 4
  %411 = add nsw i32 %lane115, 1
  br label %for.cond112, !llvm.loop !26

for.end114:                                       ; preds = %for.cond112
  %412 = add nsw i32 %red, 1
  br label %for.cond109, !llvm.loop !27

for.cond116:                                      ; preds = %for.body117, %for.end111
  %lane119 = phi i32 [ 0, %for.end111 ], [ %423, %for.body117 ]
  %413 = icmp slt i32 %lane119, 16
  br i1 %413, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %414 = sext i32 %lane119 to i64
  %415 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %414
  %lane_acc120 = load float, ptr %415, align 4
  %416 = add i32 %lane119, 16
  %417 = sext i32 %416 to i64
  %418 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %417
  %lane_next121 = load float, ptr %418, align 4
  %419 = fcmp ogt float %lane_next121, %lane_acc120
  %420 = select i1 %419, float %lane_next121, float %lane_acc120
  %421 = sext i32 %lane119 to i64
  %422 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %421
  store float %420, ptr %422, align 4
  %423 = add nsw i32 %lane119, 1
  br label %for.cond116, !llvm.loop !28

for.end118:                                       ; preds = %for.cond116
  br label %for.cond122

for.cond122:                                      ; preds = %for.body123, %for.end118
  %lane125 = phi i32 [ 0, %for.end118 ], [ %434, %for.body123 ]
  %424 = icmp slt i32 %lane125, 8
  br i1 %424, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %425 = sext i32 %lane125 to i64
  %426 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %425
  %lane_acc126 = load float, ptr %426, align 4
  %427 = add i32 %lane125, 8
  %428 = sext i32 %427 to i64
  %429 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %428
  %lane_next127 = load float, ptr %429, align 4
  %430 = fcmp ogt float %lane_next127, %lane_acc126
  %431 = select i1 %430, float %lane_next127, float %lane_acc126
  %432 = sext i32 %lane125 to i64
  %433 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %432
  store float %431, ptr %433, align 4
  %434 = add nsw i32 %lane125, 1
  br label %for.cond122, !llvm.loop !29

for.end124:                                       ; preds = %for.cond122
  br label %for.cond128

for.cond128:                                      ; preds = %for.body129, %for.end124
  %lane131 = phi i32 [ 0, %for.end124 ], [ %445, %for.body129 ]
  %435 = icmp slt i32 %lane131, 4
  br i1 %435, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  %436 = sext i32 %lane131 to i64
  %437 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %436
  %lane_acc132 = load float, ptr %437, align 4
  %438 = add i32 %lane131, 4
  %439 = sext i32 %438 to i64
  %440 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %439
  %lane_next133 = load float, ptr %440, align 4
  %441 = fcmp ogt float %lane_next133, %lane_acc132
  %442 = select i1 %441, float %lane_next133, float %lane_acc132
  %443 = sext i32 %lane131 to i64
  %444 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %443
  store float %442, ptr %444, align 4
  %445 = add nsw i32 %lane131, 1
  br label %for.cond128, !llvm.loop !30

for.end130:                                       ; preds = %for.cond128
  br label %for.cond134

for.cond134:                                      ; preds = %for.body135, %for.end130
  %lane137 = phi i32 [ 0, %for.end130 ], [ %456, %for.body135 ]
  %446 = icmp slt i32 %lane137, 2
  br i1 %446, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  %447 = sext i32 %lane137 to i64
  %448 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %447
  %lane_acc138 = load float, ptr %448, align 4
  %449 = add i32 %lane137, 2
  %450 = sext i32 %449 to i64
  %451 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %450
  %lane_next139 = load float, ptr %451, align 4
  %452 = fcmp ogt float %lane_next139, %lane_acc138
  %453 = select i1 %452, float %lane_next139, float %lane_acc138
  %454 = sext i32 %lane137 to i64
  %455 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %454
  store float %453, ptr %455, align 4
  %456 = add nsw i32 %lane137, 1
  br label %for.cond134, !llvm.loop !31

for.end136:                                       ; preds = %for.cond134
  br label %for.cond140

for.cond140:                                      ; preds = %for.body141, %for.end136
  %lane143 = phi i32 [ 0, %for.end136 ], [ %467, %for.body141 ]
  %457 = icmp slt i32 %lane143, 1
  br i1 %457, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %458 = sext i32 %lane143 to i64
  %459 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %458
  %lane_acc144 = load float, ptr %459, align 4
  %460 = add i32 %lane143, 1
  %461 = sext i32 %460 to i64
  %462 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %461
  %lane_next145 = load float, ptr %462, align 4
  %463 = fcmp ogt float %lane_next145, %lane_acc144
  %464 = select i1 %463, float %lane_next145, float %lane_acc144
  %465 = sext i32 %lane143 to i64
  %466 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %465
  store float %464, ptr %466, align 4
  %467 = add nsw i32 %lane143, 1
  br label %for.cond140, !llvm.loop !32

for.end142:                                       ; preds = %for.cond140
  %468 = sext i32 %i3105 to i64
  %469 = getelementptr inbounds float, ptr %m, i64 %468
  %470 = load float, ptr %469, align 4
  %471 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %472 = load float, ptr %471, align 4
  %473 = call float @llvm.maxnum.f32(float %470, float %472)
  %474 = sext i32 %i3105 to i64
  %475 = getelementptr inbounds float, ptr %m, i64 %474
  store float %473, ptr %475, align 4
  %476 = sext i32 %i3105 to i64
  %477 = getelementptr inbounds float, ptr %m, i64 %476
  %478 = load float, ptr %477, align 4
  %479 = fcmp oeq float %478, 0xFFF0000000000000
  %480 = fcmp une float %tl_dst0, %tl_dst0
  %481 = and i1 %479, %480
  br i1 %481, label %if.then146, label %if.else147

if.then146:                                       ; preds = %for.end142
  %482 = sext i32 %i3105 to i64
  %483 = getelementptr inbounds float, ptr %m, i64 %482
  store float %tl_dst0, ptr %483, align 4
  br label %for.cond149

if.else147:                                       ; preds = %for.end142
  br label %if.end148

if.end148:                                        ; preds = %if.else147, %for.end151
  br label %for.cond153

for.cond149:                                      ; preds = %for.body150, %if.then146
  %red152 = phi i32 [ 0, %if.then146 ], [ %497, %for.body150 ]
  %484 = icmp slt i32 %red152, 128
  br i1 %484, label %for.body150, label %for.end151

for.body150:                                      ; preds = %for.cond149
  %485 = sext i32 %i3105 to i64
  %486 = getelementptr inbounds float, ptr %m, i64 %485
  %487 = load float, ptr %486, align 4
  %488 = sext i32 %i3105 to i64
  %489 = mul nsw i64 %488, 128
  %490 = sext i32 %red152 to i64
  %491 = add nsw i64 %489, %490
  %492 = getelementptr inbounds float, ptr %acc_s, i64 %491
  %493 = load float, ptr %492, align 4
  %494 = call float @llvm.maxnum.f32(float %487, float %493)
  %495 = sext i32 %i3105 to i64
  %496 = getelementptr inbounds float, ptr %m, i64 %495
  store float %494, ptr %496, align 4
  %497 = add nsw i32 %red152, 1
  br label %for.cond149, !llvm.loop !33

for.end151:                                       ; preds = %for.cond149
  br label %if.end148

for.cond153:                                      ; preds = %for.body154, %if.end148
  %j156 = phi i32 [ 0, %if.end148 ], [ %519, %for.body154 ]
  %498 = icmp slt i32 %j156, 128
  br i1 %498, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  %499 = sext i32 %i3105 to i64
  %500 = mul nsw i64 %499, 128
  %501 = sext i32 %j156 to i64
  %502 = add nsw i64 %500, %501
  %503 = getelementptr inbounds float, ptr %acc_s, i64 %502
  %504 = load float, ptr %503, align 4
  %505 = sext i32 %i3105 to i64
  %506 = getelementptr inbounds float, ptr %m, i64 %505
  %507 = load float, ptr %506, align 4
  %508 = fneg float %507
  %509 = fmul float %508, 0x3FC7154760000000
  %510 = call float @llvm.fma.f32(float %504, float 0x3FC7154760000000, float %509)
  %511 = fpext float %510 to double
  %512 = call double @llvm.exp2.f64(double %511)
  %513 = fptrunc double %512 to float
  %514 = sext i32 %i3105 to i64
  %515 = mul nsw i64 %514, 128
  %516 = sext i32 %j156 to i64
  %517 = add nsw i64 %515, %516
  %518 = getelementptr inbounds float, ptr %acc_s, i64 %517
  store float %513, ptr %518, align 4
  %519 = add nsw i32 %j156, 1
  br label %for.cond153, !llvm.loop !34

for.end155:                                       ; preds = %for.cond153
  br label %for.cond157

for.cond157:                                      ; preds = %for.body158, %for.end155
  %lane1 = phi i32 [ 0, %for.end155 ], [ %529, %for.body158 ]
  %520 = icmp slt i32 %lane1, 32
  br i1 %520, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  %521 = sext i32 %i3105 to i64
  %522 = mul nsw i64 %521, 128
  %523 = sext i32 %lane1 to i64
  %524 = add nsw i64 %522, %523
  %525 = getelementptr inbounds float, ptr %acc_s, i64 %524
  %526 = load float, ptr %525, align 4
  %527 = sext i32 %lane1 to i64
  %528 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %527
  store float %526, ptr %528, align 4
  %529 = add nsw i32 %lane1, 1
  br label %for.cond157, !llvm.loop !35

for.end159:                                       ; preds = %for.cond157
  br label %for.cond160

for.cond160:                                      ; preds = %for.end165, %for.end159
  %red1 = phi i32 [ 0, %for.end159 ], [ %548, %for.end165 ]
  %530 = icmp slt i32 %red1, 3
  br i1 %530, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  br label %for.cond163

for.end162:                                       ; preds = %for.cond160
  br label %for.cond167

for.cond163:                                      ; preds = %for.body164, %for.body161
  %lane1166 = phi i32 [ 0, %for.body161 ], [ %547, %for.body164 ]
  %531 = icmp slt i32 %lane1166, 32
  br i1 %531, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %532 = sext i32 %lane1166 to i64
  %533 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %532
  %534 = load float, ptr %533, align 4
  %535 = sext i32 %i3105 to i64
  %536 = mul nsw i64 %535, 128
  %537 = add i32 %red1, 1
  %538 = mul i32 %537, 32
  %539 = add i32 %538, %lane1166
  %540 = sext i32 %539 to i64
  %541 = add nsw i64 %536, %540
  %542 = getelementptr inbounds float, ptr %acc_s, i64 %541
  %543 = load float, ptr %542, align 4
  %544 = fadd float %534, %543
  %545 = sext i32 %lane1166 to i64
  %546 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %545
  store float %544, ptr %546, align 4
  %547 = add nsw i32 %lane1166, 1
  br label %for.cond163, !llvm.loop !36

for.end165:                                       ; preds = %for.cond163
  %548 = add nsw i32 %red1, 1
  br label %for.cond160, !llvm.loop !37

for.cond167:                                      ; preds = %for.body168, %for.end162
  %lane1170 = phi i32 [ 0, %for.end162 ], [ %560, %for.body168 ]
  %549 = icmp slt i32 %lane1170, 16
  br i1 %549, label %for.body168, label %for.end169

for.body168:                                      ; preds = %for.cond167
  %550 = sext i32 %lane1170 to i64
  %551 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %550
  %552 = load float, ptr %551, align 4
  %553 = add i32 %lane1170, 16
  %554 = sext i32 %553 to i64
  %555 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %554
  %556 = load float, ptr %555, align 4
  %557 = fadd float %552, %556
  %558 = sext i32 %lane1170 to i64
  %559 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %558
  store float %557, ptr %559, align 4
  %560 = add nsw i32 %lane1170, 1
  br label %for.cond167, !llvm.loop !38

for.end169:                                       ; preds = %for.cond167
  br label %for.cond171

for.cond171:                                      ; preds = %for.body172, %for.end169
  %lane1174 = phi i32 [ 0, %for.end169 ], [ %572, %for.body172 ]
  %561 = icmp slt i32 %lane1174, 8
  br i1 %561, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  %562 = sext i32 %lane1174 to i64
  %563 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %562
  %564 = load float, ptr %563, align 4
  %565 = add i32 %lane1174, 8
  %566 = sext i32 %565 to i64
  %567 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = fadd float %564, %568
  %570 = sext i32 %lane1174 to i64
  %571 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %570
  store float %569, ptr %571, align 4
  %572 = add nsw i32 %lane1174, 1
  br label %for.cond171, !llvm.loop !39

for.end173:                                       ; preds = %for.cond171
  br label %for.cond175

for.cond175:                                      ; preds = %for.body176, %for.end173
  %lane1178 = phi i32 [ 0, %for.end173 ], [ %584, %for.body176 ]
  %573 = icmp slt i32 %lane1178, 4
  br i1 %573, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %574 = sext i32 %lane1178 to i64
  %575 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %574
  %576 = load float, ptr %575, align 4
  %577 = add i32 %lane1178, 4
  %578 = sext i32 %577 to i64
  %579 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %578
  %580 = load float, ptr %579, align 4
  %581 = fadd float %576, %580
  %582 = sext i32 %lane1178 to i64
  %583 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %582
  store float %581, ptr %583, align 4
  %584 = add nsw i32 %lane1178, 1
  br label %for.cond175, !llvm.loop !40

for.end177:                                       ; preds = %for.cond175
  br label %for.cond179

for.cond179:                                      ; preds = %for.body180, %for.end177
  %lane1182 = phi i32 [ 0, %for.end177 ], [ %596, %for.body180 ]
  %585 = icmp slt i32 %lane1182, 2
  br i1 %585, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %586 = sext i32 %lane1182 to i64
  %587 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %586
  %588 = load float, ptr %587, align 4
  %589 = add i32 %lane1182, 2
  %590 = sext i32 %589 to i64
  %591 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %590
  %592 = load float, ptr %591, align 4
  %593 = fadd float %588, %592
  %594 = sext i32 %lane1182 to i64
  %595 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %594
  store float %593, ptr %595, align 4
  %596 = add nsw i32 %lane1182, 1
  br label %for.cond179, !llvm.loop !41

for.end181:                                       ; preds = %for.cond179
  br label %for.cond183

for.cond183:                                      ; preds = %for.body184, %for.end181
  %lane1186 = phi i32 [ 0, %for.end181 ], [ %608, %for.body184 ]
  %597 = icmp slt i32 %lane1186, 1
  br i1 %597, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %598 = sext i32 %lane1186 to i64
  %599 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %598
  %600 = load float, ptr %599, align 4
  %601 = add i32 %lane1186, 1
  %602 = sext i32 %601 to i64
  %603 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %602
  %604 = load float, ptr %603, align 4
  %605 = fadd float %600, %604
  %606 = sext i32 %lane1186 to i64
  %607 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %606
  store float %605, ptr %607, align 4
  %608 = add nsw i32 %lane1186, 1
  br label %for.cond183, !llvm.loop !42

for.end185:                                       ; preds = %for.cond183
  %609 = sext i32 %i3105 to i64
  %610 = getelementptr inbounds float, ptr %row_sum, i64 %609
  store float 0.000000e+00, ptr %610, align 4
  %611 = sext i32 %i3105 to i64
  %612 = getelementptr inbounds float, ptr %row_sum, i64 %611
  %613 = load float, ptr %612, align 4
  %614 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %615 = load float, ptr %614, align 4
  %616 = fadd float %613, %615
  %617 = sext i32 %i3105 to i64
  %618 = getelementptr inbounds float, ptr %row_sum, i64 %617
  store float %616, ptr %618, align 4
  %619 = sext i32 %i3105 to i64
  %620 = getelementptr inbounds float, ptr %m_prev, i64 %619
  %621 = load float, ptr %620, align 4
  %622 = sext i32 %i3105 to i64
  %623 = getelementptr inbounds float, ptr %m, i64 %622
  %624 = load float, ptr %623, align 4
  %625 = fsub float %621, %624
  %626 = fmul float %625, 0x3FC7154760000000
  %627 = fpext float %626 to double
  %628 = call double @llvm.exp2.f64(double %627)
  %alpha = fptrunc double %628 to float
  %629 = sext i32 %i3105 to i64
  %630 = getelementptr inbounds float, ptr %l, i64 %629
  %631 = load float, ptr %630, align 4
  %632 = fmul float %631, %alpha
  %633 = sext i32 %i3105 to i64
  %634 = getelementptr inbounds float, ptr %row_sum, i64 %633
  %635 = load float, ptr %634, align 4
  %636 = fadd float %632, %635
  %637 = sext i32 %i3105 to i64
  %638 = getelementptr inbounds float, ptr %l, i64 %637
  store float %636, ptr %638, align 4
  %639 = sext i32 %i3105 to i64
  %640 = getelementptr inbounds float, ptr %m_prev, i64 %639
  store float %alpha, ptr %640, align 4
  br label %for.cond187

for.cond187:                                      ; preds = %for.body188, %for.end185
  %d = phi i32 [ 0, %for.end185 ], [ %657, %for.body188 ]
  %641 = icmp slt i32 %d, 64
  br i1 %641, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %642 = sext i32 %i3105 to i64
  %643 = mul nsw i64 %642, 64
  %644 = sext i32 %d to i64
  %645 = add nsw i64 %643, %644
  %646 = getelementptr inbounds float, ptr %acc_o, i64 %645
  %647 = load float, ptr %646, align 4
  %648 = sext i32 %i3105 to i64
  %649 = getelementptr inbounds float, ptr %m_prev, i64 %648
  %650 = load float, ptr %649, align 4
  %651 = fmul float %647, %650
  %652 = sext i32 %i3105 to i64
  %653 = mul nsw i64 %652, 64
  %654 = sext i32 %d to i64
  %655 = add nsw i64 %653, %654
  %656 = getelementptr inbounds float, ptr %acc_o, i64 %655
  store float %651, ptr %656, align 4
  %657 = add nsw i32 %d, 1
  br label %for.cond187, !llvm.loop !43

for.end189:                                       ; preds = %for.cond187
  br label %for.cond190

for.cond190:                                      ; preds = %for.body191, %for.end189
  %j1193 = phi i32 [ 0, %for.end189 ], [ %674, %for.body191 ]
  %658 = icmp slt i32 %j1193, 128
  br i1 %658, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  %659 = sext i32 %i3105 to i64
  %660 = mul nsw i64 %659, 128
  %661 = sext i32 %j1193 to i64
  %662 = add nsw i64 %660, %661
  %663 = getelementptr inbounds float, ptr %acc_s, i64 %662
  %664 = load float, ptr %663, align 4
  %665 = fptrunc float %664 to half
  %666 = fpext half %665 to float
  %667 = sext i32 %i3105 to i64
  %668 = mul nsw i64 %667, 128
  %669 = sext i32 %j1193 to i64
  %670 = add nsw i64 %668, %669
  %671 = getelementptr inbounds i16, ptr %P_s, i64 %670
  %672 = fptrunc float %666 to half
  %673 = bitcast half %672 to i16
  store i16 %673, ptr %671, align 2
  %674 = add nsw i32 %j1193, 1
  br label %for.cond190, !llvm.loop !44

for.end192:                                       ; preds = %for.cond190
  %675 = add nsw i32 %i3105, 1
  br label %for.cond102, !llvm.loop !45

for.cond194:                                      ; preds = %if.end200, %for.end28
  %i197 = phi i32 [ 0, %for.end28 ], [ %698, %if.end200 ]
  %676 = icmp slt i32 %i197, 192
  br i1 %676, label %for.body195, label %for.end196

for.body195:                                      ; preds = %for.cond194
  %677 = sext i32 %i197 to i64
  %678 = getelementptr inbounds float, ptr %l, i64 %677
  %679 = load float, ptr %678, align 4
  %680 = fdiv float 1.000000e+00, %679
  %681 = sext i32 %i197 to i64
  %682 = getelementptr inbounds float, ptr %l, i64 %681
  store float %680, ptr %682, align 4
  %683 = icmp sle i32 0, %bz
  %684 = icmp slt i32 %bz, %BH
  %685 = and i1 %683, %684
  %686 = mul i32 %bx, 192
  %687 = add i32 %686, %i197
  %688 = icmp sle i32 0, %687
  %689 = mul i32 %bx, 192
  %690 = add i32 %689, %i197
  %691 = icmp slt i32 %690, %S
  %692 = and i1 %688, %691
  %693 = and i1 %685, %692
  br i1 %693, label %if.then198, label %if.else199

for.end196:                                       ; preds = %for.cond194
  ret void

if.then198:                                       ; preds = %for.body195
  %694 = sext i32 %BH to i64
  %695 = sext i32 %S to i64
  %696 = mul i64 %694, %695
  %697 = icmp sge i64 %696, 262144
  br i1 %697, label %if.then201, label %if.else202

if.else199:                                       ; preds = %for.body195
  br label %if.end200

if.end200:                                        ; preds = %if.else199, %if.end203
  %698 = add nsw i32 %i197, 1
  br label %for.cond194, !llvm.loop !46

if.then201:                                       ; preds = %if.then198
  br label %for.cond204

if.else202:                                       ; preds = %if.then198
  br label %for.cond210

if.end203:                                        ; preds = %for.end212, %for.end206
  br label %if.end200

for.cond204:                                      ; preds = %for.end209, %if.then201
  %tl_c2 = phi i32 [ 0, %if.then201 ], [ %739, %for.end209 ]
  %699 = icmp slt i32 %tl_c2, 1
  br i1 %699, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %tl_sb3 = mul i32 %tl_c2, 2048
  %700 = sub i32 64, %tl_sb3
  %701 = icmp slt i32 %700, 2048
  %702 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %701, i32 %702, i32 2048
  br label %for.cond207

for.end206:                                       ; preds = %for.cond204
  br label %if.end203

for.cond207:                                      ; preds = %for.body208, %for.body205
  %tl_c5 = phi i32 [ 0, %for.body205 ], [ %722, %for.body208 ]
  %703 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %703, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  %704 = sext i32 %i197 to i64
  %705 = mul nsw i64 %704, 64
  %706 = add i32 %tl_sb3, %tl_c5
  %707 = add i32 0, %706
  %708 = sext i32 %707 to i64
  %709 = add nsw i64 %705, %708
  %710 = getelementptr inbounds float, ptr %acc_o, i64 %709
  %711 = load float, ptr %710, align 4
  %712 = sext i32 %i197 to i64
  %713 = getelementptr inbounds float, ptr %l, i64 %712
  %714 = load float, ptr %713, align 4
  %715 = fmul float %711, %714
  %716 = fptrunc float %715 to half
  %717 = fpext half %716 to float
  %718 = sext i32 %tl_c5 to i64
  %719 = getelementptr inbounds i16, ptr %tl_stream0, i64 %718
  %720 = fptrunc float %717 to half
  %721 = bitcast half %720 to i16
  store i16 %721, ptr %719, align 2
  %722 = add nsw i32 %tl_c5, 1
  br label %for.cond207, !llvm.loop !47

for.end209:                                       ; preds = %for.cond207
  %723 = sext i32 %tl_sm4 to i64
  %724 = sext i32 %bz to i64
  %725 = sext i32 %S to i64
  %726 = mul nsw i64 %724, %725
  %727 = mul i32 %bx, 192
  %728 = add i32 %727, %i197
  %729 = sext i32 %728 to i64
  %730 = add nsw i64 %726, %729
  %731 = mul nsw i64 %730, 64
  %732 = add i32 %tl_sb3, 0
  %733 = add i32 0, %732
  %734 = sext i32 %733 to i64
  %735 = add nsw i64 %731, %734
  %736 = getelementptr inbounds i16, ptr %O, i64 %735
  %737 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %738 = mul i64 %723, 2
  call void @tilec_rt_stream(ptr %736, ptr %737, i64 %738)
  %739 = add nsw i32 %tl_c2, 1
  br label %for.cond204, !llvm.loop !48

for.cond210:                                      ; preds = %for.body211, %if.else202
  %d1 = phi i32 [ 0, %if.else202 ], [ %768, %for.body211 ]
  %740 = icmp slt i32 %d1, 64
  br i1 %740, label %for.body211, label %for.end212

for.body211:                                      ; preds = %for.cond210
  %741 = sext i32 %i197 to i64
  %742 = mul nsw i64 %741, 64
  %743 = add i32 0, %d1
  %744 = sext i32 %743 to i64
  %745 = add nsw i64 %742, %744
  %746 = getelementptr inbounds float, ptr %acc_o, i64 %745
  %747 = load float, ptr %746, align 4
  %748 = sext i32 %i197 to i64
  %749 = getelementptr inbounds float, ptr %l, i64 %748
  %750 = load float, ptr %749, align 4
  %751 = fmul float %747, %750
  %752 = fptrunc float %751 to half
  %753 = fpext half %752 to float
  %754 = sext i32 %bz to i64
  %755 = sext i32 %S to i64
  %756 = mul nsw i64 %754, %755
  %757 = mul i32 %bx, 192
  %758 = add i32 %757, %i197
  %759 = sext i32 %758 to i64
  %760 = add nsw i64 %756, %759
  %761 = mul nsw i64 %760, 64
  %762 = add i32 0, %d1
  %763 = sext i32 %762 to i64
  %764 = add nsw i64 %761, %763
  %765 = getelementptr inbounds i16, ptr %O, i64 %764
  %766 = fptrunc float %753 to half
  %767 = bitcast half %766 to i16
  store i16 %767, ptr %765, align 2
  %768 = add nsw i32 %d1, 1
  br label %for.cond210, !llvm.loop !49

for.end212:                                       ; preds = %for.cond210
  br label %if.end203
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp2.f64(double) #3

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @flash_attention_wg_task(ptr %ctx, i64 %block) #4 {
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
define i32 @tilec_launch_flash_attention_wg(ptr %args, ptr %dims, ptr %self) #4 {
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
  br label %for.cond10

if.end:                                           ; preds = %for.end12, %for.end
  br label %for.cond18

for.cond:                                         ; preds = %for.end9, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %54, %for.end9 ]
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
  br label %for.cond7

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %30, %for.body5 ]
  %16 = icmp slt i32 %pf, 2
  br i1 %16, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %17 = sext i32 %bz to i64
  %18 = sext i32 %S to i64
  %19 = mul i64 %17, %18
  %20 = mul i32 %bx, 192
  %21 = add i32 %i3, 1
  %22 = add i32 %20, %21
  %23 = sext i32 %22 to i64
  %24 = add i64 %19, %23
  %25 = mul i64 %24, 64
  %26 = mul i32 %pf, 32
  %27 = sext i32 %26 to i64
  %28 = add i64 %25, %27
  %29 = getelementptr i16, ptr %Q, i64 %28
  call void @llvm.prefetch.p0(ptr %29, i32 0, i32 3, i32 1)
  %30 = add nsw i32 %pf, 1
  br label %for.cond4, !llvm.loop !50

for.end6:                                         ; preds = %for.cond4
  br label %if.end3

for.cond7:                                        ; preds = %for.body8, %if.end3
  %j1 = phi i32 [ 0, %if.end3 ], [ %53, %for.body8 ]
  %31 = icmp slt i32 %j1, 64
  br i1 %31, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %32 = sext i32 %bz to i64
  %33 = sext i32 %S to i64
  %34 = mul nsw i64 %32, %33
  %35 = mul i32 %bx, 192
  %36 = add i32 %35, %i3
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %34, %37
  %39 = mul nsw i64 %38, 64
  %40 = sext i32 %j1 to i64
  %41 = add nsw i64 %39, %40
  %42 = getelementptr inbounds i16, ptr %Q, i64 %41
  %43 = load i16, ptr %42, align 2
  %44 = bitcast i16 %43 to half
  %45 = fpext half %44 to float
  %46 = sext i32 %i3 to i64
  %47 = mul nsw i64 %46, 64
  %48 = sext i32 %j1 to i64
  %49 = add nsw i64 %47, %48
  %50 = getelementptr inbounds i16, ptr %Q_s, i64 %49
  %51 = fptrunc float %45 to half
  %52 = bitcast half %51 to i16
  store i16 %52, ptr %50, align 2
  %53 = add nsw i32 %j1, 1
  br label %for.cond7, !llvm.loop !51

for.end9:                                         ; preds = %for.cond7
  %54 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !52

for.cond10:                                       ; preds = %for.end16, %if.else
  %i313 = phi i32 [ 0, %if.else ], [ %73, %for.end16 ]
  %55 = icmp slt i32 %i313, 192
  br i1 %55, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  br label %for.cond14

for.end12:                                        ; preds = %for.cond10
  br label %if.end

for.cond14:                                       ; preds = %sel.end, %for.body11
  %j117 = phi i32 [ 0, %for.body11 ], [ %96, %sel.end ]
  %56 = icmp slt i32 %j117, 64
  br i1 %56, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %57 = sext i32 %bz to i64
  %58 = sext i32 %BH to i64
  %59 = icmp slt i64 %57, %58
  %60 = mul i32 %bx, 192
  %61 = sext i32 %60 to i64
  %62 = sext i32 %i313 to i64
  %63 = add i64 %61, %62
  %64 = icmp sle i64 0, %63
  %65 = mul i32 %bx, 192
  %66 = sext i32 %65 to i64
  %67 = sext i32 %i313 to i64
  %68 = add i64 %66, %67
  %69 = sext i32 %S to i64
  %70 = icmp slt i64 %68, %69
  %71 = and i1 %64, %70
  %72 = and i1 %59, %71
  br i1 %72, label %sel.then, label %sel.else

for.end16:                                        ; preds = %for.cond14
  %73 = add nsw i32 %i313, 1
  br label %for.cond10, !llvm.loop !53

sel.then:                                         ; preds = %for.body15
  %74 = sext i32 %bz to i64
  %75 = sext i32 %S to i64
  %76 = mul nsw i64 %74, %75
  %77 = mul i32 %bx, 192
  %78 = add i32 %77, %i313
  %79 = sext i32 %78 to i64
  %80 = add nsw i64 %76, %79
  %81 = mul nsw i64 %80, 64
  %82 = sext i32 %j117 to i64
  %83 = add nsw i64 %81, %82
  %84 = getelementptr inbounds i16, ptr %Q, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = bitcast i16 %85 to half
  %87 = fpext half %86 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body15
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %88 = phi float [ %87, %sel.then ], [ 0.000000e+00, %sel.else ]
  %89 = sext i32 %i313 to i64
  %90 = mul nsw i64 %89, 64
  %91 = sext i32 %j117 to i64
  %92 = add nsw i64 %90, %91
  %93 = getelementptr inbounds i16, ptr %Q_s, i64 %92
  %94 = fptrunc float %88 to half
  %95 = bitcast half %94 to i16
  store i16 %95, ptr %93, align 2
  %96 = add nsw i32 %j117, 1
  br label %for.cond14, !llvm.loop !54

for.cond18:                                       ; preds = %for.end24, %if.end
  %i321 = phi i32 [ 0, %if.end ], [ %125, %for.end24 ]
  %97 = icmp slt i32 %i321, 192
  br i1 %97, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond22

for.end20:                                        ; preds = %for.cond18
  %98 = mul i32 %bx, 192
  %99 = add i32 %98, 192
  %100 = icmp slt i32 %S, %99
  %101 = select i1 %100, i32 %S, i32 %99
  %102 = sext i32 %101 to i64
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
  br label %for.cond26

for.cond22:                                       ; preds = %for.body23, %for.body19
  %j125 = phi i32 [ 0, %for.body19 ], [ %120, %for.body23 ]
  %114 = icmp slt i32 %j125, 64
  br i1 %114, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %115 = sext i32 %i321 to i64
  %116 = mul nsw i64 %115, 64
  %117 = sext i32 %j125 to i64
  %118 = add nsw i64 %116, %117
  %119 = getelementptr inbounds float, ptr %acc_o, i64 %118
  store float 0.000000e+00, ptr %119, align 4
  %120 = add nsw i32 %j125, 1
  br label %for.cond22, !llvm.loop !55

for.end24:                                        ; preds = %for.cond22
  %121 = sext i32 %i321 to i64
  %122 = getelementptr inbounds float, ptr %l, i64 %121
  store float 0.000000e+00, ptr %122, align 4
  %123 = sext i32 %i321 to i64
  %124 = getelementptr inbounds float, ptr %m, i64 %123
  store float 0xFFF0000000000000, ptr %124, align 4
  %125 = add nsw i32 %i321, 1
  br label %for.cond18, !llvm.loop !56

for.cond26:                                       ; preds = %for.end104, %for.end20
  %kb = phi i32 [ 0, %for.end20 ], [ %405, %for.end104 ]
  %126 = icmp slt i32 %kb, %113
  br i1 %126, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
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
  br i1 %139, label %if.then29, label %if.else30

for.end28:                                        ; preds = %for.cond26
  br label %for.cond194

if.then29:                                        ; preds = %for.body27
  br label %for.cond32

if.else30:                                        ; preds = %for.body27
  br label %for.cond46

if.end31:                                         ; preds = %for.end48, %for.end34
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
  br i1 %152, label %if.then57, label %if.else58

for.cond32:                                       ; preds = %for.end44, %if.then29
  %i335 = phi i32 [ 0, %if.then29 ], [ %210, %for.end44 ]
  %153 = icmp slt i32 %i335, 128
  br i1 %153, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %154 = add i32 %kb, 1
  %155 = mul i32 %bx, 192
  %156 = add i32 %155, 192
  %157 = icmp slt i32 %S, %156
  %158 = select i1 %157, i32 %S, i32 %156
  %159 = sext i32 %158 to i64
  %160 = sdiv i64 %159, 128
  %161 = sub i64 0, %159
  %162 = select i1 false, i64 %161, i64 %160
  %163 = srem i64 %159, 128
  %164 = icmp ne i64 %163, 0
  %165 = icmp slt i64 %159, 0
  %166 = icmp eq i1 %165, false
  %167 = and i1 %164, %166
  %168 = zext i1 %167 to i64
  %169 = add i64 %162, %168
  %170 = trunc i64 %169 to i32
  %171 = icmp slt i32 %154, %170
  br i1 %171, label %if.then36, label %if.else37

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

if.then36:                                        ; preds = %for.body33
  br label %for.cond39

if.else37:                                        ; preds = %for.body33
  br label %if.end38

if.end38:                                         ; preds = %if.else37, %for.end41
  br label %for.cond42

for.cond39:                                       ; preds = %for.body40, %if.then36
  %pf1 = phi i32 [ 0, %if.then36 ], [ %186, %for.body40 ]
  %172 = icmp slt i32 %pf1, 2
  br i1 %172, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %173 = sext i32 %bz to i64
  %174 = sext i32 %S to i64
  %175 = mul i64 %173, %174
  %176 = add i32 %kb, 1
  %177 = mul i32 %176, 128
  %178 = add i32 %177, %i335
  %179 = sext i32 %178 to i64
  %180 = add i64 %175, %179
  %181 = mul i64 %180, 64
  %182 = mul i32 %pf1, 32
  %183 = sext i32 %182 to i64
  %184 = add i64 %181, %183
  %185 = getelementptr i16, ptr %K, i64 %184
  call void @llvm.prefetch.p0(ptr %185, i32 0, i32 3, i32 1)
  %186 = add nsw i32 %pf1, 1
  br label %for.cond39, !llvm.loop !57

for.end41:                                        ; preds = %for.cond39
  br label %if.end38

for.cond42:                                       ; preds = %for.body43, %if.end38
  %j145 = phi i32 [ 0, %if.end38 ], [ %209, %for.body43 ]
  %187 = icmp slt i32 %j145, 64
  br i1 %187, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %188 = sext i32 %bz to i64
  %189 = sext i32 %S to i64
  %190 = mul nsw i64 %188, %189
  %191 = mul i32 %kb, 128
  %192 = add i32 %191, %i335
  %193 = sext i32 %192 to i64
  %194 = add nsw i64 %190, %193
  %195 = mul nsw i64 %194, 64
  %196 = sext i32 %j145 to i64
  %197 = add nsw i64 %195, %196
  %198 = getelementptr inbounds i16, ptr %K, i64 %197
  %199 = load i16, ptr %198, align 2
  %200 = bitcast i16 %199 to half
  %201 = fpext half %200 to float
  %202 = sext i32 %i335 to i64
  %203 = mul nsw i64 %202, 64
  %204 = sext i32 %j145 to i64
  %205 = add nsw i64 %203, %204
  %206 = getelementptr inbounds i16, ptr %K_s, i64 %205
  %207 = fptrunc float %201 to half
  %208 = bitcast half %207 to i16
  store i16 %208, ptr %206, align 2
  %209 = add nsw i32 %j145, 1
  br label %for.cond42, !llvm.loop !58

for.end44:                                        ; preds = %for.cond42
  %210 = add nsw i32 %i335, 1
  br label %for.cond32, !llvm.loop !59

for.cond46:                                       ; preds = %for.end52, %if.else30
  %i349 = phi i32 [ 0, %if.else30 ], [ %229, %for.end52 ]
  %211 = icmp slt i32 %i349, 128
  br i1 %211, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  br label %for.cond50

for.end48:                                        ; preds = %for.cond46
  br label %if.end31

for.cond50:                                       ; preds = %sel.end56, %for.body47
  %j153 = phi i32 [ 0, %for.body47 ], [ %252, %sel.end56 ]
  %212 = icmp slt i32 %j153, 64
  br i1 %212, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %213 = sext i32 %bz to i64
  %214 = sext i32 %BH to i64
  %215 = icmp slt i64 %213, %214
  %216 = mul i32 %kb, 128
  %217 = sext i32 %216 to i64
  %218 = sext i32 %i349 to i64
  %219 = add i64 %217, %218
  %220 = icmp sle i64 0, %219
  %221 = mul i32 %kb, 128
  %222 = sext i32 %221 to i64
  %223 = sext i32 %i349 to i64
  %224 = add i64 %222, %223
  %225 = sext i32 %S to i64
  %226 = icmp slt i64 %224, %225
  %227 = and i1 %220, %226
  %228 = and i1 %215, %227
  br i1 %228, label %sel.then54, label %sel.else55

for.end52:                                        ; preds = %for.cond50
  %229 = add nsw i32 %i349, 1
  br label %for.cond46, !llvm.loop !60

sel.then54:                                       ; preds = %for.body51
  %230 = sext i32 %bz to i64
  %231 = sext i32 %S to i64
  %232 = mul nsw i64 %230, %231
  %233 = mul i32 %kb, 128
  %234 = add i32 %233, %i349
  %235 = sext i32 %234 to i64
  %236 = add nsw i64 %232, %235
  %237 = mul nsw i64 %236, 64
  %238 = sext i32 %j153 to i64
  %239 = add nsw i64 %237, %238
  %240 = getelementptr inbounds i16, ptr %K, i64 %239
  %241 = load i16, ptr %240, align 2
  %242 = bitcast i16 %241 to half
  %243 = fpext half %242 to float
  br label %sel.end56

sel.else55:                                       ; preds = %for.body51
  br label %sel.end56

sel.end56:                                        ; preds = %sel.else55, %sel.then54
  %244 = phi float [ %243, %sel.then54 ], [ 0.000000e+00, %sel.else55 ]
  %245 = sext i32 %i349 to i64
  %246 = mul nsw i64 %245, 64
  %247 = sext i32 %j153 to i64
  %248 = add nsw i64 %246, %247
  %249 = getelementptr inbounds i16, ptr %K_s, i64 %248
  %250 = fptrunc float %244 to half
  %251 = bitcast half %250 to i16
  store i16 %251, ptr %249, align 2
  %252 = add nsw i32 %j153, 1
  br label %for.cond50, !llvm.loop !61

if.then57:                                        ; preds = %if.end31
  br label %for.cond60

if.else58:                                        ; preds = %if.end31
  br label %for.cond74

if.end59:                                         ; preds = %for.end76, %for.end62
  br label %for.cond85

for.cond60:                                       ; preds = %for.end72, %if.then57
  %i363 = phi i32 [ 0, %if.then57 ], [ %310, %for.end72 ]
  %253 = icmp slt i32 %i363, 128
  br i1 %253, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %254 = add i32 %kb, 1
  %255 = mul i32 %bx, 192
  %256 = add i32 %255, 192
  %257 = icmp slt i32 %S, %256
  %258 = select i1 %257, i32 %S, i32 %256
  %259 = sext i32 %258 to i64
  %260 = sdiv i64 %259, 128
  %261 = sub i64 0, %259
  %262 = select i1 false, i64 %261, i64 %260
  %263 = srem i64 %259, 128
  %264 = icmp ne i64 %263, 0
  %265 = icmp slt i64 %259, 0
  %266 = icmp eq i1 %265, false
  %267 = and i1 %264, %266
  %268 = zext i1 %267 to i64
  %269 = add i64 %262, %268
  %270 = trunc i64 %269 to i32
  %271 = icmp slt i32 %254, %270
  br i1 %271, label %if.then64, label %if.else65

for.end62:                                        ; preds = %for.cond60
  br label %if.end59

if.then64:                                        ; preds = %for.body61
  br label %for.cond67

if.else65:                                        ; preds = %for.body61
  br label %if.end66

if.end66:                                         ; preds = %if.else65, %for.end69
  br label %for.cond70

for.cond67:                                       ; preds = %for.body68, %if.then64
  %pf2 = phi i32 [ 0, %if.then64 ], [ %286, %for.body68 ]
  %272 = icmp slt i32 %pf2, 2
  br i1 %272, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %273 = sext i32 %bz to i64
  %274 = sext i32 %S to i64
  %275 = mul i64 %273, %274
  %276 = add i32 %kb, 1
  %277 = mul i32 %276, 128
  %278 = add i32 %277, %i363
  %279 = sext i32 %278 to i64
  %280 = add i64 %275, %279
  %281 = mul i64 %280, 64
  %282 = mul i32 %pf2, 32
  %283 = sext i32 %282 to i64
  %284 = add i64 %281, %283
  %285 = getelementptr i16, ptr %V, i64 %284
  call void @llvm.prefetch.p0(ptr %285, i32 0, i32 3, i32 1)
  %286 = add nsw i32 %pf2, 1
  br label %for.cond67, !llvm.loop !62

for.end69:                                        ; preds = %for.cond67
  br label %if.end66

for.cond70:                                       ; preds = %for.body71, %if.end66
  %j173 = phi i32 [ 0, %if.end66 ], [ %309, %for.body71 ]
  %287 = icmp slt i32 %j173, 64
  br i1 %287, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %288 = sext i32 %bz to i64
  %289 = sext i32 %S to i64
  %290 = mul nsw i64 %288, %289
  %291 = mul i32 %kb, 128
  %292 = add i32 %291, %i363
  %293 = sext i32 %292 to i64
  %294 = add nsw i64 %290, %293
  %295 = mul nsw i64 %294, 64
  %296 = sext i32 %j173 to i64
  %297 = add nsw i64 %295, %296
  %298 = getelementptr inbounds i16, ptr %V, i64 %297
  %299 = load i16, ptr %298, align 2
  %300 = bitcast i16 %299 to half
  %301 = fpext half %300 to float
  %302 = sext i32 %i363 to i64
  %303 = mul nsw i64 %302, 64
  %304 = sext i32 %j173 to i64
  %305 = add nsw i64 %303, %304
  %306 = getelementptr inbounds i16, ptr %V_s, i64 %305
  %307 = fptrunc float %301 to half
  %308 = bitcast half %307 to i16
  store i16 %308, ptr %306, align 2
  %309 = add nsw i32 %j173, 1
  br label %for.cond70, !llvm.loop !63

for.end72:                                        ; preds = %for.cond70
  %310 = add nsw i32 %i363, 1
  br label %for.cond60, !llvm.loop !64

for.cond74:                                       ; preds = %for.end80, %if.else58
  %i377 = phi i32 [ 0, %if.else58 ], [ %329, %for.end80 ]
  %311 = icmp slt i32 %i377, 128
  br i1 %311, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  br label %for.cond78

for.end76:                                        ; preds = %for.cond74
  br label %if.end59

for.cond78:                                       ; preds = %sel.end84, %for.body75
  %j181 = phi i32 [ 0, %for.body75 ], [ %352, %sel.end84 ]
  %312 = icmp slt i32 %j181, 64
  br i1 %312, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %313 = sext i32 %bz to i64
  %314 = sext i32 %BH to i64
  %315 = icmp slt i64 %313, %314
  %316 = mul i32 %kb, 128
  %317 = sext i32 %316 to i64
  %318 = sext i32 %i377 to i64
  %319 = add i64 %317, %318
  %320 = icmp sle i64 0, %319
  %321 = mul i32 %kb, 128
  %322 = sext i32 %321 to i64
  %323 = sext i32 %i377 to i64
  %324 = add i64 %322, %323
  %325 = sext i32 %S to i64
  %326 = icmp slt i64 %324, %325
  %327 = and i1 %320, %326
  %328 = and i1 %315, %327
  br i1 %328, label %sel.then82, label %sel.else83

for.end80:                                        ; preds = %for.cond78
  %329 = add nsw i32 %i377, 1
  br label %for.cond74, !llvm.loop !65

sel.then82:                                       ; preds = %for.body79
  %330 = sext i32 %bz to i64
  %331 = sext i32 %S to i64
  %332 = mul nsw i64 %330, %331
  %333 = mul i32 %kb, 128
  %334 = add i32 %333, %i377
  %335 = sext i32 %334 to i64
  %336 = add nsw i64 %332, %335
  %337 = mul nsw i64 %336, 64
  %338 = sext i32 %j181 to i64
  %339 = add nsw i64 %337, %338
  %340 = getelementptr inbounds i16, ptr %V, i64 %339
  %341 = load i16, ptr %340, align 2
  %342 = bitcast i16 %341 to half
  %343 = fpext half %342 to float
  br label %sel.end84

sel.else83:                                       ; preds = %for.body79
  br label %sel.end84

sel.end84:                                        ; preds = %sel.else83, %sel.then82
  %344 = phi float [ %343, %sel.then82 ], [ 0.000000e+00, %sel.else83 ]
  %345 = sext i32 %i377 to i64
  %346 = mul nsw i64 %345, 64
  %347 = sext i32 %j181 to i64
  %348 = add nsw i64 %346, %347
  %349 = getelementptr inbounds i16, ptr %V_s, i64 %348
  %350 = fptrunc float %344 to half
  %351 = bitcast half %350 to i16
  store i16 %351, ptr %349, align 2
  %352 = add nsw i32 %j181, 1
  br label %for.cond78, !llvm.loop !66

for.cond85:                                       ; preds = %for.end91, %if.end59
  %i388 = phi i32 [ 0, %if.end59 ], [ %370, %for.end91 ]
  %353 = icmp slt i32 %i388, 192
  br i1 %353, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond89

for.end87:                                        ; preds = %for.cond85
  call void @tilec_rt_gemm_f16f32(i32 192, i32 128, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 128)
  %354 = mul i32 %kb, 128
  %355 = add i32 %354, 128
  %356 = icmp sgt i32 %355, %S
  %357 = mul i32 %kb, 128
  %358 = add i32 %357, 128
  %359 = mul i32 %bx, 192
  %360 = add i32 %359, 1
  %361 = icmp sgt i32 %358, %360
  %362 = or i1 %356, %361
  br i1 %362, label %if.then93, label %if.else94

for.cond89:                                       ; preds = %for.body90, %for.body86
  %j192 = phi i32 [ 0, %for.body86 ], [ %369, %for.body90 ]
  %363 = icmp slt i32 %j192, 128
  br i1 %363, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %364 = sext i32 %i388 to i64
  %365 = mul nsw i64 %364, 128
  %366 = sext i32 %j192 to i64
  %367 = add nsw i64 %365, %366
  %368 = getelementptr inbounds float, ptr %acc_s, i64 %367
  store float 0.000000e+00, ptr %368, align 4
  %369 = add nsw i32 %j192, 1
  br label %for.cond89, !llvm.loop !67

for.end91:                                        ; preds = %for.cond89
  %370 = add nsw i32 %i388, 1
  br label %for.cond85, !llvm.loop !68

if.then93:                                        ; preds = %for.end87
  br label %for.cond96

if.else94:                                        ; preds = %for.end87
  br label %if.end95

if.end95:                                         ; preds = %if.else94, %for.end98
  br label %for.cond102

for.cond96:                                       ; preds = %for.end101, %if.then93
  %i = phi i32 [ 0, %if.then93 ], [ %396, %for.end101 ]
  %371 = icmp slt i32 %i, 192
  br i1 %371, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  br label %for.cond99

for.end98:                                        ; preds = %for.cond96
  br label %if.end95

for.cond99:                                       ; preds = %for.body100, %for.body97
  %j = phi i32 [ 0, %for.body97 ], [ %395, %for.body100 ]
  %372 = icmp slt i32 %j, 128
  br i1 %372, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %373 = mul i32 %kb, 128
  %374 = add i32 %373, %j
  %375 = icmp slt i32 %374, %S
  %376 = mul i32 %kb, 128
  %377 = add i32 %376, %j
  %378 = mul i32 %bx, 192
  %379 = add i32 %378, %i
  %380 = icmp sle i32 %377, %379
  %381 = and i1 %375, %380
  %382 = sext i32 %i to i64
  %383 = mul nsw i64 %382, 128
  %384 = sext i32 %j to i64
  %385 = add nsw i64 %383, %384
  %386 = call i64 @llvm.umin.i64(i64 %385, i64 24575)
  %387 = getelementptr inbounds float, ptr %acc_s, i64 %386
  %388 = load float, ptr %387, align 4
  %389 = select i1 %381, float %388, float 0xFFF0000000000000
  %390 = sext i32 %i to i64
  %391 = mul nsw i64 %390, 128
  %392 = sext i32 %j to i64
  %393 = add nsw i64 %391, %392
  %394 = getelementptr inbounds float, ptr %acc_s, i64 %393
  store float %389, ptr %394, align 4
  %395 = add nsw i32 %j, 1
  br label %for.cond99, !llvm.loop !69

for.end101:                                       ; preds = %for.cond99
  %396 = add nsw i32 %i, 1
  br label %for.cond96, !llvm.loop !70

for.cond102:                                      ; preds = %for.end192, %if.end95
  %i3105 = phi i32 [ 0, %if.end95 ], [ %711, %for.end192 ]
  %397 = icmp slt i32 %i3105, 192
  br i1 %397, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %398 = sext i32 %i3105 to i64
  %399 = getelementptr inbounds float, ptr %m, i64 %398
  %400 = load float, ptr %399, align 4
  %401 = sext i32 %i3105 to i64
  %402 = getelementptr inbounds float, ptr %m_prev, i64 %401
  store float %400, ptr %402, align 4
  %403 = sext i32 %i3105 to i64
  %404 = getelementptr inbounds float, ptr %m, i64 %403
  %tl_dst0 = load float, ptr %404, align 4
  br label %for.cond106

for.end104:                                       ; preds = %for.cond102
  call void @tilec_rt_gemm_f16f32(i32 192, i32 64, i32 128, ptr %P_s, i32 128, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %405 = add nsw i32 %kb, 1
  br label %for.cond26, !llvm.loop !71

for.cond106:                                      ; preds = %for.body107, %for.body103
  %lane = phi i32 [ 0, %for.body103 ], [ %430, %for.body107 ]
  %406 = icmp slt i32 %lane, 32
  br i1 %406, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  %407 = sext i32 %i3105 to i64
  %408 = mul nsw i64 %407, 128
  %409 = sext i32 %lane to i64
  %410 = add nsw i64 %408, %409
  %411 = getelementptr inbounds float, ptr %acc_s, i64 %410
  %412 = load float, ptr %411, align 4
  %413 = sext i32 %i3105 to i64
  %414 = mul nsw i64 %413, 128
  %415 = sext i32 %lane to i64
  %416 = add nsw i64 %414, %415
  %417 = getelementptr inbounds float, ptr %acc_s, i64 %416
  %418 = load float, ptr %417, align 4
  %419 = fcmp une float %412, %418
  %420 = sext i32 %i3105 to i64
  %421 = mul nsw i64 %420, 128
  %422 = sext i32 %lane to i64
  %423 = add nsw i64 %421, %422
  %424 = call i64 @llvm.umin.i64(i64 %423, i64 24575)
  %425 = getelementptr inbounds float, ptr %acc_s, i64 %424
  %426 = load float, ptr %425, align 4
  %427 = select i1 %419, float 0xFFF0000000000000, float %426
  %428 = sext i32 %lane to i64
  %429 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %428
  store float %427, ptr %429, align 4
  %430 = add nsw i32 %lane, 1
  br label %for.cond106, !llvm.loop !72

for.end108:                                       ; preds = %for.cond106
  br label %for.cond109

for.cond109:                                      ; preds = %for.end114, %for.end108
  %red = phi i32 [ 0, %for.end108 ], [ %448, %for.end114 ]
  %431 = icmp slt i32 %red, 3
  br i1 %431, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  br label %for.cond112

for.end111:                                       ; preds = %for.cond109
  br label %for.cond116

for.cond112:                                      ; preds = %for.body113, %for.body110
  %lane115 = phi i32 [ 0, %for.body110 ], [ %447, %for.body113 ]
  %432 = icmp slt i32 %lane115, 32
  br i1 %432, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %433 = sext i32 %lane115 to i64
  %434 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %433
  %lane_acc = load float, ptr %434, align 4
  %435 = sext i32 %i3105 to i64
  %436 = mul nsw i64 %435, 128
  %437 = add i32 %red, 1
  %438 = mul i32 %437, 32
  %439 = add i32 %438, %lane115
  %440 = sext i32 %439 to i64
  %441 = add nsw i64 %436, %440
  %442 = getelementptr inbounds float, ptr %acc_s, i64 %441
  %lane_next = load float, ptr %442, align 4
  %443 = fcmp ogt float %lane_next, %lane_acc
  %444 = select i1 %443, float %lane_next, float %lane_acc
  %445 = sext i32 %lane115 to i64
  %446 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %445
  store float %444, ptr %446, align 4
  %447 = add nsw i32 %lane115, 1
  br label %for.cond112, !llvm.loop !73

for.end114:                                       ; preds = %for.cond112
  %448 = add nsw i32 %red, 1
  br label %for.cond109, !llvm.loop !74

for.cond116:                                      ; preds = %for.body117, %for.end111
  %lane119 = phi i32 [ 0, %for.end111 ], [ %459, %for.body117 ]
  %449 = icmp slt i32 %lane119, 16
  br i1 %449, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %450 = sext i32 %lane119 to i64
  %451 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %450
  %lane_acc120 = load float, ptr %451, align 4
  %452 = add i32 %lane119, 16
  %453 = sext i32 %452 to i64
  %454 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %453
  %lane_next121 = load float, ptr %454, align 4
  %455 = fcmp ogt float %lane_next121, %lane_acc120
  %456 = select i1 %455, float %lane_next121, float %lane_acc120
  %457 = sext i32 %lane119 to i64
  %458 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %457
  store float %456, ptr %458, align 4
  %459 = add nsw i32 %lane119, 1
  br label %for.cond116, !llvm.loop !75

for.end118:                                       ; preds = %for.cond116
  br label %for.cond122

for.cond122:                                      ; preds = %for.body123, %for.end118
  %lane125 = phi i32 [ 0, %for.end118 ], [ %470, %for.body123 ]
  %460 = icmp slt i32 %lane125, 8
  br i1 %460, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %461 = sext i32 %lane125 to i64
  %462 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %461
  %lane_acc126 = load float, ptr %462, align 4
  %463 = add i32 %lane125, 8
  %464 = sext i32 %463 to i64
  %465 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %464
  %lane_next127 = load float, ptr %465, align 4
  %466 = fcmp ogt float %lane_next127, %lane_acc126
  %467 = select i1 %466, float %lane_next127, float %lane_acc126
  %468 = sext i32 %lane125 to i64
  %469 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %468
  store float %467, ptr %469, align 4
  %470 = add nsw i32 %lane125, 1
  br label %for.cond122, !llvm.loop !76

for.end124:                                       ; preds = %for.cond122
  br label %for.cond128

for.cond128:                                      ; preds = %for.body129, %for.end124
  %lane131 = phi i32 [ 0, %for.end124 ], [ %481, %for.body129 ]
  %471 = icmp slt i32 %lane131, 4
  br i1 %471, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  %472 = sext i32 %lane131 to i64
  %473 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %472
  %lane_acc132 = load float, ptr %473, align 4
  %474 = add i32 %lane131, 4
  %475 = sext i32 %474 to i64
  %476 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %475
  %lane_next133 = load float, ptr %476, align 4
  %477 = fcmp ogt float %lane_next133, %lane_acc132
  %478 = select i1 %477, float %lane_next133, float %lane_acc132
  %479 = sext i32 %lane131 to i64
  %480 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %479
  store float %478, ptr %480, align 4
  %481 = add nsw i32 %lane131, 1
  br label %for.cond128, !llvm.loop !77

for.end130:                                       ; preds = %for.cond128
  br label %for.cond134

for.cond134:                                      ; preds = %for.body135, %for.end130
  %lane137 = phi i32 [ 0, %for.end130 ], [ %492, %for.body135 ]
  %482 = icmp slt i32 %lane137, 2
  br i1 %482, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  %483 = sext i32 %lane137 to i64
  %484 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %483
  %lane_acc138 = load float, ptr %484, align 4
  %485 = add i32 %lane137, 2
  %486 = sext i32 %485 to i64
  %487 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %486
  %lane_next139 = load float, ptr %487, align 4
  %488 = fcmp ogt float %lane_next139, %lane_acc138
  %489 = select i1 %488, float %lane_next139, float %lane_acc138
  %490 = sext i32 %lane137 to i64
  %491 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %490
  store float %489, ptr %491, align 4
  %492 = add nsw i32 %lane137, 1
  br label %for.cond134, !llvm.loop !78

for.end136:                                       ; preds = %for.cond134
  br label %for.cond140

for.cond140:                                      ; preds = %for.body141, %for.end136
  %lane143 = phi i32 [ 0, %for.end136 ], [ %503, %for.body141 ]
  %493 = icmp slt i32 %lane143, 1
  br i1 %493, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %494 = sext i32 %lane143 to i64
  %495 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %494
  %lane_acc144 = load float, ptr %495, align 4
  %496 = add i32 %lane143, 1
  %497 = sext i32 %496 to i64
  %498 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %497
  %lane_next145 = load float, ptr %498, align 4
  %499 = fcmp ogt float %lane_next145, %lane_acc144
  %500 = select i1 %499, float %lane_next145, float %lane_acc144
  %501 = sext i32 %lane143 to i64
  %502 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %501
  store float %500, ptr %502, align 4
  %503 = add nsw i32 %lane143, 1
  br label %for.cond140, !llvm.loop !79

for.end142:                                       ; preds = %for.cond140
  %504 = sext i32 %i3105 to i64
  %505 = getelementptr inbounds float, ptr %m, i64 %504
  %506 = load float, ptr %505, align 4
  %507 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %508 = load float, ptr %507, align 4
  %509 = call float @llvm.maxnum.f32(float %506, float %508)
  %510 = sext i32 %i3105 to i64
  %511 = getelementptr inbounds float, ptr %m, i64 %510
  store float %509, ptr %511, align 4
  %512 = sext i32 %i3105 to i64
  %513 = getelementptr inbounds float, ptr %m, i64 %512
  %514 = load float, ptr %513, align 4
  %515 = fcmp oeq float %514, 0xFFF0000000000000
  %516 = fcmp une float %tl_dst0, %tl_dst0
  %517 = and i1 %515, %516
  br i1 %517, label %if.then146, label %if.else147

if.then146:                                       ; preds = %for.end142
  %518 = sext i32 %i3105 to i64
  %519 = getelementptr inbounds float, ptr %m, i64 %518
  store float %tl_dst0, ptr %519, align 4
  br label %for.cond149

if.else147:                                       ; preds = %for.end142
  br label %if.end148

if.end148:                                        ; preds = %if.else147, %for.end151
  br label %for.cond153

for.cond149:                                      ; preds = %for.body150, %if.then146
  %red152 = phi i32 [ 0, %if.then146 ], [ %533, %for.body150 ]
  %520 = icmp slt i32 %red152, 128
  br i1 %520, label %for.body150, label %for.end151

for.body150:                                      ; preds = %for.cond149
  %521 = sext i32 %i3105 to i64
  %522 = getelementptr inbounds float, ptr %m, i64 %521
  %523 = load float, ptr %522, align 4
  %524 = sext i32 %i3105 to i64
  %525 = mul nsw i64 %524, 128
  %526 = sext i32 %red152 to i64
  %527 = add nsw i64 %525, %526
  %528 = getelementptr inbounds float, ptr %acc_s, i64 %527
  %529 = load float, ptr %528, align 4
  %530 = call float @llvm.maxnum.f32(float %523, float %529)
  %531 = sext i32 %i3105 to i64
  %532 = getelementptr inbounds float, ptr %m, i64 %531
  store float %530, ptr %532, align 4
  %533 = add nsw i32 %red152, 1
  br label %for.cond149, !llvm.loop !80

for.end151:                                       ; preds = %for.cond149
  br label %if.end148

for.cond153:                                      ; preds = %for.body154, %if.end148
  %j156 = phi i32 [ 0, %if.end148 ], [ %555, %for.body154 ]
  %534 = icmp slt i32 %j156, 128
  br i1 %534, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  %535 = sext i32 %i3105 to i64
  %536 = mul nsw i64 %535, 128
  %537 = sext i32 %j156 to i64
  %538 = add nsw i64 %536, %537
  %539 = getelementptr inbounds float, ptr %acc_s, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = sext i32 %i3105 to i64
  %542 = getelementptr inbounds float, ptr %m, i64 %541
  %543 = load float, ptr %542, align 4
  %544 = fneg float %543
  %545 = fmul float %544, 0x3FC7154760000000
  %546 = call float @llvm.fma.f32(float %540, float 0x3FC7154760000000, float %545)
  %547 = fpext float %546 to double
  %548 = call double @llvm.exp2.f64(double %547)
  %549 = fptrunc double %548 to float
  %550 = sext i32 %i3105 to i64
  %551 = mul nsw i64 %550, 128
  %552 = sext i32 %j156 to i64
  %553 = add nsw i64 %551, %552
  %554 = getelementptr inbounds float, ptr %acc_s, i64 %553
  store float %549, ptr %554, align 4
  %555 = add nsw i32 %j156, 1
  br label %for.cond153, !llvm.loop !81

for.end155:                                       ; preds = %for.cond153
  br label %for.cond157

for.cond157:                                      ; preds = %for.body158, %for.end155
  %lane1 = phi i32 [ 0, %for.end155 ], [ %565, %for.body158 ]
  %556 = icmp slt i32 %lane1, 32
  br i1 %556, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  %557 = sext i32 %i3105 to i64
  %558 = mul nsw i64 %557, 128
  %559 = sext i32 %lane1 to i64
  %560 = add nsw i64 %558, %559
  %561 = getelementptr inbounds float, ptr %acc_s, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = sext i32 %lane1 to i64
  %564 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %563
  store float %562, ptr %564, align 4
  %565 = add nsw i32 %lane1, 1
  br label %for.cond157, !llvm.loop !82

for.end159:                                       ; preds = %for.cond157
  br label %for.cond160

for.cond160:                                      ; preds = %for.end165, %for.end159
  %red1 = phi i32 [ 0, %for.end159 ], [ %584, %for.end165 ]
  %566 = icmp slt i32 %red1, 3
  br i1 %566, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  br label %for.cond163

for.end162:                                       ; preds = %for.cond160
  br label %for.cond167

for.cond163:                                      ; preds = %for.body164, %for.body161
  %lane1166 = phi i32 [ 0, %for.body161 ], [ %583, %for.body164 ]
  %567 = icmp slt i32 %lane1166, 32
  br i1 %567, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %568 = sext i32 %lane1166 to i64
  %569 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %568
  %570 = load float, ptr %569, align 4
  %571 = sext i32 %i3105 to i64
  %572 = mul nsw i64 %571, 128
  %573 = add i32 %red1, 1
  %574 = mul i32 %573, 32
  %575 = add i32 %574, %lane1166
  %576 = sext i32 %575 to i64
  %577 = add nsw i64 %572, %576
  %578 = getelementptr inbounds float, ptr %acc_s, i64 %577
  %579 = load float, ptr %578, align 4
  %580 = fadd float %570, %579
  %581 = sext i32 %lane1166 to i64
  %582 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %581
  store float %580, ptr %582, align 4
  %583 = add nsw i32 %lane1166, 1
  br label %for.cond163, !llvm.loop !83

for.end165:                                       ; preds = %for.cond163
  %584 = add nsw i32 %red1, 1
  br label %for.cond160, !llvm.loop !84

for.cond167:                                      ; preds = %for.body168, %for.end162
  %lane1170 = phi i32 [ 0, %for.end162 ], [ %596, %for.body168 ]
  %585 = icmp slt i32 %lane1170, 16
  br i1 %585, label %for.body168, label %for.end169

for.body168:                                      ; preds = %for.cond167
  %586 = sext i32 %lane1170 to i64
  %587 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %586
  %588 = load float, ptr %587, align 4
  %589 = add i32 %lane1170, 16
  %590 = sext i32 %589 to i64
  %591 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %590
  %592 = load float, ptr %591, align 4
  %593 = fadd float %588, %592
  %594 = sext i32 %lane1170 to i64
  %595 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %594
  store float %593, ptr %595, align 4
  %596 = add nsw i32 %lane1170, 1
  br label %for.cond167, !llvm.loop !85

for.end169:                                       ; preds = %for.cond167
  br label %for.cond171

for.cond171:                                      ; preds = %for.body172, %for.end169
  %lane1174 = phi i32 [ 0, %for.end169 ], [ %608, %for.body172 ]
  %597 = icmp slt i32 %lane1174, 8
  br i1 %597, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  %598 = sext i32 %lane1174 to i64
  %599 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %598
  %600 = load float, ptr %599, align 4
  %601 = add i32 %lane1174, 8
  %602 = sext i32 %601 to i64
  %603 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %602
  %604 = load float, ptr %603, align 4
  %605 = fadd float %600, %604
  %606 = sext i32 %lane1174 to i64
  %607 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %606
  store float %605, ptr %607, align 4
  %608 = add nsw i32 %lane1174, 1
  br label %for.cond171, !llvm.loop !86

for.end173:                                       ; preds = %for.cond171
  br label %for.cond175

for.cond175:                                      ; preds = %for.body176, %for.end173
  %lane1178 = phi i32 [ 0, %for.end173 ], [ %620, %for.body176 ]
  %609 = icmp slt i32 %lane1178, 4
  br i1 %609, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %610 = sext i32 %lane1178 to i64
  %611 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %610
  %612 = load float, ptr %611, align 4
  %613 = add i32 %lane1178, 4
  %614 = sext i32 %613 to i64
  %615 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = fadd float %612, %616
  %618 = sext i32 %lane1178 to i64
  %619 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %618
  store float %617, ptr %619, align 4
  %620 = add nsw i32 %lane1178, 1
  br label %for.cond175, !llvm.loop !87

for.end177:                                       ; preds = %for.cond175
  br label %for.cond179

for.cond179:                                      ; preds = %for.body180, %for.end177
  %lane1182 = phi i32 [ 0, %for.end177 ], [ %632, %for.body180 ]
  %621 = icmp slt i32 %lane1182, 2
  br i1 %621, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %622 = sext i32 %lane1182 to i64
  %623 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %622
  %624 = load float, ptr %623, align 4
  %625 = add i32 %lane1182, 2
  %626 = sext i32 %625 to i64
  %627 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %626
  %628 = load float, ptr %627, align 4
  %629 = fadd float %624, %628
  %630 = sext i32 %lane1182 to i64
  %631 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %630
  store float %629, ptr %631, align 4
  %632 = add nsw i32 %lane1182, 1
  br label %for.cond179, !llvm.loop !88

for.end181:                                       ; preds = %for.cond179
  br label %for.cond183

for.cond183:                                      ; preds = %for.body184, %for.end181
  %lane1186 = phi i32 [ 0, %for.end181 ], [ %644, %for.body184 ]
  %633 = icmp slt i32 %lane1186, 1
  br i1 %633, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %634 = sext i32 %lane1186 to i64
  %635 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %634
  %636 = load float, ptr %635, align 4
  %637 = add i32 %lane1186, 1
  %638 = sext i32 %637 to i64
  %639 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %638
  %640 = load float, ptr %639, align 4
  %641 = fadd float %636, %640
  %642 = sext i32 %lane1186 to i64
  %643 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %642
  store float %641, ptr %643, align 4
  %644 = add nsw i32 %lane1186, 1
  br label %for.cond183, !llvm.loop !89

for.end185:                                       ; preds = %for.cond183
  %645 = sext i32 %i3105 to i64
  %646 = getelementptr inbounds float, ptr %row_sum, i64 %645
  store float 0.000000e+00, ptr %646, align 4
  %647 = sext i32 %i3105 to i64
  %648 = getelementptr inbounds float, ptr %row_sum, i64 %647
  %649 = load float, ptr %648, align 4
  %650 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %651 = load float, ptr %650, align 4
  %652 = fadd float %649, %651
  %653 = sext i32 %i3105 to i64
  %654 = getelementptr inbounds float, ptr %row_sum, i64 %653
  store float %652, ptr %654, align 4
  %655 = sext i32 %i3105 to i64
  %656 = getelementptr inbounds float, ptr %m_prev, i64 %655
  %657 = load float, ptr %656, align 4
  %658 = sext i32 %i3105 to i64
  %659 = getelementptr inbounds float, ptr %m, i64 %658
  %660 = load float, ptr %659, align 4
  %661 = fsub float %657, %660
  %662 = fmul float %661, 0x3FC7154760000000
  %663 = fpext float %662 to double
  %664 = call double @llvm.exp2.f64(double %663)
  %alpha = fptrunc double %664 to float
  %665 = sext i32 %i3105 to i64
  %666 = getelementptr inbounds float, ptr %l, i64 %665
  %667 = load float, ptr %666, align 4
  %668 = fmul float %667, %alpha
  %669 = sext i32 %i3105 to i64
  %670 = getelementptr inbounds float, ptr %row_sum, i64 %669
  %671 = load float, ptr %670, align 4
  %672 = fadd float %668, %671
  %673 = sext i32 %i3105 to i64
  %674 = getelementptr inbounds float, ptr %l, i64 %673
  store float %672, ptr %674, align 4
  %675 = sext i32 %i3105 to i64
  %676 = getelementptr inbounds float, ptr %m_prev, i64 %675
  store float %alpha, ptr %676, align 4
  br label %for.cond187

for.cond187:                                      ; preds = %for.body188, %for.end185
  %d = phi i32 [ 0, %for.end185 ], [ %693, %for.body188 ]
  %677 = icmp slt i32 %d, 64
  br i1 %677, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %678 = sext i32 %i3105 to i64
  %679 = mul nsw i64 %678, 64
  %680 = sext i32 %d to i64
  %681 = add nsw i64 %679, %680
  %682 = getelementptr inbounds float, ptr %acc_o, i64 %681
  %683 = load float, ptr %682, align 4
  %684 = sext i32 %i3105 to i64
  %685 = getelementptr inbounds float, ptr %m_prev, i64 %684
  %686 = load float, ptr %685, align 4
  %687 = fmul float %683, %686
  %688 = sext i32 %i3105 to i64
  %689 = mul nsw i64 %688, 64
  %690 = sext i32 %d to i64
  %691 = add nsw i64 %689, %690
  %692 = getelementptr inbounds float, ptr %acc_o, i64 %691
  store float %687, ptr %692, align 4
  %693 = add nsw i32 %d, 1
  br label %for.cond187, !llvm.loop !90

for.end189:                                       ; preds = %for.cond187
  br label %for.cond190

for.cond190:                                      ; preds = %for.body191, %for.end189
  %j1193 = phi i32 [ 0, %for.end189 ], [ %710, %for.body191 ]
  %694 = icmp slt i32 %j1193, 128
  br i1 %694, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  %695 = sext i32 %i3105 to i64
  %696 = mul nsw i64 %695, 128
  %697 = sext i32 %j1193 to i64
  %698 = add nsw i64 %696, %697
  %699 = getelementptr inbounds float, ptr %acc_s, i64 %698
  %700 = load float, ptr %699, align 4
  %701 = fptrunc float %700 to half
  %702 = fpext half %701 to float
  %703 = sext i32 %i3105 to i64
  %704 = mul nsw i64 %703, 128
  %705 = sext i32 %j1193 to i64
  %706 = add nsw i64 %704, %705
  %707 = getelementptr inbounds i16, ptr %P_s, i64 %706
  %708 = fptrunc float %702 to half
  %709 = bitcast half %708 to i16
  store i16 %709, ptr %707, align 2
  %710 = add nsw i32 %j1193, 1
  br label %for.cond190, !llvm.loop !91

for.end192:                                       ; preds = %for.cond190
  %711 = add nsw i32 %i3105, 1
  br label %for.cond102, !llvm.loop !92

for.cond194:                                      ; preds = %if.end200, %for.end28
  %i197 = phi i32 [ 0, %for.end28 ], [ %734, %if.end200 ]
  %712 = icmp slt i32 %i197, 192
  br i1 %712, label %for.body195, label %for.end196

for.body195:                                      ; preds = %for.cond194
  %713 = sext i32 %i197 to i64
  %714 = getelementptr inbounds float, ptr %l, i64 %713
  %715 = load float, ptr %714, align 4
  %716 = fdiv float 1.000000e+00, %715
  %717 = sext i32 %i197 to i64
  %718 = getelementptr inbounds float, ptr %l, i64 %717
  store float %716, ptr %718, align 4
  %719 = icmp sle i32 0, %bz
  %720 = icmp slt i32 %bz, %BH
  %721 = and i1 %719, %720
  %722 = mul i32 %bx, 192
  %723 = add i32 %722, %i197
  %724 = icmp sle i32 0, %723
  %725 = mul i32 %bx, 192
  %726 = add i32 %725, %i197
  %727 = icmp slt i32 %726, %S
  %728 = and i1 %724, %727
  %729 = and i1 %721, %728
  br i1 %729, label %if.then198, label %if.else199

for.end196:                                       ; preds = %for.cond194
  ret void

if.then198:                                       ; preds = %for.body195
  %730 = sext i32 %BH to i64
  %731 = sext i32 %S to i64
  %732 = mul i64 %730, %731
  %733 = icmp sge i64 %732, 262144
  br i1 %733, label %if.then201, label %if.else202

if.else199:                                       ; preds = %for.body195
  br label %if.end200

if.end200:                                        ; preds = %if.else199, %if.end203
  %734 = add nsw i32 %i197, 1
  br label %for.cond194, !llvm.loop !93

if.then201:                                       ; preds = %if.then198
  br label %for.cond204

if.else202:                                       ; preds = %if.then198
  br label %for.cond210

if.end203:                                        ; preds = %for.end212, %for.end206
  br label %if.end200

for.cond204:                                      ; preds = %for.end209, %if.then201
  %tl_c2 = phi i32 [ 0, %if.then201 ], [ %775, %for.end209 ]
  %735 = icmp slt i32 %tl_c2, 1
  br i1 %735, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %tl_sb3 = mul i32 %tl_c2, 2048
  %736 = sub i32 64, %tl_sb3
  %737 = icmp slt i32 %736, 2048
  %738 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %737, i32 %738, i32 2048
  br label %for.cond207

for.end206:                                       ; preds = %for.cond204
  br label %if.end203

for.cond207:                                      ; preds = %for.body208, %for.body205
  %tl_c5 = phi i32 [ 0, %for.body205 ], [ %758, %for.body208 ]
  %739 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %739, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  %740 = sext i32 %i197 to i64
  %741 = mul nsw i64 %740, 64
  %742 = add i32 %tl_sb3, %tl_c5
  %743 = add i32 0, %742
  %744 = sext i32 %743 to i64
  %745 = add nsw i64 %741, %744
  %746 = getelementptr inbounds float, ptr %acc_o, i64 %745
  %747 = load float, ptr %746, align 4
  %748 = sext i32 %i197 to i64
  %749 = getelementptr inbounds float, ptr %l, i64 %748
  %750 = load float, ptr %749, align 4
  %751 = fmul float %747, %750
  %752 = fptrunc float %751 to half
  %753 = fpext half %752 to float
  %754 = sext i32 %tl_c5 to i64
  %755 = getelementptr inbounds i16, ptr %tl_stream0, i64 %754
  %756 = fptrunc float %753 to half
  %757 = bitcast half %756 to i16
  store i16 %757, ptr %755, align 2
  %758 = add nsw i32 %tl_c5, 1
  br label %for.cond207, !llvm.loop !94

for.end209:                                       ; preds = %for.cond207
  %759 = sext i32 %tl_sm4 to i64
  %760 = sext i32 %bz to i64
  %761 = sext i32 %S to i64
  %762 = mul nsw i64 %760, %761
  %763 = mul i32 %bx, 192
  %764 = add i32 %763, %i197
  %765 = sext i32 %764 to i64
  %766 = add nsw i64 %762, %765
  %767 = mul nsw i64 %766, 64
  %768 = add i32 %tl_sb3, 0
  %769 = add i32 0, %768
  %770 = sext i32 %769 to i64
  %771 = add nsw i64 %767, %770
  %772 = getelementptr inbounds i16, ptr %O, i64 %771
  %773 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %774 = mul i64 %759, 2
  call void @tilec_rt_stream(ptr %772, ptr %773, i64 %774)
  %775 = add nsw i32 %tl_c2, 1
  br label %for.cond204, !llvm.loop !95

for.cond210:                                      ; preds = %for.body211, %if.else202
  %d1 = phi i32 [ 0, %if.else202 ], [ %804, %for.body211 ]
  %776 = icmp slt i32 %d1, 64
  br i1 %776, label %for.body211, label %for.end212

for.body211:                                      ; preds = %for.cond210
  %777 = sext i32 %i197 to i64
  %778 = mul nsw i64 %777, 64
  %779 = add i32 0, %d1
  %780 = sext i32 %779 to i64
  %781 = add nsw i64 %778, %780
  %782 = getelementptr inbounds float, ptr %acc_o, i64 %781
  %783 = load float, ptr %782, align 4
  %784 = sext i32 %i197 to i64
  %785 = getelementptr inbounds float, ptr %l, i64 %784
  %786 = load float, ptr %785, align 4
  %787 = fmul float %783, %786
  %788 = fptrunc float %787 to half
  %789 = fpext half %788 to float
  %790 = sext i32 %bz to i64
  %791 = sext i32 %S to i64
  %792 = mul nsw i64 %790, %791
  %793 = mul i32 %bx, 192
  %794 = add i32 %793, %i197
  %795 = sext i32 %794 to i64
  %796 = add nsw i64 %792, %795
  %797 = mul nsw i64 %796, 64
  %798 = add i32 0, %d1
  %799 = sext i32 %798 to i64
  %800 = add nsw i64 %797, %799
  %801 = getelementptr inbounds i16, ptr %O, i64 %800
  %802 = fptrunc float %789 to half
  %803 = bitcast half %802 to i16
  store i16 %803, ptr %801, align 2
  %804 = add nsw i32 %d1, 1
  br label %for.cond210, !llvm.loop !96

for.end212:                                       ; preds = %for.cond210
  br label %if.end203
}

; Function Attrs: nounwind
define internal void @flash_attention_wg_causal_task(ptr %ctx, i64 %block) #4 {
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
define i32 @tilec_launch_flash_attention_wg_causal(ptr %args, ptr %dims, ptr %self) #4 {
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

attributes #0 = { noinline nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

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
!22 = distinct !{!22, !1, !3}
!23 = distinct !{!23, !1, !5}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !3}
!26 = distinct !{!26, !1, !3}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1, !3}
!35 = distinct !{!35, !1, !3}
!36 = distinct !{!36, !1, !3}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !3}
!44 = distinct !{!44, !1, !3}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1, !3}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !3}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1, !3}
!52 = distinct !{!52, !1, !5}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !3}
!55 = distinct !{!55, !1, !3}
!56 = distinct !{!56, !1, !5}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !3}
!59 = distinct !{!59, !1, !5}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !3}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1, !3}
!64 = distinct !{!64, !1, !5}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !3}
!67 = distinct !{!67, !1, !3}
!68 = distinct !{!68, !1, !5}
!69 = distinct !{!69, !1, !3}
!70 = distinct !{!70, !1, !5}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1, !3}
!73 = distinct !{!73, !1, !3}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1, !3}
!82 = distinct !{!82, !1, !3}
!83 = distinct !{!83, !1, !3}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1, !3}
!91 = distinct !{!91, !1, !3}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1, !3}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1, !3}
