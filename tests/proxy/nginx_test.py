#!/usr/bin/env python3
"""config/nginx/seo-server.conf in front of the real seo-server, over TLS with a throwaway
certificate: health and a keyed route through the proxy, the http->https redirect, nginx's body
limit against the server's, and per-client rate limits keyed by the address nginx forwards.
A second nginx, before a header-echoing peer, shows what exactly nginx forwards.

The shipped file is run as it is, but for the strings it documents as placeholders: server
name, certificate folder, certbot's webroot, upstream address, and the listen lines (high ports
on 127.0.0.1; the [::] ones are dropped, as the test machine may have no IPv6).

usage: /usr/bin/python3 tests/proxy/nginx_test.py [--source-dir DIR] [--server-bin FILE]
       [--seoctl-bin FILE] [--plugin-dir DIR] [--nginx-bin FILE]
Each defaults to SEO_SOURCE_DIR, SEO_SERVER_BIN, SEOCTL_BIN, SEO_PLUGIN_DIR, NGINX_BIN, then to
this checkout (its build/) and /usr/sbin/nginx. Prints PASS or FAIL per check; exits 1 on any
failure.
"""
import argparse
import grp
import http.client
import http.server
import json
import os
import pwd
import re
import signal
import socket
import ssl
import subprocess
import sys
import tempfile
import threading
import time
import traceback

KEYED_BODY_ROUTE = "/api/v1/keywords"
PUBLIC_ROUTE = "/api/v1/analytics/tracker.js"  # limited per client address
PER_ADDRESS_BURST = 3
MIB = 1024 * 1024


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--source-dir", default=os.environ.get("SEO_SOURCE_DIR"))
    p.add_argument("--server-bin", default=os.environ.get("SEO_SERVER_BIN"))
    p.add_argument("--seoctl-bin", default=os.environ.get("SEOCTL_BIN"))
    p.add_argument("--plugin-dir", default=os.environ.get("SEO_PLUGIN_DIR"))
    p.add_argument("--nginx-bin", default=os.environ.get("NGINX_BIN", "/usr/sbin/nginx"))
    args = p.parse_args()
    # This file is <source>/tests/proxy/nginx_test.py.
    here = os.path.dirname(os.path.abspath(__file__))
    args.source_dir = args.source_dir or os.path.dirname(os.path.dirname(here))
    build = os.path.join(args.source_dir, "build")
    args.server_bin = args.server_bin or os.path.join(build, "seo-server")
    args.seoctl_bin = args.seoctl_bin or os.path.join(build, "seoctl")
    args.plugin_dir = args.plugin_dir or os.path.join(build, "plugins")
    # Absolute: the processes run in the temporary folder.
    for name in ("source_dir", "server_bin", "seoctl_bin", "plugin_dir", "nginx_bin"):
        setattr(args, name, os.path.abspath(getattr(args, name)))
    return args


class Checks:
    def __init__(self):
        self.failed = 0
        self.count = 0

    def check(self, name, ok, detail=""):
        self.count += 1
        if not ok:
            self.failed += 1
        print("%s  %s%s" % ("PASS" if ok else "FAIL", name, "" if ok else ": " + detail),
              flush=True)
        return ok


class Setup(Exception):
    """The test could not get as far as its checks."""


class Answer:
    def __init__(self, status, headers, body):
        self.status, self.headers, self.body = status, headers, body

    def json(self):
        try:
            return json.loads(self.body)
        except ValueError:
            return None

    def __repr__(self):
        # Only the server's answers carry X-Request-Id; nginx's own never do.
        source = "from the server" if "x-request-id" in self.headers else "from nginx"
        return "%d %s %s %r" % (self.status, source, self.headers.get("content-type", ""),
                                self.body[:200])


