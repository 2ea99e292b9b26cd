; ModuleID = 'softmax.tile'
source_filename = "softmax.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_softmax = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @softmax_block(ptr noalias %X, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %X_f = alloca [2048 x float], align 64
  %X_r = alloca [4096 x float], align 64
  %m = alloca [4 x float], align 64
  %m_prev = alloca [4 x float], align 64
  %l = alloca [4 x float], align 64
  %tile_sum = alloca [4 x float], align 64
  %m_r = alloca [1 x float], align 64
  %l_r = alloca [1 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m_prev, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
  %0 = icmp sle i32 %N, 512
  br i1 %0, label %if.then, label %if.else

if.then:                                          ; preds = %body
  %1 = mul i32 %bx, 4
  %2 = icmp sle i32 0, %1
  %3 = mul i32 %bx, 4
  %4 = sext i32 %3 to i64
  %5 = add i64 %4, 4
  %6 = sext i32 %M to i64
  %7 = icmp sle i64 %5, %6
  %8 = and i1 %2, %7
  %9 = sext i32 %N to i64
  %10 = icmp sle i64 512, %9
  %11 = and i1 %8, %10
  br i1 %11, label %if.then1, label %if.else2

if.else:                                          ; preds = %body
  %12 = icmp sle i32 %N, 4096
  br i1 %12, label %if.then74, label %if.else75

if.end:                                           ; preds = %if.end76, %if.end54
  ret void

if.then1:                                         ; preds = %if.then
  br label %for.cond

if.else2:                                         ; preds = %if.then
  br label %for.cond7

if.end3:                                          ; preds = %for.end9, %for.end
  br label %for.cond15

for.cond:                                         ; preds = %for.end6, %if.then1
  %i1 = phi i32 [ 0, %if.then1 ], [ %30, %for.end6 ]
  %13 = icmp slt i32 %i1, 4
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond4

for.end:                                          ; preds = %for.cond
  br label %if.end3

for.cond4:                                        ; preds = %for.body5, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %29, %for.body5 ]
  %14 = icmp slt i32 %j1, 512
  br i1 %14, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %15 = mul i32 %bx, 4
  %16 = add i32 %15, %i1
  %17 = sext i32 %16 to i64
  %18 = sext i32 %N to i64
  %19 = mul nsw i64 %17, %18
  %20 = sext i32 %j1 to i64
  %21 = add nsw i64 %19, %20
  %22 = getelementptr inbounds float, ptr %X, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = sext i32 %i1 to i64
  %25 = mul nsw i64 %24, 512
  %26 = sext i32 %j1 to i64
  %27 = add nsw i64 %25, %26
  %28 = getelementptr inbounds float, ptr %X_f, i64 %27
  store float %23, ptr %28, align 4
  %29 = add nsw i32 %j1, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  %30 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond7:                                        ; preds = %for.end13, %if.else2
  %i110 = phi i32 [ 0, %if.else2 ], [ %49, %for.end13 ]
  %31 = icmp slt i32 %i110, 4
  br i1 %31, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end3

for.cond11:                                       ; preds = %sel.end, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %65, %sel.end ]
  %32 = icmp slt i32 %j114, 512
  br i1 %32, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %33 = mul i32 %bx, 4
  %34 = sext i32 %33 to i64
  %35 = sext i32 %i110 to i64
  %36 = add i64 %34, %35
  %37 = icmp sle i64 0, %36
  %38 = mul i32 %bx, 4
  %39 = sext i32 %38 to i64
  %40 = sext i32 %i110 to i64
  %41 = add i64 %39, %40
  %42 = sext i32 %M to i64
  %43 = icmp slt i64 %41, %42
  %44 = and i1 %37, %43
  %45 = sext i32 %j114 to i64
  %46 = sext i32 %N to i64
  %47 = icmp slt i64 %45, %46
  %48 = and i1 %44, %47
  br i1 %48, label %sel.then, label %sel.else

for.end13:                                        ; preds = %for.cond11
  %49 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !4

sel.then:                                         ; preds = %for.body12
  %50 = mul i32 %bx, 4
  %51 = add i32 %50, %i110
  %52 = sext i32 %51 to i64
  %53 = sext i32 %N to i64
  %54 = mul nsw i64 %52, %53
  %55 = sext i32 %j114 to i64
  %56 = add nsw i64 %54, %55
  %57 = getelementptr inbounds float, ptr %X, i64 %56
  %58 = load float, ptr %57, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body12
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %59 = phi float [ %58, %sel.then ], [ 0.000000e+00, %sel.else ]
  %60 = sext i32 %i110 to i64
  %61 = mul nsw i64 %60, 512
  %62 = sext i32 %j114 to i64
  %63 = add nsw i64 %61, %62
  %64 = getelementptr inbounds float, ptr %X_f, i64 %63
  store float %59, ptr %64, align 4
  %65 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !5

for.cond15:                                       ; preds = %for.end20, %if.end3
  %i = phi i32 [ 0, %if.end3 ], [ %83, %for.end20 ]
  %66 = icmp slt i32 %i, 4
  br i1 %66, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond18

for.end17:                                        ; preds = %for.cond15
  br label %for.cond21

for.cond18:                                       ; preds = %for.body19, %for.body16
  %j = phi i32 [ 0, %for.body16 ], [ %82, %for.body19 ]
  %67 = icmp slt i32 %j, 512
  br i1 %67, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %68 = icmp slt i32 %j, %N
  %69 = sext i32 %i to i64
  %70 = mul nsw i64 %69, 512
  %71 = sext i32 %j to i64
  %72 = add nsw i64 %70, %71
  %73 = call i64 @llvm.umin.i64(i64 %72, i64 2047)
  %74 = getelementptr inbounds float, ptr %X_f, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = select i1 %68, float %75, float 0xFFF0000000000000
  %77 = sext i32 %i to i64
  %78 = mul nsw i64 %77, 512
  %79 = sext i32 %j to i64
  %80 = add nsw i64 %78, %79
  %81 = getelementptr inbounds float, ptr %X_f, i64 %80
  store float %76, ptr %81, align 4
  %82 = add nsw i32 %j, 1
  br label %for.cond18, !llvm.loop !6

for.end20:                                        ; preds = %for.cond18
  %83 = add nsw i32 %i, 1
  br label %for.cond15, !llvm.loop !7

for.cond21:                                       ; preds = %for.end27, %for.end17
  %i124 = phi i32 [ 0, %for.end17 ], [ %101, %for.end27 ]
  %84 = icmp slt i32 %i124, 4
  br i1 %84, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %85 = sext i32 %i124 to i64
  %86 = getelementptr inbounds float, ptr %m, i64 %85
  store float 0xFFF0000000000000, ptr %86, align 4
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %for.cond28

for.cond25:                                       ; preds = %for.body26, %for.body22
  %red = phi i32 [ 0, %for.body22 ], [ %100, %for.body26 ]
  %87 = icmp slt i32 %red, 512
  br i1 %87, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %88 = sext i32 %i124 to i64
  %89 = getelementptr inbounds float, ptr %m, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = sext i32 %i124 to i64
  %92 = mul nsw i64 %91, 512
  %93 = sext i32 %red to i64
  %94 = add nsw i64 %92, %93
  %95 = getelementptr inbounds float, ptr %X_f, i64 %94
  %96 = load float, ptr %95, align 4
  %97 = call float @llvm.maxnum.f32(float %90, float %96)
  %98 = sext i32 %i124 to i64
  %99 = getelementptr inbounds float, ptr %m, i64 %98
  store float %97, ptr %99, align 4
  %100 = add nsw i32 %red, 1
  br label %for.cond25, !llvm.loop !8

for.end27:                                        ; preds = %for.cond25
  %101 = add nsw i32 %i124, 1
  br label %for.cond21, !llvm.loop !9

for.cond28:                                       ; preds = %for.end34, %for.end23
  %i31 = phi i32 [ 0, %for.end23 ], [ %121, %for.end34 ]
  %102 = icmp slt i32 %i31, 4
  br i1 %102, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  br label %for.cond32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond36

for.cond32:                                       ; preds = %for.body33, %for.body29
  %j35 = phi i32 [ 0, %for.body29 ], [ %120, %for.body33 ]
  %103 = icmp slt i32 %j35, 512
  br i1 %103, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %104 = sext i32 %i31 to i64
  %105 = mul nsw i64 %104, 512
  %106 = sext i32 %j35 to i64
  %107 = add nsw i64 %105, %106
  %108 = getelementptr inbounds float, ptr %X_f, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = sext i32 %i31 to i64
  %111 = getelementptr inbounds float, ptr %m, i64 %110
  %112 = load float, ptr %111, align 4
  %113 = fsub float %109, %112
  %114 = call float @tilec_expf(float %113)
  %115 = sext i32 %i31 to i64
  %116 = mul nsw i64 %115, 512
  %117 = sext i32 %j35 to i64
  %118 = add nsw i64 %116, %117
  %119 = getelementptr inbounds float, ptr %X_f, i64 %118
  store float %114, ptr %119, align 4
  %120 = add nsw i32 %j35, 1
  br label %for.cond32, !llvm.loop !10

