/* qzcrypt: the umbrella header. Include this, or one family's header. */
#ifndef QZCRYPT_QZCRYPT_H
#define QZCRYPT_QZCRYPT_H

#include "qzcrypt/config.h"
#include "qzcrypt/common.h"
#include "qzcrypt/aes.h"
#include "qzcrypt/aes_modes.h"
#include "qzcrypt/cmac.h"
#include "qzcrypt/keywrap.h"
#include "qzcrypt/gcm.h"
#include "qzcrypt/ccm.h"
#include "qzcrypt/sha2.h"
#include "qzcrypt/sha3.h"
#include "qzcrypt/hash.h"
#include "qzcrypt/hmac.h"
#include "qzcrypt/hkdf.h"
#include "qzcrypt/rng.h"
#include "qzcrypt/drbg.h"
#include "qzcrypt/chacha20poly1305.h"
#include "qzcrypt/ec.h"
#include "qzcrypt/ecdsa.h"
#include "qzcrypt/ecdh.h"
#include "qzcrypt/x25519.h"
#include "qzcrypt/ed25519.h"
#include "qzcrypt/x448.h"
#include "qzcrypt/ed448.h"
#include "qzcrypt/mlkem.h"
#include "qzcrypt/mldsa.h"
#include "qzcrypt/rsa.h"

#endif /* QZCRYPT_QZCRYPT_H */
