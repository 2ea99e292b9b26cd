; ModuleID = 'quantize.tile'
source_filename = "quantize.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_quantize = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @quantize_block(ptr noalias %X, ptr noalias %Q, ptr noalias %S, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %X_f = alloca [1024 x float], align 64
  %Q_f = alloca [1024 x i8], align 64
  %amax = alloca [4 x float], align 64
  %scale = alloca [4 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %Q_f, i8 0, i64 1024, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i1, 4
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i1 to i64
  %2 = getelementptr inbounds float, ptr %amax, i64 %1
  store float 0.000000e+00, ptr %2, align 4
  %3 = add nsw i32 %i1, 1
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
  br label %for.cond1

for.cond1:                                        ; preds = %for.end21, %for.end
  %c = phi i32 [ 0, %for.end ], [ %101, %for.end21 ]
  %16 = icmp slt i32 %c, %15
  br i1 %16, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %17 = mul i32 %bx, 4
  %18 = icmp sle i32 0, %17
  %19 = mul i32 %bx, 4
  %20 = sext i32 %19 to i64
  %21 = add i64 %20, 4
  %22 = sext i32 %M to i64
  %23 = icmp sle i64 %21, %22
  %24 = and i1 %18, %23
  %25 = mul i32 %c, 256
  %26 = icmp sle i32 0, %25
  %27 = mul i32 %c, 256
  %28 = sext i32 %27 to i64
  %29 = add i64 %28, 256
  %30 = sext i32 %N to i64
  %31 = icmp sle i64 %29, %30
  %32 = and i1 %26, %31
  %33 = and i1 %24, %32
  br i1 %33, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  br label %for.cond26

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond11

if.end:                                           ; preds = %for.end13, %for.end6
  br label %for.cond19

for.cond4:                                        ; preds = %for.end10, %if.then
  %i17 = phi i32 [ 0, %if.then ], [ %53, %for.end10 ]
  %34 = icmp slt i32 %i17, 4
  br i1 %34, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %52, %for.body9 ]
  %35 = icmp slt i32 %j1, 256
  br i1 %35, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %36 = mul i32 %bx, 4
  %37 = add i32 %36, %i17
  %38 = sext i32 %37 to i64
  %39 = sext i32 %N to i64
  %40 = mul nsw i64 %38, %39
  %41 = mul i32 %c, 256
  %42 = add i32 %41, %j1
  %43 = sext i32 %42 to i64
  %44 = add nsw i64 %40, %43
  %45 = getelementptr inbounds float, ptr %X, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = sext i32 %i17 to i64
  %48 = mul nsw i64 %47, 256
  %49 = sext i32 %j1 to i64
  %50 = add nsw i64 %48, %49
  %51 = getelementptr inbounds float, ptr %X_f, i64 %50
  store float %46, ptr %51, align 4
  %52 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !3

for.end10:                                        ; preds = %for.cond8
  %53 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !4

for.cond11:                                       ; preds = %for.end17, %if.else
  %i114 = phi i32 [ 0, %if.else ], [ %81, %for.end17 ]
  %54 = icmp slt i32 %i114, 4
  br i1 %54, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  br label %for.cond15

for.end13:                                        ; preds = %for.cond11
  br label %if.end

for.cond15:                                       ; preds = %sel.end, %for.body12
  %j118 = phi i32 [ 0, %for.body12 ], [ %99, %sel.end ]
  %55 = icmp slt i32 %j118, 256
  br i1 %55, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %56 = mul i32 %bx, 4
  %57 = sext i32 %56 to i64
  %58 = sext i32 %i114 to i64
  %59 = add i64 %57, %58
  %60 = icmp sle i64 0, %59
  %61 = mul i32 %bx, 4
  %62 = sext i32 %61 to i64
  %63 = sext i32 %i114 to i64
  %64 = add i64 %62, %63
  %65 = sext i32 %M to i64
  %66 = icmp slt i64 %64, %65
  %67 = and i1 %60, %66
  %68 = mul i32 %c, 256
  %69 = sext i32 %68 to i64
  %70 = sext i32 %j118 to i64
  %71 = add i64 %69, %70
  %72 = icmp sle i64 0, %71
  %73 = mul i32 %c, 256
  %74 = sext i32 %73 to i64
  %75 = sext i32 %j118 to i64
  %76 = add i64 %74, %75
  %77 = sext i32 %N to i64
  %78 = icmp slt i64 %76, %77
  %79 = and i1 %72, %78
  %80 = and i1 %67, %79
  br i1 %80, label %sel.then, label %sel.else

