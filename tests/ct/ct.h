/*
 * Marking secrets for the constant-time checks. With QZ_CT_VALGRIND
 * (configure --enable-ct-check) QZ_CT_SECRET makes bytes "undefined" for
 * valgrind memcheck, which then reports every branch and address computed
 * from them; QZ_CT_PUBLIC declassifies. Otherwise both compile to nothing.
 */
#ifndef QZ_TESTS_CT_H
#define QZ_TESTS_CT_H

#ifdef QZ_CT_VALGRIND
#include <valgrind/memcheck.h>
#define QZ_CT_SECRET(p, n) ((void)VALGRIND_MAKE_MEM_UNDEFINED((p), (n)))
#define QZ_CT_PUBLIC(p, n) ((void)VALGRIND_MAKE_MEM_DEFINED((p), (n)))
#else
#define QZ_CT_SECRET(p, n) ((void)(p), (void)(n))
#define QZ_CT_PUBLIC(p, n) ((void)(p), (void)(n))
#endif

#endif /* QZ_TESTS_CT_H */
