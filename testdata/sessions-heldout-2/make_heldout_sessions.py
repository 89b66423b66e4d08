"""Writes the held-out blind sessions of /work/heldout2/sessions/ (see README.md).

Written by a helper who had not read ctxmode.py, test_ctxmode.py, its docs or its README,
and who never ran ctxmode. For every session the story came first, then its facts and
stale patterns (from the story and the fact format alone, before anything ran; never
edited afterwards), and only then the payloads, shaped like the recordings of the real
clients in testdata/*-recorded. Deterministic, stdlib only:
`python3 make_heldout_sessions.py`."""
import datetime
import hashlib
import json
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sessions")
WRITTEN = []


# ---------------------------------------------------------------------------------------------
# ids, clocks
# ---------------------------------------------------------------------------------------------

def _hex(seed):
    return hashlib.sha256(seed.encode("utf-8")).hexdigest()


def uid4(seed):
    """A UUIDv4-looking id derived from a seed (stable from run to run)."""
    h = _hex(seed)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], "89ab"[int(h[16], 16) % 4], h[17:20], h[20:32])


def uid7(seed, prefix="019af"):
    """A UUIDv7-looking id, as Codex uses for threads and turns."""
    h = _hex(seed)
    return "%s%s-%s-7%s-8%s-%s" % (prefix, h[:3], h[3:7], h[8:11], h[11:14], h[14:26])


