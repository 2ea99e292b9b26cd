; ModuleID = 'gemm_i8.tile'
source_filename = "gemm_i8.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_matmul_i8 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_u8 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @matmul_i8_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i8], align 64
  %B_s = alloca [8192 x i8], align 64
  %C_f = alloca [16384 x i32], align 64
  %tl_acc = alloca i32, align 8
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 128
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 64
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 64
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j, 128
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 128
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds i32, ptr %C_f, i64 %17
  store i32 0, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end72, %for.end
  %k = phi i32 [ 0, %for.end ], [ %332, %for.end72 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 128
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 128
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 128
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %k, 64
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 64
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 64
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %39 = mul i32 %by, 128
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 128
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 128
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 128
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 128
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 128
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then80, label %if.else81

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %56 = mul i32 %bx, 128
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %bx, 128
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 128
  %61 = sext i32 %N to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %k, 64
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %k, 64
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 64
  %69 = sext i32 %K to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %92, %for.end13 ]
  %73 = icmp slt i32 %i10, 128
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %91, %for.body12 ]
  %74 = icmp slt i32 %j14, 64
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 128
  %76 = add i32 %75, %i10
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 64
  %81 = add i32 %80, %j14
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i8, ptr %A, i64 %83
  %85 = load i8, ptr %84, align 1
  %86 = sext i32 %i10 to i64
  %87 = mul nsw i64 %86, 64
  %88 = sext i32 %j14 to i64
  %89 = add nsw i64 %87, %88
  %90 = getelementptr inbounds i8, ptr %A_s, i64 %89
  store i8 %85, ptr %90, align 1
  %91 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  %92 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !5

for.cond15:                                       ; preds = %for.end35, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %201, %for.end35 ]
  %93 = icmp slt i32 %i18, 128
  br i1 %93, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %94 = mul i32 %k, 64
  %95 = sext i32 %94 to i64
  %96 = sub i64 0, %95
  %97 = icmp slt i64 %96, 0
  %98 = mul i32 %k, 64
  %99 = sext i32 %98 to i64
  %100 = sub i64 0, %99
  %101 = icmp sgt i64 %100, 64
  %102 = mul i32 %k, 64
  %103 = sext i32 %102 to i64
  %104 = sub i64 0, %103
  %105 = select i1 %101, i64 64, i64 %104
  %106 = select i1 %97, i64 0, i64 %105
  %tl_lo0 = trunc i64 %106 to i32
  %107 = sext i32 %K to i64
  %108 = mul i32 %k, 64
  %109 = sext i32 %108 to i64
  %110 = sub i64 %107, %109
  %111 = icmp slt i64 %110, 0
  %112 = sext i32 %K to i64
  %113 = mul i32 %k, 64
  %114 = sext i32 %113 to i64
  %115 = sub i64 %112, %114
  %116 = icmp sgt i64 %115, 64
  %117 = sext i32 %K to i64
  %118 = mul i32 %k, 64
  %119 = sext i32 %118 to i64
  %120 = sub i64 %117, %119
  %121 = select i1 %116, i64 64, i64 %120
  %122 = select i1 %111, i64 0, i64 %121
  %123 = sext i32 %tl_lo0 to i64
  %124 = icmp slt i64 %122, %123
  %125 = sext i32 %tl_lo0 to i64
  %126 = sext i32 %K to i64
  %127 = mul i32 %k, 64
  %128 = sext i32 %127 to i64
  %129 = sub i64 %126, %128
  %130 = icmp slt i64 %129, 0
  %131 = sext i32 %K to i64
  %132 = mul i32 %k, 64
  %133 = sext i32 %132 to i64
  %134 = sub i64 %131, %133
  %135 = icmp sgt i64 %134, 64
  %136 = sext i32 %K to i64
  %137 = mul i32 %k, 64
  %138 = sext i32 %137 to i64
  %139 = sub i64 %136, %138
  %140 = select i1 %135, i64 64, i64 %139
  %141 = select i1 %130, i64 0, i64 %140
  %142 = select i1 %124, i64 %125, i64 %141
  %tl_hi1 = trunc i64 %142 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %149, %for.body20 ]
  %143 = icmp slt i32 %j22, %tl_lo0
  br i1 %143, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %144 = sext i32 %i18 to i64
  %145 = mul nsw i64 %144, 64
  %146 = sext i32 %j22 to i64
  %147 = add nsw i64 %145, %146
  %148 = getelementptr inbounds i8, ptr %A_s, i64 %147
  store i8 0, ptr %148, align 1
  %149 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !6

for.end21:                                        ; preds = %for.cond19
  %150 = mul i32 %by, 128
  %151 = sext i32 %150 to i64
  %152 = sext i32 %i18 to i64
  %153 = add i64 %151, %152
  %154 = icmp sle i64 0, %153
  %155 = mul i32 %by, 128
  %156 = sext i32 %155 to i64
  %157 = sext i32 %i18 to i64
  %158 = add i64 %156, %157
  %159 = sext i32 %M to i64
  %160 = icmp slt i64 %158, %159
  %161 = and i1 %154, %160
  br i1 %161, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %162 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %163 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %164 = sub i32 64, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j2 = phi i32 [ 0, %if.then23 ], [ %184, %for.body27 ]
  %165 = icmp slt i32 %j2, %162
  br i1 %165, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %166 = mul i32 %by, 128
  %167 = add i32 %166, %i18
  %168 = sext i32 %167 to i64
  %169 = sext i32 %K to i64
  %170 = mul nsw i64 %168, %169
  %171 = mul i32 %k, 64
  %172 = add i32 %tl_lo0, %j2
  %173 = add i32 %171, %172
  %174 = sext i32 %173 to i64
  %175 = add nsw i64 %170, %174
  %176 = getelementptr inbounds i8, ptr %A, i64 %175
  %177 = load i8, ptr %176, align 1
  %178 = sext i32 %i18 to i64
  %179 = mul nsw i64 %178, 64
  %180 = add i32 %tl_lo0, %j2
  %181 = sext i32 %180 to i64
  %182 = add nsw i64 %179, %181
  %183 = getelementptr inbounds i8, ptr %A_s, i64 %182
  store i8 %177, ptr %183, align 1
  %184 = add nsw i32 %j2, 1
  br label %for.cond26, !llvm.loop !7

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j232 = phi i32 [ 0, %if.else24 ], [ %192, %for.body30 ]
  %185 = icmp slt i32 %j232, %163
  br i1 %185, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %186 = sext i32 %i18 to i64
  %187 = mul nsw i64 %186, 64
  %188 = add i32 %tl_lo0, %j232
  %189 = sext i32 %188 to i64
  %190 = add nsw i64 %187, %189
  %191 = getelementptr inbounds i8, ptr %A_s, i64 %190
  store i8 0, ptr %191, align 1
  %192 = add nsw i32 %j232, 1
  br label %for.cond29, !llvm.loop !8

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j236 = phi i32 [ 0, %if.end25 ], [ %200, %for.body34 ]
  %193 = icmp slt i32 %j236, %164
  br i1 %193, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %194 = sext i32 %i18 to i64
  %195 = mul nsw i64 %194, 64
  %196 = add i32 %tl_hi1, %j236
  %197 = sext i32 %196 to i64
  %198 = add nsw i64 %195, %197
  %199 = getelementptr inbounds i8, ptr %A_s, i64 %198
  store i8 0, ptr %199, align 1
  %200 = add nsw i32 %j236, 1
  br label %for.cond33, !llvm.loop !9

