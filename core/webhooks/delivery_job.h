// The job that attempts one webhook delivery (kind kDeliverJob): signs the stored payload with
// the endpoint's secrets (Standard Webhooks), POSTs it without following redirects, records the
// attempt, and decides what comes next: done on 2xx; the endpoint disabled on 410 or after
// failing for days; otherwise another attempt on the retry schedule (retry_schedule.h), or the
// delivery failed for good once the schedule is spent. At least once: a worker lost after the
// POST but before the record makes the queue run the job again, with the same webhook-id.
#pragma once

#include <string>

#include "core/webhooks/webhook_options.h"
#include "seo/sdk/job.h"

namespace seo::core {

seo::sdk::Result<std::string> attemptDelivery(seo::sdk::JobContext& job,
                                              const WebhookOptions& options);

}  // namespace seo::core
