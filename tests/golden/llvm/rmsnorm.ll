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
  br i1 %12, label %if.then85, label %if.else86

if.end:                                           ; preds = %if.end87, %if.end62
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
  br label %for.cond74

if.end62:                                         ; preds = %for.end76, %for.end65
  br label %if.end

for.cond63:                                       ; preds = %if.end69, %if.then60
  %i666 = phi i32 [ 0, %if.then60 ], [ %213, %if.end69 ]
  %197 = icmp slt i32 %i666, 32
  br i1 %197, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %198 = sext i32 %M to i64
  %199 = sext i32 %N to i64
  %200 = mul i64 %198, %199
  %201 = icmp sge i64 %200, 8388608
  br i1 %201, label %if.then67, label %if.else68

for.end65:                                        ; preds = %for.cond63
  br label %if.end62

if.then67:                                        ; preds = %for.body64
  %202 = mul i32 %bx, 32
  %203 = add i32 %202, %i666
  %204 = sext i32 %203 to i64
  %205 = sext i32 %N to i64
  %206 = mul nsw i64 %204, %205
  %207 = add nsw i64 %206, 0
  %208 = getelementptr inbounds float, ptr %Y, i64 %207
  %209 = sext i32 %i666 to i64
  %210 = mul nsw i64 %209, 256
  %211 = add nsw i64 %210, 0
  %212 = getelementptr inbounds float, ptr %X_s, i64 %211
  call void @tilec_rt_stream(ptr %208, ptr %212, i64 1024)
  br label %if.end69

if.else68:                                        ; preds = %for.body64
  br label %for.cond70

if.end69:                                         ; preds = %for.end72, %if.then67
  %213 = add nsw i32 %i666, 1
  br label %for.cond63, !llvm.loop !17

for.cond70:                                       ; preds = %for.body71, %if.else68
  %j173 = phi i32 [ 0, %if.else68 ], [ %229, %for.body71 ]
  %214 = icmp slt i32 %j173, 256
  br i1 %214, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %215 = sext i32 %i666 to i64
  %216 = mul nsw i64 %215, 256
  %217 = sext i32 %j173 to i64
  %218 = add nsw i64 %216, %217
  %219 = getelementptr inbounds float, ptr %X_s, i64 %218
  %220 = load float, ptr %219, align 4
  %221 = mul i32 %bx, 32
  %222 = add i32 %221, %i666
  %223 = sext i32 %222 to i64
  %224 = sext i32 %N to i64
  %225 = mul nsw i64 %223, %224
  %226 = sext i32 %j173 to i64
  %227 = add nsw i64 %225, %226
  %228 = getelementptr inbounds float, ptr %Y, i64 %227
  store float %220, ptr %228, align 4
  %229 = add nsw i32 %j173, 1
  br label %for.cond70, !llvm.loop !18

for.end72:                                        ; preds = %for.cond70
  br label %if.end69

for.cond74:                                       ; preds = %for.end80, %if.else61
  %i677 = phi i32 [ 0, %if.else61 ], [ %248, %for.end80 ]
  %230 = icmp slt i32 %i677, 32
  br i1 %230, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  br label %for.cond78

for.end76:                                        ; preds = %for.cond74
  br label %if.end62

for.cond78:                                       ; preds = %if.end84, %for.body75
  %j181 = phi i32 [ 0, %for.body75 ], [ %263, %if.end84 ]
  %231 = icmp slt i32 %j181, 256
  br i1 %231, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %232 = mul i32 %bx, 32
  %233 = sext i32 %232 to i64
  %234 = sext i32 %i677 to i64
  %235 = add i64 %233, %234
  %236 = icmp sle i64 0, %235
  %237 = mul i32 %bx, 32
  %238 = sext i32 %237 to i64
  %239 = sext i32 %i677 to i64
  %240 = add i64 %238, %239
  %241 = sext i32 %M to i64
  %242 = icmp slt i64 %240, %241
  %243 = and i1 %236, %242
  %244 = sext i32 %j181 to i64
  %245 = sext i32 %N to i64
  %246 = icmp slt i64 %244, %245
  %247 = and i1 %243, %246
  br i1 %247, label %if.then82, label %if.else83

for.end80:                                        ; preds = %for.cond78
  %248 = add nsw i32 %i677, 1
  br label %for.cond74, !llvm.loop !19

if.then82:                                        ; preds = %for.body79
  %249 = sext i32 %i677 to i64
  %250 = mul nsw i64 %249, 256
  %251 = sext i32 %j181 to i64
  %252 = add nsw i64 %250, %251
  %253 = getelementptr inbounds float, ptr %X_s, i64 %252
  %254 = load float, ptr %253, align 4
  %255 = mul i32 %bx, 32
  %256 = add i32 %255, %i677
  %257 = sext i32 %256 to i64
  %258 = sext i32 %N to i64
  %259 = mul nsw i64 %257, %258
  %260 = sext i32 %j181 to i64
  %261 = add nsw i64 %259, %260
  %262 = getelementptr inbounds float, ptr %Y, i64 %261
  store float %254, ptr %262, align 4
  br label %if.end84

if.else83:                                        ; preds = %for.body79
  br label %if.end84

if.end84:                                         ; preds = %if.else83, %if.then82
  %263 = add nsw i32 %j181, 1
  br label %for.cond78, !llvm.loop !20

if.then85:                                        ; preds = %if.else
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_16, i8 0, i64 128, i1 false)
  %264 = mul i32 %bx, 4
  %265 = icmp sle i32 0, %264
  %266 = mul i32 %bx, 4
  %267 = sext i32 %266 to i64
  %268 = add i64 %267, 4
  %269 = sext i32 %M to i64
  %270 = icmp sle i64 %268, %269
  %271 = and i1 %265, %270
  %272 = sext i32 %N to i64
  %273 = icmp sle i64 512, %272
  %274 = and i1 %271, %273
  br i1 %274, label %if.then88, label %if.else89

if.else86:                                        ; preds = %if.else
  %275 = icmp sle i32 %N, 4096
  br i1 %275, label %if.then180, label %if.else181

if.end87:                                         ; preds = %if.end182, %if.end157
  br label %if.end

if.then88:                                        ; preds = %if.then85
  br label %for.cond91

if.else89:                                        ; preds = %if.then85
  br label %for.cond97

if.end90:                                         ; preds = %for.end99, %for.end93
  %276 = sext i32 %N to i64
  %277 = icmp sle i64 512, %276
  br i1 %277, label %if.then108, label %if.else109

for.cond91:                                       ; preds = %for.end96, %if.then88
  %i7 = phi i32 [ 0, %if.then88 ], [ %295, %for.end96 ]
  %278 = icmp slt i32 %i7, 4
  br i1 %278, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  br label %for.cond94

for.end93:                                        ; preds = %for.cond91
  br label %if.end90

for.cond94:                                       ; preds = %for.body95, %for.body92
  %j2 = phi i32 [ 0, %for.body92 ], [ %294, %for.body95 ]
  %279 = icmp slt i32 %j2, 512
  br i1 %279, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %280 = mul i32 %bx, 4
  %281 = add i32 %280, %i7
  %282 = sext i32 %281 to i64
  %283 = sext i32 %N to i64
  %284 = mul nsw i64 %282, %283
  %285 = sext i32 %j2 to i64
  %286 = add nsw i64 %284, %285
  %287 = getelementptr inbounds float, ptr %X, i64 %286
  %288 = load float, ptr %287, align 4
  %289 = sext i32 %i7 to i64
  %290 = mul nsw i64 %289, 512
  %291 = sext i32 %j2 to i64
  %292 = add nsw i64 %290, %291
  %293 = getelementptr inbounds float, ptr %X_f, i64 %292
  store float %288, ptr %293, align 4
  %294 = add nsw i32 %j2, 1
  br label %for.cond94, !llvm.loop !21

for.end96:                                        ; preds = %for.cond94
  %295 = add nsw i32 %i7, 1
  br label %for.cond91, !llvm.loop !22

for.cond97:                                       ; preds = %for.end103, %if.else89
  %i7100 = phi i32 [ 0, %if.else89 ], [ %314, %for.end103 ]
  %296 = icmp slt i32 %i7100, 4
  br i1 %296, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  br label %for.cond101

for.end99:                                        ; preds = %for.cond97
  br label %if.end90

for.cond101:                                      ; preds = %sel.end107, %for.body98
  %j2104 = phi i32 [ 0, %for.body98 ], [ %330, %sel.end107 ]
  %297 = icmp slt i32 %j2104, 512
  br i1 %297, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %298 = mul i32 %bx, 4
  %299 = sext i32 %298 to i64
  %300 = sext i32 %i7100 to i64
  %301 = add i64 %299, %300
  %302 = icmp sle i64 0, %301
  %303 = mul i32 %bx, 4
  %304 = sext i32 %303 to i64
  %305 = sext i32 %i7100 to i64
  %306 = add i64 %304, %305
  %307 = sext i32 %M to i64
  %308 = icmp slt i64 %306, %307
  %309 = and i1 %302, %308
  %310 = sext i32 %j2104 to i64
  %311 = sext i32 %N to i64
  %312 = icmp slt i64 %310, %311
  %313 = and i1 %309, %312
  br i1 %313, label %sel.then105, label %sel.else106

for.end103:                                       ; preds = %for.cond101
  %314 = add nsw i32 %i7100, 1
  br label %for.cond97, !llvm.loop !23

sel.then105:                                      ; preds = %for.body102
  %315 = mul i32 %bx, 4
  %316 = add i32 %315, %i7100
  %317 = sext i32 %316 to i64
  %318 = sext i32 %N to i64
  %319 = mul nsw i64 %317, %318
  %320 = sext i32 %j2104 to i64
  %321 = add nsw i64 %319, %320
  %322 = getelementptr inbounds float, ptr %X, i64 %321
  %323 = load float, ptr %322, align 4
  br label %sel.end107

sel.else106:                                      ; preds = %for.body102
  br label %sel.end107

sel.end107:                                       ; preds = %sel.else106, %sel.then105
  %324 = phi float [ %323, %sel.then105 ], [ 0.000000e+00, %sel.else106 ]
  %325 = sext i32 %i7100 to i64
  %326 = mul nsw i64 %325, 512
  %327 = sext i32 %j2104 to i64
  %328 = add nsw i64 %326, %327
  %329 = getelementptr inbounds float, ptr %X_f, i64 %328
  store float %324, ptr %329, align 4
  %330 = add nsw i32 %j2104, 1
  br label %for.cond101, !llvm.loop !24

if.then108:                                       ; preds = %if.end90
  br label %for.cond111

if.else109:                                       ; preds = %if.end90
  br label %for.cond115