for.end35:                                        ; preds = %for.cond33
  %201 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !10

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  br label %for.cond70

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i43 = phi i32 [ 0, %if.then37 ], [ %221, %for.end46 ]
  %202 = icmp slt i32 %i43, 128
  br i1 %202, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j47 = phi i32 [ 0, %for.body41 ], [ %220, %for.body45 ]
  %203 = icmp slt i32 %j47, 64
  br i1 %203, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %204 = mul i32 %bx, 128
  %205 = add i32 %204, %i43
  %206 = sext i32 %205 to i64
  %207 = sext i32 %K to i64
  %208 = mul nsw i64 %206, %207
  %209 = mul i32 %k, 64
  %210 = add i32 %209, %j47
  %211 = sext i32 %210 to i64
  %212 = add nsw i64 %208, %211
  %213 = getelementptr inbounds i8, ptr %B, i64 %212
  %214 = load i8, ptr %213, align 1
  %215 = sext i32 %i43 to i64
  %216 = mul nsw i64 %215, 64
  %217 = sext i32 %j47 to i64
  %218 = add nsw i64 %216, %217
  %219 = getelementptr inbounds i8, ptr %B_s, i64 %218
  store i8 %214, ptr %219, align 1
  %220 = add nsw i32 %j47, 1
  br label %for.cond44, !llvm.loop !11

for.end46:                                        ; preds = %for.cond44
  %221 = add nsw i32 %i43, 1
  br label %for.cond40, !llvm.loop !12

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i51 = phi i32 [ 0, %if.else38 ], [ %330, %for.end68 ]
  %222 = icmp slt i32 %i51, 128
  br i1 %222, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %223 = mul i32 %k, 64
  %224 = sext i32 %223 to i64
  %225 = sub i64 0, %224
  %226 = icmp slt i64 %225, 0
  %227 = mul i32 %k, 64
  %228 = sext i32 %227 to i64
  %229 = sub i64 0, %228
  %230 = icmp sgt i64 %229, 64
  %231 = mul i32 %k, 64
  %232 = sext i32 %231 to i64
  %233 = sub i64 0, %232
  %234 = select i1 %230, i64 64, i64 %233
  %235 = select i1 %226, i64 0, i64 %234
  %tl_lo2 = trunc i64 %235 to i32
  %236 = sext i32 %K to i64
  %237 = mul i32 %k, 64
  %238 = sext i32 %237 to i64
  %239 = sub i64 %236, %238
  %240 = icmp slt i64 %239, 0
  %241 = sext i32 %K to i64
  %242 = mul i32 %k, 64
  %243 = sext i32 %242 to i64
  %244 = sub i64 %241, %243
  %245 = icmp sgt i64 %244, 64
  %246 = sext i32 %K to i64
  %247 = mul i32 %k, 64
  %248 = sext i32 %247 to i64
  %249 = sub i64 %246, %248
  %250 = select i1 %245, i64 64, i64 %249
  %251 = select i1 %240, i64 0, i64 %250
  %252 = sext i32 %tl_lo2 to i64
  %253 = icmp slt i64 %251, %252
  %254 = sext i32 %tl_lo2 to i64
  %255 = sext i32 %K to i64
  %256 = mul i32 %k, 64
  %257 = sext i32 %256 to i64
  %258 = sub i64 %255, %257
  %259 = icmp slt i64 %258, 0
  %260 = sext i32 %K to i64
  %261 = mul i32 %k, 64
  %262 = sext i32 %261 to i64
  %263 = sub i64 %260, %262
  %264 = icmp sgt i64 %263, 64
  %265 = sext i32 %K to i64
  %266 = mul i32 %k, 64
  %267 = sext i32 %266 to i64
  %268 = sub i64 %265, %267
  %269 = select i1 %264, i64 64, i64 %268
  %270 = select i1 %259, i64 0, i64 %269
  %271 = select i1 %253, i64 %254, i64 %270
  %tl_hi3 = trunc i64 %271 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j55 = phi i32 [ 0, %for.body49 ], [ %278, %for.body53 ]
  %272 = icmp slt i32 %j55, %tl_lo2
  br i1 %272, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %273 = sext i32 %i51 to i64
  %274 = mul nsw i64 %273, 64
  %275 = sext i32 %j55 to i64
  %276 = add nsw i64 %274, %275
  %277 = getelementptr inbounds i8, ptr %B_s, i64 %276
  store i8 0, ptr %277, align 1
  %278 = add nsw i32 %j55, 1
  br label %for.cond52, !llvm.loop !13

