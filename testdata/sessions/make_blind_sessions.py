"""Writes the blind scripted sessions of testdata/sessions/ (see BLIND.md).

Written by a helper who had not read ctxmode.py or test_ctxmode.py: each session's story,
facts and stale patterns come first (from the story and the fact format alone, before
anything ran), then the payloads, shaped like the recordings of the real clients in
testdata/*-recorded. Deterministic, stdlib only: `python3 make_blind_sessions.py`."""
import datetime
import hashlib
import json
import os

OUT = os.path.dirname(os.path.abspath(__file__))
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


def uid7(seed):
    """A UUIDv7-looking id, as Codex uses for threads and turns."""
    h = _hex(seed)
    return "019ad%s-%s-7%s-8%s-%s" % (h[:3], h[3:7], h[8:11], h[11:14], h[14:26])


class Clock:
    def __init__(self, start):
        self.now = datetime.datetime.strptime(start, "%Y-%m-%dT%H:%M:%S")
        self.tick = 0

    def stamp(self, seconds=3):
        self.tick += 1
        self.now += datetime.timedelta(seconds=seconds, milliseconds=137 * (self.tick % 7))
        return self.now.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (self.now.microsecond // 1000)


def ev_name(event):
    return (event["event"] if isinstance(event, dict) else event)[0]


def expanded_count(events):
    return sum(e["repeat"] if isinstance(e, dict) else 1 for e in events)


def session(name, description, agent, root, common, events, facts, stale):
    assert 4 <= len(facts) <= 8, name
    count = expanded_count(events)
    assert 20 <= count <= 150, (name, count)
    doc = {"name": name, "description": description, "agent": agent, "project": root, "common": common,
           "events": events, "facts": facts, "stale": stale}
    with open(os.path.join(OUT, name + ".json"), "w", encoding="utf-8") as handle:
        json.dump(doc, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    WRITTEN.append((name, agent, len(events), count, len(facts), len(stale)))


# ---------------------------------------------------------------------------------------------
# Claude Code payloads (shapes of testdata/claude-code-recorded and testdata/claude-code)
# ---------------------------------------------------------------------------------------------

class Claude:
    """Builds Claude Code events for one project; tool ids are stable and unique."""

    SILENT = ("mv ", "git mv ", "rm ", "mkdir ", "touch ", "cp ", "git checkout -- ", "echo ")

    def __init__(self, root, sid, model="claude-sonnet-4-5"):
        self.root, self.sid, self.model, self.n = root, sid, model, 0

    def common(self):
        slug = self.root.replace("/", "-")
        return {"session_id": self.sid,
                "transcript_path": "/home/dev/.claude/projects/%s/%s.jsonl" % (slug, self.sid),
                "cwd": self.root}

    def tid(self, suffix=""):
        self.n += 1
        return "toolu_01" + _hex("%s-%d" % (self.sid, self.n))[:22] + suffix

    def p(self, rel):
        return rel if rel.startswith("/") else self.root + "/" + rel

    def start(self, claude_md=True):
        events = [["SessionStart", {"source": "startup", "model": self.model}]]
        if claude_md:
            events.append(["InstructionsLoaded", {"file_path": self.root + "/CLAUDE.md", "memory_type": "Project",
                                                  "load_reason": "session_start"}])
        return events

    def resume(self, claude_md=True):
        events = [["SessionStart", {"source": "resume", "seconds_since_last_response": 5412,
                                    "context_tokens": 48211, "prompt_cache_likely_expired": True,
                                    "estimated_cache_write_usd": 0.1808}]]
        if claude_md:
            events.append(["InstructionsLoaded", {"file_path": self.root + "/CLAUDE.md", "memory_type": "Project",
                                                  "load_reason": "session_start"}])
        return events

    def prompt(self, text):
        return ["UserPromptSubmit", {"prompt": text}]

    def read(self, rel, lines=60, content="..."):
        path = self.p(rel)
        return ["PostToolUse", {"tool_name": "Read", "tool_input": {"file_path": path},
                                "tool_response": {"type": "text", "file": {"filePath": path, "content": content,
                                                  "numLines": lines, "startLine": 1, "totalLines": lines}},
                                "tool_use_id": self.tid(), "duration_ms": 14}]

    def read_repeat(self, pattern, count, lines=40):
        """`pattern` holds {i}; one repeated Read (noise)."""
        path = self.p(pattern)
        return {"repeat": count, "event": ["PostToolUse", {
            "tool_name": "Read", "tool_input": {"file_path": path},
            "tool_response": {"type": "text", "file": {"filePath": path, "content": "...", "numLines": lines,
                                                       "startLine": 1, "totalLines": lines}},
            "tool_use_id": self.tid("{i}"), "duration_ms": 11}]}

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
                                "tool_use_id": self.tid(), "duration_ms": 9}]

    def write(self, rel, content="\n", kind="create"):
        path = self.p(rel)
        return ["PostToolUse", {"tool_name": "Write", "tool_input": {"file_path": path, "content": content},
                                "tool_response": {"type": kind, "filePath": path, "content": content,
                                                  "structuredPatch": [], "originalFile": None, "userModified": False},
                                "tool_use_id": self.tid(), "duration_ms": 17}]

    def grep(self, pattern, rel, found):
        return ["PostToolUse", {"tool_name": "Grep",
                                "tool_input": {"pattern": pattern, "path": self.p(rel), "output_mode": "files_with_matches"},
                                "tool_response": {"mode": "files_with_matches", "filenames": [self.p(f) for f in found],
                                                  "numFiles": len(found)},
                                "tool_use_id": self.tid(), "duration_ms": 41}]

    def glob_repeat(self, pattern, count):
        return {"repeat": count, "event": ["PostToolUse", {
            "tool_name": "Glob", "tool_input": {"pattern": pattern},
            "tool_response": {"filenames": [], "durationMs": 6, "numFiles": 0, "truncated": False},
            "tool_use_id": self.tid("{i}"), "duration_ms": 7}]}

    def bash(self, command, stdout="", description=None, git=None, interpretation=None):
        response = {"stdout": stdout, "stderr": "", "interrupted": False, "isImage": False,
                    "noOutputExpected": stdout == "" and command.startswith(self.SILENT)}
        if interpretation:
            response["returnCodeInterpretation"] = interpretation
        if git:
            response["gitOperation"] = git
        return ["PostToolUse", {"tool_name": "Bash",
                                "tool_input": {"command": command, "description": description or "Run " + command.split()[0]},
                                "tool_response": response, "tool_use_id": self.tid(), "duration_ms": 640}]

    def bash_fail(self, command, output, code=1, description=None):
        return ["PostToolUseFailure", {"tool_name": "Bash",
                                       "tool_input": {"command": command, "description": description or "Run " + command.split()[0]},
                                       "tool_use_id": self.tid(), "error": "Exit code %d\n%s" % (code, output),
                                       "is_interrupt": False, "duration_ms": 2310}]

    def commit(self, subject, sha, branch, files=3):
        return self.bash('git add -A && git commit -m "%s"' % subject,
                         "[%s %s] %s\n %d files changed, 48 insertions(+), 12 deletions(-)" % (branch, sha, subject, files),
                         "Commit the work", {"commit": {"sha": sha, "kind": "committed", "branch": branch}})

    def todos(self, items):
        todos = [{"content": text, "status": status, "activeForm": text} for text, status in items]
        return ["PostToolUse", {"tool_name": "TodoWrite", "tool_input": {"todos": todos},
                                "tool_response": {"oldTodos": [], "newTodos": todos},
                                "tool_use_id": self.tid(), "duration_ms": 2}]

    def mcp(self, server, tool, arguments, text):
        return ["PostToolUse", {"tool_name": "mcp__%s__%s" % (server, tool), "tool_input": arguments,
                                "tool_response": [{"type": "text", "text": text}],
                                "tool_use_id": self.tid(), "duration_ms": 820,
                                "mcp_server": {"name": server, "source": "user"}}]

    def subagent(self, description, prompt, agent_type, result):
        agent_id = "a" + _hex(self.sid + description)[:16]
        return [["SubagentStart", {"agent_id": agent_id, "agent_type": agent_type}],
                ["SubagentStop", {"agent_id": agent_id, "agent_type": agent_type, "stop_hook_active": False,
                                  "agent_transcript_path": "%s/subagents/agent-%s.jsonl"
                                  % (self.common()["transcript_path"][:-6], agent_id),
                                  "last_assistant_message": result, "background_tasks": [], "session_crons": []}],
                ["PostToolUse", {"tool_name": "Agent",
                                 "tool_input": {"description": description, "prompt": prompt, "subagent_type": agent_type},
                                 "tool_response": {"status": "completed", "agentId": agent_id, "agentType": agent_type,
                                                   "content": [{"type": "text", "text": result}],
                                                   "totalToolUseCount": 6, "totalDurationMs": 14210, "totalTokens": 21877,
                                                   "prompt": prompt},
                                 "tool_use_id": self.tid(), "duration_ms": 14262}]]

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
            events.append(["InstructionsLoaded", {"file_path": self.root + "/CLAUDE.md", "memory_type": "Project",
                                                  "load_reason": "compact"}])
        return events

    def stop(self, message="Done."):
        return ["Stop", {"stop_hook_active": False, "last_assistant_message": message,
                         "background_tasks": [], "session_crons": []}]

    def end(self, reason="prompt_input_exit"):
        return ["SessionEnd", {"reason": reason}]

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
                extra["permission_mode"] = "default"
            new = [name, dict(extra, **payload)]
            out.append(dict(event, event=new) if isinstance(event, dict) else new)
        return out


# ---------------------------------------------------------------------------------------------
# Codex CLI payloads (testdata/codex-recorded): Bash and apply_patch, tool_response a string
# ---------------------------------------------------------------------------------------------

class Codex:
    def __init__(self, root, sid, day="2026/12/01", time="09-12-44"):
        self.root, self.sid, self.n = root, sid, 0
        self.path = "/home/dev/.codex/sessions/%s/rollout-%s-%s-%s.jsonl" % (day, day.replace("/", "-"), time, sid)

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

    def stop(self, message):
        return ["Stop", {"stop_hook_active": False, "last_assistant_message": message}]

    def finish(self, events):
        turn, turns, out = None, 0, []
        for name, payload in events:
            if name == "UserPromptSubmit":
                turns += 1
                turn = uid7("%s-turn-%d" % (self.sid, turns))
            extra = {}
            if name not in ("SessionStart", "SessionEnd") and turn:
                extra["turn_id"] = turn
            if name != "SessionEnd":
                extra["model"] = "gpt-5.5"
            if name in ("SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "Stop"):
                extra["permission_mode"] = "bypassPermissions"
            if name == "SessionStart" and payload.get("source") in ("startup", "resume"):
                turn = None
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
        pgid = 40000 + int(_hex(command)[:4], 16) % 20000
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

    def finish(self, events):
        out = []
        for name, payload in events:
            out.append([name, dict({"timestamp": self.clock.stamp()}, **payload)])
        return out


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
        return "toolu_17960%08d_%s" % (int(h[:6], 16) % 10 ** 8, h[6:15]), "call_e%dt0n0_%s" % (self.n, h[15:25])

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
                                    "tool_use_id": tool_use_id, "tool_call_id": call_id, "duration_ms": 212}]
            status = "success"
        else:
            post = ["PostToolUseFailure", {"tool_use_id": tool_use_id, "tool_call_id": call_id, "tool_name": name,
                                           "tool_input": tool_input, "error": failed_error, "is_interrupt": False,
                                           "duration_ms": 3180}]
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
# 1. es-django-order-note — Claude Code, Spanish, Django + pytest, makemigrations, plan change
# =============================================================================================
# Story: a shop owner (in Spanish) wants customers to leave delivery instructions on orders.
# First she asks for a separate NotaPedido model; the agent writes it and generates migration
# 0007_notapedido.py. "Cambio de plan": a `note` CharField (500 chars) on Order instead; the
# agent deletes that migration with rm and makemigrations writes 0007_order_note.py. A
# `pytest -x 2>&1 | tee log.txt` exits 0 (pipe) but shows test_note_max_length failing. She
# pastes the staging psql password in prose to check old data, says "sí" to migrating locally,
# and finally asks to fix the length validation and re-run the tests.
facts = ["shop/migrations/0007_order_note.py", "campo note en Order, máximo 500 caracteres", "test_note_max_length",
         "Arregla la validación de longitud de la nota", "shop/serializers.py"]
stale = ["modelo aparte NotaPedido", r'path="shop/migrations/0007_notapedido\.py"', r"Pz7\$wR4nJq"]

