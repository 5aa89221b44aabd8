#include "plugins/keywords/keyword_group_store.h"

#include "plugins/keywords/keyword_counts.h"

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
    // Named as the website stored it: "shoes" is refused because of "Shoes".
    GroupRef taken;
    const std::string& shown = findGroup(sql, website_id, name, &taken) ? taken.name : name;
    return Status::conflict("A keyword group named '" + shown + "' already exists");
  }
  return Status::ok();
}

bool groupExists(soci::session& sql, const std::string& website_id, const std::string& group_id) {
  int one = 0;
  sql << "SELECT 1 FROM keyword_groups WHERE website_id = :w AND id = :i", soci::use(website_id),
      soci::use(group_id), soci::into(one);
  return sql.got_data();
}

std::vector<KeywordGroupRecord> listGroups(soci::session& sql, const std::string& website_id) {
  std::vector<KeywordGroupRecord> groups;
  KeywordGroupRecord row;
  soci::statement st =
      (sql.prepare << "SELECT g.id, g.name, g.created_at, COUNT(k.id) FROM keyword_groups g "
                      "LEFT JOIN keywords k ON k.group_id = g.id AND k.website_id = g.website_id "
                      "WHERE g.website_id = :w GROUP BY g.id, g.name, g.name_key, g.created_at "
                      "ORDER BY g.name_key, g.id",
       soci::use(website_id), soci::into(row.id), soci::into(row.name), soci::into(row.created_at),
       soci::into(row.keyword_count));
  st.execute();
  while (st.fetch()) groups.push_back(row);
  return groups;
}

Status deleteGroup(soci::session& sql, seo::sdk::Dialect dialect, const std::string& website_id,
                   const std::string& group_id) {
  // Ungrouped explicitly rather than by the foreign key, so it holds whatever the database's
  // foreign-key setting; then the group's counts move to "no group" (keyword rows before count
  // rows, the order every write locks them in).
  sql << "UPDATE keywords SET group_id = NULL WHERE website_id = :w AND group_id = :g",
      soci::use(website_id), soci::use(group_id);
  ungroupCounts(sql, dialect, website_id, group_id);
  soci::statement st = (sql.prepare << "DELETE FROM keyword_groups WHERE website_id = :w "
                                       "AND id = :g",
                        soci::use(website_id), soci::use(group_id));
  st.execute(true);
  if (st.get_affected_rows() == 0) return Status::notFound();  // the caller rolls back
  return Status::ok();
}

}  // namespace seo::plugins::keywords