for.end54:                                        ; preds = %for.cond52
  %279 = mul i32 %bx, 128
  %280 = sext i32 %279 to i64
  %281 = sext i32 %i51 to i64
  %282 = add i64 %280, %281
  %283 = icmp sle i64 0, %282
  %284 = mul i32 %bx, 128
  %285 = sext i32 %284 to i64
  %286 = sext i32 %i51 to i64
  %287 = add i64 %285, %286
  %288 = sext i32 %N to i64
  %289 = icmp slt i64 %287, %288
  %290 = and i1 %283, %289
  br i1 %290, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %291 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %292 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %293 = sub i32 64, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j3 = phi i32 [ 0, %if.then56 ], [ %313, %for.body60 ]
  %294 = icmp slt i32 %j3, %291
  br i1 %294, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %295 = mul i32 %bx, 128
  %296 = add i32 %295, %i51
  %297 = sext i32 %296 to i64
  %298 = sext i32 %K to i64
  %299 = mul nsw i64 %297, %298
  %300 = mul i32 %k, 64
  %301 = add i32 %tl_lo2, %j3
  %302 = add i32 %300, %301
  %303 = sext i32 %302 to i64
  %304 = add nsw i64 %299, %303
  %305 = getelementptr inbounds i8, ptr %B, i64 %304
  %306 = load i8, ptr %305, align 1
  %307 = sext i32 %i51 to i64
  %308 = mul nsw i64 %307, 64
  %309 = add i32 %tl_lo2, %j3
  %310 = sext i32 %309 to i64
  %311 = add nsw i64 %308, %310
  %312 = getelementptr inbounds i8, ptr %B_s, i64 %311
  store i8 %306, ptr %312, align 1
  %313 = add nsw i32 %j3, 1
  br label %for.cond59, !llvm.loop !14

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j365 = phi i32 [ 0, %if.else57 ], [ %321, %for.body63 ]
  %314 = icmp slt i32 %j365, %292
  br i1 %314, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %315 = sext i32 %i51 to i64
  %316 = mul nsw i64 %315, 64
  %317 = add i32 %tl_lo2, %j365
  %318 = sext i32 %317 to i64
  %319 = add nsw i64 %316, %318
  %320 = getelementptr inbounds i8, ptr %B_s, i64 %319
  store i8 0, ptr %320, align 1
  %321 = add nsw i32 %j365, 1
  br label %for.cond62, !llvm.loop !15

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j369 = phi i32 [ 0, %if.end58 ], [ %329, %for.body67 ]
  %322 = icmp slt i32 %j369, %293
  br i1 %322, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %323 = sext i32 %i51 to i64
  %324 = mul nsw i64 %323, 64
  %325 = add i32 %tl_hi3, %j369
  %326 = sext i32 %325 to i64
  %327 = add nsw i64 %324, %326
  %328 = getelementptr inbounds i8, ptr %B_s, i64 %327
  store i8 0, ptr %328, align 1
  %329 = add nsw i32 %j369, 1
  br label %for.cond66, !llvm.loop !16

for.end68:                                        ; preds = %for.cond66
  %330 = add nsw i32 %i51, 1
  br label %for.cond48, !llvm.loop !17

for.cond70:                                       ; preds = %for.end75, %if.end39
  %tl_i = phi i32 [ 0, %if.end39 ], [ %340, %for.end75 ]
  %331 = icmp slt i32 %tl_i, 128
  br i1 %331, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  %332 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !18

for.cond73:                                       ; preds = %for.end78, %for.body71
  %tl_j = phi i32 [ 0, %for.body71 ], [ %365, %for.end78 ]
  %333 = icmp slt i32 %tl_j, 128
  br i1 %333, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %334 = sext i32 %tl_i to i64
  %335 = mul nsw i64 %334, 128
  %336 = sext i32 %tl_j to i64
  %337 = add nsw i64 %335, %336
  %338 = getelementptr inbounds i32, ptr %C_f, i64 %337
  %339 = load i32, ptr %338, align 4
  store i32 %339, ptr %tl_acc, align 4
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  %340 = add nsw i32 %tl_i, 1
  br label %for.cond70, !llvm.loop !19

for.cond76:                                       ; preds = %for.body77, %for.body74
  %tl_p = phi i32 [ 0, %for.body74 ], [ %358, %for.body77 ]
  %341 = icmp slt i32 %tl_p, 64
  br i1 %341, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %tl_acc79 = load i32, ptr %tl_acc, align 4
  %342 = sext i32 %tl_i to i64
  %343 = mul nsw i64 %342, 64
  %344 = sext i32 %tl_p to i64
  %345 = add nsw i64 %343, %344
  %346 = getelementptr inbounds i8, ptr %A_s, i64 %345
  %347 = load i8, ptr %346, align 1
  %348 = sext i8 %347 to i32
  %349 = sext i32 %tl_j to i64
  %350 = mul nsw i64 %349, 64
  %351 = sext i32 %tl_p to i64
  %352 = add nsw i64 %350, %351
  %353 = getelementptr inbounds i8, ptr %B_s, i64 %352
  %354 = load i8, ptr %353, align 1
  %355 = sext i8 %354 to i32
  %356 = mul i32 %348, %355
  %357 = add i32 %tl_acc79, %356
  store i32 %357, ptr %tl_acc, align 4
  %358 = add nsw i32 %tl_p, 1
  br label %for.cond76, !llvm.loop !20

for.end78:                                        ; preds = %for.cond76
  %359 = load i32, ptr %tl_acc, align 4
  %360 = sext i32 %tl_i to i64
  %361 = mul nsw i64 %360, 128
  %362 = sext i32 %tl_j to i64
  %363 = add nsw i64 %361, %362
  %364 = getelementptr inbounds i32, ptr %C_f, i64 %363
  store i32 %359, ptr %364, align 4
  %365 = add nsw i32 %tl_j, 1
  br label %for.cond73, !llvm.loop !21

if.then80:                                        ; preds = %for.end6
  br label %for.cond83

if.else81:                                        ; preds = %for.end6
  br label %for.cond92

if.end82:                                         ; preds = %for.end94, %for.end85
  ret void

for.cond83:                                       ; preds = %if.end88, %if.then80
  %i1 = phi i32 [ 0, %if.then80 ], [ %385, %if.end88 ]
  %366 = icmp slt i32 %i1, 128
  br i1 %366, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %367 = sext i32 %M to i64
  %368 = sext i32 %N to i64
  %369 = mul i64 %367, %368
  %370 = icmp sge i64 %369, 8388608
  br i1 %370, label %if.then86, label %if.else87

for.end85:                                        ; preds = %for.cond83
  br label %if.end82

if.then86:                                        ; preds = %for.body84
  %371 = mul i32 %by, 128
  %372 = add i32 %371, %i1
  %373 = sext i32 %372 to i64
  %374 = sext i32 %N to i64
  %375 = mul nsw i64 %373, %374
  %376 = mul i32 %bx, 128
  %377 = add i32 %376, 0
  %378 = sext i32 %377 to i64
  %379 = add nsw i64 %375, %378
  %380 = getelementptr inbounds i32, ptr %C, i64 %379
  %381 = sext i32 %i1 to i64
  %382 = mul nsw i64 %381, 128
  %383 = add nsw i64 %382, 0
  %384 = getelementptr inbounds i32, ptr %C_f, i64 %383
  call void @tilec_rt_stream(ptr %380, ptr %384, i64 512)
  br label %if.end88

if.else87:                                        ; preds = %for.body84
  br label %for.cond89

if.end88:                                         ; preds = %for.end91, %if.then86
  %385 = add nsw i32 %i1, 1
  br label %for.cond83, !llvm.loop !22

