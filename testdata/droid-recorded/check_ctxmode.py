#!/usr/bin/env python3
"""Does ctxmode's snapshot reach the model in the real Factory Droid CLI?

A manual check (Python 3.8+, stdlib only; not run in CI).  It reuses the
offline Droid harness of the project's shared/ folder (harness-droid/
run_droid.py: the CLI install, the request classifier, the fake backend, the
git project, the settings layout and the tmux driving; harness-qwen/
fake_openai.py: the scripted chat-completions model).  In a temporary HOME
and git project it registers ctxmode with
`python3 <repo>/ctxmode.py install --agent droid` and plays scenario.json
(beside this file), each step one droid process:

  01-session      droid exec --auto high "CHECK-D1 Decision: ..." : a branch,
                  Create + Edit src/greet.py, a commit, a unittest run that
                  fails (exit 1, test_greet_exclaims)
  02-autocompact  droid exec -s <id>: a Read of a 100 KB file reporting
                  usage.prompt_tokens 900000, so Droid compacts automatically
                  (no hook fires) and drops what came before; then a Read and
                  an Execute
  03-resume       droid exec -s <id>: one more turn
  04-tui          droid -r <id> in tmux: a prompt, /compress + Enter, a
                  prompt (one Read), /quit

It prints every model request with the number of snapshots in it (opening
tags `<session_knowledge`) and their sizes, and exits 0 only when
  a. one of the two main requests after the automatic compaction request
     holds the snapshot exactly once, and that snapshot is <= 2048 bytes
     (UTF-8, `<session_knowledge` .. `</session_knowledge>`) and names the
     edited file, the branch, the user's decision and the failing test
     (the *_KEYS constants below, fixed before any run);
  b. the first main request of the resume (03) holds it exactly once;
  c. the first main request after the TUI /compress holds it exactly once;
  d. no main request ever holds it more than once;
  e. every hook process exited 0, and at least MIN_HOOK_CALLS ran,
     SessionStart and PostToolUse among them (read from the tee log).
Exit 1: a criterion failed (named in the output).  Exit 2: the run could not
be made (no harness, no CLI, install failed, droid failed, no compaction
happened, or no tmux: then c is "skipped", never "passed").  --no-tui and
--no-tee skip c and e on purpose; they are reported as skipped and do not
block exit 0.

  python3 testdata/droid-recorded/check_ctxmode.py [--repo DIR] [--stub]
      [--no-tui] [--no-tee] [--out DIR] [--shared DIR] [--timeout S]
      [--tui-wait S]

--stub registers, instead of ctxmode, a small hook (this file, `stub`) that
prints {"hookSpecificOutput": {"hookEventName": E, "additionalContext":
"<session_knowledge ...>facts</session_knowledge>"}} on SessionStart with
source compact or resume, and on the first PostToolUse after a new
compaction_state row appears in the payload's transcript_path: where Droid
0.225.2 passes context on and a correct adapter should answer.  It shows
that the check itself works.  By default every registered hook command is
wrapped (this file, `tee`) so that what it printed and its exit code are
logged; --no-tee leaves the commands exactly as install wrote them.
Environment: CTXMODE_SHARED (the shared/ folder), DROID_DIR,
DROID_VERSION, DROID_PACKAGE (the CLI install, see run_droid.py).
"""
import argparse, fcntl, glob, json, os, re, shlex, shutil, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
SCENARIO = os.path.join(HERE, "scenario.json")

# What the snapshot after the automatic compaction must name.  Chosen with the
# scenario, before any run; none of them is in a prompt or a model reply, so
# they can only come from the hook events and the transcript.
EDITED_FILE_KEYS = ("src/greet.py",)                 # all required
BRANCH_KEYS = ("feat/greet-stdlib",)                 # all required
DECISION_KEYS = ("stdlib-only", "third-party")       # all required (any case)
FAILURE_KEYS = ("test_greet_exclaims",               # any one: the test id
                "unittest tests.test_greet")         # or the failing command
