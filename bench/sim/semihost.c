/* qz-mcusim -- ARM semihosting (BKPT 0xAB; r0 = operation, r1 = argument,
 * result in r0), the subset newlib's rdimon uses, following the "Semihosting
 * for AArch32 and AArch64" specification and qemu's behaviour:
 *
 *   0x01 SYS_OPEN     ":tt" is the console (mode 0-3 stdin, 4-7 stdout,
 *                     8-11 stderr); ":semihosting-features" is the feature
 *                     file ("SHFB", EXIT_EXTENDED | STDOUT_STDERR); other
 *                     names open host files
 *   0x02 SYS_CLOSE    0x03 SYS_WRITEC   0x04 SYS_WRITE0   0x05 SYS_WRITE
 *   0x06 SYS_READ     0x07 SYS_READC    0x08 SYS_ISERROR  0x09 SYS_ISTTY
 *                     (1 for console handles, whatever the host's stdout
 *                     is, so that newlib buffers the same way every run)
 *   0x0A SYS_SEEK     0x0C SYS_FLEN     0x10 SYS_CLOCK (centiseconds of
 *                     MODELLED time)    0x11 SYS_TIME (host clock)
 *   0x13 SYS_ERRNO    0x15 SYS_GET_CMDLINE ("image args...")
 *   0x16 SYS_HEAPINFO the loader's layout (loader.c)
 *   0x18 SYS_EXIT     ADP_Stopped_ApplicationExit -> 0, anything else -> 1
 *   0x20 SYS_EXIT_EXTENDED  [reason, code]: ApplicationExit -> code
 *   0x30 SYS_ELAPSED  modelled cycles (64 bits)  0x31 SYS_TICKFREQ clock Hz
 * Anything else returns -1 with errno ENOSYS.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "sim.h"

#define ADP_Stopped_ApplicationExit 0x20026u
#define MAXH 32

enum hkind { H_FREE, H_CONSOLE, H_FILE, H_FEATURES };
static struct { enum hkind kind; int fd; uint32_t pos; } h[MAXH];
static const unsigned char features[5] = {'S', 'H', 'F', 'B', 0x03};

static uint32_t rd(struct sim *s, uint32_t a) {
    uint32_t v = 0;
    if (uc_mem_read(s->uc, a, &v, 4)) sim_fault(s, 0, "semihosting: bad argument pointer 0x%08x", a);
    return v; /* host is little-endian (x86-64, arm64) */
}

static void wr(struct sim *s, uint32_t a, uint32_t v) {
    if (uc_mem_write(s->uc, a, &v, 4)) sim_fault(s, 0, "semihosting: bad result pointer 0x%08x", a);
}

static void *guest_buf(struct sim *s, uint32_t a, uint32_t len) {
    void *p = malloc(len + 1);
    if (!p) abort();
    if (len && uc_mem_read(s->uc, a, p, len)) {
        free(p);
        sim_fault(s, 0, "semihosting: bad buffer 0x%08x+%u", a, len);
    }
    ((char *)p)[len] = 0;
    return p;
}

void semihost_init(struct sim *s, int argc, char **argv) {
    size_t n = 1;
    for (int k = 0; k < argc; k++) n += strlen(argv[k]) + 3;
    s->cmdline = calloc(1, n);
    if (!s->cmdline) abort();
    for (int k = 0; k < argc; k++) { /* rdimon's crt0 splits at blanks, honours quotes */
        int q = argv[k][0] == 0 || strpbrk(argv[k], " \t") != NULL;
        if (k) strcat(s->cmdline, " ");
        if (q) strcat(s->cmdline, strchr(argv[k], '"') ? "'" : "\"");
        strcat(s->cmdline, argv[k]);
        if (q) strcat(s->cmdline, strchr(argv[k], '"') ? "'" : "\"");
    }
}

static int new_handle(enum hkind k, int fd) {
    for (int i = 1; i < MAXH; i++)
        if (h[i].kind == H_FREE) {
            h[i].kind = k;
            h[i].fd = fd;
            h[i].pos = 0;
            return i;
        }
    return -1;
}

