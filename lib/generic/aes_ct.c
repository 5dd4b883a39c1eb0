/*
 * AES block kernels, constant-time variant (C reference): fixsliced AES on
 * 32-bit words, two blocks per pass. Contract: lib/internal/aes_kernel.h.
 *
 * Constant time: straight-line boolean code on the whole state. No table,
 * no branch and no memory index depends on the key or the data; the only
 * branches are on public values (nr, the round number, nblocks). The key
 * schedule computes SubWord with the same S-box circuit.
 *
 * Representation (bitsliced, after Kasper-Schwabe and Adomnicai-Peyrin,
 * "Fixslicing AES-like ciphers", TCHES 2021(1)). Two blocks b = 0, 1 live
 * in eight words q[0..7] (when a call has an odd block count, the second
 * is a copy of the first, whose output is discarded: a zero block there
 * would compute E_K(0), GCM's H and CMAC's L): q[i] holds bit i of all 32
 * state bytes, the byte of block b at row r, column c at bit position
 *         p = 8 r + 2 c + b.
 * SubBytes is then a boolean circuit on the eight words. A row of the state
 * is one byte of each word, so the step from row r to row r + 1 is a
 * rotation of the word by 8, and a move by k columns within every row is a
 * rotation of each byte by 2k bits.
 *
 * Fixslicing: ShiftRows is never applied to the state. After i rounds
 * without it, the byte of logical column c in row r sits in physical
 * column c + i r (mod 4); SubBytes and AddRoundKey do not care, and the
 * MixColumns of round i combines, for each physical position (r, c), the
 * bytes at (r + j, c + j i) for j = 1, 2, 3: a word rotation by 8 j plus a
 * byte rotation by 2 j i (mod 8), i.e. one of four MixColumns variants
 * (i mod 4 = 0 is the plain one). The round key of round i is stored with
 * the same column skew. After the last round the skew is nr mod 4 = 2
 * (AES-128, AES-256), undone by swapping nibbles in rows 1 and 3, or 0
 * (AES-192). The inverse cipher runs the same steps backwards, so the
 * decryption round keys are the encryption ones (rk layout independent of
 * the direction).
 *
 * S-box: the depth-16 circuit of Boyar and Peralta ("A small depth-16
 * circuit for the AES S-box", SEC 2012; ePrint 2011/332), 34 AND and 94
 * XOR as written here (128 gates), from the published gate list; the inverse S-box uses
 * the paper's inverse top and bottom layers around the shared middle
 * layer. Both are used without their NOT gates: the forward circuit then
 * computes S(x) ^ 0x63 and the inverse one InvS(x ^ 0x63). The constant
 * 0x63 is instead folded into the round keys 1..nr (MixColumns maps a
 * state of equal bytes to itself), which serves both directions.
 *
 * Round keys: rk[8 i .. 8 i + 7] is round key i in the representation
 * above (both block positions equal, column skew i mod 4, 0x63 folded in
 * for i >= 1): 8 (nr + 1) words, at most 120. decrypt is ignored.
 *
 * Cost (arm-none-eabi-gcc 12.2 -O2, modelled cycles in qz-mcusim, per
 * block when running pairs; a lone block costs a whole pair; the wipe of
 * q[] adds about 60 (M4) / 70 (M0+) cycles per call):
 *                       AES-128 enc/dec    AES-256 enc/dec   expand 128/256
 *   Cortex-M4           2,714 / 3,320      3,732 / 4,602     9,289 / 12,302
 *   Cortex-M0+          4,382 / 5,208      6,000 / 7,180     14,707 / 19,500
 * Stack: encrypt 276 / 324 bytes (M4 / M0+), decrypt 316 / 356, expand
 * 224 / 248.
 *
 * Wiping: each kernel runs in a body function and then wipes the body's
 * frame (qzi_wipe_stack): the state array q[] (which ends holding the
 * last pair's output and held each of its round states), the key
 * schedule's temporaries and whatever the compiler spilled.
 */
#include "internal/aes_kernel.h"
#include "internal/ct.h"
#include "internal/placement.h"

