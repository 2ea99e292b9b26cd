; ModuleID = 'rmsnorm.tile'
source_filename = "rmsnorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_rmsnorm = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @rmsnorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %X_f = alloca [1024 x float], align 64
  %W_f = alloca [256 x float], align 64
  %ss = alloca [4 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_f, i8 0, i64 1024, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %ss, i8 0, i64 16, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i1, 4
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i1 to i64
  %2 = getelementptr inbounds float, ptr %ss, i64 %1
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

for.cond1:                                        ; preds = %for.end30, %for.end
  %c = phi i32 [ 0, %for.end ], [ %99, %for.end30 ]
  %16 = icmp slt i32 %c, %15
  br i1 %16, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %17 = mul i32 %bx, 4
  %18 = add i32 %17, 4
  %19 = icmp sle i32 %18, %M
  %20 = mul i32 %c, 256
  %21 = add i32 %20, 256
  %22 = icmp sle i32 %21, %N
  %23 = and i1 %19, %22
  br i1 %23, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  br label %for.cond35

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond11

if.end:                                           ; preds = %for.end13, %for.end6
  br label %for.cond19

for.cond4:                                        ; preds = %for.end10, %if.then
  %i17 = phi i32 [ 0, %if.then ], [ %43, %for.end10 ]
  %24 = icmp slt i32 %i17, 4
  br i1 %24, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %42, %for.body9 ]
  %25 = icmp slt i32 %j1, 256
  br i1 %25, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %26 = mul i32 %bx, 4
  %27 = add i32 %26, %i17
  %28 = sext i32 %27 to i64
  %29 = sext i32 %N to i64
  %30 = mul nsw i64 %28, %29
  %31 = mul i32 %c, 256
  %32 = add i32 %31, %j1
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %30, %33
  %35 = getelementptr inbounds float, ptr %X, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = sext i32 %i17 to i64
  %38 = mul nsw i64 %37, 256
  %39 = sext i32 %j1 to i64
  %40 = add nsw i64 %38, %39
  %41 = getelementptr inbounds float, ptr %X_f, i64 %40
  store float %36, ptr %41, align 4
  %42 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !3

for.end10:                                        ; preds = %for.cond8
  %43 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !4

for.cond11:                                       ; preds = %for.end17, %if.else
  %i114 = phi i32 [ 0, %if.else ], [ %53, %for.end17 ]
  %44 = icmp slt i32 %i114, 4
  br i1 %44, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  br label %for.cond15

for.end13:                                        ; preds = %for.cond11
  br label %if.end

for.cond15:                                       ; preds = %sel.end, %for.body12
  %j118 = phi i32 [ 0, %for.body12 ], [ %71, %sel.end ]
  %45 = icmp slt i32 %j118, 256
  br i1 %45, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %46 = mul i32 %bx, 4
  %47 = add i32 %46, %i114
  %48 = icmp slt i32 %47, %M
  %49 = mul i32 %c, 256
  %50 = add i32 %49, %j118
  %51 = icmp slt i32 %50, %N
  %52 = and i1 %48, %51
  br i1 %52, label %sel.then, label %sel.else

for.end17:                                        ; preds = %for.cond15
  %53 = add nsw i32 %i114, 1
  br label %for.cond11, !llvm.loop !5

sel.then:                                         ; preds = %for.body16
  %54 = mul i32 %bx, 4
  %55 = add i32 %54, %i114
  %56 = sext i32 %55 to i64
  %57 = sext i32 %N to i64
  %58 = mul nsw i64 %56, %57
  %59 = mul i32 %c, 256
  %60 = add i32 %59, %j118
  %61 = sext i32 %60 to i64
  %62 = add nsw i64 %58, %61
  %63 = getelementptr inbounds float, ptr %X, i64 %62
  %64 = load float, ptr %63, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body16
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %65 = phi float [ %64, %sel.then ], [ 0.000000e+00, %sel.else ]
  %66 = sext i32 %i114 to i64
  %67 = mul nsw i64 %66, 256
  %68 = sext i32 %j118 to i64
  %69 = add nsw i64 %67, %68
  %70 = getelementptr inbounds float, ptr %X_f, i64 %69
  store float %65, ptr %70, align 4
  %71 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !6

