#include "plugins/backlinks/outreach_message.h"

#include <string>
#include <string_view>

#include <gmime/gmime.h>

#include "seo/sdk/util/email_address.h"
#include "seo/sdk/util/utf8.h"

namespace seo::plugins::backlinks {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// Owns one GObject reference.
template <typename T>
class Ref {
 public:
  explicit Ref(T* object) : object_(object) {}
  Ref(const Ref&) = delete;
  Ref& operator=(const Ref&) = delete;
  ~Ref() {
    if (object_ != nullptr) g_object_unref(object_);
  }
  T* get() const { return object_; }

 private:
  T* object_;
};

bool isHeaderSafe(const std::string& value) {
  return value.find_first_of("\r\n") == std::string::npos && seo::sdk::utf8::isCleanText(value);
}

// A text/<subtype> part holding `text` (UTF-8), in quoted-printable or base64 as GMime judges
// best for 7-bit transport.
GMimeObject* textPart(const char* subtype, const std::string& text) {
  GMimeTextPart* part = g_mime_text_part_new_with_subtype(subtype);
  g_mime_text_part_set_text(part, text.c_str());
  g_mime_part_set_content_encoding(
      GMIME_PART(part),
      g_mime_part_get_best_content_encoding(GMIME_PART(part), GMIME_ENCODING_CONSTRAINT_7BIT));
  return GMIME_OBJECT(part);
}

std::string domainOf(const std::string& address) { return address.substr(address.find('@') + 1); }

// `text` with each line break (CRLF, or a CR or LF alone) as `newline`. SMTP carries CR and LF
// only together (RFC 5321 2.3.8): a bare one is read differently by each server on the way,
// which lets a body smuggle lines. GMime writes each LF as CRLF, but a bare CR as it is.
std::string withLineEnds(std::string_view text, std::string_view newline) {
  std::string out;
  out.reserve(text.size() + text.size() / 32);
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\r' || text[i] == '\n') {
      if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
      out += newline;
    } else {
      out += text[i];
    }
  }
  return out;
}

}  // namespace

Result<ComposedMail> composeOutreach(const OutreachMail& mail) {
  if (!seo::sdk::isEmailAddress(mail.from_address)) {
    return Status::invalidField("from_address", "must be an e-mail address");
  }
  if (!seo::sdk::isEmailAddress(mail.to_address)) {
    return Status::invalidField("to_email", "must be an e-mail address");
  }
  if (!isHeaderSafe(mail.subject) || mail.subject.empty()) {
    return Status::invalidField("subject", "must be non-empty text without line breaks");
  }
  if (!isHeaderSafe(mail.from_name)) {
    return Status::invalidField("from_name", "must be text without line breaks");
  }
  if (!isHeaderSafe(mail.list_unsubscribe)) {
    return Status::invalidField("list_unsubscribe", "must be a URL without line breaks");
  }
  if (mail.body_text.empty() && mail.body_html.empty()) {
    return Status::invalidField("body_text", "a body_text or a body_html is required");
  }
  if (!seo::sdk::utf8::isValid(mail.body_text) || !seo::sdk::utf8::isValid(mail.body_html)) {
    return Status::invalidField("body_text", "must be UTF-8 text");
  }
  // GMime's globals are set up once, before two threads compose at the same time.
  static const bool initialized = (g_mime_init(), true);
  (void)initialized;

  Ref<GMimeMessage> message(g_mime_message_new(TRUE));
  g_mime_message_add_mailbox(message.get(), GMIME_ADDRESS_TYPE_FROM, mail.from_name.c_str(),
                             mail.from_address.c_str());
  g_mime_message_add_mailbox(message.get(), GMIME_ADDRESS_TYPE_TO, nullptr,
                             mail.to_address.c_str());
  g_mime_message_set_subject(message.get(), mail.subject.c_str(), "utf-8");
  GDateTime* date = g_date_time_new_from_unix_utc(mail.date_seconds);
  g_mime_message_set_date(message.get(), date);
  g_date_time_unref(date);
  char* id = g_mime_utils_generate_message_id(domainOf(mail.from_address).c_str());
  ComposedMail composed;
  composed.message_id = id;
  g_free(id);
  g_mime_message_set_message_id(message.get(), composed.message_id.c_str());
  if (!mail.list_unsubscribe.empty()) {
    std::string value = "<" + mail.list_unsubscribe + ">";
    g_mime_object_set_header(GMIME_OBJECT(message.get()), "List-Unsubscribe", value.c_str(),
                             nullptr);
  }

  // The bodies' line breaks as LF, which GMime writes as CRLF (below); the reader sees each
  // break the writer meant, a bare CR included.
  const std::string body_text = withLineEnds(mail.body_text, "\n");
  const std::string body_html = withLineEnds(mail.body_html, "\n");
  if (!body_text.empty() && !body_html.empty()) {
    Ref<GMimeMultipart> alternative(g_mime_multipart_new_with_subtype("alternative"));
    Ref<GMimeObject> text(textPart("plain", body_text));
    Ref<GMimeObject> html(textPart("html", body_html));
    g_mime_multipart_add(alternative.get(), text.get());
    g_mime_multipart_add(alternative.get(), html.get());
    g_mime_message_set_mime_part(message.get(), GMIME_OBJECT(alternative.get()));
  } else {
    bool html = body_text.empty();
    Ref<GMimeObject> part(textPart(html ? "html" : "plain", html ? body_html : body_text));
    g_mime_message_set_mime_part(message.get(), part.get());
  }

  GMimeFormatOptions* options = g_mime_format_options_new();
  g_mime_format_options_set_newline_format(options, GMIME_NEWLINE_FORMAT_DOS);
  char* text = g_mime_object_to_string(GMIME_OBJECT(message.get()), options);
  g_mime_format_options_free(options);
  // Once more over the whole message, so no bare CR or LF reaches SMTP DATA whatever GMime did.
  composed.message = withLineEnds(text, "\r\n");
  g_free(text);
  return composed;
}

}  // namespace seo::plugins::backlinks
