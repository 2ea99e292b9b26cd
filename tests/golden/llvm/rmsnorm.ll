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

for.cond1:                                        ; preds = %for.end27, %for.end
  %c = phi i32 [ 0, %for.end ], [ %101, %for.end27 ]
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
  br label %for.cond32

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
  %i = phi i32 [ 0, %if.end ], [ %99, %for.end24 ]
  %72 = icmp slt i32 %i, 4
  br i1 %72, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  br label %for.cond22

for.end21:                                        ; preds = %for.cond19
  br label %for.cond25

for.cond22:                                       ; preds = %for.body23, %for.body20
  %j = phi i32 [ 0, %for.body20 ], [ %98, %for.body23 ]
  %73 = icmp slt i32 %j, 256
  br i1 %73, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %74 = mul i32 %c, 256
  %75 = add i32 %74, %j
  %76 = icmp slt i32 %75, %N
  %77 = sext i32 %i to i64
  %78 = mul nsw i64 %77, 256
  %79 = sext i32 %j to i64
  %80 = add nsw i64 %78, %79
  %81 = call i64 @llvm.umin.i64(i64 %80, i64 1023)
  %82 = getelementptr inbounds float, ptr %X_f, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = sext i32 %i to i64
  %85 = mul nsw i64 %84, 256
  %86 = sext i32 %j to i64
  %87 = add nsw i64 %85, %86
  %88 = call i64 @llvm.umin.i64(i64 %87, i64 1023)
  %89 = getelementptr inbounds float, ptr %X_f, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = fmul float %83, %90
  %92 = select i1 %76, float %91, float 0.000000e+00
  %93 = sext i32 %i to i64
  %94 = mul nsw i64 %93, 256
  %95 = sext i32 %j to i64
  %96 = add nsw i64 %94, %95
  %97 = getelementptr inbounds float, ptr %X_f, i64 %96
  store float %92, ptr %97, align 4
  %98 = add nsw i32 %j, 1
  br label %for.cond22, !llvm.loop !7

for.end24:                                        ; preds = %for.cond22
  %99 = add nsw i32 %i, 1
  br label %for.cond19, !llvm.loop !8

for.cond25:                                       ; preds = %for.end31, %for.end21
  %i128 = phi i32 [ 0, %for.end21 ], [ %116, %for.end31 ]
  %100 = icmp slt i32 %i128, 4
  br i1 %100, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  br label %for.cond29

for.end27:                                        ; preds = %for.cond25
  %101 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !9

for.cond29:                                       ; preds = %for.body30, %for.body26
  %red = phi i32 [ 0, %for.body26 ], [ %115, %for.body30 ]
  %102 = icmp slt i32 %red, 256
  br i1 %102, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %103 = sext i32 %i128 to i64
  %104 = getelementptr inbounds float, ptr %ss, i64 %103
  %105 = load float, ptr %104, align 4
  %106 = sext i32 %i128 to i64
  %107 = mul nsw i64 %106, 256
  %108 = sext i32 %red to i64
  %109 = add nsw i64 %107, %108
  %110 = getelementptr inbounds float, ptr %X_f, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = fadd float %105, %111
  %113 = sext i32 %i128 to i64
  %114 = getelementptr inbounds float, ptr %ss, i64 %113
  store float %112, ptr %114, align 4
  %115 = add nsw i32 %red, 1
  br label %for.cond29, !llvm.loop !10

for.end31:                                        ; preds = %for.cond29
  %116 = add nsw i32 %i128, 1
  br label %for.cond25, !llvm.loop !11

for.cond32:                                       ; preds = %for.body33, %for.end3
  %i35 = phi i32 [ 0, %for.end3 ], [ %130, %for.body33 ]
  %117 = icmp slt i32 %i35, 4
  br i1 %117, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %118 = sext i32 %i35 to i64
  %119 = getelementptr inbounds float, ptr %ss, i64 %118
  %120 = load float, ptr %119, align 4
  %121 = sitofp i32 %N to float
  %122 = fdiv float %120, %121
  %123 = fadd float %122, 0x3EB0C6F7A0000000
  %124 = fpext float %123 to double
  %125 = call double @llvm.sqrt.f64(double %124)
  %126 = fdiv double 1.000000e+00, %125
  %127 = fptrunc double %126 to float
  %128 = sext i32 %i35 to i64
  %129 = getelementptr inbounds float, ptr %ss, i64 %128
  store float %127, ptr %129, align 4
  %130 = add nsw i32 %i35, 1
  br label %for.cond32, !llvm.loop !12

