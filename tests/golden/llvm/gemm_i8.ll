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

for.cond4:                                        ; preds = %if.end39, %for.end
  %k = phi i32 [ 0, %for.end ], [ %202, %if.end39 ]
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
  br i1 %55, label %if.then70, label %if.else71

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
  call void @tilec_rt_gemm_i8i32(i32 128, i32 128, i32 64, ptr %A_s, i32 64, i32 0, i32 0, ptr %B_s, i32 64, i32 1, i32 0, ptr %C_f, i32 128)
  %202 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !11

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i43 = phi i32 [ 0, %if.then37 ], [ %222, %for.end46 ]
  %203 = icmp slt i32 %i43, 128
  br i1 %203, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j47 = phi i32 [ 0, %for.body41 ], [ %221, %for.body45 ]
  %204 = icmp slt i32 %j47, 64
  br i1 %204, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %205 = mul i32 %bx, 128
  %206 = add i32 %205, %i43
  %207 = sext i32 %206 to i64
  %208 = sext i32 %K to i64
  %209 = mul nsw i64 %207, %208
  %210 = mul i32 %k, 64
  %211 = add i32 %210, %j47
  %212 = sext i32 %211 to i64
  %213 = add nsw i64 %209, %212
  %214 = getelementptr inbounds i8, ptr %B, i64 %213
  %215 = load i8, ptr %214, align 1
  %216 = sext i32 %i43 to i64
  %217 = mul nsw i64 %216, 64
  %218 = sext i32 %j47 to i64
  %219 = add nsw i64 %217, %218
  %220 = getelementptr inbounds i8, ptr %B_s, i64 %219
  store i8 %215, ptr %220, align 1
  %221 = add nsw i32 %j47, 1
  br label %for.cond44, !llvm.loop !12

for.end46:                                        ; preds = %for.cond44
  %222 = add nsw i32 %i43, 1
  br label %for.cond40, !llvm.loop !13

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i51 = phi i32 [ 0, %if.else38 ], [ %331, %for.end68 ]
  %223 = icmp slt i32 %i51, 128
  br i1 %223, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %224 = mul i32 %k, 64
  %225 = sext i32 %224 to i64
  %226 = sub i64 0, %225
  %227 = icmp slt i64 %226, 0
  %228 = mul i32 %k, 64
  %229 = sext i32 %228 to i64
  %230 = sub i64 0, %229
  %231 = icmp sgt i64 %230, 64
  %232 = mul i32 %k, 64
  %233 = sext i32 %232 to i64
  %234 = sub i64 0, %233
  %235 = select i1 %231, i64 64, i64 %234
  %236 = select i1 %227, i64 0, i64 %235
  %tl_lo2 = trunc i64 %236 to i32
  %237 = sext i32 %K to i64
  %238 = mul i32 %k, 64
  %239 = sext i32 %238 to i64
  %240 = sub i64 %237, %239
  %241 = icmp slt i64 %240, 0
  %242 = sext i32 %K to i64
  %243 = mul i32 %k, 64
  %244 = sext i32 %243 to i64
  %245 = sub i64 %242, %244
  %246 = icmp sgt i64 %245, 64
  %247 = sext i32 %K to i64
  %248 = mul i32 %k, 64
  %249 = sext i32 %248 to i64
  %250 = sub i64 %247, %249
  %251 = select i1 %246, i64 64, i64 %250
  %252 = select i1 %241, i64 0, i64 %251
  %253 = sext i32 %tl_lo2 to i64
  %254 = icmp slt i64 %252, %253
  %255 = sext i32 %tl_lo2 to i64
  %256 = sext i32 %K to i64
  %257 = mul i32 %k, 64
  %258 = sext i32 %257 to i64
  %259 = sub i64 %256, %258
  %260 = icmp slt i64 %259, 0
  %261 = sext i32 %K to i64
  %262 = mul i32 %k, 64
  %263 = sext i32 %262 to i64
  %264 = sub i64 %261, %263
  %265 = icmp sgt i64 %264, 64
  %266 = sext i32 %K to i64
  %267 = mul i32 %k, 64
  %268 = sext i32 %267 to i64
  %269 = sub i64 %266, %268
  %270 = select i1 %265, i64 64, i64 %269
  %271 = select i1 %260, i64 0, i64 %270
  %272 = select i1 %254, i64 %255, i64 %271
  %tl_hi3 = trunc i64 %272 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j55 = phi i32 [ 0, %for.body49 ], [ %279, %for.body53 ]
  %273 = icmp slt i32 %j55, %tl_lo2
  br i1 %273, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %274 = sext i32 %i51 to i64
  %275 = mul nsw i64 %274, 64
  %276 = sext i32 %j55 to i64
  %277 = add nsw i64 %275, %276
  %278 = getelementptr inbounds i8, ptr %B_s, i64 %277
  store i8 0, ptr %278, align 1
  %279 = add nsw i32 %j55, 1
  br label %for.cond52, !llvm.loop !14

