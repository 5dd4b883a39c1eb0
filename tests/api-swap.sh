#!/bin/sh
# api-swap.sh: the compile-time check of doc/api.md, "Argument order".
# The public prototypes mark their buffers with QZ_OUT / QZ_IN (GCC access
# attributes). This compiles, with GCC 11 or later at -O2 -Wall -Werror:
#   - a program of correct calls: it must compile;
#   - the same calls with an output and an input swapped, or an output
#     smaller than its stated length, one case at a time: each must fail.
# A compiler that cannot run the check is a failure, not a pass: the gate
# needs GCC (CC when it is GCC 11 or later, else gcc).
# Also checks that every public prototype carries its marks and follows
# the order (build-aux/qz-check-api).
#
# Run by the test runner from the build directory (CC, CFLAGS from make).
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
build=$(pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/qz-api-swap.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail=0

python3 "$top/build-aux/qz-check-api" "$top"/include/qzcrypt/*.h || fail=1

gcc_ok() {
    v=$("$1" -dumpversion 2>/dev/null) || return 1
    "$1" --version 2>/dev/null | grep -qi clang && return 1
    [ "${v%%.*}" -ge 11 ] 2>/dev/null
}
cc=${CC:-gcc}
cc=${cc%% *}
if ! gcc_ok "$cc"; then
    cc=gcc
    gcc_ok "$cc" || { echo "api-swap: no GCC 11 or later to run the check"; exit 1; }
fi
cpu=$(echo "${CFLAGS:-}" | grep -o -- '-mcpu=[^ ]*' || true)
thumb=$(echo "${CFLAGS:-}" | grep -o -- '-mthumb' || true)

cat > "$work/calls.c" <<'EOF'
#include "qzcrypt/qzcrypt.h"

/* An initialised input, outputs not yet written; SWAP selects one wrong
 * call. (GCC's uninitialised-read analysis follows an initialiser at -O2,
 * not always a loop that fills the buffer: doc/api.md says what the check
 * can and cannot see.) */
int use(const qz_aes_key *key, const uint8_t iv[16]);
int use(const qz_aes_key *key, const uint8_t iv[16])
{
    uint8_t msg[64] = {1, 2, 3}, out[64], tag[16], small[16];
    int err = 0;

    (void)key;
    (void)iv;
    (void)small;
    (void)out;
    (void)tag;
#if SWAP == 0
    err |= qz_aes_ctr(key, out, iv, msg, sizeof msg, QZ_AES_CTR32);
    err |= qz_hmac(QZ_HASH_SHA256, tag, sizeof tag, msg, 32, out, sizeof out);
    err |= qz_chacha20poly1305_seal(out, tag, 16, msg, 32, msg, 12, NULL, 0,
                                    msg, sizeof msg);
    err |= qz_sha512(out, msg, sizeof msg);
#elif SWAP == 1 /* data output and input swapped */
    err |= qz_aes_ctr(key, msg, iv, out, sizeof out, QZ_AES_CTR32);
#elif SWAP == 2 /* AEAD ciphertext and tag swapped */
    err |= qz_chacha20poly1305_seal(tag, out, 16, msg, 32, msg, 12, NULL, 0,
                                    msg, sizeof msg);
#elif SWAP == 3 /* HMAC tag and message swapped */
    err |= qz_hmac(QZ_HASH_SHA256, msg, 32, msg, 32, tag, sizeof tag);
#elif SWAP == 4 /* an output shorter than its stated length */
    err |= qz_hmac(QZ_HASH_SHA512, small, 64, msg, 32, msg, sizeof msg);
#endif
    return err;
}
EOF

compile() {
    "$cc" $cpu $thumb -O2 -Wall -Wextra -Werror -DSWAP=$1 -I"$build/include" \
        -I"$top/include" -c "$work/calls.c" -o "$work/calls.o" > "$work/log${1%% *}" 2>&1
}

if compile 0; then
    echo "ok   correct calls compile without a warning ($cc)"
else
    echo "FAIL correct calls do not compile cleanly:"; cat "$work/log0"; fail=1
fi
for s in 1 2 3 4; do
    if compile "$s"; then
        echo "FAIL swap case $s compiled without a warning"; fail=1
    else
        echo "ok   swap case $s refused: $(grep -m1 -o 'Werror=[a-z-]*' "$work/log$s")"
    fi
done
# The deliberate fault: without the marks, cases 2 and 4 compile (their
# warnings come from the marks, not from this harness; cases 1 and 3 GCC
# also sees without them, from the const of the input parameter).
for s in 2 4; do
    if compile "$s -DQZ_NO_ACCESS_MARKS"; then
        echo "ok   swap case $s compiles without the marks (the control)"
    else
        echo "FAIL swap case $s fails even without the marks:"; cat "$work/log$s"; fail=1
    fi
done
exit $fail