#if defined(__GNUC__) || defined(__clang__)
#define QZ_INLINE static inline __attribute__((always_inline))
#else
#define QZ_INLINE static inline
#endif

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

static inline uint32_t ror(uint32_t x, unsigned n)
{
    return (x >> n) | (x << (32 - n));
}

/* Rotate every byte of x right by n bits (0 <= n < 8, a constant). */
#define BYTE_ROR(x, n)                                                         \
    ((n) == 0 ? (x)                                                            \
              : ((((x) >> (n)) & (0x01010101u * (0xffu >> (n)))) |             \
                 (((x) << (8 - (n))) & (0x01010101u * ((0xffu << (8 - (n))) & 0xffu)))))

/* --- S-box circuits ----------------------------------------------------- */

/*
 * The shared middle layer (the inversion in GF(2^8), via GF(2^4)): from
 * the 22 linear inputs t[] of a top layer to the 18 products m[] that a
 * bottom layer combines. Input order: T1 T2 T3 T4 T6 T8 T9 T10 T13 T14
 * T15 T16 T17 T19 T20 T22 T23 T24 T25 T26 T27 D; output order M46..M63.
 */
enum { T1, T2, T3, T4, T6, T8, T9, T10, T13, T14, T15, T16, T17, T19, T20,
       T22, T23, T24, T25, T26, T27, TD, NT };

QZ_INLINE void sbox_middle(const uint32_t t[NT], uint32_t m[18])
{
    uint32_t m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11, m12, m13, m14, m15;
    uint32_t m16, m17, m18, m19, m20, m21, m22, m23, m24, m25, m26, m27, m28;
    uint32_t m29, m30, m31, m32, m33, m34, m35, m36, m37, m38, m39, m40, m41;
    uint32_t m42, m43, m44, m45;

    m1 = t[T13] & t[T6];
    m2 = t[T23] & t[T8];
    m3 = t[T14] ^ m1;
    m4 = t[T19] & t[TD];
    m5 = m4 ^ m1;
    m6 = t[T3] & t[T16];
    m7 = t[T22] & t[T9];
    m8 = t[T26] ^ m6;
    m9 = t[T20] & t[T17];
    m10 = m9 ^ m6;
    m11 = t[T1] & t[T15];
    m12 = t[T4] & t[T27];
    m13 = m12 ^ m11;
    m14 = t[T2] & t[T10];
    m15 = m14 ^ m11;
    m16 = m3 ^ m2;
    m17 = m5 ^ t[T24];
    m18 = m8 ^ m7;
    m19 = m10 ^ m15;
    m20 = m16 ^ m13;
    m21 = m17 ^ m15;
    m22 = m18 ^ m13;
    m23 = m19 ^ t[T25];
    m24 = m22 ^ m23;
    m25 = m22 & m20;
    m26 = m21 ^ m25;
    m27 = m20 ^ m21;
    m28 = m23 ^ m25;
    m29 = m28 & m27;
    m30 = m26 & m24;
    m31 = m20 & m23;
    m32 = m27 & m31;
    m33 = m27 ^ m25;
    m34 = m21 & m22;
    m35 = m24 & m34;
    m36 = m24 ^ m25;
    m37 = m21 ^ m29;
    m38 = m32 ^ m33;
    m39 = m23 ^ m30;
    m40 = m35 ^ m36;
    m41 = m38 ^ m40;
    m42 = m37 ^ m39;
    m43 = m37 ^ m38;
    m44 = m39 ^ m40;
    m45 = m42 ^ m41;
    m[0] = m44 & t[T6];   /* M46 */
    m[1] = m40 & t[T8];   /* M47 */
    m[2] = m39 & t[TD];   /* M48 */
    m[3] = m43 & t[T16];  /* M49 */
    m[4] = m38 & t[T9];   /* M50 */
    m[5] = m37 & t[T17];  /* M51 */
    m[6] = m42 & t[T15];  /* M52 */
    m[7] = m45 & t[T27];  /* M53 */
    m[8] = m41 & t[T10];  /* M54 */
    m[9] = m44 & t[T13];  /* M55 */
    m[10] = m40 & t[T23]; /* M56 */
    m[11] = m39 & t[T19]; /* M57 */
    m[12] = m43 & t[T3];  /* M58 */
    m[13] = m38 & t[T22]; /* M59 */
    m[14] = m37 & t[T20]; /* M60 */
    m[15] = m42 & t[T1];  /* M61 */
    m[16] = m45 & t[T4];  /* M62 */
    m[17] = m41 & t[T2];  /* M63 */
}