for.cond89:                                       ; preds = %for.body90, %if.else87
  %j1 = phi i32 [ 0, %if.else87 ], [ %403, %for.body90 ]
  %386 = icmp slt i32 %j1, 128
  br i1 %386, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %387 = sext i32 %i1 to i64
  %388 = mul nsw i64 %387, 128
  %389 = sext i32 %j1 to i64
  %390 = add nsw i64 %388, %389
  %391 = getelementptr inbounds i32, ptr %C_f, i64 %390
  %392 = load i32, ptr %391, align 4
  %393 = mul i32 %by, 128
  %394 = add i32 %393, %i1
  %395 = sext i32 %394 to i64
  %396 = sext i32 %N to i64
  %397 = mul nsw i64 %395, %396
  %398 = mul i32 %bx, 128
  %399 = add i32 %398, %j1
  %400 = sext i32 %399 to i64
  %401 = add nsw i64 %397, %400
  %402 = getelementptr inbounds i32, ptr %C, i64 %401
  store i32 %392, ptr %402, align 4
  %403 = add nsw i32 %j1, 1
  br label %for.cond89, !llvm.loop !23

for.end91:                                        ; preds = %for.cond89
  br label %if.end88

for.cond92:                                       ; preds = %if.end98, %if.else81
  %i195 = phi i32 [ 0, %if.else81 ], [ %467, %if.end98 ]
  %404 = icmp slt i32 %i195, 128
  br i1 %404, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %405 = mul i32 %bx, 128
  %406 = sext i32 %405 to i64
  %407 = sub i64 0, %406
  %408 = icmp slt i64 %407, 0
  %409 = mul i32 %bx, 128
  %410 = sext i32 %409 to i64
  %411 = sub i64 0, %410
  %412 = icmp sgt i64 %411, 128
  %413 = mul i32 %bx, 128
  %414 = sext i32 %413 to i64
  %415 = sub i64 0, %414
  %416 = select i1 %412, i64 128, i64 %415
  %417 = select i1 %408, i64 0, i64 %416
  %tl_lo4 = trunc i64 %417 to i32
  %418 = sext i32 %N to i64
  %419 = mul i32 %bx, 128
  %420 = sext i32 %419 to i64
  %421 = sub i64 %418, %420
  %422 = icmp slt i64 %421, 0
  %423 = sext i32 %N to i64
  %424 = mul i32 %bx, 128
  %425 = sext i32 %424 to i64
  %426 = sub i64 %423, %425
  %427 = icmp sgt i64 %426, 128
  %428 = sext i32 %N to i64
  %429 = mul i32 %bx, 128
  %430 = sext i32 %429 to i64
  %431 = sub i64 %428, %430
  %432 = select i1 %427, i64 128, i64 %431
  %433 = select i1 %422, i64 0, i64 %432
  %434 = sext i32 %tl_lo4 to i64
  %435 = icmp slt i64 %433, %434
  %436 = sext i32 %tl_lo4 to i64
  %437 = sext i32 %N to i64
  %438 = mul i32 %bx, 128
  %439 = sext i32 %438 to i64
  %440 = sub i64 %437, %439
  %441 = icmp slt i64 %440, 0
  %442 = sext i32 %N to i64
  %443 = mul i32 %bx, 128
  %444 = sext i32 %443 to i64
  %445 = sub i64 %442, %444
  %446 = icmp sgt i64 %445, 128
  %447 = sext i32 %N to i64
  %448 = mul i32 %bx, 128
  %449 = sext i32 %448 to i64
  %450 = sub i64 %447, %449
  %451 = select i1 %446, i64 128, i64 %450
  %452 = select i1 %441, i64 0, i64 %451
  %453 = select i1 %435, i64 %436, i64 %452
  %tl_hi5 = trunc i64 %453 to i32
  %454 = mul i32 %by, 128
  %455 = sext i32 %454 to i64
  %456 = sext i32 %i195 to i64
  %457 = add i64 %455, %456
  %458 = icmp sle i64 0, %457
  %459 = mul i32 %by, 128
  %460 = sext i32 %459 to i64
  %461 = sext i32 %i195 to i64
  %462 = add i64 %460, %461
  %463 = sext i32 %M to i64
  %464 = icmp slt i64 %462, %463
  %465 = and i1 %458, %464
  br i1 %465, label %if.then96, label %if.else97

for.end94:                                        ; preds = %for.cond92
  br label %if.end82

if.then96:                                        ; preds = %for.body93
  %466 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond99

if.else97:                                        ; preds = %for.body93
  br label %if.end98

if.end98:                                         ; preds = %if.else97, %for.end101
  %467 = add nsw i32 %i195, 1
  br label %for.cond92, !llvm.loop !24

for.cond99:                                       ; preds = %for.body100, %if.then96
  %j11 = phi i32 [ 0, %if.then96 ], [ %487, %for.body100 ]
  %468 = icmp slt i32 %j11, %466
  br i1 %468, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %469 = sext i32 %i195 to i64
  %470 = mul nsw i64 %469, 128
  %471 = add i32 %tl_lo4, %j11
  %472 = sext i32 %471 to i64
  %473 = add nsw i64 %470, %472
  %474 = getelementptr inbounds i32, ptr %C_f, i64 %473
  %475 = load i32, ptr %474, align 4
  %476 = mul i32 %by, 128
  %477 = add i32 %476, %i195
  %478 = sext i32 %477 to i64
  %479 = sext i32 %N to i64
  %480 = mul nsw i64 %478, %479
  %481 = mul i32 %bx, 128
  %482 = add i32 %tl_lo4, %j11
  %483 = add i32 %481, %482
  %484 = sext i32 %483 to i64
  %485 = add nsw i64 %480, %484
  %486 = getelementptr inbounds i32, ptr %C, i64 %485
  store i32 %475, ptr %486, align 4
  %487 = add nsw i32 %j11, 1
  br label %for.cond99, !llvm.loop !25