if.end110:                                        ; preds = %for.end117, %for.end113
  br label %for.cond122

for.cond111:                                      ; preds = %for.body112, %if.then108
  %i7114 = phi i32 [ 0, %if.then108 ], [ %337, %for.body112 ]
  %331 = icmp slt i32 %i7114, 512
  br i1 %331, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  %332 = sext i32 %i7114 to i64
  %333 = getelementptr inbounds float, ptr %W, i64 %332
  %334 = load float, ptr %333, align 4
  %335 = sext i32 %i7114 to i64
  %336 = getelementptr inbounds float, ptr %W_f, i64 %335
  store float %334, ptr %336, align 4
  %337 = add nsw i32 %i7114, 1
  br label %for.cond111, !llvm.loop !25

for.end113:                                       ; preds = %for.cond111
  br label %if.end110

for.cond115:                                      ; preds = %sel.end121, %if.else109
  %i7118 = phi i32 [ 0, %if.else109 ], [ %348, %sel.end121 ]
  %338 = icmp slt i32 %i7118, 512
  br i1 %338, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %339 = sext i32 %i7118 to i64
  %340 = sext i32 %N to i64
  %341 = icmp slt i64 %339, %340
  br i1 %341, label %sel.then119, label %sel.else120

for.end117:                                       ; preds = %for.cond115
  br label %if.end110

sel.then119:                                      ; preds = %for.body116
  %342 = sext i32 %i7118 to i64
  %343 = getelementptr inbounds float, ptr %W, i64 %342
  %344 = load float, ptr %343, align 4
  br label %sel.end121

sel.else120:                                      ; preds = %for.body116
  br label %sel.end121

sel.end121:                                       ; preds = %sel.else120, %sel.then119
  %345 = phi float [ %344, %sel.then119 ], [ 0.000000e+00, %sel.else120 ]
  %346 = sext i32 %i7118 to i64
  %347 = getelementptr inbounds float, ptr %W_f, i64 %346
  store float %345, ptr %347, align 4
  %348 = add nsw i32 %i7118, 1
  br label %for.cond115, !llvm.loop !26

for.cond122:                                      ; preds = %for.end128, %if.end110
  %i125 = phi i32 [ 0, %if.end110 ], [ %374, %for.end128 ]
  %349 = icmp slt i32 %i125, 4
  br i1 %349, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  br label %for.cond126

for.end124:                                       ; preds = %for.cond122
  br label %for.cond130

for.cond126:                                      ; preds = %for.body127, %for.body123
  %j129 = phi i32 [ 0, %for.body123 ], [ %373, %for.body127 ]
  %350 = icmp slt i32 %j129, 512
  br i1 %350, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %351 = icmp slt i32 %j129, %N
  %352 = sext i32 %i125 to i64
  %353 = mul nsw i64 %352, 512
  %354 = sext i32 %j129 to i64
  %355 = add nsw i64 %353, %354
  %356 = call i64 @llvm.umin.i64(i64 %355, i64 2047)
  %357 = getelementptr inbounds float, ptr %X_f, i64 %356
  %358 = load float, ptr %357, align 4
  %359 = sext i32 %i125 to i64
  %360 = mul nsw i64 %359, 512
  %361 = sext i32 %j129 to i64
  %362 = add nsw i64 %360, %361
  %363 = call i64 @llvm.umin.i64(i64 %362, i64 2047)
  %364 = getelementptr inbounds float, ptr %X_f, i64 %363
  %365 = load float, ptr %364, align 4
  %366 = fmul float %358, %365
  %367 = select i1 %351, float %366, float 0.000000e+00
  %368 = sext i32 %i125 to i64
  %369 = mul nsw i64 %368, 512
  %370 = sext i32 %j129 to i64
  %371 = add nsw i64 %369, %370
  %372 = getelementptr inbounds float, ptr %sq, i64 %371
  store float %367, ptr %372, align 4
  %373 = add nsw i32 %j129, 1
  br label %for.cond126, !llvm.loop !27

for.end128:                                       ; preds = %for.cond126
  %374 = add nsw i32 %i125, 1
  br label %for.cond122, !llvm.loop !28

for.cond130:                                      ; preds = %for.end145, %for.end124
  %i2 = phi i32 [ 0, %for.end124 ], [ %418, %for.end145 ]
  %375 = icmp slt i32 %i2, 4
  br i1 %375, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  br label %for.cond147

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane1 = phi i32 [ 0, %for.body131 ], [ %385, %for.body134 ]
  %376 = icmp slt i32 %lane1, 32
  br i1 %376, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %377 = sext i32 %i2 to i64
  %378 = mul nsw i64 %377, 512
  %379 = sext i32 %lane1 to i64
  %380 = add nsw i64 %378, %379
  %381 = getelementptr inbounds float, ptr %sq, i64 %380
  %382 = load float, ptr %381, align 4
  %383 = sext i32 %lane1 to i64
  %384 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %383
  store float %382, ptr %384, align 4
  %385 = add nsw i32 %lane1, 1
  br label %for.cond133, !llvm.loop !29

for.end135:                                       ; preds = %for.cond133
  br label %for.cond136

for.cond136:                                      ; preds = %for.end141, %for.end135
  %red1 = phi i32 [ 0, %for.end135 ], [ %406, %for.end141 ]
  %386 = icmp slt i32 %red1, 15
  br i1 %386, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  br label %for.cond139

for.end138:                                       ; preds = %for.cond136
  %387 = sext i32 %i2 to i64
  %388 = getelementptr inbounds float, ptr %ss, i64 %387
  store float 0.000000e+00, ptr %388, align 4
  br label %for.cond143

for.cond139:                                      ; preds = %for.body140, %for.body137
  %lane1142 = phi i32 [ 0, %for.body137 ], [ %405, %for.body140 ]
  %389 = icmp slt i32 %lane1142, 32
  br i1 %389, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  %390 = sext i32 %lane1142 to i64
  %391 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = sext i32 %i2 to i64
  %394 = mul nsw i64 %393, 512
  %395 = add i32 %red1, 1
  %396 = mul i32 %395, 32
  %397 = add i32 %396, %lane1142
  %398 = sext i32 %397 to i64
  %399 = add nsw i64 %394, %398
  %400 = getelementptr inbounds float, ptr %sq, i64 %399
  %401 = load float, ptr %400, align 4
  %402 = fadd float %392, %401
  %403 = sext i32 %lane1142 to i64
  %404 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %403
  store float %402, ptr %404, align 4
  %405 = add nsw i32 %lane1142, 1
  br label %for.cond139, !llvm.loop !30

for.end141:                                       ; preds = %for.cond139
  %406 = add nsw i32 %red1, 1
  br label %for.cond136, !llvm.loop !31

for.cond143:                                      ; preds = %for.body144, %for.end138
  %lane1146 = phi i32 [ 0, %for.end138 ], [ %417, %for.body144 ]
  %407 = icmp slt i32 %lane1146, 32
  br i1 %407, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %408 = sext i32 %i2 to i64
  %409 = getelementptr inbounds float, ptr %ss, i64 %408
  %410 = load float, ptr %409, align 4
  %411 = sext i32 %lane1146 to i64
  %412 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %411
  %413 = load float, ptr %412, align 4
  %414 = fadd float %410, %413
  %415 = sext i32 %i2 to i64
  %416 = getelementptr inbounds float, ptr %ss, i64 %415
  store float %414, ptr %416, align 4
  %417 = add nsw i32 %lane1146, 1
  br label %for.cond143, !llvm.loop !32

for.end145:                                       ; preds = %for.cond143
  %418 = add nsw i32 %i2, 1
  br label %for.cond130, !llvm.loop !33

for.cond147:                                      ; preds = %for.end153, %for.end132
  %i150 = phi i32 [ 0, %for.end132 ], [ %459, %for.end153 ]
  %419 = icmp slt i32 %i150, 4
  br i1 %419, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  br label %for.cond151

for.end149:                                       ; preds = %for.cond147
  %420 = mul i32 %bx, 4
  %421 = icmp sle i32 0, %420
  %422 = mul i32 %bx, 4
  %423 = sext i32 %422 to i64
  %424 = add i64 %423, 4
  %425 = sext i32 %M to i64
  %426 = icmp sle i64 %424, %425
  %427 = and i1 %421, %426
  %428 = sext i32 %N to i64
  %429 = icmp sle i64 512, %428
  %430 = and i1 %427, %429
  br i1 %430, label %if.then155, label %if.else156

for.cond151:                                      ; preds = %for.body152, %for.body148
  %j154 = phi i32 [ 0, %for.body148 ], [ %458, %for.body152 ]
  %431 = icmp slt i32 %j154, 512
  br i1 %431, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %432 = sext i32 %i150 to i64
  %433 = mul nsw i64 %432, 512
  %434 = sext i32 %j154 to i64
  %435 = add nsw i64 %433, %434
  %436 = getelementptr inbounds float, ptr %X_f, i64 %435
  %437 = load float, ptr %436, align 4
  %438 = sext i32 %i150 to i64
  %439 = getelementptr inbounds float, ptr %ss, i64 %438
  %440 = load float, ptr %439, align 4
  %441 = sitofp i32 %N to float
  %442 = fdiv float %440, %441
  %443 = fadd float %442, 0x3EB0C6F7A0000000
  %444 = fpext float %443 to double
  %445 = call double @llvm.sqrt.f64(double %444)
  %446 = fdiv double 1.000000e+00, %445
  %447 = fptrunc double %446 to float
  %448 = fmul float %437, %447
  %449 = sext i32 %j154 to i64
  %450 = getelementptr inbounds float, ptr %W_f, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = fmul float %448, %451
  %453 = sext i32 %i150 to i64
  %454 = mul nsw i64 %453, 512
  %455 = sext i32 %j154 to i64
  %456 = add nsw i64 %454, %455
  %457 = getelementptr inbounds float, ptr %X_f, i64 %456
  store float %452, ptr %457, align 4
  %458 = add nsw i32 %j154, 1
  br label %for.cond151, !llvm.loop !34

for.end153:                                       ; preds = %for.cond151
  %459 = add nsw i32 %i150, 1
  br label %for.cond147, !llvm.loop !35

if.then155:                                       ; preds = %for.end149
  br label %for.cond158

if.else156:                                       ; preds = %for.end149
  br label %for.cond169

if.end157:                                        ; preds = %for.end171, %for.end160
  br label %if.end87