for.end17:                                        ; preds = %for.cond15
  %81 = add nsw i32 %i114, 1
  br label %for.cond11, !llvm.loop !5

sel.then:                                         ; preds = %for.body16
  %82 = mul i32 %bx, 4
  %83 = add i32 %82, %i114
  %84 = sext i32 %83 to i64
  %85 = sext i32 %N to i64
  %86 = mul nsw i64 %84, %85
  %87 = mul i32 %c, 256
  %88 = add i32 %87, %j118
  %89 = sext i32 %88 to i64
  %90 = add nsw i64 %86, %89
  %91 = getelementptr inbounds float, ptr %X, i64 %90
  %92 = load float, ptr %91, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body16
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %93 = phi float [ %92, %sel.then ], [ 0.000000e+00, %sel.else ]
  %94 = sext i32 %i114 to i64
  %95 = mul nsw i64 %94, 256
  %96 = sext i32 %j118 to i64
  %97 = add nsw i64 %95, %96
  %98 = getelementptr inbounds float, ptr %X_f, i64 %97
  store float %93, ptr %98, align 4
  %99 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !6

for.cond19:                                       ; preds = %for.end25, %if.end
  %i122 = phi i32 [ 0, %if.end ], [ %117, %for.end25 ]
  %100 = icmp slt i32 %i122, 4
  br i1 %100, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  br label %for.cond23

for.end21:                                        ; preds = %for.cond19
  %101 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !7

for.cond23:                                       ; preds = %for.body24, %for.body20
  %red = phi i32 [ 0, %for.body20 ], [ %116, %for.body24 ]
  %102 = icmp slt i32 %red, 256
  br i1 %102, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  %103 = sext i32 %i122 to i64
  %104 = getelementptr inbounds float, ptr %amax, i64 %103
  %105 = load float, ptr %104, align 4
  %106 = sext i32 %i122 to i64
  %107 = mul nsw i64 %106, 256
  %108 = sext i32 %red to i64
  %109 = add nsw i64 %107, %108
  %110 = getelementptr inbounds float, ptr %X_f, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = call float @llvm.fabs.f32(float %111)
  %113 = call float @llvm.maxnum.f32(float %105, float %112)
  %114 = sext i32 %i122 to i64
  %115 = getelementptr inbounds float, ptr %amax, i64 %114
  store float %113, ptr %115, align 4
  %116 = add nsw i32 %red, 1
  br label %for.cond23, !llvm.loop !8

for.end25:                                        ; preds = %for.cond23
  %117 = add nsw i32 %i122, 1
  br label %for.cond19, !llvm.loop !9

for.cond26:                                       ; preds = %for.body27, %for.end3
  %i = phi i32 [ 0, %for.end3 ], [ %131, %for.body27 ]
  %118 = icmp slt i32 %i, 4
  br i1 %118, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %119 = sext i32 %i to i64
  %120 = getelementptr inbounds float, ptr %amax, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = fcmp ogt float %121, 0.000000e+00
  %123 = sext i32 %i to i64
  %124 = call i64 @llvm.umin.i64(i64 %123, i64 3)
  %125 = getelementptr inbounds float, ptr %amax, i64 %124
  %126 = load float, ptr %125, align 4
  %127 = fdiv float %126, 1.270000e+02
  %128 = select i1 %122, float %127, float 1.000000e+00
  %129 = sext i32 %i to i64
  %130 = getelementptr inbounds float, ptr %scale, i64 %129
  store float %128, ptr %130, align 4
  %131 = add nsw i32 %i, 1
  br label %for.cond26, !llvm.loop !10

for.end28:                                        ; preds = %for.cond26
  %132 = mul i32 %bx, 4
  %133 = icmp sle i32 0, %132
  %134 = mul i32 %bx, 4
  %135 = sext i32 %134 to i64
  %136 = add i64 %135, 4
  %137 = sext i32 %M to i64
  %138 = icmp sle i64 %136, %137
  %139 = and i1 %133, %138
  br i1 %139, label %if.then29, label %if.else30

if.then29:                                        ; preds = %for.end28
  br label %for.cond32

if.else30:                                        ; preds = %for.end28
  br label %for.cond35

