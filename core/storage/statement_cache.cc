#include "core/storage/statement_cache.h"

#include "core/storage/dialect.h"

namespace seo::core {

namespace {

std::unique_ptr<soci::statement> prepared(soci::session& sql, std::string_view text,
                                          soci::details::statement_type type) {
  auto statement = std::make_unique<soci::statement>(sql);
  statement->alloc();
  statement->prepare(std::string(text), type);
  return statement;
}

}  // namespace

std::unique_ptr<soci::statement> prepareOnce(soci::session& sql, std::string_view text) {
  return prepared(sql, text, soci::details::st_one_time_query);
}

soci::statement* StatementCache::lease(std::string_view text) {
  if (auto found = by_text_.find(text); found != by_text_.end()) {
    Entries::iterator entry = found->second;
    if (entry->leased) return prepareOnce(sql_, text).release();
    entries_.splice(entries_.begin(), entries_, entry);  // most recent first
    entry->leased = true;
    return entry->statement.get();
  }
  std::unique_ptr<soci::statement> statement =
      prepared(sql_, text, soci::details::st_repeatable_query);
  if (by_text_.size() >= kCapacity) evictOne();
  entries_.push_front(Entry{std::string(text), std::move(statement), true});
  by_text_.emplace(entries_.front().text, entries_.begin());
  by_statement_.emplace(entries_.front().statement.get(), entries_.begin());
  return entries_.front().statement.get();
}

void StatementCache::release(soci::statement* statement) noexcept {
  auto found = by_statement_.find(statement);
  if (found == by_statement_.end()) {  // prepared once (prepareOnce)
    delete statement;
    return;
  }
  Entries::iterator entry = found->second;
  try {
    statement->bind_clean_up();
    finishStatement(*statement, dialect_);
    entry->leased = false;
    return;
  } catch (...) {
  }
  // Cannot be made ready again (the connection failed, say): prepared anew at its next lease.
  by_statement_.erase(found);
  by_text_.erase(entry->text);
  entries_.erase(entry);
}

void StatementCache::clear() noexcept {
  by_statement_.clear();
  by_text_.clear();
  entries_.clear();  // PostgreSQL: DEALLOCATE, which fails quietly on a broken connection
}

void StatementCache::evictOne() {
  // The least recently leased that nobody holds; with every one leased, the cache grows by one
  // until they come back (a caller holds as many as it nests, a handful at most).
  for (auto it = entries_.end(); it != entries_.begin();) {
    --it;
    if (it->leased) continue;
    by_statement_.erase(it->statement.get());
    by_text_.erase(it->text);
    entries_.erase(it);  // PostgreSQL: DEALLOCATE
    return;
  }
}

}  // namespace seo::core
