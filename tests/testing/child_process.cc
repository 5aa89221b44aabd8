#include "tests/testing/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <thread>

extern char** environ;

namespace seo::tests {
namespace {

// A proxy from the caller's shell would send the tests' loopback traffic elsewhere.
bool isProxyVariable(std::string name) {
  for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return name == "http_proxy" || name == "https_proxy" || name == "all_proxy" ||
         name == "no_proxy";
}

std::vector<std::string> childEnvironment(const std::map<std::string, std::string>& extra) {
  std::vector<std::string> env;
  for (char** e = environ; *e != nullptr; ++e) {
    std::string entry = *e;
    std::string name = entry.substr(0, entry.find('='));
    if (name.rfind("SEO_", 0) == 0 || extra.count(name) > 0 || isProxyVariable(name)) continue;
    env.push_back(entry);
  }
  for (const auto& [name, value] : extra) env.push_back(name + "=" + value);
  return env;
}

std::vector<char*> pointers(std::vector<std::string>& items) {
  std::vector<char*> out;
  for (std::string& s : items) out.push_back(s.data());
  out.push_back(nullptr);
  return out;
}

int statusOf(int raw) {
  if (WIFEXITED(raw)) return WEXITSTATUS(raw);
  if (WIFSIGNALED(raw)) return 128 + WTERMSIG(raw);
  return -1;
}

}  // namespace

ChildProcess::~ChildProcess() {
  if (pid_ > 0 && !exit_status_) kill();
  if (stdout_fd_ >= 0) ::close(stdout_fd_);
  if (stderr_fd_ >= 0) ::close(stderr_fd_);
}

bool ChildProcess::start(const ChildSpec& spec, std::string* error) {
  if (spec.argv.empty()) {
    *error = "no program given";
    return false;
  }
  if (spec.stderr_path.empty()) {
    std::string pattern = std::filesystem::temp_directory_path().string() + "/seo-e2e-err-XXXXXX";
    stderr_fd_ = ::mkostemp(pattern.data(), O_CLOEXEC | O_APPEND);
    if (stderr_fd_ >= 0) ::unlink(pattern.c_str());
  } else {
    stderr_fd_ = ::open(spec.stderr_path.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC,
                        0644);
  }
  if (stderr_fd_ < 0) {
    *error = std::string("cannot open the stderr file: ") + std::strerror(errno);
    return false;
  }
  // Standard input from a file written now, so a child that reads little never blocks us.
  int input_fd = -1;
  if (!spec.stdin_text.empty()) {
    std::string pattern = std::filesystem::temp_directory_path().string() + "/seo-e2e-in-XXXXXX";
    input_fd = ::mkostemp(pattern.data(), O_CLOEXEC);
    if (input_fd < 0) {
      *error = std::string("cannot open the stdin file: ") + std::strerror(errno);
      return false;
    }
    ::unlink(pattern.c_str());
    bool written = ::write(input_fd, spec.stdin_text.data(), spec.stdin_text.size()) ==
                   static_cast<ssize_t>(spec.stdin_text.size());
    if (!written || ::lseek(input_fd, 0, SEEK_SET) != 0) {
      ::close(input_fd);
      *error = "cannot write the stdin file";
      return false;
    }
  }
  int out[2];
  if (::pipe2(out, O_CLOEXEC) != 0) {
    if (input_fd >= 0) ::close(input_fd);
    *error = std::string("pipe2: ") + std::strerror(errno);
    return false;
  }
  // Everything the child needs is built before fork: after it, only async-signal-safe calls.
  std::vector<std::string> args = spec.argv;
  std::vector<std::string> env = childEnvironment(spec.env);
  std::vector<char*> argv = pointers(args);
  std::vector<char*> envp = pointers(env);
  pid_t pid = ::fork();
  if (pid < 0) {
    *error = std::string("fork: ") + std::strerror(errno);
    ::close(out[0]);
    ::close(out[1]);
    if (input_fd >= 0) ::close(input_fd);
    return false;
  }
  if (pid == 0) {
    ::dup2(out[1], STDOUT_FILENO);
    ::dup2(stderr_fd_, STDERR_FILENO);
    int in = input_fd >= 0 ? input_fd : ::open("/dev/null", O_RDONLY);
    if (in >= 0) ::dup2(in, STDIN_FILENO);
    if (!spec.working_dir.empty() && ::chdir(spec.working_dir.c_str()) != 0) ::_exit(126);
    ::execve(argv[0], argv.data(), envp.data());
    ::_exit(127);
  }
  ::close(out[1]);
  if (input_fd >= 0) ::close(input_fd);
  pid_ = pid;
  stdout_fd_ = out[0];
  return true;
}

bool ChildProcess::fillBuffer(std::chrono::steady_clock::time_point deadline) {
  if (stdout_fd_ < 0) return false;
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
      deadline - std::chrono::steady_clock::now());
  if (left.count() <= 0) return false;
  pollfd p{stdout_fd_, POLLIN, 0};
  int ready = ::poll(&p, 1, static_cast<int>(left.count()));
  if (ready <= 0) return false;
  char chunk[4096];
  ssize_t n = ::read(stdout_fd_, chunk, sizeof chunk);
  if (n <= 0) {
    ::close(stdout_fd_);
    stdout_fd_ = -1;
    return false;
  }
  buffer_.append(chunk, static_cast<std::size_t>(n));
  stdout_text_.append(chunk, static_cast<std::size_t>(n));
  return true;
}

std::optional<std::string> ChildProcess::readLine(std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    std::size_t newline = buffer_.find('\n');
    if (newline != std::string::npos) {
      std::string line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      return line;
    }
    if (!fillBuffer(deadline)) return std::nullopt;
  }
}

std::string ChildProcess::readAll(std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  while (fillBuffer(deadline)) {
  }
  buffer_.clear();
  return stdout_text_;
}

std::string ChildProcess::stderrText() const {
  std::string text;
  if (stderr_fd_ < 0) return text;
  char chunk[8192];
  off_t offset = 0;
  for (;;) {
    ssize_t n = ::pread(stderr_fd_, chunk, sizeof chunk, offset);
    if (n <= 0) break;
    text.append(chunk, static_cast<std::size_t>(n));
    offset += n;
  }
  return text;
}

std::optional<int> ChildProcess::wait(std::chrono::milliseconds timeout) {
  if (exit_status_ || pid_ <= 0) return exit_status_;
  auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    int raw = 0;
    pid_t done = ::waitpid(pid_, &raw, WNOHANG);
    if (done == pid_) {
      exit_status_ = statusOf(raw);
      return exit_status_;
    }
    if (done < 0 && errno != EINTR) return std::nullopt;
    if (std::chrono::steady_clock::now() >= deadline) return std::nullopt;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

std::optional<int> ChildProcess::terminate(std::chrono::milliseconds timeout) {
  if (pid_ <= 0 || exit_status_) return exit_status_;
  ::kill(pid_, SIGTERM);
  if (auto status = wait(timeout)) return status;
  kill();
  return std::nullopt;
}

void ChildProcess::kill() {
  if (pid_ <= 0 || exit_status_) return;
  ::kill(pid_, SIGKILL);
  int raw = 0;
  while (::waitpid(pid_, &raw, 0) < 0 && errno == EINTR) {
  }
  exit_status_ = statusOf(raw);
}

bool ChildProcess::running() {
  return pid_ > 0 && !wait(std::chrono::milliseconds(0)).has_value();
}

}  // namespace seo::tests
