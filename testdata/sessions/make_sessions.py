"""Writes testdata/sessions/*.json: scripted sessions for `ctxmode.py bench --continuity`.
Payloads follow the shapes recorded from the real clients (testdata/*-recorded); the
facts were written from what a user needs to carry on, before running any packer."""
import json, os

OUT = os.path.dirname(os.path.abspath(__file__))

def claude_common(sid, root):
    slug = root.replace("/", "-")
    return {"session_id": sid, "transcript_path": "/home/dev/.claude/projects/%s/%s.jsonl" % (slug, sid),
            "cwd": root, "permission_mode": "default"}

def prompt(text):
    return ["UserPromptSubmit", {"prompt": text}]

def edit(path, old="a", new="b"):
    return ["PostToolUse", {"tool_name": "Edit", "tool_input": {"file_path": path, "old_string": old, "new_string": new,
            "replace_all": False}, "tool_response": {"filePath": path, "oldString": old, "newString": new,
            "structuredPatch": [], "userModified": False, "replaceAll": False}}]

def write(path, content="x = 1\n"):
    return ["PostToolUse", {"tool_name": "Write", "tool_input": {"file_path": path, "content": content},
            "tool_response": {"type": "create", "filePath": path, "content": content, "structuredPatch": []}}]

def read(path):
    return ["PostToolUse", {"tool_name": "Read", "tool_input": {"file_path": path},
            "tool_response": {"type": "text", "file": {"filePath": path, "content": "...", "numLines": 40,
                                                       "startLine": 1, "totalLines": 40}}}]

def grep(pattern, path):
    return ["PostToolUse", {"tool_name": "Grep", "tool_input": {"pattern": pattern, "path": path, "output_mode": "files_with_matches"},
            "tool_response": {"mode": "files_with_matches", "filenames": [path + "/a.py"], "numFiles": 1}}]

def bash(command, stdout="", git=None):
    response = {"stdout": stdout, "stderr": "", "interrupted": False, "isImage": False, "noOutputExpected": False}
    if git:
        response["gitOperation"] = git
    return ["PostToolUse", {"tool_name": "Bash", "tool_input": {"command": command, "description": "Run " + command.split()[0]},
            "tool_response": response}]

def bash_fail(command, error):
    return ["PostToolUseFailure", {"tool_name": "Bash", "tool_input": {"command": command, "description": "Run it"},
            "tool_use_id": "toolu_01X", "error": "Exit code 1\n" + error, "is_interrupt": False, "duration_ms": 900}]

def todos(items):
    return ["PostToolUse", {"tool_name": "TodoWrite", "tool_input": {"todos": [
        {"content": text, "status": status, "activeForm": text} for text, status in items]},
        "tool_response": {"oldTodos": [], "newTodos": [{"content": text, "status": status, "activeForm": text}
                                                       for text, status in items]}}]

def commit(subject, sha, branch):
    return bash('git commit -am "%s"' % subject, "[%s %s] %s\n 3 files changed" % (branch, sha, subject),
                {"commit": {"sha": sha, "kind": "committed", "branch": branch}})

def explore(root, folder, count, test_cmd):
    """What a real session does around its edits: reads, greps, listings and test runs."""
    events = [bash("ls " + folder, "a.py b.py"), bash("git status --short", "")]
    for index in range(count):
        events.append(read("%s/%s/file_%02d.py" % (root, folder, index)))
        if index % 5 == 0:
            events.append(grep("TODO", "%s/%s" % (root, folder)))
    events.append(bash(test_cmd, "41 passed in 1.20s"))
    return events

def stop():
    return ["Stop", {"stop_hook_active": False}]

def session(name, description, root, sid, events, facts, stale, agent="claude-code", common=None):
    doc = {"name": name, "description": description, "agent": agent, "project": root,
           "common": common or claude_common(sid, root), "events": events, "facts": facts, "stale": stale}
    with open(os.path.join(OUT, name + ".json"), "w", encoding="utf-8") as handle:
        json.dump(doc, handle, indent=1, ensure_ascii=False)
        handle.write("\n")

start = [["SessionStart", {"source": "startup", "model": "claude-sonnet-4-5"}]]

