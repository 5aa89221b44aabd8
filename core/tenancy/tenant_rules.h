// The rules of tenancy's records, one set whichever door a value comes through (the API and the
// console's routes, seoctl, the first start), built on the SDK's validators (email_address.h,
// domain_name.h, language_code.h), each answering the one spelling the value is stored in, or
// InvalidArgument naming the field and saying what it must be.
#pragma once

#include <string>
#include <string_view>

#include "seo/sdk/status.h"

namespace seo::core {

// A name (an organization's; a person's or a key's when one is given): trimmed, 1 to 200
// characters of UTF-8 on one line, without control characters.
seo::sdk::Result<std::string> requiredName(std::string_view text,
                                           const std::string& field = "name");
// The same, or "" for none given (blank).
seo::sdk::Result<std::string> optionalName(std::string_view text,
                                           const std::string& field = "name");
// An e-mail address (email_address.h), trimmed and lower-cased: the one spelling of an account.
seo::sdk::Result<std::string> emailAddress(std::string_view text,
                                           const std::string& field = "email");
// A website's domain: a host name such as example.com (domain_name.h), trimmed, lower-cased.
seo::sdk::Result<std::string> websiteDomain(std::string_view text,
                                            const std::string& field = "domain");
// A website's language: a language code (language_code.h), spelled "en" or "pt-BR".
seo::sdk::Result<std::string> websiteLanguage(std::string_view text,
                                              const std::string& field = "language");

}  // namespace seo::core