for.cond19:                                       ; preds = %for.end24, %if.end
  %i = phi i32 [ 0, %if.end ], [ %77, %for.end24 ]
  %72 = icmp slt i32 %i, 4
  br i1 %72, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  br label %for.cond22

for.end21:                                        ; preds = %for.cond19
  br label %for.cond28

for.cond22:                                       ; preds = %sel.end27, %for.body20
  %j = phi i32 [ 0, %for.body20 ], [ %97, %sel.end27 ]
  %73 = icmp slt i32 %j, 256
  br i1 %73, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %74 = mul i32 %c, 256
  %75 = add i32 %74, %j
  %76 = icmp slt i32 %75, %N
  br i1 %76, label %sel.then25, label %sel.else26

for.end24:                                        ; preds = %for.cond22
  %77 = add nsw i32 %i, 1
  br label %for.cond19, !llvm.loop !7

sel.then25:                                       ; preds = %for.body23
  %78 = sext i32 %i to i64
  %79 = mul nsw i64 %78, 256
  %80 = sext i32 %j to i64
  %81 = add nsw i64 %79, %80
  %82 = getelementptr inbounds float, ptr %X_f, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = sext i32 %i to i64
  %85 = mul nsw i64 %84, 256
  %86 = sext i32 %j to i64
  %87 = add nsw i64 %85, %86
  %88 = getelementptr inbounds float, ptr %X_f, i64 %87
  %89 = load float, ptr %88, align 4
  %90 = fmul float %83, %89
  br label %sel.end27

sel.else26:                                       ; preds = %for.body23
  br label %sel.end27

sel.end27:                                        ; preds = %sel.else26, %sel.then25
  %91 = phi float [ %90, %sel.then25 ], [ 0.000000e+00, %sel.else26 ]
  %92 = sext i32 %i to i64
  %93 = mul nsw i64 %92, 256
  %94 = sext i32 %j to i64
  %95 = add nsw i64 %93, %94
  %96 = getelementptr inbounds float, ptr %X_f, i64 %95
  store float %91, ptr %96, align 4
  %97 = add nsw i32 %j, 1
  br label %for.cond22, !llvm.loop !8

for.cond28:                                       ; preds = %for.end34, %for.end21
  %i131 = phi i32 [ 0, %for.end21 ], [ %114, %for.end34 ]
  %98 = icmp slt i32 %i131, 4
  br i1 %98, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  br label %for.cond32

for.end30:                                        ; preds = %for.cond28
  %99 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !9

for.cond32:                                       ; preds = %for.body33, %for.body29
  %red = phi i32 [ 0, %for.body29 ], [ %113, %for.body33 ]
  %100 = icmp slt i32 %red, 256
  br i1 %100, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %101 = sext i32 %i131 to i64
  %102 = getelementptr inbounds float, ptr %ss, i64 %101
  %103 = load float, ptr %102, align 4
  %104 = sext i32 %i131 to i64
  %105 = mul nsw i64 %104, 256
  %106 = sext i32 %red to i64
  %107 = add nsw i64 %105, %106
  %108 = getelementptr inbounds float, ptr %X_f, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = fadd float %103, %109
  %111 = sext i32 %i131 to i64
  %112 = getelementptr inbounds float, ptr %ss, i64 %111
  store float %110, ptr %112, align 4
  %113 = add nsw i32 %red, 1
  br label %for.cond32, !llvm.loop !10

for.end34:                                        ; preds = %for.cond32
  %114 = add nsw i32 %i131, 1
  br label %for.cond28, !llvm.loop !11

for.cond35:                                       ; preds = %for.body36, %for.end3
  %i38 = phi i32 [ 0, %for.end3 ], [ %128, %for.body36 ]
  %115 = icmp slt i32 %i38, 4
  br i1 %115, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %116 = sext i32 %i38 to i64
  %117 = getelementptr inbounds float, ptr %ss, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = sitofp i32 %N to float
  %120 = fdiv float %118, %119
  %121 = fadd float %120, 0x3EB0C6F7A0000000
  %122 = fpext float %121 to double
  %123 = call double @llvm.sqrt.f64(double %122)
  %124 = fdiv double 1.000000e+00, %123
  %125 = fptrunc double %124 to float
  %126 = sext i32 %i38 to i64
  %127 = getelementptr inbounds float, ptr %ss, i64 %126
  store float %125, ptr %127, align 4
  %128 = add nsw i32 %i38, 1
  br label %for.cond35, !llvm.loop !12

