"""Writes the third blind held-out corpus of scripted ctxmode sessions into ./sessions/.

Written by a helper who never read ctxmode.py, its tests, its docs or its README, and never
ran ctxmode. For every session the story came first, then its facts and stale patterns (the
SPECS block right below, saved as facts_first_snapshot.py.txt before any event existed and
never edited afterwards), and only then the events, shaped like the payloads recorded from
the real clients (testdata/*-recorded, testdata/claude-code, shared/protocols.md).

Deterministic, stdlib only: `python3 make_heldout_sessions.py`."""

# =============================================================================================
# STORIES, FACTS AND STALE PATTERNS (written first, never edited afterwards)
# =============================================================================================
# fact  = case-insensitive substring the final snapshot must contain
# stale = case-insensitive regex the final snapshot must not match

SPECS = {}


def spec(name, agent, root, story, facts, stale):
    SPECS[name] = {"agent": agent, "root": root, "story": story, "facts": facts, "stale": stale}


# ---------------------------------------------------------------------------------------------
# 1. it-laravel-cancellazione — Claude Code, Italian, Laravel (artisan, phpunit via artisan test)
# ---------------------------------------------------------------------------------------------
spec("it-laravel-cancellazione", "claude-code", "/home/dev/trattoria", """
A restaurant owner (Italian) wants guests to cancel a reservation from the link in the
confirmation mail. First prompt: "Ciao! Vorrei che i clienti potessero cancellare la
prenotazione dal link nella mail di conferma, e un promemoria via SMS il giorno prima. Usiamo
Twilio." The agent switches PHP with `valet use php@8.3`, creates the branch
feature/cancellazione-prenotazioni, generates the migration
database/migrations/2026_12_02_093015_add_cancelled_at_to_reservations_table.php with
`php artisan make:migration`, runs `php artisan migrate`, makes a controller, and keeps todos
(one is "Configurare Twilio per gli SMS"). The user pastes the Twilio token in prose ("Il token
di Twilio è 7f3c9e1a2b4d6f8e0a1c3e5f7b9d2a4c, ..."); the agent puts it in .env, runs
`composer require twilio/sdk` and `php artisan make:notification ReservationReminderSms`.
Then: "Lascia perdere la parte degli SMS: per ora basta la mail di conferma della
cancellazione. Twilio costa troppo per i volumi che abbiamo." The notification is removed with
rm, twilio/sdk removed, the token line removed from .env, the Twilio todo dropped, and
`php artisan make:mail ReservationCancelled` creates app/Mail/ReservationCancelled.php.
Automatic compaction. Constraint: "La cancellazione deve essere possibile solo fino a 24 ore
prima dell'orario prenotato, non della data." `php artisan test 2>&1 | tail -20` shows
"cannot cancel within 24 hours" failing; the policy is fixed and the test passes. A grep for
"telefono" in the mail views finds nothing. "va bene" to adding a mail test; the new
`php artisan test --filter=ReservationCancelledMailTest 2>&1 | tail -20` shows "mail contains
restaurant phone" failing (open). Manual compaction. Last request: "Aggiungi il numero di
telefono del ristorante nella mail e poi fai il commit sul branch."
""", facts=[
    "feature/cancellazione-prenotazioni",
    "solo fino a 24 ore prima",
    "per ora basta la mail di conferma",
    "app/Mail/ReservationCancelled.php",
    "database/migrations/2026_12_02_093015_add_cancelled_at_to_reservations_table.php",
    "php artisan migrate",
    "mail contains restaurant phone",
    "Aggiungi il numero di telefono del ristorante nella mail",
], stale=[
    r"promemoria via SMS",
    r'path="app/Notifications/ReservationReminderSms\.php"',
    r"7f3c9e1a2b4d6f8e0a1c3e5f7b9d2a4c",
    r"<error[^>]*(?:>[^<]*)?cannot cancel within 24 hours",
    r'status="(?:pending|in_progress)"[^>]*>[^<]*Configurare Twilio',
])

# ---------------------------------------------------------------------------------------------
# 2. en-scala-sessionize — Claude Code, English, Scala/sbt Spark job, GCP project, 3 compactions
# ---------------------------------------------------------------------------------------------
spec("en-scala-sessionize", "claude-code", "/home/dev/clickstream", """
A data engineer (English) asks: "We need a daily Spark job that sessionizes the clickstream
events and writes parquet to gs://acme-clickstream-curated/sessions/. Then backfill all
regions for November. Use the staging GCP project analytics-staging-4471." The agent runs
`gcloud config set project analytics-staging-4471` and reads a lot of the repo (noise: dozens
of reads and globs). Decision: "Sessionize on event_time, not ingestion time, with a
30-minute inactivity gap. Late events up to 2 hours still count." An `rg -n "ingestion_time"`
finds nothing. The agent edits the legacy SessionJob, writes
src/main/scala/com/acme/clickstream/Sessionize.scala and
src/test/scala/com/acme/clickstream/SessionizeSpec.scala, todos ("Port sessionization to
event_time", ...). "Drop the legacy package entirely": `git rm -r` of
src/main/scala/com/acme/clickstream/legacy. Compaction 1. `sbt test` fails ("should split
sessions after 30 minutes of inactivity *** FAILED ***"), fixed, todo completed. "yep".
Compaction 2. Narrowing: "About the backfill: only region=eu for now, the US and APAC
backfill waits until next sprint." Todos now hold "Submit the EU November backfill to
Dataproc" (pending). `sbt assembly 2>&1 | grep -v '^\\[info\\]'` shows "deduplicate: different
file contents found in the following" (open). Compaction 3. Last request: "Fix the assembly
merge strategy, then submit the EU backfill to Dataproc."
""", facts=[
    "event_time, not ingestion time",
    "only region=eu for now",
    "src/main/scala/com/acme/clickstream/Sessionize.scala",
    "src/test/scala/com/acme/clickstream/SessionizeSpec.scala",
    "gcloud config set project analytics-staging-4471",
    "deduplicate: different file contents found",
    "Fix the assembly merge strategy",
    "Submit the EU November backfill to Dataproc",
], stale=[
    r"backfill all regions for November",
    r'path="src/main/scala/com/acme/clickstream/legacy/SessionJob\.scala"',
    r"<error[^>]*(?:>[^<]*)?split sessions after 30 minutes",
    r"<error[^>]*(?:>[^<]*)?ingestion_time",
    r'status="(?:pending|in_progress)"[^>]*>[^<]*Port sessionization to event_time',
])

# ---------------------------------------------------------------------------------------------
# 3. codex-de-spring-rechnung-pdf — Codex CLI, German, Spring Boot + Maven, "zurück zu"
# ---------------------------------------------------------------------------------------------
spec("codex-de-spring-rechnung-pdf", "codex", "/home/dev/rechnungsdienst", """
A German backend developer: "Baue einen Endpunkt GET /api/rechnungen/{id}/pdf, der die
Rechnung als PDF ausliefert. Das Layout soll wie im Angebotsmodul aussehen, das rendert
HTML-Templates mit openhtmltopdf." Codex switches the JDK (`sdk use java 21.0.5-tem`), creates
feature/rechnung-pdf and reads many files with sed. Asked which way, the user says "Nimm
lieber OpenPDF direkt, das ist schneller gebaut." Codex adds openpdf to pom.xml, writes
src/main/java/de/acme/rechnung/pdf/PdfRenderer.java and a controller; `./mvnw -q test` shows
RechnungPdfControllerTest.liefertPdfMitContentType failing (404; Codex shows no exit code).
Then: "Lass uns zurück zu den HTML-Templates gehen, wie im Angebotsmodul; mit OpenPDF wird
das Layout unwartbar." PdfRenderer.java is deleted by a patch, openpdf removed,
AngebotPdfConfig.java moved with git mv to src/main/java/de/acme/shared/pdf/PdfConfig.java,
src/main/resources/templates/rechnung.html and RechnungPdfService.java added, the controller
mapping fixed. An rg for openpdf finds nothing. Mid-turn compaction. Tests pass. "passt".
Constraint: "Keine neuen Abhängigkeiten außer openhtmltopdf. Und lass ./mvnw verify laufen,
bevor du committest." `./mvnw -q verify 2>&1 | tail -20` shows a Checkstyle "(coding)
MagicNumber" violation in RechnungPdfService.java (open). Last request: "Behebe den
Checkstyle-Fehler und mach dann einen Commit auf dem Branch."
""", facts=[
    "feature/rechnung-pdf",
    "zurück zu den HTML-Templates",
    "Keine neuen Abhängigkeiten außer openhtmltopdf",
    "src/main/java/de/acme/shared/pdf/PdfConfig.java",
    "src/main/resources/templates/rechnung.html",
    "(coding) MagicNumber",
    "Behebe den Checkstyle-Fehler",
    "sdk use java 21.0.5-tem",
], stale=[
    r"Nimm lieber OpenPDF direkt",
    r'path="src/main/java/de/acme/rechnung/pdf/PdfRenderer\.java"',
    r'path="src/main/java/de/acme/angebot/AngebotPdfConfig\.java"',
    r"<error[^>]*(?:>[^<]*)?liefertPdfMitContentType",
])

# ---------------------------------------------------------------------------------------------
# 4. gemini-fr-flutter-favoris — Gemini CLI, French, Flutter, "après tout", keystore password
# ---------------------------------------------------------------------------------------------
spec("gemini-fr-flutter-favoris", "gemini", "/home/dev/appli_recettes", """
A French mobile developer: "Ajoute un cache hors ligne pour les recettes favorites : on doit
pouvoir les consulter sans réseau. Pour le stockage, je pensais à Hive." Gemini switches
Flutter with `fvm use 3.24.5`, writes todos, reads the app; a grep for HiveObject finds nothing
(Exit Code 1). Then: "Plutôt sqflite, on l'utilise déjà pour l'historique des recherches."
`flutter pub add sqflite`, lib/data/favoris_sqflite.dart written. Then: "Finalement, utilise
Hive après tout : sqflite ne marche pas sur le web et on vise aussi le web." sqflite removed,
favoris_sqflite.dart deleted with rm, `flutter pub add hive hive_flutter`, build_runner
generates lib/models/recette.g.dart, lib/data/favoris_repository.dart and
test/data/favoris_repository_test.dart written. The test fails with "HiveError: You need to
initialize Hive" (Exit Code 1), fixed in setUp. Manual /compress. "d'accord" to wiring the
favourites screen. `flutter test 2>&1 | tail -20` shows "retire une recette des favoris"
failing (open, no exit code: pipe). The user gives the keystore password in prose ("le mot de
passe du keystore est Cr0issant!2026"); android/key.properties is written. Todos keep
"Lancer flutter analyze" pending. Last request: "Corrige le test de suppression, puis lance
flutter analyze."
""", facts=[
    "utilise Hive après tout",
    "lib/data/favoris_repository.dart",
    "test/data/favoris_repository_test.dart",
    "flutter pub add hive hive_flutter",
    "retire une recette des favoris",
    "Corrige le test de suppression",
    "Lancer flutter analyze",
], stale=[
    r"Plutôt sqflite",
    r'path="lib/data/favoris_sqflite\.dart"',
    r"Cr0issant!2026",
    r"<error[^>]*(?:>[^<]*)?You need to initialize Hive",
    r"<error[^>]*(?:>[^<]*)?HiveObject",
])

# ---------------------------------------------------------------------------------------------
# 5. pt-ansible-nginx-proxy — Claude Code, Portuguese, Ansible + nginx + docker compose
# ---------------------------------------------------------------------------------------------
spec("pt-ansible-nginx-proxy", "claude-code", "/home/dev/infra-loja", """
A Brazilian ops engineer: "Preciso de um proxy reverso nginx com TLS na frente dos containers
da loja (docker compose), provisionado pelo Ansible nos hosts de staging. Pode ser um
certificado autoassinado por enquanto." The agent activates the virtualenv
(`source ~/.venvs/ansible/bin/activate`), runs `ansible-galaxy collection install
community.docker` and `ansible-galaxy role init roles/nginx_proxy`, edits the old
roles/haproxy/templates/haproxy.cfg.j2, writes roles/nginx_proxy/tasks/main.yml and
roles/nginx_proxy/templates/loja.conf.j2, and makes a self-signed cert with openssl. Then:
"Não mexe no inventário de produção, só staging. E pode apagar o role antigo do haproxy, o
nginx faz o balanceamento direto." `rm -r roles/haproxy`. ansible-lint fails with
name[casing], fixed. Correction: "Não, nada de certificado autoassinado: o certificado vem do
certbot no próprio host." The self-signed files are removed. "beleza" to a check run, which
needs the vault; the user types "A senha do vault é Lobo-Guará#77, ...". The real run of
`ansible-playbook -i inventories/staging/hosts.yml site.yml` fails in the reload handler with
"nginx: [emerg] cannot load certificate" (open). Last request: "Roda o certbot primeiro no
loja-stg-01 e depois aplica o playbook de novo."
""", facts=[
    "Não mexe no inventário de produção",
    "o certificado vem do certbot no próprio host",
    "roles/nginx_proxy/templates/loja.conf.j2",
    "roles/nginx_proxy/tasks/main.yml",
    "ansible-galaxy collection install community.docker",
    "cannot load certificate",
    "Roda o certbot primeiro no loja-stg-01",
    "source ~/.venvs/ansible/bin/activate",
], stale=[
    r"pode ser um certificado autoassinado por enquanto",
    r'path="roles/haproxy/templates/haproxy\.cfg\.j2"',
    r"Lobo-Guará#77",
    r"<error[^>]*(?:>[^<]*)?name\[casing\]",
])

# ---------------------------------------------------------------------------------------------
# 6. ja-cmake-ringbuffer — Claude Code, Japanese, C++ CMake + ctest, two compactions
# ---------------------------------------------------------------------------------------------
spec("ja-cmake-ringbuffer", "claude-code", "/home/dev/onkyo", """
A Japanese audio developer: "オーディオ処理ライブラリ onkyo に、ロックフリーの SPSC
リングバッファを追加してください。容量はテンプレート引数で、2 の累乗に限定します。" The agent
sets `export CC=clang-18 CXX=clang++-18`, recreates build/ (rm -rf build, cmake -G Ninja),
reads many headers, marks include/onkyo/fifo.hpp deprecated (edit), creates
include/onkyo/detail/cache_line.hpp with mkdir+touch and writes a template ring_buffer.hpp.
Then: "テンプレートの部分は忘れて、容量は実行時にコンストラクタで渡す形にしてください。" The
header is rewritten, src/ring_buffer.cpp added; the build fails with "no member named
'hardware_destructive_interference_size' in namespace 'std'", fixed with a constant. "古い
fifo.hpp と fifo.cpp は…消してください" → git rm. Automatic compaction. Decision: "例外は使わない。
try_push は満杯なら false を返す形で、try_pop は std::optional で。" tests/ring_buffer_test.cpp
written; `ctest ... 2>&1 | tee ctest.log` shows RingBuffer.PushFailsWhenFull failing, fixed.
"了解です、お願いします" to a wrap-around test; mid-turn automatic compaction; the new
RingBuffer.WrapAroundPreservesOrder fails (open). Last request: "折り返しのバグを直して、ctest
を全部通してください。"
""", facts=[
    "容量は実行時にコンストラクタで渡す形にして",
    "例外は使わない",
    "include/onkyo/ring_buffer.hpp",
    "include/onkyo/detail/cache_line.hpp",
    "tests/ring_buffer_test.cpp",
    "RingBuffer.WrapAroundPreservesOrder",
    "折り返しのバグを直して",
    "export CC=clang-18 CXX=clang++-18",
], stale=[
    r"容量はテンプレート引数で",
    r'path="include/onkyo/fifo\.hpp"',
    r"<error[^>]*(?:>[^<]*)?hardware_destructive_interference_size",
    r"<error[^>]*(?:>[^<]*)?PushFailsWhenFull",
])

# ---------------------------------------------------------------------------------------------
# 7. qwen-zh-deno-shortlink — Qwen Code, Chinese, Deno + Hono + KV, narrowing, deploy token
# ---------------------------------------------------------------------------------------------
spec("qwen-zh-deno-shortlink", "qwen", "/home/dev/duanlian", """
A Chinese developer: "用 Deno 写一个短链接服务：创建短链、跳转、访问统计，数据存在 Deno KV
里，框架用 Hono。" Qwen writes todos, runs `deno init`, moves main_test.ts with mv,
`deno add jsr:@hono/hono`, writes src/store.ts, src/routes.ts, src/stats.ts and its test.
Narrowing: "先只做创建和跳转，访问统计这期不做。周五要先上 staging。" src/stats.ts and its test are
removed with rm, the stats todo dropped. A grep for localStorage finds nothing (exit 1, a
PostToolUseFailure in Qwen). `deno test -A` fails on "POST /api/links 拒绝非法 URL". "行，接着做";
automatic compaction; the URL check is fixed and tests pass. The user gives the deploy token
in prose ("部署用的 token 是 ddp_9fK2mQ7xR4tL8wZ1cV6bN3hJ5sD0aE2yU4iO，先部署到 staging 看看。");
`deployctl deploy --project=duanlian-staging --entrypoint=main.ts` deploys. "好的。上
production 之前先跑一下 deno lint。" deno lint reports no-explicit-any in src/store.ts (open).
Last request: "把 any 换成具体类型，然后部署到 production。"
""", facts=[
    "先只做创建和跳转，访问统计这期不做",
    "deno add jsr:@hono/hono",
    "src/routes.ts",
    "src/store.ts",
    "deployctl deploy --project=duanlian-staging --entrypoint=main.ts",
    "no-explicit-any",
    "把 any 换成具体类型",
], stale=[
    r"创建短链、跳转、访问统计",
    r'path="src/stats\.ts"',
    r"ddp_9fK2mQ7xR4tL8wZ1cV6bN3hJ5sD0aE2yU4iO",
    r"<error[^>]*(?:>[^<]*)?拒绝非法 URL",
    r"<error[^>]*(?:>[^<]*)?localStorage",
])

