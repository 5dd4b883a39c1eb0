/* aes_harness.c -- time external AES key schedules and block functions with
 * the C API of jnk0le/cortexm-AES's assembly functions:
 *     void KS(uint8_t *rk, const uint8_t *key);           encryption keys
 *     void ENC(const uint8_t *rk, const uint8_t *in, uint8_t *out, size_t rounds);
 *     void KSD(uint8_t *rk, size_t rounds);               decryption keys
 *     void DEC(const uint8_t *rk, const uint8_t *in, uint8_t *out, size_t rounds);
 * (the unrolled / on-the-fly-key functions take no rounds argument; the
 * extra r3 is ignored), and check them against FIPS-197 Appendix C.1
 * (AES-128) or C.3 (AES-256):
 *   key 000102..0f (..1f), plaintext 00112233..ff,
 *   C.1 ciphertext 69c4e0d8..c55a, last round key 13111d7f..30c5,
 *   C.3 ciphertext 8ea2b7ca..6089, last round key 24fc79cc..de36;
 *   the decryption key schedule (equivalent inverse cipher, round keys kept
 *   in encryption order) is checked at round key 1 = InvMixColumns(round
 *   key 1): C.1 round[9].ik_sch 8c56dff0..d7fd, C.3 round[13].ik_sch
 *   1a1f181d..1411; decryption at the plaintext.
 *
 * The order is that of aes_ecb_test() in aes/tests/aes_deprecated_tests.cpp:
 *   setEncKey (KS) timed; encrypt timed; setDecKey() (KSD alone, in place,
 *   repeated on the same buffer) timed; setDecKey(key) (KS + KSD) untimed;
 *   decrypt timed. So the decrypt figure does not include any key schedule.
 *
 * Build with -DQZCAL_BITS=128|256 and any of -DQZCAL_KS= -DQZCAL_ENC=
 * -DQZCAL_KSD= -DQZCAL_DEC= (names); -DQZCAL_KS_UNTIMED puts the key
 * schedule in place without timing it (it has its own row elsewhere).
 * Without QZCAL_KS the "round keys" are the key itself (the on-the-fly-key
 * code: the C++ wrapper's setEncKey is a memcpy). Without QZCAL_KSD,
 * decryption uses the encryption round keys (sBOX code).
 * bench/calibrate/run does all this.
 */
#include "cal_common.h"

#ifndef QZCAL_BITS
#define QZCAL_BITS 128
#endif
#if QZCAL_BITS == 128
#define QZCAL_ROUNDS 10
#elif QZCAL_BITS == 256
#define QZCAL_ROUNDS 14
#else
#error "QZCAL_BITS must be 128 or 256"
#endif

#ifdef QZCAL_KS
void QZCAL_KS(uint8_t *rk, const uint8_t *key);
#endif
#ifdef QZCAL_ENC
void QZCAL_ENC(const uint8_t *rk, const uint8_t *in, uint8_t *out, size_t rounds);
#endif
#ifdef QZCAL_KSD
void QZCAL_KSD(uint8_t *rk, size_t rounds);
#endif
#ifdef QZCAL_DEC
void QZCAL_DEC(const uint8_t *rk, const uint8_t *in, uint8_t *out, size_t rounds);
#endif
#define QZCAL_STR2(x) #x
#define QZCAL_STR(x) QZCAL_STR2(x)

static const uint8_t fips_key[32] = {
    0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
    0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f,
    0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17,
    0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f };
static const uint8_t fips_pt[16] = {
    0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77,
    0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff };
#if QZCAL_BITS == 128
/* FIPS-197 C.1 */
static const uint8_t fips_ct[16] = {
    0x69, 0xc4, 0xe0, 0xd8, 0x6a, 0x7b, 0x04, 0x30,
    0xd8, 0xcd, 0xb7, 0x80, 0x70, 0xb4, 0xc5, 0x5a };
static const uint8_t fips_rklast[16] = {
    0x13, 0x11, 0x1d, 0x7f, 0xe3, 0x94, 0x4a, 0x17,
    0xf3, 0x07, 0xa7, 0x8b, 0x4d, 0x2b, 0x30, 0xc5 };
static const uint8_t fips_drk1[16] = {        /* round[9].ik_sch */
    0x8c, 0x56, 0xdf, 0xf0, 0x82, 0x5d, 0xd3, 0xf9,
    0x80, 0x5a, 0xd3, 0xfc, 0x86, 0x59, 0xd7, 0xfd };
