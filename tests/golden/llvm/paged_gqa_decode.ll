; ModuleID = 'paged_gqa_decode.tile'
source_filename = "paged_gqa_decode.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_paged_gqa_decode = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @paged_gqa_decode_block(ptr noalias %Q, ptr noalias %K, ptr noalias %V, ptr noalias %BI, ptr noalias %SL, ptr noalias %BT, ptr noalias %O, i32 %B, i32 %H, i32 %NP, i32 %G, i32 %NS, i32 %MP, i32 %g, i32 %b) #0 {
entry:
  %Q_s = alloca [512 x i16], align 64
  %K_s = alloca [1024 x i16], align 64
  %V_s = alloca [1024 x i16], align 64
  %P_s = alloca [128 x i16], align 64
  %acc_s = alloca [128 x float], align 64
  %acc_o = alloca [512 x float], align 64
  %m = alloca [8 x float], align 64
  %m_prev = alloca [8 x float], align 64
  %l = alloca [8 x float], align 64
  %row_sum = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %K_s, i8 0, i64 2048, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %V_s, i8 0, i64 2048, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %P_s, i8 0, i64 256, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %acc_s, i8 0, i64 512, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m_prev, i8 0, i64 32, i1 false)
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
  %97 = icmp sle i32 0, %b
  %98 = icmp slt i32 %b, %B
  %99 = and i1 %97, %98
  br i1 %99, label %sel.then28, label %sel.else29

sel.then28:                                       ; preds = %for.end26
  %100 = sext i32 %b to i64
  %101 = getelementptr inbounds i32, ptr %SL, i64 %100
  %102 = load i32, ptr %101, align 4
  br label %sel.end30

sel.else29:                                       ; preds = %for.end26
  br label %sel.end30

sel.end30:                                        ; preds = %sel.else29, %sel.then28
  %103 = phi i32 [ %102, %sel.then28 ], [ 0, %sel.else29 ]
  %104 = icmp sgt i32 %103, 0
  %105 = select i1 %104, i32 %103, i32 0
  %106 = mul i32 %MP, 32
  %107 = icmp slt i32 %105, %106
  %len = select i1 %107, i32 %105, i32 %106
  %108 = sext i32 %len to i64
  %109 = sdiv i64 %108, 16
  %110 = sub i64 0, %108
  %111 = select i1 false, i64 %110, i64 %109
  %112 = srem i64 %108, 16
  %113 = icmp ne i64 %112, 0
  %114 = icmp slt i64 %108, 0
  %115 = icmp eq i1 %114, false
  %116 = and i1 %113, %115
  %117 = zext i1 %116 to i64
  %118 = add i64 %111, %117
  %119 = trunc i64 %118 to i32
  br label %for.cond31

for.cond31:                                       ; preds = %if.end39, %sel.end30
  %k = phi i32 [ 0, %sel.end30 ], [ %159, %if.end39 ]
  %120 = icmp slt i32 %k, %NS
  br i1 %120, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %121 = icmp sle i32 0, %b
  %122 = icmp slt i32 %b, %B
  %123 = and i1 %121, %122
  %124 = icmp sle i32 0, %g
  %125 = icmp slt i32 %g, %G
  %126 = and i1 %124, %125
  %127 = and i1 %123, %126
  %128 = icmp sle i32 0, %k
  %129 = icmp slt i32 %k, %NS
  %130 = and i1 %128, %129
  %131 = and i1 %127, %130
  br i1 %131, label %sel.then34, label %sel.else35

for.end33:                                        ; preds = %for.cond31
  br label %for.cond148

sel.then34:                                       ; preds = %for.body32
  %132 = sext i32 %b to i64
  %133 = sext i32 %G to i64
  %134 = mul nsw i64 %132, %133
  %135 = sext i32 %g to i64
  %136 = add nsw i64 %134, %135
  %137 = sext i32 %NS to i64
  %138 = mul nsw i64 %136, %137
  %139 = sext i32 %k to i64
  %140 = add nsw i64 %138, %139
  %141 = getelementptr inbounds i32, ptr %BI, i64 %140
  %142 = load i32, ptr %141, align 4
  br label %sel.end36

sel.else35:                                       ; preds = %for.body32
  br label %sel.end36

sel.end36:                                        ; preds = %sel.else35, %sel.then34
  %lb = phi i32 [ %142, %sel.then34 ], [ 0, %sel.else35 ]
  %143 = icmp sge i32 %lb, 0
  %144 = icmp slt i32 %lb, %119
  %145 = and i1 %143, %144
  br i1 %145, label %if.then37, label %if.else38

