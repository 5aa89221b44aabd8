#include "core/metering/meter.h"

#include <algorithm>
#include <chrono>

#include "core/common/clock.h"
#include "core/common/ids.h"
#include "core/storage/dialect.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// A bucket whose period ended starts the current one empty.
void rollOverPeriod(soci::session& sql, const std::string& org, const std::string& resource) {
  auto now = std::chrono::system_clock::now();
  std::string now_iso = isoTime(now);
  std::string start = monthStart(now);
  std::string end = nextMonthStart(now);
  sql << "UPDATE credit_buckets SET used = 0, period_start = :s, period_end = :e "
         "WHERE organization_id = :o AND resource = :r AND period_end <= :n",
      soci::use(start), soci::use(end), soci::use(org), soci::use(resource), soci::use(now_iso);
}

// The bucket's quota and used credits, locked for the rest of the transaction; false when the
// organization has no bucket of `resource`.
bool lockedBucket(soci::session& sql, Dialect dialect, const std::string& org,
                  const std::string& resource, long long* quota, long long* used) {
  sql << std::string("SELECT quota, used FROM credit_buckets WHERE organization_id = :o "
                     "AND resource = :r") + forUpdate(dialect),
      soci::use(org), soci::use(resource), soci::into(*quota), soci::into(*used);
  return sql.got_data();
}

}  // namespace

Status consumeCredits(soci::session& sql, Dialect dialect, const Spend& spend) {
  if (spend.amount <= 0) {
    return Status::internal("credit spend must be positive, got " + std::to_string(spend.amount));
  }
  rollOverPeriod(sql, spend.organization_id, spend.resource);

  long long amount = spend.amount;
  soci::statement update =
      (sql.prepare << "UPDATE credit_buckets SET used = used + :a "
                      "WHERE organization_id = :o AND resource = :r AND used + :a2 <= quota",
       soci::use(amount), soci::use(spend.organization_id), soci::use(spend.resource),
       soci::use(amount));
  update.execute(true);
  long long overage = 0;
  if (update.get_affected_rows() == 0) {
    int metered = 0;
    sql << "SELECT metered_billing FROM organizations WHERE id = :o",
        soci::use(spend.organization_id), soci::into(metered);
    if (!sql.got_data() || metered == 0) {
      return Status::paymentRequired("Usage limit reached for " + spend.resource);
    }
    long long quota = 0;
    long long used = 0;
    // Locked, so the overage below is computed from the row this spend updates.
    if (!lockedBucket(sql, dialect, spend.organization_id, spend.resource, &quota, &used)) {
      if (Status s = setQuota(sql, spend.organization_id, spend.resource, 0); !s.isOk()) return s;
    }
    // Only the part of this spend above the quota is overage.
    overage = used + amount - std::max(quota, used);
    sql << "UPDATE credit_buckets SET used = used + :a "
           "WHERE organization_id = :o AND resource = :r",
        soci::use(amount), soci::use(spend.organization_id), soci::use(spend.resource);
  }

  std::string id = newUuid();
  std::string now = isoNow();
  // A spend made with the console's session has no key: NULL, as for the host's own spends.
  soci::indicator key_ind = spend.api_key_id.empty() ? soci::i_null : soci::i_ok;
  sql << "INSERT INTO usage_ledger (id, organization_id, resource, amount, overage, route, "
         "request_id, api_key_id, created_at) VALUES (:id, :o, :r, :a, :ov, :route, :req, :k, :t)",
      soci::use(id), soci::use(spend.organization_id), soci::use(spend.resource), soci::use(amount),
      soci::use(overage), soci::use(spend.route), soci::use(spend.request_id),
      soci::use(spend.api_key_id, key_ind), soci::use(now);
  return Status::ok();
}

Result<std::int64_t> chargeUsage(soci::session& sql, Dialect dialect, const Spend& spend) {
  Status full = consumeCredits(sql, dialect, spend);
  if (full.isOk()) return spend.amount;
  if (full.code() != seo::sdk::Code::PaymentRequired) return full;
  long long quota = 0;
  long long used = 0;
  if (!lockedBucket(sql, dialect, spend.organization_id, spend.resource, &quota, &used) ||
      quota - used <= 0) {
    return std::int64_t{0};
  }
  Spend rest = spend;
  rest.amount = quota - used;
  if (Status s = consumeCredits(sql, dialect, rest); !s.isOk()) return s;
  return rest.amount;
}

Result<bool> canSpend(soci::session& sql, const std::string& organization_id,
                      const std::string& resource) {
  rollOverPeriod(sql, organization_id, resource);
  long long left = 0;
  sql << "SELECT quota - used FROM credit_buckets WHERE organization_id = :o AND resource = :r",
      soci::use(organization_id), soci::use(resource), soci::into(left);
  if (sql.got_data() && left > 0) return true;
  int metered = 0;
  sql << "SELECT metered_billing FROM organizations WHERE id = :o", soci::use(organization_id),
      soci::into(metered);
  return sql.got_data() && metered != 0;
}

