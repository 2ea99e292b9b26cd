; ModuleID = 'rmsnorm.tile'
source_filename = "rmsnorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_rmsnorm = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @rmsnorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_15 = alloca [32 x float], align 64
  %X_s = alloca [8192 x float], align 64
  %sq_s = alloca [8192 x float], align 64
  %W_s = alloca [256 x float], align 64
  %ss_s = alloca [32 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %W_f = alloca [512 x float], align 64
  %ss = alloca [4 x float], align 64
  %tl_lanes_16 = alloca [32 x float], align 64
  %sq = alloca [2048 x float], align 64
  %tl_lanes_17 = alloca [32 x float], align 64
  %X_r = alloca [4096 x float], align 64
  %sq_r = alloca [4096 x float], align 64
  %W_r = alloca [4096 x float], align 64
  %ss_r = alloca [1 x float], align 64
  %tl_lanes_18 = alloca [32 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = icmp sle i32 %N, 256
  br i1 %0, label %if.then, label %if.else

if.then:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_15, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %ss_s, i8 0, i64 128, i1 false)
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
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_f, i8 0, i64 2048, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %ss, i8 0, i64 16, i1 false)
  %12 = icmp sle i32 %N, 512
  br i1 %12, label %if.then82, label %if.else83

if.end:                                           ; preds = %if.end84, %if.end62
  ret void

if.then1:                                         ; preds = %if.then
  br label %for.cond

if.else2:                                         ; preds = %if.then
  br label %for.cond7

if.end3:                                          ; preds = %for.end9, %for.end
  %13 = sext i32 %N to i64
  %14 = icmp sle i64 256, %13
  br i1 %14, label %if.then15, label %if.else16

for.cond:                                         ; preds = %for.end6, %if.then1
  %i6 = phi i32 [ 0, %if.then1 ], [ %32, %for.end6 ]
  %15 = icmp slt i32 %i6, 32
  br i1 %15, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond4

for.end:                                          ; preds = %for.cond
  br label %if.end3

for.cond4:                                        ; preds = %for.body5, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %31, %for.body5 ]
  %16 = icmp slt i32 %j1, 256
  br i1 %16, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %17 = mul i32 %bx, 32
  %18 = add i32 %17, %i6
  %19 = sext i32 %18 to i64
  %20 = sext i32 %N to i64
  %21 = mul nsw i64 %19, %20
  %22 = sext i32 %j1 to i64
  %23 = add nsw i64 %21, %22
  %24 = getelementptr inbounds float, ptr %X, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = sext i32 %i6 to i64
  %27 = mul nsw i64 %26, 256
  %28 = sext i32 %j1 to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %X_s, i64 %29
  store float %25, ptr %30, align 4
  %31 = add nsw i32 %j1, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  %32 = add nsw i32 %i6, 1
  br label %for.cond, !llvm.loop !3

for.cond7:                                        ; preds = %for.end13, %if.else2
  %i610 = phi i32 [ 0, %if.else2 ], [ %51, %for.end13 ]
  %33 = icmp slt i32 %i610, 32
  br i1 %33, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end3

for.cond11:                                       ; preds = %sel.end, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %67, %sel.end ]
  %34 = icmp slt i32 %j114, 256
  br i1 %34, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %35 = mul i32 %bx, 32
  %36 = sext i32 %35 to i64
  %37 = sext i32 %i610 to i64
  %38 = add i64 %36, %37
  %39 = icmp sle i64 0, %38
  %40 = mul i32 %bx, 32
  %41 = sext i32 %40 to i64
  %42 = sext i32 %i610 to i64
  %43 = add i64 %41, %42
  %44 = sext i32 %M to i64
  %45 = icmp slt i64 %43, %44
  %46 = and i1 %39, %45
  %47 = sext i32 %j114 to i64
  %48 = sext i32 %N to i64
  %49 = icmp slt i64 %47, %48
  %50 = and i1 %46, %49
  br i1 %50, label %sel.then, label %sel.else

for.end13:                                        ; preds = %for.cond11
  %51 = add nsw i32 %i610, 1
  br label %for.cond7, !llvm.loop !4

sel.then:                                         ; preds = %for.body12
  %52 = mul i32 %bx, 32
  %53 = add i32 %52, %i610
  %54 = sext i32 %53 to i64
  %55 = sext i32 %N to i64
  %56 = mul nsw i64 %54, %55
  %57 = sext i32 %j114 to i64
  %58 = add nsw i64 %56, %57
  %59 = getelementptr inbounds float, ptr %X, i64 %58
  %60 = load float, ptr %59, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body12
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %61 = phi float [ %60, %sel.then ], [ 0.000000e+00, %sel.else ]
  %62 = sext i32 %i610 to i64
  %63 = mul nsw i64 %62, 256
  %64 = sext i32 %j114 to i64
  %65 = add nsw i64 %63, %64
  %66 = getelementptr inbounds float, ptr %X_s, i64 %65
  store float %61, ptr %66, align 4
  %67 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !5

if.then15:                                        ; preds = %if.end3
  br label %for.cond18

if.else16:                                        ; preds = %if.end3
  br label %for.cond22

if.end17:                                         ; preds = %for.end24, %for.end20
  br label %for.cond29

for.cond18:                                       ; preds = %for.body19, %if.then15
  %i621 = phi i32 [ 0, %if.then15 ], [ %74, %for.body19 ]
  %68 = icmp slt i32 %i621, 256
  br i1 %68, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %69 = sext i32 %i621 to i64
  %70 = getelementptr inbounds float, ptr %W, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = sext i32 %i621 to i64
  %73 = getelementptr inbounds float, ptr %W_s, i64 %72
  store float %71, ptr %73, align 4
  %74 = add nsw i32 %i621, 1
  br label %for.cond18, !llvm.loop !6

for.end20:                                        ; preds = %for.cond18
  br label %if.end17

for.cond22:                                       ; preds = %sel.end28, %if.else16
  %i625 = phi i32 [ 0, %if.else16 ], [ %85, %sel.end28 ]
  %75 = icmp slt i32 %i625, 256
  br i1 %75, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %76 = sext i32 %i625 to i64
  %77 = sext i32 %N to i64
  %78 = icmp slt i64 %76, %77
  br i1 %78, label %sel.then26, label %sel.else27

for.end24:                                        ; preds = %for.cond22
  br label %if.end17

sel.then26:                                       ; preds = %for.body23
  %79 = sext i32 %i625 to i64
  %80 = getelementptr inbounds float, ptr %W, i64 %79
  %81 = load float, ptr %80, align 4
  br label %sel.end28

sel.else27:                                       ; preds = %for.body23
  br label %sel.end28

sel.end28:                                        ; preds = %sel.else27, %sel.then26
  %82 = phi float [ %81, %sel.then26 ], [ 0.000000e+00, %sel.else27 ]
  %83 = sext i32 %i625 to i64
  %84 = getelementptr inbounds float, ptr %W_s, i64 %83
  store float %82, ptr %84, align 4
  %85 = add nsw i32 %i625, 1
  br label %for.cond22, !llvm.loop !7

for.cond29:                                       ; preds = %for.end34, %if.end17
  %i = phi i32 [ 0, %if.end17 ], [ %111, %for.end34 ]
  %86 = icmp slt i32 %i, 32
  br i1 %86, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  br label %for.cond32

for.end31:                                        ; preds = %for.cond29
  br label %for.cond35

for.cond32:                                       ; preds = %for.body33, %for.body30
  %j = phi i32 [ 0, %for.body30 ], [ %110, %for.body33 ]
  %87 = icmp slt i32 %j, 256
  br i1 %87, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %88 = icmp slt i32 %j, %N
  %89 = sext i32 %i to i64
  %90 = mul nsw i64 %89, 256
  %91 = sext i32 %j to i64
  %92 = add nsw i64 %90, %91
  %93 = call i64 @llvm.umin.i64(i64 %92, i64 8191)
  %94 = getelementptr inbounds float, ptr %X_s, i64 %93
  %95 = load float, ptr %94, align 4
  %96 = sext i32 %i to i64
  %97 = mul nsw i64 %96, 256
  %98 = sext i32 %j to i64
  %99 = add nsw i64 %97, %98
  %100 = call i64 @llvm.umin.i64(i64 %99, i64 8191)
  %101 = getelementptr inbounds float, ptr %X_s, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fmul float %95, %102
  %104 = select i1 %88, float %103, float 0.000000e+00
  %105 = sext i32 %i to i64
  %106 = mul nsw i64 %105, 256
  %107 = sext i32 %j to i64
  %108 = add nsw i64 %106, %107
  %109 = getelementptr inbounds float, ptr %sq_s, i64 %108
  store float %104, ptr %109, align 4
  %110 = add nsw i32 %j, 1
  br label %for.cond32, !llvm.loop !8

for.end34:                                        ; preds = %for.cond32
  %111 = add nsw i32 %i, 1
  br label %for.cond29, !llvm.loop !9

for.cond35:                                       ; preds = %for.end50, %for.end31
  %i1 = phi i32 [ 0, %for.end31 ], [ %155, %for.end50 ]
  %112 = icmp slt i32 %i1, 32
  br i1 %112, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  br label %for.cond38

for.end37:                                        ; preds = %for.cond35
  br label %for.cond52

for.cond38:                                       ; preds = %for.body39, %for.body36
  %lane = phi i32 [ 0, %for.body36 ], [ %122, %for.body39 ]
  %113 = icmp slt i32 %lane, 32
  br i1 %113, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %114 = sext i32 %i1 to i64
  %115 = mul nsw i64 %114, 256
  %116 = sext i32 %lane to i64
  %117 = add nsw i64 %115, %116
  %118 = getelementptr inbounds float, ptr %sq_s, i64 %117
  %119 = load float, ptr %118, align 4
  %120 = sext i32 %lane to i64
  %121 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %120
  store float %119, ptr %121, align 4
  %122 = add nsw i32 %lane, 1
  br label %for.cond38, !llvm.loop !10

for.end40:                                        ; preds = %for.cond38
  br label %for.cond41

for.cond41:                                       ; preds = %for.end46, %for.end40
  %red = phi i32 [ 0, %for.end40 ], [ %143, %for.end46 ]
  %123 = icmp slt i32 %red, 7
  br i1 %123, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  br label %for.cond44

for.end43:                                        ; preds = %for.cond41
  %124 = sext i32 %i1 to i64
  %125 = getelementptr inbounds float, ptr %ss_s, i64 %124
  store float 0.000000e+00, ptr %125, align 4
  br label %for.cond48

for.cond44:                                       ; preds = %for.body45, %for.body42
  %lane47 = phi i32 [ 0, %for.body42 ], [ %142, %for.body45 ]
  %126 = icmp slt i32 %lane47, 32
  br i1 %126, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %127 = sext i32 %lane47 to i64
  %128 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = sext i32 %i1 to i64
  %131 = mul nsw i64 %130, 256
  %132 = add i32 %red, 1
  %133 = mul i32 %132, 32
  %134 = add i32 %133, %lane47
  %135 = sext i32 %134 to i64
  %136 = add nsw i64 %131, %135
  %137 = getelementptr inbounds float, ptr %sq_s, i64 %136
  %138 = load float, ptr %137, align 4
  %139 = fadd float %129, %138
  %140 = sext i32 %lane47 to i64
  %141 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %140
  store float %139, ptr %141, align 4
  %142 = add nsw i32 %lane47, 1
  br label %for.cond44, !llvm.loop !11

for.end46:                                        ; preds = %for.cond44
  %143 = add nsw i32 %red, 1
  br label %for.cond41, !llvm.loop !12

for.cond48:                                       ; preds = %for.body49, %for.end43
  %lane51 = phi i32 [ 0, %for.end43 ], [ %154, %for.body49 ]
  %144 = icmp slt i32 %lane51, 32
  br i1 %144, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %145 = sext i32 %i1 to i64
  %146 = getelementptr inbounds float, ptr %ss_s, i64 %145
  %147 = load float, ptr %146, align 4
  %148 = sext i32 %lane51 to i64
  %149 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %148
  %150 = load float, ptr %149, align 4
  %151 = fadd float %147, %150
  %152 = sext i32 %i1 to i64
  %153 = getelementptr inbounds float, ptr %ss_s, i64 %152
  store float %151, ptr %153, align 4
  %154 = add nsw i32 %lane51, 1
  br label %for.cond48, !llvm.loop !13