R = "/home/dev/tienda"
c = Claude(R, uid4("blind-es-django-order-note"))
pytest_out = """============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.3.3, pluggy-1.5.0
django: version: 5.1.2, settings: tienda.settings (from ini)
rootdir: /home/dev/tienda
configfile: pytest.ini
plugins: django-4.9.0
collected 58 items

tests/test_cart.py ........................                              [ 41%]
tests/test_orders.py .......F

=================================== FAILURES ===================================
_____________________________ test_note_max_length _____________________________

api_client = <rest_framework.test.APIClient object at 0x7f3a2c1d5e50>
order = <Order: Pedido #1042>

    def test_note_max_length(api_client, order):
        response = api_client.patch(
            f"/api/orders/{order.pk}/", {"note": "x" * 501}, format="json"
        )
>       assert response.status_code == 400
E       assert 200 == 400
E        +  where 200 = <Response status_code=200, "application/json">.status_code

tests/test_orders.py:87: AssertionError
=========================== short test summary info ============================
FAILED tests/test_orders.py::test_note_max_length - assert 200 == 400
!!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!!
========================= 1 failed, 31 passed in 2.84s ========================="""
events = c.start() + [
    c.prompt("Hola. Quiero que los clientes puedan dejar instrucciones de entrega en cada pedido, tanto en la API "
             "como en el admin."),
    c.read("shop/models.py", 214), c.read("shop/serializers.py", 96), c.read("shop/admin.py", 58),
    c.grep("class Order", "shop", ["shop/models.py", "shop/admin.py"]),
    c.read("tests/test_orders.py", 80),
    c.stop("He revisado Order, su serializer y el admin. ¿Cómo quieres guardar las notas?"),
    c.prompt("Guarda las notas en un modelo aparte NotaPedido con su propia tabla, relacionado con Order."),
    c.todos([("Crear el modelo NotaPedido", "in_progress"), ("Generar la migración", "pending"),
             ("Exponer la nota en la API y el admin", "pending")]),
    c.edit("shop/models.py", "class Order(models.Model):", "class NotaPedido(models.Model):\n    order = models.OneToOneField(Order"),
    c.bash("python manage.py makemigrations shop",
           "Migrations for 'shop':\n  shop/migrations/0007_notapedido.py\n    + Create model NotaPedido", "Create the migration"),
    c.stop("Modelo NotaPedido y migración 0007 creados."),
    c.prompt("Cambio de plan: mejor un campo note en Order, máximo 500 caracteres. Una tabla extra es demasiado "
             "para esto."),
    c.edit("shop/models.py", "class NotaPedido(models.Model):", "    note = models.CharField(max_length=500, blank=True)"),
    c.bash("rm shop/migrations/0007_notapedido.py", "", "Delete the NotaPedido migration"),
    c.bash("python manage.py makemigrations shop",
           "Migrations for 'shop':\n  shop/migrations/0007_order_note.py\n    + Add field note to order", "Create the migration"),
    c.todos([("Añadir el campo note a Order", "completed"), ("Generar la migración", "completed"),
             ("Exponer la nota en la API y el admin", "in_progress"), ("Validar la longitud máxima", "pending")]),
    c.edit("shop/serializers.py", 'fields = ["id", "items", "total"]', 'fields = ["id", "items", "total", "note"]'),
    c.edit("shop/admin.py", 'list_display = ("id", "customer")', 'list_display = ("id", "customer", "note")'),
    c.edit("tests/test_orders.py", "def test_total", "def test_note_max_length"),
    c.bash("pytest -x 2>&1 | tee log.txt", pytest_out, "Run the tests"),
    c.stop("La migración está lista; test_note_max_length falla: la API acepta 501 caracteres."),
    c.prompt("¿Puedes comprobar en staging cuántos pedidos tienen instrucciones en el campo antiguo comments? "
             "La contraseña de staging para psql: Pz7$wR4nJq"),
    c.bash("PGPASSWORD='Pz7$wR4nJq' psql -h db.staging.tienda.internal -U tienda -d tienda -c "
           "\"select count(*) from shop_order where comments <> ''\"", " count \n-------\n  1843\n(1 row)\n",
           "Count old comments on staging"),
    c.stop("Hay 1843 pedidos con comentarios en staging. ¿Aplico la migración en local?"),
    c.prompt("sí"),
    c.bash("python manage.py migrate shop", "Operations to perform:\n  Apply all migrations: shop\nRunning migrations:\n"
           "  Applying shop.0007_order_note... OK", "Apply the migration"),
    c.stop("Migración aplicada en local."),
    c.prompt("Arregla la validación de longitud de la nota y vuelve a ejecutar los tests."),
    c.read("shop/serializers.py", 98),
    c.stop("Reviso el serializer."),
]
session("es-django-order-note", "Spanish Django session: plan change from a NotaPedido model to a note field, "
        "migrations made and deleted by shell, a failing test behind `| tee`, a password in prose.",
        "claude-code", R, c.common(), c.finish(events), facts, stale)


# =============================================================================================
# 2. pt-rails-invoice-status — Claude Code, Portuguese, Rails + rspec, rails g migration, git mv
# =============================================================================================
# Story: add a status (draft/issued/paid) to invoices with a badge in the list. The agent
# generates a migration with `bin/rails g migration`, uses an integer enum; the user corrects
# "Não, o status tem que ser string no banco". With an "ok" the agent moves InvoiceBuilder to
# app/services/invoices/builder.rb with git mv. rspec fails twice: the model spec (fixed via
# the factory) and the request spec for the badge (still failing). The user asks to commit what
# is ready, then to fix the badge spec and open the PR.
facts = ["app/services/invoices/builder.rb", "db/migrate/20261130141210_add_status_to_invoices.rb",
         "o status tem que ser string no banco", "spec/requests/invoices_spec.rb:27", "corrija o spec do badge",
         "feature/status-faturas"]
stale = [r'path="app/services/invoice_builder\.rb"', r"<error[^>]*>[^<]*spec/models/invoice_spec\.rb:12"]

R = "/home/dev/faturas"
c = Claude(R, uid4("blind-pt-rails-invoice-status"))
rspec_two = """
Randomized with seed 41236
..........F.........F......

Failures:

  1) Invoice#status defaults to draft
     Failure/Error: expect(invoice.status).to eq("draft")

       expected: "draft"
            got: nil

       (compared using ==)
     # ./spec/models/invoice_spec.rb:13:in `block (3 levels) in <top (required)>'

  2) GET /invoices shows the status badge
     Failure/Error: expect(response.body).to include('<span class="badge badge-draft">Rascunho</span>')
       expected "<!DOCTYPE html>\\n<html>..." to include "<span class=\\"badge badge-draft\\">Rascunho</span>"
     # ./spec/requests/invoices_spec.rb:29:in `block (2 levels) in <top (required)>'

Finished in 1.84 seconds (files took 2.1 seconds to load)
27 examples, 2 failures

Failed examples:

rspec ./spec/models/invoice_spec.rb:12 # Invoice#status defaults to draft
rspec ./spec/requests/invoices_spec.rb:27 # GET /invoices shows the status badge

Randomized with seed 41236
"""
rspec_one = """
Randomized with seed 7719
...................F.......

Failures:

  1) GET /invoices shows the status badge
     Failure/Error: expect(response.body).to include('<span class="badge badge-draft">Rascunho</span>')
       expected "<!DOCTYPE html>\\n<html>..." to include "<span class=\\"badge badge-draft\\">Rascunho</span>"
     # ./spec/requests/invoices_spec.rb:29:in `block (2 levels) in <top (required)>'

Finished in 1.79 seconds (files took 2.0 seconds to load)
27 examples, 1 failure

Failed examples:

rspec ./spec/requests/invoices_spec.rb:27 # GET /invoices shows the status badge

Randomized with seed 7719
"""
events = c.start() + [
    c.prompt("Adicione um status às faturas (rascunho, emitida, paga) e mostre um badge com o status na listagem."),
    c.bash("git checkout -b feature/status-faturas", "Switched to a new branch 'feature/status-faturas'", "Create a branch"),
    c.read("app/models/invoice.rb", 64), c.read("app/controllers/invoices_controller.rb", 88),
    c.read("app/views/invoices/index.html.erb", 41), c.read("app/services/invoice_builder.rb", 120),
    c.read("spec/models/invoice_spec.rb", 35), c.read("spec/requests/invoices_spec.rb", 52),
    c.bash("bin/rails g migration AddStatusToInvoices status:string",
           "      invoke  active_record\n      create    db/migrate/20261130141210_add_status_to_invoices.rb",
           "Generate the migration"),
    c.edit("db/migrate/20261130141210_add_status_to_invoices.rb", "add_column :invoices, :status, :string",
           'add_column :invoices, :status, :string, default: "draft", null: false'),
    c.edit("app/models/invoice.rb", "class Invoice < ApplicationRecord",
           "class Invoice < ApplicationRecord\n  enum :status, { draft: 0, issued: 1, paid: 2 }"),
    c.stop("Adicionei o enum de status ao Invoice."),
    c.prompt('Não, o status tem que ser string no banco; use enum com valores string, tipo draft: "draft".'),
    c.edit("app/models/invoice.rb", "enum :status, { draft: 0, issued: 1, paid: 2 }",
           'enum :status, { draft: "draft", issued: "issued", paid: "paid" }, default: "draft"'),
    c.stop("Enum com valores string. Posso mover o InvoiceBuilder para app/services/invoices/, como no guia de arquitetura?"),
    c.prompt("ok"),
    c.bash("mkdir -p app/services/invoices spec/services/invoices && git mv app/services/invoice_builder.rb "
           "app/services/invoices/builder.rb && git mv spec/services/invoice_builder_spec.rb "
           "spec/services/invoices/builder_spec.rb", "", "Move the builder"),
    c.edit("app/services/invoices/builder.rb", "class InvoiceBuilder", "module Invoices\n  class Builder"),
    c.edit("spec/services/invoices/builder_spec.rb", "RSpec.describe InvoiceBuilder", "RSpec.describe Invoices::Builder"),
    c.edit("app/controllers/invoices_controller.rb", "InvoiceBuilder.new", "Invoices::Builder.new"),
    c.bash("bin/rails db:migrate", "== 20261130141210 AddStatusToInvoices: migrating ==========================\n"
           "-- add_column(:invoices, :status, :string, {:default=>\"draft\", :null=>false})\n   -> 0.0041s\n"
           "== 20261130141210 AddStatusToInvoices: migrated (0.0042s) =================", "Migrate"),
    c.edit("app/helpers/invoices_helper.rb", "module InvoicesHelper", "module InvoicesHelper\n  def status_badge(invoice)"),
    c.edit("app/views/invoices/index.html.erb", "<td><%= invoice.number %></td>",
           "<td><%= invoice.number %></td>\n<td><%= status_badge(invoice) %></td>"),
    c.edit("config/locales/pt-BR.yml", "invoices:", "invoices:\n    status:\n      draft: Rascunho"),
    c.bash_fail("bundle exec rspec", rspec_two),
    c.read("spec/factories/invoices.rb", 22),
    c.edit("spec/factories/invoices.rb", "status { nil }", ""),
    c.bash_fail("bundle exec rspec", rspec_one),
    c.stop("O spec do model passa; o do badge ainda falha."),
    c.prompt("Commita o que já está pronto."),
    c.commit("Status nas faturas", "3b7e0d1", "feature/status-faturas", 11),
    c.stop("Commit feito."),
    c.prompt("Agora corrija o spec do badge e depois abra o PR."),
    c.read("spec/requests/invoices_spec.rb", 52),
    c.stop("Vou olhar o helper do badge."),
]
session("pt-rails-invoice-status", "Portuguese Rails session: rails g migration, a correction, git mv of a service, "
        "rspec failing twice (one fixed, one open).", "claude-code", R, c.common(), c.finish(events), facts, stale)


# =============================================================================================
# 3. fr-php-coupons — Claude Code, French, PHP phpunit + phpstan, git rm, API key, one compaction
# =============================================================================================
# Story: percentage coupons in the cart. phpunit passes, phpstan fails (float|null). The user
# has LegacyDiscount.php removed with git rm (the agent had edited it before); a grep for it
# finds nothing. The agent starts patching Cart.php for phpstan; "Non, ne touche pas à
# Cart.php". Auto-compaction; phpstan passes. The user pastes the sandbox key of the payment
# gateway (32 hex chars) to put in .env.local. Last request: a test for an expired coupon,
# which fails in phpunit.
facts = ["src/Cart/CouponApplier.php", "ne touche pas à Cart.php", "mets-la dans .env.local, pas dans le code",
         "testExpiredCouponIsRejected", "ajoute un test pour un code promo expiré"]
stale = ["4f9a2c7e81b34d6f9e0a5c2b7d18e3f6", r'path="src/Cart/LegacyDiscount\.php"',
         r"<error[^>]*>[^<]*should return float but"]

R = "/home/dev/boutique"
c = Claude(R, uid4("blind-fr-php-coupons"))
phpstan_out = """ ------ -------------------------------------------------------------------
  Line   src/Cart/CouponApplier.php
 ------ -------------------------------------------------------------------
  42     Method App\\Cart\\CouponApplier::apply() should return float but
         returns float|null.
         🪪  return.type
 ------ -------------------------------------------------------------------


 [ERROR] Found 1 error
"""
phpunit_fail = """PHPUnit 11.4.3 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.13
Configuration: /home/dev/boutique/phpunit.xml.dist

......F                                                             7 / 7 (100%)

Time: 00:00.088, Memory: 10.00 MB

There was 1 failure:

1) App\\Tests\\Cart\\CouponApplierTest::testExpiredCouponIsRejected
Failed asserting that 90.0 is identical to 100.0.

/home/dev/boutique/tests/Cart/CouponApplierTest.php:58

FAILURES!
Tests: 7, Assertions: 12, Failures: 1.
"""
key = "4f9a2c7e81b34d6f9e0a5c2b7d18e3f6"
events = c.start() + [
    c.prompt("Ajoute la prise en charge des codes promo en pourcentage dans le panier (en plus des montants fixes)."),
    c.read("src/Cart/Cart.php", 190), c.read("src/Cart/CouponApplier.php", 74), c.read("src/Cart/LegacyDiscount.php", 66),
    c.read("src/Entity/Coupon.php", 88), c.read("tests/Cart/CouponApplierTest.php", 61),
    c.grep("LegacyDiscount", "src", ["src/Cart/Cart.php", "src/Cart/LegacyDiscount.php"]),
    c.edit("src/Entity/Coupon.php", "private string $type = 'fixed';", "private string $type = 'fixed'; // fixed|percent"),
    c.edit("src/Cart/CouponApplier.php", "return $total - $coupon->getAmount();",
           "return match ($coupon->getType()) {\n    'percent' => $total * (1 - $coupon->getAmount() / 100),"),
    c.edit("src/Cart/LegacyDiscount.php", "final class LegacyDiscount", "/** @deprecated */\nfinal class LegacyDiscount"),
    c.edit("src/Cart/Cart.php", "$this->legacyDiscount->apply(", "$this->couponApplier->apply("),
    c.bash("vendor/bin/phpunit", "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.13\n"
           "Configuration: /home/dev/boutique/phpunit.xml.dist\n\n......                                              "
           "               6 / 6 (100%)\n\nTime: 00:00.081, Memory: 10.00 MB\n\nOK (6 tests, 11 assertions)", "Run phpunit"),
    c.bash_fail("vendor/bin/phpstan analyse src --level=8 --no-progress", phpstan_out),
    c.stop("Les tests passent ; phpstan signale un type de retour float|null dans CouponApplier."),
    c.prompt("Supprime l'ancien LegacyDiscount, il n'est plus utilisé nulle part."),
    c.bash("git rm src/Cart/LegacyDiscount.php", "rm 'src/Cart/LegacyDiscount.php'", "Remove LegacyDiscount"),
    c.bash('grep -rn "LegacyDiscount" src tests config', "", "Look for leftovers", interpretation="No matches found"),
    c.edit("src/Cart/Cart.php", "return $this->couponApplier->apply($this->total(), $coupon);",
           "return $this->couponApplier->apply($this->total(), $coupon) ?? $this->total();"),
    c.stop("LegacyDiscount supprimé ; j'ai commencé à corriger phpstan dans Cart.php."),
    c.prompt("Non, ne touche pas à Cart.php — corrige le type dans CouponApplier."),
    c.edit("src/Cart/Cart.php", "return $this->couponApplier->apply($this->total(), $coupon) ?? $this->total();",
           "return $this->couponApplier->apply($this->total(), $coupon);"),
] + c.compact("<summary>\n1. Primary Request and Intent: percentage coupons in the cart of the boutique project.\n"
              "2. Files: src/Cart/CouponApplier.php, src/Entity/Coupon.php, src/Cart/Cart.php.\n"
              "3. Errors: phpstan level 8 reports a return type problem in CouponApplier::apply().\n"
              "4. Current Work: fixing the phpstan error.\n</summary>") + [
    c.edit("src/Cart/CouponApplier.php", "public function apply(float $total, Coupon $coupon): float",
           "public function apply(float $total, Coupon $coupon): float\n{\n    $amount = $coupon->getAmount() ?? 0.0;"),
    c.bash("vendor/bin/phpstan analyse src --level=8 --no-progress", "\n [OK] No errors\n", "Run phpstan"),
    c.stop("phpstan passe."),
    c.prompt("La clé de l'API de la passerelle de paiement en sandbox : %s — mets-la dans .env.local, pas dans le code."
             % key),
    c.edit(".env.local", "###> payment ###", "###> payment ###\nPAYMENT_GATEWAY_API_KEY=%s" % key),
    c.edit("config/packages/payment.yaml", "api_key: ~", "api_key: '%env(PAYMENT_GATEWAY_API_KEY)%'"),
    c.stop("Clé ajoutée à .env.local et lue depuis l'environnement."),
    c.prompt("Maintenant, ajoute un test pour un code promo expiré."),
    c.edit("tests/Cart/CouponApplierTest.php", "public function testPercentCoupon(): void",
           "public function testExpiredCouponIsRejected(): void"),
    c.bash_fail("vendor/bin/phpunit --filter CouponApplierTest", phpunit_fail),
    c.stop("Le nouveau test échoue : le code expiré est encore appliqué."),
]
session("fr-php-coupons", "French PHP session: phpstan then phpunit failures, a correction, git rm of an edited file, "
        "an API key pasted in a prompt, one compaction.", "claude-code", R, c.common(), c.finish(events), facts, stale)


