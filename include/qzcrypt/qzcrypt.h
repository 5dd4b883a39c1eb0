/* qzcrypt: the umbrella header. Include this, or one family's header. */
#ifndef QZCRYPT_QZCRYPT_H
#define QZCRYPT_QZCRYPT_H

#include "qzcrypt/config.h"
#include "qzcrypt/common.h"
#include "qzcrypt/sha2.h"
#include "qzcrypt/sha3.h"
#include "qzcrypt/hash.h"
#include "qzcrypt/hmac.h"
#include "qzcrypt/hkdf.h"

#endif /* QZCRYPT_QZCRYPT_H */