for.end34:                                        ; preds = %for.cond32
  %121 = add nsw i32 %i31, 1
  br label %for.cond28, !llvm.loop !11

for.cond36:                                       ; preds = %for.end42, %for.end30
  %i139 = phi i32 [ 0, %for.end30 ], [ %139, %for.end42 ]
  %122 = icmp slt i32 %i139, 4
  br i1 %122, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %123 = sext i32 %i139 to i64
  %124 = getelementptr inbounds float, ptr %l, i64 %123
  store float 0.000000e+00, ptr %124, align 4
  br label %for.cond40

for.end38:                                        ; preds = %for.cond36
  br label %for.cond44

for.cond40:                                       ; preds = %for.body41, %for.body37
  %red43 = phi i32 [ 0, %for.body37 ], [ %138, %for.body41 ]
  %125 = icmp slt i32 %red43, 512
  br i1 %125, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %126 = sext i32 %i139 to i64
  %127 = getelementptr inbounds float, ptr %l, i64 %126
  %128 = load float, ptr %127, align 4
  %129 = sext i32 %i139 to i64
  %130 = mul nsw i64 %129, 512
  %131 = sext i32 %red43 to i64
  %132 = add nsw i64 %130, %131
  %133 = getelementptr inbounds float, ptr %X_f, i64 %132
  %134 = load float, ptr %133, align 4
  %135 = fadd float %128, %134
  %136 = sext i32 %i139 to i64
  %137 = getelementptr inbounds float, ptr %l, i64 %136
  store float %135, ptr %137, align 4
  %138 = add nsw i32 %red43, 1
  br label %for.cond40, !llvm.loop !12

for.end42:                                        ; preds = %for.cond40
  %139 = add nsw i32 %i139, 1
  br label %for.cond36, !llvm.loop !13

for.cond44:                                       ; preds = %for.end50, %for.end38
  %i47 = phi i32 [ 0, %for.end38 ], [ %169, %for.end50 ]
  %140 = icmp slt i32 %i47, 4
  br i1 %140, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  br label %for.cond48

for.end46:                                        ; preds = %for.cond44
  %141 = mul i32 %bx, 4
  %142 = icmp sle i32 0, %141
  %143 = mul i32 %bx, 4
  %144 = sext i32 %143 to i64
  %145 = add i64 %144, 4
  %146 = sext i32 %M to i64
  %147 = icmp sle i64 %145, %146
  %148 = and i1 %142, %147
  %149 = sext i32 %N to i64
  %150 = icmp sle i64 512, %149
  %151 = and i1 %148, %150
  br i1 %151, label %if.then52, label %if.else53

for.cond48:                                       ; preds = %for.body49, %for.body45
  %j51 = phi i32 [ 0, %for.body45 ], [ %168, %for.body49 ]
  %152 = icmp slt i32 %j51, 512
  br i1 %152, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %153 = sext i32 %i47 to i64
  %154 = mul nsw i64 %153, 512
  %155 = sext i32 %j51 to i64
  %156 = add nsw i64 %154, %155
  %157 = getelementptr inbounds float, ptr %X_f, i64 %156
  %158 = load float, ptr %157, align 4
  %159 = sext i32 %i47 to i64
  %160 = getelementptr inbounds float, ptr %l, i64 %159
  %161 = load float, ptr %160, align 4
  %162 = fdiv float %158, %161
  %163 = sext i32 %i47 to i64
  %164 = mul nsw i64 %163, 512
  %165 = sext i32 %j51 to i64
  %166 = add nsw i64 %164, %165
  %167 = getelementptr inbounds float, ptr %X_f, i64 %166
  store float %162, ptr %167, align 4
  %168 = add nsw i32 %j51, 1
  br label %for.cond48, !llvm.loop !14

for.end50:                                        ; preds = %for.cond48
  %169 = add nsw i32 %i47, 1
  br label %for.cond44, !llvm.loop !15

if.then52:                                        ; preds = %for.end46
  br label %for.cond55

if.else53:                                        ; preds = %for.end46
  br label %for.cond63

if.end54:                                         ; preds = %for.end65, %for.end57
  br label %if.end

for.cond55:                                       ; preds = %for.end61, %if.then52
  %i158 = phi i32 [ 0, %if.then52 ], [ %187, %for.end61 ]
  %170 = icmp slt i32 %i158, 4
  br i1 %170, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond59

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond59:                                       ; preds = %for.body60, %for.body56
  %j162 = phi i32 [ 0, %for.body56 ], [ %186, %for.body60 ]
  %171 = icmp slt i32 %j162, 512
  br i1 %171, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %172 = sext i32 %i158 to i64
  %173 = mul nsw i64 %172, 512
  %174 = sext i32 %j162 to i64
  %175 = add nsw i64 %173, %174
  %176 = getelementptr inbounds float, ptr %X_f, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = mul i32 %bx, 4
  %179 = add i32 %178, %i158
  %180 = sext i32 %179 to i64
  %181 = sext i32 %N to i64
  %182 = mul nsw i64 %180, %181
  %183 = sext i32 %j162 to i64
  %184 = add nsw i64 %182, %183
  %185 = getelementptr inbounds float, ptr %Y, i64 %184
  store float %177, ptr %185, align 4
  %186 = add nsw i32 %j162, 1
  br label %for.cond59, !llvm.loop !16

for.end61:                                        ; preds = %for.cond59
  %187 = add nsw i32 %i158, 1
  br label %for.cond55, !llvm.loop !17

for.cond63:                                       ; preds = %for.end69, %if.else53
  %i166 = phi i32 [ 0, %if.else53 ], [ %206, %for.end69 ]
  %188 = icmp slt i32 %i166, 4
  br i1 %188, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  br label %for.cond67

for.end65:                                        ; preds = %for.cond63
  br label %if.end54

for.cond67:                                       ; preds = %if.end73, %for.body64
  %j170 = phi i32 [ 0, %for.body64 ], [ %221, %if.end73 ]
  %189 = icmp slt i32 %j170, 512
  br i1 %189, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %190 = mul i32 %bx, 4
  %191 = sext i32 %190 to i64
  %192 = sext i32 %i166 to i64
  %193 = add i64 %191, %192
  %194 = icmp sle i64 0, %193
  %195 = mul i32 %bx, 4
  %196 = sext i32 %195 to i64
  %197 = sext i32 %i166 to i64
  %198 = add i64 %196, %197
  %199 = sext i32 %M to i64
  %200 = icmp slt i64 %198, %199
  %201 = and i1 %194, %200
  %202 = sext i32 %j170 to i64
  %203 = sext i32 %N to i64
  %204 = icmp slt i64 %202, %203
  %205 = and i1 %201, %204
  br i1 %205, label %if.then71, label %if.else72

for.end69:                                        ; preds = %for.cond67
  %206 = add nsw i32 %i166, 1
  br label %for.cond63, !llvm.loop !18

if.then71:                                        ; preds = %for.body68
  %207 = sext i32 %i166 to i64
  %208 = mul nsw i64 %207, 512
  %209 = sext i32 %j170 to i64
  %210 = add nsw i64 %208, %209
  %211 = getelementptr inbounds float, ptr %X_f, i64 %210
  %212 = load float, ptr %211, align 4
  %213 = mul i32 %bx, 4
  %214 = add i32 %213, %i166
  %215 = sext i32 %214 to i64
  %216 = sext i32 %N to i64
  %217 = mul nsw i64 %215, %216
  %218 = sext i32 %j170 to i64
  %219 = add nsw i64 %217, %218
  %220 = getelementptr inbounds float, ptr %Y, i64 %219
  store float %212, ptr %220, align 4
  br label %if.end73

if.else72:                                        ; preds = %for.body68
  br label %if.end73

if.end73:                                         ; preds = %if.else72, %if.then71
  %221 = add nsw i32 %j170, 1
  br label %for.cond67, !llvm.loop !19

if.then74:                                        ; preds = %if.else
  br label %for.cond77

if.else75:                                        ; preds = %if.else
  br label %for.cond161

if.end76:                                         ; preds = %for.end233, %for.end79
  br label %if.end

