"""The HTTP plumbing shared by the fake peers in this folder (Python standard library only).

A peer script imports this module as a sibling (its folder is sys.path[0] when it is run as
`python3 tests/peers/<name>.py`), subclasses PeerHandler with its own do_POST, and calls
serve(Handler). serve binds 127.0.0.1 on a free port, prints that port as the first line of stdout
and answers each connection on its own thread, until interrupted; over HTTPS with serve(Handler,
tls=(cert, key)) (tls_cert.py makes a throwaway pair).

PeerHandler speaks HTTP/1.1 with a Content-Length on every answer, logs to stderr under the peer's
name, records the requests its subclass passes to record(), and answers
  GET /_requests     the recorded requests, oldest first, as a JSON array of
                     {"path", "headers" (lower-cased names), "body" (as the peer passed it)};
  GET <other path>   404 with the JSON body not_found() gives.
"""
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class PeerHandler(BaseHTTPRequestHandler):
    """The base of a peer's request handler. A process serves one peer, so the recorded requests
    and the lock live on this class; the lock is re-entrant, so a peer may hold it around
    record() while it also reads or changes state of its own."""

    protocol_version = "HTTP/1.1"
    peer_name = "peer"  # the prefix of each stderr log line
    lock = threading.RLock()
    recorded = []

    def log_message(self, fmt, *values):
        sys.stderr.write(self.peer_name + ": " + (fmt % values) + "\n")

    def send(self, status, body, content_type="application/json"):
        """Answers `status` with the bytes `body`."""
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up waiting (the time-out tests)

    def answer(self, status, payload):
        """Answers `status` with `payload` as JSON."""
        self.send(status, json.dumps(payload).encode("utf-8"))

    def read_body(self):
        """The request's body as bytes (empty without a Content-Length)."""
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def record(self, body):
        """Records this request with `body` for GET /_requests; returns how many are recorded."""
        with self.lock:
            self.recorded.append({
                "path": self.path,
                "headers": {name.lower(): value for name, value in self.headers.items()},
                "body": body,
            })
            return len(self.recorded)

    def not_found(self):
        """The JSON body of the 404 answered to a GET of a path other than /_requests."""
        return {"error": "not found"}

    def do_GET(self):
        if self.path == "/_requests":
            with self.lock:
                snapshot = list(self.recorded)
            self.answer(200, snapshot)
        else:
            self.answer(404, self.not_found())


def serve(handler, tls=None):
    """Serves `handler` (a PeerHandler subclass) on 127.0.0.1, printing the port first; over
    HTTPS when `tls` is (certificate file, key file)."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    if tls:
        import ssl
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(*tls)
        server.socket = context.wrap_socket(server.socket, server_side=True)
    print(server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
