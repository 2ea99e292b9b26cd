; ModuleID = 'softmax.tile'
source_filename = "softmax.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_softmax = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @softmax_block(ptr noalias %X, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %X_s = alloca [8192 x float], align 64
  %m_s = alloca [32 x float], align 64
  %l_s = alloca [32 x float], align 64
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
  call void @llvm.memset.p0.i64(ptr align 64 %X_s, i8 0, i64 32768, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m_s, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_s, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m_prev, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
  %0 = icmp sle i32 %N, 256
  br i1 %0, label %if.then, label %if.else

if.then:                                          ; preds = %body
  %1 = mul i32 %bx, 32
  %2 = icmp sle i32 0, %1
  %3 = mul i32 %bx, 32
  %4 = sext i32 %3 to i64
  %5 = add i64 %4, 32
  %6 = sext i32 %M to i64
  %7 = icmp sle i64 %5, %6
  %8 = and i1 %2, %7
  %9 = sext i32 %N to i64
  %10 = icmp sle i64 256, %9
  %11 = and i1 %8, %10
  br i1 %11, label %if.then1, label %if.else2

if.else:                                          ; preds = %body
  %12 = icmp sle i32 %N, 512
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
  %13 = icmp slt i32 %i1, 32
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond4

for.end:                                          ; preds = %for.cond
  br label %if.end3

for.cond4:                                        ; preds = %for.body5, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %29, %for.body5 ]
  %14 = icmp slt i32 %j1, 256
  br i1 %14, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %15 = mul i32 %bx, 32
  %16 = add i32 %15, %i1
  %17 = sext i32 %16 to i64
  %18 = sext i32 %N to i64
  %19 = mul nsw i64 %17, %18
  %20 = sext i32 %j1 to i64
  %21 = add nsw i64 %19, %20
  %22 = getelementptr inbounds float, ptr %X, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = sext i32 %i1 to i64
  %25 = mul nsw i64 %24, 256
  %26 = sext i32 %j1 to i64
  %27 = add nsw i64 %25, %26
  %28 = getelementptr inbounds float, ptr %X_s, i64 %27
  store float %23, ptr %28, align 4
  %29 = add nsw i32 %j1, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  %30 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond7:                                        ; preds = %for.end13, %if.else2
  %i110 = phi i32 [ 0, %if.else2 ], [ %49, %for.end13 ]
  %31 = icmp slt i32 %i110, 32
  br i1 %31, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end3

for.cond11:                                       ; preds = %sel.end, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %65, %sel.end ]
  %32 = icmp slt i32 %j114, 256
  br i1 %32, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %33 = mul i32 %bx, 32
  %34 = sext i32 %33 to i64
  %35 = sext i32 %i110 to i64
  %36 = add i64 %34, %35
  %37 = icmp sle i64 0, %36
  %38 = mul i32 %bx, 32
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
  %50 = mul i32 %bx, 32
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
  %61 = mul nsw i64 %60, 256
  %62 = sext i32 %j114 to i64
  %63 = add nsw i64 %61, %62
  %64 = getelementptr inbounds float, ptr %X_s, i64 %63
  store float %59, ptr %64, align 4
  %65 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !5

for.cond15:                                       ; preds = %for.end20, %if.end3
  %i = phi i32 [ 0, %if.end3 ], [ %83, %for.end20 ]
  %66 = icmp slt i32 %i, 32
  br i1 %66, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond18

for.end17:                                        ; preds = %for.cond15
  br label %for.cond21

for.cond18:                                       ; preds = %for.body19, %for.body16
  %j = phi i32 [ 0, %for.body16 ], [ %82, %for.body19 ]
  %67 = icmp slt i32 %j, 256
  br i1 %67, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %68 = icmp slt i32 %j, %N
  %69 = sext i32 %i to i64
  %70 = mul nsw i64 %69, 256
  %71 = sext i32 %j to i64
  %72 = add nsw i64 %70, %71
  %73 = call i64 @llvm.umin.i64(i64 %72, i64 8191)
  %74 = getelementptr inbounds float, ptr %X_s, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = select i1 %68, float %75, float 0xFFF0000000000000
  %77 = sext i32 %i to i64
  %78 = mul nsw i64 %77, 256
  %79 = sext i32 %j to i64
  %80 = add nsw i64 %78, %79
  %81 = getelementptr inbounds float, ptr %X_s, i64 %80
  store float %76, ptr %81, align 4
  %82 = add nsw i32 %j, 1
  br label %for.cond18, !llvm.loop !6

for.end20:                                        ; preds = %for.cond18
  %83 = add nsw i32 %i, 1
  br label %for.cond15, !llvm.loop !7

for.cond21:                                       ; preds = %for.end27, %for.end17
  %i124 = phi i32 [ 0, %for.end17 ], [ %101, %for.end27 ]
  %84 = icmp slt i32 %i124, 32
  br i1 %84, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %85 = sext i32 %i124 to i64
  %86 = getelementptr inbounds float, ptr %m_s, i64 %85
  store float 0xFFF0000000000000, ptr %86, align 4
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %for.cond28

for.cond25:                                       ; preds = %for.body26, %for.body22
  %red = phi i32 [ 0, %for.body22 ], [ %100, %for.body26 ]
  %87 = icmp slt i32 %red, 256
  br i1 %87, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %88 = sext i32 %i124 to i64
  %89 = getelementptr inbounds float, ptr %m_s, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = sext i32 %i124 to i64
  %92 = mul nsw i64 %91, 256
  %93 = sext i32 %red to i64
  %94 = add nsw i64 %92, %93
  %95 = getelementptr inbounds float, ptr %X_s, i64 %94
  %96 = load float, ptr %95, align 4
  %97 = call float @llvm.maxnum.f32(float %90, float %96)
  %98 = sext i32 %i124 to i64
  %99 = getelementptr inbounds float, ptr %m_s, i64 %98
  store float %97, ptr %99, align 4
  %100 = add nsw i32 %red, 1
  br label %for.cond25, !llvm.loop !8

for.end27:                                        ; preds = %for.cond25
  %101 = add nsw i32 %i124, 1
  br label %for.cond21, !llvm.loop !9

for.cond28:                                       ; preds = %for.end34, %for.end23
  %i31 = phi i32 [ 0, %for.end23 ], [ %121, %for.end34 ]
  %102 = icmp slt i32 %i31, 32
  br i1 %102, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  br label %for.cond32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond36

for.cond32:                                       ; preds = %for.body33, %for.body29
  %j35 = phi i32 [ 0, %for.body29 ], [ %120, %for.body33 ]
  %103 = icmp slt i32 %j35, 256
  br i1 %103, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %104 = sext i32 %i31 to i64
  %105 = mul nsw i64 %104, 256
  %106 = sext i32 %j35 to i64
  %107 = add nsw i64 %105, %106
  %108 = getelementptr inbounds float, ptr %X_s, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = sext i32 %i31 to i64
  %111 = getelementptr inbounds float, ptr %m_s, i64 %110
  %112 = load float, ptr %111, align 4
  %113 = fsub float %109, %112
  %114 = call float @tilec_expf(float %113)
  %115 = sext i32 %i31 to i64
  %116 = mul nsw i64 %115, 256
  %117 = sext i32 %j35 to i64
  %118 = add nsw i64 %116, %117
  %119 = getelementptr inbounds float, ptr %X_s, i64 %118
  store float %114, ptr %119, align 4
  %120 = add nsw i32 %j35, 1
  br label %for.cond32, !llvm.loop !10

for.end34:                                        ; preds = %for.cond32
  %121 = add nsw i32 %i31, 1
  br label %for.cond28, !llvm.loop !11

for.cond36:                                       ; preds = %for.end42, %for.end30
  %i139 = phi i32 [ 0, %for.end30 ], [ %139, %for.end42 ]
  %122 = icmp slt i32 %i139, 32
  br i1 %122, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %123 = sext i32 %i139 to i64
  %124 = getelementptr inbounds float, ptr %l_s, i64 %123
  store float 0.000000e+00, ptr %124, align 4
  br label %for.cond40

for.end38:                                        ; preds = %for.cond36
  br label %for.cond44

for.cond40:                                       ; preds = %for.body41, %for.body37
  %red43 = phi i32 [ 0, %for.body37 ], [ %138, %for.body41 ]
  %125 = icmp slt i32 %red43, 256
  br i1 %125, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %126 = sext i32 %i139 to i64
  %127 = getelementptr inbounds float, ptr %l_s, i64 %126
  %128 = load float, ptr %127, align 4
  %129 = sext i32 %i139 to i64
  %130 = mul nsw i64 %129, 256
  %131 = sext i32 %red43 to i64
  %132 = add nsw i64 %130, %131
  %133 = getelementptr inbounds float, ptr %X_s, i64 %132
  %134 = load float, ptr %133, align 4
  %135 = fadd float %128, %134
  %136 = sext i32 %i139 to i64
  %137 = getelementptr inbounds float, ptr %l_s, i64 %136
  store float %135, ptr %137, align 4
  %138 = add nsw i32 %red43, 1
  br label %for.cond40, !llvm.loop !12

for.end42:                                        ; preds = %for.cond40
  %139 = add nsw i32 %i139, 1
  br label %for.cond36, !llvm.loop !13

for.cond44:                                       ; preds = %for.end50, %for.end38
  %i47 = phi i32 [ 0, %for.end38 ], [ %170, %for.end50 ]
  %140 = icmp slt i32 %i47, 32
  br i1 %140, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  br label %for.cond48

for.end46:                                        ; preds = %for.cond44
  %141 = mul i32 %bx, 32
  %142 = icmp sle i32 0, %141
  %143 = mul i32 %bx, 32
  %144 = sext i32 %143 to i64
  %145 = add i64 %144, 32
  %146 = sext i32 %M to i64
  %147 = icmp sle i64 %145, %146
  %148 = and i1 %142, %147
  %149 = sext i32 %N to i64
  %150 = icmp sle i64 256, %149
  %151 = and i1 %148, %150
  br i1 %151, label %if.then52, label %if.else53

for.cond48:                                       ; preds = %for.body49, %for.body45
  %j51 = phi i32 [ 0, %for.body45 ], [ %169, %for.body49 ]
  %152 = icmp slt i32 %j51, 256
  br i1 %152, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %153 = sext i32 %i47 to i64
  %154 = mul nsw i64 %153, 256
  %155 = sext i32 %j51 to i64
  %156 = add nsw i64 %154, %155
  %157 = getelementptr inbounds float, ptr %X_s, i64 %156
  %158 = load float, ptr %157, align 4
  %159 = sext i32 %i47 to i64
  %160 = getelementptr inbounds float, ptr %l_s, i64 %159
  %161 = load float, ptr %160, align 4
  %162 = fdiv float 1.000000e+00, %161
  %163 = fmul float %158, %162
  %164 = sext i32 %i47 to i64
  %165 = mul nsw i64 %164, 256
  %166 = sext i32 %j51 to i64
  %167 = add nsw i64 %165, %166
  %168 = getelementptr inbounds float, ptr %X_s, i64 %167
  store float %163, ptr %168, align 4
  %169 = add nsw i32 %j51, 1
  br label %for.cond48, !llvm.loop !14

