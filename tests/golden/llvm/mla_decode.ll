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
  br label %for.cond10

if.end:                                           ; preds = %for.end12, %for.end
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
  br i1 %38, label %if.then18, label %if.else19

for.cond:                                         ; preds = %for.end9, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %80, %for.end9 ]
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
  br label %for.cond7

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %56, %for.body5 ]
  %42 = icmp slt i32 %pf, 2
  br i1 %42, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %43 = sext i32 %b to i64
  %44 = sext i32 %H to i64
  %45 = mul i64 %43, %44
  %46 = mul i32 %hb, 16
  %47 = add i32 %i1, 1
  %48 = add i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = add i64 %45, %49
  %51 = mul i64 %50, 64
  %52 = mul i32 %pf, 32
  %53 = sext i32 %52 to i64
  %54 = add i64 %51, %53
  %55 = getelementptr i16, ptr %Q, i64 %54
  call void @llvm.prefetch.p0(ptr %55, i32 0, i32 3, i32 1)
  %56 = add nsw i32 %pf, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  br label %if.end3

for.cond7:                                        ; preds = %for.body8, %if.end3
  %j1 = phi i32 [ 0, %if.end3 ], [ %79, %for.body8 ]
  %57 = icmp slt i32 %j1, 64
  br i1 %57, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %58 = sext i32 %b to i64
  %59 = sext i32 %H to i64
  %60 = mul nsw i64 %58, %59
  %61 = mul i32 %hb, 16
  %62 = add i32 %61, %i1
  %63 = sext i32 %62 to i64
  %64 = add nsw i64 %60, %63
  %65 = mul nsw i64 %64, 64
  %66 = sext i32 %j1 to i64
  %67 = add nsw i64 %65, %66
  %68 = getelementptr inbounds i16, ptr %Q, i64 %67
  %69 = load i16, ptr %68, align 2
  %70 = bitcast i16 %69 to half
  %71 = fpext half %70 to float
  %72 = sext i32 %i1 to i64
  %73 = mul nsw i64 %72, 64
  %74 = sext i32 %j1 to i64
  %75 = add nsw i64 %73, %74
  %76 = getelementptr inbounds i16, ptr %Q_s, i64 %75
  %77 = fptrunc float %71 to half
  %78 = bitcast half %77 to i16
  store i16 %78, ptr %76, align 2
  %79 = add nsw i32 %j1, 1
  br label %for.cond7, !llvm.loop !2

for.end9:                                         ; preds = %for.cond7
  %80 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !4

for.cond10:                                       ; preds = %for.end16, %if.else
  %i113 = phi i32 [ 0, %if.else ], [ %99, %for.end16 ]
  %81 = icmp slt i32 %i113, 16
  br i1 %81, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  br label %for.cond14

for.end12:                                        ; preds = %for.cond10
  br label %if.end

for.cond14:                                       ; preds = %sel.end, %for.body11
  %j117 = phi i32 [ 0, %for.body11 ], [ %122, %sel.end ]
  %82 = icmp slt i32 %j117, 64
  br i1 %82, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %83 = sext i32 %b to i64
  %84 = sext i32 %B to i64
  %85 = icmp slt i64 %83, %84
  %86 = mul i32 %hb, 16
  %87 = sext i32 %86 to i64
  %88 = sext i32 %i113 to i64
  %89 = add i64 %87, %88
  %90 = icmp sle i64 0, %89
  %91 = mul i32 %hb, 16
  %92 = sext i32 %91 to i64
  %93 = sext i32 %i113 to i64
  %94 = add i64 %92, %93
  %95 = sext i32 %H to i64
  %96 = icmp slt i64 %94, %95
  %97 = and i1 %90, %96
  %98 = and i1 %85, %97
  br i1 %98, label %sel.then, label %sel.else

for.end16:                                        ; preds = %for.cond14
  %99 = add nsw i32 %i113, 1
  br label %for.cond10, !llvm.loop !6

sel.then:                                         ; preds = %for.body15
  %100 = sext i32 %b to i64
  %101 = sext i32 %H to i64
  %102 = mul nsw i64 %100, %101
  %103 = mul i32 %hb, 16
  %104 = add i32 %103, %i113
  %105 = sext i32 %104 to i64
  %106 = add nsw i64 %102, %105
  %107 = mul nsw i64 %106, 64
  %108 = sext i32 %j117 to i64
  %109 = add nsw i64 %107, %108
  %110 = getelementptr inbounds i16, ptr %Q, i64 %109
  %111 = load i16, ptr %110, align 2
  %112 = bitcast i16 %111 to half
  %113 = fpext half %112 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body15
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %114 = phi float [ %113, %sel.then ], [ 0.000000e+00, %sel.else ]
  %115 = sext i32 %i113 to i64
  %116 = mul nsw i64 %115, 64
  %117 = sext i32 %j117 to i64
  %118 = add nsw i64 %116, %117
  %119 = getelementptr inbounds i16, ptr %Q_s, i64 %118
  %120 = fptrunc float %114 to half
  %121 = bitcast half %120 to i16
  store i16 %121, ptr %119, align 2
  %122 = add nsw i32 %j117, 1
  br label %for.cond14, !llvm.loop !7

if.then18:                                        ; preds = %if.end
  br label %for.cond21

if.else19:                                        ; preds = %if.end
  br label %for.cond29

if.end20:                                         ; preds = %for.end31, %for.end23
  br label %for.cond40

for.cond21:                                       ; preds = %for.end27, %if.then18
  %i124 = phi i32 [ 0, %if.then18 ], [ %147, %for.end27 ]
  %123 = icmp slt i32 %i124, 16
  br i1 %123, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %if.end20

for.cond25:                                       ; preds = %for.body26, %for.body22
  %j128 = phi i32 [ 0, %for.body22 ], [ %146, %for.body26 ]
  %124 = icmp slt i32 %j128, 16
  br i1 %124, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %125 = sext i32 %b to i64
  %126 = sext i32 %H to i64
  %127 = mul nsw i64 %125, %126
  %128 = mul i32 %hb, 16
  %129 = add i32 %128, %i124
  %130 = sext i32 %129 to i64
  %131 = add nsw i64 %127, %130
  %132 = mul nsw i64 %131, 16
  %133 = sext i32 %j128 to i64
  %134 = add nsw i64 %132, %133
  %135 = getelementptr inbounds i16, ptr %Q_pe, i64 %134
  %136 = load i16, ptr %135, align 2
  %137 = bitcast i16 %136 to half
  %138 = fpext half %137 to float
  %139 = sext i32 %i124 to i64
  %140 = mul nsw i64 %139, 16
  %141 = sext i32 %j128 to i64
  %142 = add nsw i64 %140, %141
  %143 = getelementptr inbounds i16, ptr %Qpe_s, i64 %142
  %144 = fptrunc float %138 to half
  %145 = bitcast half %144 to i16
  store i16 %145, ptr %143, align 2
  %146 = add nsw i32 %j128, 1
  br label %for.cond25, !llvm.loop !8

for.end27:                                        ; preds = %for.cond25
  %147 = add nsw i32 %i124, 1
  br label %for.cond21, !llvm.loop !9

for.cond29:                                       ; preds = %for.end35, %if.else19
  %i132 = phi i32 [ 0, %if.else19 ], [ %166, %for.end35 ]
  %148 = icmp slt i32 %i132, 16
  br i1 %148, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  br label %for.cond33

for.end31:                                        ; preds = %for.cond29
  br label %if.end20

for.cond33:                                       ; preds = %sel.end39, %for.body30
  %j136 = phi i32 [ 0, %for.body30 ], [ %189, %sel.end39 ]
  %149 = icmp slt i32 %j136, 16
  br i1 %149, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %150 = sext i32 %b to i64
  %151 = sext i32 %B to i64
  %152 = icmp slt i64 %150, %151
  %153 = mul i32 %hb, 16
  %154 = sext i32 %153 to i64
  %155 = sext i32 %i132 to i64
  %156 = add i64 %154, %155
  %157 = icmp sle i64 0, %156
  %158 = mul i32 %hb, 16
  %159 = sext i32 %158 to i64
  %160 = sext i32 %i132 to i64
  %161 = add i64 %159, %160
  %162 = sext i32 %H to i64
  %163 = icmp slt i64 %161, %162
  %164 = and i1 %157, %163
  %165 = and i1 %152, %164
  br i1 %165, label %sel.then37, label %sel.else38

for.end35:                                        ; preds = %for.cond33
  %166 = add nsw i32 %i132, 1
  br label %for.cond29, !llvm.loop !10

