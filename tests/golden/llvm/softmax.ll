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
  %i47 = phi i32 [ 0, %for.end38 ], [ %169, %for.end50 ]
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
  %j51 = phi i32 [ 0, %for.body45 ], [ %168, %for.body49 ]
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
  %162 = fdiv float %158, %161
  %163 = sext i32 %i47 to i64
  %164 = mul nsw i64 %163, 256
  %165 = sext i32 %j51 to i64
  %166 = add nsw i64 %164, %165
  %167 = getelementptr inbounds float, ptr %X_s, i64 %166
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
  %170 = icmp slt i32 %i158, 32
  br i1 %170, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond59

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond59:                                       ; preds = %for.body60, %for.body56
  %j162 = phi i32 [ 0, %for.body56 ], [ %186, %for.body60 ]
  %171 = icmp slt i32 %j162, 256
  br i1 %171, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %172 = sext i32 %i158 to i64
  %173 = mul nsw i64 %172, 256
  %174 = sext i32 %j162 to i64
  %175 = add nsw i64 %173, %174
  %176 = getelementptr inbounds float, ptr %X_s, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = mul i32 %bx, 32
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
  %188 = icmp slt i32 %i166, 32
  br i1 %188, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  br label %for.cond67

for.end65:                                        ; preds = %for.cond63
  br label %if.end54

for.cond67:                                       ; preds = %if.end73, %for.body64
  %j170 = phi i32 [ 0, %for.body64 ], [ %221, %if.end73 ]
  %189 = icmp slt i32 %j170, 256
  br i1 %189, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %190 = mul i32 %bx, 32
  %191 = sext i32 %190 to i64
  %192 = sext i32 %i166 to i64
  %193 = add i64 %191, %192
  %194 = icmp sle i64 0, %193
  %195 = mul i32 %bx, 32
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
  %208 = mul nsw i64 %207, 256
  %209 = sext i32 %j170 to i64
  %210 = add nsw i64 %208, %209
  %211 = getelementptr inbounds float, ptr %X_s, i64 %210
  %212 = load float, ptr %211, align 4
  %213 = mul i32 %bx, 32
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
  %222 = mul i32 %bx, 4
  %223 = icmp sle i32 0, %222
  %224 = mul i32 %bx, 4
  %225 = sext i32 %224 to i64
  %226 = add i64 %225, 4
  %227 = sext i32 %M to i64
  %228 = icmp sle i64 %226, %227
  %229 = and i1 %223, %228
  %230 = sext i32 %N to i64
  %231 = icmp sle i64 512, %230
  %232 = and i1 %229, %231
  br i1 %232, label %if.then77, label %if.else78

if.else75:                                        ; preds = %if.else
  %233 = icmp sle i32 %N, 4096
  br i1 %233, label %if.then158, label %if.else159

if.end76:                                         ; preds = %if.end160, %if.end138
  br label %if.end

if.then77:                                        ; preds = %if.then74
  br label %for.cond80

if.else78:                                        ; preds = %if.then74
  br label %for.cond86

if.end79:                                         ; preds = %for.end88, %for.end82
  br label %for.cond97

for.cond80:                                       ; preds = %for.end85, %if.then77
  %i2 = phi i32 [ 0, %if.then77 ], [ %251, %for.end85 ]
  %234 = icmp slt i32 %i2, 4
  br i1 %234, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  br label %for.cond83

for.end82:                                        ; preds = %for.cond80
  br label %if.end79

for.cond83:                                       ; preds = %for.body84, %for.body81
  %j2 = phi i32 [ 0, %for.body81 ], [ %250, %for.body84 ]
  %235 = icmp slt i32 %j2, 512
  br i1 %235, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %236 = mul i32 %bx, 4
  %237 = add i32 %236, %i2
  %238 = sext i32 %237 to i64
  %239 = sext i32 %N to i64
  %240 = mul nsw i64 %238, %239
  %241 = sext i32 %j2 to i64
  %242 = add nsw i64 %240, %241
  %243 = getelementptr inbounds float, ptr %X, i64 %242
  %244 = load float, ptr %243, align 4
  %245 = sext i32 %i2 to i64
  %246 = mul nsw i64 %245, 512
  %247 = sext i32 %j2 to i64
  %248 = add nsw i64 %246, %247
  %249 = getelementptr inbounds float, ptr %X_f, i64 %248
  store float %244, ptr %249, align 4
  %250 = add nsw i32 %j2, 1
  br label %for.cond83, !llvm.loop !20

for.end85:                                        ; preds = %for.cond83
  %251 = add nsw i32 %i2, 1
  br label %for.cond80, !llvm.loop !21

for.cond86:                                       ; preds = %for.end92, %if.else78
  %i289 = phi i32 [ 0, %if.else78 ], [ %270, %for.end92 ]
  %252 = icmp slt i32 %i289, 4
  br i1 %252, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  br label %for.cond90

for.end88:                                        ; preds = %for.cond86
  br label %if.end79

for.cond90:                                       ; preds = %sel.end96, %for.body87
  %j293 = phi i32 [ 0, %for.body87 ], [ %286, %sel.end96 ]
  %253 = icmp slt i32 %j293, 512
  br i1 %253, label %for.body91, label %for.end92

for.body91:                                       ; preds = %for.cond90
  %254 = mul i32 %bx, 4
  %255 = sext i32 %254 to i64
  %256 = sext i32 %i289 to i64
  %257 = add i64 %255, %256
  %258 = icmp sle i64 0, %257
  %259 = mul i32 %bx, 4
  %260 = sext i32 %259 to i64
  %261 = sext i32 %i289 to i64
  %262 = add i64 %260, %261
  %263 = sext i32 %M to i64
  %264 = icmp slt i64 %262, %263
  %265 = and i1 %258, %264
  %266 = sext i32 %j293 to i64
  %267 = sext i32 %N to i64
  %268 = icmp slt i64 %266, %267
  %269 = and i1 %265, %268
  br i1 %269, label %sel.then94, label %sel.else95

for.end92:                                        ; preds = %for.cond90
  %270 = add nsw i32 %i289, 1
  br label %for.cond86, !llvm.loop !22

sel.then94:                                       ; preds = %for.body91
  %271 = mul i32 %bx, 4
  %272 = add i32 %271, %i289
  %273 = sext i32 %272 to i64
  %274 = sext i32 %N to i64
  %275 = mul nsw i64 %273, %274
  %276 = sext i32 %j293 to i64
  %277 = add nsw i64 %275, %276
  %278 = getelementptr inbounds float, ptr %X, i64 %277
  %279 = load float, ptr %278, align 4
  br label %sel.end96

sel.else95:                                       ; preds = %for.body91
  br label %sel.end96

sel.end96:                                        ; preds = %sel.else95, %sel.then94
  %280 = phi float [ %279, %sel.then94 ], [ 0.000000e+00, %sel.else95 ]
  %281 = sext i32 %i289 to i64
  %282 = mul nsw i64 %281, 512
  %283 = sext i32 %j293 to i64
  %284 = add nsw i64 %282, %283
  %285 = getelementptr inbounds float, ptr %X_f, i64 %284
  store float %280, ptr %285, align 4
  %286 = add nsw i32 %j293, 1
  br label %for.cond90, !llvm.loop !23

for.cond97:                                       ; preds = %for.end103, %if.end79
  %i100 = phi i32 [ 0, %if.end79 ], [ %304, %for.end103 ]
  %287 = icmp slt i32 %i100, 4
  br i1 %287, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  br label %for.cond101

for.end99:                                        ; preds = %for.cond97
  br label %for.cond105

for.cond101:                                      ; preds = %for.body102, %for.body98
  %j104 = phi i32 [ 0, %for.body98 ], [ %303, %for.body102 ]
  %288 = icmp slt i32 %j104, 512
  br i1 %288, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %289 = icmp slt i32 %j104, %N
  %290 = sext i32 %i100 to i64
  %291 = mul nsw i64 %290, 512
  %292 = sext i32 %j104 to i64
  %293 = add nsw i64 %291, %292
  %294 = call i64 @llvm.umin.i64(i64 %293, i64 2047)
  %295 = getelementptr inbounds float, ptr %X_f, i64 %294
  %296 = load float, ptr %295, align 4
  %297 = select i1 %289, float %296, float 0xFFF0000000000000
  %298 = sext i32 %i100 to i64
  %299 = mul nsw i64 %298, 512
  %300 = sext i32 %j104 to i64
  %301 = add nsw i64 %299, %300
  %302 = getelementptr inbounds float, ptr %X_f, i64 %301
  store float %297, ptr %302, align 4
  %303 = add nsw i32 %j104, 1
  br label %for.cond101, !llvm.loop !24

for.end103:                                       ; preds = %for.cond101
  %304 = add nsw i32 %i100, 1
  br label %for.cond97, !llvm.loop !25

