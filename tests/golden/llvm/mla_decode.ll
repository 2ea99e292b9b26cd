; ModuleID = 'mla_decode.tile'
source_filename = "mla_decode.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_mla_decode_split = type { ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_mla_decode_combine = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @mla_decode_split_block(ptr noalias %Q, ptr noalias %Q_pe, ptr noalias %KV, ptr noalias %K_pe, ptr noalias %Lse, ptr noalias %Partial, i32 %B, i32 %H, i32 %S, i32 %b, i32 %hb, i32 %sp) #0 {
entry:
  %Q_s = alloca [1024 x i16], align 64
  %Qpe_s = alloca [256 x i16], align 64
  %KV_s = alloca [2048 x i16], align 64
  %Kpe_s = alloca [512 x i16], align 64
  %P_s = alloca [512 x i16], align 64
  %acc_s = alloca [512 x float], align 64
  %acc_o = alloca [1024 x float], align 64
  %m = alloca [16 x float], align 64
  %m_prev = alloca [16 x float], align 64
  %alpha = alloca [16 x float], align 64
  %rowsum = alloca [16 x float], align 64
  %l = alloca [16 x float], align 64
  %tl_stream0 = alloca [64 x i16], align 64
  %tl_stream3 = alloca [64 x i16], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %rowsum, i8 0, i64 64, i1 false)
  %0 = sext i32 %S to i64
  %1 = sdiv i64 %0, 4
  %2 = sub i64 0, %0
  %3 = select i1 false, i64 %2, i64 %1
  %4 = srem i64 %0, 4
  %5 = icmp ne i64 %4, 0
  %6 = icmp slt i64 %0, 0
  %7 = icmp eq i1 %6, false
  %8 = and i1 %5, %7
  %9 = zext i1 %8 to i64
  %10 = add i64 %3, %9
  %chunk = trunc i64 %10 to i32
  %start = mul i32 %sp, %chunk
  %11 = add i32 %start, %chunk
  %12 = icmp slt i32 %S, %11
  %end = select i1 %12, i32 %S, i32 %11
  %13 = sext i32 %b to i64
  %14 = add i64 %13, 1
  %15 = sext i32 %B to i64
  %16 = icmp sle i64 %14, %15
  %17 = mul i32 %hb, 16
  %18 = icmp sle i32 0, %17
  %19 = mul i32 %hb, 16
  %20 = sext i32 %19 to i64
  %21 = add i64 %20, 16
  %22 = sext i32 %H to i64
  %23 = icmp sle i64 %21, %22
  %24 = and i1 %18, %23
  %25 = and i1 %16, %24
  br i1 %25, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond7

if.end:                                           ; preds = %for.end9, %for.end
  %26 = sext i32 %b to i64
  %27 = add i64 %26, 1
  %28 = sext i32 %B to i64
  %29 = icmp sle i64 %27, %28
  %30 = mul i32 %hb, 16
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %hb, 16
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 16
  %35 = sext i32 %H to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then14, label %if.else15

for.cond:                                         ; preds = %if.end3, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %58, %if.end3 ]
  %39 = icmp slt i32 %i1, 16
  br i1 %39, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %40 = add i32 %i1, 1
  %41 = icmp slt i32 %40, 16
  br i1 %41, label %if.then1, label %if.else2

for.end:                                          ; preds = %for.cond
  br label %if.end

if.then1:                                         ; preds = %for.body
  br label %for.cond4

if.else2:                                         ; preds = %for.body
  br label %if.end3

if.end3:                                          ; preds = %if.else2, %for.end6
  %42 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %43 = mul nuw i64 %42, 2
  %44 = sext i32 %i1 to i64
  %45 = mul nsw i64 %44, 64
  %46 = add nsw i64 %45, 0
  %47 = getelementptr inbounds i16, ptr %Q_s, i64 %46
  %48 = sext i32 %b to i64
  %49 = sext i32 %H to i64
  %50 = mul nsw i64 %48, %49
  %51 = mul i32 %hb, 16
  %52 = add i32 %51, %i1
  %53 = sext i32 %52 to i64
  %54 = add nsw i64 %50, %53
  %55 = mul nsw i64 %54, 64
  %56 = add nsw i64 %55, 0
  %57 = getelementptr inbounds i16, ptr %Q, i64 %56
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %47, ptr align 2 %57, i64 %43, i1 false)
  %58 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %73, %for.body5 ]
  %59 = icmp slt i32 %pf, 2
  br i1 %59, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %60 = sext i32 %b to i64
  %61 = sext i32 %H to i64
  %62 = mul i64 %60, %61
  %63 = mul i32 %hb, 16
  %64 = add i32 %i1, 1
  %65 = add i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = add i64 %62, %66
  %68 = mul i64 %67, 64
  %69 = mul i32 %pf, 32
  %70 = sext i32 %69 to i64
  %71 = add i64 %68, %70
  %72 = getelementptr i16, ptr %Q, i64 %71
  call void @llvm.prefetch.p0(ptr %72, i32 0, i32 3, i32 1)
  %73 = add nsw i32 %pf, 1
  br label %for.cond4, !llvm.loop !3

for.end6:                                         ; preds = %for.cond4
  br label %if.end3

for.cond7:                                        ; preds = %for.end13, %if.else
  %i110 = phi i32 [ 0, %if.else ], [ %92, %for.end13 ]
  %74 = icmp slt i32 %i110, 16
  br i1 %74, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %sel.end, %for.body8
  %j1 = phi i32 [ 0, %for.body8 ], [ %115, %sel.end ]
  %75 = icmp slt i32 %j1, 64
  br i1 %75, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %76 = sext i32 %b to i64
  %77 = sext i32 %B to i64
  %78 = icmp slt i64 %76, %77
  %79 = mul i32 %hb, 16
  %80 = sext i32 %79 to i64
  %81 = sext i32 %i110 to i64
  %82 = add i64 %80, %81
  %83 = icmp sle i64 0, %82
  %84 = mul i32 %hb, 16
  %85 = sext i32 %84 to i64
  %86 = sext i32 %i110 to i64
  %87 = add i64 %85, %86
  %88 = sext i32 %H to i64
  %89 = icmp slt i64 %87, %88
  %90 = and i1 %83, %89
  %91 = and i1 %78, %90
  br i1 %91, label %sel.then, label %sel.else

for.end13:                                        ; preds = %for.cond11
  %92 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !4

sel.then:                                         ; preds = %for.body12
  %93 = sext i32 %b to i64
  %94 = sext i32 %H to i64
  %95 = mul nsw i64 %93, %94
  %96 = mul i32 %hb, 16
  %97 = add i32 %96, %i110
  %98 = sext i32 %97 to i64
  %99 = add nsw i64 %95, %98
  %100 = mul nsw i64 %99, 64
  %101 = sext i32 %j1 to i64
  %102 = add nsw i64 %100, %101
  %103 = getelementptr inbounds i16, ptr %Q, i64 %102
  %104 = load i16, ptr %103, align 2
  %105 = bitcast i16 %104 to half
  %106 = fpext half %105 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body12
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %107 = phi float [ %106, %sel.then ], [ 0.000000e+00, %sel.else ]
  %108 = sext i32 %i110 to i64
  %109 = mul nsw i64 %108, 64
  %110 = sext i32 %j1 to i64
  %111 = add nsw i64 %109, %110
  %112 = getelementptr inbounds i16, ptr %Q_s, i64 %111
  %113 = fptrunc float %107 to half
  %114 = bitcast half %113 to i16
  store i16 %114, ptr %112, align 2
  %115 = add nsw i32 %j1, 1
  br label %for.cond11, !llvm.loop !5

if.then14:                                        ; preds = %if.end
  br label %for.cond17

if.else15:                                        ; preds = %if.end
  br label %for.cond21

if.end16:                                         ; preds = %for.end23, %for.end19
  br label %for.cond32

for.cond17:                                       ; preds = %for.body18, %if.then14
  %i120 = phi i32 [ 0, %if.then14 ], [ %133, %for.body18 ]
  %116 = icmp slt i32 %i120, 16
  br i1 %116, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %117 = call i64 @llvm.smax.i64(i64 16, i64 0)
  %118 = mul nuw i64 %117, 2
  %119 = sext i32 %i120 to i64
  %120 = mul nsw i64 %119, 16
  %121 = add nsw i64 %120, 0
  %122 = getelementptr inbounds i16, ptr %Qpe_s, i64 %121
  %123 = sext i32 %b to i64
  %124 = sext i32 %H to i64
  %125 = mul nsw i64 %123, %124
  %126 = mul i32 %hb, 16
  %127 = add i32 %126, %i120
  %128 = sext i32 %127 to i64
  %129 = add nsw i64 %125, %128
  %130 = mul nsw i64 %129, 16
  %131 = add nsw i64 %130, 0
  %132 = getelementptr inbounds i16, ptr %Q_pe, i64 %131
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %122, ptr align 2 %132, i64 %118, i1 false)
  %133 = add nsw i32 %i120, 1
  br label %for.cond17, !llvm.loop !7

for.end19:                                        ; preds = %for.cond17
  br label %if.end16

for.cond21:                                       ; preds = %for.end27, %if.else15
  %i124 = phi i32 [ 0, %if.else15 ], [ %152, %for.end27 ]
  %134 = icmp slt i32 %i124, 16
  br i1 %134, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %if.end16