for.end54:                                        ; preds = %for.cond52
  %280 = mul i32 %bx, 128
  %281 = sext i32 %280 to i64
  %282 = sext i32 %i51 to i64
  %283 = add i64 %281, %282
  %284 = icmp sle i64 0, %283
  %285 = mul i32 %bx, 128
  %286 = sext i32 %285 to i64
  %287 = sext i32 %i51 to i64
  %288 = add i64 %286, %287
  %289 = sext i32 %N to i64
  %290 = icmp slt i64 %288, %289
  %291 = and i1 %284, %290
  br i1 %291, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %292 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %293 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %294 = sub i32 64, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j3 = phi i32 [ 0, %if.then56 ], [ %314, %for.body60 ]
  %295 = icmp slt i32 %j3, %292
  br i1 %295, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %296 = mul i32 %bx, 128
  %297 = add i32 %296, %i51
  %298 = sext i32 %297 to i64
  %299 = sext i32 %K to i64
  %300 = mul nsw i64 %298, %299
  %301 = mul i32 %k, 64
  %302 = add i32 %tl_lo2, %j3
  %303 = add i32 %301, %302
  %304 = sext i32 %303 to i64
  %305 = add nsw i64 %300, %304
  %306 = getelementptr inbounds i8, ptr %B, i64 %305
  %307 = load i8, ptr %306, align 1
  %308 = sext i32 %i51 to i64
  %309 = mul nsw i64 %308, 64
  %310 = add i32 %tl_lo2, %j3
  %311 = sext i32 %310 to i64
  %312 = add nsw i64 %309, %311
  %313 = getelementptr inbounds i8, ptr %B_s, i64 %312
  store i8 %307, ptr %313, align 1
  %314 = add nsw i32 %j3, 1
  br label %for.cond59, !llvm.loop !15

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j365 = phi i32 [ 0, %if.else57 ], [ %322, %for.body63 ]
  %315 = icmp slt i32 %j365, %293
  br i1 %315, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %316 = sext i32 %i51 to i64
  %317 = mul nsw i64 %316, 64
  %318 = add i32 %tl_lo2, %j365
  %319 = sext i32 %318 to i64
  %320 = add nsw i64 %317, %319
  %321 = getelementptr inbounds i8, ptr %B_s, i64 %320
  store i8 0, ptr %321, align 1
  %322 = add nsw i32 %j365, 1
  br label %for.cond62, !llvm.loop !16

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j369 = phi i32 [ 0, %if.end58 ], [ %330, %for.body67 ]
  %323 = icmp slt i32 %j369, %294
  br i1 %323, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %324 = sext i32 %i51 to i64
  %325 = mul nsw i64 %324, 64
  %326 = add i32 %tl_hi3, %j369
  %327 = sext i32 %326 to i64
  %328 = add nsw i64 %325, %327
  %329 = getelementptr inbounds i8, ptr %B_s, i64 %328
  store i8 0, ptr %329, align 1
  %330 = add nsw i32 %j369, 1
  br label %for.cond66, !llvm.loop !17

for.end68:                                        ; preds = %for.cond66
  %331 = add nsw i32 %i51, 1
  br label %for.cond48, !llvm.loop !18

