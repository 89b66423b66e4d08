"""Writes the held-out scripted sessions of testdata/sessions-heldout-5/ (see README.md).

Written blind: by a helper who had not read ctxmode.py, its tests, its README or its docs, and
who never ran ctxmode. The SPEC block below (the ten stories, their facts and stale patterns)
was written first and saved verbatim as facts_first_snapshot.py.txt before any payload existed;
it was never edited afterwards. The payloads come after it, shaped like the recordings of the
real clients (testdata/*-recorded). Deterministic, stdlib only: `python3 make_heldout_sessions.py`.
"""

# =============================================================================================
# SPEC — stories, facts (case-insensitive substrings the final snapshot must contain) and stale
# patterns (case-insensitive regexes the final snapshot must not match). Written before the
# events; never edited afterwards.
# =============================================================================================
SPEC = {
    # -----------------------------------------------------------------------------------------
    "en-bd-webhook-retries": {
        "agent": "claude-code",
        "story": """English, Python/FastAPI webhook relay (/home/dev/hookrelay), tasks driven from the
        `bd` (beads) tracker. Prompt 1 is long (a pleasantry, a pasted spec) with the key rule in the
        middle: retries go through the existing Postgres queue table, "do not add Redis". The agent runs
        `bd ready`, `bd show hr-12`, `bd update hr-12 --status in_progress`, works on branch
        feat/webhook-retries, writes hookrelay/retry.py and edits hookrelay/dispatcher.py. Prompt 3
        says "use a hard cap of 8 attempts"; prompt 4 asks to "add full jitter"; prompt 6 refines the
        cap: max attempts "configurable per endpoint, default 8". A pytest failure
        (test_backoff_grows) gets fixed. The old hookrelay/backoff_old.py is removed with git rm. A
        Grep for a legacy setting finds nothing. An Explore subagent lists the callers. The ruff
        pre-commit hook rejects the first commit (F401), the second passes; `git push` is rejected
        (no upstream) and `git push --set-upstream origin feat/webhook-retries` works. `bd close hr-12`
        and `bd update hr-15 --status in_progress` (dead-letter replay endpoint): the agent writes
        hookrelay/dead_letter.py. The user pastes the staging signing secret whsec_9fQ2LmXv7RtA4kPz in
        a prompt. Prompt 9 reverts one part: "drop the jitter", ops wants "deterministic backoff". A
        background pytest run reports through a task-notification. Three compactions. At the end
        tests/test_dead_letter.py::test_replay_requires_admin fails (assert 200 == 403) and is open.""",
        "facts": [
            "do not add Redis",
            "configurable per endpoint, default 8",
            "deterministic backoff",
            "hr-15",
            "feat/webhook-retries",
            "hookrelay/retry.py",
            "hookrelay/dead_letter.py",
            "test_replay_requires_admin",
        ],
        "stale": [
            r"whsec_9fQ2LmXv7RtA4kPz",
            r"full jitter",
            r"hard cap of 8 attempts",
            r'path="hookrelay/backoff_old\.py"',
            r"<error[^>]*>[^<]*test_backoff_grows",
            r"<error[^>]*>[^<]*F401",
        ],
    },
    # -----------------------------------------------------------------------------------------
    "it-laravel-fatture": {
        "agent": "claude-code",
        "story": """Italian, PHP/Laravel management app (/home/dev/gestionale). Issue #214 (`gh issue
        view 214`): export electronic invoices as FatturaPA XML. Prompt 1 is long ("Ciao! Spero tutto
        bene", a pasted bullet spec) with the key rule in the middle: the invoice number "deve restare
        progressivo per anno". Prompt 2: "Niente pacchetti esterni per l'XML: usa DOMDocument." The
        agent had started app/Support/XmlHelper.php and removes it with git rm. Branch
        feature/214-fatturapa. `composer require league/flysystem-aws-s3-v3` dies with "Allowed memory
        size ... exhausted" and `COMPOSER_MEMORY_LIMIT=-1 composer require league/flysystem-aws-s3-v3`
        works. Prompt 5: "il codice destinatario va letto dal cliente" and save the XML on the s3 disk
        'fatture', "mai in locale". An `php artisan test` error (Call to undefined method
        App\\Models\\Cliente::codiceDestinatario()) gets fixed. The user pastes an AWS secret
        q8Vn3Lr0sT6wXy2Zb5Cd9Ef1Gh4Jk7Mn in prose. A husky/pint pre-commit rejects one commit, the next
        passes. `gh issue comment 214`. Prompt 9 reverts one part of prompt 5: local disk in local and
        CI, "s3 solo in produzione". Two compactions. Open at the end: XSD validation fails with
        "Element '...CodiceDestinatario': [facet 'pattern']".""",
        "facts": [
            "progressivo per anno",
            "usa DOMDocument",
            "codice destinatario va letto dal cliente",
            "s3 solo in produzione",
            "app/Services/FatturaPaExporter.php",
            "app/Console/Commands/EsportaFatture.php",
            "COMPOSER_MEMORY_LIMIT=-1 composer require",
            "feature/214-fatturapa",
            "CodiceDestinatario': [facet 'pattern']",
        ],
        "stale": [
            r"q8Vn3Lr0sT6wXy2Zb5Cd9Ef1Gh4Jk7Mn",
            r"mai in locale",
            r'path="app/Support/XmlHelper\.php"',
            r"<error[^>]*>[^<]*undefined method App\\Models\\Cliente",
            r"<error[^>]*>[^<]*Allowed memory size",
        ],
    },
    # -----------------------------------------------------------------------------------------
    "en-next-jira-search": {
        "agent": "claude-code",
        "story": """English, Next.js/TypeScript storefront (/home/dev/storefront). Jira ticket
        SHOP-482 (`jira issue view SHOP-482`, `jira issue move SHOP-482 "In Progress"`): product
        search with filters. Prompt 1 pastes a 1,200-character spec with a pleasantry; the key rule in
        the middle: search must go through the /api/search route handler, "never query Postgres from a
        client component". Prompt 2: "debounce the input by 300ms". Prompt 3: "Actually drop the price
        slider for now" (components/search/PriceSlider.tsx is deleted with rm, its todo dropped).
        `pnpm add use-debounce` fails with ERR_PNPM_BAD_PM_VERSION and `COREPACK_ENABLE_STRICT=0 pnpm
        add use-debounce` works. Prompt 5: "make it 250ms" and "cancel in-flight requests with
        AbortController". The husky/lint-staged hook rejects a commit (react-hooks/exhaustive-deps),
        the next passes. `git push` has no upstream, `git push --set-upstream origin
        SHOP-482-search-filters` works. A dev server runs in the background. The user types the staging
        DB URL with password Tr0ub4dor-88x. The user exits and resumes. A short follow-up arrives
        mid-turn: "also update the changelog" (still open). Two compactions. Open at the end: the
        Playwright test "filters persist in the URL" fails.""",
        "facts": [
            "SHOP-482-search-filters",
            "never query Postgres from a client component",
            "make it 250ms",
            "cancel in-flight requests with AbortController",
            "app/api/search/route.ts",
            "components/search/SearchFilters.tsx",
            "COREPACK_ENABLE_STRICT=0 pnpm add",
            "filters persist in the URL",
            "also update the changelog",
        ],
        "stale": [
            r"Tr0ub4dor-88x",
            r"debounce the input by 300ms",
            r'path="components/search/PriceSlider\.tsx"',
            r'status="(?:pending|in_progress)"[^>]*>[^<]*price slider',
            r"<error[^>]*>[^<]*react-hooks/exhaustive-deps",
            r"<error[^>]*>[^<]*ERR_PNPM_BAD_PM_VERSION",
        ],
    },
    # -----------------------------------------------------------------------------------------
    "en-go-linear-ingest": {
        "agent": "claude-code",
        "story": """English, Go event-ingest service (/home/dev/ingestd). Linear issue ENG-2291 (read
        with the `linear` CLI and mcp__linear__ tools): move ingest from the v1 to the v2 envelope, write
        a backfill script, deploy to staging. The agent keeps a TODO.md checklist. Prompt 2: "backfill
        in batches of 5000". Prompt 5 refines: "batches of 1000" and "sleep 200ms between batches"
        because the replica lagged. Prompt 6: "delete the v1 handler"; the agent removes
        internal/api/v1_ingest.go. Prompt 9 reverts that part: "keep the v1 endpoint alive for 2
        weeks", the file is restored. `go test` fails on TestDecodeV2Envelope and gets fixed.
        `./deploy.sh staging` fails (context "staging" not found) and `KUBECONFIG=~/.kube/staging.yaml
        ./deploy.sh staging` works. The backfill is run with `PGPASSWORD=Zk4pQ9wLm2xR python
        scripts/backfill.py ...` (a secret in a command). Three compactions. Open at the end: the staging
        backfill stops with a duplicate key on "events_v2_pkey".""",
        "facts": [
            "ENG-2291",
            "batches of 1000",
            "sleep 200ms between batches",
            "keep the v1 endpoint alive for 2 weeks",
            "scripts/backfill.py",
            "internal/ingest/v2.go",
            "KUBECONFIG=~/.kube/staging.yaml ./deploy.sh staging",
            "events_v2_pkey",
            "TODO.md",
        ],
        "stale": [
            r"Zk4pQ9wLm2xR",
            r"batches of 5000",
            r"delete the v1 handler",
            r"<error[^>]*>[^<]*TestDecodeV2Envelope",
            r'<error[^>]*>[^<]*context "staging" not found',
        ],
    },
    # -----------------------------------------------------------------------------------------
    "en-rust-glab-release": {
        "agent": "claude-code",
        "story": """English, Rust CLI `tidytab` on GitLab (/home/dev/tidytab). `glab issue view 57`:
        --width truncates wide (CJK/emoji) characters. Prompt 2: "no new dependencies except
        unicode-width". Prompt 4: "keep MSRV 1.70", so the agent runs `cargo update -p unicode-width
        --precise 0.1.14`. Branch fix/57-unicode-width; src/render.rs edited, tests/width.rs written.
        The pre-commit hook fails on clippy (used `unwrap()` on a `Result` value) and the next commit
        passes. The user pastes a GitLab token glpat-Xq7vR2mN9kLp4sT8wZ1c in prose. The user exits and
        resumes. Prompt 7: "Actually we can bump MSRV to 1.74 in this release", unicode-width goes to 0.2.
        `git push` is rejected (fetch first), `git pull --rebase` then push works, `glab mr create`
        opens !63. A review subagent runs and a long `cargo test --release` runs in the background.
        Three compactions. Open at the end: `cargo test` fails in wide_chars_align.""",
        "facts": [
            "fix/57-unicode-width",
            "no new dependencies except unicode-width",
            "bump MSRV to 1.74",
            "src/render.rs",
            "tests/width.rs",
            "wide_chars_align",
            "glab mr create",
        ],
        "stale": [
            r"glpat-Xq7vR2mN9kLp4sT8wZ1c",
            r"keep MSRV 1\.70",
            r"--precise 0\.1\.14",
            r"<error[^>]*>[^<]*used .unwrap\(\). on a .Result.",
            r"<error[^>]*>[^<]*fetch first",
        ],
    },
    # -----------------------------------------------------------------------------------------
    "pl-codex-go-billing": {
        "agent": "codex",
        "story": """Polish, Codex CLI, Go billing service (/home/dev/rozliczenia). `gh issue view 88`:
        proration when a customer changes plan mid-cycle. Prompt 2: "kwoty zawsze w groszach (int64)".
        Prompt 3: "przenieś pakiet do internal/rozliczenia" (git mv internal/billing ->
        internal/rozliczenia). Prompt 5 refines rounding: "zawsze w dół do pełnego grosza". The agent
        edits TODO.md with apply_patch. The golangci-lint pre-commit hook rejects a commit
        (ineffassign), the next passes. `git push` has no upstream, `git push --set-upstream origin
        feat/88-proracja` works. The user pastes a Stripe test key sk_test_51Hx9Qp2eZvKYlo2C8mNq4RtUw.
        Prompt 8 reverts the move: "zostaw internal/billing", so git mv back. The user exits and
        resumes. Two mid-turn compactions. Open at the end: `go test` fails in TestProrationLeapYear
        (Codex shows no exit code).""",
        "facts": [
            "kwoty zawsze w groszach",
            "zawsze w dół do pełnego grosza",
            "zostaw internal/billing",
            "internal/billing/proration.go",
            "feat/88-proracja",
            "git push --set-upstream origin feat/88-proracja",
            "TestProrationLeapYear",
            "TODO.md",
        ],
        "stale": [
            r"sk_test_51Hx9Qp2eZvKYlo2C8mNq4RtUw",
            r"przenieś pakiet do internal/rozliczenia",
            r'path="internal/rozliczenia/',
            r"<error[^>]*>[^<]*ineffassign",
        ],
    },
    # -----------------------------------------------------------------------------------------
    "en-codex-py-etl": {
        "agent": "codex",
        "story": """English, Codex CLI, Python ETL (/home/dev/warehouse-etl). The user wants a Shopify
        orders source; prompt 1 says to load into analytics.orders_raw. Tracked with bd: `bd create`
        gives etl-7k2, later etl-7m9 (handle 429 rate limits). Prompt 2: "GraphQL Admin API, not
        REST"; prompt 4: "pin API version 2024-10"; prompt 6: "Wait - don't write to the analytics
        schema, use staging_raw". `uv sync` fails building psycopg2 (pg_config executable not found)
        and `uv add 'psycopg[binary]'` (with psycopg2 removed) fixes it. The ruff pre-commit hook
        rejects a commit (F841), the next passes. The agent writes scripts/backfill_orders.py and runs
        it. The user pastes the Shopify token shpat_8c1d2e3f4a5b6c7d8e9f0a1b2c3d in prose. etl-7k2 gets
        closed; etl-7m9 is in progress. Two mid-turn compactions. Open at the end: pytest
        test_paginates_cursor fails with KeyError: 'endCursor'.""",
        "facts": [
            "GraphQL Admin API, not REST",
            "pin API version 2024-10",
            "use staging_raw",
            "etl-7m9",
            "etl/sources/shopify.py",
            "scripts/backfill_orders.py",
            "uv add 'psycopg[binary]'",
            "test_paginates_cursor",
        ],
        "stale": [
            r"shpat_8c1d2e3f4a5b6c7d8e9f0a1b2c3d",
            r"analytics\.orders_raw",
            r"<error[^>]*>[^<]*pg_config executable not found",
            r"<error[^>]*>[^<]*F841",
        ],
    },
    # -----------------------------------------------------------------------------------------
    "tr-gemini-express": {
        "agent": "gemini",
        "story": """Turkish, Gemini CLI, Node/Express appointment API (/home/dev/randevu-api). `gh issue
        view 31`: SMS reminders for appointments. Prompt 2: "SMS sağlayıcısı olarak Netgsm kullan";
        the agent writes src/services/netgsm.js. `npm install` fails with ERESOLVE and `npm install
        --legacy-peer-deps` works. Prompt 4: one reminder 24 hours before. Prompt 6: "Vazgeçtim,
        Netgsm değil İleti Merkezi kullanıyoruz"; netgsm.js is removed with git rm and
        src/services/smsGonderici.js written. The user pastes the İleti Merkezi API key
        im_live_7Hq2Rk9Vx4Pz1Lm6. The husky pre-commit prettier check rejects a commit (Code style
        issues found), the next passes. Prompt 8 refines: "24 saat önce ve 1 saat önce" (two
        reminders). Branch feature/sms-hatirlatma. The user exits and resumes; two manual /compress
        runs. Open at the end: jest "iki hatırlatma planlar" fails (Expected length: 2).""",
        "facts": [
            "İleti Merkezi kullanıyoruz",
            "24 saat önce ve 1 saat önce",
            "src/services/smsGonderici.js",
            "src/jobs/hatirlatmaPlanla.js",
            "npm install --legacy-peer-deps",
            "feature/sms-hatirlatma",
            "iki hatırlatma planlar",
        ],
        "stale": [
            r"im_live_7Hq2Rk9Vx4Pz1Lm6",
            r"Netgsm kullan",
            r'path="src/services/netgsm\.js"',
            r"<error[^>]*>[^<]*ERESOLVE",
            r"<error[^>]*>[^<]*Code style issues found",
        ],
    },
    # -----------------------------------------------------------------------------------------
    "en-gemini-flask-glab": {
        "agent": "gemini",
        "story": """English, Gemini CLI, Flask clinic portal (/home/dev/clinic-portal). `glab issue view
        142`: the appointments CSV export times out. Prompt 2: "stream the CSV, don't build it in
        memory"; the agent first writes portal/exports/csv_buffer.py and then removes it. Prompt 3:
        "all timestamps in UTC ISO-8601". `pip install -r requirements.txt` fails
        (externally-managed-environment) and `python3 -m venv .venv && .venv/bin/pip install -r
        requirements.txt` works. Prompt 5: exclude cancelled appointments "unless
        ?include_cancelled=1". Prompt 7 corrects prompt 3: clinic local time, Europe/Dublin. Branch
        fix/142-stream-csv-export, portal/exports/appointments_csv.py and tests/test_export_csv.py.
        `./deploy.sh staging` prints the registry password R3g!stry-Pa55-2291 and then its health check
        fails: "GET /healthz returned 502" (open). `glab issue note 142`. Two manual /compress runs.""",
        "facts": [
            "stream the CSV, don't build it in memory",
            "unless ?include_cancelled=1",
            "Europe/Dublin",
            "portal/exports/appointments_csv.py",
            "tests/test_export_csv.py",
            "python3 -m venv .venv",
            "fix/142-stream-csv-export",
            "GET /healthz returned 502",
        ],
        "stale": [
            r"R3g!stry-Pa55-2291",
            r"all timestamps in UTC",
            r'path="portal/exports/csv_buffer\.py"',
            r"<error[^>]*>[^<]*externally-managed-environment",
        ],
    },
    # -----------------------------------------------------------------------------------------
    "nl-qwen-vue-rooster": {
        "agent": "qwen",
        "story": """Dutch, Qwen Code, Vue 3 + TypeScript shift planner (/home/dev/rooster-app): swapping
        shifts by drag and drop. Prompt 2: "geen externe drag-and-drop library, gebruik de native HTML5
        drag events". Prompt 3: "vraag altijd om bevestiging" before a swap; the agent writes
        src/components/BevestigRuilDialog.vue. Prompt 5: swaps only "alleen binnen dezelfde afdeling".
        The agent keeps a todo_write list and a TODO.md. The husky eslint hook rejects a commit
        (no-unused-vars), the next passes. `git push` has no upstream and `git push --set-upstream
        origin feature/diensten-ruilen` works. The user pastes a Supabase key
        sbp_4e8f2a9c7b1d3e5f6a0b. Prompt 8 reverts prompt 3: drop the confirmation dialog (the file is
        deleted). Two automatic compactions. Open at the end: vue-tsc TS2345 in src/stores/rooster.ts,
        and the todo "Unit tests voor ruilDienst".""",
        "facts": [
            "gebruik de native HTML5 drag events",
            "alleen binnen dezelfde afdeling",
            "src/components/RoosterWeek.vue",
            "src/stores/rooster.ts",
            "feature/diensten-ruilen",
            "git push --set-upstream origin feature/diensten-ruilen",
            "TS2345",
            "Unit tests voor ruilDienst",
        ],
        "stale": [
            r"sbp_4e8f2a9c7b1d3e5f6a0b",
            r"vraag altijd om bevestiging",
            r'path="src/components/BevestigRuilDialog\.vue"',
            r"<error[^>]*>[^<]*no-unused-vars",
        ],
    },
}
# ======================================== end of SPEC ========================================

import datetime
import hashlib
import json
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sessions")
WRITTEN = []


def _hex(seed):
    return hashlib.sha256(seed.encode("utf-8")).hexdigest()


def uid4(seed):
    h = _hex(seed)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], "89ab"[int(h[16], 16) % 4], h[17:20], h[20:32])


def uid7(seed, prefix="019b2"):
    h = _hex(seed)
    return "%s%s-%s-7%s-8%s-%s" % (prefix, h[:3], h[3:7], h[8:11], h[11:14], h[14:26])