sel.then37:                                       ; preds = %for.body34
  %167 = sext i32 %b to i64
  %168 = sext i32 %H to i64
  %169 = mul nsw i64 %167, %168
  %170 = mul i32 %hb, 16
  %171 = add i32 %170, %i132
  %172 = sext i32 %171 to i64
  %173 = add nsw i64 %169, %172
  %174 = mul nsw i64 %173, 16
  %175 = sext i32 %j136 to i64
  %176 = add nsw i64 %174, %175
  %177 = getelementptr inbounds i16, ptr %Q_pe, i64 %176
  %178 = load i16, ptr %177, align 2
  %179 = bitcast i16 %178 to half
  %180 = fpext half %179 to float
  br label %sel.end39

sel.else38:                                       ; preds = %for.body34
  br label %sel.end39

sel.end39:                                        ; preds = %sel.else38, %sel.then37
  %181 = phi float [ %180, %sel.then37 ], [ 0.000000e+00, %sel.else38 ]
  %182 = sext i32 %i132 to i64
  %183 = mul nsw i64 %182, 16
  %184 = sext i32 %j136 to i64
  %185 = add nsw i64 %183, %184
  %186 = getelementptr inbounds i16, ptr %Qpe_s, i64 %185
  %187 = fptrunc float %181 to half
  %188 = bitcast half %187 to i16
  store i16 %188, ptr %186, align 2
  %189 = add nsw i32 %j136, 1
  br label %for.cond33, !llvm.loop !11

for.cond40:                                       ; preds = %for.end46, %if.end20
  %i143 = phi i32 [ 0, %if.end20 ], [ %214, %for.end46 ]
  %190 = icmp slt i32 %i143, 16
  br i1 %190, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  %191 = sext i32 %chunk to i64
  %192 = sdiv i64 %191, 32
  %193 = sub i64 0, %191
  %194 = select i1 false, i64 %193, i64 %192
  %195 = srem i64 %191, 32
  %196 = icmp ne i64 %195, 0
  %197 = icmp slt i64 %191, 0
  %198 = icmp eq i1 %197, false
  %199 = and i1 %196, %198
  %200 = zext i1 %199 to i64
  %201 = add i64 %194, %200
  %202 = trunc i64 %201 to i32
  br label %for.cond48

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j147 = phi i32 [ 0, %for.body41 ], [ %209, %for.body45 ]
  %203 = icmp slt i32 %j147, 64
  br i1 %203, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %204 = sext i32 %i143 to i64
  %205 = mul nsw i64 %204, 64
  %206 = sext i32 %j147 to i64
  %207 = add nsw i64 %205, %206
  %208 = getelementptr inbounds float, ptr %acc_o, i64 %207
  store float 0.000000e+00, ptr %208, align 4
  %209 = add nsw i32 %j147, 1
  br label %for.cond44, !llvm.loop !12

for.end46:                                        ; preds = %for.cond44
  %210 = sext i32 %i143 to i64
  %211 = getelementptr inbounds float, ptr %l, i64 %210
  store float 0.000000e+00, ptr %211, align 4
  %212 = sext i32 %i143 to i64
  %213 = getelementptr inbounds float, ptr %m, i64 %212
  store float 0xFFF0000000000000, ptr %213, align 4
  %214 = add nsw i32 %i143, 1
  br label %for.cond40, !llvm.loop !13

for.cond48:                                       ; preds = %for.end111, %for.end42
  %k = phi i32 [ 0, %for.end42 ], [ %401, %for.end111 ]
  %215 = icmp slt i32 %k, %202
  br i1 %215, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %216 = mul i32 %k, 32
  %s0 = add i32 %start, %216
  %217 = sext i32 %b to i64
  %218 = add i64 %217, 1
  %219 = sext i32 %B to i64
  %220 = icmp sle i64 %218, %219
  %221 = icmp sle i32 0, %s0
  %222 = sext i32 %s0 to i64
  %223 = add i64 %222, 32
  %224 = sext i32 %S to i64
  %225 = icmp sle i64 %223, %224
  %226 = and i1 %221, %225
  %227 = and i1 %220, %226
  br i1 %227, label %if.then51, label %if.else52

for.end50:                                        ; preds = %for.cond48
  br label %for.cond134

if.then51:                                        ; preds = %for.body49
  br label %for.cond54

if.else52:                                        ; preds = %for.body49
  br label %for.cond68

if.end53:                                         ; preds = %for.end70, %for.end56
  %228 = sext i32 %b to i64
  %229 = add i64 %228, 1
  %230 = sext i32 %B to i64
  %231 = icmp sle i64 %229, %230
  %232 = icmp sle i32 0, %s0
  %233 = sext i32 %s0 to i64
  %234 = add i64 %233, 32
  %235 = sext i32 %S to i64
  %236 = icmp sle i64 %234, %235
  %237 = and i1 %232, %236
  %238 = and i1 %231, %237
  br i1 %238, label %if.then79, label %if.else80

for.cond54:                                       ; preds = %for.end66, %if.then51
  %i157 = phi i32 [ 0, %if.then51 ], [ %282, %for.end66 ]
  %239 = icmp slt i32 %i157, 32
  br i1 %239, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %240 = add i32 %i157, 1
  %241 = icmp slt i32 %240, 32
  br i1 %241, label %if.then58, label %if.else59

for.end56:                                        ; preds = %for.cond54
  br label %if.end53

if.then58:                                        ; preds = %for.body55
  br label %for.cond61

if.else59:                                        ; preds = %for.body55
  br label %if.end60

if.end60:                                         ; preds = %if.else59, %for.end63
  br label %for.cond64

for.cond61:                                       ; preds = %for.body62, %if.then58
  %pf1 = phi i32 [ 0, %if.then58 ], [ %257, %for.body62 ]
  %242 = icmp slt i32 %pf1, 2
  br i1 %242, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %243 = sext i32 %b to i64
  %244 = sext i32 %S to i64
  %245 = mul i64 %243, %244
  %246 = add i32 %i157, 1
  %247 = add i32 %s0, %246
  %248 = sext i32 %247 to i64
  %249 = add i64 %245, %248
  %250 = mul i64 %249, 1
  %251 = add i64 %250, 0
  %252 = mul i64 %251, 64
  %253 = mul i32 %pf1, 32
  %254 = sext i32 %253 to i64
  %255 = add i64 %252, %254
  %256 = getelementptr i16, ptr %KV, i64 %255
  call void @llvm.prefetch.p0(ptr %256, i32 0, i32 3, i32 1)
  %257 = add nsw i32 %pf1, 1
  br label %for.cond61, !llvm.loop !14

for.end63:                                        ; preds = %for.cond61
  br label %if.end60

for.cond64:                                       ; preds = %for.body65, %if.end60
  %j167 = phi i32 [ 0, %if.end60 ], [ %281, %for.body65 ]
  %258 = icmp slt i32 %j167, 64
  br i1 %258, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %259 = sext i32 %b to i64
  %260 = sext i32 %S to i64
  %261 = mul nsw i64 %259, %260
  %262 = add i32 %s0, %i157
  %263 = sext i32 %262 to i64
  %264 = add nsw i64 %261, %263
  %265 = mul nsw i64 %264, 1
  %266 = add nsw i64 %265, 0
  %267 = mul nsw i64 %266, 64
  %268 = sext i32 %j167 to i64
  %269 = add nsw i64 %267, %268
  %270 = getelementptr inbounds i16, ptr %KV, i64 %269
  %271 = load i16, ptr %270, align 2
  %272 = bitcast i16 %271 to half
  %273 = fpext half %272 to float
  %274 = sext i32 %i157 to i64
  %275 = mul nsw i64 %274, 64
  %276 = sext i32 %j167 to i64
  %277 = add nsw i64 %275, %276
  %278 = getelementptr inbounds i16, ptr %KV_s, i64 %277
  %279 = fptrunc float %273 to half
  %280 = bitcast half %279 to i16
  store i16 %280, ptr %278, align 2
  %281 = add nsw i32 %j167, 1
  br label %for.cond64, !llvm.loop !15

for.end66:                                        ; preds = %for.cond64
  %282 = add nsw i32 %i157, 1
  br label %for.cond54, !llvm.loop !16

for.cond68:                                       ; preds = %for.end74, %if.else52
  %i171 = phi i32 [ 0, %if.else52 ], [ %299, %for.end74 ]
  %283 = icmp slt i32 %i171, 32
  br i1 %283, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  br label %for.cond72

for.end70:                                        ; preds = %for.cond68
  br label %if.end53

for.cond72:                                       ; preds = %sel.end78, %for.body69
  %j175 = phi i32 [ 0, %for.body69 ], [ %323, %sel.end78 ]
  %284 = icmp slt i32 %j175, 64
  br i1 %284, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %285 = sext i32 %b to i64
  %286 = sext i32 %B to i64
  %287 = icmp slt i64 %285, %286
  %288 = sext i32 %s0 to i64
  %289 = sext i32 %i171 to i64
  %290 = add i64 %288, %289
  %291 = icmp sle i64 0, %290
  %292 = sext i32 %s0 to i64
  %293 = sext i32 %i171 to i64
  %294 = add i64 %292, %293
  %295 = sext i32 %S to i64
  %296 = icmp slt i64 %294, %295
  %297 = and i1 %291, %296
  %298 = and i1 %287, %297
  br i1 %298, label %sel.then76, label %sel.else77

