; ModuleID = 'mla_decode.tile'
source_filename = "mla_decode.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_mla_decode_split = type { ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_mla_decode_combine = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
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
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
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
  br i1 %38, label %if.then12, label %if.else13

for.cond:                                         ; preds = %for.end3, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %63, %for.end3 ]
  %39 = icmp slt i32 %i1, 16
  br i1 %39, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %62, %for.body2 ]
  %40 = icmp slt i32 %j1, 64
  br i1 %40, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %41 = sext i32 %b to i64
  %42 = sext i32 %H to i64
  %43 = mul nsw i64 %41, %42
  %44 = mul i32 %hb, 16
  %45 = add i32 %44, %i1
  %46 = sext i32 %45 to i64
  %47 = add nsw i64 %43, %46
  %48 = mul nsw i64 %47, 64
  %49 = sext i32 %j1 to i64
  %50 = add nsw i64 %48, %49
  %51 = getelementptr inbounds i16, ptr %Q, i64 %50
  %52 = load i16, ptr %51, align 2
  %53 = bitcast i16 %52 to half
  %54 = fpext half %53 to float
  %55 = sext i32 %i1 to i64
  %56 = mul nsw i64 %55, 64
  %57 = sext i32 %j1 to i64
  %58 = add nsw i64 %56, %57
  %59 = getelementptr inbounds i16, ptr %Q_s, i64 %58
  %60 = fptrunc float %54 to half
  %61 = bitcast half %60 to i16
  store i16 %61, ptr %59, align 2
  %62 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %63 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end10, %if.else
  %i17 = phi i32 [ 0, %if.else ], [ %82, %for.end10 ]
  %64 = icmp slt i32 %i17, 16
  br i1 %64, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %105, %sel.end ]
  %65 = icmp slt i32 %j111, 64
  br i1 %65, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %66 = sext i32 %b to i64
  %67 = sext i32 %B to i64
  %68 = icmp slt i64 %66, %67
  %69 = mul i32 %hb, 16
  %70 = sext i32 %69 to i64
  %71 = sext i32 %i17 to i64
  %72 = add i64 %70, %71
  %73 = icmp sle i64 0, %72
  %74 = mul i32 %hb, 16
  %75 = sext i32 %74 to i64
  %76 = sext i32 %i17 to i64
  %77 = add i64 %75, %76
  %78 = sext i32 %H to i64
  %79 = icmp slt i64 %77, %78
  %80 = and i1 %73, %79
  %81 = and i1 %68, %80
  br i1 %81, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %82 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !4

sel.then:                                         ; preds = %for.body9
  %83 = sext i32 %b to i64
  %84 = sext i32 %H to i64
  %85 = mul nsw i64 %83, %84
  %86 = mul i32 %hb, 16
  %87 = add i32 %86, %i17
  %88 = sext i32 %87 to i64
  %89 = add nsw i64 %85, %88
  %90 = mul nsw i64 %89, 64
  %91 = sext i32 %j111 to i64
  %92 = add nsw i64 %90, %91
  %93 = getelementptr inbounds i16, ptr %Q, i64 %92
  %94 = load i16, ptr %93, align 2
  %95 = bitcast i16 %94 to half
  %96 = fpext half %95 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %97 = phi float [ %96, %sel.then ], [ 0.000000e+00, %sel.else ]
  %98 = sext i32 %i17 to i64
  %99 = mul nsw i64 %98, 64
  %100 = sext i32 %j111 to i64
  %101 = add nsw i64 %99, %100
  %102 = getelementptr inbounds i16, ptr %Q_s, i64 %101
  %103 = fptrunc float %97 to half
  %104 = bitcast half %103 to i16
  store i16 %104, ptr %102, align 2
  %105 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !5

if.then12:                                        ; preds = %if.end
  br label %for.cond15

if.else13:                                        ; preds = %if.end
  br label %for.cond23

if.end14:                                         ; preds = %for.end25, %for.end17
  br label %for.cond34

for.cond15:                                       ; preds = %for.end21, %if.then12
  %i118 = phi i32 [ 0, %if.then12 ], [ %130, %for.end21 ]
  %106 = icmp slt i32 %i118, 16
  br i1 %106, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end14

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %129, %for.body20 ]
  %107 = icmp slt i32 %j122, 16
  br i1 %107, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %108 = sext i32 %b to i64
  %109 = sext i32 %H to i64
  %110 = mul nsw i64 %108, %109
  %111 = mul i32 %hb, 16
  %112 = add i32 %111, %i118
  %113 = sext i32 %112 to i64
  %114 = add nsw i64 %110, %113
  %115 = mul nsw i64 %114, 16
  %116 = sext i32 %j122 to i64
  %117 = add nsw i64 %115, %116
  %118 = getelementptr inbounds i16, ptr %Q_pe, i64 %117
  %119 = load i16, ptr %118, align 2
  %120 = bitcast i16 %119 to half
  %121 = fpext half %120 to float
  %122 = sext i32 %i118 to i64
  %123 = mul nsw i64 %122, 16
  %124 = sext i32 %j122 to i64
  %125 = add nsw i64 %123, %124
  %126 = getelementptr inbounds i16, ptr %Qpe_s, i64 %125
  %127 = fptrunc float %121 to half
  %128 = bitcast half %127 to i16
  store i16 %128, ptr %126, align 2
  %129 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !6

for.end21:                                        ; preds = %for.cond19
  %130 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !7

for.cond23:                                       ; preds = %for.end29, %if.else13
  %i126 = phi i32 [ 0, %if.else13 ], [ %149, %for.end29 ]
  %131 = icmp slt i32 %i126, 16
  br i1 %131, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  br label %for.cond27

for.end25:                                        ; preds = %for.cond23
  br label %if.end14

for.cond27:                                       ; preds = %sel.end33, %for.body24
  %j130 = phi i32 [ 0, %for.body24 ], [ %172, %sel.end33 ]
  %132 = icmp slt i32 %j130, 16
  br i1 %132, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %133 = sext i32 %b to i64
  %134 = sext i32 %B to i64
  %135 = icmp slt i64 %133, %134
  %136 = mul i32 %hb, 16
  %137 = sext i32 %136 to i64
  %138 = sext i32 %i126 to i64
  %139 = add i64 %137, %138
  %140 = icmp sle i64 0, %139
  %141 = mul i32 %hb, 16
  %142 = sext i32 %141 to i64
  %143 = sext i32 %i126 to i64
  %144 = add i64 %142, %143
  %145 = sext i32 %H to i64
  %146 = icmp slt i64 %144, %145
  %147 = and i1 %140, %146
  %148 = and i1 %135, %147
  br i1 %148, label %sel.then31, label %sel.else32