for.end50:                                        ; preds = %for.cond48
  %170 = add nsw i32 %i47, 1
  br label %for.cond44, !llvm.loop !15

if.then52:                                        ; preds = %for.end46
  br label %for.cond55

if.else53:                                        ; preds = %for.end46
  br label %for.cond63

if.end54:                                         ; preds = %for.end65, %for.end57
  br label %if.end

for.cond55:                                       ; preds = %for.end61, %if.then52
  %i158 = phi i32 [ 0, %if.then52 ], [ %188, %for.end61 ]
  %171 = icmp slt i32 %i158, 32
  br i1 %171, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond59

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond59:                                       ; preds = %for.body60, %for.body56
  %j162 = phi i32 [ 0, %for.body56 ], [ %187, %for.body60 ]
  %172 = icmp slt i32 %j162, 256
  br i1 %172, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %173 = sext i32 %i158 to i64
  %174 = mul nsw i64 %173, 256
  %175 = sext i32 %j162 to i64
  %176 = add nsw i64 %174, %175
  %177 = getelementptr inbounds float, ptr %X_s, i64 %176
  %178 = load float, ptr %177, align 4
  %179 = mul i32 %bx, 32
  %180 = add i32 %179, %i158
  %181 = sext i32 %180 to i64
  %182 = sext i32 %N to i64
  %183 = mul nsw i64 %181, %182
  %184 = sext i32 %j162 to i64
  %185 = add nsw i64 %183, %184
  %186 = getelementptr inbounds float, ptr %Y, i64 %185
  store float %178, ptr %186, align 4
  %187 = add nsw i32 %j162, 1
  br label %for.cond59, !llvm.loop !16

for.end61:                                        ; preds = %for.cond59
  %188 = add nsw i32 %i158, 1
  br label %for.cond55, !llvm.loop !17

for.cond63:                                       ; preds = %for.end69, %if.else53
  %i166 = phi i32 [ 0, %if.else53 ], [ %207, %for.end69 ]
  %189 = icmp slt i32 %i166, 32
  br i1 %189, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  br label %for.cond67

for.end65:                                        ; preds = %for.cond63
  br label %if.end54

for.cond67:                                       ; preds = %if.end73, %for.body64
  %j170 = phi i32 [ 0, %for.body64 ], [ %222, %if.end73 ]
  %190 = icmp slt i32 %j170, 256
  br i1 %190, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %191 = mul i32 %bx, 32
  %192 = sext i32 %191 to i64
  %193 = sext i32 %i166 to i64
  %194 = add i64 %192, %193
  %195 = icmp sle i64 0, %194
  %196 = mul i32 %bx, 32
  %197 = sext i32 %196 to i64
  %198 = sext i32 %i166 to i64
  %199 = add i64 %197, %198
  %200 = sext i32 %M to i64
  %201 = icmp slt i64 %199, %200
  %202 = and i1 %195, %201
  %203 = sext i32 %j170 to i64
  %204 = sext i32 %N to i64
  %205 = icmp slt i64 %203, %204
  %206 = and i1 %202, %205
  br i1 %206, label %if.then71, label %if.else72

for.end69:                                        ; preds = %for.cond67
  %207 = add nsw i32 %i166, 1
  br label %for.cond63, !llvm.loop !18

if.then71:                                        ; preds = %for.body68
  %208 = sext i32 %i166 to i64
  %209 = mul nsw i64 %208, 256
  %210 = sext i32 %j170 to i64
  %211 = add nsw i64 %209, %210
  %212 = getelementptr inbounds float, ptr %X_s, i64 %211
  %213 = load float, ptr %212, align 4
  %214 = mul i32 %bx, 32
  %215 = add i32 %214, %i166
  %216 = sext i32 %215 to i64
  %217 = sext i32 %N to i64
  %218 = mul nsw i64 %216, %217
  %219 = sext i32 %j170 to i64
  %220 = add nsw i64 %218, %219
  %221 = getelementptr inbounds float, ptr %Y, i64 %220
  store float %213, ptr %221, align 4
  br label %if.end73

if.else72:                                        ; preds = %for.body68
  br label %if.end73

if.end73:                                         ; preds = %if.else72, %if.then71
  %222 = add nsw i32 %j170, 1
  br label %for.cond67, !llvm.loop !19

if.then74:                                        ; preds = %if.else
  %223 = mul i32 %bx, 4
  %224 = icmp sle i32 0, %223
  %225 = mul i32 %bx, 4
  %226 = sext i32 %225 to i64
  %227 = add i64 %226, 4
  %228 = sext i32 %M to i64
  %229 = icmp sle i64 %227, %228
  %230 = and i1 %224, %229
  %231 = sext i32 %N to i64
  %232 = icmp sle i64 512, %231
  %233 = and i1 %230, %232
  br i1 %233, label %if.then77, label %if.else78

if.else75:                                        ; preds = %if.else
  %234 = icmp sle i32 %N, 4096
  br i1 %234, label %if.then158, label %if.else159

if.end76:                                         ; preds = %if.end160, %if.end138
  br label %if.end

if.then77:                                        ; preds = %if.then74
  br label %for.cond80

if.else78:                                        ; preds = %if.then74
  br label %for.cond86

if.end79:                                         ; preds = %for.end88, %for.end82
  br label %for.cond97

for.cond80:                                       ; preds = %for.end85, %if.then77
  %i2 = phi i32 [ 0, %if.then77 ], [ %252, %for.end85 ]
  %235 = icmp slt i32 %i2, 4
  br i1 %235, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  br label %for.cond83

for.end82:                                        ; preds = %for.cond80
  br label %if.end79

for.cond83:                                       ; preds = %for.body84, %for.body81
  %j2 = phi i32 [ 0, %for.body81 ], [ %251, %for.body84 ]
  %236 = icmp slt i32 %j2, 512
  br i1 %236, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %237 = mul i32 %bx, 4
  %238 = add i32 %237, %i2
  %239 = sext i32 %238 to i64
  %240 = sext i32 %N to i64
  %241 = mul nsw i64 %239, %240
  %242 = sext i32 %j2 to i64
  %243 = add nsw i64 %241, %242
  %244 = getelementptr inbounds float, ptr %X, i64 %243
  %245 = load float, ptr %244, align 4
  %246 = sext i32 %i2 to i64
  %247 = mul nsw i64 %246, 512
  %248 = sext i32 %j2 to i64
  %249 = add nsw i64 %247, %248
  %250 = getelementptr inbounds float, ptr %X_f, i64 %249
  store float %245, ptr %250, align 4
  %251 = add nsw i32 %j2, 1
  br label %for.cond83, !llvm.loop !20

for.end85:                                        ; preds = %for.cond83
  %252 = add nsw i32 %i2, 1
  br label %for.cond80, !llvm.loop !21

for.cond86:                                       ; preds = %for.end92, %if.else78
  %i289 = phi i32 [ 0, %if.else78 ], [ %271, %for.end92 ]
  %253 = icmp slt i32 %i289, 4
  br i1 %253, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  br label %for.cond90

for.end88:                                        ; preds = %for.cond86
  br label %if.end79

for.cond90:                                       ; preds = %sel.end96, %for.body87
  %j293 = phi i32 [ 0, %for.body87 ], [ %287, %sel.end96 ]
  %254 = icmp slt i32 %j293, 512
  br i1 %254, label %for.body91, label %for.end92

for.body91:                                       ; preds = %for.cond90
  %255 = mul i32 %bx, 4
  %256 = sext i32 %255 to i64
  %257 = sext i32 %i289 to i64
  %258 = add i64 %256, %257
  %259 = icmp sle i64 0, %258
  %260 = mul i32 %bx, 4
  %261 = sext i32 %260 to i64
  %262 = sext i32 %i289 to i64
  %263 = add i64 %261, %262
  %264 = sext i32 %M to i64
  %265 = icmp slt i64 %263, %264
  %266 = and i1 %259, %265
  %267 = sext i32 %j293 to i64
  %268 = sext i32 %N to i64
  %269 = icmp slt i64 %267, %268
  %270 = and i1 %266, %269
  br i1 %270, label %sel.then94, label %sel.else95

for.end92:                                        ; preds = %for.cond90
  %271 = add nsw i32 %i289, 1
  br label %for.cond86, !llvm.loop !22

sel.then94:                                       ; preds = %for.body91
  %272 = mul i32 %bx, 4
  %273 = add i32 %272, %i289
  %274 = sext i32 %273 to i64
  %275 = sext i32 %N to i64
  %276 = mul nsw i64 %274, %275
  %277 = sext i32 %j293 to i64
  %278 = add nsw i64 %276, %277
  %279 = getelementptr inbounds float, ptr %X, i64 %278
  %280 = load float, ptr %279, align 4
  br label %sel.end96

sel.else95:                                       ; preds = %for.body91
  br label %sel.end96

sel.end96:                                        ; preds = %sel.else95, %sel.then94
  %281 = phi float [ %280, %sel.then94 ], [ 0.000000e+00, %sel.else95 ]
  %282 = sext i32 %i289 to i64
  %283 = mul nsw i64 %282, 512
  %284 = sext i32 %j293 to i64
  %285 = add nsw i64 %283, %284
  %286 = getelementptr inbounds float, ptr %X_f, i64 %285
  store float %281, ptr %286, align 4
  %287 = add nsw i32 %j293, 1
  br label %for.cond90, !llvm.loop !23

for.cond97:                                       ; preds = %for.end103, %if.end79
  %i100 = phi i32 [ 0, %if.end79 ], [ %305, %for.end103 ]
  %288 = icmp slt i32 %i100, 4
  br i1 %288, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  br label %for.cond101

for.end99:                                        ; preds = %for.cond97
  br label %for.cond105

for.cond101:                                      ; preds = %for.body102, %for.body98
  %j104 = phi i32 [ 0, %for.body98 ], [ %304, %for.body102 ]
  %289 = icmp slt i32 %j104, 512
  br i1 %289, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %290 = icmp slt i32 %j104, %N
  %291 = sext i32 %i100 to i64
  %292 = mul nsw i64 %291, 512
  %293 = sext i32 %j104 to i64
  %294 = add nsw i64 %292, %293
  %295 = call i64 @llvm.umin.i64(i64 %294, i64 2047)
  %296 = getelementptr inbounds float, ptr %X_f, i64 %295
  %297 = load float, ptr %296, align 4
  %298 = select i1 %290, float %297, float 0xFFF0000000000000
  %299 = sext i32 %i100 to i64
  %300 = mul nsw i64 %299, 512
  %301 = sext i32 %j104 to i64
  %302 = add nsw i64 %300, %301
  %303 = getelementptr inbounds float, ptr %X_f, i64 %302
  store float %298, ptr %303, align 4
  %304 = add nsw i32 %j104, 1
  br label %for.cond101, !llvm.loop !24