if.then70:                                        ; preds = %for.end6
  br label %for.cond73

if.else71:                                        ; preds = %for.end6
  br label %for.cond82

if.end72:                                         ; preds = %for.end84, %for.end75
  ret void

for.cond73:                                       ; preds = %if.end78, %if.then70
  %i1 = phi i32 [ 0, %if.then70 ], [ %351, %if.end78 ]
  %332 = icmp slt i32 %i1, 128
  br i1 %332, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %333 = sext i32 %M to i64
  %334 = sext i32 %N to i64
  %335 = mul i64 %333, %334
  %336 = icmp sge i64 %335, 8388608
  br i1 %336, label %if.then76, label %if.else77

for.end75:                                        ; preds = %for.cond73
  br label %if.end72

if.then76:                                        ; preds = %for.body74
  %337 = mul i32 %by, 128
  %338 = add i32 %337, %i1
  %339 = sext i32 %338 to i64
  %340 = sext i32 %N to i64
  %341 = mul nsw i64 %339, %340
  %342 = mul i32 %bx, 128
  %343 = add i32 %342, 0
  %344 = sext i32 %343 to i64
  %345 = add nsw i64 %341, %344
  %346 = getelementptr inbounds i32, ptr %C, i64 %345
  %347 = sext i32 %i1 to i64
  %348 = mul nsw i64 %347, 128
  %349 = add nsw i64 %348, 0
  %350 = getelementptr inbounds i32, ptr %C_f, i64 %349
  call void @tilec_rt_stream(ptr %346, ptr %350, i64 512)
  br label %if.end78

if.else77:                                        ; preds = %for.body74
  br label %for.cond79

if.end78:                                         ; preds = %for.end81, %if.then76
  %351 = add nsw i32 %i1, 1
  br label %for.cond73, !llvm.loop !19

for.cond79:                                       ; preds = %for.body80, %if.else77
  %j1 = phi i32 [ 0, %if.else77 ], [ %369, %for.body80 ]
  %352 = icmp slt i32 %j1, 128
  br i1 %352, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %353 = sext i32 %i1 to i64
  %354 = mul nsw i64 %353, 128
  %355 = sext i32 %j1 to i64
  %356 = add nsw i64 %354, %355
  %357 = getelementptr inbounds i32, ptr %C_f, i64 %356
  %358 = load i32, ptr %357, align 4
  %359 = mul i32 %by, 128
  %360 = add i32 %359, %i1
  %361 = sext i32 %360 to i64
  %362 = sext i32 %N to i64
  %363 = mul nsw i64 %361, %362
  %364 = mul i32 %bx, 128
  %365 = add i32 %364, %j1
  %366 = sext i32 %365 to i64
  %367 = add nsw i64 %363, %366
  %368 = getelementptr inbounds i32, ptr %C, i64 %367
  store i32 %358, ptr %368, align 4
  %369 = add nsw i32 %j1, 1
  br label %for.cond79, !llvm.loop !20

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