# ---------------------------------------------------------------------------------------------
# 8. codex-ru-flyway-partitions — Codex CLI, Russian, Postgres partitions with flyway
# ---------------------------------------------------------------------------------------------
spec("codex-ru-flyway-partitions", "codex", "/home/dev/billing-db", """
A Russian DBA: "Нужно разбить таблицу payments на месячные партиции по created_at,
миграциями flyway. Создай партиции на 12 месяцев вперёд прямо в миграции." Codex switches
`kubectl config use-context gke_billing-stg_europe-west3_main`, port-forwards the staging
database, creates feature/payments-partitions, reads the migrations; an rg for payments_old
finds nothing (empty output). sql/V15__payments_partitioned.sql is added by a patch. Then:
"Передумал: в миграции только текущий и следующий месяц, остальные пусть создаёт pg_partman."
The migration is patched; after `git pull --rebase` a colleague's V15 exists and
`flyway -configFiles=conf/staging.conf migrate` prints "ERROR: Found more than one migration
with version 15". The file is moved with git mv to sql/V16__payments_partitioned.sql.
Mid-turn compaction. "давай": migrate succeeds (now at version v16). A test insert through
`psql ... 2>&1 | head -20` prints "no partition of relation "payments" found for row" (open).
Last request: "Подключи pg_partman с premake = 3 отдельной миграцией V17 и проверь вставку
ещё раз."
""", facts=[
    "в миграции только текущий и следующий месяц",
    "feature/payments-partitions",
    "sql/V16__payments_partitioned.sql",
    "flyway -configFiles=conf/staging.conf migrate",
    "kubectl config use-context gke_billing-stg_europe-west3_main",
    "no partition of relation",
    "Подключи pg_partman с premake = 3",
], stale=[
    r"на 12 месяцев вперёд",
    r'path="sql/V15__payments_partitioned\.sql"',
    r"<error[^>]*(?:>[^<]*)?Found more than one migration with version 15",
    r"<error[^>]*(?:>[^<]*)?payments_old",
])

# ---------------------------------------------------------------------------------------------
# 9. gemini-ko-next-signup — Gemini CLI, English then Korean, Next.js + Playwright
# ---------------------------------------------------------------------------------------------
spec("gemini-ko-next-signup", "gemini", "/home/dev/moim-web", """
A Korean frontend developer starts in English: "Add a signup page at /signup with email and
password fields, validated with react-hook-form and zod: password at least 8 characters with
a special character. Cover it with Playwright tests." Gemini runs `nvm use 22`, creates
feat/signup-page, reads the app (noise), a grep for NEXT_PUBLIC_RECAPTCHA finds nothing (Exit
Code 1), runs `npm install react-hook-form zod @hookform/resolvers`, writes
lib/validation/signup.ts, app/signup/page.tsx, app/signup/actions.ts, e2e/signup.spec.ts and
edits pages/register.tsx. Korean correction: "비밀번호 규칙은 최소 10자, 숫자 하나 이상으로 바꿔
주세요. 특수문자 조건은 빼고요." `npx playwright test --reporter=line 2>&1 | head -40` shows
"shows an error for a short password" failing; fixed. "기존 pages/register.tsx는 지워 주세요" →
git rm. Manual /compress. "좋아요, 계속해 주세요": a redirect test is added and "redirects to
/welcome after signup" fails (open). Last request: "가입 후 /welcome으로 리다이렉트되게 server
action을 고쳐 주세요."
""", facts=[
    "최소 10자, 숫자 하나 이상",
    "feat/signup-page",
    "npm install react-hook-form zod @hookform/resolvers",
    "app/signup/actions.ts",
    "lib/validation/signup.ts",
    "redirects to /welcome after signup",
    "/welcome으로 리다이렉트되게 server action을 고쳐",
    "nvm use 22",
], stale=[
    r"at least 8 characters with a special character",
    r'path="pages/register\.tsx"',
    r"<error[^>]*(?:>[^<]*)?shows an error for a short password",
    r"<error[^>]*(?:>[^<]*)?NEXT_PUBLIC_RECAPTCHA",
])

# ---------------------------------------------------------------------------------------------
# 10. en-es-click-export — Claude Code, English and Spanish, Python click CLI + tox, PyPI token
# ---------------------------------------------------------------------------------------------
spec("en-es-click-export", "claude-code", "/home/dev/tarifa", """
A Spanish developer writing in English and Spanish: "Add an export command to the tarifa CLI
that writes the monthly consumption summary. Add a --json flag, actually no, make it --format
with json and table, table by default." (a change in mid-sentence). The agent runs
`pyenv local 3.12.7 3.11.10` and sets up a virtualenv, creates
src/tarifa/commands/__init__.py with touch, writes src/tarifa/commands/export.py and
tests/test_export.py, edits cli.py and src/tarifa/formatting.py. Spanish constraint: "Ojo: nada
de pandas, solo la librería estándar y click. Y el export_legacy.py ya no lo usa nadie,
bórralo." `git rm src/tarifa/export_legacy.py`, `git mv src/tarifa/formatting.py
src/tarifa/render.py` (then edited). `tox -e py312 2>&1 | tail -30` shows
test_export_table_is_default failing, fixed; `tox -e lint` fails with E501, fixed. "dale":
the package is built. The user pastes a TestPyPI token in English prose; `twine upload
--repository testpypi ...` uploads 0.6.0rc1. "CI también corre 3.11." `tox -e py311 2>&1 |
tail -30` shows "ImportError: cannot import name 'batched' from 'itertools'" (open). Last
request: "Haz que funcione en 3.11 sin usar itertools.batched y vuelve a correr tox en las
dos versiones."
""", facts=[
    "make it --format with json and table, table by default",
    "nada de pandas, solo la librería estándar y click",
    "src/tarifa/commands/export.py",
    "src/tarifa/render.py",
    "twine upload --repository testpypi",
    "pyenv local 3.12.7 3.11.10",
    "ImportError: cannot import name",
    "sin usar itertools.batched",
], stale=[
    r'path="src/tarifa/export_legacy\.py"',
    r'path="src/tarifa/formatting\.py"',
    r"pypi-AgENdGVzdC5weXBpLm9yZwIkYzNhOGY0ZTEtNWIyZC00ZjdhLTk2YzMtMGQ4ZTFhMmI3YzZmAAIqWzMsImU5YjFjN2QyIl0AAAYgQ4xTm9pLwR2vZk8s",
    r"<error[^>]*(?:>[^<]*)?test_export_table_is_default",
    r"<error[^>]*(?:>[^<]*)?E501 line too long",
])

# =============================================================================================
# END OF THE FACTS-FIRST BLOCK
# =============================================================================================


# =============================================================================================
# PAYLOAD BUILDERS (shapes of testdata/*-recorded, testdata/claude-code, shared/protocols.md)
# =============================================================================================
import datetime
import hashlib
import json
import os
import re

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sessions")
WRITTEN = []
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _hex(seed):
    return hashlib.sha256(seed.encode("utf-8")).hexdigest()


def _b62(seed, n):
    value = int(_hex(seed), 16)
    out = []
    for _ in range(n):
        value, r = divmod(value, 62)
        out.append(B62[r])
    return "".join(out)


def uid4(seed):
    h = _hex(seed)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], "89ab"[int(h[16], 16) % 4], h[17:20], h[20:32])


def uid7(seed, prefix="019ae3"):
    h = _hex(seed)
    return "%s%s-%s-7%s-%s%s-%s" % (prefix, h[:2], h[2:6], h[6:9], "89ab"[int(h[9], 16) % 4], h[10:13], h[13:25])


class Clock:
    def __init__(self, start):
        self.now = datetime.datetime.strptime(start, "%Y-%m-%dT%H:%M:%S")
        self.tick = 0

    def stamp(self, seconds=2):
        self.tick += 1
        self.now += datetime.timedelta(seconds=seconds, milliseconds=83 * (self.tick % 11))
        return self.now.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (self.now.microsecond // 1000)


def expanded_count(events):
    return sum(e["repeat"] if isinstance(e, dict) else 1 for e in events)


def session(name, description, common, events):
    s = SPECS[name]
    facts, stale = s["facts"], s["stale"]
    assert 5 <= len(facts) <= 8, name
    assert 2 <= len(stale) <= 5, name
    for fact in facts:
        assert not re.search(r"[<>&\"']", fact), (name, fact)
    for pattern in stale:
        re.compile(pattern)
    count = expanded_count(events)
    assert 40 <= count <= 150, (name, count)
    doc = {"name": name, "description": description, "agent": s["agent"], "project": s["root"],
           "common": common, "events": events, "facts": facts, "stale": stale}
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, name + ".json"), "w", encoding="utf-8") as handle:
        json.dump(doc, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    WRITTEN.append((name, s["agent"], len(events), count, len(facts), len(stale)))


# ---------------------------------------------------------------------------------------------
# Claude Code
# ---------------------------------------------------------------------------------------------

class Claude:
    SILENT = ("mv ", "git mv ", "rm ", "mkdir ", "touch ", "cp ", "printf ", "echo ")

    def __init__(self, root, sid, model="claude-sonnet-4-5", mode="default"):
        self.root, self.sid, self.model, self.mode, self.n = root, sid, model, mode, 0
        self.todo_state = []

    def common(self):
        slug = re.sub(r"[^A-Za-z0-9]", "-", self.root)
        return {"session_id": self.sid,
                "transcript_path": "/home/dev/.claude/projects/%s/%s.jsonl" % (slug, self.sid),
                "cwd": self.root}

    def tid(self, suffix=""):
        self.n += 1
        return "toolu_01" + _b62("%s-%d" % (self.sid, self.n), 22) + suffix

    def p(self, rel):
        return rel if rel.startswith("/") else self.root + "/" + rel

    def start(self):
        return [["SessionStart", {"source": "startup"}],
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
            "tool_use_id": self.tid("{i}"), "duration_ms": 9}]}

    def glob_repeat(self, pattern, count, found=()):
        return {"repeat": count, "event": ["PostToolUse", {
            "tool_name": "Glob", "tool_input": {"pattern": pattern, "path": self.root},
            "tool_response": {"filenames": [self.p(f) for f in found], "durationMs": 5, "numFiles": len(found),
                              "truncated": False},
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
                                                      {"oldStart": 1, "oldLines": old.count("\n") + 1, "newStart": 1,
                                                       "newLines": new.count("\n") + 1,
                                                       "lines": ["-" + line for line in old.split("\n")] +
                                                                ["+" + line for line in new.split("\n")]}],
                                                  "userModified": False, "replaceAll": False},
                                "tool_use_id": self.tid(), "duration_ms": 8}]

    def write(self, rel, content, kind="create"):
        path = self.p(rel)
        return ["PostToolUse", {"tool_name": "Write", "tool_input": {"file_path": path, "content": content},
                                "tool_response": {"type": kind, "filePath": path, "content": content,
                                                  "structuredPatch": [], "originalFile": None if kind == "create" else "...",
                                                  "userModified": False},
                                "tool_use_id": self.tid(), "duration_ms": 15}]

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
                                       "is_interrupt": False, "duration_ms": 2480}]

    def commit(self, subject, sha, branch, files=3):
        return self.bash('git add -A && git commit -m "%s"' % subject,
                         "[%s %s] %s\n %d files changed, 61 insertions(+), 9 deletions(-)" % (branch, sha, subject, files),
                         "Commit the work", {"commit": {"sha": sha, "kind": "committed", "branch": branch}})

    def todos(self, items):
        todos = [{"content": text, "status": status, "activeForm": text} for text, status in items]
        old, self.todo_state = self.todo_state, todos
        return ["PostToolUse", {"tool_name": "TodoWrite", "tool_input": {"todos": todos},
                                "tool_response": {"oldTodos": old, "newTodos": todos},
                                "tool_use_id": self.tid(), "duration_ms": 1}]

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
            name, payload = event["event"] if isinstance(event, dict) else event
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
            new = [name, dict(extra, **payload)]
            out.append(dict(event, event=new) if isinstance(event, dict) else new)
        return out


def claude_summary(intent, concepts, files, errors, pending, current):
    return ("<analysis>\nChronological review of the conversation so far.\n</analysis>\n<summary>\n"
            "1. Primary Request and Intent: %s\n2. Key Technical Concepts: %s\n3. Files and Code Sections: %s\n"
            "4. Errors and fixes: %s\n5. Pending Tasks: %s\n6. Current Work: %s\n</summary>"
            % (intent, concepts, files, errors, pending, current))


# ---------------------------------------------------------------------------------------------
# Codex CLI: Bash (string output, no exit code) and apply_patch
# ---------------------------------------------------------------------------------------------

class Codex:
    def __init__(self, root, sid, day, time):
        self.root, self.sid, self.n = root, sid, 0
        self.path = "/home/dev/.codex/sessions/%s/rollout-%sT%s-%s.jsonl" % (day, day.replace("/", "-"), time, sid)

    def common(self):
        return {"session_id": self.sid, "transcript_path": self.path, "cwd": self.root}

    def cid(self):
        self.n += 1
        return "call_" + _b62("%s-%d" % (self.sid, self.n), 24)

    def prompt(self, text):
        return ["UserPromptSubmit", {"prompt": text}]

    def sh(self, command, output=""):
        return ["PostToolUse", {"tool_name": "Bash", "tool_input": {"command": command}, "tool_response": output,
                                "tool_use_id": self.cid()}]

    def patch(self, body, changes):
        listing = "".join("%s %s\n" % change for change in changes)
        return ["PostToolUse", {"tool_name": "apply_patch",
                                "tool_input": {"command": "*** Begin Patch\n" + body + "*** End Patch\n"},
                                "tool_response": "Exit code: 0\nWall time: 0 seconds\nOutput:\nSuccess. Updated the "
                                                 "following files:\n" + listing,
                                "tool_use_id": self.cid()}]

    def compact(self):
        return [["PreCompact", {"trigger": "auto"}], ["PostCompact", {"trigger": "auto"}],
                ["SessionStart", {"source": "compact"}]]

    def stop(self, message):
        return ["Stop", {"stop_hook_active": False, "last_assistant_message": message}]

    def finish(self, events):
        turn, turns, out = None, 0, []
        for name, payload in events:
            if name == "SessionStart" and payload.get("source") in ("startup", "resume"):
                turn = None
            if name == "UserPromptSubmit":
                turns += 1
                turn = uid7("%s-turn-%d" % (self.sid, turns), self.sid[:6])
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
# Gemini CLI: BeforeAgent / PreCompress(auto) before each model call / BeforeTool / AfterTool
# ---------------------------------------------------------------------------------------------

def _diffstat(old, new):
    return {"model_added_lines": new.count("\n") + 1, "model_removed_lines": old.count("\n") + 1 if old else 0,
            "model_added_chars": len(new), "model_removed_chars": len(old), "user_added_lines": 0,
            "user_removed_lines": 0, "user_added_chars": 0, "user_removed_chars": 0}


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

    def sh(self, command, output, code=0, description="Run a command"):
        pgid = 30000 + int(_hex(self.sid + command)[:4], 16) % 30000
        body = "Output: %s\n" % (output if output else "(empty)")
        if code:
            body += "Exit Code: %d\n" % code
        body += "Process Group PGID: %d" % pgid
        return self.tool("run_shell_command", {"command": command, "description": description},
                         "<untrusted_context>\n%s\n</untrusted_context>" % body, output)

    def read(self, rel, content="..."):
        return self.tool("read_file", {"file_path": self.p(rel)}, content, "")

    def write(self, rel, content):
        path, base = self.p(rel), os.path.basename(rel)
        return self.tool("write_file", {"file_path": path, "content": content},
                         "Successfully created and wrote to new file: %s. Here is the updated code:\n%s" % (path, content),
                         {"fileDiff": "Index: %s\n===================================================================\n"
                                      "--- %s\tOriginal\n+++ %s\tWritten\n" % (base, base, base),
                          "fileName": base, "filePath": path, "originalContent": "", "newContent": content,
                          "diffStat": _diffstat("", content), "isNewFile": True, "isBuildFile": False})

    def replace(self, rel, instruction, old, new):
        path, base = self.p(rel), os.path.basename(rel)
        return self.tool("replace", {"file_path": path, "instruction": instruction, "old_string": old, "new_string": new},
                         "Successfully modified file: %s (1 replacements). Here is the updated code:\n...\n%s\n..." % (path, new),
                         {"fileDiff": "Index: %s\n===================================================================\n"
                                      "--- %s\tCurrent\n+++ %s\tProposed\n-%s\n+%s\n" % (base, base, base, old, new),
                          "fileName": base, "filePath": path, "originalContent": old, "newContent": new,
                          "diffStat": _diffstat(old, new), "isNewFile": False, "isBuildFile": False})

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
# Qwen Code: Claude-like names, run_shell_command, empty UserPromptSubmit before each model call
# ---------------------------------------------------------------------------------------------

class Qwen:
    def __init__(self, root, sid, start):
        self.root, self.sid, self.clock, self.n = root, sid, Clock(start), 0
        self.ms = 1796040000000

    def common(self):
        slug = self.root.replace("/", "-")
        return {"session_id": self.sid, "transcript_path": "/home/dev/.qwen/projects/%s/chats/%s.jsonl" % (slug, self.sid),
                "cwd": self.root, "permission_mode": "yolo"}

    def p(self, rel):
        return self.root + "/" + rel

    def ids(self):
        self.n += 1
        self.ms += 1000 + int(_hex("%s-ms-%d" % (self.sid, self.n))[:3], 16)
        rnd = _b62("%s-%d" % (self.sid, self.n), 9).lower()
        return "toolu_%d_%s" % (self.ms, rnd), "call_e%dt0n0_%s" % (self.n, _hex("%s-c%d" % (self.sid, self.n))[:10])

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
        return ["UserPromptSubmit", {"prompt": ""}]

    def _tool(self, name, tool_input, response, failed_error=None):
        tool_use_id, call_id = self.ids()
        if failed_error is None:
            post = ["PostToolUse", {"tool_name": name, "tool_input": tool_input, "tool_response": response,
                                    "tool_use_id": tool_use_id, "tool_call_id": call_id, "duration_ms": 188}]
            text = response["llmContent"]
            batch_response = {"response_parts": [{"functionResponse": {"id": call_id, "name": name,
                                                                       "response": {"output": text}}}],
                              "result_display": response["returnDisplay"], "execution_status": "success",
                              "content_length": len(text)}
            status = "success"
        else:
            post = ["PostToolUseFailure", {"tool_use_id": tool_use_id, "tool_call_id": call_id, "tool_name": name,
                                           "tool_input": tool_input, "error": failed_error, "is_interrupt": False,
                                           "duration_ms": 2950}]
            batch_response = {"response_parts": [{"functionResponse": {"id": call_id, "name": name,
                                                                       "response": {"error": failed_error}}}],
                              "result_display": failed_error, "error": failed_error,
                              "error_type": "shell_execute_error", "execution_status": "error",
                              "content_length": len(failed_error)}
            status = "error"
        batch = ["PostToolBatch", {"tool_calls": [{"tool_name": name, "tool_input": tool_input, "tool_use_id": call_id,
                                                   "tool_call_id": call_id, "status": status,
                                                   "tool_response": batch_response}]}]
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

    def write(self, rel, content, new=True):
        path = self.p(rel)
        verb = "created and wrote to new file" if new else "overwrote file"
        return self._tool("write_file", {"file_path": path, "content": content},
                          {"llmContent": "Successfully %s: %s." % (verb, path),
                           "returnDisplay": {"fileDiff": "", "fileName": os.path.basename(path), "filePath": path,
                                             "originalContent": "" if new else "...", "newContent": content,
                                             "diffStat": _diffstat("", content)}})

    def edit(self, rel, old, new):
        path = self.p(rel)
        return self._tool("edit", {"file_path": path, "old_string": old, "new_string": new},
                          {"llmContent": "The file: %s has been updated. Showing lines 1-12 of 40 from the edited file:"
                                         "\n\n---\n\n%s\n" % (path, new),
                           "returnDisplay": {"fileDiff": "", "fileName": os.path.basename(path), "filePath": path,
                                             "originalContent": old, "newContent": new,
                                             "diffStat": _diffstat(old, new)}})

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
            extra = {"timestamp": self.clock.stamp()}
            if turn is not None and name not in ("InstructionsLoaded", "Notification") and not (
                    name == "SessionStart" and payload.get("source") != "compact"):
                extra["prompt_id"] = "%s########%d" % (self.sid, turn)
            out.append([name, dict(extra, **payload)])
        return out


