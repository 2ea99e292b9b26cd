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
  br label %for.cond10

if.end:                                           ; preds = %for.end12, %for.end
  br label %for.cond18

for.cond:                                         ; preds = %for.end9, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %54, %for.end9 ]
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
  br label %for.cond7

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %30, %for.body5 ]
  %16 = icmp slt i32 %pf, 2
  br i1 %16, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %17 = sext i32 %b to i64
  %18 = sext i32 %H to i64
  %19 = mul i64 %17, %18
  %20 = mul i32 %g, 8
  %21 = add i32 %i1, 1
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
  %32 = sext i32 %b to i64
  %33 = sext i32 %H to i64
  %34 = mul nsw i64 %32, %33
  %35 = mul i32 %g, 8
  %36 = add i32 %35, %i1
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %34, %37
  %39 = mul nsw i64 %38, 64
  %40 = sext i32 %j1 to i64
  %41 = add nsw i64 %39, %40
  %42 = getelementptr inbounds i16, ptr %Q, i64 %41
  %43 = load i16, ptr %42, align 2
  %44 = bitcast i16 %43 to half
  %45 = fpext half %44 to float
  %46 = sext i32 %i1 to i64
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
  %54 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !4

for.cond10:                                       ; preds = %for.end16, %if.else
  %i113 = phi i32 [ 0, %if.else ], [ %73, %for.end16 ]
  %55 = icmp slt i32 %i113, 8
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
  %57 = sext i32 %b to i64
  %58 = sext i32 %B to i64
  %59 = icmp slt i64 %57, %58
  %60 = mul i32 %g, 8
  %61 = sext i32 %60 to i64
  %62 = sext i32 %i113 to i64
  %63 = add i64 %61, %62
  %64 = icmp sle i64 0, %63
  %65 = mul i32 %g, 8
  %66 = sext i32 %65 to i64
  %67 = sext i32 %i113 to i64
  %68 = add i64 %66, %67
  %69 = sext i32 %H to i64
  %70 = icmp slt i64 %68, %69
  %71 = and i1 %64, %70
  %72 = and i1 %59, %71
  br i1 %72, label %sel.then, label %sel.else

for.end16:                                        ; preds = %for.cond14
  %73 = add nsw i32 %i113, 1
  br label %for.cond10, !llvm.loop !6

sel.then:                                         ; preds = %for.body15
  %74 = sext i32 %b to i64
  %75 = sext i32 %H to i64
  %76 = mul nsw i64 %74, %75
  %77 = mul i32 %g, 8
  %78 = add i32 %77, %i113
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
  %89 = sext i32 %i113 to i64
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
  %i121 = phi i32 [ 0, %if.end ], [ %133, %for.end24 ]
  %97 = icmp slt i32 %i121, 8
  br i1 %97, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond22

for.end20:                                        ; preds = %for.cond18
  %98 = sext i32 %S to i64
  %99 = sdiv i64 %98, 32
  %100 = sub i64 0, %98
  %101 = select i1 false, i64 %100, i64 %99
  %102 = srem i64 %98, 32
  %103 = icmp ne i64 %102, 0
  %104 = icmp slt i64 %98, 0
  %105 = icmp eq i1 %104, false
  %106 = and i1 %103, %105
  %107 = zext i1 %106 to i64
  %108 = add i64 %101, %107
  %109 = trunc i64 %108 to i32
  %110 = sext i32 %S to i64
  %111 = sdiv i64 %110, 32
  %112 = sub i64 0, %110
  %113 = select i1 false, i64 %112, i64 %111
  %114 = srem i64 %110, 32
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
  %123 = sext i32 %i121 to i64
  %124 = mul nsw i64 %123, 64
  %125 = sext i32 %j125 to i64
  %126 = add nsw i64 %124, %125
  %127 = getelementptr inbounds float, ptr %acc_o, i64 %126
  store float 0.000000e+00, ptr %127, align 4
  %128 = add nsw i32 %j125, 1
  br label %for.cond22, !llvm.loop !8

for.end24:                                        ; preds = %for.cond22
  %129 = sext i32 %i121 to i64
  %130 = getelementptr inbounds float, ptr %l, i64 %129
  store float 0.000000e+00, ptr %130, align 4
  %131 = sext i32 %i121 to i64
  %132 = getelementptr inbounds float, ptr %m, i64 %131
  store float 0xFFF0000000000000, ptr %132, align 4
  %133 = add nsw i32 %i121, 1
  br label %for.cond18, !llvm.loop !9