# =============================================================================================
# 4. de-go-ratelimit — Claude Code, German, Go, go mod init, compacted twice
# =============================================================================================
# Story: a token-bucket rate limiter as a Go library. Before the first compaction the user
# decides: no external dependencies, standard library only. `go mod init` creates go.mod.
# "weiter" → middleware; go test fails (TestMiddlewareReturns429), then passes after the
# Retry-After request. Manual /compact. Then: a benchmark for Allow() and the README; the
# benchmark runs, `go test -race` finds a data race in TestBucketConcurrent (open); README open.
facts = ["keine externen Abhängigkeiten, nur die Standardbibliothek", "Header Retry-After in Sekunden", "middleware.go",
         "TestBucketConcurrent", "ein Benchmark für Allow() und die README", "README schreiben"]
stale = [r"<error[^>]*>[^<]*TestMiddlewareReturns429", r'status="(?:pending|in_progress)">Token-Bucket implementieren']

R = "/home/dev/ratelimit"
c = Claude(R, uid4("blind-de-go-ratelimit"))
race_out = """==================
WARNING: DATA RACE
Read at 0x00c0000b4018 by goroutine 9:
  github.com/acme/ratelimit.(*Bucket).Allow()
      /home/dev/ratelimit/bucket.go:41 +0x64
  github.com/acme/ratelimit.TestBucketConcurrent.func1()
      /home/dev/ratelimit/bucket_test.go:58 +0x4c

Previous write at 0x00c0000b4018 by goroutine 8:
  github.com/acme/ratelimit.(*Bucket).refill()
      /home/dev/ratelimit/bucket.go:63 +0xd8
==================
--- FAIL: TestBucketConcurrent (0.01s)
    testing.go:1465: race detected during execution of test
FAIL
FAIL	github.com/acme/ratelimit	0.031s
FAIL"""
events = c.start(claude_md=False) + [
    c.prompt("Bau mir bitte einen Token-Bucket-Ratelimiter als kleine Go-Bibliothek, Modulpfad github.com/acme/ratelimit."),
    c.bash("ls -la", "total 8\ndrwxr-xr-x 2 dev dev 4096 Dec  1 08:58 .\ndrwxr-xr-x 9 dev dev 4096 Dec  1 08:58 ..",
           "List the folder"),
    c.stop("Der Ordner ist leer. Soll ich golang.org/x/time/rate als Vorlage nehmen?"),
    c.prompt("Wichtig: keine externen Abhängigkeiten, nur die Standardbibliothek. Auch nicht golang.org/x/time."),
    c.bash("go mod init github.com/acme/ratelimit", "go: creating new go.mod: module github.com/acme/ratelimit",
           "Create the module"),
    c.todos([("Token-Bucket implementieren", "in_progress"), ("HTTP-Middleware", "pending"),
             ("Tests mit Fake-Clock", "pending")]),
    c.write("clock.go", "package ratelimit\n\ntype Clock interface{ Now() time.Time }\n"),
    c.write("bucket.go", "package ratelimit\n\ntype Bucket struct {\n\trate float64\n\tburst int\n}\n"),
    c.write("bucket_test.go", "package ratelimit\n\nfunc TestBucketAllowsBurst(t *testing.T) {}\n"),
    c.bash("go test ./...", "ok  \tgithub.com/acme/ratelimit\t0.004s", "Run the tests"),
    c.bash("go vet ./...", "", "Vet"),
    c.todos([("Token-Bucket implementieren", "completed"), ("HTTP-Middleware", "pending"),
             ("Tests mit Fake-Clock", "completed")]),
    c.stop("Bucket mit Fake-Clock steht, Tests grün."),
    c.prompt("weiter"),
    c.todos([("Token-Bucket implementieren", "completed"), ("HTTP-Middleware", "in_progress"),
             ("Tests mit Fake-Clock", "completed")]),
] + c.compact("<summary>\n1. Primary Request and Intent: a token-bucket rate limiter as a Go library "
              "(github.com/acme/ratelimit).\n2. Files: go.mod, clock.go, bucket.go, bucket_test.go.\n"
              "3. Pending Tasks: HTTP middleware.\n</summary>") + [
    c.write("middleware.go", "package ratelimit\n\nfunc Middleware(b *Bucket, next http.Handler) http.Handler {}\n"),
    c.write("middleware_test.go", "package ratelimit\n\nfunc TestMiddlewareReturns429(t *testing.T) {}\n"),
    c.bash_fail("go test ./...", "--- FAIL: TestMiddlewareReturns429 (0.00s)\n    middleware_test.go:31: got status 200, "
                "want 429\nFAIL\nFAIL\tgithub.com/acme/ratelimit\t0.012s\nFAIL"),
    c.stop("TestMiddlewareReturns429 schlägt fehl: die Middleware ruft next auch ohne Token auf."),
    c.prompt("Bei 429 bitte den Header Retry-After in Sekunden setzen."),
    c.edit("middleware.go", "next.ServeHTTP(w, r)", "if !b.Allow() {\n\t\tw.Header().Set(\"Retry-After\", strconv.Itoa(secs))"),
    c.edit("middleware_test.go", "want 429", "want 429 and Retry-After"),
    c.bash("go test ./...", "ok  \tgithub.com/acme/ratelimit\t0.006s", "Run the tests"),
    c.todos([("Token-Bucket implementieren", "completed"), ("HTTP-Middleware", "completed"),
             ("Tests mit Fake-Clock", "completed")]),
    c.stop("Middleware fertig, Tests grün."),
] + c.compact("<summary>\n1. Primary Request and Intent: token-bucket rate limiter in Go with HTTP middleware.\n"
              "2. Files: bucket.go, clock.go, middleware.go and their tests.\n3. Current Work: all tests pass.\n</summary>",
              trigger="manual", instructions="Behalte die Entscheidungen des Nutzers") + [
    c.prompt("Jetzt noch ein Benchmark für Allow() und die README."),
    c.todos([("Token-Bucket implementieren", "completed"), ("HTTP-Middleware", "completed"),
             ("Tests mit Fake-Clock", "completed"), ("Benchmark für Allow()", "in_progress"),
             ("README schreiben", "pending")]),
    c.write("bench_test.go", "package ratelimit\n\nfunc BenchmarkAllow(b *testing.B) {}\n"),
    c.bash("go test -bench=Allow -run='^$' ./...", "goos: linux\ngoarch: amd64\npkg: github.com/acme/ratelimit\n"
           "cpu: AMD Ryzen 7 5800X 8-Core Processor\nBenchmarkAllow-16    \t38912647\t        30.61 ns/op\nPASS\n"
           "ok  \tgithub.com/acme/ratelimit\t1.223s", "Run the benchmark"),
    c.edit("bucket_test.go", "func TestBucketAllowsBurst", "func TestBucketConcurrent(t *testing.T) {}\n\nfunc TestBucketAllowsBurst"),
    c.bash_fail("go test -race ./...", race_out),
    c.stop("Benchmark: 30 ns/op. go test -race meldet ein Data Race in Bucket.Allow/refill."),
]
session("de-go-ratelimit", "German Go session: go mod init, a stdlib-only decision before the first of two compactions, "
        "a fixed go test failure and an open data race.", "claude-code", R, c.common(), c.finish(events), facts, stale)


# =============================================================================================
# 5. ja-rust-tokenizer — Claude Code, Japanese, Rust, cargo new, plan change, compacted three times
# =============================================================================================
# Story: a Japanese tokenizer crate for full-text search. `cargo new --lib crates/tokenizer`,
# "はい" to adding it to the workspace. Plan: use lindera (IPADIC). Decision: the public API is
# only the tokenize function. Compaction 1. "やっぱり lindera はやめて": split on character-class
# boundaries only. cargo test fails on splits_kanji_run, fixed. Compaction 2. A long-vowel test
# is added and fails (splits_long_vowel_mark). Compaction 3. Last request: treat the long-vowel
# mark as katakana.
facts = ["公開 API は tokenize 関数だけ", "文字種の境界で分割するだけ", "crates/tokenizer/src/lib.rs",
         "splits_long_vowel_mark", "長音記号「ー」をカタカナとして扱って"]
stale = ["lindera を使って", r"<error[^>]*>[^<]*splits_kanji_run"]

R = "/home/dev/kana-search"
c = Claude(R, uid4("blind-ja-rust-tokenizer"))


def cargo_fail(name, left, right, line):
    passed = [t for t in ("splits_hiragana_katakana", "splits_kanji_run", "keeps_ascii_words", "splits_long_vowel_mark")
              if t != name]
    lines = ["   Compiling tokenizer v0.1.0 (/home/dev/kana-search/crates/tokenizer)",
             "    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.41s",
             "     Running unittests src/lib.rs (target/debug/deps/tokenizer-5f0c2d9e8a1b3c47)", "",
             "running 4 tests"]
    lines += ["test tests::%s ... ok" % t for t in passed]
    lines += ["test tests::%s ... FAILED" % name, "", "failures:", "", "---- tests::%s stdout ----" % name,
              "thread 'tests::%s' panicked at crates/tokenizer/src/lib.rs:%d:9:" % (name, line),
              "assertion `left == right` failed", "  left: %s" % left, " right: %s" % right,
              "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace", "", "", "failures:",
              "    tests::%s" % name, "",
              "test result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", "",
              "error: test failed, to rerun pass `-p tokenizer --lib`"]
    return "\n".join(lines)


events = c.start() + [
    c.prompt("全文検索用に日本語トークナイザーのクレートを作ってください。ワークスペースの crates/ の下にお願いします。"),
    c.read("Cargo.toml", 18), c.read("crates/search/Cargo.toml", 24),
    c.read_repeat("crates/search/src/index_{i}.rs", 14, 120),
    c.bash("cargo new --lib crates/tokenizer", "    Creating library `crates/tokenizer` package\nnote: see more "
           "`Cargo.toml` keys and their definitions at https://doc.rust-lang.org/cargo/reference/manifest.html",
           "Create the crate"),
    c.stop("crates/tokenizer を作りました。ルートの Cargo.toml の workspace members に追加しますか？"),
    c.prompt("はい"),
    c.edit("Cargo.toml", 'members = ["crates/search"]', 'members = ["crates/search", "crates/tokenizer"]'),
    c.stop("追加しました。"),
    c.prompt("形態素解析には lindera を使ってください。辞書は IPADIC で。"),
    c.edit("crates/tokenizer/Cargo.toml", "[dependencies]", '[dependencies]\nlindera = { version = "0.32", features = ["ipadic"] }'),
    c.stop("lindera を追加しました。"),
    c.prompt("公開 API は tokenize 関数だけにしてください。ほかは pub(crate) で。"),
    c.write("crates/tokenizer/src/lib.rs", "pub fn tokenize(text: &str) -> Vec<String> {\n    todo!()\n}\n", "update"),
    c.bash("cargo build -p tokenizer", "   Compiling lindera-ipadic v0.32.2\n   Compiling lindera v0.32.2\n"
           "   Compiling tokenizer v0.1.0 (/home/dev/kana-search/crates/tokenizer)\n"
           "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 48.12s", "Build the crate"),
    c.stop("ビルドに 48 秒かかりました。"),
] + c.compact("<summary>\n1. Primary Request and Intent: a Japanese tokenizer crate under crates/tokenizer for search.\n"
              "2. Files: Cargo.toml (workspace), crates/tokenizer/Cargo.toml, crates/tokenizer/src/lib.rs.\n"
              "3. Current Work: first build done.\n</summary>") + [
    c.prompt("やっぱり lindera はやめて、文字種の境界で分割するだけにしましょう。ビルドが重すぎます。"),
    c.edit("crates/tokenizer/Cargo.toml", '[dependencies]\nlindera = { version = "0.32", features = ["ipadic"] }',
           "[dependencies]"),
    c.write("crates/tokenizer/src/char_class.rs", "pub(crate) enum CharClass { Hiragana, Katakana, Kanji, Ascii, Other }\n"),
    c.edit("crates/tokenizer/src/lib.rs", "todo!()", "split_on_class_change(text)"),
    c.bash_fail("cargo test -p tokenizer", cargo_fail("splits_kanji_run", '["東", "京"]', '["東京"]', 71), 101),
    c.edit("crates/tokenizer/src/char_class.rs", "'\\u{4e00}'..='\\u{9fff}' => CharClass::Kanji",
           "'\\u{3400}'..='\\u{9fff}' | '々' => CharClass::Kanji"),
    c.bash("cargo test -p tokenizer", "running 3 tests\ntest tests::splits_hiragana_katakana ... ok\n"
           "test tests::splits_kanji_run ... ok\ntest tests::keeps_ascii_words ... ok\n\n"
           "test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", "Run the tests"),
    c.stop("文字種の境界での分割に切り替え、テストが通りました。"),
] + c.compact("<summary>\n1. Primary Request and Intent: Japanese tokenizer crate, splitting on character classes.\n"
              "2. Files: crates/tokenizer/src/lib.rs, crates/tokenizer/src/char_class.rs.\n"
              "3. Current Work: 3 tests pass.\n</summary>") + [
    c.prompt("続けて、カタカナの長音のテストも追加してください。"),
    c.edit("crates/tokenizer/src/lib.rs", "fn keeps_ascii_words()", "fn splits_long_vowel_mark()"),
    c.bash_fail("cargo test -p tokenizer", cargo_fail("splits_long_vowel_mark", '["ラ", "ーメン"]', '["ラーメン"]', 88), 101),
    c.stop("splits_long_vowel_mark が失敗します。「ー」が Other 扱いになっています。"),
] + c.compact("<summary>\n1. Primary Request and Intent: Japanese tokenizer crate.\n2. Files: crates/tokenizer/src/lib.rs, "
              "crates/tokenizer/src/char_class.rs.\n3. Current Work: a new test for the long vowel mark.\n</summary>") + [
    c.prompt("長音記号「ー」をカタカナとして扱ってください。ひらがなの後の「ー」も同じで。"),
    c.read("crates/tokenizer/src/char_class.rs", 44),
    c.stop("char_class.rs を確認しています。"),
]
session("ja-rust-tokenizer", "Japanese Rust session: cargo new, a plan change (drop lindera), a public-API decision "
        "before the first of three compactions, cargo test failures.", "claude-code", R, c.common(), c.finish(events),
        facts, stale)