/* Index of M46..M63 in the middle layer's output. */
#define M(n) m[(n) - 46]

/* q[i] = bit i of each byte x  ->  bit i of S(x) ^ 0x63. */
QZ_INLINE void sbox_forward(uint32_t q[8])
{
    /* The circuit numbers bits from the most significant: U0 = bit 7. */
    const uint32_t u0 = q[7], u1 = q[6], u2 = q[5], u3 = q[4];
    const uint32_t u4 = q[3], u5 = q[2], u6 = q[1], u7 = q[0];
    uint32_t t[NT], m[18];
    uint32_t t5, t7, t11, t12, t18, t21;
    uint32_t l0, l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11, l12, l13, l14;
    uint32_t l15, l16, l17, l18, l19, l20, l21, l22, l23, l24, l25, l26, l27;
    uint32_t l28, l29;

    /* Top linear layer. */
    t[T1] = u0 ^ u3;
    t[T2] = u0 ^ u5;
    t[T3] = u0 ^ u6;
    t[T4] = u3 ^ u5;
    t5 = u4 ^ u6;
    t[T6] = t[T1] ^ t5;
    t7 = u1 ^ u2;
    t[T8] = u7 ^ t[T6];
    t[T9] = u7 ^ t7;
    t[T10] = t[T6] ^ t7;
    t11 = u1 ^ u5;
    t12 = u2 ^ u5;
    t[T13] = t[T3] ^ t[T4];
    t[T14] = t[T6] ^ t11;
    t[T15] = t5 ^ t11;
    t[T16] = t5 ^ t12;
    t[T17] = t[T9] ^ t[T16];
    t18 = u3 ^ u7;
    t[T19] = t7 ^ t18;
    t[T20] = t[T1] ^ t[T19];
    t21 = u6 ^ u7;
    t[T22] = t7 ^ t21;
    t[T23] = t[T2] ^ t[T22];
    t[T24] = t[T2] ^ t[T10];
    t[T25] = t[T20] ^ t[T17];
    t[T26] = t[T3] ^ t[T16];
    t[T27] = t[T1] ^ t12;
    t[TD] = u7;

    sbox_middle(t, m);

    /* Bottom linear layer (the four XNOR of the paper are plain XOR). */
    l0 = M(61) ^ M(62);
    l1 = M(50) ^ M(56);
    l2 = M(46) ^ M(48);
    l3 = M(47) ^ M(55);
    l4 = M(54) ^ M(58);
    l5 = M(49) ^ M(61);
    l6 = M(62) ^ l5;
    l7 = M(46) ^ l3;
    l8 = M(51) ^ M(59);
    l9 = M(52) ^ M(53);
    l10 = M(53) ^ l4;
    l11 = M(60) ^ l2;
    l12 = M(48) ^ M(51);
    l13 = M(50) ^ l0;
    l14 = M(52) ^ M(61);
    l15 = M(55) ^ l1;
    l16 = M(56) ^ l0;
    l17 = M(57) ^ l1;
    l18 = M(58) ^ l8;
    l19 = M(63) ^ l4;
    l20 = l0 ^ l1;
    l21 = l1 ^ l7;
    l22 = l3 ^ l12;
    l23 = l18 ^ l2;
    l24 = l15 ^ l9;
    l25 = l6 ^ l10;
    l26 = l7 ^ l9;
    l27 = l8 ^ l10;
    l28 = l11 ^ l14;
    l29 = l11 ^ l17;
    q[7] = l6 ^ l24;
    q[6] = l16 ^ l26;
    q[5] = l19 ^ l28;
    q[4] = l6 ^ l21;
    q[3] = l20 ^ l22;
    q[2] = l25 ^ l29;
    q[1] = l13 ^ l27;
    q[0] = l6 ^ l23;
}