for.cond26:                                       ; preds = %for.end95, %for.end20
  %kb = phi i32 [ 0, %for.end20 ], [ %381, %for.end95 ]
  %134 = icmp slt i32 %kb, %109
  br i1 %134, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %135 = sext i32 %b to i64
  %136 = add i64 %135, 1
  %137 = sext i32 %B to i64
  %138 = icmp sle i64 %136, %137
  %139 = mul i32 %kb, 32
  %140 = icmp sle i32 0, %139
  %141 = mul i32 %kb, 32
  %142 = sext i32 %141 to i64
  %143 = add i64 %142, 32
  %144 = sext i32 %S to i64
  %145 = icmp sle i64 %143, %144
  %146 = and i1 %140, %145
  %147 = and i1 %138, %146
  %148 = sext i32 %g to i64
  %149 = add i64 %148, 1
  %150 = sext i32 %G to i64
  %151 = icmp sle i64 %149, %150
  %152 = and i1 %147, %151
  br i1 %152, label %if.then29, label %if.else30

for.end28:                                        ; preds = %for.cond26
  br label %for.cond117

if.then29:                                        ; preds = %for.body27
  br label %for.cond32

if.else30:                                        ; preds = %for.body27
  br label %for.cond46

if.end31:                                         ; preds = %for.end48, %for.end34
  %153 = sext i32 %b to i64
  %154 = add i64 %153, 1
  %155 = sext i32 %B to i64
  %156 = icmp sle i64 %154, %155
  %157 = mul i32 %kb, 32
  %158 = icmp sle i32 0, %157
  %159 = mul i32 %kb, 32
  %160 = sext i32 %159 to i64
  %161 = add i64 %160, 32
  %162 = sext i32 %S to i64
  %163 = icmp sle i64 %161, %162
  %164 = and i1 %158, %163
  %165 = and i1 %156, %164
  %166 = sext i32 %g to i64
  %167 = add i64 %166, 1
  %168 = sext i32 %G to i64
  %169 = icmp sle i64 %167, %168
  %170 = and i1 %165, %169
  br i1 %170, label %if.then57, label %if.else58

for.cond32:                                       ; preds = %for.end44, %if.then29
  %i135 = phi i32 [ 0, %if.then29 ], [ %220, %for.end44 ]
  %171 = icmp slt i32 %i135, 32
  br i1 %171, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %172 = add i32 %kb, 1
  %173 = icmp slt i32 %172, %121
  br i1 %173, label %if.then36, label %if.else37

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

if.then36:                                        ; preds = %for.body33
  br label %for.cond39

if.else37:                                        ; preds = %for.body33
  br label %if.end38

if.end38:                                         ; preds = %if.else37, %for.end41
  br label %for.cond42

for.cond39:                                       ; preds = %for.body40, %if.then36
  %pf1 = phi i32 [ 0, %if.then36 ], [ %192, %for.body40 ]
  %174 = icmp slt i32 %pf1, 2
  br i1 %174, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %175 = sext i32 %b to i64
  %176 = sext i32 %S to i64
  %177 = mul i64 %175, %176
  %178 = add i32 %kb, 1
  %179 = mul i32 %178, 32
  %180 = add i32 %179, %i135
  %181 = sext i32 %180 to i64
  %182 = add i64 %177, %181
  %183 = sext i32 %G to i64
  %184 = mul i64 %182, %183
  %185 = sext i32 %g to i64
  %186 = add i64 %184, %185
  %187 = mul i64 %186, 64
  %188 = mul i32 %pf1, 32
  %189 = sext i32 %188 to i64
  %190 = add i64 %187, %189
  %191 = getelementptr i16, ptr %K, i64 %190
  call void @llvm.prefetch.p0(ptr %191, i32 0, i32 3, i32 1)
  %192 = add nsw i32 %pf1, 1
  br label %for.cond39, !llvm.loop !10

for.end41:                                        ; preds = %for.cond39
  br label %if.end38

for.cond42:                                       ; preds = %for.body43, %if.end38
  %j145 = phi i32 [ 0, %if.end38 ], [ %219, %for.body43 ]
  %193 = icmp slt i32 %j145, 64
  br i1 %193, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %194 = sext i32 %b to i64
  %195 = sext i32 %S to i64
  %196 = mul nsw i64 %194, %195
  %197 = mul i32 %kb, 32
  %198 = add i32 %197, %i135
  %199 = sext i32 %198 to i64
  %200 = add nsw i64 %196, %199
  %201 = sext i32 %G to i64
  %202 = mul nsw i64 %200, %201
  %203 = sext i32 %g to i64
  %204 = add nsw i64 %202, %203
  %205 = mul nsw i64 %204, 64
  %206 = sext i32 %j145 to i64
  %207 = add nsw i64 %205, %206
  %208 = getelementptr inbounds i16, ptr %K, i64 %207
  %209 = load i16, ptr %208, align 2
  %210 = bitcast i16 %209 to half
  %211 = fpext half %210 to float
  %212 = sext i32 %i135 to i64
  %213 = mul nsw i64 %212, 64
  %214 = sext i32 %j145 to i64
  %215 = add nsw i64 %213, %214
  %216 = getelementptr inbounds i16, ptr %K_s, i64 %215
  %217 = fptrunc float %211 to half
  %218 = bitcast half %217 to i16
  store i16 %218, ptr %216, align 2
  %219 = add nsw i32 %j145, 1
  br label %for.cond42, !llvm.loop !11

