#!/usr/bin/env python3
"""Claude Code + ctxmode's MCP recall server, offline, across a /compact.

    python3 run_claude_mcp.py [--ctxmode PATH] [--out DIR] [--harness DIR]
                              [--no-tee] [--save JSON]

Uses the Claude Code harness (../shared/harness from the project root:
run_claude.ensure_cli, Phase, fake_anthropic) with claude_scenario.json.
In a temp HOME it runs `python3 CTXMODE install --agent claude-code -y`
(hooks + the MCP server in ~/.claude.json), then, with `claude -p`:

  S1  writes, a failing test (ZeroDivisionError), a fix        new session
  S2  the user states a rule: never touch migrations/0042_legacy.py
  S3  16 more tool events (writes, edits, a branch, commits)   --resume
  S4, S5  a few more events                                    --resume
  /compact                                                     --resume
  S9  the fake model loads mcp__ctxmode__recall with ToolSearch,
      calls recall("never touch migrations 0042_legacy"), then
      session_state(section="errors")                          --resume

With tee on (default) the installed MCP command is wrapped in mcp_tee.py
(transparent) to log the JSON-RPC exchange to <out>/mcp-exchange.jsonl.
Writes <out>/result.json, and --save PATH writes the recording.
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
FACT = "0042_legacy"
RULE = ("MCPCHECK-S2 Important rule for this repo: never touch "
        "migrations/0042_legacy.py - it is already applied in production "
        "and must stay byte-for-byte as it is.")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ctxmode", default="/tmp/mcpcheck/ctxmode.py")
    ap.add_argument("--harness", default=os.path.normpath(
        os.path.join(HERE, "..", "..", "..", "..", "shared", "harness")))
    ap.add_argument("--out", default="/tmp/mcpcheck/claude-%d" % time.time())
    ap.add_argument("--no-tee", action="store_true")
    ap.add_argument("--save")
    args = ap.parse_args()
    sys.path.insert(0, args.harness)
    import run_claude

    claude = run_claude.ensure_cli()
    version = subprocess.run([claude, "--version"], capture_output=True,
                             text=True).stdout.strip()
    ph = run_claude.Phase("mcp", args.out, claude, "claude-sonnet-4-5",
                          os.path.join(HERE, "claude_scenario.json"))
    # ctxmode instead of the harness's recorder
    os.remove(os.path.join(ph.home, ".claude", "settings.json"))
    inst = subprocess.run([sys.executable, args.ctxmode, "install", "--agent",
                           "claude-code", "-y"], cwd=ph.project,
                          env=ph.env("00-install"), capture_output=True,
                          text=True)
    print(inst.stdout, inst.stderr)
    assert inst.returncode == 0, inst.returncode
    cfg_path = os.path.join(ph.home, ".claude.json")
    cfg = json.load(open(cfg_path))
    installed_entry = cfg["mcpServers"]["ctxmode"]
    exchange = os.path.join(args.out, "mcp-exchange.jsonl")
    if not args.no_tee:
        entry = dict(installed_entry)
        entry["args"] = [os.path.join(HERE, "mcp_tee.py"), exchange, "--",
                         entry["command"]] + list(entry["args"])
        entry["command"] = sys.executable
        cfg["mcpServers"]["ctxmode"] = entry
        json.dump(cfg, open(cfg_path, "w"), indent=2)

    r = ph.run_print("01-s1", "MCPCHECK-S1 Create src/billing.py with "
                     "prorate_invoice and a test, run it, fix what fails.")
    sid = r["session_id"]
    ph.run_print("02-s2", RULE, ["--resume", sid])
    ph.run_print("03-s3", "MCPCHECK-S3 Now add the helper modules under "
                 "src/helpers, compile them and commit on a branch.",
                 ["--resume", sid])
    ph.run_print("04-s4", "MCPCHECK-S4 Write docs/billing.md.",
                 ["--resume", sid])
    ph.run_print("05-s5", "MCPCHECK-S5 Show git status.", ["--resume", sid])
    mark = len(os.listdir(ph.requests))
    ph.run_print("06-compact", "/compact", ["--resume", sid])
    mark2 = len(os.listdir(ph.requests))
    ph.run_print("07-s9", "MCPCHECK-S9 I am about to change the invoice "
                 "schema. Which file did I tell you never to touch?",
                 ["--resume", sid])

    # ---- analysis ----
    reqs = []
    for path in sorted(glob.glob(os.path.join(ph.requests, "*.json"))):
        rec = json.load(open(path))
        rec["_file"] = os.path.basename(path)
        reqs.append(rec)
    post = [q for q in reqs if q["seq"] > mark2 and q.get("kind") == "main"]
    compact_reqs = [q for q in reqs if mark < q["seq"] <= mark2]

    def blocks(msg):
        c = msg.get("content")
        return [{"type": "text", "text": c}] if isinstance(c, str) else c

    def flat(msgs):
        return json.dumps(msgs, ensure_ascii=False)

    first = post[0] if post else None
    snapshot_has_fact = bool(first) and FACT in flat(first["body"]["messages"])
    tool_defs, calls, results = [], [], []
    for q in post:
        for t in q["body"].get("tools", []):
            if "ctxmode" in t.get("name", "") and t not in tool_defs:
                tool_defs.append(t)
    last = post[-1]["body"]["messages"] if post else []
    id2call = {}
    for m in last:
        for b in blocks(m):
            if b.get("type") == "tool_use":
                id2call[b["id"]] = b
    for m in last:
        for b in blocks(m):
            if b.get("type") == "tool_result" and b["tool_use_id"] in id2call:
                call = id2call[b["tool_use_id"]]
                inner = b.get("content")
                text = inner if isinstance(inner, str) else "\n".join(
                    x.get("text", "") for x in inner or []
                    if isinstance(x, dict))
                results.append({"name": call["name"], "input": call["input"],
                                "is_error": b.get("is_error", False),
                                "result_text": text, "raw": b})
    recall = next((x for x in results if x["name"].endswith("recall")), None)
    toolsearch = next((x for x in results if x["name"] == "ToolSearch"), None)
    deferred = None
    if first:
        for m in first["body"]["messages"]:
            for b in blocks(m):
                if b.get("type") == "text" and "deferred tools" in b.get(
                        "text", ""):
                    deferred = b["text"]
    out = {
        "client": "claude-code", "client_version": version,
        "installed_mcp_entry": installed_entry,
        "tee": not args.no_tee,
        "steps": [{k: s.get(k) for k in ("step", "rc", "duration_s",
                                         "result", "is_error")}
                  for s in ph.steps],
        "compaction_requests": [q["_file"] for q in compact_reqs],
        "snapshot_first_request_has_fact": snapshot_has_fact,
        "deferred_tools_reminder": deferred,
        "tool_defs_in_tools_array": tool_defs,
        "toolsearch_result": toolsearch,
        "results": results,
        "found": bool(recall) and FACT in recall["result_text"],
        "post_compact_requests": [q["_file"] for q in post],
    }
    json.dump(out, open(os.path.join(args.out, "result.json"), "w"),
              indent=1, ensure_ascii=False)
    print(json.dumps({k: out[k] for k in ("found", "snapshot_first_request_has_fact",
                                          "steps")}, indent=1))
    if args.save and recall:
        rec = {
            "client": "claude-code", "client_version": version,
            "tool_names": [t["name"] for t in tool_defs] or
                          ["mcp__ctxmode__recall", "mcp__ctxmode__session_state"],
            "tools": tool_defs,
            "tools_note": "Claude Code defers MCP tools: the first request lists only the names in a <system-reminder> (deferred tools); after ToolSearch select:... the definitions below appear in the tools array with defer_loading: true.",
            "snapshot_first_request_has_fact": out["snapshot_first_request_has_fact"],
            "call": {"name": recall["name"], "arguments": recall["input"]},
            "result_text": recall["result_text"],
            "fact": FACT, "found": out["found"],
        }
        json.dump(rec, open(args.save, "w"), indent=1, ensure_ascii=False)
    return 0 if out["found"] else 1


if __name__ == "__main__":
    sys.exit(main())