for.cond77:                                       ; preds = %if.end141, %if.then74
  %r = phi i32 [ 0, %if.then74 ], [ %397, %if.end141 ]
  %222 = icmp slt i32 %r, 4
  br i1 %222, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  %223 = mul i32 %bx, 4
  %224 = add i32 %223, %r
  %225 = icmp sle i32 0, %224
  %226 = mul i32 %bx, 4
  %227 = add i32 %226, %r
  %228 = sext i32 %227 to i64
  %229 = add i64 %228, 1
  %230 = sext i32 %M to i64
  %231 = icmp sle i64 %229, %230
  %232 = and i1 %225, %231
  %233 = sext i32 %N to i64
  %234 = icmp sle i64 4096, %233
  %235 = and i1 %232, %234
  br i1 %235, label %if.then80, label %if.else81

for.end79:                                        ; preds = %for.cond77
  br label %if.end76

if.then80:                                        ; preds = %for.body78
  br label %for.cond83

if.else81:                                        ; preds = %for.body78
  br label %for.cond89

if.end82:                                         ; preds = %for.end91, %for.end85
  br label %for.cond100

for.cond83:                                       ; preds = %for.end88, %if.then80
  %i2 = phi i32 [ 0, %if.then80 ], [ %254, %for.end88 ]
  %236 = icmp slt i32 %i2, 1
  br i1 %236, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  br label %for.cond86

for.end85:                                        ; preds = %for.cond83
  br label %if.end82

for.cond86:                                       ; preds = %for.body87, %for.body84
  %j2 = phi i32 [ 0, %for.body84 ], [ %253, %for.body87 ]
  %237 = icmp slt i32 %j2, 4096
  br i1 %237, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %238 = mul i32 %bx, 4
  %239 = add i32 %238, %r
  %240 = add i32 %239, %i2
  %241 = sext i32 %240 to i64
  %242 = sext i32 %N to i64
  %243 = mul nsw i64 %241, %242
  %244 = sext i32 %j2 to i64
  %245 = add nsw i64 %243, %244
  %246 = getelementptr inbounds float, ptr %X, i64 %245
  %247 = load float, ptr %246, align 4
  %248 = sext i32 %i2 to i64
  %249 = mul nsw i64 %248, 4096
  %250 = sext i32 %j2 to i64
  %251 = add nsw i64 %249, %250
  %252 = getelementptr inbounds float, ptr %X_r, i64 %251
  store float %247, ptr %252, align 4
  %253 = add nsw i32 %j2, 1
  br label %for.cond86, !llvm.loop !20

for.end88:                                        ; preds = %for.cond86
  %254 = add nsw i32 %i2, 1
  br label %for.cond83, !llvm.loop !21

for.cond89:                                       ; preds = %for.end95, %if.else81
  %i292 = phi i32 [ 0, %if.else81 ], [ %275, %for.end95 ]
  %255 = icmp slt i32 %i292, 1
  br i1 %255, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  br label %for.cond93

for.end91:                                        ; preds = %for.cond89
  br label %if.end82

for.cond93:                                       ; preds = %sel.end99, %for.body90
  %j296 = phi i32 [ 0, %for.body90 ], [ %292, %sel.end99 ]
  %256 = icmp slt i32 %j296, 4096
  br i1 %256, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %257 = mul i32 %bx, 4
  %258 = add i32 %257, %r
  %259 = sext i32 %258 to i64
  %260 = sext i32 %i292 to i64
  %261 = add i64 %259, %260
  %262 = icmp sle i64 0, %261
  %263 = mul i32 %bx, 4
  %264 = add i32 %263, %r
  %265 = sext i32 %264 to i64
  %266 = sext i32 %i292 to i64
  %267 = add i64 %265, %266
  %268 = sext i32 %M to i64
  %269 = icmp slt i64 %267, %268
  %270 = and i1 %262, %269
  %271 = sext i32 %j296 to i64
  %272 = sext i32 %N to i64
  %273 = icmp slt i64 %271, %272
  %274 = and i1 %270, %273
  br i1 %274, label %sel.then97, label %sel.else98

for.end95:                                        ; preds = %for.cond93
  %275 = add nsw i32 %i292, 1
  br label %for.cond89, !llvm.loop !22

sel.then97:                                       ; preds = %for.body94
  %276 = mul i32 %bx, 4
  %277 = add i32 %276, %r
  %278 = add i32 %277, %i292
  %279 = sext i32 %278 to i64
  %280 = sext i32 %N to i64
  %281 = mul nsw i64 %279, %280
  %282 = sext i32 %j296 to i64
  %283 = add nsw i64 %281, %282
  %284 = getelementptr inbounds float, ptr %X, i64 %283
  %285 = load float, ptr %284, align 4
  br label %sel.end99

sel.else98:                                       ; preds = %for.body94
  br label %sel.end99

sel.end99:                                        ; preds = %sel.else98, %sel.then97
  %286 = phi float [ %285, %sel.then97 ], [ 0.000000e+00, %sel.else98 ]
  %287 = sext i32 %i292 to i64
  %288 = mul nsw i64 %287, 4096
  %289 = sext i32 %j296 to i64
  %290 = add nsw i64 %288, %289
  %291 = getelementptr inbounds float, ptr %X_r, i64 %290
  store float %286, ptr %291, align 4
  %292 = add nsw i32 %j296, 1
  br label %for.cond93, !llvm.loop !23

for.cond100:                                      ; preds = %for.end106, %if.end82
  %i103 = phi i32 [ 0, %if.end82 ], [ %310, %for.end106 ]
  %293 = icmp slt i32 %i103, 1
  br i1 %293, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond104

for.end102:                                       ; preds = %for.cond100
  br label %for.cond108

for.cond104:                                      ; preds = %for.body105, %for.body101
  %j107 = phi i32 [ 0, %for.body101 ], [ %309, %for.body105 ]
  %294 = icmp slt i32 %j107, 4096
  br i1 %294, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %295 = icmp slt i32 %j107, %N
  %296 = sext i32 %i103 to i64
  %297 = mul nsw i64 %296, 4096
  %298 = sext i32 %j107 to i64
  %299 = add nsw i64 %297, %298
  %300 = call i64 @llvm.umin.i64(i64 %299, i64 4095)
  %301 = getelementptr inbounds float, ptr %X_r, i64 %300
  %302 = load float, ptr %301, align 4
  %303 = select i1 %295, float %302, float 0xFFF0000000000000
  %304 = sext i32 %i103 to i64
  %305 = mul nsw i64 %304, 4096
  %306 = sext i32 %j107 to i64
  %307 = add nsw i64 %305, %306
  %308 = getelementptr inbounds float, ptr %X_r, i64 %307
  store float %303, ptr %308, align 4
  %309 = add nsw i32 %j107, 1
  br label %for.cond104, !llvm.loop !24

for.end106:                                       ; preds = %for.cond104
  %310 = add nsw i32 %i103, 1
  br label %for.cond100, !llvm.loop !25

for.cond108:                                      ; preds = %for.end114, %for.end102
  %i2111 = phi i32 [ 0, %for.end102 ], [ %328, %for.end114 ]
  %311 = icmp slt i32 %i2111, 1
  br i1 %311, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %312 = sext i32 %i2111 to i64
  %313 = getelementptr inbounds float, ptr %m_r, i64 %312
  store float 0xFFF0000000000000, ptr %313, align 4
  br label %for.cond112

for.end110:                                       ; preds = %for.cond108
  br label %for.cond115

for.cond112:                                      ; preds = %for.body113, %for.body109
  %red1 = phi i32 [ 0, %for.body109 ], [ %327, %for.body113 ]
  %314 = icmp slt i32 %red1, 4096
  br i1 %314, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %315 = sext i32 %i2111 to i64
  %316 = getelementptr inbounds float, ptr %m_r, i64 %315
  %317 = load float, ptr %316, align 4
  %318 = sext i32 %i2111 to i64
  %319 = mul nsw i64 %318, 4096
  %320 = sext i32 %red1 to i64
  %321 = add nsw i64 %319, %320
  %322 = getelementptr inbounds float, ptr %X_r, i64 %321
  %323 = load float, ptr %322, align 4
  %324 = call float @llvm.maxnum.f32(float %317, float %323)
  %325 = sext i32 %i2111 to i64
  %326 = getelementptr inbounds float, ptr %m_r, i64 %325
  store float %324, ptr %326, align 4
  %327 = add nsw i32 %red1, 1
  br label %for.cond112, !llvm.loop !26

for.end114:                                       ; preds = %for.cond112
  %328 = add nsw i32 %i2111, 1
  br label %for.cond108, !llvm.loop !27

for.cond115:                                      ; preds = %for.end121, %for.end110
  %i118 = phi i32 [ 0, %for.end110 ], [ %347, %for.end121 ]
  %329 = icmp slt i32 %i118, 1
  br i1 %329, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  br label %for.cond119

for.end117:                                       ; preds = %for.cond115
  br label %for.cond123

