" tools/editors/vim/ftdetect/tile.vim: .tile files are tilec's tile language
autocmd BufRead,BufNewFile *.tile setfiletype tile