for.end29:                                        ; preds = %for.cond27
  %149 = add nsw i32 %i126, 1
  br label %for.cond23, !llvm.loop !8

sel.then31:                                       ; preds = %for.body28
  %150 = sext i32 %b to i64
  %151 = sext i32 %H to i64
  %152 = mul nsw i64 %150, %151
  %153 = mul i32 %hb, 16
  %154 = add i32 %153, %i126
  %155 = sext i32 %154 to i64
  %156 = add nsw i64 %152, %155
  %157 = mul nsw i64 %156, 16
  %158 = sext i32 %j130 to i64
  %159 = add nsw i64 %157, %158
  %160 = getelementptr inbounds i16, ptr %Q_pe, i64 %159
  %161 = load i16, ptr %160, align 2
  %162 = bitcast i16 %161 to half
  %163 = fpext half %162 to float
  br label %sel.end33

sel.else32:                                       ; preds = %for.body28
  br label %sel.end33

sel.end33:                                        ; preds = %sel.else32, %sel.then31
  %164 = phi float [ %163, %sel.then31 ], [ 0.000000e+00, %sel.else32 ]
  %165 = sext i32 %i126 to i64
  %166 = mul nsw i64 %165, 16
  %167 = sext i32 %j130 to i64
  %168 = add nsw i64 %166, %167
  %169 = getelementptr inbounds i16, ptr %Qpe_s, i64 %168
  %170 = fptrunc float %164 to half
  %171 = bitcast half %170 to i16
  store i16 %171, ptr %169, align 2
  %172 = add nsw i32 %j130, 1
  br label %for.cond27, !llvm.loop !9

for.cond34:                                       ; preds = %for.end40, %if.end14
  %i137 = phi i32 [ 0, %if.end14 ], [ %181, %for.end40 ]
  %173 = icmp slt i32 %i137, 16
  br i1 %173, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %for.cond42

for.cond38:                                       ; preds = %for.body39, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %180, %for.body39 ]
  %174 = icmp slt i32 %j141, 64
  br i1 %174, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %175 = sext i32 %i137 to i64
  %176 = mul nsw i64 %175, 64
  %177 = sext i32 %j141 to i64
  %178 = add nsw i64 %176, %177
  %179 = getelementptr inbounds float, ptr %acc_o, i64 %178
  store float 0.000000e+00, ptr %179, align 4
  %180 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !10

for.end40:                                        ; preds = %for.cond38
  %181 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !11

for.cond42:                                       ; preds = %for.body43, %for.end36
  %i145 = phi i32 [ 0, %for.end36 ], [ %185, %for.body43 ]
  %182 = icmp slt i32 %i145, 16
  br i1 %182, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %183 = sext i32 %i145 to i64
  %184 = getelementptr inbounds float, ptr %l, i64 %183
  store float 0.000000e+00, ptr %184, align 4
  %185 = add nsw i32 %i145, 1
  br label %for.cond42, !llvm.loop !12

for.end44:                                        ; preds = %for.cond42
  br label %for.cond46

for.cond46:                                       ; preds = %for.body47, %for.end44
  %i149 = phi i32 [ 0, %for.end44 ], [ %189, %for.body47 ]
  %186 = icmp slt i32 %i149, 16
  br i1 %186, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %187 = sext i32 %i149 to i64
  %188 = getelementptr inbounds float, ptr %m, i64 %187
  store float 0xFFF0000000000000, ptr %188, align 4
  %189 = add nsw i32 %i149, 1
  br label %for.cond46, !llvm.loop !13

for.end48:                                        ; preds = %for.cond46
  %190 = sext i32 %chunk to i64
  %191 = sdiv i64 %190, 32
  %192 = sub i64 0, %190
  %193 = select i1 false, i64 %192, i64 %191
  %194 = srem i64 %190, 32
  %195 = icmp ne i64 %194, 0
  %196 = icmp slt i64 %190, 0
  %197 = icmp eq i1 %196, false
  %198 = and i1 %195, %197
  %199 = zext i1 %198 to i64
  %200 = add i64 %193, %199
  %201 = trunc i64 %200 to i32
  br label %for.cond50

for.cond50:                                       ; preds = %for.end157, %for.end48
  %k = phi i32 [ 0, %for.end48 ], [ %513, %for.end157 ]
  %202 = icmp slt i32 %k, %201
  br i1 %202, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %203 = mul i32 %k, 32
  %s0 = add i32 %start, %203
  %204 = sext i32 %b to i64
  %205 = add i64 %204, 1
  %206 = sext i32 %B to i64
  %207 = icmp sle i64 %205, %206
  %208 = icmp sle i32 0, %s0
  %209 = sext i32 %s0 to i64
  %210 = add i64 %209, 32
  %211 = sext i32 %S to i64
  %212 = icmp sle i64 %210, %211
  %213 = and i1 %208, %212
  %214 = and i1 %207, %213
  br i1 %214, label %if.then53, label %if.else54

for.end52:                                        ; preds = %for.cond50
  br label %for.cond163

if.then53:                                        ; preds = %for.body51
  br label %for.cond56

if.else54:                                        ; preds = %for.body51
  br label %for.cond64

if.end55:                                         ; preds = %for.end66, %for.end58
  %215 = sext i32 %b to i64
  %216 = add i64 %215, 1
  %217 = sext i32 %B to i64
  %218 = icmp sle i64 %216, %217
  %219 = icmp sle i32 0, %s0
  %220 = sext i32 %s0 to i64
  %221 = add i64 %220, 32
  %222 = sext i32 %S to i64
  %223 = icmp sle i64 %221, %222
  %224 = and i1 %219, %223
  %225 = and i1 %218, %224
  br i1 %225, label %if.then75, label %if.else76

for.cond56:                                       ; preds = %for.end62, %if.then53
  %i159 = phi i32 [ 0, %if.then53 ], [ %251, %for.end62 ]
  %226 = icmp slt i32 %i159, 32
  br i1 %226, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  br label %if.end55