for.cond25:                                       ; preds = %sel.end31, %for.body22
  %j128 = phi i32 [ 0, %for.body22 ], [ %175, %sel.end31 ]
  %135 = icmp slt i32 %j128, 16
  br i1 %135, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %136 = sext i32 %b to i64
  %137 = sext i32 %B to i64
  %138 = icmp slt i64 %136, %137
  %139 = mul i32 %hb, 16
  %140 = sext i32 %139 to i64
  %141 = sext i32 %i124 to i64
  %142 = add i64 %140, %141
  %143 = icmp sle i64 0, %142
  %144 = mul i32 %hb, 16
  %145 = sext i32 %144 to i64
  %146 = sext i32 %i124 to i64
  %147 = add i64 %145, %146
  %148 = sext i32 %H to i64
  %149 = icmp slt i64 %147, %148
  %150 = and i1 %143, %149
  %151 = and i1 %138, %150
  br i1 %151, label %sel.then29, label %sel.else30

for.end27:                                        ; preds = %for.cond25
  %152 = add nsw i32 %i124, 1
  br label %for.cond21, !llvm.loop !8

sel.then29:                                       ; preds = %for.body26
  %153 = sext i32 %b to i64
  %154 = sext i32 %H to i64
  %155 = mul nsw i64 %153, %154
  %156 = mul i32 %hb, 16
  %157 = add i32 %156, %i124
  %158 = sext i32 %157 to i64
  %159 = add nsw i64 %155, %158
  %160 = mul nsw i64 %159, 16
  %161 = sext i32 %j128 to i64
  %162 = add nsw i64 %160, %161
  %163 = getelementptr inbounds i16, ptr %Q_pe, i64 %162
  %164 = load i16, ptr %163, align 2
  %165 = bitcast i16 %164 to half
  %166 = fpext half %165 to float
  br label %sel.end31

sel.else30:                                       ; preds = %for.body26
  br label %sel.end31

sel.end31:                                        ; preds = %sel.else30, %sel.then29
  %167 = phi float [ %166, %sel.then29 ], [ 0.000000e+00, %sel.else30 ]
  %168 = sext i32 %i124 to i64
  %169 = mul nsw i64 %168, 16
  %170 = sext i32 %j128 to i64
  %171 = add nsw i64 %169, %170
  %172 = getelementptr inbounds i16, ptr %Qpe_s, i64 %171
  %173 = fptrunc float %167 to half
  %174 = bitcast half %173 to i16
  store i16 %174, ptr %172, align 2
  %175 = add nsw i32 %j128, 1
  br label %for.cond25, !llvm.loop !9

for.cond32:                                       ; preds = %for.body33, %if.end16
  %i135 = phi i32 [ 0, %if.end16 ], [ %187, %for.body33 ]
  %176 = icmp slt i32 %i135, 16
  br i1 %176, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %177 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %178 = mul nuw i64 %177, 4
  %179 = sext i32 %i135 to i64
  %180 = mul nsw i64 %179, 64
  %181 = add nsw i64 %180, 0
  %182 = getelementptr inbounds float, ptr %acc_o, i64 %181
  call void @llvm.memset.p0.i64(ptr align 4 %182, i8 0, i64 %178, i1 false)
  %183 = sext i32 %i135 to i64
  %184 = getelementptr inbounds float, ptr %l, i64 %183
  store float 0.000000e+00, ptr %184, align 4
  %185 = sext i32 %i135 to i64
  %186 = getelementptr inbounds float, ptr %m, i64 %185
  store float 0xFFF0000000000000, ptr %186, align 4
  %187 = add nsw i32 %i135, 1
  br label %for.cond32, !llvm.loop !10

for.end34:                                        ; preds = %for.cond32
  %188 = sext i32 %chunk to i64
  %189 = sdiv i64 %188, 32
  %190 = sub i64 0, %188
  %191 = select i1 false, i64 %190, i64 %189
  %192 = srem i64 %188, 32
  %193 = icmp ne i64 %192, 0
  %194 = icmp slt i64 %188, 0
  %195 = icmp eq i1 %194, false
  %196 = and i1 %193, %195
  %197 = zext i1 %196 to i64
  %198 = add i64 %191, %197
  %199 = trunc i64 %198 to i32
  br label %for.cond36

for.cond36:                                       ; preds = %for.end87, %for.end34
  %k = phi i32 [ 0, %for.end34 ], [ %371, %for.end87 ]
  %200 = icmp slt i32 %k, %199
  br i1 %200, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %201 = mul i32 %k, 32
  %s0 = add i32 %start, %201
  %202 = sext i32 %b to i64
  %203 = add i64 %202, 1
  %204 = sext i32 %B to i64
  %205 = icmp sle i64 %203, %204
  %206 = icmp sle i32 0, %s0
  %207 = sext i32 %s0 to i64
  %208 = add i64 %207, 32
  %209 = sext i32 %S to i64
  %210 = icmp sle i64 %208, %209
  %211 = and i1 %206, %210
  %212 = and i1 %205, %211
  br i1 %212, label %if.then39, label %if.else40

for.end38:                                        ; preds = %for.cond36
  br label %for.cond110

if.then39:                                        ; preds = %for.body37
  br label %for.cond42

if.else40:                                        ; preds = %for.body37
  br label %for.cond52

if.end41:                                         ; preds = %for.end54, %for.end44
  %213 = sext i32 %b to i64
  %214 = add i64 %213, 1
  %215 = sext i32 %B to i64
  %216 = icmp sle i64 %214, %215
  %217 = icmp sle i32 0, %s0
  %218 = sext i32 %s0 to i64
  %219 = add i64 %218, 32
  %220 = sext i32 %S to i64
  %221 = icmp sle i64 %219, %220
  %222 = and i1 %217, %221
  %223 = and i1 %216, %222
  br i1 %223, label %if.then63, label %if.else64

for.cond42:                                       ; preds = %if.end48, %if.then39
  %i145 = phi i32 [ 0, %if.then39 ], [ %244, %if.end48 ]
  %224 = icmp slt i32 %i145, 32
  br i1 %224, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %225 = add i32 %i145, 1
  %226 = icmp slt i32 %225, 32
  br i1 %226, label %if.then46, label %if.else47

for.end44:                                        ; preds = %for.cond42
  br label %if.end41

if.then46:                                        ; preds = %for.body43
  br label %for.cond49

if.else47:                                        ; preds = %for.body43
  br label %if.end48

if.end48:                                         ; preds = %if.else47, %for.end51
  %227 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %228 = mul nuw i64 %227, 2
  %229 = sext i32 %i145 to i64
  %230 = mul nsw i64 %229, 64
  %231 = add nsw i64 %230, 0
  %232 = getelementptr inbounds i16, ptr %KV_s, i64 %231
  %233 = sext i32 %b to i64
  %234 = sext i32 %S to i64
  %235 = mul nsw i64 %233, %234
  %236 = add i32 %s0, %i145
  %237 = sext i32 %236 to i64
  %238 = add nsw i64 %235, %237
  %239 = mul nsw i64 %238, 1
  %240 = add nsw i64 %239, 0
  %241 = mul nsw i64 %240, 64
  %242 = add nsw i64 %241, 0
  %243 = getelementptr inbounds i16, ptr %KV, i64 %242
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %232, ptr align 2 %243, i64 %228, i1 false)
  %244 = add nsw i32 %i145, 1
  br label %for.cond42, !llvm.loop !11

for.cond49:                                       ; preds = %for.body50, %if.then46
  %pf1 = phi i32 [ 0, %if.then46 ], [ %260, %for.body50 ]
  %245 = icmp slt i32 %pf1, 2
  br i1 %245, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %246 = sext i32 %b to i64
  %247 = sext i32 %S to i64
  %248 = mul i64 %246, %247
  %249 = add i32 %i145, 1
  %250 = add i32 %s0, %249
  %251 = sext i32 %250 to i64
  %252 = add i64 %248, %251
  %253 = mul i64 %252, 1
  %254 = add i64 %253, 0
  %255 = mul i64 %254, 64
  %256 = mul i32 %pf1, 32
  %257 = sext i32 %256 to i64
  %258 = add i64 %255, %257
  %259 = getelementptr i16, ptr %KV, i64 %258
  call void @llvm.prefetch.p0(ptr %259, i32 0, i32 3, i32 1)
  %260 = add nsw i32 %pf1, 1
  br label %for.cond49, !llvm.loop !12

for.end51:                                        ; preds = %for.cond49
  br label %if.end48

for.cond52:                                       ; preds = %for.end58, %if.else40
  %i155 = phi i32 [ 0, %if.else40 ], [ %277, %for.end58 ]
  %261 = icmp slt i32 %i155, 32
  br i1 %261, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  br label %for.cond56

for.end54:                                        ; preds = %for.cond52
  br label %if.end41

for.cond56:                                       ; preds = %sel.end62, %for.body53
  %j159 = phi i32 [ 0, %for.body53 ], [ %301, %sel.end62 ]
  %262 = icmp slt i32 %j159, 64
  br i1 %262, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %263 = sext i32 %b to i64
  %264 = sext i32 %B to i64
  %265 = icmp slt i64 %263, %264
  %266 = sext i32 %s0 to i64
  %267 = sext i32 %i155 to i64
  %268 = add i64 %266, %267
  %269 = icmp sle i64 0, %268
  %270 = sext i32 %s0 to i64
  %271 = sext i32 %i155 to i64
  %272 = add i64 %270, %271
  %273 = sext i32 %S to i64
  %274 = icmp slt i64 %272, %273
  %275 = and i1 %269, %274
  %276 = and i1 %265, %275
  br i1 %276, label %sel.then60, label %sel.else61

