#!/usr/bin/env python3
"""A fake DataForSEO API for the tests (Python standard library only).

It binds 127.0.0.1 on a free port, prints that port as the first line of stdout, and speaks
DataForSEO's v3 format: HTTP Basic auth, a POST body that is a JSON array of one task, and the
envelope {version, status_code, status_message, time, cost, tasks_count, tasks_error, tasks: [...]}
with a status code at the envelope and at the task level.

  POST /v3/dataforseo_labs/google/keyword_overview/live   result[0].items[] per known term
  POST /v3/dataforseo_labs/google/keyword_ideas/live      result[0].items[] of suggestions
  POST /v3/keywords_data/google_ads/search_volume/live    result[] per asked term
  POST /v3/serp/google/organic/live/advanced              result[0].items[]: the organic results
                     set for the query under "serp" (none for another query), each after a
                     featured snippet that is not organic, as Google's pages have
  POST /v3/serp/google/organic/task_post                  the queue: up to 100 tasks, each
                     answered status 20100 with its id (and its data, tag and device included)
  GET  /v3/serp/google/organic/tasks_ready                result[] of {id, tag, ...}: the
                     finished tasks not yet read (a task finishes after "queue_polls" calls of
                     tasks_ready; 0: at once)
  GET  /v3/serp/google/organic/task_get/advanced/{id}     the page as the live call answers it,
                     with the features set for its query; 40602 "Task In Queue." before it
                     finishes, 40401 "Task Not Found." for an id never posted
  POST /_control     a JSON object changing the peer's behaviour; any of:
      "mode":    ok | task_error | envelope_error | balance | http_500 | not_json | slow | hang
      "figures": {"term": {"search_volume": 1, "cpc": 0.5, "keyword_difficulty": 40,
                           "main_intent": "commercial"}}  (terms not listed answer nulls)
      "absent":  ["term", ...]  terms left out of overview and search-volume answers
      "ideas":   {"seed": ["idea", ...]}  (unlisted seeds: a fixed expansion)
      "cost":    the cost answered for each call
      "serp":    {"query": [{"url": ..., "title": ..., "description": ...}, ...]}
                 (a key "query|mobile" answers the mobile device's tasks of the query)
      "features": {"query": [{"type": "people_also_ask"}, {"type": "ai_overview",
                   "references": [{"domain": ..., "url": ...}]}, ...]}  elements put before
                 the organic results of the query's pages (the featured snippet is always there)
      "queue_polls": how many tasks_ready calls a posted task waits before it finishes
      "forget_queue": true  drops every posted task (task_get then answers 40401)
  GET /_requests     the recorded API calls, oldest first: [{path, headers (lower-cased), body}],
                     body parsed as JSON when it is JSON, else the raw text.

Modes: ok answers; task_error answers HTTP 200 with task status 40501; envelope_error answers
HTTP 200 with envelope status 50000; balance answers task status 40200; http_500 answers HTTP 500
with envelope status 50000; not_json answers an HTML page; slow waits 5 s, then answers as ok.
Wrong credentials answer HTTP 401 with envelope status 40100, as DataForSEO does.
"""
import argparse
import base64
import json
import time
import uuid

import peer_server

