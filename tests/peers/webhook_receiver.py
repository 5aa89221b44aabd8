#!/usr/bin/env python3
"""A Standard Webhooks receiver for the end-to-end tests (Python standard library only): it
verifies every delivery as an integrator's endpoint would, independently of the server's code.

It binds 127.0.0.1 on a free port, prints that port as the first line of stdout, and then:
  POST /_control   {"secrets": {path: ["whsec_...", ...]}, "script": {path: [answer, ...]},
                   "tolerance_s": 300}; each field is kept until given again. An answer is a
                   status, or {"status": S, "retry_after": "120", "location": URL, "body_hex":
                   "ff00"} (sent as the Retry-After and Location headers, and as the answer's
                   bytes instead of a JSON body); a path's n-th delivery gets
                   its n-th answer, then 200 once the script is spent.
  POST <path>      a delivery. With secrets for its path, it is verified: webhook-id present,
                   webhook-timestamp within tolerance_s of this machine's clock, and one of the
                   space-separated "v1,<base64>" signatures equal (constant time) to
                   HMAC-SHA256(key, "<id>.<timestamp>.<body>") for one of the secrets. An
                   unverified delivery is answered 401; a verified one the script's next answer.
  GET /_requests   every delivery, oldest first: {"path", "headers", "body" (text), "verified"
                   (true, false, or null without secrets), "signed_by" (indexes of the secrets
                   whose signature it carries), "reason", "status" (what was answered)}.
"""
import base64
import hashlib
import hmac
import json
import time

import peer_server

state = {"secrets": {}, "script": {}, "tolerance_s": 300, "counts": {}}


def signatures_of(secret, msg_id, timestamp, body):
    key = base64.b64decode(secret[len("whsec_"):])
    signed = ("%s.%s." % (msg_id, timestamp)).encode("utf-8") + body
    return base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode("ascii")


def verify(headers, body, secrets, tolerance_s):
    """(verified, signed_by, reason)."""
    msg_id = headers.get("webhook-id")
    timestamp = headers.get("webhook-timestamp")
    header = headers.get("webhook-signature", "")
    if not msg_id or not timestamp or not header:
        return False, [], "missing webhook headers"
    try:
        sent_at = int(timestamp)
    except ValueError:
        return False, [], "timestamp is not a number"
    if abs(time.time() - sent_at) > tolerance_s:
        return False, [], "timestamp outside the tolerance"
    given = [part.split(",", 1)[1] for part in header.split(" ") if part.startswith("v1,")]
    signed_by = []
    for index, secret in enumerate(secrets):
        expected = signatures_of(secret, msg_id, timestamp, body)
        if any(hmac.compare_digest(expected, g) for g in given):
            signed_by.append(index)
    if not signed_by:
        return False, [], "no signature matches"
    return True, signed_by, ""


def main():
    class Handler(peer_server.PeerHandler):
        peer_name = "webhook_receiver"

        def do_POST(self):
            body = self.read_body()
            if self.path == "/_control":
                change = json.loads(body or b"{}")
                with self.lock:
                    for field in ("secrets", "script", "tolerance_s"):
                        if field in change:
                            state[field] = change[field]
                self.answer(200, {"ok": True})
                return
            headers = {name.lower(): value for name, value in self.headers.items()}
            with self.lock:
                secrets = state["secrets"].get(self.path)
                if secrets is None:
                    verified, signed_by, reason = None, [], ""
                else:
                    verified, signed_by, reason = verify(headers, body, secrets,
                                                         state["tolerance_s"])
                answer = {"status": 401} if verified is False else {"status": 200}
                if verified is not False:
                    n = state["counts"].get(self.path, 0)
                    state["counts"][self.path] = n + 1
                    script = state["script"].get(self.path, [])
                    if n < len(script):
                        step = script[n]
                        answer = step if isinstance(step, dict) else {"status": step}
                self.recorded.append({
                    "path": self.path,
                    "headers": headers,
                    "body": body.decode("utf-8", "replace"),
                    "verified": verified,
                    "signed_by": signed_by,
                    "reason": reason,
                    "status": answer["status"],
                })
            payload = json.dumps({"received": answer["status"] < 300}).encode("utf-8")
            if "body_hex" in answer:
                payload = bytes.fromhex(answer["body_hex"])
            self.send_response(answer["status"])
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            if "retry_after" in answer:
                self.send_header("Retry-After", str(answer["retry_after"]))
            if "location" in answer:
                self.send_header("Location", answer["location"])
            self.end_headers()
            self.wfile.write(payload)

    peer_server.serve(Handler)


if __name__ == "__main__":
    main()