for.cond119:                                      ; preds = %for.body120, %for.body116
  %j122 = phi i32 [ 0, %for.body116 ], [ %346, %for.body120 ]
  %330 = icmp slt i32 %j122, 4096
  br i1 %330, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %331 = sext i32 %i118 to i64
  %332 = mul nsw i64 %331, 4096
  %333 = sext i32 %j122 to i64
  %334 = add nsw i64 %332, %333
  %335 = getelementptr inbounds float, ptr %X_r, i64 %334
  %336 = load float, ptr %335, align 4
  %337 = getelementptr inbounds float, ptr %m_r, i64 0
  %338 = load float, ptr %337, align 4
  %339 = fsub float %336, %338
  %340 = call float @tilec_expf(float %339)
  %341 = sext i32 %i118 to i64
  %342 = mul nsw i64 %341, 4096
  %343 = sext i32 %j122 to i64
  %344 = add nsw i64 %342, %343
  %345 = getelementptr inbounds float, ptr %X_r, i64 %344
  store float %340, ptr %345, align 4
  %346 = add nsw i32 %j122, 1
  br label %for.cond119, !llvm.loop !28

for.end121:                                       ; preds = %for.cond119
  %347 = add nsw i32 %i118, 1
  br label %for.cond115, !llvm.loop !29

for.cond123:                                      ; preds = %for.end129, %for.end117
  %i2126 = phi i32 [ 0, %for.end117 ], [ %365, %for.end129 ]
  %348 = icmp slt i32 %i2126, 1
  br i1 %348, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %349 = sext i32 %i2126 to i64
  %350 = getelementptr inbounds float, ptr %l_r, i64 %349
  store float 0.000000e+00, ptr %350, align 4
  br label %for.cond127

for.end125:                                       ; preds = %for.cond123
  br label %for.cond131

for.cond127:                                      ; preds = %for.body128, %for.body124
  %red1130 = phi i32 [ 0, %for.body124 ], [ %364, %for.body128 ]
  %351 = icmp slt i32 %red1130, 4096
  br i1 %351, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %352 = sext i32 %i2126 to i64
  %353 = getelementptr inbounds float, ptr %l_r, i64 %352
  %354 = load float, ptr %353, align 4
  %355 = sext i32 %i2126 to i64
  %356 = mul nsw i64 %355, 4096
  %357 = sext i32 %red1130 to i64
  %358 = add nsw i64 %356, %357
  %359 = getelementptr inbounds float, ptr %X_r, i64 %358
  %360 = load float, ptr %359, align 4
  %361 = fadd float %354, %360
  %362 = sext i32 %i2126 to i64
  %363 = getelementptr inbounds float, ptr %l_r, i64 %362
  store float %361, ptr %363, align 4
  %364 = add nsw i32 %red1130, 1
  br label %for.cond127, !llvm.loop !30

for.end129:                                       ; preds = %for.cond127
  %365 = add nsw i32 %i2126, 1
  br label %for.cond123, !llvm.loop !31

for.cond131:                                      ; preds = %for.end137, %for.end125
  %i134 = phi i32 [ 0, %for.end125 ], [ %396, %for.end137 ]
  %366 = icmp slt i32 %i134, 1
  br i1 %366, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  br label %for.cond135

for.end133:                                       ; preds = %for.cond131
  %367 = mul i32 %bx, 4
  %368 = add i32 %367, %r
  %369 = icmp sle i32 0, %368
  %370 = mul i32 %bx, 4
  %371 = add i32 %370, %r
  %372 = sext i32 %371 to i64
  %373 = add i64 %372, 1
  %374 = sext i32 %M to i64
  %375 = icmp sle i64 %373, %374
  %376 = and i1 %369, %375
  %377 = sext i32 %N to i64
  %378 = icmp sle i64 4096, %377
  %379 = and i1 %376, %378
  br i1 %379, label %if.then139, label %if.else140

for.cond135:                                      ; preds = %for.body136, %for.body132
  %j138 = phi i32 [ 0, %for.body132 ], [ %395, %for.body136 ]
  %380 = icmp slt i32 %j138, 4096
  br i1 %380, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %381 = sext i32 %i134 to i64
  %382 = mul nsw i64 %381, 4096
  %383 = sext i32 %j138 to i64
  %384 = add nsw i64 %382, %383
  %385 = getelementptr inbounds float, ptr %X_r, i64 %384
  %386 = load float, ptr %385, align 4
  %387 = getelementptr inbounds float, ptr %l_r, i64 0
  %388 = load float, ptr %387, align 4
  %389 = fdiv float %386, %388
  %390 = sext i32 %i134 to i64
  %391 = mul nsw i64 %390, 4096
  %392 = sext i32 %j138 to i64
  %393 = add nsw i64 %391, %392
  %394 = getelementptr inbounds float, ptr %X_r, i64 %393
  store float %389, ptr %394, align 4
  %395 = add nsw i32 %j138, 1
  br label %for.cond135, !llvm.loop !32

for.end137:                                       ; preds = %for.cond135
  %396 = add nsw i32 %i134, 1
  br label %for.cond131, !llvm.loop !33

if.then139:                                       ; preds = %for.end133
  br label %for.cond142

if.else140:                                       ; preds = %for.end133
  br label %for.cond150

if.end141:                                        ; preds = %for.end152, %for.end144
  %397 = add nsw i32 %r, 1
  br label %for.cond77, !llvm.loop !34

for.cond142:                                      ; preds = %for.end148, %if.then139
  %i2145 = phi i32 [ 0, %if.then139 ], [ %416, %for.end148 ]
  %398 = icmp slt i32 %i2145, 1
  br i1 %398, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  br label %for.cond146

for.end144:                                       ; preds = %for.cond142
  br label %if.end141

for.cond146:                                      ; preds = %for.body147, %for.body143
  %j2149 = phi i32 [ 0, %for.body143 ], [ %415, %for.body147 ]
  %399 = icmp slt i32 %j2149, 4096
  br i1 %399, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %400 = sext i32 %i2145 to i64
  %401 = mul nsw i64 %400, 4096
  %402 = sext i32 %j2149 to i64
  %403 = add nsw i64 %401, %402
  %404 = getelementptr inbounds float, ptr %X_r, i64 %403
  %405 = load float, ptr %404, align 4
  %406 = mul i32 %bx, 4
  %407 = add i32 %406, %r
  %408 = add i32 %407, %i2145
  %409 = sext i32 %408 to i64
  %410 = sext i32 %N to i64
  %411 = mul nsw i64 %409, %410
  %412 = sext i32 %j2149 to i64
  %413 = add nsw i64 %411, %412
  %414 = getelementptr inbounds float, ptr %Y, i64 %413
  store float %405, ptr %414, align 4
  %415 = add nsw i32 %j2149, 1
  br label %for.cond146, !llvm.loop !35

for.end148:                                       ; preds = %for.cond146
  %416 = add nsw i32 %i2145, 1
  br label %for.cond142, !llvm.loop !36

for.cond150:                                      ; preds = %for.end156, %if.else140
  %i2153 = phi i32 [ 0, %if.else140 ], [ %437, %for.end156 ]
  %417 = icmp slt i32 %i2153, 1
  br i1 %417, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  br label %for.cond154

for.end152:                                       ; preds = %for.cond150
  br label %if.end141

for.cond154:                                      ; preds = %if.end160, %for.body151
  %j2157 = phi i32 [ 0, %for.body151 ], [ %453, %if.end160 ]
  %418 = icmp slt i32 %j2157, 4096
  br i1 %418, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %419 = mul i32 %bx, 4
  %420 = add i32 %419, %r
  %421 = sext i32 %420 to i64
  %422 = sext i32 %i2153 to i64
  %423 = add i64 %421, %422
  %424 = icmp sle i64 0, %423
  %425 = mul i32 %bx, 4
  %426 = add i32 %425, %r
  %427 = sext i32 %426 to i64
  %428 = sext i32 %i2153 to i64
  %429 = add i64 %427, %428
  %430 = sext i32 %M to i64
  %431 = icmp slt i64 %429, %430
  %432 = and i1 %424, %431
  %433 = sext i32 %j2157 to i64
  %434 = sext i32 %N to i64
  %435 = icmp slt i64 %433, %434
  %436 = and i1 %432, %435
  br i1 %436, label %if.then158, label %if.else159

for.end156:                                       ; preds = %for.cond154
  %437 = add nsw i32 %i2153, 1
  br label %for.cond150, !llvm.loop !37

if.then158:                                       ; preds = %for.body155
  %438 = sext i32 %i2153 to i64
  %439 = mul nsw i64 %438, 4096
  %440 = sext i32 %j2157 to i64
  %441 = add nsw i64 %439, %440
  %442 = getelementptr inbounds float, ptr %X_r, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = mul i32 %bx, 4
  %445 = add i32 %444, %r
  %446 = add i32 %445, %i2153
  %447 = sext i32 %446 to i64
  %448 = sext i32 %N to i64
  %449 = mul nsw i64 %447, %448
  %450 = sext i32 %j2157 to i64
  %451 = add nsw i64 %449, %450
  %452 = getelementptr inbounds float, ptr %Y, i64 %451
  store float %443, ptr %452, align 4
  br label %if.end160

