; ModuleID = 'gqa_decode.tile'
source_filename = "gqa_decode.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_gqa_decode = type { ptr, ptr, ptr, ptr, i32, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
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
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %37, %for.end3 ]
  %13 = icmp slt i32 %i1, 8
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %36, %for.body2 ]
  %14 = icmp slt i32 %j1, 64
  br i1 %14, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %15 = sext i32 %b to i64
  %16 = sext i32 %H to i64
  %17 = mul nsw i64 %15, %16
  %18 = mul i32 %g, 8
  %19 = add i32 %18, %i1
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %17, %20
  %22 = mul nsw i64 %21, 64
  %23 = sext i32 %j1 to i64
  %24 = add nsw i64 %22, %23
  %25 = getelementptr inbounds i16, ptr %Q, i64 %24
  %26 = load i16, ptr %25, align 2
  %27 = bitcast i16 %26 to half
  %28 = fpext half %27 to float
  %29 = sext i32 %i1 to i64
  %30 = mul nsw i64 %29, 64
  %31 = sext i32 %j1 to i64
  %32 = add nsw i64 %30, %31
  %33 = getelementptr inbounds i16, ptr %Q_s, i64 %32
  %34 = fptrunc float %28 to half
  %35 = bitcast half %34 to i16
  store i16 %35, ptr %33, align 2
  %36 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %37 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end10, %if.else
  %i17 = phi i32 [ 0, %if.else ], [ %56, %for.end10 ]
  %38 = icmp slt i32 %i17, 8
  br i1 %38, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %79, %sel.end ]
  %39 = icmp slt i32 %j111, 64
  br i1 %39, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %40 = sext i32 %b to i64
  %41 = sext i32 %B to i64
  %42 = icmp slt i64 %40, %41
  %43 = mul i32 %g, 8
  %44 = sext i32 %43 to i64
  %45 = sext i32 %i17 to i64
  %46 = add i64 %44, %45
  %47 = icmp sle i64 0, %46
  %48 = mul i32 %g, 8
  %49 = sext i32 %48 to i64
  %50 = sext i32 %i17 to i64
  %51 = add i64 %49, %50
  %52 = sext i32 %H to i64
  %53 = icmp slt i64 %51, %52
  %54 = and i1 %47, %53
  %55 = and i1 %42, %54
  br i1 %55, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %56 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !4

sel.then:                                         ; preds = %for.body9
  %57 = sext i32 %b to i64
  %58 = sext i32 %H to i64
  %59 = mul nsw i64 %57, %58
  %60 = mul i32 %g, 8
  %61 = add i32 %60, %i17
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %59, %62
  %64 = mul nsw i64 %63, 64
  %65 = sext i32 %j111 to i64
  %66 = add nsw i64 %64, %65
  %67 = getelementptr inbounds i16, ptr %Q, i64 %66
  %68 = load i16, ptr %67, align 2
  %69 = bitcast i16 %68 to half
  %70 = fpext half %69 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %71 = phi float [ %70, %sel.then ], [ 0.000000e+00, %sel.else ]
  %72 = sext i32 %i17 to i64
  %73 = mul nsw i64 %72, 64
  %74 = sext i32 %j111 to i64
  %75 = add nsw i64 %73, %74
  %76 = getelementptr inbounds i16, ptr %Q_s, i64 %75
  %77 = fptrunc float %71 to half
  %78 = bitcast half %77 to i16
  store i16 %78, ptr %76, align 2
  %79 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !5

for.cond12:                                       ; preds = %for.end18, %if.end
  %i115 = phi i32 [ 0, %if.end ], [ %88, %for.end18 ]
  %80 = icmp slt i32 %i115, 8
  br i1 %80, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  br label %for.cond16

for.end14:                                        ; preds = %for.cond12
  br label %for.cond20

for.cond16:                                       ; preds = %for.body17, %for.body13
  %j119 = phi i32 [ 0, %for.body13 ], [ %87, %for.body17 ]
  %81 = icmp slt i32 %j119, 64
  br i1 %81, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %82 = sext i32 %i115 to i64
  %83 = mul nsw i64 %82, 64
  %84 = sext i32 %j119 to i64
  %85 = add nsw i64 %83, %84
  %86 = getelementptr inbounds float, ptr %acc_o, i64 %85
  store float 0.000000e+00, ptr %86, align 4
  %87 = add nsw i32 %j119, 1
  br label %for.cond16, !llvm.loop !6

for.end18:                                        ; preds = %for.cond16
  %88 = add nsw i32 %i115, 1
  br label %for.cond12, !llvm.loop !7