for.end37:                                        ; preds = %for.cond35
  %129 = sext i32 %N to i64
  %130 = sdiv i64 %129, 256
  %131 = sub i64 0, %129
  %132 = select i1 false, i64 %131, i64 %130
  %133 = srem i64 %129, 256
  %134 = icmp ne i64 %133, 0
  %135 = icmp slt i64 %129, 0
  %136 = icmp eq i1 %135, false
  %137 = and i1 %134, %136
  %138 = zext i1 %137 to i64
  %139 = add i64 %132, %138
  %140 = trunc i64 %139 to i32
  br label %for.cond39

for.cond39:                                       ; preds = %if.end87, %for.end37
  %c42 = phi i32 [ 0, %for.end37 ], [ %252, %if.end87 ]
  %141 = icmp slt i32 %c42, %140
  br i1 %141, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %142 = mul i32 %bx, 4
  %143 = add i32 %142, 4
  %144 = icmp sle i32 %143, %M
  %145 = mul i32 %c42, 256
  %146 = add i32 %145, 256
  %147 = icmp sle i32 %146, %N
  %148 = and i1 %144, %147
  br i1 %148, label %if.then43, label %if.else44

for.end41:                                        ; preds = %for.cond39
  ret void

if.then43:                                        ; preds = %for.body40
  br label %for.cond46

if.else44:                                        ; preds = %for.body40
  br label %for.cond52

if.end45:                                         ; preds = %for.end54, %for.end48
  %149 = mul i32 %c42, 256
  %150 = add i32 %149, 256
  %151 = icmp sle i32 %150, %N
  br i1 %151, label %if.then63, label %if.else64

for.cond46:                                       ; preds = %for.end51, %if.then43
  %i2 = phi i32 [ 0, %if.then43 ], [ %171, %for.end51 ]
  %152 = icmp slt i32 %i2, 4
  br i1 %152, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  br label %for.cond49

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

for.cond49:                                       ; preds = %for.body50, %for.body47
  %j2 = phi i32 [ 0, %for.body47 ], [ %170, %for.body50 ]
  %153 = icmp slt i32 %j2, 256
  br i1 %153, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %154 = mul i32 %bx, 4
  %155 = add i32 %154, %i2
  %156 = sext i32 %155 to i64
  %157 = sext i32 %N to i64
  %158 = mul nsw i64 %156, %157
  %159 = mul i32 %c42, 256
  %160 = add i32 %159, %j2
  %161 = sext i32 %160 to i64
  %162 = add nsw i64 %158, %161
  %163 = getelementptr inbounds float, ptr %X, i64 %162
  %164 = load float, ptr %163, align 4
  %165 = sext i32 %i2 to i64
  %166 = mul nsw i64 %165, 256
  %167 = sext i32 %j2 to i64
  %168 = add nsw i64 %166, %167
  %169 = getelementptr inbounds float, ptr %X_f, i64 %168
  store float %164, ptr %169, align 4
  %170 = add nsw i32 %j2, 1
  br label %for.cond49, !llvm.loop !13

for.end51:                                        ; preds = %for.cond49
  %171 = add nsw i32 %i2, 1
  br label %for.cond46, !llvm.loop !14

for.cond52:                                       ; preds = %for.end58, %if.else44
  %i255 = phi i32 [ 0, %if.else44 ], [ %181, %for.end58 ]
  %172 = icmp slt i32 %i255, 4
  br i1 %172, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  br label %for.cond56

for.end54:                                        ; preds = %for.cond52
  br label %if.end45

for.cond56:                                       ; preds = %sel.end62, %for.body53
  %j259 = phi i32 [ 0, %for.body53 ], [ %199, %sel.end62 ]
  %173 = icmp slt i32 %j259, 256
  br i1 %173, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %174 = mul i32 %bx, 4
  %175 = add i32 %174, %i255
  %176 = icmp slt i32 %175, %M
  %177 = mul i32 %c42, 256
  %178 = add i32 %177, %j259
  %179 = icmp slt i32 %178, %N
  %180 = and i1 %176, %179
  br i1 %180, label %sel.then60, label %sel.else61