for.cond158:                                      ; preds = %if.end164, %if.then155
  %i7161 = phi i32 [ 0, %if.then155 ], [ %476, %if.end164 ]
  %460 = icmp slt i32 %i7161, 4
  br i1 %460, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %461 = sext i32 %M to i64
  %462 = sext i32 %N to i64
  %463 = mul i64 %461, %462
  %464 = icmp sge i64 %463, 8388608
  br i1 %464, label %if.then162, label %if.else163

for.end160:                                       ; preds = %for.cond158
  br label %if.end157

if.then162:                                       ; preds = %for.body159
  %465 = mul i32 %bx, 4
  %466 = add i32 %465, %i7161
  %467 = sext i32 %466 to i64
  %468 = sext i32 %N to i64
  %469 = mul nsw i64 %467, %468
  %470 = add nsw i64 %469, 0
  %471 = getelementptr inbounds float, ptr %Y, i64 %470
  %472 = sext i32 %i7161 to i64
  %473 = mul nsw i64 %472, 512
  %474 = add nsw i64 %473, 0
  %475 = getelementptr inbounds float, ptr %X_f, i64 %474
  call void @tilec_rt_stream(ptr %471, ptr %475, i64 2048)
  br label %if.end164

if.else163:                                       ; preds = %for.body159
  br label %for.cond165

if.end164:                                        ; preds = %for.end167, %if.then162
  %476 = add nsw i32 %i7161, 1
  br label %for.cond158, !llvm.loop !36

for.cond165:                                      ; preds = %for.body166, %if.else163
  %j2168 = phi i32 [ 0, %if.else163 ], [ %492, %for.body166 ]
  %477 = icmp slt i32 %j2168, 512
  br i1 %477, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  %478 = sext i32 %i7161 to i64
  %479 = mul nsw i64 %478, 512
  %480 = sext i32 %j2168 to i64
  %481 = add nsw i64 %479, %480
  %482 = getelementptr inbounds float, ptr %X_f, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = mul i32 %bx, 4
  %485 = add i32 %484, %i7161
  %486 = sext i32 %485 to i64
  %487 = sext i32 %N to i64
  %488 = mul nsw i64 %486, %487
  %489 = sext i32 %j2168 to i64
  %490 = add nsw i64 %488, %489
  %491 = getelementptr inbounds float, ptr %Y, i64 %490
  store float %483, ptr %491, align 4
  %492 = add nsw i32 %j2168, 1
  br label %for.cond165, !llvm.loop !37

for.end167:                                       ; preds = %for.cond165
  br label %if.end164

for.cond169:                                      ; preds = %for.end175, %if.else156
  %i7172 = phi i32 [ 0, %if.else156 ], [ %511, %for.end175 ]
  %493 = icmp slt i32 %i7172, 4
  br i1 %493, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  br label %for.cond173

for.end171:                                       ; preds = %for.cond169
  br label %if.end157

for.cond173:                                      ; preds = %if.end179, %for.body170
  %j2176 = phi i32 [ 0, %for.body170 ], [ %526, %if.end179 ]
  %494 = icmp slt i32 %j2176, 512
  br i1 %494, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %495 = mul i32 %bx, 4
  %496 = sext i32 %495 to i64
  %497 = sext i32 %i7172 to i64
  %498 = add i64 %496, %497
  %499 = icmp sle i64 0, %498
  %500 = mul i32 %bx, 4
  %501 = sext i32 %500 to i64
  %502 = sext i32 %i7172 to i64
  %503 = add i64 %501, %502
  %504 = sext i32 %M to i64
  %505 = icmp slt i64 %503, %504
  %506 = and i1 %499, %505
  %507 = sext i32 %j2176 to i64
  %508 = sext i32 %N to i64
  %509 = icmp slt i64 %507, %508
  %510 = and i1 %506, %509
  br i1 %510, label %if.then177, label %if.else178

for.end175:                                       ; preds = %for.cond173
  %511 = add nsw i32 %i7172, 1
  br label %for.cond169, !llvm.loop !38

if.then177:                                       ; preds = %for.body174
  %512 = sext i32 %i7172 to i64
  %513 = mul nsw i64 %512, 512
  %514 = sext i32 %j2176 to i64
  %515 = add nsw i64 %513, %514
  %516 = getelementptr inbounds float, ptr %X_f, i64 %515
  %517 = load float, ptr %516, align 4
  %518 = mul i32 %bx, 4
  %519 = add i32 %518, %i7172
  %520 = sext i32 %519 to i64
  %521 = sext i32 %N to i64
  %522 = mul nsw i64 %520, %521
  %523 = sext i32 %j2176 to i64
  %524 = add nsw i64 %522, %523
  %525 = getelementptr inbounds float, ptr %Y, i64 %524
  store float %517, ptr %525, align 4
  br label %if.end179

if.else178:                                       ; preds = %for.body174
  br label %if.end179

if.end179:                                        ; preds = %if.else178, %if.then177
  %526 = add nsw i32 %j2176, 1
  br label %for.cond173, !llvm.loop !39

if.then180:                                       ; preds = %if.else86
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_17, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  %527 = sext i32 %N to i64
  %528 = icmp sle i64 4096, %527
  br i1 %528, label %if.then183, label %if.else184

if.else181:                                       ; preds = %if.else86
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_18, i8 0, i64 128, i1 false)
  br label %for.cond278

if.end182:                                        ; preds = %for.end336, %for.end198
  br label %if.end87

if.then183:                                       ; preds = %if.then180
  br label %for.cond186

if.else184:                                       ; preds = %if.then180
  br label %for.cond189

if.end185:                                        ; preds = %for.end191, %for.end188
  br label %for.cond196

for.cond186:                                      ; preds = %for.body187, %if.then183
  %i9 = phi i32 [ 0, %if.then183 ], [ %535, %for.body187 ]
  %529 = icmp slt i32 %i9, 4096
  br i1 %529, label %for.body187, label %for.end188

for.body187:                                      ; preds = %for.cond186
  %530 = sext i32 %i9 to i64
  %531 = getelementptr inbounds float, ptr %W, i64 %530
  %532 = load float, ptr %531, align 4
  %533 = sext i32 %i9 to i64
  %534 = getelementptr inbounds float, ptr %W_r, i64 %533
  store float %532, ptr %534, align 4
  %535 = add nsw i32 %i9, 1
  br label %for.cond186, !llvm.loop !40

for.end188:                                       ; preds = %for.cond186
  br label %if.end185

for.cond189:                                      ; preds = %sel.end195, %if.else184
  %i9192 = phi i32 [ 0, %if.else184 ], [ %546, %sel.end195 ]
  %536 = icmp slt i32 %i9192, 4096
  br i1 %536, label %for.body190, label %for.end191

for.body190:                                      ; preds = %for.cond189
  %537 = sext i32 %i9192 to i64
  %538 = sext i32 %N to i64
  %539 = icmp slt i64 %537, %538
  br i1 %539, label %sel.then193, label %sel.else194

for.end191:                                       ; preds = %for.cond189
  br label %if.end185

sel.then193:                                      ; preds = %for.body190
  %540 = sext i32 %i9192 to i64
  %541 = getelementptr inbounds float, ptr %W, i64 %540
  %542 = load float, ptr %541, align 4
  br label %sel.end195

sel.else194:                                      ; preds = %for.body190
  br label %sel.end195

sel.end195:                                       ; preds = %sel.else194, %sel.then193
  %543 = phi float [ %542, %sel.then193 ], [ 0.000000e+00, %sel.else194 ]
  %544 = sext i32 %i9192 to i64
  %545 = getelementptr inbounds float, ptr %W_r, i64 %544
  store float %543, ptr %545, align 4
  %546 = add nsw i32 %i9192, 1
  br label %for.cond189, !llvm.loop !41

for.cond196:                                      ; preds = %if.end255, %if.end185
  %r = phi i32 [ 0, %if.end185 ], [ %730, %if.end255 ]
  %547 = icmp slt i32 %r, 4
  br i1 %547, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %548 = mul i32 %bx, 4
  %549 = add i32 %548, %r
  %550 = icmp sle i32 0, %549
  %551 = mul i32 %bx, 4
  %552 = add i32 %551, %r
  %553 = sext i32 %552 to i64
  %554 = add i64 %553, 1
  %555 = sext i32 %M to i64
  %556 = icmp sle i64 %554, %555
  %557 = and i1 %550, %556
  %558 = sext i32 %N to i64
  %559 = icmp sle i64 4096, %558
  %560 = and i1 %557, %559
  br i1 %560, label %if.then199, label %if.else200

for.end198:                                       ; preds = %for.cond196
  br label %if.end182

if.then199:                                       ; preds = %for.body197
  br label %for.cond202

if.else200:                                       ; preds = %for.body197
  br label %for.cond209

if.end201:                                        ; preds = %for.end211, %for.end204
  br label %for.cond220

for.cond202:                                      ; preds = %for.end208, %if.then199
  %i9205 = phi i32 [ 0, %if.then199 ], [ %579, %for.end208 ]
  %561 = icmp slt i32 %i9205, 1
  br i1 %561, label %for.body203, label %for.end204

for.body203:                                      ; preds = %for.cond202
  br label %for.cond206

for.end204:                                       ; preds = %for.cond202
  br label %if.end201

for.cond206:                                      ; preds = %for.body207, %for.body203
  %j3 = phi i32 [ 0, %for.body203 ], [ %578, %for.body207 ]
  %562 = icmp slt i32 %j3, 4096
  br i1 %562, label %for.body207, label %for.end208

for.body207:                                      ; preds = %for.cond206
  %563 = mul i32 %bx, 4
  %564 = add i32 %563, %r
  %565 = add i32 %564, %i9205
  %566 = sext i32 %565 to i64
  %567 = sext i32 %N to i64
  %568 = mul nsw i64 %566, %567
  %569 = sext i32 %j3 to i64
  %570 = add nsw i64 %568, %569
  %571 = getelementptr inbounds float, ptr %X, i64 %570
  %572 = load float, ptr %571, align 4
  %573 = sext i32 %i9205 to i64
  %574 = mul nsw i64 %573, 4096
  %575 = sext i32 %j3 to i64
  %576 = add nsw i64 %574, %575
  %577 = getelementptr inbounds float, ptr %X_r, i64 %576
  store float %572, ptr %577, align 4
  %578 = add nsw i32 %j3, 1
  br label %for.cond206, !llvm.loop !42

for.end208:                                       ; preds = %for.cond206
  %579 = add nsw i32 %i9205, 1
  br label %for.cond202, !llvm.loop !43

for.cond209:                                      ; preds = %for.end215, %if.else200
  %i9212 = phi i32 [ 0, %if.else200 ], [ %600, %for.end215 ]
  %580 = icmp slt i32 %i9212, 1
  br i1 %580, label %for.body210, label %for.end211