if.then37:                                        ; preds = %sel.end36
  %146 = icmp sle i32 0, %b
  %147 = icmp slt i32 %b, %B
  %148 = and i1 %146, %147
  %149 = sdiv i32 %lb, 2
  %150 = sub i32 0, %lb
  %151 = select i1 false, i32 %150, i32 %149
  %152 = icmp sle i32 0, %151
  %153 = sdiv i32 %lb, 2
  %154 = sub i32 0, %lb
  %155 = select i1 false, i32 %154, i32 %153
  %156 = icmp slt i32 %155, %MP
  %157 = and i1 %152, %156
  %158 = and i1 %148, %157
  br i1 %158, label %sel.then40, label %sel.else41

if.else38:                                        ; preds = %sel.end36
  br label %if.end39

if.end39:                                         ; preds = %if.else38, %for.end142
  %159 = add nsw i32 %k, 1
  br label %for.cond31, !llvm.loop !10

sel.then40:                                       ; preds = %if.then37
  %160 = sext i32 %b to i64
  %161 = sext i32 %MP to i64
  %162 = mul nsw i64 %160, %161
  %163 = sdiv i32 %lb, 2
  %164 = sub i32 0, %lb
  %165 = select i1 false, i32 %164, i32 %163
  %166 = sext i32 %165 to i64
  %167 = add nsw i64 %162, %166
  %168 = getelementptr inbounds i32, ptr %BT, i64 %167
  %169 = load i32, ptr %168, align 4
  br label %sel.end42

sel.else41:                                       ; preds = %if.then37
  br label %sel.end42

sel.end42:                                        ; preds = %sel.else41, %sel.then40
  %page = phi i32 [ %169, %sel.then40 ], [ 0, %sel.else41 ]
  %170 = srem i32 %lb, 2
  %off = mul i32 %170, 16
  %171 = icmp sle i32 0, %page
  %172 = sext i32 %page to i64
  %173 = add i64 %172, 1
  %174 = sext i32 %NP to i64
  %175 = icmp sle i64 %173, %174
  %176 = and i1 %171, %175
  %177 = icmp sle i32 0, %off
  %178 = sext i32 %off to i64
  %179 = add i64 %178, 16
  %180 = icmp sle i64 %179, 32
  %181 = and i1 %177, %180
  %182 = and i1 %176, %181
  %183 = sext i32 %g to i64
  %184 = add i64 %183, 1
  %185 = sext i32 %G to i64
  %186 = icmp sle i64 %184, %185
  %187 = and i1 %182, %186
  br i1 %187, label %if.then43, label %if.else44

if.then43:                                        ; preds = %sel.end42
  br label %for.cond46

if.else44:                                        ; preds = %sel.end42
  br label %for.cond54

if.end45:                                         ; preds = %for.end56, %for.end48
  %188 = icmp sle i32 0, %page
  %189 = sext i32 %page to i64
  %190 = add i64 %189, 1
  %191 = sext i32 %NP to i64
  %192 = icmp sle i64 %190, %191
  %193 = and i1 %188, %192
  %194 = icmp sle i32 0, %off
  %195 = sext i32 %off to i64
  %196 = add i64 %195, 16
  %197 = icmp sle i64 %196, 32
  %198 = and i1 %194, %197
  %199 = and i1 %193, %198
  %200 = sext i32 %g to i64
  %201 = add i64 %200, 1
  %202 = sext i32 %G to i64
  %203 = icmp sle i64 %201, %202
  %204 = and i1 %199, %203
  br i1 %204, label %if.then65, label %if.else66

for.cond46:                                       ; preds = %for.end52, %if.then43
  %i149 = phi i32 [ 0, %if.then43 ], [ %231, %for.end52 ]
  %205 = icmp slt i32 %i149, 16
  br i1 %205, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  br label %for.cond50

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

for.cond50:                                       ; preds = %for.body51, %for.body47
  %j153 = phi i32 [ 0, %for.body47 ], [ %230, %for.body51 ]
  %206 = icmp slt i32 %j153, 64
  br i1 %206, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %207 = sext i32 %page to i64
  %208 = mul nsw i64 %207, 32
  %209 = add i32 %off, %i149
  %210 = sext i32 %209 to i64
  %211 = add nsw i64 %208, %210
  %212 = sext i32 %G to i64
  %213 = mul nsw i64 %211, %212
  %214 = sext i32 %g to i64
  %215 = add nsw i64 %213, %214
  %216 = mul nsw i64 %215, 64
  %217 = sext i32 %j153 to i64
  %218 = add nsw i64 %216, %217
  %219 = getelementptr inbounds i16, ptr %K, i64 %218
  %220 = load i16, ptr %219, align 2
  %221 = bitcast i16 %220 to half
  %222 = fpext half %221 to float
  %223 = sext i32 %i149 to i64
  %224 = mul nsw i64 %223, 64
  %225 = sext i32 %j153 to i64
  %226 = add nsw i64 %224, %225
  %227 = getelementptr inbounds i16, ptr %K_s, i64 %226
  %228 = fptrunc float %222 to half
  %229 = bitcast half %228 to i16
  store i16 %229, ptr %227, align 2
  %230 = add nsw i32 %j153, 1
  br label %for.cond50, !llvm.loop !11

