#include "core/metering/credit_reservation.h"

#include <algorithm>
#include <chrono>

#include "core/common/clock.h"
#include "core/jobs/prune_step.h"
#include "core/metering/meter.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// The ledger reference of what a settled reservation gave back.
std::string givenBackReference(const std::string& reference) { return "reservation:" + reference; }

struct Held {
  std::string resource;
  long long reserved = 0;
  long long drawn = 0;
  bool settled = false;
};

// Reservation `reference`, locked for the rest of the transaction (a no-op write locks on both
// dialects, as refundCredits does); false when there is none.
bool lockedReservation(soci::session& sql, const std::string& org, const std::string& reference,
                       Held* out) {
  soci::statement lock =
      (sql.prepare << "UPDATE credit_reservations SET drawn = drawn WHERE organization_id = :o "
                      "AND reference = :r",
       soci::use(org), soci::use(reference));
  lock.execute(true);
  if (lock.get_affected_rows() == 0) return false;
  soci::indicator settled_ind = soci::i_null;
  std::string settled_at;
  sql << "SELECT resource, reserved, drawn, settled_at FROM credit_reservations "
         "WHERE organization_id = :o AND reference = :r",
      soci::use(org), soci::use(reference), soci::into(out->resource), soci::into(out->reserved),
      soci::into(out->drawn), soci::into(settled_at, settled_ind);
  out->settled = settled_ind == soci::i_ok;
  return sql.got_data();
}

// Settles up to `batch` reservations opened before `open_for` ago and still open.
Result<long long> settleStale(seo::sdk::Host& host, std::chrono::hours open_for, int batch) {
  long long settled = 0;
  Status s = host.withTransaction([&](soci::session& sql) {
    const std::string before = isoTime(clockNow() - open_for);
    const long long limit = batch;
    std::vector<std::string> orgs(static_cast<std::size_t>(batch));
    std::vector<std::string> refs(static_cast<std::size_t>(batch));
    sql << "SELECT organization_id, reference FROM credit_reservations WHERE settled_at IS NULL "
           "AND created_at < :b ORDER BY created_at LIMIT :l",
        soci::use(before), soci::use(limit), soci::into(orgs), soci::into(refs);
    for (std::size_t i = 0; i < refs.size(); ++i) {
      SEO_RETURN_IF_ERROR(settleReservation(sql, orgs[i], refs[i]));
    }
    settled = static_cast<long long>(refs.size());
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return settled;
}

// Deletes up to `batch` reservations settled before `keep` ago.
Result<long long> pruneSettled(seo::sdk::Host& host, std::chrono::hours keep, int batch) {
  return pruneOlderThan(host,
                        "DELETE FROM credit_reservations WHERE (organization_id, reference) IN "
                        "(SELECT organization_id, reference FROM credit_reservations WHERE "
                        "settled_at IS NOT NULL AND settled_at < :b ORDER BY settled_at LIMIT :l)",
                        keep, batch);
}

}  // namespace

Status reserveCredits(soci::session& sql, Dialect dialect, const std::string& organization_id,
                      const std::string& resource, std::int64_t amount,
                      const std::string& reference) {
  if (amount <= 0) return Status::internal("a reservation must be positive");
  Held held;
  if (lockedReservation(sql, organization_id, reference, &held)) return Status::ok();
  Spend spend;
  spend.organization_id = organization_id;
  spend.resource = resource;
  spend.amount = amount;
  spend.route = "reserve";
  spend.request_id = reference;
  SEO_RETURN_IF_ERROR(consumeCredits(sql, dialect, spend));
  long long reserved = amount;
  const std::string now = isoNow();
  sql << "INSERT INTO credit_reservations (organization_id, reference, resource, reserved, "
         "drawn, settled_at, created_at) VALUES (:o, :r, :res, :a, 0, NULL, :t)",
      soci::use(organization_id), soci::use(reference), soci::use(resource), soci::use(reserved),
      soci::use(now);
  return Status::ok();
}

std::int64_t reservationLeft(soci::session& sql, const std::string& organization_id,
                             const std::string& reference) {
  long long left = 0;
  soci::indicator ind = soci::i_null;
  sql << "SELECT reserved - drawn FROM credit_reservations WHERE organization_id = :o AND "
         "reference = :r AND settled_at IS NULL",
      soci::use(organization_id), soci::use(reference), soci::into(left, ind);
  return sql.got_data() && ind == soci::i_ok ? std::max(0LL, left) : 0;
}

Result<std::int64_t> drawReservation(soci::session& sql, const std::string& organization_id,
                                     const std::string& reference, std::int64_t used) {
  Held held;
  if (used <= 0) return std::int64_t{0};
  if (!lockedReservation(sql, organization_id, reference, &held) || held.settled) return used;
  long long take = std::min<long long>(used, std::max(0LL, held.reserved - held.drawn));
  if (take > 0) {
    sql << "UPDATE credit_reservations SET drawn = drawn + :d WHERE organization_id = :o AND "
           "reference = :r",
        soci::use(take), soci::use(organization_id), soci::use(reference);
  }
  return used - take;
}

Status settleReservation(soci::session& sql, const std::string& organization_id,
                         const std::string& reference) {
  Held held;
  if (!lockedReservation(sql, organization_id, reference, &held) || held.settled) {
    return Status::ok();
  }
  const std::string now = isoNow();
  sql << "UPDATE credit_reservations SET settled_at = :t WHERE organization_id = :o AND "
         "reference = :r",
      soci::use(now), soci::use(organization_id), soci::use(reference);
  const long long back = held.reserved - held.drawn;
  if (back <= 0) return Status::ok();
  return refundCredits(sql, organization_id, held.resource, back, givenBackReference(reference));
}

std::vector<PruneStep> reservationPruneSteps(int open_hours, int kept_days) {
  std::vector<PruneStep> steps;
  const std::chrono::hours open_for(std::max(1, open_hours));
  steps.push_back({"credit reservations left open", [open_for](seo::sdk::Host& host, int batch) {
                     return settleStale(host, open_for, batch);
                   }});
  if (kept_days > 0) {
    const std::chrono::hours keep = std::chrono::hours(24) * kept_days;
    steps.push_back({"settled credit reservations", [keep](seo::sdk::Host& host, int batch) {
                       return pruneSettled(host, keep, batch);
                     }});
  }
  return steps;
}

}  // namespace seo::core