for.end50:                                        ; preds = %for.cond48
  %155 = add nsw i32 %i1, 1
  br label %for.cond35, !llvm.loop !14

for.cond52:                                       ; preds = %for.end58, %for.end37
  %i55 = phi i32 [ 0, %for.end37 ], [ %196, %for.end58 ]
  %156 = icmp slt i32 %i55, 32
  br i1 %156, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  br label %for.cond56

for.end54:                                        ; preds = %for.cond52
  %157 = mul i32 %bx, 32
  %158 = icmp sle i32 0, %157
  %159 = mul i32 %bx, 32
  %160 = sext i32 %159 to i64
  %161 = add i64 %160, 32
  %162 = sext i32 %M to i64
  %163 = icmp sle i64 %161, %162
  %164 = and i1 %158, %163
  %165 = sext i32 %N to i64
  %166 = icmp sle i64 256, %165
  %167 = and i1 %164, %166
  br i1 %167, label %if.then60, label %if.else61

for.cond56:                                       ; preds = %for.body57, %for.body53
  %j59 = phi i32 [ 0, %for.body53 ], [ %195, %for.body57 ]
  %168 = icmp slt i32 %j59, 256
  br i1 %168, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %169 = sext i32 %i55 to i64
  %170 = mul nsw i64 %169, 256
  %171 = sext i32 %j59 to i64
  %172 = add nsw i64 %170, %171
  %173 = getelementptr inbounds float, ptr %X_s, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = sext i32 %i55 to i64
  %176 = getelementptr inbounds float, ptr %ss_s, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = sitofp i32 %N to float
  %179 = fdiv float %177, %178
  %180 = fadd float %179, 0x3EB0C6F7A0000000
  %181 = fpext float %180 to double
  %182 = call double @llvm.sqrt.f64(double %181)
  %183 = fdiv double 1.000000e+00, %182
  %184 = fptrunc double %183 to float
  %185 = fmul float %174, %184
  %186 = sext i32 %j59 to i64
  %187 = getelementptr inbounds float, ptr %W_s, i64 %186
  %188 = load float, ptr %187, align 4
  %189 = fmul float %185, %188
  %190 = sext i32 %i55 to i64
  %191 = mul nsw i64 %190, 256
  %192 = sext i32 %j59 to i64
  %193 = add nsw i64 %191, %192
  %194 = getelementptr inbounds float, ptr %X_s, i64 %193
  store float %189, ptr %194, align 4
  %195 = add nsw i32 %j59, 1
  br label %for.cond56, !llvm.loop !15

for.end58:                                        ; preds = %for.cond56
  %196 = add nsw i32 %i55, 1
  br label %for.cond52, !llvm.loop !16

if.then60:                                        ; preds = %for.end54
  br label %for.cond63

if.else61:                                        ; preds = %for.end54
  br label %for.cond71

if.end62:                                         ; preds = %for.end73, %for.end65
  br label %if.end

for.cond63:                                       ; preds = %for.end69, %if.then60
  %i666 = phi i32 [ 0, %if.then60 ], [ %214, %for.end69 ]
  %197 = icmp slt i32 %i666, 32
  br i1 %197, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  br label %for.cond67

for.end65:                                        ; preds = %for.cond63
  br label %if.end62

for.cond67:                                       ; preds = %for.body68, %for.body64
  %j170 = phi i32 [ 0, %for.body64 ], [ %213, %for.body68 ]
  %198 = icmp slt i32 %j170, 256
  br i1 %198, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %199 = sext i32 %i666 to i64
  %200 = mul nsw i64 %199, 256
  %201 = sext i32 %j170 to i64
  %202 = add nsw i64 %200, %201
  %203 = getelementptr inbounds float, ptr %X_s, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = mul i32 %bx, 32
  %206 = add i32 %205, %i666
  %207 = sext i32 %206 to i64
  %208 = sext i32 %N to i64
  %209 = mul nsw i64 %207, %208
  %210 = sext i32 %j170 to i64
  %211 = add nsw i64 %209, %210
  %212 = getelementptr inbounds float, ptr %Y, i64 %211
  store float %204, ptr %212, align 4
  %213 = add nsw i32 %j170, 1
  br label %for.cond67, !llvm.loop !17

for.end69:                                        ; preds = %for.cond67
  %214 = add nsw i32 %i666, 1
  br label %for.cond63, !llvm.loop !18

for.cond71:                                       ; preds = %for.end77, %if.else61
  %i674 = phi i32 [ 0, %if.else61 ], [ %233, %for.end77 ]
  %215 = icmp slt i32 %i674, 32
  br i1 %215, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  br label %for.cond75

for.end73:                                        ; preds = %for.cond71
  br label %if.end62

for.cond75:                                       ; preds = %if.end81, %for.body72
  %j178 = phi i32 [ 0, %for.body72 ], [ %248, %if.end81 ]
  %216 = icmp slt i32 %j178, 256
  br i1 %216, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %217 = mul i32 %bx, 32
  %218 = sext i32 %217 to i64
  %219 = sext i32 %i674 to i64
  %220 = add i64 %218, %219
  %221 = icmp sle i64 0, %220
  %222 = mul i32 %bx, 32
  %223 = sext i32 %222 to i64
  %224 = sext i32 %i674 to i64
  %225 = add i64 %223, %224
  %226 = sext i32 %M to i64
  %227 = icmp slt i64 %225, %226
  %228 = and i1 %221, %227
  %229 = sext i32 %j178 to i64
  %230 = sext i32 %N to i64
  %231 = icmp slt i64 %229, %230
  %232 = and i1 %228, %231
  br i1 %232, label %if.then79, label %if.else80

for.end77:                                        ; preds = %for.cond75
  %233 = add nsw i32 %i674, 1
  br label %for.cond71, !llvm.loop !19

if.then79:                                        ; preds = %for.body76
  %234 = sext i32 %i674 to i64
  %235 = mul nsw i64 %234, 256
  %236 = sext i32 %j178 to i64
  %237 = add nsw i64 %235, %236
  %238 = getelementptr inbounds float, ptr %X_s, i64 %237
  %239 = load float, ptr %238, align 4
  %240 = mul i32 %bx, 32
  %241 = add i32 %240, %i674
  %242 = sext i32 %241 to i64
  %243 = sext i32 %N to i64
  %244 = mul nsw i64 %242, %243
  %245 = sext i32 %j178 to i64
  %246 = add nsw i64 %244, %245
  %247 = getelementptr inbounds float, ptr %Y, i64 %246
  store float %239, ptr %247, align 4
  br label %if.end81

if.else80:                                        ; preds = %for.body76
  br label %if.end81

if.end81:                                         ; preds = %if.else80, %if.then79
  %248 = add nsw i32 %j178, 1
  br label %for.cond75, !llvm.loop !20

if.then82:                                        ; preds = %if.else
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_16, i8 0, i64 128, i1 false)
  %249 = mul i32 %bx, 4
  %250 = icmp sle i32 0, %249
  %251 = mul i32 %bx, 4
  %252 = sext i32 %251 to i64
  %253 = add i64 %252, 4
  %254 = sext i32 %M to i64
  %255 = icmp sle i64 %253, %254
  %256 = and i1 %250, %255
  %257 = sext i32 %N to i64
  %258 = icmp sle i64 512, %257
  %259 = and i1 %256, %258
  br i1 %259, label %if.then85, label %if.else86

if.else83:                                        ; preds = %if.else
  %260 = icmp sle i32 %N, 4096
  br i1 %260, label %if.then174, label %if.else175

if.end84:                                         ; preds = %if.end176, %if.end154
  br label %if.end

if.then85:                                        ; preds = %if.then82
  br label %for.cond88

if.else86:                                        ; preds = %if.then82
  br label %for.cond94

if.end87:                                         ; preds = %for.end96, %for.end90
  %261 = sext i32 %N to i64
  %262 = icmp sle i64 512, %261
  br i1 %262, label %if.then105, label %if.else106

for.cond88:                                       ; preds = %for.end93, %if.then85
  %i7 = phi i32 [ 0, %if.then85 ], [ %280, %for.end93 ]
  %263 = icmp slt i32 %i7, 4
  br i1 %263, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  br label %for.cond91

for.end90:                                        ; preds = %for.cond88
  br label %if.end87

for.cond91:                                       ; preds = %for.body92, %for.body89
  %j2 = phi i32 [ 0, %for.body89 ], [ %279, %for.body92 ]
  %264 = icmp slt i32 %j2, 512
  br i1 %264, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %265 = mul i32 %bx, 4
  %266 = add i32 %265, %i7
  %267 = sext i32 %266 to i64
  %268 = sext i32 %N to i64
  %269 = mul nsw i64 %267, %268
  %270 = sext i32 %j2 to i64
  %271 = add nsw i64 %269, %270
  %272 = getelementptr inbounds float, ptr %X, i64 %271
  %273 = load float, ptr %272, align 4
  %274 = sext i32 %i7 to i64
  %275 = mul nsw i64 %274, 512
  %276 = sext i32 %j2 to i64
  %277 = add nsw i64 %275, %276
  %278 = getelementptr inbounds float, ptr %X_f, i64 %277
  store float %273, ptr %278, align 4
  %279 = add nsw i32 %j2, 1
  br label %for.cond91, !llvm.loop !21

for.end93:                                        ; preds = %for.cond91
  %280 = add nsw i32 %i7, 1
  br label %for.cond88, !llvm.loop !22

for.cond94:                                       ; preds = %for.end100, %if.else86
  %i797 = phi i32 [ 0, %if.else86 ], [ %299, %for.end100 ]
  %281 = icmp slt i32 %i797, 4
  br i1 %281, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  br label %for.cond98

for.end96:                                        ; preds = %for.cond94
  br label %if.end87

for.cond98:                                       ; preds = %sel.end104, %for.body95
  %j2101 = phi i32 [ 0, %for.body95 ], [ %315, %sel.end104 ]
  %282 = icmp slt i32 %j2101, 512
  br i1 %282, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %283 = mul i32 %bx, 4
  %284 = sext i32 %283 to i64
  %285 = sext i32 %i797 to i64
  %286 = add i64 %284, %285
  %287 = icmp sle i64 0, %286
  %288 = mul i32 %bx, 4
  %289 = sext i32 %288 to i64
  %290 = sext i32 %i797 to i64
  %291 = add i64 %289, %290
  %292 = sext i32 %M to i64
  %293 = icmp slt i64 %291, %292
  %294 = and i1 %287, %293
  %295 = sext i32 %j2101 to i64
  %296 = sext i32 %N to i64
  %297 = icmp slt i64 %295, %296
  %298 = and i1 %294, %297
  br i1 %298, label %sel.then102, label %sel.else103

for.end100:                                       ; preds = %for.cond98
  %299 = add nsw i32 %i797, 1
  br label %for.cond94, !llvm.loop !23

sel.then102:                                      ; preds = %for.body99
  %300 = mul i32 %bx, 4
  %301 = add i32 %300, %i797
  %302 = sext i32 %301 to i64
  %303 = sext i32 %N to i64
  %304 = mul nsw i64 %302, %303
  %305 = sext i32 %j2101 to i64
  %306 = add nsw i64 %304, %305
  %307 = getelementptr inbounds float, ptr %X, i64 %306
  %308 = load float, ptr %307, align 4
  br label %sel.end104

sel.else103:                                      ; preds = %for.body99
  br label %sel.end104

sel.end104:                                       ; preds = %sel.else103, %sel.then102
  %309 = phi float [ %308, %sel.then102 ], [ 0.000000e+00, %sel.else103 ]
  %310 = sext i32 %i797 to i64
  %311 = mul nsw i64 %310, 512
  %312 = sext i32 %j2101 to i64
  %313 = add nsw i64 %311, %312
  %314 = getelementptr inbounds float, ptr %X_f, i64 %313
  store float %309, ptr %314, align 4
  %315 = add nsw i32 %j2101, 1
  br label %for.cond98, !llvm.loop !24

