#!/usr/bin/env python3
"""Qwen Code + ctxmode's MCP recall server, offline, across an automatic
compression.  Same story as run_gemini_mcp.py, on ../shared/harness-qwen
(run_qwen.Phase, hookkit, fake chat-completions server) with
qwen_scenario.json: Q-S1, Q-S2 (the rule), Q-S3, Q-S9 (--continue; the first
reply reports prompt_tokens 900000, Qwen compresses, then the fake model calls
the recall tool, --recall-name, default mcp__ctxmode__recall).

    python3 run_qwen_mcp.py [--ctxmode PATH] [--out DIR] [--no-tee]
                            [--recall-name NAME] [--save JSON]
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ctxmode", default="/tmp/mcpcheck/ctxmode.py")
    ap.add_argument("--harness", default=os.path.normpath(
        os.path.join(HERE, "..", "..", "..", "..", "shared", "harness-qwen")))
    ap.add_argument("--out", default="/tmp/mcpcheck/qwen-%d" % time.time())
    ap.add_argument("--recall-name", default="mcp__ctxmode__recall")
    ap.add_argument("--resume-flag", default="--continue")
    ap.add_argument("--no-tee", action="store_true")
    ap.add_argument("--save")
    args = ap.parse_args()
    sys.path.insert(0, args.harness)
    import run_qwen
    import hookkit
    import fake_openai

    qwen, version = run_qwen.find_qwen(None)
    ph = run_qwen.Phase("mcp", args.out, qwen,
                        os.path.join(HERE, "qwen_scenario.json"), None, 120)
    ph.server.stop()
    script = hookkit.Script.load(os.path.join(HERE, "qwen_scenario.json"),
                                 {"PROJECT": ph.ws.project,
                                  "RECALL": args.recall_name})
    ph.server = fake_openai.start(script, ph.ws.requests)
    settings_path = os.path.join(ph.ws.home, ".qwen", "settings.json")
    settings = json.load(open(settings_path))
    settings.pop("hooks")
    json.dump(settings, open(settings_path, "w"), indent=2)
    inst = subprocess.run([sys.executable, args.ctxmode, "install", "--agent",
                           "qwen", "-y"], cwd=ph.ws.project,
                          env=ph.env("00-install"), capture_output=True,
                          text=True)
    print(inst.stdout, inst.stderr)
    assert inst.returncode == 0
    settings = json.load(open(settings_path))
    installed_entry = settings["mcpServers"]["ctxmode"]
    exchange = os.path.join(args.out, "mcp-exchange.jsonl")
    if not args.no_tee:
        entry = dict(installed_entry)
        entry["args"] = [os.path.join(HERE, "mcp_tee.py"), exchange, "--",
                         entry["command"]] + list(entry["args"])
        entry["command"] = sys.executable
        settings["mcpServers"]["ctxmode"] = entry
        json.dump(settings, open(settings_path, "w"), indent=2)

    ph.run_print("01-s1", "Q-S1 Create src/billing.py with prorate_invoice, "
                 "try it, fix what fails.")
    ph.run_print("02-s2", "Q-S2 Important rule for this repo: never touch "
                 "migrations/0042_legacy.py - it is already applied in "
                 "production and must stay byte-for-byte as it is.",
                 [args.resume_flag])
    ph.run_print("03-s3", "Q-S3 Now add the helper modules, commit them on "
                 "a branch and write docs.", [args.resume_flag])
    mark = len(glob.glob(os.path.join(ph.ws.requests, "0*.json")))
    ph.run_print("04-s9", "Q-S9 I am about to change the invoice schema. "
                 "Which file did I tell you never to touch?",
                 [args.resume_flag])
    ph.close()

    reqs = []
    for p in sorted(glob.glob(os.path.join(ph.ws.requests, "0*.json"))):
        rec = json.load(open(p))
        rec["_file"] = os.path.basename(p)
        reqs.append(rec)
    after = reqs[mark:]
    bodies = [q for q in after if isinstance(q.get("body"), dict)
              and q["body"].get("messages")]
    tools = []
    all_names = []
    for q in bodies:
        for t in q["body"].get("tools") or []:
            name = (t.get("function") or {}).get("name", "")
            if name not in all_names:
                all_names.append(name)
            if "ctxmode" in name and t not in tools:
                tools.append(t)
    last = bodies[-1]["body"]["messages"] if bodies else []
    call = result_text = None
    ids = {}
    for m in last:
        for tc in m.get("tool_calls") or []:
            if tc["function"]["name"] == args.recall_name:
                ids[tc["id"]] = tc
    for m in last:
        if m.get("role") == "tool" and m.get("tool_call_id") in ids:
            call = ids[m["tool_call_id"]]
            c = m.get("content")
            result_text = c if isinstance(c, str) else json.dumps(
                c, ensure_ascii=False)
    search_text = None
    sids = {tc["id"] for m in last for tc in m.get("tool_calls") or []
            if tc["function"]["name"] == "tool_search"}
    for m in last:
        if m.get("role") == "tool" and m.get("tool_call_id") in sids:
            c = m.get("content")
            search_text = c if isinstance(c, str) else json.dumps(
                c, ensure_ascii=False)
    out = {
        "tool_search_result": search_text,
        "client": "qwen-code", "client_version": version,
        "installed_mcp_entry": installed_entry, "tee": not args.no_tee,
        "steps": [{k: s.get(k) for k in ("step", "rc", "duration_s", "result",
                                         "stderr_tail")} for s in ph.steps],
        "kinds_after_mark": [q.get("kind") for q in after],
        "all_tool_names": all_names, "tools": tools, "call": call,
        "result_text": result_text,
        "found": bool(result_text) and FACT in result_text,
    }
    json.dump(out, open(os.path.join(args.out, "result.json"), "w"),
              indent=1, ensure_ascii=False)
    print(json.dumps({k: out[k] for k in ("found", "kinds_after_mark",
                                          "all_tool_names", "steps")},
                     indent=1)[:3000])
    if args.save and call:
        json.dump({
            "client": "qwen-code", "client_version": version,
            "tool_names": [t["function"]["name"] for t in tools] or [
                "mcp__ctxmode__recall", "mcp__ctxmode__session_state"],
            "tools": tools,
            "tools_note": "Qwen Code 0.24.4 defers MCP tools: none is in the "
                          "tools array; tool_search returns their definitions "
                          "as text (tool_search_result). A direct call by name "
                          "also works.",
            "tool_search_result": search_text,
            "call": {"name": call["function"]["name"],
                     "arguments": json.loads(call["function"]["arguments"])},
            "result_text": result_text, "fact": FACT, "found": out["found"],
        }, open(args.save, "w"), indent=1, ensure_ascii=False)
    return 0 if out["found"] else 1


if __name__ == "__main__":
    sys.exit(main())