if.else159:                                       ; preds = %for.body155
  br label %if.end160

if.end160:                                        ; preds = %if.else159, %if.then158
  %453 = add nsw i32 %j2157, 1
  br label %for.cond154, !llvm.loop !38

for.cond161:                                      ; preds = %for.body162, %if.else75
  %i3 = phi i32 [ 0, %if.else75 ], [ %457, %for.body162 ]
  %454 = icmp slt i32 %i3, 4
  br i1 %454, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  %455 = sext i32 %i3 to i64
  %456 = getelementptr inbounds float, ptr %m, i64 %455
  store float 0xFFF0000000000000, ptr %456, align 4
  %457 = add nsw i32 %i3, 1
  br label %for.cond161, !llvm.loop !39

for.end163:                                       ; preds = %for.cond161
  br label %for.cond164

for.cond164:                                      ; preds = %for.body165, %for.end163
  %i3167 = phi i32 [ 0, %for.end163 ], [ %461, %for.body165 ]
  %458 = icmp slt i32 %i3167, 4
  br i1 %458, label %for.body165, label %for.end166

for.body165:                                      ; preds = %for.cond164
  %459 = sext i32 %i3167 to i64
  %460 = getelementptr inbounds float, ptr %l, i64 %459
  store float 0.000000e+00, ptr %460, align 4
  %461 = add nsw i32 %i3167, 1
  br label %for.cond164, !llvm.loop !40

for.end166:                                       ; preds = %for.cond164
  %462 = sext i32 %N to i64
  %463 = sdiv i64 %462, 512
  %464 = sub i64 0, %462
  %465 = select i1 false, i64 %464, i64 %463
  %466 = srem i64 %462, 512
  %467 = icmp ne i64 %466, 0
  %468 = icmp slt i64 %462, 0
  %469 = icmp eq i1 %468, false
  %470 = and i1 %467, %469
  %471 = zext i1 %470 to i64
  %472 = add i64 %465, %471
  %473 = trunc i64 %472 to i32
  br label %for.cond168

for.cond168:                                      ; preds = %for.end229, %for.end166
  %c = phi i32 [ 0, %for.end166 ], [ %671, %for.end229 ]
  %474 = icmp slt i32 %c, %473
  br i1 %474, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %475 = mul i32 %bx, 4
  %476 = icmp sle i32 0, %475
  %477 = mul i32 %bx, 4
  %478 = sext i32 %477 to i64
  %479 = add i64 %478, 4
  %480 = sext i32 %M to i64
  %481 = icmp sle i64 %479, %480
  %482 = and i1 %476, %481
  %483 = mul i32 %c, 512
  %484 = icmp sle i32 0, %483
  %485 = mul i32 %c, 512
  %486 = sext i32 %485 to i64
  %487 = add i64 %486, 512
  %488 = sext i32 %N to i64
  %489 = icmp sle i64 %487, %488
  %490 = and i1 %484, %489
  %491 = and i1 %482, %490
  br i1 %491, label %if.then171, label %if.else172

for.end170:                                       ; preds = %for.cond168
  %492 = sext i32 %N to i64
  %493 = sdiv i64 %492, 512
  %494 = sub i64 0, %492
  %495 = select i1 false, i64 %494, i64 %493
  %496 = srem i64 %492, 512
  %497 = icmp ne i64 %496, 0
  %498 = icmp slt i64 %492, 0
  %499 = icmp eq i1 %498, false
  %500 = and i1 %497, %499
  %501 = zext i1 %500 to i64
  %502 = add i64 %495, %501
  %503 = trunc i64 %502 to i32
  br label %for.cond231

if.then171:                                       ; preds = %for.body169
  br label %for.cond174

if.else172:                                       ; preds = %for.body169
  br label %for.cond181

if.end173:                                        ; preds = %for.end183, %for.end176
  br label %for.cond192

for.cond174:                                      ; preds = %for.end180, %if.then171
  %i3177 = phi i32 [ 0, %if.then171 ], [ %523, %for.end180 ]
  %504 = icmp slt i32 %i3177, 4
  br i1 %504, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  br label %for.cond178

for.end176:                                       ; preds = %for.cond174
  br label %if.end173

for.cond178:                                      ; preds = %for.body179, %for.body175
  %j3 = phi i32 [ 0, %for.body175 ], [ %522, %for.body179 ]
  %505 = icmp slt i32 %j3, 512
  br i1 %505, label %for.body179, label %for.end180

for.body179:                                      ; preds = %for.cond178
  %506 = mul i32 %bx, 4
  %507 = add i32 %506, %i3177
  %508 = sext i32 %507 to i64
  %509 = sext i32 %N to i64
  %510 = mul nsw i64 %508, %509
  %511 = mul i32 %c, 512
  %512 = add i32 %511, %j3
  %513 = sext i32 %512 to i64
  %514 = add nsw i64 %510, %513
  %515 = getelementptr inbounds float, ptr %X, i64 %514
  %516 = load float, ptr %515, align 4
  %517 = sext i32 %i3177 to i64
  %518 = mul nsw i64 %517, 512
  %519 = sext i32 %j3 to i64
  %520 = add nsw i64 %518, %519
  %521 = getelementptr inbounds float, ptr %X_f, i64 %520
  store float %516, ptr %521, align 4
  %522 = add nsw i32 %j3, 1
  br label %for.cond178, !llvm.loop !41

for.end180:                                       ; preds = %for.cond178
  %523 = add nsw i32 %i3177, 1
  br label %for.cond174, !llvm.loop !42

for.cond181:                                      ; preds = %for.end187, %if.else172
  %i3184 = phi i32 [ 0, %if.else172 ], [ %551, %for.end187 ]
  %524 = icmp slt i32 %i3184, 4
  br i1 %524, label %for.body182, label %for.end183

for.body182:                                      ; preds = %for.cond181
  br label %for.cond185

for.end183:                                       ; preds = %for.cond181
  br label %if.end173

for.cond185:                                      ; preds = %sel.end191, %for.body182
  %j3188 = phi i32 [ 0, %for.body182 ], [ %569, %sel.end191 ]
  %525 = icmp slt i32 %j3188, 512
  br i1 %525, label %for.body186, label %for.end187

for.body186:                                      ; preds = %for.cond185
  %526 = mul i32 %bx, 4
  %527 = sext i32 %526 to i64
  %528 = sext i32 %i3184 to i64
  %529 = add i64 %527, %528
  %530 = icmp sle i64 0, %529
  %531 = mul i32 %bx, 4
  %532 = sext i32 %531 to i64
  %533 = sext i32 %i3184 to i64
  %534 = add i64 %532, %533
  %535 = sext i32 %M to i64
  %536 = icmp slt i64 %534, %535
  %537 = and i1 %530, %536
  %538 = mul i32 %c, 512
  %539 = sext i32 %538 to i64
  %540 = sext i32 %j3188 to i64
  %541 = add i64 %539, %540
  %542 = icmp sle i64 0, %541
  %543 = mul i32 %c, 512
  %544 = sext i32 %543 to i64
  %545 = sext i32 %j3188 to i64
  %546 = add i64 %544, %545
  %547 = sext i32 %N to i64
  %548 = icmp slt i64 %546, %547
  %549 = and i1 %542, %548
  %550 = and i1 %537, %549
  br i1 %550, label %sel.then189, label %sel.else190

for.end187:                                       ; preds = %for.cond185
  %551 = add nsw i32 %i3184, 1
  br label %for.cond181, !llvm.loop !43

sel.then189:                                      ; preds = %for.body186
  %552 = mul i32 %bx, 4
  %553 = add i32 %552, %i3184
  %554 = sext i32 %553 to i64
  %555 = sext i32 %N to i64
  %556 = mul nsw i64 %554, %555
  %557 = mul i32 %c, 512
  %558 = add i32 %557, %j3188
  %559 = sext i32 %558 to i64
  %560 = add nsw i64 %556, %559
  %561 = getelementptr inbounds float, ptr %X, i64 %560
  %562 = load float, ptr %561, align 4
  br label %sel.end191

sel.else190:                                      ; preds = %for.body186
  br label %sel.end191

sel.end191:                                       ; preds = %sel.else190, %sel.then189
  %563 = phi float [ %562, %sel.then189 ], [ 0.000000e+00, %sel.else190 ]
  %564 = sext i32 %i3184 to i64
  %565 = mul nsw i64 %564, 512
  %566 = sext i32 %j3188 to i64
  %567 = add nsw i64 %565, %566
  %568 = getelementptr inbounds float, ptr %X_f, i64 %567
  store float %563, ptr %568, align 4
  %569 = add nsw i32 %j3188, 1
  br label %for.cond185, !llvm.loop !44

