#include "plugins/keywords/keyword_group_store.h"

#include "plugins/keywords/request_values.h"

namespace seo::plugins::keywords {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// Inserts the group unless the website has one of that name; the number of rows inserted.
long long insertGroup(soci::session& sql, const std::string& website_id, const std::string& id,
                      const std::string& name, const std::string& created_at) {
  std::string key = seo::sdk::ascii::lower(name);
  soci::statement st =
      (sql.prepare << "INSERT INTO keyword_groups (id, website_id, name, name_key, created_at) "
                      "VALUES (:i, :w, :n, :k, :t) ON CONFLICT (website_id, name_key) DO NOTHING",
       soci::use(id), soci::use(website_id), soci::use(name), soci::use(key),
       soci::use(created_at));
  st.execute(true);
  return st.get_affected_rows();
}

bool findGroup(soci::session& sql, const std::string& website_id, const std::string& name,
               GroupRef* out) {
  std::string key = seo::sdk::ascii::lower(name);
  sql << "SELECT id, name FROM keyword_groups WHERE website_id = :w AND name_key = :k",
      soci::use(website_id), soci::use(key), soci::into(out->id), soci::into(out->name);
  return sql.got_data();
}

}  // namespace

Result<GroupRef> findOrCreateGroup(seo::sdk::Host& host, soci::session& sql,
                                   const std::string& website_id, const std::string& name) {
  GroupRef group;
  if (findGroup(sql, website_id, name, &group)) return group;
  insertGroup(sql, website_id, host.newId(), name, host.now());
  // Whether this request inserted it or a concurrent one did, it exists now.
  if (findGroup(sql, website_id, name, &group)) return group;
  return Status::internal("keyword group '" + name + "' could not be created");
}

Status createGroup(soci::session& sql, const std::string& website_id, const std::string& id,
                   const std::string& name, const std::string& created_at) {
  if (insertGroup(sql, website_id, id, name, created_at) == 0) {
    return Status::conflict("A keyword group named '" + name + "' already exists");
  }
  return Status::ok();
}

bool groupExists(soci::session& sql, const std::string& website_id, const std::string& group_id) {
  int one = 0;
  sql << "SELECT 1 FROM keyword_groups WHERE website_id = :w AND id = :i", soci::use(website_id),
      soci::use(group_id), soci::into(one);
  return sql.got_data();
}

}  // namespace seo::plugins::keywords
