// The fake outside services of tests/peers (Python, the same the e2e suite uses), started for a
// browser test: each binds 127.0.0.1 on a free port and prints it first.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const kPeers = join(dirname(fileURLToPath(import.meta.url)), "..", "peers");

// Starts tests/peers/<script> with `args`; {port, url, stop()}; `tls` makes its url https.
export function startPeer(script, args = [], { tls = false } = {}) {
  // Debian's python3, which has the packages scripts/setup installs (aiosmtpd, cryptography).
  const child = spawn("/usr/bin/python3", [join(kPeers, script), ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stderr.on("data", (chunk) => { log += chunk; });
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${log}`)), 20000);
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const line = out.match(/^(\d+)\n/);
      if (!line) return;
      clearTimeout(timer);
      const port = Number(line[1]);
      resolve({
        port, url: `${tls ? "https" : "http"}://127.0.0.1:${port}`,
        stop: () => new Promise((done) => {
          if (child.exitCode !== null) return done();
          child.on("exit", done);
          child.kill("SIGTERM");
        }),
      });
    });
    child.on("exit", (code) => { clearTimeout(timer); reject(new Error(`${script} exited (${code}):\n${log}`)); });
  });
}