for.end52:                                        ; preds = %for.cond50
  %231 = add nsw i32 %i149, 1
  br label %for.cond46, !llvm.loop !12

for.cond54:                                       ; preds = %for.end60, %if.else44
  %i157 = phi i32 [ 0, %if.else44 ], [ %254, %for.end60 ]
  %232 = icmp slt i32 %i157, 16
  br i1 %232, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  br label %for.cond58

for.end56:                                        ; preds = %for.cond54
  br label %if.end45

for.cond58:                                       ; preds = %sel.end64, %for.body55
  %j161 = phi i32 [ 0, %for.body55 ], [ %279, %sel.end64 ]
  %233 = icmp slt i32 %j161, 64
  br i1 %233, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %234 = sext i32 %page to i64
  %235 = icmp sle i64 0, %234
  %236 = sext i32 %page to i64
  %237 = sext i32 %NP to i64
  %238 = icmp slt i64 %236, %237
  %239 = and i1 %235, %238
  %240 = sext i32 %off to i64
  %241 = sext i32 %i157 to i64
  %242 = add i64 %240, %241
  %243 = icmp sle i64 0, %242
  %244 = sext i32 %off to i64
  %245 = sext i32 %i157 to i64
  %246 = add i64 %244, %245
  %247 = icmp slt i64 %246, 32
  %248 = and i1 %243, %247
  %249 = and i1 %239, %248
  %250 = sext i32 %g to i64
  %251 = sext i32 %G to i64
  %252 = icmp slt i64 %250, %251
  %253 = and i1 %249, %252
  br i1 %253, label %sel.then62, label %sel.else63

for.end60:                                        ; preds = %for.cond58
  %254 = add nsw i32 %i157, 1
  br label %for.cond54, !llvm.loop !13

sel.then62:                                       ; preds = %for.body59
  %255 = sext i32 %page to i64
  %256 = mul nsw i64 %255, 32
  %257 = add i32 %off, %i157
  %258 = sext i32 %257 to i64
  %259 = add nsw i64 %256, %258
  %260 = sext i32 %G to i64
  %261 = mul nsw i64 %259, %260
  %262 = sext i32 %g to i64
  %263 = add nsw i64 %261, %262
  %264 = mul nsw i64 %263, 64
  %265 = sext i32 %j161 to i64
  %266 = add nsw i64 %264, %265
  %267 = getelementptr inbounds i16, ptr %K, i64 %266
  %268 = load i16, ptr %267, align 2
  %269 = bitcast i16 %268 to half
  %270 = fpext half %269 to float
  br label %sel.end64

sel.else63:                                       ; preds = %for.body59
  br label %sel.end64

sel.end64:                                        ; preds = %sel.else63, %sel.then62
  %271 = phi float [ %270, %sel.then62 ], [ 0.000000e+00, %sel.else63 ]
  %272 = sext i32 %i157 to i64
  %273 = mul nsw i64 %272, 64
  %274 = sext i32 %j161 to i64
  %275 = add nsw i64 %273, %274
  %276 = getelementptr inbounds i16, ptr %K_s, i64 %275
  %277 = fptrunc float %271 to half
  %278 = bitcast half %277 to i16
  store i16 %278, ptr %276, align 2
  %279 = add nsw i32 %j161, 1
  br label %for.cond58, !llvm.loop !14

if.then65:                                        ; preds = %if.end45
  br label %for.cond68

if.else66:                                        ; preds = %if.end45
  br label %for.cond76

if.end67:                                         ; preds = %for.end78, %for.end70
  br label %for.cond87

for.cond68:                                       ; preds = %for.end74, %if.then65
  %i171 = phi i32 [ 0, %if.then65 ], [ %306, %for.end74 ]
  %280 = icmp slt i32 %i171, 16
  br i1 %280, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  br label %for.cond72

for.end70:                                        ; preds = %for.cond68
  br label %if.end67

for.cond72:                                       ; preds = %for.body73, %for.body69
  %j175 = phi i32 [ 0, %for.body69 ], [ %305, %for.body73 ]
  %281 = icmp slt i32 %j175, 64
  br i1 %281, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %282 = sext i32 %page to i64
  %283 = mul nsw i64 %282, 32
  %284 = add i32 %off, %i171
  %285 = sext i32 %284 to i64
  %286 = add nsw i64 %283, %285
  %287 = sext i32 %G to i64
  %288 = mul nsw i64 %286, %287
  %289 = sext i32 %g to i64
  %290 = add nsw i64 %288, %289
  %291 = mul nsw i64 %290, 64
  %292 = sext i32 %j175 to i64
  %293 = add nsw i64 %291, %292
  %294 = getelementptr inbounds i16, ptr %V, i64 %293
  %295 = load i16, ptr %294, align 2
  %296 = bitcast i16 %295 to half
  %297 = fpext half %296 to float
  %298 = sext i32 %i171 to i64
  %299 = mul nsw i64 %298, 64
  %300 = sext i32 %j175 to i64
  %301 = add nsw i64 %299, %300
  %302 = getelementptr inbounds i16, ptr %V_s, i64 %301
  %303 = fptrunc float %297 to half
  %304 = bitcast half %303 to i16
  store i16 %304, ptr %302, align 2
  %305 = add nsw i32 %j175, 1
  br label %for.cond72, !llvm.loop !15

