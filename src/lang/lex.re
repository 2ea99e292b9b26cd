/*
 * lex.re: the tile language's lexer, in re2c. Generated into
 * generated/lang_lex.c by
 *   re2c -W -Werror --no-generation-date --no-version -o generated/lang_lex.c src/lang/lex.re
 * (`make gen` does this). The parser (parse.c) calls tl_lex_next for each
 * token. The source is NUL-terminated and holds no other NUL byte (the front
 * end checks it, and that it is valid UTF-8, before lexing), so the sentinel
 * method needs no bounds checks.
 */
#include "lang/lex.h"

#include <string.h>

void tl_lex_init(tl_lexer *lx, const char *src, size_t len)
{
    lx->src = src;
    lx->end = src + len;
    lx->cur = src;
    lx->line_start = src;
    lx->line = 1;
    lx->bol = true;
}

static const struct {
    const char *word;
    tl_tok kind;
} keywords[] = {
    {"const", TK_CONST}, {"kernel", TK_KERNEL}, {"grid", TK_GRID}, {"threads", TK_THREADS},
    {"as", TK_AS}, {"let", TK_LET}, {"for", TK_FOR}, {"in", TK_IN}, {"if", TK_IF},
    {"else", TK_ELSE}, {"shared", TK_SHARED}, {"fragment", TK_FRAGMENT}, {"local", TK_LOCAL},
    {"true", TK_TRUE}, {"false", TK_FALSE}, {"var", TK_VAR}, {"while", TK_WHILE}, {"break", TK_BREAK},
    {"continue", TK_CONTINUE},
};

static tl_tok keyword_or_ident(const char *s, size_t n)
{
    for (size_t i = 0; i < sizeof(keywords) / sizeof(keywords[0]); i++)
        if (strlen(keywords[i].word) == n && memcmp(keywords[i].word, s, n) == 0)
            return keywords[i].kind;
    return TK_IDENT;
}

void tl_lex_next(tl_lexer *lx, tl_token *tok)
{
    const char *YYCURSOR = lx->cur, *YYMARKER = NULL;
    const char *const YYLIMIT = lx->end;
    for (;;) {
        const char *start = YYCURSOR;
        tok->text = start;
        tok->line = lx->line;
        tok->col = (int)(start - lx->line_start) + 1;
        tok->bol = lx->bol;
        tl_tok kind;
        /*!re2c
            re2c:define:YYCTYPE = "unsigned char";
            re2c:yyfill:enable = 0;
            re2c:eof = 0;

            digit = [0-9];
            exp = [eE] [+-]? digit+;
            ident = [a-zA-Z_] [a-zA-Z0-9_]*;
            utf8_lead = [\xc2-\xf4];
            utf8_cont = [\x80-\xbf];

            $ { lx->cur = YYCURSOR; kind = TK_EOF; goto done; }
            [ \t\r\v\f]+ { continue; }
            "\n" { lx->line++; lx->line_start = YYCURSOR; lx->bol = true; continue; }
            "#" [^\n\x00]* { continue; }

            "\"" [^"\n\x00\\]* "\"" { kind = TK_STRING; goto done; }
            ident { kind = keyword_or_ident(start, (size_t)(YYCURSOR - start)); goto done; }
            digit+ | "0" [xX] [0-9a-fA-F]+ { kind = TK_INT; goto done; }
            digit+ "." digit* exp? | "." digit+ exp? | digit+ exp { kind = TK_FLOAT; goto done; }

            "(" { kind = TK_LPAREN; goto done; }
            ")" { kind = TK_RPAREN; goto done; }
            "[" { kind = TK_LBRACKET; goto done; }
            "]" { kind = TK_RBRACKET; goto done; }
            "{" { kind = TK_LBRACE; goto done; }
            "}" { kind = TK_RBRACE; goto done; }
            "," { kind = TK_COMMA; goto done; }
            ":" { kind = TK_COLON; goto done; }
            ";" { kind = TK_SEMI; goto done; }
            "=" { kind = TK_ASSIGN; goto done; }
            "+=" { kind = TK_PLUS_ASSIGN; goto done; }
            "-=" { kind = TK_MINUS_ASSIGN; goto done; }
            "*=" { kind = TK_STAR_ASSIGN; goto done; }
            "/=" { kind = TK_SLASH_ASSIGN; goto done; }
            "+" { kind = TK_PLUS; goto done; }
            "-" { kind = TK_MINUS; goto done; }
            "*" { kind = TK_STAR; goto done; }
            "/" { kind = TK_SLASH; goto done; }
            "%" { kind = TK_PERCENT; goto done; }
            "<" { kind = TK_LT; goto done; }
            "<=" { kind = TK_LE; goto done; }
            ">" { kind = TK_GT; goto done; }
            ">=" { kind = TK_GE; goto done; }
            "==" { kind = TK_EQ; goto done; }
            "!=" { kind = TK_NE; goto done; }
            "&&" { kind = TK_ANDAND; goto done; }
            "||" { kind = TK_OROR; goto done; }
            "!" { kind = TK_NOT; goto done; }
            "&" { kind = TK_AMP; goto done; }
            "|" { kind = TK_PIPE; goto done; }
            "^" { kind = TK_CARET; goto done; }
            "~" { kind = TK_TILDE; goto done; }
            "<<" { kind = TK_SHL; goto done; }
            ">>" { kind = TK_SHR; goto done; }
            "&=" { kind = TK_AMP_ASSIGN; goto done; }
            "|=" { kind = TK_PIPE_ASSIGN; goto done; }
            "^=" { kind = TK_CARET_ASSIGN; goto done; }
            "<<=" { kind = TK_SHL_ASSIGN; goto done; }
            ">>=" { kind = TK_SHR_ASSIGN; goto done; }

            utf8_lead utf8_cont* { kind = TK_ERROR; goto done; }
            * { kind = TK_ERROR; goto done; }
        */
    done:
        lx->cur = YYCURSOR;
        lx->bol = false;
        tok->kind = kind;
        tok->len = (size_t)(YYCURSOR - start);
        return;
    }
}

