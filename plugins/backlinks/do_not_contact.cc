#include "plugins/backlinks/do_not_contact.h"

#include "seo/sdk/util/soci_optional.h"

namespace seo::plugins::backlinks {

using seo::sdk::json::string;

std::string listKey(std::string_view email) { return seo::sdk::ascii::lower(email); }

bool isOnDoNotContact(soci::session& sql, const std::string& organization_id,
                      const std::string& email) {
  int found = 0;
  std::string key = listKey(email);
  sql << "SELECT 1 FROM backlink_do_not_contact WHERE organization_id = :o AND email = :e",
      soci::use(organization_id), soci::use(key), soci::into(found);
  return sql.got_data();
}

bool addDoNotContact(soci::session& sql, const std::string& organization_id,
                     const DoNotContactEntry& entry) {
  std::string key = listKey(entry.email);
  soci::statement st =
      (sql.prepare << "INSERT INTO backlink_do_not_contact (organization_id, email, reason, "
                      "created_at) VALUES (:o, :e, :r, :c) ON CONFLICT (organization_id, email) "
                      "DO NOTHING",
       soci::use(organization_id), soci::use(key), soci::use(entry.reason),
       soci::use(entry.created_at));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

bool removeDoNotContact(soci::session& sql, const std::string& organization_id,
                        const std::string& email) {
  std::string key = listKey(email);
  soci::statement st = (sql.prepare << "DELETE FROM backlink_do_not_contact WHERE "
                                       "organization_id = :o AND email = :e",
                        soci::use(organization_id), soci::use(key));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

std::vector<DoNotContactEntry> listDoNotContact(soci::session& sql,
                                                const std::string& organization_id) {
  std::vector<DoNotContactEntry> out;
  DoNotContactEntry e;
  soci::statement st = (sql.prepare << "SELECT email, reason, created_at FROM "
                                       "backlink_do_not_contact WHERE organization_id = :o "
                                       "ORDER BY email",
                        soci::use(organization_id), soci::into(e.email), soci::into(e.reason),
                        soci::into(e.created_at));
  st.execute();
  while (st.fetch()) out.push_back(e);
  return out;
}

rapidjson::Value doNotContactJson(const DoNotContactEntry& e,
                                  rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("email", string(e.email, a), a);
  v.AddMember("reason", e.reason ? string(*e.reason, a) : rapidjson::Value(), a);
  v.AddMember("created_at", string(e.created_at, a), a);
  return v;
}

}  // namespace seo::plugins::backlinks