class Clock:
    def __init__(self, start):
        self.now = datetime.datetime.strptime(start, "%Y-%m-%dT%H:%M:%S")
        self.tick = 0

    def stamp(self, seconds=3):
        self.tick += 1
        self.now += datetime.timedelta(seconds=seconds, milliseconds=211 * (self.tick % 5))
        return self.now.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (self.now.microsecond // 1000)


def expanded_count(events):
    return sum(e["repeat"] if isinstance(e, dict) else 1 for e in events)


def session(name, description, agent, root, common, events, facts, stale):
    assert 5 <= len(facts) <= 8, name
    assert 2 <= len(stale) <= 5, name
    count = expanded_count(events)
    assert 40 <= count <= 150, (name, count)
    doc = {"name": name, "description": description, "agent": agent, "project": root, "common": common,
           "events": events, "facts": facts, "stale": stale}
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, name + ".json"), "w", encoding="utf-8") as handle:
        json.dump(doc, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    WRITTEN.append((name, agent, len(events), count, len(facts), len(stale)))


# ---------------------------------------------------------------------------------------------
# Claude Code payloads (shapes of testdata/claude-code-recorded and testdata/claude-code)
# ---------------------------------------------------------------------------------------------

class Claude:
    """Builds Claude Code events for one project; tool ids are stable and unique."""

    SILENT = ("mv ", "git mv ", "rm ", "mkdir ", "touch ", "cp ", "git checkout -- ", "echo ", "export ")

    def __init__(self, root, sid, model="claude-sonnet-4-5", home="/home/dev"):
        self.root, self.sid, self.model, self.home, self.n = root, sid, model, home, 0

    def common(self):
        slug = "".join(ch if ch.isalnum() else "-" for ch in self.root)
        return {"session_id": self.sid,
                "transcript_path": "%s/.claude/projects/%s/%s.jsonl" % (self.home, slug, self.sid),
                "cwd": self.root}

    def tid(self, suffix=""):
        self.n += 1
        return "toolu_01" + _hex("%s-%d" % (self.sid, self.n))[:22] + suffix

    def p(self, rel):
        return rel if rel.startswith("/") else self.root + "/" + rel

    def claude_md(self, reason="session_start"):
        return ["InstructionsLoaded", {"file_path": self.root + "/CLAUDE.md", "memory_type": "Project",
                                       "load_reason": reason}]

    def start(self):
        return [["SessionStart", {"source": "startup", "model": self.model}], self.claude_md()]

    def prompt(self, text):
        return ["UserPromptSubmit", {"prompt": text}]

    def read(self, rel, lines=60, content="..."):
        path = self.p(rel)
        return ["PostToolUse", {"tool_name": "Read", "tool_input": {"file_path": path},
                                "tool_response": {"type": "text", "file": {"filePath": path, "content": content,
                                                  "numLines": lines, "startLine": 1, "totalLines": lines}},
                                "tool_use_id": self.tid(), "duration_ms": 13}]

    def read_repeat(self, pattern, count, lines=40):
        """`pattern` holds {i}; one repeated Read (noise)."""
        path = self.p(pattern)
        return {"repeat": count, "event": ["PostToolUse", {
            "tool_name": "Read", "tool_input": {"file_path": path},
            "tool_response": {"type": "text", "file": {"filePath": path, "content": "...", "numLines": lines,
                                                       "startLine": 1, "totalLines": lines}},
            "tool_use_id": self.tid("{i}"), "duration_ms": 10}]}

    def glob_repeat(self, pattern, count):
        return {"repeat": count, "event": ["PostToolUse", {
            "tool_name": "Glob", "tool_input": {"pattern": pattern},
            "tool_response": {"filenames": [], "durationMs": 5, "numFiles": 0, "truncated": False},
            "tool_use_id": self.tid("{i}"), "duration_ms": 6}]}

    def edit(self, rel, old="old", new="new"):
        path = self.p(rel)
        return ["PostToolUse", {"tool_name": "Edit",
                                "tool_input": {"file_path": path, "old_string": old, "new_string": new,
                                               "replace_all": False},
                                "tool_response": {"filePath": path, "oldString": old, "newString": new,
                                                  "originalFile": None, "structuredPatch": [
                                                      {"oldStart": 1, "oldLines": 1, "newStart": 1, "newLines": 1,
                                                       "lines": ["-" + old.split("\n")[0], "+" + new.split("\n")[0]]}],
                                                  "userModified": False, "replaceAll": False},
                                "tool_use_id": self.tid(), "duration_ms": 8}]

    def write(self, rel, content="\n", kind="create"):
        path = self.p(rel)
        return ["PostToolUse", {"tool_name": "Write", "tool_input": {"file_path": path, "content": content},
                                "tool_response": {"type": kind, "filePath": path, "content": content,
                                                  "structuredPatch": [], "originalFile": None, "userModified": False},
                                "tool_use_id": self.tid(), "duration_ms": 16}]

    def grep(self, pattern, rel, found):
        return ["PostToolUse", {"tool_name": "Grep",
                                "tool_input": {"pattern": pattern, "path": self.p(rel), "output_mode": "files_with_matches"},
                                "tool_response": {"mode": "files_with_matches", "filenames": [self.p(f) for f in found],
                                                  "numFiles": len(found)},
                                "tool_use_id": self.tid(), "duration_ms": 38}]

    def bash(self, command, stdout="", description=None, git=None, interpretation=None):
        response = {"stdout": stdout, "stderr": "", "interrupted": False, "isImage": False,
                    "noOutputExpected": stdout == "" and command.startswith(self.SILENT)}
        if interpretation:
            response["returnCodeInterpretation"] = interpretation
        if git:
            response["gitOperation"] = git
        return ["PostToolUse", {"tool_name": "Bash",
                                "tool_input": {"command": command, "description": description or "Run " + command.split()[0]},
                                "tool_response": response, "tool_use_id": self.tid(), "duration_ms": 710}]

    def nomatch(self, command, description):
        """A grep/rg that finds nothing: exit 1, reported as success with returnCodeInterpretation."""
        return self.bash(command, "", description, interpretation="No matches found")

    def bash_fail(self, command, output, code=1, description=None):
        return ["PostToolUseFailure", {"tool_name": "Bash",
                                       "tool_input": {"command": command, "description": description or "Run " + command.split()[0]},
                                       "tool_use_id": self.tid(), "error": "Exit code %d\n%s" % (code, output),
                                       "is_interrupt": False, "duration_ms": 2870}]

    def commit(self, subject, sha, branch, files=3):
        return self.bash('git add -A && git commit -m "%s"' % subject,
                         "[%s %s] %s\n %d files changed, 57 insertions(+), 9 deletions(-)" % (branch, sha, subject, files),
                         "Commit the work", {"commit": {"sha": sha, "kind": "committed", "branch": branch}})

    def todos(self, items):
        todos = [{"content": text, "status": status, "activeForm": text} for text, status in items]
        return ["PostToolUse", {"tool_name": "TodoWrite", "tool_input": {"todos": todos},
                                "tool_response": {"oldTodos": [], "newTodos": todos},
                                "tool_use_id": self.tid(), "duration_ms": 2}]

    def compact(self, summary, trigger="auto", instructions=None):
        """PreCompact → the summariser's SubagentStop → SessionStart(compact) → PostCompact → CLAUDE.md again."""
        agent_id = "a" + _hex(self.sid + summary)[:16]
        events = [["PreCompact", {"trigger": trigger, "custom_instructions": instructions}],
                  ["SubagentStop", {"agent_id": agent_id, "agent_type": "", "stop_hook_active": False,
                                    "agent_transcript_path": "%s/subagents/agent-%s.jsonl"
                                    % (self.common()["transcript_path"][:-6], agent_id),
                                    "last_assistant_message": summary, "background_tasks": [], "session_crons": []}],
                  ["SessionStart", {"source": "compact", "model": self.model}],
                  ["PostCompact", {"trigger": trigger, "compact_summary": summary}]]
        if trigger == "auto":
            events.append(self.claude_md("compact"))
        return events

    def stop(self, message="Done."):
        return ["Stop", {"stop_hook_active": False, "last_assistant_message": message,
                         "background_tasks": [], "session_crons": []}]

    def finish(self, events):
        """Adds the per-turn fields the real client sends: prompt_id inside a turn, permission_mode where seen."""
        with_mode = {"UserPromptSubmit", "PostToolUse", "PostToolUseFailure", "Stop", "SubagentStop"}
        prompt_id, turns, out = None, 0, []
        for event in events:
            inner = event["event"] if isinstance(event, dict) else event
            name, payload = inner
            if name == "SessionStart" and payload.get("source") in ("startup", "resume", "clear"):
                prompt_id = None
            if name == "UserPromptSubmit":
                turns += 1
                prompt_id = uid4("%s-prompt-%d" % (self.sid, turns))
            extra = {}
            if prompt_id and not (name == "InstructionsLoaded" and payload.get("load_reason") == "session_start"):
                extra["prompt_id"] = prompt_id
            if name in with_mode:
                extra["permission_mode"] = "acceptEdits"
            new = [name, dict(extra, **payload)]
            out.append(dict(event, event=new) if isinstance(event, dict) else new)
        return out


# ---------------------------------------------------------------------------------------------
# Codex CLI payloads (testdata/codex-recorded): Bash and apply_patch, tool_response a string
# ---------------------------------------------------------------------------------------------

class Codex:
    def __init__(self, root, sid, day, time):
        self.root, self.sid, self.n = root, sid, 0
        self.path = "/home/dev/.codex/sessions/%s/rollout-%sT%s-%s.jsonl" % (day, day.replace("/", "-"), time, sid)

    def common(self):
        return {"session_id": self.sid, "transcript_path": self.path, "cwd": self.root}

    def cid(self):
        self.n += 1
        return "call_" + _hex("%s-%d" % (self.sid, self.n))[:24]

    def prompt(self, text):
        return ["UserPromptSubmit", {"prompt": text}]

    def sh(self, command, output=""):
        return ["PostToolUse", {"tool_name": "Bash", "tool_input": {"command": command}, "tool_response": output,
                                "tool_use_id": self.cid()}]

    def patch(self, body, changes):
        """body: the lines between Begin/End Patch; changes: [("A"|"M"|"D", path)]."""
        listing = "".join("%s %s\n" % change for change in changes)
        return ["PostToolUse", {"tool_name": "apply_patch",
                                "tool_input": {"command": "*** Begin Patch\n" + body + "*** End Patch\n"},
                                "tool_response": "Exit code: 0\nWall time: 0 seconds\nOutput:\nSuccess. Updated the "
                                                 "following files:\n" + listing,
                                "tool_use_id": self.cid()}]

    def compact(self):
        """Auto compaction: mid-turn, or before the next prompt (then it carries the new turn's id)."""
        return [["PreCompact", {"trigger": "auto"}], ["PostCompact", {"trigger": "auto"}],
                ["SessionStart", {"source": "compact"}]]

    def stop(self, message):
        return ["Stop", {"stop_hook_active": False, "last_assistant_message": message}]

    def finish(self, events):
        turn_ids, turns = {}, 0
        for i, (name, payload) in enumerate(events):
            if name == "UserPromptSubmit":
                turns += 1
                turn_ids[i] = uid7("%s-turn-%d" % (self.sid, turns), self.sid[:5])
        turn, out = None, []
        for i, (name, payload) in enumerate(events):
            if name == "UserPromptSubmit":
                turn = turn_ids[i]
            elif name in ("PreCompact", "PostCompact"):
                # a compaction right before a prompt belongs to that prompt's turn (record-04)
                j = i + 1
                while j < len(events) and events[j][0] in ("PostCompact", "SessionStart"):
                    j += 1
                if j < len(events) and events[j][0] == "UserPromptSubmit":
                    turn = turn_ids[j]
            if name == "SessionStart" and payload.get("source") in ("startup", "resume"):
                turn = None
            extra = {}
            if name not in ("SessionStart", "SessionEnd") and turn:
                extra["turn_id"] = turn
            if name != "SessionEnd":
                extra["model"] = "gpt-5.5"
            if name in ("SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "Stop"):
                extra["permission_mode"] = "default"
            out.append([name, dict(extra, **payload)])
        return out


# ---------------------------------------------------------------------------------------------
# Gemini CLI payloads (testdata/gemini-cli-recorded)
# ---------------------------------------------------------------------------------------------

class Gemini:
    def __init__(self, root, sid, start):
        self.root, self.sid, self.clock = root, sid, Clock(start)
        name = os.path.basename(root)
        self.path = "/home/dev/.gemini/tmp/%s/chats/session-%s-%s.jsonl" % (
            name, start[:16].replace(":", "-"), sid[:8])

    def common(self):
        return {"session_id": self.sid, "transcript_path": self.path, "cwd": self.root}

    def p(self, rel):
        return self.root + "/" + rel

    def tool(self, name, tool_input, llm, display=None):
        """PreCompress(auto) before the model call, then BeforeTool and AfterTool, as recorded."""
        return [["PreCompress", {"trigger": "auto"}],
                ["BeforeTool", {"tool_name": name, "tool_input": tool_input}],
                ["AfterTool", {"tool_name": name, "tool_input": tool_input,
                               "tool_response": {"llmContent": llm, "returnDisplay": display if display is not None else llm}}]]

    def sh(self, command, output, code=0, description="Run a command"):
        pgid = 30000 + int(_hex(command)[:4], 16) % 30000
        body = "Output: %s\n" % (output if output else "(empty)")
        if code:
            body += "Exit Code: %d\n" % code
        body += "Process Group PGID: %d" % pgid
        return self.tool("run_shell_command", {"command": command, "description": description},
                         "<untrusted_context>\n%s\n</untrusted_context>" % body, output)

    def read(self, rel, content="..."):
        return self.tool("read_file", {"file_path": self.p(rel)}, content, "")

    def write(self, rel, content):
        path = self.p(rel)
        return self.tool("write_file", {"file_path": path, "content": content},
                         "Successfully created and wrote to new file: %s." % path,
                         {"fileDiff": "Index: %s\n+++ %s\tWritten\n" % (os.path.basename(path), os.path.basename(path)),
                          "fileName": os.path.basename(path), "filePath": path, "originalContent": "",
                          "newContent": content, "isNewFile": True, "isBuildFile": False})

    def replace(self, rel, instruction, old, new):
        path = self.p(rel)
        return self.tool("replace", {"file_path": path, "instruction": instruction, "old_string": old, "new_string": new},
                         "Successfully modified file: %s (1 replacements)." % path,
                         {"fileDiff": "Index: %s\n--- %s\tCurrent\n+++ %s\tProposed\n-%s\n+%s\n"
                                      % ((os.path.basename(path),) * 3 + (old, new)),
                          "fileName": os.path.basename(path), "filePath": path, "originalContent": old,
                          "newContent": new, "isNewFile": False, "isBuildFile": False})

    def todos(self, items):
        todos = [{"description": text, "status": status} for text, status in items]
        listing = "\n".join("%d. [%s] %s" % (i + 1, status, text) for i, (text, status) in enumerate(items))
        return self.tool("write_todos", {"todos": todos},
                         "Successfully updated the todo list. The current list is now:\n" + listing, {"todos": todos})

    def prompt(self, text):
        return ["BeforeAgent", {"prompt": text}]

    def after_agent(self, prompt, reply):
        return [["PreCompress", {"trigger": "auto"}],
                ["AfterAgent", {"prompt": prompt, "prompt_response": reply, "stop_hook_active": False}]]

    def compress_manual(self):
        """/compress in the interactive CLI: PreCompress(manual), and nothing fires after it."""
        return [["PreCompress", {"trigger": "manual"}]]

    def finish(self, events):
        return [[name, dict({"timestamp": self.clock.stamp()}, **payload)] for name, payload in events]


# ---------------------------------------------------------------------------------------------
# Qwen Code payloads (testdata/qwen-code-recorded)
# ---------------------------------------------------------------------------------------------

class Qwen:
    def __init__(self, root, sid, start):
        self.root, self.sid, self.clock, self.n = root, sid, Clock(start), 0

    def common(self):
        slug = self.root.replace("/", "-")
        return {"session_id": self.sid, "transcript_path": "/home/dev/.qwen/projects/%s/chats/%s.jsonl" % (slug, self.sid),
                "cwd": self.root, "permission_mode": "yolo"}

    def p(self, rel):
        return self.root + "/" + rel

    def ids(self):
        self.n += 1
        h = _hex("%s-%d" % (self.sid, self.n))
        return "toolu_17963%08d_%s" % (int(h[:6], 16) % 10 ** 8, h[6:15]), "call_e%dt0n0_%s" % (self.n, h[15:25])

    def start(self):
        return [["InstructionsLoaded", {"file_path": self.root + "/QWEN.md", "memory_type": "project",
                                        "load_reason": "session_start"}],
                ["InstructionsLoaded", {"file_path": "/home/dev/.qwen/output-language.md", "memory_type": "extension",
                                        "load_reason": "session_start"}],
                ["SessionStart", {"source": "startup", "model": "qwen3-coder-plus"}],
                ["Notification", {"message": "Successfully authenticated with openai", "notification_type": "auth_success",
                                  "title": "Authentication successful"}]]

    def prompt(self, text):
        return ["UserPromptSubmit", {"prompt": text, "submitted_prompt": text}]

    def next_call(self):
        """Qwen fires UserPromptSubmit with an empty prompt before every model call that sends tool results."""
        return ["UserPromptSubmit", {"prompt": ""}]

    def _tool(self, name, tool_input, response, failed_error=None):
        tool_use_id, call_id = self.ids()
        if failed_error is None:
            post = ["PostToolUse", {"tool_name": name, "tool_input": tool_input, "tool_response": response,
                                    "tool_use_id": tool_use_id, "tool_call_id": call_id, "duration_ms": 198}]
            status = "success"
        else:
            post = ["PostToolUseFailure", {"tool_use_id": tool_use_id, "tool_call_id": call_id, "tool_name": name,
                                           "tool_input": tool_input, "error": failed_error, "is_interrupt": False,
                                           "duration_ms": 2940}]
            status = "error"
        batch = ["PostToolBatch", {"tool_calls": [{"tool_name": name, "tool_input": tool_input, "tool_use_id": call_id,
                                                   "tool_call_id": call_id, "status": status}]}]
        return [["PreToolUse", {"tool_name": name, "tool_input": tool_input, "tool_use_id": tool_use_id,
                                "tool_call_id": call_id}], post, batch, self.next_call()]

    def sh(self, command, output, code=0, description="Run a command"):
        text = ("Command: %s\nDirectory: (root)\nOutput: %s\nError: (none)\nExit Code: %d\nSignal: (none)\n"
                "Process Group PGID: (none)" % (command, output or "(empty)", code))
        tool_input = {"command": command, "description": description, "is_background": False}
        if code:
            return self._tool("run_shell_command", tool_input, None, text)
        return self._tool("run_shell_command", tool_input, {"llmContent": text, "returnDisplay": output})

    def read(self, rel, content="..."):
        return self._tool("read_file", {"file_path": self.p(rel)}, {"llmContent": content, "returnDisplay": ""})

    def write(self, rel, content):
        path = self.p(rel)
        return self._tool("write_file", {"file_path": path, "content": content},
                          {"llmContent": "Successfully created and wrote to new file: %s." % path,
                           "returnDisplay": {"fileDiff": "", "fileName": os.path.basename(path), "filePath": path,
                                             "originalContent": "", "newContent": content}})

    def edit(self, rel, old, new):
        path = self.p(rel)
        return self._tool("edit", {"file_path": path, "old_string": old, "new_string": new},
                          {"llmContent": "The file: %s has been updated." % path,
                           "returnDisplay": {"fileDiff": "", "fileName": os.path.basename(path), "filePath": path,
                                             "originalContent": old, "newContent": new}})

    def todos(self, items, previous=None):
        todos = [{"id": str(i + 1), "content": text, "status": status} for i, (text, status) in enumerate(items)]
        events = []
        for phase in ("validation", "postWrite"):
            for todo in todos:
                before = (previous or {}).get(todo["content"])
                if before is None:
                    events.append(["TodoCreated", {"todo_id": todo["id"], "todo_content": todo["content"],
                                                   "todo_status": todo["status"], "all_todos": todos, "phase": phase}])
                elif todo["status"] == "completed" and before != "completed":
                    events.append(["TodoCompleted", {"todo_id": todo["id"], "todo_content": todo["content"],
                                                     "previous_status": before, "all_todos": todos, "phase": phase}])
        reminder = json.dumps(todos, ensure_ascii=False, separators=(",", ":"))
        tool = self._tool("todo_write", {"todos": todos}, {
            "llmContent": "Todos have been modified successfully. Ensure that you continue to use the todo list to "
                          "track your progress. Please proceed with the current tasks if applicable\n\n<system-reminder>\n"
                          "Your todo list has changed. DO NOT mention this explicitly to the user. Here are the latest "
                          "contents of your todo list:\n\n%s. Continue on with the tasks at hand if applicable.\n"
                          "</system-reminder>" % reminder,
            "returnDisplay": {"type": "todo_list", "todos": todos}})
        return tool[:1] + events + tool[1:]  # PreToolUse, then TodoCreated/TodoCompleted, as recorded

    def stop(self, message, tokens):
        return ["Stop", {"stop_hook_active": False, "last_assistant_message": message, "background_tasks": [],
                         "crons": [], "context_usage": tokens / 1000000, "context_limit": 1000000,
                         "input_tokens": tokens}]

    def compact(self, summary):
        return [["PreCompact", {"trigger": "auto", "custom_instructions": ""}],
                ["PostCompact", {"trigger": "auto", "compact_summary": summary}],
                ["SessionStart", {"source": "compact", "model": "qwen3-coder-plus"}]]

    def finish(self, events):
        turn, out = None, []
        for name, payload in events:
            if name == "UserPromptSubmit" and payload.get("prompt"):
                turn = 0 if turn is None else turn + 1
            extra = {"timestamp": self.clock.stamp(2)}
            if turn is not None and name not in ("InstructionsLoaded", "Notification") and not (
                    name == "SessionStart" and payload.get("source") != "compact"):
                extra["prompt_id"] = "%s########%d" % (self.sid, turn)
            out.append([name, dict(extra, **payload)])
        return out


# =============================================================================================
# 1. ja-swift-csv-export — Claude Code (macOS), Japanese, Swift/xcodebuild, two compactions
# =============================================================================================
# Story: a household-budget iOS app (/Users/dev/kakeibo). The user asks for CSV export of
# expenses from the settings screen, first saving the file into the Documents folder so the
# Files app can see it. Constraint: columns date, category, amount, memo; ISO 8601 dates and
# whole yen. The agent writes CSVExporter.swift and DocumentsWriter.swift, edits
# SettingsView.swift and Info.plist, asks to run xcodegen ("はい"). `xcodebuild test ... 2>&1 |
# tail -20` exits 0 but shows testEscapesCommas failing. Correction "いや、待ってください":
# no Documents folder, only a temporary file handed to the share sheet; DocumentsWriter.swift
# is removed with rm and Info.plist reverted with git checkout. Compaction 1. "続けてください":
# the comma test is fixed; a new testExportsEmptyMonth fails (through tail again).
# Compaction 2. Last request: write at least the header row for an empty month, and put a
# README todo on the list (open).
facts = ["日付は ISO 8601 形式で、金額は円の整数で", "一時ディレクトリに書いて共有シートで渡すだけ",
         "KakeiboApp/Export/CSVExporter.swift", "KakeiboApp/Settings/SettingsView.swift", "testExportsEmptyMonth",
         "空の月でもヘッダー行だけは出力する", "README に CSV 書き出しの説明を追記"]
stale = ["Documents フォルダに保存して", r'path="KakeiboApp/Export/DocumentsWriter\.swift"',
         r"<error[^>]*>[^<]*testEscapesCommas", r'status="(?:pending|in_progress)">設定画面に書き出しボタンを追加']

R = "/Users/dev/kakeibo"
c = Claude(R, uid4("heldout-ja-swift-csv-export"), home="/Users/dev")
XB = "xcodebuild test -scheme Kakeibo -destination 'platform=iOS Simulator,name=iPhone 16'"


def xc_tail(name, line, message, executed, failures):
    return "\n".join([
        "Test Suite 'CSVExporterTests' started at 2026-12-02 10:41:07.312.",
        "Test Case '-[KakeiboTests.CSVExporterTests %s]' started." % name,
        "/Users/dev/kakeibo/KakeiboTests/CSVExporterTests.swift:%d: error: -[KakeiboTests.CSVExporterTests %s] : %s"
        % (line, name, message),
        "Test Case '-[KakeiboTests.CSVExporterTests %s]' failed (0.003 seconds)." % name,
        "Test Case '-[KakeiboTests.CSVExporterTests testWritesHeader]' started.",
        "Test Case '-[KakeiboTests.CSVExporterTests testWritesHeader]' passed (0.001 seconds).",
        "Test Suite 'CSVExporterTests' failed at 2026-12-02 10:41:07.318.",
        "\t Executed %d tests, with %d failure (0 unexpected) in 0.004 (0.006) seconds" % (failures + 1, failures),
        "Test Suite 'KakeiboTests.xctest' failed at 2026-12-02 10:41:07.319.",
        "\t Executed %d tests, with %d failure (0 unexpected) in 0.212 (0.240) seconds" % (executed, failures),
        "Test Suite 'All tests' failed at 2026-12-02 10:41:07.320.",
        "\t Executed %d tests, with %d failure (0 unexpected) in 0.212 (0.243) seconds" % (executed, failures),
        "", "Failing tests:", "\tKakeiboTests:", "\t\tCSVExporterTests.%s()" % name, "", "** TEST FAILED **", ""])


xc_ok = ("Test Suite 'All tests' passed at 2026-12-02 11:20:44.107.\n\t Executed 32 tests, with 0 failures (0 unexpected) "
         "in 0.198 (0.231) seconds\n** TEST SUCCEEDED **\n")
T1 = ["CSVExporter を実装", "設定画面に書き出しボタンを追加", "CSVExporter のテストを通す",
      "README に CSV 書き出しの説明を追記する"]
p1 = ("設定画面から支出データを CSV で書き出せるようにしてください。書き出したファイルは Documents フォルダに保存して、"
      "ファイルアプリから見られるようにしたいです。")
p2 = "列は date, category, amount, memo の順で。日付は ISO 8601 形式で、金額は円の整数で出してください。"
p4 = ("いや、待ってください。Documents には保存しないで、一時ディレクトリに書いて共有シートで渡すだけにしてください。"
      "ファイルが溜まっていくのは避けたいので。")
p6 = "空の月でもヘッダー行だけは出力するように直してください。それと README に CSV 書き出しの説明を追記するのを TODO に入れておいて。"
events = c.start() + [
    c.prompt(p1),
    c.read("KakeiboApp/Settings/SettingsView.swift", 142), c.read("KakeiboApp/Models/Expense.swift", 38),
    c.read("KakeiboApp/Stores/ExpenseStore.swift", 121),
    c.read_repeat("KakeiboApp/Views/Month/MonthSection{i}.swift", 9, 70),
    c.grep("FileManager", "KakeiboApp", ["KakeiboApp/Stores/ExpenseStore.swift", "KakeiboApp/Backup/BackupService.swift"]),
    c.read("KakeiboApp/Backup/BackupService.swift", 88), c.read("project.yml", 54),
    c.todos([(T1[0], "in_progress"), (T1[1], "pending"), (T1[2], "pending")]),
    c.write("KakeiboApp/Export/CSVExporter.swift", "import Foundation\n\nstruct CSVExporter {\n    func export(_ expenses: "
            "[Expense]) -> String { \"\" }\n}\n"),
    c.write("KakeiboApp/Export/DocumentsWriter.swift", "import Foundation\n\nenum DocumentsWriter {\n    static func save(_ "
            "csv: String, month: String) throws -> URL { fatalError() }\n}\n"),
    c.edit("KakeiboApp/Settings/SettingsView.swift", "Section(\"データ\") {",
           "Section(\"データ\") {\n                Button(\"CSV で書き出す\") { exportCSV() }"),
    c.edit("KakeiboApp/Info.plist", "<key>UILaunchScreen</key>",
           "<key>UIFileSharingEnabled</key>\n\t<true/>\n\t<key>LSSupportsOpeningDocumentsInPlace</key>\n\t<true/>\n"
           "\t<key>UILaunchScreen</key>"),
    c.todos([(T1[0], "completed"), (T1[1], "in_progress"), (T1[2], "pending")]),
    c.stop("CSVExporter.swift と DocumentsWriter.swift を追加し、設定画面にボタンを置きました。列の順番や形式に希望はありますか？"),
    c.prompt(p2),
    c.edit("KakeiboApp/Export/CSVExporter.swift", "func export(_ expenses: [Expense]) -> String { \"\" }",
           "private let header = \"date,category,amount,memo\"\n    private let dateFormatter = ISO8601DateFormatter()"),
    c.write("KakeiboTests/CSVExporterTests.swift", "import XCTest\n@testable import Kakeibo\n\nfinal class "
            "CSVExporterTests: XCTestCase {\n    func testWritesHeader() {}\n    func testEscapesCommas() {}\n}\n"),
    c.stop("ISO 8601 と円の整数にしました。新しいファイルを Xcode プロジェクトに入れるため xcodegen generate を実行してもいいですか？"),
    c.prompt("はい"),
    c.bash("xcodegen generate", "⚙️  Generating plists...\n⚙️  Generating project...\n⚙️  Writing project...\n"
           "Created project at /Users/dev/kakeibo/Kakeibo.xcodeproj", "Regenerate the Xcode project"),
    c.bash(XB + " 2>&1 | tail -20",
           xc_tail("testEscapesCommas", 27, 'XCTAssertEqual failed: ("2026-11-03,食費,1280,ランチ, 同僚と") is not equal '
                   'to ("2026-11-03,食費,1280,\\"ランチ, 同僚と\\"")', 31, 1), "Run the unit tests"),
    c.todos([(T1[0], "completed"), (T1[1], "completed"), (T1[2], "in_progress")]),
    c.stop("testEscapesCommas が失敗しています。メモにカンマが含まれるとクォートされていません。"),
    c.prompt(p4),
    c.bash("rm KakeiboApp/Export/DocumentsWriter.swift", "", "Remove the Documents writer"),
    c.bash("git checkout -- KakeiboApp/Info.plist", "", "Revert the file-sharing keys"),
    c.write("KakeiboApp/Export/TemporaryExportFile.swift", "import Foundation\n\nstruct TemporaryExportFile {\n    let "
            "url: URL\n    init(csv: String, month: String) throws {}\n}\n"),
    c.edit("KakeiboApp/Settings/SettingsView.swift", "Button(\"CSV で書き出す\") { exportCSV() }",
           "if let file = exportFile {\n                    ShareLink(item: file.url) { Label(\"CSV で書き出す\", "
           "systemImage: \"square.and.arrow.up\") }\n                }"),
    c.bash("xcodegen generate", "⚙️  Generating plists...\n⚙️  Generating project...\n⚙️  Writing project...\n"
           "Created project at /Users/dev/kakeibo/Kakeibo.xcodeproj", "Regenerate the Xcode project"),
    c.stop("一時ディレクトリに書き出して ShareLink で渡す形に変えました。カンマのテストはまだ失敗中です。"),
] + c.compact("<summary>\n1. Primary Request and Intent: CSV export of expenses from the settings screen; the file is "
              "written to a temporary directory and handed to the share sheet. Columns date, category, amount, memo; ISO "
              "8601 dates, whole yen.\n2. Files: KakeiboApp/Export/CSVExporter.swift, "
              "KakeiboApp/Export/TemporaryExportFile.swift, KakeiboApp/Settings/SettingsView.swift, "
              "KakeiboTests/CSVExporterTests.swift.\n3. Errors: the comma-escaping unit test fails.\n"
              "4. Current Work: fixing CSV quoting.\n</summary>") + [
    c.prompt("続けてください。テストが落ちているところを直して。"),
    c.read("KakeiboApp/Export/CSVExporter.swift", 64), c.read("KakeiboTests/CSVExporterTests.swift", 41),
    c.edit("KakeiboApp/Export/CSVExporter.swift", "fields.joined(separator: \",\")",
           "fields.map(escape).joined(separator: \",\")"),
    c.bash(XB + " 2>&1 | tail -20", xc_ok, "Run the unit tests"),
    c.edit("KakeiboTests/CSVExporterTests.swift", "    func testEscapesCommas() {",
           "    func testExportsEmptyMonth() {\n        XCTAssertEqual(CSVExporter().export([]), \"date,category,amount,"
           "memo\\n\")\n    }\n\n    func testEscapesCommas() {"),
    c.bash(XB + " -only-testing:KakeiboTests/CSVExporterTests 2>&1 | tail -20",
           xc_tail("testExportsEmptyMonth", 58, 'XCTAssertEqual failed: ("") is not equal to ("date,category,amount,'
                   'memo\\n")', 4, 1), "Run the exporter tests"),
    c.stop("カンマのテストは通りました。空の月のテスト testExportsEmptyMonth が失敗しています（空文字を返しています）。"),
] + c.compact("<summary>\n1. Primary Request and Intent: CSV export of expenses via the share sheet from a temporary "
              "file.\n2. Files: KakeiboApp/Export/CSVExporter.swift, KakeiboApp/Export/TemporaryExportFile.swift, "
              "KakeiboApp/Settings/SettingsView.swift, KakeiboTests/CSVExporterTests.swift.\n3. Errors: the quoting "
              "test now passes; an empty-month test fails.\n</summary>") + [
    c.prompt(p6),
    c.todos([(T1[0], "completed"), (T1[1], "completed"), (T1[2], "in_progress"), (T1[3], "pending")]),
    c.read("KakeiboApp/Export/CSVExporter.swift", 71),
    c.stop("CSVExporter.export の空配列のときの分岐を確認しています。"),
]
session("ja-swift-csv-export", "Japanese Swift/xcodebuild session on macOS: a Documents-folder plan corrected to a "
        "temporary file and the share sheet (rm + git checkout), xcodegen after \"はい\", test failures seen through "
        "`2>&1 | tail -20`, two compactions.", "claude-code", R, c.common(), c.finish(events), facts, stale)


# =============================================================================================
# 2. gemini-pt-elixir-agenda — Gemini CLI, Portuguese (BR), Elixir/Phoenix, mix test, /compress
# =============================================================================================
# Story: a clinic booking API (Phoenix). Overlapping appointments for the same professional
# must be rejected; first "checagem no changeset, consultando o banco antes de inserir". A grep
# for exclusion_constraint finds nothing (Exit Code 1). "Pensando bem": use a Postgres
# exclusion constraint instead (race condition). `mix ecto.gen.migration` creates the
# migration; "sim" to migrating locally (`mix ecto.migrate`). `mix test 2>&1 | tee test.log`
# shows "rejeita horário sobreposto" failing with Ecto.ConstraintError (no exit code: pipe);
# fixed by declaring exclusion_constraint in the changeset. /compress (manual). The user gives
# the staging Postgres password in prose; the migration runs on staging too. `mix format
# --check-formatted` fails (open). Last request: fix the formatting and commit on the branch,
# no PR yet.
facts = ["usa uma exclusion constraint no Postgres",
         "priv/repo/migrations/20261203101512_add_exclusion_constraint_to_agendamentos.exs",
         "lib/agenda/agendamentos/agendamento.ex", "mix ecto.migrate", "mix format failed due to --check-formatted",
         "feature/sem-sobreposicao", "Corrige a formatação e faz o commit na branch"]
stale = ["consultando o banco antes de inserir", r"vR4n!Agenda26", r'<error cmd="grep',
         r"<error[^>]*>[^<]*rejeita horário sobreposto"]

R = "/home/dev/agenda"
g = Gemini(R, uid4("heldout-gemini-pt-elixir-agenda"), "2026-12-03T10:02:18")
MIG = "priv/repo/migrations/20261203101512_add_exclusion_constraint_to_agendamentos.exs"
tee_out = """Running ExUnit with seed: 602114, max_cases: 16

...........

  1) test create_agendamento/1 rejeita horário sobreposto (Agenda.AgendamentosTest)
     test/agenda/agendamentos_test.exs:42
     ** (Ecto.ConstraintError) constraint error when attempting to insert struct:

         * "agendamentos_sem_sobreposicao" (exclusion_constraint)

     If you would like to stop this constraint violation from raising an
     exception and instead add it as an error to your changeset, please
     call `exclusion_constraint/3` on your changeset with the constraint
     `:name` as an option.

     The changeset has not defined any constraint.

     code: assert {:error, changeset} = Agendamentos.create_agendamento(sobreposto)
     stacktrace:
       (ecto 3.12.5) lib/ecto/repo/schema.ex:815: anonymous fn/4 in Ecto.Repo.Schema.constraints_to_errors/3
       (agenda 0.4.0) lib/agenda/agendamentos.ex:61: Agenda.Agendamentos.create_agendamento/1
       test/agenda/agendamentos_test.exs:47: (test)

.......
Finished in 0.6 seconds (0.2s async, 0.4s sync)
19 tests, 1 failure"""
fmt_out = """** (Mix) mix format failed due to --check-formatted.
The following files are not formatted:

  * lib/agenda/agendamentos/agendamento.ex
  * """ + MIG
migrate_out = ("10:15:33.102 [info] == Running 20261203101512 Agenda.Repo.Migrations.AddExclusionConstraintToAgendamentos"
               ".change/0 forward\n10:15:33.104 [info] execute \"CREATE EXTENSION IF NOT EXISTS btree_gist\"\n"
               "10:15:33.131 [info] create constraint agendamentos_sem_sobreposicao on table agendamentos\n"
               "10:15:33.139 [info] == Migrated 20261203101512 in 0.0s")
p1 = ("Preciso que a API de agendamentos rejeite horários sobrepostos para o mesmo profissional. Faça a checagem no "
      "changeset, consultando o banco antes de inserir.")
p2 = ("Pensando bem, esquece a checagem no changeset: usa uma exclusion constraint no Postgres, senão tem condição de "
      "corrida quando dois pacientes marcam ao mesmo tempo.")
p3 = "sim"
p4 = "Roda a migração em homologação também. A senha do Postgres de homologação é vR4n!Agenda26, usuário agenda."
p5 = "Corrige a formatação e faz o commit na branch, mas não abre PR ainda."
events = [["SessionStart", {"source": "startup"}], g.prompt(p1)] + \
    g.todos([("Validar sobreposição de horários", "in_progress"), ("Testes de sobreposição", "pending")]) + \
    g.read("lib/agenda/agendamentos.ex", "defmodule Agenda.Agendamentos do\n  ...\nend\n") + \
    g.read("lib/agenda/agendamentos/agendamento.ex", "defmodule Agenda.Agendamentos.Agendamento do\n  use Ecto.Schema\n"
           "  ...\nend\n") + \
    g.read("lib/agenda_web/controllers/agendamento_controller.ex", "...") + \
    g.read("test/agenda/agendamentos_test.exs", "...") + \
    g.read("priv/repo/migrations/20261020083000_create_agendamentos.exs", "...") + \
    g.sh("git checkout -b feature/sem-sobreposicao", "Switched to a new branch 'feature/sem-sobreposicao'", 0,
         "Create a branch") + \
    g.sh('grep -rn "exclusion_constraint" lib/ priv/', "", 1, "Look for an existing constraint") + \
    g.replace("lib/agenda/agendamentos/agendamento.ex", "Check overlaps in the changeset.",
              "|> validate_required([:profissional_id, :inicio, :fim])",
              "|> validate_required([:profissional_id, :inicio, :fim])\n    |> validar_sem_sobreposicao()") + \
    g.sh("mix test test/agenda/agendamentos_test.exs", "...........\nFinished in 0.3 seconds (0.1s async, 0.2s sync)\n"
         "11 tests, 0 failures", 0, "Run the context tests") + \
    g.after_agent(p1, "Adicionei validar_sem_sobreposicao/1 no changeset, que consulta os agendamentos do profissional; "
                  "11 testes passam.") + [g.prompt(p2)] + \
    g.replace("lib/agenda/agendamentos/agendamento.ex", "Drop the query-based check.",
              "|> validate_required([:profissional_id, :inicio, :fim])\n    |> validar_sem_sobreposicao()",
              "|> validate_required([:profissional_id, :inicio, :fim])") + \
    g.sh("mix ecto.gen.migration add_exclusion_constraint_to_agendamentos", "* creating " + MIG, 0,
         "Generate the migration") + \
    g.replace(MIG, "Add the exclusion constraint.", "  def change do\n  end",
              "  def change do\n    execute \"CREATE EXTENSION IF NOT EXISTS btree_gist\", \"\"\n\n    create constraint("
              ":agendamentos, :agendamentos_sem_sobreposicao,\n      exclude: ~s|gist (profissional_id WITH =, "
              "tstzrange(inicio, fim) WITH &&)|\n    )\n  end") + \
    g.todos([("Exclusion constraint no Postgres", "in_progress"), ("Testes de sobreposição", "pending")]) + \
    g.after_agent(p2, "Migração criada com a exclusion constraint agendamentos_sem_sobreposicao (btree_gist). Posso rodar "
                  "mix ecto.migrate no banco local?") + [g.prompt(p3)] + \
    g.sh("mix ecto.migrate", migrate_out, 0, "Migrate the local database") + \
    g.replace("test/agenda/agendamentos_test.exs", "Add the overlap test.", "describe \"create_agendamento/1\" do",
              "describe \"create_agendamento/1\" do\n    test \"rejeita horário sobreposto\" do") + \
    g.sh("mix test 2>&1 | tee test.log", tee_out, 0, "Run the tests and keep a log") + \
    g.replace("lib/agenda/agendamentos/agendamento.ex", "Turn the constraint error into a changeset error.",
              "|> validate_required([:profissional_id, :inicio, :fim])",
              "|> validate_required([:profissional_id, :inicio, :fim])\n    |> exclusion_constraint(:inicio, name: "
              ":agendamentos_sem_sobreposicao,\n      message: \"horário já ocupado para este profissional\")") + \
    g.sh("mix test", "...................\nFinished in 0.5 seconds (0.2s async, 0.3s sync)\n19 tests, 0 failures", 0,
         "Run the tests") + \
    g.todos([("Exclusion constraint no Postgres", "completed"), ("Testes de sobreposição", "completed")]) + \
    g.after_agent(p3, "Migração aplicada localmente. O teste falhava com Ecto.ConstraintError; declarei "
                  "exclusion_constraint/3 no changeset e os 19 testes passam.") + \
    g.compress_manual() + [g.prompt(p4)] + \
    g.sh("MIX_ENV=prod DATABASE_URL='ecto://agenda:vR4n!Agenda26@pg-homolog.agenda.internal/agenda' mix ecto.migrate",
         migrate_out.replace("10:15", "10:31"), 0, "Migrate the staging database") + \
    g.sh("mix format --check-formatted", fmt_out, 1, "Check formatting") + \
    g.after_agent(p4, "Migração aplicada em homologação. mix format --check-formatted falha em agendamento.ex e na "
                  "migração.") + [g.prompt(p5)] + \
    g.read("lib/agenda/agendamentos/agendamento.ex", "...") + \
    g.after_agent(p5, "Vou rodar mix format nos dois arquivos e commitar.")
session("gemini-pt-elixir-agenda", "Gemini CLI, Brazilian Portuguese Phoenix/Ecto: \"Pensando bem\" from a changeset "
        "query to a Postgres exclusion constraint, mix ecto.gen.migration, an empty grep (Exit Code 1), a failure behind "
        "`| tee`, /compress, a password in prose, an open mix format error.", "gemini", R, g.common(), g.finish(events),
        facts, stale)


# =============================================================================================
# 3. de-helm-suche-keda — Claude Code, German, Helm + kubectl context, KEDA, manual compaction
# =============================================================================================
# Story: the search service's Helm chart. `kubectl config use-context gke-staging`. First an
# HPA (min 2, max 8, "Ziel 70 % CPU"); the agent writes templates/hpa.yaml and edits
# values-stage.yaml. "Vergiss das mit der CPU": scale with KEDA on the RabbitMQ queue length;
# hpa.yaml is removed with rm, scaledobject.yaml written. An rg for rabbitmq in the chart finds
# nothing. `helm lint` fails ("did not find expected key"), fixed. The user types the RabbitMQ
# staging password in prose; constraint: passwords never go into values files; the agent
# creates a Kubernetes secret. values-stage.yaml is renamed with mv to values-staging.yaml (CI
# expects that name). `helm upgrade --install` fails (no ScaledObject CRD). Manual compaction.
# "ok, installier KEDA": `helm install keda kedacore/keda`, the upgrade succeeds, but the
# rollout fails ("exceeded its progress deadline"; logs: ACCESS_REFUSED). Last request: the
# RabbitMQ user is suche-svc; fix the secret and roll out again.
facts = ["kubectl config use-context gke-staging", "Wir skalieren über KEDA anhand der Queue-Länge",
         "Passwörter kommen nie in die values-Dateien", "charts/suche/templates/scaledobject.yaml",
         "helm upgrade --install suche charts/suche", "helm install keda kedacore/keda", "exceeded its progress deadline",
         "Der RabbitMQ-Benutzer heißt suche-svc"]
stale = ["Ziel 70 % CPU", r'path="charts/suche/templates/hpa\.yaml"', r'path="charts/suche/values-stage\.yaml"',
         r"hQ7-vLm2!xR", r"<error[^>]*>[^<]*did not find expected key"]

R = "/home/dev/plattform"
c = Claude(R, uid4("heldout-de-helm-suche-keda"), model="claude-opus-4-1")
CH = "charts/suche/"
pw = "hQ7-vLm2!xR"
lint_err = """==> Linting charts/suche
[INFO] Chart.yaml: icon is recommended
[ERROR] templates/scaledobject.yaml: unable to parse YAML: error converting YAML to JSON: yaml: line 14: did not find expected key

Error: 1 chart(s) linted, 1 chart(s) failed"""
crd_err = ('Error: UPGRADE FAILED: unable to build kubernetes objects from release manifest: [resource mapping not found '
           'for name: "suche" namespace: "suche" from "": no matches for kind "ScaledObject" in version '
           '"keda.sh/v1alpha1"\nensure CRDs are installed first, resource mapping not found for name: "suche-rabbitmq" '
           'namespace: "suche" from "": no matches for kind "TriggerAuthentication" in version "keda.sh/v1alpha1"\n'
           'ensure CRDs are installed first]')
p1 = ("Bau in unser Helm-Chart für den suche-Dienst einen HorizontalPodAutoscaler ein: min. 2, max. 8 Replikas, Ziel 70 % "
      "CPU. Zuerst nur in Staging.")
p2 = ("Vergiss das mit der CPU. Wir skalieren über KEDA anhand der Queue-Länge von RabbitMQ (Queue suche-index), die "
      "CPU sagt bei uns nichts über die Last.")
p3 = ("Das RabbitMQ-Passwort für Staging ist %s – leg es als Kubernetes-Secret an. Passwörter kommen nie in die "
      "values-Dateien." % pw)
events = c.start() + [
    c.prompt(p1),
    c.bash("kubectl config use-context gke-staging", 'Switched to context "gke-staging".', "Switch to the staging cluster"),
    c.bash("kubectl get deploy -n suche", "NAME    READY   UP-TO-DATE   AVAILABLE   AGE\nsuche   2/2     2            2   "
           "        41d", "Look at the deployment"),
    c.read(CH + "Chart.yaml", 14), c.read(CH + "values.yaml", 96), c.read(CH + "values-stage.yaml", 31),
    c.read_repeat(CH + "templates/part-{i}.yaml", 16, 48),
    c.glob_repeat(CH + "**/*hpa*{i}", 6),
    c.read(".gitlab-ci.yml", 118),
    c.write(CH + "templates/hpa.yaml", "{{- if .Values.autoscaling.enabled }}\napiVersion: autoscaling/v2\nkind: "
            "HorizontalPodAutoscaler\n{{- end }}\n"),
    c.edit(CH + "values.yaml", "autoscaling:\n  enabled: false", "autoscaling:\n  enabled: false\n  minReplicas: 2\n"
           "  maxReplicas: 8\n  targetCPUUtilizationPercentage: 70"),
    c.edit(CH + "values-stage.yaml", "replicaCount: 2", "autoscaling:\n  enabled: true"),
    c.bash("helm lint charts/suche -f charts/suche/values-stage.yaml", "==> Linting charts/suche\n[INFO] Chart.yaml: icon is "
           "recommended\n\n1 chart(s) linted, 0 chart(s) failed", "Lint the chart"),
    c.stop("hpa.yaml angelegt, in values-stage.yaml aktiviert; helm lint ist grün."),
    c.prompt(p2),
    c.bash("rm charts/suche/templates/hpa.yaml", "", "Remove the HPA template"),
    c.edit(CH + "values.yaml", "  targetCPUUtilizationPercentage: 70",
           "  queueName: suche-index\n  queueLength: \"50\""),
    c.write(CH + "templates/scaledobject.yaml", "{{- if .Values.autoscaling.enabled }}\napiVersion: keda.sh/v1alpha1\n"
            "kind: ScaledObject\nmetadata:\n  name: {{ include \"suche.fullname\" . }}\nspec:\n  triggers:\n  - type: "
            "rabbitmq\n    metadata:\n      queueName: {{ .Values.autoscaling.queueName }}\n     mode: QueueLength\n"
            "{{- end }}\n"),
    c.nomatch('rg -n "rabbitmq" charts/suche/', "Look for existing RabbitMQ settings"),
    c.grep("RABBITMQ_", "services/suche", ["services/suche/config.go"]),
    c.read("services/suche/config.go", 77),
    c.bash_fail("helm lint charts/suche -f charts/suche/values-stage.yaml", lint_err),
    c.edit(CH + "templates/scaledobject.yaml", "     mode: QueueLength", "      mode: QueueLength\n      value: "
           "{{ .Values.autoscaling.queueLength | quote }}"),
    c.bash("helm lint charts/suche -f charts/suche/values-stage.yaml", "==> Linting charts/suche\n[INFO] Chart.yaml: icon is "
           "recommended\n\n1 chart(s) linted, 0 chart(s) failed", "Lint the chart"),
    c.stop("ScaledObject auf die Queue suche-index angelegt, helm lint grün. KEDA braucht Zugangsdaten für RabbitMQ – wie "
           "soll ich die hinterlegen?"),
    c.prompt(p3),
    c.bash("kubectl create secret generic suche-rabbitmq -n suche --from-literal=host=amqp://rabbitmq.staging.svc:5672 "
           "--from-literal=username=suche --from-literal=password='%s'" % pw, "secret/suche-rabbitmq created",
           "Create the RabbitMQ secret"),
    c.write(CH + "templates/triggerauthentication.yaml", "apiVersion: keda.sh/v1alpha1\nkind: TriggerAuthentication\n"
            "metadata:\n  name: suche-rabbitmq\nspec:\n  secretTargetRef:\n  - parameter: host\n    name: suche-rabbitmq\n"
            "    key: host\n"),
    c.edit(CH + "templates/scaledobject.yaml", "  - type: rabbitmq", "  - type: rabbitmq\n    authenticationRef:\n"
           "      name: suche-rabbitmq"),
    c.bash("mv charts/suche/values-stage.yaml charts/suche/values-staging.yaml", "",
           "Rename the values file to the name CI uses"),
    c.edit(CH + "values-staging.yaml", "autoscaling:\n  enabled: true", "autoscaling:\n  enabled: true\n"
           "  existingSecret: suche-rabbitmq"),
    c.bash_fail("helm upgrade --install suche charts/suche -n suche -f charts/suche/values-staging.yaml", crd_err),
    c.bash("kubectl get crd | grep -c keda.sh", "0", "Check for KEDA CRDs"),
    c.stop("Das Upgrade scheitert: In gke-staging ist KEDA nicht installiert (keine ScaledObject-CRD)."),
] + c.compact("<summary>\n1. Primary Request and Intent: autoscale the suche service in staging with KEDA on the "
              "RabbitMQ queue suche-index; credentials only in a Kubernetes secret, never in values files.\n2. Files: "
              "charts/suche/templates/scaledobject.yaml, charts/suche/templates/triggerauthentication.yaml, "
              "charts/suche/values.yaml, charts/suche/values-staging.yaml.\n3. Context: kube context gke-staging, "
              "namespace suche, secret suche-rabbitmq created.\n4. Current Work: the upgrade needs the KEDA CRDs.\n"
              "</summary>", trigger="manual", instructions="Cluster-Kontext, die Secret-Regel und offene Fehler "
              "behalten") + [
    c.prompt("ok, installier KEDA mit dem offiziellen Chart in den Namespace keda."),
    c.bash("helm repo add kedacore https://kedacore.github.io/charts && helm repo update", '"kedacore" has been added to '
           "your repositories\nHang tight while we grab the latest from your chart repositories...\n...Successfully got an "
           "update from the \"kedacore\" chart repository\nUpdate Complete. ⎈Happy Helming!⎈", "Add the KEDA repo"),
    c.bash("helm install keda kedacore/keda -n keda --create-namespace --version 2.16.0", "NAME: keda\nLAST DEPLOYED: Thu "
           "Dec  3 14:12:40 2026\nNAMESPACE: keda\nSTATUS: deployed\nREVISION: 1", "Install KEDA"),
    c.bash("helm upgrade --install suche charts/suche -n suche -f charts/suche/values-staging.yaml",
           'Release "suche" has been upgraded. Happy Helming!\nNAME: suche\nLAST DEPLOYED: Thu Dec  3 14:14:02 2026\n'
           "NAMESPACE: suche\nSTATUS: deployed\nREVISION: 38", "Upgrade the release"),
    c.bash_fail("kubectl rollout status deploy/suche -n suche --timeout=180s",
                'Waiting for deployment "suche" rollout to finish: 1 of 2 updated replicas are available...\n'
                'error: deployment "suche" exceeded its progress deadline'),
    c.bash("kubectl logs deploy/suche -n suche --tail=20", "2026-12-03T14:16:51Z INFO  suche starting, version=3.8.2\n"
           "2026-12-03T14:16:52Z ERROR amqp: Exception (403) Reason: \"username or password not allowed\"\n"
           "2026-12-03T14:16:52Z ERROR ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN",
           "Read the logs"),
    c.stop("KEDA läuft, das Release ist auf Revision 38, aber der Rollout hängt: RabbitMQ lehnt den Login ab "
           "(ACCESS_REFUSED)."),
    c.prompt("Der RabbitMQ-Benutzer heißt suche-svc, nicht suche. Korrigier das Secret und roll neu aus."),
    c.read(CH + "templates/triggerauthentication.yaml", 12),
    c.stop("Ich passe den Benutzernamen im Secret an."),
]
session("de-helm-suche-keda", "German Helm/kubectl session: a kube context switch, an HPA plan replaced by KEDA "
        "(\"Vergiss das\", rm), an empty rg, a fixed helm lint error, a password in prose turned into a secret, a values "
        "file renamed with mv, a manual compaction, helm install/upgrade and an open rollout failure.", "claude-code", R,
        c.common(), c.finish(events), facts, stale)


# =============================================================================================
# 4. fr-dotnet-penalites — Claude Code, French, C#/.NET, dotnet ef, dotnet test, one compaction
# =============================================================================================
# Story: a library-loan API (Mediatheque). Late fees: 0,20 € a day, capped at 5 €. First plan:
# "Ajoute une colonne Penalite sur la table Emprunts"; the agent switches to branch
# feature/penalites-retard, edits Emprunt.cs and runs `dotnet ef migrations add AjoutPenalites`
# (then reads and edits the migration file). Constraint: do not touch Mediatheque.Legacy.
# "Finalement non": nothing stored, the fee is computed on the fly when the book comes back;
# `dotnet ef migrations remove` deletes the migration and the migration todo is dropped. The
# agent proposes an injected clock; "d'accord". `dotnet build` fails with CS0246 (fixed);
# `dotnet test 2>&1 | tail -20` shows Plafonne_a_cinq_euros failing (fixed). The user pastes a
# SendGrid API key and says to put it in user-secrets. Auto compaction. Last request: Sundays
# and public holidays do not count; the new test Ne_compte_pas_les_dimanches fails (open), and
# the SendGrid reminder-mail todo is still pending.
facts = ["calcule la pénalité à la volée au retour du livre", "Ne touche pas au projet Mediatheque.Legacy",
         "src/Mediatheque.Domain/Emprunts/CalculateurPenalite.cs", "feature/penalites-retard",
         "Ne_compte_pas_les_dimanches", "les dimanches et jours fériés ne comptent pas dans le retard",
         "Envoyer le mail de rappel via SendGrid", "mets-la dans les user-secrets"]
stale = ["Ajoute une colonne Penalite sur la table Emprunts",
         r'path="src/Mediatheque\.Api/Migrations/20261204093012_AjoutPenalites\.cs"',
         r"SG\.Zq4bWm1nRt8yHc2LpV0sXe\.Jf7Kd3Ua9Qw5Er1Ty6Ui2Op8As4Df0Gh3Jk7Lz5Xc9V",
         r'status="(?:pending|in_progress)">Ajouter la migration EF', r"<error[^>]*>[^<]*Plafonne_a_cinq_euros"]

R = "/home/dev/mediatheque"
c = Claude(R, uid4("heldout-fr-dotnet-penalites"))
key = "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"
D = "src/Mediatheque.Domain/Emprunts/"
MIGF = "src/Mediatheque.Api/Migrations/20261204093012_AjoutPenalites.cs"
cs_err = """  Determining projects to restore...
  All projects are up-to-date for restore.
/home/dev/mediatheque/src/Mediatheque.Domain/Emprunts/CalculateurPenalite.cs(9,22): error CS0246: The type or namespace name 'IHorloge' could not be found (are you missing a using directive or an assembly reference?) [/home/dev/mediatheque/src/Mediatheque.Domain/Mediatheque.Domain.csproj]

Build FAILED.

/home/dev/mediatheque/src/Mediatheque.Domain/Emprunts/CalculateurPenalite.cs(9,22): error CS0246: The type or namespace name 'IHorloge' could not be found (are you missing a using directive or an assembly reference?) [/home/dev/mediatheque/src/Mediatheque.Domain/Mediatheque.Domain.csproj]
    0 Warning(s)
    1 Error(s)

Time Elapsed 00:00:03.41"""


def dotnet_tail(test, expected, actual, line, passed):
    return """  Failed Mediatheque.Tests.Emprunts.CalculateurPenaliteTests.%s [4 ms]
  Error Message:
   Assert.Equal() Failure: Values differ
Expected: %s
Actual:   %s
  Stack Trace:
     at Mediatheque.Tests.Emprunts.CalculateurPenaliteTests.%s() in /home/dev/mediatheque/tests/Mediatheque.Tests/Emprunts/CalculateurPenaliteTests.cs:line %d
   at System.RuntimeMethodHandle.InvokeMethod(Object target, Void** arguments, Signature sig, Boolean isConstructor)
   at System.Reflection.MethodBaseInvoker.InvokeWithNoArgs(Object obj, BindingFlags invokeAttr)

Failed!  - Failed:     1, Passed:    %d, Skipped:     0, Total:    %d, Duration: 318 ms - Mediatheque.Tests.dll (net8.0)""" % (
        test, expected, actual, test, line, passed, passed + 1)


T4 = ["Calculateur de pénalités", "Ajouter la migration EF", "Brancher le calcul au retour (EmpruntService)",
      "Tests unitaires du calculateur", "Envoyer le mail de rappel via SendGrid"]
p1 = ("Ajoute la gestion des pénalités de retard sur les emprunts : 0,20 € par jour de retard, plafonné à 5 €. Ajoute une "
      "colonne Penalite sur la table Emprunts, calculée au retour.")
p2 = "Ne touche pas au projet Mediatheque.Legacy, il est gelé jusqu’à la fin de la migration vers .NET 8."
p3 = ("Finalement non : on ne stocke rien en base, calcule la pénalité à la volée au retour du livre. Pas de migration "
      "pour ça.")
p5 = ("Pour les mails de rappel de retard, voici la clé d’API SendGrid : %s — mets-la dans les user-secrets, pas dans "
      "appsettings.json." % key)
p6 = "Dernière règle : les dimanches et jours fériés ne comptent pas dans le retard. Ajoute le test correspondant."
events = c.start() + [
    c.prompt(p1),
    c.bash("git switch -c feature/penalites-retard", "Switched to a new branch 'feature/penalites-retard'",
           "Create a branch"),
    c.read("Mediatheque.sln", 61), c.read(D + "Emprunt.cs", 74), c.read(D + "EmpruntService.cs", 133),
    c.read("src/Mediatheque.Api/Data/MediathequeContext.cs", 88),
    c.read("src/Mediatheque.Legacy/Prets/GestionPrets.cs", 412),
    c.grep("DateRetour", "src", ["src/Mediatheque.Domain/Emprunts/Emprunt.cs",
                                 "src/Mediatheque.Domain/Emprunts/EmpruntService.cs",
                                 "src/Mediatheque.Legacy/Prets/GestionPrets.cs"]),
    c.todos([(T4[0], "in_progress"), (T4[1], "pending"), (T4[2], "pending"), (T4[3], "pending")]),
    c.edit(D + "Emprunt.cs", "public DateOnly? DateRetour { get; set; }",
           "public DateOnly? DateRetour { get; set; }\n    public decimal Penalite { get; set; }"),
    c.write(D + "CalculateurPenalite.cs", "namespace Mediatheque.Domain.Emprunts;\n\npublic sealed class "
            "CalculateurPenalite\n{\n    public const decimal ParJour = 0.20m;\n    public const decimal Plafond = 5m;\n}\n"),
    c.bash("dotnet ef migrations add AjoutPenalites --project src/Mediatheque.Api", "Build started...\nBuild succeeded.\n"
           "Done. To undo this action, use 'ef migrations remove'", "Add the EF migration"),
    c.read(MIGF, 31),
    c.edit(MIGF, 'type: "decimal(18,2)",\n                nullable: false,',
           'type: "decimal(5,2)",\n                nullable: false,\n                defaultValue: 0m,'),
    c.stop("Colonne Penalite ajoutée à Emprunt, migration AjoutPenalites créée (decimal(5,2), défaut 0)."),
    c.prompt(p2),
    c.stop("Compris, je ne modifie rien dans Mediatheque.Legacy."),
    c.prompt(p3),
    c.bash("dotnet ef migrations remove --project src/Mediatheque.Api", "Build started...\nBuild succeeded.\nRemoving "
           "migration '20261204093012_AjoutPenalites'.\nReverting the model snapshot.\nDone.", "Remove the migration"),
    c.edit(D + "Emprunt.cs", "public DateOnly? DateRetour { get; set; }\n    public decimal Penalite { get; set; }",
           "public DateOnly? DateRetour { get; set; }"),
    c.bash("git status --short", " M src/Mediatheque.Domain/Emprunts/Emprunt.cs\n?? "
           "src/Mediatheque.Domain/Emprunts/CalculateurPenalite.cs", "Check the working tree"),
    c.todos([(T4[0], "in_progress"), (T4[2], "pending"), (T4[3], "pending")]),
    c.stop("Migration supprimée, plus rien n’est stocké. Pour tester les retards, je propose d’injecter une horloge "
           "(IHorloge) dans le calculateur. Ça vous va ?"),
    c.prompt("d'accord"),
    c.edit(D + "CalculateurPenalite.cs", "public sealed class CalculateurPenalite\n{",
           "public sealed class CalculateurPenalite(IHorloge horloge)\n{\n    public decimal Calculer(Emprunt emprunt) "
           "=> 0m;"),
    c.bash_fail("dotnet build", cs_err),
    c.write("src/Mediatheque.Domain/Temps/IHorloge.cs", "namespace Mediatheque.Domain.Temps;\n\npublic interface IHorloge\n"
            "{\n    DateOnly Aujourdhui { get; }\n}\n"),
    c.edit(D + "CalculateurPenalite.cs", "namespace Mediatheque.Domain.Emprunts;",
           "using Mediatheque.Domain.Temps;\n\nnamespace Mediatheque.Domain.Emprunts;"),
    c.bash("dotnet build", "  Mediatheque.Domain -> /home/dev/mediatheque/src/Mediatheque.Domain/bin/Debug/net8.0/"
           "Mediatheque.Domain.dll\n  Mediatheque.Api -> /home/dev/mediatheque/src/Mediatheque.Api/bin/Debug/net8.0/"
           "Mediatheque.Api.dll\n\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)", "Build"),
    c.edit(D + "EmpruntService.cs", "emprunt.DateRetour = _horloge.Aujourdhui;",
           "emprunt.DateRetour = _horloge.Aujourdhui;\n        var penalite = _calculateur.Calculer(emprunt);"),
    c.write("tests/Mediatheque.Tests/Emprunts/CalculateurPenaliteTests.cs", "public class CalculateurPenaliteTests\n{\n"
            "    [Fact] public void Vingt_centimes_par_jour() {}\n    [Fact] public void Plafonne_a_cinq_euros() {}\n}\n"),
    c.bash("dotnet test 2>&1 | tail -20", dotnet_tail("Plafonne_a_cinq_euros", "5.00", "5.20", 31, 47),
           "Run the tests"),
    c.edit(D + "CalculateurPenalite.cs", "return jours * ParJour;", "return Math.Min(jours * ParJour, Plafond);"),
    c.bash("dotnet test 2>&1 | tail -20", "Passed!  - Failed:     0, Passed:    48, Skipped:     0, Total:    48, "
           "Duration: 301 ms - Mediatheque.Tests.dll (net8.0)", "Run the tests"),
    c.todos([(T4[0], "completed"), (T4[2], "completed"), (T4[3], "completed"), (T4[4], "pending")]),
    c.stop("Le plafond est appliqué ; les 48 tests passent."),
    c.prompt(p5),
    c.bash("dotnet user-secrets set SendGrid:ApiKey %s --project src/Mediatheque.Api" % key,
           "Successfully saved SendGrid:ApiKey to the secret store.", "Store the SendGrid key"),
    c.grep("SendGrid", "src/Mediatheque.Api", ["src/Mediatheque.Api/appsettings.json"]),
    c.read("src/Mediatheque.Api/appsettings.json", 34),
    c.stop("Clé enregistrée dans les user-secrets de Mediatheque.Api ; appsettings.json ne contient que la section vide."),
] + c.compact("<summary>\n1. Primary Request and Intent: late fees on loans, 0,20 € a day capped at 5 €, computed when "
              "the book is returned; nothing stored in the database.\n2. Constraints: Mediatheque.Legacy is frozen; the "
              "SendGrid key lives in user-secrets.\n3. Files: src/Mediatheque.Domain/Emprunts/CalculateurPenalite.cs, "
              "src/Mediatheque.Domain/Temps/IHorloge.cs, src/Mediatheque.Domain/Emprunts/EmpruntService.cs, "
              "tests/Mediatheque.Tests/Emprunts/CalculateurPenaliteTests.cs.\n4. Current Work: 48 tests pass; the "
              "reminder mail is still to do.\n</summary>") + [
    c.prompt(p6),
    c.edit("tests/Mediatheque.Tests/Emprunts/CalculateurPenaliteTests.cs", "    [Fact] public void Plafonne_a_cinq_euros",
           "    [Fact] public void Ne_compte_pas_les_dimanches() {}\n    [Fact] public void Plafonne_a_cinq_euros"),
    c.bash("dotnet test 2>&1 | tail -20", dotnet_tail("Ne_compte_pas_les_dimanches", "0.80", "1.00", 44, 48),
           "Run the tests"),
    c.stop("Ne_compte_pas_les_dimanches échoue : le calculateur compte encore tous les jours (1,00 au lieu de 0,80)."),
]
session("fr-dotnet-penalites", "French C#/.NET session: a stored column replaced by an on-the-fly computation "
        "(\"Finalement non\", dotnet ef migrations remove), a dropped todo, \"d'accord\", a fixed CS0246, failures "
        "behind `2>&1 | tail -20`, a SendGrid key pasted in a prompt, one compaction, an open test failure.",
        "claude-code", R, c.common(), c.finish(events), facts, stale)


# =============================================================================================
# 5. codex-ko-android-refresh — Codex CLI, Korean, Kotlin/Android (Compose), gradle, git mv
# =============================================================================================
# Story: pull-to-refresh on the order history screen of an Android app. First with the
# accompanist swiperefresh library (patched into libs.versions.toml and build.gradle.kts).
# "아, 잠깐만요": accompanist is deprecated, use Material3 PullToRefreshBox; the gradle files
# and the screen are reverted with git checkout, the screen is moved with git mv into
# orders/history/ and a ViewModel is added. compileDebugKotlin shows "Unresolved reference
# 'PullToRefreshBox'" (no exit code in Codex); an rg shows the BOM version; the user asks to
# bump compose-bom, which fixes it. `./gradlew :app:testDebugUnitTest 2>&1 | tail -20` shows
# refreshReplacesList failing; "네"; fixed after a mid-turn compaction. The user gives the
# release keystore password (local.properties only). `assembleRelease` fails on lint
# UnusedMaterial3ScaffoldPaddingParameter (open). Last request: pass Scaffold's innerPadding
# to PullToRefreshBox.
facts = ["Material3의 PullToRefreshBox를 써 주세요", "feature/pull-to-refresh",
         "app/src/main/java/com/dongne/market/orders/history/OrderHistoryScreen.kt",
         "app/src/main/java/com/dongne/market/orders/history/OrderHistoryViewModel.kt", "local.properties에만 넣어 주세요",
         "UnusedMaterial3ScaffoldPaddingParameter", "innerPadding을 PullToRefreshBox에 넘겨서"]
stale = ["accompanist swiperefresh 라이브러리를 추가해서", r"dm-Keystore#8841",
         r'path="app/src/main/java/com/dongne/market/orders/OrderListScreen\.kt"',
         r"<error[^>]*>[^<]*refreshReplacesList", r"<error[^>]*>[^<]*Unresolved reference"]

R = "/home/dev/dongne-market"
x = Codex(R, uid7("heldout-codex-ko-android-refresh", "019b0"), "2026/12/04", "09-41-07")
K = "app/src/main/java/com/dongne/market/orders/"
kspw = "dm-Keystore#8841"
unresolved = """> Task :app:compileDebugKotlin FAILED
e: file:///home/dev/dongne-market/app/src/main/java/com/dongne/market/orders/history/OrderHistoryScreen.kt:41:9 Unresolved reference 'PullToRefreshBox'.
e: file:///home/dev/dongne-market/app/src/main/java/com/dongne/market/orders/history/OrderHistoryScreen.kt:12:45 Unresolved reference 'rememberPullToRefreshState'.

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:compileDebugKotlin'.
> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction
   > Compilation error. See log for more details

BUILD FAILED in 17s
"""
unit_tail = """> Task :app:testDebugUnitTest FAILED

OrderHistoryViewModelTest > refreshReplacesList FAILED
    java.lang.AssertionError at OrderHistoryViewModelTest.kt:48

14 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:testDebugUnitTest'.
> There were failing tests. See the report at: file:///home/dev/dongne-market/app/build/reports/tests/testDebugUnitTest/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 23s
31 actionable tasks: 6 executed, 25 up-to-date
"""
lint_tail = """> Task :app:lintVitalAnalyzeRelease
> Task :app:lintVitalReportRelease
> Task :app:lintVitalRelease FAILED

/home/dev/dongne-market/app/src/main/java/com/dongne/market/orders/history/OrderHistoryScreen.kt:57: Error: Content padding parameter innerPadding is not used [UnusedMaterial3ScaffoldPaddingParameter]
    Scaffold(topBar = { OrdersTopBar() }) { innerPadding ->
                                            ~~~~~~~~~~~~

   Explanation for issues of type "UnusedMaterial3ScaffoldPaddingParameter":
   The content lambda in Scaffold is given a padding parameter. Content should be padded by this value.

Lint found 1 errors, 0 warnings. First failure:

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:lintVitalRelease'.
> Lint found fatal errors while assembling a release target.

BUILD FAILED in 1m 12s
"""
reads = ["settings.gradle.kts", "app/build.gradle.kts", "gradle/libs.versions.toml", K + "OrderListScreen.kt",
         K + "OrderRepository.kt", K + "OrderListViewModel.kt", K + "OrderItemRow.kt",
         "app/src/main/java/com/dongne/market/ui/theme/Theme.kt", "app/src/test/java/com/dongne/market/orders/"
         "OrderListViewModelTest.kt", "app/src/main/java/com/dongne/market/MainActivity.kt"]
p1 = "주문 내역 화면에 당겨서 새로고침을 추가해 주세요. accompanist swiperefresh 라이브러리를 추가해서 구현해 주세요."
p2 = ("아, 잠깐만요. accompanist는 이미 deprecated라서 빼고, Material3의 PullToRefreshBox를 써 주세요. 화면 파일도 "
      "orders/history 아래로 옮겨서 OrderHistoryScreen으로 이름을 바꿔 주세요.")
p3 = "compose-bom을 2024.12.01로 올려 주세요."
p5 = ("이제 릴리스 빌드도 확인해 주세요. 키스토어 비밀번호는 %s 이고, local.properties에만 넣어 주세요. 깃에는 절대 "
      "올리면 안 됩니다." % kspw)
p6 = "Scaffold의 innerPadding을 PullToRefreshBox에 넘겨서 린트 에러를 고쳐 주세요."
events = [["SessionStart", {"source": "startup"}],
          x.prompt(p1),
          x.sh("git switch -c feature/pull-to-refresh", "Switched to a new branch 'feature/pull-to-refresh'\n"),
          x.sh("rg --files app/src/main/java/com/dongne/market/orders", "\n".join(K + f for f in (
              "OrderListScreen.kt", "OrderRepository.kt", "OrderListViewModel.kt", "OrderItemRow.kt")) + "\n")] + [
          x.sh("sed -n '1,200p' %s" % path, "// %s\n...\n" % path) for path in reads] + [
          x.patch("*** Update File: gradle/libs.versions.toml\n@@\n+accompanist = \"0.34.0\"\n@@\n+accompanist-swiperefresh "
                  "= { group = \"com.google.accompanist\", name = \"accompanist-swiperefresh\", version.ref = "
                  "\"accompanist\" }\n*** Update File: app/build.gradle.kts\n@@\n+    implementation(libs.accompanist."
                  "swiperefresh)\n", [("M", "gradle/libs.versions.toml"), ("M", "app/build.gradle.kts")]),
          x.patch("*** Update File: %sOrderListScreen.kt\n@@\n-    LazyColumn {\n+    SwipeRefresh(state = "
                  "rememberSwipeRefreshState(isRefreshing), onRefresh = viewModel::refresh) {\n+        LazyColumn {\n"
                  % K, [("M", K + "OrderListScreen.kt")]),
          x.sh("./gradlew :app:compileDebugKotlin", "> Task :app:compileDebugKotlin\nw: file:///home/dev/dongne-market/"
               "app/src/main/java/com/dongne/market/orders/OrderListScreen.kt:38:5 'SwipeRefresh' is deprecated. "
               "accompanist/swiperefresh is deprecated.\n\nBUILD SUCCESSFUL in 41s\n"),
          x.stop("SwipeRefresh로 새로고침을 붙였습니다. 다만 accompanist swiperefresh는 deprecated 경고가 납니다."),
          x.prompt(p2),
          x.sh("git checkout -- gradle/libs.versions.toml app/build.gradle.kts %sOrderListScreen.kt" % K, ""),
          x.sh("mkdir -p %shistory && git mv %sOrderListScreen.kt %shistory/OrderHistoryScreen.kt" % (K, K, K), ""),
          x.patch("*** Update File: %shistory/OrderHistoryScreen.kt\n@@\n-package com.dongne.market.orders\n+package "
                  "com.dongne.market.orders.history\n@@\n-fun OrderListScreen(viewModel: OrderListViewModel) {\n+fun "
                  "OrderHistoryScreen(viewModel: OrderHistoryViewModel) {\n@@\n-    LazyColumn {\n+    PullToRefreshBox("
                  "isRefreshing = state.isRefreshing, onRefresh = viewModel::refresh) {\n+        LazyColumn {\n" % K,
                  [("M", K + "history/OrderHistoryScreen.kt")]),
          x.patch("*** Add File: %shistory/OrderHistoryViewModel.kt\n+package com.dongne.market.orders.history\n+\n"
                  "+class OrderHistoryViewModel(private val repository: OrderRepository) : ViewModel() {\n+    fun "
                  "refresh() {}\n+}\n*** Add File: app/src/test/java/com/dongne/market/orders/history/"
                  "OrderHistoryViewModelTest.kt\n+class OrderHistoryViewModelTest {\n+    @Test fun refreshReplacesList() "
                  "{}\n+}\n" % K, [("A", K + "history/OrderHistoryViewModel.kt"),
                                  ("A", "app/src/test/java/com/dongne/market/orders/history/OrderHistoryViewModelTest.kt")]),
          x.patch("*** Update File: app/src/main/java/com/dongne/market/MainActivity.kt\n@@\n-import com.dongne.market."
                  "orders.OrderListScreen\n+import com.dongne.market.orders.history.OrderHistoryScreen\n",
                  [("M", "app/src/main/java/com/dongne/market/MainActivity.kt")]),
          x.sh("./gradlew :app:compileDebugKotlin", unresolved),
          x.sh("rg -n 'compose-bom|material3' gradle/libs.versions.toml", '4:compose-bom = "2024.06.00"\n'
               '31:androidx-material3 = { group = "androidx.compose.material3", name = "material3" }\n'),
          x.stop("PullToRefreshBox는 material3 1.3.0부터 있는데, 지금 compose-bom 2024.06.00에는 material3 1.2.1이 "
                 "들어 있습니다. BOM을 올릴까요?"),
          x.prompt(p3),
          x.patch("*** Update File: gradle/libs.versions.toml\n@@\n-compose-bom = \"2024.06.00\"\n+compose-bom = "
                  "\"2024.12.01\"\n", [("M", "gradle/libs.versions.toml")]),
          x.sh("./gradlew :app:compileDebugKotlin", "> Task :app:compileDebugKotlin\n\nBUILD SUCCESSFUL in 52s\n"),
          x.sh("./gradlew :app:testDebugUnitTest 2>&1 | tail -20", unit_tail),
          x.stop("BOM을 올려서 컴파일은 됩니다. refreshReplacesList 테스트가 실패합니다: 새로고침 때 목록을 교체하지 않고 "
                 "뒤에 붙입니다. 뷰모델을 고칠까요?"),
          x.prompt("네"),
          x.sh("sed -n '20,70p' %shistory/OrderHistoryViewModel.kt" % K, "    fun refresh() {\n        viewModelScope."
               "launch {\n            _state.update { it.copy(orders = it.orders + repository.fetch()) }\n"),
          ] + x.compact() + [
          x.patch("*** Update File: %shistory/OrderHistoryViewModel.kt\n@@\n-            _state.update { it.copy(orders "
                  "= it.orders + repository.fetch()) }\n+            _state.update { it.copy(orders = repository.fetch(), "
                  "isRefreshing = false) }\n" % K, [("M", K + "history/OrderHistoryViewModel.kt")]),
          x.sh("./gradlew :app:testDebugUnitTest", "> Task :app:testDebugUnitTest\n\nBUILD SUCCESSFUL in 19s\n"
               "31 actionable tasks: 3 executed, 28 up-to-date\n"),
          x.sh("git add -A && git commit -m \"주문 내역 당겨서 새로고침 (Material3 PullToRefreshBox)\"",
               "[feature/pull-to-refresh 5c0e2b7] 주문 내역 당겨서 새로고침 (Material3 PullToRefreshBox)\n 6 files "
               "changed, 118 insertions(+), 31 deletions(-)\n rename app/src/main/java/com/dongne/market/orders/{"
               "OrderListScreen.kt => history/OrderHistoryScreen.kt} (71%)\n"),
          x.stop("테스트가 통과해서 커밋했습니다."),
          x.prompt(p5),
          x.sh("printf 'RELEASE_STORE_PASSWORD=%%s\\nRELEASE_KEY_PASSWORD=%%s\\n' '%s' '%s' >> local.properties"
               % (kspw, kspw), ""),
          x.sh("git check-ignore -v local.properties", ".gitignore:7:local.properties\tlocal.properties\n"),
          x.patch("*** Update File: app/build.gradle.kts\n@@\n+    signingConfigs {\n+        create(\"release\") {\n"
                  "+            storePassword = localProps.getProperty(\"RELEASE_STORE_PASSWORD\")\n",
                  [("M", "app/build.gradle.kts")]),
          x.sh("./gradlew :app:assembleRelease 2>&1 | tail -30", lint_tail),
          x.stop("비밀번호는 local.properties에만 넣었고 git에서 무시됩니다. 릴리스 빌드는 린트 "
                 "UnusedMaterial3ScaffoldPaddingParameter로 실패합니다."),
          x.prompt(p6),
          x.sh("sed -n '50,80p' %shistory/OrderHistoryScreen.kt" % K, "    Scaffold(topBar = { OrdersTopBar() }) { "
               "innerPadding ->\n        PullToRefreshBox(\n"),
          x.stop("OrderHistoryScreen.kt 57행을 보고 있습니다."),
          ]
session("codex-ko-android-refresh", "Codex CLI, Korean Kotlin/Android: \"아, 잠깐만요\" from accompanist to Material3 "
        "PullToRefreshBox (git checkout + git mv), a compile error fixed by a BOM bump, a unit-test failure behind "
        "`| tail`, \"네\", a mid-turn compaction, a keystore password in prose, an open lint error.", "codex", R,
        x.common(), x.finish(events), facts, stale)


# =============================================================================================
# 6. ru-python-mypy-strict — Claude Code, Russian, Python mypy --strict, venv, three compactions
# =============================================================================================
# Story: a tariff library (tarify). Turn on mypy --strict and fix everything, on Python 3.12:
# `python3.12 -m venv .venv312 ...`, the old .venv removed with rm -rf. `mypy tarify/ | tail
# -20` (exit 0) shows 23 errors. "Добавь # type: ignore там, где сложно", then "Хотя нет,
# никаких type: ignore": TypedDict and Protocol instead. tarify/types.py written, py.typed
# touched, tarify/compat.py removed with git rm. Compaction 1. "да, продолжай": mypy fails
# (exit 1) with no-untyped-def and arg-type errors, fixed. The user types the private Nexus
# token in prose; tarify-rates==2.4.0 installed. Compaction 2. mypy fails with one error
# left (Incompatible return value type in loader.py), pytest passes. Compaction 3 (manual).
# Last request: fix the last error in loader.py and commit with a Russian message.
facts = ["никаких type: ignore", "опиши типы через TypedDict и Protocol", "python3.12 -m venv .venv312",
         "tarify/types.py", "tarify-rates==2.4.0", "Incompatible return value type",
         "Исправь последнюю ошибку в loader.py"]
stale = ["там, где сложно", r'path="tarify/compat\.py"', r"nx-7f3Kq9LmZ2pW8vRt",
         r"<error[^>]*>[^<]*no-untyped-def", r'status="(?:pending|in_progress)">Убрать tarify/compat\.py']

R = "/home/dev/tarify"
c = Claude(R, uid4("heldout-ru-python-mypy-strict"))
token = "nx-7f3Kq9LmZ2pW8vRt"
ACT = "source .venv312/bin/activate && "
mypy_first = """tarify/tariffs/loader.py:31: error: Function is missing a type annotation  [no-untyped-def]
tarify/tariffs/loader.py:54: error: Returning Any from function declared to return "dict[str, Any]"  [no-any-return]
tarify/tariffs/zones.py:12: error: Missing type parameters for generic type "dict"  [type-arg]
tarify/pricing.py:44: error: Function is missing a return type annotation  [no-untyped-def]
tarify/pricing.py:88: error: Call to untyped function "load_rates" in typed context  [no-untyped-call]
tarify/pricing.py:91: error: Argument 1 to "Decimal" has incompatible type "float | None"; expected "Decimal | float | str | tuple[int, Sequence[int], int]"  [arg-type]
tarify/compat.py:7: error: Name "cached_property" already defined (possibly by an import)  [no-redef]
tarify/cli.py:19: error: Function is missing a type annotation  [no-untyped-def]
tarify/cli.py:40: error: Call to untyped function "main" in typed context  [no-untyped-call]
Found 23 errors in 7 files (checked 31 source files)"""
mypy_second = """tarify/tariffs/loader.py:31: error: Function is missing a type annotation for one or more arguments  [no-untyped-def]
tarify/tariffs/zones.py:40: error: Argument "zone" to "Tariff" has incompatible type "str"; expected "Zone"  [arg-type]
tarify/pricing.py:91: error: Argument 1 to "Decimal" has incompatible type "float | None"; expected "Decimal | float | str | tuple[int, Sequence[int], int]"  [arg-type]
tarify/rates.py:3: error: Skipping analyzing "tarify_rates": module is installed, but missing library stubs or py.typed marker  [import-untyped]
Found 6 errors in 4 files (checked 31 source files)"""
mypy_last = """tarify/tariffs/loader.py:54: error: Incompatible return value type (got "dict[str, Any]", expected "TariffRow")  [return-value]
Found 1 error in 1 file (checked 32 source files)"""
T6 = ["Включить strict в mypy.ini", "Аннотировать tarify/pricing.py", "Аннотировать tarify/tariffs/",
      "Убрать tarify/compat.py"]
p1 = ("Включи mypy --strict для пакета tarify/ и поправь все ошибки. Работаем на Python 3.12: создай новое окружение "
      ".venv312, старое .venv удали.")
p2 = "Добавь # type: ignore там, где сложно, разберёмся потом."
p3 = ("Хотя нет, никаких type: ignore. Лучше опиши типы через TypedDict и Protocol — это библиотека, её импортируют "
      "другие команды.")
p5 = "Токен от нашего Nexus: %s. Поставь tarify-rates==2.4.0, в нём уже есть аннотации." % token
events = c.start() + [
    c.prompt(p1),
    c.bash("python3.12 -m venv .venv312 && " + ACT + "pip install -q -e '.[dev]' && python --version",
           "Python 3.12.7", "Create the Python 3.12 virtualenv"),
    c.bash("rm -rf .venv", "", "Remove the old virtualenv"),
    c.read("mypy.ini", 12), c.read("pyproject.toml", 58), c.read("tarify/__init__.py", 22),
    c.read("tarify/pricing.py", 164), c.read("tarify/compat.py", 19), c.read("tarify/tariffs/loader.py", 77),
    c.read_repeat("tarify/tariffs/region_{i}.py", 8, 55),
    c.todos([(T6[0], "in_progress"), (T6[1], "pending"), (T6[2], "pending"), (T6[3], "pending")]),
    c.edit("mypy.ini", "[mypy]\npython_version = 3.10", "[mypy]\npython_version = 3.12\nstrict = True"),
    c.bash(ACT + "mypy tarify/ | tail -20", mypy_first, "Type-check"),
    c.todos([(T6[0], "completed"), (T6[1], "in_progress"), (T6[2], "pending"), (T6[3], "pending")]),
    c.stop("strict включён: 23 ошибки в 7 файлах, больше всего в pricing.py и tariffs/loader.py."),
    c.prompt(p2),
    c.edit("tarify/tariffs/loader.py", "def load_rows(path):", "def load_rows(path):  # type: ignore[no-untyped-def]"),
    c.edit("tarify/pricing.py", "rate = Decimal(row.get(\"rate\"))",
           "rate = Decimal(row.get(\"rate\"))  # type: ignore[arg-type]"),
    c.prompt(p3),
    c.edit("tarify/tariffs/loader.py", "def load_rows(path):  # type: ignore[no-untyped-def]",
           "def load_rows(path: Path) -> Iterator[TariffRow]:"),
    c.edit("tarify/pricing.py", "rate = Decimal(row.get(\"rate\"))  # type: ignore[arg-type]",
           "rate = Decimal(row[\"rate\"])"),
    c.write("tarify/types.py", "from typing import Protocol, TypedDict\n\n\nclass TariffRow(TypedDict):\n    zone: str\n"
            "    rate: str\n    valid_from: str\n\n\nclass RateSource(Protocol):\n    def rates(self) -> "
            "Iterable[TariffRow]: ...\n"),
    c.bash("touch tarify/py.typed", "", "Mark the package as typed"),
    c.bash("git rm tarify/compat.py", "rm 'tarify/compat.py'", "Remove the Python 3.8 shims"),
    c.edit("tarify/__init__.py", "from .compat import cached_property", "from functools import cached_property"),
    c.edit("pyproject.toml", '[tool.setuptools.package-data]\ntarify = ["data/*.csv"]',
           '[tool.setuptools.package-data]\ntarify = ["data/*.csv", "py.typed"]'),
    c.todos([(T6[0], "completed"), (T6[1], "in_progress"), (T6[2], "pending"), (T6[3], "completed")]),
    c.stop("Убрал игноры, добавил tarify/types.py (TariffRow, RateSource), py.typed; compat.py удалён. Продолжать с "
           "pricing.py?"),
] + c.compact("<summary>\n1. Primary Request and Intent: mypy --strict for tarify/, all errors fixed, on Python 3.12 "
              "(.venv312). No ignores: types described with TypedDict and Protocol.\n2. Files: mypy.ini, tarify/types.py, "
              "tarify/py.typed, tarify/pricing.py, tarify/tariffs/loader.py, pyproject.toml.\n3. Current Work: pricing.py "
              "annotations.\n</summary>") + [
    c.prompt("да, продолжай"),
    c.bash_fail(ACT + "mypy tarify/", mypy_second),
    c.edit("tarify/tariffs/loader.py", "def parse_row(raw, strict=False):",
           "def parse_row(raw: Mapping[str, str], strict: bool = False) -> TariffRow:"),
    c.edit("tarify/tariffs/zones.py", "Tariff(zone=code,", "Tariff(zone=Zone(code),"),
    c.edit("tarify/pricing.py", "rate = Decimal(row[\"rate\"])", "rate = Decimal(row[\"rate\"]).quantize(CENT)"),
    c.stop("Осталась ошибка import-untyped: tarify_rates без аннотаций. Версия 2.4.0 с py.typed лежит только в нашем "
           "Nexus, нужен токен."),
    c.prompt(p5),
    c.bash(ACT + "pip install --index-url https://__token__:%s@nexus.tarify.internal/repository/pypi/simple "
           "tarify-rates==2.4.0" % token, "Looking in indexes: https://__token__:****@nexus.tarify.internal/repository/"
           "pypi/simple\nCollecting tarify-rates==2.4.0\n  Downloading tarify_rates-2.4.0-py3-none-any.whl (41 kB)\n"
           "Installing collected packages: tarify-rates\n  Attempting uninstall: tarify-rates\n    Found existing "
           "installation: tarify-rates 2.1.3\n    Successfully uninstalled tarify-rates-2.1.3\nSuccessfully installed "
           "tarify-rates-2.4.0", "Install tarify-rates 2.4.0"),
    c.edit("pyproject.toml", '"tarify-rates>=2.1"', '"tarify-rates>=2.4.0"'),
] + c.compact("<summary>\n1. Primary Request and Intent: mypy --strict on tarify/ with TypedDict/Protocol, no ignores, "
              "Python 3.12 venv .venv312.\n2. Files: tarify/types.py, tarify/pricing.py, tarify/tariffs/loader.py, "
              "tarify/tariffs/zones.py, pyproject.toml.\n3. Current Work: tarify-rates upgraded to 2.4.0; re-running "
              "mypy.\n</summary>") + [
    c.bash_fail(ACT + "mypy tarify/", mypy_last),
    c.bash(ACT + "pytest -q", "........................................................ [100%]\n56 passed in 1.92s",
           "Run the tests"),
    c.todos([(T6[0], "completed"), (T6[1], "completed"), (T6[2], "in_progress"), (T6[3], "completed")]),
    c.stop("Осталась одна ошибка: loader.py:54 возвращает dict вместо TariffRow. Тесты проходят (56)."),
] + c.compact("<summary>\n1. Primary Request and Intent: strict typing of tarify/ without ignores (TypedDict, "
              "Protocol), Python 3.12.\n2. Files: tarify/types.py, tarify/tariffs/loader.py, tarify/pricing.py, "
              "tarify/tariffs/zones.py.\n3. Errors: one mypy error left in tarify/tariffs/loader.py.\n</summary>",
              trigger="manual", instructions="Сохрани решения пользователя по типизации") + [
    c.prompt("Исправь последнюю ошибку в loader.py и закоммить с сообщением на русском."),
    c.read("tarify/tariffs/loader.py", 81),
    c.stop("Смотрю loader.py, строку 54."),
]
session("ru-python-mypy-strict", "Russian Python session: a Python 3.12 virtualenv (rm -rf of the old one), mypy "
        "--strict behind `| tail`, a \"Хотя нет\" correction, touch and git rm, a private-index token in prose, three "
        "compactions, one open mypy error.", "claude-code", R, c.common(), c.finish(events), facts, stale)


# =============================================================================================
# 7. qwen-es-node-mocha — Qwen Code, Spanish, Node/Express + knex + mocha, nvm, one compaction
# =============================================================================================
# Story: a gym bookings API. Waiting list for full classes with automatic promotion on
# cancellation; "producción corre con Node 18" (`nvm use 18`). "vale" to a knex migration
# (`npx knex migrate:make`). A seed file is written with a redirection into tmp/. "Espera, ya
# migramos producción a Node 22": `nvm use 22`, .nvmrc edited, `npx knex migrate:latest`.
# `npx mocha ... 2>&1 | head -40` (exit 0) shows "promueve al primero de la lista al cancelar"
# failing. Auto compaction, fix, tests pass, `rm -rf tmp/`. The user gives the SMTP password in
# prose (into .env). `npm run lint` fails with prefer-const (open). Last request: fix the lint
# and push the branch.
facts = ["se promueve automáticamente si alguien cancela", "ya migramos producción a Node 22", "nvm use 22",
         "npx knex migrate:latest", "src/services/listaEspera.js", "prefer-const", "Arregla el lint y sube la rama"]
stale = ["producción corre con Node 18", r"7hN2-qPz9-Lw4x-Rk6v", r"<error[^>]*>[^<]*promueve al primero",
         r'path="tmp/seed-clases\.json"']

R = "/home/dev/gimnasio-api"
q = Qwen(R, uid4("heldout-qwen-es-node-mocha"), "2026-12-05T10:11:42")
smtp = "7hN2-qPz9-Lw4x-Rk6v"
mocha_head = """

  Lista de espera
    ✔ añade a la lista cuando la clase está llena
    ✔ no duplica una reserva existente
    1) promueve al primero de la lista al cancelar
    ✔ respeta el orden de llegada


  3 passing (48ms)
  1 failing

  1) Lista de espera
       promueve al primero de la lista al cancelar:

      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:

'en_espera' !== 'confirmada'

      + expected - actual

      -en_espera
      +confirmada

      at Context.<anonymous> (test/listaEspera.test.js:52:12)
      at process.processImmediate (node:internal/timers:483:21)
"""
lint_out = """
> gimnasio-api@1.8.0 lint
> eslint src test


/home/dev/gimnasio-api/src/services/listaEspera.js
  31:7  error  'siguiente' is never reassigned. Use 'const' instead  prefer-const

✖ 1 problem (1 error, 0 warnings)
  1 error and 0 warnings potentially fixable with the `--fix` option.
"""
MIGJ = "migrations/20261205103344_add_lista_espera.js"
t1 = [("Tabla lista_espera (migración knex)", "in_progress"), ("Servicio de lista de espera", "pending"),
      ("Promover al cancelar una reserva", "pending"), ("Tests con mocha", "pending")]
t3 = [("Tabla lista_espera (migración knex)", "completed"), ("Servicio de lista de espera", "completed"),
      ("Promover al cancelar una reserva", "completed"), ("Tests con mocha", "completed")]
p1 = ("Añade lista de espera a las clases del gimnasio: cuando una clase está llena, la reserva entra en la lista de "
      "espera y se promueve automáticamente si alguien cancela. Ojo, producción corre con Node 18, así que nada de APIs "
      "más nuevas.")
p3 = ("Espera, ya migramos producción a Node 22 la semana pasada. Usa Node 22 en local también (nvm use 22) y actualiza "
      "el .nvmrc.")
p4 = "Para los avisos por correo al promover a alguien, la contraseña del SMTP es %s; ponla en el .env, que está en el .gitignore." % smtp
events = q.start() + [q.prompt(p1)] + \
    q.sh("nvm use 18", "Now using node v18.20.4 (npm v10.7.0)", description="Switch to Node 18") + \
    q.read("package.json") + q.read("src/routes/reservas.js") + q.read("src/services/reservas.js") + \
    q.read("test/reservas.test.js") + [
    q.stop("He revisado las rutas y el servicio de reservas. Propongo una tabla lista_espera con una migración de knex. ¿La creo?", 14420),
    q.prompt("vale")] + \
    q.todos(t1) + \
    q.sh("npx knex migrate:make add_lista_espera", "Using environment: development\nCreated Migration: "
         "/home/dev/gimnasio-api/" + MIGJ, description="Create the knex migration") + \
    q.edit(MIGJ, "exports.up = function(knex) {\n\n};",
           "exports.up = function(knex) {\n  return knex.schema.createTable('lista_espera', (t) => {\n    "
           "t.increments('id');\n    t.integer('clase_id').notNullable().references('clases.id');\n    "
           "t.integer('socio_id').notNullable();\n    t.timestamp('creado_en').defaultTo(knex.fn.now());\n  });\n};") + \
    q.sh("mkdir -p tmp && node scripts/exportar-clases.js --llenas > tmp/seed-clases.json", "",
         description="Export full classes as test data") + \
    q.read("tmp/seed-clases.json", '[{"id": 14, "nombre": "Spinning 19:00", "aforo": 20, "reservas": 20}]') + \
    q.write("src/services/listaEspera.js", "const db = require('../db');\n\nasync function encolar(claseId, socioId) {}\n"
            "async function promoverSiguiente(claseId) {}\n\nmodule.exports = { encolar, promoverSiguiente };\n") + \
    q.edit("src/routes/reservas.js", "if (clase.reservas >= clase.aforo) {\n    return res.status(409)",
           "if (clase.reservas >= clase.aforo) {\n    await listaEspera.encolar(clase.id, req.user.id);\n    return "
           "res.status(202)") + \
    q.write("test/listaEspera.test.js", "const assert = require('node:assert');\n\ndescribe('Lista de espera', () => {"
            "});\n") + [
    q.stop("Migración, servicio y ruta listos; faltan los tests de promoción.", 22187),
    q.prompt(p3)] + \
    q.sh("nvm use 22", "Now using node v22.12.0 (npm v10.9.0)", description="Switch to Node 22") + \
    q.edit(".nvmrc", "18", "22") + \
    q.edit("package.json", '"node": ">=18 <19"', '"node": ">=22"') + \
    q.sh("npx knex migrate:latest", "Using environment: development\nBatch 4 run: 1 migrations",
         description="Apply the migration") + \
    q.edit("src/services/reservas.js", "async function cancelar(reservaId) {\n  await db('reservas').where({ id: "
           "reservaId }).del();", "async function cancelar(reservaId) {\n  const { clase_id } = await db('reservas')"
           ".where({ id: reservaId }).first();\n  await db('reservas').where({ id: reservaId }).del();\n  await "
           "listaEspera.promoverSiguiente(clase_id);") + \
    q.sh("npx mocha test/listaEspera.test.js 2>&1 | head -40", mocha_head, description="Run the waiting-list tests") + [
    q.stop("Con Node 22 y la migración aplicada, falla «promueve al primero de la lista al cancelar»: la reserva "
           "promovida queda en_espera.", 30911),
    q.prompt("sigue")] + q.compact(
        "<state_snapshot>\n<overall_goal>Lista de espera para clases llenas con promoción automática al cancelar.</"
        "overall_goal>\n<key_knowledge>Node 22 (.nvmrc). Migración knex de lista_espera aplicada. "
        "src/services/listaEspera.js, src/services/reservas.js, test/listaEspera.test.js.</key_knowledge>\n"
        "<current_plan>Corregir el estado de la reserva promovida y volver a pasar mocha.</current_plan>\n"
        "</state_snapshot>") + \
    q.edit("src/services/listaEspera.js", "async function promoverSiguiente(claseId) {}",
           "async function promoverSiguiente(claseId) {\n  let siguiente = await db('lista_espera').where({ clase_id: "
           "claseId }).orderBy('creado_en').first();\n  if (!siguiente) return null;\n  await db('reservas').insert({ "
           "clase_id: claseId, socio_id: siguiente.socio_id, estado: 'confirmada' });\n  await db('lista_espera').where("
           "{ id: siguiente.id }).del();\n  return siguiente;\n}") + \
    q.sh("npx mocha test/listaEspera.test.js", "\n\n  Lista de espera\n    ✔ añade a la lista cuando la clase está "
         "llena\n    ✔ no duplica una reserva existente\n    ✔ promueve al primero de la lista al cancelar\n    ✔ respeta "
         "el orden de llegada\n\n\n  4 passing (52ms)\n", description="Run the waiting-list tests") + \
    q.sh("rm -rf tmp/", "", description="Remove the exported test data") + \
    q.todos(t3, dict(t1)) + [
    q.stop("Tests en verde (4 passing). Borré tmp/.", 33478),
    q.prompt(p4)] + \
    q.sh("printf 'SMTP_PASS=%%s\\n' '%s' >> .env" % smtp, "", description="Store the SMTP password in .env") + \
    q.edit("src/mailer.js", "auth: { user: process.env.SMTP_USER }",
           "auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS }") + \
    q.edit("src/services/listaEspera.js", "  return siguiente;\n}", "  await mailer.avisarPromocion(siguiente.socio_id, "
           "claseId);\n  return siguiente;\n}") + \
    q.sh("npm run lint", lint_out, 1, "Lint") + [
    q.stop("Contraseña guardada en .env. El lint falla con prefer-const en listaEspera.js.", 35902),
    q.prompt("Arregla el lint y sube la rama a origin.")] + \
    q.read("src/services/listaEspera.js") + [
    q.stop("Reviso la línea 31 de listaEspera.js.", 36640),
]
session("qwen-es-node-mocha", "Qwen Code, Spanish Node/Express: nvm 18 then \"Espera, ya migramos producción a "
        "Node 22\", knex migrate:make after \"vale\", a seed written by redirection and removed with rm -rf, a mocha "
        "failure behind `| head`, one compaction, an SMTP password in prose, an open eslint error.", "qwen", R,
        q.common(), q.finish(events), facts, stale)


# =============================================================================================
# 8. gemini-en-ruby-rrule — Gemini CLI, English, Ruby gem, minitest, rbenv, /compress
# =============================================================================================
# Story: an iCal parser gem. Weekly RRULE support, "FREQ=WEEKLY with BYDAY and COUNT", keeping
# IcalLite.parse unchanged. `rbenv local 3.3.6`; a grep for RRULE in lib/ finds nothing (Exit
# Code 1). A fixture is written with a heredoc redirection. "Hmm, on second thought": only
# UNTIL for now. `bundle exec rake test 2>&1 | tee tmp/test.log` shows
# test_weekly_until_is_inclusive failing (pipe, no exit code); fixed. "yes" to removing the
# legacy fixture (git rm). /compress. The user pastes a RubyGems API key and says not to
# publish today. A DST test errors with TZInfo::AmbiguousTime (Exit Code 1, open). Last request:
# do the expansion in UTC.
facts = ["Keep the public API of IcalLite.parse unchanged", "only support UNTIL for now", "lib/ical_lite/rrule.rb",
         "test/fixtures/weekly.ics", "test_byday_across_dst", "doing the expansion in UTC",
         "publish anything today"]
stale = ["FREQ=WEEKLY with BYDAY and COUNT", r'path="test/fixtures/legacy_recurring\.ics"',
         r"rubygems_5e0c7a91d4b83f26ae17c9d05b6f4e82a3c1d7e94b20f6a8",
         r"<error[^>]*>[^<]*test_weekly_until_is_inclusive", r'<error cmd="grep']

R = "/home/dev/ical_lite"
g = Gemini(R, uid4("heldout-gemini-en-ruby-rrule"), "2026-12-06T16:20:03")
gemkey = "rubygems_5e0c7a91d4b83f26ae17c9d05b6f4e82a3c1d7e94b20f6a8"
tee_fail = """Run options: --seed 22741

# Running:

...........F...............

Finished in 0.052114s, 518.0950 runs/s, 1170.5073 assertions/s.

  1) Failure:
RRuleTest#test_weekly_until_is_inclusive [test/rrule_test.rb:31]:
Expected: 4
  Actual: 3

27 runs, 61 assertions, 1 failures, 0 errors, 0 skips
rake aborted!
Command failed with status (1): [ruby -w -I"lib:test" /home/dev/ical_lite/vendor/bundle/ruby/3.3.0/gems/rake-13.2.1/lib/rake/rake_test_loader.rb "test/event_test.rb" "test/parser_test.rb" "test/rrule_test.rb" ]

Tasks: TOP => test
(See full trace by running task with --trace)"""
dst_err = """Run options: --seed 48213

# Running:

....E..

Finished in 0.041873s, 167.1720 runs/s, 358.2261 assertions/s.

  1) Error:
RRuleTest#test_byday_across_dst:
TZInfo::AmbiguousTime: 2026-11-01 01:30:00 is an ambiguous local time.
    /home/dev/ical_lite/vendor/bundle/ruby/3.3.0/gems/tzinfo-2.0.6/lib/tzinfo/timezone.rb:1289:in `raise_ambiguous_time'
    /home/dev/ical_lite/vendor/bundle/ruby/3.3.0/gems/tzinfo-2.0.6/lib/tzinfo/timezone.rb:552:in `period_for_local'
    lib/ical_lite/rrule.rb:58:in `block in expand'
    lib/ical_lite/rrule.rb:51:in `each'
    lib/ical_lite/rrule.rb:51:in `expand'
    test/rrule_test.rb:64:in `test_byday_across_dst'

7 runs, 15 assertions, 0 failures, 1 errors, 0 skips
rake aborted!
Command failed with status (1): [ruby -w -I"lib:test" /home/dev/ical_lite/vendor/bundle/ruby/3.3.0/gems/rake-13.2.1/lib/rake/rake_test_loader.rb "test/rrule_test.rb" ]

Tasks: TOP => test
(See full trace by running task with --trace)"""
weekly = ("BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:standup@example.com\nDTSTART;TZID=Europe/Berlin:20261201T093000\n"
          "RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261215T235959Z\nSUMMARY:Standup\nEND:VEVENT\nEND:VCALENDAR")
p1 = ("Add RRULE support to the parser for weekly recurring events: FREQ=WEEKLY with BYDAY and COUNT. Keep the public "
      "API of IcalLite.parse unchanged; callers only get an extra occurrences method on Event.")
p2 = "Hmm, on second thought, leave COUNT out: only support UNTIL for now, COUNT goes in a follow-up PR."
p3 = "yes"
p4 = ("If you need to push a prerelease later, my RubyGems API key is %s. But don't publish anything today. Next: make "
      "BYDAY work across the DST change in November, with a test in America/New_York." % gemkey)
p5 = "Fix the DST test by doing the expansion in UTC and converting back to the event's TZID at the end."
events = [["SessionStart", {"source": "startup"}], g.prompt(p1)] + \
    g.todos([("Parse RRULE into IcalLite::RRule", "in_progress"), ("Event#occurrences", "pending"),
             ("Tests and fixtures", "pending")]) + \
    g.sh("rbenv local 3.3.6 && ruby -v", "ruby 3.3.6 (2024-11-05 revision 75015d4c1f) [x86_64-linux]", 0,
         "Use the project's Ruby") + \
    g.read("lib/ical_lite.rb", "module IcalLite\n  def self.parse(source) ... end\nend\n") + \
    g.read("lib/ical_lite/parser.rb", "...") + g.read("lib/ical_lite/event.rb", "...") + \
    g.read("test/parser_test.rb", "...") + g.read("test/fixtures/legacy_recurring.ics", "BEGIN:VCALENDAR\n...") + \
    g.sh('grep -rn "RRULE" lib/', "", 1, "Look for existing RRULE handling") + \
    g.write("lib/ical_lite/rrule.rb", "module IcalLite\n  class RRule\n    def self.parse(value) ... end\n    def "
            "expand(dtstart) ... end\n  end\nend\n") + \
    g.replace("lib/ical_lite/event.rb", "Add occurrences.", "    attr_reader :rrule",
              "    attr_reader :rrule\n\n    def occurrences\n      rrule ? rrule.expand(dtstart) : [dtstart]\n    end") + \
    g.replace("lib/ical_lite/parser.rb", "Parse the RRULE property.", "when \"DTSTART\"",
              "when \"RRULE\"\n        event.rrule = RRule.parse(value)\n      when \"DTSTART\"") + \
    g.sh("cat > test/fixtures/weekly.ics <<'EOF'\n%s\nEOF" % weekly, "", 0, "Write the weekly fixture") + \
    g.write("test/rrule_test.rb", "require \"test_helper\"\n\nclass RRuleTest < Minitest::Test\n  def "
            "test_weekly_byday\n  end\nend\n") + \
    g.sh("bundle exec rake test", "27 runs, 60 assertions, 0 failures, 0 errors, 0 skips", 0, "Run the tests") + \
    g.after_agent(p1, "Added IcalLite::RRule (weekly, BYDAY, COUNT, UNTIL), Event#occurrences and a weekly fixture; "
                  "all 27 tests pass.") + [g.prompt(p2)] + \
    g.replace("lib/ical_lite/rrule.rb", "Drop COUNT.", "      @count = parts[\"COUNT\"]&.to_i\n", "") + \
    g.replace("test/rrule_test.rb", "Test UNTIL.", "  def test_weekly_byday\n",
              "  def test_weekly_until_is_inclusive\n    assert_equal 4, event.occurrences.size\n  end\n\n  def "
              "test_weekly_byday\n") + \
    g.sh("bundle exec rake test 2>&1 | tee tmp/test.log", tee_fail, 0, "Run the tests and keep a log") + \
    g.replace("lib/ical_lite/rrule.rb", "UNTIL is inclusive.", "break if time >= @until", "break if time > @until") + \
    g.sh("bundle exec rake test", "27 runs, 61 assertions, 0 failures, 0 errors, 0 skips", 0, "Run the tests") + \
    g.after_agent(p2, "COUNT removed; UNTIL is now inclusive and the tests pass. The old legacy_recurring.ics fixture "
                  "only tested the previous ad-hoc recurrence hack. Shall I remove it and its test?") + \
    [g.prompt(p3)] + \
    g.sh("git rm test/fixtures/legacy_recurring.ics", "rm 'test/fixtures/legacy_recurring.ics'", 0,
         "Remove the legacy fixture") + \
    g.replace("test/parser_test.rb", "Drop the legacy recurrence test.",
              "  def test_legacy_recurrence\n    skip \"replaced by RRULE\"\n  end\n", "") + \
    g.sh("bundle exec rake test", "26 runs, 59 assertions, 0 failures, 0 errors, 0 skips", 0, "Run the tests") + \
    g.todos([("Parse RRULE into IcalLite::RRule", "completed"), ("Event#occurrences", "completed"),
             ("Tests and fixtures", "completed")]) + \
    g.after_agent(p3, "Removed the legacy fixture and its test; 26 tests pass.") + \
    g.compress_manual() + [g.prompt(p4)] + \
    g.replace("test/rrule_test.rb", "Add a DST test.", "  def test_weekly_byday\n",
              "  def test_byday_across_dst\n    # America/New_York, 2026-11-01 01:30 happens twice\n  end\n\n  def "
              "test_weekly_byday\n") + \
    g.sh("bundle exec rake test TEST=test/rrule_test.rb", dst_err, 1, "Run the RRULE tests") + \
    g.after_agent(p4, "Understood, nothing will be published. The new DST test errors: TZInfo::AmbiguousTime at "
                  "2026-11-01 01:30 in America/New_York, raised while expanding in local time.") + [g.prompt(p5)] + \
    g.read("lib/ical_lite/rrule.rb", "...") + \
    g.after_agent(p5, "Reading RRule#expand before switching it to UTC.")
session("gemini-en-ruby-rrule", "Gemini CLI, English Ruby gem: rbenv, an empty grep (Exit Code 1), a heredoc fixture, "
        "a \"Hmm, on second thought\" correction dropping COUNT, a minitest failure behind `| tee`, \"yes\" to a git rm, "
        "/compress, a RubyGems key in prose, an open TZInfo error.", "gemini", R, g.common(), g.finish(events), facts,
        stale)


# =============================================================================================
# 9. codex-zh-rust-metrics — Codex CLI, Chinese, Rust/axum, cargo, two compactions
# =============================================================================================
# Story: a /metrics endpoint for an axum service, first with "自己实现一个简单的直方图" (no new
# dependency): src/metrics/{mod,histogram}.rs by patch. An rg for prometheus finds nothing.
# Constraint: only on the internal port 9100. "算了": use metrics + metrics-exporter-prometheus;
# `rm -rf src/metrics`, "好的" to the versions, `cargo add ...`. src/telemetry.rs and
# tests/metrics.rs added. `cargo test 2>&1 | tail -20` shows
# metrics_endpoint_returns_prometheus_text failing; mid-turn compaction; fixed; then
# histogram_buckets_are_configured panics with FailedToSetGlobalRecorder (open). The user
# types a Grafana Cloud token in prose ("记一下就行"). Compaction before the next prompt. Last
# request: initialise the recorder in a OnceLock.
facts = ["直接用 metrics 和 metrics-exporter-prometheus", "只在内部端口 9100 上暴露",
         "cargo add metrics@0.24 metrics-exporter-prometheus@0.16", "src/telemetry.rs", "tests/metrics.rs",
         "FailedToSetGlobalRecorder", "放进 OnceLock 里", "feat/metrics"]
stale = ["自己实现一个简单的直方图", r'path="src/metrics/histogram\.rs"',
         r"glc_eyJvIjoiOTg3NjU0IiwibiI6InB1c2gtbWV0cmljcyIsImsiOiJxVzNyVDV5VTdpOSJ9",
         r"<error[^>]*>[^<]*metrics_endpoint_returns_prometheus_text"]

R = "/home/dev/shortlink"
x = Codex(R, uid7("heldout-codex-zh-rust-metrics", "019b1"), "2026/12/07", "13-05-52")
glc = "glc_eyJvIjoiOTg3NjU0IiwibiI6InB1c2gtbWV0cmljcyIsImsiOiJxVzNyVDV5VTdpOSJ9"
test_tail_1 = """     Running tests/metrics.rs (target/debug/deps/metrics-3c1f0e9a7b2d4f68)

running 2 tests
test histogram_buckets_are_configured ... ok
test metrics_endpoint_returns_prometheus_text ... FAILED

failures:

---- metrics_endpoint_returns_prometheus_text stdout ----

thread 'metrics_endpoint_returns_prometheus_text' panicked at tests/metrics.rs:38:5:
assertion failed: body.contains("http_requests_total")
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    metrics_endpoint_returns_prometheus_text

test result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s

error: test failed, to rerun pass `--test metrics`
"""
test_tail_2 = """     Running tests/metrics.rs (target/debug/deps/metrics-3c1f0e9a7b2d4f68)

running 2 tests
test metrics_endpoint_returns_prometheus_text ... ok
test histogram_buckets_are_configured ... FAILED

failures:

---- histogram_buckets_are_configured stdout ----

thread 'histogram_buckets_are_configured' panicked at src/telemetry.rs:21:10:
called `Result::unwrap()` on an `Err` value: FailedToSetGlobalRecorder(SetRecorderError { .. })
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    histogram_buckets_are_configured

test result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s

error: test failed, to rerun pass `--test metrics`
"""
reads = ["Cargo.toml", "src/main.rs", "src/routes.rs", "src/state.rs", "src/store/mod.rs", "src/store/postgres.rs",
         "src/config.rs", "tests/api.rs"]
p1 = ("给 axum 服务加一个 /metrics 接口，用 Prometheus 文本格式导出请求计数和延迟直方图。先不引入新依赖，"
      "自己实现一个简单的直方图。")
p2 = "另外，/metrics 只在内部端口 9100 上暴露，不要挂在对外的 8080 上。"
p3 = "算了，别自己造轮子了，直接用 metrics 和 metrics-exporter-prometheus，直方图的桶我们自己配。"
p5 = "Grafana Cloud 的推送令牌是 %s ，这次先不用配 remote_write，记一下就行。" % glc
p6 = "把 recorder 的初始化放进 OnceLock 里，保证测试里只装一次。"
events = [["SessionStart", {"source": "startup"}],
          x.prompt(p1),
          x.sh("git switch -c feat/metrics", "Switched to a new branch 'feat/metrics'\n"),
          x.sh("rg --files src tests", "src/main.rs\nsrc/routes.rs\nsrc/state.rs\nsrc/store/mod.rs\nsrc/store/postgres.rs\n"
               "src/config.rs\ntests/api.rs\n")] + [
          x.sh("sed -n '1,200p' %s" % path, "// %s\n...\n" % path) for path in reads] + [
          x.sh("rg -n 'prometheus|metrics' src/ Cargo.toml", ""),
          x.patch("*** Add File: src/metrics/mod.rs\n+mod histogram;\n+pub use histogram::Histogram;\n"
                  "*** Add File: src/metrics/histogram.rs\n+pub struct Histogram {\n+    bounds: Vec<f64>,\n+    counts: "
                  "Vec<AtomicU64>,\n+}\n*** Update File: src/main.rs\n@@\n+mod metrics;\n",
                  [("A", "src/metrics/mod.rs"), ("A", "src/metrics/histogram.rs"), ("M", "src/main.rs")]),
          x.patch("*** Update File: src/routes.rs\n@@\n+        .route(\"/metrics\", get(metrics_handler))\n",
                  [("M", "src/routes.rs")]),
          x.sh("cargo build", "   Compiling shortlink v0.7.2 (/home/dev/shortlink)\n    Finished `dev` profile "
               "[unoptimized + debuginfo] target(s) in 6.18s\n"),
          x.stop("加了 src/metrics（计数器和直方图），/metrics 挂在路由上，编译通过。"),
          x.prompt(p2),
          x.patch("*** Update File: src/routes.rs\n@@\n-        .route(\"/metrics\", get(metrics_handler))\n"
                  "*** Update File: src/main.rs\n@@\n+    let admin = TcpListener::bind((\"0.0.0.0\", 9100)).await?;\n"
                  "+    tokio::spawn(axum::serve(admin, admin_router()).into_future());\n",
                  [("M", "src/routes.rs"), ("M", "src/main.rs")]),
          x.stop("/metrics 改到内部端口 9100 的独立 listener 上，8080 的路由里去掉了。"),
          x.prompt(p3),
          x.sh("rm -rf src/metrics", ""),
          x.stop("已删除 src/metrics。打算用 metrics 0.24 和 metrics-exporter-prometheus 0.16，可以吗？"),
          x.prompt("好的"),
          x.sh("cargo add metrics@0.24 metrics-exporter-prometheus@0.16", "    Updating crates.io index\n      Adding "
               "metrics v0.24.1 to dependencies\n      Adding metrics-exporter-prometheus v0.16.0 to dependencies\n"
               "             Features:\n             + http-listener\n             + push-gateway\n"),
          x.patch("*** Add File: src/telemetry.rs\n+use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, "
                  "PrometheusHandle};\n+\n+pub fn install() -> PrometheusHandle {\n+    PrometheusBuilder::new()\n"
                  "+        .set_buckets_for_metric(Matcher::Full(\"http_request_duration_seconds\".into()), &[0.005, 0.01, "
                  "0.05, 0.1, 0.5, 1.0])\n+        .unwrap()\n+        .install_recorder()\n+        .unwrap()\n+}\n"
                  "*** Update File: src/main.rs\n@@\n-mod metrics;\n+mod telemetry;\n",
                  [("A", "src/telemetry.rs"), ("M", "src/main.rs")]),
          x.patch("*** Add File: tests/metrics.rs\n+#[tokio::test]\n+async fn metrics_endpoint_returns_prometheus_text() "
                  "{}\n+\n+#[test]\n+fn histogram_buckets_are_configured() {}\n", [("A", "tests/metrics.rs")]),
          x.sh("cargo test 2>&1 | tail -20", test_tail_1),
          ] + x.compact() + [
          x.sh("rg -n 'track_metrics' src/", "src/telemetry.rs:30:pub async fn track_metrics(req: Request, next: Next) "
               "-> Response {\n"),
          x.patch("*** Update File: src/routes.rs\n@@\n         .route(\"/:code\", get(resolve))\n+        .layer("
                  "middleware::from_fn(telemetry::track_metrics))\n", [("M", "src/routes.rs")]),
          x.sh("cargo test 2>&1 | tail -20", test_tail_2),
          x.stop("中间件接上以后 metrics_endpoint_returns_prometheus_text 通过了；histogram_buckets_are_configured 失败："
                 "同一进程里第二次 install_recorder 返回 FailedToSetGlobalRecorder。"),
          x.prompt(p5),
          x.stop("好的，这次不配置 remote_write，也不会把令牌写进仓库。"),
          ] + x.compact() + [
          x.prompt(p6),
          x.sh("sed -n '1,60p' src/telemetry.rs", "use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, "
               "PrometheusHandle};\n\npub fn install() -> PrometheusHandle {\n"),
          x.stop("准备用 std::sync::OnceLock 包住 install()。"),
          ]
session("codex-zh-rust-metrics", "Codex CLI, Chinese Rust/axum: a hand-made histogram dropped (\"算了\", rm -rf of "
        "a folder) for metrics-exporter-prometheus after \"好的\", an internal-port constraint, an empty rg, failures "
        "behind `| tail -20` without exit codes, a mid-turn and a pre-turn compaction, a Grafana token in prose.",
        "codex", R, x.common(), x.finish(events), facts, stale)


# =============================================================================================
# 10. pt-go-thumbnails — Claude Code, Portuguese (BR), Go + AWS SAM, AWS profile, two compactions
# =============================================================================================
# Story: a Go worker making thumbnails of images uploaded to an S3 bucket, AWS profile
# fotos-dev (`export AWS_PROFILE=fotos-dev`, an expired SSO token, `aws sso login`). First
# "Pode usar a imaging do disintegration" (`go get`), then "Espera": only the standard library
# plus golang.org/x/image/draw (`go mod tidy`; an rg for disintegration finds nothing).
# `go test ./... 2>&1 | tail -20` shows TestThumbnailKeepsAspectRatio failing. Compaction 1.
# "ok" to renaming cmd/resize to cmd/thumbworker (git mv); the test is fixed. The user types a
# dev AWS secret key in prose (not needed, SSO works). `sam build && sam deploy --config-env
# dev`, commit. Compaction 2. golangci-lint reports an errcheck issue (open). Last request:
# handle the Close error, run the linter again; production only after the user approves.
facts = ["só a biblioteca padrão mais golang.org/x/image/draw", "export AWS_PROFILE=fotos-dev",
         "cmd/thumbworker/main.go", "internal/thumb/thumb.go", "sam deploy --config-env dev",
         "is not checked (errcheck)", "Produção só depois que eu aprovar", "Trata o erro do Close"]
stale = ["imaging do disintegration", r'path="cmd/resize/main\.go"', r"q9V2r\+Xb7LmN4tPz8KcW1yHs6DfJ3gQe5UoA0iTn",
         r"<error[^>]*>[^<]*TestThumbnailKeepsAspectRatio"]

R = "/home/dev/fotos"
c = Claude(R, uid4("heldout-pt-go-thumbnails"))
secret = "q9V2r+Xb7LmN4tPz8KcW1yHs6DfJ3gQe5UoA0iTn"
go_tail = """ok  	github.com/acme/fotos/internal/storage	0.012s
--- FAIL: TestThumbnailKeepsAspectRatio (0.02s)
    thumb_test.go:33: tamanho = 320x320, esperado 320x180
--- FAIL: TestThumbnailKeepsAspectRatio/retrato (0.00s)
    thumb_test.go:33: tamanho = 320x320, esperado 180x320
FAIL
FAIL	github.com/acme/fotos/internal/thumb	0.031s
ok  	github.com/acme/fotos/internal/worker	0.044s
FAIL"""
lint_out = """internal/worker/worker.go:64:17: Error return value of `obj.Body.Close` is not checked (errcheck)
	defer obj.Body.Close()
	                    ^
1 issues:
* errcheck: 1"""
sam_out = """Build Succeeded

Built Artifacts  : .aws-sam/build
Built Template   : .aws-sam/build/template.yaml

		Managed S3 bucket: aws-sam-cli-managed-default-samclisourcebucket-1x9k2m4q7w3e
		A different default S3 bucket can be set in samconfig.toml

	Deploying with following values
	===============================
	Stack name                   : fotos-thumbworker-dev
	Region                       : us-east-1
	Confirm changeset            : False

CloudFormation events from stack operations (refresh every 5.0 seconds)
-------------------------------------------------------------------------------------------------
ResourceStatus                   ResourceType                     LogicalResourceId
-------------------------------------------------------------------------------------------------
UPDATE_COMPLETE                  AWS::Lambda::Function            ThumbWorkerFunction
UPDATE_COMPLETE                  AWS::CloudFormation::Stack       fotos-thumbworker-dev
-------------------------------------------------------------------------------------------------

Successfully created/updated stack - fotos-thumbworker-dev in us-east-1"""
p1 = ("Quero um worker em Go que gere miniaturas das imagens que chegam no bucket S3 de uploads (fotos-uploads-dev). "
      "Pode usar a imaging do disintegration pra redimensionar. O perfil da AWS é fotos-dev.")
p2 = "Espera, não quero dependência externa pra imagem: só a biblioteca padrão mais golang.org/x/image/draw."
p4 = ("Se o SSO der problema de novo, usa a access key de dev AKIAQX7EXAMPLEFOTOS2 com o secret %s, mas só se "
      "precisar." % secret)
p6 = "Trata o erro do Close e roda o golangci-lint de novo. Produção só depois que eu aprovar."
events = c.start() + [
    c.prompt(p1),
    c.bash("git switch -c feat/thumbworker", "Switched to a new branch 'feat/thumbworker'", "Create a branch"),
    c.bash_fail("export AWS_PROFILE=fotos-dev && aws sts get-caller-identity",
                "\nError when retrieving token from sso: Token has expired and refresh failed", 255),
    c.bash("aws sso login --profile fotos-dev", "Attempting to automatically open the SSO authorization page in your "
           "default browser.\n\nSuccessfully logged into Start URL: https://acme.awsapps.com/start", "Log in with SSO"),
    c.bash("export AWS_PROFILE=fotos-dev && aws s3 ls s3://fotos-uploads-dev/ | head -5",
           "2026-12-07 18:02:11     482113 2026/12/07/IMG_4821.jpg\n2026-12-07 18:02:13    1203344 2026/12/07/IMG_4822.jpg",
           "List the uploads bucket"),
    c.read("go.mod", 21), c.read("cmd/resize/main.go", 48), c.read("internal/storage/s3.go", 96),
    c.read("template.yaml", 64), c.read("samconfig.toml", 22), c.read("Makefile", 31),
    c.read_repeat("internal/storage/s3_{i}_test.go", 10, 52),
    c.grep("GetObject", "internal", ["internal/storage/s3.go", "internal/worker/worker.go"]),
    c.read("internal/worker/worker.go", 102),
    c.bash("go get github.com/disintegration/imaging@v1.6.2", "go: downloading github.com/disintegration/imaging v1.6.2\n"
           "go: added github.com/disintegration/imaging v1.6.2\ngo: added golang.org/x/image v0.0.0-20191009234506-"
           "e7c1f5e7dbb8", "Add the imaging library"),
    c.bash("mkdir -p internal/thumb && touch internal/thumb/doc.go", "", "Create the thumb package"),
    c.write("internal/thumb/thumb.go", "package thumb\n\nimport \"github.com/disintegration/imaging\"\n\nfunc Make(src "
            "image.Image, max int) image.Image {\n\treturn imaging.Fit(src, max, max, imaging.Lanczos)\n}\n"),
    c.stop("Pacote internal/thumb criado com imaging.Fit."),
    c.prompt(p2),
    c.write("internal/thumb/thumb.go", "package thumb\n\nimport \"golang.org/x/image/draw\"\n\nfunc Make(src image.Image, "
            "max int) image.Image {\n\tdst := image.NewRGBA(image.Rect(0, 0, max, max))\n\tdraw.CatmullRom.Scale(dst, "
            "dst.Bounds(), src, src.Bounds(), draw.Over, nil)\n\treturn dst\n}\n", "update"),
    c.bash("go get golang.org/x/image@v0.23.0 && go mod tidy", "go: upgraded golang.org/x/image v0.0.0-20191009234506-"
           "e7c1f5e7dbb8 => v0.23.0\ngo: removed github.com/disintegration/imaging v1.6.2", "Tidy the modules"),
    c.nomatch('rg -n "disintegration" --glob "*.go" .', "Check that nothing imports imaging any more"),
    c.write("internal/thumb/thumb_test.go", "package thumb\n\nfunc TestThumbnailKeepsAspectRatio(t *testing.T) {}\n"),
    c.bash("go test ./... 2>&1 | tail -20", go_tail, "Run the tests"),
    c.stop("Só stdlib + x/image/draw agora. TestThumbnailKeepsAspectRatio falha: a miniatura sai quadrada. Aproveito e "
           "renomeio cmd/resize para cmd/thumbworker?"),
] + c.compact("<summary>\n1. Primary Request and Intent: a Go worker making thumbnails of images uploaded to "
              "s3://fotos-uploads-dev, AWS profile fotos-dev; only the standard library plus golang.org/x/image/draw.\n"
              "2. Files: internal/thumb/thumb.go, internal/thumb/thumb_test.go, internal/worker/worker.go, go.mod.\n"
              "3. Errors: the aspect-ratio test fails (square output).\n</summary>") + [
    c.prompt("ok"),
    c.bash("git mv cmd/resize cmd/thumbworker", "", "Rename the command"),
    c.edit("cmd/thumbworker/main.go", "log.Println(\"resize: starting\")", "log.Println(\"thumbworker: starting\")"),
    c.edit("template.yaml", "CodeUri: cmd/resize/", "CodeUri: cmd/thumbworker/"),
    c.edit("Makefile", "build-ResizeFunction:", "build-ThumbWorkerFunction:"),
    c.edit("internal/thumb/thumb.go", "dst := image.NewRGBA(image.Rect(0, 0, max, max))",
           "w, h := fit(src.Bounds().Dx(), src.Bounds().Dy(), max)\n\tdst := image.NewRGBA(image.Rect(0, 0, w, h))"),
    c.bash("go test ./...", "ok  \tgithub.com/acme/fotos/internal/storage\t0.011s\nok  \tgithub.com/acme/fotos/internal/"
           "thumb\t0.029s\nok  \tgithub.com/acme/fotos/internal/worker\t0.041s", "Run the tests"),
    c.stop("Renomeado para cmd/thumbworker; a proporção é mantida e os testes passam."),
    c.prompt(p4),
    c.stop("Anotado. O login SSO está funcionando, então não vou usar a chave."),
    c.prompt("Faz o deploy em dev com o SAM."),
    c.bash("export AWS_PROFILE=fotos-dev && sam build && sam deploy --config-env dev", sam_out, "Deploy to dev"),
    c.commit("worker de miniaturas (stdlib + x/image/draw)", "9e4d1b3", "feat/thumbworker", 9),
    c.stop("Deploy em dev feito (fotos-thumbworker-dev) e commit criado."),
] + c.compact("<summary>\n1. Primary Request and Intent: thumbnail worker in Go for the uploads bucket, stdlib plus "
              "golang.org/x/image/draw, deployed with SAM to dev.\n2. Files: cmd/thumbworker/main.go, "
              "internal/thumb/thumb.go, internal/thumb/thumb_test.go, template.yaml, Makefile.\n3. Current Work: lint "
              "before a production deploy.\n</summary>") + [
    c.bash_fail("golangci-lint run ./...", lint_out),
    c.stop("golangci-lint aponta um errcheck em worker.go:64 (Close do Body sem checar erro)."),
    c.prompt(p6),
    c.read("internal/worker/worker.go", 104),
    c.stop("Vou tratar o erro do Close em worker.go."),
]
session("pt-go-thumbnails", "Brazilian Portuguese Go + AWS SAM session: an AWS profile switch with an expired SSO "
        "token, an \"Espera\" correction dropping a library (go mod tidy), an empty rg, a failure behind `| tail`, "
        "\"ok\" to a git mv of a folder, a secret key in prose, a SAM deploy, two compactions, an open lint error.",
        "claude-code", R, c.common(), c.finish(events), facts, stale)


if __name__ == "__main__":
    for name, agent, top, total, nfacts, nstale in WRITTEN:
        print("%-28s %-12s events=%3d (expanded %3d) facts=%d stale=%d" % (name, agent, top, total, nfacts, nstale))