for.end44:                                        ; preds = %for.cond42
  %220 = add nsw i32 %i135, 1
  br label %for.cond32, !llvm.loop !12

for.cond46:                                       ; preds = %for.end52, %if.else30
  %i149 = phi i32 [ 0, %if.else30 ], [ %243, %for.end52 ]
  %221 = icmp slt i32 %i149, 32
  br i1 %221, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  br label %for.cond50

for.end48:                                        ; preds = %for.cond46
  br label %if.end31

for.cond50:                                       ; preds = %sel.end56, %for.body47
  %j153 = phi i32 [ 0, %for.body47 ], [ %270, %sel.end56 ]
  %222 = icmp slt i32 %j153, 64
  br i1 %222, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %223 = sext i32 %b to i64
  %224 = sext i32 %B to i64
  %225 = icmp slt i64 %223, %224
  %226 = mul i32 %kb, 32
  %227 = sext i32 %226 to i64
  %228 = sext i32 %i149 to i64
  %229 = add i64 %227, %228
  %230 = icmp sle i64 0, %229
  %231 = mul i32 %kb, 32
  %232 = sext i32 %231 to i64
  %233 = sext i32 %i149 to i64
  %234 = add i64 %232, %233
  %235 = sext i32 %S to i64
  %236 = icmp slt i64 %234, %235
  %237 = and i1 %230, %236
  %238 = and i1 %225, %237
  %239 = sext i32 %g to i64
  %240 = sext i32 %G to i64
  %241 = icmp slt i64 %239, %240
  %242 = and i1 %238, %241
  br i1 %242, label %sel.then54, label %sel.else55

for.end52:                                        ; preds = %for.cond50
  %243 = add nsw i32 %i149, 1
  br label %for.cond46, !llvm.loop !13

sel.then54:                                       ; preds = %for.body51
  %244 = sext i32 %b to i64
  %245 = sext i32 %S to i64
  %246 = mul nsw i64 %244, %245
  %247 = mul i32 %kb, 32
  %248 = add i32 %247, %i149
  %249 = sext i32 %248 to i64
  %250 = add nsw i64 %246, %249
  %251 = sext i32 %G to i64
  %252 = mul nsw i64 %250, %251
  %253 = sext i32 %g to i64
  %254 = add nsw i64 %252, %253
  %255 = mul nsw i64 %254, 64
  %256 = sext i32 %j153 to i64
  %257 = add nsw i64 %255, %256
  %258 = getelementptr inbounds i16, ptr %K, i64 %257
  %259 = load i16, ptr %258, align 2
  %260 = bitcast i16 %259 to half
  %261 = fpext half %260 to float
  br label %sel.end56

sel.else55:                                       ; preds = %for.body51
  br label %sel.end56

sel.end56:                                        ; preds = %sel.else55, %sel.then54
  %262 = phi float [ %261, %sel.then54 ], [ 0.000000e+00, %sel.else55 ]
  %263 = sext i32 %i149 to i64
  %264 = mul nsw i64 %263, 64
  %265 = sext i32 %j153 to i64
  %266 = add nsw i64 %264, %265
  %267 = getelementptr inbounds i16, ptr %K_s, i64 %266
  %268 = fptrunc float %262 to half
  %269 = bitcast half %268 to i16
  store i16 %269, ptr %267, align 2
  %270 = add nsw i32 %j153, 1
  br label %for.cond50, !llvm.loop !14

if.then57:                                        ; preds = %if.end31
  br label %for.cond60

if.else58:                                        ; preds = %if.end31
  br label %for.cond74

if.end59:                                         ; preds = %for.end76, %for.end62
  br label %for.cond85

for.cond60:                                       ; preds = %for.end72, %if.then57
  %i163 = phi i32 [ 0, %if.then57 ], [ %320, %for.end72 ]
  %271 = icmp slt i32 %i163, 32
  br i1 %271, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %272 = add i32 %kb, 1
  %273 = icmp slt i32 %272, %121
  br i1 %273, label %if.then64, label %if.else65