# =============================================================================================
# EVENTS (written after the facts-first block above)
# =============================================================================================

# ---------------------------------------------------------------------------------------------
# 1. it-laravel-cancellazione
# ---------------------------------------------------------------------------------------------
R = "/home/dev/trattoria"
c = Claude(R, uid4("heldout3-it-laravel-cancellazione"))
MIG = "database/migrations/2026_12_02_093015_add_cancelled_at_to_reservations_table.php"
TWILIO = "7f3c9e1a2b4d6f8e0a1c3e5f7b9d2a4c"
fail_24h = """
   FAIL  Tests\\Feature\\ReservationCancellationTest
  ✓ guest can cancel with a valid signed link                            0.09s
  ⨯ cannot cancel within 24 hours                                        0.04s
  ✓ unsigned link is rejected                                            0.02s
  ────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\\Feature\\ReservationCancellationTest > cannot cancel within 24 hours
  Expected response status code [403] but received 302.
Failed asserting that 302 is identical to 403.

  at tests/Feature/ReservationCancellationTest.php:44
     40▕         $this->travelTo($reservation->starts_at->copy()->subHours(3));
     41▕
     42▕         $this->get(URL::signedRoute('reservations.cancel', $reservation))
  ➜  44▕             ->assertForbidden();
     45▕     }

  Tests:    1 failed, 31 passed (74 assertions)
  Duration: 2.41s
"""
fail_mail = """
   FAIL  Tests\\Feature\\ReservationCancelledMailTest
  ✓ mail has italian subject                                             0.11s
  ⨯ mail contains restaurant phone                                       0.03s
  ────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\\Feature\\ReservationCancelledMailTest > mail contains restaurant phone
  Failed asserting that '# Prenotazione cancellata\\n\\nCiao Giulia, la tua prenotazione per 4 persone [...]' contains "+39 055 214 7788".

  at tests/Feature/ReservationCancelledMailTest.php:27
     23▕         $mail = new ReservationCancelled($this->reservation);
     24▕
     25▕         $mail->assertSeeInHtml('Prenotazione cancellata');
  ➜  27▕         $mail->assertSeeInText(config('trattoria.phone'));
     28▕     }

  Tests:    1 failed, 1 passed (3 assertions)
  Duration: 0.62s
"""
p1 = ("Ciao! Vorrei che i clienti potessero cancellare la prenotazione dal link nella mail di conferma, e un "
      "promemoria via SMS il giorno prima. Usiamo Twilio.")
events = c.start() + [
    c.prompt(p1),
    c.bash("valet use php@8.3", "Stopping php@8.2...\nInstalling and configuring phpfpm for php@8.3...\n"
           "Restarting php@8.3...\nRestarting nginx...\nValet is now using php@8.3.\n\nNote: You might need to run "
           "composer global update if you have problems with Valet.", "Switch PHP version"),
    c.bash("git checkout -b feature/cancellazione-prenotazioni",
           "Switched to a new branch 'feature/cancellazione-prenotazioni'", "Create a branch"),
    c.read("app/Models/Reservation.php", 74), c.read("routes/web.php", 41),
    c.read("app/Http/Controllers/ReservationController.php", 118),
    c.read("resources/views/emails/reservation-confirmed.blade.php", 36),
    c.read("database/migrations/2025_03_11_101200_create_reservations_table.php", 33),
    c.read("tests/Feature/ReservationTest.php", 92), c.read("composer.json", 68),
    c.read_repeat("resources/views/reservations/partials/row_{i}.blade.php", 6, 22),
    c.grep("starts_at", "app", ["app/Models/Reservation.php", "app/Http/Controllers/ReservationController.php"]),
    c.todos([("Aggiungere cancelled_at alle prenotazioni", "in_progress"),
             ("Rotta firmata per la cancellazione", "pending"),
             ("Configurare Twilio per gli SMS", "pending"),
             ("Test di cancellazione", "pending")]),
    c.bash("php artisan make:migration add_cancelled_at_to_reservations_table --table=reservations",
           "\n   INFO  Migration [%s] created successfully.\n" % MIG, "Create the migration"),
    c.edit(MIG, "//", "$table->timestamp('cancelled_at')->nullable()->after('party_size');"),
    c.bash("php artisan migrate", "\n   INFO  Running migrations.\n\n  "
           "2026_12_02_093015_add_cancelled_at_to_reservations_table ............ 14.82ms DONE\n", "Run the migration"),
    c.bash("php artisan make:controller ReservationCancellationController",
           "\n   INFO  Controller [app/Http/Controllers/ReservationCancellationController.php] created successfully.\n",
           "Create the controller"),
    c.edit("app/Http/Controllers/ReservationCancellationController.php", "//",
           "public function __invoke(Reservation $reservation)\n    {\n        $reservation->cancelled_at = now();\n"
           "        $reservation->save();\n        return redirect()->route('reservations.cancelled');\n    }"),
    c.edit("routes/web.php", "Route::get('/prenotazioni/{reservation}', [ReservationController::class, 'show']);",
           "Route::get('/prenotazioni/{reservation}', [ReservationController::class, 'show']);\n"
           "Route::get('/prenotazioni/{reservation}/cancella', ReservationCancellationController::class)\n"
           "    ->name('reservations.cancel')->middleware('signed');"),
    c.edit("app/Models/Reservation.php", "protected $casts = [", "protected $casts = [\n        'cancelled_at' => 'datetime',"),
    c.todos([("Aggiungere cancelled_at alle prenotazioni", "completed"),
             ("Rotta firmata per la cancellazione", "completed"),
             ("Configurare Twilio per gli SMS", "in_progress"),
             ("Test di cancellazione", "pending")]),
    c.stop("Migrazione applicata e rotta firmata /prenotazioni/{id}/cancella pronta. Per il canale Twilio mi serve il "
           "token di autenticazione."),
    c.prompt("Il token di Twilio è %s, l'account SID è già nel .env." % TWILIO),
    c.edit(".env", "TWILIO_ACCOUNT_SID=AC5d2e91f0c4b7a3e8d6f1c2b9a0e7d4c3",
           "TWILIO_ACCOUNT_SID=AC5d2e91f0c4b7a3e8d6f1c2b9a0e7d4c3\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=+390550000000" % TWILIO),
    c.bash("composer require twilio/sdk", "./composer.json has been updated\nRunning composer update twilio/sdk\n"
           "Loading composer repositories with package information\nUpdating dependencies\nLock file operations: "
           "1 install, 0 updates, 0 removals\n  - Locking twilio/sdk (8.3.6)\nWriting lock file\nInstalling "
           "dependencies from lock file (including require-dev)\nPackage operations: 1 install, 0 updates, 0 removals\n"
           "  - Installing twilio/sdk (8.3.6): Extracting archive\nGenerating optimized autoload files\n"
           "> @php artisan package:discover --ansi\n\n   INFO  Discovering packages.\n\n"
           "No security vulnerability advisories found.", "Install the Twilio SDK"),
    c.bash("php artisan make:notification ReservationReminderSms",
           "\n   INFO  Notification [app/Notifications/ReservationReminderSms.php] created successfully.\n",
           "Create the notification"),
    c.edit("app/Notifications/ReservationReminderSms.php", "return ['mail'];", "return [TwilioChannel::class];"),
    c.edit("routes/console.php", "use Illuminate\\Support\\Facades\\Schedule;",
           "use Illuminate\\Support\\Facades\\Schedule;\n\nSchedule::command('reservations:remind')->dailyAt('10:00');"),
    c.stop("Notifica ReservationReminderSms creata e pianificata ogni giorno alle 10:00."),
    c.prompt("Lascia perdere la parte degli SMS: per ora basta la mail di conferma della cancellazione. Twilio costa "
             "troppo per i volumi che abbiamo."),
    c.bash("rm app/Notifications/ReservationReminderSms.php", "", "Remove the SMS notification"),
    c.edit("routes/console.php", "\n\nSchedule::command('reservations:remind')->dailyAt('10:00');", ""),
    c.bash("composer remove twilio/sdk", "./composer.json has been updated\nRunning composer update twilio/sdk\n"
           "Loading composer repositories with package information\nUpdating dependencies\nLock file operations: "
           "0 installs, 0 updates, 1 removal\n  - Removing twilio/sdk (8.3.6)\nWriting lock file\nGenerating optimized "
           "autoload files\n\n   INFO  Discovering packages.\n", "Remove the Twilio SDK"),
    c.edit(".env", "\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=+390550000000" % TWILIO, ""),
    c.bash("php artisan make:mail ReservationCancelled --markdown=mail.reservations.cancelled",
           "\n   INFO  Mailable [app/Mail/ReservationCancelled.php] created successfully.\n\n"
           "   INFO  Markdown view [resources/views/mail/reservations/cancelled.blade.php] created successfully.\n",
           "Create the mailable"),
    c.edit("app/Mail/ReservationCancelled.php", "subject: 'Reservation Cancelled',", "subject: 'Prenotazione cancellata',"),
    c.edit("resources/views/mail/reservations/cancelled.blade.php", "# Introduction",
           "# Prenotazione cancellata\n\nCiao {{ $reservation->name }}, la tua prenotazione per "
           "{{ $reservation->party_size }} persone è stata cancellata."),
    c.edit("app/Http/Controllers/ReservationCancellationController.php", "$reservation->save();",
           "$reservation->save();\n        Mail::to($reservation->email)->send(new ReservationCancelled($reservation));"),
    c.todos([("Aggiungere cancelled_at alle prenotazioni", "completed"),
             ("Rotta firmata per la cancellazione", "completed"),
             ("Mail di conferma della cancellazione", "completed"),
             ("Test di cancellazione", "pending")]),
    c.stop("Ho tolto notifica, pianificazione e pacchetto Twilio; dopo la cancellazione parte la mail "
           "ReservationCancelled."),
] + c.compact(claude_summary(
    "Let guests cancel a reservation from the signed link in the confirmation mail; on cancel, send a confirmation "
    "mail (the user dropped the SMS channel and Twilio).",
    "Laravel 11, signed routes, markdown mailables, PHP 8.3 via Valet.",
    "%s (cancelled_at), app/Http/Controllers/ReservationCancellationController.php, routes/web.php, "
    "app/Mail/ReservationCancelled.php, resources/views/mail/reservations/cancelled.blade.php." % MIG,
    "none so far.", "cancellation tests.", "branch feature/cancellazione-prenotazioni; mail wired in the controller.")) + [
    c.prompt("La cancellazione deve essere possibile solo fino a 24 ore prima dell'orario prenotato, non della data."),
    c.write("app/Policies/ReservationPolicy.php", "<?php\n\nnamespace App\\Policies;\n\nclass ReservationPolicy\n{\n"
            "    public function cancel(?User $user, Reservation $reservation): bool\n    {\n"
            "        return $reservation->starts_at->isFuture();\n    }\n}\n"),
    c.edit("app/Http/Controllers/ReservationCancellationController.php", "    {\n        $reservation->cancelled_at = now();",
           "    {\n        Gate::authorize('cancel', $reservation);\n        $reservation->cancelled_at = now();"),
    c.write("tests/Feature/ReservationCancellationTest.php", "<?php\n\nnamespace Tests\\Feature;\n\n"
            "class ReservationCancellationTest extends TestCase\n{\n    public function test_cannot_cancel_within_24_hours(): void\n"
            "    {\n        // ...\n    }\n}\n"),
    c.bash("php artisan test 2>&1 | tail -20", fail_24h, "Run the test suite"),
    c.edit("app/Policies/ReservationPolicy.php", "return $reservation->starts_at->isFuture();",
           "return now()->addHours(24)->lessThanOrEqualTo($reservation->starts_at);"),
    c.bash("php artisan test --filter=ReservationCancellationTest", "\n   PASS  Tests\\Feature\\ReservationCancellationTest\n"
           "  ✓ guest can cancel with a valid signed link                            0.08s\n"
           "  ✓ cannot cancel within 24 hours                                        0.03s\n"
           "  ✓ unsigned link is rejected                                            0.02s\n\n"
           "  Tests:    3 passed (7 assertions)\n  Duration: 0.58s\n", "Run the cancellation tests"),
    c.todos([("Aggiungere cancelled_at alle prenotazioni", "completed"),
             ("Rotta firmata per la cancellazione", "completed"),
             ("Mail di conferma della cancellazione", "completed"),
             ("Test di cancellazione", "completed")]),
    c.stop("La policy ora confronta con l'orario prenotato meno 24 ore e i test passano. Aggiungo anche un test "
           "per il contenuto della mail?"),
    c.prompt("va bene"),
    c.read("app/Mail/ReservationCancelled.php", 52), c.read("resources/views/mail/reservations/cancelled.blade.php", 14),
    c.bash('grep -rn "telefono" resources/views/mail/', "", "Look for the phone in the mail views",
           interpretation="No matches found"),
    c.write("tests/Feature/ReservationCancelledMailTest.php", "<?php\n\nnamespace Tests\\Feature;\n\n"
            "class ReservationCancelledMailTest extends TestCase\n{\n    public function test_mail_contains_restaurant_phone(): void\n"
            "    {\n        // ...\n    }\n}\n"),
    c.bash("php artisan test --filter=ReservationCancelledMailTest 2>&1 | tail -20", fail_mail, "Run the mail tests"),
    c.stop("Il test sulla mail fallisce: il testo non contiene il numero del ristorante (config trattoria.phone)."),
] + c.compact(claude_summary(
    "Guest self-cancellation of reservations via signed link, with a confirmation mail; cancellation only up to "
    "24 hours before the booked time.",
    "Laravel policies, Gate::authorize, mailable assertions.",
    "app/Policies/ReservationPolicy.php, tests/Feature/ReservationCancellationTest.php, "
    "tests/Feature/ReservationCancelledMailTest.php, app/Mail/ReservationCancelled.php.",
    "the 24-hour policy test was fixed; the new mail test still fails (phone number missing).",
    "make the mail test pass, then commit.", "mail content test."), trigger="manual",
    instructions="Tieni le decisioni dell'utente e i test che falliscono") + [
    c.prompt("Aggiungi il numero di telefono del ristorante nella mail e poi fai il commit sul branch."),
    c.read("config/trattoria.php", 18),
    c.stop("Il numero è in config('trattoria.phone'); lo aggiungo al template della mail."),
]
session("it-laravel-cancellazione", "Italian Laravel session: artisan generators, a migration run, a Twilio token typed "
        "in a prompt, the SMS part dropped (\"Lascia perdere la parte degli SMS\"), a fixed and an open failure behind "
        "`| tail -20`, an empty grep, two compactions.", c.common(), c.finish(events))


