#!/bin/sh
# runner-selftest.sh: build-aux/qz-test-runner must report a failing host
# check and a failing program as FAIL and exit non-zero, and a passing one
# as PASS, under every shell at hand (make runs it with $(SHELL), which
# configure usually sets to bash; A runner that loses an exit status turns
# every test into one that cannot fail: this happened once, under bash
# only, when a command substitution in the report line reset $?.)
set -u
here=$(cd "$(dirname "$0")" && pwd)
runner=$here/../build-aux/qz-test-runner
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
printf 'echo failing on purpose\nexit 3\n' > bad-check
printf 'exit 0\n' > good-check
printf '#!/bin/sh\nexit 5\n' > bad-prog
printf '#!/bin/sh\nexit 0\n' > good-prog
printf '#!/bin/sh\nsleep 1\nexit 4\n' > slow-bad-prog
chmod +x bad-prog good-prog slow-bad-prog
fail=0

for shell in sh bash; do
    command -v $shell > /dev/null || continue
    echo "--- $shell"
    out=$($shell "$runner" --host "$work/bad-check" --host "$work/good-check" bad-prog good-prog)
    rc=$?
    echo "$out"
    echo "$out" | grep -q '^FAIL: bad-check (exit 3)$' || { echo "$shell: a failing host check was not reported"; fail=1; }
    echo "$out" | grep -q '^PASS: good-check$' || { echo "$shell: a passing host check was not reported"; fail=1; }
    echo "$out" | grep -q '^FAIL: bad-prog (exit 5)$' || { echo "$shell: a failing program was not reported"; fail=1; }
    echo "$out" | grep -q '^PASS: good-prog$' || { echo "$shell: a passing program was not reported"; fail=1; }
    echo "$out" | grep -q '^2 passed, 2 failed$' || { echo "$shell: wrong summary line"; fail=1; }
    [ $rc -ne 0 ] || { echo "$shell: the runner exited 0 with failures"; fail=1; }
    $shell "$runner" --host "$work/good-check" good-prog > /dev/null
    [ $? -eq 0 ] || { echo "$shell: the runner failed on passing tests"; fail=1; }
    # in parallel: a slow failing test started first, a fast passing one
    # after it: the report keeps the order given and both statuses
    out=$($shell "$runner" --jobs 2 slow-bad-prog good-prog bad-prog)
    rc=$?
    echo "$out" | tr '\n' '|' | grep -q '^FAIL: slow-bad-prog (exit 4)|PASS: good-prog|FAIL: bad-prog (exit 5)|1 passed, 2 failed|$' ||
        { echo "$shell: --jobs 2: wrong report: $out"; fail=1; }
    [ $rc -ne 0 ] || { echo "$shell: --jobs 2: the runner exited 0 with failures"; fail=1; }
done
[ $fail -eq 0 ] && echo "runner self-test: ok"
exit $fail