for.end62:                                        ; preds = %for.cond60
  br label %if.end59

if.then64:                                        ; preds = %for.body61
  br label %for.cond67

if.else65:                                        ; preds = %for.body61
  br label %if.end66

if.end66:                                         ; preds = %if.else65, %for.end69
  br label %for.cond70

for.cond67:                                       ; preds = %for.body68, %if.then64
  %pf2 = phi i32 [ 0, %if.then64 ], [ %292, %for.body68 ]
  %274 = icmp slt i32 %pf2, 2
  br i1 %274, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %275 = sext i32 %b to i64
  %276 = sext i32 %S to i64
  %277 = mul i64 %275, %276
  %278 = add i32 %kb, 1
  %279 = mul i32 %278, 32
  %280 = add i32 %279, %i163
  %281 = sext i32 %280 to i64
  %282 = add i64 %277, %281
  %283 = sext i32 %G to i64
  %284 = mul i64 %282, %283
  %285 = sext i32 %g to i64
  %286 = add i64 %284, %285
  %287 = mul i64 %286, 64
  %288 = mul i32 %pf2, 32
  %289 = sext i32 %288 to i64
  %290 = add i64 %287, %289
  %291 = getelementptr i16, ptr %V, i64 %290
  call void @llvm.prefetch.p0(ptr %291, i32 0, i32 3, i32 1)
  %292 = add nsw i32 %pf2, 1
  br label %for.cond67, !llvm.loop !15

for.end69:                                        ; preds = %for.cond67
  br label %if.end66

for.cond70:                                       ; preds = %for.body71, %if.end66
  %j173 = phi i32 [ 0, %if.end66 ], [ %319, %for.body71 ]
  %293 = icmp slt i32 %j173, 64
  br i1 %293, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %294 = sext i32 %b to i64
  %295 = sext i32 %S to i64
  %296 = mul nsw i64 %294, %295
  %297 = mul i32 %kb, 32
  %298 = add i32 %297, %i163
  %299 = sext i32 %298 to i64
  %300 = add nsw i64 %296, %299
  %301 = sext i32 %G to i64
  %302 = mul nsw i64 %300, %301
  %303 = sext i32 %g to i64
  %304 = add nsw i64 %302, %303
  %305 = mul nsw i64 %304, 64
  %306 = sext i32 %j173 to i64
  %307 = add nsw i64 %305, %306
  %308 = getelementptr inbounds i16, ptr %V, i64 %307
  %309 = load i16, ptr %308, align 2
  %310 = bitcast i16 %309 to half
  %311 = fpext half %310 to float
  %312 = sext i32 %i163 to i64
  %313 = mul nsw i64 %312, 64
  %314 = sext i32 %j173 to i64
  %315 = add nsw i64 %313, %314
  %316 = getelementptr inbounds i16, ptr %V_s, i64 %315
  %317 = fptrunc float %311 to half
  %318 = bitcast half %317 to i16
  store i16 %318, ptr %316, align 2
  %319 = add nsw i32 %j173, 1
  br label %for.cond70, !llvm.loop !16

for.end72:                                        ; preds = %for.cond70
  %320 = add nsw i32 %i163, 1
  br label %for.cond60, !llvm.loop !17

for.cond74:                                       ; preds = %for.end80, %if.else58
  %i177 = phi i32 [ 0, %if.else58 ], [ %343, %for.end80 ]
  %321 = icmp slt i32 %i177, 32
  br i1 %321, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  br label %for.cond78

for.end76:                                        ; preds = %for.cond74
  br label %if.end59

for.cond78:                                       ; preds = %sel.end84, %for.body75
  %j181 = phi i32 [ 0, %for.body75 ], [ %370, %sel.end84 ]
  %322 = icmp slt i32 %j181, 64
  br i1 %322, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %323 = sext i32 %b to i64
  %324 = sext i32 %B to i64
  %325 = icmp slt i64 %323, %324
  %326 = mul i32 %kb, 32
  %327 = sext i32 %326 to i64
  %328 = sext i32 %i177 to i64
  %329 = add i64 %327, %328
  %330 = icmp sle i64 0, %329
  %331 = mul i32 %kb, 32
  %332 = sext i32 %331 to i64
  %333 = sext i32 %i177 to i64
  %334 = add i64 %332, %333
  %335 = sext i32 %S to i64
  %336 = icmp slt i64 %334, %335
  %337 = and i1 %330, %336
  %338 = and i1 %325, %337
  %339 = sext i32 %g to i64
  %340 = sext i32 %G to i64
  %341 = icmp slt i64 %339, %340
  %342 = and i1 %338, %341
  br i1 %342, label %sel.then82, label %sel.else83

