// The keywords area: registerKeywords registers its routes with their documentation. Their
// handlers are in the operation files: list_keywords.h (GET /keywords), add_keywords.h
// (POST /keywords), delete_keywords.h (DELETE /keywords) and keyword_status.h
// (PATCH /keywords/status, PUT and DELETE /keywords/starred/{id}).
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

void registerKeywords(seo::sdk::Registrar& r);

}  // namespace seo::plugins::keywords