for.cond105:                                      ; preds = %for.end111, %for.end99
  %i2108 = phi i32 [ 0, %for.end99 ], [ %322, %for.end111 ]
  %305 = icmp slt i32 %i2108, 4
  br i1 %305, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %306 = sext i32 %i2108 to i64
  %307 = getelementptr inbounds float, ptr %m, i64 %306
  store float 0xFFF0000000000000, ptr %307, align 4
  br label %for.cond109

for.end107:                                       ; preds = %for.cond105
  br label %for.cond112

for.cond109:                                      ; preds = %for.body110, %for.body106
  %red1 = phi i32 [ 0, %for.body106 ], [ %321, %for.body110 ]
  %308 = icmp slt i32 %red1, 512
  br i1 %308, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %309 = sext i32 %i2108 to i64
  %310 = getelementptr inbounds float, ptr %m, i64 %309
  %311 = load float, ptr %310, align 4
  %312 = sext i32 %i2108 to i64
  %313 = mul nsw i64 %312, 512
  %314 = sext i32 %red1 to i64
  %315 = add nsw i64 %313, %314
  %316 = getelementptr inbounds float, ptr %X_f, i64 %315
  %317 = load float, ptr %316, align 4
  %318 = call float @llvm.maxnum.f32(float %311, float %317)
  %319 = sext i32 %i2108 to i64
  %320 = getelementptr inbounds float, ptr %m, i64 %319
  store float %318, ptr %320, align 4
  %321 = add nsw i32 %red1, 1
  br label %for.cond109, !llvm.loop !26

for.end111:                                       ; preds = %for.cond109
  %322 = add nsw i32 %i2108, 1
  br label %for.cond105, !llvm.loop !27

for.cond112:                                      ; preds = %for.end118, %for.end107
  %i115 = phi i32 [ 0, %for.end107 ], [ %342, %for.end118 ]
  %323 = icmp slt i32 %i115, 4
  br i1 %323, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  br label %for.cond116

for.end114:                                       ; preds = %for.cond112
  br label %for.cond120

for.cond116:                                      ; preds = %for.body117, %for.body113
  %j119 = phi i32 [ 0, %for.body113 ], [ %341, %for.body117 ]
  %324 = icmp slt i32 %j119, 512
  br i1 %324, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %325 = sext i32 %i115 to i64
  %326 = mul nsw i64 %325, 512
  %327 = sext i32 %j119 to i64
  %328 = add nsw i64 %326, %327
  %329 = getelementptr inbounds float, ptr %X_f, i64 %328
  %330 = load float, ptr %329, align 4
  %331 = sext i32 %i115 to i64
  %332 = getelementptr inbounds float, ptr %m, i64 %331
  %333 = load float, ptr %332, align 4
  %334 = fsub float %330, %333
  %335 = call float @tilec_expf(float %334)
  %336 = sext i32 %i115 to i64
  %337 = mul nsw i64 %336, 512
  %338 = sext i32 %j119 to i64
  %339 = add nsw i64 %337, %338
  %340 = getelementptr inbounds float, ptr %X_f, i64 %339
  store float %335, ptr %340, align 4
  %341 = add nsw i32 %j119, 1
  br label %for.cond116, !llvm.loop !28

for.end118:                                       ; preds = %for.cond116
  %342 = add nsw i32 %i115, 1
  br label %for.cond112, !llvm.loop !29

for.cond120:                                      ; preds = %for.end126, %for.end114
  %i2123 = phi i32 [ 0, %for.end114 ], [ %360, %for.end126 ]
  %343 = icmp slt i32 %i2123, 4
  br i1 %343, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %344 = sext i32 %i2123 to i64
  %345 = getelementptr inbounds float, ptr %l, i64 %344
  store float 0.000000e+00, ptr %345, align 4
  br label %for.cond124

for.end122:                                       ; preds = %for.cond120
  br label %for.cond128

for.cond124:                                      ; preds = %for.body125, %for.body121
  %red1127 = phi i32 [ 0, %for.body121 ], [ %359, %for.body125 ]
  %346 = icmp slt i32 %red1127, 512
  br i1 %346, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %347 = sext i32 %i2123 to i64
  %348 = getelementptr inbounds float, ptr %l, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = sext i32 %i2123 to i64
  %351 = mul nsw i64 %350, 512
  %352 = sext i32 %red1127 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %X_f, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fadd float %349, %355
  %357 = sext i32 %i2123 to i64
  %358 = getelementptr inbounds float, ptr %l, i64 %357
  store float %356, ptr %358, align 4
  %359 = add nsw i32 %red1127, 1
  br label %for.cond124, !llvm.loop !30

for.end126:                                       ; preds = %for.cond124
  %360 = add nsw i32 %i2123, 1
  br label %for.cond120, !llvm.loop !31

for.cond128:                                      ; preds = %for.end134, %for.end122
  %i131 = phi i32 [ 0, %for.end122 ], [ %390, %for.end134 ]
  %361 = icmp slt i32 %i131, 4
  br i1 %361, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  br label %for.cond132

for.end130:                                       ; preds = %for.cond128
  %362 = mul i32 %bx, 4
  %363 = icmp sle i32 0, %362
  %364 = mul i32 %bx, 4
  %365 = sext i32 %364 to i64
  %366 = add i64 %365, 4
  %367 = sext i32 %M to i64
  %368 = icmp sle i64 %366, %367
  %369 = and i1 %363, %368
  %370 = sext i32 %N to i64
  %371 = icmp sle i64 512, %370
  %372 = and i1 %369, %371
  br i1 %372, label %if.then136, label %if.else137

for.cond132:                                      ; preds = %for.body133, %for.body129
  %j135 = phi i32 [ 0, %for.body129 ], [ %389, %for.body133 ]
  %373 = icmp slt i32 %j135, 512
  br i1 %373, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %374 = sext i32 %i131 to i64
  %375 = mul nsw i64 %374, 512
  %376 = sext i32 %j135 to i64
  %377 = add nsw i64 %375, %376
  %378 = getelementptr inbounds float, ptr %X_f, i64 %377
  %379 = load float, ptr %378, align 4
  %380 = sext i32 %i131 to i64
  %381 = getelementptr inbounds float, ptr %l, i64 %380
  %382 = load float, ptr %381, align 4
  %383 = fdiv float %379, %382
  %384 = sext i32 %i131 to i64
  %385 = mul nsw i64 %384, 512
  %386 = sext i32 %j135 to i64
  %387 = add nsw i64 %385, %386
  %388 = getelementptr inbounds float, ptr %X_f, i64 %387
  store float %383, ptr %388, align 4
  %389 = add nsw i32 %j135, 1
  br label %for.cond132, !llvm.loop !32

for.end134:                                       ; preds = %for.cond132
  %390 = add nsw i32 %i131, 1
  br label %for.cond128, !llvm.loop !33

if.then136:                                       ; preds = %for.end130
  br label %for.cond139

if.else137:                                       ; preds = %for.end130
  br label %for.cond147

if.end138:                                        ; preds = %for.end149, %for.end141
  br label %if.end76

for.cond139:                                      ; preds = %for.end145, %if.then136
  %i2142 = phi i32 [ 0, %if.then136 ], [ %408, %for.end145 ]
  %391 = icmp slt i32 %i2142, 4
  br i1 %391, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  br label %for.cond143

for.end141:                                       ; preds = %for.cond139
  br label %if.end138

for.cond143:                                      ; preds = %for.body144, %for.body140
  %j2146 = phi i32 [ 0, %for.body140 ], [ %407, %for.body144 ]
  %392 = icmp slt i32 %j2146, 512
  br i1 %392, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %393 = sext i32 %i2142 to i64
  %394 = mul nsw i64 %393, 512
  %395 = sext i32 %j2146 to i64
  %396 = add nsw i64 %394, %395
  %397 = getelementptr inbounds float, ptr %X_f, i64 %396
  %398 = load float, ptr %397, align 4
  %399 = mul i32 %bx, 4
  %400 = add i32 %399, %i2142
  %401 = sext i32 %400 to i64
  %402 = sext i32 %N to i64
  %403 = mul nsw i64 %401, %402
  %404 = sext i32 %j2146 to i64
  %405 = add nsw i64 %403, %404
  %406 = getelementptr inbounds float, ptr %Y, i64 %405
  store float %398, ptr %406, align 4
  %407 = add nsw i32 %j2146, 1
  br label %for.cond143, !llvm.loop !34

for.end145:                                       ; preds = %for.cond143
  %408 = add nsw i32 %i2142, 1
  br label %for.cond139, !llvm.loop !35

for.cond147:                                      ; preds = %for.end153, %if.else137
  %i2150 = phi i32 [ 0, %if.else137 ], [ %427, %for.end153 ]
  %409 = icmp slt i32 %i2150, 4
  br i1 %409, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  br label %for.cond151

for.end149:                                       ; preds = %for.cond147
  br label %if.end138