for.end103:                                       ; preds = %for.cond101
  %305 = add nsw i32 %i100, 1
  br label %for.cond97, !llvm.loop !25

for.cond105:                                      ; preds = %for.end111, %for.end99
  %i2108 = phi i32 [ 0, %for.end99 ], [ %323, %for.end111 ]
  %306 = icmp slt i32 %i2108, 4
  br i1 %306, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %307 = sext i32 %i2108 to i64
  %308 = getelementptr inbounds float, ptr %m, i64 %307
  store float 0xFFF0000000000000, ptr %308, align 4
  br label %for.cond109

for.end107:                                       ; preds = %for.cond105
  br label %for.cond112

for.cond109:                                      ; preds = %for.body110, %for.body106
  %red1 = phi i32 [ 0, %for.body106 ], [ %322, %for.body110 ]
  %309 = icmp slt i32 %red1, 512
  br i1 %309, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %310 = sext i32 %i2108 to i64
  %311 = getelementptr inbounds float, ptr %m, i64 %310
  %312 = load float, ptr %311, align 4
  %313 = sext i32 %i2108 to i64
  %314 = mul nsw i64 %313, 512
  %315 = sext i32 %red1 to i64
  %316 = add nsw i64 %314, %315
  %317 = getelementptr inbounds float, ptr %X_f, i64 %316
  %318 = load float, ptr %317, align 4
  %319 = call float @llvm.maxnum.f32(float %312, float %318)
  %320 = sext i32 %i2108 to i64
  %321 = getelementptr inbounds float, ptr %m, i64 %320
  store float %319, ptr %321, align 4
  %322 = add nsw i32 %red1, 1
  br label %for.cond109, !llvm.loop !26

for.end111:                                       ; preds = %for.cond109
  %323 = add nsw i32 %i2108, 1
  br label %for.cond105, !llvm.loop !27

for.cond112:                                      ; preds = %for.end118, %for.end107
  %i115 = phi i32 [ 0, %for.end107 ], [ %343, %for.end118 ]
  %324 = icmp slt i32 %i115, 4
  br i1 %324, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  br label %for.cond116

for.end114:                                       ; preds = %for.cond112
  br label %for.cond120

for.cond116:                                      ; preds = %for.body117, %for.body113
  %j119 = phi i32 [ 0, %for.body113 ], [ %342, %for.body117 ]
  %325 = icmp slt i32 %j119, 512
  br i1 %325, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %326 = sext i32 %i115 to i64
  %327 = mul nsw i64 %326, 512
  %328 = sext i32 %j119 to i64
  %329 = add nsw i64 %327, %328
  %330 = getelementptr inbounds float, ptr %X_f, i64 %329
  %331 = load float, ptr %330, align 4
  %332 = sext i32 %i115 to i64
  %333 = getelementptr inbounds float, ptr %m, i64 %332
  %334 = load float, ptr %333, align 4
  %335 = fsub float %331, %334
  %336 = call float @tilec_expf(float %335)
  %337 = sext i32 %i115 to i64
  %338 = mul nsw i64 %337, 512
  %339 = sext i32 %j119 to i64
  %340 = add nsw i64 %338, %339
  %341 = getelementptr inbounds float, ptr %X_f, i64 %340
  store float %336, ptr %341, align 4
  %342 = add nsw i32 %j119, 1
  br label %for.cond116, !llvm.loop !28

for.end118:                                       ; preds = %for.cond116
  %343 = add nsw i32 %i115, 1
  br label %for.cond112, !llvm.loop !29

for.cond120:                                      ; preds = %for.end126, %for.end114
  %i2123 = phi i32 [ 0, %for.end114 ], [ %361, %for.end126 ]
  %344 = icmp slt i32 %i2123, 4
  br i1 %344, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %345 = sext i32 %i2123 to i64
  %346 = getelementptr inbounds float, ptr %l, i64 %345
  store float 0.000000e+00, ptr %346, align 4
  br label %for.cond124

for.end122:                                       ; preds = %for.cond120
  br label %for.cond128

for.cond124:                                      ; preds = %for.body125, %for.body121
  %red1127 = phi i32 [ 0, %for.body121 ], [ %360, %for.body125 ]
  %347 = icmp slt i32 %red1127, 512
  br i1 %347, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %348 = sext i32 %i2123 to i64
  %349 = getelementptr inbounds float, ptr %l, i64 %348
  %350 = load float, ptr %349, align 4
  %351 = sext i32 %i2123 to i64
  %352 = mul nsw i64 %351, 512
  %353 = sext i32 %red1127 to i64
  %354 = add nsw i64 %352, %353
  %355 = getelementptr inbounds float, ptr %X_f, i64 %354
  %356 = load float, ptr %355, align 4
  %357 = fadd float %350, %356
  %358 = sext i32 %i2123 to i64
  %359 = getelementptr inbounds float, ptr %l, i64 %358
  store float %357, ptr %359, align 4
  %360 = add nsw i32 %red1127, 1
  br label %for.cond124, !llvm.loop !30

for.end126:                                       ; preds = %for.cond124
  %361 = add nsw i32 %i2123, 1
  br label %for.cond120, !llvm.loop !31

for.cond128:                                      ; preds = %for.end134, %for.end122
  %i131 = phi i32 [ 0, %for.end122 ], [ %392, %for.end134 ]
  %362 = icmp slt i32 %i131, 4
  br i1 %362, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  br label %for.cond132

for.end130:                                       ; preds = %for.cond128
  %363 = mul i32 %bx, 4
  %364 = icmp sle i32 0, %363
  %365 = mul i32 %bx, 4
  %366 = sext i32 %365 to i64
  %367 = add i64 %366, 4
  %368 = sext i32 %M to i64
  %369 = icmp sle i64 %367, %368
  %370 = and i1 %364, %369
  %371 = sext i32 %N to i64
  %372 = icmp sle i64 512, %371
  %373 = and i1 %370, %372
  br i1 %373, label %if.then136, label %if.else137

for.cond132:                                      ; preds = %for.body133, %for.body129
  %j135 = phi i32 [ 0, %for.body129 ], [ %391, %for.body133 ]
  %374 = icmp slt i32 %j135, 512
  br i1 %374, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %375 = sext i32 %i131 to i64
  %376 = mul nsw i64 %375, 512
  %377 = sext i32 %j135 to i64
  %378 = add nsw i64 %376, %377
  %379 = getelementptr inbounds float, ptr %X_f, i64 %378
  %380 = load float, ptr %379, align 4
  %381 = sext i32 %i131 to i64
  %382 = getelementptr inbounds float, ptr %l, i64 %381
  %383 = load float, ptr %382, align 4
  %384 = fdiv float 1.000000e+00, %383
  %385 = fmul float %380, %384
  %386 = sext i32 %i131 to i64
  %387 = mul nsw i64 %386, 512
  %388 = sext i32 %j135 to i64
  %389 = add nsw i64 %387, %388
  %390 = getelementptr inbounds float, ptr %X_f, i64 %389
  store float %385, ptr %390, align 4
  %391 = add nsw i32 %j135, 1
  br label %for.cond132, !llvm.loop !32

for.end134:                                       ; preds = %for.cond132
  %392 = add nsw i32 %i131, 1
  br label %for.cond128, !llvm.loop !33

if.then136:                                       ; preds = %for.end130
  br label %for.cond139

if.else137:                                       ; preds = %for.end130
  br label %for.cond147

if.end138:                                        ; preds = %for.end149, %for.end141
  br label %if.end76

for.cond139:                                      ; preds = %for.end145, %if.then136
  %i2142 = phi i32 [ 0, %if.then136 ], [ %410, %for.end145 ]
  %393 = icmp slt i32 %i2142, 4
  br i1 %393, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  br label %for.cond143

for.end141:                                       ; preds = %for.cond139
  br label %if.end138

for.cond143:                                      ; preds = %for.body144, %for.body140
  %j2146 = phi i32 [ 0, %for.body140 ], [ %409, %for.body144 ]
  %394 = icmp slt i32 %j2146, 512
  br i1 %394, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %395 = sext i32 %i2142 to i64
  %396 = mul nsw i64 %395, 512
  %397 = sext i32 %j2146 to i64
  %398 = add nsw i64 %396, %397
  %399 = getelementptr inbounds float, ptr %X_f, i64 %398
  %400 = load float, ptr %399, align 4
  %401 = mul i32 %bx, 4
  %402 = add i32 %401, %i2142
  %403 = sext i32 %402 to i64
  %404 = sext i32 %N to i64
  %405 = mul nsw i64 %403, %404
  %406 = sext i32 %j2146 to i64
  %407 = add nsw i64 %405, %406
  %408 = getelementptr inbounds float, ptr %Y, i64 %407
  store float %400, ptr %408, align 4
  %409 = add nsw i32 %j2146, 1
  br label %for.cond143, !llvm.loop !34

for.end145:                                       ; preds = %for.cond143
  %410 = add nsw i32 %i2142, 1
  br label %for.cond139, !llvm.loop !35

for.cond147:                                      ; preds = %for.end153, %if.else137
  %i2150 = phi i32 [ 0, %if.else137 ], [ %429, %for.end153 ]
  %411 = icmp slt i32 %i2150, 4
  br i1 %411, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  br label %for.cond151

for.end149:                                       ; preds = %for.cond147
  br label %if.end138

for.cond151:                                      ; preds = %if.end157, %for.body148
  %j2154 = phi i32 [ 0, %for.body148 ], [ %444, %if.end157 ]
  %412 = icmp slt i32 %j2154, 512
  br i1 %412, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %413 = mul i32 %bx, 4
  %414 = sext i32 %413 to i64
  %415 = sext i32 %i2150 to i64
  %416 = add i64 %414, %415
  %417 = icmp sle i64 0, %416
  %418 = mul i32 %bx, 4
  %419 = sext i32 %418 to i64
  %420 = sext i32 %i2150 to i64
  %421 = add i64 %419, %420
  %422 = sext i32 %M to i64
  %423 = icmp slt i64 %421, %422
  %424 = and i1 %417, %423
  %425 = sext i32 %j2154 to i64
  %426 = sext i32 %N to i64
  %427 = icmp slt i64 %425, %426
  %428 = and i1 %424, %427
  br i1 %428, label %if.then155, label %if.else156

for.end153:                                       ; preds = %for.cond151
  %429 = add nsw i32 %i2150, 1
  br label %for.cond147, !llvm.loop !36

