/*
 * Reader for qzcrypt's plain-text KAT files (compiled into each runner by
 * build-aux/qz-embed): blank-line separated records of `key = value`
 * lines, `#` comments. See kat/gen_sha2.py for the format.
 */
#ifndef QZ_KAT_READER_H
#define QZ_KAT_READER_H

#include <stddef.h>
#include <stdint.h>

#define KAT_MAX_FIELDS 16

typedef struct {
    const char *key, *val;
    size_t keylen, vallen;
} kat_field;

typedef struct {
    kat_field f[KAT_MAX_FIELDS];
    size_t n;
    unsigned line; /* line number of the record's first field */
} kat_record;

typedef struct {
    const char *p, *end;
    unsigned line;
} kat_reader;

void kat_open(kat_reader *r, const unsigned char *text, size_t len);
/* Next record into rec: 1 if one was read, 0 at the end. */
int kat_next(kat_reader *r, kat_record *rec);

/* Field value as text (NULL if absent). */
const char *kat_str(const kat_record *rec, const char *key, size_t *len);
/* Field as hex bytes into buf: byte count, or -1 if absent or malformed
 * (the caller's check then fails the record). */
long kat_hex(const kat_record *rec, const char *key, uint8_t *buf, size_t cap);
/* Field as a decimal number, or `dflt` if absent. */
long kat_num(const kat_record *rec, const char *key, long dflt);
/* 1 if the field's text equals s. */
int kat_is(const kat_record *rec, const char *key, const char *s);

#endif /* QZ_KAT_READER_H */