# 1. A refactor touching many files ------------------------------------------------------
R = "/home/dev/shop"
modules = ["pricing", "discounts", "taxes", "inventory", "shipping", "payments", "invoices", "refunds",
           "notifications", "audit"]
events = start + [prompt("Split src/orders/service.py (OrderService, 2,400 lines) into one module per concern under "
                         "src/orders/. Keep the public API of src/orders/__init__.py stable: other teams import it."),
                  todos([("Map OrderService methods to modules", "in_progress"),
                         ("Move each concern into its own module", "pending"),
                         ("Re-export the public API from src/orders/__init__.py", "pending"),
                         ("Update the tests for the new modules", "pending")]),
                  read(R + "/src/orders/service.py")]
for module in modules:
    events.append(write("%s/src/orders/%s.py" % (R, module)))
    events.append(edit(R + "/src/orders/service.py"))
events += [todos([("Map OrderService methods to modules", "completed"),
                  ("Move each concern into its own module", "completed"),
                  ("Re-export the public API from src/orders/__init__.py", "in_progress"),
                  ("Update the tests for the new modules", "pending")]),
           edit(R + "/src/orders/__init__.py")]
for module in modules[:6]:
    events.append(edit("%s/tests/orders/test_%s.py" % (R, module)))
events += [bash("python -m pytest tests/orders -q", "142 passed in 3.10s"),
           commit("Split OrderService into modules", "9c41d2e", "refactor/orders-split"),
           prompt("Also keep the old import path src.orders.service working for one release, with a DeprecationWarning."),
           edit(R + "/src/orders/service.py"),
           prompt("Now update docs/architecture.md for the new modules."), stop()]
session("refactor-many-edits", "A refactor that writes ten new modules and edits twenty files.", R,
        "a1f0c3d2-1111-4c1e-9a7b-000000000001", events,
        facts=["update docs/architecture.md", "Keep the public API of src/orders/__init__.py stable",
               "Re-export the public API from src/orders/__init__.py", "Update the tests for the new modules",
               "src/orders/service.py", "src/orders/__init__.py", "src/orders/pricing.py",
               "Split OrderService into modules", "refactor/orders-split", "DeprecationWarning"],
        stale=['status="(?:pending|in_progress)">Map OrderService methods to modules',
               'status="(?:pending|in_progress)">Move each concern into its own module'])

# 2. A debugging loop ----------------------------------------------------------------------
R = "/home/dev/cart"
test_cmd = "python -m pytest tests/test_checkout.py -q"
events = start + [prompt("test_checkout fails with a rounding error on discounted totals; find and fix it. "
                         "Don't change the public fixtures in tests/conftest.py.")]
for attempt, message in enumerate(["AssertionError: assert Decimal('9.99') == Decimal('10.00')",
                                   "AssertionError: assert Decimal('9.995') == Decimal('10.00')",
                                   "TypeError: unsupported operand type(s) for *: 'float' and 'decimal.Decimal'"]):
    events += [read(R + "/src/cart/totals.py"), edit(R + "/src/cart/totals.py"),
               bash_fail(test_cmd, "F.\nFAILED tests/test_checkout.py::test_discounted_total - %s\n1 failed, 1 passed in 0.31s"
                         % message)]
events += [edit(R + "/src/cart/money.py"), bash(test_cmd, "2 passed in 0.20s"),
           bash_fail("mypy src/cart", "src/cart/money.py:14: error: Incompatible return value type (got \"float\", "
                     "expected \"Decimal\")  [return-value]\nFound 1 error in 1 file (checked 6 source files)"),
           prompt("Good. Now make mypy pass too, without type: ignore."), stop()]
session("debug-loop", "The same test fails three times before a fix; a type check still fails at the end.", R,
        "b2e1d4c3-2222-4d2f-8b8c-000000000002", events,
        facts=["make mypy pass", "without type: ignore", "mypy src/cart", "Incompatible return value type",
               "src/cart/money.py", "src/cart/totals.py", "Don't change the public fixtures",
               "test_checkout"],
        stale=['<error cmd="python -m pytest tests/test_checkout.py -q"'])

