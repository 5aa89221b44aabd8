#!/usr/bin/env python3
"""A fake Ghost site for the tests: its Admin API as PROVIDERS.md describes it, over HTTPS with a
throwaway certificate, checking every token as Ghost does.

It binds 127.0.0.1 on a free port, prints that port as the first line of stdout, and answers,
each API call only with `Authorization: Ghost <jwt>` and `Accept-Version: v5.0`:
  GET  /ghost/api/admin/posts/?limit=1          {"posts": [...], "meta": {...}}
  POST /ghost/api/admin/posts/?source=html      creates a post from {"posts": [{title, html,
                                                status, slug, custom_excerpt, feature_image}]}:
                                                201 {"posts": [{id, uuid, slug, url, status,
                                                updated_at, ...}]}
  GET  /ghost/api/admin/posts/<id>/             that post, or 404 NotFoundError
  PUT  /ghost/api/admin/posts/<id>/?source=html updates it; posts[0].updated_at must equal the
                                                stored one (409 UpdateCollisionError otherwise)
  POST /_control    {"fail": N}: the next N post writes answer 503; {"delete": id}: gone
  GET  /_posts      every post as stored, by id
  GET  /_requests   every API request, oldest first, each with "token": the JWT's decoded
                    header and payload and "token_error" (null when Ghost would accept it)
The token must be an HS256 JWT whose header names --key's id as `kid` and `typ` JWT, signed
with the key's secret hex-decoded, with "aud" "/admin/", an "iat" not in the future (a minute's
slack) and an "exp" after now and at most 5 minutes after iat; else 401 {"errors": [{"message",
"type": "UnauthorizedError"}]}. A missing Accept-Version answers 400.
"""
import argparse
import base64
import hashlib
import hmac
import json
import re
import secrets
import threading
import time
import datetime

import peer_server
import tls_cert