if.then155:                                       ; preds = %for.body152
  %430 = sext i32 %i2150 to i64
  %431 = mul nsw i64 %430, 512
  %432 = sext i32 %j2154 to i64
  %433 = add nsw i64 %431, %432
  %434 = getelementptr inbounds float, ptr %X_f, i64 %433
  %435 = load float, ptr %434, align 4
  %436 = mul i32 %bx, 4
  %437 = add i32 %436, %i2150
  %438 = sext i32 %437 to i64
  %439 = sext i32 %N to i64
  %440 = mul nsw i64 %438, %439
  %441 = sext i32 %j2154 to i64
  %442 = add nsw i64 %440, %441
  %443 = getelementptr inbounds float, ptr %Y, i64 %442
  store float %435, ptr %443, align 4
  br label %if.end157

if.else156:                                       ; preds = %for.body152
  br label %if.end157

if.end157:                                        ; preds = %if.else156, %if.then155
  %444 = add nsw i32 %j2154, 1
  br label %for.cond151, !llvm.loop !37

if.then158:                                       ; preds = %if.else75
  br label %for.cond161

if.else159:                                       ; preds = %if.else75
  br label %for.cond245

if.end160:                                        ; preds = %for.end317, %for.end163
  br label %if.end76

for.cond161:                                      ; preds = %if.end225, %if.then158
  %r = phi i32 [ 0, %if.then158 ], [ %621, %if.end225 ]
  %445 = icmp slt i32 %r, 4
  br i1 %445, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  %446 = mul i32 %bx, 4
  %447 = add i32 %446, %r
  %448 = icmp sle i32 0, %447
  %449 = mul i32 %bx, 4
  %450 = add i32 %449, %r
  %451 = sext i32 %450 to i64
  %452 = add i64 %451, 1
  %453 = sext i32 %M to i64
  %454 = icmp sle i64 %452, %453
  %455 = and i1 %448, %454
  %456 = sext i32 %N to i64
  %457 = icmp sle i64 4096, %456
  %458 = and i1 %455, %457
  br i1 %458, label %if.then164, label %if.else165

for.end163:                                       ; preds = %for.cond161
  br label %if.end160

if.then164:                                       ; preds = %for.body162
  br label %for.cond167

if.else165:                                       ; preds = %for.body162
  br label %for.cond173

if.end166:                                        ; preds = %for.end175, %for.end169
  br label %for.cond184

for.cond167:                                      ; preds = %for.end172, %if.then164
  %i3 = phi i32 [ 0, %if.then164 ], [ %477, %for.end172 ]
  %459 = icmp slt i32 %i3, 1
  br i1 %459, label %for.body168, label %for.end169

for.body168:                                      ; preds = %for.cond167
  br label %for.cond170

for.end169:                                       ; preds = %for.cond167
  br label %if.end166

for.cond170:                                      ; preds = %for.body171, %for.body168
  %j3 = phi i32 [ 0, %for.body168 ], [ %476, %for.body171 ]
  %460 = icmp slt i32 %j3, 4096
  br i1 %460, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  %461 = mul i32 %bx, 4
  %462 = add i32 %461, %r
  %463 = add i32 %462, %i3
  %464 = sext i32 %463 to i64
  %465 = sext i32 %N to i64
  %466 = mul nsw i64 %464, %465
  %467 = sext i32 %j3 to i64
  %468 = add nsw i64 %466, %467
  %469 = getelementptr inbounds float, ptr %X, i64 %468
  %470 = load float, ptr %469, align 4
  %471 = sext i32 %i3 to i64
  %472 = mul nsw i64 %471, 4096
  %473 = sext i32 %j3 to i64
  %474 = add nsw i64 %472, %473
  %475 = getelementptr inbounds float, ptr %X_r, i64 %474
  store float %470, ptr %475, align 4
  %476 = add nsw i32 %j3, 1
  br label %for.cond170, !llvm.loop !38

for.end172:                                       ; preds = %for.cond170
  %477 = add nsw i32 %i3, 1
  br label %for.cond167, !llvm.loop !39

for.cond173:                                      ; preds = %for.end179, %if.else165
  %i3176 = phi i32 [ 0, %if.else165 ], [ %498, %for.end179 ]
  %478 = icmp slt i32 %i3176, 1
  br i1 %478, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  br label %for.cond177

for.end175:                                       ; preds = %for.cond173
  br label %if.end166

for.cond177:                                      ; preds = %sel.end183, %for.body174
  %j3180 = phi i32 [ 0, %for.body174 ], [ %515, %sel.end183 ]
  %479 = icmp slt i32 %j3180, 4096
  br i1 %479, label %for.body178, label %for.end179

for.body178:                                      ; preds = %for.cond177
  %480 = mul i32 %bx, 4
  %481 = add i32 %480, %r
  %482 = sext i32 %481 to i64
  %483 = sext i32 %i3176 to i64
  %484 = add i64 %482, %483
  %485 = icmp sle i64 0, %484
  %486 = mul i32 %bx, 4
  %487 = add i32 %486, %r
  %488 = sext i32 %487 to i64
  %489 = sext i32 %i3176 to i64
  %490 = add i64 %488, %489
  %491 = sext i32 %M to i64
  %492 = icmp slt i64 %490, %491
  %493 = and i1 %485, %492
  %494 = sext i32 %j3180 to i64
  %495 = sext i32 %N to i64
  %496 = icmp slt i64 %494, %495
  %497 = and i1 %493, %496
  br i1 %497, label %sel.then181, label %sel.else182

for.end179:                                       ; preds = %for.cond177
  %498 = add nsw i32 %i3176, 1
  br label %for.cond173, !llvm.loop !40

sel.then181:                                      ; preds = %for.body178
  %499 = mul i32 %bx, 4
  %500 = add i32 %499, %r
  %501 = add i32 %500, %i3176
  %502 = sext i32 %501 to i64
  %503 = sext i32 %N to i64
  %504 = mul nsw i64 %502, %503
  %505 = sext i32 %j3180 to i64
  %506 = add nsw i64 %504, %505
  %507 = getelementptr inbounds float, ptr %X, i64 %506
  %508 = load float, ptr %507, align 4
  br label %sel.end183

sel.else182:                                      ; preds = %for.body178
  br label %sel.end183

sel.end183:                                       ; preds = %sel.else182, %sel.then181
  %509 = phi float [ %508, %sel.then181 ], [ 0.000000e+00, %sel.else182 ]
  %510 = sext i32 %i3176 to i64
  %511 = mul nsw i64 %510, 4096
  %512 = sext i32 %j3180 to i64
  %513 = add nsw i64 %511, %512
  %514 = getelementptr inbounds float, ptr %X_r, i64 %513
  store float %509, ptr %514, align 4
  %515 = add nsw i32 %j3180, 1
  br label %for.cond177, !llvm.loop !41

for.cond184:                                      ; preds = %for.end190, %if.end166
  %i187 = phi i32 [ 0, %if.end166 ], [ %533, %for.end190 ]
  %516 = icmp slt i32 %i187, 1
  br i1 %516, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  br label %for.cond188

for.end186:                                       ; preds = %for.cond184
  br label %for.cond192

for.cond188:                                      ; preds = %for.body189, %for.body185
  %j191 = phi i32 [ 0, %for.body185 ], [ %532, %for.body189 ]
  %517 = icmp slt i32 %j191, 4096
  br i1 %517, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %518 = icmp slt i32 %j191, %N
  %519 = sext i32 %i187 to i64
  %520 = mul nsw i64 %519, 4096
  %521 = sext i32 %j191 to i64
  %522 = add nsw i64 %520, %521
  %523 = call i64 @llvm.umin.i64(i64 %522, i64 4095)
  %524 = getelementptr inbounds float, ptr %X_r, i64 %523
  %525 = load float, ptr %524, align 4
  %526 = select i1 %518, float %525, float 0xFFF0000000000000
  %527 = sext i32 %i187 to i64
  %528 = mul nsw i64 %527, 4096
  %529 = sext i32 %j191 to i64
  %530 = add nsw i64 %528, %529
  %531 = getelementptr inbounds float, ptr %X_r, i64 %530
  store float %526, ptr %531, align 4
  %532 = add nsw i32 %j191, 1
  br label %for.cond188, !llvm.loop !42

for.end190:                                       ; preds = %for.cond188
  %533 = add nsw i32 %i187, 1
  br label %for.cond184, !llvm.loop !43

for.cond192:                                      ; preds = %for.end198, %for.end186
  %i3195 = phi i32 [ 0, %for.end186 ], [ %551, %for.end198 ]
  %534 = icmp slt i32 %i3195, 1
  br i1 %534, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %535 = sext i32 %i3195 to i64
  %536 = getelementptr inbounds float, ptr %m_r, i64 %535
  store float 0xFFF0000000000000, ptr %536, align 4
  br label %for.cond196

for.end194:                                       ; preds = %for.cond192
  br label %for.cond199

for.cond196:                                      ; preds = %for.body197, %for.body193
  %red2 = phi i32 [ 0, %for.body193 ], [ %550, %for.body197 ]
  %537 = icmp slt i32 %red2, 4096
  br i1 %537, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %538 = sext i32 %i3195 to i64
  %539 = getelementptr inbounds float, ptr %m_r, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = sext i32 %i3195 to i64
  %542 = mul nsw i64 %541, 4096
  %543 = sext i32 %red2 to i64
  %544 = add nsw i64 %542, %543
  %545 = getelementptr inbounds float, ptr %X_r, i64 %544
  %546 = load float, ptr %545, align 4
  %547 = call float @llvm.maxnum.f32(float %540, float %546)
  %548 = sext i32 %i3195 to i64
  %549 = getelementptr inbounds float, ptr %m_r, i64 %548
  store float %547, ptr %549, align 4
  %550 = add nsw i32 %red2, 1
  br label %for.cond196, !llvm.loop !44

for.end198:                                       ; preds = %for.cond196
  %551 = add nsw i32 %i3195, 1
  br label %for.cond192, !llvm.loop !45

for.cond199:                                      ; preds = %for.end205, %for.end194
  %i202 = phi i32 [ 0, %for.end194 ], [ %570, %for.end205 ]
  %552 = icmp slt i32 %i202, 1
  br i1 %552, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  br label %for.cond203

for.end201:                                       ; preds = %for.cond199
  br label %for.cond207

for.cond203:                                      ; preds = %for.body204, %for.body200
  %j206 = phi i32 [ 0, %for.body200 ], [ %569, %for.body204 ]
  %553 = icmp slt i32 %j206, 4096
  br i1 %553, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %554 = sext i32 %i202 to i64
  %555 = mul nsw i64 %554, 4096
  %556 = sext i32 %j206 to i64
  %557 = add nsw i64 %555, %556
  %558 = getelementptr inbounds float, ptr %X_r, i64 %557
  %559 = load float, ptr %558, align 4
  %560 = getelementptr inbounds float, ptr %m_r, i64 0
  %561 = load float, ptr %560, align 4
  %562 = fsub float %559, %561
  %563 = call float @tilec_expf(float %562)
  %564 = sext i32 %i202 to i64
  %565 = mul nsw i64 %564, 4096
  %566 = sext i32 %j206 to i64
  %567 = add nsw i64 %565, %566
  %568 = getelementptr inbounds float, ptr %X_r, i64 %567
  store float %563, ptr %568, align 4
  %569 = add nsw i32 %j206, 1
  br label %for.cond203, !llvm.loop !46