def send(port, path, method="GET", headers=(), body=None, tls_context=None, source="127.0.0.1"):
    """One request on its own connection; tls_context: https to "localhost" checked with it."""
    if tls_context:
        conn = http.client.HTTPSConnection("localhost", port, context=tls_context, timeout=15,
                                           source_address=(source, 0))
    else:
        conn = http.client.HTTPConnection("localhost", port, timeout=15,
                                          source_address=(source, 0))
    try:
        conn.putrequest(method, path, skip_accept_encoding=True)
        for name, value in headers:
            conn.putheader(name, value)
        if body is not None:
            conn.putheader("Content-Length", str(len(body)))
        conn.endheaders()
        if body:
            try:
                conn.send(body)
            except (BrokenPipeError, ConnectionResetError):
                pass  # refused early: the answer is already on its way
        r = conn.getresponse()
        return Answer(r.status, {k.lower(): v for k, v in r.getheaders()}, r.read())
    finally:
        conn.close()


def free_ports(count):
    """Distinct ports free now (held together, so none is handed out twice)."""
    sockets = [socket.socket() for _ in range(count)]
    try:
        for s in sockets:
            s.bind(("127.0.0.1", 0))
        return [s.getsockname()[1] for s in sockets]
    finally:
        for s in sockets:
            s.close()


def server_env(tmp):
    """This environment without the caller's SEO_* settings, plus the test's own."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SEO_")}
    env["SEO_SECRET_KEY_FILE"] = os.path.join(tmp, "secret.key")
    return env


def wait_for(what, ready, process, log, seconds=30):
    """ready()'s first true value; else stops the process and raises Setup with its log."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = ready()
        if value:
            return value
        if process.poll() is not None:
            break
        time.sleep(0.05)
    stop(process)
    raise Setup("%s not ready (exit code %s); %s:\n%s" % (what, process.poll(), log,
                                                         read(log)[-2000:]))


def read(path):
    try:
        with open(path, errors="replace") as f:
            return f.read()
    except OSError:
        return ""


def stop(process):
    if process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def make_certificate(tmp):
    folder = os.path.join(tmp, "tls")
    os.makedirs(folder)
    cert, key = os.path.join(folder, "fullchain.pem"), os.path.join(folder, "privkey.pem")
    command = ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
               "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
               "-keyout", key, "-out", cert]
    try:
        ran = subprocess.run(command, capture_output=True, text=True)
    except FileNotFoundError:
        raise Setup("openssl not found: run scripts/setup")
    if ran.returncode != 0:
        raise Setup("openssl req failed: " + ran.stderr)
    return folder, cert


def replace_all(text, old, new):
    if old not in text:
        raise Setup("config/nginx/seo-server.conf no longer contains %r" % old)
    return text.replace(old, new)


def derive_site(shipped, tls_folder, upstream_port, http_port, https_port, webroot):
    site = "\n".join(line for line in shipped.splitlines() if "listen [::]:" not in line)
    site = replace_all(site, "listen 80;", "listen 127.0.0.1:%d;" % http_port)
    site = replace_all(site, "listen 443 ssl http2;",
                       "listen 127.0.0.1:%d ssl http2;" % https_port)
    site = replace_all(site, "/etc/ssl/seo/", tls_folder + "/")
    site = replace_all(site, "/var/www/certbot", webroot)
    site = replace_all(site, "server 127.0.0.1:8080;", "server 127.0.0.1:%d;" % upstream_port)
    return replace_all(site, "seo.example.com", "localhost")


def start_nginx(args, shipped, name, tmp, tls_folder, upstream_port):
    """An unprivileged nginx running the derived site; (process, http port, https port)."""
    for attempt in range(3):
        prefix = os.path.join(tmp, "%s-%d" % (name, attempt))
        try:
            return try_nginx(args, shipped, prefix, tls_folder, upstream_port)
        except Setup:
            # Another process may have taken a port between free_ports and nginx's bind.
            if attempt == 2 or "Address already in use" not in read(prefix + "/error.log"):
                raise


