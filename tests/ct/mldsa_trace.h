/*
 * The public inputs of the simulator-trace gate's ML-DSA-44 signing rows
 * (tests/ct/ct_check.c, QZ_CT_TRACE) and of their generator
 * (tests/ct/gen_mldsa_trace_key.c).
 *
 * The trace gate compares runs with different secrets and the same public
 * values. Signing makes several values public on purpose (mldsa.h): each
 * attempt's challenge c tilde (SampleInBall branches on it), the two
 * verdicts of each attempt (the loop's length), the hints (their packing
 * branches on them). So the runs share everything that decides those and
 * differ in the rest: rho, K, tr, the message, rnd and t0 = 0 are fixed,
 * s1 and s2 are the run's secrets. Then y, w and every challenge are the
 * same in each run; with t0 = 0 there is no hint (ct0 = 0); and K is
 * chosen by the generator so that the first attempt is accepted whatever
 * s1 and s2 are (within [-eta, eta]): every y coefficient at least beta
 * inside the z bound and every LowBits(w - d), |d| <= beta, inside the r0
 * bound, for the pure message and for its SHA-256 pre-hash. Each run then
 * makes one attempt with the same public values, and a trace that differs
 * can only come from s1 or s2. (K, y and rnd are secrets held fixed here:
 * the valgrind gate covers them; a run with another K is another sequence
 * of challenges, public by FIPS 204's argument.)
 */
#ifndef QZ_TESTS_CT_MLDSA_TRACE_H
#define QZ_TESTS_CT_MLDSA_TRACE_H

#include <stdint.h>

static const uint8_t MLDSA_TRACE_RHO[32] = {0x72, 0x68, 0x6f, 0x2d, 0x63, 0x74, 0x2d, 0x74,
                                            0x72, 0x61, 0x63, 0x65, 0x01, 0x02, 0x03};
static const uint8_t MLDSA_TRACE_TR[64] = {0x74, 0x72, 0x2d, 0x63, 0x74, 0x2d, 0x74, 0x72,
                                           0x61, 0x63, 0x65, 0x09, 0x08, 0x07};
static const uint8_t MLDSA_TRACE_MSG[33] = "ct-trace: ML-DSA-44, one attempt";
/* From tests/ct/gen_mldsa_trace_key.c (the first K it finds, at try 101). */
static const uint8_t MLDSA_TRACE_K[32] __attribute__((unused)) = {
    0x4b, 0x2d, 0x66, 0x6f, 0x72, 0x2d, 0x74, 0x68, 0x65, 0x2d, 0x63, 0x74, 0x2d, 0x74, 0x72, 0x61,
    0x63, 0x65, 0x2d, 0x67, 0x61, 0x74, 0x65, 0x3a, 0x00, 0x00, 0x00, 0x00, 0x64, 0x00, 0x00, 0x00};

#endif
