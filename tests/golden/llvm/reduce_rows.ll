; ModuleID = 'reduce_rows.tile'
source_filename = "reduce_rows.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_row_sum = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_max = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_sum_lanes = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_max_lanes = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @row_sum_block(ptr noalias %X, ptr noalias %S, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_4 = alloca [32 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i2 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i2, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i2 to i64
  %2 = getelementptr inbounds float, ptr %acc, i64 %1
  store float 0.000000e+00, ptr %2, align 4
  %3 = add nsw i32 %i2, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond
  %4 = sext i32 %N to i64
  %5 = sdiv i64 %4, 256
  %6 = sub i64 0, %4
  %7 = select i1 false, i64 %6, i64 %5
  %8 = srem i64 %4, 256
  %9 = icmp ne i64 %8, 0
  %10 = icmp slt i64 %4, 0
  %11 = icmp eq i1 %10, false
  %12 = and i1 %9, %11
  %13 = zext i1 %12 to i64
  %14 = add i64 %7, %13
  %15 = trunc i64 %14 to i32
  %16 = sext i32 %N to i64
  %17 = sdiv i64 %16, 256
  %18 = sub i64 0, %16
  %19 = select i1 false, i64 %18, i64 %17
  %20 = srem i64 %16, 256
  %21 = icmp ne i64 %20, 0
  %22 = icmp slt i64 %16, 0
  %23 = icmp eq i1 %22, false
  %24 = and i1 %21, %23
  %25 = zext i1 %24 to i64
  %26 = add i64 %19, %25
  %27 = trunc i64 %26 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %for.end47, %for.end
  %c = phi i32 [ 0, %for.end ], [ %220, %for.end47 ]
  %28 = icmp slt i32 %c, %15
  br i1 %28, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %29 = mul i32 %bx, 8
  %30 = icmp sle i32 0, %29
  %31 = mul i32 %bx, 8
  %32 = sext i32 %31 to i64
  %33 = add i64 %32, 8
  %34 = sext i32 %M to i64
  %35 = icmp sle i64 %33, %34
  %36 = and i1 %30, %35
  %37 = mul i32 %c, 256
  %38 = icmp sle i32 0, %37
  %39 = mul i32 %c, 256
  %40 = sext i32 %39 to i64
  %41 = add i64 %40, 256
  %42 = sext i32 %N to i64
  %43 = icmp sle i64 %41, %42
  %44 = and i1 %38, %43
  %45 = and i1 %36, %44
  br i1 %45, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  %46 = mul i32 %bx, 8
  %47 = icmp sle i32 0, %46
  %48 = mul i32 %bx, 8
  %49 = sext i32 %48 to i64
  %50 = add i64 %49, 8
  %51 = sext i32 %M to i64
  %52 = icmp sle i64 %50, %51
  %53 = and i1 %47, %52
  br i1 %53, label %if.then62, label %if.else63

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond17

if.end:                                           ; preds = %for.end19, %for.end6
  br label %for.cond39

for.cond4:                                        ; preds = %for.end16, %if.then
  %i27 = phi i32 [ 0, %if.then ], [ %89, %for.end16 ]
  %54 = icmp slt i32 %i27, 8
  br i1 %54, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %55 = add i32 %c, 1
  %56 = icmp slt i32 %55, %27
  br i1 %56, label %if.then8, label %if.else9

for.end6:                                         ; preds = %for.cond4
  br label %if.end

if.then8:                                         ; preds = %for.body5
  br label %for.cond11

if.else9:                                         ; preds = %for.body5
  br label %if.end10

if.end10:                                         ; preds = %if.else9, %for.end13
  br label %for.cond14

for.cond11:                                       ; preds = %for.body12, %if.then8
  %pf = phi i32 [ 0, %if.then8 ], [ %70, %for.body12 ]
  %57 = icmp slt i32 %pf, 16
  br i1 %57, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %58 = mul i32 %bx, 8
  %59 = add i32 %58, %i27
  %60 = sext i32 %59 to i64
  %61 = sext i32 %N to i64
  %62 = mul i64 %60, %61
  %63 = add i32 %c, 1
  %64 = mul i32 %63, 256
  %65 = mul i32 %pf, 16
  %66 = add i32 %64, %65
  %67 = sext i32 %66 to i64
  %68 = add i64 %62, %67
  %69 = getelementptr float, ptr %X, i64 %68
  call void @llvm.prefetch.p0(ptr %69, i32 0, i32 0, i32 1)
  %70 = add nsw i32 %pf, 1
  br label %for.cond11, !llvm.loop !3

for.end13:                                        ; preds = %for.cond11
  br label %if.end10

for.cond14:                                       ; preds = %for.body15, %if.end10
  %j1 = phi i32 [ 0, %if.end10 ], [ %88, %for.body15 ]
  %71 = icmp slt i32 %j1, 256
  br i1 %71, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %72 = mul i32 %bx, 8
  %73 = add i32 %72, %i27
  %74 = sext i32 %73 to i64
  %75 = sext i32 %N to i64
  %76 = mul nsw i64 %74, %75
  %77 = mul i32 %c, 256
  %78 = add i32 %77, %j1
  %79 = sext i32 %78 to i64
  %80 = add nsw i64 %76, %79
  %81 = getelementptr inbounds float, ptr %X, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = sext i32 %i27 to i64
  %84 = mul nsw i64 %83, 256
  %85 = sext i32 %j1 to i64
  %86 = add nsw i64 %84, %85
  %87 = getelementptr inbounds float, ptr %X_f, i64 %86
  store float %82, ptr %87, align 4
  %88 = add nsw i32 %j1, 1
  br label %for.cond14, !llvm.loop !4

for.end16:                                        ; preds = %for.cond14
  %89 = add nsw i32 %i27, 1
  br label %for.cond4, !llvm.loop !5

for.cond17:                                       ; preds = %for.end37, %if.else
  %i220 = phi i32 [ 0, %if.else ], [ %198, %for.end37 ]
  %90 = icmp slt i32 %i220, 8
  br i1 %90, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %91 = mul i32 %c, 256
  %92 = sext i32 %91 to i64
  %93 = sub i64 0, %92
  %94 = icmp slt i64 %93, 0
  %95 = mul i32 %c, 256
  %96 = sext i32 %95 to i64
  %97 = sub i64 0, %96
  %98 = icmp sgt i64 %97, 256
  %99 = mul i32 %c, 256
  %100 = sext i32 %99 to i64
  %101 = sub i64 0, %100
  %102 = select i1 %98, i64 256, i64 %101
  %103 = select i1 %94, i64 0, i64 %102
  %tl_lo0 = trunc i64 %103 to i32
  %104 = sext i32 %N to i64
  %105 = mul i32 %c, 256
  %106 = sext i32 %105 to i64
  %107 = sub i64 %104, %106
  %108 = icmp slt i64 %107, 0
  %109 = sext i32 %N to i64
  %110 = mul i32 %c, 256
  %111 = sext i32 %110 to i64
  %112 = sub i64 %109, %111
  %113 = icmp sgt i64 %112, 256
  %114 = sext i32 %N to i64
  %115 = mul i32 %c, 256
  %116 = sext i32 %115 to i64
  %117 = sub i64 %114, %116
  %118 = select i1 %113, i64 256, i64 %117
  %119 = select i1 %108, i64 0, i64 %118
  %120 = sext i32 %tl_lo0 to i64
  %121 = icmp slt i64 %119, %120
  %122 = sext i32 %tl_lo0 to i64
  %123 = sext i32 %N to i64
  %124 = mul i32 %c, 256
  %125 = sext i32 %124 to i64
  %126 = sub i64 %123, %125
  %127 = icmp slt i64 %126, 0
  %128 = sext i32 %N to i64
  %129 = mul i32 %c, 256
  %130 = sext i32 %129 to i64
  %131 = sub i64 %128, %130
  %132 = icmp sgt i64 %131, 256
  %133 = sext i32 %N to i64
  %134 = mul i32 %c, 256
  %135 = sext i32 %134 to i64
  %136 = sub i64 %133, %135
  %137 = select i1 %132, i64 256, i64 %136
  %138 = select i1 %127, i64 0, i64 %137
  %139 = select i1 %121, i64 %122, i64 %138
  %tl_hi1 = trunc i64 %139 to i32
  br label %for.cond21

for.end19:                                        ; preds = %for.cond17
  br label %if.end

for.cond21:                                       ; preds = %for.body22, %for.body18
  %j124 = phi i32 [ 0, %for.body18 ], [ %146, %for.body22 ]
  %140 = icmp slt i32 %j124, %tl_lo0
  br i1 %140, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %141 = sext i32 %i220 to i64
  %142 = mul nsw i64 %141, 256
  %143 = sext i32 %j124 to i64
  %144 = add nsw i64 %142, %143
  %145 = getelementptr inbounds float, ptr %X_f, i64 %144
  store float 0.000000e+00, ptr %145, align 4
  %146 = add nsw i32 %j124, 1
  br label %for.cond21, !llvm.loop !6

for.end23:                                        ; preds = %for.cond21
  %147 = mul i32 %bx, 8
  %148 = sext i32 %147 to i64
  %149 = sext i32 %i220 to i64
  %150 = add i64 %148, %149
  %151 = icmp sle i64 0, %150
  %152 = mul i32 %bx, 8
  %153 = sext i32 %152 to i64
  %154 = sext i32 %i220 to i64
  %155 = add i64 %153, %154
  %156 = sext i32 %M to i64
  %157 = icmp slt i64 %155, %156
  %158 = and i1 %151, %157
  br i1 %158, label %if.then25, label %if.else26

if.then25:                                        ; preds = %for.end23
  %159 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond28

if.else26:                                        ; preds = %for.end23
  %160 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond31

if.end27:                                         ; preds = %for.end33, %for.end30
  %161 = sub i32 256, %tl_hi1
  br label %for.cond35

for.cond28:                                       ; preds = %for.body29, %if.then25
  %j11 = phi i32 [ 0, %if.then25 ], [ %181, %for.body29 ]
  %162 = icmp slt i32 %j11, %159
  br i1 %162, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %163 = mul i32 %bx, 8
  %164 = add i32 %163, %i220
  %165 = sext i32 %164 to i64
  %166 = sext i32 %N to i64
  %167 = mul nsw i64 %165, %166
  %168 = mul i32 %c, 256
  %169 = add i32 %tl_lo0, %j11
  %170 = add i32 %168, %169
  %171 = sext i32 %170 to i64
  %172 = add nsw i64 %167, %171
  %173 = getelementptr inbounds float, ptr %X, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = sext i32 %i220 to i64
  %176 = mul nsw i64 %175, 256
  %177 = add i32 %tl_lo0, %j11
  %178 = sext i32 %177 to i64
  %179 = add nsw i64 %176, %178
  %180 = getelementptr inbounds float, ptr %X_f, i64 %179
  store float %174, ptr %180, align 4
  %181 = add nsw i32 %j11, 1
  br label %for.cond28, !llvm.loop !7

for.end30:                                        ; preds = %for.cond28
  br label %if.end27

for.cond31:                                       ; preds = %for.body32, %if.else26
  %j1134 = phi i32 [ 0, %if.else26 ], [ %189, %for.body32 ]
  %182 = icmp slt i32 %j1134, %160
  br i1 %182, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %183 = sext i32 %i220 to i64
  %184 = mul nsw i64 %183, 256
  %185 = add i32 %tl_lo0, %j1134
  %186 = sext i32 %185 to i64
  %187 = add nsw i64 %184, %186
  %188 = getelementptr inbounds float, ptr %X_f, i64 %187
  store float 0.000000e+00, ptr %188, align 4
  %189 = add nsw i32 %j1134, 1
  br label %for.cond31, !llvm.loop !8

