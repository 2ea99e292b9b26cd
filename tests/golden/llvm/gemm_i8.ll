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
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 8192, i1 false)
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

for.cond4:                                        ; preds = %for.end47, %for.end
  %k = phi i32 [ 0, %for.end ], [ %206, %for.end47 ]
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
  br i1 %55, label %if.then55, label %if.else56

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
  br i1 %72, label %if.then23, label %if.else24

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

for.cond15:                                       ; preds = %for.end21, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %120, %for.end21 ]
  %93 = icmp slt i32 %i18, 128
  br i1 %93, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %138, %sel.end ]
  %94 = icmp slt i32 %j22, 64
  br i1 %94, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %95 = mul i32 %by, 128
  %96 = sext i32 %95 to i64
  %97 = sext i32 %i18 to i64
  %98 = add i64 %96, %97
  %99 = icmp sle i64 0, %98
  %100 = mul i32 %by, 128
  %101 = sext i32 %100 to i64
  %102 = sext i32 %i18 to i64
  %103 = add i64 %101, %102
  %104 = sext i32 %M to i64
  %105 = icmp slt i64 %103, %104
  %106 = and i1 %99, %105
  %107 = mul i32 %k, 64
  %108 = sext i32 %107 to i64
  %109 = sext i32 %j22 to i64
  %110 = add i64 %108, %109
  %111 = icmp sle i64 0, %110
  %112 = mul i32 %k, 64
  %113 = sext i32 %112 to i64
  %114 = sext i32 %j22 to i64
  %115 = add i64 %113, %114
  %116 = sext i32 %K to i64
  %117 = icmp slt i64 %115, %116
  %118 = and i1 %111, %117
  %119 = and i1 %106, %118
  br i1 %119, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %120 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !6

sel.then:                                         ; preds = %for.body20
  %121 = mul i32 %by, 128
  %122 = add i32 %121, %i18
  %123 = sext i32 %122 to i64
  %124 = sext i32 %K to i64
  %125 = mul nsw i64 %123, %124
  %126 = mul i32 %k, 64
  %127 = add i32 %126, %j22
  %128 = sext i32 %127 to i64
  %129 = add nsw i64 %125, %128
  %130 = getelementptr inbounds i8, ptr %A, i64 %129
  %131 = load i8, ptr %130, align 1
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %132 = phi i8 [ %131, %sel.then ], [ 0, %sel.else ]
  %133 = sext i32 %i18 to i64
  %134 = mul nsw i64 %133, 64
  %135 = sext i32 %j22 to i64
  %136 = add nsw i64 %134, %135
  %137 = getelementptr inbounds i8, ptr %A_s, i64 %136
  store i8 %132, ptr %137, align 1
  %138 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !7

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  br label %for.cond45

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i29 = phi i32 [ 0, %if.then23 ], [ %158, %for.end32 ]
  %139 = icmp slt i32 %i29, 128
  br i1 %139, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j33 = phi i32 [ 0, %for.body27 ], [ %157, %for.body31 ]
  %140 = icmp slt i32 %j33, 64
  br i1 %140, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %141 = mul i32 %bx, 128
  %142 = add i32 %141, %i29
  %143 = sext i32 %142 to i64
  %144 = sext i32 %K to i64
  %145 = mul nsw i64 %143, %144
  %146 = mul i32 %k, 64
  %147 = add i32 %146, %j33
  %148 = sext i32 %147 to i64
  %149 = add nsw i64 %145, %148
  %150 = getelementptr inbounds i8, ptr %B, i64 %149
  %151 = load i8, ptr %150, align 1
  %152 = sext i32 %i29 to i64
  %153 = mul nsw i64 %152, 64
  %154 = sext i32 %j33 to i64
  %155 = add nsw i64 %153, %154
  %156 = getelementptr inbounds i8, ptr %B_s, i64 %155
  store i8 %151, ptr %156, align 1
  %157 = add nsw i32 %j33, 1
  br label %for.cond30, !llvm.loop !8