#define QZCAL_RKLAST "round10-key"
#else
/* FIPS-197 C.3 */
static const uint8_t fips_ct[16] = {
    0x8e, 0xa2, 0xb7, 0xca, 0x51, 0x67, 0x45, 0xbf,
    0xea, 0xfc, 0x49, 0x90, 0x4b, 0x49, 0x60, 0x89 };
static const uint8_t fips_rklast[16] = {
    0x24, 0xfc, 0x79, 0xcc, 0xbf, 0x09, 0x79, 0xe9,
    0x37, 0x1a, 0xc2, 0x3c, 0x6d, 0x68, 0xde, 0x36 };
static const uint8_t fips_drk1[16] = {        /* round[13].ik_sch */
    0x1a, 0x1f, 0x18, 0x1d, 0x1e, 0x1b, 0x1c, 0x19,
    0x12, 0x17, 0x10, 0x15, 0x16, 0x13, 0x14, 0x11 };
#define QZCAL_RKLAST "round14-key"
#endif

/* word aligned, like the C++ wrapper's context and buffers */
static uint8_t rk[(QZCAL_ROUNDS + 1) * 16] __attribute__((aligned(8)));
static uint8_t key[QZCAL_BITS / 8] __attribute__((aligned(8)));
static uint8_t pt[16] __attribute__((aligned(8)));
static uint8_t ct[16] __attribute__((aligned(8)));
static uint8_t out[16] __attribute__((aligned(8)));

/* encryption round keys, untimed */
static void qzcal_setenckey(void)
{
#ifdef QZCAL_KS
    QZCAL_KS(rk, key);
#else
    memcpy(rk, key, sizeof key);
#endif
}

int main(void)
{
    int reps = 3;

    if (!qzcal_in_sim()) {
        printf("QZCAL error: not running in qz-mcusim\n");
        return 1;
    }
    memcpy(key, fips_key, sizeof key);
    memcpy(pt, fips_pt, 16);
    memcpy(ct, fips_ct, 16);
    memset(rk, 0, sizeof rk);

    /* setEncKey */
#if defined(QZCAL_KS) && !defined(QZCAL_KS_UNTIMED)
    qzcal_time(QZCAL_STR(QZCAL_KS), (qzcal_fn)QZCAL_KS,
               (uint32_t)rk, (uint32_t)key, 0, 0, reps);
    qzcal_check(QZCAL_STR(QZCAL_KS), QZCAL_RKLAST,
                rk + QZCAL_ROUNDS * 16, fips_rklast, 16);
#else
    qzcal_setenckey();
#endif

    /* encrypt */
#ifdef QZCAL_ENC
    memset(out, 0, sizeof out);
    qzcal_time(QZCAL_STR(QZCAL_ENC), (qzcal_fn)QZCAL_ENC,
               (uint32_t)rk, (uint32_t)pt, (uint32_t)out, QZCAL_ROUNDS, reps);
    qzcal_check(QZCAL_STR(QZCAL_ENC), "ciphertext", out, fips_ct, 16);
#endif

    /* setDecKey(): timed in place (the buffer ends up transformed 1+reps
     * times, as in the author's loop), then setDecKey(key) untimed */
#ifdef QZCAL_KSD
    qzcal_time(QZCAL_STR(QZCAL_KSD), (qzcal_fn)QZCAL_KSD,
               (uint32_t)rk, QZCAL_ROUNDS, 0, 0, reps);
    qzcal_setenckey();
    QZCAL_KSD(rk, QZCAL_ROUNDS);
    qzcal_check(QZCAL_STR(QZCAL_KSD), "dec-round-key-1", rk + 16, fips_drk1, 16);
#endif

    /* decrypt */
#ifdef QZCAL_DEC
    memset(out, 0, sizeof out);
    qzcal_time(QZCAL_STR(QZCAL_DEC), (qzcal_fn)QZCAL_DEC,
               (uint32_t)rk, (uint32_t)ct, (uint32_t)out, QZCAL_ROUNDS, reps);
    qzcal_check(QZCAL_STR(QZCAL_DEC), "plaintext", out, fips_pt, 16);
#endif
    return qzcal_failed;
}