for.end33:                                        ; preds = %for.cond31
  br label %if.end27

for.cond35:                                       ; preds = %for.body36, %if.end27
  %j1138 = phi i32 [ 0, %if.end27 ], [ %197, %for.body36 ]
  %190 = icmp slt i32 %j1138, %161
  br i1 %190, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %191 = sext i32 %i220 to i64
  %192 = mul nsw i64 %191, 256
  %193 = add i32 %tl_hi1, %j1138
  %194 = sext i32 %193 to i64
  %195 = add nsw i64 %192, %194
  %196 = getelementptr inbounds float, ptr %X_f, i64 %195
  store float 0.000000e+00, ptr %196, align 4
  %197 = add nsw i32 %j1138, 1
  br label %for.cond35, !llvm.loop !9

for.end37:                                        ; preds = %for.cond35
  %198 = add nsw i32 %i220, 1
  br label %for.cond17, !llvm.loop !10

for.cond39:                                       ; preds = %for.end44, %if.end
  %i = phi i32 [ 0, %if.end ], [ %218, %for.end44 ]
  %199 = icmp slt i32 %i, 8
  br i1 %199, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  br label %for.cond42

for.end41:                                        ; preds = %for.cond39
  br label %for.cond45

for.cond42:                                       ; preds = %for.body43, %for.body40
  %j = phi i32 [ 0, %for.body40 ], [ %217, %for.body43 ]
  %200 = icmp slt i32 %j, 256
  br i1 %200, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %201 = mul i32 %c, 256
  %202 = add i32 %201, %j
  %203 = icmp slt i32 %202, %N
  %204 = sext i32 %i to i64
  %205 = mul nsw i64 %204, 256
  %206 = sext i32 %j to i64
  %207 = add nsw i64 %205, %206
  %208 = call i64 @llvm.umin.i64(i64 %207, i64 2047)
  %209 = getelementptr inbounds float, ptr %X_f, i64 %208
  %210 = load float, ptr %209, align 4
  %211 = select i1 %203, float %210, float 0.000000e+00
  %212 = sext i32 %i to i64
  %213 = mul nsw i64 %212, 256
  %214 = sext i32 %j to i64
  %215 = add nsw i64 %213, %214
  %216 = getelementptr inbounds float, ptr %X_f, i64 %215
  store float %211, ptr %216, align 4
  %217 = add nsw i32 %j, 1
  br label %for.cond42, !llvm.loop !11

for.end44:                                        ; preds = %for.cond42
  %218 = add nsw i32 %i, 1
  br label %for.cond39, !llvm.loop !12

for.cond45:                                       ; preds = %for.end60, %for.end41
  %i1 = phi i32 [ 0, %for.end41 ], [ %261, %for.end60 ]
  %219 = icmp slt i32 %i1, 8
  br i1 %219, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  %220 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !13

for.cond48:                                       ; preds = %for.body49, %for.body46
  %lane = phi i32 [ 0, %for.body46 ], [ %230, %for.body49 ]
  %221 = icmp slt i32 %lane, 32
  br i1 %221, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %222 = sext i32 %i1 to i64
  %223 = mul nsw i64 %222, 256
  %224 = sext i32 %lane to i64
  %225 = add nsw i64 %223, %224
  %226 = getelementptr inbounds float, ptr %X_f, i64 %225
  %227 = load float, ptr %226, align 4
  %228 = sext i32 %lane to i64
  %229 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %228
  store float %227, ptr %229, align 4
  %230 = add nsw i32 %lane, 1
  br label %for.cond48, !llvm.loop !14

for.end50:                                        ; preds = %for.cond48
  br label %for.cond51

for.cond51:                                       ; preds = %for.end56, %for.end50
  %red = phi i32 [ 0, %for.end50 ], [ %249, %for.end56 ]
  %231 = icmp slt i32 %red, 7
  br i1 %231, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  br label %for.cond54

for.end53:                                        ; preds = %for.cond51
  br label %for.cond58

for.cond54:                                       ; preds = %for.body55, %for.body52
  %lane57 = phi i32 [ 0, %for.body52 ], [ %248, %for.body55 ]
  %232 = icmp slt i32 %lane57, 32
  br i1 %232, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %233 = sext i32 %lane57 to i64
  %234 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %233
  %235 = load float, ptr %234, align 4
  %236 = sext i32 %i1 to i64
  %237 = mul nsw i64 %236, 256
  %238 = add i32 %red, 1
  %239 = mul i32 %238, 32
  %240 = add i32 %239, %lane57
  %241 = sext i32 %240 to i64
  %242 = add nsw i64 %237, %241
  %243 = getelementptr inbounds float, ptr %X_f, i64 %242
  %244 = load float, ptr %243, align 4
  %245 = fadd float %235, %244
  %246 = sext i32 %lane57 to i64
  %247 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %246
  store float %245, ptr %247, align 4
  %248 = add nsw i32 %lane57, 1
  br label %for.cond54, !llvm.loop !15

for.end56:                                        ; preds = %for.cond54
  %249 = add nsw i32 %red, 1
  br label %for.cond51, !llvm.loop !16

for.cond58:                                       ; preds = %for.body59, %for.end53
  %lane61 = phi i32 [ 0, %for.end53 ], [ %260, %for.body59 ]
  %250 = icmp slt i32 %lane61, 32
  br i1 %250, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %251 = sext i32 %i1 to i64
  %252 = getelementptr inbounds float, ptr %acc, i64 %251
  %253 = load float, ptr %252, align 4
  %254 = sext i32 %lane61 to i64
  %255 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %254
  %256 = load float, ptr %255, align 4
  %257 = fadd float %253, %256
  %258 = sext i32 %i1 to i64
  %259 = getelementptr inbounds float, ptr %acc, i64 %258
  store float %257, ptr %259, align 4
  %260 = add nsw i32 %lane61, 1
  br label %for.cond58, !llvm.loop !17

for.end60:                                        ; preds = %for.cond58
  %261 = add nsw i32 %i1, 1
  br label %for.cond45, !llvm.loop !18

if.then62:                                        ; preds = %for.end3
  %262 = sext i32 %M to i64
  %263 = icmp sge i64 %262, 8388608
  br i1 %263, label %if.then65, label %if.else66

if.else63:                                        ; preds = %for.end3
  %264 = mul i32 %bx, 8
  %265 = sext i32 %264 to i64
  %266 = sub i64 0, %265
  %267 = icmp slt i64 %266, 0
  %268 = mul i32 %bx, 8
  %269 = sext i32 %268 to i64
  %270 = sub i64 0, %269
  %271 = icmp sgt i64 %270, 8
  %272 = mul i32 %bx, 8
  %273 = sext i32 %272 to i64
  %274 = sub i64 0, %273
  %275 = select i1 %271, i64 8, i64 %274
  %276 = select i1 %267, i64 0, i64 %275
  %tl_lo2 = trunc i64 %276 to i32
  %277 = sext i32 %M to i64
  %278 = mul i32 %bx, 8
  %279 = sext i32 %278 to i64
  %280 = sub i64 %277, %279
  %281 = icmp slt i64 %280, 0
  %282 = sext i32 %M to i64
  %283 = mul i32 %bx, 8
  %284 = sext i32 %283 to i64
  %285 = sub i64 %282, %284
  %286 = icmp sgt i64 %285, 8
  %287 = sext i32 %M to i64
  %288 = mul i32 %bx, 8
  %289 = sext i32 %288 to i64
  %290 = sub i64 %287, %289
  %291 = select i1 %286, i64 8, i64 %290
  %292 = select i1 %281, i64 0, i64 %291
  %293 = sext i32 %tl_lo2 to i64
  %294 = icmp slt i64 %292, %293
  %295 = sext i32 %tl_lo2 to i64
  %296 = sext i32 %M to i64
  %297 = mul i32 %bx, 8
  %298 = sext i32 %297 to i64
  %299 = sub i64 %296, %298
  %300 = icmp slt i64 %299, 0
  %301 = sext i32 %M to i64
  %302 = mul i32 %bx, 8
  %303 = sext i32 %302 to i64
  %304 = sub i64 %301, %303
  %305 = icmp sgt i64 %304, 8
  %306 = sext i32 %M to i64
  %307 = mul i32 %bx, 8
  %308 = sext i32 %307 to i64
  %309 = sub i64 %306, %308
  %310 = select i1 %305, i64 8, i64 %309
  %311 = select i1 %300, i64 0, i64 %310
  %312 = select i1 %294, i64 %295, i64 %311
  %tl_hi3 = trunc i64 %312 to i32
  %313 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.end64:                                         ; preds = %for.end73, %if.end67
  ret void

if.then65:                                        ; preds = %if.then62
  %314 = mul i32 %bx, 8
  %315 = add i32 %314, 0
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds float, ptr %S, i64 %316
  %318 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %317, ptr %318, i64 32)
  br label %if.end67

if.else66:                                        ; preds = %if.then62
  br label %for.cond68

if.end67:                                         ; preds = %for.end70, %if.then65
  br label %if.end64

for.cond68:                                       ; preds = %for.body69, %if.else66
  %i3 = phi i32 [ 0, %if.else66 ], [ %327, %for.body69 ]
  %319 = icmp slt i32 %i3, 8
  br i1 %319, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %320 = sext i32 %i3 to i64
  %321 = getelementptr inbounds float, ptr %acc, i64 %320
  %322 = load float, ptr %321, align 4
  %323 = mul i32 %bx, 8
  %324 = add i32 %323, %i3
  %325 = sext i32 %324 to i64
  %326 = getelementptr inbounds float, ptr %S, i64 %325
  store float %322, ptr %326, align 4
  %327 = add nsw i32 %i3, 1
  br label %for.cond68, !llvm.loop !19

for.end70:                                        ; preds = %for.cond68
  br label %if.end67

for.cond71:                                       ; preds = %for.body72, %if.else63
  %i31 = phi i32 [ 0, %if.else63 ], [ %338, %for.body72 ]
  %328 = icmp slt i32 %i31, %313
  br i1 %328, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %329 = add i32 %tl_lo2, %i31
  %330 = sext i32 %329 to i64
  %331 = getelementptr inbounds float, ptr %acc, i64 %330
  %332 = load float, ptr %331, align 4
  %333 = mul i32 %bx, 8
  %334 = add i32 %tl_lo2, %i31
  %335 = add i32 %333, %334
  %336 = sext i32 %335 to i64
  %337 = getelementptr inbounds float, ptr %S, i64 %336
  store float %332, ptr %337, align 4
  %338 = add nsw i32 %i31, 1
  br label %for.cond71, !llvm.loop !20

