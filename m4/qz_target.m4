# qz_target.m4 -- qzcrypt's target selection: which Cortex-M core, which
# instruction set the compiler really targets, and how to run test programs.

# QZ_CHECK_CC_MACRO(MACRO, [ACTION-IF-DEFINED], [ACTION-IF-NOT])
# Ask the compiler itself (with the current CFLAGS: -mcpu matters) whether
# MACRO is defined.
AC_DEFUN([QZ_CHECK_CC_MACRO], [
  AC_COMPILE_IFELSE([AC_LANG_SOURCE([[
#if !defined($1)
#error $1 not defined
#endif
int qz_conftest;
]])], [$2], [$3])
])

# QZ_SELECT_CPU: for arm-none-eabi hosts, settle the core (from --with-cpu,
# else an -mcpu= already in CFLAGS, else cortex-m4) and add -mcpu/-mthumb
# and the soft-float ABI (unless CFLAGS names one) to CFLAGS and CCASFLAGS.
# Sets qz_cpu and qz_cpu_source. Must run before AC_PROG_CC.
AC_DEFUN([QZ_SELECT_CPU], [
  AC_ARG_WITH([cpu],
    [AS_HELP_STRING([--with-cpu=CORE],
      [Cortex-M core for arm-none-eabi builds: cortex-m0plus, cortex-m4,
       cortex-m33 (also cortex-m0, cortex-m3, cortex-m7, cortex-m33+nodsp,
       ...). Default: an -mcpu= in CFLAGS, else cortex-m4])],
    [], [with_cpu=])
  qz_cpu=
  qz_cpu_source=
  AS_IF([test "x$qz_bare_metal" = xyes], [
    qz_cflags_cpu=`echo " $CFLAGS " | sed -n 's/.* -mcpu=\([[^ ]]*\) .*/\1/p'`
    AS_IF([test -n "$with_cpu" && test "x$with_cpu" != xno], [
      qz_cpu=$with_cpu
      qz_cpu_source="--with-cpu"
      AS_IF([test -n "$qz_cflags_cpu" && test "x$qz_cflags_cpu" != "x$qz_cpu"],
        [AC_MSG_ERROR([--with-cpu=$qz_cpu disagrees with -mcpu=$qz_cflags_cpu in CFLAGS])])
    ], [test -n "$qz_cflags_cpu"], [
      qz_cpu=$qz_cflags_cpu
      qz_cpu_source="-mcpu in CFLAGS"
    ], [
      qz_cpu=cortex-m4
      qz_cpu_source="default"
      AC_MSG_NOTICE([no --with-cpu and no -mcpu in CFLAGS: building for cortex-m4])
    ])
    qz_cpu_flags=
    AS_IF([test -z "$qz_cflags_cpu"], [qz_cpu_flags="-mcpu=$qz_cpu"])
    AS_CASE([" $CFLAGS "], [*" -mthumb "*], [],
      [qz_cpu_flags="$qz_cpu_flags -mthumb"])
    AS_CASE([" $CFLAGS "], [*" -mfloat-abi="*], [],
      [qz_cpu_flags="$qz_cpu_flags -mfloat-abi=soft"])
    : ${CFLAGS="-g -O2"}
    : ${CCASFLAGS="$CFLAGS"}
    CFLAGS="$CFLAGS $qz_cpu_flags"
    CCASFLAGS="$CCASFLAGS $qz_cpu_flags"
  ], [
    AS_IF([test -n "$with_cpu" && test "x$with_cpu" != xno],
      [AC_MSG_ERROR([--with-cpu is for arm-none-eabi hosts; this host is $host])])
  ])
])

# QZ_DETECT_ISA: which kernel directory the compiler's target can use,
# from the compiler's own predefined macros (not $host_cpu, which is
# just "arm"). Sets qz_isa to generic, armv6m, armv7em or armv8m, and
# qz_dsp to yes/no.
AC_DEFUN([QZ_DETECT_ISA], [
  AC_MSG_CHECKING([for the target instruction set])
  qz_isa=generic
  QZ_CHECK_CC_MACRO([__ARM_ARCH_6M__], [qz_isa=armv6m])
  QZ_CHECK_CC_MACRO([__ARM_ARCH_8M_BASE__], [qz_isa=armv6m])
  QZ_CHECK_CC_MACRO([__ARM_ARCH_7M__], [qz_isa=armv7em])
  QZ_CHECK_CC_MACRO([__ARM_ARCH_7EM__], [qz_isa=armv7em])
  QZ_CHECK_CC_MACRO([__ARM_ARCH_8M_MAIN__], [qz_isa=armv8m])
  qz_dsp=no
  QZ_CHECK_CC_MACRO([__ARM_FEATURE_DSP], [qz_dsp=yes])
  AC_MSG_RESULT([$qz_isa (DSP extension: $qz_dsp)])
])

# QZ_QEMU_CPU(CORE): qemu-arm's -cpu name for a gcc -mcpu name.
AC_DEFUN([QZ_QEMU_CPU], [
  AS_CASE([$1],
    [cortex-m0plus*|cortex-m0*|cortex-m23*], [qz_qemu_cpu=cortex-m0],
    [cortex-m33*|cortex-m35p*], [qz_qemu_cpu=cortex-m33],
    [cortex-m55*], [qz_qemu_cpu=cortex-m55],
    [cortex-m3*], [qz_qemu_cpu=cortex-m3],
    [cortex-m4*], [qz_qemu_cpu=cortex-m4],
    [cortex-m7*], [qz_qemu_cpu=cortex-m7],
    [qz_qemu_cpu=])
])
