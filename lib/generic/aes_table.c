/*
 * AES block kernels, table variant (C reference).
 * Contract: lib/internal/aes_kernel.h. This variant indexes tables with
 * secret state: it is constant time only where table memory has no cache
 * and no timing variation (doc/security.md). The constant-time variant is
 * lib/generic/aes_ct.c; each is the other's test oracle.
 *
 * State and round keys are four 32-bit column words, little-endian: row r
 * of a column is bits 8r..8r+7 of its word (byte 4c + r of the block).
 *
 * Tables (2.25 KB of flash in all, no RAM):
 *   te[256]     one encryption T-table, 1 KB. te[x] is the MixColumns
 *               image of S(x) placed in row 0: {02.S, S, S, 03.S} in
 *               rows 0..3. The tables of rows 1..3 are rotations of it
 *               (free in a Thumb-2 operand, one instruction on an M0+),
 *               which costs less flash than four 1 KB tables and still
 *               spares the S-box: S(x) is row 1 of te[x].
 *   td[256]     one decryption T-table, 1 KB: InvMixColumns image of
 *               InvS(x) in row 0: {0e, 09, 0d, 0b}.InvS(x).
 *   inv_s[256]  the inverse S-box (last decryption round), 256 bytes.
 * The tables are built by the compiler from the FIPS-197 S-box (Figure 7)
 * and inverse S-box (Figure 14) values below, so no value of te or td is
 * written by hand.
 *
 * Decryption uses the equivalent inverse cipher (FIPS-197 section 5.3.5):
 * the decryption round keys are the encryption round keys in reverse
 * order, with InvMixColumns applied to all but the first and the last.
 * rk words used: 4 * (nr + 1) (at most 60).
 *
 * Cost (arm-none-eabi-gcc 12.2 -O2, modelled cycles in qz-mcusim, zero
 * wait-state table memory, per block):
 *                       AES-128 enc/dec    AES-256 enc/dec   expand enc/dec (128)
 *   Cortex-M4             898 / 885        1,230 / 1,217     1,184 / 2,737
 *   Cortex-M0+          1,704 / 1,755      2,312 / 2,391     1,775 / 4,155
 * Stack: encrypt and decrypt 72 / 80 bytes (M4 / M0+), expand 52 / 60.
 */
#include "internal/aes_kernel.h"
#include "internal/ct.h"
#include "internal/placement.h"