for.end74:                                        ; preds = %for.cond72
  %306 = add nsw i32 %i171, 1
  br label %for.cond68, !llvm.loop !16

for.cond76:                                       ; preds = %for.end82, %if.else66
  %i179 = phi i32 [ 0, %if.else66 ], [ %329, %for.end82 ]
  %307 = icmp slt i32 %i179, 16
  br i1 %307, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  br label %for.cond80

for.end78:                                        ; preds = %for.cond76
  br label %if.end67

for.cond80:                                       ; preds = %sel.end86, %for.body77
  %j183 = phi i32 [ 0, %for.body77 ], [ %354, %sel.end86 ]
  %308 = icmp slt i32 %j183, 64
  br i1 %308, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  %309 = sext i32 %page to i64
  %310 = icmp sle i64 0, %309
  %311 = sext i32 %page to i64
  %312 = sext i32 %NP to i64
  %313 = icmp slt i64 %311, %312
  %314 = and i1 %310, %313
  %315 = sext i32 %off to i64
  %316 = sext i32 %i179 to i64
  %317 = add i64 %315, %316
  %318 = icmp sle i64 0, %317
  %319 = sext i32 %off to i64
  %320 = sext i32 %i179 to i64
  %321 = add i64 %319, %320
  %322 = icmp slt i64 %321, 32
  %323 = and i1 %318, %322
  %324 = and i1 %314, %323
  %325 = sext i32 %g to i64
  %326 = sext i32 %G to i64
  %327 = icmp slt i64 %325, %326
  %328 = and i1 %324, %327
  br i1 %328, label %sel.then84, label %sel.else85

for.end82:                                        ; preds = %for.cond80
  %329 = add nsw i32 %i179, 1
  br label %for.cond76, !llvm.loop !17

sel.then84:                                       ; preds = %for.body81
  %330 = sext i32 %page to i64
  %331 = mul nsw i64 %330, 32
  %332 = add i32 %off, %i179
  %333 = sext i32 %332 to i64
  %334 = add nsw i64 %331, %333
  %335 = sext i32 %G to i64
  %336 = mul nsw i64 %334, %335
  %337 = sext i32 %g to i64
  %338 = add nsw i64 %336, %337
  %339 = mul nsw i64 %338, 64
  %340 = sext i32 %j183 to i64
  %341 = add nsw i64 %339, %340
  %342 = getelementptr inbounds i16, ptr %V, i64 %341
  %343 = load i16, ptr %342, align 2
  %344 = bitcast i16 %343 to half
  %345 = fpext half %344 to float
  br label %sel.end86

sel.else85:                                       ; preds = %for.body81
  br label %sel.end86

sel.end86:                                        ; preds = %sel.else85, %sel.then84
  %346 = phi float [ %345, %sel.then84 ], [ 0.000000e+00, %sel.else85 ]
  %347 = sext i32 %i179 to i64
  %348 = mul nsw i64 %347, 64
  %349 = sext i32 %j183 to i64
  %350 = add nsw i64 %348, %349
  %351 = getelementptr inbounds i16, ptr %V_s, i64 %350
  %352 = fptrunc float %346 to half
  %353 = bitcast half %352 to i16
  store i16 %353, ptr %351, align 2
  %354 = add nsw i32 %j183, 1
  br label %for.cond80, !llvm.loop !18

for.cond87:                                       ; preds = %for.end93, %if.end67
  %i190 = phi i32 [ 0, %if.end67 ], [ %363, %for.end93 ]
  %355 = icmp slt i32 %i190, 8
  br i1 %355, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  br label %for.cond91

for.end89:                                        ; preds = %for.cond87
  call void @tilec_rt_gemm_f16f32(i32 8, i32 16, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 16)
  br label %for.cond95

for.cond91:                                       ; preds = %for.body92, %for.body88
  %j194 = phi i32 [ 0, %for.body88 ], [ %362, %for.body92 ]
  %356 = icmp slt i32 %j194, 16
  br i1 %356, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %357 = sext i32 %i190 to i64
  %358 = mul nsw i64 %357, 16
  %359 = sext i32 %j194 to i64
  %360 = add nsw i64 %358, %359
  %361 = getelementptr inbounds float, ptr %acc_s, i64 %360
  store float 0.000000e+00, ptr %361, align 4
  %362 = add nsw i32 %j194, 1
  br label %for.cond91, !llvm.loop !19