# ---------------------------------------------------------------------------------------------
# 2. en-scala-sessionize
# ---------------------------------------------------------------------------------------------
R = "/home/dev/clickstream"
c = Claude(R, uid4("heldout3-en-scala-sessionize"), mode="acceptEdits")
S = "src/main/scala/com/acme/clickstream/"
SPEC_T = "src/test/scala/com/acme/clickstream/SessionizeSpec.scala"
sbt_fail = """[info] welcome to sbt 1.10.5 (Eclipse Adoptium Java 17.0.13)
[info] loading settings for project clickstream-build from plugins.sbt ...
[info] loading project definition from /home/dev/clickstream/project
[info] loading settings for project clickstream from build.sbt ...
[info] compiling 3 Scala sources to /home/dev/clickstream/target/scala-2.13/classes ...
[info] compiling 1 Scala source to /home/dev/clickstream/target/scala-2.13/test-classes ...
[info] SessionizeSpec:
[info] Sessionize
[info] - should keep events within 30 minutes in one session
[info] - should split sessions after 30 minutes of inactivity *** FAILED ***
[info]   2 did not equal 3 (SessionizeSpec.scala:48)
[info] - should order events by event_time before computing gaps
[info] - should accept late events up to 2 hours
[info] Run completed in 9 seconds, 412 milliseconds.
[info] Total number of tests run: 4
[info] Suites: completed 1, aborted 0
[info] Tests: succeeded 3, failed 1, canceled 0, ignored 0, pending 0
[info] *** 1 TEST FAILED ***
[error] Failed tests:
[error] 	com.acme.clickstream.SessionizeSpec
[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful
[error] Total time: 41 s, completed Dec 2, 2026, 10:41:07 AM"""
assembly_out = """[warn] multiple main classes detected: run 'show discoveredMainClasses' to see the list
[error] 1 error(s) were encountered during the merge:
[error] java.lang.RuntimeException: deduplicate: different file contents found in the following:
[error] /home/dev/.cache/coursier/v1/https/repo1.maven.org/maven2/com/fasterxml/jackson/core/jackson-core/2.15.2/jackson-core-2.15.2.jar:META-INF/versions/9/module-info.class
[error] /home/dev/.cache/coursier/v1/https/repo1.maven.org/maven2/com/fasterxml/jackson/core/jackson-databind/2.15.2/jackson-databind-2.15.2.jar:META-INF/versions/9/module-info.class
[error] /home/dev/.cache/coursier/v1/https/repo1.maven.org/maven2/org/slf4j/slf4j-api/2.0.16/slf4j-api-2.0.16.jar:META-INF/versions/9/module-info.class
[error] 	at sbtassembly.Assembly$.merge(Assembly.scala:604)
[error] (assembly) deduplicate: different file contents found in the following:
[error] Total time: 73 s (01:13), completed Dec 2, 2026, 11:58:20 AM"""
T1, T2, T3 = "Port sessionization to event_time", "Remove the legacy SessionJob", "Unit tests for Sessionize"
events = c.start() + [
    c.prompt("We need a daily Spark job that sessionizes the clickstream events and writes parquet to "
             "gs://acme-clickstream-curated/sessions/. Then backfill all regions for November. Use the staging GCP "
             "project analytics-staging-4471."),
    c.bash("gcloud config set project analytics-staging-4471", "", "Switch the GCP project",
           stderr="Updated property [core/project]."),
    c.read("build.sbt", 64), c.read("project/plugins.sbt", 6), c.read(S + "Main.scala", 88),
    c.read(S + "legacy/SessionJob.scala", 171), c.read(S + "legacy/WindowUtils.scala", 54),
    c.read("src/main/resources/application.conf", 40),
    c.read_repeat(S + "model/Event{i}.scala", 22, 35),
    c.glob_repeat("src/**/*Session*{i}.scala", 10),
    c.grep("ingestTs", "src", [S + "legacy/SessionJob.scala", S + "legacy/WindowUtils.scala"]),
    c.stop("The legacy SessionJob groups by ingestTs in fixed 1-hour windows. How should a session be defined?"),
    c.prompt("Sessionize on event_time, not ingestion time, with a 30-minute inactivity gap. Late events up to 2 hours "
             "still count."),
    c.bash('rg -n "ingestion_time" src/', "", "Look for an ingestion_time column", interpretation="No matches found"),
    c.todos([(T1, "in_progress"), (T2, "pending"), (T3, "pending"), ("Backfill November", "pending")]),
    c.edit(S + "legacy/SessionJob.scala", "object SessionJob {", "@deprecated(\"use Sessionize\", \"0.4.0\")\nobject SessionJob {"),
    c.write(S + "Sessionize.scala", "package com.acme.clickstream\n\nobject Sessionize {\n  val Gap = 30.minutes\n"
            "  val AllowedLateness = 2.hours\n  def apply(events: Dataset[Event]): Dataset[Session] = ???\n}\n"),
    c.write(SPEC_T, "package com.acme.clickstream\n\nclass SessionizeSpec extends AnyFlatSpec with SparkSuite {\n}\n"),
    c.edit(S + "Main.scala", "SessionJob.run(spark, conf)", "Sessionize.run(spark, conf)"),
    c.todos([(T1, "completed"), (T2, "pending"), (T3, "in_progress"), ("Backfill November", "pending")]),
    c.stop("Sessionize uses event_time with a 30-minute gap and a 2-hour watermark; Main calls it. The legacy job is "
           "still there, marked deprecated."),
    c.prompt("Drop the legacy package entirely, nobody reads its output any more."),
    c.bash("git rm -r src/main/scala/com/acme/clickstream/legacy",
           "rm 'src/main/scala/com/acme/clickstream/legacy/SessionJob.scala'\n"
           "rm 'src/main/scala/com/acme/clickstream/legacy/WindowUtils.scala'", "Remove the legacy package"),
    c.edit(S + "Main.scala", "import com.acme.clickstream.legacy.SessionJob\n", ""),
    c.todos([(T1, "completed"), (T2, "completed"), (T3, "in_progress"), ("Backfill November", "pending")]),
] + c.compact(claude_summary(
    "Daily Spark job sessionizing clickstream events to parquet under gs://acme-clickstream-curated/sessions/, on "
    "the staging project analytics-staging-4471, followed by a November backfill.",
    "Spark 3.5 / Scala 2.13, event_time sessions with a 30-minute gap, 2-hour lateness.",
    S + "Sessionize.scala, " + SPEC_T + ", " + S + "Main.scala; the legacy package was removed.",
    "none yet.", "unit tests, backfill.", "writing SessionizeSpec.")) + [
    c.edit(SPEC_T, "class SessionizeSpec extends AnyFlatSpec with SparkSuite {",
           "class SessionizeSpec extends AnyFlatSpec with SparkSuite {\n  \"Sessionize\" should \"split sessions after "
           "30 minutes of inactivity\" in { ... }"),
    c.bash_fail("sbt test", sbt_fail),
    c.read(S + "Sessionize.scala", 61),
    c.edit(S + "Sessionize.scala", "when(col(\"gap\") > Gap.toSeconds, 1)", "when(col(\"gap\") >= Gap.toSeconds, 1)"),
    c.bash("sbt test", "[info] SessionizeSpec:\n[info] Sessionize\n[info] - should keep events within 30 minutes in one "
           "session\n[info] - should split sessions after 30 minutes of inactivity\n[info] - should order events by "
           "event_time before computing gaps\n[info] - should accept late events up to 2 hours\n[info] Run completed in 8 "
           "seconds, 977 milliseconds.\n[info] Total number of tests run: 4\n[info] Tests: succeeded 4, failed 0, "
           "canceled 0, ignored 0, pending 0\n[info] All tests passed.\n[success] Total time: 38 s", "Run the tests"),
    c.todos([(T1, "completed"), (T2, "completed"), (T3, "completed"), ("Backfill November", "pending")]),
    c.stop("The gap comparison was off by one (a gap of exactly 30 minutes); all 4 tests pass. Next I would build the "
           "fat jar with sbt assembly, ok?"),
    c.prompt("yep"),
] + c.compact(claude_summary(
    "Daily Spark sessionization job on analytics-staging-4471, then a November backfill.",
    "event_time sessions, 30-minute gap, sbt-assembly for Dataproc.",
    S + "Sessionize.scala, " + SPEC_T + ".", "the gap off-by-one in SessionizeSpec was fixed; tests pass.",
    "assembly jar, backfill.", "about to run sbt assembly.")) + [
    c.bash("sbt assembly 2>&1 | grep -v '^\\[info\\]'", assembly_out, "Build the fat jar"),
    c.stop("sbt assembly fails: several jars ship META-INF/versions/9/module-info.class. Before I fix it: for the "
           "backfill, one Dataproc job per region or one for all?"),
    c.prompt("About the backfill: only region=eu for now, the US and APAC backfill waits until next sprint."),
    c.todos([(T1, "completed"), (T2, "completed"), (T3, "completed"),
             ("Fix sbt assembly merge strategy", "in_progress"),
             ("Submit the EU November backfill to Dataproc", "pending")]),
    c.edit("src/main/resources/application.conf", "regions = [\"eu\", \"us\", \"apac\"]", "regions = [\"eu\"]"),
    c.write("jobs/backfill-eu-2026-11.sh", "#!/bin/sh\nset -eu\ngcloud dataproc jobs submit spark --cluster=etl-staging "
            "--region=europe-west1 --jar=target/scala-2.13/clickstream-assembly-0.4.0.jar -- --region eu "
            "--from 2026-11-01 --to 2026-11-30\n"),
] + c.compact(claude_summary(
    "Daily Spark sessionization job on analytics-staging-4471; backfill narrowed to region=eu for November.",
    "sbt-assembly merge strategy, Dataproc on europe-west1.",
    S + "Sessionize.scala, " + SPEC_T + ", src/main/resources/application.conf, jobs/backfill-eu-2026-11.sh.",
    "sbt assembly fails with a deduplicate error on module-info.class (open).",
    "fix the assembly, submit the EU backfill.", "assembly merge strategy.")) + [
    c.read("build.sbt", 64),
    c.stop("Backfill narrowed to eu in application.conf and jobs/backfill-eu-2026-11.sh; the assembly still needs a "
           "merge strategy."),
    c.prompt("Fix the assembly merge strategy, then submit the EU backfill to Dataproc."),
    c.read("project/plugins.sbt", 6),
    c.stop("Adding a MergeStrategy for module-info.class in build.sbt."),
]
session("en-scala-sessionize", "English Scala/sbt session: a GCP project switch, heavy read/glob noise, an event_time "
        "decision, git rm -r of a legacy package, a fixed sbt test failure, a narrowed backfill, an open sbt-assembly "
        "error behind `| grep -v`, three compactions.", c.common(), c.finish(events))


# ---------------------------------------------------------------------------------------------
# 3. codex-de-spring-rechnung-pdf
# ---------------------------------------------------------------------------------------------
R = "/home/dev/rechnungsdienst"
x = Codex(R, uid7("heldout3-codex-de-spring-rechnung-pdf", "019ae2"), "2026/12/02", "08-47-15")
J = "src/main/java/de/acme/"
mvn_fail = """[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running de.acme.rechnung.pdf.RechnungPdfControllerTest
[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 2.147 s <<< FAILURE! -- in de.acme.rechnung.pdf.RechnungPdfControllerTest
[ERROR] de.acme.rechnung.pdf.RechnungPdfControllerTest.liefertPdfMitContentType -- Time elapsed: 0.212 s <<< FAILURE!
java.lang.AssertionError: Status expected:<200> but was:<404>
	at org.springframework.test.util.AssertionErrors.fail(AssertionErrors.java:59)
	at org.springframework.test.web.servlet.result.StatusResultMatchers.lambda$matcher$9(StatusResultMatchers.java:640)
	at de.acme.rechnung.pdf.RechnungPdfControllerTest.liefertPdfMitContentType(RechnungPdfControllerTest.java:48)

[INFO] Running de.acme.angebot.AngebotControllerTest
[INFO] Tests run: 11, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.306 s -- in de.acme.angebot.AngebotControllerTest
[INFO]
[INFO] Results:
[INFO]
[ERROR] Failures:
[ERROR]   RechnungPdfControllerTest.liefertPdfMitContentType:48 Status expected:<200> but was:<404>
[INFO]
[ERROR] Tests run: 42, Failures: 1, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.5.2:test (default-test) on project rechnungsdienst: There are test failures.
"""
verify_tail = """[ERROR] src/main/java/de/acme/rechnung/pdf/RechnungPdfService.java:[37,9] (coding) MagicNumber: '72' is a magic number.
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-checkstyle-plugin:3.6.0:check (checkstyle-check) on project rechnungsdienst: You have 1 Checkstyle violation. -> [Help 1]
[ERROR]
[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.
[ERROR] Re-run Maven using the -X switch to enable full debug logging.
[ERROR]
[ERROR] For more information about the errors and possible solutions, please read the following articles:
[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/MojoExecutionException
"""
reads = ["pom.xml", J + "angebot/AngebotPdfService.java", J + "angebot/AngebotPdfConfig.java",
         J + "angebot/AngebotController.java", "src/main/resources/templates/angebot.html", J + "rechnung/Rechnung.java",
         J + "rechnung/RechnungRepository.java", J + "rechnung/RechnungController.java",
         "src/test/java/de/acme/rechnung/RechnungControllerTest.java", "src/main/resources/application.yml",
         "config/checkstyle.xml", J + "rechnung/Rechnungsposition.java"]
events = [["SessionStart", {"source": "startup"}],
          x.prompt("Baue einen Endpunkt GET /api/rechnungen/{id}/pdf, der die Rechnung als PDF ausliefert. Das Layout "
                   "soll wie im Angebotsmodul aussehen, das rendert HTML-Templates mit openhtmltopdf."),
          x.sh("source ~/.sdkman/bin/sdkman-init.sh && sdk use java 21.0.5-tem && java -version",
               "\nUsing java version 21.0.5-tem in this shell.\nopenjdk version \"21.0.5\" 2024-10-15 LTS\nOpenJDK Runtime "
               "Environment Temurin-21.0.5+11 (build 21.0.5+11-LTS)\nOpenJDK 64-Bit Server VM Temurin-21.0.5+11 (build "
               "21.0.5+11-LTS, mixed mode, sharing)\n"),
          x.sh("git switch -c feature/rechnung-pdf", "Switched to a new branch 'feature/rechnung-pdf'\n"),
          x.sh("rg -n 'openhtmltopdf' pom.xml src/", "pom.xml:71:            <artifactId>openhtmltopdf-pdfbox</artifactId>\n"
               "src/main/java/de/acme/angebot/AngebotPdfConfig.java:5:import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;\n"
               "src/main/java/de/acme/angebot/AngebotPdfService.java:9:import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;\n")] + [
          x.sh("sed -n '1,200p' %s" % path, "// %s\n...\n" % path) for path in reads] + [
          x.stop("Das Angebotsmodul rendert Thymeleaf-HTML mit openhtmltopdf; AngebotPdfConfig lädt Fonts und Seitenformat. "
                 "Soll ich das wiederverwenden oder das PDF direkt im Code mit OpenPDF zeichnen? Das wäre schneller "
                 "gebaut, aber das Layout steckt dann im Java-Code."),
          x.prompt("Nimm lieber OpenPDF direkt, das ist schneller gebaut."),
          x.patch("*** Update File: pom.xml\n@@\n     </dependencies>\n+        <dependency>\n+            <groupId>com.github.librepdf"
                  "</groupId>\n+            <artifactId>openpdf</artifactId>\n+            <version>2.0.3</version>\n+        "
                  "</dependency>\n", [("M", "pom.xml")]),
          x.patch("*** Add File: %srechnung/pdf/PdfRenderer.java\n+package de.acme.rechnung.pdf;\n+\n+public class "
                  "PdfRenderer {\n+    public byte[] render(Rechnung rechnung) { return new byte[0]; }\n+}\n"
                  "*** Add File: %srechnung/pdf/RechnungPdfController.java\n+package de.acme.rechnung.pdf;\n+\n"
                  "+@RestController\n+@RequestMapping(\"/rechnungen\")\n+public class RechnungPdfController {\n+}\n"
                  "*** Add File: src/test/java/de/acme/rechnung/pdf/RechnungPdfControllerTest.java\n+package "
                  "de.acme.rechnung.pdf;\n+\n+@WebMvcTest(RechnungPdfController.class)\n+class RechnungPdfControllerTest {\n+}\n"
                  % (J, J), [("A", J + "rechnung/pdf/PdfRenderer.java"), ("A", J + "rechnung/pdf/RechnungPdfController.java"),
                             ("A", "src/test/java/de/acme/rechnung/pdf/RechnungPdfControllerTest.java")]),
          x.sh("./mvnw test", mvn_fail),
          x.stop("Ein Test schlägt fehl (404): der neue Controller hängt unter /rechnungen statt /api/rechnungen."),
          x.prompt("Lass uns zurück zu den HTML-Templates gehen, wie im Angebotsmodul; mit OpenPDF wird das Layout "
                   "unwartbar."),
          x.patch("*** Delete File: %srechnung/pdf/PdfRenderer.java\n" % J, [("D", J + "rechnung/pdf/PdfRenderer.java")]),
          x.patch("*** Update File: pom.xml\n@@\n-        <dependency>\n-            <groupId>com.github.librepdf</groupId>\n"
                  "-            <artifactId>openpdf</artifactId>\n-            <version>2.0.3</version>\n-        "
                  "</dependency>\n", [("M", "pom.xml")]),
          x.sh("mkdir -p src/main/java/de/acme/shared/pdf && git mv src/main/java/de/acme/angebot/AngebotPdfConfig.java "
               "src/main/java/de/acme/shared/pdf/PdfConfig.java", ""),
          x.patch("*** Update File: %sshared/pdf/PdfConfig.java\n@@\n-package de.acme.angebot;\n+package de.acme.shared.pdf;\n"
                  "@@\n-public class AngebotPdfConfig {\n+public class PdfConfig {\n*** Update File: "
                  "%sangebot/AngebotPdfService.java\n@@\n-import de.acme.angebot.AngebotPdfConfig;\n+import "
                  "de.acme.shared.pdf.PdfConfig;\n" % (J, J),
                  [("M", J + "shared/pdf/PdfConfig.java"), ("M", J + "angebot/AngebotPdfService.java")]),
          x.patch("*** Add File: src/main/resources/templates/rechnung.html\n+<!DOCTYPE html>\n+<html "
                  "xmlns:th=\"http://www.thymeleaf.org\">\n+<body>\n+  <h1 th:text=\"${rechnung.nummer}\">RE-0001</h1>\n"
                  "+</body>\n+</html>\n*** Add File: %srechnung/pdf/RechnungPdfService.java\n+package de.acme.rechnung.pdf;\n"
                  "+\n+@Service\n+public class RechnungPdfService {\n+    private final PdfConfig config;\n+}\n" % J,
                  [("A", "src/main/resources/templates/rechnung.html"), ("A", J + "rechnung/pdf/RechnungPdfService.java")]),
          x.patch("*** Update File: %srechnung/pdf/RechnungPdfController.java\n@@\n-@RequestMapping(\"/rechnungen\")\n"
                  "+@RequestMapping(\"/api/rechnungen\")\n@@\n+    @GetMapping(value = \"/{id}/pdf\", produces = "
                  "MediaType.APPLICATION_PDF_VALUE)\n+    public byte[] pdf(@PathVariable long id) {\n+        return "
                  "service.render(repository.getReferenceById(id));\n+    }\n" % J,
                  [("M", J + "rechnung/pdf/RechnungPdfController.java")]),
          x.sh("rg -n 'openpdf|com.lowagie' src/ pom.xml", ""),
          ] + x.compact() + [
          x.sh("./mvnw test", "[INFO] Running de.acme.rechnung.pdf.RechnungPdfControllerTest\n[INFO] Tests run: 3, "
               "Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 2.381 s -- in de.acme.rechnung.pdf."
               "RechnungPdfControllerTest\n[INFO]\n[INFO] Results:\n[INFO]\n[INFO] Tests run: 42, Failures: 0, Errors: 0, "
               "Skipped: 0\n[INFO]\n[INFO] ------------------------------------------------------------------------\n"
               "[INFO] BUILD SUCCESS\n[INFO] ------------------------------------------------------------------------\n"),
          x.stop("Wieder auf HTML-Templates: rechnung.html und RechnungPdfService nutzen die gemeinsame PdfConfig "
                 "(per git mv nach shared/pdf verschoben), OpenPDF ist raus, alle 42 Tests sind grün."),
          x.prompt("passt"),
          x.sh("git add -A && git status --short", "M  pom.xml\nR  src/main/java/de/acme/angebot/AngebotPdfConfig.java -> "
               "src/main/java/de/acme/shared/pdf/PdfConfig.java\nM  src/main/java/de/acme/angebot/AngebotPdfService.java\n"
               "A  src/main/java/de/acme/rechnung/pdf/RechnungPdfController.java\n"
               "A  src/main/java/de/acme/rechnung/pdf/RechnungPdfService.java\n"
               "A  src/main/resources/templates/rechnung.html\n"
               "A  src/test/java/de/acme/rechnung/pdf/RechnungPdfControllerTest.java\n"),
          x.stop("Alles ist gestaged. Soll ich noch etwas prüfen, bevor ich committe?"),
          x.prompt("Keine neuen Abhängigkeiten außer openhtmltopdf. Und lass ./mvnw verify laufen, bevor du committest."),
          x.sh("./mvnw -q verify 2>&1 | tail -20", verify_tail),
          x.stop("verify scheitert an Checkstyle: RechnungPdfService.java Zeile 37, die 72 (DPI) gilt als Magic Number. "
                 "Neue Abhängigkeiten gibt es keine."),
          x.prompt("Behebe den Checkstyle-Fehler und mach dann einen Commit auf dem Branch."),
          x.sh("sed -n '30,45p' src/main/java/de/acme/rechnung/pdf/RechnungPdfService.java",
               "    public byte[] render(Rechnung rechnung) {\n        var builder = new PdfRendererBuilder();\n"
               "        builder.useDefaultPageSize(210, 297, PdfRendererBuilder.PageSizeUnits.MM);\n"
               "        builder.withW3cDocument(html(rechnung), \"/\");\n        builder.useFastMode();\n"
               "        builder.usePdfUaAccessbility(true);\n        builder.useDpi(72);\n"),
          x.stop("Ich ziehe die 72 in eine Konstante PDF_DPI und committe dann auf feature/rechnung-pdf."),
          ]
