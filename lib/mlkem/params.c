/*
 * The ML-KEM parameter sets (FIPS 203 section 8, Table 2) and their
 * check. Each descriptor is its own object: an image links the sets it
 * names.
 */
#include "mlkem/mlkem_internal.h"

#define SET(k, eta1, du, dv)                                                             \
    {QZI_MLKEM_SET_MAGIC, (k), (eta1), (du), (dv), 384 * (k) + 32, 768 * (k) + 96,     \
     32 * ((du) * (k) + (dv))}

const qz_mlkem_set qz_mlkem512 = SET(2, 3, 10, 4);
const qz_mlkem_set qz_mlkem768 = SET(3, 2, 10, 4);
const qz_mlkem_set qz_mlkem1024 = SET(4, 2, 11, 5);