for.end74:                                        ; preds = %for.cond72
  %299 = add nsw i32 %i171, 1
  br label %for.cond68, !llvm.loop !17

sel.then76:                                       ; preds = %for.body73
  %300 = sext i32 %b to i64
  %301 = sext i32 %S to i64
  %302 = mul nsw i64 %300, %301
  %303 = add i32 %s0, %i171
  %304 = sext i32 %303 to i64
  %305 = add nsw i64 %302, %304
  %306 = mul nsw i64 %305, 1
  %307 = add nsw i64 %306, 0
  %308 = mul nsw i64 %307, 64
  %309 = sext i32 %j175 to i64
  %310 = add nsw i64 %308, %309
  %311 = getelementptr inbounds i16, ptr %KV, i64 %310
  %312 = load i16, ptr %311, align 2
  %313 = bitcast i16 %312 to half
  %314 = fpext half %313 to float
  br label %sel.end78

sel.else77:                                       ; preds = %for.body73
  br label %sel.end78

sel.end78:                                        ; preds = %sel.else77, %sel.then76
  %315 = phi float [ %314, %sel.then76 ], [ 0.000000e+00, %sel.else77 ]
  %316 = sext i32 %i171 to i64
  %317 = mul nsw i64 %316, 64
  %318 = sext i32 %j175 to i64
  %319 = add nsw i64 %317, %318
  %320 = getelementptr inbounds i16, ptr %KV_s, i64 %319
  %321 = fptrunc float %315 to half
  %322 = bitcast half %321 to i16
  store i16 %322, ptr %320, align 2
  %323 = add nsw i32 %j175, 1
  br label %for.cond72, !llvm.loop !18

if.then79:                                        ; preds = %if.end53
  br label %for.cond82

if.else80:                                        ; preds = %if.end53
  br label %for.cond90

if.end81:                                         ; preds = %for.end92, %for.end84
  br label %for.cond101

for.cond82:                                       ; preds = %for.end88, %if.then79
  %i185 = phi i32 [ 0, %if.then79 ], [ %349, %for.end88 ]
  %324 = icmp slt i32 %i185, 32
  br i1 %324, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond86

for.end84:                                        ; preds = %for.cond82
  br label %if.end81

for.cond86:                                       ; preds = %for.body87, %for.body83
  %j189 = phi i32 [ 0, %for.body83 ], [ %348, %for.body87 ]
  %325 = icmp slt i32 %j189, 16
  br i1 %325, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %326 = sext i32 %b to i64
  %327 = sext i32 %S to i64
  %328 = mul nsw i64 %326, %327
  %329 = add i32 %s0, %i185
  %330 = sext i32 %329 to i64
  %331 = add nsw i64 %328, %330
  %332 = mul nsw i64 %331, 1
  %333 = add nsw i64 %332, 0
  %334 = mul nsw i64 %333, 16
  %335 = sext i32 %j189 to i64
  %336 = add nsw i64 %334, %335
  %337 = getelementptr inbounds i16, ptr %K_pe, i64 %336
  %338 = load i16, ptr %337, align 2
  %339 = bitcast i16 %338 to half
  %340 = fpext half %339 to float
  %341 = sext i32 %i185 to i64
  %342 = mul nsw i64 %341, 16
  %343 = sext i32 %j189 to i64
  %344 = add nsw i64 %342, %343
  %345 = getelementptr inbounds i16, ptr %Kpe_s, i64 %344
  %346 = fptrunc float %340 to half
  %347 = bitcast half %346 to i16
  store i16 %347, ptr %345, align 2
  %348 = add nsw i32 %j189, 1
  br label %for.cond86, !llvm.loop !19

for.end88:                                        ; preds = %for.cond86
  %349 = add nsw i32 %i185, 1
  br label %for.cond82, !llvm.loop !20

for.cond90:                                       ; preds = %for.end96, %if.else80
  %i193 = phi i32 [ 0, %if.else80 ], [ %366, %for.end96 ]
  %350 = icmp slt i32 %i193, 32
  br i1 %350, label %for.body91, label %for.end92

for.body91:                                       ; preds = %for.cond90
  br label %for.cond94

for.end92:                                        ; preds = %for.cond90
  br label %if.end81

for.cond94:                                       ; preds = %sel.end100, %for.body91
  %j197 = phi i32 [ 0, %for.body91 ], [ %390, %sel.end100 ]
  %351 = icmp slt i32 %j197, 16
  br i1 %351, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %352 = sext i32 %b to i64
  %353 = sext i32 %B to i64
  %354 = icmp slt i64 %352, %353
  %355 = sext i32 %s0 to i64
  %356 = sext i32 %i193 to i64
  %357 = add i64 %355, %356
  %358 = icmp sle i64 0, %357
  %359 = sext i32 %s0 to i64
  %360 = sext i32 %i193 to i64
  %361 = add i64 %359, %360
  %362 = sext i32 %S to i64
  %363 = icmp slt i64 %361, %362
  %364 = and i1 %358, %363
  %365 = and i1 %354, %364
  br i1 %365, label %sel.then98, label %sel.else99

for.end96:                                        ; preds = %for.cond94
  %366 = add nsw i32 %i193, 1
  br label %for.cond90, !llvm.loop !21

sel.then98:                                       ; preds = %for.body95
  %367 = sext i32 %b to i64
  %368 = sext i32 %S to i64
  %369 = mul nsw i64 %367, %368
  %370 = add i32 %s0, %i193
  %371 = sext i32 %370 to i64
  %372 = add nsw i64 %369, %371
  %373 = mul nsw i64 %372, 1
  %374 = add nsw i64 %373, 0
  %375 = mul nsw i64 %374, 16
  %376 = sext i32 %j197 to i64
  %377 = add nsw i64 %375, %376
  %378 = getelementptr inbounds i16, ptr %K_pe, i64 %377
  %379 = load i16, ptr %378, align 2
  %380 = bitcast i16 %379 to half
  %381 = fpext half %380 to float
  br label %sel.end100

sel.else99:                                       ; preds = %for.body95
  br label %sel.end100

sel.end100:                                       ; preds = %sel.else99, %sel.then98
  %382 = phi float [ %381, %sel.then98 ], [ 0.000000e+00, %sel.else99 ]
  %383 = sext i32 %i193 to i64
  %384 = mul nsw i64 %383, 16
  %385 = sext i32 %j197 to i64
  %386 = add nsw i64 %384, %385
  %387 = getelementptr inbounds i16, ptr %Kpe_s, i64 %386
  %388 = fptrunc float %382 to half
  %389 = bitcast half %388 to i16
  store i16 %389, ptr %387, align 2
  %390 = add nsw i32 %j197, 1
  br label %for.cond94, !llvm.loop !22

for.cond101:                                      ; preds = %for.end107, %if.end81
  %i1104 = phi i32 [ 0, %if.end81 ], [ %399, %for.end107 ]
  %391 = icmp slt i32 %i1104, 16
  br i1 %391, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  br label %for.cond105

for.end103:                                       ; preds = %for.cond101
  call void @tilec_rt_gemm_f16f32(i32 16, i32 32, i32 64, ptr %Q_s, i32 64, i32 0, ptr %KV_s, i32 64, i32 1, ptr %acc_s, i32 32)
  call void @tilec_rt_gemm_f16f32(i32 16, i32 32, i32 16, ptr %Qpe_s, i32 16, i32 0, ptr %Kpe_s, i32 16, i32 1, ptr %acc_s, i32 32)
  br label %for.cond109

for.cond105:                                      ; preds = %for.body106, %for.body102
  %j1108 = phi i32 [ 0, %for.body102 ], [ %398, %for.body106 ]
  %392 = icmp slt i32 %j1108, 32
  br i1 %392, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %393 = sext i32 %i1104 to i64
  %394 = mul nsw i64 %393, 32
  %395 = sext i32 %j1108 to i64
  %396 = add nsw i64 %394, %395
  %397 = getelementptr inbounds float, ptr %acc_s, i64 %396
  store float 0.000000e+00, ptr %397, align 4
  %398 = add nsw i32 %j1108, 1
  br label %for.cond105, !llvm.loop !23

for.end107:                                       ; preds = %for.cond105
  %399 = add nsw i32 %i1104, 1
  br label %for.cond101, !llvm.loop !24

