/* Host unit tests (Check): runs every suite; exit status 0 when all pass. */
#include <stdlib.h>

#include "check_suites.h"

int main(void)
{
    SRunner *sr = srunner_create(qz_suite_sha2());
    int failed;

    srunner_add_suite(sr, qz_suite_sha3());
    srunner_add_suite(sr, qz_suite_hmac());
    srunner_add_suite(sr, qz_suite_hkdf());
    srunner_add_suite(sr, qz_suite_chacha());
    srunner_add_suite(sr, qz_suite_drbg());
    srunner_add_suite(sr, qz_suite_aes());
    srunner_add_suite(sr, qz_suite_aead_aes());
    srunner_add_suite(sr, qz_suite_aes_modes());
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