for.end205:                                       ; preds = %for.cond203
  %570 = add nsw i32 %i202, 1
  br label %for.cond199, !llvm.loop !47

for.cond207:                                      ; preds = %for.end213, %for.end201
  %i3210 = phi i32 [ 0, %for.end201 ], [ %588, %for.end213 ]
  %571 = icmp slt i32 %i3210, 1
  br i1 %571, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  %572 = sext i32 %i3210 to i64
  %573 = getelementptr inbounds float, ptr %l_r, i64 %572
  store float 0.000000e+00, ptr %573, align 4
  br label %for.cond211

for.end209:                                       ; preds = %for.cond207
  br label %for.cond215

for.cond211:                                      ; preds = %for.body212, %for.body208
  %red2214 = phi i32 [ 0, %for.body208 ], [ %587, %for.body212 ]
  %574 = icmp slt i32 %red2214, 4096
  br i1 %574, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %575 = sext i32 %i3210 to i64
  %576 = getelementptr inbounds float, ptr %l_r, i64 %575
  %577 = load float, ptr %576, align 4
  %578 = sext i32 %i3210 to i64
  %579 = mul nsw i64 %578, 4096
  %580 = sext i32 %red2214 to i64
  %581 = add nsw i64 %579, %580
  %582 = getelementptr inbounds float, ptr %X_r, i64 %581
  %583 = load float, ptr %582, align 4
  %584 = fadd float %577, %583
  %585 = sext i32 %i3210 to i64
  %586 = getelementptr inbounds float, ptr %l_r, i64 %585
  store float %584, ptr %586, align 4
  %587 = add nsw i32 %red2214, 1
  br label %for.cond211, !llvm.loop !48

for.end213:                                       ; preds = %for.cond211
  %588 = add nsw i32 %i3210, 1
  br label %for.cond207, !llvm.loop !49

for.cond215:                                      ; preds = %for.end221, %for.end209
  %i218 = phi i32 [ 0, %for.end209 ], [ %620, %for.end221 ]
  %589 = icmp slt i32 %i218, 1
  br i1 %589, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  br label %for.cond219

for.end217:                                       ; preds = %for.cond215
  %590 = mul i32 %bx, 4
  %591 = add i32 %590, %r
  %592 = icmp sle i32 0, %591
  %593 = mul i32 %bx, 4
  %594 = add i32 %593, %r
  %595 = sext i32 %594 to i64
  %596 = add i64 %595, 1
  %597 = sext i32 %M to i64
  %598 = icmp sle i64 %596, %597
  %599 = and i1 %592, %598
  %600 = sext i32 %N to i64
  %601 = icmp sle i64 4096, %600
  %602 = and i1 %599, %601
  br i1 %602, label %if.then223, label %if.else224

for.cond219:                                      ; preds = %for.body220, %for.body216
  %j222 = phi i32 [ 0, %for.body216 ], [ %619, %for.body220 ]
  %603 = icmp slt i32 %j222, 4096
  br i1 %603, label %for.body220, label %for.end221

for.body220:                                      ; preds = %for.cond219
  %604 = sext i32 %i218 to i64
  %605 = mul nsw i64 %604, 4096
  %606 = sext i32 %j222 to i64
  %607 = add nsw i64 %605, %606
  %608 = getelementptr inbounds float, ptr %X_r, i64 %607
  %609 = load float, ptr %608, align 4
  %610 = getelementptr inbounds float, ptr %l_r, i64 0
  %611 = load float, ptr %610, align 4
  %612 = fdiv float 1.000000e+00, %611
  %613 = fmul float %609, %612
  %614 = sext i32 %i218 to i64
  %615 = mul nsw i64 %614, 4096
  %616 = sext i32 %j222 to i64
  %617 = add nsw i64 %615, %616
  %618 = getelementptr inbounds float, ptr %X_r, i64 %617
  store float %613, ptr %618, align 4
  %619 = add nsw i32 %j222, 1
  br label %for.cond219, !llvm.loop !50

for.end221:                                       ; preds = %for.cond219
  %620 = add nsw i32 %i218, 1
  br label %for.cond215, !llvm.loop !51

if.then223:                                       ; preds = %for.end217
  br label %for.cond226

if.else224:                                       ; preds = %for.end217
  br label %for.cond234

if.end225:                                        ; preds = %for.end236, %for.end228
  %621 = add nsw i32 %r, 1
  br label %for.cond161, !llvm.loop !52

for.cond226:                                      ; preds = %for.end232, %if.then223
  %i3229 = phi i32 [ 0, %if.then223 ], [ %640, %for.end232 ]
  %622 = icmp slt i32 %i3229, 1
  br i1 %622, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  br label %for.cond230

for.end228:                                       ; preds = %for.cond226
  br label %if.end225

for.cond230:                                      ; preds = %for.body231, %for.body227
  %j3233 = phi i32 [ 0, %for.body227 ], [ %639, %for.body231 ]
  %623 = icmp slt i32 %j3233, 4096
  br i1 %623, label %for.body231, label %for.end232

for.body231:                                      ; preds = %for.cond230
  %624 = sext i32 %i3229 to i64
  %625 = mul nsw i64 %624, 4096
  %626 = sext i32 %j3233 to i64
  %627 = add nsw i64 %625, %626
  %628 = getelementptr inbounds float, ptr %X_r, i64 %627
  %629 = load float, ptr %628, align 4
  %630 = mul i32 %bx, 4
  %631 = add i32 %630, %r
  %632 = add i32 %631, %i3229
  %633 = sext i32 %632 to i64
  %634 = sext i32 %N to i64
  %635 = mul nsw i64 %633, %634
  %636 = sext i32 %j3233 to i64
  %637 = add nsw i64 %635, %636
  %638 = getelementptr inbounds float, ptr %Y, i64 %637
  store float %629, ptr %638, align 4
  %639 = add nsw i32 %j3233, 1
  br label %for.cond230, !llvm.loop !53

for.end232:                                       ; preds = %for.cond230
  %640 = add nsw i32 %i3229, 1
  br label %for.cond226, !llvm.loop !54

for.cond234:                                      ; preds = %for.end240, %if.else224
  %i3237 = phi i32 [ 0, %if.else224 ], [ %661, %for.end240 ]
  %641 = icmp slt i32 %i3237, 1
  br i1 %641, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  br label %for.cond238

for.end236:                                       ; preds = %for.cond234
  br label %if.end225

for.cond238:                                      ; preds = %if.end244, %for.body235
  %j3241 = phi i32 [ 0, %for.body235 ], [ %677, %if.end244 ]
  %642 = icmp slt i32 %j3241, 4096
  br i1 %642, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  %643 = mul i32 %bx, 4
  %644 = add i32 %643, %r
  %645 = sext i32 %644 to i64
  %646 = sext i32 %i3237 to i64
  %647 = add i64 %645, %646
  %648 = icmp sle i64 0, %647
  %649 = mul i32 %bx, 4
  %650 = add i32 %649, %r
  %651 = sext i32 %650 to i64
  %652 = sext i32 %i3237 to i64
  %653 = add i64 %651, %652
  %654 = sext i32 %M to i64
  %655 = icmp slt i64 %653, %654
  %656 = and i1 %648, %655
  %657 = sext i32 %j3241 to i64
  %658 = sext i32 %N to i64
  %659 = icmp slt i64 %657, %658
  %660 = and i1 %656, %659
  br i1 %660, label %if.then242, label %if.else243

for.end240:                                       ; preds = %for.cond238
  %661 = add nsw i32 %i3237, 1
  br label %for.cond234, !llvm.loop !55

if.then242:                                       ; preds = %for.body239
  %662 = sext i32 %i3237 to i64
  %663 = mul nsw i64 %662, 4096
  %664 = sext i32 %j3241 to i64
  %665 = add nsw i64 %663, %664
  %666 = getelementptr inbounds float, ptr %X_r, i64 %665
  %667 = load float, ptr %666, align 4
  %668 = mul i32 %bx, 4
  %669 = add i32 %668, %r
  %670 = add i32 %669, %i3237
  %671 = sext i32 %670 to i64
  %672 = sext i32 %N to i64
  %673 = mul nsw i64 %671, %672
  %674 = sext i32 %j3241 to i64
  %675 = add nsw i64 %673, %674
  %676 = getelementptr inbounds float, ptr %Y, i64 %675
  store float %667, ptr %676, align 4
  br label %if.end244

if.else243:                                       ; preds = %for.body239
  br label %if.end244

if.end244:                                        ; preds = %if.else243, %if.then242
  %677 = add nsw i32 %j3241, 1
  br label %for.cond238, !llvm.loop !56

for.cond245:                                      ; preds = %for.body246, %if.else159
  %i5 = phi i32 [ 0, %if.else159 ], [ %681, %for.body246 ]
  %678 = icmp slt i32 %i5, 4
  br i1 %678, label %for.body246, label %for.end247

for.body246:                                      ; preds = %for.cond245
  %679 = sext i32 %i5 to i64
  %680 = getelementptr inbounds float, ptr %m, i64 %679
  store float 0xFFF0000000000000, ptr %680, align 4
  %681 = add nsw i32 %i5, 1
  br label %for.cond245, !llvm.loop !57

for.end247:                                       ; preds = %for.cond245
  br label %for.cond248

for.cond248:                                      ; preds = %for.body249, %for.end247
  %i5251 = phi i32 [ 0, %for.end247 ], [ %685, %for.body249 ]
  %682 = icmp slt i32 %i5251, 4
  br i1 %682, label %for.body249, label %for.end250

for.body249:                                      ; preds = %for.cond248
  %683 = sext i32 %i5251 to i64
  %684 = getelementptr inbounds float, ptr %l, i64 %683
  store float 0.000000e+00, ptr %684, align 4
  %685 = add nsw i32 %i5251, 1
  br label %for.cond248, !llvm.loop !58

for.end250:                                       ; preds = %for.cond248
  %686 = sext i32 %N to i64
  %687 = sdiv i64 %686, 512
  %688 = sub i64 0, %686
  %689 = select i1 false, i64 %688, i64 %687
  %690 = srem i64 %686, 512
  %691 = icmp ne i64 %690, 0
  %692 = icmp slt i64 %686, 0
  %693 = icmp eq i1 %692, false
  %694 = and i1 %691, %693
  %695 = zext i1 %694 to i64
  %696 = add i64 %689, %695
  %697 = trunc i64 %696 to i32
  br label %for.cond252

for.cond252:                                      ; preds = %for.end313, %for.end250
  %c = phi i32 [ 0, %for.end250 ], [ %895, %for.end313 ]
  %698 = icmp slt i32 %c, %697
  br i1 %698, label %for.body253, label %for.end254

