/*
 * target_lex.re: the lexer of target descriptions, in re2c (the build uses the
 * checked-in generated/backend_target_lex.c; `make gen` regenerates it).
 *
 * Two modes. tl_lex_json reads a JSON object ({"kind": "cuda", ...}); strings
 * are unescaped into lx->text. tl_lex_options reads the short form: a kind or
 * tag name, then options "-name=value" (TVM's "cuda -arch=sm_90a"). The input
 * is NUL-terminated; every error says what was wrong, and lx->tok marks where.
 */
#include "backend/internal.h"

static tl_tok lex_error(tl_lexer *lx, const char *why)
{
    lx->error = why;
    return TL_TOK_ERROR;
}

/* Copies [from, to) into dst (cap bytes), NUL-terminated; false when too long. */
static bool copy_span(char *dst, size_t cap, const char *from, const char *to)
{
    size_t n = (size_t)(to - from);
    if (n >= cap)
        return false;
    memcpy(dst, from, n);
    dst[n] = 0;
    return true;
}

static int hex_value(unsigned char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return c - 'A' + 10;
}

/* The body of a JSON string, after its opening quote. */
static tl_tok lex_string(tl_lexer *lx)
{
    const unsigned char *YYCURSOR = (const unsigned char *)lx->cur, *YYMARKER;
    size_t n = 0;
    for (;;) {
        const unsigned char *p = YYCURSOR;
        char out[4];
        size_t k = 0;
        if (n + 4 >= sizeof lx->text)
            return lex_error(lx, "string too long");
        /*!re2c
            re2c:define:YYCTYPE = "unsigned char";
            re2c:yyfill:enable = 0;
            re2c:indent:top = 2;

            "\""  { lx->text[n] = 0; lx->cur = (const char *)YYCURSOR; return TL_TOK_STRING; }
            "\\\"" { out[k++] = '"'; goto put; }
            "\\\\" { out[k++] = '\\'; goto put; }
            "\\/"  { out[k++] = '/'; goto put; }
            "\\b"  { out[k++] = '\b'; goto put; }
            "\\f"  { out[k++] = '\f'; goto put; }
            "\\n"  { out[k++] = '\n'; goto put; }
            "\\r"  { out[k++] = '\r'; goto put; }
            "\\t"  { out[k++] = '\t'; goto put; }
            "\\u" [0-9a-fA-F]{4} {
                unsigned cp = 0;
                for (int i = 2; i < 6; i++)
                    cp = cp * 16 + (unsigned)hex_value(p[i]);
                if (cp == 0)
                    return lex_error(lx, "\\u0000 is not allowed in a string");
                if (cp >= 0xd800 && cp <= 0xdfff)
                    return lex_error(lx, "surrogate \\u escapes are not supported");
                if (cp < 0x80) {
                    out[k++] = (char)cp;
                } else if (cp < 0x800) {
                    out[k++] = (char)(0xc0 | (cp >> 6));
                    out[k++] = (char)(0x80 | (cp & 0x3f));
                } else {
                    out[k++] = (char)(0xe0 | (cp >> 12));
                    out[k++] = (char)(0x80 | ((cp >> 6) & 0x3f));
                    out[k++] = (char)(0x80 | (cp & 0x3f));
                }
                goto put;
            }
            "\\"   { lx->tok = (const char *)p; return lex_error(lx, "invalid escape in string"); }
            [\x00] { return lex_error(lx, "unterminated string"); }
            [\x01-\x1f] { lx->tok = (const char *)p; return lex_error(lx, "control character in string"); }
            *      { out[k++] = (char)*p; goto put; }
        */
    put:
        memcpy(lx->text + n, out, k);
        n += k;
    }
}

tl_tok tl_lex_json(tl_lexer *lx)
{
    for (;;) {
        const unsigned char *YYCURSOR = (const unsigned char *)lx->cur, *YYMARKER;
        lx->tok = lx->cur;
        /*!re2c
            re2c:define:YYCTYPE = "unsigned char";
            re2c:yyfill:enable = 0;

            [\x00]         { return TL_TOK_END; }
            [ \t\r\n]+     { lx->cur = (const char *)YYCURSOR; continue; }
            "{"            { lx->cur = (const char *)YYCURSOR; return TL_TOK_LBRACE; }
            "}"            { lx->cur = (const char *)YYCURSOR; return TL_TOK_RBRACE; }
            "["            { lx->cur = (const char *)YYCURSOR; return TL_TOK_LBRACKET; }
            "]"            { lx->cur = (const char *)YYCURSOR; return TL_TOK_RBRACKET; }
            ":"            { lx->cur = (const char *)YYCURSOR; return TL_TOK_COLON; }
            ","            { lx->cur = (const char *)YYCURSOR; return TL_TOK_COMMA; }
            "\""           { lx->cur = (const char *)YYCURSOR; return lex_string(lx); }
            "true"         { lx->cur = (const char *)YYCURSOR; return TL_TOK_TRUE; }
            "false"        { lx->cur = (const char *)YYCURSOR; return TL_TOK_FALSE; }
            "null"         { lx->cur = (const char *)YYCURSOR; return TL_TOK_NULL; }
            "-"? ("0" | [1-9][0-9]*) ("." [0-9]+)? ([eE] [+-]? [0-9]+)? {
                lx->cur = (const char *)YYCURSOR;
                if (!copy_span(lx->text, sizeof lx->text, lx->tok, lx->cur))
                    return lex_error(lx, "number too long");
                return TL_TOK_NUMBER;
            }
            *              { return lex_error(lx, "unexpected character"); }
        */
    }
}

tl_tok tl_lex_options(tl_lexer *lx)
{
    for (;;) {
        const unsigned char *YYCURSOR = (const unsigned char *)lx->cur, *YYMARKER;
        const unsigned char *name_end;
        /*!stags:re2c format = "const unsigned char *@@;\n"; */
        lx->tok = lx->cur;
        /*!re2c
            re2c:define:YYCTYPE = "unsigned char";
            re2c:yyfill:enable = 0;
            re2c:tags = 1;

            name  = [a-zA-Z_][a-zA-Z0-9_]*;
            word  = [a-zA-Z0-9_][a-zA-Z0-9_./-]*;
            value = [^ \t\r\n\x00]*;

            [\x00]     { return TL_TOK_END; }
            [ \t\r\n]+ { lx->cur = (const char *)YYCURSOR; continue; }
            "-" "-"? name @name_end "=" value {
                lx->cur = (const char *)YYCURSOR;
                const char *n0 = lx->tok + (lx->tok[1] == '-' ? 2 : 1);
                if (!copy_span(lx->text, sizeof lx->text, n0, (const char *)name_end) ||
                    !copy_span(lx->value, sizeof lx->value, (const char *)name_end + 1, lx->cur))
                    return lex_error(lx, "option too long");
                return TL_TOK_OPTION;
            }
            "-" "-"? name {
                return lex_error(lx, "expected an option of the form -name=value");
            }
            word {
                lx->cur = (const char *)YYCURSOR;
                if (!copy_span(lx->text, sizeof lx->text, lx->tok, lx->cur))
                    return lex_error(lx, "name too long");
                return TL_TOK_WORD;
            }
            * { return lex_error(lx, "unexpected character"); }
        */
    }
}
