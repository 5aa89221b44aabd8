#!/usr/bin/env python3
"""A fake OpenAI-compatible chat-completions server for the tests (Python standard library only).

It binds 127.0.0.1 on a free port, prints that port as the first line of stdout, and then speaks
the OpenAI wire format (see /work/shared/PROVIDERS.md, "LLM"):
  POST /v1/chat/completions  checks `Authorization: Bearer <--key>` (401 otherwise), requires
                             `model` and `messages` (400 otherwise), and answers a chat.completion
                             object. Its content is deterministic: with response_format json_object,
                             by what the system message asks for: a backlink review (it names a
                             "link-building strategist") answers {"general_strategies": [3 items],
                             "prospects": [{"id", "relevance_score" 95, 90, ..., "reasoning"}]}
                             for each "id=<uuid>" of the last user message; an outreach e-mail
                             ("outreach e-mails") answers {"subject", "body_text"}; an article
                             plan ("article planner") answers {"title", "slug", "meta_description",
                             "outline": [4 sections]} about the first "quoted" topic; an article
                             ("article writer") answers {"markdown"}; prompt suggestions
                             ("prompt researcher") {"prompts": [{"prompt": "Which <seed> would
                             you recommend?", "keyword": seed}]} per "quoted" seed: every "## " line of the last
                             user message as a heading with a paragraph, a list, and a raw
                             <script> line (a safe renderer drops it); anything else
                             {"terms": [...]} with 5 search terms per "quoted" seed word of the last
                             user message. Without json_object: a short text. prompt_tokens counts the words of all
                             messages, completion_tokens the words of the content.
  POST /_control             {"mode": M, "content": C}: M is ok (default), rate_limit (429),
                             server_error (500), truncated (finish_reason length, content cut
                             mid-JSON), not_json (a prose answer), slow (5 s before answering) or
                             bad_model (404); C, when given, is the content of the next answers.
                             Each call replaces both. Also, kept until given again:
                             "script": {model: [answer, ...]} answers the n-th plain (not
                             json_object) request for that model with its n-th answer, cycling;
                             an answer is a text or {"content", "citations": [url, ...]} (sent as
                             message.annotations url_citation, as OpenAI's search models do), or
                             {"error": 500} to fail that sample; "sentiments": {brand: positive |
                             neutral | negative} for the judge (a system message naming a
                             "visibility judge" gets {"brands": [{"name", "sentiment"}] for each
                             tracked brand (listed after "Tracked brands:", one per line, "- ")
                             the judged answer names, "neutral" unless scripted, and
                             "other_brands": every **bold** phrase of the answer}); "judge_mode":
                             ok, server_error or not_json for the judge alone.
  GET /_requests             every request to a path other than /_control, oldest first:
                             [{"path", "headers" (lower-case names), "body" (parsed JSON or null)}].
Errors use OpenAI's shape {"error": {"message", "type", "param", "code"}}.
"""
import argparse
import json
import re
import time
import uuid

import peer_server

MODES = ("ok", "rate_limit", "server_error", "truncated", "not_json", "slow", "bad_model")


def error_body(message, type_, param=None, code=None):
    return {"error": {"message": message, "type": type_, "param": param, "code": code}}


def words(text):
    return len(text.split()) if isinstance(text, str) else 0


def seeds_of(messages):
    """The "quoted" words of the last user message; ["seo"] when it quotes none."""
    for message in reversed(messages):
        if isinstance(message, dict) and message.get("role") == "user":
            found = re.findall(r'"([^"]+)"', str(message.get("content", "")))
            return found or ["seo"]
    return ["seo"]


def message_of(messages, role, last=False):
    found = [str(m.get("content", "")) for m in messages
             if isinstance(m, dict) and m.get("role") == role]
    return (found[-1] if last else found[0]) if found else ""


