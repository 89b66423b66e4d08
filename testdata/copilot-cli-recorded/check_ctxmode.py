#!/usr/bin/env python3
"""Does ctxmode's snapshot reach the model in the real GitHub Copilot CLI?

A manual check (stdlib only; not run in CI).  It installs the real Copilot CLI
from npm into /tmp (once), makes a temporary HOME and git project, registers
ctxmode there with `python3 <repo>/ctxmode.py install --agent copilot`, starts
the scripted fake OpenAI-compatible model server of ../shared/harness-qwen on
127.0.0.1 and plays, each step one `copilot` process:

  01-session              -p: a todo table (sql), create, view, edit, a git
                          commit, a shell command that exits 1, a failing edit
  02-autocompact          --continue -p: the model reports 900000 prompt
                          tokens, so Copilot compacts mid-turn; then an edit
                          and a shell command
  03-further              --continue -p: one more turn
  04-resume               --resume=<id> -p
  05-compact              --continue -p "/compact" (manual, headless)
  06-resume-after-compact --resume=<id> -p

It then prints, for every model request, whether ctxmode's snapshot (the word
session_knowledge, closing tags not counted) is in it and how many times, and
exits 0 only when
  * the first model request after the automatic compaction holds it once,
  * the first request of the --resume holds it once,
  * the first request of the --resume after /compact holds it once,
  * every main request from the compaction on holds it exactly once, and no
    request ever holds it twice.
Exit 1: a check failed; exit 2: the run itself could not be made (no CLI, no
fake server, no compaction happened...).

  python3 testdata/copilot-cli-recorded/check_ctxmode.py [--repo DIR]
        [--stub] [--as-top-level] [--no-tee] [--quick] [--out DIR] [--shared DIR]

--stub registers, instead of ctxmode, a small hook that prints
{"additionalContext": "<session_knowledge>stub</session_knowledge>"} where
Copilot CLI 1.0.102 was seen to pass it on (the first PostToolUse after a
PreCompact; SessionStart on a resume when no snapshot is left in the history):
it shows that the check itself works.  By default every registered hook command
is wrapped so that what it printed is logged and shown (--no-tee: leave the
registration exactly as install wrote it).  --as-top-level previews a fix of
the answer's form only: the wrapper turns ctxmode's hookSpecificOutput answers
into top-level additionalContext.  Environment: COPILOT_DIR (CLI
install folder, default /tmp/copilot-harness/cli), COPILOT_VERSION (1.0.102),
COPILOT_CACHE (the CLI unpacks ~235 MB there once, default
/tmp/copilot-harness/cache), CHECK_MODEL (claude-sonnet-4.5).
"""
import argparse, glob, json, os, re, shlex, shutil, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
MODEL = os.environ.get("CHECK_MODEL", "claude-sonnet-4.5")
SNAPSHOT_RE = re.compile(r"(?<![/\w])session_knowledge(?!\w)")
SUMMARY_LEAD = "Some of the conversation history has been summarized"
COMPACT_PROMPT = "Please create a detailed summary of the conversation so far"
STUB_TEXT = "<session_knowledge>stub</session_knowledge>"


# ------------------------------------------------------------------ helpers --

def log(msg):
    print(msg, flush=True)


def harness_candidates(explicit):
    """Where the fake model server may be: --shared, $CTXMODE_SHARED, the shared/
    folder beside the repository, /work/shared."""
    repo_shared = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(HERE))), "shared")
    out = []
    for base in (explicit, os.environ.get("CTXMODE_SHARED"), repo_shared, "/work/shared"):
        if base and os.path.abspath(base) not in out:
            out.append(os.path.abspath(base))
    return out


def find_harness(explicit):
    """The folder holding harness-qwen/fake_openai.py and harness-gemini/hookkit.py."""
    for base in harness_candidates(explicit):
        if os.path.isfile(os.path.join(base, "harness-qwen", "fake_openai.py")) \
                and os.path.isfile(os.path.join(base, "harness-gemini", "hookkit.py")):
            return base
    return None


