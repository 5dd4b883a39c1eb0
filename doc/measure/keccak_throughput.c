/*
 * Measurement program for doc/performance.md (Keccak throughput): run
 * under build-aux/qz-trace-cycles, see the command there.
 *   argv[1] = "sha3" : SHA3-256 of 40 blocks (5,440 bytes)
 *   otherwise        : SHAKE128 squeezing 40 blocks (6,720 bytes)
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/qzcrypt.h"

static uint8_t buf[168 * 40];

int main(int argc, char **argv)
{
    memset(buf, 0x3c, sizeof buf);
    if (argc > 1 && strcmp(argv[1], "sha3") == 0) {
        qz_sha3_ctx c;

        qz_sha3_256_init(&c);
        qz_sha3_update(&c, buf, 136 * 40);
        qz_sha3_256_final(&c, buf);
    } else {
        qz_shake_ctx s;

        qz_shake128_init(&s);
        qz_shake_absorb(&s, buf, 32);
        qz_shake_squeeze(&s, buf, 168 * 40);
    }
    printf("%02x\n", buf[0]);
    return 0;
}