for.body210:                                      ; preds = %for.cond209
  br label %for.cond213

for.end211:                                       ; preds = %for.cond209
  br label %if.end201

for.cond213:                                      ; preds = %sel.end219, %for.body210
  %j3216 = phi i32 [ 0, %for.body210 ], [ %617, %sel.end219 ]
  %581 = icmp slt i32 %j3216, 4096
  br i1 %581, label %for.body214, label %for.end215

for.body214:                                      ; preds = %for.cond213
  %582 = mul i32 %bx, 4
  %583 = add i32 %582, %r
  %584 = sext i32 %583 to i64
  %585 = sext i32 %i9212 to i64
  %586 = add i64 %584, %585
  %587 = icmp sle i64 0, %586
  %588 = mul i32 %bx, 4
  %589 = add i32 %588, %r
  %590 = sext i32 %589 to i64
  %591 = sext i32 %i9212 to i64
  %592 = add i64 %590, %591
  %593 = sext i32 %M to i64
  %594 = icmp slt i64 %592, %593
  %595 = and i1 %587, %594
  %596 = sext i32 %j3216 to i64
  %597 = sext i32 %N to i64
  %598 = icmp slt i64 %596, %597
  %599 = and i1 %595, %598
  br i1 %599, label %sel.then217, label %sel.else218

for.end215:                                       ; preds = %for.cond213
  %600 = add nsw i32 %i9212, 1
  br label %for.cond209, !llvm.loop !44

sel.then217:                                      ; preds = %for.body214
  %601 = mul i32 %bx, 4
  %602 = add i32 %601, %r
  %603 = add i32 %602, %i9212
  %604 = sext i32 %603 to i64
  %605 = sext i32 %N to i64
  %606 = mul nsw i64 %604, %605
  %607 = sext i32 %j3216 to i64
  %608 = add nsw i64 %606, %607
  %609 = getelementptr inbounds float, ptr %X, i64 %608
  %610 = load float, ptr %609, align 4
  br label %sel.end219

sel.else218:                                      ; preds = %for.body214
  br label %sel.end219

sel.end219:                                       ; preds = %sel.else218, %sel.then217
  %611 = phi float [ %610, %sel.then217 ], [ 0.000000e+00, %sel.else218 ]
  %612 = sext i32 %i9212 to i64
  %613 = mul nsw i64 %612, 4096
  %614 = sext i32 %j3216 to i64
  %615 = add nsw i64 %613, %614
  %616 = getelementptr inbounds float, ptr %X_r, i64 %615
  store float %611, ptr %616, align 4
  %617 = add nsw i32 %j3216, 1
  br label %for.cond213, !llvm.loop !45

for.cond220:                                      ; preds = %for.end226, %if.end201
  %i223 = phi i32 [ 0, %if.end201 ], [ %643, %for.end226 ]
  %618 = icmp slt i32 %i223, 1
  br i1 %618, label %for.body221, label %for.end222

for.body221:                                      ; preds = %for.cond220
  br label %for.cond224

for.end222:                                       ; preds = %for.cond220
  br label %for.cond228

for.cond224:                                      ; preds = %for.body225, %for.body221
  %j227 = phi i32 [ 0, %for.body221 ], [ %642, %for.body225 ]
  %619 = icmp slt i32 %j227, 4096
  br i1 %619, label %for.body225, label %for.end226

for.body225:                                      ; preds = %for.cond224
  %620 = icmp slt i32 %j227, %N
  %621 = sext i32 %i223 to i64
  %622 = mul nsw i64 %621, 4096
  %623 = sext i32 %j227 to i64
  %624 = add nsw i64 %622, %623
  %625 = call i64 @llvm.umin.i64(i64 %624, i64 4095)
  %626 = getelementptr inbounds float, ptr %X_r, i64 %625
  %627 = load float, ptr %626, align 4
  %628 = sext i32 %i223 to i64
  %629 = mul nsw i64 %628, 4096
  %630 = sext i32 %j227 to i64
  %631 = add nsw i64 %629, %630
  %632 = call i64 @llvm.umin.i64(i64 %631, i64 4095)
  %633 = getelementptr inbounds float, ptr %X_r, i64 %632
  %634 = load float, ptr %633, align 4
  %635 = fmul float %627, %634
  %636 = select i1 %620, float %635, float 0.000000e+00
  %637 = sext i32 %i223 to i64
  %638 = mul nsw i64 %637, 4096
  %639 = sext i32 %j227 to i64
  %640 = add nsw i64 %638, %639
  %641 = getelementptr inbounds float, ptr %sq_r, i64 %640
  store float %636, ptr %641, align 4
  %642 = add nsw i32 %j227, 1
  br label %for.cond224, !llvm.loop !46

for.end226:                                       ; preds = %for.cond224
  %643 = add nsw i32 %i223, 1
  br label %for.cond220, !llvm.loop !47

for.cond228:                                      ; preds = %for.end243, %for.end222
  %i3 = phi i32 [ 0, %for.end222 ], [ %687, %for.end243 ]
  %644 = icmp slt i32 %i3, 1
  br i1 %644, label %for.body229, label %for.end230

for.body229:                                      ; preds = %for.cond228
  br label %for.cond231

for.end230:                                       ; preds = %for.cond228
  br label %for.cond245

for.cond231:                                      ; preds = %for.body232, %for.body229
  %lane2 = phi i32 [ 0, %for.body229 ], [ %654, %for.body232 ]
  %645 = icmp slt i32 %lane2, 32
  br i1 %645, label %for.body232, label %for.end233

for.body232:                                      ; preds = %for.cond231
  %646 = sext i32 %i3 to i64
  %647 = mul nsw i64 %646, 4096
  %648 = sext i32 %lane2 to i64
  %649 = add nsw i64 %647, %648
  %650 = getelementptr inbounds float, ptr %sq_r, i64 %649
  %651 = load float, ptr %650, align 4
  %652 = sext i32 %lane2 to i64
  %653 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %652
  store float %651, ptr %653, align 4
  %654 = add nsw i32 %lane2, 1
  br label %for.cond231, !llvm.loop !48

for.end233:                                       ; preds = %for.cond231
  br label %for.cond234

for.cond234:                                      ; preds = %for.end239, %for.end233
  %red2 = phi i32 [ 0, %for.end233 ], [ %675, %for.end239 ]
  %655 = icmp slt i32 %red2, 127
  br i1 %655, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  br label %for.cond237

for.end236:                                       ; preds = %for.cond234
  %656 = sext i32 %i3 to i64
  %657 = getelementptr inbounds float, ptr %ss_r, i64 %656
  store float 0.000000e+00, ptr %657, align 4
  br label %for.cond241

for.cond237:                                      ; preds = %for.body238, %for.body235
  %lane2240 = phi i32 [ 0, %for.body235 ], [ %674, %for.body238 ]
  %658 = icmp slt i32 %lane2240, 32
  br i1 %658, label %for.body238, label %for.end239

for.body238:                                      ; preds = %for.cond237
  %659 = sext i32 %lane2240 to i64
  %660 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %659
  %661 = load float, ptr %660, align 4
  %662 = sext i32 %i3 to i64
  %663 = mul nsw i64 %662, 4096
  %664 = add i32 %red2, 1
  %665 = mul i32 %664, 32
  %666 = add i32 %665, %lane2240
  %667 = sext i32 %666 to i64
  %668 = add nsw i64 %663, %667
  %669 = getelementptr inbounds float, ptr %sq_r, i64 %668
  %670 = load float, ptr %669, align 4
  %671 = fadd float %661, %670
  %672 = sext i32 %lane2240 to i64
  %673 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %672
  store float %671, ptr %673, align 4
  %674 = add nsw i32 %lane2240, 1
  br label %for.cond237, !llvm.loop !49

for.end239:                                       ; preds = %for.cond237
  %675 = add nsw i32 %red2, 1
  br label %for.cond234, !llvm.loop !50

for.cond241:                                      ; preds = %for.body242, %for.end236
  %lane2244 = phi i32 [ 0, %for.end236 ], [ %686, %for.body242 ]
  %676 = icmp slt i32 %lane2244, 32
  br i1 %676, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  %677 = sext i32 %i3 to i64
  %678 = getelementptr inbounds float, ptr %ss_r, i64 %677
  %679 = load float, ptr %678, align 4
  %680 = sext i32 %lane2244 to i64
  %681 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %680
  %682 = load float, ptr %681, align 4
  %683 = fadd float %679, %682
  %684 = sext i32 %i3 to i64
  %685 = getelementptr inbounds float, ptr %ss_r, i64 %684
  store float %683, ptr %685, align 4
  %686 = add nsw i32 %lane2244, 1
  br label %for.cond241, !llvm.loop !51

for.end243:                                       ; preds = %for.cond241
  %687 = add nsw i32 %i3, 1
  br label %for.cond228, !llvm.loop !52

for.cond245:                                      ; preds = %for.end251, %for.end230
  %i248 = phi i32 [ 0, %for.end230 ], [ %729, %for.end251 ]
  %688 = icmp slt i32 %i248, 1
  br i1 %688, label %for.body246, label %for.end247

for.body246:                                      ; preds = %for.cond245
  br label %for.cond249

for.end247:                                       ; preds = %for.cond245
  %689 = mul i32 %bx, 4
  %690 = add i32 %689, %r
  %691 = icmp sle i32 0, %690
  %692 = mul i32 %bx, 4
  %693 = add i32 %692, %r
  %694 = sext i32 %693 to i64
  %695 = add i64 %694, 1
  %696 = sext i32 %M to i64
  %697 = icmp sle i64 %695, %696
  %698 = and i1 %691, %697
  %699 = sext i32 %N to i64
  %700 = icmp sle i64 4096, %699
  %701 = and i1 %698, %700
  br i1 %701, label %if.then253, label %if.else254

for.cond249:                                      ; preds = %for.body250, %for.body246
  %j252 = phi i32 [ 0, %for.body246 ], [ %728, %for.body250 ]
  %702 = icmp slt i32 %j252, 4096
  br i1 %702, label %for.body250, label %for.end251