session("codex-de-spring-rechnung-pdf", "Codex CLI, German Spring Boot/Maven: an SDKMAN JDK switch, \"Lass uns zurück zu "
        "den HTML-Templates gehen\" after an OpenPDF detour, a file deleted by a patch, git mv into a shared package, an "
        "empty rg, a mid-turn compaction, a fixed test failure and an open Checkstyle error behind `| tail -20` (no exit "
        "codes).", x.common(), x.finish(events))


# ---------------------------------------------------------------------------------------------
# 4. gemini-fr-flutter-favoris
# ---------------------------------------------------------------------------------------------
R = "/home/dev/appli_recettes"
g = Gemini(R, uid4("heldout3-gemini-fr-flutter-favoris"), "2026-12-02T14:05:31")
hive_fail = """00:02 +0: loading /home/dev/appli_recettes/test/data/favoris_repository_test.dart
00:03 +0 -1: FavorisRepository ajoute une recette aux favoris [E]
  HiveError: You need to initialize Hive or provide a path to store the box.
  package:hive/src/backend/vm/backend_manager.dart 14:7   BackendManager.open
  package:hive/src/hive_impl.dart 111:36                   HiveImpl._openBox
  package:hive/src/hive_impl.dart 142:12                   HiveImpl.openBox
  package:appli_recettes/data/favoris_repository.dart 18:24  FavorisRepository.ouvrir

00:03 +0 -2: FavorisRepository retire une recette des favoris [E]
  HiveError: You need to initialize Hive or provide a path to store the box.

00:03 +0 -3: FavorisRepository liste les favoris hors ligne [E]
  HiveError: You need to initialize Hive or provide a path to store the box.

00:03 +0 -3: Some tests failed."""
tail_fail = """00:05 +12: /home/dev/appli_recettes/test/screens/favoris_screen_test.dart: FavorisScreen affiche un message vide
00:06 +13: /home/dev/appli_recettes/test/data/favoris_repository_test.dart: FavorisRepository ajoute une recette aux favoris
00:06 +13 -1: /home/dev/appli_recettes/test/data/favoris_repository_test.dart: FavorisRepository retire une recette des favoris [E]
  Expected: <false>
    Actual: <true>

  package:matcher                                      expect
  test/data/favoris_repository_test.dart 41:7          main.<fn>.<fn>

00:06 +14 -1: /home/dev/appli_recettes/test/data/favoris_repository_test.dart: FavorisRepository liste les favoris hors ligne
00:06 +15 -1: Some tests failed."""
KEYSTORE = "Cr0issant!2026"
TD = ["Choisir le stockage local", "Écrire le dépôt des favoris", "Tests du dépôt", "Brancher l'écran Favoris",
      "Lancer flutter analyze"]
p1 = ("Ajoute un cache hors ligne pour les recettes favorites : on doit pouvoir les consulter sans réseau. Pour le "
      "stockage, je pensais à Hive.")
p2 = "Plutôt sqflite, on l'utilise déjà pour l'historique des recherches."
p3 = "Finalement, utilise Hive après tout : sqflite ne marche pas sur le web et on vise aussi le web."
p4 = "d'accord"
p5 = ("Au fait, pour signer l'APK de test, le mot de passe du keystore est %s. Prépare la signature, on génère "
      "l'APK quand les tests passent." % KEYSTORE)
p6 = "Corrige le test de suppression, puis lance flutter analyze."
events = [["SessionStart", {"source": "startup"}], g.prompt(p1)] + \
    g.todos(list(zip(TD, ["in_progress", "pending", "pending", "pending", "pending"]))) + \
    g.sh("fvm use 3.24.5", "✓ Project now uses Flutter SDK : 3.24.5", 0, "Pin the Flutter version") + \
    g.read("pubspec.yaml", "name: appli_recettes\ndependencies:\n  flutter:\n    sdk: flutter\n  http: ^1.2.2\n") + \
    g.read("lib/models/recette.dart", "class Recette {\n  final String id;\n  final String titre;\n}\n") + \
    g.read("lib/screens/favoris_screen.dart", "class FavorisScreen extends StatelessWidget {\n  ...\n}\n") + \
    g.read("lib/services/api_recettes.dart", "class ApiRecettes {\n  Future<List<Recette>> favoris() async {...}\n}\n") + \
    g.sh('grep -rn "HiveObject" lib/', "", 1, "Look for existing Hive models") + \
    g.after_agent(p1, "Aucun stockage local n'existe encore ; les favoris viennent toujours de l'API. Je peux partir "
                      "sur Hive comme tu le proposes, ou réutiliser autre chose si le projet a déjà une base locale.") + \
    [g.prompt(p2)] + \
    g.sh("flutter pub add sqflite", "Resolving dependencies...\nDownloading packages...\n+ sqflite 2.4.1\n"
         "+ sqflite_android 2.4.0\n+ sqflite_common 2.5.4+6\n+ synchronized 3.3.0+3\nChanged 4 dependencies!", 0,
         "Add sqflite") + \
    g.write("lib/data/favoris_sqflite.dart", "import 'package:sqflite/sqflite.dart';\n\nclass FavorisSqflite {\n"
            "  static const table = 'favoris';\n}\n") + \
    g.after_agent(p2, "Table favoris ajoutée avec sqflite dans lib/data/favoris_sqflite.dart.") + \
    [g.prompt(p3)] + \
    g.sh("flutter pub remove sqflite", "Resolving dependencies...\nDownloading packages...\nThese packages are no "
         "longer being depended on:\n- sqflite 2.4.1\n- sqflite_android 2.4.0\n- sqflite_common 2.5.4+6\n"
         "- synchronized 3.3.0+3\nChanged 4 dependencies!", 0, "Remove sqflite") + \
    g.sh("rm lib/data/favoris_sqflite.dart", "", 0, "Delete the sqflite store") + \
    g.sh("flutter pub add hive hive_flutter", "Resolving dependencies...\nDownloading packages...\n+ hive 2.2.3\n"
         "+ hive_flutter 1.1.0\nChanged 2 dependencies!", 0, "Add Hive") + \
    g.sh("flutter pub add --dev hive_generator build_runner", "Resolving dependencies...\nDownloading packages...\n"
         "+ build_runner 2.4.13\n+ hive_generator 2.0.1\n+ source_gen 1.5.0\nChanged 31 dependencies!", 0,
         "Add the code generators") + \
    g.replace("lib/models/recette.dart", "Annotate Recette for Hive.", "class Recette {\n  final String id;",
              "part 'recette.g.dart';\n\n@HiveType(typeId: 1)\nclass Recette {\n  @HiveField(0)\n  final String id;") + \
    g.sh("dart run build_runner build --delete-conflicting-outputs", "[INFO] Generating build script completed, took "
         "421ms\n[INFO] Creating build script snapshot... completed, took 9.8s\n[INFO] Running build completed, took "
         "5.7s\n[INFO] Caching finalized dependency graph completed, took 61ms\n[INFO] Succeeded after 5.8s with 1 "
         "outputs (4 actions)", 0, "Generate lib/models/recette.g.dart") + \
    g.write("lib/data/favoris_repository.dart", "import 'package:hive_flutter/hive_flutter.dart';\n\n"
            "class FavorisRepository {\n  static const boite = 'favoris';\n  Future<void> ajouter(Recette r) async {}\n"
            "  Future<void> retirer(String id) async {}\n}\n") + \
    g.replace("lib/main.dart", "Initialise Hive at start-up.", "WidgetsFlutterBinding.ensureInitialized();",
              "WidgetsFlutterBinding.ensureInitialized();\n  await Hive.initFlutter();\n  "
              "Hive.registerAdapter(RecetteAdapter());") + \
    g.write("test/data/favoris_repository_test.dart", "void main() {\n  group('FavorisRepository', () {\n"
            "    test('ajoute une recette aux favoris', () async {});\n"
            "    test('retire une recette des favoris', () async {});\n"
            "    test('liste les favoris hors ligne', () async {});\n  });\n}\n") + \
    g.sh("flutter test test/data/favoris_repository_test.dart", hive_fail, 1, "Run the repository tests") + \
    g.replace("test/data/favoris_repository_test.dart", "Initialise Hive in a temp dir for the tests.",
              "  group('FavorisRepository', () {", "  setUp(() async {\n    Hive.init((await Directory.systemTemp"
              ".createTemp()).path);\n  });\n\n  group('FavorisRepository', () {") + \
    g.sh("flutter test test/data/favoris_repository_test.dart", "00:02 +0: loading /home/dev/appli_recettes/test/data/"
         "favoris_repository_test.dart\n00:03 +3: All tests passed!", 0, "Run the repository tests") + \
    g.todos(list(zip(TD, ["completed", "completed", "completed", "pending", "pending"]))) + \
    g.after_agent(p3, "Retour à Hive : sqflite retiré, favoris_sqflite.dart supprimé, RecetteAdapter généré, "
                      "FavorisRepository écrit et ses 3 tests passent (Hive initialisé dans setUp). Je branche le dépôt "
                      "dans l'écran Favoris ?") + \
    [["PreCompress", {"trigger": "manual"}], g.prompt(p4)] + \
    g.replace("lib/screens/favoris_screen.dart", "Read favourites from the Hive repository.",
              "final favoris = await api.favoris();", "final favoris = await repository.tous();") + \
    g.replace("test/data/favoris_repository_test.dart", "Check removal.",
              "test('retire une recette des favoris', () async {});",
              "test('retire une recette des favoris', () async {\n      await repo.ajouter(tarte);\n"
              "      await repo.retirer(tarte.id);\n      expect(repo.contient(tarte.id), isFalse);\n    });") + \
    g.sh("flutter test 2>&1 | tail -20", tail_fail, 0, "Run all tests") + \
    g.todos(list(zip(TD, ["completed", "completed", "in_progress", "completed", "pending"]))) + \
    g.after_agent(p4, "L'écran Favoris lit maintenant le dépôt Hive. Un test échoue : après retirer(), la recette est "
                      "toujours présente.") + \
    [g.prompt(p5)] + \
    g.write("android/key.properties", "storePassword=%s\nkeyPassword=%s\nkeyAlias=recettes\n"
            "storeFile=/home/dev/keys/recettes-test.jks\n" % (KEYSTORE, KEYSTORE)) + \
    g.replace("android/app/build.gradle", "Sign release builds with key.properties.", "buildTypes {\n        release {",
              "signingConfigs {\n        release {\n            storeFile file(keystoreProperties['storeFile'])\n"
              "        }\n    }\n    buildTypes {\n        release {") + \
    g.after_agent(p5, "android/key.properties est prêt (déjà ignoré par git) et build.gradle signe la release. "
                      "J'attends que les tests passent pour l'APK.") + \
    [g.prompt(p6)] + \
    g.read("lib/data/favoris_repository.dart", "class FavorisRepository {\n  Future<void> retirer(String id) async {\n"
           "    _box.delete(id);\n  }\n}\n") + \
    g.after_agent(p6, "retirer() n'attend pas _box.delete(id) ; je corrige puis je lance flutter analyze.")
session("gemini-fr-flutter-favoris", "Gemini CLI, French Flutter: sqflite chosen then dropped (\"utilise Hive après "
        "tout\"), a file deleted with rm, build_runner, a grep with Exit Code 1, a fixed HiveError and an open test "
        "failure behind `| tail -20`, a manual /compress, a keystore password in a prompt.", g.common(), g.finish(events))


# ---------------------------------------------------------------------------------------------
# 5. pt-ansible-nginx-proxy
# ---------------------------------------------------------------------------------------------
R = "/home/dev/infra-loja"
c = Claude(R, uid4("heldout3-pt-ansible-nginx-proxy"))
VAULT = "Lobo-Guará#77"
NP = "roles/nginx_proxy/"
lint_fail = """WARNING  Listing 1 violation(s) that are fatal
name[casing]: All names should start with an uppercase letter.
roles/nginx_proxy/tasks/main.yml:3 Task/Handler: install nginx

Read documentation for instructions on how to ignore specific rule violations.

# Rule Violation Summary

  1 name profile:moderate tags:idiom

Failed: 1 failure(s), 0 warning(s) on 11 files. Last profile that met the validation criteria was 'basic'."""
apply_fail = """TASK [nginx_proxy : Render the loja site config] *******************************
changed: [loja-stg-01]
changed: [loja-stg-02]

TASK [loja : Recreate the compose stack without published ports] **************
changed: [loja-stg-01]
changed: [loja-stg-02]

RUNNING HANDLER [nginx_proxy : Validate and reload nginx] **********************
fatal: [loja-stg-01]: FAILED! => {"changed": true, "cmd": ["nginx", "-t"], "rc": 1, "stderr": "nginx: [emerg] cannot load certificate \\"/etc/letsencrypt/live/stg.loja.example/fullchain.pem\\": BIO_new_file() failed (SSL: error:80000002:system library::No such file or directory:calling fopen(/etc/letsencrypt/live/stg.loja.example/fullchain.pem, r) error:10000080:BIO routines::no such file)\\nnginx: configuration file /etc/nginx/nginx.conf test failed", "stdout": ""}
fatal: [loja-stg-02]: FAILED! => {"changed": true, "cmd": ["nginx", "-t"], "rc": 1, "stderr": "nginx: [emerg] cannot load certificate \\"/etc/letsencrypt/live/stg.loja.example/fullchain.pem\\": BIO_new_file() failed (SSL: error:80000002:system library::No such file or directory)\\nnginx: configuration file /etc/nginx/nginx.conf test failed", "stdout": ""}

PLAY RECAP *********************************************************************
loja-stg-01                : ok=15   changed=7    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0
loja-stg-02                : ok=15   changed=7    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0"""
events = c.start() + [
    c.prompt("Preciso de um proxy reverso nginx com TLS na frente dos containers da loja (docker compose), provisionado "
             "pelo Ansible nos hosts de staging. Pode ser um certificado autoassinado por enquanto."),
    c.bash("source ~/.venvs/ansible/bin/activate && ansible --version", "ansible [core 2.17.6]\n  config file = "
           "/home/dev/infra-loja/ansible.cfg\n  configured module search path = ['/home/dev/.ansible/plugins/modules']\n"
           "  ansible python module location = /home/dev/.venvs/ansible/lib/python3.12/site-packages/ansible\n"
           "  executable location = /home/dev/.venvs/ansible/bin/ansible\n  python version = 3.12.7\n"
           "  jinja version = 3.1.4\n  libyaml = True", "Activate the Ansible virtualenv"),
    c.read("ansible.cfg", 14), c.read("site.yml", 31), c.read("inventories/staging/hosts.yml", 18),
    c.read("inventories/production/hosts.yml", 26), c.read("group_vars/staging/vars.yml", 40),
    c.read("roles/haproxy/tasks/main.yml", 38), c.read("roles/haproxy/templates/haproxy.cfg.j2", 52),
    c.read("roles/loja/templates/docker-compose.yml.j2", 77), c.read("requirements.yml", 9),
    c.grep("8080", "roles", ["roles/haproxy/templates/haproxy.cfg.j2", "roles/loja/templates/docker-compose.yml.j2"]),
    c.bash("ansible-galaxy collection install community.docker", "Starting galaxy collection install process\nProcess "
           "install dependency map\nStarting collection install process\nDownloading https://galaxy.ansible.com/api/v3/"
           "plugin/ansible/content/published/collections/artifacts/community-docker-4.1.0.tar.gz to /home/dev/.ansible/"
           "tmp/ansible-local-51873x7k/tmpq1b2/community-docker-4.1.0-3f0v\nInstalling 'community.docker:4.1.0' to "
           "'/home/dev/.ansible/collections/ansible_collections/community/docker'\ncommunity.docker:4.1.0 was installed "
           "successfully", "Install the docker collection"),
    c.bash("ansible-galaxy role init roles/nginx_proxy", "- Role roles/nginx_proxy was created successfully",
           "Create the role skeleton"),
    c.edit("roles/haproxy/templates/haproxy.cfg.j2", "    bind *:80", "    bind 127.0.0.1:8081"),
    c.write(NP + "tasks/main.yml", "---\n- name: install nginx\n  ansible.builtin.apt:\n    name: nginx\n"
            "    state: present\n\n- name: Render the loja site config\n  ansible.builtin.template:\n"
            "    src: loja.conf.j2\n    dest: /etc/nginx/sites-enabled/loja.conf\n  notify: Validate and reload nginx\n",
            "update"),
    c.write(NP + "templates/loja.conf.j2", "server {\n    listen 443 ssl;\n    server_name {{ loja_domain }};\n"
            "    ssl_certificate /etc/nginx/ssl/selfsigned.crt;\n    location / { proxy_pass http://127.0.0.1:8081; }\n}\n"),
    c.write(NP + "handlers/main.yml", "---\n- name: Validate and reload nginx\n  ansible.builtin.command: nginx -t\n"
            "  notify: Reload nginx\n", "update"),
    c.bash('openssl req -x509 -nodes -newkey rsa:2048 -days 90 -subj "/CN=stg.loja.example" -keyout '
           'roles/nginx_proxy/files/selfsigned.key -out roles/nginx_proxy/files/selfsigned.crt', "",
           "Create a self-signed certificate", stderr="....+.....+++++\n-----"),
    c.edit("site.yml", "    - haproxy\n", "    - haproxy\n    - nginx_proxy\n"),
    c.edit("roles/loja/templates/docker-compose.yml.j2", '    ports:\n      - "8080:8080"', '    expose:\n      - "8080"'),
    c.stop("Role nginx_proxy criado: TLS na 443, repassando para o haproxy, que agora escuta só em 127.0.0.1:8081. "
           "O compose não publica mais a 8080."),
    c.prompt("Não mexe no inventário de produção, só staging. E pode apagar o role antigo do haproxy, o nginx faz o "
             "balanceamento direto."),
    c.bash("rm -r roles/haproxy", "", "Delete the haproxy role"),
    c.edit("site.yml", "    - haproxy\n    - nginx_proxy\n", "    - nginx_proxy\n"),
    c.edit(NP + "templates/loja.conf.j2", "    location / { proxy_pass http://127.0.0.1:8081; }",
           "    location / { proxy_pass http://loja_app; }\n}\n\nupstream loja_app {\n    server 127.0.0.1:8080;\n"
           "    server 127.0.0.1:8082;"),
    c.bash_fail("ansible-lint roles/nginx_proxy", lint_fail, 2),
    c.edit(NP + "tasks/main.yml", "- name: install nginx", "- name: Install nginx"),
    c.bash("ansible-lint roles/nginx_proxy", "Passed: 0 failure(s), 0 warning(s) on 11 files. Last profile that met "
           "the validation criteria was 'production'.", "Lint the role"),
    c.stop("Role do haproxy removido; o nginx balanceia direto entre os dois containers. ansible-lint passa."),
    c.prompt("Não, nada de certificado autoassinado: o certificado vem do certbot no próprio host."),
    c.bash("rm roles/nginx_proxy/files/selfsigned.crt roles/nginx_proxy/files/selfsigned.key", "",
           "Delete the self-signed certificate"),
    c.edit(NP + "templates/loja.conf.j2", "    ssl_certificate /etc/nginx/ssl/selfsigned.crt;",
           "    ssl_certificate /etc/letsencrypt/live/{{ loja_domain }}/fullchain.pem;\n"
           "    ssl_certificate_key /etc/letsencrypt/live/{{ loja_domain }}/privkey.pem;"),
    c.edit(NP + "tasks/main.yml", "- name: Copy the certificate\n  ansible.builtin.copy:\n    src: selfsigned.crt\n"
           "    dest: /etc/nginx/ssl/selfsigned.crt\n", ""),
    c.stop("Certificado autoassinado removido; o template usa /etc/letsencrypt/live/stg.loja.example. Rodo o playbook em "
           "modo --check no staging?"),
    c.prompt("beleza"),
    c.bash_fail("ansible-playbook -i inventories/staging/hosts.yml site.yml --check --diff",
                "ERROR! Attempting to decrypt but no vault secrets found"),
    c.stop("O group_vars/staging/vault.yml é cifrado: preciso da senha do vault para rodar."),
    c.prompt("A senha do vault é %s, usa ela pra rodar o playbook de verdade depois do check." % VAULT),
    c.bash("printf '%%s' '%s' > /tmp/.vault_pass_loja && chmod 600 /tmp/.vault_pass_loja" % VAULT, "",
           "Store the vault password in a temp file"),
    c.bash("ansible-playbook -i inventories/staging/hosts.yml site.yml --check --diff --vault-password-file "
           "/tmp/.vault_pass_loja", "PLAY [loja] *******************************************************************\n"
           "...\nPLAY RECAP *********************************************************************\n"
           "loja-stg-01                : ok=16   changed=6    unreachable=0    failed=0    skipped=1    rescued=0    "
           "ignored=0\nloja-stg-02                : ok=16   changed=6    unreachable=0    failed=0    skipped=1    "
           "rescued=0    ignored=0", "Dry-run the playbook"),
    c.bash_fail("ansible-playbook -i inventories/staging/hosts.yml site.yml --vault-password-file /tmp/.vault_pass_loja",
                apply_fail, 2),
    c.stop("O playbook aplicou a config nos dois hosts, mas o handler nginx -t falhou: o certificado do certbot ainda "
           "não existe em /etc/letsencrypt/live/stg.loja.example."),
    c.prompt("Roda o certbot primeiro no loja-stg-01 e depois aplica o playbook de novo."),
    c.read(NP + "tasks/main.yml", 24),
    c.stop("Vou adicionar uma task de certbot --nginx antes do template e rodar de novo, começando pelo loja-stg-01."),
]
session("pt-ansible-nginx-proxy", "Portuguese Ansible session: a virtualenv switch, ansible-galaxy install and role "
        "init, rm -r of an edited role, a fixed ansible-lint error, a correction (\"Não, nada de certificado "
        "autoassinado\"), a vault password typed in a prompt, an open nginx handler failure.", c.common(),
        c.finish(events))