if.then105:                                       ; preds = %if.end87
  br label %for.cond108

if.else106:                                       ; preds = %if.end87
  br label %for.cond112

if.end107:                                        ; preds = %for.end114, %for.end110
  br label %for.cond119

for.cond108:                                      ; preds = %for.body109, %if.then105
  %i7111 = phi i32 [ 0, %if.then105 ], [ %322, %for.body109 ]
  %316 = icmp slt i32 %i7111, 512
  br i1 %316, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %317 = sext i32 %i7111 to i64
  %318 = getelementptr inbounds float, ptr %W, i64 %317
  %319 = load float, ptr %318, align 4
  %320 = sext i32 %i7111 to i64
  %321 = getelementptr inbounds float, ptr %W_f, i64 %320
  store float %319, ptr %321, align 4
  %322 = add nsw i32 %i7111, 1
  br label %for.cond108, !llvm.loop !25

for.end110:                                       ; preds = %for.cond108
  br label %if.end107

for.cond112:                                      ; preds = %sel.end118, %if.else106
  %i7115 = phi i32 [ 0, %if.else106 ], [ %333, %sel.end118 ]
  %323 = icmp slt i32 %i7115, 512
  br i1 %323, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %324 = sext i32 %i7115 to i64
  %325 = sext i32 %N to i64
  %326 = icmp slt i64 %324, %325
  br i1 %326, label %sel.then116, label %sel.else117

for.end114:                                       ; preds = %for.cond112
  br label %if.end107

sel.then116:                                      ; preds = %for.body113
  %327 = sext i32 %i7115 to i64
  %328 = getelementptr inbounds float, ptr %W, i64 %327
  %329 = load float, ptr %328, align 4
  br label %sel.end118

sel.else117:                                      ; preds = %for.body113
  br label %sel.end118

sel.end118:                                       ; preds = %sel.else117, %sel.then116
  %330 = phi float [ %329, %sel.then116 ], [ 0.000000e+00, %sel.else117 ]
  %331 = sext i32 %i7115 to i64
  %332 = getelementptr inbounds float, ptr %W_f, i64 %331
  store float %330, ptr %332, align 4
  %333 = add nsw i32 %i7115, 1
  br label %for.cond112, !llvm.loop !26

for.cond119:                                      ; preds = %for.end125, %if.end107
  %i122 = phi i32 [ 0, %if.end107 ], [ %359, %for.end125 ]
  %334 = icmp slt i32 %i122, 4
  br i1 %334, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  br label %for.cond123

for.end121:                                       ; preds = %for.cond119
  br label %for.cond127

for.cond123:                                      ; preds = %for.body124, %for.body120
  %j126 = phi i32 [ 0, %for.body120 ], [ %358, %for.body124 ]
  %335 = icmp slt i32 %j126, 512
  br i1 %335, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %336 = icmp slt i32 %j126, %N
  %337 = sext i32 %i122 to i64
  %338 = mul nsw i64 %337, 512
  %339 = sext i32 %j126 to i64
  %340 = add nsw i64 %338, %339
  %341 = call i64 @llvm.umin.i64(i64 %340, i64 2047)
  %342 = getelementptr inbounds float, ptr %X_f, i64 %341
  %343 = load float, ptr %342, align 4
  %344 = sext i32 %i122 to i64
  %345 = mul nsw i64 %344, 512
  %346 = sext i32 %j126 to i64
  %347 = add nsw i64 %345, %346
  %348 = call i64 @llvm.umin.i64(i64 %347, i64 2047)
  %349 = getelementptr inbounds float, ptr %X_f, i64 %348
  %350 = load float, ptr %349, align 4
  %351 = fmul float %343, %350
  %352 = select i1 %336, float %351, float 0.000000e+00
  %353 = sext i32 %i122 to i64
  %354 = mul nsw i64 %353, 512
  %355 = sext i32 %j126 to i64
  %356 = add nsw i64 %354, %355
  %357 = getelementptr inbounds float, ptr %sq, i64 %356
  store float %352, ptr %357, align 4
  %358 = add nsw i32 %j126, 1
  br label %for.cond123, !llvm.loop !27

for.end125:                                       ; preds = %for.cond123
  %359 = add nsw i32 %i122, 1
  br label %for.cond119, !llvm.loop !28

for.cond127:                                      ; preds = %for.end142, %for.end121
  %i2 = phi i32 [ 0, %for.end121 ], [ %403, %for.end142 ]
  %360 = icmp slt i32 %i2, 4
  br i1 %360, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  br label %for.cond130

for.end129:                                       ; preds = %for.cond127
  br label %for.cond144

for.cond130:                                      ; preds = %for.body131, %for.body128
  %lane1 = phi i32 [ 0, %for.body128 ], [ %370, %for.body131 ]
  %361 = icmp slt i32 %lane1, 32
  br i1 %361, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %362 = sext i32 %i2 to i64
  %363 = mul nsw i64 %362, 512
  %364 = sext i32 %lane1 to i64
  %365 = add nsw i64 %363, %364
  %366 = getelementptr inbounds float, ptr %sq, i64 %365
  %367 = load float, ptr %366, align 4
  %368 = sext i32 %lane1 to i64
  %369 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %368
  store float %367, ptr %369, align 4
  %370 = add nsw i32 %lane1, 1
  br label %for.cond130, !llvm.loop !29

for.end132:                                       ; preds = %for.cond130
  br label %for.cond133

for.cond133:                                      ; preds = %for.end138, %for.end132
  %red1 = phi i32 [ 0, %for.end132 ], [ %391, %for.end138 ]
  %371 = icmp slt i32 %red1, 15
  br i1 %371, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  br label %for.cond136

for.end135:                                       ; preds = %for.cond133
  %372 = sext i32 %i2 to i64
  %373 = getelementptr inbounds float, ptr %ss, i64 %372
  store float 0.000000e+00, ptr %373, align 4
  br label %for.cond140

for.cond136:                                      ; preds = %for.body137, %for.body134
  %lane1139 = phi i32 [ 0, %for.body134 ], [ %390, %for.body137 ]
  %374 = icmp slt i32 %lane1139, 32
  br i1 %374, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %375 = sext i32 %lane1139 to i64
  %376 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %375
  %377 = load float, ptr %376, align 4
  %378 = sext i32 %i2 to i64
  %379 = mul nsw i64 %378, 512
  %380 = add i32 %red1, 1
  %381 = mul i32 %380, 32
  %382 = add i32 %381, %lane1139
  %383 = sext i32 %382 to i64
  %384 = add nsw i64 %379, %383
  %385 = getelementptr inbounds float, ptr %sq, i64 %384
  %386 = load float, ptr %385, align 4
  %387 = fadd float %377, %386
  %388 = sext i32 %lane1139 to i64
  %389 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %388
  store float %387, ptr %389, align 4
  %390 = add nsw i32 %lane1139, 1
  br label %for.cond136, !llvm.loop !30

for.end138:                                       ; preds = %for.cond136
  %391 = add nsw i32 %red1, 1
  br label %for.cond133, !llvm.loop !31

for.cond140:                                      ; preds = %for.body141, %for.end135
  %lane1143 = phi i32 [ 0, %for.end135 ], [ %402, %for.body141 ]
  %392 = icmp slt i32 %lane1143, 32
  br i1 %392, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %393 = sext i32 %i2 to i64
  %394 = getelementptr inbounds float, ptr %ss, i64 %393
  %395 = load float, ptr %394, align 4
  %396 = sext i32 %lane1143 to i64
  %397 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %396
  %398 = load float, ptr %397, align 4
  %399 = fadd float %395, %398
  %400 = sext i32 %i2 to i64
  %401 = getelementptr inbounds float, ptr %ss, i64 %400
  store float %399, ptr %401, align 4
  %402 = add nsw i32 %lane1143, 1
  br label %for.cond140, !llvm.loop !32

for.end142:                                       ; preds = %for.cond140
  %403 = add nsw i32 %i2, 1
  br label %for.cond127, !llvm.loop !33

for.cond144:                                      ; preds = %for.end150, %for.end129
  %i147 = phi i32 [ 0, %for.end129 ], [ %444, %for.end150 ]
  %404 = icmp slt i32 %i147, 4
  br i1 %404, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  br label %for.cond148

for.end146:                                       ; preds = %for.cond144
  %405 = mul i32 %bx, 4
  %406 = icmp sle i32 0, %405
  %407 = mul i32 %bx, 4
  %408 = sext i32 %407 to i64
  %409 = add i64 %408, 4
  %410 = sext i32 %M to i64
  %411 = icmp sle i64 %409, %410
  %412 = and i1 %406, %411
  %413 = sext i32 %N to i64
  %414 = icmp sle i64 512, %413
  %415 = and i1 %412, %414
  br i1 %415, label %if.then152, label %if.else153

for.cond148:                                      ; preds = %for.body149, %for.body145
  %j151 = phi i32 [ 0, %for.body145 ], [ %443, %for.body149 ]
  %416 = icmp slt i32 %j151, 512
  br i1 %416, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %417 = sext i32 %i147 to i64
  %418 = mul nsw i64 %417, 512
  %419 = sext i32 %j151 to i64
  %420 = add nsw i64 %418, %419
  %421 = getelementptr inbounds float, ptr %X_f, i64 %420
  %422 = load float, ptr %421, align 4
  %423 = sext i32 %i147 to i64
  %424 = getelementptr inbounds float, ptr %ss, i64 %423
  %425 = load float, ptr %424, align 4
  %426 = sitofp i32 %N to float
  %427 = fdiv float %425, %426
  %428 = fadd float %427, 0x3EB0C6F7A0000000
  %429 = fpext float %428 to double
  %430 = call double @llvm.sqrt.f64(double %429)
  %431 = fdiv double 1.000000e+00, %430
  %432 = fptrunc double %431 to float
  %433 = fmul float %422, %432
  %434 = sext i32 %j151 to i64
  %435 = getelementptr inbounds float, ptr %W_f, i64 %434
  %436 = load float, ptr %435, align 4
  %437 = fmul float %433, %436
  %438 = sext i32 %i147 to i64
  %439 = mul nsw i64 %438, 512
  %440 = sext i32 %j151 to i64
  %441 = add nsw i64 %439, %440
  %442 = getelementptr inbounds float, ptr %X_f, i64 %441
  store float %437, ptr %442, align 4
  %443 = add nsw i32 %j151, 1
  br label %for.cond148, !llvm.loop !34

for.end150:                                       ; preds = %for.cond148
  %444 = add nsw i32 %i147, 1
  br label %for.cond144, !llvm.loop !35

if.then152:                                       ; preds = %for.end146
  br label %for.cond155

if.else153:                                       ; preds = %for.end146
  br label %for.cond163

if.end154:                                        ; preds = %for.end165, %for.end157
  br label %if.end84

for.cond155:                                      ; preds = %for.end161, %if.then152
  %i7158 = phi i32 [ 0, %if.then152 ], [ %462, %for.end161 ]
  %445 = icmp slt i32 %i7158, 4
  br i1 %445, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  br label %for.cond159

for.end157:                                       ; preds = %for.cond155
  br label %if.end154

for.cond159:                                      ; preds = %for.body160, %for.body156
  %j2162 = phi i32 [ 0, %for.body156 ], [ %461, %for.body160 ]
  %446 = icmp slt i32 %j2162, 512
  br i1 %446, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %447 = sext i32 %i7158 to i64
  %448 = mul nsw i64 %447, 512
  %449 = sext i32 %j2162 to i64
  %450 = add nsw i64 %448, %449
  %451 = getelementptr inbounds float, ptr %X_f, i64 %450
  %452 = load float, ptr %451, align 4
  %453 = mul i32 %bx, 4
  %454 = add i32 %453, %i7158
  %455 = sext i32 %454 to i64
  %456 = sext i32 %N to i64
  %457 = mul nsw i64 %455, %456
  %458 = sext i32 %j2162 to i64
  %459 = add nsw i64 %457, %458
  %460 = getelementptr inbounds float, ptr %Y, i64 %459
  store float %452, ptr %460, align 4
  %461 = add nsw i32 %j2162, 1
  br label %for.cond159, !llvm.loop !36

