; ModuleID = 'paged_gqa_decode.tile'
source_filename = "paged_gqa_decode.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_paged_gqa_decode = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
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
  %tl_stream0 = alloca [2048 x i16], align 64
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
  %i121 = phi i32 [ 0, %if.end ], [ %112, %for.end24 ]
  %97 = icmp slt i32 %i121, 8
  br i1 %97, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond22

for.end20:                                        ; preds = %for.cond18
  %98 = icmp sle i32 0, %b
  %99 = icmp slt i32 %b, %B
  %100 = and i1 %98, %99
  br i1 %100, label %sel.then26, label %sel.else27

for.cond22:                                       ; preds = %for.body23, %for.body19
  %j125 = phi i32 [ 0, %for.body19 ], [ %107, %for.body23 ]
  %101 = icmp slt i32 %j125, 64
  br i1 %101, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %102 = sext i32 %i121 to i64
  %103 = mul nsw i64 %102, 64
  %104 = sext i32 %j125 to i64
  %105 = add nsw i64 %103, %104
  %106 = getelementptr inbounds float, ptr %acc_o, i64 %105
  store float 0.000000e+00, ptr %106, align 4
  %107 = add nsw i32 %j125, 1
  br label %for.cond22, !llvm.loop !8

for.end24:                                        ; preds = %for.cond22
  %108 = sext i32 %i121 to i64
  %109 = getelementptr inbounds float, ptr %l, i64 %108
  store float 0.000000e+00, ptr %109, align 4
  %110 = sext i32 %i121 to i64
  %111 = getelementptr inbounds float, ptr %m, i64 %110
  store float 0xFFF0000000000000, ptr %111, align 4
  %112 = add nsw i32 %i121, 1
  br label %for.cond18, !llvm.loop !9

sel.then26:                                       ; preds = %for.end20
  %113 = sext i32 %b to i64
  %114 = getelementptr inbounds i32, ptr %SL, i64 %113
  %115 = load i32, ptr %114, align 4
  br label %sel.end28

sel.else27:                                       ; preds = %for.end20
  br label %sel.end28

sel.end28:                                        ; preds = %sel.else27, %sel.then26
  %116 = phi i32 [ %115, %sel.then26 ], [ 0, %sel.else27 ]
  %117 = icmp sgt i32 %116, 0
  %118 = select i1 %117, i32 %116, i32 0
  %119 = mul i32 %MP, 32
  %120 = icmp slt i32 %118, %119
  %len = select i1 %120, i32 %118, i32 %119
  %121 = sext i32 %len to i64
  %122 = sdiv i64 %121, 16
  %123 = sub i64 0, %121
  %124 = select i1 false, i64 %123, i64 %122
  %125 = srem i64 %121, 16
  %126 = icmp ne i64 %125, 0
  %127 = icmp slt i64 %121, 0
  %128 = icmp eq i1 %127, false
  %129 = and i1 %126, %128
  %130 = zext i1 %129 to i64
  %131 = add i64 %124, %130
  %132 = trunc i64 %131 to i32
  br label %for.cond29

for.cond29:                                       ; preds = %if.end37, %sel.end28
  %k = phi i32 [ 0, %sel.end28 ], [ %172, %if.end37 ]
  %133 = icmp slt i32 %k, %NS
  br i1 %133, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %134 = icmp sle i32 0, %b
  %135 = icmp slt i32 %b, %B
  %136 = and i1 %134, %135
  %137 = icmp sle i32 0, %g
  %138 = icmp slt i32 %g, %G
  %139 = and i1 %137, %138
  %140 = and i1 %136, %139
  %141 = icmp sle i32 0, %k
  %142 = icmp slt i32 %k, %NS
  %143 = and i1 %141, %142
  %144 = and i1 %140, %143
  br i1 %144, label %sel.then32, label %sel.else33

for.end31:                                        ; preds = %for.cond29
  br label %for.cond130

sel.then32:                                       ; preds = %for.body30
  %145 = sext i32 %b to i64
  %146 = sext i32 %G to i64
  %147 = mul nsw i64 %145, %146
  %148 = sext i32 %g to i64
  %149 = add nsw i64 %147, %148
  %150 = sext i32 %NS to i64
  %151 = mul nsw i64 %149, %150
  %152 = sext i32 %k to i64
  %153 = add nsw i64 %151, %152
  %154 = getelementptr inbounds i32, ptr %BI, i64 %153
  %155 = load i32, ptr %154, align 4
  br label %sel.end34

sel.else33:                                       ; preds = %for.body30
  br label %sel.end34

sel.end34:                                        ; preds = %sel.else33, %sel.then32
  %lb = phi i32 [ %155, %sel.then32 ], [ 0, %sel.else33 ]
  %156 = icmp sge i32 %lb, 0
  %157 = icmp slt i32 %lb, %132
  %158 = and i1 %156, %157
  br i1 %158, label %if.then35, label %if.else36