for.cond109:                                      ; preds = %for.end132, %for.end103
  %i = phi i32 [ 0, %for.end103 ], [ %546, %for.end132 ]
  %400 = icmp slt i32 %i, 16
  br i1 %400, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  br label %for.cond112

for.end111:                                       ; preds = %for.cond109
  call void @tilec_rt_gemm_f16f32(i32 16, i32 64, i32 32, ptr %P_s, i32 32, i32 0, ptr %KV_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %401 = add nsw i32 %k, 1
  br label %for.cond48, !llvm.loop !25

for.cond112:                                      ; preds = %for.body113, %for.body110
  %j = phi i32 [ 0, %for.body110 ], [ %419, %for.body113 ]
  %402 = icmp slt i32 %j, 32
  br i1 %402, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %403 = add i32 %s0, %j
  %404 = icmp slt i32 %403, %end
  %405 = sext i32 %i to i64
  %406 = mul nsw i64 %405, 32
  %407 = sext i32 %j to i64
  %408 = add nsw i64 %406, %407
  %409 = call i64 @llvm.umin.i64(i64 %408, i64 511)
  %410 = getelementptr inbounds float, ptr %acc_s, i64 %409
  %411 = load float, ptr %410, align 4
  %412 = fmul float %411, 0x3FC4A56B80000000
  %413 = select i1 %404, float %412, float 0xFFF0000000000000
  %414 = sext i32 %i to i64
  %415 = mul nsw i64 %414, 32
  %416 = sext i32 %j to i64
  %417 = add nsw i64 %415, %416
  %418 = getelementptr inbounds float, ptr %acc_s, i64 %417
  store float %413, ptr %418, align 4
  %419 = add nsw i32 %j, 1
  br label %for.cond112, !llvm.loop !26

for.end114:                                       ; preds = %for.cond112
  %420 = sext i32 %i to i64
  %421 = getelementptr inbounds float, ptr %m, i64 %420
  %422 = load float, ptr %421, align 4
  %423 = sext i32 %i to i64
  %424 = getelementptr inbounds float, ptr %m_prev, i64 %423
  store float %422, ptr %424, align 4
  br label %for.cond115

for.cond115:                                      ; preds = %for.body116, %for.end114
  %red = phi i32 [ 0, %for.end114 ], [ %438, %for.body116 ]
  %425 = icmp slt i32 %red, 32
  br i1 %425, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %426 = sext i32 %i to i64
  %427 = getelementptr inbounds float, ptr %m, i64 %426
  %428 = load float, ptr %427, align 4
  %429 = sext i32 %i to i64
  %430 = mul nsw i64 %429, 32
  %431 = sext i32 %red to i64
  %432 = add nsw i64 %430, %431
  %433 = getelementptr inbounds float, ptr %acc_s, i64 %432
  %434 = load float, ptr %433, align 4
  %435 = call float @llvm.maxnum.f32(float %428, float %434)
  %436 = sext i32 %i to i64
  %437 = getelementptr inbounds float, ptr %m, i64 %436
  store float %435, ptr %437, align 4
  %438 = add nsw i32 %red, 1
  br label %for.cond115, !llvm.loop !27

for.end117:                                       ; preds = %for.cond115
  %439 = sext i32 %i to i64
  %440 = getelementptr inbounds float, ptr %m_prev, i64 %439
  %441 = load float, ptr %440, align 4
  %442 = sext i32 %i to i64
  %443 = getelementptr inbounds float, ptr %m, i64 %442
  %444 = load float, ptr %443, align 4
  %445 = fcmp oeq float %444, 0xFFF0000000000000
  %446 = sext i32 %i to i64
  %447 = call i64 @llvm.umin.i64(i64 %446, i64 15)
  %448 = getelementptr inbounds float, ptr %m, i64 %447
  %449 = load float, ptr %448, align 4
  %450 = select i1 %445, float 0.000000e+00, float %449
  %451 = fsub float %441, %450
  %452 = fpext float %451 to double
  %453 = call double @llvm.exp2.f64(double %452)
  %454 = fptrunc double %453 to float
  %455 = sext i32 %i to i64
  %456 = getelementptr inbounds float, ptr %alpha, i64 %455
  store float %454, ptr %456, align 4
  br label %for.cond118

for.cond118:                                      ; preds = %for.body119, %for.end117
  %j121 = phi i32 [ 0, %for.end117 ], [ %482, %for.body119 ]
  %457 = icmp slt i32 %j121, 32
  br i1 %457, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %458 = sext i32 %i to i64
  %459 = mul nsw i64 %458, 32
  %460 = sext i32 %j121 to i64
  %461 = add nsw i64 %459, %460
  %462 = getelementptr inbounds float, ptr %acc_s, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = sext i32 %i to i64
  %465 = getelementptr inbounds float, ptr %m, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = fcmp oeq float %466, 0xFFF0000000000000
  %468 = sext i32 %i to i64
  %469 = call i64 @llvm.umin.i64(i64 %468, i64 15)
  %470 = getelementptr inbounds float, ptr %m, i64 %469
  %471 = load float, ptr %470, align 4
  %472 = select i1 %467, float 0.000000e+00, float %471
  %473 = fsub float %463, %472
  %474 = fpext float %473 to double
  %475 = call double @llvm.exp2.f64(double %474)
  %476 = fptrunc double %475 to float
  %477 = sext i32 %i to i64
  %478 = mul nsw i64 %477, 32
  %479 = sext i32 %j121 to i64
  %480 = add nsw i64 %478, %479
  %481 = getelementptr inbounds float, ptr %acc_s, i64 %480
  store float %476, ptr %481, align 4
  %482 = add nsw i32 %j121, 1
  br label %for.cond118, !llvm.loop !28

for.end120:                                       ; preds = %for.cond118
  %483 = sext i32 %i to i64
  %484 = getelementptr inbounds float, ptr %rowsum, i64 %483
  store float 0.000000e+00, ptr %484, align 4
  br label %for.cond122

for.cond122:                                      ; preds = %for.body123, %for.end120
  %red125 = phi i32 [ 0, %for.end120 ], [ %498, %for.body123 ]
  %485 = icmp slt i32 %red125, 32
  br i1 %485, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %486 = sext i32 %i to i64
  %487 = getelementptr inbounds float, ptr %rowsum, i64 %486
  %488 = load float, ptr %487, align 4
  %489 = sext i32 %i to i64
  %490 = mul nsw i64 %489, 32
  %491 = sext i32 %red125 to i64
  %492 = add nsw i64 %490, %491
  %493 = getelementptr inbounds float, ptr %acc_s, i64 %492
  %494 = load float, ptr %493, align 4
  %495 = fadd float %488, %494
  %496 = sext i32 %i to i64
  %497 = getelementptr inbounds float, ptr %rowsum, i64 %496
  store float %495, ptr %497, align 4
  %498 = add nsw i32 %red125, 1
  br label %for.cond122, !llvm.loop !29

for.end124:                                       ; preds = %for.cond122
  %499 = sext i32 %i to i64
  %500 = getelementptr inbounds float, ptr %l, i64 %499
  %501 = load float, ptr %500, align 4
  %502 = sext i32 %i to i64
  %503 = getelementptr inbounds float, ptr %alpha, i64 %502
  %504 = load float, ptr %503, align 4
  %505 = fmul float %501, %504
  %506 = sext i32 %i to i64
  %507 = getelementptr inbounds float, ptr %rowsum, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = fadd float %505, %508
  %510 = sext i32 %i to i64
  %511 = getelementptr inbounds float, ptr %l, i64 %510
  store float %509, ptr %511, align 4
  br label %for.cond126

for.cond126:                                      ; preds = %for.body127, %for.end124
  %j129 = phi i32 [ 0, %for.end124 ], [ %528, %for.body127 ]
  %512 = icmp slt i32 %j129, 64
  br i1 %512, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %513 = sext i32 %i to i64
  %514 = mul nsw i64 %513, 64
  %515 = sext i32 %j129 to i64
  %516 = add nsw i64 %514, %515
  %517 = getelementptr inbounds float, ptr %acc_o, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = sext i32 %i to i64
  %520 = getelementptr inbounds float, ptr %alpha, i64 %519
  %521 = load float, ptr %520, align 4
  %522 = fmul float %518, %521
  %523 = sext i32 %i to i64
  %524 = mul nsw i64 %523, 64
  %525 = sext i32 %j129 to i64
  %526 = add nsw i64 %524, %525
  %527 = getelementptr inbounds float, ptr %acc_o, i64 %526
  store float %522, ptr %527, align 4
  %528 = add nsw i32 %j129, 1
  br label %for.cond126, !llvm.loop !30

for.end128:                                       ; preds = %for.cond126
  br label %for.cond130

for.cond130:                                      ; preds = %for.body131, %for.end128
  %j1133 = phi i32 [ 0, %for.end128 ], [ %545, %for.body131 ]
  %529 = icmp slt i32 %j1133, 32
  br i1 %529, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %530 = sext i32 %i to i64
  %531 = mul nsw i64 %530, 32
  %532 = sext i32 %j1133 to i64
  %533 = add nsw i64 %531, %532
  %534 = getelementptr inbounds float, ptr %acc_s, i64 %533
  %535 = load float, ptr %534, align 4
  %536 = fptrunc float %535 to half
  %537 = fpext half %536 to float
  %538 = sext i32 %i to i64
  %539 = mul nsw i64 %538, 32
  %540 = sext i32 %j1133 to i64
  %541 = add nsw i64 %539, %540
  %542 = getelementptr inbounds i16, ptr %P_s, i64 %541
  %543 = fptrunc float %537 to half
  %544 = bitcast half %543 to i16
  store i16 %544, ptr %542, align 2
  %545 = add nsw i32 %j1133, 1
  br label %for.cond130, !llvm.loop !31

for.end132:                                       ; preds = %for.cond130
  %546 = add nsw i32 %i, 1
  br label %for.cond109, !llvm.loop !32

for.cond134:                                      ; preds = %if.end144, %for.end50
  %i137 = phi i32 [ 0, %for.end50 ], [ %638, %if.end144 ]
  %547 = icmp slt i32 %i137, 16
  br i1 %547, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  br label %for.cond138

for.end136:                                       ; preds = %for.cond134
  %548 = sext i32 %b to i64
  %549 = add i64 %548, 1
  %550 = sext i32 %B to i64
  %551 = icmp sle i64 %549, %550
  %552 = mul i32 %hb, 16
  %553 = icmp sle i32 0, %552
  %554 = mul i32 %hb, 16
  %555 = sext i32 %554 to i64
  %556 = add i64 %555, 16
  %557 = sext i32 %H to i64
  %558 = icmp sle i64 %556, %557
  %559 = and i1 %553, %558
  %560 = and i1 %551, %559
  %561 = sext i32 %sp to i64
  %562 = add i64 %561, 1
  %563 = icmp sle i64 %562, 4
  %564 = and i1 %560, %563
  br i1 %564, label %if.then145, label %if.else146

for.cond138:                                      ; preds = %for.body139, %for.body135
  %j141 = phi i32 [ 0, %for.body135 ], [ %588, %for.body139 ]
  %565 = icmp slt i32 %j141, 64
  br i1 %565, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %566 = sext i32 %i137 to i64
  %567 = getelementptr inbounds float, ptr %l, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = fcmp ogt float %568, 0.000000e+00
  %570 = sext i32 %i137 to i64
  %571 = mul nsw i64 %570, 64
  %572 = sext i32 %j141 to i64
  %573 = add nsw i64 %571, %572
  %574 = call i64 @llvm.umin.i64(i64 %573, i64 1023)
  %575 = getelementptr inbounds float, ptr %acc_o, i64 %574
  %576 = load float, ptr %575, align 4
  %577 = sext i32 %i137 to i64
  %578 = call i64 @llvm.umin.i64(i64 %577, i64 15)
  %579 = getelementptr inbounds float, ptr %l, i64 %578
  %580 = load float, ptr %579, align 4
  %581 = fdiv float %576, %580
  %582 = select i1 %569, float %581, float 0.000000e+00
  %583 = sext i32 %i137 to i64
  %584 = mul nsw i64 %583, 64
  %585 = sext i32 %j141 to i64
  %586 = add nsw i64 %584, %585
  %587 = getelementptr inbounds float, ptr %acc_o, i64 %586
  store float %582, ptr %587, align 4
  %588 = add nsw i32 %j141, 1
  br label %for.cond138, !llvm.loop !33

for.end140:                                       ; preds = %for.cond138
  %589 = icmp sle i32 0, %b
  %590 = icmp slt i32 %b, %B
  %591 = and i1 %589, %590
  %592 = mul i32 %hb, 16
  %593 = sext i32 %592 to i64
  %594 = sext i32 %i137 to i64
  %595 = add i64 %593, %594
  %596 = icmp sle i64 0, %595
  %597 = mul i32 %hb, 16
  %598 = sext i32 %597 to i64
  %599 = sext i32 %i137 to i64
  %600 = add i64 %598, %599
  %601 = sext i32 %H to i64
  %602 = icmp slt i64 %600, %601
  %603 = and i1 %596, %602
  %604 = and i1 %591, %603
  %605 = icmp sle i32 0, %sp
  %606 = icmp slt i32 %sp, 4
  %607 = and i1 %605, %606
  %608 = and i1 %604, %607
  br i1 %608, label %if.then142, label %if.else143

if.then142:                                       ; preds = %for.end140
  %609 = sext i32 %i137 to i64
  %610 = getelementptr inbounds float, ptr %l, i64 %609
  %611 = load float, ptr %610, align 4
  %612 = fcmp ogt float %611, 0.000000e+00
  %613 = sext i32 %i137 to i64
  %614 = call i64 @llvm.umin.i64(i64 %613, i64 15)
  %615 = getelementptr inbounds float, ptr %l, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = fpext float %616 to double
  %618 = call double @llvm.log2.f64(double %617)
  %619 = fptrunc double %618 to float
  %620 = sext i32 %i137 to i64
  %621 = call i64 @llvm.umin.i64(i64 %620, i64 15)
  %622 = getelementptr inbounds float, ptr %m, i64 %621
  %623 = load float, ptr %622, align 4
  %624 = fadd float %619, %623
  %625 = select i1 %612, float %624, float 0xFFF0000000000000
  %626 = sext i32 %b to i64
  %627 = sext i32 %H to i64
  %628 = mul nsw i64 %626, %627
  %629 = mul i32 %hb, 16
  %630 = sext i32 %629 to i64
  %631 = sext i32 %i137 to i64
  %632 = add i64 %630, %631
  %633 = add nsw i64 %628, %632
  %634 = mul nsw i64 %633, 4
  %635 = sext i32 %sp to i64
  %636 = add nsw i64 %634, %635
  %637 = getelementptr inbounds float, ptr %Lse, i64 %636
  store float %625, ptr %637, align 4
  br label %if.end144

if.else143:                                       ; preds = %for.end140
  br label %if.end144

if.end144:                                        ; preds = %if.else143, %if.then142
  %638 = add nsw i32 %i137, 1
  br label %for.cond134, !llvm.loop !34

if.then145:                                       ; preds = %for.end136
  br label %for.cond148

if.else146:                                       ; preds = %for.end136
  br label %for.cond160

if.end147:                                        ; preds = %for.end162, %for.end150
  ret void

for.cond148:                                      ; preds = %if.end153, %if.then145
  %i2 = phi i32 [ 0, %if.then145 ], [ %644, %if.end153 ]
  %639 = icmp slt i32 %i2, 16
  br i1 %639, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %640 = sext i32 %B to i64
  %641 = sext i32 %H to i64
  %642 = mul i64 %640, %641
  %643 = icmp sge i64 %642, 65536
  br i1 %643, label %if.then151, label %if.else152

for.end150:                                       ; preds = %for.cond148
  br label %if.end147

if.then151:                                       ; preds = %for.body149
  br label %for.cond154

if.else152:                                       ; preds = %for.body149
  br label %for.cond157

if.end153:                                        ; preds = %for.end159, %for.end156
  %644 = add nsw i32 %i2, 1
  br label %for.cond148, !llvm.loop !35

for.cond154:                                      ; preds = %for.body155, %if.then151
  %tl_c1 = phi i32 [ 0, %if.then151 ], [ %658, %for.body155 ]
  %645 = icmp slt i32 %tl_c1, 64
  br i1 %645, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %646 = sext i32 %i2 to i64
  %647 = mul nsw i64 %646, 64
  %648 = sext i32 %tl_c1 to i64
  %649 = add nsw i64 %647, %648
  %650 = getelementptr inbounds float, ptr %acc_o, i64 %649
  %651 = load float, ptr %650, align 4
  %652 = fptrunc float %651 to half
  %653 = fpext half %652 to float
  %654 = sext i32 %tl_c1 to i64
  %655 = getelementptr inbounds i16, ptr %tl_stream0, i64 %654
  %656 = fptrunc float %653 to half
  %657 = bitcast half %656 to i16
  store i16 %657, ptr %655, align 2
  %658 = add nsw i32 %tl_c1, 1
  br label %for.cond154, !llvm.loop !36

for.end156:                                       ; preds = %for.cond154
  %659 = sext i32 %b to i64
  %660 = sext i32 %H to i64
  %661 = mul nsw i64 %659, %660
  %662 = mul i32 %hb, 16
  %663 = add i32 %662, %i2
  %664 = sext i32 %663 to i64
  %665 = add nsw i64 %661, %664
  %666 = mul nsw i64 %665, 4
  %667 = sext i32 %sp to i64
  %668 = add nsw i64 %666, %667
  %669 = mul nsw i64 %668, 64
  %670 = add nsw i64 %669, 0
  %671 = getelementptr inbounds i16, ptr %Partial, i64 %670
  %672 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %671, ptr %672, i64 128)
  br label %if.end153