for.cond20:                                       ; preds = %for.body21, %for.end14
  %i123 = phi i32 [ 0, %for.end14 ], [ %92, %for.body21 ]
  %89 = icmp slt i32 %i123, 8
  br i1 %89, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %90 = sext i32 %i123 to i64
  %91 = getelementptr inbounds float, ptr %l, i64 %90
  store float 0.000000e+00, ptr %91, align 4
  %92 = add nsw i32 %i123, 1
  br label %for.cond20, !llvm.loop !8

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %i127 = phi i32 [ 0, %for.end22 ], [ %96, %for.body25 ]
  %93 = icmp slt i32 %i127, 8
  br i1 %93, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %94 = sext i32 %i127 to i64
  %95 = getelementptr inbounds float, ptr %m, i64 %94
  store float 0xFFF0000000000000, ptr %95, align 4
  %96 = add nsw i32 %i127, 1
  br label %for.cond24, !llvm.loop !9

for.end26:                                        ; preds = %for.cond24
  %97 = sext i32 %S to i64
  %98 = sdiv i64 %97, 32
  %99 = sub i64 0, %97
  %100 = select i1 false, i64 %99, i64 %98
  %101 = srem i64 %97, 32
  %102 = icmp ne i64 %101, 0
  %103 = icmp slt i64 %97, 0
  %104 = icmp eq i1 %103, false
  %105 = and i1 %102, %104
  %106 = zext i1 %105 to i64
  %107 = add i64 %100, %106
  %108 = trunc i64 %107 to i32
  %109 = sext i32 %S to i64
  %110 = sdiv i64 %109, 32
  %111 = sub i64 0, %109
  %112 = select i1 false, i64 %111, i64 %110
  %113 = srem i64 %109, 32
  %114 = icmp ne i64 %113, 0
  %115 = icmp slt i64 %109, 0
  %116 = icmp eq i1 %115, false
  %117 = and i1 %114, %116
  %118 = zext i1 %117 to i64
  %119 = add i64 %112, %118
  %120 = trunc i64 %119 to i32
  br label %for.cond28

for.cond28:                                       ; preds = %for.end142, %for.end26
  %kb = phi i32 [ 0, %for.end26 ], [ %490, %for.end142 ]
  %121 = icmp slt i32 %kb, %108
  br i1 %121, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %122 = sext i32 %b to i64
  %123 = add i64 %122, 1
  %124 = sext i32 %B to i64
  %125 = icmp sle i64 %123, %124
  %126 = mul i32 %kb, 32
  %127 = icmp sle i32 0, %126
  %128 = mul i32 %kb, 32
  %129 = sext i32 %128 to i64
  %130 = add i64 %129, 32
  %131 = sext i32 %S to i64
  %132 = icmp sle i64 %130, %131
  %133 = and i1 %127, %132
  %134 = and i1 %125, %133
  %135 = sext i32 %g to i64
  %136 = add i64 %135, 1
  %137 = sext i32 %G to i64
  %138 = icmp sle i64 %136, %137
  %139 = and i1 %134, %138
  br i1 %139, label %if.then31, label %if.else32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond148

if.then31:                                        ; preds = %for.body29
  br label %for.cond34

if.else32:                                        ; preds = %for.body29
  br label %for.cond48

if.end33:                                         ; preds = %for.end50, %for.end36
  %140 = sext i32 %b to i64
  %141 = add i64 %140, 1
  %142 = sext i32 %B to i64
  %143 = icmp sle i64 %141, %142
  %144 = mul i32 %kb, 32
  %145 = icmp sle i32 0, %144
  %146 = mul i32 %kb, 32
  %147 = sext i32 %146 to i64
  %148 = add i64 %147, 32
  %149 = sext i32 %S to i64
  %150 = icmp sle i64 %148, %149
  %151 = and i1 %145, %150
  %152 = and i1 %143, %151
  %153 = sext i32 %g to i64
  %154 = add i64 %153, 1
  %155 = sext i32 %G to i64
  %156 = icmp sle i64 %154, %155
  %157 = and i1 %152, %156
  br i1 %157, label %if.then59, label %if.else60

for.cond34:                                       ; preds = %for.end46, %if.then31
  %i137 = phi i32 [ 0, %if.then31 ], [ %207, %for.end46 ]
  %158 = icmp slt i32 %i137, 32
  br i1 %158, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %159 = add i32 %kb, 1
  %160 = icmp slt i32 %159, %120
  br i1 %160, label %if.then38, label %if.else39

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

if.then38:                                        ; preds = %for.body35
  br label %for.cond41

if.else39:                                        ; preds = %for.body35
  br label %if.end40

if.end40:                                         ; preds = %if.else39, %for.end43
  br label %for.cond44

