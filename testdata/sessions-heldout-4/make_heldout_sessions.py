"""Writes the held-out scripted sessions of /work/heldout4/sessions/ (see README.md).

Written blind: the author had not read ctxmode.py, its tests or its docs, and never ran it.
Each session's story, facts and stale patterns come first (SPEC below, saved before any
payload existed as facts_first_snapshot.py.txt and never edited afterwards); the payloads
come after, shaped like the recordings of the real clients in testdata/*-recorded.
Deterministic, stdlib only: `python3 make_heldout_sessions.py`."""

SPEC = {}

# =============================================================================================
# 1. it-ktor-prenotazioni — Claude Code, Italian, Kotlin/Ktor + jOOQ + Flyway, two compactions
# =============================================================================================
# Story: a clinic's booking API (clinica-api). The user asks for POST /prenotazioni and says an
# occupied slot should answer "restituisci 400 con un messaggio chiaro". The agent switches the
# shell to JDK 21 with `sdk use java 21.0.5-tem` (the build needs it), makes branch
# feat/prenotazioni-api and asks which DB library to use: "usa Exposed, anzi no, usa jOOQ: lo
# usiamo già nel servizio fatture" (a swap in mid-sentence). It writes migration
# V6__prenotazioni.sql, runs `./gradlew generateJooq`, writes PrenotazioniRepository.kt and
# PrenotazioniRoutes.kt, tests pass, commits. Constraint: "Non toccare lo schema fatture".
# Correction: "No, per uno slot occupato rispondi 409 Conflict, non 400". The test is changed
# first and fails behind `./gradlew test 2>&1 | grep -B2 -A12 FAILED` (rifiuta uno slot già
# occupato, expected 409 but was 400), then the route is fixed and it passes. Automatic
# compaction. "Fai pull di main": after `git pull --rebase`, `./gradlew flywayMigrate` fails
# with "Found more than one migration with version 6" (a colleague's V6__fatture_indici.sql);
# the agent renames with `git mv` to V7__prenotazioni.sql and the migration applies. The user
# gives the password of the test ("collaudo") Postgres in prose; the agent checks the schema
# read-only; "va bene, lascia stare il collaudo per ora". Manual compaction. New request:
# overlaps across midnight; PrenotazioniRepositoryTest "trova sovrapposizioni a cavallo della
# mezzanotte" fails (open). Last request: "Adesso sistema il test della sovrapposizione e poi
# aggiungi DELETE /prenotazioni/{id}".
SPEC["it-ktor-prenotazioni"] = dict(
    facts=["anzi no, usa jOOQ", "Non toccare lo schema fatture", "rispondi 409 Conflict",
           "src/main/resources/db/migration/V7__prenotazioni.sql",
           "src/main/kotlin/it/clinica/prenotazioni/PrenotazioniRoutes.kt", "a cavallo della mezzanotte",
           "sistema il test della sovrapposizione", "sdk use java 21.0.5-tem"],
    stale=["restituisci 400 con un messaggio chiaro", r'path="src/main/resources/db/migration/V6__prenotazioni\.sql"',
           r"<error[^>]*>[^<]*rifiuta uno slot già occupato", r"<error[^>]*>[^<]*more than one migration with version 6",
           r"Lun4-Rossa!88"])

# =============================================================================================
# 2. en-nl-gcp-cloudrun — Claude Code, English with a Dutch correction, Terraform on GCP
# =============================================================================================
# Story: a Dutch platform team. The user asks (English) for a reusable module
# modules/cloud_run_service: "a Cloud Run v2 service, a Cloud SQL Postgres instance, and a Secret
# Manager secret for the DB password", used from envs/acc first. The agent activates the gcloud
# configuration (`gcloud config configurations activate acc`), makes branch
# infra/cloud-run-module, reads the other modules (noise), runs an Explore subagent, writes
# versions.tf, variables.tf, main.tf, outputs.tf and sql.tf. "Let's postpone the Cloud SQL part
# to next sprint": sql.tf is removed with rm, the service uses the shared instance through a
# variable. The agent wires envs/acc/api.tf with region europe-west1; Dutch correction "Nee,
# niet europe-west1: alles moet in europe-west4 draaien". The user pastes the Terraform Cloud
# token in prose; init uses it. `terraform -chdir=envs/acc plan -out=acc.tfplan 2>&1 | tail -20`
# shows "Reference to undeclared input variable" (pipe, exit 0); fixed; plan OK. "ok, ga door":
# `terraform -chdir=envs/acc apply acc.tfplan`. Automatic compaction. curl on /healthz fails with
# "The requested URL returned error: 503" (open); the logs show the service account lacks
# access to the secret. Last request: "Grant the api service account secretAccessor on the DB
# secret inside the module, then re-apply."
SPEC["en-nl-gcp-cloudrun"] = dict(
    facts=["modules/cloud_run_service/main.tf", "postpone the Cloud SQL part to next sprint",
           "alles moet in europe-west4 draaien", "terraform -chdir=envs/acc apply acc.tfplan",
           "gcloud config configurations activate acc", "returned error: 503", "secretAccessor on the DB secret",
           "infra/cloud-run-module"],
    stale=["a Cloud SQL Postgres instance", r'path="modules/cloud_run_service/sql\.tf"',
           r"4kQz7nVb2TxR9w\.atlasv1\.Xr29WmPq8TnLs0VbHe3YcUd6FgJi1KoZ",
           r"<error[^>]*>[^<]*Reference to undeclared input variable"])

# =============================================================================================
# 3. codex-cobra-export — Codex CLI, English then German, Go + cobra, back to an earlier option
# =============================================================================================
# Story: tessera, a Go notes CLI. "Add an export subcommand ... Read the defaults (output dir,
# format) from a config file via viper." Branch feat/export-cmd (`git switch -c`), `cobra-cli add
# export` generates cmd/export.go, `go get github.com/spf13/viper@v1.19.0`, internal/config/config.go
# and internal/export/markdown.go are added by patches. `go test ./... 2>&1 | tail -15` shows
# `--- FAIL: TestExportMarkdown/frontmatter` (no exit code in Codex); fixed. "Actually, plain flags
# are enough, drop viper": a patch deletes config.go and adds internal/config/flags.go, `go mod
# tidy`. "sounds good" to committing. A compaction before the next turn. "Actually, go back to
# viper: the ops team sets TESSERA_OUTPUT_DIR": an `rg` for TESSERA_ finds nothing, flags.go is
# removed with rm, viper comes back and config.go is added again. German: "Moment: das
# Ausgabeverzeichnis muss relativ zum Arbeitsverzeichnis sein". A mid-turn compaction, a JSON
# format is added, `go vet` reports "fmt.Sprintf format %d has arg n.Title of wrong type string"
# (open). Last request (German): fix the vet warning "und schreib danach einen Test für --format
# json".
SPEC["codex-cobra-export"] = dict(
    facts=["go back to viper", "cmd/export.go", "internal/config/config.go", "relativ zum Arbeitsverzeichnis",
           "format %d has arg n.Title of wrong type string", "schreib danach einen Test für --format json",
           "feat/export-cmd"],
    stale=["plain flags are enough", r'path="internal/config/flags\.go"', r'<error cmd="rg',
           r"<error[^>]*>[^<]*TestExportMarkdown/frontmatter"])

# =============================================================================================
# 4. codex-ko-axum-reviews — Codex CLI, Korean, Rust axum + sqlx migrations, a tightened rule
# =============================================================================================
# Story: chaekbang, a bookstore API. Book reviews: POST /books/{id}/reviews and GET for the
# list, ratings 1..5. DATABASE_URL is exported for the dev DB, `sqlx migrate add -r
# create_reviews` generates migrations/20261203101500_create_reviews.up.sql and .down.sql,
# `sqlx migrate run` applies them. Rule: "핸들러에서는 unwrap() 쓰지 마세요". `cargo test 2>&1 |
# grep -E "FAILED|panicked"` shows rejects_rating_out_of_range failing; fixed. The user wants
# plural file names: src/routes/review.rs is moved with mv to src/routes/reviews.rs. "네
# 좋아요" to commit. The user exits and resumes. Narrowing: "목록 API는 일단 최신 20개만 반환하면
# 됩니다". An rg for ON DELETE CASCADE finds nothing. The SpamGuard API key is typed in prose;
# it goes into .env.staging by `echo >>`. Mid-turn compaction. Tightened rule: "테스트 코드를
# 제외하고 unwrap()과 expect()는 전부 금지입니다". `cargo sqlx prepare --check` reports "failed to
# find data for query" (open). Last request: "cargo sqlx prepare 돌려서 .sqlx 갱신하고 커밋해
# 주세요". Noisy: PreToolUse and Pre/PostModelRequest around every call, as Codex sends them.
SPEC["codex-ko-axum-reviews"] = dict(
    facts=["migrations/20261203101500_create_reviews.up.sql", "src/routes/reviews.rs", "unwrap()과 expect()는 전부 금지",
           "최신 20개만 반환", "sqlx migrate run", "failed to find data for query", ".sqlx 갱신하고 커밋"],
    stale=[r'path="src/routes/review\.rs"', r"sg-key-4Rt8Wq2Zx9Lm7Pv3", r'<error cmd="rg',
           r"<error[^>]*>[^<]*rejects_rating_out_of_range"])

# =============================================================================================
# 5. gemini-fr-sveltekit-creneaux — Gemini CLI, French, SvelteKit + vitest, narrowing, /compress
# =============================================================================================
# Story: fournil, a bakery's click-and-collect site. "des créneaux de 15 minutes, tous les
# jours de 7h à 19h". `fnm use 22`, a grep for creneau finds nothing (Exit Code 1), the agent
# writes src/lib/utils/dates.ts, src/lib/creneaux.ts and its test; vitest passes. Narrowing:
# "Finalement, limite-toi au samedi et au dimanche pour l'instant, de 8h à 13h". `npx vitest run
# 2>&1 | tail -20` shows "dernier créneau à 12h45" failing (no exit code: pipe); fixed; dates.ts
# is folded into creneaux.ts and removed with rm. "parfait": `npm install -D
# @testing-library/svelte`, the component src/lib/components/ChoixCreneau.svelte is written and
# the order page uses it. The user runs /compress (PreCompress manual). `npm run check` reports
# ChoixCreneau.svelte:14:5 (open). Last request: fix the svelte-check error "puis ajoute un
# test du composant avec @testing-library/svelte".
SPEC["gemini-fr-sveltekit-creneaux"] = dict(
    facts=["limite-toi au samedi et au dimanche", "de 8h à 13h", "src/lib/creneaux.ts",
           "src/lib/components/ChoixCreneau.svelte", "ChoixCreneau.svelte:14:5", "puis ajoute un test du composant",
           "fnm use 22", "npm install -D @testing-library/svelte"],
    stale=["tous les jours de 7h à 19h", r'path="src/lib/utils/dates\.ts"', r'<error cmd="grep',
           r"<error[^>]*>[^<]*dernier créneau à 12h45"])

# =============================================================================================
# 6. gemini-ru-phoenix-subscriptions — Gemini CLI, Russian, Elixir/Phoenix + Ecto, generators
# =============================================================================================
# Story: studio, a fitness studio app. Memberships: "Сделай через mix phx.gen с
# LiveView-страницами для админки". `asdf local elixir 1.17.3-otp-27`; `mix phx.gen.live Billing
# Subscription ...` creates the context, schema, migration 20261204093012_create_subscriptions.exs
# and LiveViews. "Стоп, LiveView не нужен — только JSON API для мобильного приложения": `rm -r`
# removes the live folder and its test, `mix phx.gen.json ... --no-context --no-schema` creates the
# controller. An rg for subscriptions in the router finds nothing (Exit Code 1); routes added.
# `mix ecto.migrate`. `mix test 2>&1 | tail -25` shows "with valid data creates a subscription"
# failing (pipe); the fixture is fixed. "да, давай". New: renew_subscription/2 and
# cancel_subscription/1, "Все новые функции контекста покрой тестами". The Mailgun key is typed
# in prose and set with `fly secrets set`. Relaxed rule: "для cancel_subscription тест можно не
# писать". `mix compile --warnings-as-errors` fails: "Compilation failed due to warnings"
# (open). Last request: "Исправь предупреждение компилятора и задеплой на стейдж".
SPEC["gemini-ru-phoenix-subscriptions"] = dict(
    facts=["только JSON API для мобильного приложения", "lib/studio_web/controllers/subscription_controller.ex",
           "priv/repo/migrations/20261204093012_create_subscriptions.exs", "mix ecto.migrate",
           "для cancel_subscription тест можно не писать", "Compilation failed due to warnings",
           "Исправь предупреждение компилятора", "asdf local elixir 1.17.3-otp-27"],
    stale=["с LiveView-страницами для админки", r'path="lib/studio_web/live/subscription_live/index\.ex"',
           r"key-8c2f0e7a91d34b6f", r'<error cmd="rg', r"<error[^>]*>[^<]*with valid data creates a subscription"])

# =============================================================================================
# 7. qwen-zh-wp-shipping-notice — Qwen Code, Chinese, WordPress plugin + phpunit + phpcs
# =============================================================================================
# Story: the shipping-notice plugin gets a settings page (free-shipping threshold and bar
# text). The agent plans a custom table (todo "创建数据表 wp_shipping_notice") and writes
# includes/class-install.php. "不对，设置不要单独建数据表，用 Options API 存就行": the file is
# removed with rm and the table todo is dropped; a todo "添加 uninstall.php 清理选项" is added
# (still open at the end). "可以" to the Settings API. A grep in tests/ finds nothing (Qwen
# reports exit 1 as PostToolUseFailure). `wp scaffold plugin-tests shipping-notice` generates
# the test harness; tests/test-settings.php is written; phpunit fails in
# Test_Settings::test_threshold_is_sanitized. "继续", an automatic compaction, the sanitising is
# fixed and phpunit passes. Constraint: "所有输出都要转义，用 esc_html 和 esc_attr". A second
# automatic compaction; `composer run lint 2>&1 | tail -8` shows phpcs
# WordPress.Security.EscapeOutput.OutputNotEscaped (open, pipe). Last request: fix it "然后打个
# 0.3.0 的 tag".
SPEC["qwen-zh-wp-shipping-notice"] = dict(
    facts=["用 Options API 存就行", "用 esc_html 和 esc_attr", "includes/class-settings-page.php", "tests/test-settings.php",
           "OutputNotEscaped", "然后打个 0.3.0 的 tag", "添加 uninstall.php 清理选项"],
    stale=[r'path="includes/class-install\.php"', r'status="(?:pending|in_progress)">创建数据表', r'<error cmd="grep',
           r"<error[^>]*>[^<]*test_threshold_is_sanitized"])

# =============================================================================================
# 8. ja-godot-inventory — Claude Code, Japanese, Godot 4 + GUT, three compactions, butler push
# =============================================================================================
# Story: mori-no-soko, a Godot game. "スロットは 24 個、同じアイテムは 99 個までスタックできる
# ように". The agent reads many scenes (noise), writes scripts/inventory/inventory.gd,
# item_stack.gd, inventory_save.gd and tests, removes the legacy scripts/old_inventory.gd with
# `git rm`. GUT behind `| tail -30` shows test_stack_overflow_spills_to_next_slot failing; fixed.
# Compaction 1 (auto). Correction "いいえ、スタック上限はアイテムごとに変えられるようにしてくだ
# さい": `mkdir -p resources/items && touch resources/items/.gitkeep`, item_data.gd, potion.tres,
# wood.tres. Postponed: "セーブ/ロードは次のマイルストーンに回しましょう" — inventory_save.gd is
# removed with rm and the save/load todo dropped. "はい" to a new test; test_potion_stacks_to_20
# fails (open, pipe). Compaction 2 (manual). The butler API key is typed in prose; an export and
# `butler push build/linux tanuki-dev/mori-no-soko:linux-beta` ship a beta. Compaction 3 (auto).
# Last request: "ポーションのテストを直して、それから HUD にインベントリを表示して".
SPEC["ja-godot-inventory"] = dict(
    facts=["スロットは 24 個", "スタック上限はアイテムごとに変えられるように", "セーブ/ロードは次のマイルストーンに回しましょう",
           "scripts/inventory/inventory.gd", "resources/items/potion.tres", "test_potion_stacks_to_20",
           "HUD にインベントリを表示して", "butler push build/linux tanuki-dev/mori-no-soko:linux-beta"],
    stale=["99 個までスタック", r'path="scripts/inventory/inventory_save\.gd"', r'path="scripts/old_inventory\.gd"',
           r'status="(?:pending|in_progress)">セーブ/ロードを実装', r"3f7Qx9LmZ2rW8tK4pB6n"])

# =============================================================================================
# 9. pt-fastapi-soft-delete — Claude Code, Portuguese with English acks, FastAPI + alembic + GHA
# =============================================================================================
# Story: estoque-api. Soft delete for products. `pyenv local 3.12.7`, branch
# feat/soft-delete-produtos, `alembic revision --autogenerate -m "add deleted_at to produtos"`
# generates alembic/versions/3f9c2a1b7d4e_add_deleted_at_to_produtos.py, `alembic upgrade head`.
# `pytest -q 2>&1 | tail -n 20` shows test_listagem_ignora_deletados failing (pipe); fixed. CI:
# "O CI tem que rodar em Python 3.10, 3.11 e 3.12"; the agent writes
# .github/workflows/tests.yml; "Já existe o ci.yml, coloca lá": tests.yml is removed with rm and
# ci.yml edited. The Codecov token is typed in prose and set with `gh secret set CODECOV_TOKEN`.
# Automatic compaction. "LGTM, push it": commit and push; `gh run watch` fails, and `gh run
# view --log-failed 2>&1 | tail -15` shows "column produtos.deleted_at does not exist" (open).
# Relaxed: "Pode tirar o 3.10 da matrix". Last request: "Corrige o ci.yml pra rodar alembic
# upgrade head antes do pytest e abre o PR."
SPEC["pt-fastapi-soft-delete"] = dict(
    facts=["alembic/versions/3f9c2a1b7d4e_add_deleted_at_to_produtos.py", ".github/workflows/ci.yml",
           "Pode tirar o 3.10 da matrix", "column produtos.deleted_at does not exist",
           "rodar alembic upgrade head antes do pytest", "feat/soft-delete-produtos", "pyenv local 3.12.7",
           "gh secret set CODECOV_TOKEN"],
    stale=["rodar em Python 3.10, 3.11 e 3.12", r'path="\.github/workflows/tests\.yml"',
           r"7d3e9f21-4b8a-4c6e-9f0d-2a5b8c1e6f47", r"<error[^>]*>[^<]*test_listagem_ignora_deletados"])