for.cond157:                                      ; preds = %for.body158, %if.else152
  %j2 = phi i32 [ 0, %if.else152 ], [ %698, %for.body158 ]
  %673 = icmp slt i32 %j2, 64
  br i1 %673, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  %674 = sext i32 %i2 to i64
  %675 = mul nsw i64 %674, 64
  %676 = sext i32 %j2 to i64
  %677 = add nsw i64 %675, %676
  %678 = getelementptr inbounds float, ptr %acc_o, i64 %677
  %679 = load float, ptr %678, align 4
  %680 = fptrunc float %679 to half
  %681 = fpext half %680 to float
  %682 = sext i32 %b to i64
  %683 = sext i32 %H to i64
  %684 = mul nsw i64 %682, %683
  %685 = mul i32 %hb, 16
  %686 = add i32 %685, %i2
  %687 = sext i32 %686 to i64
  %688 = add nsw i64 %684, %687
  %689 = mul nsw i64 %688, 4
  %690 = sext i32 %sp to i64
  %691 = add nsw i64 %689, %690
  %692 = mul nsw i64 %691, 64
  %693 = sext i32 %j2 to i64
  %694 = add nsw i64 %692, %693
  %695 = getelementptr inbounds i16, ptr %Partial, i64 %694
  %696 = fptrunc float %681 to half
  %697 = bitcast half %696 to i16
  store i16 %697, ptr %695, align 2
  %698 = add nsw i32 %j2, 1
  br label %for.cond157, !llvm.loop !37

