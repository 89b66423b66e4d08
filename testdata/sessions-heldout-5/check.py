"""Checks the held-out sessions (stdlib only): each JSON parses; every fact appears word for word
(case-insensitive) in one string of that session's payloads; no stale pattern matches a compaction
summary or an assistant message (Stop/SubagentStop last_assistant_message, PostCompact
compact_summary, Gemini AfterAgent prompt_response, Agent/Task tool results).
Run: python3 check.py"""
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def assistant_texts(events):
    for name, payload in events:
        if name in ("Stop", "SubagentStop") and isinstance(payload.get("last_assistant_message"), str):
            yield name, payload["last_assistant_message"]
        if name == "PostCompact" and isinstance(payload.get("compact_summary"), str):
            yield name, payload["compact_summary"]
        if name == "AfterAgent" and isinstance(payload.get("prompt_response"), str):
            yield name, payload["prompt_response"]
        if name == "PostToolUse" and payload.get("tool_name") in ("Agent", "Task"):
            for text in strings(payload.get("tool_response")):
                yield name + ":" + payload["tool_name"], text


def check(path):
    problems = []
    try:
        with open(path, encoding="utf-8") as handle:
            doc = json.load(handle)
    except ValueError as exc:
        return ["does not parse: %s" % exc]
    for key in ("name", "description", "agent", "project", "common", "events", "facts", "stale"):
        if key not in doc:
            problems.append("missing key %s" % key)
    if problems:
        return problems
    payload_strings = [s.lower() for _, payload in doc["events"] for s in strings(payload)]
    for fact in doc["facts"]:
        if not any(fact.lower() in s for s in payload_strings):
            problems.append("fact not found in any payload string: %r" % fact)
    texts = list(assistant_texts(doc["events"]))
    for pattern in doc["stale"]:
        regex = re.compile(pattern, re.IGNORECASE)
        for where, text in texts:
            if regex.search(text):
                problems.append("stale %r matches %s: %r" % (pattern, where, text[:120]))
    return problems


def main():
    paths = sorted(glob.glob(os.path.join(HERE, "sessions", "*.json")))
    failed = 0
    for path in paths:
        problems = check(path)
        name = os.path.basename(path)
        if problems:
            failed += 1
            print("FAIL %s" % name)
            for problem in problems:
                print("  - " + problem)
        else:
            print("ok   %s" % name)
    print("%d sessions, %d failed" % (len(paths), failed))
    return 1 if failed or not paths else 0


if __name__ == "__main__":
    sys.exit(main())
