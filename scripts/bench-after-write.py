#!/usr/bin/env python3
"""Times reads of the dashboard each just after a write, for scripts/bench.

A write to the database (any website's pageview, an API key's last use) makes every SQLite
connection drop its page cache, so a read right after one reads its pages again; on a live server
the tracking script writes all the time. For each read given, `rounds` times: one pageview posted
to the collect endpoint (the website `site`, from a new address), then the read, timed alone.
Prints p50, p99 and the worst, in milliseconds, per read.

  scripts/bench-after-write.py BASE_URL KEY SITE ROUNDS READ...
"""
import http.client
import json
import sys
import time
import urllib.parse


def main():
    base, key, site, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    reads = sys.argv[5:]
    url = urllib.parse.urlsplit(base)
    conn = http.client.HTTPConnection(url.hostname, url.port)
    for n, read in enumerate(reads):
        times = []
        for i in range(rounds):
            body = json.dumps({"site": site, "url": "https://bench.example/after-write-%d" % i})
            conn.request("POST", "/api/v1/analytics/collect", body,
                         {"Content-Type": "text/plain",
                          "X-Forwarded-For": "10.250.%d.%d" % (n, i % 250),
                          "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0"})
            reply = conn.getresponse()
            reply.read()  # answered once committed (group commit)
            started = time.perf_counter()
            conn.request("GET", "/api/v1/website/" + read, headers={"Authorization": "Bearer " + key})
            reply = conn.getresponse()
            reply.read()
            took = (time.perf_counter() - started) * 1000
            if reply.status != 200:
                print("== GET /api/v1/website/%s: HTTP %d" % (read, reply.status))
                break
            times.append(took)
        if not times:
            continue
        times.sort()
        p99 = times[min(len(times) - 1, int(round(0.99 * (len(times) - 1))))]
        print("== GET /api/v1/website/%s, after a write: p50 %.2f ms, p99 %.2f ms, worst %.2f ms "
              "(%d reads)" % (read, times[len(times) // 2], p99, times[-1], len(times)))


if __name__ == "__main__":
    main()