def ensure_cli():
    """The copilot launcher; npm-installs @github/copilot the first time."""
    d = os.environ.get("COPILOT_DIR", "/tmp/copilot-harness/cli")
    ver = os.environ.get("COPILOT_VERSION", "1.0.102")
    exe = os.path.join(d, "node_modules", ".bin", "copilot")
    if not os.path.exists(exe):
        if not shutil.which("npm"):
            raise SystemExit("check_ctxmode: npm not found; it installs @github/copilot@%s" % ver)
        os.makedirs(d, exist_ok=True)
        log("installing @github/copilot@%s into %s ..." % (ver, d))
        subprocess.run(["npm", "install", "--prefix", d, "--no-audit", "--no-fund",
                        "@github/copilot@" + ver], check=True)
    return exe


def make_project(project):
    os.makedirs(os.path.join(project, "src"))
    with open(os.path.join(project, "README.md"), "w") as fh:
        fh.write("# demo\n")
    with open(os.path.join(project, "src", "util.py"), "w") as fh:
        fh.write("def add(a, b):\n    return a + b\n")
    git = ["git", "-C", project, "-c", "user.name=Dev", "-c", "user.email=dev@example.com"]
    subprocess.run(["git", "init", "-q", project], check=True)
    subprocess.run(git + ["add", "-A"], check=True)
    subprocess.run(git + ["commit", "-q", "-m", "init"], check=True)


def script_for(project):
    """What the fake model plays (hookkit.Script format)."""
    p = project
    bash = lambda cmd, why: {"name": "bash", "args": {"command": cmd, "description": why}}
    return {
        "episodes": [
            {"match": "CHECK-S1", "turns": [
                {"text": "Planning.", "tool_calls": [{"name": "sql", "args": {
                    "description": "Insert todos", "query":
                    "INSERT INTO todos (id, title, description) VALUES ('add-greet', 'Adding greet',"
                    " 'Create src/greet.py'), ('commit-greet', 'Committing greet', 'Commit it on a branch')"}}]},
                {"tool_calls": [{"name": "create", "args": {"path": p + "/src/greet.py",
                                 "file_text": "def greet(name):\n    return 'hi ' + name\n"}}]},
                {"tool_calls": [{"name": "view", "args": {"path": p + "/src/greet.py"}}]},
                {"tool_calls": [{"name": "edit", "args": {"path": p + "/src/greet.py",
                                 "old_str": "'hi '", "new_str": "'hello '"}}]},
                {"tool_calls": [{"name": "sql", "args": {"description": "Finish a todo", "query":
                                 "UPDATE todos SET status = 'done' WHERE id = 'add-greet'"}}]},
                {"tool_calls": [bash("git checkout -q -b feature/greet && git add -A && "
                                     "git commit -q -m 'Add greet' && git log --oneline -1", "Commit")]},
                {"tool_calls": [bash("cat docs/missing.txt", "Read a missing file")]},
                {"tool_calls": [{"name": "edit", "args": {"path": p + "/src/greet.py",
                                 "old_str": "no such text", "new_str": "x"}}]},
                {"text": "Added src/greet.py on feature/greet; docs/missing.txt does not exist."}]},
            {"match": "CHECK-S2", "turns": [
                {"text": "Reading the module.", "usage": {"prompt_tokens": 900000},
                 "tool_calls": [{"name": "view", "args": {"path": p + "/src/greet.py"}}]},
                {"tool_calls": [{"name": "edit", "args": {"path": p + "/src/greet.py",
                                 "old_str": "'hello '", "new_str": "'hello there, '"}}]},
                {"tool_calls": [bash("git diff --stat", "Show the diff")]},
                {"text": "Changed the greeting."}]},
            {"match": "CHECK-S3", "turns": [
                {"tool_calls": [{"name": "view", "args": {"path": p + "/README.md"}}]},
                {"text": "The readme is one line."}]},
            {"match": "CHECK-S4", "turns": [
                {"tool_calls": [bash("git status --short", "Status")]},
                {"text": "Resumed: nothing left."}]},
            {"match": "CHECK-S6", "turns": [
                {"tool_calls": [{"name": "view", "args": {"path": p + "/src/util.py"}}]},
                {"text": "Resumed after the compaction."}]},
        ],
        "default_text": "OK.",
        "summary_text": "<summary>The user had src/greet.py created, edited and committed.</summary>",
        "aux_text": "OK.",
    }