SNAPSHOT_MAX_BYTES = 2048
MIN_HOOK_CALLS = 12      # SessionStart + PostToolUse alone fire ~16 times

PROMPTS = {
    "01-session": "CHECK-D1 Decision: keep the greeting module stdlib-only, "
                  "no third-party packages. Add a greeting helper on its own "
                  "branch, commit it and run its tests.",
    "02-autocompact": "CHECK-D2 read the design notes and check the helper",
    "03-resume": "CHECK-D3 where were we?",
    "tui": ["CHECK-D4 anything else to do here?", "/compress", "key:Enter",
            "CHECK-D5 what is left to do?", "/quit"],
}
TEST_FILE = '''import unittest

from src.greet import greet


class GreetTest(unittest.TestCase):
    def test_greet_exclaims(self):
        self.assertEqual(greet("Ada"), "Hello, Ada!")


if __name__ == "__main__":
    unittest.main()
'''
OPEN_RE = re.compile(r"<session_knowledge(?=[\s>/])")
CLOSE_TAG = "</session_knowledge>"
HOOK_EVENTS = ("SessionStart", "SessionEnd", "UserPromptSubmit", "PreToolUse",
               "PostToolUse", "Stop", "PreCompact")


def log(msg=""):
    print(msg, flush=True)


def stub_snapshot():
    return ('<session_knowledge source="check-stub">'
            '<decisions><item>keep the greeting module stdlib-only, no '
            'third-party packages</item></decisions>'
            '<files_edited><file>src/greet.py</file></files_edited>'
            '<git branch="feat/greet-stdlib"/>'
            '<open_errors><error command="python3 -m unittest tests.test_greet'
            ' -v">FAIL: test_greet_exclaims (tests.test_greet.GreetTest)'
            '</error></open_errors></session_knowledge>')


# ---------------------------------------------------------------- harness --

def harness_candidates(explicit):
    """--shared, $CTXMODE_SHARED, the shared/ folder beside the repository,
    /work/shared."""
    repo_shared = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(HERE))), "shared")
    out = []
    for base in (explicit, os.environ.get("CTXMODE_SHARED"), repo_shared, "/work/shared"):
        if base and os.path.abspath(base) not in out:
            out.append(os.path.abspath(base))
    return out


def find_harness(explicit):
    need = ("harness-droid/run_droid.py", "harness-qwen/fake_openai.py",
            "harness-gemini/hookkit.py")
    for base in harness_candidates(explicit):
        if all(os.path.isfile(os.path.join(base, p)) for p in need):
            return base
    return None


def import_harness(shared):
    sys.path.insert(0, os.path.join(shared, "harness-droid"))
    import run_droid  # noqa: E402  (adds harness-qwen and harness-gemini to sys.path)
    import fake_openai  # noqa: E402
    import hookkit  # noqa: E402
    return run_droid, fake_openai, hookkit


def check_script_class(hookkit):
    """hookkit.Script with two changes for this scenario.

    * position() ignores messages that hold a snapshot: a snapshot that quotes
      the user's requests ("CHECK-D1 ...") must not be taken for the prompt.
    * summary() tags the compaction summary with the turn after the last one
      served.  The base class works the position out from the compaction
      request, whose conversation is one text block (no call ids), so it
      would restart the episode; here the compaction drops the tool call
      that triggered it, so the tag is what the next request resumes from.
    """
    class CheckScript(hookkit.Script):
        last = None

        def position(self, messages):
            return super().position([(role, "" if OPEN_RE.search(text or "") else text, ids)
                                     for role, text, ids in messages])

        def turn(self, episode, start):
            index, turn = super().turn(episode, start)
            if episode is not None:
                self.last = (episode, index)
            return index, turn

        def summary(self, messages):
            if self.last is None:
                return super().summary(messages)
            # inside <summary>: Droid keeps only that element's body
            tag = "[harness state: episode=%d turn=%d]\n" % (self.last[0], self.last[1] + 1)
            end = self.summary_text.rfind("</summary>")
            return self.summary_text[:end] + tag + self.summary_text[end:] if end >= 0 \
                else self.summary_text + "\n" + tag
    return CheckScript