if.then35:                                        ; preds = %sel.end34
  %159 = icmp sle i32 0, %b
  %160 = icmp slt i32 %b, %B
  %161 = and i1 %159, %160
  %162 = sdiv i32 %lb, 2
  %163 = sub i32 0, %lb
  %164 = select i1 false, i32 %163, i32 %162
  %165 = icmp sle i32 0, %164
  %166 = sdiv i32 %lb, 2
  %167 = sub i32 0, %lb
  %168 = select i1 false, i32 %167, i32 %166
  %169 = icmp slt i32 %168, %MP
  %170 = and i1 %165, %169
  %171 = and i1 %161, %170
  br i1 %171, label %sel.then38, label %sel.else39

if.else36:                                        ; preds = %sel.end34
  br label %if.end37

if.end37:                                         ; preds = %if.else36, %for.end107
  %172 = add nsw i32 %k, 1
  br label %for.cond29, !llvm.loop !10

sel.then38:                                       ; preds = %if.then35
  %173 = sext i32 %b to i64
  %174 = sext i32 %MP to i64
  %175 = mul nsw i64 %173, %174
  %176 = sdiv i32 %lb, 2
  %177 = sub i32 0, %lb
  %178 = select i1 false, i32 %177, i32 %176
  %179 = sext i32 %178 to i64
  %180 = add nsw i64 %175, %179
  %181 = getelementptr inbounds i32, ptr %BT, i64 %180
  %182 = load i32, ptr %181, align 4
  br label %sel.end40

sel.else39:                                       ; preds = %if.then35
  br label %sel.end40

sel.end40:                                        ; preds = %sel.else39, %sel.then38
  %page = phi i32 [ %182, %sel.then38 ], [ 0, %sel.else39 ]
  %183 = srem i32 %lb, 2
  %off = mul i32 %183, 16
  %184 = icmp sle i32 0, %page
  %185 = sext i32 %page to i64
  %186 = add i64 %185, 1
  %187 = sext i32 %NP to i64
  %188 = icmp sle i64 %186, %187
  %189 = and i1 %184, %188
  %190 = icmp sle i32 0, %off
  %191 = sext i32 %off to i64
  %192 = add i64 %191, 16
  %193 = icmp sle i64 %192, 32
  %194 = and i1 %190, %193
  %195 = and i1 %189, %194
  %196 = sext i32 %g to i64
  %197 = add i64 %196, 1
  %198 = sext i32 %G to i64
  %199 = icmp sle i64 %197, %198
  %200 = and i1 %195, %199
  br i1 %200, label %if.then41, label %if.else42

if.then41:                                        ; preds = %sel.end40
  br label %for.cond44

if.else42:                                        ; preds = %sel.end40
  br label %for.cond58

if.end43:                                         ; preds = %for.end60, %for.end46
  %201 = icmp sle i32 0, %page
  %202 = sext i32 %page to i64
  %203 = add i64 %202, 1
  %204 = sext i32 %NP to i64
  %205 = icmp sle i64 %203, %204
  %206 = and i1 %201, %205
  %207 = icmp sle i32 0, %off
  %208 = sext i32 %off to i64
  %209 = add i64 %208, 16
  %210 = icmp sle i64 %209, 32
  %211 = and i1 %207, %210
  %212 = and i1 %206, %211
  %213 = sext i32 %g to i64
  %214 = add i64 %213, 1
  %215 = sext i32 %G to i64
  %216 = icmp sle i64 %214, %215
  %217 = and i1 %212, %216
  br i1 %217, label %if.then69, label %if.else70

for.cond44:                                       ; preds = %for.end56, %if.then41
  %i147 = phi i32 [ 0, %if.then41 ], [ %263, %for.end56 ]
  %218 = icmp slt i32 %i147, 16
  br i1 %218, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %219 = add i32 %i147, 1
  %220 = icmp slt i32 %219, 16
  br i1 %220, label %if.then48, label %if.else49

for.end46:                                        ; preds = %for.cond44
  br label %if.end43

if.then48:                                        ; preds = %for.body45
  br label %for.cond51

if.else49:                                        ; preds = %for.body45
  br label %if.end50

if.end50:                                         ; preds = %if.else49, %for.end53
  br label %for.cond54

for.cond51:                                       ; preds = %for.body52, %if.then48
  %pf1 = phi i32 [ 0, %if.then48 ], [ %237, %for.body52 ]
  %221 = icmp slt i32 %pf1, 2
  br i1 %221, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %222 = sext i32 %page to i64
  %223 = mul i64 %222, 32
  %224 = add i32 %i147, 1
  %225 = add i32 %off, %224
  %226 = sext i32 %225 to i64
  %227 = add i64 %223, %226
  %228 = sext i32 %G to i64
  %229 = mul i64 %227, %228
  %230 = sext i32 %g to i64
  %231 = add i64 %229, %230
  %232 = mul i64 %231, 64
  %233 = mul i32 %pf1, 32
  %234 = sext i32 %233 to i64
  %235 = add i64 %232, %234
  %236 = getelementptr i16, ptr %K, i64 %235
  call void @llvm.prefetch.p0(ptr %236, i32 0, i32 3, i32 1)
  %237 = add nsw i32 %pf1, 1
  br label %for.cond51, !llvm.loop !12