for.cond82:                                       ; preds = %if.end88, %if.else71
  %i185 = phi i32 [ 0, %if.else71 ], [ %433, %if.end88 ]
  %370 = icmp slt i32 %i185, 128
  br i1 %370, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %371 = mul i32 %bx, 128
  %372 = sext i32 %371 to i64
  %373 = sub i64 0, %372
  %374 = icmp slt i64 %373, 0
  %375 = mul i32 %bx, 128
  %376 = sext i32 %375 to i64
  %377 = sub i64 0, %376
  %378 = icmp sgt i64 %377, 128
  %379 = mul i32 %bx, 128
  %380 = sext i32 %379 to i64
  %381 = sub i64 0, %380
  %382 = select i1 %378, i64 128, i64 %381
  %383 = select i1 %374, i64 0, i64 %382
  %tl_lo4 = trunc i64 %383 to i32
  %384 = sext i32 %N to i64
  %385 = mul i32 %bx, 128
  %386 = sext i32 %385 to i64
  %387 = sub i64 %384, %386
  %388 = icmp slt i64 %387, 0
  %389 = sext i32 %N to i64
  %390 = mul i32 %bx, 128
  %391 = sext i32 %390 to i64
  %392 = sub i64 %389, %391
  %393 = icmp sgt i64 %392, 128
  %394 = sext i32 %N to i64
  %395 = mul i32 %bx, 128
  %396 = sext i32 %395 to i64
  %397 = sub i64 %394, %396
  %398 = select i1 %393, i64 128, i64 %397
  %399 = select i1 %388, i64 0, i64 %398
  %400 = sext i32 %tl_lo4 to i64
  %401 = icmp slt i64 %399, %400
  %402 = sext i32 %tl_lo4 to i64
  %403 = sext i32 %N to i64
  %404 = mul i32 %bx, 128
  %405 = sext i32 %404 to i64
  %406 = sub i64 %403, %405
  %407 = icmp slt i64 %406, 0
  %408 = sext i32 %N to i64
  %409 = mul i32 %bx, 128
  %410 = sext i32 %409 to i64
  %411 = sub i64 %408, %410
  %412 = icmp sgt i64 %411, 128
  %413 = sext i32 %N to i64
  %414 = mul i32 %bx, 128
  %415 = sext i32 %414 to i64
  %416 = sub i64 %413, %415
  %417 = select i1 %412, i64 128, i64 %416
  %418 = select i1 %407, i64 0, i64 %417
  %419 = select i1 %401, i64 %402, i64 %418
  %tl_hi5 = trunc i64 %419 to i32
  %420 = mul i32 %by, 128
  %421 = sext i32 %420 to i64
  %422 = sext i32 %i185 to i64
  %423 = add i64 %421, %422
  %424 = icmp sle i64 0, %423
  %425 = mul i32 %by, 128
  %426 = sext i32 %425 to i64
  %427 = sext i32 %i185 to i64
  %428 = add i64 %426, %427
  %429 = sext i32 %M to i64
  %430 = icmp slt i64 %428, %429
  %431 = and i1 %424, %430
  br i1 %431, label %if.then86, label %if.else87

for.end84:                                        ; preds = %for.cond82
  br label %if.end72

if.then86:                                        ; preds = %for.body83
  %432 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond89

if.else87:                                        ; preds = %for.body83
  br label %if.end88

if.end88:                                         ; preds = %if.else87, %for.end91
  %433 = add nsw i32 %i185, 1
  br label %for.cond82, !llvm.loop !21

for.cond89:                                       ; preds = %for.body90, %if.then86
  %j11 = phi i32 [ 0, %if.then86 ], [ %453, %for.body90 ]
  %434 = icmp slt i32 %j11, %432
  br i1 %434, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %435 = sext i32 %i185 to i64
  %436 = mul nsw i64 %435, 128
  %437 = add i32 %tl_lo4, %j11
  %438 = sext i32 %437 to i64
  %439 = add nsw i64 %436, %438
  %440 = getelementptr inbounds i32, ptr %C_f, i64 %439
  %441 = load i32, ptr %440, align 4
  %442 = mul i32 %by, 128
  %443 = add i32 %442, %i185
  %444 = sext i32 %443 to i64
  %445 = sext i32 %N to i64
  %446 = mul nsw i64 %444, %445
  %447 = mul i32 %bx, 128
  %448 = add i32 %tl_lo4, %j11
  %449 = add i32 %447, %448
  %450 = sext i32 %449 to i64
  %451 = add nsw i64 %446, %450
  %452 = getelementptr inbounds i32, ptr %C, i64 %451
  store i32 %441, ptr %452, align 4
  %453 = add nsw i32 %j11, 1
  br label %for.cond89, !llvm.loop !22

for.end91:                                        ; preds = %for.cond89
  br label %if.end88
}

declare void @tilec_rt_gemm_i8i32(i32, i32, i32, ptr, i32, i32, i32, ptr, i32, i32, i32, ptr, i32)

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
  br label %for.cond1, !llvm.loop !23

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !24

