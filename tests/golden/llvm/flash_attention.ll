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
  br label %for.cond10

if.end:                                           ; preds = %for.end12, %for.end
  br label %for.cond18

for.cond:                                         ; preds = %for.end9, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %54, %for.end9 ]
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
  br label %for.cond7

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %30, %for.body5 ]
  %16 = icmp slt i32 %pf, 2
  br i1 %16, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %17 = sext i32 %bz to i64
  %18 = sext i32 %S to i64
  %19 = mul i64 %17, %18
  %20 = mul i32 %bx, 64
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
  %35 = mul i32 %bx, 64
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
  %55 = icmp slt i32 %i313, 64
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
  %60 = mul i32 %bx, 64
  %61 = sext i32 %60 to i64
  %62 = sext i32 %i313 to i64
  %63 = add i64 %61, %62
  %64 = icmp sle i64 0, %63
  %65 = mul i32 %bx, 64
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
  %77 = mul i32 %bx, 64
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
  %97 = icmp slt i32 %i321, 64
  br i1 %97, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond22

for.end20:                                        ; preds = %for.cond18
  %98 = sext i32 %S to i64
  %99 = sdiv i64 %98, 64
  %100 = sub i64 0, %98
  %101 = select i1 false, i64 %100, i64 %99
  %102 = srem i64 %98, 64
  %103 = icmp ne i64 %102, 0
  %104 = icmp slt i64 %98, 0
  %105 = icmp eq i1 %104, false
  %106 = and i1 %103, %105
  %107 = zext i1 %106 to i64
  %108 = add i64 %101, %107
  %109 = trunc i64 %108 to i32
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

for.cond26:                                       ; preds = %for.end95, %for.end20
  %kb = phi i32 [ 0, %for.end20 ], [ %339, %for.end95 ]
  %134 = icmp slt i32 %kb, %109
  br i1 %134, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %135 = sext i32 %bz to i64
  %136 = add i64 %135, 1
  %137 = sext i32 %BH to i64
  %138 = icmp sle i64 %136, %137
  %139 = mul i32 %kb, 64
  %140 = icmp sle i32 0, %139
  %141 = mul i32 %kb, 64
  %142 = sext i32 %141 to i64
  %143 = add i64 %142, 64
  %144 = sext i32 %S to i64
  %145 = icmp sle i64 %143, %144
  %146 = and i1 %140, %145
  %147 = and i1 %138, %146
  br i1 %147, label %if.then29, label %if.else30

for.end28:                                        ; preds = %for.cond26
  br label %for.cond187

if.then29:                                        ; preds = %for.body27
  br label %for.cond32

if.else30:                                        ; preds = %for.body27
  br label %for.cond46

if.end31:                                         ; preds = %for.end48, %for.end34
  %148 = sext i32 %bz to i64
  %149 = add i64 %148, 1
  %150 = sext i32 %BH to i64
  %151 = icmp sle i64 %149, %150
  %152 = mul i32 %kb, 64
  %153 = icmp sle i32 0, %152
  %154 = mul i32 %kb, 64
  %155 = sext i32 %154 to i64
  %156 = add i64 %155, 64
  %157 = sext i32 %S to i64
  %158 = icmp sle i64 %156, %157
  %159 = and i1 %153, %158
  %160 = and i1 %151, %159
  br i1 %160, label %if.then57, label %if.else58

for.cond32:                                       ; preds = %for.end44, %if.then29
  %i335 = phi i32 [ 0, %if.then29 ], [ %202, %for.end44 ]
  %161 = icmp slt i32 %i335, 64
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
  %169 = mul i32 %168, 64
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
  %183 = mul i32 %kb, 64
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
  %203 = icmp slt i32 %i349, 64
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
  %208 = mul i32 %kb, 64
  %209 = sext i32 %208 to i64
  %210 = sext i32 %i349 to i64
  %211 = add i64 %209, %210
  %212 = icmp sle i64 0, %211
  %213 = mul i32 %kb, 64
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
  %225 = mul i32 %kb, 64
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
  %245 = icmp slt i32 %i363, 64
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
  %253 = mul i32 %252, 64
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
  %267 = mul i32 %kb, 64
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
  %287 = icmp slt i32 %i377, 64
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
  %292 = mul i32 %kb, 64
  %293 = sext i32 %292 to i64
  %294 = sext i32 %i377 to i64
  %295 = add i64 %293, %294
  %296 = icmp sle i64 0, %295
  %297 = mul i32 %kb, 64
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
  %309 = mul i32 %kb, 64
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
  %i388 = phi i32 [ 0, %if.end59 ], [ %337, %for.end91 ]
  %329 = icmp slt i32 %i388, 64
  br i1 %329, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond89

for.end87:                                        ; preds = %for.cond85
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond93

for.cond89:                                       ; preds = %for.body90, %for.body86
  %j192 = phi i32 [ 0, %for.body86 ], [ %336, %for.body90 ]
  %330 = icmp slt i32 %j192, 64
  br i1 %330, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %331 = sext i32 %i388 to i64
  %332 = mul nsw i64 %331, 64
  %333 = sext i32 %j192 to i64
  %334 = add nsw i64 %332, %333
  %335 = getelementptr inbounds float, ptr %acc_s, i64 %334
  store float 0.000000e+00, ptr %335, align 4
  %336 = add nsw i32 %j192, 1
  br label %for.cond89, !llvm.loop !20

for.end91:                                        ; preds = %for.cond89
  %337 = add nsw i32 %i388, 1
  br label %for.cond85, !llvm.loop !21

for.cond93:                                       ; preds = %for.end185, %for.end87
  %i = phi i32 [ 0, %for.end87 ], [ %664, %for.end185 ]
  %338 = icmp slt i32 %i, 64
  br i1 %338, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond96

for.end95:                                        ; preds = %for.cond93
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %339 = add nsw i32 %kb, 1
  br label %for.cond26, !llvm.loop !22

for.cond96:                                       ; preds = %for.body97, %for.body94
  %j = phi i32 [ 0, %for.body94 ], [ %358, %for.body97 ]
  %340 = icmp slt i32 %j, 64
  br i1 %340, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %341 = mul i32 %kb, 64
  %342 = add i32 %341, %j
  %343 = icmp slt i32 %342, %S
  %344 = sext i32 %i to i64
  %345 = mul nsw i64 %344, 64
  %346 = sext i32 %j to i64
  %347 = add nsw i64 %345, %346
  %348 = call i64 @llvm.umin.i64(i64 %347, i64 4095)
  %349 = getelementptr inbounds float, ptr %acc_s, i64 %348
  %350 = load float, ptr %349, align 4
  %351 = fmul float %350, 1.250000e-01
  %352 = select i1 %343, float %351, float 0xFFF0000000000000
  %353 = sext i32 %i to i64
  %354 = mul nsw i64 %353, 64
  %355 = sext i32 %j to i64
  %356 = add nsw i64 %354, %355
  %357 = getelementptr inbounds float, ptr %acc_s, i64 %356
  store float %352, ptr %357, align 4
  %358 = add nsw i32 %j, 1
  br label %for.cond96, !llvm.loop !23

for.end98:                                        ; preds = %for.cond96
  %359 = sext i32 %i to i64
  %360 = getelementptr inbounds float, ptr %m, i64 %359
  %361 = load float, ptr %360, align 4
  %362 = sext i32 %i to i64
  %363 = getelementptr inbounds float, ptr %m_prev, i64 %362
  store float %361, ptr %363, align 4
  %364 = sext i32 %i to i64
  %365 = getelementptr inbounds float, ptr %m, i64 %364
  %tl_dst0 = load float, ptr %365, align 4
  br label %for.cond99

for.cond99:                                       ; preds = %for.body100, %for.end98
  %lane = phi i32 [ 0, %for.end98 ], [ %390, %for.body100 ]
  %366 = icmp slt i32 %lane, 32
  br i1 %366, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %367 = sext i32 %i to i64
  %368 = mul nsw i64 %367, 64
  %369 = sext i32 %lane to i64
  %370 = add nsw i64 %368, %369
  %371 = getelementptr inbounds float, ptr %acc_s, i64 %370
  %372 = load float, ptr %371, align 4
  %373 = sext i32 %i to i64
  %374 = mul nsw i64 %373, 64
  %375 = sext i32 %lane to i64
  %376 = add nsw i64 %374, %375
  %377 = getelementptr inbounds float, ptr %acc_s, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = fcmp une float %372, %378
  %380 = sext i32 %i to i64
  %381 = mul nsw i64 %380, 64
  %382 = sext i32 %lane to i64
  %383 = add nsw i64 %381, %382
  %384 = call i64 @llvm.umin.i64(i64 %383, i64 4095)
  %385 = getelementptr inbounds float, ptr %acc_s, i64 %384
  %386 = load float, ptr %385, align 4
  %387 = select i1 %379, float 0xFFF0000000000000, float %386
  %388 = sext i32 %lane to i64
  %389 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %388
  store float %387, ptr %389, align 4
  %390 = add nsw i32 %lane, 1
  br label %for.cond99, !llvm.loop !24

for.end101:                                       ; preds = %for.cond99
  br label %for.cond102

for.cond102:                                      ; preds = %for.end107, %for.end101
  %red = phi i32 [ 0, %for.end101 ], [ %408, %for.end107 ]
  %391 = icmp slt i32 %red, 1
  br i1 %391, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  br label %for.cond105

for.end104:                                       ; preds = %for.cond102
  br label %for.cond109

for.cond105:                                      ; preds = %for.body106, %for.body103
  %lane108 = phi i32 [ 0, %for.body103 ], [ %407, %for.body106 ]
  %392 = icmp slt i32 %lane108, 32
  br i1 %392, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %393 = sext i32 %lane108 to i64
  %394 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %393
  %lane_acc = load float, ptr %394, align 4
  %395 = sext i32 %i to i64
  %396 = mul nsw i64 %395, 64
  %397 = add i32 %red, 1
  %398 = mul i32 %397, 32
  %399 = add i32 %398, %lane108
  %400 = sext i32 %399 to i64
  %401 = add nsw i64 %396, %400
  %402 = getelementptr inbounds float, ptr %acc_s, i64 %401
  %lane_next = load float, ptr %402, align 4
  %403 = fcmp ogt float %lane_next, %lane_acc
  %404 = select i1 %403, float %lane_next, float %lane_acc
  %405 = sext i32 %lane108 to i64
  %406 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %405
  store float %404, ptr %406, align 4
  %407 = add nsw i32 %lane108, 1
  br label %for.cond105, !llvm.loop !25

for.end107:                                       ; preds = %for.cond105
  %408 = add nsw i32 %red, 1
  br label %for.cond102, !llvm.loop !26

for.cond109:                                      ; preds = %for.body110, %for.end104
  %lane112 = phi i32 [ 0, %for.end104 ], [ %419, %for.body110 ]
  %409 = icmp slt i32 %lane112, 16
  br i1 %409, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %410 = sext i32 %lane112 to i64
  %411 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %410
  %lane_acc113 = load float, ptr %411, align 4
  %412 = add i32 %lane112, 16
  %413 = sext i32 %412 to i64
  %414 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %413
  %lane_next114 = load float, ptr %414, align 4
  %415 = fcmp ogt float %lane_next114, %lane_acc113
  %416 = select i1 %415, float %lane_next114, float %lane_acc113
  %417 = sext i32 %lane112 to i64
  %418 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %417
  store float %416, ptr %418, align 4
  %419 = add nsw i32 %lane112, 1
  br label %for.cond109, !llvm.loop !27

for.end111:                                       ; preds = %for.cond109
  br label %for.cond115

for.cond115:                                      ; preds = %for.body116, %for.end111
  %lane118 = phi i32 [ 0, %for.end111 ], [ %430, %for.body116 ]
  %420 = icmp slt i32 %lane118, 8
  br i1 %420, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %421 = sext i32 %lane118 to i64
  %422 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %421
  %lane_acc119 = load float, ptr %422, align 4
  %423 = add i32 %lane118, 8
  %424 = sext i32 %423 to i64
  %425 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %424
  %lane_next120 = load float, ptr %425, align 4
  %426 = fcmp ogt float %lane_next120, %lane_acc119
  %427 = select i1 %426, float %lane_next120, float %lane_acc119
  %428 = sext i32 %lane118 to i64
  %429 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %428
  store float %427, ptr %429, align 4
  %430 = add nsw i32 %lane118, 1
  br label %for.cond115, !llvm.loop !28

for.end117:                                       ; preds = %for.cond115
  br label %for.cond121

for.cond121:                                      ; preds = %for.body122, %for.end117
  %lane124 = phi i32 [ 0, %for.end117 ], [ %441, %for.body122 ]
  %431 = icmp slt i32 %lane124, 4
  br i1 %431, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %432 = sext i32 %lane124 to i64
  %433 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %432
  %lane_acc125 = load float, ptr %433, align 4
  %434 = add i32 %lane124, 4
  %435 = sext i32 %434 to i64
  %436 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %435
  %lane_next126 = load float, ptr %436, align 4
  %437 = fcmp ogt float %lane_next126, %lane_acc125
  %438 = select i1 %437, float %lane_next126, float %lane_acc125
  %439 = sext i32 %lane124 to i64
  %440 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %439
  store float %438, ptr %440, align 4
  %441 = add nsw i32 %lane124, 1
  br label %for.cond121, !llvm.loop !29

for.end123:                                       ; preds = %for.cond121
  br label %for.cond127

for.cond127:                                      ; preds = %for.body128, %for.end123
  %lane130 = phi i32 [ 0, %for.end123 ], [ %452, %for.body128 ]
  %442 = icmp slt i32 %lane130, 2
  br i1 %442, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %443 = sext i32 %lane130 to i64
  %444 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %443
  %lane_acc131 = load float, ptr %444, align 4
  %445 = add i32 %lane130, 2
  %446 = sext i32 %445 to i64
  %447 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %446
  %lane_next132 = load float, ptr %447, align 4
  %448 = fcmp ogt float %lane_next132, %lane_acc131
  %449 = select i1 %448, float %lane_next132, float %lane_acc131
  %450 = sext i32 %lane130 to i64
  %451 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %450
  store float %449, ptr %451, align 4
  %452 = add nsw i32 %lane130, 1
  br label %for.cond127, !llvm.loop !30

for.end129:                                       ; preds = %for.cond127
  br label %for.cond133

for.cond133:                                      ; preds = %for.body134, %for.end129
  %lane136 = phi i32 [ 0, %for.end129 ], [ %463, %for.body134 ]
  %453 = icmp slt i32 %lane136, 1
  br i1 %453, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %454 = sext i32 %lane136 to i64
  %455 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %454
  %lane_acc137 = load float, ptr %455, align 4
  %456 = add i32 %lane136, 1
  %457 = sext i32 %456 to i64
  %458 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %457
  %lane_next138 = load float, ptr %458, align 4
  %459 = fcmp ogt float %lane_next138, %lane_acc137
  %460 = select i1 %459, float %lane_next138, float %lane_acc137
  %461 = sext i32 %lane136 to i64
  %462 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %461
  store float %460, ptr %462, align 4
  %463 = add nsw i32 %lane136, 1
  br label %for.cond133, !llvm.loop !31

for.end135:                                       ; preds = %for.cond133
  %464 = sext i32 %i to i64
  %465 = getelementptr inbounds float, ptr %m, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %468 = load float, ptr %467, align 4
  %469 = call float @llvm.maxnum.f32(float %466, float %468)
  %470 = sext i32 %i to i64
  %471 = getelementptr inbounds float, ptr %m, i64 %470
  store float %469, ptr %471, align 4
  %472 = sext i32 %i to i64
  %473 = getelementptr inbounds float, ptr %m, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = fcmp oeq float %474, 0xFFF0000000000000
  %476 = fcmp une float %tl_dst0, %tl_dst0
  %477 = and i1 %475, %476
  br i1 %477, label %if.then139, label %if.else140

if.then139:                                       ; preds = %for.end135
  %478 = sext i32 %i to i64
  %479 = getelementptr inbounds float, ptr %m, i64 %478
  store float %tl_dst0, ptr %479, align 4
  br label %for.cond142

if.else140:                                       ; preds = %for.end135
  br label %if.end141

if.end141:                                        ; preds = %if.else140, %for.end144
  br label %for.cond146

for.cond142:                                      ; preds = %for.body143, %if.then139
  %red145 = phi i32 [ 0, %if.then139 ], [ %493, %for.body143 ]
  %480 = icmp slt i32 %red145, 64
  br i1 %480, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %481 = sext i32 %i to i64
  %482 = getelementptr inbounds float, ptr %m, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = sext i32 %i to i64
  %485 = mul nsw i64 %484, 64
  %486 = sext i32 %red145 to i64
  %487 = add nsw i64 %485, %486
  %488 = getelementptr inbounds float, ptr %acc_s, i64 %487
  %489 = load float, ptr %488, align 4
  %490 = call float @llvm.maxnum.f32(float %483, float %489)
  %491 = sext i32 %i to i64
  %492 = getelementptr inbounds float, ptr %m, i64 %491
  store float %490, ptr %492, align 4
  %493 = add nsw i32 %red145, 1
  br label %for.cond142, !llvm.loop !32

for.end144:                                       ; preds = %for.cond142
  br label %if.end141

for.cond146:                                      ; preds = %for.body147, %if.end141
  %j149 = phi i32 [ 0, %if.end141 ], [ %511, %for.body147 ]
  %494 = icmp slt i32 %j149, 64
  br i1 %494, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %495 = sext i32 %i to i64
  %496 = mul nsw i64 %495, 64
  %497 = sext i32 %j149 to i64
  %498 = add nsw i64 %496, %497
  %499 = getelementptr inbounds float, ptr %acc_s, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = sext i32 %i to i64
  %502 = getelementptr inbounds float, ptr %m, i64 %501
  %503 = load float, ptr %502, align 4
  %504 = fsub float %500, %503
  %505 = call float @tilec_expf_nonpos(float %504)
  %506 = sext i32 %i to i64
  %507 = mul nsw i64 %506, 64
  %508 = sext i32 %j149 to i64
  %509 = add nsw i64 %507, %508
  %510 = getelementptr inbounds float, ptr %acc_s, i64 %509
  store float %505, ptr %510, align 4
  %511 = add nsw i32 %j149, 1
  br label %for.cond146, !llvm.loop !33

for.end148:                                       ; preds = %for.cond146
  br label %for.cond150

for.cond150:                                      ; preds = %for.body151, %for.end148
  %lane1 = phi i32 [ 0, %for.end148 ], [ %521, %for.body151 ]
  %512 = icmp slt i32 %lane1, 32
  br i1 %512, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %513 = sext i32 %i to i64
  %514 = mul nsw i64 %513, 64
  %515 = sext i32 %lane1 to i64
  %516 = add nsw i64 %514, %515
  %517 = getelementptr inbounds float, ptr %acc_s, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = sext i32 %lane1 to i64
  %520 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %519
  store float %518, ptr %520, align 4
  %521 = add nsw i32 %lane1, 1
  br label %for.cond150, !llvm.loop !34

for.end152:                                       ; preds = %for.cond150
  br label %for.cond153

for.cond153:                                      ; preds = %for.end158, %for.end152
  %red1 = phi i32 [ 0, %for.end152 ], [ %540, %for.end158 ]
  %522 = icmp slt i32 %red1, 1
  br i1 %522, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  br label %for.cond156

for.end155:                                       ; preds = %for.cond153
  br label %for.cond160

for.cond156:                                      ; preds = %for.body157, %for.body154
  %lane1159 = phi i32 [ 0, %for.body154 ], [ %539, %for.body157 ]
  %523 = icmp slt i32 %lane1159, 32
  br i1 %523, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %524 = sext i32 %lane1159 to i64
  %525 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %524
  %526 = load float, ptr %525, align 4
  %527 = sext i32 %i to i64
  %528 = mul nsw i64 %527, 64
  %529 = add i32 %red1, 1
  %530 = mul i32 %529, 32
  %531 = add i32 %530, %lane1159
  %532 = sext i32 %531 to i64
  %533 = add nsw i64 %528, %532
  %534 = getelementptr inbounds float, ptr %acc_s, i64 %533
  %535 = load float, ptr %534, align 4
  %536 = fadd float %526, %535
  %537 = sext i32 %lane1159 to i64
  %538 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %537
  store float %536, ptr %538, align 4
  %539 = add nsw i32 %lane1159, 1
  br label %for.cond156, !llvm.loop !35

for.end158:                                       ; preds = %for.cond156
  %540 = add nsw i32 %red1, 1
  br label %for.cond153, !llvm.loop !36

for.cond160:                                      ; preds = %for.body161, %for.end155
  %lane1163 = phi i32 [ 0, %for.end155 ], [ %552, %for.body161 ]
  %541 = icmp slt i32 %lane1163, 16
  br i1 %541, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  %542 = sext i32 %lane1163 to i64
  %543 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %542
  %544 = load float, ptr %543, align 4
  %545 = add i32 %lane1163, 16
  %546 = sext i32 %545 to i64
  %547 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = fadd float %544, %548
  %550 = sext i32 %lane1163 to i64
  %551 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %550
  store float %549, ptr %551, align 4
  %552 = add nsw i32 %lane1163, 1
  br label %for.cond160, !llvm.loop !37

for.end162:                                       ; preds = %for.cond160
  br label %for.cond164

for.cond164:                                      ; preds = %for.body165, %for.end162
  %lane1167 = phi i32 [ 0, %for.end162 ], [ %564, %for.body165 ]
  %553 = icmp slt i32 %lane1167, 8
  br i1 %553, label %for.body165, label %for.end166

for.body165:                                      ; preds = %for.cond164
  %554 = sext i32 %lane1167 to i64
  %555 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %554
  %556 = load float, ptr %555, align 4
  %557 = add i32 %lane1167, 8
  %558 = sext i32 %557 to i64
  %559 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %558
  %560 = load float, ptr %559, align 4
  %561 = fadd float %556, %560
  %562 = sext i32 %lane1167 to i64
  %563 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %562
  store float %561, ptr %563, align 4
  %564 = add nsw i32 %lane1167, 1
  br label %for.cond164, !llvm.loop !38

for.end166:                                       ; preds = %for.cond164
  br label %for.cond168

for.cond168:                                      ; preds = %for.body169, %for.end166
  %lane1171 = phi i32 [ 0, %for.end166 ], [ %576, %for.body169 ]
  %565 = icmp slt i32 %lane1171, 4
  br i1 %565, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %566 = sext i32 %lane1171 to i64
  %567 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = add i32 %lane1171, 4
  %570 = sext i32 %569 to i64
  %571 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %570
  %572 = load float, ptr %571, align 4
  %573 = fadd float %568, %572
  %574 = sext i32 %lane1171 to i64
  %575 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %574
  store float %573, ptr %575, align 4
  %576 = add nsw i32 %lane1171, 1
  br label %for.cond168, !llvm.loop !39

for.end170:                                       ; preds = %for.cond168
  br label %for.cond172

for.cond172:                                      ; preds = %for.body173, %for.end170
  %lane1175 = phi i32 [ 0, %for.end170 ], [ %588, %for.body173 ]
  %577 = icmp slt i32 %lane1175, 2
  br i1 %577, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %578 = sext i32 %lane1175 to i64
  %579 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %578
  %580 = load float, ptr %579, align 4
  %581 = add i32 %lane1175, 2
  %582 = sext i32 %581 to i64
  %583 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %582
  %584 = load float, ptr %583, align 4
  %585 = fadd float %580, %584
  %586 = sext i32 %lane1175 to i64
  %587 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %586
  store float %585, ptr %587, align 4
  %588 = add nsw i32 %lane1175, 1
  br label %for.cond172, !llvm.loop !40

for.end174:                                       ; preds = %for.cond172
  br label %for.cond176