for.end161:                                       ; preds = %for.cond159
  %462 = add nsw i32 %i7158, 1
  br label %for.cond155, !llvm.loop !37

for.cond163:                                      ; preds = %for.end169, %if.else153
  %i7166 = phi i32 [ 0, %if.else153 ], [ %481, %for.end169 ]
  %463 = icmp slt i32 %i7166, 4
  br i1 %463, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  br label %for.cond167

for.end165:                                       ; preds = %for.cond163
  br label %if.end154

for.cond167:                                      ; preds = %if.end173, %for.body164
  %j2170 = phi i32 [ 0, %for.body164 ], [ %496, %if.end173 ]
  %464 = icmp slt i32 %j2170, 512
  br i1 %464, label %for.body168, label %for.end169

for.body168:                                      ; preds = %for.cond167
  %465 = mul i32 %bx, 4
  %466 = sext i32 %465 to i64
  %467 = sext i32 %i7166 to i64
  %468 = add i64 %466, %467
  %469 = icmp sle i64 0, %468
  %470 = mul i32 %bx, 4
  %471 = sext i32 %470 to i64
  %472 = sext i32 %i7166 to i64
  %473 = add i64 %471, %472
  %474 = sext i32 %M to i64
  %475 = icmp slt i64 %473, %474
  %476 = and i1 %469, %475
  %477 = sext i32 %j2170 to i64
  %478 = sext i32 %N to i64
  %479 = icmp slt i64 %477, %478
  %480 = and i1 %476, %479
  br i1 %480, label %if.then171, label %if.else172

for.end169:                                       ; preds = %for.cond167
  %481 = add nsw i32 %i7166, 1
  br label %for.cond163, !llvm.loop !38

if.then171:                                       ; preds = %for.body168
  %482 = sext i32 %i7166 to i64
  %483 = mul nsw i64 %482, 512
  %484 = sext i32 %j2170 to i64
  %485 = add nsw i64 %483, %484
  %486 = getelementptr inbounds float, ptr %X_f, i64 %485
  %487 = load float, ptr %486, align 4
  %488 = mul i32 %bx, 4
  %489 = add i32 %488, %i7166
  %490 = sext i32 %489 to i64
  %491 = sext i32 %N to i64
  %492 = mul nsw i64 %490, %491
  %493 = sext i32 %j2170 to i64
  %494 = add nsw i64 %492, %493
  %495 = getelementptr inbounds float, ptr %Y, i64 %494
  store float %487, ptr %495, align 4
  br label %if.end173

if.else172:                                       ; preds = %for.body168
  br label %if.end173

if.end173:                                        ; preds = %if.else172, %if.then171
  %496 = add nsw i32 %j2170, 1
  br label %for.cond167, !llvm.loop !39

if.then174:                                       ; preds = %if.else83
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_17, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  %497 = sext i32 %N to i64
  %498 = icmp sle i64 4096, %497
  br i1 %498, label %if.then177, label %if.else178

if.else175:                                       ; preds = %if.else83
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_18, i8 0, i64 128, i1 false)
  br label %for.cond269

if.end176:                                        ; preds = %for.end327, %for.end192
  br label %if.end84

if.then177:                                       ; preds = %if.then174
  br label %for.cond180

if.else178:                                       ; preds = %if.then174
  br label %for.cond183

if.end179:                                        ; preds = %for.end185, %for.end182
  br label %for.cond190

for.cond180:                                      ; preds = %for.body181, %if.then177
  %i9 = phi i32 [ 0, %if.then177 ], [ %505, %for.body181 ]
  %499 = icmp slt i32 %i9, 4096
  br i1 %499, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %500 = sext i32 %i9 to i64
  %501 = getelementptr inbounds float, ptr %W, i64 %500
  %502 = load float, ptr %501, align 4
  %503 = sext i32 %i9 to i64
  %504 = getelementptr inbounds float, ptr %W_r, i64 %503
  store float %502, ptr %504, align 4
  %505 = add nsw i32 %i9, 1
  br label %for.cond180, !llvm.loop !40

for.end182:                                       ; preds = %for.cond180
  br label %if.end179

for.cond183:                                      ; preds = %sel.end189, %if.else178
  %i9186 = phi i32 [ 0, %if.else178 ], [ %516, %sel.end189 ]
  %506 = icmp slt i32 %i9186, 4096
  br i1 %506, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %507 = sext i32 %i9186 to i64
  %508 = sext i32 %N to i64
  %509 = icmp slt i64 %507, %508
  br i1 %509, label %sel.then187, label %sel.else188

for.end185:                                       ; preds = %for.cond183
  br label %if.end179

sel.then187:                                      ; preds = %for.body184
  %510 = sext i32 %i9186 to i64
  %511 = getelementptr inbounds float, ptr %W, i64 %510
  %512 = load float, ptr %511, align 4
  br label %sel.end189

sel.else188:                                      ; preds = %for.body184
  br label %sel.end189

sel.end189:                                       ; preds = %sel.else188, %sel.then187
  %513 = phi float [ %512, %sel.then187 ], [ 0.000000e+00, %sel.else188 ]
  %514 = sext i32 %i9186 to i64
  %515 = getelementptr inbounds float, ptr %W_r, i64 %514
  store float %513, ptr %515, align 4
  %516 = add nsw i32 %i9186, 1
  br label %for.cond183, !llvm.loop !41

for.cond190:                                      ; preds = %if.end249, %if.end179
  %r = phi i32 [ 0, %if.end179 ], [ %700, %if.end249 ]
  %517 = icmp slt i32 %r, 4
  br i1 %517, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  %518 = mul i32 %bx, 4
  %519 = add i32 %518, %r
  %520 = icmp sle i32 0, %519
  %521 = mul i32 %bx, 4
  %522 = add i32 %521, %r
  %523 = sext i32 %522 to i64
  %524 = add i64 %523, 1
  %525 = sext i32 %M to i64
  %526 = icmp sle i64 %524, %525
  %527 = and i1 %520, %526
  %528 = sext i32 %N to i64
  %529 = icmp sle i64 4096, %528
  %530 = and i1 %527, %529
  br i1 %530, label %if.then193, label %if.else194

for.end192:                                       ; preds = %for.cond190
  br label %if.end176

if.then193:                                       ; preds = %for.body191
  br label %for.cond196

if.else194:                                       ; preds = %for.body191
  br label %for.cond203

if.end195:                                        ; preds = %for.end205, %for.end198
  br label %for.cond214

for.cond196:                                      ; preds = %for.end202, %if.then193
  %i9199 = phi i32 [ 0, %if.then193 ], [ %549, %for.end202 ]
  %531 = icmp slt i32 %i9199, 1
  br i1 %531, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  br label %for.cond200

for.end198:                                       ; preds = %for.cond196
  br label %if.end195

for.cond200:                                      ; preds = %for.body201, %for.body197
  %j3 = phi i32 [ 0, %for.body197 ], [ %548, %for.body201 ]
  %532 = icmp slt i32 %j3, 4096
  br i1 %532, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %533 = mul i32 %bx, 4
  %534 = add i32 %533, %r
  %535 = add i32 %534, %i9199
  %536 = sext i32 %535 to i64
  %537 = sext i32 %N to i64
  %538 = mul nsw i64 %536, %537
  %539 = sext i32 %j3 to i64
  %540 = add nsw i64 %538, %539
  %541 = getelementptr inbounds float, ptr %X, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = sext i32 %i9199 to i64
  %544 = mul nsw i64 %543, 4096
  %545 = sext i32 %j3 to i64
  %546 = add nsw i64 %544, %545
  %547 = getelementptr inbounds float, ptr %X_r, i64 %546
  store float %542, ptr %547, align 4
  %548 = add nsw i32 %j3, 1
  br label %for.cond200, !llvm.loop !42

for.end202:                                       ; preds = %for.cond200
  %549 = add nsw i32 %i9199, 1
  br label %for.cond196, !llvm.loop !43

for.cond203:                                      ; preds = %for.end209, %if.else194
  %i9206 = phi i32 [ 0, %if.else194 ], [ %570, %for.end209 ]
  %550 = icmp slt i32 %i9206, 1
  br i1 %550, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  br label %for.cond207

for.end205:                                       ; preds = %for.cond203
  br label %if.end195

for.cond207:                                      ; preds = %sel.end213, %for.body204
  %j3210 = phi i32 [ 0, %for.body204 ], [ %587, %sel.end213 ]
  %551 = icmp slt i32 %j3210, 4096
  br i1 %551, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  %552 = mul i32 %bx, 4
  %553 = add i32 %552, %r
  %554 = sext i32 %553 to i64
  %555 = sext i32 %i9206 to i64
  %556 = add i64 %554, %555
  %557 = icmp sle i64 0, %556
  %558 = mul i32 %bx, 4
  %559 = add i32 %558, %r
  %560 = sext i32 %559 to i64
  %561 = sext i32 %i9206 to i64
  %562 = add i64 %560, %561
  %563 = sext i32 %M to i64
  %564 = icmp slt i64 %562, %563
  %565 = and i1 %557, %564
  %566 = sext i32 %j3210 to i64
  %567 = sext i32 %N to i64
  %568 = icmp slt i64 %566, %567
  %569 = and i1 %565, %568
  br i1 %569, label %sel.then211, label %sel.else212

for.end209:                                       ; preds = %for.cond207
  %570 = add nsw i32 %i9206, 1
  br label %for.cond203, !llvm.loop !44

sel.then211:                                      ; preds = %for.body208
  %571 = mul i32 %bx, 4
  %572 = add i32 %571, %r
  %573 = add i32 %572, %i9206
  %574 = sext i32 %573 to i64
  %575 = sext i32 %N to i64
  %576 = mul nsw i64 %574, %575
  %577 = sext i32 %j3210 to i64
  %578 = add nsw i64 %576, %577
  %579 = getelementptr inbounds float, ptr %X, i64 %578
  %580 = load float, ptr %579, align 4
  br label %sel.end213

sel.else212:                                      ; preds = %for.body208
  br label %sel.end213

sel.end213:                                       ; preds = %sel.else212, %sel.then211
  %581 = phi float [ %580, %sel.then211 ], [ 0.000000e+00, %sel.else212 ]
  %582 = sext i32 %i9206 to i64
  %583 = mul nsw i64 %582, 4096
  %584 = sext i32 %j3210 to i64
  %585 = add nsw i64 %583, %584
  %586 = getelementptr inbounds float, ptr %X_r, i64 %585
  store float %581, ptr %586, align 4
  %587 = add nsw i32 %j3210, 1
  br label %for.cond207, !llvm.loop !45

for.cond214:                                      ; preds = %for.end220, %if.end195
  %i217 = phi i32 [ 0, %if.end195 ], [ %613, %for.end220 ]
  %588 = icmp slt i32 %i217, 1
  br i1 %588, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  br label %for.cond218

for.end216:                                       ; preds = %for.cond214
  br label %for.cond222

for.cond218:                                      ; preds = %for.body219, %for.body215
  %j221 = phi i32 [ 0, %for.body215 ], [ %612, %for.body219 ]
  %589 = icmp slt i32 %j221, 4096
  br i1 %589, label %for.body219, label %for.end220