for.end73:                                        ; preds = %for.cond71
  br label %if.end64
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @row_sum_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 4
  %9 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 2
  %14 = load i64, ptr %13, align 8
  %15 = srem i64 %block, %10
  %16 = sdiv i64 %block, %10
  %17 = srem i64 %16, %12
  %18 = mul i64 %10, %12
  %19 = sdiv i64 %block, %18
  %20 = trunc i64 %15 to i32
  call void @row_sum_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_sum(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_sum, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 8
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 8
  %20 = icmp ne i64 %19, 0
  %21 = icmp slt i64 %15, 0
  %22 = icmp eq i1 %21, false
  %23 = and i1 %20, %22
  %24 = zext i1 %23 to i64
  %25 = add i64 %18, %24
  %26 = trunc i64 %25 to i32
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 %27, ptr %28, align 8
  %29 = icmp sgt i64 %27, 0
  %30 = mul i64 1, %27
  %31 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 1, ptr %31, align 8
  %32 = and i1 %29, true
  %33 = mul i64 %30, 1
  %34 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  br i1 %35, label %run, label %empty

run:                                              ; preds = %body
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_sum_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @row_max_block(ptr noalias %X, ptr noalias %Mx, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_4 = alloca [32 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i2 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i2, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i2 to i64
  %2 = getelementptr inbounds float, ptr %acc, i64 %1
  store float 0xFFF0000000000000, ptr %2, align 4
  %3 = add nsw i32 %i2, 1
  br label %for.cond, !llvm.loop !21

for.end:                                          ; preds = %for.cond
  %4 = sext i32 %N to i64
  %5 = sdiv i64 %4, 256
  %6 = sub i64 0, %4
  %7 = select i1 false, i64 %6, i64 %5
  %8 = srem i64 %4, 256
  %9 = icmp ne i64 %8, 0
  %10 = icmp slt i64 %4, 0
  %11 = icmp eq i1 %10, false
  %12 = and i1 %9, %11
  %13 = zext i1 %12 to i64
  %14 = add i64 %7, %13
  %15 = trunc i64 %14 to i32
  %16 = sext i32 %N to i64
  %17 = sdiv i64 %16, 256
  %18 = sub i64 0, %16
  %19 = select i1 false, i64 %18, i64 %17
  %20 = srem i64 %16, 256
  %21 = icmp ne i64 %20, 0
  %22 = icmp slt i64 %16, 0
  %23 = icmp eq i1 %22, false
  %24 = and i1 %21, %23
  %25 = zext i1 %24 to i64
  %26 = add i64 %19, %25
  %27 = trunc i64 %26 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %for.end47, %for.end
  %c = phi i32 [ 0, %for.end ], [ %220, %for.end47 ]
  %28 = icmp slt i32 %c, %15
  br i1 %28, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %29 = mul i32 %bx, 8
  %30 = icmp sle i32 0, %29
  %31 = mul i32 %bx, 8
  %32 = sext i32 %31 to i64
  %33 = add i64 %32, 8
  %34 = sext i32 %M to i64
  %35 = icmp sle i64 %33, %34
  %36 = and i1 %30, %35
  %37 = mul i32 %c, 256
  %38 = icmp sle i32 0, %37
  %39 = mul i32 %c, 256
  %40 = sext i32 %39 to i64
  %41 = add i64 %40, 256
  %42 = sext i32 %N to i64
  %43 = icmp sle i64 %41, %42
  %44 = and i1 %38, %43
  %45 = and i1 %36, %44
  br i1 %45, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  %46 = mul i32 %bx, 8
  %47 = icmp sle i32 0, %46
  %48 = mul i32 %bx, 8
  %49 = sext i32 %48 to i64
  %50 = add i64 %49, 8
  %51 = sext i32 %M to i64
  %52 = icmp sle i64 %50, %51
  %53 = and i1 %47, %52
  br i1 %53, label %if.then62, label %if.else63

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond17

if.end:                                           ; preds = %for.end19, %for.end6
  br label %for.cond39

for.cond4:                                        ; preds = %for.end16, %if.then
  %i27 = phi i32 [ 0, %if.then ], [ %89, %for.end16 ]
  %54 = icmp slt i32 %i27, 8
  br i1 %54, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %55 = add i32 %c, 1
  %56 = icmp slt i32 %55, %27
  br i1 %56, label %if.then8, label %if.else9

for.end6:                                         ; preds = %for.cond4
  br label %if.end

if.then8:                                         ; preds = %for.body5
  br label %for.cond11

if.else9:                                         ; preds = %for.body5
  br label %if.end10

if.end10:                                         ; preds = %if.else9, %for.end13
  br label %for.cond14

for.cond11:                                       ; preds = %for.body12, %if.then8
  %pf = phi i32 [ 0, %if.then8 ], [ %70, %for.body12 ]
  %57 = icmp slt i32 %pf, 16
  br i1 %57, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %58 = mul i32 %bx, 8
  %59 = add i32 %58, %i27
  %60 = sext i32 %59 to i64
  %61 = sext i32 %N to i64
  %62 = mul i64 %60, %61
  %63 = add i32 %c, 1
  %64 = mul i32 %63, 256
  %65 = mul i32 %pf, 16
  %66 = add i32 %64, %65
  %67 = sext i32 %66 to i64
  %68 = add i64 %62, %67
  %69 = getelementptr float, ptr %X, i64 %68
  call void @llvm.prefetch.p0(ptr %69, i32 0, i32 0, i32 1)
  %70 = add nsw i32 %pf, 1
  br label %for.cond11, !llvm.loop !22

for.end13:                                        ; preds = %for.cond11
  br label %if.end10

for.cond14:                                       ; preds = %for.body15, %if.end10
  %j1 = phi i32 [ 0, %if.end10 ], [ %88, %for.body15 ]
  %71 = icmp slt i32 %j1, 256
  br i1 %71, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %72 = mul i32 %bx, 8
  %73 = add i32 %72, %i27
  %74 = sext i32 %73 to i64
  %75 = sext i32 %N to i64
  %76 = mul nsw i64 %74, %75
  %77 = mul i32 %c, 256
  %78 = add i32 %77, %j1
  %79 = sext i32 %78 to i64
  %80 = add nsw i64 %76, %79
  %81 = getelementptr inbounds float, ptr %X, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = sext i32 %i27 to i64
  %84 = mul nsw i64 %83, 256
  %85 = sext i32 %j1 to i64
  %86 = add nsw i64 %84, %85
  %87 = getelementptr inbounds float, ptr %X_f, i64 %86
  store float %82, ptr %87, align 4
  %88 = add nsw i32 %j1, 1
  br label %for.cond14, !llvm.loop !23

for.end16:                                        ; preds = %for.cond14
  %89 = add nsw i32 %i27, 1
  br label %for.cond4, !llvm.loop !24

for.cond17:                                       ; preds = %for.end37, %if.else
  %i220 = phi i32 [ 0, %if.else ], [ %198, %for.end37 ]
  %90 = icmp slt i32 %i220, 8
  br i1 %90, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %91 = mul i32 %c, 256
  %92 = sext i32 %91 to i64
  %93 = sub i64 0, %92
  %94 = icmp slt i64 %93, 0
  %95 = mul i32 %c, 256
  %96 = sext i32 %95 to i64
  %97 = sub i64 0, %96
  %98 = icmp sgt i64 %97, 256
  %99 = mul i32 %c, 256
  %100 = sext i32 %99 to i64
  %101 = sub i64 0, %100
  %102 = select i1 %98, i64 256, i64 %101
  %103 = select i1 %94, i64 0, i64 %102
  %tl_lo0 = trunc i64 %103 to i32
  %104 = sext i32 %N to i64
  %105 = mul i32 %c, 256
  %106 = sext i32 %105 to i64
  %107 = sub i64 %104, %106
  %108 = icmp slt i64 %107, 0
  %109 = sext i32 %N to i64
  %110 = mul i32 %c, 256
  %111 = sext i32 %110 to i64
  %112 = sub i64 %109, %111
  %113 = icmp sgt i64 %112, 256
  %114 = sext i32 %N to i64
  %115 = mul i32 %c, 256
  %116 = sext i32 %115 to i64
  %117 = sub i64 %114, %116
  %118 = select i1 %113, i64 256, i64 %117
  %119 = select i1 %108, i64 0, i64 %118
  %120 = sext i32 %tl_lo0 to i64
  %121 = icmp slt i64 %119, %120
  %122 = sext i32 %tl_lo0 to i64
  %123 = sext i32 %N to i64
  %124 = mul i32 %c, 256
  %125 = sext i32 %124 to i64
  %126 = sub i64 %123, %125
  %127 = icmp slt i64 %126, 0
  %128 = sext i32 %N to i64
  %129 = mul i32 %c, 256
  %130 = sext i32 %129 to i64
  %131 = sub i64 %128, %130
  %132 = icmp sgt i64 %131, 256
  %133 = sext i32 %N to i64
  %134 = mul i32 %c, 256
  %135 = sext i32 %134 to i64
  %136 = sub i64 %133, %135
  %137 = select i1 %132, i64 256, i64 %136
  %138 = select i1 %127, i64 0, i64 %137
  %139 = select i1 %121, i64 %122, i64 %138
  %tl_hi1 = trunc i64 %139 to i32
  br label %for.cond21

for.end19:                                        ; preds = %for.cond17
  br label %if.end

for.cond21:                                       ; preds = %for.body22, %for.body18
  %j124 = phi i32 [ 0, %for.body18 ], [ %146, %for.body22 ]
  %140 = icmp slt i32 %j124, %tl_lo0
  br i1 %140, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %141 = sext i32 %i220 to i64
  %142 = mul nsw i64 %141, 256
  %143 = sext i32 %j124 to i64
  %144 = add nsw i64 %142, %143
  %145 = getelementptr inbounds float, ptr %X_f, i64 %144
  store float 0.000000e+00, ptr %145, align 4
  %146 = add nsw i32 %j124, 1
  br label %for.cond21, !llvm.loop !25

for.end23:                                        ; preds = %for.cond21
  %147 = mul i32 %bx, 8
  %148 = sext i32 %147 to i64
  %149 = sext i32 %i220 to i64
  %150 = add i64 %148, %149
  %151 = icmp sle i64 0, %150
  %152 = mul i32 %bx, 8
  %153 = sext i32 %152 to i64
  %154 = sext i32 %i220 to i64
  %155 = add i64 %153, %154
  %156 = sext i32 %M to i64
  %157 = icmp slt i64 %155, %156
  %158 = and i1 %151, %157
  br i1 %158, label %if.then25, label %if.else26

if.then25:                                        ; preds = %for.end23
  %159 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond28

if.else26:                                        ; preds = %for.end23
  %160 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond31

if.end27:                                         ; preds = %for.end33, %for.end30
  %161 = sub i32 256, %tl_hi1
  br label %for.cond35

for.cond28:                                       ; preds = %for.body29, %if.then25
  %j11 = phi i32 [ 0, %if.then25 ], [ %181, %for.body29 ]
  %162 = icmp slt i32 %j11, %159
  br i1 %162, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %163 = mul i32 %bx, 8
  %164 = add i32 %163, %i220
  %165 = sext i32 %164 to i64
  %166 = sext i32 %N to i64
  %167 = mul nsw i64 %165, %166
  %168 = mul i32 %c, 256
  %169 = add i32 %tl_lo0, %j11
  %170 = add i32 %168, %169
  %171 = sext i32 %170 to i64
  %172 = add nsw i64 %167, %171
  %173 = getelementptr inbounds float, ptr %X, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = sext i32 %i220 to i64
  %176 = mul nsw i64 %175, 256
  %177 = add i32 %tl_lo0, %j11
  %178 = sext i32 %177 to i64
  %179 = add nsw i64 %176, %178
  %180 = getelementptr inbounds float, ptr %X_f, i64 %179
  store float %174, ptr %180, align 4
  %181 = add nsw i32 %j11, 1
  br label %for.cond28, !llvm.loop !26

for.end30:                                        ; preds = %for.cond28
  br label %if.end27

for.cond31:                                       ; preds = %for.body32, %if.else26
  %j1134 = phi i32 [ 0, %if.else26 ], [ %189, %for.body32 ]
  %182 = icmp slt i32 %j1134, %160
  br i1 %182, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %183 = sext i32 %i220 to i64
  %184 = mul nsw i64 %183, 256
  %185 = add i32 %tl_lo0, %j1134
  %186 = sext i32 %185 to i64
  %187 = add nsw i64 %184, %186
  %188 = getelementptr inbounds float, ptr %X_f, i64 %187
  store float 0.000000e+00, ptr %188, align 4
  %189 = add nsw i32 %j1134, 1
  br label %for.cond31, !llvm.loop !27

for.end33:                                        ; preds = %for.cond31
  br label %if.end27

for.cond35:                                       ; preds = %for.body36, %if.end27
  %j1138 = phi i32 [ 0, %if.end27 ], [ %197, %for.body36 ]
  %190 = icmp slt i32 %j1138, %161
  br i1 %190, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %191 = sext i32 %i220 to i64
  %192 = mul nsw i64 %191, 256
  %193 = add i32 %tl_hi1, %j1138
  %194 = sext i32 %193 to i64
  %195 = add nsw i64 %192, %194
  %196 = getelementptr inbounds float, ptr %X_f, i64 %195
  store float 0.000000e+00, ptr %196, align 4
  %197 = add nsw i32 %j1138, 1
  br label %for.cond35, !llvm.loop !28

for.end37:                                        ; preds = %for.cond35
  %198 = add nsw i32 %i220, 1
  br label %for.cond17, !llvm.loop !29

for.cond39:                                       ; preds = %for.end44, %if.end
  %i = phi i32 [ 0, %if.end ], [ %218, %for.end44 ]
  %199 = icmp slt i32 %i, 8
  br i1 %199, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  br label %for.cond42

for.end41:                                        ; preds = %for.cond39
  br label %for.cond45

for.cond42:                                       ; preds = %for.body43, %for.body40
  %j = phi i32 [ 0, %for.body40 ], [ %217, %for.body43 ]
  %200 = icmp slt i32 %j, 256
  br i1 %200, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %201 = mul i32 %c, 256
  %202 = add i32 %201, %j
  %203 = icmp slt i32 %202, %N
  %204 = sext i32 %i to i64
  %205 = mul nsw i64 %204, 256
  %206 = sext i32 %j to i64
  %207 = add nsw i64 %205, %206
  %208 = call i64 @llvm.umin.i64(i64 %207, i64 2047)
  %209 = getelementptr inbounds float, ptr %X_f, i64 %208
  %210 = load float, ptr %209, align 4
  %211 = select i1 %203, float %210, float 0xFFF0000000000000
  %212 = sext i32 %i to i64
  %213 = mul nsw i64 %212, 256
  %214 = sext i32 %j to i64
  %215 = add nsw i64 %213, %214
  %216 = getelementptr inbounds float, ptr %X_f, i64 %215
  store float %211, ptr %216, align 4
  %217 = add nsw i32 %j, 1
  br label %for.cond42, !llvm.loop !30

for.end44:                                        ; preds = %for.cond42
  %218 = add nsw i32 %i, 1
  br label %for.cond39, !llvm.loop !31

for.cond45:                                       ; preds = %for.end60, %for.end41
  %i1 = phi i32 [ 0, %for.end41 ], [ %262, %for.end60 ]
  %219 = icmp slt i32 %i1, 8
  br i1 %219, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  %220 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !32

for.cond48:                                       ; preds = %for.body49, %for.body46
  %lane = phi i32 [ 0, %for.body46 ], [ %230, %for.body49 ]
  %221 = icmp slt i32 %lane, 32
  br i1 %221, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %222 = sext i32 %i1 to i64
  %223 = mul nsw i64 %222, 256
  %224 = sext i32 %lane to i64
  %225 = add nsw i64 %223, %224
  %226 = getelementptr inbounds float, ptr %X_f, i64 %225
  %227 = load float, ptr %226, align 4
  %228 = sext i32 %lane to i64
  %229 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %228
  store float %227, ptr %229, align 4
  %230 = add nsw i32 %lane, 1
  br label %for.cond48, !llvm.loop !33

for.end50:                                        ; preds = %for.cond48
  br label %for.cond51

for.cond51:                                       ; preds = %for.end56, %for.end50
  %red = phi i32 [ 0, %for.end50 ], [ %250, %for.end56 ]
  %231 = icmp slt i32 %red, 7
  br i1 %231, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  br label %for.cond54

for.end53:                                        ; preds = %for.cond51
  br label %for.cond58

for.cond54:                                       ; preds = %for.body55, %for.body52
  %lane57 = phi i32 [ 0, %for.body52 ], [ %249, %for.body55 ]
  %232 = icmp slt i32 %lane57, 32
  br i1 %232, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %233 = sext i32 %lane57 to i64
  %234 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %233
  %lane_acc = load float, ptr %234, align 4
  %235 = sext i32 %i1 to i64
  %236 = mul nsw i64 %235, 256
  %237 = add i32 %red, 1
  %238 = mul i32 %237, 32
  %239 = add i32 %238, %lane57
  %240 = sext i32 %239 to i64
  %241 = add nsw i64 %236, %240
  %242 = getelementptr inbounds float, ptr %X_f, i64 %241
  %lane_next = load float, ptr %242, align 4
  %243 = fcmp une float %lane_next, %lane_next
  %244 = fcmp ogt float %lane_acc, %lane_next
  %245 = select i1 %244, float %lane_acc, float %lane_next
  %246 = select i1 %243, float %lane_acc, float %245
  %247 = sext i32 %lane57 to i64
  %248 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %247
  store float %246, ptr %248, align 4
  %249 = add nsw i32 %lane57, 1
  br label %for.cond54, !llvm.loop !34

for.end56:                                        ; preds = %for.cond54
  %250 = add nsw i32 %red, 1
  br label %for.cond51, !llvm.loop !35

for.cond58:                                       ; preds = %for.body59, %for.end53
  %lane61 = phi i32 [ 0, %for.end53 ], [ %261, %for.body59 ]
  %251 = icmp slt i32 %lane61, 32
  br i1 %251, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %252 = sext i32 %i1 to i64
  %253 = getelementptr inbounds float, ptr %acc, i64 %252
  %254 = load float, ptr %253, align 4
  %255 = sext i32 %lane61 to i64
  %256 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %255
  %257 = load float, ptr %256, align 4
  %258 = call float @llvm.maxnum.f32(float %254, float %257)
  %259 = sext i32 %i1 to i64
  %260 = getelementptr inbounds float, ptr %acc, i64 %259
  store float %258, ptr %260, align 4
  %261 = add nsw i32 %lane61, 1
  br label %for.cond58, !llvm.loop !36

for.end60:                                        ; preds = %for.cond58
  %262 = add nsw i32 %i1, 1
  br label %for.cond45, !llvm.loop !37

if.then62:                                        ; preds = %for.end3
  %263 = sext i32 %M to i64
  %264 = icmp sge i64 %263, 8388608
  br i1 %264, label %if.then65, label %if.else66

if.else63:                                        ; preds = %for.end3
  %265 = mul i32 %bx, 8
  %266 = sext i32 %265 to i64
  %267 = sub i64 0, %266
  %268 = icmp slt i64 %267, 0
  %269 = mul i32 %bx, 8
  %270 = sext i32 %269 to i64
  %271 = sub i64 0, %270
  %272 = icmp sgt i64 %271, 8
  %273 = mul i32 %bx, 8
  %274 = sext i32 %273 to i64
  %275 = sub i64 0, %274
  %276 = select i1 %272, i64 8, i64 %275
  %277 = select i1 %268, i64 0, i64 %276
  %tl_lo2 = trunc i64 %277 to i32
  %278 = sext i32 %M to i64
  %279 = mul i32 %bx, 8
  %280 = sext i32 %279 to i64
  %281 = sub i64 %278, %280
  %282 = icmp slt i64 %281, 0
  %283 = sext i32 %M to i64
  %284 = mul i32 %bx, 8
  %285 = sext i32 %284 to i64
  %286 = sub i64 %283, %285
  %287 = icmp sgt i64 %286, 8
  %288 = sext i32 %M to i64
  %289 = mul i32 %bx, 8
  %290 = sext i32 %289 to i64
  %291 = sub i64 %288, %290
  %292 = select i1 %287, i64 8, i64 %291
  %293 = select i1 %282, i64 0, i64 %292
  %294 = sext i32 %tl_lo2 to i64
  %295 = icmp slt i64 %293, %294
  %296 = sext i32 %tl_lo2 to i64
  %297 = sext i32 %M to i64
  %298 = mul i32 %bx, 8
  %299 = sext i32 %298 to i64
  %300 = sub i64 %297, %299
  %301 = icmp slt i64 %300, 0
  %302 = sext i32 %M to i64
  %303 = mul i32 %bx, 8
  %304 = sext i32 %303 to i64
  %305 = sub i64 %302, %304
  %306 = icmp sgt i64 %305, 8
  %307 = sext i32 %M to i64
  %308 = mul i32 %bx, 8
  %309 = sext i32 %308 to i64
  %310 = sub i64 %307, %309
  %311 = select i1 %306, i64 8, i64 %310
  %312 = select i1 %301, i64 0, i64 %311
  %313 = select i1 %295, i64 %296, i64 %312
  %tl_hi3 = trunc i64 %313 to i32
  %314 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.end64:                                         ; preds = %for.end73, %if.end67
  ret void

if.then65:                                        ; preds = %if.then62
  %315 = mul i32 %bx, 8
  %316 = add i32 %315, 0
  %317 = sext i32 %316 to i64
  %318 = getelementptr inbounds float, ptr %Mx, i64 %317
  %319 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %318, ptr %319, i64 32)
  br label %if.end67

if.else66:                                        ; preds = %if.then62
  br label %for.cond68

if.end67:                                         ; preds = %for.end70, %if.then65
  br label %if.end64

for.cond68:                                       ; preds = %for.body69, %if.else66
  %i3 = phi i32 [ 0, %if.else66 ], [ %328, %for.body69 ]
  %320 = icmp slt i32 %i3, 8
  br i1 %320, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %321 = sext i32 %i3 to i64
  %322 = getelementptr inbounds float, ptr %acc, i64 %321
  %323 = load float, ptr %322, align 4
  %324 = mul i32 %bx, 8
  %325 = add i32 %324, %i3
  %326 = sext i32 %325 to i64
  %327 = getelementptr inbounds float, ptr %Mx, i64 %326
  store float %323, ptr %327, align 4
  %328 = add nsw i32 %i3, 1
  br label %for.cond68, !llvm.loop !38

for.end70:                                        ; preds = %for.cond68
  br label %if.end67

for.cond71:                                       ; preds = %for.body72, %if.else63
  %i31 = phi i32 [ 0, %if.else63 ], [ %339, %for.body72 ]
  %329 = icmp slt i32 %i31, %314
  br i1 %329, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %330 = add i32 %tl_lo2, %i31
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds float, ptr %acc, i64 %331
  %333 = load float, ptr %332, align 4
  %334 = mul i32 %bx, 8
  %335 = add i32 %tl_lo2, %i31
  %336 = add i32 %334, %335
  %337 = sext i32 %336 to i64
  %338 = getelementptr inbounds float, ptr %Mx, i64 %337
  store float %333, ptr %338, align 4
  %339 = add nsw i32 %i31, 1
  br label %for.cond71, !llvm.loop !39

for.end73:                                        ; preds = %for.cond71
  br label %if.end64
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nounwind
define internal void @row_max_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 4
  %9 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 2
  %14 = load i64, ptr %13, align 8
  %15 = srem i64 %block, %10
  %16 = sdiv i64 %block, %10
  %17 = srem i64 %16, %12
  %18 = mul i64 %10, %12
  %19 = sdiv i64 %block, %18
  %20 = trunc i64 %15 to i32
  call void @row_max_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_max(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_max, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 8
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 8
  %20 = icmp ne i64 %19, 0
  %21 = icmp slt i64 %15, 0
  %22 = icmp eq i1 %21, false
  %23 = and i1 %20, %22
  %24 = zext i1 %23 to i64
  %25 = add i64 %18, %24
  %26 = trunc i64 %25 to i32
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 %27, ptr %28, align 8
  %29 = icmp sgt i64 %27, 0
  %30 = mul i64 1, %27
  %31 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 1, ptr %31, align 8
  %32 = and i1 %29, true
  %33 = mul i64 %30, 1
  %34 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  br i1 %35, label %run, label %empty

run:                                              ; preds = %body
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_max_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @row_sum_lanes_block(ptr noalias %X, ptr noalias %S, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_5 = alloca [32 x float], align 64
  %X_f = alloca [1024 x float], align 64
  %part = alloca [1024 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %acc, i8 0, i64 32, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i2 = phi i32 [ 0, %body ], [ %32, %for.end3 ]
  %0 = icmp slt i32 %i2, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %N to i64
  %2 = sdiv i64 %1, 128
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 128
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  %13 = sext i32 %N to i64
  %14 = sdiv i64 %13, 128
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 128
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %31, %for.body2 ]
  %25 = icmp slt i32 %j1, 128
  br i1 %25, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %26 = sext i32 %i2 to i64
  %27 = mul nsw i64 %26, 128
  %28 = sext i32 %j1 to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %part, i64 %29
  store float 0.000000e+00, ptr %30, align 4
  %31 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !40

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i2, 1
  br label %for.cond, !llvm.loop !41

for.cond4:                                        ; preds = %for.end45, %for.end
  %c = phi i32 [ 0, %for.end ], [ %197, %for.end45 ]
  %33 = icmp slt i32 %c, %12
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = mul i32 %bx, 8
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %bx, 8
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 8
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  %42 = mul i32 %c, 128
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %c, 128
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 128
  %47 = sext i32 %N to i64
  %48 = icmp sle i64 %46, %47
  %49 = and i1 %43, %48
  %50 = and i1 %41, %49
  br i1 %50, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond49

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  br label %for.cond43

for.cond7:                                        ; preds = %for.end19, %if.then
  %i210 = phi i32 [ 0, %if.then ], [ %86, %for.end19 ]
  %51 = icmp slt i32 %i210, 8
  br i1 %51, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %52 = add i32 %c, 1
  %53 = icmp slt i32 %52, %24
  br i1 %53, label %if.then11, label %if.else12

for.end9:                                         ; preds = %for.cond7
  br label %if.end

if.then11:                                        ; preds = %for.body8
  br label %for.cond14

if.else12:                                        ; preds = %for.body8
  br label %if.end13

if.end13:                                         ; preds = %if.else12, %for.end16
  br label %for.cond17

for.cond14:                                       ; preds = %for.body15, %if.then11
  %pf = phi i32 [ 0, %if.then11 ], [ %67, %for.body15 ]
  %54 = icmp slt i32 %pf, 8
  br i1 %54, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %55 = mul i32 %bx, 8
  %56 = add i32 %55, %i210
  %57 = sext i32 %56 to i64
  %58 = sext i32 %N to i64
  %59 = mul i64 %57, %58
  %60 = add i32 %c, 1
  %61 = mul i32 %60, 128
  %62 = mul i32 %pf, 16
  %63 = add i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = add i64 %59, %64
  %66 = getelementptr float, ptr %X, i64 %65
  call void @llvm.prefetch.p0(ptr %66, i32 0, i32 0, i32 1)
  %67 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !42

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %for.body18, %if.end13
  %j120 = phi i32 [ 0, %if.end13 ], [ %85, %for.body18 ]
  %68 = icmp slt i32 %j120, 128
  br i1 %68, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %69 = mul i32 %bx, 8
  %70 = add i32 %69, %i210
  %71 = sext i32 %70 to i64
  %72 = sext i32 %N to i64
  %73 = mul nsw i64 %71, %72
  %74 = mul i32 %c, 128
  %75 = add i32 %74, %j120
  %76 = sext i32 %75 to i64
  %77 = add nsw i64 %73, %76
  %78 = getelementptr inbounds float, ptr %X, i64 %77
  %79 = load float, ptr %78, align 4
  %80 = sext i32 %i210 to i64
  %81 = mul nsw i64 %80, 128
  %82 = sext i32 %j120 to i64
  %83 = add nsw i64 %81, %82
  %84 = getelementptr inbounds float, ptr %X_f, i64 %83
  store float %79, ptr %84, align 4
  %85 = add nsw i32 %j120, 1
  br label %for.cond17, !llvm.loop !43

for.end19:                                        ; preds = %for.cond17
  %86 = add nsw i32 %i210, 1
  br label %for.cond7, !llvm.loop !44

for.cond21:                                       ; preds = %for.end41, %if.else
  %i224 = phi i32 [ 0, %if.else ], [ %195, %for.end41 ]
  %87 = icmp slt i32 %i224, 8
  br i1 %87, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %88 = mul i32 %c, 128
  %89 = sext i32 %88 to i64
  %90 = sub i64 0, %89
  %91 = icmp slt i64 %90, 0
  %92 = mul i32 %c, 128
  %93 = sext i32 %92 to i64
  %94 = sub i64 0, %93
  %95 = icmp sgt i64 %94, 128
  %96 = mul i32 %c, 128
  %97 = sext i32 %96 to i64
  %98 = sub i64 0, %97
  %99 = select i1 %95, i64 128, i64 %98
  %100 = select i1 %91, i64 0, i64 %99
  %tl_lo0 = trunc i64 %100 to i32
  %101 = sext i32 %N to i64
  %102 = mul i32 %c, 128
  %103 = sext i32 %102 to i64
  %104 = sub i64 %101, %103
  %105 = icmp slt i64 %104, 0
  %106 = sext i32 %N to i64
  %107 = mul i32 %c, 128
  %108 = sext i32 %107 to i64
  %109 = sub i64 %106, %108
  %110 = icmp sgt i64 %109, 128
  %111 = sext i32 %N to i64
  %112 = mul i32 %c, 128
  %113 = sext i32 %112 to i64
  %114 = sub i64 %111, %113
  %115 = select i1 %110, i64 128, i64 %114
  %116 = select i1 %105, i64 0, i64 %115
  %117 = sext i32 %tl_lo0 to i64
  %118 = icmp slt i64 %116, %117
  %119 = sext i32 %tl_lo0 to i64
  %120 = sext i32 %N to i64
  %121 = mul i32 %c, 128
  %122 = sext i32 %121 to i64
  %123 = sub i64 %120, %122
  %124 = icmp slt i64 %123, 0
  %125 = sext i32 %N to i64
  %126 = mul i32 %c, 128
  %127 = sext i32 %126 to i64
  %128 = sub i64 %125, %127
  %129 = icmp sgt i64 %128, 128
  %130 = sext i32 %N to i64
  %131 = mul i32 %c, 128
  %132 = sext i32 %131 to i64
  %133 = sub i64 %130, %132
  %134 = select i1 %129, i64 128, i64 %133
  %135 = select i1 %124, i64 0, i64 %134
  %136 = select i1 %118, i64 %119, i64 %135
  %tl_hi1 = trunc i64 %136 to i32
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %if.end

for.cond25:                                       ; preds = %for.body26, %for.body22
  %j128 = phi i32 [ 0, %for.body22 ], [ %143, %for.body26 ]
  %137 = icmp slt i32 %j128, %tl_lo0
  br i1 %137, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %138 = sext i32 %i224 to i64
  %139 = mul nsw i64 %138, 128
  %140 = sext i32 %j128 to i64
  %141 = add nsw i64 %139, %140
  %142 = getelementptr inbounds float, ptr %X_f, i64 %141
  store float 0.000000e+00, ptr %142, align 4
  %143 = add nsw i32 %j128, 1
  br label %for.cond25, !llvm.loop !45

for.end27:                                        ; preds = %for.cond25
  %144 = mul i32 %bx, 8
  %145 = sext i32 %144 to i64
  %146 = sext i32 %i224 to i64
  %147 = add i64 %145, %146
  %148 = icmp sle i64 0, %147
  %149 = mul i32 %bx, 8
  %150 = sext i32 %149 to i64
  %151 = sext i32 %i224 to i64
  %152 = add i64 %150, %151
  %153 = sext i32 %M to i64
  %154 = icmp slt i64 %152, %153
  %155 = and i1 %148, %154
  br i1 %155, label %if.then29, label %if.else30

if.then29:                                        ; preds = %for.end27
  %156 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond32

if.else30:                                        ; preds = %for.end27
  %157 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond35

if.end31:                                         ; preds = %for.end37, %for.end34
  %158 = sub i32 128, %tl_hi1
  br label %for.cond39

for.cond32:                                       ; preds = %for.body33, %if.then29
  %j11 = phi i32 [ 0, %if.then29 ], [ %178, %for.body33 ]
  %159 = icmp slt i32 %j11, %156
  br i1 %159, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %160 = mul i32 %bx, 8
  %161 = add i32 %160, %i224
  %162 = sext i32 %161 to i64
  %163 = sext i32 %N to i64
  %164 = mul nsw i64 %162, %163
  %165 = mul i32 %c, 128
  %166 = add i32 %tl_lo0, %j11
  %167 = add i32 %165, %166
  %168 = sext i32 %167 to i64
  %169 = add nsw i64 %164, %168
  %170 = getelementptr inbounds float, ptr %X, i64 %169
  %171 = load float, ptr %170, align 4
  %172 = sext i32 %i224 to i64
  %173 = mul nsw i64 %172, 128
  %174 = add i32 %tl_lo0, %j11
  %175 = sext i32 %174 to i64
  %176 = add nsw i64 %173, %175
  %177 = getelementptr inbounds float, ptr %X_f, i64 %176
  store float %171, ptr %177, align 4
  %178 = add nsw i32 %j11, 1
  br label %for.cond32, !llvm.loop !46

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond35:                                       ; preds = %for.body36, %if.else30
  %j1138 = phi i32 [ 0, %if.else30 ], [ %186, %for.body36 ]
  %179 = icmp slt i32 %j1138, %157
  br i1 %179, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %180 = sext i32 %i224 to i64
  %181 = mul nsw i64 %180, 128
  %182 = add i32 %tl_lo0, %j1138
  %183 = sext i32 %182 to i64
  %184 = add nsw i64 %181, %183
  %185 = getelementptr inbounds float, ptr %X_f, i64 %184
  store float 0.000000e+00, ptr %185, align 4
  %186 = add nsw i32 %j1138, 1
  br label %for.cond35, !llvm.loop !47

for.end37:                                        ; preds = %for.cond35
  br label %if.end31

for.cond39:                                       ; preds = %for.body40, %if.end31
  %j1142 = phi i32 [ 0, %if.end31 ], [ %194, %for.body40 ]
  %187 = icmp slt i32 %j1142, %158
  br i1 %187, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %188 = sext i32 %i224 to i64
  %189 = mul nsw i64 %188, 128
  %190 = add i32 %tl_hi1, %j1142
  %191 = sext i32 %190 to i64
  %192 = add nsw i64 %189, %191
  %193 = getelementptr inbounds float, ptr %X_f, i64 %192
  store float 0.000000e+00, ptr %193, align 4
  %194 = add nsw i32 %j1142, 1
  br label %for.cond39, !llvm.loop !48

for.end41:                                        ; preds = %for.cond39
  %195 = add nsw i32 %i224, 1
  br label %for.cond21, !llvm.loop !49

for.cond43:                                       ; preds = %for.end48, %if.end
  %i = phi i32 [ 0, %if.end ], [ %223, %for.end48 ]
  %196 = icmp slt i32 %i, 8
  br i1 %196, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  br label %for.cond46

for.end45:                                        ; preds = %for.cond43
  %197 = add nsw i32 %c, 1
  br label %for.cond4, !llvm.loop !50

for.cond46:                                       ; preds = %for.body47, %for.body44
  %j = phi i32 [ 0, %for.body44 ], [ %222, %for.body47 ]
  %198 = icmp slt i32 %j, 128
  br i1 %198, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %199 = sext i32 %i to i64
  %200 = mul nsw i64 %199, 128
  %201 = sext i32 %j to i64
  %202 = add nsw i64 %200, %201
  %203 = getelementptr inbounds float, ptr %part, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = mul i32 %c, 128
  %206 = add i32 %205, %j
  %207 = icmp slt i32 %206, %N
  %208 = sext i32 %i to i64
  %209 = mul nsw i64 %208, 128
  %210 = sext i32 %j to i64
  %211 = add nsw i64 %209, %210
  %212 = call i64 @llvm.umin.i64(i64 %211, i64 1023)
  %213 = getelementptr inbounds float, ptr %X_f, i64 %212
  %214 = load float, ptr %213, align 4
  %215 = select i1 %207, float %214, float 0.000000e+00
  %216 = fadd float %204, %215
  %217 = sext i32 %i to i64
  %218 = mul nsw i64 %217, 128
  %219 = sext i32 %j to i64
  %220 = add nsw i64 %218, %219
  %221 = getelementptr inbounds float, ptr %part, i64 %220
  store float %216, ptr %221, align 4
  %222 = add nsw i32 %j, 1
  br label %for.cond46, !llvm.loop !51

for.end48:                                        ; preds = %for.cond46
  %223 = add nsw i32 %i, 1
  br label %for.cond43, !llvm.loop !52

for.cond49:                                       ; preds = %for.end64, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %275, %for.end64 ]
  %224 = icmp slt i32 %i1, 8
  br i1 %224, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  br label %for.cond52

for.end51:                                        ; preds = %for.cond49
  %225 = mul i32 %bx, 8
  %226 = icmp sle i32 0, %225
  %227 = mul i32 %bx, 8
  %228 = sext i32 %227 to i64
  %229 = add i64 %228, 8
  %230 = sext i32 %M to i64
  %231 = icmp sle i64 %229, %230
  %232 = and i1 %226, %231
  br i1 %232, label %if.then66, label %if.else67

for.cond52:                                       ; preds = %for.body53, %for.body50
  %lane = phi i32 [ 0, %for.body50 ], [ %242, %for.body53 ]
  %233 = icmp slt i32 %lane, 32
  br i1 %233, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %234 = sext i32 %i1 to i64
  %235 = mul nsw i64 %234, 128
  %236 = sext i32 %lane to i64
  %237 = add nsw i64 %235, %236
  %238 = getelementptr inbounds float, ptr %part, i64 %237
  %239 = load float, ptr %238, align 4
  %240 = sext i32 %lane to i64
  %241 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %240
  store float %239, ptr %241, align 4
  %242 = add nsw i32 %lane, 1
  br label %for.cond52, !llvm.loop !53

for.end54:                                        ; preds = %for.cond52
  br label %for.cond55

for.cond55:                                       ; preds = %for.end60, %for.end54
  %red = phi i32 [ 0, %for.end54 ], [ %263, %for.end60 ]
  %243 = icmp slt i32 %red, 3
  br i1 %243, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond58

for.end57:                                        ; preds = %for.cond55
  %244 = sext i32 %i1 to i64
  %245 = getelementptr inbounds float, ptr %acc, i64 %244
  store float 0.000000e+00, ptr %245, align 4
  br label %for.cond62

for.cond58:                                       ; preds = %for.body59, %for.body56
  %lane61 = phi i32 [ 0, %for.body56 ], [ %262, %for.body59 ]
  %246 = icmp slt i32 %lane61, 32
  br i1 %246, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %247 = sext i32 %lane61 to i64
  %248 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %247
  %249 = load float, ptr %248, align 4
  %250 = sext i32 %i1 to i64
  %251 = mul nsw i64 %250, 128
  %252 = add i32 %red, 1
  %253 = mul i32 %252, 32
  %254 = add i32 %253, %lane61
  %255 = sext i32 %254 to i64
  %256 = add nsw i64 %251, %255
  %257 = getelementptr inbounds float, ptr %part, i64 %256
  %258 = load float, ptr %257, align 4
  %259 = fadd float %249, %258
  %260 = sext i32 %lane61 to i64
  %261 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %260
  store float %259, ptr %261, align 4
  %262 = add nsw i32 %lane61, 1
  br label %for.cond58, !llvm.loop !54

for.end60:                                        ; preds = %for.cond58
  %263 = add nsw i32 %red, 1
  br label %for.cond55, !llvm.loop !55

for.cond62:                                       ; preds = %for.body63, %for.end57
  %lane65 = phi i32 [ 0, %for.end57 ], [ %274, %for.body63 ]
  %264 = icmp slt i32 %lane65, 32
  br i1 %264, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %265 = sext i32 %i1 to i64
  %266 = getelementptr inbounds float, ptr %acc, i64 %265
  %267 = load float, ptr %266, align 4
  %268 = sext i32 %lane65 to i64
  %269 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %268
  %270 = load float, ptr %269, align 4
  %271 = fadd float %267, %270
  %272 = sext i32 %i1 to i64
  %273 = getelementptr inbounds float, ptr %acc, i64 %272
  store float %271, ptr %273, align 4
  %274 = add nsw i32 %lane65, 1
  br label %for.cond62, !llvm.loop !56

for.end64:                                        ; preds = %for.cond62
  %275 = add nsw i32 %i1, 1
  br label %for.cond49, !llvm.loop !57

if.then66:                                        ; preds = %for.end51
  %276 = sext i32 %M to i64
  %277 = icmp sge i64 %276, 8388608
  br i1 %277, label %if.then69, label %if.else70

if.else67:                                        ; preds = %for.end51
  %278 = mul i32 %bx, 8
  %279 = sext i32 %278 to i64
  %280 = sub i64 0, %279
  %281 = icmp slt i64 %280, 0
  %282 = mul i32 %bx, 8
  %283 = sext i32 %282 to i64
  %284 = sub i64 0, %283
  %285 = icmp sgt i64 %284, 8
  %286 = mul i32 %bx, 8
  %287 = sext i32 %286 to i64
  %288 = sub i64 0, %287
  %289 = select i1 %285, i64 8, i64 %288
  %290 = select i1 %281, i64 0, i64 %289
  %tl_lo2 = trunc i64 %290 to i32
  %291 = sext i32 %M to i64
  %292 = mul i32 %bx, 8
  %293 = sext i32 %292 to i64
  %294 = sub i64 %291, %293
  %295 = icmp slt i64 %294, 0
  %296 = sext i32 %M to i64
  %297 = mul i32 %bx, 8
  %298 = sext i32 %297 to i64
  %299 = sub i64 %296, %298
  %300 = icmp sgt i64 %299, 8
  %301 = sext i32 %M to i64
  %302 = mul i32 %bx, 8
  %303 = sext i32 %302 to i64
  %304 = sub i64 %301, %303
  %305 = select i1 %300, i64 8, i64 %304
  %306 = select i1 %295, i64 0, i64 %305
  %307 = sext i32 %tl_lo2 to i64
  %308 = icmp slt i64 %306, %307
  %309 = sext i32 %tl_lo2 to i64
  %310 = sext i32 %M to i64
  %311 = mul i32 %bx, 8
  %312 = sext i32 %311 to i64
  %313 = sub i64 %310, %312
  %314 = icmp slt i64 %313, 0
  %315 = sext i32 %M to i64
  %316 = mul i32 %bx, 8
  %317 = sext i32 %316 to i64
  %318 = sub i64 %315, %317
  %319 = icmp sgt i64 %318, 8
  %320 = sext i32 %M to i64
  %321 = mul i32 %bx, 8
  %322 = sext i32 %321 to i64
  %323 = sub i64 %320, %322
  %324 = select i1 %319, i64 8, i64 %323
  %325 = select i1 %314, i64 0, i64 %324
  %326 = select i1 %308, i64 %309, i64 %325
  %tl_hi3 = trunc i64 %326 to i32
  %327 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond75

if.end68:                                         ; preds = %for.end77, %if.end71
  ret void

if.then69:                                        ; preds = %if.then66
  %328 = mul i32 %bx, 8
  %329 = add i32 %328, 0
  %330 = sext i32 %329 to i64
  %331 = getelementptr inbounds float, ptr %S, i64 %330
  %332 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %331, ptr %332, i64 32)
  br label %if.end71

if.else70:                                        ; preds = %if.then66
  br label %for.cond72

if.end71:                                         ; preds = %for.end74, %if.then69
  br label %if.end68

for.cond72:                                       ; preds = %for.body73, %if.else70
  %i3 = phi i32 [ 0, %if.else70 ], [ %341, %for.body73 ]
  %333 = icmp slt i32 %i3, 8
  br i1 %333, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %334 = sext i32 %i3 to i64
  %335 = getelementptr inbounds float, ptr %acc, i64 %334
  %336 = load float, ptr %335, align 4
  %337 = mul i32 %bx, 8
  %338 = add i32 %337, %i3
  %339 = sext i32 %338 to i64
  %340 = getelementptr inbounds float, ptr %S, i64 %339
  store float %336, ptr %340, align 4
  %341 = add nsw i32 %i3, 1
  br label %for.cond72, !llvm.loop !58

for.end74:                                        ; preds = %for.cond72
  br label %if.end71

for.cond75:                                       ; preds = %for.body76, %if.else67
  %i31 = phi i32 [ 0, %if.else67 ], [ %352, %for.body76 ]
  %342 = icmp slt i32 %i31, %327
  br i1 %342, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %343 = add i32 %tl_lo2, %i31
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds float, ptr %acc, i64 %344
  %346 = load float, ptr %345, align 4
  %347 = mul i32 %bx, 8
  %348 = add i32 %tl_lo2, %i31
  %349 = add i32 %347, %348
  %350 = sext i32 %349 to i64
  %351 = getelementptr inbounds float, ptr %S, i64 %350
  store float %346, ptr %351, align 4
  %352 = add nsw i32 %i31, 1
  br label %for.cond75, !llvm.loop !59

for.end77:                                        ; preds = %for.cond75
  br label %if.end68
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
define internal void @row_sum_lanes_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 4
  %9 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 2
  %14 = load i64, ptr %13, align 8
  %15 = srem i64 %block, %10
  %16 = sdiv i64 %block, %10
  %17 = srem i64 %16, %12
  %18 = mul i64 %10, %12
  %19 = sdiv i64 %block, %18
  %20 = trunc i64 %15 to i32
  call void @row_sum_lanes_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_sum_lanes(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_sum_lanes, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 8
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 8
  %20 = icmp ne i64 %19, 0
  %21 = icmp slt i64 %15, 0
  %22 = icmp eq i1 %21, false
  %23 = and i1 %20, %22
  %24 = zext i1 %23 to i64
  %25 = add i64 %18, %24
  %26 = trunc i64 %25 to i32
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 %27, ptr %28, align 8
  %29 = icmp sgt i64 %27, 0
  %30 = mul i64 1, %27
  %31 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 1, ptr %31, align 8
  %32 = and i1 %29, true
  %33 = mul i64 %30, 1
  %34 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  br i1 %35, label %run, label %empty

run:                                              ; preds = %body
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_sum_lanes_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @row_max_lanes_block(ptr noalias %X, ptr noalias %Mx, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_5 = alloca [32 x float], align 64
  %X_f = alloca [1024 x float], align 64
  %part = alloca [1024 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %acc, i8 0, i64 32, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i2 = phi i32 [ 0, %body ], [ %32, %for.end3 ]
  %0 = icmp slt i32 %i2, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %N to i64
  %2 = sdiv i64 %1, 128
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 128
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  %13 = sext i32 %N to i64
  %14 = sdiv i64 %13, 128
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 128
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %31, %for.body2 ]
  %25 = icmp slt i32 %j1, 128
  br i1 %25, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %26 = sext i32 %i2 to i64
  %27 = mul nsw i64 %26, 128
  %28 = sext i32 %j1 to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %part, i64 %29
  store float 0xFFF0000000000000, ptr %30, align 4
  %31 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !60

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i2, 1
  br label %for.cond, !llvm.loop !61

for.cond4:                                        ; preds = %for.end45, %for.end
  %c = phi i32 [ 0, %for.end ], [ %197, %for.end45 ]
  %33 = icmp slt i32 %c, %12
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = mul i32 %bx, 8
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %bx, 8
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 8
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  %42 = mul i32 %c, 128
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %c, 128
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 128
  %47 = sext i32 %N to i64
  %48 = icmp sle i64 %46, %47
  %49 = and i1 %43, %48
  %50 = and i1 %41, %49
  br i1 %50, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond49

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  br label %for.cond43

for.cond7:                                        ; preds = %for.end19, %if.then
  %i210 = phi i32 [ 0, %if.then ], [ %86, %for.end19 ]
  %51 = icmp slt i32 %i210, 8
  br i1 %51, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %52 = add i32 %c, 1
  %53 = icmp slt i32 %52, %24
  br i1 %53, label %if.then11, label %if.else12

for.end9:                                         ; preds = %for.cond7
  br label %if.end

if.then11:                                        ; preds = %for.body8
  br label %for.cond14

if.else12:                                        ; preds = %for.body8
  br label %if.end13

if.end13:                                         ; preds = %if.else12, %for.end16
  br label %for.cond17

for.cond14:                                       ; preds = %for.body15, %if.then11
  %pf = phi i32 [ 0, %if.then11 ], [ %67, %for.body15 ]
  %54 = icmp slt i32 %pf, 8
  br i1 %54, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %55 = mul i32 %bx, 8
  %56 = add i32 %55, %i210
  %57 = sext i32 %56 to i64
  %58 = sext i32 %N to i64
  %59 = mul i64 %57, %58
  %60 = add i32 %c, 1
  %61 = mul i32 %60, 128
  %62 = mul i32 %pf, 16
  %63 = add i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = add i64 %59, %64
  %66 = getelementptr float, ptr %X, i64 %65
  call void @llvm.prefetch.p0(ptr %66, i32 0, i32 0, i32 1)
  %67 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !62

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %for.body18, %if.end13
  %j120 = phi i32 [ 0, %if.end13 ], [ %85, %for.body18 ]
  %68 = icmp slt i32 %j120, 128
  br i1 %68, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %69 = mul i32 %bx, 8
  %70 = add i32 %69, %i210
  %71 = sext i32 %70 to i64
  %72 = sext i32 %N to i64
  %73 = mul nsw i64 %71, %72
  %74 = mul i32 %c, 128
  %75 = add i32 %74, %j120
  %76 = sext i32 %75 to i64
  %77 = add nsw i64 %73, %76
  %78 = getelementptr inbounds float, ptr %X, i64 %77
  %79 = load float, ptr %78, align 4
  %80 = sext i32 %i210 to i64
  %81 = mul nsw i64 %80, 128
  %82 = sext i32 %j120 to i64
  %83 = add nsw i64 %81, %82
  %84 = getelementptr inbounds float, ptr %X_f, i64 %83
  store float %79, ptr %84, align 4
  %85 = add nsw i32 %j120, 1
  br label %for.cond17, !llvm.loop !63

for.end19:                                        ; preds = %for.cond17
  %86 = add nsw i32 %i210, 1
  br label %for.cond7, !llvm.loop !64

for.cond21:                                       ; preds = %for.end41, %if.else
  %i224 = phi i32 [ 0, %if.else ], [ %195, %for.end41 ]
  %87 = icmp slt i32 %i224, 8
  br i1 %87, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %88 = mul i32 %c, 128
  %89 = sext i32 %88 to i64
  %90 = sub i64 0, %89
  %91 = icmp slt i64 %90, 0
  %92 = mul i32 %c, 128
  %93 = sext i32 %92 to i64
  %94 = sub i64 0, %93
  %95 = icmp sgt i64 %94, 128
  %96 = mul i32 %c, 128
  %97 = sext i32 %96 to i64
  %98 = sub i64 0, %97
  %99 = select i1 %95, i64 128, i64 %98
  %100 = select i1 %91, i64 0, i64 %99
  %tl_lo0 = trunc i64 %100 to i32
  %101 = sext i32 %N to i64
  %102 = mul i32 %c, 128
  %103 = sext i32 %102 to i64
  %104 = sub i64 %101, %103
  %105 = icmp slt i64 %104, 0
  %106 = sext i32 %N to i64
  %107 = mul i32 %c, 128
  %108 = sext i32 %107 to i64
  %109 = sub i64 %106, %108
  %110 = icmp sgt i64 %109, 128
  %111 = sext i32 %N to i64
  %112 = mul i32 %c, 128
  %113 = sext i32 %112 to i64
  %114 = sub i64 %111, %113
  %115 = select i1 %110, i64 128, i64 %114
  %116 = select i1 %105, i64 0, i64 %115
  %117 = sext i32 %tl_lo0 to i64
  %118 = icmp slt i64 %116, %117
  %119 = sext i32 %tl_lo0 to i64
  %120 = sext i32 %N to i64
  %121 = mul i32 %c, 128
  %122 = sext i32 %121 to i64
  %123 = sub i64 %120, %122
  %124 = icmp slt i64 %123, 0
  %125 = sext i32 %N to i64
  %126 = mul i32 %c, 128
  %127 = sext i32 %126 to i64
  %128 = sub i64 %125, %127
  %129 = icmp sgt i64 %128, 128
  %130 = sext i32 %N to i64
  %131 = mul i32 %c, 128
  %132 = sext i32 %131 to i64
  %133 = sub i64 %130, %132
  %134 = select i1 %129, i64 128, i64 %133
  %135 = select i1 %124, i64 0, i64 %134
  %136 = select i1 %118, i64 %119, i64 %135
  %tl_hi1 = trunc i64 %136 to i32
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %if.end

for.cond25:                                       ; preds = %for.body26, %for.body22
  %j128 = phi i32 [ 0, %for.body22 ], [ %143, %for.body26 ]
  %137 = icmp slt i32 %j128, %tl_lo0
  br i1 %137, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %138 = sext i32 %i224 to i64
  %139 = mul nsw i64 %138, 128
  %140 = sext i32 %j128 to i64
  %141 = add nsw i64 %139, %140
  %142 = getelementptr inbounds float, ptr %X_f, i64 %141
  store float 0.000000e+00, ptr %142, align 4
  %143 = add nsw i32 %j128, 1
  br label %for.cond25, !llvm.loop !65

for.end27:                                        ; preds = %for.cond25
  %144 = mul i32 %bx, 8
  %145 = sext i32 %144 to i64
  %146 = sext i32 %i224 to i64
  %147 = add i64 %145, %146
  %148 = icmp sle i64 0, %147
  %149 = mul i32 %bx, 8
  %150 = sext i32 %149 to i64
  %151 = sext i32 %i224 to i64
  %152 = add i64 %150, %151
  %153 = sext i32 %M to i64
  %154 = icmp slt i64 %152, %153
  %155 = and i1 %148, %154
  br i1 %155, label %if.then29, label %if.else30

if.then29:                                        ; preds = %for.end27
  %156 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond32

if.else30:                                        ; preds = %for.end27
  %157 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond35

if.end31:                                         ; preds = %for.end37, %for.end34
  %158 = sub i32 128, %tl_hi1
  br label %for.cond39

for.cond32:                                       ; preds = %for.body33, %if.then29
  %j11 = phi i32 [ 0, %if.then29 ], [ %178, %for.body33 ]
  %159 = icmp slt i32 %j11, %156
  br i1 %159, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %160 = mul i32 %bx, 8
  %161 = add i32 %160, %i224
  %162 = sext i32 %161 to i64
  %163 = sext i32 %N to i64
  %164 = mul nsw i64 %162, %163
  %165 = mul i32 %c, 128
  %166 = add i32 %tl_lo0, %j11
  %167 = add i32 %165, %166
  %168 = sext i32 %167 to i64
  %169 = add nsw i64 %164, %168
  %170 = getelementptr inbounds float, ptr %X, i64 %169
  %171 = load float, ptr %170, align 4
  %172 = sext i32 %i224 to i64
  %173 = mul nsw i64 %172, 128
  %174 = add i32 %tl_lo0, %j11
  %175 = sext i32 %174 to i64
  %176 = add nsw i64 %173, %175
  %177 = getelementptr inbounds float, ptr %X_f, i64 %176
  store float %171, ptr %177, align 4
  %178 = add nsw i32 %j11, 1
  br label %for.cond32, !llvm.loop !66

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond35:                                       ; preds = %for.body36, %if.else30
  %j1138 = phi i32 [ 0, %if.else30 ], [ %186, %for.body36 ]
  %179 = icmp slt i32 %j1138, %157
  br i1 %179, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %180 = sext i32 %i224 to i64
  %181 = mul nsw i64 %180, 128
  %182 = add i32 %tl_lo0, %j1138
  %183 = sext i32 %182 to i64
  %184 = add nsw i64 %181, %183
  %185 = getelementptr inbounds float, ptr %X_f, i64 %184
  store float 0.000000e+00, ptr %185, align 4
  %186 = add nsw i32 %j1138, 1
  br label %for.cond35, !llvm.loop !67

for.end37:                                        ; preds = %for.cond35
  br label %if.end31

for.cond39:                                       ; preds = %for.body40, %if.end31
  %j1142 = phi i32 [ 0, %if.end31 ], [ %194, %for.body40 ]
  %187 = icmp slt i32 %j1142, %158
  br i1 %187, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %188 = sext i32 %i224 to i64
  %189 = mul nsw i64 %188, 128
  %190 = add i32 %tl_hi1, %j1142
  %191 = sext i32 %190 to i64
  %192 = add nsw i64 %189, %191
  %193 = getelementptr inbounds float, ptr %X_f, i64 %192
  store float 0.000000e+00, ptr %193, align 4
  %194 = add nsw i32 %j1142, 1
  br label %for.cond39, !llvm.loop !68

for.end41:                                        ; preds = %for.cond39
  %195 = add nsw i32 %i224, 1
  br label %for.cond21, !llvm.loop !69

for.cond43:                                       ; preds = %for.end48, %if.end
  %i = phi i32 [ 0, %if.end ], [ %223, %for.end48 ]
  %196 = icmp slt i32 %i, 8
  br i1 %196, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  br label %for.cond46

for.end45:                                        ; preds = %for.cond43
  %197 = add nsw i32 %c, 1
  br label %for.cond4, !llvm.loop !70

for.cond46:                                       ; preds = %for.body47, %for.body44
  %j = phi i32 [ 0, %for.body44 ], [ %222, %for.body47 ]
  %198 = icmp slt i32 %j, 128
  br i1 %198, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %199 = sext i32 %i to i64
  %200 = mul nsw i64 %199, 128
  %201 = sext i32 %j to i64
  %202 = add nsw i64 %200, %201
  %203 = getelementptr inbounds float, ptr %part, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = mul i32 %c, 128
  %206 = add i32 %205, %j
  %207 = icmp slt i32 %206, %N
  %208 = sext i32 %i to i64
  %209 = mul nsw i64 %208, 128
  %210 = sext i32 %j to i64
  %211 = add nsw i64 %209, %210
  %212 = call i64 @llvm.umin.i64(i64 %211, i64 1023)
  %213 = getelementptr inbounds float, ptr %X_f, i64 %212
  %214 = load float, ptr %213, align 4
  %215 = select i1 %207, float %214, float 0xFFF0000000000000
  %216 = call float @llvm.maxnum.f32(float %204, float %215)
  %217 = sext i32 %i to i64
  %218 = mul nsw i64 %217, 128
  %219 = sext i32 %j to i64
  %220 = add nsw i64 %218, %219
  %221 = getelementptr inbounds float, ptr %part, i64 %220
  store float %216, ptr %221, align 4
  %222 = add nsw i32 %j, 1
  br label %for.cond46, !llvm.loop !71

for.end48:                                        ; preds = %for.cond46
  %223 = add nsw i32 %i, 1
  br label %for.cond43, !llvm.loop !72

for.cond49:                                       ; preds = %for.end64, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %276, %for.end64 ]
  %224 = icmp slt i32 %i1, 8
  br i1 %224, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  br label %for.cond52

for.end51:                                        ; preds = %for.cond49
  %225 = mul i32 %bx, 8
  %226 = icmp sle i32 0, %225
  %227 = mul i32 %bx, 8
  %228 = sext i32 %227 to i64
  %229 = add i64 %228, 8
  %230 = sext i32 %M to i64
  %231 = icmp sle i64 %229, %230
  %232 = and i1 %226, %231
  br i1 %232, label %if.then66, label %if.else67

for.cond52:                                       ; preds = %for.body53, %for.body50
  %lane = phi i32 [ 0, %for.body50 ], [ %242, %for.body53 ]
  %233 = icmp slt i32 %lane, 32
  br i1 %233, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %234 = sext i32 %i1 to i64
  %235 = mul nsw i64 %234, 128
  %236 = sext i32 %lane to i64
  %237 = add nsw i64 %235, %236
  %238 = getelementptr inbounds float, ptr %part, i64 %237
  %239 = load float, ptr %238, align 4
  %240 = sext i32 %lane to i64
  %241 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %240
  store float %239, ptr %241, align 4
  %242 = add nsw i32 %lane, 1
  br label %for.cond52, !llvm.loop !73

for.end54:                                        ; preds = %for.cond52
  br label %for.cond55

for.cond55:                                       ; preds = %for.end60, %for.end54
  %red = phi i32 [ 0, %for.end54 ], [ %264, %for.end60 ]
  %243 = icmp slt i32 %red, 3
  br i1 %243, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond58

for.end57:                                        ; preds = %for.cond55
  %244 = sext i32 %i1 to i64
  %245 = getelementptr inbounds float, ptr %acc, i64 %244
  store float 0xFFF0000000000000, ptr %245, align 4
  br label %for.cond62

for.cond58:                                       ; preds = %for.body59, %for.body56
  %lane61 = phi i32 [ 0, %for.body56 ], [ %263, %for.body59 ]
  %246 = icmp slt i32 %lane61, 32
  br i1 %246, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %247 = sext i32 %lane61 to i64
  %248 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %247
  %lane_acc = load float, ptr %248, align 4
  %249 = sext i32 %i1 to i64
  %250 = mul nsw i64 %249, 128
  %251 = add i32 %red, 1
  %252 = mul i32 %251, 32
  %253 = add i32 %252, %lane61
  %254 = sext i32 %253 to i64
  %255 = add nsw i64 %250, %254
  %256 = getelementptr inbounds float, ptr %part, i64 %255
  %lane_next = load float, ptr %256, align 4
  %257 = fcmp une float %lane_next, %lane_next
  %258 = fcmp ogt float %lane_acc, %lane_next
  %259 = select i1 %258, float %lane_acc, float %lane_next
  %260 = select i1 %257, float %lane_acc, float %259
  %261 = sext i32 %lane61 to i64
  %262 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %261
  store float %260, ptr %262, align 4
  %263 = add nsw i32 %lane61, 1
  br label %for.cond58, !llvm.loop !74

for.end60:                                        ; preds = %for.cond58
  %264 = add nsw i32 %red, 1
  br label %for.cond55, !llvm.loop !75

for.cond62:                                       ; preds = %for.body63, %for.end57
  %lane65 = phi i32 [ 0, %for.end57 ], [ %275, %for.body63 ]
  %265 = icmp slt i32 %lane65, 32
  br i1 %265, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %266 = sext i32 %i1 to i64
  %267 = getelementptr inbounds float, ptr %acc, i64 %266
  %268 = load float, ptr %267, align 4
  %269 = sext i32 %lane65 to i64
  %270 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %269
  %271 = load float, ptr %270, align 4
  %272 = call float @llvm.maxnum.f32(float %268, float %271)
  %273 = sext i32 %i1 to i64
  %274 = getelementptr inbounds float, ptr %acc, i64 %273
  store float %272, ptr %274, align 4
  %275 = add nsw i32 %lane65, 1
  br label %for.cond62, !llvm.loop !76

for.end64:                                        ; preds = %for.cond62
  %276 = add nsw i32 %i1, 1
  br label %for.cond49, !llvm.loop !77

if.then66:                                        ; preds = %for.end51
  %277 = sext i32 %M to i64
  %278 = icmp sge i64 %277, 8388608
  br i1 %278, label %if.then69, label %if.else70

if.else67:                                        ; preds = %for.end51
  %279 = mul i32 %bx, 8
  %280 = sext i32 %279 to i64
  %281 = sub i64 0, %280
  %282 = icmp slt i64 %281, 0
  %283 = mul i32 %bx, 8
  %284 = sext i32 %283 to i64
  %285 = sub i64 0, %284
  %286 = icmp sgt i64 %285, 8
  %287 = mul i32 %bx, 8
  %288 = sext i32 %287 to i64
  %289 = sub i64 0, %288
  %290 = select i1 %286, i64 8, i64 %289
  %291 = select i1 %282, i64 0, i64 %290
  %tl_lo2 = trunc i64 %291 to i32
  %292 = sext i32 %M to i64
  %293 = mul i32 %bx, 8
  %294 = sext i32 %293 to i64
  %295 = sub i64 %292, %294
  %296 = icmp slt i64 %295, 0
  %297 = sext i32 %M to i64
  %298 = mul i32 %bx, 8
  %299 = sext i32 %298 to i64
  %300 = sub i64 %297, %299
  %301 = icmp sgt i64 %300, 8
  %302 = sext i32 %M to i64
  %303 = mul i32 %bx, 8
  %304 = sext i32 %303 to i64
  %305 = sub i64 %302, %304
  %306 = select i1 %301, i64 8, i64 %305
  %307 = select i1 %296, i64 0, i64 %306
  %308 = sext i32 %tl_lo2 to i64
  %309 = icmp slt i64 %307, %308
  %310 = sext i32 %tl_lo2 to i64
  %311 = sext i32 %M to i64
  %312 = mul i32 %bx, 8
  %313 = sext i32 %312 to i64
  %314 = sub i64 %311, %313
  %315 = icmp slt i64 %314, 0
  %316 = sext i32 %M to i64
  %317 = mul i32 %bx, 8
  %318 = sext i32 %317 to i64
  %319 = sub i64 %316, %318
  %320 = icmp sgt i64 %319, 8
  %321 = sext i32 %M to i64
  %322 = mul i32 %bx, 8
  %323 = sext i32 %322 to i64
  %324 = sub i64 %321, %323
  %325 = select i1 %320, i64 8, i64 %324
  %326 = select i1 %315, i64 0, i64 %325
  %327 = select i1 %309, i64 %310, i64 %326
  %tl_hi3 = trunc i64 %327 to i32
  %328 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond75

if.end68:                                         ; preds = %for.end77, %if.end71
  ret void

if.then69:                                        ; preds = %if.then66
  %329 = mul i32 %bx, 8
  %330 = add i32 %329, 0
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds float, ptr %Mx, i64 %331
  %333 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %332, ptr %333, i64 32)
  br label %if.end71

if.else70:                                        ; preds = %if.then66
  br label %for.cond72

if.end71:                                         ; preds = %for.end74, %if.then69
  br label %if.end68

for.cond72:                                       ; preds = %for.body73, %if.else70
  %i3 = phi i32 [ 0, %if.else70 ], [ %342, %for.body73 ]
  %334 = icmp slt i32 %i3, 8
  br i1 %334, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %335 = sext i32 %i3 to i64
  %336 = getelementptr inbounds float, ptr %acc, i64 %335
  %337 = load float, ptr %336, align 4
  %338 = mul i32 %bx, 8
  %339 = add i32 %338, %i3
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds float, ptr %Mx, i64 %340
  store float %337, ptr %341, align 4
  %342 = add nsw i32 %i3, 1
  br label %for.cond72, !llvm.loop !78

for.end74:                                        ; preds = %for.cond72
  br label %if.end71

for.cond75:                                       ; preds = %for.body76, %if.else67
  %i31 = phi i32 [ 0, %if.else67 ], [ %353, %for.body76 ]
  %343 = icmp slt i32 %i31, %328
  br i1 %343, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %344 = add i32 %tl_lo2, %i31
  %345 = sext i32 %344 to i64
  %346 = getelementptr inbounds float, ptr %acc, i64 %345
  %347 = load float, ptr %346, align 4
  %348 = mul i32 %bx, 8
  %349 = add i32 %tl_lo2, %i31
  %350 = add i32 %348, %349
  %351 = sext i32 %350 to i64
  %352 = getelementptr inbounds float, ptr %Mx, i64 %351
  store float %347, ptr %352, align 4
  %353 = add nsw i32 %i31, 1
  br label %for.cond75, !llvm.loop !79

for.end77:                                        ; preds = %for.cond75
  br label %if.end68
}

; Function Attrs: nounwind
define internal void @row_max_lanes_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 4
  %9 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 2
  %14 = load i64, ptr %13, align 8
  %15 = srem i64 %block, %10
  %16 = sdiv i64 %block, %10
  %17 = srem i64 %16, %12
  %18 = mul i64 %10, %12
  %19 = sdiv i64 %block, %18
  %20 = trunc i64 %15 to i32
  call void @row_max_lanes_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_max_lanes(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_max_lanes, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 8
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 8
  %20 = icmp ne i64 %19, 0
  %21 = icmp slt i64 %15, 0
  %22 = icmp eq i1 %21, false
  %23 = and i1 %20, %22
  %24 = zext i1 %23 to i64
  %25 = add i64 %18, %24
  %26 = trunc i64 %25 to i32
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 %27, ptr %28, align 8
  %29 = icmp sgt i64 %27, 0
  %30 = mul i64 1, %27
  %31 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 1, ptr %31, align 8
  %32 = and i1 %29, true
  %33 = mul i64 %30, 1
  %34 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  br i1 %35, label %run, label %empty

run:                                              ; preds = %body
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_max_lanes_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1, !2}