for.end53:                                        ; preds = %for.cond51
  br label %if.end50

for.cond54:                                       ; preds = %for.body55, %if.end50
  %j157 = phi i32 [ 0, %if.end50 ], [ %262, %for.body55 ]
  %238 = icmp slt i32 %j157, 64
  br i1 %238, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %239 = sext i32 %page to i64
  %240 = mul nsw i64 %239, 32
  %241 = add i32 %off, %i147
  %242 = sext i32 %241 to i64
  %243 = add nsw i64 %240, %242
  %244 = sext i32 %G to i64
  %245 = mul nsw i64 %243, %244
  %246 = sext i32 %g to i64
  %247 = add nsw i64 %245, %246
  %248 = mul nsw i64 %247, 64
  %249 = sext i32 %j157 to i64
  %250 = add nsw i64 %248, %249
  %251 = getelementptr inbounds i16, ptr %K, i64 %250
  %252 = load i16, ptr %251, align 2
  %253 = bitcast i16 %252 to half
  %254 = fpext half %253 to float
  %255 = sext i32 %i147 to i64
  %256 = mul nsw i64 %255, 64
  %257 = sext i32 %j157 to i64
  %258 = add nsw i64 %256, %257
  %259 = getelementptr inbounds i16, ptr %K_s, i64 %258
  %260 = fptrunc float %254 to half
  %261 = bitcast half %260 to i16
  store i16 %261, ptr %259, align 2
  %262 = add nsw i32 %j157, 1
  br label %for.cond54, !llvm.loop !13

for.end56:                                        ; preds = %for.cond54
  %263 = add nsw i32 %i147, 1
  br label %for.cond44, !llvm.loop !14

for.cond58:                                       ; preds = %for.end64, %if.else42
  %i161 = phi i32 [ 0, %if.else42 ], [ %286, %for.end64 ]
  %264 = icmp slt i32 %i161, 16
  br i1 %264, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  br label %for.cond62

for.end60:                                        ; preds = %for.cond58
  br label %if.end43

for.cond62:                                       ; preds = %sel.end68, %for.body59
  %j165 = phi i32 [ 0, %for.body59 ], [ %311, %sel.end68 ]
  %265 = icmp slt i32 %j165, 64
  br i1 %265, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %266 = sext i32 %page to i64
  %267 = icmp sle i64 0, %266
  %268 = sext i32 %page to i64
  %269 = sext i32 %NP to i64
  %270 = icmp slt i64 %268, %269
  %271 = and i1 %267, %270
  %272 = sext i32 %off to i64
  %273 = sext i32 %i161 to i64
  %274 = add i64 %272, %273
  %275 = icmp sle i64 0, %274
  %276 = sext i32 %off to i64
  %277 = sext i32 %i161 to i64
  %278 = add i64 %276, %277
  %279 = icmp slt i64 %278, 32
  %280 = and i1 %275, %279
  %281 = and i1 %271, %280
  %282 = sext i32 %g to i64
  %283 = sext i32 %G to i64
  %284 = icmp slt i64 %282, %283
  %285 = and i1 %281, %284
  br i1 %285, label %sel.then66, label %sel.else67

for.end64:                                        ; preds = %for.cond62
  %286 = add nsw i32 %i161, 1
  br label %for.cond58, !llvm.loop !15

sel.then66:                                       ; preds = %for.body63
  %287 = sext i32 %page to i64
  %288 = mul nsw i64 %287, 32
  %289 = add i32 %off, %i161
  %290 = sext i32 %289 to i64
  %291 = add nsw i64 %288, %290
  %292 = sext i32 %G to i64
  %293 = mul nsw i64 %291, %292
  %294 = sext i32 %g to i64
  %295 = add nsw i64 %293, %294
  %296 = mul nsw i64 %295, 64
  %297 = sext i32 %j165 to i64
  %298 = add nsw i64 %296, %297
  %299 = getelementptr inbounds i16, ptr %K, i64 %298
  %300 = load i16, ptr %299, align 2
  %301 = bitcast i16 %300 to half
  %302 = fpext half %301 to float
  br label %sel.end68

sel.else67:                                       ; preds = %for.body63
  br label %sel.end68

sel.end68:                                        ; preds = %sel.else67, %sel.then66
  %303 = phi float [ %302, %sel.then66 ], [ 0.000000e+00, %sel.else67 ]
  %304 = sext i32 %i161 to i64
  %305 = mul nsw i64 %304, 64
  %306 = sext i32 %j165 to i64
  %307 = add nsw i64 %305, %306
  %308 = getelementptr inbounds i16, ptr %K_s, i64 %307
  %309 = fptrunc float %303 to half
  %310 = bitcast half %309 to i16
  store i16 %310, ptr %308, align 2
  %311 = add nsw i32 %j165, 1
  br label %for.cond62, !llvm.loop !16