for.cond60:                                       ; preds = %for.body61, %for.body57
  %j163 = phi i32 [ 0, %for.body57 ], [ %250, %for.body61 ]
  %227 = icmp slt i32 %j163, 64
  br i1 %227, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %228 = sext i32 %b to i64
  %229 = sext i32 %S to i64
  %230 = mul nsw i64 %228, %229
  %231 = add i32 %s0, %i159
  %232 = sext i32 %231 to i64
  %233 = add nsw i64 %230, %232
  %234 = mul nsw i64 %233, 1
  %235 = add nsw i64 %234, 0
  %236 = mul nsw i64 %235, 64
  %237 = sext i32 %j163 to i64
  %238 = add nsw i64 %236, %237
  %239 = getelementptr inbounds i16, ptr %KV, i64 %238
  %240 = load i16, ptr %239, align 2
  %241 = bitcast i16 %240 to half
  %242 = fpext half %241 to float
  %243 = sext i32 %i159 to i64
  %244 = mul nsw i64 %243, 64
  %245 = sext i32 %j163 to i64
  %246 = add nsw i64 %244, %245
  %247 = getelementptr inbounds i16, ptr %KV_s, i64 %246
  %248 = fptrunc float %242 to half
  %249 = bitcast half %248 to i16
  store i16 %249, ptr %247, align 2
  %250 = add nsw i32 %j163, 1
  br label %for.cond60, !llvm.loop !14

for.end62:                                        ; preds = %for.cond60
  %251 = add nsw i32 %i159, 1
  br label %for.cond56, !llvm.loop !15

for.cond64:                                       ; preds = %for.end70, %if.else54
  %i167 = phi i32 [ 0, %if.else54 ], [ %268, %for.end70 ]
  %252 = icmp slt i32 %i167, 32
  br i1 %252, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  br label %for.cond68

for.end66:                                        ; preds = %for.cond64
  br label %if.end55

for.cond68:                                       ; preds = %sel.end74, %for.body65
  %j171 = phi i32 [ 0, %for.body65 ], [ %292, %sel.end74 ]
  %253 = icmp slt i32 %j171, 64
  br i1 %253, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %254 = sext i32 %b to i64
  %255 = sext i32 %B to i64
  %256 = icmp slt i64 %254, %255
  %257 = sext i32 %s0 to i64
  %258 = sext i32 %i167 to i64
  %259 = add i64 %257, %258
  %260 = icmp sle i64 0, %259
  %261 = sext i32 %s0 to i64
  %262 = sext i32 %i167 to i64
  %263 = add i64 %261, %262
  %264 = sext i32 %S to i64
  %265 = icmp slt i64 %263, %264
  %266 = and i1 %260, %265
  %267 = and i1 %256, %266
  br i1 %267, label %sel.then72, label %sel.else73

for.end70:                                        ; preds = %for.cond68
  %268 = add nsw i32 %i167, 1
  br label %for.cond64, !llvm.loop !16

sel.then72:                                       ; preds = %for.body69
  %269 = sext i32 %b to i64
  %270 = sext i32 %S to i64
  %271 = mul nsw i64 %269, %270
  %272 = add i32 %s0, %i167
  %273 = sext i32 %272 to i64
  %274 = add nsw i64 %271, %273
  %275 = mul nsw i64 %274, 1
  %276 = add nsw i64 %275, 0
  %277 = mul nsw i64 %276, 64
  %278 = sext i32 %j171 to i64
  %279 = add nsw i64 %277, %278
  %280 = getelementptr inbounds i16, ptr %KV, i64 %279
  %281 = load i16, ptr %280, align 2
  %282 = bitcast i16 %281 to half
  %283 = fpext half %282 to float
  br label %sel.end74

sel.else73:                                       ; preds = %for.body69
  br label %sel.end74

sel.end74:                                        ; preds = %sel.else73, %sel.then72
  %284 = phi float [ %283, %sel.then72 ], [ 0.000000e+00, %sel.else73 ]
  %285 = sext i32 %i167 to i64
  %286 = mul nsw i64 %285, 64
  %287 = sext i32 %j171 to i64
  %288 = add nsw i64 %286, %287
  %289 = getelementptr inbounds i16, ptr %KV_s, i64 %288
  %290 = fptrunc float %284 to half
  %291 = bitcast half %290 to i16
  store i16 %291, ptr %289, align 2
  %292 = add nsw i32 %j171, 1
  br label %for.cond68, !llvm.loop !17

if.then75:                                        ; preds = %if.end55
  br label %for.cond78

if.else76:                                        ; preds = %if.end55
  br label %for.cond86

if.end77:                                         ; preds = %for.end88, %for.end80
  br label %for.cond97

for.cond78:                                       ; preds = %for.end84, %if.then75
  %i181 = phi i32 [ 0, %if.then75 ], [ %318, %for.end84 ]
  %293 = icmp slt i32 %i181, 32
  br i1 %293, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  br label %for.cond82

for.end80:                                        ; preds = %for.cond78
  br label %if.end77

for.cond82:                                       ; preds = %for.body83, %for.body79
  %j185 = phi i32 [ 0, %for.body79 ], [ %317, %for.body83 ]
  %294 = icmp slt i32 %j185, 16
  br i1 %294, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %295 = sext i32 %b to i64
  %296 = sext i32 %S to i64
  %297 = mul nsw i64 %295, %296
  %298 = add i32 %s0, %i181
  %299 = sext i32 %298 to i64
  %300 = add nsw i64 %297, %299
  %301 = mul nsw i64 %300, 1
  %302 = add nsw i64 %301, 0
  %303 = mul nsw i64 %302, 16
  %304 = sext i32 %j185 to i64
  %305 = add nsw i64 %303, %304
  %306 = getelementptr inbounds i16, ptr %K_pe, i64 %305
  %307 = load i16, ptr %306, align 2
  %308 = bitcast i16 %307 to half
  %309 = fpext half %308 to float
  %310 = sext i32 %i181 to i64
  %311 = mul nsw i64 %310, 16
  %312 = sext i32 %j185 to i64
  %313 = add nsw i64 %311, %312
  %314 = getelementptr inbounds i16, ptr %Kpe_s, i64 %313
  %315 = fptrunc float %309 to half
  %316 = bitcast half %315 to i16
  store i16 %316, ptr %314, align 2
  %317 = add nsw i32 %j185, 1
  br label %for.cond82, !llvm.loop !18

for.end84:                                        ; preds = %for.cond82
  %318 = add nsw i32 %i181, 1
  br label %for.cond78, !llvm.loop !19

for.cond86:                                       ; preds = %for.end92, %if.else76
  %i189 = phi i32 [ 0, %if.else76 ], [ %335, %for.end92 ]
  %319 = icmp slt i32 %i189, 32
  br i1 %319, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  br label %for.cond90

for.end88:                                        ; preds = %for.cond86
  br label %if.end77

for.cond90:                                       ; preds = %sel.end96, %for.body87
  %j193 = phi i32 [ 0, %for.body87 ], [ %359, %sel.end96 ]
  %320 = icmp slt i32 %j193, 16
  br i1 %320, label %for.body91, label %for.end92