for.cond4:                                        ; preds = %if.end39, %for.end
  %k = phi i32 [ 0, %for.end ], [ %202, %if.end39 ]
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
  br i1 %55, label %if.then70, label %if.else71

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
  br label %for.cond11, !llvm.loop !25

for.end13:                                        ; preds = %for.cond11
  %92 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !26

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
  br label %for.cond19, !llvm.loop !27

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
  br label %for.cond26, !llvm.loop !28

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
  br label %for.cond29, !llvm.loop !29

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
  br label %for.cond33, !llvm.loop !30

for.end35:                                        ; preds = %for.cond33
  %201 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !31

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  call void @tilec_rt_gemm_i8i32(i32 64, i32 64, i32 32, ptr %A_s, i32 32, i32 0, i32 1, ptr %B_s, i32 64, i32 0, i32 1, ptr %C_f, i32 64)
  %202 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !32

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i43 = phi i32 [ 0, %if.then37 ], [ %222, %for.end46 ]
  %203 = icmp slt i32 %i43, 32
  br i1 %203, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j47 = phi i32 [ 0, %for.body41 ], [ %221, %for.body45 ]
  %204 = icmp slt i32 %j47, 64
  br i1 %204, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %205 = mul i32 %k, 32
  %206 = add i32 %205, %i43
  %207 = sext i32 %206 to i64
  %208 = sext i32 %N to i64
  %209 = mul nsw i64 %207, %208
  %210 = mul i32 %bx, 64
  %211 = add i32 %210, %j47
  %212 = sext i32 %211 to i64
  %213 = add nsw i64 %209, %212
  %214 = getelementptr inbounds i8, ptr %B, i64 %213
  %215 = load i8, ptr %214, align 1
  %216 = sext i32 %i43 to i64
  %217 = mul nsw i64 %216, 64
  %218 = sext i32 %j47 to i64
  %219 = add nsw i64 %217, %218
  %220 = getelementptr inbounds i8, ptr %B_s, i64 %219
  store i8 %215, ptr %220, align 1
  %221 = add nsw i32 %j47, 1
  br label %for.cond44, !llvm.loop !33

for.end46:                                        ; preds = %for.cond44
  %222 = add nsw i32 %i43, 1
  br label %for.cond40, !llvm.loop !34

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i51 = phi i32 [ 0, %if.else38 ], [ %331, %for.end68 ]
  %223 = icmp slt i32 %i51, 32
  br i1 %223, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %224 = mul i32 %bx, 64
  %225 = sext i32 %224 to i64
  %226 = sub i64 0, %225
  %227 = icmp slt i64 %226, 0
  %228 = mul i32 %bx, 64
  %229 = sext i32 %228 to i64
  %230 = sub i64 0, %229
  %231 = icmp sgt i64 %230, 64
  %232 = mul i32 %bx, 64
  %233 = sext i32 %232 to i64
  %234 = sub i64 0, %233
  %235 = select i1 %231, i64 64, i64 %234
  %236 = select i1 %227, i64 0, i64 %235
  %tl_lo2 = trunc i64 %236 to i32
  %237 = sext i32 %N to i64
  %238 = mul i32 %bx, 64
  %239 = sext i32 %238 to i64
  %240 = sub i64 %237, %239
  %241 = icmp slt i64 %240, 0
  %242 = sext i32 %N to i64
  %243 = mul i32 %bx, 64
  %244 = sext i32 %243 to i64
  %245 = sub i64 %242, %244
  %246 = icmp sgt i64 %245, 64
  %247 = sext i32 %N to i64
  %248 = mul i32 %bx, 64
  %249 = sext i32 %248 to i64
  %250 = sub i64 %247, %249
  %251 = select i1 %246, i64 64, i64 %250
  %252 = select i1 %241, i64 0, i64 %251
  %253 = sext i32 %tl_lo2 to i64
  %254 = icmp slt i64 %252, %253
  %255 = sext i32 %tl_lo2 to i64
  %256 = sext i32 %N to i64
  %257 = mul i32 %bx, 64
  %258 = sext i32 %257 to i64
  %259 = sub i64 %256, %258
  %260 = icmp slt i64 %259, 0
  %261 = sext i32 %N to i64
  %262 = mul i32 %bx, 64
  %263 = sext i32 %262 to i64
  %264 = sub i64 %261, %263
  %265 = icmp sgt i64 %264, 64
  %266 = sext i32 %N to i64
  %267 = mul i32 %bx, 64
  %268 = sext i32 %267 to i64
  %269 = sub i64 %266, %268
  %270 = select i1 %265, i64 64, i64 %269
  %271 = select i1 %260, i64 0, i64 %270
  %272 = select i1 %254, i64 %255, i64 %271
  %tl_hi3 = trunc i64 %272 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j55 = phi i32 [ 0, %for.body49 ], [ %279, %for.body53 ]
  %273 = icmp slt i32 %j55, %tl_lo2
  br i1 %273, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %274 = sext i32 %i51 to i64
  %275 = mul nsw i64 %274, 64
  %276 = sext i32 %j55 to i64
  %277 = add nsw i64 %275, %276
  %278 = getelementptr inbounds i8, ptr %B_s, i64 %277
  store i8 0, ptr %278, align 1
  %279 = add nsw i32 %j55, 1
  br label %for.cond52, !llvm.loop !35