for.body219:                                      ; preds = %for.cond218
  %590 = icmp slt i32 %j221, %N
  %591 = sext i32 %i217 to i64
  %592 = mul nsw i64 %591, 4096
  %593 = sext i32 %j221 to i64
  %594 = add nsw i64 %592, %593
  %595 = call i64 @llvm.umin.i64(i64 %594, i64 4095)
  %596 = getelementptr inbounds float, ptr %X_r, i64 %595
  %597 = load float, ptr %596, align 4
  %598 = sext i32 %i217 to i64
  %599 = mul nsw i64 %598, 4096
  %600 = sext i32 %j221 to i64
  %601 = add nsw i64 %599, %600
  %602 = call i64 @llvm.umin.i64(i64 %601, i64 4095)
  %603 = getelementptr inbounds float, ptr %X_r, i64 %602
  %604 = load float, ptr %603, align 4
  %605 = fmul float %597, %604
  %606 = select i1 %590, float %605, float 0.000000e+00
  %607 = sext i32 %i217 to i64
  %608 = mul nsw i64 %607, 4096
  %609 = sext i32 %j221 to i64
  %610 = add nsw i64 %608, %609
  %611 = getelementptr inbounds float, ptr %sq_r, i64 %610
  store float %606, ptr %611, align 4
  %612 = add nsw i32 %j221, 1
  br label %for.cond218, !llvm.loop !46

for.end220:                                       ; preds = %for.cond218
  %613 = add nsw i32 %i217, 1
  br label %for.cond214, !llvm.loop !47

for.cond222:                                      ; preds = %for.end237, %for.end216
  %i3 = phi i32 [ 0, %for.end216 ], [ %657, %for.end237 ]
  %614 = icmp slt i32 %i3, 1
  br i1 %614, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  br label %for.cond225

for.end224:                                       ; preds = %for.cond222
  br label %for.cond239

for.cond225:                                      ; preds = %for.body226, %for.body223
  %lane2 = phi i32 [ 0, %for.body223 ], [ %624, %for.body226 ]
  %615 = icmp slt i32 %lane2, 32
  br i1 %615, label %for.body226, label %for.end227

for.body226:                                      ; preds = %for.cond225
  %616 = sext i32 %i3 to i64
  %617 = mul nsw i64 %616, 4096
  %618 = sext i32 %lane2 to i64
  %619 = add nsw i64 %617, %618
  %620 = getelementptr inbounds float, ptr %sq_r, i64 %619
  %621 = load float, ptr %620, align 4
  %622 = sext i32 %lane2 to i64
  %623 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %622
  store float %621, ptr %623, align 4
  %624 = add nsw i32 %lane2, 1
  br label %for.cond225, !llvm.loop !48

for.end227:                                       ; preds = %for.cond225
  br label %for.cond228

for.cond228:                                      ; preds = %for.end233, %for.end227
  %red2 = phi i32 [ 0, %for.end227 ], [ %645, %for.end233 ]
  %625 = icmp slt i32 %red2, 127
  br i1 %625, label %for.body229, label %for.end230

for.body229:                                      ; preds = %for.cond228
  br label %for.cond231

for.end230:                                       ; preds = %for.cond228
  %626 = sext i32 %i3 to i64
  %627 = getelementptr inbounds float, ptr %ss_r, i64 %626
  store float 0.000000e+00, ptr %627, align 4
  br label %for.cond235

for.cond231:                                      ; preds = %for.body232, %for.body229
  %lane2234 = phi i32 [ 0, %for.body229 ], [ %644, %for.body232 ]
  %628 = icmp slt i32 %lane2234, 32
  br i1 %628, label %for.body232, label %for.end233

for.body232:                                      ; preds = %for.cond231
  %629 = sext i32 %lane2234 to i64
  %630 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %629
  %631 = load float, ptr %630, align 4
  %632 = sext i32 %i3 to i64
  %633 = mul nsw i64 %632, 4096
  %634 = add i32 %red2, 1
  %635 = mul i32 %634, 32
  %636 = add i32 %635, %lane2234
  %637 = sext i32 %636 to i64
  %638 = add nsw i64 %633, %637
  %639 = getelementptr inbounds float, ptr %sq_r, i64 %638
  %640 = load float, ptr %639, align 4
  %641 = fadd float %631, %640
  %642 = sext i32 %lane2234 to i64
  %643 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %642
  store float %641, ptr %643, align 4
  %644 = add nsw i32 %lane2234, 1
  br label %for.cond231, !llvm.loop !49

for.end233:                                       ; preds = %for.cond231
  %645 = add nsw i32 %red2, 1
  br label %for.cond228, !llvm.loop !50

for.cond235:                                      ; preds = %for.body236, %for.end230
  %lane2238 = phi i32 [ 0, %for.end230 ], [ %656, %for.body236 ]
  %646 = icmp slt i32 %lane2238, 32
  br i1 %646, label %for.body236, label %for.end237

for.body236:                                      ; preds = %for.cond235
  %647 = sext i32 %i3 to i64
  %648 = getelementptr inbounds float, ptr %ss_r, i64 %647
  %649 = load float, ptr %648, align 4
  %650 = sext i32 %lane2238 to i64
  %651 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %650
  %652 = load float, ptr %651, align 4
  %653 = fadd float %649, %652
  %654 = sext i32 %i3 to i64
  %655 = getelementptr inbounds float, ptr %ss_r, i64 %654
  store float %653, ptr %655, align 4
  %656 = add nsw i32 %lane2238, 1
  br label %for.cond235, !llvm.loop !51

for.end237:                                       ; preds = %for.cond235
  %657 = add nsw i32 %i3, 1
  br label %for.cond222, !llvm.loop !52

for.cond239:                                      ; preds = %for.end245, %for.end224
  %i242 = phi i32 [ 0, %for.end224 ], [ %699, %for.end245 ]
  %658 = icmp slt i32 %i242, 1
  br i1 %658, label %for.body240, label %for.end241

for.body240:                                      ; preds = %for.cond239
  br label %for.cond243

for.end241:                                       ; preds = %for.cond239
  %659 = mul i32 %bx, 4
  %660 = add i32 %659, %r
  %661 = icmp sle i32 0, %660
  %662 = mul i32 %bx, 4
  %663 = add i32 %662, %r
  %664 = sext i32 %663 to i64
  %665 = add i64 %664, 1
  %666 = sext i32 %M to i64
  %667 = icmp sle i64 %665, %666
  %668 = and i1 %661, %667
  %669 = sext i32 %N to i64
  %670 = icmp sle i64 4096, %669
  %671 = and i1 %668, %670
  br i1 %671, label %if.then247, label %if.else248

for.cond243:                                      ; preds = %for.body244, %for.body240
  %j246 = phi i32 [ 0, %for.body240 ], [ %698, %for.body244 ]
  %672 = icmp slt i32 %j246, 4096
  br i1 %672, label %for.body244, label %for.end245

for.body244:                                      ; preds = %for.cond243
  %673 = sext i32 %i242 to i64
  %674 = mul nsw i64 %673, 4096
  %675 = sext i32 %j246 to i64
  %676 = add nsw i64 %674, %675
  %677 = getelementptr inbounds float, ptr %X_r, i64 %676
  %678 = load float, ptr %677, align 4
  %679 = getelementptr inbounds float, ptr %ss_r, i64 0
  %680 = load float, ptr %679, align 4
  %681 = sitofp i32 %N to float
  %682 = fdiv float %680, %681
  %683 = fadd float %682, 0x3EB0C6F7A0000000
  %684 = fpext float %683 to double
  %685 = call double @llvm.sqrt.f64(double %684)
  %686 = fdiv double 1.000000e+00, %685
  %687 = fptrunc double %686 to float
  %688 = fmul float %678, %687
  %689 = sext i32 %j246 to i64
  %690 = getelementptr inbounds float, ptr %W_r, i64 %689
  %691 = load float, ptr %690, align 4
  %692 = fmul float %688, %691
  %693 = sext i32 %i242 to i64
  %694 = mul nsw i64 %693, 4096
  %695 = sext i32 %j246 to i64
  %696 = add nsw i64 %694, %695
  %697 = getelementptr inbounds float, ptr %X_r, i64 %696
  store float %692, ptr %697, align 4
  %698 = add nsw i32 %j246, 1
  br label %for.cond243, !llvm.loop !53

for.end245:                                       ; preds = %for.cond243
  %699 = add nsw i32 %i242, 1
  br label %for.cond239, !llvm.loop !54

if.then247:                                       ; preds = %for.end241
  br label %for.cond250

if.else248:                                       ; preds = %for.end241
  br label %for.cond258

if.end249:                                        ; preds = %for.end260, %for.end252
  %700 = add nsw i32 %r, 1
  br label %for.cond190, !llvm.loop !55

for.cond250:                                      ; preds = %for.end256, %if.then247
  %i9253 = phi i32 [ 0, %if.then247 ], [ %719, %for.end256 ]
  %701 = icmp slt i32 %i9253, 1
  br i1 %701, label %for.body251, label %for.end252

for.body251:                                      ; preds = %for.cond250
  br label %for.cond254

for.end252:                                       ; preds = %for.cond250
  br label %if.end249

for.cond254:                                      ; preds = %for.body255, %for.body251
  %j3257 = phi i32 [ 0, %for.body251 ], [ %718, %for.body255 ]
  %702 = icmp slt i32 %j3257, 4096
  br i1 %702, label %for.body255, label %for.end256

for.body255:                                      ; preds = %for.cond254
  %703 = sext i32 %i9253 to i64
  %704 = mul nsw i64 %703, 4096
  %705 = sext i32 %j3257 to i64
  %706 = add nsw i64 %704, %705
  %707 = getelementptr inbounds float, ptr %X_r, i64 %706
  %708 = load float, ptr %707, align 4
  %709 = mul i32 %bx, 4
  %710 = add i32 %709, %r
  %711 = add i32 %710, %i9253
  %712 = sext i32 %711 to i64
  %713 = sext i32 %N to i64
  %714 = mul nsw i64 %712, %713
  %715 = sext i32 %j3257 to i64
  %716 = add nsw i64 %714, %715
  %717 = getelementptr inbounds float, ptr %Y, i64 %716
  store float %708, ptr %717, align 4
  %718 = add nsw i32 %j3257, 1
  br label %for.cond254, !llvm.loop !56

for.end256:                                       ; preds = %for.cond254
  %719 = add nsw i32 %i9253, 1
  br label %for.cond250, !llvm.loop !57

for.cond258:                                      ; preds = %for.end264, %if.else248
  %i9261 = phi i32 [ 0, %if.else248 ], [ %740, %for.end264 ]
  %720 = icmp slt i32 %i9261, 1
  br i1 %720, label %for.body259, label %for.end260

for.body259:                                      ; preds = %for.cond258
  br label %for.cond262

for.end260:                                       ; preds = %for.cond258
  br label %if.end249

for.cond262:                                      ; preds = %if.end268, %for.body259
  %j3265 = phi i32 [ 0, %for.body259 ], [ %756, %if.end268 ]
  %721 = icmp slt i32 %j3265, 4096
  br i1 %721, label %for.body263, label %for.end264

for.body263:                                      ; preds = %for.cond262
  %722 = mul i32 %bx, 4
  %723 = add i32 %722, %r
  %724 = sext i32 %723 to i64
  %725 = sext i32 %i9261 to i64
  %726 = add i64 %724, %725
  %727 = icmp sle i64 0, %726
  %728 = mul i32 %bx, 4
  %729 = add i32 %728, %r
  %730 = sext i32 %729 to i64
  %731 = sext i32 %i9261 to i64
  %732 = add i64 %730, %731
  %733 = sext i32 %M to i64
  %734 = icmp slt i64 %732, %733
  %735 = and i1 %727, %734
  %736 = sext i32 %j3265 to i64
  %737 = sext i32 %N to i64
  %738 = icmp slt i64 %736, %737
  %739 = and i1 %735, %738
  br i1 %739, label %if.then266, label %if.else267

for.end264:                                       ; preds = %for.cond262
  %740 = add nsw i32 %i9261, 1
  br label %for.cond258, !llvm.loop !58

if.then266:                                       ; preds = %for.body263
  %741 = sext i32 %i9261 to i64
  %742 = mul nsw i64 %741, 4096
  %743 = sext i32 %j3265 to i64
  %744 = add nsw i64 %742, %743
  %745 = getelementptr inbounds float, ptr %X_r, i64 %744
  %746 = load float, ptr %745, align 4
  %747 = mul i32 %bx, 4
  %748 = add i32 %747, %r
  %749 = add i32 %748, %i9261
  %750 = sext i32 %749 to i64
  %751 = sext i32 %N to i64
  %752 = mul nsw i64 %750, %751
  %753 = sext i32 %j3265 to i64
  %754 = add nsw i64 %752, %753
  %755 = getelementptr inbounds float, ptr %Y, i64 %754
  store float %746, ptr %755, align 4
  br label %if.end268