for.cond151:                                      ; preds = %if.end157, %for.body148
  %j2154 = phi i32 [ 0, %for.body148 ], [ %442, %if.end157 ]
  %410 = icmp slt i32 %j2154, 512
  br i1 %410, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %411 = mul i32 %bx, 4
  %412 = sext i32 %411 to i64
  %413 = sext i32 %i2150 to i64
  %414 = add i64 %412, %413
  %415 = icmp sle i64 0, %414
  %416 = mul i32 %bx, 4
  %417 = sext i32 %416 to i64
  %418 = sext i32 %i2150 to i64
  %419 = add i64 %417, %418
  %420 = sext i32 %M to i64
  %421 = icmp slt i64 %419, %420
  %422 = and i1 %415, %421
  %423 = sext i32 %j2154 to i64
  %424 = sext i32 %N to i64
  %425 = icmp slt i64 %423, %424
  %426 = and i1 %422, %425
  br i1 %426, label %if.then155, label %if.else156

for.end153:                                       ; preds = %for.cond151
  %427 = add nsw i32 %i2150, 1
  br label %for.cond147, !llvm.loop !36

if.then155:                                       ; preds = %for.body152
  %428 = sext i32 %i2150 to i64
  %429 = mul nsw i64 %428, 512
  %430 = sext i32 %j2154 to i64
  %431 = add nsw i64 %429, %430
  %432 = getelementptr inbounds float, ptr %X_f, i64 %431
  %433 = load float, ptr %432, align 4
  %434 = mul i32 %bx, 4
  %435 = add i32 %434, %i2150
  %436 = sext i32 %435 to i64
  %437 = sext i32 %N to i64
  %438 = mul nsw i64 %436, %437
  %439 = sext i32 %j2154 to i64
  %440 = add nsw i64 %438, %439
  %441 = getelementptr inbounds float, ptr %Y, i64 %440
  store float %433, ptr %441, align 4
  br label %if.end157

if.else156:                                       ; preds = %for.body152
  br label %if.end157

if.end157:                                        ; preds = %if.else156, %if.then155
  %442 = add nsw i32 %j2154, 1
  br label %for.cond151, !llvm.loop !37

if.then158:                                       ; preds = %if.else75
  br label %for.cond161

if.else159:                                       ; preds = %if.else75
  br label %for.cond245

if.end160:                                        ; preds = %for.end317, %for.end163
  br label %if.end76

for.cond161:                                      ; preds = %if.end225, %if.then158
  %r = phi i32 [ 0, %if.then158 ], [ %618, %if.end225 ]
  %443 = icmp slt i32 %r, 4
  br i1 %443, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  %444 = mul i32 %bx, 4
  %445 = add i32 %444, %r
  %446 = icmp sle i32 0, %445
  %447 = mul i32 %bx, 4
  %448 = add i32 %447, %r
  %449 = sext i32 %448 to i64
  %450 = add i64 %449, 1
  %451 = sext i32 %M to i64
  %452 = icmp sle i64 %450, %451
  %453 = and i1 %446, %452
  %454 = sext i32 %N to i64
  %455 = icmp sle i64 4096, %454
  %456 = and i1 %453, %455
  br i1 %456, label %if.then164, label %if.else165

for.end163:                                       ; preds = %for.cond161
  br label %if.end160

if.then164:                                       ; preds = %for.body162
  br label %for.cond167

if.else165:                                       ; preds = %for.body162
  br label %for.cond173

if.end166:                                        ; preds = %for.end175, %for.end169
  br label %for.cond184

for.cond167:                                      ; preds = %for.end172, %if.then164
  %i3 = phi i32 [ 0, %if.then164 ], [ %475, %for.end172 ]
  %457 = icmp slt i32 %i3, 1
  br i1 %457, label %for.body168, label %for.end169

for.body168:                                      ; preds = %for.cond167
  br label %for.cond170

for.end169:                                       ; preds = %for.cond167
  br label %if.end166

for.cond170:                                      ; preds = %for.body171, %for.body168
  %j3 = phi i32 [ 0, %for.body168 ], [ %474, %for.body171 ]
  %458 = icmp slt i32 %j3, 4096
  br i1 %458, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  %459 = mul i32 %bx, 4
  %460 = add i32 %459, %r
  %461 = add i32 %460, %i3
  %462 = sext i32 %461 to i64
  %463 = sext i32 %N to i64
  %464 = mul nsw i64 %462, %463
  %465 = sext i32 %j3 to i64
  %466 = add nsw i64 %464, %465
  %467 = getelementptr inbounds float, ptr %X, i64 %466
  %468 = load float, ptr %467, align 4
  %469 = sext i32 %i3 to i64
  %470 = mul nsw i64 %469, 4096
  %471 = sext i32 %j3 to i64
  %472 = add nsw i64 %470, %471
  %473 = getelementptr inbounds float, ptr %X_r, i64 %472
  store float %468, ptr %473, align 4
  %474 = add nsw i32 %j3, 1
  br label %for.cond170, !llvm.loop !38

for.end172:                                       ; preds = %for.cond170
  %475 = add nsw i32 %i3, 1
  br label %for.cond167, !llvm.loop !39

for.cond173:                                      ; preds = %for.end179, %if.else165
  %i3176 = phi i32 [ 0, %if.else165 ], [ %496, %for.end179 ]
  %476 = icmp slt i32 %i3176, 1
  br i1 %476, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  br label %for.cond177

for.end175:                                       ; preds = %for.cond173
  br label %if.end166

for.cond177:                                      ; preds = %sel.end183, %for.body174
  %j3180 = phi i32 [ 0, %for.body174 ], [ %513, %sel.end183 ]
  %477 = icmp slt i32 %j3180, 4096
  br i1 %477, label %for.body178, label %for.end179

for.body178:                                      ; preds = %for.cond177
  %478 = mul i32 %bx, 4
  %479 = add i32 %478, %r
  %480 = sext i32 %479 to i64
  %481 = sext i32 %i3176 to i64
  %482 = add i64 %480, %481
  %483 = icmp sle i64 0, %482
  %484 = mul i32 %bx, 4
  %485 = add i32 %484, %r
  %486 = sext i32 %485 to i64
  %487 = sext i32 %i3176 to i64
  %488 = add i64 %486, %487
  %489 = sext i32 %M to i64
  %490 = icmp slt i64 %488, %489
  %491 = and i1 %483, %490
  %492 = sext i32 %j3180 to i64
  %493 = sext i32 %N to i64
  %494 = icmp slt i64 %492, %493
  %495 = and i1 %491, %494
  br i1 %495, label %sel.then181, label %sel.else182

for.end179:                                       ; preds = %for.cond177
  %496 = add nsw i32 %i3176, 1
  br label %for.cond173, !llvm.loop !40

sel.then181:                                      ; preds = %for.body178
  %497 = mul i32 %bx, 4
  %498 = add i32 %497, %r
  %499 = add i32 %498, %i3176
  %500 = sext i32 %499 to i64
  %501 = sext i32 %N to i64
  %502 = mul nsw i64 %500, %501
  %503 = sext i32 %j3180 to i64
  %504 = add nsw i64 %502, %503
  %505 = getelementptr inbounds float, ptr %X, i64 %504
  %506 = load float, ptr %505, align 4
  br label %sel.end183

sel.else182:                                      ; preds = %for.body178
  br label %sel.end183

sel.end183:                                       ; preds = %sel.else182, %sel.then181
  %507 = phi float [ %506, %sel.then181 ], [ 0.000000e+00, %sel.else182 ]
  %508 = sext i32 %i3176 to i64
  %509 = mul nsw i64 %508, 4096
  %510 = sext i32 %j3180 to i64
  %511 = add nsw i64 %509, %510
  %512 = getelementptr inbounds float, ptr %X_r, i64 %511
  store float %507, ptr %512, align 4
  %513 = add nsw i32 %j3180, 1
  br label %for.cond177, !llvm.loop !41

for.cond184:                                      ; preds = %for.end190, %if.end166
  %i187 = phi i32 [ 0, %if.end166 ], [ %531, %for.end190 ]
  %514 = icmp slt i32 %i187, 1
  br i1 %514, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  br label %for.cond188

for.end186:                                       ; preds = %for.cond184
  br label %for.cond192

for.cond188:                                      ; preds = %for.body189, %for.body185
  %j191 = phi i32 [ 0, %for.body185 ], [ %530, %for.body189 ]
  %515 = icmp slt i32 %j191, 4096
  br i1 %515, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %516 = icmp slt i32 %j191, %N
  %517 = sext i32 %i187 to i64
  %518 = mul nsw i64 %517, 4096
  %519 = sext i32 %j191 to i64
  %520 = add nsw i64 %518, %519
  %521 = call i64 @llvm.umin.i64(i64 %520, i64 4095)
  %522 = getelementptr inbounds float, ptr %X_r, i64 %521
  %523 = load float, ptr %522, align 4
  %524 = select i1 %516, float %523, float 0xFFF0000000000000
  %525 = sext i32 %i187 to i64
  %526 = mul nsw i64 %525, 4096
  %527 = sext i32 %j191 to i64
  %528 = add nsw i64 %526, %527
  %529 = getelementptr inbounds float, ptr %X_r, i64 %528
  store float %524, ptr %529, align 4
  %530 = add nsw i32 %j191, 1
  br label %for.cond188, !llvm.loop !42

