#!/bin/sh
# run-tests.sh -- build qz-mcusim and its test programs, run the tests for
# cortex-m0plus, cortex-m4 and cortex-m33, end with "N passed, N failed".
#
#   bench/sim/tests/run-tests.sh [-o DIR]
#
# DIR (default: a fresh directory under $TMPDIR, removed when every test
# passes) receives the simulator and the test programs.
# Environment:
#   CC_FOR_BUILD   host compiler for the simulator (default: cc)
#   QZ_MCUSIM      use this already built simulator instead of building one
#   TARGET_CC      cross compiler (default: arm-none-eabi-gcc)
#   QEMU_ARM       qemu-arm for the agreement tests (skipped when missing)
#   QZ_LIBS        "CPU=LIB ...": libqzcrypt.a of a cross build for CPU
#                  (e.g. cortex-m4=/tmp/s4/.libs/libqzcrypt.a): its SHA-2
#                  assembly kernels join the agreement test for that CPU
set -u

here=$(cd "$(dirname "$0")" && pwd)
simsrc=$(dirname "$here")
top=$(dirname "$(dirname "$simsrc")")
out=
keep=no
while [ $# -gt 0 ]; do
    case $1 in
    -o) out=$2; keep=yes; shift 2 ;;
    *) echo "usage: $0 [-o DIR]" >&2; exit 2 ;;
    esac
done
[ -n "$out" ] || out=$(mktemp -d "${TMPDIR:-/tmp}/qz-mcusim-tests.XXXXXX")
mkdir -p "$out" || exit 2

HOSTCC=${CC_FOR_BUILD:-cc}
TCC=${TARGET_CC:-arm-none-eabi-gcc}
QEMU=${QEMU_ARM:-qemu-arm}
TRACE=$top/build-aux/qz-trace-cycles
passed=0
failed=0

pass() { passed=$((passed + 1)); echo "PASS: $1"; }
fail() {
    failed=$((failed + 1))
    echo "FAIL: $1"
    [ -n "${2:-}" ] && [ -f "$2" ] && tail -n 15 "$2" | sed 's/^/    /'
    return 0
}

# --- the simulator -----------------------------------------------------
if [ -n "${QZ_MCUSIM:-}" ]; then
    SIM=$QZ_MCUSIM