static int valid(uint32_t i) { return i < MAXH && h[i].kind != H_FREE; }

static uint32_t sys_open(struct sim *s, uint32_t blk) {
    uint32_t mode = rd(s, blk + 4), len = rd(s, blk + 8);
    char *name = guest_buf(s, rd(s, blk), len > 4096 ? 4096 : len);
    int r;
    if (!strcmp(name, ":tt")) {
        r = new_handle(H_CONSOLE, mode < 4 ? 0 : mode < 8 ? 1 : 2);
    } else if (!strcmp(name, ":semihosting-features")) {
        r = mode < 4 ? new_handle(H_FEATURES, -1) : -1;
    } else {
        static const int fl[4] = {O_RDONLY, O_RDWR, O_WRONLY | O_CREAT | O_TRUNC,
                                  O_RDWR | O_CREAT | O_TRUNC};
        int flags = mode >= 12 ? -1 : mode >= 8 ? ((mode & 2) ? O_RDWR : O_WRONLY)
                    | O_CREAT | O_APPEND : fl[(mode >> 1 & 1) | (mode >= 4) << 1];
        int fd = flags < 0 ? -1 : open(name, flags, 0644);
        if (fd < 0) s->sh_errno = flags < 0 ? EINVAL : errno;
        r = fd < 0 ? -1 : new_handle(H_FILE, fd);
        if (fd >= 0 && r < 0) close(fd);
    }
    if (r < 0 && !s->sh_errno) s->sh_errno = EMFILE;
    free(name);
    return (uint32_t)r;
}

static uint32_t sys_write(struct sim *s, uint32_t i, uint32_t a, uint32_t len) {
    if (!valid(i) || h[i].kind == H_FEATURES) { s->sh_errno = EBADF; return len; }
    char *buf = guest_buf(s, a, len);
    ssize_t n;
    if (h[i].kind == H_CONSOLE) {
        FILE *f = h[i].fd == 2 ? stderr : stdout;
        fflush(h[i].fd == 2 ? stdout : stderr);
        n = (ssize_t)fwrite(buf, 1, len, f);
        fflush(f);
    } else {
        n = write(h[i].fd, buf, len);
    }
    free(buf);
    if (n < 0) { s->sh_errno = errno; n = 0; }
    return len - (uint32_t)n;
}

static uint32_t sys_read(struct sim *s, uint32_t i, uint32_t a, uint32_t len) {
    if (!valid(i)) { s->sh_errno = EBADF; return (uint32_t)-1; }
    char *buf = malloc(len + 1);
    if (!buf) abort();
    ssize_t n;
    if (h[i].kind == H_FEATURES) {
        n = h[i].pos >= sizeof features ? 0 : sizeof features - h[i].pos;
        if ((uint32_t)n > len) n = len;
        memcpy(buf, features + h[i].pos, n);
        h[i].pos += (uint32_t)n;
    } else {
        fflush(stdout);
        n = read(h[i].kind == H_CONSOLE ? 0 : h[i].fd, buf, len);
    }
    if (n < 0) { s->sh_errno = errno; n = 0; }
    if (n && uc_mem_write(s->uc, a, buf, n)) sim_fault(s, 0, "semihosting: bad read buffer");
    free(buf);
    return len - (uint32_t)n;
}

static uint32_t sys_flen(struct sim *s, uint32_t i) {
    if (!valid(i)) { s->sh_errno = EBADF; return (uint32_t)-1; }
    if (h[i].kind == H_FEATURES) return sizeof features;
    if (h[i].kind == H_CONSOLE) return 0;
    off_t cur = lseek(h[i].fd, 0, SEEK_CUR), end = lseek(h[i].fd, 0, SEEK_END);
    lseek(h[i].fd, cur, SEEK_SET);
    return (uint32_t)end;
}