for.cond192:                                      ; preds = %for.end198, %if.end173
  %i195 = phi i32 [ 0, %if.end173 ], [ %589, %for.end198 ]
  %570 = icmp slt i32 %i195, 4
  br i1 %570, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  br label %for.cond196

for.end194:                                       ; preds = %for.cond192
  br label %for.cond200

for.cond196:                                      ; preds = %for.body197, %for.body193
  %j199 = phi i32 [ 0, %for.body193 ], [ %588, %for.body197 ]
  %571 = icmp slt i32 %j199, 512
  br i1 %571, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %572 = mul i32 %c, 512
  %573 = add i32 %572, %j199
  %574 = icmp slt i32 %573, %N
  %575 = sext i32 %i195 to i64
  %576 = mul nsw i64 %575, 512
  %577 = sext i32 %j199 to i64
  %578 = add nsw i64 %576, %577
  %579 = call i64 @llvm.umin.i64(i64 %578, i64 2047)
  %580 = getelementptr inbounds float, ptr %X_f, i64 %579
  %581 = load float, ptr %580, align 4
  %582 = select i1 %574, float %581, float 0xFFF0000000000000
  %583 = sext i32 %i195 to i64
  %584 = mul nsw i64 %583, 512
  %585 = sext i32 %j199 to i64
  %586 = add nsw i64 %584, %585
  %587 = getelementptr inbounds float, ptr %X_f, i64 %586
  store float %582, ptr %587, align 4
  %588 = add nsw i32 %j199, 1
  br label %for.cond196, !llvm.loop !45

for.end198:                                       ; preds = %for.cond196
  %589 = add nsw i32 %i195, 1
  br label %for.cond192, !llvm.loop !46

for.cond200:                                      ; preds = %for.body201, %for.end194
  %i3203 = phi i32 [ 0, %for.end194 ], [ %596, %for.body201 ]
  %590 = icmp slt i32 %i3203, 4
  br i1 %590, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %591 = sext i32 %i3203 to i64
  %592 = getelementptr inbounds float, ptr %m, i64 %591
  %593 = load float, ptr %592, align 4
  %594 = sext i32 %i3203 to i64
  %595 = getelementptr inbounds float, ptr %m_prev, i64 %594
  store float %593, ptr %595, align 4
  %596 = add nsw i32 %i3203, 1
  br label %for.cond200, !llvm.loop !47

for.end202:                                       ; preds = %for.cond200
  br label %for.cond204

for.cond204:                                      ; preds = %for.end210, %for.end202
  %i3207 = phi i32 [ 0, %for.end202 ], [ %612, %for.end210 ]
  %597 = icmp slt i32 %i3207, 4
  br i1 %597, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  br label %for.cond208

for.end206:                                       ; preds = %for.cond204
  br label %for.cond211

for.cond208:                                      ; preds = %for.body209, %for.body205
  %red2 = phi i32 [ 0, %for.body205 ], [ %611, %for.body209 ]
  %598 = icmp slt i32 %red2, 512
  br i1 %598, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  %599 = sext i32 %i3207 to i64
  %600 = getelementptr inbounds float, ptr %m, i64 %599
  %601 = load float, ptr %600, align 4
  %602 = sext i32 %i3207 to i64
  %603 = mul nsw i64 %602, 512
  %604 = sext i32 %red2 to i64
  %605 = add nsw i64 %603, %604
  %606 = getelementptr inbounds float, ptr %X_f, i64 %605
  %607 = load float, ptr %606, align 4
  %608 = call float @llvm.maxnum.f32(float %601, float %607)
  %609 = sext i32 %i3207 to i64
  %610 = getelementptr inbounds float, ptr %m, i64 %609
  store float %608, ptr %610, align 4
  %611 = add nsw i32 %red2, 1
  br label %for.cond208, !llvm.loop !48

for.end210:                                       ; preds = %for.cond208
  %612 = add nsw i32 %i3207, 1
  br label %for.cond204, !llvm.loop !49

for.cond211:                                      ; preds = %for.end217, %for.end206
  %i214 = phi i32 [ 0, %for.end206 ], [ %632, %for.end217 ]
  %613 = icmp slt i32 %i214, 4
  br i1 %613, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  br label %for.cond215

for.end213:                                       ; preds = %for.cond211
  br label %for.cond219

for.cond215:                                      ; preds = %for.body216, %for.body212
  %j218 = phi i32 [ 0, %for.body212 ], [ %631, %for.body216 ]
  %614 = icmp slt i32 %j218, 512
  br i1 %614, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  %615 = sext i32 %i214 to i64
  %616 = mul nsw i64 %615, 512
  %617 = sext i32 %j218 to i64
  %618 = add nsw i64 %616, %617
  %619 = getelementptr inbounds float, ptr %X_f, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = sext i32 %i214 to i64
  %622 = getelementptr inbounds float, ptr %m, i64 %621
  %623 = load float, ptr %622, align 4
  %624 = fsub float %620, %623
  %625 = call float @tilec_expf(float %624)
  %626 = sext i32 %i214 to i64
  %627 = mul nsw i64 %626, 512
  %628 = sext i32 %j218 to i64
  %629 = add nsw i64 %627, %628
  %630 = getelementptr inbounds float, ptr %X_f, i64 %629
  store float %625, ptr %630, align 4
  %631 = add nsw i32 %j218, 1
  br label %for.cond215, !llvm.loop !50

for.end217:                                       ; preds = %for.cond215
  %632 = add nsw i32 %i214, 1
  br label %for.cond211, !llvm.loop !51

for.cond219:                                      ; preds = %for.end225, %for.end213
  %i3222 = phi i32 [ 0, %for.end213 ], [ %650, %for.end225 ]
  %633 = icmp slt i32 %i3222, 4
  br i1 %633, label %for.body220, label %for.end221

for.body220:                                      ; preds = %for.cond219
  %634 = sext i32 %i3222 to i64
  %635 = getelementptr inbounds float, ptr %tile_sum, i64 %634
  store float 0.000000e+00, ptr %635, align 4
  br label %for.cond223

for.end221:                                       ; preds = %for.cond219
  br label %for.cond227

for.cond223:                                      ; preds = %for.body224, %for.body220
  %red2226 = phi i32 [ 0, %for.body220 ], [ %649, %for.body224 ]
  %636 = icmp slt i32 %red2226, 512
  br i1 %636, label %for.body224, label %for.end225

for.body224:                                      ; preds = %for.cond223
  %637 = sext i32 %i3222 to i64
  %638 = getelementptr inbounds float, ptr %tile_sum, i64 %637
  %639 = load float, ptr %638, align 4
  %640 = sext i32 %i3222 to i64
  %641 = mul nsw i64 %640, 512
  %642 = sext i32 %red2226 to i64
  %643 = add nsw i64 %641, %642
  %644 = getelementptr inbounds float, ptr %X_f, i64 %643
  %645 = load float, ptr %644, align 4
  %646 = fadd float %639, %645
  %647 = sext i32 %i3222 to i64
  %648 = getelementptr inbounds float, ptr %tile_sum, i64 %647
  store float %646, ptr %648, align 4
  %649 = add nsw i32 %red2226, 1
  br label %for.cond223, !llvm.loop !52

for.end225:                                       ; preds = %for.cond223
  %650 = add nsw i32 %i3222, 1
  br label %for.cond219, !llvm.loop !53

for.cond227:                                      ; preds = %for.body228, %for.end221
  %i230 = phi i32 [ 0, %for.end221 ], [ %670, %for.body228 ]
  %651 = icmp slt i32 %i230, 4
  br i1 %651, label %for.body228, label %for.end229

for.body228:                                      ; preds = %for.cond227
  %652 = sext i32 %i230 to i64
  %653 = getelementptr inbounds float, ptr %l, i64 %652
  %654 = load float, ptr %653, align 4
  %655 = sext i32 %i230 to i64
  %656 = getelementptr inbounds float, ptr %m_prev, i64 %655
  %657 = load float, ptr %656, align 4
  %658 = sext i32 %i230 to i64
  %659 = getelementptr inbounds float, ptr %m, i64 %658
  %660 = load float, ptr %659, align 4
  %661 = fsub float %657, %660
  %662 = call float @tilec_expf(float %661)
  %663 = fmul float %654, %662
  %664 = sext i32 %i230 to i64
  %665 = getelementptr inbounds float, ptr %tile_sum, i64 %664
  %666 = load float, ptr %665, align 4
  %667 = fadd float %663, %666
  %668 = sext i32 %i230 to i64
  %669 = getelementptr inbounds float, ptr %l, i64 %668
  store float %667, ptr %669, align 4
  %670 = add nsw i32 %i230, 1
  br label %for.cond227, !llvm.loop !54