if.end31:                                         ; preds = %for.end37, %for.end34
  %140 = sext i32 %N to i64
  %141 = sdiv i64 %140, 256
  %142 = sub i64 0, %140
  %143 = select i1 false, i64 %142, i64 %141
  %144 = srem i64 %140, 256
  %145 = icmp ne i64 %144, 0
  %146 = icmp slt i64 %140, 0
  %147 = icmp eq i1 %146, false
  %148 = and i1 %145, %147
  %149 = zext i1 %148 to i64
  %150 = add i64 %143, %149
  %151 = trunc i64 %150 to i32
  br label %for.cond42

for.cond32:                                       ; preds = %for.body33, %if.then29
  %i2 = phi i32 [ 0, %if.then29 ], [ %160, %for.body33 ]
  %152 = icmp slt i32 %i2, 4
  br i1 %152, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %153 = sext i32 %i2 to i64
  %154 = getelementptr inbounds float, ptr %scale, i64 %153
  %155 = load float, ptr %154, align 4
  %156 = mul i32 %bx, 4
  %157 = add i32 %156, %i2
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds float, ptr %S, i64 %158
  store float %155, ptr %159, align 4
  %160 = add nsw i32 %i2, 1
  br label %for.cond32, !llvm.loop !11

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond35:                                       ; preds = %if.end41, %if.else30
  %i238 = phi i32 [ 0, %if.else30 ], [ %181, %if.end41 ]
  %161 = icmp slt i32 %i238, 4
  br i1 %161, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %162 = mul i32 %bx, 4
  %163 = sext i32 %162 to i64
  %164 = sext i32 %i238 to i64
  %165 = add i64 %163, %164
  %166 = icmp sle i64 0, %165
  %167 = mul i32 %bx, 4
  %168 = sext i32 %167 to i64
  %169 = sext i32 %i238 to i64
  %170 = add i64 %168, %169
  %171 = sext i32 %M to i64
  %172 = icmp slt i64 %170, %171
  %173 = and i1 %166, %172
  br i1 %173, label %if.then39, label %if.else40

for.end37:                                        ; preds = %for.cond35
  br label %if.end31

if.then39:                                        ; preds = %for.body36
  %174 = sext i32 %i238 to i64
  %175 = getelementptr inbounds float, ptr %scale, i64 %174
  %176 = load float, ptr %175, align 4
  %177 = mul i32 %bx, 4
  %178 = add i32 %177, %i238
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds float, ptr %S, i64 %179
  store float %176, ptr %180, align 4
  br label %if.end41

if.else40:                                        ; preds = %for.body36
  br label %if.end41

if.end41:                                         ; preds = %if.else40, %if.then39
  %181 = add nsw i32 %i238, 1
  br label %for.cond35, !llvm.loop !12

for.cond42:                                       ; preds = %if.end76, %if.end31
  %c45 = phi i32 [ 0, %if.end31 ], [ %305, %if.end76 ]
  %182 = icmp slt i32 %c45, %151
  br i1 %182, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %183 = mul i32 %bx, 4
  %184 = icmp sle i32 0, %183
  %185 = mul i32 %bx, 4
  %186 = sext i32 %185 to i64
  %187 = add i64 %186, 4
  %188 = sext i32 %M to i64
  %189 = icmp sle i64 %187, %188
  %190 = and i1 %184, %189
  %191 = mul i32 %c45, 256
  %192 = icmp sle i32 0, %191
  %193 = mul i32 %c45, 256
  %194 = sext i32 %193 to i64
  %195 = add i64 %194, 256
  %196 = sext i32 %N to i64
  %197 = icmp sle i64 %195, %196
  %198 = and i1 %192, %197
  %199 = and i1 %190, %198
  br i1 %199, label %if.then46, label %if.else47

for.end44:                                        ; preds = %for.cond42
  ret void

if.then46:                                        ; preds = %for.body43
  br label %for.cond49

if.else47:                                        ; preds = %for.body43
  br label %for.cond56

if.end48:                                         ; preds = %for.end58, %for.end51
  br label %for.cond67

for.cond49:                                       ; preds = %for.end55, %if.then46
  %i252 = phi i32 [ 0, %if.then46 ], [ %219, %for.end55 ]
  %200 = icmp slt i32 %i252, 4
  br i1 %200, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  br label %for.cond53

