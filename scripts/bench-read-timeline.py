#!/usr/bin/env python3
"""Times one read of the API over and over, one at a time, for scripts/bench, and says when the
slow ones came: a p99 that wrk reports cannot tell a read that is slow by itself from one slowed
by something else running on the machine (a checkpoint, a vacuum, a job). For each request
slower than `slow_ms`, prints when it started (seconds into the run) and what the database was
doing then: the size of SQLite's write-ahead log (--wal FILE), or PostgreSQL's autovacuum
workers and other active queries (--pg URL, sampled with psql every 200 ms).

  scripts/bench-read-timeline.py BASE_URL KEY READ SECONDS SLOW_MS [--wal FILE] [--pg URL]
"""
import http.client
import os
import subprocess
import sys
import threading
import time
import urllib.parse


def sample_postgres(url, samples, stop):
    # What runs besides the server's own queries: autovacuum workers above all.
    query = ("SELECT coalesce(string_agg(backend_type || ': ' || left(query, 60), ' | '), '') "
             "FROM pg_stat_activity WHERE state = 'active' AND backend_type <> 'client backend'")
    while not stop.is_set():
        started = time.perf_counter()
        try:
            out = subprocess.run(["psql", "-qAt", url, "-c", query], capture_output=True,
                                 text=True, timeout=5).stdout.strip()
        except (subprocess.SubprocessError, OSError) as e:
            out = "psql: %s" % e
        samples.append((started, out))
        stop.wait(0.2)


def main():
    args = sys.argv[1:]
    wal = pg = None
    if "--wal" in args:
        i = args.index("--wal")
        wal = args[i + 1]
        del args[i:i + 2]
    if "--pg" in args:
        i = args.index("--pg")
        pg = args[i + 1]
        del args[i:i + 2]
    base, key, read, seconds, slow_ms = args[0], args[1], args[2], float(args[3]), float(args[4])
    url = urllib.parse.urlsplit(base)
    conn = http.client.HTTPConnection(url.hostname, url.port)
    samples, stop = [], threading.Event()
    sampler = None
    if pg:
        sampler = threading.Thread(target=sample_postgres, args=(pg, samples, stop), daemon=True)
        sampler.start()
    begun = time.perf_counter()
    times, slow = [], []
    while time.perf_counter() - begun < seconds:
        started = time.perf_counter()
        conn.request("GET", "/api/v1/website/" + read, headers={"Authorization": "Bearer " + key})
        reply = conn.getresponse()
        reply.read()
        took = (time.perf_counter() - started) * 1000
        if reply.status != 200:
            print("== GET /api/v1/website/%s: HTTP %d" % (read, reply.status))
            return 1
        times.append(took)
        if took >= slow_ms:
            wal_size = os.path.getsize(wal) if wal and os.path.exists(wal) else None
            slow.append((len(times) - 1, started - begun, took, wal_size, started))
    stop.set()
    if sampler:
        sampler.join(timeout=6)
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(round(0.99 * (len(ordered) - 1))))]
    print("== GET /api/v1/website/%s, one at a time for %.0f s: %d reads, p50 %.2f ms, p99 %.2f ms, "
          "worst %.2f ms; %d at %.0f ms or more" % (read, seconds, len(times),
                                                   ordered[len(ordered) // 2], p99, ordered[-1],
                                                   len(slow), slow_ms))
    for index, at, took, wal_size, started in slow:
        line = "   read %d at %.2f s: %.1f ms" % (index, at, took)
        if wal_size is not None:
            line += "; write-ahead log %.1f MiB" % (wal_size / 1048576)
        if pg:
            near = [out for when, out in samples if abs(when - started) < 0.5 and out]
            line += "; PostgreSQL busy with: %s" % (near[0] if near else "nothing else")
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