for.end101:                                       ; preds = %for.cond99
  br label %if.end98
}

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @matmul_i8_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_i8, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_i8, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_i8, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_i8, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_i8, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_i8, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_i8, ptr %ctx, i32 0, i32 6
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
  call void @matmul_i8_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_i8(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_i8, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_i8, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_i8, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_i8, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_i8, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_i8, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_i8, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_i8, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 128
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 128
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
  %37 = sext i32 %M to i64
  %38 = sdiv i64 %37, 128
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 128
  %42 = icmp ne i64 %41, 0
  %43 = icmp slt i64 %37, 0
  %44 = icmp eq i1 %43, false
  %45 = and i1 %42, %44
  %46 = zext i1 %45 to i64
  %47 = add i64 %40, %46
  %48 = trunc i64 %47 to i32
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 %49, ptr %50, align 8
  %51 = icmp sgt i64 %49, 0
  %52 = and i1 %35, %51
  %53 = mul i64 %36, %49
  %54 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %54, align 8
  %55 = and i1 %52, true
  %56 = mul i64 %53, 1
  br i1 %55, label %run, label %empty

run:                                              ; preds = %body
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_i8_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @matmul_u8_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [2048 x i8], align 64
  %B_s = alloca [2048 x i8], align 64
  %C_f = alloca [4096 x i32], align 64
  %tl_acc = alloca i32, align 8
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 64
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 32
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 32
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j, 64
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 64
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds i32, ptr %C_f, i64 %17
  store i32 0, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !26

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !27

for.cond4:                                        ; preds = %for.end72, %for.end
  %k = phi i32 [ 0, %for.end ], [ %332, %for.end72 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 64
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 64
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 64
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %k, 32
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 32
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 32
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %39 = mul i32 %by, 64
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 64
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 64
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 64
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 64
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 64
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then80, label %if.else81

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %56 = mul i32 %k, 32
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %k, 32
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 32
  %61 = sext i32 %K to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %bx, 64
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 64
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 64
  %69 = sext i32 %N to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %92, %for.end13 ]
  %73 = icmp slt i32 %i10, 64
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %91, %for.body12 ]
  %74 = icmp slt i32 %j14, 32
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 64
  %76 = add i32 %75, %i10
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 32
  %81 = add i32 %80, %j14
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i8, ptr %A, i64 %83
  %85 = load i8, ptr %84, align 1
  %86 = sext i32 %i10 to i64
  %87 = mul nsw i64 %86, 32
  %88 = sext i32 %j14 to i64
  %89 = add nsw i64 %87, %88
  %90 = getelementptr inbounds i8, ptr %A_s, i64 %89
  store i8 %85, ptr %90, align 1
  %91 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !28

for.end13:                                        ; preds = %for.cond11
  %92 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !29

for.cond15:                                       ; preds = %for.end35, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %201, %for.end35 ]
  %93 = icmp slt i32 %i18, 64
  br i1 %93, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %94 = mul i32 %k, 32
  %95 = sext i32 %94 to i64
  %96 = sub i64 0, %95
  %97 = icmp slt i64 %96, 0
  %98 = mul i32 %k, 32
  %99 = sext i32 %98 to i64
  %100 = sub i64 0, %99
  %101 = icmp sgt i64 %100, 32
  %102 = mul i32 %k, 32
  %103 = sext i32 %102 to i64
  %104 = sub i64 0, %103
  %105 = select i1 %101, i64 32, i64 %104
  %106 = select i1 %97, i64 0, i64 %105
  %tl_lo0 = trunc i64 %106 to i32
  %107 = sext i32 %K to i64
  %108 = mul i32 %k, 32
  %109 = sext i32 %108 to i64
  %110 = sub i64 %107, %109
  %111 = icmp slt i64 %110, 0
  %112 = sext i32 %K to i64
  %113 = mul i32 %k, 32
  %114 = sext i32 %113 to i64
  %115 = sub i64 %112, %114
  %116 = icmp sgt i64 %115, 32
  %117 = sext i32 %K to i64
  %118 = mul i32 %k, 32
  %119 = sext i32 %118 to i64
  %120 = sub i64 %117, %119
  %121 = select i1 %116, i64 32, i64 %120
  %122 = select i1 %111, i64 0, i64 %121
  %123 = sext i32 %tl_lo0 to i64
  %124 = icmp slt i64 %122, %123
  %125 = sext i32 %tl_lo0 to i64
  %126 = sext i32 %K to i64
  %127 = mul i32 %k, 32
  %128 = sext i32 %127 to i64
  %129 = sub i64 %126, %128
  %130 = icmp slt i64 %129, 0
  %131 = sext i32 %K to i64
  %132 = mul i32 %k, 32
  %133 = sext i32 %132 to i64
  %134 = sub i64 %131, %133
  %135 = icmp sgt i64 %134, 32
  %136 = sext i32 %K to i64
  %137 = mul i32 %k, 32
  %138 = sext i32 %137 to i64
  %139 = sub i64 %136, %138
  %140 = select i1 %135, i64 32, i64 %139
  %141 = select i1 %130, i64 0, i64 %140
  %142 = select i1 %124, i64 %125, i64 %141
  %tl_hi1 = trunc i64 %142 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %149, %for.body20 ]
  %143 = icmp slt i32 %j22, %tl_lo0
  br i1 %143, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %144 = sext i32 %i18 to i64
  %145 = mul nsw i64 %144, 32
  %146 = sext i32 %j22 to i64
  %147 = add nsw i64 %145, %146
  %148 = getelementptr inbounds i8, ptr %A_s, i64 %147
  store i8 0, ptr %148, align 1
  %149 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !30

for.end21:                                        ; preds = %for.cond19
  %150 = mul i32 %by, 64
  %151 = sext i32 %150 to i64
  %152 = sext i32 %i18 to i64
  %153 = add i64 %151, %152
  %154 = icmp sle i64 0, %153
  %155 = mul i32 %by, 64
  %156 = sext i32 %155 to i64
  %157 = sext i32 %i18 to i64
  %158 = add i64 %156, %157
  %159 = sext i32 %M to i64
  %160 = icmp slt i64 %158, %159
  %161 = and i1 %154, %160
  br i1 %161, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %162 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %163 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %164 = sub i32 32, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j2 = phi i32 [ 0, %if.then23 ], [ %184, %for.body27 ]
  %165 = icmp slt i32 %j2, %162
  br i1 %165, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %166 = mul i32 %by, 64
  %167 = add i32 %166, %i18
  %168 = sext i32 %167 to i64
  %169 = sext i32 %K to i64
  %170 = mul nsw i64 %168, %169
  %171 = mul i32 %k, 32
  %172 = add i32 %tl_lo0, %j2
  %173 = add i32 %171, %172
  %174 = sext i32 %173 to i64
  %175 = add nsw i64 %170, %174
  %176 = getelementptr inbounds i8, ptr %A, i64 %175
  %177 = load i8, ptr %176, align 1
  %178 = sext i32 %i18 to i64
  %179 = mul nsw i64 %178, 32
  %180 = add i32 %tl_lo0, %j2
  %181 = sext i32 %180 to i64
  %182 = add nsw i64 %179, %181
  %183 = getelementptr inbounds i8, ptr %A_s, i64 %182
  store i8 %177, ptr %183, align 1
  %184 = add nsw i32 %j2, 1
  br label %for.cond26, !llvm.loop !31

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j232 = phi i32 [ 0, %if.else24 ], [ %192, %for.body30 ]
  %185 = icmp slt i32 %j232, %163
  br i1 %185, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %186 = sext i32 %i18 to i64
  %187 = mul nsw i64 %186, 32
  %188 = add i32 %tl_lo0, %j232
  %189 = sext i32 %188 to i64
  %190 = add nsw i64 %187, %189
  %191 = getelementptr inbounds i8, ptr %A_s, i64 %190
  store i8 0, ptr %191, align 1
  %192 = add nsw i32 %j232, 1
  br label %for.cond29, !llvm.loop !32

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j236 = phi i32 [ 0, %if.end25 ], [ %200, %for.body34 ]
  %193 = icmp slt i32 %j236, %164
  br i1 %193, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %194 = sext i32 %i18 to i64
  %195 = mul nsw i64 %194, 32
  %196 = add i32 %tl_hi1, %j236
  %197 = sext i32 %196 to i64
  %198 = add nsw i64 %195, %197
  %199 = getelementptr inbounds i8, ptr %A_s, i64 %198
  store i8 0, ptr %199, align 1
  %200 = add nsw i32 %j236, 1
  br label %for.cond33, !llvm.loop !33

