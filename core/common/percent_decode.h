// Percent-encoding and -decoding of URL parts (paths, query strings, credentials in database
// URLs, otpauth:// links): the SDK's (seo/sdk/util/percent_encoding.h), which plugins use too.
#pragma once

#include "seo/sdk/util/percent_encoding.h"

namespace seo::core {

using seo::sdk::percentDecode;
using seo::sdk::percentEncode;

}  // namespace seo::core
