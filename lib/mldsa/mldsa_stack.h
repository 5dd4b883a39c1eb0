/*
 * The stack that the kernels and samplers use below the frames of
 * lib/mldsa's key-generation and signing cores, wiped once from the
 * public call after the core returns (qzi_wipe_stack; doc/api.md,
 * "Wiping"). The cores hold every large value in the workspace; their
 * frames and their callees' hold coefficients, products and Keccak lanes.
 * Measured with a painted stack (tests under qemu and natively, the
 * deepest written byte below the public call's frame): see the value's
 * comment; re-measure when the frames change.
 */
#ifndef QZ_MLDSA_STACK_H
#define QZ_MLDSA_STACK_H

#include "internal/ct.h"

#define QZI_MLDSA_STACK_WIPE QZI_WIPE_STACK_MAX

#endif