for.end32:                                        ; preds = %for.cond30
  %158 = add nsw i32 %i29, 1
  br label %for.cond26, !llvm.loop !9

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i37 = phi i32 [ 0, %if.else24 ], [ %186, %for.end40 ]
  %159 = icmp slt i32 %i37, 128
  br i1 %159, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j41 = phi i32 [ 0, %for.body35 ], [ %204, %sel.end44 ]
  %160 = icmp slt i32 %j41, 64
  br i1 %160, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %161 = mul i32 %bx, 128
  %162 = sext i32 %161 to i64
  %163 = sext i32 %i37 to i64
  %164 = add i64 %162, %163
  %165 = icmp sle i64 0, %164
  %166 = mul i32 %bx, 128
  %167 = sext i32 %166 to i64
  %168 = sext i32 %i37 to i64
  %169 = add i64 %167, %168
  %170 = sext i32 %N to i64
  %171 = icmp slt i64 %169, %170
  %172 = and i1 %165, %171
  %173 = mul i32 %k, 64
  %174 = sext i32 %173 to i64
  %175 = sext i32 %j41 to i64
  %176 = add i64 %174, %175
  %177 = icmp sle i64 0, %176
  %178 = mul i32 %k, 64
  %179 = sext i32 %178 to i64
  %180 = sext i32 %j41 to i64
  %181 = add i64 %179, %180
  %182 = sext i32 %K to i64
  %183 = icmp slt i64 %181, %182
  %184 = and i1 %177, %183
  %185 = and i1 %172, %184
  br i1 %185, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %186 = add nsw i32 %i37, 1
  br label %for.cond34, !llvm.loop !10

sel.then42:                                       ; preds = %for.body39
  %187 = mul i32 %bx, 128
  %188 = add i32 %187, %i37
  %189 = sext i32 %188 to i64
  %190 = sext i32 %K to i64
  %191 = mul nsw i64 %189, %190
  %192 = mul i32 %k, 64
  %193 = add i32 %192, %j41
  %194 = sext i32 %193 to i64
  %195 = add nsw i64 %191, %194
  %196 = getelementptr inbounds i8, ptr %B, i64 %195
  %197 = load i8, ptr %196, align 1
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %198 = phi i8 [ %197, %sel.then42 ], [ 0, %sel.else43 ]
  %199 = sext i32 %i37 to i64
  %200 = mul nsw i64 %199, 64
  %201 = sext i32 %j41 to i64
  %202 = add nsw i64 %200, %201
  %203 = getelementptr inbounds i8, ptr %B_s, i64 %202
  store i8 %198, ptr %203, align 1
  %204 = add nsw i32 %j41, 1
  br label %for.cond38, !llvm.loop !11

for.cond45:                                       ; preds = %for.end50, %if.end25
  %tl_i = phi i32 [ 0, %if.end25 ], [ %214, %for.end50 ]
  %205 = icmp slt i32 %tl_i, 128
  br i1 %205, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  %206 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !12

for.cond48:                                       ; preds = %for.end53, %for.body46
  %tl_j = phi i32 [ 0, %for.body46 ], [ %239, %for.end53 ]
  %207 = icmp slt i32 %tl_j, 128
  br i1 %207, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %208 = sext i32 %tl_i to i64
  %209 = mul nsw i64 %208, 128
  %210 = sext i32 %tl_j to i64
  %211 = add nsw i64 %209, %210
  %212 = getelementptr inbounds i32, ptr %C_f, i64 %211
  %213 = load i32, ptr %212, align 4
  store i32 %213, ptr %tl_acc, align 4
  br label %for.cond51

for.end50:                                        ; preds = %for.cond48
  %214 = add nsw i32 %tl_i, 1
  br label %for.cond45, !llvm.loop !13