for.cond176:                                      ; preds = %for.body177, %for.end174
  %lane1179 = phi i32 [ 0, %for.end174 ], [ %600, %for.body177 ]
  %589 = icmp slt i32 %lane1179, 1
  br i1 %589, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %590 = sext i32 %lane1179 to i64
  %591 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %590
  %592 = load float, ptr %591, align 4
  %593 = add i32 %lane1179, 1
  %594 = sext i32 %593 to i64
  %595 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %594
  %596 = load float, ptr %595, align 4
  %597 = fadd float %592, %596
  %598 = sext i32 %lane1179 to i64
  %599 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %598
  store float %597, ptr %599, align 4
  %600 = add nsw i32 %lane1179, 1
  br label %for.cond176, !llvm.loop !41

for.end178:                                       ; preds = %for.cond176
  %601 = sext i32 %i to i64
  %602 = getelementptr inbounds float, ptr %row_sum, i64 %601
  store float 0.000000e+00, ptr %602, align 4
  %603 = sext i32 %i to i64
  %604 = getelementptr inbounds float, ptr %row_sum, i64 %603
  %605 = load float, ptr %604, align 4
  %606 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %607 = load float, ptr %606, align 4
  %608 = fadd float %605, %607
  %609 = sext i32 %i to i64
  %610 = getelementptr inbounds float, ptr %row_sum, i64 %609
  store float %608, ptr %610, align 4
  %611 = sext i32 %i to i64
  %612 = getelementptr inbounds float, ptr %m_prev, i64 %611
  %613 = load float, ptr %612, align 4
  %614 = sext i32 %i to i64
  %615 = getelementptr inbounds float, ptr %m, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = fsub float %613, %616
  %alpha = call float @tilec_expf(float %617)
  %618 = sext i32 %i to i64
  %619 = getelementptr inbounds float, ptr %l, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = fmul float %620, %alpha
  %622 = sext i32 %i to i64
  %623 = getelementptr inbounds float, ptr %row_sum, i64 %622
  %624 = load float, ptr %623, align 4
  %625 = fadd float %621, %624
  %626 = sext i32 %i to i64
  %627 = getelementptr inbounds float, ptr %l, i64 %626
  store float %625, ptr %627, align 4
  %628 = sext i32 %i to i64
  %629 = getelementptr inbounds float, ptr %m_prev, i64 %628
  store float %alpha, ptr %629, align 4
  br label %for.cond180

for.cond180:                                      ; preds = %for.body181, %for.end178
  %d = phi i32 [ 0, %for.end178 ], [ %646, %for.body181 ]
  %630 = icmp slt i32 %d, 64
  br i1 %630, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %631 = sext i32 %i to i64
  %632 = mul nsw i64 %631, 64
  %633 = sext i32 %d to i64
  %634 = add nsw i64 %632, %633
  %635 = getelementptr inbounds float, ptr %acc_o, i64 %634
  %636 = load float, ptr %635, align 4
  %637 = sext i32 %i to i64
  %638 = getelementptr inbounds float, ptr %m_prev, i64 %637
  %639 = load float, ptr %638, align 4
  %640 = fmul float %636, %639
  %641 = sext i32 %i to i64
  %642 = mul nsw i64 %641, 64
  %643 = sext i32 %d to i64
  %644 = add nsw i64 %642, %643
  %645 = getelementptr inbounds float, ptr %acc_o, i64 %644
  store float %640, ptr %645, align 4
  %646 = add nsw i32 %d, 1
  br label %for.cond180, !llvm.loop !42

for.end182:                                       ; preds = %for.cond180
  br label %for.cond183

for.cond183:                                      ; preds = %for.body184, %for.end182
  %j1186 = phi i32 [ 0, %for.end182 ], [ %663, %for.body184 ]
  %647 = icmp slt i32 %j1186, 64
  br i1 %647, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %648 = sext i32 %i to i64
  %649 = mul nsw i64 %648, 64
  %650 = sext i32 %j1186 to i64
  %651 = add nsw i64 %649, %650
  %652 = getelementptr inbounds float, ptr %acc_s, i64 %651
  %653 = load float, ptr %652, align 4
  %654 = fptrunc float %653 to half
  %655 = fpext half %654 to float
  %656 = sext i32 %i to i64
  %657 = mul nsw i64 %656, 64
  %658 = sext i32 %j1186 to i64
  %659 = add nsw i64 %657, %658
  %660 = getelementptr inbounds i16, ptr %P_s, i64 %659
  %661 = fptrunc float %655 to half
  %662 = bitcast half %661 to i16
  store i16 %662, ptr %660, align 2
  %663 = add nsw i32 %j1186, 1
  br label %for.cond183, !llvm.loop !43

for.end185:                                       ; preds = %for.cond183
  %664 = add nsw i32 %i, 1
  br label %for.cond93, !llvm.loop !44

for.cond187:                                      ; preds = %if.end193, %for.end28
  %i190 = phi i32 [ 0, %for.end28 ], [ %681, %if.end193 ]
  %665 = icmp slt i32 %i190, 64
  br i1 %665, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %666 = icmp sle i32 0, %bz
  %667 = icmp slt i32 %bz, %BH
  %668 = and i1 %666, %667
  %669 = mul i32 %bx, 64
  %670 = add i32 %669, %i190
  %671 = icmp sle i32 0, %670
  %672 = mul i32 %bx, 64
  %673 = add i32 %672, %i190
  %674 = icmp slt i32 %673, %S
  %675 = and i1 %671, %674
  %676 = and i1 %668, %675
  br i1 %676, label %if.then191, label %if.else192

for.end189:                                       ; preds = %for.cond187
  ret void

if.then191:                                       ; preds = %for.body188
  %677 = sext i32 %BH to i64
  %678 = sext i32 %S to i64
  %679 = mul i64 %677, %678
  %680 = icmp sge i64 %679, 262144
  br i1 %680, label %if.then194, label %if.else195

if.else192:                                       ; preds = %for.body188
  br label %if.end193

if.end193:                                        ; preds = %if.else192, %if.end196
  %681 = add nsw i32 %i190, 1
  br label %for.cond187, !llvm.loop !45

if.then194:                                       ; preds = %if.then191
  br label %for.cond197

if.else195:                                       ; preds = %if.then191
  br label %for.cond203

if.end196:                                        ; preds = %for.end205, %for.end199
  br label %if.end193

for.cond197:                                      ; preds = %for.end202, %if.then194
  %tl_c2 = phi i32 [ 0, %if.then194 ], [ %722, %for.end202 ]
  %682 = icmp slt i32 %tl_c2, 1
  br i1 %682, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %tl_sb3 = mul i32 %tl_c2, 2048
  %683 = sub i32 64, %tl_sb3
  %684 = icmp slt i32 %683, 2048
  %685 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %684, i32 %685, i32 2048
  br label %for.cond200

for.end199:                                       ; preds = %for.cond197
  br label %if.end196

for.cond200:                                      ; preds = %for.body201, %for.body198
  %tl_c5 = phi i32 [ 0, %for.body198 ], [ %705, %for.body201 ]
  %686 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %686, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %687 = sext i32 %i190 to i64
  %688 = mul nsw i64 %687, 64
  %689 = add i32 %tl_sb3, %tl_c5
  %690 = add i32 0, %689
  %691 = sext i32 %690 to i64
  %692 = add nsw i64 %688, %691
  %693 = getelementptr inbounds float, ptr %acc_o, i64 %692
  %694 = load float, ptr %693, align 4
  %695 = sext i32 %i190 to i64
  %696 = getelementptr inbounds float, ptr %l, i64 %695
  %697 = load float, ptr %696, align 4
  %698 = fdiv float %694, %697
  %699 = fptrunc float %698 to half
  %700 = fpext half %699 to float
  %701 = sext i32 %tl_c5 to i64
  %702 = getelementptr inbounds i16, ptr %tl_stream0, i64 %701
  %703 = fptrunc float %700 to half
  %704 = bitcast half %703 to i16
  store i16 %704, ptr %702, align 2
  %705 = add nsw i32 %tl_c5, 1
  br label %for.cond200, !llvm.loop !46

for.end202:                                       ; preds = %for.cond200
  %706 = sext i32 %tl_sm4 to i64
  %707 = sext i32 %bz to i64
  %708 = sext i32 %S to i64
  %709 = mul nsw i64 %707, %708
  %710 = mul i32 %bx, 64
  %711 = add i32 %710, %i190
  %712 = sext i32 %711 to i64
  %713 = add nsw i64 %709, %712
  %714 = mul nsw i64 %713, 64
  %715 = add i32 %tl_sb3, 0
  %716 = add i32 0, %715
  %717 = sext i32 %716 to i64
  %718 = add nsw i64 %714, %717
  %719 = getelementptr inbounds i16, ptr %O, i64 %718
  %720 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %721 = mul i64 %706, 2
  call void @tilec_rt_stream(ptr %719, ptr %720, i64 %721)
  %722 = add nsw i32 %tl_c2, 1
  br label %for.cond197, !llvm.loop !47

for.cond203:                                      ; preds = %for.body204, %if.else195
  %d1 = phi i32 [ 0, %if.else195 ], [ %751, %for.body204 ]
  %723 = icmp slt i32 %d1, 64
  br i1 %723, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %724 = sext i32 %i190 to i64
  %725 = mul nsw i64 %724, 64
  %726 = add i32 0, %d1
  %727 = sext i32 %726 to i64
  %728 = add nsw i64 %725, %727
  %729 = getelementptr inbounds float, ptr %acc_o, i64 %728
  %730 = load float, ptr %729, align 4
  %731 = sext i32 %i190 to i64
  %732 = getelementptr inbounds float, ptr %l, i64 %731
  %733 = load float, ptr %732, align 4
  %734 = fdiv float %730, %733
  %735 = fptrunc float %734 to half
  %736 = fpext half %735 to float
  %737 = sext i32 %bz to i64
  %738 = sext i32 %S to i64
  %739 = mul nsw i64 %737, %738
  %740 = mul i32 %bx, 64
  %741 = add i32 %740, %i190
  %742 = sext i32 %741 to i64
  %743 = add nsw i64 %739, %742
  %744 = mul nsw i64 %743, 64
  %745 = add i32 0, %d1
  %746 = sext i32 %745 to i64
  %747 = add nsw i64 %744, %746
  %748 = getelementptr inbounds i16, ptr %O, i64 %747
  %749 = fptrunc float %736 to half
  %750 = bitcast half %749 to i16
  store i16 %750, ptr %748, align 2
  %751 = add nsw i32 %d1, 1
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
define internal void @flash_attention_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_flash_attention(ptr %args, ptr %dims, ptr %self) #5 {
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
  br label %for.cond10

if.end:                                           ; preds = %for.end12, %for.end
  br label %for.cond18

for.cond:                                         ; preds = %for.end9, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %54, %for.end9 ]
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
  br label %for.cond7

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %30, %for.body5 ]
  %16 = icmp slt i32 %pf, 2
  br i1 %16, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %17 = sext i32 %bz to i64
  %18 = sext i32 %S to i64
  %19 = mul i64 %17, %18
  %20 = mul i32 %bx, 64
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
  br label %for.cond4, !llvm.loop !49

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
  %35 = mul i32 %bx, 64
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
  br label %for.cond7, !llvm.loop !50

for.end9:                                         ; preds = %for.cond7
  %54 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !51

for.cond10:                                       ; preds = %for.end16, %if.else
  %i313 = phi i32 [ 0, %if.else ], [ %73, %for.end16 ]
  %55 = icmp slt i32 %i313, 64
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
  %60 = mul i32 %bx, 64
  %61 = sext i32 %60 to i64
  %62 = sext i32 %i313 to i64
  %63 = add i64 %61, %62
  %64 = icmp sle i64 0, %63
  %65 = mul i32 %bx, 64
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
  br label %for.cond10, !llvm.loop !52

sel.then:                                         ; preds = %for.body15
  %74 = sext i32 %bz to i64
  %75 = sext i32 %S to i64
  %76 = mul nsw i64 %74, %75
  %77 = mul i32 %bx, 64
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
  br label %for.cond14, !llvm.loop !53

for.cond18:                                       ; preds = %for.end24, %if.end
  %i321 = phi i32 [ 0, %if.end ], [ %133, %for.end24 ]
  %97 = icmp slt i32 %i321, 64
  br i1 %97, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond22

for.end20:                                        ; preds = %for.cond18
  %98 = sext i32 %S to i64
  %99 = sdiv i64 %98, 64
  %100 = sub i64 0, %98
  %101 = select i1 false, i64 %100, i64 %99
  %102 = srem i64 %98, 64
  %103 = icmp ne i64 %102, 0
  %104 = icmp slt i64 %98, 0
  %105 = icmp eq i1 %104, false
  %106 = and i1 %103, %105
  %107 = zext i1 %106 to i64
  %108 = add i64 %101, %107
  %109 = trunc i64 %108 to i32
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
  br label %for.cond22, !llvm.loop !54

for.end24:                                        ; preds = %for.cond22
  %129 = sext i32 %i321 to i64
  %130 = getelementptr inbounds float, ptr %l, i64 %129
  store float 0.000000e+00, ptr %130, align 4
  %131 = sext i32 %i321 to i64
  %132 = getelementptr inbounds float, ptr %m, i64 %131
  store float 0xFFF0000000000000, ptr %132, align 4
  %133 = add nsw i32 %i321, 1
  br label %for.cond18, !llvm.loop !55

for.cond26:                                       ; preds = %for.end95, %for.end20
  %kb = phi i32 [ 0, %for.end20 ], [ %339, %for.end95 ]
  %134 = icmp slt i32 %kb, %109
  br i1 %134, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %135 = sext i32 %bz to i64
  %136 = add i64 %135, 1
  %137 = sext i32 %BH to i64
  %138 = icmp sle i64 %136, %137
  %139 = mul i32 %kb, 64
  %140 = icmp sle i32 0, %139
  %141 = mul i32 %kb, 64
  %142 = sext i32 %141 to i64
  %143 = add i64 %142, 64
  %144 = sext i32 %S to i64
  %145 = icmp sle i64 %143, %144
  %146 = and i1 %140, %145
  %147 = and i1 %138, %146
  br i1 %147, label %if.then29, label %if.else30

for.end28:                                        ; preds = %for.cond26
  br label %for.cond187

if.then29:                                        ; preds = %for.body27
  br label %for.cond32

if.else30:                                        ; preds = %for.body27
  br label %for.cond46

if.end31:                                         ; preds = %for.end48, %for.end34
  %148 = sext i32 %bz to i64
  %149 = add i64 %148, 1
  %150 = sext i32 %BH to i64
  %151 = icmp sle i64 %149, %150
  %152 = mul i32 %kb, 64
  %153 = icmp sle i32 0, %152
  %154 = mul i32 %kb, 64
  %155 = sext i32 %154 to i64
  %156 = add i64 %155, 64
  %157 = sext i32 %S to i64
  %158 = icmp sle i64 %156, %157
  %159 = and i1 %153, %158
  %160 = and i1 %151, %159
  br i1 %160, label %if.then57, label %if.else58

for.cond32:                                       ; preds = %for.end44, %if.then29
  %i335 = phi i32 [ 0, %if.then29 ], [ %202, %for.end44 ]
  %161 = icmp slt i32 %i335, 64
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
  %169 = mul i32 %168, 64
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
  br label %for.cond39, !llvm.loop !56

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
  %183 = mul i32 %kb, 64
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
  br label %for.cond42, !llvm.loop !57

for.end44:                                        ; preds = %for.cond42
  %202 = add nsw i32 %i335, 1
  br label %for.cond32, !llvm.loop !58

for.cond46:                                       ; preds = %for.end52, %if.else30
  %i349 = phi i32 [ 0, %if.else30 ], [ %221, %for.end52 ]
  %203 = icmp slt i32 %i349, 64
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
  %208 = mul i32 %kb, 64
  %209 = sext i32 %208 to i64
  %210 = sext i32 %i349 to i64
  %211 = add i64 %209, %210
  %212 = icmp sle i64 0, %211
  %213 = mul i32 %kb, 64
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
  br label %for.cond46, !llvm.loop !59

sel.then54:                                       ; preds = %for.body51
  %222 = sext i32 %bz to i64
  %223 = sext i32 %S to i64
  %224 = mul nsw i64 %222, %223
  %225 = mul i32 %kb, 64
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
  br label %for.cond50, !llvm.loop !60

if.then57:                                        ; preds = %if.end31
  br label %for.cond60

if.else58:                                        ; preds = %if.end31
  br label %for.cond74

if.end59:                                         ; preds = %for.end76, %for.end62
  br label %for.cond85

for.cond60:                                       ; preds = %for.end72, %if.then57
  %i363 = phi i32 [ 0, %if.then57 ], [ %286, %for.end72 ]
  %245 = icmp slt i32 %i363, 64
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
  %253 = mul i32 %252, 64
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
  br label %for.cond67, !llvm.loop !61

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
  %267 = mul i32 %kb, 64
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
  br label %for.cond70, !llvm.loop !62

for.end72:                                        ; preds = %for.cond70
  %286 = add nsw i32 %i363, 1
  br label %for.cond60, !llvm.loop !63

for.cond74:                                       ; preds = %for.end80, %if.else58
  %i377 = phi i32 [ 0, %if.else58 ], [ %305, %for.end80 ]
  %287 = icmp slt i32 %i377, 64
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
  %292 = mul i32 %kb, 64
  %293 = sext i32 %292 to i64
  %294 = sext i32 %i377 to i64
  %295 = add i64 %293, %294
  %296 = icmp sle i64 0, %295
  %297 = mul i32 %kb, 64
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
  br label %for.cond74, !llvm.loop !64

sel.then82:                                       ; preds = %for.body79
  %306 = sext i32 %bz to i64
  %307 = sext i32 %S to i64
  %308 = mul nsw i64 %306, %307
  %309 = mul i32 %kb, 64
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
  br label %for.cond78, !llvm.loop !65

for.cond85:                                       ; preds = %for.end91, %if.end59
  %i388 = phi i32 [ 0, %if.end59 ], [ %337, %for.end91 ]
  %329 = icmp slt i32 %i388, 64
  br i1 %329, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond89

for.end87:                                        ; preds = %for.cond85
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond93

for.cond89:                                       ; preds = %for.body90, %for.body86
  %j192 = phi i32 [ 0, %for.body86 ], [ %336, %for.body90 ]
  %330 = icmp slt i32 %j192, 64
  br i1 %330, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %331 = sext i32 %i388 to i64
  %332 = mul nsw i64 %331, 64
  %333 = sext i32 %j192 to i64
  %334 = add nsw i64 %332, %333
  %335 = getelementptr inbounds float, ptr %acc_s, i64 %334
  store float 0.000000e+00, ptr %335, align 4
  %336 = add nsw i32 %j192, 1
  br label %for.cond89, !llvm.loop !66

for.end91:                                        ; preds = %for.cond89
  %337 = add nsw i32 %i388, 1
  br label %for.cond85, !llvm.loop !67

for.cond93:                                       ; preds = %for.end185, %for.end87
  %i = phi i32 [ 0, %for.end87 ], [ %664, %for.end185 ]
  %338 = icmp slt i32 %i, 64
  br i1 %338, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond96

for.end95:                                        ; preds = %for.cond93
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %339 = add nsw i32 %kb, 1
  br label %for.cond26, !llvm.loop !68

for.cond96:                                       ; preds = %for.body97, %for.body94
  %j = phi i32 [ 0, %for.body94 ], [ %358, %for.body97 ]
  %340 = icmp slt i32 %j, 64
  br i1 %340, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %341 = mul i32 %kb, 64
  %342 = add i32 %341, %j
  %343 = icmp slt i32 %342, %S
  %344 = sext i32 %i to i64
  %345 = mul nsw i64 %344, 64
  %346 = sext i32 %j to i64
  %347 = add nsw i64 %345, %346
  %348 = call i64 @llvm.umin.i64(i64 %347, i64 4095)
  %349 = getelementptr inbounds float, ptr %acc_s, i64 %348
  %350 = load float, ptr %349, align 4
  %351 = fmul float %350, 1.250000e-01
  %352 = select i1 %343, float %351, float 0xFFF0000000000000
  %353 = sext i32 %i to i64
  %354 = mul nsw i64 %353, 64
  %355 = sext i32 %j to i64
  %356 = add nsw i64 %354, %355
  %357 = getelementptr inbounds float, ptr %acc_s, i64 %356
  store float %352, ptr %357, align 4
  %358 = add nsw i32 %j, 1
  br label %for.cond96, !llvm.loop !69

for.end98:                                        ; preds = %for.cond96
  %359 = sext i32 %i to i64
  %360 = getelementptr inbounds float, ptr %m, i64 %359
  %361 = load float, ptr %360, align 4
  %362 = sext i32 %i to i64
  %363 = getelementptr inbounds float, ptr %m_prev, i64 %362
  store float %361, ptr %363, align 4
  %364 = sext i32 %i to i64
  %365 = getelementptr inbounds float, ptr %m, i64 %364
  %tl_dst0 = load float, ptr %365, align 4
  br label %for.cond99

for.cond99:                                       ; preds = %for.body100, %for.end98
  %lane = phi i32 [ 0, %for.end98 ], [ %390, %for.body100 ]
  %366 = icmp slt i32 %lane, 32
  br i1 %366, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %367 = sext i32 %i to i64
  %368 = mul nsw i64 %367, 64
  %369 = sext i32 %lane to i64
  %370 = add nsw i64 %368, %369
  %371 = getelementptr inbounds float, ptr %acc_s, i64 %370
  %372 = load float, ptr %371, align 4
  %373 = sext i32 %i to i64
  %374 = mul nsw i64 %373, 64
  %375 = sext i32 %lane to i64
  %376 = add nsw i64 %374, %375
  %377 = getelementptr inbounds float, ptr %acc_s, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = fcmp une float %372, %378
  %380 = sext i32 %i to i64
  %381 = mul nsw i64 %380, 64
  %382 = sext i32 %lane to i64
  %383 = add nsw i64 %381, %382
  %384 = call i64 @llvm.umin.i64(i64 %383, i64 4095)
  %385 = getelementptr inbounds float, ptr %acc_s, i64 %384
  %386 = load float, ptr %385, align 4
  %387 = select i1 %379, float 0xFFF0000000000000, float %386
  %388 = sext i32 %lane to i64
  %389 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %388
  store float %387, ptr %389, align 4
  %390 = add nsw i32 %lane, 1
  br label %for.cond99, !llvm.loop !70

for.end101:                                       ; preds = %for.cond99
  br label %for.cond102

for.cond102:                                      ; preds = %for.end107, %for.end101
  %red = phi i32 [ 0, %for.end101 ], [ %408, %for.end107 ]
  %391 = icmp slt i32 %red, 1
  br i1 %391, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  br label %for.cond105

for.end104:                                       ; preds = %for.cond102
  br label %for.cond109

for.cond105:                                      ; preds = %for.body106, %for.body103
  %lane108 = phi i32 [ 0, %for.body103 ], [ %407, %for.body106 ]
  %392 = icmp slt i32 %lane108, 32
  br i1 %392, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %393 = sext i32 %lane108 to i64
  %394 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %393
  %lane_acc = load float, ptr %394, align 4
  %395 = sext i32 %i to i64
  %396 = mul nsw i64 %395, 64
  %397 = add i32 %red, 1
  %398 = mul i32 %397, 32
  %399 = add i32 %398, %lane108
  %400 = sext i32 %399 to i64
  %401 = add nsw i64 %396, %400
  %402 = getelementptr inbounds float, ptr %acc_s, i64 %401
  %lane_next = load float, ptr %402, align 4
  %403 = fcmp ogt float %lane_next, %lane_acc
  %404 = select i1 %403, float %lane_next, float %lane_acc
  %405 = sext i32 %lane108 to i64
  %406 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %405
  store float %404, ptr %406, align 4
  %407 = add nsw i32 %lane108, 1
  br label %for.cond105, !llvm.loop !71

