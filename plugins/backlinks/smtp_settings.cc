#include "plugins/backlinks/smtp_settings.h"

#include "seo/sdk/util/soci_optional.h"

namespace seo::plugins::backlinks {

using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

Result<SmtpSettings> readSmtpSettings(seo::sdk::Host& host, const rapidjson::Value& body,
                                      const std::optional<SmtpSettings>& previous) {
  if (!body.IsObject()) return Status::invalidArgument("The body must be a JSON object");
  SmtpSettings s;
  SEO_ASSIGN_OR_RETURN(std::string host_name,
                       seo::sdk::requiredText(body, "host", kMaxSmtpHostChars));
  s.host = seo::sdk::ascii::lower(host_name);
  // The operator's address policy now, so a refused server is a 400 at save, not a failed send.
  SEO_RETURN_IF_ERROR(host.checkOutboundHost("host", s.host));
  SEO_ASSIGN_OR_RETURN(
      s.security, seo::sdk::bodyChoice(body, "security", kSmtpSecurities, kDefaultSmtpSecurity));
  SEO_ASSIGN_OR_RETURN(
      std::int64_t port,
      seo::sdk::bodyInt(body, "port", s.security == "tls" ? kImplicitTlsPort : kStartTlsPort, 1,
                        kMaxPort));
  s.port = static_cast<int>(port);
  SEO_ASSIGN_OR_RETURN(s.username, seo::sdk::bodyLine(body, "username", kMaxSmtpUsernameChars));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> password,
                       seo::sdk::bodyText(body, "password", kMaxSmtpPasswordChars));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> from, seo::sdk::bodyEmail(body, "from_address"));
  if (!from) return Status::missingField("from_address");
  s.from_address = std::move(*from);
  SEO_ASSIGN_OR_RETURN(s.from_name, seo::sdk::bodyLine(body, "from_name", kMaxFromNameChars));
  if (password) {
    if (!s.username) return Status::invalidField("password", "needs a username");
    SEO_ASSIGN_OR_RETURN(std::string sealed, host.secrets().seal(*password));
    s.password_sealed = std::move(sealed);
  } else if (s.username && previous && previous->username == s.username) {
    s.password_sealed = previous->password_sealed;
  }
  if (s.username && !s.password_sealed) {
    return Status::invalidField("password", "is required with a username");
  }
  return s;
}

std::optional<SmtpSettings> findSmtpSettings(soci::session& sql,
                                             const std::string& organization_id) {
  SmtpSettings s;
  sql << "SELECT organization_id, host, port, security, username, password_sealed, "
         "from_address, from_name, updated_at FROM backlink_smtp_settings WHERE "
         "organization_id = :o",
      soci::use(organization_id), soci::into(s.organization_id), soci::into(s.host),
      soci::into(s.port), soci::into(s.security), soci::into(s.username),
      soci::into(s.password_sealed), soci::into(s.from_address), soci::into(s.from_name),
      soci::into(s.updated_at);
  if (!sql.got_data()) return std::nullopt;
  return s;
}

void saveSmtpSettings(soci::session& sql, const SmtpSettings& s) {
  sql << "DELETE FROM backlink_smtp_settings WHERE organization_id = :o",
      soci::use(s.organization_id);
  sql << "INSERT INTO backlink_smtp_settings (organization_id, host, port, security, username, "
         "password_sealed, from_address, from_name, updated_at) VALUES (:o, :h, :p, :s, :u, "
         ":pw, :f, :fn, :t)",
      soci::use(s.organization_id), soci::use(s.host), soci::use(s.port), soci::use(s.security),
      soci::use(s.username), soci::use(s.password_sealed), soci::use(s.from_address),
      soci::use(s.from_name), soci::use(s.updated_at);
}

bool deleteSmtpSettings(soci::session& sql, const std::string& organization_id) {
  soci::statement st = (sql.prepare << "DELETE FROM backlink_smtp_settings WHERE "
                                       "organization_id = :o",
                        soci::use(organization_id));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

rapidjson::Value smtpSettingsJson(const SmtpSettings& s, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("host", string(s.host, a), a);
  v.AddMember("port", s.port, a);
  v.AddMember("security", string(s.security, a), a);
  v.AddMember("username", s.username ? string(*s.username, a) : rapidjson::Value(), a);
  v.AddMember("has_password", s.password_sealed.has_value(), a);
  v.AddMember("from_address", string(s.from_address, a), a);
  v.AddMember("from_name", s.from_name ? string(*s.from_name, a) : rapidjson::Value(), a);
  v.AddMember("updated_at", string(s.updated_at, a), a);
  return v;
}

Result<seo::sdk::MailServer> mailServerOf(seo::sdk::Host& host, const SmtpSettings& s) {
  seo::sdk::MailServer server;
  server.host = s.host;
  server.port = s.port;
  server.security =
      s.security == "tls" ? seo::sdk::MailSecurity::ImplicitTls : seo::sdk::MailSecurity::StartTls;
  server.username = s.username.value_or("");
  if (s.password_sealed) {
    SEO_ASSIGN_OR_RETURN(server.password, host.secrets().open(*s.password_sealed));
  }
  return server;
}

}  // namespace seo::plugins::backlinks
