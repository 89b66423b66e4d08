#!/usr/bin/env python3
"""Gemini CLI + ctxmode's MCP recall server,
offline, across an automatic compression.

    python3 run_gemini_mcp.py [--ctxmode PATH] [--recall-name NAME]
                              [--out DIR] [--no-tee] [--save JSON]

Gemini: uses ../shared/harness-gemini (run_gemini.Phase, hookkit, fake_gemini)
with gemini_scenario.json.  The recorder hooks are dropped from
~/.gemini/settings.json (auth/privacy keys and trustedFolders.json stay);
`python3 CTXMODE install --agent gemini -y` adds ctxmode's hooks and
mcpServers.ctxmode.  `gemini -p ... --approval-mode yolo` runs G-S1, G-S2
(the rule), G-S3 (events), G-S9 (--resume latest; the first reply reports
promptTokenCount 900000, the CLI compresses, then the fake model calls the
recall tool under the name the CLI gave it: {{RECALL}}, default
mcp_ctxmode_recall, --recall-name to change).
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
        os.path.join(HERE, "..", "..", "..", "..", "shared", "harness-gemini")))
    ap.add_argument("--out", default="/tmp/mcpcheck/gemini-%d" % time.time())
    ap.add_argument("--recall-name", default="mcp_ctxmode_recall")
    ap.add_argument("--no-tee", action="store_true")
    ap.add_argument("--save")
    args = ap.parse_args()
    sys.path.insert(0, args.harness)
    import run_gemini
    import hookkit
    import fake_gemini

    gemini, version = run_gemini.find_gemini(None)
    ph = run_gemini.Phase("mcp", args.out, gemini,
                          os.path.join(HERE, "gemini_scenario.json"),
                          None, 120)
    # the script again, with the tool name filled in
    ph.server.stop()
    script = hookkit.Script.load(os.path.join(HERE, "gemini_scenario.json"),
                                 {"PROJECT": ph.ws.project,
                                  "RECALL": args.recall_name})
    ph.server = fake_gemini.start(script, ph.ws.requests)
    settings_path = os.path.join(ph.ws.home, ".gemini", "settings.json")
    settings = json.load(open(settings_path))
    settings.pop("hooks")
    json.dump(settings, open(settings_path, "w"), indent=2)
    inst = subprocess.run([sys.executable, args.ctxmode, "install", "--agent",
                           "gemini", "-y"], cwd=ph.ws.project,
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

    ph.run_print("01-s1", "G-S1 Create src/billing.py with prorate_invoice, "
                 "try it, fix what fails.")
    ph.run_print("02-s2", "G-S2 Important rule for this repo: never touch "
                 "migrations/0042_legacy.py - it is already applied in "
                 "production and must stay byte-for-byte as it is.",
                 ["--resume", "latest"])
    ph.run_print("03-s3", "G-S3 Now add the helper modules, commit them on "
                 "a branch and write docs.", ["--resume", "latest"])
    mark = len(glob.glob(os.path.join(ph.ws.requests, "0*.json")))
    ph.run_print("04-s9", "G-S9 I am about to change the invoice schema. "
                 "Which file did I tell you never to touch?",
                 ["--resume", "latest"])
    ph.close()

    reqs = []
    for p in sorted(glob.glob(os.path.join(ph.ws.requests, "0*.json"))):
        rec = json.load(open(p))
        rec["_file"] = os.path.basename(p)
        reqs.append(rec)
    after = reqs[mark:]
    index = [json.dumps(q)[:0] or q.get("kind") for q in after]
    bodies = [q for q in after if isinstance(q.get("body"), dict)
              and q["body"].get("contents")]
    decls = []
    for q in bodies:
        for t in q["body"].get("tools") or []:
            for d in t.get("functionDeclarations") or []:
                if "ctxmode" in d.get("name", "") and d not in decls:
                    decls.append(d)
    # the last main request holds the call and its response
    last = bodies[-1]["body"]["contents"] if bodies else []
    call = resp = None
    for c in last:
        for part in c.get("parts") or []:
            if "functionCall" in part and "ctxmode" in part[
                    "functionCall"].get("name", "") + args.recall_name:
                if part["functionCall"]["name"] == args.recall_name:
                    call = part["functionCall"]
            if "functionResponse" in part and part["functionResponse"].get(
                    "name") == args.recall_name:
                resp = part["functionResponse"]
    result_text = json.dumps(resp, ensure_ascii=False) if resp else ""
    compress = [q["_file"] for q in after if "compress" in json.dumps(
        q.get("kind", "")) or "state_snapshot" in json.dumps(
        (q.get("body") or {}).get("systemInstruction", ""))[:100000]]
    first_main = next((q for q in bodies if q.get("kind") == "main"), None)
    out = {
        "client": "gemini", "client_version": version,
        "installed_mcp_entry": installed_entry, "tee": not args.no_tee,
        "steps": [{k: s.get(k) for k in ("step", "rc", "duration_s", "result",
                                         "stderr_tail")} for s in ph.steps],
        "kinds_after_mark": index,
        "compression_requests": compress,
        "tool_decls": decls, "call": call, "function_response": resp,
        "found": FACT in result_text,
        "all_tool_names_first_request": [
            d.get("name") for t in (bodies[0]["body"].get("tools") or [])
            for d in t.get("functionDeclarations") or []] if bodies else [],
    }
    json.dump(out, open(os.path.join(args.out, "result.json"), "w"),
              indent=1, ensure_ascii=False)
    print(json.dumps({k: out[k] for k in ("found", "kinds_after_mark",
                                          "steps")}, indent=1)[:3000])
    if args.save and call:
        inner = resp.get("response") if resp else None
        text = result_text
        if isinstance(inner, dict):
            text = inner.get("output") or inner.get("content") or result_text
            if not isinstance(text, str):
                text = json.dumps(text, ensure_ascii=False)
        json.dump({
            "client": "gemini-cli", "client_version": version,
            "tool_names": [d["name"] for d in decls], "tools": decls,
            "call": {"name": call["name"], "arguments": call.get("args")},
            "result_text": text,
            "function_response_raw": resp,
            "fact": FACT, "found": out["found"],
        }, open(args.save, "w"), indent=1, ensure_ascii=False)
    return 0 if out["found"] else 1


if __name__ == "__main__":
    sys.exit(main())