for.end80:                                        ; preds = %for.cond78
  %343 = add nsw i32 %i177, 1
  br label %for.cond74, !llvm.loop !18

sel.then82:                                       ; preds = %for.body79
  %344 = sext i32 %b to i64
  %345 = sext i32 %S to i64
  %346 = mul nsw i64 %344, %345
  %347 = mul i32 %kb, 32
  %348 = add i32 %347, %i177
  %349 = sext i32 %348 to i64
  %350 = add nsw i64 %346, %349
  %351 = sext i32 %G to i64
  %352 = mul nsw i64 %350, %351
  %353 = sext i32 %g to i64
  %354 = add nsw i64 %352, %353
  %355 = mul nsw i64 %354, 64
  %356 = sext i32 %j181 to i64
  %357 = add nsw i64 %355, %356
  %358 = getelementptr inbounds i16, ptr %V, i64 %357
  %359 = load i16, ptr %358, align 2
  %360 = bitcast i16 %359 to half
  %361 = fpext half %360 to float
  br label %sel.end84

sel.else83:                                       ; preds = %for.body79
  br label %sel.end84

sel.end84:                                        ; preds = %sel.else83, %sel.then82
  %362 = phi float [ %361, %sel.then82 ], [ 0.000000e+00, %sel.else83 ]
  %363 = sext i32 %i177 to i64
  %364 = mul nsw i64 %363, 64
  %365 = sext i32 %j181 to i64
  %366 = add nsw i64 %364, %365
  %367 = getelementptr inbounds i16, ptr %V_s, i64 %366
  %368 = fptrunc float %362 to half
  %369 = bitcast half %368 to i16
  store i16 %369, ptr %367, align 2
  %370 = add nsw i32 %j181, 1
  br label %for.cond78, !llvm.loop !19

for.cond85:                                       ; preds = %for.end91, %if.end59
  %i188 = phi i32 [ 0, %if.end59 ], [ %379, %for.end91 ]
  %371 = icmp slt i32 %i188, 8
  br i1 %371, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond89

for.end87:                                        ; preds = %for.cond85
  call void @tilec_rt_gemm_f16f32(i32 8, i32 32, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 32)
  br label %for.cond93

for.cond89:                                       ; preds = %for.body90, %for.body86
  %j192 = phi i32 [ 0, %for.body86 ], [ %378, %for.body90 ]
  %372 = icmp slt i32 %j192, 32
  br i1 %372, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %373 = sext i32 %i188 to i64
  %374 = mul nsw i64 %373, 32
  %375 = sext i32 %j192 to i64
  %376 = add nsw i64 %374, %375
  %377 = getelementptr inbounds float, ptr %acc_s, i64 %376
  store float 0.000000e+00, ptr %377, align 4
  %378 = add nsw i32 %j192, 1
  br label %for.cond89, !llvm.loop !20

for.end91:                                        ; preds = %for.cond89
  %379 = add nsw i32 %i188, 1
  br label %for.cond85, !llvm.loop !21

for.cond93:                                       ; preds = %for.end115, %for.end87
  %i = phi i32 [ 0, %for.end87 ], [ %507, %for.end115 ]
  %380 = icmp slt i32 %i, 8
  br i1 %380, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond96