for.body91:                                       ; preds = %for.cond90
  %321 = sext i32 %b to i64
  %322 = sext i32 %B to i64
  %323 = icmp slt i64 %321, %322
  %324 = sext i32 %s0 to i64
  %325 = sext i32 %i189 to i64
  %326 = add i64 %324, %325
  %327 = icmp sle i64 0, %326
  %328 = sext i32 %s0 to i64
  %329 = sext i32 %i189 to i64
  %330 = add i64 %328, %329
  %331 = sext i32 %S to i64
  %332 = icmp slt i64 %330, %331
  %333 = and i1 %327, %332
  %334 = and i1 %323, %333
  br i1 %334, label %sel.then94, label %sel.else95

for.end92:                                        ; preds = %for.cond90
  %335 = add nsw i32 %i189, 1
  br label %for.cond86, !llvm.loop !20

sel.then94:                                       ; preds = %for.body91
  %336 = sext i32 %b to i64
  %337 = sext i32 %S to i64
  %338 = mul nsw i64 %336, %337
  %339 = add i32 %s0, %i189
  %340 = sext i32 %339 to i64
  %341 = add nsw i64 %338, %340
  %342 = mul nsw i64 %341, 1
  %343 = add nsw i64 %342, 0
  %344 = mul nsw i64 %343, 16
  %345 = sext i32 %j193 to i64
  %346 = add nsw i64 %344, %345
  %347 = getelementptr inbounds i16, ptr %K_pe, i64 %346
  %348 = load i16, ptr %347, align 2
  %349 = bitcast i16 %348 to half
  %350 = fpext half %349 to float
  br label %sel.end96

sel.else95:                                       ; preds = %for.body91
  br label %sel.end96

sel.end96:                                        ; preds = %sel.else95, %sel.then94
  %351 = phi float [ %350, %sel.then94 ], [ 0.000000e+00, %sel.else95 ]
  %352 = sext i32 %i189 to i64
  %353 = mul nsw i64 %352, 16
  %354 = sext i32 %j193 to i64
  %355 = add nsw i64 %353, %354
  %356 = getelementptr inbounds i16, ptr %Kpe_s, i64 %355
  %357 = fptrunc float %351 to half
  %358 = bitcast half %357 to i16
  store i16 %358, ptr %356, align 2
  %359 = add nsw i32 %j193, 1
  br label %for.cond90, !llvm.loop !21

for.cond97:                                       ; preds = %for.end103, %if.end77
  %i1100 = phi i32 [ 0, %if.end77 ], [ %368, %for.end103 ]
  %360 = icmp slt i32 %i1100, 16
  br i1 %360, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  br label %for.cond101

for.end99:                                        ; preds = %for.cond97
  call void @tilec_rt_gemm_f16f32(i32 16, i32 32, i32 64, ptr %Q_s, i32 64, i32 0, ptr %KV_s, i32 64, i32 1, ptr %acc_s, i32 32)
  call void @tilec_rt_gemm_f16f32(i32 16, i32 32, i32 16, ptr %Qpe_s, i32 16, i32 0, ptr %Kpe_s, i32 16, i32 1, ptr %acc_s, i32 32)
  br label %for.cond105

for.cond101:                                      ; preds = %for.body102, %for.body98
  %j1104 = phi i32 [ 0, %for.body98 ], [ %367, %for.body102 ]
  %361 = icmp slt i32 %j1104, 32
  br i1 %361, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %362 = sext i32 %i1100 to i64
  %363 = mul nsw i64 %362, 32
  %364 = sext i32 %j1104 to i64
  %365 = add nsw i64 %363, %364
  %366 = getelementptr inbounds float, ptr %acc_s, i64 %365
  store float 0.000000e+00, ptr %366, align 4
  %367 = add nsw i32 %j1104, 1
  br label %for.cond101, !llvm.loop !22

for.end103:                                       ; preds = %for.cond101
  %368 = add nsw i32 %i1100, 1
  br label %for.cond97, !llvm.loop !23

for.cond105:                                      ; preds = %for.end110, %for.end99
  %i = phi i32 [ 0, %for.end99 ], [ %388, %for.end110 ]
  %369 = icmp slt i32 %i, 16
  br i1 %369, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  br label %for.cond108

for.end107:                                       ; preds = %for.cond105
  br label %for.cond111

for.cond108:                                      ; preds = %for.body109, %for.body106
  %j = phi i32 [ 0, %for.body106 ], [ %387, %for.body109 ]
  %370 = icmp slt i32 %j, 32
  br i1 %370, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %371 = add i32 %s0, %j
  %372 = icmp slt i32 %371, %end
  %373 = sext i32 %i to i64
  %374 = mul nsw i64 %373, 32
  %375 = sext i32 %j to i64
  %376 = add nsw i64 %374, %375
  %377 = call i64 @llvm.umin.i64(i64 %376, i64 511)
  %378 = getelementptr inbounds float, ptr %acc_s, i64 %377
  %379 = load float, ptr %378, align 4
  %380 = fmul float %379, 0x3FC4A56B80000000
  %381 = select i1 %372, float %380, float 0xFFF0000000000000
  %382 = sext i32 %i to i64
  %383 = mul nsw i64 %382, 32
  %384 = sext i32 %j to i64
  %385 = add nsw i64 %383, %384
  %386 = getelementptr inbounds float, ptr %acc_s, i64 %385
  store float %381, ptr %386, align 4
  %387 = add nsw i32 %j, 1
  br label %for.cond108, !llvm.loop !24

for.end110:                                       ; preds = %for.cond108
  %388 = add nsw i32 %i, 1
  br label %for.cond105, !llvm.loop !25

for.cond111:                                      ; preds = %for.body112, %for.end107
  %i1114 = phi i32 [ 0, %for.end107 ], [ %395, %for.body112 ]
  %389 = icmp slt i32 %i1114, 16
  br i1 %389, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  %390 = sext i32 %i1114 to i64
  %391 = getelementptr inbounds float, ptr %m, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = sext i32 %i1114 to i64
  %394 = getelementptr inbounds float, ptr %m_prev, i64 %393
  store float %392, ptr %394, align 4
  %395 = add nsw i32 %i1114, 1
  br label %for.cond111, !llvm.loop !26

for.end113:                                       ; preds = %for.cond111
  br label %for.cond115

for.cond115:                                      ; preds = %for.end121, %for.end113
  %i1118 = phi i32 [ 0, %for.end113 ], [ %411, %for.end121 ]
  %396 = icmp slt i32 %i1118, 16
  br i1 %396, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  br label %for.cond119

for.end117:                                       ; preds = %for.cond115
  br label %for.cond122