for.end58:                                        ; preds = %for.cond56
  %181 = add nsw i32 %i255, 1
  br label %for.cond52, !llvm.loop !15

sel.then60:                                       ; preds = %for.body57
  %182 = mul i32 %bx, 4
  %183 = add i32 %182, %i255
  %184 = sext i32 %183 to i64
  %185 = sext i32 %N to i64
  %186 = mul nsw i64 %184, %185
  %187 = mul i32 %c42, 256
  %188 = add i32 %187, %j259
  %189 = sext i32 %188 to i64
  %190 = add nsw i64 %186, %189
  %191 = getelementptr inbounds float, ptr %X, i64 %190
  %192 = load float, ptr %191, align 4
  br label %sel.end62

sel.else61:                                       ; preds = %for.body57
  br label %sel.end62

sel.end62:                                        ; preds = %sel.else61, %sel.then60
  %193 = phi float [ %192, %sel.then60 ], [ 0.000000e+00, %sel.else61 ]
  %194 = sext i32 %i255 to i64
  %195 = mul nsw i64 %194, 256
  %196 = sext i32 %j259 to i64
  %197 = add nsw i64 %195, %196
  %198 = getelementptr inbounds float, ptr %X_f, i64 %197
  store float %193, ptr %198, align 4
  %199 = add nsw i32 %j259, 1
  br label %for.cond56, !llvm.loop !16

if.then63:                                        ; preds = %if.end45
  br label %for.cond66

if.else64:                                        ; preds = %if.end45
  br label %for.cond70

if.end65:                                         ; preds = %for.end72, %for.end68
  br label %for.cond77

for.cond66:                                       ; preds = %for.body67, %if.then63
  %i269 = phi i32 [ 0, %if.then63 ], [ %208, %for.body67 ]
  %200 = icmp slt i32 %i269, 256
  br i1 %200, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %201 = mul i32 %c42, 256
  %202 = add i32 %201, %i269
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds float, ptr %W, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = sext i32 %i269 to i64
  %207 = getelementptr inbounds float, ptr %W_f, i64 %206
  store float %205, ptr %207, align 4
  %208 = add nsw i32 %i269, 1
  br label %for.cond66, !llvm.loop !17

for.end68:                                        ; preds = %for.cond66
  br label %if.end65

for.cond70:                                       ; preds = %sel.end76, %if.else64
  %i273 = phi i32 [ 0, %if.else64 ], [ %221, %sel.end76 ]
  %209 = icmp slt i32 %i273, 256
  br i1 %209, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %210 = mul i32 %c42, 256
  %211 = add i32 %210, %i273
  %212 = icmp slt i32 %211, %N
  br i1 %212, label %sel.then74, label %sel.else75

for.end72:                                        ; preds = %for.cond70
  br label %if.end65

sel.then74:                                       ; preds = %for.body71
  %213 = mul i32 %c42, 256
  %214 = add i32 %213, %i273
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds float, ptr %W, i64 %215
  %217 = load float, ptr %216, align 4
  br label %sel.end76

sel.else75:                                       ; preds = %for.body71
  br label %sel.end76

sel.end76:                                        ; preds = %sel.else75, %sel.then74
  %218 = phi float [ %217, %sel.then74 ], [ 0.000000e+00, %sel.else75 ]
  %219 = sext i32 %i273 to i64
  %220 = getelementptr inbounds float, ptr %W_f, i64 %219
  store float %218, ptr %220, align 4
  %221 = add nsw i32 %i273, 1
  br label %for.cond70, !llvm.loop !18

for.cond77:                                       ; preds = %for.end83, %if.end65
  %i80 = phi i32 [ 0, %if.end65 ], [ %251, %for.end83 ]
  %222 = icmp slt i32 %i80, 4
  br i1 %222, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  br label %for.cond81