for.cond41:                                       ; preds = %for.body42, %if.then38
  %pf = phi i32 [ 0, %if.then38 ], [ %179, %for.body42 ]
  %161 = icmp slt i32 %pf, 2
  br i1 %161, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %162 = sext i32 %b to i64
  %163 = sext i32 %S to i64
  %164 = mul i64 %162, %163
  %165 = add i32 %kb, 1
  %166 = mul i32 %165, 32
  %167 = add i32 %166, %i137
  %168 = sext i32 %167 to i64
  %169 = add i64 %164, %168
  %170 = sext i32 %G to i64
  %171 = mul i64 %169, %170
  %172 = sext i32 %g to i64
  %173 = add i64 %171, %172
  %174 = mul i64 %173, 64
  %175 = mul i32 %pf, 32
  %176 = sext i32 %175 to i64
  %177 = add i64 %174, %176
  %178 = getelementptr i16, ptr %K, i64 %177
  call void @llvm.prefetch.p0(ptr %178, i32 0, i32 0, i32 1)
  %179 = add nsw i32 %pf, 1
  br label %for.cond41, !llvm.loop !10

for.end43:                                        ; preds = %for.cond41
  br label %if.end40

for.cond44:                                       ; preds = %for.body45, %if.end40
  %j147 = phi i32 [ 0, %if.end40 ], [ %206, %for.body45 ]
  %180 = icmp slt i32 %j147, 64
  br i1 %180, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %181 = sext i32 %b to i64
  %182 = sext i32 %S to i64
  %183 = mul nsw i64 %181, %182
  %184 = mul i32 %kb, 32
  %185 = add i32 %184, %i137
  %186 = sext i32 %185 to i64
  %187 = add nsw i64 %183, %186
  %188 = sext i32 %G to i64
  %189 = mul nsw i64 %187, %188
  %190 = sext i32 %g to i64
  %191 = add nsw i64 %189, %190
  %192 = mul nsw i64 %191, 64
  %193 = sext i32 %j147 to i64
  %194 = add nsw i64 %192, %193
  %195 = getelementptr inbounds i16, ptr %K, i64 %194
  %196 = load i16, ptr %195, align 2
  %197 = bitcast i16 %196 to half
  %198 = fpext half %197 to float
  %199 = sext i32 %i137 to i64
  %200 = mul nsw i64 %199, 64
  %201 = sext i32 %j147 to i64
  %202 = add nsw i64 %200, %201
  %203 = getelementptr inbounds i16, ptr %K_s, i64 %202
  %204 = fptrunc float %198 to half
  %205 = bitcast half %204 to i16
  store i16 %205, ptr %203, align 2
  %206 = add nsw i32 %j147, 1
  br label %for.cond44, !llvm.loop !11

for.end46:                                        ; preds = %for.cond44
  %207 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !12

for.cond48:                                       ; preds = %for.end54, %if.else32
  %i151 = phi i32 [ 0, %if.else32 ], [ %230, %for.end54 ]
  %208 = icmp slt i32 %i151, 32
  br i1 %208, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end33

for.cond52:                                       ; preds = %sel.end58, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %257, %sel.end58 ]
  %209 = icmp slt i32 %j155, 64
  br i1 %209, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %210 = sext i32 %b to i64
  %211 = sext i32 %B to i64
  %212 = icmp slt i64 %210, %211
  %213 = mul i32 %kb, 32
  %214 = sext i32 %213 to i64
  %215 = sext i32 %i151 to i64
  %216 = add i64 %214, %215
  %217 = icmp sle i64 0, %216
  %218 = mul i32 %kb, 32
  %219 = sext i32 %218 to i64
  %220 = sext i32 %i151 to i64
  %221 = add i64 %219, %220
  %222 = sext i32 %S to i64
  %223 = icmp slt i64 %221, %222
  %224 = and i1 %217, %223
  %225 = and i1 %212, %224
  %226 = sext i32 %g to i64
  %227 = sext i32 %G to i64
  %228 = icmp slt i64 %226, %227
  %229 = and i1 %225, %228
  br i1 %229, label %sel.then56, label %sel.else57

for.end54:                                        ; preds = %for.cond52
  %230 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !13

sel.then56:                                       ; preds = %for.body53
  %231 = sext i32 %b to i64
  %232 = sext i32 %S to i64
  %233 = mul nsw i64 %231, %232
  %234 = mul i32 %kb, 32
  %235 = add i32 %234, %i151
  %236 = sext i32 %235 to i64
  %237 = add nsw i64 %233, %236
  %238 = sext i32 %G to i64
  %239 = mul nsw i64 %237, %238
  %240 = sext i32 %g to i64
  %241 = add nsw i64 %239, %240
  %242 = mul nsw i64 %241, 64
  %243 = sext i32 %j155 to i64
  %244 = add nsw i64 %242, %243
  %245 = getelementptr inbounds i16, ptr %K, i64 %244
  %246 = load i16, ptr %245, align 2
  %247 = bitcast i16 %246 to half
  %248 = fpext half %247 to float
  br label %sel.end58