#define QZI_AES_SBOX_LIST(F) \
    F(0x63) F(0x7c) F(0x77) F(0x7b) F(0xf2) F(0x6b) F(0x6f) F(0xc5) \
    F(0x30) F(0x01) F(0x67) F(0x2b) F(0xfe) F(0xd7) F(0xab) F(0x76) \
    F(0xca) F(0x82) F(0xc9) F(0x7d) F(0xfa) F(0x59) F(0x47) F(0xf0) \
    F(0xad) F(0xd4) F(0xa2) F(0xaf) F(0x9c) F(0xa4) F(0x72) F(0xc0) \
    F(0xb7) F(0xfd) F(0x93) F(0x26) F(0x36) F(0x3f) F(0xf7) F(0xcc) \
    F(0x34) F(0xa5) F(0xe5) F(0xf1) F(0x71) F(0xd8) F(0x31) F(0x15) \
    F(0x04) F(0xc7) F(0x23) F(0xc3) F(0x18) F(0x96) F(0x05) F(0x9a) \
    F(0x07) F(0x12) F(0x80) F(0xe2) F(0xeb) F(0x27) F(0xb2) F(0x75) \
    F(0x09) F(0x83) F(0x2c) F(0x1a) F(0x1b) F(0x6e) F(0x5a) F(0xa0) \
    F(0x52) F(0x3b) F(0xd6) F(0xb3) F(0x29) F(0xe3) F(0x2f) F(0x84) \
    F(0x53) F(0xd1) F(0x00) F(0xed) F(0x20) F(0xfc) F(0xb1) F(0x5b) \
    F(0x6a) F(0xcb) F(0xbe) F(0x39) F(0x4a) F(0x4c) F(0x58) F(0xcf) \
    F(0xd0) F(0xef) F(0xaa) F(0xfb) F(0x43) F(0x4d) F(0x33) F(0x85) \
    F(0x45) F(0xf9) F(0x02) F(0x7f) F(0x50) F(0x3c) F(0x9f) F(0xa8) \
    F(0x51) F(0xa3) F(0x40) F(0x8f) F(0x92) F(0x9d) F(0x38) F(0xf5) \
    F(0xbc) F(0xb6) F(0xda) F(0x21) F(0x10) F(0xff) F(0xf3) F(0xd2) \
    F(0xcd) F(0x0c) F(0x13) F(0xec) F(0x5f) F(0x97) F(0x44) F(0x17) \
    F(0xc4) F(0xa7) F(0x7e) F(0x3d) F(0x64) F(0x5d) F(0x19) F(0x73) \
    F(0x60) F(0x81) F(0x4f) F(0xdc) F(0x22) F(0x2a) F(0x90) F(0x88) \
    F(0x46) F(0xee) F(0xb8) F(0x14) F(0xde) F(0x5e) F(0x0b) F(0xdb) \
    F(0xe0) F(0x32) F(0x3a) F(0x0a) F(0x49) F(0x06) F(0x24) F(0x5c) \
    F(0xc2) F(0xd3) F(0xac) F(0x62) F(0x91) F(0x95) F(0xe4) F(0x79) \
    F(0xe7) F(0xc8) F(0x37) F(0x6d) F(0x8d) F(0xd5) F(0x4e) F(0xa9) \
    F(0x6c) F(0x56) F(0xf4) F(0xea) F(0x65) F(0x7a) F(0xae) F(0x08) \
    F(0xba) F(0x78) F(0x25) F(0x2e) F(0x1c) F(0xa6) F(0xb4) F(0xc6) \
    F(0xe8) F(0xdd) F(0x74) F(0x1f) F(0x4b) F(0xbd) F(0x8b) F(0x8a) \
    F(0x70) F(0x3e) F(0xb5) F(0x66) F(0x48) F(0x03) F(0xf6) F(0x0e) \
    F(0x61) F(0x35) F(0x57) F(0xb9) F(0x86) F(0xc1) F(0x1d) F(0x9e) \
    F(0xe1) F(0xf8) F(0x98) F(0x11) F(0x69) F(0xd9) F(0x8e) F(0x94) \
    F(0x9b) F(0x1e) F(0x87) F(0xe9) F(0xce) F(0x55) F(0x28) F(0xdf) \
    F(0x8c) F(0xa1) F(0x89) F(0x0d) F(0xbf) F(0xe6) F(0x42) F(0x68) \
    F(0x41) F(0x99) F(0x2d) F(0x0f) F(0xb0) F(0x54) F(0xbb) F(0x16)