def try_nginx(args, shipped, prefix, tls_folder, upstream_port):
    os.makedirs(os.path.join(prefix, "webroot"))
    http_port, https_port = free_ports(2)
    with open(os.path.join(prefix, "seo-server.conf"), "w") as f:
        f.write(derive_site(shipped, tls_folder, upstream_port, http_port, https_port,
                            os.path.join(prefix, "webroot")))
    # As root the workers would become nobody, who cannot enter the private temp folder.
    user = ""
    if os.geteuid() == 0:
        user = "user %s %s;" % (pwd.getpwuid(0).pw_name, grp.getgrgid(0).gr_name)
    with open(os.path.join(prefix, "nginx.conf"), "w") as f:
        f.write("""%s
daemon off;
worker_processes 1;
pid %s/nginx.pid;
error_log %s/error.log notice;
events { worker_connections 64; }
http {
    access_log %s/access.log;
    client_body_temp_path %s/body;
    proxy_temp_path %s/proxy;
    fastcgi_temp_path %s/fastcgi;
    uwsgi_temp_path %s/uwsgi;
    scgi_temp_path %s/scgi;
    include %s/seo-server.conf;
}
""" % ((user,) + (prefix,) * 9))
    command = [args.nginx_bin, "-p", prefix + "/", "-c", prefix + "/nginx.conf",
               "-e", prefix + "/error.log"]
    tested = subprocess.run(command + ["-t"], capture_output=True, text=True)
    if tested.returncode != 0:
        raise Setup("nginx -t refused the derived configuration:\n" + tested.stderr)
    log = os.path.join(prefix, "error.log")
    with open(log, "a") as stderr:
        process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                   stderr=stderr)
    wait_for("nginx", lambda: accepts(https_port) and accepts(http_port), process, log, 10)
    return process, http_port, https_port


def accepts(port):
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
        return True
    except OSError:
        return False


def server_config(args, tmp):
    """The shipped configuration with a small per-address bucket that refills too slowly for
    the test's own pace to earn a token back."""
    with open(os.path.join(args.source_dir, "config", "seo-server.jsonc")) as f:
        text = f.read()
    for name, value in (("per_address_per_second", "0.01"),
                        ("per_address_burst", str(PER_ADDRESS_BURST))):
        text, n = re.subn(r'("%s":\s*)[0-9.]+' % name, r"\g<1>" + value, text)
        if n != 1:
            raise Setup("config/seo-server.jsonc: found %d of http.rate_limits.%s" % (n, name))
    path = os.path.join(tmp, "seo-server.jsonc")
    with open(path, "w") as f:
        f.write(text)
    return path


def start_server(args, tmp, config):
    env = server_env(tmp)
    env.update(SEO_CLIENT_IP_HEADER="X-Forwarded-For", SEO_RATE_LIMITS="1", SEO_METRICS="1",
               SEO_CONTROL_SOCKET=os.path.join(tmp, "seo-server.sock"), SEO_DRAIN_SECONDS="1",
               TMPDIR=os.path.join(tmp, "tmp"))  # the server's copies of its plugins
    os.makedirs(env["TMPDIR"])
    out, log = os.path.join(tmp, "server.out"), os.path.join(tmp, "server.log")
    with open(out, "w") as stdout, open(log, "w") as stderr:
        process = subprocess.Popen(
            [args.server_bin, "--config", config, "--database", "sqlite://%s/seo.db" % tmp,
             "--port", "0", "--plugin-dir", args.plugin_dir, "--no-demo"],
            cwd=tmp, env=env, stdin=subprocess.DEVNULL, stdout=stdout, stderr=stderr)

    def port():
        m = re.search(r"seo-server listening on http://127\.0\.0\.1:(\d+)", read(out))
        return int(m.group(1)) if m else None
    return process, wait_for("seo-server", port, process, log)


def provision(args, tmp, config):
    """An organization, its owner, a website and a key; the key's secret."""
    env = server_env(tmp)

    def seoctl(*words):
        ran = subprocess.run([args.seoctl_bin, "--config", config, "--database",
                              "sqlite://%s/seo.db" % tmp, "--json"] + list(words),
                             capture_output=True, text=True, env=env, cwd=tmp, timeout=30)
        if ran.returncode != 0:
            raise Setup("seoctl %s: %s%s" % (" ".join(words), ran.stdout, ran.stderr))
        return json.loads(ran.stdout)
    org = seoctl("org", "create", "--name", "proxied")["id"]
    user = seoctl("user", "create", "--org", org, "--email", "owner@proxied.test")["id"]
    website = seoctl("website", "create", "--org", org, "--domain", "proxied.example")["id"]
    return seoctl("key", "create", "--org", org, "--user", user, "--website", website)["key"]


