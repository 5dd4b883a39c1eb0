/*
 * Random sources: the one interface through which every randomised
 * operation of qzcrypt receives random bytes.
 *
 * A qz_rng is a fill callback and the state it works on. qzcrypt never
 * owns a random source, never keeps one in global state and never calls
 * one behind the caller's back: each randomised function takes a
 * `const qz_rng *` argument (and has a deterministic twin that takes the
 * random bytes instead, for known-answer tests).
 *
 *     typedef struct {
 *         int (*fill)(void *state, uint8_t *out, size_t len);
 *         void *state;
 *     } qz_rng;
 *
 * fill writes len random bytes to out and returns 0, or returns nonzero
 * if it could not (a failed health test, a hardware error, a timeout, a
 * DRBG that needs a reseed). Whatever it wrote before failing is
 * discarded: qz_rng_fill wipes the whole output on failure. len may be
 * any value, 0 included; a source that produces bytes in chunks (a 32-bit
 * data register, a DRBG's maximum request) loops until len bytes are out.
 * fill is called from the caller's context only, never from an interrupt;
 * a source shared between threads or with interrupt handlers serialises
 * access itself.
 *
 * Wrapping a hardware TRNG. The STM32 RNG peripheral, for example, sets
 * DRDY when its 32-bit DR holds a fresh word, and SECS / CECS when its
 * health tests detect a seed error or a clock error. The wrapper turns
 * every such flag, and a wait that does not end, into a nonzero return:
 *
 *     static int stm32_rng_fill(void *state, uint8_t *out, size_t len)
 *     {
 *         RNG_TypeDef *rng = state;
 *
 *         while (len > 0) {
 *             uint32_t sr, word, spins = 100000;
 *             size_t n = len < 4 ? len : 4;
 *
 *             do
 *                 sr = rng->SR;
 *             while (!(sr & (RNG_SR_DRDY | RNG_SR_SECS | RNG_SR_CECS)) && --spins);
 *             if ((sr & (RNG_SR_SECS | RNG_SR_CECS)) || spins == 0)
 *                 return -1;          // health test or clock failed: no bytes
 *             word = rng->DR;
 *             if (word == 0)
 *                 return -1;          // some parts read 0 after a seed error
 *             memcpy(out, &word, n);
 *             out += n;
 *             len -= n;
 *         }
 *         return 0;
 *     }
 *
 *     qz_rng trng = { stm32_rng_fill, RNG };
 *
 * Recovery (clearing SEIS, toggling RNGEN, the reference manual's
 * procedure) belongs in the wrapper or the application, not in qzcrypt.
 * A TRNG's raw output is an entropy source in the sense of NIST SP
 * 800-90B, not a DRBG: use it to seed and reseed a DRBG
 * (qzcrypt/drbg.h), and if its documentation does not claim full entropy
 * per output bit, ask the DRBG to draw proportionally more bytes per seed
 * (the entropy_len of qz_hmac_drbg_set_entropy / qz_ctr_drbg_set_entropy).
 *
 * Wrapping a DRBG. Each DRBG of qzcrypt/drbg.h provides a ready-made
 * adapter, qz_hmac_drbg_rng() and qz_ctr_drbg_rng(), that fills a qz_rng
 * whose fill generates from that DRBG (no additional input, no
 * prediction resistance, any length). Its fill fails when the DRBG needs
 * a reseed and has no entropy source to take it from, or when that
 * source fails.
 */
#ifndef QZCRYPT_RNG_H
#define QZCRYPT_RNG_H

#include "qzcrypt/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A random source: fill(state, out, len) writes len random bytes to out
 *  and returns 0, or returns nonzero on failure. */
typedef struct {
    int (*fill)(void *state, uint8_t *out, size_t len);
    void *state;
} qz_rng;

/**
 * Fill out[0..len) from rng. len 0 is QZ_OK without calling the source.
 *
 * Errors: QZ_ERR_NULL (rng or rng->fill NULL, or out NULL with len > 0;
 * nothing written), QZ_ERR_RNG (the source returned nonzero: all len
 * bytes at out are zeroed, so that nothing the source produced before
 * failing is used by mistake). qz_rng_fill has no length limit, so len is
 * taken as the size of out: with a failing source all len bytes are
 * zeroed, however large. (A DRBG's own generate refuses a request above
 * QZ_DRBG_MAX_REQUEST_BYTES and zeroes no more than that: drbg.h.)
 *
 * Time is the source's own; the call adds a branch on its success only.
 */
QZ_OUT(2, 3)
int qz_rng_fill(const qz_rng *rng, uint8_t *out, size_t len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_RNG_H */