def b64url_decode(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def check_token(header, key_id, secret):
    """(decoded {"header", "payload"} or None, the reason Ghost would refuse it or None)."""
    if not header.startswith("Ghost "):
        return None, "no Ghost token"
    parts = header[6:].split(".")
    if len(parts) != 3:
        return None, "not a JWT"
    try:
        head = json.loads(b64url_decode(parts[0]))
        payload = json.loads(b64url_decode(parts[1]))
        signature = b64url_decode(parts[2])
    except ValueError:
        return None, "undecodable JWT"
    decoded = {"header": head, "payload": payload}
    expected = hmac.new(secret, (parts[0] + "." + parts[1]).encode(), hashlib.sha256).digest()
    now = time.time()
    if head.get("alg") != "HS256" or head.get("typ") != "JWT":
        return decoded, "header must say alg HS256, typ JWT"
    if head.get("kid") != key_id:
        return decoded, "unknown kid"
    if not hmac.compare_digest(signature, expected):
        return decoded, "bad signature"
    if payload.get("aud") != "/admin/":
        return decoded, "audience must be /admin/"
    iat, exp = payload.get("iat"), payload.get("exp")
    if not isinstance(iat, int) or not isinstance(exp, int):
        return decoded, "iat and exp must be integers"
    if iat > now + 60:
        return decoded, "issued in the future"
    if exp <= now:
        return decoded, "expired"
    if exp - iat > 300:
        return decoded, "lives longer than 5 minutes"
    return decoded, None


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--key", required=True, help="the Admin API key, id:secret")
    parser.add_argument("--make-cert", nargs=2, metavar=("CERT", "KEY"), required=True)
    args = parser.parse_args()
    tls_cert.make_cert(*args.make_cert)
    key_id, secret_hex = args.key.split(":")
    secret = bytes.fromhex(secret_hex)

    state = {"posts": {}, "fail": 0}
    lock = threading.Lock()

    def ghost_error(status, kind, message):
        return status, {"errors": [{"message": message, "type": kind}]}

    class Handler(peer_server.PeerHandler):
        peer_name = "ghost_peer"

        def record_call(self, body):
            decoded, refusal = check_token(self.headers.get("Authorization") or "", key_id,
                                           secret)
            with self.lock:
                self.record(body)
                self.recorded[-1]["token"] = decoded
                self.recorded[-1]["token_error"] = refusal
            if refusal:
                return ghost_error(401, "UnauthorizedError", "Invalid token: " + refusal)
            if not self.headers.get("Accept-Version"):
                return ghost_error(400, "BadRequestError", "Accept-Version header missing")
            return None

        def host_url(self):
            return "https://" + (self.headers.get("Host") or "localhost")

        def stamp(self):
            return datetime.datetime.now(datetime.timezone.utc).isoformat(
                timespec="milliseconds").replace("+00:00", "Z")

        def do_GET(self):
            if self.path == "/_requests":
                return super().do_GET()
            if self.path == "/_posts":
                with lock:
                    return self.answer(200, state["posts"])
            refused = self.record_call(None)
            if refused:
                return self.answer(*refused)
            path = self.path.split("?")[0]
            if path == "/ghost/api/admin/posts/":
                with lock:
                    posts = list(state["posts"].values())[:1]
                return self.answer(200, {"posts": posts, "meta": {"pagination": {"total": len(
                    state["posts"])}}})
            match = re.fullmatch(r"/ghost/api/admin/posts/([0-9a-f]{24})/", path)
            with lock:
                post = state["posts"].get(match.group(1)) if match else None
            if post is None:
                return self.answer(*ghost_error(404, "NotFoundError", "Post not found."))
            self.answer(200, {"posts": [post]})

        def write(self, method):
            raw = self.read_body()
            if self.path == "/_control" and method == "POST":
                control = json.loads(raw or b"{}")
                with lock:
                    state["fail"] = control.get("fail", state["fail"])
                    state["posts"].pop(str(control.get("delete")), None)
                return self.answer(200, {"ok": True})
            try:
                body = json.loads(raw)
            except ValueError:
                body = None
            refused = self.record_call(body)
            if refused:
                return self.answer(*refused)
            path, _, query = self.path.partition("?")
            match = re.fullmatch(r"/ghost/api/admin/posts/(?:([0-9a-f]{24})/)?", path)
            if not match or (method == "PUT") != (match.group(1) is not None):
                return self.answer(*ghost_error(404, "NotFoundError", "Resource not found"))
            if not (isinstance(body, dict) and isinstance(body.get("posts"), list)
                    and len(body["posts"]) == 1 and isinstance(body["posts"][0], dict)):
                return self.answer(*ghost_error(422, "ValidationError",
                                                "Expected {\"posts\": [post]}"))
            given = body["posts"][0]
            if given.get("status", "draft") not in ("draft", "published", "scheduled"):
                return self.answer(*ghost_error(422, "ValidationError", "Invalid status"))
            with lock:
                if state["fail"] > 0:
                    state["fail"] -= 1
                    return self.answer(*ghost_error(503, "InternalServerError",
                                                    "Ghost is restarting"))
                if method == "POST":
                    if not given.get("title"):
                        return self.answer(*ghost_error(422, "ValidationError",
                                                        "Value in [posts.title] cannot be blank."))
                    post = {"id": secrets.token_hex(12), "uuid": secrets.token_hex(16),
                            "revisions": 1, "source": query}
                    status = 201
                else:
                    post = state["posts"].get(match.group(1))
                    if post is None:
                        return self.answer(*ghost_error(404, "NotFoundError", "Post not found."))
                    if given.get("updated_at") != post["updated_at"]:
                        return self.answer(*ghost_error(
                            409, "UpdateCollisionError",
                            "Saving failed! Someone else is editing this post."))
                    post["revisions"] += 1
                    post["source"] = query
                    status = 200
                for field in ("title", "html", "status", "slug", "custom_excerpt",
                              "feature_image"):
                    if field in given:
                        post[field] = given[field]
                post["url"] = "%s/%s/" % (self.host_url(), post.get("slug") or post["id"])
                post["updated_at"] = self.stamp()
                state["posts"][post["id"]] = post
                answer = dict(post)
            self.answer(status, {"posts": [answer]})

        def do_POST(self):
            self.write("POST")

        def do_PUT(self):
            self.write("PUT")

    peer_server.serve(Handler, tls=tuple(args.make_cert))


if __name__ == "__main__":
    main()
