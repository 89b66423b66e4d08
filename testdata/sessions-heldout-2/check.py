"""Checks the held-out sessions in ./sessions/ — and nothing else (no scoring against ctxmode):

1. every JSON file parses;
2. every fact appears word for word (case-insensitively) in one string of that session's own
   payloads, so that it is reachable at all;
3. no stale pattern matches a compaction summary or an assistant message (the stale text must
   come from the user or the tools, never from what the agent or the summariser wrote).

Usage: python3 check.py   (exit status 1 if anything fails)"""
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# (event name, field) pairs holding text written by the agent or by the compaction summariser
AGENT_TEXT = {
    ("Stop", "last_assistant_message"),          # Claude Code, Codex, Qwen
    ("SubagentStop", "last_assistant_message"),  # Claude Code summariser and subagents
    ("PostCompact", "compact_summary"),          # Claude Code, Qwen
    ("PreCompact", "custom_instructions"),       # Claude Code /compact instructions
    ("AfterAgent", "prompt_response"),           # Gemini CLI
}


def strings(value):
    """Every string inside a payload (keys excluded)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def events_of(doc):
    for event in doc["events"]:
        yield event["event"] if isinstance(event, dict) else event


def check(path):
    problems = []
    try:
        with open(path, encoding="utf-8") as handle:
            doc = json.load(handle)
    except (OSError, ValueError) as exc:
        return ["does not parse: %s" % exc], 0, 0
    texts = [text.lower() for _, payload in events_of(doc) for text in strings(payload)]
    for fact in doc["facts"]:
        if not any(fact.lower() in text for text in texts):
            problems.append("fact not in any payload: %r" % fact)
    agent_texts = [(name, field, payload[field]) for name, payload in events_of(doc)
                   for (ev, field) in AGENT_TEXT if ev == name and isinstance(payload.get(field), str)]
    for pattern in doc["stale"]:
        regex = re.compile(pattern, re.IGNORECASE)
        for name, field, text in agent_texts:
            if regex.search(text):
                problems.append("stale %r found in %s.%s: %r" % (pattern, name, field, text[:120]))
    return problems, len(doc["facts"]), len(doc["stale"])


def main():
    paths = sorted(glob.glob(os.path.join(HERE, "sessions", "*.json")))
    failed = 0
    for path in paths:
        problems, nfacts, nstale = check(path)
        name = os.path.basename(path)
        print("%-34s %s  (facts %d, stale %d)" % (name, "FAIL" if problems else "ok  ", nfacts, nstale))
        for problem in problems:
            print("    - " + problem)
        failed += bool(problems)
    print("%d session files, %d with problems" % (len(paths), failed))
    return 1 if failed or not paths else 0


if __name__ == "__main__":
    sys.exit(main())