for.end58:                                        ; preds = %for.cond56
  %277 = add nsw i32 %i155, 1
  br label %for.cond52, !llvm.loop !13

sel.then60:                                       ; preds = %for.body57
  %278 = sext i32 %b to i64
  %279 = sext i32 %S to i64
  %280 = mul nsw i64 %278, %279
  %281 = add i32 %s0, %i155
  %282 = sext i32 %281 to i64
  %283 = add nsw i64 %280, %282
  %284 = mul nsw i64 %283, 1
  %285 = add nsw i64 %284, 0
  %286 = mul nsw i64 %285, 64
  %287 = sext i32 %j159 to i64
  %288 = add nsw i64 %286, %287
  %289 = getelementptr inbounds i16, ptr %KV, i64 %288
  %290 = load i16, ptr %289, align 2
  %291 = bitcast i16 %290 to half
  %292 = fpext half %291 to float
  br label %sel.end62

sel.else61:                                       ; preds = %for.body57
  br label %sel.end62

sel.end62:                                        ; preds = %sel.else61, %sel.then60
  %293 = phi float [ %292, %sel.then60 ], [ 0.000000e+00, %sel.else61 ]
  %294 = sext i32 %i155 to i64
  %295 = mul nsw i64 %294, 64
  %296 = sext i32 %j159 to i64
  %297 = add nsw i64 %295, %296
  %298 = getelementptr inbounds i16, ptr %KV_s, i64 %297
  %299 = fptrunc float %293 to half
  %300 = bitcast half %299 to i16
  store i16 %300, ptr %298, align 2
  %301 = add nsw i32 %j159, 1
  br label %for.cond56, !llvm.loop !14

if.then63:                                        ; preds = %if.end41
  br label %for.cond66

if.else64:                                        ; preds = %if.end41
  br label %for.cond70

if.end65:                                         ; preds = %for.end72, %for.end68
  br label %for.cond81

for.cond66:                                       ; preds = %for.body67, %if.then63
  %i169 = phi i32 [ 0, %if.then63 ], [ %320, %for.body67 ]
  %302 = icmp slt i32 %i169, 32
  br i1 %302, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %303 = call i64 @llvm.smax.i64(i64 16, i64 0)
  %304 = mul nuw i64 %303, 2
  %305 = sext i32 %i169 to i64
  %306 = mul nsw i64 %305, 16
  %307 = add nsw i64 %306, 0
  %308 = getelementptr inbounds i16, ptr %Kpe_s, i64 %307
  %309 = sext i32 %b to i64
  %310 = sext i32 %S to i64
  %311 = mul nsw i64 %309, %310
  %312 = add i32 %s0, %i169
  %313 = sext i32 %312 to i64
  %314 = add nsw i64 %311, %313
  %315 = mul nsw i64 %314, 1
  %316 = add nsw i64 %315, 0
  %317 = mul nsw i64 %316, 16
  %318 = add nsw i64 %317, 0
  %319 = getelementptr inbounds i16, ptr %K_pe, i64 %318
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %308, ptr align 2 %319, i64 %304, i1 false)
  %320 = add nsw i32 %i169, 1
  br label %for.cond66, !llvm.loop !15

for.end68:                                        ; preds = %for.cond66
  br label %if.end65

for.cond70:                                       ; preds = %for.end76, %if.else64
  %i173 = phi i32 [ 0, %if.else64 ], [ %337, %for.end76 ]
  %321 = icmp slt i32 %i173, 32
  br i1 %321, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond74

for.end72:                                        ; preds = %for.cond70
  br label %if.end65

for.cond74:                                       ; preds = %sel.end80, %for.body71
  %j177 = phi i32 [ 0, %for.body71 ], [ %361, %sel.end80 ]
  %322 = icmp slt i32 %j177, 16
  br i1 %322, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %323 = sext i32 %b to i64
  %324 = sext i32 %B to i64
  %325 = icmp slt i64 %323, %324
  %326 = sext i32 %s0 to i64
  %327 = sext i32 %i173 to i64
  %328 = add i64 %326, %327
  %329 = icmp sle i64 0, %328
  %330 = sext i32 %s0 to i64
  %331 = sext i32 %i173 to i64
  %332 = add i64 %330, %331
  %333 = sext i32 %S to i64
  %334 = icmp slt i64 %332, %333
  %335 = and i1 %329, %334
  %336 = and i1 %325, %335
  br i1 %336, label %sel.then78, label %sel.else79

for.end76:                                        ; preds = %for.cond74
  %337 = add nsw i32 %i173, 1
  br label %for.cond70, !llvm.loop !16

sel.then78:                                       ; preds = %for.body75
  %338 = sext i32 %b to i64
  %339 = sext i32 %S to i64
  %340 = mul nsw i64 %338, %339
  %341 = add i32 %s0, %i173
  %342 = sext i32 %341 to i64
  %343 = add nsw i64 %340, %342
  %344 = mul nsw i64 %343, 1
  %345 = add nsw i64 %344, 0
  %346 = mul nsw i64 %345, 16
  %347 = sext i32 %j177 to i64
  %348 = add nsw i64 %346, %347
  %349 = getelementptr inbounds i16, ptr %K_pe, i64 %348
  %350 = load i16, ptr %349, align 2
  %351 = bitcast i16 %350 to half
  %352 = fpext half %351 to float
  br label %sel.end80

sel.else79:                                       ; preds = %for.body75
  br label %sel.end80

sel.end80:                                        ; preds = %sel.else79, %sel.then78
  %353 = phi float [ %352, %sel.then78 ], [ 0.000000e+00, %sel.else79 ]
  %354 = sext i32 %i173 to i64
  %355 = mul nsw i64 %354, 16
  %356 = sext i32 %j177 to i64
  %357 = add nsw i64 %355, %356
  %358 = getelementptr inbounds i16, ptr %Kpe_s, i64 %357
  %359 = fptrunc float %353 to half
  %360 = bitcast half %359 to i16
  store i16 %360, ptr %358, align 2
  %361 = add nsw i32 %j177, 1
  br label %for.cond74, !llvm.loop !17

for.cond81:                                       ; preds = %for.body82, %if.end65
  %i184 = phi i32 [ 0, %if.end65 ], [ %369, %for.body82 ]
  %362 = icmp slt i32 %i184, 16
  br i1 %362, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %363 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %364 = mul nuw i64 %363, 4
  %365 = sext i32 %i184 to i64
  %366 = mul nsw i64 %365, 32
  %367 = add nsw i64 %366, 0
  %368 = getelementptr inbounds float, ptr %acc_s, i64 %367
  call void @llvm.memset.p0.i64(ptr align 4 %368, i8 0, i64 %364, i1 false)
  %369 = add nsw i32 %i184, 1
  br label %for.cond81, !llvm.loop !18

for.end83:                                        ; preds = %for.cond81
  call void @tilec_rt_gemm_f16f32(i32 16, i32 32, i32 64, ptr %Q_s, i32 64, i32 0, ptr %KV_s, i32 64, i32 1, ptr %acc_s, i32 32)
  call void @tilec_rt_gemm_f16f32(i32 16, i32 32, i32 16, ptr %Qpe_s, i32 16, i32 0, ptr %Kpe_s, i32 16, i32 1, ptr %acc_s, i32 32)
  br label %for.cond85

for.cond85:                                       ; preds = %for.end108, %for.end83
  %i = phi i32 [ 0, %for.end83 ], [ %516, %for.end108 ]
  %370 = icmp slt i32 %i, 16
  br i1 %370, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond88

