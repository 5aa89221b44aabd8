#include "greeting_store.h"

namespace hello {

void insertGreeting(soci::session& sql, const Greeting& g) {
  sql << "INSERT INTO hello_greetings (id, website_id, message, created_at) "
         "VALUES (:i, :w, :m, :t)",
      soci::use(g.id), soci::use(g.website_id), soci::use(g.message), soci::use(g.created_at);
}

std::int64_t countGreetings(soci::session& sql, const std::string& website_id) {
  long long count = 0;
  sql << "SELECT COUNT(*) FROM hello_greetings WHERE website_id = :w", soci::use(website_id),
      soci::into(count);
  return count;
}

std::vector<Greeting> greetingPage(soci::session& sql, const std::string& website_id,
                                   std::int64_t limit, std::int64_t offset) {
  std::vector<Greeting> page;
  Greeting g;
  g.website_id = website_id;
  long long l = limit, o = offset;
  soci::statement st = (sql.prepare << "SELECT id, message, created_at FROM hello_greetings "
                                       "WHERE website_id = :w ORDER BY created_at, id "
                                       "LIMIT :l OFFSET :o",
                        soci::use(website_id), soci::use(l), soci::use(o), soci::into(g.id),
                        soci::into(g.message), soci::into(g.created_at));
  st.execute();
  while (st.fetch()) page.push_back(g);
  return page;
}

}  // namespace hello
