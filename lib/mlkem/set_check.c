/*
 * The check of an ML-KEM parameter-set descriptor (lib/mlkem/mlkem_internal.h).
 */
#include "mlkem/mlkem_internal.h"

int qzi_mlkem_set_check(qz_mlkem_id set)
{
    unsigned k;

    if (set->magic != QZI_MLKEM_SET_MAGIC)
        return QZ_ERR_ALG;
    k = set->k;
    if (k == 2) {
        if (set->eta1 != 3 || set->du != 10 || set->dv != 4)
            return QZ_ERR_ALG;
    } else if (k == 3 || k == 4) {
        if (set->eta1 != 2 || set->du != 7u + k || set->dv != k + 1u)
            return QZ_ERR_ALG;
    } else {
        return QZ_ERR_ALG;
    }
    if (set->ek_bytes != 384 * k + 32 || set->dk_bytes != 768 * k + 96 ||
        set->ct_bytes != 32 * (set->du * k + set->dv))
        return QZ_ERR_ALG;
    return QZ_OK;
}