const char *tl_tok_describe(tl_tok kind)
{
    switch (kind) {
    case TK_EOF: return "end of file";
    case TK_ERROR: return "invalid character";
    case TK_IDENT: return "a name";
    case TK_STRING: return "a string";
    case TK_INT: return "an integer";
    case TK_FLOAT: return "a number";
    case TK_CONST: return "'const'";
    case TK_KERNEL: return "'kernel'";
    case TK_GRID: return "'grid'";
    case TK_THREADS: return "'threads'";
    case TK_AS: return "'as'";
    case TK_LET: return "'let'";
    case TK_FOR: return "'for'";
    case TK_IN: return "'in'";
    case TK_IF: return "'if'";
    case TK_ELSE: return "'else'";
    case TK_SHARED: return "'shared'";
    case TK_FRAGMENT: return "'fragment'";
    case TK_LOCAL: return "'local'";
    case TK_TRUE: return "'true'";
    case TK_FALSE: return "'false'";
    case TK_VAR: return "'var'";
    case TK_WHILE: return "'while'";
    case TK_BREAK: return "'break'";
    case TK_CONTINUE: return "'continue'";
    case TK_LPAREN: return "'('";
    case TK_RPAREN: return "')'";
    case TK_LBRACKET: return "'['";
    case TK_RBRACKET: return "']'";
    case TK_LBRACE: return "'{'";
    case TK_RBRACE: return "'}'";
    case TK_COMMA: return "','";
    case TK_COLON: return "':'";
    case TK_SEMI: return "';'";
    case TK_ASSIGN: return "'='";
    case TK_PLUS_ASSIGN: return "'+='";
    case TK_MINUS_ASSIGN: return "'-='";
    case TK_STAR_ASSIGN: return "'*='";
    case TK_SLASH_ASSIGN: return "'/='";
    case TK_PLUS: return "'+'";
    case TK_MINUS: return "'-'";
    case TK_STAR: return "'*'";
    case TK_SLASH: return "'/'";
    case TK_PERCENT: return "'%'";
    case TK_LT: return "'<'";
    case TK_LE: return "'<='";
    case TK_GT: return "'>'";
    case TK_GE: return "'>='";
    case TK_EQ: return "'=='";
    case TK_NE: return "'!='";
    case TK_ANDAND: return "'&&'";
    case TK_OROR: return "'||'";
    case TK_NOT: return "'!'";
    case TK_AMP: return "'&'";
    case TK_PIPE: return "'|'";
    case TK_CARET: return "'^'";
    case TK_TILDE: return "'~'";
    case TK_SHL: return "'<<'";
    case TK_SHR: return "'>>'";
    case TK_AMP_ASSIGN: return "'&='";
    case TK_PIPE_ASSIGN: return "'|='";
    case TK_CARET_ASSIGN: return "'^='";
    case TK_SHL_ASSIGN: return "'<<='";
    case TK_SHR_ASSIGN: return "'>>='";
    case TK_COUNT: break;
    }
    return "a token";
}