else
    SIM=$out/qz-mcusim
    if $HOSTCC -std=c11 -O2 -Wall -Wextra -o "$SIM" "$simsrc"/*.c \
        -lunicorn -lcapstone > "$out/build.log" 2>&1; then
        pass "build qz-mcusim ($HOSTCC)"
    else
        fail "build qz-mcusim ($HOSTCC)" "$out/build.log"
        echo "${passed} passed, ${failed} failed"
        exit 1
    fi
fi

have_qemu=no
if command -v "$QEMU" > /dev/null 2>&1 && command -v python3 > /dev/null 2>&1 &&
    [ -f "$TRACE" ]; then
    have_qemu=yes
fi

# run NAME EXPECTED-STATUS LOG [sim args...]: the status must match
run() {
    name=$1 want=$2 log=$3
    shift 3
    "$SIM" "$@" > "$log" 2>&1 < /dev/null
    st=$?
    if [ "$st" -eq "$want" ]; then pass "$name"; else fail "$name (exit $st, expected $want)" "$log"; fi
}

for cpu in cortex-m0plus cortex-m4 cortex-m33; do
    d=$out/$cpu
    mkdir -p "$d"
    cflags="-mcpu=$cpu -mthumb -O2 --specs=rdimon.specs"
    if ! $TCC $cflags -o "$d/timing.elf" "$here/timing_main.c" "$here/timing_seq.S" > "$d/cc.log" 2>&1 ||
       ! $TCC $cflags -o "$d/semihost.elf" "$here/semihost_test.c" >> "$d/cc.log" 2>&1 ||
       ! $TCC $cflags -o "$d/strict.elf" "$here/strict_test.c" >> "$d/cc.log" 2>&1 ||
       ! $TCC $cflags -o "$d/digest.elf" "$here/digest_test.c" >> "$d/cc.log" 2>&1 ||
       ! $TCC $cflags -o "$d/agree.elf" "$here/agree_test.c" >> "$d/cc.log" 2>&1; then
        fail "$cpu: build the test programs ($TCC)" "$d/cc.log"
        continue
    fi

    # timing unit tests (the program compares with the TRM figures)
    "$SIM" --cpu "$cpu" --stats "$d/timing.elf" > "$d/timing.log" 2> "$d/timing.stats"
    st=$?
    sed -n 's/^FAIL/    FAIL/p' "$d/timing.log"
    if [ $st -eq 0 ]; then
        pass "$cpu: timing, $(tail -n 1 "$d/timing.log")"
    else
        fail "$cpu: timing (exit $st)" "$d/timing.log"
    fi
    # determinism: a second run models the same number of cycles
    "$SIM" --cpu "$cpu" --stats "$d/timing.elf" > /dev/null 2> "$d/timing.stats2"
    if grep ' cycles ' "$d/timing.stats" > "$d/c1" && grep ' cycles ' "$d/timing.stats2" > "$d/c2" &&
        cmp -s "$d/c1" "$d/c2"; then
        pass "$cpu: deterministic cycle count ($(awk '{print $2}' "$d/c1") cycles)"
    else
        fail "$cpu: deterministic cycle count" "$d/timing.stats2"
    fi

    # semihosting: argv, stdout, stderr, stdin, bench block, DWT, SysTick
    printf 'ping\n' | "$SIM" --cpu "$cpu" --clock-mhz 48 "$d/semihost.elf" alpha "two words" \
        > "$d/semi.out" 2> "$d/semi.err"
    st=$?
    if [ $st -eq 0 ] && grep -qx 'hello from printf 42 ok' "$d/semi.out" &&
        grep -qx 'argv\[0\] is the image: yes' "$d/semi.out" &&
        grep -qx 'to stderr' "$d/semi.err" && ! grep -q 'to stderr' "$d/semi.out"; then
        pass "$cpu: semihosting, argv, stdio, bench block, DWT/SysTick"
    else
        cat "$d/semi.err" >> "$d/semi.out"
        fail "$cpu: semihosting, argv, stdio, bench block, DWT/SysTick (exit $st)" "$d/semi.out"
    fi
    run "$cpu: exit(7) gives exit status 7" 7 "$d/exit7.log" --cpu "$cpu" "$d/semihost.elf" exit7
    run "$cpu: return 3 from main gives 3" 3 "$d/ret3.log" --cpu "$cpu" "$d/semihost.elf" ret3
    run "$cpu: abort() gives 1" 1 "$d/abort.log" --cpu "$cpu" "$d/semihost.elf" abort

    # --strict (the default) faults where the core faults; --no-strict runs on
    if [ "$cpu" = cortex-m0plus ]; then
        modes="ok:0 ldr:3 strh:3 ldm:3 t2:3"
    else
        modes="ok:0 ldr:0 strh:0 ldm:3 ldrd:3 t2:0"
    fi
    for mw in $modes; do
        m=${mw%:*} w=${mw#*:}
        run "$cpu: --strict, $m: exit $w" "$w" "$d/strict-$m.log" --cpu "$cpu" "$d/strict.elf" "$m"
        if [ "$w" -eq 3 ] && ! grep -q 'FAULT.*at pc 0x' "$d/strict-$m.log"; then
            fail "$cpu: --strict, $m: fault message names the PC" "$d/strict-$m.log"
        fi
        run "$cpu: --no-strict, $m: exit 0" 0 "$d/nostrict-$m.log" --cpu "$cpu" --no-strict "$d/strict.elf" "$m"
    done

    # trace digest
    run "$cpu: trace digest tells secret-dependent code apart" 0 "$d/digest.log" \
        --cpu "$cpu" "$d/digest.elf"

    # board memory models (--board): straight-line code, loops, constant
    # tables and literals in flash against their copies in RAM; the program
    # checks the stalls against the board's rules (exit 1 on a mismatch)
    case $cpu in
    cortex-m0plus) board=nucleo-u083rc ;;
    cortex-m4) board=nucleo-g474re ;;
    *) board=nucleo-h563zi ;;
    esac
    if $TCC $cflags -Wall -Wextra -o "$d/board.elf" "$here/board_test.c" "$here/board_seq.S" \
        -Wl,-Ttext-segment=0x10000000 -Wl,--section-start=.flashcode=0x08000000 \
        -Wl,--section-start=.flashdata=0x08010000 >> "$d/cc.log" 2>&1; then
        run "$cpu: --board $board: flash stalls as the model's rules give" 0 \
            "$d/board-$board.log" --cpu "$cpu" --board "$board" "$d/board.elf" "$board"
        run "$cpu: --board ideal: no stall" 0 "$d/board-ideal.log" --cpu "$cpu" --board ideal \
            "$d/board.elf" ideal
        # the gate proves itself: stalls where the program expects none
        run "$cpu: --board $board: the test sees the stalls (expects none: fails)" 1 \
            "$d/board-fault.log" --cpu "$cpu" --board "$board" "$d/board.elf" ideal
        run "$cpu: --board of another core is refused" 2 "$d/board-core.log" --cpu "$cpu" \
            --board "$([ $cpu = cortex-m4 ] && echo nucleo-h563zi || echo nucleo-g474re)" "$d/board.elf"
    else
        fail "$cpu: build the board test program ($TCC)" "$d/cc.log"
    fi

    # the same program, the same output and status as under qemu-arm
    if [ $have_qemu = yes ]; then
        qcpu=$cpu
        [ "$cpu" = cortex-m0plus ] && qcpu=cortex-m0
        "$QEMU" -cpu "$qcpu" "$d/strict.elf" ok > "$d/q.out" 2>&1
        qst=$?
        "$SIM" --cpu "$cpu" "$d/strict.elf" ok > "$d/s.out" 2>&1
        sst=$?
        if [ $qst -eq $sst ] && cmp -s "$d/q.out" "$d/s.out"; then
            pass "$cpu: same output and status as qemu-arm"
        else
            fail "$cpu: same output and status as qemu-arm (qemu $qst, sim $sst)" "$d/s.out"
        fi

        # agreement with qz-trace-cycles, function by function
        elf=$d/agree.elf
        lib=
        for cl in ${QZ_LIBS:-}; do
            [ "${cl%%=*}" = "$cpu" ] && lib=${cl#*=}
        done
        if [ -n "$lib" ]; then
            if $TCC $cflags -DQZ_SHA2 -o "$d/agree-lib.elf" "$here/agree_test.c" "$lib" \
                >> "$d/cc.log" 2>&1; then
                elf=$d/agree-lib.elf
            else
                echo "note: $lib: no SHA-2 assembly kernels to link (generic build?)"
            fi
        fi
        "$SIM" --cpu "$cpu" "$elf" sim > "$d/agree.sim" 2>&1
        funcs=$(awk '{printf " --func %s", $1}' "$d/agree.sim")
        # shellcheck disable=SC2086
        QEMU_ARM=$QEMU python3 "$TRACE" --cpu "$cpu" $funcs --json "$elf" > "$d/agree.json" 2> "$d/agree.err"
        while read -r fn cyc; do
            ref=$(python3 -c 'import json,sys
d=json.load(open(sys.argv[1]))
print(next(int(f["cycles_per_call"]) for f in d["functions"] if f["name"]==sys.argv[2]))' \
                "$d/agree.json" "$fn" 2>/dev/null)
            if [ -n "$ref" ] && [ "$ref" = "$cyc" ]; then
                pass "$cpu: agrees with qz-trace-cycles on $fn ($cyc cycles)"
            else
                fail "$cpu: agrees with qz-trace-cycles on $fn (sim $cyc, script ${ref:-?})" "$d/agree.err"
            fi
        done < "$d/agree.sim"
    fi
done
[ $have_qemu = yes ] || echo "note: no $QEMU/python3: the qemu-arm comparisons were skipped"

echo "${passed} passed, ${failed} failed"
if [ "$failed" -eq 0 ] && [ "$keep" = no ]; then
    rm -rf "$out"
elif [ "$failed" -ne 0 ]; then
    echo "logs kept in $out" >&2
fi
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