for.end54:                                        ; preds = %for.cond52
  %280 = mul i32 %k, 32
  %281 = sext i32 %280 to i64
  %282 = sext i32 %i51 to i64
  %283 = add i64 %281, %282
  %284 = icmp sle i64 0, %283
  %285 = mul i32 %k, 32
  %286 = sext i32 %285 to i64
  %287 = sext i32 %i51 to i64
  %288 = add i64 %286, %287
  %289 = sext i32 %K to i64
  %290 = icmp slt i64 %288, %289
  %291 = and i1 %284, %290
  br i1 %291, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %292 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %293 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %294 = sub i32 64, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j3 = phi i32 [ 0, %if.then56 ], [ %314, %for.body60 ]
  %295 = icmp slt i32 %j3, %292
  br i1 %295, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %296 = mul i32 %k, 32
  %297 = add i32 %296, %i51
  %298 = sext i32 %297 to i64
  %299 = sext i32 %N to i64
  %300 = mul nsw i64 %298, %299
  %301 = mul i32 %bx, 64
  %302 = add i32 %tl_lo2, %j3
  %303 = add i32 %301, %302
  %304 = sext i32 %303 to i64
  %305 = add nsw i64 %300, %304
  %306 = getelementptr inbounds i8, ptr %B, i64 %305
  %307 = load i8, ptr %306, align 1
  %308 = sext i32 %i51 to i64
  %309 = mul nsw i64 %308, 64
  %310 = add i32 %tl_lo2, %j3
  %311 = sext i32 %310 to i64
  %312 = add nsw i64 %309, %311
  %313 = getelementptr inbounds i8, ptr %B_s, i64 %312
  store i8 %307, ptr %313, align 1
  %314 = add nsw i32 %j3, 1
  br label %for.cond59, !llvm.loop !36

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j365 = phi i32 [ 0, %if.else57 ], [ %322, %for.body63 ]
  %315 = icmp slt i32 %j365, %293
  br i1 %315, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %316 = sext i32 %i51 to i64
  %317 = mul nsw i64 %316, 64
  %318 = add i32 %tl_lo2, %j365
  %319 = sext i32 %318 to i64
  %320 = add nsw i64 %317, %319
  %321 = getelementptr inbounds i8, ptr %B_s, i64 %320
  store i8 0, ptr %321, align 1
  %322 = add nsw i32 %j365, 1
  br label %for.cond62, !llvm.loop !37

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j369 = phi i32 [ 0, %if.end58 ], [ %330, %for.body67 ]
  %323 = icmp slt i32 %j369, %294
  br i1 %323, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %324 = sext i32 %i51 to i64
  %325 = mul nsw i64 %324, 64
  %326 = add i32 %tl_hi3, %j369
  %327 = sext i32 %326 to i64
  %328 = add nsw i64 %325, %327
  %329 = getelementptr inbounds i8, ptr %B_s, i64 %328
  store i8 0, ptr %329, align 1
  %330 = add nsw i32 %j369, 1
  br label %for.cond66, !llvm.loop !38