# =============================================================================================
# 6. ko-java-coupon-expiry — Claude Code, Korean, Java/Gradle, correction, "네", resumed
# =============================================================================================
# Story: validate coupon expiry in OrderService (Spring Boot, Gradle). ./gradlew test fails in
# rejectsExpiredCoupon. Correction "아니요, ... Asia/Seoul로 고정해 주세요". "네" to fixing the
# test clock. The user exits; the session is resumed; the tests pass and are committed. New
# request: a daily batch for coupons about to expire; ./gradlew build fails with
# "cannot find symbol".
facts = ["Asia/Seoul로 고정", "만료 임박 쿠폰 알림 배치", "src/main/java/com/acme/coupon/CouponExpiryJob.java",
         "cannot find symbol", "src/main/java/com/acme/coupon/CouponValidator.java", "feature/coupon-expiry"]
stale = [r"<error[^>]*>[^<]*rejectsExpiredCoupon"]

R = "/home/dev/coupon-api"
c = Claude(R, uid4("blind-ko-java-coupon-expiry"))
gradle_fail = """> Task :compileJava
> Task :processResources
> Task :classes
> Task :compileTestJava
> Task :processTestResources NO-SOURCE
> Task :testClasses

> Task :test FAILED

OrderServiceTest > rejectsExpiredCoupon() FAILED
    org.opentest4j.AssertionFailedError at OrderServiceTest.java:54

12 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/dev/coupon-api/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 9s
4 actionable tasks: 4 executed"""
compile_fail = """> Task :compileJava FAILED
/home/dev/coupon-api/src/main/java/com/acme/coupon/CouponExpiryJob.java:23: error: cannot find symbol
        notifier.sendExpiryNotice(coupon);
        ^
  symbol:   variable notifier
  location: class CouponExpiryJob
1 error

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':compileJava'.
> Compilation failed; see the compiler error output for details.

BUILD FAILED in 3s
1 actionable task: 1 executed"""
J = "src/main/java/com/acme/"
events = c.start() + [
    c.prompt("주문할 때 쿠폰 만료일을 검증하도록 OrderService에 추가해 주세요. 만료된 쿠폰은 400으로 거절해야 합니다."),
    c.bash("git checkout -b feature/coupon-expiry", "Switched to a new branch 'feature/coupon-expiry'", "Create a branch"),
    c.read(J + "order/OrderService.java", 142), c.read(J + "coupon/Coupon.java", 61),
    c.read(J + "order/OrderController.java", 77), c.read("src/test/java/com/acme/order/OrderServiceTest.java", 96),
    c.write(J + "coupon/CouponValidator.java", "package com.acme.coupon;\n\npublic class CouponValidator {}\n"),
    c.edit(J + "order/OrderService.java", "Coupon coupon = couponRepository.find(code);",
           "Coupon coupon = couponRepository.find(code);\n        couponValidator.requireNotExpired(coupon);"),
    c.edit("src/test/java/com/acme/order/OrderServiceTest.java", "@Test\n    void appliesCoupon()",
           "@Test\n    void rejectsExpiredCoupon()"),
    c.bash_fail("./gradlew test", gradle_fail),
    c.stop("rejectsExpiredCoupon 테스트가 실패합니다. LocalDate.now()가 서버 시간대를 씁니다."),
    c.prompt("아니요, 시간대는 서버 기본값 말고 Asia/Seoul로 고정해 주세요. 만료일은 한국 시간 자정 기준입니다."),
    c.edit(J + "coupon/CouponValidator.java", "LocalDate.now()", 'LocalDate.now(clock.withZone(ZoneId.of("Asia/Seoul")))'),
    c.edit("src/main/resources/application.yml", "coupon:", "coupon:\n  zone: Asia/Seoul"),
    c.stop("Asia/Seoul로 고정했습니다. 테스트의 Clock도 고정할까요?"),
    c.prompt("네"),
    c.edit("src/test/java/com/acme/order/OrderServiceTest.java", "Clock.systemDefaultZone()",
           'Clock.fixed(Instant.parse("2026-12-01T14:59:59Z"), ZoneId.of("Asia/Seoul"))'),
    c.stop("테스트 Clock을 고정했습니다."),
    c.end(),
] + c.resume() + [
    c.prompt("어디까지 했죠? 이어서 해 주세요."),
    c.bash("./gradlew test", "> Task :compileJava\n> Task :compileTestJava\n> Task :test\n\nBUILD SUCCESSFUL in 14s\n"
           "5 actionable tasks: 5 executed", "Run the tests"),
    c.commit("쿠폰 만료일 검증 (Asia/Seoul 기준)", "8c21f4a", "feature/coupon-expiry", 5),
    c.stop("테스트가 통과해서 커밋했습니다."),
    c.prompt("이제 만료 임박 쿠폰 알림 배치를 추가해 주세요. 매일 오전 9시에 3일 안에 만료되는 쿠폰을 찾아서 알림을 보냅니다."),
    c.read(J + "notification/NotificationService.java", 58),
    c.write(J + "coupon/CouponExpiryJob.java", "package com.acme.coupon;\n\n@Component\npublic class CouponExpiryJob {}\n"),
    c.edit(J + "CouponApiApplication.java", "@SpringBootApplication", "@SpringBootApplication\n@EnableScheduling"),
    c.bash_fail("./gradlew build", compile_fail),
    c.stop("CouponExpiryJob에서 notifier 필드가 없어 컴파일이 실패합니다."),
]
session("ko-java-coupon-expiry", "Korean Java/Gradle session: a failing Gradle test, a time-zone correction, an exit and "
        "--resume, then a compile error in a new batch job.", "claude-code", R, c.common(), c.finish(events), facts, stale)


# =============================================================================================
# 7. ru-infra-billing-worker — Claude Code, Russian, Terraform + kubectl, env switches, password
# =============================================================================================
# Story: bring up billing-worker in staging: an SQS queue with Terraform, a deployment in
# Kubernetes. The agent switches AWS profile and kube context to staging, plans. "Стоп": apply
# only after Sergey reviewed the plan. The user gives the staging DB password in prose. Sergey
# approves; `terraform -chdir=infra apply tfplan`; the pod crash-loops because
# BILLING_QUEUE_URL is not set; a grep finds nothing in k8s/. Last request: add it to the
# configmap.
facts = ["kubectl config use-context staging", "AWS_PROFILE=staging", "terraform -chdir=infra apply tfplan",
         "infra/sqs_billing.tf", "k8s/billing-worker/configmap.yaml", "добавь BILLING_QUEUE_URL в configmap"]
stale = [r"Vq8!tZ3rHw", r'<error cmd="grep']

R = "/home/dev/platform"
c = Claude(R, uid4("blind-ru-infra-billing-worker"))
plan_out = """aws_sqs_queue.billing_dlq: Refreshing state...

Terraform used the selected providers to generate the following execution plan. Resource actions are
indicated with the following symbols:
  + create

Terraform will perform the following actions:

  # aws_sqs_queue.billing will be created
  + resource "aws_sqs_queue" "billing" {
      + name                       = "billing-worker"
      + visibility_timeout_seconds = 120
    }

  # aws_sqs_queue.billing_dlq will be created
  + resource "aws_sqs_queue" "billing_dlq" {
      + name = "billing-worker-dlq"
    }

Plan: 2 to add, 0 to change, 0 to destroy.

Saved the plan to: tfplan

To perform exactly these actions, run the following command to apply:
    terraform apply "tfplan\""""
password = "Vq8!tZ3rHw"
events = c.start() + [
    c.prompt("Подними в staging новый сервис billing-worker: очередь SQS через terraform и деплой в кубер."),
    c.bash("export AWS_PROFILE=staging && aws sts get-caller-identity",
           '{\n    "UserId": "AROAXK2Q7EXAMPLE:dev",\n    "Account": "210987654321",\n'
           '    "Arn": "arn:aws:sts::210987654321:assumed-role/platform-dev/dev"\n}', "Switch AWS profile to staging"),
    c.bash("kubectl config use-context staging", 'Switched to context "staging".', "Switch kube context"),
    c.read("infra/main.tf", 88), c.read("infra/variables.tf", 64), c.read("infra/sqs_orders.tf", 41),
    c.read_repeat("infra/modules/service/part_{i}.tf", 18, 35),
    c.write("infra/sqs_billing.tf", 'resource "aws_sqs_queue" "billing" {\n  name = "billing-worker"\n}\n'),
    c.edit("infra/variables.tf", 'variable "orders_queue_name"', 'variable "billing_queue_name"'),
    c.edit("infra/outputs.tf", 'output "orders_queue_url"', 'output "billing_queue_url"'),
    c.bash("terraform -chdir=infra plan -out=tfplan", plan_out, "Plan"),
    c.stop("План: 2 ресурса к созданию. Применить?"),
    c.prompt("Стоп, apply делай только после того, как Сергей посмотрит план."),
    c.stop("Хорошо, жду ревью Сергея."),
    c.prompt("Пароль от базы staging для psql: %s — проверь, что миграции billing накатились." % password),
    c.bash("PGPASSWORD='%s' psql -h billing-db.staging.internal -U billing -d billing -c "
           "'select version from schema_migrations order by version desc limit 3'" % password,
           "    version     \n----------------\n 20261128093000\n 20261121170500\n 20261114120000\n(3 rows)\n",
           "Check the migrations"),
    c.stop("Последняя миграция 20261128093000 на месте."),
    c.prompt("Сергей одобрил план, применяй."),
    c.bash("terraform -chdir=infra apply tfplan", "aws_sqs_queue.billing_dlq: Creating...\n"
           "aws_sqs_queue.billing_dlq: Creation complete after 1s\naws_sqs_queue.billing: Creating...\n"
           "aws_sqs_queue.billing: Creation complete after 1s\n\nApply complete! Resources: 2 added, 0 changed, 0 destroyed.\n\n"
           "Outputs:\n\nbilling_queue_url = \"https://sqs.eu-central-1.amazonaws.com/210987654321/billing-worker\"", "Apply"),
    c.write("k8s/billing-worker/deployment.yaml", "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: billing-worker\n"),
    c.write("k8s/billing-worker/configmap.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: billing-worker\n"),
    c.bash("kubectl apply -n billing -f k8s/billing-worker/", "configmap/billing-worker created\n"
           "deployment.apps/billing-worker created", "Deploy"),
    c.bash("kubectl get pods -n billing", "NAME                              READY   STATUS             RESTARTS      AGE\n"
           "billing-worker-6d9f7c8b5d-x2k4q   0/1     CrashLoopBackOff   3 (21s ago)   74s", "Look at the pods"),
    c.bash("kubectl logs deploy/billing-worker -n billing --tail=20", "2026-12-01T09:14:03Z INFO starting billing-worker "
           "v0.9.1\n2026-12-01T09:14:03Z FATAL config: BILLING_QUEUE_URL is not set", "Read the logs"),
    c.bash('grep -rn "BILLING_QUEUE_URL" k8s/', "", "Look for the variable", interpretation="No matches found"),
    c.stop("Под падает: BILLING_QUEUE_URL не задан, в k8s/ его нет."),
    c.prompt("Почини CrashLoopBackOff: добавь BILLING_QUEUE_URL в configmap из output терраформа."),
    c.stop("Сейчас добавлю."),
]
session("ru-infra-billing-worker", "Russian infra session: AWS profile and kube context switches, terraform plan/apply, "
        "a crash-looping pod, an empty grep, a password in prose.", "claude-code", R, c.common(), c.finish(events),
        facts, stale)


# =============================================================================================
# 8. en-ts-cart-migration — Claude Code, English, TS: tsc, eslint, jest; 18+ files, git mv
# =============================================================================================
# Story: migrate src/cart from JS to TS keeping public exports identical, on branch
# chore/cart-ts (after `nvm use 20`). Every cart file is moved with git mv and edited; config
# files too (20 files in all). Decisions: strict mode, no `any`, money in integer cents. tsc
# (TS2345) and eslint (no-unused-vars) fail and are fixed. `npm test 2>&1 | tail -25` exits 0
# but jest shows "Cart › applies discount" failing (Expected 1000, Received 999). Last request:
# fix the rounding in applyDiscount, then open the PR against develop.
facts = ["chore/cart-ts", "Keep the public exports identical", "never use floats for money", "src/cart/discount.ts",
         "src/cart/index.ts", "applies discount", "open the PR against develop"]
stale = [r'path="src/cart/discount\.js"', r"<error[^>]*>[^<]*TS2345", r"<error[^>]*>[^<]*no-unused-vars"]