for.end35:                                        ; preds = %for.cond33
  %201 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !34

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  br label %for.cond70

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i43 = phi i32 [ 0, %if.then37 ], [ %221, %for.end46 ]
  %202 = icmp slt i32 %i43, 32
  br i1 %202, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j47 = phi i32 [ 0, %for.body41 ], [ %220, %for.body45 ]
  %203 = icmp slt i32 %j47, 64
  br i1 %203, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %204 = mul i32 %k, 32
  %205 = add i32 %204, %i43
  %206 = sext i32 %205 to i64
  %207 = sext i32 %N to i64
  %208 = mul nsw i64 %206, %207
  %209 = mul i32 %bx, 64
  %210 = add i32 %209, %j47
  %211 = sext i32 %210 to i64
  %212 = add nsw i64 %208, %211
  %213 = getelementptr inbounds i8, ptr %B, i64 %212
  %214 = load i8, ptr %213, align 1
  %215 = sext i32 %i43 to i64
  %216 = mul nsw i64 %215, 64
  %217 = sext i32 %j47 to i64
  %218 = add nsw i64 %216, %217
  %219 = getelementptr inbounds i8, ptr %B_s, i64 %218
  store i8 %214, ptr %219, align 1
  %220 = add nsw i32 %j47, 1
  br label %for.cond44, !llvm.loop !35

for.end46:                                        ; preds = %for.cond44
  %221 = add nsw i32 %i43, 1
  br label %for.cond40, !llvm.loop !36

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i51 = phi i32 [ 0, %if.else38 ], [ %330, %for.end68 ]
  %222 = icmp slt i32 %i51, 32
  br i1 %222, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %223 = mul i32 %bx, 64
  %224 = sext i32 %223 to i64
  %225 = sub i64 0, %224
  %226 = icmp slt i64 %225, 0
  %227 = mul i32 %bx, 64
  %228 = sext i32 %227 to i64
  %229 = sub i64 0, %228
  %230 = icmp sgt i64 %229, 64
  %231 = mul i32 %bx, 64
  %232 = sext i32 %231 to i64
  %233 = sub i64 0, %232
  %234 = select i1 %230, i64 64, i64 %233
  %235 = select i1 %226, i64 0, i64 %234
  %tl_lo2 = trunc i64 %235 to i32
  %236 = sext i32 %N to i64
  %237 = mul i32 %bx, 64
  %238 = sext i32 %237 to i64
  %239 = sub i64 %236, %238
  %240 = icmp slt i64 %239, 0
  %241 = sext i32 %N to i64
  %242 = mul i32 %bx, 64
  %243 = sext i32 %242 to i64
  %244 = sub i64 %241, %243
  %245 = icmp sgt i64 %244, 64
  %246 = sext i32 %N to i64
  %247 = mul i32 %bx, 64
  %248 = sext i32 %247 to i64
  %249 = sub i64 %246, %248
  %250 = select i1 %245, i64 64, i64 %249
  %251 = select i1 %240, i64 0, i64 %250
  %252 = sext i32 %tl_lo2 to i64
  %253 = icmp slt i64 %251, %252
  %254 = sext i32 %tl_lo2 to i64
  %255 = sext i32 %N to i64
  %256 = mul i32 %bx, 64
  %257 = sext i32 %256 to i64
  %258 = sub i64 %255, %257
  %259 = icmp slt i64 %258, 0
  %260 = sext i32 %N to i64
  %261 = mul i32 %bx, 64
  %262 = sext i32 %261 to i64
  %263 = sub i64 %260, %262
  %264 = icmp sgt i64 %263, 64
  %265 = sext i32 %N to i64
  %266 = mul i32 %bx, 64
  %267 = sext i32 %266 to i64
  %268 = sub i64 %265, %267
  %269 = select i1 %264, i64 64, i64 %268
  %270 = select i1 %259, i64 0, i64 %269
  %271 = select i1 %253, i64 %254, i64 %270
  %tl_hi3 = trunc i64 %271 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j55 = phi i32 [ 0, %for.body49 ], [ %278, %for.body53 ]
  %272 = icmp slt i32 %j55, %tl_lo2
  br i1 %272, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %273 = sext i32 %i51 to i64
  %274 = mul nsw i64 %273, 64
  %275 = sext i32 %j55 to i64
  %276 = add nsw i64 %274, %275
  %277 = getelementptr inbounds i8, ptr %B_s, i64 %276
  store i8 0, ptr %277, align 1
  %278 = add nsw i32 %j55, 1
  br label %for.cond52, !llvm.loop !37