for.end87:                                        ; preds = %for.cond85
  call void @tilec_rt_gemm_f16f32(i32 16, i32 64, i32 32, ptr %P_s, i32 32, i32 0, ptr %KV_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %371 = add nsw i32 %k, 1
  br label %for.cond36, !llvm.loop !19

for.cond88:                                       ; preds = %for.body89, %for.body86
  %j = phi i32 [ 0, %for.body86 ], [ %389, %for.body89 ]
  %372 = icmp slt i32 %j, 32
  br i1 %372, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %373 = add i32 %s0, %j
  %374 = icmp slt i32 %373, %end
  %375 = sext i32 %i to i64
  %376 = mul nsw i64 %375, 32
  %377 = sext i32 %j to i64
  %378 = add nsw i64 %376, %377
  %379 = call i64 @llvm.umin.i64(i64 %378, i64 511)
  %380 = getelementptr inbounds float, ptr %acc_s, i64 %379
  %381 = load float, ptr %380, align 4
  %382 = fmul float %381, 0x3FC4A56B80000000
  %383 = select i1 %374, float %382, float 0xFFF0000000000000
  %384 = sext i32 %i to i64
  %385 = mul nsw i64 %384, 32
  %386 = sext i32 %j to i64
  %387 = add nsw i64 %385, %386
  %388 = getelementptr inbounds float, ptr %acc_s, i64 %387
  store float %383, ptr %388, align 4
  %389 = add nsw i32 %j, 1
  br label %for.cond88, !llvm.loop !20

for.end90:                                        ; preds = %for.cond88
  %390 = sext i32 %i to i64
  %391 = getelementptr inbounds float, ptr %m, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = sext i32 %i to i64
  %394 = getelementptr inbounds float, ptr %m_prev, i64 %393
  store float %392, ptr %394, align 4
  br label %for.cond91

for.cond91:                                       ; preds = %for.body92, %for.end90
  %red = phi i32 [ 0, %for.end90 ], [ %408, %for.body92 ]
  %395 = icmp slt i32 %red, 32
  br i1 %395, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %396 = sext i32 %i to i64
  %397 = getelementptr inbounds float, ptr %m, i64 %396
  %398 = load float, ptr %397, align 4
  %399 = sext i32 %i to i64
  %400 = mul nsw i64 %399, 32
  %401 = sext i32 %red to i64
  %402 = add nsw i64 %400, %401
  %403 = getelementptr inbounds float, ptr %acc_s, i64 %402
  %404 = load float, ptr %403, align 4
  %405 = call float @llvm.maxnum.f32(float %398, float %404)
  %406 = sext i32 %i to i64
  %407 = getelementptr inbounds float, ptr %m, i64 %406
  store float %405, ptr %407, align 4
  %408 = add nsw i32 %red, 1
  br label %for.cond91, !llvm.loop !21

for.end93:                                        ; preds = %for.cond91
  %409 = sext i32 %i to i64
  %410 = getelementptr inbounds float, ptr %m_prev, i64 %409
  %411 = load float, ptr %410, align 4
  %412 = sext i32 %i to i64
  %413 = getelementptr inbounds float, ptr %m, i64 %412
  %414 = load float, ptr %413, align 4
  %415 = fcmp oeq float %414, 0xFFF0000000000000
  %416 = sext i32 %i to i64
  %417 = call i64 @llvm.umin.i64(i64 %416, i64 15)
  %418 = getelementptr inbounds float, ptr %m, i64 %417
  %419 = load float, ptr %418, align 4
  %420 = select i1 %415, float 0.000000e+00, float %419
  %421 = fsub float %411, %420
  %422 = fpext float %421 to double
  %423 = call double @llvm.exp2.f64(double %422)
  %424 = fptrunc double %423 to float
  %425 = sext i32 %i to i64
  %426 = getelementptr inbounds float, ptr %alpha, i64 %425
  store float %424, ptr %426, align 4
  br label %for.cond94

for.cond94:                                       ; preds = %for.body95, %for.end93
  %j97 = phi i32 [ 0, %for.end93 ], [ %452, %for.body95 ]
  %427 = icmp slt i32 %j97, 32
  br i1 %427, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %428 = sext i32 %i to i64
  %429 = mul nsw i64 %428, 32
  %430 = sext i32 %j97 to i64
  %431 = add nsw i64 %429, %430
  %432 = getelementptr inbounds float, ptr %acc_s, i64 %431
  %433 = load float, ptr %432, align 4
  %434 = sext i32 %i to i64
  %435 = getelementptr inbounds float, ptr %m, i64 %434
  %436 = load float, ptr %435, align 4
  %437 = fcmp oeq float %436, 0xFFF0000000000000
  %438 = sext i32 %i to i64
  %439 = call i64 @llvm.umin.i64(i64 %438, i64 15)
  %440 = getelementptr inbounds float, ptr %m, i64 %439
  %441 = load float, ptr %440, align 4
  %442 = select i1 %437, float 0.000000e+00, float %441
  %443 = fsub float %433, %442
  %444 = fpext float %443 to double
  %445 = call double @llvm.exp2.f64(double %444)
  %446 = fptrunc double %445 to float
  %447 = sext i32 %i to i64
  %448 = mul nsw i64 %447, 32
  %449 = sext i32 %j97 to i64
  %450 = add nsw i64 %448, %449
  %451 = getelementptr inbounds float, ptr %acc_s, i64 %450
  store float %446, ptr %451, align 4
  %452 = add nsw i32 %j97, 1
  br label %for.cond94, !llvm.loop !22

for.end96:                                        ; preds = %for.cond94
  %453 = sext i32 %i to i64
  %454 = getelementptr inbounds float, ptr %rowsum, i64 %453
  store float 0.000000e+00, ptr %454, align 4
  br label %for.cond98

for.cond98:                                       ; preds = %for.body99, %for.end96
  %red101 = phi i32 [ 0, %for.end96 ], [ %468, %for.body99 ]
  %455 = icmp slt i32 %red101, 32
  br i1 %455, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %456 = sext i32 %i to i64
  %457 = getelementptr inbounds float, ptr %rowsum, i64 %456
  %458 = load float, ptr %457, align 4
  %459 = sext i32 %i to i64
  %460 = mul nsw i64 %459, 32
  %461 = sext i32 %red101 to i64
  %462 = add nsw i64 %460, %461
  %463 = getelementptr inbounds float, ptr %acc_s, i64 %462
  %464 = load float, ptr %463, align 4
  %465 = fadd float %458, %464
  %466 = sext i32 %i to i64
  %467 = getelementptr inbounds float, ptr %rowsum, i64 %466
  store float %465, ptr %467, align 4
  %468 = add nsw i32 %red101, 1
  br label %for.cond98, !llvm.loop !23

for.end100:                                       ; preds = %for.cond98
  %469 = sext i32 %i to i64
  %470 = getelementptr inbounds float, ptr %l, i64 %469
  %471 = load float, ptr %470, align 4
  %472 = sext i32 %i to i64
  %473 = getelementptr inbounds float, ptr %alpha, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = fmul float %471, %474
  %476 = sext i32 %i to i64
  %477 = getelementptr inbounds float, ptr %rowsum, i64 %476
  %478 = load float, ptr %477, align 4
  %479 = fadd float %475, %478
  %480 = sext i32 %i to i64
  %481 = getelementptr inbounds float, ptr %l, i64 %480
  store float %479, ptr %481, align 4
  br label %for.cond102

for.cond102:                                      ; preds = %for.body103, %for.end100
  %j105 = phi i32 [ 0, %for.end100 ], [ %498, %for.body103 ]
  %482 = icmp slt i32 %j105, 64
  br i1 %482, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %483 = sext i32 %i to i64
  %484 = mul nsw i64 %483, 64
  %485 = sext i32 %j105 to i64
  %486 = add nsw i64 %484, %485
  %487 = getelementptr inbounds float, ptr %acc_o, i64 %486
  %488 = load float, ptr %487, align 4
  %489 = sext i32 %i to i64
  %490 = getelementptr inbounds float, ptr %alpha, i64 %489
  %491 = load float, ptr %490, align 4
  %492 = fmul float %488, %491
  %493 = sext i32 %i to i64
  %494 = mul nsw i64 %493, 64
  %495 = sext i32 %j105 to i64
  %496 = add nsw i64 %494, %495
  %497 = getelementptr inbounds float, ptr %acc_o, i64 %496
  store float %492, ptr %497, align 4
  %498 = add nsw i32 %j105, 1
  br label %for.cond102, !llvm.loop !24

for.end104:                                       ; preds = %for.cond102
  br label %for.cond106

for.cond106:                                      ; preds = %for.body107, %for.end104
  %j1109 = phi i32 [ 0, %for.end104 ], [ %515, %for.body107 ]
  %499 = icmp slt i32 %j1109, 32
  br i1 %499, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  %500 = sext i32 %i to i64
  %501 = mul nsw i64 %500, 32
  %502 = sext i32 %j1109 to i64
  %503 = add nsw i64 %501, %502
  %504 = getelementptr inbounds float, ptr %acc_s, i64 %503
  %505 = load float, ptr %504, align 4
  %506 = fptrunc float %505 to half
  %507 = fpext half %506 to float
  %508 = sext i32 %i to i64
  %509 = mul nsw i64 %508, 32
  %510 = sext i32 %j1109 to i64
  %511 = add nsw i64 %509, %510
  %512 = getelementptr inbounds i16, ptr %P_s, i64 %511
  %513 = fptrunc float %507 to half
  %514 = bitcast half %513 to i16
  store i16 %514, ptr %512, align 2
  %515 = add nsw i32 %j1109, 1
  br label %for.cond106, !llvm.loop !25

for.end108:                                       ; preds = %for.cond106
  %516 = add nsw i32 %i, 1
  br label %for.cond85, !llvm.loop !26

for.cond110:                                      ; preds = %if.end120, %for.end38
  %i113 = phi i32 [ 0, %for.end38 ], [ %608, %if.end120 ]
  %517 = icmp slt i32 %i113, 16
  br i1 %517, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond114

for.end112:                                       ; preds = %for.cond110
  %518 = sext i32 %b to i64
  %519 = add i64 %518, 1
  %520 = sext i32 %B to i64
  %521 = icmp sle i64 %519, %520
  %522 = mul i32 %hb, 16
  %523 = icmp sle i32 0, %522
  %524 = mul i32 %hb, 16
  %525 = sext i32 %524 to i64
  %526 = add i64 %525, 16
  %527 = sext i32 %H to i64
  %528 = icmp sle i64 %526, %527
  %529 = and i1 %523, %528
  %530 = and i1 %521, %529
  %531 = sext i32 %sp to i64
  %532 = add i64 %531, 1
  %533 = icmp sle i64 %532, 4
  %534 = and i1 %530, %533
  br i1 %534, label %if.then121, label %if.else122

for.cond114:                                      ; preds = %for.body115, %for.body111
  %j117 = phi i32 [ 0, %for.body111 ], [ %558, %for.body115 ]
  %535 = icmp slt i32 %j117, 64
  br i1 %535, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %536 = sext i32 %i113 to i64
  %537 = getelementptr inbounds float, ptr %l, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = fcmp ogt float %538, 0.000000e+00
  %540 = sext i32 %i113 to i64
  %541 = mul nsw i64 %540, 64
  %542 = sext i32 %j117 to i64
  %543 = add nsw i64 %541, %542
  %544 = call i64 @llvm.umin.i64(i64 %543, i64 1023)
  %545 = getelementptr inbounds float, ptr %acc_o, i64 %544
  %546 = load float, ptr %545, align 4
  %547 = sext i32 %i113 to i64
  %548 = call i64 @llvm.umin.i64(i64 %547, i64 15)
  %549 = getelementptr inbounds float, ptr %l, i64 %548
  %550 = load float, ptr %549, align 4
  %551 = fdiv float %546, %550
  %552 = select i1 %539, float %551, float 0.000000e+00
  %553 = sext i32 %i113 to i64
  %554 = mul nsw i64 %553, 64
  %555 = sext i32 %j117 to i64
  %556 = add nsw i64 %554, %555
  %557 = getelementptr inbounds float, ptr %acc_o, i64 %556
  store float %552, ptr %557, align 4
  %558 = add nsw i32 %j117, 1
  br label %for.cond114, !llvm.loop !27

for.end116:                                       ; preds = %for.cond114
  %559 = icmp sle i32 0, %b
  %560 = icmp slt i32 %b, %B
  %561 = and i1 %559, %560
  %562 = mul i32 %hb, 16
  %563 = sext i32 %562 to i64
  %564 = sext i32 %i113 to i64
  %565 = add i64 %563, %564
  %566 = icmp sle i64 0, %565
  %567 = mul i32 %hb, 16
  %568 = sext i32 %567 to i64
  %569 = sext i32 %i113 to i64
  %570 = add i64 %568, %569
  %571 = sext i32 %H to i64
  %572 = icmp slt i64 %570, %571
  %573 = and i1 %566, %572
  %574 = and i1 %561, %573
  %575 = icmp sle i32 0, %sp
  %576 = icmp slt i32 %sp, 4
  %577 = and i1 %575, %576
  %578 = and i1 %574, %577
  br i1 %578, label %if.then118, label %if.else119

if.then118:                                       ; preds = %for.end116
  %579 = sext i32 %i113 to i64
  %580 = getelementptr inbounds float, ptr %l, i64 %579
  %581 = load float, ptr %580, align 4
  %582 = fcmp ogt float %581, 0.000000e+00
  %583 = sext i32 %i113 to i64
  %584 = call i64 @llvm.umin.i64(i64 %583, i64 15)
  %585 = getelementptr inbounds float, ptr %l, i64 %584
  %586 = load float, ptr %585, align 4
  %587 = fpext float %586 to double
  %588 = call double @llvm.log2.f64(double %587)
  %589 = fptrunc double %588 to float
  %590 = sext i32 %i113 to i64
  %591 = call i64 @llvm.umin.i64(i64 %590, i64 15)
  %592 = getelementptr inbounds float, ptr %m, i64 %591
  %593 = load float, ptr %592, align 4
  %594 = fadd float %589, %593
  %595 = select i1 %582, float %594, float 0xFFF0000000000000
  %596 = sext i32 %b to i64
  %597 = sext i32 %H to i64
  %598 = mul nsw i64 %596, %597
  %599 = mul i32 %hb, 16
  %600 = sext i32 %599 to i64
  %601 = sext i32 %i113 to i64
  %602 = add i64 %600, %601
  %603 = add nsw i64 %598, %602
  %604 = mul nsw i64 %603, 4
  %605 = sext i32 %sp to i64
  %606 = add nsw i64 %604, %605
  %607 = getelementptr inbounds float, ptr %Lse, i64 %606
  store float %595, ptr %607, align 4
  br label %if.end120

if.else119:                                       ; preds = %for.end116
  br label %if.end120

if.end120:                                        ; preds = %if.else119, %if.then118
  %608 = add nsw i32 %i113, 1
  br label %for.cond110, !llvm.loop !28

if.then121:                                       ; preds = %for.end112
  br label %for.cond124

if.else122:                                       ; preds = %for.end112
  br label %for.cond136

if.end123:                                        ; preds = %for.end138, %for.end126
  ret void

for.cond124:                                      ; preds = %if.end129, %if.then121
  %i2 = phi i32 [ 0, %if.then121 ], [ %614, %if.end129 ]
  %609 = icmp slt i32 %i2, 16
  br i1 %609, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %610 = sext i32 %B to i64
  %611 = sext i32 %H to i64
  %612 = mul i64 %610, %611
  %613 = icmp sge i64 %612, 65536
  br i1 %613, label %if.then127, label %if.else128

for.end126:                                       ; preds = %for.cond124
  br label %if.end123

if.then127:                                       ; preds = %for.body125
  br label %for.cond130

if.else128:                                       ; preds = %for.body125
  br label %for.cond133

if.end129:                                        ; preds = %for.end135, %for.end132
  %614 = add nsw i32 %i2, 1
  br label %for.cond124, !llvm.loop !29

for.cond130:                                      ; preds = %for.body131, %if.then127
  %tl_c1 = phi i32 [ 0, %if.then127 ], [ %628, %for.body131 ]
  %615 = icmp slt i32 %tl_c1, 64
  br i1 %615, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %616 = sext i32 %i2 to i64
  %617 = mul nsw i64 %616, 64
  %618 = sext i32 %tl_c1 to i64
  %619 = add nsw i64 %617, %618
  %620 = getelementptr inbounds float, ptr %acc_o, i64 %619
  %621 = load float, ptr %620, align 4
  %622 = fptrunc float %621 to half
  %623 = fpext half %622 to float
  %624 = sext i32 %tl_c1 to i64
  %625 = getelementptr inbounds i16, ptr %tl_stream0, i64 %624
  %626 = fptrunc float %623 to half
  %627 = bitcast half %626 to i16
  store i16 %627, ptr %625, align 2
  %628 = add nsw i32 %tl_c1, 1
  br label %for.cond130, !llvm.loop !30

for.end132:                                       ; preds = %for.cond130
  %629 = sext i32 %b to i64
  %630 = sext i32 %H to i64
  %631 = mul nsw i64 %629, %630
  %632 = mul i32 %hb, 16
  %633 = add i32 %632, %i2
  %634 = sext i32 %633 to i64
  %635 = add nsw i64 %631, %634
  %636 = mul nsw i64 %635, 4
  %637 = sext i32 %sp to i64
  %638 = add nsw i64 %636, %637
  %639 = mul nsw i64 %638, 64
  %640 = add nsw i64 %639, 0
  %641 = getelementptr inbounds i16, ptr %Partial, i64 %640
  %642 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %641, ptr %642, i64 128)
  br label %if.end129

