/* KAT record reader: see kat_reader.h. */
#include <string.h>

#include "kat_reader.h"
#include "qzt.h"

void kat_open(kat_reader *r, const unsigned char *text, size_t len)
{
    r->p = (const char *)text;
    r->end = (const char *)text + len;
    r->line = 0;
}

static size_t trim_end(const char *s, size_t n)
{
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        n--;
    return n;
}

int kat_next(kat_reader *r, kat_record *rec)
{
    rec->n = 0;
    while (r->p < r->end) {
        const char *ln = r->p, *nl = memchr(ln, '\n', (size_t)(r->end - ln));
        size_t n = (size_t)((nl ? nl : r->end) - ln);
        const char *eq;

        r->p = nl ? nl + 1 : r->end;
        r->line++;
        n = trim_end(ln, n);
        if (n == 0) {
            if (rec->n > 0)
                return 1;
            continue;
        }
        if (ln[0] == '#')
            continue;
        eq = memchr(ln, '=', n);
        if (eq == NULL || rec->n == KAT_MAX_FIELDS) {
            QZT_CHECK(0, "KAT line %u: malformed", r->line);
            continue;
        }
        if (rec->n == 0)
            rec->line = r->line;
        rec->f[rec->n].key = ln;
        rec->f[rec->n].keylen = trim_end(ln, (size_t)(eq - ln));
        rec->f[rec->n].val = eq + 1;
        rec->f[rec->n].vallen = n - (size_t)(eq + 1 - ln);
        while (rec->f[rec->n].vallen > 0 && rec->f[rec->n].val[0] == ' ') {
            rec->f[rec->n].val++;
            rec->f[rec->n].vallen--;
        }
        rec->n++;
    }
    return rec->n > 0;
}

const char *kat_str(const kat_record *rec, const char *key, size_t *len)
{
    size_t kl = strlen(key);

    for (size_t i = 0; i < rec->n; i++) {
        if (rec->f[i].keylen == kl && memcmp(rec->f[i].key, key, kl) == 0) {
            *len = rec->f[i].vallen;
            return rec->f[i].val;
        }
    }
    return NULL;
}

long kat_hex(const kat_record *rec, const char *key, uint8_t *buf, size_t cap)
{
    size_t n;
    const char *s = kat_str(rec, key, &n);

    return s ? qzt_unhex(s, n, buf, cap) : -1;
}

long kat_num(const kat_record *rec, const char *key, long dflt)
{
    size_t n;
    const char *s = kat_str(rec, key, &n);
    long v = 0;

    if (s == NULL)
        return dflt;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return -1;
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

int kat_is(const kat_record *rec, const char *key, const char *s)
{
    size_t n;
    const char *v = kat_str(rec, key, &n);

    return v != NULL && n == strlen(s) && memcmp(v, s, n) == 0;
}