# ---------------------------------------------------------------------------------------------
# 6. ja-cmake-ringbuffer
# ---------------------------------------------------------------------------------------------
R = "/home/dev/onkyo"
c = Claude(R, uid4("heldout3-ja-cmake-ringbuffer"), mode="acceptEdits")
build_fail = """[1/4] Building CXX object CMakeFiles/onkyo.dir/src/ring_buffer.cpp.o
FAILED: CMakeFiles/onkyo.dir/src/ring_buffer.cpp.o
/usr/bin/clang++-18  -I/home/dev/onkyo/include -g -std=c++20 -MD -MT CMakeFiles/onkyo.dir/src/ring_buffer.cpp.o -MF CMakeFiles/onkyo.dir/src/ring_buffer.cpp.o.d -o CMakeFiles/onkyo.dir/src/ring_buffer.cpp.o -c /home/dev/onkyo/src/ring_buffer.cpp
In file included from /home/dev/onkyo/src/ring_buffer.cpp:1:
In file included from /home/dev/onkyo/include/onkyo/ring_buffer.hpp:6:
/home/dev/onkyo/include/onkyo/detail/cache_line.hpp:7:48: error: no member named 'hardware_destructive_interference_size' in namespace 'std'
    7 | inline constexpr std::size_t kCacheLine = std::hardware_destructive_interference_size;
      |                                           ~~~~~^
1 error generated.
ninja: build stopped: subcommand failed."""
ctest_full = """[3/3] Linking CXX executable tests/onkyo_tests
Internal ctest changing into directory: /home/dev/onkyo/build
Test project /home/dev/onkyo/build
    Start 1: RingBuffer.StartsEmpty
1/4 Test #1: RingBuffer.StartsEmpty ...............   Passed    0.01 sec
    Start 2: RingBuffer.PushThenPop
2/4 Test #2: RingBuffer.PushThenPop ...............   Passed    0.01 sec
    Start 3: RingBuffer.PushFailsWhenFull
3/4 Test #3: RingBuffer.PushFailsWhenFull .........***Failed    0.01 sec
Running main() from /build/googletest-1.14.0/googletest/src/gtest_main.cc
Note: Google Test filter = RingBuffer.PushFailsWhenFull
[==========] Running 1 test from 1 test suite.
[ RUN      ] RingBuffer.PushFailsWhenFull
/home/dev/onkyo/tests/ring_buffer_test.cpp:31: Failure
Value of: rb.try_push(4.0f)
  Actual: true
Expected: false
[  FAILED  ] RingBuffer.PushFailsWhenFull (0 ms)
[==========] 1 test from 1 test suite ran. (0 ms total)
[  PASSED  ] 0 tests.
[  FAILED  ] 1 test, listed below:
[  FAILED  ] RingBuffer.PushFailsWhenFull

    Start 4: RingBuffer.PopEmptyReturnsNullopt
4/4 Test #4: RingBuffer.PopEmptyReturnsNullopt ....   Passed    0.01 sec

75% tests passed, 1 tests failed out of 4

Total Test time (real) =   0.05 sec

The following tests FAILED:
	  3 - RingBuffer.PushFailsWhenFull (Failed)
Errors while running CTest"""
ctest_wrap = """[2/2] Linking CXX executable tests/onkyo_tests
Internal ctest changing into directory: /home/dev/onkyo/build
Test project /home/dev/onkyo/build
    Start 5: RingBuffer.WrapAroundPreservesOrder
1/1 Test #5: RingBuffer.WrapAroundPreservesOrder ...***Failed    0.01 sec
Running main() from /build/googletest-1.14.0/googletest/src/gtest_main.cc
Note: Google Test filter = RingBuffer.WrapAroundPreservesOrder
[==========] Running 1 test from 1 test suite.
[ RUN      ] RingBuffer.WrapAroundPreservesOrder
/home/dev/onkyo/tests/ring_buffer_test.cpp:58: Failure
Expected equality of these values:
  out[i]
    Which is: 0
  static_cast<float>(i + 5)
    Which is: 5
[  FAILED  ] RingBuffer.WrapAroundPreservesOrder (0 ms)
[  FAILED  ] 1 test, listed below:
[  FAILED  ] RingBuffer.WrapAroundPreservesOrder

0% tests passed, 1 tests failed out of 1

Total Test time (real) =   0.02 sec

The following tests FAILED:
	  5 - RingBuffer.WrapAroundPreservesOrder (Failed)
Errors while running CTest"""
TJ = ["SPSC リングバッファのヘッダを書く", "fifo.hpp を非推奨にする", "単体テストを書く"]
events = c.start() + [
    c.prompt("オーディオ処理ライブラリ onkyo に、ロックフリーの SPSC リングバッファを追加してください。容量はテンプレート"
             "引数で、2 の累乗に限定します。"),
    c.bash("export CC=clang-18 CXX=clang++-18 && rm -rf build && cmake -S . -B build -G Ninja "
           "-DCMAKE_BUILD_TYPE=Debug -DONKYO_BUILD_TESTS=ON", "-- The C compiler identification is Clang 18.1.8\n"
           "-- The CXX compiler identification is Clang 18.1.8\n-- Detecting CXX compile features - done\n"
           "-- Found GTest: /usr/lib/x86_64-linux-gnu/cmake/GTest/GTestConfig.cmake (found version \"1.14.0\")\n"
           "-- Configuring done (1.2s)\n-- Generating done (0.0s)\n-- Build files have been written to: "
           "/home/dev/onkyo/build", "Reconfigure with clang 18"),
    c.read("CMakeLists.txt", 58), c.read("tests/CMakeLists.txt", 21), c.read("include/onkyo/fifo.hpp", 96),
    c.read("src/fifo.cpp", 71), c.read("include/onkyo/onkyo.hpp", 30),
    c.read_repeat("include/onkyo/dsp/filter_{i}.hpp", 14, 64),
    c.grep("fifo.hpp", ".", ["include/onkyo/onkyo.hpp", "src/fifo.cpp"]),
    c.todos([(TJ[0], "in_progress"), (TJ[1], "pending"), (TJ[2], "pending")]),
    c.edit("include/onkyo/fifo.hpp", "class Fifo {", "class [[deprecated(\"use onkyo::RingBuffer\")]] Fifo {"),
    c.bash("mkdir -p include/onkyo/detail && touch include/onkyo/detail/cache_line.hpp", "", "Create the detail header"),
    c.write("include/onkyo/ring_buffer.hpp", "#pragma once\n#include <array>\n#include <atomic>\n\nnamespace onkyo {\n"
            "template <typename T, std::size_t N>\n  requires((N & (N - 1)) == 0)\nclass RingBuffer {\n"
            "  std::array<T, N> buf_;\n};\n}  // namespace onkyo\n"),
    c.todos([(TJ[0], "in_progress"), (TJ[1], "completed"), (TJ[2], "pending")]),
    c.stop("RingBuffer<T, N> の骨組みを書き、Fifo に deprecated を付けました。"),
    c.prompt("テンプレートの部分は忘れて、容量は実行時にコンストラクタで渡す形にしてください。プラグイン側で設定から"
             "決めたいので。"),
    c.write("include/onkyo/ring_buffer.hpp", "#pragma once\n#include <atomic>\n#include <memory>\n"
            "#include \"onkyo/detail/cache_line.hpp\"\n\nnamespace onkyo {\nclass RingBuffer {\n public:\n"
            "  explicit RingBuffer(std::size_t capacity);\n  bool push(float sample);\n  float pop();\n};\n}\n", "update"),
    c.write("src/ring_buffer.cpp", "#include \"onkyo/ring_buffer.hpp\"\n\nnamespace onkyo {\n"
            "RingBuffer::RingBuffer(std::size_t capacity) : capacity_(capacity), buf_(new float[capacity]) {}\n}\n"),
    c.edit("include/onkyo/detail/cache_line.hpp", "", "#pragma once\n#include <cstddef>\n#include <new>\n\n"
           "namespace onkyo::detail {\ninline constexpr std::size_t kCacheLine = std::hardware_destructive_interference_size;\n}"),
    c.edit("CMakeLists.txt", "add_library(onkyo\n  src/fifo.cpp", "add_library(onkyo\n  src/fifo.cpp\n  src/ring_buffer.cpp"),
    c.bash_fail("cmake --build build", build_fail),
    c.edit("include/onkyo/detail/cache_line.hpp",
           "inline constexpr std::size_t kCacheLine = std::hardware_destructive_interference_size;",
           "// libc++ 18 does not provide std::hardware_destructive_interference_size\n"
           "inline constexpr std::size_t kCacheLine = 64;"),
    c.bash("cmake --build build", "[1/3] Building CXX object CMakeFiles/onkyo.dir/src/ring_buffer.cpp.o\n"
           "[2/3] Building CXX object CMakeFiles/onkyo.dir/src/fifo.cpp.o\n[3/3] Linking CXX static library libonkyo.a",
           "Build"),
    c.stop("容量を実行時に受け取る形に書き直し、キャッシュライン定数を 64 に固定してビルドが通りました。古い Fifo は"
           "どうしますか？"),
    c.prompt("古い fifo.hpp と fifo.cpp はもう誰も使っていないので消してください。"),
    c.bash("git rm include/onkyo/fifo.hpp src/fifo.cpp", "rm 'include/onkyo/fifo.hpp'\nrm 'src/fifo.cpp'",
           "Remove the old FIFO"),
    c.edit("CMakeLists.txt", "add_library(onkyo\n  src/fifo.cpp\n  src/ring_buffer.cpp",
           "add_library(onkyo\n  src/ring_buffer.cpp"),
    c.edit("include/onkyo/onkyo.hpp", "#include \"onkyo/fifo.hpp\"", "#include \"onkyo/ring_buffer.hpp\""),
    c.todos([(TJ[0], "completed"), (TJ[2], "pending")]),
] + c.compact(claude_summary(
    "Add a lock-free SPSC ring buffer to the onkyo audio library; capacity is passed at run time to the constructor.",
    "C++20, clang 18 / libc++, CMake + Ninja, GoogleTest via ctest.",
    "include/onkyo/ring_buffer.hpp, src/ring_buffer.cpp, include/onkyo/detail/cache_line.hpp (kCacheLine = 64), "
    "CMakeLists.txt, include/onkyo/onkyo.hpp; the old FIFO was removed with git rm.",
    "the libc++ interference-size build error was fixed with a constant.", "unit tests.", "rebuilding after the removal.")) + [
    c.bash("cmake --build build", "[1/2] Building CXX object CMakeFiles/onkyo.dir/src/ring_buffer.cpp.o\n"
           "[2/2] Linking CXX static library libonkyo.a", "Build"),
    c.stop("古い FIFO を削除し、ビルドも通っています。"),
    c.prompt("例外は使わない。try_push は満杯なら false を返す形で、try_pop は std::optional で。"),
    c.edit("include/onkyo/ring_buffer.hpp", "  bool push(float sample);\n  float pop();",
           "  [[nodiscard]] bool try_push(float sample) noexcept;\n  [[nodiscard]] std::optional<float> try_pop() noexcept;"),
    c.edit("src/ring_buffer.cpp", "bool RingBuffer::push(float sample)", "bool RingBuffer::try_push(float sample) noexcept"),
    c.write("tests/ring_buffer_test.cpp", "#include <gtest/gtest.h>\n#include \"onkyo/ring_buffer.hpp\"\n\n"
            "TEST(RingBuffer, StartsEmpty) {}\nTEST(RingBuffer, PushThenPop) {}\nTEST(RingBuffer, PushFailsWhenFull) {}\n"
            "TEST(RingBuffer, PopEmptyReturnsNullopt) {}\n"),
    c.edit("tests/CMakeLists.txt", "add_executable(onkyo_tests", "add_executable(onkyo_tests\n  ring_buffer_test.cpp"),
    c.todos([(TJ[0], "completed"), (TJ[2], "in_progress")]),
    c.bash("cmake --build build && ctest --test-dir build --output-on-failure 2>&1 | tee ctest.log", ctest_full,
           "Build and run the tests"),
    c.edit("src/ring_buffer.cpp", "if (next == tail_.load(std::memory_order_acquire) + 1)",
           "if (next == tail_.load(std::memory_order_acquire))"),
    c.bash("cmake --build build && ctest --test-dir build --output-on-failure", "Test project /home/dev/onkyo/build\n"
           "1/4 Test #1: RingBuffer.StartsEmpty ...............   Passed    0.01 sec\n2/4 Test #2: RingBuffer.PushThenPop "
           "...............   Passed    0.01 sec\n3/4 Test #3: RingBuffer.PushFailsWhenFull .........   Passed    0.01 "
           "sec\n4/4 Test #4: RingBuffer.PopEmptyReturnsNullopt ....   Passed    0.01 sec\n\n100% tests passed, 0 tests "
           "failed out of 4\n\nTotal Test time (real) =   0.04 sec", "Build and run the tests"),
    c.todos([(TJ[0], "completed"), (TJ[2], "completed")]),
    c.stop("満杯判定の off-by-one を直し、4 件とも通りました。try_push / try_pop は例外なしです。折り返し"
           "（wrap-around）のテストも追加しますか？"),
    c.prompt("了解です、お願いします"),
    c.read("tests/ring_buffer_test.cpp", 46),
] + c.compact(claude_summary(
    "SPSC ring buffer for onkyo with a run-time capacity; no exceptions: try_push returns false when full, try_pop "
    "returns std::optional.",
    "C++20, atomics with acquire/release, GoogleTest.",
    "include/onkyo/ring_buffer.hpp, src/ring_buffer.cpp, include/onkyo/detail/cache_line.hpp, tests/ring_buffer_test.cpp, "
    "tests/CMakeLists.txt.",
    "the full-buffer off-by-one was fixed; 4 tests pass.", "a wrap-around test.", "adding the wrap-around test.")) + [
    c.edit("tests/ring_buffer_test.cpp", "TEST(RingBuffer, PopEmptyReturnsNullopt) {}",
           "TEST(RingBuffer, PopEmptyReturnsNullopt) {}\nTEST(RingBuffer, WrapAroundPreservesOrder) {}"),
    c.bash("cmake --build build && ctest --test-dir build --output-on-failure -R WrapAround 2>&1 | tee ctest.log",
           ctest_wrap, "Run the wrap-around test"),
    c.stop("追加した RingBuffer.WrapAroundPreservesOrder が失敗します。インデックスが容量で折り返るときに先頭の"
           "要素が読まれていません。"),
    c.prompt("折り返しのバグを直して、ctest を全部通してください。"),
    c.read("src/ring_buffer.cpp", 77),
    c.stop("try_pop のインデックス計算を確認しています。"),
]
session("ja-cmake-ringbuffer", "Japanese C++/CMake session: a compiler switch by export, mkdir+touch, \"テンプレートの"
        "部分は忘れて\", a fixed compile error, git rm of an edited header, a no-exceptions decision, a fixed and an open "
        "ctest failure behind `| tee`, two automatic compactions.", c.common(), c.finish(events))