if.then69:                                        ; preds = %if.end43
  br label %for.cond72

if.else70:                                        ; preds = %if.end43
  br label %for.cond86

if.end71:                                         ; preds = %for.end88, %for.end74
  br label %for.cond97

for.cond72:                                       ; preds = %for.end84, %if.then69
  %i175 = phi i32 [ 0, %if.then69 ], [ %357, %for.end84 ]
  %312 = icmp slt i32 %i175, 16
  br i1 %312, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %313 = add i32 %i175, 1
  %314 = icmp slt i32 %313, 16
  br i1 %314, label %if.then76, label %if.else77

for.end74:                                        ; preds = %for.cond72
  br label %if.end71

if.then76:                                        ; preds = %for.body73
  br label %for.cond79

if.else77:                                        ; preds = %for.body73
  br label %if.end78

if.end78:                                         ; preds = %if.else77, %for.end81
  br label %for.cond82

for.cond79:                                       ; preds = %for.body80, %if.then76
  %pf2 = phi i32 [ 0, %if.then76 ], [ %331, %for.body80 ]
  %315 = icmp slt i32 %pf2, 2
  br i1 %315, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %316 = sext i32 %page to i64
  %317 = mul i64 %316, 32
  %318 = add i32 %i175, 1
  %319 = add i32 %off, %318
  %320 = sext i32 %319 to i64
  %321 = add i64 %317, %320
  %322 = sext i32 %G to i64
  %323 = mul i64 %321, %322
  %324 = sext i32 %g to i64
  %325 = add i64 %323, %324
  %326 = mul i64 %325, 64
  %327 = mul i32 %pf2, 32
  %328 = sext i32 %327 to i64
  %329 = add i64 %326, %328
  %330 = getelementptr i16, ptr %V, i64 %329
  call void @llvm.prefetch.p0(ptr %330, i32 0, i32 3, i32 1)
  %331 = add nsw i32 %pf2, 1
  br label %for.cond79, !llvm.loop !17

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

for.cond82:                                       ; preds = %for.body83, %if.end78
  %j185 = phi i32 [ 0, %if.end78 ], [ %356, %for.body83 ]
  %332 = icmp slt i32 %j185, 64
  br i1 %332, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %333 = sext i32 %page to i64
  %334 = mul nsw i64 %333, 32
  %335 = add i32 %off, %i175
  %336 = sext i32 %335 to i64
  %337 = add nsw i64 %334, %336
  %338 = sext i32 %G to i64
  %339 = mul nsw i64 %337, %338
  %340 = sext i32 %g to i64
  %341 = add nsw i64 %339, %340
  %342 = mul nsw i64 %341, 64
  %343 = sext i32 %j185 to i64
  %344 = add nsw i64 %342, %343
  %345 = getelementptr inbounds i16, ptr %V, i64 %344
  %346 = load i16, ptr %345, align 2
  %347 = bitcast i16 %346 to half
  %348 = fpext half %347 to float
  %349 = sext i32 %i175 to i64
  %350 = mul nsw i64 %349, 64
  %351 = sext i32 %j185 to i64
  %352 = add nsw i64 %350, %351
  %353 = getelementptr inbounds i16, ptr %V_s, i64 %352
  %354 = fptrunc float %348 to half
  %355 = bitcast half %354 to i16
  store i16 %355, ptr %353, align 2
  %356 = add nsw i32 %j185, 1
  br label %for.cond82, !llvm.loop !18

for.end84:                                        ; preds = %for.cond82
  %357 = add nsw i32 %i175, 1
  br label %for.cond72, !llvm.loop !19

for.cond86:                                       ; preds = %for.end92, %if.else70
  %i189 = phi i32 [ 0, %if.else70 ], [ %380, %for.end92 ]
  %358 = icmp slt i32 %i189, 16
  br i1 %358, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  br label %for.cond90

for.end88:                                        ; preds = %for.cond86
  br label %if.end71

for.cond90:                                       ; preds = %sel.end96, %for.body87
  %j193 = phi i32 [ 0, %for.body87 ], [ %405, %sel.end96 ]
  %359 = icmp slt i32 %j193, 64
  br i1 %359, label %for.body91, label %for.end92

for.body91:                                       ; preds = %for.cond90
  %360 = sext i32 %page to i64
  %361 = icmp sle i64 0, %360
  %362 = sext i32 %page to i64
  %363 = sext i32 %NP to i64
  %364 = icmp slt i64 %362, %363
  %365 = and i1 %361, %364
  %366 = sext i32 %off to i64
  %367 = sext i32 %i189 to i64
  %368 = add i64 %366, %367
  %369 = icmp sle i64 0, %368
  %370 = sext i32 %off to i64
  %371 = sext i32 %i189 to i64
  %372 = add i64 %370, %371
  %373 = icmp slt i64 %372, 32
  %374 = and i1 %369, %373
  %375 = and i1 %365, %374
  %376 = sext i32 %g to i64
  %377 = sext i32 %G to i64
  %378 = icmp slt i64 %376, %377
  %379 = and i1 %375, %378
  br i1 %379, label %sel.then94, label %sel.else95