for.cond133:                                      ; preds = %for.body134, %if.else128
  %j2 = phi i32 [ 0, %if.else128 ], [ %668, %for.body134 ]
  %643 = icmp slt i32 %j2, 64
  br i1 %643, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %644 = sext i32 %i2 to i64
  %645 = mul nsw i64 %644, 64
  %646 = sext i32 %j2 to i64
  %647 = add nsw i64 %645, %646
  %648 = getelementptr inbounds float, ptr %acc_o, i64 %647
  %649 = load float, ptr %648, align 4
  %650 = fptrunc float %649 to half
  %651 = fpext half %650 to float
  %652 = sext i32 %b to i64
  %653 = sext i32 %H to i64
  %654 = mul nsw i64 %652, %653
  %655 = mul i32 %hb, 16
  %656 = add i32 %655, %i2
  %657 = sext i32 %656 to i64
  %658 = add nsw i64 %654, %657
  %659 = mul nsw i64 %658, 4
  %660 = sext i32 %sp to i64
  %661 = add nsw i64 %659, %660
  %662 = mul nsw i64 %661, 64
  %663 = sext i32 %j2 to i64
  %664 = add nsw i64 %662, %663
  %665 = getelementptr inbounds i16, ptr %Partial, i64 %664
  %666 = fptrunc float %651 to half
  %667 = bitcast half %666 to i16
  store i16 %667, ptr %665, align 2
  %668 = add nsw i32 %j2, 1
  br label %for.cond133, !llvm.loop !31

for.end135:                                       ; preds = %for.cond133
  br label %if.end129

for.cond136:                                      ; preds = %if.end142, %if.else122
  %i2139 = phi i32 [ 0, %if.else122 ], [ %693, %if.end142 ]
  %669 = icmp slt i32 %i2139, 16
  br i1 %669, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %670 = sext i32 %b to i64
  %671 = sext i32 %B to i64
  %672 = icmp slt i64 %670, %671
  %673 = mul i32 %hb, 16
  %674 = sext i32 %673 to i64
  %675 = sext i32 %i2139 to i64
  %676 = add i64 %674, %675
  %677 = icmp sle i64 0, %676
  %678 = mul i32 %hb, 16
  %679 = sext i32 %678 to i64
  %680 = sext i32 %i2139 to i64
  %681 = add i64 %679, %680
  %682 = sext i32 %H to i64
  %683 = icmp slt i64 %681, %682
  %684 = and i1 %677, %683
  %685 = and i1 %672, %684
  %686 = sext i32 %sp to i64
  %687 = icmp slt i64 %686, 4
  %688 = and i1 %685, %687
  br i1 %688, label %if.then140, label %if.else141

for.end138:                                       ; preds = %for.cond136
  br label %if.end123

if.then140:                                       ; preds = %for.body137
  %689 = sext i32 %B to i64
  %690 = sext i32 %H to i64
  %691 = mul i64 %689, %690
  %692 = icmp sge i64 %691, 65536
  br i1 %692, label %if.then143, label %if.else144