for.cond51:                                       ; preds = %for.body52, %for.body49
  %tl_p = phi i32 [ 0, %for.body49 ], [ %232, %for.body52 ]
  %215 = icmp slt i32 %tl_p, 64
  br i1 %215, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %tl_acc54 = load i32, ptr %tl_acc, align 4
  %216 = sext i32 %tl_i to i64
  %217 = mul nsw i64 %216, 64
  %218 = sext i32 %tl_p to i64
  %219 = add nsw i64 %217, %218
  %220 = getelementptr inbounds i8, ptr %A_s, i64 %219
  %221 = load i8, ptr %220, align 1
  %222 = sext i8 %221 to i32
  %223 = sext i32 %tl_j to i64
  %224 = mul nsw i64 %223, 64
  %225 = sext i32 %tl_p to i64
  %226 = add nsw i64 %224, %225
  %227 = getelementptr inbounds i8, ptr %B_s, i64 %226
  %228 = load i8, ptr %227, align 1
  %229 = sext i8 %228 to i32
  %230 = mul i32 %222, %229
  %231 = add i32 %tl_acc54, %230
  store i32 %231, ptr %tl_acc, align 4
  %232 = add nsw i32 %tl_p, 1
  br label %for.cond51, !llvm.loop !14

for.end53:                                        ; preds = %for.cond51
  %233 = load i32, ptr %tl_acc, align 4
  %234 = sext i32 %tl_i to i64
  %235 = mul nsw i64 %234, 128
  %236 = sext i32 %tl_j to i64
  %237 = add nsw i64 %235, %236
  %238 = getelementptr inbounds i32, ptr %C_f, i64 %237
  store i32 %233, ptr %238, align 4
  %239 = add nsw i32 %tl_j, 1
  br label %for.cond48, !llvm.loop !15

if.then55:                                        ; preds = %for.end6
  br label %for.cond58

if.else56:                                        ; preds = %for.end6
  br label %for.cond67

if.end57:                                         ; preds = %for.end69, %for.end60
  ret void

for.cond58:                                       ; preds = %if.end63, %if.then55
  %i1 = phi i32 [ 0, %if.then55 ], [ %259, %if.end63 ]
  %240 = icmp slt i32 %i1, 128
  br i1 %240, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %241 = sext i32 %M to i64
  %242 = sext i32 %N to i64
  %243 = mul i64 %241, %242
  %244 = icmp sge i64 %243, 8388608
  br i1 %244, label %if.then61, label %if.else62

for.end60:                                        ; preds = %for.cond58
  br label %if.end57

if.then61:                                        ; preds = %for.body59
  %245 = mul i32 %by, 128
  %246 = add i32 %245, %i1
  %247 = sext i32 %246 to i64
  %248 = sext i32 %N to i64
  %249 = mul nsw i64 %247, %248
  %250 = mul i32 %bx, 128
  %251 = add i32 %250, 0
  %252 = sext i32 %251 to i64
  %253 = add nsw i64 %249, %252
  %254 = getelementptr inbounds i32, ptr %C, i64 %253
  %255 = sext i32 %i1 to i64
  %256 = mul nsw i64 %255, 128
  %257 = add nsw i64 %256, 0
  %258 = getelementptr inbounds i32, ptr %C_f, i64 %257
  call void @tilec_rt_stream(ptr %254, ptr %258, i64 512)
  br label %if.end63

if.else62:                                        ; preds = %for.body59
  br label %for.cond64

if.end63:                                         ; preds = %for.end66, %if.then61
  %259 = add nsw i32 %i1, 1
  br label %for.cond58, !llvm.loop !16