for.cond119:                                      ; preds = %for.body120, %for.body116
  %red = phi i32 [ 0, %for.body116 ], [ %410, %for.body120 ]
  %397 = icmp slt i32 %red, 32
  br i1 %397, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %398 = sext i32 %i1118 to i64
  %399 = getelementptr inbounds float, ptr %m, i64 %398
  %400 = load float, ptr %399, align 4
  %401 = sext i32 %i1118 to i64
  %402 = mul nsw i64 %401, 32
  %403 = sext i32 %red to i64
  %404 = add nsw i64 %402, %403
  %405 = getelementptr inbounds float, ptr %acc_s, i64 %404
  %406 = load float, ptr %405, align 4
  %407 = call float @llvm.maxnum.f32(float %400, float %406)
  %408 = sext i32 %i1118 to i64
  %409 = getelementptr inbounds float, ptr %m, i64 %408
  store float %407, ptr %409, align 4
  %410 = add nsw i32 %red, 1
  br label %for.cond119, !llvm.loop !27

for.end121:                                       ; preds = %for.cond119
  %411 = add nsw i32 %i1118, 1
  br label %for.cond115, !llvm.loop !28

for.cond122:                                      ; preds = %for.body123, %for.end117
  %i125 = phi i32 [ 0, %for.end117 ], [ %431, %for.body123 ]
  %412 = icmp slt i32 %i125, 16
  br i1 %412, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %413 = sext i32 %i125 to i64
  %414 = getelementptr inbounds float, ptr %m_prev, i64 %413
  %415 = load float, ptr %414, align 4
  %416 = sext i32 %i125 to i64
  %417 = getelementptr inbounds float, ptr %m, i64 %416
  %418 = load float, ptr %417, align 4
  %419 = fcmp oeq float %418, 0xFFF0000000000000
  %420 = sext i32 %i125 to i64
  %421 = call i64 @llvm.umin.i64(i64 %420, i64 15)
  %422 = getelementptr inbounds float, ptr %m, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = select i1 %419, float 0.000000e+00, float %423
  %425 = fsub float %415, %424
  %426 = fpext float %425 to double
  %427 = call double @llvm.exp2.f64(double %426)
  %428 = fptrunc double %427 to float
  %429 = sext i32 %i125 to i64
  %430 = getelementptr inbounds float, ptr %alpha, i64 %429
  store float %428, ptr %430, align 4
  %431 = add nsw i32 %i125, 1
  br label %for.cond122, !llvm.loop !29

for.end124:                                       ; preds = %for.cond122
  br label %for.cond126

for.cond126:                                      ; preds = %for.end132, %for.end124
  %i129 = phi i32 [ 0, %for.end124 ], [ %459, %for.end132 ]
  %432 = icmp slt i32 %i129, 16
  br i1 %432, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  br label %for.cond130

for.end128:                                       ; preds = %for.cond126
  br label %for.cond134

for.cond130:                                      ; preds = %for.body131, %for.body127
  %j133 = phi i32 [ 0, %for.body127 ], [ %458, %for.body131 ]
  %433 = icmp slt i32 %j133, 32
  br i1 %433, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %434 = sext i32 %i129 to i64
  %435 = mul nsw i64 %434, 32
  %436 = sext i32 %j133 to i64
  %437 = add nsw i64 %435, %436
  %438 = getelementptr inbounds float, ptr %acc_s, i64 %437
  %439 = load float, ptr %438, align 4
  %440 = sext i32 %i129 to i64
  %441 = getelementptr inbounds float, ptr %m, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = fcmp oeq float %442, 0xFFF0000000000000
  %444 = sext i32 %i129 to i64
  %445 = call i64 @llvm.umin.i64(i64 %444, i64 15)
  %446 = getelementptr inbounds float, ptr %m, i64 %445
  %447 = load float, ptr %446, align 4
  %448 = select i1 %443, float 0.000000e+00, float %447
  %449 = fsub float %439, %448
  %450 = fpext float %449 to double
  %451 = call double @llvm.exp2.f64(double %450)
  %452 = fptrunc double %451 to float
  %453 = sext i32 %i129 to i64
  %454 = mul nsw i64 %453, 32
  %455 = sext i32 %j133 to i64
  %456 = add nsw i64 %454, %455
  %457 = getelementptr inbounds float, ptr %acc_s, i64 %456
  store float %452, ptr %457, align 4
  %458 = add nsw i32 %j133, 1
  br label %for.cond130, !llvm.loop !30

for.end132:                                       ; preds = %for.cond130
  %459 = add nsw i32 %i129, 1
  br label %for.cond126, !llvm.loop !31

for.cond134:                                      ; preds = %for.end140, %for.end128
  %i1137 = phi i32 [ 0, %for.end128 ], [ %477, %for.end140 ]
  %460 = icmp slt i32 %i1137, 16
  br i1 %460, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  %461 = sext i32 %i1137 to i64
  %462 = getelementptr inbounds float, ptr %rowsum, i64 %461
  store float 0.000000e+00, ptr %462, align 4
  br label %for.cond138

for.end136:                                       ; preds = %for.cond134
  br label %for.cond142

for.cond138:                                      ; preds = %for.body139, %for.body135
  %red141 = phi i32 [ 0, %for.body135 ], [ %476, %for.body139 ]
  %463 = icmp slt i32 %red141, 32
  br i1 %463, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %464 = sext i32 %i1137 to i64
  %465 = getelementptr inbounds float, ptr %rowsum, i64 %464
  %466 = load float, ptr %465, align 4
  %467 = sext i32 %i1137 to i64
  %468 = mul nsw i64 %467, 32
  %469 = sext i32 %red141 to i64
  %470 = add nsw i64 %468, %469
  %471 = getelementptr inbounds float, ptr %acc_s, i64 %470
  %472 = load float, ptr %471, align 4
  %473 = fadd float %466, %472
  %474 = sext i32 %i1137 to i64
  %475 = getelementptr inbounds float, ptr %rowsum, i64 %474
  store float %473, ptr %475, align 4
  %476 = add nsw i32 %red141, 1
  br label %for.cond138, !llvm.loop !32

for.end140:                                       ; preds = %for.cond138
  %477 = add nsw i32 %i1137, 1
  br label %for.cond134, !llvm.loop !33