sel.else57:                                       ; preds = %for.body53
  br label %sel.end58

sel.end58:                                        ; preds = %sel.else57, %sel.then56
  %249 = phi float [ %248, %sel.then56 ], [ 0.000000e+00, %sel.else57 ]
  %250 = sext i32 %i151 to i64
  %251 = mul nsw i64 %250, 64
  %252 = sext i32 %j155 to i64
  %253 = add nsw i64 %251, %252
  %254 = getelementptr inbounds i16, ptr %K_s, i64 %253
  %255 = fptrunc float %249 to half
  %256 = bitcast half %255 to i16
  store i16 %256, ptr %254, align 2
  %257 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !14

if.then59:                                        ; preds = %if.end33
  br label %for.cond62

if.else60:                                        ; preds = %if.end33
  br label %for.cond76

if.end61:                                         ; preds = %for.end78, %for.end64
  br label %for.cond87

for.cond62:                                       ; preds = %for.end74, %if.then59
  %i165 = phi i32 [ 0, %if.then59 ], [ %307, %for.end74 ]
  %258 = icmp slt i32 %i165, 32
  br i1 %258, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %259 = add i32 %kb, 1
  %260 = icmp slt i32 %259, %120
  br i1 %260, label %if.then66, label %if.else67

for.end64:                                        ; preds = %for.cond62
  br label %if.end61

if.then66:                                        ; preds = %for.body63
  br label %for.cond69

if.else67:                                        ; preds = %for.body63
  br label %if.end68

if.end68:                                         ; preds = %if.else67, %for.end71
  br label %for.cond72

for.cond69:                                       ; preds = %for.body70, %if.then66
  %pf1 = phi i32 [ 0, %if.then66 ], [ %279, %for.body70 ]
  %261 = icmp slt i32 %pf1, 2
  br i1 %261, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %262 = sext i32 %b to i64
  %263 = sext i32 %S to i64
  %264 = mul i64 %262, %263
  %265 = add i32 %kb, 1
  %266 = mul i32 %265, 32
  %267 = add i32 %266, %i165
  %268 = sext i32 %267 to i64
  %269 = add i64 %264, %268
  %270 = sext i32 %G to i64
  %271 = mul i64 %269, %270
  %272 = sext i32 %g to i64
  %273 = add i64 %271, %272
  %274 = mul i64 %273, 64
  %275 = mul i32 %pf1, 32
  %276 = sext i32 %275 to i64
  %277 = add i64 %274, %276
  %278 = getelementptr i16, ptr %V, i64 %277
  call void @llvm.prefetch.p0(ptr %278, i32 0, i32 0, i32 1)
  %279 = add nsw i32 %pf1, 1
  br label %for.cond69, !llvm.loop !15

for.end71:                                        ; preds = %for.cond69
  br label %if.end68

for.cond72:                                       ; preds = %for.body73, %if.end68
  %j175 = phi i32 [ 0, %if.end68 ], [ %306, %for.body73 ]
  %280 = icmp slt i32 %j175, 64
  br i1 %280, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %281 = sext i32 %b to i64
  %282 = sext i32 %S to i64
  %283 = mul nsw i64 %281, %282
  %284 = mul i32 %kb, 32
  %285 = add i32 %284, %i165
  %286 = sext i32 %285 to i64
  %287 = add nsw i64 %283, %286
  %288 = sext i32 %G to i64
  %289 = mul nsw i64 %287, %288
  %290 = sext i32 %g to i64
  %291 = add nsw i64 %289, %290
  %292 = mul nsw i64 %291, 64
  %293 = sext i32 %j175 to i64
  %294 = add nsw i64 %292, %293
  %295 = getelementptr inbounds i16, ptr %V, i64 %294
  %296 = load i16, ptr %295, align 2
  %297 = bitcast i16 %296 to half
  %298 = fpext half %297 to float
  %299 = sext i32 %i165 to i64
  %300 = mul nsw i64 %299, 64
  %301 = sext i32 %j175 to i64
  %302 = add nsw i64 %300, %301
  %303 = getelementptr inbounds i16, ptr %V_s, i64 %302
  %304 = fptrunc float %298 to half
  %305 = bitcast half %304 to i16
  store i16 %305, ptr %303, align 2
  %306 = add nsw i32 %j175, 1
  br label %for.cond72, !llvm.loop !16

for.end74:                                        ; preds = %for.cond72
  %307 = add nsw i32 %i165, 1
  br label %for.cond62, !llvm.loop !17

for.cond76:                                       ; preds = %for.end82, %if.else60
  %i179 = phi i32 [ 0, %if.else60 ], [ %330, %for.end82 ]
  %308 = icmp slt i32 %i179, 32
  br i1 %308, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  br label %for.cond80

for.end78:                                        ; preds = %for.cond76
  br label %if.end61