for.body250:                                      ; preds = %for.cond249
  %703 = sext i32 %i248 to i64
  %704 = mul nsw i64 %703, 4096
  %705 = sext i32 %j252 to i64
  %706 = add nsw i64 %704, %705
  %707 = getelementptr inbounds float, ptr %X_r, i64 %706
  %708 = load float, ptr %707, align 4
  %709 = getelementptr inbounds float, ptr %ss_r, i64 0
  %710 = load float, ptr %709, align 4
  %711 = sitofp i32 %N to float
  %712 = fdiv float %710, %711
  %713 = fadd float %712, 0x3EB0C6F7A0000000
  %714 = fpext float %713 to double
  %715 = call double @llvm.sqrt.f64(double %714)
  %716 = fdiv double 1.000000e+00, %715
  %717 = fptrunc double %716 to float
  %718 = fmul float %708, %717
  %719 = sext i32 %j252 to i64
  %720 = getelementptr inbounds float, ptr %W_r, i64 %719
  %721 = load float, ptr %720, align 4
  %722 = fmul float %718, %721
  %723 = sext i32 %i248 to i64
  %724 = mul nsw i64 %723, 4096
  %725 = sext i32 %j252 to i64
  %726 = add nsw i64 %724, %725
  %727 = getelementptr inbounds float, ptr %X_r, i64 %726
  store float %722, ptr %727, align 4
  %728 = add nsw i32 %j252, 1
  br label %for.cond249, !llvm.loop !53

for.end251:                                       ; preds = %for.cond249
  %729 = add nsw i32 %i248, 1
  br label %for.cond245, !llvm.loop !54

if.then253:                                       ; preds = %for.end247
  br label %for.cond256

if.else254:                                       ; preds = %for.end247
  br label %for.cond267

if.end255:                                        ; preds = %for.end269, %for.end258
  %730 = add nsw i32 %r, 1
  br label %for.cond196, !llvm.loop !55

for.cond256:                                      ; preds = %if.end262, %if.then253
  %i9259 = phi i32 [ 0, %if.then253 ], [ %748, %if.end262 ]
  %731 = icmp slt i32 %i9259, 1
  br i1 %731, label %for.body257, label %for.end258

for.body257:                                      ; preds = %for.cond256
  %732 = sext i32 %M to i64
  %733 = sext i32 %N to i64
  %734 = mul i64 %732, %733
  %735 = icmp sge i64 %734, 8388608
  br i1 %735, label %if.then260, label %if.else261

for.end258:                                       ; preds = %for.cond256
  br label %if.end255

if.then260:                                       ; preds = %for.body257
  %736 = mul i32 %bx, 4
  %737 = add i32 %736, %r
  %738 = add i32 %737, %i9259
  %739 = sext i32 %738 to i64
  %740 = sext i32 %N to i64
  %741 = mul nsw i64 %739, %740
  %742 = add nsw i64 %741, 0
  %743 = getelementptr inbounds float, ptr %Y, i64 %742
  %744 = sext i32 %i9259 to i64
  %745 = mul nsw i64 %744, 4096
  %746 = add nsw i64 %745, 0
  %747 = getelementptr inbounds float, ptr %X_r, i64 %746
  call void @tilec_rt_stream(ptr %743, ptr %747, i64 16384)
  br label %if.end262

if.else261:                                       ; preds = %for.body257
  br label %for.cond263

if.end262:                                        ; preds = %for.end265, %if.then260
  %748 = add nsw i32 %i9259, 1
  br label %for.cond256, !llvm.loop !56

for.cond263:                                      ; preds = %for.body264, %if.else261
  %j3266 = phi i32 [ 0, %if.else261 ], [ %765, %for.body264 ]
  %749 = icmp slt i32 %j3266, 4096
  br i1 %749, label %for.body264, label %for.end265

for.body264:                                      ; preds = %for.cond263
  %750 = sext i32 %i9259 to i64
  %751 = mul nsw i64 %750, 4096
  %752 = sext i32 %j3266 to i64
  %753 = add nsw i64 %751, %752
  %754 = getelementptr inbounds float, ptr %X_r, i64 %753
  %755 = load float, ptr %754, align 4
  %756 = mul i32 %bx, 4
  %757 = add i32 %756, %r
  %758 = add i32 %757, %i9259
  %759 = sext i32 %758 to i64
  %760 = sext i32 %N to i64
  %761 = mul nsw i64 %759, %760
  %762 = sext i32 %j3266 to i64
  %763 = add nsw i64 %761, %762
  %764 = getelementptr inbounds float, ptr %Y, i64 %763
  store float %755, ptr %764, align 4
  %765 = add nsw i32 %j3266, 1
  br label %for.cond263, !llvm.loop !57

for.end265:                                       ; preds = %for.cond263
  br label %if.end262

for.cond267:                                      ; preds = %for.end273, %if.else254
  %i9270 = phi i32 [ 0, %if.else254 ], [ %786, %for.end273 ]
  %766 = icmp slt i32 %i9270, 1
  br i1 %766, label %for.body268, label %for.end269

for.body268:                                      ; preds = %for.cond267
  br label %for.cond271

for.end269:                                       ; preds = %for.cond267
  br label %if.end255

for.cond271:                                      ; preds = %if.end277, %for.body268
  %j3274 = phi i32 [ 0, %for.body268 ], [ %802, %if.end277 ]
  %767 = icmp slt i32 %j3274, 4096
  br i1 %767, label %for.body272, label %for.end273

for.body272:                                      ; preds = %for.cond271
  %768 = mul i32 %bx, 4
  %769 = add i32 %768, %r
  %770 = sext i32 %769 to i64
  %771 = sext i32 %i9270 to i64
  %772 = add i64 %770, %771
  %773 = icmp sle i64 0, %772
  %774 = mul i32 %bx, 4
  %775 = add i32 %774, %r
  %776 = sext i32 %775 to i64
  %777 = sext i32 %i9270 to i64
  %778 = add i64 %776, %777
  %779 = sext i32 %M to i64
  %780 = icmp slt i64 %778, %779
  %781 = and i1 %773, %780
  %782 = sext i32 %j3274 to i64
  %783 = sext i32 %N to i64
  %784 = icmp slt i64 %782, %783
  %785 = and i1 %781, %784
  br i1 %785, label %if.then275, label %if.else276

for.end273:                                       ; preds = %for.cond271
  %786 = add nsw i32 %i9270, 1
  br label %for.cond267, !llvm.loop !58

if.then275:                                       ; preds = %for.body272
  %787 = sext i32 %i9270 to i64
  %788 = mul nsw i64 %787, 4096
  %789 = sext i32 %j3274 to i64
  %790 = add nsw i64 %788, %789
  %791 = getelementptr inbounds float, ptr %X_r, i64 %790
  %792 = load float, ptr %791, align 4
  %793 = mul i32 %bx, 4
  %794 = add i32 %793, %r
  %795 = add i32 %794, %i9270
  %796 = sext i32 %795 to i64
  %797 = sext i32 %N to i64
  %798 = mul nsw i64 %796, %797
  %799 = sext i32 %j3274 to i64
  %800 = add nsw i64 %798, %799
  %801 = getelementptr inbounds float, ptr %Y, i64 %800
  store float %792, ptr %801, align 4
  br label %if.end277

if.else276:                                       ; preds = %for.body272
  br label %if.end277

if.end277:                                        ; preds = %if.else276, %if.then275
  %802 = add nsw i32 %j3274, 1
  br label %for.cond271, !llvm.loop !59

for.cond278:                                      ; preds = %for.body279, %if.else181
  %i10 = phi i32 [ 0, %if.else181 ], [ %806, %for.body279 ]
  %803 = icmp slt i32 %i10, 4
  br i1 %803, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  %804 = sext i32 %i10 to i64
  %805 = getelementptr inbounds float, ptr %ss, i64 %804
  store float 0.000000e+00, ptr %805, align 4
  %806 = add nsw i32 %i10, 1
  br label %for.cond278, !llvm.loop !60

for.end280:                                       ; preds = %for.cond278
  %807 = sext i32 %N to i64
  %808 = sdiv i64 %807, 512
  %809 = sub i64 0, %807
  %810 = select i1 false, i64 %809, i64 %808
  %811 = srem i64 %807, 512
  %812 = icmp ne i64 %811, 0
  %813 = icmp slt i64 %807, 0
  %814 = icmp eq i1 %813, false
  %815 = and i1 %812, %814
  %816 = zext i1 %815 to i64
  %817 = add i64 %810, %816
  %818 = trunc i64 %817 to i32
  br label %for.cond281

for.cond281:                                      ; preds = %for.end315, %for.end280
  %c = phi i32 [ 0, %for.end280 ], [ %932, %for.end315 ]
  %819 = icmp slt i32 %c, %818
  br i1 %819, label %for.body282, label %for.end283

for.body282:                                      ; preds = %for.cond281
  %820 = mul i32 %bx, 4
  %821 = icmp sle i32 0, %820
  %822 = mul i32 %bx, 4
  %823 = sext i32 %822 to i64
  %824 = add i64 %823, 4
  %825 = sext i32 %M to i64
  %826 = icmp sle i64 %824, %825
  %827 = and i1 %821, %826
  %828 = mul i32 %c, 512
  %829 = icmp sle i32 0, %828
  %830 = mul i32 %c, 512
  %831 = sext i32 %830 to i64
  %832 = add i64 %831, 512
  %833 = sext i32 %N to i64
  %834 = icmp sle i64 %832, %833
  %835 = and i1 %829, %834
  %836 = and i1 %827, %835
  br i1 %836, label %if.then284, label %if.else285

for.end283:                                       ; preds = %for.cond281
  br label %for.cond330

if.then284:                                       ; preds = %for.body282
  br label %for.cond287

if.else285:                                       ; preds = %for.body282
  br label %for.cond294

if.end286:                                        ; preds = %for.end296, %for.end289
  br label %for.cond305

for.cond287:                                      ; preds = %for.end293, %if.then284
  %i10290 = phi i32 [ 0, %if.then284 ], [ %856, %for.end293 ]
  %837 = icmp slt i32 %i10290, 4
  br i1 %837, label %for.body288, label %for.end289

for.body288:                                      ; preds = %for.cond287
  br label %for.cond291

for.end289:                                       ; preds = %for.cond287
  br label %if.end286

for.cond291:                                      ; preds = %for.body292, %for.body288
  %j4 = phi i32 [ 0, %for.body288 ], [ %855, %for.body292 ]
  %838 = icmp slt i32 %j4, 512
  br i1 %838, label %for.body292, label %for.end293

for.body292:                                      ; preds = %for.cond291
  %839 = mul i32 %bx, 4
  %840 = add i32 %839, %i10290
  %841 = sext i32 %840 to i64
  %842 = sext i32 %N to i64
  %843 = mul nsw i64 %841, %842
  %844 = mul i32 %c, 512
  %845 = add i32 %844, %j4
  %846 = sext i32 %845 to i64
  %847 = add nsw i64 %843, %846
  %848 = getelementptr inbounds float, ptr %X, i64 %847
  %849 = load float, ptr %848, align 4
  %850 = sext i32 %i10290 to i64
  %851 = mul nsw i64 %850, 512
  %852 = sext i32 %j4 to i64
  %853 = add nsw i64 %851, %852
  %854 = getelementptr inbounds float, ptr %X_f, i64 %853
  store float %849, ptr %854, align 4
  %855 = add nsw i32 %j4, 1
  br label %for.cond291, !llvm.loop !61