for.end159:                                       ; preds = %for.cond157
  br label %if.end153

for.cond160:                                      ; preds = %if.end166, %if.else146
  %i2163 = phi i32 [ 0, %if.else146 ], [ %723, %if.end166 ]
  %699 = icmp slt i32 %i2163, 16
  br i1 %699, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  %700 = sext i32 %b to i64
  %701 = sext i32 %B to i64
  %702 = icmp slt i64 %700, %701
  %703 = mul i32 %hb, 16
  %704 = sext i32 %703 to i64
  %705 = sext i32 %i2163 to i64
  %706 = add i64 %704, %705
  %707 = icmp sle i64 0, %706
  %708 = mul i32 %hb, 16
  %709 = sext i32 %708 to i64
  %710 = sext i32 %i2163 to i64
  %711 = add i64 %709, %710
  %712 = sext i32 %H to i64
  %713 = icmp slt i64 %711, %712
  %714 = and i1 %707, %713
  %715 = and i1 %702, %714
  %716 = sext i32 %sp to i64
  %717 = icmp slt i64 %716, 4
  %718 = and i1 %715, %717
  br i1 %718, label %if.then164, label %if.else165

for.end162:                                       ; preds = %for.cond160
  br label %if.end147

if.then164:                                       ; preds = %for.body161
  %719 = sext i32 %B to i64
  %720 = sext i32 %H to i64
  %721 = mul i64 %719, %720
  %722 = icmp sge i64 %721, 65536
  br i1 %722, label %if.then167, label %if.else168

if.else165:                                       ; preds = %for.body161
  br label %if.end166

if.end166:                                        ; preds = %if.else165, %if.end169
  %723 = add nsw i32 %i2163, 1
  br label %for.cond160, !llvm.loop !38

if.then167:                                       ; preds = %if.then164
  br label %for.cond170

if.else168:                                       ; preds = %if.then164
  br label %for.cond173

if.end169:                                        ; preds = %for.end175, %for.end172
  br label %if.end166

for.cond170:                                      ; preds = %for.body171, %if.then167
  %tl_c4 = phi i32 [ 0, %if.then167 ], [ %737, %for.body171 ]
  %724 = icmp slt i32 %tl_c4, 64
  br i1 %724, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  %725 = sext i32 %i2163 to i64
  %726 = mul nsw i64 %725, 64
  %727 = sext i32 %tl_c4 to i64
  %728 = add nsw i64 %726, %727
  %729 = getelementptr inbounds float, ptr %acc_o, i64 %728
  %730 = load float, ptr %729, align 4
  %731 = fptrunc float %730 to half
  %732 = fpext half %731 to float
  %733 = sext i32 %tl_c4 to i64
  %734 = getelementptr inbounds i16, ptr %tl_stream3, i64 %733
  %735 = fptrunc float %732 to half
  %736 = bitcast half %735 to i16
  store i16 %736, ptr %734, align 2
  %737 = add nsw i32 %tl_c4, 1
  br label %for.cond170, !llvm.loop !39

for.end172:                                       ; preds = %for.cond170
  %738 = sext i32 %b to i64
  %739 = sext i32 %H to i64
  %740 = mul nsw i64 %738, %739
  %741 = mul i32 %hb, 16
  %742 = add i32 %741, %i2163
  %743 = sext i32 %742 to i64
  %744 = add nsw i64 %740, %743
  %745 = mul nsw i64 %744, 4
  %746 = sext i32 %sp to i64
  %747 = add nsw i64 %745, %746
  %748 = mul nsw i64 %747, 64
  %749 = add nsw i64 %748, 0
  %750 = getelementptr inbounds i16, ptr %Partial, i64 %749
  %751 = getelementptr inbounds i16, ptr %tl_stream3, i64 0
  call void @tilec_rt_stream(ptr %750, ptr %751, i64 128)
  br label %if.end169

for.cond173:                                      ; preds = %for.body174, %if.else168
  %j2176 = phi i32 [ 0, %if.else168 ], [ %777, %for.body174 ]
  %752 = icmp slt i32 %j2176, 64
  br i1 %752, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %753 = sext i32 %i2163 to i64
  %754 = mul nsw i64 %753, 64
  %755 = sext i32 %j2176 to i64
  %756 = add nsw i64 %754, %755
  %757 = getelementptr inbounds float, ptr %acc_o, i64 %756
  %758 = load float, ptr %757, align 4
  %759 = fptrunc float %758 to half
  %760 = fpext half %759 to float
  %761 = sext i32 %b to i64
  %762 = sext i32 %H to i64
  %763 = mul nsw i64 %761, %762
  %764 = mul i32 %hb, 16
  %765 = add i32 %764, %i2163
  %766 = sext i32 %765 to i64
  %767 = add nsw i64 %763, %766
  %768 = mul nsw i64 %767, 4
  %769 = sext i32 %sp to i64
  %770 = add nsw i64 %768, %769
  %771 = mul nsw i64 %770, 64
  %772 = sext i32 %j2176 to i64
  %773 = add nsw i64 %771, %772
  %774 = getelementptr inbounds i16, ptr %Partial, i64 %773
  %775 = fptrunc float %760 to half
  %776 = bitcast half %775 to i16
  store i16 %776, ptr %774, align 2
  %777 = add nsw i32 %j2176, 1
  br label %for.cond173, !llvm.loop !40

for.end175:                                       ; preds = %for.cond173
  br label %if.end169
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
declare double @llvm.exp2.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log2.f64(double) #3

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @mla_decode_split_task(ptr %ctx, i64 %block) #4 {
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
define i32 @tilec_launch_mla_decode_split(ptr %args, ptr %dims, ptr %self) #4 {
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
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i1, 64
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i1 to i64
  %2 = getelementptr inbounds float, ptr %o, i64 %1
  store float 0.000000e+00, ptr %2, align 4
  %3 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !41

for.end:                                          ; preds = %for.cond
  store float 0xFFF0000000000000, ptr %lse_max, align 4
  br label %for.cond1

for.cond1:                                        ; preds = %sel.end, %for.end
  %k = phi i32 [ 0, %for.end ], [ %29, %sel.end ]
  %4 = icmp slt i32 %k, 4
  br i1 %4, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %5 = load float, ptr %lse_max, align 4
  %6 = icmp sle i32 0, %b
  %7 = icmp slt i32 %b, %B
  %8 = and i1 %6, %7
  %9 = icmp sle i32 0, %h
  %10 = icmp slt i32 %h, %H
  %11 = and i1 %9, %10
  %12 = and i1 %8, %11
  %13 = icmp sle i32 0, %k
  %14 = icmp slt i32 %k, 4
  %15 = and i1 %13, %14
  %16 = and i1 %12, %15
  br i1 %16, label %sel.then, label %sel.else

for.end3:                                         ; preds = %for.cond1
  store float 0.000000e+00, ptr %sum, align 4
  br label %for.cond4