if.else267:                                       ; preds = %for.body263
  br label %if.end268

if.end268:                                        ; preds = %if.else267, %if.then266
  %756 = add nsw i32 %j3265, 1
  br label %for.cond262, !llvm.loop !59

for.cond269:                                      ; preds = %for.body270, %if.else175
  %i10 = phi i32 [ 0, %if.else175 ], [ %760, %for.body270 ]
  %757 = icmp slt i32 %i10, 4
  br i1 %757, label %for.body270, label %for.end271

for.body270:                                      ; preds = %for.cond269
  %758 = sext i32 %i10 to i64
  %759 = getelementptr inbounds float, ptr %ss, i64 %758
  store float 0.000000e+00, ptr %759, align 4
  %760 = add nsw i32 %i10, 1
  br label %for.cond269, !llvm.loop !60

for.end271:                                       ; preds = %for.cond269
  %761 = sext i32 %N to i64
  %762 = sdiv i64 %761, 512
  %763 = sub i64 0, %761
  %764 = select i1 false, i64 %763, i64 %762
  %765 = srem i64 %761, 512
  %766 = icmp ne i64 %765, 0
  %767 = icmp slt i64 %761, 0
  %768 = icmp eq i1 %767, false
  %769 = and i1 %766, %768
  %770 = zext i1 %769 to i64
  %771 = add i64 %764, %770
  %772 = trunc i64 %771 to i32
  br label %for.cond272

for.cond272:                                      ; preds = %for.end306, %for.end271
  %c = phi i32 [ 0, %for.end271 ], [ %886, %for.end306 ]
  %773 = icmp slt i32 %c, %772
  br i1 %773, label %for.body273, label %for.end274

for.body273:                                      ; preds = %for.cond272
  %774 = mul i32 %bx, 4
  %775 = icmp sle i32 0, %774
  %776 = mul i32 %bx, 4
  %777 = sext i32 %776 to i64
  %778 = add i64 %777, 4
  %779 = sext i32 %M to i64
  %780 = icmp sle i64 %778, %779
  %781 = and i1 %775, %780
  %782 = mul i32 %c, 512
  %783 = icmp sle i32 0, %782
  %784 = mul i32 %c, 512
  %785 = sext i32 %784 to i64
  %786 = add i64 %785, 512
  %787 = sext i32 %N to i64
  %788 = icmp sle i64 %786, %787
  %789 = and i1 %783, %788
  %790 = and i1 %781, %789
  br i1 %790, label %if.then275, label %if.else276

for.end274:                                       ; preds = %for.cond272
  br label %for.cond321

if.then275:                                       ; preds = %for.body273
  br label %for.cond278

if.else276:                                       ; preds = %for.body273
  br label %for.cond285

if.end277:                                        ; preds = %for.end287, %for.end280
  br label %for.cond296

for.cond278:                                      ; preds = %for.end284, %if.then275
  %i10281 = phi i32 [ 0, %if.then275 ], [ %810, %for.end284 ]
  %791 = icmp slt i32 %i10281, 4
  br i1 %791, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  br label %for.cond282

for.end280:                                       ; preds = %for.cond278
  br label %if.end277

for.cond282:                                      ; preds = %for.body283, %for.body279
  %j4 = phi i32 [ 0, %for.body279 ], [ %809, %for.body283 ]
  %792 = icmp slt i32 %j4, 512
  br i1 %792, label %for.body283, label %for.end284

for.body283:                                      ; preds = %for.cond282
  %793 = mul i32 %bx, 4
  %794 = add i32 %793, %i10281
  %795 = sext i32 %794 to i64
  %796 = sext i32 %N to i64
  %797 = mul nsw i64 %795, %796
  %798 = mul i32 %c, 512
  %799 = add i32 %798, %j4
  %800 = sext i32 %799 to i64
  %801 = add nsw i64 %797, %800
  %802 = getelementptr inbounds float, ptr %X, i64 %801
  %803 = load float, ptr %802, align 4
  %804 = sext i32 %i10281 to i64
  %805 = mul nsw i64 %804, 512
  %806 = sext i32 %j4 to i64
  %807 = add nsw i64 %805, %806
  %808 = getelementptr inbounds float, ptr %X_f, i64 %807
  store float %803, ptr %808, align 4
  %809 = add nsw i32 %j4, 1
  br label %for.cond282, !llvm.loop !61

for.end284:                                       ; preds = %for.cond282
  %810 = add nsw i32 %i10281, 1
  br label %for.cond278, !llvm.loop !62

for.cond285:                                      ; preds = %for.end291, %if.else276
  %i10288 = phi i32 [ 0, %if.else276 ], [ %838, %for.end291 ]
  %811 = icmp slt i32 %i10288, 4
  br i1 %811, label %for.body286, label %for.end287

for.body286:                                      ; preds = %for.cond285
  br label %for.cond289

for.end287:                                       ; preds = %for.cond285
  br label %if.end277

for.cond289:                                      ; preds = %sel.end295, %for.body286
  %j4292 = phi i32 [ 0, %for.body286 ], [ %856, %sel.end295 ]
  %812 = icmp slt i32 %j4292, 512
  br i1 %812, label %for.body290, label %for.end291

for.body290:                                      ; preds = %for.cond289
  %813 = mul i32 %bx, 4
  %814 = sext i32 %813 to i64
  %815 = sext i32 %i10288 to i64
  %816 = add i64 %814, %815
  %817 = icmp sle i64 0, %816
  %818 = mul i32 %bx, 4
  %819 = sext i32 %818 to i64
  %820 = sext i32 %i10288 to i64
  %821 = add i64 %819, %820
  %822 = sext i32 %M to i64
  %823 = icmp slt i64 %821, %822
  %824 = and i1 %817, %823
  %825 = mul i32 %c, 512
  %826 = sext i32 %825 to i64
  %827 = sext i32 %j4292 to i64
  %828 = add i64 %826, %827
  %829 = icmp sle i64 0, %828
  %830 = mul i32 %c, 512
  %831 = sext i32 %830 to i64
  %832 = sext i32 %j4292 to i64
  %833 = add i64 %831, %832
  %834 = sext i32 %N to i64
  %835 = icmp slt i64 %833, %834
  %836 = and i1 %829, %835
  %837 = and i1 %824, %836
  br i1 %837, label %sel.then293, label %sel.else294

for.end291:                                       ; preds = %for.cond289
  %838 = add nsw i32 %i10288, 1
  br label %for.cond285, !llvm.loop !63

sel.then293:                                      ; preds = %for.body290
  %839 = mul i32 %bx, 4
  %840 = add i32 %839, %i10288
  %841 = sext i32 %840 to i64
  %842 = sext i32 %N to i64
  %843 = mul nsw i64 %841, %842
  %844 = mul i32 %c, 512
  %845 = add i32 %844, %j4292
  %846 = sext i32 %845 to i64
  %847 = add nsw i64 %843, %846
  %848 = getelementptr inbounds float, ptr %X, i64 %847
  %849 = load float, ptr %848, align 4
  br label %sel.end295

sel.else294:                                      ; preds = %for.body290
  br label %sel.end295

sel.end295:                                       ; preds = %sel.else294, %sel.then293
  %850 = phi float [ %849, %sel.then293 ], [ 0.000000e+00, %sel.else294 ]
  %851 = sext i32 %i10288 to i64
  %852 = mul nsw i64 %851, 512
  %853 = sext i32 %j4292 to i64
  %854 = add nsw i64 %852, %853
  %855 = getelementptr inbounds float, ptr %X_f, i64 %854
  store float %850, ptr %855, align 4
  %856 = add nsw i32 %j4292, 1
  br label %for.cond289, !llvm.loop !64

for.cond296:                                      ; preds = %for.end302, %if.end277
  %i299 = phi i32 [ 0, %if.end277 ], [ %884, %for.end302 ]
  %857 = icmp slt i32 %i299, 4
  br i1 %857, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  br label %for.cond300

for.end298:                                       ; preds = %for.cond296
  br label %for.cond304

for.cond300:                                      ; preds = %for.body301, %for.body297
  %j303 = phi i32 [ 0, %for.body297 ], [ %883, %for.body301 ]
  %858 = icmp slt i32 %j303, 512
  br i1 %858, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  %859 = mul i32 %c, 512
  %860 = add i32 %859, %j303
  %861 = icmp slt i32 %860, %N
  %862 = sext i32 %i299 to i64
  %863 = mul nsw i64 %862, 512
  %864 = sext i32 %j303 to i64
  %865 = add nsw i64 %863, %864
  %866 = call i64 @llvm.umin.i64(i64 %865, i64 2047)
  %867 = getelementptr inbounds float, ptr %X_f, i64 %866
  %868 = load float, ptr %867, align 4
  %869 = sext i32 %i299 to i64
  %870 = mul nsw i64 %869, 512
  %871 = sext i32 %j303 to i64
  %872 = add nsw i64 %870, %871
  %873 = call i64 @llvm.umin.i64(i64 %872, i64 2047)
  %874 = getelementptr inbounds float, ptr %X_f, i64 %873
  %875 = load float, ptr %874, align 4
  %876 = fmul float %868, %875
  %877 = select i1 %861, float %876, float 0.000000e+00
  %878 = sext i32 %i299 to i64
  %879 = mul nsw i64 %878, 512
  %880 = sext i32 %j303 to i64
  %881 = add nsw i64 %879, %880
  %882 = getelementptr inbounds float, ptr %X_f, i64 %881
  store float %877, ptr %882, align 4
  %883 = add nsw i32 %j303, 1
  br label %for.cond300, !llvm.loop !65

for.end302:                                       ; preds = %for.cond300
  %884 = add nsw i32 %i299, 1
  br label %for.cond296, !llvm.loop !66

for.cond304:                                      ; preds = %for.end319, %for.end298
  %i5 = phi i32 [ 0, %for.end298 ], [ %927, %for.end319 ]
  %885 = icmp slt i32 %i5, 4
  br i1 %885, label %for.body305, label %for.end306

for.body305:                                      ; preds = %for.cond304
  br label %for.cond307

for.end306:                                       ; preds = %for.cond304
  %886 = add nsw i32 %c, 1
  br label %for.cond272, !llvm.loop !67

for.cond307:                                      ; preds = %for.body308, %for.body305
  %lane3 = phi i32 [ 0, %for.body305 ], [ %896, %for.body308 ]
  %887 = icmp slt i32 %lane3, 32
  br i1 %887, label %for.body308, label %for.end309

for.body308:                                      ; preds = %for.cond307
  %888 = sext i32 %i5 to i64
  %889 = mul nsw i64 %888, 512
  %890 = sext i32 %lane3 to i64
  %891 = add nsw i64 %889, %890
  %892 = getelementptr inbounds float, ptr %X_f, i64 %891
  %893 = load float, ptr %892, align 4
  %894 = sext i32 %lane3 to i64
  %895 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %894
  store float %893, ptr %895, align 4
  %896 = add nsw i32 %lane3, 1
  br label %for.cond307, !llvm.loop !68

for.end309:                                       ; preds = %for.cond307
  br label %for.cond310

for.cond310:                                      ; preds = %for.end315, %for.end309
  %red3 = phi i32 [ 0, %for.end309 ], [ %915, %for.end315 ]
  %897 = icmp slt i32 %red3, 15
  br i1 %897, label %for.body311, label %for.end312

for.body311:                                      ; preds = %for.cond310
  br label %for.cond313

for.end312:                                       ; preds = %for.cond310
  br label %for.cond317

for.cond313:                                      ; preds = %for.body314, %for.body311
  %lane3316 = phi i32 [ 0, %for.body311 ], [ %914, %for.body314 ]
  %898 = icmp slt i32 %lane3316, 32
  br i1 %898, label %for.body314, label %for.end315