def copilot_classify(fake_openai, body):
    """Copilot's compaction request ends with a user message asking for a summary;
    main requests carry tools and Copilot's system prompt; anything else is aux."""
    msgs = [m for m in body.get("messages") or [] if isinstance(m, dict)]
    system = "\n".join(fake_openai._text(m.get("content")) for m in msgs if m.get("role") == "system")
    last_user = next((m for m in reversed(msgs) if m.get("role") == "user"), {})
    if fake_openai._text(last_user.get("content")).lstrip().startswith(COMPACT_PROMPT):
        return "compress"
    if body.get("tools") and "GitHub Copilot CLI" in system[:300]:
        return "main"
    return "aux"


# ------------------------------------------------------- hooks: tee and stub --

def wrap_hooks(hooks_dir, work, python, top_level=False):
    """Replace every hook command in hooks_dir/*.json with this script's `tee`,
    which runs the original command unchanged and logs what it printed (with
    top_level, it also rewrites a hookSpecificOutput.additionalContext answer
    into a top-level additionalContext, the form Copilot CLI reads)."""
    originals = {}
    for path in sorted(glob.glob(os.path.join(hooks_dir, "*.json"))):
        with open(path) as fh:
            data = json.load(fh)
        for event, entries in (data.get("hooks") or {}).items():
            for entry in entries:
                handlers = entry.get("hooks") if isinstance(entry.get("hooks"), list) else [entry]
                for h in handlers:
                    for key in ("command", "bash"):
                        if isinstance(h.get(key), str):
                            n = str(len(originals))
                            originals[n] = {"event": event, "command": h[key]}
                            h[key] = "%s %s tee %s %s%s" % (shlex.quote(python), shlex.quote(
                                os.path.abspath(__file__)), shlex.quote(work), n, " top" if top_level else "")
        with open(path, "w") as fh:
            json.dump(data, fh, indent=2)
    with open(os.path.join(work, "tee-commands.json"), "w") as fh:
        json.dump(originals, fh, indent=1)
    return len(originals)


def cmd_tee(work, n, top_level=False):
    with open(os.path.join(work, "tee-commands.json")) as fh:
        spec = json.load(fh)[n]
    data = sys.stdin.buffer.read()
    proc = subprocess.run(["/bin/sh", "-c", spec["command"]], input=data, capture_output=True)
    try:
        payload = json.loads(data.decode("utf-8", "replace"))
    except ValueError:
        payload = None
    rec = {"event": spec["event"], "time": time.time(), "rc": proc.returncode,
           "stdout": proc.stdout.decode("utf-8", "replace"),
           "stderr": proc.stderr.decode("utf-8", "replace")[-2000:],
           "step": os.environ.get("CHECK_STEP", ""), "payload": payload}
    if top_level and proc.stdout.strip():
        try:
            answer = json.loads(proc.stdout.decode("utf-8"))
            context = answer["hookSpecificOutput"]["additionalContext"]
        except (ValueError, KeyError, TypeError):
            pass
        else:
            proc = subprocess.CompletedProcess(proc.args, proc.returncode, (json.dumps(
                {"additionalContext": context}, ensure_ascii=False) + "\n").encode("utf-8"), proc.stderr)
            rec["rewritten"] = True
    d = os.path.join(work, "hook-log")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "%d-%s.json" % (time.time_ns(), spec["event"])), "w") as fh:
        json.dump(rec, fh, indent=1)
    sys.stdout.buffer.write(proc.stdout)
    sys.stderr.buffer.write(proc.stderr)
    return proc.returncode


def write_stub_hooks(hooks_dir, work, python):
    cmd = lambda ev: "%s %s stub %s %s" % (shlex.quote(python), shlex.quote(os.path.abspath(__file__)),
                                           shlex.quote(os.path.join(work, "stub-state.json")), ev)
    hooks = {ev: [{"hooks": [{"type": "command", "command": cmd(ev), "timeout": 15}]}]
             for ev in ("SessionStart", "PreCompact", "PostToolUse")}
    os.makedirs(hooks_dir, exist_ok=True)
    with open(os.path.join(hooks_dir, "stub.json"), "w") as fh:
        json.dump({"hooks": hooks}, fh, indent=2)


