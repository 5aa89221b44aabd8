#!/usr/bin/env python3
"""Times a website's rank checks at scale for scripts/bench, and what they cost another tenant.

Starts the checks of every tracked keyword of WEBSITE (`seoctl keywords check-rankings`, which
queues the website's rank-check run), then, until all COUNT keywords have a reading (or an hour
has passed), polls the database once a second for how many have, while another organization's
key OTHER_KEY starts one keyword research job every two seconds and times each from its POST to
its end (GET /keywords/research/{id} until completed). The same jobs are timed for 20 s before
the checks start, as the baseline. Prints the checks' time and rate, and the other tenant's job
times (p50, p90, worst) before and during.

  scripts/bench-rank-checks.py BASE_URL DATABASE_URL SEOCTL CONFIG WEBSITE COUNT OTHER_KEY
"""
import http.client
import json
import subprocess
import sys
import threading
import time
import urllib.parse


def checked(database, website):
    sql = ("SELECT COUNT(*) FROM keywords WHERE website_id = '%s' AND rank_checked_at IS NOT NULL"
           % website)
    if database.startswith("sqlite://"):
        command = ["sqlite3", "-cmd", ".timeout 10000", database[len("sqlite://"):], sql]
    else:
        command = ["psql", "-qAt", database, "-c", sql]
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout.strip()
    return int(out or 0)


class OtherTenant:
    """Keyword research jobs of another organization, one started every two seconds."""

    def __init__(self, base, key):
        self.url = urllib.parse.urlsplit(base)
        self.key = key
        self.times = []
        self.failed = 0

    def one(self):
        conn = http.client.HTTPConnection(self.url.hostname, self.url.port, timeout=120)
        headers = {"Authorization": "Bearer " + self.key, "Content-Type": "application/json"}
        started = time.perf_counter()
        conn.request("POST", "/api/v1/keywords/research",
                     json.dumps({"seed_keywords": ["trail running %d" % len(self.times)]}),
                     headers)
        reply = conn.getresponse()
        body = json.loads(reply.read() or b"{}")
        if reply.status != 202:
            self.failed += 1
            return
        job = body["data"]["job_id"] if "data" in body else body["job_id"]
        while time.perf_counter() - started < 600:
            conn.request("GET", "/api/v1/keywords/research/" + job, headers=headers)
            reply = conn.getresponse()
            status = json.loads(reply.read() or b"{}").get("data", {}).get("status")
            if status in ("completed", "failed"):
                if status == "failed":
                    self.failed += 1
                self.times.append((time.perf_counter() - started) * 1000)
                return
            time.sleep(0.05)
        self.failed += 1

    def run_while(self, keep_going):
        threads = []
        while keep_going():
            t = threading.Thread(target=self.one, daemon=True)
            t.start()
            threads.append(t)
            time.sleep(2)
        for t in threads:
            t.join(timeout=120)

    def summary(self):
        if not self.times:
            return "no job finished (%d failed)" % self.failed
        ordered = sorted(self.times)
        pick = lambda q: ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]
        return "%d jobs, p50 %.0f ms, p90 %.0f ms, worst %.0f ms (%d failed)" % (
            len(ordered), pick(0.5), pick(0.9), ordered[-1], self.failed)


def main():
    base, database, seoctl, config, website, count, other_key = sys.argv[1:8]
    count = int(count)
    baseline = OtherTenant(base, other_key)
    until = time.time() + 20
    baseline.run_while(lambda: time.time() < until)

    during = OtherTenant(base, other_key)
    done = {"value": False}
    other = threading.Thread(target=during.run_while, args=(lambda: not done["value"],))
    started = time.time()
    subprocess.run([seoctl, "--config", config, "--database", database, "--json", "keywords",
                    "check-rankings", "--website", website], check=True, capture_output=True)
    other.start()
    have = 0
    progress = []
    while time.time() - started < 3600:
        have = checked(database, website)
        progress.append((time.time() - started, have))
        if have >= count:
            break
        time.sleep(1)
    took = time.time() - started
    done["value"] = True
    other.join()
    print("== %d tracked keywords of one website: %d checked in %.0f s (%.0f a minute)%s" % (
        count, have, took, have / took * 60, "" if have >= count else ", NOT ALL within the hour"))
    marks = [p for p in progress if p[1] > 0]
    if marks:
        print("   first reading after %.0f s; half after %.0f s" % (
            marks[0][0], next(t for t, n in progress if n >= count / 2) if have >= count / 2
            else float("nan")))
    print("   another organization's keyword research jobs, POST to completed:")
    print("     before the checks: " + baseline.summary())
    print("     during the checks: " + during.summary())
    return 0 if have >= count else 1


if __name__ == "__main__":
    sys.exit(main())
