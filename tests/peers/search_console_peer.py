#!/usr/bin/env python3
"""A fake Google OAuth 2.0 token endpoint and Search Console API for the tests (Python standard
library plus python3-cryptography, a Debian package, which verifies the RS256 signatures).

It binds 127.0.0.1 on a free port, prints that port as the first line of stdout, and speaks
Google's formats for a service account (the JWT bearer flow of RFC 7523):
  POST /token    a form body grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer&assertion=JWT.
                 Checks the JWT as Google does: three base64url parts without padding, header
                 alg RS256, claims iss (--client-email), aud (this peer's /token URL), scope
                 (must include webmasters.readonly), iat and exp with 0 < exp - iat <= 3600, and
                 the signature against the public key (--public-key or /_control). Answers
                 {access_token, expires_in: 3600, token_type: "Bearer"}, or 400 with
                 {"error": "invalid_grant" (or unsupported_grant_type, invalid_scope,
                 invalid_request), "error_description": ...}.
  POST /webmasters/v3/sites/{site, percent-encoded}/searchAnalytics/query
                 Checks `Authorization: Bearer <a token it issued>` (else 401 UNAUTHENTICATED)
                 and that it knows the site (else 403 PERMISSION_DENIED), checks the body
                 (startDate, endDate, dimensions, rowLimit 1..25000, startRow, dataState; else
                 400 INVALID_ARGUMENT) and answers the site's rows within the dates, in the order
                 given to /_control, keyed by the asked dimensions, sliced by startRow and
                 rowLimit: {"rows": [{keys, clicks, impressions, ctr, position}],
                 "responseAggregationType": "byPage"}, without `rows` when none are left.
  POST /_control a JSON object changing the peer's behaviour; any of:
      "mode":          the API's answers: ok | forbidden (403) | unauthenticated (401) |
                       not_found (404) | http_400 | http_429 | http_500 | not_json |
                       rows_not_array | bad_keys | slow (5 s, then as ok)
      "token_mode":    the token endpoint's answers: ok | invalid_client (401) | http_500 |
                       not_json | slow
      "public_key":    the PEM public key the assertions' signatures must verify against
      "rows":          {"site": [{"date", "page", "clicks", "impressions", "ctr", "position"}]}
                       (a listed site is known, even with no rows; numbers are answered as given)
      "revoke_tokens": true forgets every token issued so far
  GET /_requests the recorded token and API calls, oldest first: [{path, headers (lower-cased),
                 body}]. A token call's body is {"raw": the form text, "grant_type",
                 "jwt_header", "jwt_claims"} (the JWT's parts decoded, null when unreadable);
                 an API call's body is its JSON, else the raw text.
Errors of the API use Google's envelope {"error": {"code", "message", "status"}}.
"""
import argparse
import base64
import json
import re
import time
import urllib.parse
import uuid

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding

import peer_server

GRANT_TYPE = "urn:ietf:params:oauth:grant-type:jwt-bearer"
SCOPE = "https://www.googleapis.com/auth/webmasters.readonly"
QUERY_PATH = re.compile(r"^/webmasters/v3/sites/([^/]+)/searchAnalytics/query$")
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
DIMENSIONS = ("date", "page", "query", "country", "device", "searchAppearance")
MODES = ("ok", "forbidden", "unauthenticated", "not_found", "http_400", "http_429", "http_500",
         "not_json", "rows_not_array", "bad_keys", "slow")
TOKEN_MODES = ("ok", "invalid_client", "http_500", "not_json", "slow")


def google_error(code, status, message):
    return {"error": {"code": code, "message": message, "status": status,
                      "errors": [{"message": message, "domain": "global", "reason": status}]}}


def unbase64url(part):
    """The bytes of a base64url part without padding; None for anything else."""
    if not re.fullmatch(r"[A-Za-z0-9_-]*", part):
        return None
    try:
        return base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))
    except ValueError:
        return None


