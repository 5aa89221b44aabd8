#include "core/server/control_socket.h"

#include <gtest/gtest.h>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <string>

#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using std::chrono::seconds;

class ControlSocketTest : public ::testing::Test {
 protected:
  std::string path() const { return (dir_.path() / "control.sock").string(); }
  static std::string echo(const std::string& line) { return "you said " + line; }

  testing::TempDir dir_;
};

TEST_F(ControlSocketTest, AnswersOneLineAndOnlyTheOwnerMayConnect) {
  ControlSocket socket(path(), &echo);
  ASSERT_TRUE(socket.start().isOk());
  struct stat st {};
  ASSERT_EQ(::stat(path().c_str(), &st), 0);
  EXPECT_TRUE(S_ISSOCK(st.st_mode));
  EXPECT_EQ(st.st_mode & 0777, 0600u);

  auto answer = controlRequest(path(), "reload analytics", seconds(5));
  ASSERT_TRUE(answer.isOk()) << answer.status().message();
  EXPECT_EQ(answer.value(), "you said reload analytics");
  // One request per connection, any number of connections.
  EXPECT_EQ(controlRequest(path(), "plugins", seconds(5)).value(), "you said plugins");

  socket.stop();
  EXPECT_FALSE(std::filesystem::exists(path()));
  auto gone = controlRequest(path(), "plugins", seconds(5));
  ASSERT_FALSE(gone.isOk());
  EXPECT_NE(gone.status().message().find("cannot reach the server"), std::string::npos);
}

TEST_F(ControlSocketTest, ASecondServerOnThePathIsRefusedAndTheFirstServesOn) {
  ControlSocket first(path(), &echo);
  ASSERT_TRUE(first.start().isOk());
  ControlSocket second(path(), [](const std::string&) { return std::string("second"); });
  seo::sdk::Status refused = second.start();
  EXPECT_EQ(refused.code(), seo::sdk::Code::Unavailable);
  EXPECT_NE(refused.message().find("held by another server"), std::string::npos);
  second.stop();  // must not remove the first one's socket
  EXPECT_EQ(controlRequest(path(), "x", seconds(5)).value(), "you said x");
}

TEST_F(ControlSocketTest, ASocketFileLeftByACrashIsReplaced) {
  // A bound socket file with nobody listening, as a killed server leaves it.
  int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  std::strncpy(address.sun_path, path().c_str(), sizeof address.sun_path - 1);
  ASSERT_EQ(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
  ::close(fd);
  ASSERT_TRUE(std::filesystem::exists(path()));

  ControlSocket socket(path(), &echo);
  ASSERT_TRUE(socket.start().isOk());
  EXPECT_EQ(controlRequest(path(), "x", seconds(5)).value(), "you said x");
}

TEST_F(ControlSocketTest, PathTooLongForASocketAddressIsRefused) {
  std::string long_path = "/tmp/" + std::string(200, 'x') + ".sock";
  ControlSocket socket(long_path, &echo);
  EXPECT_EQ(socket.start().code(), seo::sdk::Code::InvalidArgument);
  EXPECT_EQ(controlRequest(long_path, "x", seconds(1)).status().code(),
            seo::sdk::Code::InvalidArgument);
}

}  // namespace
}  // namespace seo::core