for.end51:                                        ; preds = %for.cond49
  br label %if.end48

for.cond53:                                       ; preds = %for.body54, %for.body50
  %j2 = phi i32 [ 0, %for.body50 ], [ %218, %for.body54 ]
  %201 = icmp slt i32 %j2, 256
  br i1 %201, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %202 = mul i32 %bx, 4
  %203 = add i32 %202, %i252
  %204 = sext i32 %203 to i64
  %205 = sext i32 %N to i64
  %206 = mul nsw i64 %204, %205
  %207 = mul i32 %c45, 256
  %208 = add i32 %207, %j2
  %209 = sext i32 %208 to i64
  %210 = add nsw i64 %206, %209
  %211 = getelementptr inbounds float, ptr %X, i64 %210
  %212 = load float, ptr %211, align 4
  %213 = sext i32 %i252 to i64
  %214 = mul nsw i64 %213, 256
  %215 = sext i32 %j2 to i64
  %216 = add nsw i64 %214, %215
  %217 = getelementptr inbounds float, ptr %X_f, i64 %216
  store float %212, ptr %217, align 4
  %218 = add nsw i32 %j2, 1
  br label %for.cond53, !llvm.loop !13

for.end55:                                        ; preds = %for.cond53
  %219 = add nsw i32 %i252, 1
  br label %for.cond49, !llvm.loop !14

for.cond56:                                       ; preds = %for.end62, %if.else47
  %i259 = phi i32 [ 0, %if.else47 ], [ %247, %for.end62 ]
  %220 = icmp slt i32 %i259, 4
  br i1 %220, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  br label %if.end48

for.cond60:                                       ; preds = %sel.end66, %for.body57
  %j263 = phi i32 [ 0, %for.body57 ], [ %265, %sel.end66 ]
  %221 = icmp slt i32 %j263, 256
  br i1 %221, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %222 = mul i32 %bx, 4
  %223 = sext i32 %222 to i64
  %224 = sext i32 %i259 to i64
  %225 = add i64 %223, %224
  %226 = icmp sle i64 0, %225
  %227 = mul i32 %bx, 4
  %228 = sext i32 %227 to i64
  %229 = sext i32 %i259 to i64
  %230 = add i64 %228, %229
  %231 = sext i32 %M to i64
  %232 = icmp slt i64 %230, %231
  %233 = and i1 %226, %232
  %234 = mul i32 %c45, 256
  %235 = sext i32 %234 to i64
  %236 = sext i32 %j263 to i64
  %237 = add i64 %235, %236
  %238 = icmp sle i64 0, %237
  %239 = mul i32 %c45, 256
  %240 = sext i32 %239 to i64
  %241 = sext i32 %j263 to i64
  %242 = add i64 %240, %241
  %243 = sext i32 %N to i64
  %244 = icmp slt i64 %242, %243
  %245 = and i1 %238, %244
  %246 = and i1 %233, %245
  br i1 %246, label %sel.then64, label %sel.else65

for.end62:                                        ; preds = %for.cond60
  %247 = add nsw i32 %i259, 1
  br label %for.cond56, !llvm.loop !15

sel.then64:                                       ; preds = %for.body61
  %248 = mul i32 %bx, 4
  %249 = add i32 %248, %i259
  %250 = sext i32 %249 to i64
  %251 = sext i32 %N to i64
  %252 = mul nsw i64 %250, %251
  %253 = mul i32 %c45, 256
  %254 = add i32 %253, %j263
  %255 = sext i32 %254 to i64
  %256 = add nsw i64 %252, %255
  %257 = getelementptr inbounds float, ptr %X, i64 %256
  %258 = load float, ptr %257, align 4
  br label %sel.end66

sel.else65:                                       ; preds = %for.body61
  br label %sel.end66

sel.end66:                                        ; preds = %sel.else65, %sel.then64
  %259 = phi float [ %258, %sel.then64 ], [ 0.000000e+00, %sel.else65 ]
  %260 = sext i32 %i259 to i64
  %261 = mul nsw i64 %260, 256
  %262 = sext i32 %j263 to i64
  %263 = add nsw i64 %261, %262
  %264 = getelementptr inbounds float, ptr %X_f, i64 %263
  store float %259, ptr %264, align 4
  %265 = add nsw i32 %j263, 1
  br label %for.cond60, !llvm.loop !16