static uint32_t sys_seek(struct sim *s, uint32_t i, uint32_t pos) {
    if (!valid(i)) { s->sh_errno = EBADF; return (uint32_t)-1; }
    if (h[i].kind == H_FEATURES) { h[i].pos = pos; return 0; }
    if (h[i].kind == H_CONSOLE || lseek(h[i].fd, pos, SEEK_SET) < 0) {
        s->sh_errno = h[i].kind == H_CONSOLE ? ESPIPE : errno;
        return (uint32_t)-1;
    }
    return 0;
}

static void do_exit(struct sim *s, int code) {
    s->exiting = 1;
    s->exit_code = code;
}

void semihost_call(struct sim *s) {
    uint32_t op, a, r = 0;
    uc_reg_read(s->uc, UC_ARM_REG_R0, &op);
    uc_reg_read(s->uc, UC_ARM_REG_R1, &a);
    switch (op) {
    case 0x01: r = sys_open(s, a); break;
    case 0x02:
        if (!valid(a)) { s->sh_errno = EBADF; r = (uint32_t)-1; break; }
        if (h[a].kind == H_FILE) close(h[a].fd);
        h[a].kind = H_FREE;
        break;
    case 0x03: { char c = (char)rd(s, a); fflush(stderr); fputc(c, stdout); fflush(stdout); break; }
    case 0x04: {
        char c;
        fflush(stderr);
        for (uint32_t p = a; !uc_mem_read(s->uc, p, &c, 1) && c; p++) fputc(c, stdout);
        fflush(stdout);
        break;
    }
    case 0x05: r = sys_write(s, rd(s, a), rd(s, a + 4), rd(s, a + 8)); break;
    case 0x06: r = sys_read(s, rd(s, a), rd(s, a + 4), rd(s, a + 8)); break;
    case 0x07: { fflush(stdout); int c = getchar(); r = (uint32_t)c; break; }
    case 0x08: r = (int32_t)rd(s, a) < 0; break;
    case 0x09: {
        uint32_t i = rd(s, a);
        r = valid(i) && h[i].kind == H_CONSOLE;
        if (!r) s->sh_errno = valid(i) ? ENOTTY : EBADF;
        break;
    }
    case 0x0A: r = sys_seek(s, rd(s, a), rd(s, a + 4)); break;
    case 0x0C: r = sys_flen(s, rd(s, a)); break;
    case 0x10: r = (uint32_t)(s->cycles / (s->clock_mhz * 1e4)); break;
    case 0x11: r = (uint32_t)time(NULL); break;
    case 0x13: r = (uint32_t)s->sh_errno; break;
    case 0x15: {
        uint32_t buf = rd(s, a), len = rd(s, a + 4), n = (uint32_t)strlen(s->cmdline);
        if (n + 1 > len) { r = (uint32_t)-1; s->sh_errno = E2BIG; break; }
        uc_mem_write(s->uc, buf, s->cmdline, n + 1);
        wr(s, a + 4, n);
        break;
    }
    case 0x16: {
        uint32_t blk = rd(s, a), stack_lim = s->ram_hi - s->stack_size;
        wr(s, blk, (s->data_end + 7) & ~7u); /* heap base (newlib uses `end`) */
        wr(s, blk + 4, stack_lim);           /* heap limit */
        wr(s, blk + 8, s->ram_hi);           /* stack base (initial SP) */
        wr(s, blk + 12, stack_lim);          /* stack limit */
        break;
    }
    case 0x18: do_exit(s, a == ADP_Stopped_ApplicationExit ? 0 : 1); break;
    case 0x20:
        do_exit(s, rd(s, a) == ADP_Stopped_ApplicationExit ? (int)rd(s, a + 4) : 1);
        break;
    case 0x30: wr(s, a, (uint32_t)s->cycles); wr(s, a + 4, (uint32_t)(s->cycles >> 32)); break;
    case 0x31: r = (uint32_t)(s->clock_mhz * 1e6); break;
    default:
        fprintf(stderr, "qz-mcusim: unsupported semihosting call 0x%x\n", op);
        s->sh_errno = ENOSYS;
        r = (uint32_t)-1;
        break;
    }
    uc_reg_write(s->uc, UC_ARM_REG_R0, &r);
}