# 3. Reads and greps ----------------------------------------------------------------------
R = "/home/dev/legacy"
events = start + [prompt("Find where the legacy CSV importer parses dates and make it accept ISO 8601.")]
for index in range(30):
    events.append(read("%s/src/legacy/module_%02d.py" % (R, index)))
    if index % 3 == 0:
        events.append(grep("parse_date", "%s/src/legacy" % R))
events += [read(R + "/src/legacy/reader.py"), read(R + "/src/legacy/dates.py"),
           edit(R + "/src/legacy/dates.py"), edit(R + "/tests/test_dates.py"),
           bash("python -m pytest tests/test_dates.py -q", "7 passed in 0.12s"),
           prompt("Keep accepting the old DD/MM/YYYY format as well; we agreed not to break existing files."),
           edit(R + "/src/legacy/dates.py"), stop()]
session("reads-and-greps", "Forty reads and greps around two edits.", R, "c3f2e5d4-3333-4e3a-9c9d-000000000003", events,
        facts=["Keep accepting the old DD/MM/YYYY format", "src/legacy/dates.py", "tests/test_dates.py",
               "accept ISO 8601", "we agreed not to break existing files"],
        stale=['path="src/legacy/reader.py" ops="[^"]*(?:edit|write)'])

# 4. A long chatty session in English and Chinese ----------------------------------------------
R = "/home/dev/notes"
chat = ["Let's build a small notes service with FastAPI.",
        "Use SQLite, not Postgres: this runs on one laptop.",
        "先写数据模型：笔记有标题、正文和标签。",
        "What do you think about using SQLModel?",
        "不用 SQLModel，改用纯 SQLAlchemy Core。",
        "Add a /search endpoint with full-text search.",
        "The API must stay backwards compatible with the v1 mobile app.",
        "好的，继续。",
        "Show me the schema again.",
        "Rename the tags table to labels.",
        "我们约定：所有时间都用 UTC 存储。",
        "Don't add authentication yet; that is next sprint.",
        "Why did the test fail?",
        "OK, fix it.",
        "Let's call the package notesvc.",
        "可以，提交吧。",
        "Add pagination to /notes with limit and offset.",
        "Limit must default to 50 and never exceed 200.",
        "Looks good.",
        "最后：把 README 更新一下，用中文写安装步骤。"]
events = list(start)
for index, text in enumerate(chat):
    events.append(prompt(text))
    if index % 4 == 1:
        events.append(edit("%s/notesvc/app_%d.py" % (R, index)))
events.append(stop())
session("chatty-bilingual", "Twenty prompts in English and Chinese with decisions and constraints along the way.", R,
        "d4a3f6e5-4444-4f4b-8d0e-000000000004", events,
        facts=["把 README 更新一下", "Let's build a small notes service with FastAPI", "Use SQLite, not Postgres",
               "不用 SQLModel，改用纯 SQLAlchemy Core", "backwards compatible with the v1 mobile app",
               "所有时间都用 UTC 存储", "Don't add authentication yet", "never exceed 200"],
        stale=[])

# 5. Subagents and MCP ----------------------------------------------------------------------
R = "/home/dev/api"
events = start + [prompt("Triage GitHub issue #412 (timeouts on /export) and check Linear ticket API-77.")] + \
    explore(R, "src", 15, "python -m pytest tests/test_export.py -q") + [
                  ["PostToolUse", {"tool_name": "mcp__github__get_issue", "tool_input": {"owner": "acme", "repo": "api", "issue_number": 412},
                                   "tool_response": [{"type": "text", "text": "{\"title\": \"Export times out\"}"}]}],
                  ["PostToolUse", {"tool_name": "mcp__linear__get_ticket", "tool_input": {"id": "API-77"},
                                   "tool_response": [{"type": "text", "text": "{\"state\": \"In Progress\"}"}]}],
                  ["PostToolUse", {"tool_name": "Agent", "tool_input": {"description": "Profile the export endpoint",
                                   "prompt": "Profile /export with 10k rows", "subagent_type": "general-purpose"},
                                   "tool_response": {"status": "completed", "agentId": "a1b2c3", "content": [
                                       {"type": "text", "text": "The N+1 query in export_rows() takes 92% of the time."}]}}],
                  ["SubagentStop", {"agent_id": "a1b2c3", "agent_type": "general-purpose", "stop_hook_active": False,
                                    "last_assistant_message": "The N+1 query in export_rows() takes 92% of the time."}],
                  ["PostToolUse", {"tool_name": "Agent", "tool_input": {"description": "Check the export docs",
                                   "prompt": "Read docs/export.md", "subagent_type": "Explore"},
                                   "tool_response": {"status": "completed", "agentId": "d4e5f6", "content": []}}],
                  edit(R + "/src/export.py")] + explore(R, "src/api", 40, "python -m pytest -q") + [
                  ["PostToolUse", {"tool_name": "mcp__github__add_comment", "tool_input": {"issue_number": 412,
                                   "body": "Fixed the N+1 query in export_rows()"}, "tool_response": []}],
                  prompt("Post the benchmark numbers on API-77 when the fix is merged."), stop()]