for.end79:                                        ; preds = %for.cond77
  %223 = mul i32 %bx, 4
  %224 = add i32 %223, 4
  %225 = icmp sle i32 %224, %M
  %226 = mul i32 %c42, 256
  %227 = add i32 %226, 256
  %228 = icmp sle i32 %227, %N
  %229 = and i1 %225, %228
  br i1 %229, label %if.then85, label %if.else86

for.cond81:                                       ; preds = %for.body82, %for.body78
  %j84 = phi i32 [ 0, %for.body78 ], [ %250, %for.body82 ]
  %230 = icmp slt i32 %j84, 256
  br i1 %230, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %231 = sext i32 %i80 to i64
  %232 = mul nsw i64 %231, 256
  %233 = sext i32 %j84 to i64
  %234 = add nsw i64 %232, %233
  %235 = getelementptr inbounds float, ptr %X_f, i64 %234
  %236 = load float, ptr %235, align 4
  %237 = sext i32 %i80 to i64
  %238 = getelementptr inbounds float, ptr %ss, i64 %237
  %239 = load float, ptr %238, align 4
  %240 = fmul float %236, %239
  %241 = sext i32 %j84 to i64
  %242 = getelementptr inbounds float, ptr %W_f, i64 %241
  %243 = load float, ptr %242, align 4
  %244 = fmul float %240, %243
  %245 = sext i32 %i80 to i64
  %246 = mul nsw i64 %245, 256
  %247 = sext i32 %j84 to i64
  %248 = add nsw i64 %246, %247
  %249 = getelementptr inbounds float, ptr %X_f, i64 %248
  store float %244, ptr %249, align 4
  %250 = add nsw i32 %j84, 1
  br label %for.cond81, !llvm.loop !19

for.end83:                                        ; preds = %for.cond81
  %251 = add nsw i32 %i80, 1
  br label %for.cond77, !llvm.loop !20

if.then85:                                        ; preds = %for.end79
  br label %for.cond88

if.else86:                                        ; preds = %for.end79
  br label %for.cond96

if.end87:                                         ; preds = %for.end98, %for.end90
  %252 = add nsw i32 %c42, 1
  br label %for.cond39, !llvm.loop !21

for.cond88:                                       ; preds = %for.end94, %if.then85
  %i291 = phi i32 [ 0, %if.then85 ], [ %272, %for.end94 ]
  %253 = icmp slt i32 %i291, 4
  br i1 %253, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  br label %for.cond92

for.end90:                                        ; preds = %for.cond88
  br label %if.end87

for.cond92:                                       ; preds = %for.body93, %for.body89
  %j295 = phi i32 [ 0, %for.body89 ], [ %271, %for.body93 ]
  %254 = icmp slt i32 %j295, 256
  br i1 %254, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %255 = sext i32 %i291 to i64
  %256 = mul nsw i64 %255, 256
  %257 = sext i32 %j295 to i64
  %258 = add nsw i64 %256, %257
  %259 = getelementptr inbounds float, ptr %X_f, i64 %258
  %260 = load float, ptr %259, align 4
  %261 = mul i32 %bx, 4
  %262 = add i32 %261, %i291
  %263 = sext i32 %262 to i64
  %264 = sext i32 %N to i64
  %265 = mul nsw i64 %263, %264
  %266 = mul i32 %c42, 256
  %267 = add i32 %266, %j295
  %268 = sext i32 %267 to i64
  %269 = add nsw i64 %265, %268
  %270 = getelementptr inbounds float, ptr %Y, i64 %269
  store float %260, ptr %270, align 4
  %271 = add nsw i32 %j295, 1
  br label %for.cond92, !llvm.loop !22

for.end94:                                        ; preds = %for.cond92
  %272 = add nsw i32 %i291, 1
  br label %for.cond88, !llvm.loop !23

for.cond96:                                       ; preds = %for.end102, %if.else86
  %i299 = phi i32 [ 0, %if.else86 ], [ %282, %for.end102 ]
  %273 = icmp slt i32 %i299, 4
  br i1 %273, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  br label %for.cond100

for.end98:                                        ; preds = %for.cond96
  br label %if.end87