for.cond142:                                      ; preds = %for.body143, %for.end136
  %i146 = phi i32 [ 0, %for.end136 ], [ %492, %for.body143 ]
  %478 = icmp slt i32 %i146, 16
  br i1 %478, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %479 = sext i32 %i146 to i64
  %480 = getelementptr inbounds float, ptr %l, i64 %479
  %481 = load float, ptr %480, align 4
  %482 = sext i32 %i146 to i64
  %483 = getelementptr inbounds float, ptr %alpha, i64 %482
  %484 = load float, ptr %483, align 4
  %485 = fmul float %481, %484
  %486 = sext i32 %i146 to i64
  %487 = getelementptr inbounds float, ptr %rowsum, i64 %486
  %488 = load float, ptr %487, align 4
  %489 = fadd float %485, %488
  %490 = sext i32 %i146 to i64
  %491 = getelementptr inbounds float, ptr %l, i64 %490
  store float %489, ptr %491, align 4
  %492 = add nsw i32 %i146, 1
  br label %for.cond142, !llvm.loop !34

for.end144:                                       ; preds = %for.cond142
  br label %for.cond147

for.cond147:                                      ; preds = %for.end153, %for.end144
  %i150 = phi i32 [ 0, %for.end144 ], [ %511, %for.end153 ]
  %493 = icmp slt i32 %i150, 16
  br i1 %493, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  br label %for.cond151

for.end149:                                       ; preds = %for.cond147
  br label %for.cond155

for.cond151:                                      ; preds = %for.body152, %for.body148
  %j154 = phi i32 [ 0, %for.body148 ], [ %510, %for.body152 ]
  %494 = icmp slt i32 %j154, 64
  br i1 %494, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %495 = sext i32 %i150 to i64
  %496 = mul nsw i64 %495, 64
  %497 = sext i32 %j154 to i64
  %498 = add nsw i64 %496, %497
  %499 = getelementptr inbounds float, ptr %acc_o, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = sext i32 %i150 to i64
  %502 = getelementptr inbounds float, ptr %alpha, i64 %501
  %503 = load float, ptr %502, align 4
  %504 = fmul float %500, %503
  %505 = sext i32 %i150 to i64
  %506 = mul nsw i64 %505, 64
  %507 = sext i32 %j154 to i64
  %508 = add nsw i64 %506, %507
  %509 = getelementptr inbounds float, ptr %acc_o, i64 %508
  store float %504, ptr %509, align 4
  %510 = add nsw i32 %j154, 1
  br label %for.cond151, !llvm.loop !35

for.end153:                                       ; preds = %for.cond151
  %511 = add nsw i32 %i150, 1
  br label %for.cond147, !llvm.loop !36

for.cond155:                                      ; preds = %for.end161, %for.end149
  %i1158 = phi i32 [ 0, %for.end149 ], [ %531, %for.end161 ]
  %512 = icmp slt i32 %i1158, 16
  br i1 %512, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  br label %for.cond159

for.end157:                                       ; preds = %for.cond155
  call void @tilec_rt_gemm_f16f32(i32 16, i32 64, i32 32, ptr %P_s, i32 32, i32 0, ptr %KV_s, i32 64, i32 0, ptr %acc_o, i32 64)
  %513 = add nsw i32 %k, 1
  br label %for.cond50, !llvm.loop !37

for.cond159:                                      ; preds = %for.body160, %for.body156
  %j1162 = phi i32 [ 0, %for.body156 ], [ %530, %for.body160 ]
  %514 = icmp slt i32 %j1162, 32
  br i1 %514, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %515 = sext i32 %i1158 to i64
  %516 = mul nsw i64 %515, 32
  %517 = sext i32 %j1162 to i64
  %518 = add nsw i64 %516, %517
  %519 = getelementptr inbounds float, ptr %acc_s, i64 %518
  %520 = load float, ptr %519, align 4
  %521 = fptrunc float %520 to half
  %522 = fpext half %521 to float
  %523 = sext i32 %i1158 to i64
  %524 = mul nsw i64 %523, 32
  %525 = sext i32 %j1162 to i64
  %526 = add nsw i64 %524, %525
  %527 = getelementptr inbounds i16, ptr %P_s, i64 %526
  %528 = fptrunc float %522 to half
  %529 = bitcast half %528 to i16
  store i16 %529, ptr %527, align 2
  %530 = add nsw i32 %j1162, 1
  br label %for.cond159, !llvm.loop !38

for.end161:                                       ; preds = %for.cond159
  %531 = add nsw i32 %i1158, 1
  br label %for.cond155, !llvm.loop !39

for.cond163:                                      ; preds = %for.end169, %for.end52
  %i166 = phi i32 [ 0, %for.end52 ], [ %557, %for.end169 ]
  %532 = icmp slt i32 %i166, 16
  br i1 %532, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  br label %for.cond167

for.end165:                                       ; preds = %for.cond163
  br label %for.cond171

for.cond167:                                      ; preds = %for.body168, %for.body164
  %j170 = phi i32 [ 0, %for.body164 ], [ %556, %for.body168 ]
  %533 = icmp slt i32 %j170, 64
  br i1 %533, label %for.body168, label %for.end169

for.body168:                                      ; preds = %for.cond167
  %534 = sext i32 %i166 to i64
  %535 = getelementptr inbounds float, ptr %l, i64 %534
  %536 = load float, ptr %535, align 4
  %537 = fcmp ogt float %536, 0.000000e+00
  %538 = sext i32 %i166 to i64
  %539 = mul nsw i64 %538, 64
  %540 = sext i32 %j170 to i64
  %541 = add nsw i64 %539, %540
  %542 = call i64 @llvm.umin.i64(i64 %541, i64 1023)
  %543 = getelementptr inbounds float, ptr %acc_o, i64 %542
  %544 = load float, ptr %543, align 4
  %545 = sext i32 %i166 to i64
  %546 = call i64 @llvm.umin.i64(i64 %545, i64 15)
  %547 = getelementptr inbounds float, ptr %l, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = fdiv float %544, %548
  %550 = select i1 %537, float %549, float 0.000000e+00
  %551 = sext i32 %i166 to i64
  %552 = mul nsw i64 %551, 64
  %553 = sext i32 %j170 to i64
  %554 = add nsw i64 %552, %553
  %555 = getelementptr inbounds float, ptr %acc_o, i64 %554
  store float %550, ptr %555, align 4
  %556 = add nsw i32 %j170, 1
  br label %for.cond167, !llvm.loop !40

for.end169:                                       ; preds = %for.cond167
  %557 = add nsw i32 %i166, 1
  br label %for.cond163, !llvm.loop !41

