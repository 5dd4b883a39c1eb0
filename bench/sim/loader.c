/* qz-mcusim -- ELF32 loader.
 *
 * Reads the program headers of a little-endian ARM ELF32 executable (no
 * libelf), maps every PT_LOAD segment (page-rounded, read/write/execute)
 * and copies its file bytes; the rest of memsz (.bss) stays zero. Then the
 * heap/stack RAM follows the highest segment:
 *
 *   [ram_lo, ram_hi)  ram_lo = page above the last segment, ram_hi =
 *                     ram_lo + --ram-kib (default 512 KiB)
 *   heap              from the end of .bss (newlib's sbrk starts at `end`)
 *                     up to ram_hi - stack size
 *   stack             the top --stack-kib (default 64 KiB) of that RAM;
 *                     SP starts at ram_hi, as qemu-arm's user mode does
 *
 * SYS_HEAPINFO reports this layout to newlib's rdimon crt0.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sim.h"

#define PAGE 0x1000u
#define PT_LOAD 1

static uint32_t rd32(const unsigned char *p) {
    return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24;
}
static uint16_t rd16(const unsigned char *p) { return p[0] | p[1] << 8; }

static int map_range(struct sim *s, uint32_t lo, uint32_t hi) {
    /* map [lo, hi) page-rounded, skipping pages an earlier segment mapped */
    lo &= ~(PAGE - 1);
    hi = (hi + PAGE - 1) & ~(PAGE - 1);
    for (int k = 0; k < s->nseg; k++) {
        struct region *r = &s->seg[k];
        if (lo >= r->lo && lo < r->hi) lo = r->hi;
        if (hi > r->lo && hi <= r->hi) hi = r->lo;
    }
    if (lo >= hi) return 0;
    for (int k = 0; k < s->nseg; k++)
        if (lo < s->seg[k].lo && hi > s->seg[k].hi) {
            fprintf(stderr, "qz-mcusim: overlapping segments at 0x%08x\n", lo);
            return -1;
        }
    uc_err e = uc_mem_map(s->uc, lo, hi - lo, UC_PROT_ALL);
    if (e != UC_ERR_OK || s->nseg == 16) {
        fprintf(stderr, "qz-mcusim: cannot map 0x%08x..0x%08x: %s\n", lo, hi,
                uc_strerror(e));
        return -1;
    }
    s->seg[s->nseg].lo = lo;
    s->seg[s->nseg++].hi = hi;
    return 0;
}

int load_elf(struct sim *s, const char *path, uint32_t ram_bytes) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return -1;
    }
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *img = len > 52 ? malloc(len) : NULL;
    if (!img || fread(img, 1, len, f) != (size_t)len) {
        fprintf(stderr, "qz-mcusim: %s: cannot read\n", path);
        fclose(f);
        free(img);
        return -1;
    }
    fclose(f);
    int rc = -1;
    if (memcmp(img, "\177ELF", 4) || img[4] != 1 || img[5] != 1 ||
        rd16(img + 18) != 40 /* EM_ARM */ || rd16(img + 16) != 2 /* EXEC */) {
        fprintf(stderr, "qz-mcusim: %s: not a little-endian ARM ELF32 "
                "executable\n", path);
        goto out;
    }
    s->entry = rd32(img + 24);
    uint32_t phoff = rd32(img + 28), phentsize = rd16(img + 42),
             phnum = rd16(img + 44);
    if (phoff + (uint64_t)phnum * phentsize > (uint64_t)len || phentsize < 32) {
        fprintf(stderr, "qz-mcusim: %s: bad program headers\n", path);
        goto out;
    }
    s->data_end = 0;
    for (uint32_t k = 0; k < phnum; k++) {
        const unsigned char *ph = img + phoff + k * phentsize;
        uint32_t off = rd32(ph + 4), va = rd32(ph + 8), fsz = rd32(ph + 16),
                 msz = rd32(ph + 20);
        if (rd32(ph) != PT_LOAD || msz == 0) continue;
        if (fsz > msz || off + (uint64_t)fsz > (uint64_t)len ||
            va + (uint64_t)msz > 0xE0000000u) {
            fprintf(stderr, "qz-mcusim: %s: bad PT_LOAD segment at 0x%08x\n",
                    path, va);
            goto out;
        }
        if (map_range(s, va, va + msz)) goto out;
        if (fsz && uc_mem_write(s->uc, va, img + off, fsz) != UC_ERR_OK) goto out;
        if (va + msz > s->data_end) s->data_end = va + msz;
        if (rd32(ph + 24) & 1) { /* PF_X */
            if (!s->x_hi || va < s->x_lo) s->x_lo = va;
            if (va + msz > s->x_hi) s->x_hi = va + msz;
        }
    }
    if (!s->data_end) {
        fprintf(stderr, "qz-mcusim: %s: no PT_LOAD segment\n", path);
        goto out;
    }
    s->ram_lo = (s->data_end + PAGE - 1) & ~(PAGE - 1);
    s->ram_hi = s->ram_lo + ram_bytes;
    if (s->ram_hi < s->ram_lo || s->ram_hi > 0xE0000000u ||
        map_range(s, s->ram_lo, s->ram_hi))
        goto out;
    if (s->stack_size > ram_bytes / 2) s->stack_size = ram_bytes / 2;
    rc = 0;
out:
    free(img);
    return rc;
}