for.cond64:                                       ; preds = %for.body65, %if.else62
  %j1 = phi i32 [ 0, %if.else62 ], [ %277, %for.body65 ]
  %260 = icmp slt i32 %j1, 128
  br i1 %260, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %261 = sext i32 %i1 to i64
  %262 = mul nsw i64 %261, 128
  %263 = sext i32 %j1 to i64
  %264 = add nsw i64 %262, %263
  %265 = getelementptr inbounds i32, ptr %C_f, i64 %264
  %266 = load i32, ptr %265, align 4
  %267 = mul i32 %by, 128
  %268 = add i32 %267, %i1
  %269 = sext i32 %268 to i64
  %270 = sext i32 %N to i64
  %271 = mul nsw i64 %269, %270
  %272 = mul i32 %bx, 128
  %273 = add i32 %272, %j1
  %274 = sext i32 %273 to i64
  %275 = add nsw i64 %271, %274
  %276 = getelementptr inbounds i32, ptr %C, i64 %275
  store i32 %266, ptr %276, align 4
  %277 = add nsw i32 %j1, 1
  br label %for.cond64, !llvm.loop !17

for.end66:                                        ; preds = %for.cond64
  br label %if.end63

for.cond67:                                       ; preds = %for.end73, %if.else56
  %i170 = phi i32 [ 0, %if.else56 ], [ %305, %for.end73 ]
  %278 = icmp slt i32 %i170, 128
  br i1 %278, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  br label %for.cond71

for.end69:                                        ; preds = %for.cond67
  br label %if.end57

for.cond71:                                       ; preds = %if.end77, %for.body68
  %j174 = phi i32 [ 0, %for.body68 ], [ %322, %if.end77 ]
  %279 = icmp slt i32 %j174, 128
  br i1 %279, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %280 = mul i32 %by, 128
  %281 = sext i32 %280 to i64
  %282 = sext i32 %i170 to i64
  %283 = add i64 %281, %282
  %284 = icmp sle i64 0, %283
  %285 = mul i32 %by, 128
  %286 = sext i32 %285 to i64
  %287 = sext i32 %i170 to i64
  %288 = add i64 %286, %287
  %289 = sext i32 %M to i64
  %290 = icmp slt i64 %288, %289
  %291 = and i1 %284, %290
  %292 = mul i32 %bx, 128
  %293 = sext i32 %292 to i64
  %294 = sext i32 %j174 to i64
  %295 = add i64 %293, %294
  %296 = icmp sle i64 0, %295
  %297 = mul i32 %bx, 128
  %298 = sext i32 %297 to i64
  %299 = sext i32 %j174 to i64
  %300 = add i64 %298, %299
  %301 = sext i32 %N to i64
  %302 = icmp slt i64 %300, %301
  %303 = and i1 %296, %302
  %304 = and i1 %291, %303
  br i1 %304, label %if.then75, label %if.else76

for.end73:                                        ; preds = %for.cond71
  %305 = add nsw i32 %i170, 1
  br label %for.cond67, !llvm.loop !18

if.then75:                                        ; preds = %for.body72
  %306 = sext i32 %i170 to i64
  %307 = mul nsw i64 %306, 128
  %308 = sext i32 %j174 to i64
  %309 = add nsw i64 %307, %308
  %310 = getelementptr inbounds i32, ptr %C_f, i64 %309
  %311 = load i32, ptr %310, align 4
  %312 = mul i32 %by, 128
  %313 = add i32 %312, %i170
  %314 = sext i32 %313 to i64
  %315 = sext i32 %N to i64
  %316 = mul nsw i64 %314, %315
  %317 = mul i32 %bx, 128
  %318 = add i32 %317, %j174
  %319 = sext i32 %318 to i64
  %320 = add nsw i64 %316, %319
  %321 = getelementptr inbounds i32, ptr %C, i64 %320
  store i32 %311, ptr %321, align 4
  br label %if.end77

if.else76:                                        ; preds = %for.body72
  br label %if.end77

if.end77:                                         ; preds = %if.else76, %if.then75
  %322 = add nsw i32 %j174, 1
  br label %for.cond71, !llvm.loop !19
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

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
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 2048, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 2048, i1 false)
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
  br label %for.cond1, !llvm.loop !20

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !21