for.body314:                                      ; preds = %for.cond313
  %899 = sext i32 %lane3316 to i64
  %900 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %899
  %901 = load float, ptr %900, align 4
  %902 = sext i32 %i5 to i64
  %903 = mul nsw i64 %902, 512
  %904 = add i32 %red3, 1
  %905 = mul i32 %904, 32
  %906 = add i32 %905, %lane3316
  %907 = sext i32 %906 to i64
  %908 = add nsw i64 %903, %907
  %909 = getelementptr inbounds float, ptr %X_f, i64 %908
  %910 = load float, ptr %909, align 4
  %911 = fadd float %901, %910
  %912 = sext i32 %lane3316 to i64
  %913 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %912
  store float %911, ptr %913, align 4
  %914 = add nsw i32 %lane3316, 1
  br label %for.cond313, !llvm.loop !69

for.end315:                                       ; preds = %for.cond313
  %915 = add nsw i32 %red3, 1
  br label %for.cond310, !llvm.loop !70

for.cond317:                                      ; preds = %for.body318, %for.end312
  %lane3320 = phi i32 [ 0, %for.end312 ], [ %926, %for.body318 ]
  %916 = icmp slt i32 %lane3320, 32
  br i1 %916, label %for.body318, label %for.end319

for.body318:                                      ; preds = %for.cond317
  %917 = sext i32 %i5 to i64
  %918 = getelementptr inbounds float, ptr %ss, i64 %917
  %919 = load float, ptr %918, align 4
  %920 = sext i32 %lane3320 to i64
  %921 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %920
  %922 = load float, ptr %921, align 4
  %923 = fadd float %919, %922
  %924 = sext i32 %i5 to i64
  %925 = getelementptr inbounds float, ptr %ss, i64 %924
  store float %923, ptr %925, align 4
  %926 = add nsw i32 %lane3320, 1
  br label %for.cond317, !llvm.loop !71

for.end319:                                       ; preds = %for.cond317
  %927 = add nsw i32 %i5, 1
  br label %for.cond304, !llvm.loop !72

for.cond321:                                      ; preds = %for.body322, %for.end274
  %i324 = phi i32 [ 0, %for.end274 ], [ %941, %for.body322 ]
  %928 = icmp slt i32 %i324, 4
  br i1 %928, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  %929 = sext i32 %i324 to i64
  %930 = getelementptr inbounds float, ptr %ss, i64 %929
  %931 = load float, ptr %930, align 4
  %932 = sitofp i32 %N to float
  %933 = fdiv float %931, %932
  %934 = fadd float %933, 0x3EB0C6F7A0000000
  %935 = fpext float %934 to double
  %936 = call double @llvm.sqrt.f64(double %935)
  %937 = fdiv double 1.000000e+00, %936
  %938 = fptrunc double %937 to float
  %939 = sext i32 %i324 to i64
  %940 = getelementptr inbounds float, ptr %ss, i64 %939
  store float %938, ptr %940, align 4
  %941 = add nsw i32 %i324, 1
  br label %for.cond321, !llvm.loop !73

for.end323:                                       ; preds = %for.cond321
  %942 = sext i32 %N to i64
  %943 = sdiv i64 %942, 512
  %944 = sub i64 0, %942
  %945 = select i1 false, i64 %944, i64 %943
  %946 = srem i64 %942, 512
  %947 = icmp ne i64 %946, 0
  %948 = icmp slt i64 %942, 0
  %949 = icmp eq i1 %948, false
  %950 = and i1 %947, %949
  %951 = zext i1 %950 to i64
  %952 = add i64 %945, %951
  %953 = trunc i64 %952 to i32
  br label %for.cond325

for.cond325:                                      ; preds = %if.end373, %for.end323
  %c328 = phi i32 [ 0, %for.end323 ], [ %1130, %if.end373 ]
  %954 = icmp slt i32 %c328, %953
  br i1 %954, label %for.body326, label %for.end327

for.body326:                                      ; preds = %for.cond325
  %955 = sext i32 %N to i64
  %956 = sdiv i64 %955, 512
  %957 = sub i64 0, %955
  %958 = select i1 false, i64 %957, i64 %956
  %959 = srem i64 %955, 512
  %960 = icmp ne i64 %959, 0
  %961 = icmp slt i64 %955, 0
  %962 = icmp eq i1 %961, false
  %963 = and i1 %960, %962
  %964 = zext i1 %963 to i64
  %965 = add i64 %958, %964
  %966 = trunc i64 %965 to i32
  %967 = sub i32 %966, 1
  %t = sub i32 %967, %c328
  %968 = mul i32 %bx, 4
  %969 = icmp sle i32 0, %968
  %970 = mul i32 %bx, 4
  %971 = sext i32 %970 to i64
  %972 = add i64 %971, 4
  %973 = sext i32 %M to i64
  %974 = icmp sle i64 %972, %973
  %975 = and i1 %969, %974
  %976 = mul i32 %t, 512
  %977 = icmp sle i32 0, %976
  %978 = mul i32 %t, 512
  %979 = sext i32 %978 to i64
  %980 = add i64 %979, 512
  %981 = sext i32 %N to i64
  %982 = icmp sle i64 %980, %981
  %983 = and i1 %977, %982
  %984 = and i1 %975, %983
  br i1 %984, label %if.then329, label %if.else330

for.end327:                                       ; preds = %for.cond325
  br label %if.end176

if.then329:                                       ; preds = %for.body326
  br label %for.cond332

if.else330:                                       ; preds = %for.body326
  br label %for.cond338

if.end331:                                        ; preds = %for.end340, %for.end334
  %985 = mul i32 %t, 512
  %986 = icmp sle i32 0, %985
  %987 = mul i32 %t, 512
  %988 = sext i32 %987 to i64
  %989 = add i64 %988, 512
  %990 = sext i32 %N to i64
  %991 = icmp sle i64 %989, %990
  %992 = and i1 %986, %991
  br i1 %992, label %if.then349, label %if.else350

for.cond332:                                      ; preds = %for.end337, %if.then329
  %i11 = phi i32 [ 0, %if.then329 ], [ %1012, %for.end337 ]
  %993 = icmp slt i32 %i11, 4
  br i1 %993, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
  br label %for.cond335

for.end334:                                       ; preds = %for.cond332
  br label %if.end331

for.cond335:                                      ; preds = %for.body336, %for.body333
  %j5 = phi i32 [ 0, %for.body333 ], [ %1011, %for.body336 ]
  %994 = icmp slt i32 %j5, 512
  br i1 %994, label %for.body336, label %for.end337

for.body336:                                      ; preds = %for.cond335
  %995 = mul i32 %bx, 4
  %996 = add i32 %995, %i11
  %997 = sext i32 %996 to i64
  %998 = sext i32 %N to i64
  %999 = mul nsw i64 %997, %998
  %1000 = mul i32 %t, 512
  %1001 = add i32 %1000, %j5
  %1002 = sext i32 %1001 to i64
  %1003 = add nsw i64 %999, %1002
  %1004 = getelementptr inbounds float, ptr %X, i64 %1003
  %1005 = load float, ptr %1004, align 4
  %1006 = sext i32 %i11 to i64
  %1007 = mul nsw i64 %1006, 512
  %1008 = sext i32 %j5 to i64
  %1009 = add nsw i64 %1007, %1008
  %1010 = getelementptr inbounds float, ptr %X_f, i64 %1009
  store float %1005, ptr %1010, align 4
  %1011 = add nsw i32 %j5, 1
  br label %for.cond335, !llvm.loop !74

for.end337:                                       ; preds = %for.cond335
  %1012 = add nsw i32 %i11, 1
  br label %for.cond332, !llvm.loop !75

for.cond338:                                      ; preds = %for.end344, %if.else330
  %i11341 = phi i32 [ 0, %if.else330 ], [ %1040, %for.end344 ]
  %1013 = icmp slt i32 %i11341, 4
  br i1 %1013, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  br label %for.cond342

for.end340:                                       ; preds = %for.cond338
  br label %if.end331

for.cond342:                                      ; preds = %sel.end348, %for.body339
  %j5345 = phi i32 [ 0, %for.body339 ], [ %1058, %sel.end348 ]
  %1014 = icmp slt i32 %j5345, 512
  br i1 %1014, label %for.body343, label %for.end344

for.body343:                                      ; preds = %for.cond342
  %1015 = mul i32 %bx, 4
  %1016 = sext i32 %1015 to i64
  %1017 = sext i32 %i11341 to i64
  %1018 = add i64 %1016, %1017
  %1019 = icmp sle i64 0, %1018
  %1020 = mul i32 %bx, 4
  %1021 = sext i32 %1020 to i64
  %1022 = sext i32 %i11341 to i64
  %1023 = add i64 %1021, %1022
  %1024 = sext i32 %M to i64
  %1025 = icmp slt i64 %1023, %1024
  %1026 = and i1 %1019, %1025
  %1027 = mul i32 %t, 512
  %1028 = sext i32 %1027 to i64
  %1029 = sext i32 %j5345 to i64
  %1030 = add i64 %1028, %1029
  %1031 = icmp sle i64 0, %1030
  %1032 = mul i32 %t, 512
  %1033 = sext i32 %1032 to i64
  %1034 = sext i32 %j5345 to i64
  %1035 = add i64 %1033, %1034
  %1036 = sext i32 %N to i64
  %1037 = icmp slt i64 %1035, %1036
  %1038 = and i1 %1031, %1037
  %1039 = and i1 %1026, %1038
  br i1 %1039, label %sel.then346, label %sel.else347

for.end344:                                       ; preds = %for.cond342
  %1040 = add nsw i32 %i11341, 1
  br label %for.cond338, !llvm.loop !76

sel.then346:                                      ; preds = %for.body343
  %1041 = mul i32 %bx, 4
  %1042 = add i32 %1041, %i11341
  %1043 = sext i32 %1042 to i64
  %1044 = sext i32 %N to i64
  %1045 = mul nsw i64 %1043, %1044
  %1046 = mul i32 %t, 512
  %1047 = add i32 %1046, %j5345
  %1048 = sext i32 %1047 to i64
  %1049 = add nsw i64 %1045, %1048
  %1050 = getelementptr inbounds float, ptr %X, i64 %1049
  %1051 = load float, ptr %1050, align 4
  br label %sel.end348

sel.else347:                                      ; preds = %for.body343
  br label %sel.end348

sel.end348:                                       ; preds = %sel.else347, %sel.then346
  %1052 = phi float [ %1051, %sel.then346 ], [ 0.000000e+00, %sel.else347 ]
  %1053 = sext i32 %i11341 to i64
  %1054 = mul nsw i64 %1053, 512
  %1055 = sext i32 %j5345 to i64
  %1056 = add nsw i64 %1054, %1055
  %1057 = getelementptr inbounds float, ptr %X_f, i64 %1056
  store float %1052, ptr %1057, align 4
  %1058 = add nsw i32 %j5345, 1
  br label %for.cond342, !llvm.loop !77

if.then349:                                       ; preds = %if.end331
  br label %for.cond352

if.else350:                                       ; preds = %if.end331
  br label %for.cond356

if.end351:                                        ; preds = %for.end358, %for.end354
  br label %for.cond363

for.cond352:                                      ; preds = %for.body353, %if.then349
  %i11355 = phi i32 [ 0, %if.then349 ], [ %1067, %for.body353 ]
  %1059 = icmp slt i32 %i11355, 512
  br i1 %1059, label %for.body353, label %for.end354

for.body353:                                      ; preds = %for.cond352
  %1060 = mul i32 %t, 512
  %1061 = add i32 %1060, %i11355
  %1062 = sext i32 %1061 to i64
  %1063 = getelementptr inbounds float, ptr %W, i64 %1062
  %1064 = load float, ptr %1063, align 4
  %1065 = sext i32 %i11355 to i64
  %1066 = getelementptr inbounds float, ptr %W_f, i64 %1065
  store float %1064, ptr %1066, align 4
  %1067 = add nsw i32 %i11355, 1
  br label %for.cond352, !llvm.loop !78

for.end354:                                       ; preds = %for.cond352
  br label %if.end351