def cmd_stub(state_path, event):
    """The stub: PreCompact arms a pending injection that the next PostToolUse
    answers (its context stays in the history as part of the tool result); a
    SessionStart on a resume answers when no injected snapshot is left in the
    history (its context is one message after the system prompt, per process)."""
    import fcntl
    payload = json.loads(sys.stdin.read() or "{}")
    with open(state_path + ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            with open(state_path) as fh:
                state = json.load(fh)
        except (OSError, ValueError):
            state = {"pending": False, "in_history": False}
        say = False
        if event == "PreCompact":
            state.update(pending=True, in_history=False)
        elif event == "PostToolUse" and state["pending"]:
            state.update(pending=False, in_history=True)
            say = True
        elif event == "SessionStart" and payload.get("source") == "resume" and not state["in_history"]:
            state.update(pending=False)
            say = True
        with open(state_path, "w") as fh:
            json.dump(state, fh)
    if say:
        print(json.dumps({"additionalContext": STUB_TEXT}))
    return 0


# --------------------------------------------------------------------- run --

def run_step(exe, name, args, env, work, project, timeout):
    env = dict(env, CHECK_STEP=name)
    started = time.time()
    with open(os.path.join(work, name + ".out"), "w") as so:
        try:
            rc = subprocess.run([exe, "-C", project] + args + ["--allow-all-tools", "--no-color"],
                                env=env, cwd=project, stdout=so, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, timeout=timeout).returncode
        except subprocess.TimeoutExpired:
            rc = "timeout"
    return {"step": name, "rc": rc, "started": started, "ended": time.time()}


def session_id_of(work, home):
    """The session id: from the hook log, else the newest session-state folder."""
    for f in sorted(glob.glob(os.path.join(work, "hook-log", "*.json"))):
        with open(f) as fh:
            p = json.load(fh).get("payload") or {}
        sid = p.get("session_id") or p.get("sessionId")
        if sid:
            return sid
    states = sorted(glob.glob(os.path.join(home, ".copilot", "session-state", "*-*-*-*-*")),
                    key=os.path.getmtime)
    return os.path.basename(states[-1]) if states else None


def count(text):
    return len(SNAPSHOT_RE.findall(text))


def analyse(work, steps):
    reqs = []
    for f in sorted(glob.glob(os.path.join(work, "requests", "0*.json"))):
        with open(f) as fh:
            r = json.load(fh)
        if not r.get("path", "").endswith("/chat/completions"):
            continue
        step = next((s["step"] for s in steps if s["started"] - 0.5 <= r["time"] <= s["ended"] + 0.5), "?")
        msgs = (r.get("body") or {}).get("messages") or []
        texts = [m.get("content") if isinstance(m.get("content"), str) else json.dumps(m.get("content"))
                 for m in msgs]
        where = ["m%d/%s" % (i, msgs[i].get("role")) for i, t in enumerate(texts) if count(t or "")]
        reqs.append({"seq": r.get("seq"), "step": step, "kind": r.get("kind"),
                     "compacted": any(SUMMARY_LEAD in (t or "") for t in texts),
                     "count": sum(count(t or "") for t in texts), "where": where})
    return reqs


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repo", default=os.path.dirname(os.path.dirname(HERE)),
                    help="the ctxmode checkout (default: the one holding this file)")
    ap.add_argument("--stub", action="store_true", help="register the stub hook instead of ctxmode")
    ap.add_argument("--no-tee", action="store_true", help="do not wrap the hook commands")
    ap.add_argument("--as-top-level", action="store_true",
                    help="preview: the wrapper turns a hookSpecificOutput.additionalContext answer into"
                         " a top-level additionalContext (the form Copilot CLI reads)")
    ap.add_argument("--quick", action="store_true", help="skip steps 05 and 06 (/compact, resume)")
    ap.add_argument("--out", help="work folder (default /tmp/ctxmode-copilot-check/run-<time>)")
    ap.add_argument("--shared", help="folder with harness-qwen/ and harness-gemini/ (default ../shared"
                                     " beside the repo, else /work/shared)")
    ap.add_argument("--timeout", type=int, default=150, help="seconds per copilot run")
    a = ap.parse_args(argv)

    shared = find_harness(a.shared)
    if not shared:
        log("check_ctxmode: cannot find the fake model server (harness-qwen/fake_openai.py and"
            " harness-gemini/hookkit.py of the project's shared/ folder); looked in: %s.  Pass --shared DIR"
            " or set CTXMODE_SHARED." % ", ".join(harness_candidates(a.shared)))
        return 2
    sys.path.insert(0, os.path.join(shared, "harness-qwen"))
    sys.path.insert(0, os.path.join(shared, "harness-gemini"))
    import fake_openai  # noqa: E402
    import hookkit  # noqa: E402

    ctxmode_py = os.path.join(os.path.abspath(a.repo), "ctxmode.py")
    if not a.stub and not os.path.isfile(ctxmode_py):
        log("check_ctxmode: no ctxmode.py in %s (--repo)" % a.repo)
        return 2
    exe = ensure_cli()
    work = os.path.abspath(a.out or "/tmp/ctxmode-copilot-check/run-%d" % time.time())
    home, project = os.path.join(work, "home"), os.path.join(work, "project")
    os.makedirs(home)
    make_project(project)
    python = sys.executable
    base = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "LANG": "C.UTF-8"}
    hooks_dir = os.path.join(home, ".copilot", "hooks")
    if a.stub:
        write_stub_hooks(hooks_dir, work, python)
        what = "stub hook (%s)" % STUB_TEXT
    else:
        out = subprocess.run([python, ctxmode_py, "install", "--agent", "copilot"], env=base,
                             capture_output=True, text=True)
        log(out.stdout.strip())
        if out.returncode or not glob.glob(os.path.join(hooks_dir, "*.json")):
            log("check_ctxmode: install failed (rc %s): %s" % (out.returncode, out.stderr.strip()))
            return 2
        what = "ctxmode (%s install --agent copilot)" % ctxmode_py
    if a.as_top_level and a.no_tee:
        ap.error("--as-top-level needs the wrapper (drop --no-tee)")
    if not a.no_tee:
        wrap_hooks(hooks_dir, work, python, a.as_top_level)
        if a.as_top_level:
            what += ", hookSpecificOutput answers rewritten to top-level additionalContext"

    fake_openai.classify = lambda body: copilot_classify(fake_openai, body)
    server = fake_openai.start(hookkit.Script(script_for(project)), os.path.join(work, "requests"))
    env = dict(base, TERM="xterm-256color",
               XDG_CACHE_HOME=os.environ.get("COPILOT_CACHE", "/tmp/copilot-harness/cache"),
               COPILOT_OFFLINE="true", COPILOT_PROVIDER_TYPE="openai",
               COPILOT_PROVIDER_BASE_URL="http://127.0.0.1:%d/v1" % server.port,
               COPILOT_PROVIDER_API_KEY="sk-check-dummy", COPILOT_MODEL=MODEL)
    version = subprocess.run([exe, "--version"], env=env, capture_output=True, text=True).stdout.split("\n")[0]
    log("%s, COPILOT_MODEL=%s; hooks: %s" % (version.strip().rstrip("."), MODEL, what))
    log("work folder: %s" % work)
    plan = [("01-session", ["-p", "CHECK-S1 create src/greet.py, commit it on a branch, read docs/missing.txt"]),
            ("02-autocompact", ["--continue", "-p", "CHECK-S2 change the greeting"]),
            ("03-further", ["--continue", "-p", "CHECK-S3 what does the readme say?"]),
            ("04-resume", ["RESUME", "-p", "CHECK-S4 anything left?"])]
    if not a.quick:
        plan += [("05-compact", ["--continue", "-p", "/compact"]),
                 ("06-resume-after-compact", ["RESUME", "-p", "CHECK-S6 where were we?"])]
    steps = []
    try:
        for name, args in plan:
            if args[0] == "RESUME":
                sid = session_id_of(work, home)
                args = (["--resume=%s" % sid] if sid else ["--continue"]) + args[1:]
            steps.append(run_step(exe, name, args, env, work, project, a.timeout))
            hooks = []
            for f in sorted(glob.glob(os.path.join(work, "hook-log", "*.json"))):
                with open(f) as fh:
                    rec = json.load(fh)
                if rec.get("step") == name:
                    p = rec.get("payload") or {}
                    detail = p.get("source") or p.get("trigger") or p.get("tool_name") or ""
                    hooks.append("%s%s%s" % (rec["event"], "(%s)" % detail if detail else "",
                                             "*" if rec["stdout"].strip() else ""))
            log("%-24s rc=%s %3.0fs  hooks: %s" % (name, steps[-1]["rc"], steps[-1]["ended"] - steps[-1]["started"],
                                                 " ".join(hooks) if not a.no_tee else "(not logged: --no-tee)"))
    finally:
        server.stop()

    if not a.no_tee:
        printed = {}
        for f in sorted(glob.glob(os.path.join(work, "hook-log", "*.json"))):
            with open(f) as fh:
                rec = json.load(fh)
            if rec["stdout"].strip():
                key = (rec["event"], re.sub(r"\s+", " ", rec["stdout"].strip())[:110])
                printed.setdefault(key, []).append(rec["step"])
        log("\nhook output (* above):" if printed else "\nhook output: none of the hooks printed anything")
        for (event, text), where in printed.items():
            log("  %s x%d (%s): %s" % (event, len(where), ", ".join(sorted(set(where))), text))

    reqs = analyse(work, steps)
    log("\nmodel requests (snapshot = times the model sees it; conversation: compacted = after a summary)")
    log("  %4s  %-24s %-9s %-12s %s" % ("req", "step", "kind", "conversation", "snapshot"))
    for r in reqs:
        log("  %4s  %-24s %-9s %-12s %d %s" % (r["seq"], r["step"], r["kind"],
                                              "compacted" if r["compacted"] else "-", r["count"],
                                              " ".join(r["where"])))

    main_reqs = [r for r in reqs if r["kind"] == "main"]
    problems, checks = [], []
    first_compacted = next((r for r in main_reqs if r["step"] == "02-autocompact" and r["compacted"]), None)
    if not any(r["kind"] == "compress" for r in reqs if r["step"] == "02-autocompact") or not first_compacted:
        problems.append("no automatic compaction was seen in 02-autocompact")

    def first_of(step):
        return next((r for r in main_reqs if r["step"] == step), None)

    targets = [("after the automatic compaction", first_compacted),
               ("on --resume", first_of("04-resume"))]
    if not a.quick:
        targets.append(("on --resume after /compact", first_of("06-resume-after-compact")))
    for label, r in targets:
        if r is None:
            problems.append("no model request for the check %r" % label)
            continue
        checks.append((r["count"] == 1, "%s: request %s holds the snapshot %d times (want 1)"
                       % (label, r["seq"], r["count"])))
    if first_compacted:
        later = [r for r in main_reqs if r["seq"] >= first_compacted["seq"]]
        bad = [r for r in later if r["count"] != 1]
        checks.append((not bad, "every main request from the compaction on holds it once: %s"
                       % ("yes (%d requests)" % len(later) if not bad else "no, requests %s hold it %s times"
                          % (", ".join(str(r["seq"]) for r in bad), "/".join(str(r["count"]) for r in bad)))))
    twice = [r for r in reqs if r["count"] > 1]
    checks.append((not twice, "no request holds it twice: %s" % (
        "yes" if not twice else "no (%s)" % ", ".join("%s:%d" % (r["seq"], r["count"]) for r in twice))))
    failed_steps = [s["step"] for s in steps if s["rc"] != 0]
    if failed_steps:
        problems.append("copilot exited non-zero in %s (see %s/<step>.out)" % (", ".join(failed_steps), work))
    log("\nchecks:")
    for ok, text in checks:
        log("  %s %s" % ("ok  " if ok else "FAIL", text))
    for p in problems:
        log("  ???  %s" % p)
    if problems:
        log("\nresult: INCONCLUSIVE (exit 2)")
        return 2
    if all(ok for ok, _ in checks):
        log("\nresult: PASS")
        return 0
    log("\nresult: FAIL: %s's snapshot does not reach the model as it should" % ("the stub" if a.stub else "ctxmode"))
    return 1


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "tee":
        sys.exit(cmd_tee(sys.argv[2], sys.argv[3], sys.argv[4:5] == ["top"]))
    if len(sys.argv) > 1 and sys.argv[1] == "stub":
        sys.exit(cmd_stub(sys.argv[2], sys.argv[3]))
    sys.exit(main())