def json_part(part):
    data = unbase64url(part)
    try:
        value = json.loads(data.decode("utf-8")) if data is not None else None
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def load_key(pem):
    return serialization.load_pem_public_key(pem.encode("utf-8"))


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--client-email",
                        default="seo-reader@seo-test.iam.gserviceaccount.com",
                        help="the service account whose assertions are accepted")
    parser.add_argument("--public-key", help="a PEM file with the service account's public key")
    args = parser.parse_args()

    state = {"mode": "ok", "token_mode": "ok", "rows": {}, "tokens": set(),
             "key": None}
    if args.public_key:
        with open(args.public_key, encoding="utf-8") as f:
            state["key"] = load_key(f.read())

    def check_assertion(assertion, audience):
        """None when `assertion` is a JWT Google would accept, else (error, description)."""
        parts = assertion.split(".")
        if len(parts) != 3:
            return "invalid_grant", "Invalid JWT: not three parts."
        header, claims = json_part(parts[0]), json_part(parts[1])
        signature = unbase64url(parts[2])
        if header is None or claims is None or signature is None:
            return "invalid_grant", "Invalid JWT: not base64url-encoded JSON without padding."
        if header.get("alg") != "RS256":
            return "invalid_grant", "Invalid JWT: the header's alg is not RS256."
        if claims.get("iss") != args.client_email:
            return "invalid_grant", "Invalid grant: account not found"
        if claims.get("aud") != audience:
            return "invalid_grant", ("Invalid JWT: Failed audience check. The expected audience "
                                     "is " + audience + ".")
        scopes = claims.get("scope")
        if not isinstance(scopes, str) or SCOPE not in scopes.split(" "):
            return "invalid_scope", "Invalid OAuth scope or ID token audience provided."
        iat, exp = claims.get("iat"), claims.get("exp")
        if not isinstance(iat, int) or not isinstance(exp, int) or not 0 < exp - iat <= 3600:
            return "invalid_grant", ("Invalid JWT: Token must be a short-lived token (60 minutes) "
                                     "and in a reasonable timeframe. Check your iat and exp "
                                     "values in the JWT claim.")
        with peer_server.PeerHandler.lock:
            key = state["key"]
        if key is None:
            return "invalid_grant", "Invalid JWT Signature. (the peer has no public key)"
        try:
            key.verify(signature, (parts[0] + "." + parts[1]).encode("ascii"),
                       padding.PKCS1v15(), hashes.SHA256())
        except InvalidSignature:
            return "invalid_grant", "Invalid JWT Signature."
        return None

    def rows_answer(rows, query):
        start, end = query["startDate"], query["endDate"]
        dimensions = query.get("dimensions", [])
        start_row = query.get("startRow", 0)
        row_limit = query.get("rowLimit", 1000)
        selected = [r for r in rows if start <= r.get("date", "") <= end]
        answered = []
        for r in selected[start_row:start_row + row_limit]:
            answered.append({
                "keys": [r.get(d, "") for d in dimensions],
                "clicks": r.get("clicks", 0),
                "impressions": r.get("impressions", 0),
                "ctr": r.get("ctr", 0),
                "position": r.get("position", 0),
            })
        answer = {"responseAggregationType": "byPage" if "page" in dimensions else "byProperty"}
        if answered:
            answer["rows"] = answered
        return answer

    def invalid_query(query):
        if not isinstance(query, dict):
            return "Invalid JSON payload received."
        for field in ("startDate", "endDate"):
            if not isinstance(query.get(field), str) or not DATE.match(query[field]):
                return "Invalid value at '%s'." % field
        if query["endDate"] < query["startDate"]:
            return "The end date is before the start date."
        dimensions = query.get("dimensions", [])
        if not isinstance(dimensions, list) or any(d not in DIMENSIONS for d in dimensions):
            return "Invalid value at 'dimensions'."
        row_limit = query.get("rowLimit", 1000)
        if not isinstance(row_limit, int) or not 1 <= row_limit <= 25000:
            return "Invalid value at 'row_limit'."
        start_row = query.get("startRow", 0)
        if not isinstance(start_row, int) or start_row < 0:
            return "Invalid value at 'start_row'."
        if query.get("dataState", "final") not in ("final", "all", "hourly_all"):
            return "Invalid value at 'data_state'."
        return None

    class Handler(peer_server.PeerHandler):
        peer_name = "search_console_peer"

        def not_found(self):
            return google_error(404, "NOT_FOUND", "Requested entity was not found.")

        def do_POST(self):
            raw = self.read_body().decode("utf-8", "replace")
            if self.path == "/_control":
                self.control(raw)
            elif self.path == "/token":
                self.token(raw)
            else:
                self.query(raw)

        def control(self, raw):
            try:
                body = json.loads(raw)
            except ValueError:
                body = None
            if not isinstance(body, dict):
                self.answer(400, {"error": "a JSON object is required"})
                return
            if body.get("mode", "ok") not in MODES or \
                    body.get("token_mode", "ok") not in TOKEN_MODES:
                self.answer(400, {"error": "unknown mode"})
                return
            with self.lock:
                try:
                    if "public_key" in body:
                        state["key"] = load_key(body["public_key"])
                except ValueError as e:
                    self.answer(400, {"error": "public_key: %s" % e})
                    return
                for field in ("mode", "token_mode", "rows"):
                    if field in body:
                        state[field] = body[field]
                if body.get("revoke_tokens"):
                    state["tokens"] = set()
            self.answer(200, {"ok": True})

        def token(self, raw):
            form = urllib.parse.parse_qs(raw, keep_blank_values=True)
            grant_type = form.get("grant_type", [None])[0]
            assertion = form.get("assertion", [""])[0]
            parts = assertion.split(".")
            with self.lock:
                self.record({
                    "raw": raw,
                    "grant_type": grant_type,
                    "jwt_header": json_part(parts[0]) if len(parts) == 3 else None,
                    "jwt_claims": json_part(parts[1]) if len(parts) == 3 else None,
                })
                mode = state["token_mode"]
            if mode == "slow":
                time.sleep(5)
            elif mode == "invalid_client":
                self.answer(401, {"error": "invalid_client",
                                  "error_description": "The OAuth client was not found."})
                return
            elif mode == "http_500":
                self.answer(500, {"error": "internal_failure",
                                  "error_description": "Backend Error"})
                return
            elif mode == "not_json":
                self.send(200, b"<html><body>Sign in</body></html>", "text/html")
                return
            content_type = self.headers.get("Content-Type", "")
            if content_type.split(";")[0].strip() != "application/x-www-form-urlencoded":
                self.answer(400, {"error": "invalid_request",
                                  "error_description": "Bad Request: wrong Content-Type."})
                return
            if grant_type != GRANT_TYPE:
                self.answer(400, {"error": "unsupported_grant_type",
                                  "error_description": "Invalid grant_type: %s" % grant_type})
                return
            audience = "http://127.0.0.1:%d/token" % self.server.server_address[1]
            problem = check_assertion(assertion, audience)
            if problem is not None:
                self.answer(400, {"error": problem[0], "error_description": problem[1]})
                return
            token = "ya29.fake-" + uuid.uuid4().hex
            with self.lock:
                state["tokens"].add(token)
            self.answer(200, {"access_token": token, "expires_in": 3600, "token_type": "Bearer"})

        def query(self, raw):
            try:
                body = json.loads(raw)
            except ValueError:
                body = None
            with self.lock:
                self.record(body if body is not None else raw)
                mode = state["mode"]
                tokens = set(state["tokens"])
                sites = json.loads(json.dumps(state["rows"]))
            match = QUERY_PATH.match(self.path)
            if match is None:
                self.answer(404, self.not_found())
                return
            site = urllib.parse.unquote(match.group(1))
            auth = self.headers.get("Authorization", "")
            if mode == "unauthenticated" or not auth.startswith("Bearer ") or \
                    auth[len("Bearer "):] not in tokens:
                self.answer(401, google_error(
                    401, "UNAUTHENTICATED",
                    "Request had invalid authentication credentials. Expected OAuth 2 access "
                    "token, login cookie or other valid authentication credential."))
                return
            if mode == "slow":
                time.sleep(5)
            elif mode == "not_found":
                self.answer(404, self.not_found())
                return
            elif mode == "http_400":
                self.answer(400, google_error(400, "INVALID_ARGUMENT",
                                              "Request contains an invalid argument."))
                return
            elif mode == "http_429":
                self.answer(429, google_error(429, "RESOURCE_EXHAUSTED", "Quota exceeded."))
                return
            elif mode == "http_500":
                self.answer(500, google_error(500, "INTERNAL", "Internal error encountered."))
                return
            elif mode == "not_json":
                self.send(200, b"<html><body>Error 502</body></html>", "text/html")
                return
            elif mode == "rows_not_array":
                self.answer(200, {"rows": {"keys": []}, "responseAggregationType": "byPage"})
                return
            elif mode == "bad_keys":
                self.answer(200, {"rows": [{"keys": ["2026-11-01", 7], "clicks": 1,
                                            "impressions": 2, "ctr": 0.5, "position": 1.0}]})
                return
            if mode == "forbidden" or site not in sites:
                self.answer(403, google_error(
                    403, "PERMISSION_DENIED",
                    "User does not have sufficient permission for site '%s'. See also: "
                    "https://support.google.com/webmasters/answer/2451999." % site))
                return
            problem = invalid_query(body)
            if problem is not None:
                self.answer(400, google_error(400, "INVALID_ARGUMENT", problem))
                return
            self.answer(200, rows_answer(sites[site], body))

    peer_server.serve(Handler)


if __name__ == "__main__":
    main()