for.cond4:                                        ; preds = %for.end47, %for.end
  %k = phi i32 [ 0, %for.end ], [ %206, %for.end47 ]
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
  br i1 %55, label %if.then55, label %if.else56

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
  br i1 %72, label %if.then23, label %if.else24

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
  br label %for.cond11, !llvm.loop !22

for.end13:                                        ; preds = %for.cond11
  %92 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !23

for.cond15:                                       ; preds = %for.end21, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %120, %for.end21 ]
  %93 = icmp slt i32 %i18, 64
  br i1 %93, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %138, %sel.end ]
  %94 = icmp slt i32 %j22, 32
  br i1 %94, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %95 = mul i32 %by, 64
  %96 = sext i32 %95 to i64
  %97 = sext i32 %i18 to i64
  %98 = add i64 %96, %97
  %99 = icmp sle i64 0, %98
  %100 = mul i32 %by, 64
  %101 = sext i32 %100 to i64
  %102 = sext i32 %i18 to i64
  %103 = add i64 %101, %102
  %104 = sext i32 %M to i64
  %105 = icmp slt i64 %103, %104
  %106 = and i1 %99, %105
  %107 = mul i32 %k, 32
  %108 = sext i32 %107 to i64
  %109 = sext i32 %j22 to i64
  %110 = add i64 %108, %109
  %111 = icmp sle i64 0, %110
  %112 = mul i32 %k, 32
  %113 = sext i32 %112 to i64
  %114 = sext i32 %j22 to i64
  %115 = add i64 %113, %114
  %116 = sext i32 %K to i64
  %117 = icmp slt i64 %115, %116
  %118 = and i1 %111, %117
  %119 = and i1 %106, %118
  br i1 %119, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %120 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !24

sel.then:                                         ; preds = %for.body20
  %121 = mul i32 %by, 64
  %122 = add i32 %121, %i18
  %123 = sext i32 %122 to i64
  %124 = sext i32 %K to i64
  %125 = mul nsw i64 %123, %124
  %126 = mul i32 %k, 32
  %127 = add i32 %126, %j22
  %128 = sext i32 %127 to i64
  %129 = add nsw i64 %125, %128
  %130 = getelementptr inbounds i8, ptr %A, i64 %129
  %131 = load i8, ptr %130, align 1
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %132 = phi i8 [ %131, %sel.then ], [ 0, %sel.else ]
  %133 = sext i32 %i18 to i64
  %134 = mul nsw i64 %133, 32
  %135 = sext i32 %j22 to i64
  %136 = add nsw i64 %134, %135
  %137 = getelementptr inbounds i8, ptr %A_s, i64 %136
  store i8 %132, ptr %137, align 1
  %138 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !25

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  br label %for.cond45

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i29 = phi i32 [ 0, %if.then23 ], [ %158, %for.end32 ]
  %139 = icmp slt i32 %i29, 32
  br i1 %139, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j33 = phi i32 [ 0, %for.body27 ], [ %157, %for.body31 ]
  %140 = icmp slt i32 %j33, 64
  br i1 %140, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %141 = mul i32 %k, 32
  %142 = add i32 %141, %i29
  %143 = sext i32 %142 to i64
  %144 = sext i32 %N to i64
  %145 = mul nsw i64 %143, %144
  %146 = mul i32 %bx, 64
  %147 = add i32 %146, %j33
  %148 = sext i32 %147 to i64
  %149 = add nsw i64 %145, %148
  %150 = getelementptr inbounds i8, ptr %B, i64 %149
  %151 = load i8, ptr %150, align 1
  %152 = sext i32 %i29 to i64
  %153 = mul nsw i64 %152, 64
  %154 = sext i32 %j33 to i64
  %155 = add nsw i64 %153, %154
  %156 = getelementptr inbounds i8, ptr %B_s, i64 %155
  store i8 %151, ptr %156, align 1
  %157 = add nsw i32 %j33, 1
  br label %for.cond30, !llvm.loop !26