for.cond356:                                      ; preds = %sel.end362, %if.else350
  %i11359 = phi i32 [ 0, %if.else350 ], [ %1089, %sel.end362 ]
  %1068 = icmp slt i32 %i11359, 512
  br i1 %1068, label %for.body357, label %for.end358

for.body357:                                      ; preds = %for.cond356
  %1069 = mul i32 %t, 512
  %1070 = sext i32 %1069 to i64
  %1071 = sext i32 %i11359 to i64
  %1072 = add i64 %1070, %1071
  %1073 = icmp sle i64 0, %1072
  %1074 = mul i32 %t, 512
  %1075 = sext i32 %1074 to i64
  %1076 = sext i32 %i11359 to i64
  %1077 = add i64 %1075, %1076
  %1078 = sext i32 %N to i64
  %1079 = icmp slt i64 %1077, %1078
  %1080 = and i1 %1073, %1079
  br i1 %1080, label %sel.then360, label %sel.else361

for.end358:                                       ; preds = %for.cond356
  br label %if.end351

sel.then360:                                      ; preds = %for.body357
  %1081 = mul i32 %t, 512
  %1082 = add i32 %1081, %i11359
  %1083 = sext i32 %1082 to i64
  %1084 = getelementptr inbounds float, ptr %W, i64 %1083
  %1085 = load float, ptr %1084, align 4
  br label %sel.end362

sel.else361:                                      ; preds = %for.body357
  br label %sel.end362

sel.end362:                                       ; preds = %sel.else361, %sel.then360
  %1086 = phi float [ %1085, %sel.then360 ], [ 0.000000e+00, %sel.else361 ]
  %1087 = sext i32 %i11359 to i64
  %1088 = getelementptr inbounds float, ptr %W_f, i64 %1087
  store float %1086, ptr %1088, align 4
  %1089 = add nsw i32 %i11359, 1
  br label %for.cond356, !llvm.loop !79

for.cond363:                                      ; preds = %for.end369, %if.end351
  %i366 = phi i32 [ 0, %if.end351 ], [ %1129, %for.end369 ]
  %1090 = icmp slt i32 %i366, 4
  br i1 %1090, label %for.body364, label %for.end365

for.body364:                                      ; preds = %for.cond363
  br label %for.cond367

for.end365:                                       ; preds = %for.cond363
  %1091 = mul i32 %bx, 4
  %1092 = icmp sle i32 0, %1091
  %1093 = mul i32 %bx, 4
  %1094 = sext i32 %1093 to i64
  %1095 = add i64 %1094, 4
  %1096 = sext i32 %M to i64
  %1097 = icmp sle i64 %1095, %1096
  %1098 = and i1 %1092, %1097
  %1099 = mul i32 %t, 512
  %1100 = icmp sle i32 0, %1099
  %1101 = mul i32 %t, 512
  %1102 = sext i32 %1101 to i64
  %1103 = add i64 %1102, 512
  %1104 = sext i32 %N to i64
  %1105 = icmp sle i64 %1103, %1104
  %1106 = and i1 %1100, %1105
  %1107 = and i1 %1098, %1106
  br i1 %1107, label %if.then371, label %if.else372

for.cond367:                                      ; preds = %for.body368, %for.body364
  %j370 = phi i32 [ 0, %for.body364 ], [ %1128, %for.body368 ]
  %1108 = icmp slt i32 %j370, 512
  br i1 %1108, label %for.body368, label %for.end369

for.body368:                                      ; preds = %for.cond367
  %1109 = sext i32 %i366 to i64
  %1110 = mul nsw i64 %1109, 512
  %1111 = sext i32 %j370 to i64
  %1112 = add nsw i64 %1110, %1111
  %1113 = getelementptr inbounds float, ptr %X_f, i64 %1112
  %1114 = load float, ptr %1113, align 4
  %1115 = sext i32 %i366 to i64
  %1116 = getelementptr inbounds float, ptr %ss, i64 %1115
  %1117 = load float, ptr %1116, align 4
  %1118 = fmul float %1114, %1117
  %1119 = sext i32 %j370 to i64
  %1120 = getelementptr inbounds float, ptr %W_f, i64 %1119
  %1121 = load float, ptr %1120, align 4
  %1122 = fmul float %1118, %1121
  %1123 = sext i32 %i366 to i64
  %1124 = mul nsw i64 %1123, 512
  %1125 = sext i32 %j370 to i64
  %1126 = add nsw i64 %1124, %1125
  %1127 = getelementptr inbounds float, ptr %X_f, i64 %1126
  store float %1122, ptr %1127, align 4
  %1128 = add nsw i32 %j370, 1
  br label %for.cond367, !llvm.loop !80

for.end369:                                       ; preds = %for.cond367
  %1129 = add nsw i32 %i366, 1
  br label %for.cond363, !llvm.loop !81

if.then371:                                       ; preds = %for.end365
  br label %for.cond374

if.else372:                                       ; preds = %for.end365
  br label %for.cond382

if.end373:                                        ; preds = %for.end384, %for.end376
  %1130 = add nsw i32 %c328, 1
  br label %for.cond325, !llvm.loop !82

for.cond374:                                      ; preds = %for.end380, %if.then371
  %i11377 = phi i32 [ 0, %if.then371 ], [ %1150, %for.end380 ]
  %1131 = icmp slt i32 %i11377, 4
  br i1 %1131, label %for.body375, label %for.end376

for.body375:                                      ; preds = %for.cond374
  br label %for.cond378

for.end376:                                       ; preds = %for.cond374
  br label %if.end373

for.cond378:                                      ; preds = %for.body379, %for.body375
  %j5381 = phi i32 [ 0, %for.body375 ], [ %1149, %for.body379 ]
  %1132 = icmp slt i32 %j5381, 512
  br i1 %1132, label %for.body379, label %for.end380

for.body379:                                      ; preds = %for.cond378
  %1133 = sext i32 %i11377 to i64
  %1134 = mul nsw i64 %1133, 512
  %1135 = sext i32 %j5381 to i64
  %1136 = add nsw i64 %1134, %1135
  %1137 = getelementptr inbounds float, ptr %X_f, i64 %1136
  %1138 = load float, ptr %1137, align 4
  %1139 = mul i32 %bx, 4
  %1140 = add i32 %1139, %i11377
  %1141 = sext i32 %1140 to i64
  %1142 = sext i32 %N to i64
  %1143 = mul nsw i64 %1141, %1142
  %1144 = mul i32 %t, 512
  %1145 = add i32 %1144, %j5381
  %1146 = sext i32 %1145 to i64
  %1147 = add nsw i64 %1143, %1146
  %1148 = getelementptr inbounds float, ptr %Y, i64 %1147
  store float %1138, ptr %1148, align 4
  %1149 = add nsw i32 %j5381, 1
  br label %for.cond378, !llvm.loop !83

for.end380:                                       ; preds = %for.cond378
  %1150 = add nsw i32 %i11377, 1
  br label %for.cond374, !llvm.loop !84

for.cond382:                                      ; preds = %for.end388, %if.else372
  %i11385 = phi i32 [ 0, %if.else372 ], [ %1178, %for.end388 ]
  %1151 = icmp slt i32 %i11385, 4
  br i1 %1151, label %for.body383, label %for.end384

for.body383:                                      ; preds = %for.cond382
  br label %for.cond386

for.end384:                                       ; preds = %for.cond382
  br label %if.end373

for.cond386:                                      ; preds = %if.end392, %for.body383
  %j5389 = phi i32 [ 0, %for.body383 ], [ %1195, %if.end392 ]
  %1152 = icmp slt i32 %j5389, 512
  br i1 %1152, label %for.body387, label %for.end388

for.body387:                                      ; preds = %for.cond386
  %1153 = mul i32 %bx, 4
  %1154 = sext i32 %1153 to i64
  %1155 = sext i32 %i11385 to i64
  %1156 = add i64 %1154, %1155
  %1157 = icmp sle i64 0, %1156
  %1158 = mul i32 %bx, 4
  %1159 = sext i32 %1158 to i64
  %1160 = sext i32 %i11385 to i64
  %1161 = add i64 %1159, %1160
  %1162 = sext i32 %M to i64
  %1163 = icmp slt i64 %1161, %1162
  %1164 = and i1 %1157, %1163
  %1165 = mul i32 %t, 512
  %1166 = sext i32 %1165 to i64
  %1167 = sext i32 %j5389 to i64
  %1168 = add i64 %1166, %1167
  %1169 = icmp sle i64 0, %1168
  %1170 = mul i32 %t, 512
  %1171 = sext i32 %1170 to i64
  %1172 = sext i32 %j5389 to i64
  %1173 = add i64 %1171, %1172
  %1174 = sext i32 %N to i64
  %1175 = icmp slt i64 %1173, %1174
  %1176 = and i1 %1169, %1175
  %1177 = and i1 %1164, %1176
  br i1 %1177, label %if.then390, label %if.else391

for.end388:                                       ; preds = %for.cond386
  %1178 = add nsw i32 %i11385, 1
  br label %for.cond382, !llvm.loop !85

if.then390:                                       ; preds = %for.body387
  %1179 = sext i32 %i11385 to i64
  %1180 = mul nsw i64 %1179, 512
  %1181 = sext i32 %j5389 to i64
  %1182 = add nsw i64 %1180, %1181
  %1183 = getelementptr inbounds float, ptr %X_f, i64 %1182
  %1184 = load float, ptr %1183, align 4
  %1185 = mul i32 %bx, 4
  %1186 = add i32 %1185, %i11385
  %1187 = sext i32 %1186 to i64
  %1188 = sext i32 %N to i64
  %1189 = mul nsw i64 %1187, %1188
  %1190 = mul i32 %t, 512
  %1191 = add i32 %1190, %j5389
  %1192 = sext i32 %1191 to i64
  %1193 = add nsw i64 %1189, %1192
  %1194 = getelementptr inbounds float, ptr %Y, i64 %1193
  store float %1184, ptr %1194, align 4
  br label %if.end392

if.else391:                                       ; preds = %for.body387
  br label %if.end392

if.end392:                                        ; preds = %if.else391, %if.then390
  %1195 = add nsw i32 %j5389, 1
  br label %for.cond386, !llvm.loop !86
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

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
define i32 @tilec_launch_rmsnorm(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_rmsnorm, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %N = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 4
  store i32 %N, ptr %16, align 4
  %17 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 5
  %18 = icmp sle i32 %N, 256
  %19 = select i1 %18, i32 32, i32 4
  %20 = sext i32 %M to i64
  %21 = sext i32 %19 to i64
  %22 = icmp eq i64 %21, 0
  %23 = icmp eq i64 %21, -1
  %24 = or i1 %22, %23
  %25 = select i1 %24, i64 1, i64 %21
  %26 = sdiv i64 %20, %25
  %27 = sub i64 0, %20
  %28 = select i1 %23, i64 %27, i64 %26
  %29 = icmp eq i64 %21, 0
  %30 = icmp eq i64 %21, -1
  %31 = or i1 %29, %30
  %32 = select i1 %31, i64 1, i64 %21
  %33 = srem i64 %20, %32
  %34 = icmp ne i64 %33, 0
  %35 = icmp slt i64 %20, 0
  %36 = icmp slt i64 %21, 0
  %37 = icmp eq i1 %35, %36
  %38 = and i1 %34, %37
  %39 = zext i1 %38 to i64
  %40 = add i64 %28, %39
  %41 = trunc i64 %40 to i32
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 0
  store i64 %42, ptr %43, align 8
  %44 = icmp sgt i64 %42, 0
  %45 = mul i64 1, %42
  %46 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 1
  store i64 1, ptr %46, align 8
  %47 = and i1 %44, true
  %48 = mul i64 %45, 1
  %49 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 2
  store i64 1, ptr %49, align 8
  %50 = and i1 %47, true
  %51 = mul i64 %48, 1
  br i1 %50, label %run, label %empty

run:                                              ; preds = %body
  %52 = call i32 @tilec_rt_run_blocks(i64 %51, i32 %nworkers, ptr @rmsnorm_task, ptr %a)
  ret i32 %52

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
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