def default_content(messages, json_answer):
    seeds = seeds_of(messages)
    if not json_answer:
        return "Here are some ideas about %s." % ", ".join(seeds)
    system = message_of(messages, "system")
    if "link-building strategist" in system:
        ids = re.findall(r"id=([0-9a-f-]{36})", message_of(messages, "user", last=True))
        return json.dumps({
            "general_strategies": [
                {"title": "Model strategy %d" % n, "description": "What the model proposes, %d." % n}
                for n in (1, 2, 3)],
            "prospects": [
                {"id": pid, "relevance_score": max(0, 95 - 5 * n),
                 "reasoning": "The model judged prospect %d relevant." % (n + 1)}
                for n, pid in enumerate(ids)],
        })
    if "article planner" in system:
        topic = seeds[0]
        return json.dumps({
            "title": "The complete guide to %s" % topic,
            "slug": "complete-guide-" + re.sub(r"[^a-z0-9]+", "-", topic.lower()).strip("-"),
            "meta_description": "Everything about %s, planned by the model." % topic,
            "outline": [{"heading": h % topic, "points": ["A point about %s" % topic]}
                        for h in ("What %s is", "Why %s matters", "How to start with %s",
                                  "Mistakes to avoid with %s")]})
    if "article writer" in system:
        headings = re.findall(r"^## (.+)$", message_of(messages, "user", last=True), re.M)
        parts = ["Written by the model."]
        for h in headings:
            parts.append("## %s\n\nA paragraph about %s, with **bold** words.\n\n- one\n- two" % (h, h.lower()))
        parts.append("<script>alert(1)</script>")
        return json.dumps({"markdown": "\n\n".join(parts)})
    if "prompt researcher" in system:
        return json.dumps({"prompts": [
            {"prompt": "Which %s would you recommend?" % s, "keyword": s} for s in seeds]})
    if "outreach e-mails" in system:
        return json.dumps({"subject": "A trail guide for your readers",
                           "body_text": "Hello,\n\nWe wrote a guide your readers may like.\n\nAnn"})
    terms = []
    for s in seeds:
        terms += ["best " + s, s + " for beginners", "how to choose " + s, s + " price",
                  s + " vs alternatives"]
    return json.dumps({"terms": terms})


