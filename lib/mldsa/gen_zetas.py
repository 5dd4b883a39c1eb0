#!/usr/bin/env python3
"""The constant table of ML-DSA's C reference kernels (lib/generic/mldsa_poly.c):
zeta^BitRev8(i) * 2^32 mod q for i = 0..255 as signed representatives,
zeta = 1753, q = 8380417 (FIPS 204 section 7.5 and Appendix B), printed as C
initialisers, then the Montgomery constants."""
Q = 8380417
R = 1 << 32

def bitrev8(i):
    return int(format(i, '08b')[::-1], 2)

def centred(x):
    x %= Q
    return x - Q if x > Q // 2 else x

zetas = [centred(pow(1753, bitrev8(i), Q) * R) for i in range(256)]
for row in range(0, 256, 8):
    print('    ' + ', '.join('%d' % z for z in zetas[row:row + 8]) + ',')
print('/* q^-1 mod 2^32 = %d; R^2 / 256 mod q = %d (the inverse NTT scale, times R) */'
      % (pow(Q, -1, R), R * R * pow(256, -1, Q) % Q))