for.cond80:                                       ; preds = %sel.end86, %for.body77
  %j183 = phi i32 [ 0, %for.body77 ], [ %357, %sel.end86 ]
  %309 = icmp slt i32 %j183, 64
  br i1 %309, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  %310 = sext i32 %b to i64
  %311 = sext i32 %B to i64
  %312 = icmp slt i64 %310, %311
  %313 = mul i32 %kb, 32
  %314 = sext i32 %313 to i64
  %315 = sext i32 %i179 to i64
  %316 = add i64 %314, %315
  %317 = icmp sle i64 0, %316
  %318 = mul i32 %kb, 32
  %319 = sext i32 %318 to i64
  %320 = sext i32 %i179 to i64
  %321 = add i64 %319, %320
  %322 = sext i32 %S to i64
  %323 = icmp slt i64 %321, %322
  %324 = and i1 %317, %323
  %325 = and i1 %312, %324
  %326 = sext i32 %g to i64
  %327 = sext i32 %G to i64
  %328 = icmp slt i64 %326, %327
  %329 = and i1 %325, %328
  br i1 %329, label %sel.then84, label %sel.else85

for.end82:                                        ; preds = %for.cond80
  %330 = add nsw i32 %i179, 1
  br label %for.cond76, !llvm.loop !18

sel.then84:                                       ; preds = %for.body81
  %331 = sext i32 %b to i64
  %332 = sext i32 %S to i64
  %333 = mul nsw i64 %331, %332
  %334 = mul i32 %kb, 32
  %335 = add i32 %334, %i179
  %336 = sext i32 %335 to i64
  %337 = add nsw i64 %333, %336
  %338 = sext i32 %G to i64
  %339 = mul nsw i64 %337, %338
  %340 = sext i32 %g to i64
  %341 = add nsw i64 %339, %340
  %342 = mul nsw i64 %341, 64
  %343 = sext i32 %j183 to i64
  %344 = add nsw i64 %342, %343
  %345 = getelementptr inbounds i16, ptr %V, i64 %344
  %346 = load i16, ptr %345, align 2
  %347 = bitcast i16 %346 to half
  %348 = fpext half %347 to float
  br label %sel.end86

sel.else85:                                       ; preds = %for.body81
  br label %sel.end86

sel.end86:                                        ; preds = %sel.else85, %sel.then84
  %349 = phi float [ %348, %sel.then84 ], [ 0.000000e+00, %sel.else85 ]
  %350 = sext i32 %i179 to i64
  %351 = mul nsw i64 %350, 64
  %352 = sext i32 %j183 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds i16, ptr %V_s, i64 %353
  %355 = fptrunc float %349 to half
  %356 = bitcast half %355 to i16
  store i16 %356, ptr %354, align 2
  %357 = add nsw i32 %j183, 1
  br label %for.cond80, !llvm.loop !19

for.cond87:                                       ; preds = %for.end93, %if.end61
  %i190 = phi i32 [ 0, %if.end61 ], [ %366, %for.end93 ]
  %358 = icmp slt i32 %i190, 8
  br i1 %358, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  br label %for.cond91

for.end89:                                        ; preds = %for.cond87
  call void @tilec_rt_gemm_f16f32(i32 8, i32 32, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 32)
  br label %for.cond95

for.cond91:                                       ; preds = %for.body92, %for.body88
  %j194 = phi i32 [ 0, %for.body88 ], [ %365, %for.body92 ]
  %359 = icmp slt i32 %j194, 32
  br i1 %359, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %360 = sext i32 %i190 to i64
  %361 = mul nsw i64 %360, 32
  %362 = sext i32 %j194 to i64
  %363 = add nsw i64 %361, %362
  %364 = getelementptr inbounds float, ptr %acc_s, i64 %363
  store float 0.000000e+00, ptr %364, align 4
  %365 = add nsw i32 %j194, 1
  br label %for.cond91, !llvm.loop !20

for.end93:                                        ; preds = %for.cond91
  %366 = add nsw i32 %i190, 1
  br label %for.cond87, !llvm.loop !21

for.cond95:                                       ; preds = %for.end100, %for.end89
  %i = phi i32 [ 0, %for.end89 ], [ %387, %for.end100 ]
  %367 = icmp slt i32 %i, 8
  br i1 %367, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  br label %for.cond98

for.end97:                                        ; preds = %for.cond95
  br label %for.cond101

