"""The only checks run on the held-out sessions (stdlib only): `python3 check.py`.

1. each sessions/*.json parses as JSON;
2. every fact appears word for word (case-insensitively) in one string of that session's own payloads;
3. no stale pattern matches (case-insensitively) a compaction summary or an assistant message
   (Stop / SubagentStop last_assistant_message, PostCompact compact_summary, Gemini AfterAgent
   prompt_response, the text an Agent tool returned).
Nothing here runs ctxmode or scores a snapshot."""
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
    for event in events:
        name, payload = event["event"] if isinstance(event, dict) else event
        if name in ("Stop", "SubagentStop") and payload.get("last_assistant_message"):
            yield name, payload["last_assistant_message"]
        elif name == "PostCompact" and payload.get("compact_summary"):
            yield name, payload["compact_summary"]
        elif name == "AfterAgent" and payload.get("prompt_response"):
            yield name, payload["prompt_response"]
        elif name == "PostToolUse" and payload.get("tool_name") in ("Agent", "Task"):
            for block in payload.get("tool_response", {}).get("content", []):
                if block.get("type") == "text":
                    yield "Agent result", block["text"]


def main():
    problems = 0
    files = sorted(glob.glob(os.path.join(HERE, "sessions", "*.json")))
    for path in files:
        name = os.path.basename(path)
        try:
            with open(path, encoding="utf-8") as handle:
                doc = json.load(handle)
        except ValueError as error:
            print("%s: does not parse: %s" % (name, error))
            problems += 1
            continue
        events = doc["events"]
        payload_strings = [s.lower() for s in strings([e["event"] if isinstance(e, dict) else e for e in events])]
        missing = [fact for fact in doc["facts"] if not any(fact.lower() in s for s in payload_strings)]
        leaks = [(pattern, where) for pattern in doc["stale"] for where, text in assistant_texts(events)
                 if re.search(pattern, text, re.IGNORECASE)]
        for fact in missing:
            print("%s: fact not in its payloads: %r" % (name, fact))
        for pattern, where in leaks:
            print("%s: stale %r matches a %s" % (name, pattern, where))
        problems += len(missing) + len(leaks)
        print("%-40s parses; %d/%d facts found in payloads; %d stale patterns, %d match an assistant message or "
              "summary" % (name, len(doc["facts"]) - len(missing), len(doc["facts"]), len(doc["stale"]), len(leaks)))
    print("%d files, %d problems" % (len(files), problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