for.end92:                                        ; preds = %for.cond90
  %380 = add nsw i32 %i189, 1
  br label %for.cond86, !llvm.loop !20

sel.then94:                                       ; preds = %for.body91
  %381 = sext i32 %page to i64
  %382 = mul nsw i64 %381, 32
  %383 = add i32 %off, %i189
  %384 = sext i32 %383 to i64
  %385 = add nsw i64 %382, %384
  %386 = sext i32 %G to i64
  %387 = mul nsw i64 %385, %386
  %388 = sext i32 %g to i64
  %389 = add nsw i64 %387, %388
  %390 = mul nsw i64 %389, 64
  %391 = sext i32 %j193 to i64
  %392 = add nsw i64 %390, %391
  %393 = getelementptr inbounds i16, ptr %V, i64 %392
  %394 = load i16, ptr %393, align 2
  %395 = bitcast i16 %394 to half
  %396 = fpext half %395 to float
  br label %sel.end96

sel.else95:                                       ; preds = %for.body91
  br label %sel.end96

sel.end96:                                        ; preds = %sel.else95, %sel.then94
  %397 = phi float [ %396, %sel.then94 ], [ 0.000000e+00, %sel.else95 ]
  %398 = sext i32 %i189 to i64
  %399 = mul nsw i64 %398, 64
  %400 = sext i32 %j193 to i64
  %401 = add nsw i64 %399, %400
  %402 = getelementptr inbounds i16, ptr %V_s, i64 %401
  %403 = fptrunc float %397 to half
  %404 = bitcast half %403 to i16
  store i16 %404, ptr %402, align 2
  %405 = add nsw i32 %j193, 1
  br label %for.cond90, !llvm.loop !21

for.cond97:                                       ; preds = %for.end103, %if.end71
  %i1100 = phi i32 [ 0, %if.end71 ], [ %414, %for.end103 ]
  %406 = icmp slt i32 %i1100, 8
  br i1 %406, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  br label %for.cond101

for.end99:                                        ; preds = %for.cond97
  call void @tilec_rt_gemm_f16f32(i32 8, i32 16, i32 64, ptr %Q_s, i32 64, i32 0, ptr %K_s, i32 64, i32 1, ptr %acc_s, i32 16)
  br label %for.cond105

for.cond101:                                      ; preds = %for.body102, %for.body98
  %j1104 = phi i32 [ 0, %for.body98 ], [ %413, %for.body102 ]
  %407 = icmp slt i32 %j1104, 16
  br i1 %407, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %408 = sext i32 %i1100 to i64
  %409 = mul nsw i64 %408, 16
  %410 = sext i32 %j1104 to i64
  %411 = add nsw i64 %409, %410
  %412 = getelementptr inbounds float, ptr %acc_s, i64 %411
  store float 0.000000e+00, ptr %412, align 4
  %413 = add nsw i32 %j1104, 1
  br label %for.cond101, !llvm.loop !22

for.end103:                                       ; preds = %for.cond101
  %414 = add nsw i32 %i1100, 1
  br label %for.cond97, !llvm.loop !23

for.cond105:                                      ; preds = %for.end128, %for.end99
  %i = phi i32 [ 0, %for.end99 ], [ %541, %for.end128 ]
  %415 = icmp slt i32 %i, 8
  br i1 %415, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  br label %for.cond108

for.end107:                                       ; preds = %for.cond105
  call void @tilec_rt_gemm_f16f32(i32 8, i32 64, i32 16, ptr %P_s, i32 16, i32 0, ptr %V_s, i32 64, i32 0, ptr %acc_o, i32 64)
  br label %if.end37

for.cond108:                                      ; preds = %for.body109, %for.body106
  %j = phi i32 [ 0, %for.body106 ], [ %434, %for.body109 ]
  %416 = icmp slt i32 %j, 16
  br i1 %416, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %417 = mul i32 %lb, 16
  %418 = add i32 %417, %j
  %419 = icmp slt i32 %418, %len
  %420 = sext i32 %i to i64
  %421 = mul nsw i64 %420, 16
  %422 = sext i32 %j to i64
  %423 = add nsw i64 %421, %422
  %424 = call i64 @llvm.umin.i64(i64 %423, i64 127)
  %425 = getelementptr inbounds float, ptr %acc_s, i64 %424
  %426 = load float, ptr %425, align 4
  %427 = fmul float %426, 1.250000e-01
  %428 = select i1 %419, float %427, float 0xFFF0000000000000
  %429 = sext i32 %i to i64
  %430 = mul nsw i64 %429, 16
  %431 = sext i32 %j to i64
  %432 = add nsw i64 %430, %431
  %433 = getelementptr inbounds float, ptr %acc_s, i64 %432
  store float %428, ptr %433, align 4
  %434 = add nsw i32 %j, 1
  br label %for.cond108, !llvm.loop !24