sel.then:                                         ; preds = %for.body2
  %17 = sext i32 %b to i64
  %18 = sext i32 %H to i64
  %19 = mul nsw i64 %17, %18
  %20 = sext i32 %h to i64
  %21 = add nsw i64 %19, %20
  %22 = mul nsw i64 %21, 4
  %23 = sext i32 %k to i64
  %24 = add nsw i64 %22, %23
  %25 = getelementptr inbounds float, ptr %Lse, i64 %24
  %26 = load float, ptr %25, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body2
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %27 = phi float [ %26, %sel.then ], [ 0.000000e+00, %sel.else ]
  %28 = call float @llvm.maxnum.f32(float %5, float %27)
  store float %28, ptr %lse_max, align 4
  %29 = add nsw i32 %k, 1
  br label %for.cond1, !llvm.loop !42

for.cond4:                                        ; preds = %sel.end10, %for.end3
  %k7 = phi i32 [ 0, %for.end3 ], [ %65, %sel.end10 ]
  %30 = icmp slt i32 %k7, 4
  br i1 %30, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %31 = load float, ptr %sum, align 4
  %32 = icmp sle i32 0, %b
  %33 = icmp slt i32 %b, %B
  %34 = and i1 %32, %33
  %35 = icmp sle i32 0, %h
  %36 = icmp slt i32 %h, %H
  %37 = and i1 %35, %36
  %38 = and i1 %34, %37
  %39 = icmp sle i32 0, %k7
  %40 = icmp slt i32 %k7, 4
  %41 = and i1 %39, %40
  %42 = and i1 %38, %41
  br i1 %42, label %sel.then8, label %sel.else9

for.end6:                                         ; preds = %for.cond4
  %43 = load float, ptr %sum, align 4
  %44 = fpext float %43 to double
  %45 = call double @llvm.log2.f64(double %44)
  %46 = fptrunc double %45 to float
  %47 = load float, ptr %lse_max, align 4
  %lse = fadd float %46, %47
  br label %for.cond11

sel.then8:                                        ; preds = %for.body5
  %48 = sext i32 %b to i64
  %49 = sext i32 %H to i64
  %50 = mul nsw i64 %48, %49
  %51 = sext i32 %h to i64
  %52 = add nsw i64 %50, %51
  %53 = mul nsw i64 %52, 4
  %54 = sext i32 %k7 to i64
  %55 = add nsw i64 %53, %54
  %56 = getelementptr inbounds float, ptr %Lse, i64 %55
  %57 = load float, ptr %56, align 4
  br label %sel.end10

sel.else9:                                        ; preds = %for.body5
  br label %sel.end10

sel.end10:                                        ; preds = %sel.else9, %sel.then8
  %58 = phi float [ %57, %sel.then8 ], [ 0.000000e+00, %sel.else9 ]
  %59 = load float, ptr %lse_max, align 4
  %60 = fsub float %58, %59
  %61 = fpext float %60 to double
  %62 = call double @llvm.exp2.f64(double %61)
  %63 = fptrunc double %62 to float
  %64 = fadd float %31, %63
  store float %64, ptr %sum, align 4
  %65 = add nsw i32 %k7, 1
  br label %for.cond4, !llvm.loop !43

for.cond11:                                       ; preds = %for.end30, %for.end6
  %k14 = phi i32 [ 0, %for.end6 ], [ %170, %for.end30 ]
  %66 = icmp slt i32 %k14, 4
  br i1 %66, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %67 = icmp sle i32 0, %b
  %68 = icmp slt i32 %b, %B
  %69 = and i1 %67, %68
  %70 = icmp sle i32 0, %h
  %71 = icmp slt i32 %h, %H
  %72 = and i1 %70, %71
  %73 = and i1 %69, %72
  %74 = icmp sle i32 0, %k14
  %75 = icmp slt i32 %k14, 4
  %76 = and i1 %74, %75
  %77 = and i1 %73, %76
  br i1 %77, label %sel.then15, label %sel.else16

for.end13:                                        ; preds = %for.cond11
  %78 = sext i32 %b to i64
  %79 = add i64 %78, 1
  %80 = sext i32 %B to i64
  %81 = icmp sle i64 %79, %80
  %82 = sext i32 %h to i64
  %83 = add i64 %82, 1
  %84 = sext i32 %H to i64
  %85 = icmp sle i64 %83, %84
  %86 = and i1 %81, %85
  br i1 %86, label %if.then32, label %if.else33

sel.then15:                                       ; preds = %for.body12
  %87 = sext i32 %b to i64
  %88 = sext i32 %H to i64
  %89 = mul nsw i64 %87, %88
  %90 = sext i32 %h to i64
  %91 = add nsw i64 %89, %90
  %92 = mul nsw i64 %91, 4
  %93 = sext i32 %k14 to i64
  %94 = add nsw i64 %92, %93
  %95 = getelementptr inbounds float, ptr %Lse, i64 %94
  %96 = load float, ptr %95, align 4
  br label %sel.end17

sel.else16:                                       ; preds = %for.body12
  br label %sel.end17

sel.end17:                                        ; preds = %sel.else16, %sel.then15
  %97 = phi float [ %96, %sel.then15 ], [ 0.000000e+00, %sel.else16 ]
  %98 = fsub float %97, %lse
  %99 = fpext float %98 to double
  %100 = call double @llvm.exp2.f64(double %99)
  %w = fptrunc double %100 to float
  br label %for.cond18

for.cond18:                                       ; preds = %for.body19, %sel.end17
  %i = phi i32 [ 0, %sel.end17 ], [ %109, %for.body19 ]
  %101 = icmp slt i32 %i, 0
  br i1 %101, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %102 = sext i32 %i to i64
  %103 = getelementptr inbounds float, ptr %o, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = fmul float 0.000000e+00, %w
  %106 = fadd float %104, %105
  %107 = sext i32 %i to i64
  %108 = getelementptr inbounds float, ptr %o, i64 %107
  store float %106, ptr %108, align 4
  %109 = add nsw i32 %i, 1
  br label %for.cond18, !llvm.loop !44

for.end20:                                        ; preds = %for.cond18
  %110 = icmp sle i32 0, %b
  %111 = icmp slt i32 %b, %B
  %112 = and i1 %110, %111
  %113 = icmp sle i32 0, %h
  %114 = icmp slt i32 %h, %H
  %115 = and i1 %113, %114
  %116 = and i1 %112, %115
  %117 = icmp sle i32 0, %k14
  %118 = icmp slt i32 %k14, 4
  %119 = and i1 %117, %118
  %120 = and i1 %116, %119
  br i1 %120, label %if.then, label %if.else

if.then:                                          ; preds = %for.end20
  br label %for.cond21

if.else:                                          ; preds = %for.end20
  br label %for.cond24

if.end:                                           ; preds = %for.end26, %for.end23
  br label %for.cond28

for.cond21:                                       ; preds = %for.body22, %if.then
  %i2 = phi i32 [ 0, %if.then ], [ %147, %for.body22 ]
  %121 = icmp slt i32 %i2, 64
  br i1 %121, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %122 = add i32 0, %i2
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds float, ptr %o, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = sext i32 %b to i64
  %127 = sext i32 %H to i64
  %128 = mul nsw i64 %126, %127
  %129 = sext i32 %h to i64
  %130 = add nsw i64 %128, %129
  %131 = mul nsw i64 %130, 4
  %132 = sext i32 %k14 to i64
  %133 = add nsw i64 %131, %132
  %134 = mul nsw i64 %133, 64
  %135 = add i32 0, %i2
  %136 = sext i32 %135 to i64
  %137 = add nsw i64 %134, %136
  %138 = getelementptr inbounds i16, ptr %Partial, i64 %137
  %139 = load i16, ptr %138, align 2
  %140 = bitcast i16 %139 to half
  %141 = fpext half %140 to float
  %142 = fmul float %141, %w
  %143 = fadd float %125, %142
  %144 = add i32 0, %i2
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds float, ptr %o, i64 %145
  store float %143, ptr %146, align 4
  %147 = add nsw i32 %i2, 1
  br label %for.cond21, !llvm.loop !45

for.end23:                                        ; preds = %for.cond21
  br label %if.end

for.cond24:                                       ; preds = %for.body25, %if.else
  %i227 = phi i32 [ 0, %if.else ], [ %158, %for.body25 ]
  %148 = icmp slt i32 %i227, 64
  br i1 %148, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %149 = add i32 0, %i227
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds float, ptr %o, i64 %150
  %152 = load float, ptr %151, align 4
  %153 = fmul float 0.000000e+00, %w
  %154 = fadd float %152, %153
  %155 = add i32 0, %i227
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds float, ptr %o, i64 %156
  store float %154, ptr %157, align 4
  %158 = add nsw i32 %i227, 1
  br label %for.cond24, !llvm.loop !46