/* q[i] = bit i of each byte x  ->  bit i of InvS(x ^ 0x63). */
QZ_INLINE void sbox_inverse(uint32_t q[8])
{
    const uint32_t u0 = q[7], u1 = q[6], u2 = q[5], u3 = q[4];
    const uint32_t u4 = q[3], u5 = q[2], u6 = q[1], u7 = q[0];
    uint32_t t[NT], m[18];
    uint32_t r5, r13, r17, r18, r19;
    uint32_t p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13, p14;
    uint32_t p15, p16, p17, p18, p19, p20, p22, p23, p24, p25, p26, p27, p28;
    uint32_t p29;

    /* Top linear layer of the inverse (its XNOR are plain XOR here). */
    r5 = u6 ^ u7;
    r13 = u1 ^ u6;
    r17 = u2 ^ u5;
    r18 = u5 ^ u6;
    r19 = u2 ^ u4;
    t[T1] = u3 ^ u4;
    t[T2] = u0 ^ u1;
    t[T3] = t[T1] ^ r5;
    t[T23] = u0 ^ u3;
    t[T22] = u1 ^ u3;
    t[T24] = u4 ^ u7;
    t[T8] = u1 ^ t[T23];
    t[T4] = u4 ^ t[T8];
    t[T6] = t[T22] ^ r17;
    t[T9] = u7 ^ t[T1];
    t[T27] = t[T1] ^ r18;
    t[T10] = t[T2] ^ t[T24];
    t[T13] = t[T2] ^ r5;
    t[T14] = t[T10] ^ r18;
    t[T15] = t[T10] ^ t[T27];
    t[T16] = r13 ^ r19;
    t[T19] = t[T22] ^ r5;
    t[T17] = u2 ^ t[T19];
    t[T20] = t[T24] ^ r13;
    t[T25] = u2 ^ t[T1];
    t[T26] = t[T3] ^ t[T16];
    t[TD] = u0 ^ r17;

    sbox_middle(t, m);

    /* Bottom linear layer of the inverse. */
    p0 = M(52) ^ M(61);
    p1 = M(58) ^ M(59);
    p2 = M(54) ^ M(62);
    p3 = M(47) ^ M(50);
    p4 = M(48) ^ M(56);
    p5 = M(46) ^ M(51);
    p6 = M(49) ^ M(60);
    p7 = p0 ^ p1;
    p8 = M(50) ^ M(53);
    p9 = M(55) ^ M(63);
    p10 = M(57) ^ p4;
    p11 = p0 ^ p3;
    p12 = M(46) ^ M(48);
    p13 = M(49) ^ M(51);
    p14 = M(49) ^ M(62);
    p15 = M(54) ^ M(59);
    p16 = M(57) ^ M(61);
    p17 = M(58) ^ p2;
    p18 = M(63) ^ p5;
    p19 = p2 ^ p3;
    p20 = p4 ^ p6;
    p22 = p2 ^ p7;
    p23 = p7 ^ p8;
    p24 = p5 ^ p7;
    p25 = p6 ^ p10;
    p26 = p9 ^ p11;
    p27 = p10 ^ p18;
    p28 = p11 ^ p25;
    p29 = p15 ^ p20;
    q[7] = p13 ^ p22;
    q[6] = p26 ^ p29;
    q[5] = p17 ^ p28;
    q[4] = p12 ^ p22;
    q[3] = p23 ^ p27;
    q[2] = p19 ^ p24;
    q[1] = p14 ^ p23;
    q[0] = p9 ^ p16;
}

#undef M

/* --- linear layers ------------------------------------------------------ */

