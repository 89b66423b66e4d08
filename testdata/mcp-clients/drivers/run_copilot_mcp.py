#!/usr/bin/env python3
"""GitHub Copilot CLI + ctxmode's MCP recall server, offline, across an
automatic compaction.  Same story as run_qwen_mcp.py, on
../shared/harness-copilot (run_copilot.ensure_cli, make_project, run_step,
copilot_classify; the fake chat-completions server of ../shared/harness-qwen)
with copilot_scenario.json: P-S1, P-S2 (the rule), P-S3, P-S9 (--continue; the
first reply reports prompt_tokens 900000, Copilot compacts, then the fake
model calls the recall tool under the name the CLI offered in the first
request, or --recall-name).

    python3 run_copilot_mcp.py [--ctxmode PATH] [--out DIR] [--no-tee]
                               [--recall-name NAME] [--save JSON]

In a temp HOME it runs `python3 CTXMODE install --agent copilot -y` (hooks +
the MCP server in ~/.copilot/mcp-config.json).  With tee on (default) the
installed MCP command is wrapped in mcp_tee.py.  Writes <out>/result.json.
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
PLACEHOLDER = "RECALL_NAME_UNKNOWN"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ctxmode", default="/tmp/mcpcheck/ctxmode.py")
    ap.add_argument("--harness", default=os.path.normpath(
        os.path.join(HERE, "..", "..", "..", "..", "shared", "harness-copilot")))
    ap.add_argument("--out", default="/tmp/mcpcheck/copilot-%d" % time.time())
    ap.add_argument("--recall-name")
    ap.add_argument("--timeout", type=int, default=180)
    ap.add_argument("--no-tee", action="store_true")
    ap.add_argument("--save")
    args = ap.parse_args()
    sys.path.insert(0, args.harness)
    import run_copilot
    import fake_openai
    import hookkit

    exe = run_copilot.ensure_cli()
    out = os.path.abspath(args.out)
    home, project = os.path.join(out, "home"), os.path.join(out, "project")
    os.makedirs(home)
    run_copilot.make_project(project)
    fake_openai.classify = run_copilot.copilot_classify
    script = hookkit.Script.load(os.path.join(HERE, "copilot_scenario.json"),
                                 {"PROJECT": project,
                                  "RECALL": args.recall_name or PLACEHOLDER})
    requests = os.path.join(out, "requests")
    server = fake_openai.start(script, requests)
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home,
           "TERM": "xterm-256color", "LANG": "C.UTF-8",
           "XDG_CACHE_HOME": os.environ.get("HARNESS_CACHE",
                                            "/tmp/copilot-harness/cache"),
           "COPILOT_OFFLINE": "true", "COPILOT_PROVIDER_TYPE": "openai",
           "COPILOT_PROVIDER_BASE_URL": "http://127.0.0.1:%d/v1" % server.port,
           "COPILOT_PROVIDER_API_KEY": "sk-harness-dummy",
           "COPILOT_MODEL": run_copilot.MODEL}
    version = subprocess.run([exe, "--version"], env=env, capture_output=True,
                             text=True).stdout.strip().splitlines()[0].rstrip(".")
    inst = subprocess.run([sys.executable, args.ctxmode, "install", "--agent",
                           "copilot", "-y"], cwd=project, env=env,
                          capture_output=True, text=True)
    print(inst.stdout, inst.stderr)
    assert inst.returncode == 0, inst.returncode
    cfg_path = os.path.join(home, ".copilot", "mcp-config.json")
    cfg = json.load(open(cfg_path))
    installed_entry = cfg["mcpServers"]["ctxmode"]
    exchange = os.path.join(out, "mcp-exchange.jsonl")
    if not args.no_tee:
        entry = dict(installed_entry)
        entry["args"] = [os.path.join(HERE, "mcp_tee.py"), exchange, "--",
                         entry["command"]] + list(entry["args"])
        entry["command"] = sys.executable
        cfg["mcpServers"]["ctxmode"] = entry
        json.dump(cfg, open(cfg_path, "w"), indent=2)

    flags = ["--allow-all-tools", "--no-color"]
    steps = []

    def step(name, prompt, extra=()):
        steps.append(run_copilot.run_step(name, list(extra) + ["-p", prompt]
                                          + flags, exe, env, out, project,
                                          args.timeout))

    def load_requests():
        reqs = []
        for p in sorted(glob.glob(os.path.join(requests, "0*.json"))):
            rec = json.load(open(p))
            rec["_file"] = os.path.basename(p)
            if isinstance(rec.get("body"), dict) and rec["body"].get("messages"):
                reqs.append(rec)
        return reqs

    def names(reqs):
        seen = []
        for q in reqs:
            for t in q["body"].get("tools") or []:
                n = (t.get("function") or {}).get("name", "")
                if n not in seen:
                    seen.append(n)
        return seen

    try:
        step("01-s1", "P-S1 Create src/billing.py with prorate_invoice, try "
             "it, fix what fails.")
        first_names = names(load_requests()[:1])
        recall_name = args.recall_name or next(
            (n for n in first_names if "ctxmode" in n and "recall" in n), None)
        print("tools in the first request:", first_names)
        print("recall tool:", recall_name)
        for ep in script.episodes:
            for turn in ep.get("turns", []):
                for c in turn.get("tool_calls", []):
                    if c["name"] == PLACEHOLDER:
                        c["name"] = recall_name or "ctxmode-recall"
        step("02-s2", "P-S2 Important rule for this repo: never touch "
             "migrations/0042_legacy.py - it is already applied in production "
             "and must stay byte-for-byte as it is.", ["--continue"])
        step("03-s3", "P-S3 Now add the helper modules, commit them on a "
             "branch and write docs.", ["--continue"])
        mark = len(load_requests())
        step("04-s9", "P-S9 I am about to change the invoice schema. Which "
             "file did I tell you never to touch?", ["--continue"])
    finally:
        server.stop()

    reqs = load_requests()
    after = reqs[mark:]
    all_names = names(reqs)
    tools = []
    for q in reqs:
        for t in q["body"].get("tools") or []:
            if "ctxmode" in (t.get("function") or {}).get("name", "") \
                    and t not in tools:
                tools.append(t)
    mains = [q for q in after if q.get("kind") == "main"]
    last = mains[-1]["body"]["messages"] if mains else []
    call = result_text = None
    ids = {}
    for m in last:
        for tc in m.get("tool_calls") or []:
            if "recall" in tc["function"]["name"]:
                ids[tc["id"]] = tc
    for m in last:
        if m.get("role") == "tool" and m.get("tool_call_id") in ids:
            call = ids[m["tool_call_id"]]
            c = m.get("content")
            result_text = c if isinstance(c, str) else json.dumps(
                c, ensure_ascii=False)
    # Copilot sends the compaction request alongside the next main request,
    # so the compacted history shows first in a later one: it starts with
    # "Some of the conversation history has been summarized"
    comp = [q["_file"] for q in after if q.get("kind") == "compress"]

    def flat(q):
        return json.dumps(q["body"]["messages"], ensure_ascii=False)

    def texts(q, role):
        for m in q["body"]["messages"]:
            if m.get("role") == role:
                c = m.get("content")
                yield c if isinstance(c, str) else json.dumps(
                    c, ensure_ascii=False)
    compacted = next((q for q in mains if "has been summarized" in flat(q)),
                     None)
    kept_user = compacted and next(
        (t for t in texts(compacted, "user") if "has been summarized" in t), "")
    snap_tool = compacted and next(
        (t for t in texts(compacted, "tool")
         if "saved just before the compaction" in t), None)
    result = {
        "client": "copilot-cli", "client_version": version,
        "installed_mcp_entry": installed_entry, "tee": not args.no_tee,
        "steps": [{k: s.get(k) for k in ("step", "rc", "seconds", "events")}
                  for s in steps],
        "kinds_after_mark": [(q["_file"], q.get("kind")) for q in after],
        "all_tool_names": all_names, "tools": tools,
        "recall_name": recall_name, "call": call, "result_text": result_text,
        "compaction_requests": comp,
        "first_compacted_request": compacted and compacted["_file"],
        "first_compacted_request_has_fact":
            bool(compacted) and FACT in flat(compacted),
        "fact_in_kept_user_messages": bool(kept_user) and FACT in kept_user,
        "snapshot_in_tool_result": snap_tool,
        "found": bool(result_text) and FACT in result_text,
    }
    json.dump(result, open(os.path.join(out, "result.json"), "w"), indent=1,
              ensure_ascii=False)
    print(json.dumps({k: result[k] for k in (
        "found", "recall_name", "kinds_after_mark", "compaction_requests",
        "first_compacted_request", "first_compacted_request_has_fact",
        "fact_in_kept_user_messages", "steps")}, indent=1)[:4000])
    if args.save and call:
        json.dump({
            "client": "copilot-cli", "client_version": version,
            "tool_names": [t["function"]["name"] for t in tools],
            "tools": tools,
            "call": {"name": call["function"]["name"],
                     "arguments": json.loads(call["function"]["arguments"])},
            "result_text": result_text, "fact": FACT,
            "found": result["found"],
        }, open(args.save, "w"), indent=1, ensure_ascii=False)
    return 0 if result["found"] else 1


if __name__ == "__main__":
    sys.exit(main())