for.cond171:                                      ; preds = %if.end177, %for.end165
  %i174 = phi i32 [ 0, %for.end165 ], [ %625, %if.end177 ]
  %558 = icmp slt i32 %i174, 16
  br i1 %558, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  %559 = icmp sle i32 0, %b
  %560 = icmp slt i32 %b, %B
  %561 = and i1 %559, %560
  %562 = mul i32 %hb, 16
  %563 = sext i32 %562 to i64
  %564 = sext i32 %i174 to i64
  %565 = add i64 %563, %564
  %566 = icmp sle i64 0, %565
  %567 = mul i32 %hb, 16
  %568 = sext i32 %567 to i64
  %569 = sext i32 %i174 to i64
  %570 = add i64 %568, %569
  %571 = sext i32 %H to i64
  %572 = icmp slt i64 %570, %571
  %573 = and i1 %566, %572
  %574 = and i1 %561, %573
  %575 = icmp sle i32 0, %sp
  %576 = icmp slt i32 %sp, 4
  %577 = and i1 %575, %576
  %578 = and i1 %574, %577
  br i1 %578, label %if.then175, label %if.else176

for.end173:                                       ; preds = %for.cond171
  %579 = sext i32 %b to i64
  %580 = add i64 %579, 1
  %581 = sext i32 %B to i64
  %582 = icmp sle i64 %580, %581
  %583 = mul i32 %hb, 16
  %584 = icmp sle i32 0, %583
  %585 = mul i32 %hb, 16
  %586 = sext i32 %585 to i64
  %587 = add i64 %586, 16
  %588 = sext i32 %H to i64
  %589 = icmp sle i64 %587, %588
  %590 = and i1 %584, %589
  %591 = and i1 %582, %590
  %592 = sext i32 %sp to i64
  %593 = add i64 %592, 1
  %594 = icmp sle i64 %593, 4
  %595 = and i1 %591, %594
  br i1 %595, label %if.then178, label %if.else179

if.then175:                                       ; preds = %for.body172
  %596 = sext i32 %i174 to i64
  %597 = getelementptr inbounds float, ptr %l, i64 %596
  %598 = load float, ptr %597, align 4
  %599 = fcmp ogt float %598, 0.000000e+00
  %600 = sext i32 %i174 to i64
  %601 = call i64 @llvm.umin.i64(i64 %600, i64 15)
  %602 = getelementptr inbounds float, ptr %l, i64 %601
  %603 = load float, ptr %602, align 4
  %604 = fpext float %603 to double
  %605 = call double @llvm.log2.f64(double %604)
  %606 = fptrunc double %605 to float
  %607 = sext i32 %i174 to i64
  %608 = call i64 @llvm.umin.i64(i64 %607, i64 15)
  %609 = getelementptr inbounds float, ptr %m, i64 %608
  %610 = load float, ptr %609, align 4
  %611 = fadd float %606, %610
  %612 = select i1 %599, float %611, float 0xFFF0000000000000
  %613 = sext i32 %b to i64
  %614 = sext i32 %H to i64
  %615 = mul nsw i64 %613, %614
  %616 = mul i32 %hb, 16
  %617 = sext i32 %616 to i64
  %618 = sext i32 %i174 to i64
  %619 = add i64 %617, %618
  %620 = add nsw i64 %615, %619
  %621 = mul nsw i64 %620, 4
  %622 = sext i32 %sp to i64
  %623 = add nsw i64 %621, %622
  %624 = getelementptr inbounds float, ptr %Lse, i64 %623
  store float %612, ptr %624, align 4
  br label %if.end177

if.else176:                                       ; preds = %for.body172
  br label %if.end177

if.end177:                                        ; preds = %if.else176, %if.then175
  %625 = add nsw i32 %i174, 1
  br label %for.cond171, !llvm.loop !42

if.then178:                                       ; preds = %for.end173
  br label %for.cond181

if.else179:                                       ; preds = %for.end173
  br label %for.cond187

if.end180:                                        ; preds = %for.end189, %for.end183
  ret void

for.cond181:                                      ; preds = %for.end186, %if.then178
  %i2 = phi i32 [ 0, %if.then178 ], [ %653, %for.end186 ]
  %626 = icmp slt i32 %i2, 16
  br i1 %626, label %for.body182, label %for.end183

for.body182:                                      ; preds = %for.cond181
  br label %for.cond184

for.end183:                                       ; preds = %for.cond181
  br label %if.end180

for.cond184:                                      ; preds = %for.body185, %for.body182
  %j2 = phi i32 [ 0, %for.body182 ], [ %652, %for.body185 ]
  %627 = icmp slt i32 %j2, 64
  br i1 %627, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %628 = sext i32 %i2 to i64
  %629 = mul nsw i64 %628, 64
  %630 = sext i32 %j2 to i64
  %631 = add nsw i64 %629, %630
  %632 = getelementptr inbounds float, ptr %acc_o, i64 %631
  %633 = load float, ptr %632, align 4
  %634 = fptrunc float %633 to half
  %635 = fpext half %634 to float
  %636 = sext i32 %b to i64
  %637 = sext i32 %H to i64
  %638 = mul nsw i64 %636, %637
  %639 = mul i32 %hb, 16
  %640 = add i32 %639, %i2
  %641 = sext i32 %640 to i64
  %642 = add nsw i64 %638, %641
  %643 = mul nsw i64 %642, 4
  %644 = sext i32 %sp to i64
  %645 = add nsw i64 %643, %644
  %646 = mul nsw i64 %645, 64
  %647 = sext i32 %j2 to i64
  %648 = add nsw i64 %646, %647
  %649 = getelementptr inbounds i16, ptr %Partial, i64 %648
  %650 = fptrunc float %635 to half
  %651 = bitcast half %650 to i16
  store i16 %651, ptr %649, align 2
  %652 = add nsw i32 %j2, 1
  br label %for.cond184, !llvm.loop !43

for.end186:                                       ; preds = %for.cond184
  %653 = add nsw i32 %i2, 1
  br label %for.cond181, !llvm.loop !44

for.cond187:                                      ; preds = %for.end193, %if.else179
  %i2190 = phi i32 [ 0, %if.else179 ], [ %675, %for.end193 ]
  %654 = icmp slt i32 %i2190, 16
  br i1 %654, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  br label %for.cond191

for.end189:                                       ; preds = %for.cond187
  br label %if.end180

for.cond191:                                      ; preds = %if.end197, %for.body188
  %j2194 = phi i32 [ 0, %for.body188 ], [ %700, %if.end197 ]
  %655 = icmp slt i32 %j2194, 64
  br i1 %655, label %for.body192, label %for.end193