for.end190:                                       ; preds = %for.cond188
  %531 = add nsw i32 %i187, 1
  br label %for.cond184, !llvm.loop !43

for.cond192:                                      ; preds = %for.end198, %for.end186
  %i3195 = phi i32 [ 0, %for.end186 ], [ %549, %for.end198 ]
  %532 = icmp slt i32 %i3195, 1
  br i1 %532, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %533 = sext i32 %i3195 to i64
  %534 = getelementptr inbounds float, ptr %m_r, i64 %533
  store float 0xFFF0000000000000, ptr %534, align 4
  br label %for.cond196

for.end194:                                       ; preds = %for.cond192
  br label %for.cond199

for.cond196:                                      ; preds = %for.body197, %for.body193
  %red2 = phi i32 [ 0, %for.body193 ], [ %548, %for.body197 ]
  %535 = icmp slt i32 %red2, 4096
  br i1 %535, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %536 = sext i32 %i3195 to i64
  %537 = getelementptr inbounds float, ptr %m_r, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = sext i32 %i3195 to i64
  %540 = mul nsw i64 %539, 4096
  %541 = sext i32 %red2 to i64
  %542 = add nsw i64 %540, %541
  %543 = getelementptr inbounds float, ptr %X_r, i64 %542
  %544 = load float, ptr %543, align 4
  %545 = call float @llvm.maxnum.f32(float %538, float %544)
  %546 = sext i32 %i3195 to i64
  %547 = getelementptr inbounds float, ptr %m_r, i64 %546
  store float %545, ptr %547, align 4
  %548 = add nsw i32 %red2, 1
  br label %for.cond196, !llvm.loop !44

for.end198:                                       ; preds = %for.cond196
  %549 = add nsw i32 %i3195, 1
  br label %for.cond192, !llvm.loop !45

for.cond199:                                      ; preds = %for.end205, %for.end194
  %i202 = phi i32 [ 0, %for.end194 ], [ %568, %for.end205 ]
  %550 = icmp slt i32 %i202, 1
  br i1 %550, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  br label %for.cond203

for.end201:                                       ; preds = %for.cond199
  br label %for.cond207

for.cond203:                                      ; preds = %for.body204, %for.body200
  %j206 = phi i32 [ 0, %for.body200 ], [ %567, %for.body204 ]
  %551 = icmp slt i32 %j206, 4096
  br i1 %551, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %552 = sext i32 %i202 to i64
  %553 = mul nsw i64 %552, 4096
  %554 = sext i32 %j206 to i64
  %555 = add nsw i64 %553, %554
  %556 = getelementptr inbounds float, ptr %X_r, i64 %555
  %557 = load float, ptr %556, align 4
  %558 = getelementptr inbounds float, ptr %m_r, i64 0
  %559 = load float, ptr %558, align 4
  %560 = fsub float %557, %559
  %561 = call float @tilec_expf(float %560)
  %562 = sext i32 %i202 to i64
  %563 = mul nsw i64 %562, 4096
  %564 = sext i32 %j206 to i64
  %565 = add nsw i64 %563, %564
  %566 = getelementptr inbounds float, ptr %X_r, i64 %565
  store float %561, ptr %566, align 4
  %567 = add nsw i32 %j206, 1
  br label %for.cond203, !llvm.loop !46

for.end205:                                       ; preds = %for.cond203
  %568 = add nsw i32 %i202, 1
  br label %for.cond199, !llvm.loop !47

for.cond207:                                      ; preds = %for.end213, %for.end201
  %i3210 = phi i32 [ 0, %for.end201 ], [ %586, %for.end213 ]
  %569 = icmp slt i32 %i3210, 1
  br i1 %569, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  %570 = sext i32 %i3210 to i64
  %571 = getelementptr inbounds float, ptr %l_r, i64 %570
  store float 0.000000e+00, ptr %571, align 4
  br label %for.cond211

for.end209:                                       ; preds = %for.cond207
  br label %for.cond215

for.cond211:                                      ; preds = %for.body212, %for.body208
  %red2214 = phi i32 [ 0, %for.body208 ], [ %585, %for.body212 ]
  %572 = icmp slt i32 %red2214, 4096
  br i1 %572, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %573 = sext i32 %i3210 to i64
  %574 = getelementptr inbounds float, ptr %l_r, i64 %573
  %575 = load float, ptr %574, align 4
  %576 = sext i32 %i3210 to i64
  %577 = mul nsw i64 %576, 4096
  %578 = sext i32 %red2214 to i64
  %579 = add nsw i64 %577, %578
  %580 = getelementptr inbounds float, ptr %X_r, i64 %579
  %581 = load float, ptr %580, align 4
  %582 = fadd float %575, %581
  %583 = sext i32 %i3210 to i64
  %584 = getelementptr inbounds float, ptr %l_r, i64 %583
  store float %582, ptr %584, align 4
  %585 = add nsw i32 %red2214, 1
  br label %for.cond211, !llvm.loop !48

for.end213:                                       ; preds = %for.cond211
  %586 = add nsw i32 %i3210, 1
  br label %for.cond207, !llvm.loop !49

for.cond215:                                      ; preds = %for.end221, %for.end209
  %i218 = phi i32 [ 0, %for.end209 ], [ %617, %for.end221 ]
  %587 = icmp slt i32 %i218, 1
  br i1 %587, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  br label %for.cond219

for.end217:                                       ; preds = %for.cond215
  %588 = mul i32 %bx, 4
  %589 = add i32 %588, %r
  %590 = icmp sle i32 0, %589
  %591 = mul i32 %bx, 4
  %592 = add i32 %591, %r
  %593 = sext i32 %592 to i64
  %594 = add i64 %593, 1
  %595 = sext i32 %M to i64
  %596 = icmp sle i64 %594, %595
  %597 = and i1 %590, %596
  %598 = sext i32 %N to i64
  %599 = icmp sle i64 4096, %598
  %600 = and i1 %597, %599
  br i1 %600, label %if.then223, label %if.else224

for.cond219:                                      ; preds = %for.body220, %for.body216
  %j222 = phi i32 [ 0, %for.body216 ], [ %616, %for.body220 ]
  %601 = icmp slt i32 %j222, 4096
  br i1 %601, label %for.body220, label %for.end221

for.body220:                                      ; preds = %for.cond219
  %602 = sext i32 %i218 to i64
  %603 = mul nsw i64 %602, 4096
  %604 = sext i32 %j222 to i64
  %605 = add nsw i64 %603, %604
  %606 = getelementptr inbounds float, ptr %X_r, i64 %605
  %607 = load float, ptr %606, align 4
  %608 = getelementptr inbounds float, ptr %l_r, i64 0
  %609 = load float, ptr %608, align 4
  %610 = fdiv float %607, %609
  %611 = sext i32 %i218 to i64
  %612 = mul nsw i64 %611, 4096
  %613 = sext i32 %j222 to i64
  %614 = add nsw i64 %612, %613
  %615 = getelementptr inbounds float, ptr %X_r, i64 %614
  store float %610, ptr %615, align 4
  %616 = add nsw i32 %j222, 1
  br label %for.cond219, !llvm.loop !50

for.end221:                                       ; preds = %for.cond219
  %617 = add nsw i32 %i218, 1
  br label %for.cond215, !llvm.loop !51

if.then223:                                       ; preds = %for.end217
  br label %for.cond226

if.else224:                                       ; preds = %for.end217
  br label %for.cond234

if.end225:                                        ; preds = %for.end236, %for.end228
  %618 = add nsw i32 %r, 1
  br label %for.cond161, !llvm.loop !52

for.cond226:                                      ; preds = %for.end232, %if.then223
  %i3229 = phi i32 [ 0, %if.then223 ], [ %637, %for.end232 ]
  %619 = icmp slt i32 %i3229, 1
  br i1 %619, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  br label %for.cond230

for.end228:                                       ; preds = %for.cond226
  br label %if.end225

for.cond230:                                      ; preds = %for.body231, %for.body227
  %j3233 = phi i32 [ 0, %for.body227 ], [ %636, %for.body231 ]
  %620 = icmp slt i32 %j3233, 4096
  br i1 %620, label %for.body231, label %for.end232

for.body231:                                      ; preds = %for.cond230
  %621 = sext i32 %i3229 to i64
  %622 = mul nsw i64 %621, 4096
  %623 = sext i32 %j3233 to i64
  %624 = add nsw i64 %622, %623
  %625 = getelementptr inbounds float, ptr %X_r, i64 %624
  %626 = load float, ptr %625, align 4
  %627 = mul i32 %bx, 4
  %628 = add i32 %627, %r
  %629 = add i32 %628, %i3229
  %630 = sext i32 %629 to i64
  %631 = sext i32 %N to i64
  %632 = mul nsw i64 %630, %631
  %633 = sext i32 %j3233 to i64
  %634 = add nsw i64 %632, %633
  %635 = getelementptr inbounds float, ptr %Y, i64 %634
  store float %626, ptr %635, align 4
  %636 = add nsw i32 %j3233, 1
  br label %for.cond230, !llvm.loop !53