for.end68:                                        ; preds = %for.cond66
  %331 = add nsw i32 %i51, 1
  br label %for.cond48, !llvm.loop !39

if.then70:                                        ; preds = %for.end6
  br label %for.cond73

if.else71:                                        ; preds = %for.end6
  br label %for.cond82

if.end72:                                         ; preds = %for.end84, %for.end75
  ret void

for.cond73:                                       ; preds = %if.end78, %if.then70
  %i1 = phi i32 [ 0, %if.then70 ], [ %351, %if.end78 ]
  %332 = icmp slt i32 %i1, 64
  br i1 %332, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %333 = sext i32 %M to i64
  %334 = sext i32 %N to i64
  %335 = mul i64 %333, %334
  %336 = icmp sge i64 %335, 8388608
  br i1 %336, label %if.then76, label %if.else77

for.end75:                                        ; preds = %for.cond73
  br label %if.end72

if.then76:                                        ; preds = %for.body74
  %337 = mul i32 %by, 64
  %338 = add i32 %337, %i1
  %339 = sext i32 %338 to i64
  %340 = sext i32 %N to i64
  %341 = mul nsw i64 %339, %340
  %342 = mul i32 %bx, 64
  %343 = add i32 %342, 0
  %344 = sext i32 %343 to i64
  %345 = add nsw i64 %341, %344
  %346 = getelementptr inbounds i32, ptr %C, i64 %345
  %347 = sext i32 %i1 to i64
  %348 = mul nsw i64 %347, 64
  %349 = add nsw i64 %348, 0
  %350 = getelementptr inbounds i32, ptr %C_f, i64 %349
  call void @tilec_rt_stream(ptr %346, ptr %350, i64 256)
  br label %if.end78

if.else77:                                        ; preds = %for.body74
  br label %for.cond79

if.end78:                                         ; preds = %for.end81, %if.then76
  %351 = add nsw i32 %i1, 1
  br label %for.cond73, !llvm.loop !40

for.cond79:                                       ; preds = %for.body80, %if.else77
  %j1 = phi i32 [ 0, %if.else77 ], [ %369, %for.body80 ]
  %352 = icmp slt i32 %j1, 64
  br i1 %352, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %353 = sext i32 %i1 to i64
  %354 = mul nsw i64 %353, 64
  %355 = sext i32 %j1 to i64
  %356 = add nsw i64 %354, %355
  %357 = getelementptr inbounds i32, ptr %C_f, i64 %356
  %358 = load i32, ptr %357, align 4
  %359 = mul i32 %by, 64
  %360 = add i32 %359, %i1
  %361 = sext i32 %360 to i64
  %362 = sext i32 %N to i64
  %363 = mul nsw i64 %361, %362
  %364 = mul i32 %bx, 64
  %365 = add i32 %364, %j1
  %366 = sext i32 %365 to i64
  %367 = add nsw i64 %363, %366
  %368 = getelementptr inbounds i32, ptr %C, i64 %367
  store i32 %358, ptr %368, align 4
  %369 = add nsw i32 %j1, 1
  br label %for.cond79, !llvm.loop !41

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