R = "/home/dev/storefront"
c = Claude(R, uid4("blind-en-ts-cart-migration"))
cart = ["index", "cart", "discount", "totals", "shipping", "tax", "coupon", "lineItem", "currency", "storage"]
jest_tail = """    at Object.<anonymous> (src/cart/__tests__/cart.test.ts:41:26)

 FAIL  src/cart/__tests__/cart.test.ts
  ● Cart › applies discount

    expect(received).toBe(expected) // Object.is equality

    Expected: 1000
    Received: 999

      39 |     const cart = new Cart([item(1250)]);
      40 |     cart.applyDiscount(coupon("20%"));
    > 41 |     expect(cart.total()).toBe(1000);
         |                          ^
      42 |   });

      at Object.<anonymous> (src/cart/__tests__/cart.test.ts:41:26)

Test Suites: 1 failed, 11 passed, 12 total
Tests:       1 failed, 86 passed, 87 total
Snapshots:   0 total
Time:        4.117 s
Ran all test suites."""
moves = " && ".join("git mv src/cart/%s.js src/cart/%s.ts" % (m, m) for m in cart)
moves += " && git mv src/cart/__tests__/cart.test.js src/cart/__tests__/cart.test.ts"
events = c.start() + [
    c.prompt("Migrate the cart module from plain JS to TypeScript (src/cart/*.js → .ts). Keep the public exports "
             "identical; other teams import from src/cart/index."),
    c.bash("nvm use 20", "Now using node v20.18.1 (npm v10.8.2)", "Switch Node version"),
    c.bash("git checkout -b chore/cart-ts", "Switched to a new branch 'chore/cart-ts'", "Create a branch"),
] + [c.read("src/cart/%s.js" % m, 80) for m in cart] + [
    c.grep("from '../cart", "src", ["src/checkout/checkout.ts", "src/api/cartRoutes.ts"]),
    c.todos([("Rename src/cart files to .ts", "in_progress"), ("Add types to the cart module", "pending"),
             ("Make tsc, eslint and jest pass", "pending")]),
    c.bash(moves, "", "Rename the cart files"),
    c.edit("tsconfig.json", '"include": ["src/**/*.ts"]', '"include": ["src/**/*.ts", "types/**/*.d.ts"]'),
    c.write("types/cart.d.ts", "declare module 'legacy-money' {}\n"),
    c.stop("Files renamed; tsconfig includes the new types folder."),
    c.prompt("Use strict mode, and no `any` in src/cart. Prices stay in integer cents; never use floats for money."),
    c.edit("tsconfig.json", '"strict": false', '"strict": true'),
    c.todos([("Rename src/cart files to .ts", "completed"), ("Add types to the cart module", "in_progress"),
             ("Make tsc, eslint and jest pass", "pending")]),
] + [c.edit("src/cart/%s.ts" % m, "export function", "export function /* typed */") for m in cart] + [
    c.bash_fail("npx tsc --noEmit", "src/cart/discount.ts(27,18): error TS2345: Argument of type 'string' is not "
                "assignable to parameter of type 'number'.\nsrc/checkout/checkout.ts(112,5): error TS2345: Argument of "
                "type 'string | undefined' is not assignable to parameter of type 'string'.\n\nFound 2 errors in 2 files."
                "\n\nErrors  Files\n     1  src/cart/discount.ts:27\n     1  src/checkout/checkout.ts:112", 2),
    c.edit("src/cart/discount.ts", "percentOff(code.value)", "percentOff(Number(code.value))"),
    c.edit("src/checkout/checkout.ts", "setCurrency(cart.currency)", 'setCurrency(cart.currency ?? "EUR")'),
    c.bash("npx tsc --noEmit", "", "Type-check"),
    c.bash_fail("npx eslint src/cart --max-warnings=0", "\n/home/dev/storefront/src/cart/totals.ts\n  14:7  error  "
                "'unused' is assigned a value but never used  @typescript-eslint/no-unused-vars\n\n"
                "✖ 1 problem (1 error, 0 warnings)\n"),
    c.edit("src/cart/totals.ts", "const unused = rows.length;\n", ""),
    c.bash("npx eslint src/cart --max-warnings=0", "", "Lint"),
    c.edit(".eslintrc.cjs", "parser: 'espree'", "parser: '@typescript-eslint/parser'"),
    c.edit("package.json", '"test": "jest"', '"test": "jest --config jest.config.ts"'),
    c.write("jest.config.ts", "export default { preset: 'ts-jest', testEnvironment: 'node' };\n"),
    c.edit("src/api/cartRoutes.ts", "import { Cart } from '../cart/index.js'", "import { Cart } from '../cart'"),
    c.edit("src/cart/__tests__/cart.test.ts", "const { Cart } = require('../cart')", "import { Cart } from '../cart';"),
    c.todos([("Rename src/cart files to .ts", "completed"), ("Add types to the cart module", "completed"),
             ("Make tsc, eslint and jest pass", "in_progress")]),
    c.bash("npm test 2>&1 | tail -25", jest_tail, "Run the tests"),
    c.stop("tsc and eslint pass; one jest test fails: Cart › applies discount (999 instead of 1000)."),
    c.prompt("Fix the rounding in applyDiscount, then open the PR against develop."),
    c.read("src/cart/discount.ts", 64),
    c.stop("Looking at applyDiscount."),
]
session("en-ts-cart-migration", "English TypeScript session: 20 files moved and edited, strict-mode decisions, "
        "tsc and eslint failures fixed, a jest failure seen through `| tail`.", "claude-code", R, c.common(),
        c.finish(events), facts, stale)


# =============================================================================================
# 9. zh-qwen-date-filter — Qwen Code, Chinese, Vue/TS: vitest, vue-tsc, plan change, "继续"
# =============================================================================================
# Story: a date-range filter for the orders dashboard (default last 7 days). First "用 dayjs
# 处理日期" and the agent installs dayjs; then "改主意了：不要引入 dayjs，直接用原生 Intl 和 Date";
# dayjs is uninstalled and the util rewritten. vitest fails ("includes the end day"); "继续";
# an automatic compaction; the fix passes vitest; the component is written; vue-tsc reports
# TS2322 (open). Last request: fix the type error, then commit with a Chinese message.
facts = ["按日期范围筛选订单", "不要引入 dayjs，直接用原生 Intl 和 Date", "src/utils/dateRange.ts",
         "src/components/DateRangeFilter.vue", "TS2322", "修好类型错误后提交"]
stale = ["用 dayjs 处理日期", r"<error[^>]*>[^<]*includes the end day"]

R = "/home/dev/dashboard"
q = Qwen(R, uid4("blind-zh-qwen-date-filter"), "2026-12-01T10:02:11")
vitest_fail = """ RUN  v2.1.5 /home/dev/dashboard

 ❯ src/utils/dateRange.test.ts (6 tests | 1 failed) 14ms
   × dateRange > includes the end day 5ms
     → expected false to be true // Object.is equality

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/utils/dateRange.test.ts > dateRange > includes the end day
AssertionError: expected false to be true // Object.is equality

- Expected
+ Received

- true
+ false

 ❯ src/utils/dateRange.test.ts:24:46
     22|     const range = lastNDays(7, new Date('2026-12-01T15:00:00'))
     23|     const end = new Date('2026-12-01T23:59:00')
     24|     expect(isInRange(end, range)).toBe(true)
       |                                              ^
     25|   })

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 Test Files  1 failed (1)
      Tests  1 failed | 5 passed (6)
   Start at  10:21:07
   Duration  412ms (transform 61ms, setup 0ms, collect 48ms, tests 14ms, environment 0ms, prepare 97ms)"""
t1 = [("实现日期范围工具函数", "in_progress"), ("写 DateRangeFilter 组件", "pending"), ("接入 orders store", "pending")]
t2 = [("实现日期范围工具函数", "completed"), ("写 DateRangeFilter 组件", "in_progress"), ("接入 orders store", "pending")]
events = q.start() + [
    q.prompt("给仪表盘的订单列表加一个按日期范围筛选订单的功能，默认显示最近 7 天。")] + \
    q.todos(t1) + q.read("src/stores/orders.ts") + q.read("src/views/Orders.vue") + [
    q.stop("我看了 orders store 和订单页面。日期处理用什么库？", 18204),
    q.prompt("用 dayjs 处理日期，时区按浏览器本地。")] + \
    q.sh("npm install dayjs", "added 1 package, and audited 412 packages in 2s\n\n98 packages are looking for funding\n"
         "  run `npm fund` for details\n\nfound 0 vulnerabilities", description="Install dayjs") + \
    q.write("src/utils/dateRange.ts", "import dayjs from 'dayjs'\n\nexport function lastNDays(n: number) {}\n") + [
    q.stop("已安装 dayjs 并写了 dateRange.ts。", 21877),
    q.prompt("改主意了：不要引入 dayjs，直接用原生 Intl 和 Date。包体积要控制住。")] + \
    q.sh("npm uninstall dayjs", "removed 1 package, and audited 411 packages in 1s\n\nfound 0 vulnerabilities",
         description="Remove dayjs") + \
    q.write("src/utils/dateRange.ts", "export function lastNDays(n: number, now = new Date()) {}\n"
            "export function isInRange(d: Date, r: DateRange) {}\n") + \
    q.write("src/utils/dateRange.test.ts", "import { describe, it, expect } from 'vitest'\n") + \
    q.sh("npx vitest run src/utils", vitest_fail, 1, "Run the unit tests") + [
    q.stop("includes the end day 失败：结束日被当成 00:00。", 26530),
    q.prompt("继续")] + q.compact(
        "<state_snapshot>\n<overall_goal>订单列表按日期范围筛选（默认最近 7 天）。</overall_goal>\n"
        "<key_knowledge>src/utils/dateRange.ts 与其测试；结束日的比较有问题。</key_knowledge>\n"
        "<current_plan>修复 isInRange，然后写组件并接入 store。</current_plan>\n</state_snapshot>") + \
    q.edit("src/utils/dateRange.ts", "return d >= r.start && d < r.end",
           "return d >= r.start && d <= endOfDay(r.end)") + \
    q.sh("npx vitest run src/utils", " RUN  v2.1.5 /home/dev/dashboard\n\n ✓ src/utils/dateRange.test.ts (6 tests) 12ms"
         "\n\n Test Files  1 passed (1)\n      Tests  6 passed (6)", description="Run the unit tests") + \
    q.todos(t2, dict(t1)) + \
    q.write("src/components/DateRangeFilter.vue", "<script setup lang=\"ts\">\nconst props = defineProps<{ from?: string }>()"
            "\n</script>\n") + \
    q.edit("src/stores/orders.ts", "const filters = reactive({ status: 'all' })",
           "const filters = reactive({ status: 'all', range: lastNDays(7) })") + \
    q.edit("src/views/Orders.vue", "<OrdersTable :orders=\"orders\" />",
           "<DateRangeFilter v-model=\"filters.range\" />\n<OrdersTable :orders=\"orders\" />") + \
    q.sh("npx vue-tsc --noEmit", "src/components/DateRangeFilter.vue(18,7): error TS2322: Type 'string | undefined' is "
         "not assignable to type 'string'.", 2, "Type-check") + [
    q.stop("单元测试已通过；vue-tsc 报 TS2322。", 31408),
    q.prompt("修好类型错误后提交，提交信息用中文。")] + \
    q.read("src/components/DateRangeFilter.vue") + [
    q.stop("正在看 DateRangeFilter.vue 第 18 行。", 32011),
]
session("zh-qwen-date-filter", "Qwen Code, Chinese: a plan change (drop dayjs), vitest failure fixed after "
        "\"继续\" and a compaction, an open vue-tsc error.", "qwen", R, q.common(), q.finish(events), facts, stale)


# =============================================================================================
# 10. codex-go-outbox — Codex CLI, English, Go, "Scrap that", apply_patch, git mv, compaction
# =============================================================================================
# Story: retries with backoff in the Kafka producer, on feat/producer-retry; the agent adds
# internal/events/retry.go. "Scrap that: we'll use the outbox table instead of retrying in the
# producer." The branch is renamed feat/outbox, retry.go is deleted by a patch, producer.go is
# moved to internal/outbox/publisher.go with git mv, a migration and the outbox are added. An
# rg finds nothing. Mid-turn auto compaction. go test shows TestPublisherMarksSent failing
# (Codex reports no exit code). Last request: make it pass, then run the suite with -race.
facts = ["outbox table instead of retrying in the producer", "internal/outbox/publisher.go", "migrations/0012_outbox.sql",
         "TestPublisherMarksSent", "run the whole suite with -race", "feat/outbox"]
stale = ["exponential backoff to the Kafka producer", r'path="internal/events/retry\.go"',
         r'path="internal/events/producer\.go"']

R = "/home/dev/fleet"
x = Codex(R, uid7("blind-codex-go-outbox"), "2026/12/01", "09-12-44")
gotest = """ok  	github.com/acme/fleet/internal/api	0.044s
ok  	github.com/acme/fleet/internal/orders	0.038s
--- FAIL: TestPublisherMarksSent (0.01s)
    publisher_test.go:44: row 1 still pending after Publish
FAIL
FAIL	github.com/acme/fleet/internal/outbox	0.019s
FAIL
"""
reads = ["internal/events/producer.go", "internal/events/events.go", "internal/events/kafka.go", "internal/orders/service.go",
         "internal/orders/repository.go", "internal/db/tx.go", "cmd/fleet/main.go", "migrations/0011_drivers.sql",
         "internal/events/producer_test.go", "go.mod"]
events = [["SessionStart", {"source": "startup"}],
          x.prompt("Add retries with exponential backoff to the Kafka producer in internal/events so we stop dropping "
                   "events when the broker restarts."),
          x.sh("git checkout -b feat/producer-retry", "Switched to a new branch 'feat/producer-retry'\n"),
          x.sh("ls internal/events", "events.go\nkafka.go\nproducer.go\nproducer_test.go\n")] + [
          x.sh("sed -n '1,160p' %s" % path, "// %s\n...\n" % path) for path in reads] + [
          x.patch("*** Add File: internal/events/retry.go\n+package events\n+\n+func withBackoff(attempts int, f func() "
                  "error) error {\n+\treturn nil\n+}\n*** Update File: internal/events/producer.go\n@@\n-\treturn "
                  "p.w.WriteMessages(ctx, msg)\n+\treturn withBackoff(5, func() error { return p.w.WriteMessages(ctx, "
                  "msg) })\n", [("A", "internal/events/retry.go"), ("M", "internal/events/producer.go")]),
          x.sh("go test ./internal/events/...", "ok  \tgithub.com/acme/fleet/internal/events\t0.031s\n"),
          x.stop("Added withBackoff (5 attempts) around WriteMessages; tests pass."),
          x.prompt("Scrap that: we'll use the outbox table instead of retrying in the producer. Events go into an outbox "
                   "row in the same transaction, and a publisher loop ships them."),
          x.sh("git branch -m feat/outbox", ""),
          x.patch("*** Delete File: internal/events/retry.go\n", [("D", "internal/events/retry.go")]),
          x.sh("git checkout -- internal/events/producer.go", ""),
          x.sh("mkdir -p internal/outbox && git mv internal/events/producer.go internal/outbox/publisher.go", ""),
          x.patch("*** Add File: migrations/0012_outbox.sql\n+CREATE TABLE outbox (\n+  id BIGSERIAL PRIMARY KEY,\n"
                  "+  topic TEXT NOT NULL,\n+  payload JSONB NOT NULL,\n+  sent_at TIMESTAMPTZ\n+);\n"
                  "*** Add File: internal/outbox/outbox.go\n+package outbox\n+\n+func Enqueue(ctx context.Context, tx "
                  "pgx.Tx, topic string, payload any) error { return nil }\n",
                  [("A", "migrations/0012_outbox.sql"), ("A", "internal/outbox/outbox.go")]),
          x.patch("*** Update File: internal/outbox/publisher.go\n@@\n-package events\n+package outbox\n@@\n-func (p "
                  "*Producer) Send(ctx context.Context, msg kafka.Message) error {\n+func (p *Publisher) Publish(ctx "
                  "context.Context) error {\n*** Add File: internal/outbox/publisher_test.go\n+package outbox\n+\n"
                  "+func TestPublisherMarksSent(t *testing.T) {}\n",
                  [("M", "internal/outbox/publisher.go"), ("A", "internal/outbox/publisher_test.go")]),
          x.sh("rg -n 'RetryProducer|withBackoff' .", ""),
          ["PreCompact", {"trigger": "auto"}],
          ["PostCompact", {"trigger": "auto"}],
          ["SessionStart", {"source": "compact"}],
          x.patch("*** Update File: internal/orders/service.go\n@@\n-\tif err := s.events.Send(ctx, orderCreated(o)); err "
                  "!= nil {\n+\tif err := outbox.Enqueue(ctx, tx, \"orders.created\", o); err != nil {\n",
                  [("M", "internal/orders/service.go")]),
          x.patch("*** Update File: cmd/fleet/main.go\n@@\n+\tgo outbox.NewPublisher(db, writer).Run(ctx)\n",
                  [("M", "cmd/fleet/main.go")]),
          x.sh("go build ./...", ""),
          x.sh("go test ./internal/...", gotest),
          x.stop("The outbox is wired in; TestPublisherMarksSent fails: rows stay pending after Publish."),
          x.prompt("Make TestPublisherMarksSent pass, then run the whole suite with -race."),
          x.sh("sed -n '1,80p' internal/outbox/publisher_test.go", "package outbox\n\nfunc TestPublisherMarksSent(t "
               "*testing.T) {\n\t...\n}\n"),
          x.stop("Reading the test; Publish never updates sent_at."),
          ]