session("subagents-and-mcp", "Two subagents (one reports back) and MCP calls to GitHub and Linear.", R,
        "e5b4a7f6-5555-4a5c-9e1f-000000000005", events,
        facts=["Post the benchmark numbers on API-77", "#412", "github/get_issue", "N+1 query in export_rows()",
               "src/export.py", "general-purpose"],
        stale=[])

# 6. A resumed session ------------------------------------------------------------------------
R = "/home/dev/billing"
events = start + [prompt("Add VAT rates per country to billing; start with DE, FR and NL."),
                  todos([("Add a vat_rates table", "in_progress"), ("Load rates for DE, FR, NL", "pending"),
                         ("Use the rate in invoice totals", "pending")]),
                  write(R + "/migrations/0042_vat_rates.sql"), edit(R + "/src/billing/invoice.py"),
                  prompt("Rates must come from the table, never hard-coded."),
                  todos([("Add a vat_rates table", "completed"), ("Load rates for DE, FR, NL", "in_progress"),
                         ("Use the rate in invoice totals", "pending")]),
                  stop(), ["SessionEnd", {"reason": "prompt_input_exit"}],
                  ["SessionStart", {"source": "resume", "model": "claude-sonnet-4-5"}],
                  prompt("Where were we? Continue with the rates."),
                  write(R + "/data/vat_rates.csv"),
                  todos([("Add a vat_rates table", "completed"), ("Load rates for DE, FR, NL", "completed"),
                         ("Use the rate in invoice totals", "in_progress")]),
                  stop()]
session("resumed", "Work, an exit, then --resume with the same id and more work.", R,
        "f6c5b8a7-6666-4b6d-8f2a-000000000006", events,
        facts=["Use the rate in invoice totals", "Rates must come from the table, never hard-coded",
               "migrations/0042_vat_rates.sql", "src/billing/invoice.py", "data/vat_rates.csv",
               "Add VAT rates per country"],
        stale=['status="(?:pending|in_progress)">Load rates for DE, FR, NL',
               'status="(?:pending|in_progress)">Add a vat_rates table'])

# 7. Secrets in commands ---------------------------------------------------------------------
R = "/home/dev/infra"
events = start + [prompt("Deploy the staging stack and check the database migrations.")] + \
    explore(R, "deploy", 15, "terraform validate") + [
                  bash("export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY && ./deploy.sh --env staging",
                       "deployed staging"),
                  bash_fail("psql postgres://admin:Sup3rSecretPw@db.staging:5432/app -c 'select 1'",
                            "psql: error: connection to server at \"db.staging\" failed: timeout expired"),
                  bash("curl -H 'Authorization: Bearer ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8' https://api.github.com/user",
                       "{\"login\": \"dev\"}"),
                  edit(R + "/deploy/staging.tfvars")] + \
    explore(R, "modules", 40, "terraform plan -var-file=deploy/staging.tfvars") + [
                  prompt("The staging database is behind the VPN; use the bastion host instead."), stop()]
session("secrets-in-commands", "Commands that carry an AWS key, a database password and a GitHub token.", R,
        "a7d6c9b8-7777-4c7e-9a3b-000000000007", events,
        facts=["use the bastion host", "./deploy.sh --env staging", "db.staging", "deploy/staging.tfvars",
               "timeout expired"],
        stale=["wJalrXUtnFEMI", "Sup3rSecretPw", "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"])

