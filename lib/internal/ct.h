/*
 * Constant-time helpers and the secret wipe.
 *
 * Masks are all-ones (true) or all-zeros (false) uint32_t values. Each
 * helper routes its value through qzi_ct_barrier(), an empty asm statement
 * that hides the value from the optimiser, so that gcc and clang cannot
 * turn mask arithmetic back into a branch.
 */
#ifndef QZ_INTERNAL_CT_H
#define QZ_INTERNAL_CT_H

#include <stddef.h>
#include <stdint.h>

static inline uint32_t qzi_ct_barrier(uint32_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    __asm__ volatile("" : "+r"(x));
#endif
    return x;
}

/* All-ones if x != 0, else 0. */
static inline uint32_t qzi_ct_nonzero_mask(uint32_t x)
{
    x = qzi_ct_barrier(x);
    return (uint32_t)0 - ((x | ((uint32_t)0 - x)) >> 31);
}

/*
 * a * b as a 64-bit product, in constant time. ARMv6-M (Cortex-M0/M0+) and
 * ARMv8-M Baseline have no 32 x 32 -> 64 multiply, and libgcc's
 * __aeabi_lmul, which the compiler would call, skips work on zero halves
 * (data-dependent time; build-aux/qz-check-division refuses it). There,
 * four 16 x 16 -> 32 MULS and branch-free additions (qzi_mul64_muls);
 * elsewhere the compiler's single UMULL.
 */
static inline uint64_t qzi_mul64_muls(uint32_t a, uint32_t b)
{
    uint32_t al = a & 0xffffu, ah = a >> 16, bl = b & 0xffffu, bh = b >> 16;
    uint32_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
    /* middle column: at most 3 (2^16 - 1), no overflow */
    uint32_t mid = (ll >> 16) + (lh & 0xffffu) + (hl & 0xffffu);
    uint32_t lo = (ll & 0xffffu) | (mid << 16);
    uint32_t hi = hh + (lh >> 16) + (hl >> 16) + (mid >> 16);

    return ((uint64_t)hi << 32) | lo;
}

static inline uint64_t qzi_mul64(uint32_t a, uint32_t b)
{
#if defined(__ARM_ARCH_6M__) || defined(__ARM_ARCH_8M_BASE__)
    return qzi_mul64_muls(a, b);
#else
    return (uint64_t)a * b;
#endif
}

/*
 * a * b for signed a and b, in constant time: the unsigned product of the
 * two's-complement words minus 2^32 b when a < 0 and 2^32 a when b < 0
 * (mod 2^64), where the 64-bit multiply is not constant time: ARMv6-M and
 * ARMv8-M Baseline as above, and the Cortex-M3 (ARMv7-M), whose SMULL ends
 * early on small operands (its 32 x 32 -> 32 MUL does not). Elsewhere the
 * compiler's SMULL/SMLAL. For the bignum layer's C code, which runs on
 * every core (lib/bignum/inv.c); qzi_mul64 keeps UMULL on the M3 for the
 * symmetric C kernels (doc/security.md).
 */
static inline int64_t qzi_smul64(int32_t a, int32_t b)
{
#if defined(__ARM_ARCH_6M__) || defined(__ARM_ARCH_8M_BASE__) || defined(__ARM_ARCH_7M__)
    uint32_t ua = (uint32_t)a, ub = (uint32_t)b;
    uint32_t fix = ((0u - (ua >> 31)) & ub) + ((0u - (ub >> 31)) & ua);

    return (int64_t)(qzi_mul64_muls(ua, ub) - ((uint64_t)fix << 32));
#else
    return (int64_t)a * b;
#endif
}

/* All-ones if the n bytes at a and b are equal, else 0. Time depends on n
 * only. */
static inline uint32_t qzi_ct_memeq(const void *a, const void *b, size_t n)
{
    const uint8_t *pa = (const uint8_t *)a, *pb = (const uint8_t *)b;
    uint32_t diff = 0;

    for (size_t i = 0; i < n; i++)
        diff |= (uint32_t)(pa[i] ^ pb[i]);
    return ~qzi_ct_nonzero_mask(diff);
}

/*
 * Declassification: a value computed from secrets that the algorithm
 * makes public on purpose (a verification verdict). In the constant-time
 * test build (configure --enable-ct-check defines QZ_CT_VALGRIND) this
 * tells valgrind memcheck that the bytes are public, so that the branch on
 * them is not reported; in every other build it compiles to nothing.
 * Every call site says why the value is public.
 */
#ifdef QZ_CT_VALGRIND
#include <valgrind/memcheck.h>
#define qzi_ct_declassify(p, n) ((void)VALGRIND_MAKE_MEM_DEFINED((p), (n)))
#else
#define qzi_ct_declassify(p, n) ((void)(p), (void)(n))
#endif

/* Overwrite n bytes at p with zeros in a way the compiler must keep, even
 * when p is about to go out of scope (lib/common/wipe.c). */
void qzi_wipe(void *p, size_t n);

/*
 * Zero about n bytes of the stack just below the caller's frame: where the
 * frame of the function that the caller has just called lay. For the C
 * kernels (lib/generic/): a compiler spills working values that C code
 * cannot name (a hash's chaining value kept for the final addition,
 * message-schedule and state words), so each exported C kernel runs its
 * body in a QZI_NOINLINE function and then calls qzi_wipe_stack with a
 * bound of that body's frame, callees included, on every supported core
 * (gcc -fstack-usage, with a margin). The assembly kernels keep their own
 * frames clean or say what they leave. n <= QZI_WIPE_STACK_MAX: 2048,
 * for ML-KEM's public calls, whose samplers and Keccak frames reach up to
 * about 1,800 bytes below their wipe on the cores (lib/mlkem/kem.c); the
 * cap only bounds a wrong constant, each call site's n is its own.
 */
#define QZI_WIPE_STACK_MAX 2048u
void qzi_wipe_stack(size_t n);

/* A C kernel's frame bound: `narrow` on the cores without 32x32->64
 * multiplies or with eight working registers (ARMv6-M, ARMv8-M Baseline),
 * `wide` elsewhere (ARMv7-M, ARMv8-M Mainline, 64-bit hosts). Set from
 * gcc -fstack-usage of the body and its callees on the M0+, M4 and
 * x86-64, rounded up to 16 (gcc -O2/-Os; doc/porting.md): the wipe costs
 * about one store per word and adds at most a few words of stack beyond
 * the body's own frame. The kernel tests check on each core that nothing
 * but zeros and the caller's saved registers is left. */
#if defined(__ARM_ARCH_6M__) || defined(__ARM_ARCH_8M_BASE__)
#define QZI_KERNEL_FRAME(narrow, wide) (narrow)
#else
#define QZI_KERNEL_FRAME(narrow, wide) (wide)
#endif

#if defined(__GNUC__) || defined(__clang__)
#define QZI_NOINLINE __attribute__((noinline))
#else
#define QZI_NOINLINE
#endif

#endif /* QZ_INTERNAL_CT_H */