for.end34:                                        ; preds = %for.cond32
  %131 = sext i32 %N to i64
  %132 = sdiv i64 %131, 256
  %133 = sub i64 0, %131
  %134 = select i1 false, i64 %133, i64 %132
  %135 = srem i64 %131, 256
  %136 = icmp ne i64 %135, 0
  %137 = icmp slt i64 %131, 0
  %138 = icmp eq i1 %137, false
  %139 = and i1 %136, %138
  %140 = zext i1 %139 to i64
  %141 = add i64 %134, %140
  %142 = trunc i64 %141 to i32
  br label %for.cond36

for.cond36:                                       ; preds = %if.end84, %for.end34
  %c39 = phi i32 [ 0, %for.end34 ], [ %254, %if.end84 ]
  %143 = icmp slt i32 %c39, %142
  br i1 %143, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %144 = mul i32 %bx, 4
  %145 = add i32 %144, 4
  %146 = icmp sle i32 %145, %M
  %147 = mul i32 %c39, 256
  %148 = add i32 %147, 256
  %149 = icmp sle i32 %148, %N
  %150 = and i1 %146, %149
  br i1 %150, label %if.then40, label %if.else41

for.end38:                                        ; preds = %for.cond36
  ret void

if.then40:                                        ; preds = %for.body37
  br label %for.cond43

if.else41:                                        ; preds = %for.body37
  br label %for.cond49

if.end42:                                         ; preds = %for.end51, %for.end45
  %151 = mul i32 %c39, 256
  %152 = add i32 %151, 256
  %153 = icmp sle i32 %152, %N
  br i1 %153, label %if.then60, label %if.else61

for.cond43:                                       ; preds = %for.end48, %if.then40
  %i2 = phi i32 [ 0, %if.then40 ], [ %173, %for.end48 ]
  %154 = icmp slt i32 %i2, 4
  br i1 %154, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  br label %for.cond46

for.end45:                                        ; preds = %for.cond43
  br label %if.end42

for.cond46:                                       ; preds = %for.body47, %for.body44
  %j2 = phi i32 [ 0, %for.body44 ], [ %172, %for.body47 ]
  %155 = icmp slt i32 %j2, 256
  br i1 %155, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %156 = mul i32 %bx, 4
  %157 = add i32 %156, %i2
  %158 = sext i32 %157 to i64
  %159 = sext i32 %N to i64
  %160 = mul nsw i64 %158, %159
  %161 = mul i32 %c39, 256
  %162 = add i32 %161, %j2
  %163 = sext i32 %162 to i64
  %164 = add nsw i64 %160, %163
  %165 = getelementptr inbounds float, ptr %X, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = sext i32 %i2 to i64
  %168 = mul nsw i64 %167, 256
  %169 = sext i32 %j2 to i64
  %170 = add nsw i64 %168, %169
  %171 = getelementptr inbounds float, ptr %X_f, i64 %170
  store float %166, ptr %171, align 4
  %172 = add nsw i32 %j2, 1
  br label %for.cond46, !llvm.loop !13

for.end48:                                        ; preds = %for.cond46
  %173 = add nsw i32 %i2, 1
  br label %for.cond43, !llvm.loop !14

for.cond49:                                       ; preds = %for.end55, %if.else41
  %i252 = phi i32 [ 0, %if.else41 ], [ %183, %for.end55 ]
  %174 = icmp slt i32 %i252, 4
  br i1 %174, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  br label %for.cond53

for.end51:                                        ; preds = %for.cond49
  br label %if.end42

for.cond53:                                       ; preds = %sel.end59, %for.body50
  %j256 = phi i32 [ 0, %for.body50 ], [ %201, %sel.end59 ]
  %175 = icmp slt i32 %j256, 256
  br i1 %175, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %176 = mul i32 %bx, 4
  %177 = add i32 %176, %i252
  %178 = icmp slt i32 %177, %M
  %179 = mul i32 %c39, 256
  %180 = add i32 %179, %j256
  %181 = icmp slt i32 %180, %N
  %182 = and i1 %178, %181
  br i1 %182, label %sel.then57, label %sel.else58

for.end55:                                        ; preds = %for.cond53
  %183 = add nsw i32 %i252, 1
  br label %for.cond49, !llvm.loop !15

sel.then57:                                       ; preds = %for.body54
  %184 = mul i32 %bx, 4
  %185 = add i32 %184, %i252
  %186 = sext i32 %185 to i64
  %187 = sext i32 %N to i64
  %188 = mul nsw i64 %186, %187
  %189 = mul i32 %c39, 256
  %190 = add i32 %189, %j256
  %191 = sext i32 %190 to i64
  %192 = add nsw i64 %188, %191
  %193 = getelementptr inbounds float, ptr %X, i64 %192
  %194 = load float, ptr %193, align 4
  br label %sel.end59