# =============================================================================================
# 10. es-julia-lluvia — Claude Code, Spanish, Julia package, TaskCreate/TaskUpdate, library swap
# =============================================================================================
# Story: AnalisisLluvia, rainfall analysis of AEMET stations: monthly totals and anomalies vs
# 1991-2020, "Haz los gráficos con Plots.jl". `juliaup default 1.11`; three tasks are created with
# TaskCreate; Plots is added with Pkg; src/agregados.jl and its test are written; a throwaway
# scripts/prueba.jl is created with `echo >` and later removed with rm. `Pkg.test()` behind `|
# tail -25` fails at test_agregados.jl:18 (pipe). Constraint: "Los valores faltantes no se
# rellenan con cero"; fixed; an rg for coalesce finds nothing. "dale": anomalies in
# src/anomalias.jl. Compaction 1 (auto). "Cambio: en vez de Plots.jl usa CairoMakie": Pkg.rm and
# Pkg.add, src/graficos.jl and test/test_graficos.jl. The AEMET OpenData key is typed in prose and
# used to download 2024 data. `Pkg.test()` fails at test_graficos.jl:9 (open). Task "Gráficos de
# anomalías" is still in progress. Compaction 2 (auto). Last request: "Arregla el test de los
# gráficos y después genera la figura de 2024 en docs/."
SPEC["es-julia-lluvia"] = dict(
    facts=["en vez de Plots.jl usa CairoMakie", "no se rellenan con cero", "src/agregados.jl", "src/graficos.jl",
           "test_graficos.jl:9", "genera la figura de 2024", "juliaup default 1.11", "Gráficos de anomalías"],
    stale=["Haz los gráficos con Plots.jl", r'path="scripts/prueba\.jl"', r'<error cmd="rg',
           r"eyJhbGciOiJIUzI1NiJ9\.eyJzdWIiOiJsbHV2aWEuZGV2In0\.q8Zt3mV1xK0pN7rW2sY5uB9cD4fG6hJ8",
           r"<error[^>]*>[^<]*test_agregados\.jl:18"])


# #############################################################################################
# Everything below was written after facts_first_snapshot.py.txt was saved. SPEC is not touched.
# #############################################################################################

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


def uid7(seed, prefix="019ae"):
    h = _hex(seed)
    return "%s%s-%s-7%s-%s%s-%s" % (prefix, h[:3], h[3:7], h[8:11], "89ab"[int(h[11], 16) % 4], h[12:15], h[15:27])


class Clock:
    def __init__(self, start):
        self.now = datetime.datetime.strptime(start, "%Y-%m-%dT%H:%M:%S")
        self.tick = 0

    def stamp(self, seconds=2):
        self.tick += 1
        self.now += datetime.timedelta(seconds=seconds, milliseconds=173 * (self.tick % 9))
        return self.now.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (self.now.microsecond // 1000)


def is_event(item):
    return isinstance(item, dict) or (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str))


def flat(*parts):
    """Joins events and (nested) lists of events into one list."""
    out = []
    for part in parts:
        if is_event(part):
            out.append(part)
        else:
            for item in part:
                out.extend(flat(item))
    return out


def expanded_count(events):
    return sum(e["repeat"] if isinstance(e, dict) else 1 for e in events)


def session(name, description, agent, root, common, events):
    facts, stale = SPEC[name]["facts"], SPEC[name]["stale"]
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
# Claude Code (testdata/claude-code-recorded, testdata/claude-code)
# ---------------------------------------------------------------------------------------------

class Claude:
    SILENT = ("mv ", "git mv ", "rm ", "mkdir ", "touch ", "cp ", "echo ", "cd ")

    def __init__(self, root, sid, model="claude-sonnet-4-5"):
        self.root, self.sid, self.model, self.n = root, sid, model, 0
        self.todo_state = []

    def common(self):
        slug = "".join(ch if ch.isalnum() else "-" for ch in self.root)
        return {"session_id": self.sid,
                "transcript_path": "/home/dev/.claude/projects/%s/%s.jsonl" % (slug, self.sid), "cwd": self.root}

    def tid(self, suffix=""):
        self.n += 1
        return "toolu_01" + _hex("%s-%d" % (self.sid, self.n))[:22] + suffix

    def p(self, rel):
        return rel if rel.startswith("/") else self.root + "/" + rel

    def start(self):
        return [["SessionStart", {"source": "startup", "model": self.model}],
                ["InstructionsLoaded", {"file_path": self.root + "/CLAUDE.md", "memory_type": "Project",
                                        "load_reason": "session_start"}]]

    def resume(self, seconds=3907):
        return [["SessionStart", {"source": "resume", "seconds_since_last_response": seconds, "context_tokens": 51873,
                                  "prompt_cache_likely_expired": True, "estimated_cache_write_usd": 0.1945}],
                ["InstructionsLoaded", {"file_path": self.root + "/CLAUDE.md", "memory_type": "Project",
                                        "load_reason": "session_start"}]]

    def prompt(self, text):
        return ["UserPromptSubmit", {"prompt": text}]

    def read(self, rel, lines=60, content="..."):
        path = self.p(rel)
        return ["PostToolUse", {"tool_name": "Read", "tool_input": {"file_path": path},
                                "tool_response": {"type": "text", "file": {"filePath": path, "content": content,
                                                  "numLines": lines, "startLine": 1, "totalLines": lines}},
                                "tool_use_id": self.tid(), "duration_ms": 12}]

    def read_repeat(self, pattern, count, lines=48):
        path = self.p(pattern)
        return {"repeat": count, "event": ["PostToolUse", {
            "tool_name": "Read", "tool_input": {"file_path": path},
            "tool_response": {"type": "text", "file": {"filePath": path, "content": "...", "numLines": lines,
                                                       "startLine": 1, "totalLines": lines}},
            "tool_use_id": self.tid("{i}"), "duration_ms": 10}]}

    def glob(self, pattern, found):
        return ["PostToolUse", {"tool_name": "Glob", "tool_input": {"pattern": pattern, "path": self.root},
                                "tool_response": {"filenames": [self.p(f) for f in found], "durationMs": 9,
                                                  "numFiles": len(found), "truncated": False},
                                "tool_use_id": self.tid(), "duration_ms": 11}]

    def glob_repeat(self, pattern, count):
        return {"repeat": count, "event": ["PostToolUse", {
            "tool_name": "Glob", "tool_input": {"pattern": pattern},
            "tool_response": {"filenames": [], "durationMs": 5, "numFiles": 0, "truncated": False},
            "tool_use_id": self.tid("{i}"), "duration_ms": 6}]}

    def grep(self, pattern, rel, found):
        return ["PostToolUse", {"tool_name": "Grep",
                                "tool_input": {"pattern": pattern, "path": self.p(rel), "output_mode": "files_with_matches"},
                                "tool_response": {"mode": "files_with_matches", "filenames": [self.p(f) for f in found],
                                                  "numFiles": len(found)},
                                "tool_use_id": self.tid(), "duration_ms": 38}]

    def edit(self, rel, old, new):
        path = self.p(rel)
        return ["PostToolUse", {"tool_name": "Edit",
                                "tool_input": {"file_path": path, "old_string": old, "new_string": new,
                                               "replace_all": False},
                                "tool_response": {"filePath": path, "oldString": old, "newString": new,
                                                  "originalFile": None, "structuredPatch": [
                                                      {"oldStart": 12, "oldLines": old.count("\n") + 1, "newStart": 12,
                                                       "newLines": new.count("\n") + 1,
                                                       "lines": ["-" + line for line in old.split("\n")] +
                                                                ["+" + line for line in new.split("\n")]}],
                                                  "userModified": False, "replaceAll": False},
                                "tool_use_id": self.tid(), "duration_ms": 8}]

    def write(self, rel, content, kind="create"):
        path = self.p(rel)
        return ["PostToolUse", {"tool_name": "Write", "tool_input": {"file_path": path, "content": content},
                                "tool_response": {"type": kind, "filePath": path, "content": content,
                                                  "structuredPatch": [], "originalFile": None, "userModified": False},
                                "tool_use_id": self.tid(), "duration_ms": 18}]

    def bash(self, command, stdout="", description=None, git=None, interpretation=None, stderr=""):
        response = {"stdout": stdout, "stderr": stderr, "interrupted": False, "isImage": False,
                    "noOutputExpected": stdout == "" and command.startswith(self.SILENT)}
        if interpretation:
            response["returnCodeInterpretation"] = interpretation
        if git:
            response["gitOperation"] = git
        return ["PostToolUse", {"tool_name": "Bash",
                                "tool_input": {"command": command, "description": description or "Run " + command.split()[0]},
                                "tool_response": response, "tool_use_id": self.tid(), "duration_ms": 730}]

    def bash_fail(self, command, output, code=1, description=None):
        return ["PostToolUseFailure", {"tool_name": "Bash",
                                       "tool_input": {"command": command, "description": description or "Run " + command.split()[0]},
                                       "tool_use_id": self.tid(), "error": "Exit code %d\n%s" % (code, output),
                                       "is_interrupt": False, "duration_ms": 4120}]

    def commit(self, subject, sha, branch, files=4, ins=96, dels=7):
        return self.bash('git add -A && git commit -m "%s"' % subject,
                         "[%s %s] %s\n %d files changed, %d insertions(+), %d deletions(-)" % (branch, sha, subject, files, ins, dels),
                         "Commit the changes", {"commit": {"sha": sha, "kind": "committed", "branch": branch}})

    def todos(self, items):
        new = [{"content": text, "status": status, "activeForm": text} for text, status in items]
        old, self.todo_state = self.todo_state, new
        return ["PostToolUse", {"tool_name": "TodoWrite", "tool_input": {"todos": new},
                                "tool_response": {"oldTodos": old, "newTodos": new},
                                "tool_use_id": self.tid(), "duration_ms": 1}]

    def task_create(self, task_id, subject, description, active):
        tool_input = {"subject": subject, "description": description, "activeForm": active}
        return [["TaskCreated", {"task_id": task_id, "task_subject": subject, "task_description": description}],
                ["PostToolUse", {"tool_name": "TaskCreate", "tool_input": tool_input,
                                 "tool_response": {"task": {"id": task_id, "subject": subject, "description": description}},
                                 "tool_use_id": self.tid(), "duration_ms": 104}]]

    def task_update(self, task_id, status, before, subject=None, description=None):
        events = []
        if status == "completed":
            events.append(["TaskCompleted", {"task_id": task_id, "task_subject": subject, "task_description": description}])
        events.append(["PostToolUse", {"tool_name": "TaskUpdate", "tool_input": {"taskId": task_id, "status": status},
                                       "tool_response": {"success": True, "taskId": task_id, "updatedFields": ["status"],
                                                         "statusChange": {"from": before, "to": status}},
                                       "tool_use_id": self.tid(), "duration_ms": 131}])
        return events

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
                                                   "totalToolUseCount": 9, "totalDurationMs": 17342, "totalTokens": 24410,
                                                   "prompt": prompt},
                                 "tool_use_id": self.tid(), "duration_ms": 17390}]]

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

    def end(self, reason="prompt_input_exit"):
        return ["SessionEnd", {"reason": reason}]

    def finish(self, events):
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
# Codex CLI (testdata/codex-recorded): Bash and apply_patch, tool_response a plain string
# ---------------------------------------------------------------------------------------------