for.cond82:                                       ; preds = %if.end88, %if.else71
  %i185 = phi i32 [ 0, %if.else71 ], [ %433, %if.end88 ]
  %370 = icmp slt i32 %i185, 64
  br i1 %370, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %371 = mul i32 %bx, 64
  %372 = sext i32 %371 to i64
  %373 = sub i64 0, %372
  %374 = icmp slt i64 %373, 0
  %375 = mul i32 %bx, 64
  %376 = sext i32 %375 to i64
  %377 = sub i64 0, %376
  %378 = icmp sgt i64 %377, 64
  %379 = mul i32 %bx, 64
  %380 = sext i32 %379 to i64
  %381 = sub i64 0, %380
  %382 = select i1 %378, i64 64, i64 %381
  %383 = select i1 %374, i64 0, i64 %382
  %tl_lo4 = trunc i64 %383 to i32
  %384 = sext i32 %N to i64
  %385 = mul i32 %bx, 64
  %386 = sext i32 %385 to i64
  %387 = sub i64 %384, %386
  %388 = icmp slt i64 %387, 0
  %389 = sext i32 %N to i64
  %390 = mul i32 %bx, 64
  %391 = sext i32 %390 to i64
  %392 = sub i64 %389, %391
  %393 = icmp sgt i64 %392, 64
  %394 = sext i32 %N to i64
  %395 = mul i32 %bx, 64
  %396 = sext i32 %395 to i64
  %397 = sub i64 %394, %396
  %398 = select i1 %393, i64 64, i64 %397
  %399 = select i1 %388, i64 0, i64 %398
  %400 = sext i32 %tl_lo4 to i64
  %401 = icmp slt i64 %399, %400
  %402 = sext i32 %tl_lo4 to i64
  %403 = sext i32 %N to i64
  %404 = mul i32 %bx, 64
  %405 = sext i32 %404 to i64
  %406 = sub i64 %403, %405
  %407 = icmp slt i64 %406, 0
  %408 = sext i32 %N to i64
  %409 = mul i32 %bx, 64
  %410 = sext i32 %409 to i64
  %411 = sub i64 %408, %410
  %412 = icmp sgt i64 %411, 64
  %413 = sext i32 %N to i64
  %414 = mul i32 %bx, 64
  %415 = sext i32 %414 to i64
  %416 = sub i64 %413, %415
  %417 = select i1 %412, i64 64, i64 %416
  %418 = select i1 %407, i64 0, i64 %417
  %419 = select i1 %401, i64 %402, i64 %418
  %tl_hi5 = trunc i64 %419 to i32
  %420 = mul i32 %by, 64
  %421 = sext i32 %420 to i64
  %422 = sext i32 %i185 to i64
  %423 = add i64 %421, %422
  %424 = icmp sle i64 0, %423
  %425 = mul i32 %by, 64
  %426 = sext i32 %425 to i64
  %427 = sext i32 %i185 to i64
  %428 = add i64 %426, %427
  %429 = sext i32 %M to i64
  %430 = icmp slt i64 %428, %429
  %431 = and i1 %424, %430
  br i1 %431, label %if.then86, label %if.else87

for.end84:                                        ; preds = %for.cond82
  br label %if.end72

if.then86:                                        ; preds = %for.body83
  %432 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond89

if.else87:                                        ; preds = %for.body83
  br label %if.end88

if.end88:                                         ; preds = %if.else87, %for.end91
  %433 = add nsw i32 %i185, 1
  br label %for.cond82, !llvm.loop !42

for.cond89:                                       ; preds = %for.body90, %if.then86
  %j11 = phi i32 [ 0, %if.then86 ], [ %453, %for.body90 ]
  %434 = icmp slt i32 %j11, %432
  br i1 %434, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %435 = sext i32 %i185 to i64
  %436 = mul nsw i64 %435, 64
  %437 = add i32 %tl_lo4, %j11
  %438 = sext i32 %437 to i64
  %439 = add nsw i64 %436, %438
  %440 = getelementptr inbounds i32, ptr %C_f, i64 %439
  %441 = load i32, ptr %440, align 4
  %442 = mul i32 %by, 64
  %443 = add i32 %442, %i185
  %444 = sext i32 %443 to i64
  %445 = sext i32 %N to i64
  %446 = mul nsw i64 %444, %445
  %447 = mul i32 %bx, 64
  %448 = add i32 %tl_lo4, %j11
  %449 = add i32 %447, %448
  %450 = sext i32 %449 to i64
  %451 = add nsw i64 %446, %450
  %452 = getelementptr inbounds i32, ptr %C, i64 %451
  store i32 %441, ptr %452, align 4
  %453 = add nsw i32 %j11, 1
  br label %for.cond89, !llvm.loop !43

for.end91:                                        ; preds = %for.cond89
  br label %if.end88
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
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