sel.else58:                                       ; preds = %for.body54
  br label %sel.end59

sel.end59:                                        ; preds = %sel.else58, %sel.then57
  %195 = phi float [ %194, %sel.then57 ], [ 0.000000e+00, %sel.else58 ]
  %196 = sext i32 %i252 to i64
  %197 = mul nsw i64 %196, 256
  %198 = sext i32 %j256 to i64
  %199 = add nsw i64 %197, %198
  %200 = getelementptr inbounds float, ptr %X_f, i64 %199
  store float %195, ptr %200, align 4
  %201 = add nsw i32 %j256, 1
  br label %for.cond53, !llvm.loop !16

if.then60:                                        ; preds = %if.end42
  br label %for.cond63

if.else61:                                        ; preds = %if.end42
  br label %for.cond67

if.end62:                                         ; preds = %for.end69, %for.end65
  br label %for.cond74

for.cond63:                                       ; preds = %for.body64, %if.then60
  %i266 = phi i32 [ 0, %if.then60 ], [ %210, %for.body64 ]
  %202 = icmp slt i32 %i266, 256
  br i1 %202, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %203 = mul i32 %c39, 256
  %204 = add i32 %203, %i266
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds float, ptr %W, i64 %205
  %207 = load float, ptr %206, align 4
  %208 = sext i32 %i266 to i64
  %209 = getelementptr inbounds float, ptr %W_f, i64 %208
  store float %207, ptr %209, align 4
  %210 = add nsw i32 %i266, 1
  br label %for.cond63, !llvm.loop !17

for.end65:                                        ; preds = %for.cond63
  br label %if.end62

for.cond67:                                       ; preds = %sel.end73, %if.else61
  %i270 = phi i32 [ 0, %if.else61 ], [ %223, %sel.end73 ]
  %211 = icmp slt i32 %i270, 256
  br i1 %211, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %212 = mul i32 %c39, 256
  %213 = add i32 %212, %i270
  %214 = icmp slt i32 %213, %N
  br i1 %214, label %sel.then71, label %sel.else72

for.end69:                                        ; preds = %for.cond67
  br label %if.end62

sel.then71:                                       ; preds = %for.body68
  %215 = mul i32 %c39, 256
  %216 = add i32 %215, %i270
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds float, ptr %W, i64 %217
  %219 = load float, ptr %218, align 4
  br label %sel.end73

sel.else72:                                       ; preds = %for.body68
  br label %sel.end73

sel.end73:                                        ; preds = %sel.else72, %sel.then71
  %220 = phi float [ %219, %sel.then71 ], [ 0.000000e+00, %sel.else72 ]
  %221 = sext i32 %i270 to i64
  %222 = getelementptr inbounds float, ptr %W_f, i64 %221
  store float %220, ptr %222, align 4
  %223 = add nsw i32 %i270, 1
  br label %for.cond67, !llvm.loop !18

for.cond74:                                       ; preds = %for.end80, %if.end62
  %i77 = phi i32 [ 0, %if.end62 ], [ %253, %for.end80 ]
  %224 = icmp slt i32 %i77, 4
  br i1 %224, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  br label %for.cond78

for.end76:                                        ; preds = %for.cond74
  %225 = mul i32 %bx, 4
  %226 = add i32 %225, 4
  %227 = icmp sle i32 %226, %M
  %228 = mul i32 %c39, 256
  %229 = add i32 %228, 256
  %230 = icmp sle i32 %229, %N
  %231 = and i1 %227, %230
  br i1 %231, label %if.then82, label %if.else83

for.cond78:                                       ; preds = %for.body79, %for.body75
  %j81 = phi i32 [ 0, %for.body75 ], [ %252, %for.body79 ]
  %232 = icmp slt i32 %j81, 256
  br i1 %232, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %233 = sext i32 %i77 to i64
  %234 = mul nsw i64 %233, 256
  %235 = sext i32 %j81 to i64
  %236 = add nsw i64 %234, %235
  %237 = getelementptr inbounds float, ptr %X_f, i64 %236
  %238 = load float, ptr %237, align 4
  %239 = sext i32 %i77 to i64
  %240 = getelementptr inbounds float, ptr %ss, i64 %239
  %241 = load float, ptr %240, align 4
  %242 = fmul float %238, %241
  %243 = sext i32 %j81 to i64
  %244 = getelementptr inbounds float, ptr %W_f, i64 %243
  %245 = load float, ptr %244, align 4
  %246 = fmul float %242, %245
  %247 = sext i32 %i77 to i64
  %248 = mul nsw i64 %247, 256
  %249 = sext i32 %j81 to i64
  %250 = add nsw i64 %248, %249
  %251 = getelementptr inbounds float, ptr %X_f, i64 %250
  store float %246, ptr %251, align 4
  %252 = add nsw i32 %j81, 1
  br label %for.cond78, !llvm.loop !19