for.body253:                                      ; preds = %for.cond252
  %699 = mul i32 %bx, 4
  %700 = icmp sle i32 0, %699
  %701 = mul i32 %bx, 4
  %702 = sext i32 %701 to i64
  %703 = add i64 %702, 4
  %704 = sext i32 %M to i64
  %705 = icmp sle i64 %703, %704
  %706 = and i1 %700, %705
  %707 = mul i32 %c, 512
  %708 = icmp sle i32 0, %707
  %709 = mul i32 %c, 512
  %710 = sext i32 %709 to i64
  %711 = add i64 %710, 512
  %712 = sext i32 %N to i64
  %713 = icmp sle i64 %711, %712
  %714 = and i1 %708, %713
  %715 = and i1 %706, %714
  br i1 %715, label %if.then255, label %if.else256

for.end254:                                       ; preds = %for.cond252
  %716 = sext i32 %N to i64
  %717 = sdiv i64 %716, 512
  %718 = sub i64 0, %716
  %719 = select i1 false, i64 %718, i64 %717
  %720 = srem i64 %716, 512
  %721 = icmp ne i64 %720, 0
  %722 = icmp slt i64 %716, 0
  %723 = icmp eq i1 %722, false
  %724 = and i1 %721, %723
  %725 = zext i1 %724 to i64
  %726 = add i64 %719, %725
  %727 = trunc i64 %726 to i32
  br label %for.cond315

if.then255:                                       ; preds = %for.body253
  br label %for.cond258

if.else256:                                       ; preds = %for.body253
  br label %for.cond265

if.end257:                                        ; preds = %for.end267, %for.end260
  br label %for.cond276

for.cond258:                                      ; preds = %for.end264, %if.then255
  %i5261 = phi i32 [ 0, %if.then255 ], [ %747, %for.end264 ]
  %728 = icmp slt i32 %i5261, 4
  br i1 %728, label %for.body259, label %for.end260

for.body259:                                      ; preds = %for.cond258
  br label %for.cond262

for.end260:                                       ; preds = %for.cond258
  br label %if.end257

for.cond262:                                      ; preds = %for.body263, %for.body259
  %j4 = phi i32 [ 0, %for.body259 ], [ %746, %for.body263 ]
  %729 = icmp slt i32 %j4, 512
  br i1 %729, label %for.body263, label %for.end264

for.body263:                                      ; preds = %for.cond262
  %730 = mul i32 %bx, 4
  %731 = add i32 %730, %i5261
  %732 = sext i32 %731 to i64
  %733 = sext i32 %N to i64
  %734 = mul nsw i64 %732, %733
  %735 = mul i32 %c, 512
  %736 = add i32 %735, %j4
  %737 = sext i32 %736 to i64
  %738 = add nsw i64 %734, %737
  %739 = getelementptr inbounds float, ptr %X, i64 %738
  %740 = load float, ptr %739, align 4
  %741 = sext i32 %i5261 to i64
  %742 = mul nsw i64 %741, 512
  %743 = sext i32 %j4 to i64
  %744 = add nsw i64 %742, %743
  %745 = getelementptr inbounds float, ptr %X_f, i64 %744
  store float %740, ptr %745, align 4
  %746 = add nsw i32 %j4, 1
  br label %for.cond262, !llvm.loop !59

for.end264:                                       ; preds = %for.cond262
  %747 = add nsw i32 %i5261, 1
  br label %for.cond258, !llvm.loop !60

for.cond265:                                      ; preds = %for.end271, %if.else256
  %i5268 = phi i32 [ 0, %if.else256 ], [ %775, %for.end271 ]
  %748 = icmp slt i32 %i5268, 4
  br i1 %748, label %for.body266, label %for.end267

for.body266:                                      ; preds = %for.cond265
  br label %for.cond269

for.end267:                                       ; preds = %for.cond265
  br label %if.end257

for.cond269:                                      ; preds = %sel.end275, %for.body266
  %j4272 = phi i32 [ 0, %for.body266 ], [ %793, %sel.end275 ]
  %749 = icmp slt i32 %j4272, 512
  br i1 %749, label %for.body270, label %for.end271

for.body270:                                      ; preds = %for.cond269
  %750 = mul i32 %bx, 4
  %751 = sext i32 %750 to i64
  %752 = sext i32 %i5268 to i64
  %753 = add i64 %751, %752
  %754 = icmp sle i64 0, %753
  %755 = mul i32 %bx, 4
  %756 = sext i32 %755 to i64
  %757 = sext i32 %i5268 to i64
  %758 = add i64 %756, %757
  %759 = sext i32 %M to i64
  %760 = icmp slt i64 %758, %759
  %761 = and i1 %754, %760
  %762 = mul i32 %c, 512
  %763 = sext i32 %762 to i64
  %764 = sext i32 %j4272 to i64
  %765 = add i64 %763, %764
  %766 = icmp sle i64 0, %765
  %767 = mul i32 %c, 512
  %768 = sext i32 %767 to i64
  %769 = sext i32 %j4272 to i64
  %770 = add i64 %768, %769
  %771 = sext i32 %N to i64
  %772 = icmp slt i64 %770, %771
  %773 = and i1 %766, %772
  %774 = and i1 %761, %773
  br i1 %774, label %sel.then273, label %sel.else274

for.end271:                                       ; preds = %for.cond269
  %775 = add nsw i32 %i5268, 1
  br label %for.cond265, !llvm.loop !61

sel.then273:                                      ; preds = %for.body270
  %776 = mul i32 %bx, 4
  %777 = add i32 %776, %i5268
  %778 = sext i32 %777 to i64
  %779 = sext i32 %N to i64
  %780 = mul nsw i64 %778, %779
  %781 = mul i32 %c, 512
  %782 = add i32 %781, %j4272
  %783 = sext i32 %782 to i64
  %784 = add nsw i64 %780, %783
  %785 = getelementptr inbounds float, ptr %X, i64 %784
  %786 = load float, ptr %785, align 4
  br label %sel.end275

sel.else274:                                      ; preds = %for.body270
  br label %sel.end275

sel.end275:                                       ; preds = %sel.else274, %sel.then273
  %787 = phi float [ %786, %sel.then273 ], [ 0.000000e+00, %sel.else274 ]
  %788 = sext i32 %i5268 to i64
  %789 = mul nsw i64 %788, 512
  %790 = sext i32 %j4272 to i64
  %791 = add nsw i64 %789, %790
  %792 = getelementptr inbounds float, ptr %X_f, i64 %791
  store float %787, ptr %792, align 4
  %793 = add nsw i32 %j4272, 1
  br label %for.cond269, !llvm.loop !62

for.cond276:                                      ; preds = %for.end282, %if.end257
  %i279 = phi i32 [ 0, %if.end257 ], [ %813, %for.end282 ]
  %794 = icmp slt i32 %i279, 4
  br i1 %794, label %for.body277, label %for.end278

for.body277:                                      ; preds = %for.cond276
  br label %for.cond280

for.end278:                                       ; preds = %for.cond276
  br label %for.cond284

for.cond280:                                      ; preds = %for.body281, %for.body277
  %j283 = phi i32 [ 0, %for.body277 ], [ %812, %for.body281 ]
  %795 = icmp slt i32 %j283, 512
  br i1 %795, label %for.body281, label %for.end282

for.body281:                                      ; preds = %for.cond280
  %796 = mul i32 %c, 512
  %797 = add i32 %796, %j283
  %798 = icmp slt i32 %797, %N
  %799 = sext i32 %i279 to i64
  %800 = mul nsw i64 %799, 512
  %801 = sext i32 %j283 to i64
  %802 = add nsw i64 %800, %801
  %803 = call i64 @llvm.umin.i64(i64 %802, i64 2047)
  %804 = getelementptr inbounds float, ptr %X_f, i64 %803
  %805 = load float, ptr %804, align 4
  %806 = select i1 %798, float %805, float 0xFFF0000000000000
  %807 = sext i32 %i279 to i64
  %808 = mul nsw i64 %807, 512
  %809 = sext i32 %j283 to i64
  %810 = add nsw i64 %808, %809
  %811 = getelementptr inbounds float, ptr %X_f, i64 %810
  store float %806, ptr %811, align 4
  %812 = add nsw i32 %j283, 1
  br label %for.cond280, !llvm.loop !63

for.end282:                                       ; preds = %for.cond280
  %813 = add nsw i32 %i279, 1
  br label %for.cond276, !llvm.loop !64

for.cond284:                                      ; preds = %for.body285, %for.end278
  %i5287 = phi i32 [ 0, %for.end278 ], [ %820, %for.body285 ]
  %814 = icmp slt i32 %i5287, 4
  br i1 %814, label %for.body285, label %for.end286

for.body285:                                      ; preds = %for.cond284
  %815 = sext i32 %i5287 to i64
  %816 = getelementptr inbounds float, ptr %m, i64 %815
  %817 = load float, ptr %816, align 4
  %818 = sext i32 %i5287 to i64
  %819 = getelementptr inbounds float, ptr %m_prev, i64 %818
  store float %817, ptr %819, align 4
  %820 = add nsw i32 %i5287, 1
  br label %for.cond284, !llvm.loop !65

for.end286:                                       ; preds = %for.cond284
  br label %for.cond288

for.cond288:                                      ; preds = %for.end294, %for.end286
  %i5291 = phi i32 [ 0, %for.end286 ], [ %836, %for.end294 ]
  %821 = icmp slt i32 %i5291, 4
  br i1 %821, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  br label %for.cond292

for.end290:                                       ; preds = %for.cond288
  br label %for.cond295

for.cond292:                                      ; preds = %for.body293, %for.body289
  %red3 = phi i32 [ 0, %for.body289 ], [ %835, %for.body293 ]
  %822 = icmp slt i32 %red3, 512
  br i1 %822, label %for.body293, label %for.end294

for.body293:                                      ; preds = %for.cond292
  %823 = sext i32 %i5291 to i64
  %824 = getelementptr inbounds float, ptr %m, i64 %823
  %825 = load float, ptr %824, align 4
  %826 = sext i32 %i5291 to i64
  %827 = mul nsw i64 %826, 512
  %828 = sext i32 %red3 to i64
  %829 = add nsw i64 %827, %828
  %830 = getelementptr inbounds float, ptr %X_f, i64 %829
  %831 = load float, ptr %830, align 4
  %832 = call float @llvm.maxnum.f32(float %825, float %831)
  %833 = sext i32 %i5291 to i64
  %834 = getelementptr inbounds float, ptr %m, i64 %833
  store float %832, ptr %834, align 4
  %835 = add nsw i32 %red3, 1
  br label %for.cond292, !llvm.loop !66

for.end294:                                       ; preds = %for.cond292
  %836 = add nsw i32 %i5291, 1
  br label %for.cond288, !llvm.loop !67

