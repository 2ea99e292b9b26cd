/*
 * lex.h: tokens of the tile language and the lexer's interface. The lexer is
 * written in re2c (src/lang/lex.re, generated into generated/lang_lex.c); the
 * parser (parse.c) pulls one token at a time. Internal to src/lang.
 */
#ifndef TL_LANG_LEX_H
#define TL_LANG_LEX_H

#include <stdbool.h>
#include <stddef.h>

typedef enum tl_tok {
    TK_EOF,
    TK_ERROR, /* an invalid character or token; text says what */
    TK_IDENT,
    TK_INT,
    TK_FLOAT,
    TK_STRING, /* "text": no newline, quote or backslash inside */
    /* keywords */
    TK_CONST, TK_KERNEL, TK_GRID, TK_THREADS, TK_AS, TK_LET, TK_FOR, TK_IN, TK_IF, TK_ELSE,
    TK_SHARED, TK_FRAGMENT, TK_LOCAL, TK_TRUE, TK_FALSE, TK_VAR, TK_WHILE, TK_BREAK, TK_CONTINUE,
    /* punctuation */
    TK_LPAREN, TK_RPAREN, TK_LBRACKET, TK_RBRACKET, TK_LBRACE, TK_RBRACE,
    TK_COMMA, TK_COLON, TK_SEMI, TK_ASSIGN,
    TK_PLUS_ASSIGN, TK_MINUS_ASSIGN, TK_STAR_ASSIGN, TK_SLASH_ASSIGN,
    TK_AMP_ASSIGN, TK_PIPE_ASSIGN, TK_CARET_ASSIGN, TK_SHL_ASSIGN, TK_SHR_ASSIGN,
    TK_PLUS, TK_MINUS, TK_STAR, TK_SLASH, TK_PERCENT,
    TK_LT, TK_LE, TK_GT, TK_GE, TK_EQ, TK_NE, TK_ANDAND, TK_OROR, TK_NOT,
    TK_AMP, TK_PIPE, TK_CARET, TK_TILDE, TK_SHL, TK_SHR,
    TK_COUNT
} tl_tok;

typedef struct tl_token {
    tl_tok kind;
    const char *text; /* points into the source */
    size_t len;
    int line, col;
    bool bol; /* first token on its line */
} tl_token;

typedef struct tl_lexer {
    const char *src, *end; /* src[end - src] is a NUL sentinel */
    const char *cur, *line_start;
    int line;
    bool bol;
} tl_lexer;

/* src must have a NUL at src[len] and no other NUL byte. */
void tl_lex_init(tl_lexer *lx, const char *src, size_t len);
void tl_lex_next(tl_lexer *lx, tl_token *tok);
/* "identifier", "'('", "'kernel'"... for messages. */
const char *tl_tok_describe(tl_tok kind);

#endif