for.end107:                                       ; preds = %for.cond105
  %408 = add nsw i32 %red, 1
  br label %for.cond102, !llvm.loop !72

for.cond109:                                      ; preds = %for.body110, %for.end104
  %lane112 = phi i32 [ 0, %for.end104 ], [ %419, %for.body110 ]
  %409 = icmp slt i32 %lane112, 16
  br i1 %409, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %410 = sext i32 %lane112 to i64
  %411 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %410
  %lane_acc113 = load float, ptr %411, align 4
  %412 = add i32 %lane112, 16
  %413 = sext i32 %412 to i64
  %414 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %413
  %lane_next114 = load float, ptr %414, align 4
  %415 = fcmp ogt float %lane_next114, %lane_acc113
  %416 = select i1 %415, float %lane_next114, float %lane_acc113
  %417 = sext i32 %lane112 to i64
  %418 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %417
  store float %416, ptr %418, align 4
  %419 = add nsw i32 %lane112, 1
  br label %for.cond109, !llvm.loop !73

for.end111:                                       ; preds = %for.cond109
  br label %for.cond115

for.cond115:                                      ; preds = %for.body116, %for.end111
  %lane118 = phi i32 [ 0, %for.end111 ], [ %430, %for.body116 ]
  %420 = icmp slt i32 %lane118, 8
  br i1 %420, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %421 = sext i32 %lane118 to i64
  %422 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %421
  %lane_acc119 = load float, ptr %422, align 4
  %423 = add i32 %lane118, 8
  %424 = sext i32 %423 to i64
  %425 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %424
  %lane_next120 = load float, ptr %425, align 4
  %426 = fcmp ogt float %lane_next120, %lane_acc119
  %427 = select i1 %426, float %lane_next120, float %lane_acc119
  %428 = sext i32 %lane118 to i64
  %429 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %428
  store float %427, ptr %429, align 4
  %430 = add nsw i32 %lane118, 1
  br label %for.cond115, !llvm.loop !74

for.end117:                                       ; preds = %for.cond115
  br label %for.cond121

for.cond121:                                      ; preds = %for.body122, %for.end117
  %lane124 = phi i32 [ 0, %for.end117 ], [ %441, %for.body122 ]
  %431 = icmp slt i32 %lane124, 4
  br i1 %431, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %432 = sext i32 %lane124 to i64
  %433 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %432
  %lane_acc125 = load float, ptr %433, align 4
  %434 = add i32 %lane124, 4
  %435 = sext i32 %434 to i64
  %436 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %435
  %lane_next126 = load float, ptr %436, align 4
  %437 = fcmp ogt float %lane_next126, %lane_acc125
  %438 = select i1 %437, float %lane_next126, float %lane_acc125
  %439 = sext i32 %lane124 to i64
  %440 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %439
  store float %438, ptr %440, align 4
  %441 = add nsw i32 %lane124, 1
  br label %for.cond121, !llvm.loop !75

for.end123:                                       ; preds = %for.cond121
  br label %for.cond127

for.cond127:                                      ; preds = %for.body128, %for.end123
  %lane130 = phi i32 [ 0, %for.end123 ], [ %452, %for.body128 ]
  %442 = icmp slt i32 %lane130, 2
  br i1 %442, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %443 = sext i32 %lane130 to i64
  %444 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %443
  %lane_acc131 = load float, ptr %444, align 4
  %445 = add i32 %lane130, 2
  %446 = sext i32 %445 to i64
  %447 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %446
  %lane_next132 = load float, ptr %447, align 4
  %448 = fcmp ogt float %lane_next132, %lane_acc131
  %449 = select i1 %448, float %lane_next132, float %lane_acc131
  %450 = sext i32 %lane130 to i64
  %451 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %450
  store float %449, ptr %451, align 4
  %452 = add nsw i32 %lane130, 1
  br label %for.cond127, !llvm.loop !76

for.end129:                                       ; preds = %for.cond127
  br label %for.cond133

for.cond133:                                      ; preds = %for.body134, %for.end129
  %lane136 = phi i32 [ 0, %for.end129 ], [ %463, %for.body134 ]
  %453 = icmp slt i32 %lane136, 1
  br i1 %453, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %454 = sext i32 %lane136 to i64
  %455 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %454
  %lane_acc137 = load float, ptr %455, align 4
  %456 = add i32 %lane136, 1
  %457 = sext i32 %456 to i64
  %458 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %457
  %lane_next138 = load float, ptr %458, align 4
  %459 = fcmp ogt float %lane_next138, %lane_acc137
  %460 = select i1 %459, float %lane_next138, float %lane_acc137
  %461 = sext i32 %lane136 to i64
  %462 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %461
  store float %460, ptr %462, align 4
  %463 = add nsw i32 %lane136, 1
  br label %for.cond133, !llvm.loop !77

for.end135:                                       ; preds = %for.cond133
  %464 = sext i32 %i to i64
  %465 = getelementptr inbounds float, ptr %m, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %468 = load float, ptr %467, align 4
  %469 = call float @llvm.maxnum.f32(float %466, float %468)
  %470 = sext i32 %i to i64
  %471 = getelementptr inbounds float, ptr %m, i64 %470
  store float %469, ptr %471, align 4
  %472 = sext i32 %i to i64
  %473 = getelementptr inbounds float, ptr %m, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = fcmp oeq float %474, 0xFFF0000000000000
  %476 = fcmp une float %tl_dst0, %tl_dst0
  %477 = and i1 %475, %476
  br i1 %477, label %if.then139, label %if.else140

if.then139:                                       ; preds = %for.end135
  %478 = sext i32 %i to i64
  %479 = getelementptr inbounds float, ptr %m, i64 %478
  store float %tl_dst0, ptr %479, align 4
  br label %for.cond142

if.else140:                                       ; preds = %for.end135
  br label %if.end141

if.end141:                                        ; preds = %if.else140, %for.end144
  br label %for.cond146

for.cond142:                                      ; preds = %for.body143, %if.then139
  %red145 = phi i32 [ 0, %if.then139 ], [ %493, %for.body143 ]
  %480 = icmp slt i32 %red145, 64
  br i1 %480, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %481 = sext i32 %i to i64
  %482 = getelementptr inbounds float, ptr %m, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = sext i32 %i to i64
  %485 = mul nsw i64 %484, 64
  %486 = sext i32 %red145 to i64
  %487 = add nsw i64 %485, %486
  %488 = getelementptr inbounds float, ptr %acc_s, i64 %487
  %489 = load float, ptr %488, align 4
  %490 = call float @llvm.maxnum.f32(float %483, float %489)
  %491 = sext i32 %i to i64
  %492 = getelementptr inbounds float, ptr %m, i64 %491
  store float %490, ptr %492, align 4
  %493 = add nsw i32 %red145, 1
  br label %for.cond142, !llvm.loop !78

for.end144:                                       ; preds = %for.cond142
  br label %if.end141

for.cond146:                                      ; preds = %for.body147, %if.end141
  %j149 = phi i32 [ 0, %if.end141 ], [ %511, %for.body147 ]
  %494 = icmp slt i32 %j149, 64
  br i1 %494, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %495 = sext i32 %i to i64
  %496 = mul nsw i64 %495, 64
  %497 = sext i32 %j149 to i64
  %498 = add nsw i64 %496, %497
  %499 = getelementptr inbounds float, ptr %acc_s, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = sext i32 %i to i64
  %502 = getelementptr inbounds float, ptr %m, i64 %501
  %503 = load float, ptr %502, align 4
  %504 = fsub float %500, %503
  %505 = call float @tilec_expf_nonpos(float %504)
  %506 = sext i32 %i to i64
  %507 = mul nsw i64 %506, 64
  %508 = sext i32 %j149 to i64
  %509 = add nsw i64 %507, %508
  %510 = getelementptr inbounds float, ptr %acc_s, i64 %509
  store float %505, ptr %510, align 4
  %511 = add nsw i32 %j149, 1
  br label %for.cond146, !llvm.loop !79

for.end148:                                       ; preds = %for.cond146
  br label %for.cond150

for.cond150:                                      ; preds = %for.body151, %for.end148
  %lane1 = phi i32 [ 0, %for.end148 ], [ %521, %for.body151 ]
  %512 = icmp slt i32 %lane1, 32
  br i1 %512, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %513 = sext i32 %i to i64
  %514 = mul nsw i64 %513, 64
  %515 = sext i32 %lane1 to i64
  %516 = add nsw i64 %514, %515
  %517 = getelementptr inbounds float, ptr %acc_s, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = sext i32 %lane1 to i64
  %520 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %519
  store float %518, ptr %520, align 4
  %521 = add nsw i32 %lane1, 1
  br label %for.cond150, !llvm.loop !80

for.end152:                                       ; preds = %for.cond150
  br label %for.cond153

for.cond153:                                      ; preds = %for.end158, %for.end152
  %red1 = phi i32 [ 0, %for.end152 ], [ %540, %for.end158 ]
  %522 = icmp slt i32 %red1, 1
  br i1 %522, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  br label %for.cond156

for.end155:                                       ; preds = %for.cond153
  br label %for.cond160

for.cond156:                                      ; preds = %for.body157, %for.body154
  %lane1159 = phi i32 [ 0, %for.body154 ], [ %539, %for.body157 ]
  %523 = icmp slt i32 %lane1159, 32
  br i1 %523, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %524 = sext i32 %lane1159 to i64
  %525 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %524
  %526 = load float, ptr %525, align 4
  %527 = sext i32 %i to i64
  %528 = mul nsw i64 %527, 64
  %529 = add i32 %red1, 1
  %530 = mul i32 %529, 32
  %531 = add i32 %530, %lane1159
  %532 = sext i32 %531 to i64
  %533 = add nsw i64 %528, %532
  %534 = getelementptr inbounds float, ptr %acc_s, i64 %533
  %535 = load float, ptr %534, align 4
  %536 = fadd float %526, %535
  %537 = sext i32 %lane1159 to i64
  %538 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %537
  store float %536, ptr %538, align 4
  %539 = add nsw i32 %lane1159, 1
  br label %for.cond156, !llvm.loop !81

for.end158:                                       ; preds = %for.cond156
  %540 = add nsw i32 %red1, 1
  br label %for.cond153, !llvm.loop !82

for.cond160:                                      ; preds = %for.body161, %for.end155
  %lane1163 = phi i32 [ 0, %for.end155 ], [ %552, %for.body161 ]
  %541 = icmp slt i32 %lane1163, 16
  br i1 %541, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  %542 = sext i32 %lane1163 to i64
  %543 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %542
  %544 = load float, ptr %543, align 4
  %545 = add i32 %lane1163, 16
  %546 = sext i32 %545 to i64
  %547 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = fadd float %544, %548
  %550 = sext i32 %lane1163 to i64
  %551 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %550
  store float %549, ptr %551, align 4
  %552 = add nsw i32 %lane1163, 1
  br label %for.cond160, !llvm.loop !83

for.end162:                                       ; preds = %for.cond160
  br label %for.cond164

for.cond164:                                      ; preds = %for.body165, %for.end162
  %lane1167 = phi i32 [ 0, %for.end162 ], [ %564, %for.body165 ]
  %553 = icmp slt i32 %lane1167, 8
  br i1 %553, label %for.body165, label %for.end166

for.body165:                                      ; preds = %for.cond164
  %554 = sext i32 %lane1167 to i64
  %555 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %554
  %556 = load float, ptr %555, align 4
  %557 = add i32 %lane1167, 8
  %558 = sext i32 %557 to i64
  %559 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %558
  %560 = load float, ptr %559, align 4
  %561 = fadd float %556, %560
  %562 = sext i32 %lane1167 to i64
  %563 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %562
  store float %561, ptr %563, align 4
  %564 = add nsw i32 %lane1167, 1
  br label %for.cond164, !llvm.loop !84

for.end166:                                       ; preds = %for.cond164
  br label %for.cond168

for.cond168:                                      ; preds = %for.body169, %for.end166
  %lane1171 = phi i32 [ 0, %for.end166 ], [ %576, %for.body169 ]
  %565 = icmp slt i32 %lane1171, 4
  br i1 %565, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %566 = sext i32 %lane1171 to i64
  %567 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = add i32 %lane1171, 4
  %570 = sext i32 %569 to i64
  %571 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %570
  %572 = load float, ptr %571, align 4
  %573 = fadd float %568, %572
  %574 = sext i32 %lane1171 to i64
  %575 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %574
  store float %573, ptr %575, align 4
  %576 = add nsw i32 %lane1171, 1
  br label %for.cond168, !llvm.loop !85

for.end170:                                       ; preds = %for.cond168
  br label %for.cond172

for.cond172:                                      ; preds = %for.body173, %for.end170
  %lane1175 = phi i32 [ 0, %for.end170 ], [ %588, %for.body173 ]
  %577 = icmp slt i32 %lane1175, 2
  br i1 %577, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %578 = sext i32 %lane1175 to i64
  %579 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %578
  %580 = load float, ptr %579, align 4
  %581 = add i32 %lane1175, 2
  %582 = sext i32 %581 to i64
  %583 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %582
  %584 = load float, ptr %583, align 4
  %585 = fadd float %580, %584
  %586 = sext i32 %lane1175 to i64
  %587 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %586
  store float %585, ptr %587, align 4
  %588 = add nsw i32 %lane1175, 1
  br label %for.cond172, !llvm.loop !86

for.end174:                                       ; preds = %for.cond172
  br label %for.cond176

for.cond176:                                      ; preds = %for.body177, %for.end174
  %lane1179 = phi i32 [ 0, %for.end174 ], [ %600, %for.body177 ]
  %589 = icmp slt i32 %lane1179, 1
  br i1 %589, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %590 = sext i32 %lane1179 to i64
  %591 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %590
  %592 = load float, ptr %591, align 4
  %593 = add i32 %lane1179, 1
  %594 = sext i32 %593 to i64
  %595 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %594
  %596 = load float, ptr %595, align 4
  %597 = fadd float %592, %596
  %598 = sext i32 %lane1179 to i64
  %599 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %598
  store float %597, ptr %599, align 4
  %600 = add nsw i32 %lane1179, 1
  br label %for.cond176, !llvm.loop !87

for.end178:                                       ; preds = %for.cond176
  %601 = sext i32 %i to i64
  %602 = getelementptr inbounds float, ptr %row_sum, i64 %601
  store float 0.000000e+00, ptr %602, align 4
  %603 = sext i32 %i to i64
  %604 = getelementptr inbounds float, ptr %row_sum, i64 %603
  %605 = load float, ptr %604, align 4
  %606 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %607 = load float, ptr %606, align 4
  %608 = fadd float %605, %607
  %609 = sext i32 %i to i64
  %610 = getelementptr inbounds float, ptr %row_sum, i64 %609
  store float %608, ptr %610, align 4
  %611 = sext i32 %i to i64
  %612 = getelementptr inbounds float, ptr %m_prev, i64 %611
  %613 = load float, ptr %612, align 4
  %614 = sext i32 %i to i64
  %615 = getelementptr inbounds float, ptr %m, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = fsub float %613, %616
  %alpha = call float @tilec_expf(float %617)
  %618 = sext i32 %i to i64
  %619 = getelementptr inbounds float, ptr %l, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = fmul float %620, %alpha
  %622 = sext i32 %i to i64
  %623 = getelementptr inbounds float, ptr %row_sum, i64 %622
  %624 = load float, ptr %623, align 4
  %625 = fadd float %621, %624
  %626 = sext i32 %i to i64
  %627 = getelementptr inbounds float, ptr %l, i64 %626
  store float %625, ptr %627, align 4
  %628 = sext i32 %i to i64
  %629 = getelementptr inbounds float, ptr %m_prev, i64 %628
  store float %alpha, ptr %629, align 4
  br label %for.cond180

for.cond180:                                      ; preds = %for.body181, %for.end178
  %d = phi i32 [ 0, %for.end178 ], [ %646, %for.body181 ]
  %630 = icmp slt i32 %d, 64
  br i1 %630, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %631 = sext i32 %i to i64
  %632 = mul nsw i64 %631, 64
  %633 = sext i32 %d to i64
  %634 = add nsw i64 %632, %633
  %635 = getelementptr inbounds float, ptr %acc_o, i64 %634
  %636 = load float, ptr %635, align 4
  %637 = sext i32 %i to i64
  %638 = getelementptr inbounds float, ptr %m_prev, i64 %637
  %639 = load float, ptr %638, align 4
  %640 = fmul float %636, %639
  %641 = sext i32 %i to i64
  %642 = mul nsw i64 %641, 64
  %643 = sext i32 %d to i64
  %644 = add nsw i64 %642, %643
  %645 = getelementptr inbounds float, ptr %acc_o, i64 %644
  store float %640, ptr %645, align 4
  %646 = add nsw i32 %d, 1
  br label %for.cond180, !llvm.loop !88

for.end182:                                       ; preds = %for.cond180
  br label %for.cond183

for.cond183:                                      ; preds = %for.body184, %for.end182
  %j1186 = phi i32 [ 0, %for.end182 ], [ %663, %for.body184 ]
  %647 = icmp slt i32 %j1186, 64
  br i1 %647, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %648 = sext i32 %i to i64
  %649 = mul nsw i64 %648, 64
  %650 = sext i32 %j1186 to i64
  %651 = add nsw i64 %649, %650
  %652 = getelementptr inbounds float, ptr %acc_s, i64 %651
  %653 = load float, ptr %652, align 4
  %654 = fptrunc float %653 to half
  %655 = fpext half %654 to float
  %656 = sext i32 %i to i64
  %657 = mul nsw i64 %656, 64
  %658 = sext i32 %j1186 to i64
  %659 = add nsw i64 %657, %658
  %660 = getelementptr inbounds i16, ptr %P_s, i64 %659
  %661 = fptrunc float %655 to half
  %662 = bitcast half %661 to i16
  store i16 %662, ptr %660, align 2
  %663 = add nsw i32 %j1186, 1
  br label %for.cond183, !llvm.loop !89

for.end185:                                       ; preds = %for.cond183
  %664 = add nsw i32 %i, 1
  br label %for.cond93, !llvm.loop !90

for.cond187:                                      ; preds = %if.end193, %for.end28
  %i190 = phi i32 [ 0, %for.end28 ], [ %681, %if.end193 ]
  %665 = icmp slt i32 %i190, 64
  br i1 %665, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %666 = icmp sle i32 0, %bz
  %667 = icmp slt i32 %bz, %BH
  %668 = and i1 %666, %667
  %669 = mul i32 %bx, 64
  %670 = add i32 %669, %i190
  %671 = icmp sle i32 0, %670
  %672 = mul i32 %bx, 64
  %673 = add i32 %672, %i190
  %674 = icmp slt i32 %673, %S
  %675 = and i1 %671, %674
  %676 = and i1 %668, %675
  br i1 %676, label %if.then191, label %if.else192

for.end189:                                       ; preds = %for.cond187
  ret void

if.then191:                                       ; preds = %for.body188
  %677 = sext i32 %BH to i64
  %678 = sext i32 %S to i64
  %679 = mul i64 %677, %678
  %680 = icmp sge i64 %679, 262144
  br i1 %680, label %if.then194, label %if.else195

if.else192:                                       ; preds = %for.body188
  br label %if.end193

if.end193:                                        ; preds = %if.else192, %if.end196
  %681 = add nsw i32 %i190, 1
  br label %for.cond187, !llvm.loop !91

if.then194:                                       ; preds = %if.then191
  br label %for.cond197

if.else195:                                       ; preds = %if.then191
  br label %for.cond203

if.end196:                                        ; preds = %for.end205, %for.end199
  br label %if.end193

for.cond197:                                      ; preds = %for.end202, %if.then194
  %tl_c2 = phi i32 [ 0, %if.then194 ], [ %722, %for.end202 ]
  %682 = icmp slt i32 %tl_c2, 1
  br i1 %682, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %tl_sb3 = mul i32 %tl_c2, 2048
  %683 = sub i32 64, %tl_sb3
  %684 = icmp slt i32 %683, 2048
  %685 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %684, i32 %685, i32 2048
  br label %for.cond200

for.end199:                                       ; preds = %for.cond197
  br label %if.end196

for.cond200:                                      ; preds = %for.body201, %for.body198
  %tl_c5 = phi i32 [ 0, %for.body198 ], [ %705, %for.body201 ]
  %686 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %686, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %687 = sext i32 %i190 to i64
  %688 = mul nsw i64 %687, 64
  %689 = add i32 %tl_sb3, %tl_c5
  %690 = add i32 0, %689
  %691 = sext i32 %690 to i64
  %692 = add nsw i64 %688, %691
  %693 = getelementptr inbounds float, ptr %acc_o, i64 %692
  %694 = load float, ptr %693, align 4
  %695 = sext i32 %i190 to i64
  %696 = getelementptr inbounds float, ptr %l, i64 %695
  %697 = load float, ptr %696, align 4
  %698 = fdiv float %694, %697
  %699 = fptrunc float %698 to half
  %700 = fpext half %699 to float
  %701 = sext i32 %tl_c5 to i64
  %702 = getelementptr inbounds i16, ptr %tl_stream0, i64 %701
  %703 = fptrunc float %700 to half
  %704 = bitcast half %703 to i16
  store i16 %704, ptr %702, align 2
  %705 = add nsw i32 %tl_c5, 1
  br label %for.cond200, !llvm.loop !92

for.end202:                                       ; preds = %for.cond200
  %706 = sext i32 %tl_sm4 to i64
  %707 = sext i32 %bz to i64
  %708 = sext i32 %S to i64
  %709 = mul nsw i64 %707, %708
  %710 = mul i32 %bx, 64
  %711 = add i32 %710, %i190
  %712 = sext i32 %711 to i64
  %713 = add nsw i64 %709, %712
  %714 = mul nsw i64 %713, 64
  %715 = add i32 %tl_sb3, 0
  %716 = add i32 0, %715
  %717 = sext i32 %716 to i64
  %718 = add nsw i64 %714, %717
  %719 = getelementptr inbounds i16, ptr %O, i64 %718
  %720 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %721 = mul i64 %706, 2
  call void @tilec_rt_stream(ptr %719, ptr %720, i64 %721)
  %722 = add nsw i32 %tl_c2, 1
  br label %for.cond197, !llvm.loop !93

for.cond203:                                      ; preds = %for.body204, %if.else195
  %d1 = phi i32 [ 0, %if.else195 ], [ %751, %for.body204 ]
  %723 = icmp slt i32 %d1, 64
  br i1 %723, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %724 = sext i32 %i190 to i64
  %725 = mul nsw i64 %724, 64
  %726 = add i32 0, %d1
  %727 = sext i32 %726 to i64
  %728 = add nsw i64 %725, %727
  %729 = getelementptr inbounds float, ptr %acc_o, i64 %728
  %730 = load float, ptr %729, align 4
  %731 = sext i32 %i190 to i64
  %732 = getelementptr inbounds float, ptr %l, i64 %731
  %733 = load float, ptr %732, align 4
  %734 = fdiv float %730, %733
  %735 = fptrunc float %734 to half
  %736 = fpext half %735 to float
  %737 = sext i32 %bz to i64
  %738 = sext i32 %S to i64
  %739 = mul nsw i64 %737, %738
  %740 = mul i32 %bx, 64
  %741 = add i32 %740, %i190
  %742 = sext i32 %741 to i64
  %743 = add nsw i64 %739, %742
  %744 = mul nsw i64 %743, 64
  %745 = add i32 0, %d1
  %746 = sext i32 %745 to i64
  %747 = add nsw i64 %744, %746
  %748 = getelementptr inbounds i16, ptr %O, i64 %747
  %749 = fptrunc float %736 to half
  %750 = bitcast half %749 to i16
  store i16 %750, ptr %748, align 2
  %751 = add nsw i32 %d1, 1
  br label %for.cond203, !llvm.loop !94