/*
 * MixColumns for a state whose rows are skewed by k columns per row (round
 * i uses k = i mod 4). For each bit slice, with X = the byte one row down
 * in the same logical column (word rotation by 8, byte rotation by 2k) and
 * X^2 = two rows down:
 *     out = 02.(a ^ Xa) ^ Xa ^ X^2(a ^ Xa)
 * where 02. is the bitsliced xtime (bits move up one slice; bit 7 is fed
 * back into bits 0, 1, 3 and 4 by the polynomial 0x11b).
 */
QZ_INLINE void mix_columns(uint32_t q[8], unsigned k)
{
    uint32_t x[8], t[8];

    for (unsigned i = 0; i < 8; i++) {
        x[i] = BYTE_ROR(ror(q[i], 8), (2 * k) & 7);
        t[i] = q[i] ^ x[i];
        x[i] ^= BYTE_ROR(ror(t[i], 16), (4 * k) & 7);
    }
    q[0] = x[0] ^ t[7];
    q[1] = x[1] ^ t[0] ^ t[7];
    q[2] = x[2] ^ t[1];
    q[3] = x[3] ^ t[2] ^ t[7];
    q[4] = x[4] ^ t[3] ^ t[7];
    q[5] = x[5] ^ t[4];
    q[6] = x[6] ^ t[5];
    q[7] = x[7] ^ t[6];
}

/*
 * InvMixColumns for the same skew k. The inverse polynomial factors as
 * (03 X^3 + X^2 + X + 02)(04 X^2 + 05): first a ^= 04.(a ^ X^2 a), then
 * MixColumns.
 */
QZ_INLINE void inv_mix_columns(uint32_t q[8], unsigned k)
{
    uint32_t t[8];

    for (unsigned i = 0; i < 8; i++)
        t[i] = q[i] ^ BYTE_ROR(ror(q[i], 16), (4 * k) & 7);
    /* q ^= 04.t (xtime twice) */
    q[0] ^= t[6];
    q[1] ^= t[6] ^ t[7];
    q[2] ^= t[0] ^ t[7];
    q[3] ^= t[1] ^ t[6];
    q[4] ^= t[2] ^ t[6] ^ t[7];
    q[5] ^= t[3] ^ t[7];
    q[6] ^= t[4];
    q[7] ^= t[5];
    mix_columns(q, k);
}

static void mix_columns_0(uint32_t q[8]) { mix_columns(q, 0); }
static void mix_columns_1(uint32_t q[8]) { mix_columns(q, 1); }
static void mix_columns_2(uint32_t q[8]) { mix_columns(q, 2); }
static void mix_columns_3(uint32_t q[8]) { mix_columns(q, 3); }
static void inv_mix_columns_0(uint32_t q[8]) { inv_mix_columns(q, 0); }
static void inv_mix_columns_1(uint32_t q[8]) { inv_mix_columns(q, 1); }
static void inv_mix_columns_2(uint32_t q[8]) { inv_mix_columns(q, 2); }
static void inv_mix_columns_3(uint32_t q[8]) { inv_mix_columns(q, 3); }

/* The column skew of 2 (rows 1 and 3 moved by two columns): swap the
 * nibbles of bytes 1 and 3 of each word. Its own inverse. */
static void unskew2(uint32_t q[8])
{
    for (unsigned i = 0; i < 8; i++) {
        uint32_t t = ((q[i] >> 4) ^ q[i]) & 0x0f000f00u;

        q[i] ^= t ^ (t << 4);
    }
}

static void add_round_key(uint32_t q[8], const uint32_t *k)
{
    for (unsigned i = 0; i < 8; i++)
        q[i] ^= k[i];
}

/* --- packing ------------------------------------------------------------ */

QZ_INLINE void swapmove(uint32_t *a, uint32_t *b, uint32_t mask, unsigned n)
{
    uint32_t t = ((*a >> n) ^ *b) & mask;

    *b ^= t;
    *a ^= t << n;
}

/*
 * Within each byte lane, transpose the 8 x 8 bit matrix (word index, bit
 * index). Loaded with q[2c + b] = column c of block b (little-endian, so
 * row r is byte r), it yields the bitsliced representation; applied again
 * it gives the columns back.
 */