for.end229:                                       ; preds = %for.cond227
  %671 = add nsw i32 %c, 1
  br label %for.cond168, !llvm.loop !55

for.cond231:                                      ; preds = %if.end265, %for.end170
  %c234 = phi i32 [ 0, %for.end170 ], [ %810, %if.end265 ]
  %672 = icmp slt i32 %c234, %503
  br i1 %672, label %for.body232, label %for.end233

for.body232:                                      ; preds = %for.cond231
  %673 = sext i32 %N to i64
  %674 = sdiv i64 %673, 512
  %675 = sub i64 0, %673
  %676 = select i1 false, i64 %675, i64 %674
  %677 = srem i64 %673, 512
  %678 = icmp ne i64 %677, 0
  %679 = icmp slt i64 %673, 0
  %680 = icmp eq i1 %679, false
  %681 = and i1 %678, %680
  %682 = zext i1 %681 to i64
  %683 = add i64 %676, %682
  %684 = trunc i64 %683 to i32
  %685 = sub i32 %684, 1
  %t = sub i32 %685, %c234
  %686 = mul i32 %bx, 4
  %687 = icmp sle i32 0, %686
  %688 = mul i32 %bx, 4
  %689 = sext i32 %688 to i64
  %690 = add i64 %689, 4
  %691 = sext i32 %M to i64
  %692 = icmp sle i64 %690, %691
  %693 = and i1 %687, %692
  %694 = mul i32 %t, 512
  %695 = icmp sle i32 0, %694
  %696 = mul i32 %t, 512
  %697 = sext i32 %696 to i64
  %698 = add i64 %697, 512
  %699 = sext i32 %N to i64
  %700 = icmp sle i64 %698, %699
  %701 = and i1 %695, %700
  %702 = and i1 %693, %701
  br i1 %702, label %if.then235, label %if.else236

for.end233:                                       ; preds = %for.cond231
  br label %if.end76

if.then235:                                       ; preds = %for.body232
  br label %for.cond238

if.else236:                                       ; preds = %for.body232
  br label %for.cond244

if.end237:                                        ; preds = %for.end246, %for.end240
  br label %for.cond255

for.cond238:                                      ; preds = %for.end243, %if.then235
  %i5 = phi i32 [ 0, %if.then235 ], [ %722, %for.end243 ]
  %703 = icmp slt i32 %i5, 4
  br i1 %703, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  br label %for.cond241

for.end240:                                       ; preds = %for.cond238
  br label %if.end237

for.cond241:                                      ; preds = %for.body242, %for.body239
  %j4 = phi i32 [ 0, %for.body239 ], [ %721, %for.body242 ]
  %704 = icmp slt i32 %j4, 512
  br i1 %704, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  %705 = mul i32 %bx, 4
  %706 = add i32 %705, %i5
  %707 = sext i32 %706 to i64
  %708 = sext i32 %N to i64
  %709 = mul nsw i64 %707, %708
  %710 = mul i32 %t, 512
  %711 = add i32 %710, %j4
  %712 = sext i32 %711 to i64
  %713 = add nsw i64 %709, %712
  %714 = getelementptr inbounds float, ptr %X, i64 %713
  %715 = load float, ptr %714, align 4
  %716 = sext i32 %i5 to i64
  %717 = mul nsw i64 %716, 512
  %718 = sext i32 %j4 to i64
  %719 = add nsw i64 %717, %718
  %720 = getelementptr inbounds float, ptr %X_f, i64 %719
  store float %715, ptr %720, align 4
  %721 = add nsw i32 %j4, 1
  br label %for.cond241, !llvm.loop !56

for.end243:                                       ; preds = %for.cond241
  %722 = add nsw i32 %i5, 1
  br label %for.cond238, !llvm.loop !57

for.cond244:                                      ; preds = %for.end250, %if.else236
  %i5247 = phi i32 [ 0, %if.else236 ], [ %750, %for.end250 ]
  %723 = icmp slt i32 %i5247, 4
  br i1 %723, label %for.body245, label %for.end246

for.body245:                                      ; preds = %for.cond244
  br label %for.cond248

for.end246:                                       ; preds = %for.cond244
  br label %if.end237

for.cond248:                                      ; preds = %sel.end254, %for.body245
  %j4251 = phi i32 [ 0, %for.body245 ], [ %768, %sel.end254 ]
  %724 = icmp slt i32 %j4251, 512
  br i1 %724, label %for.body249, label %for.end250

for.body249:                                      ; preds = %for.cond248
  %725 = mul i32 %bx, 4
  %726 = sext i32 %725 to i64
  %727 = sext i32 %i5247 to i64
  %728 = add i64 %726, %727
  %729 = icmp sle i64 0, %728
  %730 = mul i32 %bx, 4
  %731 = sext i32 %730 to i64
  %732 = sext i32 %i5247 to i64
  %733 = add i64 %731, %732
  %734 = sext i32 %M to i64
  %735 = icmp slt i64 %733, %734
  %736 = and i1 %729, %735
  %737 = mul i32 %t, 512
  %738 = sext i32 %737 to i64
  %739 = sext i32 %j4251 to i64
  %740 = add i64 %738, %739
  %741 = icmp sle i64 0, %740
  %742 = mul i32 %t, 512
  %743 = sext i32 %742 to i64
  %744 = sext i32 %j4251 to i64
  %745 = add i64 %743, %744
  %746 = sext i32 %N to i64
  %747 = icmp slt i64 %745, %746
  %748 = and i1 %741, %747
  %749 = and i1 %736, %748
  br i1 %749, label %sel.then252, label %sel.else253

for.end250:                                       ; preds = %for.cond248
  %750 = add nsw i32 %i5247, 1
  br label %for.cond244, !llvm.loop !58

sel.then252:                                      ; preds = %for.body249
  %751 = mul i32 %bx, 4
  %752 = add i32 %751, %i5247
  %753 = sext i32 %752 to i64
  %754 = sext i32 %N to i64
  %755 = mul nsw i64 %753, %754
  %756 = mul i32 %t, 512
  %757 = add i32 %756, %j4251
  %758 = sext i32 %757 to i64
  %759 = add nsw i64 %755, %758
  %760 = getelementptr inbounds float, ptr %X, i64 %759
  %761 = load float, ptr %760, align 4
  br label %sel.end254

sel.else253:                                      ; preds = %for.body249
  br label %sel.end254

sel.end254:                                       ; preds = %sel.else253, %sel.then252
  %762 = phi float [ %761, %sel.then252 ], [ 0.000000e+00, %sel.else253 ]
  %763 = sext i32 %i5247 to i64
  %764 = mul nsw i64 %763, 512
  %765 = sext i32 %j4251 to i64
  %766 = add nsw i64 %764, %765
  %767 = getelementptr inbounds float, ptr %X_f, i64 %766
  store float %762, ptr %767, align 4
  %768 = add nsw i32 %j4251, 1
  br label %for.cond248, !llvm.loop !59

for.cond255:                                      ; preds = %for.end261, %if.end237
  %i258 = phi i32 [ 0, %if.end237 ], [ %809, %for.end261 ]
  %769 = icmp slt i32 %i258, 4
  br i1 %769, label %for.body256, label %for.end257

for.body256:                                      ; preds = %for.cond255
  br label %for.cond259

for.end257:                                       ; preds = %for.cond255
  %770 = mul i32 %bx, 4
  %771 = icmp sle i32 0, %770
  %772 = mul i32 %bx, 4
  %773 = sext i32 %772 to i64
  %774 = add i64 %773, 4
  %775 = sext i32 %M to i64
  %776 = icmp sle i64 %774, %775
  %777 = and i1 %771, %776
  %778 = mul i32 %t, 512
  %779 = icmp sle i32 0, %778
  %780 = mul i32 %t, 512
  %781 = sext i32 %780 to i64
  %782 = add i64 %781, 512
  %783 = sext i32 %N to i64
  %784 = icmp sle i64 %782, %783
  %785 = and i1 %779, %784
  %786 = and i1 %777, %785
  br i1 %786, label %if.then263, label %if.else264

for.cond259:                                      ; preds = %for.body260, %for.body256
  %j262 = phi i32 [ 0, %for.body256 ], [ %808, %for.body260 ]
  %787 = icmp slt i32 %j262, 512
  br i1 %787, label %for.body260, label %for.end261

