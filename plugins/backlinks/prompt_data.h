// Text from the outside (a page's title, a search snippet, a caller's wishes) made safe to put
// in an LLM prompt between <data> and </data>: cut to a number of characters (UTF-8 aware), with
// quotes, line breaks and angle brackets flattened, so it can neither end the quoted block nor
// the data fence it sits in. The prompt still tells the model to treat it as data.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace seo::plugins::backlinks {

std::string promptData(std::string_view text, std::size_t max_chars);

}  // namespace seo::plugins::backlinks