for.end110:                                       ; preds = %for.cond108
  %435 = sext i32 %i to i64
  %436 = getelementptr inbounds float, ptr %m, i64 %435
  %437 = load float, ptr %436, align 4
  %438 = sext i32 %i to i64
  %439 = getelementptr inbounds float, ptr %m_prev, i64 %438
  store float %437, ptr %439, align 4
  br label %for.cond111

for.cond111:                                      ; preds = %for.body112, %for.end110
  %red = phi i32 [ 0, %for.end110 ], [ %453, %for.body112 ]
  %440 = icmp slt i32 %red, 16
  br i1 %440, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  %441 = sext i32 %i to i64
  %442 = getelementptr inbounds float, ptr %m, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = sext i32 %i to i64
  %445 = mul nsw i64 %444, 16
  %446 = sext i32 %red to i64
  %447 = add nsw i64 %445, %446
  %448 = getelementptr inbounds float, ptr %acc_s, i64 %447
  %449 = load float, ptr %448, align 4
  %450 = call float @llvm.maxnum.f32(float %443, float %449)
  %451 = sext i32 %i to i64
  %452 = getelementptr inbounds float, ptr %m, i64 %451
  store float %450, ptr %452, align 4
  %453 = add nsw i32 %red, 1
  br label %for.cond111, !llvm.loop !25

for.end113:                                       ; preds = %for.cond111
  br label %for.cond114

for.cond114:                                      ; preds = %for.body115, %for.end113
  %j118 = phi i32 [ 0, %for.end113 ], [ %471, %for.body115 ]
  %454 = icmp slt i32 %j118, 16
  br i1 %454, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %455 = sext i32 %i to i64
  %456 = mul nsw i64 %455, 16
  %457 = sext i32 %j118 to i64
  %458 = add nsw i64 %456, %457
  %459 = getelementptr inbounds float, ptr %acc_s, i64 %458
  %460 = load float, ptr %459, align 4
  %461 = sext i32 %i to i64
  %462 = getelementptr inbounds float, ptr %m, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = fsub float %460, %463
  %465 = call float @tilec_expf_nonpos(float %464)
  %466 = sext i32 %i to i64
  %467 = mul nsw i64 %466, 16
  %468 = sext i32 %j118 to i64
  %469 = add nsw i64 %467, %468
  %470 = getelementptr inbounds float, ptr %acc_s, i64 %469
  store float %465, ptr %470, align 4
  %471 = add nsw i32 %j118, 1
  br label %for.cond114, !llvm.loop !26

for.end116:                                       ; preds = %for.cond114
  %472 = sext i32 %i to i64
  %473 = getelementptr inbounds float, ptr %row_sum, i64 %472
  store float 0.000000e+00, ptr %473, align 4
  br label %for.cond119

for.cond119:                                      ; preds = %for.body120, %for.end116
  %red122 = phi i32 [ 0, %for.end116 ], [ %487, %for.body120 ]
  %474 = icmp slt i32 %red122, 16
  br i1 %474, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %475 = sext i32 %i to i64
  %476 = getelementptr inbounds float, ptr %row_sum, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = sext i32 %i to i64
  %479 = mul nsw i64 %478, 16
  %480 = sext i32 %red122 to i64
  %481 = add nsw i64 %479, %480
  %482 = getelementptr inbounds float, ptr %acc_s, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = fadd float %477, %483
  %485 = sext i32 %i to i64
  %486 = getelementptr inbounds float, ptr %row_sum, i64 %485
  store float %484, ptr %486, align 4
  %487 = add nsw i32 %red122, 1
  br label %for.cond119, !llvm.loop !27

for.end121:                                       ; preds = %for.cond119
  %488 = sext i32 %i to i64
  %489 = getelementptr inbounds float, ptr %m_prev, i64 %488
  %490 = load float, ptr %489, align 4
  %491 = sext i32 %i to i64
  %492 = getelementptr inbounds float, ptr %m, i64 %491
  %493 = load float, ptr %492, align 4
  %494 = fsub float %490, %493
  %alpha = call float @tilec_expf(float %494)
  %495 = sext i32 %i to i64
  %496 = getelementptr inbounds float, ptr %l, i64 %495
  %497 = load float, ptr %496, align 4
  %498 = fmul float %497, %alpha
  %499 = sext i32 %i to i64
  %500 = getelementptr inbounds float, ptr %row_sum, i64 %499
  %501 = load float, ptr %500, align 4
  %502 = fadd float %498, %501
  %503 = sext i32 %i to i64
  %504 = getelementptr inbounds float, ptr %l, i64 %503
  store float %502, ptr %504, align 4
  %505 = sext i32 %i to i64
  %506 = getelementptr inbounds float, ptr %m_prev, i64 %505
  store float %alpha, ptr %506, align 4
  br label %for.cond123