for.end232:                                       ; preds = %for.cond230
  %637 = add nsw i32 %i3229, 1
  br label %for.cond226, !llvm.loop !54

for.cond234:                                      ; preds = %for.end240, %if.else224
  %i3237 = phi i32 [ 0, %if.else224 ], [ %658, %for.end240 ]
  %638 = icmp slt i32 %i3237, 1
  br i1 %638, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  br label %for.cond238

for.end236:                                       ; preds = %for.cond234
  br label %if.end225

for.cond238:                                      ; preds = %if.end244, %for.body235
  %j3241 = phi i32 [ 0, %for.body235 ], [ %674, %if.end244 ]
  %639 = icmp slt i32 %j3241, 4096
  br i1 %639, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  %640 = mul i32 %bx, 4
  %641 = add i32 %640, %r
  %642 = sext i32 %641 to i64
  %643 = sext i32 %i3237 to i64
  %644 = add i64 %642, %643
  %645 = icmp sle i64 0, %644
  %646 = mul i32 %bx, 4
  %647 = add i32 %646, %r
  %648 = sext i32 %647 to i64
  %649 = sext i32 %i3237 to i64
  %650 = add i64 %648, %649
  %651 = sext i32 %M to i64
  %652 = icmp slt i64 %650, %651
  %653 = and i1 %645, %652
  %654 = sext i32 %j3241 to i64
  %655 = sext i32 %N to i64
  %656 = icmp slt i64 %654, %655
  %657 = and i1 %653, %656
  br i1 %657, label %if.then242, label %if.else243

for.end240:                                       ; preds = %for.cond238
  %658 = add nsw i32 %i3237, 1
  br label %for.cond234, !llvm.loop !55

if.then242:                                       ; preds = %for.body239
  %659 = sext i32 %i3237 to i64
  %660 = mul nsw i64 %659, 4096
  %661 = sext i32 %j3241 to i64
  %662 = add nsw i64 %660, %661
  %663 = getelementptr inbounds float, ptr %X_r, i64 %662
  %664 = load float, ptr %663, align 4
  %665 = mul i32 %bx, 4
  %666 = add i32 %665, %r
  %667 = add i32 %666, %i3237
  %668 = sext i32 %667 to i64
  %669 = sext i32 %N to i64
  %670 = mul nsw i64 %668, %669
  %671 = sext i32 %j3241 to i64
  %672 = add nsw i64 %670, %671
  %673 = getelementptr inbounds float, ptr %Y, i64 %672
  store float %664, ptr %673, align 4
  br label %if.end244

if.else243:                                       ; preds = %for.body239
  br label %if.end244

if.end244:                                        ; preds = %if.else243, %if.then242
  %674 = add nsw i32 %j3241, 1
  br label %for.cond238, !llvm.loop !56

for.cond245:                                      ; preds = %for.body246, %if.else159
  %i5 = phi i32 [ 0, %if.else159 ], [ %678, %for.body246 ]
  %675 = icmp slt i32 %i5, 4
  br i1 %675, label %for.body246, label %for.end247

for.body246:                                      ; preds = %for.cond245
  %676 = sext i32 %i5 to i64
  %677 = getelementptr inbounds float, ptr %m, i64 %676
  store float 0xFFF0000000000000, ptr %677, align 4
  %678 = add nsw i32 %i5, 1
  br label %for.cond245, !llvm.loop !57

for.end247:                                       ; preds = %for.cond245
  br label %for.cond248

for.cond248:                                      ; preds = %for.body249, %for.end247
  %i5251 = phi i32 [ 0, %for.end247 ], [ %682, %for.body249 ]
  %679 = icmp slt i32 %i5251, 4
  br i1 %679, label %for.body249, label %for.end250

for.body249:                                      ; preds = %for.cond248
  %680 = sext i32 %i5251 to i64
  %681 = getelementptr inbounds float, ptr %l, i64 %680
  store float 0.000000e+00, ptr %681, align 4
  %682 = add nsw i32 %i5251, 1
  br label %for.cond248, !llvm.loop !58

for.end250:                                       ; preds = %for.cond248
  %683 = sext i32 %N to i64
  %684 = sdiv i64 %683, 512
  %685 = sub i64 0, %683
  %686 = select i1 false, i64 %685, i64 %684
  %687 = srem i64 %683, 512
  %688 = icmp ne i64 %687, 0
  %689 = icmp slt i64 %683, 0
  %690 = icmp eq i1 %689, false
  %691 = and i1 %688, %690
  %692 = zext i1 %691 to i64
  %693 = add i64 %686, %692
  %694 = trunc i64 %693 to i32
  br label %for.cond252

for.cond252:                                      ; preds = %for.end313, %for.end250
  %c = phi i32 [ 0, %for.end250 ], [ %892, %for.end313 ]
  %695 = icmp slt i32 %c, %694
  br i1 %695, label %for.body253, label %for.end254

for.body253:                                      ; preds = %for.cond252
  %696 = mul i32 %bx, 4
  %697 = icmp sle i32 0, %696
  %698 = mul i32 %bx, 4
  %699 = sext i32 %698 to i64
  %700 = add i64 %699, 4
  %701 = sext i32 %M to i64
  %702 = icmp sle i64 %700, %701
  %703 = and i1 %697, %702
  %704 = mul i32 %c, 512
  %705 = icmp sle i32 0, %704
  %706 = mul i32 %c, 512
  %707 = sext i32 %706 to i64
  %708 = add i64 %707, 512
  %709 = sext i32 %N to i64
  %710 = icmp sle i64 %708, %709
  %711 = and i1 %705, %710
  %712 = and i1 %703, %711
  br i1 %712, label %if.then255, label %if.else256

for.end254:                                       ; preds = %for.cond252
  %713 = sext i32 %N to i64
  %714 = sdiv i64 %713, 512
  %715 = sub i64 0, %713
  %716 = select i1 false, i64 %715, i64 %714
  %717 = srem i64 %713, 512
  %718 = icmp ne i64 %717, 0
  %719 = icmp slt i64 %713, 0
  %720 = icmp eq i1 %719, false
  %721 = and i1 %718, %720
  %722 = zext i1 %721 to i64
  %723 = add i64 %716, %722
  %724 = trunc i64 %723 to i32
  br label %for.cond315

if.then255:                                       ; preds = %for.body253
  br label %for.cond258

if.else256:                                       ; preds = %for.body253
  br label %for.cond265

if.end257:                                        ; preds = %for.end267, %for.end260
  br label %for.cond276

for.cond258:                                      ; preds = %for.end264, %if.then255
  %i5261 = phi i32 [ 0, %if.then255 ], [ %744, %for.end264 ]
  %725 = icmp slt i32 %i5261, 4
  br i1 %725, label %for.body259, label %for.end260

for.body259:                                      ; preds = %for.cond258
  br label %for.cond262

for.end260:                                       ; preds = %for.cond258
  br label %if.end257

for.cond262:                                      ; preds = %for.body263, %for.body259
  %j4 = phi i32 [ 0, %for.body259 ], [ %743, %for.body263 ]
  %726 = icmp slt i32 %j4, 512
  br i1 %726, label %for.body263, label %for.end264

for.body263:                                      ; preds = %for.cond262
  %727 = mul i32 %bx, 4
  %728 = add i32 %727, %i5261
  %729 = sext i32 %728 to i64
  %730 = sext i32 %N to i64
  %731 = mul nsw i64 %729, %730
  %732 = mul i32 %c, 512
  %733 = add i32 %732, %j4
  %734 = sext i32 %733 to i64
  %735 = add nsw i64 %731, %734
  %736 = getelementptr inbounds float, ptr %X, i64 %735
  %737 = load float, ptr %736, align 4
  %738 = sext i32 %i5261 to i64
  %739 = mul nsw i64 %738, 512
  %740 = sext i32 %j4 to i64
  %741 = add nsw i64 %739, %740
  %742 = getelementptr inbounds float, ptr %X_f, i64 %741
  store float %737, ptr %742, align 4
  %743 = add nsw i32 %j4, 1
  br label %for.cond262, !llvm.loop !59

for.end264:                                       ; preds = %for.cond262
  %744 = add nsw i32 %i5261, 1
  br label %for.cond258, !llvm.loop !60

for.cond265:                                      ; preds = %for.end271, %if.else256
  %i5268 = phi i32 [ 0, %if.else256 ], [ %772, %for.end271 ]
  %745 = icmp slt i32 %i5268, 4
  br i1 %745, label %for.body266, label %for.end267

for.body266:                                      ; preds = %for.cond265
  br label %for.cond269

for.end267:                                       ; preds = %for.cond265
  br label %if.end257

for.cond269:                                      ; preds = %sel.end275, %for.body266
  %j4272 = phi i32 [ 0, %for.body266 ], [ %790, %sel.end275 ]
  %746 = icmp slt i32 %j4272, 512
  br i1 %746, label %for.body270, label %for.end271

