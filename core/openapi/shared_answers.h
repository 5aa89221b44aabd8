// What every answer of the API has in common whichever route gives it, declared once in the
// document's components and referred to from each answer: the headers the dispatcher adds
// (X-Request-Id, Access-Control-Allow-Origin), Retry-After on 429 and 503, and the 500 it
// answers for any handler that fails unexpectedly. Client generators read these from the
// document, so they must follow what core/http/dispatcher.cc sends.
#pragma once

#include <rapidjson/document.h>

namespace seo::core {

// components.headers and components.responses of the document.
rapidjson::Value sharedHeaderComponents(rapidjson::Document::AllocatorType& a);
rapidjson::Value sharedResponseComponents(rapidjson::Document::AllocatorType& a);

// Adds to `answer` (an OpenAPI response object) the headers an answer with `status` carries.
void addAnswerHeaders(int status, rapidjson::Value& answer, rapidjson::Document::AllocatorType& a);

// Adds to `responses` the shared answers every operation may give (500).
void addSharedAnswers(rapidjson::Value& responses, rapidjson::Document::AllocatorType& a);

}  // namespace seo::core
