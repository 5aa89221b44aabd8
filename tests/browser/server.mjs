// The real seo-server for the browser tests: a fresh database (a SQLite file, or a PostgreSQL
// database made on the suite's cluster when SEO_TEST_POSTGRES_URL is set), a plugin folder with
// the real plugins and the SDK's example (hello, which brings a console page), seoctl to
// provision it, on a free port of 127.0.0.1.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, basename } from "node:path";

const need = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (run through ctest)`);
  return value;
};

// What a failed test file leaves its reader: each server's log tail and each page's problems,
// printed when the file ends with a failure (its TAP log keeps them as comments). A test that
// times out waiting for the page says only what it waited for; these say why.
const onFailure = [];
export function describeOnFailure(describe) {
  onFailure.push(describe);
}
process.on("exit", (code) => {
  if (code === 0) return;
  for (const describe of onFailure) {
    const text = describe();
    if (text) process.stderr.write(`${text}\n`);
  }
});

export class Server {
  constructor({ env = {} } = {}) {
    this.dir = mkdtempSync(join(tmpdir(), "seo-browser-"));
    this.extraEnv = env;
    this.pluginDir = join(this.dir, "plugins");
    mkdirSync(this.pluginDir);
    mkdirSync(join(this.dir, "tmp"));
    for (const folder of need("SEO_PLUGIN_DIRS").split(":")) {
      for (const file of readdirSync(folder)) {
        if (file.endsWith(".so")) symlinkSync(join(folder, file), join(this.pluginDir, file));
      }
    }
    const pg = process.env.SEO_TEST_POSTGRES_URL;
    if (pg) {
      this.pgName = "seo_browser_" + Date.now() + "_" + process.pid;
      execFileSync("psql", ["-qAt", "-v", "ON_ERROR_STOP=1", pg, "-c", `CREATE DATABASE ${this.pgName}`],
                   { timeout: 60000 });
      const url = new URL(pg);
      url.pathname = "/" + this.pgName;
      this.databaseUrl = url.toString();
    } else {
      this.databaseUrl = "sqlite://" + join(this.dir, "seo.db");
    }
  }

  env() {
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME || this.dir,
      TMPDIR: join(this.dir, "tmp"),
      SEO_SECRET_KEY_FILE: join(this.dir, "secret.key"),
      SEO_CONTROL_SOCKET: join(this.dir, "control.sock"),
      SEO_RATE_LIMITS: "0",
      ...this.extraEnv,
    };
  }

  // seoctl with --json; its parsed answer. `input` goes to its stdin. A command that has not
  // ended in two minutes fails the test naming itself (execFileSync holds the whole test file,
  // timers included, so nothing else would end it before ctest's time-out).
  ctl(args, input) {
    try {
      const out = execFileSync(need("SEOCTL_BIN"),
        ["--database", this.databaseUrl, "--config", need("SEO_CONFIG_FILE"), "--json", ...args],
        { env: this.env(), input: input ?? "", encoding: "utf8", timeout: 120000 });
      return JSON.parse(out);
    } catch (e) {
      if (e.code === "ETIMEDOUT") throw new Error(`seoctl ${args.join(" ")} did not end in 120 s`);
      throw e;
    }
  }

  // A copy of the configuration whose plugins.enabled lists `plugins` (the same path each call,
  // so a SIGHUP re-reads it); its path.
  configEnabling(plugins) {
    const text = readFileSync(need("SEO_CONFIG_FILE"), "utf8");
    const enabled = /"enabled":\s*\[[^\]]*\]/;
    if (!enabled.test(text)) throw new Error("the configuration has no plugins.enabled");
    const path = join(this.dir, "seo-server.jsonc");
    writeFileSync(path, text.replace(enabled, `"enabled": ${JSON.stringify(plugins)}`));
    return path;
  }

  // Starts the server with `plugins` (the --plugins flag), or with the list of the configuration
  // `config` (configEnabling) when `plugins` is null.
  async start(plugins, { config } = {}) {
    const args = ["--config", config ?? need("SEO_CONFIG_FILE"), "--database", this.databaseUrl,
                  "--plugin-dir", this.pluginDir, "--port", "0", "--no-demo",
                  ...(plugins ? ["--plugins", plugins.join(",")] : [])];
    this.process = spawn(need("SEO_SERVER_BIN"), args, { env: this.env(), stdio: ["ignore", "pipe", "pipe"] });
    this.log = "";
    const started = this.process;
    describeOnFailure(() => `server ${started.pid}'s log, its last 6000 characters:\n${this.log.slice(-6000)}`);
    this.process.stderr.on("data", (chunk) => { this.log += chunk; });
    this.baseUrl = await new Promise((resolve, reject) => {
      let out = "";
      const timer = setTimeout(() => reject(new Error("the server did not start:\n" + this.log)), 30000);
      this.process.stdout.on("data", (chunk) => {
        out += chunk;
        const m = out.match(/listening on http:\/\/[^:]+:(\d+)/);
        if (m) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${m[1]}`);
        }
      });
      this.process.on("exit", (code) => reject(new Error(`the server exited (${code}):\n${this.log}`)));
    });
    return this.baseUrl;
  }

  // An organization with an owner who has `password`, and a website; their ids.
  tenant(name, password, plan = "pro") {
    const email = `owner@${name}.test`;
    const org = this.ctl(["org", "create", "--name", name, "--plan", plan, "--owner", email,
                          "--website", `${name}.example`, "--website-name", name]);
    this.ctl(["user", "set-password", "--email", email], password + "\n");
    return { org: org.id, user: org.owner.id, email, website: org.website.id };
  }

  async stop() {
    if (this.process && this.process.exitCode === null) {
      const exited = new Promise((resolve) => this.process.on("exit", resolve));
      this.process.kill("SIGTERM");
      let timer;
      const late = new Promise((resolve) => { timer = setTimeout(resolve, 30000, "late"); });
      if (await Promise.race([exited, late]) === "late") {
        this.process.kill("SIGKILL");
        await exited;
        throw new Error("the server did not stop in 30 s after SIGTERM:\n" + this.log.slice(-4000));
      }
      clearTimeout(timer);
    }
    if (this.pgName) {
      execFileSync("psql", ["-qAt", process.env.SEO_TEST_POSTGRES_URL, "-c",
                            `DROP DATABASE IF EXISTS ${this.pgName} WITH (FORCE)`]);
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

// Where the tests write screenshots: the build folder's screenshots/.
export function screenshotPath(name) {
  const dir = need("SEO_SCREENSHOT_DIR");
  mkdirSync(dir, { recursive: true });
  return join(dir, basename(name) + ".png");
}

export { writeFileSync };