# 8. A plan approved -------------------------------------------------------------------------
R = "/home/dev/search"
plan = ("1. Add a tokenizer for CJK text in search/tokenize.py\n2. Index titles and bodies separately\n"
        "3. Rank title matches twice as high\n4. Backfill the index with a management command")
events = start + [prompt("Plan how to add CJK support to search before touching code."),
                  ["PostToolUse", {"tool_name": "EnterPlanMode", "tool_input": {}, "tool_response": {}}]] + \
    explore(R, "search", 15, "python -m pytest tests/search -q") + [
                  read(R + "/search/index.py"), read(R + "/search/tokenize.py"),
                  ["PostToolUse", {"tool_name": "ExitPlanMode", "tool_input": {"plan": plan},
                                   "tool_response": {"plan": plan, "isAgent": False}}],
                  prompt("Approved. Go ahead, but keep the index format readable by the old workers."),
                  write(R + "/search/cjk.py"), edit(R + "/search/tokenize.py")] + \
    explore(R, "search/backends", 40, "python -m pytest tests/search -q") + [stop()]
session("plan-approved", "A plan written in plan mode, approved, then followed.", R,
        "b8e7d0c9-8888-4d8f-8b4c-000000000008", events,
        facts=["tokenizer for CJK text", "Rank title matches twice as high", "Backfill the index",
               "keep the index format readable by the old workers", "search/cjk.py", "search/tokenize.py"],
        stale=[])

# 9. Five thousand noise events around a few facts -------------------------------------------------
R = "/home/dev/mono"
events = start + [prompt("Upgrade the monorepo to Node 22; never touch the vendored packages under vendor/."),
                  edit(R + "/package.json"),
                  {"repeat": 2500, "event": ["PostToolUse", {"tool_name": "Read", "tool_input": {"file_path": R + "/packages/pkg-{i}/index.js"},
                                                             "tool_response": {"type": "text", "file": {"filePath": R + "/packages/pkg-{i}/index.js", "content": "...", "numLines": 10, "startLine": 1, "totalLines": 10}}}]},
                  bash_fail("npm test --workspace packages/api", "FAIL packages/api/test/server.test.js\n  ● server › starts\n    TypeError: fetch is not a function"),
                  {"repeat": 2500, "event": ["PostToolUse", {"tool_name": "Glob", "tool_input": {"pattern": "packages/pkg-{i}/**/*.js"},
                                                             "tool_response": {"filenames": [], "numFiles": 0}}]},
                  edit(R + "/.nvmrc"),
                  prompt("Fix the api test failure next."), stop()]
session("noise-5000", "Five thousand reads and globs around an edit, a failing test and two requests.", R,
        "c9f8e1d0-9999-4e9a-9c5d-000000000009", events,
        facts=["Fix the api test failure", "never touch the vendored packages", "package.json", ".nvmrc",
               "npm test --workspace packages/api", "fetch is not a function"],
        stale=['path="packages/pkg-\\d+/index.js" ops="[^"]*(?:edit|write)'])

# 10. Codex: apply_patch and shell ---------------------------------------------------------------
R = "/home/dev/cli"
sid = "01a22c31-0000-7e61-828b-00000000000a"
codex_common = {"session_id": sid, "transcript_path": "/home/dev/.codex/sessions/2026/11/30/rollout-2026-11-30T10-00-00-%s.jsonl" % sid,
                "cwd": R, "model": "gpt-5.5", "permission_mode": "bypassPermissions", "turn_id": "01a22c31-0001"}
def codex_shell(command, output):
    return ["PostToolUse", {"tool_name": "Bash", "tool_input": {"command": command}, "tool_response": output,
                            "tool_use_id": "call_x"}]
def codex_patch(lines):
    return ["PostToolUse", {"tool_name": "apply_patch", "tool_input": {"command": "*** Begin Patch\n" + lines + "*** End Patch\n"},
                            "tool_response": "Exit code: 0\nWall time: 0 seconds\nOutput:\nSuccess.", "tool_use_id": "call_y"}]