#define QZI_AES_INV_SBOX_LIST(F) \
    F(0x52) F(0x09) F(0x6a) F(0xd5) F(0x30) F(0x36) F(0xa5) F(0x38) \
    F(0xbf) F(0x40) F(0xa3) F(0x9e) F(0x81) F(0xf3) F(0xd7) F(0xfb) \
    F(0x7c) F(0xe3) F(0x39) F(0x82) F(0x9b) F(0x2f) F(0xff) F(0x87) \
    F(0x34) F(0x8e) F(0x43) F(0x44) F(0xc4) F(0xde) F(0xe9) F(0xcb) \
    F(0x54) F(0x7b) F(0x94) F(0x32) F(0xa6) F(0xc2) F(0x23) F(0x3d) \
    F(0xee) F(0x4c) F(0x95) F(0x0b) F(0x42) F(0xfa) F(0xc3) F(0x4e) \
    F(0x08) F(0x2e) F(0xa1) F(0x66) F(0x28) F(0xd9) F(0x24) F(0xb2) \
    F(0x76) F(0x5b) F(0xa2) F(0x49) F(0x6d) F(0x8b) F(0xd1) F(0x25) \
    F(0x72) F(0xf8) F(0xf6) F(0x64) F(0x86) F(0x68) F(0x98) F(0x16) \
    F(0xd4) F(0xa4) F(0x5c) F(0xcc) F(0x5d) F(0x65) F(0xb6) F(0x92) \
    F(0x6c) F(0x70) F(0x48) F(0x50) F(0xfd) F(0xed) F(0xb9) F(0xda) \
    F(0x5e) F(0x15) F(0x46) F(0x57) F(0xa7) F(0x8d) F(0x9d) F(0x84) \
    F(0x90) F(0xd8) F(0xab) F(0x00) F(0x8c) F(0xbc) F(0xd3) F(0x0a) \
    F(0xf7) F(0xe4) F(0x58) F(0x05) F(0xb8) F(0xb3) F(0x45) F(0x06) \
    F(0xd0) F(0x2c) F(0x1e) F(0x8f) F(0xca) F(0x3f) F(0x0f) F(0x02) \
    F(0xc1) F(0xaf) F(0xbd) F(0x03) F(0x01) F(0x13) F(0x8a) F(0x6b) \
    F(0x3a) F(0x91) F(0x11) F(0x41) F(0x4f) F(0x67) F(0xdc) F(0xea) \
    F(0x97) F(0xf2) F(0xcf) F(0xce) F(0xf0) F(0xb4) F(0xe6) F(0x73) \
    F(0x96) F(0xac) F(0x74) F(0x22) F(0xe7) F(0xad) F(0x35) F(0x85) \
    F(0xe2) F(0xf9) F(0x37) F(0xe8) F(0x1c) F(0x75) F(0xdf) F(0x6e) \
    F(0x47) F(0xf1) F(0x1a) F(0x71) F(0x1d) F(0x29) F(0xc5) F(0x89) \
    F(0x6f) F(0xb7) F(0x62) F(0x0e) F(0xaa) F(0x18) F(0xbe) F(0x1b) \
    F(0xfc) F(0x56) F(0x3e) F(0x4b) F(0xc6) F(0xd2) F(0x79) F(0x20) \
    F(0x9a) F(0xdb) F(0xc0) F(0xfe) F(0x78) F(0xcd) F(0x5a) F(0xf4) \
    F(0x1f) F(0xdd) F(0xa8) F(0x33) F(0x88) F(0x07) F(0xc7) F(0x31) \
    F(0xb1) F(0x12) F(0x10) F(0x59) F(0x27) F(0x80) F(0xec) F(0x5f) \
    F(0x60) F(0x51) F(0x7f) F(0xa9) F(0x19) F(0xb5) F(0x4a) F(0x0d) \
    F(0x2d) F(0xe5) F(0x7a) F(0x9f) F(0x93) F(0xc9) F(0x9c) F(0xef) \
    F(0xa0) F(0xe0) F(0x3b) F(0x4d) F(0xae) F(0x2a) F(0xf5) F(0xb0) \
    F(0xc8) F(0xeb) F(0xbb) F(0x3c) F(0x83) F(0x53) F(0x99) F(0x61) \
    F(0x17) F(0x2b) F(0x04) F(0x7e) F(0xba) F(0x77) F(0xd6) F(0x26) \
    F(0xe1) F(0x69) F(0x14) F(0x63) F(0x55) F(0x21) F(0x0c) F(0x7d)

/* Multiplication by x (02) in GF(2^8) mod x^8 + x^4 + x^3 + x + 1, on a
 * constant byte (table construction only). */
#define XT(b) ((((b) << 1) ^ (((b) >> 7) * 0x1b)) & 0xff)

#define TE_ENTRY(s)                                                            \
    ((uint32_t)XT(s) | ((uint32_t)(s) << 8) | ((uint32_t)(s) << 16) |          \
     ((uint32_t)(XT(s) ^ (s)) << 24)),
/* 09 = 8+1, 0b = 8+2+1, 0d = 8+4+1, 0e = 8+4+2 */
#define M8(s) XT(XT(XT(s)))
#define M4(s) XT(XT(s))
#define TD_ENTRY(s)                                                            \
    ((uint32_t)(M8(s) ^ M4(s) ^ XT(s)) | ((uint32_t)(M8(s) ^ (s)) << 8) |     \
     ((uint32_t)(M8(s) ^ M4(s) ^ (s)) << 16) |                                 \
     ((uint32_t)(M8(s) ^ XT(s) ^ (s)) << 24)),
#define BYTE_ENTRY(s) s,

/* Exported under qzi_ names (declared in internal/aes_kernel.h) because the
 * assembly table kernels (lib/arch/<isa>/aes_table.S) read the same three
 * tables; the short names below are what this file uses. */
QZI_FAST_RODATA("qzi_aes_te")
const uint32_t qzi_aes_te[256] = {QZI_AES_SBOX_LIST(TE_ENTRY)};
QZI_FAST_RODATA("qzi_aes_td")
const uint32_t qzi_aes_td[256] = {QZI_AES_INV_SBOX_LIST(TD_ENTRY)};
/* The byte tables are word-aligned: the armv6m S-box kernels copy them to
 * the stack with LDM (a byte array's own alignment is 1, and where the
 * linker put one after an odd-sized constant the M0+ faulted). */
#if defined(__GNUC__) || defined(__clang__)
#define WORD_ALIGNED __attribute__((aligned(4)))
#else
#define WORD_ALIGNED
#endif
QZI_FAST_RODATA("qzi_aes_inv_s")
WORD_ALIGNED const uint8_t qzi_aes_inv_s[256] = {QZI_AES_INV_SBOX_LIST(BYTE_ENTRY)};
/* The S-box alone, for the S-box-only kernels of the small table build
 * (lib/arch/<isa>/aes_table_small.S; this file's code does not use it). */
