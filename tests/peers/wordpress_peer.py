#!/usr/bin/env python3
"""A fake WordPress site for the tests: its REST API as PROVIDERS.md describes it, over HTTPS with
a throwaway certificate (WordPress offers application passwords over HTTPS only).

It binds 127.0.0.1 on a free port, prints that port as the first line of stdout, and answers:
  GET  /wp-json/                    {"name", "namespaces": [..., "wp/v2"]} (no authentication)
  GET  /wp-json/wp/v2/users/me      the user, with Basic <--user>:<--password> (the spaces of an
                                    application password are stripped first, as WordPress does)
  POST /wp-json/wp/v2/posts         creates a post from {title, content, status, slug, excerpt}:
                                    201 {id, link, status, slug, title: {raw, rendered}, ...}
  POST /wp-json/wp/v2/posts/<id>    updates that post: 200, or 404 rest_post_invalid_id
  POST /_control                    {"fail": N}: the next N post writes answer 500;
                                    {"delete": id}: the post is gone (deleted on the site)
  GET  /_posts                      every post as stored, by id
  GET  /_requests                   every API request, oldest first (peer_server.py)
A wrong or missing credential answers 401 {"code": "incorrect_password" | "rest_not_logged_in",
"message", "data": {"status": 401}}; a body that is not a JSON object 400 rest_invalid_json;
a post without title and content 400 empty_content; a status other than publish, draft or
future 400 rest_invalid_param.
"""
import argparse
import base64
import json
import re
import threading

import peer_server
import tls_cert


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--user", required=True)
    parser.add_argument("--password", required=True, help="the application password")
    parser.add_argument("--make-cert", nargs=2, metavar=("CERT", "KEY"), required=True)
    args = parser.parse_args()
    tls_cert.make_cert(*args.make_cert)

    state = {"posts": {}, "next_id": 100, "fail": 0}
    lock = threading.Lock()

    def wp_error(code, message, status):
        return status, {"code": code, "message": message, "data": {"status": status}}

    class Handler(peer_server.PeerHandler):
        peer_name = "wordpress_peer"

        def authorized(self):
            header = self.headers.get("Authorization") or ""
            if not header.startswith("Basic "):
                return wp_error("rest_not_logged_in", "You are not currently logged in.", 401)
            try:
                user, _, password = base64.b64decode(header[6:]).decode("utf-8").partition(":")
            except (ValueError, UnicodeDecodeError):
                return wp_error("rest_not_logged_in", "Malformed credentials.", 401)
            if user != args.user or password.replace(" ", "") != args.password.replace(" ", ""):
                return wp_error("incorrect_password",
                                "The provided password is an invalid application password.", 401)
            return None

        def host_url(self):
            return "https://" + (self.headers.get("Host") or "localhost")

        def do_GET(self):
            if self.path == "/_requests":
                return super().do_GET()
            if self.path == "/_posts":
                with lock:
                    return self.answer(200, state["posts"])
            self.record(None)
            if self.path == "/wp-json/":
                return self.answer(200, {"name": "Fake WordPress",
                                         "namespaces": ["oembed/1.0", "wp/v2"]})
            if self.path == "/wp-json/wp/v2/users/me":
                refused = self.authorized()
                if refused:
                    return self.answer(*refused)
                return self.answer(200, {"id": 1, "name": args.user, "slug": args.user})
            self.answer(*wp_error("rest_no_route", "No route was found.", 404))

        def do_POST(self):
            raw = self.read_body()
            if self.path == "/_control":
                control = json.loads(raw or b"{}")
                with lock:
                    state["fail"] = control.get("fail", state["fail"])
                    state["posts"].pop(str(control.get("delete")), None)
                return self.answer(200, {"ok": True})
            try:
                body = json.loads(raw)
            except ValueError:
                body = None
            self.record(body)
            match = re.fullmatch(r"/wp-json/wp/v2/posts(?:/(\d+))?", self.path)
            if not match:
                return self.answer(*wp_error("rest_no_route", "No route was found.", 404))
            refused = self.authorized()
            if refused:
                return self.answer(*refused)
            if not isinstance(body, dict):
                return self.answer(*wp_error("rest_invalid_json", "Invalid JSON body passed.",
                                             400))
            if body.get("status", "draft") not in ("publish", "draft", "future"):
                return self.answer(*wp_error("rest_invalid_param", "Invalid parameter(s): status",
                                             400))
            with lock:
                if state["fail"] > 0:
                    state["fail"] -= 1
                    return self.answer(*wp_error("internal_server_error",
                                                 "There has been a critical error.", 500))
                if match.group(1) is None:
                    if not body.get("title") and not body.get("content"):
                        return self.answer(*wp_error("empty_content",
                                                     "Content, title, and excerpt are empty.",
                                                     400))
                    post_id = state["next_id"]
                    state["next_id"] += 1
                    post, status = {"id": post_id, "revisions": 1}, 201
                else:
                    post = state["posts"].get(match.group(1))
                    if post is None:
                        return self.answer(*wp_error("rest_post_invalid_id", "Invalid post ID.",
                                                     404))
                    post["revisions"] += 1
                    status = 200
                for field in ("title", "content", "status", "slug", "excerpt"):
                    if field in body:
                        post[field] = body[field]
                post["link"] = "%s/%s/" % (self.host_url(), post.get("slug") or post["id"])
                state["posts"][str(post["id"])] = post
                answer = dict(post)
            answer["title"] = {"raw": post.get("title", ""), "rendered": post.get("title", "")}
            self.answer(status, answer)

    peer_server.serve(Handler, tls=tuple(args.make_cert))


if __name__ == "__main__":
    main()