events = [["SessionStart", {"source": "startup"}],
          prompt("Add a --json flag to the `cli status` command; keep the text output unchanged."),
          codex_shell("git checkout -b feat/status-json", "Switched to a new branch 'feat/status-json'\n")] + [
          codex_shell("sed -n '1,120p' src/cli/%s.py" % name, "def %s():\n    ...\n" % name)
          for name in ("main", "status", "config", "output", "errors", "version", "plugins", "env", "logs",
                       "update", "doctor", "init", "login", "logout", "whoami")] + [
          codex_shell("rg -n 'def status' src", "src/cli/status.py:12:def status():\n"),
          codex_shell("python -m pytest -q", "88 passed in 2.31s\n"),
          codex_patch("*** Update File: src/cli/status.py\n@@\n-def status():\n+def status(json_output=False):\n"),
          codex_patch("*** Add File: tests/test_status_json.py\n+def test_json():\n+    pass\n"),
          codex_shell("python -m pytest tests/test_status_json.py -q", "1 passed in 0.05s\n"),
          codex_shell("git commit -am 'Add --json to cli status'", "[feat/status-json 5d7e2a1] Add --json to cli status\n"),
          ] + [codex_shell("sed -n '1,80p' %s/test_%s.py" % (folder, name), "def test_%s():\n    ...\n" % name)
               for folder in ("tests", "tests/integration", "tests/e2e")
               for name in ("main", "config", "output", "errors", "version", "plugins", "env", "logs", "update",
                            "doctor", "init", "login", "logout", "whoami", "status")] + [
          codex_shell("python -m pytest -q", "89 passed in 2.40s\n")] + [
          codex_shell("python -m pytest tests/test_%s.py -q" % name, "3 passed in 0.10s\n")
          for name in ("main", "config", "output", "errors", "version", "plugins", "env", "logs", "update",
                       "doctor", "init", "login", "logout", "whoami", "status", "status_json")] + [
          codex_shell("ruff check src tests", "All checks passed!\n"),
          codex_shell("mypy src/cli", "Success: no issues found in 18 source files\n"),
          prompt("Document the flag in docs/cli.md and add a changelog entry."),
          codex_patch("*** Update File: docs/cli.md\n@@\n+`--json` prints the status as JSON.\n")] + [
          codex_shell("mkdocs build --strict --site-dir /tmp/site-%d" % attempt, "INFO - Documentation built in 1.2 seconds\n")
          for attempt in range(8)] + [
          codex_shell("python -m pytest tests/integration/test_%s.py -q" % name, "2 passed in 0.40s\n")
          for name in ("cli_status", "cli_config", "cli_output", "cli_plugins", "cli_update", "cli_logs")] + [
          ["Stop", {"stop_hook_active": False, "last_assistant_message": "Done."}]]
session("codex-apply-patch", "Codex CLI: a branch, apply_patch edits, a commit.", R, sid, events,
        facts=["changelog entry", "keep the text output unchanged", "src/cli/status.py", "tests/test_status_json.py",
               "docs/cli.md", "Add --json to cli status", "feat/status-json"],
        stale=[], agent="codex", common=codex_common)

# 11. Tasks created and updated ---------------------------------------------------------------------
R = "/home/dev/mobile"
def task_create(task_id, subject):
    return ["PostToolUse", {"tool_name": "TaskCreate", "tool_input": {"subject": subject, "description": subject},
                            "tool_response": {"task": {"id": task_id, "subject": subject}}}]
def task_update(task_id, status):
    return ["PostToolUse", {"tool_name": "TaskUpdate", "tool_input": {"taskId": task_id, "status": status},
                            "tool_response": {"success": True, "taskId": task_id, "updatedFields": ["status"]}}]
events = start + [prompt("Ship offline mode for the mobile app: cache, sync queue, conflict UI."),
                  task_create("1", "Cache API responses in IndexedDB"), task_create("2", "Queue writes while offline"),
                  task_create("3", "Replay the queue when back online"), task_create("4", "Show a conflict dialog"),
                  task_update("1", "in_progress"), write(R + "/src/offline/cache.ts"), task_update("1", "completed"),
                  task_update("2", "in_progress"), write(R + "/src/offline/queue.ts"), task_update("2", "completed"),
                  task_update("3", "in_progress"), edit(R + "/src/offline/queue.ts"),
                  prompt("Conflicts: the server version wins unless the user edited the same field."), stop()]
