" tools/editors/vim/syntax/tile.vim: syntax highlighting for tilec's tile
" language (docs/language.md); the words follow src/lang/lex.re and the
" tables of src/ir/ir.h (dtypes, tile ops, math functions).
" Install: copy (or link) tools/editors/vim/syntax and ftdetect into ~/.vim/
" (Neovim: ~/.config/nvim/).
if exists("b:current_syntax")
  finish
endif

syn keyword tileConditional if else
syn keyword tileRepeat      for in while break continue
syn keyword tileKeyword     const kernel let var dtype grid threads as source nextgroup=tileName skipwhite
syn keyword tileStorage     shared fragment local global
syn keyword tileType        bool i8 i16 i32 i64 u8 u16 u32 u64 f16 bf16 f32 f64 f8e4m3 f8e5m2 e8m0 i4 u4 f4e2m1
syn keyword tileLoop        range parallel pipelined unroll vectorized thread
syn keyword tileTileOp      copy fill clear gemm reduce_sum reduce_max reduce_min reduce_absmax atomic_add atomic_max atomic_min cumsum cummax
syn keyword tileFunction    exp exp2 log log2 sqrt rsqrt abs tanh floor ceil min max pow sin cos erf sigmoid fma
syn keyword tileFunction    shfl_xor shfl_down shfl_up shfl_idx warp_reduce_sum warp_reduce_max warp_reduce_min warp_any warp_all
syn keyword tileFunction    select bitcast ceildiv view reshape layout
syn keyword tileBoolean     true false
syn keyword tileConstant    inf
syn match   tileName        "\<[A-Za-z_][A-Za-z0-9_]*\>" contained
syn match   tileNumber      "\<\d\+\>"
syn match   tileNumber      "\<0[xX]\x\+\>"
syn match   tileFloat       "\<\d\+\.\d*\([eE][+-]\=\d\+\)\="
syn match   tileFloat       "\.\d\+\([eE][+-]\=\d\+\)\="
syn match   tileFloat       "\<\d\+[eE][+-]\=\d\+\>"
syn region  tileString      start=+"+ end=+"+ oneline
syn match   tileComment     "#.*$" contains=tileTodo
syn keyword tileTodo        contained TODO FIXME XXX NOTE

hi def link tileConditional Conditional
hi def link tileRepeat      Repeat
hi def link tileKeyword     Keyword
hi def link tileStorage     StorageClass
hi def link tileType        Type
hi def link tileLoop        Special
hi def link tileTileOp      Function
hi def link tileFunction    Function
hi def link tileBoolean     Boolean
hi def link tileConstant    Constant
hi def link tileName        Identifier
hi def link tileNumber      Number
hi def link tileFloat       Float
hi def link tileString      String
hi def link tileComment     Comment
hi def link tileTodo        Todo

let b:current_syntax = "tile"
