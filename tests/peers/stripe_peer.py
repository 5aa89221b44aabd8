#!/usr/bin/env python3
"""A fake Stripe for the end-to-end tests (Python standard library only): it delivers webhook
events to an endpoint signed exactly as Stripe documents (PROVIDERS.md, "Billing: Stripe
webhooks"): `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`,
the secret used as it is ("whsec_..."), the payload the event as Stripe sends it (JSON indented
by two spaces), POSTed with Stripe's headers.

It binds 127.0.0.1 on a free port, prints that port as the first line of stdout, and then:
  POST /_control    delivers one event and answers 200 with {"status", "body"} (the endpoint's
                    answer; status 0 when it could not be reached). Fields:
                      url        the endpoint
                      secret     the endpoint's signing secret
                      event      the event object
                      timestamp  the signature's t (default: now)
                      tamper     [from, to]: the payload's first `from` becomes `to` after it
                                 was signed (a price id, say)
                      extra_v1   signatures sent before the right one (a rolled secret's)
                      v0         true: a v0 signature is sent too (which must be ignored)
                      no_header  true: no Stripe-Signature at all
  GET /_deliveries  every delivery's {"event_id", "status", "body"}, oldest first.
"""
import hashlib
import hmac
import json
import time
import urllib.error
import urllib.request

import peer_server


def signature(secret, timestamp, payload):
    """The hex v1 signature of `payload` (bytes) at `timestamp` under `secret`."""
    message = str(timestamp).encode("ascii") + b"." + payload
    return hmac.new(secret.encode("utf-8"), message, hashlib.sha256).hexdigest()


def deliver(order):
    event = order["event"]
    payload = json.dumps(event, indent=2).encode("utf-8")
    timestamp = int(order.get("timestamp") or time.time())
    parts = ["t=%d" % timestamp]
    parts += ["v1=" + extra for extra in order.get("extra_v1", [])]
    parts.append("v1=" + signature(order["secret"], timestamp, payload))
    if order.get("v0"):
        parts.append("v0=" + signature("not-the-secret", timestamp, payload))
    if order.get("tamper"):
        was, now = order["tamper"]
        payload = payload.replace(was.encode("utf-8"), now.encode("utf-8"), 1)
    headers = {
        "Content-Type": "application/json; charset=utf-8",
        "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        "Cache-Control": "no-cache",
        "Accept": "*/*; q=0.5, application/xml",
    }
    if not order.get("no_header"):
        headers["Stripe-Signature"] = ",".join(parts)
    request = urllib.request.Request(order["url"], data=payload, headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, answer.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as refused:
        return refused.code, refused.read().decode("utf-8", "replace")
    except OSError as failed:
        return 0, str(failed)


def main():
    deliveries = []

    class Handler(peer_server.PeerHandler):
        peer_name = "stripe_peer"

        def do_POST(self):
            if self.path != "/_control":
                self.answer(404, self.not_found())
                return
            order = json.loads(self.read_body() or b"{}")
            status, body = deliver(order)
            with self.lock:
                deliveries.append({"event_id": order["event"].get("id"), "status": status,
                                   "body": body})
            self.answer(200, {"status": status, "body": body})

        def do_GET(self):
            if self.path == "/_deliveries":
                with self.lock:
                    self.answer(200, list(deliveries))
            else:
                super().do_GET()

    peer_server.serve(Handler)


if __name__ == "__main__":
    main()