class HeaderEcho(http.server.BaseHTTPRequestHandler):
    """Answers every GET with the request's headers as JSON (lower-case names, all values)."""

    def do_GET(self):
        seen = {}
        for name, value in self.headers.items():
            seen.setdefault(name.lower(), []).append(value)
        body = json.dumps(seen).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *unused):
        pass


def run_checks(c, cert, key, https, http_port, direct, echo_https):
    tls = ssl.create_default_context(cafile=cert)
    auth = [("Authorization", "Bearer " + key)]

    # TLS as shipped: the certificate verifies, TLS 1.3 is chosen, HTTP/2 is offered.
    alpn = ssl.create_default_context(cafile=cert)
    alpn.set_alpn_protocols(["h2", "http/1.1"])
    with socket.create_connection(("127.0.0.1", https)) as raw:
        with alpn.wrap_socket(raw, server_hostname="localhost") as s:
            c.check("TLS: the certificate verifies; %s, ALPN %s" % (s.version(),
                                                                    s.selected_alpn_protocol()),
                    s.version() == "TLSv1.3" and s.selected_alpn_protocol() == "h2",
                    "expected TLSv1.3 and h2")

    r = send(https, "/healthz", tls_context=tls)
    body = r.json()
    c.check("(a) GET /healthz over https is 200 JSON",
            r.status == 200 and isinstance(body, dict) and body.get("status") == "ok", repr(r))

    # /metrics: served to this machine, never passed on by the site (nginx's own peer address is
    # loopback, which the server would allow).
    r = send(direct, "/metrics", source="127.0.0.9")  # a bucket of its own (check e)
    c.check("/metrics straight from this machine is 200", r.status == 200, repr(r))
    r = send(https, "/metrics", tls_context=tls)
    c.check("/metrics through nginx is 404 JSON",
            r.status == 404 and isinstance(r.json(), dict) and "seo_" not in r.body.decode(),
            repr(r))

    r = send(https, "/api/v1/me", headers=auth, tls_context=tls)
    c.check("(b) GET /api/v1/me with the key over https is 200",
            r.status == 200 and isinstance(r.json(), dict) and "x-request-id" in r.headers,
            repr(r))

    r = send(http_port, "/api/v1/me?x=1")
    c.check("(c) http redirects to the same address over https",
            r.status in (301, 308)
            and r.headers.get("location") == "https://localhost/api/v1/me?x=1",
            "%r location=%r" % (r, r.headers.get("location")))

    # Bodies: nginx's 1m and the server's max_body_bytes are the same byte count. nginx's
    # answers carry no X-Request-Id; the server's always do.
    json_headers = auth + [("Content-Type", "application/json")]
    for size in (2 * MIB, MIB + 1):
        r = send(https, KEYED_BODY_ROUTE, "POST", json_headers, b"x" * size, tls)
        body = r.json()
        c.check("(d) a %d-byte body is refused by nginx with 413 {\"error\"}" % size,
                r.status == 413 and r.headers.get("content-type") == "application/json"
                and isinstance(body, dict) and isinstance(body.get("error"), str)
                and "x-request-id" not in r.headers
                and r.headers.get("access-control-allow-origin") == "*", repr(r))
    for size in (900 * 1024, MIB):
        # Valid JSON, but not the object the route wants: the server's 400, not a 413.
        r = send(https, KEYED_BODY_ROUTE, "POST", json_headers,
                 b"[" + b" " * (size - 2) + b"]", tls)
        c.check("(d) a %d-byte body reaches the server (its own 400)" % size,
                r.status == 400 and "x-request-id" in r.headers and r.json() is not None,
                repr(r))

    # Rate limits per client. Every test client is on loopback; 127.0.0.2 is a second one.
    for _ in range(PER_ADDRESS_BURST):
        r = send(https, PUBLIC_ROUTE, tls_context=tls)
        if r.status != 200:
            break
    limited = send(https, PUBLIC_ROUTE, tls_context=tls)
    c.check("(e) client 127.0.0.1 through nginx spends its own bucket (%d, then 429)"
            % PER_ADDRESS_BURST,
            r.status == 200 and limited.status == 429 and "retry-after" in limited.headers
            and "your address" in (limited.json() or {}).get("error", ""),
            "last allowed %r, then %r" % (r, limited))
    r = send(https, PUBLIC_ROUTE, tls_context=tls, source="127.0.0.2")
    c.check("(e) client 127.0.0.2 through the same nginx has a bucket of its own (200)",
            r.status == 200, repr(r))
    # The server takes the last address of X-Forwarded-For; nginx sends only its peer's. So
    # what a client writes there picks no bucket: 127.0.0.1 stays limited...
    r = send(https, PUBLIC_ROUTE, headers=[("X-Forwarded-For", "203.0.113.7")], tls_context=tls)
    c.check("(e) X-Forwarded-For: 203.0.113.7 from limited 127.0.0.1 through nginx is still 429",
            r.status == 429, repr(r))
    # ...though the server, reached directly, would honour it: only nginx may reach it.
    r = send(direct, PUBLIC_ROUTE, headers=[("X-Forwarded-For", "203.0.113.7")])
    c.check("(e) the same header sent to the server directly (bypassing nginx) is its own "
            "bucket (200)", r.status == 200, repr(r))

    # What nginx forwards, seen by a peer that echoes it: one address, whatever the client wrote.
    r = send(echo_https, "/echo", headers=[("X-Forwarded-For", "203.0.113.7"),
                                           ("X-Real-IP", "203.0.113.8")], tls_context=tls)
    seen = r.json() or {}
    c.check("(e) nginx overwrites X-Forwarded-For and X-Real-IP with the client's 127.0.0.1",
            seen.get("x-forwarded-for") == ["127.0.0.1"] and seen.get("x-real-ip") == ["127.0.0.1"]
            and seen.get("x-forwarded-proto") == ["https"] and seen.get("host") == ["localhost"],
            repr(seen))