static void transpose(uint32_t q[8])
{
    swapmove(&q[0], &q[1], 0x55555555u, 1);
    swapmove(&q[2], &q[3], 0x55555555u, 1);
    swapmove(&q[4], &q[5], 0x55555555u, 1);
    swapmove(&q[6], &q[7], 0x55555555u, 1);
    swapmove(&q[0], &q[2], 0x33333333u, 2);
    swapmove(&q[1], &q[3], 0x33333333u, 2);
    swapmove(&q[4], &q[6], 0x33333333u, 2);
    swapmove(&q[5], &q[7], 0x33333333u, 2);
    swapmove(&q[0], &q[4], 0x0f0f0f0fu, 4);
    swapmove(&q[1], &q[5], 0x0f0f0f0fu, 4);
    swapmove(&q[2], &q[6], 0x0f0f0f0fu, 4);
    swapmove(&q[3], &q[7], 0x0f0f0f0fu, 4);
}

/* Load one or two blocks. A missing second block is a copy of the first:
 * the spare lane then computes the real block's own result, never a
 * function of the key alone (a zero block would give E_K(0) = GCM's H). */
static void load_blocks(uint32_t q[8], const uint8_t *in, int two)
{
    for (unsigned c = 0; c < 4; c++) {
        q[2 * c] = load_le32(in + 4 * c);
        q[2 * c + 1] = two ? load_le32(in + 16 + 4 * c) : q[2 * c];
    }
    transpose(q);
}

static void store_blocks(uint8_t *out, uint32_t q[8], int two)
{
    transpose(q);
    for (unsigned c = 0; c < 4; c++) {
        store_le32(out + 4 * c, q[2 * c]);
        if (two)
            store_le32(out + 16 + 4 * c, q[2 * c + 1]);
    }
}

/* --- the kernels -------------------------------------------------------- */

/* SubWord: the S-box on each byte of w, through the circuit (slice i holds
 * bit i of the four bytes at positions 0, 8, 16, 24). */
static uint32_t sub_word(uint32_t w)
{
    uint32_t q[8], r = 0;

    for (unsigned i = 0; i < 8; i++)
        q[i] = (w >> i) & 0x01010101u;
    sbox_forward(q);
    for (unsigned i = 0; i < 8; i++)
        r |= (q[i] & 0x01010101u) << i;
    return r ^ 0x63636363u;
}

QZI_FAST_TEXT("qzi_aes_ct_expand_body")
static QZI_NOINLINE void expand_body(uint32_t rk[QZI_AES_RK_WORDS], const uint8_t *key,
                                     unsigned key_len, int decrypt)
{
    unsigned nk = key_len >> 2, nr = nk + 6, total = 4 * (nr + 1);
    /* The FIPS-197 word schedule (little-endian column words) is built in
     * the upper half of the area the bitsliced keys fill; round i is read
     * from there before its 8 words overwrite rk[8 i ..], which never
     * reaches the words of a later round. */
    uint32_t *w = rk + total;
    uint32_t rcon = 1, col[4], q[8];

    (void)decrypt;
    for (unsigned i = 0; i < nk; i++)
        w[i] = load_le32(key + 4 * i);
    for (unsigned i = nk, j = 0; i < total; i++) {
        uint32_t t = w[i - 1];

        if (j == 0) {
            t = sub_word(ror(t, 8)) ^ rcon; /* RotWord, SubWord, Rcon */
            rcon = (rcon << 1) ^ ((rcon >> 7) * 0x11b);
        } else if (nk > 6 && j == 4) {
            t = sub_word(t);
        }
        w[i] = w[i - nk] ^ t;
        if (++j == nk)
            j = 0;
    }
    for (unsigned r = 0; r <= nr; r++) {
        unsigned skew = r & 3;

        /* Physical column pc, row b holds logical column pc - skew * b. */
        for (unsigned pc = 0; pc < 4; pc++) {
            col[pc] = 0;
            for (unsigned b = 0; b < 4; b++)
                col[pc] |= w[4 * r + ((pc - skew * b) & 3)] & (0xffu << (8 * b));
        }
        for (unsigned c = 0; c < 4; c++)
            q[2 * c] = q[2 * c + 1] = col[c];
        transpose(q);
        if (r > 0) {
            /* Fold in the S-box constant 0x63 (bits 0, 1, 5, 6). */
            q[0] = ~q[0];
            q[1] = ~q[1];
            q[5] = ~q[5];
            q[6] = ~q[6];
        }
        for (unsigned i = 0; i < 8; i++)
            rk[8 * r + i] = q[i];
    }
}