QZI_FAST_RODATA("qzi_aes_sbox")
WORD_ALIGNED const uint8_t qzi_aes_sbox[256] = {QZI_AES_SBOX_LIST(BYTE_ENTRY)};
#define te qzi_aes_te
#define td qzi_aes_td
#define inv_s qzi_aes_inv_s

static inline uint32_t rotl(uint32_t x, unsigned n)
{
    return (x << n) | (x >> (32 - n));
}

static inline uint32_t load_le32(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
           ((uint32_t)p[3] << 24);
}

static inline void store_le32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

/* S(x) for the byte x = (w >> sh) & 0xff, placed back at bit sh. */
#define SUB(w, sh) (((te[((w) >> (sh)) & 0xff] >> 8) & 0xff) << (sh))

static uint32_t sub_word(uint32_t w)
{
    return SUB(w, 0) | SUB(w, 8) | SUB(w, 16) | SUB(w, 24);
}

/* InvMixColumns of one column word (decryption round keys). */
static uint32_t inv_mix_column(uint32_t w)
{
    uint32_t w2, w4, w8;

#define XT4(v) ((((v) & 0x7f7f7f7fu) << 1) ^ ((((v) >> 7) & 0x01010101u) * 0x1b))
    w2 = XT4(w);
    w4 = XT4(w2);
    w8 = XT4(w4);
#undef XT4
    /* row r = 0e.a[r] ^ 0b.a[r+1] ^ 0d.a[r+2] ^ 09.a[r+3]; a rotation
     * right by 8 brings a[r+1] into row r. */
    return (w8 ^ w4 ^ w2) ^ rotl(w8 ^ w2 ^ w, 24) ^ rotl(w8 ^ w4 ^ w, 16) ^
           rotl(w8 ^ w, 8);
}

QZI_FAST_TEXT("qzi_aes_table_expand_body")
static QZI_NOINLINE void aes_table_expand_body(uint32_t rk[QZI_AES_RK_WORDS], const uint8_t *key,
                                               unsigned key_len, int decrypt)
{
    unsigned nk = key_len >> 2, nr = nk + 6, total = 4 * (nr + 1);
    uint32_t rcon = 1;

    for (unsigned i = 0; i < nk; i++)
        rk[i] = load_le32(key + 4 * i);
    /* j = i mod nk, kept as a counter (no division in the library). */
    for (unsigned i = nk, j = 0; i < total; i++) {
        uint32_t t = rk[i - 1];

        if (j == 0) {
            /* RotWord moves row 1 to row 0: a right rotation by 8. */
            t = sub_word(rotl(t, 24)) ^ rcon;
            rcon = XT(rcon);
        } else if (nk > 6 && j == 4) {
            t = sub_word(t);
        }
        rk[i] = rk[i - nk] ^ t;
        if (++j == nk)
            j = 0;
    }
    if (!decrypt)
        return;
    /* Reverse the order of the round keys, then InvMixColumns on the
     * inner ones. */
    for (unsigned i = 0, j = nr; i < j; i++, j--) {
        for (unsigned c = 0; c < 4; c++) {
            uint32_t t = rk[4 * i + c];

            rk[4 * i + c] = rk[4 * j + c];
            rk[4 * j + c] = t;
        }
    }
    for (unsigned i = 4; i < 4 * nr; i++)
        rk[i] = inv_mix_column(rk[i]);
}

/* One column of a full encryption round: rows r of columns c + r. */
#define ENC_COL(a, b, c, d)                                                    \
    (te[(a) & 0xff] ^ rotl(te[((b) >> 8) & 0xff], 8) ^                         \
     rotl(te[((c) >> 16) & 0xff], 16) ^ rotl(te[(d) >> 24], 24))
#define ENC_LAST(a, b, c, d) (SUB(a, 0) | SUB(b, 8) | SUB(c, 16) | SUB(d, 24))