for.end93:                                        ; preds = %for.cond91
  %363 = add nsw i32 %i190, 1
  br label %for.cond87, !llvm.loop !20

for.cond95:                                       ; preds = %for.end100, %for.end89
  %i = phi i32 [ 0, %for.end89 ], [ %384, %for.end100 ]
  %364 = icmp slt i32 %i, 8
  br i1 %364, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  br label %for.cond98

for.end97:                                        ; preds = %for.cond95
  br label %for.cond101

for.cond98:                                       ; preds = %for.body99, %for.body96
  %j = phi i32 [ 0, %for.body96 ], [ %383, %for.body99 ]
  %365 = icmp slt i32 %j, 16
  br i1 %365, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %366 = mul i32 %lb, 16
  %367 = add i32 %366, %j
  %368 = icmp slt i32 %367, %len
  %369 = sext i32 %i to i64
  %370 = mul nsw i64 %369, 16
  %371 = sext i32 %j to i64
  %372 = add nsw i64 %370, %371
  %373 = call i64 @llvm.umin.i64(i64 %372, i64 127)
  %374 = getelementptr inbounds float, ptr %acc_s, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = fmul float %375, 1.250000e-01
  %377 = select i1 %368, float %376, float 0xFFF0000000000000
  %378 = sext i32 %i to i64
  %379 = mul nsw i64 %378, 16
  %380 = sext i32 %j to i64
  %381 = add nsw i64 %379, %380
  %382 = getelementptr inbounds float, ptr %acc_s, i64 %381
  store float %377, ptr %382, align 4
  %383 = add nsw i32 %j, 1
  br label %for.cond98, !llvm.loop !21

for.end100:                                       ; preds = %for.cond98
  %384 = add nsw i32 %i, 1
  br label %for.cond95, !llvm.loop !22

for.cond101:                                      ; preds = %for.body102, %for.end97
  %i1104 = phi i32 [ 0, %for.end97 ], [ %391, %for.body102 ]
  %385 = icmp slt i32 %i1104, 8
  br i1 %385, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %386 = sext i32 %i1104 to i64
  %387 = getelementptr inbounds float, ptr %m, i64 %386
  %388 = load float, ptr %387, align 4
  %389 = sext i32 %i1104 to i64
  %390 = getelementptr inbounds float, ptr %m_prev, i64 %389
  store float %388, ptr %390, align 4
  %391 = add nsw i32 %i1104, 1
  br label %for.cond101, !llvm.loop !23

for.end103:                                       ; preds = %for.cond101
  br label %for.cond105

for.cond105:                                      ; preds = %for.end111, %for.end103
  %i1108 = phi i32 [ 0, %for.end103 ], [ %407, %for.end111 ]
  %392 = icmp slt i32 %i1108, 8
  br i1 %392, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  br label %for.cond109

for.end107:                                       ; preds = %for.cond105
  br label %for.cond112

for.cond109:                                      ; preds = %for.body110, %for.body106
  %red = phi i32 [ 0, %for.body106 ], [ %406, %for.body110 ]
  %393 = icmp slt i32 %red, 16
  br i1 %393, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %394 = sext i32 %i1108 to i64
  %395 = getelementptr inbounds float, ptr %m, i64 %394
  %396 = load float, ptr %395, align 4
  %397 = sext i32 %i1108 to i64
  %398 = mul nsw i64 %397, 16
  %399 = sext i32 %red to i64
  %400 = add nsw i64 %398, %399
  %401 = getelementptr inbounds float, ptr %acc_s, i64 %400
  %402 = load float, ptr %401, align 4
  %403 = call float @llvm.maxnum.f32(float %396, float %402)
  %404 = sext i32 %i1108 to i64
  %405 = getelementptr inbounds float, ptr %m, i64 %404
  store float %403, ptr %405, align 4
  %406 = add nsw i32 %red, 1
  br label %for.cond109, !llvm.loop !24

for.end111:                                       ; preds = %for.cond109
  %407 = add nsw i32 %i1108, 1
  br label %for.cond105, !llvm.loop !25

for.cond112:                                      ; preds = %for.end119, %for.end107
  %i116 = phi i32 [ 0, %for.end107 ], [ %427, %for.end119 ]
  %408 = icmp slt i32 %i116, 8
  br i1 %408, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  br label %for.cond117

for.end114:                                       ; preds = %for.cond112
  br label %for.cond121

