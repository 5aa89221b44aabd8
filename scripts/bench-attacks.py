#!/usr/bin/env python3
"""The attacks of docs/security.md against a running server, on loopback, each for a bounded
time, while a well-behaved client measures GET /healthz and GET /api/v1/keywords?limit=50 one
request at a time. Prints, per attack, the clients' latency (p50, p99, max) as a ratio of the
same measured without an attack in this run, the server's RSS, and whether every well-behaved
request succeeded. Called by `ONLY=attacks scripts/bench`; every loop stops by itself.

usage: bench-attacks.py PORT SERVER_PID KEY SECONDS HOOK_URL KEY_FOR_CONNECT...
"""
import http.client
import json
import multiprocessing
import os
import socket
import statistics
import sys
import threading
import time

port, pid, key, seconds, hook = (int(sys.argv[1]), int(sys.argv[2]), sys.argv[3],
                                 float(sys.argv[4]), sys.argv[5])
connect_keys = sys.argv[6:]


def rss_mb():
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024.0
    return 0.0


def measure(path, headers, until):
    """Latencies (ms) of sequential GETs on one kept-alive connection, and the failures."""
    latencies, failures = [], 0
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    while time.time() < until:
        started = time.time()
        try:
            conn.request("GET", path, headers=headers)
            r = conn.getresponse()
            r.read()
            if r.status != 200:
                failures += 1
        except Exception:
            failures += 1
            conn.close()
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        latencies.append((time.time() - started) * 1000)
    conn.close()
    return latencies, failures


def raw_loop(payload_fn, stop, read=True):
    """Connect, send what payload_fn gives, read the answer, close; again until stop."""
    while not stop.is_set():
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=10)
            try:
                s.sendall(payload_fn())
            except OSError:
                pass  # the server answered and closed before taking it all: that is the point
            if read:
                try:
                    while s.recv(65536):
                        pass
                except OSError:
                    pass
            s.close()
        except OSError:
            time.sleep(0.05)


def huge_request_line(stop):
    line = b"GET /" + b"a" * (4 * 1024 * 1024) + b" HTTP/1.1\r\nHost: x\r\n\r\n"
    raw_loop(lambda: line, stop)


def header_flood(stop):
    block = b"GET /healthz HTTP/1.1\r\nHost: x\r\n" + b"".join(
        b"X-%d: y\r\n" % i for i in range(200000)) + b"\r\n"
    raw_loop(lambda: block, stop)


def slow_connections(count, head, trickle, stop):
    """`count` connections that send `head` and then one byte of `trickle` a second."""
    socks = []
    for _ in range(count):
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            s.sendall(head)
            socks.append(s)
        except OSError:
            pass
    while not stop.wait(1.0):
        alive = []
        for s in socks:
            try:
                s.sendall(trickle)
                alive.append(s)
            except OSError:
                s.close()
        # Reopen what the server closed (time-outs), so the pressure stays.
        while len(alive) < count and not stop.is_set():
            try:
                s = socket.create_connection(("127.0.0.1", port), timeout=5)
                s.sendall(head)
                alive.append(s)
            except OSError:
                break
        socks = alive
    for s in socks:
        s.close()


def slowloris(stop):
    slow_connections(300, b"GET /healthz HTTP/1.1\r\nHost: x\r\n", b"X", stop)


def unfinished_bodies(stop):
    head = ("POST /api/v1/keywords HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\n"
            "Content-Type: application/json\r\nContent-Length: 1000000\r\n\r\n" % key).encode()
    slow_connections(300, head + b"{\"keywords\":[" + b" " * 500000, b" ", stop)


def slow_checks(stop):
    """50 POST /connect in flight at all times, to a receiver that answers after 10 s (each
    finishes after the measurement; the bench stops waiting for them after 30 s)."""
    body = json.dumps({"type": "webhook", "url": hook})

    statuses = {}

    def one(k):
        while not stop.is_set():
            try:
                c = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
                c.request("POST", "/api/v1/connect", body=body,
                          headers={"Authorization": "Bearer " + k})
                r = c.getresponse()
                text = r.read()
                if r.status != 200 and r.status not in statuses:
                    print("(POST /connect: %d %s)" % (r.status, text[:200]), file=sys.stderr)
                statuses[r.status] = statuses.get(r.status, 0) + 1
                c.close()
            except Exception:
                time.sleep(0.1)

    workers = [threading.Thread(target=one, args=(connect_keys[i % len(connect_keys)],))
               for i in range(50)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    print("(POST /connect answers: %s)" % statuses, file=sys.stderr)


def attack_process(attack, stop):
    """The attack, in its own process: its threads must not share the measuring client's GIL."""
    copies = 6 if attack in (huge_request_line, header_flood) else 1
    threads = [threading.Thread(target=attack, args=(stop,)) for _ in range(copies)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def run(name, attack):
    stop = multiprocessing.Event()
    attacker = None
    if attack:
        attacker = multiprocessing.Process(target=attack_process, args=(attack, stop))
        attacker.start()
        time.sleep(2)  # let it build up
    until = time.time() + seconds
    results = {}

    def client(label, path, headers):
        results[label] = measure(path, headers, until)

    clients = [threading.Thread(target=client, args=("healthz", "/healthz", {})),
               threading.Thread(target=client, args=(
                   "keywords", "/api/v1/keywords?limit=50", {"Authorization": "Bearer " + key}))]
    for c in clients:
        c.start()
    peak = 0.0
    while any(c.is_alive() for c in clients):
        peak = max(peak, rss_mb())
        time.sleep(0.2)
    stop.set()
    if attacker:
        attacker.join(30)
        if attacker.is_alive():
            attacker.terminate()
    time.sleep(1)
    return name, results, peak, rss_mb()


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * p))]


attacks = [("none (baseline)", None),
           ("6 x 4 MB request lines, in a loop", huge_request_line),
           ("6 x 200 000 headers, in a loop", header_flood),
           ("300 slowloris connections", slowloris),
           ("300 unfinished 1 MB bodies", unfinished_bodies),
           ("50 slow outbound checks pending", slow_checks)]
# ATTACKS=1,5 runs the baseline and those attacks only (numbers as listed above, from 1).
if os.environ.get("ATTACKS"):
    chosen = {int(n) for n in os.environ["ATTACKS"].split(",")}
    attacks = [a for i, a in enumerate(attacks) if i == 0 or i in chosen]
baseline = None
print("%-36s %-9s %8s %8s %8s %8s  %s" % ("attack", "client", "p50 ms", "p99 ms", "max ms",
                                          "failed", "server RSS MB (peak, after)"))
for name, attack in attacks:
    name, results, peak, after = run(name, attack)
    for label in ("healthz", "keywords"):
        lat, failed = results[label]
        p50, p99, mx = statistics.median(lat), pct(lat, 0.99), max(lat)
        ratio = ""
        if baseline is None:
            pass
        else:
            b50, b99 = baseline[label]
            ratio = " (p50 x%.1f, p99 x%.1f)" % (p50 / b50, p99 / b99)
        print("%-36s %-9s %8.2f %8.2f %8.1f %8d  %.0f, %.0f%s" % (
            name, label, p50, p99, mx, failed, peak, after, ratio))
    if baseline is None:
        baseline = {label: (statistics.median(results[label][0]), pct(results[label][0], 0.99))
                    for label in ("healthz", "keywords")}