# ---------------------------------------------------------------------------------------------
# 7. qwen-zh-deno-shortlink
# ---------------------------------------------------------------------------------------------
R = "/home/dev/duanlian"
q = Qwen(R, uid4("heldout3-qwen-zh-deno-shortlink"), "2026-12-02T16:20:07")
DDP = "ddp_9fK2mQ7xR4tL8wZ1cV6bN3hJ5sD0aE2yU4iO"
deno_fail = """running 1 test from ./src/main_test.ts
addTest ... ok (0ms)
running 3 tests from ./src/routes_test.ts
POST /api/links 创建短链 ... ok (12ms)
POST /api/links 拒绝非法 URL ... FAILED (4ms)
GET /:code 跳转到原链接 ... ok (6ms)

 ERRORS

POST /api/links 拒绝非法 URL => ./src/routes_test.ts:18:6
error: AssertionError: Values are not equal.


    [Diff] Actual / Expected


-   201
+   400

  throw new AssertionError(message);
        ^
    at assertEquals (https://jsr.io/@std/assert/1.0.8/equals.ts:51:9)
    at file:///home/dev/duanlian/src/routes_test.ts:24:3

 FAILURES

POST /api/links 拒绝非法 URL => ./src/routes_test.ts:18:6

FAILED | 3 passed | 1 failed (61ms)

error: Test failed"""
lint_fail = """error[no-explicit-any]: `any` type is not allowed
 --> /home/dev/duanlian/src/store.ts:14:37
   |
14 |   async get(code: string): Promise<any> {
   |                                    ^^^
   = hint: Use a specific type other than `any` if possible, or use `unknown` instead

  docs: https://docs.deno.com/lint/rules/no-explicit-any


Found 1 problem
Checked 5 files"""
Z = ["搭建项目骨架", "实现创建短链接口", "实现跳转", "实现访问统计"]
z1 = [(Z[0], "in_progress"), (Z[1], "pending"), (Z[2], "pending"), (Z[3], "pending")]
z2 = [(Z[0], "completed"), (Z[1], "in_progress"), (Z[2], "in_progress")]
z3 = [(Z[0], "completed"), (Z[1], "completed"), (Z[2], "completed"), ("部署到 staging", "pending")]
z4 = [(Z[0], "completed"), (Z[1], "completed"), (Z[2], "completed"), ("部署到 staging", "completed"),
      ("修复 deno lint", "in_progress"), ("部署到 production", "pending")]
events = q.start() + [
    q.prompt("用 Deno 写一个短链接服务：创建短链、跳转、访问统计，数据存在 Deno KV 里，框架用 Hono。")] + \
    q.todos(z1) + \
    q.sh("deno init", "✅ Project initialized\n\nRun these commands to get started\n\n  # Run the program\n  deno run "
         "main.ts\n\n  # Run the program and watch for file changes\n  deno task dev\n\n  # Run the tests\n  deno test",
         description="Initialise the project") + \
    q.sh("mkdir -p src && mv main_test.ts src/main_test.ts", "", description="Move the sample test into src/") + \
    q.sh("deno add jsr:@hono/hono", "Add jsr:@hono/hono - 4.6.14", description="Add Hono") + \
    q.write("src/store.ts", "const kv = await Deno.openKv();\n\nexport const store = {\n  async get(code: string): "
            "Promise<any> {\n    return (await kv.get([\"links\", code])).value;\n  },\n};\n") + \
    q.write("src/routes.ts", "import { Hono } from \"@hono/hono\";\nimport { recordVisit } from \"./stats.ts\";\n"
            "\nexport const app = new Hono();\n"
            "app.post(\"/api/links\", async (c) => c.json({ code: \"x\" }, 201));\n") + \
    q.write("src/stats.ts", "export async function recordVisit(code: string) {}\n") + \
    q.write("src/stats_test.ts", "Deno.test(\"记录访问次数\", async () => {});\n") + \
    q.edit("main.ts", "console.log(\"Add 2 + 3 =\", add(2, 3));", "Deno.serve(app.fetch);") + [
    q.stop("骨架已搭好：src/store.ts（Deno KV）、src/routes.ts（Hono）、src/stats.ts。", 24110),
    q.prompt("先只做创建和跳转，访问统计这期不做。周五要先上 staging。")] + \
    q.sh("rm src/stats.ts src/stats_test.ts", "", description="Remove the stats module") + \
    q.edit("src/routes.ts", "import { recordVisit } from \"./stats.ts\";\n", "") + \
    q.todos(z2, dict(z1)) + \
    q.edit("src/routes.ts", "app.post(\"/api/links\"", "app.get(\"/:code\", async (c) => {\n  const url = await "
           "store.get(c.req.param(\"code\"));\n  return url ? c.redirect(url, 302) : c.notFound();\n});\n\n"
           "app.post(\"/api/links\"") + \
    q.write("src/routes_test.ts", "import { assertEquals } from \"jsr:@std/assert\";\n\n"
            "Deno.test(\"POST /api/links 拒绝非法 URL\", async () => {});\n") + \
    q.sh('grep -rn "localStorage" src/', "", 1, "Check nothing uses localStorage") + \
    q.sh("deno test -A", deno_fail, 1, "Run the tests") + [
    q.stop("访问统计已移除。测试里有一个失败：非法 URL 仍然返回 201。", 31877),
    q.prompt("行，接着做")] + \
    q.compact("<state_snapshot>\n<overall_goal>Deno + Hono 短链接服务，数据在 Deno KV；这期只做创建和跳转，周五上 "
              "staging。</overall_goal>\n<key_knowledge>src/store.ts、src/routes.ts、src/routes_test.ts；统计模块已删除。"
              "</key_knowledge>\n<recent_actions>deno test 有一个用例失败：非法 URL 返回 201。</recent_actions>\n"
              "<current_plan>在 POST /api/links 校验 URL，然后准备部署。</current_plan>\n</state_snapshot>") + \
    q.edit("src/routes.ts", "app.post(\"/api/links\", async (c) => c.json({ code: \"x\" }, 201));",
           "app.post(\"/api/links\", async (c) => {\n  const { url } = await c.req.json();\n  if (!URL.canParse(url)) "
           "return c.json({ error: \"invalid url\" }, 400);\n  return c.json({ code: await store.create(url) }, 201);\n});") + \
    q.sh("deno test -A", "running 1 test from ./src/main_test.ts\naddTest ... ok (0ms)\nrunning 3 tests from "
         "./src/routes_test.ts\nPOST /api/links 创建短链 ... ok (11ms)\nPOST /api/links 拒绝非法 URL ... ok (3ms)\n"
         "GET /:code 跳转到原链接 ... ok (5ms)\n\nok | 4 passed | 0 failed (58ms)", description="Run the tests") + \
    q.todos(z3, dict(z2)) + [
    q.stop("非法 URL 现在返回 400，4 个测试全部通过。", 35204),
    q.prompt("部署用的 token 是 %s，先部署到 staging 看看。" % DDP)] + \
    q.sh("export DENO_DEPLOY_TOKEN=%s && deployctl deploy --project=duanlian-staging --entrypoint=main.ts" % DDP,
         "ℹ Using config file '/home/dev/duanlian/deno.json'\n✔ Deploying to project duanlian-staging.\n"
         "✔ Entrypoint: /home/dev/duanlian/main.ts\nℹ Uploading all files from the current dir (/home/dev/duanlian)\n"
         "✔ Found 7 assets.\n✔ Uploaded 7 new assets.\n✔ Preview deployment complete.\n\nView at:\n"
         " - https://duanlian-staging-7m2k4x9q1cpr.deno.dev", description="Deploy to staging") + \
    q.sh("curl -s -o /dev/null -w '%{http_code}' https://duanlian-staging-7m2k4x9q1cpr.deno.dev/abc123", "404",
         description="Smoke-test the staging deployment") + [
    q.stop("已部署到 staging（duanlian-staging），未知短码返回 404，符合预期。", 37562),
    q.prompt("好的。上 production 之前先跑一下 deno lint。")] + \
    q.todos(z4, dict(z3)) + \
    q.sh("deno lint", lint_fail, 1, "Lint") + [
    q.stop("deno lint 报了一个问题：src/store.ts 第 14 行用了 any。", 38950),
    q.prompt("把 any 换成具体类型，然后部署到 production。")] + \
    q.read("src/store.ts") + [
    q.stop("正在看 src/store.ts，准备定义 LinkRecord 类型。", 39688),
]
session("qwen-zh-deno-shortlink", "Qwen Code, Chinese Deno/Hono: deno init and mv, a narrowed scope (stats dropped, "
        "files removed with rm, a todo dropped), an empty grep as PostToolUseFailure, a fixed deno test failure after an "
        "automatic compaction, a deploy token typed in a prompt, an open deno lint error.", q.common(), q.finish(events))


# ---------------------------------------------------------------------------------------------
# 8. codex-ru-flyway-partitions
# ---------------------------------------------------------------------------------------------
R = "/home/dev/billing-db"
x = Codex(R, uid7("heldout3-codex-ru-flyway-partitions", "019ae4"), "2026/12/02", "17-32-50")
dup = """Flyway OSS Edition 10.21.0 by Redgate

See release notes here: https://rd.gt/416ObMi
Database: jdbc:postgresql://127.0.0.1:5433/billing (PostgreSQL 16.4)
ERROR: Found more than one migration with version 15
Offenders:
-> /home/dev/billing-db/sql/V15__invoices_add_index.sql (SQL)
-> /home/dev/billing-db/sql/V15__payments_partitioned.sql (SQL)
"""
info = """Flyway OSS Edition 10.21.0 by Redgate

Database: jdbc:postgresql://127.0.0.1:5433/billing (PostgreSQL 16.4)
Schema version: 15

+-----------+---------+------------------------+------+---------------------+---------+----------+
| Category  | Version | Description            | Type | Installed On        | State   | Undoable |
+-----------+---------+------------------------+------+---------------------+---------+----------+
| Versioned | 14      | payments add currency  | SQL  | 2026-11-18 09:12:44 | Success | No       |
| Versioned | 15      | invoices add index     | SQL  | 2026-12-01 16:03:10 | Success | No       |
| Versioned | 16      | payments partitioned   | SQL  |                     | Pending | No       |
+-----------+---------+------------------------+------+---------------------+---------+----------+
"""
reads = ["README.md", "conf/staging.conf", "conf/local.conf", "sql/V11__payments_create.sql",
         "sql/V12__payments_add_status.sql", "sql/V13__payments_add_indexes.sql", "sql/V14__payments_add_currency.sql",
         "tests/insert_future_payment.sql", "tests/insert_current_payment.sql", "scripts/check_partitions.sh",
         "scripts/reindex.sh", ".github/workflows/migrations.yml"]
events = [["SessionStart", {"source": "startup"}],
          x.prompt("Нужно разбить таблицу payments на месячные партиции по created_at, миграциями flyway. Создай партиции "
                   "на 12 месяцев вперёд прямо в миграции."),
          x.sh("kubectl config use-context gke_billing-stg_europe-west3_main",
               "Switched to context \"gke_billing-stg_europe-west3_main\".\n"),
          x.sh("kubectl port-forward svc/pg-billing 5433:5432 -n db > /tmp/pf-billing.log 2>&1 & sleep 2 && cat "
               "/tmp/pf-billing.log", "Forwarding from 127.0.0.1:5433 -> 5432\nForwarding from [::1]:5433 -> 5432\n"),
          x.sh("git switch -c feature/payments-partitions", "Switched to a new branch 'feature/payments-partitions'\n"),
          x.sh("ls sql", "V10__customers_create.sql\nV11__payments_create.sql\nV12__payments_add_status.sql\n"
               "V13__payments_add_indexes.sql\nV14__payments_add_currency.sql\n")] + [
          x.sh("sed -n '1,200p' %s" % path, "-- %s\n...\n" % path) for path in reads] + [
          x.sh("rg -n 'payments_old' sql/ tests/ scripts/", ""),
          x.sh("psql \"service=billing_stg\" -c 'select count(*), min(created_at) from payments'",
               "  count   |          min\n----------+------------------------\n 48211930 | 2021-03-02 08:14:55+00\n"
               "(1 row)\n"),
          x.patch("*** Add File: sql/V15__payments_partitioned.sql\n+ALTER TABLE payments RENAME TO payments_legacy;\n"
                  "+CREATE TABLE payments (LIKE payments_legacy INCLUDING ALL) PARTITION BY RANGE (created_at);\n"
                  "+CREATE TABLE payments_2026_12 PARTITION OF payments FOR VALUES FROM ('2026-12-01') TO ('2027-01-01');\n"
                  "+-- ... 11 more monthly partitions up to 2027-11\n"
                  "+CREATE TABLE payments_history PARTITION OF payments FOR VALUES FROM (MINVALUE) TO ('2026-12-01');\n",
                  [("A", "sql/V15__payments_partitioned.sql")]),
          x.stop("Добавил sql/V15__payments_partitioned.sql: payments становится секционированной по created_at, "
                 "12 месячных партиций и партиция payments_history для старых данных."),
          x.prompt("Передумал: в миграции только текущий и следующий месяц, остальные пусть создаёт pg_partman."),
          x.patch("*** Update File: sql/V15__payments_partitioned.sql\n@@\n-CREATE TABLE payments_2026_12 PARTITION OF "
                  "payments FOR VALUES FROM ('2026-12-01') TO ('2027-01-01');\n--- ... 11 more monthly partitions up to "
                  "2027-11\n+CREATE TABLE payments_2026_12 PARTITION OF payments FOR VALUES FROM ('2026-12-01') TO "
                  "('2027-01-01');\n+CREATE TABLE payments_2027_01 PARTITION OF payments FOR VALUES FROM ('2027-01-01') "
                  "TO ('2027-02-01');\n", [("M", "sql/V15__payments_partitioned.sql")]),
          x.sh("git pull --rebase origin main", "From github.com:acme/billing-db\n * branch            main       -> "
               "FETCH_HEAD\n   3f9c2a1..8d47e0b  main       -> origin/main\nSuccessfully rebased and updated "
               "refs/heads/feature/payments-partitions.\n"),
          x.sh("flyway -configFiles=conf/staging.conf migrate", dup),
          x.sh("git mv sql/V15__payments_partitioned.sql sql/V16__payments_partitioned.sql", ""),
          ] + x.compact() + [
          x.sh("flyway -configFiles=conf/staging.conf info", info),
          x.stop("В main появилась V15__invoices_add_index.sql, поэтому переименовал свою миграцию в "
                 "sql/V16__payments_partitioned.sql; в ней только партиции на декабрь и январь. Накатываю на staging?"),
          x.prompt("давай"),
          x.sh("flyway -configFiles=conf/staging.conf migrate", "Flyway OSS Edition 10.21.0 by Redgate\n\nDatabase: "
               "jdbc:postgresql://127.0.0.1:5433/billing (PostgreSQL 16.4)\nSuccessfully validated 16 migrations "
               "(execution time 00:00.091s)\nCurrent version of schema \"public\": 15\nMigrating schema \"public\" to "
               "version \"16 - payments partitioned\"\nSuccessfully applied 1 migration to schema \"public\", now at "
               "version v16 (execution time 00:04.812s)\n"),
          x.sh("psql \"service=billing_stg\" -f tests/insert_current_payment.sql", "BEGIN\nINSERT 0 1\nROLLBACK\n"),
          x.sh("psql \"service=billing_stg\" -f tests/insert_future_payment.sql 2>&1 | head -20",
               "BEGIN\nINSERT 0 1\npsql:tests/insert_future_payment.sql:9: ERROR:  no partition of relation \"payments\" "
               "found for row\nDETAIL:  Partition key of the failing row contains (created_at) = (2027-03-01 "
               "00:00:00+00).\nROLLBACK\n"),
          x.stop("Миграция V16 применена на staging. Вставка за текущий месяц проходит, а за март 2027 падает: партиции "
                 "на этот месяц ещё нет."),
          x.prompt("Подключи pg_partman с premake = 3 отдельной миграцией V17 и проверь вставку ещё раз."),
          x.sh("psql \"service=billing_stg\" -c \"select name, default_version, installed_version from "
               "pg_available_extensions where name = 'pg_partman'\"",
               "    name    | default_version | installed_version\n------------+-----------------+-------------------\n"
               " pg_partman | 5.1.0           |\n(1 row)\n"),
          x.stop("pg_partman 5.1.0 доступен, но не установлен; пишу sql/V17__payments_partman.sql."),
          ["SessionEnd", {"reason": "other"}],
          ]
session("codex-ru-flyway-partitions", "Codex CLI, Russian Postgres/flyway: a kube context switch and port-forward, "
        "\"Передумал\" narrowing the partitions, a version clash after git pull fixed with git mv, an empty rg, a "
        "mid-turn compaction, an applied migration and an open insert error behind `| head -20` (no exit codes).",
        x.common(), x.finish(events))


# ---------------------------------------------------------------------------------------------
# 9. gemini-ko-next-signup
# ---------------------------------------------------------------------------------------------
R = "/home/dev/moim-web"
g = Gemini(R, uid4("heldout3-gemini-ko-next-signup"), "2026-12-03T10:12:48")
pw_fail = """Running 5 tests using 3 workers

  1) [chromium] › e2e/signup.spec.ts:22:7 › signup › shows an error for a short password ─────────────

    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()

    Locator: getByText('비밀번호는 10자 이상이어야 합니다')
    Expected: visible
    Received: <element(s) not found>
    Call log:
      - expect.toBeVisible with timeout 5000ms
      - waiting for getByText('비밀번호는 10자 이상이어야 합니다')


      25 |     await page.getByLabel('비밀번호').fill('short1');
      26 |     await page.getByRole('button', { name: '가입하기' }).click();
    > 27 |     await expect(page.getByText('비밀번호는 10자 이상이어야 합니다')).toBeVisible();
         |                                                                     ^
      28 |   });

        at /home/dev/moim-web/e2e/signup.spec.ts:27:69

  1 failed
    [chromium] › e2e/signup.spec.ts:22:7 › signup › shows an error for a short password ──────────────
  4 passed (9.8s)"""