for.cond98:                                       ; preds = %for.body99, %for.body96
  %j = phi i32 [ 0, %for.body96 ], [ %386, %for.body99 ]
  %368 = icmp slt i32 %j, 32
  br i1 %368, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %369 = mul i32 %kb, 32
  %370 = add i32 %369, %j
  %371 = icmp slt i32 %370, %S
  %372 = sext i32 %i to i64
  %373 = mul nsw i64 %372, 32
  %374 = sext i32 %j to i64
  %375 = add nsw i64 %373, %374
  %376 = call i64 @llvm.umin.i64(i64 %375, i64 255)
  %377 = getelementptr inbounds float, ptr %acc_s, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = fmul float %378, 1.250000e-01
  %380 = select i1 %371, float %379, float 0xFFF0000000000000
  %381 = sext i32 %i to i64
  %382 = mul nsw i64 %381, 32
  %383 = sext i32 %j to i64
  %384 = add nsw i64 %382, %383
  %385 = getelementptr inbounds float, ptr %acc_s, i64 %384
  store float %380, ptr %385, align 4
  %386 = add nsw i32 %j, 1
  br label %for.cond98, !llvm.loop !22

for.end100:                                       ; preds = %for.cond98
  %387 = add nsw i32 %i, 1
  br label %for.cond95, !llvm.loop !23

for.cond101:                                      ; preds = %for.body102, %for.end97
  %i1104 = phi i32 [ 0, %for.end97 ], [ %394, %for.body102 ]
  %388 = icmp slt i32 %i1104, 8
  br i1 %388, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %389 = sext i32 %i1104 to i64
  %390 = getelementptr inbounds float, ptr %m, i64 %389
  %391 = load float, ptr %390, align 4
  %392 = sext i32 %i1104 to i64
  %393 = getelementptr inbounds float, ptr %m_prev, i64 %392
  store float %391, ptr %393, align 4
  %394 = add nsw i32 %i1104, 1
  br label %for.cond101, !llvm.loop !24

for.end103:                                       ; preds = %for.cond101
  br label %for.cond105

for.cond105:                                      ; preds = %for.end111, %for.end103
  %i1108 = phi i32 [ 0, %for.end103 ], [ %410, %for.end111 ]
  %395 = icmp slt i32 %i1108, 8
  br i1 %395, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  br label %for.cond109

for.end107:                                       ; preds = %for.cond105
  br label %for.cond112

for.cond109:                                      ; preds = %for.body110, %for.body106
  %red = phi i32 [ 0, %for.body106 ], [ %409, %for.body110 ]
  %396 = icmp slt i32 %red, 32
  br i1 %396, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %397 = sext i32 %i1108 to i64
  %398 = getelementptr inbounds float, ptr %m, i64 %397
  %399 = load float, ptr %398, align 4
  %400 = sext i32 %i1108 to i64
  %401 = mul nsw i64 %400, 32
  %402 = sext i32 %red to i64
  %403 = add nsw i64 %401, %402
  %404 = getelementptr inbounds float, ptr %acc_s, i64 %403
  %405 = load float, ptr %404, align 4
  %406 = call float @llvm.maxnum.f32(float %399, float %405)
  %407 = sext i32 %i1108 to i64
  %408 = getelementptr inbounds float, ptr %m, i64 %407
  store float %406, ptr %408, align 4
  %409 = add nsw i32 %red, 1
  br label %for.cond109, !llvm.loop !25

for.end111:                                       ; preds = %for.cond109
  %410 = add nsw i32 %i1108, 1
  br label %for.cond105, !llvm.loop !26

for.cond112:                                      ; preds = %for.end119, %for.end107
  %i116 = phi i32 [ 0, %for.end107 ], [ %430, %for.end119 ]
  %411 = icmp slt i32 %i116, 8
  br i1 %411, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  br label %for.cond117

for.end114:                                       ; preds = %for.cond112
  br label %for.cond121

for.cond117:                                      ; preds = %for.body118, %for.body113
  %j120 = phi i32 [ 0, %for.body113 ], [ %429, %for.body118 ]
  %412 = icmp slt i32 %j120, 32
  br i1 %412, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %413 = sext i32 %i116 to i64
  %414 = mul nsw i64 %413, 32
  %415 = sext i32 %j120 to i64
  %416 = add nsw i64 %414, %415
  %417 = getelementptr inbounds float, ptr %acc_s, i64 %416
  %418 = load float, ptr %417, align 4
  %419 = sext i32 %i116 to i64
  %420 = getelementptr inbounds float, ptr %m, i64 %419
  %421 = load float, ptr %420, align 4
  %422 = fsub float %418, %421
  %423 = call float @tilec_expf(float %422)
  %424 = sext i32 %i116 to i64
  %425 = mul nsw i64 %424, 32
  %426 = sext i32 %j120 to i64
  %427 = add nsw i64 %425, %426
  %428 = getelementptr inbounds float, ptr %acc_s, i64 %427
  store float %423, ptr %428, align 4
  %429 = add nsw i32 %j120, 1
  br label %for.cond117, !llvm.loop !27

for.end119:                                       ; preds = %for.cond117
  %430 = add nsw i32 %i116, 1
  br label %for.cond112, !llvm.loop !28