for.cond123:                                      ; preds = %for.body124, %for.end121
  %d = phi i32 [ 0, %for.end121 ], [ %523, %for.body124 ]
  %507 = icmp slt i32 %d, 64
  br i1 %507, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %508 = sext i32 %i to i64
  %509 = mul nsw i64 %508, 64
  %510 = sext i32 %d to i64
  %511 = add nsw i64 %509, %510
  %512 = getelementptr inbounds float, ptr %acc_o, i64 %511
  %513 = load float, ptr %512, align 4
  %514 = sext i32 %i to i64
  %515 = getelementptr inbounds float, ptr %m_prev, i64 %514
  %516 = load float, ptr %515, align 4
  %517 = fmul float %513, %516
  %518 = sext i32 %i to i64
  %519 = mul nsw i64 %518, 64
  %520 = sext i32 %d to i64
  %521 = add nsw i64 %519, %520
  %522 = getelementptr inbounds float, ptr %acc_o, i64 %521
  store float %517, ptr %522, align 4
  %523 = add nsw i32 %d, 1
  br label %for.cond123, !llvm.loop !28

for.end125:                                       ; preds = %for.cond123
  br label %for.cond126

for.cond126:                                      ; preds = %for.body127, %for.end125
  %j1129 = phi i32 [ 0, %for.end125 ], [ %540, %for.body127 ]
  %524 = icmp slt i32 %j1129, 16
  br i1 %524, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %525 = sext i32 %i to i64
  %526 = mul nsw i64 %525, 16
  %527 = sext i32 %j1129 to i64
  %528 = add nsw i64 %526, %527
  %529 = getelementptr inbounds float, ptr %acc_s, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = fptrunc float %530 to half
  %532 = fpext half %531 to float
  %533 = sext i32 %i to i64
  %534 = mul nsw i64 %533, 16
  %535 = sext i32 %j1129 to i64
  %536 = add nsw i64 %534, %535
  %537 = getelementptr inbounds i16, ptr %P_s, i64 %536
  %538 = fptrunc float %532 to half
  %539 = bitcast half %538 to i16
  store i16 %539, ptr %537, align 2
  %540 = add nsw i32 %j1129, 1
  br label %for.cond126, !llvm.loop !29

for.end128:                                       ; preds = %for.cond126
  %541 = add nsw i32 %i, 1
  br label %for.cond105, !llvm.loop !30

for.cond130:                                      ; preds = %if.end136, %for.end31
  %i133 = phi i32 [ 0, %for.end31 ], [ %558, %if.end136 ]
  %542 = icmp slt i32 %i133, 8
  br i1 %542, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %543 = icmp sle i32 0, %b
  %544 = icmp slt i32 %b, %B
  %545 = and i1 %543, %544
  %546 = mul i32 %g, 8
  %547 = add i32 %546, %i133
  %548 = icmp sle i32 0, %547
  %549 = mul i32 %g, 8
  %550 = add i32 %549, %i133
  %551 = icmp slt i32 %550, %H
  %552 = and i1 %548, %551
  %553 = and i1 %545, %552
  br i1 %553, label %if.then134, label %if.else135

for.end132:                                       ; preds = %for.cond130
  ret void

if.then134:                                       ; preds = %for.body131
  %554 = sext i32 %B to i64
  %555 = sext i32 %H to i64
  %556 = mul i64 %554, %555
  %557 = icmp sge i64 %556, 262144
  br i1 %557, label %if.then137, label %if.else138

if.else135:                                       ; preds = %for.body131
  br label %if.end136

if.end136:                                        ; preds = %if.else135, %if.end139
  %558 = add nsw i32 %i133, 1
  br label %for.cond130, !llvm.loop !31

if.then137:                                       ; preds = %if.then134
  br label %for.cond140

if.else138:                                       ; preds = %if.then134
  br label %for.cond146

if.end139:                                        ; preds = %for.end148, %for.end142
  br label %if.end136

for.cond140:                                      ; preds = %for.end145, %if.then137
  %tl_c2 = phi i32 [ 0, %if.then137 ], [ %606, %for.end145 ]
  %559 = icmp slt i32 %tl_c2, 1
  br i1 %559, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %tl_sb3 = mul i32 %tl_c2, 2048
  %560 = sub i32 64, %tl_sb3
  %561 = icmp slt i32 %560, 2048
  %562 = sub i32 64, %tl_sb3
  %tl_sm4 = select i1 %561, i32 %562, i32 2048
  br label %for.cond143

for.end142:                                       ; preds = %for.cond140
  br label %if.end139

