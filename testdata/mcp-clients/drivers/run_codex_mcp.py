#!/usr/bin/env python3
"""Codex CLI + ctxmode's MCP recall server, offline, across an automatic
compaction.

    python3 run_codex_mcp.py [--ctxmode PATH] [--out DIR] [--harness DIR]
                             [--no-tee] [--save JSON]

Uses the Codex harness (../shared/harness-codex: run_codex.ensure_cli, Phase,
fake_openai) with codex_scenario.json.  The harness's recorder hooks are
removed; `python3 CTXMODE install --agent codex --trust-codex -y` registers
ctxmode's hooks (trusted) and [mcp_servers.ctxmode].  Then `codex exec`:
CX-S1 (new thread), CX-S2 (the rule), CX-S3 (events; its last reply reports
150 000 input tokens, over model_auto_compact_token_limit), CX-S9 (Codex
compacts before the turn; the fake model calls tool_search, then the
deferred MCP tool recall in namespace mcp__ctxmode).

The fake server is taught two things here, without editing the harness:
a turn's "raw_items" are emitted as they are (tool_search_call), and
tool_search_call counts as a model item for the script position.  A
function_call's "namespace" field is passed through.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
FACT = "0042_legacy"


def patch_fake(fake_openai):
    fake_openai.MODEL_ITEM_TYPES.add("tool_search_call")
    orig = fake_openai.turn_items

    def turn_items(turn, episode, turn_index, seed):
        items = orig(turn, episode, turn_index, seed)
        for call, item in zip([c for c in turn.get("calls") or []
                               if c.get("type") != "custom"],
                              [i for i in items if i["type"] == "function_call"]):
            if call.get("namespace"):
                item["namespace"] = call["namespace"]
        for n, raw in enumerate(turn.get("raw_items") or []):
            raw = dict(raw)
            raw.setdefault("call_id", "call_fake_e%st%dr%d" % (
                episode, turn_index, n))
            items.append(raw)
        return items
    fake_openai.turn_items = turn_items


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ctxmode", default="/tmp/mcpcheck/ctxmode.py")
    ap.add_argument("--harness", default=os.path.normpath(
        os.path.join(HERE, "..", "..", "..", "..", "shared", "harness-codex")))
    ap.add_argument("--out", default="/tmp/mcpcheck/codex-%d" % time.time())
    ap.add_argument("--no-tee", action="store_true")
    ap.add_argument("--save")
    args = ap.parse_args()
    sys.path.insert(0, args.harness)
    import run_codex
    import fake_openai
    patch_fake(fake_openai)

    codex = run_codex.ensure_cli()
    version = subprocess.run([codex, "--version"], capture_output=True,
                             text=True).stdout.strip()
    ph = run_codex.Phase("mcp", args.out, codex,
                         os.path.join(HERE, "codex_scenario.json"),
                         timeout=120)
    os.remove(ph.hooks_path)            # the harness's recorder
    ph.write_config(trust="none")       # no [hooks.state] for it either
    inst = subprocess.run([sys.executable, args.ctxmode, "install", "--agent",
                           "codex", "--trust-codex", "-y"], cwd=ph.project,
                          env=ph.env("00-install"), capture_output=True,
                          text=True)
    print(inst.stdout, inst.stderr)
    assert inst.returncode == 0
    cfg_path = os.path.join(ph.codex_home, "config.toml")
    cfg = open(cfg_path).read()
    block = cfg[cfg.index("[mcp_servers.ctxmode]"):]
    installed_entry = block.split("\n\n")[0]
    exchange = os.path.join(args.out, "mcp-exchange.jsonl")
    if not args.no_tee:
        m = re.search(r'(\[mcp_servers\.ctxmode\]\ncommand = )("[^"]*")\n'
                      r'args = \[', cfg)
        cfg = cfg[:m.start()] + m.group(1) + json.dumps(sys.executable) + \
            "\nargs = [%s, %s, \"--\", %s, " % (
                json.dumps(os.path.join(HERE, "mcp_tee.py")),
                json.dumps(exchange), m.group(2)) + cfg[m.end():]
        open(cfg_path, "w").write(cfg)

    r = ph.run_exec("01-s1", "CX-S1 Create src/billing.py with "
                    "prorate_invoice, try it, fix what fails.")
    tid = r["thread_id"]
    ph.run_exec("02-s2", "CX-S2 Important rule for this repo: never touch "
                "migrations/0042_legacy.py - it is already applied in "
                "production and must stay byte-for-byte as it is.",
                resume=tid)
    ph.run_exec("03-s3", "CX-S3 Now add the helper modules, compile them, "
                "commit on a branch and write docs.", resume=tid)
    mark = len(glob.glob(os.path.join(ph.requests, "0*.json")))
    ph.run_exec("04-s9", "CX-S9 I am about to change the invoice schema. "
                "Which file did I tell you never to touch?", resume=tid)
    ph.stop()

    reqs = [json.load(open(p)) | {"_file": os.path.basename(p)} for p in
            sorted(glob.glob(os.path.join(ph.requests, "0*.json")))]
    after = [q for q in reqs if q["seq"] > mark]
    compactions = [q["_file"] for q in after if q.get("kind") == "compact"]
    main_after = [q for q in after if q.get("kind") == "main"]
    first = main_after[0] if main_after else None
    snapshot_has_fact = bool(first) and FACT in json.dumps(
        first["body"]["input"])
    last = main_after[-1]["body"]["input"] if main_after else []
    search_out = next((i for i in last if i.get("type") ==
                       "tool_search_output"), None)
    calls = {i["call_id"]: i for i in last if i.get("type") == "function_call"}
    results = []
    for i in last:
        if i.get("type") == "function_call_output" and i["call_id"] in calls:
            out = i.get("output")
            text = out if isinstance(out, str) else "\n".join(
                x.get("text", "") for x in out or [] if isinstance(x, dict))
            results.append({"call": calls[i["call_id"]], "output_item": i,
                            "result_text": text})
    recall = next((x for x in results if x["call"]["name"] == "recall"), None)
    tools = search_out["tools"] if search_out else []
    names = []
    for ns in tools:
        for t in ns.get("tools", []):
            names.append("%s/%s" % (ns["name"], t["name"]))
    out = {
        "client": "codex", "client_version": version,
        "installed_mcp_entry": installed_entry, "tee": not args.no_tee,
        "steps": [{k: s.get(k) for k in ("step", "rc", "duration_s",
                                         "messages", "notices")}
                  for s in ph.steps],
        "compaction_requests": compactions,
        "snapshot_first_request_has_fact": snapshot_has_fact,
        "tool_search_output": search_out, "results": results,
        "found": bool(recall) and FACT in recall["result_text"],
    }
    json.dump(out, open(os.path.join(args.out, "result.json"), "w"),
              indent=1, ensure_ascii=False)
    print(json.dumps({k: out[k] for k in ("found", "compaction_requests",
                                          "snapshot_first_request_has_fact",
                                          "steps")}, indent=1)[:3000])
    if args.save and recall:
        call = recall["call"]
        json.dump({
            "client": "codex", "client_version": version,
            "tool_names": names, "tools": tools,
            "tools_note": "Codex defers MCP tools: they are not in the first "
                          "request's tools array; the model calls tool_search "
                          "(a tool_search_call item) and Codex answers with a "
                          "tool_search_output holding namespace mcp__ctxmode; "
                          "the model then calls function_call name=recall, "
                          "namespace=mcp__ctxmode.",
            "snapshot_first_request_has_fact": snapshot_has_fact,
            "call": {"name": call["name"], "namespace": call.get("namespace"),
                     "arguments": json.loads(call["arguments"])},
            "result_text": recall["result_text"],
            "fact": FACT, "found": out["found"],
        }, open(args.save, "w"), indent=1, ensure_ascii=False)
    return 0 if out["found"] else 1


if __name__ == "__main__":
    sys.exit(main())