for.cond117:                                      ; preds = %for.body118, %for.body113
  %j120 = phi i32 [ 0, %for.body113 ], [ %426, %for.body118 ]
  %409 = icmp slt i32 %j120, 16
  br i1 %409, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %410 = sext i32 %i116 to i64
  %411 = mul nsw i64 %410, 16
  %412 = sext i32 %j120 to i64
  %413 = add nsw i64 %411, %412
  %414 = getelementptr inbounds float, ptr %acc_s, i64 %413
  %415 = load float, ptr %414, align 4
  %416 = sext i32 %i116 to i64
  %417 = getelementptr inbounds float, ptr %m, i64 %416
  %418 = load float, ptr %417, align 4
  %419 = fsub float %415, %418
  %420 = call float @tilec_expf(float %419)
  %421 = sext i32 %i116 to i64
  %422 = mul nsw i64 %421, 16
  %423 = sext i32 %j120 to i64
  %424 = add nsw i64 %422, %423
  %425 = getelementptr inbounds float, ptr %acc_s, i64 %424
  store float %420, ptr %425, align 4
  %426 = add nsw i32 %j120, 1
  br label %for.cond117, !llvm.loop !26

for.end119:                                       ; preds = %for.cond117
  %427 = add nsw i32 %i116, 1
  br label %for.cond112, !llvm.loop !27

for.cond121:                                      ; preds = %for.end127, %for.end114
  %i1124 = phi i32 [ 0, %for.end114 ], [ %445, %for.end127 ]
  %428 = icmp slt i32 %i1124, 8
  br i1 %428, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %429 = sext i32 %i1124 to i64
  %430 = getelementptr inbounds float, ptr %row_sum, i64 %429
  store float 0.000000e+00, ptr %430, align 4
  br label %for.cond125

for.end123:                                       ; preds = %for.cond121
  br label %for.cond129

for.cond125:                                      ; preds = %for.body126, %for.body122
  %red128 = phi i32 [ 0, %for.body122 ], [ %444, %for.body126 ]
  %431 = icmp slt i32 %red128, 16
  br i1 %431, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %432 = sext i32 %i1124 to i64
  %433 = getelementptr inbounds float, ptr %row_sum, i64 %432
  %434 = load float, ptr %433, align 4
  %435 = sext i32 %i1124 to i64
  %436 = mul nsw i64 %435, 16
  %437 = sext i32 %red128 to i64
  %438 = add nsw i64 %436, %437
  %439 = getelementptr inbounds float, ptr %acc_s, i64 %438
  %440 = load float, ptr %439, align 4
  %441 = fadd float %434, %440
  %442 = sext i32 %i1124 to i64
  %443 = getelementptr inbounds float, ptr %row_sum, i64 %442
  store float %441, ptr %443, align 4
  %444 = add nsw i32 %red128, 1
  br label %for.cond125, !llvm.loop !28

for.end127:                                       ; preds = %for.cond125
  %445 = add nsw i32 %i1124, 1
  br label %for.cond121, !llvm.loop !29

for.cond129:                                      ; preds = %for.body130, %for.end123
  %i132 = phi i32 [ 0, %for.end123 ], [ %466, %for.body130 ]
  %446 = icmp slt i32 %i132, 8
  br i1 %446, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  %447 = sext i32 %i132 to i64
  %448 = getelementptr inbounds float, ptr %m_prev, i64 %447
  %449 = load float, ptr %448, align 4
  %450 = sext i32 %i132 to i64
  %451 = getelementptr inbounds float, ptr %m, i64 %450
  %452 = load float, ptr %451, align 4
  %453 = fsub float %449, %452
  %alpha = call float @tilec_expf(float %453)
  %454 = sext i32 %i132 to i64
  %455 = getelementptr inbounds float, ptr %l, i64 %454
  %456 = load float, ptr %455, align 4
  %457 = fmul float %456, %alpha
  %458 = sext i32 %i132 to i64
  %459 = getelementptr inbounds float, ptr %row_sum, i64 %458
  %460 = load float, ptr %459, align 4
  %461 = fadd float %457, %460
  %462 = sext i32 %i132 to i64
  %463 = getelementptr inbounds float, ptr %l, i64 %462
  store float %461, ptr %463, align 4
  %464 = sext i32 %i132 to i64
  %465 = getelementptr inbounds float, ptr %m_prev, i64 %464
  store float %alpha, ptr %465, align 4
  %466 = add nsw i32 %i132, 1
  br label %for.cond129, !llvm.loop !30

for.end131:                                       ; preds = %for.cond129
  br label %for.cond133

for.cond133:                                      ; preds = %for.end139, %for.end131
  %i136 = phi i32 [ 0, %for.end131 ], [ %485, %for.end139 ]
  %467 = icmp slt i32 %i136, 8
  br i1 %467, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  br label %for.cond137

for.end135:                                       ; preds = %for.cond133
  br label %for.cond140

for.cond137:                                      ; preds = %for.body138, %for.body134
  %d = phi i32 [ 0, %for.body134 ], [ %484, %for.body138 ]
  %468 = icmp slt i32 %d, 64
  br i1 %468, label %for.body138, label %for.end139