def judge(user_message, sentiments):
    """The visibility judge's JSON: sentiment of each tracked brand the answer names."""
    tracked, answer = [], user_message
    if "Tracked brands:" in user_message:
        head, _, answer = user_message.partition("Answer:")
        tracked = [line[2:].strip() for line in head.split("Tracked brands:", 1)[1].splitlines()
                   if line.startswith("- ")]
    lowered = answer.lower()
    return json.dumps({
        "brands": [{"name": b, "sentiment": sentiments.get(b, "neutral")}
                   for b in tracked if b.lower() in lowered],
        "other_brands": re.findall(r"\*\*([^*]+)\*\*", answer)})


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--key", default="test-key", help="the API key a request must carry")
    args = parser.parse_args()

    control = {"mode": "ok", "content": None, "script": {}, "sentiments": {},
               "judge_mode": "ok", "asked": {}}

    class Handler(peer_server.PeerHandler):
        peer_name = "llm_peer"

        def read_json(self):
            raw = self.read_body()
            try:
                return json.loads(raw.decode("utf-8"))
            except ValueError:
                return None

        def do_POST(self):
            body = self.read_json()
            if self.path == "/_control":
                mode = body.get("mode", "ok") if isinstance(body, dict) else None
                if mode not in MODES:
                    self.answer(400, {"error": "mode must be one of " + ", ".join(MODES)})
                    return
                with self.lock:
                    control["mode"] = mode
                    control["content"] = body.get("content")
                    for kept in ("script", "sentiments", "judge_mode"):
                        if kept in body:
                            control[kept] = body[kept]
                    if "script" in body:
                        control["asked"] = {}
                self.answer(200, {"mode": mode})
                return
            with self.lock:
                self.record(body)
                mode = control["mode"]
                forced = control["content"]
            if self.path != "/v1/chat/completions":
                self.answer(404, error_body("Invalid URL (POST %s)" % self.path,
                                            "invalid_request_error"))
                return
            self.complete(body, mode, forced)

        def complete(self, body, mode, forced):
            if self.headers.get("Authorization") != "Bearer " + args.key:
                self.answer(401, error_body("Incorrect API key provided", "invalid_request_error",
                                            code="invalid_api_key"))
                return
            if not isinstance(body, dict):
                self.answer(400, error_body("We could not parse the JSON body of your request.",
                                            "invalid_request_error"))
                return
            model = body.get("model")
            if not isinstance(model, str) or not model:
                self.answer(400, error_body("you must provide a model parameter",
                                            "invalid_request_error"))
                return
            messages = body.get("messages")
            if not isinstance(messages, list) or not messages:
                self.answer(400, error_body("Missing required parameter: 'messages'.",
                                            "invalid_request_error", "messages",
                                            "missing_required_parameter"))
                return
            response_format = body.get("response_format")
            json_answer = (isinstance(response_format, dict)
                           and response_format.get("type") == "json_object")
            texts = [str(m.get("content", "")) for m in messages if isinstance(m, dict)]
            if json_answer and not any("json" in t.lower() for t in texts):
                self.answer(400, error_body(
                    "'messages' must contain the word 'json' in some form, to use "
                    "'response_format' of type 'json_object'.", "invalid_request_error",
                    "messages"))
                return
            if mode == "rate_limit":
                self.answer(429, error_body(
                    "Rate limit reached for %s on requests per min (RPM): Limit 3, Used 3, "
                    "Requested 1." % model, "requests", "requests", "rate_limit_exceeded"))
                return
            if mode == "server_error":
                self.answer(500, error_body(
                    "The server had an error while processing your request. Sorry about that!",
                    "server_error"))
                return
            if mode == "bad_model":
                self.answer(404, error_body(
                    "The model `%s` does not exist or you do not have access to it." % model,
                    "invalid_request_error", code="model_not_found"))
                return
            if mode == "slow":
                time.sleep(5)

            annotations = None
            system = message_of(messages, "system")
            if "visibility judge" in system:
                with self.lock:
                    judge_mode, sentiments = control["judge_mode"], dict(control["sentiments"])
                if judge_mode == "server_error":
                    self.answer(500, error_body("The judge had an error.", "server_error"))
                    return
                forced = "I cannot judge that." if judge_mode == "not_json" else judge(
                    message_of(messages, "user", last=True), sentiments)
            elif not json_answer:
                with self.lock:
                    answers = control["script"].get(model)
                    if answers:
                        n = control["asked"].get(model, 0)
                        control["asked"][model] = n + 1
                        scripted = answers[n % len(answers)]
                    else:
                        scripted = None
                if isinstance(scripted, dict) and "error" in scripted:
                    self.answer(int(scripted["error"]), error_body("Scripted failure.",
                                                                   "server_error"))
                    return
                if isinstance(scripted, dict):
                    forced = scripted.get("content", "")
                    annotations = [{"type": "url_citation",
                                    "url_citation": {"url": u, "title": u, "start_index": 0,
                                                     "end_index": 0}}
                                   for u in scripted.get("citations", [])]
                elif isinstance(scripted, str):
                    forced = scripted

            content = forced if forced is not None else default_content(messages, json_answer)
            finish_reason = "stop"
            if mode == "truncated":
                content = content[:max(1, len(content) // 2)]
                finish_reason = "length"
            elif mode == "not_json" and forced is None:
                content = "Sure! Here are some ideas"
            prompt_tokens = sum(words(t) for t in texts)
            completion_tokens = words(content)
            self.answer(200, {
                "id": "chatcmpl-" + uuid.uuid4().hex[:24],
                "object": "chat.completion",
                "created": int(time.time()),
                "model": model,
                "choices": [{
                    "index": 0,
                    "message": dict({"role": "assistant", "content": content},
                                    **({"annotations": annotations} if annotations else {})),
                    "finish_reason": finish_reason,
                }],
                "usage": {
                    "prompt_tokens": prompt_tokens,
                    "completion_tokens": completion_tokens,
                    "total_tokens": prompt_tokens + completion_tokens,
                },
            })

        def not_found(self):
            return error_body("Invalid URL (GET %s)" % self.path, "invalid_request_error")

    peer_server.serve(Handler)


if __name__ == "__main__":
    main()