for.end205:                                       ; preds = %for.cond203
  br label %if.end196
}

; Function Attrs: nounwind
define internal void @flash_attention_swz_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_flash_attention_swz(ptr %args, ptr %dims, ptr %self) #5 {
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
  br label %for.cond10

if.end:                                           ; preds = %for.end12, %for.end
  br label %for.cond18

for.cond:                                         ; preds = %for.end9, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %54, %for.end9 ]
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
  br label %for.cond7

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %30, %for.body5 ]
  %16 = icmp slt i32 %pf, 2
  br i1 %16, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %17 = sext i32 %bz to i64
  %18 = sext i32 %S to i64
  %19 = mul i64 %17, %18
  %20 = mul i32 %bx, 64
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
  br label %for.cond4, !llvm.loop !95

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
  %35 = mul i32 %bx, 64
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
  br label %for.cond7, !llvm.loop !96

for.end9:                                         ; preds = %for.cond7
  %54 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !97

for.cond10:                                       ; preds = %for.end16, %if.else
  %i313 = phi i32 [ 0, %if.else ], [ %73, %for.end16 ]
  %55 = icmp slt i32 %i313, 64
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
  %60 = mul i32 %bx, 64
  %61 = sext i32 %60 to i64
  %62 = sext i32 %i313 to i64
  %63 = add i64 %61, %62
  %64 = icmp sle i64 0, %63
  %65 = mul i32 %bx, 64
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
  br label %for.cond10, !llvm.loop !98

sel.then:                                         ; preds = %for.body15
  %74 = sext i32 %bz to i64
  %75 = sext i32 %S to i64
  %76 = mul nsw i64 %74, %75
  %77 = mul i32 %bx, 64
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
  br label %for.cond14, !llvm.loop !99

for.cond18:                                       ; preds = %for.end24, %if.end
  %i321 = phi i32 [ 0, %if.end ], [ %133, %for.end24 ]
  %97 = icmp slt i32 %i321, 64
  br i1 %97, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond22

for.end20:                                        ; preds = %for.cond18
  %98 = sext i32 %S to i64
  %99 = sdiv i64 %98, 64
  %100 = sub i64 0, %98
  %101 = select i1 false, i64 %100, i64 %99
  %102 = srem i64 %98, 64
  %103 = icmp ne i64 %102, 0
  %104 = icmp slt i64 %98, 0
  %105 = icmp eq i1 %104, false
  %106 = and i1 %103, %105
  %107 = zext i1 %106 to i64
  %108 = add i64 %101, %107
  %109 = trunc i64 %108 to i32
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
  br label %for.cond22, !llvm.loop !100

for.end24:                                        ; preds = %for.cond22
  %129 = sext i32 %i321 to i64
  %130 = getelementptr inbounds float, ptr %l, i64 %129
  store float 0.000000e+00, ptr %130, align 4
  %131 = sext i32 %i321 to i64
  %132 = getelementptr inbounds float, ptr %m, i64 %131
  store float 0xFFF0000000000000, ptr %132, align 4
  %133 = add nsw i32 %i321, 1
  br label %for.cond18, !llvm.loop !101

for.cond26:                                       ; preds = %for.end95, %for.end20
  %kb = phi i32 [ 0, %for.end20 ], [ %339, %for.end95 ]
  %134 = icmp slt i32 %kb, %109
  br i1 %134, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %135 = sext i32 %bz to i64
  %136 = add i64 %135, 1
  %137 = sext i32 %BH to i64
  %138 = icmp sle i64 %136, %137
  %139 = mul i32 %kb, 64
  %140 = icmp sle i32 0, %139
  %141 = mul i32 %kb, 64
  %142 = sext i32 %141 to i64
  %143 = add i64 %142, 64
  %144 = sext i32 %S to i64
  %145 = icmp sle i64 %143, %144
  %146 = and i1 %140, %145
  %147 = and i1 %138, %146
  br i1 %147, label %if.then29, label %if.else30

for.end28:                                        ; preds = %for.cond26
  br label %for.cond187

if.then29:                                        ; preds = %for.body27
  br label %for.cond32

if.else30:                                        ; preds = %for.body27
  br label %for.cond46

if.end31:                                         ; preds = %for.end48, %for.end34
  %148 = sext i32 %bz to i64
  %149 = add i64 %148, 1
  %150 = sext i32 %BH to i64
  %151 = icmp sle i64 %149, %150
  %152 = mul i32 %kb, 64
  %153 = icmp sle i32 0, %152
  %154 = mul i32 %kb, 64
  %155 = sext i32 %154 to i64
  %156 = add i64 %155, 64
  %157 = sext i32 %S to i64
  %158 = icmp sle i64 %156, %157
  %159 = and i1 %153, %158
  %160 = and i1 %151, %159
  br i1 %160, label %if.then57, label %if.else58

for.cond32:                                       ; preds = %for.end44, %if.then29
  %i335 = phi i32 [ 0, %if.then29 ], [ %202, %for.end44 ]
  %161 = icmp slt i32 %i335, 64
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
  %169 = mul i32 %168, 64
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
  br label %for.cond39, !llvm.loop !102

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
  %183 = mul i32 %kb, 64
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
  br label %for.cond42, !llvm.loop !103

for.end44:                                        ; preds = %for.cond42
  %202 = add nsw i32 %i335, 1
  br label %for.cond32, !llvm.loop !104

for.cond46:                                       ; preds = %for.end52, %if.else30
  %i349 = phi i32 [ 0, %if.else30 ], [ %221, %for.end52 ]
  %203 = icmp slt i32 %i349, 64
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
  %208 = mul i32 %kb, 64
  %209 = sext i32 %208 to i64
  %210 = sext i32 %i349 to i64
  %211 = add i64 %209, %210
  %212 = icmp sle i64 0, %211
  %213 = mul i32 %kb, 64
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
  br label %for.cond46, !llvm.loop !105

sel.then54:                                       ; preds = %for.body51
  %222 = sext i32 %bz to i64
  %223 = sext i32 %S to i64
  %224 = mul nsw i64 %222, %223
  %225 = mul i32 %kb, 64
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
  br label %for.cond50, !llvm.loop !106

if.then57:                                        ; preds = %if.end31
  br label %for.cond60

if.else58:                                        ; preds = %if.end31
  br label %for.cond74

if.end59:                                         ; preds = %for.end76, %for.end62
  br label %for.cond85

for.cond60:                                       ; preds = %for.end72, %if.then57
  %i363 = phi i32 [ 0, %if.then57 ], [ %286, %for.end72 ]
  %245 = icmp slt i32 %i363, 64
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
  %253 = mul i32 %252, 64
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
  br label %for.cond67, !llvm.loop !107

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
  %267 = mul i32 %kb, 64
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
  br label %for.cond70, !llvm.loop !108

for.end72:                                        ; preds = %for.cond70
  %286 = add nsw i32 %i363, 1
  br label %for.cond60, !llvm.loop !109

for.cond74:                                       ; preds = %for.end80, %if.else58
  %i377 = phi i32 [ 0, %if.else58 ], [ %305, %for.end80 ]
  %287 = icmp slt i32 %i377, 64
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
  %292 = mul i32 %kb, 64
  %293 = sext i32 %292 to i64
  %294 = sext i32 %i377 to i64
  %295 = add i64 %293, %294
  %296 = icmp sle i64 0, %295
  %297 = mul i32 %kb, 64
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
  br label %for.cond74, !llvm.loop !110

sel.then82:                                       ; preds = %for.body79
  %306 = sext i32 %bz to i64
  %307 = sext i32 %S to i64
  %308 = mul nsw i64 %306, %307
  %309 = mul i32 %kb, 64
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
  br label %for.cond78, !llvm.loop !111

for.cond85:                                       ; preds = %for.end91, %if.end59
  %i388 = phi i32 [ 0, %if.end59 ], [ %337, %for.end91 ]
  %329 = icmp slt i32 %i388, 64
  br i1 %329, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond89

for.end87:                                        ; preds = %for.cond85
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond93

for.cond89:                                       ; preds = %for.body90, %for.body86
  %j192 = phi i32 [ 0, %for.body86 ], [ %336, %for.body90 ]
  %330 = icmp slt i32 %j192, 64
  br i1 %330, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %331 = sext i32 %i388 to i64
  %332 = mul nsw i64 %331, 64
  %333 = sext i32 %j192 to i64
  %334 = add nsw i64 %332, %333
  %335 = getelementptr inbounds float, ptr %acc_s, i64 %334
  store float 0.000000e+00, ptr %335, align 4
  %336 = add nsw i32 %j192, 1
  br label %for.cond89, !llvm.loop !112

for.end91:                                        ; preds = %for.cond89
  %337 = add nsw i32 %i388, 1
  br label %for.cond85, !llvm.loop !113

for.cond93:                                       ; preds = %for.end185, %for.end87
  %i = phi i32 [ 0, %for.end87 ], [ %664, %for.end185 ]
  %338 = icmp slt i32 %i, 64
  br i1 %338, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond96

for.end95:                                        ; preds = %for.cond93
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %339 = add nsw i32 %kb, 1
  br label %for.cond26, !llvm.loop !114

for.cond96:                                       ; preds = %for.body97, %for.body94
  %j = phi i32 [ 0, %for.body94 ], [ %358, %for.body97 ]
  %340 = icmp slt i32 %j, 64
  br i1 %340, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %341 = mul i32 %kb, 64
  %342 = add i32 %341, %j
  %343 = icmp slt i32 %342, %S
  %344 = sext i32 %i to i64
  %345 = mul nsw i64 %344, 64
  %346 = sext i32 %j to i64
  %347 = add nsw i64 %345, %346
  %348 = call i64 @llvm.umin.i64(i64 %347, i64 4095)
  %349 = getelementptr inbounds float, ptr %acc_s, i64 %348
  %350 = load float, ptr %349, align 4
  %351 = fmul float %350, 1.250000e-01
  %352 = select i1 %343, float %351, float 0xFFF0000000000000
  %353 = sext i32 %i to i64
  %354 = mul nsw i64 %353, 64
  %355 = sext i32 %j to i64
  %356 = add nsw i64 %354, %355
  %357 = getelementptr inbounds float, ptr %acc_s, i64 %356
  store float %352, ptr %357, align 4
  %358 = add nsw i32 %j, 1
  br label %for.cond96, !llvm.loop !115

for.end98:                                        ; preds = %for.cond96
  %359 = sext i32 %i to i64
  %360 = getelementptr inbounds float, ptr %m, i64 %359
  %361 = load float, ptr %360, align 4
  %362 = sext i32 %i to i64
  %363 = getelementptr inbounds float, ptr %m_prev, i64 %362
  store float %361, ptr %363, align 4
  %364 = sext i32 %i to i64
  %365 = getelementptr inbounds float, ptr %m, i64 %364
  %tl_dst0 = load float, ptr %365, align 4
  br label %for.cond99

for.cond99:                                       ; preds = %for.body100, %for.end98
  %lane = phi i32 [ 0, %for.end98 ], [ %390, %for.body100 ]
  %366 = icmp slt i32 %lane, 32
  br i1 %366, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %367 = sext i32 %i to i64
  %368 = mul nsw i64 %367, 64
  %369 = sext i32 %lane to i64
  %370 = add nsw i64 %368, %369
  %371 = getelementptr inbounds float, ptr %acc_s, i64 %370
  %372 = load float, ptr %371, align 4
  %373 = sext i32 %i to i64
  %374 = mul nsw i64 %373, 64
  %375 = sext i32 %lane to i64
  %376 = add nsw i64 %374, %375
  %377 = getelementptr inbounds float, ptr %acc_s, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = fcmp une float %372, %378
  %380 = sext i32 %i to i64
  %381 = mul nsw i64 %380, 64
  %382 = sext i32 %lane to i64
  %383 = add nsw i64 %381, %382
  %384 = call i64 @llvm.umin.i64(i64 %383, i64 4095)
  %385 = getelementptr inbounds float, ptr %acc_s, i64 %384
  %386 = load float, ptr %385, align 4
  %387 = select i1 %379, float 0xFFF0000000000000, float %386
  %388 = sext i32 %lane to i64
  %389 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %388
  store float %387, ptr %389, align 4
  %390 = add nsw i32 %lane, 1
  br label %for.cond99, !llvm.loop !116

for.end101:                                       ; preds = %for.cond99
  br label %for.cond102

for.cond102:                                      ; preds = %for.end107, %for.end101
  %red = phi i32 [ 0, %for.end101 ], [ %408, %for.end107 ]
  %391 = icmp slt i32 %red, 1
  br i1 %391, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  br label %for.cond105

for.end104:                                       ; preds = %for.cond102
  br label %for.cond109

for.cond105:                                      ; preds = %for.body106, %for.body103
  %lane108 = phi i32 [ 0, %for.body103 ], [ %407, %for.body106 ]
  %392 = icmp slt i32 %lane108, 32
  br i1 %392, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %393 = sext i32 %lane108 to i64
  %394 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %393
  %lane_acc = load float, ptr %394, align 4
  %395 = sext i32 %i to i64
  %396 = mul nsw i64 %395, 64
  %397 = add i32 %red, 1
  %398 = mul i32 %397, 32
  %399 = add i32 %398, %lane108
  %400 = sext i32 %399 to i64
  %401 = add nsw i64 %396, %400
  %402 = getelementptr inbounds float, ptr %acc_s, i64 %401
  %lane_next = load float, ptr %402, align 4
  %403 = fcmp ogt float %lane_next, %lane_acc
  %404 = select i1 %403, float %lane_next, float %lane_acc
  %405 = sext i32 %lane108 to i64
  %406 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %405
  store float %404, ptr %406, align 4
  %407 = add nsw i32 %lane108, 1
  br label %for.cond105, !llvm.loop !117

for.end107:                                       ; preds = %for.cond105
  %408 = add nsw i32 %red, 1
  br label %for.cond102, !llvm.loop !118

for.cond109:                                      ; preds = %for.body110, %for.end104
  %lane112 = phi i32 [ 0, %for.end104 ], [ %419, %for.body110 ]
  %409 = icmp slt i32 %lane112, 16
  br i1 %409, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %410 = sext i32 %lane112 to i64
  %411 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %410
  %lane_acc113 = load float, ptr %411, align 4
  %412 = add i32 %lane112, 16
  %413 = sext i32 %412 to i64
  %414 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %413
  %lane_next114 = load float, ptr %414, align 4
  %415 = fcmp ogt float %lane_next114, %lane_acc113
  %416 = select i1 %415, float %lane_next114, float %lane_acc113
  %417 = sext i32 %lane112 to i64
  %418 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %417
  store float %416, ptr %418, align 4
  %419 = add nsw i32 %lane112, 1
  br label %for.cond109, !llvm.loop !119

for.end111:                                       ; preds = %for.cond109
  br label %for.cond115

for.cond115:                                      ; preds = %for.body116, %for.end111
  %lane118 = phi i32 [ 0, %for.end111 ], [ %430, %for.body116 ]
  %420 = icmp slt i32 %lane118, 8
  br i1 %420, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %421 = sext i32 %lane118 to i64
  %422 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %421
  %lane_acc119 = load float, ptr %422, align 4
  %423 = add i32 %lane118, 8
  %424 = sext i32 %423 to i64
  %425 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %424
  %lane_next120 = load float, ptr %425, align 4
  %426 = fcmp ogt float %lane_next120, %lane_acc119
  %427 = select i1 %426, float %lane_next120, float %lane_acc119
  %428 = sext i32 %lane118 to i64
  %429 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %428
  store float %427, ptr %429, align 4
  %430 = add nsw i32 %lane118, 1
  br label %for.cond115, !llvm.loop !120

for.end117:                                       ; preds = %for.cond115
  br label %for.cond121

for.cond121:                                      ; preds = %for.body122, %for.end117
  %lane124 = phi i32 [ 0, %for.end117 ], [ %441, %for.body122 ]
  %431 = icmp slt i32 %lane124, 4
  br i1 %431, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %432 = sext i32 %lane124 to i64
  %433 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %432
  %lane_acc125 = load float, ptr %433, align 4
  %434 = add i32 %lane124, 4
  %435 = sext i32 %434 to i64
  %436 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %435
  %lane_next126 = load float, ptr %436, align 4
  %437 = fcmp ogt float %lane_next126, %lane_acc125
  %438 = select i1 %437, float %lane_next126, float %lane_acc125
  %439 = sext i32 %lane124 to i64
  %440 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %439
  store float %438, ptr %440, align 4
  %441 = add nsw i32 %lane124, 1
  br label %for.cond121, !llvm.loop !121

for.end123:                                       ; preds = %for.cond121
  br label %for.cond127

for.cond127:                                      ; preds = %for.body128, %for.end123
  %lane130 = phi i32 [ 0, %for.end123 ], [ %452, %for.body128 ]
  %442 = icmp slt i32 %lane130, 2
  br i1 %442, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %443 = sext i32 %lane130 to i64
  %444 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %443
  %lane_acc131 = load float, ptr %444, align 4
  %445 = add i32 %lane130, 2
  %446 = sext i32 %445 to i64
  %447 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %446
  %lane_next132 = load float, ptr %447, align 4
  %448 = fcmp ogt float %lane_next132, %lane_acc131
  %449 = select i1 %448, float %lane_next132, float %lane_acc131
  %450 = sext i32 %lane130 to i64
  %451 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %450
  store float %449, ptr %451, align 4
  %452 = add nsw i32 %lane130, 1
  br label %for.cond127, !llvm.loop !122

for.end129:                                       ; preds = %for.cond127
  br label %for.cond133

for.cond133:                                      ; preds = %for.body134, %for.end129
  %lane136 = phi i32 [ 0, %for.end129 ], [ %463, %for.body134 ]
  %453 = icmp slt i32 %lane136, 1
  br i1 %453, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %454 = sext i32 %lane136 to i64
  %455 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %454
  %lane_acc137 = load float, ptr %455, align 4
  %456 = add i32 %lane136, 1
  %457 = sext i32 %456 to i64
  %458 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %457
  %lane_next138 = load float, ptr %458, align 4
  %459 = fcmp ogt float %lane_next138, %lane_acc137
  %460 = select i1 %459, float %lane_next138, float %lane_acc137
  %461 = sext i32 %lane136 to i64
  %462 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %461
  store float %460, ptr %462, align 4
  %463 = add nsw i32 %lane136, 1
  br label %for.cond133, !llvm.loop !123

for.end135:                                       ; preds = %for.cond133
  %464 = sext i32 %i to i64
  %465 = getelementptr inbounds float, ptr %m, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %468 = load float, ptr %467, align 4
  %469 = call float @llvm.maxnum.f32(float %466, float %468)
  %470 = sext i32 %i to i64
  %471 = getelementptr inbounds float, ptr %m, i64 %470
  store float %469, ptr %471, align 4
  %472 = sext i32 %i to i64
  %473 = getelementptr inbounds float, ptr %m, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = fcmp oeq float %474, 0xFFF0000000000000
  %476 = fcmp une float %tl_dst0, %tl_dst0
  %477 = and i1 %475, %476
  br i1 %477, label %if.then139, label %if.else140

if.then139:                                       ; preds = %for.end135
  %478 = sext i32 %i to i64
  %479 = getelementptr inbounds float, ptr %m, i64 %478
  store float %tl_dst0, ptr %479, align 4
  br label %for.cond142

if.else140:                                       ; preds = %for.end135
  br label %if.end141

if.end141:                                        ; preds = %if.else140, %for.end144
  br label %for.cond146

for.cond142:                                      ; preds = %for.body143, %if.then139
  %red145 = phi i32 [ 0, %if.then139 ], [ %493, %for.body143 ]
  %480 = icmp slt i32 %red145, 64
  br i1 %480, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %481 = sext i32 %i to i64
  %482 = getelementptr inbounds float, ptr %m, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = sext i32 %i to i64
  %485 = mul nsw i64 %484, 64
  %486 = sext i32 %red145 to i64
  %487 = add nsw i64 %485, %486
  %488 = getelementptr inbounds float, ptr %acc_s, i64 %487
  %489 = load float, ptr %488, align 4
  %490 = call float @llvm.maxnum.f32(float %483, float %489)
  %491 = sext i32 %i to i64
  %492 = getelementptr inbounds float, ptr %m, i64 %491
  store float %490, ptr %492, align 4
  %493 = add nsw i32 %red145, 1
  br label %for.cond142, !llvm.loop !124

for.end144:                                       ; preds = %for.cond142
  br label %if.end141

for.cond146:                                      ; preds = %for.body147, %if.end141
  %j149 = phi i32 [ 0, %if.end141 ], [ %511, %for.body147 ]
  %494 = icmp slt i32 %j149, 64
  br i1 %494, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %495 = sext i32 %i to i64
  %496 = mul nsw i64 %495, 64
  %497 = sext i32 %j149 to i64
  %498 = add nsw i64 %496, %497
  %499 = getelementptr inbounds float, ptr %acc_s, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = sext i32 %i to i64
  %502 = getelementptr inbounds float, ptr %m, i64 %501
  %503 = load float, ptr %502, align 4
  %504 = fsub float %500, %503
  %505 = call float @tilec_expf_nonpos(float %504)
  %506 = sext i32 %i to i64
  %507 = mul nsw i64 %506, 64
  %508 = sext i32 %j149 to i64
  %509 = add nsw i64 %507, %508
  %510 = getelementptr inbounds float, ptr %acc_s, i64 %509
  store float %505, ptr %510, align 4
  %511 = add nsw i32 %j149, 1
  br label %for.cond146, !llvm.loop !125

for.end148:                                       ; preds = %for.cond146
  br label %for.cond150

for.cond150:                                      ; preds = %for.body151, %for.end148
  %lane1 = phi i32 [ 0, %for.end148 ], [ %521, %for.body151 ]
  %512 = icmp slt i32 %lane1, 32
  br i1 %512, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %513 = sext i32 %i to i64
  %514 = mul nsw i64 %513, 64
  %515 = sext i32 %lane1 to i64
  %516 = add nsw i64 %514, %515
  %517 = getelementptr inbounds float, ptr %acc_s, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = sext i32 %lane1 to i64
  %520 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %519
  store float %518, ptr %520, align 4
  %521 = add nsw i32 %lane1, 1
  br label %for.cond150, !llvm.loop !126

for.end152:                                       ; preds = %for.cond150
  br label %for.cond153

for.cond153:                                      ; preds = %for.end158, %for.end152
  %red1 = phi i32 [ 0, %for.end152 ], [ %540, %for.end158 ]
  %522 = icmp slt i32 %red1, 1
  br i1 %522, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  br label %for.cond156

for.end155:                                       ; preds = %for.cond153
  br label %for.cond160

for.cond156:                                      ; preds = %for.body157, %for.body154
  %lane1159 = phi i32 [ 0, %for.body154 ], [ %539, %for.body157 ]
  %523 = icmp slt i32 %lane1159, 32
  br i1 %523, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %524 = sext i32 %lane1159 to i64
  %525 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %524
  %526 = load float, ptr %525, align 4
  %527 = sext i32 %i to i64
  %528 = mul nsw i64 %527, 64
  %529 = add i32 %red1, 1
  %530 = mul i32 %529, 32
  %531 = add i32 %530, %lane1159
  %532 = sext i32 %531 to i64
  %533 = add nsw i64 %528, %532
  %534 = getelementptr inbounds float, ptr %acc_s, i64 %533
  %535 = load float, ptr %534, align 4
  %536 = fadd float %526, %535
  %537 = sext i32 %lane1159 to i64
  %538 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %537
  store float %536, ptr %538, align 4
  %539 = add nsw i32 %lane1159, 1
  br label %for.cond156, !llvm.loop !127

