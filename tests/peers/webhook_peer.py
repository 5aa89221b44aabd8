#!/usr/bin/env python3
"""A fake webhook receiver for the end-to-end tests (Python standard library only).

It binds 127.0.0.1 on a free port, prints that port as the first line of stdout, and then:
  POST <any path>    records the request (path, lower-cased headers, body) and answers with the
                     status chosen by --status; the body is {"url": ..., "id": ...} when
                     --publish-url is given (what a CMS answers to a publish), else {"received": true}.
  GET /_requests     the recorded requests, oldest first, as a JSON array.
"""
import argparse
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--status", type=int, default=200, help="status answered to every POST")
    parser.add_argument("--publish-url", default=None, help="answer POSTs with this published url")
    args = parser.parse_args()

    lock = threading.Lock()
    recorded = []

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, fmt, *values):
            sys.stderr.write("webhook_peer: " + (fmt % values) + "\n")

        def answer(self, status, payload):
            body = json.dumps(payload).encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_POST(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length > 0 else b""
            with lock:
                recorded.append({
                    "path": self.path,
                    "headers": {name.lower(): value for name, value in self.headers.items()},
                    "body": body.decode("utf-8", "replace"),
                })
            if args.publish_url is not None:
                payload = {"url": args.publish_url, "id": "remote-%d" % len(recorded)}
            else:
                payload = {"received": True}
            self.answer(args.status, payload)

        def do_GET(self):
            if self.path == "/_requests":
                with lock:
                    snapshot = list(recorded)
                self.answer(200, snapshot)
            else:
                self.answer(404, {"error": "not found"})

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