VERSION = "0.1.20250101"
OVERVIEW = "/v3/dataforseo_labs/google/keyword_overview/live"
IDEAS = "/v3/dataforseo_labs/google/keyword_ideas/live"
SEARCH_VOLUME = "/v3/keywords_data/google_ads/search_volume/live"
SERP = "/v3/serp/google/organic/live/advanced"
TASK_POST = "/v3/serp/google/organic/task_post"
TASKS_READY = "/v3/serp/google/organic/tasks_ready"
TASK_GET = "/v3/serp/google/organic/task_get/advanced/"
MAX_QUEUED = 100
MAX_TERMS = {OVERVIEW: 700, IDEAS: 200, SEARCH_VOLUME: 1000, SERP: 1}
DEFAULT_EXPANSION = ["best {}", "{} online", "{} for sale"]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--login", required=True)
    parser.add_argument("--password", required=True)
    args = parser.parse_args()
    expected_auth = "Basic " + base64.b64encode(
        (args.login + ":" + args.password).encode("utf-8")).decode("ascii")

    state = {"mode": "ok", "figures": {}, "absent": [], "ideas": {}, "cost": 0.0105, "serp": {},
             "features": {}, "queue_polls": 0}
    # The queue: task id -> {"data", "polls" left before it finishes, "read"}.
    queue = {}

    def envelope(status_code, status_message, tasks, cost=0):
        errors = sum(1 for t in tasks if t["status_code"] != 20000) if tasks else 0
        return {
            "version": VERSION,
            "status_code": status_code,
            "status_message": status_message,
            "time": "0.1000 sec.",
            "cost": cost,
            "tasks_count": len(tasks) if tasks else 0,
            "tasks_error": errors,
            "tasks": tasks,
        }

    def task(path, data, status_code, status_message, result, cost):
        parts = path.strip("/").split("/")
        return {
            "id": str(uuid.uuid4()),
            "status_code": status_code,
            "status_message": status_message,
            "time": "0.0500 sec.",
            "cost": cost,
            "result_count": len(result) if result is not None else 0,
            "path": parts,
            "data": dict(data, api=parts[1], function=parts[-2], se="google"),
            "result": result,
        }

    def labs_item(term, data, figures):
        f = figures.get(term.lower(), {})
        intent = f.get("main_intent")
        return {
            "se_type": "google",
            "keyword": term,
            "location_code": data.get("location_code"),
            "language_code": data.get("language_code"),
            "search_partners": False,
            "keyword_info": {
                "se_type": "google",
                "last_updated_time": "2025-01-01 00:00:00 +00:00",
                "competition": f.get("competition"),
                "competition_level": f.get("competition_level"),
                "cpc": f.get("cpc"),
                "search_volume": f.get("search_volume"),
                "low_top_of_page_bid": None,
                "high_top_of_page_bid": None,
                "categories": None,
                "monthly_searches": None,
            },
            "keyword_properties": {
                "se_type": "google",
                "core_keyword": None,
                "synonym_clustering_algorithm": "text_processing",
                "keyword_difficulty": f.get("keyword_difficulty"),
                "detected_language": data.get("language_code"),
                "is_another_language": False,
            },
            "search_intent_info": None if intent is None else {
                "se_type": "google",
                "main_intent": intent,
                "foreign_intent": None,
                "last_updated_time": "2025-01-01 00:00:00 +00:00",
            },
        }

    def volume_item(term, data, figures):
        f = figures.get(term.lower(), {})
        return {
            "keyword": term,
            "spell": None,
            "location_code": data.get("location_code"),
            "language_code": data.get("language_code"),
            "search_partners": False,
            "competition": f.get("competition_level"),
            "competition_index": None,
            "search_volume": f.get("search_volume"),
            "low_top_of_page_bid": None,
            "high_top_of_page_bid": None,
            "cpc": f.get("cpc"),
            "monthly_searches": None,
        }

    def labs_result(data, items):
        return [{
            "se_type": "google",
            "location_code": data.get("location_code"),
            "language_code": data.get("language_code"),
            "total_count": len(items),
            "items_count": len(items),
            "items": items,
        }]

    def serp_result(data, snapshot):
        query = data["keyword"]
        listed = snapshot["serp"].get(query, [])
        if data.get("device") == "mobile":
            listed = snapshot["serp"].get(query + "|mobile", listed)
        organic = listed[:data.get("depth", 100)]
        items = [{"type": "featured_snippet", "rank_group": 1, "rank_absolute": 1,
                  "domain": "snippet.example", "title": "A featured snippet",
                  "url": "https://snippet.example/answer", "description": "not organic"}]
        for extra in snapshot["features"].get(query, []):
            items.append(dict(extra, rank_group=1, rank_absolute=len(items) + 1))
        first = len(items)
        for i, r in enumerate(organic):
            url = r["url"]
            items.append({"type": "organic", "rank_group": i + 1, "rank_absolute": first + i + 1,
                          "position": "left", "xpath": "/html[1]/body[1]",
                          "domain": url.split("/")[2], "title": r.get("title", ""),
                          "url": url, "breadcrumb": url, "is_image": False,
                          "description": r.get("description", "")})
        return [{"keyword": query, "type": "organic", "se_domain": "google.com",
                 "location_code": data.get("location_code"),
                 "language_code": data.get("language_code"),
                 "check_url": "https://www.google.com/search?q=x", "datetime": "2026-01-01",
                 "item_types": list(dict.fromkeys(i["type"] for i in items)),
                 "se_results_count": 1000, "items_count": len(items), "items": items}]

    def result_of(path, data, snapshot):
        if path == SERP:
            return serp_result(data, snapshot)
        # DataForSEO answers terms lower-cased.
        terms = [t.lower() for t in data["keywords"]]
        figures = {k.lower(): v for k, v in snapshot["figures"].items()}
        absent = {t.lower() for t in snapshot["absent"]}
        if path == OVERVIEW:
            return labs_result(data, [labs_item(t, data, figures) for t in terms
                                      if t not in absent])
        if path == SEARCH_VOLUME:
            return [volume_item(t, data, figures) for t in terms if t not in absent]
        listed_ideas = {k.lower(): v for k, v in snapshot["ideas"].items()}
        ideas = []
        for seed in terms:
            listed = listed_ideas.get(seed)
            for idea in listed if listed is not None else [p.format(seed)
                                                            for p in DEFAULT_EXPANSION]:
                if idea not in ideas:
                    ideas.append(idea)
        ideas = ideas[:int(data.get("limit", 700))]
        return labs_result(data, [labs_item(t, data, figures) for t in ideas])

    def invalid_task(path, data):
        if not isinstance(data, dict):
            return "Invalid Field: 'task'."
        if path in (SERP, TASK_POST):
            if path == TASK_POST and data.get("device", "desktop") not in ("desktop", "mobile"):
                return "Invalid Field: 'device'."
            if not isinstance(data.get("keyword"), str) or not data["keyword"]:
                return "Invalid Field: 'keyword'."
            if not isinstance(data.get("depth"), int) or not 1 <= data["depth"] <= 700:
                return "Invalid Field: 'depth'."
            if not isinstance(data.get("location_code"), int):
                return "Invalid Field: 'location_code'."
            if not isinstance(data.get("language_code"), str):
                return "Invalid Field: 'language_code'."
            return None
        terms = data.get("keywords")
        if not isinstance(terms, list) or not terms or \
                not all(isinstance(t, str) and t for t in terms):
            return "Invalid Field: 'keywords'."
        if len(terms) > MAX_TERMS[path]:
            return "Invalid Field: 'keywords'. Too many keywords."
        if not isinstance(data.get("location_code"), int):
            return "Invalid Field: 'location_code'."
        if not isinstance(data.get("language_code"), str):
            return "Invalid Field: 'language_code'."
        if path == IDEAS and "limit" in data and not isinstance(data["limit"], int):
            return "Invalid Field: 'limit'."
        return None

    class Handler(peer_server.PeerHandler):
        peer_name = "dataforseo_peer"

        def not_found(self):
            return envelope(40400, "Not Found.", None)

        def do_GET(self):
            if self.path == "/_requests":
                super().do_GET()
                return
            with self.lock:
                self.record(None)
                snapshot = json.loads(json.dumps(state))
            if not self.authorized(snapshot):
                return
            if snapshot["mode"] == "http_500":
                self.answer(500, envelope(50000, "Internal Server Error.", None))
                return
            if self.path == TASKS_READY:
                with self.lock:
                    done = []
                    for task_id, queued in queue.items():
                        if queued["polls"] > 0:
                            queued["polls"] -= 1
                        elif not queued["read"]:
                            done.append({"id": task_id, "se": "google", "se_type": "organic",
                                         "date_posted": "2026-01-01 00:00:00 +00:00",
                                         "tag": queued["data"].get("tag"),
                                         "endpoint_regular": None,
                                         "endpoint_advanced": TASK_GET + task_id,
                                         "endpoint_html": None})
                t = task(self.path + "/x", {}, 20000, "Ok.", done, 0)
                self.answer(200, envelope(20000, "Ok.", [t]))
                return
            if self.path.startswith(TASK_GET):
                task_id = self.path[len(TASK_GET):]
                with self.lock:
                    queued = queue.get(task_id)
                    finished = queued is not None and queued["polls"] == 0
                    if finished:
                        queued["read"] = True
                if queued is None:
                    t = dict(task(TASK_GET + "x/x", {}, 40401, "Task Not Found.", None, 0),
                             id=task_id)
                elif not finished:
                    t = dict(task(TASK_GET + "x/x", queued["data"], 40602, "Task In Queue.",
                                  None, 0), id=task_id)
                else:
                    t = dict(task(TASK_GET + "x/x", queued["data"], 20000, "Ok.",
                                  serp_result(queued["data"], snapshot), 0), id=task_id)
                self.answer(200, envelope(20000, "Ok.", [t]))
                return
            self.answer(404, envelope(40400, "Not Found.", None))

        def authorized(self, snapshot):
            if self.headers.get("Authorization") == expected_auth:
                return True
            self.answer(401, envelope(
                40100, "You are not authorized to access this resource. See your login "
                "details here: https://app.dataforseo.com/api-access", None))
            return False

        def do_POST(self):
            text = self.read_body().decode("utf-8", "replace")
            try:
                body = json.loads(text)
            except ValueError:
                body = None
            if self.path == "/_control":
                if not isinstance(body, dict):
                    self.answer(400, {"error": "a JSON object is required"})
                    return
                with self.lock:
                    if body.pop("forget_queue", False):
                        queue.clear()
                    state.update(body)
                self.answer(200, {"ok": True})
                return
            with self.lock:
                self.record(body if body is not None else text)
                snapshot = json.loads(json.dumps(state))
            self.api(body, snapshot)

        def api(self, body, snapshot):
            if not self.authorized(snapshot):
                return
            mode = snapshot["mode"]
            if mode == "slow":
                time.sleep(5)
            elif mode == "hang":  # a dead provider: the connection is taken, no answer comes
                time.sleep(600)
                return
            elif mode == "http_500":
                self.answer(500, envelope(50000, "Internal Server Error.", None))
                return
            elif mode == "not_json":
                self.send(200, b"<html><body>502 Bad Gateway</body></html>", "text/html")
                return
            elif mode == "envelope_error":
                self.answer(200, envelope(50000, "Internal Error.", None))
                return
            if self.path not in MAX_TERMS and self.path != TASK_POST:
                self.answer(404, envelope(40400, "Not Found.", None))
                return
            if not isinstance(body, list) or not body:
                self.answer(200, envelope(40503, "POST Data Is Invalid.", None))
                return
            if self.path == TASK_POST:
                self.post_tasks(body, snapshot)
                return
            if len(body) > 1:
                self.answer(200, envelope(40000, "You can set only one task at a time.", None))
                return
            data = body[0]
            cost = snapshot["cost"]
            if mode == "task_error":
                t = task(self.path, data, 40501, "Invalid Field: 'location_code'.", None, 0)
                self.answer(200, envelope(20000, "Ok.", [t]))
                return
            if mode == "balance":
                t = task(self.path, data, 40200, "Payment Required.", None, 0)
                self.answer(200, envelope(20000, "Ok.", [t]))
                return
            problem = invalid_task(self.path, data)
            if problem is not None:
                t = task(self.path, data if isinstance(data, dict) else {}, 40501, problem,
                         None, 0)
                self.answer(200, envelope(20000, "Ok.", [t]))
                return
            result = result_of(self.path, data, snapshot)
            t = task(self.path, data, 20000, "Ok.", result, cost)
            self.answer(200, envelope(20000, "Ok.", [t], cost))

        def post_tasks(self, body, snapshot):
            if len(body) > MAX_QUEUED:
                self.answer(200, envelope(40000, "You can set up to 100 tasks at a time.", None))
                return
            mode = snapshot["mode"]
            answered = []
            cost = 0
            for data in body:
                data = data if isinstance(data, dict) else {}
                problem = invalid_task(TASK_POST, data)
                if mode == "task_error":
                    problem = "Invalid Field: 'location_code'."
                if mode == "balance":
                    t = task(TASK_POST, data, 40200, "Payment Required.", None, 0)
                elif problem is not None:
                    t = task(TASK_POST, data, 40501, problem, None, 0)
                else:
                    t = task(TASK_POST, dict(data, device=data.get("device", "desktop")),
                             20100, "Task Created.", None, 0.0006)
                    cost += 0.0006
                    with self.lock:
                        queue[t["id"]] = {"data": t["data"], "polls": snapshot["queue_polls"],
                                          "read": False}
                answered.append(t)
            self.answer(200, envelope(20000, "Ok.", answered, round(cost, 4)))

    peer_server.serve(Handler)


if __name__ == "__main__":
    main()