for.body138:                                      ; preds = %for.cond137
  %469 = sext i32 %i136 to i64
  %470 = mul nsw i64 %469, 64
  %471 = sext i32 %d to i64
  %472 = add nsw i64 %470, %471
  %473 = getelementptr inbounds float, ptr %acc_o, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = sext i32 %i136 to i64
  %476 = getelementptr inbounds float, ptr %m_prev, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = fmul float %474, %477
  %479 = sext i32 %i136 to i64
  %480 = mul nsw i64 %479, 64
  %481 = sext i32 %d to i64
  %482 = add nsw i64 %480, %481
  %483 = getelementptr inbounds float, ptr %acc_o, i64 %482
  store float %478, ptr %483, align 4
  %484 = add nsw i32 %d, 1
  br label %for.cond137, !llvm.loop !31

for.end139:                                       ; preds = %for.cond137
  %485 = add nsw i32 %i136, 1
  br label %for.cond133, !llvm.loop !32

for.cond140:                                      ; preds = %for.end146, %for.end135
  %i1143 = phi i32 [ 0, %for.end135 ], [ %504, %for.end146 ]
  %486 = icmp slt i32 %i1143, 8
  br i1 %486, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  br label %for.cond144

for.end142:                                       ; preds = %for.cond140
  call void @tilec_rt_gemm_f16f32(i32 8, i32 64, i32 16, ptr %P_s, i32 16, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  br label %if.end39

for.cond144:                                      ; preds = %for.body145, %for.body141
  %j1147 = phi i32 [ 0, %for.body141 ], [ %503, %for.body145 ]
  %487 = icmp slt i32 %j1147, 16
  br i1 %487, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %488 = sext i32 %i1143 to i64
  %489 = mul nsw i64 %488, 16
  %490 = sext i32 %j1147 to i64
  %491 = add nsw i64 %489, %490
  %492 = getelementptr inbounds float, ptr %acc_s, i64 %491
  %493 = load float, ptr %492, align 4
  %494 = fptrunc float %493 to half
  %495 = fpext half %494 to float
  %496 = sext i32 %i1143 to i64
  %497 = mul nsw i64 %496, 16
  %498 = sext i32 %j1147 to i64
  %499 = add nsw i64 %497, %498
  %500 = getelementptr inbounds i16, ptr %P_s, i64 %499
  %501 = fptrunc float %495 to half
  %502 = bitcast half %501 to i16
  store i16 %502, ptr %500, align 2
  %503 = add nsw i32 %j1147, 1
  br label %for.cond144, !llvm.loop !33

for.end146:                                       ; preds = %for.cond144
  %504 = add nsw i32 %i1143, 1
  br label %for.cond140, !llvm.loop !34

for.cond148:                                      ; preds = %if.end154, %for.end33
  %i151 = phi i32 [ 0, %for.end33 ], [ %517, %if.end154 ]
  %505 = icmp slt i32 %i151, 8
  br i1 %505, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %506 = icmp sle i32 0, %b
  %507 = icmp slt i32 %b, %B
  %508 = and i1 %506, %507
  %509 = mul i32 %g, 8
  %510 = add i32 %509, %i151
  %511 = icmp sle i32 0, %510
  %512 = mul i32 %g, 8
  %513 = add i32 %512, %i151
  %514 = icmp slt i32 %513, %H
  %515 = and i1 %511, %514
  %516 = and i1 %508, %515
  br i1 %516, label %if.then152, label %if.else153

for.end150:                                       ; preds = %for.cond148
  ret void

if.then152:                                       ; preds = %for.body149
  br label %for.cond155

if.else153:                                       ; preds = %for.body149
  br label %if.end154

if.end154:                                        ; preds = %if.else153, %for.end157
  %517 = add nsw i32 %i151, 1
  br label %for.cond148, !llvm.loop !35

for.cond155:                                      ; preds = %for.body156, %if.then152
  %d1 = phi i32 [ 0, %if.then152 ], [ %553, %for.body156 ]
  %518 = icmp slt i32 %d1, 64
  br i1 %518, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %519 = sext i32 %i151 to i64
  %520 = getelementptr inbounds float, ptr %l, i64 %519
  %521 = load float, ptr %520, align 4
  %522 = fcmp ogt float %521, 0.000000e+00
  %523 = sext i32 %i151 to i64
  %524 = mul nsw i64 %523, 64
  %525 = add i32 0, %d1
  %526 = sext i32 %525 to i64
  %527 = add nsw i64 %524, %526
  %528 = call i64 @llvm.umin.i64(i64 %527, i64 511)
  %529 = getelementptr inbounds float, ptr %acc_o, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = sext i32 %i151 to i64
  %532 = call i64 @llvm.umin.i64(i64 %531, i64 7)
  %533 = getelementptr inbounds float, ptr %l, i64 %532
  %534 = load float, ptr %533, align 4
  %535 = fdiv float %530, %534
  %536 = select i1 %522, float %535, float 0.000000e+00
  %537 = fptrunc float %536 to half
  %538 = fpext half %537 to float
  %539 = sext i32 %b to i64
  %540 = sext i32 %H to i64
  %541 = mul nsw i64 %539, %540
  %542 = mul i32 %g, 8
  %543 = add i32 %542, %i151
  %544 = sext i32 %543 to i64
  %545 = add nsw i64 %541, %544
  %546 = mul nsw i64 %545, 64
  %547 = add i32 0, %d1
  %548 = sext i32 %547 to i64
  %549 = add nsw i64 %546, %548
  %550 = getelementptr inbounds i16, ptr %O, i64 %549
  %551 = fptrunc float %538 to half
  %552 = bitcast half %551 to i16
  store i16 %552, ptr %550, align 2
  %553 = add nsw i32 %d1, 1
  br label %for.cond155, !llvm.loop !36

for.end157:                                       ; preds = %for.cond155
  br label %if.end154
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: alwaysinline nofree nosync nounwind willreturn
define internal float @tilec_expf(float %0) #3 {
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
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: nounwind
define internal void @paged_gqa_decode_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 4
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 5
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 6
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 7
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 8
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 9
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 10
  %21 = load i32, ptr %20, align 4
  %22 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 11
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 12
  %25 = load i32, ptr %24, align 4
  %26 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %ctx, i32 0, i32 13
  %27 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 0
  %28 = load i64, ptr %27, align 8
  %29 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 1
  %30 = load i64, ptr %29, align 8
  %31 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 2
  %32 = load i64, ptr %31, align 8
  %33 = srem i64 %block, %28
  %34 = sdiv i64 %block, %28
  %35 = srem i64 %34, %30
  %36 = mul i64 %28, %30
  %37 = sdiv i64 %block, %36
  %38 = trunc i64 %33 to i32
  %39 = trunc i64 %35 to i32
  call void @paged_gqa_decode_block(ptr %1, ptr %3, ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i32 %15, i32 %17, i32 %19, i32 %21, i32 %23, i32 %25, i32 %38, i32 %39)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_paged_gqa_decode(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_paged_gqa_decode, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds ptr, ptr %args, i64 4
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 4
  store ptr %15, ptr %16, align 8
  %17 = getelementptr inbounds ptr, ptr %args, i64 5
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 5
  store ptr %18, ptr %19, align 8
  %20 = getelementptr inbounds ptr, ptr %args, i64 6
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 6
  store ptr %21, ptr %22, align 8
  %23 = getelementptr inbounds i64, ptr %dims, i64 0
  %24 = load i64, ptr %23, align 8
  %B = trunc i64 %24 to i32
  %25 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 7
  store i32 %B, ptr %25, align 4
  %26 = getelementptr inbounds i64, ptr %dims, i64 1
  %27 = load i64, ptr %26, align 8
  %H = trunc i64 %27 to i32
  %28 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 8
  store i32 %H, ptr %28, align 4
  %29 = getelementptr inbounds i64, ptr %dims, i64 2
  %30 = load i64, ptr %29, align 8
  %NP = trunc i64 %30 to i32
  %31 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 9
  store i32 %NP, ptr %31, align 4
  %32 = getelementptr inbounds i64, ptr %dims, i64 3
  %33 = load i64, ptr %32, align 8
  %G = trunc i64 %33 to i32
  %34 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 10
  store i32 %G, ptr %34, align 4
  %35 = getelementptr inbounds i64, ptr %dims, i64 4
  %36 = load i64, ptr %35, align 8
  %NS = trunc i64 %36 to i32
  %37 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 11
  store i32 %NS, ptr %37, align 4
  %38 = getelementptr inbounds i64, ptr %dims, i64 5
  %39 = load i64, ptr %38, align 8
  %MP = trunc i64 %39 to i32
  %40 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 12
  store i32 %MP, ptr %40, align 4
  %41 = getelementptr inbounds %tilec_args_paged_gqa_decode, ptr %a, i32 0, i32 13
  %42 = sext i32 %G to i64
  %43 = getelementptr inbounds [3 x i64], ptr %41, i64 0, i64 0
  store i64 %42, ptr %43, align 8
  %44 = icmp sgt i64 %42, 0
  %45 = mul i64 1, %42
  %46 = sext i32 %B to i64
  %47 = getelementptr inbounds [3 x i64], ptr %41, i64 0, i64 1
  store i64 %46, ptr %47, align 8
  %48 = icmp sgt i64 %46, 0
  %49 = and i1 %44, %48
  %50 = mul i64 %45, %46
  %51 = getelementptr inbounds [3 x i64], ptr %41, i64 0, i64 2
  store i64 1, ptr %51, align 8
  %52 = and i1 %49, true
  %53 = mul i64 %50, 1
  br i1 %52, label %run, label %empty

run:                                              ; preds = %body
  %54 = call i32 @tilec_rt_run_blocks(i64 %53, i32 %nworkers, ptr @paged_gqa_decode_task, ptr %a)
  ret i32 %54

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { alwaysinline nofree nosync nounwind willreturn "target-cpu"="HOST" "target-features"="HOST" }

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
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