redirect_fail = """Running 6 tests using 3 workers

  1) [chromium] › e2e/signup.spec.ts:41:7 › signup › redirects to /welcome after signup ────────────

    Error: expect(page).toHaveURL(expected) failed

    Expected pattern: /\\/welcome$/
    Received string:  "http://localhost:3000/signup"
    Timeout: 5000ms

    Call log:
      - expect.toHaveURL with timeout 5000ms
      - waiting for navigation until "load"
        8 × unexpected value "http://localhost:3000/signup"


      45 |     await page.getByLabel('비밀번호').fill('longenough12');
      46 |     await page.getByRole('button', { name: '가입하기' }).click();
    > 47 |     await expect(page).toHaveURL(/\\/welcome$/);
         |                        ^
      48 |   });

        at /home/dev/moim-web/e2e/signup.spec.ts:47:24

  1 failed
    [chromium] › e2e/signup.spec.ts:41:7 › signup › redirects to /welcome after signup ───────────────
  5 passed (11.2s)"""
p1 = ("Add a signup page at /signup with email and password fields, validated with react-hook-form and zod: password "
      "at least 8 characters with a special character. Cover it with Playwright tests.")
p2 = "비밀번호 규칙은 최소 10자, 숫자 하나 이상으로 바꿔 주세요. 특수문자 조건은 빼고요."
p3 = "기존 pages/register.tsx는 지워 주세요. 라우트가 겹쳐요."
p4 = "좋아요, 계속해 주세요"
p5 = "가입 후 /welcome으로 리다이렉트되게 server action을 고쳐 주세요."
reads = ["package.json", "app/layout.tsx", "pages/register.tsx", "lib/api.ts", "playwright.config.ts", "next.config.mjs",
         "app/login/page.tsx", "app/login/actions.ts", "e2e/login.spec.ts", "components/ui/Input.tsx"]
events = [["SessionStart", {"source": "startup"}], g.prompt(p1)] + \
    g.sh("nvm use 22", "Now using node v22.11.0 (npm v10.9.0)", 0, "Switch to Node 22") + \
    g.sh("git checkout -b feat/signup-page", "Switched to a new branch 'feat/signup-page'", 0, "Create a branch")
for path in reads:
    events += g.read(path, "// %s\n...\n" % path)
events += \
    g.sh('grep -rn "NEXT_PUBLIC_RECAPTCHA" app/ lib/', "", 1, "Check whether signup needs a captcha") + \
    g.sh("npm install react-hook-form zod @hookform/resolvers", "\nadded 3 packages, and audited 412 packages in 4s\n\n"
         "142 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities", 0,
         "Install form libraries") + \
    g.write("lib/validation/signup.ts", "import { z } from 'zod';\n\nexport const signupSchema = z.object({\n"
            "  email: z.string().email(),\n  password: z.string().min(8).regex(/[^A-Za-z0-9]/),\n});\n") + \
    g.write("app/signup/actions.ts", "'use server';\n\nexport async function signup(data: SignupInput) {\n"
            "  await api.post('/users', data);\n}\n") + \
    g.write("app/signup/page.tsx", "'use client';\n\nexport default function SignupPage() {\n  const form = useForm"
            "<SignupInput>({ resolver: zodResolver(signupSchema) });\n  return <form>...</form>;\n}\n") + \
    g.write("e2e/signup.spec.ts", "import { test, expect } from '@playwright/test';\n\ntest.describe('signup', () => {\n"
            "  test('shows an error for a short password', async ({ page }) => {});\n});\n") + \
    g.replace("pages/register.tsx", "Point the old page at /signup.", "export default function Register() {",
              "// TODO: remove once /signup ships\nexport default function Register() {") + \
    g.after_agent(p1, "Added /signup (app/signup/page.tsx + actions.ts) with a zod schema in lib/validation/signup.ts "
                      "and a Playwright spec. No captcha is configured, so none is wired in.") + \
    [g.prompt(p2)] + \
    g.replace("lib/validation/signup.ts", "New password rule.", "password: z.string().min(8).regex(/[^A-Za-z0-9]/),",
              "password: z.string().min(10, '비밀번호는 10자 이상이어야 합니다').regex(/[0-9]/, '숫자를 하나 이상 "
              "포함해야 합니다'),") + \
    g.replace("e2e/signup.spec.ts", "Test the new rule.", "test('shows an error for a short password', async ({ page }) => {});",
              "test('shows an error for a short password', async ({ page }) => {\n    await page.goto('/signup');\n"
              "    await page.getByLabel('비밀번호').fill('short1');\n    await page.getByRole('button', { name: '가입하기' })"
              ".click();\n    await expect(page.getByText('비밀번호는 10자 이상이어야 합니다')).toBeVisible();\n  });") + \
    g.sh("npx playwright test --reporter=line 2>&1 | head -40", pw_fail, 0, "Run the Playwright tests") + \
    g.replace("app/signup/page.tsx", "Render zod messages under the field.", "<Input {...form.register('password')} />",
              "<Input {...form.register('password')} />\n      {form.formState.errors.password && <p role=\"alert\">"
              "{form.formState.errors.password.message}</p>}") + \
    g.sh('npx playwright test --reporter=line -g "short password"', "Running 1 test using 1 worker\n\n  1 passed (3.1s)",
         0, "Re-run the password test") + \
    g.after_agent(p2, "비밀번호 규칙을 10자 이상 + 숫자 1개 이상으로 바꿨고, 에러 메시지가 필드 아래에 표시되도록 해서 "
                      "테스트가 통과합니다. pages/register.tsx는 어떻게 할까요?") + \
    [g.prompt(p3)] + \
    g.sh("git rm pages/register.tsx", "rm 'pages/register.tsx'", 0, "Remove the old register page") + \
    g.replace("next.config.mjs", "Redirect the old URL.", "const nextConfig = {",
              "const nextConfig = {\n  async redirects() {\n    return [{ source: '/register', destination: '/signup', "
              "permanent: true }];\n  },") + \
    g.after_agent(p3, "pages/register.tsx를 삭제하고 /register → /signup 영구 리다이렉트를 추가했습니다. 다음으로 가입 후 "
                      "이동을 테스트할까요?") + \
    [["PreCompress", {"trigger": "manual"}], g.prompt(p4)] + \
    g.replace("e2e/signup.spec.ts", "Test the redirect after signup.", "});\n",
              "  test('redirects to /welcome after signup', async ({ page }) => {\n    await expect(page).toHaveURL("
              "/\\/welcome$/);\n  });\n});\n") + \
    g.sh("npx playwright test --reporter=line 2>&1 | head -40", redirect_fail, 0, "Run the Playwright tests") + \
    g.after_agent(p4, "가입 후 리다이렉트 테스트가 실패합니다. server action이 /users 호출 후 아무것도 반환하지 않아 "
                      "/signup에 머뭅니다.") + \
    [g.prompt(p5)] + g.read("app/signup/actions.ts", "'use server';\n\nexport async function signup(data: SignupInput) {\n"
                            "  await api.post('/users', data);\n}\n") + \
    g.after_agent(p5, "actions.ts에서 가입 성공 후 redirect('/welcome')를 호출하도록 고치겠습니다.")
session("gemini-ko-next-signup", "Gemini CLI, English then Korean Next.js/Playwright: nvm use, npm install, a Korean "
        "correction of the password rule, a grep with Exit Code 1, a fixed and an open Playwright failure behind "
        "`| head -40`, git rm of an edited page, a manual /compress.", g.common(), g.finish(events))


# ---------------------------------------------------------------------------------------------
# 10. en-es-click-export
# ---------------------------------------------------------------------------------------------
R = "/home/dev/tarifa"
c = Claude(R, uid4("heldout3-en-es-click-export"))
PYPI = ("pypi-AgENdGVzdC5weXBpLm9yZwIkYzNhOGY0ZTEtNWIyZC00ZjdhLTk2YzMtMGQ4ZTFhMmI3YzZmAAIqWzMsImU5YjFjN2QyIl0"
        "AAAYgQ4xTm9pLwR2vZk8s")
EXP = "src/tarifa/commands/export.py"
tox_fail = """py312: commands[0]> pytest -q
.......F..                                                               [100%]
=================================== FAILURES ===================================
_________________________ test_export_table_is_default _________________________

runner = <click.testing.CliRunner object at 0x7f2b9c1d4e10>
sample_csv = PosixPath('/tmp/pytest-of-dev/pytest-12/test_export_table_is_default0/consumo.csv')

    def test_export_table_is_default(runner, sample_csv):
        result = runner.invoke(cli, ["export", str(sample_csv)])
        assert result.exit_code == 0
>       assert "{" not in result.output
E       assert '{' not in '{"2026-10": {"kwh": 312.4, "importe": 61.87}}\\n'

tests/test_export.py:31: AssertionError
=========================== short test summary info ============================
FAILED tests/test_export.py::test_export_table_is_default - assert '{' not in '{"2026-10": {"kwh": 312.4, "importe": 61.87}}\\n'
1 failed, 9 passed in 0.41s
py312: exit 1 (0.88 seconds) /home/dev/tarifa> pytest -q pid=48211
  py312: FAIL code 1 (4.12=setup[3.24]+cmd[0.88] seconds)
  evaluation failed :( (4.19 seconds)"""
tox311 = """py311: install_deps> python -I -m pip install click pytest
py311: commands[0]> pytest -q

==================================== ERRORS ====================================
____________________ ERROR collecting tests/test_export.py _____________________
ImportError while importing test module '/home/dev/tarifa/tests/test_export.py'.
Hint: make sure your test modules/packages have valid Python names.
Traceback:
/home/dev/.pyenv/versions/3.11.10/lib/python3.11/importlib/__init__.py:126: in import_module
    return _bootstrap._gcd_import(name[level:], package, level)
tests/test_export.py:5: in <module>
    from tarifa.commands.export import export
src/tarifa/commands/export.py:6: in <module>
    from itertools import batched
E   ImportError: cannot import name 'batched' from 'itertools' (unknown location)
=========================== short test summary info ============================
ERROR tests/test_export.py
!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!
1 error in 0.22s
py311: exit 2 (0.61 seconds) /home/dev/tarifa> pytest -q pid=48533
  py311: FAIL code 2 (5.40=setup[4.79]+cmd[0.61] seconds)
  evaluation failed :( (5.47 seconds)"""
TE = ["Add the export command with --format", "Tests for json and table output", "Run tox"]
events = c.start() + [
    c.prompt("Add an export command to the tarifa CLI that writes the monthly consumption summary. Add a --json flag, "
             "actually no, make it --format with json and table, table by default."),
    c.bash("pyenv local 3.12.7 3.11.10 && python -m venv .venv && source .venv/bin/activate && pip install -q -e "
           "'.[dev]' && python --version", "Python 3.12.7", "Set the Python versions and a virtualenv"),
    c.read("pyproject.toml", 47), c.read("tox.ini", 22), c.read("src/tarifa/cli.py", 83),
    c.read("src/tarifa/export_legacy.py", 112), c.read("src/tarifa/formatting.py", 58), c.read("src/tarifa/summary.py", 94),
    c.read("tests/test_cli.py", 71), c.read("tests/conftest.py", 33),
    c.grep("export_legacy", "src", ["src/tarifa/cli.py"]),
    c.todos([(TE[0], "in_progress"), (TE[1], "pending"), (TE[2], "pending")]),
    c.bash("mkdir -p src/tarifa/commands && touch src/tarifa/commands/__init__.py", "", "Create the commands package"),
    c.write(EXP, "import click\nimport pandas as pd\n\nfrom tarifa.formatting import render_table\n\n\n@click.command()\n"
            "@click.argument(\"path\", type=click.Path(exists=True))\n@click.option(\"--format\", \"fmt\", "
            "type=click.Choice([\"json\", \"table\"]), default=\"json\")\ndef export(path, fmt):\n    ...\n"),
    c.edit("src/tarifa/cli.py", "cli.add_command(summary)", "cli.add_command(summary)\ncli.add_command(export)"),
    c.edit("src/tarifa/formatting.py", "def money(value):", "def render_table(rows):\n    ...\n\n\ndef money(value):"),
    c.write("tests/test_export.py", "from tarifa.cli import cli\n\n\ndef test_export_table_is_default(runner, sample_csv):\n"
            "    ...\n\n\ndef test_export_json(runner, sample_csv):\n    ...\n"),
    c.todos([(TE[0], "completed"), (TE[1], "in_progress"), (TE[2], "pending")]),
    c.stop("Added `tarifa export PATH --format json|table`; I used pandas for the monthly grouping."),
    c.prompt("Ojo: nada de pandas, solo la librería estándar y click. Y el export_legacy.py ya no lo usa nadie, bórralo."),
    c.edit(EXP, "import click\nimport pandas as pd\n", "import csv\nfrom collections import defaultdict\n"
           "from itertools import batched\n\nimport click\n"),
    c.edit("pyproject.toml", '    "pandas>=2.2",\n', ""),
    c.bash("git rm src/tarifa/export_legacy.py", "rm 'src/tarifa/export_legacy.py'", "Remove the legacy exporter"),
    c.edit("src/tarifa/cli.py", "from tarifa.export_legacy import legacy_export\n", ""),
    c.bash("git mv src/tarifa/formatting.py src/tarifa/render.py", "", "Rename formatting.py to render.py"),
    c.edit("src/tarifa/render.py", "def render_table(rows):", "def table(rows):"),
    c.edit(EXP, "from tarifa.formatting import render_table", "from tarifa.render import table"),
    c.edit("src/tarifa/summary.py", "from tarifa.formatting import money", "from tarifa.render import money"),
    c.bash("tox -e py312 2>&1 | tail -30", tox_fail, "Run the tests on 3.12"),
    c.edit(EXP, 'type=click.Choice(["json", "table"]), default="json")',
           'type=click.Choice(["json", "table"]), default="table")'),
    c.bash("tox -e py312", "py312: commands[0]> pytest -q\n..........                                              "
           "                 [100%]\n10 passed in 0.37s\n  py312: OK (3.01=setup[2.62]+cmd[0.39] seconds)\n"
           "  congratulations :) (3.08 seconds)", "Run the tests on 3.12"),
    c.bash_fail("tox -e lint", "lint: commands[0]> flake8 src tests\nsrc/tarifa/commands/export.py:42:80: E501 line too "
                "long (94 > 79 characters)\nlint: exit 1 (0.58 seconds) /home/dev/tarifa> flake8 src tests pid=48340\n"
                "  lint: FAIL code 1 (0.63=setup[0.05]+cmd[0.58] seconds)\n  evaluation failed :( (0.70 seconds)"),
    c.edit(EXP, '    click.echo(json.dumps({month: {"kwh": kwh, "importe": importe} for month, kwh, importe in rows}))',
           '    data = {m: {"kwh": k, "importe": i} for m, k, i in rows}\n    click.echo(json.dumps(data))'),
    c.bash("tox -e lint", "lint: commands[0]> flake8 src tests\n  lint: OK (0.61=setup[0.02]+cmd[0.59] seconds)\n"
           "  congratulations :) (0.66 seconds)", "Lint"),
    c.todos([(TE[0], "completed"), (TE[1], "completed"), (TE[2], "completed")]),
    c.stop("Sin pandas: agrupo con csv + defaultdict. export_legacy.py borrado, formatting.py renombrado a render.py. "
           "py312 y lint en verde. ¿Construyo el paquete para publicar un rc?"),
    c.prompt("dale"),
    c.bash("echo '__version__ = \"0.6.0rc1\"' > src/tarifa/_version.py && python -m build",
           "* Creating isolated environment: venv+pip...\n* Installing packages in isolated environment:\n  - hatchling\n"
           "* Getting build dependencies for sdist...\n* Building sdist...\n* Building wheel from sdist\n"
           "Successfully built tarifa-0.6.0rc1.tar.gz and tarifa-0.6.0rc1-py3-none-any.whl", "Build the package"),
    c.stop("Paquete 0.6.0rc1 construido en dist/. Para subirlo a TestPyPI necesito un token."),
    c.prompt("Here's my TestPyPI token, use it just for this upload: %s" % PYPI),
    c.bash("twine upload --repository testpypi -u __token__ -p %s dist/*" % PYPI,
           "Uploading distributions to https://test.pypi.org/legacy/\nUploading tarifa-0.6.0rc1-py3-none-any.whl\n"
           "100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 14.2/14.2 kB • 00:00 • ?\nUploading tarifa-0.6.0rc1.tar.gz\n"
           "100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 18.9/18.9 kB • 00:00 • ?\n\nView at:\n"
           "https://test.pypi.org/project/tarifa/0.6.0rc1/", "Upload the rc to TestPyPI"),
    c.stop("tarifa 0.6.0rc1 is on TestPyPI: https://test.pypi.org/project/tarifa/0.6.0rc1/"),
    c.prompt("CI también corre 3.11. Prueba tox -e py311."),
    c.bash("tox -e py311 2>&1 | tail -30", tox311, "Run the tests on 3.11"),
    c.todos([(TE[0], "completed"), (TE[1], "completed"), (TE[2], "completed"), ("Support Python 3.11", "in_progress")]),
    c.stop("En 3.11 falla la importación: itertools.batched solo existe desde 3.12."),
    c.prompt("Haz que funcione en 3.11 sin usar itertools.batched y vuelve a correr tox en las dos versiones."),
    c.read(EXP, 58),
    c.stop("Voy a sustituir batched por un pequeño helper con islice."),
]
session("en-es-click-export", "English and Spanish Python click/tox session: a mid-sentence change of the option design, "
        "pyenv and a virtualenv, touch, git rm and git mv of edited files, a no-pandas constraint, a fixed tox failure "
        "behind `| tail -30`, a fixed flake8 error, a TestPyPI token pasted in a prompt and used in twine, an open "
        "3.11 ImportError.", c.common(), c.finish(events))


if __name__ == "__main__":
    for name, agent, top, total, nfacts, nstale in WRITTEN:
        print("%-30s %-12s events=%3d (expanded %3d) facts=%d stale=%d" % (name, agent, top, total, nfacts, nstale))