for.end26:                                        ; preds = %for.cond24
  br label %if.end

for.cond28:                                       ; preds = %for.body29, %if.end
  %i231 = phi i32 [ 0, %if.end ], [ %169, %for.body29 ]
  %159 = icmp slt i32 %i231, 0
  br i1 %159, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %160 = add i32 64, %i231
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds float, ptr %o, i64 %161
  %163 = load float, ptr %162, align 4
  %164 = fmul float 0.000000e+00, %w
  %165 = fadd float %163, %164
  %166 = add i32 64, %i231
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds float, ptr %o, i64 %167
  store float %165, ptr %168, align 4
  %169 = add nsw i32 %i231, 1
  br label %for.cond28, !llvm.loop !47

for.end30:                                        ; preds = %for.cond28
  %170 = add nsw i32 %k14, 1
  br label %for.cond11, !llvm.loop !48

if.then32:                                        ; preds = %for.end13
  %171 = sext i32 %B to i64
  %172 = sext i32 %H to i64
  %173 = mul i64 %171, %172
  %174 = icmp sge i64 %173, 262144
  br i1 %174, label %if.then35, label %if.else36

if.else33:                                        ; preds = %for.end13
  %175 = sext i32 %b to i64
  %176 = sext i32 %B to i64
  %177 = icmp slt i64 %175, %176
  %178 = sext i32 %h to i64
  %179 = sext i32 %H to i64
  %180 = icmp slt i64 %178, %179
  %181 = and i1 %177, %180
  br i1 %181, label %if.then45, label %if.else46

if.end34:                                         ; preds = %if.end47, %if.end37
  ret void

if.then35:                                        ; preds = %if.then32
  br label %for.cond38

if.else36:                                        ; preds = %if.then32
  br label %for.cond41

if.end37:                                         ; preds = %for.end43, %for.end40
  br label %if.end34

for.cond38:                                       ; preds = %for.body39, %if.then35
  %tl_c1 = phi i32 [ 0, %if.then35 ], [ %192, %for.body39 ]
  %182 = icmp slt i32 %tl_c1, 64
  br i1 %182, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %183 = sext i32 %tl_c1 to i64
  %184 = getelementptr inbounds float, ptr %o, i64 %183
  %185 = load float, ptr %184, align 4
  %186 = fptrunc float %185 to half
  %187 = fpext half %186 to float
  %188 = sext i32 %tl_c1 to i64
  %189 = getelementptr inbounds i16, ptr %tl_stream0, i64 %188
  %190 = fptrunc float %187 to half
  %191 = bitcast half %190 to i16
  store i16 %191, ptr %189, align 2
  %192 = add nsw i32 %tl_c1, 1
  br label %for.cond38, !llvm.loop !49

for.end40:                                        ; preds = %for.cond38
  %193 = sext i32 %b to i64
  %194 = sext i32 %H to i64
  %195 = mul nsw i64 %193, %194
  %196 = sext i32 %h to i64
  %197 = add nsw i64 %195, %196
  %198 = mul nsw i64 %197, 64
  %199 = add nsw i64 %198, 0
  %200 = getelementptr inbounds i16, ptr %Output, i64 %199
  %201 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %200, ptr %201, i64 128)
  br label %if.end37

for.cond41:                                       ; preds = %for.body42, %if.else36
  %i144 = phi i32 [ 0, %if.else36 ], [ %219, %for.body42 ]
  %202 = icmp slt i32 %i144, 64
  br i1 %202, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %203 = sext i32 %i144 to i64
  %204 = getelementptr inbounds float, ptr %o, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = fptrunc float %205 to half
  %207 = fpext half %206 to float
  %208 = sext i32 %b to i64
  %209 = sext i32 %H to i64
  %210 = mul nsw i64 %208, %209
  %211 = sext i32 %h to i64
  %212 = add nsw i64 %210, %211
  %213 = mul nsw i64 %212, 64
  %214 = sext i32 %i144 to i64
  %215 = add nsw i64 %213, %214
  %216 = getelementptr inbounds i16, ptr %Output, i64 %215
  %217 = fptrunc float %207 to half
  %218 = bitcast half %217 to i16
  store i16 %218, ptr %216, align 2
  %219 = add nsw i32 %i144, 1
  br label %for.cond41, !llvm.loop !50

for.end43:                                        ; preds = %for.cond41
  br label %if.end37

if.then45:                                        ; preds = %if.else33
  %220 = sext i32 %B to i64
  %221 = sext i32 %H to i64
  %222 = mul i64 %220, %221
  %223 = icmp sge i64 %222, 262144
  br i1 %223, label %if.then48, label %if.else49

if.else46:                                        ; preds = %if.else33
  br label %if.end47

if.end47:                                         ; preds = %if.else46, %if.end50
  br label %if.end34

if.then48:                                        ; preds = %if.then45
  br label %for.cond51

if.else49:                                        ; preds = %if.then45
  br label %for.cond54

if.end50:                                         ; preds = %for.end56, %for.end53
  br label %if.end47

for.cond51:                                       ; preds = %for.body52, %if.then48
  %tl_c4 = phi i32 [ 0, %if.then48 ], [ %234, %for.body52 ]
  %224 = icmp slt i32 %tl_c4, 64
  br i1 %224, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %225 = sext i32 %tl_c4 to i64
  %226 = getelementptr inbounds float, ptr %o, i64 %225
  %227 = load float, ptr %226, align 4
  %228 = fptrunc float %227 to half
  %229 = fpext half %228 to float
  %230 = sext i32 %tl_c4 to i64
  %231 = getelementptr inbounds i16, ptr %tl_stream3, i64 %230
  %232 = fptrunc float %229 to half
  %233 = bitcast half %232 to i16
  store i16 %233, ptr %231, align 2
  %234 = add nsw i32 %tl_c4, 1
  br label %for.cond51, !llvm.loop !51

for.end53:                                        ; preds = %for.cond51
  %235 = sext i32 %b to i64
  %236 = sext i32 %H to i64
  %237 = mul nsw i64 %235, %236
  %238 = sext i32 %h to i64
  %239 = add nsw i64 %237, %238
  %240 = mul nsw i64 %239, 64
  %241 = add nsw i64 %240, 0
  %242 = getelementptr inbounds i16, ptr %Output, i64 %241
  %243 = getelementptr inbounds i16, ptr %tl_stream3, i64 0
  call void @tilec_rt_stream(ptr %242, ptr %243, i64 128)
  br label %if.end50

for.cond54:                                       ; preds = %for.body55, %if.else49
  %i157 = phi i32 [ 0, %if.else49 ], [ %261, %for.body55 ]
  %244 = icmp slt i32 %i157, 64
  br i1 %244, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %245 = sext i32 %i157 to i64
  %246 = getelementptr inbounds float, ptr %o, i64 %245
  %247 = load float, ptr %246, align 4
  %248 = fptrunc float %247 to half
  %249 = fpext half %248 to float
  %250 = sext i32 %b to i64
  %251 = sext i32 %H to i64
  %252 = mul nsw i64 %250, %251
  %253 = sext i32 %h to i64
  %254 = add nsw i64 %252, %253
  %255 = mul nsw i64 %254, 64
  %256 = sext i32 %i157 to i64
  %257 = add nsw i64 %255, %256
  %258 = getelementptr inbounds i16, ptr %Output, i64 %257
  %259 = fptrunc float %249 to half
  %260 = bitcast half %259 to i16
  store i16 %260, ptr %258, align 2
  %261 = add nsw i32 %i157, 1
  br label %for.cond54, !llvm.loop !52

for.end56:                                        ; preds = %for.cond54
  br label %if.end50
}

; Function Attrs: nounwind
define internal void @mla_decode_combine_task(ptr %ctx, i64 %block) #4 {
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
define i32 @tilec_launch_mla_decode_combine(ptr %args, ptr %dims, ptr %self) #4 {
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
!12 = distinct !{!12, !1, !3}
!13 = distinct !{!13, !1, !5}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !3}
!16 = distinct !{!16, !1, !5}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !3}
!19 = distinct !{!19, !1, !3}
!20 = distinct !{!20, !1, !5}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !3}
!23 = distinct !{!23, !1, !3}
!24 = distinct !{!24, !1, !5}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !3}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !3}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !3}
!31 = distinct !{!31, !1, !3}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !3}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !3}
!37 = distinct !{!37, !1, !3}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !3}
!40 = distinct !{!40, !1, !3}
!41 = distinct !{!41, !1, !3}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1, !3}
!45 = distinct !{!45, !1, !3}
!46 = distinct !{!46, !1, !3}
!47 = distinct !{!47, !1, !3}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !3}
!50 = distinct !{!50, !1, !3}
!51 = distinct !{!51, !1, !3}
!52 = distinct !{!52, !1, !3}