for.cond295:                                      ; preds = %for.end301, %for.end290
  %i298 = phi i32 [ 0, %for.end290 ], [ %856, %for.end301 ]
  %837 = icmp slt i32 %i298, 4
  br i1 %837, label %for.body296, label %for.end297

for.body296:                                      ; preds = %for.cond295
  br label %for.cond299

for.end297:                                       ; preds = %for.cond295
  br label %for.cond303

for.cond299:                                      ; preds = %for.body300, %for.body296
  %j302 = phi i32 [ 0, %for.body296 ], [ %855, %for.body300 ]
  %838 = icmp slt i32 %j302, 512
  br i1 %838, label %for.body300, label %for.end301

for.body300:                                      ; preds = %for.cond299
  %839 = sext i32 %i298 to i64
  %840 = mul nsw i64 %839, 512
  %841 = sext i32 %j302 to i64
  %842 = add nsw i64 %840, %841
  %843 = getelementptr inbounds float, ptr %X_f, i64 %842
  %844 = load float, ptr %843, align 4
  %845 = sext i32 %i298 to i64
  %846 = getelementptr inbounds float, ptr %m, i64 %845
  %847 = load float, ptr %846, align 4
  %848 = fsub float %844, %847
  %849 = call float @tilec_expf(float %848)
  %850 = sext i32 %i298 to i64
  %851 = mul nsw i64 %850, 512
  %852 = sext i32 %j302 to i64
  %853 = add nsw i64 %851, %852
  %854 = getelementptr inbounds float, ptr %X_f, i64 %853
  store float %849, ptr %854, align 4
  %855 = add nsw i32 %j302, 1
  br label %for.cond299, !llvm.loop !68

for.end301:                                       ; preds = %for.cond299
  %856 = add nsw i32 %i298, 1
  br label %for.cond295, !llvm.loop !69

for.cond303:                                      ; preds = %for.end309, %for.end297
  %i5306 = phi i32 [ 0, %for.end297 ], [ %874, %for.end309 ]
  %857 = icmp slt i32 %i5306, 4
  br i1 %857, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %858 = sext i32 %i5306 to i64
  %859 = getelementptr inbounds float, ptr %tile_sum, i64 %858
  store float 0.000000e+00, ptr %859, align 4
  br label %for.cond307

for.end305:                                       ; preds = %for.cond303
  br label %for.cond311

for.cond307:                                      ; preds = %for.body308, %for.body304
  %red3310 = phi i32 [ 0, %for.body304 ], [ %873, %for.body308 ]
  %860 = icmp slt i32 %red3310, 512
  br i1 %860, label %for.body308, label %for.end309

for.body308:                                      ; preds = %for.cond307
  %861 = sext i32 %i5306 to i64
  %862 = getelementptr inbounds float, ptr %tile_sum, i64 %861
  %863 = load float, ptr %862, align 4
  %864 = sext i32 %i5306 to i64
  %865 = mul nsw i64 %864, 512
  %866 = sext i32 %red3310 to i64
  %867 = add nsw i64 %865, %866
  %868 = getelementptr inbounds float, ptr %X_f, i64 %867
  %869 = load float, ptr %868, align 4
  %870 = fadd float %863, %869
  %871 = sext i32 %i5306 to i64
  %872 = getelementptr inbounds float, ptr %tile_sum, i64 %871
  store float %870, ptr %872, align 4
  %873 = add nsw i32 %red3310, 1
  br label %for.cond307, !llvm.loop !70

for.end309:                                       ; preds = %for.cond307
  %874 = add nsw i32 %i5306, 1
  br label %for.cond303, !llvm.loop !71

for.cond311:                                      ; preds = %for.body312, %for.end305
  %i314 = phi i32 [ 0, %for.end305 ], [ %894, %for.body312 ]
  %875 = icmp slt i32 %i314, 4
  br i1 %875, label %for.body312, label %for.end313

for.body312:                                      ; preds = %for.cond311
  %876 = sext i32 %i314 to i64
  %877 = getelementptr inbounds float, ptr %l, i64 %876
  %878 = load float, ptr %877, align 4
  %879 = sext i32 %i314 to i64
  %880 = getelementptr inbounds float, ptr %m_prev, i64 %879
  %881 = load float, ptr %880, align 4
  %882 = sext i32 %i314 to i64
  %883 = getelementptr inbounds float, ptr %m, i64 %882
  %884 = load float, ptr %883, align 4
  %885 = fsub float %881, %884
  %886 = call float @tilec_expf(float %885)
  %887 = fmul float %878, %886
  %888 = sext i32 %i314 to i64
  %889 = getelementptr inbounds float, ptr %tile_sum, i64 %888
  %890 = load float, ptr %889, align 4
  %891 = fadd float %887, %890
  %892 = sext i32 %i314 to i64
  %893 = getelementptr inbounds float, ptr %l, i64 %892
  store float %891, ptr %893, align 4
  %894 = add nsw i32 %i314, 1
  br label %for.cond311, !llvm.loop !72

for.end313:                                       ; preds = %for.cond311
  %895 = add nsw i32 %c, 1
  br label %for.cond252, !llvm.loop !73

for.cond315:                                      ; preds = %if.end349, %for.end254
  %c318 = phi i32 [ 0, %for.end254 ], [ %1035, %if.end349 ]
  %896 = icmp slt i32 %c318, %727
  br i1 %896, label %for.body316, label %for.end317

for.body316:                                      ; preds = %for.cond315
  %897 = sext i32 %N to i64
  %898 = sdiv i64 %897, 512
  %899 = sub i64 0, %897
  %900 = select i1 false, i64 %899, i64 %898
  %901 = srem i64 %897, 512
  %902 = icmp ne i64 %901, 0
  %903 = icmp slt i64 %897, 0
  %904 = icmp eq i1 %903, false
  %905 = and i1 %902, %904
  %906 = zext i1 %905 to i64
  %907 = add i64 %900, %906
  %908 = trunc i64 %907 to i32
  %909 = sub i32 %908, 1
  %t = sub i32 %909, %c318
  %910 = mul i32 %bx, 4
  %911 = icmp sle i32 0, %910
  %912 = mul i32 %bx, 4
  %913 = sext i32 %912 to i64
  %914 = add i64 %913, 4
  %915 = sext i32 %M to i64
  %916 = icmp sle i64 %914, %915
  %917 = and i1 %911, %916
  %918 = mul i32 %t, 512
  %919 = icmp sle i32 0, %918
  %920 = mul i32 %t, 512
  %921 = sext i32 %920 to i64
  %922 = add i64 %921, 512
  %923 = sext i32 %N to i64
  %924 = icmp sle i64 %922, %923
  %925 = and i1 %919, %924
  %926 = and i1 %917, %925
  br i1 %926, label %if.then319, label %if.else320

for.end317:                                       ; preds = %for.cond315
  br label %if.end160

if.then319:                                       ; preds = %for.body316
  br label %for.cond322

if.else320:                                       ; preds = %for.body316
  br label %for.cond328

if.end321:                                        ; preds = %for.end330, %for.end324
  br label %for.cond339

for.cond322:                                      ; preds = %for.end327, %if.then319
  %i6 = phi i32 [ 0, %if.then319 ], [ %946, %for.end327 ]
  %927 = icmp slt i32 %i6, 4
  br i1 %927, label %for.body323, label %for.end324

for.body323:                                      ; preds = %for.cond322
  br label %for.cond325

for.end324:                                       ; preds = %for.cond322
  br label %if.end321

for.cond325:                                      ; preds = %for.body326, %for.body323
  %j5 = phi i32 [ 0, %for.body323 ], [ %945, %for.body326 ]
  %928 = icmp slt i32 %j5, 512
  br i1 %928, label %for.body326, label %for.end327

for.body326:                                      ; preds = %for.cond325
  %929 = mul i32 %bx, 4
  %930 = add i32 %929, %i6
  %931 = sext i32 %930 to i64
  %932 = sext i32 %N to i64
  %933 = mul nsw i64 %931, %932
  %934 = mul i32 %t, 512
  %935 = add i32 %934, %j5
  %936 = sext i32 %935 to i64
  %937 = add nsw i64 %933, %936
  %938 = getelementptr inbounds float, ptr %X, i64 %937
  %939 = load float, ptr %938, align 4
  %940 = sext i32 %i6 to i64
  %941 = mul nsw i64 %940, 512
  %942 = sext i32 %j5 to i64
  %943 = add nsw i64 %941, %942
  %944 = getelementptr inbounds float, ptr %X_f, i64 %943
  store float %939, ptr %944, align 4
  %945 = add nsw i32 %j5, 1
  br label %for.cond325, !llvm.loop !74

for.end327:                                       ; preds = %for.cond325
  %946 = add nsw i32 %i6, 1
  br label %for.cond322, !llvm.loop !75

for.cond328:                                      ; preds = %for.end334, %if.else320
  %i6331 = phi i32 [ 0, %if.else320 ], [ %974, %for.end334 ]
  %947 = icmp slt i32 %i6331, 4
  br i1 %947, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  br label %for.cond332

for.end330:                                       ; preds = %for.cond328
  br label %if.end321

for.cond332:                                      ; preds = %sel.end338, %for.body329
  %j5335 = phi i32 [ 0, %for.body329 ], [ %992, %sel.end338 ]
  %948 = icmp slt i32 %j5335, 512
  br i1 %948, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
  %949 = mul i32 %bx, 4
  %950 = sext i32 %949 to i64
  %951 = sext i32 %i6331 to i64
  %952 = add i64 %950, %951
  %953 = icmp sle i64 0, %952
  %954 = mul i32 %bx, 4
  %955 = sext i32 %954 to i64
  %956 = sext i32 %i6331 to i64
  %957 = add i64 %955, %956
  %958 = sext i32 %M to i64
  %959 = icmp slt i64 %957, %958
  %960 = and i1 %953, %959
  %961 = mul i32 %t, 512
  %962 = sext i32 %961 to i64
  %963 = sext i32 %j5335 to i64
  %964 = add i64 %962, %963
  %965 = icmp sle i64 0, %964
  %966 = mul i32 %t, 512
  %967 = sext i32 %966 to i64
  %968 = sext i32 %j5335 to i64
  %969 = add i64 %967, %968
  %970 = sext i32 %N to i64
  %971 = icmp slt i64 %969, %970
  %972 = and i1 %965, %971
  %973 = and i1 %960, %972
  br i1 %973, label %sel.then336, label %sel.else337

for.end334:                                       ; preds = %for.cond332
  %974 = add nsw i32 %i6331, 1
  br label %for.cond328, !llvm.loop !76

sel.then336:                                      ; preds = %for.body333
  %975 = mul i32 %bx, 4
  %976 = add i32 %975, %i6331
  %977 = sext i32 %976 to i64
  %978 = sext i32 %N to i64
  %979 = mul nsw i64 %977, %978
  %980 = mul i32 %t, 512
  %981 = add i32 %980, %j5335
  %982 = sext i32 %981 to i64
  %983 = add nsw i64 %979, %982
  %984 = getelementptr inbounds float, ptr %X, i64 %983
  %985 = load float, ptr %984, align 4
  br label %sel.end338