for.cond67:                                       ; preds = %for.end73, %if.end48
  %i70 = phi i32 [ 0, %if.end48 ], [ %304, %for.end73 ]
  %266 = icmp slt i32 %i70, 4
  br i1 %266, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  br label %for.cond71

for.end69:                                        ; preds = %for.cond67
  %267 = mul i32 %bx, 4
  %268 = icmp sle i32 0, %267
  %269 = mul i32 %bx, 4
  %270 = sext i32 %269 to i64
  %271 = add i64 %270, 4
  %272 = sext i32 %M to i64
  %273 = icmp sle i64 %271, %272
  %274 = and i1 %268, %273
  %275 = mul i32 %c45, 256
  %276 = icmp sle i32 0, %275
  %277 = mul i32 %c45, 256
  %278 = sext i32 %277 to i64
  %279 = add i64 %278, 256
  %280 = sext i32 %N to i64
  %281 = icmp sle i64 %279, %280
  %282 = and i1 %276, %281
  %283 = and i1 %274, %282
  br i1 %283, label %if.then74, label %if.else75

for.cond71:                                       ; preds = %for.body72, %for.body68
  %j = phi i32 [ 0, %for.body68 ], [ %303, %for.body72 ]
  %284 = icmp slt i32 %j, 256
  br i1 %284, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %285 = sext i32 %i70 to i64
  %286 = mul nsw i64 %285, 256
  %287 = sext i32 %j to i64
  %288 = add nsw i64 %286, %287
  %289 = getelementptr inbounds float, ptr %X_f, i64 %288
  %290 = load float, ptr %289, align 4
  %291 = sext i32 %i70 to i64
  %292 = getelementptr inbounds float, ptr %scale, i64 %291
  %293 = load float, ptr %292, align 4
  %294 = fdiv float %290, %293
  %295 = fadd float %294, 5.000000e-01
  %296 = call float @llvm.floor.f32(float %295)
  %297 = call i8 @llvm.fptosi.sat.i8.f32(float %296)
  %298 = sext i32 %i70 to i64
  %299 = mul nsw i64 %298, 256
  %300 = sext i32 %j to i64
  %301 = add nsw i64 %299, %300
  %302 = getelementptr inbounds i8, ptr %Q_f, i64 %301
  store i8 %297, ptr %302, align 1
  %303 = add nsw i32 %j, 1
  br label %for.cond71, !llvm.loop !17

for.end73:                                        ; preds = %for.cond71
  %304 = add nsw i32 %i70, 1
  br label %for.cond67, !llvm.loop !18

if.then74:                                        ; preds = %for.end69
  br label %for.cond77

if.else75:                                        ; preds = %for.end69
  br label %for.cond85

if.end76:                                         ; preds = %for.end87, %for.end79
  %305 = add nsw i32 %c45, 1
  br label %for.cond42, !llvm.loop !19

for.cond77:                                       ; preds = %for.end83, %if.then74
  %i280 = phi i32 [ 0, %if.then74 ], [ %325, %for.end83 ]
  %306 = icmp slt i32 %i280, 4
  br i1 %306, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  br label %for.cond81

for.end79:                                        ; preds = %for.cond77
  br label %if.end76

for.cond81:                                       ; preds = %for.body82, %for.body78
  %j284 = phi i32 [ 0, %for.body78 ], [ %324, %for.body82 ]
  %307 = icmp slt i32 %j284, 256
  br i1 %307, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %308 = sext i32 %i280 to i64
  %309 = mul nsw i64 %308, 256
  %310 = sext i32 %j284 to i64
  %311 = add nsw i64 %309, %310
  %312 = getelementptr inbounds i8, ptr %Q_f, i64 %311
  %313 = load i8, ptr %312, align 1
  %314 = mul i32 %bx, 4
  %315 = add i32 %314, %i280
  %316 = sext i32 %315 to i64
  %317 = sext i32 %N to i64
  %318 = mul nsw i64 %316, %317
  %319 = mul i32 %c45, 256
  %320 = add i32 %319, %j284
  %321 = sext i32 %320 to i64
  %322 = add nsw i64 %318, %321
  %323 = getelementptr inbounds i8, ptr %Q, i64 %322
  store i8 %313, ptr %323, align 1
  %324 = add nsw i32 %j284, 1
  br label %for.cond81, !llvm.loop !20