for.end158:                                       ; preds = %for.cond156
  %540 = add nsw i32 %red1, 1
  br label %for.cond153, !llvm.loop !128

for.cond160:                                      ; preds = %for.body161, %for.end155
  %lane1163 = phi i32 [ 0, %for.end155 ], [ %552, %for.body161 ]
  %541 = icmp slt i32 %lane1163, 16
  br i1 %541, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  %542 = sext i32 %lane1163 to i64
  %543 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %542
  %544 = load float, ptr %543, align 4
  %545 = add i32 %lane1163, 16
  %546 = sext i32 %545 to i64
  %547 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = fadd float %544, %548
  %550 = sext i32 %lane1163 to i64
  %551 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %550
  store float %549, ptr %551, align 4
  %552 = add nsw i32 %lane1163, 1
  br label %for.cond160, !llvm.loop !129

for.end162:                                       ; preds = %for.cond160
  br label %for.cond164

for.cond164:                                      ; preds = %for.body165, %for.end162
  %lane1167 = phi i32 [ 0, %for.end162 ], [ %564, %for.body165 ]
  %553 = icmp slt i32 %lane1167, 8
  br i1 %553, label %for.body165, label %for.end166

for.body165:                                      ; preds = %for.cond164
  %554 = sext i32 %lane1167 to i64
  %555 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %554
  %556 = load float, ptr %555, align 4
  %557 = add i32 %lane1167, 8
  %558 = sext i32 %557 to i64
  %559 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %558
  %560 = load float, ptr %559, align 4
  %561 = fadd float %556, %560
  %562 = sext i32 %lane1167 to i64
  %563 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %562
  store float %561, ptr %563, align 4
  %564 = add nsw i32 %lane1167, 1
  br label %for.cond164, !llvm.loop !130

for.end166:                                       ; preds = %for.cond164
  br label %for.cond168

for.cond168:                                      ; preds = %for.body169, %for.end166
  %lane1171 = phi i32 [ 0, %for.end166 ], [ %576, %for.body169 ]
  %565 = icmp slt i32 %lane1171, 4
  br i1 %565, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %566 = sext i32 %lane1171 to i64
  %567 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = add i32 %lane1171, 4
  %570 = sext i32 %569 to i64
  %571 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %570
  %572 = load float, ptr %571, align 4
  %573 = fadd float %568, %572
  %574 = sext i32 %lane1171 to i64
  %575 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %574
  store float %573, ptr %575, align 4
  %576 = add nsw i32 %lane1171, 1
  br label %for.cond168, !llvm.loop !131

for.end170:                                       ; preds = %for.cond168
  br label %for.cond172

for.cond172:                                      ; preds = %for.body173, %for.end170
  %lane1175 = phi i32 [ 0, %for.end170 ], [ %588, %for.body173 ]
  %577 = icmp slt i32 %lane1175, 2
  br i1 %577, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %578 = sext i32 %lane1175 to i64
  %579 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %578
  %580 = load float, ptr %579, align 4
  %581 = add i32 %lane1175, 2
  %582 = sext i32 %581 to i64
  %583 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %582
  %584 = load float, ptr %583, align 4
  %585 = fadd float %580, %584
  %586 = sext i32 %lane1175 to i64
  %587 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %586
  store float %585, ptr %587, align 4
  %588 = add nsw i32 %lane1175, 1
  br label %for.cond172, !llvm.loop !132

for.end174:                                       ; preds = %for.cond172
  br label %for.cond176

for.cond176:                                      ; preds = %for.body177, %for.end174
  %lane1179 = phi i32 [ 0, %for.end174 ], [ %600, %for.body177 ]
  %589 = icmp slt i32 %lane1179, 1
  br i1 %589, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %590 = sext i32 %lane1179 to i64
  %591 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %590
  %592 = load float, ptr %591, align 4
  %593 = add i32 %lane1179, 1
  %594 = sext i32 %593 to i64
  %595 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %594
  %596 = load float, ptr %595, align 4
  %597 = fadd float %592, %596
  %598 = sext i32 %lane1179 to i64
  %599 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %598
  store float %597, ptr %599, align 4
  %600 = add nsw i32 %lane1179, 1
  br label %for.cond176, !llvm.loop !133

for.end178:                                       ; preds = %for.cond176
  %601 = sext i32 %i to i64
  %602 = getelementptr inbounds float, ptr %row_sum, i64 %601
  store float 0.000000e+00, ptr %602, align 4
  %603 = sext i32 %i to i64
  %604 = getelementptr inbounds float, ptr %row_sum, i64 %603
  %605 = load float, ptr %604, align 4
  %606 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %607 = load float, ptr %606, align 4
  %608 = fadd float %605, %607
  %609 = sext i32 %i to i64
  %610 = getelementptr inbounds float, ptr %row_sum, i64 %609
  store float %608, ptr %610, align 4
  %611 = sext i32 %i to i64
  %612 = getelementptr inbounds float, ptr %m_prev, i64 %611
  %613 = load float, ptr %612, align 4
  %614 = sext i32 %i to i64
  %615 = getelementptr inbounds float, ptr %m, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = fsub float %613, %616
  %alpha = call float @tilec_expf(float %617)
  %618 = sext i32 %i to i64
  %619 = getelementptr inbounds float, ptr %l, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = fmul float %620, %alpha
  %622 = sext i32 %i to i64
  %623 = getelementptr inbounds float, ptr %row_sum, i64 %622
  %624 = load float, ptr %623, align 4
  %625 = fadd float %621, %624
  %626 = sext i32 %i to i64
  %627 = getelementptr inbounds float, ptr %l, i64 %626
  store float %625, ptr %627, align 4
  %628 = sext i32 %i to i64
  %629 = getelementptr inbounds float, ptr %m_prev, i64 %628
  store float %alpha, ptr %629, align 4
  br label %for.cond180

for.cond180:                                      ; preds = %for.body181, %for.end178
  %d = phi i32 [ 0, %for.end178 ], [ %646, %for.body181 ]
  %630 = icmp slt i32 %d, 64
  br i1 %630, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %631 = sext i32 %i to i64
  %632 = mul nsw i64 %631, 64
  %633 = sext i32 %d to i64
  %634 = add nsw i64 %632, %633
  %635 = getelementptr inbounds float, ptr %acc_o, i64 %634
  %636 = load float, ptr %635, align 4
  %637 = sext i32 %i to i64
  %638 = getelementptr inbounds float, ptr %m_prev, i64 %637
  %639 = load float, ptr %638, align 4
  %640 = fmul float %636, %639
  %641 = sext i32 %i to i64
  %642 = mul nsw i64 %641, 64
  %643 = sext i32 %d to i64
  %644 = add nsw i64 %642, %643
  %645 = getelementptr inbounds float, ptr %acc_o, i64 %644
  store float %640, ptr %645, align 4
  %646 = add nsw i32 %d, 1
  br label %for.cond180, !llvm.loop !134

for.end182:                                       ; preds = %for.cond180
  br label %for.cond183

for.cond183:                                      ; preds = %for.body184, %for.end182
  %j1186 = phi i32 [ 0, %for.end182 ], [ %663, %for.body184 ]
  %647 = icmp slt i32 %j1186, 64
  br i1 %647, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %648 = sext i32 %i to i64
  %649 = mul nsw i64 %648, 64
  %650 = sext i32 %j1186 to i64
  %651 = add nsw i64 %649, %650
  %652 = getelementptr inbounds float, ptr %acc_s, i64 %651
  %653 = load float, ptr %652, align 4
  %654 = fptrunc float %653 to half
  %655 = fpext half %654 to float
  %656 = sext i32 %i to i64
  %657 = mul nsw i64 %656, 64
  %658 = sext i32 %j1186 to i64
  %659 = add nsw i64 %657, %658
  %660 = getelementptr inbounds i16, ptr %P_s, i64 %659
  %661 = fptrunc float %655 to half
  %662 = bitcast half %661 to i16
  store i16 %662, ptr %660, align 2
  %663 = add nsw i32 %j1186, 1
  br label %for.cond183, !llvm.loop !135

for.end185:                                       ; preds = %for.cond183
  %664 = add nsw i32 %i, 1
  br label %for.cond93, !llvm.loop !136

for.cond187:                                      ; preds = %if.end193, %for.end28
  %i190 = phi i32 [ 0, %for.end28 ], [ %681, %if.end193 ]
  %665 = icmp slt i32 %i190, 64
  br i1 %665, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %666 = icmp sle i32 0, %bz
  %667 = icmp slt i32 %bz, %BH
  %668 = and i1 %666, %667
  %669 = mul i32 %bx, 64
  %670 = add i32 %669, %i190
  %671 = icmp sle i32 0, %670
  %672 = mul i32 %bx, 64
  %673 = add i32 %672, %i190
  %674 = icmp slt i32 %673, %S
  %675 = and i1 %671, %674
  %676 = and i1 %668, %675
  br i1 %676, label %if.then191, label %if.else192

for.end189:                                       ; preds = %for.cond187
  ret void

if.then191:                                       ; preds = %for.body188
  %677 = sext i32 %BH to i64
  %678 = sext i32 %S to i64
  %679 = mul i64 %677, %678
  %680 = icmp sge i64 %679, 262144
  br i1 %680, label %if.then194, label %if.else195

if.else192:                                       ; preds = %for.body188
  br label %if.end193

if.end193:                                        ; preds = %if.else192, %if.end196
  %681 = add nsw i32 %i190, 1
  br label %for.cond187, !llvm.loop !137

if.then194:                                       ; preds = %if.then191
  br label %for.cond197

if.else195:                                       ; preds = %if.then191
  br label %for.cond203

if.end196:                                        ; preds = %for.end205, %for.end199
  br label %if.end193

for.cond197:                                      ; preds = %for.end202, %if.then194
  %tl_c2 = phi i32 [ 0, %if.then194 ], [ %722, %for.end202 ]
  %682 = icmp slt i32 %tl_c2, 1
  br i1 %682, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %tl_sb3 = mul i32 %tl_c2, 2048
  %683 = sub i32 64, %tl_sb3
  %684 = icmp slt i32 %683, 2048
  %685 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %684, i32 %685, i32 2048
  br label %for.cond200

for.end199:                                       ; preds = %for.cond197
  br label %if.end196

for.cond200:                                      ; preds = %for.body201, %for.body198
  %tl_c5 = phi i32 [ 0, %for.body198 ], [ %705, %for.body201 ]
  %686 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %686, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %687 = sext i32 %i190 to i64
  %688 = mul nsw i64 %687, 64
  %689 = add i32 %tl_sb3, %tl_c5
  %690 = add i32 0, %689
  %691 = sext i32 %690 to i64
  %692 = add nsw i64 %688, %691
  %693 = getelementptr inbounds float, ptr %acc_o, i64 %692
  %694 = load float, ptr %693, align 4
  %695 = sext i32 %i190 to i64
  %696 = getelementptr inbounds float, ptr %l, i64 %695
  %697 = load float, ptr %696, align 4
  %698 = fdiv float %694, %697
  %699 = fptrunc float %698 to half
  %700 = fpext half %699 to float
  %701 = sext i32 %tl_c5 to i64
  %702 = getelementptr inbounds i16, ptr %tl_stream0, i64 %701
  %703 = fptrunc float %700 to half
  %704 = bitcast half %703 to i16
  store i16 %704, ptr %702, align 2
  %705 = add nsw i32 %tl_c5, 1
  br label %for.cond200, !llvm.loop !138

for.end202:                                       ; preds = %for.cond200
  %706 = sext i32 %tl_sm4 to i64
  %707 = sext i32 %bz to i64
  %708 = sext i32 %S to i64
  %709 = mul nsw i64 %707, %708
  %710 = mul i32 %bx, 64
  %711 = add i32 %710, %i190
  %712 = sext i32 %711 to i64
  %713 = add nsw i64 %709, %712
  %714 = mul nsw i64 %713, 64
  %715 = add i32 %tl_sb3, 0
  %716 = add i32 0, %715
  %717 = sext i32 %716 to i64
  %718 = add nsw i64 %714, %717
  %719 = getelementptr inbounds i16, ptr %O, i64 %718
  %720 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %721 = mul i64 %706, 2
  call void @tilec_rt_stream(ptr %719, ptr %720, i64 %721)
  %722 = add nsw i32 %tl_c2, 1
  br label %for.cond197, !llvm.loop !139

for.cond203:                                      ; preds = %for.body204, %if.else195
  %d1 = phi i32 [ 0, %if.else195 ], [ %751, %for.body204 ]
  %723 = icmp slt i32 %d1, 64
  br i1 %723, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %724 = sext i32 %i190 to i64
  %725 = mul nsw i64 %724, 64
  %726 = add i32 0, %d1
  %727 = sext i32 %726 to i64
  %728 = add nsw i64 %725, %727
  %729 = getelementptr inbounds float, ptr %acc_o, i64 %728
  %730 = load float, ptr %729, align 4
  %731 = sext i32 %i190 to i64
  %732 = getelementptr inbounds float, ptr %l, i64 %731
  %733 = load float, ptr %732, align 4
  %734 = fdiv float %730, %733
  %735 = fptrunc float %734 to half
  %736 = fpext half %735 to float
  %737 = sext i32 %bz to i64
  %738 = sext i32 %S to i64
  %739 = mul nsw i64 %737, %738
  %740 = mul i32 %bx, 64
  %741 = add i32 %740, %i190
  %742 = sext i32 %741 to i64
  %743 = add nsw i64 %739, %742
  %744 = mul nsw i64 %743, 64
  %745 = add i32 0, %d1
  %746 = sext i32 %745 to i64
  %747 = add nsw i64 %744, %746
  %748 = getelementptr inbounds i16, ptr %O, i64 %747
  %749 = fptrunc float %736 to half
  %750 = bitcast half %749 to i16
  store i16 %750, ptr %748, align 2
  %751 = add nsw i32 %d1, 1
  br label %for.cond203, !llvm.loop !140

for.end205:                                       ; preds = %for.cond203
  br label %if.end196
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_flash_attention_rows(ptr %args, ptr %dims, ptr %self) #5 {
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
  br label %for.cond10

if.end:                                           ; preds = %for.end12, %for.end
  br label %for.cond18

for.cond:                                         ; preds = %for.end9, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %54, %for.end9 ]
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
  br label %for.cond7

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %30, %for.body5 ]
  %16 = icmp slt i32 %pf, 2
  br i1 %16, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %17 = sext i32 %bz to i64
  %18 = sext i32 %S to i64
  %19 = mul i64 %17, %18
  %20 = mul i32 %bx, 64
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
  br label %for.cond4, !llvm.loop !141

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
  %35 = mul i32 %bx, 64
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
  br label %for.cond7, !llvm.loop !142

for.end9:                                         ; preds = %for.cond7
  %54 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !143

for.cond10:                                       ; preds = %for.end16, %if.else
  %i313 = phi i32 [ 0, %if.else ], [ %73, %for.end16 ]
  %55 = icmp slt i32 %i313, 64
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
  %60 = mul i32 %bx, 64
  %61 = sext i32 %60 to i64
  %62 = sext i32 %i313 to i64
  %63 = add i64 %61, %62
  %64 = icmp sle i64 0, %63
  %65 = mul i32 %bx, 64
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
  br label %for.cond10, !llvm.loop !144

sel.then:                                         ; preds = %for.body15
  %74 = sext i32 %bz to i64
  %75 = sext i32 %S to i64
  %76 = mul nsw i64 %74, %75
  %77 = mul i32 %bx, 64
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
  br label %for.cond14, !llvm.loop !145

for.cond18:                                       ; preds = %for.end24, %if.end
  %i321 = phi i32 [ 0, %if.end ], [ %133, %for.end24 ]
  %97 = icmp slt i32 %i321, 64
  br i1 %97, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond22

for.end20:                                        ; preds = %for.cond18
  %98 = sext i32 %S to i64
  %99 = sdiv i64 %98, 64
  %100 = sub i64 0, %98
  %101 = select i1 false, i64 %100, i64 %99
  %102 = srem i64 %98, 64
  %103 = icmp ne i64 %102, 0
  %104 = icmp slt i64 %98, 0
  %105 = icmp eq i1 %104, false
  %106 = and i1 %103, %105
  %107 = zext i1 %106 to i64
  %108 = add i64 %101, %107
  %109 = trunc i64 %108 to i32
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
  br label %for.cond22, !llvm.loop !146

for.end24:                                        ; preds = %for.cond22
  %129 = sext i32 %i321 to i64
  %130 = getelementptr inbounds float, ptr %l, i64 %129
  store float 0.000000e+00, ptr %130, align 4
  %131 = sext i32 %i321 to i64
  %132 = getelementptr inbounds float, ptr %m, i64 %131
  store float 0xFFF0000000000000, ptr %132, align 4
  %133 = add nsw i32 %i321, 1
  br label %for.cond18, !llvm.loop !147

for.cond26:                                       ; preds = %for.end95, %for.end20
  %kb = phi i32 [ 0, %for.end20 ], [ %339, %for.end95 ]
  %134 = icmp slt i32 %kb, %109
  br i1 %134, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %135 = sext i32 %bz to i64
  %136 = add i64 %135, 1
  %137 = sext i32 %BH to i64
  %138 = icmp sle i64 %136, %137
  %139 = mul i32 %kb, 64
  %140 = icmp sle i32 0, %139
  %141 = mul i32 %kb, 64
  %142 = sext i32 %141 to i64
  %143 = add i64 %142, 64
  %144 = sext i32 %S to i64
  %145 = icmp sle i64 %143, %144
  %146 = and i1 %140, %145
  %147 = and i1 %138, %146
  br i1 %147, label %if.then29, label %if.else30

for.end28:                                        ; preds = %for.cond26
  br label %for.cond187

if.then29:                                        ; preds = %for.body27
  br label %for.cond32

if.else30:                                        ; preds = %for.body27
  br label %for.cond46

if.end31:                                         ; preds = %for.end48, %for.end34
  %148 = sext i32 %bz to i64
  %149 = add i64 %148, 1
  %150 = sext i32 %BH to i64
  %151 = icmp sle i64 %149, %150
  %152 = mul i32 %kb, 64
  %153 = icmp sle i32 0, %152
  %154 = mul i32 %kb, 64
  %155 = sext i32 %154 to i64
  %156 = add i64 %155, 64
  %157 = sext i32 %S to i64
  %158 = icmp sle i64 %156, %157
  %159 = and i1 %153, %158
  %160 = and i1 %151, %159
  br i1 %160, label %if.then57, label %if.else58

for.cond32:                                       ; preds = %for.end44, %if.then29
  %i335 = phi i32 [ 0, %if.then29 ], [ %202, %for.end44 ]
  %161 = icmp slt i32 %i335, 64
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
  %169 = mul i32 %168, 64
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
  br label %for.cond39, !llvm.loop !148

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
  %183 = mul i32 %kb, 64
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
  br label %for.cond42, !llvm.loop !149

for.end44:                                        ; preds = %for.cond42
  %202 = add nsw i32 %i335, 1
  br label %for.cond32, !llvm.loop !150

for.cond46:                                       ; preds = %for.end52, %if.else30
  %i349 = phi i32 [ 0, %if.else30 ], [ %221, %for.end52 ]
  %203 = icmp slt i32 %i349, 64
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
  %208 = mul i32 %kb, 64
  %209 = sext i32 %208 to i64
  %210 = sext i32 %i349 to i64
  %211 = add i64 %209, %210
  %212 = icmp sle i64 0, %211
  %213 = mul i32 %kb, 64
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
  br label %for.cond46, !llvm.loop !151

sel.then54:                                       ; preds = %for.body51
  %222 = sext i32 %bz to i64
  %223 = sext i32 %S to i64
  %224 = mul nsw i64 %222, %223
  %225 = mul i32 %kb, 64
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
  br label %for.cond50, !llvm.loop !152

if.then57:                                        ; preds = %if.end31
  br label %for.cond60

if.else58:                                        ; preds = %if.end31
  br label %for.cond74

if.end59:                                         ; preds = %for.end76, %for.end62
  br label %for.cond85

for.cond60:                                       ; preds = %for.end72, %if.then57
  %i363 = phi i32 [ 0, %if.then57 ], [ %286, %for.end72 ]
  %245 = icmp slt i32 %i363, 64
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
  %253 = mul i32 %252, 64
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
  br label %for.cond67, !llvm.loop !153

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
  %267 = mul i32 %kb, 64
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
  br label %for.cond70, !llvm.loop !154

for.end72:                                        ; preds = %for.cond70
  %286 = add nsw i32 %i363, 1
  br label %for.cond60, !llvm.loop !155

for.cond74:                                       ; preds = %for.end80, %if.else58
  %i377 = phi i32 [ 0, %if.else58 ], [ %305, %for.end80 ]
  %287 = icmp slt i32 %i377, 64
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
  %292 = mul i32 %kb, 64
  %293 = sext i32 %292 to i64
  %294 = sext i32 %i377 to i64
  %295 = add i64 %293, %294
  %296 = icmp sle i64 0, %295
  %297 = mul i32 %kb, 64
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
  br label %for.cond74, !llvm.loop !156

sel.then82:                                       ; preds = %for.body79
  %306 = sext i32 %bz to i64
  %307 = sext i32 %S to i64
  %308 = mul nsw i64 %306, %307
  %309 = mul i32 %kb, 64
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
  br label %for.cond78, !llvm.loop !157

for.cond85:                                       ; preds = %for.end91, %if.end59
  %i388 = phi i32 [ 0, %if.end59 ], [ %337, %for.end91 ]
  %329 = icmp slt i32 %i388, 64
  br i1 %329, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond89

for.end87:                                        ; preds = %for.cond85
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond93

for.cond89:                                       ; preds = %for.body90, %for.body86
  %j192 = phi i32 [ 0, %for.body86 ], [ %336, %for.body90 ]
  %330 = icmp slt i32 %j192, 64
  br i1 %330, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %331 = sext i32 %i388 to i64
  %332 = mul nsw i64 %331, 64
  %333 = sext i32 %j192 to i64
  %334 = add nsw i64 %332, %333
  %335 = getelementptr inbounds float, ptr %acc_s, i64 %334
  store float 0.000000e+00, ptr %335, align 4
  %336 = add nsw i32 %j192, 1
  br label %for.cond89, !llvm.loop !158

for.end91:                                        ; preds = %for.cond89
  %337 = add nsw i32 %i388, 1
  br label %for.cond85, !llvm.loop !159

for.cond93:                                       ; preds = %for.end185, %for.end87
  %i = phi i32 [ 0, %for.end87 ], [ %664, %for.end185 ]
  %338 = icmp slt i32 %i, 64
  br i1 %338, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond96

for.end95:                                        ; preds = %for.cond93
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %339 = add nsw i32 %kb, 1
  br label %for.cond26, !llvm.loop !160

for.cond96:                                       ; preds = %for.body97, %for.body94
  %j = phi i32 [ 0, %for.body94 ], [ %358, %for.body97 ]
  %340 = icmp slt i32 %j, 64
  br i1 %340, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %341 = mul i32 %kb, 64
  %342 = add i32 %341, %j
  %343 = icmp slt i32 %342, %S
  %344 = sext i32 %i to i64
  %345 = mul nsw i64 %344, 64
  %346 = sext i32 %j to i64
  %347 = add nsw i64 %345, %346
  %348 = call i64 @llvm.umin.i64(i64 %347, i64 4095)
  %349 = getelementptr inbounds float, ptr %acc_s, i64 %348
  %350 = load float, ptr %349, align 4
  %351 = fmul float %350, 1.250000e-01
  %352 = select i1 %343, float %351, float 0xFFF0000000000000
  %353 = sext i32 %i to i64
  %354 = mul nsw i64 %353, 64
  %355 = sext i32 %j to i64
  %356 = add nsw i64 %354, %355
  %357 = getelementptr inbounds float, ptr %acc_s, i64 %356
  store float %352, ptr %357, align 4
  %358 = add nsw i32 %j, 1
  br label %for.cond96, !llvm.loop !161