for.end293:                                       ; preds = %for.cond291
  %856 = add nsw i32 %i10290, 1
  br label %for.cond287, !llvm.loop !62

for.cond294:                                      ; preds = %for.end300, %if.else285
  %i10297 = phi i32 [ 0, %if.else285 ], [ %884, %for.end300 ]
  %857 = icmp slt i32 %i10297, 4
  br i1 %857, label %for.body295, label %for.end296

for.body295:                                      ; preds = %for.cond294
  br label %for.cond298

for.end296:                                       ; preds = %for.cond294
  br label %if.end286

for.cond298:                                      ; preds = %sel.end304, %for.body295
  %j4301 = phi i32 [ 0, %for.body295 ], [ %902, %sel.end304 ]
  %858 = icmp slt i32 %j4301, 512
  br i1 %858, label %for.body299, label %for.end300

for.body299:                                      ; preds = %for.cond298
  %859 = mul i32 %bx, 4
  %860 = sext i32 %859 to i64
  %861 = sext i32 %i10297 to i64
  %862 = add i64 %860, %861
  %863 = icmp sle i64 0, %862
  %864 = mul i32 %bx, 4
  %865 = sext i32 %864 to i64
  %866 = sext i32 %i10297 to i64
  %867 = add i64 %865, %866
  %868 = sext i32 %M to i64
  %869 = icmp slt i64 %867, %868
  %870 = and i1 %863, %869
  %871 = mul i32 %c, 512
  %872 = sext i32 %871 to i64
  %873 = sext i32 %j4301 to i64
  %874 = add i64 %872, %873
  %875 = icmp sle i64 0, %874
  %876 = mul i32 %c, 512
  %877 = sext i32 %876 to i64
  %878 = sext i32 %j4301 to i64
  %879 = add i64 %877, %878
  %880 = sext i32 %N to i64
  %881 = icmp slt i64 %879, %880
  %882 = and i1 %875, %881
  %883 = and i1 %870, %882
  br i1 %883, label %sel.then302, label %sel.else303

for.end300:                                       ; preds = %for.cond298
  %884 = add nsw i32 %i10297, 1
  br label %for.cond294, !llvm.loop !63

sel.then302:                                      ; preds = %for.body299
  %885 = mul i32 %bx, 4
  %886 = add i32 %885, %i10297
  %887 = sext i32 %886 to i64
  %888 = sext i32 %N to i64
  %889 = mul nsw i64 %887, %888
  %890 = mul i32 %c, 512
  %891 = add i32 %890, %j4301
  %892 = sext i32 %891 to i64
  %893 = add nsw i64 %889, %892
  %894 = getelementptr inbounds float, ptr %X, i64 %893
  %895 = load float, ptr %894, align 4
  br label %sel.end304

sel.else303:                                      ; preds = %for.body299
  br label %sel.end304

sel.end304:                                       ; preds = %sel.else303, %sel.then302
  %896 = phi float [ %895, %sel.then302 ], [ 0.000000e+00, %sel.else303 ]
  %897 = sext i32 %i10297 to i64
  %898 = mul nsw i64 %897, 512
  %899 = sext i32 %j4301 to i64
  %900 = add nsw i64 %898, %899
  %901 = getelementptr inbounds float, ptr %X_f, i64 %900
  store float %896, ptr %901, align 4
  %902 = add nsw i32 %j4301, 1
  br label %for.cond298, !llvm.loop !64

for.cond305:                                      ; preds = %for.end311, %if.end286
  %i308 = phi i32 [ 0, %if.end286 ], [ %930, %for.end311 ]
  %903 = icmp slt i32 %i308, 4
  br i1 %903, label %for.body306, label %for.end307

for.body306:                                      ; preds = %for.cond305
  br label %for.cond309

for.end307:                                       ; preds = %for.cond305
  br label %for.cond313

for.cond309:                                      ; preds = %for.body310, %for.body306
  %j312 = phi i32 [ 0, %for.body306 ], [ %929, %for.body310 ]
  %904 = icmp slt i32 %j312, 512
  br i1 %904, label %for.body310, label %for.end311

for.body310:                                      ; preds = %for.cond309
  %905 = mul i32 %c, 512
  %906 = add i32 %905, %j312
  %907 = icmp slt i32 %906, %N
  %908 = sext i32 %i308 to i64
  %909 = mul nsw i64 %908, 512
  %910 = sext i32 %j312 to i64
  %911 = add nsw i64 %909, %910
  %912 = call i64 @llvm.umin.i64(i64 %911, i64 2047)
  %913 = getelementptr inbounds float, ptr %X_f, i64 %912
  %914 = load float, ptr %913, align 4
  %915 = sext i32 %i308 to i64
  %916 = mul nsw i64 %915, 512
  %917 = sext i32 %j312 to i64
  %918 = add nsw i64 %916, %917
  %919 = call i64 @llvm.umin.i64(i64 %918, i64 2047)
  %920 = getelementptr inbounds float, ptr %X_f, i64 %919
  %921 = load float, ptr %920, align 4
  %922 = fmul float %914, %921
  %923 = select i1 %907, float %922, float 0.000000e+00
  %924 = sext i32 %i308 to i64
  %925 = mul nsw i64 %924, 512
  %926 = sext i32 %j312 to i64
  %927 = add nsw i64 %925, %926
  %928 = getelementptr inbounds float, ptr %X_f, i64 %927
  store float %923, ptr %928, align 4
  %929 = add nsw i32 %j312, 1
  br label %for.cond309, !llvm.loop !65

for.end311:                                       ; preds = %for.cond309
  %930 = add nsw i32 %i308, 1
  br label %for.cond305, !llvm.loop !66

for.cond313:                                      ; preds = %for.end328, %for.end307
  %i5 = phi i32 [ 0, %for.end307 ], [ %973, %for.end328 ]
  %931 = icmp slt i32 %i5, 4
  br i1 %931, label %for.body314, label %for.end315

for.body314:                                      ; preds = %for.cond313
  br label %for.cond316

for.end315:                                       ; preds = %for.cond313
  %932 = add nsw i32 %c, 1
  br label %for.cond281, !llvm.loop !67

for.cond316:                                      ; preds = %for.body317, %for.body314
  %lane3 = phi i32 [ 0, %for.body314 ], [ %942, %for.body317 ]
  %933 = icmp slt i32 %lane3, 32
  br i1 %933, label %for.body317, label %for.end318

for.body317:                                      ; preds = %for.cond316
  %934 = sext i32 %i5 to i64
  %935 = mul nsw i64 %934, 512
  %936 = sext i32 %lane3 to i64
  %937 = add nsw i64 %935, %936
  %938 = getelementptr inbounds float, ptr %X_f, i64 %937
  %939 = load float, ptr %938, align 4
  %940 = sext i32 %lane3 to i64
  %941 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %940
  store float %939, ptr %941, align 4
  %942 = add nsw i32 %lane3, 1
  br label %for.cond316, !llvm.loop !68

for.end318:                                       ; preds = %for.cond316
  br label %for.cond319

for.cond319:                                      ; preds = %for.end324, %for.end318
  %red3 = phi i32 [ 0, %for.end318 ], [ %961, %for.end324 ]
  %943 = icmp slt i32 %red3, 15
  br i1 %943, label %for.body320, label %for.end321

for.body320:                                      ; preds = %for.cond319
  br label %for.cond322

for.end321:                                       ; preds = %for.cond319
  br label %for.cond326

for.cond322:                                      ; preds = %for.body323, %for.body320
  %lane3325 = phi i32 [ 0, %for.body320 ], [ %960, %for.body323 ]
  %944 = icmp slt i32 %lane3325, 32
  br i1 %944, label %for.body323, label %for.end324

for.body323:                                      ; preds = %for.cond322
  %945 = sext i32 %lane3325 to i64
  %946 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %945
  %947 = load float, ptr %946, align 4
  %948 = sext i32 %i5 to i64
  %949 = mul nsw i64 %948, 512
  %950 = add i32 %red3, 1
  %951 = mul i32 %950, 32
  %952 = add i32 %951, %lane3325
  %953 = sext i32 %952 to i64
  %954 = add nsw i64 %949, %953
  %955 = getelementptr inbounds float, ptr %X_f, i64 %954
  %956 = load float, ptr %955, align 4
  %957 = fadd float %947, %956
  %958 = sext i32 %lane3325 to i64
  %959 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %958
  store float %957, ptr %959, align 4
  %960 = add nsw i32 %lane3325, 1
  br label %for.cond322, !llvm.loop !69

for.end324:                                       ; preds = %for.cond322
  %961 = add nsw i32 %red3, 1
  br label %for.cond319, !llvm.loop !70

for.cond326:                                      ; preds = %for.body327, %for.end321
  %lane3329 = phi i32 [ 0, %for.end321 ], [ %972, %for.body327 ]
  %962 = icmp slt i32 %lane3329, 32
  br i1 %962, label %for.body327, label %for.end328

for.body327:                                      ; preds = %for.cond326
  %963 = sext i32 %i5 to i64
  %964 = getelementptr inbounds float, ptr %ss, i64 %963
  %965 = load float, ptr %964, align 4
  %966 = sext i32 %lane3329 to i64
  %967 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %966
  %968 = load float, ptr %967, align 4
  %969 = fadd float %965, %968
  %970 = sext i32 %i5 to i64
  %971 = getelementptr inbounds float, ptr %ss, i64 %970
  store float %969, ptr %971, align 4
  %972 = add nsw i32 %lane3329, 1
  br label %for.cond326, !llvm.loop !71

for.end328:                                       ; preds = %for.cond326
  %973 = add nsw i32 %i5, 1
  br label %for.cond313, !llvm.loop !72

for.cond330:                                      ; preds = %for.body331, %for.end283
  %i333 = phi i32 [ 0, %for.end283 ], [ %987, %for.body331 ]
  %974 = icmp slt i32 %i333, 4
  br i1 %974, label %for.body331, label %for.end332

for.body331:                                      ; preds = %for.cond330
  %975 = sext i32 %i333 to i64
  %976 = getelementptr inbounds float, ptr %ss, i64 %975
  %977 = load float, ptr %976, align 4
  %978 = sitofp i32 %N to float
  %979 = fdiv float %977, %978
  %980 = fadd float %979, 0x3EB0C6F7A0000000
  %981 = fpext float %980 to double
  %982 = call double @llvm.sqrt.f64(double %981)
  %983 = fdiv double 1.000000e+00, %982
  %984 = fptrunc double %983 to float
  %985 = sext i32 %i333 to i64
  %986 = getelementptr inbounds float, ptr %ss, i64 %985
  store float %984, ptr %986, align 4
  %987 = add nsw i32 %i333, 1
  br label %for.cond330, !llvm.loop !73