session("codex-go-outbox", "Codex CLI, Go: \"Scrap that\" from producer retries to an outbox, a deleted file, a "
        "git mv, a branch rename, a mid-turn compaction, a go test failure without exit code.", "codex", R,
        x.common(), x.finish(events), facts, stale)


# =============================================================================================
# 11. gemini-geo-distance — Gemini CLI, English, Python: pytest via tee, ruff, "Wait," correction
# =============================================================================================
# Story: a haversine function in geo/distance.py with tests, results in kilometres, replacing
# geo/_old_distance.py. A grep finds nothing (Exit Code 1). "Wait, return metres, not
# kilometres". `pytest -q 2>&1 | tee pytest.log` shows test_paris_london failing (no exit code,
# pipe); the test is fixed; the old helper is git rm'ed; ruff reports F401 (open). Last
# request: fix the lint error and add a bearing() function.
facts = ["return metres, not kilometres", "geo/distance.py", "tests/test_distance.py", "F401", "add a bearing() function"]
stale = ["results in kilometres", r'path="geo/_old_distance\.py"', r'<error cmd="grep',
         r"<error[^>]*>[^<]*test_paris_london"]

R = "/home/dev/geo"
g = Gemini(R, uid4("blind-gemini-geo-distance"), "2026-12-01T13:40:05")
tee_out = """.........F..
=================================== FAILURES ===================================
______________________________ test_paris_london _______________________________

    def test_paris_london():
>       assert haversine(PARIS, LONDON) == pytest.approx(343.556, rel=1e-3)
E       assert 343556.0 == 343.556 ± 3.4e-01
E
E         comparison failed
E         Obtained: 343556.0
E         Expected: 343.556 ± 3.4e-01

tests/test_distance.py:14: AssertionError
=========================== short test summary info ============================
FAILED tests/test_distance.py::test_paris_london - assert 343556.0 == 343.556 ± 3.4e-01
1 failed, 11 passed in 0.35s"""
ruff_out = """geo/distance.py:3:18: F401 [*] `math.pi` imported but unused
  |
1 | \"\"\"Great-circle distances.\"\"\"
2 |
3 | from math import pi, radians, sin, cos, asin, sqrt
  |                  ^^ F401
  |
  = help: Remove unused import: `math.pi`

Found 1 error.
[*] 1 fixable with the `--fix` option."""
p1 = ("Add a haversine distance function to geo/distance.py with tests; results in kilometres. Replace the old "
      "geo/_old_distance.py helper.")
p2 = "Wait, return metres, not kilometres — the routing service expects metres everywhere."
p3 = "Fix the lint error. Also add a bearing() function next to it, in degrees from north."
events = [["SessionStart", {"source": "startup"}], g.prompt(p1)] + \
    g.todos([("Write haversine() in geo/distance.py", "in_progress"), ("Add tests", "pending"),
             ("Remove geo/_old_distance.py", "pending")]) + \
    g.read("geo/_old_distance.py", "def dist(a, b):\n    # flat-earth approximation\n    ...\n") + \
    g.read("geo/__init__.py", "from ._old_distance import dist\n") + \
    g.sh('grep -rn "EARTH_RADIUS" geo/ tests/', "", 1, "Look for an existing radius constant") + \
    g.write("geo/distance.py", '"""Great-circle distances."""\n\nfrom math import pi, radians, sin, cos, asin, sqrt\n\n'
            "EARTH_RADIUS_KM = 6371.0088\n\ndef haversine(a, b):\n    ...\n") + \
    g.write("tests/test_distance.py", "from geo.distance import haversine\n\ndef test_paris_london():\n    ...\n") + \
    g.sh("python -m pytest -q tests/test_distance.py", "............\n12 passed in 0.29s", 0, "Run the tests") + \
    g.after_agent(p1, "Added haversine() in kilometres with 12 tests.") + [g.prompt(p2)] + \
    g.replace("geo/distance.py", "Return metres.", "EARTH_RADIUS_KM = 6371.0088", "EARTH_RADIUS_M = 6371008.8") + \
    g.sh("python -m pytest -q 2>&1 | tee pytest.log", tee_out, 0, "Run the tests and keep a log") + \
    g.replace("tests/test_distance.py", "Expect metres.", "pytest.approx(343.556, rel=1e-3)",
              "pytest.approx(343556, rel=1e-3)") + \
    g.sh("python -m pytest -q", "............\n12 passed in 0.31s", 0, "Run the tests") + \
    g.sh("git rm geo/_old_distance.py", "rm 'geo/_old_distance.py'", 0, "Remove the old helper") + \
    g.replace("geo/__init__.py", "Export haversine.", "from ._old_distance import dist", "from .distance import haversine") + \
    g.todos([("Write haversine() in geo/distance.py", "completed"), ("Add tests", "completed"),
             ("Remove geo/_old_distance.py", "completed")]) + \
    g.sh("ruff check geo tests", ruff_out, 1, "Lint") + \
    g.after_agent(p2, "haversine() returns metres; tests pass; the old helper is removed. ruff reports F401.") + \
    [g.prompt(p3)] + g.read("geo/distance.py", '"""Great-circle distances."""\n...') + \
    g.after_agent(p3, "Reading geo/distance.py before the change.")
session("gemini-geo-distance", "Gemini CLI, Python: a \"Wait,\" correction (metres), a failure behind `| tee`, an empty "
        "grep with Exit Code 1, git rm, an open ruff error.", "gemini", R, g.common(), g.finish(events), facts, stale)


# =============================================================================================
# 12. en-ledger-csv-import — Claude Code, English, Python/pytest, compacted three times, acks
# =============================================================================================
# Story: CSV import of bank statements (Rabobank, then ING). Decisions before the first
# compaction: Decimal amounts, reject unknown currencies, bank transaction id as dedupe key.
# "ok", "go on", "continue" between compactions. Todos move from Rabobank to dedupe to CLI; a
# dedupe test fails once and is fixed. Last request: the semicolon-separated ING export;
# `pytest ... | tail -n 30` exits 0 but shows test_semicolon_dialect failing.
facts = ["reject rows with unknown currencies", "bank's transaction id as the dedupe key", "ledger/importers/csv_import.py",
         "Handle the ING CSV dialect", "test_semicolon_dialect", "support the semicolon-separated export from ING"]
stale = [r'status="(?:pending|in_progress)">Parse the Rabobank CSV',
         r'status="(?:pending|in_progress)">Deduplicate imported rows',
         r"<error[^>]*>[^<]*test_duplicate_rows_skipped"]

R = "/home/dev/ledger"
c = Claude(R, uid4("blind-en-ledger-csv-import"))
T = ["Parse the Rabobank CSV", "Deduplicate imported rows", "Wire the importer into the CLI", "Handle the ING CSV dialect"]


def ledger_todos(*states):
    return c.todos(list(zip(T, states)))


ing_tail = """
    def _amount(raw: str) -> Decimal:
>       return Decimal(raw)
E       decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]

ledger/importers/csv_import.py:58: InvalidOperation
=========================== short test summary info ============================
FAILED tests/importers/test_csv.py::test_semicolon_dialect - decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]
1 failed, 18 passed in 0.57s"""
events = c.start() + [
    c.prompt("Implement CSV import for bank statements in ledger/importers/. Start with Rabobank, then ING."),
    c.read("ledger/models.py", 130), c.read("ledger/importers/__init__.py", 12), c.read("ledger/importers/ofx_import.py", 160),
    c.read("tests/importers/test_ofx.py", 90), c.read("samples/rabobank-2026-10.csv", 213),
    c.stop("Read the OFX importer and a Rabobank sample."),
    c.prompt("Decision: amounts are parsed with Decimal, and we reject rows with unknown currencies instead of guessing."),
    c.prompt("Use the bank's transaction id as the dedupe key; if a row has none, hash date+amount+description."),
    ledger_todos("in_progress", "pending", "pending", "pending"),
    c.write("ledger/importers/csv_import.py", "import csv\nfrom decimal import Decimal\n"),
    c.write("tests/importers/test_csv.py", "from ledger.importers.csv_import import import_csv\n"),
    c.bash("python -m pytest tests/importers -q", "..............                                   [100%]\n"
           "14 passed in 0.42s", "Run the importer tests"),
    ledger_todos("completed", "pending", "pending", "pending"),
    c.stop("Rabobank import works; next is deduplication. Shall I go on?"),
    c.prompt("ok"),
    ledger_todos("completed", "in_progress", "pending", "pending"),
] + c.compact("<summary>\n1. Primary Request and Intent: CSV import of bank statements in ledger/importers/, "
              "Rabobank then ING.\n2. Files: ledger/importers/csv_import.py, tests/importers/test_csv.py.\n"
              "3. Current Work: deduplication.\n</summary>") + [
    c.write("ledger/importers/dedupe.py", "def dedupe_key(row):\n    ...\n"),
    c.edit("ledger/importers/csv_import.py", "rows = list(reader)", "rows = dedupe(list(reader), seen)"),
    c.edit("tests/importers/test_csv.py", "def test_rabobank_basic", "def test_duplicate_rows_skipped"),
    c.bash_fail("python -m pytest tests/importers -q", "...F.............\n=================================== "
                "FAILURES ===================================\n_________________________ test_duplicate_rows_skipped "
                "_________________________\n\n>       assert len(imported) == 2\nE       assert 3 == 2\n\n"
                "tests/importers/test_csv.py:71: AssertionError\n=========================== short test summary info "
                "============================\nFAILED tests/importers/test_csv.py::test_duplicate_rows_skipped - "
                "assert 3 == 2\n1 failed, 16 passed in 0.47s"),
    c.edit("ledger/importers/dedupe.py", "return row.get('id')", "return row.get('id') or sha1(date, amount, description)"),
    c.bash("python -m pytest tests/importers -q", ".................                                [100%]\n"
           "17 passed in 0.45s", "Run the importer tests"),
    ledger_todos("completed", "completed", "pending", "pending"),
    c.stop("Deduplication done; 17 tests pass."),
    c.prompt("go on"),
    ledger_todos("completed", "completed", "in_progress", "pending"),
] + c.compact("<summary>\n1. Primary Request and Intent: CSV import of bank statements.\n2. Files: csv_import.py, "
              "dedupe.py and tests.\n3. Current Work: CLI wiring.\n</summary>") + [
    c.edit("ledger/cli.py", "sub.add_parser('import-ofx')", "sub.add_parser('import-ofx')\nsub.add_parser('import')"),
    c.bash("python -m ledger import --bank rabobank samples/rabobank-2026-10.csv --dry-run",
           "Would import 209 rows (3 duplicates skipped, 0 rejected)", "Try the CLI"),
    ledger_todos("completed", "completed", "completed", "pending"),
    c.stop("`ledger import --bank rabobank` works."),
    c.prompt("continue"),
] + c.compact("<summary>\n1. Primary Request and Intent: CSV import of bank statements.\n2. Current Work: "
              "documentation of the import command.\n</summary>") + [
    c.edit("README.md", "## Importing OFX", "## Importing CSV\n\n    ledger import --bank rabobank FILE\n\n## Importing OFX"),
    c.stop("README updated."),
    c.prompt("Now support the semicolon-separated export from ING; amounts there use a comma as decimal separator."),
    ledger_todos("completed", "completed", "completed", "in_progress"),
    c.read("samples/ing-2026-10.csv", 88),
    c.edit("ledger/importers/csv_import.py", "reader = csv.DictReader(handle)",
           "dialect = csv.Sniffer().sniff(handle.read(2048), delimiters=',;')"),
    c.edit("tests/importers/test_csv.py", "def test_cli_dry_run", "def test_semicolon_dialect"),
    c.bash("python -m pytest tests/importers -q 2>&1 | tail -n 30", ing_tail, "Run the importer tests"),
    c.stop("test_semicolon_dialect fails: amounts like 12,50 reach Decimal unchanged."),
]
session("en-ledger-csv-import", "English Python session compacted three times, decisions made before the first "
        "compaction, ok / go on / continue, todos finished along the way, a failure behind `| tail`.", "claude-code",
        R, c.common(), c.finish(events), facts, stale)


# =============================================================================================
# 13. en-gateway-prod-eu — Claude Code, English, kubectl/helm/curl, lots of reads, hex API key
# =============================================================================================
# Story: /healthz returns 503 in prod-eu. The agent switches the kube context to prod-eu,
# curls the health endpoint (redis timeout), reads ~60 chart templates and globs, an rg finds
# nothing. The user pastes a Datadog API key (32 hex). The redis timeout is raised in
# values-prod-eu.yaml, helm upgrade rolls out, health is green. Constraint: no prod-us until
# prod-eu has been green for an hour. Last request: watch it, then prepare prod-us.
facts = ["kubectl config use-context prod-eu", "charts/gateway/values-prod-eu.yaml", "helm upgrade gateway charts/gateway",
         "prod-eu has been green for an hour", "prepare the same change for prod-us"]
stale = ["9b1e4c7a2f8d4e6b0c3a5f7d9e2b4c6a", r'<error cmd="rg']

