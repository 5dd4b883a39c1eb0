/* The Check suites of qzcrypt's host unit tests (tests/check_*.c). */
#ifndef QZ_CHECK_SUITES_H
#define QZ_CHECK_SUITES_H

#include <check.h>
#include <stddef.h>
#include <stdint.h>

Suite *qz_suite_sha2(void);
Suite *qz_suite_sha3(void);
Suite *qz_suite_hmac(void);
Suite *qz_suite_hkdf(void);
Suite *qz_suite_chacha(void);
Suite *qz_suite_drbg(void);
Suite *qz_suite_aes(void);
Suite *qz_suite_aead_aes(void);
Suite *qz_suite_aes_modes(void);

/* 1 if all n bytes at p are zero. */
static inline int qz_all_zero(const void *p, size_t n)
{
    const uint8_t *b = (const uint8_t *)p;
    uint8_t acc = 0;

    for (size_t i = 0; i < n; i++)
        acc |= b[i];
    return acc == 0;
}

#endif