for.end332:                                       ; preds = %for.cond330
  %988 = sext i32 %N to i64
  %989 = sdiv i64 %988, 512
  %990 = sub i64 0, %988
  %991 = select i1 false, i64 %990, i64 %989
  %992 = srem i64 %988, 512
  %993 = icmp ne i64 %992, 0
  %994 = icmp slt i64 %988, 0
  %995 = icmp eq i1 %994, false
  %996 = and i1 %993, %995
  %997 = zext i1 %996 to i64
  %998 = add i64 %991, %997
  %999 = trunc i64 %998 to i32
  br label %for.cond334

for.cond334:                                      ; preds = %if.end382, %for.end332
  %c337 = phi i32 [ 0, %for.end332 ], [ %1176, %if.end382 ]
  %1000 = icmp slt i32 %c337, %999
  br i1 %1000, label %for.body335, label %for.end336

for.body335:                                      ; preds = %for.cond334
  %1001 = sext i32 %N to i64
  %1002 = sdiv i64 %1001, 512
  %1003 = sub i64 0, %1001
  %1004 = select i1 false, i64 %1003, i64 %1002
  %1005 = srem i64 %1001, 512
  %1006 = icmp ne i64 %1005, 0
  %1007 = icmp slt i64 %1001, 0
  %1008 = icmp eq i1 %1007, false
  %1009 = and i1 %1006, %1008
  %1010 = zext i1 %1009 to i64
  %1011 = add i64 %1004, %1010
  %1012 = trunc i64 %1011 to i32
  %1013 = sub i32 %1012, 1
  %t = sub i32 %1013, %c337
  %1014 = mul i32 %bx, 4
  %1015 = icmp sle i32 0, %1014
  %1016 = mul i32 %bx, 4
  %1017 = sext i32 %1016 to i64
  %1018 = add i64 %1017, 4
  %1019 = sext i32 %M to i64
  %1020 = icmp sle i64 %1018, %1019
  %1021 = and i1 %1015, %1020
  %1022 = mul i32 %t, 512
  %1023 = icmp sle i32 0, %1022
  %1024 = mul i32 %t, 512
  %1025 = sext i32 %1024 to i64
  %1026 = add i64 %1025, 512
  %1027 = sext i32 %N to i64
  %1028 = icmp sle i64 %1026, %1027
  %1029 = and i1 %1023, %1028
  %1030 = and i1 %1021, %1029
  br i1 %1030, label %if.then338, label %if.else339

for.end336:                                       ; preds = %for.cond334
  br label %if.end182

if.then338:                                       ; preds = %for.body335
  br label %for.cond341

if.else339:                                       ; preds = %for.body335
  br label %for.cond347

if.end340:                                        ; preds = %for.end349, %for.end343
  %1031 = mul i32 %t, 512
  %1032 = icmp sle i32 0, %1031
  %1033 = mul i32 %t, 512
  %1034 = sext i32 %1033 to i64
  %1035 = add i64 %1034, 512
  %1036 = sext i32 %N to i64
  %1037 = icmp sle i64 %1035, %1036
  %1038 = and i1 %1032, %1037
  br i1 %1038, label %if.then358, label %if.else359

for.cond341:                                      ; preds = %for.end346, %if.then338
  %i11 = phi i32 [ 0, %if.then338 ], [ %1058, %for.end346 ]
  %1039 = icmp slt i32 %i11, 4
  br i1 %1039, label %for.body342, label %for.end343

for.body342:                                      ; preds = %for.cond341
  br label %for.cond344

for.end343:                                       ; preds = %for.cond341
  br label %if.end340

for.cond344:                                      ; preds = %for.body345, %for.body342
  %j5 = phi i32 [ 0, %for.body342 ], [ %1057, %for.body345 ]
  %1040 = icmp slt i32 %j5, 512
  br i1 %1040, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %1041 = mul i32 %bx, 4
  %1042 = add i32 %1041, %i11
  %1043 = sext i32 %1042 to i64
  %1044 = sext i32 %N to i64
  %1045 = mul nsw i64 %1043, %1044
  %1046 = mul i32 %t, 512
  %1047 = add i32 %1046, %j5
  %1048 = sext i32 %1047 to i64
  %1049 = add nsw i64 %1045, %1048
  %1050 = getelementptr inbounds float, ptr %X, i64 %1049
  %1051 = load float, ptr %1050, align 4
  %1052 = sext i32 %i11 to i64
  %1053 = mul nsw i64 %1052, 512
  %1054 = sext i32 %j5 to i64
  %1055 = add nsw i64 %1053, %1054
  %1056 = getelementptr inbounds float, ptr %X_f, i64 %1055
  store float %1051, ptr %1056, align 4
  %1057 = add nsw i32 %j5, 1
  br label %for.cond344, !llvm.loop !74

for.end346:                                       ; preds = %for.cond344
  %1058 = add nsw i32 %i11, 1
  br label %for.cond341, !llvm.loop !75

for.cond347:                                      ; preds = %for.end353, %if.else339
  %i11350 = phi i32 [ 0, %if.else339 ], [ %1086, %for.end353 ]
  %1059 = icmp slt i32 %i11350, 4
  br i1 %1059, label %for.body348, label %for.end349

for.body348:                                      ; preds = %for.cond347
  br label %for.cond351

for.end349:                                       ; preds = %for.cond347
  br label %if.end340

for.cond351:                                      ; preds = %sel.end357, %for.body348
  %j5354 = phi i32 [ 0, %for.body348 ], [ %1104, %sel.end357 ]
  %1060 = icmp slt i32 %j5354, 512
  br i1 %1060, label %for.body352, label %for.end353

for.body352:                                      ; preds = %for.cond351
  %1061 = mul i32 %bx, 4
  %1062 = sext i32 %1061 to i64
  %1063 = sext i32 %i11350 to i64
  %1064 = add i64 %1062, %1063
  %1065 = icmp sle i64 0, %1064
  %1066 = mul i32 %bx, 4
  %1067 = sext i32 %1066 to i64
  %1068 = sext i32 %i11350 to i64
  %1069 = add i64 %1067, %1068
  %1070 = sext i32 %M to i64
  %1071 = icmp slt i64 %1069, %1070
  %1072 = and i1 %1065, %1071
  %1073 = mul i32 %t, 512
  %1074 = sext i32 %1073 to i64
  %1075 = sext i32 %j5354 to i64
  %1076 = add i64 %1074, %1075
  %1077 = icmp sle i64 0, %1076
  %1078 = mul i32 %t, 512
  %1079 = sext i32 %1078 to i64
  %1080 = sext i32 %j5354 to i64
  %1081 = add i64 %1079, %1080
  %1082 = sext i32 %N to i64
  %1083 = icmp slt i64 %1081, %1082
  %1084 = and i1 %1077, %1083
  %1085 = and i1 %1072, %1084
  br i1 %1085, label %sel.then355, label %sel.else356

for.end353:                                       ; preds = %for.cond351
  %1086 = add nsw i32 %i11350, 1
  br label %for.cond347, !llvm.loop !76

sel.then355:                                      ; preds = %for.body352
  %1087 = mul i32 %bx, 4
  %1088 = add i32 %1087, %i11350
  %1089 = sext i32 %1088 to i64
  %1090 = sext i32 %N to i64
  %1091 = mul nsw i64 %1089, %1090
  %1092 = mul i32 %t, 512
  %1093 = add i32 %1092, %j5354
  %1094 = sext i32 %1093 to i64
  %1095 = add nsw i64 %1091, %1094
  %1096 = getelementptr inbounds float, ptr %X, i64 %1095
  %1097 = load float, ptr %1096, align 4
  br label %sel.end357

sel.else356:                                      ; preds = %for.body352
  br label %sel.end357

sel.end357:                                       ; preds = %sel.else356, %sel.then355
  %1098 = phi float [ %1097, %sel.then355 ], [ 0.000000e+00, %sel.else356 ]
  %1099 = sext i32 %i11350 to i64
  %1100 = mul nsw i64 %1099, 512
  %1101 = sext i32 %j5354 to i64
  %1102 = add nsw i64 %1100, %1101
  %1103 = getelementptr inbounds float, ptr %X_f, i64 %1102
  store float %1098, ptr %1103, align 4
  %1104 = add nsw i32 %j5354, 1
  br label %for.cond351, !llvm.loop !77

if.then358:                                       ; preds = %if.end340
  br label %for.cond361

if.else359:                                       ; preds = %if.end340
  br label %for.cond365

if.end360:                                        ; preds = %for.end367, %for.end363
  br label %for.cond372

for.cond361:                                      ; preds = %for.body362, %if.then358
  %i11364 = phi i32 [ 0, %if.then358 ], [ %1113, %for.body362 ]
  %1105 = icmp slt i32 %i11364, 512
  br i1 %1105, label %for.body362, label %for.end363

for.body362:                                      ; preds = %for.cond361
  %1106 = mul i32 %t, 512
  %1107 = add i32 %1106, %i11364
  %1108 = sext i32 %1107 to i64
  %1109 = getelementptr inbounds float, ptr %W, i64 %1108
  %1110 = load float, ptr %1109, align 4
  %1111 = sext i32 %i11364 to i64
  %1112 = getelementptr inbounds float, ptr %W_f, i64 %1111
  store float %1110, ptr %1112, align 4
  %1113 = add nsw i32 %i11364, 1
  br label %for.cond361, !llvm.loop !78

for.end363:                                       ; preds = %for.cond361
  br label %if.end360

for.cond365:                                      ; preds = %sel.end371, %if.else359
  %i11368 = phi i32 [ 0, %if.else359 ], [ %1135, %sel.end371 ]
  %1114 = icmp slt i32 %i11368, 512
  br i1 %1114, label %for.body366, label %for.end367

for.body366:                                      ; preds = %for.cond365
  %1115 = mul i32 %t, 512
  %1116 = sext i32 %1115 to i64
  %1117 = sext i32 %i11368 to i64
  %1118 = add i64 %1116, %1117
  %1119 = icmp sle i64 0, %1118
  %1120 = mul i32 %t, 512
  %1121 = sext i32 %1120 to i64
  %1122 = sext i32 %i11368 to i64
  %1123 = add i64 %1121, %1122
  %1124 = sext i32 %N to i64
  %1125 = icmp slt i64 %1123, %1124
  %1126 = and i1 %1119, %1125
  br i1 %1126, label %sel.then369, label %sel.else370