for.end98:                                        ; preds = %for.cond96
  %359 = sext i32 %i to i64
  %360 = getelementptr inbounds float, ptr %m, i64 %359
  %361 = load float, ptr %360, align 4
  %362 = sext i32 %i to i64
  %363 = getelementptr inbounds float, ptr %m_prev, i64 %362
  store float %361, ptr %363, align 4
  %364 = sext i32 %i to i64
  %365 = getelementptr inbounds float, ptr %m, i64 %364
  %tl_dst0 = load float, ptr %365, align 4
  br label %for.cond99

for.cond99:                                       ; preds = %for.body100, %for.end98
  %lane = phi i32 [ 0, %for.end98 ], [ %390, %for.body100 ]
  %366 = icmp slt i32 %lane, 32
  br i1 %366, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %367 = sext i32 %i to i64
  %368 = mul nsw i64 %367, 64
  %369 = sext i32 %lane to i64
  %370 = add nsw i64 %368, %369
  %371 = getelementptr inbounds float, ptr %acc_s, i64 %370
  %372 = load float, ptr %371, align 4
  %373 = sext i32 %i to i64
  %374 = mul nsw i64 %373, 64
  %375 = sext i32 %lane to i64
  %376 = add nsw i64 %374, %375
  %377 = getelementptr inbounds float, ptr %acc_s, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = fcmp une float %372, %378
  %380 = sext i32 %i to i64
  %381 = mul nsw i64 %380, 64
  %382 = sext i32 %lane to i64
  %383 = add nsw i64 %381, %382
  %384 = call i64 @llvm.umin.i64(i64 %383, i64 4095)
  %385 = getelementptr inbounds float, ptr %acc_s, i64 %384
  %386 = load float, ptr %385, align 4
  %387 = select i1 %379, float 0xFFF0000000000000, float %386
  %388 = sext i32 %lane to i64
  %389 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %388
  store float %387, ptr %389, align 4
  %390 = add nsw i32 %lane, 1
  br label %for.cond99, !llvm.loop !162

for.end101:                                       ; preds = %for.cond99
  br label %for.cond102

for.cond102:                                      ; preds = %for.end107, %for.end101
  %red = phi i32 [ 0, %for.end101 ], [ %408, %for.end107 ]
  %391 = icmp slt i32 %red, 1
  br i1 %391, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  br label %for.cond105

for.end104:                                       ; preds = %for.cond102
  br label %for.cond109

for.cond105:                                      ; preds = %for.body106, %for.body103
  %lane108 = phi i32 [ 0, %for.body103 ], [ %407, %for.body106 ]
  %392 = icmp slt i32 %lane108, 32
  br i1 %392, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %393 = sext i32 %lane108 to i64
  %394 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %393
  %lane_acc = load float, ptr %394, align 4
  %395 = sext i32 %i to i64
  %396 = mul nsw i64 %395, 64
  %397 = add i32 %red, 1
  %398 = mul i32 %397, 32
  %399 = add i32 %398, %lane108
  %400 = sext i32 %399 to i64
  %401 = add nsw i64 %396, %400
  %402 = getelementptr inbounds float, ptr %acc_s, i64 %401
  %lane_next = load float, ptr %402, align 4
  %403 = fcmp ogt float %lane_next, %lane_acc
  %404 = select i1 %403, float %lane_next, float %lane_acc
  %405 = sext i32 %lane108 to i64
  %406 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %405
  store float %404, ptr %406, align 4
  %407 = add nsw i32 %lane108, 1
  br label %for.cond105, !llvm.loop !163

for.end107:                                       ; preds = %for.cond105
  %408 = add nsw i32 %red, 1
  br label %for.cond102, !llvm.loop !164

for.cond109:                                      ; preds = %for.body110, %for.end104
  %lane112 = phi i32 [ 0, %for.end104 ], [ %419, %for.body110 ]
  %409 = icmp slt i32 %lane112, 16
  br i1 %409, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %410 = sext i32 %lane112 to i64
  %411 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %410
  %lane_acc113 = load float, ptr %411, align 4
  %412 = add i32 %lane112, 16
  %413 = sext i32 %412 to i64
  %414 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %413
  %lane_next114 = load float, ptr %414, align 4
  %415 = fcmp ogt float %lane_next114, %lane_acc113
  %416 = select i1 %415, float %lane_next114, float %lane_acc113
  %417 = sext i32 %lane112 to i64
  %418 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %417
  store float %416, ptr %418, align 4
  %419 = add nsw i32 %lane112, 1
  br label %for.cond109, !llvm.loop !165

for.end111:                                       ; preds = %for.cond109
  br label %for.cond115

for.cond115:                                      ; preds = %for.body116, %for.end111
  %lane118 = phi i32 [ 0, %for.end111 ], [ %430, %for.body116 ]
  %420 = icmp slt i32 %lane118, 8
  br i1 %420, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %421 = sext i32 %lane118 to i64
  %422 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %421
  %lane_acc119 = load float, ptr %422, align 4
  %423 = add i32 %lane118, 8
  %424 = sext i32 %423 to i64
  %425 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %424
  %lane_next120 = load float, ptr %425, align 4
  %426 = fcmp ogt float %lane_next120, %lane_acc119
  %427 = select i1 %426, float %lane_next120, float %lane_acc119
  %428 = sext i32 %lane118 to i64
  %429 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %428
  store float %427, ptr %429, align 4
  %430 = add nsw i32 %lane118, 1
  br label %for.cond115, !llvm.loop !166

for.end117:                                       ; preds = %for.cond115
  br label %for.cond121

for.cond121:                                      ; preds = %for.body122, %for.end117
  %lane124 = phi i32 [ 0, %for.end117 ], [ %441, %for.body122 ]
  %431 = icmp slt i32 %lane124, 4
  br i1 %431, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %432 = sext i32 %lane124 to i64
  %433 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %432
  %lane_acc125 = load float, ptr %433, align 4
  %434 = add i32 %lane124, 4
  %435 = sext i32 %434 to i64
  %436 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %435
  %lane_next126 = load float, ptr %436, align 4
  %437 = fcmp ogt float %lane_next126, %lane_acc125
  %438 = select i1 %437, float %lane_next126, float %lane_acc125
  %439 = sext i32 %lane124 to i64
  %440 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %439
  store float %438, ptr %440, align 4
  %441 = add nsw i32 %lane124, 1
  br label %for.cond121, !llvm.loop !167

for.end123:                                       ; preds = %for.cond121
  br label %for.cond127

for.cond127:                                      ; preds = %for.body128, %for.end123
  %lane130 = phi i32 [ 0, %for.end123 ], [ %452, %for.body128 ]
  %442 = icmp slt i32 %lane130, 2
  br i1 %442, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %443 = sext i32 %lane130 to i64
  %444 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %443
  %lane_acc131 = load float, ptr %444, align 4
  %445 = add i32 %lane130, 2
  %446 = sext i32 %445 to i64
  %447 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %446
  %lane_next132 = load float, ptr %447, align 4
  %448 = fcmp ogt float %lane_next132, %lane_acc131
  %449 = select i1 %448, float %lane_next132, float %lane_acc131
  %450 = sext i32 %lane130 to i64
  %451 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %450
  store float %449, ptr %451, align 4
  %452 = add nsw i32 %lane130, 1
  br label %for.cond127, !llvm.loop !168

for.end129:                                       ; preds = %for.cond127
  br label %for.cond133

for.cond133:                                      ; preds = %for.body134, %for.end129
  %lane136 = phi i32 [ 0, %for.end129 ], [ %463, %for.body134 ]
  %453 = icmp slt i32 %lane136, 1
  br i1 %453, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %454 = sext i32 %lane136 to i64
  %455 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %454
  %lane_acc137 = load float, ptr %455, align 4
  %456 = add i32 %lane136, 1
  %457 = sext i32 %456 to i64
  %458 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %457
  %lane_next138 = load float, ptr %458, align 4
  %459 = fcmp ogt float %lane_next138, %lane_acc137
  %460 = select i1 %459, float %lane_next138, float %lane_acc137
  %461 = sext i32 %lane136 to i64
  %462 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %461
  store float %460, ptr %462, align 4
  %463 = add nsw i32 %lane136, 1
  br label %for.cond133, !llvm.loop !169

for.end135:                                       ; preds = %for.cond133
  %464 = sext i32 %i to i64
  %465 = getelementptr inbounds float, ptr %m, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %468 = load float, ptr %467, align 4
  %469 = call float @llvm.maxnum.f32(float %466, float %468)
  %470 = sext i32 %i to i64
  %471 = getelementptr inbounds float, ptr %m, i64 %470
  store float %469, ptr %471, align 4
  %472 = sext i32 %i to i64
  %473 = getelementptr inbounds float, ptr %m, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = fcmp oeq float %474, 0xFFF0000000000000
  %476 = fcmp une float %tl_dst0, %tl_dst0
  %477 = and i1 %475, %476
  br i1 %477, label %if.then139, label %if.else140

if.then139:                                       ; preds = %for.end135
  %478 = sext i32 %i to i64
  %479 = getelementptr inbounds float, ptr %m, i64 %478
  store float %tl_dst0, ptr %479, align 4
  br label %for.cond142

if.else140:                                       ; preds = %for.end135
  br label %if.end141

if.end141:                                        ; preds = %if.else140, %for.end144
  br label %for.cond146

for.cond142:                                      ; preds = %for.body143, %if.then139
  %red145 = phi i32 [ 0, %if.then139 ], [ %493, %for.body143 ]
  %480 = icmp slt i32 %red145, 64
  br i1 %480, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %481 = sext i32 %i to i64
  %482 = getelementptr inbounds float, ptr %m, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = sext i32 %i to i64
  %485 = mul nsw i64 %484, 64
  %486 = sext i32 %red145 to i64
  %487 = add nsw i64 %485, %486
  %488 = getelementptr inbounds float, ptr %acc_s, i64 %487
  %489 = load float, ptr %488, align 4
  %490 = call float @llvm.maxnum.f32(float %483, float %489)
  %491 = sext i32 %i to i64
  %492 = getelementptr inbounds float, ptr %m, i64 %491
  store float %490, ptr %492, align 4
  %493 = add nsw i32 %red145, 1
  br label %for.cond142, !llvm.loop !170

for.end144:                                       ; preds = %for.cond142
  br label %if.end141

for.cond146:                                      ; preds = %for.body147, %if.end141
  %j149 = phi i32 [ 0, %if.end141 ], [ %511, %for.body147 ]
  %494 = icmp slt i32 %j149, 64
  br i1 %494, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %495 = sext i32 %i to i64
  %496 = mul nsw i64 %495, 64
  %497 = sext i32 %j149 to i64
  %498 = add nsw i64 %496, %497
  %499 = getelementptr inbounds float, ptr %acc_s, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = sext i32 %i to i64
  %502 = getelementptr inbounds float, ptr %m, i64 %501
  %503 = load float, ptr %502, align 4
  %504 = fsub float %500, %503
  %505 = call float @tilec_expf_nonpos(float %504)
  %506 = sext i32 %i to i64
  %507 = mul nsw i64 %506, 64
  %508 = sext i32 %j149 to i64
  %509 = add nsw i64 %507, %508
  %510 = getelementptr inbounds float, ptr %acc_s, i64 %509
  store float %505, ptr %510, align 4
  %511 = add nsw i32 %j149, 1
  br label %for.cond146, !llvm.loop !171

for.end148:                                       ; preds = %for.cond146
  br label %for.cond150

for.cond150:                                      ; preds = %for.body151, %for.end148
  %lane1 = phi i32 [ 0, %for.end148 ], [ %521, %for.body151 ]
  %512 = icmp slt i32 %lane1, 32
  br i1 %512, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %513 = sext i32 %i to i64
  %514 = mul nsw i64 %513, 64
  %515 = sext i32 %lane1 to i64
  %516 = add nsw i64 %514, %515
  %517 = getelementptr inbounds float, ptr %acc_s, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = sext i32 %lane1 to i64
  %520 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %519
  store float %518, ptr %520, align 4
  %521 = add nsw i32 %lane1, 1
  br label %for.cond150, !llvm.loop !172

for.end152:                                       ; preds = %for.cond150
  br label %for.cond153

for.cond153:                                      ; preds = %for.end158, %for.end152
  %red1 = phi i32 [ 0, %for.end152 ], [ %540, %for.end158 ]
  %522 = icmp slt i32 %red1, 1
  br i1 %522, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  br label %for.cond156

for.end155:                                       ; preds = %for.cond153
  br label %for.cond160

for.cond156:                                      ; preds = %for.body157, %for.body154
  %lane1159 = phi i32 [ 0, %for.body154 ], [ %539, %for.body157 ]
  %523 = icmp slt i32 %lane1159, 32
  br i1 %523, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %524 = sext i32 %lane1159 to i64
  %525 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %524
  %526 = load float, ptr %525, align 4
  %527 = sext i32 %i to i64
  %528 = mul nsw i64 %527, 64
  %529 = add i32 %red1, 1
  %530 = mul i32 %529, 32
  %531 = add i32 %530, %lane1159
  %532 = sext i32 %531 to i64
  %533 = add nsw i64 %528, %532
  %534 = getelementptr inbounds float, ptr %acc_s, i64 %533
  %535 = load float, ptr %534, align 4
  %536 = fadd float %526, %535
  %537 = sext i32 %lane1159 to i64
  %538 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %537
  store float %536, ptr %538, align 4
  %539 = add nsw i32 %lane1159, 1
  br label %for.cond156, !llvm.loop !173

for.end158:                                       ; preds = %for.cond156
  %540 = add nsw i32 %red1, 1
  br label %for.cond153, !llvm.loop !174

for.cond160:                                      ; preds = %for.body161, %for.end155
  %lane1163 = phi i32 [ 0, %for.end155 ], [ %552, %for.body161 ]
  %541 = icmp slt i32 %lane1163, 16
  br i1 %541, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  %542 = sext i32 %lane1163 to i64
  %543 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %542
  %544 = load float, ptr %543, align 4
  %545 = add i32 %lane1163, 16
  %546 = sext i32 %545 to i64
  %547 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = fadd float %544, %548
  %550 = sext i32 %lane1163 to i64
  %551 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %550
  store float %549, ptr %551, align 4
  %552 = add nsw i32 %lane1163, 1
  br label %for.cond160, !llvm.loop !175

for.end162:                                       ; preds = %for.cond160
  br label %for.cond164

for.cond164:                                      ; preds = %for.body165, %for.end162
  %lane1167 = phi i32 [ 0, %for.end162 ], [ %564, %for.body165 ]
  %553 = icmp slt i32 %lane1167, 8
  br i1 %553, label %for.body165, label %for.end166

for.body165:                                      ; preds = %for.cond164
  %554 = sext i32 %lane1167 to i64
  %555 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %554
  %556 = load float, ptr %555, align 4
  %557 = add i32 %lane1167, 8
  %558 = sext i32 %557 to i64
  %559 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %558
  %560 = load float, ptr %559, align 4
  %561 = fadd float %556, %560
  %562 = sext i32 %lane1167 to i64
  %563 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %562
  store float %561, ptr %563, align 4
  %564 = add nsw i32 %lane1167, 1
  br label %for.cond164, !llvm.loop !176

for.end166:                                       ; preds = %for.cond164
  br label %for.cond168

for.cond168:                                      ; preds = %for.body169, %for.end166
  %lane1171 = phi i32 [ 0, %for.end166 ], [ %576, %for.body169 ]
  %565 = icmp slt i32 %lane1171, 4
  br i1 %565, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %566 = sext i32 %lane1171 to i64
  %567 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = add i32 %lane1171, 4
  %570 = sext i32 %569 to i64
  %571 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %570
  %572 = load float, ptr %571, align 4
  %573 = fadd float %568, %572
  %574 = sext i32 %lane1171 to i64
  %575 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %574
  store float %573, ptr %575, align 4
  %576 = add nsw i32 %lane1171, 1
  br label %for.cond168, !llvm.loop !177

for.end170:                                       ; preds = %for.cond168
  br label %for.cond172

for.cond172:                                      ; preds = %for.body173, %for.end170
  %lane1175 = phi i32 [ 0, %for.end170 ], [ %588, %for.body173 ]
  %577 = icmp slt i32 %lane1175, 2
  br i1 %577, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %578 = sext i32 %lane1175 to i64
  %579 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %578
  %580 = load float, ptr %579, align 4
  %581 = add i32 %lane1175, 2
  %582 = sext i32 %581 to i64
  %583 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %582
  %584 = load float, ptr %583, align 4
  %585 = fadd float %580, %584
  %586 = sext i32 %lane1175 to i64
  %587 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %586
  store float %585, ptr %587, align 4
  %588 = add nsw i32 %lane1175, 1
  br label %for.cond172, !llvm.loop !178

for.end174:                                       ; preds = %for.cond172
  br label %for.cond176

for.cond176:                                      ; preds = %for.body177, %for.end174
  %lane1179 = phi i32 [ 0, %for.end174 ], [ %600, %for.body177 ]
  %589 = icmp slt i32 %lane1179, 1
  br i1 %589, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %590 = sext i32 %lane1179 to i64
  %591 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %590
  %592 = load float, ptr %591, align 4
  %593 = add i32 %lane1179, 1
  %594 = sext i32 %593 to i64
  %595 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %594
  %596 = load float, ptr %595, align 4
  %597 = fadd float %592, %596
  %598 = sext i32 %lane1179 to i64
  %599 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %598
  store float %597, ptr %599, align 4
  %600 = add nsw i32 %lane1179, 1
  br label %for.cond176, !llvm.loop !179

for.end178:                                       ; preds = %for.cond176
  %601 = sext i32 %i to i64
  %602 = getelementptr inbounds float, ptr %row_sum, i64 %601
  store float 0.000000e+00, ptr %602, align 4
  %603 = sext i32 %i to i64
  %604 = getelementptr inbounds float, ptr %row_sum, i64 %603
  %605 = load float, ptr %604, align 4
  %606 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %607 = load float, ptr %606, align 4
  %608 = fadd float %605, %607
  %609 = sext i32 %i to i64
  %610 = getelementptr inbounds float, ptr %row_sum, i64 %609
  store float %608, ptr %610, align 4
  %611 = sext i32 %i to i64
  %612 = getelementptr inbounds float, ptr %m_prev, i64 %611
  %613 = load float, ptr %612, align 4
  %614 = sext i32 %i to i64
  %615 = getelementptr inbounds float, ptr %m, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = fsub float %613, %616
  %alpha = call float @tilec_expf(float %617)
  %618 = sext i32 %i to i64
  %619 = getelementptr inbounds float, ptr %l, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = fmul float %620, %alpha
  %622 = sext i32 %i to i64
  %623 = getelementptr inbounds float, ptr %row_sum, i64 %622
  %624 = load float, ptr %623, align 4
  %625 = fadd float %621, %624
  %626 = sext i32 %i to i64
  %627 = getelementptr inbounds float, ptr %l, i64 %626
  store float %625, ptr %627, align 4
  %628 = sext i32 %i to i64
  %629 = getelementptr inbounds float, ptr %m_prev, i64 %628
  store float %alpha, ptr %629, align 4
  br label %for.cond180

for.cond180:                                      ; preds = %for.body181, %for.end178
  %d = phi i32 [ 0, %for.end178 ], [ %646, %for.body181 ]
  %630 = icmp slt i32 %d, 64
  br i1 %630, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %631 = sext i32 %i to i64
  %632 = mul nsw i64 %631, 64
  %633 = sext i32 %d to i64
  %634 = add nsw i64 %632, %633
  %635 = getelementptr inbounds float, ptr %acc_o, i64 %634
  %636 = load float, ptr %635, align 4
  %637 = sext i32 %i to i64
  %638 = getelementptr inbounds float, ptr %m_prev, i64 %637
  %639 = load float, ptr %638, align 4
  %640 = fmul float %636, %639
  %641 = sext i32 %i to i64
  %642 = mul nsw i64 %641, 64
  %643 = sext i32 %d to i64
  %644 = add nsw i64 %642, %643
  %645 = getelementptr inbounds float, ptr %acc_o, i64 %644
  store float %640, ptr %645, align 4
  %646 = add nsw i32 %d, 1
  br label %for.cond180, !llvm.loop !180

for.end182:                                       ; preds = %for.cond180
  br label %for.cond183

for.cond183:                                      ; preds = %for.body184, %for.end182
  %j1186 = phi i32 [ 0, %for.end182 ], [ %663, %for.body184 ]
  %647 = icmp slt i32 %j1186, 64
  br i1 %647, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %648 = sext i32 %i to i64
  %649 = mul nsw i64 %648, 64
  %650 = sext i32 %j1186 to i64
  %651 = add nsw i64 %649, %650
  %652 = getelementptr inbounds float, ptr %acc_s, i64 %651
  %653 = load float, ptr %652, align 4
  %654 = fptrunc float %653 to half
  %655 = fpext half %654 to float
  %656 = sext i32 %i to i64
  %657 = mul nsw i64 %656, 64
  %658 = sext i32 %j1186 to i64
  %659 = add nsw i64 %657, %658
  %660 = getelementptr inbounds i16, ptr %P_s, i64 %659
  %661 = fptrunc float %655 to half
  %662 = bitcast half %661 to i16
  store i16 %662, ptr %660, align 2
  %663 = add nsw i32 %j1186, 1
  br label %for.cond183, !llvm.loop !181

for.end185:                                       ; preds = %for.cond183
  %664 = add nsw i32 %i, 1
  br label %for.cond93, !llvm.loop !182

for.cond187:                                      ; preds = %if.end193, %for.end28
  %i190 = phi i32 [ 0, %for.end28 ], [ %681, %if.end193 ]
  %665 = icmp slt i32 %i190, 64
  br i1 %665, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %666 = icmp sle i32 0, %bz
  %667 = icmp slt i32 %bz, %BH
  %668 = and i1 %666, %667
  %669 = mul i32 %bx, 64
  %670 = add i32 %669, %i190
  %671 = icmp sle i32 0, %670
  %672 = mul i32 %bx, 64
  %673 = add i32 %672, %i190
  %674 = icmp slt i32 %673, %S
  %675 = and i1 %671, %674
  %676 = and i1 %668, %675
  br i1 %676, label %if.then191, label %if.else192

for.end189:                                       ; preds = %for.cond187
  ret void

if.then191:                                       ; preds = %for.body188
  %677 = sext i32 %BH to i64
  %678 = sext i32 %S to i64
  %679 = mul i64 %677, %678
  %680 = icmp sge i64 %679, 262144
  br i1 %680, label %if.then194, label %if.else195

if.else192:                                       ; preds = %for.body188
  br label %if.end193

if.end193:                                        ; preds = %if.else192, %if.end196
  %681 = add nsw i32 %i190, 1
  br label %for.cond187, !llvm.loop !183

if.then194:                                       ; preds = %if.then191
  br label %for.cond197

if.else195:                                       ; preds = %if.then191
  br label %for.cond203

if.end196:                                        ; preds = %for.end205, %for.end199
  br label %if.end193

for.cond197:                                      ; preds = %for.end202, %if.then194
  %tl_c2 = phi i32 [ 0, %if.then194 ], [ %722, %for.end202 ]
  %682 = icmp slt i32 %tl_c2, 1
  br i1 %682, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %tl_sb3 = mul i32 %tl_c2, 2048
  %683 = sub i32 64, %tl_sb3
  %684 = icmp slt i32 %683, 2048
  %685 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %684, i32 %685, i32 2048
  br label %for.cond200

