#!/usr/bin/env python3
"""The constant tables of ML-KEM's C reference kernels (lib/generic/mlkem_poly.c):
zeta^BitRev7(i) * 2^16 mod q as signed representatives, zeta = 17, q = 3329
(FIPS 203 section 4.3), printed as C initialisers."""
Q = 3329
R = 1 << 16

def bitrev7(i):
    return int(format(i, '07b')[::-1], 2)

def centred(x):
    x %= Q
    return x - Q if x > Q // 2 else x

zetas = [centred(pow(17, bitrev7(i), Q) * R) for i in range(128)]
for row in range(0, 128, 8):
    print('    ' + ', '.join('%d' % z for z in zetas[row:row + 8]) + ',')
# Montgomery and Barrett constants
print('/* q^-1 mod 2^16 = %d; R^2 mod q = %d; R^2 / 128 mod q = %d; round(2^26 / q) = %d */'
      % (pow(Q, -1, R), R * R % Q, R * R * pow(128, -1, Q) % Q, round((1 << 26) / Q)))