for.end54:                                        ; preds = %for.cond52
  %279 = mul i32 %k, 32
  %280 = sext i32 %279 to i64
  %281 = sext i32 %i51 to i64
  %282 = add i64 %280, %281
  %283 = icmp sle i64 0, %282
  %284 = mul i32 %k, 32
  %285 = sext i32 %284 to i64
  %286 = sext i32 %i51 to i64
  %287 = add i64 %285, %286
  %288 = sext i32 %K to i64
  %289 = icmp slt i64 %287, %288
  %290 = and i1 %283, %289
  br i1 %290, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %291 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %292 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %293 = sub i32 64, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j3 = phi i32 [ 0, %if.then56 ], [ %313, %for.body60 ]
  %294 = icmp slt i32 %j3, %291
  br i1 %294, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %295 = mul i32 %k, 32
  %296 = add i32 %295, %i51
  %297 = sext i32 %296 to i64
  %298 = sext i32 %N to i64
  %299 = mul nsw i64 %297, %298
  %300 = mul i32 %bx, 64
  %301 = add i32 %tl_lo2, %j3
  %302 = add i32 %300, %301
  %303 = sext i32 %302 to i64
  %304 = add nsw i64 %299, %303
  %305 = getelementptr inbounds i8, ptr %B, i64 %304
  %306 = load i8, ptr %305, align 1
  %307 = sext i32 %i51 to i64
  %308 = mul nsw i64 %307, 64
  %309 = add i32 %tl_lo2, %j3
  %310 = sext i32 %309 to i64
  %311 = add nsw i64 %308, %310
  %312 = getelementptr inbounds i8, ptr %B_s, i64 %311
  store i8 %306, ptr %312, align 1
  %313 = add nsw i32 %j3, 1
  br label %for.cond59, !llvm.loop !38

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j365 = phi i32 [ 0, %if.else57 ], [ %321, %for.body63 ]
  %314 = icmp slt i32 %j365, %292
  br i1 %314, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %315 = sext i32 %i51 to i64
  %316 = mul nsw i64 %315, 64
  %317 = add i32 %tl_lo2, %j365
  %318 = sext i32 %317 to i64
  %319 = add nsw i64 %316, %318
  %320 = getelementptr inbounds i8, ptr %B_s, i64 %319
  store i8 0, ptr %320, align 1
  %321 = add nsw i32 %j365, 1
  br label %for.cond62, !llvm.loop !39

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j369 = phi i32 [ 0, %if.end58 ], [ %329, %for.body67 ]
  %322 = icmp slt i32 %j369, %293
  br i1 %322, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %323 = sext i32 %i51 to i64
  %324 = mul nsw i64 %323, 64
  %325 = add i32 %tl_hi3, %j369
  %326 = sext i32 %325 to i64
  %327 = add nsw i64 %324, %326
  %328 = getelementptr inbounds i8, ptr %B_s, i64 %327
  store i8 0, ptr %328, align 1
  %329 = add nsw i32 %j369, 1
  br label %for.cond66, !llvm.loop !40

for.end68:                                        ; preds = %for.cond66
  %330 = add nsw i32 %i51, 1
  br label %for.cond48, !llvm.loop !41

for.cond70:                                       ; preds = %for.end75, %if.end39
  %tl_i = phi i32 [ 0, %if.end39 ], [ %340, %for.end75 ]
  %331 = icmp slt i32 %tl_i, 64
  br i1 %331, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  %332 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !42

for.cond73:                                       ; preds = %for.end78, %for.body71
  %tl_j = phi i32 [ 0, %for.body71 ], [ %365, %for.end78 ]
  %333 = icmp slt i32 %tl_j, 64
  br i1 %333, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %334 = sext i32 %tl_i to i64
  %335 = mul nsw i64 %334, 64
  %336 = sext i32 %tl_j to i64
  %337 = add nsw i64 %335, %336
  %338 = getelementptr inbounds i32, ptr %C_f, i64 %337
  %339 = load i32, ptr %338, align 4
  store i32 %339, ptr %tl_acc, align 4
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  %340 = add nsw i32 %tl_i, 1
  br label %for.cond70, !llvm.loop !43

for.cond76:                                       ; preds = %for.body77, %for.body74
  %tl_p = phi i32 [ 0, %for.body74 ], [ %358, %for.body77 ]
  %341 = icmp slt i32 %tl_p, 32
  br i1 %341, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %tl_acc79 = load i32, ptr %tl_acc, align 4
  %342 = sext i32 %tl_i to i64
  %343 = mul nsw i64 %342, 32
  %344 = sext i32 %tl_p to i64
  %345 = add nsw i64 %343, %344
  %346 = getelementptr inbounds i8, ptr %A_s, i64 %345
  %347 = load i8, ptr %346, align 1
  %348 = zext i8 %347 to i32
  %349 = sext i32 %tl_p to i64
  %350 = mul nsw i64 %349, 64
  %351 = sext i32 %tl_j to i64
  %352 = add nsw i64 %350, %351
  %353 = getelementptr inbounds i8, ptr %B_s, i64 %352
  %354 = load i8, ptr %353, align 1
  %355 = zext i8 %354 to i32
  %356 = mul i32 %348, %355
  %357 = add i32 %tl_acc79, %356
  store i32 %357, ptr %tl_acc, align 4
  %358 = add nsw i32 %tl_p, 1
  br label %for.cond76, !llvm.loop !44

for.end78:                                        ; preds = %for.cond76
  %359 = load i32, ptr %tl_acc, align 4
  %360 = sext i32 %tl_i to i64
  %361 = mul nsw i64 %360, 64
  %362 = sext i32 %tl_j to i64
  %363 = add nsw i64 %361, %362
  %364 = getelementptr inbounds i32, ptr %C_f, i64 %363
  store i32 %359, ptr %364, align 4
  %365 = add nsw i32 %tl_j, 1
  br label %for.cond73, !llvm.loop !45

if.then80:                                        ; preds = %for.end6
  br label %for.cond83

if.else81:                                        ; preds = %for.end6
  br label %for.cond92

if.end82:                                         ; preds = %for.end94, %for.end85
  ret void

for.cond83:                                       ; preds = %if.end88, %if.then80
  %i1 = phi i32 [ 0, %if.then80 ], [ %385, %if.end88 ]
  %366 = icmp slt i32 %i1, 64
  br i1 %366, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %367 = sext i32 %M to i64
  %368 = sext i32 %N to i64
  %369 = mul i64 %367, %368
  %370 = icmp sge i64 %369, 8388608
  br i1 %370, label %if.then86, label %if.else87

for.end85:                                        ; preds = %for.cond83
  br label %if.end82

if.then86:                                        ; preds = %for.body84
  %371 = mul i32 %by, 64
  %372 = add i32 %371, %i1
  %373 = sext i32 %372 to i64
  %374 = sext i32 %N to i64
  %375 = mul nsw i64 %373, %374
  %376 = mul i32 %bx, 64
  %377 = add i32 %376, 0
  %378 = sext i32 %377 to i64
  %379 = add nsw i64 %375, %378
  %380 = getelementptr inbounds i32, ptr %C, i64 %379
  %381 = sext i32 %i1 to i64
  %382 = mul nsw i64 %381, 64
  %383 = add nsw i64 %382, 0
  %384 = getelementptr inbounds i32, ptr %C_f, i64 %383
  call void @tilec_rt_stream(ptr %380, ptr %384, i64 256)
  br label %if.end88

if.else87:                                        ; preds = %for.body84
  br label %for.cond89

if.end88:                                         ; preds = %for.end91, %if.then86
  %385 = add nsw i32 %i1, 1
  br label %for.cond83, !llvm.loop !46