for.body270:                                      ; preds = %for.cond269
  %747 = mul i32 %bx, 4
  %748 = sext i32 %747 to i64
  %749 = sext i32 %i5268 to i64
  %750 = add i64 %748, %749
  %751 = icmp sle i64 0, %750
  %752 = mul i32 %bx, 4
  %753 = sext i32 %752 to i64
  %754 = sext i32 %i5268 to i64
  %755 = add i64 %753, %754
  %756 = sext i32 %M to i64
  %757 = icmp slt i64 %755, %756
  %758 = and i1 %751, %757
  %759 = mul i32 %c, 512
  %760 = sext i32 %759 to i64
  %761 = sext i32 %j4272 to i64
  %762 = add i64 %760, %761
  %763 = icmp sle i64 0, %762
  %764 = mul i32 %c, 512
  %765 = sext i32 %764 to i64
  %766 = sext i32 %j4272 to i64
  %767 = add i64 %765, %766
  %768 = sext i32 %N to i64
  %769 = icmp slt i64 %767, %768
  %770 = and i1 %763, %769
  %771 = and i1 %758, %770
  br i1 %771, label %sel.then273, label %sel.else274

for.end271:                                       ; preds = %for.cond269
  %772 = add nsw i32 %i5268, 1
  br label %for.cond265, !llvm.loop !61

sel.then273:                                      ; preds = %for.body270
  %773 = mul i32 %bx, 4
  %774 = add i32 %773, %i5268
  %775 = sext i32 %774 to i64
  %776 = sext i32 %N to i64
  %777 = mul nsw i64 %775, %776
  %778 = mul i32 %c, 512
  %779 = add i32 %778, %j4272
  %780 = sext i32 %779 to i64
  %781 = add nsw i64 %777, %780
  %782 = getelementptr inbounds float, ptr %X, i64 %781
  %783 = load float, ptr %782, align 4
  br label %sel.end275

sel.else274:                                      ; preds = %for.body270
  br label %sel.end275

sel.end275:                                       ; preds = %sel.else274, %sel.then273
  %784 = phi float [ %783, %sel.then273 ], [ 0.000000e+00, %sel.else274 ]
  %785 = sext i32 %i5268 to i64
  %786 = mul nsw i64 %785, 512
  %787 = sext i32 %j4272 to i64
  %788 = add nsw i64 %786, %787
  %789 = getelementptr inbounds float, ptr %X_f, i64 %788
  store float %784, ptr %789, align 4
  %790 = add nsw i32 %j4272, 1
  br label %for.cond269, !llvm.loop !62

for.cond276:                                      ; preds = %for.end282, %if.end257
  %i279 = phi i32 [ 0, %if.end257 ], [ %810, %for.end282 ]
  %791 = icmp slt i32 %i279, 4
  br i1 %791, label %for.body277, label %for.end278

for.body277:                                      ; preds = %for.cond276
  br label %for.cond280

for.end278:                                       ; preds = %for.cond276
  br label %for.cond284

for.cond280:                                      ; preds = %for.body281, %for.body277
  %j283 = phi i32 [ 0, %for.body277 ], [ %809, %for.body281 ]
  %792 = icmp slt i32 %j283, 512
  br i1 %792, label %for.body281, label %for.end282

for.body281:                                      ; preds = %for.cond280
  %793 = mul i32 %c, 512
  %794 = add i32 %793, %j283
  %795 = icmp slt i32 %794, %N
  %796 = sext i32 %i279 to i64
  %797 = mul nsw i64 %796, 512
  %798 = sext i32 %j283 to i64
  %799 = add nsw i64 %797, %798
  %800 = call i64 @llvm.umin.i64(i64 %799, i64 2047)
  %801 = getelementptr inbounds float, ptr %X_f, i64 %800
  %802 = load float, ptr %801, align 4
  %803 = select i1 %795, float %802, float 0xFFF0000000000000
  %804 = sext i32 %i279 to i64
  %805 = mul nsw i64 %804, 512
  %806 = sext i32 %j283 to i64
  %807 = add nsw i64 %805, %806
  %808 = getelementptr inbounds float, ptr %X_f, i64 %807
  store float %803, ptr %808, align 4
  %809 = add nsw i32 %j283, 1
  br label %for.cond280, !llvm.loop !63

for.end282:                                       ; preds = %for.cond280
  %810 = add nsw i32 %i279, 1
  br label %for.cond276, !llvm.loop !64

for.cond284:                                      ; preds = %for.body285, %for.end278
  %i5287 = phi i32 [ 0, %for.end278 ], [ %817, %for.body285 ]
  %811 = icmp slt i32 %i5287, 4
  br i1 %811, label %for.body285, label %for.end286

for.body285:                                      ; preds = %for.cond284
  %812 = sext i32 %i5287 to i64
  %813 = getelementptr inbounds float, ptr %m, i64 %812
  %814 = load float, ptr %813, align 4
  %815 = sext i32 %i5287 to i64
  %816 = getelementptr inbounds float, ptr %m_prev, i64 %815
  store float %814, ptr %816, align 4
  %817 = add nsw i32 %i5287, 1
  br label %for.cond284, !llvm.loop !65

for.end286:                                       ; preds = %for.cond284
  br label %for.cond288

for.cond288:                                      ; preds = %for.end294, %for.end286
  %i5291 = phi i32 [ 0, %for.end286 ], [ %833, %for.end294 ]
  %818 = icmp slt i32 %i5291, 4
  br i1 %818, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  br label %for.cond292

for.end290:                                       ; preds = %for.cond288
  br label %for.cond295

for.cond292:                                      ; preds = %for.body293, %for.body289
  %red3 = phi i32 [ 0, %for.body289 ], [ %832, %for.body293 ]
  %819 = icmp slt i32 %red3, 512
  br i1 %819, label %for.body293, label %for.end294

for.body293:                                      ; preds = %for.cond292
  %820 = sext i32 %i5291 to i64
  %821 = getelementptr inbounds float, ptr %m, i64 %820
  %822 = load float, ptr %821, align 4
  %823 = sext i32 %i5291 to i64
  %824 = mul nsw i64 %823, 512
  %825 = sext i32 %red3 to i64
  %826 = add nsw i64 %824, %825
  %827 = getelementptr inbounds float, ptr %X_f, i64 %826
  %828 = load float, ptr %827, align 4
  %829 = call float @llvm.maxnum.f32(float %822, float %828)
  %830 = sext i32 %i5291 to i64
  %831 = getelementptr inbounds float, ptr %m, i64 %830
  store float %829, ptr %831, align 4
  %832 = add nsw i32 %red3, 1
  br label %for.cond292, !llvm.loop !66

for.end294:                                       ; preds = %for.cond292
  %833 = add nsw i32 %i5291, 1
  br label %for.cond288, !llvm.loop !67

for.cond295:                                      ; preds = %for.end301, %for.end290
  %i298 = phi i32 [ 0, %for.end290 ], [ %853, %for.end301 ]
  %834 = icmp slt i32 %i298, 4
  br i1 %834, label %for.body296, label %for.end297

for.body296:                                      ; preds = %for.cond295
  br label %for.cond299

for.end297:                                       ; preds = %for.cond295
  br label %for.cond303

for.cond299:                                      ; preds = %for.body300, %for.body296
  %j302 = phi i32 [ 0, %for.body296 ], [ %852, %for.body300 ]
  %835 = icmp slt i32 %j302, 512
  br i1 %835, label %for.body300, label %for.end301

for.body300:                                      ; preds = %for.cond299
  %836 = sext i32 %i298 to i64
  %837 = mul nsw i64 %836, 512
  %838 = sext i32 %j302 to i64
  %839 = add nsw i64 %837, %838
  %840 = getelementptr inbounds float, ptr %X_f, i64 %839
  %841 = load float, ptr %840, align 4
  %842 = sext i32 %i298 to i64
  %843 = getelementptr inbounds float, ptr %m, i64 %842
  %844 = load float, ptr %843, align 4
  %845 = fsub float %841, %844
  %846 = call float @tilec_expf(float %845)
  %847 = sext i32 %i298 to i64
  %848 = mul nsw i64 %847, 512
  %849 = sext i32 %j302 to i64
  %850 = add nsw i64 %848, %849
  %851 = getelementptr inbounds float, ptr %X_f, i64 %850
  store float %846, ptr %851, align 4
  %852 = add nsw i32 %j302, 1
  br label %for.cond299, !llvm.loop !68

for.end301:                                       ; preds = %for.cond299
  %853 = add nsw i32 %i298, 1
  br label %for.cond295, !llvm.loop !69

for.cond303:                                      ; preds = %for.end309, %for.end297
  %i5306 = phi i32 [ 0, %for.end297 ], [ %871, %for.end309 ]
  %854 = icmp slt i32 %i5306, 4
  br i1 %854, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %855 = sext i32 %i5306 to i64
  %856 = getelementptr inbounds float, ptr %tile_sum, i64 %855
  store float 0.000000e+00, ptr %856, align 4
  br label %for.cond307

