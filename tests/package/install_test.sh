#!/usr/bin/env bash
# The Debian package on this machine (issue 37): built by scripts/package, installed with dpkg,
# its unit verified by systemd-analyze, the server started as the unit starts it (its user, its
# folder, its configuration) and answering /healthz, seoctl working on the installed
# configuration, an upgrade keeping the data and an edited configuration, and a purge leaving
# nothing behind. It installs into the system, so it needs root (skipped otherwise, exit 77) and
# runs once per suite (in the SQLite run).
#   tests/package/install_test.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
source_dir=$1 build_dir=$2
if [ "$(id -u)" -ne 0 ]; then echo "SKIP: installing a package needs root"; exit 77; fi
if [ -n "${SEO_TEST_POSTGRES_URL:-}" ]; then echo "SKIP: runs in the SQLite run"; exit 77; fi
if [[ "$(dpkg-query -W -f='${Status}' seo-server 2>/dev/null || true)" == *"ok installed"* ]]; then
  echo "FAIL: seo-server is already installed here; this test would replace it"
  exit 1
fi

work=$(mktemp -d /tmp/seo-package-XXXXXX)
server=""
cleanup() {
  [ -z "$server" ] || kill -9 "$server" 2>/dev/null || true
  DEBIAN_FRONTEND=noninteractive dpkg --purge seo-server >/dev/null 2>&1 || true
  rm -rf "$work" /run/seo-server
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; exit 1; }
check() { echo "ok: $*"; }

deb=$("$source_dir/scripts/package" "$build_dir" | tail -n1)
[ -f "$deb" ] || fail "scripts/package wrote no package"
check "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"
info=$(dpkg-deb --info "$deb")  # whole, not piped into grep -q (pipefail would see SIGPIPE)
grep -q "Depends:.*libpistache" <<<"$info" || fail "no shared library dependencies"

export DEBIAN_FRONTEND=noninteractive
dpkg -i "$deb" >"$work/install.log" 2>&1 || { cat "$work/install.log"; fail "dpkg -i"; }
check "installed"
for f in /usr/lib/seo-server/seo-server /usr/lib/seo-server/seoctl /usr/bin/seoctl \
         /usr/lib/seo-server/plugins/keywords.so /usr/lib/seo-server/plugins/analytics.so \
         /etc/seo-server/seo-server.jsonc /lib/systemd/system/seo-server.service \
         /usr/share/doc/seo-server/operations.md; do
  [ -e "$f" ] || fail "$f is missing"
done
getent passwd seo-server >/dev/null || fail "no seo-server user"
[ "$(stat -c %U /var/lib/seo-server)" = seo-server ] || fail "/var/lib/seo-server is not the service's"
grep -q '"sqlite:///var/lib/seo-server/seo.db"' /etc/seo-server/seo-server.jsonc ||
  fail "the installed configuration does not keep its data in /var/lib/seo-server"
check "files, user and data folder in place"

(cd "$work" && systemd-analyze verify /lib/systemd/system/seo-server.service) ||
  fail "systemd-analyze verify"
score=$(cd "$work" && systemd-analyze security --offline=true \
  /lib/systemd/system/seo-server.service 2>&1 | sed -n 's/.*Overall exposure level for [^:]*: \([0-9.]*\).*/\1/p')
python3 -c "import sys; sys.exit(0 if float('$score') < 2.0 else 1)" ||
  fail "exposure score $score (aim: under 2.0)"
check "unit verified; systemd-analyze security exposure $score"

# As the unit starts it: its user, its working folder, its configuration (a free port here), and
# no TMPDIR (the unit has a private /tmp; the test suite's TMPDIR is not the service's to write).
start() {
  install -d -o seo-server -g seo-server -m 0750 /run/seo-server  # RuntimeDirectory
  (cd /var/lib/seo-server && umask 0077 &&
    exec env -u TMPDIR setpriv --reuid=seo-server --regid=seo-server --init-groups \
      /usr/lib/seo-server/seo-server \
      --config /etc/seo-server/seo-server.jsonc --port 0 \
      >"$work/server.out" 2>"$work/server.err") &
  server=$!
  for _ in $(seq 150); do
    grep -q "listening on" "$work/server.out" 2>/dev/null && break
    sleep 0.1
  done
  port=$(sed -n 's/.*listening on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$work/server.out")
  [ -n "$port" ] || { cat "$work/server.err"; fail "the installed server did not start on 127.0.0.1"; }
}
stop() {
  kill -TERM "$server"
  wait "$server" || fail "the server's exit status after SIGTERM"
  server=""
  rm -rf /run/seo-server
}
start
health=$(curl -sf "http://127.0.0.1:$port/healthz") || fail "/healthz"
python3 -c "
import json, sys
h = json.loads(sys.argv[1])
names = {p['name'] for p in h['plugins']}
assert h['status'] == 'ok', h
assert {'account', 'keywords', 'analytics', 'backlinks', 'content', 'ai_visibility'} <= names, names
" "$health" || fail "/healthz: $health"
[ -f /var/lib/seo-server/seo.db ] && [ -f /var/lib/seo-server/secret.key ] || fail "no data in /var/lib/seo-server"
[ "$(stat -c %U /var/lib/seo-server/secret.key)" = seo-server ] || fail "the key file is not the service's"
grep -q "Demo account" "$work/server.out" && fail "the installed server printed a demo key"
check "the installed server answers /healthz with every plugin"

[[ "$(runuser -u seo-server -- seoctl plugins list)" == *keywords* ]] ||
  fail "seoctl does not reach the running server through /run/seo-server/control.sock"
org=$(runuser -u seo-server -- seoctl --json org create --name Packaged |
  python3 -c "import json, sys; print(json.load(sys.stdin)['id'])") || fail "seoctl org create"
stop
check "seoctl works on the installed configuration"

# An upgrade (the same package again, as dpkg runs a newer one): the edited configuration and the
# data stay.
sed -i 's/"threads": 4/"threads": 3/' /etc/seo-server/seo-server.jsonc
dpkg -i --force-confold "$deb" >"$work/upgrade.log" 2>&1 || { cat "$work/upgrade.log"; fail "upgrade"; }
grep -q '"threads": 3' /etc/seo-server/seo-server.jsonc || fail "the upgrade replaced the edited configuration"
[[ "$(runuser -u seo-server -- seoctl org list)" == *"$org"* ]] ||
  fail "the upgrade lost the organization"
start
curl -sf "http://127.0.0.1:$port/healthz" >/dev/null || fail "/healthz after the upgrade"
stop
check "upgrade kept the configuration and the data"

dpkg --purge seo-server >"$work/purge.log" 2>&1 || { cat "$work/purge.log"; fail "purge"; }
for f in /usr/lib/seo-server /usr/bin/seoctl /etc/seo-server /var/lib/seo-server \
         /lib/systemd/system/seo-server.service; do
  [ ! -e "$f" ] || fail "$f is left after purge"
done
getent passwd seo-server >/dev/null && fail "the seo-server user is left after purge"
check "purge removed everything"
echo "PASS"