for.cond89:                                       ; preds = %for.body90, %if.else87
  %j1 = phi i32 [ 0, %if.else87 ], [ %403, %for.body90 ]
  %386 = icmp slt i32 %j1, 64
  br i1 %386, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %387 = sext i32 %i1 to i64
  %388 = mul nsw i64 %387, 64
  %389 = sext i32 %j1 to i64
  %390 = add nsw i64 %388, %389
  %391 = getelementptr inbounds i32, ptr %C_f, i64 %390
  %392 = load i32, ptr %391, align 4
  %393 = mul i32 %by, 64
  %394 = add i32 %393, %i1
  %395 = sext i32 %394 to i64
  %396 = sext i32 %N to i64
  %397 = mul nsw i64 %395, %396
  %398 = mul i32 %bx, 64
  %399 = add i32 %398, %j1
  %400 = sext i32 %399 to i64
  %401 = add nsw i64 %397, %400
  %402 = getelementptr inbounds i32, ptr %C, i64 %401
  store i32 %392, ptr %402, align 4
  %403 = add nsw i32 %j1, 1
  br label %for.cond89, !llvm.loop !47

for.end91:                                        ; preds = %for.cond89
  br label %if.end88

for.cond92:                                       ; preds = %if.end98, %if.else81
  %i195 = phi i32 [ 0, %if.else81 ], [ %467, %if.end98 ]
  %404 = icmp slt i32 %i195, 64
  br i1 %404, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %405 = mul i32 %bx, 64
  %406 = sext i32 %405 to i64
  %407 = sub i64 0, %406
  %408 = icmp slt i64 %407, 0
  %409 = mul i32 %bx, 64
  %410 = sext i32 %409 to i64
  %411 = sub i64 0, %410
  %412 = icmp sgt i64 %411, 64
  %413 = mul i32 %bx, 64
  %414 = sext i32 %413 to i64
  %415 = sub i64 0, %414
  %416 = select i1 %412, i64 64, i64 %415
  %417 = select i1 %408, i64 0, i64 %416
  %tl_lo4 = trunc i64 %417 to i32
  %418 = sext i32 %N to i64
  %419 = mul i32 %bx, 64
  %420 = sext i32 %419 to i64
  %421 = sub i64 %418, %420
  %422 = icmp slt i64 %421, 0
  %423 = sext i32 %N to i64
  %424 = mul i32 %bx, 64
  %425 = sext i32 %424 to i64
  %426 = sub i64 %423, %425
  %427 = icmp sgt i64 %426, 64
  %428 = sext i32 %N to i64
  %429 = mul i32 %bx, 64
  %430 = sext i32 %429 to i64
  %431 = sub i64 %428, %430
  %432 = select i1 %427, i64 64, i64 %431
  %433 = select i1 %422, i64 0, i64 %432
  %434 = sext i32 %tl_lo4 to i64
  %435 = icmp slt i64 %433, %434
  %436 = sext i32 %tl_lo4 to i64
  %437 = sext i32 %N to i64
  %438 = mul i32 %bx, 64
  %439 = sext i32 %438 to i64
  %440 = sub i64 %437, %439
  %441 = icmp slt i64 %440, 0
  %442 = sext i32 %N to i64
  %443 = mul i32 %bx, 64
  %444 = sext i32 %443 to i64
  %445 = sub i64 %442, %444
  %446 = icmp sgt i64 %445, 64
  %447 = sext i32 %N to i64
  %448 = mul i32 %bx, 64
  %449 = sext i32 %448 to i64
  %450 = sub i64 %447, %449
  %451 = select i1 %446, i64 64, i64 %450
  %452 = select i1 %441, i64 0, i64 %451
  %453 = select i1 %435, i64 %436, i64 %452
  %tl_hi5 = trunc i64 %453 to i32
  %454 = mul i32 %by, 64
  %455 = sext i32 %454 to i64
  %456 = sext i32 %i195 to i64
  %457 = add i64 %455, %456
  %458 = icmp sle i64 0, %457
  %459 = mul i32 %by, 64
  %460 = sext i32 %459 to i64
  %461 = sext i32 %i195 to i64
  %462 = add i64 %460, %461
  %463 = sext i32 %M to i64
  %464 = icmp slt i64 %462, %463
  %465 = and i1 %458, %464
  br i1 %465, label %if.then96, label %if.else97

for.end94:                                        ; preds = %for.cond92
  br label %if.end82

if.then96:                                        ; preds = %for.body93
  %466 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond99

if.else97:                                        ; preds = %for.body93
  br label %if.end98

if.end98:                                         ; preds = %if.else97, %for.end101
  %467 = add nsw i32 %i195, 1
  br label %for.cond92, !llvm.loop !48

for.cond99:                                       ; preds = %for.body100, %if.then96
  %j11 = phi i32 [ 0, %if.then96 ], [ %487, %for.body100 ]
  %468 = icmp slt i32 %j11, %466
  br i1 %468, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %469 = sext i32 %i195 to i64
  %470 = mul nsw i64 %469, 64
  %471 = add i32 %tl_lo4, %j11
  %472 = sext i32 %471 to i64
  %473 = add nsw i64 %470, %472
  %474 = getelementptr inbounds i32, ptr %C_f, i64 %473
  %475 = load i32, ptr %474, align 4
  %476 = mul i32 %by, 64
  %477 = add i32 %476, %i195
  %478 = sext i32 %477 to i64
  %479 = sext i32 %N to i64
  %480 = mul nsw i64 %478, %479
  %481 = mul i32 %bx, 64
  %482 = add i32 %tl_lo4, %j11
  %483 = add i32 %481, %482
  %484 = sext i32 %483 to i64
  %485 = add nsw i64 %480, %484
  %486 = getelementptr inbounds i32, ptr %C, i64 %485
  store i32 %475, ptr %486, align 4
  %487 = add nsw i32 %j11, 1
  br label %for.cond99, !llvm.loop !49

for.end101:                                       ; preds = %for.cond99
  br label %if.end98
}

; Function Attrs: nounwind
define internal void @matmul_u8_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_u8, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_u8, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_u8, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_u8, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_u8, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_u8, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_u8, ptr %ctx, i32 0, i32 6
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
  call void @matmul_u8_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_u8(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_u8, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_u8, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_u8, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_u8, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_u8, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_u8, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_u8, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_u8, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
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
  %37 = sext i32 %M to i64
  %38 = sdiv i64 %37, 64
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 64
  %42 = icmp ne i64 %41, 0
  %43 = icmp slt i64 %37, 0
  %44 = icmp eq i1 %43, false
  %45 = and i1 %42, %44
  %46 = zext i1 %45 to i64
  %47 = add i64 %40, %46
  %48 = trunc i64 %47 to i32
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 %49, ptr %50, align 8
  %51 = icmp sgt i64 %49, 0
  %52 = and i1 %35, %51
  %53 = mul i64 %36, %49
  %54 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %54, align 8
  %55 = and i1 %52, true
  %56 = mul i64 %53, 1
  br i1 %55, label %run, label %empty

run:                                              ; preds = %body
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_u8_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !2}