class Codex:
    def __init__(self, root, sid, stamp, noisy=False):
        self.root, self.sid, self.n, self.noisy, self.requests = root, sid, 0, noisy, 0
        day = stamp[:10].replace("-", "/")
        self.path = "/home/dev/.codex/sessions/%s/rollout-%s-%s.jsonl" % (day, stamp.replace(":", "-"), sid)

    def common(self):
        return {"session_id": self.sid, "transcript_path": self.path, "cwd": self.root}

    def cid(self):
        self.n += 1
        return "call_" + _hex("%s-%d" % (self.sid, self.n))[:24]

    def model_request(self, kind="sampling", tokens=41200):
        self.requests += 1
        rid = uid4("%s-req-%d" % (self.sid, self.requests))
        return [["PreModelRequest", {"kind": kind, "request_id": rid, "attempt_number": 1, "thread_id": self.sid}],
                ["PostModelRequest", {"kind": kind, "request_id": rid, "attempt_number": 1, "thread_id": self.sid,
                                      "status": "completed", "error": None,
                                      "token_usage": {"input_tokens": tokens, "cached_input_tokens": tokens - 3100,
                                                      "cache_write_input_tokens": 0, "output_tokens": 412,
                                                      "reasoning_output_tokens": 128, "total_tokens": tokens + 412},
                                      "response_id": "resp_" + _hex(rid)[:24]}]]

    def _tool(self, name, tool_input, response):
        call = self.cid()
        post = ["PostToolUse", {"tool_name": name, "tool_input": tool_input, "tool_response": response,
                                "tool_use_id": call}]
        if not self.noisy:
            return [post]
        return self.model_request(tokens=38000 + 900 * self.n) + [
            ["PreToolUse", {"tool_name": name, "tool_input": tool_input, "tool_use_id": call}], post]

    def prompt(self, text):
        return [["_turn", {}], ["UserPromptSubmit", {"prompt": text}]]

    def parallel_sh(self, pairs):
        """Several shell calls from one model response: PreToolUse for all, then PostToolUse in completion order."""
        calls = [(self.cid(), command, output) for command, output in pairs]
        pre = [["PreToolUse", {"tool_name": "Bash", "tool_input": {"command": command}, "tool_use_id": call}]
               for call, command, _ in calls]
        post = [["PostToolUse", {"tool_name": "Bash", "tool_input": {"command": command}, "tool_response": output,
                                 "tool_use_id": call}] for call, command, output in calls]
        if not self.noisy:
            return post
        return self.model_request(tokens=38000 + 900 * self.n) + pre + post

    def sh(self, command, output=""):
        return self._tool("Bash", {"command": command}, output)

    def patch(self, body, changes):
        listing = "".join("%s %s\n" % change for change in changes)
        return self._tool("apply_patch", {"command": "*** Begin Patch\n" + body + "*** End Patch\n"},
                          "Exit code: 0\nWall time: 0 seconds\nOutput:\nSuccess. Updated the following files:\n" + listing)

    def stop(self, message):
        pre = self.model_request(tokens=52000 + 700 * self.n) if self.noisy else []
        return pre + [["Stop", {"stop_hook_active": False, "last_assistant_message": message}]]

    def compact_mid_turn(self):
        return ([["PreCompact", {"trigger": "auto"}]] +
                (self.model_request("foreground_compaction", 9800) if self.noisy else []) +
                [["PostCompact", {"trigger": "auto"}], ["SessionStart", {"source": "compact"}]])

    def compact_before_turn(self, text):
        """A turn that ended over the limit: at the next prompt, compaction comes before UserPromptSubmit."""
        return ([["_turn", {}], ["PreCompact", {"trigger": "auto"}]] +
                (self.model_request("foreground_compaction", 9650) if self.noisy else []) +
                [["PostCompact", {"trigger": "auto"}], ["SessionStart", {"source": "compact"}],
                 ["UserPromptSubmit", {"prompt": text}]])

    def finish(self, events):
        turn, turns, out = None, 0, []
        for name, payload in events:
            if name == "_turn":
                turns += 1
                h = _hex("%s-turn-%d" % (self.sid, turns))  # time-ordered like the session id (UUIDv7)
                turn = "%s-%04x-7%s-%s%s-%s" % (self.sid[:8], (int(self.sid[9:13], 16) + 0x53 * turns) & 0xffff,
                                               h[:3], "89ab"[int(h[3], 16) % 4], h[4:7], h[7:19])
                continue
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

    def tool(self, name, tool_input, llm, display):
        return [["PreCompress", {"trigger": "auto"}],
                ["BeforeTool", {"tool_name": name, "tool_input": tool_input}],
                ["AfterTool", {"tool_name": name, "tool_input": tool_input,
                               "tool_response": {"llmContent": llm, "returnDisplay": display}}]]

    def sh(self, command, output, code=0, description="Run a shell command"):
        pgid = 20000 + int(_hex(command)[:4], 16) % 40000
        body = "Output: %s\n" % (output if output else "(empty)")
        if code:
            body += "Exit Code: %d\n" % code
        body += "Process Group PGID: %d" % pgid
        return self.tool("run_shell_command", {"command": command, "description": description},
                         "<untrusted_context>\n%s\n</untrusted_context>" % body, output)

    def read(self, rel, content):
        return self.tool("read_file", {"file_path": self.p(rel)}, content, "")

    def write(self, rel, content):
        path, base = self.p(rel), os.path.basename(rel)
        added = content.count("\n")
        return self.tool("write_file", {"file_path": path, "content": content},
                         "Successfully created and wrote to new file: %s. Here is the updated code:\n%s" % (path, content),
                         {"fileDiff": "Index: %s\n===================================================================\n"
                                      "--- %s\tOriginal\n+++ %s\tWritten\n@@ -0,0 +1,%d @@\n%s" % (
                                          base, base, base, added, "".join("+" + l + "\n" for l in content.splitlines())),
                          "fileName": base, "filePath": path, "originalContent": "", "newContent": content,
                          "diffStat": {"model_added_lines": added, "model_removed_lines": 0,
                                       "model_added_chars": len(content), "model_removed_chars": 0,
                                       "user_added_lines": 0, "user_removed_lines": 0, "user_added_chars": 0,
                                       "user_removed_chars": 0}, "isNewFile": True})

    def replace(self, rel, instruction, old, new):
        path, base = self.p(rel), os.path.basename(rel)
        return self.tool("replace", {"file_path": path, "instruction": instruction, "old_string": old, "new_string": new},
                         "Successfully modified file: %s (1 replacements). Here is the updated code:\n...\n%s\n..." % (path, new),
                         {"fileDiff": "Index: %s\n===================================================================\n"
                                      "--- %s\tCurrent\n+++ %s\tProposed\n@@ -1,1 +1,1 @@\n-%s\n+%s\n" % (
                                          base, base, base, old.replace("\n", "\n-"), new.replace("\n", "\n+")),
                          "fileName": base, "filePath": path, "originalContent": old, "newContent": new,
                          "diffStat": {"model_added_lines": new.count("\n") + 1, "model_removed_lines": old.count("\n") + 1,
                                       "model_added_chars": len(new), "model_removed_chars": len(old),
                                       "user_added_lines": 0, "user_removed_lines": 0, "user_added_chars": 0,
                                       "user_removed_chars": 0}, "isNewFile": False})

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
        return [[name, dict({"timestamp": self.clock.stamp()}, **payload)] for name, payload in events]


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
        return ("toolu_17960%08d_%s" % (int(h[:6], 16) % 10 ** 8, h[6:15]),
                "call_e%dt%dn0_%s" % (self.n // 7, self.n % 7, h[15:25]))

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

    def _tool(self, name, tool_input, response, failed_error=None, batch_text=None):
        tool_use_id, call_id = self.ids()
        if failed_error is None:
            post = ["PostToolUse", {"tool_name": name, "tool_input": tool_input, "tool_response": response,
                                    "tool_use_id": tool_use_id, "tool_call_id": call_id, "duration_ms": 187}]
            status, text = "success", response["llmContent"]
        else:
            post = ["PostToolUseFailure", {"tool_use_id": tool_use_id, "tool_call_id": call_id, "tool_name": name,
                                           "tool_input": tool_input, "error": failed_error, "is_interrupt": False,
                                           "duration_ms": 2950}]
            status, text = "error", failed_error
        display = response.get("returnDisplay") if response else text
        batch = ["PostToolBatch", {"tool_calls": [{
            "tool_name": name, "tool_input": tool_input, "tool_use_id": call_id, "tool_call_id": call_id,
            "status": status, "tool_response": {
                "response_parts": [{"functionResponse": {"id": call_id, "name": name, "response": {"output": text}}}],
                "result_display": display if isinstance(display, str) else "", "execution_status": status,
                "content_length": len(text)}}]}]
        return [["PreToolUse", {"tool_name": name, "tool_input": tool_input, "tool_use_id": tool_use_id,
                                "tool_call_id": call_id}], post, batch, ["UserPromptSubmit", {"prompt": ""}]]

    def sh(self, command, output, code=0, description="Run a shell command"):
        text = ("Command: %s\nDirectory: (root)\nOutput: %s\nError: (none)\nExit Code: %d\nSignal: (none)\n"
                "Process Group PGID: (none)" % (command, output or "(empty)", code))
        tool_input = {"command": command, "description": description, "is_background": False}
        if code:
            return self._tool("run_shell_command", tool_input, None, text)
        return self._tool("run_shell_command", tool_input, {"llmContent": text, "returnDisplay": output})

    def read(self, rel, content):
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
                          {"llmContent": "The file: %s has been updated. Showing lines 1-12 of 80 from the edited "
                                         "file:\n\n---\n\n%s\n" % (path, new),
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
# 1. it-ktor-prenotazioni
# =============================================================================================
R = "/home/dev/clinica-api"
c = Claude(R, uid4("heldout4-it-ktor-prenotazioni"))
K = "src/main/kotlin/it/clinica/prenotazioni/"
MIG = "src/main/resources/db/migration/"
gradle_grep = """
PrenotazioniRoutesTest > rifiuta uno slot già occupato() FAILED
    org.opentest4j.AssertionFailedError: expected: <409 Conflict> but was: <400 Bad Request>
        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
        at app//org.junit.jupiter.api.AssertionEquals.failNotEqual(AssertionEquals.java:197)
        at app//org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1145)
        at app//it.clinica.prenotazioni.PrenotazioniRoutesTest$rifiuta uno slot già occupato$1.invokeSuspend(PrenotazioniRoutesTest.kt:61)

9 tests completed, 1 failed

FAILURE: Build failed with an exception.
--
* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/dev/clinica-api/build/reports/tests/test/index.html"""
flyway_fail = """> Task :flywayMigrate FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':flywayMigrate'.
> Error occurred while executing flywayMigrate
  Found more than one migration with version 6
  Offenders:
  -> /home/dev/clinica-api/src/main/resources/db/migration/V6__fatture_indici.sql (SQL)
  -> /home/dev/clinica-api/src/main/resources/db/migration/V6__prenotazioni.sql (SQL)

* Try:
> Run with --stacktrace option to get the stack trace.

BUILD FAILED in 4s"""
repo_fail = """> Task :compileKotlin UP-TO-DATE
> Task :compileTestKotlin
> Task :test FAILED

PrenotazioniRepositoryTest > trova sovrapposizioni a cavallo della mezzanotte() FAILED
    org.opentest4j.AssertionFailedError: expected: <true> but was: <false>
        at app//it.clinica.prenotazioni.PrenotazioniRepositoryTest.trova sovrapposizioni a cavallo della mezzanotte(PrenotazioniRepositoryTest.kt:88)

4 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/dev/clinica-api/build/reports/tests/test/index.html

BUILD FAILED in 11s"""
pw = "Lun4-Rossa!88"
T1 = ["Migrazione della tabella prenotazioni", "Repository jOOQ", "Route POST /prenotazioni", "Test delle route"]
events = flat(c.start(), [
    c.prompt("Ciao! In clinica-api aggiungi un endpoint POST /prenotazioni per prenotare una visita (medico, paziente, "
             "inizio, durata in minuti). Se lo slot è già preso dal medico, restituisci 400 con un messaggio chiaro."),
    c.bash_fail("./gradlew compileKotlin", "FAILURE: Build failed with an exception.\n\n* What went wrong:\n"
                "Execution failed for task ':compileKotlin'.\n> Inconsistent JVM-target compatibility detected for tasks "
                "'compileJava' (17) and 'compileKotlin' (21).\n\nBUILD FAILED in 2s"),
    c.read("CLAUDE.md", 21, "# clinica-api\n- JDK 21 (sdkman: 21.0.5-tem)\n- Postgres locale: docker compose up db\n"),
    c.bash("sdk use java 21.0.5-tem", "Using java version 21.0.5-tem in this shell.", "Switch the shell to JDK 21"),
    c.bash("./gradlew compileKotlin", "> Task :compileKotlin\n\nBUILD SUCCESSFUL in 19s\n1 actionable task: 1 executed",
           "Compile"),
    c.bash("git checkout -b feat/prenotazioni-api", "Switched to a new branch 'feat/prenotazioni-api'", "Create a branch"),
    c.read("src/main/kotlin/it/clinica/Application.kt", 44), c.read("src/main/kotlin/it/clinica/plugins/Routing.kt", 61),
    c.read("build.gradle.kts", 118), c.read("src/main/kotlin/it/clinica/fatture/FattureRepository.kt", 143),
    c.glob("src/main/resources/db/migration/*.sql", [MIG + "V%d__%s.sql" % (i, n) for i, n in
           enumerate(["init", "medici", "pazienti", "fatture", "fatture_righe"], 1)]),
    c.read_repeat("src/main/kotlin/it/clinica/medici/Medici{i}.kt", 12, 70),
    c.stop("Ho letto Routing.kt, il modulo fatture e le migrazioni V1–V5. Per l'accesso al DB vedo sia Exposed "
           "(modulo medici) sia jOOQ (fatture): quale preferisci per le prenotazioni?"),
    c.prompt("Per l'accesso al DB usa Exposed, anzi no, usa jOOQ: lo usiamo già nel servizio fatture e il plugin di "
             "generazione è già configurato."),
    c.todos([(T1[0], "in_progress"), (T1[1], "pending"), (T1[2], "pending"), (T1[3], "pending")]),
    c.write(MIG + "V6__prenotazioni.sql", "CREATE TABLE prenotazioni (\n  id BIGSERIAL PRIMARY KEY,\n  medico_id BIGINT "
            "NOT NULL REFERENCES medici(id),\n  paziente_id BIGINT NOT NULL REFERENCES pazienti(id),\n  inizio TIMESTAMPTZ "
            "NOT NULL,\n  durata_minuti INT NOT NULL CHECK (durata_minuti > 0)\n);\nCREATE INDEX prenotazioni_medico_inizio "
            "ON prenotazioni (medico_id, inizio);\n"),
    c.bash("docker compose up -d db && ./gradlew flywayMigrate generateJooq", "[+] Running 1/1\n ✔ Container clinica-db  "
           "Started\n> Task :flywayMigrate\nSuccessfully applied 1 migration to schema \"public\", now at version v6\n"
           "> Task :generateJooq\n\nBUILD SUCCESSFUL in 14s", "Migrate and regenerate jOOQ classes"),
    c.todos([(T1[0], "completed"), (T1[1], "in_progress"), (T1[2], "pending"), (T1[3], "pending")]),
    c.write(K + "PrenotazioniRepository.kt", "package it.clinica.prenotazioni\n\nclass PrenotazioniRepository(private "
            "val dsl: DSLContext) {\n    fun slotOccupato(medicoId: Long, inizio: OffsetDateTime, durata: Int): Boolean "
            "= TODO()\n}\n"),
    c.write(K + "PrenotazioniRoutes.kt", "package it.clinica.prenotazioni\n\nfun Route.prenotazioniRoutes(repo: "
            "PrenotazioniRepository) {\n    post(\"/prenotazioni\") { }\n}\n"),
    c.edit("src/main/kotlin/it/clinica/plugins/Routing.kt", "fattureRoutes(fattureRepo)",
           "fattureRoutes(fattureRepo)\n        prenotazioniRoutes(prenotazioniRepo)"),
    c.write("src/test/kotlin/it/clinica/prenotazioni/PrenotazioniRoutesTest.kt", "class PrenotazioniRoutesTest {\n"
            "    @Test\n    fun `rifiuta uno slot già occupato`() = testApplication { }\n}\n"),
    c.bash("./gradlew test", "> Task :test\n\nBUILD SUCCESSFUL in 23s\n5 actionable tasks: 3 executed, 2 up-to-date", "Test"),
    c.todos([(T1[0], "completed"), (T1[1], "completed"), (T1[2], "completed"), (T1[3], "completed")]),
    c.commit("Aggiungi POST /prenotazioni", "b41e9d2", "feat/prenotazioni-api", 6, 171, 2),
    c.stop("POST /prenotazioni è pronto con jOOQ e la migrazione V6; test verdi e commit fatto."),
    c.prompt("Non toccare lo schema fatture: è condiviso con la contabilità e lo migrano loro."),
    c.stop("Ricevuto: non tocco tabelle né migrazioni delle fatture."),
    c.prompt("No, per uno slot occupato rispondi 409 Conflict, non 400: il frontend gestisce già il 409."),
    c.edit("src/test/kotlin/it/clinica/prenotazioni/PrenotazioniRoutesTest.kt", "assertEquals(HttpStatusCode.BadRequest, "
           "risposta.status)", "assertEquals(HttpStatusCode.Conflict, risposta.status)"),
    c.bash("./gradlew test 2>&1 | grep -B2 -A12 FAILED", gradle_grep, "Run the tests and show the failure"),
    c.edit(K + "PrenotazioniRoutes.kt", "call.respond(HttpStatusCode.BadRequest, Errore(\"Slot già occupato\"))",
           "call.respond(HttpStatusCode.Conflict, Errore(\"Slot già occupato\"))"),
    c.bash("./gradlew test", "> Task :test\n\nBUILD SUCCESSFUL in 17s\n5 actionable tasks: 2 executed, 3 up-to-date", "Test"),
    c.stop("Ora uno slot occupato risponde 409 Conflict; tutti i test passano."),
], c.compact("<analysis>Sessione su clinica-api.</analysis>\n<summary>\n1. Primary Request and Intent: endpoint POST "
             "/prenotazioni in clinica-api; slot occupato => 409 Conflict (richiesta dell'utente).\n2. Key Technical "
             "Concepts: Ktor, jOOQ (scelto dall'utente), Flyway, JDK 21 via sdkman.\n3. Files and Code Sections: "
             "PrenotazioniRoutes.kt, PrenotazioniRepository.kt, Routing.kt, migrazione V6 delle prenotazioni, "
             "PrenotazioniRoutesTest.kt.\n4. Errors and fixes: il test dello slot occupato si aspettava 409; risolto.\n"
             "5. Pending Tasks: nessuno.\n6. Current Work: test verdi, branch feat/prenotazioni-api.\n</summary>"), [
    c.prompt("Fai pull di main prima di andare avanti, Marco ha mergiato delle migrazioni stamattina."),
    c.bash("git pull --rebase origin main", "From github.com:clinica/clinica-api\n * branch            main       -> "
           "FETCH_HEAD\nSuccessfully rebased and updated refs/heads/feat/prenotazioni-api.", "Rebase on main"),
    c.bash_fail("./gradlew flywayMigrate", flyway_fail),
    c.bash("git mv %sV6__prenotazioni.sql %sV7__prenotazioni.sql" % (MIG, MIG), "", "Renumber the migration"),
    c.bash("docker compose exec db psql -U clinica -c \"delete from flyway_schema_history where version = '6' and "
           "script = 'V6__prenotazioni.sql'\" && ./gradlew flywayMigrate", "DELETE 1\n> Task :flywayMigrate\n"
           "Successfully applied 2 migrations to schema \"public\", now at version v7\n\nBUILD SUCCESSFUL in 5s",
           "Clean the local history and migrate"),
    c.bash("./gradlew test", "> Task :test\n\nBUILD SUCCESSFUL in 21s", "Test"),
    c.commit("Rinumera la migrazione delle prenotazioni a V7", "5c0a7f3", "feat/prenotazioni-api", 1, 0, 0),
    c.stop("Dopo il pull c'era un conflitto di versione con V6__fatture_indici.sql: ho rinominato la nostra in "
           "V7__prenotazioni.sql con git mv. Vuoi che verifichi anche lo schema sul database di collaudo?"),
    c.prompt("Sì, dai un'occhiata. La password del Postgres di collaudo è %s — usala solo in lettura, utente lettura." % pw),
    c.bash("PGPASSWORD='%s' psql -h collaudo-db.clinica.local -U lettura -d clinica -c '\\d prenotazioni'" % pw,
           "Did not find any relation named \"prenotazioni\".", "Inspect the collaudo schema (read-only)"),
    c.bash("PGPASSWORD='%s' psql -h collaudo-db.clinica.local -U lettura -d clinica -At -c 'select max(version) from "
           "flyway_schema_history'" % pw, "6", "Check the collaudo migration version"),
    c.stop("In collaudo la tabella prenotazioni non esiste ancora: lo schema è fermo alla versione 6."),
    c.prompt("va bene, lascia stare il collaudo per ora."),
    c.stop("D'accordo."),
], c.compact("<analysis>Sessione su clinica-api.</analysis>\n<summary>\n1. Primary Request and Intent: POST /prenotazioni; "
             "slot occupato => 409 Conflict; non toccare lo schema fatture.\n2. Key Technical Concepts: Ktor, jOOQ, "
             "Flyway.\n3. Files and Code Sections: PrenotazioniRoutes.kt, PrenotazioniRepository.kt, "
             "V7__prenotazioni.sql (rinominata dopo il pull).\n4. Errors and fixes: conflitto di versione Flyway "
             "risolto rinominando la migrazione.\n5. Pending Tasks: nessuno.\n6. Current Work: collaudo non ancora "
             "migrato, da lasciare così.\n</summary>", trigger="manual",
             instructions="Tieni le decisioni dell'utente sulle prenotazioni"), [
    c.prompt("Aggiungi il controllo delle sovrapposizioni anche per le visite che attraversano la mezzanotte."),
    c.todos([(T1[0], "completed"), (T1[1], "completed"), (T1[2], "completed"), (T1[3], "completed"),
             ("Sovrapposizioni oltre la mezzanotte", "in_progress")]),
    c.read(K + "PrenotazioniRepository.kt", 58),
    c.edit(K + "PrenotazioniRepository.kt", ".and(PRENOTAZIONI.INIZIO.cast(LocalDate::class.java).eq(giorno))",
           ".and(PRENOTAZIONI.INIZIO.lt(fine))\n            .and(fineEsistente.gt(inizio))"),
    c.write("src/test/kotlin/it/clinica/prenotazioni/PrenotazioniRepositoryTest.kt", "class PrenotazioniRepositoryTest {\n"
            "    @Test\n    fun `trova sovrapposizioni a cavallo della mezzanotte`() { }\n}\n"),
    c.bash_fail("./gradlew test --tests '*PrenotazioniRepositoryTest*'", repo_fail),
    c.stop("Il nuovo test fallisce: una visita 23:45–00:15 non viene vista come sovrapposta a una alle 00:00 del giorno "
           "dopo (il calcolo della fine esistente usa ancora la data di inizio)."),
    c.prompt("Adesso sistema il test della sovrapposizione e poi aggiungi DELETE /prenotazioni/{id}."),
    c.read("src/test/kotlin/it/clinica/prenotazioni/PrenotazioniRepositoryTest.kt", 92),
    c.stop("Sto guardando PrenotazioniRepositoryTest.kt alla riga 88."),
])
session("it-ktor-prenotazioni", "Italian Kotlin/Ktor session: a library swapped mid-sentence (Exposed → jOOQ), a "
        "400 → 409 correction, a failure behind `| grep`, a Flyway version clash fixed by `git mv`, a password in "
        "prose, two compactions and an open test failure.", "claude-code", R, c.common(), c.finish(events))


# =============================================================================================
# 2. en-nl-gcp-cloudrun
# =============================================================================================
R = "/home/dev/platform-infra"
c = Claude(R, uid4("heldout4-en-nl-gcp-cloudrun"), model="claude-opus-4-1")
M = "modules/cloud_run_service/"
token = "4kQz7nVb2TxR9w.atlasv1.Xr29WmPq8TnLs0VbHe3YcUd6FgJi1KoZ"
plan_tail = """╷
│ Error: Reference to undeclared input variable
│
│   on ../../modules/cloud_run_service/main.tf line 37, in resource "google_cloud_run_v2_service" "this":
│   37:             secret  = var.db_password_secret_id
│
│ An input variable with the name "db_password_secret_id" has not been declared. This variable can be
│ declared with a variable "db_password_secret_id" {} block.
╵"""
plan_ok = """  # module.api.google_service_account.this will be created
  + resource "google_service_account" "this" {
      + account_id   = "api-sa"
      + display_name = "api (Cloud Run)"
    }

Plan: 6 to add, 0 to change, 0 to destroy.

Changes to Outputs:
  + api_url = (known after apply)

Saved the plan to: acc.tfplan

To perform exactly these actions, run the following command to apply:
    terraform apply "acc.tfplan\""""
apply_out = """module.api.google_service_account.this: Creating...
module.api.google_secret_manager_secret.db_password: Creating...
module.api.google_service_account.this: Creation complete after 2s [id=projects/acc-4412/serviceAccounts/api-sa@acc-4412.iam.gserviceaccount.com]
module.api.google_secret_manager_secret.db_password: Creation complete after 1s [id=projects/acc-4412/secrets/api-db-password]
module.api.google_secret_manager_secret_version.db_password: Creation complete after 1s
module.api.google_cloud_run_v2_service.this: Creating...
module.api.google_cloud_run_v2_service.this: Still creating... [20s elapsed]
module.api.google_cloud_run_v2_service.this: Creation complete after 27s [id=projects/acc-4412/locations/europe-west4/services/api]
module.api.google_cloud_run_v2_service_iam_member.invoker: Creation complete after 4s

Apply complete! Resources: 6 added, 0 changed, 0 destroyed.

Outputs:

api_url = "https://api-7xk2qf3l4a-ez.a.run.app\""""
T2 = ["Write the module skeleton", "Create the Cloud SQL instance", "Add the Secret Manager secret",
      "Wire the module into envs/acc"]
events = flat(c.start(), [
    c.prompt("Write a reusable Terraform module in modules/cloud_run_service for our API: a Cloud Run v2 service, a "
             "Cloud SQL Postgres instance, and a Secret Manager secret for the DB password. Use it from envs/acc first."),
    c.bash("gcloud config configurations list", "NAME  IS_ACTIVE  ACCOUNT               PROJECT\nacc   False      "
           "ops@platform.nl     acc-4412\nprd   True       ops@platform.nl     prd-9031", "List gcloud configurations"),
    c.bash("gcloud config configurations activate acc", "Activated [acc].", "Switch gcloud to the acc project"),
    c.bash("git switch -c infra/cloud-run-module", "Switched to a new branch 'infra/cloud-run-module'", "Create a branch"),
    c.read("envs/acc/main.tf", 52), c.read("envs/acc/backend.tf", 14), c.read("envs/acc/providers.tf", 23),
    c.read_repeat("modules/gke_app/part_{i}.tf", 14, 64),
    c.glob_repeat("modules/**/cloud_run*{i}.tf", 6),
], c.subagent("Find existing Cloud Run and secret patterns", "Look through modules/ and envs/ for Cloud Run services, "
              "service accounts and Secret Manager IAM bindings we can copy.", "Explore",
              "No Cloud Run resources exist yet. modules/gke_app creates a google_service_account per app and binds "
              "roles/secretmanager.secretAccessor per secret (modules/gke_app/part_7.tf). The shared Cloud SQL instance "
              "is shared-pg-acc (envs/acc/main.tf)."), [
    c.todos([(T2[0], "in_progress"), (T2[1], "pending"), (T2[2], "pending"), (T2[3], "pending")]),
    c.write(M + "versions.tf", 'terraform {\n  required_providers {\n    google = {\n      source  = "hashicorp/google"\n'
            '      version = "~> 6.12"\n    }\n  }\n}\n'),
    c.write(M + "variables.tf", 'variable "name" { type = string }\nvariable "project_id" { type = string }\n'
            'variable "region" {\n  type    = string\n  default = "europe-west1"\n}\nvariable "image" { type = string }\n'),
    c.write(M + "main.tf", 'resource "google_service_account" "this" {\n  account_id = "${var.name}-sa"\n}\n\n'
            'resource "google_cloud_run_v2_service" "this" {\n  name     = var.name\n  location = var.region\n}\n'),
    c.write(M + "outputs.tf", 'output "url" { value = google_cloud_run_v2_service.this.uri }\n'),
    c.write(M + "sql.tf", 'resource "google_sql_database_instance" "this" {\n  name             = "${var.name}-pg"\n'
            '  database_version = "POSTGRES_16"\n  region           = var.region\n}\n'),
    c.todos([(T2[0], "completed"), (T2[1], "in_progress"), (T2[2], "pending"), (T2[3], "pending")]),
    c.stop("Module skeleton written (versions, variables, main, outputs) and a first sql.tf for the Postgres instance."),
    c.prompt("Let's postpone the Cloud SQL part to next sprint; for now point the service at the existing shared "
             "instance through a variable (db_connection_name)."),
    c.bash("rm %ssql.tf" % M, "", "Drop the Cloud SQL resources"),
    c.edit(M + "variables.tf", 'variable "image" { type = string }',
           'variable "image" { type = string }\nvariable "db_connection_name" {\n  type        = string\n  description = '
           '"Connection name of the shared Cloud SQL instance"\n}'),
    c.edit(M + "main.tf", "  location = var.region\n}", "  location = var.region\n  template {\n    volumes {\n      name = "
           '"cloudsql"\n      cloud_sql_instance { instances = [var.db_connection_name] }\n    }\n  }\n}'),
    c.todos([(T2[0], "completed"), (T2[2], "in_progress"), (T2[3], "pending")]),
    c.write(M + "secrets.tf", 'resource "google_secret_manager_secret" "db_password" {\n  secret_id = "${var.name}-db-'
            'password"\n  replication {\n    auto {}\n  }\n}\n'),
    c.write("envs/acc/api.tf", 'module "api" {\n  source             = "../../modules/cloud_run_service"\n  name      '
            '         = "api"\n  project_id         = "acc-4412"\n  region             = "europe-west1"\n  image       '
            '       = "europe-docker.pkg.dev/acc-4412/apps/api:1.18.0"\n  db_connection_name = "acc-4412:europe-west4:'
            'shared-pg-acc"\n}\n'),
    c.todos([(T2[0], "completed"), (T2[2], "completed"), (T2[3], "in_progress")]),
    c.stop("sql.tf is gone; the service mounts the shared instance via db_connection_name. envs/acc/api.tf uses the "
           "module with the default region europe-west1."),
    c.prompt("Nee, niet europe-west1: alles moet in europe-west4 draaien, dat hebben we met de klant afgesproken."),
    c.edit("envs/acc/api.tf", 'region             = "europe-west1"', 'region             = "europe-west4"'),
    c.edit(M + "variables.tf", 'default = "europe-west1"', 'default = "europe-west4"'),
    c.stop("Region is now europe-west4 in envs/acc/api.tf and as the module default."),
    c.prompt("Here's the Terraform Cloud token in case init asks for it: %s" % token),
    c.bash("TF_TOKEN_app_terraform_io=%s terraform -chdir=envs/acc init -upgrade" % token,
           "Initializing HCP Terraform...\nInitializing modules...\n- api in ../../modules/cloud_run_service\n"
           "Initializing provider plugins...\n- Installing hashicorp/google v6.12.0...\n\nHCP Terraform has been "
           "successfully initialized!", "Init the acc workspace"),
    c.bash("terraform -chdir=envs/acc plan -out=acc.tfplan 2>&1 | tail -20", plan_tail, "Plan acc"),
    c.edit(M + "variables.tf", 'variable "db_connection_name" {', 'variable "db_password_secret_id" {\n  type    = string\n'
           '  default = null\n}\n\nvariable "db_connection_name" {'),
    c.edit(M + "main.tf", "secret  = var.db_password_secret_id",
           "secret  = coalesce(var.db_password_secret_id, google_secret_manager_secret.db_password.secret_id)"),
    c.bash("terraform -chdir=envs/acc plan -out=acc.tfplan 2>&1 | tail -20", plan_ok, "Plan acc"),
    c.stop("The plan is clean now: 6 to add (service account, secret + version, Cloud Run service, invoker binding). "
           "Shall I apply acc.tfplan?"),
    c.prompt("ok, ga door"),
    c.bash("terraform -chdir=envs/acc apply acc.tfplan", apply_out, "Apply the acc plan"),
    c.todos([(T2[0], "completed"), (T2[2], "completed"), (T2[3], "completed")]),
    c.commit("Add cloud_run_service module and api in acc", "9d3f0ab", "infra/cloud-run-module", 7, 138, 0),
    c.stop("Applied in acc and committed. Checking the service health next."),
], c.compact("<analysis>Infra session in platform-infra.</analysis>\n<summary>\n1. Primary Request and Intent: a "
             "reusable module modules/cloud_run_service (Cloud Run v2 + Secret Manager secret), used from envs/acc. "
             "Database work postponed by the user; the service uses the shared instance via db_connection_name. All "
             "resources in europe-west4.\n2. Key Technical Concepts: Terraform, HCP Terraform, gcloud configuration acc.\n"
             "3. Files and Code Sections: modules/cloud_run_service/{versions,variables,main,outputs,secrets}.tf, "
             "envs/acc/api.tf.\n4. Errors and fixes: an undeclared variable in the plan, fixed.\n5. Pending Tasks: "
             "verify the deployed service.\n6. Current Work: apply done on branch infra/cloud-run-module.\n</summary>"), [
    c.bash_fail("curl -fsS https://api-7xk2qf3l4a-ez.a.run.app/healthz",
                "curl: (22) The requested URL returned error: 503", 22, "Health check"),
    c.bash("gcloud logging read 'resource.type=cloud_run_revision AND resource.labels.service_name=api AND "
           "severity>=ERROR' --limit 3 --format='value(textPayload)'",
           "Error: Permission denied on secret: projects/acc-4412/secrets/api-db-password/versions/latest for Revision "
           "service account api-sa@acc-4412.iam.gserviceaccount.com. The service account used must be granted the "
           "'Secret Manager Secret Accessor' role (roles/secretmanager.secretAccessor) at the secret, project or higher "
           "level.\nRevision 'api-00001-rof' is not ready and cannot serve traffic.", "Read the Cloud Run errors"),
    c.read(M + "secrets.tf", 9),
    c.stop("/healthz answers 503: the revision cannot read api-db-password because api-sa has no Secret Accessor "
           "role on that secret."),
    c.prompt("Grant the api service account secretAccessor on the DB secret inside the module, then re-apply."),
    c.read("modules/gke_app/part_7.tf", 31),
    c.stop("Copying the IAM binding pattern from modules/gke_app."),
])
session("en-nl-gcp-cloudrun", "English Terraform-on-GCP session with a Dutch correction: gcloud configuration switch, "
        "the Cloud SQL part postponed (sql.tf removed by rm), a token in prose, a plan error behind `| tail`, an apply "
        "after \"ok, ga door\", an open 503.", "claude-code", R, c.common(), c.finish(events))


# =============================================================================================
# 3. codex-cobra-export
# =============================================================================================
R = "/home/dev/tessera"
x = Codex(R, uid7("heldout4-codex-cobra-export"), "2026-12-02T08:41:17")
gotest_tail = """ok  	github.com/acme/tessera/internal/note	0.004s
--- FAIL: TestExportMarkdown (0.00s)
    --- FAIL: TestExportMarkdown/frontmatter (0.00s)
        markdown_test.go:41: frontmatter mismatch:
            got:  "---\\ntitle: Groceries: week 49\\ntags: [home]\\n---\\n"
            want: "---\\ntitle: \\"Groceries: week 49\\"\\ntags: [home]\\n---\\n"
FAIL
FAIL	github.com/acme/tessera/internal/export	0.006s
ok  	github.com/acme/tessera/internal/store	0.012s
FAIL
"""
vet_out = """# github.com/acme/tessera/cmd
# [github.com/acme/tessera/cmd]
cmd/export.go:57:14: fmt.Sprintf format %d has arg n.Title of wrong type string
"""
reads = ["cmd/root.go", "cmd/list.go", "cmd/add.go", "internal/store/store.go", "internal/note/note.go",
         "internal/note/note_test.go", "go.mod", "Makefile"]
events = flat([["SessionStart", {"source": "startup"}]],
    x.prompt("Add an `export` subcommand to tessera that writes all notes into a folder as markdown files with YAML "
             "frontmatter. Read the defaults (output dir, format) from a config file via viper."),
    x.sh("git switch -c feat/export-cmd", "Switched to a new branch 'feat/export-cmd'\n"),
    x.sh("ls cmd internal", "cmd:\nadd.go\nlist.go\nroot.go\n\ninternal:\nnote\nstore\n"),
    [x.sh("sed -n '1,160p' %s" % path, "// %s\npackage ...\n" % path) for path in reads],
    x.sh("cobra-cli add export", "export created at /home/dev/tessera\n"),
    x.sh("go get github.com/spf13/viper@v1.19.0", "go: downloading github.com/spf13/viper v1.19.0\ngo: added "
         "github.com/fsnotify/fsnotify v1.7.0\ngo: added github.com/spf13/viper v1.19.0\n"),
    x.patch("*** Add File: internal/config/config.go\n+package config\n+\n+// Load reads ~/.config/tessera/config.yaml.\n"
            "+func Load() (*Config, error) {\n+\tv := viper.New()\n+\tv.SetConfigName(\"config\")\n+\treturn decode(v)\n+}\n"
            "*** Update File: cmd/export.go\n@@\n-\tRun: func(cmd *cobra.Command, args []string) {\n-\t\tfmt.Println(\"export "
            "called\")\n+\tRunE: func(cmd *cobra.Command, args []string) error {\n+\t\tcfg, err := config.Load()\n",
            [("A", "internal/config/config.go"), ("M", "cmd/export.go")]),
    x.patch("*** Add File: internal/export/markdown.go\n+package export\n+\n+func WriteMarkdown(dir string, notes "
            "[]note.Note) error {\n+\treturn nil\n+}\n*** Add File: internal/export/markdown_test.go\n+package export\n"
            "+\n+func TestExportMarkdown(t *testing.T) {\n+\tt.Run(\"frontmatter\", func(t *testing.T) {})\n+}\n",
            [("A", "internal/export/markdown.go"), ("A", "internal/export/markdown_test.go")]),
    x.sh("go test ./... 2>&1 | tail -15", gotest_tail),
    x.patch("*** Update File: internal/export/markdown.go\n@@\n-\tfmt.Fprintf(w, \"title: %s\\n\", n.Title)\n"
            "+\tfmt.Fprintf(w, \"title: %q\\n\", n.Title)\n", [("M", "internal/export/markdown.go")]),
    x.sh("go test ./...", "ok  \tgithub.com/acme/tessera/internal/export\t0.005s\nok  \tgithub.com/acme/tessera/"
         "internal/note\t0.004s\nok  \tgithub.com/acme/tessera/internal/store\t0.011s\n"),
    x.stop("Added `tessera export` (cobra-cli), config via viper in internal/config/config.go, markdown writer with "
           "quoted titles in the frontmatter. Tests pass."),
    x.prompt("Actually, plain flags are enough, drop viper. Fewer dependencies for a tiny CLI."),
    x.patch("*** Delete File: internal/config/config.go\n*** Add File: internal/config/flags.go\n+package config\n+\n"
            "+func Bind(fs *pflag.FlagSet) *Config {\n+\tc := &Config{}\n+\tfs.StringVar(&c.OutputDir, \"out\", "
            "\"export\", \"output directory\")\n+\treturn c\n+}\n*** Update File: cmd/export.go\n@@\n-\t\tcfg, err := "
            "config.Load()\n+\t\tcfg := exportFlags\n",
            [("D", "internal/config/config.go"), ("A", "internal/config/flags.go"), ("M", "cmd/export.go")]),
    x.sh("go mod tidy && git diff --stat go.mod", " go.mod | 22 +---------------------\n 1 file changed, 1 insertion(+), "
         "21 deletions(-)\n"),
    x.sh("go build ./... && go test ./...", "ok  \tgithub.com/acme/tessera/internal/export\t0.005s\nok  \t"
         "github.com/acme/tessera/internal/note\t(cached)\nok  \tgithub.com/acme/tessera/internal/store\t(cached)\n"),
    x.stop("viper is gone: --out and --format are plain flags in internal/config/flags.go, go.mod is back to cobra "
           "only. Commit?"),
    x.prompt("sounds good"),
    x.sh('git add -A && git commit -m "Add export command"', "[feat/export-cmd 4be91c2] Add export command\n 7 files "
         "changed, 164 insertions(+), 3 deletions(-)\n create mode 100644 cmd/export.go\n create mode 100644 "
         "internal/config/flags.go\n create mode 100644 internal/export/markdown.go\n create mode 100644 "
         "internal/export/markdown_test.go\n"),
    x.stop("Committed 4be91c2 on feat/export-cmd."),
    x.compact_before_turn("Actually, go back to viper: the ops team sets TESSERA_OUTPUT_DIR in their shell profiles, so "
                          "we need env vars after all. Keep the flags as overrides."),
    x.sh("rg -n 'TESSERA_' --type go .", ""),
    x.sh("rm internal/config/flags.go", ""),
    x.sh("go get github.com/spf13/viper@v1.19.0", "go: added github.com/fsnotify/fsnotify v1.7.0\ngo: added "
         "github.com/spf13/viper v1.19.0\n"),
    x.patch("*** Add File: internal/config/config.go\n+package config\n+\n+func Load(fs *pflag.FlagSet) (*Config, error) "
            "{\n+\tv := viper.New()\n+\tv.SetEnvPrefix(\"TESSERA\")\n+\tv.AutomaticEnv()\n+\t_ = v.BindPFlags(fs)\n"
            "+\tv.SetDefault(\"output_dir\", filepath.Join(home(), \"tessera-export\"))\n+\treturn decode(v)\n+}\n"
            "*** Update File: cmd/export.go\n@@\n-\t\tcfg := exportFlags\n+\t\tcfg, err := config.Load(cmd.Flags())\n",
            [("A", "internal/config/config.go"), ("M", "cmd/export.go")]),
    x.sh("go test ./...", "ok  \tgithub.com/acme/tessera/internal/config\t0.004s\nok  \tgithub.com/acme/tessera/"
         "internal/export\t0.006s\nok  \tgithub.com/acme/tessera/internal/note\t(cached)\nok  \tgithub.com/acme/"
         "tessera/internal/store\t(cached)\n"),
    x.stop("Back on viper: TESSERA_OUTPUT_DIR and TESSERA_FORMAT are read from the environment, the config file "
           "still works and the flags override both. The flags-only file is removed."),
    x.prompt("Moment: das Ausgabeverzeichnis muss relativ zum Arbeitsverzeichnis sein, nicht zum Home-Verzeichnis. "
             "Bitte anpassen."),
    x.patch("*** Update File: internal/config/config.go\n@@\n-\tv.SetDefault(\"output_dir\", filepath.Join(home(), "
            "\"tessera-export\"))\n+\tv.SetDefault(\"output_dir\", \"tessera-export\")\n",
            [("M", "internal/config/config.go")]),
    x.compact_mid_turn(),
    x.patch("*** Update File: cmd/export.go\n@@\n+\tcase \"json\":\n+\t\treturn export.WriteJSON(out, notes)\n"
            "*** Add File: internal/export/json.go\n+package export\n+\n+func WriteJSON(dir string, notes []note.Note) "
            "error { return nil }\n", [("M", "cmd/export.go"), ("A", "internal/export/json.go")]),
    x.sh("go build ./... && go vet ./...", vet_out),
    x.stop("Das Standard-Ausgabeverzeichnis ist jetzt ./tessera-export (relativ zum Arbeitsverzeichnis). Außerdem "
           "gibt es --format json. go vet meldet aber: cmd/export.go:57:14 fmt.Sprintf format %d has arg n.Title of "
           "wrong type string."),
    x.prompt("Behebe die go vet Warnung und schreib danach einen Test für --format json."),
    x.sh("sed -n '45,70p' cmd/export.go", "\tfor i, n := range notes {\n\t\tname := fmt.Sprintf(\"%03d-%d.md\", i, "
         "n.Title)\n"),
    x.stop("Ich sehe es: Zeile 57 nutzt %d für den Titel."),
)
session("codex-cobra-export", "Codex CLI, English then German, Go/cobra: viper → plain flags → back to viper (a file "
        "deleted by a patch and re-added, another removed by rm), an empty rg, a failure behind `| tail`, a compaction "
        "before a turn and one mid-turn, an open go vet error.", "codex", R, x.common(), x.finish(events))


# =============================================================================================
# 4. codex-ko-axum-reviews
# =============================================================================================
R = "/home/dev/chaekbang"
x = Codex(R, uid7("heldout4-codex-ko-axum-reviews"), "2026-12-03T10:02:55", noisy=True)
key = "sg-key-4Rt8Wq2Zx9Lm7Pv3"
DB = "postgres://chaekbang@localhost:5433/chaekbang_dev"
cargo_grep = """test routes::review::tests::rejects_rating_out_of_range ... FAILED
thread 'routes::review::tests::rejects_rating_out_of_range' panicked at src/routes/review.rs:88:9:
test result: FAILED. 11 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s
"""
prepare_out = """error: failed to find data for query SELECT id, book_id, rating, body, created_at FROM reviews WHERE book_id = $1 ORDER BY created_at DESC LIMIT 20
  --> src/routes/reviews.rs:61:18
   |
61 |     let rows = sqlx::query_as!(
   |  __________________^
62 | |         Review,
63 | |         "SELECT id, book_id, rating, body, created_at FROM reviews WHERE book_id = $1 ORDER BY created_at DESC LIMIT 20",
64 | |         book_id
65 | |     )
   | |_____^
   |
   = note: this error originates in the macro `$crate::sqlx_macros::expand_query` (in Nightly builds, run with -Z macro-backtrace for more info)

error: could not compile `chaekbang` (bin "chaekbang") due to 1 previous error
error: `SQLX_OFFLINE=true` but there is no cached data for this query, run `cargo sqlx prepare` to update the query cache or unset `SQLX_OFFLINE`
"""
events = flat([["SessionStart", {"source": "startup"}]],
    x.prompt("도서 리뷰 API를 추가해 주세요. POST /books/{id}/reviews 로 작성하고 GET 으로 목록을 가져옵니다. 평점은 "
             "1~5점만 허용해요."),
    x.sh("export DATABASE_URL=%s && sqlx database create && echo ok" % DB, "ok\n"),
    x.parallel_sh([("sed -n '1,200p' %s" % path, "// %s\n...\n" % path) for path in
                   ("src/main.rs", "src/routes/mod.rs", "src/routes/books.rs", "src/error.rs", "src/db.rs", "Cargo.toml")] +
                  [("ls migrations", "20261020084512_create_books.up.sql\n20261020084512_create_books.down.sql\n")]),
    x.sh("sqlx migrate add -r create_reviews", "Creating migrations/20261203101500_create_reviews.up.sql\nCreating "
         "migrations/20261203101500_create_reviews.down.sql\n"),
    x.patch("*** Update File: migrations/20261203101500_create_reviews.up.sql\n@@\n+CREATE TABLE reviews (\n+  id "
            "BIGSERIAL PRIMARY KEY,\n+  book_id BIGINT NOT NULL REFERENCES books(id),\n+  rating SMALLINT NOT NULL CHECK "
            "(rating BETWEEN 1 AND 5),\n+  body TEXT NOT NULL,\n+  created_at TIMESTAMPTZ NOT NULL DEFAULT now()\n+);\n"
            "*** Update File: migrations/20261203101500_create_reviews.down.sql\n@@\n+DROP TABLE reviews;\n",
            [("M", "migrations/20261203101500_create_reviews.up.sql"),
             ("M", "migrations/20261203101500_create_reviews.down.sql")]),
    x.sh("DATABASE_URL=%s sqlx migrate run" % DB, "Applied 20261203101500/migrate create reviews (14.208ms)\n"),
    x.patch("*** Add File: src/routes/review.rs\n+pub async fn create_review(State(db): State<PgPool>, Path(book_id): "
            "Path<i64>, Json(input): Json<NewReview>) -> Json<Review> {\n+    let review = insert(&db, book_id, "
            "input).await.unwrap();\n+    Json(review)\n+}\n*** Update File: src/routes/mod.rs\n@@\n+pub mod review;\n",
            [("A", "src/routes/review.rs"), ("M", "src/routes/mod.rs")]),
    x.stop("리뷰 작성/목록 라우트를 추가했습니다. 아직 핸들러에 unwrap()이 몇 군데 있습니다."),
    x.prompt("핸들러에서는 unwrap() 쓰지 마세요. 에러는 AppError로 돌려주고요."),
    x.patch("*** Update File: src/routes/review.rs\n@@\n-) -> Json<Review> {\n-    let review = insert(&db, book_id, "
            "input).await.unwrap();\n+) -> Result<Json<Review>, AppError> {\n+    let review = insert(&db, book_id, "
            "input).await?;\n*** Update File: src/error.rs\n@@\n+    #[error(\"rating must be between 1 and 5\")]\n"
            "+    InvalidRating,\n", [("M", "src/routes/review.rs"), ("M", "src/error.rs")]),
    x.sh('cargo test 2>&1 | grep -E "FAILED|panicked"', cargo_grep),
    x.patch("*** Update File: src/routes/review.rs\n@@\n-    if input.rating > 5 {\n+    if !(1..=5).contains(&input.rating) "
            "{\n", [("M", "src/routes/review.rs")]),
    x.sh("cargo test 2>&1 | tail -3", "test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; "
         "finished in 0.38s\n\n"),
    x.stop("unwrap()을 AppError 로 바꿨고, 평점 0 검증 누락을 고쳐서 테스트 12개가 모두 통과합니다."),
    x.prompt("파일 이름은 복수형으로 맞춰 주세요. books.rs 처럼요."),
    x.sh("mv src/routes/review.rs src/routes/reviews.rs", ""),
    x.patch("*** Update File: src/routes/mod.rs\n@@\n-pub mod review;\n+pub mod reviews;\n*** Update File: src/main.rs\n"
            "@@\n-use routes::review::{create_review, list_reviews};\n+use routes::reviews::{create_review, list_reviews};\n",
            [("M", "src/routes/mod.rs"), ("M", "src/main.rs")]),
    x.stop("src/routes/reviews.rs 로 이름을 바꿨습니다. 커밋할까요?"),
    x.prompt("네 좋아요"),
    x.sh('git add -A && git commit -m "도서 리뷰 API 추가"', "[main 7e1c0d4] 도서 리뷰 API 추가\n 7 files changed, 213 "
         "insertions(+), 4 deletions(-)\n create mode 100644 migrations/20261203101500_create_reviews.down.sql\n create "
         "mode 100644 migrations/20261203101500_create_reviews.up.sql\n create mode 100644 src/routes/reviews.rs\n"),
    x.stop("커밋했습니다 (7e1c0d4)."),
    [["SessionEnd", {"reason": "other"}], ["SessionStart", {"source": "resume"}]],
    x.prompt("목록 API는 일단 최신 20개만 반환하면 됩니다. 페이지네이션은 나중에 할게요."),
    x.patch("*** Update File: src/routes/reviews.rs\n@@\n-        \"SELECT id, book_id, rating, body, created_at FROM reviews "
            "WHERE book_id = $1 ORDER BY created_at DESC\",\n+        \"SELECT id, book_id, rating, body, created_at FROM "
            "reviews WHERE book_id = $1 ORDER BY created_at DESC LIMIT 20\",\n", [("M", "src/routes/reviews.rs")]),
    x.sh("rg -n 'ON DELETE CASCADE' migrations/", ""),
    x.stop("목록은 최신 20개로 제한했습니다. 참고로 reviews.book_id 외래 키에는 ON DELETE CASCADE 가 없어서 리뷰가 있는 "
           "책은 삭제할 수 없습니다."),
    x.prompt("스팸 필터 서비스 SpamGuard API 키는 %s 예요. 리뷰 작성할 때 검사하도록 연동하고, 키는 .env.staging 에만 "
             "넣어 주세요." % key),
    x.sh("echo 'SPAMGUARD_API_KEY=%s' >> .env.staging && git check-ignore .env.staging" % key, ".env.staging\n"),
    x.patch("*** Add File: src/spam.rs\n+pub struct SpamGuard { client: reqwest::Client, key: String }\n+\n+impl SpamGuard "
            "{\n+    pub fn from_env() -> Self {\n+        let key = std::env::var(\"SPAMGUARD_API_KEY\").expect(\"SPAMGUARD_API_KEY"
            "\");\n+        Self { client: reqwest::Client::new(), key }\n+    }\n+}\n*** Update File: src/routes/reviews.rs\n"
            "@@\n+    if spam.is_spam(&input.body).await? {\n+        return Err(AppError::Spam);\n+    }\n",
            [("A", "src/spam.rs"), ("M", "src/routes/reviews.rs")]),
    x.compact_mid_turn(),
    x.patch("*** Update File: src/main.rs\n@@\n+mod spam;\n+    let spam = SpamGuard::from_env();\n",
            [("M", "src/main.rs")]),
    x.sh("cargo test 2>&1 | tail -3", "test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; "
         "finished in 0.52s\n\n"),
    x.stop("SpamGuard 연동을 추가했습니다 (src/spam.rs). 키는 .env.staging 에만 있고 git 에서 무시됩니다. 키가 없을 때는 "
           "from_env 에서 expect 로 종료합니다."),
    x.prompt("테스트 코드를 제외하고 unwrap()과 expect()는 전부 금지입니다. 설정 누락도 에러로 처리해 주세요."),
    x.patch("*** Update File: src/spam.rs\n@@\n-    pub fn from_env() -> Self {\n-        let key = std::env::var("
            "\"SPAMGUARD_API_KEY\").expect(\"SPAMGUARD_API_KEY\");\n+    pub fn from_env() -> Result<Self, ConfigError> {\n"
            "+        let key = std::env::var(\"SPAMGUARD_API_KEY\").map_err(|_| ConfigError::Missing(\"SPAMGUARD_API_KEY\"))?;"
            "\n*** Update File: src/main.rs\n@@\n-    let spam = SpamGuard::from_env();\n+    let spam = SpamGuard::from_env()?;\n",
            [("M", "src/spam.rs"), ("M", "src/main.rs")]),
    x.sh("rg -n 'unwrap\\(\\)|expect\\(' src --glob '!**/tests/**'", "src/db.rs:14:    .expect(\"DATABASE_URL\");\n"),
    x.patch("*** Update File: src/db.rs\n@@\n-    let url = std::env::var(\"DATABASE_URL\")\n-        .expect(\"DATABASE_URL\");"
            "\n+    let url = std::env::var(\"DATABASE_URL\").map_err(|_| ConfigError::Missing(\"DATABASE_URL\"))?;\n",
            [("M", "src/db.rs")]),
    x.sh("SQLX_OFFLINE=true cargo sqlx prepare --check 2>&1 | head -20", prepare_out),
    x.stop("unwrap/expect 를 전부 제거했습니다 (db.rs 포함). 그런데 SQLX_OFFLINE 검사에서 LIMIT 20 쿼리의 캐시가 없어서 "
           "실패합니다: failed to find data for query."),
    x.prompt("cargo sqlx prepare 돌려서 .sqlx 갱신하고 커밋해 주세요."),
    x.sh("git status --short", " M src/db.rs\n M src/main.rs\n M src/routes/reviews.rs\n?? src/spam.rs\n"),
    x.stop(".sqlx 를 갱신하겠습니다."),
)
session("codex-ko-axum-reviews", "Codex CLI, Korean, Rust axum + sqlx: a migration generated by `sqlx migrate add`, a "
        "failure behind `| grep`, a file renamed with mv, an exit and resume, an empty rg, an API key in prose written "
        "with `echo >>`, a rule tightened later, an open sqlx prepare error; PreToolUse and model-request events as "
        "noise.", "codex", R, x.common(), x.finish(events))


# =============================================================================================
# 5. gemini-fr-sveltekit-creneaux
# =============================================================================================
R = "/home/dev/fournil"
g = Gemini(R, uid4("heldout4-gemini-fr-sveltekit-creneaux"), "2026-12-04T07:58:12")
vitest_tail = """ ❯ src/lib/creneaux.test.ts (9 tests | 1 failed) 18ms
   × genererCreneaux > dernier créneau à 12h45 6ms
     → expected '13:00' to be '12:45' // Object.is equality

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/lib/creneaux.test.ts > genererCreneaux > dernier créneau à 12h45
AssertionError: expected '13:00' to be '12:45' // Object.is equality

Expected: "12:45"
Received: "13:00"

 ❯ src/lib/creneaux.test.ts:31:42

 Test Files  1 failed (1)
      Tests  1 failed | 8 passed (9)
   Duration  604ms"""
check_out = """Loading svelte-check in workspace: /home/dev/fournil
Getting Svelte diagnostics...

/home/dev/fournil/src/lib/components/ChoixCreneau.svelte:14:5
Error: 'creneaux' is possibly 'undefined'. (ts)
    {#each creneaux as creneau (creneau.debut)}

====================================
svelte-check found 1 error and 0 warnings in 1 file"""
p1 = ("Ajoute le choix d'un créneau de retrait (click & collect) sur la page de commande : des créneaux de 15 minutes, "
      "tous les jours de 7h à 19h. Le créneau choisi doit partir avec la commande.")
p2 = "Finalement, limite-toi au samedi et au dimanche pour l'instant, de 8h à 13h ; la semaine viendra plus tard."
p3 = "parfait"
p4 = "Lance la vérification des types avant d'aller plus loin."
p5 = "Corrige l'erreur de svelte-check, puis ajoute un test du composant avec @testing-library/svelte."
T5 = ["Générer les créneaux", "Composant ChoixCreneau", "Envoyer le créneau avec la commande"]
events = flat([["SessionStart", {"source": "startup"}], g.prompt(p1)],
    g.sh("fnm use 22", "Using Node v22.11.0", description="Utiliser Node 22 (.node-version)"),
    g.todos([(T5[0], "in_progress"), (T5[1], "pending"), (T5[2], "pending")]),
    g.read("src/routes/commande/+page.svelte", "<script lang=\"ts\">\n  let { data } = $props();\n</script>\n..."),
    g.read("src/routes/commande/+page.server.ts", "export const actions = {\n  default: async ({ request }) => { ... }\n};\n"),
    g.read("src/lib/api.ts", "export async function envoyerCommande(panier: Panier) { ... }\n"),
    g.sh('grep -rn "creneau" src/', "", 1, "Chercher du code existant sur les créneaux"),
    g.write("src/lib/utils/dates.ts", "export function ajouterMinutes(d: Date, minutes: number): Date {\n  return new "
            "Date(d.getTime() + minutes * 60_000);\n}\n"),
    g.write("src/lib/creneaux.ts", "import { ajouterMinutes } from './utils/dates';\n\nexport function genererCreneaux(jour: "
            "Date, debut = 7, fin = 19, pas = 15): Creneau[] {\n  return [];\n}\n"),
    g.write("src/lib/creneaux.test.ts", "import { describe, it, expect } from 'vitest';\nimport { genererCreneaux } from "
            "'./creneaux';\n"),
    g.sh("npx vitest run src/lib", " ✓ src/lib/creneaux.test.ts (8 tests) 11ms\n\n Test Files  1 passed (1)\n      Tests  "
         "8 passed (8)", description="Lancer les tests unitaires"),
    g.after_agent(p1, "J'ai écrit src/lib/creneaux.ts (créneaux de 15 minutes) et ses tests, qui passent. Il reste le "
                      "composant et l'envoi avec la commande."),
    [g.prompt(p2)],
    g.replace("src/lib/creneaux.ts", "Restreindre aux week-ends, 8h-13h.", "export function genererCreneaux(jour: Date, "
              "debut = 7, fin = 19, pas = 15): Creneau[] {", "export function genererCreneaux(jour: Date, debut = 8, fin = 13, "
              "pas = 15): Creneau[] {\n  if (![0, 6].includes(jour.getDay())) return [];"),
    g.replace("src/lib/creneaux.test.ts", "Tester le dernier créneau.", "it('premier créneau à 7h'",
              "it('dernier créneau à 12h45'"),
    g.sh("npx vitest run 2>&1 | tail -20", vitest_tail, 0, "Lancer les tests"),
    g.replace("src/lib/creneaux.ts", "Ne pas inclure l'heure de fin.", "while (h <= fin)", "while (h < fin)"),
    g.replace("src/lib/creneaux.ts", "Intégrer ajouterMinutes.", "import { ajouterMinutes } from './utils/dates';\n",
              "const ajouterMinutes = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);\n"),
    g.sh("rm src/lib/utils/dates.ts && rmdir src/lib/utils", "", 0, "Supprimer le fichier devenu inutile"),
    g.sh("npx vitest run", " ✓ src/lib/creneaux.test.ts (9 tests) 12ms\n\n Test Files  1 passed (1)\n      Tests  9 passed "
         "(9)", description="Lancer les tests"),
    g.todos([(T5[0], "completed"), (T5[1], "pending"), (T5[2], "pending")]),
    g.after_agent(p2, "Créneaux limités au samedi et au dimanche, de 8h à 12h45 (dernier départ). Le test du dernier "
                      "créneau passe. J'attaque le composant ?"),
    [g.prompt(p3)],
    g.todos([(T5[0], "completed"), (T5[1], "in_progress"), (T5[2], "pending")]),
    g.sh("npm install -D @testing-library/svelte", "\nadded 4 packages, and audited 318 packages in 3s\n\n71 packages are "
         "looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities", description="Installer la "
         "bibliothèque de test des composants"),
    g.write("src/lib/components/ChoixCreneau.svelte", "<script lang=\"ts\">\n  import type { Creneau } from '$lib/creneaux';\n"
            "  let { creneaux, valeur = $bindable() }: { creneaux?: Creneau[]; valeur?: string } = $props();\n</script>\n\n"
            "<fieldset>\n  <legend>Créneau de retrait</legend>\n  {#each creneaux as creneau (creneau.debut)}\n"
            "    <label><input type=\"radio\" bind:group={valeur} value={creneau.debut} /> {creneau.libelle}</label>\n"
            "  {/each}\n</fieldset>\n"),
    g.replace("src/routes/commande/+page.svelte", "Afficher le choix du créneau.", "<RecapPanier {panier} />",
              "<RecapPanier {panier} />\n<ChoixCreneau creneaux={data.creneaux} bind:valeur={creneau} />"),
    g.replace("src/routes/commande/+page.server.ts", "Envoyer le créneau.", "const panier = lirePanier(form);",
              "const panier = lirePanier(form);\n    const creneau = String(form.get('creneau') ?? '');"),
    g.todos([(T5[0], "completed"), (T5[1], "completed"), (T5[2], "completed")]),
    g.after_agent(p3, "Composant ChoixCreneau ajouté à la page de commande ; le créneau part avec le formulaire."),
    [["PreCompress", {"trigger": "manual"}], g.prompt(p4)],
    g.sh("npm run check", "\n> fournil@0.9.0 check\n> svelte-kit sync && svelte-check --tsconfig ./tsconfig.json\n\n" +
         check_out, 1, "Vérifier les types"),
    g.after_agent(p4, "svelte-check trouve 1 erreur : ChoixCreneau.svelte:14:5, creneaux peut être undefined."),
    [g.prompt(p5)],
    g.read("src/lib/components/ChoixCreneau.svelte", "<script lang=\"ts\">\n  ...\n  {#each creneaux as creneau (creneau.debut)}\n"),
    g.after_agent(p5, "Je regarde la ligne 14 du composant."),
)
session("gemini-fr-sveltekit-creneaux", "Gemini CLI, French SvelteKit: a narrowed plan (weekends, 8h-13h), an empty "
        "grep with Exit Code 1, a vitest failure behind `| tail`, a helper removed by rm, an install, a /compress, "
        "an open svelte-check error.", "gemini", R, g.common(), g.finish(events))


# =============================================================================================
# 6. gemini-ru-phoenix-subscriptions
# =============================================================================================
R = "/home/dev/studio"
g = Gemini(R, uid4("heldout4-gemini-ru-phoenix-subscriptions"), "2026-12-04T09:27:40")
mailgun = "key-8c2f0e7a91d34b6f"
gen_live = """* creating lib/studio_web/live/subscription_live/show.ex
* creating lib/studio_web/live/subscription_live/index.ex
* creating lib/studio_web/live/subscription_live/form_component.ex
* creating lib/studio_web/live/subscription_live/index.html.heex
* creating lib/studio_web/live/subscription_live/show.html.heex
* creating test/studio_web/live/subscription_live_test.exs
* creating lib/studio/billing/subscription.ex
* creating priv/repo/migrations/20261204093012_create_subscriptions.exs
* creating lib/studio/billing.ex
* injecting lib/studio/billing.ex
* creating test/studio/billing_test.exs
* injecting test/studio/billing_test.exs
* creating test/support/fixtures/billing_fixtures.ex
* injecting test/support/fixtures/billing_fixtures.ex

Add the live routes to your browser scope in lib/studio_web/router.ex:

    live "/subscriptions", SubscriptionLive.Index, :index
    live "/subscriptions/new", SubscriptionLive.Index, :new

Remember to update your repository by running migrations:

    $ mix ecto.migrate"""
gen_json = """* creating lib/studio_web/controllers/subscription_controller.ex
* creating lib/studio_web/controllers/subscription_json.ex
* creating lib/studio_web/controllers/changeset_json.ex
* creating test/studio_web/controllers/subscription_controller_test.exs
* creating lib/studio_web/controllers/fallback_controller.ex

Add the resource to your :api scope in lib/studio_web/router.ex:

    resources "/subscriptions", SubscriptionController, except: [:new, :edit]"""
mix_tail = """  1) test subscriptions create_subscription/1 with valid data creates a subscription (Studio.BillingTest)
     test/studio/billing_test.exs:21
     ** (MatchError) no match of right hand side value: {:error, #Ecto.Changeset<action: :insert, changes: %{plan: "monthly", expires_on: ~D[2027-01-04]}, errors: [member_id: {"can't be blank", [validation: :required]}], data: #Studio.Billing.Subscription<>, valid?: false, ...>}
     code: assert {:ok, %Subscription{} = subscription} = Billing.create_subscription(valid_attrs)
     stacktrace:
       test/studio/billing_test.exs:24: (test)

.....
Finished in 0.4 seconds (0.1s async, 0.3s sync)
47 tests, 1 failure

Randomized with seed 604113"""
warn_out = """Compiling 2 files (.ex)
    warning: variable "plan" is unused (if the variable is not meant to be used, prefix it with an underscore)
    │
 91 │   def cancel_subscription(%Subscription{plan: plan} = subscription) do
    │                                               ~~~~
    │
    └─ lib/studio/billing.ex:91:47: Studio.Billing.cancel_subscription/1

Compilation failed due to warnings while using the --warnings-as-errors option"""
p1 = ("Добавь абонементы: участник покупает план (месячный или годовой), у абонемента есть дата окончания. Сделай "
      "через mix phx.gen с LiveView-страницами для админки.")
p2 = "Стоп, LiveView не нужен — только JSON API для мобильного приложения. Админка будет потом, отдельной задачей."
p3 = "да, давай"
p4 = ("Добавь renew_subscription/2 (продление на срок плана) и cancel_subscription/1. Все новые функции контекста "
      "покрой тестами.")
p5 = "Вот ключ Mailgun для стейджа: %s. Пропиши его через fly secrets, в код и в репозиторий не клади." % mailgun
p6 = "Ладно, для cancel_subscription тест можно не писать, она всё равно только для админки."
p7 = "Исправь предупреждение компилятора и задеплой на стейдж."
events = flat([["SessionStart", {"source": "startup"}], g.prompt(p1)],
    g.sh("asdf local elixir 1.17.3-otp-27 && elixir --version", "Erlang/OTP 27 [erts-15.1.2] [source] [64-bit] "
         "[smp:16:16] [ds:16:16:10] [async-threads:1] [jit:ns]\n\nElixir 1.17.3 (compiled with Erlang/OTP 27)", 0,
         "Переключить версию Elixir для проекта"),
    g.read("lib/studio/accounts/member.ex", "defmodule Studio.Accounts.Member do\n  use Ecto.Schema\n  ...\nend\n"),
    g.read("lib/studio_web/router.ex", "defmodule StudioWeb.Router do\n  use StudioWeb, :router\n  ...\nend\n"),
    g.read("mix.exs", "defmodule Studio.MixProject do\n  ...\n  {:phoenix, \"~> 1.7.14\"},\n  ...\nend\n"),
    g.sh("mix phx.gen.live Billing Subscription subscriptions member_id:references:members plan:string "
         "expires_on:date", gen_live, 0, "Сгенерировать контекст и LiveView"),
    g.after_agent(p1, "Сгенерировал контекст Billing, схему Subscription, миграцию и страницы для админки."),
    [g.prompt(p2)],
    g.sh("rm -r lib/studio_web/live/subscription_live test/studio_web/live/subscription_live_test.exs", "", 0,
         "Удалить сгенерированные LiveView"),
    g.sh("mix phx.gen.json Billing Subscription subscriptions member_id:references:members plan:string "
         "expires_on:date --no-context --no-schema", gen_json, 0, "Сгенерировать JSON-контроллер"),
    g.sh('rg -n "subscriptions" lib/studio_web/router.ex', "", 1, "Проверить, есть ли уже маршруты"),
    g.replace("lib/studio_web/router.ex", "Добавить маршруты API.", 'scope "/api", StudioWeb do\n    pipe_through :api',
              'scope "/api", StudioWeb do\n    pipe_through :api\n    resources "/subscriptions", SubscriptionController, '
              "except: [:new, :edit]"),
    g.sh("mix ecto.migrate", "09:31:12.402 [info] == Running 20261204093012 Studio.Repo.Migrations.CreateSubscriptions."
         "change/0 forward\n09:31:12.404 [info] create table subscriptions\n09:31:12.409 [info] create index "
         "subscriptions_member_id_index\n09:31:12.410 [info] == Migrated 20261204093012 in 0.0s", 0, "Применить миграцию"),
    g.sh("mix test 2>&1 | tail -25", mix_tail, 0, "Запустить тесты"),
    g.replace("test/support/fixtures/billing_fixtures.ex", "Создавать участника в фикстуре.",
              "|> Enum.into(%{\n        expires_on: ~D[2027-01-04],", "|> Enum.into(%{\n        member_id: "
              "Studio.AccountsFixtures.member_fixture().id,\n        expires_on: ~D[2027-01-04],"),
    g.replace("test/studio/billing_test.exs", "Передавать member_id.", 'valid_attrs = %{plan: "monthly", expires_on: '
              '~D[2027-01-04]}', 'valid_attrs = %{plan: "monthly", expires_on: ~D[2027-01-04], member_id: member.id}'),
    g.sh("mix test", "...............................................\nFinished in 0.4 seconds (0.1s async, 0.3s sync)\n"
         "47 tests, 0 failures", 0, "Запустить тесты"),
    g.after_agent(p2, "LiveView удалены, вместо них JSON API: SubscriptionController и маршруты в scope /api. Миграция "
                      "применена, тесты зелёные. Продолжать с продлением абонемента?"),
    [g.prompt(p3)],
    g.after_agent(p3, "Хорошо. Уточни, что именно нужно: только продление или ещё и отмена?"),
    [g.prompt(p4)],
    g.replace("lib/studio/billing.ex", "Добавить renew_subscription/2.", "  def delete_subscription(%Subscription{} = "
              "subscription) do", "  def renew_subscription(%Subscription{} = subscription, today \\\\ Date.utc_today()) "
              "do\n    subscription\n    |> Subscription.changeset(%{expires_on: next_expiry(subscription, today)})\n"
              "    |> Repo.update()\n  end\n\n  def delete_subscription(%Subscription{} = subscription) do"),
    g.replace("test/studio/billing_test.exs", "Тесты продления.", '    test "delete_subscription/1 deletes the subscription"',
              '    test "renew_subscription/2 extends a monthly plan by one month" do\n      ...\n    end\n\n'
              '    test "delete_subscription/1 deletes the subscription"'),
    g.sh("mix test test/studio/billing_test.exs", "..........\nFinished in 0.2 seconds (0.2s async, 0.0s sync)\n"
         "10 tests, 0 failures", 0, "Тесты контекста"),
    g.after_agent(p4, "renew_subscription/2 готова и покрыта тестами (месячный и годовой план). cancel_subscription/1 "
                      "ещё не написана."),
    [g.prompt(p5)],
    g.sh("fly secrets set MAILGUN_API_KEY=%s -a studio-staging" % mailgun, "Updating existing machines in "
         "'studio-staging' with rolling strategy\n-------\n ✔ [1/2] Machine 148ed127a96589 [app] update succeeded\n ✔ "
         "[2/2] Machine 3d8d9e21b04789 [app] update succeeded\n-------", 0, "Записать секрет на стейдже"),
    g.replace("config/runtime.exs", "Читать ключ Mailgun из окружения.", "config :studio, Studio.Mailer,\n  adapter: "
              "Swoosh.Adapters.Local", "config :studio, Studio.Mailer,\n  adapter: Swoosh.Adapters.Mailgun,\n  api_key: "
              "System.fetch_env!(\"MAILGUN_API_KEY\"),\n  domain: \"mg.studio.example\""),
    g.after_agent(p5, "Секрет MAILGUN_API_KEY записан в приложение studio-staging через fly secrets, runtime.exs читает "
                      "его из окружения. В репозитории ключа нет."),
    [g.prompt(p6)],
    g.replace("lib/studio/billing.ex", "Добавить cancel_subscription/1.", "  def delete_subscription(%Subscription{} = "
              "subscription) do", "  def cancel_subscription(%Subscription{plan: plan} = subscription) do\n    "
              "subscription\n    |> Subscription.changeset(%{expires_on: Date.utc_today()})\n    |> Repo.update()\n  end\n\n"
              "  def delete_subscription(%Subscription{} = subscription) do"),
    g.sh("mix compile --warnings-as-errors", warn_out, 1, "Скомпилировать без предупреждений"),
    g.after_agent(p6, "cancel_subscription/1 добавлена без теста, но компиляция с --warnings-as-errors падает: "
                      "переменная plan не используется (billing.ex:91)."),
    [g.prompt(p7)],
    g.read("lib/studio/billing.ex", "  def cancel_subscription(%Subscription{plan: plan} = subscription) do\n"),
    g.after_agent(p7, "Смотрю billing.ex:91."),
)
session("gemini-ru-phoenix-subscriptions", "Gemini CLI, Russian Elixir/Phoenix: generators (phx.gen.live, then "
        "phx.gen.json after \"Стоп\"), `rm -r` of the LiveViews, an empty rg, ecto.migrate, a failure behind `| tail`, "
        "a Mailgun key in prose set with fly secrets, a relaxed test rule and an open compile error.", "gemini", R,
        g.common(), g.finish(events))


# =============================================================================================
# 7. qwen-zh-wp-shipping-notice
# =============================================================================================
R = "/home/dev/wp-content/plugins/shipping-notice"
q = Qwen(R, uid4("heldout4-qwen-zh-wp-shipping-notice"), "2026-12-05T14:03:21")
phpunit_fail = """Installing...
Running as single site... To run multisite, use -c tests/phpunit/multisite.xml
PHPUnit 9.6.21 by Sebastian Bergmann and contributors.

..F.                                                                4 / 4 (100%)

Time: 00:00.412, Memory: 38.50 MB

There was 1 failure:

1) Test_Settings::test_threshold_is_sanitized
Failed asserting that '12abc' is identical to 12.0.

/home/dev/wp-content/plugins/shipping-notice/tests/test-settings.php:27

FAILURES!
Tests: 4, Assertions: 6, Failures: 1."""
phpcs_tail = """FILE: /home/dev/wp-content/plugins/shipping-notice/includes/class-settings-page.php
----------------------------------------------------------------------------------------------------
FOUND 1 ERROR AFFECTING 1 LINE
----------------------------------------------------------------------------------------------------
 58 | ERROR | All output should be run through an escaping function (see the Security sections in
    |       | the WordPress Developer Handbooks), found '$threshold'.
    |       | (WordPress.Security.EscapeOutput.OutputNotEscaped)
----------------------------------------------------------------------------------------------------
Time: 388ms; Memory: 10MB"""
T7a = [("创建数据表 wp_shipping_notice", "in_progress"), ("后台设置页", "pending"), ("前台通知栏读取设置", "pending"),
       ("单元测试", "pending")]
T7b = [("后台设置页", "in_progress"), ("前台通知栏读取设置", "pending"), ("单元测试", "pending"),
       ("添加 uninstall.php 清理选项", "pending")]
T7c = [("后台设置页", "completed"), ("前台通知栏读取设置", "in_progress"), ("单元测试", "completed"),
       ("添加 uninstall.php 清理选项", "pending")]
events = flat(q.start(), [
    q.prompt("给 shipping-notice 插件加一个后台设置页：管理员可以设置包邮门槛金额和顶部提示文字，前台顶部显示“还差 X 元"
             "包邮”。")],
    q.todos(T7a),
    q.read("shipping-notice.php", "<?php\n/**\n * Plugin Name: Shipping Notice\n * Version: 0.2.4\n */\n"
           "require_once __DIR__ . '/includes/class-notice-bar.php';\n"),
    q.read("includes/class-notice-bar.php", "<?php\nclass Shipping_Notice_Bar {\n    public function render() { ... }\n}\n"),
    q.write("includes/class-install.php", "<?php\nclass Shipping_Notice_Install {\n    public static function activate() {\n"
            "        global $wpdb;\n        require_once ABSPATH . 'wp-admin/includes/upgrade.php';\n"
            "        dbDelta( \"CREATE TABLE {$wpdb->prefix}shipping_notice ( ... )\" );\n    }\n}\n"),
    q.edit("shipping-notice.php", "require_once __DIR__ . '/includes/class-notice-bar.php';",
           "require_once __DIR__ . '/includes/class-notice-bar.php';\nrequire_once __DIR__ . '/includes/class-install.php';\n"
           "register_activation_hook( __FILE__, array( 'Shipping_Notice_Install', 'activate' ) );"), [
    q.stop("已写好建表的安装类，激活插件时创建 wp_shipping_notice 表。", 24310),
    q.prompt("不对，设置不要单独建数据表，用 Options API 存就行。这么点数据没必要建表。")],
    q.sh("rm includes/class-install.php", "", description="删除建表的安装类"),
    q.edit("shipping-notice.php", "require_once __DIR__ . '/includes/class-install.php';\nregister_activation_hook( "
           "__FILE__, array( 'Shipping_Notice_Install', 'activate' ) );", "require_once __DIR__ . "
           "'/includes/class-settings-page.php';"),
    q.todos(T7b, dict(T7a)), [
    q.stop("安装类已删除。设置页打算用 Settings API 注册（register_setting + add_options_page），可以吗？", 26002),
    q.prompt("可以")],
    q.write("includes/class-settings-page.php", "<?php\nclass Shipping_Notice_Settings_Page {\n    const OPTION = "
            "'shipping_notice_options';\n    public function register() {\n        register_setting( 'shipping_notice', "
            "self::OPTION );\n    }\n}\n"),
    q.sh('grep -rn "shipping_notice_threshold" tests/', "", 1, "查找已有测试"),
    q.sh("wp scaffold plugin-tests shipping-notice", "Success: Created test files.", description="生成测试脚手架"),
    q.sh("rm tests/test-sample.php", "", description="删除示例测试"),
    q.write("tests/test-settings.php", "<?php\nclass Test_Settings extends WP_UnitTestCase {\n    public function "
            "test_threshold_is_sanitized() {\n        $this->assertSame( 12.0, shipping_notice_sanitize( array( "
            "'threshold' => '12abc' ) )['threshold'] );\n    }\n}\n"),
    q.sh("bash bin/install-wp-tests.sh wp_test root root 127.0.0.1 latest", "+ install_wp\n+ install_test_suite\n"
         "+ install_db\n+ mysqladmin create wp_test --user=root --password=root --host=127.0.0.1 --protocol=tcp",
         description="安装 WordPress 测试环境"),
    q.sh("vendor/bin/phpunit --filter Test_Settings", phpunit_fail, 1, "运行设置页测试"), [
    q.stop("test_threshold_is_sanitized 失败：门槛金额没有做清洗，'12abc' 原样保存了。", 31877),
    q.prompt("继续")],
    q.compact("<state_snapshot>\n<overall_goal>shipping-notice 插件：后台设置页（包邮门槛、提示文字），前台通知栏。"
              "</overall_goal>\n<key_knowledge>设置用 Options API（shipping_notice_options）。includes/class-settings-page.php，"
              "tests/test-settings.php。</key_knowledge>\n<current_plan>1. 修复门槛清洗 2. 前台通知栏读取设置 3. "
              "uninstall.php</current_plan>\n</state_snapshot>"),
    q.edit("includes/class-settings-page.php", "register_setting( 'shipping_notice', self::OPTION );",
           "register_setting( 'shipping_notice', self::OPTION, array( 'sanitize_callback' => 'shipping_notice_sanitize' ) );"),
    q.edit("includes/class-settings-page.php", "}\n", "}\n\nfunction shipping_notice_sanitize( $input ) {\n    return array(\n"
           "        'threshold' => (float) preg_replace( '/[^0-9.]/', '', $input['threshold'] ?? '' ),\n"
           "        'text'      => sanitize_text_field( $input['text'] ?? '' ),\n    );\n}\n"),
    q.sh("vendor/bin/phpunit --filter Test_Settings", "PHPUnit 9.6.21 by Sebastian Bergmann and contributors.\n\n....    "
         "4 / 4 (100%)\n\nTime: 00:00.398, Memory: 38.50 MB\n\nOK (4 tests, 7 assertions)", description="运行设置页测试"),
    q.todos(T7c, dict(T7b)), [
    q.stop("门槛清洗已修好，4 个测试通过。接下来让前台通知栏读取设置。", 35120),
    q.prompt("所有输出都要转义，用 esc_html 和 esc_attr，不要直接 echo 变量。")],
    q.edit("includes/class-notice-bar.php", "echo '<div class=\"shipping-notice\">' . $text . '</div>';",
           "printf( '<div class=\"shipping-notice\" data-threshold=\"%s\">%s</div>', esc_attr( $threshold ), "
           "esc_html( $text ) );"),
    q.compact("<state_snapshot>\n<overall_goal>shipping-notice 插件：后台设置页与前台通知栏。</overall_goal>\n"
              "<key_knowledge>设置存 Options API；门槛清洗已修复，测试通过；用户要求所有输出转义。</key_knowledge>\n"
              "<current_plan>1. 前台通知栏转义 2. 运行 phpcs 3. uninstall.php</current_plan>\n</state_snapshot>"),
    q.read("includes/class-notice-bar.php", "<?php\nclass Shipping_Notice_Bar {\n    public function render() {\n"
           "        printf( ... esc_attr( $threshold ), esc_html( $text ) );\n"),
    q.sh("composer run lint 2>&1 | tail -8", phpcs_tail, description="运行 phpcs"), [
    q.stop("通知栏已用 esc_html / esc_attr 输出。phpcs 还报 1 个错误：class-settings-page.php 第 58 行直接输出了 "
           "$threshold（WordPress.Security.EscapeOutput.OutputNotEscaped）。", 41733),
    q.prompt("把 phpcs 报的转义问题修掉，然后打个 0.3.0 的 tag。")],
    q.read("includes/class-settings-page.php", "<?php\n...\n        echo '<input name=\"shipping_notice_options[threshold]\" "
           "value=\"' . $threshold . '\" />';\n"), [
    q.stop("正在看 class-settings-page.php 第 58 行。", 42210),
])
session("qwen-zh-wp-shipping-notice", "Qwen Code, Chinese WordPress plugin: a custom table dropped for the Options API "
        "(file removed by rm, todo dropped), an empty grep reported as PostToolUseFailure, a test scaffold generator, a "
        "phpunit failure fixed after two compactions, an open phpcs error behind `| tail`.", "qwen", R, q.common(),
        q.finish(events))


# =============================================================================================
# 8. ja-godot-inventory
# =============================================================================================
R = "/home/dev/mori-no-soko"
c = Claude(R, uid4("heldout4-ja-godot-inventory"))
butler_key = "3f7Qx9LmZ2rW8tK4pB6n"
GUT = "godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://tests/unit -gexit 2>&1 | tail -30"


def gut_out(failing, detail, total):
    lines = ["res://tests/unit/test_inventory.gd"]
    if failing:
        lines += ["* %s" % failing, "    [Failed]:  %s" % detail, "      at line 42" if "spills" in failing else
                  "      at line 57"]
    lines += ["", "==============================================", "= Run Summary",
              "==============================================", "", "---- Totals ----",
              "Scripts           1", "Tests             %d" % total,
              "  Passing         %d" % (total - (1 if failing else 0))]
    if failing:
        lines += ["  Failing         1", "Asserts           %d" % (total * 3), "Time              0.214s", "",
                  "---- 1 failing tests ----"]
    else:
        lines += ["Asserts           %d" % (total * 3), "Time              0.198s", "", "---- All tests passed! ----"]
    return "\n".join(lines)


T8 = ["インベントリのデータ構造", "スタック処理", "セーブ/ロードを実装", "GUT テスト"]
events = flat(c.start(), [
    c.prompt("インベントリを実装してください。スロットは 24 個、同じアイテムは 99 個までスタックできるように。UI は"
             "あとで作ります。"),
    c.read("project.godot", 64), c.read("scripts/player/player.gd", 212), c.read("scripts/old_inventory.gd", 88),
    c.read_repeat("scenes/levels/forest_{i}.tscn", 14, 310),
    c.glob("addons/gut/*.gd", ["addons/gut/gut.gd", "addons/gut/gut_cmdln.gd", "addons/gut/test.gd"]),
    c.grep("old_inventory", "scripts", ["scripts/player/player.gd", "scripts/old_inventory.gd"]),
    c.todos([(T8[0], "in_progress"), (T8[1], "pending"), (T8[2], "pending"), (T8[3], "pending")]),
    c.write("scripts/inventory/item_stack.gd", "class_name ItemStack\nextends RefCounted\n\nvar item_id: StringName\n"
            "var count: int = 0\n"),
    c.write("scripts/inventory/inventory.gd", "class_name Inventory\nextends Resource\n\nconst SLOT_COUNT := 24\n"
            "const MAX_STACK := 99\n\nvar slots: Array[ItemStack] = []\n\nfunc add_item(item_id: StringName, amount: int) "
            "-> int:\n\treturn amount\n"),
    c.write("scripts/inventory/inventory_save.gd", "class_name InventorySave\nextends RefCounted\n\nstatic func "
            "save(inv: Inventory, path: String) -> Error:\n\treturn OK\n"),
    c.write("tests/unit/test_inventory.gd", "extends GutTest\n\nfunc test_stack_overflow_spills_to_next_slot():\n"
            "\tvar inv := Inventory.new()\n\tinv.add_item(&\"wood\", 120)\n\tassert_eq(inv.used_slots(), 2, "
            "\"溢れたアイテムは次のスロットへ\")\n"),
    c.bash("git rm scripts/old_inventory.gd", "rm 'scripts/old_inventory.gd'", "Remove the legacy inventory"),
    c.edit("scripts/player/player.gd", "var inventory = preload(\"res://scripts/old_inventory.gd\").new()",
           "var inventory := Inventory.new()"),
    c.todos([(T8[0], "completed"), (T8[1], "in_progress"), (T8[2], "pending"), (T8[3], "in_progress")]),
    c.bash(GUT, gut_out("test_stack_overflow_spills_to_next_slot", "[1] expected to equal [2]:  溢れたアイテムは次の"
                        "スロットへ", 7), "Run the GUT tests"),
    c.edit("scripts/inventory/inventory.gd", "\t\tslot.count += amount\n\t\treturn 0",
           "\t\tvar moved := mini(amount, MAX_STACK - slot.count)\n\t\tslot.count += moved\n\t\tamount -= moved"),
    c.bash(GUT, gut_out(None, "", 7), "Run the GUT tests"),
    c.todos([(T8[0], "completed"), (T8[1], "completed"), (T8[2], "pending"), (T8[3], "completed")]),
    c.commit("インベントリの基本実装", "c72d19e", "main", 6, 204, 88),
    c.stop("24 スロットのインベントリとスタック処理を実装し、旧 old_inventory.gd は git rm しました。GUT 7 件すべて通過。"),
], c.compact("<analysis>Godot のインベントリ作業。</analysis>\n<summary>\n1. Primary Request and Intent: インベントリ "
             "(24 スロット、スタック)。UI は後回し。\n2. Key Technical Concepts: Godot 4.3, GDScript, GUT。\n3. Files and "
             "Code Sections: scripts/inventory/inventory.gd, item_stack.gd, tests/unit/test_inventory.gd, "
             "scripts/player/player.gd。\n4. Errors and fixes: スタックのあふれ処理のテスト失敗を修正。\n5. Pending "
             "Tasks: セーブ/ロード。\n6. Current Work: 基本実装をコミット済み。\n</summary>"), [
    c.prompt("いいえ、スタック上限はアイテムごとに変えられるようにしてください。ポーションは 20 まで、素材は 99 まで。"),
    c.bash("mkdir -p resources/items && touch resources/items/.gitkeep", "", "Create the item resources folder"),
    c.write("scripts/inventory/item_data.gd", "class_name ItemData\nextends Resource\n\n@export var id: StringName\n"
            "@export var max_stack: int = 99\n"),
    c.write("resources/items/potion.tres", "[gd_resource type=\"Resource\" script_class=\"ItemData\" format=3]\n\n"
            "[ext_resource type=\"Script\" path=\"res://scripts/inventory/item_data.gd\" id=\"1\"]\n\n[resource]\n"
            "script = ExtResource(\"1\")\nid = &\"potion\"\nmax_stack = 20\n"),
    c.write("resources/items/wood.tres", "[gd_resource type=\"Resource\" script_class=\"ItemData\" format=3]\n\n"
            "[resource]\nid = &\"wood\"\nmax_stack = 99\n"),
    c.edit("scripts/inventory/inventory.gd", "const MAX_STACK := 99\n", "var item_db: Dictionary = {}\n"),
    c.edit("scripts/inventory/inventory.gd", "MAX_STACK - slot.count", "_max_stack(item_id) - slot.count"),
    c.stop("アイテムごとの上限に対応しました (ItemData.max_stack、potion.tres は 20、wood.tres は 99)。"),
    c.prompt("セーブ/ロードは次のマイルストーンに回しましょう。今回は触らないでください。"),
    c.bash("rm scripts/inventory/inventory_save.gd", "", "Remove the unfinished save code"),
    c.todos([(T8[0], "completed"), (T8[1], "completed"), (T8[3], "completed"), ("アイテムごとの上限のテスト", "pending")]),
    c.stop("inventory_save.gd を削除し、セーブ/ロードは ToDo から外しました。アイテムごとの上限のテストも追加しますか？"),
    c.prompt("はい"),
    c.todos([(T8[0], "completed"), (T8[1], "completed"), (T8[3], "completed"), ("アイテムごとの上限のテスト", "in_progress")]),
    c.edit("tests/unit/test_inventory.gd", "func test_stack_overflow_spills_to_next_slot():",
           "func test_potion_stacks_to_20():\n\tvar inv := Inventory.new()\n\tinv.add_item(&\"potion\", 25)\n"
           "\tassert_eq(inv.slots[0].count, 20)\n\nfunc test_stack_overflow_spills_to_next_slot():"),
    c.bash(GUT, gut_out("test_potion_stacks_to_20", "[25] expected to equal [20]", 8), "Run the GUT tests"),
    c.stop("test_potion_stacks_to_20 が失敗します: item_db が空のままなので potion.tres の max_stack が読まれず、"
           "既定値 99 が使われています。"),
], c.compact("<analysis>Godot のインベントリ作業。</analysis>\n<summary>\n1. Primary Request and Intent: インベントリ "
             "(24 スロット)。スタック上限はアイテムごと (ポーション 20、素材 99)。セーブ/ロードは次のマイルストーン。\n"
             "2. Key Technical Concepts: Godot 4.3, Resource (.tres), GUT。\n3. Files and Code Sections: inventory.gd, "
             "item_data.gd, resources/items/potion.tres, wood.tres, tests/unit/test_inventory.gd。\n4. Errors and "
             "fixes: ポーションの上限テストが失敗中。\n5. Pending Tasks: 上限テストの修正。\n6. Current Work: item_db "
             "の読み込み。\n</summary>", trigger="manual", instructions="インベントリの決定事項を残して"), [
    c.prompt("ついでに、itch.io にベータを上げておいてください。butler の API キーは %s です。" % butler_key),
    c.bash("godot --headless --export-release \"Linux\" build/linux/mori-no-soko.x86_64",
           "Godot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org\n[   0% ] savepack | Starting...\n"
           "[ 100% ] savepack | Done.", "Export the Linux build"),
    c.bash("BUTLER_API_KEY=%s butler push build/linux tanuki-dev/mori-no-soko:linux-beta" % butler_key,
           "• For channel `linux-beta`: last build is 41, downloading its signature\n• Pushing 38.21 MiB (2 files, 1 "
           "dirs, 0 symlinks)\n✓ Added 1.92 MiB fresh data (5.02% of total)\n• Build is now processing, should be up in a "
           "bit.\n\nUse the `butler status tanuki-dev/mori-no-soko:linux-beta` for more information.", "Push the beta"),
    c.bash("butler status tanuki-dev/mori-no-soko:linux-beta", "|   CHANNEL   | UPLOAD  | BUILD | VERSION |  STATE  |\n"
           "| linux-beta  | #9014212 | √ #42 | 0.7.0   | live    |", "Check the upload"),
    c.stop("linux-beta にビルド #42 を公開しました (ポーションの上限テストはまだ失敗中です)。"),
], c.compact("<analysis>Godot のインベントリ作業。</analysis>\n<summary>\n1. Primary Request and Intent: インベントリ、"
             "アイテムごとのスタック上限。itch.io の linux-beta に公開済み。\n2. Files: inventory.gd, item_data.gd, "
             "potion.tres, test_inventory.gd。\n3. Errors: test_potion_stacks_to_20 が失敗中。\n4. Current Work: "
             "ベータ公開 (#42)。\n</summary>"), [
    c.prompt("ポーションのテストを直して、それから HUD にインベントリを表示して。"),
    c.read("scripts/inventory/inventory.gd", 96),
    c.stop("inventory.gd の _max_stack を確認しています。"),
])
session("ja-godot-inventory", "Japanese Godot 4 session: a \"いいえ\" correction to per-item stack limits, save/load "
        "postponed (file removed, todo dropped), `git rm`, `touch`, GUT failures behind `| tail`, a butler key in prose "
        "and a beta push, three compactions and an open test.", "claude-code", R, c.common(), c.finish(events))


# =============================================================================================
# 9. pt-fastapi-soft-delete
# =============================================================================================
R = "/home/dev/estoque-api"
c = Claude(R, uid4("heldout4-pt-fastapi-soft-delete"))
codecov = "7d3e9f21-4b8a-4c6e-9f0d-2a5b8c1e6f47"
BR = "feat/soft-delete-produtos"
pytest_tail = """tests/test_produtos.py::test_deletar_marca_data PASSED                         [ 84%]
tests/test_produtos.py::test_listagem_ignora_deletados FAILED                [ 86%]
tests/test_produtos.py::test_buscar_deletado_retorna_404 PASSED              [ 89%]

=================================== FAILURES ===================================
________________________ test_listagem_ignora_deletados ________________________

client = <starlette.testclient.TestClient object at 0x7f2c1e5b3d90>, produtos = [<Produto 1>, <Produto 2>, <Produto 3>]

    def test_listagem_ignora_deletados(client, produtos):
        client.delete(f"/produtos/{produtos[0].id}")
        resposta = client.get("/produtos?pagina=1")
>       assert len(resposta.json()["itens"]) == 2
E       assert 3 == 2

tests/test_produtos.py:64: AssertionError
=========================== short test summary info ============================
FAILED tests/test_produtos.py::test_listagem_ignora_deletados - assert 3 == 2
1 failed, 37 passed in 2.58s"""
log_tail = """test (3.11)	Run pytest	2026-12-05T16:42:19.0718226Z         resposta = client.post(f"/produtos/{produto.id}/restaurar")
test (3.11)	Run pytest	2026-12-05T16:42:19.0718930Z E       sqlalchemy.exc.ProgrammingError: (psycopg.errors.UndefinedColumn) column produtos.deleted_at does not exist
test (3.11)	Run pytest	2026-12-05T16:42:19.0719411Z E       LINE 1: ...produtos.preco, produtos.criado_em, produtos.deleted_at FROM produtos...
test (3.11)	Run pytest	2026-12-05T16:42:19.0721872Z =========================== short test summary info ============================
test (3.11)	Run pytest	2026-12-05T16:42:19.0722307Z FAILED tests/test_produtos.py::test_restaurar_produto - sqlalchemy.exc.ProgrammingError: (psycopg.errors.UndefinedColumn) column produtos.deleted_at does not exist
test (3.11)	Run pytest	2026-12-05T16:42:19.0722902Z ERROR tests/test_produtos.py::test_buscar_deletado_retorna_404 - sqlalchemy.exc.ProgrammingError: (psycopg.errors.UndefinedColumn) column produtos.deleted_at does not exist
test (3.11)	Run pytest	2026-12-05T16:42:19.0723398Z 14 failed, 22 passed, 2 errors in 6.12s
test (3.11)	Run pytest	2026-12-05T16:42:19.1198310Z ##[error]Process completed with exit code 1."""
events = flat(c.start(), [
    c.prompt("Implementa soft delete nos produtos: coluna deleted_at, o DELETE só marca a data e as listagens ignoram "
             "os deletados. Gera a migration com alembic."),
    c.bash("pyenv local 3.12.7 && python --version", "Python 3.12.7", "Pin the project to Python 3.12.7"),
    c.bash("git checkout -b %s" % BR, "Switched to a new branch '%s'" % BR, "Create a branch"),
    c.read("app/models.py", 77), c.read("app/routers/produtos.py", 118), c.read("app/crud.py", 141),
    c.read("alembic/env.py", 86), c.read("tests/test_produtos.py", 59), c.read("tests/conftest.py", 73),
    c.glob(".github/workflows/*.yml", [".github/workflows/ci.yml", ".github/workflows/release.yml"]),
    c.edit("app/models.py", "    criado_em: Mapped[datetime] = mapped_column(server_default=func.now())",
           "    criado_em: Mapped[datetime] = mapped_column(server_default=func.now())\n    deleted_at: "
           "Mapped[datetime | None] = mapped_column(default=None, index=True)"),
    c.bash('alembic revision --autogenerate -m "add deleted_at to produtos"',
           "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume "
           "transactional DDL.\nINFO  [alembic.autogenerate.compare] Detected added column 'produtos.deleted_at'\nINFO  "
           "[alembic.autogenerate.compare] Detected added index ''ix_produtos_deleted_at'' on '('deleted_at',)'\n  "
           "Generating /home/dev/estoque-api/alembic/versions/3f9c2a1b7d4e_add_deleted_at_to_produtos.py ...  done",
           "Generate the migration"),
    c.bash("alembic upgrade head", "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  "
           "[alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade "
           "8e2d41c0a9f3 -> 3f9c2a1b7d4e, add deleted_at to produtos", "Apply the migration locally"),
    c.edit("app/crud.py", "def obter_produto(db: Session, produto_id: int):\n    return db.get(Produto, produto_id)",
           "def obter_produto(db: Session, produto_id: int):\n    produto = db.get(Produto, produto_id)\n    return "
           "None if produto is None or produto.deleted_at else produto"),
    c.edit("app/routers/produtos.py", "    db.delete(produto)", "    produto.deleted_at = datetime.now(UTC)"),
    c.edit("tests/test_produtos.py", "def test_deletar_remove(client, produtos):",
           "def test_deletar_marca_data(client, produtos):"),
    c.edit("tests/test_produtos.py", "def test_buscar_inexistente_retorna_404(client):",
           "def test_listagem_ignora_deletados(client, produtos):\n    client.delete(f\"/produtos/{produtos[0].id}\")\n"
           "    resposta = client.get(\"/produtos?pagina=1\")\n    assert len(resposta.json()[\"itens\"]) == 2\n\n\n"
           "def test_buscar_inexistente_retorna_404(client):"),
    c.bash("pytest -q 2>&1 | tail -n 20", pytest_tail, "Run the tests"),
    c.edit("app/crud.py", "    stmt = select(Produto).order_by(Produto.id).offset(offset).limit(limite)",
           "    stmt = (select(Produto).where(Produto.deleted_at.is_(None))\n            "
           ".order_by(Produto.id).offset(offset).limit(limite))"),
    c.bash("pytest -q", "......................................                                   [100%]\n38 passed in "
           "2.41s", "Run the tests"),
    c.stop("Soft delete pronto: coluna deleted_at (migration 3f9c2a1b7d4e aplicada), DELETE só marca a data e a "
           "listagem paginada filtra os deletados. 38 testes passando."),
    c.prompt("Agora o CI: quero que os testes rodem no GitHub Actions com um Postgres de serviço. O CI tem que rodar em "
             "Python 3.10, 3.11 e 3.12."),
    c.write(".github/workflows/tests.yml", "name: tests\non: [push, pull_request]\njobs:\n  test:\n    runs-on: "
            "ubuntu-latest\n    strategy:\n      matrix:\n        python: ['3.10', '3.11', '3.12']\n    services:\n"
            "      postgres:\n        image: postgres:16\n"),
    c.stop("Criei .github/workflows/tests.yml com a matrix de Python e um serviço postgres:16."),
    c.prompt("Já existe o ci.yml, coloca lá em vez de criar outro workflow."),
    c.bash("rm .github/workflows/tests.yml", "", "Remove the duplicate workflow"),
    c.read(".github/workflows/ci.yml", 38),
    c.edit(".github/workflows/ci.yml", "    runs-on: ubuntu-latest\n    steps:",
           "    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        python: ['3.10', '3.11', '3.12']\n    services:\n"
           "      postgres:\n        image: postgres:16\n        env:\n          POSTGRES_PASSWORD: postgres\n        "
           "ports: ['5432:5432']\n    steps:"),
    c.edit(".github/workflows/ci.yml", "python-version: '3.12'", "python-version: ${{ matrix.python }}"),
    c.stop("Movi a matrix e o Postgres para o ci.yml e apaguei o workflow duplicado."),
    c.prompt("O token do Codecov é %s, cadastra como secret do repositório e manda o coverage pra lá." % codecov),
    c.bash("gh secret set CODECOV_TOKEN --body %s" % codecov, "✓ Set Actions secret CODECOV_TOKEN for "
           "acme/estoque-api", "Store the Codecov token as a repository secret"),
    c.edit(".github/workflows/ci.yml", "      - run: pytest -q", "      - run: pytest -q --cov=app --cov-report=xml\n"
           "      - uses: codecov/codecov-action@v5\n        with:\n          token: ${{ secrets.CODECOV_TOKEN }}"),
    c.stop("Secret CODECOV_TOKEN cadastrado e o ci.yml envia o coverage com codecov-action@v5."),
], c.compact("<analysis>Sessão em estoque-api.</analysis>\n<summary>\n1. Primary Request and Intent: soft delete dos "
             "produtos (deleted_at), migration alembic; CI no GitHub Actions com Postgres de serviço e matrix de Python "
             "dentro do ci.yml existente; coverage no Codecov.\n2. Key Technical Concepts: FastAPI, SQLAlchemy 2, "
             "alembic, GitHub Actions.\n3. Files and Code Sections: app/models.py, app/crud.py, app/routers/produtos.py, "
             "alembic/versions/3f9c2a1b7d4e_add_deleted_at_to_produtos.py, .github/workflows/ci.yml.\n4. Errors and "
             "fixes: a listagem paginada não filtrava os deletados; corrigido.\n5. Pending Tasks: push e CI.\n6. Current "
             "Work: branch feat/soft-delete-produtos.\n</summary>"), [
    c.prompt("LGTM, push it"),
    c.commit("Soft delete de produtos + CI com Postgres", "a9e03b7", BR, 8, 187, 14),
    c.bash("git push -u origin %s" % BR, "branch '%s' set up to track 'origin/%s'." % (BR, BR), "Push the branch",
           git={"push": {"branch": BR}}),
    c.bash_fail("gh run watch --exit-status", "✓ lint in 21s (ID 35512093377)\nX test (3.10) in 1m4s (ID 35512093402)\n"
                "X test (3.11) in 58s (ID 35512093419)\nX test (3.12) in 1m1s (ID 35512093436)\n\nX "
                "feat/soft-delete-produtos CI · 12873465102\nTriggered via push about 2 minutes ago"),
    c.bash("gh run view 12873465102 --log-failed 2>&1 | tail -15", log_tail, "Read the failing CI log"),
    c.stop("O CI falhou nas três versões: o banco do serviço não tem a coluna deleted_at porque o workflow não roda as "
           "migrations antes do pytest."),
    c.prompt("Pode tirar o 3.10 da matrix, ninguém usa mais."),
    c.edit(".github/workflows/ci.yml", "python: ['3.10', '3.11', '3.12']", "python: ['3.11', '3.12']"),
    c.stop("Matrix agora só com 3.11 e 3.12."),
    c.prompt("Corrige o ci.yml pra rodar alembic upgrade head antes do pytest e abre o PR."),
    c.read(".github/workflows/ci.yml", 51),
    c.stop("Vou adicionar o passo de migration antes dos testes."),
])
session("pt-fastapi-soft-delete", "Portuguese FastAPI session with English acks: pyenv switch, an alembic "
        "autogenerate migration, a pytest failure behind `| tail`, a duplicate workflow removed by rm, a Codecov token "
        "in prose, a push and a failing CI log behind `| tail`, a relaxed Python matrix.", "claude-code", R, c.common(),
        c.finish(events))


# =============================================================================================
# 10. es-julia-lluvia
# =============================================================================================
R = "/home/dev/AnalisisLluvia"
c = Claude(R, uid4("heldout4-es-julia-lluvia"))
aemet = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJsbHV2aWEuZGV2In0.q8Zt3mV1xK0pN7rW2sY5uB9cD4fG6hJ8"
test_tail_1 = """     Testing Running tests...
agregados: Test Failed at /home/dev/AnalisisLluvia/test/test_agregados.jl:18
  Expression: acumulado_mensual(df)[3, :media_mm] ≈ 1.41
   Evaluated: 1.32 ≈ 1.41

Stacktrace:
 [1] macro expansion
   @ ~/.julia/juliaup/julia-1.11.2+0.x64.linux.gnu/share/julia/stdlib/v1.11/Test/src/Test.jl:679 [inlined]
 [2] macro expansion
   @ ~/AnalisisLluvia/test/test_agregados.jl:18 [inlined]
Test Summary: | Pass  Fail  Total  Time
AnalisisLluvia |   11     1     12  1.9s
  lectura      |    5            5  0.3s
  agregados    |    6     1      7  1.5s
ERROR: LoadError: Some tests did not pass: 11 passed, 1 failed, 0 errored, 0 broken.
in expression starting at /home/dev/AnalisisLluvia/test/runtests.jl:4
ERROR: Package AnalisisLluvia errored during testing"""
test_tail_2 = """     Testing Running tests...
graficos: Test Failed at /home/dev/AnalisisLluvia/test/test_graficos.jl:9
  Expression: isfile(ruta)
   Evaluated: isfile("/tmp/jl_Qm3x1B/anomalias_3195.png")

Stacktrace:
 [1] macro expansion
   @ ~/AnalisisLluvia/test/test_graficos.jl:9 [inlined]
Test Summary: | Pass  Fail  Total   Time
AnalisisLluvia |   18     1     19  41.7s
  lectura      |    5            5   0.3s
  agregados    |    7            7   1.4s
  anomalias    |    6            6   0.9s
  graficos     |         1      1  39.1s
ERROR: LoadError: Some tests did not pass: 18 passed, 1 failed, 0 errored, 0 broken.
in expression starting at /home/dev/AnalisisLluvia/test/runtests.jl:4
ERROR: Package AnalisisLluvia errored during testing"""
tasks = [("1", "Acumulado mensual por estación", "Suma y media mensual de la lluvia diaria por estación",
          "Calculando el acumulado mensual"),
         ("2", "Anomalía respecto a 1991-2020", "Diferencia del mes frente a la media climatológica 1991-2020",
          "Calculando la anomalía"),
         ("3", "Gráficos de anomalías", "Barras de anomalía mensual por estación", "Dibujando los gráficos")]
events = flat(c.start(), [
    c.prompt("Quiero funciones para analizar la lluvia diaria de las estaciones de AEMET: acumulado mensual por "
             "estación y anomalía respecto a la media 1991-2020. Haz los gráficos con Plots.jl."),
    c.bash("juliaup default 1.11 && julia --version", "Configured the default Julia version to be '1.11'.\njulia "
           "version 1.11.2", "Use Julia 1.11 by default"),
    c.read("Project.toml", 19), c.read("src/AnalisisLluvia.jl", 23), c.read("src/lectura.jl", 71),
    c.read("test/runtests.jl", 12),
    c.bash("ls data/", "3195_madrid_retiro.csv\n0076_barcelona_aeropuerto.csv\n5783_sevilla_aeropuerto.csv\n"
           "normales_1991_2020.csv", "List the data files"),
    [c.task_create(*t) for t in tasks],
    c.task_update("1", "in_progress", "pending"),
    c.bash("julia --project -e 'using Pkg; Pkg.add(\"Plots\")'", "   Resolving package versions...\n   Installed "
           "Plots ─ v1.40.9\n    Updating `~/AnalisisLluvia/Project.toml`\n  [91a5bcdd] + Plots v1.40.9\n"
           "Precompiling project...\n  142 dependencies successfully precompiled in 96 seconds", "Add Plots"),
    c.write("src/agregados.jl", "\"\"\"\n    acumulado_mensual(df)\n\nSuma y media mensual por estación.\n\"\"\"\n"
            "function acumulado_mensual(df::DataFrame)\n    df = transform(df, :prec => ByRow(x -> coalesce(x, 0.0)) => "
            ":prec)\n    combine(groupby(df, [:indicativo, :anio, :mes]), :prec => sum => :total_mm, :prec => mean => "
            ":media_mm)\nend\n"),
    c.write("test/test_agregados.jl", "@testset \"agregados\" begin\n    df = leer_estacion(joinpath(DATOS, "
            "\"3195_madrid_retiro.csv\"))\n    @test acumulado_mensual(df)[3, :media_mm] ≈ 1.41\nend\n"),
    c.edit("src/AnalisisLluvia.jl", "include(\"lectura.jl\")", "include(\"lectura.jl\")\ninclude(\"agregados.jl\")\n"
           "export acumulado_mensual"),
    c.bash("mkdir -p scripts && echo 'using AnalisisLluvia; println(first(acumulado_mensual(leer_estacion(\"data/3195_"
           "madrid_retiro.csv\")), 3))' > scripts/prueba.jl && julia --project scripts/prueba.jl",
           "3×5 DataFrame\n Row │ indicativo  anio   mes    total_mm  media_mm\n─────┼──────────────────────────────────────────\n"
           "   1 │ 3195        2023      1      23.4     0.755\n   2 │ 3195        2023      2      31.0     1.107\n"
           "   3 │ 3195        2023      3      40.9     1.32", "Try the function on Madrid-Retiro"),
    c.bash("julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -25", test_tail_1, "Run the tests"),
    c.stop("Falla test_agregados.jl:18: la media de marzo sale 1.32 en vez de 1.41 porque los días sin dato "
           "(missing) se cuentan como 0 mm."),
    c.prompt("Los valores faltantes no se rellenan con cero: se excluyen de la media, y si falta más del 20 % de los "
             "días del mes, el mes queda como missing."),
    c.edit("src/agregados.jl", "    df = transform(df, :prec => ByRow(x -> coalesce(x, 0.0)) => :prec)\n", ""),
    c.edit("src/agregados.jl", ":prec => mean => :media_mm)", ":prec => media_sin_faltantes => :media_mm)"),
    c.edit("src/agregados.jl", "end\n", "end\n\nfunction media_sin_faltantes(x)\n    validos = collect(skipmissing(x))\n"
           "    length(validos) < 0.8 * length(x) ? missing : mean(validos)\nend\n"),
    c.bash("rg -n 'coalesce' src/", "", "Look for leftover coalesce calls", interpretation="No matches found"),
    c.bash("julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -4", "Test Summary: | Pass  Total  Time\n"
           "AnalisisLluvia |   13     13  1.8s\n     Testing AnalisisLluvia tests passed ", "Run the tests"),
    c.bash("rm scripts/prueba.jl", "", "Remove the scratch script"),
    c.task_update("1", "completed", "in_progress", tasks[0][1], tasks[0][2]),
    c.stop("Los faltantes ya no cuentan como cero y un mes con más del 20 % de días sin dato queda como missing. "
           "Tests en verde. ¿Sigo con la anomalía?"),
    c.prompt("dale"),
    c.task_update("2", "in_progress", "pending"),
    c.write("src/anomalias.jl", "function anomalia_mensual(mensual::DataFrame, normales::DataFrame)\n    df = "
            "leftjoin(mensual, normales, on = [:indicativo, :mes])\n    transform(df, [:total_mm, :normal_mm] => "
            "ByRow(-) => :anomalia_mm)\nend\n"),
    c.write("test/test_anomalias.jl", "@testset \"anomalias\" begin\n    ...\nend\n"),
    c.edit("src/AnalisisLluvia.jl", "include(\"agregados.jl\")", "include(\"agregados.jl\")\ninclude(\"anomalias.jl\")"),
    c.bash("julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -4", "Test Summary: | Pass  Total  Time\n"
           "AnalisisLluvia |   19     19  2.2s\n     Testing AnalisisLluvia tests passed ", "Run the tests"),
    c.task_update("2", "completed", "in_progress", tasks[1][1], tasks[1][2]),
    c.stop("anomalia_mensual lista (src/anomalias.jl), 19 tests en verde. Falta la tarea de los gráficos."),
], c.compact("<analysis>Sesión en AnalisisLluvia.</analysis>\n<summary>\n1. Primary Request and Intent: análisis de "
             "lluvia diaria AEMET: acumulado mensual por estación y anomalía frente a 1991-2020, con gráficos.\n2. Key "
             "Technical Concepts: Julia 1.11, DataFrames, Pkg.\n3. Files and Code Sections: src/agregados.jl, "
             "src/anomalias.jl, test/test_agregados.jl, test/test_anomalias.jl.\n4. Errors and fixes: la media contaba "
             "los faltantes como 0; corregido.\n5. Pending Tasks: gráficos de anomalías.\n6. Current Work: tareas 1 y 2 "
             "completadas.\n</summary>"), [
    c.prompt("Cambio: en vez de Plots.jl usa CairoMakie, que es lo que usa el resto del grupo para las figuras del "
             "informe."),
    c.task_update("3", "in_progress", "pending"),
    c.bash("julia --project -e 'using Pkg; Pkg.rm(\"Plots\"); Pkg.add(\"CairoMakie\")'", "    Updating "
           "`~/AnalisisLluvia/Project.toml`\n  [91a5bcdd] - Plots v1.40.9\n   Resolving package versions...\n   "
           "Installed CairoMakie ─ v0.12.16\n    Updating `~/AnalisisLluvia/Project.toml`\n  [13f3f980] + CairoMakie "
           "v0.12.16\nPrecompiling project...\n  198 dependencies successfully precompiled in 214 seconds",
           "Swap Plots for CairoMakie"),
    c.write("src/graficos.jl", "using CairoMakie\n\nfunction grafico_anomalias(df::DataFrame, indicativo; ruta)\n    fig = "
            "Figure(size = (900, 400))\n    ax = Axis(fig[1, 1], title = \"Anomalía mensual $(indicativo)\")\n    "
            "barplot!(ax, 1:nrow(df), coalesce.(df.anomalia_mm, NaN))\n    fig\nend\n"),
    c.write("test/test_graficos.jl", "@testset \"graficos\" begin\n    ruta = joinpath(mktempdir(), "
            "\"anomalias_3195.png\")\n    grafico_anomalias(anom, \"3195\"; ruta)\n    @test isfile(ruta)\nend\n"),
    c.edit("src/AnalisisLluvia.jl", "include(\"anomalias.jl\")", "include(\"anomalias.jl\")\ninclude(\"graficos.jl\")"),
    c.stop("Plots sustituido por CairoMakie; grafico_anomalias en src/graficos.jl con su test."),
    c.prompt("Para bajar los datos de 2024 usa mi clave de AEMET OpenData: %s (no la guardes en el repo)." % aemet),
    c.bash("AEMET_API_KEY=%s julia --project scripts/descargar.jl 2024 3195 0076 5783" % aemet,
           "Descargadas 366 observaciones de 3195 (MADRID, RETIRO)\nDescargadas 366 observaciones de 0076 (BARCELONA "
           "AEROPUERTO)\nDescargadas 364 observaciones de 5783 (SEVILLA AEROPUERTO)\nGuardado en data/2024/",
           "Download the 2024 observations"),
    c.bash("julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -25", test_tail_2, "Run the tests"),
    c.stop("Datos de 2024 descargados en data/2024/. El test de gráficos falla en test_graficos.jl:9: "
           "grafico_anomalias devuelve la figura pero nunca la guarda en ruta."),
], c.compact("<analysis>Sesión en AnalisisLluvia.</analysis>\n<summary>\n1. Primary Request and Intent: análisis de "
             "lluvia AEMET con figuras en CairoMakie.\n2. Files and Code Sections: src/agregados.jl, src/anomalias.jl, "
             "src/graficos.jl, test/test_graficos.jl.\n3. Errors: test_graficos.jl:9 falla (la figura no se guarda).\n"
             "4. Pending Tasks: gráficos de anomalías.\n5. Current Work: datos 2024 descargados.\n</summary>"), [
    c.prompt("Arregla el test de los gráficos y después genera la figura de 2024 en docs/."),
    c.read("src/graficos.jl", 11),
    c.stop("Añado save(ruta, fig) en grafico_anomalias."),
])
session("es-julia-lluvia", "Spanish Julia session: juliaup switch, TaskCreate/TaskUpdate tasks, a scratch file made "
        "with `echo >` and removed, a failure behind `| tail`, a missing-values constraint, an empty rg, Plots swapped "
        "for CairoMakie, an AEMET key in prose, two compactions and an open test failure.", "claude-code", R,
        c.common(), c.finish(events))


if __name__ == "__main__":
    for name, agent, top, total, nfacts, nstale in WRITTEN:
        print("%-34s %-12s events=%3d (expanded %3d) facts=%d stale=%d" % (name, agent, top, total, nfacts, nstale))