if.else141:                                       ; preds = %for.body137
  br label %if.end142

if.end142:                                        ; preds = %if.else141, %if.end145
  %693 = add nsw i32 %i2139, 1
  br label %for.cond136, !llvm.loop !32

if.then143:                                       ; preds = %if.then140
  br label %for.cond146

if.else144:                                       ; preds = %if.then140
  br label %for.cond149

if.end145:                                        ; preds = %for.end151, %for.end148
  br label %if.end142

for.cond146:                                      ; preds = %for.body147, %if.then143
  %tl_c4 = phi i32 [ 0, %if.then143 ], [ %707, %for.body147 ]
  %694 = icmp slt i32 %tl_c4, 64
  br i1 %694, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %695 = sext i32 %i2139 to i64
  %696 = mul nsw i64 %695, 64
  %697 = sext i32 %tl_c4 to i64
  %698 = add nsw i64 %696, %697
  %699 = getelementptr inbounds float, ptr %acc_o, i64 %698
  %700 = load float, ptr %699, align 4
  %701 = fptrunc float %700 to half
  %702 = fpext half %701 to float
  %703 = sext i32 %tl_c4 to i64
  %704 = getelementptr inbounds i16, ptr %tl_stream3, i64 %703
  %705 = fptrunc float %702 to half
  %706 = bitcast half %705 to i16
  store i16 %706, ptr %704, align 2
  %707 = add nsw i32 %tl_c4, 1
  br label %for.cond146, !llvm.loop !33

for.end148:                                       ; preds = %for.cond146
  %708 = sext i32 %b to i64
  %709 = sext i32 %H to i64
  %710 = mul nsw i64 %708, %709
  %711 = mul i32 %hb, 16
  %712 = add i32 %711, %i2139
  %713 = sext i32 %712 to i64
  %714 = add nsw i64 %710, %713
  %715 = mul nsw i64 %714, 4
  %716 = sext i32 %sp to i64
  %717 = add nsw i64 %715, %716
  %718 = mul nsw i64 %717, 64
  %719 = add nsw i64 %718, 0
  %720 = getelementptr inbounds i16, ptr %Partial, i64 %719
  %721 = getelementptr inbounds i16, ptr %tl_stream3, i64 0
  call void @tilec_rt_stream(ptr %720, ptr %721, i64 128)
  br label %if.end145

for.cond149:                                      ; preds = %for.body150, %if.else144
  %j2152 = phi i32 [ 0, %if.else144 ], [ %747, %for.body150 ]
  %722 = icmp slt i32 %j2152, 64
  br i1 %722, label %for.body150, label %for.end151

for.body150:                                      ; preds = %for.cond149
  %723 = sext i32 %i2139 to i64
  %724 = mul nsw i64 %723, 64
  %725 = sext i32 %j2152 to i64
  %726 = add nsw i64 %724, %725
  %727 = getelementptr inbounds float, ptr %acc_o, i64 %726
  %728 = load float, ptr %727, align 4
  %729 = fptrunc float %728 to half
  %730 = fpext half %729 to float
  %731 = sext i32 %b to i64
  %732 = sext i32 %H to i64
  %733 = mul nsw i64 %731, %732
  %734 = mul i32 %hb, 16
  %735 = add i32 %734, %i2139
  %736 = sext i32 %735 to i64
  %737 = add nsw i64 %733, %736
  %738 = mul nsw i64 %737, 4
  %739 = sext i32 %sp to i64
  %740 = add nsw i64 %738, %739
  %741 = mul nsw i64 %740, 64
  %742 = sext i32 %j2152 to i64
  %743 = add nsw i64 %741, %742
  %744 = getelementptr inbounds i16, ptr %Partial, i64 %743
  %745 = fptrunc float %730 to half
  %746 = bitcast half %745 to i16
  store i16 %746, ptr %744, align 2
  %747 = add nsw i32 %j2152, 1
  br label %for.cond149, !llvm.loop !34

for.end151:                                       ; preds = %for.cond149
  br label %if.end145
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp2.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log2.f64(double) #3

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @mla_decode_split_task(ptr %ctx, i64 %block) #5 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %ctx, i32 0, i32 4
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %ctx, i32 0, i32 5
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %ctx, i32 0, i32 7
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %ctx, i32 0, i32 8
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %ctx, i32 0, i32 9
  %19 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 0
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 1
  %22 = load i64, ptr %21, align 8
  %23 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 2
  %24 = load i64, ptr %23, align 8
  %25 = srem i64 %block, %20
  %26 = sdiv i64 %block, %20
  %27 = srem i64 %26, %22
  %28 = mul i64 %20, %22
  %29 = sdiv i64 %block, %28
  %30 = trunc i64 %25 to i32
  %31 = trunc i64 %27 to i32
  %32 = trunc i64 %29 to i32
  call void @mla_decode_split_block(ptr %1, ptr %3, ptr %5, ptr %7, ptr %9, ptr %11, i32 %13, i32 %15, i32 %17, i32 %30, i32 %31, i32 %32)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_mla_decode_split(ptr %args, ptr %dims, ptr %self) #5 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_mla_decode_split, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds ptr, ptr %args, i64 4
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %a, i32 0, i32 4
  store ptr %15, ptr %16, align 8
  %17 = getelementptr inbounds ptr, ptr %args, i64 5
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %a, i32 0, i32 5
  store ptr %18, ptr %19, align 8
  %20 = getelementptr inbounds i64, ptr %dims, i64 0
  %21 = load i64, ptr %20, align 8
  %B = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %a, i32 0, i32 6
  store i32 %B, ptr %22, align 4
  %23 = getelementptr inbounds i64, ptr %dims, i64 1
  %24 = load i64, ptr %23, align 8
  %H = trunc i64 %24 to i32
  %25 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %a, i32 0, i32 7
  store i32 %H, ptr %25, align 4
  %26 = getelementptr inbounds i64, ptr %dims, i64 2
  %27 = load i64, ptr %26, align 8
  %S = trunc i64 %27 to i32
  %28 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %a, i32 0, i32 8
  store i32 %S, ptr %28, align 4
  %29 = getelementptr inbounds %tilec_args_mla_decode_split, ptr %a, i32 0, i32 9
  %30 = sext i32 %B to i64
  %31 = getelementptr inbounds [3 x i64], ptr %29, i64 0, i64 0
  store i64 %30, ptr %31, align 8
  %32 = icmp sgt i64 %30, 0
  %33 = mul i64 1, %30
  %34 = sext i32 %H to i64
  %35 = sdiv i64 %34, 16
  %36 = sub i64 0, %34
  %37 = select i1 false, i64 %36, i64 %35
  %38 = srem i64 %34, 16
  %39 = icmp ne i64 %38, 0
  %40 = icmp slt i64 %34, 0
  %41 = icmp eq i1 %40, false
  %42 = and i1 %39, %41
  %43 = zext i1 %42 to i64
  %44 = add i64 %37, %43
  %45 = trunc i64 %44 to i32
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [3 x i64], ptr %29, i64 0, i64 1
  store i64 %46, ptr %47, align 8
  %48 = icmp sgt i64 %46, 0
  %49 = and i1 %32, %48
  %50 = mul i64 %33, %46
  %51 = getelementptr inbounds [3 x i64], ptr %29, i64 0, i64 2
  store i64 4, ptr %51, align 8
  %52 = and i1 %49, true
  %53 = mul i64 %50, 4
  br i1 %52, label %run, label %empty

run:                                              ; preds = %body
  %54 = call i32 @tilec_rt_run_blocks(i64 %53, i32 %nworkers, ptr @mla_decode_split_task, ptr %a)
  ret i32 %54

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: noinline nounwind
define internal void @mla_decode_combine_block(ptr noalias %Lse, ptr noalias %Partial, ptr noalias %Output, i32 %B, i32 %H, i32 %h, i32 %b) #0 {
entry:
  %o = alloca [64 x float], align 64
  %lse_max = alloca float, align 8
  %sum = alloca float, align 8
  %tl_stream0 = alloca [64 x i16], align 64
  %tl_stream3 = alloca [64 x i16], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %1 = mul nuw i64 %0, 4
  %2 = getelementptr inbounds float, ptr %o, i64 0
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 %1, i1 false)
  store float 0xFFF0000000000000, ptr %lse_max, align 4
  br label %for.cond

for.cond:                                         ; preds = %sel.end, %body
  %k = phi i32 [ 0, %body ], [ %28, %sel.end ]
  %3 = icmp slt i32 %k, 4
  br i1 %3, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %4 = load float, ptr %lse_max, align 4
  %5 = icmp sle i32 0, %b
  %6 = icmp slt i32 %b, %B
  %7 = and i1 %5, %6
  %8 = icmp sle i32 0, %h
  %9 = icmp slt i32 %h, %H
  %10 = and i1 %8, %9
  %11 = and i1 %7, %10
  %12 = icmp sle i32 0, %k
  %13 = icmp slt i32 %k, 4
  %14 = and i1 %12, %13
  %15 = and i1 %11, %14
  br i1 %15, label %sel.then, label %sel.else

for.end:                                          ; preds = %for.cond
  store float 0.000000e+00, ptr %sum, align 4
  br label %for.cond1