for.cond121:                                      ; preds = %for.end127, %for.end114
  %i1124 = phi i32 [ 0, %for.end114 ], [ %448, %for.end127 ]
  %431 = icmp slt i32 %i1124, 8
  br i1 %431, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %432 = sext i32 %i1124 to i64
  %433 = getelementptr inbounds float, ptr %row_sum, i64 %432
  store float 0.000000e+00, ptr %433, align 4
  br label %for.cond125

for.end123:                                       ; preds = %for.cond121
  br label %for.cond129

for.cond125:                                      ; preds = %for.body126, %for.body122
  %red128 = phi i32 [ 0, %for.body122 ], [ %447, %for.body126 ]
  %434 = icmp slt i32 %red128, 32
  br i1 %434, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %435 = sext i32 %i1124 to i64
  %436 = getelementptr inbounds float, ptr %row_sum, i64 %435
  %437 = load float, ptr %436, align 4
  %438 = sext i32 %i1124 to i64
  %439 = mul nsw i64 %438, 32
  %440 = sext i32 %red128 to i64
  %441 = add nsw i64 %439, %440
  %442 = getelementptr inbounds float, ptr %acc_s, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = fadd float %437, %443
  %445 = sext i32 %i1124 to i64
  %446 = getelementptr inbounds float, ptr %row_sum, i64 %445
  store float %444, ptr %446, align 4
  %447 = add nsw i32 %red128, 1
  br label %for.cond125, !llvm.loop !29

for.end127:                                       ; preds = %for.cond125
  %448 = add nsw i32 %i1124, 1
  br label %for.cond121, !llvm.loop !30

for.cond129:                                      ; preds = %for.body130, %for.end123
  %i132 = phi i32 [ 0, %for.end123 ], [ %469, %for.body130 ]
  %449 = icmp slt i32 %i132, 8
  br i1 %449, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  %450 = sext i32 %i132 to i64
  %451 = getelementptr inbounds float, ptr %m_prev, i64 %450
  %452 = load float, ptr %451, align 4
  %453 = sext i32 %i132 to i64
  %454 = getelementptr inbounds float, ptr %m, i64 %453
  %455 = load float, ptr %454, align 4
  %456 = fsub float %452, %455
  %alpha = call float @tilec_expf(float %456)
  %457 = sext i32 %i132 to i64
  %458 = getelementptr inbounds float, ptr %l, i64 %457
  %459 = load float, ptr %458, align 4
  %460 = fmul float %459, %alpha
  %461 = sext i32 %i132 to i64
  %462 = getelementptr inbounds float, ptr %row_sum, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = fadd float %460, %463
  %465 = sext i32 %i132 to i64
  %466 = getelementptr inbounds float, ptr %l, i64 %465
  store float %464, ptr %466, align 4
  %467 = sext i32 %i132 to i64
  %468 = getelementptr inbounds float, ptr %m_prev, i64 %467
  store float %alpha, ptr %468, align 4
  %469 = add nsw i32 %i132, 1
  br label %for.cond129, !llvm.loop !31

for.end131:                                       ; preds = %for.cond129
  br label %for.cond133

for.cond133:                                      ; preds = %for.end139, %for.end131
  %i136 = phi i32 [ 0, %for.end131 ], [ %488, %for.end139 ]
  %470 = icmp slt i32 %i136, 8
  br i1 %470, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  br label %for.cond137

for.end135:                                       ; preds = %for.cond133
  br label %for.cond140

for.cond137:                                      ; preds = %for.body138, %for.body134
  %d = phi i32 [ 0, %for.body134 ], [ %487, %for.body138 ]
  %471 = icmp slt i32 %d, 64
  br i1 %471, label %for.body138, label %for.end139

for.body138:                                      ; preds = %for.cond137
  %472 = sext i32 %i136 to i64
  %473 = mul nsw i64 %472, 64
  %474 = sext i32 %d to i64
  %475 = add nsw i64 %473, %474
  %476 = getelementptr inbounds float, ptr %acc_o, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = sext i32 %i136 to i64
  %479 = getelementptr inbounds float, ptr %m_prev, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = fmul float %477, %480
  %482 = sext i32 %i136 to i64
  %483 = mul nsw i64 %482, 64
  %484 = sext i32 %d to i64
  %485 = add nsw i64 %483, %484
  %486 = getelementptr inbounds float, ptr %acc_o, i64 %485
  store float %481, ptr %486, align 4
  %487 = add nsw i32 %d, 1
  br label %for.cond137, !llvm.loop !32

for.end139:                                       ; preds = %for.cond137
  %488 = add nsw i32 %i136, 1
  br label %for.cond133, !llvm.loop !33

for.cond140:                                      ; preds = %for.end146, %for.end135
  %i1143 = phi i32 [ 0, %for.end135 ], [ %508, %for.end146 ]
  %489 = icmp slt i32 %i1143, 8
  br i1 %489, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  br label %for.cond144