for.end32:                                        ; preds = %for.cond30
  %158 = add nsw i32 %i29, 1
  br label %for.cond26, !llvm.loop !27

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i37 = phi i32 [ 0, %if.else24 ], [ %186, %for.end40 ]
  %159 = icmp slt i32 %i37, 32
  br i1 %159, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j41 = phi i32 [ 0, %for.body35 ], [ %204, %sel.end44 ]
  %160 = icmp slt i32 %j41, 64
  br i1 %160, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %161 = mul i32 %k, 32
  %162 = sext i32 %161 to i64
  %163 = sext i32 %i37 to i64
  %164 = add i64 %162, %163
  %165 = icmp sle i64 0, %164
  %166 = mul i32 %k, 32
  %167 = sext i32 %166 to i64
  %168 = sext i32 %i37 to i64
  %169 = add i64 %167, %168
  %170 = sext i32 %K to i64
  %171 = icmp slt i64 %169, %170
  %172 = and i1 %165, %171
  %173 = mul i32 %bx, 64
  %174 = sext i32 %173 to i64
  %175 = sext i32 %j41 to i64
  %176 = add i64 %174, %175
  %177 = icmp sle i64 0, %176
  %178 = mul i32 %bx, 64
  %179 = sext i32 %178 to i64
  %180 = sext i32 %j41 to i64
  %181 = add i64 %179, %180
  %182 = sext i32 %N to i64
  %183 = icmp slt i64 %181, %182
  %184 = and i1 %177, %183
  %185 = and i1 %172, %184
  br i1 %185, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %186 = add nsw i32 %i37, 1
  br label %for.cond34, !llvm.loop !28

sel.then42:                                       ; preds = %for.body39
  %187 = mul i32 %k, 32
  %188 = add i32 %187, %i37
  %189 = sext i32 %188 to i64
  %190 = sext i32 %N to i64
  %191 = mul nsw i64 %189, %190
  %192 = mul i32 %bx, 64
  %193 = add i32 %192, %j41
  %194 = sext i32 %193 to i64
  %195 = add nsw i64 %191, %194
  %196 = getelementptr inbounds i8, ptr %B, i64 %195
  %197 = load i8, ptr %196, align 1
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %198 = phi i8 [ %197, %sel.then42 ], [ 0, %sel.else43 ]
  %199 = sext i32 %i37 to i64
  %200 = mul nsw i64 %199, 64
  %201 = sext i32 %j41 to i64
  %202 = add nsw i64 %200, %201
  %203 = getelementptr inbounds i8, ptr %B_s, i64 %202
  store i8 %198, ptr %203, align 1
  %204 = add nsw i32 %j41, 1
  br label %for.cond38, !llvm.loop !29

for.cond45:                                       ; preds = %for.end50, %if.end25
  %tl_i = phi i32 [ 0, %if.end25 ], [ %214, %for.end50 ]
  %205 = icmp slt i32 %tl_i, 64
  br i1 %205, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  %206 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !30

for.cond48:                                       ; preds = %for.end53, %for.body46
  %tl_j = phi i32 [ 0, %for.body46 ], [ %239, %for.end53 ]
  %207 = icmp slt i32 %tl_j, 64
  br i1 %207, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %208 = sext i32 %tl_i to i64
  %209 = mul nsw i64 %208, 64
  %210 = sext i32 %tl_j to i64
  %211 = add nsw i64 %209, %210
  %212 = getelementptr inbounds i32, ptr %C_f, i64 %211
  %213 = load i32, ptr %212, align 4
  store i32 %213, ptr %tl_acc, align 4
  br label %for.cond51

for.end50:                                        ; preds = %for.cond48
  %214 = add nsw i32 %tl_i, 1
  br label %for.cond45, !llvm.loop !31

