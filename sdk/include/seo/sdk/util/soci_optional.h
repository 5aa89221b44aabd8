// File: soci_optional.h
// std::optional<T> bound to a statement as its value or NULL, and read back from one, as SOCI
// binds boost::optional: `use(record.title)` writes NULL for an empty title, and
// `into(record.title)` reads NULL as nullopt. No indicator variables, no sentinel values.
//
//   std::optional<std::string> title;  std::optional<int> rating;
//   sql << "SELECT title, rating FROM pages WHERE id = :id", soci::use(id),
//       soci::into(title), soci::into(rating);
//
// Header-only. SOCI 4.1 and later bring the same binding (soci/std-optional.h); with them this
// header defers to theirs.
#pragma once

#include <optional>

#if __has_include(<soci/std-optional.h>)
#include <soci/std-optional.h>
#else
#include <soci/type-conversion-traits.h>

namespace soci {

template <typename T>
struct type_conversion<std::optional<T>> {
  typedef typename type_conversion<T>::base_type base_type;

  static void from_base(const base_type& in, indicator ind, std::optional<T>& out) {
    if (ind == i_null) {
      out.reset();
      return;
    }
    T value = T();
    type_conversion<T>::from_base(in, ind, value);
    out = std::move(value);
  }

  static void to_base(const std::optional<T>& in, base_type& out, indicator& ind) {
    if (in) {
      type_conversion<T>::to_base(*in, out, ind);
    } else {
      ind = i_null;
    }
  }
};

}  // namespace soci
#endif