for.end142:                                       ; preds = %for.cond140
  call void @tilec_rt_gemm_f16f32(i32 8, i32 64, i32 32, ptr %P_s, i32 32, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %490 = add nsw i32 %kb, 1
  br label %for.cond28, !llvm.loop !34

for.cond144:                                      ; preds = %for.body145, %for.body141
  %j1147 = phi i32 [ 0, %for.body141 ], [ %507, %for.body145 ]
  %491 = icmp slt i32 %j1147, 32
  br i1 %491, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %492 = sext i32 %i1143 to i64
  %493 = mul nsw i64 %492, 32
  %494 = sext i32 %j1147 to i64
  %495 = add nsw i64 %493, %494
  %496 = getelementptr inbounds float, ptr %acc_s, i64 %495
  %497 = load float, ptr %496, align 4
  %498 = fptrunc float %497 to half
  %499 = fpext half %498 to float
  %500 = sext i32 %i1143 to i64
  %501 = mul nsw i64 %500, 32
  %502 = sext i32 %j1147 to i64
  %503 = add nsw i64 %501, %502
  %504 = getelementptr inbounds i16, ptr %P_s, i64 %503
  %505 = fptrunc float %499 to half
  %506 = bitcast half %505 to i16
  store i16 %506, ptr %504, align 2
  %507 = add nsw i32 %j1147, 1
  br label %for.cond144, !llvm.loop !35

for.end146:                                       ; preds = %for.cond144
  %508 = add nsw i32 %i1143, 1
  br label %for.cond140, !llvm.loop !36

for.cond148:                                      ; preds = %if.end155, %for.end30
  %i152 = phi i32 [ 0, %for.end30 ], [ %521, %if.end155 ]
  %509 = icmp slt i32 %i152, 8
  br i1 %509, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %510 = icmp sle i32 0, %b
  %511 = icmp slt i32 %b, %B
  %512 = and i1 %510, %511
  %513 = mul i32 %g, 8
  %514 = add i32 %513, %i152
  %515 = icmp sle i32 0, %514
  %516 = mul i32 %g, 8
  %517 = add i32 %516, %i152
  %518 = icmp slt i32 %517, %H
  %519 = and i1 %515, %518
  %520 = and i1 %512, %519
  br i1 %520, label %if.then153, label %if.else154

for.end150:                                       ; preds = %for.cond148
  ret void

if.then153:                                       ; preds = %for.body149
  br label %for.cond156

if.else154:                                       ; preds = %for.body149
  br label %if.end155

if.end155:                                        ; preds = %if.else154, %for.end158
  %521 = add nsw i32 %i152, 1
  br label %for.cond148, !llvm.loop !37

for.cond156:                                      ; preds = %for.body157, %if.then153
  %d1 = phi i32 [ 0, %if.then153 ], [ %550, %for.body157 ]
  %522 = icmp slt i32 %d1, 64
  br i1 %522, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %523 = sext i32 %i152 to i64
  %524 = mul nsw i64 %523, 64
  %525 = add i32 0, %d1
  %526 = sext i32 %525 to i64
  %527 = add nsw i64 %524, %526
  %528 = getelementptr inbounds float, ptr %acc_o, i64 %527
  %529 = load float, ptr %528, align 4
  %530 = sext i32 %i152 to i64
  %531 = getelementptr inbounds float, ptr %l, i64 %530
  %532 = load float, ptr %531, align 4
  %533 = fdiv float %529, %532
  %534 = fptrunc float %533 to half
  %535 = fpext half %534 to float
  %536 = sext i32 %b to i64
  %537 = sext i32 %H to i64
  %538 = mul nsw i64 %536, %537
  %539 = mul i32 %g, 8
  %540 = add i32 %539, %i152
  %541 = sext i32 %540 to i64
  %542 = add nsw i64 %538, %541
  %543 = mul nsw i64 %542, 64
  %544 = add i32 0, %d1
  %545 = sext i32 %544 to i64
  %546 = add nsw i64 %543, %545
  %547 = getelementptr inbounds i16, ptr %O, i64 %546
  %548 = fptrunc float %535 to half
  %549 = bitcast half %548 to i16
  store i16 %549, ptr %547, align 2
  %550 = add nsw i32 %d1, 1
  br label %for.cond156, !llvm.loop !38

for.end158:                                       ; preds = %for.cond156
  br label %if.end155
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

; Function Attrs: nounwind
define internal void @gqa_decode_task(ptr %ctx, i64 %block) #0 {
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
define i32 @tilec_launch_gqa_decode(ptr %args, ptr %dims, ptr %self) #0 {
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

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { alwaysinline nofree nosync nounwind willreturn "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1, !2}