sel.then:                                         ; preds = %for.body
  %16 = sext i32 %b to i64
  %17 = sext i32 %H to i64
  %18 = mul nsw i64 %16, %17
  %19 = sext i32 %h to i64
  %20 = add nsw i64 %18, %19
  %21 = mul nsw i64 %20, 4
  %22 = sext i32 %k to i64
  %23 = add nsw i64 %21, %22
  %24 = getelementptr inbounds float, ptr %Lse, i64 %23
  %25 = load float, ptr %24, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %26 = phi float [ %25, %sel.then ], [ 0.000000e+00, %sel.else ]
  %27 = call float @llvm.maxnum.f32(float %4, float %26)
  store float %27, ptr %lse_max, align 4
  %28 = add nsw i32 %k, 1
  br label %for.cond, !llvm.loop !35

for.cond1:                                        ; preds = %sel.end7, %for.end
  %k4 = phi i32 [ 0, %for.end ], [ %64, %sel.end7 ]
  %29 = icmp slt i32 %k4, 4
  br i1 %29, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %30 = load float, ptr %sum, align 4
  %31 = icmp sle i32 0, %b
  %32 = icmp slt i32 %b, %B
  %33 = and i1 %31, %32
  %34 = icmp sle i32 0, %h
  %35 = icmp slt i32 %h, %H
  %36 = and i1 %34, %35
  %37 = and i1 %33, %36
  %38 = icmp sle i32 0, %k4
  %39 = icmp slt i32 %k4, 4
  %40 = and i1 %38, %39
  %41 = and i1 %37, %40
  br i1 %41, label %sel.then5, label %sel.else6

for.end3:                                         ; preds = %for.cond1
  %42 = load float, ptr %sum, align 4
  %43 = fpext float %42 to double
  %44 = call double @llvm.log2.f64(double %43)
  %45 = fptrunc double %44 to float
  %46 = load float, ptr %lse_max, align 4
  %lse = fadd float %45, %46
  br label %for.cond8

sel.then5:                                        ; preds = %for.body2
  %47 = sext i32 %b to i64
  %48 = sext i32 %H to i64
  %49 = mul nsw i64 %47, %48
  %50 = sext i32 %h to i64
  %51 = add nsw i64 %49, %50
  %52 = mul nsw i64 %51, 4
  %53 = sext i32 %k4 to i64
  %54 = add nsw i64 %52, %53
  %55 = getelementptr inbounds float, ptr %Lse, i64 %54
  %56 = load float, ptr %55, align 4
  br label %sel.end7

sel.else6:                                        ; preds = %for.body2
  br label %sel.end7

sel.end7:                                         ; preds = %sel.else6, %sel.then5
  %57 = phi float [ %56, %sel.then5 ], [ 0.000000e+00, %sel.else6 ]
  %58 = load float, ptr %lse_max, align 4
  %59 = fsub float %57, %58
  %60 = fpext float %59 to double
  %61 = call double @llvm.exp2.f64(double %60)
  %62 = fptrunc double %61 to float
  %63 = fadd float %30, %62
  store float %63, ptr %sum, align 4
  %64 = add nsw i32 %k4, 1
  br label %for.cond1, !llvm.loop !36

for.cond8:                                        ; preds = %for.end27, %for.end3
  %k11 = phi i32 [ 0, %for.end3 ], [ %169, %for.end27 ]
  %65 = icmp slt i32 %k11, 4
  br i1 %65, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %66 = icmp sle i32 0, %b
  %67 = icmp slt i32 %b, %B
  %68 = and i1 %66, %67
  %69 = icmp sle i32 0, %h
  %70 = icmp slt i32 %h, %H
  %71 = and i1 %69, %70
  %72 = and i1 %68, %71
  %73 = icmp sle i32 0, %k11
  %74 = icmp slt i32 %k11, 4
  %75 = and i1 %73, %74
  %76 = and i1 %72, %75
  br i1 %76, label %sel.then12, label %sel.else13

for.end10:                                        ; preds = %for.cond8
  %77 = sext i32 %b to i64
  %78 = add i64 %77, 1
  %79 = sext i32 %B to i64
  %80 = icmp sle i64 %78, %79
  %81 = sext i32 %h to i64
  %82 = add i64 %81, 1
  %83 = sext i32 %H to i64
  %84 = icmp sle i64 %82, %83
  %85 = and i1 %80, %84
  br i1 %85, label %if.then29, label %if.else30

sel.then12:                                       ; preds = %for.body9
  %86 = sext i32 %b to i64
  %87 = sext i32 %H to i64
  %88 = mul nsw i64 %86, %87
  %89 = sext i32 %h to i64
  %90 = add nsw i64 %88, %89
  %91 = mul nsw i64 %90, 4
  %92 = sext i32 %k11 to i64
  %93 = add nsw i64 %91, %92
  %94 = getelementptr inbounds float, ptr %Lse, i64 %93
  %95 = load float, ptr %94, align 4
  br label %sel.end14

sel.else13:                                       ; preds = %for.body9
  br label %sel.end14

sel.end14:                                        ; preds = %sel.else13, %sel.then12
  %96 = phi float [ %95, %sel.then12 ], [ 0.000000e+00, %sel.else13 ]
  %97 = fsub float %96, %lse
  %98 = fpext float %97 to double
  %99 = call double @llvm.exp2.f64(double %98)
  %w = fptrunc double %99 to float
  br label %for.cond15

for.cond15:                                       ; preds = %for.body16, %sel.end14
  %i = phi i32 [ 0, %sel.end14 ], [ %108, %for.body16 ]
  %100 = icmp slt i32 %i, 0
  br i1 %100, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %101 = sext i32 %i to i64
  %102 = getelementptr inbounds float, ptr %o, i64 %101
  %103 = load float, ptr %102, align 4
  %104 = fmul float 0.000000e+00, %w
  %105 = fadd float %103, %104
  %106 = sext i32 %i to i64
  %107 = getelementptr inbounds float, ptr %o, i64 %106
  store float %105, ptr %107, align 4
  %108 = add nsw i32 %i, 1
  br label %for.cond15, !llvm.loop !37

for.end17:                                        ; preds = %for.cond15
  %109 = icmp sle i32 0, %b
  %110 = icmp slt i32 %b, %B
  %111 = and i1 %109, %110
  %112 = icmp sle i32 0, %h
  %113 = icmp slt i32 %h, %H
  %114 = and i1 %112, %113
  %115 = and i1 %111, %114
  %116 = icmp sle i32 0, %k11
  %117 = icmp slt i32 %k11, 4
  %118 = and i1 %116, %117
  %119 = and i1 %115, %118
  br i1 %119, label %if.then, label %if.else

if.then:                                          ; preds = %for.end17
  br label %for.cond18

if.else:                                          ; preds = %for.end17
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end20
  br label %for.cond25

for.cond18:                                       ; preds = %for.body19, %if.then
  %i2 = phi i32 [ 0, %if.then ], [ %146, %for.body19 ]
  %120 = icmp slt i32 %i2, 64
  br i1 %120, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %121 = add i32 0, %i2
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds float, ptr %o, i64 %122
  %124 = load float, ptr %123, align 4
  %125 = sext i32 %b to i64
  %126 = sext i32 %H to i64
  %127 = mul nsw i64 %125, %126
  %128 = sext i32 %h to i64
  %129 = add nsw i64 %127, %128
  %130 = mul nsw i64 %129, 4
  %131 = sext i32 %k11 to i64
  %132 = add nsw i64 %130, %131
  %133 = mul nsw i64 %132, 64
  %134 = add i32 0, %i2
  %135 = sext i32 %134 to i64
  %136 = add nsw i64 %133, %135
  %137 = getelementptr inbounds i16, ptr %Partial, i64 %136
  %138 = load i16, ptr %137, align 2
  %139 = bitcast i16 %138 to half
  %140 = fpext half %139 to float
  %141 = fmul float %140, %w
  %142 = fadd float %124, %141
  %143 = add i32 0, %i2
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds float, ptr %o, i64 %144
  store float %142, ptr %145, align 4
  %146 = add nsw i32 %i2, 1
  br label %for.cond18, !llvm.loop !38

for.end20:                                        ; preds = %for.cond18
  br label %if.end

for.cond21:                                       ; preds = %for.body22, %if.else
  %i224 = phi i32 [ 0, %if.else ], [ %157, %for.body22 ]
  %147 = icmp slt i32 %i224, 64
  br i1 %147, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %148 = add i32 0, %i224
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr %o, i64 %149
  %151 = load float, ptr %150, align 4
  %152 = fmul float 0.000000e+00, %w
  %153 = fadd float %151, %152
  %154 = add i32 0, %i224
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds float, ptr %o, i64 %155
  store float %153, ptr %156, align 4
  %157 = add nsw i32 %i224, 1
  br label %for.cond21, !llvm.loop !39

for.end23:                                        ; preds = %for.cond21
  br label %if.end

for.cond25:                                       ; preds = %for.body26, %if.end
  %i228 = phi i32 [ 0, %if.end ], [ %168, %for.body26 ]
  %158 = icmp slt i32 %i228, 0
  br i1 %158, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %159 = add i32 64, %i228
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds float, ptr %o, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = fmul float 0.000000e+00, %w
  %164 = fadd float %162, %163
  %165 = add i32 64, %i228
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds float, ptr %o, i64 %166
  store float %164, ptr %167, align 4
  %168 = add nsw i32 %i228, 1
  br label %for.cond25, !llvm.loop !40

for.end27:                                        ; preds = %for.cond25
  %169 = add nsw i32 %k11, 1
  br label %for.cond8, !llvm.loop !41