for.cond143:                                      ; preds = %for.body144, %for.body141
  %tl_c5 = phi i32 [ 0, %for.body141 ], [ %589, %for.body144 ]
  %563 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %563, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %564 = sext i32 %i133 to i64
  %565 = getelementptr inbounds float, ptr %l, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = fcmp ogt float %566, 0.000000e+00
  %568 = sext i32 %i133 to i64
  %569 = mul nsw i64 %568, 64
  %570 = add i32 %tl_sb3, %tl_c5
  %571 = add i32 0, %570
  %572 = sext i32 %571 to i64
  %573 = add nsw i64 %569, %572
  %574 = call i64 @llvm.umin.i64(i64 %573, i64 511)
  %575 = getelementptr inbounds float, ptr %acc_o, i64 %574
  %576 = load float, ptr %575, align 4
  %577 = sext i32 %i133 to i64
  %578 = call i64 @llvm.umin.i64(i64 %577, i64 7)
  %579 = getelementptr inbounds float, ptr %l, i64 %578
  %580 = load float, ptr %579, align 4
  %581 = fdiv float %576, %580
  %582 = select i1 %567, float %581, float 0.000000e+00
  %583 = fptrunc float %582 to half
  %584 = fpext half %583 to float
  %585 = sext i32 %tl_c5 to i64
  %586 = getelementptr inbounds i16, ptr %tl_stream0, i64 %585
  %587 = fptrunc float %584 to half
  %588 = bitcast half %587 to i16
  store i16 %588, ptr %586, align 2
  %589 = add nsw i32 %tl_c5, 1
  br label %for.cond143, !llvm.loop !32

for.end145:                                       ; preds = %for.cond143
  %590 = sext i32 %tl_sm4 to i64
  %591 = sext i32 %b to i64
  %592 = sext i32 %H to i64
  %593 = mul nsw i64 %591, %592
  %594 = mul i32 %g, 8
  %595 = add i32 %594, %i133
  %596 = sext i32 %595 to i64
  %597 = add nsw i64 %593, %596
  %598 = mul nsw i64 %597, 64
  %599 = add i32 %tl_sb3, 0
  %600 = add i32 0, %599
  %601 = sext i32 %600 to i64
  %602 = add nsw i64 %598, %601
  %603 = getelementptr inbounds i16, ptr %O, i64 %602
  %604 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  %605 = mul i64 %590, 2
  call void @tilec_rt_stream(ptr %603, ptr %604, i64 %605)
  %606 = add nsw i32 %tl_c2, 1
  br label %for.cond140, !llvm.loop !33

for.cond146:                                      ; preds = %for.body147, %if.else138
  %d1 = phi i32 [ 0, %if.else138 ], [ %642, %for.body147 ]
  %607 = icmp slt i32 %d1, 64
  br i1 %607, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %608 = sext i32 %i133 to i64
  %609 = getelementptr inbounds float, ptr %l, i64 %608
  %610 = load float, ptr %609, align 4
  %611 = fcmp ogt float %610, 0.000000e+00
  %612 = sext i32 %i133 to i64
  %613 = mul nsw i64 %612, 64
  %614 = add i32 0, %d1
  %615 = sext i32 %614 to i64
  %616 = add nsw i64 %613, %615
  %617 = call i64 @llvm.umin.i64(i64 %616, i64 511)
  %618 = getelementptr inbounds float, ptr %acc_o, i64 %617
  %619 = load float, ptr %618, align 4
  %620 = sext i32 %i133 to i64
  %621 = call i64 @llvm.umin.i64(i64 %620, i64 7)
  %622 = getelementptr inbounds float, ptr %l, i64 %621
  %623 = load float, ptr %622, align 4
  %624 = fdiv float %619, %623
  %625 = select i1 %611, float %624, float 0.000000e+00
  %626 = fptrunc float %625 to half
  %627 = fpext half %626 to float
  %628 = sext i32 %b to i64
  %629 = sext i32 %H to i64
  %630 = mul nsw i64 %628, %629
  %631 = mul i32 %g, 8
  %632 = add i32 %631, %i133
  %633 = sext i32 %632 to i64
  %634 = add nsw i64 %630, %633
  %635 = mul nsw i64 %634, 64
  %636 = add i32 0, %d1
  %637 = sext i32 %636 to i64
  %638 = add nsw i64 %635, %637
  %639 = getelementptr inbounds i16, ptr %O, i64 %638
  %640 = fptrunc float %627 to half
  %641 = bitcast half %640 to i16
  store i16 %641, ptr %639, align 2
  %642 = add nsw i32 %d1, 1
  br label %for.cond146, !llvm.loop !34

for.end148:                                       ; preds = %for.cond146
  br label %if.end139
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
define internal void @paged_gqa_decode_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_paged_gqa_decode(ptr %args, ptr %dims, ptr %self) #5 {
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
!10 = distinct !{!10, !1, !11}
!11 = !{!"llvm.loop.vectorize.enable", i1 false}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !3}
!14 = distinct !{!14, !1, !5}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !3}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !3}
!19 = distinct !{!19, !1, !5}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !3}
!22 = distinct !{!22, !1, !3}
!23 = distinct !{!23, !1, !5}
!24 = distinct !{!24, !1, !3}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !3}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !3}
!29 = distinct !{!29, !1, !3}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !3}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1, !3}