Status refundCredits(soci::session& sql, const std::string& organization_id,
                     const std::string& resource, std::int64_t amount,
                     const std::string& reference) {
  if (amount <= 0) return Status::internal("credit refund must be positive");
  // Locks the bucket row first (a no-op write locks on both dialects), so concurrent refunds
  // run one after the other: each sees the used value it changes and the refunds committed
  // before it, and one reference is never refunded twice.
  soci::statement lock =
      (sql.prepare << "UPDATE credit_buckets SET used = used WHERE organization_id = :o "
                      "AND resource = :r",
       soci::use(organization_id), soci::use(resource));
  lock.execute(true);
  if (lock.get_affected_rows() == 0) return Status::ok();  // no bucket: nothing was spent
  int done = 0;
  sql << "SELECT COUNT(*) FROM usage_ledger WHERE organization_id = :o AND resource = :r "
         "AND route = 'refund' AND request_id = :ref",
      soci::use(organization_id), soci::use(resource), soci::use(reference), soci::into(done);
  if (done > 0) return Status::ok();
  long long quota = 0;
  long long used = 0;
  sql << "SELECT quota, used FROM credit_buckets WHERE organization_id = :o AND resource = :r",
      soci::use(organization_id), soci::use(resource), soci::into(quota), soci::into(used);
  if (!sql.got_data()) return Status::ok();
  long long back = std::min<long long>(amount, used);
  // The overage of a metered organization is refunded first: it is what the spend added last.
  long long overage_back = std::min(back, std::max(0LL, used - quota));
  sql << "UPDATE credit_buckets SET used = used - :a WHERE organization_id = :o AND resource = :r",
      soci::use(back), soci::use(organization_id), soci::use(resource);
  std::string id = newUuid();
  std::string now = isoNow();
  long long negative = -back;
  long long negative_overage = -overage_back;
  sql << "INSERT INTO usage_ledger (id, organization_id, resource, amount, overage, route, "
         "request_id, api_key_id, created_at) VALUES (:id, :o, :r, :a, :ov, 'refund', :ref, "
         "NULL, :t)",
      soci::use(id), soci::use(organization_id), soci::use(resource), soci::use(negative),
      soci::use(negative_overage), soci::use(reference), soci::use(now);
  return Status::ok();
}

Status setQuota(soci::session& sql, const std::string& organization_id, const std::string& resource,
                std::int64_t quota) {
  long long q = quota;
  soci::statement update =
      (sql.prepare << "UPDATE credit_buckets SET quota = :q WHERE organization_id = :o "
                      "AND resource = :r",
       soci::use(q), soci::use(organization_id), soci::use(resource));
  update.execute(true);
  if (update.get_affected_rows() == 0) {
    auto now = std::chrono::system_clock::now();
    std::string start = monthStart(now);
    std::string end = nextMonthStart(now);
    sql << "INSERT INTO credit_buckets (organization_id, resource, quota, used, period_start, "
           "period_end) VALUES (:o, :r, :q, 0, :s, :e)",
        soci::use(organization_id), soci::use(resource), soci::use(q), soci::use(start),
        soci::use(end);
  }
  return Status::ok();
}

std::optional<Bucket> exhaustedBucket(soci::session& sql, const std::string& organization_id,
                                      const std::string& resource) {
  Bucket b;
  b.resource = resource;
  long long quota = 0;
  long long used = 0;
  sql << "SELECT quota, used, period_start, period_end FROM credit_buckets "
         "WHERE organization_id = :o AND resource = :r",
      soci::use(organization_id), soci::use(resource), soci::into(quota), soci::into(used),
      soci::into(b.period_start), soci::into(b.period_end);
  if (!sql.got_data() || quota <= 0 || used < quota) return std::nullopt;
  b.quota = quota;
  b.used = used;
  return b;
}

Result<std::vector<Bucket>> listBuckets(Database& db, const std::string& organization_id) {
  std::vector<Bucket> buckets;
  Status s = db.withSession([&](soci::session& sql) {
    soci::rowset<soci::row> rows =
        (sql.prepare << "SELECT resource, quota, used, period_start, period_end "
                        "FROM credit_buckets WHERE organization_id = :o ORDER BY resource",
         soci::use(organization_id));
    for (const soci::row& row : rows) {
      Bucket b;
      b.resource = row.get<std::string>(0);
      b.quota = row.get<long long>(1);
      b.used = row.get<long long>(2);
      b.period_start = row.get<std::string>(3);
      b.period_end = row.get<std::string>(4);
      buckets.push_back(std::move(b));
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return buckets;
}

}  // namespace seo::core