def main():
    args = parse_args()
    started = time.monotonic()
    c = Checks()
    if not os.access(args.nginx_bin, os.X_OK):
        c.check("nginx is installed", False,
                "%s not found: run scripts/setup (it installs nginx-light)" % args.nginx_bin)
        return 1
    for path in (args.server_bin, args.seoctl_bin):
        if not os.access(path, os.X_OK):
            c.check("seo-server is built", False, "%s not found: run scripts/build" % path)
            return 1
    with open(os.path.join(args.source_dir, "config", "nginx", "seo-server.conf")) as f:
        shipped = f.read()
    processes = []
    echo = None
    with tempfile.TemporaryDirectory(prefix="seo-nginx-test-") as tmp:
        try:
            tls_folder, cert = make_certificate(tmp)
            config = server_config(args, tmp)
            key = provision(args, tmp, config)
            server, direct = start_server(args, tmp, config)
            processes.append(server)
            proxy, http_port, https = start_nginx(args, shipped, "nginx", tmp, tls_folder, direct)
            processes.append(proxy)
            echo = http.server.ThreadingHTTPServer(("127.0.0.1", 0), HeaderEcho)
            threading.Thread(target=echo.serve_forever, daemon=True).start()
            echo_proxy, _, echo_https = start_nginx(args, shipped, "nginx-echo", tmp, tls_folder,
                                                    echo.server_address[1])
            processes.append(echo_proxy)
            run_checks(c, cert, key, https, http_port, direct, echo_https)
        except Setup as e:
            c.check("setup", False, str(e))
        except Exception:
            c.check("no unexpected error", False, traceback.format_exc())
        finally:
            # nginx first, so its kept-alive connections do not hold the server's drain.
            for p in reversed(processes):
                stop(p)
            if echo:
                echo.shutdown()
            if c.failed:  # the folder goes with the test: its warnings and errors first
                for log, routine in (("server.log", '"level":"info"'),
                                     ("nginx-0/error.log", "[notice]")):
                    lines = [line for line in read(os.path.join(tmp, log)).splitlines()
                             if routine not in line][-20:]
                    print("--- %s, all but %s (last %d)" % (log, routine, len(lines)))
                    print("\n".join(lines))
    print("nginx_test: %d checks, %d failed, %.1f s" % (c.count, c.failed,
                                                        time.monotonic() - started))
    return 1 if c.failed else 0


if __name__ == "__main__":
    sys.exit(main())
