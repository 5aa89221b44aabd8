// File: testing/fake_mailer.h
// A Mailer for plugin authors' unit tests: every delivery is kept with the server it was handed
// to, and answered `failure` (OK unless the test sets it).
#pragma once

#include <mutex>
#include <utility>
#include <vector>

#include "seo/sdk/mail.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class FakeMailer : public Mailer {
 public:
  Status send(const MailServer& server, const MailDelivery& delivery) override {
    std::lock_guard<std::mutex> lock(mutex_);
    sent.emplace_back(server, delivery);
    return failure;
  }

  std::vector<std::pair<MailServer, MailDelivery>> sent;
  Status failure = Status::ok();

 private:
  std::mutex mutex_;
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