sel.else337:                                      ; preds = %for.body333
  br label %sel.end338

sel.end338:                                       ; preds = %sel.else337, %sel.then336
  %986 = phi float [ %985, %sel.then336 ], [ 0.000000e+00, %sel.else337 ]
  %987 = sext i32 %i6331 to i64
  %988 = mul nsw i64 %987, 512
  %989 = sext i32 %j5335 to i64
  %990 = add nsw i64 %988, %989
  %991 = getelementptr inbounds float, ptr %X_f, i64 %990
  store float %986, ptr %991, align 4
  %992 = add nsw i32 %j5335, 1
  br label %for.cond332, !llvm.loop !77

for.cond339:                                      ; preds = %for.end345, %if.end321
  %i342 = phi i32 [ 0, %if.end321 ], [ %1034, %for.end345 ]
  %993 = icmp slt i32 %i342, 4
  br i1 %993, label %for.body340, label %for.end341

for.body340:                                      ; preds = %for.cond339
  br label %for.cond343

for.end341:                                       ; preds = %for.cond339
  %994 = mul i32 %bx, 4
  %995 = icmp sle i32 0, %994
  %996 = mul i32 %bx, 4
  %997 = sext i32 %996 to i64
  %998 = add i64 %997, 4
  %999 = sext i32 %M to i64
  %1000 = icmp sle i64 %998, %999
  %1001 = and i1 %995, %1000
  %1002 = mul i32 %t, 512
  %1003 = icmp sle i32 0, %1002
  %1004 = mul i32 %t, 512
  %1005 = sext i32 %1004 to i64
  %1006 = add i64 %1005, 512
  %1007 = sext i32 %N to i64
  %1008 = icmp sle i64 %1006, %1007
  %1009 = and i1 %1003, %1008
  %1010 = and i1 %1001, %1009
  br i1 %1010, label %if.then347, label %if.else348

for.cond343:                                      ; preds = %for.body344, %for.body340
  %j346 = phi i32 [ 0, %for.body340 ], [ %1033, %for.body344 ]
  %1011 = icmp slt i32 %j346, 512
  br i1 %1011, label %for.body344, label %for.end345

for.body344:                                      ; preds = %for.cond343
  %1012 = sext i32 %i342 to i64
  %1013 = mul nsw i64 %1012, 512
  %1014 = sext i32 %j346 to i64
  %1015 = add nsw i64 %1013, %1014
  %1016 = getelementptr inbounds float, ptr %X_f, i64 %1015
  %1017 = load float, ptr %1016, align 4
  %1018 = sext i32 %i342 to i64
  %1019 = getelementptr inbounds float, ptr %m, i64 %1018
  %1020 = load float, ptr %1019, align 4
  %1021 = fsub float %1017, %1020
  %1022 = call float @tilec_expf(float %1021)
  %1023 = sext i32 %i342 to i64
  %1024 = getelementptr inbounds float, ptr %l, i64 %1023
  %1025 = load float, ptr %1024, align 4
  %1026 = fdiv float 1.000000e+00, %1025
  %1027 = fmul float %1022, %1026
  %1028 = sext i32 %i342 to i64
  %1029 = mul nsw i64 %1028, 512
  %1030 = sext i32 %j346 to i64
  %1031 = add nsw i64 %1029, %1030
  %1032 = getelementptr inbounds float, ptr %X_f, i64 %1031
  store float %1027, ptr %1032, align 4
  %1033 = add nsw i32 %j346, 1
  br label %for.cond343, !llvm.loop !78

for.end345:                                       ; preds = %for.cond343
  %1034 = add nsw i32 %i342, 1
  br label %for.cond339, !llvm.loop !79

if.then347:                                       ; preds = %for.end341
  br label %for.cond350

if.else348:                                       ; preds = %for.end341
  br label %for.cond358

if.end349:                                        ; preds = %for.end360, %for.end352
  %1035 = add nsw i32 %c318, 1
  br label %for.cond315, !llvm.loop !80

for.cond350:                                      ; preds = %for.end356, %if.then347
  %i6353 = phi i32 [ 0, %if.then347 ], [ %1055, %for.end356 ]
  %1036 = icmp slt i32 %i6353, 4
  br i1 %1036, label %for.body351, label %for.end352

for.body351:                                      ; preds = %for.cond350
  br label %for.cond354

for.end352:                                       ; preds = %for.cond350
  br label %if.end349

for.cond354:                                      ; preds = %for.body355, %for.body351
  %j5357 = phi i32 [ 0, %for.body351 ], [ %1054, %for.body355 ]
  %1037 = icmp slt i32 %j5357, 512
  br i1 %1037, label %for.body355, label %for.end356

for.body355:                                      ; preds = %for.cond354
  %1038 = sext i32 %i6353 to i64
  %1039 = mul nsw i64 %1038, 512
  %1040 = sext i32 %j5357 to i64
  %1041 = add nsw i64 %1039, %1040
  %1042 = getelementptr inbounds float, ptr %X_f, i64 %1041
  %1043 = load float, ptr %1042, align 4
  %1044 = mul i32 %bx, 4
  %1045 = add i32 %1044, %i6353
  %1046 = sext i32 %1045 to i64
  %1047 = sext i32 %N to i64
  %1048 = mul nsw i64 %1046, %1047
  %1049 = mul i32 %t, 512
  %1050 = add i32 %1049, %j5357
  %1051 = sext i32 %1050 to i64
  %1052 = add nsw i64 %1048, %1051
  %1053 = getelementptr inbounds float, ptr %Y, i64 %1052
  store float %1043, ptr %1053, align 4
  %1054 = add nsw i32 %j5357, 1
  br label %for.cond354, !llvm.loop !81

for.end356:                                       ; preds = %for.cond354
  %1055 = add nsw i32 %i6353, 1
  br label %for.cond350, !llvm.loop !82

for.cond358:                                      ; preds = %for.end364, %if.else348
  %i6361 = phi i32 [ 0, %if.else348 ], [ %1083, %for.end364 ]
  %1056 = icmp slt i32 %i6361, 4
  br i1 %1056, label %for.body359, label %for.end360

for.body359:                                      ; preds = %for.cond358
  br label %for.cond362

for.end360:                                       ; preds = %for.cond358
  br label %if.end349

for.cond362:                                      ; preds = %if.end368, %for.body359
  %j5365 = phi i32 [ 0, %for.body359 ], [ %1100, %if.end368 ]
  %1057 = icmp slt i32 %j5365, 512
  br i1 %1057, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  %1058 = mul i32 %bx, 4
  %1059 = sext i32 %1058 to i64
  %1060 = sext i32 %i6361 to i64
  %1061 = add i64 %1059, %1060
  %1062 = icmp sle i64 0, %1061
  %1063 = mul i32 %bx, 4
  %1064 = sext i32 %1063 to i64
  %1065 = sext i32 %i6361 to i64
  %1066 = add i64 %1064, %1065
  %1067 = sext i32 %M to i64
  %1068 = icmp slt i64 %1066, %1067
  %1069 = and i1 %1062, %1068
  %1070 = mul i32 %t, 512
  %1071 = sext i32 %1070 to i64
  %1072 = sext i32 %j5365 to i64
  %1073 = add i64 %1071, %1072
  %1074 = icmp sle i64 0, %1073
  %1075 = mul i32 %t, 512
  %1076 = sext i32 %1075 to i64
  %1077 = sext i32 %j5365 to i64
  %1078 = add i64 %1076, %1077
  %1079 = sext i32 %N to i64
  %1080 = icmp slt i64 %1078, %1079
  %1081 = and i1 %1074, %1080
  %1082 = and i1 %1069, %1081
  br i1 %1082, label %if.then366, label %if.else367

for.end364:                                       ; preds = %for.cond362
  %1083 = add nsw i32 %i6361, 1
  br label %for.cond358, !llvm.loop !83

if.then366:                                       ; preds = %for.body363
  %1084 = sext i32 %i6361 to i64
  %1085 = mul nsw i64 %1084, 512
  %1086 = sext i32 %j5365 to i64
  %1087 = add nsw i64 %1085, %1086
  %1088 = getelementptr inbounds float, ptr %X_f, i64 %1087
  %1089 = load float, ptr %1088, align 4
  %1090 = mul i32 %bx, 4
  %1091 = add i32 %1090, %i6361
  %1092 = sext i32 %1091 to i64
  %1093 = sext i32 %N to i64
  %1094 = mul nsw i64 %1092, %1093
  %1095 = mul i32 %t, 512
  %1096 = add i32 %1095, %j5365
  %1097 = sext i32 %1096 to i64
  %1098 = add nsw i64 %1094, %1097
  %1099 = getelementptr inbounds float, ptr %Y, i64 %1098
  store float %1089, ptr %1099, align 4
  br label %if.end368

if.else367:                                       ; preds = %for.body363
  br label %if.end368

if.end368:                                        ; preds = %if.else367, %if.then366
  %1100 = add nsw i32 %j5365, 1
  br label %for.cond362, !llvm.loop !84
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
  %15 = icmp sle i32 %N, 256
  %16 = select i1 %15, i32 32, i32 4
  %17 = sext i32 %M to i64
  %18 = sext i32 %16 to i64
  %19 = icmp eq i64 %18, 0
  %20 = icmp eq i64 %18, -1
  %21 = or i1 %19, %20
  %22 = select i1 %21, i64 1, i64 %18
  %23 = sdiv i64 %17, %22
  %24 = sub i64 0, %17
  %25 = select i1 %20, i64 %24, i64 %23
  %26 = icmp eq i64 %18, 0
  %27 = icmp eq i64 %18, -1
  %28 = or i1 %26, %27
  %29 = select i1 %28, i64 1, i64 %18
  %30 = srem i64 %17, %29
  %31 = icmp ne i64 %30, 0
  %32 = icmp slt i64 %17, 0
  %33 = icmp slt i64 %18, 0
  %34 = icmp eq i1 %32, %33
  %35 = and i1 %31, %34
  %36 = zext i1 %35 to i64
  %37 = add i64 %25, %36
  %38 = trunc i64 %37 to i32
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 %39, ptr %40, align 8
  %41 = icmp sgt i64 %39, 0
  %42 = mul i64 1, %39
  %43 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 1, ptr %43, align 8
  %44 = and i1 %41, true
  %45 = mul i64 %42, 1
  %46 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %46, align 8
  %47 = and i1 %44, true
  %48 = mul i64 %45, 1
  br i1 %47, label %run, label %empty

run:                                              ; preds = %body
  %49 = call i32 @tilec_rt_run_blocks(i64 %48, i32 %nworkers, ptr @softmax_task, ptr %a)
  ret i32 %49

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
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