for.body192:                                      ; preds = %for.cond191
  %656 = sext i32 %b to i64
  %657 = sext i32 %B to i64
  %658 = icmp slt i64 %656, %657
  %659 = mul i32 %hb, 16
  %660 = sext i32 %659 to i64
  %661 = sext i32 %i2190 to i64
  %662 = add i64 %660, %661
  %663 = icmp sle i64 0, %662
  %664 = mul i32 %hb, 16
  %665 = sext i32 %664 to i64
  %666 = sext i32 %i2190 to i64
  %667 = add i64 %665, %666
  %668 = sext i32 %H to i64
  %669 = icmp slt i64 %667, %668
  %670 = and i1 %663, %669
  %671 = and i1 %658, %670
  %672 = sext i32 %sp to i64
  %673 = icmp slt i64 %672, 4
  %674 = and i1 %671, %673
  br i1 %674, label %if.then195, label %if.else196

for.end193:                                       ; preds = %for.cond191
  %675 = add nsw i32 %i2190, 1
  br label %for.cond187, !llvm.loop !45

if.then195:                                       ; preds = %for.body192
  %676 = sext i32 %i2190 to i64
  %677 = mul nsw i64 %676, 64
  %678 = sext i32 %j2194 to i64
  %679 = add nsw i64 %677, %678
  %680 = getelementptr inbounds float, ptr %acc_o, i64 %679
  %681 = load float, ptr %680, align 4
  %682 = fptrunc float %681 to half
  %683 = fpext half %682 to float
  %684 = sext i32 %b to i64
  %685 = sext i32 %H to i64
  %686 = mul nsw i64 %684, %685
  %687 = mul i32 %hb, 16
  %688 = add i32 %687, %i2190
  %689 = sext i32 %688 to i64
  %690 = add nsw i64 %686, %689
  %691 = mul nsw i64 %690, 4
  %692 = sext i32 %sp to i64
  %693 = add nsw i64 %691, %692
  %694 = mul nsw i64 %693, 64
  %695 = sext i32 %j2194 to i64
  %696 = add nsw i64 %694, %695
  %697 = getelementptr inbounds i16, ptr %Partial, i64 %696
  %698 = fptrunc float %683 to half
  %699 = bitcast half %698 to i16
  store i16 %699, ptr %697, align 2
  br label %if.end197

if.else196:                                       ; preds = %for.body192
  br label %if.end197

if.end197:                                        ; preds = %if.else196, %if.then195
  %700 = add nsw i32 %j2194, 1
  br label %for.cond191, !llvm.loop !46
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp2.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log2.f64(double) #2

; Function Attrs: nounwind
define internal void @mla_decode_split_task(ptr %ctx, i64 %block) #0 {
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
define i32 @tilec_launch_mla_decode_split(ptr %args, ptr %dims, ptr %self) #0 {
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

; Function Attrs: nounwind
define internal void @mla_decode_combine_block(ptr noalias %Lse, ptr noalias %Partial, ptr noalias %Output, i32 %B, i32 %H, i32 %h, i32 %b) #0 {
entry:
  %o = alloca [64 x float], align 64
  %lse_max = alloca float, align 8
  %sum = alloca float, align 8
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
  br label %for.cond, !llvm.loop !47

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
  br label %for.cond1, !llvm.loop !48

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
  br label %for.cond4, !llvm.loop !49

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
  br label %for.cond18, !llvm.loop !50

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
  br label %for.cond21, !llvm.loop !51

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
  br label %for.cond24, !llvm.loop !52

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
  br label %for.cond28, !llvm.loop !53

for.end30:                                        ; preds = %for.cond28
  %170 = add nsw i32 %k14, 1
  br label %for.cond11, !llvm.loop !54

if.then32:                                        ; preds = %for.end13
  br label %for.cond35

if.else33:                                        ; preds = %for.end13
  br label %for.cond39

if.end34:                                         ; preds = %for.end41, %for.end37
  ret void

for.cond35:                                       ; preds = %for.body36, %if.then32
  %i138 = phi i32 [ 0, %if.then32 ], [ %188, %for.body36 ]
  %171 = icmp slt i32 %i138, 64
  br i1 %171, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %172 = sext i32 %i138 to i64
  %173 = getelementptr inbounds float, ptr %o, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = fptrunc float %174 to half
  %176 = fpext half %175 to float
  %177 = sext i32 %b to i64
  %178 = sext i32 %H to i64
  %179 = mul nsw i64 %177, %178
  %180 = sext i32 %h to i64
  %181 = add nsw i64 %179, %180
  %182 = mul nsw i64 %181, 64
  %183 = sext i32 %i138 to i64
  %184 = add nsw i64 %182, %183
  %185 = getelementptr inbounds i16, ptr %Output, i64 %184
  %186 = fptrunc float %176 to half
  %187 = bitcast half %186 to i16
  store i16 %187, ptr %185, align 2
  %188 = add nsw i32 %i138, 1
  br label %for.cond35, !llvm.loop !55

for.end37:                                        ; preds = %for.cond35
  br label %if.end34

for.cond39:                                       ; preds = %if.end45, %if.else33
  %i142 = phi i32 [ 0, %if.else33 ], [ %213, %if.end45 ]
  %189 = icmp slt i32 %i142, 64
  br i1 %189, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %190 = sext i32 %b to i64
  %191 = sext i32 %B to i64
  %192 = icmp slt i64 %190, %191
  %193 = sext i32 %h to i64
  %194 = sext i32 %H to i64
  %195 = icmp slt i64 %193, %194
  %196 = and i1 %192, %195
  br i1 %196, label %if.then43, label %if.else44

for.end41:                                        ; preds = %for.cond39
  br label %if.end34

if.then43:                                        ; preds = %for.body40
  %197 = sext i32 %i142 to i64
  %198 = getelementptr inbounds float, ptr %o, i64 %197
  %199 = load float, ptr %198, align 4
  %200 = fptrunc float %199 to half
  %201 = fpext half %200 to float
  %202 = sext i32 %b to i64
  %203 = sext i32 %H to i64
  %204 = mul nsw i64 %202, %203
  %205 = sext i32 %h to i64
  %206 = add nsw i64 %204, %205
  %207 = mul nsw i64 %206, 64
  %208 = sext i32 %i142 to i64
  %209 = add nsw i64 %207, %208
  %210 = getelementptr inbounds i16, ptr %Output, i64 %209
  %211 = fptrunc float %201 to half
  %212 = bitcast half %211 to i16
  store i16 %212, ptr %210, align 2
  br label %if.end45

if.else44:                                        ; preds = %for.body40
  br label %if.end45

if.end45:                                         ; preds = %if.else44, %if.then43
  %213 = add nsw i32 %i142, 1
  br label %for.cond39, !llvm.loop !56
}

; Function Attrs: nounwind
define internal void @mla_decode_combine_task(ptr %ctx, i64 %block) #0 {
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
define i32 @tilec_launch_mla_decode_combine(ptr %args, ptr %dims, ptr %self) #0 {
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

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1, !2}