R = "/home/dev/gateway"
c = Claude(R, uid4("blind-en-gateway-prod-eu"))
dd = "9b1e4c7a2f8d4e6b0c3a5f7d9e2b4c6a"
events = c.start() + [
    c.prompt("The /healthz of the gateway returns 503 in prod-eu since this morning; find out why."),
    c.bash("kubectl config use-context prod-eu", 'Switched to context "prod-eu".', "Switch to prod-eu"),
    c.bash("kubectl get pods -n gateway", "NAME                       READY   STATUS    RESTARTS   AGE\n"
           "gateway-7c9d6b5f4-2kq8v    1/1     Running   0          5h12m\ngateway-7c9d6b5f4-9xw3p    1/1     Running   0  "
           "        5h12m\ngateway-7c9d6b5f4-tl6mz    1/1     Running   0          5h11m", "List the pods"),
    c.bash("curl -s -w '\\n%{http_code}\\n' https://gateway.prod-eu.acme.io/healthz",
           '{"status":"down","checks":{"redis":"timeout after 250ms","postgres":"ok"}}\n503', "Call the health check"),
    c.read_repeat("charts/gateway/templates/part-{i}.yaml", 45, 60),
    c.glob_repeat("charts/gateway/**/*healthz*{i}", 15),
    c.bash('rg -n "HEALTH_TIMEOUT" charts/ internal/', "", "Look for a health timeout setting",
           interpretation="No matches found"),
    c.grep("redis.*timeout", ".", ["internal/health/redis.go", "charts/gateway/values.yaml"]),
    c.read("internal/health/redis.go", 72), c.read("charts/gateway/values.yaml", 140),
    c.read("charts/gateway/values-prod-eu.yaml", 38),
    c.stop("The redis check times out after 250 ms; prod-eu redis is slower since the failover."),
    c.prompt("Here's the Datadog API key if you need metrics: %s" % dd),
    c.bash("curl -s -H \"DD-API-KEY: %s\" 'https://api.datadoghq.eu/api/v1/query?from=1764572400&to=1764594000&"
           "query=avg:redis.net.latency{env:prod-eu}'" % dd,
           '{"status":"ok","res_type":"time_series","series":[{"metric":"redis.net.latency","pointlist":'
           '[[1764586800000,41.2],[1764590400000,312.4]]}]}', "Query redis latency"),
    c.edit("charts/gateway/values-prod-eu.yaml", "redisTimeout: 250ms", "redisTimeout: 2s"),
    c.stop("Latency went from 41 ms to 312 ms at 11:00; raised the timeout to 2s in values-prod-eu.yaml."),
    c.prompt("Don't roll out to prod-us until prod-eu has been green for an hour. Go ahead with prod-eu."),
    c.bash("helm upgrade gateway charts/gateway -n gateway -f charts/gateway/values-prod-eu.yaml",
           'Release "gateway" has been upgraded. Happy Helming!\nNAME: gateway\nLAST DEPLOYED: Tue Dec  1 10:42:11 2026\n'
           "NAMESPACE: gateway\nSTATUS: deployed\nREVISION: 57", "Upgrade the release"),
    c.bash("kubectl rollout status deploy/gateway -n gateway", 'deployment "gateway" successfully rolled out',
           "Wait for the rollout"),
    c.bash("curl -s -w '\\n%{http_code}\\n' https://gateway.prod-eu.acme.io/healthz",
           '{"status":"ok","checks":{"redis":"ok","postgres":"ok"}}\n200', "Call the health check"),
    c.stop("prod-eu is green again."),
    c.prompt("Watch it for an hour, then prepare the same change for prod-us."),
    c.stop("I'll check again at 11:45."),
]
session("en-gateway-prod-eu", "English ops session: a kube context switch, curl checks, 60 reads and globs of noise, "
        "an empty rg, a Datadog key pasted in a prompt, a helm upgrade.", "claude-code", R, c.common(),
        c.finish(events), facts, stale)


# =============================================================================================
# 14. en-repo-reorg — Claude Code, English, shell-created, moved and deleted files
# =============================================================================================
# Story: the release script prints the wrong version; the agent edits scripts/release.sh and
# fabfile.py. Then a reorg: scripts moved to tools/ with git mv, VERSION written with echo,
# fabfile.py git rm'ed, docs/old-setup.md renamed with mv, a checklist created with touch.
# Constraint: keep the scripts POSIX sh. `make release` fails (No rule to make target) and is
# fixed in the Makefile. Committed. Last request: make CI run tools/lint.sh before the tests.
facts = ["tools/release.sh", "docs/setup.md", ".github/workflows/ci.yml", "keep the scripts POSIX sh",
         "make CI run tools/lint.sh before the tests"]
stale = [r'path="scripts/release\.sh"', r'path="fabfile\.py"', r'path="docs/old-setup\.md"',
         r"<error[^>]*>[^<]*No rule to make target"]

R = "/home/dev/taskrunner"
c = Claude(R, uid4("blind-en-repo-reorg"))
events = c.start() + [
    c.prompt("The release script prints the wrong version; fix scripts/release.sh."),
    c.read("scripts/release.sh", 47), c.read("fabfile.py", 63), c.read("Makefile", 39), c.read("setup.cfg", 28),
    c.edit("scripts/release.sh", "VERSION=$(git describe --tags)", "VERSION=$(python -c 'import taskrunner; print(taskrunner.__version__)')"),
    c.edit("fabfile.py", "version = local('git describe')", "version = taskrunner.__version__"),
    c.bash("sh scripts/release.sh --dry-run", "would tag v1.4.0", "Dry-run the release"),
    c.stop("The script now reads the version from the package: v1.4.0."),
    c.prompt("While you're at it, reorganise: move scripts/*.sh into tools/, add a VERSION file as the single source "
             "of the version, and drop fabfile.py, nobody uses Fabric any more. Also rename docs/old-setup.md to "
             "docs/setup.md."),
    c.bash("git checkout -b chore/tools-dir", "Switched to a new branch 'chore/tools-dir'", "Create a branch"),
    c.bash("mkdir -p tools && git mv scripts/release.sh tools/release.sh && git mv scripts/lint.sh tools/lint.sh", "",
           "Move the scripts"),
    c.bash('echo "1.4.0" > VERSION && git add VERSION', "", "Create VERSION"),
    c.bash("git rm fabfile.py", "rm 'fabfile.py'", "Remove the fabfile"),
    c.bash("mv docs/old-setup.md docs/setup.md", "", "Rename the setup doc"),
    c.bash("touch docs/release-checklist.md", "", "Create the checklist"),
    c.edit("tools/release.sh", "VERSION=$(python -c 'import taskrunner; print(taskrunner.__version__)')",
           'VERSION=$(cat "$(dirname "$0")/../VERSION")'),
    c.edit("taskrunner/__init__.py", '__version__ = "1.4.0"', "__version__ = (Path(__file__).parent.parent / 'VERSION').read_text().strip()"),
    c.stop("Moved, created and removed; release.sh reads VERSION."),
    c.prompt("keep the scripts POSIX sh, no bashisms — the release box runs dash."),
    c.edit("tools/release.sh", "if [[ -n \"$DRY_RUN\" ]]; then", "if [ -n \"$DRY_RUN\" ]; then"),
    c.edit("tools/lint.sh", "set -euo pipefail", "set -eu"),
    c.bash_fail("make release DRY_RUN=1", "make: *** No rule to make target 'scripts/release.sh', needed by 'release'.  "
                "Stop.", 2),
    c.edit("Makefile", "release: scripts/release.sh\n\tsh scripts/release.sh", "release: tools/release.sh\n\tsh tools/release.sh"),
    c.bash("make release DRY_RUN=1", "sh tools/release.sh --dry-run\nwould tag v1.4.0", "Dry-run the release"),
    c.bash("shellcheck -s sh tools/*.sh", "", "Check POSIX sh"),
    c.edit("docs/setup.md", "scripts/release.sh", "tools/release.sh"),
    c.edit("docs/release-checklist.md", "", "- [ ] bump VERSION\n- [ ] make release"),
    c.commit("Move scripts to tools/, add VERSION, drop fabfile", "a4d09e2", "chore/tools-dir", 9),
    c.stop("Committed on chore/tools-dir."),
    c.prompt("Now make CI run tools/lint.sh before the tests."),
    c.read(".github/workflows/ci.yml", 52),
    c.edit(".github/workflows/ci.yml", "      - run: make test", "      - run: sh tools/lint.sh\n      - run: make test"),
    c.stop("CI runs tools/lint.sh first."),
]
session("en-repo-reorg", "English session where files are created by echo/touch, moved by git mv and mv, and deleted "
        "by git rm after being edited; a make error fixed.", "claude-code", R, c.common(), c.finish(events), facts, stale)


# =============================================================================================
# 15. codex-es-csvstat — Codex CLI, Spanish, Rust: cargo test, clippy, "En realidad", resume
# =============================================================================================
# Story: a `stats` subcommand (mean and median per numeric column). cargo test fails in
# median_even_count. "En realidad, no uses unwrap() en la biblioteca; devuelve errores con
# thiserror". The session ends and is resumed ("sigue"); the median fix passes cargo test;
# clippy fails with "this `if` has identical blocks" (open). Last request: fix clippy and add
# the subcommand to the README.
facts = ["src/stats.rs", "no uses unwrap() en la biblioteca", "devuelve errores con thiserror", "has identical blocks",
         "añade el subcomando al README"]
stale = [r"<error[^>]*>[^<]*median_even_count"]

R = "/home/dev/csvstat"
x = Codex(R, uid7("blind-codex-es-csvstat"), "2026/12/01", "16-05-31")
cargo_out = """   Compiling csvstat v0.3.0 (/home/dev/csvstat)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.87s
     Running unittests src/lib.rs (target/debug/deps/csvstat-1b9e4f0c7d2a6e35)

running 6 tests
test stats::tests::mean_simple ... ok
test stats::tests::median_odd_count ... ok
test stats::tests::median_even_count ... FAILED
test stats::tests::skips_non_numeric ... ok
test cli::tests::parses_stats ... ok
test cli::tests::parses_head ... ok

failures:

---- stats::tests::median_even_count stdout ----
thread 'stats::tests::median_even_count' panicked at src/stats.rs:71:9:
assertion `left == right` failed
  left: 3.0
 right: 2.5

failures:
    stats::tests::median_even_count

test result: FAILED. 5 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

error: test failed, to rerun pass `--lib`
"""
clippy_out = """    Checking csvstat v0.3.0 (/home/dev/csvstat)
error: this `if` has identical blocks
  --> src/stats.rs:44:34
   |
44 |       if values.len() % 2 == 0 {
   |  ______________________________^
45 | |         sorted[mid]
46 | |     } else {
   | |_____^
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#if_same_then_else
   = note: `-D clippy::if-same-then-else` implied by `-D warnings`

error: could not compile `csvstat` (lib) due to 1 previous error
"""
events = [["SessionStart", {"source": "startup"}],
          x.prompt("Añade un subcomando `stats` que calcule media y mediana por columna numérica."),
          ] + [x.sh("sed -n '1,200p' %s" % path, "// %s\n" % path) for path in
               ("src/main.rs", "src/lib.rs", "src/cli.rs", "src/reader.rs", "Cargo.toml", "tests/cli.rs")] + [
          x.patch("*** Add File: src/stats.rs\n+pub fn mean(values: &[f64]) -> f64 {\n+    values.iter().sum::<f64>() / "
                  "values.len() as f64\n+}\n*** Update File: src/lib.rs\n@@\n+pub mod stats;\n",
                  [("A", "src/stats.rs"), ("M", "src/lib.rs")]),
          x.patch("*** Update File: src/cli.rs\n@@\n+    /// Media y mediana por columna numérica\n+    Stats { path: "
                  "PathBuf },\n", [("M", "src/cli.rs")]),
          x.sh("cargo test", cargo_out),
          x.stop("Añadí `stats`; falla median_even_count: con un número par toma el elemento central."),
          x.prompt("En realidad, no uses unwrap() en la biblioteca; devuelve errores con thiserror y deja los unwrap "
                   "solo en main.rs."),
          x.sh("cargo add thiserror@2", "    Updating crates.io index\n      Adding thiserror v2.0.3 to dependencies\n"
               "             Features:\n             + std\n"),
          x.patch("*** Add File: src/error.rs\n+#[derive(Debug, thiserror::Error)]\n+pub enum StatsError {\n"
                  "+    #[error(\"column {0} has no numeric values\")]\n+    Empty(String),\n+}\n"
                  "*** Update File: src/stats.rs\n@@\n-pub fn mean(values: &[f64]) -> f64 {\n+pub fn mean(values: &[f64]) "
                  "-> Result<f64, StatsError> {\n", [("A", "src/error.rs"), ("M", "src/stats.rs")]),
          x.patch("*** Update File: src/lib.rs\n@@\n+pub mod error;\n", [("M", "src/lib.rs")]),
          x.stop("Errores con thiserror en src/error.rs; los unwrap quedan solo en main.rs."),
          ["SessionEnd", {"reason": "other"}],
          ["SessionStart", {"source": "resume"}],
          x.prompt("sigue"),
          x.patch("*** Update File: src/stats.rs\n@@\n-        sorted[mid]\n+        (sorted[mid - 1] + sorted[mid]) / 2.0\n",
                  [("M", "src/stats.rs")]),
          x.sh("cargo test", "running 6 tests\ntest stats::tests::mean_simple ... ok\ntest stats::tests::median_odd_count "
               "... ok\ntest stats::tests::median_even_count ... ok\ntest stats::tests::skips_non_numeric ... ok\n"
               "test cli::tests::parses_stats ... ok\ntest cli::tests::parses_head ... ok\n\ntest result: ok. 6 passed; "
               "0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n"),
          x.sh("cargo clippy --all-targets -- -D warnings", clippy_out),
          x.stop("Los tests pasan; clippy falla por un if con bloques idénticos."),
          x.prompt("Arregla lo de clippy y después añade el subcomando al README."),
          x.sh("sed -n '30,60p' src/stats.rs", "    let mid = sorted.len() / 2;\n    if values.len() % 2 == 0 {\n"),
          x.stop("Miro src/stats.rs:44."),
          ]
session("codex-es-csvstat", "Codex CLI, Spanish, Rust: a cargo test failure fixed after an exit and a resume, an "
        "\"En realidad\" correction, an open clippy error (no exit codes in Codex payloads).", "codex", R, x.common(),
        x.finish(events), facts, stale)


# =============================================================================================
# 16. en-upload-corrections — Claude Code, English, Python: "No," / "Actually" / "Wait"
# =============================================================================================
# Story: a scanned PDF crashes the invoice import (Sentry INVOICER-3F2, via MCP). The agent
# starts patching parser/pdf.py; "No, leave the parser alone — fix the caller instead." The
# parser edit is reverted (git checkout --) and the todo about the parser disappears from the
# list. "Actually, also log the file name"; "Wait — ... only the basename". An Explore subagent
# finds a fixture. `pytest ... | grep -B 40 '^FAILED'` exits 0 with the FAILED line last. Last
# request: mark the Sentry issue resolved once the test passes.
facts = ["fix the caller instead", "only the basename", "app/upload.py", "test_scanned_pdf_is_skipped",
         "mark INVOICER-3F2 as resolved", "Add a regression test with a scanned PDF"]