class Clock:
    def __init__(self, start):
        self.now = datetime.datetime.strptime(start, "%Y-%m-%dT%H:%M:%S")
        self.tick = 0

    def stamp(self, seconds=3):
        self.tick += 1
        self.now += datetime.timedelta(seconds=seconds + self.tick % 5, milliseconds=137 * (self.tick % 7))
        return self.now.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (self.now.microsecond // 1000)


def flat(items):
    """Events may be given as single [name, payload] pairs or as lists of them."""
    out = []
    for item in items:
        if isinstance(item, list) and item and isinstance(item[0], str):
            out.append(item)
        else:
            out.extend(flat(item))
    return out


def session(name, description, agent, root, common, events):
    spec = SPEC[name]
    assert spec["agent"] == agent, name
    assert 6 <= len(spec["facts"]) <= 10, name
    assert 80 <= len(events) <= 200, (name, len(events))
    doc = {"name": name, "description": description, "agent": agent, "project": root, "common": common,
           "events": events, "facts": spec["facts"], "stale": spec["stale"]}
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, name + ".json"), "w", encoding="utf-8") as handle:
        json.dump(doc, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    WRITTEN.append((name, agent, len(events)))


# ---------------------------------------------------------------------------------------------
# Claude Code (shapes of testdata/claude-code-recorded and testdata/claude-code)
# ---------------------------------------------------------------------------------------------

class Claude:
    SILENT = ("mv ", "git mv ", "git rm ", "rm ", "mkdir ", "touch ", "cp ", "git checkout -- ", "git restore ")

    def __init__(self, root, sid, model="claude-sonnet-4-5", mode="default"):
        self.root, self.sid, self.model, self.mode, self.n = root, sid, model, mode, 0

    def common(self):
        slug = self.root.replace("/", "-")
        return {"session_id": self.sid,
                "transcript_path": "/home/dev/.claude/projects/%s/%s.jsonl" % (slug, self.sid),
                "cwd": self.root}

    def tid(self):
        self.n += 1
        return "toolu_01" + _hex("%s-%d" % (self.sid, self.n))[:22]

    def p(self, rel):
        return rel if rel.startswith("/") else self.root + "/" + rel

    def start(self):
        return [["SessionStart", {"source": "startup", "model": self.model}],
                ["InstructionsLoaded", {"file_path": self.root + "/CLAUDE.md", "memory_type": "Project",
                                        "load_reason": "session_start"}]]

    def resume(self, seconds=5412, tokens=61230):
        return [["SessionStart", {"source": "resume", "seconds_since_last_response": seconds,
                                  "context_tokens": tokens, "prompt_cache_likely_expired": seconds > 300,
                                  "estimated_cache_write_usd": round(tokens * 3.75 / 1e6, 4)}],
                ["InstructionsLoaded", {"file_path": self.root + "/CLAUDE.md", "memory_type": "Project",
                                        "load_reason": "session_start"}]]

    def end(self, reason="prompt_input_exit"):
        return ["SessionEnd", {"reason": reason}]

    def prompt(self, text):
        return ["UserPromptSubmit", {"prompt": text}]

    def read(self, rel, lines=80, content="..."):
        path = self.p(rel)
        return ["PostToolUse", {"tool_name": "Read", "tool_input": {"file_path": path},
                                "tool_response": {"type": "text", "file": {"filePath": path, "content": content,
                                                  "numLines": lines, "startLine": 1, "totalLines": lines}},
                                "tool_use_id": self.tid(), "duration_ms": 12}]

    def reads(self, rels):
        return [self.read(rel, 40 + 17 * (i % 9)) for i, rel in enumerate(rels)]

    def edit(self, rel, old, new):
        path = self.p(rel)
        return ["PostToolUse", {"tool_name": "Edit",
                                "tool_input": {"file_path": path, "old_string": old, "new_string": new,
                                               "replace_all": False},
                                "tool_response": {"filePath": path, "oldString": old, "newString": new,
                                                  "originalFile": None, "structuredPatch": [
                                                      {"oldStart": 12, "oldLines": 1, "newStart": 12,
                                                       "newLines": len(new.split("\n")),
                                                       "lines": ["-" + l for l in old.split("\n")]
                                                       + ["+" + l for l in new.split("\n")]}],
                                                  "userModified": False, "replaceAll": False},
                                "tool_use_id": self.tid(), "duration_ms": 8}]

    def write(self, rel, content, kind="create"):
        path = self.p(rel)
        return ["PostToolUse", {"tool_name": "Write", "tool_input": {"file_path": path, "content": content},
                                "tool_response": {"type": kind, "filePath": path, "content": content,
                                                  "structuredPatch": [], "originalFile": None, "userModified": False},
                                "tool_use_id": self.tid(), "duration_ms": 15}]

    def grep(self, pattern, rel, found, mode="files_with_matches"):
        return ["PostToolUse", {"tool_name": "Grep",
                                "tool_input": {"pattern": pattern, "path": self.p(rel), "output_mode": mode},
                                "tool_response": {"mode": mode, "filenames": [self.p(f) for f in found],
                                                  "numFiles": len(found)},
                                "tool_use_id": self.tid(), "duration_ms": 38}]

    def glob(self, pattern, found):
        return ["PostToolUse", {"tool_name": "Glob", "tool_input": {"pattern": pattern},
                                "tool_response": {"filenames": [self.p(f) for f in found], "durationMs": 9,
                                                  "numFiles": len(found), "truncated": False},
                                "tool_use_id": self.tid(), "duration_ms": 10}]

    def bash(self, command, stdout="", description=None, git=None, interpretation=None, stderr=""):
        response = {"stdout": stdout, "stderr": stderr, "interrupted": False, "isImage": False,
                    "noOutputExpected": stdout == "" and command.startswith(self.SILENT)}
        if interpretation:
            response["returnCodeInterpretation"] = interpretation
        if git:
            response["gitOperation"] = git
        return ["PostToolUse", {"tool_name": "Bash",
                                "tool_input": {"command": command, "description": description or "Run " + command.split()[0]},
                                "tool_response": response, "tool_use_id": self.tid(), "duration_ms": 700}]

    def bash_fail(self, command, output, code=1, description=None):
        return ["PostToolUseFailure", {"tool_name": "Bash",
                                       "tool_input": {"command": command,
                                                      "description": description or "Run " + command.split()[0]},
                                       "tool_use_id": self.tid(), "error": "Exit code %d\n%s" % (code, output),
                                       "is_interrupt": False, "duration_ms": 2870}]

    def bash_bg(self, command, description):
        """run_in_background: returns at once with a task id; the result comes as a task-notification."""
        tool_use_id = self.tid()
        task_id = "b" + _hex(self.sid + command)[:8]
        event = ["PostToolUse", {"tool_name": "Bash",
                                 "tool_input": {"command": command, "description": description,
                                                "run_in_background": True},
                                 "tool_response": {"stdout": "", "stderr": "", "interrupted": False, "isImage": False,
                                                   "noOutputExpected": False, "backgroundTaskId": task_id},
                                 "tool_use_id": tool_use_id, "duration_ms": 31}]
        return event, task_id, tool_use_id

    def notification(self, task_id, tool_use_id, summary, result, status="completed"):
        output = "/tmp/claude-1000/%s/%s/tasks/%s.output" % (self.root.replace("/", "-"), self.sid, task_id)
        return self.prompt("<task-notification>\n<task-id>%s</task-id>\n<tool-use-id>%s</tool-use-id>\n"
                           "<output-file>%s</output-file>\n<status>%s</status>\n<summary>%s</summary>\n"
                           "<result>%s</result>\n</task-notification>"
                           % (task_id, tool_use_id, output, status, summary, result))

    def todos(self, items):
        todos = [{"content": text, "status": status, "activeForm": text} for text, status in items]
        return ["PostToolUse", {"tool_name": "TodoWrite", "tool_input": {"todos": todos},
                                "tool_response": {"oldTodos": [], "newTodos": todos},
                                "tool_use_id": self.tid(), "duration_ms": 3}]

    def mcp(self, server, tool, arguments, text):
        return ["PostToolUse", {"tool_name": "mcp__%s__%s" % (server, tool), "tool_input": arguments,
                                "tool_response": [{"type": "text", "text": text}],
                                "tool_use_id": self.tid(), "duration_ms": 910,
                                "mcp_server": {"name": server, "source": "user"}}]

    def subagent(self, description, prompt, agent_type, result, tool="Agent"):
        agent_id = "a" + _hex(self.sid + description)[:16]
        transcript = self.common()["transcript_path"][:-6]
        return [["SubagentStart", {"agent_id": agent_id, "agent_type": agent_type}],
                ["SubagentStop", {"agent_id": agent_id, "agent_type": agent_type, "stop_hook_active": False,
                                  "agent_transcript_path": "%s/subagents/agent-%s.jsonl" % (transcript, agent_id),
                                  "last_assistant_message": result, "background_tasks": [], "session_crons": []}],
                ["PostToolUse", {"tool_name": tool,
                                 "tool_input": {"description": description, "prompt": prompt,
                                                "subagent_type": agent_type},
                                 "tool_response": {"status": "completed", "agentId": agent_id, "agentType": agent_type,
                                                   "content": [{"type": "text", "text": result}],
                                                   "totalToolUseCount": 9, "totalDurationMs": 21830,
                                                   "totalTokens": 28412, "prompt": prompt},
                                 "tool_use_id": self.tid(), "duration_ms": 21877}]]

    def compact(self, summary, trigger="auto", instructions=None):
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

    def stop(self, message):
        return ["Stop", {"stop_hook_active": False, "last_assistant_message": message,
                         "background_tasks": [], "session_crons": []}]

    def finish(self, items):
        with_mode = {"UserPromptSubmit", "PostToolUse", "PostToolUseFailure", "Stop", "SubagentStop"}
        prompt_id, turns, out = None, 0, []
        for name, payload in flat(items):
            if name == "SessionStart" and payload.get("source") in ("startup", "resume", "clear"):
                prompt_id = None
            if name == "UserPromptSubmit":
                turns += 1
                prompt_id = uid4("%s-prompt-%d" % (self.sid, turns))
            extra = {}
            if prompt_id and not (name == "InstructionsLoaded" and payload.get("load_reason") == "session_start"):
                extra["prompt_id"] = prompt_id
            if name in with_mode:
                extra["permission_mode"] = self.mode
            out.append([name, dict(extra, **payload)])
        return out


# ---------------------------------------------------------------------------------------------
# Codex CLI (testdata/codex-recorded): Bash and apply_patch, tool_response a plain string
# ---------------------------------------------------------------------------------------------

class Codex:
    def __init__(self, root, sid, stamp="2026-12-03T08-41-17"):
        self.root, self.sid, self.n = root, sid, 0
        day = stamp[:10].replace("-", "/")
        self.path = "/home/dev/.codex/sessions/%s/rollout-%s-%s.jsonl" % (day, stamp, sid)

    def common(self):
        return {"session_id": self.sid, "transcript_path": self.path, "cwd": self.root}

    def cid(self):
        self.n += 1
        return "call_" + _hex("%s-%d" % (self.sid, self.n))[:24]

    def start(self, source="startup"):
        return ["SessionStart", {"source": source}]

    def end(self):
        return ["SessionEnd", {"reason": "other"}]

    def prompt(self, text):
        return ["UserPromptSubmit", {"prompt": text}]

    def sh(self, command, output=""):
        """PreToolUse then PostToolUse, as recorded (a failing command looks the same: no exit code)."""
        call = self.cid()
        return [["PreToolUse", {"tool_name": "Bash", "tool_input": {"command": command}, "tool_use_id": call}],
                ["PostToolUse", {"tool_name": "Bash", "tool_input": {"command": command}, "tool_response": output,
                                 "tool_use_id": call}]]

    def shs(self, pairs):
        return [self.sh(command, output) for command, output in pairs]

    def patch(self, body, changes):
        listing = "".join("%s %s\n" % change for change in changes)
        call = self.cid()
        tool_input = {"command": "*** Begin Patch\n" + body + "*** End Patch\n"}
        return [["PreToolUse", {"tool_name": "apply_patch", "tool_input": tool_input, "tool_use_id": call}],
                ["PostToolUse", {"tool_name": "apply_patch", "tool_input": tool_input,
                                 "tool_response": "Exit code: 0\nWall time: 0 seconds\nOutput:\nSuccess. Updated the "
                                                  "following files:\n" + listing,
                                 "tool_use_id": call}]]

    def compact(self):
        return [["PreCompact", {"trigger": "auto"}], ["PostCompact", {"trigger": "auto"}],
                ["SessionStart", {"source": "compact"}]]

    def stop(self, message):
        return ["Stop", {"stop_hook_active": False, "last_assistant_message": message}]

    def finish(self, items):
        turn, turns, out = None, 0, []
        for name, payload in flat(items):
            if name == "SessionStart" and payload.get("source") in ("startup", "resume"):
                turn = None
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
            out.append([name, dict(extra, **payload)])
        return out


# ---------------------------------------------------------------------------------------------
# Gemini CLI (testdata/gemini-cli-recorded)
# ---------------------------------------------------------------------------------------------

class Gemini:
    def __init__(self, root, sid, start):
        self.root, self.sid, self.clock = root, sid, Clock(start)
        self.path = "/home/dev/.gemini/tmp/%s/chats/session-%s-%s.jsonl" % (
            os.path.basename(root), start[:16].replace(":", "-"), sid[:8])

    def common(self):
        return {"session_id": self.sid, "transcript_path": self.path, "cwd": self.root}

    def p(self, rel):
        return self.root + "/" + rel

    def tool(self, name, tool_input, llm, display=None):
        return [["PreCompress", {"trigger": "auto"}],
                ["BeforeTool", {"tool_name": name, "tool_input": tool_input}],
                ["AfterTool", {"tool_name": name, "tool_input": tool_input,
                               "tool_response": {"llmContent": llm,
                                                 "returnDisplay": display if display is not None else llm}}]]

    def sh(self, command, output, code=0, description="Run a shell command"):
        pgid = 40000 + int(_hex(command)[:4], 16) % 20000
        body = "Output: %s\n" % (output if output else "(empty)")
        if code:
            body += "Exit Code: %d\n" % code
        body += "Process Group PGID: %d" % pgid
        return self.tool("run_shell_command", {"command": command, "description": description},
                         "<untrusted_context>\n%s\n</untrusted_context>" % body, output)

    def read(self, rel, content="..."):
        return self.tool("read_file", {"file_path": self.p(rel)}, content, "")

    def reads(self, rels):
        return [self.read(rel) for rel in rels]

    def glob(self, pattern, found):
        listing = "\n".join(self.p(f) for f in found)
        return self.tool("glob", {"pattern": pattern},
                         "Found %d file(s) matching \"%s\" within %s, sorted by modification time (newest first):\n%s"
                         % (len(found), pattern, self.root, listing), "Found %d matching file(s)" % len(found))

    def search(self, pattern, hits):
        if not hits:
            return self.tool("grep_search", {"pattern": pattern},
                             "No matches found for pattern \"%s\" in path \".\"." % pattern, "No matches found")
        body = "\n".join("File: %s\nL%d: %s\n---" % (f, line, text) for f, line, text in hits)
        return self.tool("grep_search", {"pattern": pattern},
                         "Found %d matches for pattern \"%s\" in path \".\":\n---\n%s" % (len(hits), pattern, body),
                         "Found %d matches" % len(hits))

    def write(self, rel, content):
        path = self.p(rel)
        return self.tool("write_file", {"file_path": path, "content": content},
                         "Successfully created and wrote to new file: %s." % path,
                         {"fileDiff": "Index: %s\n+++ %s\tWritten\n" % (os.path.basename(path), os.path.basename(path)),
                          "fileName": os.path.basename(path), "filePath": path, "originalContent": "",
                          "newContent": content, "isNewFile": True, "isBuildFile": False})

    def replace(self, rel, instruction, old, new):
        path = self.p(rel)
        return self.tool("replace", {"file_path": path, "instruction": instruction, "old_string": old,
                                     "new_string": new},
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

    def start(self, source="startup"):
        return ["SessionStart", {"source": source}]

    def end(self):
        return ["SessionEnd", {"reason": "exit"}]

    def prompt(self, text):
        return ["BeforeAgent", {"prompt": text}]

    def compress(self):
        """/compress typed in the interactive CLI: PreCompress(manual); nothing fires afterwards."""
        return ["PreCompress", {"trigger": "manual"}]

    def after_agent(self, prompt, reply):
        return [["PreCompress", {"trigger": "auto"}],
                ["AfterAgent", {"prompt": prompt, "prompt_response": reply, "stop_hook_active": False}]]

    def finish(self, items):
        return [[name, dict({"timestamp": self.clock.stamp()}, **payload)] for name, payload in flat(items)]


# ---------------------------------------------------------------------------------------------
# Qwen Code (testdata/qwen-code-recorded)
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
        return "toolu_17962%08d_%s" % (int(h[:6], 16) % 10 ** 8, h[6:15]), "call_e%dt0n0_%s" % (self.n, h[15:25])

    def start(self, source="startup"):
        return [["InstructionsLoaded", {"file_path": self.root + "/QWEN.md", "memory_type": "project",
                                        "load_reason": "session_start"}],
                ["InstructionsLoaded", {"file_path": "/home/dev/.qwen/output-language.md", "memory_type": "extension",
                                        "load_reason": "session_start"}],
                ["SessionStart", {"source": source, "model": "qwen3-coder-plus"}],
                ["Notification", {"message": "Successfully authenticated with openai", "notification_type": "auth_success",
                                  "title": "Authentication successful"}]]

    def prompt(self, text):
        return ["UserPromptSubmit", {"prompt": text, "submitted_prompt": text}]

    def _tool(self, name, tool_input, response, failed_error=None):
        tool_use_id, call_id = self.ids()
        if failed_error is None:
            post = ["PostToolUse", {"tool_name": name, "tool_input": tool_input, "tool_response": response,
                                    "tool_use_id": tool_use_id, "tool_call_id": call_id, "duration_ms": 240}]
            status = "success"
        else:
            post = ["PostToolUseFailure", {"tool_use_id": tool_use_id, "tool_call_id": call_id, "tool_name": name,
                                           "tool_input": tool_input, "error": failed_error, "is_interrupt": False,
                                           "duration_ms": 4120}]
            status = "error"
        batch = ["PostToolBatch", {"tool_calls": [{"tool_name": name, "tool_input": tool_input, "tool_use_id": call_id,
                                                   "tool_call_id": call_id, "status": status}]}]
        return [["PreToolUse", {"tool_name": name, "tool_input": tool_input, "tool_use_id": tool_use_id,
                                "tool_call_id": call_id}], post, batch, ["UserPromptSubmit", {"prompt": ""}]]

    def sh(self, command, output, code=0, description="Run a shell command"):
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
        return tool[:1] + events + tool[1:]

    def stop(self, message, tokens):
        return ["Stop", {"stop_hook_active": False, "last_assistant_message": message, "background_tasks": [],
                         "crons": [], "context_usage": tokens / 1000000, "context_limit": 1000000,
                         "input_tokens": tokens}]

    def compact(self, summary):
        return [["PreCompact", {"trigger": "auto", "custom_instructions": ""}],
                ["PostCompact", {"trigger": "auto", "compact_summary": summary}],
                ["SessionStart", {"source": "compact", "model": "qwen3-coder-plus"}]]

    def finish(self, items):
        turn, out = None, []
        for name, payload in flat(items):
            if name == "UserPromptSubmit" and payload.get("prompt"):
                turn = 0 if turn is None else turn + 1
            extra = {"timestamp": self.clock.stamp(2)}
            if turn is not None and name not in ("InstructionsLoaded", "Notification") and not (
                    name == "SessionStart" and payload.get("source") != "compact"):
                extra["prompt_id"] = "%s########%d" % (self.sid, turn)
            out.append([name, dict(extra, **payload)])
        return out


# =============================================================================================
# 1. en-bd-webhook-retries — Claude Code, English, Python/FastAPI, bd tracker, three compactions
# =============================================================================================

def en_bd_webhook_retries():
    R = "/home/dev/hookrelay"
    c = Claude(R, uid4("heldout5-en-bd-webhook-retries"), mode="acceptEdits")
    p1 = ("Morning! Hope the coffee's kicked in. Let's finally pick up the webhook retry work - it's been sitting "
          "in bd for two sprints. Context, pasted from the planning doc:\n\n"
          "> Deliveries that fail today are marked `failed` and nobody ever looks at them again. Partners "
          "(Acme, Brightpay, Tolliver) have complained that a 30-second blip on their side loses events "
          "permanently. We want at-least-once delivery with backoff, a dead-letter table for deliveries that "
          "give up, and an admin endpoint to replay dead letters.\n\n"
          "Constraints:\n"
          "- retries must go through the existing Postgres queue table (`delivery_jobs`, see hookrelay/queue.py) "
          "- do not add Redis, we are not running another stateful service for this\n"
          "- keep the dispatcher's public signature (`dispatch(event, endpoint)`) - three services import it\n"
          "- exponential backoff, base 2s, capped at 15 minutes between attempts\n"
          "- every attempt gets a row in `delivery_attempts` with the status code and latency\n\n"
          "The epic is hr-10; start with hr-12 (the retry scheduler). Use a feature branch, the usual. "
          "Run the tests before you tell me it's done, and don't push anything to main.")
    pytest_fail = (
        "============================= test session starts ==============================\n"
        "platform linux -- Python 3.12.4, pytest-8.3.2, pluggy-1.5.0\n"
        "rootdir: /home/dev/hookrelay\nconfigfile: pyproject.toml\nplugins: asyncio-0.23.8, anyio-4.4.0\n"
        "collected 6 items\n\n"
        "tests/test_retry.py ...F..                                               [100%]\n\n"
        "=================================== FAILURES ===================================\n"
        "______________________________ test_backoff_grows ______________________________\n\n"
        "    def test_backoff_grows():\n"
        "        delays = [next_delay(n) for n in range(1, 6)]\n"
        ">       assert delays == [2, 4, 8, 16, 32]\n"
        "E       assert [1, 2, 4, 8, 16] == [2, 4, 8, 16, 32]\n"
        "E         At index 0 diff: 1 != 2\n\n"
        "tests/test_retry.py:18: AssertionError\n"
        "=========================== short test summary info ============================\n"
        "FAILED tests/test_retry.py::test_backoff_grows - assert [1, 2, 4, 8, 16] == [2, 4, 8, 16, 32]\n"
        "========================= 1 failed, 5 passed in 0.41s ==========================")
    ruff_fail = (
        "ruff.....................................................................Failed\n"
        "- hook id: ruff\n- exit code: 1\n\n"
        "hookrelay/retry.py:3:8: F401 [*] `time` imported but unused\n"
        "Found 1 error.\n[*] 1 fixable with the `--fix` option.\n\n"
        "ruff-format..............................................................Passed\n"
        "check yaml...........................................(no files to check)Skipped\n"
        "trim trailing whitespace.................................................Passed")
    dl_fail = (
        "============================= test session starts ==============================\n"
        "platform linux -- Python 3.12.4, pytest-8.3.2, pluggy-1.5.0\n"
        "collected 5 items\n\n"
        "tests/test_dead_letter.py ..F..                                          [100%]\n\n"
        "=================================== FAILURES ===================================\n"
        "__________________________ test_replay_requires_admin __________________________\n\n"
        "client = <starlette.testclient.TestClient object at 0x7f1c2a9b3d10>\n\n"
        "    def test_replay_requires_admin(client, partner_token):\n"
        "        r = client.post('/admin/dead-letters/41/replay', headers=auth(partner_token))\n"
        ">       assert r.status_code == 403\n"
        "E       assert 200 == 403\n"
        "E        +  where 200 = <Response [200 OK]>.status_code\n\n"
        "tests/test_dead_letter.py:37: AssertionError\n"
        "=========================== short test summary info ============================\n"
        "FAILED tests/test_dead_letter.py::test_replay_requires_admin - assert 200 == 403\n"
        "========================= 1 failed, 4 passed in 0.88s ==========================")
    bg, bg_task, bg_tool = c.bash_bg("pytest -q -p no:cacheprovider", "Run the full test suite in the background")
    ev = [
        c.start(),
        c.prompt(p1),
        c.bash("bd ready", "Ready work (3 issues with no blockers):\n\n1. [P1] hr-12: Retry scheduler for failed "
               "deliveries\n2. [P2] hr-15: Dead-letter replay endpoint\n3. [P3] hr-19: Document partner retry "
               "semantics", "Show ready issues"),
        c.bash("bd show hr-12", "hr-12: Retry scheduler for failed deliveries\nStatus: open\nPriority: P1\nType: task\n"
               "Parent: hr-10\n\nSchedule retries for failed deliveries using delivery_jobs.run_at; exponential "
               "backoff; record attempts.", "Show hr-12"),
        c.bash("bd update hr-12 --status in_progress", "✓ Updated issue: hr-12", "Claim hr-12"),
        c.bash("git checkout -b feat/webhook-retries", "", "Create the feature branch", stderr="Switched to a new branch 'feat/webhook-retries'"),
        c.glob("hookrelay/**/*.py", ["hookrelay/__init__.py", "hookrelay/dispatcher.py", "hookrelay/queue.py",
                                     "hookrelay/models.py", "hookrelay/settings.py", "hookrelay/backoff_old.py",
                                     "hookrelay/api/routes.py", "hookrelay/api/deps.py", "hookrelay/signing.py"]),
        c.reads(["hookrelay/dispatcher.py", "hookrelay/queue.py", "hookrelay/models.py", "hookrelay/settings.py",
                 "hookrelay/backoff_old.py", "hookrelay/signing.py", "tests/conftest.py", "tests/test_dispatcher.py",
                 "pyproject.toml", ".pre-commit-config.yaml"]),
        c.grep("REDIS_URL|redis", ".", []),
        c.grep("delivery_jobs", ".", ["hookrelay/queue.py", "hookrelay/models.py",
                                       "alembic/versions/9a1e_delivery_jobs.py"]),
        c.subagent("Find dispatch() callers",
                   "List every caller of hookrelay.dispatcher.dispatch in this repo and in the vendored clients "
                   "under clients/, with file:line.", "Explore",
                   "dispatch() is called from hookrelay/api/routes.py:88 (POST /events), hookrelay/worker.py:41 "
                   "(queue drain loop) and clients/billing_bridge.py:17. All pass (event, endpoint) positionally."),
        c.todos([("Implement retry scheduler (hr-12)", "in_progress"),
                 ("Wire retries into dispatcher", "pending"),
                 ("Tests for backoff and attempts", "pending")]),
        c.write("hookrelay/retry.py",
                "import time\nfrom datetime import datetime, timedelta, timezone\n\nBASE_SECONDS = 2\n"
                "MAX_DELAY = 15 * 60\n\n\ndef next_delay(attempt: int) -> int:\n"
                "    return min(BASE_SECONDS ** (attempt - 1), MAX_DELAY)\n\n\n"
                "def schedule_retry(conn, job_id: int, attempt: int) -> datetime:\n"
                "    run_at = datetime.now(timezone.utc) + timedelta(seconds=next_delay(attempt))\n"
                "    conn.execute(\"UPDATE delivery_jobs SET run_at=%s, attempt=%s WHERE id=%s\", (run_at, attempt, job_id))\n"
                "    return run_at\n"),
        c.edit("hookrelay/dispatcher.py", "    if resp.status_code >= 500:\n        job.mark_failed()",
               "    record_attempt(conn, job, resp)\n    if resp.status_code >= 500 or resp is None:\n"
               "        schedule_retry(conn, job.id, job.attempt + 1)"),
        c.write("tests/test_retry.py",
                "from hookrelay.retry import next_delay\n\n\ndef test_backoff_grows():\n"
                "    delays = [next_delay(n) for n in range(1, 6)]\n    assert delays == [2, 4, 8, 16, 32]\n"),
        c.bash_fail("pytest tests/test_retry.py -q", pytest_fail),
        c.edit("hookrelay/retry.py", "    return min(BASE_SECONDS ** (attempt - 1), MAX_DELAY)",
               "    return min(BASE_SECONDS ** attempt, MAX_DELAY)"),
        c.bash("pytest tests/test_retry.py -q", "......                                                   [100%]\n"
               "6 passed in 0.37s", "Re-run the retry tests"),
        c.todos([("Implement retry scheduler (hr-12)", "in_progress"),
                 ("Wire retries into dispatcher", "completed"),
                 ("Tests for backoff and attempts", "completed")]),
        c.stop("Retry scheduling is in hookrelay/retry.py and the dispatcher now records each attempt and schedules "
               "the next one on 5xx or timeouts, through delivery_jobs.run_at (no new services). test_retry passes."),
        c.prompt("looks fine. what happens when the endpoint returns 410 Gone?"),
        c.read("hookrelay/dispatcher.py", 140),
        c.edit("hookrelay/dispatcher.py", "    if resp.status_code >= 500 or resp is None:",
               "    if resp is not None and resp.status_code == 410:\n        endpoint.disable(reason='410 Gone')\n"
               "        return\n    if resp is None or resp.status_code >= 500:"),
        c.bash("pytest tests/test_dispatcher.py -q", "..........                                               [100%]\n"
               "10 passed in 0.52s"),
        c.stop("On 410 the endpoint is now disabled and nothing is retried; other 4xx are not retried either."),
        c.prompt("ok. use a hard cap of 8 attempts, after the 8th failure the delivery goes to a dead-letter table "
                 "instead of being rescheduled"),
        c.edit("hookrelay/retry.py", "MAX_DELAY = 15 * 60", "MAX_DELAY = 15 * 60\nMAX_ATTEMPTS = 8"),
        c.edit("hookrelay/dispatcher.py", "        schedule_retry(conn, job.id, job.attempt + 1)",
               "        if job.attempt + 1 > MAX_ATTEMPTS:\n            move_to_dead_letter(conn, job)\n"
               "        else:\n            schedule_retry(conn, job.id, job.attempt + 1)"),
        c.write("alembic/versions/3c7d_dead_letters.py",
                "revision = '3c7d'\ndown_revision = '9a1e'\n\ndef upgrade():\n    op.create_table('dead_letters', ...)\n"),
        c.bash("alembic upgrade head", "", "Apply the migration",
               stderr="INFO  [alembic.runtime.migration] Running upgrade 9a1e -> 3c7d, dead letters"),
        c.bash("pytest -q tests/test_retry.py tests/test_dispatcher.py", "........................        [100%]\n"
               "17 passed in 0.71s"),
        c.stop("After 8 failed attempts the job now moves to dead_letters (migration 3c7d applied locally)."),
        c.prompt("add full jitter to the delay please, we get thundering herds after partner outages"),
        c.edit("hookrelay/retry.py", "    return min(BASE_SECONDS ** attempt, MAX_DELAY)",
               "    return random.uniform(0, min(BASE_SECONDS ** attempt, MAX_DELAY))"),
        c.edit("tests/test_retry.py", "    assert delays == [2, 4, 8, 16, 32]",
               "    assert all(0 <= d <= 2 ** n for n, d in enumerate(delays, 1))"),
        c.bash("pytest tests/test_retry.py -q", "......                                                   [100%]\n"
               "6 passed in 0.35s"),
        c.stop("The delay is now randomised between 0 and the exponential value; tests updated."),
        c.compact("The user is adding webhook retries to hookrelay (bd epic hr-10, current issue hr-12, branch "
                  "feat/webhook-retries). Constraints from the first request: retries go through the Postgres "
                  "delivery_jobs table, no Redis, keep dispatch(event, endpoint), exponential backoff base 2s capped "
                  "at 15 min, log every attempt in delivery_attempts. Done: hookrelay/retry.py (next_delay, "
                  "schedule_retry, MAX_ATTEMPTS), dispatcher records attempts, disables endpoints on 410, moves jobs "
                  "to dead_letters after the last attempt (migration 3c7d), random jitter on the delay. Tests pass. "
                  "Nothing committed yet."),
        c.prompt("ok, commit what we have. the old backoff module is dead code now, remove it"),
        c.grep("backoff_old", ".", ["hookrelay/worker.py"]),
        c.edit("hookrelay/worker.py", "from hookrelay.backoff_old import sleep_backoff\n", ""),
        c.bash("git rm hookrelay/backoff_old.py", "rm 'hookrelay/backoff_old.py'", "Remove the old backoff module"),
        c.bash_fail('git add -A && git commit -m "hr-12: retry scheduler with dead-lettering"', ruff_fail,
                    description="Commit the retry scheduler"),
        c.edit("hookrelay/retry.py", "import time\nfrom datetime", "import random\nfrom datetime"),
        c.bash('git add -A && git commit -m "hr-12: retry scheduler with dead-lettering"',
               "ruff.....................................................................Passed\n"
               "ruff-format..............................................................Passed\n"
               "trim trailing whitespace.................................................Passed\n"
               "[feat/webhook-retries 4be91c2] hr-12: retry scheduler with dead-lettering\n"
               " 7 files changed, 212 insertions(+), 61 deletions(-)\n create mode 100644 hookrelay/retry.py\n"
               " delete mode 100644 hookrelay/backoff_old.py", "Commit the retry scheduler",
               {"commit": {"sha": "4be91c2", "kind": "committed", "branch": "feat/webhook-retries"}}),
        c.bash_fail("git push", "fatal: The current branch feat/webhook-retries has no upstream branch.\n"
                    "To push the current branch and set the remote as upstream, use\n\n"
                    "    git push --set-upstream origin feat/webhook-retries\n", 128, "Push the branch"),
        c.bash("git push --set-upstream origin feat/webhook-retries", "",
               "Push the branch and set upstream",
               stderr="remote: \nremote: Create a pull request for 'feat/webhook-retries' on GitHub by visiting:\n"
                      "remote:      https://github.com/relaylabs/hookrelay/pull/new/feat/webhook-retries\n"
                      "To github.com:relaylabs/hookrelay.git\n * [new branch]      feat/webhook-retries -> "
                      "feat/webhook-retries\nbranch 'feat/webhook-retries' set up to track "
                      "'origin/feat/webhook-retries'."),
        c.stop("Committed 4be91c2 (ruff flagged an unused import on the first try) and pushed "
               "feat/webhook-retries with upstream set."),
        c.prompt("Actually, the cap shouldn't be global. Make max attempts configurable per endpoint, default 8 - "
                 "Brightpay asked for up to 20 because their maintenance windows are long. Validate it's between 1 "
                 "and 25 in the admin API."),
        c.reads(["hookrelay/models.py", "hookrelay/api/routes.py", "hookrelay/api/schemas.py"]),
        c.edit("hookrelay/models.py", "    secret_ref = Column(String, nullable=False)",
               "    secret_ref = Column(String, nullable=False)\n"
               "    max_attempts = Column(Integer, nullable=False, server_default='8')"),
        c.edit("hookrelay/api/schemas.py", "    url: HttpUrl", "    url: HttpUrl\n    max_attempts: conint(ge=1, le=25) = 8"),
        c.write("alembic/versions/5e02_endpoint_max_attempts.py",
                "revision = '5e02'\ndown_revision = '3c7d'\n\ndef upgrade():\n"
                "    op.add_column('endpoints', sa.Column('max_attempts', sa.Integer(), server_default='8', nullable=False))\n"),
        c.edit("hookrelay/dispatcher.py", "        if job.attempt + 1 > MAX_ATTEMPTS:",
               "        if job.attempt + 1 > endpoint.max_attempts:"),
        c.edit("hookrelay/retry.py", "MAX_ATTEMPTS = 8", "DEFAULT_MAX_ATTEMPTS = 8"),
        c.bash("alembic upgrade head", "", "Apply the migration",
               stderr="INFO  [alembic.runtime.migration] Running upgrade 3c7d -> 5e02, endpoint max attempts"),
        c.bash("pytest -q tests/test_retry.py tests/test_dispatcher.py tests/test_api_endpoints.py",
               "...................................                         [100%]\n35 passed in 1.12s"),
        c.bash('git add -A && git commit -m "hr-12: per-endpoint max_attempts"',
               "ruff.....................................................................Passed\n"
               "ruff-format..............................................................Passed\n"
               "[feat/webhook-retries 9d03a77] hr-12: per-endpoint max_attempts\n 5 files changed, 38 insertions(+), 6 deletions(-)",
               "Commit", {"commit": {"sha": "9d03a77", "kind": "committed", "branch": "feat/webhook-retries"}}),
        bg,
        c.read("CHANGELOG.md", 220),
        c.stop("endpoints.max_attempts (1-25, default 8) now decides when a job is dead-lettered; migration 5e02. "
               "The full suite is running in the background."),
        c.prompt("also bump the version in pyproject to 0.9.0 while you're there"),
        c.edit("pyproject.toml", 'version = "0.8.3"', 'version = "0.9.0"'),
        c.notification(bg_task, bg_tool, 'Background command "Run the full test suite in the background" completed '
                       "(exit code 0)", "312 passed, 4 skipped in 48.21s"),
        c.bash('git commit -am "Bump version to 0.9.0" && git push',
               "ruff.....................................................................Passed\n"
               "[feat/webhook-retries 0a5f1e8] Bump version to 0.9.0\n 1 file changed, 1 insertion(+), 1 deletion(-)",
               "Commit and push", {"commit": {"sha": "0a5f1e8", "kind": "committed", "branch": "feat/webhook-retries"}}),
        c.stop("Version is 0.9.0 and pushed; the background run finished green (312 passed)."),
        c.prompt("great. bd close hr-12 and pick up hr-15, the dead-letter replay endpoint. spec is in the issue"),
        c.bash("bd close hr-12 --reason 'merged into feat/webhook-retries'", "✓ Closed hr-12: Retry scheduler for "
               "failed deliveries", "Close hr-12"),
        c.bash("bd show hr-15", "hr-15: Dead-letter replay endpoint\nStatus: open\nPriority: P2\nParent: hr-10\n\n"
               "POST /admin/dead-letters/{id}/replay re-enqueues a dead letter with attempt=0. Admin tokens only "
               "(partner tokens get 403). GET /admin/dead-letters lists them, newest first, paginated.",
               "Show hr-15"),
        c.bash("bd update hr-15 --status in_progress", "✓ Updated issue: hr-15", "Claim hr-15"),
        c.todos([("Implement retry scheduler (hr-12)", "completed"),
                 ("Dead-letter replay endpoint (hr-15)", "in_progress"),
                 ("Admin-only auth on replay", "pending"),
                 ("Tests for dead-letter API", "pending")]),
        c.reads(["hookrelay/api/deps.py", "hookrelay/api/routes.py", "tests/test_api_endpoints.py",
                 "alembic/versions/3c7d_dead_letters.py"]),
        c.grep("require_admin", "hookrelay", []),
        c.write("hookrelay/dead_letter.py",
                "def list_dead_letters(conn, limit=50, before=None):\n    ...\n\n\n"
                "def replay(conn, dead_letter_id: int) -> int:\n"
                "    row = conn.execute('DELETE FROM dead_letters WHERE id=%s RETURNING *', (dead_letter_id,)).one()\n"
                "    return enqueue(conn, row.event_id, row.endpoint_id, attempt=0)\n"),
        c.edit("hookrelay/api/routes.py", "router = APIRouter()",
               "router = APIRouter()\n\n\n@router.post('/admin/dead-letters/{dl_id}/replay')\n"
               "def replay_dead_letter(dl_id: int, conn=Depends(db)):\n    return {'job_id': replay(conn, dl_id)}"),
        c.write("tests/test_dead_letter.py",
                "def test_replay_requeues(client, admin_token): ...\n\n"
                "def test_replay_requires_admin(client, partner_token):\n"
                "    r = client.post('/admin/dead-letters/41/replay', headers=auth(partner_token))\n"
                "    assert r.status_code == 403\n"),
        c.stop("hookrelay/dead_letter.py has list and replay; the replay route is wired. Auth is next."),
        c.compact("Webhook retries for hookrelay, branch feat/webhook-retries (pushed, upstream set). hr-12 is "
                  "closed: retry scheduler in hookrelay/retry.py, per-endpoint endpoints.max_attempts (1-25, "
                  "default 8, migration 5e02), dead-lettering after the last attempt, 410 disables the endpoint. "
                  "Version 0.9.0. Full suite green. Now on hr-15 (in progress): dead-letter replay endpoint. "
                  "hookrelay/dead_letter.py and the POST /admin/dead-letters/{id}/replay route exist; "
                  "tests/test_dead_letter.py written; the admin-only check is not done. Still in force: Postgres "
                  "delivery_jobs only (no Redis), keep dispatch(event, endpoint)."),
        c.prompt("To replay against staging you'll need the signing secret, it's whsec_9fQ2LmXv7RtA4kPz (don't "
                 "commit it anywhere). And one change of mind: drop the jitter. Ops wants deterministic backoff for "
                 "now so they can reason about retry timings in the runbook - keep the exponential part and the "
                 "15 min ceiling."),
        c.edit("hookrelay/retry.py", "    return random.uniform(0, min(BASE_SECONDS ** attempt, MAX_DELAY))",
               "    return min(BASE_SECONDS ** attempt, MAX_DELAY)"),
        c.edit("hookrelay/retry.py", "import random\nfrom datetime", "from datetime"),
        c.edit("tests/test_retry.py", "    assert all(0 <= d <= 2 ** n for n, d in enumerate(delays, 1))",
               "    assert delays == [2, 4, 8, 16, 32]"),
        c.bash("pytest tests/test_retry.py -q", "......                                                   [100%]\n"
               "6 passed in 0.33s"),
        c.bash("HOOKRELAY_SIGNING_SECRET=whsec_9fQ2LmXv7RtA4kPz python scripts/replay_dead_letters.py --env staging --dry-run",
               "would replay 17 dead letters (endpoints: 3)\n  dl#41 brightpay  evt_01J8...  attempts=8\n"
               "  dl#44 acme       evt_01J8...  attempts=8\n  ...", "Dry-run the replay against staging"),
        c.bash_fail("pytest tests/test_dead_letter.py -q", dl_fail),
        c.read("hookrelay/api/deps.py", 64),
        c.todos([("Implement retry scheduler (hr-12)", "completed"),
                 ("Dead-letter replay endpoint (hr-15)", "in_progress"),
                 ("Admin-only auth on replay", "in_progress"),
                 ("Tests for dead-letter API", "completed")]),
        c.stop("Backoff is deterministic again (2, 4, 8 ... capped at 15 min). The staging dry run finds 17 dead "
               "letters. tests/test_dead_letter.py::test_replay_requires_admin fails: a partner token gets 200 "
               "because the replay route has no admin dependency yet."),
        c.compact("hookrelay webhook retries, branch feat/webhook-retries. hr-12 closed; hr-15 (dead-letter replay "
                  "endpoint) in progress. Backoff is exponential and deterministic (no randomisation), base 2s, "
                  "15 min ceiling; max attempts per endpoint, default 8. Files: hookrelay/retry.py, "
                  "hookrelay/dead_letter.py, hookrelay/api/routes.py, tests/test_dead_letter.py. Open: "
                  "test_replay_requires_admin fails with assert 200 == 403 - the route needs an admin-only "
                  "dependency. The staging signing secret was given by the user for replay (not to be committed).",
                  trigger="manual", instructions="keep the hr-15 state and the open test failure"),
        c.prompt("leave the auth bit for now, I'll pair with Sam on the deps tomorrow. add a note to the issue so "
                 "we don't lose it"),
        c.bash("bd update hr-15 --notes 'replay route + dead_letter.py done; test_replay_requires_admin fails "
               "(assert 200 == 403), needs require_admin dependency'", "✓ Updated issue: hr-15", "Note on hr-15"),
        c.bash("bd show hr-15", "hr-15: Dead-letter replay endpoint\nStatus: in_progress\nPriority: P2\n"
               "Notes: replay route + dead_letter.py done; test_replay_requires_admin fails (assert 200 == 403), "
               "needs require_admin dependency", "Show hr-15"),
        c.bash("git status --short", " M hookrelay/api/routes.py\n M hookrelay/retry.py\n M tests/test_retry.py\n"
               "?? hookrelay/dead_letter.py\n?? tests/test_dead_letter.py"),
        c.stop("Noted on hr-15 (still in progress). Uncommitted: the replay route, hookrelay/dead_letter.py, its "
               "tests and the deterministic backoff change."),
        c.end(),
    ]
    session("en-bd-webhook-retries",
            "English Python/FastAPI: webhook retries driven from the bd tracker, a Redis ban in a long first "
            "prompt, a cap refined to per-endpoint, jitter added then dropped, ruff pre-commit rejection, push "
            "without upstream, background tests, three compactions, an open dead-letter auth test.",
            "claude-code", R, c.common(), c.finish(ev))


en_bd_webhook_retries()


# =============================================================================================
# 2. it-laravel-fatture — Claude Code, Italian, Laravel, gh issue, composer memory workaround
# =============================================================================================

def it_laravel_fatture():
    R = "/home/dev/gestionale"
    c = Claude(R, uid4("heldout5-it-laravel-fatture"), model="claude-opus-4-1")
    p1 = ("Ciao! Spero tutto bene, oggi ci tocca la fatturazione elettronica 🙂 È la issue #214, te la incollo "
          "qui sotto così non devi andarla a cercare:\n\n"
          "--- issue #214: Esportazione fatture in formato FatturaPA ---\n"
          "Il commercialista vuole ricevere le fatture emesse come XML FatturaPA (versione 1.2.2) invece dei PDF.\n"
          "Requisiti:\n"
          "* un file XML per ogni fattura, nome file IT<partita IVA>_<progressivo invio>.xml\n"
          "* comando artisan per esportare un intervallo di date (--dal / --al)\n"
          "* il numero fattura deve restare progressivo per anno (es. 2025/0042): niente buchi, niente "
          "riutilizzi, anche se una fattura viene annullata\n"
          "* righe con aliquota IVA, natura per le esenti (N2.2, N4), bollo virtuale sopra 77,47 €\n"
          "* per ora niente invio allo SDI, solo i file\n"
          "--------------------------------------------------------------\n\n"
          "Lavora su un branch dedicato e fai girare i test prima di committare. Grazie!")
    composer_fail = (
        "./composer.json has been updated\nRunning composer update league/flysystem-aws-s3-v3\n"
        "Loading composer repositories with package information\nUpdating dependencies\n\n"
        "PHP Fatal error:  Allowed memory size of 1610612736 bytes exhausted (tried to allocate 4096 bytes) in "
        "phar:///usr/local/bin/composer/src/Composer/DependencyResolver/RuleSetGenerator.php on line 129\n\n"
        "Check https://getcomposer.org/doc/articles/troubleshooting.md#memory-limit-errors for more info on how "
        "to handle out of memory errors.")
    test_fail = (
        "\n   FAIL  Tests\\Feature\\EsportaFattureTest\n"
        "  ⨯ esporta una fattura semplice                                          0.21s\n"
        "  ✓ numero progressivo per anno                                           0.04s\n\n"
        "  ────────────────────────────────────────────────────────────────────────────\n"
        "   FAILED  Tests\\Feature\\EsportaFattureTest > esporta una fattura semplice   Error\n"
        "  Call to undefined method App\\Models\\Cliente::codiceDestinatario()\n\n"
        "  at app/Services/FatturaPaExporter.php:58\n"
        "     54▕         $dati = $doc->createElement('DatiTrasmissione');\n"
        "  ➜  58▕         $codice = $fattura->cliente->codiceDestinatario();\n\n"
        "  Tests:    1 failed, 1 passed (6 assertions)\n  Duration: 0.61s\n")
    pint_fail = (
        "husky - pre-commit hook\n> vendor/bin/pint --test --dirty\n\n"
        "  ⨯⨯.\n\n  ────────────────────────────────────────────────────────────── Laravel  \n"
        "    FAIL   ............................................ 3 files, 2 style issues  \n"
        "  ⨯ app/Services/FatturaPaExporter.php          concat_space, ordered_imports  \n"
        "  ⨯ app/Console/Commands/EsportaFatture.php     no_unused_imports  \n\n"
        "husky - pre-commit script failed (code 1)")
    xsd_fail = (
        "Esportazione fatture dal 2025-01-01 al 2025-01-31 (disco: fatture)...\n"
        "  2025/0001 ... ok\n  2025/0002 ... ok\n  2025/0003 ... ERRORE\n\n"
        "   RuntimeException \n\n  Validazione XSD fallita per 2025/0003:\n"
        "  Element '{http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2}CodiceDestinatario': "
        "[facet 'pattern'] The value 'ABC12' is not accepted by the pattern '[A-Z0-9]{6,7}'.\n\n"
        "  at app/Services/FatturaPaExporter.php:131\n")
    ev = [
        c.start(),
        c.prompt(p1),
        c.bash("gh issue view 214 --comments", "Esportazione fatture in formato FatturaPA #214\nOpen • mrossi opened "
               "about 3 weeks ago • 2 comments\nLabels: fatturazione, priorità-alta\n\n  Il commercialista vuole "
               "ricevere le fatture emesse come XML FatturaPA...\n\n——— lbianchi • 1 week ago\n  Attenzione al "
               "bollo virtuale: 2 € sopra 77,47 € per le operazioni esenti.\n", "Leggi la issue"),
        c.bash("git checkout -b feature/214-fatturapa", "", "Crea il branch",
               stderr="Switched to a new branch 'feature/214-fatturapa'"),
        c.glob("app/**/*.php", ["app/Models/Fattura.php", "app/Models/Cliente.php", "app/Models/RigaFattura.php",
                                "app/Models/Azienda.php", "app/Http/Controllers/FatturaController.php",
                                "app/Services/PdfFattura.php", "app/Services/NumeratoreFatture.php"]),
        c.reads(["app/Models/Fattura.php", "app/Models/Cliente.php", "app/Models/RigaFattura.php",
                 "app/Models/Azienda.php", "app/Services/NumeratoreFatture.php", "app/Services/PdfFattura.php",
                 "config/filesystems.php", "composer.json", "database/migrations/2024_03_11_000000_create_fatture_table.php",
                 "tests/Feature/FatturaTest.php"]),
        c.grep("progressivo", "app", ["app/Services/NumeratoreFatture.php"]),
        c.grep("xml", "composer.json", []),
        c.todos([("Servizio di esportazione FatturaPA", "in_progress"), ("Comando artisan fatture:esporta", "pending"),
                 ("Test di esportazione", "pending")]),
        c.write("app/Support/XmlHelper.php", "<?php\n\nnamespace App\\Support;\n\nclass XmlHelper\n{\n"
                "    public static function el(\\SimpleXMLElement $parent, string $name, ?string $value = null) { ... }\n}\n"),
        c.write("app/Services/FatturaPaExporter.php", "<?php\n\nnamespace App\\Services;\n\nuse App\\Support\\XmlHelper;\n\n"
                "class FatturaPaExporter\n{\n    public function esporta(Fattura $fattura): string { ... }\n}\n"),
        c.stop("Ho creato app/Support/XmlHelper.php (un wrapper su SimpleXML) e lo scheletro di "
               "app/Services/FatturaPaExporter.php. Per i namespace di FatturaPA proporrei sabre/xml: va bene?"),
        c.prompt("Niente pacchetti esterni per l'XML: usa DOMDocument. E togli quell'helper, non serve un livello in più."),
        c.bash("rm app/Support/XmlHelper.php", "", "Rimuovi XmlHelper"),
        c.write("app/Services/FatturaPaExporter.php",
                "<?php\n\nnamespace App\\Services;\n\nuse DOMDocument;\n\nclass FatturaPaExporter\n{\n"
                "    public const NS = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';\n\n"
                "    public function esporta(Fattura $fattura): string\n    {\n"
                "        $doc = new DOMDocument('1.0', 'UTF-8');\n        ...\n"
                "        $codice = $fattura->cliente->codiceDestinatario();\n        ...\n    }\n}\n", "update"),
        c.write("app/Console/Commands/EsportaFatture.php",
                "<?php\n\nnamespace App\\Console\\Commands;\n\nclass EsportaFatture extends Command\n{\n"
                "    protected $signature = 'fatture:esporta {--dal=} {--al=}';\n    ...\n}\n"),
        c.write("tests/Feature/EsportaFattureTest.php", "<?php\n\nit('esporta una fattura semplice', function () { ... });\n"
                "it('numero progressivo per anno', function () { ... });\n"),
        c.bash_fail("php artisan test --filter=EsportaFattureTest", test_fail, 2),
        c.edit("app/Services/FatturaPaExporter.php", "        $codice = $fattura->cliente->codiceDestinatario();",
               "        $codice = config('fatturapa.codice_destinatario', '0000000');"),
        c.write("config/fatturapa.php", "<?php\n\nreturn [\n    'codice_destinatario' => env('FATTURAPA_CODICE_DESTINATARIO', '0000000'),\n];\n"),
        c.bash("php artisan test --filter=EsportaFattureTest", "\n   PASS  Tests\\Feature\\EsportaFattureTest\n"
               "  ✓ esporta una fattura semplice                                          0.19s\n"
               "  ✓ numero progressivo per anno                                           0.03s\n\n"
               "  Tests:    2 passed (9 assertions)\n  Duration: 0.55s\n"),
        c.todos([("Servizio di esportazione FatturaPA", "completed"), ("Comando artisan fatture:esporta", "completed"),
                 ("Test di esportazione", "in_progress")]),
        c.stop("XmlHelper rimosso; l'exporter ora usa solo DOMDocument. Il codice destinatario per ora viene da "
               "config/fatturapa.php. I test di EsportaFattureTest passano."),
        c.prompt("ok. il nome file deve usare la partita IVA dell'azienda, non quella del cliente"),
        c.read("app/Models/Azienda.php", 48),
        c.edit("app/Services/FatturaPaExporter.php", "        $nome = 'IT' . $fattura->cliente->partita_iva",
               "        $nome = 'IT' . Azienda::corrente()->partita_iva"),
        c.bash("php artisan test --filter=EsportaFattureTest", "  Tests:    2 passed (10 assertions)\n  Duration: 0.52s\n"),
        c.stop("Il nome file ora usa la partita IVA dell'azienda."),
        c.prompt("aggiungi anche lo split payment per la PA (EsigibilitaIVA = S)"),
        c.reads(["app/Models/Cliente.php", "app/Models/RigaFattura.php"]),
        c.edit("app/Services/FatturaPaExporter.php", "        $riepilogo->appendChild($doc->createElement('Imposta', $imposta));",
               "        $riepilogo->appendChild($doc->createElement('Imposta', $imposta));\n"
               "        $riepilogo->appendChild($doc->createElement('EsigibilitaIVA', $fattura->cliente->is_pa ? 'S' : 'I'));"),
        c.edit("tests/Feature/EsportaFattureTest.php", "it('numero progressivo per anno'",
               "it('split payment per la PA', function () { ... });\nit('numero progressivo per anno'"),
        c.bash("php artisan test --filter=EsportaFattureTest", "  Tests:    3 passed (14 assertions)\n  Duration: 0.66s\n"),
        c.stop("Aggiunto EsigibilitaIVA: S per i clienti PA, I altrimenti; nuovo test passa."),
        c.compact("Issue #214 (esportazione FatturaPA 1.2.2), branch feature/214-fatturapa. Vincoli: numero fattura "
                  "progressivo per anno senza buchi; nessun pacchetto esterno per l'XML (DOMDocument). Fatto: "
                  "app/Services/FatturaPaExporter.php (DOMDocument, nome file con la partita IVA dell'azienda, "
                  "split payment EsigibilitaIVA), app/Console/Commands/EsportaFatture.php (fatture:esporta --dal "
                  "--al), config/fatturapa.php, tests/Feature/EsportaFattureTest.php (3 test verdi). XmlHelper è "
                  "stato rimosso. Niente commit ancora."),
        c.prompt("Due cose. Primo: il codice destinatario va letto dal cliente, non dal config - ogni cliente ha il "
                 "suo, per i privati è 0000000 con la PEC. Secondo: salviamo gli XML sul disco s3 'fatture', mai in "
                 "locale, perché il commercialista li prende da lì."),
        c.bash("php artisan make:migration add_codice_destinatario_to_clienti_table",
               "\n   INFO  Migration [database/migrations/2025_02_03_101522_add_codice_destinatario_to_clienti_table.php] "
               "created successfully.\n"),
        c.edit("database/migrations/2025_02_03_101522_add_codice_destinatario_to_clienti_table.php",
               "            //", "            $table->string('codice_destinatario', 7)->default('0000000');\n"
               "            $table->string('pec')->nullable();"),
        c.bash("php artisan migrate", "\n   INFO  Running migrations.\n\n  2025_02_03_101522_add_codice_destinatario_to_clienti_table "
               "........ 18ms DONE\n"),
        c.edit("app/Services/FatturaPaExporter.php", "        $codice = config('fatturapa.codice_destinatario', '0000000');",
               "        $codice = $fattura->cliente->codice_destinatario;"),
        c.bash("rm config/fatturapa.php", "", "Rimuovi il config non più usato"),
        c.bash_fail("composer require league/flysystem-aws-s3-v3 \"^3.0\"", composer_fail, 255),
        c.bash("COMPOSER_MEMORY_LIMIT=-1 composer require league/flysystem-aws-s3-v3 \"^3.0\"",
               "./composer.json has been updated\nRunning composer update league/flysystem-aws-s3-v3\n"
               "Loading composer repositories with package information\nUpdating dependencies\n"
               "Lock file operations: 4 installs, 0 updates, 0 removals\n  - Locking aws/aws-crt-php (v1.2.7)\n"
               "  - Locking aws/aws-sdk-php (3.336.6)\n  - Locking league/flysystem-aws-s3-v3 (3.29.0)\n"
               "  - Locking mtdowling/jmespath.php (2.8.0)\nWriting lock file\n"
               "Generating optimized autoload files\n> @php artisan package:discover --ansi\n"
               "No security vulnerability advisories found.\nUsing version ^3.0 for league/flysystem-aws-s3-v3",
               "Installa il driver S3 senza limite di memoria"),
        c.edit("config/filesystems.php", "        's3' => [",
               "        'fatture' => [\n            'driver' => 's3',\n            'bucket' => env('FATTURE_BUCKET'),\n"
               "            'region' => env('AWS_DEFAULT_REGION', 'eu-south-1'),\n        ],\n\n        's3' => ["),
        c.edit("app/Console/Commands/EsportaFatture.php", "        Storage::put(",
               "        Storage::disk('fatture')->put("),
        c.bash("php artisan test --filter=EsportaFattureTest", "  Tests:    3 passed (14 assertions)\n  Duration: 0.71s\n"),
        c.stop("Il codice destinatario ora viene da clienti.codice_destinatario (nuova colonna, default 0000000). "
               "Installato league/flysystem-aws-s3-v3 (composer è andato in out of memory, rilanciato con "
               "COMPOSER_MEMORY_LIMIT=-1) e il comando scrive sul disco s3 'fatture'."),
        c.prompt("Per provare usa il bucket di test gestionale-fatture-test, le credenziali sono "
                 "AWS_ACCESS_KEY_ID=AKIA2Q7XJ4EXAMPLE9F3 e secret q8Vn3Lr0sT6wXy2Zb5Cd9Ef1Gh4Jk7Mn. Mettile nel .env "
                 "e non committarle per nessun motivo."),
        c.bash("grep -n '^\\.env' .gitignore", ".env\n.env.backup\n.env.production", "Controlla che .env sia ignorato"),
        c.edit(".env", "AWS_ACCESS_KEY_ID=\nAWS_SECRET_ACCESS_KEY=",
               "AWS_ACCESS_KEY_ID=AKIA2Q7XJ4EXAMPLE9F3\nAWS_SECRET_ACCESS_KEY=q8Vn3Lr0sT6wXy2Zb5Cd9Ef1Gh4Jk7Mn\n"
               "FATTURE_BUCKET=gestionale-fatture-test"),
        c.bash("php artisan fatture:esporta --dal=2025-01-01 --al=2025-01-31",
               "Esportazione fatture dal 2025-01-01 al 2025-01-31 (disco: fatture)...\n  2025/0001 ... ok\n"
               "  2025/0002 ... ok\n  ...\n  2025/0042 ... ok\n42 fatture esportate.", "Prova l'esportazione"),
        c.stop("Credenziali nel .env (ignorato da git). Esportazione di gennaio: 42 fatture caricate sul bucket di test."),
        c.prompt("perfetto, committa e pusha"),
        c.bash("git status --short", " M app/Models/Cliente.php\n M composer.json\n M composer.lock\n"
               " M config/filesystems.php\n?? app/Console/Commands/EsportaFatture.php\n"
               "?? app/Services/FatturaPaExporter.php\n?? database/migrations/2025_02_03_101522_add_codice_destinatario_to_clienti_table.php\n"
               "?? tests/Feature/EsportaFattureTest.php"),
        c.bash_fail('git add -A && git commit -m "#214 esportazione FatturaPA"', pint_fail),
        c.bash("vendor/bin/pint --dirty", "\n  ✓✓.\n\n  ────────────────────────────────────────────────────────────── Laravel  \n"
               "    FIXED   ........................................... 3 files, 2 style issues fixed  \n"),
        c.bash('git add -A && git commit -m "#214 esportazione FatturaPA"',
               "husky - pre-commit hook\n> vendor/bin/pint --test --dirty\n\n  ...\n    PASS   .... 3 files  \n"
               "[feature/214-fatturapa 7c2e9d4] #214 esportazione FatturaPA\n 9 files changed, 431 insertions(+), 3 deletions(-)",
               "Commit", {"commit": {"sha": "7c2e9d4", "kind": "committed", "branch": "feature/214-fatturapa"}}),
        c.bash("git push -u origin feature/214-fatturapa", "branch 'feature/214-fatturapa' set up to track "
               "'origin/feature/214-fatturapa'.", "Push",
               stderr="To github.com:studio-rossi/gestionale.git\n * [new branch]      feature/214-fatturapa -> feature/214-fatturapa"),
        c.bash("gh issue comment 214 --body 'Prima versione su feature/214-fatturapa: comando fatture:esporta, XML "
               "con DOMDocument, upload su disco s3 fatture.'",
               "https://github.com/studio-rossi/gestionale/issues/214#issuecomment-2633019871", "Commenta la issue"),
        c.stop("Commit 7c2e9d4 (pint aveva bocciato il primo tentativo, sistemato con vendor/bin/pint) e push di "
               "feature/214-fatturapa; commento aggiunto alla issue #214."),
        c.prompt("aggiungi la validazione XSD prima di salvare, lo schema ufficiale è sul sito dell'agenzia"),
        c.bash("mkdir -p resources/xsd && curl -sSLo resources/xsd/Schema_VFPR12.xsd "
               "https://www.fatturapa.gov.it/export/documenti/fatturapa/v1.2.2/Schema_del_file_xml_FatturaPA_v1.2.2.xsd",
               "", "Scarica lo schema XSD"),
        c.bash("curl -sSLo resources/xsd/xmldsig-core-schema.xsd https://www.w3.org/TR/xmldsig-core/xmldsig-core-schema.xsd",
               "", "Scarica lo schema xmldsig importato"),
        c.edit("app/Services/FatturaPaExporter.php", "        return $doc->saveXML();",
               "        if (! $doc->schemaValidate(resource_path('xsd/Schema_VFPR12.xsd'))) {\n"
               "            throw new \\RuntimeException('Validazione XSD fallita per ' . $fattura->numero . \":\\n\" . $this->erroriLibxml());\n"
               "        }\n        return $doc->saveXML();"),
        c.bash("php artisan test --filter=EsportaFattureTest", "  Tests:    3 passed (14 assertions)\n  Duration: 0.93s\n"),
        c.stop("L'exporter ora valida ogni XML con lo schema 1.2.2 prima di salvarlo; i test passano."),
        c.prompt("Ripensandoci sul disco: in locale e in CI usa il disco local (storage/app/fatture), s3 solo in "
                 "produzione. Il resto della richiesta di prima (codice destinatario dal cliente) resta valido. "
                 "Poi rilancia l'esportazione di gennaio in locale."),
        c.edit("config/filesystems.php", "        'fatture' => [\n            'driver' => 's3',",
               "        'fatture' => env('APP_ENV') === 'production' ? [\n            'driver' => 's3',"),
        c.edit("config/filesystems.php", "            'region' => env('AWS_DEFAULT_REGION', 'eu-south-1'),\n        ],",
               "            'region' => env('AWS_DEFAULT_REGION', 'eu-south-1'),\n        ] : [\n"
               "            'driver' => 'local',\n            'root' => storage_path('app/fatture'),\n        ],"),
        c.bash("php artisan config:clear", "\n   INFO  Configuration cache cleared successfully.\n"),
        c.bash_fail("php artisan fatture:esporta --dal=2025-01-01 --al=2025-01-31", xsd_fail),
        c.bash("php artisan tinker --execute=\"echo App\\\\Models\\\\Cliente::find(Fattura::whereNumero('2025/0003')->value('cliente_id'))->codice_destinatario;\"",
               "ABC12", "Controlla il codice destinatario del cliente"),
        c.stop("Il disco 'fatture' ora è local (storage/app/fatture) fuori produzione e s3 in produzione. "
               "L'esportazione di gennaio si ferma alla 2025/0003: la validazione XSD rifiuta CodiceDestinatario "
               "'ABC12' (il pattern vuole 6 o 7 caratteri). Il dato del cliente di test è sbagliato."),
        c.compact("Issue #214 FatturaPA, branch feature/214-fatturapa (pushato, commit 7c2e9d4). Vincoli in vigore: "
                  "numero fattura progressivo per anno; solo DOMDocument, nessun pacchetto XML esterno; codice "
                  "destinatario letto dal cliente (colonna clienti.codice_destinatario); disco 'fatture' local in "
                  "locale e CI, s3 solo in produzione. File: app/Services/FatturaPaExporter.php (con validazione XSD), "
                  "app/Console/Commands/EsportaFatture.php, config/filesystems.php, resources/xsd/. Driver S3 installato "
                  "con COMPOSER_MEMORY_LIMIT=-1. Aperto: fatture:esporta di gennaio fallisce su 2025/0003, "
                  "CodiceDestinatario 'ABC12' non rispetta il pattern [A-Z0-9]{6,7}. Le modifiche dopo il commit "
                  "non sono committate."),
        c.prompt("ok, il cliente di test lo sistemo io domani. intanto aggiorna la issue"),
        c.bash("gh issue comment 214 --body 'Validazione XSD aggiunta. Disco fatture: local fuori produzione, s3 in "
               "produzione. Da sistemare: cliente di test con codice destinatario ABC12 (non valido).'",
               "https://github.com/studio-rossi/gestionale/issues/214#issuecomment-2634410052", "Commenta la issue"),
        c.stop("Commento aggiunto alla #214. La fattura 2025/0003 resta bloccata dalla validazione XSD finché il "
               "codice destinatario del cliente non viene corretto."),
        c.end(),
    ]
    session("it-laravel-fatture",
            "Italian Laravel: FatturaPA export for gh issue #214, DOMDocument-only rule, a helper removed, the "
            "recipient code moved from config to the customer, s3 disk then s3 only in production, composer "
            "out-of-memory fixed by an env prefix, pint pre-commit rejection, an AWS secret in prose, an open "
            "XSD validation error.",
            "claude-code", R, c.common(), c.finish(ev))


it_laravel_fatture()


# =============================================================================================
# 3. en-next-jira-search — Claude Code, English, Next.js, jira CLI, exit + resume, two compactions
# =============================================================================================

def en_next_jira_search():
    R = "/home/dev/storefront"
    c = Claude(R, uid4("heldout5-en-next-jira-search"))
    p1 = ("Hi! Thanks again for yesterday's cart fix, QA signed it off. New one today: SHOP-482. Pasting the "
          "ticket body because the jira CLI mangles the tables:\n\n"
          "SHOP-482 Product search with filters\n"
          "As a shopper I want to search the catalogue and narrow results by brand, category and price so that "
          "I find what I want without scrolling 40 pages.\n\n"
          "Acceptance criteria\n"
          "1. Search box on /products; results update as you type.\n"
          "2. Filters: brand (multi-select), category (single), price range slider.\n"
          "3. Results come from the /api/search route handler - never query Postgres from a client component "
          "(we leaked a connection string into a client bundle last quarter and security is still upset).\n"
          "4. Filter state lives in the URL query string so links can be shared and the back button works.\n"
          "5. Empty state with a 'clear filters' button.\n"
          "6. Playwright e2e for the URL behaviour; unit tests for the query builder.\n"
          "7. No new UI library - use the existing components in components/ui.\n\n"
          "Out of scope: typo tolerance, synonyms, analytics events.\n\n"
          "Please move the ticket when you start and use a branch named after it. The repo uses pnpm via "
          "corepack; husky runs lint-staged on commit.")
    pnpm_fail = (" ERR_PNPM_BAD_PM_VERSION  This project is configured to use v9.12.3 of pnpm. Your current pnpm "
                 "is v8.15.9\n\nIf you want to bypass this version check, you can set the \"package-manager-strict\" "
                 "configuration to \"false\" or set the \"COREPACK_ENABLE_STRICT\" environment variable to \"0\"")
    eslint_fail = (
        "✔ Preparing lint-staged...\n❯ Running tasks for staged files...\n  ❯ package.json — 6 files\n"
        "    ❯ *.{ts,tsx} — 4 files\n      ✖ eslint --max-warnings=0 [FAILED]\n      ◼ prettier --write\n"
        "↓ Skipped because of errors from tasks.\n✔ Reverting to original state because of errors...\n"
        "✔ Cleaning up temporary files...\n\n✖ eslint --max-warnings=0:\n\n"
        "/home/dev/storefront/components/search/SearchFilters.tsx\n"
        "  47:6  warning  React Hook useEffect has a missing dependency: 'controller'. Either include it or remove "
        "the dependency array  react-hooks/exhaustive-deps\n\n"
        "✖ 1 problem (0 errors, 1 warning)\n\nESLint found too many warnings (maximum: 0).\n"
        "husky - pre-commit script failed (code 1)")
    pw_fail = (
        "\nRunning 4 tests using 2 workers\n\n"
        "  ✓  1 [chromium] › e2e/search.spec.ts:12:7 › search › shows results for a query (1.9s)\n"
        "  ✓  2 [chromium] › e2e/search.spec.ts:24:7 › search › filters by brand (2.3s)\n"
        "  ✘  3 [chromium] › e2e/search.spec.ts:41:7 › search › filters persist in the URL (5.1s)\n"
        "  ✓  4 [chromium] › e2e/search.spec.ts:58:7 › search › empty state (1.1s)\n\n"
        "  1) [chromium] › e2e/search.spec.ts:41:7 › search › filters persist in the URL ─────────────────\n\n"
        "    Error: Timed out 5000ms waiting for expect(page).toHaveURL(expected)\n\n"
        "    Expected pattern: /brand=acme/\n    Received string:  \"http://localhost:3000/products?q=runner\"\n\n"
        "      45 |     await page.getByRole('checkbox', { name: 'Acme' }).check();\n"
        "    > 46 |     await expect(page).toHaveURL(/brand=acme/);\n         |                        ^\n\n"
        "    at /home/dev/storefront/e2e/search.spec.ts:46:24\n\n"
        "  1 failed\n    [chromium] › e2e/search.spec.ts:41:7 › search › filters persist in the URL ──────\n"
        "  3 passed (9.8s)")
    dev, dev_task, dev_tool = c.bash_bg("pnpm dev", "Start the Next.js dev server")
    ev = [
        c.start(),
        c.prompt(p1),
        c.bash("jira issue view SHOP-482 --plain", "🐞 Story  🚧 To Do  ⌛ Mon, 03 Feb 25  👷 Dana Whitfield\n\n"
               "# Product search with filters\n\n  As a shopper I want to search the catalogue ...\n", "View the ticket"),
        c.bash('jira issue move SHOP-482 "In Progress"', "✓ Issue transitioned to \"In Progress\"\n"
               "https://acme-shop.atlassian.net/browse/SHOP-482", "Move the ticket"),
        c.bash("git checkout -b SHOP-482-search-filters", "", "Create the branch",
               stderr="Switched to a new branch 'SHOP-482-search-filters'"),
        c.glob("app/**/*.{ts,tsx}", ["app/products/page.tsx", "app/products/[slug]/page.tsx", "app/layout.tsx",
                                     "app/api/cart/route.ts", "app/api/products/route.ts"]),
        c.glob("components/ui/*.tsx", ["components/ui/Checkbox.tsx", "components/ui/Select.tsx",
                                       "components/ui/Input.tsx", "components/ui/Button.tsx",
                                       "components/ui/EmptyState.tsx"]),
        c.reads(["app/products/page.tsx", "app/api/products/route.ts", "lib/db.ts", "lib/catalogue.ts",
                 "components/ui/Checkbox.tsx", "components/ui/Select.tsx", "package.json", ".husky/pre-commit",
                 "playwright.config.ts", "next.config.mjs"]),
        c.grep("from '@/lib/db'", "components", []),
        c.grep("searchParams", "app", ["app/products/page.tsx"]),
        c.todos([("Search route handler /api/search", "in_progress"), ("SearchFilters component", "pending"),
                 ("Price range slider", "pending"), ("Playwright e2e for URL state", "pending")]),
        c.write("lib/searchQuery.ts", "export function buildSearchQuery(params: SearchParams) {\n  ...\n}\n"),
        c.write("app/api/search/route.ts",
                "import { NextRequest } from 'next/server'\nimport { sql } from '@/lib/db'\n"
                "import { buildSearchQuery } from '@/lib/searchQuery'\n\nexport async function GET(req: NextRequest) {\n"
                "  const q = buildSearchQuery(Object.fromEntries(req.nextUrl.searchParams))\n"
                "  const rows = await sql(q.text, q.values)\n  return Response.json({ results: rows })\n}\n"),
        c.write("components/search/SearchFilters.tsx",
                "'use client'\nimport { Checkbox } from '@/components/ui/Checkbox'\n"
                "import { PriceSlider } from './PriceSlider'\n\nexport function SearchFilters() {\n  ...\n}\n"),
        c.write("components/search/PriceSlider.tsx", "'use client'\nexport function PriceSlider({ min, max }) {\n  ...\n}\n"),
        c.write("lib/searchQuery.test.ts", "describe('buildSearchQuery', () => { ... })\n"),
        c.bash("pnpm vitest run lib/searchQuery.test.ts", " ✓ lib/searchQuery.test.ts (7 tests) 12ms\n\n Test Files  1 passed (1)\n"
               "      Tests  7 passed (7)\n   Duration  412ms"),
        c.todos([("Search route handler /api/search", "completed"), ("SearchFilters component", "in_progress"),
                 ("Price range slider", "in_progress"), ("Playwright e2e for URL state", "pending")]),
        c.stop("SHOP-482 is In Progress on branch SHOP-482-search-filters. /api/search (app/api/search/route.ts) "
               "builds a parameterised query in lib/searchQuery.ts (7 unit tests pass); the client only calls the "
               "route. SearchFilters and a PriceSlider are scaffolded."),
        c.prompt("debounce the input by 300ms, we don't want a request per keystroke"),
        c.bash_fail("pnpm add use-debounce", pnpm_fail),
        c.bash("COREPACK_ENABLE_STRICT=0 pnpm add use-debounce", "Packages: +1\n+\nProgress: resolved 812, reused 811, "
               "downloaded 1, added 1, done\n\ndependencies:\n+ use-debounce 10.0.4\n\nDone in 3.1s",
               "Add use-debounce with corepack's strict check off"),
        c.edit("components/search/SearchFilters.tsx", "  const [q, setQ] = useState(initial.q)",
               "  const [q, setQ] = useState(initial.q)\n  const [debouncedQ] = useDebounce(q, 300)"),
        c.stop("Added use-debounce (pnpm's version check failed, so it ran with COREPACK_ENABLE_STRICT=0) and the "
               "query is debounced before fetching."),
        c.prompt("Actually drop the price slider for now, product says brand + category is enough for v1."),
        c.bash("rm components/search/PriceSlider.tsx", "", "Remove the price slider"),
        c.edit("components/search/SearchFilters.tsx", "import { PriceSlider } from './PriceSlider'\n", ""),
        c.edit("components/search/SearchFilters.tsx", "      <PriceSlider min={0} max={maxPrice} />\n", ""),
        c.edit("lib/searchQuery.ts", "  if (params.minPrice) {", "  // price filters are out of v1\n  if (false && params.minPrice) {"),
        c.todos([("Search route handler /api/search", "completed"), ("SearchFilters component", "in_progress"),
                 ("Playwright e2e for URL state", "pending")]),
        dev,
        c.bash("sleep 4 && curl -s 'http://localhost:3000/api/search?q=runner&brand=acme' | head -c 300",
               "{\"error\":\"connect ECONNREFUSED 127.0.0.1:5432\"}", "Hit the route locally"),
        c.stop("The price slider is gone (file and todo). The dev server runs in the background; /api/search "
               "answers but there is no local Postgres."),
        c.prompt("use staging for local data, it's a read-only user: postgres://shop:Tr0ub4dor-88x@db.staging.internal:5432/shop"),
        c.bash("grep -n 'env.local' .gitignore", ".env*.local", "Check .env.local is ignored"),
        c.write(".env.local", "DATABASE_URL=postgres://shop:Tr0ub4dor-88x@db.staging.internal:5432/shop\n"),
        c.bash("curl -s 'http://localhost:3000/api/search?q=runner&brand=acme' | jq '.results | length'", "14",
               "Hit the route again"),
        c.bash("curl -s 'http://localhost:3000/api/search?q=runner&brand=acme&category=trail' | jq '.results[0].name'",
               "\"Acme Trailblazer 2\""),
        c.stop("DATABASE_URL is in .env.local (git-ignored); /api/search returns 14 Acme runners from staging."),
        c.compact("SHOP-482 product search, branch SHOP-482-search-filters, ticket In Progress. Rules from the "
                  "ticket: results only through the /api/search route handler (no Postgres from client "
                  "components), filter state in the URL, no new UI library, Playwright e2e for URL behaviour. "
                  "Done: app/api/search/route.ts, lib/searchQuery.ts (+7 unit tests), "
                  "components/search/SearchFilters.tsx with a debounced query (use-debounce, installed with "
                  "COREPACK_ENABLE_STRICT=0). Price slider dropped from v1 and deleted. Dev server running in the "
                  "background against the staging read-only DB via .env.local. Nothing committed yet."),
        c.prompt("Two things from the design review: make it 250ms, 300 feels laggy. And cancel in-flight requests "
                 "with AbortController so a slow response for 'run' never overwrites the results for 'runner'."),
        c.read("components/search/SearchFilters.tsx", 96),
        c.edit("components/search/SearchFilters.tsx", "  const [debouncedQ] = useDebounce(q, 300)",
               "  const [debouncedQ] = useDebounce(q, 250)"),
        c.edit("components/search/SearchFilters.tsx", "  useEffect(() => {\n    fetchResults(debouncedQ, filters)",
               "  useEffect(() => {\n    const controller = new AbortController()\n"
               "    fetchResults(debouncedQ, filters, controller.signal)\n    return () => controller.abort()"),
        c.edit("lib/searchClient.ts", "export async function fetchResults(q: string, filters: Filters)",
               "export async function fetchResults(q: string, filters: Filters, signal?: AbortSignal)"),
        c.bash("pnpm vitest run", " ✓ lib/searchQuery.test.ts (7 tests) 11ms\n ✓ lib/cart.test.ts (22 tests) 31ms\n\n"
               " Test Files  2 passed (2)\n      Tests  29 passed (29)"),
        c.bash("pnpm tsc --noEmit", ""),
        c.bash_fail('git add -A && git commit -m "SHOP-482: search route and filters"', eslint_fail),
        c.edit("components/search/SearchFilters.tsx", "  }, [debouncedQ, filters])",
               "  }, [debouncedQ, filters, fetchResults])"),
        c.bash("pnpm eslint components/search --max-warnings=0", ""),
        c.bash('git add -A && git commit -m "SHOP-482: search route and filters"',
               "✔ Preparing lint-staged...\n✔ Running tasks for staged files...\n✔ Applying modifications from tasks...\n"
               "✔ Cleaning up temporary files...\n[SHOP-482-search-filters e41b07a] SHOP-482: search route and filters\n"
               " 9 files changed, 388 insertions(+), 14 deletions(-)", "Commit",
               {"commit": {"sha": "e41b07a", "kind": "committed", "branch": "SHOP-482-search-filters"}}),
        c.bash_fail("git push", "fatal: The current branch SHOP-482-search-filters has no upstream branch.\n"
                    "To push the current branch and set the remote as upstream, use\n\n"
                    "    git push --set-upstream origin SHOP-482-search-filters\n", 128),
        c.bash("git push --set-upstream origin SHOP-482-search-filters", "branch 'SHOP-482-search-filters' set up to "
               "track 'origin/SHOP-482-search-filters'.", "Push with upstream",
               stderr="To github.com:acme-shop/storefront.git\n * [new branch]      SHOP-482-search-filters -> SHOP-482-search-filters"),
        c.stop("Debounce is 250ms and each query aborts the previous request. lint-staged rejected the first commit "
               "(a missing hook dependency); fixed and committed e41b07a, branch pushed with upstream."),
        c.end(),
        c.resume(seconds=3920, tokens=58114),
        c.prompt("ok back. write the playwright test for the URL state and run it"),
        c.reads(["playwright.config.ts", "e2e/cart.spec.ts", "app/products/page.tsx"]),
        c.write("e2e/search.spec.ts",
                "import { test, expect } from '@playwright/test'\n\ntest.describe('search', () => {\n"
                "  test('shows results for a query', async ({ page }) => { ... })\n"
                "  test('filters by brand', async ({ page }) => { ... })\n"
                "  test('filters persist in the URL', async ({ page }) => {\n"
                "    await page.goto('/products?q=runner')\n"
                "    await page.getByRole('checkbox', { name: 'Acme' }).check();\n"
                "    await expect(page).toHaveURL(/brand=acme/);\n    await page.reload()\n"
                "    await expect(page.getByRole('checkbox', { name: 'Acme' })).toBeChecked()\n  })\n"
                "  test('empty state', async ({ page }) => { ... })\n})\n"),
        c.prompt("also update the changelog"),
        c.bash_fail("pnpm exec playwright test e2e/search.spec.ts --project=chromium", pw_fail),
        c.read("CHANGELOG.md", 310),
        c.subagent("Why brand is missing from the URL",
                   "In /home/dev/storefront, checking the Acme brand checkbox on /products does not add brand=acme "
                   "to the URL (Playwright e2e/search.spec.ts:46). Find where filter state is written to the URL and "
                   "why it is not. Do not edit files.", "general-purpose",
                   "SearchFilters.tsx keeps brand in local state and only calls router.replace() for q inside the "
                   "debounced effect (line 52); brand changes never reach the URL. updateParams() in "
                   "lib/urlState.ts exists but is unused."),
        c.stop("e2e/search.spec.ts: 3 of 4 pass; 'filters persist in the URL' fails - the brand filter is kept "
               "in component state and never written to the URL (updateParams in lib/urlState.ts is unused). "
               "I have not touched CHANGELOG.md yet; I'll add the SHOP-482 entry once this test passes."),
        c.compact("SHOP-482 product search (branch SHOP-482-search-filters, pushed, commit e41b07a; ticket In "
                  "Progress). Rules: results only via the /api/search route handler, never Postgres from a client "
                  "component; filter state in the URL; no new UI library; debounce 250ms and abort in-flight "
                  "requests with AbortController. Files: app/api/search/route.ts, lib/searchQuery.ts, "
                  "lib/searchClient.ts, components/search/SearchFilters.tsx, e2e/search.spec.ts. Open: Playwright "
                  "'filters persist in the URL' fails (Expected pattern /brand=acme/), brand is never written to "
                  "the URL; lib/urlState.ts updateParams is unused. Pending: the user asked to also update the "
                  "changelog (CHANGELOG.md not edited yet). Dev server runs in the background."),
        c.bash("git status --short", "?? e2e/search.spec.ts"),
        c.stop("Status: e2e/search.spec.ts is new and uncommitted; the URL-state test still fails and the changelog "
               "entry is still to do."),
    ]
    session("en-next-jira-search",
            "English Next.js: jira SHOP-482 product search from a long pasted ticket, a debounce refined from 300 "
            "to 250ms with AbortController, the price slider dropped, corepack version check bypassed with an env "
            "prefix, lint-staged rejection, push without upstream, a background dev server, a DB password in "
            "prose, exit and resume, a queued changelog follow-up, an open Playwright failure.",
            "claude-code", R, c.common(), c.finish(ev))


en_next_jira_search()


# =============================================================================================
# 4. en-go-linear-ingest — Claude Code, English, Go, linear CLI + MCP, TODO.md, deploy script
# =============================================================================================

def en_go_linear_ingest():
    R = "/home/dev/ingestd"
    c = Claude(R, uid4("heldout5-en-go-linear-ingest"))
    secret_cmd = "PGPASSWORD=Zk4pQ9wLm2xR python scripts/backfill.py"
    todo_v1 = ("# ENG-2291 v2 envelope\n\n- [ ] v2 envelope decoder (internal/ingest/v2.go)\n"
               "- [ ] POST /v2/ingest handler\n- [ ] backfill events -> events_v2 (scripts/backfill.py)\n"
               "- [ ] deploy to staging\n- [ ] run backfill on staging\n- [ ] remove v1\n")
    gotest_fail = (
        "--- FAIL: TestDecodeV2Envelope (0.00s)\n"
        "    --- FAIL: TestDecodeV2Envelope/batch_with_trace_context (0.00s)\n"
        "        v2_test.go:58: decode: json: cannot unmarshal string into Go struct field "
        "Envelope.sent_at of type int64\nFAIL\nFAIL\tgithub.com/meterly/ingestd/internal/ingest\t0.014s\n"
        "ok  \tgithub.com/meterly/ingestd/internal/api\t0.031s\nFAIL")
    deploy_fail = (
        "==> building ghcr.io/meterly/ingestd:9f1c0de\n[+] Building 41.2s (17/17) FINISHED\n"
        "==> pushing ghcr.io/meterly/ingestd:9f1c0de\n9f1c0de: digest: sha256:5b0e... size: 1786\n"
        "==> kubectl --context staging -n ingest set image deploy/ingestd ingestd=ghcr.io/meterly/ingestd:9f1c0de\n"
        "error: context \"staging\" not found\n./deploy.sh: line 38: rollout failed")
    backfill_fail = (
        "backfill events -> events_v2 since 2025-01-01 (batch=1000, sleep=200ms, env=staging)\n"
        "batch 50/4813   rows 50000\nbatch 100/4813  rows 100000\nbatch 150/4813  rows 150000\n"
        "batch 200/4813  rows 200000\nTraceback (most recent call last):\n"
        "  File \"/home/dev/ingestd/scripts/backfill.py\", line 88, in <module>\n    main()\n"
        "  File \"/home/dev/ingestd/scripts/backfill.py\", line 71, in copy_batch\n    cur.executemany(INSERT_V2, rows)\n"
        "psycopg.errors.UniqueViolation: duplicate key value violates unique constraint \"events_v2_pkey\"\n"
        "DETAIL:  Key (event_id)=(01JHQ4W7ZP3M8T2K9X5R6C1B0D) already exists.")
    ev = [
        c.start(),
        c.prompt("ENG-2291 is ours this week. Read it through linear, look at the code and write a plan as a "
                 "checklist in TODO.md at the repo root - I like to see it in the diff."),
        c.bash("linear issue view ENG-2291", "ENG-2291  Move ingest to the v2 envelope\nState: Todo   Priority: High   "
               "Assignee: you   Cycle: 41\n\nPartners now send the v2 envelope (batched, sent_at as RFC3339, trace "
               "context). Add POST /v2/ingest, store into events_v2, backfill historical events from events, deploy "
               "to staging, then retire v1.\n", "Read the Linear issue"),
        c.mcp("linear", "list_comments", {"issueId": "ENG-2291"},
              "[{\"author\": \"priya\", \"body\": \"events_v2 is partitioned by month, PK is event_id\"}, "
              "{\"author\": \"marco\", \"body\": \"staging replica is small, be gentle with the backfill\"}]"),
        c.glob("internal/**/*.go", ["internal/ingest/v1.go", "internal/ingest/v1_test.go", "internal/api/router.go",
                                    "internal/api/v1_ingest.go", "internal/api/v1_ingest_test.go",
                                    "internal/store/events.go", "internal/store/pg.go"]),
        c.reads(["internal/ingest/v1.go", "internal/api/router.go", "internal/api/v1_ingest.go", "internal/store/events.go",
                 "internal/store/pg.go", "migrations/0014_events_v2.sql", "deploy.sh", "go.mod", "Makefile"]),
        c.grep("events_v2", ".", ["migrations/0014_events_v2.sql"]),
        c.write("TODO.md", todo_v1),
        c.stop("Plan in TODO.md: v2 decoder, POST /v2/ingest, Python backfill events -> events_v2, staging deploy, "
               "staging backfill, then removing v1. events_v2 already exists (migration 0014, PK event_id)."),
        c.prompt("Plan looks right. For the backfill a python script is fine, ops knows python. Backfill in batches "
                 "of 5000 and make it idempotent (ON CONFLICT DO NOTHING) so we can re-run it."),
        c.write("internal/ingest/v2.go", "package ingest\n\ntype Envelope struct {\n\tBatchID string `json:\"batch_id\"`\n"
                "\tSentAt  int64  `json:\"sent_at\"`\n\tEvents  []Event `json:\"events\"`\n\tTrace   *TraceContext `json:\"trace,omitempty\"`\n}\n\n"
                "func DecodeV2(r io.Reader) (*Envelope, error) { ... }\n"),
        c.write("internal/ingest/v2_test.go", "package ingest\n\nfunc TestDecodeV2Envelope(t *testing.T) { ... }\n"),
        c.bash_fail("go test ./internal/...", gotest_fail),
        c.edit("internal/ingest/v2.go", "\tSentAt  int64  `json:\"sent_at\"`", "\tSentAt  time.Time `json:\"sent_at\"`"),
        c.bash("go test ./internal/...", "ok  \tgithub.com/meterly/ingestd/internal/ingest\t0.012s\n"
               "ok  \tgithub.com/meterly/ingestd/internal/api\t0.029s\nok  \tgithub.com/meterly/ingestd/internal/store\t0.008s"),
        c.write("scripts/backfill.py", "#!/usr/bin/env python3\n\"\"\"Copy events -> events_v2 in batches.\"\"\"\n"
                "import argparse, os, psycopg\n\nBATCH = 5000\nINSERT_V2 = \"INSERT INTO events_v2 (...) VALUES (...) "
                "ON CONFLICT (event_id, received_at) DO NOTHING\"\n..."),
        c.edit("TODO.md", "- [ ] v2 envelope decoder (internal/ingest/v2.go)", "- [x] v2 envelope decoder (internal/ingest/v2.go)"),
        c.stop("internal/ingest/v2.go decodes the v2 envelope (sent_at is RFC3339, the first test run caught that); "
               "scripts/backfill.py copies in batches with ON CONFLICT DO NOTHING."),
        c.prompt("wire v2 into the router"),
        c.write("internal/api/v2_ingest.go", "package api\n\nfunc (s *Server) handleV2Ingest(w http.ResponseWriter, r *http.Request) { ... }\n"),
        c.edit("internal/api/router.go", "\tr.Post(\"/v1/ingest\", s.handleV1Ingest)",
               "\tr.Post(\"/v1/ingest\", s.handleV1Ingest)\n\tr.Post(\"/v2/ingest\", s.handleV2Ingest)"),
        c.write("internal/api/v2_ingest_test.go", "package api\n\nfunc TestV2IngestStoresBatch(t *testing.T) { ... }\n"),
        c.bash("go test ./...", "ok  \tgithub.com/meterly/ingestd/internal/api\t0.044s\n"
               "ok  \tgithub.com/meterly/ingestd/internal/ingest\t0.011s\nok  \tgithub.com/meterly/ingestd/internal/store\t0.009s"),
        c.edit("TODO.md", "- [ ] POST /v2/ingest handler", "- [x] POST /v2/ingest handler"),
        c.bash('git checkout -b eng-2291-v2-envelope && git add -A && git commit -m "ENG-2291: v2 envelope ingest"',
               "[eng-2291-v2-envelope 9f1c0de] ENG-2291: v2 envelope ingest\n 8 files changed, 402 insertions(+)",
               "Branch and commit", {"commit": {"sha": "9f1c0de", "kind": "committed", "branch": "eng-2291-v2-envelope"}}),
        c.stop("POST /v2/ingest is routed and tested; committed 9f1c0de on eng-2291-v2-envelope."),
        c.compact("ENG-2291 (Linear): move ingestd to the v2 envelope. Branch eng-2291-v2-envelope, commit 9f1c0de. "
                  "Done: internal/ingest/v2.go (+ test), internal/api/v2_ingest.go routed in router.go, "
                  "scripts/backfill.py (python, idempotent with ON CONFLICT DO NOTHING). TODO.md is the checklist: "
                  "decoder and handler ticked; backfill, staging deploy, staging backfill and removing v1 open. "
                  "Staging replica is small (comment from marco)."),
        c.prompt("run the backfill as a dry run against the staging replica, the password is in 1password under "
                 "ingest-replica"),
        c.bash(secret_cmd + " --since 2025-01-01 --env staging --dry-run",
               "backfill events -> events_v2 since 2025-01-01 (batch=5000, env=staging, DRY RUN)\n"
               "source rows: 4,812,330\nwould copy 4,812,330 rows in 963 batches\nestimated time: 21m", "Dry-run the backfill"),
        c.bash(secret_cmd + " --since 2025-01-01 --until 2025-01-02 --env staging",
               "backfill events -> events_v2 since 2025-01-01 until 2025-01-02 (batch=5000, env=staging)\n"
               "batch 1/31 ... batch 31/31\ncopied 152,904 rows in 41.7s", "Backfill one day"),
        c.mcp("linear", "create_comment", {"issueId": "ENG-2291", "body": "Backfill dry run on staging: 4.8M rows, "
              "963 batches. One day copied (152,904 rows)."}, "{\"id\": \"c9d1e2\", \"success\": true}"),
        c.stop("Dry run: 4,812,330 rows in 963 batches. I copied one day (152,904 rows, 41.7s) and noted it on "
               "ENG-2291."),
        c.prompt("Whoa, the replica lag alarm fired during that one-day run (38s lag). Use batches of 1000 and "
                 "sleep 200ms between batches. Also log progress every 50 batches so we can watch it."),
        c.edit("scripts/backfill.py", "BATCH = 5000", "BATCH = 1000\nPAUSE_SECONDS = 0.2\nLOG_EVERY = 50"),
        c.edit("scripts/backfill.py", "        copy_batch(cur, rows)",
               "        copy_batch(cur, rows)\n        if n % LOG_EVERY == 0:\n"
               "            print(f\"batch {n}/{total}  rows {copied}\")\n        time.sleep(PAUSE_SECONDS)"),
        c.bash("python -m py_compile scripts/backfill.py && python scripts/backfill.py --help | head -5",
               "usage: backfill.py [-h] [--since SINCE] [--until UNTIL] [--env {local,staging,prod}] [--dry-run]"),
        c.edit("TODO.md", "- [ ] backfill events -> events_v2 (scripts/backfill.py)",
               "- [x] backfill events -> events_v2 (scripts/backfill.py) - 1000/batch, 200ms pause"),
        c.stop("Backfill now runs 1000 rows per batch with a 200ms pause and logs every 50 batches."),
        c.prompt("v1 isn't used by anyone according to the access logs for the last 30 days - delete the v1 handler "
                 "and its tests, and the old decoder"),
        c.grep("handleV1Ingest|ingest.DecodeV1", ".", ["internal/api/router.go", "internal/api/v1_ingest.go",
                                                        "internal/api/v1_ingest_test.go"]),
        c.bash("git rm internal/api/v1_ingest.go internal/api/v1_ingest_test.go internal/ingest/v1.go internal/ingest/v1_test.go",
               "rm 'internal/api/v1_ingest.go'\nrm 'internal/api/v1_ingest_test.go'\nrm 'internal/ingest/v1.go'\n"
               "rm 'internal/ingest/v1_test.go'", "Remove v1"),
        c.edit("internal/api/router.go", "\tr.Post(\"/v1/ingest\", s.handleV1Ingest)\n", ""),
        c.bash("go build ./... && go test ./...", "ok  \tgithub.com/meterly/ingestd/internal/api\t0.037s\n"
               "ok  \tgithub.com/meterly/ingestd/internal/ingest\t0.009s\nok  \tgithub.com/meterly/ingestd/internal/store\t0.008s"),
        c.edit("TODO.md", "- [ ] remove v1", "- [x] remove v1"),
        c.bash('git add -A && git commit -m "ENG-2291: drop v1 ingest; gentler backfill"',
               "[eng-2291-v2-envelope 3aa7e51] ENG-2291: drop v1 ingest; gentler backfill\n 7 files changed, 21 insertions(+), 388 deletions(-)",
               "Commit", {"commit": {"sha": "3aa7e51", "kind": "committed", "branch": "eng-2291-v2-envelope"}}),
        c.stop("v1 handler, decoder and their tests are removed; build and tests pass; committed 3aa7e51."),
        c.compact("ENG-2291 v2 envelope, branch eng-2291-v2-envelope (commits 9f1c0de, 3aa7e51). v2 decoder "
                  "internal/ingest/v2.go and POST /v2/ingest done. scripts/backfill.py: batches of 1000, 200ms sleep "
                  "between batches, progress every 50 batches, ON CONFLICT DO NOTHING (the earlier one-day run "
                  "lagged the replica by 38s). The v1 endpoint was removed at the user's request. TODO.md open "
                  "items: deploy to staging, run the backfill on staging. The replica password is provided by the "
                  "user through the PGPASSWORD environment variable."),
        c.prompt("deploy to staging"),
        c.read("deploy.sh", 52),
        c.bash_fail("./deploy.sh staging", deploy_fail),
        c.bash("ls ~/.kube", "config\nprod-eu.yaml\nstaging.yaml", "List kube configs"),
        c.bash("KUBECONFIG=~/.kube/staging.yaml ./deploy.sh staging",
               "==> building ghcr.io/meterly/ingestd:3aa7e51\n[+] Building 12.9s (17/17) FINISHED\n"
               "==> pushing ghcr.io/meterly/ingestd:3aa7e51\n==> kubectl --context staging -n ingest set image "
               "deploy/ingestd ingestd=ghcr.io/meterly/ingestd:3aa7e51\ndeployment.apps/ingestd image updated\n"
               "Waiting for deployment \"ingestd\" rollout to finish: 1 of 3 updated replicas are available...\n"
               "deployment \"ingestd\" successfully rolled out", "Deploy with the staging kubeconfig"),
        c.bash("curl -s -o /dev/null -w '%{http_code}' https://ingest.staging.meterly.dev/healthz", "200"),
        c.edit("TODO.md", "- [ ] deploy to staging", "- [x] deploy to staging (KUBECONFIG=~/.kube/staging.yaml)"),
        c.stop("Deployed 3aa7e51 to staging. deploy.sh looked for a 'staging' context in the default kubeconfig; "
               "it works with KUBECONFIG=~/.kube/staging.yaml. /healthz returns 200."),
        c.prompt("run the backfill for real on staging now, since 2025-01-01"),
        c.bash_fail(secret_cmd + " --since 2025-01-01 --env staging", backfill_fail),
        c.bash("psql \"$STAGING_RO_URL\" -c '\\d events_v2' | tail -6",
               "Indexes:\n    \"events_v2_pkey\" PRIMARY KEY, btree (event_id)\n    \"events_v2_received_at_idx\" btree (received_at)\n"
               "Partition key: RANGE (received_at)\nNumber of partitions: 14", "Inspect events_v2"),
        c.stop("The staging backfill stopped after ~200 batches: duplicate key on \"events_v2_pkey\" for an event "
               "copied by the earlier one-day run. The ON CONFLICT target is (event_id, received_at) but the "
               "primary key is event_id alone."),
        c.prompt("Ugh. Before you dig into that - change of plan on v1: keep the v1 endpoint alive for 2 weeks. "
                 "Zenmetrics still calls it from a nightly cron that wasn't in the 30-day logs. Restore the handler "
                 "and its tests; the old decoder too. Put the removal date in TODO.md."),
        c.bash("git checkout 9f1c0de -- internal/api/v1_ingest.go internal/api/v1_ingest_test.go internal/ingest/v1.go "
               "internal/ingest/v1_test.go", "", "Restore the v1 files"),
        c.edit("internal/api/router.go", "\tr.Post(\"/v2/ingest\", s.handleV2Ingest)",
               "\tr.Post(\"/v1/ingest\", s.handleV1Ingest) // keep until 2025-02-21 (Zenmetrics cron)\n"
               "\tr.Post(\"/v2/ingest\", s.handleV2Ingest)"),
        c.edit("TODO.md", "- [x] remove v1", "- [ ] remove v1 after 2025-02-21 (Zenmetrics nightly cron still uses it)"),
        c.bash("go test ./...", "ok  \tgithub.com/meterly/ingestd/internal/api\t0.046s\n"
               "ok  \tgithub.com/meterly/ingestd/internal/ingest\t0.012s\nok  \tgithub.com/meterly/ingestd/internal/store\t0.008s"),
        c.bash('git add -A && git commit -m "ENG-2291: restore v1 ingest for two more weeks"',
               "[eng-2291-v2-envelope b61d4f0] ENG-2291: restore v1 ingest for two more weeks\n 6 files changed, 390 insertions(+), 2 deletions(-)",
               "Commit", {"commit": {"sha": "b61d4f0", "kind": "committed", "branch": "eng-2291-v2-envelope"}}),
        c.bash("KUBECONFIG=~/.kube/staging.yaml ./deploy.sh staging", "==> building ghcr.io/meterly/ingestd:b61d4f0\n"
               "...\ndeployment \"ingestd\" successfully rolled out", "Redeploy staging"),
        c.mcp("linear", "create_comment", {"issueId": "ENG-2291", "body": "v1 kept until 2025-02-21 (Zenmetrics cron). "
              "Staging deployed b61d4f0. Backfill blocked: duplicate key on events_v2_pkey."},
              "{\"id\": \"c9d2f7\", \"success\": true}"),
        c.stop("v1 handler, decoder and tests are back (commit b61d4f0, redeployed to staging); TODO.md says remove "
               "after 2025-02-21. The staging backfill is still blocked by the duplicate key on events_v2_pkey."),
        c.compact("ENG-2291 v2 envelope for ingestd, branch eng-2291-v2-envelope, latest commit b61d4f0 deployed to "
                  "staging (deploy needs KUBECONFIG=~/.kube/staging.yaml ./deploy.sh staging). In force: backfill in "
                  "batches of 1000 with 200ms sleep between batches; keep the v1 endpoint alive for 2 weeks "
                  "(remove after 2025-02-21, noted in TODO.md). Files: internal/ingest/v2.go, "
                  "internal/api/v2_ingest.go, internal/api/v1_ingest.go (restored), scripts/backfill.py, TODO.md. "
                  "Open: the staging backfill fails with psycopg.errors.UniqueViolation on \"events_v2_pkey\" - "
                  "ON CONFLICT targets (event_id, received_at) but the PK is event_id. TODO.md open items: run "
                  "the backfill on staging, remove v1 after the date."),
        c.prompt("ok, I'll look at the conflict target with Priya tomorrow. move the ticket to In Review? no wait, "
                 "it's not done. just leave it In Progress"),
        c.mcp("linear", "update_issue", {"id": "ENG-2291", "stateName": "In Progress"},
              "{\"id\": \"ENG-2291\", \"state\": {\"name\": \"In Progress\"}, \"success\": true}"),
        c.stop("ENG-2291 stays In Progress. Open: the duplicate key on events_v2_pkey in the staging backfill."),
        c.end(),
    ]
    session("en-go-linear-ingest",
            "English Go: Linear ENG-2291 via the linear CLI and MCP, a TODO.md checklist, a Python backfill whose "
            "batch size is refined, a v1 handler deleted then restored, deploy.sh fixed with a KUBECONFIG prefix, "
            "a password in a command, three compactions, an open duplicate-key error.",
            "claude-code", R, c.common(), c.finish(ev))


en_go_linear_ingest()


# =============================================================================================
# 5. en-rust-glab-release — Claude Code, English, Rust, glab, MSRV constraint reverted, resume
# =============================================================================================

def en_rust_glab_release():
    R = "/home/dev/tidytab"
    c = Claude(R, uid4("heldout5-en-rust-glab-release"))
    clippy_fail = (
        "cargo fmt................................................................Passed\n"
        "cargo clippy.............................................................Failed\n"
        "- hook id: clippy\n- exit code: 101\n\n"
        "    Checking tidytab v0.6.2 (/home/dev/tidytab)\n"
        "error: used `unwrap()` on a `Result` value\n  --> src/render.rs:88:21\n   |\n"
        "88 |     let max = widths.iter().max().copied().ok_or(RenderError::Empty).unwrap();\n"
        "   |                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n   |\n"
        "   = help: if this value is an `Err`, it will panic\n"
        "   = note: requested on the command line with `-D clippy::unwrap-used`\n\n"
        "error: could not compile `tidytab` (lib) due to 1 previous error")
    msrv_fail = (
        "error: rustc 1.70.0 is not supported by the following package:\n"
        "  unicode-width@0.2.0 requires rustc 1.71\n"
        "Either upgrade rustc or select compatible dependency versions with\n"
        "`cargo update <name>@<current-ver> --precise <compatible-ver>`\n"
        "where `<compatible-ver>` is the latest version supporting rustc 1.70.0")
    push_fail = (
        "To gitlab.com:tidytab/tidytab.git\n ! [rejected]        fix/57-unicode-width -> fix/57-unicode-width (fetch first)\n"
        "error: failed to push some refs to 'gitlab.com:tidytab/tidytab.git'\n"
        "hint: Updates were rejected because the remote contains work that you do not\n"
        "hint: have locally. This is usually caused by another repository pushing\n"
        "hint: to the same ref. If you want to integrate the remote changes, use\n"
        "hint: 'git pull' before pushing again.")
    test_fail = (
        "    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.31s\n"
        "     Running tests/width.rs (target/debug/deps/width-4c1f0e2b7a9d3e55)\n\n"
        "running 6 tests\ntest ascii_width_unchanged ... ok\ntest cjk_counts_double ... ok\n"
        "test truncation_respects_width ... ok\ntest emoji_in_header ... ok\ntest zwj_sequence_is_one_cell ... ok\n"
        "test wide_chars_align ... FAILED\n\nfailures:\n\n---- wide_chars_align stdout ----\n"
        "thread 'wide_chars_align' panicked at tests/width.rs:33:5:\nassertion `left == right` failed\n"
        "  left: \"| 👩\\u{200d}💻 dev  |\"\n right: \"| 👩\\u{200d}💻 dev |\"\n"
        "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n\nfailures:\n"
        "    wide_chars_align\n\ntest result: FAILED. 5 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; "
        "finished in 0.01s\n\nerror: test failed, to rerun pass `--test width`")
    bg, bg_task, bg_tool = c.bash_bg("cargo test --release --all-features 2>&1 | tail -20",
                                     "Release test suite in the background")
    ev = [
        c.start(),
        c.prompt("can you take gitlab issue 57? --width truncates wide characters (CJK, emoji) in the middle of a "
                 "cell and the table comes out misaligned"),
        c.bash("glab issue view 57", "title:\t--width truncates wide characters\nstate:\topen\nauthor:\tkenji.h\n"
               "labels:\tbug, good-first-issue\nmilestone:\tv0.7.0\n--\n$ tidytab --width 8 names.csv\n"
               "| 山田太郎さ |\n| Bob      |\n\nExpected the CJK cell to be cut at display width 8, not at 8 chars.",
               "Read the issue"),
        c.bash("git checkout -b fix/57-unicode-width", "", "Create the branch",
               stderr="Switched to a new branch 'fix/57-unicode-width'"),
        c.reads(["src/render.rs", "src/main.rs", "src/cli.rs", "src/csv_reader.rs", "Cargo.toml", "tests/cli.rs",
                 "clippy.toml", ".pre-commit-config.yaml", ".gitlab-ci.yml"]),
        c.grep("chars\\(\\)\\.count\\(\\)", "src", ["src/render.rs"]),
        c.grep("unicode", "Cargo.toml", []),
        c.stop("render.rs measures cells with chars().count(), so a CJK character counts as 1 column instead of 2. "
               "The usual fix is the unicode-width crate (UnicodeWidthStr::width). Shall I add it?"),
        c.prompt("yes, but no new dependencies except unicode-width. and don't touch the CSV parser"),
        c.bash("cargo add unicode-width", "    Updating crates.io index\n      Adding unicode-width v0.2.0 to dependencies\n"
               "             Features:\n             + cjk\n    Updating crates.io index\n     Locking 1 package to latest compatible version\n"
               "      Adding unicode-width v0.2.0", "Add unicode-width"),
        c.edit("src/render.rs", "    let w = cell.chars().count();", "    let w = UnicodeWidthStr::width(cell);"),
        c.edit("src/render.rs", "fn truncate(cell: &str, width: usize) -> String {\n    cell.chars().take(width).collect()",
               "fn truncate(cell: &str, width: usize) -> String {\n    let mut out = String::new();\n    let mut used = 0;\n"
               "    for ch in cell.chars() {\n        let w = UnicodeWidthChar::width(ch).unwrap_or(0);\n"
               "        if used + w > width { break; }\n        used += w;\n        out.push(ch);\n    }\n    out"),
        c.write("tests/width.rs", "use tidytab::render::render_table;\n\n#[test]\nfn ascii_width_unchanged() { ... }\n\n"
                "#[test]\nfn cjk_counts_double() { ... }\n\n#[test]\nfn truncation_respects_width() { ... }\n\n"
                "#[test]\nfn wide_chars_align() { ... }\n\n#[test]\nfn emoji_in_header() { ... }\n"),
        c.bash("cargo test", "running 12 tests\n...\ntest result: ok. 12 passed; 0 failed\n\n     Running tests/width.rs\n"
               "running 5 tests\n.....\ntest result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out"),
        c.stop("Cells are measured and truncated by display width (unicode-width); tests/width.rs covers CJK, emoji "
               "and alignment. csv_reader.rs untouched."),
        c.prompt("glab keeps asking me to log in on this box. here's a PAT, glpat-Xq7vR2mN9kLp4sT8wZ1c - set it up "
                 "so you can use glab for the rest of the session"),
        c.bash("echo glpat-Xq7vR2mN9kLp4sT8wZ1c | glab auth login --hostname gitlab.com --stdin",
               "- glab config set -h gitlab.com git_protocol ssh\n✓ Configured git protocol\n"
               "✓ Logged in to gitlab.com as nora.lindqvist", "Log glab in with the token"),
        c.bash("glab auth status", "gitlab.com\n  ✓ Logged in to gitlab.com as nora.lindqvist (/home/dev/.config/glab-cli/config.yml)\n"
               "  ✓ Git operations for gitlab.com configured to use ssh protocol.\n  ✓ Token: **************************"),
        c.stop("glab is logged in to gitlab.com as nora.lindqvist."),
        c.prompt("one more constraint: keep MSRV 1.70 - the Debian packager builds with 1.70"),
        c.bash_fail("cargo +1.70 build", msrv_fail, 101),
        c.bash("cargo update -p unicode-width --precise 0.1.14", "    Updating crates.io index\n"
               "   Downgrading unicode-width v0.2.0 -> v0.1.14", "Pin unicode-width to an MSRV-compatible version"),
        c.edit("Cargo.toml", 'unicode-width = "0.2.0"', 'unicode-width = "0.1.14"'),
        c.edit("Cargo.toml", 'rust-version = "1.66"', 'rust-version = "1.70"'),
        c.bash("cargo +1.70 build && cargo +1.70 test -q", "   Compiling unicode-width v0.1.14\n   Compiling tidytab v0.6.2\n"
               "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 4.02s\n\ntest result: ok. 17 passed; 0 failed"),
        c.stop("unicode-width 0.2 needs a newer rustc, so it is pinned to 0.1.14 and rust-version set to 1.70; "
               "build and tests pass on 1.70."),
        c.compact("GitLab issue 57 for tidytab (Rust CLI): --width must cut by display width. Branch "
                  "fix/57-unicode-width. Constraints: no new dependencies except unicode-width; do not touch the "
                  "CSV parser; MSRV constraint from the Debian packager (rust-version 1.70 in Cargo.toml, "
                  "unicode-width pinned to 0.1.x for it). Done: src/render.rs measures and truncates with "
                  "unicode-width, tests/width.rs (5 tests) passes. glab is logged in. Not committed."),
        c.prompt("commit it"),
        c.bash_fail('git add -A && git commit -m "render: measure cells by display width (#57)"', clippy_fail),
        c.edit("src/render.rs", "    let max = widths.iter().max().copied().ok_or(RenderError::Empty).unwrap();",
               "    let max = widths.iter().max().copied().ok_or(RenderError::Empty)?;"),
        c.bash('git add -A && git commit -m "render: measure cells by display width (#57)"',
               "cargo fmt................................................................Passed\n"
               "cargo clippy.............................................................Passed\n"
               "[fix/57-unicode-width 58e0c3a] render: measure cells by display width (#57)\n 4 files changed, 97 insertions(+), 9 deletions(-)\n"
               " create mode 100644 tests/width.rs", "Commit",
               {"commit": {"sha": "58e0c3a", "kind": "committed", "branch": "fix/57-unicode-width"}}),
        c.stop("Committed 58e0c3a; clippy rejected the first attempt (an unwrap in render.rs, now `?`)."),
        c.end(),
        c.resume(seconds=52100, tokens=41877),
        c.prompt("morning. run the full release test suite in the background while you check the comments on #57"),
        bg,
        c.bash("glab issue view 57 --comments", "title:\t--width truncates wide characters\nstate:\topen\n--\n"
               "kenji.h (2 days ago): thanks for picking this up!\n"
               "deb-packager-bot / m.ortiz (9 hours ago): FYI Debian unstable moved to rustc 1.74, so tidytab can "
               "require 1.74 from v0.7.0 on.", "Read the comments"),
        c.notification(bg_task, bg_tool, 'Background command "Release test suite in the background" completed '
                       "(exit code 0)", "test result: ok. 12 passed; 0 failed\ntest result: ok. 5 passed; 0 failed\n"
                       "   Doc-tests tidytab\ntest result: ok. 3 passed; 0 failed"),
        c.stop("Release suite: all green (12 + 5 + 3 doc tests). New comment on #57: the Debian packager is on "
               "rustc 1.74 now."),
        c.prompt("Actually we can bump MSRV to 1.74 in this release then - use unicode-width 0.2 again, update the "
                 "CI msrv job and the changelog, and push + open the MR"),
        c.bash("cargo update -p unicode-width", "    Updating crates.io index\n     Locking 1 package to latest compatible version\n"
               "    Updating unicode-width v0.1.14 -> v0.2.0"),
        c.edit("Cargo.toml", 'unicode-width = "0.1.14"', 'unicode-width = "0.2"'),
        c.edit("Cargo.toml", 'rust-version = "1.70"', 'rust-version = "1.74"'),
        c.edit(".gitlab-ci.yml", "msrv:\n  image: rust:1.66", "msrv:\n  image: rust:1.74"),
        c.edit("CHANGELOG.md", "## Unreleased\n", "## Unreleased\n\n- `--width` now cuts cells by display width "
               "(CJK and emoji count as two columns) (#57)\n- MSRV is now 1.74\n"),
        c.bash("cargo +1.74 build && cargo +1.74 test -q", "   Compiling unicode-width v0.2.0\n   Compiling tidytab v0.6.2\n"
               "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.88s\n\ntest result: ok. 17 passed; 0 failed"),
        c.bash('git add -A && git commit -m "Bump MSRV to 1.74, unicode-width 0.2 (#57)"',
               "cargo fmt................................................................Passed\n"
               "cargo clippy.............................................................Passed\n"
               "[fix/57-unicode-width c4d9b12] Bump MSRV to 1.74, unicode-width 0.2 (#57)\n 4 files changed, 7 insertions(+), 4 deletions(-)",
               "Commit", {"commit": {"sha": "c4d9b12", "kind": "committed", "branch": "fix/57-unicode-width"}}),
        c.bash_fail("git push -u origin fix/57-unicode-width", push_fail),
        c.bash("git pull --rebase origin fix/57-unicode-width", "Successfully rebased and updated refs/heads/fix/57-unicode-width.",
               "Rebase on the remote branch", stderr="From gitlab.com:tidytab/tidytab\n * branch            fix/57-unicode-width -> FETCH_HEAD"),
        c.bash("git log --oneline -4", "e07a113 Bump MSRV to 1.74, unicode-width 0.2 (#57)\n"
               "9b2f6d0 render: measure cells by display width (#57)\n1c5e8aa ci: cache cargo registry (kenji.h)\n"
               "7f3e0b9 v0.6.2"),
        c.bash("git push -u origin fix/57-unicode-width", "branch 'fix/57-unicode-width' set up to track "
               "'origin/fix/57-unicode-width'.", "Push",
               stderr="To gitlab.com:tidytab/tidytab.git\n   1c5e8aa..e07a113  fix/57-unicode-width -> fix/57-unicode-width"),
        c.bash('glab mr create --fill --target-branch main --title "Measure cells by display width (#57)" '
               '--description "Closes #57. MSRV 1.74." --label bug --yes',
               "\nCreating merge request for fix/57-unicode-width into main in tidytab/tidytab\n\n"
               "!63 Measure cells by display width (#57) (fix/57-unicode-width)\n"
               " https://gitlab.com/tidytab/tidytab/-/merge_requests/63\n", "Open the merge request"),
        c.stop("MSRV is 1.74 with unicode-width 0.2 (Cargo.toml, CI msrv job, CHANGELOG.md). The push was "
               "rejected because kenji.h had pushed a CI commit to the branch; rebased and pushed. MR !63 is open."),
        c.compact("GitLab issue 57 (tidytab): --width cuts by display width. Branch fix/57-unicode-width, rebased "
                  "and pushed (head e07a113); MR !63 opened with glab mr create. In force: no new dependencies "
                  "except unicode-width; CSV parser untouched; MSRV bumped to 1.74 (Cargo.toml rust-version, "
                  "CI msrv image rust:1.74) with unicode-width 0.2. Files: src/render.rs, tests/width.rs, "
                  "Cargo.toml, .gitlab-ci.yml, CHANGELOG.md. All tests green including the release suite."),
        c.prompt("get a subagent to review the MR diff with fresh eyes, I want a second opinion before kenji looks"),
        c.subagent("Review MR !63", "Review the diff of fix/57-unicode-width against main in /home/dev/tidytab "
                   "(MR !63). Look for correctness problems in width handling, especially emoji sequences. Report "
                   "findings only, no edits.", "general-purpose",
                   "1. truncate() measures per char, so a ZWJ sequence like 👩‍💻 counts 4 columns (2+0+2) while "
                   "terminals draw 2; padding will be off by two. 2. No test covers ZWJ sequences. 3. Otherwise "
                   "fine: CHANGELOG and CI msrv match Cargo.toml.", tool="Task"),
        c.edit("tests/width.rs", "#[test]\nfn emoji_in_header() { ... }\n",
               "#[test]\nfn emoji_in_header() { ... }\n\n#[test]\nfn zwj_sequence_is_one_cell() { ... }\n"),
        c.edit("tests/width.rs", "#[test]\nfn wide_chars_align() { ... }",
               "#[test]\nfn wide_chars_align() {\n    let t = render_table(&[vec![\"👩\\u{200d}💻 dev\"], vec![\"bob\"]], 8);\n"
               "    assert_eq!(t.lines().next().unwrap(), \"| 👩\\u{200d}💻 dev |\");\n}"),
        c.bash_fail("cargo test --test width", test_fail, 101),
        c.stop("The review found that ZWJ emoji sequences are measured per code point. With a ZWJ case added, "
               "tests/width.rs fails in wide_chars_align (one column of extra padding); fixing it needs grapheme "
               "segmentation, which would be a second dependency."),
        c.compact("tidytab issue 57, branch fix/57-unicode-width, MR !63 open (glab mr create). In force: no new "
                  "dependencies except unicode-width; MSRV 1.74 with unicode-width 0.2. Files: src/render.rs, "
                  "tests/width.rs, Cargo.toml, .gitlab-ci.yml, CHANGELOG.md. Open: `cargo test --test width` fails "
                  "in wide_chars_align (ZWJ emoji padded one column too wide) after the review subagent's finding; "
                  "a real fix needs grapheme clusters, i.e. another crate, which the dependency rule forbids - "
                  "waiting for the user's decision. The new test is not committed."),
        c.prompt("leave a note on the MR, I'll decide tomorrow whether grapheme support is in scope for 0.7"),
        c.bash('glab mr note 63 -m "ZWJ emoji sequences (e.g. 👩‍💻) are padded one column too wide; '
               'tests/width.rs::wide_chars_align fails with the new case. Needs grapheme segmentation - scope '
               'decision pending."', "https://gitlab.com/tidytab/tidytab/-/merge_requests/63#note_2291847731",
               "Note on the MR"),
        c.stop("Note added to !63. wide_chars_align still fails locally; the ZWJ test is uncommitted."),
        c.end(),
    ]
    session("en-rust-glab-release",
            "English Rust: GitLab issue 57 through glab, a dependency rule, an MSRV 1.70 constraint that forces a "
            "--precise pin and is later lifted to 1.74, clippy pre-commit rejection, a PAT in prose, exit and "
            "resume, a background release test run, push rejected (fetch first) then rebase, MR !63, a Task "
            "review subagent, three compactions, an open test failure.",
            "claude-code", R, c.common(), c.finish(ev))


en_rust_glab_release()


# =============================================================================================
# 6. pl-codex-go-billing — Codex CLI, Polish, Go, gh issue, TODO.md, move reverted, resume
# =============================================================================================

def pl_codex_go_billing():
    R = "/home/dev/rozliczenia"
    x = Codex(R, uid7("heldout5-pl-codex-go-billing"), "2026-12-04T09-03-51")
    mod = "github.com/kasa-pl/rozliczenia"
    todo = ("# #88 proracja\n\n- [ ] funkcja Prorate w internal/billing/proration.go\n- [ ] kwoty w groszach (int64)\n"
            "- [ ] zmiana planu w Subscription.ChangePlan\n- [ ] test roku przestępnego\n- [ ] komentarz w issue\n")
    lint_fail = (
        "golangci-lint............................................................Failed\n"
        "- hook id: golangci-lint\n- exit code: 1\n\n"
        "internal/rozliczenia/proration.go:42:2: ineffectual assignment to days (ineffassign)\n"
        "\tdays := 0\n\t^\n1 issues:\n* ineffassign: 1\n\n"
        "gofmt....................................................................Passed")
    ev = [
        x.start(),
        x.prompt("Cześć! Bierzemy issue #88: proracja przy zmianie planu w trakcie okresu rozliczeniowego. Klient, "
                 "który 10. dnia miesiąca przechodzi z planu Start na Pro, ma zapłacić różnicę tylko za pozostałe "
                 "dni, a przy zmianie w dół dostać kredyt na następną fakturę. Przeczytaj issue, zrób branch i "
                 "rozpisz plan w TODO.md."),
        x.sh("gh issue view 88", "Proracja przy zmianie planu #88\nOpen • agnieszka-k opened 5 days ago • 1 comment\n\n"
             "  Przy zmianie planu w trakcie okresu naliczamy pełną cenę nowego planu. Trzeba proporcjonalnie.\n"
             "  Okres rozliczeniowy = miesiąc kalendarzowy.\n"),
        x.sh("git checkout -b feat/88-proracja", "Switched to a new branch 'feat/88-proracja'\n"),
        x.sh("ls internal internal/billing", "internal:\nbilling\ncustomers\ninvoices\nplans\n\ninternal/billing:\n"
             "billing.go\ninvoice.go\nsubscription.go\nsubscription_test.go\n"),
        x.shs([("sed -n '1,200p' internal/billing/%s" % f, "// internal/billing/%s\npackage billing\n...\n" % f)
               for f in ("billing.go", "invoice.go", "subscription.go", "subscription_test.go")]),
        x.shs([("sed -n '1,120p' %s" % f, "// %s\n...\n" % f)
               for f in ("internal/plans/plans.go", "internal/invoices/render.go", "go.mod", ".pre-commit-config.yaml")]),
        x.sh("rg -n 'float64' internal/billing", "internal/billing/invoice.go:31:\tAmount float64\n"
             "internal/billing/subscription.go:57:\tprice := float64(plan.PriceCents) / 100\n"),
        x.patch("*** Add File: TODO.md\n" + "".join("+" + l + "\n" for l in todo.rstrip("\n").split("\n")), [("A", "TODO.md")]),
        x.patch("*** Add File: internal/billing/proration.go\n+package billing\n+\n"
                "+// Prorate returns the amount due when switching plans on day `day` of the period.\n"
                "+func Prorate(oldPrice, newPrice float64, day, daysInPeriod int) float64 {\n"
                "+\treturn (newPrice - oldPrice) * float64(daysInPeriod-day+1) / float64(daysInPeriod)\n+}\n",
                [("A", "internal/billing/proration.go")]),
        x.sh("go test ./internal/billing/...", "ok  \t%s/internal/billing\t0.007s\n" % mod),
        x.stop("Branch feat/88-proracja, plan w TODO.md. Pierwsza wersja Prorate w internal/billing/proration.go; "
               "testy przechodzą."),
        x.prompt("Ważne: kwoty zawsze w groszach (int64), żadnych float64 - mieliśmy już błędy zaokrągleń w "
                 "fakturach w zeszłym roku."),
        x.patch("*** Update File: internal/billing/proration.go\n@@\n"
                "-func Prorate(oldPrice, newPrice float64, day, daysInPeriod int) float64 {\n"
                "-\treturn (newPrice - oldPrice) * float64(daysInPeriod-day+1) / float64(daysInPeriod)\n"
                "+func Prorate(oldCents, newCents int64, day, daysInPeriod int) int64 {\n"
                "+\tremaining := int64(daysInPeriod - day + 1)\n"
                "+\treturn (newCents - oldCents) * remaining / int64(daysInPeriod)\n",
                [("M", "internal/billing/proration.go")]),
        x.patch("*** Update File: internal/billing/invoice.go\n@@\n-\tAmount float64\n+\tAmountCents int64\n",
                [("M", "internal/billing/invoice.go")]),
        x.patch("*** Update File: internal/billing/subscription.go\n@@\n"
                "-\tprice := float64(plan.PriceCents) / 100\n+\tprice := plan.PriceCents\n",
                [("M", "internal/billing/subscription.go")]),
        x.sh("rg -n 'float64' internal/billing", ""),
        x.sh("go build ./... && go test ./internal/...",
             "ok  \t%s/internal/billing\t0.008s\nok  \t%s/internal/customers\t0.012s\n"
             "ok  \t%s/internal/invoices\t0.010s\nok  \t%s/internal/plans\t0.004s\n" % (mod, mod, mod, mod)),
        x.patch("*** Update File: TODO.md\n@@\n-- [ ] kwoty w groszach (int64)\n+- [x] kwoty w groszach (int64)\n",
                [("M", "TODO.md")]),
        x.stop("Wszystkie kwoty w internal/billing są teraz w groszach (int64); nie ma już float64."),
        x.prompt("I przenieś pakiet do internal/rozliczenia, tak nazywa się ta domena w reszcie repo."),
        x.sh("git mv internal/billing internal/rozliczenia", ""),
        x.sh("rg -l '%s/internal/billing' --type go | xargs sed -i 's#internal/billing#internal/rozliczenia#g'" % mod, ""),
        x.sh("sed -i 's/^package billing$/package rozliczenia/' internal/rozliczenia/*.go && gofmt -l ./internal", ""),
        x.sh("go build ./... && go test ./...", "ok  \t%s/internal/customers\t0.011s\nok  \t%s/internal/invoices\t0.009s\n"
             "ok  \t%s/internal/plans\t0.004s\nok  \t%s/internal/rozliczenia\t0.008s\n" % (mod, mod, mod, mod)),
        x.stop("Pakiet jest teraz w internal/rozliczenia (git mv), importy poprawione, build i testy przechodzą."),
        x.prompt("Do testów end-to-end ze Stripe użyj klucza sandboxowego sk_test_51Hx9Qp2eZvKYlo2C8mNq4RtUw, "
                 "tylko nie zapisuj go w repo."),
        x.sh("STRIPE_API_KEY=sk_test_51Hx9Qp2eZvKYlo2C8mNq4RtUw go test ./e2e/... -run Stripe -count=1",
             "ok  \t%s/e2e\t6.412s\n" % mod),
        x.sh("git status --short", " M internal/invoices/render.go\nR  internal/billing/billing.go -> internal/rozliczenia/billing.go\n"
             "R  internal/billing/invoice.go -> internal/rozliczenia/invoice.go\n"
             "R  internal/billing/subscription.go -> internal/rozliczenia/subscription.go\n"
             "R  internal/billing/subscription_test.go -> internal/rozliczenia/subscription_test.go\n"
             "?? TODO.md\n?? internal/rozliczenia/proration.go\n"),
        x.stop("Testy e2e ze Stripe (sandbox) przechodzą; klucz podany tylko w zmiennej środowiskowej, nic nie "
               "zapisane w repo."),
        x.prompt("Zaokrąglanie: zawsze w dół do pełnego grosza, klient nigdy nie płaci więcej, niż powinien. Dopisz "
                 "to jako komentarz w kodzie, podepnij Prorate do ChangePlan i zrób commit + push."),
        x.sh("sed -n '1,140p' internal/rozliczenia/subscription.go", "package rozliczenia\n\nfunc (s *Subscription) ChangePlan(to Plan, at time.Time) (*Invoice, error) {\n\t...\n}\n"),
        x.compact(),
        x.sh("sed -n '1,60p' internal/rozliczenia/proration.go", "package rozliczenia\n\nfunc Prorate(oldCents, newCents int64, day, daysInPeriod int) int64 {\n\t...\n"),
        x.patch("*** Update File: internal/rozliczenia/proration.go\n@@\n"
                "+// Zaokrąglanie: zawsze w dół do pełnego grosza (dzielenie całkowite obcina w stronę zera,\n"
                "+// dla kwot ujemnych - kredytu - używamy floorDiv, żeby też zaokrąglić w dół).\n"
                " func Prorate(oldCents, newCents int64, day, daysInPeriod int) int64 {\n"
                "+\tdays := 0\n+\tdays = daysInPeriod - day + 1\n"
                "-\tremaining := int64(daysInPeriod - day + 1)\n-\treturn (newCents - oldCents) * remaining / int64(daysInPeriod)\n"
                "+\treturn floorDiv((newCents-oldCents)*int64(days), int64(daysInPeriod))\n",
                [("M", "internal/rozliczenia/proration.go")]),
        x.patch("*** Update File: internal/rozliczenia/subscription.go\n@@ func (s *Subscription) ChangePlan(to Plan, at time.Time) (*Invoice, error) {\n"
                "-\tdue := to.PriceCents\n+\tdue := Prorate(s.Plan.PriceCents, to.PriceCents, at.Day(), daysIn(at))\n",
                [("M", "internal/rozliczenia/subscription.go")]),
        x.patch("*** Add File: internal/rozliczenia/proration_test.go\n+package rozliczenia\n+\n"
                "+func TestProrateUpgradeMidMonth(t *testing.T) { ... }\n+func TestProrateDowngradeGivesCredit(t *testing.T) { ... }\n",
                [("A", "internal/rozliczenia/proration_test.go")]),
        x.sh("go test ./internal/rozliczenia/...", "ok  \t%s/internal/rozliczenia\t0.006s\n" % mod),
        x.patch("*** Update File: TODO.md\n@@\n-- [ ] funkcja Prorate w internal/billing/proration.go\n"
                "+- [x] funkcja Prorate w internal/billing/proration.go\n@@\n-- [ ] zmiana planu w Subscription.ChangePlan\n"
                "+- [x] zmiana planu w Subscription.ChangePlan\n", [("M", "TODO.md")]),
        x.sh('git add -A && git commit -m "#88 proracja przy zmianie planu"', lint_fail),
        x.patch("*** Update File: internal/rozliczenia/proration.go\n@@\n-\tdays := 0\n-\tdays = daysInPeriod - day + 1\n"
                "+\tdays := daysInPeriod - day + 1\n", [("M", "internal/rozliczenia/proration.go")]),
        x.sh('git add -A && git commit -m "#88 proracja przy zmianie planu"',
             "golangci-lint............................................................Passed\n"
             "gofmt....................................................................Passed\n"
             "[feat/88-proracja 2d7be90] #88 proracja przy zmianie planu\n 9 files changed, 164 insertions(+), 21 deletions(-)\n"),
        x.sh("git push", "fatal: The current branch feat/88-proracja has no upstream branch.\nTo push the current branch "
             "and set the remote as upstream, use\n\n    git push --set-upstream origin feat/88-proracja\n"),
        x.sh("git push --set-upstream origin feat/88-proracja",
             "remote: \nremote: Create a pull request for 'feat/88-proracja' on GitHub by visiting:\n"
             "remote:      https://github.com/kasa-pl/rozliczenia/pull/new/feat/88-proracja\n"
             "To github.com:kasa-pl/rozliczenia.git\n * [new branch]      feat/88-proracja -> feat/88-proracja\n"
             "branch 'feat/88-proracja' set up to track 'origin/feat/88-proracja'.\n"),
        x.stop("Prorate zaokrągla zawsze w dół do pełnego grosza (floorDiv, także dla kredytu) i jest podpięte do "
               "ChangePlan. golangci-lint odrzucił pierwszy commit (ineffassign), poprawione; commit 2d7be90 i push "
               "z ustawionym upstreamem."),
        x.end(),
        x.start("resume"),
        x.prompt("Napisz komentarz w issue #88 z podsumowaniem tego, co jest na branchu."),
        x.sh("gh issue comment 88 --body 'Branch feat/88-proracja: Prorate w groszach (int64), zaokrąglanie w dół do "
             "pełnego grosza, podpięte do ChangePlan. Zostało: test roku przestępnego.'",
             "https://github.com/kasa-pl/rozliczenia/issues/88#issuecomment-2641188302\n"),
        x.patch("*** Update File: TODO.md\n@@\n-- [ ] komentarz w issue\n+- [x] komentarz w issue\n", [("M", "TODO.md")]),
        x.stop("Komentarz dodany do #88."),
        x.prompt("Słuchaj, cofnij przeniesienie: zostaw internal/billing. Okazało się, że serwis faktur importuje "
                 "internal/billing przez go.work i nie chcemy łamać im builda w tym sprincie. Reszta zmian zostaje "
                 "(grosze, zaokrąglanie). Potem dopisz test roku przestępnego z TODO."),
        x.sh("git mv internal/rozliczenia internal/billing", ""),
        x.sh("rg -l '%s/internal/rozliczenia' --type go | xargs sed -i 's#internal/rozliczenia#internal/billing#g'" % mod, ""),
        x.sh("sed -i 's/^package rozliczenia$/package billing/' internal/billing/*.go && gofmt -l ./internal", ""),
        x.sh("rg -n 'rozliczenia' --type go internal cmd", "cmd/server/main.go:4:// Serwis rozliczenia - API\n"),
        x.sh("go build ./... && go vet ./internal/billing/...", ""),
        x.patch("*** Update File: internal/billing/proration_test.go\n@@\n"
                "+func TestProrationLeapYear(t *testing.T) {\n"
                "+\tat := time.Date(2028, 2, 15, 0, 0, 0, 0, time.UTC)\n"
                "+\tif got := daysIn(at); got != 29 {\n+\t\tt.Errorf(\"dni w okresie: got %d, want 29\", got)\n+\t}\n"
                "+\tif got := Prorate(4900, 9900, 15, daysIn(at)); got != 2586 {\n"
                "+\t\tt.Errorf(\"kwota: got %d, want 2586\", got)\n+\t}\n+}\n",
                [("M", "internal/billing/proration_test.go")]),
        x.sh("go test ./internal/billing/...",
             "--- FAIL: TestProrationLeapYear (0.00s)\n    proration_test.go:71: dni w okresie: got 28, want 29\n"
             "    proration_test.go:74: kwota: got 2678, want 2586\nFAIL\nFAIL\t%s/internal/billing\t0.006s\nFAIL\n" % mod),
        x.compact(),
        x.sh("sed -n '1,40p' internal/billing/period.go", "package billing\n\nfunc daysIn(t time.Time) int {\n"
             "\treturn time.Date(t.Year(), t.Month()+1, 0, 0, 0, 0, 0, time.UTC).Day() - 0\n}\n"
             "// TODO: uses a fixed table for February\n"),
        x.sh("git status --short", "R  internal/rozliczenia/billing.go -> internal/billing/billing.go\n"
             "R  internal/rozliczenia/invoice.go -> internal/billing/invoice.go\n"
             "R  internal/rozliczenia/proration.go -> internal/billing/proration.go\n"
             "R  internal/rozliczenia/proration_test.go -> internal/billing/proration_test.go\n"
             "R  internal/rozliczenia/subscription.go -> internal/billing/subscription.go\n"
             "R  internal/rozliczenia/subscription_test.go -> internal/billing/subscription_test.go\n"
             " M internal/invoices/render.go\n M TODO.md\n"),
        x.stop("Pakiet wrócił do internal/billing (git mv, importy i nazwa pakietu przywrócone), build przechodzi. "
               "Nowy TestProrationLeapYear nie przechodzi: daysIn zwraca 28 dni dla lutego 2028 (got 28, want 29), "
               "więc kwota też jest zła. Zmiany nie są jeszcze zacommitowane."),
        x.end(),
    ]
    session("pl-codex-go-billing",
            "Polish Codex CLI, Go: proration for gh issue #88 with amounts in grosze and a floor rounding rule, a "
            "package move that is later reverted, TODO.md edited by apply_patch, golangci-lint pre-commit "
            "rejection, push without upstream, a Stripe test key in prose, exit and resume, two mid-turn "
            "compactions, an open leap-year test failure with no exit code.",
            "codex", R, x.common(), x.finish(ev))


pl_codex_go_billing()


# =============================================================================================
# 7. en-codex-py-etl — Codex CLI, English, Python ETL, bd tracker, uv fix, ruff pre-commit
# =============================================================================================

def en_codex_py_etl():
    R = "/home/dev/warehouse-etl"
    x = Codex(R, uid7("heldout5-en-codex-py-etl"), "2026-12-05T13-20-08")
    uv_fail = (
        "Resolved 61 packages in 412ms\n  × Failed to build `psycopg2==2.9.9`\n"
        "  ├─▶ The build backend returned an error\n"
        "  ╰─▶ Call to `setuptools.build_meta:__legacy__.build_wheel` failed (exit status: 1)\n\n"
        "      [stderr]\n      running egg_info\n      writing psycopg2.egg-info/PKG-INFO\n\n"
        "      Error: pg_config executable not found.\n\n"
        "      pg_config is required to build psycopg2 from source.  Please add the directory\n"
        "      containing pg_config to the $PATH or specify the full executable path with the option:\n\n"
        "          python setup.py build_ext --pg-config /path/to/pg_config build ...\n\n"
        "      hint: This usually indicates a problem with the package or the build environment.\n"
        "  help: `psycopg2` (v2.9.9) was included because `warehouse-etl` (v0.14.0) depends on `psycopg2`\n")
    ruff_fail = (
        "ruff.....................................................................Failed\n- hook id: ruff\n- exit code: 1\n\n"
        "scripts/backfill_orders.py:41:5: F841 Local variable `started` is assigned to but never used\n"
        "Found 1 error.\nNo fixes available (1 hidden fix can be enabled with the `--unsafe-fixes` option).\n\n"
        "ruff-format..............................................................Passed\n"
        "mypy.....................................................................Passed\n")
    pytest_fail = (
        "============================= test session starts ==============================\n"
        "platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0\nrootdir: /home/dev/warehouse-etl\n"
        "collected 9 items\n\ntests/test_shopify_source.py ....F....                                    [100%]\n\n"
        "=================================== FAILURES ===================================\n"
        "____________________________ test_paginates_cursor _____________________________\n\n"
        "    def test_paginates_cursor(fake_shopify):\n        fake_shopify.pages = [PAGE_1, PAGE_2]\n"
        ">       rows = list(fetch_orders(client, since=date(2025, 6, 1)))\n\n"
        "tests/test_shopify_source.py:64: \n_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\n"
        "etl/sources/shopify.py:88: in fetch_orders\n    cursor = page[\"pageInfo\"][\"endCursor\"]\n"
        "E   KeyError: 'endCursor'\n"
        "=========================== short test summary info ============================\n"
        "FAILED tests/test_shopify_source.py::test_paginates_cursor - KeyError: 'endCursor'\n"
        "========================= 1 failed, 8 passed in 0.63s ==========================\n")
    ev = [
        x.start(),
        x.prompt("We need Shopify orders in the warehouse. Add a source under etl/sources that pulls orders (with "
                 "line items and refunds) and loads them into analytics.orders_raw, same pattern as the Stripe "
                 "source. Track it in bd like the other sources."),
        x.sh('bd create "Shopify orders source" -p 1 -t feature', "✓ Created issue: etl-7k2\n  Title: Shopify orders source\n"
             "  Priority: P1\n  Status: open\n"),
        x.sh("bd update etl-7k2 --status in_progress", "✓ Updated issue: etl-7k2\n"),
        x.sh("git checkout -b shopify-orders-source", "Switched to a new branch 'shopify-orders-source'\n"),
        x.sh("ls etl etl/sources tests", "etl:\n__init__.py\n__main__.py\ncli.py\nload.py\nsources\n\netl/sources:\n"
             "__init__.py\nhubspot.py\nstripe.py\n\ntests:\nconftest.py\ntest_hubspot_source.py\ntest_load.py\n"
             "test_stripe_source.py\n"),
        x.shs([("sed -n '1,200p' %s" % f, "# %s\n...\n" % f) for f in
               ("etl/sources/stripe.py", "etl/load.py", "etl/cli.py", "tests/test_stripe_source.py", "pyproject.toml",
                ".pre-commit-config.yaml")]),
        x.sh("uv sync", uv_fail),
        x.sh("grep -n psycopg pyproject.toml", "14:    \"psycopg2>=2.9\",\n"),
        x.sh("uv remove psycopg2 && uv add 'psycopg[binary]'",
             "Resolved 61 packages in 388ms\nUninstalled 1 package in 2ms\n - psycopg2==2.9.9\n"
             "Resolved 63 packages in 402ms\nPrepared 2 packages in 611ms\nInstalled 2 packages in 9ms\n"
             " + psycopg==3.2.3\n + psycopg-binary==3.2.3\n"),
        x.sh("rg -n 'import psycopg2' etl tests", "etl/load.py:3:import psycopg2\n"),
        x.patch("*** Update File: etl/load.py\n@@\n-import psycopg2\n+import psycopg\n@@\n"
                "-    conn = psycopg2.connect(dsn)\n+    conn = psycopg.connect(dsn)\n", [("M", "etl/load.py")]),
        x.sh("uv sync && uv run pytest -q", "Resolved 63 packages in 3ms\nAudited 61 packages in 1ms\n"
             "...................                                                      [100%]\n19 passed in 1.02s\n"),
        x.patch("*** Add File: etl/sources/shopify.py\n+\"\"\"Shopify orders source.\"\"\"\n+import httpx\n+\n"
                "+def fetch_orders(client, since):\n+    url = f\"{client.base}/admin/api/orders.json?status=any&created_at_min={since}\"\n"
                "+    ...\n", [("A", "etl/sources/shopify.py")]),
        x.stop("etl-7k2 is in progress on shopify-orders-source. uv sync failed building psycopg2 (no pg_config), so "
               "the project now uses psycopg 3 with binary wheels (uv add 'psycopg[binary]'); etl/load.py updated, 19 "
               "tests pass. First cut of etl/sources/shopify.py uses the REST orders endpoint."),
        x.prompt("Use the GraphQL Admin API, not REST - the REST order endpoints are deprecated for new apps and "
                 "bulk operations are GraphQL only. Cursor pagination, 250 per page."),
        x.patch("*** Update File: etl/sources/shopify.py\n@@\n"
                "-def fetch_orders(client, since):\n-    url = f\"{client.base}/admin/api/orders.json?status=any&created_at_min={since}\"\n"
                "+ORDERS_QUERY = \"\"\"\n+query($cursor: String, $q: String) {\n"
                "+  orders(first: 250, after: $cursor, query: $q) {\n+    edges { node { id name createdAt totalPriceSet { shopMoney { amount currencyCode } } } }\n"
                "+    pageInfo { hasNextPage }\n+  }\n+}\"\"\"\n+\n+def fetch_orders(client, since):\n"
                "+    cursor = None\n+    while True:\n+        page = client.graphql(ORDERS_QUERY, cursor=cursor, q=f\"created_at:>={since}\")[\"orders\"]\n"
                "+        yield from (e[\"node\"] for e in page[\"edges\"])\n+        if not page[\"pageInfo\"][\"hasNextPage\"]:\n"
                "+            return\n+        cursor = page[\"pageInfo\"][\"endCursor\"]\n", [("M", "etl/sources/shopify.py")]),
        x.patch("*** Add File: tests/test_shopify_source.py\n+from etl.sources.shopify import fetch_orders\n+\n"
                "+def test_single_page(fake_shopify): ...\n+def test_maps_money(fake_shopify): ...\n",
                [("A", "tests/test_shopify_source.py")]),
        x.sh("uv run pytest -q tests/test_shopify_source.py", "..                                                                       [100%]\n2 passed in 0.21s\n"),
        x.stop("The source now uses the GraphQL Admin API with cursor pagination (250 per page)."),
        x.prompt("the dev store is acme-dev.myshopify.com and the admin token is shpat_8c1d2e3f4a5b6c7d8e9f0a1b2c3d. "
                 "put it in .env (it's gitignored) and try a dry run for June"),
        x.sh("git check-ignore -v .env", ".gitignore:3:.env\t.env\n"),
        x.sh("printf 'SHOPIFY_STORE=acme-dev.myshopify.com\\nSHOPIFY_ADMIN_TOKEN=shpat_8c1d2e3f4a5b6c7d8e9f0a1b2c3d\\n' >> .env", ""),
        x.sh("uv run python -m etl run shopify --since 2025-06-01 --until 2025-06-30 --dry-run",
             "[shopify] api version: 2025-01 (from SHOPIFY_API_VERSION default)\n[shopify] page 1: 250 orders\n"
             "[shopify] page 2: 250 orders\n...\n[shopify] page 73: 204 orders\n[shopify] DRY RUN: 18,204 orders, "
             "41,877 line items, 312 refunds\n"),
        x.stop("Token stored in .env (git-ignored). Dry run for June: 18,204 orders, 41,877 line items, 312 refunds."),
        x.prompt("pin API version 2024-10 as one constant in the source, don't read it from env - we upgrade it on "
                 "purpose, not by accident"),
        x.patch("*** Update File: etl/sources/shopify.py\n@@\n+API_VERSION = \"2024-10\"  # pinned on purpose; bump deliberately\n"
                "@@\n-    version = os.environ.get(\"SHOPIFY_API_VERSION\", \"2025-01\")\n+    version = API_VERSION\n",
                [("M", "etl/sources/shopify.py")]),
        x.sh("rg -n 'SHOPIFY_API_VERSION' .", ""),
        x.sh("uv run pytest -q tests/test_shopify_source.py", "..                                                                       [100%]\n2 passed in 0.20s\n"),
        x.stop("API_VERSION = \"2024-10\" is a constant in etl/sources/shopify.py; nothing reads it from the "
               "environment any more."),
        x.prompt("good. write a backfill script for June under scripts/ and run it for real"),
        x.shs([("sed -n '1,80p' scripts/backfill_stripe.py", "#!/usr/bin/env python\n\"\"\"Backfill Stripe charges.\"\"\"\n...\n")]),
        x.patch("*** Add File: scripts/backfill_orders.py\n+#!/usr/bin/env python\n+\"\"\"Backfill Shopify orders day by day.\"\"\"\n"
                "+import argparse, time\n+from etl.sources.shopify import fetch_orders\n+from etl.load import load_rows\n+\n"
                "+TARGET = \"analytics.orders_raw\"\n+\n+def main():\n+    args = parse()\n+    started = time.monotonic()\n"
                "+    for day in days(args.start, args.end):\n+        load_rows(TARGET, fetch_orders(client(), since=day))\n",
                [("A", "scripts/backfill_orders.py")]),
        x.compact(),
        x.sh("uv run python scripts/backfill_orders.py --start 2025-06-01 --end 2025-06-30",
             "2025-06-01  612 orders\n2025-06-02  598 orders\n...\n2025-06-17  throttled (429), retrying in 2s\n...\n"
             "2025-06-30  577 orders\nloaded 18,204 orders into analytics.orders_raw in 312.4s\n"),
        x.stop("scripts/backfill_orders.py loaded June: 18,204 orders in about 5 minutes. Shopify throttled once "
               "(429) on 2025-06-17 and the httpx retry got through."),
        x.prompt("Wait - don't write to the analytics schema, use staging_raw. analytics is owned by dbt and the dbt "
                 "folks will yell. Delete what you loaded there, load into staging_raw.shopify_orders instead, then "
                 "commit. Also file a bd issue for proper 429 handling, that retry was luck."),
        x.sh("psql \"$WAREHOUSE_DSN\" -c \"DELETE FROM analytics.orders_raw WHERE _source = 'shopify'\"", "DELETE 18204\n"),
        x.patch("*** Update File: scripts/backfill_orders.py\n@@\n-TARGET = \"analytics.orders_raw\"\n"
                "+TARGET = \"staging_raw.shopify_orders\"\n", [("M", "scripts/backfill_orders.py")]),
        x.sh("psql \"$WAREHOUSE_DSN\" -c '\\dt staging_raw.*'", "              List of relations\n   Schema    |      Name       | Type  |  Owner\n"
             "-------------+-----------------+-------+---------\n staging_raw | hubspot_deals   | table | etl\n"
             " staging_raw | stripe_charges  | table | etl\n(2 rows)\n"),
        x.patch("*** Add File: migrations/0031_staging_raw_shopify_orders.sql\n+CREATE TABLE staging_raw.shopify_orders (\n"
                "+  id text PRIMARY KEY,\n+  payload jsonb NOT NULL,\n+  _loaded_at timestamptz DEFAULT now()\n+);\n",
                [("A", "migrations/0031_staging_raw_shopify_orders.sql")]),
        x.sh("psql \"$WAREHOUSE_DSN\" -f migrations/0031_staging_raw_shopify_orders.sql", "CREATE TABLE\n"),
        x.sh("uv run python scripts/backfill_orders.py --start 2025-06-01 --end 2025-06-30",
             "2025-06-01  612 orders\n...\n2025-06-30  577 orders\nloaded 18,204 orders into staging_raw.shopify_orders in 298.0s\n"),
        x.sh('git add -A && git commit -m "Shopify orders source (etl-7k2)"', ruff_fail),
        x.patch("*** Update File: scripts/backfill_orders.py\n@@\n-    started = time.monotonic()\n", [("M", "scripts/backfill_orders.py")]),
        x.sh('git add -A && git commit -m "Shopify orders source (etl-7k2)"',
             "ruff.....................................................................Passed\n"
             "ruff-format..............................................................Passed\n"
             "mypy.....................................................................Passed\n"
             "[shopify-orders-source 6f2a9d1] Shopify orders source (etl-7k2)\n 8 files changed, 301 insertions(+), 9 deletions(-)\n"),
        x.sh("bd close etl-7k2 --reason 'source + June backfill into staging_raw'", "✓ Closed etl-7k2: Shopify orders source\n"),
        x.sh('bd create "Handle 429 rate limits in Shopify source" -p 1 -t bug --deps discovered-from:etl-7k2',
             "✓ Created issue: etl-7m9\n  Title: Handle 429 rate limits in Shopify source\n  Priority: P1\n  Status: open\n"),
        x.sh("bd update etl-7m9 --status in_progress", "✓ Updated issue: etl-7m9\n"),
        x.stop("Removed the 18,204 rows from the analytics schema and reloaded June into staging_raw.shopify_orders "
               "(new migration 0031). ruff rejected the first commit (unused variable), fixed; committed 6f2a9d1. "
               "etl-7k2 closed; etl-7m9 (429 handling) created and in progress."),
        x.prompt("yes, do the 429 handling now. Shopify GraphQL uses cost-based throttling - read "
                 "extensions.cost.throttleStatus and sleep until enough points are restored, don't just retry blindly. "
                 "And test the pagination properly, the current tests only have one page."),
        x.patch("*** Update File: etl/sources/shopify.py\n@@\n+def _wait_for_budget(ext, needed):\n"
                "+    status = ext[\"cost\"][\"throttleStatus\"]\n+    deficit = needed - status[\"currentlyAvailable\"]\n"
                "+    if deficit > 0:\n+        time.sleep(deficit / status[\"restoreRate\"])\n",
                [("M", "etl/sources/shopify.py")]),
        x.patch("*** Update File: tests/test_shopify_source.py\n@@\n+def test_paginates_cursor(fake_shopify):\n"
                "+    fake_shopify.pages = [PAGE_1, PAGE_2]\n+    rows = list(fetch_orders(client, since=date(2025, 6, 1)))\n"
                "+    assert [r[\"name\"] for r in rows] == [\"#1001\", \"#1002\", \"#1003\"]\n+\n"
                "+def test_waits_when_throttled(fake_shopify, monkeypatch): ...\n", [("M", "tests/test_shopify_source.py")]),
        x.sh("uv run pytest -q tests/test_shopify_source.py", pytest_fail),
        x.compact(),
        x.sh("sed -n '20,40p' etl/sources/shopify.py", "ORDERS_QUERY = \"\"\"\nquery($cursor: String, $q: String) {\n"
             "  orders(first: 250, after: $cursor, query: $q) {\n    edges { node { ... } }\n    pageInfo { hasNextPage }\n"
             "  }\n}\"\"\"\n"),
        x.sh("bd show etl-7m9", "etl-7m9: Handle 429 rate limits in Shopify source\nStatus: in_progress\nPriority: P1\n"
             "Discovered from: etl-7k2\n"),
        x.stop("Cost-based throttling is in (_wait_for_budget reads extensions.cost.throttleStatus). The new "
               "test_paginates_cursor fails with KeyError: 'endCursor': the GraphQL query asks pageInfo for "
               "hasNextPage only, so real multi-page runs would break too. etl-7m9 stays in progress; not committed."),
        x.end(),
    ]
    session("en-codex-py-etl",
            "English Codex CLI, Python ETL: a Shopify source tracked in bd (etl-7k2 closed, etl-7m9 in progress), "
            "REST replaced by GraphQL, a pinned API version, the target schema corrected to staging_raw, uv build "
            "failure fixed by another package, ruff pre-commit rejection, a token in prose, two mid-turn "
            "compactions, an open pagination test failure.",
            "codex", R, x.common(), x.finish(ev))


en_codex_py_etl()


# =============================================================================================
# 8. tr-gemini-express — Gemini CLI, Turkish, Node/Express, SMS provider switched, two /compress
# =============================================================================================

def tr_gemini_express():
    R = "/home/dev/randevu-api"
    g = Gemini(R, uid4("heldout5-tr-gemini-express"), "2026-12-06T10:14:02")
    eresolve = (
        "npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\nnpm ERR! \n"
        "npm ERR! While resolving: randevu-api@1.8.0\nnpm ERR! Found: eslint@9.14.0\n"
        "npm ERR! node_modules/eslint\nnpm ERR!   dev eslint@\"^9.14.0\" from the root project\nnpm ERR! \n"
        "npm ERR! Could not resolve dependency:\nnpm ERR! peer eslint@\"^7.32.0 || ^8.2.0\" from "
        "eslint-config-airbnb-base@15.0.0\nnpm ERR! node_modules/eslint-config-airbnb-base\n"
        "npm ERR!   dev eslint-config-airbnb-base@\"^15.0.0\" from the root project\nnpm ERR! \n"
        "npm ERR! Fix the upstream dependency conflict, or retry\nnpm ERR! this command with --force or "
        "--legacy-peer-deps\nnpm ERR! to accept an incorrect (and potentially broken) dependency resolution.")
    prettier = (
        "> randevu-api@1.8.0 lint-staged\n> lint-staged\n\n[STARTED] Running tasks for staged files...\n"
        "[FAILED] prettier --check [FAILED]\n\n✖ prettier --check:\nChecking formatting...\n"
        "[warn] src/services/smsGonderici.js\n[warn] src/jobs/hatirlatmaPlanla.js\n"
        "[warn] Code style issues found in 2 files. Run Prettier with --write to fix.\n"
        "husky - pre-commit script failed (code 1)")
    jest_fail = (
        "FAIL tests/hatirlatmaPlanla.test.js\n  hatirlatmaPlanla\n    ✓ geçmiş randevu için hatırlatma planlamaz (4 ms)\n"
        "    ✕ iki hatırlatma planlar (9 ms)\n    ✓ iptal edilen randevunun hatırlatmalarını siler (3 ms)\n\n"
        "  ● hatirlatmaPlanla › iki hatırlatma planlar\n\n    expect(received).toHaveLength(expected)\n\n"
        "    Expected length: 2\n    Received length: 1\n    Received array:  [{\"delay\": 82800000, \"name\": "
        "\"hatirlatma-24s\"}]\n\n      31 |     const isler = await kuyruk.getDelayed();\n"
        "    > 32 |     expect(isler).toHaveLength(2);\n         |                   ^\n\n"
        "      at Object.toHaveLength (tests/hatirlatmaPlanla.test.js:32:19)\n\n"
        "Test Suites: 1 failed, 3 passed, 4 total\nTests:       1 failed, 17 passed, 18 total\nTime:        2.184 s")
    p1 = ("Merhaba! Bugün #31'i bitirelim: randevulardan önce hastalara SMS hatırlatması gitsin. Kuyruk için "
          "zaten Redis var, bullmq kullanabilirsin. Yeni bir branch aç, issue'yu oku, bir yapılacaklar listesi çıkar.")
    p2 = "SMS sağlayıcısı olarak Netgsm kullan, hesabımız var. Gönderim kodunu ayrı bir servis dosyasına koy."
    p3 = "telefon numaralarını E.164 formatına çevir (+90...), veritabanında karışık formatta duruyorlar"
    p4 = "Hatırlatma randevudan 24 saat önce gitsin."
    p5 = ("Vazgeçtim, Netgsm değil İleti Merkezi kullanıyoruz - sözleşme dün imzalandı, fiyatı daha iyi. Eski "
          "servis dosyasını sil, yenisini smsGonderici adıyla yaz ki bir daha değişirse tek yerden değişsin.")
    p6 = ("İleti Merkezi API anahtarı: im_live_7Hq2Rk9Vx4Pz1Lm6 . .env dosyasına ekle, sakın commit'leme. Sonra "
          "kendi numarama (+905321112233) bir deneme SMS'i at.")
    p7 = "güzel, commit at ve pushla, issue'ya da kısa bir not düş"
    p8 = ("Bir değişiklik daha: tek hatırlatma yetmiyor, hastalar unutuyor. 24 saat önce ve 1 saat önce, iki "
          "hatırlatma gönderelim. İptal edilen randevuda ikisi de silinsin.")
    p9 = "durum ne?"
    ev = [
        g.start(),
        g.prompt(p1),
        g.sh("gh issue view 31", "SMS hatırlatma #31\nOpen • ayse-d opened 2 weeks ago • 0 comments\n\n"
             "  Hastalar randevularını unutuyor, no-show oranı %18. Randevudan önce SMS hatırlatması istiyoruz.\n",
             description="Issue'yu oku"),
        g.sh("git checkout -b feature/sms-hatirlatma", "Switched to a new branch 'feature/sms-hatirlatma'",
             description="Branch aç"),
        g.glob("src/**/*.js", ["src/app.js", "src/routes/randevu.js", "src/models/Randevu.js", "src/models/Hasta.js",
                               "src/jobs/index.js", "src/db.js", "src/config.js"]),
        g.reads(["src/app.js", "src/routes/randevu.js", "src/models/Randevu.js", "src/models/Hasta.js",
                 "src/jobs/index.js", "package.json", ".husky/pre-commit"]),
        g.todos([("SMS servis modülü", "pending"), ("Hatırlatma planlama işi (bullmq)", "pending"),
                 ("Randevu iptalinde hatırlatmayı sil", "pending"), ("Testler", "pending")]),
        g.after_agent(p1, "feature/sms-hatirlatma branch'ini açtım ve #31'i okudum. Plan: SMS servis modülü, bullmq "
                      "ile hatırlatma planlama işi, iptalde hatırlatmayı silme, testler. Hangi SMS sağlayıcısını "
                      "kullanalım?"),
        g.prompt(p2),
        g.sh("npm install bullmq axios", eresolve, 1, "Bağımlılıkları kur"),
        g.sh("npm install --legacy-peer-deps bullmq axios", "\nadded 14 packages, and audited 612 packages in 6s\n\n"
             "89 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities",
             description="Peer bağımlılık kontrolü olmadan kur"),
        g.write("src/services/netgsm.js", "const axios = require('axios');\n\nasync function smsGonder(telefon, mesaj) {\n"
                "  // Netgsm REST v2\n  ...\n}\n\nmodule.exports = { smsGonder };\n"),
        g.write("src/jobs/hatirlatmaPlanla.js", "const { Queue } = require('bullmq');\nconst { smsGonder } = require('../services/netgsm');\n\n"
                "async function hatirlatmaPlanla(randevu) {\n  ...\n}\n\nmodule.exports = { hatirlatmaPlanla };\n"),
        g.replace("src/routes/randevu.js", "Randevu oluşturulunca hatırlatmayı planla",
                  "  const randevu = await Randevu.create(req.body);",
                  "  const randevu = await Randevu.create(req.body);\n  await hatirlatmaPlanla(randevu);"),
        g.after_agent(p2, "npm install ERESOLVE verdi (eslint 9 ile airbnb-base çakışıyor); --legacy-peer-deps ile "
                      "kurdum. src/services/netgsm.js ve src/jobs/hatirlatmaPlanla.js yazıldı, randevu oluşturma "
                      "rotası planlamayı çağırıyor."),
        g.prompt(p3),
        g.write("src/utils/telefon.js", "function e164(numara) {\n  const rakamlar = numara.replace(/\\D/g, '');\n  ...\n}\n"
                "module.exports = { e164 };\n"),
        g.replace("src/services/netgsm.js", "Numarayı E.164'e çevir", "async function smsGonder(telefon, mesaj) {",
                  "async function smsGonder(telefon, mesaj) {\n  telefon = e164(telefon);"),
        g.write("tests/telefon.test.js", "const { e164 } = require('../src/utils/telefon');\n\ntest.each([...])('%s', ...);\n"),
        g.sh("npx jest tests/telefon.test.js", "PASS tests/telefon.test.js\n  ✓ 0532 111 22 33 (2 ms)\n  ✓ 5321112233 (1 ms)\n"
             "  ✓ +90 532 111 2233\n\nTests:       3 passed, 3 total", description="Testleri çalıştır"),
        g.after_agent(p3, "Numaralar gönderimden önce E.164'e çevriliyor (src/utils/telefon.js), 3 test geçiyor."),
        g.prompt(p4),
        g.replace("src/jobs/hatirlatmaPlanla.js", "24 saat önce planla", "  const gecikme = 0;",
                  "  const gecikme = randevu.baslangic.getTime() - Date.now() - 24 * 60 * 60 * 1000;"),
        g.write("tests/hatirlatmaPlanla.test.js", "describe('hatirlatmaPlanla', () => {\n"
                "  test('geçmiş randevu için hatırlatma planlamaz', ...);\n  test('24 saat önce planlar', ...);\n});\n"),
        g.sh("npx jest", "PASS tests/telefon.test.js\nPASS tests/hatirlatmaPlanla.test.js\nPASS tests/randevu.test.js\n"
             "PASS tests/hasta.test.js\n\nTests:       17 passed, 17 total\nTime:        2.011 s", description="Testler"),
        g.todos([("SMS servis modülü", "completed"), ("Hatırlatma planlama işi (bullmq)", "completed"),
                 ("Randevu iptalinde hatırlatmayı sil", "in_progress"), ("Testler", "in_progress")]),
        g.after_agent(p4, "Hatırlatma randevudan 24 saat önceye planlanıyor; 17 test geçiyor."),
        g.compress(),
        g.prompt(p5),
        g.sh("rm src/services/netgsm.js", "",
             description="Eski servis dosyasını sil"),
        g.write("src/services/smsGonderici.js", "const axios = require('axios');\nconst { e164 } = require('../utils/telefon');\n\n"
                "// İleti Merkezi REST API\nconst API = 'https://api.iletimerkezi.com/v1/send-sms/json';\n\n"
                "async function smsGonder(telefon, mesaj) {\n  ...\n}\n\nmodule.exports = { smsGonder };\n"),
        g.replace("src/jobs/hatirlatmaPlanla.js", "Yeni servisi kullan", "require('../services/netgsm')",
                  "require('../services/smsGonderici')"),
        g.search("services/netgsm", []),
        g.replace("src/config.js", "İleti Merkezi ayarları", "  netgsm: { kullanici: process.env.NETGSM_USER },",
                  "  iletiMerkezi: { apiKey: process.env.ILETIMERKEZI_API_KEY, baslik: 'KLINIKSMS' },"),
        g.sh("npx jest", "Tests:       17 passed, 17 total\nTime:        1.954 s", description="Testler"),
        g.after_agent(p5, "Eski servis silindi; gönderim artık src/services/smsGonderici.js üzerinden İleti Merkezi "
                      "API'sine gidiyor. Projede eski sağlayıcıya referans kalmadı, testler geçiyor."),
        g.prompt(p6),
        g.sh("git check-ignore -v .env", ".gitignore:2:.env\t.env", description=".env ignore ediliyor mu"),
        g.sh("echo 'ILETIMERKEZI_API_KEY=im_live_7Hq2Rk9Vx4Pz1Lm6' >> .env", "", description="Anahtarı .env'e ekle"),
        g.sh("node -e \"require('dotenv').config(); require('./src/services/smsGonderici').smsGonder('+905321112233', 'Deneme: randevu hatırlatma')"
             ".then(r => console.log(JSON.stringify(r)))\"",
             "{\"status\":{\"code\":200,\"message\":\"İşlem başarılı\"},\"order\":{\"id\":\"84211937\"}}",
             description="Deneme SMS'i gönder"),
        g.after_agent(p6, "Anahtar .env'de (git tarafından yok sayılıyor). Deneme SMS'i gönderildi, sipariş no 84211937."),
        g.prompt(p7),
        g.sh("git add -A && git commit -m \"#31 SMS hatırlatma (İleti Merkezi)\"", prettier, 1, "Commit"),
        g.sh("npx prettier --write src/services/smsGonderici.js src/jobs/hatirlatmaPlanla.js",
             "src/services/smsGonderici.js 41ms\nsrc/jobs/hatirlatmaPlanla.js 12ms", description="Prettier ile düzelt"),
        g.sh("git add -A && git commit -m \"#31 SMS hatırlatma (İleti Merkezi)\"",
             "[STARTED] Running tasks for staged files...\n[COMPLETED] prettier --check\n"
             "[feature/sms-hatirlatma 5a81c3e] #31 SMS hatırlatma (İleti Merkezi)\n 9 files changed, 246 insertions(+), 3 deletions(-)",
             description="Commit"),
        g.sh("git push -u origin feature/sms-hatirlatma", "branch 'feature/sms-hatirlatma' set up to track "
             "'origin/feature/sms-hatirlatma'.", description="Push"),
        g.sh("gh issue comment 31 --body 'feature/sms-hatirlatma: İleti Merkezi ile randevudan 24 saat önce SMS. Test edildi.'",
             "https://github.com/klinik-yazilim/randevu-api/issues/31#issuecomment-2650017734", description="Issue'ya not"),
        g.after_agent(p7, "Prettier ilk commit'i reddetti, dosyaları --write ile düzelttim; commit 5a81c3e pushlandı "
                      "ve #31'e not düşüldü."),
        g.end(),
        g.start("resume"),
        g.prompt(p8),
        g.read("src/jobs/hatirlatmaPlanla.js", "async function hatirlatmaPlanla(randevu) {\n"
               "  const gecikme = randevu.baslangic.getTime() - Date.now() - 24 * 60 * 60 * 1000;\n"
               "  await kuyruk.add('hatirlatma-24s', { randevuId: randevu.id }, { delay: gecikme, jobId: `${randevu.id}-24s` });\n}\n"),
        g.replace("src/jobs/hatirlatmaPlanla.js", "İki hatırlatma: 24 saat ve 1 saat önce",
                  "  const gecikme = randevu.baslangic.getTime() - Date.now() - 24 * 60 * 60 * 1000;",
                  "  const SAATLER = [24, 1];\n  for (const saat of SAATLER) {\n"
                  "    const gecikme = randevu.baslangic.getTime() - Date.now() - saat * 60 * 60 * 1000;"),
        g.replace("src/routes/randevu.js", "İptalde iki işi de sil", "  await kuyruk.remove(`${randevu.id}-24s`);",
                  "  await Promise.all(['24s', '1s'].map((k) => kuyruk.remove(`${randevu.id}-${k}`)));"),
        g.replace("tests/hatirlatmaPlanla.test.js", "İki hatırlatma testi", "  test('24 saat önce planlar', ...);",
                  "  test('iki hatırlatma planlar', ...);\n  test('iptal edilen randevunun hatırlatmalarını siler', ...);"),
        g.sh("npx jest tests/hatirlatmaPlanla.test.js", jest_fail, 1, "Testleri çalıştır"),
        g.todos([("SMS servis modülü", "completed"), ("Hatırlatma planlama işi (bullmq)", "completed"),
                 ("Randevu iptalinde hatırlatmayı sil", "completed"),
                 ("İki hatırlatma (24 saat ve 1 saat önce)", "in_progress")]),
        g.after_agent(p8, "İki hatırlatma için döngüyü ekledim ama 'iki hatırlatma planlar' testi düşüyor: kuyrukta "
                      "yalnızca 24 saatlik iş var (Expected length: 2, Received length: 1). Döngüdeki kuyruk.add "
                      "çağrısı hâlâ sabit 'hatirlatma-24s' adını ve jobId'sini kullanıyor, bu yüzden ikinci iş "
                      "birincinin üzerine yazılıyor."),
        g.compress(),
        g.prompt(p9),
        g.sh("git status --short", " M src/jobs/hatirlatmaPlanla.js\n M src/routes/randevu.js\n M tests/hatirlatmaPlanla.test.js",
             description="Durum"),
        g.after_agent(p9, "feature/sms-hatirlatma üzerinde, son commit 5a81c3e pushlandı. Commit'lenmemiş: iki "
                      "hatırlatma (24 saat önce ve 1 saat önce) değişikliği. Açık hata: jest 'iki hatırlatma "
                      "planlar' testi (Expected length: 2, Received length: 1) - jobId her iki iş için aynı."),
        g.end(),
    ]
    session("tr-gemini-express",
            "Turkish Gemini CLI, Express: SMS reminders for gh issue #31, the provider switched from Netgsm to İleti "
            "Merkezi (old service deleted), npm ERESOLVE fixed with --legacy-peer-deps, prettier pre-commit "
            "rejection, an API key in prose, exit and resume, two manual /compress, an open jest failure.",
            "gemini", R, g.common(), g.finish(ev))


tr_gemini_express()


# =============================================================================================
# 9. en-gemini-flask-glab — Gemini CLI, English, Flask, glab, venv workaround, deploy failure
# =============================================================================================

def en_gemini_flask_glab():
    R = "/home/dev/clinic-portal"
    g = Gemini(R, uid4("heldout5-en-gemini-flask-glab"), "2026-12-07T08:47:30")
    pip_fail = (
        "error: externally-managed-environment\n\n× This environment is externally managed\n"
        "╰─> To install Python packages system-wide, try apt install\n    python3-xyz, where xyz is the package you "
        "are trying to\n    install.\n\n    If you wish to install a non-Debian-packaged Python package,\n"
        "    create a virtual environment using python3 -m venv path/to/venv.\n\n"
        "note: If you believe this is a mistake, please contact your Python installation or OS distribution "
        "provider.\nhint: See PEP 668 for the detailed specification.")
    deploy_out = (
        "==> deploy.sh staging (commit 8e3d21f)\n==> docker login registry.gitlab.com -u deploy-bot\n"
        "using registry password R3g!stry-Pa55-2291 from DEPLOY_REGISTRY_PASSWORD\nLogin Succeeded\n"
        "==> docker build -t registry.gitlab.com/mercyclinic/clinic-portal:8e3d21f .\n"
        "[+] Building 58.3s (14/14) FINISHED\n==> docker push registry.gitlab.com/mercyclinic/clinic-portal:8e3d21f\n"
        "8e3d21f: digest: sha256:91c4... size: 2419\n==> ssh deploy@staging-1 'docker compose pull && docker compose up -d'\n"
        " Container clinic-portal-web-1  Recreated\n Container clinic-portal-web-1  Started\n"
        "==> healthcheck https://staging.portal.mercyclinic.ie/healthz\n  attempt 1/5: 502\n  attempt 2/5: 502\n"
        "  attempt 3/5: 502\n  attempt 4/5: 502\n  attempt 5/5: 502\n"
        "healthcheck failed: GET /healthz returned 502 after 5 attempts")
    p1 = ("glab issue 142 - the appointments CSV export times out for the big clinics (Galway, Cork). Can you take "
          "a look and tell me what's going on before changing anything?")
    p2 = ("Right. Stream the CSV, don't build it in memory - Galway has about 400k appointment rows. Use a branch "
          "for the issue.")
    p3 = "all timestamps in UTC ISO-8601 please, the current format is ambiguous (03/04/2024)"
    p4 = "add a test with 10k rows that checks the response is actually streamed"
    p5 = ("Exclude cancelled appointments unless ?include_cancelled=1 is passed - the receptionists keep "
          "complaining about the noise, but finance needs them occasionally.")
    p6 = "commit and push, and put a note on the issue"
    p7 = ("Correction on the timestamps: the clinic staff open this in Excel and compare with the wall clock. Use "
          "the clinic's local time zone, Europe/Dublin, with the UTC offset in the value - not UTC.")
    p8 = "ok, deploy it to staging with the usual script"
    p9 = "leave the deploy, ops is migrating the staging ingress today - that 502 is probably them. note it on the issue"
    ev = [
        g.start(),
        g.prompt(p1),
        g.sh("glab issue view 142", "title:\tAppointments CSV export times out\nstate:\topen\nauthor:\tsiobhan.k\n"
             "labels:\tbug, exports\n--\nExporting appointments for Galway (Jan-Dec) gives a 504 after 60s. Cork too.",
             description="Read the issue"),
        g.glob("portal/**/*.py", ["portal/__init__.py", "portal/views/exports.py", "portal/views/appointments.py",
                                  "portal/models.py", "portal/exports/__init__.py", "portal/exports/patients_csv.py",
                                  "portal/db.py"]),
        g.reads(["portal/views/exports.py", "portal/models.py", "portal/exports/patients_csv.py", "portal/db.py",
                 "requirements.txt", "tests/conftest.py", "deploy.sh"]),
        g.search("StringIO", [("portal/views/exports.py", 41, "    buf = io.StringIO()"),
                              ("portal/exports/patients_csv.py", 12, "    buf = io.StringIO()")]),
        g.search("stream_with_context", []),
        g.after_agent(p1, "The view loads every appointment with .all(), writes them into an io.StringIO and returns "
                      "the whole string, so a year of Galway data (~400k rows) is built in memory before the first "
                      "byte is sent and gunicorn's 60s timeout hits first."),
        g.prompt(p2),
        g.sh("git checkout -b fix/142-stream-csv-export", "Switched to a new branch 'fix/142-stream-csv-export'",
             description="Create the branch"),
        g.write("portal/exports/csv_buffer.py", "import csv\nimport io\n\n\nclass ChunkBuffer:\n"
                "    \"\"\"Collects CSV rows and yields them in 64 KB chunks.\"\"\"\n    ...\n"),
        g.write("portal/exports/appointments_csv.py", "import csv\n\nfrom portal.exports.csv_buffer import ChunkBuffer\n\n"
                "HEADER = ['id', 'clinic', 'patient', 'starts_at', 'status']\n\n\ndef rows(query):\n"
                "    for a in query.yield_per(2000):\n        yield [a.id, a.clinic.name, a.patient.ref, a.starts_at, a.status]\n"),
        g.replace("portal/views/exports.py", "Return a streamed response",
                  "    buf = io.StringIO()\n    w = csv.writer(buf)\n    for a in q.all():\n        w.writerow(row(a))\n"
                  "    return Response(buf.getvalue(), mimetype='text/csv')",
                  "    return Response(stream_with_context(stream_csv(q)), mimetype='text/csv',\n"
                  "                    headers={'Content-Disposition': 'attachment; filename=appointments.csv'})"),
        g.sh("pip install -r requirements.txt", pip_fail, 1, "Install dependencies"),
        g.sh("python3 -m venv .venv && .venv/bin/pip install -r requirements.txt",
             "Collecting Flask==3.0.3\n...\nSuccessfully installed Flask-3.0.3 SQLAlchemy-2.0.36 gunicorn-23.0.0 "
             "psycopg-3.2.3 pytest-8.3.3 ... (27 packages)", description="Install into a virtualenv"),
        g.sh(".venv/bin/pytest -q tests/test_exports.py", "....                                                                     [100%]\n"
             "4 passed in 0.88s", description="Run the export tests"),
        g.replace("portal/exports/appointments_csv.py", "Use a plain echo writer instead of the buffer class",
                  "from portal.exports.csv_buffer import ChunkBuffer\n",
                  "class _Echo:\n    def write(self, value):\n        return value\n\n\n"
                  "def stream_csv(query):\n    w = csv.writer(_Echo())\n    yield w.writerow(HEADER)\n"
                  "    for r in rows(query):\n        yield w.writerow(r)\n"),
        g.sh("rm portal/exports/csv_buffer.py", "", description="Remove the unused buffer helper"),
        g.sh(".venv/bin/pytest -q", "...........................                                              [100%]\n"
             "27 passed in 2.41s", description="Run all tests"),
        g.after_agent(p2, "The export is streamed now: portal/exports/appointments_csv.py yields rows with "
                      "yield_per(2000) through a csv.writer on an echo object, and the view wraps it in "
                      "stream_with_context. I dropped the chunk-buffer helper I started with - not needed. pip "
                      "refused to install system-wide (PEP 668), so dependencies live in .venv now."),
        g.prompt(p3),
        g.replace("portal/exports/appointments_csv.py", "ISO-8601 timestamps",
                  "        yield [a.id, a.clinic.name, a.patient.ref, a.starts_at, a.status]",
                  "        yield [a.id, a.clinic.name, a.patient.ref, a.starts_at.astimezone(timezone.utc).isoformat(), a.status]"),
        g.sh(".venv/bin/pytest -q tests/test_exports.py", "....                                                                     [100%]\n"
             "4 passed in 0.81s", description="Run the export tests"),
        g.after_agent(p3, "starts_at is now written as ISO-8601 with an explicit offset (e.g. 2024-04-03T09:30:00+00:00)."),
        g.prompt(p4),
        g.write("tests/test_export_csv.py", "def test_streams_10k_rows(client, make_appointments):\n"
                "    make_appointments(10_000)\n    r = client.get('/exports/appointments.csv', buffered=False)\n"
                "    assert r.is_streamed\n    first = next(r.response)\n    assert first.startswith('id,clinic')\n"
                "    assert sum(1 for _ in r.response) == 10_000\n"),
        g.sh(".venv/bin/pytest -q tests/test_export_csv.py", ".                                                                        [100%]\n"
             "1 passed in 3.02s", description="Run the new test"),
        g.after_agent(p4, "tests/test_export_csv.py creates 10k appointments and checks the response is streamed "
                      "(is_streamed, header first, 10,000 data rows). Passes."),
        g.compress(),
        g.prompt(p5),
        g.replace("portal/views/exports.py", "Filter cancelled appointments",
                  "    q = Appointment.query.filter(Appointment.clinic_id == clinic_id)",
                  "    q = Appointment.query.filter(Appointment.clinic_id == clinic_id)\n"
                  "    if request.args.get('include_cancelled') != '1':\n"
                  "        q = q.filter(Appointment.status != 'cancelled')"),
        g.replace("tests/test_export_csv.py", "Tests for include_cancelled",
                  "def test_streams_10k_rows(client, make_appointments):",
                  "def test_cancelled_excluded_by_default(client, make_appointments): ...\n\n\n"
                  "def test_include_cancelled_flag(client, make_appointments): ...\n\n\n"
                  "def test_streams_10k_rows(client, make_appointments):"),
        g.sh(".venv/bin/pytest -q tests/test_export_csv.py", "...                                                                      [100%]\n"
             "3 passed in 3.11s", description="Run the export tests"),
        g.after_agent(p5, "Cancelled appointments are left out unless include_cancelled=1 is in the query string; two "
                      "tests cover both cases."),
        g.prompt(p6),
        g.sh("git add -A && git commit -m 'Stream the appointments CSV export (#142)'",
             "[fix/142-stream-csv-export 3b0f7c2] Stream the appointments CSV export (#142)\n"
             " 4 files changed, 118 insertions(+), 19 deletions(-)\n create mode 100644 portal/exports/appointments_csv.py\n"
             " create mode 100644 tests/test_export_csv.py", description="Commit"),
        g.sh("git push -u origin fix/142-stream-csv-export", "branch 'fix/142-stream-csv-export' set up to track "
             "'origin/fix/142-stream-csv-export'.", description="Push"),
        g.sh("glab issue note 142 -m 'Fix on fix/142-stream-csv-export: the export is streamed (yield_per 2000), "
             "cancelled appointments excluded unless include_cancelled=1.'",
             "https://gitlab.com/mercyclinic/clinic-portal/-/issues/142#note_2293310785", description="Note on the issue"),
        g.after_agent(p6, "Committed 3b0f7c2, pushed fix/142-stream-csv-export with upstream, note added to #142."),
        g.prompt(p7),
        g.replace("portal/exports/appointments_csv.py", "Clinic local time",
                  "a.starts_at.astimezone(timezone.utc).isoformat()",
                  "a.starts_at.astimezone(CLINIC_TZ).isoformat()"),
        g.replace("portal/exports/appointments_csv.py", "Define the clinic time zone", "HEADER = [",
                  "CLINIC_TZ = ZoneInfo('Europe/Dublin')\n\nHEADER = ["),
        g.replace("tests/test_export_csv.py", "Local time test", "def test_streams_10k_rows(client, make_appointments):",
                  "def test_starts_at_in_dublin_time(client, make_appointments):\n"
                  "    # 2024-07-01 08:30 UTC is 09:30 IST (+01:00)\n    ...\n\n\n"
                  "def test_streams_10k_rows(client, make_appointments):"),
        g.sh(".venv/bin/pytest -q", "..............................                                           [100%]\n"
             "30 passed in 5.37s", description="Run all tests"),
        g.sh("git commit -am 'CSV export: Europe/Dublin local time with offset (#142)' && git push",
             "[fix/142-stream-csv-export 8e3d21f] CSV export: Europe/Dublin local time with offset (#142)\n"
             " 2 files changed, 17 insertions(+), 2 deletions(-)", description="Commit and push"),
        g.after_agent(p7, "starts_at is now in Europe/Dublin local time with the offset in the value (+00:00 in "
                      "winter, +01:00 in summer); new test for the summer offset; 30 tests pass; pushed 8e3d21f."),
        g.prompt(p8),
        g.sh("./deploy.sh staging", deploy_out, 1, "Deploy to staging"),
        g.sh("curl -s -o /dev/null -w '%{http_code}' https://staging.portal.mercyclinic.ie/healthz", "502",
             description="Check the health endpoint again"),
        g.after_agent(p8, "The image 8e3d21f was built, pushed and started on staging-1, but the deploy script's "
                      "health check failed: GET /healthz returned 502 after 5 attempts, and it still returns 502."),
        g.compress(),
        g.prompt(p9),
        g.sh("glab issue note 142 -m 'Deployed 8e3d21f to staging; healthcheck GET /healthz returned 502 (ops is "
             "migrating the staging ingress today). Needs re-check.'",
             "https://gitlab.com/mercyclinic/clinic-portal/-/issues/142#note_2293488102", description="Note on the issue"),
        g.after_agent(p9, "Noted on #142. The staging health check (GET /healthz returned 502) still needs a re-check "
                      "once the ingress migration is done."),
        g.end(),
    ]
    session("en-gemini-flask-glab",
            "English Gemini CLI, Flask: glab issue 142 CSV export streamed, a helper written then removed, a UTC rule "
            "corrected to Europe/Dublin, pip PEP 668 error fixed with a venv, include_cancelled flag, a deploy "
            "script that prints a registry password and fails its health check (open), two manual /compress.",
            "gemini", R, g.common(), g.finish(ev))


en_gemini_flask_glab()


# =============================================================================================
# 10. nl-qwen-vue-rooster — Qwen Code, Dutch, Vue 3 + TS, todo_write, confirmation dialog reverted
# =============================================================================================

def nl_qwen_vue_rooster():
    R = "/home/dev/rooster-app"
    q = Qwen(R, uid4("heldout5-nl-qwen-vue-rooster"), "2026-12-08T14:02:11")
    t1 = [("Sleep-logica in RoosterWeek.vue", "in_progress"), ("ruilDienst action in de store", "pending"),
          ("Unit tests voor ruilDienst", "pending")]
    t1s = {text: status for text, status in t1}
    t2 = [("Sleep-logica in RoosterWeek.vue", "completed"), ("ruilDienst action in de store", "completed"),
          ("Bevestigingsdialoog voor ruilen", "in_progress"), ("Unit tests voor ruilDienst", "pending")]
    t2s = {text: status for text, status in t2}
    t3 = [("Sleep-logica in RoosterWeek.vue", "completed"), ("ruilDienst action in de store", "completed"),
          ("Afdelingscontrole bij ruilen", "completed"), ("Unit tests voor ruilDienst", "pending")]
    t3s = {text: status for text, status in t3}
    t4 = [("Sleep-logica in RoosterWeek.vue", "completed"), ("ruilDienst action in de store", "completed"),
          ("Afdelingscontrole bij ruilen", "completed"), ("Typefout TS2345 in rooster.ts oplossen", "in_progress"),
          ("Unit tests voor ruilDienst", "pending")]
    eslint_fail = (
        "Command: git add -A && git commit -m \"Diensten ruilen met slepen\"\nDirectory: (root)\n"
        "Output: > rooster-app@0.12.0 lint-staged\n> lint-staged\n\n✖ eslint --fix:\n\n"
        "/home/dev/rooster-app/src/components/RoosterWeek.vue\n"
        "  42:9  error  'dienst' is assigned a value but never used  @typescript-eslint/no-unused-vars\n\n"
        "✖ 1 problem (1 error, 0 warnings)\n\nhusky - pre-commit script failed (code 1)\nError: (none)\n"
        "Exit Code: 1\nSignal: (none)\nProcess Group PGID: (none)")
    tsc_out = ("src/stores/rooster.ts:58:29 - error TS2345: Argument of type 'string | undefined' is not assignable "
               "to parameter of type 'string'.\n  Type 'undefined' is not assignable to type 'string'.\n\n"
               "58     const doel = zoekDienst(naarId, medewerker.afdelingId);\n"
               "                               ~~~~~~~~~~~~~~~~~~~~~~~~~\n\nFound 1 error in src/stores/rooster.ts:58\n")
    p1 = ("Hoi! Nieuwe feature voor de planners: ze willen diensten kunnen ruilen door een dienst in de weekweergave "
          "op een andere medewerker te slepen. Nu moeten ze twee diensten verwijderen en opnieuw aanmaken, en dan "
          "gaan de notities verloren. Maak een branch, kijk hoe RoosterWeek en de Pinia-store in elkaar zitten en "
          "maak een takenlijst.")
    p2 = ("Geen externe drag-and-drop library, gebruik de native HTML5 drag events. vuedraggable hebben we er vorig "
          "jaar uitgegooid vanwege de bundle size.")
    p3 = "en vraag altijd om bevestiging voordat je ruilt, planners slepen soms per ongeluk"
    p4 = ("voor de e2e tegen de testomgeving heb je de Supabase service key nodig: sbp_4e8f2a9c7b1d3e5f6a0b. Zet "
          "hem in .env.local, niet committen.")
    p5 = ("Belangrijk: ruilen mag alleen binnen dezelfde afdeling. Tussen afdelingen gaat het via HR, dus daar moet "
          "het slepen gewoon niet lukken (cursor 'not-allowed').")
    p6 = "commit en push maar"
    p7 = "werk TODO.md ook even bij"
    p8 = ("Laat de bevestigingsdialoog toch weg: een ruil is met Ctrl+Z ongedaan te maken en de planners vonden de "
          "popup irritant in de demo. De afdelingsregel blijft natuurlijk staan. Draai daarna vue-tsc.")
    p9 = "ok, morgen verder met de typefout en de tests"
    ev = [
        q.start(),
        q.prompt(p1),
        q.sh("git checkout -b feature/diensten-ruilen", "Switched to a new branch 'feature/diensten-ruilen'",
             description="Branch aanmaken"),
        q.read("src/components/RoosterWeek.vue", "<script setup lang=\"ts\">\nimport { useRoosterStore } from '@/stores/rooster'\n...\n"),
        q.read("src/stores/rooster.ts", "export const useRoosterStore = defineStore('rooster', {\n  state: () => ({ diensten: [] as Dienst[] }),\n  ...\n})\n"),
        q.read("src/types/dienst.ts", "export interface Dienst {\n  id: string\n  medewerkerId?: string\n  afdelingId: string\n"
               "  start: string\n  eind: string\n  notitie?: string\n}\n"),
        q.read("package.json", "{\n  \"name\": \"rooster-app\",\n  \"version\": \"0.12.0\",\n  ...\n}\n"),
        q.read("TODO.md", "# TODO\n\n- [ ] exporteren naar PDF\n"),
        q.sh("ls src/components src/stores", "src/components:\nDienstKaart.vue\nMedewerkerRij.vue\nRoosterWeek.vue\n"
             "WeekKiezer.vue\n\nsrc/stores:\nmedewerkers.ts\nrooster.ts", description="Bestanden bekijken"),
        q.todos(t1),
        q.stop("Branch feature/diensten-ruilen staat klaar. RoosterWeek.vue tekent per medewerker een rij met "
               "DienstKaart-componenten; de diensten staan in de Pinia-store src/stores/rooster.ts. Takenlijst: "
               "sleep-logica, een ruilDienst-action en unit tests.", 21877),
        q.prompt(p2),
        q.edit("src/components/DienstKaart.vue", "<div class=\"dienst-kaart\">",
               "<div class=\"dienst-kaart\" draggable=\"true\" @dragstart=\"onDragStart\">"),
        q.edit("src/components/RoosterWeek.vue", "<MedewerkerRij v-for=\"m in medewerkers\" :key=\"m.id\" :medewerker=\"m\" />",
               "<MedewerkerRij v-for=\"m in medewerkers\" :key=\"m.id\" :medewerker=\"m\"\n"
               "  @dragover.prevent=\"onDragOver($event, m)\" @drop=\"onDrop($event, m)\" />"),
        q.edit("src/stores/rooster.ts", "  actions: {",
               "  actions: {\n    ruilDienst(dienstId: string, naarMedewerkerId: string) {\n      ...\n    },"),
        q.sh("npm run build", "> rooster-app@0.12.0 build\n> vue-tsc -b && vite build\n\nvite v5.4.10 building for production...\n"
             "✓ 214 modules transformed.\ndist/assets/index-Bx81kd2f.js   187.42 kB │ gzip: 61.03 kB\n✓ built in 3.12s",
             description="Build"),
        q.todos([("Sleep-logica in RoosterWeek.vue", "completed"), ("ruilDienst action in de store", "completed"),
                 ("Unit tests voor ruilDienst", "pending")], t1s),
        q.stop("Slepen werkt met native dragstart/dragover/drop op DienstKaart en MedewerkerRij, zonder extra "
               "library; ruilDienst in de store wisselt de medewerkers van twee diensten en bewaart de notities.", 38114),
        q.prompt(p3),
        q.write("src/components/BevestigRuilDialog.vue", "<script setup lang=\"ts\">\ndefineProps<{ van: Dienst; naar: Dienst }>()\n"
                "const emit = defineEmits(['bevestig', 'annuleer'])\n</script>\n\n<template>\n  <dialog open>...</dialog>\n</template>\n"),
        q.edit("src/components/RoosterWeek.vue", "function onDrop(e: DragEvent, m: Medewerker) {\n  store.ruilDienst(",
               "function onDrop(e: DragEvent, m: Medewerker) {\n  teRuilen.value = { dienstId: e.dataTransfer!.getData('text/plain'), naar: m.id }\n"
               "}\nfunction bevestig() {\n  store.ruilDienst("),
        q.todos(t2, {"Sleep-logica in RoosterWeek.vue": "completed", "ruilDienst action in de store": "completed",
                     "Unit tests voor ruilDienst": "pending"}),
        q.stop("Na het loslaten verschijnt nu een dialoog (src/components/BevestigRuilDialog.vue); pas na "
               "'Ruilen' wordt ruilDienst aangeroepen.", 44790),
        q.prompt(p4),
        q.sh("grep -n 'local' .gitignore", "5:*.local", description="Controleren of .env.local genegeerd wordt"),
        q.sh("printf 'SUPABASE_URL=https://rooster-test.supabase.co\\nSUPABASE_SERVICE_KEY=sbp_4e8f2a9c7b1d3e5f6a0b\\n' >> .env.local",
             "", description="Key in .env.local zetten"),
        q.sh("npx playwright test e2e/rooster.spec.ts", "Running 3 tests using 1 worker\n\n  ✓  1 e2e/rooster.spec.ts:8:3 › weekweergave laadt (1.4s)\n"
             "  ✓  2 e2e/rooster.spec.ts:19:3 › dienst toevoegen (2.0s)\n  ✓  3 e2e/rooster.spec.ts:33:3 › dienst slepen opent dialoog (2.6s)\n\n"
             "  3 passed (7.1s)", description="E2E-tests"),
        q.stop("De key staat in .env.local (genegeerd door git); de 3 e2e-tests tegen de testomgeving slagen.", 52310),
        q.compact("<state_snapshot>\n<overall_goal>Planners laten diensten ruilen door te slepen in de weekweergave "
                  "(rooster-app, Vue 3 + TS, Pinia).</overall_goal>\n<key_knowledge>Branch feature/diensten-ruilen. "
                  "Geen externe drag-and-drop library: native HTML5 drag events. Supabase-gegevens voor de "
                  "testomgeving staan in .env.local (niet committen).</key_knowledge>\n<file_system_state>"
                  "src/components/RoosterWeek.vue, src/components/DienstKaart.vue, src/stores/rooster.ts "
                  "(ruilDienst), src/components/BevestigRuilDialog.vue.</file_system_state>\n<current_plan>1. [DONE] "
                  "sleep-logica 2. [DONE] ruilDienst 3. [IN PROGRESS] bevestigingsdialoog 4. [TODO] Unit tests voor "
                  "ruilDienst</current_plan>\n</state_snapshot>"),
        q.prompt(p5),
        q.edit("src/stores/rooster.ts", "    ruilDienst(dienstId: string, naarMedewerkerId: string) {",
               "    magRuilen(dienstId: string, naarMedewerkerId: string): boolean {\n"
               "      const medewerker = useMedewerkersStore().byId(naarMedewerkerId)\n"
               "      return this.byId(dienstId)?.afdelingId === medewerker?.afdelingId\n    },\n"
               "    ruilDienst(dienstId: string, naarMedewerkerId: string) {\n"
               "      if (!this.magRuilen(dienstId, naarMedewerkerId)) throw new Error('Ruilen kan alleen binnen dezelfde afdeling')"),
        q.edit("src/components/RoosterWeek.vue", "function onDragOver(e: DragEvent, m: Medewerker) {",
               "function onDragOver(e: DragEvent, m: Medewerker) {\n  const dienst = gesleept.value\n"
               "  e.dataTransfer!.dropEffect = store.magRuilen(gesleept.value!.id, m.id) ? 'move' : 'none'"),
        q.sh("npx vitest run", " ✓ src/stores/medewerkers.spec.ts (6 tests) 9ms\n ✓ src/utils/tijd.spec.ts (11 tests) 5ms\n\n"
             " Test Files  2 passed (2)\n      Tests  17 passed (17)", description="Unit tests"),
        q.todos(t3, {"Sleep-logica in RoosterWeek.vue": "completed", "ruilDienst action in de store": "completed",
                     "Bevestigingsdialoog voor ruilen": "in_progress", "Unit tests voor ruilDienst": "pending"}),
        q.stop("Slepen naar een medewerker van een andere afdeling geeft nu dropEffect 'none' (not-allowed cursor), "
               "en ruilDienst weigert het ook in de store.", 31022),
        q.prompt(p6),
        q.sh("git add -A && git commit -m \"Diensten ruilen met slepen\"", "", 1, "Commit"),
        q.edit("src/components/RoosterWeek.vue", "  const dienst = gesleept.value\n", ""),
        q.sh("git add -A && git commit -m \"Diensten ruilen met slepen\"",
             "✔ Running tasks for staged files...\n[feature/diensten-ruilen 4c9a0e1] Diensten ruilen met slepen\n"
             " 6 files changed, 173 insertions(+), 8 deletions(-)", description="Commit"),
        q.sh("git push", "fatal: The current branch feature/diensten-ruilen has no upstream branch.\nTo push the current "
             "branch and set the remote as upstream, use\n\n    git push --set-upstream origin feature/diensten-ruilen\n",
             128, "Push"),
        q.sh("git push --set-upstream origin feature/diensten-ruilen",
             "branch 'feature/diensten-ruilen' set up to track 'origin/feature/diensten-ruilen'.", description="Push met upstream"),
        q.stop("De eerste commit werd door de eslint-hook geweigerd (ongebruikte variabele), opgelost. Commit "
               "4c9a0e1 staat op origin/feature/diensten-ruilen.", 36410),
        q.prompt(p7),
        q.edit("TODO.md", "- [ ] exporteren naar PDF\n",
               "- [ ] exporteren naar PDF\n- [x] diensten ruilen door slepen (alleen binnen dezelfde afdeling)\n"
               "- [ ] Unit tests voor ruilDienst\n"),
        q.stop("TODO.md bijgewerkt.", 37055),
        q.prompt(p8),
        q.sh("rm src/components/BevestigRuilDialog.vue", "", description="Dialoog verwijderen"),
        q.edit("src/components/RoosterWeek.vue", "import BevestigRuilDialog from './BevestigRuilDialog.vue'\n", ""),
        q.edit("src/components/RoosterWeek.vue", "  teRuilen.value = { dienstId: e.dataTransfer!.getData('text/plain'), naar: m.id }\n"
               "}\nfunction bevestig() {\n  store.ruilDienst(",
               "  store.ruilDienst(e.dataTransfer!.getData('text/plain'), m.id)\n  geschiedenis.push("),
        q.sh("npx vue-tsc --noEmit", tsc_out, 2, "Typecheck"),
        q.todos(t4, t3s),
        q.stop("De bevestigingsdialoog is weg (bestand verwijderd), ruilen gebeurt direct en is met Ctrl+Z "
               "terug te draaien; de afdelingscontrole blijft. vue-tsc geeft één fout: TS2345 in "
               "src/stores/rooster.ts:58 (naarId kan undefined zijn). Niet gecommit.", 42881),
        q.compact("<state_snapshot>\n<overall_goal>Diensten ruilen door slepen in de weekweergave (rooster-app)."
                  "</overall_goal>\n<key_knowledge>Branch feature/diensten-ruilen, gepusht met upstream (commit "
                  "4c9a0e1). Regels: native HTML5 drag events, geen library; ruilen alleen binnen dezelfde afdeling. "
                  "De bevestigingsdialoog is op verzoek van de gebruiker geschrapt: ruilen gebeurt direct, Ctrl+Z "
                  "maakt het ongedaan.</key_knowledge>\n<file_system_state>src/components/RoosterWeek.vue, "
                  "src/components/DienstKaart.vue, src/stores/rooster.ts, TODO.md.</file_system_state>\n"
                  "<current_plan>1. [IN PROGRESS] vue-tsc TS2345 in src/stores/rooster.ts:58 (string | undefined) "
                  "2. [TODO] Unit tests voor ruilDienst</current_plan>\n</state_snapshot>"),
        q.prompt(p9),
        q.stop("Prima. Open: TS2345 in src/stores/rooster.ts en de unit tests voor ruilDienst.", 12044),
    ]
    # The failed commit: Qwen reports it as PostToolUseFailure with the runner's text as the error.
    out = q.finish(ev)
    for name, payload in out:
        if name == "PostToolUseFailure" and payload["tool_input"]["command"].startswith("git add -A && git commit"):
            payload["error"] = eslint_fail
    session("nl-qwen-vue-rooster",
            "Dutch Qwen Code, Vue 3 + TS: shift swapping by native drag and drop, a department rule, a confirmation "
            "dialog added then dropped (file deleted), todo_write plus TODO.md, eslint pre-commit rejection, push "
            "without upstream, a Supabase key in prose, two automatic compactions, an open vue-tsc TS2345.",
            "qwen", R, q.common(), out)


nl_qwen_vue_rooster()