for.cond51:                                       ; preds = %for.body52, %for.body49
  %tl_p = phi i32 [ 0, %for.body49 ], [ %232, %for.body52 ]
  %215 = icmp slt i32 %tl_p, 32
  br i1 %215, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %tl_acc54 = load i32, ptr %tl_acc, align 4
  %216 = sext i32 %tl_i to i64
  %217 = mul nsw i64 %216, 32
  %218 = sext i32 %tl_p to i64
  %219 = add nsw i64 %217, %218
  %220 = getelementptr inbounds i8, ptr %A_s, i64 %219
  %221 = load i8, ptr %220, align 1
  %222 = zext i8 %221 to i32
  %223 = sext i32 %tl_p to i64
  %224 = mul nsw i64 %223, 64
  %225 = sext i32 %tl_j to i64
  %226 = add nsw i64 %224, %225
  %227 = getelementptr inbounds i8, ptr %B_s, i64 %226
  %228 = load i8, ptr %227, align 1
  %229 = zext i8 %228 to i32
  %230 = mul i32 %222, %229
  %231 = add i32 %tl_acc54, %230
  store i32 %231, ptr %tl_acc, align 4
  %232 = add nsw i32 %tl_p, 1
  br label %for.cond51, !llvm.loop !32

for.end53:                                        ; preds = %for.cond51
  %233 = load i32, ptr %tl_acc, align 4
  %234 = sext i32 %tl_i to i64
  %235 = mul nsw i64 %234, 64
  %236 = sext i32 %tl_j to i64
  %237 = add nsw i64 %235, %236
  %238 = getelementptr inbounds i32, ptr %C_f, i64 %237
  store i32 %233, ptr %238, align 4
  %239 = add nsw i32 %tl_j, 1
  br label %for.cond48, !llvm.loop !33

if.then55:                                        ; preds = %for.end6
  br label %for.cond58

if.else56:                                        ; preds = %for.end6
  br label %for.cond67

if.end57:                                         ; preds = %for.end69, %for.end60
  ret void

for.cond58:                                       ; preds = %if.end63, %if.then55
  %i1 = phi i32 [ 0, %if.then55 ], [ %259, %if.end63 ]
  %240 = icmp slt i32 %i1, 64
  br i1 %240, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %241 = sext i32 %M to i64
  %242 = sext i32 %N to i64
  %243 = mul i64 %241, %242
  %244 = icmp sge i64 %243, 8388608
  br i1 %244, label %if.then61, label %if.else62

for.end60:                                        ; preds = %for.cond58
  br label %if.end57

if.then61:                                        ; preds = %for.body59
  %245 = mul i32 %by, 64
  %246 = add i32 %245, %i1
  %247 = sext i32 %246 to i64
  %248 = sext i32 %N to i64
  %249 = mul nsw i64 %247, %248
  %250 = mul i32 %bx, 64
  %251 = add i32 %250, 0
  %252 = sext i32 %251 to i64
  %253 = add nsw i64 %249, %252
  %254 = getelementptr inbounds i32, ptr %C, i64 %253
  %255 = sext i32 %i1 to i64
  %256 = mul nsw i64 %255, 64
  %257 = add nsw i64 %256, 0
  %258 = getelementptr inbounds i32, ptr %C_f, i64 %257
  call void @tilec_rt_stream(ptr %254, ptr %258, i64 256)
  br label %if.end63

if.else62:                                        ; preds = %for.body59
  br label %for.cond64

if.end63:                                         ; preds = %for.end66, %if.then61
  %259 = add nsw i32 %i1, 1
  br label %for.cond58, !llvm.loop !34