stale = [r'status="(?:pending|in_progress)">Make parser/pdf\.py tolerate image-only pages', r'path="parser/pdf\.py"']

R = "/home/dev/invoicer"
c = Claude(R, uid4("blind-en-upload-corrections"))
grep_out = """___________________________ test_scanned_pdf_is_skipped ___________________________

client = <FlaskClient <Flask 'app'>>, caplog = <_pytest.logging.LogCaptureFixture object at 0x7f8e1c2b9d10>

    def test_scanned_pdf_is_skipped(client, caplog):
        with open(FIXTURES / "scanned_invoice.pdf", "rb") as pdf:
            response = client.post("/upload", data={"file": (pdf, "scanned_invoice.pdf")})
        assert response.status_code == 200
>       assert "needs OCR" in response.get_data(as_text=True)
E       assert 'needs OCR' in '<!doctype html>\\n<title>Upload</title>\\n<p>1 file skipped.</p>\\n'
E        +  where '<!doctype html>...' = <WrapperTestResponse 68 bytes [200 OK]>.get_data(as_text=True)

tests/test_upload.py:58: AssertionError
=========================== short test summary info ============================
FAILED tests/test_upload.py::test_scanned_pdf_is_skipped - assert 'needs OCR' in '<!doctype html>\\n<title>Upload</..."""
events = c.start() + [
    c.prompt("Uploading a scanned invoice PDF crashes the import with KeyError: 'text'. Sentry issue INVOICER-3F2. Fix it."),
    c.mcp("sentry", "get_issue", {"issue_id": "INVOICER-3F2"},
          '{"title": "KeyError: \'text\'", "culprit": "parser/pdf.py in extract_lines", "count": 37, "frames": '
          '["app/upload.py:41 handle_upload", "parser/pdf.py:88 extract_lines"]}'),
    c.read("parser/pdf.py", 140), c.read("app/upload.py", 96),
    c.todos([("Make parser/pdf.py tolerate image-only pages", "in_progress"),
             ("Add a regression test with a scanned PDF", "pending")]),
    c.edit("parser/pdf.py", "text = block['text']", "text = block.get('text', '')"),
    c.stop("The parser now returns an empty string for image-only blocks."),
    c.prompt("No, leave the parser alone — fix the caller instead. The parser is shared with the OCR service and must "
             "keep raising."),
    c.bash("git checkout -- parser/pdf.py", "", "Revert the parser change"),
    c.todos([("Skip scanned PDFs in app/upload.py", "in_progress"), ("Add a regression test with a scanned PDF", "pending")]),
    c.edit("app/upload.py", "lines = extract_lines(pdf)", "try:\n        lines = extract_lines(pdf)\n    except KeyError:\n"
           "        skipped.append(upload)\n        continue"),
    c.stop("handle_upload skips PDFs without a text layer."),
    c.prompt("Actually, also log the file name when we skip a scanned PDF, and tell the user it needs OCR."),
    c.edit("app/upload.py", "skipped.append(upload)", "log.info('skipping scanned PDF %s', upload.path)\n"
           "        skipped.append(upload)"),
    c.edit("app/templates/upload_result.html", "<p>{{ skipped|length }} file skipped.</p>",
           "<p>{{ skipped|length }} file skipped: needs OCR.</p>"),
    c.prompt("Wait — don't log the full path, only the basename; paths contain customer names."),
    c.edit("app/upload.py", "upload.path)", "os.path.basename(upload.path))"),
] + c.subagent("Find a scanned PDF fixture", "Find a PDF fixture without a text layer under tests/.", "Explore",
               "tests/fixtures/scanned_invoice.pdf has one image-only page and no text layer.") + [
    c.edit("tests/test_upload.py", "def test_upload_ok(client):", "def test_scanned_pdf_is_skipped(client, caplog):"),
    c.bash("python -m pytest tests/test_upload.py 2>&1 | grep -B 40 '^FAILED'", grep_out, "Run the upload tests"),
    c.todos([("Skip scanned PDFs in app/upload.py", "completed"),
             ("Add a regression test with a scanned PDF", "in_progress")]),
    c.stop("The new test fails: the template change is not rendered (the template is cached in tests)."),
    c.prompt("Once the test passes, mark INVOICER-3F2 as resolved in Sentry."),
    c.stop("Will do."),
]
session("en-upload-corrections", "English Python session with \"No,\", \"Actually\" and \"Wait\" corrections, a "
        "reverted edit, a todo dropped from the list, MCP and a subagent, a failure behind `| grep`.", "claude-code", R,
        c.common(), c.finish(events), facts, stale)


# =============================================================================================
# 17. en-marketing-site-pages — Claude Code, English, Terraform, "Change of plan:", "go ahead"
# =============================================================================================
# Story: host the marketing site with Terraform on S3 + CloudFront; the agent writes s3.tf and
# cloudfront.tf. "Change of plan: ... Cloudflare Pages instead of CloudFront; keep S3 only for
# the asset backups." cloudfront.tf is removed with rm; cloudflare_pages.tf written; plan fails
# with "Unsupported argument", fixed; "go ahead" → `terraform -chdir=infra apply tfplan`;
# committed. Last request: point www at the Pages project.
facts = ["Cloudflare Pages instead of CloudFront", "keep S3 only for the asset backups", "infra/cloudflare_pages.tf",
         "terraform -chdir=infra apply tfplan", "point www.acme-marketing.com at the Pages project"]
stale = ["S3 bucket plus a CloudFront distribution", r'path="infra/cloudfront\.tf"',
         r"<error[^>]*>[^<]*Unsupported argument"]

R = "/home/dev/marketing-site"
c = Claude(R, uid4("blind-en-marketing-site-pages"))
tf_err = """╷
│ Error: Unsupported argument
│
│   on cloudflare_pages.tf line 14, in resource "cloudflare_pages_project" "site":
│   14:   build_command = "npm run build"
│
│ An argument named "build_command" is not expected here.
╵"""
events = c.start() + [
    c.prompt("Set up hosting for the marketing site with Terraform: an S3 bucket plus a CloudFront distribution, state "
             "in the existing tfstate bucket."),
    c.read("infra/providers.tf", 22), c.read("infra/backend.tf", 12), c.read("package.json", 41),
    c.write("infra/s3.tf", 'resource "aws_s3_bucket" "site" {\n  bucket = "acme-marketing-site"\n}\n'),
    c.write("infra/cloudfront.tf", 'resource "aws_cloudfront_distribution" "site" {\n}\n'),
    c.bash("terraform -chdir=infra init", "Initializing the backend...\n\nSuccessfully configured the backend \"s3\"!\n\n"
           "Initializing provider plugins...\n- Installing hashicorp/aws v5.80.0...\n\nTerraform has been successfully "
           "initialized!", "Init"),
    c.stop("S3 and CloudFront written; init done."),
    c.prompt("Change of plan: we'll use Cloudflare Pages instead of CloudFront; keep S3 only for the asset backups."),
    c.bash("rm infra/cloudfront.tf", "", "Remove the CloudFront config"),
    c.write("infra/cloudflare_pages.tf", 'resource "cloudflare_pages_project" "site" {\n  name = "acme-marketing"\n'
            '  production_branch = "main"\n  build_command = "npm run build"\n}\n'),
    c.edit("infra/providers.tf", "required_providers {", "required_providers {\n    cloudflare = { source = "
           '"cloudflare/cloudflare", version = "~> 4.48" }'),
    c.edit("infra/variables.tf", 'variable "domain"', 'variable "cloudflare_account_id"'),
    c.edit("infra/s3.tf", 'bucket = "acme-marketing-site"', 'bucket = "acme-marketing-asset-backups"'),
    c.bash("terraform -chdir=infra init -upgrade", "Initializing provider plugins...\n- Installing cloudflare/cloudflare "
           "v4.48.0...\n\nTerraform has been successfully initialized!", "Init"),
    c.bash_fail("terraform -chdir=infra plan -out=tfplan", tf_err),
    c.edit("infra/cloudflare_pages.tf", '  build_command = "npm run build"',
           '  build_config {\n    build_command   = "npm run build"\n    destination_dir = "dist"\n  }'),
    c.bash("terraform -chdir=infra plan -out=tfplan", "Plan: 3 to add, 0 to change, 0 to destroy.\n\n"
           "Saved the plan to: tfplan", "Plan"),
    c.stop("Plan: 3 to add (Pages project, its domain, the backup bucket). Apply?"),
    c.prompt("go ahead"),
    c.bash("terraform -chdir=infra apply tfplan", "cloudflare_pages_project.site: Creating...\n"
           "cloudflare_pages_project.site: Creation complete after 3s\n\nApply complete! Resources: 3 added, 0 changed, "
           "0 destroyed.", "Apply"),
    c.commit("Host the marketing site on Cloudflare Pages", "e19f3c7", "main", 5),
    c.stop("Applied and committed."),
    c.prompt("Now point www.acme-marketing.com at the Pages project."),
    c.read("infra/dns.tf", 30),
    c.stop("Reading the DNS config."),
]
session("en-marketing-site-pages", "English Terraform session: \"Change of plan:\" from CloudFront to Cloudflare Pages, "
        "a removed file, a plan error fixed, an apply after \"go ahead\".", "claude-code", R, c.common(),
        c.finish(events), facts, stale)


# =============================================================================================
# 18. gemini-pt-cpf — Gemini CLI, Portuguese, Django makemigrations, resume, correction
# =============================================================================================
# Story: a CPF field on customers with check-digit validation, "CPF obrigatório para todos".
# A grep finds nothing (Exit Code 1). makemigrations creates 0004_cliente_cpf.py; the session
# exits and is resumed ("continua"). "Não, o CPF pode ficar em branco para clientes
# estrangeiros"; a second migration 0005_alter_cliente_cpf.py; `pytest ... | tail -15` shows
# test_cpf_invalido_rejeitado failing (no exit code: pipe). Last request: fix that test, then
# run makemigrations --check.
facts = ["clientes/migrations/0004_cliente_cpf.py", "clientes/migrations/0005_alter_cliente_cpf.py",
         "pode ficar em branco para clientes estrangeiros", "test_cpf_invalido_rejeitado", "Corrija esse teste"]
stale = ["CPF obrigatório para todos", r'<error cmd="grep']

R = "/home/dev/crm"
g = Gemini(R, uid4("blind-gemini-pt-cpf"), "2026-12-01T15:20:40")
tail_out = """    def test_cpf_invalido_rejeitado():
        cliente = ClienteFactory.build(cpf="111.111.111-11")
>       with pytest.raises(ValidationError):
E       Failed: DID NOT RAISE <class 'django.core.exceptions.ValidationError'>

clientes/tests/test_cpf.py:19: Failed
=========================== short test summary info ============================
FAILED clientes/tests/test_cpf.py::test_cpf_invalido_rejeitado - Failed: DID NOT RAISE <class 'django.core.exceptions.ValidationError'>
1 failed, 10 passed in 1.02s"""
p1 = ("Adicione um campo de CPF ao cadastro de clientes, com validação dos dígitos verificadores. CPF obrigatório "
      "para todos os clientes.")
p2 = "continua"
p3 = "Não, o CPF pode ficar em branco para clientes estrangeiros. Só valide quando vier preenchido."
p4 = "Corrija esse teste e depois rode o makemigrations --check."
events = [["SessionStart", {"source": "startup"}], g.prompt(p1)] + \
    g.read("clientes/models.py", "class Cliente(models.Model):\n    nome = models.CharField(max_length=200)\n") + \
    g.read("clientes/forms.py", "class ClienteForm(forms.ModelForm):\n    ...\n") + \
    g.sh('grep -rni "cpf" clientes/', "", 1, "Look for existing CPF code") + \
    g.write("clientes/validators.py", "def validar_cpf(valor):\n    ...\n") + \
    g.replace("clientes/models.py", "Add the cpf field.", "    nome = models.CharField(max_length=200)",
              "    nome = models.CharField(max_length=200)\n    cpf = models.CharField(max_length=14, "
              "validators=[validar_cpf])") + \
    g.sh("python manage.py makemigrations clientes", "Migrations for 'clientes':\n  clientes/migrations/0004_cliente_cpf.py"
         "\n    + Add field cpf to cliente", 0, "Create the migration") + \
    g.write("clientes/tests/test_cpf.py", "def test_cpf_valido():\n    ...\n\ndef test_cpf_invalido_rejeitado():\n    ...\n") + \
    g.sh("python -m pytest clientes -q", ".........\n9 passed in 0.88s", 0, "Run the tests") + \
    g.after_agent(p1, "Campo cpf com validação e migração 0004 criados; 9 testes passam.") + \
    [["SessionEnd", {"reason": "exit"}], ["SessionStart", {"source": "resume"}], g.prompt(p2)] + \
    g.replace("clientes/forms.py", "Show the CPF in the form.", "fields = ['nome', 'email']", "fields = ['nome', 'email', 'cpf']") + \
    g.replace("clientes/admin.py", "Search by CPF.", "search_fields = ('nome',)", "search_fields = ('nome', 'cpf')") + \
    g.after_agent(p2, "Formulário e admin mostram o CPF.") + [g.prompt(p3)] + \
    g.replace("clientes/models.py", "Allow blank CPF.", "cpf = models.CharField(max_length=14, validators=[validar_cpf])",
              "cpf = models.CharField(max_length=14, blank=True, validators=[validar_cpf])") + \
    g.replace("clientes/validators.py", "Skip empty values.", "def validar_cpf(valor):",
              "def validar_cpf(valor):\n    if not valor:\n        return") + \
    g.sh("python manage.py makemigrations clientes", "Migrations for 'clientes':\n  "
         "clientes/migrations/0005_alter_cliente_cpf.py\n    ~ Alter field cpf on cliente", 0, "Create the migration") + \
    g.sh("python -m pytest clientes -q 2>&1 | tail -15", tail_out, 0, "Run the tests") + \
    g.after_agent(p3, "CPF opcional; migração 0005; test_cpf_invalido_rejeitado falha: 111.111.111-11 passa na validação.") + \
    [g.prompt(p4)] + g.read("clientes/tests/test_cpf.py", "def test_cpf_invalido_rejeitado():\n    ...\n") + \
    g.after_agent(p4, "Lendo o teste.")
session("gemini-pt-cpf", "Gemini CLI, Portuguese Django: makemigrations twice, an exit and --resume, a \"Não,\" "
        "correction, an empty grep, a failure behind `| tail`.", "gemini", R, g.common(), g.finish(events), facts, stale)


if __name__ == "__main__":
    for name, agent, top, total, nfacts, nstale in WRITTEN:
        print("%-26s %-12s events=%3d (expanded %3d) facts=%d stale=%d" % (name, agent, top, total, nfacts, nstale))