for.end95:                                        ; preds = %for.cond93
  call void @tilec_rt_gemm_f16f32(i32 8, i32 64, i32 32, ptr %P_s, i32 32, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %381 = add nsw i32 %kb, 1
  br label %for.cond26, !llvm.loop !22

for.cond96:                                       ; preds = %for.body97, %for.body94
  %j = phi i32 [ 0, %for.body94 ], [ %400, %for.body97 ]
  %382 = icmp slt i32 %j, 32
  br i1 %382, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %383 = mul i32 %kb, 32
  %384 = add i32 %383, %j
  %385 = icmp slt i32 %384, %S
  %386 = sext i32 %i to i64
  %387 = mul nsw i64 %386, 32
  %388 = sext i32 %j to i64
  %389 = add nsw i64 %387, %388
  %390 = call i64 @llvm.umin.i64(i64 %389, i64 255)
  %391 = getelementptr inbounds float, ptr %acc_s, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = fmul float %392, 1.250000e-01
  %394 = select i1 %385, float %393, float 0xFFF0000000000000
  %395 = sext i32 %i to i64
  %396 = mul nsw i64 %395, 32
  %397 = sext i32 %j to i64
  %398 = add nsw i64 %396, %397
  %399 = getelementptr inbounds float, ptr %acc_s, i64 %398
  store float %394, ptr %399, align 4
  %400 = add nsw i32 %j, 1
  br label %for.cond96, !llvm.loop !23

for.end98:                                        ; preds = %for.cond96
  %401 = sext i32 %i to i64
  %402 = getelementptr inbounds float, ptr %m, i64 %401
  %403 = load float, ptr %402, align 4
  %404 = sext i32 %i to i64
  %405 = getelementptr inbounds float, ptr %m_prev, i64 %404
  store float %403, ptr %405, align 4
  br label %for.cond99

for.cond99:                                       ; preds = %for.body100, %for.end98
  %red = phi i32 [ 0, %for.end98 ], [ %419, %for.body100 ]
  %406 = icmp slt i32 %red, 32
  br i1 %406, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %407 = sext i32 %i to i64
  %408 = getelementptr inbounds float, ptr %m, i64 %407
  %409 = load float, ptr %408, align 4
  %410 = sext i32 %i to i64
  %411 = mul nsw i64 %410, 32
  %412 = sext i32 %red to i64
  %413 = add nsw i64 %411, %412
  %414 = getelementptr inbounds float, ptr %acc_s, i64 %413
  %415 = load float, ptr %414, align 4
  %416 = call float @llvm.maxnum.f32(float %409, float %415)
  %417 = sext i32 %i to i64
  %418 = getelementptr inbounds float, ptr %m, i64 %417
  store float %416, ptr %418, align 4
  %419 = add nsw i32 %red, 1
  br label %for.cond99, !llvm.loop !24

for.end101:                                       ; preds = %for.cond99
  br label %for.cond102

for.cond102:                                      ; preds = %for.body103, %for.end101
  %j105 = phi i32 [ 0, %for.end101 ], [ %437, %for.body103 ]
  %420 = icmp slt i32 %j105, 32
  br i1 %420, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %421 = sext i32 %i to i64
  %422 = mul nsw i64 %421, 32
  %423 = sext i32 %j105 to i64
  %424 = add nsw i64 %422, %423
  %425 = getelementptr inbounds float, ptr %acc_s, i64 %424
  %426 = load float, ptr %425, align 4
  %427 = sext i32 %i to i64
  %428 = getelementptr inbounds float, ptr %m, i64 %427
  %429 = load float, ptr %428, align 4
  %430 = fsub float %426, %429
  %431 = call float @tilec_expf_nonpos(float %430)
  %432 = sext i32 %i to i64
  %433 = mul nsw i64 %432, 32
  %434 = sext i32 %j105 to i64
  %435 = add nsw i64 %433, %434
  %436 = getelementptr inbounds float, ptr %acc_s, i64 %435
  store float %431, ptr %436, align 4
  %437 = add nsw i32 %j105, 1
  br label %for.cond102, !llvm.loop !25

for.end104:                                       ; preds = %for.cond102
  %438 = sext i32 %i to i64
  %439 = getelementptr inbounds float, ptr %row_sum, i64 %438
  store float 0.000000e+00, ptr %439, align 4
  br label %for.cond106

for.cond106:                                      ; preds = %for.body107, %for.end104
  %red109 = phi i32 [ 0, %for.end104 ], [ %453, %for.body107 ]
  %440 = icmp slt i32 %red109, 32
  br i1 %440, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  %441 = sext i32 %i to i64
  %442 = getelementptr inbounds float, ptr %row_sum, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = sext i32 %i to i64
  %445 = mul nsw i64 %444, 32
  %446 = sext i32 %red109 to i64
  %447 = add nsw i64 %445, %446
  %448 = getelementptr inbounds float, ptr %acc_s, i64 %447
  %449 = load float, ptr %448, align 4
  %450 = fadd float %443, %449
  %451 = sext i32 %i to i64
  %452 = getelementptr inbounds float, ptr %row_sum, i64 %451
  store float %450, ptr %452, align 4
  %453 = add nsw i32 %red109, 1
  br label %for.cond106, !llvm.loop !26

for.end108:                                       ; preds = %for.cond106
  %454 = sext i32 %i to i64
  %455 = getelementptr inbounds float, ptr %m_prev, i64 %454
  %456 = load float, ptr %455, align 4
  %457 = sext i32 %i to i64
  %458 = getelementptr inbounds float, ptr %m, i64 %457
  %459 = load float, ptr %458, align 4
  %460 = fsub float %456, %459
  %alpha = call float @tilec_expf(float %460)
  %461 = sext i32 %i to i64
  %462 = getelementptr inbounds float, ptr %l, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = fmul float %463, %alpha
  %465 = sext i32 %i to i64
  %466 = getelementptr inbounds float, ptr %row_sum, i64 %465
  %467 = load float, ptr %466, align 4
  %468 = fadd float %464, %467
  %469 = sext i32 %i to i64
  %470 = getelementptr inbounds float, ptr %l, i64 %469
  store float %468, ptr %470, align 4
  %471 = sext i32 %i to i64
  %472 = getelementptr inbounds float, ptr %m_prev, i64 %471
  store float %alpha, ptr %472, align 4
  br label %for.cond110

for.cond110:                                      ; preds = %for.body111, %for.end108
  %d = phi i32 [ 0, %for.end108 ], [ %489, %for.body111 ]
  %473 = icmp slt i32 %d, 64
  br i1 %473, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %474 = sext i32 %i to i64
  %475 = mul nsw i64 %474, 64
  %476 = sext i32 %d to i64
  %477 = add nsw i64 %475, %476
  %478 = getelementptr inbounds float, ptr %acc_o, i64 %477
  %479 = load float, ptr %478, align 4
  %480 = sext i32 %i to i64
  %481 = getelementptr inbounds float, ptr %m_prev, i64 %480
  %482 = load float, ptr %481, align 4
  %483 = fmul float %479, %482
  %484 = sext i32 %i to i64
  %485 = mul nsw i64 %484, 64
  %486 = sext i32 %d to i64
  %487 = add nsw i64 %485, %486
  %488 = getelementptr inbounds float, ptr %acc_o, i64 %487
  store float %483, ptr %488, align 4
  %489 = add nsw i32 %d, 1
  br label %for.cond110, !llvm.loop !27

for.end112:                                       ; preds = %for.cond110
  br label %for.cond113

for.cond113:                                      ; preds = %for.body114, %for.end112
  %j1116 = phi i32 [ 0, %for.end112 ], [ %506, %for.body114 ]
  %490 = icmp slt i32 %j1116, 32
  br i1 %490, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %491 = sext i32 %i to i64
  %492 = mul nsw i64 %491, 32
  %493 = sext i32 %j1116 to i64
  %494 = add nsw i64 %492, %493
  %495 = getelementptr inbounds float, ptr %acc_s, i64 %494
  %496 = load float, ptr %495, align 4
  %497 = fptrunc float %496 to half
  %498 = fpext half %497 to float
  %499 = sext i32 %i to i64
  %500 = mul nsw i64 %499, 32
  %501 = sext i32 %j1116 to i64
  %502 = add nsw i64 %500, %501
  %503 = getelementptr inbounds i16, ptr %P_s, i64 %502
  %504 = fptrunc float %498 to half
  %505 = bitcast half %504 to i16
  store i16 %505, ptr %503, align 2
  %506 = add nsw i32 %j1116, 1
  br label %for.cond113, !llvm.loop !28

for.end115:                                       ; preds = %for.cond113
  %507 = add nsw i32 %i, 1
  br label %for.cond93, !llvm.loop !29

for.cond117:                                      ; preds = %if.end123, %for.end28
  %i120 = phi i32 [ 0, %for.end28 ], [ %524, %if.end123 ]
  %508 = icmp slt i32 %i120, 8
  br i1 %508, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %509 = icmp sle i32 0, %b
  %510 = icmp slt i32 %b, %B
  %511 = and i1 %509, %510
  %512 = mul i32 %g, 8
  %513 = add i32 %512, %i120
  %514 = icmp sle i32 0, %513
  %515 = mul i32 %g, 8
  %516 = add i32 %515, %i120
  %517 = icmp slt i32 %516, %H
  %518 = and i1 %514, %517
  %519 = and i1 %511, %518
  br i1 %519, label %if.then121, label %if.else122

for.end119:                                       ; preds = %for.cond117
  ret void

if.then121:                                       ; preds = %for.body118
  %520 = sext i32 %B to i64
  %521 = sext i32 %H to i64
  %522 = mul i64 %520, %521
  %523 = icmp sge i64 %522, 262144
  br i1 %523, label %if.then124, label %if.else125

if.else122:                                       ; preds = %for.body118
  br label %if.end123

if.end123:                                        ; preds = %if.else122, %if.end126
  %524 = add nsw i32 %i120, 1
  br label %for.cond117, !llvm.loop !30

if.then124:                                       ; preds = %if.then121
  br label %for.cond127

if.else125:                                       ; preds = %if.then121
  br label %for.cond133

if.end126:                                        ; preds = %for.end135, %for.end129
  br label %if.end123

for.cond127:                                      ; preds = %for.end132, %if.then124
  %tl_c2 = phi i32 [ 0, %if.then124 ], [ %565, %for.end132 ]
  %525 = icmp slt i32 %tl_c2, 1
  br i1 %525, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %tl_sb3 = mul i32 %tl_c2, 2048
  %526 = sub i32 64, %tl_sb3
  %527 = icmp slt i32 %526, 2048
  %528 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %527, i32 %528, i32 2048
  br label %for.cond130

for.end129:                                       ; preds = %for.cond127
  br label %if.end126

for.cond130:                                      ; preds = %for.body131, %for.body128
  %tl_c5 = phi i32 [ 0, %for.body128 ], [ %548, %for.body131 ]
  %529 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %529, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %530 = sext i32 %i120 to i64
  %531 = mul nsw i64 %530, 64
  %532 = add i32 %tl_sb3, %tl_c5
  %533 = add i32 0, %532
  %534 = sext i32 %533 to i64
  %535 = add nsw i64 %531, %534
  %536 = getelementptr inbounds float, ptr %acc_o, i64 %535
  %537 = load float, ptr %536, align 4
  %538 = sext i32 %i120 to i64
  %539 = getelementptr inbounds float, ptr %l, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = fdiv float %537, %540
  %542 = fptrunc float %541 to half
  %543 = fpext half %542 to float
  %544 = sext i32 %tl_c5 to i64
  %545 = getelementptr inbounds i16, ptr %tl_stream0, i64 %544
  %546 = fptrunc float %543 to half
  %547 = bitcast half %546 to i16
  store i16 %547, ptr %545, align 2
  %548 = add nsw i32 %tl_c5, 1
  br label %for.cond130, !llvm.loop !31

for.end132:                                       ; preds = %for.cond130
  %549 = sext i32 %tl_sm4 to i64
  %550 = sext i32 %b to i64
  %551 = sext i32 %H to i64
  %552 = mul nsw i64 %550, %551
  %553 = mul i32 %g, 8
  %554 = add i32 %553, %i120
  %555 = sext i32 %554 to i64
  %556 = add nsw i64 %552, %555
  %557 = mul nsw i64 %556, 64
  %558 = add i32 %tl_sb3, 0
  %559 = add i32 0, %558
  %560 = sext i32 %559 to i64
  %561 = add nsw i64 %557, %560
  %562 = getelementptr inbounds i16, ptr %O, i64 %561
  %563 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %564 = mul i64 %549, 2
  call void @tilec_rt_stream(ptr %562, ptr %563, i64 %564)
  %565 = add nsw i32 %tl_c2, 1
  br label %for.cond127, !llvm.loop !32

for.cond133:                                      ; preds = %for.body134, %if.else125
  %d1 = phi i32 [ 0, %if.else125 ], [ %594, %for.body134 ]
  %566 = icmp slt i32 %d1, 64
  br i1 %566, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %567 = sext i32 %i120 to i64
  %568 = mul nsw i64 %567, 64
  %569 = add i32 0, %d1
  %570 = sext i32 %569 to i64
  %571 = add nsw i64 %568, %570
  %572 = getelementptr inbounds float, ptr %acc_o, i64 %571
  %573 = load float, ptr %572, align 4
  %574 = sext i32 %i120 to i64
  %575 = getelementptr inbounds float, ptr %l, i64 %574
  %576 = load float, ptr %575, align 4
  %577 = fdiv float %573, %576
  %578 = fptrunc float %577 to half
  %579 = fpext half %578 to float
  %580 = sext i32 %b to i64
  %581 = sext i32 %H to i64
  %582 = mul nsw i64 %580, %581
  %583 = mul i32 %g, 8
  %584 = add i32 %583, %i120
  %585 = sext i32 %584 to i64
  %586 = add nsw i64 %582, %585
  %587 = mul nsw i64 %586, 64
  %588 = add i32 0, %d1
  %589 = sext i32 %588 to i64
  %590 = add nsw i64 %587, %589
  %591 = getelementptr inbounds i16, ptr %O, i64 %590
  %592 = fptrunc float %579 to half
  %593 = bitcast half %592 to i16
  store i16 %593, ptr %591, align 2
  %594 = add nsw i32 %d1, 1
  br label %for.cond133, !llvm.loop !33

for.end135:                                       ; preds = %for.cond133
  br label %if.end126
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
define internal void @gqa_decode_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_gqa_decode(ptr %args, ptr %dims, ptr %self) #5 {
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
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !3}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !3}
!28 = distinct !{!28, !1, !3}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !3}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !3}