for.end305:                                       ; preds = %for.cond303
  br label %for.cond311

for.cond307:                                      ; preds = %for.body308, %for.body304
  %red3310 = phi i32 [ 0, %for.body304 ], [ %870, %for.body308 ]
  %857 = icmp slt i32 %red3310, 512
  br i1 %857, label %for.body308, label %for.end309

for.body308:                                      ; preds = %for.cond307
  %858 = sext i32 %i5306 to i64
  %859 = getelementptr inbounds float, ptr %tile_sum, i64 %858
  %860 = load float, ptr %859, align 4
  %861 = sext i32 %i5306 to i64
  %862 = mul nsw i64 %861, 512
  %863 = sext i32 %red3310 to i64
  %864 = add nsw i64 %862, %863
  %865 = getelementptr inbounds float, ptr %X_f, i64 %864
  %866 = load float, ptr %865, align 4
  %867 = fadd float %860, %866
  %868 = sext i32 %i5306 to i64
  %869 = getelementptr inbounds float, ptr %tile_sum, i64 %868
  store float %867, ptr %869, align 4
  %870 = add nsw i32 %red3310, 1
  br label %for.cond307, !llvm.loop !70

for.end309:                                       ; preds = %for.cond307
  %871 = add nsw i32 %i5306, 1
  br label %for.cond303, !llvm.loop !71

for.cond311:                                      ; preds = %for.body312, %for.end305
  %i314 = phi i32 [ 0, %for.end305 ], [ %891, %for.body312 ]
  %872 = icmp slt i32 %i314, 4
  br i1 %872, label %for.body312, label %for.end313

for.body312:                                      ; preds = %for.cond311
  %873 = sext i32 %i314 to i64
  %874 = getelementptr inbounds float, ptr %l, i64 %873
  %875 = load float, ptr %874, align 4
  %876 = sext i32 %i314 to i64
  %877 = getelementptr inbounds float, ptr %m_prev, i64 %876
  %878 = load float, ptr %877, align 4
  %879 = sext i32 %i314 to i64
  %880 = getelementptr inbounds float, ptr %m, i64 %879
  %881 = load float, ptr %880, align 4
  %882 = fsub float %878, %881
  %883 = call float @tilec_expf(float %882)
  %884 = fmul float %875, %883
  %885 = sext i32 %i314 to i64
  %886 = getelementptr inbounds float, ptr %tile_sum, i64 %885
  %887 = load float, ptr %886, align 4
  %888 = fadd float %884, %887
  %889 = sext i32 %i314 to i64
  %890 = getelementptr inbounds float, ptr %l, i64 %889
  store float %888, ptr %890, align 4
  %891 = add nsw i32 %i314, 1
  br label %for.cond311, !llvm.loop !72

for.end313:                                       ; preds = %for.cond311
  %892 = add nsw i32 %c, 1
  br label %for.cond252, !llvm.loop !73

for.cond315:                                      ; preds = %if.end349, %for.end254
  %c318 = phi i32 [ 0, %for.end254 ], [ %1031, %if.end349 ]
  %893 = icmp slt i32 %c318, %724
  br i1 %893, label %for.body316, label %for.end317

for.body316:                                      ; preds = %for.cond315
  %894 = sext i32 %N to i64
  %895 = sdiv i64 %894, 512
  %896 = sub i64 0, %894
  %897 = select i1 false, i64 %896, i64 %895
  %898 = srem i64 %894, 512
  %899 = icmp ne i64 %898, 0
  %900 = icmp slt i64 %894, 0
  %901 = icmp eq i1 %900, false
  %902 = and i1 %899, %901
  %903 = zext i1 %902 to i64
  %904 = add i64 %897, %903
  %905 = trunc i64 %904 to i32
  %906 = sub i32 %905, 1
  %t = sub i32 %906, %c318
  %907 = mul i32 %bx, 4
  %908 = icmp sle i32 0, %907
  %909 = mul i32 %bx, 4
  %910 = sext i32 %909 to i64
  %911 = add i64 %910, 4
  %912 = sext i32 %M to i64
  %913 = icmp sle i64 %911, %912
  %914 = and i1 %908, %913
  %915 = mul i32 %t, 512
  %916 = icmp sle i32 0, %915
  %917 = mul i32 %t, 512
  %918 = sext i32 %917 to i64
  %919 = add i64 %918, 512
  %920 = sext i32 %N to i64
  %921 = icmp sle i64 %919, %920
  %922 = and i1 %916, %921
  %923 = and i1 %914, %922
  br i1 %923, label %if.then319, label %if.else320

for.end317:                                       ; preds = %for.cond315
  br label %if.end160

if.then319:                                       ; preds = %for.body316
  br label %for.cond322

if.else320:                                       ; preds = %for.body316
  br label %for.cond328

if.end321:                                        ; preds = %for.end330, %for.end324
  br label %for.cond339

for.cond322:                                      ; preds = %for.end327, %if.then319
  %i6 = phi i32 [ 0, %if.then319 ], [ %943, %for.end327 ]
  %924 = icmp slt i32 %i6, 4
  br i1 %924, label %for.body323, label %for.end324

for.body323:                                      ; preds = %for.cond322
  br label %for.cond325

for.end324:                                       ; preds = %for.cond322
  br label %if.end321

for.cond325:                                      ; preds = %for.body326, %for.body323
  %j5 = phi i32 [ 0, %for.body323 ], [ %942, %for.body326 ]
  %925 = icmp slt i32 %j5, 512
  br i1 %925, label %for.body326, label %for.end327

for.body326:                                      ; preds = %for.cond325
  %926 = mul i32 %bx, 4
  %927 = add i32 %926, %i6
  %928 = sext i32 %927 to i64
  %929 = sext i32 %N to i64
  %930 = mul nsw i64 %928, %929
  %931 = mul i32 %t, 512
  %932 = add i32 %931, %j5
  %933 = sext i32 %932 to i64
  %934 = add nsw i64 %930, %933
  %935 = getelementptr inbounds float, ptr %X, i64 %934
  %936 = load float, ptr %935, align 4
  %937 = sext i32 %i6 to i64
  %938 = mul nsw i64 %937, 512
  %939 = sext i32 %j5 to i64
  %940 = add nsw i64 %938, %939
  %941 = getelementptr inbounds float, ptr %X_f, i64 %940
  store float %936, ptr %941, align 4
  %942 = add nsw i32 %j5, 1
  br label %for.cond325, !llvm.loop !74

for.end327:                                       ; preds = %for.cond325
  %943 = add nsw i32 %i6, 1
  br label %for.cond322, !llvm.loop !75

for.cond328:                                      ; preds = %for.end334, %if.else320
  %i6331 = phi i32 [ 0, %if.else320 ], [ %971, %for.end334 ]
  %944 = icmp slt i32 %i6331, 4
  br i1 %944, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  br label %for.cond332

for.end330:                                       ; preds = %for.cond328
  br label %if.end321

for.cond332:                                      ; preds = %sel.end338, %for.body329
  %j5335 = phi i32 [ 0, %for.body329 ], [ %989, %sel.end338 ]
  %945 = icmp slt i32 %j5335, 512
  br i1 %945, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
  %946 = mul i32 %bx, 4
  %947 = sext i32 %946 to i64
  %948 = sext i32 %i6331 to i64
  %949 = add i64 %947, %948
  %950 = icmp sle i64 0, %949
  %951 = mul i32 %bx, 4
  %952 = sext i32 %951 to i64
  %953 = sext i32 %i6331 to i64
  %954 = add i64 %952, %953
  %955 = sext i32 %M to i64
  %956 = icmp slt i64 %954, %955
  %957 = and i1 %950, %956
  %958 = mul i32 %t, 512
  %959 = sext i32 %958 to i64
  %960 = sext i32 %j5335 to i64
  %961 = add i64 %959, %960
  %962 = icmp sle i64 0, %961
  %963 = mul i32 %t, 512
  %964 = sext i32 %963 to i64
  %965 = sext i32 %j5335 to i64
  %966 = add i64 %964, %965
  %967 = sext i32 %N to i64
  %968 = icmp slt i64 %966, %967
  %969 = and i1 %962, %968
  %970 = and i1 %957, %969
  br i1 %970, label %sel.then336, label %sel.else337

for.end334:                                       ; preds = %for.cond332
  %971 = add nsw i32 %i6331, 1
  br label %for.cond328, !llvm.loop !76

sel.then336:                                      ; preds = %for.body333
  %972 = mul i32 %bx, 4
  %973 = add i32 %972, %i6331
  %974 = sext i32 %973 to i64
  %975 = sext i32 %N to i64
  %976 = mul nsw i64 %974, %975
  %977 = mul i32 %t, 512
  %978 = add i32 %977, %j5335
  %979 = sext i32 %978 to i64
  %980 = add nsw i64 %976, %979
  %981 = getelementptr inbounds float, ptr %X, i64 %980
  %982 = load float, ptr %981, align 4
  br label %sel.end338