QZI_FAST_TEXT("qzi_aes_ct_encrypt_body")
static QZI_NOINLINE void encrypt_body(const uint32_t *rk, unsigned nr, uint8_t *out,
                                      const uint8_t *in, size_t nblocks)
{
    uint32_t q[8];

    while (nblocks > 0) {
        int two = nblocks >= 2;

        load_blocks(q, in, two);
        add_round_key(q, rk);
        for (unsigned i = 1; i < nr; i++) {
            sbox_forward(q);
            switch (i & 3) {
            case 1: mix_columns_1(q); break;
            case 2: mix_columns_2(q); break;
            case 3: mix_columns_3(q); break;
            default: mix_columns_0(q); break;
            }
            add_round_key(q, rk + 8 * i);
        }
        sbox_forward(q);
        add_round_key(q, rk + 8 * nr);
        if ((nr & 3) == 2)
            unskew2(q);
        store_blocks(out, q, two);
        in += two ? 32 : 16;
        out += two ? 32 : 16;
        nblocks -= two ? 2 : 1;
    }
}

QZI_FAST_TEXT("qzi_aes_ct_decrypt_body")
static QZI_NOINLINE void decrypt_body(const uint32_t *rk, unsigned nr, uint8_t *out,
                                      const uint8_t *in, size_t nblocks)
{
    uint32_t q[8];

    while (nblocks > 0) {
        int two = nblocks >= 2;

        load_blocks(q, in, two);
        if ((nr & 3) == 2)
            unskew2(q);
        add_round_key(q, rk + 8 * nr);
        sbox_inverse(q);
        for (unsigned i = nr - 1; i > 0; i--) {
            add_round_key(q, rk + 8 * i);
            switch (i & 3) {
            case 1: inv_mix_columns_1(q); break;
            case 2: inv_mix_columns_2(q); break;
            case 3: inv_mix_columns_3(q); break;
            default: inv_mix_columns_0(q); break;
            }
            sbox_inverse(q);
        }
        add_round_key(q, rk);
        store_blocks(out, q, two);
        in += two ? 32 : 16;
        out += two ? 32 : 16;
        nblocks -= two ? 2 : 1;
    }
}

/* The kernels: the body, then its frame wiped (q[] ends as the last pair's
 * output, keystream in CTR, and it and the compiler's spills held every
 * round state; internal/ct.h, qzi_wipe_stack). */
QZI_FAST_TEXT("qzi_aes_ct_expand_c")
void qzi_aes_ct_expand_c(uint32_t rk[QZI_AES_RK_WORDS], const uint8_t *key,
                         unsigned key_len, int decrypt)
{
    expand_body(rk, key, key_len, decrypt);
    qzi_wipe_stack(QZI_KERNEL_FRAME(256, 240));
}

QZI_FAST_TEXT("qzi_aes_ct_encrypt_c")
void qzi_aes_ct_encrypt_c(const uint32_t *rk, unsigned nr, uint8_t *out,
                          const uint8_t *in, size_t nblocks)
{
    encrypt_body(rk, nr, out, in, nblocks);
    qzi_wipe_stack(QZI_KERNEL_FRAME(320, 320));
}

QZI_FAST_TEXT("qzi_aes_ct_decrypt_c")
void qzi_aes_ct_decrypt_c(const uint32_t *rk, unsigned nr, uint8_t *out,
                          const uint8_t *in, size_t nblocks)
{
    decrypt_body(rk, nr, out, in, nblocks);
    qzi_wipe_stack(QZI_KERNEL_FRAME(352, 352));
}
