"""The only checks run on the held-out sessions (see README.md):

1. every sessions/*.json file parses;
2. every fact appears word for word (case-insensitively) somewhere in that session's own payloads;
3. no stale pattern matches a compaction summary or an assistant message of that session.

Nothing here runs or imports ctxmode. Stdlib only: `python3 check.py`."""
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# fields that hold a compaction summary or an assistant message, per event name
SUMMARY_OR_ASSISTANT = {
    "PostCompact": ("compact_summary",),
    "SubagentStop": ("last_assistant_message",),   # Claude's summariser and subagents
    "Stop": ("last_assistant_message",),
    "AfterAgent": ("prompt_response",),             # Gemini's reply for the turn
}


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def main():
    paths = sorted(glob.glob(os.path.join(HERE, "sessions", "*.json")))
    problems = 0
    for path in paths:
        name = os.path.basename(path)
        try:
            with open(path, encoding="utf-8") as handle:
                doc = json.load(handle)
        except (OSError, ValueError) as exc:
            print("FAIL %s: does not parse: %s" % (name, exc))
            problems += 1
            continue
        events = [e["event"] if isinstance(e, dict) else e for e in doc["events"]]
        expanded = sum(e["repeat"] if isinstance(e, dict) else 1 for e in doc["events"])
        payload_text = "\n".join(strings([doc["common"], events])).lower()
        missing = [fact for fact in doc["facts"] if fact.lower() not in payload_text]
        leaks = []
        for event_name, payload in events:
            for field in SUMMARY_OR_ASSISTANT.get(event_name, ()):
                text = payload.get(field) or ""
                for pattern in doc["stale"]:
                    if re.search(pattern, text, re.IGNORECASE):
                        leaks.append((event_name, field, pattern))
        status = "ok  " if not missing and not leaks else "FAIL"
        print("%s %-32s %-11s events=%3d expanded=%3d facts=%d/%d found, stale=%d, stale in summaries/assistant=%d"
              % (status, doc["name"], doc["agent"], len(doc["events"]), expanded, len(doc["facts"]) - len(missing),
                 len(doc["facts"]), len(doc["stale"]), len(leaks)))
        for fact in missing:
            print("     fact not in payloads: %r" % fact)
        for event_name, field, pattern in leaks:
            print("     stale %r matches %s.%s" % (pattern, event_name, field))
        problems += len(missing) + len(leaks)
    print("%d session files, %d problem(s)" % (len(paths), problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
