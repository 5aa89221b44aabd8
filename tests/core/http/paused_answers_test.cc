#include "core/http/paused_answers.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace seo::core {
namespace {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

TEST(PausedAnswersTest, EachIsSentAfterItsPauseInTheOrderTheyAreDue) {
  std::mutex mutex;
  std::vector<std::string> sent;
  std::vector<Clock::duration> waited;
  auto started = Clock::now();
  {
    PausedAnswers paused;
    auto record = [&](std::string name) {
      return [&, name] {
        std::lock_guard<std::mutex> lock(mutex);
        sent.push_back(name);
        waited.push_back(Clock::now() - started);
      };
    };
    paused.after(200ms, record("later"));
    paused.after(50ms, record("sooner"));
    paused.after(50ms, record("sooner, second"));
    for (int i = 0; i < 300; ++i) {  // until the three are sent
      {
        std::lock_guard<std::mutex> lock(mutex);
        if (sent.size() == 3) break;
      }
      std::this_thread::sleep_for(5ms);
    }
  }
  ASSERT_EQ(sent, (std::vector<std::string>{"sooner", "sooner, second", "later"}));
  EXPECT_GE(waited[0], 50ms);
  EXPECT_GE(waited[2], 200ms);
}

TEST(PausedAnswersTest, PastItsRoomAndWhenDestroyedItSendsAtOnce) {
  std::atomic<int> sent{0};
  {
    PausedAnswers paused(1);
    paused.after(std::chrono::hours(1), [&] { ++sent; });
    paused.after(std::chrono::hours(1), [&] { ++sent; });  // no room: sent now
    EXPECT_EQ(sent.load(), 1);
  }
  EXPECT_EQ(sent.load(), 2) << "the one waiting is sent when the server stops";
}

}  // namespace
}  // namespace seo::core