for.cond100:                                      ; preds = %if.end106, %for.body97
  %j2103 = phi i32 [ 0, %for.body97 ], [ %299, %if.end106 ]
  %274 = icmp slt i32 %j2103, 256
  br i1 %274, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %275 = mul i32 %bx, 4
  %276 = add i32 %275, %i299
  %277 = icmp slt i32 %276, %M
  %278 = mul i32 %c42, 256
  %279 = add i32 %278, %j2103
  %280 = icmp slt i32 %279, %N
  %281 = and i1 %277, %280
  br i1 %281, label %if.then104, label %if.else105

for.end102:                                       ; preds = %for.cond100
  %282 = add nsw i32 %i299, 1
  br label %for.cond96, !llvm.loop !24

if.then104:                                       ; preds = %for.body101
  %283 = sext i32 %i299 to i64
  %284 = mul nsw i64 %283, 256
  %285 = sext i32 %j2103 to i64
  %286 = add nsw i64 %284, %285
  %287 = getelementptr inbounds float, ptr %X_f, i64 %286
  %288 = load float, ptr %287, align 4
  %289 = mul i32 %bx, 4
  %290 = add i32 %289, %i299
  %291 = sext i32 %290 to i64
  %292 = sext i32 %N to i64
  %293 = mul nsw i64 %291, %292
  %294 = mul i32 %c42, 256
  %295 = add i32 %294, %j2103
  %296 = sext i32 %295 to i64
  %297 = add nsw i64 %293, %296
  %298 = getelementptr inbounds float, ptr %Y, i64 %297
  store float %288, ptr %298, align 4
  br label %if.end106

if.else105:                                       ; preds = %for.body101
  br label %if.end106

if.end106:                                        ; preds = %if.else105, %if.then104
  %299 = add nsw i32 %j2103, 1
  br label %for.cond100, !llvm.loop !25
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nounwind
define internal void @rmsnorm_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 5
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
  call void @rmsnorm_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %22)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_rmsnorm(ptr %args, ptr %dims, i32 %nworkers) #0 {
entry:
  %a = alloca %tilec_args_rmsnorm, align 8
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds ptr, ptr %args, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 0
  store ptr %1, ptr %2, align 8
  %3 = getelementptr inbounds ptr, ptr %args, i64 1
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 1
  store ptr %4, ptr %5, align 8
  %6 = getelementptr inbounds ptr, ptr %args, i64 2
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 2
  store ptr %7, ptr %8, align 8
  %9 = getelementptr inbounds i64, ptr %dims, i64 0
  %10 = load i64, ptr %9, align 8
  %M = trunc i64 %10 to i32
  %11 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 3
  store i32 %M, ptr %11, align 4
  %12 = getelementptr inbounds i64, ptr %dims, i64 1
  %13 = load i64, ptr %12, align 8
  %N = trunc i64 %13 to i32
  %14 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 4
  store i32 %N, ptr %14, align 4
  %15 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 5
  %16 = sext i32 %M to i64
  %17 = sdiv i64 %16, 4
  %18 = sub i64 0, %16
  %19 = select i1 false, i64 %18, i64 %17
  %20 = srem i64 %16, 4
  %21 = icmp ne i64 %20, 0
  %22 = icmp slt i64 %16, 0
  %23 = icmp eq i1 %22, false
  %24 = and i1 %21, %23
  %25 = zext i1 %24 to i64
  %26 = add i64 %19, %25
  %27 = trunc i64 %26 to i32
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [3 x i64], ptr %15, i64 0, i64 0
  store i64 %28, ptr %29, align 8
  %30 = icmp sgt i64 %28, 0
  %31 = mul i64 1, %28
  %32 = getelementptr inbounds [3 x i64], ptr %15, i64 0, i64 1
  store i64 1, ptr %32, align 8
  %33 = and i1 %30, true
  %34 = mul i64 %31, 1
  %35 = getelementptr inbounds [3 x i64], ptr %15, i64 0, i64 2
  store i64 1, ptr %35, align 8
  %36 = and i1 %33, true
  %37 = mul i64 %34, 1
  br i1 %36, label %run, label %empty

run:                                              ; preds = %body
  %38 = call i32 @tilec_rt_run_blocks(i64 %37, i32 %nworkers, ptr @rmsnorm_task, ptr %a)
  ret i32 %38

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
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