sel.else337:                                      ; preds = %for.body333
  br label %sel.end338

sel.end338:                                       ; preds = %sel.else337, %sel.then336
  %983 = phi float [ %982, %sel.then336 ], [ 0.000000e+00, %sel.else337 ]
  %984 = sext i32 %i6331 to i64
  %985 = mul nsw i64 %984, 512
  %986 = sext i32 %j5335 to i64
  %987 = add nsw i64 %985, %986
  %988 = getelementptr inbounds float, ptr %X_f, i64 %987
  store float %983, ptr %988, align 4
  %989 = add nsw i32 %j5335, 1
  br label %for.cond332, !llvm.loop !77

for.cond339:                                      ; preds = %for.end345, %if.end321
  %i342 = phi i32 [ 0, %if.end321 ], [ %1030, %for.end345 ]
  %990 = icmp slt i32 %i342, 4
  br i1 %990, label %for.body340, label %for.end341

for.body340:                                      ; preds = %for.cond339
  br label %for.cond343

for.end341:                                       ; preds = %for.cond339
  %991 = mul i32 %bx, 4
  %992 = icmp sle i32 0, %991
  %993 = mul i32 %bx, 4
  %994 = sext i32 %993 to i64
  %995 = add i64 %994, 4
  %996 = sext i32 %M to i64
  %997 = icmp sle i64 %995, %996
  %998 = and i1 %992, %997
  %999 = mul i32 %t, 512
  %1000 = icmp sle i32 0, %999
  %1001 = mul i32 %t, 512
  %1002 = sext i32 %1001 to i64
  %1003 = add i64 %1002, 512
  %1004 = sext i32 %N to i64
  %1005 = icmp sle i64 %1003, %1004
  %1006 = and i1 %1000, %1005
  %1007 = and i1 %998, %1006
  br i1 %1007, label %if.then347, label %if.else348

for.cond343:                                      ; preds = %for.body344, %for.body340
  %j346 = phi i32 [ 0, %for.body340 ], [ %1029, %for.body344 ]
  %1008 = icmp slt i32 %j346, 512
  br i1 %1008, label %for.body344, label %for.end345

for.body344:                                      ; preds = %for.cond343
  %1009 = sext i32 %i342 to i64
  %1010 = mul nsw i64 %1009, 512
  %1011 = sext i32 %j346 to i64
  %1012 = add nsw i64 %1010, %1011
  %1013 = getelementptr inbounds float, ptr %X_f, i64 %1012
  %1014 = load float, ptr %1013, align 4
  %1015 = sext i32 %i342 to i64
  %1016 = getelementptr inbounds float, ptr %m, i64 %1015
  %1017 = load float, ptr %1016, align 4
  %1018 = fsub float %1014, %1017
  %1019 = call float @tilec_expf(float %1018)
  %1020 = sext i32 %i342 to i64
  %1021 = getelementptr inbounds float, ptr %l, i64 %1020
  %1022 = load float, ptr %1021, align 4
  %1023 = fdiv float %1019, %1022
  %1024 = sext i32 %i342 to i64
  %1025 = mul nsw i64 %1024, 512
  %1026 = sext i32 %j346 to i64
  %1027 = add nsw i64 %1025, %1026
  %1028 = getelementptr inbounds float, ptr %X_f, i64 %1027
  store float %1023, ptr %1028, align 4
  %1029 = add nsw i32 %j346, 1
  br label %for.cond343, !llvm.loop !78

for.end345:                                       ; preds = %for.cond343
  %1030 = add nsw i32 %i342, 1
  br label %for.cond339, !llvm.loop !79

if.then347:                                       ; preds = %for.end341
  br label %for.cond350

if.else348:                                       ; preds = %for.end341
  br label %for.cond358

if.end349:                                        ; preds = %for.end360, %for.end352
  %1031 = add nsw i32 %c318, 1
  br label %for.cond315, !llvm.loop !80

for.cond350:                                      ; preds = %for.end356, %if.then347
  %i6353 = phi i32 [ 0, %if.then347 ], [ %1051, %for.end356 ]
  %1032 = icmp slt i32 %i6353, 4
  br i1 %1032, label %for.body351, label %for.end352

for.body351:                                      ; preds = %for.cond350
  br label %for.cond354

for.end352:                                       ; preds = %for.cond350
  br label %if.end349

for.cond354:                                      ; preds = %for.body355, %for.body351
  %j5357 = phi i32 [ 0, %for.body351 ], [ %1050, %for.body355 ]
  %1033 = icmp slt i32 %j5357, 512
  br i1 %1033, label %for.body355, label %for.end356

for.body355:                                      ; preds = %for.cond354
  %1034 = sext i32 %i6353 to i64
  %1035 = mul nsw i64 %1034, 512
  %1036 = sext i32 %j5357 to i64
  %1037 = add nsw i64 %1035, %1036
  %1038 = getelementptr inbounds float, ptr %X_f, i64 %1037
  %1039 = load float, ptr %1038, align 4
  %1040 = mul i32 %bx, 4
  %1041 = add i32 %1040, %i6353
  %1042 = sext i32 %1041 to i64
  %1043 = sext i32 %N to i64
  %1044 = mul nsw i64 %1042, %1043
  %1045 = mul i32 %t, 512
  %1046 = add i32 %1045, %j5357
  %1047 = sext i32 %1046 to i64
  %1048 = add nsw i64 %1044, %1047
  %1049 = getelementptr inbounds float, ptr %Y, i64 %1048
  store float %1039, ptr %1049, align 4
  %1050 = add nsw i32 %j5357, 1
  br label %for.cond354, !llvm.loop !81

for.end356:                                       ; preds = %for.cond354
  %1051 = add nsw i32 %i6353, 1
  br label %for.cond350, !llvm.loop !82

for.cond358:                                      ; preds = %for.end364, %if.else348
  %i6361 = phi i32 [ 0, %if.else348 ], [ %1079, %for.end364 ]
  %1052 = icmp slt i32 %i6361, 4
  br i1 %1052, label %for.body359, label %for.end360

for.body359:                                      ; preds = %for.cond358
  br label %for.cond362

for.end360:                                       ; preds = %for.cond358
  br label %if.end349

for.cond362:                                      ; preds = %if.end368, %for.body359
  %j5365 = phi i32 [ 0, %for.body359 ], [ %1096, %if.end368 ]
  %1053 = icmp slt i32 %j5365, 512
  br i1 %1053, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  %1054 = mul i32 %bx, 4
  %1055 = sext i32 %1054 to i64
  %1056 = sext i32 %i6361 to i64
  %1057 = add i64 %1055, %1056
  %1058 = icmp sle i64 0, %1057
  %1059 = mul i32 %bx, 4
  %1060 = sext i32 %1059 to i64
  %1061 = sext i32 %i6361 to i64
  %1062 = add i64 %1060, %1061
  %1063 = sext i32 %M to i64
  %1064 = icmp slt i64 %1062, %1063
  %1065 = and i1 %1058, %1064
  %1066 = mul i32 %t, 512
  %1067 = sext i32 %1066 to i64
  %1068 = sext i32 %j5365 to i64
  %1069 = add i64 %1067, %1068
  %1070 = icmp sle i64 0, %1069
  %1071 = mul i32 %t, 512
  %1072 = sext i32 %1071 to i64
  %1073 = sext i32 %j5365 to i64
  %1074 = add i64 %1072, %1073
  %1075 = sext i32 %N to i64
  %1076 = icmp slt i64 %1074, %1075
  %1077 = and i1 %1070, %1076
  %1078 = and i1 %1065, %1077
  br i1 %1078, label %if.then366, label %if.else367

for.end364:                                       ; preds = %for.cond362
  %1079 = add nsw i32 %i6361, 1
  br label %for.cond358, !llvm.loop !83

if.then366:                                       ; preds = %for.body363
  %1080 = sext i32 %i6361 to i64
  %1081 = mul nsw i64 %1080, 512
  %1082 = sext i32 %j5365 to i64
  %1083 = add nsw i64 %1081, %1082
  %1084 = getelementptr inbounds float, ptr %X_f, i64 %1083
  %1085 = load float, ptr %1084, align 4
  %1086 = mul i32 %bx, 4
  %1087 = add i32 %1086, %i6361
  %1088 = sext i32 %1087 to i64
  %1089 = sext i32 %N to i64
  %1090 = mul nsw i64 %1088, %1089
  %1091 = mul i32 %t, 512
  %1092 = add i32 %1091, %j5365
  %1093 = sext i32 %1092 to i64
  %1094 = add nsw i64 %1090, %1093
  %1095 = getelementptr inbounds float, ptr %Y, i64 %1094
  store float %1085, ptr %1095, align 4
  br label %if.end368

if.else367:                                       ; preds = %for.body363
  br label %if.end368

if.end368:                                        ; preds = %if.else367, %if.then366
  %1096 = add nsw i32 %j5365, 1
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