if.then29:                                        ; preds = %for.end10
  %170 = sext i32 %B to i64
  %171 = sext i32 %H to i64
  %172 = mul i64 %170, %171
  %173 = icmp sge i64 %172, 262144
  br i1 %173, label %if.then32, label %if.else33

if.else30:                                        ; preds = %for.end10
  %174 = sext i32 %b to i64
  %175 = sext i32 %B to i64
  %176 = icmp slt i64 %174, %175
  %177 = sext i32 %h to i64
  %178 = sext i32 %H to i64
  %179 = icmp slt i64 %177, %178
  %180 = and i1 %176, %179
  br i1 %180, label %if.then41, label %if.else42

if.end31:                                         ; preds = %if.end43, %if.end34
  ret void

if.then32:                                        ; preds = %if.then29
  br label %for.cond35

if.else33:                                        ; preds = %if.then29
  br label %for.cond38

if.end34:                                         ; preds = %for.end40, %for.end37
  br label %if.end31

for.cond35:                                       ; preds = %for.body36, %if.then32
  %tl_c1 = phi i32 [ 0, %if.then32 ], [ %191, %for.body36 ]
  %181 = icmp slt i32 %tl_c1, 64
  br i1 %181, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %182 = sext i32 %tl_c1 to i64
  %183 = getelementptr inbounds float, ptr %o, i64 %182
  %184 = load float, ptr %183, align 4
  %185 = fptrunc float %184 to half
  %186 = fpext half %185 to float
  %187 = sext i32 %tl_c1 to i64
  %188 = getelementptr inbounds i16, ptr %tl_stream0, i64 %187
  %189 = fptrunc float %186 to half
  %190 = bitcast half %189 to i16
  store i16 %190, ptr %188, align 2
  %191 = add nsw i32 %tl_c1, 1
  br label %for.cond35, !llvm.loop !42

for.end37:                                        ; preds = %for.cond35
  %192 = sext i32 %b to i64
  %193 = sext i32 %H to i64
  %194 = mul nsw i64 %192, %193
  %195 = sext i32 %h to i64
  %196 = add nsw i64 %194, %195
  %197 = mul nsw i64 %196, 64
  %198 = add nsw i64 %197, 0
  %199 = getelementptr inbounds i16, ptr %Output, i64 %198
  %200 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %199, ptr %200, i64 128)
  br label %if.end34

for.cond38:                                       ; preds = %for.body39, %if.else33
  %i1 = phi i32 [ 0, %if.else33 ], [ %218, %for.body39 ]
  %201 = icmp slt i32 %i1, 64
  br i1 %201, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %202 = sext i32 %i1 to i64
  %203 = getelementptr inbounds float, ptr %o, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = fptrunc float %204 to half
  %206 = fpext half %205 to float
  %207 = sext i32 %b to i64
  %208 = sext i32 %H to i64
  %209 = mul nsw i64 %207, %208
  %210 = sext i32 %h to i64
  %211 = add nsw i64 %209, %210
  %212 = mul nsw i64 %211, 64
  %213 = sext i32 %i1 to i64
  %214 = add nsw i64 %212, %213
  %215 = getelementptr inbounds i16, ptr %Output, i64 %214
  %216 = fptrunc float %206 to half
  %217 = bitcast half %216 to i16
  store i16 %217, ptr %215, align 2
  %218 = add nsw i32 %i1, 1
  br label %for.cond38, !llvm.loop !43

for.end40:                                        ; preds = %for.cond38
  br label %if.end34

if.then41:                                        ; preds = %if.else30
  %219 = sext i32 %B to i64
  %220 = sext i32 %H to i64
  %221 = mul i64 %219, %220
  %222 = icmp sge i64 %221, 262144
  br i1 %222, label %if.then44, label %if.else45

if.else42:                                        ; preds = %if.else30
  br label %if.end43

if.end43:                                         ; preds = %if.else42, %if.end46
  br label %if.end31

if.then44:                                        ; preds = %if.then41
  br label %for.cond47

if.else45:                                        ; preds = %if.then41
  br label %for.cond50

if.end46:                                         ; preds = %for.end52, %for.end49
  br label %if.end43

for.cond47:                                       ; preds = %for.body48, %if.then44
  %tl_c4 = phi i32 [ 0, %if.then44 ], [ %233, %for.body48 ]
  %223 = icmp slt i32 %tl_c4, 64
  br i1 %223, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  %224 = sext i32 %tl_c4 to i64
  %225 = getelementptr inbounds float, ptr %o, i64 %224
  %226 = load float, ptr %225, align 4
  %227 = fptrunc float %226 to half
  %228 = fpext half %227 to float
  %229 = sext i32 %tl_c4 to i64
  %230 = getelementptr inbounds i16, ptr %tl_stream3, i64 %229
  %231 = fptrunc float %228 to half
  %232 = bitcast half %231 to i16
  store i16 %232, ptr %230, align 2
  %233 = add nsw i32 %tl_c4, 1
  br label %for.cond47, !llvm.loop !44

for.end49:                                        ; preds = %for.cond47
  %234 = sext i32 %b to i64
  %235 = sext i32 %H to i64
  %236 = mul nsw i64 %234, %235
  %237 = sext i32 %h to i64
  %238 = add nsw i64 %236, %237
  %239 = mul nsw i64 %238, 64
  %240 = add nsw i64 %239, 0
  %241 = getelementptr inbounds i16, ptr %Output, i64 %240
  %242 = getelementptr inbounds i16, ptr %tl_stream3, i64 0
  call void @tilec_rt_stream(ptr %241, ptr %242, i64 128)
  br label %if.end46

for.cond50:                                       ; preds = %for.body51, %if.else45
  %i153 = phi i32 [ 0, %if.else45 ], [ %260, %for.body51 ]
  %243 = icmp slt i32 %i153, 64
  br i1 %243, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %244 = sext i32 %i153 to i64
  %245 = getelementptr inbounds float, ptr %o, i64 %244
  %246 = load float, ptr %245, align 4
  %247 = fptrunc float %246 to half
  %248 = fpext half %247 to float
  %249 = sext i32 %b to i64
  %250 = sext i32 %H to i64
  %251 = mul nsw i64 %249, %250
  %252 = sext i32 %h to i64
  %253 = add nsw i64 %251, %252
  %254 = mul nsw i64 %253, 64
  %255 = sext i32 %i153 to i64
  %256 = add nsw i64 %254, %255
  %257 = getelementptr inbounds i16, ptr %Output, i64 %256
  %258 = fptrunc float %248 to half
  %259 = bitcast half %258 to i16
  store i16 %259, ptr %257, align 2
  %260 = add nsw i32 %i153, 1
  br label %for.cond50, !llvm.loop !45

for.end52:                                        ; preds = %for.cond50
  br label %if.end46
}

; Function Attrs: nounwind
define internal void @mla_decode_combine_task(ptr %ctx, i64 %block) #5 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_mla_decode_combine, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_mla_decode_combine, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_mla_decode_combine, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_mla_decode_combine, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_mla_decode_combine, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_mla_decode_combine, ptr %ctx, i32 0, i32 5
  %11 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 2
  %16 = load i64, ptr %15, align 8
  %17 = srem i64 %block, %12
  %18 = sdiv i64 %block, %12
  %19 = srem i64 %18, %14
  %20 = mul i64 %12, %14
  %21 = sdiv i64 %block, %20
  %22 = trunc i64 %17 to i32
  %23 = trunc i64 %19 to i32
  call void @mla_decode_combine_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %22, i32 %23)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_mla_decode_combine(ptr %args, ptr %dims, ptr %self) #5 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_mla_decode_combine, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_mla_decode_combine, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_mla_decode_combine, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_mla_decode_combine, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %B = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_mla_decode_combine, ptr %a, i32 0, i32 3
  store i32 %B, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %H = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_mla_decode_combine, ptr %a, i32 0, i32 4
  store i32 %H, ptr %16, align 4
  %17 = getelementptr inbounds %tilec_args_mla_decode_combine, ptr %a, i32 0, i32 5
  %18 = sext i32 %H to i64
  %19 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 0
  store i64 %18, ptr %19, align 8
  %20 = icmp sgt i64 %18, 0
  %21 = mul i64 1, %18
  %22 = sext i32 %B to i64
  %23 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 1
  store i64 %22, ptr %23, align 8
  %24 = icmp sgt i64 %22, 0
  %25 = and i1 %20, %24
  %26 = mul i64 %21, %22
  %27 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 2
  store i64 1, ptr %27, align 8
  %28 = and i1 %25, true
  %29 = mul i64 %26, 1
  br i1 %28, label %run, label %empty

run:                                              ; preds = %body
  %30 = call i32 @tilec_rt_run_blocks(i64 %29, i32 %nworkers, ptr @mla_decode_combine_task, ptr %a)
  ret i32 %30

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !6}
!6 = !{!"llvm.loop.vectorize.enable", i1 true}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1, !6}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !6}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !6}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1, !6}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !6}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !6}
!25 = distinct !{!25, !1, !6}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !6}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !6}
!31 = distinct !{!31, !1, !6}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !6}
!34 = distinct !{!34, !1, !6}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !6}
!38 = distinct !{!38, !1, !6}
!39 = distinct !{!39, !1, !6}
!40 = distinct !{!40, !1, !6}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1, !6}
!43 = distinct !{!43, !1, !6}
!44 = distinct !{!44, !1, !6}
!45 = distinct !{!45, !1, !6}