def make_project(run_droid, project):
    """run_droid's project plus a failing unit test and a 100 KB file whose
    Read is large enough that the automatic compaction keeps nothing before
    it (Droid keeps at most ~14,500 estimated tokens, 4 characters each)."""
    run_droid.make_project(project)
    os.makedirs(os.path.join(project, "tests"))
    os.makedirs(os.path.join(project, "docs"))
    with open(os.path.join(project, "tests", "__init__.py"), "w") as fh:
        fh.write("")
    with open(os.path.join(project, "tests", "test_greet.py"), "w") as fh:
        fh.write(TEST_FILE)
    with open(os.path.join(project, "docs", "design.md"), "w") as fh:
        fh.write("# Design notes\n\n")
        for i in range(1, 1201):
            fh.write("Note %04d: keep functions short, names plain, comments "
                     "about why, and tests close to the code.\n" % i)
    git = ["git", "-C", project]
    subprocess.run(git + ["add", "-A"], check=True)
    subprocess.run(git + ["commit", "-q", "-m", "Add tests and notes"], check=True)


# ------------------------------------------------------- hooks: tee and stub --

SETTINGS_FILES = (("settings.json", "hooks"), ("settings.local.json", "hooks"),
                  ("hooks.json", None))


def hook_handlers(home):
    """(file, its parsed data, event, handler dict) of every hook command in
    ~/.factory; a handler is the dict inside `data`, so changing it changes data."""
    for name, key in SETTINGS_FILES:
        path = os.path.join(home, ".factory", name)
        if not os.path.isfile(path):
            continue
        with open(path) as fh:
            data = json.load(fh)
        table = data.get(key) if key else data
        for event, entries in (table or {}).items():
            for entry in entries if isinstance(entries, list) else []:
                for h in entry.get("hooks") or [] if isinstance(entry, dict) else []:
                    if isinstance(h, dict) and isinstance(h.get("command"), str):
                        yield path, data, event, h


def registered_commands(home):
    """[(file, event, handler dict)] of every hook command in ~/.factory."""
    return [(path, event, h) for path, _data, event, h in hook_handlers(home)]


def wrap_hooks(home, work, python):
    """Replace every hook command with this file's `tee`, which runs the
    original unchanged and logs what it printed and its exit code."""
    originals, changed = {}, {}
    for path, data, event, h in hook_handlers(home):
        n = str(len(originals))
        originals[n] = {"event": event, "command": h["command"]}
        h["command"] = "%s %s tee %s %s" % (
            shlex.quote(python), shlex.quote(os.path.abspath(__file__)),
            shlex.quote(work), n)
        changed[path] = data
    for path, data in changed.items():
        with open(path, "w") as fh:
            json.dump(data, fh, indent=1)
    with open(os.path.join(work, "tee-commands.json"), "w") as fh:
        json.dump(originals, fh, indent=1)
    return len(originals)


def cmd_tee(work, n):
    """Run registered command n, pass its output and exit code on, and log
    both (in run_droid's capture format) to $HOOK_CAPTURE_DIR."""
    with open(os.path.join(work, "tee-commands.json")) as fh:
        spec = json.load(fh)[n]
    data = sys.stdin.buffer.read()
    started = time.time()
    proc = subprocess.run(["/bin/sh", "-c", spec["command"]], input=data, capture_output=True)
    try:
        payload = json.loads(data.decode("utf-8", "replace"))
    except ValueError:
        payload = data.decode("utf-8", "replace")
    rec = {"event": spec["event"], "time": started, "seconds": round(time.time() - started, 3),
           "rc": proc.returncode, "printed": proc.stdout.decode("utf-8", "replace"),
           "stderr": proc.stderr.decode("utf-8", "replace")[-2000:],
           "command": spec["command"], "stdin": payload}
    out = os.environ.get("HOOK_CAPTURE_DIR") or os.path.join(work, "captures", "unknown")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "%d-%s.json" % (time.time_ns(), spec["event"])), "w") as fh:
        json.dump(rec, fh, indent=1)
    sys.stdout.buffer.write(proc.stdout)
    sys.stderr.buffer.write(proc.stderr)
    return proc.returncode