for.body260:                                      ; preds = %for.cond259
  %788 = sext i32 %i258 to i64
  %789 = mul nsw i64 %788, 512
  %790 = sext i32 %j262 to i64
  %791 = add nsw i64 %789, %790
  %792 = getelementptr inbounds float, ptr %X_f, i64 %791
  %793 = load float, ptr %792, align 4
  %794 = sext i32 %i258 to i64
  %795 = getelementptr inbounds float, ptr %m, i64 %794
  %796 = load float, ptr %795, align 4
  %797 = fsub float %793, %796
  %798 = call float @tilec_expf(float %797)
  %799 = sext i32 %i258 to i64
  %800 = getelementptr inbounds float, ptr %l, i64 %799
  %801 = load float, ptr %800, align 4
  %802 = fdiv float %798, %801
  %803 = sext i32 %i258 to i64
  %804 = mul nsw i64 %803, 512
  %805 = sext i32 %j262 to i64
  %806 = add nsw i64 %804, %805
  %807 = getelementptr inbounds float, ptr %X_f, i64 %806
  store float %802, ptr %807, align 4
  %808 = add nsw i32 %j262, 1
  br label %for.cond259, !llvm.loop !60

for.end261:                                       ; preds = %for.cond259
  %809 = add nsw i32 %i258, 1
  br label %for.cond255, !llvm.loop !61

if.then263:                                       ; preds = %for.end257
  br label %for.cond266

if.else264:                                       ; preds = %for.end257
  br label %for.cond274

if.end265:                                        ; preds = %for.end276, %for.end268
  %810 = add nsw i32 %c234, 1
  br label %for.cond231, !llvm.loop !62

for.cond266:                                      ; preds = %for.end272, %if.then263
  %i5269 = phi i32 [ 0, %if.then263 ], [ %830, %for.end272 ]
  %811 = icmp slt i32 %i5269, 4
  br i1 %811, label %for.body267, label %for.end268

for.body267:                                      ; preds = %for.cond266
  br label %for.cond270

for.end268:                                       ; preds = %for.cond266
  br label %if.end265

for.cond270:                                      ; preds = %for.body271, %for.body267
  %j4273 = phi i32 [ 0, %for.body267 ], [ %829, %for.body271 ]
  %812 = icmp slt i32 %j4273, 512
  br i1 %812, label %for.body271, label %for.end272

for.body271:                                      ; preds = %for.cond270
  %813 = sext i32 %i5269 to i64
  %814 = mul nsw i64 %813, 512
  %815 = sext i32 %j4273 to i64
  %816 = add nsw i64 %814, %815
  %817 = getelementptr inbounds float, ptr %X_f, i64 %816
  %818 = load float, ptr %817, align 4
  %819 = mul i32 %bx, 4
  %820 = add i32 %819, %i5269
  %821 = sext i32 %820 to i64
  %822 = sext i32 %N to i64
  %823 = mul nsw i64 %821, %822
  %824 = mul i32 %t, 512
  %825 = add i32 %824, %j4273
  %826 = sext i32 %825 to i64
  %827 = add nsw i64 %823, %826
  %828 = getelementptr inbounds float, ptr %Y, i64 %827
  store float %818, ptr %828, align 4
  %829 = add nsw i32 %j4273, 1
  br label %for.cond270, !llvm.loop !63

for.end272:                                       ; preds = %for.cond270
  %830 = add nsw i32 %i5269, 1
  br label %for.cond266, !llvm.loop !64

for.cond274:                                      ; preds = %for.end280, %if.else264
  %i5277 = phi i32 [ 0, %if.else264 ], [ %858, %for.end280 ]
  %831 = icmp slt i32 %i5277, 4
  br i1 %831, label %for.body275, label %for.end276

for.body275:                                      ; preds = %for.cond274
  br label %for.cond278

for.end276:                                       ; preds = %for.cond274
  br label %if.end265

for.cond278:                                      ; preds = %if.end284, %for.body275
  %j4281 = phi i32 [ 0, %for.body275 ], [ %875, %if.end284 ]
  %832 = icmp slt i32 %j4281, 512
  br i1 %832, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  %833 = mul i32 %bx, 4
  %834 = sext i32 %833 to i64
  %835 = sext i32 %i5277 to i64
  %836 = add i64 %834, %835
  %837 = icmp sle i64 0, %836
  %838 = mul i32 %bx, 4
  %839 = sext i32 %838 to i64
  %840 = sext i32 %i5277 to i64
  %841 = add i64 %839, %840
  %842 = sext i32 %M to i64
  %843 = icmp slt i64 %841, %842
  %844 = and i1 %837, %843
  %845 = mul i32 %t, 512
  %846 = sext i32 %845 to i64
  %847 = sext i32 %j4281 to i64
  %848 = add i64 %846, %847
  %849 = icmp sle i64 0, %848
  %850 = mul i32 %t, 512
  %851 = sext i32 %850 to i64
  %852 = sext i32 %j4281 to i64
  %853 = add i64 %851, %852
  %854 = sext i32 %N to i64
  %855 = icmp slt i64 %853, %854
  %856 = and i1 %849, %855
  %857 = and i1 %844, %856
  br i1 %857, label %if.then282, label %if.else283

for.end280:                                       ; preds = %for.cond278
  %858 = add nsw i32 %i5277, 1
  br label %for.cond274, !llvm.loop !65

if.then282:                                       ; preds = %for.body279
  %859 = sext i32 %i5277 to i64
  %860 = mul nsw i64 %859, 512
  %861 = sext i32 %j4281 to i64
  %862 = add nsw i64 %860, %861
  %863 = getelementptr inbounds float, ptr %X_f, i64 %862
  %864 = load float, ptr %863, align 4
  %865 = mul i32 %bx, 4
  %866 = add i32 %865, %i5277
  %867 = sext i32 %866 to i64
  %868 = sext i32 %N to i64
  %869 = mul nsw i64 %867, %868
  %870 = mul i32 %t, 512
  %871 = add i32 %870, %j4281
  %872 = sext i32 %871 to i64
  %873 = add nsw i64 %869, %872
  %874 = getelementptr inbounds float, ptr %Y, i64 %873
  store float %864, ptr %874, align 4
  br label %if.end284

if.else283:                                       ; preds = %for.body279
  br label %if.end284

if.end284:                                        ; preds = %if.else283, %if.then282
  %875 = add nsw i32 %j4281, 1
  br label %for.cond278, !llvm.loop !66
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: alwaysinline nofree nosync nounwind willreturn
define internal float @tilec_expf(float %0) #3 {
entry:
  %1 = fcmp uno float %0, %0
  %2 = fcmp ogt float %0, 8.900000e+01
  %3 = select i1 %2, float 8.900000e+01, float %0
  %4 = fcmp olt float %0, -1.040000e+02
  %5 = select i1 %4, float -1.040000e+02, float %3
  %6 = select i1 %1, float 0.000000e+00, float %5
  %7 = fmul float %6, 0x3FF7154760000000
  %8 = fadd float %7, 5.000000e-01
  %n = call float @llvm.floor.f32(float %8)
  %9 = fmul float %n, 0x3FE6300000000000
  %10 = fsub float %6, %9
  %11 = fmul float %n, 0xBF2BD01060000000
  %r = fsub float %10, %11
  %12 = fmul float 0x3F2A0D2CE0000000, %r
  %13 = fadd float %12, 0x3F56E879C0000000
  %14 = fmul float %13, %r
  %15 = fadd float %14, 0x3F81112100000000
  %16 = fmul float %15, %r
  %17 = fadd float %16, 0x3FA5553820000000
  %18 = fmul float %17, %r
  %19 = fadd float %18, 0x3FC5555540000000
  %20 = fmul float %19, %r
  %21 = fadd float %20, 5.000000e-01
  %22 = fmul float %21, %r
  %23 = fmul float %22, %r
  %24 = fadd float %23, %r
  %25 = fadd float %24, 1.000000e+00
  %26 = fptosi float %n to i32
  %27 = sdiv i32 %26, 2
  %28 = sub i32 %26, %27
  %29 = add i32 %27, 127
  %30 = shl i32 %29, 23
  %31 = add i32 %28, 127
  %32 = shl i32 %31, 23
  %33 = bitcast i32 %32 to float
  %34 = bitcast i32 %30 to float
  %35 = fmul float %25, %34
  %36 = fmul float %35, %33
  %37 = fcmp olt float %0, 0xC059FE36A0000000
  %38 = select i1 %37, float 0.000000e+00, float %36
  %39 = fcmp ogt float %0, 0x40562E4300000000
  %40 = select i1 %39, float 0x7FF0000000000000, float %38
  %41 = select i1 %1, float %0, float %40
  ret float %41
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: nounwind
define internal void @softmax_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_softmax, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_softmax, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_softmax, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_softmax, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_softmax, ptr %ctx, i32 0, i32 4
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
  call void @softmax_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_softmax(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_softmax, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 4
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 4
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
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @softmax_task, ptr %a)
  ret i32 %37

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
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
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
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1}