for.cond64:                                       ; preds = %for.body65, %if.else62
  %j1 = phi i32 [ 0, %if.else62 ], [ %277, %for.body65 ]
  %260 = icmp slt i32 %j1, 64
  br i1 %260, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %261 = sext i32 %i1 to i64
  %262 = mul nsw i64 %261, 64
  %263 = sext i32 %j1 to i64
  %264 = add nsw i64 %262, %263
  %265 = getelementptr inbounds i32, ptr %C_f, i64 %264
  %266 = load i32, ptr %265, align 4
  %267 = mul i32 %by, 64
  %268 = add i32 %267, %i1
  %269 = sext i32 %268 to i64
  %270 = sext i32 %N to i64
  %271 = mul nsw i64 %269, %270
  %272 = mul i32 %bx, 64
  %273 = add i32 %272, %j1
  %274 = sext i32 %273 to i64
  %275 = add nsw i64 %271, %274
  %276 = getelementptr inbounds i32, ptr %C, i64 %275
  store i32 %266, ptr %276, align 4
  %277 = add nsw i32 %j1, 1
  br label %for.cond64, !llvm.loop !35

for.end66:                                        ; preds = %for.cond64
  br label %if.end63

for.cond67:                                       ; preds = %for.end73, %if.else56
  %i170 = phi i32 [ 0, %if.else56 ], [ %305, %for.end73 ]
  %278 = icmp slt i32 %i170, 64
  br i1 %278, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  br label %for.cond71

for.end69:                                        ; preds = %for.cond67
  br label %if.end57

for.cond71:                                       ; preds = %if.end77, %for.body68
  %j174 = phi i32 [ 0, %for.body68 ], [ %322, %if.end77 ]
  %279 = icmp slt i32 %j174, 64
  br i1 %279, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %280 = mul i32 %by, 64
  %281 = sext i32 %280 to i64
  %282 = sext i32 %i170 to i64
  %283 = add i64 %281, %282
  %284 = icmp sle i64 0, %283
  %285 = mul i32 %by, 64
  %286 = sext i32 %285 to i64
  %287 = sext i32 %i170 to i64
  %288 = add i64 %286, %287
  %289 = sext i32 %M to i64
  %290 = icmp slt i64 %288, %289
  %291 = and i1 %284, %290
  %292 = mul i32 %bx, 64
  %293 = sext i32 %292 to i64
  %294 = sext i32 %j174 to i64
  %295 = add i64 %293, %294
  %296 = icmp sle i64 0, %295
  %297 = mul i32 %bx, 64
  %298 = sext i32 %297 to i64
  %299 = sext i32 %j174 to i64
  %300 = add i64 %298, %299
  %301 = sext i32 %N to i64
  %302 = icmp slt i64 %300, %301
  %303 = and i1 %296, %302
  %304 = and i1 %291, %303
  br i1 %304, label %if.then75, label %if.else76

for.end73:                                        ; preds = %for.cond71
  %305 = add nsw i32 %i170, 1
  br label %for.cond67, !llvm.loop !36

if.then75:                                        ; preds = %for.body72
  %306 = sext i32 %i170 to i64
  %307 = mul nsw i64 %306, 64
  %308 = sext i32 %j174 to i64
  %309 = add nsw i64 %307, %308
  %310 = getelementptr inbounds i32, ptr %C_f, i64 %309
  %311 = load i32, ptr %310, align 4
  %312 = mul i32 %by, 64
  %313 = add i32 %312, %i170
  %314 = sext i32 %313 to i64
  %315 = sext i32 %N to i64
  %316 = mul nsw i64 %314, %315
  %317 = mul i32 %bx, 64
  %318 = add i32 %317, %j174
  %319 = sext i32 %318 to i64
  %320 = add nsw i64 %316, %319
  %321 = getelementptr inbounds i32, ptr %C, i64 %320
  store i32 %311, ptr %321, align 4
  br label %if.end77

if.else76:                                        ; preds = %for.body72
  br label %if.end77

if.end77:                                         ; preds = %if.else76, %if.then75
  %322 = add nsw i32 %j174, 1
  br label %for.cond71, !llvm.loop !37
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
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