def write_stub_hooks(home, work, python):
    path = os.path.join(home, ".factory", "settings.json")
    with open(path) as fh:
        settings = json.load(fh)
    state = os.path.join(work, "stub-state.json")
    settings["hooks"] = {ev: [{"matcher": "*", "hooks": [{
        "type": "command", "timeout": 30, "command": "%s %s stub %s %s" % (
            shlex.quote(python), shlex.quote(os.path.abspath(__file__)),
            shlex.quote(state), ev)}]}] for ev in HOOK_EVENTS}
    with open(path, "w") as fh:
        json.dump(settings, fh, indent=1)


def compaction_rows(path, offset):
    """(number of compaction_state rows after byte offset, new offset at the
    last complete line)."""
    try:
        with open(path, "rb") as fh:
            fh.seek(offset)
            data = fh.read()
    except OSError:
        return 0, offset
    end = data.rfind(b"\n") + 1
    rows = 0
    for line in data[:end].splitlines():
        try:
            rows += json.loads(line).get("type") == "compaction_state"
        except (ValueError, AttributeError):
            pass
    return rows, offset + end


def cmd_stub(state_path, event):
    """SessionStart(resume|compact): answer, and remember where the session's
    transcript ends.  PostToolUse: answer when a compaction_state row was
    added since (a compact session's own first row does not count)."""
    payload = json.loads(sys.stdin.read() or "{}")
    sid, transcript = payload.get("session_id", ""), payload.get("transcript_path") or ""
    say = False
    with open(state_path + ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            with open(state_path) as fh:
                state = json.load(fh)
        except (OSError, ValueError):
            state = {}
        if event == "SessionStart":
            rows, offset = compaction_rows(transcript, 0)
            source = payload.get("source")
            state[sid] = {"offset": offset, "skip": int(source == "compact" and rows == 0)}
            say = source in ("resume", "compact")
        elif event == "PostToolUse":
            st = state.get(sid)
            if st is None:
                st = state[sid] = {"offset": compaction_rows(transcript, 0)[1], "skip": 0}
            else:
                rows, st["offset"] = compaction_rows(transcript, st["offset"])
                if rows and st["skip"]:
                    rows, st["skip"] = rows - 1, 0
                say = rows > 0
        with open(state_path, "w") as fh:
            json.dump(state, fh)
    if say:
        print(json.dumps({"hookSpecificOutput": {"hookEventName": event,
                                                 "additionalContext": stub_snapshot()}}))
    return 0


# ---------------------------------------------------------------- analysis --

def text_of(content):
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(p.get("text") if isinstance(p, dict) and isinstance(p.get("text"), str)
                         else json.dumps(p, ensure_ascii=False) for p in content)
    return "" if content is None else json.dumps(content, ensure_ascii=False)


def snapshots_in(text):
    """[(snapshot text or None when unterminated, bytes or None)] for every
    opening tag in text."""
    out = []
    for m in OPEN_RE.finditer(text):
        end = text.find(CLOSE_TAG, m.start())
        snap = text[m.start():end + len(CLOSE_TAG)] if end >= 0 else None
        out.append((snap, len(snap.encode("utf-8")) if snap is not None else None))
    return out


def analyse(ph):
    """Every chat request: seq, step, kind, snapshots [(message, role, text,
    bytes)]."""
    reqs = []
    for fname, r in ph.requests():
        if not r.get("path", "").endswith("/chat/completions"):
            continue
        step = "?"
        for i, st in enumerate(ph.steps):
            end = ph.steps[i + 1]["started"] if i + 1 < len(ph.steps) else float("inf")
            if st["started"] <= r.get("time", 0) < end:
                step = st["step"]
        snaps = []
        for i, m in enumerate((r.get("body") or {}).get("messages") or []):
            for snap, size in snapshots_in(text_of(m.get("content"))):
                snaps.append((i, m.get("role"), snap, size))
        reqs.append({"seq": r.get("seq"), "file": fname, "step": step, "kind": r.get("kind"),
                     "status": r.get("status"), "snaps": snaps, "count": len(snaps)})
    return reqs


def missing_facts(snap):
    low = snap.lower()
    miss = [k for k in EDITED_FILE_KEYS + BRANCH_KEYS if k.lower() not in low]
    miss += [k for k in DECISION_KEYS if k.lower() not in low]
    if not any(k.lower() in low for k in FAILURE_KEYS):
        miss.append(" or ".join(FAILURE_KEYS))
    return miss


def all_captures(ph):
    return [c for st in ph.steps for c in st["captures"]]


def session_id_of(ph):
    sid = ph.session_id()
    if sid:
        return sid
    rows = sorted(glob.glob(os.path.join(ph.home, ".factory", "sessions", "*", "*.jsonl")),
                  key=os.path.getmtime)
    return os.path.basename(rows[0])[:-len(".jsonl")] if rows else None


def label(c):
    s = c["stdin"] if isinstance(c.get("stdin"), dict) else {}
    detail = s.get("source") or s.get("trigger") or s.get("tool_name")
    out = "%s(%s)" % (c["event"], detail) if detail else c["event"]
    if (c.get("printed") or "").strip():
        out += "*"
    if c.get("rc"):
        out += "!rc=%s" % c["rc"]
    return out


# -------------------------------------------------------------------- main --

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repo", default=os.path.dirname(os.path.dirname(HERE)),
                    help="the ctxmode checkout (default: the one holding this file)")
    ap.add_argument("--stub", action="store_true", help="register the stub hook instead of ctxmode")
    ap.add_argument("--no-tee", action="store_true",
                    help="leave the hook commands unwrapped (criterion e skipped)")
    ap.add_argument("--no-tui", action="store_true", help="skip the tmux step (criterion c skipped)")
    ap.add_argument("--out", help="work folder (default /tmp/ctxmode-droid-check/run-<time>)")
    ap.add_argument("--shared", help="folder with harness-droid/, harness-qwen/, harness-gemini/")
    ap.add_argument("--timeout", type=int, default=180, help="seconds per droid exec")
    ap.add_argument("--tui-wait", type=float, default=8.0, help="seconds after each TUI key")
    a = ap.parse_args(argv)
    started = time.time()

    shared = find_harness(a.shared)
    if not shared:
        log("check_ctxmode: cannot find the Droid harness (harness-droid/run_droid.py,"
            " harness-qwen/fake_openai.py, harness-gemini/hookkit.py); looked in: %s."
            "  Pass --shared DIR or set CTXMODE_SHARED." % ", ".join(harness_candidates(a.shared)))
        return 2
    run_droid, fake_openai, hookkit = import_harness(shared)
    ctxmode_py = os.path.join(os.path.abspath(a.repo), "ctxmode.py")
    if not a.stub and not os.path.isfile(ctxmode_py):
        log("check_ctxmode: no ctxmode.py in %s (--repo)" % a.repo)
        return 2
    if not shutil.which("git"):
        log("check_ctxmode: git not found")
        return 2
    try:
        exe = run_droid.ensure_cli()
    except (OSError, subprocess.CalledProcessError) as exc:
        log("check_ctxmode: cannot install the Droid CLI (%s); needs npm, or set DROID_DIR" % exc)
        return 2
    tui = not a.no_tui and bool(shutil.which("tmux"))

    work = os.path.abspath(a.out or "/tmp/ctxmode-droid-check/run-%d" % time.time())
    home, project = os.path.join(work, "home"), os.path.join(work, "project")
    os.makedirs(home)
    make_project(run_droid, project)
    python = sys.executable
    fake_openai.classify = run_droid.droid_classify
    script = check_script_class(hookkit).load(SCENARIO, {"PROJECT": project})
    server = hookkit.LoggingServer(run_droid.DroidFake(script),
                                   os.path.join(work, "requests")).start()
    try:
        # run_droid's settings (BYOK model, default model, trusted folder)
        # without its recorder hooks; then ctxmode's install adds its own.
        run_droid.write_settings(home, project, server.port)
        settings_path = os.path.join(home, ".factory", "settings.json")
        with open(settings_path) as fh:
            settings = json.load(fh)
        settings.pop("hooks", None)
        with open(settings_path, "w") as fh:
            json.dump(settings, fh, indent=1)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home,
               "LANG": "C.UTF-8", "TERM": "dumb",
               "FACTORY_API_BASE_URL": "http://127.0.0.1:%d" % server.port,
               "FACTORY_DROID_AUTO_UPDATE_ENABLED": "false"}
        if a.stub:
            write_stub_hooks(home, work, python)
            what = "stub hook (%s stub)" % os.path.basename(__file__)
        else:
            out = subprocess.run([python, ctxmode_py, "install", "--agent", "droid"],
                                 env=dict(env, TERM="dumb"), cwd=project,
                                 capture_output=True, text=True)
            if out.stdout.strip():
                log(out.stdout.strip())
            if out.returncode or not registered_commands(home):
                log("check_ctxmode: `ctxmode.py install --agent droid` failed (rc %s, %d hook"
                    " commands registered): %s" % (out.returncode, len(registered_commands(home)),
                                                  (out.stderr.strip() or out.stdout.strip())[-1500:]))
                log("\nresult: INCONCLUSIVE (exit 2): ctxmode could not be installed for Droid")
                return 2
            with open(settings_path) as fh:
                after = json.load(fh)
            lost = [k for k in ("customModels", "sessionDefaultSettings", "trustedFolders")
                    if k not in after]
            if lost:
                log("WARNING: install dropped %s from settings.json; the check puts them back"
                    % ", ".join(lost))
                for k in lost:
                    after[k] = settings[k]
                with open(settings_path, "w") as fh:
                    json.dump(after, fh, indent=1)
            doc = subprocess.run([python, ctxmode_py, "doctor"], env=env, cwd=project,
                                 capture_output=True, text=True)
            log("ctxmode doctor: rc %d\n  %s" % (doc.returncode, "\n  ".join(
                (doc.stdout + doc.stderr).strip().splitlines()[:20])))
            what = "ctxmode (%s install --agent droid)" % ctxmode_py
        if not a.no_tee:
            n = wrap_hooks(home, work, python)
            what += ", %d hook commands wrapped by tee" % n
        version = subprocess.run([exe, "--version"], env=env, capture_output=True,
                                 text=True).stdout.strip()
        log("Droid CLI %s; hooks: %s" % (version, what))
        log("work folder: %s" % work)

        # A run_droid.Phase without its __init__ (which would load the
        # harness's own scenario and recorder hooks): its run(), tui(),
        # session_id() and requests() work on these attributes.
        ph = run_droid.Phase.__new__(run_droid.Phase)
        ph.name, ph.emit, ph.exe = ("stub" if a.stub else "ctxmode"), "", exe
        ph.dir, ph.home, ph.project, ph.env, ph.steps = work, home, project, env, []
        ph.server = server
        base = ["exec", "--auto", "high", "-m", run_droid.MODEL_ID]
        ph.run("01-session", base + [PROMPTS["01-session"]], a.timeout)
        sid = session_id_of(ph)
        if sid:
            ph.run("02-autocompact", base + ["-s", sid, PROMPTS["02-autocompact"]], a.timeout)
            ph.run("03-resume", base + ["-s", sid, PROMPTS["03-resume"]], a.timeout)
            if tui:
                ph.tui("04-tui", ["-r", sid], PROMPTS["tui"], wait=a.tui_wait)
    finally:
        server.stop()

    # ---------------------------------------------------------- report --
    caps = all_captures(ph)
    if not a.no_tee:
        printed = {}
        for st in ph.steps:
            for c in st["captures"]:
                if (c.get("printed") or "").strip():
                    key = (label(c), re.sub(r"\s+", " ", c["printed"].strip())[:150])
                    printed.setdefault(key, []).append(st["step"])
        log("\nhook output (hooks marked * above printed something):" if printed
            else "\nhook output: no hook printed anything")
        for (lab, text), where in printed.items():
            log("  %s x%d (%s): %s" % (lab, len(where), ", ".join(sorted(set(where))), text))

    reqs = analyse(ph)
    main_reqs = [r for r in reqs if r["kind"] == "main"]
    problems, results = [], []        # results: (letter, "ok"|"FAIL"|"skipped", text)
    for st in ph.steps:
        if st["rc"] != 0:
            problems.append("droid exited %s in %s (see %s/%s.stderr)"
                            % (st["rc"], st["step"], work, st["step"]))
    if not sid:
        problems.append("no session id after 01-session (see %s/01-session.stderr)" % work)

    notes = {}
    comp2 = next((r for r in reqs if r["step"] == "02-autocompact" and r["kind"] == "compress"), None)
    after2 = [r for r in main_reqs if comp2 and r["step"] == "02-autocompact"
              and r["seq"] > comp2["seq"]][:2]
    if comp2:
        notes[comp2["seq"]] = "automatic compaction"
        for i, r in enumerate(after2):
            notes[r["seq"]] = "main %d after the compaction" % (i + 1)
    first3 = next((r for r in main_reqs if r["step"] == "03-resume"), None)
    if first3:
        notes[first3["seq"]] = "first of the resume"
    comp4 = next((r for r in reqs if r["step"] == "04-tui" and r["kind"] == "compress"), None)
    after4 = next((r for r in main_reqs if comp4 and r["step"] == "04-tui"
                   and r["seq"] > comp4["seq"]), None)
    if comp4:
        notes[comp4["seq"]] = "/compress"
    if after4:
        notes[after4["seq"]] = "first after /compress"

    log("\nmodel requests (snapshots = opening <session_knowledge tags; aux requests not shown)")
    log("  %4s  %-15s %-8s %9s  %-14s %-10s %s" % ("req", "step", "kind", "snapshots",
                                                   "bytes", "messages", "note"))
    for r in reqs:
        if r["kind"] not in ("main", "compress"):
            continue
        sizes = ",".join("?" if s is None else str(s) for _, _, _, s in r["snaps"]) or "-"
        where = ",".join("m%d" % i for i, _, _, _ in r["snaps"]) or "-"
        log("  %4s  %-15s %-8s %9s  %-14s %-10s %s" % (
            r["seq"], r["step"], r["kind"] + ("" if r["status"] == 200 else "/%s" % r["status"]),
            r["count"] if r["kind"] == "main" else "(%d)" % r["count"], sizes, where,
            notes.get(r["seq"], "")))

    # a. after the automatic compaction
    if not comp2:
        problems.append("no automatic compaction request in 02-autocompact")
    elif not after2:
        problems.append("no main request after the automatic compaction")
    else:
        hit = next((r for r in after2 if r["count"] == 1), None)
        if not hit:
            results.append(("a", "FAIL", "after the automatic compaction (req %s): the next main"
                            " requests %s hold %s snapshots (want 1 in one of them)" % (
                                comp2["seq"], "/".join(str(r["seq"]) for r in after2),
                                "/".join(str(r["count"]) for r in after2))))
        else:
            snap, size = hit["snaps"][0][2], hit["snaps"][0][3]
            why = []
            if snap is None:
                why.append("no closing tag")
            else:
                if size > SNAPSHOT_MAX_BYTES:
                    why.append("%d bytes > %d" % (size, SNAPSHOT_MAX_BYTES))
                miss = missing_facts(snap)
                if miss:
                    why.append("missing " + ", ".join(repr(k) for k in miss))
            results.append(("a", "FAIL" if why else "ok",
                            "after the automatic compaction: req %s holds it once, %s bytes%s" % (
                                hit["seq"], size, "; " + "; ".join(why) if why else
                                ", names file, branch, decision and failing test")))
            if snap is not None:
                log("\nsnapshot after the automatic compaction (req %s, %d bytes):\n%s"
                    % (hit["seq"], size, snap))
    # b. the resume
    if not first3:
        problems.append("no main request in 03-resume")
    else:
        results.append(("b", "ok" if first3["count"] == 1 else "FAIL",
                        "resume: its first main request %s holds it %d times (want 1)"
                        % (first3["seq"], first3["count"])))
    # c. TUI /compress
    if not tui:
        why = "--no-tui" if a.no_tui else "tmux not found"
        results.append(("c", "skipped", "TUI /compress: not run (%s)" % why))
    elif not comp4:
        problems.append("the TUI /compress made no compaction request (see %s/04-tui.screens.txt;"
                        " try a larger --tui-wait)" % work)
    elif not after4:
        problems.append("no main request after the TUI /compress (see %s/04-tui.screens.txt)" % work)
    else:
        results.append(("c", "ok" if after4["count"] == 1 else "FAIL",
                        "TUI /compress: the next main request %s holds it %d times (want 1)"
                        % (after4["seq"], after4["count"])))
    # d. never stacked
    stacked = [r for r in main_reqs if r["count"] > 1]
    results.append(("d", "FAIL" if stacked else "ok", "never more than once per main request: %s"
                    % ("no: " + ", ".join("req %s holds %d" % (r["seq"], r["count"]) for r in stacked)
                       if stacked else "yes (%d main requests)" % len(main_reqs))))
    # e. hook exit codes
    if a.no_tee:
        results.append(("e", "skipped", "hook exit codes: not logged (--no-tee)"))
    else:
        bad = [c for c in caps if c.get("rc") != 0]
        events = {c["event"] for c in caps}
        why = []
        if len(caps) < MIN_HOOK_CALLS:
            why.append("only %d hook calls logged (want >= %d)" % (len(caps), MIN_HOOK_CALLS))
        why += ["no %s hook ran" % e for e in ("SessionStart", "PostToolUse") if e not in events]
        if bad:
            why.append("non-zero exits: " + ", ".join(label(c) for c in bad[:8]))
        results.append(("e", "FAIL" if why else "ok", "hooks: %d calls, %d non-zero exits%s" % (
            len(caps), len(bad), "; " + "; ".join(why) if why else "")))

    log("\ncriteria:")
    for letter, status, text in results:
        log("  %s %-7s %s" % (letter, status, text))
    for p in problems:
        log("  ? ???     %s" % p)
    log("\nrun time %.0f s; work folder %s" % (time.time() - started, work))
    failed = [letter for letter, status, _ in results if status == "FAIL"]
    if problems:
        log("result: INCONCLUSIVE (exit 2): the run could not be made as planned")
        return 2
    if failed:
        log("result: FAIL (exit 1): criteria %s; %s's snapshot does not reach the model as it"
            " should" % (", ".join(failed), "the stub" if a.stub else "ctxmode"))
        return 1
    if not tui and not a.no_tui:
        log("result: INCONCLUSIVE (exit 2): a, b, d, e hold but c was skipped (no tmux)")
        return 2
    skipped = [letter for letter, status, _ in results if status == "skipped"]
    log("result: PASS%s" % (" (skipped on request: %s)" % ", ".join(skipped) if skipped else ""))
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "tee":
        sys.exit(cmd_tee(sys.argv[2], sys.argv[3]))
    if len(sys.argv) > 1 and sys.argv[1] == "stub":
        sys.exit(cmd_stub(sys.argv[2], sys.argv[3]))
    sys.exit(main())