for.end367:                                       ; preds = %for.cond365
  br label %if.end360

sel.then369:                                      ; preds = %for.body366
  %1127 = mul i32 %t, 512
  %1128 = add i32 %1127, %i11368
  %1129 = sext i32 %1128 to i64
  %1130 = getelementptr inbounds float, ptr %W, i64 %1129
  %1131 = load float, ptr %1130, align 4
  br label %sel.end371

sel.else370:                                      ; preds = %for.body366
  br label %sel.end371

sel.end371:                                       ; preds = %sel.else370, %sel.then369
  %1132 = phi float [ %1131, %sel.then369 ], [ 0.000000e+00, %sel.else370 ]
  %1133 = sext i32 %i11368 to i64
  %1134 = getelementptr inbounds float, ptr %W_f, i64 %1133
  store float %1132, ptr %1134, align 4
  %1135 = add nsw i32 %i11368, 1
  br label %for.cond365, !llvm.loop !79

for.cond372:                                      ; preds = %for.end378, %if.end360
  %i375 = phi i32 [ 0, %if.end360 ], [ %1175, %for.end378 ]
  %1136 = icmp slt i32 %i375, 4
  br i1 %1136, label %for.body373, label %for.end374

for.body373:                                      ; preds = %for.cond372
  br label %for.cond376

for.end374:                                       ; preds = %for.cond372
  %1137 = mul i32 %bx, 4
  %1138 = icmp sle i32 0, %1137
  %1139 = mul i32 %bx, 4
  %1140 = sext i32 %1139 to i64
  %1141 = add i64 %1140, 4
  %1142 = sext i32 %M to i64
  %1143 = icmp sle i64 %1141, %1142
  %1144 = and i1 %1138, %1143
  %1145 = mul i32 %t, 512
  %1146 = icmp sle i32 0, %1145
  %1147 = mul i32 %t, 512
  %1148 = sext i32 %1147 to i64
  %1149 = add i64 %1148, 512
  %1150 = sext i32 %N to i64
  %1151 = icmp sle i64 %1149, %1150
  %1152 = and i1 %1146, %1151
  %1153 = and i1 %1144, %1152
  br i1 %1153, label %if.then380, label %if.else381

for.cond376:                                      ; preds = %for.body377, %for.body373
  %j379 = phi i32 [ 0, %for.body373 ], [ %1174, %for.body377 ]
  %1154 = icmp slt i32 %j379, 512
  br i1 %1154, label %for.body377, label %for.end378

for.body377:                                      ; preds = %for.cond376
  %1155 = sext i32 %i375 to i64
  %1156 = mul nsw i64 %1155, 512
  %1157 = sext i32 %j379 to i64
  %1158 = add nsw i64 %1156, %1157
  %1159 = getelementptr inbounds float, ptr %X_f, i64 %1158
  %1160 = load float, ptr %1159, align 4
  %1161 = sext i32 %i375 to i64
  %1162 = getelementptr inbounds float, ptr %ss, i64 %1161
  %1163 = load float, ptr %1162, align 4
  %1164 = fmul float %1160, %1163
  %1165 = sext i32 %j379 to i64
  %1166 = getelementptr inbounds float, ptr %W_f, i64 %1165
  %1167 = load float, ptr %1166, align 4
  %1168 = fmul float %1164, %1167
  %1169 = sext i32 %i375 to i64
  %1170 = mul nsw i64 %1169, 512
  %1171 = sext i32 %j379 to i64
  %1172 = add nsw i64 %1170, %1171
  %1173 = getelementptr inbounds float, ptr %X_f, i64 %1172
  store float %1168, ptr %1173, align 4
  %1174 = add nsw i32 %j379, 1
  br label %for.cond376, !llvm.loop !80

for.end378:                                       ; preds = %for.cond376
  %1175 = add nsw i32 %i375, 1
  br label %for.cond372, !llvm.loop !81

if.then380:                                       ; preds = %for.end374
  br label %for.cond383

if.else381:                                       ; preds = %for.end374
  br label %for.cond394

if.end382:                                        ; preds = %for.end396, %for.end385
  %1176 = add nsw i32 %c337, 1
  br label %for.cond334, !llvm.loop !82

for.cond383:                                      ; preds = %if.end389, %if.then380
  %i11386 = phi i32 [ 0, %if.then380 ], [ %1196, %if.end389 ]
  %1177 = icmp slt i32 %i11386, 4
  br i1 %1177, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  %1178 = sext i32 %M to i64
  %1179 = sext i32 %N to i64
  %1180 = mul i64 %1178, %1179
  %1181 = icmp sge i64 %1180, 8388608
  br i1 %1181, label %if.then387, label %if.else388

for.end385:                                       ; preds = %for.cond383
  br label %if.end382

if.then387:                                       ; preds = %for.body384
  %1182 = mul i32 %bx, 4
  %1183 = add i32 %1182, %i11386
  %1184 = sext i32 %1183 to i64
  %1185 = sext i32 %N to i64
  %1186 = mul nsw i64 %1184, %1185
  %1187 = mul i32 %t, 512
  %1188 = add i32 %1187, 0
  %1189 = sext i32 %1188 to i64
  %1190 = add nsw i64 %1186, %1189
  %1191 = getelementptr inbounds float, ptr %Y, i64 %1190
  %1192 = sext i32 %i11386 to i64
  %1193 = mul nsw i64 %1192, 512
  %1194 = add nsw i64 %1193, 0
  %1195 = getelementptr inbounds float, ptr %X_f, i64 %1194
  call void @tilec_rt_stream(ptr %1191, ptr %1195, i64 2048)
  br label %if.end389

if.else388:                                       ; preds = %for.body384
  br label %for.cond390

if.end389:                                        ; preds = %for.end392, %if.then387
  %1196 = add nsw i32 %i11386, 1
  br label %for.cond383, !llvm.loop !83

for.cond390:                                      ; preds = %for.body391, %if.else388
  %j5393 = phi i32 [ 0, %if.else388 ], [ %1214, %for.body391 ]
  %1197 = icmp slt i32 %j5393, 512
  br i1 %1197, label %for.body391, label %for.end392

for.body391:                                      ; preds = %for.cond390
  %1198 = sext i32 %i11386 to i64
  %1199 = mul nsw i64 %1198, 512
  %1200 = sext i32 %j5393 to i64
  %1201 = add nsw i64 %1199, %1200
  %1202 = getelementptr inbounds float, ptr %X_f, i64 %1201
  %1203 = load float, ptr %1202, align 4
  %1204 = mul i32 %bx, 4
  %1205 = add i32 %1204, %i11386
  %1206 = sext i32 %1205 to i64
  %1207 = sext i32 %N to i64
  %1208 = mul nsw i64 %1206, %1207
  %1209 = mul i32 %t, 512
  %1210 = add i32 %1209, %j5393
  %1211 = sext i32 %1210 to i64
  %1212 = add nsw i64 %1208, %1211
  %1213 = getelementptr inbounds float, ptr %Y, i64 %1212
  store float %1203, ptr %1213, align 4
  %1214 = add nsw i32 %j5393, 1
  br label %for.cond390, !llvm.loop !84

for.end392:                                       ; preds = %for.cond390
  br label %if.end389

for.cond394:                                      ; preds = %for.end400, %if.else381
  %i11397 = phi i32 [ 0, %if.else381 ], [ %1242, %for.end400 ]
  %1215 = icmp slt i32 %i11397, 4
  br i1 %1215, label %for.body395, label %for.end396

for.body395:                                      ; preds = %for.cond394
  br label %for.cond398

for.end396:                                       ; preds = %for.cond394
  br label %if.end382

for.cond398:                                      ; preds = %if.end404, %for.body395
  %j5401 = phi i32 [ 0, %for.body395 ], [ %1259, %if.end404 ]
  %1216 = icmp slt i32 %j5401, 512
  br i1 %1216, label %for.body399, label %for.end400

for.body399:                                      ; preds = %for.cond398
  %1217 = mul i32 %bx, 4
  %1218 = sext i32 %1217 to i64
  %1219 = sext i32 %i11397 to i64
  %1220 = add i64 %1218, %1219
  %1221 = icmp sle i64 0, %1220
  %1222 = mul i32 %bx, 4
  %1223 = sext i32 %1222 to i64
  %1224 = sext i32 %i11397 to i64
  %1225 = add i64 %1223, %1224
  %1226 = sext i32 %M to i64
  %1227 = icmp slt i64 %1225, %1226
  %1228 = and i1 %1221, %1227
  %1229 = mul i32 %t, 512
  %1230 = sext i32 %1229 to i64
  %1231 = sext i32 %j5401 to i64
  %1232 = add i64 %1230, %1231
  %1233 = icmp sle i64 0, %1232
  %1234 = mul i32 %t, 512
  %1235 = sext i32 %1234 to i64
  %1236 = sext i32 %j5401 to i64
  %1237 = add i64 %1235, %1236
  %1238 = sext i32 %N to i64
  %1239 = icmp slt i64 %1237, %1238
  %1240 = and i1 %1233, %1239
  %1241 = and i1 %1228, %1240
  br i1 %1241, label %if.then402, label %if.else403

for.end400:                                       ; preds = %for.cond398
  %1242 = add nsw i32 %i11397, 1
  br label %for.cond394, !llvm.loop !85

if.then402:                                       ; preds = %for.body399
  %1243 = sext i32 %i11397 to i64
  %1244 = mul nsw i64 %1243, 512
  %1245 = sext i32 %j5401 to i64
  %1246 = add nsw i64 %1244, %1245
  %1247 = getelementptr inbounds float, ptr %X_f, i64 %1246
  %1248 = load float, ptr %1247, align 4
  %1249 = mul i32 %bx, 4
  %1250 = add i32 %1249, %i11397
  %1251 = sext i32 %1250 to i64
  %1252 = sext i32 %N to i64
  %1253 = mul nsw i64 %1251, %1252
  %1254 = mul i32 %t, 512
  %1255 = add i32 %1254, %j5401
  %1256 = sext i32 %1255 to i64
  %1257 = add nsw i64 %1253, %1256
  %1258 = getelementptr inbounds float, ptr %Y, i64 %1257
  store float %1248, ptr %1258, align 4
  br label %if.end404

if.else403:                                       ; preds = %for.body399
  br label %if.end404

if.end404:                                        ; preds = %if.else403, %if.then402
  %1259 = add nsw i32 %j5401, 1
  br label %for.cond398, !llvm.loop !86
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

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
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
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
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
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
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
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