for.end199:                                       ; preds = %for.cond197
  br label %if.end196

for.cond200:                                      ; preds = %for.body201, %for.body198
  %tl_c5 = phi i32 [ 0, %for.body198 ], [ %705, %for.body201 ]
  %686 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %686, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %687 = sext i32 %i190 to i64
  %688 = mul nsw i64 %687, 64
  %689 = add i32 %tl_sb3, %tl_c5
  %690 = add i32 0, %689
  %691 = sext i32 %690 to i64
  %692 = add nsw i64 %688, %691
  %693 = getelementptr inbounds float, ptr %acc_o, i64 %692
  %694 = load float, ptr %693, align 4
  %695 = sext i32 %i190 to i64
  %696 = getelementptr inbounds float, ptr %l, i64 %695
  %697 = load float, ptr %696, align 4
  %698 = fdiv float %694, %697
  %699 = fptrunc float %698 to half
  %700 = fpext half %699 to float
  %701 = sext i32 %tl_c5 to i64
  %702 = getelementptr inbounds i16, ptr %tl_stream0, i64 %701
  %703 = fptrunc float %700 to half
  %704 = bitcast half %703 to i16
  store i16 %704, ptr %702, align 2
  %705 = add nsw i32 %tl_c5, 1
  br label %for.cond200, !llvm.loop !184

for.end202:                                       ; preds = %for.cond200
  %706 = sext i32 %tl_sm4 to i64
  %707 = sext i32 %bz to i64
  %708 = sext i32 %S to i64
  %709 = mul nsw i64 %707, %708
  %710 = mul i32 %bx, 64
  %711 = add i32 %710, %i190
  %712 = sext i32 %711 to i64
  %713 = add nsw i64 %709, %712
  %714 = mul nsw i64 %713, 64
  %715 = add i32 %tl_sb3, 0
  %716 = add i32 0, %715
  %717 = sext i32 %716 to i64
  %718 = add nsw i64 %714, %717
  %719 = getelementptr inbounds i16, ptr %O, i64 %718
  %720 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %721 = mul i64 %706, 2
  call void @tilec_rt_stream(ptr %719, ptr %720, i64 %721)
  %722 = add nsw i32 %tl_c2, 1
  br label %for.cond197, !llvm.loop !185

for.cond203:                                      ; preds = %for.body204, %if.else195
  %d1 = phi i32 [ 0, %if.else195 ], [ %751, %for.body204 ]
  %723 = icmp slt i32 %d1, 64
  br i1 %723, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %724 = sext i32 %i190 to i64
  %725 = mul nsw i64 %724, 64
  %726 = add i32 0, %d1
  %727 = sext i32 %726 to i64
  %728 = add nsw i64 %725, %727
  %729 = getelementptr inbounds float, ptr %acc_o, i64 %728
  %730 = load float, ptr %729, align 4
  %731 = sext i32 %i190 to i64
  %732 = getelementptr inbounds float, ptr %l, i64 %731
  %733 = load float, ptr %732, align 4
  %734 = fdiv float %730, %733
  %735 = fptrunc float %734 to half
  %736 = fpext half %735 to float
  %737 = sext i32 %bz to i64
  %738 = sext i32 %S to i64
  %739 = mul nsw i64 %737, %738
  %740 = mul i32 %bx, 64
  %741 = add i32 %740, %i190
  %742 = sext i32 %741 to i64
  %743 = add nsw i64 %739, %742
  %744 = mul nsw i64 %743, 64
  %745 = add i32 0, %d1
  %746 = sext i32 %745 to i64
  %747 = add nsw i64 %744, %746
  %748 = getelementptr inbounds i16, ptr %O, i64 %747
  %749 = fptrunc float %736 to half
  %750 = bitcast half %749 to i16
  store i16 %750, ptr %748, align 2
  %751 = add nsw i32 %d1, 1
  br label %for.cond203, !llvm.loop !186

for.end205:                                       ; preds = %for.cond203
  br label %if.end196
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_preg_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_flash_attention_rows_preg(ptr %args, ptr %dims, ptr %self) #5 {
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
  br label %for.cond10

if.end:                                           ; preds = %for.end12, %for.end
  br label %for.cond18

for.cond:                                         ; preds = %for.end9, %if.then
  %i3 = phi i32 [ 0, %if.then ], [ %54, %for.end9 ]
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
  br label %for.cond7

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %30, %for.body5 ]
  %16 = icmp slt i32 %pf, 2
  br i1 %16, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %17 = sext i32 %bz to i64
  %18 = sext i32 %S to i64
  %19 = mul i64 %17, %18
  %20 = mul i32 %bx, 64
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
  br label %for.cond4, !llvm.loop !187

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
  %35 = mul i32 %bx, 64
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
  br label %for.cond7, !llvm.loop !188

for.end9:                                         ; preds = %for.cond7
  %54 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !189

for.cond10:                                       ; preds = %for.end16, %if.else
  %i313 = phi i32 [ 0, %if.else ], [ %73, %for.end16 ]
  %55 = icmp slt i32 %i313, 64
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
  %60 = mul i32 %bx, 64
  %61 = sext i32 %60 to i64
  %62 = sext i32 %i313 to i64
  %63 = add i64 %61, %62
  %64 = icmp sle i64 0, %63
  %65 = mul i32 %bx, 64
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
  br label %for.cond10, !llvm.loop !190

sel.then:                                         ; preds = %for.body15
  %74 = sext i32 %bz to i64
  %75 = sext i32 %S to i64
  %76 = mul nsw i64 %74, %75
  %77 = mul i32 %bx, 64
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
  br label %for.cond14, !llvm.loop !191

for.cond18:                                       ; preds = %for.end24, %if.end
  %i321 = phi i32 [ 0, %if.end ], [ %133, %for.end24 ]
  %97 = icmp slt i32 %i321, 64
  br i1 %97, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond22

for.end20:                                        ; preds = %for.cond18
  %98 = sext i32 %S to i64
  %99 = sdiv i64 %98, 64
  %100 = sub i64 0, %98
  %101 = select i1 false, i64 %100, i64 %99
  %102 = srem i64 %98, 64
  %103 = icmp ne i64 %102, 0
  %104 = icmp slt i64 %98, 0
  %105 = icmp eq i1 %104, false
  %106 = and i1 %103, %105
  %107 = zext i1 %106 to i64
  %108 = add i64 %101, %107
  %109 = trunc i64 %108 to i32
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
  br label %for.cond22, !llvm.loop !192

for.end24:                                        ; preds = %for.cond22
  %129 = sext i32 %i321 to i64
  %130 = getelementptr inbounds float, ptr %l, i64 %129
  store float 0.000000e+00, ptr %130, align 4
  %131 = sext i32 %i321 to i64
  %132 = getelementptr inbounds float, ptr %m, i64 %131
  store float 0xFFF0000000000000, ptr %132, align 4
  %133 = add nsw i32 %i321, 1
  br label %for.cond18, !llvm.loop !193

for.cond26:                                       ; preds = %for.end95, %for.end20
  %kb = phi i32 [ 0, %for.end20 ], [ %339, %for.end95 ]
  %134 = icmp slt i32 %kb, %109
  br i1 %134, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %135 = sext i32 %bz to i64
  %136 = add i64 %135, 1
  %137 = sext i32 %BH to i64
  %138 = icmp sle i64 %136, %137
  %139 = mul i32 %kb, 64
  %140 = icmp sle i32 0, %139
  %141 = mul i32 %kb, 64
  %142 = sext i32 %141 to i64
  %143 = add i64 %142, 64
  %144 = sext i32 %S to i64
  %145 = icmp sle i64 %143, %144
  %146 = and i1 %140, %145
  %147 = and i1 %138, %146
  br i1 %147, label %if.then29, label %if.else30

for.end28:                                        ; preds = %for.cond26
  br label %for.cond187

if.then29:                                        ; preds = %for.body27
  br label %for.cond32

if.else30:                                        ; preds = %for.body27
  br label %for.cond46

if.end31:                                         ; preds = %for.end48, %for.end34
  %148 = sext i32 %bz to i64
  %149 = add i64 %148, 1
  %150 = sext i32 %BH to i64
  %151 = icmp sle i64 %149, %150
  %152 = mul i32 %kb, 64
  %153 = icmp sle i32 0, %152
  %154 = mul i32 %kb, 64
  %155 = sext i32 %154 to i64
  %156 = add i64 %155, 64
  %157 = sext i32 %S to i64
  %158 = icmp sle i64 %156, %157
  %159 = and i1 %153, %158
  %160 = and i1 %151, %159
  br i1 %160, label %if.then57, label %if.else58

for.cond32:                                       ; preds = %for.end44, %if.then29
  %i335 = phi i32 [ 0, %if.then29 ], [ %202, %for.end44 ]
  %161 = icmp slt i32 %i335, 64
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
  %169 = mul i32 %168, 64
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
  br label %for.cond39, !llvm.loop !194

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
  %183 = mul i32 %kb, 64
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
  br label %for.cond42, !llvm.loop !195

for.end44:                                        ; preds = %for.cond42
  %202 = add nsw i32 %i335, 1
  br label %for.cond32, !llvm.loop !196

for.cond46:                                       ; preds = %for.end52, %if.else30
  %i349 = phi i32 [ 0, %if.else30 ], [ %221, %for.end52 ]
  %203 = icmp slt i32 %i349, 64
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
  %208 = mul i32 %kb, 64
  %209 = sext i32 %208 to i64
  %210 = sext i32 %i349 to i64
  %211 = add i64 %209, %210
  %212 = icmp sle i64 0, %211
  %213 = mul i32 %kb, 64
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
  br label %for.cond46, !llvm.loop !197

sel.then54:                                       ; preds = %for.body51
  %222 = sext i32 %bz to i64
  %223 = sext i32 %S to i64
  %224 = mul nsw i64 %222, %223
  %225 = mul i32 %kb, 64
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
  br label %for.cond50, !llvm.loop !198

if.then57:                                        ; preds = %if.end31
  br label %for.cond60

if.else58:                                        ; preds = %if.end31
  br label %for.cond74

if.end59:                                         ; preds = %for.end76, %for.end62
  br label %for.cond85

for.cond60:                                       ; preds = %for.end72, %if.then57
  %i363 = phi i32 [ 0, %if.then57 ], [ %286, %for.end72 ]
  %245 = icmp slt i32 %i363, 64
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
  %253 = mul i32 %252, 64
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
  br label %for.cond67, !llvm.loop !199

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
  %267 = mul i32 %kb, 64
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
  br label %for.cond70, !llvm.loop !200

for.end72:                                        ; preds = %for.cond70
  %286 = add nsw i32 %i363, 1
  br label %for.cond60, !llvm.loop !201

for.cond74:                                       ; preds = %for.end80, %if.else58
  %i377 = phi i32 [ 0, %if.else58 ], [ %305, %for.end80 ]
  %287 = icmp slt i32 %i377, 64
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
  %292 = mul i32 %kb, 64
  %293 = sext i32 %292 to i64
  %294 = sext i32 %i377 to i64
  %295 = add i64 %293, %294
  %296 = icmp sle i64 0, %295
  %297 = mul i32 %kb, 64
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
  br label %for.cond74, !llvm.loop !202

sel.then82:                                       ; preds = %for.body79
  %306 = sext i32 %bz to i64
  %307 = sext i32 %S to i64
  %308 = mul nsw i64 %306, %307
  %309 = mul i32 %kb, 64
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
  br label %for.cond78, !llvm.loop !203

for.cond85:                                       ; preds = %for.end91, %if.end59
  %i388 = phi i32 [ 0, %if.end59 ], [ %337, %for.end91 ]
  %329 = icmp slt i32 %i388, 64
  br i1 %329, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond89

for.end87:                                        ; preds = %for.cond85
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 64)
  br label %for.cond93

for.cond89:                                       ; preds = %for.body90, %for.body86
  %j192 = phi i32 [ 0, %for.body86 ], [ %336, %for.body90 ]
  %330 = icmp slt i32 %j192, 64
  br i1 %330, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %331 = sext i32 %i388 to i64
  %332 = mul nsw i64 %331, 64
  %333 = sext i32 %j192 to i64
  %334 = add nsw i64 %332, %333
  %335 = getelementptr inbounds float, ptr %acc_s, i64 %334
  store float 0.000000e+00, ptr %335, align 4
  %336 = add nsw i32 %j192, 1
  br label %for.cond89, !llvm.loop !204

for.end91:                                        ; preds = %for.cond89
  %337 = add nsw i32 %i388, 1
  br label %for.cond85, !llvm.loop !205

for.cond93:                                       ; preds = %for.end185, %for.end87
  %i = phi i32 [ 0, %for.end87 ], [ %664, %for.end185 ]
  %338 = icmp slt i32 %i, 64
  br i1 %338, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond96

for.end95:                                        ; preds = %for.cond93
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %P_s, i32 64, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %339 = add nsw i32 %kb, 1
  br label %for.cond26, !llvm.loop !206

for.cond96:                                       ; preds = %for.body97, %for.body94
  %j = phi i32 [ 0, %for.body94 ], [ %358, %for.body97 ]
  %340 = icmp slt i32 %j, 64
  br i1 %340, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %341 = mul i32 %kb, 64
  %342 = add i32 %341, %j
  %343 = icmp slt i32 %342, %S
  %344 = sext i32 %i to i64
  %345 = mul nsw i64 %344, 64
  %346 = sext i32 %j to i64
  %347 = add nsw i64 %345, %346
  %348 = call i64 @llvm.umin.i64(i64 %347, i64 4095)
  %349 = getelementptr inbounds float, ptr %acc_s, i64 %348
  %350 = load float, ptr %349, align 4
  %351 = fmul float %350, 1.250000e-01
  %352 = select i1 %343, float %351, float 0xFFF0000000000000
  %353 = sext i32 %i to i64
  %354 = mul nsw i64 %353, 64
  %355 = sext i32 %j to i64
  %356 = add nsw i64 %354, %355
  %357 = getelementptr inbounds float, ptr %acc_s, i64 %356
  store float %352, ptr %357, align 4
  %358 = add nsw i32 %j, 1
  br label %for.cond96, !llvm.loop !207

for.end98:                                        ; preds = %for.cond96
  %359 = sext i32 %i to i64
  %360 = getelementptr inbounds float, ptr %m, i64 %359
  %361 = load float, ptr %360, align 4
  %362 = sext i32 %i to i64
  %363 = getelementptr inbounds float, ptr %m_prev, i64 %362
  store float %361, ptr %363, align 4
  %364 = sext i32 %i to i64
  %365 = getelementptr inbounds float, ptr %m, i64 %364
  %tl_dst0 = load float, ptr %365, align 4
  br label %for.cond99

for.cond99:                                       ; preds = %for.body100, %for.end98
  %lane = phi i32 [ 0, %for.end98 ], [ %390, %for.body100 ]
  %366 = icmp slt i32 %lane, 32
  br i1 %366, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %367 = sext i32 %i to i64
  %368 = mul nsw i64 %367, 64
  %369 = sext i32 %lane to i64
  %370 = add nsw i64 %368, %369
  %371 = getelementptr inbounds float, ptr %acc_s, i64 %370
  %372 = load float, ptr %371, align 4
  %373 = sext i32 %i to i64
  %374 = mul nsw i64 %373, 64
  %375 = sext i32 %lane to i64
  %376 = add nsw i64 %374, %375
  %377 = getelementptr inbounds float, ptr %acc_s, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = fcmp une float %372, %378
  %380 = sext i32 %i to i64
  %381 = mul nsw i64 %380, 64
  %382 = sext i32 %lane to i64
  %383 = add nsw i64 %381, %382
  %384 = call i64 @llvm.umin.i64(i64 %383, i64 4095)
  %385 = getelementptr inbounds float, ptr %acc_s, i64 %384
  %386 = load float, ptr %385, align 4
  %387 = select i1 %379, float 0xFFF0000000000000, float %386
  %388 = sext i32 %lane to i64
  %389 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %388
  store float %387, ptr %389, align 4
  %390 = add nsw i32 %lane, 1
  br label %for.cond99, !llvm.loop !208

for.end101:                                       ; preds = %for.cond99
  br label %for.cond102

for.cond102:                                      ; preds = %for.end107, %for.end101
  %red = phi i32 [ 0, %for.end101 ], [ %408, %for.end107 ]
  %391 = icmp slt i32 %red, 1
  br i1 %391, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  br label %for.cond105

for.end104:                                       ; preds = %for.cond102
  br label %for.cond109

for.cond105:                                      ; preds = %for.body106, %for.body103
  %lane108 = phi i32 [ 0, %for.body103 ], [ %407, %for.body106 ]
  %392 = icmp slt i32 %lane108, 32
  br i1 %392, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %393 = sext i32 %lane108 to i64
  %394 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %393
  %lane_acc = load float, ptr %394, align 4
  %395 = sext i32 %i to i64
  %396 = mul nsw i64 %395, 64
  %397 = add i32 %red, 1
  %398 = mul i32 %397, 32
  %399 = add i32 %398, %lane108
  %400 = sext i32 %399 to i64
  %401 = add nsw i64 %396, %400
  %402 = getelementptr inbounds float, ptr %acc_s, i64 %401
  %lane_next = load float, ptr %402, align 4
  %403 = fcmp ogt float %lane_next, %lane_acc
  %404 = select i1 %403, float %lane_next, float %lane_acc
  %405 = sext i32 %lane108 to i64
  %406 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %405
  store float %404, ptr %406, align 4
  %407 = add nsw i32 %lane108, 1
  br label %for.cond105, !llvm.loop !209

for.end107:                                       ; preds = %for.cond105
  %408 = add nsw i32 %red, 1
  br label %for.cond102, !llvm.loop !210

for.cond109:                                      ; preds = %for.body110, %for.end104
  %lane112 = phi i32 [ 0, %for.end104 ], [ %419, %for.body110 ]
  %409 = icmp slt i32 %lane112, 16
  br i1 %409, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %410 = sext i32 %lane112 to i64
  %411 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %410
  %lane_acc113 = load float, ptr %411, align 4
  %412 = add i32 %lane112, 16
  %413 = sext i32 %412 to i64
  %414 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %413
  %lane_next114 = load float, ptr %414, align 4
  %415 = fcmp ogt float %lane_next114, %lane_acc113
  %416 = select i1 %415, float %lane_next114, float %lane_acc113
  %417 = sext i32 %lane112 to i64
  %418 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %417
  store float %416, ptr %418, align 4
  %419 = add nsw i32 %lane112, 1
  br label %for.cond109, !llvm.loop !211

for.end111:                                       ; preds = %for.cond109
  br label %for.cond115

for.cond115:                                      ; preds = %for.body116, %for.end111
  %lane118 = phi i32 [ 0, %for.end111 ], [ %430, %for.body116 ]
  %420 = icmp slt i32 %lane118, 8
  br i1 %420, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %421 = sext i32 %lane118 to i64
  %422 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %421
  %lane_acc119 = load float, ptr %422, align 4
  %423 = add i32 %lane118, 8
  %424 = sext i32 %423 to i64
  %425 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %424
  %lane_next120 = load float, ptr %425, align 4
  %426 = fcmp ogt float %lane_next120, %lane_acc119
  %427 = select i1 %426, float %lane_next120, float %lane_acc119
  %428 = sext i32 %lane118 to i64
  %429 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %428
  store float %427, ptr %429, align 4
  %430 = add nsw i32 %lane118, 1
  br label %for.cond115, !llvm.loop !212

for.end117:                                       ; preds = %for.cond115
  br label %for.cond121

for.cond121:                                      ; preds = %for.body122, %for.end117
  %lane124 = phi i32 [ 0, %for.end117 ], [ %441, %for.body122 ]
  %431 = icmp slt i32 %lane124, 4
  br i1 %431, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %432 = sext i32 %lane124 to i64
  %433 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %432
  %lane_acc125 = load float, ptr %433, align 4
  %434 = add i32 %lane124, 4
  %435 = sext i32 %434 to i64
  %436 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %435
  %lane_next126 = load float, ptr %436, align 4
  %437 = fcmp ogt float %lane_next126, %lane_acc125
  %438 = select i1 %437, float %lane_next126, float %lane_acc125
  %439 = sext i32 %lane124 to i64
  %440 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %439
  store float %438, ptr %440, align 4
  %441 = add nsw i32 %lane124, 1
  br label %for.cond121, !llvm.loop !213

for.end123:                                       ; preds = %for.cond121
  br label %for.cond127

for.cond127:                                      ; preds = %for.body128, %for.end123
  %lane130 = phi i32 [ 0, %for.end123 ], [ %452, %for.body128 ]
  %442 = icmp slt i32 %lane130, 2
  br i1 %442, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %443 = sext i32 %lane130 to i64
  %444 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %443
  %lane_acc131 = load float, ptr %444, align 4
  %445 = add i32 %lane130, 2
  %446 = sext i32 %445 to i64
  %447 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %446
  %lane_next132 = load float, ptr %447, align 4
  %448 = fcmp ogt float %lane_next132, %lane_acc131
  %449 = select i1 %448, float %lane_next132, float %lane_acc131
  %450 = sext i32 %lane130 to i64
  %451 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %450
  store float %449, ptr %451, align 4
  %452 = add nsw i32 %lane130, 1
  br label %for.cond127, !llvm.loop !214

for.end129:                                       ; preds = %for.cond127
  br label %for.cond133

for.cond133:                                      ; preds = %for.body134, %for.end129
  %lane136 = phi i32 [ 0, %for.end129 ], [ %463, %for.body134 ]
  %453 = icmp slt i32 %lane136, 1
  br i1 %453, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %454 = sext i32 %lane136 to i64
  %455 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %454
  %lane_acc137 = load float, ptr %455, align 4
  %456 = add i32 %lane136, 1
  %457 = sext i32 %456 to i64
  %458 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %457
  %lane_next138 = load float, ptr %458, align 4
  %459 = fcmp ogt float %lane_next138, %lane_acc137
  %460 = select i1 %459, float %lane_next138, float %lane_acc137
  %461 = sext i32 %lane136 to i64
  %462 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %461
  store float %460, ptr %462, align 4
  %463 = add nsw i32 %lane136, 1
  br label %for.cond133, !llvm.loop !215

for.end135:                                       ; preds = %for.cond133
  %464 = sext i32 %i to i64
  %465 = getelementptr inbounds float, ptr %m, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %468 = load float, ptr %467, align 4
  %469 = call float @llvm.maxnum.f32(float %466, float %468)
  %470 = sext i32 %i to i64
  %471 = getelementptr inbounds float, ptr %m, i64 %470
  store float %469, ptr %471, align 4
  %472 = sext i32 %i to i64
  %473 = getelementptr inbounds float, ptr %m, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = fcmp oeq float %474, 0xFFF0000000000000
  %476 = fcmp une float %tl_dst0, %tl_dst0
  %477 = and i1 %475, %476
  br i1 %477, label %if.then139, label %if.else140

if.then139:                                       ; preds = %for.end135
  %478 = sext i32 %i to i64
  %479 = getelementptr inbounds float, ptr %m, i64 %478
  store float %tl_dst0, ptr %479, align 4
  br label %for.cond142

if.else140:                                       ; preds = %for.end135
  br label %if.end141

if.end141:                                        ; preds = %if.else140, %for.end144
  br label %for.cond146