QZI_FAST_TEXT("qzi_aes_table_encrypt_body")
static QZI_NOINLINE void aes_table_encrypt_body(const uint32_t *rk, unsigned nr, uint8_t *out,
                                                const uint8_t *in, size_t nblocks)
{
    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        const uint32_t *k = rk;
        uint32_t s0 = load_le32(in) ^ k[0], s1 = load_le32(in + 4) ^ k[1];
        uint32_t s2 = load_le32(in + 8) ^ k[2], s3 = load_le32(in + 12) ^ k[3];

        for (unsigned r = 1; r < nr; r++) {
            uint32_t t0, t1, t2, t3;

            k += 4;
            t0 = ENC_COL(s0, s1, s2, s3) ^ k[0];
            t1 = ENC_COL(s1, s2, s3, s0) ^ k[1];
            t2 = ENC_COL(s2, s3, s0, s1) ^ k[2];
            t3 = ENC_COL(s3, s0, s1, s2) ^ k[3];
            s0 = t0;
            s1 = t1;
            s2 = t2;
            s3 = t3;
        }
        k += 4;
        /* Store after all loads of this block: in may equal out. */
        store_le32(out, ENC_LAST(s0, s1, s2, s3) ^ k[0]);
        store_le32(out + 4, ENC_LAST(s1, s2, s3, s0) ^ k[1]);
        store_le32(out + 8, ENC_LAST(s2, s3, s0, s1) ^ k[2]);
        store_le32(out + 12, ENC_LAST(s3, s0, s1, s2) ^ k[3]);
    }
}

/* One column of a full decryption round: rows r of columns c - r. */
#define DEC_COL(a, b, c, d)                                                    \
    (td[(a) & 0xff] ^ rotl(td[((b) >> 8) & 0xff], 8) ^                         \
     rotl(td[((c) >> 16) & 0xff], 16) ^ rotl(td[(d) >> 24], 24))
#define ISUB(w, sh) ((uint32_t)inv_s[((w) >> (sh)) & 0xff] << (sh))
#define DEC_LAST(a, b, c, d) (ISUB(a, 0) | ISUB(b, 8) | ISUB(c, 16) | ISUB(d, 24))

QZI_FAST_TEXT("qzi_aes_table_decrypt_body")
static QZI_NOINLINE void aes_table_decrypt_body(const uint32_t *rk, unsigned nr, uint8_t *out,
                                                const uint8_t *in, size_t nblocks)
{
    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        const uint32_t *k = rk;
        uint32_t s0 = load_le32(in) ^ k[0], s1 = load_le32(in + 4) ^ k[1];
        uint32_t s2 = load_le32(in + 8) ^ k[2], s3 = load_le32(in + 12) ^ k[3];

        for (unsigned r = 1; r < nr; r++) {
            uint32_t t0, t1, t2, t3;

            k += 4;
            t0 = DEC_COL(s0, s3, s2, s1) ^ k[0];
            t1 = DEC_COL(s1, s0, s3, s2) ^ k[1];
            t2 = DEC_COL(s2, s1, s0, s3) ^ k[2];
            t3 = DEC_COL(s3, s2, s1, s0) ^ k[3];
            s0 = t0;
            s1 = t1;
            s2 = t2;
            s3 = t3;
        }
        k += 4;
        store_le32(out, DEC_LAST(s0, s3, s2, s1) ^ k[0]);
        store_le32(out + 4, DEC_LAST(s1, s0, s3, s2) ^ k[1]);
        store_le32(out + 8, DEC_LAST(s2, s1, s0, s3) ^ k[2]);
        store_le32(out + 12, DEC_LAST(s3, s2, s1, s0) ^ k[3]);
    }
}

/* The kernels: each body, then the body's frame wiped (spilled working
 * values; internal/ct.h, qzi_wipe_stack). */
QZI_FAST_TEXT("qzi_aes_table_expand_c")
void qzi_aes_table_expand_c(uint32_t rk[QZI_AES_RK_WORDS], const uint8_t *key,
                            unsigned key_len, int decrypt)
{
    aes_table_expand_body(rk, key, key_len, decrypt);
    qzi_wipe_stack(QZI_KERNEL_FRAME(64, 64));
}

QZI_FAST_TEXT("qzi_aes_table_encrypt_c")
void qzi_aes_table_encrypt_c(const uint32_t *rk, unsigned nr, uint8_t *out,
                             const uint8_t *in, size_t nblocks)
{
    aes_table_encrypt_body(rk, nr, out, in, nblocks);
    qzi_wipe_stack(QZI_KERNEL_FRAME(96, 96));
}

QZI_FAST_TEXT("qzi_aes_table_decrypt_c")
void qzi_aes_table_decrypt_c(const uint32_t *rk, unsigned nr, uint8_t *out,
                             const uint8_t *in, size_t nblocks)
{
    aes_table_decrypt_body(rk, nr, out, in, nblocks);
    qzi_wipe_stack(QZI_KERNEL_FRAME(96, 96));
}
