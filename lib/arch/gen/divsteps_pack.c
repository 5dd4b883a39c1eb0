/*
 * Host check of the packing in lib/arch/armv7em/bn_divsteps30.S: k
 * divsteps on F = f' + 2^A, G = g' + 2^B (f', g' the low k bits of f and
 * g read as signed) give the k-step matrix in the tags, for every odd f',
 * every g' and every class of zeta (zeta beyond +-(k + 2) acts like its
 * end of the range), and the words stay inside (-2^31, 2^31) so that the
 * assembly's 32-bit arithmetic shifts are exact.
 *
 *   cc -O2 -o divsteps_pack lib/arch/gen/divsteps_pack.c
 *   ./divsteps_pack 9 18 29 && ./divsteps_pack 3 18 29
 *
 * Exits 0 when every case matches and the bound holds. Not built by the
 * library; the armv7em file's layout (A = 18, B = 29; k = 9 and 3) was
 * chosen with it (k = 10 fails for any A, B <= 30).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* The contract's steps with branches; t = (u, v, q, r) scaled by 2^k. */
static int plain(int z, int64_t f, int64_t g, int k, int64_t t[4])
{
    int64_t u = 1, v = 0, q = 0, r = 1;

    for (int i = 0; i < k; i++) {
        if ((g & 1) && z < 0) {
            int64_t of = f, ou = u, ov = v;

            f = g;
            u = q;
            v = r;
            g -= of;
            q -= ou;
            r -= ov;
            z = -z - 2;
        } else {
            if (g & 1) {
                g += f;
                q += u;
                r += v;
            }
            z -= 1;
        }
        g /= 2; /* exact: g is even here */
        u *= 2;
        v *= 2;
    }
    t[0] = u;
    t[1] = v;
    t[2] = q;
    t[3] = r;
    return z;
}

/* bits a .. a+w-1 of x, signed */
static int64_t field(int64_t x, int a, int w)
{
    int64_t y = (x >> a) & (((int64_t)1 << w) - 1);

    return y >= ((int64_t)1 << (w - 1)) ? y - ((int64_t)1 << w) : y;
}

int main(int argc, char **argv)
{
    int k, A, B, a;
    int64_t most = 0;
    long bad = 0, n = 0;

    if (argc != 4)
        return 2;
    k = atoi(argv[1]);
    A = atoi(argv[2]);
    B = atoi(argv[3]);
    a = A - k;
    if (k < 1 || k > 12 || a < 1 || B - A != 11 || B > 31)
        return 2;
    for (int z0 = -k - 3; z0 <= k + 2; z0++)
        for (int64_t f0 = 1; f0 < ((int64_t)1 << k); f0 += 2)
            for (int64_t g0 = 0; g0 < ((int64_t)1 << k); g0++) {
                int64_t t[4], fs = field(f0, 0, k), gs = field(g0, 0, k);
                int64_t F = fs + ((int64_t)1 << A), G = gs + ((int64_t)1 << B);
                int zr = plain(z0, f0, g0, k, t), z = z0;
                int64_t X, Y, u, v, q, r;

                for (int i = 0; i < k; i++) {
                    /* the assembly's step, on exact integers */
                    int64_t o = -(G & 1), s = o & (z < 0 ? -1 : 0), c = s | (o & 1);

                    G += c * F;
                    F += G & s;
                    z = (z ^ (int)s) - 1;
                    if (G & 1)
                        bad++;
                    most = llabs(F) > most ? llabs(F) : most;
                    most = llabs(G) > most ? llabs(G) : most;
                    G /= 2;
                }
                X = F + ((int64_t)1 << (a - 1));
                Y = G + ((int64_t)1 << (a - 1));
                u = field(X, a, 11);
                v = (X >> (a + 11)) + (u < 0);
                q = field(Y, a, 11);
                r = (Y >> (a + 11)) + (q < 0);
                n++;
                if (z != zr || u != t[0] || v != t[1] || q != t[2] || r != t[3])
                    bad++;
            }
    printf("k = %d, A = %d, B = %d: %ld cases, %ld wrong; largest |F|, |G| %lld (< 2^31: %s)\n",
           k, A, B, n, bad, (long long)most, most < ((int64_t)1 << 31) ? "yes" : "NO");
    return bad != 0 || most >= ((int64_t)1 << 31);
}