for.cond142:                                      ; preds = %for.body143, %if.then139
  %red145 = phi i32 [ 0, %if.then139 ], [ %493, %for.body143 ]
  %480 = icmp slt i32 %red145, 64
  br i1 %480, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %481 = sext i32 %i to i64
  %482 = getelementptr inbounds float, ptr %m, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = sext i32 %i to i64
  %485 = mul nsw i64 %484, 64
  %486 = sext i32 %red145 to i64
  %487 = add nsw i64 %485, %486
  %488 = getelementptr inbounds float, ptr %acc_s, i64 %487
  %489 = load float, ptr %488, align 4
  %490 = call float @llvm.maxnum.f32(float %483, float %489)
  %491 = sext i32 %i to i64
  %492 = getelementptr inbounds float, ptr %m, i64 %491
  store float %490, ptr %492, align 4
  %493 = add nsw i32 %red145, 1
  br label %for.cond142, !llvm.loop !216

for.end144:                                       ; preds = %for.cond142
  br label %if.end141

for.cond146:                                      ; preds = %for.body147, %if.end141
  %j149 = phi i32 [ 0, %if.end141 ], [ %511, %for.body147 ]
  %494 = icmp slt i32 %j149, 64
  br i1 %494, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %495 = sext i32 %i to i64
  %496 = mul nsw i64 %495, 64
  %497 = sext i32 %j149 to i64
  %498 = add nsw i64 %496, %497
  %499 = getelementptr inbounds float, ptr %acc_s, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = sext i32 %i to i64
  %502 = getelementptr inbounds float, ptr %m, i64 %501
  %503 = load float, ptr %502, align 4
  %504 = fsub float %500, %503
  %505 = call float @tilec_expf_nonpos(float %504)
  %506 = sext i32 %i to i64
  %507 = mul nsw i64 %506, 64
  %508 = sext i32 %j149 to i64
  %509 = add nsw i64 %507, %508
  %510 = getelementptr inbounds float, ptr %acc_s, i64 %509
  store float %505, ptr %510, align 4
  %511 = add nsw i32 %j149, 1
  br label %for.cond146, !llvm.loop !217

for.end148:                                       ; preds = %for.cond146
  br label %for.cond150

for.cond150:                                      ; preds = %for.body151, %for.end148
  %lane1 = phi i32 [ 0, %for.end148 ], [ %521, %for.body151 ]
  %512 = icmp slt i32 %lane1, 32
  br i1 %512, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %513 = sext i32 %i to i64
  %514 = mul nsw i64 %513, 64
  %515 = sext i32 %lane1 to i64
  %516 = add nsw i64 %514, %515
  %517 = getelementptr inbounds float, ptr %acc_s, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = sext i32 %lane1 to i64
  %520 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %519
  store float %518, ptr %520, align 4
  %521 = add nsw i32 %lane1, 1
  br label %for.cond150, !llvm.loop !218

for.end152:                                       ; preds = %for.cond150
  br label %for.cond153

for.cond153:                                      ; preds = %for.end158, %for.end152
  %red1 = phi i32 [ 0, %for.end152 ], [ %540, %for.end158 ]
  %522 = icmp slt i32 %red1, 1
  br i1 %522, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  br label %for.cond156

for.end155:                                       ; preds = %for.cond153
  br label %for.cond160

for.cond156:                                      ; preds = %for.body157, %for.body154
  %lane1159 = phi i32 [ 0, %for.body154 ], [ %539, %for.body157 ]
  %523 = icmp slt i32 %lane1159, 32
  br i1 %523, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %524 = sext i32 %lane1159 to i64
  %525 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %524
  %526 = load float, ptr %525, align 4
  %527 = sext i32 %i to i64
  %528 = mul nsw i64 %527, 64
  %529 = add i32 %red1, 1
  %530 = mul i32 %529, 32
  %531 = add i32 %530, %lane1159
  %532 = sext i32 %531 to i64
  %533 = add nsw i64 %528, %532
  %534 = getelementptr inbounds float, ptr %acc_s, i64 %533
  %535 = load float, ptr %534, align 4
  %536 = fadd float %526, %535
  %537 = sext i32 %lane1159 to i64
  %538 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %537
  store float %536, ptr %538, align 4
  %539 = add nsw i32 %lane1159, 1
  br label %for.cond156, !llvm.loop !219

for.end158:                                       ; preds = %for.cond156
  %540 = add nsw i32 %red1, 1
  br label %for.cond153, !llvm.loop !220

for.cond160:                                      ; preds = %for.body161, %for.end155
  %lane1163 = phi i32 [ 0, %for.end155 ], [ %552, %for.body161 ]
  %541 = icmp slt i32 %lane1163, 16
  br i1 %541, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  %542 = sext i32 %lane1163 to i64
  %543 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %542
  %544 = load float, ptr %543, align 4
  %545 = add i32 %lane1163, 16
  %546 = sext i32 %545 to i64
  %547 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = fadd float %544, %548
  %550 = sext i32 %lane1163 to i64
  %551 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %550
  store float %549, ptr %551, align 4
  %552 = add nsw i32 %lane1163, 1
  br label %for.cond160, !llvm.loop !221

for.end162:                                       ; preds = %for.cond160
  br label %for.cond164

for.cond164:                                      ; preds = %for.body165, %for.end162
  %lane1167 = phi i32 [ 0, %for.end162 ], [ %564, %for.body165 ]
  %553 = icmp slt i32 %lane1167, 8
  br i1 %553, label %for.body165, label %for.end166

for.body165:                                      ; preds = %for.cond164
  %554 = sext i32 %lane1167 to i64
  %555 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %554
  %556 = load float, ptr %555, align 4
  %557 = add i32 %lane1167, 8
  %558 = sext i32 %557 to i64
  %559 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %558
  %560 = load float, ptr %559, align 4
  %561 = fadd float %556, %560
  %562 = sext i32 %lane1167 to i64
  %563 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %562
  store float %561, ptr %563, align 4
  %564 = add nsw i32 %lane1167, 1
  br label %for.cond164, !llvm.loop !222

for.end166:                                       ; preds = %for.cond164
  br label %for.cond168

for.cond168:                                      ; preds = %for.body169, %for.end166
  %lane1171 = phi i32 [ 0, %for.end166 ], [ %576, %for.body169 ]
  %565 = icmp slt i32 %lane1171, 4
  br i1 %565, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %566 = sext i32 %lane1171 to i64
  %567 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = add i32 %lane1171, 4
  %570 = sext i32 %569 to i64
  %571 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %570
  %572 = load float, ptr %571, align 4
  %573 = fadd float %568, %572
  %574 = sext i32 %lane1171 to i64
  %575 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %574
  store float %573, ptr %575, align 4
  %576 = add nsw i32 %lane1171, 1
  br label %for.cond168, !llvm.loop !223

for.end170:                                       ; preds = %for.cond168
  br label %for.cond172

for.cond172:                                      ; preds = %for.body173, %for.end170
  %lane1175 = phi i32 [ 0, %for.end170 ], [ %588, %for.body173 ]
  %577 = icmp slt i32 %lane1175, 2
  br i1 %577, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %578 = sext i32 %lane1175 to i64
  %579 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %578
  %580 = load float, ptr %579, align 4
  %581 = add i32 %lane1175, 2
  %582 = sext i32 %581 to i64
  %583 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %582
  %584 = load float, ptr %583, align 4
  %585 = fadd float %580, %584
  %586 = sext i32 %lane1175 to i64
  %587 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %586
  store float %585, ptr %587, align 4
  %588 = add nsw i32 %lane1175, 1
  br label %for.cond172, !llvm.loop !224

for.end174:                                       ; preds = %for.cond172
  br label %for.cond176

for.cond176:                                      ; preds = %for.body177, %for.end174
  %lane1179 = phi i32 [ 0, %for.end174 ], [ %600, %for.body177 ]
  %589 = icmp slt i32 %lane1179, 1
  br i1 %589, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %590 = sext i32 %lane1179 to i64
  %591 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %590
  %592 = load float, ptr %591, align 4
  %593 = add i32 %lane1179, 1
  %594 = sext i32 %593 to i64
  %595 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %594
  %596 = load float, ptr %595, align 4
  %597 = fadd float %592, %596
  %598 = sext i32 %lane1179 to i64
  %599 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %598
  store float %597, ptr %599, align 4
  %600 = add nsw i32 %lane1179, 1
  br label %for.cond176, !llvm.loop !225

for.end178:                                       ; preds = %for.cond176
  %601 = sext i32 %i to i64
  %602 = getelementptr inbounds float, ptr %row_sum, i64 %601
  store float 0.000000e+00, ptr %602, align 4
  %603 = sext i32 %i to i64
  %604 = getelementptr inbounds float, ptr %row_sum, i64 %603
  %605 = load float, ptr %604, align 4
  %606 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %607 = load float, ptr %606, align 4
  %608 = fadd float %605, %607
  %609 = sext i32 %i to i64
  %610 = getelementptr inbounds float, ptr %row_sum, i64 %609
  store float %608, ptr %610, align 4
  %611 = sext i32 %i to i64
  %612 = getelementptr inbounds float, ptr %m_prev, i64 %611
  %613 = load float, ptr %612, align 4
  %614 = sext i32 %i to i64
  %615 = getelementptr inbounds float, ptr %m, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = fsub float %613, %616
  %alpha = call float @tilec_expf(float %617)
  %618 = sext i32 %i to i64
  %619 = getelementptr inbounds float, ptr %l, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = fmul float %620, %alpha
  %622 = sext i32 %i to i64
  %623 = getelementptr inbounds float, ptr %row_sum, i64 %622
  %624 = load float, ptr %623, align 4
  %625 = fadd float %621, %624
  %626 = sext i32 %i to i64
  %627 = getelementptr inbounds float, ptr %l, i64 %626
  store float %625, ptr %627, align 4
  %628 = sext i32 %i to i64
  %629 = getelementptr inbounds float, ptr %m_prev, i64 %628
  store float %alpha, ptr %629, align 4
  br label %for.cond180

for.cond180:                                      ; preds = %for.body181, %for.end178
  %d = phi i32 [ 0, %for.end178 ], [ %646, %for.body181 ]
  %630 = icmp slt i32 %d, 64
  br i1 %630, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %631 = sext i32 %i to i64
  %632 = mul nsw i64 %631, 64
  %633 = sext i32 %d to i64
  %634 = add nsw i64 %632, %633
  %635 = getelementptr inbounds float, ptr %acc_o, i64 %634
  %636 = load float, ptr %635, align 4
  %637 = sext i32 %i to i64
  %638 = getelementptr inbounds float, ptr %m_prev, i64 %637
  %639 = load float, ptr %638, align 4
  %640 = fmul float %636, %639
  %641 = sext i32 %i to i64
  %642 = mul nsw i64 %641, 64
  %643 = sext i32 %d to i64
  %644 = add nsw i64 %642, %643
  %645 = getelementptr inbounds float, ptr %acc_o, i64 %644
  store float %640, ptr %645, align 4
  %646 = add nsw i32 %d, 1
  br label %for.cond180, !llvm.loop !226

for.end182:                                       ; preds = %for.cond180
  br label %for.cond183

for.cond183:                                      ; preds = %for.body184, %for.end182
  %j1186 = phi i32 [ 0, %for.end182 ], [ %663, %for.body184 ]
  %647 = icmp slt i32 %j1186, 64
  br i1 %647, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %648 = sext i32 %i to i64
  %649 = mul nsw i64 %648, 64
  %650 = sext i32 %j1186 to i64
  %651 = add nsw i64 %649, %650
  %652 = getelementptr inbounds float, ptr %acc_s, i64 %651
  %653 = load float, ptr %652, align 4
  %654 = fptrunc float %653 to half
  %655 = fpext half %654 to float
  %656 = sext i32 %i to i64
  %657 = mul nsw i64 %656, 64
  %658 = sext i32 %j1186 to i64
  %659 = add nsw i64 %657, %658
  %660 = getelementptr inbounds i16, ptr %P_s, i64 %659
  %661 = fptrunc float %655 to half
  %662 = bitcast half %661 to i16
  store i16 %662, ptr %660, align 2
  %663 = add nsw i32 %j1186, 1
  br label %for.cond183, !llvm.loop !227

for.end185:                                       ; preds = %for.cond183
  %664 = add nsw i32 %i, 1
  br label %for.cond93, !llvm.loop !228

for.cond187:                                      ; preds = %if.end193, %for.end28
  %i190 = phi i32 [ 0, %for.end28 ], [ %681, %if.end193 ]
  %665 = icmp slt i32 %i190, 64
  br i1 %665, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %666 = icmp sle i32 0, %bz
  %667 = icmp slt i32 %bz, %BH
  %668 = and i1 %666, %667
  %669 = mul i32 %bx, 64
  %670 = add i32 %669, %i190
  %671 = icmp sle i32 0, %670
  %672 = mul i32 %bx, 64
  %673 = add i32 %672, %i190
  %674 = icmp slt i32 %673, %S
  %675 = and i1 %671, %674
  %676 = and i1 %668, %675
  br i1 %676, label %if.then191, label %if.else192

for.end189:                                       ; preds = %for.cond187
  ret void

if.then191:                                       ; preds = %for.body188
  %677 = sext i32 %BH to i64
  %678 = sext i32 %S to i64
  %679 = mul i64 %677, %678
  %680 = icmp sge i64 %679, 262144
  br i1 %680, label %if.then194, label %if.else195

if.else192:                                       ; preds = %for.body188
  br label %if.end193

if.end193:                                        ; preds = %if.else192, %if.end196
  %681 = add nsw i32 %i190, 1
  br label %for.cond187, !llvm.loop !229

if.then194:                                       ; preds = %if.then191
  br label %for.cond197

if.else195:                                       ; preds = %if.then191
  br label %for.cond203

if.end196:                                        ; preds = %for.end205, %for.end199
  br label %if.end193

for.cond197:                                      ; preds = %for.end202, %if.then194
  %tl_c2 = phi i32 [ 0, %if.then194 ], [ %722, %for.end202 ]
  %682 = icmp slt i32 %tl_c2, 1
  br i1 %682, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %tl_sb3 = mul i32 %tl_c2, 2048
  %683 = sub i32 64, %tl_sb3
  %684 = icmp slt i32 %683, 2048
  %685 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %684, i32 %685, i32 2048
  br label %for.cond200

for.end199:                                       ; preds = %for.cond197
  br label %if.end196

for.cond200:                                      ; preds = %for.body201, %for.body198
  %tl_c5 = phi i32 [ 0, %for.body198 ], [ %705, %for.body201 ]
  %686 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %686, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %687 = sext i32 %i190 to i64
  %688 = mul nsw i64 %687, 64
  %689 = add i32 %tl_sb3, %tl_c5
  %690 = add i32 0, %689
  %691 = sext i32 %690 to i64
  %692 = add nsw i64 %688, %691
  %693 = getelementptr inbounds float, ptr %acc_o, i64 %692
  %694 = load float, ptr %693, align 4
  %695 = sext i32 %i190 to i64
  %696 = getelementptr inbounds float, ptr %l, i64 %695
  %697 = load float, ptr %696, align 4
  %698 = fdiv float %694, %697
  %699 = fptrunc float %698 to half
  %700 = fpext half %699 to float
  %701 = sext i32 %tl_c5 to i64
  %702 = getelementptr inbounds i16, ptr %tl_stream0, i64 %701
  %703 = fptrunc float %700 to half
  %704 = bitcast half %703 to i16
  store i16 %704, ptr %702, align 2
  %705 = add nsw i32 %tl_c5, 1
  br label %for.cond200, !llvm.loop !230

for.end202:                                       ; preds = %for.cond200
  %706 = sext i32 %tl_sm4 to i64
  %707 = sext i32 %bz to i64
  %708 = sext i32 %S to i64
  %709 = mul nsw i64 %707, %708
  %710 = mul i32 %bx, 64
  %711 = add i32 %710, %i190
  %712 = sext i32 %711 to i64
  %713 = add nsw i64 %709, %712
  %714 = mul nsw i64 %713, 64
  %715 = add i32 %tl_sb3, 0
  %716 = add i32 0, %715
  %717 = sext i32 %716 to i64
  %718 = add nsw i64 %714, %717
  %719 = getelementptr inbounds i16, ptr %O, i64 %718
  %720 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %721 = mul i64 %706, 2
  call void @tilec_rt_stream(ptr %719, ptr %720, i64 %721)
  %722 = add nsw i32 %tl_c2, 1
  br label %for.cond197, !llvm.loop !231

for.cond203:                                      ; preds = %for.body204, %if.else195
  %d1 = phi i32 [ 0, %if.else195 ], [ %751, %for.body204 ]
  %723 = icmp slt i32 %d1, 64
  br i1 %723, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %724 = sext i32 %i190 to i64
  %725 = mul nsw i64 %724, 64
  %726 = add i32 0, %d1
  %727 = sext i32 %726 to i64
  %728 = add nsw i64 %725, %727
  %729 = getelementptr inbounds float, ptr %acc_o, i64 %728
  %730 = load float, ptr %729, align 4
  %731 = sext i32 %i190 to i64
  %732 = getelementptr inbounds float, ptr %l, i64 %731
  %733 = load float, ptr %732, align 4
  %734 = fdiv float %730, %733
  %735 = fptrunc float %734 to half
  %736 = fpext half %735 to float
  %737 = sext i32 %bz to i64
  %738 = sext i32 %S to i64
  %739 = mul nsw i64 %737, %738
  %740 = mul i32 %bx, 64
  %741 = add i32 %740, %i190
  %742 = sext i32 %741 to i64
  %743 = add nsw i64 %739, %742
  %744 = mul nsw i64 %743, 64
  %745 = add i32 0, %d1
  %746 = sext i32 %745 to i64
  %747 = add nsw i64 %744, %746
  %748 = getelementptr inbounds i16, ptr %O, i64 %747
  %749 = fptrunc float %736 to half
  %750 = bitcast half %749 to i16
  store i16 %750, ptr %748, align 2
  %751 = add nsw i32 %d1, 1
  br label %for.cond203, !llvm.loop !232

for.end205:                                       ; preds = %for.cond203
  br label %if.end196
}

; Function Attrs: nounwind
define internal void @flash_attention_rows_qpreg_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_flash_attention_rows_qpreg(ptr %args, ptr %dims, ptr %self) #5 {
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
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !3}
!51 = distinct !{!51, !1, !5}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !3}
!54 = distinct !{!54, !1, !3}
!55 = distinct !{!55, !1, !5}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !3}
!58 = distinct !{!58, !1, !5}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1, !3}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !3}
!63 = distinct !{!63, !1, !5}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !3}
!66 = distinct !{!66, !1, !3}
!67 = distinct !{!67, !1, !5}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1, !3}
!70 = distinct !{!70, !1, !3}
!71 = distinct !{!71, !1, !3}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1, !3}
!80 = distinct !{!80, !1, !3}
!81 = distinct !{!81, !1, !3}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1, !3}
!89 = distinct !{!89, !1, !3}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1, !3}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1, !3}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1, !3}
!97 = distinct !{!97, !1, !5}
!98 = distinct !{!98, !1}
!99 = distinct !{!99, !1, !3}
!100 = distinct !{!100, !1, !3}
!101 = distinct !{!101, !1, !5}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1, !3}
!104 = distinct !{!104, !1, !5}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1, !3}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1, !3}
!109 = distinct !{!109, !1, !5}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1, !3}
!112 = distinct !{!112, !1, !3}
!113 = distinct !{!113, !1, !5}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1, !3}
!116 = distinct !{!116, !1, !3}
!117 = distinct !{!117, !1, !3}
!118 = distinct !{!118, !1}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1, !3}
!126 = distinct !{!126, !1, !3}
!127 = distinct !{!127, !1, !3}
!128 = distinct !{!128, !1}
!129 = distinct !{!129, !1}
!130 = distinct !{!130, !1}
!131 = distinct !{!131, !1}
!132 = distinct !{!132, !1}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1, !3}
!135 = distinct !{!135, !1, !3}
!136 = distinct !{!136, !1}
!137 = distinct !{!137, !1}
!138 = distinct !{!138, !1, !3}
!139 = distinct !{!139, !1}
!140 = distinct !{!140, !1, !3}
!141 = distinct !{!141, !1}
!142 = distinct !{!142, !1, !3}
!143 = distinct !{!143, !1, !5}
!144 = distinct !{!144, !1}
!145 = distinct !{!145, !1, !3}
!146 = distinct !{!146, !1, !3}
!147 = distinct !{!147, !1, !5}
!148 = distinct !{!148, !1}
!149 = distinct !{!149, !1, !3}
!150 = distinct !{!150, !1, !5}
!151 = distinct !{!151, !1}
!152 = distinct !{!152, !1, !3}
!153 = distinct !{!153, !1}
!154 = distinct !{!154, !1, !3}
!155 = distinct !{!155, !1, !5}
!156 = distinct !{!156, !1}
!157 = distinct !{!157, !1, !3}
!158 = distinct !{!158, !1, !3}
!159 = distinct !{!159, !1, !5}
!160 = distinct !{!160, !1}
!161 = distinct !{!161, !1, !3}
!162 = distinct !{!162, !1, !3}
!163 = distinct !{!163, !1, !3}
!164 = distinct !{!164, !1}
!165 = distinct !{!165, !1}
!166 = distinct !{!166, !1}
!167 = distinct !{!167, !1}
!168 = distinct !{!168, !1}
!169 = distinct !{!169, !1}
!170 = distinct !{!170, !1}
!171 = distinct !{!171, !1, !3}
!172 = distinct !{!172, !1, !3}
!173 = distinct !{!173, !1, !3}
!174 = distinct !{!174, !1}
!175 = distinct !{!175, !1}
!176 = distinct !{!176, !1}
!177 = distinct !{!177, !1}
!178 = distinct !{!178, !1}
!179 = distinct !{!179, !1}
!180 = distinct !{!180, !1, !3}
!181 = distinct !{!181, !1, !3}
!182 = distinct !{!182, !1}
!183 = distinct !{!183, !1}
!184 = distinct !{!184, !1, !3}
!185 = distinct !{!185, !1}
!186 = distinct !{!186, !1, !3}
!187 = distinct !{!187, !1}
!188 = distinct !{!188, !1, !3}
!189 = distinct !{!189, !1, !5}
!190 = distinct !{!190, !1}
!191 = distinct !{!191, !1, !3}
!192 = distinct !{!192, !1, !3}
!193 = distinct !{!193, !1, !5}
!194 = distinct !{!194, !1}
!195 = distinct !{!195, !1, !3}
!196 = distinct !{!196, !1, !5}
!197 = distinct !{!197, !1}
!198 = distinct !{!198, !1, !3}
!199 = distinct !{!199, !1}
!200 = distinct !{!200, !1, !3}
!201 = distinct !{!201, !1, !5}
!202 = distinct !{!202, !1}
!203 = distinct !{!203, !1, !3}
!204 = distinct !{!204, !1, !3}
!205 = distinct !{!205, !1, !5}
!206 = distinct !{!206, !1}
!207 = distinct !{!207, !1, !3}
!208 = distinct !{!208, !1, !3}
!209 = distinct !{!209, !1, !3}
!210 = distinct !{!210, !1}
!211 = distinct !{!211, !1}
!212 = distinct !{!212, !1}
!213 = distinct !{!213, !1}
!214 = distinct !{!214, !1}
!215 = distinct !{!215, !1}
!216 = distinct !{!216, !1}
!217 = distinct !{!217, !1, !3}
!218 = distinct !{!218, !1, !3}
!219 = distinct !{!219, !1, !3}
!220 = distinct !{!220, !1}
!221 = distinct !{!221, !1}
!222 = distinct !{!222, !1}
!223 = distinct !{!223, !1}
!224 = distinct !{!224, !1}
!225 = distinct !{!225, !1}
!226 = distinct !{!226, !1, !3}
!227 = distinct !{!227, !1, !3}
!228 = distinct !{!228, !1}
!229 = distinct !{!229, !1}
!230 = distinct !{!230, !1, !3}
!231 = distinct !{!231, !1}
!232 = distinct !{!232, !1, !3}
