#!/usr/bin/env python3
"""Fake websites for the backlink research tests (Python standard library only): many sites on
one port, told apart by the Host header, as name-based virtual hosting does. The server under
test reaches them through outbound.hosts (SEO_OUTBOUND_HOSTS), which points their names here.

It binds 127.0.0.1 on a free port and prints that port as the first line of stdout.
  GET <path>      the page set for the request's host (its Host header without the port) and
                  path (query included); 404 for any other
  POST /_control  {"sites": {"host": {"/path": {"status": 200, "body": "<html>...",
                   "content_type": "text/html; charset=utf-8", "location": "...",
                   "delay": seconds}}}} replaces every site; status defaults to 200,
                  content_type to text/html
  GET /_requests  the GET requests served, oldest first: [{path, headers, body: null}], where
                  headers.host tells the site
"""
import json
import time

import peer_server


def main():
    state = {"sites": {}}

    class Handler(peer_server.PeerHandler):
        peer_name = "sites_peer"

        def do_POST(self):
            if self.path != "/_control":
                self.answer(404, {"error": "not found"})
                return
            try:
                body = json.loads(self.read_body().decode("utf-8"))
            except ValueError:
                self.answer(400, {"error": "not JSON"})
                return
            with self.lock:
                state["sites"] = body.get("sites", {})
            self.answer(200, {"sites": len(state["sites"])})

        def do_GET(self):
            if self.path == "/_requests":
                super().do_GET()
                return
            host = (self.headers.get("Host") or "").split(":")[0].lower()
            with self.lock:
                self.record(None)
                page = state["sites"].get(host, {}).get(self.path)
            if page is None:
                self.send(404, b"<html><body>Not found</body></html>", "text/html")
                return
            if page.get("delay"):
                time.sleep(page["delay"])
            body = page.get("body", "").encode("utf-8")
            status = page.get("status", 200)
            try:
                self.send_response(status)
                self.send_header("Content-Type", page.get("content_type", "text/html; charset=utf-8"))
                if page.get("location"):
                    self.send_header("Location", page["location"])
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            except (BrokenPipeError, ConnectionResetError):
                pass

    peer_server.serve(Handler)


if __name__ == "__main__":
    main()