for.end80:                                        ; preds = %for.cond78
  %253 = add nsw i32 %i77, 1
  br label %for.cond74, !llvm.loop !20

if.then82:                                        ; preds = %for.end76
  br label %for.cond85

if.else83:                                        ; preds = %for.end76
  br label %for.cond93

if.end84:                                         ; preds = %for.end95, %for.end87
  %254 = add nsw i32 %c39, 1
  br label %for.cond36, !llvm.loop !21

for.cond85:                                       ; preds = %for.end91, %if.then82
  %i288 = phi i32 [ 0, %if.then82 ], [ %274, %for.end91 ]
  %255 = icmp slt i32 %i288, 4
  br i1 %255, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond89

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

for.cond89:                                       ; preds = %for.body90, %for.body86
  %j292 = phi i32 [ 0, %for.body86 ], [ %273, %for.body90 ]
  %256 = icmp slt i32 %j292, 256
  br i1 %256, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %257 = sext i32 %i288 to i64
  %258 = mul nsw i64 %257, 256
  %259 = sext i32 %j292 to i64
  %260 = add nsw i64 %258, %259
  %261 = getelementptr inbounds float, ptr %X_f, i64 %260
  %262 = load float, ptr %261, align 4
  %263 = mul i32 %bx, 4
  %264 = add i32 %263, %i288
  %265 = sext i32 %264 to i64
  %266 = sext i32 %N to i64
  %267 = mul nsw i64 %265, %266
  %268 = mul i32 %c39, 256
  %269 = add i32 %268, %j292
  %270 = sext i32 %269 to i64
  %271 = add nsw i64 %267, %270
  %272 = getelementptr inbounds float, ptr %Y, i64 %271
  store float %262, ptr %272, align 4
  %273 = add nsw i32 %j292, 1
  br label %for.cond89, !llvm.loop !22

for.end91:                                        ; preds = %for.cond89
  %274 = add nsw i32 %i288, 1
  br label %for.cond85, !llvm.loop !23

for.cond93:                                       ; preds = %for.end99, %if.else83
  %i296 = phi i32 [ 0, %if.else83 ], [ %284, %for.end99 ]
  %275 = icmp slt i32 %i296, 4
  br i1 %275, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond97

for.end95:                                        ; preds = %for.cond93
  br label %if.end84

for.cond97:                                       ; preds = %if.end103, %for.body94
  %j2100 = phi i32 [ 0, %for.body94 ], [ %301, %if.end103 ]
  %276 = icmp slt i32 %j2100, 256
  br i1 %276, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %277 = mul i32 %bx, 4
  %278 = add i32 %277, %i296
  %279 = icmp slt i32 %278, %M
  %280 = mul i32 %c39, 256
  %281 = add i32 %280, %j2100
  %282 = icmp slt i32 %281, %N
  %283 = and i1 %279, %282
  br i1 %283, label %if.then101, label %if.else102

for.end99:                                        ; preds = %for.cond97
  %284 = add nsw i32 %i296, 1
  br label %for.cond93, !llvm.loop !24

if.then101:                                       ; preds = %for.body98
  %285 = sext i32 %i296 to i64
  %286 = mul nsw i64 %285, 256
  %287 = sext i32 %j2100 to i64
  %288 = add nsw i64 %286, %287
  %289 = getelementptr inbounds float, ptr %X_f, i64 %288
  %290 = load float, ptr %289, align 4
  %291 = mul i32 %bx, 4
  %292 = add i32 %291, %i296
  %293 = sext i32 %292 to i64
  %294 = sext i32 %N to i64
  %295 = mul nsw i64 %293, %294
  %296 = mul i32 %c39, 256
  %297 = add i32 %296, %j2100
  %298 = sext i32 %297 to i64
  %299 = add nsw i64 %295, %298
  %300 = getelementptr inbounds float, ptr %Y, i64 %299
  store float %290, ptr %300, align 4
  br label %if.end103

if.else102:                                       ; preds = %for.body98
  br label %if.end103

if.end103:                                        ; preds = %if.else102, %if.then101
  %301 = add nsw i32 %j2100, 1
  br label %for.cond97, !llvm.loop !25
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
  %40 = call i32 @tilec_rt_run_blocks(i64 %39, i32 %nworkers, ptr @rmsnorm_task, ptr %a)
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
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
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