session("task-tracking", "Four tasks created; two completed, one in progress, one pending.", R,
        "d0a9f2e1-bbbb-4fab-8d6e-00000000000b", events,
        facts=["Replay the queue when back online", "Show a conflict dialog", "the server version wins",
               "src/offline/queue.ts", "src/offline/cache.ts", "Ship offline mode"],
        stale=['status="(?:pending|in_progress)">Cache API responses in IndexedDB',
               'status="(?:pending|in_progress)">Queue writes while offline'])

# 12. Gemini CLI --------------------------------------------------------------------------------------
R = "/home/dev/site"
sid = "55a356a0-0000-4e9c-85d0-00000000000c"
gemini_common = {"session_id": sid, "transcript_path": "/home/dev/.gemini/tmp/site/chats/session-2026-11-30T10-00-55a356a0.jsonl",
                 "cwd": R}
def g_tool(name, tool_input, content):
    return ["AfterTool", {"tool_name": name, "tool_input": tool_input,
                          "tool_response": {"llmContent": content, "returnDisplay": content}}]
events = [["SessionStart", {"source": "startup"}],
          ["BeforeAgent", {"prompt": "Move the blog from Jekyll to Eleventy; keep every existing URL working."}],
          g_tool("write_todos", {"todos": [{"description": "Port the layouts", "status": "in_progress"},
                                           {"description": "Port the posts", "status": "pending"},
                                           {"description": "Add redirects for old URLs", "status": "pending"}]}, "ok"),
          g_tool("write_file", {"file_path": R + "/eleventy.config.js", "content": "module.exports = {}"}, "Successfully created"),
          g_tool("replace", {"file_path": R + "/_layouts/post.njk", "old_string": "a", "new_string": "b"}, "Successfully modified"),
          g_tool("run_shell_command", {"command": "npx @11ty/eleventy --dryrun", "description": "Build"},
                 "<untrusted_context>\nOutput: [11ty] Problem writing Eleventy templates\n[11ty] TemplateContentRenderError: "
                 "unknown filter: date_to_xmlschema\nExit Code: 1\nProcess Group PGID: 4242\n</untrusted_context>"),
          g_tool("write_todos", {"todos": [{"description": "Port the layouts", "status": "completed"},
                                           {"description": "Port the posts", "status": "in_progress"},
                                           {"description": "Add redirects for old URLs", "status": "pending"}]}, "ok"),
          ["BeforeAgent", {"prompt": "Add the date_to_xmlschema filter instead of editing every post."}],
          ["AfterAgent", {"prompt": "", "prompt_response": "ok", "stop_hook_active": False}]]
session("gemini-migration", "Gemini CLI: todos, a failed build, a decision.", R, sid, events,
        facts=["Add the date_to_xmlschema filter", "keep every existing URL working", "Add redirects for old URLs",
               "Port the posts", "eleventy.config.js", "unknown filter: date_to_xmlschema"],
        stale=["status=(?:pending|in_progress)\\): Port the layouts"], agent="gemini", common=gemini_common)

# 13. Git branches and history ---------------------------------------------------------------------
R = "/home/dev/lib"
events = start + [prompt("Release 2.0: bump the version, merge the typing branch, tag it.")] + \
    explore(R, "src/lib", 15, "python -m pytest -q") + [
                  bash("git checkout -b release/2.0", "", {"branch": {"ref": "release/2.0", "action": "created"}}),
                  edit(R + "/pyproject.toml"), commit("Bump version to 2.0.0", "1a2b3c4", "release/2.0"),
                  bash("git merge feature/typing", "Merge made by the 'ort' strategy."),
                  bash_fail("git tag -s v2.0.0 -m 'Release 2.0.0'", "error: gpg failed to sign the data\nfatal: failed to write tag object")] + \
    explore(R, "docs", 40, "python -m pytest -q") + [
                  prompt("Use an unsigned annotated tag this time; we fix GPG later."), stop()]
session("git-release", "A release branch, a merge, a failing signed tag.", R, "e1b0a3f2-cccc-4abc-8e7f-00000000000d", events,
        facts=["unsigned annotated tag", "release/2.0", "Bump version to 2.0.0", "feature/typing", "gpg failed to sign",
               "pyproject.toml"],
        stale=[])
