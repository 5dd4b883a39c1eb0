/* An embedded corpus entry (build-aux/qz-embed --corpus). */
#ifndef QZ_FUZZ_BLOB_H
#define QZ_FUZZ_BLOB_H

#include <stddef.h>

typedef struct {
    const unsigned char *p;
    size_t n;
} qzt_blob;

#endif /* QZ_FUZZ_BLOB_H */