for.end83:                                        ; preds = %for.cond81
  %325 = add nsw i32 %i280, 1
  br label %for.cond77, !llvm.loop !21

for.cond85:                                       ; preds = %for.end91, %if.else75
  %i288 = phi i32 [ 0, %if.else75 ], [ %353, %for.end91 ]
  %326 = icmp slt i32 %i288, 4
  br i1 %326, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond89

for.end87:                                        ; preds = %for.cond85
  br label %if.end76

for.cond89:                                       ; preds = %if.end95, %for.body86
  %j292 = phi i32 [ 0, %for.body86 ], [ %370, %if.end95 ]
  %327 = icmp slt i32 %j292, 256
  br i1 %327, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %328 = mul i32 %bx, 4
  %329 = sext i32 %328 to i64
  %330 = sext i32 %i288 to i64
  %331 = add i64 %329, %330
  %332 = icmp sle i64 0, %331
  %333 = mul i32 %bx, 4
  %334 = sext i32 %333 to i64
  %335 = sext i32 %i288 to i64
  %336 = add i64 %334, %335
  %337 = sext i32 %M to i64
  %338 = icmp slt i64 %336, %337
  %339 = and i1 %332, %338
  %340 = mul i32 %c45, 256
  %341 = sext i32 %340 to i64
  %342 = sext i32 %j292 to i64
  %343 = add i64 %341, %342
  %344 = icmp sle i64 0, %343
  %345 = mul i32 %c45, 256
  %346 = sext i32 %345 to i64
  %347 = sext i32 %j292 to i64
  %348 = add i64 %346, %347
  %349 = sext i32 %N to i64
  %350 = icmp slt i64 %348, %349
  %351 = and i1 %344, %350
  %352 = and i1 %339, %351
  br i1 %352, label %if.then93, label %if.else94

for.end91:                                        ; preds = %for.cond89
  %353 = add nsw i32 %i288, 1
  br label %for.cond85, !llvm.loop !22

if.then93:                                        ; preds = %for.body90
  %354 = sext i32 %i288 to i64
  %355 = mul nsw i64 %354, 256
  %356 = sext i32 %j292 to i64
  %357 = add nsw i64 %355, %356
  %358 = getelementptr inbounds i8, ptr %Q_f, i64 %357
  %359 = load i8, ptr %358, align 1
  %360 = mul i32 %bx, 4
  %361 = add i32 %360, %i288
  %362 = sext i32 %361 to i64
  %363 = sext i32 %N to i64
  %364 = mul nsw i64 %362, %363
  %365 = mul i32 %c45, 256
  %366 = add i32 %365, %j292
  %367 = sext i32 %366 to i64
  %368 = add nsw i64 %364, %367
  %369 = getelementptr inbounds i8, ptr %Q, i64 %368
  store i8 %359, ptr %369, align 1
  br label %if.end95

if.else94:                                        ; preds = %for.body90
  br label %if.end95

if.end95:                                         ; preds = %if.else94, %if.then93
  %370 = add nsw i32 %j292, 1
  br label %for.cond89, !llvm.loop !23
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fptosi.sat.i8.f32(float) #2

; Function Attrs: nounwind
define internal void @quantize_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 5
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
  call void @quantize_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %22)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_quantize(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_quantize, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %N = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 4
  store i32 %N, ptr %16, align 4
  %17 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 5
  %18 = sext i32 %M to i64
  %19 = sdiv i64 %18, 4
  %20 = sub i64 0, %18
  %21 = select i1 false, i64 %20, i64 %19
  %22 = srem i64 %18, 4
  %23 = icmp ne i64 %22, 0
  %24 = icmp slt i64 %18, 0
  %25 = icmp eq i1 %24, false
  %26 = and i1 %23, %25
  %27 = zext i1 %26 to i64
  %28 = add i64 %21, %27
  %29 = trunc i64 %28 to i32
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 0
  store i64 %30, ptr %31, align 8
  %32 = icmp sgt i64 %30, 0
  %33 = mul i64 1, %30
  %34 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 1
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  %37 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 2
  store i64 1, ptr %37, align 8
  %38 = and i1 %35, true
  %39 = mul i64 %36, 1
  br i1 %38, label %run, label %empty

run:                                              ; preds = %body
  %40 = call i32 @tilec_rt_run_blocks(i64 %39, i32 %nworkers, ptr @quantize_task, ptr %a)
  ret i32 %40

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
