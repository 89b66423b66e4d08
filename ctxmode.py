#!/usr/bin/env python3
"""ctxmode: a memory for AI coding agents that survives context compaction.

Registered as the agent's hooks, ctxmode captures a short, redacted summary of every
event (files edited, tasks, decisions, errors, git, ...) into one SQLite database per
project, packs the most important of them into an XML snapshot of at most 2 KB before
the agent compacts its context, and injects that snapshot back when the session
continues after the compaction or is resumed.

The data flow; PostToolUse, on every tool call, ends at the spool:

    hook -> extract -> redact -> spool  ~>  drain -> SQLite -> pack -> inject
    stdin   summaries   secrets   append     Stop,    events    <= 2 KB   SessionStart
    JSON    (Extraction)(Redaction)(Spool)   PreCompact, ...    (Snapshot) or the next hook

Sections marked "(hot path)" run on every tool call: they import lazily and do no
work that can wait for PreCompact (see `bench`).

Usage:
    python3 ctxmode.py <HookEvent> [agent]    a hook: the event's JSON on stdin
    python3 ctxmode.py install [--dry-run]    register the hooks in each agent found
    python3 ctxmode.py uninstall [--purge]    remove exactly what install added
    python3 ctxmode.py doctor                 run the registered hooks, check the data
    python3 ctxmode.py hooks-config           the settings.json block for Claude Code
    python3 ctxmode.py sessions               the project's sessions, newest first
    python3 ctxmode.py show ID                a session's events and its snapshot
    python3 ctxmode.py snapshot [--session ID]  the snapshot the agent would get
    python3 ctxmode.py search WORDS           full-text search over the summaries
    python3 ctxmode.py pin|unpin|delete ID    keep a session from pruning, or remove it
    python3 ctxmode.py prune --older-than 30d remove old sessions (never pinned ones)
    python3 ctxmode.py stats                  sessions, events, sizes, snapshot sections
    python3 ctxmode.py export ID... -o FILE   sessions to a gzip JSON file
    python3 ctxmode.py import FILE            ... and back, under this project
    python3 ctxmode.py where                  where the project's database lives
    python3 ctxmode.py bench [--continuity]   hook speed; which facts survive a snapshot
    python3 ctxmode.py --version

Promises: a hook never breaks the agent (exit 0, nothing on stdout but the agent's
answer, failures go to ctxmode's own log, bounded time); concurrent hooks lose no
event; secrets are redacted before anything is stored; data stays on this machine in
0700 directories and 0600 files.

Python >= 3.8, standard library only.  MIT License, see LICENSE.
"""

# PERF: only os, sys and time are imported at module level.  PostToolUse runs on every
# tool call and its whole budget is a few milliseconds over a bare interpreter start;
# `bench` prints what each import it avoids would cost (json 1.0, re 0.8, sqlite3 0.7,
# signal 0.6 bare starts on this project's machine), so every other import is made
# inside the function that needs it.
import os
import sys
import time

__version__ = "0.1.0"
PYTHON_FLOOR = (3, 8)  # the oldest Python ctxmode runs on: vermin in .ci/run checks it

if sys.version_info < PYTHON_FLOOR and __name__ == "__main__":
    # Here, before anything newer runs (3.6 cannot even load the constants below): a
    # hook (its event has capitals) does nothing, a command says why in one line.
    _HOOK = sys.argv[1:] and sys.argv[1] != sys.argv[1].lower()
    if not _HOOK:
        sys.stderr.write("ctxmode: needs Python %d.%d or newer, this is %d.%d (%s); run it with"
                         " a newer python3\n" % (PYTHON_FLOOR + tuple(sys.version_info[:2])
                                                 + (sys.executable,)))
    raise SystemExit(0 if _HOOK else 1)


# ---------------------------------------------------------------------------
# Constants
# ---------------------------------------------------------------------------

SCHEMA_VERSION = 3             # PRAGMA user_version of the database this code writes
DEFAULT_BUDGET = 2048          # bytes of UTF-8 for the whole <session_knowledge> element
MIN_BUDGET = 256               # below this not even one shortened item fits
FIELD_CAP = 300                # chars kept of any stored free text (paths are kept whole)
PATH_CAP = 4096                # ... up to PATH_MAX: a longer "path" is no path
OUTPUT_SCAN_CHARS = 10000      # chars of whole lines read at each end of a tool's output
STORED_TEXT_CAP = 16384        # chars of any one string a record may carry to the disk
SECRET_SPAN = 4096             # chars wider than any one-line secret a rule knows (an Azure
                               # AD token is ~2.5 KB; a PEM block is known by its BEGIN line
                               # however it is cut): a field is cut at the end of the line its
                               # cap falls in, at most this further, redacted, then cut to its cap
LINE_CAP = 160                 # chars kept of one error line
ARG_CAP = 80                   # chars kept of an MCP argument or a subagent description
STATUS_CAP = 20                # ... of a status (a task's, a subagent's)
ID_CAP = 40                    # ... of an id: a task's, a commit's, an agent type
KEY_CAP = 80                   # ... of a name that keys a row: a subagent, a skill, a server
NAME_CAP = 120                 # ... of a name: a branch, a tool, a title
SUMMARY_CAP = 200              # ... of a one-line summary: a command, a subject, a result
SESSION_ID_CAP = 200           # ... of a session id (a UUID is 36)
SENTENCE_CAP = 240             # ... of one sentence of a prompt
ROLE_CAP = 160                 # ... of the role a prompt gives the agent
TARGET_CAP = 300               # ... of what a failed tool call aimed at, a venv's path
LOCATION_CAP = 500             # ... of a URL or a working directory
TRANSCRIPT_PATH_CAP = 1000     # ... of a transcript's path
ENV_VALUE_CAP = 60             # ... of an environment variable's value shown in a command
LARGE_PROMPT_CHARS = 2000      # a prompt longer than this is pasted data: size + preview,
LONG_REQUEST_CHARS = 8000      # ... unless the user wrote it (see is_written): kept to this
PREVIEW_CHARS = 80
BUSY_TIMEOUT_MS = 2000         # longest wait for the database lock; then the spool keeps it
LOCK_WAIT_S = 2.0              # longest wait for the spool file lock
HOOK_DEADLINE_S = 8            # a hook gives up after this (registered timeouts are >= 10 s)
STDIN_MAX_BYTES = 64 << 20     # larger payloads are read and dropped, never parsed
SPOOL_MAX_BYTES = 32 << 20     # a spool that cannot be drained stops growing here
SPOOL_ATTEMPTS = 50            # a drain may move the spool between our open and our lock
LOG_MAX_BYTES = 256 << 10      # the log is rotated to ctxmode.log.1 past this size
SEEN_TTL_S = 7 * 86400         # how long drained record ids are remembered (dedup)
DRAIN_CHUNK = 500              # records per drain transaction: the write lock stays short
DRAIN_BUDGET_S = 3.0           # a drain stops after this; the rest waits for the next one


class CtxmodeError(Exception):
    """The one error a management command turns into a message and exit code 1."""


# ---------------------------------------------------------------------------
# Agent registry (hot path)
# ---------------------------------------------------------------------------
# name -> adapter: one class per agent, in "Agents" below, which fills this table.
# Everything ctxmode knows about one agent lives in its adapter; the rest of the file
# asks the table (these functions) and never names an agent.
AGENTS = {}
DEFAULT_AGENT = "claude-code"  # a hook registered without an agent's name is Claude Code's


def adapter_for(env):
    """The adapter of the agent running this hook ($CTXMODE_AGENT, set by run_hook), as
    the client that runs it needs (see Agent.variant)."""
    agent = AGENTS.get(env.get("CTXMODE_AGENT") or DEFAULT_AGENT) or AGENTS[DEFAULT_AGENT]
    return agent.variant(env)


def instruction_paths(root):
    """Every agent's instruction files in the project (and its .claude folder)."""
    names = dict.fromkeys(name for agent in AGENTS.values() for name in agent.instruction_files)
    folders = AGENTS[DEFAULT_AGENT].instruction_folders
    return [os.path.join(root, folder, name) for name in names for folder in folders]


def is_instruction_file(path):
    return any(os.path.basename(path) in agent.instruction_files for agent in AGENTS.values())


def is_event_name(word):
    """True for an event name some agent sends (its own, or Claude Code's)."""
    return any(word in agent.known_events or word in agent.event_names for agent in AGENTS.values())


def hook_target(argv):
    """(adapter, event) of `ctxmode.py <Event> [agent]`: the agent named after the
    event, else the one agent that sends such an event, else Claude Code (with the
    event under Claude Code's name)."""
    event = argv[0]
    if len(argv) > 1 and argv[1] in AGENTS:
        return AGENTS[argv[1]], event
    owners = [agent for agent in AGENTS.values() if event in agent.event_names]
    if len(owners) == 1:
        return owners[0], event
    return AGENTS[DEFAULT_AGENT], owners[0].canonical_event(event) if owners else event


# ---------------------------------------------------------------------------
# Text (hot path)
# ---------------------------------------------------------------------------

def _xml_illegal_table():
    # C0 controls other than tab, newline and carriage return are illegal in XML 1.0.
    table = {c: None for c in range(0x20) if c not in (0x09, 0x0A, 0x0D)}
    table.update({0xFFFE: None, 0xFFFF: None, 0x7F: None})
    return table


XML_ILLEGAL = _xml_illegal_table()


def clean_text(value):
    """A str safe to store and to put in XML: illegal characters and lone surrogates
    removed.  Non-strings are turned into their str() first."""
    if not isinstance(value, str):
        value = "" if value is None else str(value)
    if value.isprintable():
        return value  # PERF: no control character, surrogate or non-character (most text)
    if "\x1b[" in value:  # a terminal's colour codes (test output): ESC [ ... letter
        value = _without_escape_codes(value)
    text = value.translate(XML_ILLEGAL)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = "".join(ch for ch in text if not 0xD800 <= ord(ch) <= 0xDFFF)
    return text


def is_blank(text):
    """True for "" and white space only.  PERF: `not text.strip()` copies a 100 MB field;
    this stops at its first other character."""
    return not text or text.isspace()


def _without_escape_codes(text):
    """`text` without its ANSI escape sequences (ESC [ parameters final-letter).
    PERF: no `re`: only text that holds one comes here."""
    parts = text.split("\x1b[")
    kept = [parts[0]]
    for part in parts[1:]:
        end = 0
        while end < len(part) and (part[end].isdigit() or part[end] in ";?"):
            end += 1
        kept.append(part[end + 1:] if end < len(part) and part[end].isalpha() else part)
    return "".join(kept)


def _window(value, limit, folds=True):
    """The head of `value` that can matter for a field of `limit` characters (with room
    for white space that `folds` away), to the end of its line and at most SECRET_SPAN
    further: a secret that begins inside the field ends inside the window, so it is
    redacted whole before the field is cut.  PERF: a hook's work is bounded by its caps,
    not by its input: a 30 MB prompt is never cleaned or scanned whole."""
    end = limit * 4 if folds else limit
    if not isinstance(value, str) or len(value) <= end + SECRET_SPAN:
        return value
    line_end = value.find("\n", end, end + SECRET_SPAN)
    return value[:line_end if line_end >= 0 else end + SECRET_SPAN]


def output_ends(text, chars=OUTPUT_SCAN_CHARS):
    """The whole lines in the first and in the last `chars` characters of `text`, where
    a runner says what failed and why.  No line is cut, so no secret is either.
    PERF: a 10 MB test log is never cleaned, redacted or split whole."""
    if len(text) <= 2 * chars:
        return text
    head = text[:chars].rpartition("\n")[0]
    tail = text[-chars:].partition("\n")[2]
    return head + "\n" + tail


def as_dict(value):
    return value if isinstance(value, dict) else {}


def as_str(value):
    return value if isinstance(value, str) else ""


# ---------------------------------------------------------------------------
# JSON (hot path)
# ---------------------------------------------------------------------------

class _ScanContext:
    """The attributes the C JSON scanner reads from a json.JSONDecoder."""
    strict = False
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int
    memo = None

    @staticmethod
    def parse_constant(name):
        return {"NaN": float("nan"), "Infinity": float("inf"), "-Infinity": float("-inf")}[name]


_json_scanner = []  # the one C scanner (it forgets each document's strings after it)


def parse_json(text):
    """Parse a JSON document.  PERF: `import json` drags in `re` (1.0 bare starts in
    `bench`); the C scanner underneath it does not, so the hot path calls it directly.
    Made once: making it took three times as long as parsing a stored event."""
    if not _json_scanner:
        try:
            from _json import make_scanner
        except ImportError:
            import json
            return json.loads(text)
        _json_scanner.append(make_scanner(_ScanContext()))
    start = len(text) - len(text.lstrip())
    try:
        value, end = _json_scanner[0](text, start)
    except RecursionError:
        raise
    except Exception:
        import json  # the error path may be slow: json says what is wrong, and where
        return json.loads(text)
    if text[end:].strip():
        raise ValueError("extra data after the JSON document at offset %d" % end)
    return value


def dump_json(value, ascii=True):
    """Serialise plain data (dict, list, str, int, float, bool, None) as compact JSON,
    non-ASCII escaped unless `ascii` is False.  PERF: the counterpart of parse_json."""
    try:
        from _json import encode_basestring, encode_basestring_ascii
    except ImportError:
        import json
        return json.dumps(value, separators=(",", ":"), ensure_ascii=ascii)
    quote = encode_basestring_ascii if ascii else encode_basestring
    parts = []

    def emit(item):
        if isinstance(item, str):
            parts.append(quote(item))
        elif item is None:
            parts.append("null")
        elif item is True:
            parts.append("true")
        elif item is False:
            parts.append("false")
        elif isinstance(item, (int, float)):
            parts.append(repr(item) if item == item and abs(item) != float("inf") else "null")
        elif isinstance(item, dict):
            parts.append("{")
            for index, (key, member) in enumerate(item.items()):
                parts.append("," if index else "")
                parts.append(quote(str(key)))
                parts.append(":")
                emit(member)
            parts.append("}")
        elif isinstance(item, (list, tuple)):
            parts.append("[")
            for index, member in enumerate(item):
                parts.append("," if index else "")
                emit(member)
            parts.append("]")
        else:
            parts.append(quote(str(item)))

    emit(value)
    return "".join(parts)


# ---------------------------------------------------------------------------
# Compiled patterns (hot path)
# ---------------------------------------------------------------------------
# PERF: a prompt's patterns (ten languages) cost a hook about two bare starts to compile:
# `re` parses and compiles them in Python, each process again.  The compiled program of
# each pattern (what re hands to its C engine, _sre) is kept in the data folder, one
# file per Python build; a hook makes its patterns from it with _sre.compile, without
# importing `re`.  Only the patterns written in this file are kept, never a user's text.

_patterns = {}                  # (pattern, flags) -> the compiled pattern
_programs = None                # (pattern, flags) -> its program, as read from the file
_new_programs = {}              # ... and those compiled by this process
PATTERN_CACHE = [None]          # the file, once a hook knows its data folder
PATTERN_CACHE_MAX = 2000        # programs kept at most (the file has a few hundred)
PATTERN_CACHE_NAME = "patterns.bin"


def compiled_pattern(pattern, flags=0):
    """re.compile(pattern, flags), from the program kept on disk when there is one."""
    key = (pattern, int(flags))
    found = _patterns.get(key)
    if found is None:
        found = _patterns[key] = _compile_pattern(key)
    return found


def _compile_pattern(key):
    global _programs
    import _sre
    if _programs is None:
        _programs = _read_programs(PATTERN_CACHE[0])
    program = _programs.get(key)
    if program is not None:
        try:
            return _sre.compile(key[0], *program)
        except Exception:  # NOTE: a program of another build: compile it again
            pass
    try:
        program = _pattern_program(*key)
        compiled = _sre.compile(key[0], *program)
    except Exception:  # NOTE: re's internals differ here: plain re, always right
        import re
        return re.compile(*key)
    _new_programs[key] = program
    return compiled


def _pattern_program(pattern, flags):
    """(flags, code, groups, groupindex, indexgroup): what re.compile gives _sre.compile
    (re._compiler.compile since 3.11, sre_compile.compile before)."""
    try:
        from re import _compiler as compiler, _parser as parser
    except ImportError:
        import sre_compile as compiler
        import sre_parse as parser
    parsed = parser.parse(pattern, flags)
    code = compiler._code(parsed, flags)
    state = parsed.state
    indexgroup = [None] * state.groups
    for name, index in state.groupdict.items():
        indexgroup[index] = name
    # int(): re's opcodes are an int subclass, which marshal does not write
    return (int(flags | state.flags), [int(op) for op in code], state.groups - 1,
            dict(state.groupdict), tuple(indexgroup))


def _pattern_cache_tag():
    import _sre
    return "%s %s %s" % (sys.version, _sre.MAGIC, _sre.CODESIZE)


def _read_programs(path):
    import marshal
    try:
        with open(path, "rb") as handle:
            tag, programs = marshal.loads(handle.read())
        return programs if tag == _pattern_cache_tag() and isinstance(programs, dict) else {}
    except (TypeError, OSError, ValueError, EOFError):
        return {}


def save_pattern_cache():
    """Add what this process compiled to the file (atomically: hooks run in parallel,
    the last one's table stands, and any table is whole)."""
    path = PATTERN_CACHE[0]
    if not path or not _new_programs:
        return
    import marshal
    programs = dict(_read_programs(path))
    programs.update(_new_programs)
    if len(programs) > PATTERN_CACHE_MAX:
        programs = dict(_new_programs)  # patterns of an older ctxmode: start again
    temporary = "%s.%d.tmp" % (path, os.getpid())
    try:
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "wb") as handle:
            handle.write(marshal.dumps((_pattern_cache_tag(), programs)))
        os.replace(temporary, path)
        _new_programs.clear()
    except (OSError, ValueError):
        try:
            os.unlink(temporary)
        except OSError:
            pass


# ---------------------------------------------------------------------------
# Redaction (hot path)
# ---------------------------------------------------------------------------

REDACTED = "[REDACTED]"

# Words that follow "password is" in prose about a password, not as its value (and
# longer words ending -ed, -ing, -ly, -able, -ible: "encrypted", "probably").
PASSWORD_PROSE_WORDS = frozenset((
    "the", "a", "an", "not", "now", "also", "still", "then", "just", "only", "never", "always",
    "too", "very", "so", "in", "on", "at", "to", "for", "from", "of", "with", "without", "by", "as",
    "set", "unset", "reset", "wrong", "incorrect", "correct", "invalid", "valid", "required",
    "optional", "missing", "empty", "blank", "null", "none", "nil", "same", "long", "short",
    "longer", "shorter", "strong", "weak", "secure", "insecure", "good", "bad", "fine", "okay",
    "ok", "there", "here", "what", "which", "that", "this", "it", "its", "your", "my", "our",
    "their", "his", "her", "case", "mandatory", "visible", "hidden", "known", "unknown", "public",
    "private", "simple", "complex", "least", "more", "less", "most", "sent", "kept", "read",
    "shown", "given", "taken", "stolen", "leaked", "expired", "rotated", "changed", "saved",
    "stored", "hashed", "salted", "encrypted", "used", "typed", "entered", "checked", "held",
    "lost", "broken", "written", "needed", "must", "should", "will", "can", "could", "would", "may",
    "might", "being", "been", "gone", "done", "fixed", "whatever", "something", "anything",
    "nothing", "everything", "one", "like", "both", "either", "neither", "each", "all", "any",
    "some", "no", "yes", "true", "false", "enough", "unique", "random", "temporary", "default",
    "plain", "plaintext", "cleartext", "hard", "easy", "obvious", "inside", "under", "over", "into",
    "about", "after", "before", "again", "later", "today", "yesterday", "tomorrow", "part", "where",
    "when", "why", "how", "who", "because", "since", "if", "even", "exactly", "almost", "already",
    "first", "often", "maybe", "well", "pretty", "much", "right", "between", "equal", "through",
    "user", "common", "present", "sensitive", "bytes", "str", "string", "mismatch", "ascii",
    "utf-8", "non-empty", "per-user", "case-sensitive", "shared", "different", "unchanged",
    "updated", "generated", "protected", "compared", "verified", "validated", "accepted",
    "rejected", "ignored", "bcrypt", "scrypt", "argon2", "pbkdf2", "md5", "sha1", "sha256",
    "base64", "hex", "hash", "hashes",
))


# What stands where a value would and is none: a template, a reference in code, a
# placeholder (`${DB_PASSWORD}`, `settings.GITHUB_API_SECRET`, `process.env.X`, `xxxx`).
PLACEHOLDER_STARTS = ("your", "todo", "example", "dummy", "fake", "sample", "placeholder",
                      "replace", "changeme", "change_me", "redacted", "***", "xxx", "...", "…")
# ... and how a slot starts, when a name follows ({name}, ${NAME}, $VAR, @Value(...), ?1),
# not a password that starts with the same mark (?S!3Q}=xrB…, @;J@aMl…, {+UL9v{…)
SLOT_STARTS = ("{", "${", "#{", "%{", "%(", "<", "$", "@", "?")
CODE_WORDS = frozenset(("raise", "return", "await", "try", "new", "none", "null", "nil", "true",
                        "false", "undefined", "self", "this", "function", "lambda", "if", "not"))


def _stands_in(value):
    """True for a value that is a template, a reference in code or a placeholder."""
    lowered = value.lower().strip("\"'`").rstrip("…")  # (a value cut at its field's cap)
    if lowered.startswith(PLACEHOLDER_STARTS) or lowered in CODE_WORDS or _placeholder(lowered):
        return True
    if lowered.startswith(SLOT_STARTS) and _slot(lowered):
        return True
    inner = lowered[1:-1] if len(lowered) > 2 and lowered[0] == lowered[-1] == "%" else ""
    original = value.strip("\"'`")[1:-1]  # its case: a variable's name is in capitals
    if inner[:1].isalpha() and (inner.replace("_", "").isalnum() and original.isupper()
                                or inner.replace("_", "").isalpha()):
        return True  # a Windows variable: %NUGET_PASSWORD%, %FeedPassword%, not %Q7x9Lm2%
    if set(lowered) <= set("x*.•-_ "):
        return True
    bare = value.strip("\"'`")
    if bare.isupper() and "_" in bare and bare.replace("_", "").isalpha() and (
            _name_words(bare) & CREDENTIAL_NAME_PARTS):
        return True  # access_token=ACCESS_TOKEN, password: YOUR_PASSWORD
    if lowered[:1] == "!" and lowered[1:].isalpha():
        return True  # a YAML tag: password: !vault |, key: !Ref ApiKey
    # settings.GITHUB_API_SECRET, process.env.OPENAI_API_KEY, request.headers[...], ENV[...]
    head = lowered.split("[", 1)[0].rstrip(";),:")
    parts = head.split(".")
    return ("[" in lowered and head.replace(".", "").replace("_", "").isalnum()) or (
        len(parts) >= 2 and all(part and (part[0].isalpha() or part[0] == "_")
                                and part.replace("_", "").isalnum() for part in parts)
        and not any(char.isdigit() for char in head))


# The parts of a variable's name that say it holds a credential (`api_key`, `apiKey`).
CREDENTIAL_NAME_PARTS = frozenset(("key", "keys", "token", "tokens", "secret", "secrets",
                                   "password", "passwd", "pwd", "pass", "auth", "credential",
                                   "credentials", "apikey"))
# What a placeholder holds: sk_test_YOUR_KEY, AKIAIOSFODNN7EXAMPLE, xxxxxx (and, with a
# word for a key, _here: your_key_here, api_token_here; not a password Abc_here_123).
PLACEHOLDER_WORDS = ("yourkey", "yourtoken", "_example", "-example", "example_", "example-",
                     "insert_", "replace_", "placeholder", "xxxxxx", "******")
PLACEHOLDER_HERE_WORDS = ("key", "token", "secret", "pass", "insert", "put")


def _placeholder(lowered):
    """True for a (lower-cased) value that holds a placeholder's words or filler: a
    random token has neither (six x's in a row come by chance once in 10^10)."""
    if any(word in lowered for word in ("_here", "-here", "your_", "your-")) and any(
            word in lowered for word in PLACEHOLDER_HERE_WORDS):
        return True  # your_key_here, api_token_here (not Bet-your-life!9, Come_here#2024)
    parts = set(lowered.replace("-", "_").replace(".", "_").split("_"))
    return (lowered.endswith("example") or any(word in lowered for word in PLACEHOLDER_WORDS)
            or bool(parts & PLACEHOLDER_PARTS) or parts <= METASYNTACTIC_WORDS
            or any(sample in lowered for sample in PUBLIC_SAMPLE_PARTS)
            or all(part in lowered for part in JWT_IO_SAMPLE))


# Parts of a value (between - _ .) that make it one that stands for a value:
# a-fake-api-key, my_dummy_token; or a value of metasyntactic words alone: foo-bar.
PLACEHOLDER_PARTS = frozenset(("fake", "dummy", "sample", "placeholder", "redacted"))
METASYNTACTIC_WORDS = frozenset(("foo", "bar", "baz", "qux", "quux", "foobar", "foo123"))


# Parts of samples that documentation prints everywhere, lower-cased: the AWS docs'
# secret access key.
PUBLIC_SAMPLE_PARTS = ("wjalrxutnfemi/k7mdeng/bpxrficy",)
# ... and jwt.io's token, its claims and its signature together (the same claims signed
# with a key of one's own are a credential: the key can be cracked from them)
JWT_IO_SIGNATURE = "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"  # made with its demo secret
JWT_IO_SAMPLE = ("eyjzdwiioiixmjm0nty3odkwiiwibmftzsi6ikpvag4grg9liiwiawf0ijoxnte2mjm5mdiyfq",
                 JWT_IO_SIGNATURE.lower())


# Filler: what is left of a value without its runs (one character four times or more:
# AAAA, 0000; three or more in a row of the digits or the alphabet: 123, abcd, aBcDeF
# lower-cased) is too little for a key.  A random token keeps nearly all of itself; real
# formats' runs of A (a Twitter bearer, an OpenSSH key) leave dozens of characters.
FILLER_KEY_CHARS = 20      # a shorter value may be a person's password: secret123
FILLER_REPEAT = 4
FILLER_SEQUENCE = 3
FILLER_LEFT_MIN = 12       # characters a key keeps at least, outside its runs ...
FILLER_LEFT_SHARE = 0.4    # ... and this share of its length
FILLER_TRIPLES = tuple("0123456789"[start:start + 3] for start in range(8)) + tuple(
    "abcdefghijklmnopqrstuvwxyz"[start:start + 3] for start in range(24))


def _filler(lowered, shortest=FILLER_KEY_CHARS, left_min=FILLER_LEFT_MIN):
    """True for a (lower-cased) value that is mostly runs: akiazzzzzzzzzzzzzzzz,
    dapi123456789012…, sk_abcdefghijklmnopqrst1234567890…, sgp_5555555daaaaa…; a
    token's body behind its vendor's prefix, shorter, by its share alone (xoxb-12345-abcd234)."""
    if len(lowered) < shortest or not (any(run in lowered for run in FILLER_TRIPLES)
            or any(char * FILLER_REPEAT in lowered for char in set(lowered))):
        return False  # PERF: the walk below only for a value with a run
    left, at, size = 0, 0, len(lowered)
    while at < size:
        end = at + 1
        while end < size and lowered[end] == lowered[at]:
            end += 1
        if end - at < FILLER_REPEAT:
            end = at + 1
            while end < size and lowered[end].isalnum() and ord(lowered[end]) == ord(
                    lowered[end - 1]) + 1:
                end += 1
            if end - at < FILLER_SEQUENCE:
                left, end = left + 1, at + 1
        at = end
    return left < max(left_min, size * FILLER_LEFT_SHARE)


def _placeholder_url(value):
    """True for a connection string whose password stands for one
    (postgres://app:app@localhost/app, mysql://root:password@db): no credential, and
    its host and database are worth keeping.  Not one the URL rule cannot read (an @ or
    no password in the user part)."""
    scheme, found, rest = value.strip("'\"").partition("://")
    authority = rest.split("/", 1)[0]
    if not found or not scheme.replace("+", "").isalpha() or authority.count("@") != 1:
        return False
    user, colon, password = authority.split("@")[0].partition(":")
    return bool(colon and password) and url_placeholder_password(user, password)


def _password_value(value):
    """A value a rule's name makes a password's, when it reads as one and stands for
    none (not `tokens[1:]`, `${PW}`, `your_password`)."""
    return Shape(value).password() and not _stands_in(value)


def _symbol_password(value):
    """True for a value of many kinds of symbols, as a generated password is
    (m{{h}o)p${e]nob(ody…), not a word, a constant or a call (null), EOF, "__init__")."""
    symbols = {char for char in value if not char.isalnum() and not char.isspace()}
    return (len(value) >= KEY_MIN_CHARS and len(symbols) >= SYMBOL_PASSWORD_KINDS
            and " " not in value and not placeholder_password("", value)
            and not symbols & NOT_PASSWORD_SYMBOLS and value[:1] not in "(^"
            and not value.startswith("--"))  # an option: --opt=a,b


# A glob's, a path's or a signature's marks: [[ $PWD == */node_modules/* ]], a JVM
# descriptor (Ljava/lang/Object;)Z or a regex (^…), compared with a token's name
NOT_PASSWORD_SYMBOLS = frozenset("/*")


SYMBOL_PASSWORD_KINDS = 3


def _command_output(value):
    """True for the inside of backquotes that runs a command that fetches a secret, whose
    output the name is given (KEY=`vault read -field=key secret/x`, `cat /run/secrets/db`),
    and holds no token itself (not `echo -n <token> | base64`, a passphrase of words)."""
    command, _space, rest = value.partition(" ")
    return command in SECRET_FETCHERS and bool(rest.strip()) and not family_tokens(value)


# Commands that print a secret kept elsewhere: their output is the value, not their words.
SECRET_FETCHERS = frozenset((
    "cat", "vault", "op", "pass", "gopass", "security", "aws", "gcloud", "az", "kubectl",
    "etcdctl", "doppler", "infisical", "bw", "lpass", "secret-tool", "sops", "gpg", "keyring",
    "head", "jq", "yq", "consul", "chamber", "berglas", "akeyless", "conjur", "keeper"))


def _code_variable(value):
    """True for a bare value that is a variable named for a credential, as code has it
    (`self.api_key = api_key`, `c.apiKey = key`, `if password == confirm_password:`),
    not a literal (supersecret, adminpass, Tokyo_Secret)."""
    name = value.rstrip(":;,)").rsplit(".", 1)[-1]
    if not name.isidentifier() or any(char.isdigit() for char in name) or not name[0].islower():
        return False
    if "_" in name:  # snake_case, all small letters
        parts = name.split("_") if name == name.lower() else []
    else:  # camelCase
        parts = "".join(" " + char.lower() if char.isupper() else char for char in name).split()
    return any(part in CREDENTIAL_NAME_PARTS for part in parts)


def _slot(value):
    """For a value starting with one of SLOT_STARTS: True when a name follows the mark
    and nothing but a call, an index or punctuation after it ($DB_PASSWORD, @Value(x),
    ${X}, <token>, %(name)s, ?, ?1)."""
    if _templated(value) or value.startswith(("$(", "`", "<-")):
        return True  # (a command's output "$(op read …)", Go's <-channel)
    if value[0] == "<" and value.rstrip("\"'").endswith(">") and value.strip(
            "<>\"'").replace(" ", "").replace("-", "").replace("_", "").isalpha():
        return True  # <db password here>
    head = value.lstrip("$@?#%{(<")
    if not head.strip("}) "):
        return True  # a template's opening: ${{ secrets.X }}, {{ .Values.x }}
    name = head[:len(head) - len(head.lstrip("abcdefghijklmnopqrstuvwxyz0123456789_"))]
    rest = head[len(name):]
    if value[0] == "?":
        return name.isdigit() or len(value) <= 4  # ?, ?1, ?%s
    if value[0] == "%":
        return value[1:2] in tuple("sdrif(")  # %s, %(name)s
    if value[0] == "$" and name.isdigit():
        return True  # a positional parameter: $1::uuid, ${1:-}, ${2:?missing token}
    return bool(name) and not name[0].isdigit() and (
        not rest or rest[0] in "([.}):" or rest.startswith("->") or rest == "@"
        or not rest.strip("\"'`;,)}]>"))  # ($this->x, Maven's @db_password@)


def _templated(value):
    """True when `value` holds a template's slot: {name}, ${NAME}, {{ .Values.key }},
    <name> (a brace or an angle bracket alone is a symbol of a password)."""
    if any(opening in value for opening in ("${", "{{", "{%", "<%")):
        return True  # npm-cache-${{ hashFiles(…) }}
    for opening, closing in (("{", "}"), ("<", ">")):
        start = value.find(opening)
        while start >= 0:
            end = value.find(closing, start + 1)
            if end < 0:
                break
            inner = value[start + 1:end].strip("{}$ .")
            named = len(inner) >= 2 and inner.replace(".", "_").replace("-", "_").isidentifier()
            if not inner or inner.isdigit() or named:
                return True
            start = value.find(opening, end)
    return False


def _dashed_name(value):
    """us-east-1, web-2, my-app-staging: lower-case words and short numbers, a name."""
    parts = value.split("-")
    return len(parts) >= 2 and all(
        part.isdigit() and len(part) <= 4 or part.isalpha() and part.islower() and len(part) <= 12
        for part in parts)


# -- the shape of a value: a password, a key, a random run? -----------------------------
# The one place that judges a value by its shape.  Shape measures a value once (which of
# capitals, small letters, digits and symbols it holds, how much of it reads as words)
# and each verdict below says what it accepts, with its thresholds named here.  A value
# "reads as words" by the share of it in runs of three letters or more with a word's
# vowels and no four consonants in a row (TokenStore, initWithFrame; not the pbrbyeewob
# of a random run): Shape.wordy.  A long random run holds a few such runs by chance.

# The largest share of a value that may read as words, by verdict.
WORDY_MAX = {
    "password": 0.5,         # a short password of three classes; a key named as one
    "mixed key": 0.3,        # a key of two classes mixed through; the parts of a path
    "long key": 0.6,         # a long key, bare (an AWS secret key, a random token)
    "credential": 0.5,       # what follows a word for a credential
    "run": 0.45,             # a run of three classes behind a vendor's prefix
    "strict run": 0.3,       # ... bare, under 64 characters
    "strict long run": 0.4,  # ... bare, longer
    "two-class run": 0.4,    # a run of one case and digits mixed through
    "prefixed": 0.4,         # what follows a short vendor prefix (gho_, xoxo-) ...
    "prefixed, with a digit": 0.5,  # ... or, with a digit in it, at most this (inclusive)
}
PASSWORD_MIN_CHARS = 6        # a password: a Latin letter and a digit or a symbol
KEY_MIN_CHARS = 8             # a key named as one (api_key=): three classes ...
MIXED_KEY_MIN_CHARS = 10      # ... or two mixed through, with two digits or more
HEX_KEY_MIN_DIGITS = 12       # ... or hex digits (a UUID too)
SHORT_CAPITALS_MAX = 20       # capitals and digits shorter than this: an order's number
LONG_KEY_MIN_CHARS = 16       # a key no one writes as a word, bare ...
HEX_LONG_KEY_MIN_DIGITS = 32  # ... or hex digits alone; a vendor's prefix's hex run too
RUN_MIN_CHARS = 20            # a random run behind a vendor's prefix ...
STRICT_RUN_MIN_CHARS = 24     # ... or bare
STRICT_LONG_RUN_CHARS = 64    # a bare run this long may hold a few more words
SWITCHES_PER_CHARS = {False: 5, True: 3}  # one change of case or digit per this many
                                          # characters, behind a prefix / bare
SHORT_HEX_ID_DIGITS = 24      # hex shorter than this right after "key" is a key's id
PASSWORD_SYMBOLS = "!@#$%^&*~+=?"
# What a keyboard shortcut names (a key's value in keybindings.json: ctrl+shift+f10).
KEYBOARD_KEYS = ("ctrl", "shift", "alt", "cmd", "meta", "super", "option", "command")
NOT_KEY_PREFIXES = ("sha256:", "sha1:", "md5:", "sha512:")  # an SSH key's fingerprint
HEX_DIGITS = frozenset("0123456789abcdefABCDEF")


class Shape:
    """A value measured once, and the verdicts on it: `password()`, `key()`,
    `long_key()`, `key_after_word()`, `run(strict)`, `short_password()`,
    `credential()`, `pair()`, `word_chain()`.  Cheap: it only counts characters; `wordy` is
    measured when a verdict needs it."""

    __slots__ = ("value", "upper", "lower", "digits", "symbols", "hex", "_wordy")

    def __init__(self, value):
        self.value = value
        self.upper = any(char.isupper() for char in value)
        self.lower = any(char.islower() for char in value)
        self.digits = sum(char.isdigit() for char in value)
        self.symbols = any(not char.isalnum() and char not in "_-./:" for char in value)
        self.hex = bool(value) and all(char in HEX_DIGITS for char in value)
        self._wordy = None

    @property
    def wordy(self):
        """The share of the value that reads as words (see above)."""
        if self._wordy is None:
            self._wordy = wordiness(self.value)
        return self._wordy

    def password(self):
        """A value that may be a password or a key, not a word, a name, a path, a
        template, a version or a date: six characters or more with a digit and a Latin
        letter, or a Latin letter and a symbol such as !@#$%&*~+?."""
        value = self.value
        if len(value) < PASSWORD_MIN_CHARS or any(mark in value for mark in
                                                 ("/", "\\", "[REDACTED")):
            return False
        if _templated(value) or _dashed_name(value):
            return False
        callee = value.split("(", 1)[0]
        if "(" in value and (callee.isidentifier() or _stands_in(callee)):
            return False  # a call: getToken(), os.getenv("X")
        if value[0] in "$%" or value.lower().endswith(SOURCE_FILE_ENDINGS):
            return False  # an environment variable, a file name
        if all(char.isdigit() or char in ".-_:+" for char in value.lstrip("vV")):
            return False  # a number, a version, a date, a time
        letters = any(char.isascii() and char.isalpha() for char in value)  # not 8文字以上
        return letters and (self.digits > 0 or any(char in PASSWORD_SYMBOLS for char in value))

    def key(self):
        """For a name ending in `key` (service_key=, apiKey:, key=): a key, not a word, a
        name, a path, a number or a template: eight characters or more with three of
        capitals, small letters, digits and symbols, or letters and digits mixed through
        (ten or more), or twelve hex digits or more (a UUID too)."""
        value = self.value.strip()
        if value != self.value:
            return Shape(value).key()
        lowered = value.lower()
        if (len(value) < KEY_MIN_CHARS or " " in value or _stands_in(value) or _templated(value)
                or "://" in value or value.startswith(("/", "./", "~/", "-", "\\"))
                or lowered.endswith(SOURCE_FILE_ENDINGS) or _version_like(value)
                or lowered.startswith(NOT_SECRET_PREFIXES + NOT_KEY_PREFIXES)
                or value.startswith(OBJECT_ID_PREFIXES) or "\\" in value
                or "+" in value and any(name in lowered for name in KEYBOARD_KEYS)):
            return False  # (a path, an option, an ARN, a fingerprint, an id, Ctrl+Shift+K)
        if "/" in value and ("." in value or wordiness(value.replace("/", " "))
                             >= WORDY_MAX["mixed key"]):
            return False  # uploads/2024/01/IMG_4521.JPG
        if all(char in HEX_DIGITS or char == "-" for char in value):
            return len(value.replace("-", "")) >= HEX_KEY_MIN_DIGITS and not value.isdigit()
        head, _, tail = value.partition("=")
        if tail.strip("=") and head.strip("([{").isidentifier():
            return False  # an assignment: (AWS_PROFILE=staging), not base64's padding
        classes = self.upper + self.lower + (self.digits > 0) + self.symbols
        if classes >= 3:
            return self.wordy < WORDY_MAX["password"]
        if value == value.upper() and len(value) < SHORT_CAPITALS_MAX:
            return False  # capitals and digits: an order's or an invoice's number
        return (classes == 2 and self.digits >= 2 and len(value) >= MIXED_KEY_MIN_CHARS
                and value.isalnum() and self.wordy < WORDY_MAX["mixed key"])

    def long_key(self):
        """A value no one would write as a word, a name or a path: sixteen characters or
        more with capitals, small letters and digits and few words in them (an AWS
        secret key, a random token), or thirty-two hex digits or more."""
        value = self.value
        if (len(value) < LONG_KEY_MIN_CHARS or "://" in value
                or value.lower().endswith(SOURCE_FILE_ENDINGS)):
            return False
        if len(value) >= HEX_LONG_KEY_MIN_DIGITS and self.hex:
            return True
        if not (self.upper and self.lower and self.digits and value.count("/") <= 2
                and "_" not in value.strip("_") and "." not in value):
            return False
        words = sum(len(word) for word in compiled_pattern(r"[A-Z]?[a-z]{3,}").findall(value))
        return words < len(value) * WORDY_MAX["long key"]  # not MyServiceTokenProvider2

    def key_after_word(self):
        """A value right after a word for a credential ("key q8v2…"): a key, not a key's
        id or fingerprint (gpg: key 4AEE18F83AFDEB23, SSH key SHA256:uNiV…)."""
        if self.value.lower().startswith(NOT_KEY_PREFIXES):
            return False
        if self.hex and len(self.value) < SHORT_HEX_ID_DIGITS:
            return False
        return self.long_key() or self.key()

    def pair(self):
        """Where a gem server's credentials go: a token alone or a password that looks
        like one, or any `user:password` whose password is no placeholder (`user:pass`,
        `test:test`) and no path (`C:\\src\\rack`, `--with-config=/usr/...`)."""
        user, colon, password = self.value.rpartition(":")
        shaped = Shape(password)
        if shaped.password() or shaped.key():
            return True
        return bool(colon and user and password) and user.replace("-", "").replace(
            "_", "").replace(".", "").isalnum() and not password.startswith(("/", "\\")) and (
            not placeholder_password(user, password))

    def word_chain(self):
        """A passphrase of four words or more joined by dashes: horse-staple-saddle-violet."""
        words = self.value.split("-")
        return len(words) >= 4 and all(len(word) >= 3 and word.isalpha() for word in words)

    def run(self, strict):
        """A run of characters no one types as a word: 20 or more letters and digits
        with capitals, small letters and digits, or one case and digits mixed through,
        little of it words; a vendor's prefix also makes 32 hex digits one.  `strict`
        (no prefix): 24 or more with three classes, 32 with two, no hex, nearly nothing
        that reads as words."""
        body = self.value
        if len(body) < (STRICT_RUN_MIN_CHARS if strict else RUN_MIN_CHARS):
            return False
        if all(char in HEX_DIGITS or char == "-" for char in body):
            # a hash, a SHA, a hex id: a credential only behind a vendor's prefix (shpat_,
            # sntryu_), or after a word for one (see credential)
            return not strict and len(body.replace("-", "")) >= HEX_LONG_KEY_MIN_DIGITS
        classes = self.upper + self.lower + (self.digits > 0)
        if classes == 3:
            limit = WORDY_MAX["run"] if not strict else WORDY_MAX["strict run"] if len(
                body) < STRICT_LONG_RUN_CHARS else WORDY_MAX["strict long run"]
            return self.wordy < limit
        # two of them mixed through (bech32's AGE-SECRET-KEY-1QQPY8ZJ8..., api_org_Jp...)
        kinds = ["d" if char.isdigit() else "u" if char.isupper() else "l" for char in body
                 if char.isalnum()]
        switches = sum(left != right for left, right in zip(kinds, kinds[1:]))
        return (classes == 2 and (not strict or len(body) >= HEX_LONG_KEY_MIN_DIGITS)
                and switches * SWITCHES_PER_CHARS[strict] >= len(body)
                and self.wordy < WORDY_MAX["two-class run"])

    def short_password(self):
        """A password of 8 to 15 characters: three of capitals, small letters, digits and
        symbols, not a word, a name, a path or a template."""
        piece = self.value
        classes = (self.upper + self.lower + (self.digits > 0)
                   + any(not char.isalnum() and char not in "_-./" for char in piece))
        return (classes >= 3 and self.wordy < WORDY_MAX["password"] and not _stands_in(piece)
                and "/" not in piece)

    def credential(self):
        """What follows a word for a credential and is one: 16 or more characters with
        digits and letters (hex included), not a path, a name or a version."""
        piece = self.value
        if "/" in piece and "." in piece or piece.count(".") >= 2 and not _is_jwt(piece):
            return False
        letters = any(char.isalpha() for char in piece)
        return letters and self.digits >= 2 and self.wordy < WORDY_MAX["credential"]


# Passwords that stand for one in an example (`curl -u user:pass`, `-u username:token`).
PLACEHOLDER_PASSWORDS = frozenset(("password", "passwd", "pass", "pwd", "token", "secret", "key",
                                   "apikey", "api_key", "test", "changeme", "yourpassword"))


def placeholder_password(user, password):
    """True for a password that stands for one: a word for a password, the user's own
    name again (`test:test`), one letter repeated (`yyy`), or a slot (`[PASSWORD]`)."""
    bare = password.strip("'\"")
    return (url_placeholder_password(user.strip("'\""), bare) or len(set(bare)) <= 1
            or bare[:1] in "[<{")


def url_placeholder_password(user, password):
    """placeholder_password for a URL's password, where [, < or { may start a real one
    and one character is no placeholder (postgres://app:P@ssw…: an @ left unescaped)."""
    bare = password.lower()
    unclosed = bare[:1] in "{<" and bare[-1:] not in "}>"  # {YKGs…: a password, no {slot}
    return (bare.strip("[]<>{}") in PLACEHOLDER_PASSWORDS or bare == user.lower()
            or len(set(bare)) <= 1 < len(bare) or _stands_in(password) and not unclosed)


def shape_verdict(name):
    """The test that asks Shape's verdict `name` ("key") of a value."""
    verdict = getattr(Shape, name)
    return lambda value: verdict(Shape(value))


def wordiness(text):
    """The share of `text` that reads as words: runs of three or more letters with a
    word's vowels and no four consonants in a row, with the capital before them."""
    words, start = 0, None
    for index, char in enumerate(text + " "):
        if char.islower() and start is not None:
            continue
        if start is not None and index - start >= 3 and _word_like(text[start:index].lower()):
            words += index - start
        start = index if char.isalpha() else None
    return words / max(len(text), 1)


def _word_like(run):
    vowels = sum(char in "aeiou" for char in run)
    cluster = longest = 0
    for char in run:
        cluster = 0 if char in "aeiou" else cluster + 1
        longest = max(longest, cluster)
    return vowels * 10 >= len(run) * 3 and longest <= 3


def _prose_words(value):
    """True for a value made of words that describe a password ('too short'), not one."""
    words = [word.lower().strip(".,;:!?") for word in value.split()]
    long_form = ("ed", "ing", "ly", "able", "ible")
    return bool(words) and all(word in PASSWORD_PROSE_WORDS
                               or len(word) >= 8 and word.endswith(long_form) for word in words)


# Redaction rules.  PERF: each rule names the literals without which its pattern cannot
# match (its gate): one of `anchors` and, when given, one of `requires`, tested with
# `in` on the lower-cased text, so the hot path imports `re` only when some rule could
# apply.  The gate and the pattern are built from the same literals (_either), and a
# test checks on every redaction case that a rule never matches what its gate refuses.
# A pattern's group "keep" (when present) is kept and the rest of the match replaced; a
# pattern with a group named value* replaces that group alone, unless _prose_words
# finds that it describes a password.

class SecretRule:
    """One redaction rule: a name, a regex, its gate, (for a rule whose group value*
    may hold a word as well as a secret) the test its value must pass, and its own
    examples: texts whose secret it redacts (`redacts`) and look-alikes that pass its
    gate and must stay whole (`keeps`).  RedactionTest runs every rule's examples and
    docs/redaction.md lists them (`redaction_rules_table`).  An example's secret is
    written as two string literals, so that a secret scanner reading this file (in a
    user's dotfiles) finds no token in it; the values are invented."""

    __slots__ = ("name", "pattern", "anchors", "requires", "regex", "accepts", "redacts",
                 "keeps")

    def __init__(self, name, pattern, anchors, requires=(), accepts=None, redacts=(),
                 keeps=()):
        self.name, self.pattern = name, pattern
        self.redacts, self.keeps = redacts, keeps
        self.anchors = tuple(dict.fromkeys(anchor.lower() for anchor in anchors))
        self.requires = tuple(dict.fromkeys(needed.lower() for needed in requires))
        self.regex = None
        if isinstance(accepts, str):  # a verdict of Shape, by its name ("key")
            accepts = shape_verdict(accepts)
        self.accepts = accepts or (lambda value: not (_prose_words(value) or _stands_in(value)))

    def may_match(self, lowered):
        """The gate: False when the pattern cannot match text whose lower case is `lowered`."""
        return any(anchor in lowered for anchor in self.anchors) and (
            not self.requires or any(needed in lowered for needed in self.requires))

    def compiled(self):
        if self.regex is None:
            self.regex = compiled_pattern(self.pattern)
        return self.regex

    def takes(self, group, value):
        """True when `value`, matched as the group `group`, is a secret to replace: not a
        value a rule before replaced, a word about a password, a variable in code
        (`password = confirm_password`) or a command whose output it is (`…`)."""
        return value != REDACTED and self.accepts(value) and not (
            group == "value_bare" and _code_variable(value)
            or group == "value_bq" and _command_output(value))

    def secret_in(self, text):
        """What this rule replaces in `text` (its value group, or the match after its
        keep group), or None."""
        if not self.may_match(text.lower()):
            return None
        for match in self.compiled().finditer(text):
            values = [(group, value) for group, value in match.groupdict().items()
                      if value is not None and group.startswith("value")]
            if values:
                if self.takes(*values[0]):
                    return values[0][1]
                continue
            return match.group(0)[len(match.groupdict().get("keep") or ""):]
        return None


ASCII_START = r"(?<![A-Za-z0-9_])"  # \b, but a CJK character next to a token is no letter
ASCII_END = r"(?![A-Za-z0-9_])"


# What _either escapes in a literal.  PERF: one str.translate a literal; the rules are
# built on every hook's start.
REGEX_ESCAPES = {ord(char): "\\" + char for char in ".^$*+?{}[]\\|()-#&~ "}


def _either(literals):
    """A regex alternation of literal strings, longest first (re.escape without `re`).
    PERF: escaped in one go, NUL between them (escaping each took half the rules' time)."""
    return "(?:%s)" % "\0".join(sorted(literals, key=len, reverse=True)).translate(
        REGEX_ESCAPES).replace("\0", "|")


def prefixed(name, prefixes, body, boundary=ASCII_START, redacts=(), keeps=()):
    """A token that starts with one of `prefixes` (its gate) and goes on as `body`, unless
    it reads as words (a method gho_loadMembersWithCompletion:, an image xoxo-gossip-girl)
    behind a short prefix: after six characters or more (`glpat-`, `github_pat_`) twenty
    random letters can read as words by chance.  Boundaries are ASCII: a token glued to
    Chinese or Japanese text (把AKIA…加到) is still one."""
    def random_enough(value):
        head = max((prefix for prefix in prefixes if value.lower().startswith(prefix.lower())),
                   key=len, default="")
        body = value[len(head):]
        if _placeholder(body.lower()) or _filler(body.lower(), KEY_MIN_CHARS, 0):
            return False  # ghp_xxxxxxxx…, sk_test_your_key_here, AKIAIOSFODNN7EXAMPLE
        if _word_identifier(body):
            return False  # words, not random: gloas-checking_Length-Is-exactly_64
        if len(head) >= 6:
            return True
        wordy = wordiness(body)
        return wordy <= WORDY_MAX["prefixed, with a digit"] and (
            wordy < WORDY_MAX["prefixed"] or any(char.isdigit() for char in body))

    return SecretRule(name, boundary + "(?P<value>" + _either(prefixes) + body + ")", prefixes,
                      accepts=random_enough, redacts=redacts, keeps=keeps)



# Words that name a secret in name=value and name: value (DB_PASSWORD=, "api_key": ...,
# SECRET_KEY=), as literals: the gate and the pattern share them.
SECRET_NAMES = ("password", "passwd", "pwd", "pass", "token", "secret", "api_key", "api-key", "sig",
                "signature", "passphrase", "mnemonic",
                "apikey", "access_key", "access-key", "accesskey", "private_key", "private-key",
                "privatekey", "credential", "credentials", "cookie", "session_id", "session-id",
                "sessionid")
ENV_SECRET_NAMES = ("PASSWORD", "PASSWD", "SECRET", "TOKEN", "API_KEY", "APIKEY", "PRIVATE_KEY",
                    "ACCESS_KEY", "PASS", "PWD", "CREDENTIALS")
# ... unless it is a cursor: pageToken=, pagination_token=, $skiptoken=, next_token=
NOT_SECRET_NAMES = ("page_token", "pagetoken", "page-token", "pagination_token", "paginationtoken",
                    "skiptoken", "skip_token", "next_token", "nexttoken", "continuation_token",
                    "continuationtoken", "sync_token", "synctoken")
# Names ending in `key` that name no secret: a database's keys, a cache's, a public one.
NOT_KEY_NAMES = ("public", "primary", "foreign", "partition", "sort", "cache", "idempoten",
                 "routing", "object", "i18n", "translation", "lookup", "dedup", "unique", "hash",
                 "range", "row_key", "rowkey", "group_key", "groupkey", "index_key", "indexkey",
                 "ssh", "gpg", "pgp", "host_key", "hostkey", "map_key", "mapkey", "dict_key",
                 "hotkey", "hot_key", "monkey", "turnkey", "sub_key", "subkey", "composite",
                 "natural", "surrogate")
# ... and the names a block's or an element's value may stand under and be no secret
NOT_BLOCK_NAMES = NOT_KEY_NAMES + NOT_SECRET_NAMES
NOT_ELEMENT_NAMES = NOT_BLOCK_NAMES + ("continuation",)
SET_NAMES = ("secret", "token", "api key", "key", "credential")
DIGEST_NAMES = ("checksum", "hash", "digest", "sha", "md5", "integrity", "etag")  # checksum_sig
NOT_SET_NAMES = ("shortcut", "toggle", "push-to-talk", "keyboard", "modifier", "hot", "row",
                 "group", "index", "host", "map", "sub")
NOT_SET_KEY_NAMES = NOT_KEY_NAMES + NOT_SET_NAMES  # "set the toggle key to Alt+F4"
LONG_NAME_WORDS = ("password", "passwd", "secret", "token", "api_key", "apikey", "private_key")
# The rest of one shell command up to an option, bounded: a line of many `curl` words
# would otherwise be scanned to its end from each of them (quadratic).  A line ended by
# a backslash goes on with the same command.
SAME_COMMAND = r"(?:[^|;&\n\\]|\\[^\n]|\\(?=\n)|(?<=\\)\n){0,400}?"
# An option's value: quoted, or a word of four characters or more.
OPTION_VALUE = r"(?:'(?P<value_sq>[^'\n]+)'|\"(?P<value_dq>[^\"\n]+)\"|(?P<value>[^\s\"'`]{4,}))"
# Where a name starts: at the start of its run of letters, digits, _ and - (not at each
# \b inside it: a name pattern tried at every one of a 100 KB run of a-a-a- is quadratic).
NAME_START = r"(?<![\w\-])"
# Names whose value may stand on the next line (YAML block, an XML element's text).
BLOCK_NAMES = SECRET_NAMES + ("key",)
CURSOR_PARAMETERS = tuple(name + "=" for name in NOT_SECRET_NAMES) + ("cursor=", "after=")
# A value that is no secret: a number, a call, or a source file (`issue_token: src/tokens.py:12`).
SOURCE_EXTENSIONS = ("py|js|ts|tsx|jsx|go|rs|java|kt|rb|php|c|h|cc|cpp|hpp|cs|swift|md|json"
                     "|ya?ml|toml|ini|cfg|txt|sh|html|css|sql|lock")
SOURCE_FILE_ENDINGS = tuple("." + ending
                            for ending in SOURCE_EXTENSIONS.replace("ya?ml", "yaml|yml").split("|"))
SECRET_VALUE = (r"(?!\[REDACTED\])(?!\d+\b)(?![\w.$:!?]{2,}\()(?![(\[{])"
                r"(?![\w.\-/]*\.(?:" + SOURCE_EXTENSIONS + r")(?::\d+)*(?![\w.]))"
                r"[^\s\"'`&,;](?:[^\s\"'`&,;]|;(?=[^\s;])){2,}")  # (a ; inside: @;J@aMl…)
# How a name is given its value: = : := => (Go's `var t string =`, PHP's 'k' => 'v'),
# PHP's .=, make's ::= and ?=,
# and the value: "…", """…""", '…', `…` or a bare word.
ASSIGNED = r"[\"']?(?:\s+string)?\s*(?:::=|:=|=>|\.=|\?=|[:=])\s*"
ASSIGNED_VALUE = (r"(?:\"(?:\"\")?(?P<value_dq>[^\"\n]{3,200})\"|'(?P<value_sq>[^'\n]{3,200})'"
                  r"|`(?P<value_bq>[^`\s][^`\n]{1,198}[^`\s])`|(?P<value_bare>" + SECRET_VALUE
                  + "))")
# Prose naming a secret: "password is", "the api key: ...", "secret was", 密码是; the name
# words are the gate, the verbs and colons what must follow them.
PROSE_NAMES = ("password", "passwd", "passphrase", "token", "api key", "secret", "密码",
               "口令", "令牌", "密钥")
PROSE_VERBS = ("is", "was", "是", "为", ":", "：")
PROSE_NAMED = (r"(?<![:/])(?:"  # (not a name inside an ARN: …:secret:prod/db)
               + "|".join((r"\b" if name.isascii() and name[0].isalpha() and name not in (
                   "password", "passwd", "passphrase") else "") + _either((name,))
                          for name in PROSE_NAMES)
               + r")\s*" + _either(PROSE_VERBS) + r"\s*")
# ... and the one word after it that may be the secret (not `code`, **bold** or punctuation).
PLAIN_SECRET_WORD = r"(?P<value>[^\s\"'`“”‘’，。,.;:!?()\[\]<>*]{4,})"
PLAIN_PASSWORD_NAMES = ("password", "passwd", "passphrase", "pwd", "pw")
PASSWORD_NAMES = PLAIN_PASSWORD_NAMES[:-1] + ("passcode", "contraseña", "senha", "mot de passe",
                                              "passwort", "пароль", "parola d'ordine")
CJK_SECRET_NAMES = ("密码", "口令", "令牌", "密钥")
# Words for a password or a key in the languages of PROMPT_LANGUAGES (the names in
# "the staging password for psql: ...", "La clé de l'API : ...", "Пароль от базы: ...").
CREDENTIAL_WORDS = (
    "password", "passwd", "passphrase", "pwd", "api key", "api-key", "apikey", "api token",
    "access key", "secret key", "private key", "license key", "auth key", "auth token",
    "secret", "token", "credentials", "credential",
    "contraseña", "clave", "secreto", "senha", "chave", "segredo", "mot de passe", "mdp",
    "clé", "jeton", "passwort", "kennwort", "schlüssel", "zugangsdaten", "пароль", "ключ",
    "токен", "секрет", "chiave", "segreto", "wachtwoord", "api-sleutel", "hasło", "klucz api",
    "klucz dostępu", "şifre", "şifresi", "parolası", "api anahtarı")
CREDENTIAL_OR_KEY_WORDS = CREDENTIAL_WORDS + ("key",)  # ... right before the value
CREDENTIAL_WORDS_CJK = ("パスワード", "暗証番号", "トークン", "キー", "シークレット", "비밀번호",
                        "암호", "토큰", "키", "密码", "口令", "令牌", "密钥")
# ... as whole words (a plural too): not the secret in secretsmanager
WHOLE_WORD = r"(?-i:s?(?![a-z]))"
# How a name that holds no secret ends, whatever words come before: an id, a name, a
# place, a size (credentialsId, kms_key_id, key_vault_name, access_token_url, key_length).
# Words in a name that say its value is a revision or a digest: no credential, unless a
# credential word is in the name too (password_hash).
REVISION_NAME_WORDS = frozenset(("rev", "srcrev", "revision", "commit", "sha", "sha1", "sha256",
                                 "sha512", "checksum", "digest", "etag", "integrity"))
# ... and words that say it is a public key, meant to be shared
PUBLIC_NAME_WORDS = frozenset(("public", "pub", "pubkey", "publickey", "publishable"))
PRIVATE_NAME_WORDS = frozenset(("private", "priv", "secret", "secrets", "password", "passwd",
                                "pwd", "token", "hmac", "salt", "signing"))
# ... words that name a secret besides the credential words (REVISION_HMAC, etag_salt)
SECRET_NAME_WORDS = frozenset(("hmac", "salt", "signing", "private", "priv", "seed"))
IDENTIFIER_NAME_ENDINGS = ("id", "ids", "name", "names", "url", "uri", "path", "file", "length",
                           "len", "size", "count", "type", "version", "prefix", "region", "arn")
# ... so a credential word is not the start of an identifier's name (CREDENTIALS_ID)
NOT_AN_ID = (r"(?!(?-i:[sS])?[_\-.]" + _either(IDENTIFIER_NAME_ENDINGS) + r"\b|(?-i:[sS]?"
             + _either(ending.capitalize() for ending in IDENTIFIER_NAME_ENDINGS) + r")\b)")
# What follows the name (and at most a few words about it) before the value.
CREDENTIAL_VERBS = (" is ", " was ", " es ", " é ", " è ", " est ", " ist ", " это ", " lautet ",
                    " vaut ", " sono ", " are ")
CREDENTIAL_MARKS = (":", "：", "=", "は", "는", "은", "是", "为", "—", "–")
PUBLIC_KEY_TYPES = ("ssh-", "ecdsa-sha2-", "sk-ssh-", "sk-ecdsa-")  # "clave pública: ssh-ed25519 …"
AUTH_HEADERS = ("authorization", "proxy-authorization", "x-api-key", "api-key")
CREDENTIAL_FLAGS = ("--password", "--passwd", "--token", "--secret", "--api-key",
                    "--apikey", "--key", "--auth-token", "--mnemonic", "--passphrase",
                    "--client-secret")
PASSWORD_CLIENTS = ("mysql", "mysqldump", "mariadb", "sshpass")
# Clients whose password option is another letter: `ldapsearch -w`, `redis-cli -a`.
PASSWORD_LETTERS = {"ldapsearch": "-w", "ldapmodify": "-w", "ldapadd": "-w", "ldapdelete": "-w",
                    "redis-cli": "-a", "ssh-keygen": "-N"}
KEYSTORE_FLAGS = ("-storepass", "-keypass", "-srcstorepass", "-deststorepass", "-srckeypass",
                  "-destkeypass")
USER_CLIENTS = ("curl", "wget", "http")
ORACLE_CLIENTS = ("sqlplus", "sqlldr", "expdp", "impdp", "rman", "dgmgrl", "sql")
SAMBA_CLIENTS = ("smbclient", "rpcclient", "smbcacls", "smbget", "smbmap", "netexec", "nxc",
                 "crackmapexec")

# The named fragments the long rules are built from.  docs/redaction.md outlines each
# rule longer than REGEX_OUTLINE_CHARS with them (a word list stands for its
# alternation, longest first); RedactionTest fails when an outline is still longer.
REGEX_OUTLINE_CHARS = 300
REGEX_FRAGMENTS = (
    ("NAME_START", "a name's first character: not inside a run of letters, digits, _ and -"),
    ("ASSIGNED", "how a name is given its value: `=`, `:`, `:=`, `=>`, a closing quote before"),
    ("ASSIGNED_VALUE", "the value given: double, triple, single or back quoted, or SECRET_VALUE"),
    ("SECRET_VALUE", "a bare value that is no number, call, source file or [REDACTED]"),
    ("WHOLE_WORD", "the end of a word (a plural s allowed): not the secret in secretsmanager"),
    ("NOT_AN_ID", "not followed by _id, .url, -name, ...: CREDENTIALS_ID names no credential"),
    ("SECRET_NAMES", "words that name a secret (password, token, api_key, …)"),
    ("NOT_SECRET_NAMES", "names with such a word that hold a cursor (page_token, next_token, …)"),
    ("NOT_KEY_NAMES", "names ending in key that name no secret (primary, cache, ssh, …)"),
    ("NOT_BLOCK_NAMES", "NOT_KEY_NAMES and NOT_SECRET_NAMES: no secret under these in a block"),
    ("NOT_ELEMENT_NAMES", "NOT_BLOCK_NAMES and continuation: no secret in these XML elements"),
    ("NOT_SET_KEY_NAMES", "keys that are set to a value and hold none (toggle, hot, shortcut, …)"),
    ("BLOCK_NAMES", "SECRET_NAMES and key: the names of a YAML block or an XML element"),
    ("DIGEST_NAMES", "names of a checksum, compared with a value that is no secret"),
    ("LONG_NAME_WORDS", "the words a longer name (my_password_for_ci) holds"),
    ("SET_NAMES", "what prose sets to a value: a secret, a token, a key"),
    ("CREDENTIAL_WORDS", "a password's or a key's name in the ten languages of prompts"),
    ("CREDENTIAL_OR_KEY_WORDS", "CREDENTIAL_WORDS and key, right before a value"),
    ("CREDENTIAL_WORDS_CJK", "the same in Chinese, Japanese and Korean"),
    ("CREDENTIAL_VERBS", "the verbs between such a name and its value (is, es, est, ist, …)"),
)

SECRET_RULES = (
    prefixed("private key", ("-----BEGIN",), r"[A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----(?!\s*-----END)"
             r"[\s\S]*?"
             r"(-----END[A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----|\Z)", boundary="",
             redacts=('-----BEGIN OPENSSH PRIVATE KEY' '-----\nb3BlbnNzaC1rZXktdjEAAAA\n',),
             keeps=('-----BEGIN OPENSSH PRIVATE KEY-----\n-----END OPENSSH PRIVATE KEY-----',
                    '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQx7Rk0p9vLm3nQ8sT2uW4yZ6'
                    'bC1dE5fG7hJ9kL0mN2oP\n-----END CERTIFICATE-----',)),
    prefixed("putty private key", ("PuTTY-User-Key-File-",),
             r"[\s\S]*?(?:Private-MAC:\s*[0-9a-fA-F]+|\Z)", boundary="",
             redacts=('PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPrivate-Lines: 1'
                      '\n'
                      'AAAAIJq8Lm3nQ4rS5tU6vW7xY8zA9bC0dE1fG2hJ\nPrivate-MAC: 4f1c2e9a8b7d6e5f',)),
    prefixed("twitter app bearer", ("AAAAAAAAAAAAAAAAAAAAA",), r"[A-Za-z0-9%]{30,}",
             redacts=('export TW=AAAAAAAAAAAAAAAAAAAAAQx7Rk0AAAAAp9%2FvLm3n'
                      'Q8sT2uW4yZ6bC1dE5fG7hJ9kL0mN2oP4qR6sT8uV0wX',)),
    prefixed("openai / anthropic", ("sk-",), r"(?:ant-|proj-|live-|test-)?[A-Za-z0-9_\-]{16,}",
             redacts=('key sk-ant-api03-HoYgJbRoLyP' 'mDoBnCdHbBfWvNk8412169098',),
             keeps=('run the task-runner sk-learn-pipeline docs',)),
    prefixed("stripe", ("sk_live_", "sk_test_", "rk_live_", "rk_test_", "pk_live_", "pk_test_"),
             r"[A-Za-z0-9]{10,}",
             redacts=('stripe sk_live_51H8x2K' 'Lm3nQp8rTv2WkYz',),
             keeps=('stripe_key: sk_live_your_key_here',)),
    prefixed("stripe webhook", ("whsec_",), r"[A-Za-z0-9]{16,}",
             redacts=('STRIPE_WEBHOOK_SECRET=whsec_Qx7Rk0p9v' 'Lm3nQ8sT2uW4yZ6',)),
    prefixed("github", ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"), r"[A-Za-z0-9]{20,}",
             redacts=('git clone https://ghp_A1b2C3d4E5f6G7h8'
                      'I9j0K1l2M3n4O5p6Q7r8@github.com/x/y',),
             keeps=('GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
                    '[gho_loadMembersWithCompletion:]',)),
    prefixed("github fine-grained", ("github_pat_",), r"[A-Za-z0-9_]{20,}",
             redacts=('GH=github_pat_11EDYEEWL44101995' '28_svhawgnoegghnuvuqvqinevyiu',)),
    prefixed("gitlab", ("glpat-",), r"[A-Za-z0-9_\-]{16,}(?:\.\d{2}\.[a-z0-9]{6,12})?",
             redacts=('gitlab glpat-SiRnZqY' 'yNx2607309193',)),
    # ... its other tokens: OAuth app secret, deploy, runner, CI build, pipeline trigger,
    # feed, service account, incoming mail, agent, and a runner's registration token
    prefixed("gitlab other tokens", ("gloas-", "gldt-", "glrt-", "glcbt-", "glptt-", "glft-",
                                     "glsoat-", "glimt-", "glagent-", "GR1348941"),
             r"[A-Za-z0-9_\-]{20,}",
             redacts=('export CI_JOB_TOKEN=glcbt-64_Qx7Rk0p9v' 'Lm3nQ8sT2uW4y',
                      'runner register --token GR1348941Qx7Rk0p9v' 'Lm3nQ8sT2uW4y')),
    prefixed("slack", ("xoxa-", "xoxb-", "xoxp-", "xoxo-", "xoxs-", "xoxr-", "xapp-"),
             r"[A-Za-z0-9\-]{10,}",
             redacts=('slack app xapp-1-A5415-52' '2406-vkqtdq3608',),
             keeps=('background: url(xoxo-gossip-girl-bg.png)',)),
    SecretRule("slack webhook", r"(?P<keep>" + _either(("hooks.slack.com/",))
               + r"(?:services|workflows|triggers)/)(?P<value>[A-Za-z0-9/_\-]{16,})",
               ("hooks.slack.com/",),
               redacts=('curl -X POST https://hooks.slack.com/services/T03AB'
                        'CD1E/B05FGH2IJ/Qx7Rk0p9vLm3nQ8sT2uW4yZ6',
                        'webhook: hooks.slack.com/services/T03ABCD1E/B05F' 'GH2IJ/Qx7Rk0p9vLm3')),
    prefixed("grafana", ("glsa_", "glc_"), r"[A-Za-z0-9_\-+/]{32,}={0,2}",
             redacts=('GRAFANA_SA_TOKEN=glsa_Qx7Rk0p9vLm3nQ8sT2uW4yZ6bC1dE5fG' '_7hJ9kL0m',)),
    prefixed("aws access key", ("AKIA", "ASIA", "AGPA", "AIDA", "AROA", "ABIA", "ACCA"),
             r"[0-9A-Z]{16}" + ASCII_END,
             redacts=('请把AKIAQWERTY' 'UIOPASDF23放进环境变量',),
             keeps=('AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE',)),
    prefixed("google api key", ("AIza",), r"[0-9A-Za-z_\-]{35}",
             redacts=('google AIzaSyU-5124164229n' 'dqbpuxfksseybvvfexsb',)),
    SecretRule("rancher token", r"\btoken-[a-z0-9]{5}" + _either((":",)) + r"[a-z0-9]{40,}",
               ("token-",), (":",),
               redacts=('export CATTLE_TOKEN=token-a1b2c:q8w2e7r4t9y1u6'
                        'i3o5p0a8s2d7f4g9h1j6k3l5z0',)),
    SecretRule("asana token", r"\b[12]" + _either(("/",))
               + r"\d{10,20}(?:/\d{10,20})?[:/][0-9a-f]{32}\b",
               ("/",), (":",),
               redacts=('grep -r 2/1204567890123456/120987654321098'
                        '7:0a1b2c3d4e5f60718293a4b5c6d7e8f9 .',)),
    prefixed("atlassian api token", ("ATATT3", "ATCTT3"), r"[A-Za-z0-9_\-=]{60,}",
             redacts=('JIRA_TOKEN=ATATT3xFfGF0Qx7Rk0p9vLm3nQ8sT2uW4yZ6b'
                      'C1dE5fG7hJ9kL0mN2oP4qR6sT8uV0wX2yZ4aB6',)),
    prefixed("alibaba access key", ("LTAI",), r"(?=[A-Za-z]*\d)[A-Za-z0-9]{12,20}" + ASCII_END,
             redacts=('aliyun configure --access-key-id LTAI5tQx7R' 'k0p9vLm3nQ',)),
    SecretRule("terraform cloud token", r"\b(?P<value>[A-Za-z0-9]{14}" + _either((".atlasv1.",))
               + r"[A-Za-z0-9_\-=]{40,})", (".atlasv1.",),
               accepts=lambda value: not _placeholder(value.lower()),
               redacts=('credentials app.terraform.io token Qx7Rk0p9vLm3nQ.atlasv1.8sT2uW4yZ6b'
                        'C1dE5fG7hJ9kL0mN2oP4qR6sT8uV0wX2yZ',)),
    prefixed("django secret key", ("django-insecure-",), r"[^\s'\"`]{20,}",
             redacts=("SECRET_KEY = 'django-insecure-q8#w2e" "7r4t9y1u6i3o5p0a8s2d7f4'",)),
    prefixed("braintree access token", ("access_token$production$", "access_token$sandbox$"),
             r"[A-Za-z0-9$]{20,}", boundary="",
             redacts=('gateway = access_token$production$q8w2e7r4'
                      't9y1u6i3$Qx7Rk0p9vLm3nQ8sT2uW4yZ6',)),
    prefixed("google oauth secret", ("GOCSPX-",), r"[A-Za-z0-9_\-]{20,}",
             redacts=('client GOCSPX-QcAaTgHd' 'LhLpAuQsSoJvTmYi',)),
    prefixed("google oauth token", ("ya29.",), r"[0-9A-Za-z_\-]{20,}",
             redacts=("curl -H 'X-Goog-Token: ya29.a0AfB_byQx7Rk0p"
                      "9vLm3nQ8sT2uW4yZ6bC1' https://www.googleapis.com",)),
    prefixed("npm", ("npm_",), r"[A-Za-z0-9]{36}",
             redacts=('npm_YvNeVfGsJrLwUyMa' 'ViZmPyEvNp9005201348 is the npm token',),
             keeps=('token: ${{ secrets.NPM_TOKEN }}',)),
    prefixed("pypi", ("pypi-",), r"[A-Za-z0-9_\-]{50,}",
             redacts=('twine upload -p pypi-AgEIcHlwaS5vcmcCJDQ4ZjNhYmM5LT'
                      'JlN2QtNGQ4Zi04YjljLTFhMmIzYzRkNWU2Zg dist/*',)),
    prefixed("hugging face", ("hf_", "api_org_"), r"[A-Za-z0-9]{30,}",
             redacts=('hf_UeAoSmHmLfDrLbX' 'mJiLkYiLcKn00125117 huggingface',)),
    prefixed("sendgrid", ("SG.",), r"[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}",
             redacts=('SENDGRID_API_KEY=SG.Qx7Rk0p9vLm3nQ8sT2uW4y.Z6bC1dE'
                      '5fG7hJ9kL0mN2oP4qR6sT8uV0wX2yZ4aB6',)),
    prefixed("digitalocean", ("dop_v1_", "doo_v1_"), r"[a-f0-9]{64}",
             redacts=('doctl auth init -t dop_v1_3a7bd3e2360a3d29eea436fcfb7e'
                      '44c735d117c42d1c1835420b6b9942dd4f1b',)),
    prefixed("shopify", ("shpat_", "shpss_"), r"[a-fA-F0-9]{32}",
             redacts=('X-Shopify-Access-Token: shpat_3a7bd3e2360a3' 'd29eea436fcfb7e44c7',)),
    # (a token may carry one behind its own prefix and an underscore: ghs_12345_eyJ…)
    prefixed("jwt", ("eyJ",), r"[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}",
             boundary=r"(?<![A-Za-z0-9])",
             redacts=('jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwI'
                      'n0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
                      'ghs_4821_eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiI0ODIxIn0.SflKxwRJSMeKKF2QT4fw'
                      'pMeJf36POk6yJV_adQssw5c'),
             keeps=('the next cursor is eyJwYWdlIjozLCJhZnRlciI6IjIwMjQtMDEtMDEifQ',)),
    SecretRule("telegram bot", r"(?<![0-9])[0-9]{8,10}" + _either((":AA",))
               + r"[A-Za-z0-9_\-]{33}(?![A-Za-z0-9_\-])", (":AA",),
               redacts=('curl https://api.telegram.org/bot1234567890:AAHdqTcvCH1v'
                        'GWJxfSeofSAs0K5PALDsaw1/getMe',)),
    # a webhook's URL: its path is the secret (Slack, Discord, Teams, Zapier, any /hooks/)
    SecretRule("webhook url", r"(?i)(?P<keep>https?" + _either(("://",))
               + r"[^/\s]*(?:hook|discord)[^/\s]*/(?:[^\s/?#]+/)*?(?:webhooks?|webhookb2|hooks"
               r"|catch|services|workflows|triggers)/)(?!\[REDACTED\])[^\s\"'<>()]+", ("://",),
               ("hook", "discord"),
               redacts=('curl -d @msg.json https://discord.com/api/webhooks/118765432109876543'
                        '2/Qx7Rk0p9' 'vLm3nQ8sT2uW4yZ6bC1dE5fG7hJ9',),
               keeps=('https://dashboard.stripe.com/test/webhooks/we_1OaBcD2eZvKYlo2C',)),
    # ... on another host, after a webhook folder (Teams' outlook.office.com/webhookb2/…),
    # when ids follow it (not a page about webhooks)
    SecretRule("webhook path", r"(?i)(?P<keep>https?" + _either(("://",)) + r"[^/\s]+/"
               r"(?:[^\s/?#]+/)*?" + _either(("webhooks/", "webhook/", "webhookb2/"))
               + r")(?P<value>[^\s\"'<>()]+)", ("://",), ("webhook",),
               accepts=lambda value: any(len(part) >= 20 and Shape(part).key()
                                         for part in value.replace("@", "/").split("/")),
               redacts=('POST https://acme.webhook.office.com/webhookb2/0f1e2d3c-4b5a-6978-8a9'
                        'b-0c1d2e3f4a5b@1a2b3c4d-5e6f-7081-92a3-'
                        'b4c5d6e7f809/IncomingWebhook/Qx7Rk0p9vLm3nQ8sT2uW4yZ6bC1dE5fG',),
               keeps=('https://dashboard.stripe.com/test/webhooks/we_1OaBcD2eZvKYlo2C',)),
    # a private key's DER in base64 without its PEM lines: an RSA, DSA or PKCS#8 key
    # (MIIEowIBAAK…, MIIEvQIBADAN…), an EC one (MHcCAQEE…, MIGHAgEA…), Ed25519 (MC4CAQAw…)
    SecretRule("private key body", r"(?<![A-Za-z0-9+/])"
               r"(?:MII[A-Za-z0-9+/]{3}IBA[AD]|MIG[A-Za-z0-9+/]AgE[AB]|MHcCAQEE|MC4CAQAw)"
               r"[A-Za-z0-9+/=]{24,}(?:[ \t]*\r?\n[ \t]*[A-Za-z0-9+/=]{16,})*"
               # ... and a short last line
               r"(?:[ \t]*\r?\n[ \t]*(?=[A-Za-z=]*[0-9+/])"
               r"[A-Za-z0-9+/=]{4,15}(?![A-Za-z0-9+/=]))?", ("MII", "MIG", "MHcCAQEE", "MC4CAQAw"),
               redacts=('here is the deploy key body MIIEpAIBAAKCAQEApTyGJMuHbEL31IeL'
                        '2HPcHyGcFRl1SPnXNYvMIHa/2o76umfX',)),
    # a value on the line after its name: YAML's `api_token: |` and <apiToken>\n …\n</apiToken>
    SecretRule("named block value", r"(?i)(?P<keep>" + NAME_START + r"(?![\w\-]*"
               + _either(NOT_BLOCK_NAMES) + r")[\w\-]*" + _either(BLOCK_NAMES)
               + r"[\"']?\s*:\s*[|>][-+]?\s+)(?P<value>[^\s]{6,})", BLOCK_NAMES,
               ("|", ">"), accepts=lambda value: not _stands_in(value) and (
                   Shape(value.rstrip(".,;:!?")).password() or Shape(value).key()),
               redacts=('sentry_token: |\n  q7w2e9r4' 't1y8u3i6',),
               keeps=('password: !vault |',)),
    SecretRule("named element", r"(?i)<(?!key>)(?![\w\-.:]*" + _either(NOT_ELEMENT_NAMES)
               + r")(?P<tag>[\w\-.:]*"
               + _either(BLOCK_NAMES)
               + r")>\s*(?P<value>[^<\s]{6,})\s*</(?P=tag)>", BLOCK_NAMES, ("</",),
               accepts=lambda value: not _stands_in(value) and (
                   Shape(value).password() or Shape(value).key()),
               redacts=('<mailgunApiKey>\n    k9d8s7a6' 'f5g4h3j2\n</mailgunApiKey>',),
               keeps=('<key>api.example2.com</key>',)),
    # Bundler's credentials for a gem server: BUNDLE_GEMS__EXAMPLE__COM=user:pass and
    # `bundle config set --global gems.example.com user:pass`
    SecretRule("bundler credentials", r"(?P<keep>\bBUNDLE_(?:[A-Z0-9\-]+__)+[A-Z0-9]+\s*[:=]"
               r"\s*['\"]?)(?P<value>[^\s'\"]+)", ("bundle_",), ("__",), accepts="pair",
               redacts=('export BUNDLE_GEMS__ACME__IO=ci:9f' '8e7d6c',
                        'export BUNDLE_GEMS__CONTRIBSYS__COM = "cafe' 'babe:deadbeef"',
                        'BUNDLE_GEMS__CONTRIBSYS__COM: "cafe' 'babe:deadbeef"'),
               keeps=('BUNDLE_BUILD__PG=--with-pg-config=/usr/pgsql-16/bin/pg_config',)),
    SecretRule("bundler config credentials", r"(?P<keep>\bbundle\s+config\s+(?:set\s+)?"
               r"(?:--\w+\s+)*(?!build\.)[\w\-]+(?:\.[\w\-]+)+\s+)(?P<value>[^\s'\"]+)",
               ("bundle",), ("config",), accepts="pair",
               redacts=('bundle config set --global gems.acme.io ci:9f' '8e7d6c',),
               keeps=('bundle config set --local path vendor/bundle',)),
    # a seed phrase or passphrase of plain words: "seed phrase …: aisle allow addict …"
    SecretRule("word phrase", r"(?i)\b" + _either(("passphrase", "seed phrase", "mnemonic",
                                                   "recovery phrase", "secret phrase"))
               + r"(?:[^:\n(]{0,40}?[:=(]\s*(?P<value_said>(?:[a-z]{3,} ){3,23}[a-z]{3,})"
               r"|\s+(?P<value_joined>[a-z]{3,}(?:-[a-z]{3,}){3,}))",
               ("passphrase", "seed phrase", "mnemonic", "recovery phrase",
                               "secret phrase"), accepts=lambda value: not _prose_words(value),
               redacts=("the wallet's seed phrase: tumble quarry vivid" ' oxygen marsh ladder',)),
    # scheme://user:password@host (the user may be empty) and scheme://token@host; not a
    # template or placeholder (`user:${PASSWORD}@`, `YOUR_USER:YOUR_PASSWORD@`) nor a
    # password that is its user's name (`postgres:postgres@localhost`: a default)
    SecretRule("url password", r"(?P<keep>\b[a-zA-Z][a-zA-Z0-9+.\-]*" + _either(("://",))
               + r"(?P<user>[^\s:/@'\"]*):)(?P<value>(?!(?P=user)@)[^\s@/'\"]+)(?=@)",
               ("://",), ("@",), accepts=lambda value: not url_placeholder_password("", value),
               redacts=('redis-cli -u redis://:Redis' 'Pw987@cache:6379',
                        'DATABASE_URL=postgres://app:s3cr' 'etPw@db:5432/app'),
               keeps=('mysql://user:${PASSWORD}@example.com:3306/db',
                      'mongodb://$(DB_USER):$(DB_PASS)@$(DB_HOST)/app',
                      'https://YOUR_USERNAME:YOUR_PASSWORD@api.service.com',
                      'postgres://postgres:postgres@localhost:5432/app',
                      'mysql://app:secret@localhost:3306/app', 'https://ci:1111@nexus.local/')),
    SecretRule("url token", r"(?P<keep>" + _either(("://",))
               + r")(?P<value>[A-Za-z0-9_\-]{20,})(?=(?::[^\s@/'\"]*)?@)", ("://",), ("@",),
               accepts=lambda value: Shape(value).run(strict=False) or Shape(value).key(),
               keeps=('postgresql://analytics_readonly_user:@db.internal:5432/app',),
               redacts=('git push https://0123456789abcde' 'fghijABCDEFGHIJ@github.com/x/y',
                        '"resolved": "git+https://111da111qqqq309bqq5621599'
                        '52c2c2a11111a1:x-oauth-basic@github.com/x/y.git"')),
    SecretRule("auth header", r"(?i)(?P<keep>\b" + _either(AUTH_HEADERS)
               + r"\s*[:=]\s*(?:(?:bearer|basic|token)\s+)?)(?P<value>[^\s'\",;]+)", AUTH_HEADERS,
               (":", "="), accepts=lambda value: not _stands_in(value),
               redacts=("curl -H 'Authorization: Bearer a7k2m" "9q4x1' https://api.example.com",),
               keeps=('Authorization: Bearer <your-token>',)),
    SecretRule("bearer", r"(?i)(?P<keep>\b" + _either(("bearer",))
               + r"\s+)(?P<value>[A-Za-z0-9_\-.~+/]{8,}=*[^\s'\"`,;)\]}>]*)", ("bearer",),
               accepts=lambda value: not _stands_in(value) and (
                   len(value) >= 12 or Shape(value).password()),
               redacts=("curl -H 'Authorization: Bearer a7k2m" "9q4x1' https://api.example.com",),
               keeps=('$token = $request->bearerToken();',)),
    # name=value and name: value where the name ends in a word for a secret; not
    # max_tokens=4096, tokenizer = ..., pwd = os.getcwd() or auth.py: ...
    SecretRule("named value", r"(?i)(?P<keep>(?<!:)(?<!\$\{)" + NAME_START + r"(?![\w\-]*"
               + _either(NOT_SECRET_NAMES)
               + r")[\w\-]*" + _either(SECRET_NAMES)
               + r"(?:[_\-]?(?:key|value|str|string))?" + ASSIGNED + r")" + ASSIGNED_VALUE,
               SECRET_NAMES,
               ("=", ":"), accepts=lambda value: not _stands_in(value) and (
                   " " not in value or not _prose_words(value)) and not _placeholder_url(value),
               redacts=('api_key: "mykey"',),
               keeps=('token := <-tokens', 'export DB_PASSWORD=`cat /run/secrets/db_password`',
                      'DB_CREDENTIALS="postgres://app:app@localhost:5432/app"',
                      'max_tokens=4096',)),
    # ... compared with one (`if db_pass == "…"`), when the value is random
    SecretRule("compared value", r"(?i)(?P<keep>" + NAME_START + r"(?![\w\-]*" + _either(
        DIGEST_NAMES) + r")[\w\-]*" + _either(SECRET_NAMES)
               + r"[\"']?\s*[!=]==?\s*)" + ASSIGNED_VALUE, SECRET_NAMES, ("==", "!="),
               accepts=lambda value: Shape(value).key() or _symbol_password(value),
               redacts=("if db_pass != 'Xk9!m" "P2$vLq':",
                        'if (secret == "q{{w}e)r$' '{t]y(u[i>-_$#p}}")'),
               keeps=('if password == confirm_password:', 'if password == "password":',
                      '[[ $PWD == */node_modules/* ]]', 'if token == "(?:\\d+)":')),
    # ... a name that goes on by a letter or two (secrete, secreto, tokens), when the value
    # reads as a password
    SecretRule("named value, inflected name", r"(?i)(?P<keep>" + NAME_START + r"[\w\-]*"
               + _either(LONG_NAME_WORDS) + r"(?!ids?\b)[a-z]{1,2}" + ASSIGNED + r")"
               + ASSIGNED_VALUE,
               LONG_NAME_WORDS, ("=", ":"),
               accepts=_password_value,
               redacts=('secreto = "Q,.:-¨@*¿7!"',),
               keeps=('tokens = 4096', 'secretary = "Ana Lima"', 'secretId: "cc1-prod-01"',
                      'tokens = tokens[1:512]')),
    # ... and a longer name (my_password_for_stuff = …), when the value is random
    SecretRule("named value, longer name", r"(?i)(?P<keep>" + NAME_START + r"[\w\-]*"
               + _either(LONG_NAME_WORDS)
               + r"(?:_[a-z0-9]+){1,3}" + ASSIGNED + r")" + ASSIGNED_VALUE, LONG_NAME_WORDS,
               ("=", ":"), accepts="key",
               redacts=('weather_password_for_ci = Xq7#Lm' '2@Vp9!',
                        'private_key_base64 = "Qx7Rk0p9vLm3nQ8sT2uW4yZ6bC1dE5f'
                        'G7hJ9kL0mN2oP4qR6=="'),
               keeps=('token := <-tokens', 'private_key_path = "/home/ana/.ssh/id_ed25519"')),
    SecretRule("named key", r"(?i)(?P<keep>" + NAME_START + r"(?![\w\-]*" + _either(NOT_KEY_NAMES)
               + r")[\w\-]*" + _either(("key", "appid")) + ASSIGNED + r")" + ASSIGNED_VALUE,
               ("key", "appid"), ("=", ":"), accepts=lambda value: Shape(value).key() and not (
                   _word_identifier(value)),
               redacts=('service_key = "p9#Lq2!' 'vRw^7Zt"',),
               keeps=('key: Ctrl+Shift+K', "schemaKey = 'ORDER_Line_Index_v2'")),
    SecretRule("value of a named password", r"(?i)(?P<keep>(?<![\w.\-])[\w.\-]*" + _either(
        ("passw",)) + r"[\w.\-]*\b[\s\S]{0,120}?\b" + _either(("value",))
               + r"[\"']?\s*[:=]\s*[\"'])(?P<value>[^\s\"'<]{4,}?)(?=[\"'])",
               ("passw",), ("value",),
               accepts=lambda value: not (_prose_words(value) or _stands_in(value)
                                          or value.startswith(("/", "./", "~/"))),
               redacts=('<add key="ClearTextPassword" value="TestSource' 'Password" />',),
               keeps=("ValueError: password is 'too short'",
                      '<add key="ClearTextPassword" value="%NUGET_PASSWORD%" />',
                      '<add key="ClearTextPassword" value="%FeedPassword%" />',
                      '- name: POSTGRES_PASSWORD_FILE\n  value: "/run/secrets/db_password"',
                      'passwordless login is on; default value: enabled')),
    SecretRule("value of a named credential", r"(?i)(?P<keep>(?<![\w.\-])[\w.\-]*" + _either(
        ("token", "secret", "passw", "api_key", "apikey", "private_key")) + r"[\w.\-]*\b"
        r"[\s\S]{0,120}?\b" + _either(("value",)) + r"[\"']?\s*[:=>]\s*[\"']?)"
        r"(?P<value>[^\s\"'<]{6,}?)(?=\)?(?:[\s\"'<]|$))",
               ("token", "secret", "passw", "api_key", "apikey", "private_key"), ("value",),
               accepts=_password_value,
               redacts=('<add key="ClearTextPassword" value="}q4W#' 'z9Lp{2" />',),
               keeps=("ValueError: password is 'too short'",)),
    # an environment variable set in a shell or a .env file: DJANGO_SECRET_KEY=x_x#b!-p(1&t…
    # (upper case: not a URL's query, where & ends the value)
    SecretRule("environment assignment", r"(?P<keep>\b[A-Z][A-Z0-9_]*" + _either(ENV_SECRET_NAMES)
               + r"[A-Z0-9_]*=)(?P<value>'[^'\n]{3,}'|\"[^\"\n]{3,}\"|[^\s'\"`]{3,})",
               ENV_SECRET_NAMES, ("=",), accepts=lambda value: not _stands_in(value)
               and not value.strip("'\"").startswith(("/", "./", "~/"))
               and not _placeholder_url(value),
               redacts=('POSTGRES_PASSWORD=super' 'secret',),
               keeps=('POSTGRES_PASSWORD_FILE=/run/secrets/pg_pass',  # _FILE=/run/secrets/…
                      'MONGO_CREDENTIALS="mongodb://mongo:mongo@localhost:27017/app"')),
    SecretRule("credential option", r"(?P<keep>" + _either(CREDENTIAL_FLAGS)
               + r"[ =](?=\S))(?!\d+\b)(?!\[REDACTED\])(?:'[^'\n]+'|\"[^\"\n]+\"|[^\s\"']+)",
               CREDENTIAL_FLAGS,
               redacts=('mysql --password=hunter' '2secret -u root',)),
    SecretRule("password letter", r"(?P<keep>\b" + _either(PASSWORD_LETTERS) + r"\b"
               + SAME_COMMAND + r"\s"
               + _either(sorted(set(PASSWORD_LETTERS.values())))
               + r"\s+)(?!\[REDACTED\])(?:'[^'\n]+'"
               r"|\"[^\"\n]+\"|[^\s\"']+)", tuple(PASSWORD_LETTERS),
               tuple(sorted(set(PASSWORD_LETTERS.values()))),
               redacts=('ldapsearch -x -D cn=admin,dc=corp -w Wq8zL' 'p3Xk9 -b dc=corp',)),
    # `gh secret set NAME --body X`, `az keyvault secret set … --value X`: the secret
    SecretRule("secret body", r"(?P<keep>\bsecret\s+set\b" + SAME_COMMAND + r"--(?:body|value)[ =])"
               + OPTION_VALUE, ("secret",), ("--body", "--value"),
               accepts=lambda value: not _stands_in(value),
               redacts=('az keyvault secret set --vault-name kv --name db --value Lp9zQ'
                        '2wX7v',),
               keeps=('az keyvault secret set --vault-name kv --name db --value "$DB_PASS"',)),
    # ... and AWS's `ssm put-parameter --type SecureString … --value X`
    SecretRule("secure parameter", r"(?P<keep>\bput-parameter\b(?=" + SAME_COMMAND
               + r"SecureString)"
               + SAME_COMMAND + r"--value[ =])" + OPTION_VALUE, ("put-parameter",),
               ("securestring",), accepts=lambda value: not _stands_in(value),
               redacts=("aws ssm put-parameter --name /app/db --type SecureString --value 'Qz7"
                        '#' "kL2p' --overwrite",),
               keeps=('aws ssm put-parameter --name /x --type SecureString --value "$FEATURE_V'
                      'ALUE"',)),
    SecretRule("password option", r"(?P<keep>\b" + _either(PASSWORD_CLIENTS)
               + r"\b" + SAME_COMMAND + r"\s-p\s*)(?!\[REDACTED\])"
               r"(?:'[^'\n]+'|\"[^\"\n]+\"|[^\s\"']+)",
               PASSWORD_CLIENTS, ("-p",),
               redacts=('mysql -uroot -pTopSe' 'cret99 app',)),
    SecretRule("keystore password", r"(?P<keep>\s" + _either(KEYSTORE_FLAGS)
               + r"[ =])(?!\[REDACTED\])(?:'[^'\n]+'|\"[^\"\n]+\"|[^\s\"']+)", KEYSTORE_FLAGS,
               redacts=('keytool -importkeystore -srckeystore a.p12 -srcstorepass Wq8zL'
                        'p3Xk9 -destkeystore b.jks',)),
    # Oracle's user/password@host (sqlplus scott/tiger@db, jdbc:oracle:thin:scott/tiger@db)
    SecretRule("oracle connect string", r"(?P<keep>(?:\b" + _either(ORACLE_CLIENTS)
               + r"\b" + SAME_COMMAND + r"[\s'\"]|" + _either(("jdbc:oracle:",))
               + r"[a-z]+:)[\w$#]+/)"
               r"(?P<value>[^\s/@'\"]+)(?=@)", ORACLE_CLIENTS + ("jdbc:oracle:",), ("@",),
               redacts=('sqlplus app_user/Gr4ni' 'te-Owl@orapdb.corp:1521/SALES',)),
    # Samba's -U user%password
    SecretRule("samba user option", r"(?P<keep>\s-U\s*['\"]?[^\s%'\"/]+%)(?P<value>'[^'\n]+'"
               r"|\"[^\"\n]+\"|[^\s'\"]+)", SAMBA_CLIENTS, ("%",),
               redacts=("smbclient //fs01/share -U svc_backup%'Wq8!" "zLp3' -c ls",)),
    SecretRule("piped passphrase", r"(?P<keep>\becho\s+)(?:'[^'\n]+'|\"[^\"\n]+\")"
               r"(?=\s*\|\s*gpg\b)", ("gpg",), ("echo",),
               redacts=("echo 'Wq8zL" "p3Xk9' | gpg --batch --passphrase-fd 0 -d backup.gpg",)),
    SecretRule("user option", r"(?P<keep>\b" + _either(USER_CLIENTS)
               + r"\b" + SAME_COMMAND + r"(?:\s-u\s*|--user(?:\s+|=))(?P<quote>['\"])?"
               r"[^\s:'\"]*:(?(quote)(?:(?!(?P=quote))['\"])?|['\"]?))"
               r"(?P<value>(?(quote)[^'\"\n]+|[^\s'\"]+))",
               USER_CLIENTS, ("-u", "--user"),
               accepts=lambda value: not placeholder_password("", value),
               redacts=('curl -u admin:CurlPa' 'ssw0rd https://api.x.io',
                        "curl -X POST \\\n  -u developer:yqDVtk" "qPECriaLRi https://x.io",
                        "curl --user kevin:'pRf7vG2h" "1L8nQkW9' -iX PATCH"),
               keeps=('curl -u username:token https://api.x.io', "curl -i -u 'test:test'",
                      'curl --user neo4j:[PASSWORD] http://[IP]:7474/',
                      'curl -u ":" http://localhost:9200/_cat/indices')),
    # prose: "my password is X", 密码是 X (the value needs a digit or some length)
    SecretRule("prose secret", r"(?i)(?P<keep>" + PROSE_NAMED + r"[\"'“]?)"
               r"(?!\[REDACTED\])(?P<value>(?=[^\s\"'”，。,]*\d)[^\s\"'”，。,]{4,}"
               r"|[^\s\"'”，。,]{12,})", PROSE_NAMES, PROSE_VERBS,
               redacts=('数据库密码是 Mima' '12345',),
               keeps=('密码是必填的',)),
    # ... a quoted value whatever it holds: the password is 'sunshine', "correct horse
    # battery" (also when a rule above redacted its first word), not 'too short'
    SecretRule("prose quoted secret", r"(?i)" + PROSE_NAMED + r"(?::\s*)?"
               r"(?:\"(?P<value_dq>[^\"\n]{3,100})\"|'(?P<value_sq>[^'\n]{3,100})'"
               r"|“(?P<value_cq>[^”\n]{3,100})”)", PROSE_NAMES, PROSE_VERBS,
               redacts=('password: "Kx9!00' '0000pQ"',),
               keeps=("ValueError: password is 'too short'",)),
    # ... and a plain word: my password is letmein, the password for staging is now
    # letmein, password was reset to letmein, set the admin password to letmein.
    SecretRule("prose password", r"(?i)\b" + _either(PLAIN_PASSWORD_NAMES)
               + r"(?:\s+for(?:\s+[^\s,.;:]{1,40}){1,4}?)?\s+(?:is|was)(?:\s*:\s*|\s+)"
               r"(?:(?:now|still|just|currently|(?:re)?set\s+to|changed\s+to)\s+)?\**"
               + PLAIN_SECRET_WORD, PLAIN_PASSWORD_NAMES, ("is", "was"),
               redacts=('pwd is letmein',),
               keeps=('password is too short',)),
    SecretRule("prose password set",
               r"(?i)\b(?:set|change|reset|update)\s+(?:(?:the|my|our|your|its|his|her|their)\s+)?"
               r"(?:[\w\-]+\s+)?" + _either(("password", "passphrase")) + r"\s+to\s+"
               + PLAIN_SECRET_WORD, ("password", "passphrase"), ("to",),
               redacts=('set the admin password to letmein',),
               keeps=('password is too short',)),
    # ... a variable named for a secret, said to hold a value: a warning's "DISCORD_TOKEN
    # is set to '4007…'", "api_key was now 'q8v2…'"
    SecretRule("named setting in prose", r"(?i)(?P<keep>" + NAME_START + r"[\w.\-]{0,40}"
               + _either(SECRET_NAMES) + r"[\w\-]{0,40}\s+(?:is|was)\s+(?:set\s+to|now)\s+"
               r"[\"'`])(?P<value>[^\s\"'`,;]{4,})(?=[\"'`])", SECRET_NAMES,
               (" set to ", " now "),
               accepts=lambda value: not _stands_in(value) and (
                   Shape(value).password() or Shape(value).key() or Shape(value).long_key()
                   or len(value) >= 12 and not value.islower()),
               redacts=("warning: CURL_TOKEN is set to 'yqDVtkqPE" "CriaLRi' but",),
               keeps=('the token is set to expire in 30 days', 'TOKEN is set to ${TOKEN}',
                      'The session token is now Authorization-bound.')),
    # ... a key or a token set in some place to a value that looks like one: "set the
    # DEPLOY_TOKEN secret in CI to q8v2…", "rotate the api key for billing to …"
    SecretRule("prose credential set",
               r"(?i)\b(?:set|change|reset|update|rotate)\s+(?:(?:the|my|our|your|its)\s+)?"
               r"(?![\w\-\s]{0,40}?\b" + _either(NOT_SET_KEY_NAMES) + r"\s+key)"
               r"(?:[\w\-]+\s+){0,2}" + _either(SET_NAMES) + r"s?(?:\s+(?:in|for|on|of)\s+"
               r"[\w\-.]+){0,2}\s+to[ \t\n\r\x0b\x0c]+[\"'`]?(?P<value>[^\s\"'`,;]{6,})", SET_NAMES,
               ("to ", "to\t", "to\n", "to\r", "to\x0b", "to\x0c"),
               accepts=lambda value: Shape(value.rstrip(".!?")).password() or Shape(value).key(),
               redacts=('set the BILLING_TOKEN secret in GitHub to q8w2e7' 'r4t9y1',),
               keeps=('Set the toggle key to Alt+F4',)),
    # ... any language: a name for a credential, a few words about it ("de staging para
    # psql", "if you need metrics"), then a value that looks random (see Shape.password)
    SecretRule("prose credential",
               r"(?i)(?<![:/])(?:\b" + _either(CREDENTIAL_WORDS) + WHOLE_WORD + NOT_AN_ID + "|"
               + _either(CREDENTIAL_WORDS_CJK) + r")(?:[^\n.!?。:：=—–]|\.(?=\S)){0,80}?"
               r"(?:\s*[:：=—–]\s*|" + _either(CREDENTIAL_VERBS)
               + r"\s*|\s*" + _either(("は", "는", "은", "是", "为")) + r"\s*)[\"'“«]?"
               r"(?P<value>[^\s\"'`”»,;，。、]{5,99}[^\s\"'`”»,;，。、.!?:)])",
               CREDENTIAL_WORDS + CREDENTIAL_WORDS_CJK, CREDENTIAL_VERBS + CREDENTIAL_MARKS,
               accepts=lambda value: (Shape(value).password() or Shape(value).word_chain())
               and not _stands_in(value) and not value.startswith(PUBLIC_KEY_TYPES),
               redacts=('La contraseña de la base de datos de pruebas: Kx9#m' 'Q2vLp',),
               keeps=('the api key: see settings.py', 'CREDENTIALS_ID = "K8S_CRED"',
                      "credentialsId: 'ff083f76-7804-4ef1-80e4-fe975bb9141b'")),
    # ... or right after its name, when it cannot be a word: "com o secret q9V2r+Xb7…"
    SecretRule("prose credential, no separator",
               r"(?i)(?:\b" + _either(CREDENTIAL_OR_KEY_WORDS) + "|"
               + _either(CREDENTIAL_WORDS_CJK) + r")[ \t\n]+[\"'“«]?(?![(\[<])"
               r"(?P<value>(?:[^\s\"'`”»,;，。、]"
               r"|[,;](?=[^\s\"'`”»]))" r"{7,199}[^\s\"'`”»,;，。、.!?:)])",
               CREDENTIAL_OR_KEY_WORDS + CREDENTIAL_WORDS_CJK, (" ", "\t", "\n"),
               accepts="key_after_word",
               redacts=('the staging credential k2m9x' '7q4z1 stopped working',),
               keeps=('비밀번호: 최소 8자',)),
    # ... a password right after its name, however weak: a user gives a test login
    # ("user a@b.com and password test1234 try logging in"): letters and digits, or a
    # symbol; not a word ("password reset", "password field", "password v2")
    SecretRule("password, no separator",
               r"(?i)\b" + _either(PASSWORD_NAMES) + r"[ \t]+[\"'“«]?(?P<value>"
               r"(?=[^\s\"'`”»,;，。]*[0-9!@#$%^&*+=~])(?=[^\s\"'`”»,;，。]*[A-Za-z])"
               r"[^\s\"'`”»,;，。]{5,99}[^\s\"'`”»,;，。.!?:)])", PASSWORD_NAMES, (" ", "\t"),
               accepts=lambda value: not _stands_in(value) and "/" not in value
               and not value.lower().startswith(("v", "sha", "md5", "bcrypt", "argon", "http")),
               redacts=('user test1234@test.com and password test12' '34 try logging in',
                        'login as admin with pwd hunt3r' '22',
                        'el usuario demo, contraseña Demo#' '2024'),
               keeps=('the password field is required', 'password reset flow is broken',
                      'password v2 migration', 'password sha256 hashes', 'password bcrypt12 rounds',
                      'password min 8 characters')),
    # ... 密码是 abcdef: letters, digits and symbols after a Chinese name for a secret
    SecretRule("prose secret (zh)", _either(CJK_SECRET_NAMES)
               + r"\s*(?:(?:就是|是|为|改成|改为)\s*(?:[:：]\s*)?|[:：]\s*)"
               r"(?P<value>[A-Za-z0-9_@#$%^&*!+=~\-]{4,})", CJK_SECRET_NAMES,
               redacts=('密码改成hello',),
               keeps=('密码是必填的',)),
)


# -- token families: what no rule names, by its shape -----------------------------------
# Most tokens share a shape: a vendor prefix (`dckr_pat_`, `sgp_`, `PMAK-`, `AGE-SECRET-
# KEY-1`) and 20 or more random letters and digits, or just a long random run.  The scan
# is str methods only (no `re` on the hot path): a word of 16 characters or more is cut
# at quotes and separators and each piece judged by its length, its character classes
# and how much of it reads as words.  A long random run needs a word for a credential
# before it unless it is random beyond doubt; hex runs (hashes, SHAs) always need one.

TOKEN_CUTS = "\"'`=,;()[]{}<>|\\@&"
NOT_SECRET_PREFIXES = ("sha1-", "sha256-", "sha384-", "sha512-", "sha1:", "sha256:", "sha512:",
                       "md5:", "data:", "http:", "https:", "file:", "git@", "www.",
                       "http%3a", "https%3a",  # a URL in a query: redirect_uri=https%3A%2F…
                       "h1:", "zh:", "sha384:", "blake2b:", "blake3:",  # go.sum, .terraform.lock
                       "arn:")  # an AWS resource's name
# Ids of API objects, not keys: Stripe's, OpenAI's and Anthropic's (pi_3PA1b2…, msg_01…).
OBJECT_ID_PREFIXES = ("acct_", "ch_", "cus_", "evt_", "in_", "pi_", "pm_", "price_", "prod_",
                      "seti_", "sub_", "txn_", "asst_", "thread_", "msg_", "run_", "batch_",
                      "chatcmpl-", "toolu_", "req_", "file-", "file_")
# Files a random-looking piece may name: vendor.b4f8c2e1d9a7.chunk.js, app.3f9a1c.css.map
ASSET_ENDINGS = SOURCE_FILE_ENDINGS + (".map", ".mjs", ".cjs", ".woff", ".woff2", ".ttf",
                                       ".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".ico",
                                       ".gz", ".zip", ".tgz", ".whl", ".jar", ".wasm")
# Base64 that says what it holds: data (gzip, images, PDF, zip) is never a credential;
# JSON and PEM are one when they hold one (see _encoded_secret).
BASE64_DATA_MAGIC = ("H4sI", "iVBORw0KGgo", "/9j/", "R0lGOD", "JVBERi0", "UEsDB", "UklGR")
BASE64_SHOWN_MAGIC = ("eyJ", "LS0tLS1")  # {"  and -----
# An SSH public key's blob (ssh-ed25519 AAAAC3NzaC1lZDI1NTE5…): public, not a secret.
SSH_PUBLIC_BLOBS = ("AAAAC3NzaC1lZDI1NTE5", "AAAAB3NzaC1yc2E", "AAAAB3NzaC1kc3M",
                    "AAAAE2VjZHNhLXNoYTItbmlzdHA", "AAAAGnNrLXNzaC1lZDI1NTE5",
                    "AAAAInNrLWVjZHNhLXNoYTItbmlzdHAyNTZAb3BlbnNzaC5jb20")
# Words that make the long random run after them a credential (in 60 characters).
CONTEXT_WORDS = ("key", "token", "secret", "passw", "pwd", "auth", "credential", "bearer",
                 "dsn", "private", " -p", "--pass", " -u ", "akia", "asia", "signing", "webhook",
                 "cookie", "session", "creds", "cred", " sid") + CREDENTIAL_WORDS \
    + CREDENTIAL_WORDS_CJK
NOT_CONTEXT_WORDS = ("base64", "checksum", "digest", "integrity", "continuation")
# ... and words about git or a hash, as whole words ("shared", "digit" are none), which
# say so of a hex value of a hash's length only: `sbp_4e8f…` next to "don't commit it"
# names no hash, nor does a 32-hex API key next to "commit"
GIT_CONTEXT_WORDS = frozenset(("commit", "commits", "committed", "cherry", "revert", "rebase",
                               "checkout", "git", "sha"))
HASH_CONTEXT_WORDS = frozenset(("sha", "sha1", "sha256", "sha512", "md5", "hash", "hashes",
                                "fingerprint", "gpg", "checksum", "digest"))
GIT_SHA_LENGTHS = frozenset(range(7, 13)) | {40, 64}  # abbreviated or whole
HASH_LENGTHS = frozenset((8, 16, 32, 40, 64, 96, 128))  # gpg key ids; md5, sha1, sha2
NOT_RANDOM_CONTEXT = ("base64", "integrity", "checksum", "digest")  # data, not a credential
# ... and for a short one, a word that names it
PASSWORD_WORDS = ("passw", "pwd", "secret", "token", "credential", "creds") + CREDENTIAL_WORDS


def _prefix_splits(piece):
    """The bodies after each vendor prefix `piece` may have: up to four short parts
    before `_`, `-`, `.`, `:` or `~` (`dckr_pat_`, `sq0atp-`, `atlasv1.`, `oauth:`,
    `AGE-SECRET-KEY-1`, Azure's `T9k7Q~`)."""
    position, parts, bodies = 0, 0, []
    while parts < 4:
        cut = min([found for found in (piece.find(mark, position) for mark in "_-.:~")
                   if found >= 0] or [-1])
        if cut < 0 or cut - position > 12 or not piece[position:cut].isalnum():
            break
        position, parts = cut + 1, parts + 1
        bodies.append(piece[position:])
    return bodies


def _is_jwt(piece):
    """Three base64url parts (the last empty when unsigned), the first two JSON."""
    parts = piece.split(".")
    return (len(parts) == 3 and parts[0].startswith("ey") and parts[1].startswith("ey")
            and len(parts[0]) >= 10 and len(parts[1]) >= 10
            and all(part.replace("-", "").replace("_", "").isalnum() for part in parts if part))


def family_tokens(text):
    """The tokens in `text` that look like credentials by their shape (see above)."""
    found = []
    for word in text.split():
        if len(word) < 8:
            continue
        if "${" in word:
            continue  # a shell parameter's default or message: ${2:?missing token}
        if not word.isascii():  # a token glued to Chinese text: 把AKIA…加到, 校验和是 <sha>，
            word = "".join(char if char.isascii() else " " for char in word)
        # What is asked of the word is asked once, and a piece it repeats is judged once:
        # a 1 MB word of repeats stays linear.
        in_url, assigned, judged = "://" in word, word.lower() if "=" in word else "", set()
        for piece in word.translate(TOKEN_CUT_TABLE).split():
            piece = piece.strip(":").rstrip(".?!") if not _is_jwt(piece) else piece
            if piece in judged:
                continue
            judged.add(piece)
            if (len(piece) < 8 or piece.lower().startswith(NOT_SECRET_PREFIXES)
                    or REDACTED[1:-1] in piece or _version_like(piece)
                    or _placeholder(piece.lower()) or _filler(piece.lower())
                    or piece.startswith(OBJECT_ID_PREFIXES + SSH_PUBLIC_BLOBS + BASE64_DATA_MAGIC)
                    or piece.lower().endswith(ASSET_ENDINGS) or _tagged_digest(piece)
                    or _word_identifier(piece)
                    or _encoded_words(piece) and not _context(text, piece, CONTEXT_WORDS)
                    or JWT_IO_SIGNATURE in piece):
                continue
            shown = _encoded_secret(piece) if piece.startswith(BASE64_SHOWN_MAGIC) else None
            if shown is not None:
                if shown:
                    found.append(piece)
                continue
            if assigned and any(name + piece.lower() in assigned for name in CURSOR_PARAMETERS):
                continue  # a cursor: pagination_token=7140dibdnow9c7btw…
            if len(piece) < 16:  # a password in passing: "use 4FNAW5K%rjOfH@A as the VPN password"
                if not in_url and Shape(piece).short_password() and _named_password(text, piece):
                    found.append(piece)
                continue
            if _is_jwt(piece):
                found.append(piece)
                continue
            if "/" in piece and ("." in piece.rsplit("/", 1)[-1] or wordiness(
                    piece.replace("/", " ")) >= WORDY_MAX["mixed key"]) and not any(
                        Shape(part).run(strict=True) for part in piece.split("/")):
                continue  # a path (not base64 that holds a "/")
            named = _generated_name(piece)
            if not named and any(Shape(body.strip("_-")).run(strict=False)
                                 for body in _prefix_splits(piece)):
                found.append(piece)
            elif (not named and Shape(piece).run(strict=True) and not _padded(word, piece)
                  and not _context(text, piece, NOT_RANDOM_CONTEXT)):
                found.append(_with_tail(word, piece))  # (padded base64 is data, not a token)
            elif (_context(text, piece, CONTEXT_WORDS) and Shape(piece).credential()
                  and not _context(text, piece, NOT_CONTEXT_WORDS)
                  and not _named_hash(text, piece)
                  and not _named_as_identifier(text, piece)):
                found.append(piece)
    return found


TOKEN_CUT_TABLE = {ord(char): " " for char in TOKEN_CUTS}


def _tagged_digest(piece):
    """True for a piece that holds a hash after its algorithm's name: a package manager's
    pnpm@10.4.1+sha512.0a31…, a lock file's …-sha256:9f3c…"""
    lowered = piece.lower()
    for algorithm in DIGEST_ALGORITHMS:
        at = lowered.find(algorithm)
        if at >= 0 and lowered[at + len(algorithm):at + len(algorithm) + 1] in (".", ":", "-", "="):
            digest = lowered[at + len(algorithm) + 1:]
            if len(digest) >= 32 and all(char in "0123456789abcdef" for char in digest):
                return True
    return False


def _word_identifier(value):
    """True for a name made of words, short numbers and short letters between `_ - . :`
    (DOC_Vector_5_32, struct_X509_pubkey_st, id-Gost28147-89-None-KeyMeshing, a build's
    api:rc0.15.0_20231217_1420-SNAPSHOT): a symbol or a version, not a key's random run,
    whose parts are neither words nor numbers."""
    parts = value.translate(IDENTIFIER_CUT_TABLE).split()
    if len(parts) < IDENTIFIER_MIN_PARTS:
        return False
    words = 0
    for part in parts:
        head = part.rstrip("0123456789")
        if len(part) - len(head) > IDENTIFIER_NUMBER_DIGITS or (head and not head.isalpha()):
            return False
        if len(head) <= 3:
            # DOC counts half a word (and VE, KO by chance as often); id, st, rc0, X509 none
            words += 0.5 * (len(head) == 3 and head.isupper() and _name_word(head))
            continue
        if not _name_word(head):
            return False
        words += 1  # Vector, KeyMeshing, SNAPSHOT
    return words >= IDENTIFIER_MIN_WORDS


def _name_word(letters):
    """True for letters a person writes in a name: lower case, Capitalised, CAPITALS or
    camelCase words, each with a vowel and no five consonants in a row (struct, Gost,
    KeyMeshing, DOC), not a random run of mixed case (RkNuEcBt, xQzvWk)."""
    for word in _camel_spaced(letters).split():
        lowered = word.lower()
        if not (word.islower() or word.isupper() or word[1:].islower()) or not any(
                vowel in lowered for vowel in "aeiouy"):
            return False
        consonants = 0
        for char in lowered:
            consonants = 0 if char in "aeiouy" else consonants + 1
            if consonants > NAME_WORD_CONSONANTS:
                return False
    return True


NAME_WORD_CONSONANTS = 4  # in a row at most, as in Length


IDENTIFIER_CUT_TABLE = {ord(char): " " for char in "_-.:"}
IDENTIFIER_MIN_PARTS = 3
IDENTIFIER_MIN_WORDS = 3
IDENTIFIER_NUMBER_DIGITS = 8  # a date (20231217) or a build number, no longer


def _encoded_words(piece):
    """True for base64 of plain words, a vendor's prefix before it or not (c3VwZXIgc2Vj…:
    "super secret value"): text, not a key's random bytes.  Not a user:password pair."""
    import binascii
    for body in dict.fromkeys((piece, piece.rsplit("-", 1)[-1])):
        if len(body) < ENCODED_WORDS_MIN_CHARS or not body.rstrip("=").isalnum():
            continue
        try:
            text = binascii.a2b_base64(body + "=" * (-len(body) % 4)).decode("ascii")
        except (binascii.Error, ValueError):
            continue
        spaced = text.replace("_", " ").replace(".", " ").replace("-", " ")
        if (len(spaced.split()) >= ENCODED_WORDS_MIN and text.isprintable() and ":" not in text
                and wordiness(spaced) >= ENCODED_WORDINESS
                and not any(word in text.lower() for word in CONTEXT_WORDS)):
            return True
    return False


ENCODED_WORDS_MIN_CHARS = 16   # base64 this long at least ...
ENCODED_WORDS_MIN = 3          # ... of three words or more ...
ENCODED_WORDINESS = 0.4        # ... that read as words (a random key's bytes never do)


DIGEST_ALGORITHMS = ("sha1", "sha256", "sha384", "sha512", "md5", "blake2b", "blake3")


def _padded(word, piece):
    """True when `piece` ends in base64 padding in `word` (data: an image, a digest),
    not when more of a token follows the `=` (Adyen's AQE…kI=-i1t7…)."""
    at = word.find(piece + "=")
    rest = word[at + len(piece):].lstrip("=") if at >= 0 else "x"
    return not rest or not (rest[0].isalnum() or rest[0] in "-_+/")


def _with_tail(word, piece):
    """`piece` and what goes on after an `=` inside it (Adyen's AQE…kI=-i1t7.nvnY…)."""
    at = word.find(piece + "=")
    if at < 0:
        return piece
    end = at + len(piece)
    while end < len(word) and (word[end] == "=" or word[end] not in TOKEN_CUTS + " "):
        end += 1
    return word[at:end]


def _generated_name(piece):
    """A name of short lower-case parts with words in it, such as a pod's
    (cert-manager-webhook-6b4f8c9d7-qz8vn): no token, unless a UUID is in it (pat-na1-
    7b9fc3c5-214d-4a62-bf19-1cf4da006d0e)."""
    parts = piece.split("-")
    hexes = sum(len(part) >= 4 and all(char in "0123456789abcdef" for char in part)
                for part in parts)
    return (len(parts) >= 3 and piece == piece.lower() and hexes < 3
            and all(len(part) <= 12 for part in parts)
            and any(len(part) >= 3 and part.isalpha() for part in parts))


def _encoded_secret(piece):
    """For base64 that is PEM or JSON and nothing else: True when it holds a credential
    (a kubeconfig's client-key-data, {"UserID":…,"Password":…}, {"k":"<random>",…}),
    False for data (a certificate, a cursor such as {"offset":200}); None when it is
    more than that (a signed token: JSON, then a signature)."""
    import binascii
    body = piece.replace("-", "+").replace("_", "/")
    body = body[:len(body) - 1] if len(body) % 4 == 1 else body + "=" * (-len(body) % 4)
    try:
        decoded = binascii.a2b_base64(body)
    except (binascii.Error, ValueError):
        return None
    if decoded.startswith(b"-----"):
        return b"PRIVATE KEY" in decoded
    text = decoded.decode("utf-8", "replace").rstrip()
    if not text.endswith("}") or "\ufffd" in text:
        return None
    return any(word in text.lower() for word in ("pass", "secret", "token", "key\"", "credential",
                                                 "auth")) or bool(family_tokens(text))


def _without_public_blocks(text):
    """`text` with its certificates and public keys (-----BEGIN CERTIFICATE----- …
    -----END CERTIFICATE-----) blanked: their lines look random and are public."""
    start = text.find("-----BEGIN ")
    while start >= 0:
        header_end = text.find("-----", start + 11)
        if header_end < 0:
            break
        label = text[start + 11:header_end]
        end = text.find("-----END " + label + "-----", header_end)
        if "PRIVATE" in label or "\n" in label:
            start = text.find("-----BEGIN ", header_end)
            continue
        end = len(text) if end < 0 else end + len(label) + 14  # (a block cut at a cap)
        text = text[:start] + " " * (end - start) + text[end:]
        start = text.find("-----BEGIN ", end)
    return text


def _named_password(text, piece):
    """True when a word for a password names `piece`: the name it is assigned to
    (`DB_PASS=…`, not `CXX=clang++-18` beside a `TOKEN=`), else the words next to it."""
    start = text.find(piece)
    before = text[max(start - 40, 0):start]
    if before.rstrip("\"' ").endswith(("=", ":")):
        name = before.rstrip("\"' =:").split()[-1:] or [""]
        return any(word in name[0].lower() for word in PASSWORD_WORDS)
    around = before[-25:] + " " + text[start + len(piece):start + len(piece) + 25]
    return any(word in around.lower() for word in PASSWORD_WORDS)


def _camel_spaced(name):
    """`name` with a space before each capital that follows a small letter (apiKey)."""
    return "".join(" " + char if char.isupper() and index and name[index - 1].islower()
                   else char for index, char in enumerate(name))


def _name_words(name):
    """The words of a name, lower-cased: snake_case, kebab-case, dotted or camelCase."""
    return set(_camel_spaced(name).lower().replace("-", " ").replace("_", " ")
               .replace(".", " ").split())


def _name_ending(name):
    """The last word of a name: snake_case, kebab-case, dotted or camelCase."""
    last = name.replace("-", "_").replace(".", "_").strip("_\"'$@").split("_")[-1]
    for index in range(len(last) - 1, 0, -1):  # camelCase: from its last capital on
        if last[index].isupper() and last[index - 1].islower():
            return last[index:].lower()
    return last.lower()


def _name_before(text, piece):
    """The name `piece` is assigned to in `text` (NAME=piece, "name": "piece",
    <Name>piece</Name>), or None."""
    start = text.find(piece)
    before = text[max(start - 60, 0):start].rstrip("\"'` ")
    if before.endswith(("=", ":")):
        return (before.rstrip("=: \"'").split() or [""])[-1]
    opening = before.rfind("<")  # <UserSecretsId>79a3edd0-…</UserSecretsId>
    if opening < 0 or not before.endswith(">"):
        return None
    return before[opening + 1:-1]


def _named_as_identifier(text, piece):
    """True when `piece` is assigned to a name that says it is a name, a place or a
    size, or is a UUID named as an id (`credentialsId: 'ff083f76-…'`, `"kms_key_id":
    "555ea4a3-…"`; not a service account's private_key_id, 40 hex digits)."""
    name = _name_before(text, piece)
    if name is None:
        return False
    words = _name_words(name)
    start = text.find(piece)
    end = text.find("\n", start)
    said = text[start:end if end >= 0 else len(text)].lower()  # its line after it: # secret
    if not any(word in said for word in CONTEXT_WORDS):
        if words & REVISION_NAME_WORDS and not words & (CREDENTIAL_NAME_PARTS | SECRET_NAME_WORDS):
            return True  # SRCREV_moby = "43fc…", commit_sha: 9f3c…, bundleChecksum: …
        if words & PUBLIC_NAME_WORDS and not words & PRIVATE_NAME_WORDS:
            return True  # DOTENV_PUBLIC_KEY="037c…", vapidPublicKey: "BNc…", pub_key = …
    ending = _name_ending(name)
    if ending in ("id", "ids"):
        return _is_uuid(piece)
    return ending in IDENTIFIER_NAME_ENDINGS


def _is_uuid(piece):
    parts = piece.split("-")
    return [len(part) for part in parts] == [8, 4, 4, 4, 12] and all(
        char in HEX_DIGITS for part in parts for char in part)


def _version_like(piece):
    """v1.2.3, 1.27.3-alpine, Go's v0.0.0-20240514102231-3f2a9c1d7e4b (not Cloudflare's
    v1.0-<24 hex>-<146 hex>); a date or a time, 2024-05-14T10:22:31Z."""
    head = piece[1:] if piece[:1] in "vV" else piece
    number = head.split(".", 1)[0]
    if head[:4].isdigit() and head[4:5] in ("-", "") and head[5:7].isdigit() or (
            head[:8].isdigit() and head[:2] in ("19", "20") and "01" <= head[4:6] <= "12"
            and head[8:9] in ("T", "t", "")):
        return True  # 2024-05-14..., 20240514T102231Z
    return number.isdigit() and "." in head and all(len(part) <= 14 for part in head.split("-"))


def _named_hash(text, piece):
    """True for a hex value of a hash's length that a word near it calls one: `git
    checkout 9f3c2a1b`, "the sha256 is …", a key's fingerprint `ab:cd:…`."""
    digits = piece.replace(":", "")
    if not digits or not all(char in "0123456789abcdefABCDEF" for char in digits):
        return False
    words = set(_around(text, piece).translate(_NOT_A_WORD).split())
    return bool(len(digits) in GIT_SHA_LENGTHS and words & GIT_CONTEXT_WORDS
                or len(digits) in HASH_LENGTHS and words & HASH_CONTEXT_WORDS)


_NOT_A_WORD = str.maketrans({chr(code): " " for code in range(128) if not chr(code).isalnum()})


def _around(text, piece):
    """The 60 characters each side of `piece` in `text`, in lower case."""
    start = text.find(piece)
    end = start + len(piece)
    return (text[max(start - 60, 0):start] + " " + text[end:end + 60]).lower()


def _context(text, piece, words):
    """True when one of `words` stands in the 60 characters around `piece` ("the token
    is X", "use X as the API key")."""
    around = _around(text, piece)
    return any(word in around for word in words)


SECRET_ANCHORS = tuple(sorted({anchor for rule in SECRET_RULES for anchor in rule.anchors}))


def redact(text):
    """Return (text with every secret replaced by [REDACTED], number of redactions).
    A secret found once goes wherever else it stands in the text too (an error
    message that repeats the password= it was given)."""
    text, count, _secrets = _redacted(text)
    return text, count


def redact_as_in(summary, whole):
    """`summary`, a shortened `whole` (a command's summary), with the secrets found in
    `whole` redacted: the words that show a value is a secret (MYSQL_PASSWORD in
    `echo X | gh secret set MYSQL_PASSWORD`) may be the ones the summary left out,
    and a word of it may be a line of a key found whole.  PERF: `whole` is read as far
    as a summary of it can reach (SHELL_SCAN_CHARS)."""
    secrets = _redacted(_window(whole, SHELL_SCAN_CHARS, folds=False))[2]
    for secret in secrets:
        summary = summary.replace(secret, REDACTED)
    for word in summary.split():
        if len(word) >= 8 and any(word in secret for secret in secrets):
            summary = summary.replace(word, REDACTED)
    return redact(summary)[0]


_redaction_memo = {}
_redaction_memo_size = [0]      # characters of the texts in it
REDACTION_MEMO_CHARS = 1 << 22  # remembered at most; the memo is emptied when it is full
REDACTION_MEMO_TEXT = 1 << 15   # a longer text is not remembered (a command's window fits)


def _redacted(text):
    """(the redacted text, the number of redactions, the secrets found).  PERF: a text
    is read once per process: the same one comes back as a field, its record and its
    summary (a transcript's replay redacts each about six times)."""
    if not text:
        return text, 0, []
    if len(text) >= REDACTED_HEAD_CHARS and any(head.startswith(text) for head in _redacted_heads):
        return text, 0, []  # the head of a text redacted already: its fields, cut from it
    if len(text) > REDACTION_MEMO_TEXT:
        return _remember_head(_redacted_now(text))
    known = _redaction_memo.get(text)
    if known is None:
        if _redaction_memo_size[0] + len(text) > REDACTION_MEMO_CHARS:
            _redaction_memo.clear()
            _redaction_memo_size[0] = 0
        redacted, count, secrets = _remember_head(_redacted_now(text))
        known = _redaction_memo[text] = (redacted, count, tuple(secrets))
        _redaction_memo_size[0] += len(text)
    return known[0], known[1], list(known[2])


# PERF: a hook cuts several fields from one long text (a prompt's request, its preview,
# its sentences): each a head of the text once redacted, which holds no secret the rules
# would find, so it is not read again.  The newest few such texts are kept.
_redacted_heads = []
REDACTED_HEAD_CHARS = 2048  # a shorter text is redacted again (cheap, and memoised)
REDACTED_HEADS = 4


def _remember_head(result):
    if len(result[0]) >= REDACTED_HEAD_CHARS:
        _redacted_heads.insert(0, result[0])
        del _redacted_heads[REDACTED_HEADS:]
    return result


def _redacted_now(text):
    text, count, secrets = _redact_rules(text)
    if len(text) >= 16:
        for token in family_tokens(_without_public_blocks(text) if "-----BEGIN " in text
                                   else text):
            if token in text:
                text = text.replace(token, REDACTED)
                secrets.append(token)
                count += 1
    for secret in secrets:
        if len(secret) >= 8 and secret in text:
            text = text.replace(secret, REDACTED)
    return text, count, secrets


def rules_for(lowered):
    """The rules whose gate lets `lowered` through (as SecretRule.may_match).  PERF: each
    anchor is looked for once, not once per rule: most texts hold none."""
    present = {anchor for anchor in SECRET_ANCHORS if anchor in lowered}
    if not present:
        return []
    return [rule for rule in SECRET_RULES if present.intersection(rule.anchors) and (
        not rule.requires or any(needed in lowered for needed in rule.requires))]


def _redact_rules(text):
    """The named rules (SECRET_RULES), each under its gate."""
    rules = rules_for(text.lower())
    if not rules:
        return text, 0, []
    redactions, secrets = [], []

    def replace(match, rule):
        # A rule either names its secret (a group value*: only that is replaced, and
        # not when it is a word about a password) or replaces all after its "keep".
        groups = match.groupdict()
        named = [name for name in groups if name.startswith("value") and groups[name] is not None]
        value = named[0] if named else None
        if value is None:
            redactions.append(1)
            secrets.append(match.group(0)[len(groups.get("keep") or ""):].strip("'\""))
            return (groups.get("keep") or "") + REDACTED
        secret = groups[value]
        if not rule.takes(value, secret):
            return match.group(0)
        if not secret.startswith(REDACTED):  # not a value a rule above began to redact
            redactions.append(1)
            secrets.append(secret)
        start, end = match.start(value) - match.start(), match.end(value) - match.start()
        return match.group(0)[:start] + REDACTED + match.group(0)[end:]

    for rule in rules:
        # NOTE: the gates were tested on the text as it came; a rule redacts the text as
        # the rules before it left it, which only ever lost secrets, never gained anchors.
        text = rule.compiled().sub(lambda match: replace(match, rule), text)
    return text, len(redactions), [secret for secret in secrets if REDACTED not in secret]


def scrub(value, limit=STORED_TEXT_CAP):
    """Plain data made safe to store: every string (dict keys too) cleaned of
    characters XML and SQLite reject, redacted, and no longer than `limit` (the
    extractors cap their fields far below it: this bounds what one forgot).  A
    snapshot, whose budget bounds it and which a cut would break, passes None."""
    if isinstance(value, str):
        return redact(clean_text(value) if limit is None else head_of(value, limit))[0]
    if isinstance(value, dict):
        return {clean_text(key): scrub(member, limit) for key, member in value.items()}
    if isinstance(value, (list, tuple)):
        return [scrub(member, limit) for member in value]
    return value


def cap(value, limit=FIELD_CAP):
    """Clean `value`, redact it, and keep at most `limit` characters, marking a cut
    with '…'.  Redaction comes first: a secret cut in half would escape the patterns."""
    text = redact(clean_text(_window(value, limit)).strip())[0]
    if len(text) > limit:
        head = text[: limit - 1].rstrip()
        if redact(head + "…")[0] != head + "…":
            # the cut left a fragment that reads as a secret once its context is gone
            # (`password = pro…`): end before it, or storing it would redact it again
            head = head.rsplit(None, 1)[0] if " " in head else head
        text = head + "…"
    return text


def head_of(text, limit):
    """`text` cleaned, or its head when longer than `limit`, redacted before the cut (a
    secret across the cut would escape the rules and leave its head on disk) and after
    the window (see _window), so a 10 MB path costs what a 24 KB one does."""
    text = clean_text(_window(text, limit, folds=False))
    return text if len(text) <= limit else redact(text)[0][:limit]


def one_line(value, limit=FIELD_CAP):
    """Like cap(), with every run of white space folded into one space: after the
    redaction too, since some secrets are known by their lines (a YAML block's value)."""
    return cap(" ".join(redact(clean_text(_window(value, limit)))[0].split()), limit)


def kept_lines(value, limit=FIELD_CAP):
    """Like one_line(), but a line break stays one (blank lines and the white space
    inside a line folded): a request's lines say where its list entries and pasted
    lines end, which its sentences alone do not (see text_parts).  Shown folded."""
    text = redact(clean_text(_window(value, limit)))[0]
    lines = (" ".join(line.split()) for line in text.splitlines())
    return cap("\n".join(line for line in lines if line), limit)


# ---------------------------------------------------------------------------
# Paths (hot path)
# ---------------------------------------------------------------------------

def home_dir(env):
    return env.get("HOME") or os.path.expanduser("~")


def data_dir(env):
    """Where ctxmode keeps its data: $CTXMODE_HOME, else `ctxmode/` in the config
    directory of the agent running the hook."""
    if env.get("CTXMODE_HOME"):
        return os.path.abspath(env["CTXMODE_HOME"])
    return os.path.join(os.path.abspath(adapter_for(env).home(env)), "ctxmode")


def is_absolute(path):
    """An absolute path, of this system or of Windows (`C:/x`, from a transcript written
    there and replayed here)."""
    return os.path.isabs(path) or (path[1:3] in (":/", ":\\") and path[:1].isalpha())


def project_root(env, cwd=None):
    """The canonical project root: $CLAUDE_PROJECT_DIR, else the repository holding
    `cwd` (a worktree's `.git` file counts, so a worktree is its own project), else
    `cwd` itself."""
    explicit = env.get("CLAUDE_PROJECT_DIR")
    if explicit:  # (a Windows one: a transcript written there, replayed here)
        return explicit if not os.path.isabs(explicit) and is_absolute(explicit) else (
            os.path.realpath(explicit))
    start = os.path.realpath(cwd or os.getcwd())
    return enclosing_repository(env, start) or start


def enclosing_repository(env, start):
    """The nearest directory from `start` up that holds `.git`, or None.  Not $HOME
    for a folder below it (a home directory under git holds dotfiles, not the
    project), nor at or above a $GIT_CEILING_DIRECTORIES entry, as git itself."""
    if not os.path.isabs(start):
        return None  # a session of another machine (a Windows one), replayed here
    home = os.path.realpath(home_dir(env))
    ceilings = {os.path.realpath(path)
                for path in (env.get("GIT_CEILING_DIRECTORIES") or "").split(":") if path}
    here = start
    while not os.path.exists(os.path.join(here, ".git")):
        parent = os.path.dirname(here)
        if parent == here or parent == home or parent in ceilings:
            return None
        here = parent
    return here


def _sha256_hex(text):
    # PERF: the builtin sha256 (_sha256 in Python 3.9-3.11, _sha2 from 3.12 on) skips
    # the OpenSSL load that `import hashlib` pays on every hook (0.36 bare starts in
    # `bench`); hashlib only where neither is built in.
    try:
        from _sha256 import sha256
    except ImportError:
        try:
            from _sha2 import sha256
        except ImportError:
            from hashlib import sha256
    return sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def project_key(root):
    """The file name stem of a project's database: a hash of its canonical root."""
    return _sha256_hex(root)[:16]


def sessions_dir(env):
    return os.path.join(data_dir(env), "sessions")


def ensure_private_dir(path):
    """Create `path` (and parents) as 0700 and refuse one that is not safely ours."""
    os.makedirs(path, mode=0o700, exist_ok=True)
    info = os.lstat(path)
    import stat
    if stat.S_ISLNK(info.st_mode) or not stat.S_ISDIR(info.st_mode):
        raise CtxmodeError("%s is not a plain directory; refusing to use it" % path)
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        raise CtxmodeError("%s belongs to another user; refusing to use it" % path)
    if info.st_mode & 0o002:
        # Anyone could have put files (or symlinks) in it: nothing in it can be trusted.
        raise CtxmodeError("%s is world-writable; refusing to use it" % path)
    if info.st_mode & 0o077:
        os.chmod(path, 0o700)


# ---------------------------------------------------------------------------
# Log
# ---------------------------------------------------------------------------

def fallback_log_dir(env):
    """Where the log goes when the data directory itself is refused."""
    return os.path.join(env.get("XDG_STATE_HOME")
                        or os.path.join(home_dir(env), ".local", "state"), "ctxmode")


def log(env, message, redacted=True):
    """Append one line to ctxmode's own log; never raises.  The log is capped: past
    LOG_MAX_BYTES it is rotated to ctxmode.log.1, so it never grows without bound.
    `redacted` False: a message made only of ctxmode's own paths and of text already
    redacted (a file name such as x.db.corrupt-20261201T191525 looks like a token)."""
    try:
        directory = data_dir(env)
        try:
            ensure_private_dir(directory)
        except CtxmodeError as refused:
            # The data directory itself is refused: say so where the user can look.
            directory = fallback_log_dir(env)
            os.makedirs(directory, mode=0o700, exist_ok=True)
            message = "%s (%s)" % (message, refused)
        path = os.path.join(directory, "ctxmode.log")
        try:
            if os.stat(path).st_size > LOG_MAX_BYTES:
                os.replace(path, path + ".1")
        except FileNotFoundError:
            pass
        text = " ".join(str(message).split())
        text = (redact(text)[0] if redacted else text)[:2000]
        line = "%s pid=%d %s\n" % (time.strftime("%Y-%m-%dT%H:%M:%S"), os.getpid(), text)
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
        fd = os.open(path, flags, 0o600)
        try:
            os.write(fd, line.encode("utf-8", "replace"))
        finally:
            os.close(fd)
    except Exception:  # NOTE: the log is the last resort; there is nowhere else to go
        pass


# ---------------------------------------------------------------------------
# Settings
# ---------------------------------------------------------------------------
# A few settings, each from its environment variable, else from <data dir>/config.json
# ({"retention_days": 60, ...}), else its default.  Read only off the hot path.

CONFIG_DEFAULTS = {
    "retention_days": 90,             # automatic retention: sessions idle longer are removed
    "retention_max_sessions": 500,    # ... and beyond this many per project, the oldest
    "offer_last_session_hours": 0,    # > 0: a plain startup is offered the last unfinished
                                      # session of the project active within this many hours
}
CONFIG_ENV = {"retention_days": "CTXMODE_RETENTION_DAYS",
              "retention_max_sessions": "CTXMODE_RETENTION_SESSIONS",
              "offer_last_session_hours": "CTXMODE_OFFER_HOURS"}


def config_value(env, name):
    """A setting as a number >= 0 (0 turns it off); a bad value is logged and the
    default used instead."""
    raw = env.get(CONFIG_ENV[name])
    if raw is None:
        try:
            with open(os.path.join(data_dir(env), "config.json"), encoding="utf-8") as handle:
                raw = as_dict(parse_json(handle.read(1 << 16))).get(name)
        except FileNotFoundError:
            raw = None
        except Exception as error:
            log(env, "config.json ignored: %s: %s" % (type(error).__name__, error))
            raw = None
    if raw is None or raw == "":
        return CONFIG_DEFAULTS[name]
    try:
        if isinstance(raw, bool):
            raise ValueError(raw)
        value = float(raw)
        fractional = name == "retention_max_sessions" and value % 1
        if not value >= 0 or value == float("inf") or fractional:
            raise ValueError(raw)
    except (TypeError, ValueError):
        log(env, "setting %s=%r is not a number >= 0; using %s"
            % (name, raw, CONFIG_DEFAULTS[name]))
        return CONFIG_DEFAULTS[name]
    return value


# ---------------------------------------------------------------------------
# Spool: an append-only journal (hot path)
# ---------------------------------------------------------------------------
# PERF: PostToolUse must not pay for `import sqlite3`, so capture hooks append their
# (already summarised and redacted) records to `<project>.spool`, one JSON object per
# line, under an exclusive flock.  Hooks that can afford SQLite (Stop, PreCompact,
# SessionStart, the commands) drain it: under the same lock they rename the spool to a
# `.claimed` file, then apply the claimed records in one transaction and delete the
# file.  Every record carries a random id that the database remembers, so a drain
# that dies between commit and delete is replayed without double counting.

def _lock(fd, deadline_s=LOCK_WAIT_S):
    """flock(LOCK_EX) with a deadline instead of an unbounded wait."""
    import fcntl
    until = time.monotonic() + deadline_s
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except (BlockingIOError, InterruptedError):
            if time.monotonic() > until:
                raise TimeoutError("spool lock not free after %.1f s" % deadline_s)
            time.sleep(0.005)


def spool_append(path, records):
    """Append records (dicts) to the spool at `path` as one write under the lock."""
    if not records:
        return
    # A leading newline ends any line a crashed writer left unfinished, so one torn
    # record never takes the next one with it; readers skip blank and broken lines.
    blob = "".join("\n" + dump_json(record) for record in records).encode("utf-8") + b"\n"
    for _attempt in range(SPOOL_ATTEMPTS):
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_CLOEXEC", 0)
        fd = os.open(path, flags, 0o600)
        try:
            _lock(fd)
            try:
                current = os.stat(path)
            except FileNotFoundError:
                continue  # a drain renamed it between our open and our lock
            mine = os.fstat(fd)
            if (mine.st_ino, mine.st_dev) != (current.st_ino, current.st_dev):
                continue
            if mine.st_size > SPOOL_MAX_BYTES:
                raise OSError("spool %s is over %d bytes; record dropped" % (path, SPOOL_MAX_BYTES))
            view = memoryview(blob)
            try:
                while view:
                    written = os.write(fd, view)
                    view = view[written:]
            except OSError:
                # A full disk (or a file size limit): take the part written back, so
                # nothing half-written stays; the hook logs the failure.
                try:
                    os.ftruncate(fd, mine.st_size)
                except OSError:
                    pass
                raise
            return
        finally:
            os.close(fd)
    raise OSError("spool %s kept moving; record dropped" % path)


def spool_claim(path):
    """Move the spool aside under its lock; return every claimed file of this spool
    (this one and any a crashed drain left behind), oldest first."""
    try:
        fd = os.open(path, os.O_RDWR | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        fd = None
    if fd is not None:
        try:
            _lock(fd)
            mine, current = os.fstat(fd), os.stat(path)
            if (mine.st_ino, mine.st_dev) == (current.st_ino, current.st_dev) and mine.st_size:
                os.rename(path, "%s.%d-%d.claimed" % (path, os.getpid(), time.time_ns()))
        except FileNotFoundError:
            pass
        finally:
            os.close(fd)
    directory, stem = os.path.split(path)
    claimed = [name for name in os.listdir(directory)
               if name.startswith(stem + ".") and name.endswith(".claimed")]
    return [os.path.join(directory, name) for name in sorted(claimed)]


def read_spool(paths):
    """The records in the claimed spool files, in capture order; broken lines skipped."""
    records = []
    for path in paths:
        try:
            with open(path, "rb") as handle:
                blob = handle.read()
        except FileNotFoundError:
            continue  # another drain finished it
        for line in blob.split(b"\n"):
            if not line.strip():
                continue
            try:
                record = parse_json(line.decode("utf-8", "replace"))
            except Exception:
                continue
            if isinstance(record, dict) and isinstance(record.get("uid"), str):
                records.append(record)
    records.sort(key=lambda record: (record.get("t") or 0))
    return records


# ---------------------------------------------------------------------------
# Snapshot items: one entry, as XML or as plain text
# ---------------------------------------------------------------------------

ITEM_MAX_BYTES = 420           # an item longer than this on its own is shortened (at
                               # DEFAULT_BUDGET; in proportion to a smaller one, >= 160)
MIN_TEXT_CHARS = 12            # shortening stops here; below it the item is left out
KEPT_TEXT_CHARS = 40           # ... and before half its text is gone, here
MIN_ITEM_BYTES = 24            # about the smallest item there is, e.g. <ref>#12</ref>
KIND_ITEM_BYTES = 48           # ... and the least an item takes on average in a category of
                               # many (commands, errors, decisions): rows read of each but
                               # files (whose folders are counted) are what the budget holds
TAIL_ATTRS = {"path", "target"}  # shortened from the left: the file name is at the end
ENVELOPE = "session_knowledge"


def xml_text(text):
    return clean_text(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def xml_attr(text):
    return xml_text(" ".join(clean_text(text).split())).replace('"', "&quot;")


class XmlStyle:
    """The snapshot as XML: for agents that pass hook context through verbatim."""
    head, tail = "<%s>\n" % ENVELOPE, "</%s>" % ENVELOPE

    @staticmethod
    def section(wrapper):
        return ("<%s>\n" % wrapper, "</%s>\n" % wrapper) if wrapper else ("", "")

    @staticmethod
    def item(tag, attrs, text):
        if tag is None:  # a bare line of its section (a file, a task): no markup to pay
            return xml_text(" ".join(clean_text(text).split()))
        rendered = "".join(' %s="%s"' % (name, xml_attr(value)) for name, value in attrs)
        if not text:
            return "<%s%s/>" % (tag, rendered)
        return "<%s%s>%s</%s>" % (tag, rendered, xml_text(text), tag)

    @staticmethod
    def size(text):
        return len(text.encode("utf-8"))


class TextStyle:
    """The same snapshot as plain lines, for agents (Gemini, Qwen) that turn every
    < and > of hook context into &lt; and &gt;: escaped XML would be unreadable.  Sizes
    count what the model receives, escapes included."""
    head, tail = "session_knowledge (saved by ctxmode):\n", ""

    @staticmethod
    def section(wrapper):
        return ("%s:\n" % wrapper, "") if wrapper else ("", "")

    @staticmethod
    def item(tag, attrs, text):
        details = ", ".join("%s=%s" % (name, " ".join(clean_text(value).split()))
                            for name, value in attrs)
        text = " ".join(clean_text(text).split())
        if tag is None:
            return "- " + text
        return "- %s%s%s" % (tag, " (%s)" % details if details else "", ": " + text if text else "")

    @staticmethod
    def size(text):
        return len(text.encode("utf-8")) + 3 * (text.count("<") + text.count(">"))


class Item:
    """One whole entry of the snapshot: an element with attributes and a text, or a
    bare line of text (tag None: a file, a task).  `kind` says what it is to the packer
    (its tag, unless the renderer says more: "task:in_progress", "file:read")."""
    __slots__ = ("rank", "when", "section", "tag", "attrs", "text", "kind", "lead", "share")

    def __init__(self, rank, when, section, tag, attrs=(), text="", kind=None, lead=""):
        self.rank, self.when, self.section, self.tag = rank, when, section, tag
        self.attrs = [(name, value) for name, value in attrs if value not in (None, "")]
        self.text = text or ""
        self.kind = kind or tag
        self.lead = lead  # a bare line's first word, saying what it is ("rule: ...")
        self.share = 1.0  # of its kind's value: a rule of a long text shares the text's

    def render(self, text=None, style=XmlStyle):
        text = self.text if text is None else text
        if "\n" in text:
            text = " ".join(text.split())  # a request's lines (see kept_lines), on one
        return style.item(self.tag, self.attrs, self.lead + ": " + text if self.lead else text)

    def size(self, text=None, style=XmlStyle):
        return style.size(self.render(text, style)) + 1  # + the newline after it

    def _minimal_size(self, style):
        text = self.text
        return self.size(text[:MIN_TEXT_CHARS] + "…" if len(text) > MIN_TEXT_CHARS else text, style)

    def _with_attrs_cut(self, chars):
        """A copy whose attribute values are at most `chars` characters; a path keeps
        its end (the file name, and whole folders before it), anything else its
        beginning."""
        attrs = []
        for name, value in self.attrs:
            value = str(value)
            if len(value) > chars:
                keep = chars - 1
                if name in TAIL_ATTRS:
                    tail = value[-keep:]
                    value = "…" + (tail[tail.index("/"):] if "/" in tail[:-1] else tail)
                else:
                    value = value[:keep] + "…"
            attrs.append((name, value))
        return Item(self.rank, self.when, self.section, self.tag, attrs, self.text, self.kind,
                    self.lead)

    def shortened(self, limit, style=XmlStyle):
        """This item's rendering cut to at most `limit` bytes by shortening its text,
        and its attribute values if those alone are too long (never its markup), or
        None when even a minimal item does not fit."""
        whole = self.render(None, style)
        if style.size(whole) + 1 <= limit:  # as size(): the newline after it counts
            return whole
        item = self
        if item._minimal_size(style) > limit:
            longest = max((len(str(value)) for _, value in self.attrs), default=0)
            low, high, item = MIN_TEXT_CHARS, longest - 1, None
            while low <= high:
                middle = (low + high) // 2
                candidate = self._with_attrs_cut(middle)
                if candidate._minimal_size(style) <= limit:
                    item, low = candidate, middle + 1
                else:
                    high = middle - 1
            if item is None:
                return None
            if item.size(None, style) <= limit:
                return item.render(None, style)
        text = item.text
        if item.tag is None and item.section == "files":
            cut = middle_cut(text, limit, lambda candidate: item.size(candidate, style))
            return None if cut is None else item.render(cut, style)
        # A stub says nothing: keep half the text, or KEPT_TEXT_CHARS of a long one.
        low = max(MIN_TEXT_CHARS, min(len(text) // 2, KEPT_TEXT_CHARS))
        high, best = len(text) - 1, None
        while low <= high:
            middle = (low + high) // 2
            candidate = text[:middle].rstrip()
            if REDACTED[:-1] in candidate[-len(REDACTED) + 1:]:  # not "[REDACTE…"
                candidate = candidate[:candidate.rindex("[")].rstrip()
            candidate += "…"
            if item.size(candidate, style) <= limit:
                best, low = candidate, middle + 1
            else:
                high = middle - 1
        return None if best is None else item.render(best, style)


def middle_cut(path, limit, size):
    """`path` shortened in its middle until size(path) <= limit: its first folder and
    its file name stay (`src/…/checkout/test_invoice.py`), or None."""
    head, _, rest = path.partition("/")
    folders = rest.split("/")
    # The fewest folders to drop, by halving (PERF: a 4 KB path has a thousand folders).
    low, high = 0, len(folders)
    while low < high:
        middle = (low + high) // 2
        if size("%s/…/%s" % (head, "/".join(folders[middle:]))) <= limit:
            high = middle
        else:
            low = middle + 1
    tail = "/".join(folders[low:])
    if tail:
        return "%s/…/%s" % (head, tail)
    name = path.rsplit("/", 1)[-1]
    return "…/" + name if size("…/" + name) <= limit else None


# ---------------------------------------------------------------------------
# Categories: what is captured, how it is stored and where a snapshot shows it
# ---------------------------------------------------------------------------
# One record per category of captured event.  Its rank places its items in the
# snapshot's packing order (see RANKS); its stored priority P1-P4 is that rank's tier.
# A keyed row (a file, a task) is state: a later event with its key merges into it.
# The snapshot section renders each category with the function registered for it
# (@renders), and `show` prints a row with its `summary`.

P1, P2, P3, P4 = 1, 2, 3, 4  # P1: what the agent needs to carry on at all; P4: nice to have

# The packing order: items go into a snapshot rank by rank (newest first within one),
# so the current request, what changed while away and the open tasks come first, and
# the first request only when room allows.  Each rank belongs to a tier.
RANKS = (
    ("last request", P1), ("changes", P1), ("open tasks", P1), ("plan", P1), ("edited files", P1),
    ("rules", P1), ("first request", P1),
    ("state", P2),                        # decisions, errors, git, environment
    ("earlier requests", P2),             # what was asked before: mostly done, or said again
    ("files read", P3), ("more tasks", P3), ("tools", P3),
    ("background", P4),
)
RANK = {name: index for index, (name, _tier) in enumerate(RANKS)}
RANK_TIER = dict(RANKS)


def _merge_file(old, new):
    """A file's op counts add up; whether it is gone (deleted, moved away, its changes
    reverted) is what the newest event says: a write after a delete brings it back."""
    ops = dict(as_dict(old.get("ops")))
    for op, count in as_dict(new.get("ops")).items():
        ops[op] = ops.get(op, 0) + (count if isinstance(count, int) else 1)
    merged = dict(old, **new)
    merged["ops"] = ops
    changed = any(op in new.get("ops", {}) for op in ("create", "write", "edit"))
    if changed and "change" not in new:
        merged.pop("change", None)  # its newest change brought in no line worth saying
    if "gone" not in new and changed:
        merged.pop("gone", None)  # written again: here now
    elif "gone" not in new and old.get("gone") == "reverted":
        merged["gone"] = "reverted"  # only read since its changes were undone
    return merged


def _merge_update(old, new):
    merged = dict(old)
    merged.update({key: value for key, value in new.items() if value not in (None, "")})
    return merged


def _keep_first(old, new):
    return old


def _file_summary(data, count):
    ops = " ".join("%s:%s" % item for item in as_dict(data.get("ops")).items())
    added = as_str(data.get("added"))  # the names its newest change brought in
    change = as_str(data.get("change"))  # ... and its lines
    return "%s (%s)%s%s" % (data.get("path"), ops, "; added: " + added if added else "",
                            "; changed: " + change if change else "")


def _task_summary(data, count):
    if not isinstance(data.get("todos"), list):
        return _fields_summary(data, count)
    return "; ".join("[%s] %s" % (as_dict(todo).get("status"), as_dict(todo).get("text"))
                     for todo in data["todos"])


def _fields_summary(data, count, cap=SUMMARY_CAP):
    """Its fields' values joined (in at most `cap` characters); a flag that is set
    shows its name (`check`), one that is not shows nothing."""
    fields = [key if value is True else " / ".join(map(str, value)) if isinstance(value, list)
              else str(value) for key, value in data.items()
              if value not in (None, "", [], {}, False) and key != "ops"]
    return one_line(" | ".join(fields), cap) + (" (x%d)" % count if count > 1 else "")


class Category:
    """One row of the category table."""

    __slots__ = ("name", "rank", "priority", "later", "section", "merge", "shown", "kept",
                 "supersedes", "superseded_by", "carries_count", "session_column", "summary",
                 "copies", "renderer")

    def __init__(self, rank, section=None, later=None, merge=None, shown=None, kept=None,
                 supersedes=None, carries_count=False, session_column=None,
                 summary=_fields_summary, copies=None):
        self.name = None                  # set by the table
        self.rank = RANK[rank]            # where its items go in the packing order
        self.priority = RANK_TIER[rank]   # P1-P4, stored with each row
        self.later = RANK[later or rank]  # ... items past a quota or of lesser state
        self.section = section            # the snapshot section that shows it (None: not shown)
        self.merge = merge                # (old data, new data) -> data for a keyed row;
                                          # None: the newer state wins
        self.shown = shown                # the newest rows a snapshot shows, unfiltered: Store
                                          # reads no more (None: its renderer picks among all)
        self.kept = kept                  # rows stored per session at most (None: all)
        self.supersedes = supersedes      # its key removes that category's row of the key
        self.superseded_by = ()           # the categories that supersede it (set by the table)
        self.carries_count = carries_count  # ... and adds up that row's count
        self.session_column = session_column  # (column of `sessions`, field of data) it sets
        self.summary = summary            # (data, count) -> one line, for `show`
        self.copies = copies              # the category whose rows it copies (`show` lists
                                          # those, not the copies)
        self.renderer = None              # (category, rows, view) -> items, set by @renders

    def item(self, when, tag, attrs=(), text="", later=False, kind=None, lead=""):
        """An item of this category for the snapshot, at its rank (or its later one)."""
        return Item(self.later if later else self.rank, when, self.section, tag, attrs, text, kind,
                    lead)


P3_PER_CATEGORY = 3            # "the last few" of each tool category
EARLIER_REQUESTS = 3           # requests between the first and the last that are shown
SAID_KEPT = 20                 # turns whose last words (the assistant's) a session keeps
NOTED_KEPT = 20                # the assistant's words between its tool calls: the newest kept
PROMPTS_KEPT = 200             # requests stored per session (the first and the last apart):
                               # a rule said early must outlive the prompts after it

OPEN_TASKS_FIRST = 10          # open tasks beyond this wait until after P2 (their later rank)
EDITED_FILES_FIRST = 15        # likewise for edited files (at DEFAULT_BUDGET; in proportion)
READ_FILES_FIRST = 8           # files only read named one by one; the rest are counted

CATEGORIES = {
    "file": Category("edited files", "files", later="files read", merge=_merge_file,
                     summary=_file_summary),
    "task": Category("open tasks", "tasks", later="more tasks", merge=_merge_update,
                     summary=_task_summary),
    "plan": Category("plan", "plan"),
    "rule": Category("rules", "rules"),               # an instruction file's excerpt
    "prompt_first": Category("first request", "requests", merge=_keep_first, copies="prompt"),
    "prompt_last": Category("last request", "requests", copies="prompt"),
    "prompt": Category("earlier requests", "earlier", kept=PROMPTS_KEPT),
    "decision": Category("state", "decisions"),
    "said": Category("state", "progress", kept=SAID_KEPT),  # the assistant's last words of a turn
    # what it said between two tool calls of a turn ("Found it: vercel.json has no rewrites")
    "noted": Category("state", "progress", kept=NOTED_KEPT),
    # "No, ...", "Change of plan: ...": it supersedes what came before on its subject
    "correction": Category("state", "decisions"),
    "constraint": Category("state", "decisions"),
    "blocker": Category("state", "decisions"),
    "rejected": Category("state", "decisions"),
    "git": Category("state", "git", session_column=("git_branch", "branch")),
    "error": Category("state", "errors", supersedes="error_fixed",
                      carries_count=True),  # failing again reopens
    "error_fixed": Category("tools", "errors"),       # the same command succeeded later
    "env": Category("state", "environment"),
    "subagent_done": Category("state", "subagents", merge=_merge_update, supersedes="subagent"),
    "mcp": Category("tools", "mcp", shown=P3_PER_CATEGORY),
    "subagent": Category("tools", "subagents", shown=P3_PER_CATEGORY),
    "skill": Category("tools", "skills", shown=P3_PER_CATEGORY),
    "ref": Category("tools", "refs", shown=P3_PER_CATEGORY),
    # a command that did something; a passing check ranks later (see extract_bash)
    "command": Category("tools", "commands", later="background"),
    # NOTE: no longer written (an error's count says how often it failed); kept so that
    # older databases and exports still read.
    "retry": Category("tools", shown=0),
    "intent": Category("background"),                 # a one-word guess: `show` only
    "role": Category("background", "context"),
    "data": Category("background", "context"),        # a large paste: its size and a preview
}
for _name, _category in CATEGORIES.items():
    _category.name = _name
    _category.superseded_by = tuple(name for name, other in CATEGORIES.items()
                                    if other.supersedes == _name)


# ---------------------------------------------------------------------------
# Store (sqlite)
# ---------------------------------------------------------------------------

SCHEMA = """
CREATE TABLE IF NOT EXISTS events(
    id INTEGER PRIMARY KEY,
    session_id TEXT NOT NULL,
    type TEXT NOT NULL,
    priority INTEGER NOT NULL,
    key TEXT,
    data TEXT NOT NULL,
    count INTEGER NOT NULL DEFAULT 1,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    stored_at REAL NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS events_by_key ON events(session_id, type, key)
    WHERE key IS NOT NULL;
CREATE INDEX IF NOT EXISTS events_by_session ON events(session_id, type, updated_at);
CREATE INDEX IF NOT EXISTS events_by_stored ON events(session_id, stored_at);
CREATE TABLE IF NOT EXISTS session_resume(
    session_id TEXT NOT NULL,
    snapshot TEXT NOT NULL,
    created_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS session_resume_by_session ON session_resume(session_id, created_at);
CREATE TABLE IF NOT EXISTS sessions(
    session_id TEXT PRIMARY KEY,
    agent TEXT,
    project_root TEXT,
    title TEXT,
    model TEXT,
    permission_mode TEXT,
    transcript_path TEXT,
    git_branch TEXT,
    started_at REAL,
    last_activity REAL,
    ended_at REAL,
    event_count INTEGER NOT NULL DEFAULT 0,
    compactions INTEGER NOT NULL DEFAULT 0,
    redactions INTEGER NOT NULL DEFAULT 0,
    last_compact_at REAL,
    last_injected_at REAL,
    last_injected_hash TEXT,
    pinned INTEGER NOT NULL DEFAULT 0,
    resumed_from TEXT,
    git_head TEXT,
    indexed_at REAL
);
CREATE TABLE IF NOT EXISTS seen_records(uid TEXT PRIMARY KEY, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS file_index(
    session_id TEXT NOT NULL,
    path TEXT NOT NULL,
    size INTEGER,
    mtime_ns INTEGER,
    sha256 TEXT,
    PRIMARY KEY(session_id, path)
);
"""

# What each schema version must hold ("table.column"); a database of that version
# without them is not ours (or is damaged) and is set aside.
SCHEMA_V1_COLUMNS = {
    "events." + name for name in ("id", "session_id", "type", "priority", "key", "data", "count",
                                  "created_at", "updated_at", "stored_at")} | {
    "sessions." + name for name in ("session_id", "last_compact_at", "last_injected_hash",
                                    "pinned")} | {
    "session_resume.snapshot", "seen_records.uid", "meta.key"}
REQUIRED_COLUMNS = {
    1: SCHEMA_V1_COLUMNS,
    2: SCHEMA_V1_COLUMNS | {"sessions.resumed_from", "sessions.git_head", "sessions.indexed_at",
                            "file_index.path", "file_index.sha256"},
}
REQUIRED_COLUMNS[3] = REQUIRED_COLUMNS[2]  # version 3 added an index only
OUR_TABLES = {"events", "session_resume", "sessions", "seen_records", "meta", "file_index",
              "events_fts", "events_fts_data", "events_fts_idx", "events_fts_docsize",
              "events_fts_config"}  # the last four: FTS5's own tables for events_fts


def _migrate_1_to_2(conn):
    """Version 2: sessions know the session they resume, the git HEAD and when their
    files were indexed; file_index holds those files' size, mtime and hash."""
    for column in ("resumed_from TEXT", "git_head TEXT", "indexed_at REAL"):
        conn.execute("ALTER TABLE sessions ADD COLUMN " + column)
    conn.execute(_schema_statement("CREATE TABLE IF NOT EXISTS file_index"))


def _migrate_2_to_3(conn):
    """Version 3: events are indexed by when they were stored.  PERF: whether a saved
    snapshot is stale (max(stored_at)) and what is new since an injection were a scan
    of the session's rows: 2 ms at 10,000 events, on every injection."""
    conn.execute(_schema_statement("CREATE INDEX IF NOT EXISTS events_by_stored"))


def _schema_statement(start):
    """The statement of SCHEMA that begins with `start`."""
    return SCHEMA[SCHEMA.index(start):].split(";", 1)[0]


# MIGRATIONS[n] takes a database from version n to n + 1, inside one transaction.
MIGRATIONS = {1: _migrate_1_to_2, 2: _migrate_2_to_3}

# Full-text search over the stored summaries, kept in step with `events` by triggers.
# Only where the interpreter's SQLite has FTS5; `search` scans with LIKE otherwise.
FTS_SCHEMA = (
    "CREATE VIRTUAL TABLE IF NOT EXISTS events_fts"
    " USING fts5(data, content='events', content_rowid='id')",
    "CREATE TRIGGER IF NOT EXISTS events_fts_insert AFTER INSERT ON events BEGIN"
    " INSERT INTO events_fts(rowid, data) VALUES (new.id, new.data); END",
    "CREATE TRIGGER IF NOT EXISTS events_fts_delete AFTER DELETE ON events BEGIN"
    " INSERT INTO events_fts(events_fts, rowid, data) VALUES ('delete', old.id, old.data); END",
    "CREATE TRIGGER IF NOT EXISTS events_fts_update AFTER UPDATE OF data ON events BEGIN"
    " INSERT INTO events_fts(events_fts, rowid, data) VALUES ('delete', old.id, old.data);"
    " INSERT INTO events_fts(rowid, data) VALUES (new.id, new.data); END",
)


def _sqlite():
    """The sqlite3 module without sqlite3.dbapi2's adapters for dates (PERF: that part
    imports datetime: `bench` shows sqlite3 at 0.72 bare starts, _sqlite3 at 0.52).
    The classes are the same objects as sqlite3's."""
    try:
        if "_sqlite3" in sys.modules or "functools" in sys.modules:
            import _sqlite3 as module
        else:
            module = _sqlite_without_functools()
    except ImportError:
        import sqlite3 as module
    return module


def _sqlite_without_functools():
    """_sqlite3, loaded with a stand-in for functools.  PERF: from Python 3.11 on it
    imports functools (with collections: 0.27 bare starts) for lru_cache alone, to keep
    its prepared statements; a hook runs a few dozen, so a cache that keeps none serves
    it.  The stand-in is gone once _sqlite3 is loaded: anything else gets functools."""
    stand_in = type(sys)("functools")
    stand_in.lru_cache = lambda *_args, **_options: lambda function: function
    sys.modules["functools"] = stand_in
    try:
        import _sqlite3 as module
    finally:
        if sys.modules.get("functools") is stand_in:
            del sys.modules["functools"]
    return module


def _is_busy(error):
    """True for the sqlite errors that mean another process holds the lock."""
    sqlite3 = _sqlite()
    text = str(error).lower()
    return isinstance(error, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


# Where a damaged database set aside is announced: a running command's stderr (its
# replacement is not fatal, but the user is told); empty in a hook.
SAY_SET_ASIDE = []


def _file_identity(path):
    """(inode, device) of the file at `path`, or None: tells a file from its replacement."""
    try:
        found = os.stat(path)
    except OSError:
        return None
    return found.st_ino, found.st_dev


def _is_corruption(error):
    """True for the sqlite errors that mean the file is damaged, not merely busy."""
    sqlite3 = _sqlite()
    if isinstance(error, sqlite3.OperationalError):
        text = str(error).lower()
        return "malformed" in text or "not a database" in text
    return isinstance(error, sqlite3.DatabaseError) and not isinstance(
        error, (sqlite3.IntegrityError, sqlite3.ProgrammingError))


class NewerDatabase(CtxmodeError):
    """The database was written by a newer ctxmode; it is left untouched."""


SESSION_FIELDS = ("agent", "model", "permission_mode", "transcript_path", "title",
                  "git_branch")
# A file row with any op but a read (the ops are JSON keys in `data`).
EDITED_FILE_SQL = ("(data LIKE '%\"edit\"%' OR data LIKE '%\"write\"%' OR data LIKE '%\"create\"%'"
                   " OR data LIKE '%\"delete\"%')")
EVENT_COLUMNS = "SELECT type, priority, key, data, count, created_at, updated_at FROM events"


class Store:
    """One project's database, and the only place that talks SQL (with the
    migrations it runs).  Hooks and commands call its methods."""

    def __init__(self, env, root):
        self.env = env
        self.root = root
        self.directory = sessions_dir(env)
        self.key = project_key(root)
        self.path = os.path.join(self.directory, self.key + ".db")
        self.spool = os.path.join(self.directory, self.key + ".spool")
        self.conn = None
        self.identity = None  # (inode, device) of the file last opened
        self.busy = False  # another process held the write lock past the busy timeout

    class Transaction:
        """`with store.transaction():` BEGIN IMMEDIATE, then COMMIT, or ROLLBACK when
        anything is raised inside (and re-raised).  A class, not contextlib: hooks that
        write would pay for the import."""

        def __init__(self, conn):
            self.conn = conn

        def __enter__(self):
            self.conn.execute("BEGIN IMMEDIATE")
            return self.conn

        def __exit__(self, kind, _error, _traceback):
            self.conn.execute("ROLLBACK" if kind else "COMMIT")
            return False

    def transaction(self):
        return Store.Transaction(self.conn)

    # -- opening ------------------------------------------------------------

    def open(self):
        ensure_private_dir(data_dir(self.env))
        ensure_private_dir(self.directory)
        try:
            self._connect()
        except NewerDatabase:
            raise
        except Exception as error:
            if not _is_corruption(error):
                raise
            self.quarantine(error)
            self._connect()
        return self

    def _connect(self):
        sqlite3 = _sqlite()
        if not os.path.exists(self.path):
            os.close(os.open(self.path, os.O_WRONLY | os.O_CREAT, 0o600))
        self.identity = _file_identity(self.path)  # what quarantine may set aside
        if os.path.isdir(self.path):
            raise sqlite3.DatabaseError("not a database: %s is a directory" % self.path)
        conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_MS / 1000.0,
                               isolation_level=None, check_same_thread=False)
        try:
            conn.execute("PRAGMA busy_timeout=%d" % BUSY_TIMEOUT_MS)
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise NewerDatabase("database written by a newer ctxmode (schema %d > %d): %s"
                                    % (version, SCHEMA_VERSION, self.path))
            if version:
                self._check_schema(conn, version)
            self._ensure_wal(conn)
            conn.execute("PRAGMA synchronous=NORMAL")
            if version < SCHEMA_VERSION:
                if version:
                    self._copy_aside(conn, version)
                self._upgrade(conn)
        except BaseException:
            conn.close()
            raise
        for suffix in ("-wal", "-shm"):
            try:
                os.chmod(self.path + suffix, 0o600)
            except OSError:
                pass
        self.conn = conn

    @staticmethod
    def _ensure_wal(conn):
        """Switch a new database to WAL.  The switch needs the file to itself, and when
        parallel hooks open a new database at once SQLite answers "locked" at once
        (no busy wait: waiting could deadlock), so it is retried up to the busy timeout."""
        until = time.monotonic() + BUSY_TIMEOUT_MS / 1000.0
        while True:
            try:
                if conn.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
                    conn.execute("PRAGMA journal_mode=WAL")
                return
            except Exception as error:
                if not _is_busy(error) or time.monotonic() > until:
                    raise
                time.sleep(0.01)

    @staticmethod
    def _check_schema(conn, version):
        """Raise DatabaseError unless the database holds what schema `version` must."""
        sqlite3 = _sqlite()
        required = REQUIRED_COLUMNS[version]
        columns = set()
        for table in {name.split(".")[0] for name in required}:
            columns |= {table + "." + row[1]
                        for row in conn.execute("PRAGMA table_info(%s)" % table)}
        if not required <= columns:
            raise sqlite3.DatabaseError("not a ctxmode database (schema %d without %s)"
                                        % (version, ", ".join(sorted(required - columns))))

    def _copy_aside(self, conn, version):
        """Keep the database as it was before a migration: <name>.db.v<N>-<time>."""
        sqlite3 = _sqlite()
        aside = "%s.v%d-%s" % (self.path, version, time.strftime("%Y%m%dT%H%M%S"))
        try:
            os.close(os.open(aside, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        except FileExistsError:
            return  # a parallel hook is copying the same database this very second
        copy = sqlite3.connect(aside)
        try:
            conn.backup(copy)
        finally:
            copy.close()
        log(self.env, "database %s of schema %d copied to %s before migrating it"
            % (self.path, version, aside))

    def _upgrade(self, conn):
        """Create a new database, or migrate an older one step by step, in one
        transaction: a failure leaves it as it was."""
        sqlite3 = _sqlite()
        with Store.Transaction(conn):
            # another process may have done it meanwhile
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version == 0:
                # Checked here, under the write lock: read outside it, the version can
                # be stale while the tables a parallel hook just created are not.
                tables = {row[0] for row in conn.execute(
                    "SELECT name FROM sqlite_master WHERE type='table'")}
                if tables - OUR_TABLES:
                    raise sqlite3.DatabaseError("not a ctxmode database (foreign tables)")
                for statement in SCHEMA.split(";"):
                    if statement.strip():
                        conn.execute(statement)
                conn.execute("SAVEPOINT fts")
                try:
                    for statement in FTS_SCHEMA:
                        conn.execute(statement)
                    conn.execute("RELEASE fts")
                except sqlite3.OperationalError:  # no FTS5 in this SQLite: search scans instead
                    conn.execute("ROLLBACK TO fts")
                    conn.execute("RELEASE fts")
                conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES('project_root', ?)",
                             (self.root,))
            while 0 < version < SCHEMA_VERSION:
                MIGRATIONS[version](conn)
                version += 1
            self._check_schema(conn, SCHEMA_VERSION)
            conn.execute("PRAGMA user_version=%d" % SCHEMA_VERSION)

    def quarantine(self, reason):
        """Set a damaged database aside as *.corrupt-<time> so a fresh one can start,
        unless a parallel hook did so first: then the file there is its new one."""
        if self.conn is not None:
            self.conn.close()
            self.conn = None
        # Under a lock on the folder: between another hook's look at the file and its
        # move, this one could move the new database that hook had started.
        folder = os.open(self.directory, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
        try:
            _lock(folder)
            if self.identity is not None and _file_identity(self.path) != self.identity:
                return
            stamp = second = time.strftime("%Y%m%dT%H%M%S")
            while os.path.exists("%s.corrupt-%s" % (self.path, stamp)):  # one set aside this second
                stamp = "%s-%d" % (second, int(stamp.partition("-")[2] or 1) + 1)
            for suffix in ("-wal", "-shm", ""):  # (the database last: a hook that opens it
                try:                               # meanwhile finds no stale WAL beside it)
                    os.replace(self.path + suffix, "%s%s.corrupt-%s" % (self.path, suffix, stamp))
                except FileNotFoundError:
                    pass
        finally:
            os.close(folder)  # (and the lock with it)
        aside, reason = "%s.corrupt-%s" % (self.path, stamp), redact(str(reason))[0]
        log(self.env, "database %s set aside as %s: %s" % (self.path, aside, reason),
            redacted=False)
        for stream in SAY_SET_ASIDE:  # a command's stderr (a hook says nothing)
            stream.write("ctxmode: %s was damaged (%s); it is kept as %s and a new one was"
                         " started\n" % (self.path, reason, aside))

    def close(self):
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    @staticmethod
    def quick_check(path):
        """PRAGMA quick_check of a database file, opened read-only: "ok" or the trouble."""
        sqlite3 = _sqlite()
        try:
            conn = sqlite3.connect("file:%s?mode=ro" % path, uri=True, timeout=2)
            try:
                return conn.execute("PRAGMA quick_check").fetchone()[0]
            finally:
                conn.close()
        except sqlite3.Error as error:
            return str(error)

    @staticmethod
    def read_only_uri(path):
        """A URI that opens a database file read-only and writes nothing beside it: a
        read-only open of a WAL database creates its -shm (and -wal) when they are not
        there, so without a WAL it is opened as immutable."""
        import urllib.parse
        quoted = urllib.parse.quote(path)
        if os.path.exists(path + "-wal"):
            return "file:%s?mode=ro" % quoted
        return "file:%s?mode=ro&immutable=1" % quoted

    @staticmethod
    def _read_only_rows(path, query):
        """The rows of `query` on a database file opened read-only (writing nothing
        beside it), or None when it cannot be read."""
        sqlite3 = _sqlite()
        try:
            conn = sqlite3.connect(Store.read_only_uri(path), uri=True, timeout=2)
            try:
                return conn.execute(query).fetchall()
            finally:
                conn.close()
        except sqlite3.Error:
            return None

    @staticmethod
    def session_ids_of(path):
        """The sessions a database file holds (none when unreadable)."""
        return {row[0] for row in Store._read_only_rows(path, "SELECT session_id FROM sessions")
                or ()}

    @staticmethod
    def project_root_of(path):
        """The project a database file belongs to, or None."""
        rows = Store._read_only_rows(path, "SELECT value FROM meta WHERE key='project_root'")
        return rows[0][0] if rows else None

    # -- draining the spool ---------------------------------------------------

    def drain(self, budget_s=DRAIN_BUDGET_S):
        """Apply the spooled records to the database, DRAIN_CHUNK per transaction so
        the lock is held briefly, until done or `budget_s` is spent (a backlog left
        by a long outage then drains over several hooks).  Returns how many records
        were new.  A record that cannot be applied is logged and skipped: one bad
        record must never block the ones behind it."""
        claimed = spool_claim(self.spool) if os.path.exists(self.directory) else []
        if not claimed:
            return 0
        records = read_spool(claimed)
        applied, started, conn = 0, time.monotonic(), self.conn
        for start in range(0, len(records), DRAIN_CHUNK):
            if applied and time.monotonic() - started > budget_s:
                return applied  # the claimed files stay; seen_records skips what is done
            now = time.time()
            with self.transaction():
                for record in records[start:start + DRAIN_CHUNK]:
                    if not conn.execute("INSERT OR IGNORE INTO seen_records(uid, at) VALUES(?, ?)",
                                        (record["uid"], now)).rowcount:
                        continue
                    conn.execute("SAVEPOINT record")
                    try:
                        self.apply_record(record, now)
                        applied += 1
                    except Exception as error:
                        if _is_busy(error) or _is_corruption(error):
                            raise
                        conn.execute("ROLLBACK TO record")
                        log(self.env, "record %s skipped: %s: %s"
                            % (record["uid"], type(error).__name__, error))
                    conn.execute("RELEASE record")
                conn.execute("DELETE FROM seen_records WHERE at < ?", (now - SEEN_TTL_S,))
        for path in claimed:
            try:
                os.unlink(path)
            except FileNotFoundError:
                pass
        return applied

    # -- applying records -----------------------------------------------------------
    # A record is what a capture hook spooled: {"uid", "t", "sid", "kind", ...}.
    #   kind "event":   {"type", "key"?, "data"}  a captured fact
    #   kind "cmd_ok":  {"key", "covers"?, "intents"?, "by"?}  a command or tool call
    #                                             succeeded (closes its error, and those it meant;
    #                                             a whole check run, those of narrower runs)
    #   kind "session": {"meta"}                  session metadata (model, title, ...)

    def apply_record(self, record, now):
        conn = self.conn
        session_id = one_line(record.get("sid") or "unknown", SESSION_ID_CAP)
        t = record.get("t") if isinstance(record.get("t"), (int, float)) else time.time()
        agent = one_line(record.get("agent") or DEFAULT_AGENT, ID_CAP)
        conn.execute("INSERT OR IGNORE INTO sessions(session_id, agent, project_root, started_at,"
                     " last_activity) VALUES(?, ?, ?, ?, ?)", (session_id, agent, self.root, t, t))
        redactions = record.get("r") if isinstance(record.get("r"), int) else 0
        # A record may be older than the session's first one: a transcript's replay.
        conn.execute("UPDATE sessions SET last_activity=max(coalesce(last_activity, 0), ?),"
                     " started_at=min(coalesce(started_at, ?), ?), redactions=redactions+?"
                     " WHERE session_id=?", (t, t, t, redactions, session_id))
        kind = record.get("kind")
        known = record.get("type") in CATEGORIES and isinstance(record.get("data"), dict)
        if kind == "event" and known:
            key = record.get("key")
            self.upsert_event(session_id, CATEGORIES[record["type"]],
                              None if key is None else str(key),
                              record["data"], t, now)
            if not CATEGORIES[record["type"]].copies:  # a copy is not another event
                conn.execute("UPDATE sessions SET event_count=event_count+1 WHERE session_id=?",
                             (session_id,))
        elif kind == "cmd_ok" and isinstance(record.get("key"), str):
            meant = [intent for intent in record.get("intents") or () if isinstance(intent, str)]
            if meant:  # first: what fixed it is kept when it differs (keys match runs alike)
                self.close_errors_meant(session_id, meant, as_str(record.get("by")), t, now)
            self.close_error(session_id, record["key"], t, now)
            if isinstance(record.get("covers"), str) and record["covers"]:
                passed = [name for name in record.get("passed") or () if isinstance(name, str)]
                self.close_errors_covered(session_id, record["covers"], passed, t, now)
        elif kind == "session":
            meta = as_dict(record.get("meta"))
            for field in SESSION_FIELDS:
                value = meta.get(field)
                if isinstance(value, str) and value:
                    # A title from the first prompt never overrides the agent's own title.
                    guessed = field == "title" and not meta.get("title_is_explicit")
                    guard = " AND title IS NULL" if guessed else ""
                    conn.execute("UPDATE sessions SET %s=? WHERE session_id=?%s" % (field, guard),
                                 (value, session_id))
            if meta.get("ended"):
                conn.execute("UPDATE sessions SET ended_at=? WHERE session_id=?", (t, session_id))

    def upsert_event(self, session_id, category, key, data, t, now):
        """Insert an event, or merge it into the row holding the same key, as its
        category says.  `t` is when it was captured (it orders the snapshot), `now`
        when it is stored (it tells whether a saved snapshot is stale)."""
        conn, name, carried = self.conn, category.name, 0
        if key is not None and category.superseded_by and conn.execute(
                "SELECT 1 FROM events WHERE session_id=? AND type IN (%s) AND key=?"
                " AND updated_at > ?" % ",".join("?" * len(category.superseded_by)),
                (session_id,) + category.superseded_by + (key, t)).fetchone():
            return  # older than the state that superseded it: a late record changes nothing
        if key is not None and category.supersedes:
            superseded = conn.execute(
                "SELECT id, count FROM events WHERE session_id=? AND type=? AND key=?"
                " AND updated_at <= ?", (session_id, category.supersedes, key, t)).fetchone()
            if superseded:
                conn.execute("DELETE FROM events WHERE id=?", (superseded[0],))
                carried = superseded[1] if category.carries_count else 0
        existing = None
        if key is not None:
            existing = conn.execute(
                "SELECT id, data, count, updated_at FROM events"
                " WHERE session_id=? AND type=? AND key=?", (session_id, name, key)).fetchone()
        if existing:
            old = as_dict(parse_json(existing[1]))
            if category.merge and t < existing[3]:
                # A record older than the row's state arrives late (a parallel hook, a
                # transcript's replay): it goes under that state, not over it.
                merged = category.merge(data, old)
            elif category.merge:
                merged = category.merge(old, data)
            else:  # the newer state wins, also when a parallel hook's record arrives late
                merged = data if t >= existing[3] else old
            conn.execute("UPDATE events SET data=?, count=?, updated_at=max(updated_at, ?), "
                         "stored_at=? WHERE id=?",
                         (dump_json(merged, ascii=False), existing[2] + 1, t, now, existing[0]))
        else:
            conn.execute("INSERT INTO events(session_id, type, priority, key, data, count,"
                         " created_at, updated_at, stored_at) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         (session_id, name, category.priority, key, dump_json(data, ascii=False),
                          1 + carried, t, t, now))
        if name == "file" and data.get("gone") in ("deleted", "moved"):
            self._gone_under(session_id, category, key, data, t, now)
        if category.session_column and data.get(category.session_column[1]):
            conn.execute("UPDATE sessions SET %s=? WHERE session_id=?" % category.session_column[0],
                         (data[category.session_column[1]], session_id))
        if category.kept is not None:
            # Only the newest are ever shown: older ones are not kept around.
            conn.execute("DELETE FROM events WHERE session_id=? AND type=? AND id NOT IN"
                         " (SELECT id FROM events WHERE session_id=? AND type=?"
                         " ORDER BY updated_at DESC, id DESC LIMIT ?)",
                         (session_id, name, session_id, name, category.kept))

    def _gone_under(self, session_id, category, folder, data, t, now):
        """`rm -r dir`, `git mv dir new`: the session's files under a removed folder are
        gone too, and those under a moved one are now under its new name."""
        prefix, target = folder.rstrip("/") + "/", as_str(data.get("to"))
        children = self.conn.execute(
            "SELECT key, data FROM events WHERE session_id=? AND type='file'"
            " AND substr(key, 1, ?)=?", (session_id, len(prefix), prefix)).fetchall()
        if children and target:  # the move's own "write" of the target named a folder
            self.conn.execute("DELETE FROM events WHERE session_id=? AND type='file' AND key=?",
                              (session_id, target))
        for child, child_data in children:
            old = as_dict(parse_json(child_data))
            if old.get("gone"):
                continue
            gone = {"path": old.get("path", child), "ops": {}, "gone": data["gone"]}
            self.upsert_event(session_id, category, child, gone, t, now)
            if data["gone"] == "moved" and target:
                moved = os.path.join(target, child[len(prefix):])
                self.upsert_event(session_id, category, moved,
                                  {"path": moved, "ops": as_dict(old.get("ops"))}, t, now)

    def close_errors_covered(self, session_id, command, passed, t, now):
        """A check passed: the errors of the narrower runs of it are fixed too (`php
        artisan test` passing fixes `php artisan test --filter=X`), and those of other
        runs of its program whose failing test it reports passed."""
        program = command_program(command)
        for key, data in self.conn.execute(
                "SELECT key, data FROM events WHERE session_id=? AND type='error'",
                (session_id,)).fetchall():
            error = as_dict(parse_json(data))
            failed = as_str(error.get("cmd"))
            first = test_name(as_str((error.get("lines") or [""])[0]))
            if key and (failed.startswith(command + " ") or (
                    command_program(failed) == program and any(
                        name in first for name in passed if len(name) >= 6))):
                self.close_error(session_id, key, t, now)

    def close_errors_meant(self, session_id, meant, by, t, now):
        """A command or tool call succeeded: the failures that meant what it did are
        fixed (see intents); what fixed them is kept when it differs (`git add -f`)."""
        for key, data in self.conn.execute(
                "SELECT key, data FROM events WHERE session_id=? AND type='error'"
                " AND updated_at <= ?", (session_id, t)).fetchall():
            error = as_dict(parse_json(data))
            if key and error.get("intent") in meant:
                self.close_error(session_id, key, t, now, by if by != error.get("cmd") else "")

    def close_error(self, session_id, key, t, now, fixed_by=""):
        """A command that failed before has now succeeded: its error becomes error_fixed."""
        conn = self.conn
        row = conn.execute("SELECT id FROM events WHERE session_id=? AND type='error' AND key=?"
                           " AND updated_at <= ?", (session_id, key, t)).fetchone()
        if not row:
            return  # none, or it failed after this success (a transcript's replay)
        conn.execute("DELETE FROM events WHERE session_id=? AND type IN ('error_fixed', 'retry')"
                     " AND key=?", (session_id, key))
        conn.execute("UPDATE events SET type='error_fixed', priority=?, updated_at=?, stored_at=?"
                     " WHERE id=?", (CATEGORIES["error_fixed"].priority, t, now, row[0]))
        if fixed_by:
            data = as_dict(parse_json(conn.execute("SELECT data FROM events WHERE id=?",
                                                   (row[0],)).fetchone()[0]))
            conn.execute("UPDATE events SET data=? WHERE id=?",
                         (dump_json(dict(data, fixed_by=fixed_by), ascii=False), row[0]))

    def write_if_free(self, function, *args):
        """Run a write that can wait (a saved snapshot, the file index, a mark).  Once
        the lock was found held, further such writes in this hook are skipped at once:
        waiting for the lock twice would double the hook's time.  True when done."""
        if self.busy:
            return False
        try:
            function(*args)
            return True
        except Exception as error:
            if not _is_busy(error):
                raise
            self.busy = True
            log(self.env, "database busy; %s skipped: %s"
                % (getattr(function, "__name__", "write"), error))
            return False

    # -- reading a session --------------------------------------------------------

    def rows(self, session_id, per_type_limit=200, edited_first=None, prefilter=True,
             stored_after=0, other_limit=None):
        """The session's events, newest first within each category, at most
        `per_type_limit` per category (no snapshot can hold more; `other_limit`, when
        given, for every category but files, whose folders the snapshot counts), and the
        newest `edited_first` edited files even when more files were only read since;
        only those stored after `stored_after` when it is given.  PERF: with
        `prefilter`, no more rows of a category than a snapshot shows (a test checks that
        this changes no snapshot)."""
        conn = self.conn
        # PERF: the condition only when asked: it keeps the first query off the table
        # (the index answers it).
        newer, since = (" AND stored_at>?", (stored_after,)) if stored_after else ("", ())
        # (the events' `type` column holds each one's category: its name in CATEGORIES)
        categories = [row[0] for row in conn.execute(
            "SELECT DISTINCT type FROM events WHERE session_id=?" + newer, (session_id,) + since)]
        result = []
        for category in categories:
            shown = CATEGORIES[category].shown if category in CATEGORIES and prefilter else None
            most = per_type_limit if category == "file" or other_limit is None else other_limit
            limit = min(most, most if shown is None else shown)
            rows = conn.execute(EVENT_COLUMNS + " WHERE session_id=? AND type=?" + newer
                                + " ORDER BY updated_at DESC, id DESC LIMIT ?",
                                (session_id, category) + since + (limit,)).fetchall()
            if category == "file" and len(rows) == limit:
                # Files edited long ago count more than the newest files only read: look
                # further back for them (walking the index, not sorting every row).
                rows += conn.execute(
                    EVENT_COLUMNS + " WHERE session_id=? AND type='file' AND updated_at < ? AND "
                    + EDITED_FILE_SQL + newer + " ORDER BY updated_at DESC, id DESC LIMIT ?",
                    (session_id, rows[-1][6]) + since + (edited_first or EDITED_FILES_FIRST,))
            result.extend(rows)
        return result

    def timeline(self, session_id):
        """Every event of a session, in the order each first happened (for `show`)."""
        return self.conn.execute(EVENT_COLUMNS + " WHERE session_id=? ORDER BY created_at, id",
                                 (session_id,)).fetchall()

    def event_data(self, session_id, category):
        """The data of every event of one category in a session."""
        return [as_dict(parse_json(row[0])) for row in self.conn.execute(
            "SELECT data FROM events WHERE session_id=? AND type=?", (session_id, category))]

    def distinct_fields(self, session_id, category, *fields):
        """The distinct (field, ...) tuples of one category's events in a session.  PERF:
        SQLite's JSON functions pick them (a session calls the same few MCP tools a
        thousand times); without them, each row is parsed here."""
        try:
            picked = ", ".join("json_extract(data, '$.%s')" % field for field in fields)
            return set(self.conn.execute(
                "SELECT DISTINCT %s FROM events WHERE session_id=? AND type=?" % picked,
                (session_id, category)))
        except _sqlite().OperationalError:  # no JSON1 in this SQLite
            return {tuple(data.get(field) for field in fields)
                    for data in self.event_data(session_id, category)}

    def files_only_read(self, session_id):
        return self.conn.execute("SELECT count(*) FROM events WHERE session_id=? AND type='file'"
                                 " AND NOT " + EDITED_FILE_SQL, (session_id,)).fetchone()[0]

    def has_events(self, session_id, category=None):
        """Whether the session has events (of `category`, when given)."""
        of = " AND type=?" if category else ""
        return bool(self.conn.execute("SELECT 1 FROM events WHERE session_id=?%s LIMIT 1" % of,
                                      (session_id,) + ((category,) if category else ())).fetchone())

    def last_event_at(self, session_id):
        """When the session's newest event happened, or None."""
        return self.conn.execute("SELECT max(updated_at) FROM events WHERE session_id=?",
                                 (session_id,)).fetchone()[0]

    def last_stored_at(self, session_id):
        """When an event of the session was last stored, or None."""
        return self.conn.execute("SELECT max(stored_at) FROM events WHERE session_id=?",
                                 (session_id,)).fetchone()[0]

    def session(self, session_id):
        cursor = self.conn.execute("SELECT * FROM sessions WHERE session_id=?", (session_id,))
        row = cursor.fetchone()
        return dict(zip([column[0] for column in cursor.description], row)) if row else None

    def latest_session(self):
        row = self.conn.execute(
            "SELECT session_id FROM sessions ORDER BY last_activity DESC LIMIT 1").fetchone()
        return row[0] if row else None

    def sessions_with_prefix(self, prefix):
        return [row[0] for row in self.conn.execute(
            "SELECT session_id FROM sessions WHERE substr(session_id, 1, ?) = ?",
            (len(prefix), prefix))]

    def session_ids(self):
        """Every session id, oldest start first."""
        return [row[0] for row in self.conn.execute(
            "SELECT session_id FROM sessions ORDER BY started_at")]

    def session_list(self):
        """Every session as a plain dict (for `sessions`)."""
        names = ("id", "agent", "title", "started", "last_activity", "events",
                 "compactions", "branch",
                 "snapshot_bytes", "pinned")
        return [dict(zip(names, row)) for row in self.conn.execute(
            "SELECT session_id, agent, title, started_at, last_activity, event_count, compactions,"
            " git_branch, (SELECT length(CAST(snapshot AS BLOB)) FROM session_resume r"
            " WHERE r.session_id = s.session_id ORDER BY created_at DESC LIMIT 1), pinned"
            " FROM sessions s")]

    def titles(self):
        return dict(self.conn.execute("SELECT session_id, coalesce(title, '') FROM sessions"))

    # -- snapshots and what reached the agent ----------------------------------------

    def latest_snapshot(self, session_id):
        return self.conn.execute(
            "SELECT snapshot, created_at FROM session_resume WHERE session_id=?"
            " ORDER BY created_at DESC LIMIT 1", (session_id,)).fetchone()

    def save_snapshot(self, session_id, snapshot, compaction=False):
        conn = self.conn
        now = time.time()  # after the build: any row stored later makes this stale
        with self.transaction():
            conn.execute("INSERT INTO session_resume(session_id, snapshot, created_at)"
                         " VALUES(?, ?, ?)", (session_id, snapshot, now))
            # Only the newest few snapshots of a session are ever read.
            conn.execute(
                "DELETE FROM session_resume WHERE session_id=? AND rowid NOT IN (SELECT rowid FROM"
                " session_resume WHERE session_id=? ORDER BY created_at DESC LIMIT 5)",
                (session_id, session_id))
            if compaction:
                conn.execute("UPDATE sessions SET compactions = compactions + 1, last_compact_at=?"
                             " WHERE session_id=?", (now, session_id))

    def count_compaction(self, session_id):
        """One compaction more, for an agent that fires no PreCompact (Gemini: its
        transcript shows one); when it was is not known, so last_compact_at stays."""
        with self.transaction():
            self.conn.execute("UPDATE sessions SET compactions = compactions + 1"
                              " WHERE session_id=?", (session_id,))

    def injection(self, session_id):
        """(hash of the snapshot last injected, when, when the session last compacted)."""
        return self.conn.execute("SELECT last_injected_hash, last_injected_at, last_compact_at"
                                 " FROM sessions WHERE session_id=?", (session_id,)).fetchone()

    def transcript_read(self, session_id):
        """How many bytes of the session's transcript ctxmode has read (see catch_up)."""
        row = self.conn.execute("SELECT value FROM meta WHERE key=?",
                                ("transcript_read:" + session_id,)).fetchone()
        return int(row[0]) if row and str(row[0]).isdigit() else 0

    def mark_transcript_read(self, session_id, offset):
        self.conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES(?, ?)",
                          ("transcript_read:" + session_id, str(offset)))

    def mark_injected(self, session_id, digest, whole=True):
        """Remember the snapshot last injected, and when the `whole` state last was
        (a delta is news on top of it)."""
        now = time.time()
        self.conn.execute("UPDATE sessions SET last_injected_hash=?, last_injected_at=?"
                          " WHERE session_id=?", (digest, now, session_id))
        if whole:
            self.conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES(?, ?)",
                              ("whole_injected:" + session_id, repr(now)))

    def whole_injection(self, session_id):
        """When the session's whole state was last injected (not a delta), or None."""
        row = self.conn.execute("SELECT value FROM meta WHERE key=?",
                                ("whole_injected:" + session_id,)).fetchone()
        try:
            return float(row[0]) if row else None
        except (TypeError, ValueError):
            return None

    # -- resumed sessions ----------------------------------------------------------

    def resumed_chain(self, session_id, depth=5):
        """The sessions this one resumes, nearest first (resumed_from, up to `depth`)."""
        chain = [session_id]
        while len(chain) <= depth:
            row = self.conn.execute("SELECT resumed_from FROM sessions WHERE session_id=?",
                                    (chain[-1],)).fetchone()
            if not row or not row[0] or row[0] in chain:
                break
            chain.append(row[0])
        return chain[1:]

    def resume_candidates(self, session_id, transcript):
        """[(session id, wrote this transcript)] of the other sessions with events,
        those that wrote `transcript` first, then by last activity (at most 500)."""
        return [(row[0], bool(row[1])) for row in self.conn.execute(
            "SELECT session_id, transcript_path=? FROM sessions s WHERE session_id<>?"
            " AND EXISTS(SELECT 1 FROM events e WHERE e.session_id=s.session_id)"
            " ORDER BY transcript_path=? DESC, last_activity DESC LIMIT 500",
            (transcript, session_id, transcript))]

    def set_resumed_from(self, session_id, previous):
        self.conn.execute("UPDATE sessions SET resumed_from=? WHERE session_id=?",
                          (previous, session_id))

    def latest_other_session(self, session_id, since):
        """(id, ended_at) of the newest other session with events active since `since`."""
        return self.conn.execute(
            "SELECT session_id, ended_at FROM sessions s WHERE session_id<>? AND last_activity>=?"
            " AND EXISTS(SELECT 1 FROM events e WHERE e.session_id=s.session_id)"
            " ORDER BY last_activity DESC LIMIT 1", (session_id, since)).fetchone()

    # -- the files a session touched, as they were ----------------------------------

    def has_key(self, session_id, category, key):
        """Whether the session has an event of `category` under `key` (a file's path)."""
        return bool(self.conn.execute(
            "SELECT 1 FROM events WHERE session_id=? AND type=? AND key=?",
            (session_id, category, key)).fetchone())

    def keys(self, session_id, category):
        """The keys of one category's events in a session.  PERF: from the index, not
        the rows (a session's MCP calls, one row per tool, can be thousands)."""
        return {row[0] for row in self.conn.execute(
            "SELECT key FROM events WHERE session_id=? AND type=? AND key IS NOT NULL",
            (session_id, category))}

    def touched_files(self, session_id, limit):
        """The session's most recently touched file paths."""
        return [row[0] for row in self.conn.execute(
            "SELECT key FROM events WHERE session_id=? AND type='file' AND key IS NOT NULL"
            " ORDER BY updated_at DESC LIMIT ?", (session_id, limit))]

    def file_index(self, session_id):
        """{path: (size, mtime_ns, sha256)} as the session last indexed them."""
        return {row[0]: tuple(row[1:]) for row in self.conn.execute(
            "SELECT path, size, mtime_ns, sha256 FROM file_index WHERE session_id=? ORDER BY path",
            (session_id,))}

    def index_mark(self, session_id):
        """(git HEAD, indexed_at) of the session's last index, or None."""
        return self.conn.execute("SELECT git_head, indexed_at FROM sessions WHERE session_id=?",
                                 (session_id,)).fetchone()

    def replace_file_index(self, session_id, states, head):
        """The session's file index becomes {path: (size, mtime_ns, sha256)} with `head`."""
        conn = self.conn
        with self.transaction():
            conn.execute("DELETE FROM file_index WHERE session_id=?", (session_id,))
            conn.executemany("INSERT INTO file_index(session_id, path, size, mtime_ns, sha256) "
                             "VALUES(?, ?, ?, ?, ?)",
                             [(session_id, path) + tuple(state) for path, state in states.items()])
            conn.execute("UPDATE sessions SET git_head=?, indexed_at=? WHERE session_id=?",
                         (head, time.time(), session_id))

    # -- retention, pins, removal ------------------------------------------------------

    def session_sizes(self, running_since):
        """[(session id, last activity, bytes stored, pinned, running, its own last
        activity)], newest first.  A session active since `running_since` and not ended
        may be running."""
        # An imported session counts as active when it was imported (its events' stored_at).
        return [row[:4] + (bool(row[4]), row[5]) for row in self.conn.execute(
            "SELECT session_id, max(coalesce(last_activity, 0), coalesce((SELECT max(stored_at)"
            " FROM events e WHERE e.session_id=s.session_id), 0)),"
            " coalesce((SELECT sum(length(CAST(data AS BLOB))"
            " + length(CAST(coalesce(key, '') AS BLOB)) + 64)"
            " FROM events e WHERE e.session_id=s.session_id), 0)"
            " + coalesce((SELECT sum(length(CAST(snapshot AS BLOB))) FROM session_resume r"
            " WHERE r.session_id=s.session_id), 0) + 256,"
            " pinned, (ended_at IS NULL OR ended_at < last_activity) AND last_activity > ?,"
            " coalesce(last_activity, 0) FROM sessions s ORDER BY 2 DESC, session_id",
            (running_since,))]

    def set_pinned(self, session_id, pinned):
        self.conn.execute("UPDATE sessions SET pinned=? WHERE session_id=?",
                          (int(pinned), session_id))

    def delete_sessions(self, session_ids):
        """Delete sessions with everything stored about them, in one transaction.
        Returns how many events went."""
        conn, removed = self.conn, 0
        with self.transaction():
            for session_id in session_ids:
                removed += conn.execute("DELETE FROM events WHERE session_id=?",
                                        (session_id,)).rowcount
                for table in ("session_resume", "file_index", "sessions"):
                    conn.execute("DELETE FROM %s WHERE session_id=?" % table, (session_id,))
        return removed

    def vacuum(self):
        self.conn.execute("VACUUM")
        self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    # -- search and statistics ---------------------------------------------------------

    def search(self, query, limit, any_word=False):
        """[(session, type, data, updated_at, rank, method)] of the events matching
        every word of `query` (`any_word`: any of them), by its start (word_stem).  With
        FTS5: ranked by BM25,
        then newest first.  Without it, or when FTS finds nothing (a CJK run is one
        token to FTS5's tokenizer, so a part of one matches nothing): a LIKE scan,
        newest first."""
        words = query.split()
        columns = "e.session_id, e.type, e.data, e.updated_at"
        rows = []
        if self.conn.execute("SELECT 1 FROM sqlite_master WHERE name='events_fts'").fetchone():
            match = (" OR " if any_word else " ").join(  # a stem by its start, a word whole
                ('"%s"*' if word_stem(word) != word else '"%s"') % word_stem(word).replace(
                    '"', '""') for word in words)
            rows = [row + ("fts",) for row in self.conn.execute(
                "SELECT %s, bm25(events_fts) FROM events_fts JOIN events e"
                " ON e.id = events_fts.rowid WHERE events_fts MATCH ?"
                " ORDER BY bm25(events_fts), e.updated_at DESC LIMIT ?" % columns, (match, limit))]
        if not rows:
            condition = (" OR " if any_word else " AND ").join("e.data LIKE ? ESCAPE '\\'"
                                                               for _ in words)
            escaped = (word.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
                       for word in words)
            patterns = ["%" + word + "%" for word in escaped]
            rows = [row + (0.0, "like") for row in self.conn.execute(
                "SELECT %s FROM events e WHERE %s ORDER BY e.updated_at DESC LIMIT ?"
                % (columns, condition), patterns + [limit])]
        return rows

    def recall_candidates(self, match, fragments, session_id, kinds, limit):
        """[(session, type, data, updated_at)] that recall scores: the FTS5 `match` (BM25
        order), rows whose data holds any of `fragments` (a CJK query's pairs: one scan,
        newest first), and the session's newest rows of the `kinds` the query names."""
        columns = "e.session_id, e.type, e.data, e.updated_at"
        rows = []
        if match and self.conn.execute(
                "SELECT 1 FROM sqlite_master WHERE name='events_fts'").fetchone():
            # PERF: the best `limit` ids first, then their rows (joining every match
            # before the sort read each row of a common word's 25,000: a fifth slower)
            rows += self.conn.execute(
                "SELECT %s FROM (SELECT rowid AS id, bm25(events_fts) AS score FROM events_fts"
                " WHERE events_fts MATCH ? ORDER BY score LIMIT ?) best JOIN events e"
                " ON e.id = best.id ORDER BY best.score" % columns, (match, limit)).fetchall()
        elif match:
            fragments = list(fragments) + [word.strip('"*') for word in match.split(" OR ")]
        if fragments:
            escaped = [fragment.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
                       for fragment in fragments]
            rows += self.conn.execute(
                "SELECT %s FROM events e WHERE %s ORDER BY e.updated_at DESC LIMIT ?" % (
                    columns, " OR ".join("e.data LIKE ? ESCAPE '\\'" for _ in escaped)),
                ["%" + fragment + "%" for fragment in escaped] + [limit]).fetchall()
        if kinds and session_id:
            rows += self.conn.execute(
                "SELECT %s FROM events e WHERE e.session_id = ? AND e.type IN (%s)"
                " ORDER BY e.updated_at DESC LIMIT ?" % (columns, ",".join("?" * len(kinds))),
                [session_id] + list(kinds) + [limit // 4]).fetchall()
        return rows

    def counts(self):
        """(sessions, pinned sessions, hook events captured, {type: (rows, times seen)})."""
        sessions, pinned, captured = self.conn.execute(
            "SELECT count(*), coalesce(sum(pinned), 0), coalesce(sum(event_count), 0)"
            " FROM sessions").fetchone()
        categories = {kind: (rows, seen) for kind, rows, seen in self.conn.execute(
            "SELECT type, count(*), sum(count) FROM events GROUP BY type ORDER BY type")}
        return sessions, pinned, captured, categories

    # -- export and import ----------------------------------------------------------

    def export_rows(self, session_id):
        """(events, snapshots, files) of a session as stored, for an export."""
        conn = self.conn
        events = conn.execute(EVENT_COLUMNS + " WHERE session_id=? ORDER BY id",
                              (session_id,)).fetchall()
        snapshots = conn.execute("SELECT snapshot, created_at FROM session_resume"
                                 " WHERE session_id=? ORDER BY created_at", (session_id,))
        snapshots = snapshots.fetchall()
        files = conn.execute("SELECT path, size, mtime_ns, sha256 FROM file_index"
                             " WHERE session_id=? ORDER BY path", (session_id,)).fetchall()
        return events, snapshots, files

    def begin(self):
        """Open a write transaction that commit() or rollback() ends (import's, which
        spans several databases)."""
        self.conn.execute("BEGIN IMMEDIATE")

    def commit(self):
        self.conn.execute("COMMIT")

    def rollback(self):
        if self.conn is not None and self.conn.in_transaction:
            self.conn.execute("ROLLBACK")

    def insert_session(self, meta, fields):
        """A session row from an export's metadata (`fields` of it, in order)."""
        self.conn.execute("INSERT INTO sessions(%s, project_root) VALUES(%s)"
                          % (", ".join(fields), ", ".join(
            "?" * (len(fields) + 1))), [meta[field] for field in fields] + [self.root])

    def insert_event(self, session_id, kind, key, data, count, created, updated, now):
        self.conn.execute("INSERT INTO events(session_id, type, priority, key, data, count,"
                          " created_at, updated_at, stored_at) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)",
                          (session_id, kind, CATEGORIES[kind].priority, key,
                           dump_json(data, ascii=False), count, created, updated, now))

    def insert_snapshot(self, session_id, snapshot, created):
        self.conn.execute("INSERT INTO session_resume(session_id, snapshot, created_at)"
                          " VALUES(?, ?, ?)", (session_id, snapshot, created))

    def insert_file_state(self, session_id, path, size, mtime_ns, digest):
        self.conn.execute("INSERT OR REPLACE INTO file_index(session_id, path, size, mtime_ns,"
                          " sha256) VALUES(?, ?, ?, ?, ?)",
                          (session_id, path, size, mtime_ns, digest))


def open_store(env, root):
    """A Store with the spool drained into it.  Recovers from a corrupt file once;
    when another process holds the write lock past the busy timeout, the events wait
    in the spool for the next drain and the store is still good for reading (WAL)."""
    store = Store(env, root).open()
    try:
        store.drain()
    except Exception as error:
        if _is_busy(error):
            store.busy = True
            log(env, "database busy; spooled events wait for the next drain: %s" % error)
        elif _is_corruption(error):
            store.quarantine(error)
            store.open().drain()
        else:
            store.close()
            raise
    return store


# ---------------------------------------------------------------------------
# Extraction: from a hook payload to summary events (hot path)
# ---------------------------------------------------------------------------
# An extractor returns a list of (type, key, data) triples; the hook handler redacts
# them and turns them into records.  Nothing here stores a tool's full output.

def registrar(table):
    """A decorator factory filling `table`: @decorator("A", "B") maps both names to
    the function (pycodestyle's @register_check, as a dispatch table)."""
    def decorator(*names):
        def register(function):
            for name in names:
                table[name] = function
            return function
        return register
    return decorator


TOOL_EXTRACTORS = {}
extracts = registrar(TOOL_EXTRACTORS)  # @extracts("Edit", ...): tool name -> extractor

FILE_OPS = {"Edit": "edit", "MultiEdit": "edit", "NotebookEdit": "edit", "Write": "write",
            "Read": "read"}
SHELL_SCAN_CHARS = 20000       # a command is parsed (and known by its key) this far
SHELL_SEGMENTS_MAX = 200       # ... and at most this many of its simple commands are read


def tool_output(response):
    """The text a tool printed: Claude Code's stdout and stderr, or the `output` an
    adapter puts there (see Agent.normalize), or a plain string (Codex's, Droid's)."""
    if isinstance(response, str):
        return response
    response = as_dict(response)
    fields = ("stdout", "stderr", "output")
    parts = (response.get(field) for field in fields)
    return "\n".join(part for part in parts if isinstance(part, str) and part)


# The names a change brought in (`joinGroupByCodeAction`, `register-loading-indicator`,
# `COMPANY_NAME_UPDATE`): what the change was, in the words the next step will use.
# PERF: str methods only, on at most EDIT_SCAN_CHARS of each side.
EDIT_SCAN_CHARS = 4000
NAMES_ADDED = 3
_NOT_IN_A_NAME = str.maketrans({chr(code): " " for code in range(128)
                                if not (chr(code).isalnum() or chr(code) in "_.-")})


def names_added(new, old):
    """Up to NAMES_ADDED code names (camelCase, snake_case, kebab-case, dotted) that the
    new text has and the old one has not, in the order they come; "" for none."""
    before = set(old[:EDIT_SCAN_CHARS].translate(_NOT_IN_A_NAME).split())
    names = []
    # Redacted first: a value a rule knows (`password = "CorrectHorseBattery"`) is no name.
    # (Cut as lines_changed cuts it: the memo of redact() serves the second.)
    for word in redact(_head_lines(new, EDIT_SCAN_CHARS))[0].translate(_NOT_IN_A_NAME).split():
        word = word.strip(".-")
        if word in before or word in names or not 6 <= len(word) <= 40 or not word[0].isalpha():
            continue
        inner = word[1:]
        mixed_case = any(char.isupper() for char in inner) and any(char.islower() for char in word)
        code_like = "_" in inner or "." in inner or "-" in inner or mixed_case
        if code_like and sum(char.isdigit() for char in word) <= 3 and "--" not in word:
            names.append(word)
            if len(names) == NAMES_ADDED:
                break
    return one_line(" ".join(names), SUMMARY_CAP) if names else ""


# What an edit did, in its own lines (`gh pr merge <n> --squash --delete-branch`,
# `serviceworker.unregister();`): often the one place the change is said at all.
CHANGE_CHARS = 100
CHANGE_MIN_CHARS = 12  # a shorter change says nothing without its line (`name` -> `who`)


def lines_changed(new, old):
    """The lines the new text has and the old one has not (each with a word in it),
    joined by " | ", in at most CHANGE_CHARS; "" for none (a change that only took
    lines out).  Each side is redacted whole first: some secrets are known only by the
    line before them (a YAML block's `password:`).  On at most EDIT_SCAN_CHARS of each
    side, cut at a line's end."""
    new, old = (redact(_head_lines(text, EDIT_SCAN_CHARS))[0] for text in (new, old))
    before = {" ".join(line.split()) for line in old.splitlines()}
    kept, size = [], 0
    for line in new.splitlines():
        line = " ".join(line.split())
        if line in before or line in kept or sum(char.isalpha() for char in line) < 3:
            continue
        kept.append(line)
        size += len(line) + 3
        if size >= CHANGE_CHARS:
            break
    joined = " | ".join(kept)
    return one_line(joined, CHANGE_CHARS) if len(joined) >= CHANGE_MIN_CHARS else ""


def _head_lines(text, chars):
    """The whole lines of `text` that fit in `chars` (its head, if one line is longer)."""
    if len(text) <= chars:
        return text
    head = text[:chars]
    return head.rpartition("\n")[0] or head


def _file_path(tool_input, response):
    path = as_str(tool_input.get("file_path") or tool_input.get("notebook_path")
                  or tool_input.get("path") or response.get("filePath"))
    return head_of(path, PATH_CAP)


@extracts("Edit", "MultiEdit", "Write", "NotebookEdit", "Read")
def extract_file_tool(tool, tool_input, response):
    path = clean_text(_file_path(tool_input, response)).strip()
    if not path:
        return []
    events = [("file", path, {"path": path, "ops": {FILE_OPS[tool]: 1}})]
    if tool in ("Edit", "MultiEdit"):
        edits = tool_input.get("edits")
        edits = edits if isinstance(edits, list) else [tool_input]
        new = "\n".join(as_str(as_dict(edit).get("new_string")) for edit in edits)
        old = "\n".join(as_str(as_dict(edit).get("old_string")) for edit in edits)
        added = names_added(new, old)
        if added:
            events[0][2]["added"] = added
        change = lines_changed(new, old)
        if change:
            events[0][2]["change"] = change
    if tool == "Read" and is_instruction_file(path):
        content = as_str(as_dict(response.get("file")).get("content") or response.get("output"))
        if content:
            events.append(("rule", path, {"path": path, "excerpt": cap(content)}))
    return events


@extracts("EditFiles")
def extract_edit_files(tool, tool_input, response):
    """VS Code Copilot's multi-file edit: a list of paths."""
    files = tool_input.get("files")
    files = files if isinstance(files, list) else []
    paths = [head_of(path, PATH_CAP) for path in files if isinstance(path, str)]
    return [("file", path, {"path": path, "ops": {"edit": 1}})
            for path in paths[:50] if path.strip()]


@extracts("Delete")
def extract_delete(tool, tool_input, response):
    path = clean_text(_file_path(tool_input, response)).strip()
    return [("file", path, {"path": path, "ops": {"delete": 1}, "gone": "deleted"})] if path else []


PATCH_LINES_READ = 200  # of a file's lines added, and of those around them
PATCH_OPS = (("*** Add File: ", "write"), ("*** Update File: ", "edit"),
             ("*** Delete File: ", "delete"),
             ("*** Move to: ", "write"))


@extracts("ApplyPatch")
def extract_apply_patch(tool, tool_input, response):
    """Codex's edits: the files named in the patch's own headers (a file deleted or
    moved away is gone)."""
    events, seen, updated = [], set(), None
    patch = as_str(tool_input.get("command") or tool_input.get("input"))[:SHELL_SCAN_CHARS * 10]
    # A file updated: its text after the change and before it, as far as its hunks say
    # (the lines kept around a change on both sides, as an Edit's strings have them).
    hunks = {}
    for line in patch.splitlines():
        if updated and line and line[0] in "+- ":
            after, before = hunks[updated]
            for side in ((after,) if line[0] == "+" else (before,) if line[0] == "-"
                         else (after, before)):
                if len(side) < PATCH_LINES_READ:
                    side.append(line[1:])
            continue
        for prefix, op in PATCH_OPS:
            if line.startswith(prefix):
                path = head_of(line[len(prefix):].strip(), PATH_CAP)
                if path and (path, op) in seen and prefix == "*** Update File: ":
                    updated = path  # the same file again: its hunks are its own
                if not path or (path, op) in seen:
                    continue
                seen.add((path, op))
                if prefix == "*** Move to: " and updated:
                    moved = {"path": updated, "ops": {"delete": 1}, "gone": "moved"}
                    events.append(("file", updated, moved))
                data = {"path": path, "ops": {op: 1}}
                if op == "delete":
                    data["gone"] = "deleted"
                events.append(("file", path, data))
                updated = path if prefix == "*** Update File: " else None
                if updated:
                    hunks.setdefault(updated, ([], []))
    for _kind, path, data in events:
        if path in hunks and data["ops"].get("edit"):
            after, before = ("\n".join(lines) for lines in hunks[path])
            change = lines_changed(after, before)
            if change:
                data["change"] = change
            names = names_added(after, before) if len(events) == 1 else ""
            if names:  # one file changed: the names that came in
                data["added"] = names
    return events


@extracts("TodoWrite")
def extract_todos(tool, tool_input, response):
    todos = tool_input.get("todos")
    if not isinstance(todos, list):
        todos = as_dict(response).get("newTodos")
    items = []
    for todo in todos if isinstance(todos, list) else []:
        todo = as_dict(todo)
        text = one_line(todo.get("content") or todo.get("description") or "", SUMMARY_CAP)
        if text:
            status = one_line(todo.get("status") or "pending", STATUS_CAP)
            items.append({"text": text, "status": status})
    # The latest list replaces the previous one: one row under a fixed key.
    return [("task", "todos", {"todos": items[:50]})]


@extracts("TaskCreate")
def extract_task_create(tool, tool_input, response):
    task = as_dict(response.get("task"))
    task_id = one_line(task.get("id") or "", ID_CAP)
    subject = one_line(task.get("subject") or tool_input.get("subject") or "", SUMMARY_CAP)
    if not (task_id or subject):
        return []
    task = {"id": task_id, "text": subject, "status": "pending"}
    return [("task", "id:" + (task_id or subject), task)]


@extracts("TaskUpdate")
def extract_task_update(tool, tool_input, response):
    task_id = one_line(tool_input.get("taskId") or response.get("taskId") or "", ID_CAP)
    if not task_id:
        return []
    return [("task", "id:" + task_id, {
        "id": task_id, "status": one_line(tool_input.get("status") or "", STATUS_CAP),
        "text": one_line(tool_input.get("subject") or "", SUMMARY_CAP)})]


@extracts("TaskRows")
def extract_task_rows(tool, tool_input, response):
    """A batch of task rows an adapter read from the agent's own todo store (Copilot
    CLI's todos table): each by its id; an update names only what it sets."""
    events = []
    for task in tool_input.get("tasks") or ():
        task = as_dict(task)
        key = task.get("id") or task.get("text")
        if key:
            events.append(("task", "id:" + key, {field: task.get(field) or ""
                                                 for field in ("id", "text", "status")}))
    return events


@extracts("EnterPlanMode")
def extract_enter_plan(tool, tool_input, response):
    return [("plan", "plan", {"state": "drafting", "text": ""})]


@extracts("ExitPlanMode")
def extract_exit_plan(tool, tool_input, response):
    plan = as_str(tool_input.get("plan") or response.get("plan"))
    return [("plan", "plan", {"state": "approved", "text": cap(plan)})]


@extracts("AskUserQuestion")
def extract_answers(tool, tool_input, response):
    events = []
    for question, answer in as_dict(response.get("answers")).items():
        text = one_line("%s → %s" % (one_line(question, NAME_CAP), one_line(answer, NAME_CAP)))
        events.append(("decision", "ask:" + _sha256_hex(text)[:12], {"text": text}))
    return events


@extracts("Agent", "Task")
def extract_subagent(tool, tool_input, response):
    agent_type = one_line(tool_input.get("subagent_type") or response.get("agentType")
                          or "agent", ID_CAP)
    description = one_line(tool_input.get("description") or "", ARG_CAP)
    key = one_line(response.get("agentId") or description or agent_type, KEY_CAP)
    if response.get("status") == "completed" or (isinstance(response.get("content"), list)
                                                 and not response.get("status")):
        content = response.get("content")
        texts = [as_str(block.get("text"))
                 for block in (content if isinstance(content, list) else [])
                 if isinstance(block, dict)]
        return [("subagent_done", key, {"agent": agent_type, "description": description,
                                        "result": one_line(" ".join(texts), SUMMARY_CAP)})]
    return [("subagent", key, {"agent": agent_type, "description": description})]


@extracts("Skill")
def extract_skill(tool, tool_input, response):
    name = one_line(tool_input.get("skill") or tool_input.get("command")
                    or tool_input.get("name") or "", KEY_CAP)
    if not name:
        return []
    args = one_line(tool_input.get("args") or "", ARG_CAP)
    return [("skill", name, {"name": name, "args": args})]


@extracts("WebFetch")
def extract_web_fetch(tool, tool_input, response):
    url = one_line(tool_input.get("url") or response.get("url") or "", LOCATION_CAP)
    return [("ref", url, {"ref": url})] if url else []


@extracts("WebSearch")
def extract_web_search(tool, tool_input, response):
    query = one_line(tool_input.get("query") or "", ARG_CAP)
    return [("ref", "search:" + query, {"ref": "search: " + query})] if query else []


def mcp_server_and_tool(name):
    """(server, tool) of an MCP tool's name, mcp__<server>__<tool> (the tool is the
    server's name when there is none)."""
    _, _, rest = name.partition("__")
    server, _, tool = rest.partition("__")
    return server, tool or server


def extract_mcp(tool, tool_input, response):
    """mcp__<server>__<tool>: the name and its first short string argument."""
    server, name = mcp_server_and_tool(tool)
    if server == MCP_SERVER_NAME:
        return []  # the agent reading ctxmode's memory is no work of the session
    argument = ""
    for field, value in tool_input.items():
        if isinstance(value, str) and value.strip():
            # name=value: the name tells what it is, and lets redaction see "password=..."
            argument = one_line("%s=%s" % (field, value), ARG_CAP)
            break
    return [("mcp", one_line(tool, SUMMARY_CAP), {
        "server": one_line(server, KEY_CAP), "tool": one_line(name, NAME_CAP),
        "arg": argument})]


# -- shell commands, parsed without `re` (PERF: this runs on the hot path) -----------

# What a backslash escapes inside double quotes (else it is itself: "C:\Users\ana").
QUOTED_ESCAPES = ("$", "`", '"', "\\", "\n")


def _in_windows_path(before, after):
    """True for a backslash between two characters of a word as a Windows path has it
    (`src\\app`, `frontend\\*`): bash would drop it, but nobody escapes a letter so."""
    return (before.isalnum() or before in "_.-:") and (after.isalnum() or after in "_.*")


def shell_segments(command):
    """Split a shell command line into simple commands, each a list of words, honouring
    quotes, backslashes, comments and redirections like 2>&1 well enough to find
    `git commit -m "..."` or `cd dir`.  Separators: && || ; | & ( ) and newlines; the
    body of a here-document (`cat > f <<EOF ... EOF`) is text, not commands."""
    command = command[:SHELL_SCAN_CHARS]
    segments, words, word, quote, in_word = [], [], [], None, False
    index, length, line_start = 0, len(command), 0
    while index < length:
        char = command[index]
        if quote:
            if char == quote:
                quote = None
            elif char == "\\" and quote == '"' and command[index + 1:index + 2] in QUOTED_ESCAPES:
                index += 1
                if command[index] != "\n":  # a backslash-newline joins two lines
                    word.append(command[index])
            else:
                word.append(char)
        elif char in "'\"":
            quote, in_word = char, True
        elif char == "\\" and command[index + 1:index + 2] == "\n":
            index += 1  # a line continued ("cd x; \<newline>rm -f y"): nothing of a word
        elif char == "\\" and word and _in_windows_path(word[-1], command[index + 1:index + 2]):
            word.append(char)  # PowerShell's `templates\app\x.html`: a folder's separator
        elif char == "\\" and index + 1 < length:
            index += 1
            word.append(command[index])
            in_word = True
        elif char in " \t":
            if in_word:
                words.append("".join(word))
                word, in_word = [], False
        elif char == "#" and not in_word:
            newline = command.find("\n", index)
            index = length if newline < 0 else newline
            continue
        elif char == "&" and ((word and word[-1] in "<>") or command[index + 1:index + 2] == ">"):
            word.append(char)  # 2>&1, &> file: a redirection, not a separator
            in_word = True
        elif char == "$" and command[index + 1:index + 2] == "(":
            # `GOCACHE=$(pwd)/.cache go build`: a command's output, part of the word (an
            # unclosed `$(` is a plain `$`)
            end = _substitution_end(command, index)
            word.append(command[index:end + 1] if end > index else char)
            in_word, index = True, max(end, index)
        elif char in ";&|\n()":
            if in_word:
                words.append("".join(word))
                word, in_word = [], False
            if words:
                segments.append(words)
                if len(segments) >= SHELL_SEGMENTS_MAX:
                    return segments  # PERF: a script's first commands say what it does
            words = []
            if command[index:index + 2] in ("&&", "||"):
                index += 1
            if char == "\n":
                index = _after_here_documents(command, index, segments[line_start:])
                line_start = len(segments)
        else:
            word.append(char)
            in_word = True
        index += 1
    if in_word:
        words.append("".join(word))
    if words:
        segments.append(words)
    return segments


def _substitution_end(command, start):
    """Where the `$(` at `start` closes (its `)`), or -1 when it does not on its line."""
    depth = 0
    for index in range(start + 1, min(len(command), start + 400)):
        char = command[index]
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if not depth:
                return index
        elif char == "\n":
            break
    return -1


def _after_here_documents(command, newline, segments):
    """Where the next command starts after the line ending at `newline`: past the
    bodies of the here-documents that line opened (their delimiters in `segments`)."""
    delimiters = []
    for words in segments:
        for position, word in enumerate(words):
            if word.startswith("<<") and not word.startswith("<<<"):
                delimiter = word[2:].lstrip("-") or (words[position + 1]
                                                     if position + 1 < len(words) else "")
                if delimiter:
                    delimiters.append(delimiter)
    for delimiter in delimiters:
        while newline >= 0:
            end = command.find("\n", newline + 1)
            line = command[newline + 1:end if end >= 0 else len(command)]
            newline = end
            if line.strip() == delimiter:
                break
        if newline < 0:
            return len(command)
    return newline


GIT_OPS = {"commit", "push", "pull", "merge", "rebase", "stash", "reset", "checkout", "switch",
           "branch", "cherry-pick", "revert", "tag"}


def _is_redirection(word):
    """2>&1, >/dev/null, &>log, <input: shell plumbing, not an argument."""
    return word[:1] in "<>" or word[:2] == "&>" or (word[:1].isdigit() and word[1:2] in ("<", ">"))


def commit_subject(message):
    """The first line of a commit message, also from Claude Code's usual
    -m "$(cat <<'EOF' ... EOF)" form."""
    lines = message.strip().splitlines()
    if lines and lines[0].startswith("$(cat") and "<<" in lines[0]:
        terminator = lines[0].split("<<", 1)[1].strip().strip("'\"-")
        ends = (terminator, ")", terminator + ")")
        lines = [line for line in lines[1:] if line.strip() not in ends]
    for line in lines:
        if line.strip():
            return line.strip()
    return ""


def _git_event(words, response):
    """(type, key, data) for one `git ...` simple command, or None."""
    index = 1
    while index < len(words) and words[index].startswith("-"):
        index += 2 if words[index] in ("-C", "-c") else 1  # global options before the verb
    if index >= len(words) or words[index] not in GIT_OPS:
        return None
    op = words[index]
    args = [arg for arg in words[index + 1:] if not _is_redirection(arg)]
    flags = [arg for arg in args if arg.startswith("-")]
    plain = [arg for arg in args if not arg.startswith("-")]
    data = {"op": op, "detail": ""}
    if op == "commit":
        messages = [args[i + 1] for i, arg in enumerate(args[:-1])
                    if arg in ("-m", "--message", "-am")]
        messages += [arg.split("=", 1)[1] for arg in args if arg.startswith("--message=")]
        messages += [arg[2:] for arg in args if arg.startswith("-m") and len(arg) > 2
                     and arg[2] != "-"]
        subject = commit_subject(messages[0]) if messages else ""
        data["detail"] = one_line(subject, SUMMARY_CAP) or ("--amend" if "--amend" in flags else "")
    elif op in ("checkout", "switch") and any(flag in ("-b", "-B", "-c", "-C") for flag in flags):
        data["op"], data["branch"] = "new-branch", one_line(plain[0] if plain else "", NAME_CAP)
        data["detail"] = data["branch"]
    elif op in ("checkout", "switch"):
        target = plain[0] if plain else ""
        extension = os.path.splitext(target)[1][1:]
        if "--" in args or not target or target == "." or extension and not extension.isdigit():
            return None  # restoring files, not a branch move: shell_file_events sees it
        data["branch"] = one_line(target, NAME_CAP)
        data["detail"] = target
    elif op == "branch" and plain and any(flag in ("-m", "-M", "--move") for flag in flags):
        # the current one
        data["op"], data["branch"] = "rename-branch", one_line(plain[-1], NAME_CAP)
        data["detail"] = data["branch"]
    elif op == "branch" and plain and not flags:
        data["op"], data["detail"] = "new-branch", one_line(plain[0], NAME_CAP)
    elif op == "branch" and plain and any(flag in ("-d", "-D", "--delete") for flag in flags):
        branch = one_line(plain[0], NAME_CAP)
        return ("git", "deleted:" + branch, {"op": "delete-branch", "detail": branch, "gone": True})
    elif op == "branch":
        return None  # listing branches changes nothing the agent must remember
    elif op == "push" and "--delete" in flags and len(plain) >= 2:
        return ("git", "deleted:" + plain[-1], {
            "op": "delete-branch", "detail": one_line(plain[-1], NAME_CAP), "gone": True})
    elif op == "stash":
        # A stash is a state: one row, shown while something is stashed.
        verb = plain[0] if plain else "push"
        if verb in ("list", "show"):
            return None
        gone = verb in ("pop", "apply", "drop", "clear")
        detail = "" if gone else " ".join(plain[1:] if plain[:1] in (["push"], ["save"])
                                          else plain)
        return ("git", "stash", {"op": "stash", "detail": one_line(detail, SUMMARY_CAP),
                                 **({"gone": True} if gone else {})})
    else:
        data["detail"] = one_line(" ".join(args), SUMMARY_CAP)
    if "$" in data["detail"] or "$" in data.get("branch", ""):
        return None  # a shell variable: which branch or commit is not known here
    git_operation = as_dict(response.get("gitOperation"))
    commit = as_dict(git_operation.get("commit"))
    if op == "commit" and commit:
        data["sha"] = one_line(commit.get("sha") or "", ID_CAP)
        if commit.get("branch"):
            data["branch"] = one_line(commit["branch"], NAME_CAP)
    push = as_dict(git_operation.get("push"))
    if op == "push" and push.get("branch"):
        data["branch"] = one_line(push["branch"], NAME_CAP)
    return ("git", None, data)


# Issue trackers driven from the shell: where the work's tasks live when a session uses
# one (`bd update bd-a1b2 --status in_progress`, `gh issue close 12`).  Per program: the
# words before its verb, the options that give a title and a status.
TRACKERS = {
    "bd": ((), ("--title",), ("-s", "--status")),
    "beads": ((), ("--title",), ("-s", "--status")),
    "gh": (("issue",), ("--title", "-t"), ()),
    "glab": (("issue",), ("--title", "-t"), ()),
    "jira": (("issue",), ("--summary", "-s"), ()),
    "linear": (("issue",), ("--title", "-t"), ("--state", "-s")),
}
# What a tracker's verb does to a task: its new status, or None (it only looks, or the
# status is an option's or an argument's).
TRACKER_VERBS = {"create": "pending", "new": "pending", "add": "pending", "close": "completed",
                 "done": "completed", "resolve": "completed", "reopen": "pending",
                 "start": "in_progress", "update": None, "edit": None, "move": None,
                 "show": None, "view": None}
# A tracker's words for a status, as a todo list says them.
TRACKER_STATUSES = {"closed": "completed", "done": "completed", "resolved": "completed",
                    "in progress": "in_progress", "in-progress": "in_progress",
                    "started": "in_progress", "doing": "in_progress", "open": "pending",
                    "todo": "pending", "to do": "pending", "ready": "pending",
                    "backlog": "pending", "reopened": "pending"}


def tracker_event(words, output):
    """The task a tracker's command created, changed or showed (id, title, status), as
    a task event keyed by its id; or None."""
    program = os.path.basename(words[0])
    if program not in TRACKERS:
        return None
    nouns, title_options, status_options = TRACKERS[program]
    if [word for word in words[1:1 + len(nouns)]] != list(nouns):
        return None
    rest = words[1 + len(nouns):]
    if not rest or rest[0] not in TRACKER_VERBS:
        return None
    verb, args = rest[0], rest[1:]
    options, plain, index = {}, [], 0
    while index < len(args):
        word = args[index]
        if word.startswith("-") and "=" in word:
            name, _, value = word.partition("=")
            options[name] = value
        elif word.startswith("-") and index + 1 < len(args) and not args[index + 1].startswith("-"):
            options[word] = args[index + 1]
            index += 1
        elif not word.startswith("-"):
            plain.append(word)
        index += 1
    shown = _tracker_fields(output)
    task = {"id": shown.get("id") or (plain[0] if plain and verb not in ("create", "new", "add")
                                       else _created_id(output))}
    title = next((options[name] for name in title_options if options.get(name)), None) or (
        plain[0] if verb in ("create", "new", "add") and plain and program in ("bd", "beads")
        else shown.get("title"))
    status = TRACKER_VERBS[verb] or next((options[name] for name in status_options
                                          if options.get(name)), None) or (
        plain[1] if verb == "move" and len(plain) > 1 else shown.get("status"))
    if not task["id"] or "$" in task["id"]:
        return None
    if task["id"].lstrip("#").isdigit():
        task["id"] = "#" + task["id"].lstrip("#")  # gh issue close 12, #12 in its view
    if title:
        task["text"] = one_line("%s %s" % (task["id"], title), SUMMARY_CAP)
    if status:
        status = status.strip().lower()
        status = TRACKER_STATUSES.get(status, status).replace(" ", "_")
        task["status"] = one_line(status, STATUS_CAP)
    if options.get("--parent"):
        task["parent"] = one_line(options["--parent"], ID_CAP)
    task["id"] = one_line(task["id"], ID_CAP)
    return ("task", "id:" + task["id"], task)


def _created_id(output):
    """The id a tracker printed for an issue it created: bd-a1b2, #12 of an issue's
    URL, PROJ-12."""
    printed = output[:2000]
    for word in printed.replace("/", " ").split():
        word = word.strip(".,:;()[]'\"#")
        if word.isdigit() and "/issues/" in printed:
            return word
        prefix, _, tail = word.rpartition("-")
        if prefix and tail and (tail.isdigit() or prefix.islower() and tail.isalnum()) and (
                prefix.isalpha() and 1 < len(prefix) <= 10):
            return word
    return None


def _tracker_fields(output):
    """{"id", "title", "status"} of what a tracker showed of one issue: its JSON, its
    `field: value` lines (gh, glab, jira --plain), or bd's `id: title` heading."""
    text = output.strip()[:20000]
    if text.startswith(("{", "[")):
        try:
            data = parse_json(text)
        except (ValueError, RecursionError):
            data = None
        data = data[0] if isinstance(data, list) and data else data
        if isinstance(data, dict):
            number = data.get("number")
            return {"id": as_str(data.get("id") or data.get("key")) or (
                        "#%s" % number if isinstance(number, int) else ""),
                    "title": as_str(data.get("title") or data.get("summary")),
                    "status": as_str(data.get("status") or data.get("state"))}
        return {}
    fields = {}
    for line in text.splitlines()[:40]:
        name, separator, value = line.partition(":")
        name = name.strip().lower()
        if separator and name in ("title", "summary", "status", "state", "number") and (
                value.strip() and name not in fields):
            fields[name] = value.strip()
    first = text.splitlines()[0] if text else ""
    heading, separator, title = first.partition(": ")
    if separator and "-" in heading and " " not in heading.strip("○◐●✓ "):
        fields.setdefault("id", heading.strip("○◐●✓ "))
        fields.setdefault("title", title.strip())
    return {"id": fields.get("id") or ("#" + fields["number"] if fields.get("number") else ""),
            "title": fields.get("title") or fields.get("summary") or "",
            "status": fields.get("status") or fields.get("state") or ""}


def _env_events(words):
    """cd, export and virtualenv activation: where the shell now stands (environment
    switches such as `nvm use` or `kubectl config use-context` are environment_switch's)."""
    verb, args = words[0], words[1:]
    if verb == "cd" and args:
        return [("env", "cwd", {"what": "cwd", "value": one_line(args[0], LOCATION_CAP)})]
    if verb == "export":
        events, shown = [], []
        for arg in args:
            name, equals, value = arg.partition("=")
            if equals and name.replace("_", "").isalnum():
                # A value is masked unless it is plainly no secret (AWS_PROFILE=staging):
                # an exported value is too often a credential.
                plain = value and len(value) <= 60 and not (_risky_word(value) or _risky_word(name))
                shown.append(name + "=" + (one_line(value, ENV_VALUE_CAP) if plain else "…"))
                events.append(("env", "export:" + name, {"what": "export", "value": shown[-1]}))
        # Each variable its row; each shows the statement as typed (`export CC=clang-18
        # CXX=clang++-18`), credentials masked.
        typed = one_line("export " + " ".join(shown), LINE_CAP)
        return [(kind, key, dict(data, cmd=typed)) for kind, key, data in events]
    if verb in ("source", ".") and args and "activate" in args[0]:
        path = one_line(args[0], TARGET_CAP)
        return [("env", "venv", {"what": "venv", "value": path, "cmd": verb + " " + path})]
    return []


# Programs a command's output is piped into only to be read: `pytest | tail -25` runs
# what `pytest` runs.
OUTPUT_FILTERS = frozenset(("tail", "head", "tee", "grep", "less", "more", "cat", "sort", "uniq",
                            "wc", "cut", "column"))


def without_output_filters(command):
    """The command without the pipes its output only went through to be read:
    `pytest -q 2>&1 | tail -25` runs what `pytest -q` runs.  PERF: read as far as a
    command is parsed (to the end of a line, so no secret is cut)."""
    text = _window(command, SHELL_SCAN_CHARS, folds=False)
    while "|" in text:
        head, _bar, tail = text.rpartition("|")
        words = tail.split()
        if not head.strip() or head.endswith("|") or not words or words[0] not in OUTPUT_FILTERS:
            break
        text = head
    # Line by line: a here-document's body is made of lines (`python3 - <<EOF`).
    return "\n".join(" ".join(word for word in line.split() if word not in ("2>&1", "|&"))
                     for line in text.strip().splitlines())


def command_key(command):
    """The identity of a shell command: the same command run again has the same key,
    also when its output went through a pipe.  Hashed redacted, so the key cannot be
    used to guess a secret back.  A command longer than SHELL_SCAN_CHARS is known by
    that much of its head and its length (PERF: a 10 MB command is not redacted whole)."""
    if len(command) > SHELL_SCAN_CHARS:
        known = "%s #%d" % (without_output_filters(head_of(command, SHELL_SCAN_CHARS)),
                            len(command))
    else:
        known = redact(without_output_filters(command))[0]
    return "cmd:" + _sha256_hex(" ".join(known.split()))[:16]


# PowerShell's looks (its names are read in any case: `get-childitem` is `Get-ChildItem`).
POWERSHELL_LOOKS = frozenset(name.lower() for name in (
    "Get-ChildItem", "gci", "dir", "Get-Content", "gc", "Get-Item", "Test-Path", "Select-String",
    "Select-Object", "Where-Object", "Sort-Object", "Format-Table", "Format-List",
    "Measure-Object", "Resolve-Path", "Get-Location", "Set-Location", "Write-Host", "Write-Output",
    "Out-String", "Get-Command", "Get-Process", "findstr"))  # (ForEach-Object may do anything)
# Commands that only look at things: not worth a line of the snapshot (and POWERSHELL_LOOKS).
INSPECTION_COMMANDS = frozenset((
    "ls", "ll", "cat", "head", "tail", "less", "more", "grep", "rg", "ag", "find", "fd", "pwd",
    "echo", "printf", "which", "type", "wc", "tree", "stat", "file", "diff", "sed", "awk", "cut",
    "sort", "uniq", "jq", "cd", "pushd", "popd", "export", "source", ".", "true", "false", "sleep",
    "date", "env", "printenv", "du", "df", "ps", "top", "whoami", "id", "uname", "history", "clear",
    "git", "test", "[", "basename", "dirname", "realpath", "readlink", "xargs", "tee", "nl",
    "column", "od", "xxd", "hexdump", "set", "unset", "alias",
    # what is running, listening, installed: the machine looked at
    "lsof", "ss", "netstat", "pgrep", "free", "uptime", "hostname", "nproc", "lscpu", "ifconfig",
    "journalctl", "locale", "md5sum", "sha256sum", "shasum",
    # environment changes: recorded as env events already
    "nvm", "conda", "pyenv", "workon", "activate", "deactivate", "fnm", "volta"))


# Commands that only check things: test runners, linters, type checkers, builds, dry
# runs.  A passing one changes nothing worth a <ran> line (it is kept, and shown only
# after an error still open); a failing one is an <error>, which a later success of
# the same command marks fixed.  So checks no longer push the actions that did change
# something (a deploy, a migration, an install) out of the few <ran> lines.
CHECK_PROGRAMS = frozenset((
    "pytest", "jest", "vitest", "mocha", "ava", "karma", "phpunit", "rspec", "ruff", "flake8",
    "pylint", "mypy", "pyright", "pyflakes", "pycodestyle", "pydocstyle", "bandit", "eslint", "tsc",
    "shellcheck", "hadolint", "yamllint", "golangci-lint", "staticcheck", "stylelint",
    "markdownlint", "sphinx-build", "ctest", "unittest",
    "compileall", "build"))  # the last two as `python -m compileall` / `python -m build`
CHECK_ALIASES = {"py.test": "pytest", "gradlew": "gradle", "mvnw": "mvn"}
# Tools whose first word says whether they check: `go test`, `cargo clippy`,
# `python manage.py test`.
CHECK_SUBCOMMANDS = {
    "go": {"test", "vet", "build"}, "cargo": {"test", "check", "clippy", "build", "bench"},
    "mkdocs": {"build"}, "terraform": {"validate", "plan"}, "dotnet": {"test", "build"},
    "bazel": {"test", "build"}, "swift": {"test", "build"}, "deno": {"test", "lint", "check"},
    "playwright": {"test"}, "cypress": {"run"}, "manage.py": {"test", "check"},
    "xcodebuild": {"test", "build", "build-for-testing", "test-without-building", "analyze"},
    "flutter": {"test", "analyze"}, "dart": {"test", "analyze"},
    "mix": {"test", "compile", "format", "credo", "dialyzer"},
}
# Build tools given several targets: a check when every target is one (`make lint test`,
# `mvn clean package`), not `make build deploy`.  A bare `make` builds.
CHECK_TARGETS = {"make": {"test", "check", "lint", "build", "all", "clean"},
                 "mvn": {"test", "verify", "compile", "package", "clean", "validate"},
                 "gradle": {"test", "check", "build", "clean", "assemble", "lint"}}
# tox / nox environments that check: `tox`, `tox -e py311,lint`; not `tox -e release`.
CHECK_ENVIRONMENTS = frozenset(("test", "tests", "lint", "type", "types", "typing", "mypy",
                                "flake8", "check", "coverage", "cov", "style", "docs"))
# Package scripts (and binaries run through a package manager) that check.
CHECK_SCRIPTS = frozenset(("test", "t", "lint", "check", "typecheck", "type-check", "build",
                           "test:unit", "test:e2e"))
PACKAGE_MANAGERS = frozenset(("npm", "yarn", "pnpm", "bun"))
# Runners of another tool: `npx eslint`, `bunx vitest`; and `uv run pytest`.
TOOL_RUNNERS = frozenset(("npx", "bunx", "pnpx"))
RUN_RUNNERS = frozenset(("uv", "poetry", "pipenv", "pdm", "hatch", "rye"))
# Options of those tools that take the next word as their value (`make -C web test`,
# `uv run --with pytest python x.py`, `pnpm --filter web test`, `tox -e lint`).
OPTIONS_WITH_VALUE = frozenset((
    "-C", "-f", "-I", "-o", "-W", "-j", "-p", "-P", "-pl", "-e", "-s", "-w", "-F", "--with",
    "--project", "--directory", "--python", "--package", "--extra", "--group", "--env-file",
    "--filter", "--prefix", "--workspace", "--cwd", "--session", "--env"))
DRY_RUN_OPTIONS = frozenset(("--dry-run", "--dryrun", "--check", "-check", "--noEmit"))
# Options and verbs that make a checker write: `ruff format`, `eslint --fix`, `jest -u`.
WRITING_WORDS = frozenset(("--fix", "--write", "format", "-u", "--updateSnapshot",
                           "--update-snapshots", "--snapshot-update"))


def _plain_words(words):
    """The words that are neither options nor an option's value, nor VAR=value."""
    plain, index = [], 0
    while index < len(words):
        word = words[index]
        if word.startswith(("-", "+")) or "=" in word:  # +nightly: cargo's toolchain
            index += 2 if word in OPTIONS_WITH_VALUE else 1
        elif _is_redirection(word):  # 2>&1, > log
            index += 2 if word in (">", ">>", "<", "2>") else 1
        else:
            plain.append(word)
            index += 1
    return plain


def _is_check(words):
    """True for a command that only checks (see CHECK_PROGRAMS): `python -m pytest -q`,
    `npm run lint`, `cargo clippy`, anything with --dry-run; not `ruff format` or `eslint --fix`."""
    for word in words[1:]:
        name, _, value = word.partition("=")
        if name in DRY_RUN_OPTIONS and value.lower() not in ("none", "false", "0"):
            return True
        if word in WRITING_WORDS:
            return False
    return _checks(words[0], words[1:])


# Scripts that run a project's tests, known by their name: `./run_tests.sh`,
# `python runtests.py`, `bash scripts/test.sh`; Godot's GUT and gdUnit4 runners.
TEST_SCRIPT_NAMES = frozenset(("runtests", "run_tests", "run-tests", "gut_cmdln", "GdUnitCmdTool"))
# ... and a shell script named test or tests (`./test.sh`), when it is given no verb
SHELL_TEST_SCRIPTS = frozenset(("test.sh", "tests.sh"))
# Programs that run a script given as an option (`godot -s x.gd`), not as the command.
SCRIPT_ENGINES = frozenset(("godot", "godot4"))


def _test_script(word, args=()):
    """True for a script file named as a test runner (see TEST_SCRIPT_NAMES), or a
    `test.sh` given no verb (`./test.sh deploy --prod` deploys); a bare `test` is the
    shell's own `test -f x`, so the name needs a folder or an extension."""
    name = os.path.basename(word.rpartition(":")[2].rstrip("/"))
    if name in SHELL_TEST_SCRIPTS:
        return not _plain_words(list(args))
    stem, dot, extension = name.rpartition(".")
    if not dot:
        stem, extension = name, ""
    return stem in TEST_SCRIPT_NAMES and (bool(extension) or "/" in word)


def _after(args, word):
    """The arguments after `word`, the program a runner runs."""
    return args[args.index(word) + 1:]


def _checking_environment(name):
    """A tox / nox environment that checks: py311, py311-django42, lint; not release."""
    first = name.split("-")[0]
    return first in CHECK_ENVIRONMENTS or first.startswith("py") and first[2:].isdigit()


def _check_target(program, target):
    """A build target that checks: `make lint`, `mvn verify`; for Gradle also a task of
    a module and its variants (`:app:testDebugUnitTest`, `assembleRelease`, `lintVital`)."""
    if target in CHECK_TARGETS[program]:
        return True
    if program != "gradle":
        return False
    task = target.rsplit(":", 1)[-1]
    return any(task.startswith(verb) and task[len(verb):][:1].isupper()
               for verb in CHECK_TARGETS["gradle"] | {"lint", "compile"})


def _checks(program, args, depth=0):
    """_is_check for `program` run with `args` (options included)."""
    if depth > 4:
        return False  # `npx npx npx …`: no real command nests deeper
    depth += 1
    if "@" in program[1:]:
        program = program.rsplit("@", 1)[0]  # npx eslint@8
    program = os.path.basename(program)
    program = CHECK_ALIASES.get(program, program)
    plain = _plain_words(args)
    if program.startswith("python"):
        if args[:1] == ["-m"] and len(args) > 1:
            return _checks(args[1], args[2:], depth)
        script = plain[0] if plain and plain[0].endswith(".py") else None  # python manage.py test
        return bool(script) and _checks(script, _after(args, script), depth)
    if program in CHECK_PROGRAMS or _test_script(program, args):
        return True
    if program in SCRIPT_ENGINES:  # godot --headless -s addons/gut/gut_cmdln.gd
        return any(_test_script(script) for option, script in zip(args, args[1:])
                   if option in ("-s", "--script"))
    if program in SHELLS and plain and not args[0].startswith("-"):  # bash scripts/test.sh
        return _test_script(plain[0], _after(args, plain[0]))
    if program == "php" and plain[:1] == ["artisan"]:
        return plain[1:2] == ["test"]  # php artisan test
    if program == "julia":
        return any("Pkg.test(" in word or word.endswith("runtests.jl") for word in args)
    if program in ("tox", "nox"):
        named = [args[index + 1] for index, word in enumerate(args[:-1])
                 if word in ("-e", "-s", "--env", "--session")]
        return all(_checking_environment(name) for names in named for name in names.split(","))
    if program in CHECK_SUBCOMMANDS:
        return bool(plain) and plain[0] in CHECK_SUBCOMMANDS[program]
    if program in CHECK_TARGETS:
        targets_check = all(_check_target(program, target) for target in plain)
        return targets_check and (bool(plain) or program == "make")
    if program in TOOL_RUNNERS or program in RUN_RUNNERS and plain[:1] == ["run"]:
        tool = plain[1 if program in RUN_RUNNERS else 0:][:1]
        return bool(tool) and _checks(tool[0], _after(args, tool[0]), depth)
    if program in PACKAGE_MANAGERS and plain:
        verb = plain[0]
        if verb == "workspace" and len(plain) > 2:  # yarn workspace web build
            verb, plain = plain[2], plain[2:]
        if verb in ("exec", "dlx", "x") and len(plain) > 1:  # pnpm exec jest
            return _checks(plain[1], _after(args, plain[1]), depth)
        script = plain[1] if verb in ("run", "run-script") and len(plain) > 1 else verb
        return script in CHECK_SCRIPTS or script in CHECK_PROGRAMS
    return False


# Words that run the next word as the command: `sudo make install`, `env X=1 ./run`.
TIMEOUT_PROGRAMS = frozenset(("timeout", "gtimeout"))  # exit 124 when they stop what they ran
COMMAND_WRAPPERS = frozenset(("sudo", "env", "nohup", "time", "xargs", "exec", "command", "nice",
                              "doas")) | TIMEOUT_PROGRAMS
SHELLS = frozenset(("bash", "sh", "zsh", "dash", "ksh"))
# Short options that take a password or key as their value in common tools (mysql -p,
# redis-cli -a, openssl -k, ssh-keygen -N, curl -u, htpasswd -b, ...).
CREDENTIAL_OPTIONS = frozenset("pakNubPKwS")
CREDENTIAL_NAMES = ("pass", "token", "secret", "key", "auth", "cred", "sig", "cert",
                    "cookie", "session")


PACKAGE_TAGS = frozenset(("latest", "next", "beta", "alpha", "canary", "stable", "lts", "rc"))


def _package_spec(word):
    """True for `name@version`, `@scope/name`, `@scope/name@^1.2`: a package, no login."""
    for registry in ("jsr:", "npm:"):
        if word.startswith(registry):
            word = word[len(registry):]  # deno add jsr:@hono/hono
    name, _at, version = word.rpartition("@")
    if not name:
        return "/" in word  # @types/node
    if name.startswith("@") and "/" not in name:
        return False
    return bool(version) and (version[0].isdigit() or version[0] in "^~=<>*"
                              or (version[0] == "v" and version[1:2].isdigit())
                              or version in PACKAGE_TAGS)


def _risky_word(word):
    """True for a command word that could hold, or introduce, a credential."""
    name, equals, value = word.lstrip("-").partition("=")
    named_option = name.replace("-", "").replace("_", "").isalnum()
    if word.startswith("-") and equals and len(name) > 1 and named_option:
        # -chdir=infra, --env-file=.env: a named option, risky by its name or its value
        lowered = name.lower()
        return any(credential in lowered for credential in CREDENTIAL_NAMES) or _risky_word(value)
    if "@" in word and _package_spec(word):
        return False  # react@18, @types/node, metrics@0.24: a package
    if any(char in word for char in "'\"=$`<>@\\|; ") or "://" in word:
        return True  # quoting (a space left by it), assignments, expansions, URLs
    lowered = word.lower()
    if word.startswith("--"):
        return any(name in lowered for name in CREDENTIAL_NAMES)
    if word.startswith("-") and len(word) > 1:
        return word[1] in CREDENTIAL_OPTIONS  # -p, and -ppassword glued
    # A name after the last ":" (npm's //registry/:_authToken), or a word that is no
    # file path (aws configure set aws_secret_access_key ...); test_auth.py is a path.
    if ":" in word:
        named = lowered.rsplit(":", 1)[1]
    else:
        named = "" if "/" in word or "." in word else lowered
    if any(name in named for name in CREDENTIAL_NAMES):
        return True
    letters = sum(char.isalpha() for char in word)
    # a token-like blob: letters and digits with a long run of them (not a Gradle task
    # path, :app:assembleRelease, nor a name of short parts, gke_billing-stg_europe-west3)
    parts = word.replace("-", " ").replace("_", " ").replace(".", " ").replace(":", " ").split()
    return (len(word) >= 20 and "/" not in word and letters and letters < len(word)
            and any(char.isdigit() for char in word)
            and max(len(part) for part in parts) >= 16)


# Commands that store a secret under a name: the name says which secret went where
# (`gh secret set CODECOV_TOKEN …`), the value never shows.
SECRET_SETTERS = (("gh", "secret", "set"), ("fly", "secrets", "set"),
                  ("flyctl", "secrets", "set"), ("wrangler", "secret", "put"),
                  ("vercel", "env", "add"), ("supabase", "secrets", "set"),
                  ("heroku", "config:set"), ("doppler", "secrets", "set"),
                  ("firebase", "functions:secrets:set"), ("railway", "variables", "set"))
SECRET_SETTING_PROGRAMS = frozenset(form[0] for form in SECRET_SETTERS)


def _variable_name(word):
    """`CODECOV_TOKEN`, `API_KEY`, `TOKEN`: capitals, digits and `_`, never a value's
    shape (`hunter2hunter2`, `Password123`, an access key id's `AKIA2Q7XJ4…`)."""
    letters = word.replace("_", "")
    return (2 <= len(word) <= 64 and word[0].isalpha() and letters.isalnum()
            and word.isupper() and word.isascii()
            and ("_" in word or letters.isalpha()))


def _secret_set(words):
    """`gh secret set NAME …`, `fly secrets set NAME=… -a app`: the setter's words and
    the first name (its value dropped), or None for any other command."""
    for form in SECRET_SETTERS:
        if tuple(words[:len(form)]) == form and len(words) > len(form):
            name = words[len(form)].partition("=")[0]
            if _variable_name(name):
                return " ".join(form + (name, "…"))
    return None


def command_summary(words):
    """A command as it may be stored: its words up to the first that could hold or
    introduce a credential (the rest becomes "…"); never a value.  Conservative on
    purpose: a command keeps its program and plain arguments (`./deploy.sh --env
    staging`), which is what a later reader needs."""
    if words and os.path.basename(words[0]) in SECRET_SETTING_PROGRAMS:
        summary = _secret_set(words)
        if summary:
            return summary
    kept = words[:1]  # the program itself holds no secret
    for word in words[1:]:
        if _risky_word(word):
            kept.append("…")
            break
        kept.append(word)
    return " ".join(kept)


def command_segments(command):
    """The simple commands of a command line, each without its VAR=value prefixes
    (they apply to that one command only)."""
    for words in shell_segments(command):
        while words and "=" in words[0] and not words[0].startswith("="):
            words = words[1:]
        if words:
            yield words


# The words of a shell script's control structures: what runs inside them depends on
# the script (`for c in $list; do git checkout $c; ...; done` moves no branch for good).
SHELL_OPENERS = frozenset(("for", "while", "until", "if", "case", "select", "function"))
SHELL_CLOSERS = frozenset(("done", "fi", "esac", "}"))
SHELL_KEYWORDS = frozenset(("do", "then", "else", "elif", "{", "!"))


def command_blocks(command):
    """(words, in_block) of each simple command of a command line, its control words
    taken off (`do`, `then`), and whether it runs inside a loop, a condition or a
    function body; a loop's own header (`for c in a b`) runs nothing."""
    depth = 0
    for words in command_segments(command):
        opener = words[0] in SHELL_OPENERS or words[0].endswith("()")
        if opener:
            depth += 1
            words = words[1:] if words[0] in ("if", "while", "until") else []  # a condition
        while words and words[0] in SHELL_KEYWORDS:
            words = words[1:]
        if words and words[0] in SHELL_CLOSERS:
            depth, words = max(depth - 1, 0), words[1:]
        if words:
            yield words, depth > 0 or opener


def exact_form(command):
    """A command as it may be stored with the environment its parts ran in: the form
    that made something work (`NODE_OPTIONS=--openssl-legacy-provider npm run build`),
    each part cut before a word that could hold a credential (and redacted)."""
    parts = []
    for words in shell_segments(command[:SHELL_SCAN_CHARS]):
        prefix = 0
        while prefix < len(words) and "=" in words[prefix] and not words[prefix].startswith("="):
            prefix += 1
        parts.append(" ".join(words[:prefix] + command_summary(words[prefix:]).split()))
    return one_line(redact_as_in(" && ".join(part for part in parts if part), command), LINE_CAP)


def shown_command(command, segments):
    """A command line as it may be stored: its simple commands, each cut before a word
    that could hold a credential; a script (a loop, a condition) as its first line, and
    a loop on one line as its head and what it runs (`for OPT in O1 O2: make run`)."""
    blocks = list(command_blocks(command))
    if any(in_block for _words, in_block in blocks):
        lines = command.strip().splitlines()
        body = [words for words, in_block in blocks if in_block and _running_words(words)]
        # (a for loop: a while's condition would read as what it ran)
        if len(lines) == 1 and body and lines[0].split(None, 1)[0] == "for":
            return "%s: %s" % (command_summary(lines[0].split(";", 1)[0].split()),
                               " && ".join(command_summary(words) for words in body[:3]))
        return command_summary(lines[0].split())
    return " && ".join(command_summary(words) for words in segments)


def command_program(command):
    """The program a shell command line runs (`python -m pytest` runs pytest), for
    telling which check may have fixed which error; "" when it runs none."""
    for words in command_segments(command):
        running = _running_words(words)
        if running:
            if running[0].startswith("python") and running[1:2] == ["-m"] and len(running) > 2:
                return running[2]
            return os.path.basename(running[0])
    return ""


def _running_words(words):
    """The words of a segment from the program that really runs (past sudo/env and
    their options), or None when it only inspects things or changes the environment."""
    words = _past_wrappers(words)
    if not words:
        return None
    program = os.path.basename(words[0])
    if program == "sed" and any(word == "--in-place" or word.startswith("-i")
                                for word in words[1:]):
        return words  # sed -i edits files
    if program in FILE_COMMANDS or program.lower() in POWERSHELL_FILE_CMDLETS or _read_only(
            words) or environment_switch(words):
        return None  # the files or the environment say what it did; or it only looked
    return None if program in INSPECTION_COMMANDS or program.lower() in POWERSHELL_LOOKS else words


WRAPPER_VALUE_OPTIONS = frozenset(("-u", "-g", "-C", "-D", "-p", "-r", "-t", "-U", "-n",
                                   "--user", "--group", "--chdir", "--prompt"))


def _past_wrappers(words):
    """The words from the program that runs: past sudo, env, nohup and the like, their
    options and VAR=value settings, and `timeout` with its duration."""
    while words and (os.path.basename(words[0]) in COMMAND_WRAPPERS or "=" in words[0]):
        timed = os.path.basename(words[0]) in TIMEOUT_PROGRAMS
        # `sudo -u postgres psql`, `nice -n 10 make`: the option's value goes too
        words = _past_options(words[1:], WRAPPER_VALUE_OPTIONS)
        if timed:
            words = words[1:]  # `timeout 20s roslaunch ...`: the duration
    return words


def _past_options(words, taking_values):
    """`words` from the first that is no option, the values of `taking_values` skipped."""
    while words and words[0].startswith("-"):
        words = words[2:] if words[0] in taking_values else words[1:]
    return words


def shell_script(command):
    """The script of a command line that only hands it to a shell (`bash --noprofile
    --norc -lc 'source env.sh && make'`, as Codex's model often writes), else None: what
    ran is the script."""
    if not any(shell in command for shell in SHELLS):
        return None  # PERF: runs on every Bash call; most name no shell, so no second parse
    segments = list(shell_segments(command))
    if len(segments) != 1 or os.path.basename(segments[0][0]) not in SHELLS:
        return None
    words = segments[0]
    for index, word in enumerate(words[1:-1], 1):
        if word.startswith("-") and not word.startswith("--") and word.endswith("c"):
            rest = words[index + 2:]
            return words[index + 1] if all(word[:1] in "<>0123456789&" for word in rest) else None
        if not word.startswith("-"):
            return None
    return None


PULL_REQUEST_CREATORS = (["gh", "pr", "create"], ["glab", "mr", "create"], ["hub", "pull-request"])


def pull_request_opened(output):
    """The pull request `gh pr create` opened, by the address it printed."""
    for line in output_ends(output).splitlines():
        line = line.strip()
        if line.startswith("https://") and ("/pull/" in line or "/merge_requests/" in line):
            url = head_of(line.split()[0], LOCATION_CAP)
            return [("git", "pr:" + url, {"op": "pr", "detail": url})]
    return []


def _program_like(word):
    """A word that names a program (`sam`, `./deploy.sh`), not a line of a here-document
    or a blob that a shell split into a segment of its own."""
    return (0 < len(word) <= 40 and not _risky_word(word)
            and all(char.isalnum() or char in "._/-+" for char in word))


# What git prints when HEAD moves, whoever ran it: a script, an alias, a tool.
BRANCH_SWITCHES = (("Switched to a new branch '", "new-branch"), ("Switched to branch '", "switch"))


def branch_moves_in(output):
    """The git moves a command's output reports ("Switched to a new branch 'x'")."""
    moves = []
    if "Switched to " not in output:
        return moves
    for line in output_ends(output).splitlines():
        line = line.strip()
        for prefix, op in BRANCH_SWITCHES:
            if line.startswith(prefix) and line.endswith("'"):
                branch = one_line(line[len(prefix):-1], NAME_CAP)
                moves.append(("git", None, {"op": op, "detail": branch, "branch": branch}))
    return moves


@extracts("Bash")
def extract_bash(tool, tool_input, response):
    command = as_str(tool_input.get("command"))
    if is_blank(command):
        return []
    events = []
    doing, checking = [], None
    output = tool_output(response)
    for words, in_block in command_blocks(command):
        task = None if in_block else tracker_event(words, output)
        if task:
            events.append(task)  # the task says what the command did
            continue
        running = _running_words(words)
        if running and _is_check(running):
            checking = checking or running
        elif running:
            # shown as run: `sudo supervisorctl restart site` needs its sudo again
            doing.append((["sudo"] if os.path.basename(words[0]) == "sudo" else []) + running)
        if in_block:
            continue  # what a loop or a condition did depends on the script
        if words[0] == "git":
            event = _git_event(words, response)
            if event:
                events.append(event)
        elif words[:3] in PULL_REQUEST_CREATORS:
            events.extend(pull_request_opened(output))
        else:
            events.extend(_env_events(words))
            switch = environment_switch(words)
            if switch:
                events.append(switch)
        events.extend(shell_file_events(words, output))
    if not any(kind == "git" and data.get("branch") for kind, _key, data in events):
        events += branch_moves_in(output)  # a script that ran `git checkout -b` (spec-kit's)
    if doing or checking:
        # A command that did something (a deploy, a migration, an install, a script):
        # its parts that did (`sam build && sam deploy --config-env dev`), else one that
        # checked: its first check; each cut before anything that could be a credential.
        doing = [words for words in doing if _program_like(words[0])] or doing[:1]
        summary = shown_command(command, doing[:3] if doing else [checking])
        data = {"cmd": one_line(redact_as_in(summary, command), LINE_CAP)}
        if not doing:
            data["check"] = True
        events.append(("command", command_key(command), data))
    return events


# -- what a shell command did to files and to the environment ---------------------------

# Programs that move files around: their effect is recorded on the files themselves
# (moved, deleted, created), not as a command worth a line.
FILE_COMMANDS = frozenset(("mkdir", "rmdir", "rm", "mv", "cp", "touch", "chmod", "chown", "ln",
                           "install"))
# Programs whose exit code 1 means "nothing found" or "they differ", not a failure.
NO_MATCH_PROGRAMS = frozenset(("grep", "egrep", "fgrep", "rg", "ag", "ack", "diff", "cmp", "test",
                               "[", "which", "pgrep", "git grep", "git diff"))
# Programs that only look at a path (and `cd` to it): when each part of a failed command
# is one of these and the failure says the path or the program is not there, the agent
# was looking around (`cat x`, `sed -n 1,80p y`, `rg` not installed), not failing.
LOOKING_PROGRAMS = frozenset((
    "cd", "pushd", "pwd", "echo", "ls", "ll", "dir", "tree", "cat", "head", "tail", "less", "more",
    "nl", "wc", "stat", "file", "du", "find", "fd", "grep", "egrep", "fgrep", "rg", "ag", "ack",
    "sed", "realpath", "readlink", "type"))  # and POWERSHELL_LOOKS, in any case
VERSION_ARGUMENTS = (["--version"], ["version"], ["-version"])  # a version, for any program
VERSION_PROBES = VERSION_ARGUMENTS + (["-v"], ["-V"])  # `node -v`
# Programs whose -v or -V alone prints their version (elsewhere it may mean verbose).
SHORT_VERSION_FLAG_PROGRAMS = frozenset(("node", "npm", "pnpm", "yarn", "bun", "deno", "ruby",
                                         "php", "perl", "python", "python3", "pip", "pip3",
                                         "rustc", "cargo", "gradle", "mvn", "uv"))
LOCATING_PROGRAMS = ("which", "whereis", "where", "Get-Command")  # `which rg`
DISCARDED_OUTPUT = ("2>&1", "2>/dev/null", ">/dev/null", "&>/dev/null", "1>/dev/null", ">&2")
NOT_THERE = ("no such file or directory", "cannot access", "does not exist", "cannot find path",
             "command not found", "is not recognized as", "cannot find the path",
             "no matches found")  # (zsh: a glob that matched nothing: `cat app/[id]/page.tsx`)
# Subcommands that only look: `kubectl get`, `helm list`, `docker ps` are no <ran> line.
READ_ONLY_SUBCOMMANDS = {
    "kubectl": {"get", "describe", "logs", "top", "explain", "version", "api-resources", "auth",
                "events", "cluster-info", "diff", "wait", "status", "history"},
    "helm": {"list", "ls", "status", "history", "get", "show", "template", "search",
             "version", "lint"},
    "docker": {"ps", "images", "logs", "inspect", "version", "info", "stats", "top",
               "port", "history"},
    "terraform": {"show", "output", "version", "providers", "graph"},
    "gh": {"view", "list", "status", "diff", "checks"},
    "npm": {"ls", "list", "view", "info", "outdated", "audit", "why", "explain"},
    "pip": {"list", "show", "freeze", "check"}, "pip3": {"list", "show", "freeze", "check"},
    "systemctl": {"status", "is-active", "list-units"}, "journalctl": None, "curl": None,
}
# Commands that switch the environment the next commands act on: the newest says where
# the session stands (`kubectl config use-context prod-eu`), so it is an env fact.
# (program, subcommand words, what): the first plain word after them is the value.
ENVIRONMENT_SWITCHES = (
    ("kubectl", ("config", "use-context"), "kube-context"), ("kubectx", (), "kube-context"),
    ("kubens", (), "kube-namespace"), ("gcloud", ("config", "set", "project"), "gcloud-project"),
    ("terraform", ("workspace", "select"), "tf-workspace"),
    ("terraform", ("workspace", "new"), "tf-workspace"),
    ("docker", ("context", "use"), "docker-context"), ("az", ("account", "set"), "az-subscription"),
    ("nvm", ("use",), "nvm"), ("fnm", ("use",), "node"), ("pyenv", ("shell",), "pyenv"),
    ("pyenv", ("local",), "pyenv"), ("pyenv", ("global",), "pyenv"), ("rbenv", ("local",), "rbenv"),
    ("rbenv", ("shell",), "rbenv"), ("sdk", ("use",), "sdk"), ("workon", (), "venv"),
    ("asdf", ("local",), "asdf"), ("asdf", ("shell",), "asdf"), ("asdf", ("global",), "asdf"),
    ("mise", ("use",), "mise"), ("juliaup", ("default",), "julia"),
    ("conda", ("activate",), "conda"), ("mamba", ("activate",), "conda"),
    ("micromamba", ("activate",), "conda"),
)
# Programs that write what they print into a file named after > or tee.
CONTENT_WRITERS = frozenset(("echo", "printf", "cat", "envsubst", "jq", "yq", "sed", "awk", "sort",
                             "tr", "head", "tail", "cut", "base64"))
# Generators, and the files they create when their output does not name them.
GENERATED_FILES = {("go", "mod", "init"): ("go.mod",), ("cargo", "init"): ("Cargo.toml",),
                   ("npm", "init"): ("package.json",), ("yarn", "init"): ("package.json",),
                   ("pnpm", "init"): ("package.json",), ("uv", "init"): ("pyproject.toml",),
                   ("poetry", "init"): ("pyproject.toml",), ("git", "init"): ()}


def _options_removed(words):
    """The words that are not options (-x, --long, and --flag=value)."""
    return [word for word in words if not word.startswith("-") or word == "-"]


def _file_event(path, op, **extra):
    """A file event; `to`, where a file or folder moved."""
    path = head_of(clean_text(path).strip().rstrip("/"), PATH_CAP)
    if not path or path in (".", "..") or any(char in path for char in "*?$`"):
        return None  # a glob or an expansion names no file we can follow
    if "to" in extra:
        extra["to"] = head_of(clean_text(extra["to"]).strip().rstrip("/"), PATH_CAP)
    return ("file", path, dict({"path": path, "ops": {op: 1}}, **extra))


def _moved(sources, target):
    """[(source, destination)] of `mv a b` / `mv a b c dir/`."""
    into_folder = target.endswith("/") or len(sources) > 1 or (
        not os.path.splitext(target)[1] and os.path.splitext(sources[0])[1])
    pairs = [(source, target) for source in sources] if not into_folder else [
        (source, os.path.join(target, os.path.basename(source.rstrip("/")))) for source in sources]
    return [(source, target) for source, target in pairs
            if os.path.normpath(source) != os.path.normpath(target)]  # not a move at all


def shell_file_events(words, output=""):
    """The file events of one simple command: removed, moved, copied, created, edited or
    reverted files (`rm`, `git mv`, `cp`, `touch`, `sed -i`, `git checkout -- f`, a
    generator such as `manage.py makemigrations` and the files its output names)."""
    program = os.path.basename(words[0]) if words else ""
    args = [word for word in words[1:] if not _is_redirection(word)]
    plain = _options_removed(args)
    events = []
    if program == "git" and plain:
        verb, rest = plain[0], plain[1:]
        if verb == "rm" and "--cached" not in args:
            events += [_file_event(path, "delete", gone="deleted") for path in rest]
        elif verb == "mv" and len(rest) >= 2:
            for source, target in _moved(rest[:-1], rest[-1]):
                events += [_file_event(target, "write"),  # first: see Store._gone_under
                           _file_event(source, "delete", gone="moved", to=target)]
        elif (verb == "checkout" and "--" in args) or (verb == "restore" and "--staged" not in args
                                                      and "-S" not in args):
            paths = args[args.index("--") + 1:] if "--" in args else rest
            events += [_file_event(path, "revert", gone="reverted")
                       for path in _options_removed(paths)]
    elif program == "rm":
        events += [_file_event(path, "delete", gone="deleted") for path in plain]
    elif program == "mv" and len(plain) >= 2:
        for source, target in _moved(plain[:-1], plain[-1]):
            events += [_file_event(target, "write"),
                       _file_event(source, "delete", gone="moved", to=target)]
    elif program == "cp" and len(plain) >= 2:
        events += [_file_event(target, "write")
                   for _source, target in _moved(plain[:-1], plain[-1])]
    elif program == "touch":
        events += [_file_event(path, "create") for path in plain]
    elif program.lower() in POWERSHELL_FILE_CMDLETS:
        events += _powershell_file_events(POWERSHELL_FILE_CMDLETS[program.lower()], args)
    elif program == "sed" and any(word == "--in-place" or word.startswith("-i") for word in args):
        events += [_file_event(path, "edit") for path in plain[1:]]
    elif program in SHELL_READERS or program == "sed" and "-n" in args:
        # Codex reads files only so (`sed -n '1,200p' src/app.ts`, `nl -ba f | sed -n ...`)
        events += [_file_event(path, "read") for path in plain[program == "sed":][:SHELL_READS]
                   if _names_a_file(path) and ">" not in words
                   and path + ": No such file" not in output]  # (Codex calls that a success)
    events += _redirected_files(words)
    events += _generated_files(words, plain, output)
    return [event for event in events if event]


# PowerShell's cmdlets (and cmd.exe's commands) that change files, as `rm`, `mv`, ... do;
# their parameters that name a path, and those that take another value.
POWERSHELL_FILE_CMDLETS = {
    "set-content": "write", "out-file": "write", "add-content": "edit", "new-item": "create",
    "ni": "create", "remove-item": "delete", "ri": "delete", "del": "delete", "erase": "delete",
    "copy-item": "copy", "cpi": "copy", "copy": "copy", "move-item": "move", "mi": "move",
    "move": "move", "rename-item": "rename", "ren": "rename"}
POWERSHELL_PATH_PARAMETERS = ("-path", "-literalpath", "-filepath", "-destination", "-newname")
POWERSHELL_VALUE_PARAMETERS = ("-encoding", "-value", "-itemtype", "-type", "-name", "-filter",
                               "-include", "-exclude", "-width", "-stream", "-delimiter",
                               "-inputobject", "-credential")


def _powershell_arguments(args):
    """({parameter: value}, [positional arguments]) of a PowerShell cmdlet's arguments,
    paths with `/` (`Remove-Item a, b` names two); switches (-Force) left out."""
    named, positional, index = {}, [], 0
    while index < len(args):
        word, lower = args[index], args[index].lower()
        if lower in POWERSHELL_PATH_PARAMETERS or lower in POWERSHELL_VALUE_PARAMETERS:
            value = args[index + 1] if index + 1 < len(args) else ""
            named[lower] = _slashed(value) if lower in POWERSHELL_PATH_PARAMETERS else value
            index += 2
            continue
        if not word.startswith(("-", "/")) or posix_path(word) != word:  # (del /q: a switch)
            positional += [_slashed(part) for part in word.split(",") if part]
        index += 1
    return named, positional


def _slashed(path):
    """A Windows path, absolute or relative, with `/` (`app\\x.html` -> `app/x.html`)."""
    return posix_path(path).replace("\\", "/")


def _powershell_file_events(action, args):
    """The file events of a PowerShell cmdlet that changes files (`Set-Content -Encoding
    UTF8 app\\x.html`, `Remove-Item a.txt`, `Move-Item -Force old new`), named by -Path,
    -Destination, ... or by position."""
    named, positional = _powershell_arguments(args)
    paths = [named[name] for name in ("-path", "-literalpath", "-filepath") if name in named]
    paths = paths or (positional if action == "delete" else positional[:1])
    target = named.get("-destination") or named.get("-newname") or (
        positional[1] if len(positional) > 1 else "")
    if not paths:
        return []
    if action in ("write", "edit"):
        return [_file_event(paths[0], action)]
    if action == "create":
        path = paths[0] + "/" + named["-name"] if named.get("-name") else paths[0]
        kind = named.get("-itemtype", named.get("-type", "file")).lower()
        return [_file_event(path, "create")] if kind == "file" else []
    if action == "delete":
        return [_file_event(path, "delete", gone="deleted") for path in paths]
    if not target:
        return []
    if action == "rename":  # a new name in the same folder
        folder = paths[0].rpartition("/")[0]
        target = folder + "/" + target if folder and "/" not in target else target
    events = []
    for source, destination in _moved(paths[:1], target):
        events.append(_file_event(destination, "write"))
        if action != "copy":
            events.append(_file_event(source, "delete", gone="moved", to=destination))
    return events


SHELL_READERS = frozenset(("cat", "head", "tail", "nl", "bat", "less", "more"))
SHELL_READS = 3  # files one reading command is taken to read (`cat a b c`), no more


def _names_a_file(word):
    """A word that names a file (`src/app.ts`, `README.md`), not a count (`-n 50`'s 50),
    a range or a folder."""
    name = word.rpartition("/")[2]
    stem, dot, extension = name.rpartition(".")
    return bool(dot and stem and extension.isalnum() and not word.replace(".", "").isdigit())


def _redirected_files(words):
    """`echo x > f`, `cat <<EOF > f`, `printf ... >> f`: the file a writer fills."""
    if os.path.basename(words[0]) not in CONTENT_WRITERS:
        return []
    targets = []
    for index, word in enumerate(words[1:], 1):
        if word in (">", ">>") and index + 1 < len(words):
            targets.append(words[index + 1])
        elif word.startswith(">") and not word.startswith(">&") and word.lstrip(">"):
            targets.append(word.lstrip(">"))
    return [_file_event(target, "write") for target in targets if not target.startswith("/dev/")]


def _generated_files(words, plain, output):
    """Files a generator created: named in its output (rails g, alembic, makemigrations,
    artisan make:) or known from the command (cargo new, go mod init)."""
    program = os.path.basename(words[0]) if words else ""
    names = [os.path.basename(word) for word in plain[:3]]
    created = []
    for key, files in GENERATED_FILES.items():
        if tuple([program] + names[:len(key) - 1]) == key:
            created += files
    if program == "cargo" and plain[:1] == ["new"] and len(plain) > 1:
        main = "lib.rs" if "--lib" in words else "main.rs"
        created += [os.path.join(plain[1], "Cargo.toml"), os.path.join(plain[1], "src", main)]
    generator = any(word in ("makemigrations", "generate", "g", "revision", "scaffold")
                    or word.startswith(("make:", "phx.gen", "ecto.gen"))
                    for word in names)
    if generator and output:
        for line in _window(output, OUTPUT_SCAN_CHARS, folds=False).splitlines()[:200]:
            line = line.strip()
            if line.startswith(("create ", "Generating ", "* creating ", "CREATE ")):
                # rails g, thor; alembic revision; mix phx.gen; ng generate, nest g
                created.append(line.lstrip("* ").split()[1])
            elif "/migrations/" in line and line.endswith(".py") and " " not in line:
                created.append(line)  # manage.py makemigrations
            elif "[" in line and "] created" in line:
                created.append(line.split("[", 1)[1].split("]", 1)[0])  # artisan make:model
    return [_file_event(path, "create") for path in created]


def environment_switch(words):
    """An env event for `kubectl config use-context x` and the like, or None."""
    program, plain = os.path.basename(words[0]), _options_removed(words[1:])
    for name, subcommand, what in ENVIRONMENT_SWITCHES:
        given = plain[:len(subcommand)]
        if program == name and tuple(given) == subcommand and len(plain) > len(subcommand):
            # The command as typed says it best: the agent can run it again.
            switched = {"what": what, "value": one_line(plain[len(subcommand)], NAME_CAP),
                        "cmd": one_line(command_summary(words), LINE_CAP)}
            return ("env", what, switched)
    return None


# Subcommands that only look, whatever the program (`flyway info`, `poetry show`).
READ_ONLY_VERBS = frozenset(("info", "status", "list", "ls", "show", "version", "describe",
                             "logs", "history", "help", "whoami", "outdated", "doctor", "inspect"))


def _read_only(words):
    """True for a command that only looks (`kubectl get`, `curl` without a body or verb,
    `flyway info`)."""
    program = os.path.basename(words[0])
    if words[1:] in VERSION_ARGUMENTS or (
            words[1:] in (["-v"], ["-V"]) and program in SHORT_VERSION_FLAG_PROGRAMS):
        return True  # `python --version`, `node -v` (for pytest, `-v` is verbose)
    if program not in READ_ONLY_SUBCOMMANDS:
        plain = _options_removed(words[1:])
        return bool(plain) and plain[0] in READ_ONLY_VERBS
    if program == "curl":
        writes = ("-d", "--data", "--data-raw", "--data-binary", "-F", "--form", "-T",
                  "--upload-file")
        verbs = [words[index + 1].upper()
                 for index, word in enumerate(words[:-1]) if word in ("-X", "--request")]
        return not any(word.startswith(writes) for word in words[1:]) and all(
            verb in ("GET", "HEAD")
                                                                                for verb in verbs)
    subcommands = READ_ONLY_SUBCOMMANDS[program]
    plain = _options_removed(words[1:])
    return subcommands is None or any(word in subcommands for word in plain[:2])


# -- failures ------------------------------------------------------------------------
# A failure is kept as up to three lines, read as a developer reads a runner's output:
# first what failed (a test id, a located diagnostic), then why (the assertion, the
# message), then a summary.  Runners print these last, after a header, so both ends of
# the output are read.  PERF: plain string tests, no `re`.

# Lines that name the test that failed, by prefix, suffix or marker.
TEST_ID_PREFIXES = (
    "FAILED ",        # pytest: FAILED tests/x.py::test_y - msg
    "--- FAIL: ",     # go test
    "FAIL: ",         # unittest: FAIL: test_y (tests.test_x.T.test_y)
    "\u25cf ",        # jest: ● Cart › applies discount
    "\u00d7 ", "\u2715 ", "\u2717 ", "\u2a2f ",  # vitest / mocha / tap / pest: × name
    "rspec ./",       # rspec: rspec ./spec/x_spec.rb:27 # description
    "* test_",        # GUT (Godot): * test_potion_stacks, then [Failed]: ...
)
TEST_ID_SUFFIXES = (" FAILED", "... FAIL", " ms]", " [E]")  # gradle, cargo; unittest; dotnet; dart
TEST_ID_MARKERS = ("::test", "#test", "::it_", "' failed (", "***Failed",  # XCTest, ctest
                   "Test Failed at ",  # Julia
                   " \u203a ")  # playwright: 1) [chromium] › e2e/a.spec.ts:41:7 › suite › test
# Lines that name where: a compiler's or linter's located diagnostic, a failing file.
LOCATION_PREFIXES = ("error: ", "error[", "ERROR: ", "ERROR ", "FAIL ", "[ERROR]   ")
LOCATION_MARKERS = (": error:", "error TS", "): error ", " - error: ")
# Lines that say why: an assertion or a runner's message.
MESSAGE_MARKERS = ("Expected", "Received", "expected", "Failed asserting", "AssertionError",
                   "assert ", "Error:", "Exception", "panicked at", "Failure/Error:", "Actual:",
                   "got:", "but was", "cannot find symbol", "Traceback", "  error  ", "E   ",
                   "undefined", "not defined", "curl: (")
# curl's progress meter (`% Total    % Received % Xferd …`, then rows of counts): no failure's.
CURL_METER_HEAD, CURL_METER_TIME = "% Total", "--:--:--"
# Anything else that names a failure, strongest first.
FAILURE_MARKERS = ("FAILED", "--- FAIL", "FAIL:", "FAIL ", "error[E", "error TS", "Error:",
                   "error:", "ERROR", "npm ERR!", "Traceback", "Exception", "panic:", "fatal:",
                   "AssertionError", "_test.go:", "assert ", "No such file", "not found", "E   ",
                   "failed", "denied", "Errno")
# Lines that only count: kept when nothing tells more.
SUMMARY_PREFIXES = ("Found ", "Tests:", "Test Files", "test result:", "FAILURES!", "BUILD FAIL",
                    "[ERROR] Found",
                    "[ERROR] Tests run:", "make: ***", "npm ERR! ", "\u2716 ")


def _numbered_item(line):
    """`1) App\\Tests\\CartTest::testX`, `1) Invoice#status ...`: a runner's numbered failure."""
    number, paren, rest = line.partition(") ")
    return bool(paren) and number.isdigit() and bool(rest.strip())


def _located(line):
    """`geo/distance.py:3:18: F401 ...`, `src/a.rb:3:5: C: ...`, Maven's `[ERROR]
    src/A.java:[37,9] ...`: a path:line: diagnostic."""
    for tag in ("[ERROR] ", "[error] ", "[WARNING] "):
        if line.startswith(tag):
            line = line[len(tag):].lstrip()
    head = line.split(" ", 1)[0]
    parts = head.split(":")
    return (len(parts) >= 2 and ("/" in parts[0] or "." in parts[0])
            and parts[1].strip("[]").split(",")[0].isdigit() and (len(parts) >= 3
                                                                  or parts[1].startswith("[")))


def failure_line_weight(line):
    """How well a line tells a failure: 0 names the test that failed, 1 where (a located
    diagnostic, a failing file), 2 why (the assertion, the message), 3 a summary, 4 any
    other line that names a failure; None for noise."""
    if line.startswith(CURL_METER_HEAD) or CURL_METER_TIME in line:
        return None
    if line.startswith(TEST_ID_PREFIXES) or line.endswith(TEST_ID_SUFFIXES) or any(
            marker in line for marker in TEST_ID_MARKERS):
        return 0
    if line.startswith(LOCATION_PREFIXES) or _located(line) or _numbered_item(line) or any(
            marker in line for marker in LOCATION_MARKERS):
        return 1
    if any(marker in line for marker in MESSAGE_MARKERS) or (
            line[:1].isdigit() and "  " in line and line.split("  ", 1)[0].strip().isdigit()):
        return 2  # ... and phpstan's table row: `42     Method ... should return float`
    if line.startswith(SUMMARY_PREFIXES):
        return 3
    if any(marker in line for marker in FAILURE_MARKERS):
        return 4
    return None


KEPT_FIRST = {0: 0, 2: 1, 1: 2, 3: 3, 4: 4}  # failure_line_weight -> which lines are kept first


# Counted summaries that say a check failed when the number is not 0.
FAILED_COUNTS = (" failed", " failures", " failure", " failing", " errors", " error", " problems")


def _counts_failure(line):
    """`1 failed, 86 passed`, `27 examples, 2 failures`, `Found 2 errors.`: a count > 0."""
    words = line.replace(",", " ").replace("(", " ").split()
    for index, word in enumerate(words[:-1]):
        counted = " " + words[index + 1].rstrip(".:;")
        if word.isdigit() and int(word) > 0 and counted in FAILED_COUNTS:
            return True
    return False


# Lines by which a runner says it failed, for a check whose exit code says nothing.
# Strict on purpose: passing runs print "0 errors", "1 xfailed" and log lines with "error".
CHECK_FAILED_PREFIXES = ("FAILED ", "ERROR ", "--- FAIL", "FAIL ", "FAIL\t", "FAIL:",
                         "rspec ./", "error: ",
                         "error[E", "FAILURES!", "BUILD FAILED", "BUILD FAILURE", "\u2716 ",
                         "Failed!  -", "** TEST FAILED **", "** BUILD FAILED **", "[ERROR] ")
CHECK_FAILED_MARKERS = ("error TS", ": error:", "Traceback (most recent call last)",
                        "npm ERR!", "panic: ",
                        "make: ***", " FAILED", "***Failed", "tests failed out of",
                        "Some tests failed", "Test Failed at ", "[Failed]:")


# How a program that is no check says it failed, at the start of a line of its output.
ERROR_LINE_PREFIXES = ("ERROR:", "ERROR ", "Error:", "error:", "FATAL:", "fatal:", "[error]",
                       "[ERROR]", "panic:", "Traceback (most recent call last)")


PASS_MARKS = ("\u2713 ", "\u2714 ", "PASSED ", "PASS ", "--- PASS: ", "ok ", "[  PASSED  ] ",
              "[       OK ] ")
RUN_MARKS = PASS_MARKS + ("\u2a2f ", "\u00d7 ", "\u2715 ", "\u2717 ", "FAILED ", "FAIL ",
                          "--- FAIL: ", "[  FAILED  ] ")


def test_name(line):
    """A runner's line about one test without its mark and its time: `⨯ cannot cancel
    within 24 hours 0.04s` -> `cannot cancel within 24 hours`."""
    line = line.strip()
    for mark in RUN_MARKS:
        if line.startswith(mark):
            line = line[len(mark):].strip()
            break
    words = line.split()
    while words and (words[-1].rstrip("s").replace(".", "").isdigit() or words[-1] in (
            "ms", "sec", "ms]", "ms)") or words[-1].startswith(("(", "["))):
        words.pop()
    if len(words) >= 2 and words[-2] == "..." or words[-1:] == ["ok"]:
        words = words[:-2] if words[-2:-1] == ["..."] else words[:-1]
    return " ".join(words)


def passed_tests(output, limit=100):
    """The names of the tests a passing check's output reports passed (✓ name, PASSED
    name, --- PASS: name, test name ... ok), at most `limit`."""
    names = []
    for line in _window(output, OUTPUT_SCAN_CHARS, folds=False).splitlines():
        line = line.strip()
        if line.startswith(PASS_MARKS) or line.endswith(" ... ok"):
            name = test_name(line if not line.endswith(" ... ok") else line[:-7])
            if name.startswith("test "):
                name = name[5:]
            if 6 <= len(name) <= 120:
                names.append(cap(name, NAME_CAP))
        if len(names) >= limit:
            break
    return names


def _output_ends(output):
    """The lines a runner says what happened in: its first 20 and its last 60, stripped."""
    lines = output_ends(output).splitlines()
    return [line.strip() for line in lines[:20] + lines[-60:]]


# Where a service writes what went wrong: a file under logs/ or named *.log, or a log
# command (`docker logs api`, `journalctl -u api`, `kubectl logs pod`, `pm2 logs`).
LOG_COMMANDS = (("docker", "logs"), ("docker", "compose", "logs"), ("docker-compose", "logs"),
                ("kubectl", "logs"), ("pm2", "logs"), ("heroku", "logs"), ("journalctl",))
LOG_READERS = frozenset(("tail", "cat", "head", "less", "more"))
# A CI run's log: where the pipeline stands (`gh run view 42 --log-failed | tail`).
CI_LOG_COMMANDS = ((("gh", "run", "view"), "--log"), (("glab", "ci", "trace"), None))
# How a CI log says a step failed (a passing job's log has warnings, counts, "error" words)
CI_FAILED_MARKS = ("##[error]", "ERROR: Job failed", "Process completed with exit code")
LOG_MARKS = ("log", "journalctl", "trace")  # in every command the tables above match
LOG_END_LINES = 15  # an error among a log's last lines is where the service stands now


def log_ending_in_error(command, output):
    """The end of a log a command read, when it ends in an error (`tail -50 api.log`
    shows the traceback the service died with): the service's open error, which the
    command's own success hides.  None for anything else."""
    if not output or "\n" not in output.strip() or not any(
            mark in command for mark in LOG_MARKS):
        return None  # PERF: most commands read no log; no second parse of their line
    read = ci_log = False
    for words in command_segments(command):
        program = os.path.basename(words[0])
        if any(tuple(words[:len(form)]) == form for form in LOG_COMMANDS) or (
                program in LOG_READERS and any(
                    word.endswith(".log") or "/logs/" in word or "/log/" in word
                    for word in words[1:])):
            read = True
        for form, option in CI_LOG_COMMANDS:
            if tuple(words[:len(form)]) == form and (option is None or any(
                    word.startswith(option) for word in words)):
                read = ci_log = True
    if not read:
        return None
    end = [_log_text(line, ci_log) for line in output_ends(output).splitlines()]
    end = [line for line in end if line]
    end = end[-LOG_END_LINES:]
    if ci_log and check_failed("\n".join(end)) and any(
            mark in line for line in end for mark in CI_FAILED_MARKS):
        return "\n".join(end)  # a check the pipeline ran failed there
    for line in end:
        # `ModuleNotFoundError: No module ...`, `Dec 01 api[12]: KeyError: 'id'`
        named = (part.rpartition(".")[2] for part in line.split(": ")[:-1] if " " not in part)
        if line.startswith(ERROR_LINE_PREFIXES) or any(
                name.endswith(("Error", "Exception")) for name in named):
            return "\n".join(end)
    return None


def _log_text(line, ci_log):
    """A log line without what is put before it: GitHub's `job<TAB>step<TAB>` in a CI
    log, and an ISO time (`2026-12-05T16:42:19.0718930Z E   sqlalchemy...`)."""
    if ci_log and line.count("\t") >= 2:
        line = line.split("\t", 2)[2]
    line = line.strip()
    stamp, _space, rest = line.partition(" ")
    if len(stamp) > 19 and stamp[:4].isdigit() and stamp[10:11] == "T":
        return rest.strip()
    return line


def error_line_in(output):
    """True when a command's own output has a line that says it failed (`psql:x.sql:9:
    ERROR:  ...`, `[error] deduplicate: ...`); for a command whose exit code is hidden."""
    for line in _output_ends(output):
        head, colon, rest = line.partition(": ")
        if line.startswith(ERROR_LINE_PREFIXES) or (colon and rest.startswith(ERROR_LINE_PREFIXES)
                                                    and " " not in head):
            return True
    return False


def check_failed(output):
    """True when a check's output says it failed (pytest, jest, vitest, go, cargo, rspec,
    phpunit, mypy, ruff, tsc, eslint, gradle, maven, make, npm), for a check whose exit
    code says nothing: Codex reports none, and a pipe (`| tail -25`) hides it."""
    for line in _output_ends(output):
        if line.startswith(CHECK_FAILED_PREFIXES) or any(marker in line
                                                         for marker in CHECK_FAILED_MARKERS):
            return True
        jest_test = line.startswith("\u25cf ") and not line.startswith("\u25cf Console")
        if jest_test or _counts_failure(line):
            return True  # a failed jest test; `1 failed`, `2 failures`, `Found 2 errors`
        if _located(line) and "warning" not in line.lower() and " note:" not in line:
            return True  # a linter's or vet's finding: `./cmd/x.go:41:24: fmt.Printf format ...`
    return False


def fit_line(line, limit=LINE_CAP):
    """A runner's line in `limit` characters: a long path keeps its last two parts, then
    the middle goes (`file.kt:57: Error: … [UnusedMaterial3ScaffoldPaddingParameter]`
    keeps the place and the id at its end)."""
    line = one_line(line, 4 * limit)
    if len(line) <= limit:
        return line
    words = line.split(" ")
    for index, word in enumerate(words):
        opened, closed = word.find("{"), word.find("}")
        if 0 <= opened < closed and "://" in word[opened:closed] and '"' not in word[
                opened:closed] and word[closed + 1:closed + 2].isalpha():
            word = words[index] = word[:opened] + word[closed + 1:]  # an XML name's namespace
        if word.count("/") > 2:
            words[index] = "…/" + "/".join(word.split("/")[-2:])
    line = " ".join(words)
    if len(line) <= limit:
        return line
    head = limit * 3 // 5
    return line[:head].rstrip() + " … " + line[-(limit - head - 3):].lstrip()


def ansible_message(line):
    """`fatal: [host]: FAILED! => {"msg": ..., "stderr": ...}`: the host and what its
    task said (the stderr's last line, else the msg), not the JSON around it."""
    head, arrow, payload = line.partition("FAILED! => ")
    if not arrow or not payload.startswith("{"):
        return line
    try:
        data = as_dict(parse_json(payload))
    except (ValueError, RecursionError):
        return line
    said = [text for text in (as_str(data.get("stderr")), as_str(data.get("msg"))) if text.strip()]
    return head + "FAILED! " + said[0].strip().splitlines()[0] if said else line


def _bare_exception(line):
    """`RuntimeException`, `Illuminate\\Database\\QueryException`: a class name alone on
    its line, as Symfony's and Laravel's consoles print it above the message."""
    return (" " not in line and line.endswith(("Exception", "Error")) and len(line) > 5
            and line.replace("\\", "").replace(".", "").replace("_", "").isalnum())


def _exceptions_with_messages(lines):
    """The lines with an exception's bare class name joined to its message, which the
    console prints on the lines after it (up to two, the second when the first ends in
    a colon: "Validation failed for 2025/0003:" then the validator's own words)."""
    for index, line in enumerate(lines[:-1]):
        following = lines[index + 1]
        if _bare_exception(line) and not following.startswith("at ") and not _bare_exception(
                following) and following[:1].isalnum():
            message = following
            if message.endswith(":") and index + 2 < len(lines) and not lines[
                    index + 2].startswith("at "):
                message += " " + lines[index + 2]
            lines[index] = line + ": " + message
    return lines


def failure_summary(text, agent=None, root=None):
    """(exit code or None, up to three lines that tell the failure: what failed first,
    then why) from a failure's text in the agent's format (Claude Code's "Exit code
    1\\n<stderr>\\n<stdout>")."""
    # Redacted whole, before it is cut into lines: a PEM key spans several.
    text = redact(clean_text(output_ends(text)))[0]
    if root and len(root) > 1:  # the project's own paths, relative: the lines keep more
        text = text.replace("file://" + root.rstrip("/") + "/", "").replace(
            root.rstrip("/") + "/", "")
    exit_code, lines = (agent or AGENTS[DEFAULT_AGENT]).failure_lines(text)
    lines = [line.strip() for line in lines]
    lines = [line for line in lines if line and line not in ("(none)", "(empty)")]
    if not lines:
        return exit_code, []
    window = list(enumerate(lines[:20])) + list(enumerate(lines[-60:], max(len(lines) - 60, 0)))
    scored, seen = [], set()
    lines = _exceptions_with_messages([ansible_message(line) for line in lines])
    window = [(position, lines[position]) for position, _line in window]
    for position, line in sorted(dict(window).items()):
        weight = failure_line_weight(line)
        if position and "panicked at" in lines[position - 1] and lines[position - 1].endswith(":"):
            weight = 2  # Rust: the panic's message is on the line after its place
        if weight is not None and line not in seen:
            seen.add(line)
            scored.append((weight, -position, position, line))
    if not scored:
        return exit_code, [fit_line(lines[-1])]
    # Kept: what failed, then why, then where (the runner's last words first); shown
    # strongest first (a cut keeps it), each kind in the order the runner printed.
    best = sorted(scored, key=lambda item: (KEPT_FIRST[item[0]], item[1]))[:3]
    best.sort(key=lambda item: (item[0], item[2]))
    return exit_code, [fit_line(line) for _, _, _, line in best]


# PowerShell's cmdlets that only pass output on (names read in any case): they leave
# the exit code to the program before them, as `rg x | Select-Object -First 20` does.
POWERSHELL_PASSING = frozenset(("select-object", "sort-object", "format-table", "format-list",
                                "out-string", "out-host", "out-null", "measure-object",
                                "tee-object", "where-object", "select", "ft", "fl", "measure"))


def no_match(command, exit_code):
    """True for `grep`, `rg`, `diff`, `test` ending 1, also when PowerShell passed their
    output on (`rg x | Select-Object -First 20`): nothing found or a difference, no
    failure."""
    if exit_code != 1:
        return False
    programs = [os.path.basename(words[0])
                + (" " + words[1] if words[0] == "git" and len(words) > 1 else "")
                for words in command_segments(command)]
    while len(programs) > 1 and programs[-1].lower() in POWERSHELL_PASSING:
        programs.pop()
    return bool(programs) and programs[-1] in NO_MATCH_PROGRAMS


def stopped_on_time(command, exit_code):
    """True for a program run under `timeout` to see it start (a server, a launch, a
    device's loop) that timeout stopped (exit 124): the stop was the plan.  A check that
    runs out of time (`timeout 60 pytest`) hung, and stays a failure."""
    if exit_code != 124:
        return False
    timed = []  # what each `timeout` ran (`sudo timeout 8s ./example_walk`)
    for words in command_segments(command):
        running = _past_wrappers(words)
        wrappers = words[:len(words) - len(running)]
        if running and any(os.path.basename(word) in TIMEOUT_PROGRAMS for word in wrappers):
            timed.append(running)
    return bool(timed) and not any(_is_check(words) for words in timed)


def looked_for_nothing(command, error_text):
    """True for a failed look around (see LOOKING_PROGRAMS) whose path or program is
    not there, or a probe for a program (`which rg`, `shellcheck --version`): the
    agent's own look, not an error of the session."""
    segments = list(command_segments(command))
    probes = 0
    for words in segments:
        program = os.path.basename(words[0])
        if words[1:] in VERSION_PROBES or program in LOCATING_PROGRAMS or (
                program == "command" and words[1:2] in (["-v"], ["-V"])):
            probes += 1  # is the program there at all? (`shellcheck --version`, `which rg`)
            continue
        if (program not in LOOKING_PROGRAMS and program.lower() not in POWERSHELL_LOOKS) or any(
                ">" in word and word not in DISCARDED_OUTPUT for word in words[1:]):
            return False  # (echo … > config/prod/.env writes)
        if program == "sed" and any(word == "--in-place" or word.startswith("-") and not
                                    word.startswith("--") and "i" in word for word in words[1:]):
            return False  # sed -i, -Ei, -i.bak edit in place
    lowered = error_text.lower()
    return bool(segments) and (probes == len(segments) or any(phrase in lowered
                                                              for phrase in NOT_THERE))


# Taking out what is already gone leaves the state that was wanted: `pnpm remove
# next-themes` ("no such dependency"), `git branch -d old` ("not found"), `pip uninstall`.
# (program, its verbs; None: the program itself): `git branch` with -d, -D or --delete.
REMOVALS = {"npm": {"uninstall", "remove", "rm", "un", "r"}, "pnpm": {"remove", "rm", "uninstall",
            "un"}, "yarn": {"remove"}, "bun": {"remove", "rm"}, "pip": {"uninstall"},
            "pip3": {"uninstall"}, "uv": {"remove"}, "poetry": {"remove"}, "cargo": {"remove"},
            "git": {"rm", "branch"}, "docker": {"rm", "rmi"}, "rm": None,
            "kubectl": {"delete"}, "brew": {"uninstall", "remove"}}
GONE_ALREADY = ("not found", "no such file", "no such dependency", "not installed",
                "not in dependencies", "no dependency", "did not match any", "not present",
                "doesn't exist", "does not exist", "not a dependency")
NOT_THE_TARGET = ("command not found", "no such host")  # the program, the network: not gone


def removed_nothing(command, error_text):
    """True for a failed removal (see REMOVALS) whose error names what it removes and
    says it is not there."""
    lowered = error_text.lower()
    if any(phrase in lowered for phrase in NOT_THE_TARGET):
        return False
    segments, targets = list(command_segments(command)), []
    for words in segments:
        program = os.path.basename(words[0])
        verbs = REMOVALS.get(program, ())
        removes = verbs is None or (verbs != () and words[1:2] and words[1] in verbs and (
            program != "git" or words[1] != "branch" or
            set(words[2:]) & {"-d", "-D", "--delete"}))
        if removes:
            targets += [word for word in words[2 if verbs else 1:] if not word.startswith("-")]
        elif program not in ("cd", "pushd"):
            return False
    return any(len(target) > 1 and target.lower() in lowered for target in targets) and any(
        phrase in lowered for phrase in GONE_ALREADY)


def _failure_target(tool_input):
    return as_str(_file_path(tool_input, {}) or tool_input.get("url") or tool_input.get("pattern"))


def failure_key(tool, tool_input):
    """The identity of what failed: the shell command, else the tool and its target.
    A later success with the same key closes the error; None when nothing identifies it."""
    if tool == "Bash":
        command = as_str(tool_input.get("command"))
        if is_blank(command):
            return None
        meant = intents(tool, tool_input)
        if len(meant) == 1 and meant[0].startswith("check:"):
            # A test run is known by what it checks, where: `-v`, `-q`, `| tail` or
            # `-x` run the same tests, and their failures are one error.
            places = [" ".join(words[1:2]) for words in command_segments(command)
                      if words[0] in ("cd", "pushd")]
            return "check:" + _sha256_hex("\0".join(places + meant))[:16]
        return command_key(command)
    target = _failure_target(tool_input)
    return "tool:" + _sha256_hex(tool + "\0" + target)[:16] if target else None


# Options that give an interpreter its code inline (`python3 -c`, `node -e`, `bash -lc`).
INLINE_CODE_OPTIONS = frozenset(("-c", "-e", "-lc", "-ic", "-Command", "-command",
                                 "-"))  # `python - <<'PY'`: the code on its standard input
SCRIPT_RUNNERS = frozenset(("python", "node", "php", "ruby", "perl", "bun", "deno", "tsx",
                            "ts-node", "bash", "sh"))
# Programs whose first argument is not what they do (`npm run build`, `python -m x`).
INTENT_VERBS = frozenset(("run", "exec", "x", "-m", "run-script", "task", "dlx"))
FILE_TOOLS = frozenset(("Edit", "MultiEdit", "Write", "NotebookEdit"))


def command_intent(words):
    """What a simple command means to do, as a few words: its program and its verb
    (`git push` for `git push --set-upstream origin x`, `npm install`, `docker run
    web`); a check, its program and every argument but its options (`npm run build`
    run with NODE_OPTIONS set is the same build; a narrower run is not); None for a
    command with no verb, whose intent is itself, or one that only looks."""
    if words[0] == "git":
        index = 1
        while index < len(words) and words[index].startswith("-"):
            index += 2 if words[index] in ("-C", "-c") else 1  # global options before the verb
        return "git " + words[index] if index < len(words) else None
    running = _running_words(_past_env_runner(words))
    if not running:
        return _look_intent(words)
    # NOTE: an intent is stored: no word of it may hold a secret.  A check keeps the
    # arguments before the first that could (see command_summary), a verb must come
    # right after its program (`redis-cli -a PASSWORD ping` has none).
    program = os.path.basename(running[0])
    if _is_check(running):  # the same run, whatever its options or environment
        safe = command_summary(running).split()[1:]
        return " ".join(["check:" + program] + [word for word in safe
                                                if not word.startswith("-") and word != "…"])
    program = program_family(program)
    if running[1:2] and running[1] in INLINE_CODE_OPTIONS:
        return "%s %s" % (program, running[1])  # `python3 -c "..."` tried until it ran
    if program.rstrip("0123456789.") in SCRIPT_RUNNERS and running[1:2] and "." in running[1] \
            or running[1:2] == ["artisan"]:
        # `python3 manage.py migrate` fails, `python manage.py migrate` in the
        # virtualenv works: the script is the program, whatever runs it
        running = running[1:]
        program = program_family(os.path.basename(running[0]))
    verb = running[1] if running[1:2] else ""
    if not verb.replace("-", "").replace("_", "").isalpha() or verb.startswith("-"):
        return None  # no verb (`psql -c "..."`, `python x.py`): only the same command fixes it
    following = running[2:3] if verb in INTENT_VERBS else []
    return " ".join([program, verb] + [word for word in following if not _risky_word(word)])


def program_family(program):
    """python3 is python, pip3 is pip: `python - <<PY` fails ("python: command not
    found") and `python3 - <<PY` runs the same probe.  A minor version stays itself
    (a failure under python3.8 is not fixed by python3.12)."""
    return {"python3": "python", "pip3": "pip"}.get(program, program)


# Tools that run a command in a project's environment (`uv run pytest`, `conda run -n
# env python -`): the command is what it runs, as the same run without them; and their
# options that take a value.
ENV_RUNNERS = frozenset((("conda", "run"), ("mamba", "run"), ("micromamba", "run"), ("uv", "run"),
                         ("poetry", "run"), ("pipenv", "run"), ("pdm", "run"), ("rye", "run"),
                         ("hatch", "run"), ("pixi", "run"), ("bundle", "exec")))
ENV_RUNNER_VALUE_OPTIONS = frozenset(("-n", "--name", "-p", "--prefix", "--cwd", "--with",
                                      "--python", "--directory", "--project", "--env-file",
                                      "--manifest-path", "-e", "--environment"))


def _past_env_runner(words):
    """The words of what an environment's runner runs (`pytest -x` of `uv run pytest
    -x`), or `words` as they are."""
    if tuple(os.path.basename(word) for word in words[:2]) not in ENV_RUNNERS:
        return words
    return _past_options(words[2:], ENV_RUNNER_VALUE_OPTIONS) or words


def _look_intent(words):
    """A look's program and verb (`gh auth` of `gh auth status`, `kubectl get`): a
    failed look is closed by a later success of the same program and verb (`gh auth
    login`), and a passing one closes what failed before it.  None for anything else."""
    words = _past_wrappers(words)
    if not words or not _read_only(words):
        return None
    verb = words[1] if words[1:2] else ""  # right after its program, as command_intent's
    return "%s %s" % (os.path.basename(words[0]), verb) if verb.isalpha() else None


def intents(tool, tool_input):
    """What a tool call meant to do: every part of a command line, or the file a tool
    wrote, or the kind of subagent it started.  A later success of the same intent
    closes a failure of another form (`git push` fixed by `git push -u origin x`, an
    edit refused until the file was read again, a subagent that started on retry)."""
    if tool == "Bash":
        command = as_str(tool_input.get("command"))[:SHELL_SCAN_CHARS]
        found = (command_intent(words) for words, in_block in command_blocks(
            without_output_filters(command)) if not in_block)
        return [intent for intent in found if intent]
    if tool in FILE_TOOLS:
        path = head_of(as_str(tool_input.get("file_path") or tool_input.get("notebook_path")),
                       PATH_CAP)
        return ["file " + path] if path else []
    if tool in ("Agent", "Task"):
        return ["agent " + one_line(tool_input.get("subagent_type") or "agent", ID_CAP)]
    if tool == "ApplyPatch":  # Codex: the files its headers name
        return ["file " + data["path"] for kind, _key, data in
                extract_apply_patch(tool, tool_input, {}) if kind == "file"]
    return []


# A tool call that failed without anything to fix: the agent's own slip, which it
# retries at once (an edit that changes nothing, a file it looked for that is not there,
# a parameter it got wrong).  Not an error of the session.
HARMLESS_TOOL_ERRORS = ("No changes to make", "File does not exist", "File has not been read yet",
                        "InputValidationError", "Error: Invalid tool parameters",
                        "EISDIR: illegal operation on a directory", "Path does not exist",
                        "Directory does not exist", "Unknown skill")
HARMLESS_FAILING_TOOLS = ("KillShell", "KillBash")  # the shell it stops had ended already
# A call that never ran: Claude Code cancels the calls made in parallel with one that
# failed (whatever the tool, a command too), or the agent named a tool it does not have.
NEVER_RAN_ERRORS = ("Sibling tool call errored", "Cancelled: parallel tool call",
                    "Error: No such tool available")


# What a shell says when it cannot read the command line it was given, in its own name
# (a script's own syntax error names the script: `./deploy.sh: line 12: syntax error`).
SHELL_PARSE_PREFIXES = ("bash: -c: line ", "bash: eval: line ", "sh: -c: line ")
NUMBERED_SHELL_PREFIXES = ("zsh:", "(eval):", "sh: ")  # zsh:3: …, (eval):2: …, sh: 2: …
SHELL_PARSE_ERRORS = ("syntax error", "Syntax error", "unexpected EOF", "unexpected end of file",
                      "unmatched ", "parse error")
# PowerShell's report of a command it could not parse (5.1's record, 7's concise view).
POWERSHELL_PARSE_LINES = ("ParserError", "+ CategoryInfo", "+ FullyQualifiedErrorId", "|",
                          "Line |", "At line:", "+ ", "~")
SCRIPT_LOCATIONS = (".ps1:", ".psm1:", ".psd1:", "Traceback", 'File "')


def _said_by_shell(line):
    """The line, when the shell says it in its own name about the command line
    (`/bin/bash: eval: line 1: …`, `zsh:3: …`, `sh: 2: …`), else None."""
    program, colon, rest = line.partition(": ")
    said = program.rpartition("/")[2] + colon + rest  # /usr/bin/bash: -> bash:
    numbered = any(said.startswith(prefix) and said[len(prefix):].split(":", 1)[0].strip()
                   .isdigit() for prefix in NUMBERED_SHELL_PREFIXES)
    return said if numbered or said.startswith(SHELL_PARSE_PREFIXES) else None


def could_not_parse(error_text):
    """True when all a failed command printed is its shell saying it could not read the
    command line (bash's, zsh's, dash's, PowerShell's ParserError): the agent's quoting
    slip.  Not when anything else was printed: a recipe's or a script's shell (make, an
    npm script) fails alike, and a multi-line command may have run its first lines."""
    lines = [line.strip() for line in error_text[:OUTPUT_SCAN_CHARS].splitlines()]
    lines = [line for line in lines if line and not line.startswith("Exit code")]
    if not lines or any(mark in line for line in lines for mark in SCRIPT_LOCATIONS):
        return False
    if any(line.startswith("ParserError") or "CategoryInfo" in line and "ParserError" in line
           for line in lines):
        # its layout, and at most its message and where (in the user's language)
        free = [line for line in lines if not line.startswith(POWERSHELL_PARSE_LINES)
                and not line.split("|", 1)[0].strip().isdigit()]  # `   1 |  code` (7's view)
        return len(free) <= 2
    said = [_said_by_shell(line) for line in lines]  # bash quotes the line after its error
    return all(said) and any(error in line for line in said for error in SHELL_PARSE_ERRORS)


def extract_failure(tool, tool_input, error_text, agent=None, root=None):
    """The error event of a failed tool call, keyed so a later success can close it;
    paths in its lines relative to the project `root`."""
    if tool == "ExitPlanMode":
        plan = {"state": "not approved", "text": cap(as_str(tool_input.get("plan")))}
        return [("plan", "plan", plan)]
    error_text = error_text.replace("<tool_use_error>", "").replace("</tool_use_error>", "")
    if tool != "Bash" and (error_text.lstrip().startswith(HARMLESS_TOOL_ERRORS)
                           or tool in HARMLESS_FAILING_TOOLS) or (
                               error_text.lstrip().startswith(NEVER_RAN_ERRORS)):
        return []
    if tool in ("Bash", "PowerShell") and could_not_parse(error_text):
        return []  # the agent's quoting slip, which it retries: no error of the project
    exit_code, lines = failure_summary(error_text, agent, root)
    if tool == "Bash" and (no_match(as_str(tool_input.get("command")), exit_code)
                           or looked_for_nothing(as_str(tool_input.get("command")), error_text)
                           or removed_nothing(as_str(tool_input.get("command")), error_text)
                           or stopped_on_time(as_str(tool_input.get("command")), exit_code)):
        return []  # nothing found, a difference, a path not there, a run cut: no failure
    if tool == "Bash":
        # As a command that worked is kept: each part cut before a word that could hold
        # or introduce a credential (`psql -h db -U app …`).
        command = without_output_filters(as_str(tool_input.get("command")))
        shown = shown_command(command, list(command_segments(command)))
        data = {"cmd": one_line(redact_as_in(shown or command, command), SUMMARY_CAP),
                "exit": exit_code, "lines": lines}
    else:
        target, inside = _failure_target(tool_input), (root or "").rstrip("/") + "/"
        if len(inside) > 1 and target.startswith(inside):
            target = target[len(inside):]  # the project's own file, as its lines say it
        data = {"tool": one_line(tool, NAME_CAP), "target": one_line(target, TARGET_CAP),
                "exit": exit_code, "lines": lines}
    meant = intents(tool, tool_input)
    if meant:
        data["intent"] = meant[-1]  # the last part ran last: most likely what failed
    key = failure_key(tool, tool_input) or "tool:" + _sha256_hex(tool)[:16]
    return [("error", key, data)]


# -- user prompts (UserPromptSubmit may import `re`: it runs once per prompt) ---------

# What a sentence of a prompt states, per language: the first category whose pattern
# matches decides.  A correction ("No, ...", "Actually ...", "Change of plan: ...")
# takes the whole prompt and supersedes what earlier requests and decisions said about
# the same things (see drop_superseded).  Languages: English, Chinese, Spanish,
# Portuguese, French, German, Italian, Japanese, Korean, Russian, Dutch, Polish, Turkish.
PROMPT_LANGUAGES = {
    "en": {
        "correction": r"^(?:no(?! (?:te )?olvides)|nope|nah|actually|wait|hold on|hang on"
                      r"|scratch that|scrap that"
                      r"|change of plan|(?:and |but )?one change of (?:plan|mind)|on second thought"
                      r"|forget (?:that|it|what I said)"
                      r"|let'?s go back to|go back to|back to"
                      r"|never ?mind|new plan|let'?s not)\b|^change\s*:"
                      r"|^(?:correction(?: on [^:]{1,60})?|change of mind)\s*:|^on reflection,",
        "rejected": r"\b(?:did ?n[o']?t|does ?n[o']?t|won'?t|will not) work\b|\bwe tried\b"
                    r"|\b(?:reverted|rejected|abandon(?:ed)?|give up on|gave up on)\b"
                    r"|\bnot (?:that|this) (?:approach|way)\b",
        "blocker": r"\bblocked (?:by|on)\b|\bblocker\b|\bwaiting (?:for|on)\b"
                   r"|\bcan'?t\b.{0,80}\buntil\b|\bdepends on\b",
        "decision": r"\buse\b[^.;\n]{1,60}?\b(?:not|instead of|rather than)\b|\binstead of\b"
                    r"|\brather than\b|\bwe(?:'ve| have)? (?:agreed|decided)\b"
                    r"|\b(?:the|our) rule is\b|\blet'?s (?:go with|use|stick with)\b|\bgo with\b"
                    r"|\bstick with\b|\bswitch(?:ed)? to\b|\bdecided\b|\bdecision\b|\bprefer\b"
                    r"|^(?:please\s+)?(?:don'?t|do not)\b"
                    # one of the options the agent offered ("option B", "go with plan 2")
                    r"|\b(?:choose|chose|pick|picked|adopt|adopted|go(?:ing)? with|like)\b"
                    r"[^.;\n]{0,20}"
                    r"\b(?:option|approach|plan|variant|alternative) [a-e1-5]\b"
                    r"|^(?:option|approach|plan|variant) [a-e1-5]\W*$",
        "constraint": r"\bmust(?:n'?t| not)?\b|\bnever\b|\balways\b|\bwithout\b|\bat most\b"
                      r"|\bno more than\b"
                      r"|\bonly (?:use|touch|change|modify|edit|run|commit|support|allow|accept"
                      r"|in)\b|\bat least\b|\bshould(?:n'?t| not)\b"
                      r"|\bkeep\b.{0,40}\b(?:under|below|within)\b"
                      r"|\bfrom now on\b|\bfrom now\b.{0,20}\bplease\b|\bgoing forward\b"
                      # asked to be remembered: a standing rule ("remember that ...")
                      r"|(?:^|[,;:]\s*|\b(?:and|please|also|but)\s+)remember\b|\bkeep in mind\b"
                      r"|\b(?:save|store|put) (?:\w+ )?(?:in|to|into)"
                      r" (?:your |the )?memory\b"
                      # reminded: "I told you to ...", "as I said"
                      r"|\bI (?:already |have |had )?(?:told|asked) you\b"
                      r"|\bas I (?:said|told you)\b",
    },
    "zh": {
        "correction": r"^(?:不对|不是这样|不[，,]|等等|等一下|改主意了|换个思路|算了|还是换|重新来|其实"
                      r"|想了想|仔细想想|改回|还是用回)",
        "rejected": r"不行|放弃|行不通|没有用|不管用",
        "blocker": r"卡在|阻塞|受阻|依赖于",
        "decision": r"不用|改用|不要|决定|我们约定|规则是|之前决定|就用|统一用|换成|采用|選擇|选择方案"
                    r"|^(?:方案|选项)[A-Ea-e1-5一二三]",
        "constraint": r"必须|只能|不能|不得|禁止|务必|一定要|至少|最多|从现在开始|今后|以后都|记住|记下来"
                      r"|我(?:已经)?(?:说过|让你|跟你说过)|不需要",
    },
    "es": {
        "correction": r"^(?:no[,.!]|mejor no|en realidad|espera|cambio de plan"
                      r"|pens[aá]ndolo (?:bien|mejor)|ahora que lo pienso|volvamos a|olvida(?: eso"
                      r"| lo anterior)?"
                      r"|al final|mejor(?: usa|,)|cambio\s*:)",
        "rejected": r"\bno funciona\b|\bno funcionó\b|\bdescartado\b|\bprobamos\b",
        "blocker": r"\bbloqueado por\b|\besperando (?:a|por)\b|\bdepende de\b",
        "decision": r"\b(?:usemos|vamos a usar|en lugar de|en vez de|decidimos|hemos decidido"
                    r"|acordamos"
                    r"|prefiero|no uses|elijo|elegimos|me quedo con|vamos con)\b",
        "constraint": r"^no \w{2,}(?:es|as)\b"  # "No rompas el patrón Singleton", "No uses …"
                      r"|\b(?:no (?:toques|cambies|modifiques|borres)|nunca|siempre|sin|s[oó]lo"
                      r"|tiene que"
                      r"|tienes que|debe|deben|hay que|como m[aá]ximo|m[aá]ximo|al menos"
                      r"|a partir de ahora|de ahora en adelante|recuerda|ten en cuenta"
                      r"|te (?:lo )?(?:dije|ped[ií]))\b",
    },
    "pt": {
        "correction": r"^(?:n[aã]o[,.!]|na verdade|espera|mudan[cç]a de plano|mudei de ideia"
                      r"|pensando (?:bem|melhor)|deixa pra l[aá]|vamos voltar"
                      r"|esquece"
                      r"|melhor(?: usar|,)|mudan[cç]a\s*:)",
        "rejected": r"\bn[aã]o funciona\b|\bn[aã]o funcionou\b|\bdescartado\b",
        "blocker": r"\bbloqueado por\b|\besperando\b|\bdepende de\b",
        "decision": r"\b(?:vamos usar|em vez de|ao inv[eé]s de|decidimos|combinamos|prefiro"
                    r"|n[aã]o use|escolho|escolhemos|fico com|vamos com)\b",
        "constraint": r"\b(?:n[aã]o (?:mexa|mude|altere|apague|toque)|nunca|sempre|sem|só|somente"
                      r"|apenas|tem que|deve|devem|precisa|no m[aá]ximo|pelo menos"
                      r"|a partir de agora|daqui (?:pra|para a) frente|lembr[ae]|tenha em mente"
                      r"|(?:eu )?(?:te |j[aá] )?(?:disse|pedi) (?:pra|para|que))\b",
    },
    "fr": {
        "correction": r"^(?:non[,.!]|en fait|attends|changement de plan|finalement"
                      r"|[aà] la r[eé]flexion|r[eé]flexion faite|tout compte fait|laisse tomber"
                      r"|revenons [aà]"
                      r"|oublie(?: [cç]a)?"
                      r"|plut[oô]t|changement\s*:)",
        "rejected": r"\bne marche pas\b|\bne fonctionne pas\b|\babandonn[eé]\b",
        "blocker": r"\bbloqu[eé] par\b|\ben attente de\b|\bd[eé]pend de\b",
        "decision": r"\b(?:utilise|utilisons|on utilise|au lieu de|plut[oô]t que|on a d[eé]cid[eé]"
                    r"|nous avons d[eé]cid[eé]|je pr[eé]f[eè]re|n'utilise pas|je choisis"
                    r"|on part sur|partons sur)\b|,\s*pas (?:dans"
                    r"|de|le|la|les|en)\b",
        "constraint": r"\b(?:ne (?:touche|modifie|change|supprime) (?:pas|jamais)|jamais|toujours"
                      r"|sans"
                      r"|seulement|uniquement|doit|doivent|il faut|au plus|au moins"
                      r"|d[eé]sormais|[aà] partir de maintenant|souviens-toi|retiens"
                      r"|garde en t[eê]te|garde en m[eé]moire|tu (?:ne )?dois|vous (?:ne )?devez"
                      r"|ne faut pas"
                      r"|je t'ai (?:dit|demand[eé]))\b|^pas de\b",
    },
    "de": {
        "correction": r"^(?:nein[,.!]|doch|eigentlich|warte|planänderung|plan[- ]?änderung"
                      r"|bei näherer überlegung|ich hab(?:e|'s)? (?:es )?mir anders überlegt"
                      r"|lass uns zurück|zurück zu"
                      r"|vergiss (?:das|es)"
                      r"|lieber|stattdessen|moment|änderung\s*:)",
        "rejected": r"\bfunktioniert nicht\b|\bverworfen\b|\bhaben wir probiert\b",
        "blocker": r"\bblockiert durch\b|\bwarten auf\b|\bhängt von\b",
        "decision": r"\b(?:nimm|verwende|verwenden wir|nutze|statt|anstatt|anstelle von"
                    r"|wir haben uns"
                    r" (?:entschieden|geeinigt)|entschieden|ich nehme|wir nehmen)\b",
        "constraint": r"\b(?:keine?[nmrs]?|nie|niemals|immer|nur|ohne|muss|müssen|darf nicht"
                      r"|dürfen nicht"
                      r"|höchstens|mindestens|ab jetzt|von nun an|ab sofort|merke? dir"
                      r"|denk daran|ich habe dir (?:doch )?gesagt|wie gesagt)\b",
    },
    "ja": {
        "correction": r"^(?:いや|いいえ|やっぱり|待って|ちょっと待って|方針変更|予定変更|やめて|そうじゃなくて"
                      r"|よく考えたら|考え直)",
        "rejected": r"うまくいかない|動かない|諦め",
        "blocker": r"待ち|ブロックされ|依存して",
        "decision": r"を使って|を使う|にする|にして|ではなく|じゃなくて|代わりに|で行く|に決め"
                    r"|を採用|で進め|を利用",
        "constraint": r"しないで|だけ|のみ|必ず|絶対|禁止|以内|以上|今後|これからは|覚えて|記憶して"
                      r"|言ったよね|と言った|お願いしたはず",
    },
    "ko": {
        "correction": r"^(?:아니(?:요|야)?|아냐|잠깐|잠깐만|계획 변경|취소|그거 말고|다시 생각해\s?보니"
                      r"|생각해\s?보니)",
        "rejected": r"안 돼|안 됩니다|작동하지 않",
        "blocker": r"기다리|막혀|의존",
        "decision": r"(?:을|를) 사용|(?:으로|로) 하(?:자|죠|세요)|대신|말고|(?:으로|로) 고정|결정"
                    r"|채택|(?:으로|로) 진행|^(?:안|옵션) ?[A-Ea-e1-5]",
        "constraint": r"하지 마|하지 말|반드시|절대|항상|금지|이내|이상|만 |앞으로는|기억해|명심"
                      r"|말했잖아|말했는데|(?:이미 )?요청했",
    },
    "it": {
        "correction": r"^(?:no[,.!]|anzi|in realt[aà]|aspetta|cambio di piano|ripensandoci"
                      r"|lascia perdere|lasciamo perdere|dimentica|scordati|torniamo a|alla fine)",
        "rejected": r"\bnon funziona\b|\bnon ha funzionato\b|\bscartato\b",
        "blocker": r"\bbloccato da\b|\bin attesa di\b|\bdipende da\b",
        "decision": r"\b(?:usiamo|useremo|invece di|anzich[eé]|piuttosto che|abbiamo deciso"
                    r"|preferisco|non usare|scelgo|scegliamo|andiamo con)\b",
        "constraint": r"\b(?:non (?:toccare|modificare|cambiare|cancellare)|mai|sempre|senza"
                      r"|solo|soltanto|deve|devono|bisogna|al massimo|almeno|d'ora in poi"
                      r"|da ora in poi|ricorda(?:ti)?|tieni a mente)\b",
    },
    "ru": {
        "correction": r"^(?:нет[,.!]|стоп|подожди|погоди|на самом деле|меняем план|план меняется"
                      r"|хотя нет|передумал|я передумал|вернёмся к|вернемся к|давай вернёмся"
                      r"|забудь"
                      r"|вместо этого|лучше)",
        "rejected": r"не работает|не сработало|отказались",
        "blocker": r"заблокирован|ждём|ждем|зависит от",
        "decision": r"используй|используем|вместо|давай(?:те)? (?:использовать|сделаем)|решили"
                    r"|договорились|выбираю|выбрали",
        "constraint": r"не (?:трогай|меняй|удаляй|используй)|никогда|всегда|только|без |обязательно"
                      r"|не больше|не менее|как минимум|с этого момента|отныне|впредь|запомни"
                      r"|имей в виду|(?:я )?(?:тебя|вас) (?:же )?просил|я (?:же )?говорил",
    },
    "nl": {
        "correction": r"^(?:nee[,.!]|(?:eigenlijk|wacht|toch niet|planwijziging|nieuw plan"
                      r"|bij nader inzien|vergeet (?:dat|het)|terug naar"
                      r"|laat (?:\S+ ){1,4}toch weg)\b)",
        "rejected": r"\bwerkt niet\b|\bwerkte niet\b|\bopgegeven\b",
        "blocker": r"\bgeblokkeerd door\b|\bwachten op\b|\bhangt af van\b",
        "decision": r"\b(?:gebruik|gebruiken we|in plaats van|we hebben besloten|besloten|liever"
                    r"|we kiezen|we gaan voor)\b",
        "constraint": r"\b(?:nooit|altijd|alleen|uitsluitend|zonder|moet|moeten|mag niet"
                      r"|mogen niet|hooguit|minstens|vanaf nu|voortaan|onthoud"
                      r"|niet (?:aanraken|wijzigen|veranderen|verwijderen|committen))\b|^geen\b",
    },
    "pl": {
        "correction": r"^(?:nie[,.!]|(?:właściwie|w sumie|czekaj|zaczekaj|zmiana planu|jednak"
                      r"|rozmyśliłe[mś]|rozmyśliłam|zapomnij|wróćmy do|wracamy do"
                      r"|(?:słuchaj,?\s*)?cofnij)\b)",
        "rejected": r"\bnie działa\b|\bnie zadziałało\b|\bodrzucone\b",
        "blocker": r"\bzablokowane przez\b|\bczekamy na\b|\bzależy od\b",
        "decision": r"\b(?:użyj|używamy|użyjemy|zamiast|zdecydowaliśmy|wolę|wybieram|wybieramy)\b",
        "constraint": r"\b(?:nigdy|zawsze|tylko|wyłącznie|bez|musi|muszą|trzeba|nie wolno"
                      r"|żadnych|żadnego|co najwyżej|co najmniej|od teraz|zapamiętaj"
                      r"|nie (?:ruszaj|zmieniaj|usuwaj|zapisuj))\b",
    },
    "tr": {
        "correction": r"^(?:hayır[,.!]|(?:aslında|bekle|vazgeçtim|fikrimi değiştirdim|plan değişti"
                      r"|plan değişikliği|unut|boş ver|geri dönelim)\b)",
        "rejected": r"\bçalışmıyor\b|\bçalışmadı\b",
        "blocker": r"\bengellendi\b|\bbekliyoruz\b",
        "decision": r"\b(?:kullan|kullanalım|kullanıyoruz|yerine|karar verdik|tercih ediyorum"
                    r"|seçtik)\b",
        "constraint": r"\b(?:asla|her zaman|sadece|yalnızca|mutlaka|olmadan|sakın|en fazla"
                      r"|en az|bundan sonra|unutma|değiştirme|dokunma)\b",
    },
}
# The language the user wants the agent to write in ("schreibe alles auf deutsch", 用中文回答,
# "always answer in English"): a standing rule, which a compaction must not lose (the
# agent would switch back).  Each language's own phrasing, added to its constraints.
REPLY_LANGUAGE_RULES = {
    "en": r"\b(?:write|answer|respond|reply|speak|talk|communicate|explain|document|everything"
          r"|all)\b[^.?!\n]{0,40}\bin (?:english|german|french|spanish|portuguese|italian|russian"
          r"|chinese|japanese|korean|vietnamese|dutch)\b",
    "de": r"\b(?:schreib\w*|antworte\w*|sprich|rede|kommuniziere|erkläre|alles)\b[^.?!\n]{0,40}"
          r"\b(?:auf|in) (?:deutsch|englisch|französisch|spanisch)\b",
    "fr": r"\b(?:[ée]cri[st]?\w*|r[ée]ponds?\w*|parle\w*|communique\w*|explique\w*|tout)\b"
          r"[^.?!\n]{0,40}\ben (?:fran[cç]ais|anglais|allemand|espagnol)\b",
    "es": r"\b(?:escrib\w*|respond\w*|habl\w*|contest\w*|explic\w*|todo)\b[^.?!\n]{0,40}"
          r"\ben (?:espa[ñn]ol|castellano|ingl[ée]s)\b",
    "pt": r"\b(?:escrev\w*|respond\w*|fal[ae]\w*|explic\w*|tudo)\b[^.?!\n]{0,40}"
          r"\bem (?:portugu[êe]s|ingl[êe]s)\b",
    "it": r"\b(?:scriv\w*|rispond\w*|parl\w*|tutto)\b[^.?!\n]{0,40}\bin (?:italiano|inglese)\b",
    "ru": r"(?:пиши|отвечай|говори|общайся|всё|все)[^.?!\n]{0,30}(?:по-русски|по-английски"
          r"|на русском|на английском)",
    "zh": r"(?:用|使用|以)(?:简体|繁体)?(?:中文|英文|日文|汉语|英语)(?:来)?(?:回答|回复|交流|沟通|书写|写|输出"
          r"|说明|对话|表达)|全部用(?:中文|英文)"
          r"|(?:都|全都|一律|全程|始终|一直|统一)(?:用|使用)(?:简体|繁体)?(?:中文|英文)",
    "ja": r"(?:日本語|英語)で(?:回答|答え|返答|書い|書く|記述|説明|話|やり取り|お願い)",
    "ko": r"(?:한국어|영어)로 ?(?:답|대답|작성|말|설명)",
    "nl": r"\b(?:schrijf|antwoord|spreek|alles)\b[^.?!\n]{0,40}\bin het (?:nederlands|engels)\b",
    "pl": r"\b(?:pisz|odpowiadaj|mów|wszystko)\b[^.?!\n]{0,40}\bpo (?:polsku|angielsku)\b",
    "tr": r"\b(?:türkçe|ingilizce) (?:yaz|cevap ver|yanıtla|konuş)",
}
# What the user reminds the agent of ("n'oublie pas d'ignorer les CRLF"), how they want
# to be talked to ("im new to all this, talk me through it") and what alone they want
# ("I just want a very simple poll"): rules for the rest of the session too.
REMINDER_RULES = {
    "en": r"\b(?:don'?t|do not) forget\b|\bi'?m new to\b|\bi am new to\b|\bi'?m (?:a )?beginner\b"
          r"|\bi'?m not a (?:developer|programmer|coder)\b|\bi (?:just|only) want\b",
    "de": r"\bvergiss (?:nicht|bitte nicht)\b|\bvergessen sie nicht\b|\bich bin (?:neu|anfänger)"
          r"|\bich will (?:nur|bloß)\b",
    "fr": r"\bn'oubliez? pas\b|\bje suis (?:d[ée]butant|nouveau)|\bje veux (?:juste|seulement)\b",
    "es": r"\bno (?:te )?olvides\b|\bsoy (?:nuevo|principiante)\b|\bsolo quiero\b",
    "pt": r"\bn[ãa]o (?:se )?esque[çc]a\b|\bsou (?:novo|iniciante)\b|\bs[óo] quero\b",
    "it": r"\bnon dimenticare\b|\bsono (?:nuovo|principiante)\b|\bvoglio solo\b",
    "ru": r"не забудь|не забывай|я новичок|я только учусь",
    "zh": r"别忘了|不要忘记|不要忘了|我是新手|我是小白|我只想|我只要",
    "ja": r"忘れずに|忘れないで|初心者",
    "ko": r"잊지 말|잊지 마|초보",
    "nl": r"\bvergeet niet\b|\bik ben (?:nieuw|beginner)\b|\bik wil alleen\b",
    "pl": r"\bnie zapomnij\b|\bjestem (?:nowy|nowa|początkujący)\b|\bchcę tylko\b",
    "tr": r"\bunutma\b|\byeniyim\b|\bsadece .{0,30}istiyorum\b",
}
STANDING_RULES = (REPLY_LANGUAGE_RULES, REMINDER_RULES)  # constraints too, by language
# The user saying they do not follow ("don't understand why X stops", 不明白): a question
# in other words, no rule or decision, however negated.
NOT_FOLLOWING = {
    "en": r"^(?:i |i still |still )?(?:don'?t|do not|didn'?t|did not)"
          r" (?:understand|get (?:it|why))\b",
    "de": r"^(?:das |ich )?verstehe? (?:ich )?(?:das )?nicht\b|^ich wei(?:ß|ss) nicht\b",
    "fr": r"^je ne (?:comprends|sais) pas\b|^j'ai pas compris\b|^je comprends pas\b",
    "es": r"^no (?:entiendo|entend[ií])\b",
    "pt": r"^n[ãa]o (?:entendi|entendo)\b",
    "it": r"^non (?:capisco|ho capito)\b",
    "ru": r"^(?:я )?не (?:понимаю|понял|поняла)\b",
    "zh": r"^我?(?:还是)?(?:不明白|不懂|不理解|没看懂|没明白)",
    "ja": r"^(?:よく)?(?:分からない|わからない|理解できない)",
    "ko": r"^(?:잘 )?(?:모르겠|이해가 안|이해 못)",
    "nl": r"^(?:ik )?(?:snap|begrijp) (?:het |dit )?niet\b",
    "pl": r"^nie (?:rozumiem|wiem)\b",
    "tr": r"^anlamadım\b|^anlamıyorum\b",
}
PROMPT_CATEGORIES = ("correction", "rejected", "blocker", "decision", "constraint")
# One pattern per category over every language, checked in this order.
PROMPT_PATTERNS = tuple((category, "|".join(
    "(?:%s)" % pattern for pattern in
    [patterns[category] for patterns in PROMPT_LANGUAGES.values() if category in patterns]
    + [rules[language] for rules in STANDING_RULES for language in rules
       if category == "constraint"])) for category in PROMPT_CATEGORIES)

NOT_FOLLOWING_PATTERN = "|".join("(?:%s)" % pattern for pattern in NOT_FOLLOWING.values())

# Prompts that only say "go on": no request of their own, so they take no request's
# place (`ok`, `sí`, `继续`, `weiter`, `продолжай`, `はい`, `네`).
ACKNOWLEDGEMENTS = frozenset((
    "ok", "okay", "k", "yes", "y", "yep", "yeah", "sure", "go", "go on", "go ahead", "continue",
    "proceed", "do it", "lgtm", "sounds good", "thanks", "thank you", "next", "carry on",
    "keep going", "good", "great", "perfect", "fine", "right", "correct", "done", "please",
    "please continue", "yes please", "ok continue", "sí", "si", "vale", "dale", "sigue", "continúa",
    "continua", "adelante", "bueno", "perfecto", "gracias", "claro", "por favor", "de acuerdo",
    "sim", "pode", "segue", "beleza",
    "certo", "valeu", "obrigado", "pode continuar", "pode seguir", "oui", "d'accord", "vas-y",
    "allez", "parfait", "merci", "continue s'il te plaît", "ja", "weiter", "mach weiter", "passt",
    "gut", "danke", "genau", "los", "はい", "うん", "了解", "続けて", "お願い", "お願いします", "よろしく", "どうぞ", "네",
    "응", "좋아", "좋아요", "계속", "계속해", "계속해주세요", "진행해", "진행해주세요", "да", "ок", "хорошо", "продолжай",
    "давай", "дальше", "го", "спасибо", "va bene", "vai", "procedi", "continua pure", "certo",
    "perfetto", "grazie", "d'accordo", "sì grazie", "ok grazie", "好", "好的", "继续", "可以",
    "行", "嗯", "对", "是的", "没问题", "谢谢", "接着做", "接着",
    "继续做", "继续吧", "行吧", "好吧", "了解です", "了解しました", "わかりました", "分かりました",
    "계속해 주세요", "계속 진행해 주세요", "네 계속해 주세요", "알겠습니다",
    # ... or only thank, or close the work ("that's it", "就这样吧，辛苦你了")
    "that's it", "that's all", "nice", "cool", "awesome", "good job", "great job", "well done",
    "nice work", "thx", "ty", "muy bien", "genial", "excelente", "super", "génial", "très bien",
    "prima", "super danke", "отлично", "супер", "可以了", "好了", "就这样", "就这样吧", "辛苦了",
    "辛苦你了", "完美", "不错", "很好", "太好了", "ありがとう", "ありがとうございます", "고마워", "감사합니다"))


def is_acknowledgement(text):
    """True for a prompt that only says "go on" in some language ("OK, vas-y" too)."""
    text = text.lower().strip(" \t\n.!?,;:。！？、…~👍")
    if len(text) > 40:
        return False
    for mark in ",，、.!?！？;。":
        text = text.replace(mark, "|")
    phrases = [" ".join(phrase.split()) for phrase in text.split("|")]
    return all(phrase in ACKNOWLEDGEMENTS for phrase in phrases if phrase)


INTENT_PATTERNS = (
    ("debug", r"\b(?:fix\w*|bug\w*|broken|fail\w*|error\w*|crash\w*|debug\w*)\b|修复|报错|错误|崩溃"),
    ("refactor", r"\b(?:refactor\w*|rename\w*|clean ?up|restructur\w*|simplif\w*)\b|重构"),
    ("test", r"\btests?\b|\btesting\b|测试"),
    ("implement", r"\b(?:add|implement|create|build|write|support|make)\b|添加|实现|新增|创建"),
    ("review", r"\breview\w*\b|审查"),
    ("docs", r"\b(?:document\w*|docs|readme)\b|文档"),
    ("explore", r"\b(?:explain|why|how|what|where|understand|investigate)\b|为什么|怎么|解释"),
)

ROLE_PATTERN = (r"\b(?:you are|you're)\s+(?:an?|the|my|our)\s+(?:[\w-]+\s+){0,3}?"
                r"(?:engineer|developer|expert|reviewer|assistant|architect|programmer|tester"
                r"|writer|specialist|consultant|maintainer|auditor|analyst|designer|teacher"
                r"|mentor)\b"
                r"[^.\n]{0,80}|\b(?:act as|pretend to be)\b[^.\n]{3,100}"
                r"|你是[^。\n]{0,10}(?:工程师|专家|开发者|助手|架构师|审查员|程序员)"
                r"[^。\n]{0,30}|扮演[^。\n]{2,40}")
URL_PATTERN = r"https?://[^\s<>\"'`)\]]+"
# #12, PROJ-77 (upper case only)
# (not Claude Code's placeholders for what was pasted: [Image #1], [Pasted text #2 ...])
ISSUE_PATTERN = (r"(?<![\w/&])(?<!\[Image )(?<!\[Pasted text )#\d{1,6}\b"
                 r"|\b(?-i:[A-Z][A-Z0-9]{1,9})-\d{2,6}\b")
SENTENCE_SPLIT = r"(?<=[.!?。！？；;])\s+|(?<=[。！？；])|\n+"
# A line break inside a sentence (hard-wrapped text): the next line goes on in lower case,
# or a Chinese, Japanese or Korean line ended on a comma ("기존 구조를 유지하면서,\nLaTeX를
# …": no capital starts a sentence there), unless a list's entry follows.  (In English a
# capital after a comma may start the next instruction: "Refactor it,\nDo not …".)
WRAPPED_LINE = (r"(?<=[^\s.!?:;。！？；])[ \t]*\n[ \t]*(?=(?-i:[a-zà-ÿа-я]))"
                r"|(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af][,，、])[ \t]*\n[ \t]*"
                r"(?![-*•+>]|\d{1,2}[.)]|\(\d)(?=\S)")
# What a sentence may open with before its marker ("Hmm, on second thought", "아, 잠깐만요").
INTERJECTION = (r"^(?:(?:hmm+|hm|ah+|oh+|uh+|um+|well|ok(?:ay)?|so|oops|ugh|bueno|pues|vale|bom"
                r"|olha|bon|euh|ah bon|oh là|ach|ну|хм|ладно|ой|嗯|啊|呃|哦|あ|あっ|えっと|うーん"
                r"|아|음|어|아이고)[\s,.…!:;，、。]+)+")
PROMPT_SCAN_CHARS = 20000      # decisions are looked for in this much of a prompt
MAX_PROMPT_FACTS = 6           # decision-like sentences kept from one prompt
PASTE_HEAD_CHARS = 500         # the part of a paste scanned for the user's own words
# What a line a program printed has, and a sentence of the user's has not: a version
# range, a file:line, a log level, a table's or a stack's marks.
PASTED_MARKS = (">=", "<=", "==", "!=", "-->", " | ", "Traceback", "Exception", "ERROR", "WARN",
                "INFO", "DEBUG", "DETAIL: ", "HINT: ", "File \"", ".py:", ".js:", ".ts:", ".go:",
                # an agent's terminal copied (Claude Code's ⏺ and ⎿, a quote's ▎), a table
                # a program drew (pm2's, psql's)
                "\u23fa", "\u23bf", "\u258e", "\u2502", "\u251c", "\u2514")
# How an agent's terminal output opens, copied into a prompt (Claude Code's ⏺ and ⎿).
AGENT_OUTPUT_OPENINGS = ("\u23fa", "\u23bf")
# ... a shell's prompt (PS C:\>, $ ), a line of JSON ("key": or a bracket alone).
PASTED_LINE = (r'^\s*(?:PS [A-Z]:\\|\$ |[{}\[\],]+\s*$)|"\w+":\s'
               # an HTTP response's status line or header (`curl -I`: "Cache-Control: no-store")
               r"|^\s*HTTP/[\d.]+ \d{3}\b|^\s*(?-i:[A-Z][a-z]*(?:-[A-Z][a-z]*)+): \S"
               # a program's warning or failure mark (⚠ Session expired – the server …)
               r"|^\W{0,3}[\u26a0\u2716\u2717\u2718]"
               # an access log's line ("GET /auth/me HTTP/1.1" 403)
               r'|"(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \S+ HTTP/[\d.]+" \d{3}\b'
               r"|(?<!raise )(?<!throw )\b(?-i:[A-Z]\w*(?:Error|Exception)): "  # KeyError: x
               # an error quoted after its name: "Fehler: …", "translations.ts中有报错：…",
               # "I get this error: …" (not "never swallow an error: log it")
               r"|^\W*(?:error|erreur|fehler|erro|ошибка|错误|エラー|오류|lỗi)\s?[:：]|报错[:：]"
               r"|\b(?:get|got|getting|see|seeing|shows?|throws?|gives?|this|following)"
               r" (?:this |the |an? |following )?error\s?:")
# A minified bundle's line, a URL with its query, a hash: 40 characters with no space,
# none of them Chinese, Japanese or Korean (whose prose has no spaces) or their
# full-width punctuation.
MACHINE_WORD = (r"[^\s\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]{40}"
                # ... whatever its characters: a URL, minified JSON ("key":"値","k2":…)
                r"|\w+://\S{33}|\"[^\"\s]{1,80}\":[\"{\[\d]")


# How a long prompt that is a template opens (a slash command's front matter, its
# "## User Input" section, markup the client or an IDE attached).
TEMPLATE_OPENINGS = ("---", "#", "<", "{", "[")
WRITTEN_MAX_PASTED_SHARE = 0.1   # of a written request's lines, at most this share look pasted


# A prompt that is a command's template the client expanded (a Codex custom prompt,
# spec-kit's /speckit.*, a BMAD agent's activation): the user typed only its name and
# arguments.  Its rules ("All paths must be absolute") are the template author's, so
# only the arguments are the user's words.
TEMPLATE_MIN_CHARS = 1000
TEMPLATE_FRONT_MATTER = r"\A\s*---[ \t]*\n(?:.*\n)*?description:[ \t]*(.+)\n(?:.*\n)*?---"
TEMPLATE_INPUT = r"^#+[ \t]*User Input[ \t]*\n+```[\w-]*\n(.*?)```"    # spec-kit
TEMPLATE_OLDER_INPUT = r"^User input:[ \t]*\n+(.*?)(?:\n[ \t]*\n|\Z)"  # ... under front matter
# Text only a command's template has, at any length: a BMAD agent's activation block, and
# Codex's own /init ("Generate a file named AGENTS.md that serves as a contributor guide…",
# then its rules for that file: "Keep the document concise. 200-400 words is optimal.").
TEMPLATE_MARKERS = ("<agent-activation",
                    "Generate a file named AGENTS.md that serves as a contributor guide")


def command_template(text):
    """(its description, what the user typed after the command's name) of a prompt
    that is a command's template, or None for a prompt the user wrote."""
    marked = any(marker in text for marker in TEMPLATE_MARKERS)  # at any length
    if len(text) < TEMPLATE_MIN_CHARS and not marked:
        return None
    front = _regex(TEMPLATE_FRONT_MATTER).match(text)
    typed = compiled_pattern(TEMPLATE_INPUT, 2 | 8 | 16).search(text)  # I, MULTILINE, DOTALL
    if front and not typed:
        typed = compiled_pattern(TEMPLATE_OLDER_INPUT, 2 | 8 | 16).search(text)
    if not (front or typed or marked):
        return None
    arguments = typed.group(1) if typed else ""
    arguments = "" if arguments.strip() == "$ARGUMENTS" else arguments.strip()
    return (front.group(1).strip() if front else ""), arguments


def is_written(text):
    """True for a long prompt the user wrote (a brief, a plan, a list of requirements),
    not pasted (a log, a page's markup, a command's template): its lines read as prose."""
    if text.lstrip().startswith(TEMPLATE_OPENINGS):
        return False
    lines = [line for line in text.splitlines() if line.strip()]
    pasted = sum(1 for line in lines if looks_pasted(line) or _regex(MACHINE_WORD).search(line))
    # A program's lines repeat their opening ("line 12 of output", "[worker] ..."), a
    # writer's do not: at most half of them open with one word.
    openings = {}
    for line in lines:
        word = (line.lstrip(" \t-*•#>0123456789.)").split() or [""])[0].lower()
        openings[word] = openings.get(word, 0) + 1
    repeated = max(openings.values(), default=0)
    return pasted <= WRITTEN_MAX_PASTED_SHARE * len(lines) and (
        len(lines) < 4 or repeated * 2 <= len(lines))


def looks_pasted(sentence):
    """True for a line a program printed (a log, an error, a dependency report) that a
    prompt pasted: it is the program talking, so it states no rule or decision."""
    if any(mark in sentence for mark in PASTED_MARKS):
        return True
    if _regex(PASTED_LINE).search(sentence):
        return True
    stripped = sentence.lstrip("-+*|>#: ")
    first = stripped.split(None, 1)[0] if stripped else ""
    return stripped.startswith("at ") or (  # a stack's frame
        # 12:03:04, 404: Not Found (not a list's "4. **Rules:**")
        first[:1].isdigit() and ":" in first and not first.strip("0123456789:.-/"))

def _regex(pattern):
    """A prompt pattern, compiled case-insensitively (compiled_pattern keeps it)."""
    return compiled_pattern(pattern, 2)  # re.IGNORECASE


def _fact_key(kind, text):
    # The hash of the redacted text: a key must not let a stored secret be guessed back.
    return kind + ":" + _sha256_hex(" ".join(redact(text)[0].lower().split()))[:12]


def stated_decisions(scanned, request):
    """The decisions, rules, blockers and corrections a prompt's own words state (a
    correction: the whole request)."""
    events, facts, parts = [], 0, None
    unwrapped = _regex(WRAPPED_LINE).sub(" ", scanned)
    for number, sentence in enumerate(_regex(SENTENCE_SPLIT).split(unwrapped)):
        sentence = one_line(sentence, SENTENCE_CAP)
        # (a word of Chinese or Japanese is a character or two: "用中文回答" is a rule)
        if len(sentence) < (4 if any(_is_cjk(char) for char in sentence[:4]) else 6) or (
                facts >= MAX_PROMPT_FACTS):
            continue
        if looks_pasted(sentence) or is_heading(sentence):
            continue  # a line of a log or an error message: no rule of the user's; a heading
        if _regex(NOT_FOLLOWING_PATTERN).search(sentence):
            continue  # "don't understand why …" (said first): a question, nothing decided
        # (a list's entry says its rule after its mark: "- Don't break the singleton")
        said = _regex(INTERJECTION).sub("", sentence.lstrip("-*•+ "), count=1) or sentence
        asked = sentence.endswith(("?", "？"))
        for kind, pattern in PROMPT_PATTERNS:
            if (kind == "correction" and number) or (asked and kind != "correction"):
                continue  # "No ..." in a pasted error corrects nothing; a question decides nothing
            if _regex(pattern).search(said) and not only_a_symptom(said, pattern):
                if kind == "correction":
                    # "No, ...", "Change of plan: ...": the whole prompt is the new word.
                    events.append((kind, _fact_key(kind, request), {"text": request}))
                    facts = MAX_PROMPT_FACTS
                else:
                    # A rule among many parts (a pasted document's, a long brief's) shares
                    # their worth.  (Counted once, for the first rule found.)
                    if parts is None:
                        parts = len(text_parts(scanned)) if len(scanned) > SHARED_TEXT_CHARS else 1
                    data = {"text": sentence, "of": parts} if parts > SHARED_PARTS else {
                        "text": sentence}
                    events.append((kind, _fact_key(kind, sentence), data))
                    facts += 1
                break
    return events


def only_a_symptom(sentence, pattern):
    """True when what made `sentence` match `pattern` is a symptom it reports ("the
    toggle button 動作しないです", "the export doesn't work"): taken out, it no longer
    matches.  ("Don't use X, it doesn't work on Windows" still does.)"""
    lowered = sentence.lower()
    if not any(symptom in lowered for symptom in SYMPTOMS):
        return False
    for symptom in SYMPTOMS:
        lowered = lowered.replace(symptom, " ")
    return not _regex(pattern).search(lowered)


def task_notification_events(prompt):
    """A background subagent reporting back: a completed subagent, not the user's words."""
    def field(name):
        match = _regex(r"<%s>(.*?)</%s>" % (name, name)).search(prompt)
        return match.group(1) if match else ""
    key = one_line(field("task-id") or field("summary") or "subagent", KEY_CAP)
    summary = field("summary")
    named = _regex(r'^Agent "(.*)" (?:finished|completed|failed|stopped)').match(summary)
    description = one_line(named.group(1) if named else summary, ARG_CAP)
    return [("subagent_done", key, {"agent": "", "description": description,
                                    "status": one_line(field("status"), STATUS_CAP),
                                    "result": one_line(field("result"), SUMMARY_CAP)})]


TEMPLATE_GIST_CHARS = 160  # of a template's first instruction, when nothing was typed


def template_gist(text):
    """What a command's template says it does, for a command run with nothing typed
    after its name and no description: the first sentence of its body after the input
    block ("You are updating the project constitution at `.specify/memory/...`",
    "Setup: Run `check-prerequisites.sh --json` from repo root ..."), else its head."""
    for line in text.splitlines():
        line = line.strip().lstrip("#>*-•0123456789.) ").replace("**", "").strip()
        if len(line) >= PART_MIN_CHARS and "user input" not in line.lower() and (
                not line.startswith(("```", "<", "---", "$ARGUMENTS"))):
            first = _regex(r"(?<=[^\s\d][.!?])\s").split(line, 1)[0]
            return one_line(first, TEMPLATE_GIST_CHARS)
    return one_line(text, TEMPLATE_GIST_CHARS)


def request_text(text, template, pasted):
    """The request a prompt makes, as stored: what the user typed into a command's
    template (and what the command is for), the head of a paste, else the prompt."""
    if template:
        described, typed = template
        return kept_lines(" — ".join(part for part in (typed, described) if part)
                          or template_gist(text), LONG_REQUEST_CHARS if typed else FIELD_CAP)
    # A hard-wrapped line goes on in lower case: one line with the one before it (once
    # redacted: a key's body is known by its lines).
    return _regex(WRAPPED_LINE).sub(" ", kept_lines(text, FIELD_CAP if pasted
                                                    else LONG_REQUEST_CHARS))


MARKDOWN_HEADINGS = ("# ", "## ", "### ", "#### ")  # a heading names a part, it states nothing


def is_heading(text):
    """True for a markdown heading, also after a rule line ("--- # 🌈 **Principles**"),
    and for a label in bold alone on its line, numbered or not, that ends in a colon
    ("2. **Warm-up en el Arranque:**"; not "**Never push to main**", which says it)."""
    if text.lstrip("-*_ ").startswith(MARKDOWN_HEADINGS):
        return True
    label = text.strip()
    if label.startswith(LIST_MARKS):
        label = label[2:].strip()
    number, _space, rest = label.partition(" ")
    if number[:-1].isdigit() and number[-1:] in ".)" and len(number) <= 3:
        label = rest.strip()
    # ... and says nothing itself: "**Never push to main without asking:**" is a rule
    return (label.startswith("**") and label.endswith((":**", "**:", "：**", "**："))
            and label.count("**") == 2 and any(char.isalnum() for char in label)
            and not any(_regex(pattern).search(label.strip("*:： "))
                        for _kind, pattern in PROMPT_PATTERNS))


def prompt_events(prompt):
    """The facts one user prompt carries: the request itself, decisions and rules it
    states, references it names, and what kind of work it asks for."""
    # PERF: only the head is cleaned and scanned; a 30 MB paste is measured, not read.
    stripped = prompt.strip()
    text = head_of(stripped, PROMPT_SCAN_CHARS)  # a longer one redacted first: see head_of
    if "\r" in text:  # typed on Windows: its line ends are \r\n, which no pattern expects
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text:
        return []
    if text.startswith("<task-notification>"):
        return task_notification_events(text)
    if is_acknowledgement(text):
        return []  # "ok", "go on": the request before it is still the current one
    events = []
    template = command_template(text)
    # Whole (the packer cuts it, if it must), but for a paste: its head says what it is.
    pasted = template is None and len(stripped) > LARGE_PROMPT_CHARS and (
        len(stripped) > LONG_REQUEST_CHARS or not is_written(text))
    request = request_text(text, template, pasted)
    if pasted:
        events.append(("data", _fact_key("data", text[:500]),
                       {"chars": len(stripped), "lines": stripped.count("\n") + 1,
                        "preview": one_line(text, PREVIEW_CHARS)}))
    events.append(("prompt_last", "last", {"text": request}))
    events.append(("prompt_first", "first", {"text": request}))
    # Every request, for the ones between the first and the last.
    events.append(("prompt", _fact_key("prompt", request), {"text": request}))
    # A paste (a log, a template a command expanded) states no rules: the user's own
    # words, if any, come before it; an agent's answer copied from its terminal states
    # the agent's.
    scanned = text[:PASTE_HEAD_CHARS] if pasted else template[1] if template else text
    if text.startswith(AGENT_OUTPUT_OPENINGS):
        scanned = ""
    events += stated_decisions(scanned, request)
    seen = set()
    for match in _regex(URL_PATTERN).finditer(scanned):
        url = match.group(0).rstrip(".,;:!?")
        if url not in seen and len(seen) < 5:
            seen.add(url)
            url = head_of(url, LOCATION_CAP)
            events.append(("ref", url, {"ref": url}))
    for match in _regex(ISSUE_PATTERN).finditer(scanned):
        ref = match.group(0)
        if ref not in seen and len(seen) < 8 and not any(ref in url for url in seen):
            seen.add(ref)
            events.append(("ref", ref, {"ref": ref}))
    for intent, pattern in INTENT_PATTERNS:
        if _regex(pattern).search(scanned[:2000]):
            events.append(("intent", "intent", {"text": intent}))
            break
    role = _regex(ROLE_PATTERN).search(scanned[:4000])
    if role:
        events.append(("role", "role", {"text": one_line(role.group(0), ROLE_CAP)}))
    return events


# ---------------------------------------------------------------------------
# Snapshot: the session's state packed into at most `budget` bytes
# ---------------------------------------------------------------------------
# (section, wrapper element) in the order they are written.  A wrapper of None puts
# the section's single item straight into the envelope.
SECTIONS = (
    ("requests", "requests"), ("earlier", "earlier"), ("progress", "progress"),
    ("changes", "changes"),
    ("tasks", "tasks"), ("plan", None),
    ("files", "files"), ("rules", "rules"), ("decisions", "decisions"), ("errors", "errors"),
    ("git", "git"), ("environment", "environment"), ("subagents", "subagents"), ("mcp", "mcp"),
    ("skills", "skills"), ("commands", "commands"), ("refs", "refs"), ("context", "context"),
)
SECTION_ORDER = {name: index for index, (name, _) in enumerate(SECTIONS)}
SECTION_WRAPPER = dict(SECTIONS)


def relative_path(path, root):
    # PERF: a slice, not os.path.relpath (which normalises both paths; a snapshot has a
    # hundred of them).
    if not root:
        return path
    base = root.rstrip(os.sep)
    if path[1:2] == ":" and base[1:2] == ":" and path[:1].lower() == base[:1].lower():
        path = base[:1] + path[1:]  # Windows: C:/x is c:/x (one record writes it lower)
    if base and path == base:
        return "."
    if path.startswith(base + os.sep):
        return path[len(base) + 1:] or "."
    return path


def read_git_branch(root, env):
    """The checked-out branch, read from .git/HEAD (no subprocess), or ''."""
    dirs = _git_dirs(root, env)
    try:
        with open(os.path.join(dirs[0], "HEAD"), encoding="utf-8") as handle:
            head = handle.read(400).strip()
    except (TypeError, OSError, UnicodeDecodeError):
        return ""
    if head.startswith("ref: refs/heads/"):
        return head[16:]
    return ("detached " + head[:7]) if head else ""


def _git_dirs(root, env):
    """(the worktree's git dir, the common git dir) of the repository holding `root`
    (a project may be a folder inside it), or None."""
    here = enclosing_repository(env, root)
    if here is None:
        return None
    git = os.path.join(here, ".git")
    try:
        if os.path.isfile(git):
            with open(git, encoding="utf-8") as handle:
                pointer = handle.read(4096).strip()
            if not pointer.startswith("gitdir:"):
                return None
            git = os.path.join(here, pointer[7:].strip())
        common = git
        if os.path.isfile(os.path.join(git, "commondir")):  # a linked worktree
            with open(os.path.join(git, "commondir"), encoding="utf-8") as handle:
                common = os.path.join(git, handle.read(4096).strip())
    except (OSError, UnicodeDecodeError):
        return None
    return (git, common) if os.path.isdir(git) else None


def _is_sha(text):
    """A full SHA-1 or SHA-256 object name (anything else never reaches git's argv)."""
    return len(text) in (40, 64) and all(char in "0123456789abcdef" for char in text)


def read_git_head(root, env):
    """The commit checked out in `root`, read from .git (no subprocess), or ''."""
    dirs = _git_dirs(root, env)
    if not dirs:
        return ""
    git, common = dirs
    try:
        with open(os.path.join(git, "HEAD"), encoding="utf-8") as handle:
            head = handle.read(400).strip()
        if not head.startswith("ref: "):
            return head if _is_sha(head) else ""
        ref = head[5:].strip()
        for folder in (git, common):
            try:
                with open(os.path.join(folder, ref), encoding="utf-8") as handle:
                    sha = handle.read(100).strip()
                return sha if _is_sha(sha) else ""
            except FileNotFoundError:
                pass
        with open(os.path.join(common, "packed-refs"), encoding="utf-8") as handle:
            for line in handle:
                sha, _, name = line.strip().partition(" ")
                if name == ref:
                    return sha if _is_sha(sha) else ""
    except (OSError, UnicodeDecodeError):
        pass
    return ""


# -- what changed on disk since the session last looked ------------------------------
# At the end of each turn and before a compaction, the files the session touched are
# indexed (size, mtime_ns, sha256) with the git HEAD.  When the snapshot is handed back
# (resume, compaction), the files are compared with the index: edits made while the
# session was away become a <changes> section.

INDEX_MAX_FILES = 200          # the session's most recently touched files are indexed
HASH_MAX_BYTES = 16 << 20      # a larger file is compared by size and mtime only
INDEX_HASH_BUDGET = 64 << 20   # bytes hashed per index at most: a turn end stays quick
CHANGES_LISTED = 8             # changed files named in a snapshot; the rest are counted
COMMITS_LISTED = 5
COMMITS_COUNTED = 100          # "more" counts commits up to this
GIT_LOG_TIMEOUT_S = 1.0


def file_state(path, known=None, may_hash=True):
    """(size, mtime_ns, sha256) of a regular file, or None when it is gone.  The hash
    is taken from `known` while size and mtime are unchanged (hashing is the cost);
    a file over HASH_MAX_BYTES has no hash."""
    import stat
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    if not stat.S_ISREG(info.st_mode):
        return None
    if known and known[0] == info.st_size and known[1] == info.st_mtime_ns:
        return tuple(known)
    digest = None
    if info.st_size <= HASH_MAX_BYTES and may_hash:
        import hashlib
        hasher = hashlib.sha256()
        try:
            with open(path, "rb") as handle:
                for block in iter(lambda: handle.read(1 << 20), b""):
                    hasher.update(block)
            digest = hasher.hexdigest()
        except OSError:
            pass
    return (info.st_size, info.st_mtime_ns, digest)


def index_files(store, session_id):
    """Record the current state of the session's files and the git HEAD."""
    known = store.file_index(session_id)
    states, hashed = {}, 0
    for path in store.touched_files(session_id, INDEX_MAX_FILES):
        # Past INDEX_HASH_BUDGET bytes hashed, files are noted by size and mtime only.
        state = file_state(path, known.get(path), hashed < INDEX_HASH_BUDGET)
        if state and state[2] and tuple(known.get(path) or ()) != tuple(state):
            hashed += state[0]
        if state:
            states[path] = tuple(state)
    head = read_git_head(store.root, store.env) or None
    indexed = store.index_mark(session_id)
    if indexed and indexed[1] is not None and indexed[0] == head and states == known:
        return  # nothing moved since the last look: no write
    store.replace_file_index(session_id, states, head)


NEW_FILES_MAX = 20  # files a command created without naming them, newest first, at most


def work_tree_scan(root, env):
    """`git status` of the project, started (see files_created_unnamed), or None
    outside a repository."""
    if not read_git_head(root, env):
        return None
    return _git_started(root, "status", "--porcelain", "-z", "--untracked-files=all")


def files_created_unnamed(store, session_id, scan=None):
    """File events for the files new in the work tree since the session started that
    none of its events names: what a generator created without saying so (`npx
    create-...`, `django-admin startapp`), as git status sees them (untracked or
    added), from `scan` (a work_tree_scan) or a new one.  Never on the hot path."""
    scan = scan or work_tree_scan(store.root, store.env)
    if scan is None:
        return []
    result = _git_result(scan)
    started = (store.session(session_id) or {}).get("started_at")
    if not started or result is None or result.returncode != 0:
        return []
    found = []
    for entry in result.stdout.decode("utf-8", "replace").split("\0"):
        if entry[:3] not in ("?? ", "A  ") or len(found) >= 4 * NEW_FILES_MAX:
            continue
        path = os.path.normpath(os.path.join(store.root, entry[3:]))
        try:
            modified = os.stat(path).st_mtime
        except OSError:
            continue
        if modified >= started and not store.has_key(session_id, "file", path):
            found.append((modified, path))
    found.sort(reverse=True)
    return [("file", path, {"path": path, "ops": {"create": 1}})
            for _modified, path in found[:NEW_FILES_MAX]]


class GitResult:
    """What a git command gave: its exit code and its output."""
    __slots__ = ("returncode", "stdout")

    def __init__(self, returncode, stdout):
        self.returncode, self.stdout = returncode, stdout


def _git(root, *args):
    """A git command's result in `root`, or None when git is missing or slow."""
    return _git_result(_git_started(root, *args))


def _git_started(root, *args):
    """A git command started in `root`, for _git_result to collect: the caller works
    meanwhile.  PERF: spawned with os.posix_spawnp and read through a pipe: `import
    subprocess` alone costs PreCompact 1.5 bare starts."""
    argv = ["git", "-C", root] + list(args)
    if not hasattr(os, "posix_spawnp"):
        return ("done", _git_by_subprocess(argv))
    read_end, write_end = os.pipe()
    try:
        null = os.open(os.devnull, os.O_RDWR)
        try:
            pid = os.posix_spawnp("git", argv, dict(os.environ), file_actions=[
                (os.POSIX_SPAWN_DUP2, null, 0), (os.POSIX_SPAWN_DUP2, write_end, 1),
                (os.POSIX_SPAWN_DUP2, null, 2), (os.POSIX_SPAWN_CLOSE, read_end)])
        finally:
            os.close(null)
    except OSError:
        os.close(read_end)
        return ("done", None)
    finally:
        os.close(write_end)
    return ("running", pid, read_end, time.monotonic() + GIT_LOG_TIMEOUT_S)


def _git_result(started):
    """What the git command of _git_started gave, or None (missing, slow, failed)."""
    if started[0] == "done":
        return started[1]
    import select
    _state, pid, read_end, deadline = started
    chunks, finished = [], False
    try:
        poller = select.poll()
        poller.register(read_end, select.POLLIN)
        # Past the deadline, what git wrote by then is still read (it ran meanwhile).
        while poller.poll(max(deadline - time.monotonic(), 0) * 1000):
            chunk = os.read(read_end, 1 << 16)
            if not chunk:
                finished = True
                break
            chunks.append(chunk)
    finally:
        os.close(read_end)
        if not finished:
            os.kill(pid, 9)  # SIGKILL: slow git is no answer
        _pid, status = os.waitpid(pid, 0)
    if not finished or not os.WIFEXITED(status):
        return None
    return GitResult(os.WEXITSTATUS(status), b"".join(chunks))


def _git_by_subprocess(argv):
    import subprocess
    try:
        return subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, timeout=GIT_LOG_TIMEOUT_S)
    except (OSError, subprocess.SubprocessError):
        return None


def commits_between(root, old, new):
    """[(short sha, subject)] of the commits from `old` to `new` that touched the
    project's folder (a monorepo package sees its own), newest first, at most
    COMMITS_COUNTED; None when git cannot tell (missing, slow, `old` unknown) or
    `new` does not descend from `old` (a reset, a checkout of an older commit)."""
    result = _git(root, "log", "--format=%h%x00%s", "-n", str(COMMITS_COUNTED), "%s..%s"
                  % (old, new), "--", ".")
    if result is None or result.returncode:
        return None
    lines = result.stdout.decode("utf-8", "replace").splitlines()
    if not lines:
        forward = _git(root, "merge-base", "--is-ancestor", old, new)
        return [] if forward is not None and forward.returncode == 0 else None
    return [tuple(line.split("\0", 1)) for line in lines if "\0" in line]


def change_items(store, session_id):
    """The <changes> items: the session's files modified or deleted since they were
    last indexed, and the commits made since (a file only touched is unchanged)."""
    row = store.index_mark(session_id)
    if not row or row[1] is None:
        return []
    old_head, indexed_at = row
    changed = []
    for path, (size, mtime_ns, digest) in store.file_index(session_id).items():
        state = file_state(path, (size, mtime_ns, digest))
        if state is None:
            changed.append(("deleted", path))
        elif state[:2] != (size, mtime_ns) and not (digest and state[2] == digest):
            changed.append(("modified", path))
    rank = RANK["changes"]
    items = [Item(rank, indexed_at, "changes", tag, [("path", relative_path(path, store.root))])
             for tag, path in changed[:CHANGES_LISTED]]
    new_head = read_git_head(store.root, store.env)
    commits = []
    if old_head and new_head and new_head != old_head:
        commits = commits_between(store.root, old_head, new_head)
        if commits is None:  # git cannot tell, or HEAD went back (a reset, an older checkout)
            items.append(Item(rank, indexed_at, "changes", "head",
                              [("from", old_head[:7]), ("to", new_head[:7])]))
            commits = []
        items.extend(Item(rank, indexed_at - index, "changes", "commit", [("sha", sha)], subject)
                     for index, (sha, subject) in enumerate(commits[:COMMITS_LISTED]))
    more_files, more_commits = len(changed) - CHANGES_LISTED, len(commits) - COMMITS_LISTED
    if more_files > 0 or more_commits > 0:
        more = [("files", max(more_files, 0) or None), ("commits", max(more_commits, 0) or None)]
        items.append(Item(rank, indexed_at, "changes", "more", more))
    return items


# -- tools that are gone ---------------------------------------------------------------
# A snapshot naming an MCP server or a skill the agent no longer has would send the
# agent calling it blindly: one line says which are gone.  Skills are checked against
# the folder they were found in when used; MCP servers against the agent's settings.

MCP_BUILTIN_PREFIXES = ("plugin_", "claude_ai_")  # servers that plugins and claude.ai provide


def _json_servers(path, *keys):
    """The MCP server names under each key path (a tuple of keys) of a JSON file: a
    set, or None when the file exists but cannot be read (then nothing can be said)."""
    try:
        with open(path, encoding="utf-8") as handle:
            document = parse_json(handle.read())
    except FileNotFoundError:
        return set()
    except Exception:
        return None
    names = set()
    for key_path in keys:
        value = document
        for part in key_path:
            value = as_dict(value).get(part)
        names |= set(as_dict(value))
    return names


def servers_in_json_files(sources):
    """The MCP server names in [(JSON file, key paths)], or None when none of the
    files exists or one of them cannot be read (then nothing can be said)."""
    if not any(os.path.exists(path) for path, _ in sources):
        return None
    names = set()
    for path, keys in sources:
        found = _json_servers(path, *keys)
        if found is None:
            return None
        names |= found
    return names


def gone_items(store, session_id, agent, env):
    """One item naming the session's MCP servers and skills that are no longer there."""
    configured = agent.mcp_servers(store.root, env) if store.has_events(session_id,
                                                                         "mcp") else None
    gone_servers = []
    if configured is not None:
        calls = {}
        for name in store.keys(session_id, "mcp"):  # each tool's key is its name
            server, tool = mcp_server_and_tool(name)
            if server and not server.startswith(MCP_BUILTIN_PREFIXES):
                calls.setdefault(server, set()).add(tool)
        # Clients turn characters other than [A-Za-z0-9_-] into "_" in tool names, and
        # Gemini's mcp_<server>_<tool> cannot be split for sure: a server is gone only
        # when no configured name starts the whole call name.
        names = {"".join(char if char.isalnum() and char.isascii() or char in "_-" else "_"
                         for char in name) for name in configured}
        for server, tools in sorted(calls.items()):
            whole = [server + separator + tool for tool in tools for separator in ("__", "_")]
            if not any(name == server or call.startswith(name + "_") for name in names
                       for call in whole):
                gone_servers.append(server)
    gone_skills = []
    for name, source in store.distinct_fields(session_id, "skill", "name", "source"):
        if as_str(source) and not os.path.exists(source):
            gone_skills.append(as_str(name))
    parts = []
    if gone_servers:
        plural = "s" if len(gone_servers) > 1 else ""
        parts.append("MCP server%s %s" % (plural, ", ".join(gone_servers)))
    if gone_skills:
        plural = "s" if len(gone_skills) > 1 else ""
        parts.append("skill%s %s" % (plural, ", ".join(sorted(gone_skills))))
    if not parts:
        return []
    return [Item(RANK["changes"], time.time(), "changes", "gone", (),
                 "no longer configured, do not call: " + "; ".join(parts))]


# -- from rows to items: one renderer per category ------------------------------------
# The snapshot is a pipeline: select the session's rows -> render each category's rows
# as items -> drop what another item says already -> pack the items into the budget.

def renders(*names):
    """@renders("error", ...): the function turns those categories' rows into items."""
    def register(function):
        for name in names:
            CATEGORIES[name].renderer = function
        return function
    return register


class Row:
    """One stored event as a renderer sees it, its data parsed once."""

    __slots__ = ("kind", "key", "data", "count", "created", "when")

    def __init__(self, row):
        self.kind, _priority, self.key, data, self.count, self.created, self.when = row
        self.data = as_dict(parse_json(data))

    def text(self, field="text"):
        return self.data.get(field)

    def repeated(self):
        """How often it happened, when more than once (an attribute shown only then)."""
        return self.count if self.count > 1 else None


class SessionView:
    """What a renderer may need to know about the rest of the session."""

    def __init__(self, rows, root, edited_first, reloaded=()):
        self.root, self.edited_first = root, edited_first
        self.reloaded = reloaded  # instruction files the agent loads again after a compaction
        # Commands with an error row: their <error> or <fixed> says them.
        self.failed = {row.key for row in rows if row.kind in ("error", "error_fixed")}
        # A check that passed is shown only after an error of the same program that is
        # still open (`pytest -q` after `pytest tests/test_x.py` failed): it may be what
        # fixed it.  {program: when it first failed}
        self.open_errors = {}
        for row in rows:
            if row.kind == "error" and row.data.get("cmd"):
                program = command_program(as_str(row.data["cmd"]))
                self.open_errors[program] = min(self.open_errors.get(program, row.when), row.when)


@renders("prompt_last")
def render_last_request(category, rows, view):
    return [category.item(row.when, "last", (), row.text()) for row in rows]


@renders("prompt_first")
def render_first_request(category, rows, view):
    # When it was made: its row's updated_at moves with every later prompt.
    return [category.item(row.created, "first", (), row.text()) for row in rows]


@renders("prompt")
def render_earlier_requests(category, rows, view):
    """The requests between the first and the last: later instructions ("also keep
    the old import path working") that no decision pattern caught (drop_duplicates
    keeps the newest few that no other item says)."""
    return [category.item(row.when, None, (), row.text(), kind="earlier") for row in rows]


@renders("plan")
def render_plan(category, rows, view):
    return [category.item(row.when, "plan", [("state", row.text("state"))], row.text())
            for row in rows]


@renders("task")
def render_tasks(category, rows, view):
    """Open tasks (in progress first) and completed ones, from TodoWrite and Task* rows."""
    tasks, seen = [], set()
    for row in rows:
        entries = row.data.get("todos") if row.key.startswith("todos") else [row.data]
        subagent = row.key.startswith("todos:")
        for order, entry in enumerate(entries or []):
            text = as_str(entry.get("text")) or as_str(entry.get("id"))
            # the same task from the todo list and the tracker: "Replay endpoint (hr-15)",
            # "hr-15 Replay endpoint"
            words = _task_words(text)
            if not text or words in seen:
                continue
            seen.add(words)
            status = as_str(entry.get("status")) or "pending"
            tasks.append((status, row.created, order, text, subagent))
    weight = {"in_progress": 0, "pending": 1}
    tasks.sort(key=lambda task: (weight.get(task[0], 2), task[1], task[2]))
    items, open_count = [], 0
    for status, _created, _order, text, subagent in tasks:
        done = status in ("completed", "done", "cancelled", "deleted")
        later = done or subagent or open_count >= OPEN_TASKS_FIRST
        open_count += 0 if done or subagent else 1
        line = "[%s] %s" % (TASK_MARKS.get(status, status), text)
        items.append(category.item(-len(items), None, (), line, later, kind="task:" + status))
    return items


def _task_words(text):
    """A task's words in their order without a tracker's id (`hr-15`, `#42`, `ENG-7`):
    the todo list's "Replay endpoint (hr-15)" is the tracker's "hr-15 Replay endpoint",
    "Copy prod to staging" is not "Copy staging to prod"."""
    words = text.lower().translate(_SPACED_PUNCTUATION).split()
    return tuple(word for word in words if not (
        any(char.isdigit() for char in word) and (word.startswith("#") or "-" in word)))


# A task's status as its line shows it: "[doing] Port the parser".
TASK_MARKS = {"in_progress": "doing", "pending": "todo", "completed": "done", "done": "done"}


FILE_OP_ORDER = ("create", "write", "edit", "delete", "read")
ALSO_READ = "and %d more files read, in %s"  # the files only read past READ_FILES_FIRST
CHANGES_SHOWN = 2  # the newest edited files whose newest change is shown in its own lines


# What a build, a tool or a test run writes, not the user's work: never a file of the
# session (a project with no .gitignore lists __pycache__/*.pyc before what was edited).
BUILD_FOLDERS = frozenset(("__pycache__", "node_modules", ".git", ".pytest_cache", ".mypy_cache",
                           ".ruff_cache", ".tox", ".venv", "venv", ".next", ".nuxt",
                           ".gradle", ".terraform", ".coverage", "htmlcov",
                           ".cache", ".parcel-cache", ".turbo", ".svelte-kit"))
BUILD_SUFFIXES = (".pyc", ".pyo", ".o", ".obj", ".class", ".so", ".dylib", ".dll", ".exe",
                  ".log", ".tmp", ".swp", ".DS_Store")
# Scratch places outside any project: what is written there is the agent's own notes.
SCRATCH_FOLDERS = ("/tmp/", "/var/tmp/", "/private/tmp/", "/private/var/folders/", "/dev/")


def file_place(path, root):
    """Where a file of the session stands: "project", "outside" (elsewhere on the
    machine: a workspace of several folders), or None (a build artefact or a scratch
    file: not shown)."""
    if path.endswith(BUILD_SUFFIXES) or any(part in BUILD_FOLDERS for part in path.split("/")):
        return None
    if not is_absolute(path) or path.startswith(root.rstrip("/") + "/"):
        return "project"
    if path.startswith(SCRATCH_FOLDERS) or "/.claude/" in path or "/.codex/" in path:
        return None  # the agent's own plans, todos and scratch pads
    return "outside"


@renders("file")
def render_files(category, rows, view):
    """Edited files, the newest `edited_first` of them early; files only read later:
    the newest few by name, the rest as one line with their count and folders (forty
    reads are worth less than one MCP call or command).  Build artefacts and scratch
    files are left out (see file_place)."""
    items, read_only, edited = [], [], 0
    for row in rows:
        ops = as_dict(row.data.get("ops"))
        summary = " ".join("%s:%d" % (op, ops[op]) for op in FILE_OP_ORDER if ops.get(op))
        full = as_str(row.data.get("path"))
        place = file_place(full, view.root)
        path = relative_path(full, view.root)
        if row.data.get("gone") or not place:
            continue  # deleted, moved away or reverted: no longer a file of the session
        if not any(op != "read" for op in ops):
            read_only.append((row.when, path, summary))
            continue
        items.append(category.item(row.when, None, (), path, later=edited >= view.edited_first,
                                   kind="file:edited"))
        added = as_str(row.data.get("added")) if not edited else ""
        if added:  # what the newest change brought in, worth less than the file itself
            items.append(category.item(row.when, None, (), "added in %s: %s" % (
                os.path.basename(path), added), later=True, kind="file:added"))
        change = as_str(row.data.get("change")) if edited < CHANGES_SHOWN else ""
        if change:  # the lines its newest change brought in
            items.append(category.item(row.when, None, (), "changed in %s: %s" % (
                os.path.basename(path), change), later=True, kind="file:change"))
        edited += 1
    read_only.sort(key=lambda entry: entry[0], reverse=True)
    items += [category.item(when, None, (), path + " (read)", later=True, kind="file:read")
              for when, path, summary in read_only[:READ_FILES_FIRST]]
    rest = read_only[READ_FILES_FIRST:]
    if rest:
        folders = {}
        for _when, path, _summary in rest:
            folder = os.path.dirname(path) or "."
            folders[folder] = folders.get(folder, 0) + 1
        if len(folders) > 3:  # one file per folder (pkg-1/, pkg-2/, ...): name their parents
            parents = {}
            for folder, count in folders.items():
                parent = os.path.dirname(folder) or "."
                parents[parent] = parents.get(parent, 0) + count
            folders = parents
        common = sorted(folders, key=lambda folder: -folders[folder])[:3]
        places = ", ".join(common) + (", …" if len(folders) > 3 else "")
        items.append(Item(RANK["background"], rest[0][0], category.section, None, (),
                          ALSO_READ % (len(rest), places), kind="also-read"))
    return items


@renders("rule")
def render_rules(category, rows, view):
    items = []
    for row in rows:
        path = relative_path(as_str(row.text("path")), view.root)
        if os.path.basename(path) in view.reloaded:
            continue  # the agent reloads it after a compaction: no need to say it again
        items.append(category.item(row.when, "rule", [("path", path)], row.text("excerpt")))
    return items


@renders("said", "noted")
def render_said(category, rows, view):
    """What the assistant said last in its newest turns, and between its tool calls:
    what it found, did, decided."""
    return [category.item(row.when, None, (), row.text(), kind=category.name) for row in rows]


# What a decision's line begins with, by its kind (a plain decision: nothing).
DECISION_LEADS = {"correction": "changed", "constraint": "rule", "blocker": "blocked",
                  "rejected": "rejected", "decision": ""}


@renders("decision", "correction", "constraint", "blocker", "rejected")
def render_decisions(category, rows, view):
    items = []
    for row in rows:
        item = category.item(row.when, None, (), row.text(), kind=category.name,
                             lead=DECISION_LEADS[category.name])
        parts = row.data.get("of")  # a rule of a long text (a pasted document, a brief)
        if isinstance(parts, int) and parts > SHARED_PARTS:
            item.share = float(SHARED_PARTS) / parts
        items.append(item)
    return items


# A line that only announces what follows it: Python's traceback header says nothing
# its exception line does not ("Traceback (most recent call last): | KeyError: 'id'").
ANNOUNCING_LINES = ("Traceback (most recent call last):",)


def failure_text(lines):
    """A failure's lines as one: each said once (a runner repeats its message below
    the test id: `FAILED t - KeyError` then `E KeyError`), without a line that only
    announces the next one."""
    kept = []
    lines = [as_str(line) for line in lines or ()]
    for number, line in enumerate(lines):
        if line.strip() in ANNOUNCING_LINES and any(later.strip() for later in lines[number + 1:]):
            continue
        if line and not any(line in other or _normal_words(other) == _normal_words(line)
                            for other in kept):
            kept = [other for other in kept if other not in line]
            kept.append(line)
    return " | ".join(kept)


def _normal_words(text):
    return " ".join("".join(char for char in text.lower() if char.isalnum() or char == " ").split())


@renders("error")
def render_errors(category, rows, view):
    """Open errors: what failed (its command, or its tool and target), the exit code
    when it says more than "failed", and why."""
    return [category.item(row.when, "error", [
        ("cmd", from_root(row.text("cmd"), view.root)),
        ("tool", row.text("tool") if not row.text("cmd") else None),
        ("target", row.text("target")),
        ("exit", row.text("exit") if row.text("exit") != 1 else None)],
        failure_text(row.data.get("lines"))) for row in rows]


@renders("error_fixed")
def render_fixed_errors(category, rows, view):
    return [category.item(row.when, "fixed", [
        ("cmd", from_root(row.text("cmd"), view.root)),
        ("tool", row.text("tool") if not row.text("cmd") else None),
        ("target", row.text("target"))],
        "by " + from_root(row.text("fixed_by"), view.root) if row.text("fixed_by")
        else "succeeded later")
        for row in rows]


@renders("git")
def render_git(category, rows, view):
    """Git operations, each said once: the newest of the same operation on the same
    thing (three pushes of a branch are one <push/>); of the moves between branches only
    the newest (HEAD is where it went last), none on a branch deleted since."""
    items, said, moved = [], set(), False
    deleted = {as_str(row.text("detail")): row.when for row in rows
               if row.text("op") == "delete-branch"}
    # A bare `git push` pushes where the newest push that named its branch set: said as
    # that one, where the bare one stands (a bare <push/> beside it says nothing)
    named = [row for row in rows if row.text("op") == "push" and row.text("detail")]
    named_push = as_str(max(named, key=lambda row: row.when).text("detail")) if named else ""
    for row in sorted(rows, key=lambda row: row.when, reverse=True):
        op, detail = as_str(row.text("op")) or "git", as_str(row.text("detail"))
        if op == "push" and not detail:
            detail = named_push
        if row.data.get("gone") or (op, detail) in said and not row.text("sha") or any(
                (branch in detail.split() or branch == row.text("branch")) and row.when < when
                for branch, when in deleted.items()):
            continue  # a stash popped since, said already, or on a branch deleted since
        if op in ("checkout", "switch"):
            if moved:
                continue
            moved = True
        said.add((op, detail))
        items.append(category.item(row.when, op, [("sha", row.text("sha"))], detail))
    return items


@renders("env")
def render_environment(category, rows, view):
    items = []
    for row in rows:
        what = as_str(row.text("what")) or "env"
        value = row.text("cmd") or row.text("value")
        if what == "cwd":
            value = relative_path(as_str(value), view.root)
            if value == ".":
                continue  # back at the project's root: where the agent starts anyway
        items.append(category.item(row.when, what, (), value))
    return items


@renders("subagent_done")
def render_finished_subagents(category, rows, view):
    return [category.item(row.when, "done", [("agent", row.text("agent")),
                                             ("task", row.text("description"))], row.text("result"))
            for row in rows]


# `cd DIR && ` (or `;`) opening a command line: agents prefix their commands with the
# project's own directory, spelled out in full, again and again.
CD_PREFIX = r"""^cd\s+("[^"]+"|'[^']+'|[^\s;&|]+)\s*(?:&&|;)\s*"""


def from_root(command, root):
    """A command line as it reads run from the project's root: `cd /home/me/app &&
    make` is `make`, `cd /home/me/app/web && npm test` is `cd web && npm test`; a
    directory outside the project (or relative) stays as it is."""
    if not isinstance(command, str) or not root or not command.startswith("cd "):
        return command
    found = _regex(CD_PREFIX).match(command)
    if not found:
        return command
    target = posix_path(found.group(1).strip("\"'").rstrip("/\\") or "/")
    if root[1:3] == ":/":  # Windows: Git Bash's /c/x is C:/x, a drive letter in either case
        if len(target) > 2 and target[0] == "/" and target[2:3] in ("/", ""):
            target = target[1] + ":" + (target[2:] or "/")
        target, root = target[:1].upper() + target[1:], root[:1].upper() + root[1:]
    where = relative_path(target, root)
    if where == target:
        return command
    rest = command[found.end():]
    return rest if where == "." else "cd %s && %s" % (where, rest)


def says_nothing(command):
    """True for a command cut before anything but its program (`npm …`, `pkill -f …`):
    shown, it would tell a reader only that something ran."""
    words = [word for word in as_str(command).split() if word != "…" and not word.startswith("-")]
    return len(words) <= 1 and "…" in as_str(command)


@renders("command")
def render_commands(category, rows, view):
    """The last few commands that did something; a passing check only after an open
    error of its program, and after the actions."""
    items, shown, said = [], {}, set()
    for row in rows:
        if row.key in view.failed or row.text("cmd") in said or says_nothing(row.text("cmd")):
            continue  # its <error> or <fixed> says it; or a newer one reads the same
        said.add(row.text("cmd"))
        check = bool(row.data.get("check"))
        if check:
            failed_at = view.open_errors.get(command_program(as_str(row.text("cmd"))))
            if failed_at is None or row.when <= failed_at:
                continue
        shown[check] = shown.get(check, 0) + 1
        # Three actions with the tools, three more after them (a migration run before a
        # few curls is still state): checks after all.
        if shown[check] <= P3_PER_CATEGORY * (1 if check else 2):
            items.append(category.item(row.when, "ran", [("times", row.repeated())],
                                       from_root(row.text("cmd"), view.root),
                                       later=check or shown[check] > P3_PER_CATEGORY))
    return items


@renders("mcp")
def render_mcp_calls(category, rows, view):
    items = []
    for row in rows[:category.shown]:
        tool = "%s/%s" % (row.text("server"), row.text("tool"))
        items.append(category.item(row.when, "call", [("tool", tool), ("calls", row.repeated())],
                                   row.text("arg")))
    return items


@renders("subagent")
def render_launched_subagents(category, rows, view):
    return [category.item(row.when, "launched", [("agent", row.text("agent"))],
                          row.text("description")) for row in rows[:category.shown]]


@renders("skill")
def render_skills(category, rows, view):
    return [category.item(row.when, "skill", [("name", row.text("name"))], row.text("args"))
            for row in rows[:category.shown]]


@renders("ref")
def render_refs(category, rows, view):
    return [category.item(row.when, "ref", (), row.text("ref")) for row in rows[:category.shown]]


@renders("role")
def render_role(category, rows, view):
    return [category.item(row.when, "role", (), row.text()) for row in rows]


@renders("data")
def render_pasted_data(category, rows, view):
    return [category.item(row.when, "data", [("chars", row.text("chars")),
                                             ("lines", row.text("lines"))], row.text("preview"))
            for row in rows]


def rendered_items(rows, root, edited_first=EDITED_FILES_FIRST, reloaded=()):
    """Every candidate item of a snapshot from the session's event rows, each
    category by its renderer (a category without one, like intent, is not shown)."""
    rows = [Row(row) for row in rows]
    view = SessionView(rows, root, edited_first, reloaded)
    groups = {}
    for row in rows:
        groups.setdefault(row.kind, []).append(row)
    items = []
    for kind, group in groups.items():
        category = CATEGORIES.get(kind)
        if category and category.renderer:
            items.extend(category.renderer(category, group, view))
    return resolve_choices(items)


# Words too common to say what a correction is about (in the languages of
# PROMPT_LANGUAGES): a later "No, ..." supersedes only what shares a rarer word with it.
COMMON_WORDS = frozenset((
    "this", "that", "with", "from", "have", "will", "your", "into", "then", "them", "they", "what",
    "when", "where", "which", "while", "would", "could", "should", "there", "their", "these",
    "those", "about", "after", "before", "again", "also", "been", "being", "both", "each", "just",
    "more", "most", "only", "other", "over", "same", "some", "such", "than", "very", "well", "were",
    "here", "make", "made", "need", "want", "like", "code", "file", "files", "test", "tests",
    "please", "keep", "change", "changes", "update", "instead", "actually", "wait", "plan", "scrap",
    "forget", "rather", "let's", "lets", "don't", "does", "doesn't", "it's", "that's", "we'll",
    "i'll", "you", "the", "and", "not", "now", "use", "using", "still", "first", "later", "thing",
    "dont", "doesnt", "didnt", "cant", "wont", "isnt", "wasnt", "arent", "thats", "whats",  # typed
    "theres", "youre", "shouldnt", "wouldnt", "couldnt", "havent",  # without their apostrophe
    "things", "think", "sure", "really", "maybe", "because", "without", "leave", "done", "doing",
    "work", "works", "working", "right", "okay", "going", "anything", "something", "nothing",
    "para", "como", "pero", "este", "esta", "esto", "todo", "todos", "cada", "tiene", "hace",
    "mejor", "también", "tambien", "donde", "cuando", "cambio", "plano", "quiero", "necesito",
    "puedes", "hacer", "ahora", "luego", "despues", "antes", "solo", "usar", "algo", "aqui",
    "porque", "entonces", "bien", "nada", "espera", "realidad", "olvida",
    "mais", "quando", "pode", "fazer", "melhor", "mudança", "mudanca", "quero", "preciso",
    "esse", "essa", "isso", "isto", "agora", "depois", "aqui", "entao", "então", "pensando",
    "verdade", "esquece",
    "dans", "pour", "avec", "plus", "cette", "tout", "tous", "sont", "fait", "faire", "aussi",
    "changement", "veux", "voudrais", "faut", "comme", "maintenant", "ensuite", "apres", "après",
    "avant", "utilise", "mieux", "parce", "alors", "rien", "finalement", "attends", "oublie",
    "nicht", "oder", "eine", "einen", "einem", "einer", "dass", "sind", "auch", "wird", "werden",
    "bitte", "noch", "dann", "aber", "lieber", "eigentlich", "möchte", "mochte", "brauche",
    "machen", "mach", "jetzt", "vorher", "nachher", "nimm", "besser", "hier", "weil", "wenn",
    "nichts", "mehr", "alles", "schon", "doch", "warte", "vergiss", "moment", "every", "della",
    "dello", "degli", "delle", "nella", "nelle", "sono", "come", "anche", "questo", "questa",
    "perché", "perche", "quando", "dove", "prima", "dopo", "ancora", "molto", "tutto", "tutti",
    "fare", "usare", "soltanto", "basta", "sulla", "sullo", "alla", "allo", "agli", "alle",
    "это", "этот", "чтобы", "только", "после", "тогда", "если", "надо", "нужно", "когда", "делай",
    "лучше", "хочу", "можешь", "сделай", "сделать", "тоже", "сейчас", "потом", "сначала",
    "используй", "здесь", "потому", "ничего", "больше", "всё", "все", "ещё", "еще", "давай",
    "хотя", "стоп", "подожди", "забудь",
    "maar", "voor", "niet", "deze", "toch", "alle", "even", "eerst", "daarna", "hebben",
    "moet", "kunnen", "worden", "gebruik", "eigenlijk", "wacht", "altijd", "alleen",
    "tylko", "żeby", "może", "potem", "teraz", "jeszcze", "wszystko", "zawsze",
    "jednak", "proszę", "użyj", "zrób", "için", "olarak", "sonra", "şimdi", "kullan",
    "bunu", "daha", "gibi", "değil", "lütfen", "bekle", "aslında", "vazgeçtim"))
# Korean particles a word ends in (the word without them is the subject).
KOREAN_PARTICLES = ("에서는", "에서", "으로", "에게", "까지", "부터", "처럼", "보다", "하고",
                    "를", "을", "는", "은", "이", "가", "에", "로", "와", "과", "도", "만", "의")
# Korean words that are grammar, not a subject (endings, adverbs).
KOREAN_COMMON = frozenset(("주세요", "해주세요", "합니다", "입니다", "라서", "해서", "하고", "그리고", "이미",
                           "빼고", "말고", "대신", "만요", "그냥", "이제", "다시", "먼저", "같이", "하지",
                           "없이", "있어요", "해요", "할게요", "됩니다", "잠깐", "잠깐만요", "아니요"))
# What a correction turns down: the words after a negation up to the end of the clause
# ("leave COUNT out", "esquece a checagem", "不要引入 dayjs"), or before one in Japanese
# and Korean ("lindera はやめて", "accompanist는 … 빼고").
CLAUSE_CHAR = "[^,.;:!?—–，。；：、]"  # a character inside one clause
NEGATION_BEFORE = (
    r"\b(?:not|no|don'?t|do not|never"
    r"|without|drop|remove|skip|forget(?: about)?|instead of"
    r"|rather than|stop|get rid of|leave|no more|sin|olvida|quita|en vez de|en lugar de|nada de"
    r"|deja|n[aã]o|sem|esquece|tira|em vez de|ao inv[eé]s de|pas|ne|sans|oublie|enl[eè]ve"
    r"|au lieu de|plut[oô]t que|laisse|nicht|kein\w*|ohne|vergiss|statt|anstatt|не|без"
    r"|забудь|вместо|убери|оставь|non|senza|niente|lascia perdere|dimentica|togli|invece di"
    r"|anzich[eé]|niet|geen|zonder|in plaats van|nie|bez|zamiast|żadnych|żadnego"
    r")\b(" + CLAUSE_CHAR + "+)"
    r"|(?:不要|别|不用|去掉|而不是|不)(" + CLAUSE_CHAR + "+)")
# ... and after it: "lindera はやめて", "访问统计这期不做", "sqflite ne marche pas".
NEGATION_AFTER = (r"(" + CLAUSE_CHAR + r"+?)(?:はやめ|ではなく|じゃなくて|なしで|を使わ|は使わ|は忘れ|を忘れ"
                  r"|は不要|はいらない|말고|빼고|는 빼|대신|없이|하지 마|这期不做|先不做|不做|暂不|不要了"
                  r"|就不用了|ne marche pas|ne fonctionne pas|no funciona|n[aã]o funciona"
                  r"|funktioniert nicht|не работает|non funziona|(?:does ?n[o']?t|won'?t) work"
                  r"|is overkill|toch weg|werkt niet|nie działa|değil|yerine|çalışmıyor)")


# What a request drops from the work, in any of the prompt languages: the words after
# "forget", "drop", "olvida", "vergiss", "lascia perdere", "забудь", or before "は忘れて",
# "빼고", "这期不做".
SCOPE_DROPS_BEFORE = (
    # ... but a reminder keeps it: "don't forget to…", "n'oublie pas", "vergiss nicht", "не забудь"
    r"\b(?<!n't )(?<!n’t )(?<!dont )(?<!do not )(?<!never )(?<!ever )(?<!не )(?<!não )"
    r"(?<!nao )"
    r"(?:forget(?: about)?|drop|skip|leave out|no need for|olvida|quita|esquece|tira|oublie"
    r"|enl[eè]ve|laisse tomber|vergiss|streich|lascia perdere|dimentica|togli|забудь|убери"
    r")\b(?!\s+(?:\w+\s+)?(?:pas|nicht)\b)(" + CLAUSE_CHAR + "+)|(?:去掉|算了)(" + CLAUSE_CHAR + "+)")
# PERF: what must be in a text for SCOPE_DROPS_* to match (lower case): no regex else.
SCOPE_DROP_WORDS = ("forget", "drop", "skip", "leave out", "no need", "olvida", "quita", "esquece",
                    "tira", "oublie", "enl", "laisse", "vergiss", "streich", "lascia", "dimentica",
                    "togli", "забудь", "убери", "去掉", "算了", "忘れ", "やめ", "不要", "不用",
                    "いらない", "빼", "不做", "暂不", "wait", "later", "sprint", "despu", "adelante",
                    "depois", "tard", "attendra", "sp\u00e4ter", "spater", "wartet", "подожд",
                    "позже", "後", "나중", "以后", "下期", "后面")
SCOPE_DROPS_AFTER = (r"(" + CLAUSE_CHAR + r"+?)(?:は忘れ|を忘れ|はやめ|は不要|はいらない|빼고|는 빼"
                     r"|这期不做|先不做|不做|暂不|不要了|就不用了"
                     # ... or puts off: "the US backfill waits until next sprint"
                     r"|\bwaits? (?:for|until)|\bcan wait|\bcomes? later|\bfor later|\bnext sprint"
                     r"|para despu[eé]s|m[aá]s adelante|fica para depois|mais tarde|plus tard"
                     r"|attendra|kommt sp[aä]ter|wartet bis|pi[uù] tardi|подожд[её]т|позже"
                     r"|は後で|は後回し|는 나중에|은 나중에|以后再|下期再|后面再)")


def _fold(text):
    """Lower case, Latin letters without their accents (pénalité, penalite)."""
    text = text.lower()
    if text.isascii():
        return text
    import unicodedata
    return "".join(LETTERS_WITHOUT_ACCENT.get(char) or unicodedata.normalize("NFKD", char)[0]
                   if "\u00c0" <= char <= "\u024f" else char for char in text)


# Latin letters Unicode does not decompose: Polish ł (moduł, modułu), Turkish ı, Danish ø
LETTERS_WITHOUT_ACCENT = {"ł": "l", "ı": "i", "ø": "o", "đ": "d", "ħ": "h"}


def _subjects(text):
    """The words of a text that may say what it is about: words and names of four
    characters or more (accents folded, not COMMON_WORDS, not digits alone; a path or
    a dotted name also as its parts) and acronyms, Chinese characters as pairs,
    katakana words, and Korean words without their particle."""
    folded, subjects = _fold(text), set()
    # Acronyms: CPU, JWT, TLS say what a sentence is about in three letters.
    subjects.update(word.lower() for word in _regex(r"(?-i:\b[A-Z][A-Z0-9]{2}\b)").findall(text))
    for word in _regex(r"[0-9a-z_\u00c0-\u024f\u0400-\u04ff][\w./-]*").findall(folded):
        if not word.isascii() and _regex(r"[^\w./-]|[\u3000-\ud7af]").search(word):
            word = _regex(r"^[0-9a-z_\u00c0-\u024f\u0400-\u04ff./-]+").match(word).group(0)
        word = word.strip("./-")
        parts = _regex(r"[a-z\u00df-\u024f\u0400-\u04ff]+").findall(word)
        if parts != [word]:
            parts.append(word)  # a name made of words: the name and each word
        # Words by their first letters (six, five in Cyrillic): payment and payments,
        # миграции and миграциями.
        subjects.update(part if not part.isalpha() else part[:5 if part[0] >= "\u0400" else 6]
                        for part in parts if part not in COMMON_WORDS and (
                            len(part) >= 4 and not part.isdigit() or len(part) >= 3
                            and part.isdigit()))  # 409, 8080: a status, a port
    for run in _regex(r"[\u4e00-\u9fff]{2,}").findall(folded):
        subjects.update(run[index:index + 2] for index in range(len(run) - 1))
    subjects.update(_regex(r"[\u30a0-\u30ff]{2,}").findall(folded))
    for word in _regex(r"[\uac00-\ud7af]{2,}").findall(folded):
        for particle in KOREAN_PARTICLES:
            if word.endswith(particle) and len(word) - len(particle) >= 2:
                word = word[:-len(particle)]
                break
        if word not in KOREAN_COMMON:
            subjects.add(word)
    return subjects


def _shared(subjects, text):
    """How many things `text` says that `subjects` name: each word once, a name made of
    words once with its words, on either side (unicode-width, unicod, width; a
    correction's staging_raw.shopify_orders against "Shopify orders"), and a run of
    Chinese pairs (直方, 方图 of 直方图) as one."""
    said = _subjects(text)
    found, names = subjects & said, 0
    for name in [word for word in subjects | said if not word.isalnum()]:
        words = found & ({name} | {part[:5 if part[0] >= "\u0400" else 6]  # as _subjects cut
                                   for part in _regex(r"[a-z\u00df-\u024f\u0400-\u04ff]+"
                                                      ).findall(name)})
        if len(words) > 1:
            found -= words
            names += 1
    pairs = {subject for subject in found if _regex(r"^[\u4e00-\u9fff]{2}$").match(subject)}
    count = len(found - pairs) + names
    for run in _regex(r"[\u4e00-\u9fff]{2,}").findall(_fold(text)):
        inside = False
        for index in range(len(run) - 1):
            shared = run[index:index + 2] in pairs
            count += shared and not inside
            inside = shared
    return count


def correction_subject(text):
    """A correction without its opening ("Hmm, wait,", "算了，"): what it is about."""
    text = _regex(INTERJECTION).sub("", text, count=1)
    opening = _regex(dict(PROMPT_PATTERNS)["correction"]).match(text)
    if opening:
        text = text[opening.end():].lstrip(" \t,.:;!?…—–-，。：；、！？")
    return text


def turned_down(text, dropped_only=False):
    """What a text turns down: the words after a negation, or before one in Japanese,
    Korean and Chinese, up to the end of their clause; `dropped_only`: only what it
    drops from the work ("forget the X part", "X 这期不做"), not any "not"."""
    if dropped_only and not any(word in text.lower() for word in SCOPE_DROP_WORDS):
        return ""
    patterns = (SCOPE_DROPS_BEFORE, SCOPE_DROPS_AFTER) if dropped_only else (NEGATION_BEFORE,
                                                                             NEGATION_AFTER)
    clauses = ("".join(groups) for pattern in patterns for groups in _regex(pattern).findall(text))
    # "vergiss die Kundennummer nicht": German's "not" at its clause's end is a reminder
    return " ".join(clause for clause in clauses
                    if not (dropped_only and clause.rstrip(" .!").endswith(" nicht")))


# A correction that goes back to what was there before, in the prompt languages, and
# what it goes back to (up to the end of its clause).
GOING_BACK_TO = (r"(?:\b(?:go(?:ing)? back to|back to|revert to|volvamos a|volver a|vamos voltar"
                 r"|voltar a|revenons [aà]|revenir [aà]|zur[uü]ck zu|torniamo a|tornare a"
                 r"|вернёмся к|вернемся к|вернуться к)\b|改回|还是用回|用回)" + CLAUSE_CHAR + "*"
                 r"|" + CLAUSE_CHAR + r"*(?:元に戻|に戻して|로 돌아가|으로 돌아가)")


# What a correction says still holds, in the prompt languages: the clause that says it
# ("the rest of the request (X from the customer) still holds"), whose words it keeps.
STILL_VALID = (
    r"\bstill (?:holds|stands|applies|valid)\b|\bstays? (?:valid|as it is)\b"
    r"|\bremains? valid\b|\bthe rest (?:stays|holds|is fine)\b|\bresta(?:no)? valid[oi]\b"
    r"|\brimane valid[oa]\b|\bsigue(?:n)? (?:valiendo|vigente)|\bcontinua(?:m)? v[aá]lid"
    r"|\breste(?:nt)? valable|\bbleib(?:t|en) (?:gültig|bestehen)|\bgilt weiter"
    r"|оста[её]тся в силе|\bzostaj[eą]\b|\bblijft (?:staan|gelden)|\bgeldt nog"
    r"|geçerli|保持不变|照旧|そのまま|그대로")
# ... unless the clause says it does not ("Redis nie zostaje", "that no longer holds")
STILL_VALID_DENIED = r"\b(?:not|no longer|n't|nie|niet|non|nicht|не|değil|no)\b|n't\b"


def still_valid_clauses(text):
    """The clauses of a correction that say something still holds.  PERF: split by
    str methods first, so a long correction costs one pass (no scan from each start)."""
    clauses = text.translate(_CLAUSE_ENDS).split("\n")
    return [clause for clause in clauses if _regex(STILL_VALID).search(clause)
            and not _regex(STILL_VALID_DENIED).search(clause)]


_CLAUSE_ENDS = str.maketrans({mark: "\n" for mark in ".;!?。；！？"})


CLAUSE_END = r"(?<=[.;!?])\s+|(?<=[。；！？])"  # where a request's clauses part


def drop_superseded(items):
    """The items with what a later request superseded taken out: each sentence of an
    older request or decision that names what a later one turns down ("leave COUNT
    out", "テンプレートの部分は忘れて", "访问统计这期不做"), or, for a correction ("No,
    ...", "Change of plan: ..."), two rare things it names, or one an older correction
    named (the later change of plan wins).  A rule needs one more.  A word is rare when
    at most three requests and decisions use it."""
    stated = [item for item in items if item.section == "decisions"
              or item.section in ("requests", "earlier") and item.kind in ("first", "earlier")]
    newer = stated + [item for item in items if item.kind == "last"]
    # A prompt that corrects is a correction as a request too (its <earlier> copy).
    corrected = {item.when for item in stated if item.kind == "correction"}
    # PERF: nothing to do (and no `re` to load) unless a request corrects or drops
    if not corrected and not any(turned_down(item.text, dropped_only=True) for item in newer):
        return items
    subjects = {}  # a text and its words, once (a request and its decision share it)

    def words_of(text):
        if text not in subjects:
            subjects[text] = _subjects(text)
        return subjects[text]

    used = {}
    for text in {item.text for item in stated}:  # the same words said twice count once
        for word in words_of(text):
            used[word] = used.get(word, 0) + 1
    # "Let's go back to the templates; OpenPDF makes the layout unmaintainable": going
    # back undoes the newest request before it that names one of its rare words (the
    # request, and the decision taken from it), but not what it goes back to.
    going_back = {}  # a correction's time -> (the time of what it undoes, what it goes back to)
    for later in newer:
        if later.when in corrected and later.when not in going_back:
            back = _regex(GOING_BACK_TO).search(later.text)
            if back:
                kept = words_of(back.group(0))
                rare = {word for word in words_of(correction_subject(later.text))
                        if used.get(word, 0) <= 3} - kept
                undone = max((item.when for item in stated if item.when < later.when
                              and rare & words_of(item.text)), default=None)
                going_back[later.when] = (undone, kept)
    gone = []
    for later in newer:
        correction = later.when in corrected
        undone, gone_back_to = going_back.get(later.when, (None, set()))
        # "Vergiss das mit der CPU": a correction's opening may turn something down; any
        # other request only drops what it says to drop
        dropped = turned_down(later.text, dropped_only=not correction)
        if not (correction or dropped):
            continue
        about = correction_subject(later.text) if correction else later.text
        rare = {word for word in words_of(about) if used.get(word, 0) <= 3}
        if undone is not None:
            rare -= gone_back_to  # not undone
        for still in still_valid_clauses(later.text) if correction else ():
            rare -= words_of(still)  # "the rest (the recipient code) still holds"
        strong = rare & words_of(dropped)
        if not (correction or strong):
            continue
        for item in stated:
            if item.when >= later.when or item is later:
                continue
            # each word once, and once more when turned down (or named by two corrections)
            named = rare if correction else strong
            twice = strong | (rare if correction and item.when in corrected else set())
            needed = 1 if item.when == undone else 3 if item.kind == "constraint" else 2
            clauses = _regex(CLAUSE_END).split(item.text)
            kept = [clause for clause in clauses
                    if _shared(named, clause) + _shared(twice, clause) < needed]
            if len(kept) < len(clauses):
                item.text = " ".join(clause for clause in kept if clause.strip())
                if is_acknowledgement(item.text):
                    item.text = ""  # "good." is all that is left of it
                if not item.text:
                    gone.append(item)
    return [item for item in items if item not in gone]


def _mostly_stated(text, stated):
    """True when a decision taken from this request says most of it."""
    return any(fact and fact in text and len(fact) * 10 >= len(text) * 6 for fact in stated)


UNSTATED_REST_MIN = 28  # characters of a request left besides its decisions, worth a line


def _unstated_rest(text, stated):
    """What a request says besides the decisions taken from it ("Two things from the
    review: make it 250ms." before the rule of its second sentence), or "" when that
    is too little to tell anything."""
    for fact in stated:
        if fact:
            text = text.replace(fact, " ")
    rest = " ".join(text.split()).strip(" ,;:-")
    return rest if len(rest) >= UNSTATED_REST_MIN and not is_acknowledgement(rest) else ""


BRANCH_MOVES = ("new-branch", "rename-branch", "checkout", "switch")  # git items that move HEAD


def newest_branch_move(items):
    """The branch the newest git move among `items` went to, or None."""
    moves = [item for item in items if item.section == "git" and item.tag in BRANCH_MOVES]
    return max(moves, key=lambda item: item.when).text if moves else None


RESTATED_SHARE = 0.7     # of an older statement's words, a newer one that says this share
RESTATED_MIN_WORDS = 5   # ... of at least this many says it again, changed where it differs


def drop_restated(items):
    """The items without an older rule or decision, or an older request (the first
    one too), that a newer one says again with a change (the same long request sent
    again with "level 4" for "level 2"): the newer one is what holds."""
    restating = [item for item in items if item.section in ("decisions", "requests", "earlier")
                 and item.text]
    if len(restating) < 2:
        return items
    words = {id(item): _restated_words(item.text) for item in restating}
    said = lambda item: "decisions" if item.section == "decisions" else "requests"
    gone = set()
    for item in restating:
        own = words[id(item)]
        if len(own) < RESTATED_MIN_WORDS or item.kind == "last":
            continue
        for newer in restating:
            if (said(newer) == said(item) and newer.when > item.when
                    and newer.text != item.text
                    and len(own & words[id(newer)]) >= RESTATED_SHARE * len(own)):
                gone.add(id(item))
                break
    return [item for item in items if id(item) not in gone]


_SPACED_PUNCTUATION = str.maketrans({mark: " " for mark in ",.;:!?()[]{}\"'`，。；：！？、（）「」"})


def _restated_words(text):
    """A text's words, to tell it said again (PERF: str methods, no `re`, at every
    snapshot): four letters or more, lower case; Chinese and Japanese as pairs."""
    words = set()
    for word in text.lower().translate(_SPACED_PUNCTUATION).split():
        if any(char >= "\u3040" for char in word):
            words.update(word[index:index + 2] for index in range(len(word) - 1))
        elif len(word) >= 4:
            words.add(word)
    return words


def drop_disproved(items):
    """The items without the agent's claims of success ("🎉 PROBLEM SOLVED!") made
    before the user's newest request said the problem is still there ("still stuck on
    the splash screen"): the claim is what is no longer true."""
    last = next((item for item in items if item.kind == "last"), None)
    if last is None or not (reports_error(last.text) and says_it_persists(last.text)):
        return items
    return [item for item in items if not (item.section == "progress" and item.when < last.when
                                           and claims_success(item.text))]


def drop_duplicates(items):
    """The items without those another item says already: a first request that is the
    last one, earlier requests that repeat the first or last or are mostly a stated
    decision (and all but the newest EARLIER_REQUESTS), a git move to the branch that
    <branch> names."""
    requests = {item.kind: item for item in reversed(items) if item.section == "requests"
                and item.kind in ("first", "last")}
    shown = {item.text for item in requests.values()}
    if len(requests) == 2 and requests["first"].text == requests["last"].text:
        items = [item for item in items if item is not requests["first"]]  # a one-prompt session
    items = drop_restated(items)
    stated = [item.text for item in items if item.section == "decisions"]
    for item in items:
        if item.kind == "earlier" and item.text and _mostly_stated(item.text, stated):
            item.text = _unstated_rest(item.text, stated)
    earlier = sorted((item for item in items if item.kind == "earlier" and item.text
                      and item.text not in shown),
                     key=lambda item: item.when, reverse=True)
    kept = set(map(id, earlier))
    # Two failures that read the same (`powershell.exe …` failing twice alike): the newest.
    lines = {}
    for item in sorted(items, key=lambda item: item.when):
        if item.section == "errors":
            lines[(item.tag, tuple(item.attrs), item.text)] = item
    newest = set(map(id, lines.values()))
    repeated = {id(item) for item in items if item.section == "errors"} - newest
    # With the branch known, a move is history: the one to it says it again, one to
    # another branch is over (a branch made, new-branch, stays: its work may be there).
    branches = {item.text for item in items if item.section == "git" and item.tag == "branch"}
    return [item for item in items if (item.kind != "earlier" or id(item) in kept)
            and id(item) not in repeated and not (
        item.section == "git" and item.tag in BRANCH_MOVES and branches and (
            item.text in branches or item.tag in ("checkout", "switch")))]


def snapshot_items(rows, root, edited_first=EDITED_FILES_FIRST):
    """The items of a snapshot of these rows, before packing."""
    return drop_outdated(rendered_items(rows, root, edited_first))


def drop_outdated(items):
    """The items without what a later one overturned, said again or disproved."""
    return drop_disproved(drop_duplicates(drop_retuned(drop_superseded(items))))


# A quantity a request sets: a number and a unit no date or clock reads as ("300ms",
# "20 px", "5 MB"); a number said alone ("300 feels laggy"; not "15/01", "1.2.3");
# and a version a setting names ("MSRV 1.70", "MSRV to 1.74", "python 3.12").
QUANTITY = r"(?<![\w.])(\d+(?:[.,]\d+)?)\s?(ms|sec|px|rem|kb|mb|gb|fps)(?![\w])"
ALONE_NUMBER = r"(?<![\w./:-])\d+(?:[.,]\d+)?(?![\w/:-]|\.\d)"
NAMED_SETTING = r"(?<![\w.-])([a-z][\w-]{2,30})\s+(?:to\s+|=\s*)?v?(\d+\.\d+(?:\.\d+)?)(?![\w.])"


def drop_retuned(items):
    """The items without the clauses of an older request or decision whose value a
    later one sets anew: the same unit with a new number where the later one names the
    old number too ("make it 250ms, 300 feels laggy" after "debounce the input by
    300ms"), or, in a correction, the same setting with a new value ("Actually we can
    bump MSRV to 1.74" after "keep MSRV 1.70")."""
    stated = [item for item in items if item.section == "decisions"
              or item.section in ("requests", "earlier") and item.kind in ("first", "earlier")]
    newer = stated + [item for item in items if item.kind == "last"]
    corrected = {item.when for item in stated if item.kind == "correction"}
    gone = []
    for later in newer:
        text = later.text.lower()
        # PERF: no digit, no new value (and no `re` for most requests)
        if not any(char.isdigit() for char in text):
            continue
        quantities = set(_regex(QUANTITY).findall(text))
        settings = set(_regex(NAMED_SETTING).findall(text)) if later.when in corrected else set()
        if not (quantities or settings):
            continue
        numbers = set(_regex(ALONE_NUMBER).findall(text))
        names = [name for name, _value in settings]
        for item in stated:
            if item.when >= later.when or item is later or not item.text:
                continue
            # PERF: a substring first (a session keeps 200 requests): the old number, or
            # the setting's name
            lowered = item.text.lower()
            if not (quantities and any(number in lowered for number in numbers)
                    or any(name in lowered for name in names)):
                continue
            clauses = _regex(CLAUSE_END).split(item.text)
            kept = [clause for clause in clauses
                    if not _retuned(clause.lower(), quantities, numbers, settings)]
            if len(kept) < len(clauses):
                item.text = " ".join(clause for clause in kept if clause.strip())
                if not item.text or is_acknowledgement(item.text):
                    gone.append(item)
    return [item for item in items if item not in gone]


def _retuned(clause, quantities, numbers, settings):
    """True when a later request sets what this clause set, to another value."""
    # (one the later request says again, "node 18.19 locally, 20.11 in CI", still holds)
    for number, unit in _regex(QUANTITY).findall(clause):
        if number in numbers and (number, unit) not in quantities and any(
                other_unit == unit for _other, other_unit in quantities):
            return True
    for name, value in _regex(NAMED_SETTING).findall(clause) if settings else ():
        if (name, value) not in settings and any(other == name for other, _ in settings):
            return True
    return False


# A prompt that only picks one of the options the agent just offered ("Option B", "2",
# "(c)"): alone it says nothing; the option's text is in the agent's last words before.
BARE_CHOICE = (r"^(?:(?:option|approach|plan|variant|choice|opción|opcion|方案|选项)\s*)?"
               r"\(?([a-e1-5])\)?\W*$")
CHOICE_MAX_CHARS = 80   # of the option's text (its name, where a long description follows)


def resolve_choices(items):
    """The items, with each bare choice of an option in a request or decision followed
    by what the option says: "Option B → Include password reset flow (request + reset)",
    from a table row (`| B | ... |`) or a list (`B) ...`, `2. ...`) of the agent's
    newest words before it.  A choice the agent's words do not list stays as it is."""
    said = sorted((item for item in items if item.kind == "said"), key=lambda item: item.when)
    if not said:
        return items
    for item in items:
        if item.section not in ("requests", "earlier", "decisions") or len(item.text) > 24:
            continue
        choice = _regex(BARE_CHOICE).match(item.text.strip())
        # (a replayed transcript stamps a turn's end with the next prompt's time)
        before = [other for other in said if other.when <= item.when]
        option = choice and before and offered_option(before[-1].text, choice.group(1))
        if option:
            item.text = "%s → %s" % (item.text.strip().rstrip(".!"), option)
    return items


def offered_option(text, choice):
    """What option `choice` ("B", "2") says in the agent's words, or None: its table
    row's next cell, or its list entry (up to the next one) when the next or the one
    before is listed too."""
    import re
    mark = re.escape(choice)
    row = re.search(r"\|\s*(?:option\s*)?\**%s\**\s*\|\s*([^|]{3,}?)\s*\|" % mark, text, re.I)
    if row:
        return option_name(row.group(1))
    entry = r"(?:^|\s)(?:option\s*|方案|选项)?\(?\**%s\**(?:[).:]\**\s+|[：、）]\s*)"
    found = re.search(entry % mark, text, re.I)
    if not found:
        return None
    order = "abcde" if choice.isalpha() else "12345"
    at = order.index(choice.lower())
    neighbours = [order[at + step] for step in (1, -1) if 0 <= at + step < len(order)]
    following = re.search(entry % ("[%s]" % "".join(neighbours)), text[found.end():], re.I)
    preceding = re.search(entry % ("[%s]" % "".join(neighbours)), text[:found.start() + 1], re.I)
    if not (following or preceding):
        return None
    end = found.end() + following.start() if following else len(text)
    return option_name(text[found.end():end])


def option_name(text):
    """An option's text, cut to its name: in Chinese or Japanese, where words have no
    spaces between them, up to the first space (a line break, stored as one);
    elsewhere up to CHOICE_MAX_CHARS."""
    name = text.strip()
    head = name.split(None, 1)[0] if name else ""
    if len(head) >= 3 and any(_is_cjk(char) for char in head):
        name = head
    return one_line(name, CHOICE_MAX_CHARS) or None


ENVIRONMENT_FIRST = 3  # environment settings among the essentials (the newest)


def essentials(items):
    """The few items any snapshot opens with, whatever the budget: the current
    request, the task in progress, the newest decision, the newest open error and the
    branch (each the newest of its kind), and the environment the session switched to
    (a kube context, a cloud profile: the next command runs there)."""
    kinds = (lambda item: item.kind == "last",
             lambda item: item.kind == "task:in_progress",
             lambda item: item.section == "decisions",
             lambda item: item.kind == "error",
             lambda item: item.kind == "branch")
    picks = []
    for kind in kinds:
        candidates = [item for item in items if kind(item)]
        if candidates:
            picks.append(max(candidates, key=lambda item: item.when))
    environment = [item for item in items if item.section == "environment"]
    return picks + sorted(environment, key=lambda item: -item.when)[:ENVIRONMENT_FIRST]


# -- packing by value per byte -----------------------------------------------------------
# What each item is worth to someone resuming the session: about how many of the facts
# they need it holds.  Items of one kind lose value with age (the tenth file is worth
# less than the newest), and a long text is packed sentence by sentence: its first
# sentence, and those that instruct (a rule, a number, a name, a path), before its
# others.  Items then go in by value per byte, so at any budget the snapshot holds the
# most of what a developer would lose without it; a sentence said once is not said again.

# (section, tag, or None for any tag) -> (value of the newest item, factor per older one)
ITEM_VALUES = {
    ("requests", "last"): (1.0, 1.0), ("requests", "first"): (0.55, 1.0),
    ("earlier", None): (0.6, 0.88), ("progress", None): (0.6, 0.8),
    ("progress", "noted"): (0.4, 0.8),
    ("changes", None): (0.8, 0.9), ("plan", None): (0.7, 0.8), ("rules", None): (0.3, 0.8),
    ("decisions", None): (0.75, 0.93), ("errors", "error"): (0.8, 0.75),
    ("errors", "fixed"): (0.3, 0.7), ("git", "branch"): (0.9, 1.0), ("git", None): (0.3, 0.6),
    ("environment", None): (0.6, 0.7), ("subagents", None): (0.3, 0.6), ("mcp", None): (0.2, 0.6),
    ("skills", None): (0.2, 0.6), ("commands", None): (0.3, 0.7), ("refs", None): (0.2, 0.6),
    ("context", None): (0.1, 0.5),
}
TASK_VALUES = {"in_progress": (0.9, 0.9), "pending": (0.6, 0.9)}
DONE_TASK_VALUE = (0.15, 0.7)
EDITED_FILE_VALUE, READ_FILE_VALUE = (0.5, 0.88), (0.15, 0.7)
ADDED_NAMES_VALUE = (0.3, 1.0)  # the names the newest change brought in (see names_added)
CHANGE_VALUE = (0.2, 0.7)      # the lines an edited file's newest change brought in
OTHER_VALUE = (0.1, 0.5)       # a kind the table does not name
SAID_BEFORE_ASKED = 0.3        # what the assistant said before the user's newest request
                               # (which may say it was wrong: "still broken")
ESSENTIAL_VALUE = 1000.0       # per byte, an essential's first unit: it goes in first
SPLIT_TEXT_BYTES = 160         # a text longer than this is packed sentence by sentence
SPLIT_SECTIONS = frozenset(("requests", "earlier", "progress", "decisions"))  # ... of these
SENTENCE_MAX_CHARS = 240       # a sentence longer than this is cut (its head kept)
SENTENCE_GAP = " … "           # between two sentences of one text that are not neighbours
SAID_ONCE_CHARS = 12           # a shorter text may well be said twice ("fix it")
PROSE_SECTIONS = frozenset(("requests", "earlier", "progress", "decisions", "tasks"))
# A sentence's share of its item's value: the first; one that instructs (see instructs);
# any other; one too short to say anything ("Thanks!").
FIRST_SENTENCE, INSTRUCTING_SENTENCE, OTHER_SENTENCE, EMPTY_SENTENCE = 1.0, 0.75, 0.3, 0.05
# Where a folded text splits: sentence ends (not "1." of a list), and the list markers
# its lines began with; a part shorter than PART_MIN_CHARS joins the next one.
TEXT_PARTS = r"(?<=[^\s\d][.!?])\s+|(?<=[。！？])|\n+|\s+(?=(?:[-*•]|\d{1,2}[.)])\s)"
PART_MIN_CHARS = 24
SHARED_PARTS = 8  # a text of more parts gives each a share of SHARED_PARTS / its parts
SHARED_TEXT_CHARS = 400  # a prompt shorter than this has too few parts to share
CUT_PART_MIN_CHARS = 40  # a text's last part cut shorter than this when stored says nothing
LIST_MARKS = ("- ", "* ", "• ")


def item_values(items):
    """{id(item): value}: its kind's value, decayed by the newer items of its kind."""
    def kind_of(item):
        if item.section == "tasks":
            status = item.kind.partition(":")[2]
            return ("tasks", status), TASK_VALUES.get(status, DONE_TASK_VALUE)
        if item.section == "files" and item.kind == "file:added":
            return ("files", "added"), ADDED_NAMES_VALUE
        if item.section == "files" and item.kind == "file:change":
            return ("files", "change"), CHANGE_VALUE
        if item.section == "files":
            edited = item.kind == "file:edited"
            return ("files", edited), EDITED_FILE_VALUE if edited else READ_FILE_VALUE
        key = (item.section, item.kind)
        return key, ITEM_VALUES.get(key) or ITEM_VALUES.get((item.section, None), OTHER_VALUE)
    values, seen = {}, {}
    asked = max((item.when for item in items if item.kind == "last"), default=None)
    for item in sorted(items, key=lambda item: -item.when):
        kind, (value, decay) = kind_of(item)
        values[id(item)] = value * decay ** seen.get(kind, 0) * item.share
        seen[kind] = seen.get(kind, 0) + item.share  # (a shared rule pushes the older less)
        if item.section in ("requests", "earlier") and item.kind != "last" and (
                reports_error(item.text) or says_nothing_alone(item.text)):
            # a problem reported, and the session moved on; or a reply that needed the
            # question it answered ("F", "merge", "c'est bon", "[Image #1]")
            values[id(item)] *= EMPTY_SENTENCE
        if item.section == "progress" and asked is not None and item.when < asked:
            values[id(item)] *= SAID_BEFORE_ASKED
        if item.section == "progress" and says_nothing_alone(item.text):
            values[id(item)] *= EMPTY_SENTENCE  # "🎉", "Done."
        if item.section == "errors" and says_little(item):
            values[id(item)] *= SAYS_LITTLE
    # The words the turn in progress ended on (a compaction comes mid-turn): what the
    # assistant was doing, worth a turn's last words.
    newest = max((item for item in items if item.section == "progress"), default=None,
                 key=lambda item: item.when)
    if newest is not None and newest.kind == "noted" and (asked is None or newest.when >= asked):
        values[id(newest)] = max(values[id(newest)], ITEM_VALUES[("progress", None)][0])
    task = standing_request(items)
    if task is not None:
        values[id(task)] = max(values[id(task)], STANDING_REQUEST_VALUE)
    # A file the work is on now: named by the current request, the newest open error or
    # the newest progress note ("looking at OrderHistoryScreen.kt line 57").
    current = []
    for names_the_work in NAMING_THE_WORK:
        newest = max((item for item in items if names_the_work(item)), default=None,
                     key=lambda item: item.when)
        current.append(newest.text if newest is not None else "")
    current = " ".join(current)
    for item in items:
        if item.section == "files" and item.kind == "file:edited":
            name = item.text.rpartition("/")[2]
            if len(name) >= FILE_NAME_MIN_CHARS and name in current:
                values[id(item)] = max(values[id(item)], FILE_IN_HAND_VALUE)
    return values


def says_nothing_alone(text):
    """True for a text too short to say anything without what it answered: two words
    at most ("merge", "c'est bon", "F", "Done."), two Chinese or Japanese characters
    ("好的"), or none at all ("🎉"), once the images it attached ("[Image #1]") are
    left out."""
    words = [word for word in text.split() if not word.startswith(("[Image", "#"))
             and any(char.isalnum() for char in word)]
    if any(_is_cjk(char) for char in text):
        return sum(char.isalnum() for word in words for char in word) <= 2
    return len(words) <= 2 and len(" ".join(words)) <= SAID_ONCE_CHARS


# What an agent says when it believes a problem solved: once the user's newest request
# reports it still broken, the claim before it is what is stale.
SUCCESS_CLAIMS = ("resolved", "solved", "fixed", "works now", "working now", "now works", "🎉",
                  "resolvido", "corrigido", "résolu", "corrigé", "behoben", "gelöst",
                  "solucionado", "arreglado", "risolto", "исправлен", "решен", "已解决",
                  "已修复", "修复完成", "解決しました", "修正しました", "해결")


# Words of a report that a problem is still there ("still", "mesmo fazendo", "又"),
# in the languages prompts come in.
PERSISTING_WORDS = ("still", "again", "same error", "same problem", "ainda", "mesmo", "de novo",
                    "novamente", "toujours", "encore", "immer noch", "wieder", "todavía",
                    "sigue", "otra vez", "ancora", "всё ещё", "все еще", "опять", "снова",
                    "还是", "依然", "仍然", "又", "まだ", "また", "여전히", "다시", "vẫn")


def says_it_persists(text):
    lowered = text.lower()
    return any(word in lowered for word in PERSISTING_WORDS)


def claims_success(text):
    lowered = text.lower()
    return any(claim in lowered for claim in SUCCESS_CLAIMS)


def says_little(item):
    """True for an error line that names neither its whole command nor what went wrong
    (`<error cmd="python3 -c …" exit="49"/>`, `<fixed cmd="node -e …">succeeded
    later</fixed>`): the snapshot cannot say what to do about it."""
    command = dict(item.attrs).get("cmd") or ""
    elided = command.endswith("…") or not command and not dict(item.attrs).get("target")
    return elided and (not item.text or item.text == "succeeded later")


SAYS_LITTLE = 0.3
STANDING_REQUEST_VALUE = 0.9
REQUEST_MIN_CHARS = 60  # a shorter last request follows one up ("ok, start", "go on with T035")


def standing_request(items):
    """The newest earlier request the user wrote out, when the last one only follows it
    up: a short word ("ja das will ich", "jetzt mit task T035 weiter"), a question, or
    a program's output pasted (`ERROR: Cannot install ...`): the work is still on it.
    None when the last request says the work itself."""
    last = next((item for item in items if item.kind == "last"), None)
    if last is None or (text_weight(last.text) >= REQUEST_MIN_CHARS and is_written(last.text)
                        and not reports_error(last.text) and not last.text.endswith(("?", "？"))):
        return None
    earlier = sorted((item for item in items if item.kind == "earlier"),
                     key=lambda item: -item.when)
    return next((item for item in earlier if text_weight(item.text) >= REQUEST_MIN_CHARS
                 and is_written(item.text) and not reports_error(item.text)
                 and not item.text.rstrip().endswith(("?", "？"))), None)


def text_weight(text):
    """How much a text can say, in Latin letters: a Chinese or Japanese character says
    about what two do ("补充必要的单元测试" is "add the unit tests needed")."""
    return len(text) + sum(1 for char in text if char >= "\u3040" and _is_cjk(char)
                           and not "\uac00" <= char <= "\ud7af")  # (Korean has spaces)


# The items that say what the work is on now (each the newest of its kind), and the
# value of an edited file they name.
NAMING_THE_WORK = (lambda item: item.kind == "last", lambda item: item.kind == "error",
                   lambda item: item.section == "progress")
FILE_IN_HAND_VALUE = 0.7
FILE_NAME_MIN_CHARS = 5   # a name shorter than this ("a.py") is found in too many texts


# A symptom the user sees ("nothing happened", "doesn't work", 没有反应, 動作しない): a
# report, and no rule however negated it reads.
SYMPTOMS = ("nothing happen", "doesn't work", "does not work", "not working", "isn't working",
            "no funciona", "não funciona", "non funziona", "ne marche pas", "ne fonctionne pas",
            "funktioniert nicht", "не работает", "没反应", "没有反应", "不起作用", "不生效",
            "動かない", "反応しない", "動作しない", "動作しません", "작동하지 않", "작동 안")
# Words of an error report: a request that pasted one asked to fix it, and once the
# session moved on (a newer request) it is most likely fixed.
ERROR_REPORT_WORDS = ("error", "exception", "traceback", "failed", "failure", "not found",
                      "not allowed", "cannot ", "can't ", "unable to", "❌", "失败", "错误", "报错",
                      "エラー", "失敗", "ошибк", "erro", "erreur", "fehler", "fallo", "lỗi", "오류",
                      ) + SYMPTOMS + (
                      # ... or that it still is: "still failing", "ainda não", "还是不行"
                      "still broken", "still fail", "still not", "still doesn't", "still the same",
                      "doesn't load", "won't load", "stuck on", "ainda não", "não sai",
                      "não carrega", "todavía no", "sigue sin", "toujours pas",
                      "immer noch nicht", "还是不行", "还是没", "依然没", "仍然没", "まだ直ら", "여전히",
                      # ... or what the user sees go wrong: "disappears after some milliseconds"
                      "disappears", "vanishes", "flickers", "doesn't show", "does not show",
                      "not showing", "isn't showing", "doesn't appear", "does not appear",
                      "não aparece", "desaparece", "disparaît", "verschwindet", "不显示", "表示されない",
                      # ... it crashes, hangs, times out, shows a gateway error or a blank
                      # screen (as happened: "crash reporting", "请把超时改成 30 秒" ask for a
                      # feature or a setting; "travail", "совпадает" hold "trava", "падает")
                      "crashes", "crashed", "crashing", "timed out", " hangs", "freezes",
                      "bad gateway", "blank screen", "white screen", "se cuelga",
                      "pantalla en blanco", "travou", "travando", "tela branca", "stürzt ab",
                      "écran blanc", " падает", "зависает", "вылетает", "崩溃", "闪退", "卡死",
                      "超时了", "白屏了", "出现白屏", "クラッシュし", "タイムアウトし", "真っ白",
                      "멈췄", "bị treo")


def reports_error(sentence):
    lowered = sentence.lower()
    if not any(word in lowered for word in ERROR_REPORT_WORDS):
        return False
    # "run the build, fix the errors and rerun": a request to fix that names no error
    # (its message would follow a colon or a quote) is the work, not a report of it
    if any(mark in lowered for mark in ':："`'):
        return True
    asked = _regex(FIX_REQUEST).sub(" ", lowered)  # (unchanged: no request to fix in it)
    return asked == lowered or any(word in asked for word in ERROR_REPORT_WORDS)


FIX_REQUEST = (r"\b(?:fix|resolve|solve|address|clean up|corrige|corrija|arregla|behebe)\b"
               r"[^.!?\n\"'`]{0,30}\b(?:errors?|warnings?|erros?|errores|erreurs|fehler)\b"
               r"|(?:修复|解决)[^。！？\n]{0,10}(?:错误|报错)")


def instructs(sentence):
    """True for a sentence that says what to do or not to: a rule, a decision, a
    correction, a number, a name in code, a path, a quote."""
    if any(char.isdigit() for char in sentence) or any(mark in sentence for mark in "`\"'/_=<>#@"):
        return True
    said = _regex(INTERJECTION).sub("", sentence, count=1) or sentence
    return any(_regex(pattern).search(said) for _kind, pattern in PROMPT_PATTERNS)


def text_parts(text):
    """A text's sentences (and list entries), each at most SENTENCE_MAX_CHARS."""
    parts = []
    for part in _regex(TEXT_PARTS).split(text):
        part = (part or "").strip()
        if parts and len(parts[-1]) < PART_MIN_CHARS and not parts[-1].startswith(LIST_MARKS):
            parts[-1] = (parts[-1] + " " + part).strip()  # (a list's entry is one however short)
        elif part:
            parts.append(part)
    return [part if len(part) <= SENTENCE_MAX_CHARS
            else part[:SENTENCE_MAX_CHARS - 1].rsplit(" ", 1)[0].rstrip() + "…" for part in parts]


class Unit:
    """A whole piece of an item the packer may choose: the item itself (`rendered`), or
    one sentence of its text (`index`)."""
    __slots__ = ("item", "index", "text", "rendered", "value", "size", "said")

    def __init__(self, item, index, text, rendered, value, size):
        self.item, self.index, self.text, self.rendered = item, index, text, rendered
        self.value, self.size = value, size
        said = " ".join(text.lower().split()).rstrip(".!?。！？… ")
        # What a prose item says, to say it once (a file or a command is no prose).
        prose = item.section in PROSE_SECTIONS
        self.said = said if len(said) >= SAID_ONCE_CHARS and prose else None


def item_units(item, value, limit, style):
    """The units of one item: its sentences, when its text is long; else the item
    whole (shortened to `limit` bytes when it is longer)."""
    if item.section in SPLIT_SECTIONS and style.size(clean_text(item.text)) > SPLIT_TEXT_BYTES:
        parts = text_parts(item.text)
        if len(parts) > 1:
            bare = style.size(style.item("x", (), "-"))
            opening = FIRST_SENTENCE if item.section != "progress" else INSTRUCTING_SENTENCE
            settled = item.kind in ("first", "earlier")  # a newer request came after it
            # In a request, a line a program printed: pasted (a log's, a chat's lines
            # come back: said twice in one request).
            pasted = {part for part in parts if parts.count(part) > 1} | {
                part for part in parts if looks_pasted(part)} if item.section in (
                "requests", "earlier") else ()
            units = []
            # A long text's parts share its worth: a pasted document of a hundred list
            # entries is not worth a hundred requests.
            spread = min(1.0, float(SHARED_PARTS) / len(parts))
            for index, part in enumerate(parts):
                if not any(char.isalnum() for char in part) or (
                        index == len(parts) - 1 and part.endswith("…")
                        and len(part) < CUT_PART_MIN_CHARS):
                    continue  # "🎉", "---"; "2. Pegar o p…" where the text was cut when stored
                share = (EMPTY_SENTENCE if settled and reports_error(part) or part in pasted
                         or is_heading(part) else opening if index == 0
                         else INSTRUCTING_SENTENCE if instructs(part)
                         else OTHER_SENTENCE if len(part) > SAID_ONCE_CHARS else EMPTY_SENTENCE)
                size = style.size(style.item("x", (), part)) - bare + 1
                units.append(Unit(item, index, part, None, value * share * spread, size))
            return units
    rendered = item.shortened(limit, style)
    if rendered is None:
        return []
    return [Unit(item, None, item.text, rendered, value, style.size(rendered) + 1)]


def _said_by(unit, said):
    """True when a chosen unit already says what this one says."""
    return unit.said is not None and any(
        unit.said in other or (other in unit.said and len(other) * 10 >= len(unit.said) * 6)
        for other in said)


def pack(items, budget=DEFAULT_BUDGET, style=XmlStyle, plain=False, more=None):
    """The snapshot of these items in at most `budget` bytes as the model receives it
    (in XmlStyle always well-formed XML): the first unit of each essential (each in at
    most a fifth of the budget), then the units of every item (see item_units) by value
    per byte while they fit.  A unit that says what a chosen one says is left out.
    `more`: a last line saying where the rest is, when something did not fit (its
    bytes are kept for it).  `plain`: whole items in rank order only (bench's
    baselines)."""
    import heapq
    budget = max(int(budget), MIN_BUDGET)
    if plain:
        return pack_in_rank_order(items, budget, style)
    item_limit = max(160, ITEM_MAX_BYTES * min(budget, DEFAULT_BUDGET) // DEFAULT_BUDGET)
    values = item_values(items)
    # The essentials in their order (the current request before a decision it states).
    first = {id(item): number for number, item in enumerate(reversed(essentials(items)), 1)}
    essential_limit = max(budget // 5, MIN_ITEM_BYTES * 4)
    units = []
    for item in items:
        essential = id(item) in first
        for unit in item_units(item, values[id(item)], essential_limit if essential else item_limit,
                               style):
            if essential and unit.index in (None, 0):
                unit.value = ESSENTIAL_VALUE * first[id(item)] * max(unit.size, 1)
            units.append(unit)
    markup = {id(item): style.size(item.render("-", style)) for item in items}
    wrappers = {section: style.size("".join(style.section(SECTION_WRAPPER[section])))
                for section in {item.section for item in items}}
    gap = style.size(SENTENCE_GAP)
    more_line = style.item("more", (), more) + "\n" if more else ""
    used = style.size(style.head + style.tail + more_line)
    chosen, opened, sections, said, left_out = [], set(), set(), [], False

    def cost(unit):
        """Its bytes, with its item's markup and its section's wrapper if not yet paid."""
        own = 0 if unit.index is None else gap if id(unit.item) in opened else markup[id(unit.item)]
        wrapper = 0 if unit.item.section in sections else wrappers[unit.item.section]
        return unit.size + own + wrapper

    def score(unit):
        return unit.value / max(cost(unit), 1)

    # PERF: a heap, looked at again only where costs fell (a section or an item opened).
    heap = [(-score(unit), number, unit) for number, unit in enumerate(units)]
    heapq.heapify(heap)
    taken = set()
    while heap:
        stored, number, unit = heapq.heappop(heap)
        if number in taken:
            continue
        if -stored < score(unit) - 1e-12:
            heapq.heappush(heap, (-score(unit), number, unit))  # cheaper now: in its place
            continue
        taken.add(number)
        size = cost(unit)
        if used + size > budget:
            left_out = True
            continue
        if _said_by(unit, said):
            continue
        used += size
        section_opens = unit.item.section not in sections
        item_opens = unit.index is not None and id(unit.item) not in opened
        sections.add(unit.item.section)
        if unit.index is not None:
            opened.add(id(unit.item))
        chosen.append(unit)
        if unit.said:
            said.append(unit.said)
        if section_opens or item_opens:
            for other_number, other in enumerate(units):
                if other_number not in taken and (
                        other.item.section == unit.item.section if section_opens
                        else other.item is unit.item):
                    heapq.heappush(heap, (-score(other), other_number, other))
    text = render_units(chosen, style, {id(item): number for number, item in enumerate(items)})
    if left_out and more_line:
        text = text[:len(text) - len(style.tail)] + more_line + style.tail
    return text


def render_units(chosen, style, order):
    """The snapshot of the chosen units: sections in their order, items by rank and
    age (then as `order` has them), the sentences of one text in their order (…
    where some were left out)."""
    by_item, by_section = {}, {}
    for unit in chosen:
        if id(unit.item) not in by_item:
            by_item[id(unit.item)] = []
            by_section.setdefault(unit.item.section, []).append(unit.item)
        by_item[id(unit.item)].append(unit)
    parts = [style.head]
    for section in sorted(by_section, key=SECTION_ORDER.get):
        opening, closing = style.section(SECTION_WRAPPER[section])
        parts.append(opening)
        for item in sorted(by_section[section], key=lambda item: (item.rank, -item.when,
                                                                   order[id(item)])):
            units = sorted(by_item[id(item)], key=lambda unit: unit.index or 0)
            if units[0].index is None:
                parts.append(units[0].rendered + "\n")
                continue
            text = units[0].text
            for before, unit in zip(units, units[1:]):
                text += (" " if unit.index == before.index + 1 else SENTENCE_GAP) + unit.text
            parts.append(item.render(text, style) + "\n")
        parts.append(closing)
    parts.append(style.tail)
    return "".join(parts)


def pack_in_rank_order(items, budget, style):
    """Whole items in rank order (newest first within a rank) while they fit, an item
    too long on its own shortened inside its text: the simpler strategy bench compares
    with (with every item as one event, that is its 'recent' and 'tiers' baselines)."""
    used = style.size(style.head + style.tail)
    chosen, said, packed = {}, [], set()
    item_limit = max(160, ITEM_MAX_BYTES * min(budget, DEFAULT_BUDGET) // DEFAULT_BUDGET)
    for item in sorted(items, key=lambda item: (item.rank, -item.when)):
        if id(item) in packed or (item.text and item.section in ("requests", "earlier", "decisions")
                                  and any(
                item.text in other and len(item.text) * 10 >= len(other) * 6 for other in said)):
            continue
        wrapper = "".join(style.section(SECTION_WRAPPER[item.section]))
        overhead = 0 if item.section in chosen else style.size(wrapper)
        limit = min(budget - used - overhead, item_limit)
        rendered = item.shortened(limit, style) if limit > 0 else None
        if rendered is None:
            continue
        packed.add(id(item))
        said.append(item.text)
        chosen.setdefault(item.section, []).append((item, rendered))
        used += overhead + style.size(rendered) + 1
    parts = [style.head]
    for section in sorted(chosen, key=SECTION_ORDER.get):
        opening, closing = style.section(SECTION_WRAPPER[section])
        parts.append(opening)
        entries = sorted(chosen[section], key=lambda entry: (entry[0].rank, -entry[0].when))
        parts.extend(rendered + "\n" for _item, rendered in entries)
        parts.append(closing)
    parts.append(style.tail)
    return "".join(parts)


def snapshot_rows(store, session_id, limit, edited_first, since=0, other_limit=None):
    """The rows a snapshot is built from (stored after `since`): the session's, and
    those of the sessions it resumes under a new id (their rows count where it has
    none of its own, and their first request is the first)."""
    rows = store.rows(session_id, limit, edited_first, stored_after=since,
                      other_limit=other_limit)
    for ancestor in store.resumed_chain(session_id):
        older = store.rows(ancestor, limit, edited_first, stored_after=since,
                           other_limit=other_limit)
        if any(row[0] == "prompt_first" for row in older):
            rows = [row for row in rows if row[0] != "prompt_first"]
        own = {(row[0], row[2]) for row in rows if row[2] is not None}
        rows += [row for row in older if row[2] is None or (row[0], row[2]) not in own]
    return rows


def build_snapshot(store, session_id, budget=DEFAULT_BUDGET, style=XmlStyle, extra_items=(),
                   since=0, sections=None):
    """The snapshot of a session, or '' when nothing about it is stored: its rows ->
    items -> without what another item says -> packed into `budget` bytes.  With
    `since`, only what was stored after that time (and `extra_items`): what is new
    to an agent that was given the state then.  `sections`: only those."""
    limit = max(budget // MIN_ITEM_BYTES, 10)  # no snapshot can hold more items of one type
    # Edited files take the same share of any budget before the first request and the
    # decisions: 15 at 2 KB, 7 at 1 KB (where 15 left no room for what a user said).
    edited_first = max(1, EDITED_FILES_FIRST * budget // DEFAULT_BUDGET)
    # PERF: of any other category, what the budget holds at KIND_ITEM_BYTES an item
    rows = snapshot_rows(store, session_id, limit, edited_first, since,
                         max(budget // KIND_ITEM_BYTES, 10))
    if since:  # every request stores the first one again; it was in the state given then
        rows = [row for row in rows if row[0] != "prompt_first"]
    if not rows and not (since and extra_items):
        return ""
    session = store.session(session_id) or {}
    reloaded = AGENTS.get(session.get("agent"), AGENTS[DEFAULT_AGENT]).instruction_files
    items = rendered_items(rows, store.root, edited_first, reloaded) + list(extra_items)
    also_read = [item for item in items if item.kind == "also-read"]
    if also_read and sum(row[0] == "file" for row in rows) >= limit and not since:
        # Only `limit` file rows were read: count the files only read for real.
        named = sum(item.kind == "file:read" for item in items)
        count = store.files_only_read(session_id) - named
        also_read[0].text = ALSO_READ % (count, also_read[0].text.rpartition(" in ")[2])
    # Without the repository here (a replayed transcript): the branch the transcript
    # says it was on, where it says so at every step; else the newest move, else that.
    agent = AGENTS.get(session.get("agent"), AGENTS[DEFAULT_AGENT])
    branch = read_git_branch(store.root, store.env) or (
        agent.transcript_branch_is_current and session.get("git_branch")) or newest_branch_move(
        items) or session.get("git_branch")
    if branch and rows and (not since or any(row[0] == "git" for row in rows)):
        # The branch leads the git section: newer than any git operation.
        items.append(CATEGORIES["git"].item(max(row[6] for row in rows) + 1, "branch", (), branch))
    items = drop_outdated(items)
    if sections:
        items = [item for item in items if item.section in sections]
        if not items:
            return ""
    hint = recall_hint(store.env, agent) if budget >= RECALL_HINT_MIN_BUDGET else None
    return pack(items, budget, style, more=hint)


# The snapshot's last line when something did not fit: where the rest is.
RECALL_HINTS = {True: "ask ctxmode's recall tool", False: "run ctxmode recall WORDS"}
RECALL_HINT_MIN_BUDGET = 1024  # below, every byte goes to the state (the tool lists itself)
RECALL_SERVERS = "recall servers"  # the install state's record: {agent: where registered}


def recall_hint(env, agent):
    """The hint for `agent`: its recall tool where install registered it, else the
    command (any agent can run it through its shell)."""
    registered = as_dict(install_state(env).get(RECALL_SERVERS))
    return RECALL_HINTS[agent.name in registered]


# ---------------------------------------------------------------------------
# Settings files and the registered command
# ---------------------------------------------------------------------------
# Install patches the agents' JSON settings files; these helpers read, change and write
# them without touching anything that is not ctxmode's.

def install_dir(env):
    """Where `install` puts its stable copy of ctxmode.py."""
    base = env.get("XDG_DATA_HOME") or os.path.join(home_dir(env), ".local", "share")
    # Absolute: the registered command runs from whatever directory the agent is in.
    return os.path.abspath(os.path.join(base, "ctxmode"))


def stable_python(executable=None):
    """The interpreter to register: this one, unless it lives in a virtualenv that may
    vanish; then the base interpreter the venv was made from."""
    executable = executable or sys.executable
    if sys.prefix != sys.base_prefix and executable == sys.executable:
        for name in ("python%d.%d" % sys.version_info[:2], "python3"):
            candidate = os.path.join(sys.base_prefix, "bin", name)
            if os.access(candidate, os.X_OK):
                return candidate
    return executable


LAUNCHER = "ctxmode"           # the launcher install writes next to its copy of ctxmode.py


def launcher_text(python, module_dir):
    """The launcher: a few lines any Python can parse, that import ctxmode from
    `module_dir` and run it.  PERF: a 8,000-line file run as a script is compiled on
    every start; imported as a module it loads from its cached .pyc.  -I -S skip
    site-packages and .pth files (3.4 bare starts in `bench`), and an absolute
    interpreter skips version-manager shims (pyenv's starts a shell).  A hook that
    cannot run (an old Python, ctxmode.py gone) exits 0 silently: never break the agent."""
    import json
    return LAUNCHER_TEMPLATE % {"python": python, "floor": PYTHON_FLOOR,
                                "core_groups": hook_core_commands(),
                                "version": "%d.%d" % PYTHON_FLOOR,
                                "module_dir": json.dumps(module_dir)}


LAUNCHER_TEMPLATE = """#!%(python)s -IS
# ctxmode's launcher, written by `ctxmode install`: the agents' hooks and the
# ctxmode command run it.  A hook that cannot run exits 0; a command says why.
import sys
hook = sys.argv[1:] and sys.argv[1] != sys.argv[1].lower()  # an event name: a hook
if sys.version_info < %(floor)r:
    sys.stderr.write('' if hook else 'ctxmode: needs Python %(version)s or newer, this is'
                     ' %%d.%%d (%%s); install again with --python\\n'
                     %% (sys.version_info[0], sys.version_info[1], sys.executable))
    raise SystemExit(0 if hook else 1)
sys.path.insert(0, %(module_dir)s)
module, groups = None, %(core_groups)r
if hook and sys.argv[1] in groups:  # from its hook core (see hook_core_path), if it has one
    try:
        import marshal
        core = '%%s/__pycache__/ctxmode.%%s.core-%%s' %% (
            sys.path[0], sys.implementation.cache_tag, groups[sys.argv[1]])
        handle = open(core, 'rb')  # the rest follows the core: kept open for it
        parts = marshal.loads(handle.read(int.from_bytes(handle.read(8), 'little')))
        # the loader comes compiled (ctxmode.hook_core_module): nothing to compile here
        module = type(lambda: 0)(parts[0], {'__builtins__': __builtins__})(parts, core, handle)
    except Exception:
        module = None  # none, or not this ctxmode.py's: the whole module
if module is None:
    try:
        import ctxmode
    except Exception as error:
        sys.stderr.write('' if hook else 'ctxmode: cannot load ctxmode.py from %%s (%%s); run'
                         ' install.sh or ctxmode.py install again\\n' %% (sys.path[0], error))
        raise SystemExit(0 if hook else 1)
    module = vars(ctxmode)
module['exit_now'](module['main']())
"""


def write_launcher(directory, python, module_dir):
    """Write (atomically, executable) the launcher in `directory`; returns its path."""
    os.makedirs(directory, mode=0o755, exist_ok=True)
    path = os.path.join(directory, LAUNCHER)
    text = launcher_text(python, module_dir)
    try:
        if read_bytes(path) == text.encode("utf-8"):
            return path
    except OSError:
        pass
    temporary = "%s.tmp-%d" % (path, os.getpid())
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.chmod(temporary, 0o755)
    os.replace(temporary, path)
    return path


def launcher_module_dir(launcher):
    """Where the launcher at `launcher` imports ctxmode from (see LAUNCHER_TEMPLATE).
    Raises OSError, IndexError or ValueError for a file that is not one."""
    text = read_bytes(launcher).decode("utf-8", "replace")
    return parse_json(text.split("sys.path.insert(0, ", 1)[1].split(")\n", 1)[0])


def launcher_argv(python=None, directory=None):
    """A registered hook before its event: the interpreter and the launcher in
    `directory` (install's folder, by default), short enough to read in the agent's
    display: `/usr/bin/python3 -IS ~/.local/share/ctxmode/ctxmode PreCompact`."""
    python = python or sys.executable
    directory = directory or install_dir(os.environ)
    return [python, "-IS", os.path.join(directory, LAUNCHER)]


# ---------------------------------------------------------------------------
# Hook cores: the part of this file a hook runs
# ---------------------------------------------------------------------------
# PERF: PostToolUse runs on every tool call, and loading the whole module costs about one
# bare interpreter start (docs/internals.md, "The hook core").  So install compiles this
# file, next to its .pyc, into one file per group of hooks (HOOK_CORES): the hook core,
# what those hooks reach from main() (the top-level statements and the methods, found by
# following the names and attributes each one uses), then the rest.  The line numbers
# stay this file's.  The launcher runs a hook from its core alone, in a namespace that
# loads the rest the first time a name is missing (a cut below, or a use the analysis
# cannot see), as a class of the core does for a method it lacks and has_handler for a
# handler: slower, never wrong.  Each file carries this file's size and mtime: after an
# edit (a dotfiles pull) the launcher ignores it and imports the module.

# The capture hooks reach the database and the snapshot only for the injection after a
# compaction (Cursor's, Copilot's, Gemini's first hook after it): then they load the rest.
CAPTURE_CUTS = frozenset(("snapshot_answer", "open_store"))
# The hooks, by the core they run from: {group: (its events, the names it leaves out)}.
# A core keeps the handlers (@hook) of its own events only, but the store group's keeps
# them all: before a compaction and on a resume it replays the agent's transcript through
# every handler (catch_up_transcript), and a handler missing there would drop the replay.
HOOK_CORES = {
    "tool": (("PostToolUse", "PostToolUseFailure"), CAPTURE_CUTS),
    "prompt": (("UserPromptSubmit",), CAPTURE_CUTS),
    "quiet": (("SubagentStop", "SessionEnd", "InstructionsLoaded", "CwdChanged"), CAPTURE_CUTS),
    "store": (("SessionStart", "PreCompact", "Stop", "PostCompact"), frozenset()),
}
HOOK_CORE_CUTS = frozenset(("run_command", "cmd_mcp", "_McpArgs"))  # the commands: no hook's
HOOK_CORE_EVERY_HANDLER = "store"  # the group whose core keeps every handler (see above)
HOOK_EVENTS = frozenset(event for events, _cuts in HOOK_CORES.values() for event in events)
HOOK_CORE_ROOTS = ("main", "exit_now", "_cold_attribute", "_graft_methods")
HOOK_CORE_WHOLE = frozenset(("_ScanContext",))  # classes C code reads (json's scanner)


def hook_core_commands():
    """{event, as the registered commands name it: the group of its hook core}."""
    groups = {event: group for group, (events, _cuts) in HOOK_CORES.items() for event in events}
    groups.update((adapter.command_event(event), groups[adapter.canonical_event(event)])
                  for adapter in AGENTS.values() for event, *_ in adapter.events
                  if adapter.canonical_event(event) in groups)
    return dict(sorted(groups.items()))


def hook_core_path(script, group):
    """The file of the hook core of `group` and its rest, in `script`'s __pycache__: the
    core's size (8 bytes), the core, then the rest.  One file, replaced at once: a hook
    that loads its rest reads it from the file its core came from, whatever an install
    meanwhile writes."""
    return os.path.join(os.path.dirname(script), "__pycache__", "ctxmode.%s.core-%s"
                        % (sys.implementation.cache_tag, group))


def hook_core_stamp(script):
    """What the launcher checks a hook core against (the interpreter is in its name)."""
    status = os.stat(script)
    return (status.st_size, status.st_mtime_ns)


def hook_core_module(parts, core, handle):
    """Run by the launcher, compiled into each core file: ctxmode's globals, from the hook
    core in `parts` (read from `handle`, the open file `core`, which holds the rest
    next), or None when the core is not the module's.  A dict whose first missing name
    loads the rest (the core's cuts, or a use the analysis missed); everything it needs
    is imported here: nothing of ctxmode is loaded yet."""
    import builtins
    import marshal
    import os
    import sys
    _loader, stamp, events, code = parts
    script = os.path.join(os.path.dirname(os.path.dirname(core)), "ctxmode.py")
    status = os.stat(script)  # hook_core_stamp's, here: nothing of ctxmode is loaded yet
    if stamp != (status.st_size, status.st_mtime_ns) or sys.argv[1] not in events:
        handle.close()
        return None

    class HookCore(dict):
        missed = None

        def load_rest(self, name):
            if self.missed is None:
                self.missed = name  # run_hook logs it, unless it is a known cut
                with handle:
                    exec(marshal.loads(handle.read()), self)

        def __missing__(self, name):
            self.load_rest(name)
            if name not in self:  # (a dict's own [] would come back here)
                raise KeyError(name)
            return self.get(name)

    module = HookCore((name, value) for name, value in vars(builtins).items()
                      if not name.startswith("__"))  # found at once, not missing
    module.update(__name__="ctxmode", __file__=script, load_rest_of_module=module.load_rest)
    exec(code, module)
    return module


def build_hook_core(script):
    """Write the hook cores of `script` with their rests.  Raises OSError or SyntaxError
    (install then goes on: the hooks import the whole module)."""
    import marshal
    source = read_bytes(script).decode("utf-8")
    stamp = hook_core_stamp(script)
    commands = hook_core_commands()
    for group in HOOK_CORES:
        path = hook_core_path(script, group)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        events = tuple(event for event, its in commands.items() if its == group)
        core, rest = split_hook_core(source, group, script)
        core = marshal.dumps((hook_core_module.__code__, stamp, events, core))
        temporary = "%s.tmp-%d" % (path, os.getpid())
        with open(temporary, "wb") as handle:
            handle.write(len(core).to_bytes(8, "little") + core + marshal.dumps(rest))
        os.replace(temporary, path)


def split_hook_core(source, group, filename="ctxmode.py"):
    """(core, rest): the code objects of the two parts of `source` for the hooks of
    `group`.  In the rest, a class of the core is a class of its missing methods that
    _graft_methods adds to it."""
    import ast
    if _LAST_SPLIT[0] != source:  # install, then the tests' many installs: split once
        tree = ast.parse(source, filename)
        graph = HookCoreGraph(source, [statement for statement in tree.body
                                       if not _is_main_guard(statement)])
        parts = {name: _hook_core_parts(graph, HOOK_EVENTS if name == HOOK_CORE_EVERY_HANDLER
                                        else events, cuts, ast)
                 for name, (events, cuts) in HOOK_CORES.items()}
        _LAST_SPLIT[:] = [source, parts, {name: tuple(compile(
            ast.Module(body=part, type_ignores=[]), filename, "exec", dont_inherit=True)
            for part in both) for name, both in parts.items()}]
    return tuple(_renamed(code, filename) for code in _LAST_SPLIT[2][group])


# (source, {group: (core statements, rest statements)}, {group: (core, rest) compiled})
_LAST_SPLIT = [None, None, None]


def _renamed(code, filename):
    """`code` and the code in it, compiled from `filename`."""
    if code.co_filename == filename:
        return code
    return code.replace(co_filename=filename, co_consts=tuple(
        _renamed(const, filename) if isinstance(const, type(code)) else const
        for const in code.co_consts))


def _hook_core_parts(graph, events, cuts, ast):
    """(core, rest): the statements of each part for the hooks of `events`, the names
    in `cuts` (and HOOK_CORE_CUTS) left out."""
    kept, kept_methods = graph.closure(events, HOOK_CORE_CUTS | cuts)
    core, rest = [], []
    for index, statement in enumerate(graph.statements):
        cold = [method for method in graph.methods[index] if id(method) not in kept_methods]
        if index not in kept:
            rest.append(statement)
        elif cold:
            core.append(_without_methods(statement, cold, ast))
            rest.extend(_graft_methods_of(statement, cold, ast))
        else:
            core.append(statement)
    return core, rest


def _without_methods(statement, methods, ast):
    """A copy of the class `statement` without `methods`, whose __getattr__ finds them."""
    import copy
    trimmed = copy.copy(statement)
    lookup = ast.parse("def __getattr__(self, name):\n    return _cold_attribute(self, name)\n")
    trimmed.body = [member for member in statement.body if member not in methods]
    trimmed.body.append(ast.increment_lineno(lookup, statement.lineno - 1).body[0])
    return trimmed


def _graft_methods_of(statement, methods, ast):
    """The statements that add `methods` to their class in the core, on its line."""
    import copy
    holder = copy.copy(statement)  # every field an interpreter's ClassDef has
    holder.name, holder.body = "_ColdMethods", methods
    holder.bases, holder.keywords, holder.decorator_list = [], [], []
    graft = ast.parse("_graft_methods(%s, _ColdMethods)" % statement.name).body[0]
    for node in ast.walk(graft):
        ast.copy_location(node, statement)
    return [holder, graft]


def _graft_methods(cls, holder):
    """Give the core's class `cls` the methods the hook core left out (in the rest)."""
    for name, value in vars(holder).items():
        if not name.startswith("__"):
            setattr(cls, name, value)


def _cold_attribute(instance, name):
    """An attribute of a class in the hook core that it left out: the rest of the module
    (loaded by the launcher's namespace) grafts it back."""
    load = globals().get("load_rest_of_module")
    if load is None or name.startswith("__"):
        raise AttributeError(name)
    load(type(instance).__name__ + "." + name)
    return object.__getattribute__(instance, name)


def _is_main_guard(statement):
    import ast
    return isinstance(statement, ast.If) and "__main__" in ast.dump(statement.test)


class HookCoreGraph:
    """What each top-level statement and method uses and fills, and what a group of
    hooks reaches.  A statement brings the definitions of the names it uses (but the
    group's cuts) and the statements that fill the tables it defines (registrations:
    @extracts, @registered, @hook for the core's events only, `TABLE[key] = ...`); a
    kept class keeps the methods named by an attribute or a string anywhere kept, and
    an attribute used brings what sets it in a table's entries (@renders sets
    CATEGORIES[name].renderer: kept where `.renderer` is read)."""

    def __init__(self, source, statements):
        import ast
        import symtable
        self.statements, lines = statements, source.splitlines(True)
        scopes = {(table.get_name(), table.get_lineno()): table
                  for table in symtable.symtable(source, "ctxmode.py", "exec").get_children()}
        self.definers, self.fillers, self.defines = {}, {}, []
        self.uses, self.methods, self.named, self.hooks = [], [], {}, {}
        decorators = {getattr(decorator, "func", decorator) for statement in statements
                      for decorator in getattr(statement, "decorator_list", ())}
        decorators = {decorator.id for decorator in decorators if isinstance(decorator, ast.Name)}
        for index, statement in enumerate(statements):
            segment = "".join(lines[statement.lineno - 1:statement.end_lineno])
            defined, filled, self.hooks[index] = _statement_effects(statement, segment,
                                                                    decorators, ast)
            self.defines.append(defined)
            for name in defined:
                self.definers.setdefault(name, []).append(index)
            for name in filled:
                self.fillers.setdefault(name, []).append(index)
            table = scopes.get((getattr(statement, "name", None), statement.lineno))
            methods = _splittable_methods(statement, table, ast)
            self.methods.append([method for method, _ in methods])
            for method, method_table in methods:
                self.named[id(method)] = _global_uses(method_table) | _attributes(method, ast)
            skipped = {id(method) for method, _ in methods}
            uses = _statement_uses(statement, table, skipped, ast) | _attributes(
                statement, ast, skipped)
            self.uses.append(uses - defined)

    def closure(self, events, cuts):
        """(indexes of the statements kept, ids of the methods kept) for the hooks of
        `events`, the names in `cuts` not followed."""
        import ast
        todo = [index for name in HOOK_CORE_ROOTS for index in self.definers[name]]
        todo += [index for index, statement in enumerate(self.statements)
                 if index == 0 or isinstance(statement, (ast.Import, ast.ImportFrom))]
        kept, kept_methods, used, waiting = set(), set(), set(), {}
        while todo:
            item = todo.pop()
            if isinstance(item, int):
                if item in kept:
                    continue
                kept.add(item)
                uses = self.uses[item]
                for name in self.defines[item]:
                    todo += [index for index in self.fillers.get(name, ())
                             if name != "hook" or set(self.hooks[index]) & set(events)]
                for method in self.methods[item]:  # kept once an attribute names it
                    waiting.setdefault(method.name, []).append(method)
                    if method.name in used:
                        todo.append(method)
            elif id(item) not in kept_methods:
                kept_methods.add(id(item))
                uses = self.named[id(item)]
            else:
                continue
            for name in uses - used:
                todo += waiting.get(name, []) + self.fillers.get("." + name, [])
                if name not in cuts:
                    todo += self.definers.get(name, ())
            used |= uses
        return kept, kept_methods


def _splittable_methods(statement, table, ast):
    """[(method, its symbol table)] of a class the core may leave out: functions, static
    and class methods (no other decorator, no super(), not a dunder, no private
    `__name`: compiled in the rest's holder class, it would be mangled for that one)."""
    if not isinstance(statement, ast.ClassDef) or table is None or (
            statement.name in HOOK_CORE_WHOLE):
        return []
    scopes = {(child.get_name(), child.get_lineno()): child for child in table.get_children()}
    found = []
    for member in statement.body:
        child = scopes.get((getattr(member, "name", None), getattr(member, "lineno", 0)))
        if (isinstance(member, ast.FunctionDef) and child is not None
                and all(isinstance(decorator, ast.Name) and decorator.id in (
                    "staticmethod", "classmethod") for decorator in member.decorator_list)
                and not member.name.startswith("__")
                and not any(isinstance(node, ast.Name) and node.id in ("super", "__class__")
                            or _private(getattr(node, "attr", getattr(node, "id", "")))
                            for node in ast.walk(member))):
            found.append((member, child))
    return found


def _private(name):
    """True for a name Python mangles in a class body (`__cache`, not `__init__`)."""
    return name.startswith("__") and not name.endswith("__")


def _attributes(node, ast, skipped=()):
    """The attribute names read and the identifier-like strings in `node` (getattr(x,
    "name")), outside the methods in `skipped` (ids).  An attribute only set is not
    read (`self.renderer = None` needs no renderer), but `x.total += 1` reads it; nor
    are the names in __slots__."""
    found, todo = set(), [node]
    while todo:
        node = todo.pop()
        if id(node) in skipped or isinstance(node, ast.Assign) and [
                getattr(target, "id", None) for target in node.targets] == ["__slots__"]:
            continue
        if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Attribute):
            found.add(node.target.attr)
        if isinstance(node, ast.Attribute) and not isinstance(node.ctx, ast.Store):
            found.add(node.attr)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and (
                node.value.isidentifier()):
            found.add(node.value)
        todo.extend(ast.iter_child_nodes(node))
    return found


def _statement_effects(statement, segment, decorators, ast):
    """(names a top-level statement binds, names of the tables it fills, the events of
    its @hook); `segment` is its source, `decorators` the names used as decorators."""
    defined, filled, events = set(), set(), ()
    if isinstance(statement, (ast.FunctionDef, ast.ClassDef)):
        defined.add(statement.name)
        for decorator in statement.decorator_list:
            function = decorator.func if isinstance(decorator, ast.Call) else decorator
            if isinstance(function, ast.Name):
                filled.add(function.id)  # a registration: kept with its registry
            if getattr(function, "id", None) == "hook":
                events = tuple(argument.value for argument in decorator.args)
    elif isinstance(statement, (ast.Import, ast.ImportFrom)):
        defined.update((alias.asname or alias.name).split(".")[0] for alias in statement.names)
    elif isinstance(statement, (ast.Assign, ast.AnnAssign, ast.AugAssign, ast.Expr)):
        for target in getattr(statement, "targets", [getattr(statement, "target", None)]):
            defined.update(node.id for node in ast.walk(target or ast.Pass())
                           if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store))
            while isinstance(target, (ast.Subscript, ast.Attribute)):  # TABLE[key] = ...
                target = target.value
            if isinstance(target, ast.Name) and target.id not in defined:
                filled.add(target.id)
        if isinstance(statement.value, ast.Call):  # hook = registrar(HOOKS), X.update(...)
            called = statement.value.func
            filled.update(argument.id for argument in statement.value.args
                          if isinstance(argument, ast.Name))
            if isinstance(called, ast.Attribute) and isinstance(called.value, ast.Name):
                filled.add(called.value.id)
    else:  # a loop, a branch: it may change any table it reads
        for node in ast.walk(statement):
            if isinstance(node, ast.Name):
                (defined if isinstance(node.ctx, ast.Store) else filled).add(node.id)
    if getattr(statement, "name", None) in decorators:  # AGENTS[name] = ..., in @registered
        import re  # and CATEGORIES[name].renderer = ... in @renders: needed where it is read
        for name, attribute, equals in re.findall(
                r"\b([A-Z][A-Z0-9_]*)\[[^\]\n]*\](?:\.(\w+))?(?:\.\w+)* *(==?)", segment):
            if equals == "=":
                filled.add("." + attribute if attribute else name)
    return defined, filled - defined, events


def _statement_uses(statement, table, skipped, ast):
    """The module-level names a top-level statement uses, its functions' bodies included
    but the methods in `skipped` (ids)."""
    if not isinstance(statement, (ast.FunctionDef, ast.ClassDef)) or table is None:
        return {node.id for node in ast.walk(statement) if isinstance(node, ast.Name)}
    arguments = getattr(statement, "args", None)
    at_definition = list(statement.decorator_list) + list(getattr(statement, "bases", ()))
    at_definition += [keyword.value for keyword in getattr(statement, "keywords", ())]
    if arguments is not None:  # defaults and annotations are evaluated by `def`
        at_definition += arguments.defaults + [value for value in arguments.kw_defaults if value]
        at_definition += [argument.annotation for argument in arguments.args + arguments.kwonlyargs
                          if argument.annotation]
    if getattr(statement, "returns", None):
        at_definition.append(statement.returns)
    skipped_scopes = {(member.name, member.lineno) for member in getattr(statement, "body", ())
                      if id(member) in skipped}
    return _global_uses(table, skipped_scopes) | {
        node.id for part in at_definition for node in ast.walk(part) if isinstance(node, ast.Name)}


def _global_uses(table, skipped_scopes=()):
    """The global names a scope and the scopes in it use (but those in `skipped_scopes`,
    (name, line) pairs)."""
    used = set()
    for symbol in table.get_symbols():
        if table.get_type() == "class":  # a class body reads unassigned names as globals
            free = symbol.is_referenced() and not symbol.is_assigned()
        else:
            free = symbol.is_referenced() and symbol.is_global()
        if free or symbol.is_global():
            used.add(symbol.get_name())
    for child in table.get_children():
        if (child.get_name(), child.get_lineno()) not in skipped_scopes:
            used |= _global_uses(child)
    return used


def bin_dir(env, override=None):
    """Where install puts the `ctxmode` command: --bin-dir, $XDG_BIN_HOME or
    ~/.local/bin (the systemd file-hierarchy convention pipx and uv follow)."""
    chosen = override or env.get("XDG_BIN_HOME") or os.path.join(home_dir(env), ".local", "bin")
    if chosen == "~" or chosen.startswith("~/"):
        chosen = home_dir(env) + chosen[1:]
    return os.path.abspath(chosen)


def _is_launcher(path):
    """True when `path` is (or links to) a launcher ctxmode wrote."""
    try:
        with open(path, "rb") as handle:
            return b"# ctxmode's launcher" in handle.read(512)
    except OSError:
        return False


def on_path(env, directory):
    return any(os.path.abspath(part) == directory
               for part in env.get("PATH", "").split(os.pathsep) if part)


def hook_argv(event, python=None, directory=None, agent=DEFAULT_AGENT):
    """The argv of `agent`'s registered hook for `event`."""
    return AGENTS[agent].hook_argv(event, python, directory)


def hook_command(event, python=None, directory=None, agent=DEFAULT_AGENT):
    return AGENTS[agent].command(event, python, directory)


def claude_hooks_config(python=None, directory=None):
    """The `hooks` block install merges into Claude Code's settings.json."""
    agent = AGENTS[DEFAULT_AGENT]
    hooks = {}
    for event, matcher, timeout in agent.events:
        group = {"hooks": [{"type": "command", "command": agent.command(event, python, directory),
                            "timeout": timeout}]}
        if matcher:
            group = dict(matcher=matcher, **group)
        hooks[event] = [group]
    return {"hooks": hooks}


def is_ctxmode_command(command):
    """True for a hook command that runs ctxmode: the launcher install writes, or a
    hand-written `... ctxmode.py <Event>`.  Nothing else: a user's own command that
    merely mentions ctxmode.py (say lint_ctxmode.py) is the user's."""
    if not isinstance(command, str):
        return False
    if "import ctxmode;" in command and "(ctxmode.main())" in command:  # older launchers
        return True
    import shlex
    try:
        words = shlex.split(command)
    except ValueError:
        words = command.split()
    names = ("ctxmode.py", LAUNCHER)
    for index, word in enumerate(words):
        if not (word in names or word.endswith(tuple("/" + name for name in names))):
            continue
        rest = words[index + 1:]  # ctxmode's own: the event, then at most an agent's name
        if not rest or not is_event_name(rest[0]) or len(rest) > 2 or rest[1:] and (
                rest[1] not in AGENTS):
            continue
        if "$" in word or (os.path.exists(word) and not _is_ctxmode_file(word)):
            continue  # a script of the user's that happens to have ctxmode's name
        return True  # ctxmode's, or a stale entry of an old ctxmode whose file is gone
    return False


CTXMODE_HEAD = b"ctxmode: a memory for AI coding agents"  # ctxmode.py's docstring begins so


def _is_ctxmode_file(path):
    """True when the file at `path` is ctxmode.py or ctxmode's launcher."""
    if os.path.basename(path) == LAUNCHER:
        return _is_launcher(path)
    try:
        with open(path, "rb") as handle:
            return CTXMODE_HEAD in handle.read(512)
    except OSError:
        return False


class SettingsFile:
    """A JSON settings file read for patching: its text, its data, its layout."""

    commented = False  # // and /* */ comments, which Gemini CLI and Qwen Code allow

    def __init__(self, path):
        import json
        # A symlinked settings file (dotfiles, stow, Nix) is edited where it lives.
        self.path = os.path.realpath(path)
        self.exists = os.path.exists(self.path)
        self.text = ""
        if self.exists:
            try:
                with open(self.path, encoding="utf-8", newline="") as handle:  # CRLF stays CRLF
                    self.text = handle.read()
                self.text.encode("utf-8")
            except (OSError, UnicodeError) as error:
                raise CtxmodeError("%s cannot be read as UTF-8 text (%s); left it unchanged"
                                   % (path, error))
        try:
            self.data = json.loads(self.text) if self.text.strip() else {}
        except (ValueError, RecursionError) as error:
            try:
                self.data = json.loads(without_json_comments(self.text))
                self.commented = True
            except (ValueError, RecursionError):
                raise CtxmodeError("%s is not valid JSON (%s); left it unchanged"
                                   % (path, error)) from None
        if not isinstance(self.data, dict):
            raise CtxmodeError("%s does not hold a JSON object; left it unchanged" % path)
        hooks = self.data.get("hooks", {})
        if not isinstance(hooks, dict) or not all(isinstance(groups, list)
                                                  for groups in hooks.values()):
            raise CtxmodeError("%s has a \"hooks\" that is not an object of lists; left it"
                               " unchanged" % path)

    def indent(self):
        """The file's own indentation (default two spaces), so a rewrite keeps it."""
        for line in self.text.splitlines()[1:]:
            stripped = line.lstrip(" \t")
            if stripped and stripped != line:
                return line[: len(line) - len(stripped)]
        return "  "

    def render(self, data):
        """The file's text holding `data`: its own text with only what changed
        rewritten (see patched_json), else the whole of it dumped in its layout."""
        import json
        if self.text.strip() and isinstance(self.data, dict):
            try:
                patched = patched_json(self.text, self.data, data, self.indent(),
                                       self.commented)
                if same_json(json.loads(without_json_comments(patched) if self.commented
                                        else patched), data):
                    return patched
            except (ValueError, IndexError, KeyError, RecursionError):
                pass  # the dump below, always right
        if self.commented:  # a dump would drop the user's comments
            raise CtxmodeError("%s: cannot change it and keep its comments; left it unchanged"
                               % self.path)
        body = self.text.strip()
        if "\n" not in body and body.replace(" ", "") not in ("", "{}"):
            # A file written on one line stays on one line, in its own spacing.
            spaced = ": " in body or ", " in body
            text = json.dumps(data, separators=(", ", ": ") if spaced else (",", ":"),
                              ensure_ascii=False)
        else:
            indent = self.indent()
            text = json.dumps(data, indent=indent if indent.strip(" ") == "" else "\t",
                              ensure_ascii=False)
        text += "\n" if not self.text or self.text.endswith("\n") else ""
        return text.replace("\n", "\r\n") if "\r\n" in self.text else text

    def write(self, text):
        return replace_file(self.path, text)


# A settings file patched in place: the user's own entries keep their text, byte for
# byte (a one-line hook stays on one line, key order and blank lines stay); only the
# objects and arrays whose contents changed are rebuilt, from their own members' text
# and the spacing they already had, and what is added is written in that spacing.

def patched_json(text, old, new, unit="  ", commented=False):
    """`text` (the JSON document of `old`) changed to hold `new`, all else kept as it
    is written (`commented`: its comments too).  `unit` is the file's indentation step.
    Raises ValueError or IndexError on a text this reader cannot follow (the caller
    then dumps it whole)."""
    scanned = without_json_comments(text) if commented else text  # the same places
    scanners = _json_scanners()
    node, end = _json_node(scanned, 0, scanners)
    if scanned[end:].strip():
        raise ValueError("text after the JSON value")
    body = text.strip()
    if not node.get("members") and "\n" not in text:
        raise ValueError("an empty document: the dump lays it out")
    compact = "\n" not in body and ": " not in body and ", " not in body  # {"a":1,"b":2}
    # (indentation step, line break, separators on one line, scanners, text they read)
    layout = (unit, "\r\n" if "\r\n" in text else "\n",
              (",", ":") if compact else (", ", ": "), scanners, scanned)
    return text[:node["start"]] + _patched_node(text, node, old, new, layout) + (
        text[node["end"]:])


def _json_scanners():
    """(the end of a run of spaces, of any JSON value, of a string) at a place."""
    import json
    from json.decoder import scanstring
    space, value = _regex(JSON_SPACE).match, json.JSONDecoder().raw_decode
    return (lambda text, at: space(text, at).end(), lambda text, at: value(text, at)[1],
            scanstring)


# A JSON string, or a comment: // to the end of its line, /* ... */ (JSONC).
JSON_STRING_OR_COMMENT = r'"(?:[^"\\\n]|\\.)*"|//[^\n]*|/\*[\s\S]*?(?:\*/|$)'


def settings_data(text):
    """The data of a settings file's text, its comments (if any) aside.  PERF: the
    comments are looked for only in a text that does not parse without (a 6 MB
    ~/.claude.json has none)."""
    import json
    try:
        return json.loads(text)
    except ValueError:
        return json.loads(without_json_comments(text))


def without_json_comments(text):
    """`text` with its comments blanked out, every other character where it was (a
    comment's line breaks too), so that a place in one is the same place in the other."""
    def blank(match):
        found = match.group(0)
        return found if found[0] == '"' else "".join(
            char if char in "\r\n" else " " for char in found)
    return _regex(JSON_STRING_OR_COMMENT).sub(blank, text)


JSON_SPACE = r"[ \t\r\n]*"


def _json_node(text, at, scanners):
    """(node, end): the JSON value at `at` as {start, end, kind, members, close}, one
    level deep; a member is (key or None, its start, its value's node (without
    members: _patched_node reads them when it goes in), where the space before it
    starts); `close` is where the space before the closing bracket starts.  PERF: the
    members' values are skipped by json's C scanner (read char by char, a 6 MB
    ~/.claude.json took a second)."""
    space, value_end, scanstring = scanners
    start = at = space(text, at)
    char = text[at]
    if char not in "{[":
        at = value_end(text, at)
        return {"start": start, "end": at, "kind": "scalar"}, at
    members, at, closing = [], at + 1, "}" if char == "{" else "]"
    while True:
        before = at
        at = space(text, at)
        if text[at] == closing and not members:
            return {"start": start, "end": at + 1, "kind": char, "members": members,
                    "close": before}, at + 1
        key, member_start = None, at
        if char == "{":
            if text[at] != '"':
                raise ValueError("no key at %d" % at)
            key, at = scanstring(text, at + 1)
            at = space(text, at)
            if text[at] != ":":
                raise ValueError("no ':' at %d" % at)
            at += 1
        value_start = space(text, at)
        at = value_end(text, value_start)
        value = {"start": value_start, "end": at,
                 "kind": text[value_start] if text[value_start] in "{[" else "scalar"}
        members.append((key, value_start if key is None else member_start, value, before))
        after = at
        at = space(text, at)
        if text[at] != ",":
            if text[at] != closing:
                raise ValueError("no %r at %d" % (closing, at))
            return {"start": start, "end": at + 1, "kind": char, "members": members,
                    "close": after}, at + 1
        at += 1


def canonical_json(value):
    """`value` as JSON text that two equal values share (keys sorted), and that tells
    1 from true and from 1.0."""
    import json
    return json.dumps(value, sort_keys=True)


def same_json(one, other):
    """True when two values are the same JSON (1 is not true, nor 1.0)."""
    return canonical_json(one) == canonical_json(other)


def _unchanged(old, new):
    """A cheap same_json for _patched_node (1 == true inside a list or an object:
    render's check of the whole text catches that rare case)."""
    return type(old) is type(new) and old == new


JSON_PATCH_PAIRS = 10 ** 6  # an array diff beyond this many pairs: the whole dump instead


def _patched_node(text, node, old, new, layout):
    """The text of `node` (whose value is `old`) made to hold `new`."""
    if _unchanged(old, new):
        return text[node["start"]:node["end"]]
    if node["kind"] != "scalar" and "members" not in node:  # one level more
        node = _json_node(layout[4], node["start"], layout[3])[0]
    members = node.get("members")
    if node["kind"] == "{" and isinstance(old, dict) and isinstance(new, dict):
        last = {key: index for index, (key, _start, _value, _space) in enumerate(members)}
        parts = []
        for index, (key, start, value, space) in enumerate(members):
            if key not in new:
                continue
            if last[key] != index or _unchanged(old[key], new[key]):
                parts.append((key, text[start:value["end"]]))  # (a key said twice: the last)
            else:
                parts.append((key, text[start:value["start"]] + _patched_node(
                    text, value, old[key], new[key], layout)))
        parts += [(key, None) for key in new if key not in old]
        return _rebuilt(text, node, parts, new, layout, keyed=True)
    if node["kind"] == "[" and isinstance(old, list) and isinstance(new, list):
        import difflib
        if len(old) * len(new) > JSON_PATCH_PAIRS:
            raise ValueError("an array too long to compare")
        matcher = difflib.SequenceMatcher(None, [canonical_json(v) for v in old],
                                          [canonical_json(v) for v in new], autojunk=False)
        parts = []
        for _tag, old_from, old_to, new_from, new_to in matcher.get_opcodes():
            paired = min(old_to - old_from, new_to - new_from)  # changed in place, in order
            for offset in range(paired):
                _key, start, value, _space = members[old_from + offset]
                parts.append((new_from + offset, text[start:value["start"]] + _patched_node(
                    text, value, old[old_from + offset], new[new_from + offset], layout)))
            parts += [(index, None) for index in range(new_from + paired, new_to)]
        return _rebuilt(text, node, parts, new, layout, keyed=False)
    return _dumped(new, _line_indent(text, node["start"]), layout,
                   "\n" in text[node["start"]:node["end"]])


def _rebuilt(text, node, parts, new, layout, keyed):
    """An object's or array's text from its members' (None for a member to add), each
    after the space the member in its place had (a new one: its neighbours')."""
    import json
    unit, newline, separators = layout[:3]
    members = node["members"]
    if members:
        spacing = text[members[-1][3]:members[-1][1]]
        if len(members) == 1 and not spacing:  # {"a": 1}: the space after a comma
            spacing = separators[0][1:]
    elif "\n" in text:  # an empty {} in a file of many lines: its members on their own
        spacing = newline + _line_indent(text, node["start"]) + unit
    else:
        spacing = ""
    inner = spacing.rpartition("\n")[2]
    written = []
    for place, (key, part) in enumerate(parts):
        if part is None:
            value = _dumped(new[key], inner, layout, "\n" in spacing)
            part = (json.dumps(key, ensure_ascii=False) + (
                ": " if "\n" in spacing else separators[1]) if keyed else "") + value
        before = text[members[place][3]:members[place][1]] if place < len(members) else spacing
        written.append(before + part)
    if not written:
        return text[node["start"]] + text[node["end"] - 1]
    close = text[node["close"]:node["end"] - 1] if members else (
        newline + _line_indent(text, node["start"]) if "\n" in spacing else "")
    return text[node["start"]] + ",".join(written) + close + text[node["end"] - 1]


def _line_indent(text, at):
    """The indentation of the line `at` is on."""
    line = text[text.rfind("\n", 0, at) + 1:at]
    return line[:len(line) - len(line.lstrip(" \t"))]


def _dumped(value, indent, layout, many_lines):
    """`value` as JSON: on lines indented from `indent` by the layout's unit, or on one
    line with its separators."""
    import json
    unit, newline, separators = layout[:3]
    if not many_lines:
        return json.dumps(value, ensure_ascii=False, separators=separators)
    dumped = json.dumps(value, indent=unit if unit.strip(" ") == "" else "\t",
                        ensure_ascii=False)
    return dumped.replace("\n", newline + indent)


def replace_file(path, text):
    """Back the old file up, then replace it atomically (temp file + rename) with the
    same permissions.  Returns the backup's path (None for a new file)."""
    import shutil
    import tempfile
    directory = os.path.dirname(path)
    os.makedirs(directory, exist_ok=True)
    mode, backup = 0o600, None
    if os.path.exists(path):
        mode = os.stat(path).st_mode & 0o777
        backup = _new_backup_name(path)
        shutil.copy2(path, backup)
    fd, temp = tempfile.mkstemp(dir=directory, prefix=".ctxmode-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, mode)
        os.replace(temp, path)
    except BaseException:
        if os.path.exists(temp):
            os.unlink(temp)
        raise
    return backup


BACKUP_INFIX = ".ctxmode-backup-"


def _backups_by_age(path):
    """[((stamp, serial), backup path)] of ctxmode's backups of `path`, oldest first."""
    import re
    folder, name = os.path.split(path)
    pattern = re.compile(re.escape(name + BACKUP_INFIX) + r"(\d{8}T\d{6})(?:-(\d+))?$")
    found = []
    for entry in os.listdir(folder) if os.path.isdir(folder) else ():
        match = pattern.match(entry)
        if match:
            found.append(((match.group(1), int(match.group(2) or 1)), os.path.join(folder, entry)))
    return sorted(found)


def _new_backup_name(path):
    """A backup name newer than every earlier one (a serial within the same second),
    never an earlier backup's."""
    stamp = time.strftime("%Y%m%dT%H%M%S")
    serial = max([serial for (when, serial), _ in _backups_by_age(path) if when == stamp],
                 default=0) + 1
    backup = "%s%s%s%s" % (path, BACKUP_INFIX, stamp, "-%d" % serial if serial > 1 else "")
    while os.path.exists(backup):  # a name of another shape: never overwrite it
        serial += 1
        backup = "%s%s%s-%d" % (path, BACKUP_INFIX, stamp, serial)
    return backup


def settings_backups(path):
    """The backups ctxmode made of the settings file `path`, oldest first."""
    return [backup for _, backup in _backups_by_age(path)]


def read_bytes(path):
    with open(path, "rb") as handle:
        return handle.read()


def _is_ctxmode_handler(handler):
    return isinstance(handler, dict) and is_ctxmode_command(handler.get("command"))


def without_ctxmode(hooks):
    """The hooks object with every ctxmode handler removed, groups left empty by that
    dropped, and event lists left empty by that dropped.  Handlers may stand in groups
    ({"matcher", "hooks": [...]}) or straight in the event's list (Cursor)."""
    cleaned = {}
    for event, groups in hooks.items():
        kept_groups = []
        for group in groups:
            if isinstance(group, dict) and is_ctxmode_command(group.get("command")):
                continue  # a flat handler of ours
            handlers = group.get("hooks") if isinstance(group, dict) else None
            if not isinstance(handlers, list):
                kept_groups.append(group)
                continue
            kept = [handler for handler in handlers if not _is_ctxmode_handler(handler)]
            if kept or not handlers:
                kept_groups.append(dict(group, hooks=kept) if len(kept) != len(handlers) else group)
        if kept_groups or not groups:
            cleaned[event] = kept_groups
    return cleaned


def _is_ours(entry):
    """An event-list entry that is ctxmode's alone: a flat handler, or a group holding
    only ctxmode handlers."""
    if not isinstance(entry, dict):
        return False
    handlers = [entry] if "command" in entry else entry.get("hooks")
    return bool(handlers) and isinstance(handlers, list) and all(map(_is_ctxmode_handler, handlers))


def with_ctxmode(data, agent, python, directory):
    """The settings data with ctxmode's entries (and only those) replaced by current
    ones: in place where they already stand (Codex trust keys are positional, and
    hooks after ours must not move), else appended."""
    old_hooks = data.get("hooks", {})
    hooks = without_ctxmode(old_hooks)
    for event, matcher, timeout in agent.events:
        handler = {"type": "command", "command": agent.command(event, python, directory),
                   "timeout": timeout}
        group = handler if agent.flat else {"hooks": [handler]}
        if matcher:
            group = dict(matcher=matcher, **group)
        entries = old_hooks.get(event, [])
        others = hooks.get(event, [])  # the entries without ctxmode's handlers
        position = next((index for index, entry in enumerate(entries) if _is_ours(entry)), None)
        # Ours goes back where the first of ours stood (after as many of the others
        # as stood before it), or at the end for a first install.
        if position is None:
            before = len(others)
        else:
            before = len(without_ctxmode({event: entries[:position]}).get(event, []))
        hooks[event] = others[:before] + [group] + others[before:]
    updated = dict(agent.skeleton) if not data else {}
    updated.update(data)
    updated["hooks"] = hooks
    return updated


def ctxmode_handlers(data):
    """(event, handler) for every ctxmode handler in a settings object, grouped or flat."""
    found = []
    for event, groups in data.get("hooks", {}).items():
        for group in groups if isinstance(groups, list) else []:
            grouped = isinstance(group, dict) and "command" not in group
            handlers = group.get("hooks") if grouped else [group]
            for handler in handlers if isinstance(handlers, list) else []:
                if isinstance(handler, dict) and is_ctxmode_command(handler.get("command")):
                    found.append((event, handler))
    return found


# -- the recall server in an agent's MCP configuration ---------------------------------
# Install registers `ctxmode mcp --agent NAME` under the name "ctxmode" in the agent's
# MCP servers object (see Agent.mcp_target); only an entry that runs ctxmode's `mcp`
# is ours.  The objects install had to create on the way are remembered (the install
# state's "mcp_made"), so uninstall removes them once they are empty again.

MCP_SERVER_NAME = "ctxmode"  # the recall server's name in every agent's configuration


def mcp_argv(agent, python=None, directory=None):
    """The command an agent runs to start ctxmode's recall server."""
    return launcher_argv(python, directory) + ["mcp", "--agent", agent.name]


def is_ctxmode_mcp(entry):
    """True for an MCP server entry that runs ctxmode's server (launcher or ctxmode.py,
    then `mcp`)."""
    if not isinstance(entry, dict):
        return False
    words = [entry.get("command")] + (entry.get("args") if isinstance(entry.get("args"), list)
                                      else [])
    words = [word for word in words if isinstance(word, str)]
    return any(os.path.basename(word) in ("ctxmode.py", LAUNCHER) and words[index + 1:index + 2]
               == ["mcp"] for index, word in enumerate(words))


def mcp_entry_paths(data, scopes=None):
    """The key paths of ctxmode's server entries in an MCP config object: in the
    servers objects at `scopes` (key paths), or anywhere one can be (mcpServers,
    servers, a project of Claude Code's ~/.claude.json)."""
    objects = [("mcpServers",), ("servers",)]
    projects = data.get("projects") if isinstance(data, dict) else None
    if isinstance(projects, dict):
        objects += [("projects", name, "mcpServers") for name in projects]
    if scopes is not None:
        objects = list(dict.fromkeys(tuple(keys) for keys in scopes))
    found = []
    for keys in objects:
        servers = _json_at(data, keys)
        if isinstance(servers, dict) and is_ctxmode_mcp(servers.get(MCP_SERVER_NAME)):
            found.append(keys + (MCP_SERVER_NAME,))
    return found


def _json_at(data, keys):
    for key in keys:
        data = data.get(key) if isinstance(data, dict) else None
    return data


def with_mcp_server(data, keys, entry):
    """(the data with ctxmode's entry in the servers object at `keys`, the key paths of
    the objects made for it).  A server named ctxmode that is not ours stays, and
    raises: it is the user's."""
    updated = dict(data)
    node, made = updated, []
    for depth, key in enumerate(keys):
        child = node.get(key)
        if child is None:
            child = {}
            made.append(list(keys[:depth + 1]))
        elif not isinstance(child, dict):
            raise CtxmodeError("%s is not an object; left the file unchanged" % ".".join(
                keys[:depth + 1]))
        node[key] = dict(child)
        node = node[key]
    if MCP_SERVER_NAME in node and not is_ctxmode_mcp(node[MCP_SERVER_NAME]):
        raise CtxmodeError("an MCP server named %s that is not ctxmode's is there; left it"
                           % MCP_SERVER_NAME)
    node[MCP_SERVER_NAME] = entry
    return updated, made


def register_mcp_json(env, agent, target, entry, dry_run, out):
    """Register the recall server in a JSON file of the agent's that holds no hooks
    (Claude Code's ~/.claude.json, Cursor's mcp.json, Copilot's mcp-config.json),
    backed up and written atomically like a settings file."""
    path, keys = target
    mcp_file = SettingsFile(path)
    refuse_read_only(mcp_file)
    updated, made = with_mcp_server(mcp_file.data, keys, entry)
    if updated == mcp_file.data and mcp_file.exists:
        out.write("%s: the recall server is already registered in %s\n" % (agent.label,
                                                                           mcp_file.path))
        return
    text = mcp_file.render(updated)
    if dry_run:
        out.write(_diff(mcp_file.path, mcp_file.text, text))
        return
    folders = missing_folders(os.path.dirname(mcp_file.path))
    try:
        backup = mcp_file.write(text)
    except OSError as error:
        raise CtxmodeError("cannot write %s (%s); left it unchanged" % (mcp_file.path, error))
    remember_install(env, mcp_file.path, mcp_file.text, text, backup,
                     created=not mcp_file.exists, made=folders, mcp_made=made)
    keep_newest_backup(env, mcp_file.path)
    out.write("%s: registered the recall server (MCP) in %s%s\n" % (
        agent.label, mcp_file.path, backup_note(env, backup)))


def without_mcp_servers(data, made=(), scopes=None):
    """The data without ctxmode's server entries (in `scopes`, see mcp_entry_paths),
    and without the objects install made for them (`made`, key paths) once empty."""
    import copy
    updated = copy.deepcopy(data)
    for path in mcp_entry_paths(updated, scopes):
        del _json_at(updated, path[:-1])[path[-1]]
    for path in sorted((tuple(path) for path in made), key=len, reverse=True):
        parent = _json_at(updated, path[:-1]) if len(path) > 1 else updated
        if isinstance(parent, dict) and parent.get(path[-1]) == {}:
            del parent[path[-1]]
    return updated


# ---------------------------------------------------------------------------
# Agents: one adapter per agent (hot path)
# ---------------------------------------------------------------------------
# Everything ctxmode knows about one agent lives in its adapter: its config directory
# and settings file, the events registered there and its names for events and tools,
# the shape of its payloads and of its failure output, the answer it reads and how it
# shows a snapshot, how it can be given one after a compaction, its MCP servers and
# skills, and what doctor checks for it.  `Agent` is Claude Code; every other agent
# overrides only what differs (bottle's ServerAdapter subclasses).  The handlers
# speak Claude Code's vocabulary, its event names (PostToolUse) and tool names (Bash,
# Edit), onto which each adapter maps its own.  A new agent is one subclass here.

def registered(cls):
    """Class decorator: one instance of the adapter goes into AGENTS under its name."""
    AGENTS[cls.name] = cls()
    return cls


@registered
class Agent:
    """Claude Code, and the behaviour every agent shares unless it says otherwise."""

    name, label = "claude-code", "Claude Code"
    aliases = ("claude", "claude-code-cli")     # what --agent also takes
    home_variable = "CLAUDE_CONFIG_DIR"   # relocates the config directory
    config_folder = ".claude"             # the config directory under $HOME
    project_folder = ".claude"            # where a project's settings file goes
    settings_name = "settings.json"
    # A project's file of this machine only (Claude Code keeps it out of git): install
    # --project writes it unless --shared-settings asks for settings_name.
    private_settings_name = "settings.local.json"
    flat = False                          # handlers straight in an event's list, no groups
    skeleton = {}                         # what a new settings file starts with
    note = ""                             # what a user must know, said by install
    # (event, matcher, timeout in the agent's unit) as registered in the settings file
    events = (
        ("SessionStart", "startup|resume|clear|compact", 15),
        ("UserPromptSubmit", None, 10),
        ("PostToolUse", "*", 10),
        ("PostToolUseFailure", "*", 10),
        ("PreCompact", "*", 30),
        ("PostCompact", "*", 10),
        ("Stop", None, 10),
        ("SubagentStop", "*", 10),
        ("SessionEnd", "*", 5),
    )
    # Every event name Claude Code may send: ctxmode's vocabulary.  An event without a
    # handler is read and ignored (exit 0).
    known_events = frozenset((
        "PreToolUse", "PostToolUse", "PostToolUseFailure", "PostToolBatch", "Notification",
        "UserPromptSubmit", "UserPromptExpansion", "SessionStart", "SessionEnd", "Stop",
        "StopFailure", "SubagentStart", "SubagentStop", "PreCompact", "PostCompact",
        "PreModelSwitch", "PostModelSwitch", "PermissionRequest", "PermissionDenied", "Setup",
        "TeammateIdle", "TaskCreated", "TaskCompleted", "Elicitation", "ElicitationResult",
        "ConfigChange", "WorktreeCreate", "WorktreeRemove", "InstructionsLoaded", "CwdChanged",
        "FileChanged", "DirectoryAdded", "MessageDisplay", "PreSkillShellCommand",
    ))
    event_names = {}                      # this agent's event name -> Claude Code's
    tool_names = {}                       # this agent's tool name -> Claude Code's
    # The instruction files the agent loads itself; ctxmode records them as rules
    # (in the project and its .claude folder, whichever agent runs).
    instruction_files = ("CLAUDE.md", "CLAUDE.local.md")
    instruction_folders = ("", ".claude")
    skill_folder = ".claude"              # skills in <folder>/skills/<name> or commands/<name>.md
    snapshot_style = XmlStyle
    inject_on = frozenset()               # events that answer with the snapshot after a
                                          # PreCompact, when no event follows a compaction
    runs_claude_hooks = False             # also runs the hooks in ~/.claude/settings.json
    # On a resume whose model still sees a snapshot, give what was recorded since
    # (False: nothing; the history after that snapshot says it all).
    news_on_resume = True
    # Its hooks leave out what its transcript holds (failures, prompts, the last words
    # of a turn): ctxmode reads those from the transcript at the end of each turn and
    # before it gives a snapshot (see catch_up_transcript).
    unhooked_in_transcript = False

    def previous_session(self, payload):
        """The session a payload's new session id continues (after a compaction that
        starts a new id), or None."""
        return None

    def user_words(self, prompt):
        """What the user wrote, of a prompt the client sent (an IDE's context taken off)."""
        return prompt

    def variant(self, env):
        """The adapter for the client running this hook: two clients that share one
        registration (Copilot CLI and VS Code) are told apart by their environment."""
        return self

    def doctor_clients(self, env):
        """(client label, extra environment, its adapter) for each client doctor runs
        the registered hooks as."""
        return [("", {}, self)]

    def other_files(self, env):
        """Files besides the settings file that install may write (and back up)."""
        return []

    # -- where its files are -------------------------------------------------------

    def home(self, env):
        """The agent's own config directory, honouring its relocation variable."""
        return (self.home_variable and env.get(self.home_variable)) or os.path.join(
            home_dir(env), self.config_folder)

    def settings_path(self, env, project=None, shared=False):
        """The settings file install writes: the user's, or a project's (its private
        one unless `shared`, when the agent has one)."""
        if project:
            name = self.settings_name if shared else (self.private_settings_name
                                                      or self.settings_name)
            return os.path.join(os.path.abspath(project), self.project_folder, name)
        return os.path.join(self.home(env), self.settings_name)

    def on_this_machine(self, env):
        """True when the agent's folder holds anything of the agent's own: ctxmode's data
        folder alone (an imported session of it) is no sign the agent is installed."""
        try:
            return os.listdir(self.home(env)) != ["ctxmode"]
        except OSError:
            return False

    def settings_paths(self, env, project=None):
        """Every settings file install may have written for this scope (uninstall and
        doctor look at each)."""
        return list(dict.fromkeys([self.settings_path(env, project),
                                   self.settings_path(env, project, shared=True)]))

    # -- the registered command ------------------------------------------------------

    def canonical_event(self, event):
        """Claude Code's name for one of this agent's events."""
        return self.event_names.get(event, event)

    def command_event(self, event):
        """The event named in the registered command for a settings-file event."""
        return self.canonical_event(event)

    def hook_argv(self, event, python=None, directory=None):
        """The argv registered for `event`: the launcher, the event and, for any agent
        but Claude Code (whose registrations came first), the agent's name."""
        tail = [] if self.name == DEFAULT_AGENT else [self.name]
        return launcher_argv(python, directory) + [self.command_event(event)] + tail

    def command(self, event, python=None, directory=None):
        import shlex
        return " ".join(shlex.quote(part) for part in self.hook_argv(event, python, directory))

    # -- reading its payloads ----------------------------------------------------------

    @staticmethod
    def sent(payload):
        """True when this agent sent a payload that reached Claude Code's registration."""
        return False

    def accepts(self, payload):
        """False for a payload that another agent sent to Claude Code's hooks (Cursor and
        VS Code run them too): that agent's own registration records it."""
        return not any(agent.runs_claude_hooks and agent.sent(payload) for agent in AGENTS.values())

    def normalize(self, event, payload):
        """(Claude Code's event name, the payload in Claude Code's shape)."""
        return self.canonical_event(event), payload

    def tool_name(self, payload):
        """Claude Code's name for the tool a payload names."""
        tool = as_str(payload.get("tool_name"))
        return self.tool_names.get(tool, tool)

    def failure_lines(self, text):
        """(exit code or None, the output's lines) of a failure: Claude Code puts
        "Exit code N" first."""
        lines = [line.strip() for line in text.splitlines()]
        if lines and lines[0].lower().startswith("exit code"):
            digits = lines[0][9:].strip()
            return (int(digits) if digits.lstrip("-").isdigit() else None), lines[1:]
        return None, lines

    def failure_in_result(self, tool, tool_input, response, events):
        """The failure text of a tool call the agent reported as a success, or None: a
        check (a test runner, a linter) whose output shows a runner's failure summary
        although the exit code said 0, because a pipe took it (`pytest | tail -25`)."""
        command = as_str(tool_input.get("command"))
        if tool != "Bash" or "|" not in command[:SHELL_SCAN_CHARS].replace("||", ""):
            return None
        return self._failed_check(command, response, events)

    @staticmethod
    def _failed_check(command, response, events):
        """The output of a command whose exit code said nothing, when it says it failed:
        a check (anywhere in the line: `cmake --build b && ctest | tee log`) by its
        runner's failure summary, a command that did something by an error line of its
        own (`psql ... | head`: `ERROR:  no partition of relation ...`)."""
        output = tool_output(response)
        checks = any(_is_check(words) for words in map(_running_words, command_segments(command))
                     if words)
        if checks and check_failed(output):
            return output
        acted = any(kind == "git" or kind == "command" and not data.get("check")
                    for kind, _key, data in events)  # git's own: `fatal: ... no upstream`
        return output if acted and error_line_in(output) else None

    # -- answering ---------------------------------------------------------------------

    # The one top-level key of the answer, for an agent that reads no hookSpecificOutput.
    flat_answer_key = None

    def answer(self, event, context):
        """Hook output that hands `context` to the agent's model, in its own format."""
        if self.flat_answer_key:
            return dump_json({self.flat_answer_key: context}, ascii=False)
        answer = {"hookSpecificOutput": {"hookEventName": event, "additionalContext": context}}
        return dump_json(answer, ascii=False)

    def read_answer(self, stdout):
        """The context in a hook's answer (doctor reads it back), or ''."""
        import json
        try:
            answer = json.loads(stdout)
            if self.flat_answer_key:
                return answer[self.flat_answer_key]
            return answer["hookSpecificOutput"]["additionalContext"]
        except (ValueError, KeyError, TypeError):
            return ""

    # -- what the model still sees --------------------------------------------------

    # Bytes on every transcript line that marks a compaction (its record then passes
    # is_context_reset); None when the transcript cannot tell what the model still sees.
    context_reset_marker = b'"compact_boundary"'
    transcript_scan_bytes = 32 << 20  # at most this much of a transcript is read, from its end
    compaction_in_transcript = False  # the transcript shows a compaction when ctxmode injects
    # The compaction keeps the newest messages verbatim (Claude Code's preservedSegment):
    # a snapshot the transcript ends with survives it (see snapshot_in_tail).
    compaction_keeps_tail = True

    def is_context_reset(self, record):
        """True for the transcript record from which on the model sees the history."""
        return record.get("type") == "system" and record.get("subtype") == "compact_boundary"

    @staticmethod
    def kept_across_reset(record):
        """The ids of earlier records a compaction keeps for the model: Claude Code
        keeps the newest messages verbatim after its summary, and lists them."""
        kept = as_dict(as_dict(record.get("compactMetadata")).get("preservedMessages"))
        ids = kept.get("allUuids") or kept.get("uuids")
        return {uid for uid in ids if isinstance(uid, str)} if isinstance(ids, list) else set()

    def snapshot_in_context(self, transcript_path):
        """True when the agent's transcript (JSON lines) holds a ctxmode snapshot that
        its last compaction left to the model, that is, when the resumed model still
        sees one.  False whenever it cannot tell.  Reads from the end; only lines
        naming the envelope or the marker are parsed."""
        path = as_str(transcript_path)
        if not self.context_reset_marker or not path:
            return False
        envelope, kept = ENVELOPE.encode(), None  # kept: what the last compaction kept
        for line in lines_from_end(path, self.transcript_scan_bytes):
            holds_snapshot, resets = envelope in line, self.context_reset_marker in line
            if not (holds_snapshot or resets):
                continue
            try:
                record = parse_json(line.decode("utf-8", "replace"))
            except (ValueError, RecursionError):
                continue  # a line cut short, or not JSON: it says nothing
            if not isinstance(record, dict):
                continue
            # A compaction's own record may carry the history that follows it (Codex's
            # replacement_history, Gemini's new messages): a snapshot there counts.
            if (holds_snapshot and (kept is None or record.get("uuid") in kept)
                    and any(is_injected_snapshot(text) for text in json_strings(record))):
                return True
            if resets and self.is_context_reset(record):
                if kept is not None:
                    return False  # an older compaction: nothing before it is seen
                kept = self.kept_across_reset(record)
                if not kept:
                    return False
        return False

    def snapshot_in_tail(self, transcript_path, injected_at):
        """True when ctxmode's last injection (at `injected_at`) is newer than every
        message in the transcript (`claude --resume ID`, then `/compact`): the
        compaction under way keeps the newest messages, so the model will still see
        it.  Claude Code writes that injection and the compaction to the transcript
        only after SessionStart(compact); the messages' times are what can be read."""
        path = as_str(transcript_path)
        for line in lines_from_end(path, TRANSCRIPT_TAIL_BYTES) if path and injected_at else ():
            try:
                record = as_dict(parse_json(line.decode("utf-8", "replace")))
            except (ValueError, RecursionError):
                continue
            if record.get("type") in ("user", "assistant"):
                written = epoch_of(record.get("timestamp"))
                return written is not None and written < injected_at
        return False

    def pending_flag(self, ctx):
        return os.path.join(sessions_dir(ctx.env), "pending-%s.flag"
                            % _sha256_hex(ctx.session_id)[:16])

    def mark_compaction(self, ctx):
        """At PreCompact: remember that the next `inject_on` event carries the snapshot."""
        if self.inject_on:
            os.close(os.open(self.pending_flag(ctx), os.O_WRONLY | os.O_CREAT, 0o600))

    def clear_pending(self, ctx):
        """A SessionStart gave the snapshot: no later hook needs to give it again."""
        try:
            os.unlink(self.pending_flag(ctx))
        except OSError:
            pass

    def compaction_pending(self, ctx):
        """True for the one hook that claims this session's pending injection."""
        flag = self.pending_flag(ctx)
        if not os.path.exists(flag):  # PERF: the usual answer, one stat on the hot path
            return False
        taken = "%s.%d" % (flag, os.getpid())
        try:
            os.rename(flag, taken)  # atomic: parallel hooks cannot both claim it
        except OSError:
            return False
        os.unlink(taken)
        return True

    # -- an agent that fires nothing after a compaction: its transcript shows one -------
    # (Gemini, Droid).  PERF: a look reads only the bytes the transcript gained since the
    # last one (an offset kept per session), on the hot path.
    new_transcript_bytes = 8 << 20  # at most this much new transcript is read per look

    def _offset_file(self, ctx):
        return os.path.join(sessions_dir(ctx.env), "%s-%s.offset"
                            % (self.name, _sha256_hex(ctx.session_id)[:16]))

    def _with_offset(self, ctx, update):
        """`update(the offset text)` under the session's offset file lock; it returns
        (what to write back, its own result)."""
        ensure_private_dir(data_dir(ctx.env))
        ensure_private_dir(sessions_dir(ctx.env))
        fd = os.open(self._offset_file(ctx), os.O_RDWR | os.O_CREAT, 0o600)
        try:
            _lock(fd)  # parallel tool hooks: one of them sees what was gained
            written, result = update(os.read(fd, 64).strip())
            os.lseek(fd, 0, os.SEEK_SET)
            os.ftruncate(fd, 0)
            os.write(fd, written)
            return result
        finally:
            os.close(fd)

    def watch_transcript_from(self, ctx, offset):
        """The next look reads the transcript from byte `offset` on; None: from its
        end then (nothing written before that look counts)."""
        self._with_offset(ctx, lambda _text: (b"" if offset is None else b"%d" % offset, None))

    def transcript_gained(self, ctx):
        """The complete lines the session's transcript gained since the last look (at
        most new_transcript_bytes of them), b"" at the first look."""
        path = as_str(ctx.payload.get("transcript_path"))
        try:
            size = os.stat(path).st_size if path else -1
        except OSError:
            size = -1
        if size < 0:
            return b""

        def gained(text):
            offset = int(text) if text.isdigit() else size
            if offset > size:
                offset = 0  # the file was rewritten
            if size <= offset:
                return b"%d" % size, b""
            start = max(offset, size - self.new_transcript_bytes)
            with open(path, "rb") as handle:
                handle.seek(start)
                chunk = handle.read(size - start)
            complete = chunk.rfind(b"\n") + 1  # a line still being written waits
            return b"%d" % (start + complete), chunk[:complete]
        return self._with_offset(ctx, gained)

    # -- what it has configured ----------------------------------------------------------

    # -- where install registers the recall server (MCP) ---------------------------------
    mcp_in_settings = False  # the MCP servers object is in the settings file itself

    def mcp_target(self, env, project=None, shared=False):
        """(JSON file, the keys down to its MCP servers object) where install registers
        ctxmode's recall server, or None where this agent has none for that scope.
        Claude Code: the user's servers in ~/.claude.json, a project's private ones
        there too (under the project's path), its shared ones in the project's
        .mcp.json."""
        if project and shared:
            return os.path.join(os.path.abspath(project), ".mcp.json"), ("mcpServers",)
        user = os.path.join(env.get(self.home_variable) or home_dir(env), ".claude.json")
        if project:
            return user, ("projects", os.path.abspath(project), "mcpServers")
        return user, ("mcpServers",)

    def mcp_entry(self, argv):
        """The server's entry, in this agent's form."""
        return {"type": "stdio", "command": argv[0], "args": argv[1:]}

    def register_mcp(self, env, settings, argv, args, out):
        """Register the recall server (`argv`) in the agent's MCP file, when that is not
        its settings file (which got it with the hooks, see install_data)."""
        target = self.mcp_target(env, args.project, args.shared_settings)
        if target is not None and os.path.realpath(target[0]) != settings.path:
            register_mcp_json(env, self, target, self.mcp_entry(argv), args.dry_run, out)

    def mcp_registered(self, env, project=None):
        """The argv of the recall server this agent's configuration registers, or None."""
        for shared in (False, True):
            target = self.mcp_target(env, project, shared)
            if target is None:
                continue
            try:
                servers = _json_at(SettingsFile(target[0]).data, target[1])
            except CtxmodeError:
                continue
            entry = servers.get(MCP_SERVER_NAME) if isinstance(servers, dict) else None
            if is_ctxmode_mcp(entry):
                return [entry["command"]] + list(entry.get("args") or [])
        return None

    def mcp_servers(self, root, env):
        """The MCP servers the agent's settings configure now, or None when that
        cannot be told (no config file, a broken one, an agent not read here)."""
        user = os.path.join(env.get(self.home_variable) or home_dir(env), ".claude.json")
        return servers_in_json_files([(user, (("mcpServers",), ("projects", root, "mcpServers"))),
                                      (os.path.join(root, ".mcp.json"), (("mcpServers",),))])

    def skill_source(self, root, env, name):
        """The folder (or command file) a skill was loaded from, or '' when not found."""
        if not self.skill_folder or not name or ":" in name or "/" in name or name.startswith("."):
            return ""  # a plugin's skill (plugin:skill) or a built-in one: not ours to judge
        for base in (self.home(env), os.path.join(root, self.skill_folder)):
            for candidate in (os.path.join(base, "skills", name),
                              os.path.join(base, "commands", name + ".md")):
                if os.path.exists(candidate):
                    return candidate
        return ""

    # -- install, uninstall, doctor ---------------------------------------------------------

    def after_install(self, env, settings, updated, args, out):
        """What install does once the settings file is written (or would be)."""
        if self.note:
            out.write("%s: note: %s\n" % (self.label, self.note))

    def after_uninstall(self, env, settings, out, dry_run=False):
        """What uninstall undoes besides the settings file (a dry run: says what)."""

    def doctor_warnings(self, env, settings):
        """(what, fix) pairs doctor reports beyond running the registered hooks: what
        keeps the agent from running them without breaking anything ctxmode does."""
        return []

    # -- its transcript, read as the hooks it would have sent (see replay_transcript) --------
    # Claude Code: ~/.claude/projects/<slug>/<session id>.jsonl, one record per line:
    # user prompts and tool results ("user"), text and tool calls ("assistant"), the
    # compaction's boundary ("system"); a tool result carries the hook's tool_response
    # as its toolUseResult.

    # Its note before what a local command (`/x`, `!cmd`) wrote in the user's name.
    local_command_note = "<local-command-caveat>"
    # Its own slash commands: what they say is for the client, not a request.
    client_commands = frozenset((
        "/compact", "/clear", "/model", "/config", "/cost", "/help", "/status", "/resume",
        "/exit", "/quit", "/login", "/logout", "/permissions", "/hooks", "/mcp", "/memory",
        "/doctor", "/agents", "/ide", "/vim", "/theme", "/context", "/usage", "/rewind",
        "/export", "/add-dir", "/bug", "/release-notes", "/terminal-setup", "/upgrade",
        "/todos", "/statusline", "/output-style", "/privacy-settings", "/install-github-app",
        "/init", "/plugin", "/migrate-installer", "/fast", "/effort", "/tasks"))

    transcript_branch_is_current = True  # each record names the branch it was written on

    @staticmethod
    def writes_transcript(record):
        """True for a record of this agent's transcript."""
        return (record.get("type") in ("user", "assistant") and "sessionId" in record
                and "content" in as_dict(record.get("message")))

    def _users_prompt(self, content, after_local_note=False):
        """What the user typed (see typed_prompt), or "" for one of the client's own
        commands (`/compact`, `/clear`), and, `after_local_note`, for what a local command
        wrote in the user's name ("Unknown skill: ralph-loop"; the command typed stays)."""
        prompt = typed_prompt(content)
        if not prompt or prompt.split(None, 1)[0] in self.client_commands or (
                after_local_note and not prompt.startswith("/")):
            return ""
        return prompt

    @staticmethod
    def _queue(record, at, queued):
        """The prompts queued ([time, text, handed to the agent]) after one of the
        transcript's queue-operation records: the user typed one, took one back, or the
        client handed the oldest to the agent."""
        operation, text = record.get("operation"), as_str(record.get("content")).strip()
        if operation == "enqueue" and text and at is not None:
            return queued + [[at, text, False]]
        if operation == "remove":
            return [entry for entry in queued if entry[1] != text]
        if operation == "popAll":  # back in the input box, to be edited
            return []
        if operation == "dequeue":
            for entry in queued:
                if not entry[2]:
                    entry[2] = True
                    break
        return queued

    def transcript_hooks(self, records, path):
        """(time, event, payload) of the capture hooks this agent would have sent while
        it wrote `records` (its transcript's parsed lines, in order): prompts, tool
        results and the ends of turns.  No SessionStart or PreCompact: a replay
        rebuilds what happened, it answers nobody."""
        calls, said, when, common, queued, noted, local = {}, None, None, {}, [], [None], False
        for record in records:
            kind = record.get("type")
            at = epoch_of(record.get("timestamp"))
            if record.get("sessionId") and not record.get("isSidechain"):
                common = {"session_id": as_str(record["sessionId"]),
                          "cwd": as_str(record.get("cwd")) or common.get("cwd"),
                          "transcript_path": path, "git_branch": as_str(record.get("gitBranch"))
                          or common.get("git_branch")}
            if kind == "queue-operation":
                # Newer clients log their prompt queue: one typed while the agent worked
                # is handed to it mid-turn and is nowhere else (unless taken back).
                queued[:] = self._queue(record, at, queued)
                continue
            if kind == "assistant" and not record.get("isSidechain"):
                for queued_at, text, handed in queued:
                    prompt = self._users_prompt(text) if handed else ""
                    if prompt:
                        yield queued_at, "UserPromptSubmit", dict(common, prompt=prompt, **UNHOOKED)
                queued[:] = [entry for entry in queued if not entry[2]]
            elif queued and kind in ("user", "attachment"):
                said_here = typed_prompt(as_dict(record.get("message")).get("content")) or (
                    typed_prompt(as_dict(record.get("attachment")).get("prompt")))
                queued[:] = [entry for entry in queued if entry[1] != said_here]
            attachment = as_dict(record.get("attachment"))
            if kind == "attachment" and attachment.get("type") == "queued_command" and at and (
                    attachment.get("commandMode") in (None, "prompt")):
                # What the user typed while the agent worked: delivered to it mid-turn.
                prompt = self._users_prompt(attachment.get("prompt"))
                if prompt:
                    yield at, "UserPromptSubmit", dict(common, prompt=prompt, **UNHOOKED)
                continue
            if kind not in ("user", "assistant") or record.get("isSidechain") or at is None:
                continue
            when = at
            content = as_dict(record.get("message")).get("content")
            blocks = message_blocks(content)
            if kind == "assistant":
                said, followed = note_tool_calls(blocks, calls, said)
                yield from words_mid_turn(followed, noted, at, common)
                local = False
                continue
            results = [block for block in blocks if block.get("type") == "tool_result"]
            for block, text, payload in tool_results(results, calls, common):
                if block.get("is_error"):
                    if not text.startswith(TOOL_REFUSALS):
                        yield at, "PostToolUseFailure", dict(payload, error=text)
                        continue
                    # The user said no (nothing failed), and maybe what to do instead.
                    feedback = next((text.partition(marker)[2].partition(FEEDBACK_NOTE)[0].strip()
                                     for marker in REFUSAL_FEEDBACK if marker in text), "")
                    if feedback and not feedback.startswith(CLIENT_NOTES):
                        yield at, "UserPromptSubmit", dict(common, prompt=feedback, **UNHOOKED)
                    continue
                response = record.get("toolUseResult") if len(results) == 1 else None
                yield at, "PostToolUse", dict(payload, tool_response=response if isinstance(
                    response, (dict, str)) else {"stdout": text})
            if results or record.get("isCompactSummary"):
                continue
            if record.get("isMeta"):  # `local`: the client's note before a local command
                local = as_str(content).startswith(self.local_command_note)
                continue
            prompt, local = self._users_prompt(content, after_local_note=local), False
            if prompt:
                if said is not None:
                    yield at, "Stop", dict(common, last_assistant_message=said)
                    said = None
                yield at, "UserPromptSubmit", dict(common, prompt=prompt)
        for queued_at, text, _handed in queued:  # typed as the transcript ends
            prompt = self._users_prompt(text)
            if prompt:
                yield queued_at, "UserPromptSubmit", dict(common, prompt=prompt, **UNHOOKED)
        if said is not None and when is not None and said != noted[0]:  # (else: mid-turn)
            yield when, "Stop", dict(common, last_assistant_message=said)


class GeminiFamily(Agent):
    """What Gemini CLI and its fork Qwen Code share: a failed shell command's result
    block, MCP servers in settings.json and extensions, and plain-text snapshots
    (both turn every < and > of hook context into &lt; and &gt;)."""

    snapshot_style = TextStyle
    private_settings_name = None
    context_reset_marker = None  # Qwen keeps hook context out of its transcript
    compaction_keeps_tail = False  # only Claude Code's compaction keeps the newest messages
    result_wrappers = ("<untrusted_context>", "</untrusted_context>")  # Gemini's, around it
    result_fields = {"Command", "Directory", "Output", "Error", "Exit Code", "Signal",
                     "Process Group PGID",
                     "Background PIDs"}

    def normalize(self, event, payload):
        """A shell command's result with what it printed where tool_output reads it:
        both send the result block (below) as `llmContent`, not stdout."""
        event, payload = super().normalize(event, payload)
        response = payload.get("tool_response")
        shell = as_str(payload.get("tool_name")) == "run_shell_command"
        if event == "PostToolUse" and shell and isinstance(response, dict):
            printed = self.printed_text(as_str(response.get("llmContent")))
            payload = dict(payload, tool_response=dict(response, output=printed))
        return event, payload

    def printed_text(self, text):
        """What the command printed, from its result block: the `Output:` field with
        its following lines, without the fields around it (Command:, Directory: before;
        Error: (none), Exit Code:, Signal:, Process Group PGID: after) or Gemini's
        <untrusted_context> wrapper; "(empty)" is nothing.  Other text as it is."""
        lines = text.splitlines()
        opening, closing = self.result_wrappers
        while lines and lines[0].strip() in ("", opening):
            del lines[0]
        if not lines or not lines[0].startswith(("Command:", "Output:")):
            return text
        while lines and lines[-1].strip() in ("", closing):
            del lines[-1]
        while lines and lines[-1].partition(":")[0] in self.result_fields - {"Output", "Error"}:
            del lines[-1]
        if lines and lines[-1] == "Error: (none)":  # Qwen's field; a program's own stays
            del lines[-1]
        while lines and not lines[0].startswith("Output:"):
            del lines[0]
        if lines:
            lines[0] = lines[0][len("Output:"):].strip()
        printed = "\n".join(lines)
        return "" if printed == "(empty)" else printed

    def failure_lines(self, text):
        """The shell result block: Command: / Output: / Exit Code: N (Gemini wraps it
        in <untrusted_context>); any other text as it is."""
        lines = [line.strip() for line in text.splitlines()]
        lines = [line for line in lines if line not in self.result_wrappers]
        exit_code, kept = None, []
        block = bool(lines) and lines[0].startswith(("Command:", "Output:"))
        for line in lines:
            field, colon, value = line.partition(":")
            if block and colon and field in self.result_fields:
                if field == "Exit Code" and value.strip().lstrip("-").isdigit():
                    exit_code = int(value)
                if field != "Output" or not value.strip():
                    continue
                line = value.strip()
            kept.append(line)
        return exit_code, kept

    def mcp_servers(self, root, env):
        home = self.home(env)
        sources = [(os.path.join(home, "settings.json"), (("mcpServers",),)),
                   (os.path.join(root, self.project_folder, "settings.json"), (("mcpServers",),))]
        extensions = os.path.join(home, "extensions")
        for name in sorted(os.listdir(extensions)) if os.path.isdir(extensions) else ():
            sources.append((os.path.join(extensions, name, "%s-extension.json" % self.name),
                            (("mcpServers",),)))
        return servers_in_json_files(sources)

    mcp_in_settings = True

    def mcp_target(self, env, project=None, shared=False):
        return self.settings_path(env, project, shared), ("mcpServers",)

    def mcp_entry(self, argv):
        return {"command": argv[0], "args": argv[1:]}


@registered
class Qwen(GeminiFamily):
    """Qwen Code: Claude Code's events, settings and answers; its own tool names."""

    name, label = "qwen", "Qwen Code"
    aliases = ("qwen-code", "qwen-cli")
    home_variable, config_folder, project_folder = None, ".qwen", ".qwen"
    tool_names = {"run_shell_command": "Bash", "edit": "Edit", "write_file": "Write",
                  "read_file": "Read", "todo_write": "TodoWrite", "web_fetch": "WebFetch",
                  "agent": "Agent", "task": "Agent", "skill": "Skill"}
    instruction_files = ("QWEN.md",)
    skill_folder = ".qwen"


@registered
class Gemini(GeminiFamily):
    """Gemini CLI: its own event and tool names, and no event after a compression
    (the transcript shows one)."""

    name, label = "gemini", "Gemini CLI"
    aliases = ("gemini-cli",)
    home_variable, config_folder, project_folder = None, ".gemini", ".gemini"
    note = ("Gemini runs hooks only in trusted folders (an untrusted one makes `gemini -p` exit 55"
            " before any hook): trust the project when Gemini asks, or list it in"
            " ~/.gemini/trustedFolders.json.")
    # PreCompress is not registered: it fires before every model call and says nothing
    # about compression (AfterTool and BeforeAgent read the transcript instead).
    # Timeouts in milliseconds.
    events = (
        ("SessionStart", "*", 15000),
        ("BeforeAgent", None, 10000),
        ("AfterTool", "*", 10000),
        ("AfterAgent", None, 10000),
        ("SessionEnd", "*", 5000),
    )
    event_names = {"BeforeAgent": "UserPromptSubmit", "AfterTool": "PostToolUse",
                   "AfterAgent": "Stop", "BeforeTool": "BeforeTool", "PreCompress": "PreCompress",
                   "BeforeModel": "BeforeModel", "AfterModel": "AfterModel",
                   "BeforeToolSelection": "BeforeToolSelection"}
    tool_names = {"run_shell_command": "Bash", "replace": "Edit", "write_file": "Write",
                  "read_file": "Read", "write_todos": "TodoWrite", "web_fetch": "WebFetch",
                  "google_web_search": "WebSearch", "activate_skill": "Skill",
                  "enter_plan_mode": "EnterPlanMode", "exit_plan_mode": "ExitPlanMode"}
    instruction_files = ("GEMINI.md",)
    skill_folder = ".gemini"
    inject_on = frozenset(("PostToolUse", "PostToolUseFailure", "UserPromptSubmit"))
    context_reset_marker = b'"$set"'
    compaction_in_transcript = True  # ctxmode injects once the transcript shows it

    def is_context_reset(self, record):
        """A {"$set": {"messages": [...]}} line holds the whole history from then on
        (after a compression, and when a resume loads it)."""
        update = record.get("$set")
        return isinstance(update, dict) and "messages" in update

    def home(self, env):
        return os.path.join(env.get("GEMINI_CLI_HOME") or home_dir(env), self.config_folder)

    def command_event(self, event):
        return event  # NOTE: registered under Gemini's own names since the first release

    def normalize(self, event, payload):
        """BeforeAgent without the SessionStart context Gemini puts before a -p prompt;
        an AfterTool whose result says it failed (`Exit Code: N`, an error) is a failure."""
        event = self.canonical_event(event)
        if event == "UserPromptSubmit":
            prompt = as_str(payload.get("prompt"))
            if prompt.startswith("<hook_context>") and "</hook_context>" in prompt:
                payload = dict(payload, prompt=prompt.split("</hook_context>", 1)[1].lstrip())
        elif event == "PostToolUse":
            response = as_dict(payload.get("tool_response"))
            output = as_str(response.get("llmContent"))
            shell = as_str(payload.get("tool_name")) == "run_shell_command"
            if shell and "\nExit Code: " in output:
                return "PostToolUseFailure", dict(payload, error=output)
            if as_str(response.get("error")):
                return "PostToolUseFailure", dict(payload, error=as_str(response["error"]))
            if output:  # what the tool printed, where tool_output reads it
                payload = dict(payload, tool_response=dict(response, output=output))
            return super().normalize(event, payload)
        return event, payload

    def tool_name(self, payload):
        tool = super().tool_name(payload)
        if tool.startswith("mcp_") and not tool.startswith("mcp__"):
            tool = "mcp__" + tool[4:].replace("_", "__", 1)  # mcp_<server>_<tool>
        return tool

    def mark_compaction(self, ctx):
        pass  # nothing to mark: the transcript shows a compression

    def clear_pending(self, ctx):
        """A SessionStart gave the snapshot.  A resume rewrites the history as one
        {"$set"} line that holds the old compression's summary too: the next look
        must not take it for a new compression (the snapshot would come twice)."""
        self.watch_transcript_from(ctx, None)

    def compaction_pending(self, ctx):
        """True once per compression of this session's history.  Gemini fires
        PreCompress before every model call, compressing or not, and nothing after
        it; the transcript shows one as a {"$set": {"messages": [...]}} line holding
        the <state_snapshot> summary."""
        gained = self.transcript_gained(ctx)
        return any(b'"$set"' in line and b"<state_snapshot>" in line
                   for line in gained.split(b"\n"))


@registered
class Cursor(Agent):
    """Cursor: camelCase events in a flat hooks.json, its own payload fields and
    answer, and no event after a compaction."""

    name, label = "cursor", "Cursor"
    aliases = ("cursor-agent", "cursor-cli")
    home_variable, config_folder, project_folder = None, ".cursor", ".cursor"
    settings_name, private_settings_name = "hooks.json", None
    flat, skeleton = True, {"version": 1}
    flat_answer_key = "additional_context"
    note = ("Cursor has no event after a compaction: the snapshot comes with the next tool call's"
            " postToolUse. With third-party configs on, Cursor also runs ~/.claude/settings.json"
            " hooks; ctxmode recognises Cursor's payloads there and leaves them to this entry.")
    events = (  # timeouts in seconds
        ("sessionStart", None, 15),
        ("beforeSubmitPrompt", None, 10),
        ("postToolUse", None, 10),
        ("postToolUseFailure", None, 10),
        ("preCompact", None, 30),
        ("stop", None, 10),
        ("sessionEnd", None, 5),
    )
    event_names = {"sessionStart": "SessionStart", "sessionEnd": "SessionEnd",
                   "beforeSubmitPrompt": "UserPromptSubmit", "postToolUse": "PostToolUse",
                   "postToolUseFailure": "PostToolUseFailure", "preCompact": "PreCompact",
                   "stop": "Stop", "subagentStop": "SubagentStop", "preToolUse": "PreToolUse"}
    tool_names = {"Shell": "Bash", "Task": "Agent", "Delete": "Delete"}
    context_reset_marker = None
    compaction_keeps_tail = False
    instruction_files = ()
    skill_folder = None
    inject_on = frozenset(("PostToolUse",))
    runs_claude_hooks = True

    @staticmethod
    def sent(payload):
        return "cursor_version" in payload or ("conversation_id" in payload
                                               and "workspace_roots" in payload)

    def accepts(self, payload):
        return True

    def normalize(self, event, payload):
        payload = dict(payload, session_id=payload.get("session_id")
                       or payload.get("conversation_id"))
        roots = payload.get("workspace_roots")
        first_root = roots[0] if isinstance(roots, list) and roots else None
        if not as_str(payload.get("cwd")) and isinstance(first_root, str):
            payload["cwd"] = first_root
        tool = as_str(payload.get("tool_name"))
        if tool.startswith("MCP:"):
            payload["tool_name"] = "mcp__mcp__" + tool[4:]
        if isinstance(payload.get("tool_output"), str) and "tool_response" not in payload:
            try:
                # a JSON-encoded string
                payload["tool_response"] = parse_json(payload["tool_output"])
            except Exception:
                payload["tool_response"] = {}
        if "error_message" in payload:
            payload["error"] = payload["error_message"]
        return self.canonical_event(event), payload

    def failure_lines(self, text):
        """Cursor: "Command failed with exit code 1" first."""
        lines = [line.strip() for line in text.splitlines()]
        if lines and "exit code " in lines[0].lower():
            digits = lines[0].lower().split("exit code ", 1)[1].split()[0:1]
            return (int(digits[0]) if digits and digits[0].lstrip("-").isdigit() else None), lines
        return None, lines

    def mcp_servers(self, root, env):
        return None


    def mcp_target(self, env, project=None, shared=False):
        folder = os.path.abspath(project) if project else home_dir(env)
        return os.path.join(folder, self.project_folder, "mcp.json"), ("mcpServers",)

    def mcp_entry(self, argv):
        return {"command": argv[0], "args": argv[1:]}

@registered
class Copilot(Agent):
    """GitHub Copilot in VS Code, and Copilot CLI (CopilotCli), which read the same
    hooks file: Claude Code's event names and nesting in a file of its own, and no
    event after a compaction.  This class is VS Code (built to its documentation:
    camelCase payload fields, hookSpecificOutput answers)."""

    name, label = "copilot", "GitHub Copilot"
    aliases = ("copilot-cli", "github-copilot", "vscode")
    home_variable, config_folder, project_folder = "COPILOT_HOME", ".copilot", ".github"
    settings_name, private_settings_name = os.path.join("hooks", "ctxmode.json"), None
    note = ("Copilot CLI and VS Code read this file. Neither has an event after a compaction:"
            " the snapshot comes with the next tool call (VS Code may show it to the model one"
            " turn late; VS Code's hooks may need chat.hooks.enabled or an organisation"
            " policy allowing them).")
    # No matchers: VS Code ignores them, and Copilot CLI reads PreCompact's as a regex on
    # the trigger that "*" never matches.  Timeouts in seconds.  VS Code does not know
    # PostToolUseFailure and SessionEnd (Copilot CLI fires them) and leaves them alone.
    events = (
        ("SessionStart", None, 15),
        ("UserPromptSubmit", None, 10),
        ("PostToolUse", None, 10),
        ("PostToolUseFailure", None, 10),
        ("PreCompact", None, 30),
        ("Stop", None, 10),
        ("SessionEnd", None, 5),
    )
    event_names = {"sessionStart": "SessionStart", "sessionEnd": "SessionEnd",
                   "userPromptSubmitted": "UserPromptSubmit", "postToolUse": "PostToolUse",
                   "postToolUseFailure": "PostToolUseFailure", "preCompact": "PreCompact",
                   "agentStop": "Stop", "subagentStop": "SubagentStop", "preToolUse": "PreToolUse"}
    tool_names = {"runInTerminal": "Bash", "runTerminalCommand": "Bash", "createFile": "Write",
                  "readFile": "Read", "editFile": "Edit", "insertEdit": "Edit",
                  "replaceString": "Edit", "fetch": "WebFetch", "editFiles": "EditFiles"}
    instruction_files = ()
    skill_folder = None
    inject_on = frozenset(("PostToolUse",))
    runs_claude_hooks = True
    context_reset_marker = None
    compaction_keeps_tail = False

    @staticmethod
    def sent(payload):
        return "hookEventName" in payload or "sessionId" in payload

    def accepts(self, payload):
        return True

    def normalize(self, event, payload):
        payload = dict(payload, session_id=payload.get("session_id") or payload.get("sessionId"))
        tool_input = payload.get("tool_input")
        tool_input = tool_input if isinstance(tool_input, dict) else {}
        if "filePath" in tool_input and "file_path" not in tool_input:
            payload["tool_input"] = dict(tool_input, file_path=tool_input["filePath"])
        return self.canonical_event(event), payload

    def variant(self, env):
        return CopilotCli(env) if env.get("COPILOT_CLI") == "1" else self

    def doctor_clients(self, env):
        return [("VS Code", {}, self), ("Copilot CLI", {"COPILOT_CLI": "1"}, CopilotCli(env))]

    def mcp_servers(self, root, env):
        return None


    def mcp_target(self, env, project=None, shared=False):
        """Copilot CLI and VS Code's Copilot both read the user's mcp-config.json; a
        project's .mcp.json is Claude Code's too, so a project gets none."""
        if project:
            return None
        return os.path.join(self.home(env), "mcp-config.json"), ("mcpServers",)

    def mcp_entry(self, argv):
        return {"type": "local", "command": argv[0], "args": argv[1:], "tools": ["*"]}

class CopilotCli(Copilot):
    """GitHub Copilot CLI, on Copilot's registration (a hook sees COPILOT_CLI=1).
    Checked against the real client (1.0.102, testdata/copilot-cli-recorded/): only a
    top-level additionalContext reaches the model.  Nothing fires after a compaction:
    the snapshot rides on the first tool result after PreCompact, which stays in the
    history until the next compaction.  --continue and --resume fire SessionStart
    (resume), whose context lasts only as long as that process."""

    label = "Copilot CLI"
    flat_answer_key = "additionalContext"  # hookSpecificOutput is dropped
    # Not UserPromptSubmit: on a resume it runs alongside SessionStart, and both would
    # give the snapshot; with no tool call after an interactive /compact, the first
    # tool call of a later turn brings it.
    inject_on = frozenset(("PostToolUse", "PostToolUseFailure"))
    news_on_resume = False  # the history after its snapshot is all there
    context_reset_marker = b'"session.compaction_'
    tool_names = dict(Copilot.tool_names, bash="Bash", view="Read", create="Write", edit="Edit",
                      grep="Grep", glob="Glob", task="Agent")  # camelCase registrations
    input_names = {"path": "file_path", "file_text": "content", "old_str": "old_string",
                   "new_str": "new_string", "agent_type": "subagent_type"}
    todos_table = "todos"  # the `sql` tool's table that holds the session's todo list

    def __init__(self, env):
        self.env = env

    def accepts(self, payload):
        """Not a subagent's own prompt or stop (under its own session id): the parent's
        task call records the subagent."""
        child = payload.get("agent_id") or payload.get("agentId")
        own = child and child == (payload.get("session_id") or payload.get("sessionId"))
        return not (own and any(key in payload for key in ("prompt", "stop_reason",
                                                           "stopReason")))

    def normalize(self, event, payload):
        event, payload = super().normalize(event, payload)
        child = payload.get("agent_id") or payload.get("agentId")
        parent = payload.get("parent_agent_id") or payload.get("parentAgentId")
        if child and parent and payload.get("session_id") == child:
            payload["session_id"] = parent  # a subagent's tool calls are its session's
        if payload.get("source") == "new":
            payload["source"] = "startup"
        if not payload.get("transcript_path") and isinstance(payload.get("session_id"), str):
            payload["transcript_path"] = payload.get("transcriptPath") or os.path.join(
                self.home(self.env), "session-state", payload["session_id"], "events.jsonl")
        if event in ("PostToolUse", "PostToolUseFailure"):
            event = self._normalize_tool(event, payload)
        return event, payload

    def _normalize_tool(self, event, payload):
        """Claude Code's tool call from Copilot CLI's (in place); returns the event: a
        shell command that exited non-zero is a PostToolUse here, a failure there."""
        tool = self.tool_name(payload) or as_str(payload.get("toolName"))
        tool_input = as_dict(payload.get("tool_input") or payload.get("toolArgs"))
        tool_input = {self.input_names.get(key, key): value for key, value in tool_input.items()}
        result = as_dict(payload.get("tool_result") or payload.get("toolResult"))
        text = as_str(result.get("text_result_for_llm") or result.get("textResultForLlm"))
        response = {"output": text}  # what the tool printed, where tool_output reads it
        if tool == "Bash":
            output, _, trailer = text.rpartition("\n<shellId: ")
            code = trailer.rpartition("exit code ")[2].rstrip(">").strip()
            output = output if trailer.endswith(">") else text
            response = {"stdout": output}
            if code.isdigit() and int(code) and event == "PostToolUse":
                event, payload["error"] = "PostToolUseFailure", "Exit code %s\n%s" % (code, output)
        elif tool == "Agent":
            response = {"status": "completed", "content": [{"type": "text", "text": text}]}
        elif tool == "sql":
            rows = self.todo_rows(as_str(tool_input.get("query")))
            if rows and event == "PostToolUse":
                tool, tool_input = "TaskRows", {"tasks": rows}
        payload.update(tool_name=tool, tool_input=tool_input, tool_response=response)
        return event

    def todo_rows(self, query):
        """[{id, text, status}] an INSERT into or an UPDATE of the todos table writes
        (the columns it sets), or [] for any other statement."""
        tokens = sql_tokens(query[:SHELL_SCAN_CHARS])  # a todo's statement is short
        words = [value for kind, value in tokens if kind == "word"]
        if len(words) < 3 or self.todos_table not in words[:3]:
            return []
        if words[0] == "insert":
            return self._inserted_rows(tokens)
        if words[0] == "update":
            return self._updated_rows(tokens)
        return []

    @staticmethod
    def _as_task(fields):
        text = fields.get("title") or fields.get("description") or ""
        return {"id": one_line(str(fields.get("id") or ""), ID_CAP),
                "text": one_line(text, SUMMARY_CAP),
                "status": one_line(str(fields.get("status") or ""), STATUS_CAP)}

    def _inserted_rows(self, tokens):
        """INSERT INTO todos (id, title, ...) VALUES ('a', 'A', ...), (...)."""
        start = next((n for n, token in enumerate(tokens) if token == ("p", "(")), None)
        if start is None:
            return []
        end = tokens.index(("p", ")"), start)
        columns = [value for kind, value in tokens[start + 1:end] if kind == "word"]
        rows, values = [], None
        for kind, value in tokens[end + 1:]:
            if (kind, value) == ("p", "("):
                values = []
            elif (kind, value) == ("p", ")") and values is not None:
                fields = dict(zip(columns, values))
                rows.append(self._as_task(dict(fields, status=fields.get("status") or "pending")))
                values = None
            elif values is not None and kind in ("str", "num", "null"):
                values.append(value)
        return [row for row in rows if row["id"] or row["text"]]

    def _updated_rows(self, tokens):
        """UPDATE todos SET status = 'done'[, ...] WHERE id = 'a' (or id IN ('a', 'b'))."""
        fields, ids, target, phase = {}, [], None, "table"
        for kind, value in tokens:
            if kind == "word" and value in ("set", "where"):
                phase = value
            elif phase == "set" and kind == "word":
                target = value
            elif phase == "set" and target and kind in ("str", "num", "null"):
                fields[target], target = value, None
            elif phase == "where" and kind == "word" and value not in ("id", "in", "or"):
                return []  # a condition on something else: which rows is not known here
            elif phase == "where" and kind in ("str", "num"):
                ids.append(value)
        return [self._as_task(dict(fields, id=task_id)) for task_id in ids]

    def snapshot_in_context(self, transcript_path):
        """True when Copilot's event log (session-state/<id>/events.jsonl) holds a
        snapshot ctxmode gave in a tool result or a prompt since its last applied
        compaction began (what arrives while the summary is made is kept after it).
        A SessionStart context is not in the history: it never counts."""
        path = as_str(transcript_path)
        applied = None  # the attempt id of the newest compaction that was applied
        for line in lines_from_end(path, self.transcript_scan_bytes) if path else ():
            if ENVELOPE.encode() not in line and self.context_reset_marker not in line:
                continue
            try:
                record = as_dict(parse_json(line.decode("utf-8", "replace")))
            except (ValueError, RecursionError):
                continue
            kind, data = record.get("type"), as_dict(record.get("data"))
            if kind in ("tool.execution_complete", "user.message") and any(
                    is_injected_snapshot(text[at:]) for text in json_strings(data)
                    for at in _line_starts(text, "ctxmode: ")):
                return True
            if kind == "session.compaction_complete" and applied is None and data.get(
                    "success") and data.get("outcome") == "applied":
                applied = data.get("compactionAttemptId") or ""
            elif kind == "session.compaction_start" and applied is not None and (
                    data.get("compactionAttemptId") or "") == applied:
                return False
        return False



def _line_starts(text, prefix):
    """The offsets in `text` where a line begins with `prefix`."""
    at = 0 if text.startswith(prefix) else -1
    while True:
        if at >= 0:
            yield at
        found = text.find("\n" + prefix, at + 1)
        if found < 0:
            return
        at = found + 1


def sql_tokens(query):
    """A SQL statement as (kind, value) tokens: ("word", lower-case identifier),
    ("str", text), ("num", number), ("null", None), ("p", punctuation).  Enough to read
    an INSERT or UPDATE; PERF: no `re` on the hot path."""
    tokens, at, size = [], 0, len(query)
    while at < size:
        char = query[at]
        if char.isspace():
            at += 1
        elif char == "'":
            end, text = at + 1, []
            while end < size:
                if query[end] == "'" and query[end + 1:end + 2] == "'":
                    text.append("'")
                    end += 2
                elif query[end] == "'":
                    break
                else:
                    text.append(query[end])
                    end += 1
            tokens.append(("str", "".join(text)))
            at = end + 1
        elif char.isalpha() or char in "_\"":
            end = at + 1
            while end < size and (query[end].isalnum() or query[end] in "_\""):
                end += 1
            word = query[at:end].strip('"').lower()
            tokens.append(("null", None) if word == "null" else ("word", word))
            at = end
        elif char.isdigit() or (char == "-" and query[at + 1:at + 2].isdigit()):
            end = at + 1
            while end < size and (query[end].isdigit() or query[end] == "."):
                end += 1
            tokens.append(("num", query[at:end]))
            at = end
        else:
            tokens.append(("p", char))
            at += 1
    return tokens


@registered
class Codex(Agent):
    """Codex CLI: Claude-style hooks.json, no exit codes, hooks that must be trusted."""

    name, label = "codex", "Codex CLI"
    aliases = ("codex-cli", "openai-codex")
    home_variable, config_folder, project_folder = "CODEX_HOME", ".codex", ".codex"
    settings_name, private_settings_name = "hooks.json", None
    note = ("Codex runs a new hook only once it is trusted: `codex exec` skips it silently and the"
            " TUI asks at start-up (\"Hooks need review\", or /hooks). To trust ctxmode's hooks"
            " now, run install again with --trust-codex: it writes their trust entries into"
            " config.toml, skipping Codex's review.")
    # No matchers (Codex then runs the hook for every tool and source).  SessionEnd gets
    # at most 3 s there.  No PostToolUseFailure: a failed command looks like a success.
    events = (
        ("SessionStart", None, 15),
        ("UserPromptSubmit", None, 10),
        ("PostToolUse", None, 10),
        ("PreCompact", None, 30),
        ("PostCompact", None, 10),
        ("Stop", None, 10),
        ("SessionEnd", None, 3),
    )
    tool_names = {"apply_patch": "ApplyPatch"}
    instruction_files = ("AGENTS.md",)
    skill_folder = ".codex"
    config_name = "config.toml"
    # Codex hashes a hook without its matcher on these events, and caps their timeouts.
    events_without_matcher = frozenset(("UserPromptSubmit", "Stop", "PreModelRequest",
                                        "PostModelRequest", "Interrupt"))
    short_timeouts = {"SessionEnd": (1, 3), "Interrupt": (1, 3)}
    context_reset_marker = b'"compacted"'
    compaction_keeps_tail = False  # its replacement history: not known to keep them

    def is_context_reset(self, record):
        return record.get("type") == "compacted"

    def failure_in_result(self, tool, tool_input, response, events):
        """Codex reports no exit code: a check whose output says it failed is an error."""
        if not isinstance(response, str):
            return None
        return self._failed_check(as_str(tool_input.get("command")), response, events)

    # -- its transcript (see Agent.transcript_hooks) -------------------------------------
    # ~/.codex/sessions/YYYY/MM/DD/rollout-<time>-<id>.jsonl: {"timestamp", "type", "payload"}
    # records (session_meta, response_item, event_msg, compacted, turn_context); the
    # rollouts of 2025 hold the items themselves, with a first line of session metadata.
    # Shell calls report their exit code in their output, which the hooks never did.

    ITEM_TYPES = frozenset(("message", "function_call", "function_call_output", "custom_tool_call",
                            "custom_tool_call_output", "local_shell_call", "reasoning"))
    SHELL_TOOLS = frozenset(("shell", "exec_command", "container.exec", "local_shell",
                             "shell_command"))
    # What the client writes in the user's name: instructions, the environment, notices.
    CLIENT_TEXTS = ("<environment_context>", "<user_instructions>", "<permissions instructions>",
                    "# AGENTS.md instructions", "<INSTRUCTIONS>", "<user_shell_command>",
                    "<turn_aborted>", "<skills_instructions>", "<subagent_notification>")

    transcript_branch_is_current = False  # only its first record names one
    # The IDE extension sends the editor's state before what the user wrote: the active
    # file and every open tab, then the request under its own heading.
    IDE_CONTEXT, IDE_REQUEST = "# Context from my IDE setup:", "## My request for Codex:"

    @staticmethod
    def image_mark(text):
        """True for the text Codex writes around an image the user attached (`<image>`,
        `</image>`, `<image name=[Image #1]>`): no words of the user's."""
        text = text.strip()
        return text in ("<image>", "</image>") or (
            text.startswith("<image name=[Image #") and text.endswith("]>") and len(text) < 40)

    def user_words(self, prompt):
        if prompt.lstrip().startswith(self.IDE_CONTEXT):
            _context, marked, request = prompt.partition(self.IDE_REQUEST)
            if marked:
                return request.strip()
        return prompt

    @classmethod
    def writes_transcript(cls, record):
        return record.get("type") == "session_meta" or (
            "instructions" in record and "id" in record and "type" not in record)

    @classmethod
    def _rollout_items(cls, records):
        """(time, kind, item) of a rollout's records, in either format."""
        when = None
        for record in records:
            at = epoch_of(record.get("timestamp"))
            when = at if at is not None else (when + 0.001 if when is not None else None)
            payload = as_dict(record.get("payload"))
            if record.get("type") in ("session_meta", "response_item", "event_msg", "compacted",
                                      "turn_context") and payload:
                yield when, record["type"], payload
            elif record.get("type") in cls.ITEM_TYPES:
                yield when, "response_item", record
            elif "instructions" in record and "id" in record:
                yield when, "session_meta", record

    @staticmethod
    def _shell_command(arguments):
        command = arguments.get("command") if "command" in arguments else arguments.get("cmd")
        if isinstance(command, list):
            words = [as_str(word) for word in command]
            if len(words) >= 3 and os.path.basename(words[0]) in ("bash", "sh", "zsh") and (
                    words[1] in ("-lc", "-c")):
                return words[2]
            import shlex
            return " ".join(shlex.quote(word) for word in words)
        return as_str(command)

    @staticmethod
    def _outcome(output):
        """(exit code or None, text) of a tool call's output, in either format."""
        text = as_str(output)
        if text.startswith("{"):
            try:
                data = as_dict(parse_json(text))
            except (ValueError, RecursionError):
                data = {}
            if "output" in data:
                code = as_dict(data.get("metadata")).get("exit_code")
                return (code if isinstance(code, int) else None), as_str(data["output"])
        code, head, body = None, text[:400], text
        for marker in ("Process exited with code ", "Exit code: "):
            at = head.find(marker)
            if at >= 0:
                digits = head[at + len(marker):].split("\n", 1)[0].strip()
                code = int(digits) if digits.lstrip("-").isdigit() else None
        if "\nOutput:\n" in text[:1000]:
            body = text.split("\nOutput:\n", 1)[1]
        if code is None and head.startswith(("apply_patch verification failed",
                                              "Failed to apply patch")):
            code = 1
        if code is None and head.startswith("exec_command failed"):
            # It never ran: the sandbox denied it, or the user rejected it ("Rejected(\"
            # rejected by user\")"); the sandbox's own exit code when it gives one.
            given = text[:2000].partition("exit_code: ")[2].split(",", 1)[0].strip()
            code = int(given) if given.isdigit() and int(given) else 1
            body = Codex._sandbox_output(text)
        return code, body

    @staticmethod
    def _sandbox_output(text):
        """What a command the sandbox stopped printed, out of the error's debug form
        (`… stderr: StreamOutput { text: \"zsh:1: operation not permitted: ps\\n\" …`,
        `SandboxDenied { message: "…Error: listen EPERM…" }`), or the text as it is."""
        for marker in ('aggregated_output: StreamOutput { text: \\"',
                       'stderr: StreamOutput { text: \\"'):
            if marker in text:  # escaped twice: a string in a string
                said = text.partition(marker)[2].partition('\\", truncated_after_lines')[0]
                return said.replace("\\\\r", "").replace("\\\\n", "\n").replace('\\\\"', '"')
        if text[:2000].count("`: SandboxDenied { message: \"") == 1:
            said = text.partition("`: SandboxDenied { message: \"")[2]
            said = said.rpartition('" }')[0] or said  # (its end may be cut off)
            return said.replace("\\n", "\n").replace('\\"', '"')
        return text

    def transcript_hooks(self, records, path):
        common, calls, said, when, noted = {"transcript_path": path}, {}, None, None, [None]
        running = {}  # session id of a command still running -> its (tool, tool_input)
        for at, kind, item in self._rollout_items(records):
            if at is None:
                continue
            when = at
            if kind == "session_meta":
                git = as_dict(item.get("git"))
                common.update(session_id=as_str(item.get("id")), cwd=as_str(item.get("cwd")),
                              git_branch=as_str(git.get("branch")))
            elif kind == "turn_context" and as_str(item.get("cwd")):
                common["cwd"] = item["cwd"]
            elif kind == "event_msg" and item.get("type") == "task_complete":
                said = as_str(item.get("last_agent_message")) or said
            if kind != "response_item":
                continue
            item_type = item.get("type")
            if item_type == "message" and item.get("role") == "assistant":
                said = transcript_text(item.get("content")) or said
            elif item_type == "message" and item.get("role") == "user":
                blocks = item.get("content") if isinstance(item.get("content"), list) else []
                prompt = "\n".join(text for text in (transcript_text([block]) for block in blocks)
                                   if text.strip() and not text.lstrip().startswith(
                                       self.CLIENT_TEXTS) and not self.image_mark(text)).strip()
                if prompt:
                    if said is not None:
                        yield at, "Stop", dict(common, last_assistant_message=said)
                        said = None
                    yield at, "UserPromptSubmit", dict(common, prompt=prompt)
            elif item_type in ("function_call", "custom_tool_call", "local_shell_call"):
                calls[item.get("call_id")] = self._call(item)
                yield from words_mid_turn(said, noted, at, common)
            elif item_type in ("function_call_output", "custom_tool_call_output"):
                tool, tool_input = calls.pop(item.get("call_id"), ("", {}))
                code, text = self._outcome(self._output_text(item.get("output")))
                tool, tool_input = self._polled(tool, tool_input, code, as_str(item.get("output")),
                                                running)
                if not tool:
                    continue
                payload = dict(common, tool_name=tool, tool_input=tool_input,
                               tool_use_id=item.get("call_id"))
                if code:  # Codex's own hooks send no exit code: only its transcript tells
                    yield at, "PostToolUseFailure", dict(payload, error="Exit code %d\n%s"
                                                         % (code, text), **UNHOOKED)
                else:
                    yield at, "PostToolUse", dict(payload, tool_response=text)
        if said is not None and when is not None and said != noted[0]:  # (else: mid-turn)
            yield when, "Stop", dict(common, last_assistant_message=said)

    RUNNING = "Process running with session ID "

    def _polled(self, tool, tool_input, code, output, running):
        """The call an output belongs to: a command that outlives its call keeps running in a
        session that write_stdin polls, and the poll that sees it exit reports the command's
        code (so a later run of the same command can close its error).  ("", {}) for a poll
        that saw nothing end."""
        session = output[:400].partition(self.RUNNING)[2].split("\n", 1)[0].strip()
        if tool == "write_stdin":
            polled = running.pop(str(tool_input.get("session_id")), None)
            if session or code is None or "\x03" in as_str(tool_input.get("chars")):
                if polled and session:
                    running[session] = polled
                return "", {}  # still running, or stopped with Ctrl-C on purpose
            return polled or (tool, tool_input)
        if session and tool:
            running[session] = (tool, tool_input)
        return tool, tool_input

    def _call(self, item):
        """(tool name as the hooks name it, tool_input) of a rollout's tool call."""
        name = as_str(item.get("name"))
        if item.get("type") == "custom_tool_call" and name == "exec":
            return self._code_mode_call(as_str(item.get("input")))
        if item.get("type") == "custom_tool_call":
            return name, {"command": as_str(item.get("input"))}
        if item.get("type") == "local_shell_call":
            return "Bash", {"command": self._shell_command(as_dict(item.get("action")))}
        try:
            arguments = as_dict(parse_json(as_str(item.get("arguments")) or "{}"))
        except (ValueError, RecursionError):
            arguments = {}
        if name in self.SHELL_TOOLS:
            command = self._shell_command(arguments)
            if command.startswith("apply_patch") and "*** Begin Patch" in command:
                return "apply_patch", {"command": command[command.find("*** Begin Patch"):]}
            return "Bash", {"command": command}
        if name == "apply_patch":
            return name, {"command": as_str(arguments.get("input") or arguments.get("patch"))}
        if name == "update_plan":  # Codex's task list
            steps = arguments.get("plan") if isinstance(arguments.get("plan"), list) else []
            return "TodoWrite", {"todos": [{"content": as_str(as_dict(step).get("step")),
                                            "status": as_str(as_dict(step).get("status"))}
                                           for step in steps]}
        return name, arguments

    @staticmethod
    def _code_mode_call(script):
        """(tool name, tool_input) of the tools a code-mode `exec` script calls, as a
        JavaScript program (Codex 0.145+: `const r = await tools.exec_command({"cmd":
        "sed -n '1,80p' mask/collators.py", ...})`): its shell commands as one command
        line, or the patch it applies; ("exec", {"command": script}) else."""
        import json
        import re
        decoder, commands = json.JSONDecoder(), []
        for part in script.split("tools.exec_command(")[1:]:
            try:
                command = Codex._shell_command(as_dict(decoder.raw_decode(part.lstrip())[0]))
            except ValueError:  # a JavaScript object, not JSON: {cmd: 'make test', ...}
                found = re.match(r"\s*\{[^}]*?\bcmd['\"]?\s*:\s*(\"(?:[^\"\\]|\\.)*\""
                                 r"|'(?:[^'\\]|\\.)*')", part)
                command = found and js_string(found.group(1))
            if command:
                commands.append(command)
        if commands:
            return "Bash", {"command": "\n".join(commands)}
        for quote in ('"', "'", "`") if "apply_patch" in script else ():
            start = script.find(quote + "*** Begin Patch")  # a string, or a template literal
            found = start >= 0 and re.match(r"%s(?:[^%s\\]|\\.)*%s" % (quote, quote, quote),
                                            script[start:])
            if found:
                return "apply_patch", {"command": js_string(found.group(0))}
        return "exec", {"command": script}

    @staticmethod
    def _output_text(output):
        """A tool's output as text: a code-mode script's comes as a list of text blocks."""
        if isinstance(output, list):
            return "".join(as_str(as_dict(block).get("text")) for block in output)
        return output

    def mcp_servers(self, root, env):
        try:
            with open(os.path.join(self.home(env), self.config_name), encoding="utf-8") as handle:
                text = handle.read()
        except OSError:
            return None
        names = set()
        for line in text.splitlines():
            line = line.strip()
            if line.startswith("[mcp_servers.") and line.endswith("]"):
                names.add(line[13:-1].split(".")[0].strip('"'))
        return names

    # -- hook trust ----------------------------------------------------------------------
    # Codex runs a hook from hooks.json only when the user's config.toml holds
    #   [hooks.state."<hooks.json path>:<snake_event>:<group index>:<handler index>"]
    #   trusted_hash = "sha256:<hex of the compact, key-sorted JSON of the hook>"
    # (checked against Codex 0.171.0's own hashes).

    @staticmethod
    def _snake(event):
        return "".join("_" + char.lower() if char.isupper() and index else char.lower()
                       for index, char in enumerate(event))

    def trust_hash(self, event, matcher, handler):
        import hashlib
        import json
        default, ceiling = self.short_timeouts.get(event, (600, None))
        timeout = max(1, int(handler.get("timeout", default)))
        if ceiling is not None:
            timeout = min(timeout, ceiling)
        identity = {"event_name": self._snake(event),
                    "hooks": [{"type": "command", "command": handler["command"], "timeout": timeout,
                               "async": bool(handler.get("async", False))}]}
        if matcher is not None and event not in self.events_without_matcher:
            identity["matcher"] = matcher
        blob = json.dumps(identity, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        return "sha256:" + hashlib.sha256(blob.encode("utf-8")).hexdigest()

    def trust_entries(self, hooks_path, data):
        """{trust key: hash} of ctxmode's handlers in a hooks.json's data."""
        entries = {}
        for event, groups in data.get("hooks", {}).items():
            for group_index, group in enumerate(groups):
                handlers = group.get("hooks") or [] if isinstance(group, dict) else []
                for handler_index, handler in enumerate(handlers):
                    if isinstance(handler, dict) and is_ctxmode_command(handler.get("command")):
                        key = "%s:%s:%d:%d" % (os.path.abspath(hooks_path), self._snake(event),
                                               group_index,
                                               handler_index)
                        entries[key] = self.trust_hash(event, group.get("matcher"), handler)
        return entries

    @staticmethod
    def _toml_key(key):
        import json
        return "[hooks.state.%s]" % json.dumps(key, ensure_ascii=False)

    def with_trust_entries(self, toml_text, remove_keys, entries):
        """config.toml text without the [hooks.state."<key>"] tables of `remove_keys`,
        with `entries` appended.  Text-level on purpose: the rest of the user's file
        stays byte for byte."""
        import json
        headers = {self._toml_key(key) for key in set(remove_keys) | set(entries)}
        kept, skipping = [], False
        for line in toml_text.splitlines(True):
            if line.lstrip().startswith("["):
                header = line.strip()
                skipping = any(header == wanted or header.startswith(
                    (wanted + " ", wanted + "\t", wanted + "#")) for wanted in headers)
                if skipping and kept and not kept[-1].strip():
                    kept.pop()  # each of our tables owns the blank line before it
            if not skipping:
                kept.append(line)
        text = "".join(kept)
        # A key the user trusted in another form ([hooks.state] + "<key>" = {...}) stays theirs.
        quoted = {key: json.dumps(key, ensure_ascii=False) for key in entries}
        entries = {key: value for key, value in entries.items()
                   if not any(quoted[key] + sep in text for sep in (" =", "="))}
        if entries:
            text += "\n" if text and not text.endswith("\n") else ""
            text += "".join('\n%s\ntrusted_hash = "%s"\n' % (self._toml_key(key), value)
                            for key, value in sorted(entries.items()))
        return text

    def update_trust(self, env, hooks_path, old_data, new_data, out, dry_run=False):
        """Seed (or withdraw) the trust of ctxmode's hooks in config.toml.  The first
        seeding remembers how the file was (missing, or without a final newline), so
        that withdrawing gives it back as it was."""
        config = os.path.join(self.home(env), self.config_name)
        existed = os.path.exists(config)
        old_text = read_bytes(config).decode("utf-8") if existed else ""
        entries = self.trust_entries(hooks_path, new_data) if new_data is not None else {}
        old_entries = self.trust_entries(hooks_path, old_data)
        new_text = self.with_trust_entries(old_text, old_entries, entries)
        if dry_run:
            if new_text != old_text:
                out.write("%s: would %s trust entries in %s:\n%s" % (
                    self.label, "write" if entries else "remove", config,
                    _diff(config, old_text, new_text)))
            return
        state = install_state(env)
        record = state.get(config) or {}
        # The recall server's table may share the file: how it was before either of
        # them is the first one's to remember, and the last one's to give back.
        other = state.get("mcp:" + config)
        if new_text != old_text and entries and not record:
            record = {"trust_created": other["created"] if other else not existed,
                      "final_newline": other["final_newline"] if other else (
                          old_text.endswith("\n") or not old_text)}
            remember_record(env, config, record)
        if new_text != old_text and not entries and record:
            forget_install(env, config)
            if not other and not record.get("final_newline") and new_text.endswith("\n"):
                new_text = new_text[:-1]
            if not other and record.get("trust_created") and not new_text.strip():
                remove_created_file(config)
                out.write("%s: removed %s, which install had created\n" % (self.label, config))
                return
        if new_text != old_text:
            backup = replace_shared_file(env, config, new_text, bool(entries), bool(other))
            out.write("%s: %s %d trust entries in %s%s\n" % (
                self.label, "wrote" if entries else "removed",
                len(entries) or len(self.trust_entries(hooks_path, old_data)), config,
                backup_note(env, backup)))

    def after_install(self, env, settings, updated, args, out):
        """Codex runs only the hooks the user trusts: --trust-codex trusts ours,
        --no-trust-codex leaves them, and else install asks on a terminal (default no)
        or says the command that does it."""
        if args.dry_run or not self.untrusted(env, settings.path, updated):
            return
        trust = args.trust_codex
        if trust is None and not args.yes:
            trust = ask("Codex runs only hooks you trust. Trust ctxmode's %d hooks (writes %s)?"
                        % (len(self.events), os.path.join(self.home(env), self.config_name)))
        if trust:
            self.update_trust(env, settings.path, settings.data, updated, out)
        else:
            out.write("%s: its hooks run once you trust them (or in Codex's /hooks):\n  %s\n"
                      % (self.label, self.TRUST_COMMAND))

    def after_uninstall(self, env, settings, out, dry_run=False):
        self.update_trust(env, settings.path, settings.data, None, out, dry_run)
        folder = os.path.dirname(settings.path)  # ~/.codex, or a project's .codex
        project = None if folder == os.path.realpath(self.home(env)) else os.path.dirname(folder)
        self.update_mcp_table(env, project, None, dry_run, out)

    # -- the recall server: a [mcp_servers.ctxmode] table of config.toml ------------------
    # Text-level, like the trust entries: the rest of the user's file stays byte for byte.

    def mcp_target(self, env, project=None, shared=False):
        return None  # TOML, not JSON: see mcp_toml

    def mcp_toml(self, env, project=None):
        """The config.toml whose [mcp_servers] install writes: the user's, or a trusted
        project's .codex/config.toml."""
        if project:
            return os.path.join(os.path.abspath(project), self.project_folder, self.config_name)
        return os.path.join(self.home(env), self.config_name)

    MCP_HEADER = "[mcp_servers.%s]" % MCP_SERVER_NAME

    def _mcp_table(self, text):
        """(the text without the [mcp_servers.ctxmode] table and its subtables, that
        table's command and args) when the table is there, else (text, None)."""
        import json
        kept, table, inside = [], [], False
        for line in text.splitlines(True):
            header = line.strip()
            if header.startswith("["):
                inside = header == self.MCP_HEADER or header.startswith(self.MCP_HEADER[:-1] + ".")
                if inside and kept and not kept[-1].strip():
                    kept.pop()  # our table owns the blank line before it
            (table if inside else kept).append(line)
        if not table:
            return text, None
        entry = {}
        for line in table:
            name, _, value = line.partition("=")
            if name.strip() in ("command", "args"):
                try:
                    entry[name.strip()] = json.loads(value.strip())
                except ValueError:
                    pass
        return "".join(kept), entry

    def mcp_registered(self, env, project=None):
        try:
            text = read_bytes(self.mcp_toml(env, project)).decode("utf-8", "replace")
        except OSError:
            return None
        entry = self._mcp_table(text)[1]
        return [entry["command"]] + list(entry.get("args") or []) if is_ctxmode_mcp(entry) \
            else None

    def register_mcp(self, env, settings, argv, args, out):
        self.update_mcp_table(env, args.project, argv, args.dry_run, out)

    def update_mcp_table(self, env, project, argv, dry_run, out):
        """Write (argv) or remove (None) ctxmode's [mcp_servers.ctxmode] table; the first
        write remembers how the file was, so that removing gives it back as it was."""
        import json
        path = self.mcp_toml(env, project)
        existed = os.path.exists(path)
        old_text = read_bytes(path).decode("utf-8") if existed else ""
        text, entry = self._mcp_table(old_text)
        if entry is not None and not is_ctxmode_mcp(entry):
            out.write("%s: an MCP server named %s that is not ctxmode's is in %s; left it\n"
                      % (self.label, MCP_SERVER_NAME, path))
            return
        if argv and isinstance(entry, dict) and [entry.get("command")] + list(
                entry.get("args") or []) == list(argv):
            return  # registered as it would be: the file stays as it is
        key = "mcp:" + path
        state = install_state(env)
        record, other = state.get(key) or {}, state.get(path)  # other: the trust entries'
        if argv:
            text += "\n" if text and not text.endswith("\n") else ""
            text += '%s%s\ncommand = %s\nargs = %s\n' % (
                "\n" if text else "", self.MCP_HEADER, json.dumps(argv[0], ensure_ascii=False),
                json.dumps(argv[1:], ensure_ascii=False))
        elif record and not other and not record.get("final_newline") and text.endswith("\n"):
            text = text[:-1]
        if text == old_text:
            return
        if dry_run:
            out.write("%s: would %s the recall server (MCP) %s %s:\n%s" % (
                self.label, "add" if argv else "remove", "to" if argv else "from", path,
                _diff(path, old_text, text)))
            return
        if argv and not record:
            remember_record(env, key, {
                "created": other["trust_created"] if other else not existed,
                "final_newline": other["final_newline"] if other else (
                    old_text.endswith("\n") or not old_text)})
        if not argv:
            forget_install(env, key)
            if record.get("created") and not other and not text.strip():
                remove_created_file(path)
                out.write("%s: removed %s, which install had created\n" % (self.label, path))
                return
        backup = replace_shared_file(env, path, text, bool(argv), bool(other))
        out.write("%s: %s the recall server (MCP) %s %s%s\n" % (
            self.label, "registered" if argv else "removed", "in" if argv else "from", path,
            backup_note(env, backup)))

    def other_files(self, env):
        return [os.path.join(self.home(env), self.config_name)]

    TRUST_COMMAND = "ctxmode install --agent codex --trust-codex"

    def untrusted(self, env, hooks_path, data):
        """The trust keys of ctxmode's hooks in `data` that config.toml does not trust."""
        config = os.path.join(self.home(env), self.config_name)
        text = read_bytes(config).decode("utf-8", "replace") if os.path.exists(config) else ""
        return [key for key, value in self.trust_entries(hooks_path, data).items()
                if '%s\ntrusted_hash = "%s"' % (self._toml_key(key), value) not in text]

    def doctor_warnings(self, env, settings):
        """Codex skips a hook it does not trust: each of ours needs its trust entry."""
        untrusted = self.untrusted(env, settings.path, settings.data)
        if not untrusted:
            return []
        return [("%d hooks untrusted: Codex skips them (or trust in /hooks)"
                 % len(untrusted), self.TRUST_COMMAND)]


@registered
class Droid(Agent):
    """Factory Droid: Claude Code's hooks and answers in ~/.factory/settings.json, its
    own tool names, and gaps its transcript fills.  Checked against the real client
    (0.225.2, testdata/droid-recorded/): an automatic compaction fires no hook and
    keeps the session id, the transcript shows it as a compaction_state row; `/compress`
    fires SessionStart(compact) under a new session id that names the old one; failed
    tool calls fire nothing, and `droid exec` sends no UserPromptSubmit.  Hook context
    reaches the model from SessionStart, UserPromptSubmit and PostToolUse, and lasts
    only as long as the process that got it."""

    name, label = "droid", "Factory Droid"
    aliases = ("factory", "factory-droid", "droid-cli")
    home_variable, config_folder, project_folder = None, ".factory", ".factory"
    # Droid also reads a project's settings.local.json, by its binary; only settings.json
    # was seen running hooks, so install writes that.
    private_settings_name = None
    note = ("an event in ~/.factory/hooks.json replaces the same event in settings.json, and"
            " \"hooksDisabled\": true turns every hook off: `ctxmode doctor` checks both.")
    # Droid 0.225 knows nine events and logs the others as unknown.
    events = (
        ("SessionStart", "startup|resume|compact", 15),
        ("UserPromptSubmit", None, 10),
        ("PostToolUse", "*", 10),
        ("PreCompact", "*", 30),
        ("Stop", None, 10),
        ("SubagentStop", "*", 10),
        ("SessionEnd", "*", 5),
    )
    known_events = frozenset((
        "SessionStart", "SessionEnd", "UserPromptSubmit", "PreToolUse", "PostToolUse",
        "Notification", "Stop", "SubagentStop", "PreCompact"))
    tool_names = {"Execute": "Bash", "Create": "Write", "FetchUrl": "WebFetch"}
    instruction_files = ("AGENTS.md",)
    instruction_folders = ("", ".factory")
    skill_folder = ".factory"
    # After an automatic compaction: the first hook whose answer reaches the model.
    inject_on = frozenset(("PostToolUse", "UserPromptSubmit"))
    context_reset_marker = None  # hook context of an earlier process is not sent again
    unhooked_in_transcript = True
    client_commands = frozenset(("/compress", "/compact", "/handoff", "/quit", "/exit",
                                 "/help", "/model", "/settings", "/mcp", "/resume", "/new",
                                 "/clear", "/cost", "/status", "/hooks", "/login", "/logout"))
    transcript_branch_is_current = False  # no record names a branch
    COMPACTION_ROW = b'{"type":"compaction_state"'

    def previous_session(self, payload):
        return as_str(payload.get("previous_session_id")) or None

    def tool_name(self, payload):
        """An MCP server's tool comes as <server>___<tool> (the model's name for it)."""
        tool = super().tool_name(payload)
        server, separator, name = tool.partition("___")
        return "mcp__%s__%s" % (server, name) if separator and server and name else tool

    def failure_lines(self, text):
        """"Error: Command failed (exit code: N)", the output, then "[Process exited
        with code N]"; another tool's error as "Error: <message>"."""
        lines, exit_code = [line.strip() for line in text.splitlines() if line.strip()], None
        for prefix, index in (("Error: Command failed (exit code:", 0),
                              ("[Process exited with code", -1)):
            if lines and lines[index].startswith(prefix):
                digits = lines.pop(index)[len(prefix):].strip(" )]")
                exit_code = int(digits) if digits.lstrip("-").isdigit() else exit_code
        while lines and lines[0].startswith("Error: "):
            lines[0] = lines[0][7:]
        return exit_code, lines

    def mcp_target(self, env, project=None, shared=False):
        """~/.factory/mcp.json, or a project's .factory/mcp.json (what its binary reads:
        {"mcpServers": {name: {...}}})."""
        folder = os.path.abspath(project) if project else home_dir(env)
        return os.path.join(folder, self.project_folder, "mcp.json"), ("mcpServers",)

    def mcp_servers(self, root, env):
        return servers_in_json_files([
            (os.path.join(self.home(env), "mcp.json"), (("mcpServers",),)),
            (os.path.join(root, self.project_folder, "mcp.json"), (("mcpServers",),))])

    def doctor_warnings(self, env, settings):
        """What keeps Droid from running the hooks of its settings.json."""
        warnings, shown = [], home_relative(env, settings.path)
        if settings.data.get("hooksDisabled") is True:
            warnings.append(('%s says "hooksDisabled": true: Droid runs no hook' % shown,
                             'remove "hooksDisabled" there'))
        hooks_json = os.path.join(os.path.dirname(settings.path), "hooks.json")
        try:
            replacing = sorted(set(SettingsFile(hooks_json).data) & set(
                as_dict(settings.data.get("hooks"))))
        except CtxmodeError:
            replacing = []
        if replacing:
            warnings.append(("%s defines %s, which replaces ctxmode's entries in %s"
                             % (home_relative(env, hooks_json), ", ".join(replacing),
                                os.path.basename(settings.path)),
                             "move those entries into %s" % shown))
        return warnings

    # -- compaction: the transcript shows one ------------------------------------------

    def mark_compaction(self, ctx):
        pass  # SessionStart(compact) follows a PreCompact

    def clear_pending(self, ctx):
        """A SessionStart gave the snapshot: the next look reads what the transcript
        gains from now on (a compaction in this process shows there)."""
        try:
            size = os.path.getsize(as_str(ctx.payload.get("transcript_path")))
        except OSError:
            size = None
        self.watch_transcript_from(ctx, size)

    def compaction_pending(self, ctx):
        """True once per automatic compaction the model did not get a snapshot after:
        the transcript gained a compaction_state row, and no snapshot is left where
        the model still sees it."""
        if self.COMPACTION_ROW not in self.transcript_gained(ctx):
            return False
        return not self.snapshot_kept(as_str(ctx.payload.get("transcript_path")))

    def _holds_snapshot(self, record):
        """True for a hook's record in the transcript whose answer was a snapshot."""
        results = as_dict(record.get("message")).get("hookResults")
        for result in results if isinstance(results, list) else ():
            stdout = as_str(as_dict(result).get("stdout"))
            if is_injected_snapshot(self.read_answer(stdout) or stdout):
                return True
        return False

    def snapshot_kept(self, path):
        """True when the model still sees a snapshot after the transcript's last
        compaction: one given after it, or one this process gave before it among the
        messages it kept (those after its anchorMessage, the last message it removed;
        none when it names none).  Hook context from an earlier process is not sent
        again, so the search stops at this process's SessionStart."""
        envelope, anchor = ENVELOPE.encode(), None
        for line in lines_from_end(path, self.transcript_scan_bytes):
            compaction = anchor is None and line.startswith(self.COMPACTION_ROW)
            starts = b'"hookEventName":"SessionStart"' in line
            if not (compaction or envelope in line or starts or (anchor and anchor in line)):
                continue
            try:
                record = as_dict(parse_json(line.decode("utf-8", "replace")))
            except (ValueError, RecursionError):
                continue
            if compaction:
                kept = as_str(as_dict(record.get("anchorMessage")).get("id"))
                if not kept:
                    return False
                anchor = kept.encode()
                continue
            if anchor is not None and record.get("id") == anchor.decode():
                return False  # it and all before it were summarised away
            if envelope in line and self._holds_snapshot(record):
                return True
            if anchor is not None and starts:
                return False
        return False

    # -- its transcript (see Agent.transcript_hooks) -------------------------------------
    # ~/.factory/sessions/<cwd, / as ->/<session id>.jsonl: a session_start row, then
    # "message" rows (prompts, tool calls, tool results, and each hook's run with what it
    # printed), agent_turn_outcome at the end of each turn, compaction_state rows.

    @staticmethod
    def writes_transcript(record):
        return (record.get("type") == "session_start" and "hostId" in record) or (
            record.get("type") == "message" and "role" in as_dict(record.get("message")))

    def transcript_hooks(self, records, path):
        records = list(records)
        # A prompt the UserPromptSubmit hook saw (the TUI) has its run as a row naming it.
        prompted = {as_str(message.get("hookParentId")) for message in (
            as_dict(record.get("message")) for record in records)
            if message.get("hookEventName") == "UserPromptSubmit"}
        stem = os.path.basename(path).split(".", 1)[0]
        common, calls, said, when = {"transcript_path": path, "session_id": stem}, {}, None, None
        noted = [None]
        for record in records:
            kind, message = record.get("type"), as_dict(record.get("message"))
            if kind == "session_start":
                common.update(session_id=as_str(record.get("id")) or stem,
                              cwd=as_str(record.get("cwd")))
            elif kind == "agent_turn_outcome" and said is not None and when is not None:
                # Droid's Stop carries no last message: only its transcript has it.
                yield when, "Stop", dict(common, last_assistant_message=said, **UNHOOKED)
                said = None
            at = epoch_of(record.get("timestamp"))
            if kind != "message" or at is None or message.get("hookEventName"):
                continue
            when, content = at, message.get("content")
            blocks = message_blocks(content)
            if message.get("role") == "assistant":
                said, followed = note_tool_calls(blocks, calls, said)
                yield from words_mid_turn(followed, noted, at, common)
                continue
            results = [block for block in blocks if block.get("type") == "tool_result"]
            for block, text, payload in tool_results(results, calls, common):
                if block.get("is_error"):  # no hook tells a failure: only the transcript
                    yield at, "PostToolUseFailure", dict(payload, error=text, **UNHOOKED)
                else:
                    yield at, "PostToolUse", dict(payload, tool_response=text)
            if results or as_str(record.get("id")).startswith("context-"):
                continue  # context- rows: what Droid adds before a prompt (system reminders)
            prompt = self._users_prompt(content)
            if prompt and not prompt.startswith("<system-reminder>"):
                hooked = as_str(record.get("id")) in prompted
                yield at, "UserPromptSubmit", dict(common, prompt=prompt,
                                                   **({} if hooked else UNHOOKED))


# ---------------------------------------------------------------------------
# Hook handlers (hot path)
# ---------------------------------------------------------------------------

HOOKS = {}
hook = registrar(HOOKS)  # @hook("Stop", ...): hook event name -> handler


class HookTimeout(Exception):
    """Raised by the alarm when a hook runs past HOOK_DEADLINE_S."""


class HookContext:
    """What a handler needs: the payload, the environment and the clock."""

    def __init__(self, event, payload, env, now, observe=None, replayed=False):
        self.event, self.payload, self.env, self.now = event, payload, env, now
        self.replayed = replayed  # read from a transcript, not sent by the agent now
        self.session_id = one_line(payload.get("session_id") or "unknown", SESSION_ID_CAP)
        cwd = as_str(payload.get("cwd"))
        self.cwd = cwd if len(cwd) <= PATH_CAP else ""  # longer is no path, and costly
        self.adapter = adapter_for(env)
        self.agent = self.adapter.name
        self.root = project_root(env, self.cwd or None)
        self.observe = observe  # sees every record spooled (the continuity bench)

    def store(self):
        return open_store(self.env, self.root)

    def spool_path(self):
        directory = sessions_dir(self.env)
        ensure_private_dir(data_dir(self.env))
        ensure_private_dir(directory)
        return os.path.join(directory, project_key(self.root) + ".spool")

    def record(self, kind, **fields):
        record = {"uid": os.urandom(8).hex(), "t": self.now, "sid": self.session_id,
                  "agent": self.agent,
                  "kind": kind}
        record.update(fields)
        return record

    def capture(self, events, extra=()):
        """Spool the events (and any extra records) in one write, every record redacted
        first: this is the one door to the disk, so nothing passes it unredacted."""
        records = [self.record("event", type=kind, key=key, data=data)
                   for kind, key, data in events]
        safe = []
        for record in records + list(extra):
            record = scrub(record)
            # Fields were capped (and so redacted) by the extractors already; count
            # what was replaced, for the session's redaction counter.
            stored = dump_json([record.get("key"), record.get("data"), record.get("meta")])
            redactions = stored.count(REDACTED)
            if redactions:
                record["r"] = redactions
            safe.append(record)
        spool_append(self.spool_path(), safe)
        if self.observe:
            self.observe(safe)


# Built-in tools an MCP server or a bridge offers under its own name (Zed's ACP bridge
# sends every tool of Claude Code as mcp__acp__<Tool>): the name's last part, and the
# input field that shows the call does what that tool does.
BRIDGED_TOOLS = {"bash": ("Bash", "command"), "edit": ("Edit", "file_path"),
                 "multiedit": ("MultiEdit", "file_path"), "write": ("Write", "file_path"),
                 "read": ("Read", "file_path"), "notebookedit": ("NotebookEdit", "file_path")}
PATH_FIELDS = ("file_path", "abs_path", "path", "filePath", "filepath")


def tool_call(adapter, payload):
    """(Claude Code's name of the tool a payload names, its input).  A built-in tool
    that came under a bridge's name is known by what it does (see BRIDGED_TOOLS)."""
    tool, tool_input = adapter.tool_name(payload), as_dict(payload.get("tool_input"))
    bridged = BRIDGED_TOOLS.get(tool.rpartition("__")[2].lower()) if tool.startswith(
        "mcp__") else None
    if bridged and bridged[1] == "file_path":
        path = next((tool_input[field] for field in PATH_FIELDS
                     if isinstance(tool_input.get(field), str)), None)
        if path:
            return bridged[0], dict(tool_input, file_path=path)
    elif bridged and isinstance(tool_input.get(bridged[1]), str):
        tool, bridged = bridged[0], None
    if tool == "Bash" and isinstance(tool_input.get("command"), str):
        script = shell_script(tool_input["command"])
        if script:
            return tool, dict(tool_input, command=script)
    return tool, tool_input


@hook("PostToolUse")
def on_post_tool_use(ctx):
    payload, adapter = ctx.payload, ctx.adapter
    tool, tool_input = tool_call(adapter, payload)
    response = payload.get("tool_response")
    extractor = TOOL_EXTRACTORS.get(tool) or (extract_mcp if tool.startswith("mcp__") else None)
    # A tool's result as a dict: Codex gives a plain string, its output.
    result = response if isinstance(response, dict) else {"output": as_str(response)}
    events = extractor(tool, tool_input, result) if extractor else []
    cwd = ctx.cwd
    if cwd:
        # Codex names patched files relative to the session's directory.
        events = [(kind, os.path.normpath(os.path.join(cwd, key)),
                   dict(data, path=os.path.normpath(os.path.join(cwd, data["path"])),
                        **({"to": os.path.normpath(os.path.join(cwd, data["to"]))}
                           if "to" in data else {})))
                  if kind == "file" and not is_absolute(key) else (kind, key, data)
                  for kind, key, data in events]
    if cwd and tool == "Bash":
        # The client reports the working directory after the command: after
        # `cd src && cd ../tests` that is the absolute truth, not "../tests".
        events = [(kind, key, dict(data, value=cwd[:PATH_CAP]) if key == "cwd" else data)
                  for kind, key, data in events]
    if tool == "Skill":
        # Where the skill lives, so a snapshot can tell when it is gone (rare: not PERF).
        events = [(kind, key, dict(data, source=adapter.skill_source(ctx.root, ctx.env, key)))
                  for kind, key, data in events]
    agent = payload.get("agent_id")
    if agent and tool == "TodoWrite":
        # A subagent's own todo list must not replace the main agent's.
        events = [(kind, "todos:%s" % one_line(agent, KEY_CAP) if key == "todos" else key, data)
                  for kind, key, data in events]
    success = failure_key(tool, tool_input)
    failure = adapter.failure_in_result(tool, tool_input, response, events)
    if failure is None and tool == "Bash":
        failure = log_ending_in_error(as_str(tool_input.get("command")), tool_output(response))
    if failure is not None:  # reported as a success, yet the output says it failed
        # ... and a lone git command did not happen (`git push`: no upstream); in
        # `git commit && git push` the commit may have
        alone = len(list(command_segments(as_str(tool_input.get("command"))))) == 1
        events = [event for event in events
                  if event[0] != "command" and not (alone and event[0] == "git")]
        events += extract_failure(tool, tool_input, failure, adapter, ctx.root)
        success = None
    # A success that may close an earlier failure of the same command, target or intent.
    extra = []
    if success or (failure is None and intents(tool, tool_input)):
        # A passing check also fixes what narrower runs of it failed.
        covers = [one_line(without_output_filters(as_str(tool_input.get("command"))), SUMMARY_CAP)
                  for kind, _key, data in events if kind == "command" and data.get("check")]
        passed = passed_tests(tool_output(response)) if covers else []
        meant = intents(tool, tool_input)
        command = as_str(tool_input.get("command"))
        by = exact_form(command) if tool == "Bash" else ""  # (a patch is no command to run)
        fix = {"intents": meant, "by": by} if meant else {}
        extra = [ctx.record("cmd_ok", key=success or "", **fix, **({"covers": covers[0],
                                                               "passed": passed}
                                                              if covers else {}))]
    if events or extra:
        ctx.capture(events, extra)


@hook("PostToolUseFailure")
def on_post_tool_failure(ctx):
    payload = ctx.payload
    if payload.get("is_interrupt") is True:
        return  # the user stopped it: nothing failed
    tool, tool_input = tool_call(ctx.adapter, payload)
    error = as_str(payload.get("error"))
    ctx.capture(extract_failure(tool or "tool", tool_input, error, ctx.adapter, ctx.root))


@hook("UserPromptSubmit")
def on_user_prompt(ctx):
    prompt = ctx.adapter.user_words(as_str(ctx.payload.get("prompt")))
    events = prompt_events(prompt)
    meta = {}
    if ctx.payload.get("session_title"):
        meta = {"title": one_line(ctx.payload["session_title"], NAME_CAP),
                "title_is_explicit": True}
    elif events and events[0][0] != "subagent_done":
        meta = {"title": one_line(prompt, KEY_CAP)}
    ctx.capture(events, [ctx.record("session", meta=meta)] if meta else [])


def rule_event(path):
    """An instruction file as a rule event (path + a capped excerpt), or None."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            excerpt = cap(handle.read(4 * FIELD_CAP))
    except OSError:
        return None
    return ("rule", path, {"path": path, "excerpt": excerpt}) if excerpt else None


def rule_events_on_disk(root):
    """The project's instruction files, read at startup."""
    events = (rule_event(path) for path in instruction_paths(root))
    return [event for event in events if event]


def snapshot_answer(ctx, event, lead, skip_repeat=False):
    """The hook answer that hands a snapshot to the agent, or None: the session's own
    (or, on "resume", the session it resumes; on "offer", the project's last unfinished
    one), with what changed on disk since the session last looked.  With
    `skip_repeat`, None too when this very snapshot already reached the agent after
    the last compaction (see already_injected)."""
    store = ctx.store()
    try:
        if ctx.adapter.unhooked_in_transcript:
            catch_up_transcript(ctx, store)
        if lead == "resume" or (lead == "compact" and ctx.adapter.previous_session(ctx.payload)):
            session_id = resumed_session(store, ctx)
        elif lead == "offer":
            session_id = offered_session(store, ctx)
        else:
            session_id = ctx.session_id
        if not session_id:
            return None
        if lead == "compact" and ctx.adapter.compaction_in_transcript:
            store.write_if_free(store.count_compaction, session_id)  # no PreCompact counted it
        style = ctx.adapter.snapshot_style
        changes = []
        if event == "SessionStart":
            # Not after a mid-turn injection (Cursor, Copilot, Gemini): by then the agent's
            # own edits since the compaction would look like changes made elsewhere.
            changes = change_items(store, session_id)
            changes += gone_items(store, session_id, ctx.adapter, ctx.env)
        since = 0
        # The transcript tells on a resume; after a compaction only when it shows it
        # by then (Gemini's does, Claude Code writes its boundary after the hook).
        transcript = ctx.payload.get("transcript_path")
        if ((lead == "resume" or (lead == "compact" and ctx.adapter.compaction_in_transcript))
                and ctx.adapter.snapshot_in_context(transcript)) or (
                    lead == "compact" and ctx.adapter.compaction_keeps_tail
                    and ctx.adapter.snapshot_in_tail(transcript,
                                                     store.whole_injection(session_id))):
            since = (store.injection(session_id) or (None, 0))[1] or 0
        if since and not ctx.adapter.news_on_resume:
            return None  # the model sees that state and everything after it
        if since:  # the model still sees that state: only what is new since, not it again
            snapshot = build_snapshot(store, session_id, snapshot_budget(ctx.env), style, changes,
                                      since)
        elif changes:  # built fresh, not saved: the changes are news only this once
            snapshot = build_snapshot(store, session_id, snapshot_budget(ctx.env), style, changes)
        else:
            snapshot = current_snapshot(store, session_id, style)
        if not snapshot:
            return None
        # An offer is not this session's injection: it marks nothing.
        if lead != "offer" and already_injected(store, session_id, snapshot,
                                                whole=not since) and skip_repeat:
            return None
        # An offer only shows the changes: that session is told them on its resume.
        if changes and lead != "offer":
            store.write_if_free(index_files, store, session_id)
        if since:
            lead_line = LEAD["since"] % _age(time.time() - since)
        else:
            lead_line = lead_text(store, lead, session_id, ctx.session_id)
    finally:
        store.close()
    return ctx.adapter.answer(event, lead_line + "\n" + snapshot)


def epoch_of(stamp):
    """An ISO 8601 UTC time as the transcripts write it ("2026-12-01T19:13:19.155Z")
    as epoch seconds, or None."""
    import calendar
    try:
        whole, _, fraction = as_str(stamp).rstrip("Z").partition(".")
        return calendar.timegm(time.strptime(whole, "%Y-%m-%dT%H:%M:%S")) + float(
            "0." + (fraction or "0"))
    except ValueError:
        return None


def _age(seconds):
    seconds = max(int(seconds), 0)
    for unit, size in ((" days", 86400), (" h", 3600), (" min", 60)):
        if seconds >= size:
            count = seconds // size
            return "%d%s" % (count, unit[:-1] if count == 1 and unit == " days" else unit)
    return "%d s" % seconds


LEAD = {
    "compact": "ctxmode: the state of this session saved just before the compaction.",
    "resume": "ctxmode: the state of this session saved when it last ran, %s ago.",
    "since": ("ctxmode: the state of this session is above in this conversation (given %s ago);"
              " what is new since then:"),
    "resume_linked": ("ctxmode: the state of session %s, which this one resumes, saved when it last"
                      " ran, %s ago."),
    "offer": ("ctxmode: the last unfinished session in this project (%s, %s ago) left this state."
              " It is offered, not resumed: use it only if the user continues that work."),
}
TRANSCRIPT_SLACK_S = 5.0          # a transcript starting this close to ctxmode's first record
TRANSCRIPT_HEAD_BYTES = 256 << 10  # read of a resumed transcript, for the session it continues
TRANSCRIPT_TAIL_BYTES = 1 << 20    # read of a compacting transcript's end, for its last message


def lines_from_end(path, max_bytes, chunk_bytes=1 << 20):
    """The lines of a file, last first, from at most its last `max_bytes` (a line cut
    there is not given); none when it cannot be read."""
    try:
        handle = open(path, "rb")
    except OSError:
        return
    with handle:
        end = handle.seek(0, os.SEEK_END)
        stop, rest = max(end - max_bytes, 0), b""
        while end > stop:
            start = max(end - chunk_bytes, stop)
            handle.seek(start)
            lines = (handle.read(end - start) + rest).split(b"\n")
            end, rest = start, lines.pop(0)
            yield from reversed(lines)
        if stop == 0:
            yield rest


def json_strings(value):
    """Every string in a parsed JSON value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from json_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from json_strings(item)


def is_injected_snapshot(text):
    """True for hook context ctxmode gave: its lead line, then a snapshot (Gemini wraps
    it in <hook_context>).  A file or a tool's output that quotes ctxmode is not."""
    text = text.lstrip()
    if text.startswith("<hook_context>"):
        text = text[len("<hook_context>"):].lstrip()
    lead, _, rest = text.partition("\n")
    return lead.startswith("ctxmode: ") and rest.lstrip("<").startswith(ENVELOPE)


def lead_text(store, lead, session_id, current_id):
    """The line before the snapshot: whose state it is and, unless it is from just
    before a compaction, how old."""
    if lead == "compact":
        return LEAD["compact"]
    last = store.last_event_at(session_id)
    age = _age(time.time() - (last or time.time()))
    if lead == "offer":
        return LEAD["offer"] % (session_id[:8], age)
    if session_id != current_id:
        return LEAD["resume_linked"] % (session_id[:8], age)
    return LEAD["resume"] % age


def resumed_session(store, ctx):
    """The session a resume continues: this one when it has events, else the session
    of this project it was resumed from (the one the payload names, the one that wrote
    the same transcript, or one the transcript names), remembered as `resumed_from`.
    So does a compaction that starts a new session id.  Only this project's database
    is asked: another project's or worktree's session is never taken."""
    session_id = ctx.session_id
    if store.has_events(session_id):
        return session_id
    linked = store.resumed_chain(session_id, 1)
    if linked:
        return linked[0]
    named = ctx.adapter.previous_session(ctx.payload)
    if named and named != session_id and store.has_events(named):
        store.write_if_free(store.set_resumed_from, session_id, named)
        return named
    transcript = as_str(ctx.payload.get("transcript_path"))
    if not transcript:
        return None
    candidates = store.resume_candidates(session_id, transcript)
    previous = None
    if candidates and candidates[0][1]:  # it wrote the same transcript
        previous = candidates[0][0]
    else:
        try:
            with open(transcript, "rb") as handle:
                head = handle.read(TRANSCRIPT_HEAD_BYTES).decode("utf-8", "replace")
        except OSError:
            head = ""
        named = [candidate for candidate, _same in candidates
                 if len(candidate) >= 8 and candidate in head]
        previous = named[0] if named else None
    if previous:
        store.write_if_free(store.set_resumed_from, session_id, previous)
    return previous


def offered_session(store, ctx):
    """The project's last session before this one, when the user opted in
    (offer_last_session_hours), it ran within that window and it is unfinished:
    open tasks, an open error, or no SessionEnd."""
    hours = config_value(ctx.env, "offer_last_session_hours")
    if not hours:
        return None
    row = store.latest_other_session(ctx.session_id, time.time() - hours * 3600)
    if not row:
        return None
    items = snapshot_items(store.rows(row[0]), store.root)
    unfinished = row[1] is None or any(item.rank == RANK["open tasks"] or item.kind == "error"
                                       for item in items)
    return row[0] if unfinished else None


def current_snapshot(store, session_id, style=XmlStyle):
    """The session's latest saved snapshot, rebuilt first when events were stored
    after it was built.  Saved snapshots are XML; another style is built fresh."""
    if style is not XmlStyle:
        return build_snapshot(store, session_id, snapshot_budget(store.env), style)
    latest = store.latest_snapshot(session_id)
    # A session resumed under a new id carries its ancestors' state (see snapshot_rows).
    stored = [store.last_stored_at(sid) for sid in [session_id] + store.resumed_chain(session_id)]
    changed = max((at for at in stored if at is not None), default=None)
    if changed is None:
        return ""
    if latest and latest[1] >= changed:
        return latest[0]
    snapshot = build_snapshot(store, session_id, snapshot_budget(store.env))
    if snapshot:
        store.write_if_free(store.save_snapshot, session_id,
                            snapshot)  # the agent gets it either way
    return snapshot


def already_injected(store, session_id, snapshot, whole=True):
    """True when this very snapshot reached the agent after the session's last
    compaction, and remember that it reaches it now.  Codex fires SessionStart
    "resume" and then "compact" after one compaction: the second need not repeat it.
    A delta (not `whole`) leaves the time of the last whole snapshot: a compaction that
    keeps only the delta's turn has not kept the state (see snapshot_in_tail)."""
    digest = _sha256_hex(snapshot)[:16]
    row = store.injection(session_id)
    seen = bool(row and row[0] == digest and row[1] is not None and row[1] > (row[2] or 0))
    store.write_if_free(store.mark_injected, session_id, digest, whole)
    return seen


def snapshot_budget(env):
    try:
        return max(int(env.get("CTXMODE_BUDGET") or DEFAULT_BUDGET), MIN_BUDGET)
    except ValueError:
        return DEFAULT_BUDGET


@hook("SessionStart")
def on_session_start(ctx):
    payload = ctx.payload
    meta = {"agent": ctx.agent, "model": one_line(payload.get("model") or "", KEY_CAP),
            "permission_mode": one_line(payload.get("permission_mode") or "", ID_CAP),
            "transcript_path": one_line(payload.get("transcript_path") or "", TRANSCRIPT_PATH_CAP)}
    if payload.get("session_title"):
        meta.update(title=one_line(payload["session_title"], NAME_CAP), title_is_explicit=True)
    source = as_str(payload.get("source"))
    events = rule_events_on_disk(ctx.root) if source in ("startup", "clear") else []
    ctx.capture(events, [ctx.record("session", meta=meta)])
    if source == "startup":
        run_retention(ctx)
        if config_value(ctx.env, "offer_last_session_hours"):
            return snapshot_answer(ctx, "SessionStart", "offer")
        return None
    if source not in ("compact", "resume"):
        return None  # clear begins with a clean context: nothing to restore
    answer = snapshot_answer(ctx, "SessionStart", source, skip_repeat=source == "compact")
    if answer:
        ctx.adapter.clear_pending(ctx)  # given: a tool call after it must not repeat it
    return answer


@hook("PreCompact")
def on_pre_compact(ctx):
    # NOTE: print nothing: Claude Code rejects JSON here, and the snapshot is injected
    # after the compaction anyway (context from before it does not survive).
    # PERF: git looks at the work tree while the snapshot is built; a file it finds
    # that no event names (rare) is stored, and the snapshot built again.
    scan = work_tree_scan(ctx.root, ctx.env)
    store = ctx.store()
    try:
        catch_up_transcript(ctx, store)
        snapshot = build_snapshot(store, ctx.session_id, snapshot_budget(ctx.env))
        created = files_created_unnamed(store, ctx.session_id, scan) if scan else []
        if created:
            ctx.capture(created)
            store.write_if_free(store.drain)
            snapshot = build_snapshot(store, ctx.session_id, snapshot_budget(ctx.env))
        if snapshot:
            # Saved or not (a busy database), the injection after the compaction builds
            # it again if it must.
            store.write_if_free(store.save_snapshot, ctx.session_id, snapshot, True)
            ctx.adapter.mark_compaction(ctx)
            store.write_if_free(index_files, store, ctx.session_id)
    finally:
        store.close()


# -- retention -----------------------------------------------------------------------

RETENTION_EVERY_S = 86400      # the automatic retention runs at most this often per project
RETENTION_BATCH = 50           # sessions removed per run at most: it must stay quick
RUNNING_WINDOW_S = 6 * 3600    # a session active this recently and not ended may be running


def prune_plan(store, older_than_s=None, max_sessions=None, max_bytes=None, keep=(),
               spared=None):
    """The sessions to remove, oldest activity last: idle longer than `older_than_s`,
    beyond the newest `max_sessions`, or beyond `max_bytes` of stored data counted
    from the newest.  Pinned sessions, running ones and `keep` are never chosen
    (but count towards the limits); an imported one is as old as its import.  Each
    session a limit would have taken but was spared is counted in `spared` (a dict),
    by why: "pinned", "running", "imported"."""
    now, total, plan = time.time(), 0, []
    sizes = store.session_sizes(now - RUNNING_WINDOW_S)
    for position, (session_id, last, size, pinned, running, own_last) in enumerate(sizes):
        total += size
        idle_since = None if older_than_s is None else now - older_than_s
        over = ((idle_since is not None and last < idle_since)
                or (max_sessions is not None and position >= max_sessions)
                or (max_bytes is not None and total > max_bytes))
        # idle long enough by its own activity, but imported since
        imported_lately = not over and idle_since is not None and own_last < idle_since
        held = "pinned" if pinned else "running" if running else None
        if session_id in keep:
            continue
        if over and not held:
            plan.append((session_id, last, size))
        elif (over or imported_lately) and spared is not None:
            spared[held or "imported"] = spared.get(held or "imported", 0) + 1
    return plan


def run_retention(ctx):
    """The automatic retention, at a plain startup: at most once a day per project
    (a file's mtime says when it last ran: one stat on the usual path) and at most
    RETENTION_BATCH sessions per run.  No VACUUM here: `prune` does that."""
    days = config_value(ctx.env, "retention_days")
    most = config_value(ctx.env, "retention_max_sessions")
    if not days and not most:
        return
    stamp = os.path.join(sessions_dir(ctx.env), project_key(ctx.root) + ".retention")
    try:
        if time.time() - os.stat(stamp).st_mtime < RETENTION_EVERY_S:
            return
    except FileNotFoundError:
        pass
    store = ctx.store()
    try:
        plan = prune_plan(store, days * 86400 if days else None, int(most) if most else None,
                          keep={ctx.session_id})[:RETENTION_BATCH]
        if plan:
            events = store.delete_sessions([session_id for session_id, _, _ in plan])
            log(ctx.env, "retention removed %d sessions (%d events) of %s"
                % (len(plan), events, ctx.root))
    finally:
        store.close()
    os.close(os.open(stamp, os.O_WRONLY | os.O_CREAT, 0o600))
    os.utime(stamp)


CONCLUSION_CHARS = 600         # chars kept of the assistant's last words in a turn
# What the client writes in the assistant's place when the model did not answer: no
# finding of the session's ("Opus weekly limit reached ∙ resets Oct 10, 5pm").
CLIENT_NOTICES = ("Claude AI usage limit reached", "API Error", "Prompt is too long",
                  "Credit balance is too low", "Request timed out", "Invalid API key")


def conclusion_text(message):
    """What the assistant's last message of a turn says, as plain text (no markdown
    headers, bullets, bold, code blocks or tables; a `code` span stays), or "" when it
    says nothing (`OK.`, `Done.`) or is the client's notice that the model did not
    answer."""
    opening = as_str(message).lstrip()[:200]
    if opening.startswith(CLIENT_NOTICES) or "limit reached ∙ resets" in opening:
        return ""
    lines, in_code = [], False
    for line in as_str(message)[:CONCLUSION_CHARS * 4].splitlines():
        stripped = line.strip()
        if stripped.startswith("```"):
            in_code = not in_code
            continue
        if in_code or not stripped or set(stripped) <= set("-|:=*#_ "):
            continue
        lines.append(stripped.lstrip("#>*-• ").replace("**", ""))  # (`code` says it is code)
    text = one_line(" ".join(lines), CONCLUSION_CHARS)
    return text if len(text) >= 24 else ""


NOTED_MIN_CHARS = 60  # shorter words between tool calls narrate ("Let me check the config")


def says_a_finding(text):
    """True for the assistant's words between tool calls that may hold a finding or a
    decision: long enough to say more than what it does next (a Chinese or Japanese
    character counts twice)."""
    return len(text) + sum(_is_cjk(char) for char in text) >= NOTED_MIN_CHARS


@hook("Stop", "PostCompact")
def on_turn_end(ctx):
    """The end of a turn is a quiet moment: move the spool into the database and note
    the state of the session's files (see change_items); keep what the assistant said
    last, where its findings and decisions are."""
    said = conclusion_text(ctx.payload.get("last_assistant_message"))
    if ctx.payload.get("ctxmode_mid_turn"):
        if said and says_a_finding(said):
            ctx.capture([("noted", _fact_key("noted", said), {"text": said})])
        return
    if said:
        ctx.capture([("said", _fact_key("said", said), {"text": said})])
    if ctx.replayed:
        return  # the files' state is today's, not the turn's; whoever reads next drains
    store = ctx.store()
    try:
        if ctx.adapter.unhooked_in_transcript:
            catch_up_transcript(ctx, store)
        store.write_if_free(index_files, store, ctx.session_id)
    finally:
        store.close()


@hook("SubagentStop")
def on_subagent_stop(ctx):
    payload = ctx.payload
    agent_type = as_str(payload.get("agent_type"))
    if not agent_type:
        return  # Claude Code's own compaction summariser, not a subagent of the session
    key = one_line(payload.get("agent_id") or agent_type, KEY_CAP)
    result = one_line(payload.get("last_assistant_message") or "", SUMMARY_CAP)
    ctx.capture([("subagent_done", key, {"agent": one_line(agent_type, ID_CAP), "description": "",
                                         "result": result})])


@hook("SessionEnd")
def on_session_end(ctx):
    # NOTE: spool only: SessionEnd gets 1.5 s in Claude Code; the next hook drains.
    ctx.capture([], [ctx.record("session", meta={"ended": True})])


@hook("InstructionsLoaded")
def on_instructions_loaded(ctx):
    path = as_str(ctx.payload.get("file_path"))
    event = rule_event(path) if path and is_instruction_file(path) else None
    if event:
        ctx.capture([event])


@hook("CwdChanged")
def on_cwd_changed(ctx):
    new_cwd = as_str(ctx.payload.get("new_cwd"))
    if new_cwd:
        ctx.capture([("env", "cwd", {"what": "cwd", "value": one_line(new_cwd, LOCATION_CAP)})])


def _read_stdin(stream):
    """The whole payload; one over STDIN_MAX_BYTES is read to the end and dropped.
    PERF: a bytearray grows in place (no copy of a 100 MB payload to join its chunks)."""
    payload, size = bytearray(), 0
    while True:
        chunk = stream.read(1 << 20)
        if not chunk:
            break
        size += len(chunk)
        if size <= STDIN_MAX_BYTES:
            payload += chunk
    if size > STDIN_MAX_BYTES:
        raise ValueError("payload of %d bytes is over the %d byte limit" % (size, STDIN_MAX_BYTES))
    return payload


def _arm_deadline(seconds):
    """Raise HookTimeout in this process after `seconds`; returns a disarm function."""
    try:
        import _signal as signals  # PERF: `signal` imports enum (0.63 bare starts); _signal not
    except ImportError:
        import signal as signals
    if not hasattr(signals, "setitimer"):
        return lambda: None

    def expire(_signum, _frame):
        raise HookTimeout("hook ran past %s s" % seconds)

    try:
        previous = signals.signal(signals.SIGALRM, expire)
    except ValueError:
        return lambda: None  # not the main thread (an in-process caller): no alarm
    signals.setitimer(signals.ITIMER_REAL, seconds)

    def disarm():
        signals.setitimer(signals.ITIMER_REAL, 0)
        signals.signal(signals.SIGALRM, previous)
    return disarm


def has_handler(event):
    """True when a handler is registered for `event` (Claude Code's name).  A hook core
    holds the handlers of its own group (HOOK_CORES): for another handled event, the
    rest of the module is loaded first (and run_hook logs it)."""
    if event not in HOOKS and event in HOOK_EVENTS:
        load = globals().get("load_rest_of_module")
        if load is not None:
            load("HOOKS[%s]" % event)
    return event in HOOKS


def handle_hook(event, payload, env, now, observe=None, replayed=False):
    """The handler's answer to one hook's payload (a dict), or None; `env` names the
    agent (CTXMODE_AGENT).  What a hook does once its input is read, and what a replay
    of a transcript does for each hook the agent would have sent."""
    adapter = adapter_for(env)
    if not has_handler(adapter.canonical_event(event)) or not adapter.accepts(payload):
        # Another agent's event on this one's registration: its own registration
        # records it, in its format; recording it here too would count it twice.
        return None
    handled_as, payload = adapter.normalize(event, payload)
    ctx = HookContext(event, payload, env, now, observe, replayed)
    answer = HOOKS[handled_as](ctx) if has_handler(handled_as) else None
    if answer is None and handled_as in adapter.inject_on and adapter.compaction_pending(ctx):
        answer = snapshot_answer(ctx, event, "compact")  # the first chance after a compaction
    return answer


def run_hook(event, stdin, stdout, env, agent=DEFAULT_AGENT, observe=None):
    """Run one hook for `agent`.  Whatever happens: exit code 0, nothing on stdout
    but the handler's answer, and any failure written to ctxmode's log.  `observe`,
    when given, sees every record the hook spools."""
    disarm = lambda: None
    env = dict(env, CTXMODE_AGENT=agent)  # every path below follows the agent
    try:
        disarm = _arm_deadline(HOOK_DEADLINE_S)
        PATTERN_CACHE[0] = os.path.join(data_dir(env), PATTERN_CACHE_NAME)
        raw = _read_stdin(stdin)
        if not has_handler(AGENTS[agent].variant(env).canonical_event(event)):
            return 0  # an event ctxmode has no use for: read and ignored
        payload = parse_json(raw.decode("utf-8", "replace"))
        if not isinstance(payload, dict):
            raise ValueError("payload is %s, not a JSON object" % type(payload).__name__)
        answer = handle_hook(event, payload, env, time.time(), observe)
        disarm()
        missed = getattr(globals(), "missed", None)  # run from the hook core: see HookCoreGraph
        if missed and missed.split(".")[0] not in CAPTURE_CUTS | HOOK_CORE_CUTS:
            log(env, "%s hook: the hook core lacks %s; the rest was loaded" % (event, missed))
        if answer:
            stdout.write(answer.encode("utf-8"))
            stdout.flush()
        if os.path.isdir(os.path.dirname(PATTERN_CACHE[0])):
            save_pattern_cache()  # once per new pattern: later hooks skip compiling it
    except BaseException as error:  # NOTE: never let anything break the agent
        disarm()
        log(env, "%s hook failed: %s: %s" % (event, type(error).__name__, error))
    finally:
        disarm()
    return 0


# ---------------------------------------------------------------------------
# Transcripts: a session rebuilt from the agent's own record of it
# ---------------------------------------------------------------------------
# An agent's transcript holds what its hooks would have told ctxmode.  Its adapter reads
# its format as those hooks (Agent.transcript_hooks) and they run through the same
# handlers (handle_hook), each at its own time, so a session recorded before ctxmode was
# installed, or only from its middle, is known as if ctxmode had been there all along:
# `ctxmode import TRANSCRIPT`, the backfill at PreCompact and on a resume, and `bench
# --continuity` over real transcripts share this one path.  Never on the hot path.

# What a tool result says when the user refused the call, not when it failed.
TOOL_REFUSALS = ("The user doesn't want to proceed", "[Request interrupted by user",
                 "User rejected", "Permission to use")
# Marks a hook a transcript gives that the agent's own hooks never send (a prompt queued
# while the agent worked, what the user said refusing a tool call): the catch-up takes
# those from a transcript ctxmode recorded live too (see catch_up_transcript).
UNHOOKED = {"ctxmode_unhooked": True}
MID_TURN = dict(UNHOOKED, ctxmode_mid_turn=True)  # the assistant's words between tool calls
CATCH_UP_MAX_BYTES = 64 << 20  # a transcript grown more than this since it was read is skipped
# Where a refusal says what the user said instead (Claude Code: "To tell you how to
# proceed, the user said:", and "The user provided the following reason for the
# rejection:").
REFUSAL_FEEDBACK = ("the user said:", "reason for the rejection:")
# ... and the note the client adds after it ("Note: The user's next message may contain a
# correction or preference. Pay close attention …"): the client's words, not the user's.
FEEDBACK_NOTE = "\n\nNote: The user's next message"
# A user record that is the client talking, not the user (Claude Code's local commands,
# the questions tool's boilerplate).
CLIENT_NOTES = ("<local-command-", "<command-message>", "[Request interrupted by user",
                "Caveat: The messages below were generated", "<bash-stdout>", "<bash-stderr>",
                "This session is being continued from a previous conversation",
                "The user wants to clarify these questions")
# A block an IDE extension adds to the user's message (the file open, the lines selected):
# what the editor showed, not what the user said.
EDITOR_CONTEXT = ("<ide_opened_file>", "<ide_selection>", "<ide_diagnostics>")


def transcript_text(content):
    """The text of a message's content: a string, or its text blocks joined."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(as_str(as_dict(block).get("text")) for block in content
                         if as_dict(block).get("type") in ("text", "input_text", "output_text"))
    return ""


def message_blocks(content):
    """The blocks of a message's content in Anthropic's format (Claude Code's and
    Droid's transcripts): [] for a plain string."""
    return [as_dict(block) for block in content] if isinstance(content, list) else []


def note_tool_calls(blocks, calls, said):
    """An assistant message's blocks: its tool calls remembered in `calls` (id ->
    (name, input)); returns (its last text, else `said`; the text a tool call came
    after, else None)."""
    followed = None
    for block in blocks:
        if block.get("type") == "tool_use":
            calls[block.get("id")] = (as_str(block.get("name")), as_dict(block.get("input")))
            followed = said
        elif block.get("type") == "text" and as_str(block.get("text")).strip():
            said = block["text"]
    return said, followed


def words_mid_turn(followed, noted, at, common):
    """The hook, once, for the assistant's words a tool call `followed` in its turn: no
    hook sends those, and its findings are often there ("Found it: vercel.json has no
    rewrites rule").  `noted` holds the words handed on last."""
    if followed is not None and followed != noted[0]:
        noted[0] = followed
        yield at, "Stop", dict(common, last_assistant_message=followed, **MID_TURN)


def js_string(literal):
    """The text of a JavaScript string literal ("…", '…' or `…`): its escapes undone."""
    import json
    body = literal[1:-1]
    if literal[:1] != '"':  # as a JSON string: its quotes unescaped, then " escaped
        body = body.replace('\\"', '"').replace("\\" + literal[:1], literal[:1])
        body = body.replace('"', '\\"')
    try:
        return as_str(json.JSONDecoder(strict=False).decode('"%s"' % body))  # (a newline in `…`)
    except ValueError:
        return literal[1:-1]


def tool_results(results, calls, common):
    """(block, its text, the hook payload) of each tool_result block whose call is in
    `calls` (taken from it)."""
    for block in results:
        tool, tool_input = calls.pop(block.get("tool_use_id"), ("", {}))
        if tool:
            yield block, transcript_text(block.get("content")), dict(
                common, tool_name=tool, tool_input=tool_input, tool_use_id=block.get("tool_use_id"))


def typed_prompt(content):
    """What the user typed, from a user message's content; a slash command as the user
    typed it (`/review the parser`); "" for what the client wrote in the user's name."""
    if isinstance(content, list):
        content = [block for block in content if not as_str(as_dict(block).get(
            "text")).lstrip().startswith(EDITOR_CONTEXT)]
    text = transcript_text(content).strip()
    # A slash command: its name first, or (older clients) after its message
    command = text.startswith("<command-name>") or text.startswith("<command-message>") and (
        "<command-name>" in text[:400])
    if not text or text.startswith(CLIENT_NOTES) and not command:
        return ""
    if command:
        def tag(name):
            start = text.find("<%s>" % name)
            end = text.find("</%s>" % name, start)
            return text[start + len(name) + 2:end].strip() if 0 <= start < end else ""
        return ("%s %s" % (tag("command-name"), tag("command-args"))).strip()
    return text


def transcript_records(path, until=None):
    """The JSON objects of a JSON Lines transcript (.jsonl, or .jsonl.gz) in order, up to
    its line `until`; a line that is not a JSON object is skipped."""
    import gzip
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rb") as handle:
        for number, line in enumerate(handle, 1):
            if until is not None and number > until:
                return
            try:
                record = parse_json(line.decode("utf-8", "replace"))
            except (ValueError, RecursionError):
                continue
            if isinstance(record, dict):
                yield record


def transcript_agent(path):
    """The adapter whose transcript format the file at `path` is in, or None."""
    try:
        for number, record in enumerate(transcript_records(path)):
            agent = next((agent for agent in AGENTS.values() if agent.writes_transcript(record)),
                         None)
            if agent or number >= 50:
                return agent
    except (OSError, EOFError, ValueError):
        return None
    return None


def posix_path(path):
    """A Windows path as this system can compare it (`C:\\work\\app` -> `C:/work/app`)."""
    return path.replace("\\", "/") if path[1:3] in (":\\", ":/") and path[:1].isalpha() else path


def with_posix_paths(payload):
    """A payload of a transcript written on Windows, its directory and the paths its
    tools name with `/` (a replay here compares and shortens them as its own)."""
    if not posix_path(as_str(payload.get("cwd"))) != as_str(payload.get("cwd")):
        return payload
    tool_input = as_dict(payload.get("tool_input"))
    paths = {field: posix_path(tool_input[field]) for field in PATH_FIELDS + ("notebook_path",)
             if isinstance(tool_input.get(field), str)}
    return dict(payload, cwd=posix_path(payload["cwd"]), tool_input=dict(tool_input, **paths))


def transcript_records_from(path, offset):
    """(the JSON objects of a transcript's complete lines from byte `offset` on, the
    offset after the last complete line)."""
    records = []
    with open(path, "rb") as handle:
        handle.seek(offset)
        data = handle.read(CATCH_UP_MAX_BYTES)
    end = data.rfind(b"\n") + 1  # a line still being written waits for the next look
    for line in data[:end].splitlines():
        try:
            record = parse_json(line.decode("utf-8", "replace"))
        except (ValueError, RecursionError):
            continue
        if isinstance(record, dict):
            records.append(record)
    return records, offset + end


def catch_up_transcript(ctx, store):
    """What the agent's own transcript holds and ctxmode has not: the part of the
    session before ctxmode's first record of it (installed in its middle, or resumed
    from before the install), and what the hooks never send (a prompt queued while the
    agent worked, what the user said refusing a tool call).  Read from where the last
    look stopped, at PreCompact (never on the hot path).  A session resumed from before
    the install is rebuilt by `ctxmode import` of its transcript."""
    path = as_str(ctx.payload.get("transcript_path"))
    try:
        size = os.path.getsize(path) if path else 0
    except OSError:
        return
    offset = store.transcript_read(ctx.session_id)
    if size <= offset or size - offset > CATCH_UP_MAX_BYTES:
        return
    session = store.session(ctx.session_id) or {}
    recorded_from = session.get("started_at") if session.get("event_count") else None
    records, read = transcript_records_from(path, offset)
    if offset == 0 and not any(ctx.adapter.writes_transcript(record) for record in records[:50]):
        return  # not this agent's transcript format: nothing to read in it
    env, handled = dict(ctx.env, CLAUDE_PROJECT_DIR=ctx.root), 0
    for when, event, payload in ctx.adapter.transcript_hooks(records, path):
        before = recorded_from is None or when < recorded_from - TRANSCRIPT_SLACK_S
        if (offset == 0 and before) or (payload.get("ctxmode_unhooked") and not before):
            handle_hook(event, with_posix_paths(payload), env, when, replayed=True)
            handled += 1
    if handled:
        store.write_if_free(store.drain)
    store.write_if_free(store.mark_transcript_read, ctx.session_id, read)


def transcript_root(env, cwd):
    """The project a transcript's session ran in: its repository, or its directory (as
    it was written: a Windows one, or one not on this machine, stays as it is)."""
    cwd = posix_path(cwd)
    return project_root(env, cwd) if os.path.isabs(cwd) else cwd


def replay_transcript(path, agent, env, root, until=None, before=None, observe=None):
    """Run the hooks `agent` would have sent while it wrote the transcript at `path`,
    in-process, each at its own time, for the project `root`: all of them up to the
    transcript's line `until`, or only those older than the time `before` (a
    backfill).  Returns (session id or None, hooks run)."""
    run_env = dict(env, CTXMODE_AGENT=agent.name, CLAUDE_PROJECT_DIR=root)
    session_id, ran, last = None, 0, None
    for when, event, payload in agent.transcript_hooks(transcript_records(path, until), path):
        if before is not None and when >= before:
            break
        handle_hook(event, with_posix_paths(payload), run_env, when, observe, replayed=True)
        session_id, ran, last = payload.get("session_id") or session_id, ran + 1, (when, payload)
    if last:  # what the transcript says of the session as a whole, through the same door
        when, payload = last
        ctx = HookContext("Stop", payload, run_env, when, observe)
        branch = as_str(payload.get("git_branch"))
        meta = {"agent": agent.name, "transcript_path": one_line(path, TRANSCRIPT_PATH_CAP),
                # HEAD: detached
                "git_branch": one_line(branch if branch != "HEAD" else "", NAME_CAP)}
        ctx.capture([], [ctx.record("session", meta=meta)])
    return session_id, ran


# ---------------------------------------------------------------------------
# Install, uninstall and doctor
# ---------------------------------------------------------------------------

def _install_state_path(env):
    return os.path.join(install_dir(env), "install-state.json")


def install_state(env):
    """What install did to each settings file: {path: {"created": bool, "written":
    sha256 of the text it wrote, "backup": the copy of the file before it}}.  PERF:
    PreCompact reads it (where the recall tool is): parse_json, not `import json`."""
    try:
        with open(_install_state_path(env), encoding="utf-8") as handle:
            state = parse_json(handle.read())
        return state if isinstance(state, dict) else {}
    except (OSError, ValueError):
        return {}


def _save_install_state(env, state):
    import json
    os.makedirs(install_dir(env), exist_ok=True)
    replace_file(_install_state_path(env), json.dumps(state, indent=1, sort_keys=True))
    for name in os.listdir(install_dir(env)):  # the state needs no backups of itself
        if name.startswith("install-state.json" + BACKUP_INFIX):
            os.unlink(os.path.join(install_dir(env), name))


def remember_install(env, path, before, text, backup, created, made=(), mcp_made=()):
    """Record what install wrote.  The first install's backup (or the fact that it
    created the file) stays valid only while nobody else edits the file: once the
    file holds someone's later edits, uninstall must only remove ctxmode's entries.
    `made`: the folders install created for the file, which uninstall removes when
    it leaves them empty; `mcp_made`: the same for the JSON objects made in it for the
    recall server."""
    with _state_lock(env):
        state = install_state(env)
        previous = state.get(path)
        if previous is None:
            record = {"created": created, "backup": backup}
        elif previous.get("written") == _sha256_hex(before):
            record = {"created": previous.get("created"), "backup": previous.get("backup")}
        else:
            record = {"created": False, "backup": None}  # edited since: no wholesale restore
        record["made"] = list(made) or (previous or {}).get("made") or []
        objects = [list(keys) for keys in (previous or {}).get("mcp_made") or []]
        objects += [list(keys) for keys in mcp_made if list(keys) not in objects]
        if objects:
            record["mcp_made"] = objects
        record["written"] = _sha256_hex(text)
        state[path] = record
        _save_install_state(env, state)


def missing_folders(folder):
    """The folders of `folder`'s path that do not exist yet, deepest first."""
    missing = []
    while folder and not os.path.exists(folder) and os.path.dirname(folder) != folder:
        missing.append(folder)
        folder = os.path.dirname(folder)
    return missing


ORIGINAL_BACKUP = "original backup:"  # + a file's path: its first backup (Codex's config.toml)


def keep_newest_backup(env, path):
    """Delete ctxmode's older backups of a settings file: the newest stays, and so does
    the original (the one uninstall restores byte for byte, or the first one made of a
    file install changes in parts, as Codex's config.toml)."""
    state = install_state(env)
    originals = {as_dict(state.get(path)).get("backup"), state.get(ORIGINAL_BACKUP + path)}
    for backup in settings_backups(path)[:-1]:
        if backup not in originals:
            os.unlink(backup)


def replace_shared_file(env, path, text, adding, others_left):
    """Write `text` to a file install changes in parts (Codex's config.toml: trust
    entries, the recall server's table) and return the backup: the first backup made
    is its original and stays (see keep_newest_backup) until, with the last part
    taken away (not `adding`, no `others_left`), nothing of ctxmode's is in it."""
    backup = replace_file(path, text)
    if adding and backup and not install_state(env).get(ORIGINAL_BACKUP + path):
        remember_record(env, ORIGINAL_BACKUP + path, backup)
    elif not adding and not others_left:
        forget_install(env, ORIGINAL_BACKUP + path)
    keep_newest_backup(env, path)
    return backup


def _clean_backup(path):
    """True when `path` is a backup holding no ctxmode entry (an old ctxmode entry in
    it must not come back with it)."""
    try:
        data = settings_data(read_bytes(path).decode("utf-8"))
        return not ctxmode_handlers(data) and not mcp_entry_paths(data)
    except (OSError, ValueError, TypeError, AttributeError):
        return False


def remember_record(env, path, record):
    """Record what install did to a file other than a settings file (Codex's
    config.toml), for uninstall to undo exactly."""
    with _state_lock(env):
        state = install_state(env)
        state[path] = record
        _save_install_state(env, state)


def remember_recall_server(env, agent, path):
    """Note where `agent`'s recall server is registered (None: nowhere any more), for
    the snapshot's last line (see recall_hint)."""
    with _state_lock(env):
        state = install_state(env)
        servers = as_dict(state.get(RECALL_SERVERS))
        if path:
            servers[agent.name] = path
        else:
            servers.pop(agent.name, None)
        if servers:
            state[RECALL_SERVERS] = servers
        else:
            state.pop(RECALL_SERVERS, None)
        _save_install_state(env, state)


def remove_created_file(path):
    """Delete a file install had created, with the backups ctxmode made of it since
    (there was nothing before them to keep)."""
    for backup in settings_backups(path):
        os.unlink(backup)
    os.unlink(path)


def still_registered(env, path, text):
    """After uninstall took one scope's entries out of a file that holds another's
    (a project's recall server in ~/.claude.json): what install made for the rest
    stays known, and the file is no longer install's to restore or delete."""
    with _state_lock(env):
        state = install_state(env)
        record = dict(state.get(path) or {}, backup=None)  # created: it still goes at the end
        record["written"] = _sha256_hex(text)
        state[path] = record
        _save_install_state(env, state)


def forget_install(env, path):
    with _state_lock(env):
        state = install_state(env)
        state.pop(path, None)
        _save_install_state(env, state)


class _state_lock:
    """An exclusive lock around the install state's read-modify-write."""

    def __init__(self, env):
        self.path = os.path.join(install_dir(env), ".state.lock")

    def __enter__(self):
        os.makedirs(os.path.dirname(self.path), exist_ok=True)
        self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        _lock(self.fd, 10.0)
        return self

    def __exit__(self, *exc):
        os.close(self.fd)


GIT_EXCLUDES = "git excludes"  # the install state's record: {exclude file: [lines added]}


def _git_exclude_file(env, path):
    """(the repository's .git/info/exclude, `path` as a line of it) or (None, None)."""
    repository = enclosing_repository(env, os.path.dirname(os.path.abspath(path)))
    if not repository:
        return None, None
    git = os.path.join(repository, ".git")
    if os.path.isfile(git):  # a worktree or a submodule: "gitdir: <path>"
        pointer = read_bytes(git).decode("utf-8", "replace").strip()
        if not pointer.startswith("gitdir:"):
            return None, None
        git = os.path.join(repository, pointer[len("gitdir:"):].strip())
    line = "/" + os.path.relpath(os.path.abspath(path), repository).replace(os.sep, "/")
    return os.path.join(git, "info", "exclude"), line


def exclude_from_git(env, path, out):
    """Keep a project's private settings file (this machine's paths) out of git, as
    Claude Code does for its own: a line in .git/info/exclude, which uninstall takes
    back.  A line already there is the user's."""
    exclude, line = _git_exclude_file(env, path)
    if not exclude:
        out.write("  it holds this machine's absolute paths (the interpreter, ctxmode's"
                  " folder): keep it out of git\n")
        return
    text = read_bytes(exclude).decode("utf-8", "replace") if os.path.exists(exclude) else ""
    if line in text.splitlines():
        return
    try:
        os.makedirs(os.path.dirname(exclude), exist_ok=True)
        with open(exclude, "a", encoding="utf-8") as handle:
            handle.write(("\n" if text and not text.endswith("\n") else "") + line + "\n")
    except OSError as error:
        out.write("  it holds this machine's absolute paths: keep it out of git (could not"
                  " add it to %s: %s)\n" % (exclude, error.strerror))
        return
    with _state_lock(env):
        state = install_state(env)
        added = state.setdefault(GIT_EXCLUDES, {}).setdefault(exclude, [])
        added.append(line)
        _save_install_state(env, state)
    out.write("  kept out of git: %s is in %s\n" % (line, exclude))


def include_in_git_again(env, path, dry_run, out):
    """Take back the line exclude_from_git added for `path`, if it did."""
    exclude, line = _git_exclude_file(env, path)
    added = install_state(env).get(GIT_EXCLUDES, {}).get(exclude) or []
    if not exclude or line not in added:
        return
    if dry_run:
        out.write("would remove the line %s from %s\n" % (line, exclude))
        return
    if os.path.exists(exclude):
        text = read_bytes(exclude).decode("utf-8", "replace")
        kept = [kept for kept in text.splitlines(True) if kept.rstrip("\n") != line]
        temporary = exclude + ".ctxmode-tmp"
        with open(temporary, "w", encoding="utf-8") as handle:
            handle.write("".join(kept))
        os.replace(temporary, exclude)  # atomic: git never reads half a file
    with _state_lock(env):
        state = install_state(env)
        excludes = state.get(GIT_EXCLUDES, {})
        excludes[exclude] = [added for added in excludes.get(exclude, []) if added != line]
        if not excludes[exclude]:
            del excludes[exclude]
        if not excludes:
            state.pop(GIT_EXCLUDES, None)
        _save_install_state(env, state)
    out.write("removed the line %s from %s\n" % (line, exclude))


def _diff(path, old, new):
    import difflib
    return "".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True),
                                        path + " (now)", path + " (after)"))


def selected_agents(args, env, must_exist=True):
    if args.agent:
        unknown = [name for name in args.agent if name not in AGENTS]
        if unknown:
            raise CtxmodeError("unknown agent %s (known: %s)"
                               % (", ".join(unknown), ", ".join(AGENTS)))
        return [AGENTS[name] for name in dict.fromkeys(args.agent)]
    found = [agent for agent in AGENTS.values() if agent.on_this_machine(env)]
    if not found and must_exist:
        raise CtxmodeError("no supported agent found (looked for %s); pass --agent NAME to install"
                           " anyway" % ", ".join(agent.home(env) for agent in AGENTS.values()))
    return found


def link_command(env, launcher, directory, out):
    """Put the `ctxmode` command in `directory`: a symlink to the launcher.  A file of
    that name which is not ctxmode's stays as it is."""
    link = os.path.join(directory, LAUNCHER)
    ours = os.path.islink(link) and (os.readlink(link) == launcher
                                     or install_state(env).get(link, {}).get("link_to"))
    if os.path.lexists(link) and not ours:  # a file or a link of the user's (dotfiles)
        out.write("left %s as it is (not ctxmode's); the command is %s\n" % (link, launcher))
        return
    if not os.path.isdir(directory):
        os.makedirs(directory)
        os.chmod(directory, 0o755)  # a bin folder, not data: the usual mode
    if not (os.path.islink(link) and os.readlink(link) == launcher):
        temporary = "%s.tmp-%d" % (link, os.getpid())
        os.symlink(launcher, temporary)
        os.replace(temporary, link)
    with _state_lock(env):
        state = install_state(env)
        state[link] = {"link_to": launcher}
        _save_install_state(env, state)
    out.write("command: %s\n" % link)
    if not on_path(env, directory):
        shown = directory.replace(home_dir(env), "$HOME", 1) if directory.startswith(
            home_dir(env) + os.sep) else directory
        out.write("%s is not on your PATH. Run this line now, and add it to your shell's\n"
                  "profile (~/.profile, ~/.bashrc or ~/.zshrc) for new terminals:\n"
                  "    export PATH=\"%s:$PATH\"\n" % (directory, shown))


def _linked_commands(env):
    """The `ctxmode` commands install linked that still point where it pointed them."""
    return [link for link, record in sorted(install_state(env).items())
            if isinstance(record, dict) and record.get("link_to")
            and os.path.islink(link) and os.readlink(link) == record["link_to"]]


def unlink_command(env, out):
    """Remove the `ctxmode` command(s) install linked, if they still point where
    install pointed them."""
    if not any(isinstance(record, dict) and record.get("link_to")
               for record in install_state(env).values()):
        return  # nothing linked: nothing to write either
    with _state_lock(env):
        state = install_state(env)
        for link, record in sorted(state.items()):
            target = isinstance(record, dict) and record.get("link_to")
            if not target:
                continue
            if os.path.islink(link) and os.readlink(link) == target:
                os.unlink(link)
                out.write("removed the command %s\n" % link)
            del state[link]
        _save_install_state(env, state)


def copy_self(env, in_place):
    """Put ctxmode.py where the hooks will import it from; returns that directory."""
    import py_compile
    import shutil
    here = os.path.dirname(os.path.abspath(__file__))
    if in_place:
        target = here
    else:
        target = install_dir(env)
        os.makedirs(target, mode=0o755, exist_ok=True)
        source, destination = os.path.abspath(__file__), os.path.join(target, "ctxmode.py")
        if not os.path.exists(destination) or read_bytes(source) != read_bytes(destination):
            temp = destination + ".tmp-%d" % os.getpid()
            shutil.copyfile(source, temp)
            os.chmod(temp, 0o644)
            os.replace(temp, destination)
    # PERF: the hooks import the module: compile it now so the first one is fast too.
    import importlib.util
    script = os.path.join(target, "ctxmode.py")
    try:
        py_compile.compile(script, cfile=importlib.util.cache_from_source(script), doraise=True)
    except (OSError, py_compile.PyCompileError):
        pass  # a read-only directory: every hook compiles; slower, not broken
    try:
        build_hook_core(script)
    except (OSError, SyntaxError, ValueError) as error:
        log(env, "no hook core: %s" % error)  # the hooks load the whole module
    return target


def cmd_install(args, out, env, err):
    """Register ctxmode's hooks in each agent's settings, safely and idempotently."""
    commands = bin_dir(env, args.bin_dir)
    if os.path.exists(commands) and not os.path.isdir(commands):
        raise UsageError("--bin-dir %s is not a folder" % commands)
    if args.project and not os.path.isdir(args.project):
        raise UsageError("--project %s is not a folder" % args.project)
    if args.shared_settings and not args.project:
        raise UsageError("--shared-settings goes with --project DIR")
    agents = selected_agents(args, env)
    python = checked_python(args.python, "install")
    files = [(agent, SettingsFile(agent.settings_path(env, args.project, args.shared_settings)))
             for agent in agents]
    check_writable(env, files, args)
    # Every file parses and can be written (or we stopped, having written nothing).
    directory = install_dir(env)  # the launcher's; the module is there too unless --in-place
    if not args.dry_run:
        made = missing_folders(directory) + missing_folders(bin_dir(env, args.bin_dir))
        cache = os.path.join(os.path.dirname(os.path.abspath(__file__)), "__pycache__")
        cache_made = args.in_place and not os.path.exists(cache)
        write_launcher(directory, python, copy_self(env, args.in_place))
        remember_made_folders(env, [folder for folder in made if folder != directory])
        if args.in_place:  # the compiled module in the user's own folder goes with uninstall
            remember_record(env, cache, {"compiled_here": True, "made": bool(cache_made
                            or (install_state(env).get(cache) or {}).get("made"))})
    for agent, settings in files:
        updated, mcp_made = with_ctxmode(settings.data, agent, python, directory), []
        target = None if args.no_mcp else agent.mcp_target(env, args.project,
                                                            args.shared_settings)
        mcp_here = bool(target) and os.path.realpath(target[0]) == settings.path
        if mcp_here:  # Gemini's and Qwen's servers are in their settings file
            updated, mcp_made = with_mcp_server(updated, target[1], agent.mcp_entry(
                mcp_argv(agent, python, directory)))
        new_text = settings.render(updated)
        if updated == settings.data and settings.exists:
            out.write("%s: already installed in %s\n" % (agent.label, settings.path))
        elif args.dry_run:
            out.write(_diff(settings.path, settings.text, new_text) or "%s: no change\n"
                      % agent.label)
        else:
            made = missing_folders(os.path.dirname(settings.path))
            try:
                backup = settings.write(new_text)
            except OSError as error:
                raise CtxmodeError("cannot write %s (%s); left it unchanged"
                                   % (settings.path, error))
            remember_install(env, settings.path, settings.text, new_text, backup,
                             created=not settings.exists, made=made, mcp_made=mcp_made)
            keep_newest_backup(env, settings.path)
            kept = backup_note(env, backup)
            out.write("%s: registered %d hooks%s in %s%s\n"
                      % (agent.label, len(agent.events), " and the recall server (MCP)"
                         if mcp_here else "", settings.path, kept))
            if args.project and args.shared_settings:
                out.write("  it holds this machine's absolute paths (the interpreter, ctxmode's"
                          " folder): teammates who pull it need the same paths\n")
            elif args.project:
                exclude_from_git(env, settings.path, out)
        agent.after_install(env, settings, updated, args, out)
        if not args.no_mcp:
            agent.register_mcp(env, settings, mcp_argv(agent, python, directory), args, out)
            if not args.dry_run and agent.mcp_registered(env, args.project):
                remember_recall_server(env, agent, args.project or "user")
    launcher = os.path.join(directory, LAUNCHER)
    if args.dry_run:
        link = os.path.join(bin_dir(env, args.bin_dir), LAUNCHER)
        linked = os.path.islink(link) and os.path.realpath(link) == os.path.realpath(launcher)
        out.write(("the command %s links to %s already\n" if linked else
                   "would link the command %s to %s\n") % (link, launcher))
        out.write("dry run: nothing was written\n")
    else:
        out.write("hooks run: %s\n" % hook_command("<Event>", python, directory))
        link_command(env, launcher, bin_dir(env, args.bin_dir), out)
    return 0


def check_writable(env, files, args):
    """Stop before anything is written unless every file install would write (settings
    and MCP files) parses and can be written."""
    for agent, settings in files:
        folder = os.path.dirname(settings.path)
        while not os.path.exists(folder):
            folder = os.path.dirname(folder)
        if not os.access(folder, os.W_OK):
            raise CtxmodeError("cannot write in %s, where %s goes; nothing was changed"
                               % (folder, settings.path))
        refuse_read_only(settings)
        target = None if args.no_mcp else agent.mcp_target(env, args.project,
                                                            args.shared_settings)
        if target and os.path.realpath(target[0]) != settings.path:
            refuse_read_only(SettingsFile(target[0]))  # it parses, and may be written


def refuse_read_only(settings):
    """A settings file its owner made read-only is not rewritten (an atomic rename would
    go round the mode): one line, nothing changed."""
    if settings.exists and not os.stat(settings.path).st_mode & 0o200:
        raise CtxmodeError("%s is read-only; nothing was changed (make it writable, then run"
                           " this again)" % settings.path)


def installed_files(env, agents, project=None):
    """(agent, SettingsFile) of every file install may have written for this scope:
    the settings files (a project's shared one only when install wrote it), and the
    files that hold only the recall server (Claude Code's ~/.claude.json, ...)."""
    written = install_state(env)
    files = [(agent, SettingsFile(path)) for agent in agents
             for number, path in enumerate(agent.settings_paths(env, project))
             if number == 0 or os.path.realpath(path) in written]
    for agent in agents:
        for shared in (False, True):
            target = agent.mcp_target(env, project, shared)
            path = target and os.path.realpath(target[0])
            if path and path not in {settings.path for _, settings in files} and (
                    not shared or path in written):
                files.append((agent, SettingsFile(path)))
    return files


def mcp_scopes(env, agent, path, project=None):
    """The servers objects (key paths) of `agent`'s recall server in the file at `path`
    for this scope: a user's uninstall leaves a project's entry in ~/.claude.json."""
    targets = [agent.mcp_target(env, project, shared) for shared in (False, True)]
    return [keys for target in targets if target for keys in [target[1]]
            if os.path.realpath(target[0]) == path]


def uninstall_plan(env, files, project=None):
    """What uninstall does to each settings file that holds ctxmode's hooks: dicts
    with agent, settings, action ("remove-file", "restore" or "remove-entries"), the
    text the file gets (None when it goes), the backup a restore comes from and the
    folders install made for it."""
    state, plan = install_state(env), []
    for agent, settings in files:
        scopes = mcp_scopes(env, agent, settings.path, project)
        if not settings.exists or not (ctxmode_handlers(settings.data)
                                       or mcp_entry_paths(settings.data, scopes)):
            continue
        record = state.get(settings.path, {})
        updated = without_mcp_servers(settings.data, record.get("mcp_made") or (), scopes)
        if "hooks" in settings.data:
            updated["hooks"] = without_ctxmode(settings.data.get("hooks", {}))
            if not updated["hooks"]:
                del updated["hooks"]  # only ctxmode's hooks were there: leave no empty object
        # Another scope's entries in the same file (a project's recall server in
        # ~/.claude.json) stay: then only this scope's come out.
        untouched_since = record.get("written") == _sha256_hex(settings.text) and not (
            ctxmode_handlers(updated) or mcp_entry_paths(updated))
        hooks, server = bool(ctxmode_handlers(settings.data)), bool(mcp_entry_paths(
            settings.data, scopes))
        step = {"agent": agent, "settings": settings, "made": record.get("made") or [],
                "backup": None, "what": " and ".join(
                    ["hooks"] * hooks + ["recall server"] * server)}
        if record.get("created") and (untouched_since or updated in ({}, agent.skeleton)) \
                and not mcp_entry_paths(updated):
            step.update(action="remove-file", text=None)  # install created it: it goes
        elif untouched_since and _clean_backup(record.get("backup")):
            # Nobody changed the file since install wrote it: the original comes back
            # byte for byte, formatting and all.
            step.update(action="restore", backup=record["backup"],
                        text=read_bytes(record["backup"]).decode("utf-8"))
        else:
            step.update(action="remove-entries", text=settings.render(updated))
        plan.append(step)
    return plan


def _apply_uninstall_step(env, step, dry_run, out):
    """Do (or, in a dry run, describe) one step of uninstall_plan."""
    agent, settings = step["agent"], step["settings"]
    path = settings.path
    include_in_git_again(env, path, dry_run, out)
    if step["action"] == "remove-file":
        agent.after_uninstall(env, settings, out, dry_run)
        if not dry_run:
            os.unlink(path)
        out.write("%s: %s %s, which install had created\n"
                  % (agent.label, "would remove" if dry_run else "removed", path))
        remove_made_folders(step["made"], {path}, dry_run, out,
                            agent.label + ": %s the folder %s, which install had created\n")
        return
    if dry_run:
        if step["action"] == "restore":
            out.write("%s: would restore %s byte for byte as it was before install (from %s)\n"
                      % (agent.label, path, step["backup"]))
        else:
            out.write("%s: would remove ctxmode's %s from %s:\n" % (agent.label,
                                                                   step["what"], path))
            out.write(_diff(path, settings.text, step["text"]))
        agent.after_uninstall(env, settings, out, dry_run=True)
        return
    agent.after_uninstall(env, settings, out)
    backup = replace_file(path, step["text"])
    if step["action"] == "restore":
        out.write("%s: restored %s as it was before install%s\n"
                  % (agent.label, path, backup_note(env, backup, "backup of it")))
    else:
        out.write("%s: removed ctxmode's %s from %s%s\n"
                  % (agent.label, step["what"], path, backup_note(env, backup)))


def purge_targets(env, files, still_used):
    """What --purge deletes: (folder or file, bytes, what it holds, ctxmode's files
    there) for the data directories, the installed copy (unless an agent still uses
    it), the fallback log and the settings backups.  In a folder, only ctxmode's own
    files go ($CTXMODE_HOME may be a folder of the user's), and the folder only once
    they leave it empty."""
    targets = []
    data_dirs = sorted({data_dir(dict(env, CTXMODE_AGENT=agent.name)) for agent, _ in files})
    if env.get("CTXMODE_HOME") and still_used:
        data_dirs = []  # shared by the agents still using ctxmode
    for path in data_dirs:
        # config.json is the user's own writing: it goes with a folder of ctxmode's only
        owned = ctxmode_files(path, DATA_FILES + (("config.json",) if os.path.basename(
            path) == "ctxmode" else ()))
        if owned:
            sessions, projects = data_contents(path)
            targets.append((path, sum(map(tree_size, owned)), "%s in %s" % (
                plural(sessions, "session"), plural(projects, "project")), owned))
    if not still_used:
        for path, names, what in ((install_dir(env), INSTALLED_FILES,
                                   "the installed copy of ctxmode"),
                                  (fallback_log_dir(env), LOG_FILES, "ctxmode's fallback log")):
            owned = ctxmode_files(path, names)
            if owned:
                targets.append((path, sum(map(tree_size, owned)), what, owned))
    backed_up = [settings.path for _, settings in files] + [
        path for agent in dict.fromkeys(agent for agent, _ in files)
        for path in agent.other_files(env)]
    for path in dict.fromkeys(backed_up):
        for backup in settings_backups(path):
            targets.append((backup, tree_size(backup), "a backup of " + path, [backup]))
    return targets


# The files ctxmode writes in each of its folders (a name, or a prefix ending in "*").
LOG_FILES = ("ctxmode.log", "ctxmode.log.1")
DATA_FILES = LOG_FILES + ("doctor.json", "sessions/", PATTERN_CACHE_NAME,
                          PATTERN_CACHE_NAME + ".*.tmp")
INSTALLED_FILES = ("ctxmode.py", "ctxmode.py.tmp-*", LAUNCHER, LAUNCHER + ".tmp-*",
                   "install-state.json", "install-state.json.ctxmode-backup-*", ".state.lock",
                   ".ctxmode-*", "__pycache__/")


def ctxmode_files(folder, names):
    """ctxmode's own files in `folder` (a symlinked folder is not looked into): the
    names given, and in a sub-folder ("sessions/", "__pycache__/") what ctxmode names
    there (a project's files, the pending flags, its compiled module)."""
    if os.path.islink(folder) or not os.path.isdir(folder):
        return []
    found = []
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if name + "/" in names and os.path.isdir(path) and not os.path.islink(path):
            found += [os.path.join(path, entry) for entry in sorted(os.listdir(path))
                      if _ctxmode_named(entry)]
        elif name in names or any(pattern.endswith("*") and name.startswith(pattern[:-1])
                                  for pattern in names):
            found.append(path)
    return found


def _ctxmode_named(name):
    """A file ctxmode writes in sessions/ or __pycache__/: a project's (16 hex digits,
    then its kind), a pending flag or offset, the compiled module."""
    stem = name.split(".", 1)[0].rsplit("-", 1)[-1]
    return ((len(stem) == 16 and all(char in "0123456789abcdef" for char in stem))
            or name.startswith("ctxmode.cpython-"))


def delete_owned(folder, owned):
    """Delete ctxmode's files (`owned`), then the sub-folders and the folder they
    leave empty; returns True when the folder itself is gone."""
    for path in owned:
        if os.path.islink(path) or not os.path.isdir(path):
            os.unlink(path)
    for path in sorted({os.path.dirname(path) for path in owned} | {folder}, reverse=True):
        try:
            os.rmdir(path)
        except OSError:
            pass  # something of the user's is in it: it stays
    return not os.path.exists(folder)


def data_contents(path):
    """(sessions, projects) in a data directory: its databases and what their spools
    hold that is not filed yet (read only)."""
    folder = os.path.join(path, "sessions")
    names = os.listdir(folder) if os.path.isdir(folder) else []
    projects = {name.split(".", 1)[0] for name in names if name.endswith((".db", ".spool",
                                                                          ".claimed"))}
    sessions = set()
    for project in projects:
        sessions |= {(project, sid) for sid in Store.session_ids_of(
            os.path.join(folder, project + ".db"))}
        spools = [os.path.join(folder, name) for name in names
                  if name.startswith(project + ".spool")]
        sessions |= {(project, record.get("sid")) for record in read_spool(spools)}
    return len(sessions), len(projects)


def tree_size(path):
    """Bytes in a file, or in every file under a folder."""
    if not os.path.isdir(path):
        return os.path.getsize(path) if os.path.exists(path) else 0
    return sum(os.path.getsize(os.path.join(folder, name)) for folder, _, names in os.walk(path)
               for name in names if not os.path.islink(os.path.join(folder, name)))


def cmd_uninstall(args, out, env, err):
    """Remove exactly what install added; --purge also deletes ctxmode's data, its
    installed copy and the settings backups, after showing them (and asking on a
    terminal)."""
    # Every agent's file is looked at (not just those whose config dir exists): a
    # --project install may have gone anywhere.
    agents = selected_agents(args, env, must_exist=False) if args.agent else list(AGENTS.values())
    if not args.project and not uninstall_plan(env, installed_files(env, agents), None):
        args.project = project_install(env, agents)  # no user install: the folder's one
        if args.project:
            err.write("ctxmode: uninstall: the install of the project %s (--project DIR names"
                      " another)\n" % args.project)
    files = installed_files(env, agents, args.project)  # a teammate's entries stay theirs
    plan = uninstall_plan(env, files, args.project)
    for step in plan:
        refuse_read_only(step["settings"])
    changing = {step["settings"].path for step in plan}
    still_used = [path for path in settings_still_using(env) if path not in changing]
    targets = purge_targets(env, files, still_used) if args.purge else []
    if targets and not args.dry_run and not args.yes:
        listing = "".join("  %s  %s  %s\n" % (home_relative(env, path), human_size(size), what)
                          for path, size, what, _ in targets)
        err.write("uninstall --purge deletes:\n" + listing)
        answer = ask("Delete these?", args.stdin, err)
        if answer is None:  # no terminal to ask on: a script must say so
            raise UsageError("uninstall --purge deletes the data listed above: add -y to confirm"
                             " (nothing was changed)")
        if answer is False:
            raise CtxmodeError("nothing was changed")
    if not plan:
        err.write("ctxmode: no settings file registers ctxmode%s\n"
                  % (" in " + args.project if args.project else ""))
    for step in plan:
        _apply_uninstall_step(env, step, args.dry_run, out)
        if not args.dry_run:  # the pre-install original stays too (the state names it)
            keep_newest_backup(env, step["settings"].path)
            left = settings_data(step["text"]) if step["text"] else {}
            if ctxmode_handlers(left) or mcp_entry_paths(left):
                still_registered(env, step["settings"].path, step["text"])  # another scope's
            else:
                forget_install(env, step["settings"].path)
    if not args.dry_run:
        for agent in agents:
            if not (agent.mcp_registered(env) or agent.mcp_registered(env, args.project)):
                remember_recall_server(env, agent, None)
    made = [] if still_used else install_state(env).get(MADE_FOLDERS, {}).get("made") or []
    if args.dry_run:
        links = [] if still_used else _linked_commands(env)
        for link in links:
            out.write("would remove the command %s\n" % link)
        for path, size, what, owned in targets:
            out.write("would delete %s (%s: %s)\n" % (_purged_name(path, owned), human_size(size),
                                                     what))
        remove_made_folders(made, set(links) | {path for path, _, _, owned in targets
                                                if not _keeps_others(path, owned)}, True, out)
        for path in [] if args.purge else _data_dirs(env, agents):
            out.write("would keep the data in %s (uninstall --purge removes it)\n" % path)
        out.write("dry run: nothing was written\n")
        return 0
    if not still_used:
        unlink_command(env, out)
        remove_compiled_in_place(env, out)
    if not args.purge:
        say_what_stays(env, agents, bool(plan), still_used, out)
    for path, size, what, owned in purge_targets(env, files, still_used) if args.purge else ():
        name = _purged_name(path, owned)  # new backups too
        if os.path.isdir(path):
            delete_owned(path, owned)
        else:
            os.unlink(path)
        out.write("deleted %s (%s: %s)\n" % (name, human_size(size), what))
    remove_made_folders(made, set(), False, out)
    if still_used and args.purge:
        out.write("kept %s: still used by %s\n" % (install_dir(env), ", ".join(still_used)))
    return 0


def say_what_stays(env, agents, uninstalled, still_used, out):
    """After an uninstall without --purge: the data and ctxmode's own folder, each with
    the command that removes it (`ctxmode` is gone by then: the hint runs this file)."""
    import shlex
    again = "ctxmode" if still_used else "python3 " + shlex.quote(os.path.abspath(__file__))
    kept = ["data kept in %s" % home_relative(env, path) for path in _data_dirs(env, agents)]
    if uninstalled and not still_used and os.path.isdir(install_dir(env)):
        kept.append("kept ctxmode's own folder %s" % home_relative(env, install_dir(env)))
    if kept:  # (the command on a line of its own: its path may be long)
        out.write("\n".join(kept) + "\n  %s uninstall --purge removes %s\n"
                  % (again, "it" if len(kept) == 1 else "them"))


def _data_dirs(env, agents):
    """The agents' data folders that exist."""
    return [path for path in sorted({data_dir(dict(env, CTXMODE_AGENT=agent.name))
                                     for agent in agents}) if os.path.isdir(path)]


def remove_compiled_in_place(env, out):
    """After an --in-place install: ctxmode's compiled module in the user's folder (and
    the __pycache__ install made for it, when that is left empty)."""
    for cache, record in list(install_state(env).items()):
        if not (isinstance(record, dict) and record.get("compiled_here")):
            continue
        owned = [os.path.join(cache, name) for name in (sorted(os.listdir(cache))
                 if os.path.isdir(cache) else ()) if name.startswith("ctxmode.cpython-")]
        for path in owned:
            os.unlink(path)
        if record.get("made") and os.path.isdir(cache) and not os.listdir(cache):
            os.rmdir(cache)
        if owned:
            out.write("removed ctxmode's compiled module from %s\n" % cache)
        forget_install(env, cache)


def _keeps_others(path, owned):
    """True for a folder that holds more than ctxmode's files: purge leaves it.  Looks
    only at the folder and its sub-folders of ctxmode's ($CTXMODE_HOME may be HOME:
    no walk through all of it)."""
    if not os.path.isdir(path):
        return False
    owned = set(owned)
    ours = {os.path.dirname(item) for item in owned} - {path}  # sessions/, __pycache__/
    for name in os.listdir(path):
        item = os.path.join(path, name)
        if item in owned:
            continue
        if item in ours and not os.path.islink(item) and all(
                os.path.join(item, child) in owned for child in os.listdir(item)):
            continue
        return True
    return False


def _purged_name(path, owned):
    """How purge names what it deletes: the folder, or ctxmode's files in it."""
    return "ctxmode's files in %s (the rest stays)" % path if _keeps_others(path, owned) else path


MADE_FOLDERS = "folders install made"  # the install state's record of them


def remember_made_folders(env, folders):
    """Record the folders install is about to create for the launcher and the command
    (~/.local/share, ~/.local/bin...): uninstall removes those it leaves empty."""
    with _state_lock(env):
        state = install_state(env)
        made = (state.get(MADE_FOLDERS) or {}).get("made") or []
        state[MADE_FOLDERS] = {"made": list(dict.fromkeys(made + list(folders)))}
        _save_install_state(env, state)


def remove_made_folders(made, gone, dry_run, out,
                        said="%s the empty folder %s, which install had made\n"):
    """Remove (or, in a dry run, name) the folders install made that are empty once
    `gone` (paths deleted, or that the dry run would delete) is gone; deepest first."""
    for folder in sorted(set(made), key=lambda path: path.count(os.sep), reverse=True):
        if not os.path.isdir(folder) or os.path.islink(folder):
            continue
        if {os.path.join(folder, name) for name in os.listdir(folder)} - gone:
            continue
        if not dry_run:
            os.rmdir(folder)
        gone.add(folder)
        out.write(said % ("would remove" if dry_run else "removed", folder))


def settings_still_using(env):
    """The settings files that still register ctxmode: every agent's user settings,
    and every file install wrote (project ones included)."""
    state = install_state(env)
    paths = [agent.settings_path(env) for agent in AGENTS.values()]
    paths += [path for path, record in state.items() if isinstance(record, dict)
              and "written" in record]  # a settings file (not a command link, not folders)
    return [path for path in dict.fromkeys(paths) if os.path.exists(path) and _has_ctxmode(path)]


def project_install(env, agents=None):
    """The current folder's project when `install --project` registered ctxmode there
    (for any of `agents`), else None: the install that applies here comes first."""
    root = command_root(env, None)
    if os.path.realpath(root) == os.path.realpath(home_dir(env)):
        return None  # a project at HOME would be the user's own settings
    for agent in agents or AGENTS.values():
        if any(_has_ctxmode(path) for path in agent.settings_paths(env, root)):
            return root
    return None


def _has_ctxmode(path):
    try:
        return bool(ctxmode_handlers(SettingsFile(path).data))
    except CtxmodeError:
        return False


DOCTOR_PROMPT = "ctxmode doctor: is the hook pipeline alive?"


def registered_launchers(commands):
    """The launchers (absolute paths) the registered `commands` run, sorted."""
    return sorted({word for command in commands for word in command_words(command)
                   if os.path.isabs(word) and os.path.basename(word) == LAUNCHER})


def _hook_core_warnings(agent, settings):
    """(what, fix) when a registered launcher's module has no hook core of its own (an
    edit since install, a dotfiles pull): its hooks load the whole module."""
    commands = [handler["command"] for _event, handler in ctxmode_handlers(settings.data)]
    for launcher in registered_launchers(commands):
        try:
            script = os.path.join(launcher_module_dir(launcher), "ctxmode.py")
            fresh = all(_hook_core_fresh(script, group) for group in HOOK_CORES)
        except (OSError, IndexError, ValueError):
            continue  # no launcher of ours to look into: the hooks' own checks say so
        if not fresh:
            return [("its hooks load all of %s, slower: it changed since install compiled"
                     " their part of it" % script, "ctxmode install --agent %s%s" % (
                         agent.name, "" if os.path.dirname(script) == os.path.dirname(launcher)
                         else " --in-place"))]
    return []


def _hook_core_fresh(script, group):
    """True when the hook core of `group` is `script`'s as it is now."""
    import marshal
    try:
        with open(hook_core_path(script, group), "rb") as handle:
            core = handle.read(int.from_bytes(handle.read(8), "little"))
            return marshal.loads(core)[1] == hook_core_stamp(script)
    except (OSError, ValueError, EOFError, TypeError, IndexError):
        return False


def _check_registered_hook(agent, settings, env):
    """Problems with the hooks as registered, each (what is wrong, the fix): events
    missing, an interpreter or the launcher gone, and what running them shows (see
    _run_registered_hooks)."""
    import shutil
    problems = []
    reinstall = "ctxmode install --agent %s" % agent.name
    commands, names = {}, {}  # by Claude Code's event name: the command, the agent's name
    for event, handler in ctxmode_handlers(settings.data):
        commands[agent.canonical_event(event)] = handler["command"]
        names[agent.canonical_event(event)] = event
    missing = [event for event, _matcher, _timeout in agent.events
               if agent.canonical_event(event) not in commands]
    if missing:
        problems.append(("events not registered: %s" % ", ".join(missing), reinstall))
    for event, command in sorted(commands.items()):
        words = command_words(command)
        found = words and (os.access(words[0], os.X_OK) if os.path.isabs(words[0])
                           else shutil.which(words[0]))
        if not found:
            problems.append(("%s: interpreter %s is missing" % (event, words[0] if words else "''"),
                             reinstall + " --python PATH"))
            return problems
    for launcher in registered_launchers(commands.values()):
        broken = _launcher_problem(command_words(commands[min(commands)])[0], launcher, env)
        if broken:
            return problems + [broken]
    if "UserPromptSubmit" in commands and "SessionStart" in commands:
        problems += _run_registered_hooks(agent, commands, names, env)
    return problems


def command_words(command):
    import shlex
    try:
        return shlex.split(command)
    except ValueError:
        return command.split()


def _launcher_problem(python, launcher, env):
    """Why the launcher cannot run ctxmode (it is gone, or ctxmode.py is), else None.
    Its hooks exit 0 silently then; as a command it says why."""
    import subprocess
    fix = "run install.sh, or `python3 ctxmode.py install` from a clone, again"
    if not os.path.isfile(launcher):
        return "the launcher %s is gone" % launcher, fix
    result = subprocess.run([python, "-IS", launcher, "--version"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=dict(env), timeout=30)
    if result.returncode:
        said = (result.stderr.decode("utf-8", "replace").strip().splitlines() or [""])[-1]
        said = said.split("; run ")[0].replace("ctxmode: ", "", 1)  # its own advice is `fix`
        return "the launcher %s cannot start ctxmode: %s" % (launcher, said[:200]), fix
    return None


def _run_registered_hooks(agent, commands, names, env):
    """Problems found by running the hooks as registered, against a scratch data
    directory, as each client of the registration runs them: a prompt through the
    UserPromptSubmit command, then SessionStart (resume) must give it back in the
    form that client reads."""
    for client, extra, reader in agent.doctor_clients(env):
        problems = _run_hooks_as(reader, commands, names, dict(env, **extra))
        if problems:
            return [(("%s: " % client if client else "") + what, fix) for what, fix in problems]
    return []


def _run_hooks_as(agent, commands, names, env):
    import json
    import subprocess
    import tempfile
    reinstall = "ctxmode install --agent %s" % agent.name
    with tempfile.TemporaryDirectory(prefix="ctxmode-doctor-") as scratch:
        project = os.path.join(scratch, "project")
        os.makedirs(project)
        hook_env = dict(os.environ if env is os.environ else env,
                        CTXMODE_HOME=os.path.join(scratch, "data"), CLAUDE_PROJECT_DIR=project)
        base = {"session_id": "ctxmode-doctor", "cwd": project, "transcript_path": ""}
        runs = [("UserPromptSubmit", dict(base, hook_event_name=names["UserPromptSubmit"],
                                          prompt=DOCTOR_PROMPT)),
                ("SessionStart", dict(base, hook_event_name=names["SessionStart"],
                                      source="resume"))]
        answer = b""
        for event, payload in runs:
            try:
                result = subprocess.run(["/bin/sh", "-c", commands[event]],
                                        input=json.dumps(payload).encode(), env=hook_env,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=project,
                                        timeout=30)
            except subprocess.TimeoutExpired:
                return [("%s hook did not finish in 30 s" % event, reinstall)]
            if result.returncode or result.stderr:
                said = result.stderr.decode("utf-8", "replace").strip()[:300]
                return [("%s hook exited %d: %s" % (event, result.returncode, said), reinstall)]
            answer = result.stdout
        if DOCTOR_PROMPT in agent.read_answer(answer):
            return []
        try:
            with open(os.path.join(scratch, "data", "ctxmode.log"), encoding="utf-8") as handle:
                reason = handle.read().strip().splitlines()[-1]
        except (OSError, IndexError):
            reason = "SessionStart printed %r" % answer[:200]
        return [("the registered hooks ran but did not give the session back: %s" % reason[:300],
                 reinstall)]


def _check_recall_server(agent, argv, env):
    """The problem with the recall server as registered, (what is wrong, the fix), or
    None: a prompt is recorded in a scratch data directory, the server is started as
    the agent starts it, in the project, and its recall must find the prompt."""
    import json
    import subprocess
    import tempfile
    reinstall = "ctxmode install --agent %s" % agent.name
    with tempfile.TemporaryDirectory(prefix="ctxmode-doctor-") as scratch:
        project = os.path.join(scratch, "project")
        os.makedirs(project)
        server_env = dict(os.environ if env is os.environ else env,
                          CTXMODE_HOME=os.path.join(scratch, "data"))
        server_env.pop("CLAUDE_PROJECT_DIR", None)  # the server finds it from its folder
        handle_hook("UserPromptSubmit", {"session_id": "ctxmode-doctor", "cwd": project,
                                         "prompt": DOCTOR_PROMPT},
                    dict(server_env, CTXMODE_AGENT=agent.name, CLAUDE_PROJECT_DIR=project),
                    time.time())
        requests = [{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
                        "protocolVersion": MCP_VERSIONS[0], "capabilities": {},
                        "clientInfo": {"name": "ctxmode-doctor", "version": __version__}}},
                    {"jsonrpc": "2.0", "method": "notifications/initialized"},
                    {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {
                        "name": "recall", "arguments": {"query": "pipeline alive"}}}]
        try:
            result = subprocess.run(argv, input="".join(json.dumps(request) + "\n"
                                                        for request in requests).encode(),
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                    env=server_env, cwd=project, timeout=30)
        except (OSError, subprocess.TimeoutExpired) as error:
            return "the recall server did not run: %s" % error, reinstall
        answers = {}
        for line in result.stdout.decode("utf-8", "replace").splitlines():
            try:
                message = parse_json(line)
            except (ValueError, RecursionError):
                return "the recall server printed what is not JSON: %r" % line[:100], reinstall
            answers[as_dict(message).get("id")] = as_dict(message)
        texts = [as_str(as_dict(block).get("text")) for block in as_dict(
            answers.get(2, {}).get("result")).get("content") or []]
        if not any(DOCTOR_PROMPT in text for text in texts):
            said = result.stderr.decode("utf-8", "replace").strip()[-300:] or (
                "answered %r" % (answers.get(2) or result.stdout[:200]))
            return "the recall server did not find what the hooks recorded: %s" % said, reinstall
    return None


def _check_data(env):
    """Doctor's finding on one data directory: its integrity, the hook failures logged
    since the last check, and its size; None when there is none yet."""
    import json
    finding = {"agent": None, "path": data_dir(env), "status": "ok", "fix": None}
    if not os.path.lexists(data_dir(env)):
        return None
    try:
        ensure_private_dir(data_dir(env))
    except CtxmodeError as refused:  # every hook refuses it too, logging elsewhere
        refusals = os.path.join(fallback_log_dir(env), "ctxmode.log")
        return dict(finding, status="problem", detail=str(refused),
                    fix="make it a private directory of yours (chmod 700); the refusals are"
                        " logged in %s" % refusals)
    directory = sessions_dir(env)
    size, broken = 0, []
    for name in sorted(os.listdir(directory)) if os.path.isdir(directory) else []:
        path = os.path.join(directory, name)
        size += os.path.getsize(path)
        if name.endswith(".db"):
            verdict = Store.quick_check(path)
            if verdict != "ok":
                broken.append("%s: %s" % (path, verdict))
    log_path = os.path.join(data_dir(env), "ctxmode.log")
    state_path = os.path.join(data_dir(env), "doctor.json")
    try:
        with open(state_path, encoding="utf-8") as handle:
            seen = json.load(handle).get("log_bytes", 0)
    except (OSError, ValueError, AttributeError):
        seen = 0
    failures = []
    if os.path.exists(log_path):
        with open(log_path, "rb") as handle:
            if os.path.getsize(log_path) >= seen:
                handle.seek(seen)
            text = handle.read().decode("utf-8", "replace")
            failures = [line for line in text.splitlines() if "failed" in line]
            position = handle.tell()
        with open(state_path, "w", encoding="utf-8") as handle:
            json.dump({"log_bytes": position}, handle)
    finding.update(bytes=size, hook_failures=len(failures),
                   last_failure=failures[-1][:200] if failures else None,
                   detail="%s; %s since the last check" % (human_size(size), plural(
                       len(failures), "hook failure")))
    if broken:
        finding.update(status="problem", detail="damaged database %s" % "; ".join(broken),
                       fix="move it aside: the next hook starts a fresh one")
    elif failures:
        finding.update(status="warning",
                       detail=finding["detail"] + " (last: %s)" % failures[-1][:120],
                       fix="see %s; doctor counts only failures logged since it last ran"
                       % log_path)
    config_problem = _config_problem(env)
    if config_problem and finding["status"] == "ok":
        finding.update(status="warning", detail=config_problem,
                       fix="correct %s (settings: %s)" % (
                           os.path.join(data_dir(env), "config.json"), ", ".join(CONFIG_DEFAULTS)))
    return finding


def _config_problem(env):
    """What is wrong with the data folder's config.json (the hooks use the defaults
    instead and only log it), or None."""
    path = os.path.join(data_dir(env), "config.json")
    try:
        with open(path, encoding="utf-8") as handle:
            settings = parse_json(handle.read(1 << 16))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, RecursionError) as error:
        return "config.json is not valid JSON (%s): the defaults are used" % error
    if not isinstance(settings, dict):
        return "config.json is not a JSON object: the defaults are used"
    problems = ["unknown setting %s%s" % (name, did_you_mean(name, CONFIG_DEFAULTS))
                for name in sorted(settings) if name not in CONFIG_DEFAULTS]
    problems += ["%s=%s is not a number >= 0: the default is used" % (name, json_quote(value))
                 for name, value in sorted(settings.items()) if name in CONFIG_DEFAULTS and (
                     isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0)]
    return "config.json: %s" % "; ".join(problems) if problems else None


def doctor_findings(env, project=None):
    """What doctor finds, agent by agent, then each data directory: dicts with
    agent, status (ok, warning, problem, absent, unregistered), detail and fix."""
    findings = []
    here = None if project else project_install(env)  # the current project's own first
    for agent in AGENTS.values():
        candidates = agent.settings_paths(env, project)
        local = agent.settings_paths(env, here) if here else []
        path = next((path for path in local + candidates if _has_ctxmode(path)), candidates[0])
        scope = here if path in local else project
        finding = {"agent": agent.name, "settings": path, "hooks": 0, "fix": None}
        if not agent.on_this_machine(env) and not os.path.exists(path):
            findings.append(dict(finding, status="absent", detail="not on this machine"))
            continue
        try:
            settings = SettingsFile(path)
        except CtxmodeError as error:
            findings.append(dict(finding, status="problem", detail=str(error),
                                 fix="repair or move aside %s, then ctxmode install --agent %s"
                                 % (path, agent.name)))
            continue
        registered = len(ctxmode_handlers(settings.data))
        if not registered:
            findings.append(dict(finding, status="unregistered", detail="not registered in %s"
                                 % path, fix="ctxmode install --agent %s" % agent.name))
            continue
        problems = _check_registered_hook(agent, settings, env)
        warnings = [] if problems else (agent.doctor_warnings(env, settings)
                                        + _hook_core_warnings(agent, settings))
        if problems:
            detail, fix = problems[0]
            extra = "" if len(problems) == 1 else " (and %d more)" % (len(problems) - 1)
            findings.append(dict(finding, hooks=registered, status="problem", detail=detail + extra,
                                 fix=fix))
        elif warnings:
            detail, fix = warnings[0]
            findings.append(dict(finding, hooks=registered, status="warning", detail=detail,
                                 fix=fix))
        else:
            server = agent.mcp_registered(env, scope)
            broken = server and _check_recall_server(agent, server, env)
            if broken:
                findings.append(dict(finding, hooks=registered, status="problem",
                                     detail=broken[0], fix=broken[1]))
                continue
            findings.append(dict(finding, hooks=registered, status="ok", detail=(
                "%d hooks in %s; ran them: they work" % (registered, home_relative(env, path))),
                recall="recall (MCP): started it as %s does, it answers" % agent.label
                if server else None))
    directories = {data_dir(dict(env, CTXMODE_AGENT=name)): dict(env, CTXMODE_AGENT=name)
                   for name in AGENTS}
    for agent_env in directories.values():
        finding = _check_data(agent_env)
        if finding:
            findings.append(finding)
    return findings


def cmd_doctor(args, out, env, err):
    """Check every agent's registration by running its hooks, then the data; exit 1
    only when something breaks an agent ctxmode is registered for (or its data)."""
    findings = doctor_findings(env, args.project)
    problems = [finding for finding in findings if finding["status"] == "problem"]
    warnings = [finding for finding in findings if finding["status"] == "warning"]
    if args.json:
        write_json(out, {"findings": findings, "problems": len(problems),
                         "warnings": len(warnings), "ok": not problems})
        return 1 if problems else 0
    absent = [finding["agent"] for finding in findings if finding["status"] == "absent"]
    for finding in findings:
        if finding["status"] == "absent":
            continue
        name = finding["agent"] or "data"
        detail = finding["detail"]
        if not finding["agent"] and finding["path"] not in detail:
            detail = "%s: %s" % (home_relative(env, finding["path"]), detail)
        status = {"unregistered": "off"}.get(finding["status"], finding["status"])
        out.write("%-12s %-8s %s\n" % (name, status, detail))
        if finding.get("recall"):
            out.write("%-12s %-8s %s\n" % ("", "", finding["recall"]))
        if finding["fix"]:  # on one line, whatever its length: a command to copy
            out.write("%-12s %-8s fix: %s\n" % ("", "", finding["fix"]))
    if absent:  # a row of their own: not a line of the agent above
        out.write("%-12s %-8s %s\n" % ("others", "absent", ", ".join(absent)))
    unregistered = [finding for finding in findings if finding["status"] == "unregistered"]
    if problems or warnings:
        out.write("%s, %s: the fix is under each\n" % (plural(len(problems), "problem"),
                                                       plural(len(warnings), "warning")))
    elif all(finding["status"] == "absent" for finding in findings if finding["agent"]):
        out.write("no agent here yet: install one, then run `ctxmode install`\n")
    elif unregistered:
        out.write("ctxmode runs for no agent yet: `ctxmode install` registers it\n"
                  if len(unregistered) == sum(1 for finding in findings if finding["agent"]
                                              and finding["status"] != "absent")
                  else "all good (%s not registered: the fix is under each)\n"
                  % plural(len(unregistered), "agent"))
    else:
        out.write("all good\n")
    return 1 if problems else 0


# ---------------------------------------------------------------------------
# Commands
# ---------------------------------------------------------------------------

# -- what every command prints by: sizes, counts, times, JSON, questions ------------------

def human_size(size):
    """1536 -> '1.5 KB' (binary units, as ls -h and du -h)."""
    for unit in ("bytes", "KB", "MB", "GB"):
        if size < 1024 or unit == "GB":
            return ("%d %s" % (size, unit)) if unit == "bytes" else "%.1f %s" % (size, unit)
        size /= 1024.0
    return "%.1f GB" % size


def plural(count, noun):
    """'1 compaction', '2 compactions'."""
    return "%d %s%s" % (count, noun, "" if count == 1 else "s")


def backup_note(env, backup, label="backup"):
    """The line under a settings file's that names its backup (under 80 columns, the
    home as ~), or '' when there is none."""
    return "\n  %s: %s" % (label, home_relative(env, backup)) if backup else ""


def home_relative(env, path):
    """`path` with the user's home shown as ~ (for lines a person reads)."""
    home = home_dir(env).rstrip(os.sep)
    return "~" + path[len(home):] if path == home or path.startswith(home + os.sep) else path


def iso_time(timestamp):
    """An epoch timestamp as ISO 8601 in local time with its offset, or None."""
    if not isinstance(timestamp, (int, float)) or isinstance(timestamp, bool):
        return None
    import datetime
    return datetime.datetime.fromtimestamp(timestamp).astimezone().isoformat(timespec="seconds")


# JSON output: these fields hold epoch seconds inside (ISO 8601 outside) or 0/1 flags.
JSON_TIME_FIELDS = frozenset(("started", "last_activity", "ended", "first", "last", "when",
                              "started_at", "last_activity", "ended_at", "last_compact_at",
                              "indexed_at", "created_at", "updated_at"))
JSON_FLAG_FIELDS = frozenset(("pinned", "check", "dry_run", "exists"))


def is_time_field(key):
    """A field that holds an epoch time (printed as ISO 8601)."""
    return key in JSON_TIME_FIELDS or (isinstance(key, str) and key.endswith("_at"))


def json_ready(value, key=None):
    """`value` with times as ISO 8601 strings and flags as booleans, recursively."""
    if isinstance(value, dict):
        return {name: json_ready(item, name) for name, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_ready(item) for item in value]
    if is_time_field(key) and isinstance(value, (int, float)) and not isinstance(value, bool):
        return iso_time(value)
    if key in JSON_FLAG_FIELDS and isinstance(value, int):
        return bool(value)
    return value


def write_json(out, document):
    import json
    out.write(json.dumps(json_ready(document), indent=2, ensure_ascii=False) + "\n")


def ask(question, stdin=None, stderr=None):
    """Ask a yes/no question on the terminal (default no); None without a terminal."""
    stdin, stderr = stdin or sys.stdin, stderr or sys.stderr
    if stdin is None or not stdin.isatty():
        return None
    stderr.write("%s [y/N] " % question)
    stderr.flush()
    answer = stdin.readline().strip().lower()
    return answer in ("y", "yes")


def resolve_session(store, prefix):
    """A session id from a unique prefix, or the most recently active session."""
    if not prefix:
        session_id = store.latest_session()
        if not session_id:
            raise CtxmodeError("no sessions recorded for %s" % store.root)
        return session_id
    matches = store.sessions_with_prefix(prefix)
    if not matches:
        raise CtxmodeError("no session %r in %s" % (prefix, store.root))
    if len(matches) > 1:
        names = sorted(name if len(name) <= 12 else short for name, short
                       in short_ids(matches).items())
        raise CtxmodeError("session prefix %r is ambiguous: %s" % (
            prefix, ", ".join(names[:5]) + (", ..." if len(names) > 5 else "")))
    return matches[0]


def command_root(env, project, agent=None):
    """The project a command works on.  --project wins over $CLAUDE_PROJECT_DIR (which
    is set inside the agent's shell); without either, the current directory.  From there
    up to its repository (or $HOME, or /), the nearest directory ctxmode has data for
    (Claude Code opened on a package of a monorepo keeps the package as its project),
    else the repository, else the directory itself."""
    if not project and env.get("CLAUDE_PROJECT_DIR"):
        return project_root(env)
    if project and is_absolute(project) and not os.path.isabs(project):
        return posix_path(project)  # a Windows session, imported from its transcript
    start = os.path.realpath(project or os.getcwd())
    repository = enclosing_repository(env, start)
    home = os.path.realpath(home_dir(env))
    here = start
    while not _agents_with_data(env, here, agent):
        parent = os.path.dirname(here)
        if here in (repository, home) or parent == here:
            return repository or start
        here = parent
    return here


def existing_store(env, root):
    store = Store(env, root)
    if not os.path.exists(store.path) and not os.path.exists(store.spool):
        raise CtxmodeError("no ctxmode data for %s yet (another project? see: ctxmode sessions"
                           " --all-projects)" % root)
    return open_store(env, root)


def _agents_with_data(env, root, agent=None):
    """The agents (one per data directory) holding data for the project at `root`."""
    found, seen = [], set()
    for name in [agent] if agent else AGENTS:
        agent_env = dict(env, CTXMODE_AGENT=name)
        store = Store(agent_env, root)
        if store.path not in seen and (os.path.exists(store.path) or os.path.exists(store.spool)):
            seen.add(store.path)
            found.append(agent_env)
    return found


def session_rows(env, root, agent=None, all_projects=False):
    """Every session of the project (or of every project), newest activity first, as
    plain dicts."""
    rows = []
    places = (_stores_everywhere(env, agent) if all_projects
              else [(agent_env, root) for agent_env in _agents_with_data(env, root, agent)])
    for agent_env, root in places:
        store = open_store(agent_env, root)
        try:
            # A session whose hooks never named its branch: the one its snapshot shows
            live = read_git_branch(root, agent_env) or None
            rows.extend(dict(session, project=root, branch=session["branch"] or live)
                        for session in store.session_list())
        finally:
            store.close()
    rows.sort(key=lambda row: row["last_activity"] or 0, reverse=True)
    return rows


def short_ids(ids, minimum=8):
    """The shortest prefixes (at least `minimum` characters) that tell the ids apart."""
    result = {}
    for session_id in ids:
        length = minimum
        while length < len(session_id) and any(
                other != session_id and other.startswith(session_id[:length]) for other in ids):
            length += 1
        result[session_id] = session_id[:length]
    return result


def is_copy(kind):
    """A row that copies another category's (the first and last request): commands
    neither list nor count it."""
    return kind in CATEGORIES and bool(CATEGORIES[kind].copies)


def captured_and_kept(captured, items):
    """What `sessions`, `show`, `stats`, `export` and `delete` all count: the hook events
    captured, and the items they are stored as (a repeat adds to its item's count)."""
    return "%s captured, kept as %s" % (plural(captured, "event"), plural(items, "item"))


def _when(timestamp):
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(timestamp)) if timestamp else "-"


TABLE_WIDTH = 80  # text tables fit a standard terminal; --json has everything


def write_table(out, header, rows, right=()):
    """Columns as wide as their widest cell; the last one (a title) is cut to fit
    TABLE_WIDTH, never an id.  `right`: the columns aligned right (numbers)."""
    widths = [max(len(str(row[index])) for row in [header] + rows)
              for index in range(len(header) - 1)]
    room = max(TABLE_WIDTH - sum(widths) - 2 * len(widths), 10)
    for row in [header] + rows:
        cells = [(str(cell).rjust if name in right else str(cell).ljust)(width)
                 for name, cell, width in zip(header, row, widths)]
        cells.append(fit_columns(str(row[-1]), room))
        out.write("  ".join(cells).rstrip() + "\n")


def fit_columns(text, room):
    """`text` cut to `room` terminal columns, with "…" when cut: a wide character
    (Chinese, Japanese, Korean) takes two."""
    import unicodedata
    widths = [2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text]
    if sum(widths) <= room:
        return text
    used, kept = 0, []
    for char, width in zip(text, widths):
        if used + width > room - 1:  # one column for the "…"
            break
        kept.append(char)
        used += width
    return "".join(kept).rstrip() + "…"


def ago(timestamp, now=None):
    """'just now', '3 min ago', '2 h ago', '5 days ago', or '-'."""
    if not timestamp:
        return "-"
    seconds = (now or time.time()) - timestamp
    return "just now" if seconds < 60 else _age(seconds) + " ago"


def nothing_recorded(root, all_projects):
    """What sessions, search and stats say when a project has no data (exit 0)."""
    if all_projects:
        return "ctxmode: no sessions recorded in any project yet\n"
    return ("ctxmode: no sessions recorded for %s yet (another project? see: ctxmode sessions"
            " --all-projects)\n"
            % root)


def cmd_sessions(args, out, env, err):
    """List the project's sessions, newest first."""
    root = command_root(env, args.project, args.agent)
    rows = session_rows(env, root, args.agent, args.all_projects)
    if args.json:
        write_json(out, rows)
        return 0
    if not rows:
        err.write(nothing_recorded(root, args.all_projects))
        return 0
    names = short_ids([row["id"] for row in rows])
    projects = project_labels(row["project"] for row in rows)
    now = time.time()
    header = ["ID", "LAST ACTIVE", "EVENTS", "AGENT"] + (["PROJECT"] if args.all_projects
                                                         else []) + ["TITLE"]
    table = [[names[row["id"]] + ("*" if row["pinned"] else ""), ago(row["last_activity"], now),
              row["events"], row["agent"] or "-"]
             + ([projects[row["project"]]] if args.all_projects else [])
             + [one_line(row["title"] or "", SUMMARY_CAP) or "-"] for row in rows]
    write_table(out, header, table, right=("EVENTS",))
    if any(row["pinned"] for row in rows):
        out.write("* pinned: prune keeps it\n")
    return 0


def _event_summary(kind, data, count, root=None, whole=False):
    """One line for a stored event, for `show` and `search` (paths relative to the
    project's root); `whole`: its text not cut (recall cuts it around what matched)."""
    summary = CATEGORIES[kind].summary if kind in CATEGORIES else _fields_summary
    if whole and summary is _fields_summary:
        line = _fields_summary(as_dict(data), count, cap=LONG_REQUEST_CHARS)
    else:
        line = summary(as_dict(data), count)
    base = (root or "").rstrip(os.sep)
    # A project at / (a replayed transcript from another machine) has no prefix to cut:
    # cutting "/" would take every slash out of every path and URL.
    return line.replace(base + os.sep, "") if base else line


def _session_store(env, root, prefix, agent=None):
    """(store, session id) for a session prefix, searching every agent's data; no
    prefix: the project's most recently active session."""
    if not prefix:
        agent = agent or _latest_agent(env, root)
    for agent_env in _agents_with_data(env, root, agent):
        store = open_store(agent_env, root)
        try:
            return store, resolve_session(store, prefix)
        except CtxmodeError as error:
            store.close()
            if "ambiguous" in str(error):
                raise
    if not prefix:
        raise CtxmodeError("no sessions recorded for %s (see: ctxmode sessions --all-projects)"
                           % root)
    raise CtxmodeError("no session %r for %s (see: ctxmode sessions)" % (prefix, root))


def cmd_show(args, out, env, err):
    """A session's events, in the order they first happened, and its snapshot."""
    root = command_root(env, args.project, args.agent)
    if not args.session and not any(session_rows(env, root, args.agent)):
        if args.json:
            write_json(out, None)
        err.write(nothing_recorded(root, False))
        return 0
    store, session_id = _session_store(env, root, args.session, args.agent)
    try:
        events = [{"type": kind, "priority": priority, "count": count, "first": created,
                   "last": updated, "data": as_dict(parse_json(data))}
                  for kind, priority, _key, data, count, created, updated
                  in store.timeline(session_id)
                  if not is_copy(kind)]
        snapshot = build_snapshot(store, session_id, snapshot_budget(store.env))
        session = store.session(session_id)
        session["git_branch"] = session.get("git_branch") or read_git_branch(
            store.root, store.env) or None  # as its snapshot shows it
    finally:
        store.close()
    if args.json:
        write_json(out, {"session": session, "events": events, "snapshot": snapshot})
        return 0
    captured = session.get("event_count") or 0
    out.write("session   %s\n" % session_id)
    out.write("agent     %s%s\n" % (session.get("agent") or "-", ", model %s" % session["model"]
                                    if session.get("model") else ""))
    out.write("project   %s\n" % root)
    out.write("active    %s to %s\n" % (_when(session.get("started_at")),
                                        _when(session.get("last_activity"))))
    out.write("title     %s\n" % one_line(session.get("title") or "-", TABLE_WIDTH - 10))
    out.write("events    %s; %s\n\n" % (captured_and_kept(captured, len(events)), plural(
        session.get("compactions") or 0, "compaction")))
    if events:
        write_table(out, ["FIRST", "P", "KIND", "WHAT"], [
            [_when(event["first"])[5:], event["priority"], event["type"],
             _event_summary(event["type"], event["data"], event["count"], root)]
            for event in events])
    out.write("\nsnapshot, as the agent would get it now (%s):\n%s\n"
              % (human_size(len(snapshot.encode("utf-8"))), snapshot or "(empty)"))
    return 0


def cmd_delete(args, out, env, err):
    """Delete a session: its events, snapshots and metadata."""
    store, session_id = _session_store(env, command_root(env, args.project, args.agent),
                                       args.session, args.agent)
    try:
        session = store.session(session_id) or {}
        if session.get("pinned") and not args.force:
            raise CtxmodeError("session %s is pinned: `ctxmode delete --force %s` deletes it"
                               " anyway" % (session_id, args.session))
        store.delete_sessions([session_id])
    finally:
        store.close()
    out.write("deleted session %s (%s captured)\n"
              % (session_id, plural(session.get("event_count") or 0, "event")))
    return 0


def cmd_pin(args, out, env, err):
    """Pin (or unpin) a session: pruning never removes a pinned one."""
    pinned = args.command == "pin"
    store, session_id = _session_store(env, command_root(env, args.project, args.agent),
                                       args.session, args.agent)
    try:
        already = bool((store.session(session_id) or {}).get("pinned")) == pinned
        store.set_pinned(session_id, pinned)
    finally:
        store.close()
    out.write("%s session %s\n" % (("already " if already else "")
                                   + ("pinned" if pinned else "unpinned"), session_id))
    return 0


def _stores_everywhere(env, agent=None):
    """(agent env, project root) of every ctxmode database on this machine's data dirs."""
    found, seen = [], set()
    for name in [agent] if agent else AGENTS:
        agent_env = dict(env, CTXMODE_AGENT=name)
        directory = sessions_dir(agent_env)
        for file_name in sorted(os.listdir(directory)) if os.path.isdir(directory) else []:
            path = os.path.join(directory, file_name)
            if not file_name.endswith(".db") or path in seen:
                continue
            seen.add(path)
            root = Store.project_root_of(path)
            if root:
                found.append((agent_env, root))
    return found


SEARCH_LIMIT = 50


def search_rows(store, query):
    """Events of the store matching every word of `query`, best first."""
    return [{"session": session, "type": kind, "data": as_dict(parse_json(data)), "when": updated,
             "rank": rank, "method": method}
            for session, kind, data, updated, rank, method in store.search(query, SEARCH_LIMIT)
            if not is_copy(kind)]


def cmd_search(args, out, env, err):
    """Full-text search over the stored summaries of the project (or all projects)."""
    args.query = " ".join(args.query)  # `search divide ValueError` as `search "divide ..."`
    if not any(char.isalnum() for char in args.query):
        raise UsageError("search needs at least one word (see: ctxmode help search)")
    root = command_root(env, args.project, args.agent)
    if args.all_projects:
        places = _stores_everywhere(env, args.agent)
    else:
        places = [(agent_env, root) for agent_env in _agents_with_data(env, root, args.agent)]
    results = []
    for agent_env, place in places:
        store = open_store(agent_env, place)
        try:
            results.extend(dict(hit, project=place) for hit in search_rows(store, args.query))
        finally:
            store.close()
    results.sort(key=lambda hit: (hit["method"] != "fts", hit["rank"], -(hit["when"] or 0)))
    results = results[:SEARCH_LIMIT]
    if args.json:
        write_json(out, results)
        return 0
    if not places:
        err.write(nothing_recorded(root, args.all_projects))
        return 0
    if not results:
        err.write("ctxmode: nothing matches %r%s\n" % (args.query, "" if args.all_projects else
                                                       " in %s (try --all-projects)" % root))
        return 0
    header = ["WHEN", "SESSION", "KIND"] + (["PROJECT"] if args.all_projects else []) + ["WHAT"]
    projects = project_labels(hit["project"] for hit in results)
    write_table(out, header, [
        [_when(hit["when"])[5:], hit["session"][:8], hit["type"]]
        + ([projects[hit["project"]]] if args.all_projects else [])
        + [_event_summary(hit["type"], hit["data"], 1, hit["project"])] for hit in results])
    return 0


PROJECT_LABEL_CHARS = 24  # of a project's name in a table, its end kept


def project_labels(roots):
    """{root: the fewest of its last folders that no other root ends with} ("api", or
    "shop/api" beside "blog/api"): a table of several projects tells them apart."""
    folders = {root: [part for part in root.replace("\\", "/").split("/") if part]
               for root in set(roots)}
    labels = {}
    for root, parts in folders.items():
        depth = 1
        while depth < len(parts) and any(
                other != root and others[-depth:] == parts[-depth:]
                for other, others in folders.items()):
            depth += 1
        label = "/".join(parts[-depth:]) or root
        labels[root] = label if len(label) <= PROJECT_LABEL_CHARS else (
            "…" + label[1 - PROJECT_LABEL_CHARS:])
    return labels


# -- recall: what the snapshot left out, for the agent (MCP) and for people --------------
# The snapshot is a 2 KB summary of a database that holds far more.  `recall` finds the
# stored events that match a few words (every word first, then any; the current
# session's before others), one line each within a byte budget; `session_state` is the
# snapshot again with more room, or one of its sections.  `ctxmode mcp` serves both to
# the agent over MCP; `ctxmode recall` gives the first to people and to any agent's shell.

RECALL_BUDGET = 2048    # bytes of one recall answer, as the agent reads it
RECALL_LIMIT = 8        # matches shown unless asked for more ...
RECALL_MAX = 20         # ... and at most
RECALL_SCAN = 60        # matches read from the database for each way of matching
RECALL_LINE_CHARS = 300  # one match's line is cut to this (around what matched)
STATE_BUDGET = 8192     # session_state's default budget (the snapshot's is 2 KB) ...
STATE_MAX = 65536       # ... and its largest


# Words that name a kind of stored event, in the languages prompts come in: "the failing
# test" asks for errors, "which files" for files, "the rule about X" for decisions.
RECALL_KIND_WORDS = (
    (("error", "error_fixed"), "error errors fail failing failed failure broken bug crash"
     " exception traceback test tests erreur échec fehler fallo falla erro falha errore ошибка"
     " 错误 失败 报错 异常 测试 エラー 失敗 テスト 오류 실패 테스트"),
    (("file",), "file files path edited changed modified created fichier datei archivo arquivo"
     " файл 文件 ファイル 파일"),
    (("decision", "constraint", "correction", "rejected", "blocker", "rule"),
     "rule rules decision decided decide agreed constraint must never always prefer convention"
     " règle décision contrainte regel entscheidung einschränkung vorgabe regla decisión"
     " restricción regra decisão restrição regola decisione vincolo правило решение"
     " ограничение 规则 决定 约定 要求 约束 限制 ルール 決定 方針 制約 규칙 결정 제약"),
    (("prompt", "prompt_first", "prompt_last"), "request asked ask task goal wanted want user"
     " requirement demande tâche objectif aufgabe ziel anfrage pedido tarefa objetivo tarea"
     " richiesta obiettivo задача запрос цель 任务 需求 目标 用户 依頼 タスク 目標 요청 작업 목표"),
    (("command",), "command commands ran run script commande befehl comando команда 命令"
     " コマンド 명령"),
    (("git",), "git branch commit push merge tag rebase branche zweig rama ramo ветка 分支 提交"
     " ブランチ 브랜치"),
    (("said", "noted"), "said concluded conclusion found finding summary result explained why dit"
     " trouvé gesagt dicho disse detto сказал 结论 结果 原因 結論 結果 原因 결론"),
    (("task", "plan"), "todo task tasks next step steps plan tâche aufgabe tarea tarefa задача"
     " 任务 待办 步骤 计划 タスク 手順 計画 할일 계획"),
    (("env",), "environment env context profile cluster port server environnement umgebung"
     " entorno ambiente окружение 环境 端口 環境 ポート 환경"),
    (("ref",), "link url issue ticket docs reference lien enlace 链接 リンク 링크"),
)
RECALL_STOP_WORDS = frozenset(
    "the a an of to in on for and or is are was what which who how when where did do does"
    " we i my our this that it with about from by le la les des du un une et ou est quel"
    " quelle el los las del y que es der die das den und ist wie was o os as do da dos das"
    " il lo gli di che è и в на что как".split())
RECALL_PREFIX = 5        # a longer word also matches by its first letters (migra-tion, -te)
# What the user said (requests, rules, decisions, corrections) before what a tool or
# the agent said, at equal matches: the details a summary drops are mostly the user's.
USER_KINDS = frozenset(("prompt", "prompt_last", "prompt_first", "decision", "correction",
                        "constraint", "rule", "rejected", "blocker"))
USER_WORDS_BONUS = 0.3
CJK_RANGES = ((0x3040, 0x30FF), (0x3400, 0x9FFF), (0xAC00, 0xD7AF), (0xF900, 0xFAFF))


def _is_cjk(char):
    return any(low <= ord(char) <= high for low, high in CJK_RANGES)


def recall_terms(query):
    """(words, CJK pairs) of a query: its words without the ones that say nothing, and
    each run of Chinese, Japanese or Korean characters as its pairs of characters
    (FTS5 takes a whole run for one token); a pair of kana alone is grammar, not a
    word ("して")."""
    words, pairs, word, run = [], [], "", ""
    for char in query.lower() + " ":
        if _is_cjk(char):
            run += char
        elif run:
            pairs += [run] if len(run) < 3 else [run[at:at + 2] for at in range(len(run) - 1)]
            run = ""
        if not _is_cjk(char) and (char.isalnum() or char in "_-./"):
            word += char
        elif word:
            words.append(word.strip("-./"))
            word = ""
    pairs = [pair for pair in pairs if not all(0x3040 <= ord(char) <= 0x309F for char in pair)]
    return [word for word in words if len(word) > 1 and word not in RECALL_STOP_WORDS], pairs


def word_stem(word):
    """An English word without its -ing or -ed (a stem of RECALL_STEM_MIN letters or
    more: "plann-ing" is "plan", "logg-ing" says too little) or its plural's -s or -es
    ("revokes", "classes"; not "redis", "status", "class"), for a match by its start:
    "revoke", "revokes" and "revoked" find each other.  Any other word as it is."""
    lowered = word.lower()
    if not (lowered.isascii() and lowered.isalpha()):
        return word
    for suffix in ("ing", "ed"):
        stem = word[:-len(suffix)]
        if lowered.endswith(suffix) and len(stem) > 2 and stem[-1] == stem[-2]:
            stem = stem[:-1]  # plann-ing
        if lowered.endswith(suffix) and len(stem) >= RECALL_STEM_MIN:
            return stem
    if lowered.endswith(("ses", "xes", "zes", "ches", "shes")) and len(word) > 5:
        return word[:-2]  # class-es, match-es
    if lowered.endswith("s") and not lowered.endswith(("ss", "is", "us")) and len(word) > 3:
        return word[:-1]
    return word


def first_letters(word):
    """What a longer query word matches by: its first RECALL_PREFIX letters, or the stem
    of an English -ing or -ed form when that is shorter ("planning" finds "plan",
    "caching" finds "cache")."""
    head = word[:RECALL_PREFIX]
    stem = word_stem(word) if word.endswith(("ing", "ed")) else word
    return stem if len(stem) < len(head) else head


RECALL_STEM_MIN = 4
# A word that names the event's kind ("rule", "failing test") counts for less than one
# that it holds by its first letters (0.6): the kind narrows, the words say what.
RECALL_KIND_MATCH = 0.5


def recall_hits(store, query, current=None):
    """Stored events matching `query`, best first.  A match counts each word the
    event holds (whole, or by its first letters), each pair of characters of a CJK
    word, a word that names the event's kind ("failing test" for an error) or that the
    event holds beside other words of the query, and a
    little for the user's own words.  At equal counts: what the snapshot the agent
    holds does not already say, then the current session's events, then the newest.
    Copies of a row (see is_copy) are left out."""
    words, pairs = recall_terms(query)
    kinds, kind_words = set(), {}  # {kind word said: the kinds it names}
    for names, vocabulary in RECALL_KIND_WORDS:
        said = {word for word in vocabulary.split() if word in words or (
            _is_cjk(word[0]) and word in query)}
        if said:
            kinds.update(names)
            for word in said:
                kind_words.setdefault(word, set()).update(names)
    terms = [word for word in words if word not in kind_words] or words
    heads = {word: first_letters(word) for word in terms if len(word) > RECALL_PREFIX}
    # A kind word beside other words ("existing test user") also counts where an event
    # of another kind holds it, as much as the kind: the request that says "test user"
    # is the one meant (not a file event for "path", which its JSON keys hold).
    named = [word for word in words if word not in terms]
    match = " OR ".join(['"%s"' % word.replace('"', '""') for word in terms + named]
                        + ['"%s"*' % head.replace('"', '""') for head in heads.values()])
    rows = store.recall_candidates(match, pairs, current, sorted(kinds), RECALL_SCAN)
    given = given_snapshot(store, current)
    hits, seen = [], set()
    for session, kind, data, updated in rows:
        if is_copy(kind) or (session, kind, data) in seen:
            continue
        seen.add((session, kind, data))
        text = data.lower()
        score = sum(1.0 if word in text else 0.6 if word in heads and heads[word] in text
                    else 0.0 for word in terms)
        score += sum(1.0 for pair in pairs if pair in text) / max(len(pairs) / 2.0, 1.0)
        score += RECALL_KIND_MATCH if kind in kinds else 0.0
        score += sum(RECALL_KIND_MATCH for word in named
                     if kind not in kind_words[word] and word in text)
        score += USER_WORDS_BONUS if score and kind in USER_KINDS else 0.0
        if score:
            hits.append({"session": session, "type": kind, "data": as_dict(parse_json(data)),
                         "when": updated, "score": round(score, 3)})
    # At equal matches, what the agent was not given after its compaction comes first.
    order = {id(hit): (-hit["score"], bool(given) and _summary_head(hit) in given,
                       hit["session"] != current, -(hit["when"] or 0)) for hit in hits}
    hits.sort(key=lambda hit: order[id(hit)])
    return hits


RECALL_GIVEN_HEAD = 40  # characters of a match looked for in the snapshot the agent holds


def given_snapshot(store, session):
    """The newest snapshot the session's agent was given, lower-cased, or ''."""
    import html
    row = store.latest_snapshot(session) if session else None
    return " ".join(html.unescape(row[0]).lower().split()) if row and row[0] else ""


def _summary_head(hit):
    """The head of a match's text (a request's, a decision's: what a snapshot says
    as it was stored).  PERF: the stored text as it is; no summary is built."""
    text = as_str(hit["data"].get("text")) or " ".join(
        value for value in hit["data"].values() if isinstance(value, str))
    return " ".join(text[:RECALL_GIVEN_HEAD * 4].lower().split())[:RECALL_GIVEN_HEAD]


def recall_text(hits, query, root, current=None, limit=RECALL_LIMIT, budget=RECALL_BUDGET):
    """The answer an agent reads: a head line, then one line per match while they fit
    in `budget` bytes of UTF-8."""
    if not hits:
        return "ctxmode recall %s: nothing stored matches (try other words)" % json_quote(query)
    lines, used, shown = [], 0, set()
    words, pairs = recall_terms(query)
    for hit in hits:
        if len(lines) == limit:
            break
        text = snippet(_event_summary(hit["type"], hit["data"], 1, root, whole=True),
                       words + pairs)
        if text in shown:
            continue  # a rule is also its request's sentence: one line says it
        shown.add(text)
        where = "this session" if hit["session"] == current else "session " + hit["session"][:8]
        line = "- [%s] %s, %s: %s" % (hit["type"], _when(hit["when"])[5:], where, text)
        size = len(line.encode("utf-8")) + 1
        if used + size > budget - 120:  # room for the head line
            break
        lines.append(line)
        used += size
    head = "ctxmode recall %s: %d of %d matches, best first" % (
        json_quote(query), len(lines), len(hits))
    return "\n".join([head] + lines)


def snippet(text, terms, limit=RECALL_LINE_CHARS):
    """One line of `text` at most `limit` characters long: its head, or, when the place
    that holds the most of `terms` lies further on, the part around it (a long
    request's rule, a reply's finding)."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    lowered = text.lower()
    found = sorted((position, term) for term in set(terms) if term
                   for position in _occurrences(lowered, term))
    # Where the most different terms lie within one line's length (the first such place).
    at, best = 0, 0
    for index, (position, _term) in enumerate(found):
        held = len({term for other, term in found[index:] if other < position + limit * 2 // 3})
        if held > best:
            at, best = position, held
    if at + len(max(terms, key=len, default="")) < limit - 20:
        return one_line(text, limit)
    start = max(at - limit // 3, 0)
    return "…" + text[start:start + limit - 2].strip() + "…"


def _occurrences(text, term, most=50):
    """Where `term` stands in `text` (its first `most` places)."""
    places, at = [], text.find(term)
    while at >= 0 and len(places) < most:
        places.append(at)
        at = text.find(term, at + 1)
    return places


def json_quote(text):
    import json
    return json.dumps(text, ensure_ascii=False)


def project_memory(env, root, agent=None):
    """(agent env, store, current session id) of the project's data: the agent's own,
    or the one with the newest activity; (None, None, None) when nothing is recorded."""
    agent = agent or _latest_agent(env, root)
    places = _agents_with_data(env, root, agent)
    if not places:
        return None, None, None
    store = open_store(places[0], root)
    sessions = store.session_list()
    newest = max(sessions, key=lambda row: row["last_activity"] or 0) if sessions else None
    return places[0], store, newest and newest["id"]


def recall(env, root, query, agent=None, limit=RECALL_LIMIT, budget=RECALL_BUDGET):
    """(answer text, hits) of a recall over the project's memory."""
    _agent_env, store, current = project_memory(env, root, agent)
    if store is None:
        return nothing_recorded(root, False).strip(), []
    try:
        hits = recall_hits(store, query, current)
    finally:
        store.close()
    return recall_text(hits, query, root, current, limit, budget), hits


def session_state(env, root, agent=None, section=None, budget=STATE_BUDGET):
    """The current session's snapshot in `budget` bytes, or only its `section`."""
    agent_env, store, current = project_memory(env, root, agent)
    if store is None or not current:
        return nothing_recorded(root, False).strip()
    try:
        style = AGENTS[agent_env["CTXMODE_AGENT"]].snapshot_style
        snapshot = build_snapshot(store, current, budget, style, sections=section and (section,))
    finally:
        store.close()
    return snapshot or "ctxmode: nothing stored for %s in this session" % (section or "it")


def cmd_recall(args, out, env, err):
    """Search the project's memory as the agent's recall tool does."""
    query = " ".join(args.query)
    if not any(char.isalnum() for char in query):
        raise UsageError("recall needs at least one word (see: ctxmode help recall)")
    if not 1 <= args.limit <= RECALL_MAX:  # as the tool's schema says
        raise UsageError("--limit must be 1 to %d (see: ctxmode help recall)" % RECALL_MAX)
    root = command_root(env, args.project, args.agent)
    text, hits = recall(env, root, query, args.agent, args.limit, args.budget or RECALL_BUDGET)
    if args.json:
        write_json(out, hits[:args.limit])
        return 0
    if not hits:  # an empty result: said on stderr, exit 0
        err.write(text.replace("ctxmode recall ", "ctxmode: recall ", 1) + "\n")
        return 0
    out.write(text + "\n")
    return 0


# -- the MCP server ------------------------------------------------------------------------
# JSON-RPC 2.0 over stdio, one message per line (the MCP stdio transport), read-only.
# The project is the server's working directory (the agents start it in the session's),
# or the first of the client's roots when it offers them.

MCP_VERSIONS = ("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05")  # newest first
STATE_SECTIONS = ("requests", "earlier", "progress", "tasks", "files", "decisions", "errors",
                  "git", "commands", "environment", "subagents", "mcp")
MCP_TOOLS = (
    {"name": "recall",
     "description": (
         "Search this project's memory, kept by ctxmode across context compactions: the"
         " user's earlier requests and corrections, decisions and rules, errors, files"
         " edited, commands run, git operations and what you concluded, from this session"
         " and earlier ones. Use it when the session state you were given after a"
         " compaction does not hold something you need (an exact error, a rule the user"
         " gave, a file name, what was decided and why). Give a few words; the best"
         " matches come back within about 2 KB, this session's first."),
     "inputSchema": {"type": "object", "properties": {
         "query": {"type": "string", "description": "a few words to look for, such as"
                   " 'redis decision' or 'failing login test'"},
         "limit": {"type": "integer", "minimum": 1, "maximum": RECALL_MAX,
                   "description": "how many matches at most (default %d)" % RECALL_LIMIT}},
         "required": ["query"]}},
    {"name": "session_state",
     "description": (
         "The state of the current session as ctxmode recorded it: the summary you were"
         " given after the compaction, with more room, or only one section of it."),
     "inputSchema": {"type": "object", "properties": {
         "section": {"type": "string", "enum": list(STATE_SECTIONS),
                     "description": "only this section (default: all)"},
         "budget": {"type": "integer", "minimum": MIN_BUDGET, "maximum": STATE_MAX,
                    "description": "bytes at most (default %d)" % STATE_BUDGET}}}},
)


class McpError(Exception):
    """A request the server answers with a JSON-RPC error."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


class McpServer:
    """The MCP protocol for ctxmode's two tools: `handle` takes one decoded message
    and returns the messages to send (answers, and the server's own requests)."""
    ROOTS_REQUEST = "ctxmode-roots"

    def __init__(self, env, root, agent=None):
        self.env, self.root, self.agent = env, root, agent
        self.client_roots = False

    def handle(self, message):
        if isinstance(message, list):  # a batch (MCP 2025-03-26): its answers together
            answers = [answer for item in message for answer in self.handle(item)]
            return [answers] if answers else []
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
            return [self.error(None, -32600, "not a JSON-RPC 2.0 message")]
        method, key = message.get("method"), message.get("id")
        if method is None:  # an answer to a request of ours
            if key == self.ROOTS_REQUEST:
                self.take_roots(as_dict(message.get("result")).get("roots"))
            return []
        if not isinstance(method, str):
            return [self.error(key, -32600, "method must be a string")]
        if "id" not in message:  # a notification: never answered
            if method == "notifications/initialized" and self.client_roots:
                return [self.roots_request()]
            if method == "notifications/roots/list_changed":
                return [self.roots_request()]
            return []
        try:
            result = self.call(method, as_dict(message.get("params")))
        except McpError as error:
            return [self.error(key, error.code, str(error))]
        except Exception as error:  # NOTE: a server never dies of one request
            log(self.env, "mcp %s failed: %s: %s" % (method, type(error).__name__, error))
            return [self.error(key, -32603, "internal error: %s" % type(error).__name__)]
        return [{"jsonrpc": "2.0", "id": key, "result": result}]

    def call(self, method, params):
        if method == "initialize":
            asked = as_str(params.get("protocolVersion"))
            self.client_roots = "roots" in as_dict(params.get("capabilities"))
            return {"protocolVersion": asked if asked in MCP_VERSIONS else MCP_VERSIONS[0],
                    "capabilities": {"tools": {"listChanged": False}},
                    "serverInfo": {"name": MCP_SERVER_NAME, "version": __version__},
                    "instructions": "ctxmode keeps this project's session memory across"
                                    " compactions; call recall when the summary you were"
                                    " given lacks a detail."}
        if method == "ping":
            return {}
        if method == "tools/list":
            return {"tools": list(MCP_TOOLS)}
        if method == "tools/call":
            return self.call_tool(as_str(params.get("name")), as_dict(params.get("arguments")))
        raise McpError(-32601, "no method %s" % method)

    def call_tool(self, name, arguments):
        if name == "recall":
            query = as_str(arguments.get("query")).strip()
            if not any(char.isalnum() for char in query):
                return self.tool_result("recall needs a few words to look for", error=True)
            limit = arguments.get("limit")
            limit = min(max(limit, 1), RECALL_MAX) if isinstance(limit, int) else RECALL_LIMIT
            return self.tool_result(recall(self.env, self.root, query, self.agent, limit)[0])
        if name == "session_state":
            section = arguments.get("section")
            if section is not None and section not in STATE_SECTIONS:
                return self.tool_result("no section %r: one of %s" % (
                    section, ", ".join(STATE_SECTIONS)), error=True)
            budget = arguments.get("budget")
            if not isinstance(budget, int):
                budget = STATE_BUDGET
            budget = min(max(budget, MIN_BUDGET), STATE_MAX)
            return self.tool_result(session_state(self.env, self.root, self.agent, section,
                                                  budget))
        raise McpError(-32602, "no tool %r: recall or session_state" % name)

    @staticmethod
    def tool_result(text, error=False):
        return {"content": [{"type": "text", "text": text}], "isError": error}

    @staticmethod
    def error(key, code, message):
        return {"jsonrpc": "2.0", "id": key, "error": {"code": code, "message": message}}

    def roots_request(self):
        return {"jsonrpc": "2.0", "id": self.ROOTS_REQUEST, "method": "roots/list"}

    def take_roots(self, roots):
        """The first root the client names that is a folder here becomes the project."""
        from urllib.parse import unquote, urlparse
        for root in roots if isinstance(roots, list) else []:
            uri = urlparse(as_str(as_dict(root).get("uri")))
            if uri.scheme == "file" and os.path.isdir(unquote(uri.path)):
                self.root = command_root(self.env, unquote(uri.path), self.agent)
                return


def serve_mcp(server, stdin, stdout):
    """Read messages until the client closes stdin; answer each on its own line.
    Returns how many lines came."""
    import json
    count = 0
    try:
        for line in iter(stdin.readline, b""):
            count += 1
            if not line.strip():
                continue
            try:
                message = parse_json(line.decode("utf-8", "replace"))
            except (ValueError, RecursionError):
                answers = [McpServer.error(None, -32700, "not JSON")]
            else:
                answers = server.handle(message)
            for answer in answers:
                stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
                stdout.flush()
    except BrokenPipeError:
        count = max(count, 1)  # the client went away: a clean end
    return count


def _stop_quietly(_signum, _frame):
    """SIGINT, how Claude Code stops a server: it ends at once with 0.  Every answer
    was flushed when written, and the server writes nothing else; flushing here could
    re-enter a flush the signal interrupted (a RuntimeError on a busy machine)."""
    os._exit(0)


def cmd_mcp(args, out, env, err):
    """Serve the recall tools to an agent over MCP (stdio); the agent starts this."""
    import signal
    root = command_root(env, args.project, args.agent)
    stdin = getattr(args.stdin, "buffer", args.stdin)
    if args.stdin is sys.stdin:  # the process serves (not a caller's own streams)
        signal.signal(signal.SIGINT, _stop_quietly)
    if getattr(stdin, "isatty", lambda: False)():
        err.write("ctxmode mcp: serving recall for %s over stdio (JSON-RPC lines); an agent"
                  " starts this, Ctrl-D ends it\n" % root)
    if not serve_mcp(McpServer(env, root, args.agent), stdin, out):
        err.write("ctxmode: mcp: no request came (the agent starts this: see ctxmode help"
                  " mcp)\n")
    return 0


def _latest_agent(env, root):
    """The agent whose data for the project has the most recent activity."""
    latest, chosen = None, DEFAULT_AGENT
    for agent_env in _agents_with_data(env, root):
        store = open_store(agent_env, root)
        try:
            rows = store.session_list()
        finally:
            store.close()
        newest = max((row["last_activity"] or 0 for row in rows), default=0)
        if latest is None or newest > latest:
            latest, chosen = newest, agent_env["CTXMODE_AGENT"]
    return chosen


def cmd_snapshot(args, out, env, err):
    """Print the current snapshot of a session of the project, with what changed on
    disk since the session last looked (read only: the next resume says it too)."""
    root = command_root(env, args.project, args.agent)
    agent = args.agent or _latest_agent(env, root)
    env = dict(env, CTXMODE_AGENT=agent)
    budget = args.budget or snapshot_budget(env)
    if not args.session and not any(session_rows(env, root, agent)):
        if args.json:  # nothing recorded yet is an empty result, not a failure
            write_json(out, {"session": None, "agent": agent, "project": root,
                             "budget": budget, "bytes": 0, "snapshot": ""})
        err.write(nothing_recorded(root, False))
        return 0
    store = existing_store(env, root)
    try:
        session_id = resolve_session(store, args.session)
        changes = change_items(store, session_id)
        changes += gone_items(store, session_id, AGENTS[agent], env)
        snapshot = build_snapshot(store, session_id, budget, XmlStyle, changes)
    finally:
        store.close()
    if args.json:
        write_json(out, {"session": session_id, "agent": agent, "project": root,
                         "budget": budget, "bytes": len(snapshot.encode("utf-8")),
                         "snapshot": snapshot})
        return 0
    if not snapshot:
        err.write("ctxmode: session %s has nothing to show yet\n" % session_id)
        return 0
    out.write(snapshot + "\n")
    return 0


DURATION_UNITS = {"s": 1, "min": 60, "h": 3600, "d": 86400,
                  "w": 7 * 86400}  # no "m": minutes or months?
SIZE_UNITS = {"": 1, "b": 1, "k": 1 << 10, "kb": 1 << 10, "m": 1 << 20, "mb": 1 << 20, "g": 1 << 30,
              "gb": 1 << 30}


def _quantity(text, units, default_unit, what):
    """'30d' -> seconds, '20MB' -> bytes: a number >= 0 with an optional unit."""
    text = str(text).strip().lower()
    number = text.rstrip("abcdefghijklmnopqrstuvwxyz")
    unit = text[len(number):] or default_unit
    try:
        value = float(number)
        if unit not in units or not value >= 0 or value == float("inf"):
            raise ValueError(text)
    except ValueError:
        raise UsageError(("%s %r" % (what, text)).lstrip() + ": expected a number with one of"
                         " the units " + ", ".join(name for name in units if name)) from None
    return value * units[unit]


def _file_size(path):
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


def cmd_prune(args, out, env, err):
    """Remove old sessions (never pinned or running ones), then VACUUM."""
    older = None
    if args.older_than:
        older = _quantity(args.older_than, DURATION_UNITS, "d", "--older-than")
    most = args.max_sessions
    limit = _quantity(args.max_bytes, SIZE_UNITS, "", "--max-bytes") if args.max_bytes else None
    if older is None and most is None and limit is None:
        raise UsageError("prune needs --older-than, --max-sessions or --max-bytes (see: ctxmode"
                         " help prune)")
    if most is not None and most < 0:
        raise UsageError("--max-sessions must be 0 or more (see: ctxmode help prune)")
    root = command_root(env, args.project, args.agent)
    report, spared = [], {}
    if not _agents_with_data(env, root, args.agent):
        err.write(nothing_recorded(root, False))
    for agent_env in _agents_with_data(env, root, args.agent):
        store = open_store(agent_env, root)
        try:
            plan = prune_plan(store, older, most, limit, spared=spared)
            titles = store.titles()
            before = _file_size(store.path) + _file_size(store.path + "-wal")
            events = 0
            if plan and not args.dry_run:
                events = store.delete_sessions([session_id for session_id, _, _ in plan])
                store.vacuum()
            after = _file_size(store.path) + _file_size(store.path + "-wal")
        finally:
            store.close()
        sessions = [{"id": session_id, "last_activity": last, "bytes": size,
                     "title": titles.get(session_id)} for session_id, last, size in plan]
        report.append({"agent": agent_env["CTXMODE_AGENT"], "database": store.path,
                       "bytes_before": before, "bytes_after": after, "items_removed": events,
                       "sessions": sessions})
    if args.json:
        write_json(out, {"dry_run": args.dry_run, "databases": report, "spared": spared})
        return 0
    verb = "would remove" if args.dry_run else "removed"
    gone = [[session["id"][:8], ago(session["last_activity"]), database["agent"],
             one_line(session["title"] or "", SUMMARY_CAP) or "-"]
            for database in report for session in database["sessions"]]
    if gone:
        write_table(out, ["SESSION", "LAST ACTIVE", "AGENT", "TITLE"], gone)
    for database in report:
        if database["sessions"] and not args.dry_run:
            out.write("%s: %s before, %s after VACUUM\n" % (
                home_relative(env, database["database"]), human_size(database["bytes_before"]),
                human_size(database["bytes_after"])))
    out.write("%s %s%s\n" % (verb, plural(len(gone), "session"), spared_note(spared)))
    return 0


# Why prune kept a session a limit would have taken, as its line says it.
SPARED_REASONS = (("pinned", "pinned"),
                  ("running", "active in the last %d hours" % (RUNNING_WINDOW_S // 3600)),
                  ("imported", "stored lately (an import counts as activity)"))


def spared_note(spared):
    """'; kept 2: 1 pinned, 1 active in the last 6 hours', or '' when none was spared."""
    if not spared:
        return ""
    reasons = ["%d %s" % (spared[why], text) for why, text in SPARED_REASONS if spared.get(why)]
    return "; kept %d: %s" % (sum(spared.values()), ", ".join(reasons))


def section_sizes(snapshot):
    """{section: bytes} of a snapshot XML (the plan, which has no section, as "plan")."""
    import xml.etree.ElementTree as ET
    sizes = {}
    for child in ET.fromstring(snapshot) if snapshot else ():
        size = len(ET.tostring(child, encoding="utf-8").strip())
        sizes[child.tag] = sizes.get(child.tag, 0) + size
    return sizes


def _by_priority(pair):
    """Sort key of a (category name, ...) pair: its priority, unknown ones last."""
    return CATEGORIES[pair[0]].priority if pair[0] in CATEGORIES else P4 + 1


def labelled(label, text):
    """'label     text', wrapped to the table width under the text's first column."""
    import textwrap
    return textwrap.fill(text, TABLE_WIDTH, initial_indent=label.ljust(10),
                         subsequent_indent=" " * 10, break_on_hyphens=False) + "\n"


def cmd_stats(args, out, env, err):
    """Per project: sessions, items by category, database size, snapshot bytes per section."""
    if args.all_projects:
        places = _stores_everywhere(env, args.agent)
    else:
        root = command_root(env, args.project, args.agent)
        places = [(agent_env, root) for agent_env in _agents_with_data(env, root, args.agent)]
    if not places:
        if args.json:
            write_json(out, [])
        err.write(nothing_recorded(command_root(env, args.project, args.agent), args.all_projects))
        return 0
    report = []
    for agent_env, root in places:
        store = open_store(agent_env, root)
        try:
            sessions, pinned, captured, counts = store.counts()
            categories = {kind: {"rows": rows, "seen": seen}
                          for kind, (rows, seen) in counts.items() if not is_copy(kind)}
            latest = store.latest_session()
            snapshot = build_snapshot(store, latest, snapshot_budget(agent_env)) if latest else ""
        finally:
            store.close()
        report.append({"project": root, "agent": agent_env["CTXMODE_AGENT"], "sessions": sessions,
                       "pinned_sessions": pinned, "events": categories,
                       "events_captured": captured,
                       "items_stored": sum(value["rows"] for value in categories.values()),
                       "database_bytes": _file_size(store.path),
                       "wal_bytes": _file_size(store.path + "-wal"), "latest_session": latest,
                       "snapshot_bytes": len(snapshot.encode("utf-8")),
                       "snapshot_sections": section_sizes(snapshot)})
    if args.json:
        write_json(out, report)
        return 0
    for number, entry in enumerate(report):
        out.write("%sproject   %s (%s)\n"
                  % ("\n" if number else "", entry["project"], entry["agent"]))
        out.write("sessions  %d (%d pinned)\n" % (entry["sessions"], entry["pinned_sessions"]))
        out.write("events    %s\n" % captured_and_kept(entry["events_captured"],
                                                        entry["items_stored"]))
        out.write(labelled("items", ", ".join(
            "%s %d" % (kind, value["rows"]) for kind, value in
            sorted(entry["events"].items(), key=_by_priority)) or "none"))
        out.write("database  %s, WAL %s\n" % (human_size(entry["database_bytes"]),
                                               human_size(entry["wal_bytes"])))
        if entry["latest_session"]:
            sections = ", ".join("%s %d" % pair for pair in entry["snapshot_sections"].items())
            out.write(labelled("snapshot", "%s of session %s: %s" % (
                human_size(entry["snapshot_bytes"]), entry["latest_session"][:8],
                sections or "empty")))
    return 0


# -- export and import -------------------------------------------------------------------
# An export is gzip-compressed JSON:
#   {"format": "ctxmode-export", "format_version": 2, "schema_version", "ctxmode_version",
#    "exported_at", "project": <the root's folder name>, "checksum": "sha256:<hex>",
#    "sessions": [{"session": {...}, "events": [...], "snapshots": [...], "files": [...]}]}
# The checksum covers the canonical JSON of everything but itself.  Paths under the
# project root are stored relative to it; an event lists which of its fields hold
# such a path ("relative": ["key", "path"]), so import can put them under a new root.
# Format 1, the flat layout of the first draft, had "project_root", a "sessions" list
# of metadata and one "events" list with absolute paths; import migrates it.

EXPORT_FORMAT = "ctxmode-export"
EXPORT_VERSION = 2
IMPORT_MAX_BYTES = 256 << 20   # larger uncompressed exports are refused
EXPORT_SESSION_FIELDS = ("session_id", "agent", "title", "model", "permission_mode", "git_branch",
                         "started_at", "last_activity", "ended_at", "event_count", "compactions",
                         "redactions", "pinned", "last_compact_at", "resumed_from", "git_head",
                         "indexed_at")


def _export_checksum(document):
    import json
    body = {key: value for key, value in document.items() if key != "checksum"}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + _sha256_hex(canonical)


def _to_relative(value, root):
    """(value, True) with a path under `root` made relative, else (value, False)."""
    if isinstance(value, str) and root and os.path.isabs(value):
        relative = os.path.relpath(os.path.normpath(value), root)
        if relative != ".." and not relative.startswith(".." + os.sep):
            return relative, True
    return value, False


def _relative_event(event, root):
    """An export event (a dict with "key" and "data") with its paths under `root` made
    relative and listed in "relative"."""
    event = dict(event)
    relative = []
    event["key"], moved = _to_relative(event.get("key"), root)
    if moved:
        relative.append("key")
    data = dict(as_dict(event.get("data")))
    for field, value in list(data.items()):
        data[field], moved = _to_relative(value, root)
        if moved:
            relative.append(field)
    event["data"] = data
    if relative:
        event["relative"] = relative
    return event


def _to_absolute(value, root):
    if not isinstance(value, str) or os.path.isabs(value) or ".." in value.split("/"):
        raise CtxmodeError("malformed export: %r is not a path inside the project" % (value,))
    return os.path.normpath(os.path.join(root, value))


def export_session(store, session_id):
    """One session as an export entry, redacted again and with relative paths."""
    root = store.root
    session = store.session(session_id)
    rows, snapshot_rows, file_rows = store.export_rows(session_id)
    events = []
    for kind, priority, key, data, count, created, updated in rows:
        data = scrub(as_dict(parse_json(data)))
        data.pop("source", None)  # where a skill lived on this machine: nothing elsewhere
        event = {"type": kind, "priority": priority, "key": scrub(key), "data": data,
                 "count": count, "created_at": created, "updated_at": updated}
        events.append(_relative_event(event, root))
    snapshots = [{"snapshot": scrub(snapshot, None), "created_at": created}
                 for snapshot, created in snapshot_rows]
    files = []
    for path, size, mtime_ns, digest in file_rows:
        path, moved = _to_relative(path, root)
        if moved:  # a file outside the project means nothing on another machine
            files.append({"path": path, "size": size, "mtime_ns": mtime_ns, "sha256": digest})
    meta = {field: scrub(session.get(field)) for field in EXPORT_SESSION_FIELDS}
    return {"session": meta, "events": events, "snapshots": snapshots, "files": files}


def cmd_export(args, out, env, err):
    """Write sessions of the project to a gzip-compressed JSON file."""
    import gzip
    import json
    if not args.all and not args.sessions:
        raise UsageError("name the sessions to export, or use --all (see: ctxmode help export)")
    if args.all and args.sessions:
        raise UsageError("name sessions or use --all, not both (see: ctxmode help export)")
    root = command_root(env, args.project, args.agent)
    entries, wanted = [], list(args.sessions)
    for agent_env in _agents_with_data(env, root, args.agent):
        store = open_store(agent_env, root)
        try:
            ids = store.session_ids()
            for prefix in list(wanted):
                matches = [session_id for session_id in ids if session_id.startswith(prefix)]
                if len(matches) > 1:
                    raise CtxmodeError("session prefix %r is ambiguous (%d sessions)"
                                       % (prefix, len(matches)))
                if matches:
                    wanted.remove(prefix)
            chosen = ids if args.all else [session_id for session_id in ids if any(
                session_id.startswith(prefix) for prefix in args.sessions)]
            entries.extend(export_session(store, session_id) for session_id in chosen)
        finally:
            store.close()
    if wanted:
        raise CtxmodeError("no session %r for %s (see: ctxmode sessions)" % (wanted[0], root))
    if not entries:  # nothing to export is an empty result: no file
        if args.json:
            write_json(out, {"file": None, "sessions": [], "events_captured": 0, "items": 0})
        err.write(nothing_recorded(root, False))
        return 0
    document = {"format": EXPORT_FORMAT, "format_version": EXPORT_VERSION,
                "schema_version": SCHEMA_VERSION,
                "ctxmode_version": __version__, "exported_at": time.time(),
                "project": os.path.basename(root.rstrip(os.sep)), "sessions": entries}
    document["checksum"] = _export_checksum(document)
    text = json.dumps(document, ensure_ascii=False, indent=1)
    captured = sum(entry["session"].get("event_count") or 0 for entry in entries)
    items = sum(not is_copy(event["type"]) for entry in entries for event in entry["events"])
    said = "exported %s (%s)" % (plural(len(entries), "session"),
                                 captured_and_kept(captured, items))
    if args.output == "-":  # plain JSON on stdout, for a pipe; `import -` reads it back
        out.write(text + "\n")
        out.flush()  # a reader that stopped early stops the message too
        err.write("ctxmode: %s to stdout\n" % said)
        return 0
    data = gzip.compress(text.encode("utf-8"), mtime=0)
    target = os.path.abspath(args.output)
    temporary = "%s.tmp-%d" % (target, os.getpid())
    try:
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL,
                     0o600)  # it holds the user's data
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(temporary, target)
    except OSError as error:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise CtxmodeError("cannot write %s: %s" % (target, error.strerror or error)) from None
    if args.json:
        write_json(out, {"file": target, "sessions": [entry["session"]["session_id"]
                                                       for entry in entries],
                         "events_captured": captured, "items": items, "bytes": len(data)})
    else:
        out.write("%s to %s (%s)\n" % (said, target, human_size(len(data))))
    return 0


def _migrate_export_1(document):
    """Format 1 -> 2: events grouped under their session, paths made relative."""
    root = as_str(document.get("project_root"))
    by_session = {}
    for event in document.get("events") or []:
        event = dict(as_dict(event))
        by_session.setdefault(event.pop("session_id", None), []).append(event)
    sessions = []
    for meta in document.get("sessions") or []:
        meta = as_dict(meta)
        events = [_relative_event(event, root)
                  for event in by_session.get(meta.get("session_id"), [])]
        sessions.append({"session": meta, "events": events, "snapshots": [], "files": []})
    migrated = {key: value for key, value in document.items()
                if key not in ("project_root", "events")}
    migrated.update(format_version=2, sessions=sessions,
                    project=os.path.basename(root.rstrip(os.sep)))
    return migrated


# EXPORT_MIGRATIONS[n] takes a (verified) document from format n to n + 1.
EXPORT_MIGRATIONS = {1: _migrate_export_1}


def read_export(path, stdin=None):
    """The export document of a file (gzip, or the plain JSON `export -o -` writes;
    "-" reads `stdin`), verified and migrated to the current format; CtxmodeError with
    one clear reason otherwise."""
    import gzip
    import io
    import json
    import zlib
    try:
        if path == "-":
            path = "stdin"
            stream = getattr(stdin or sys.stdin, "buffer", stdin or sys.stdin)
            raw = stream.read(IMPORT_MAX_BYTES + 1)
            raw = raw.encode("utf-8") if isinstance(raw, str) else raw
        else:
            with open(path, "rb") as handle:
                raw = handle.read(IMPORT_MAX_BYTES + 1)
        if raw[:2] == b"\x1f\x8b":
            with gzip.GzipFile(fileobj=io.BytesIO(raw)) as handle:
                raw = handle.read(IMPORT_MAX_BYTES + 1)
    except FileNotFoundError:
        raise CtxmodeError("%s: no such file" % path) from None
    except IsADirectoryError:
        raise CtxmodeError("%s is a folder, not an export file" % path) from None
    except PermissionError:
        raise CtxmodeError("cannot read %s: permission denied" % path) from None
    except (OSError, EOFError, zlib.error) as error:
        raise CtxmodeError("%s is not a ctxmode export (not gzip: %s)" % (path, error)) from None
    if len(raw) > IMPORT_MAX_BYTES:
        raise CtxmodeError("%s is larger than %d bytes uncompressed" % (path, IMPORT_MAX_BYTES))
    try:
        document = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise CtxmodeError("%s is not a ctxmode export (invalid JSON: %s)"
                           % (path, error)) from None
    if not isinstance(document, dict) or document.get("format") != EXPORT_FORMAT:
        raise CtxmodeError("%s is not a ctxmode export (no \"format\": \"%s\")"
                           % (path, EXPORT_FORMAT))
    version = document.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise CtxmodeError("%s has no valid format_version" % path)
    if version > EXPORT_VERSION:
        raise CtxmodeError("%s has export format %d, newer than this ctxmode reads (%d): update"
                           " ctxmode" % (path, version, EXPORT_VERSION))
    if document.get("checksum") != _export_checksum(document):
        raise CtxmodeError("%s: checksum mismatch: the file is damaged or was edited" % path)
    while version < EXPORT_VERSION:
        document = EXPORT_MIGRATIONS[version](document)
        version += 1
    if not isinstance(document.get("sessions"), list):
        raise CtxmodeError("malformed export: no sessions list")
    return document


def _timestamp(value, now):
    """A time from an export: a number between 1970 and a day from now, else now."""
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    ok = number and 0 <= value <= now + 86400
    return float(value) if ok else now


def _import_session(store, entry, now):
    """Insert one exported session under the store's root; returns (hook events captured,
    items stored)."""
    root = store.root
    meta = dict(as_dict(entry.get("session")))
    session_id = meta.get("session_id")
    for field in ("started_at", "last_activity", "ended_at", "last_compact_at", "indexed_at"):
        if meta.get(field) is not None:
            meta[field] = _timestamp(meta[field], now)
    for field in ("event_count", "compactions", "redactions", "pinned"):
        if not (isinstance(meta.get(field), int) and 0 <= meta[field] < 1 << 31):
            meta.pop(field, None)
    events = entry.get("events") or []
    items = sum(not is_copy(as_dict(event).get("type")) for event in events)
    meta.setdefault("event_count", items)  # an older ctxmode's export may not say
    meta["agent"] = meta.get("agent") if meta.get("agent") in AGENTS else DEFAULT_AGENT
    columns = [field for field in EXPORT_SESSION_FIELDS if meta.get(field) is not None]
    store.insert_session({field: scrub(meta[field]) for field in columns}, columns)
    for event in events:
        event = as_dict(event)
        kind, data = event.get("type"), scrub(as_dict(event.get("data")))
        if kind not in CATEGORIES:
            raise CtxmodeError("malformed export: unknown event type %r" % (kind,))
        key = scrub(event.get("key"))
        relative = event.get("relative") or []
        if not isinstance(relative, list) or not all(isinstance(field, str) for field in relative):
            raise CtxmodeError("malformed export: \"relative\" must be a list of field names")
        if "key" in relative:
            key = _to_absolute(key, root)
        for field in relative:
            if field != "key" and field in data:
                data[field] = _to_absolute(data[field], root)
        created = _timestamp(event.get("created_at"), now)
        updated = _timestamp(event.get("updated_at"), now)
        count = event.get("count")
        count = count if isinstance(count, int) and 0 < count < 1 << 31 else 1
        store.insert_event(session_id, kind, None if key is None else str(key), data, count,
                           created, updated, now)
    for snapshot in entry.get("snapshots") or []:
        snapshot = as_dict(snapshot)
        created = snapshot.get("created_at")
        if isinstance(snapshot.get("snapshot"), str) and isinstance(created, (int, float)):
            store.insert_snapshot(session_id, scrub(snapshot["snapshot"], None),
                                      snapshot["created_at"])
    for state in entry.get("files") or []:
        state = as_dict(state)
        store.insert_file_state(session_id, _to_absolute(state.get("path"), root),
                                state.get("size"),
                                state.get("mtime_ns"), state.get("sha256"))
    return meta["event_count"], items


def cmd_import(args, out, env, err):
    """Import an export file into the project, skipping sessions already there; all
    or nothing (one transaction per agent's database, committed together).  An agent's
    own transcript is imported as the session it records (import_transcript)."""
    agent = transcript_agent(args.file) if args.file != "-" and os.path.isfile(args.file) else None
    if agent:
        return import_transcript(args, agent, out, env)
    sqlite3 = _sqlite()
    document = read_export(args.file, args.stdin)
    root = command_root(env, args.project)
    by_database, seen = {}, set()
    for entry in document["sessions"]:
        meta = as_dict(as_dict(entry).get("session"))
        if not isinstance(meta.get("session_id"), str) or not meta["session_id"]:
            raise CtxmodeError("malformed export: a session without an id")
        if meta["session_id"] in seen:
            raise CtxmodeError("malformed export: session %s appears twice" % meta["session_id"])
        seen.add(meta["session_id"])
        agent = meta.get("agent") if meta.get("agent") in AGENTS else DEFAULT_AGENT
        agent_env = dict(env, CTXMODE_AGENT=agent)
        # One database may serve several agents ($CTXMODE_HOME): one transaction each.
        by_database.setdefault(Store(agent_env, root).path, (agent_env, []))[1].append(entry)
    import shutil
    import tempfile
    stores, imported, skipped, captured, items, scratch = [], [], [], 0, 0, None
    try:
        now = time.time()
        for path, (agent_env, entries) in sorted(by_database.items()):
            if args.dry_run and not os.path.exists(path):
                # Check against an empty scratch database: a dry run creates nothing.
                scratch = scratch or tempfile.mkdtemp(prefix="ctxmode-import-")
                scratch_home = os.path.join(scratch, agent_env["CTXMODE_AGENT"])
                agent_env = dict(agent_env, CTXMODE_HOME=scratch_home)
            store = open_store(agent_env, root)
            stores.append(store)
            store.begin()
            for entry in entries:
                session_id = entry["session"]["session_id"]
                if store.session(session_id):
                    skipped.append(session_id)
                    continue
                try:
                    counts = _import_session(store, entry, now)
                except (sqlite3.IntegrityError, sqlite3.InterfaceError, TypeError, ValueError,
                        OverflowError) as error:
                    raise CtxmodeError("malformed export: session %s: %s"
                                       % (session_id, error)) from None
                imported.append(session_id)
                captured, items = captured + counts[0], items + counts[1]
        for store in stores:
            store.rollback() if args.dry_run else store.commit()
    except BaseException:
        for store in stores:
            store.rollback()
        raise
    finally:
        for store in stores:
            store.close()
        if scratch:
            shutil.rmtree(scratch, ignore_errors=True)
    if args.json:
        write_json(out, {"project": root, "dry_run": args.dry_run, "imported": imported,
                         "skipped": skipped, "events_captured": captured, "items": items})
        return 0
    verb = "would import" if args.dry_run else "imported"
    out.write("%s %s (%s) into %s" % (verb, plural(len(imported), "session"),
                                       captured_and_kept(captured, items), root))
    out.write("; skipped %d already there: %s\n"
              % (len(skipped), ", ".join(skipped)) if skipped else "\n")
    return 0


def import_transcript(args, agent, out, env):
    """`ctxmode import TRANSCRIPT`: the session an agent's transcript records, rebuilt
    through the hooks (see replay_transcript), under the project it ran in (or
    --project: its paths are that folder's).  A session ctxmode recorded from its
    middle gets what came before."""
    path = os.path.abspath(args.file)
    first = next(iter(agent.transcript_hooks(transcript_records(path), path)), None)
    if first is None:
        raise CtxmodeError("%s holds no prompt or tool call of %s to import" % (args.file,
                                                                              agent.label))
    started, _event, payload = first
    session_id, cwd = as_str(payload.get("session_id")), as_str(payload.get("cwd"))
    if args.project or not cwd:
        root = command_root(env, args.project)
    else:
        root = transcript_root({key: value for key, value in env.items()
                                if key != "CLAUDE_PROJECT_DIR"}, cwd)
    agent_env = dict(env, CTXMODE_AGENT=agent.name)
    store = open_store(agent_env, root)
    try:
        known = store.session(session_id) or {}
    finally:
        store.close()
    # What ctxmode recorded itself stays: only what came before it is added.
    before = known.get("started_at") if known.get("event_count") else None
    if before is not None and started >= before - TRANSCRIPT_SLACK_S:
        if args.json:
            write_json(out, {"project": root, "dry_run": args.dry_run, "imported": [],
                             "skipped": [session_id], "events_captured": 0, "items": 0})
        else:
            out.write("skipped %s: ctxmode already holds this session from its start\n"
                      % session_id)
        return 0
    hooks = sum(1 for when, _event, _payload in agent.transcript_hooks(
        transcript_records(path), path) if before is None or when < before)
    if not args.dry_run:
        replay_transcript(path, agent, env, root, before=before)
    store = open_store(agent_env, root)  # drains what the replay spooled
    try:
        session = store.session(session_id) or {}
        items = len(store.timeline(session_id))
        if not args.dry_run:  # read to its end: a PreCompact does not read it again
            store.mark_transcript_read(session_id, os.path.getsize(path))
    finally:
        store.close()
    captured = (session.get("event_count") or 0) - (known.get("event_count") or 0)
    if args.json:
        write_json(out, {"project": root, "dry_run": args.dry_run, "imported": [session_id],
                         "skipped": [], "hooks": hooks, "events_captured": captured,
                         "items": items})
        return 0
    if args.dry_run:
        out.write("would import session %s from its %s transcript (%s) into %s\n"
                  % (session_id, agent.label, plural(hooks, "hook event"), root))
        return 0
    out.write("imported session %s from its %s transcript (%s%s) into %s\n"
              % (session_id, agent.label, captured_and_kept(captured, items),
                 ", before what ctxmode recorded" if before else "", root))
    return 0


def cmd_where(args, out, env, err):
    """Print where the project's data lives (for sqlite3 and backups)."""
    root = command_root(env, args.project, args.agent)
    args.agent = args.agent or _latest_agent(env, root)
    env = dict(env, CTXMODE_AGENT=args.agent)
    store = Store(env, root)
    log_path = os.path.join(data_dir(env), "ctxmode.log")
    exists = os.path.exists(store.path)
    installed = _is_launcher(os.path.join(install_dir(env), LAUNCHER))
    if args.json:
        write_json(out, {"project": store.root, "agent": args.agent, "data": data_dir(env),
                         "database": store.path, "database_exists": exists,
                         "spool": store.spool, "log": log_path, "installed": install_dir(env),
                         "is_installed": installed})
        return 0
    out.write("project   %s\ndata      %s\ndatabase  %s%s\nspool     %s\nlog       %s\n"
              "installed %s%s\n" % (store.root, data_dir(env), store.path,
                                    "" if exists else " (not created yet)", store.spool,
                                    log_path, install_dir(env),
                                    "" if installed else " (not installed)"))
    if not exists:
        err.write("ctxmode: no database yet: the first hook run in this project creates it\n")
    return 0


def cmd_hooks_config(args, out, env, err):
    """Print the settings.json block that registers ctxmode in Claude Code: the
    installed launcher, run by the interpreter install would register."""
    import json
    python = checked_python(args.python, "hooks-config")
    directory = install_dir(env)
    launcher = os.path.join(directory, LAUNCHER)
    if not _is_launcher(launcher):
        err.write("ctxmode: nothing is installed at %s yet: run `ctxmode.py install` first, or"
                  " paste this block and install later\n" % launcher)
    out.write(json.dumps(claude_hooks_config(python, directory), indent=2) + "\n")
    return 0


def checked_python(python, command):
    """The interpreter to register: --python when it is an executable file (refused
    otherwise, as a usage error), else this one (see stable_python)."""
    if python is None:
        return stable_python()
    if os.sep not in python:  # a name on PATH (python3.12): the interpreter it runs, by
        import shutil         # its own absolute path (not a version manager's shim)
        found = shutil.which(python)
        python = (interpreter_path(found) or found) if found else python
    if not (os.path.isabs(python) and os.path.isfile(python) and os.access(python, os.X_OK)):
        raise UsageError("--python %s is not an executable file (see: ctxmode help %s)"
                         % (python, command))
    version = python_version(python)
    if version is None or version < PYTHON_FLOOR:
        raise UsageError("--python %s is %s; ctxmode needs Python %d.%d or newer"
                         % ((python, "not a Python it can run" if version is None else
                             "Python %d.%d" % version) + PYTHON_FLOOR))
    return python


def interpreter_path(python):
    """sys.executable of the interpreter `python` starts, or None."""
    import subprocess
    try:
        result = subprocess.run([python, "-c", "import sys; print(sys.executable)"],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=30)
        path = result.stdout.decode("utf-8", "replace").strip()
        return path if os.path.isabs(path) else None
    except (OSError, subprocess.SubprocessError):
        return None


def python_version(python):
    """(major, minor) of the interpreter at `python`, None when it does not run."""
    import subprocess
    try:
        result = subprocess.run([python, "-c", "import sys; print('%d %d' % sys.version_info[:2])"],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=30)
        major, minor = result.stdout.split()
        return int(major), int(minor)
    except (OSError, ValueError, subprocess.SubprocessError):
        return None


BENCH_EDIT_PAYLOAD = {
    "session_id": "bench-session", "transcript_path": "/tmp/bench.jsonl", "cwd": "",
    "permission_mode": "default", "hook_event_name": "PostToolUse", "tool_name": "Edit",
    "tool_input": {"file_path": "src/greet.py", "old_string": "\"Hello, \"",
                   "new_string": "\"Hello there, \"", "replace_all": False},
    "tool_response": {"filePath": "src/greet.py", "oldString": "\"Hello, \"",
                      "newString": "\"Hello there, \"",
                      "originalFile": "def greet(name):\n    return \"Hello, \" + name\n" * 20,
                      "structuredPatch": [{"oldStart": 1, "oldLines": 2, "newStart": 1,
                                           "newLines": 2, "lines": [" def greet(name):",
                                                     "-    return \"Hello, \" + name",
                                                     "+    return \"Hello there, \" + name"]}],
                      "userModified": False, "replaceAll": False},
    "tool_use_id": "toolu_bench", "duration_ms": 6,
}


def _bench_session(env, root, session_id, count):
    """Fill a session with `count` distinct events, straight into the database."""
    store = Store(env, root).open()
    kinds = [("file", lambda i: {"path": "%s/src/module_%d.py" % (root, i),
                                 "ops": {"edit": 1 + i % 3}}),
             ("error", lambda i: {"cmd": "pytest tests/test_%d.py -q" % i, "exit": 1,
                                  "lines": ["FAILED tests/test_%d.py::test_case - AssertionError"
                                            % i]}),
             ("git", lambda i: {"op": "commit", "detail": "Change number %d of the refactor" % i}),
             ("decision", lambda i: {"text": "Use approach %d, not the old one, for module %d"
                                             % (i, i)}),
             ("mcp", lambda i: {"server": "github", "tool": "get_issue_%d" % i, "arg": "issue"}),
             ("ref", lambda i: {"ref": "https://example.com/docs/page-%d" % i}),
             ("prompt_last", lambda i: {"text": "Please continue with step %d of the plan" % i}),
             ("task", lambda i: {"id": str(i), "text": "Task number %d" % i,
                                 "status": "pending"})]
    now = time.time() - count
    with store.transaction():
        for index in range(count):
            kind, make = kinds[index % len(kinds)]
            data = make(index)
            # keyed as the hooks key them: a file by its path, an MCP call by the tool's name
            key = (data["path"] if kind == "file" else "last" if kind == "prompt_last"
                   else "mcp__github__" + data["tool"] if kind == "mcp"
                   else "%s-%d" % (kind, index))
            store.apply_record({"uid": "bench-%d" % index, "t": now + index, "sid": session_id,
                                "kind": "event", "type": kind, "key": key, "data": data}, now)
    store.close()


def _median_ms(samples):
    import statistics
    return statistics.median(samples) * 1000.0


# -- continuity: which facts survive the snapshot ----------------------------------------
# Scripted sessions (testdata/sessions/*.json) in the payload shapes of the recorded
# clients, each with the facts a user needs to carry on and "stale" patterns that must
# not show (a finished task as open, a fixed error as open, a file only read as edited,
# a secret).  Every session is replayed through the real hooks; its snapshot is built
# at each budget and compared with two simpler strategies over the same captured
# events, one row per event as the hooks captured it:
#   recent - the most recent events that fit;
#   tiers  - all events of P1..P4, dropping whole tiers from P4 up until the rest fits
#            (P1 newest first when even P1 alone does not).

CONTINUITY_BUDGETS = (512, 1024, 2048, 4096)  # the curve: facts kept as the budget grows


def scripted_payloads(session):
    """(event, payload) of a scripted session: its "common" fields in every payload,
    {"repeat": N, "event": [...]} expanded with {i} = 0..N-1."""
    import json
    common = session.get("common") or {}
    for entry in session["events"]:
        if isinstance(entry, dict):
            template = json.dumps(entry["event"])
            batch = [json.loads(template.replace("{i}", str(index)))
                     for index in range(entry["repeat"])]
        else:
            batch = [entry]
        for event, payload in batch:
            yield event, dict(common, hook_event_name=event, **payload)


def replay_scripted(session, env):
    """Run a scripted session's hooks in-process; returns the records they spooled."""
    import io
    import json
    captured = []
    for event, payload in scripted_payloads(session):
        run_hook(event, io.BytesIO(json.dumps(payload).encode()), io.BytesIO(), env,
                 session["agent"],
                 observe=captured.extend)
    return captured


def baseline_snapshots(records, root, budget, style):
    """{"recent": ..., "tiers": ...}: the two simple strategies over the raw records."""
    items = []
    for record in records:
        if record.get("kind") != "event" or record.get("type") not in CATEGORIES:
            continue
        if record["type"] in ("prompt_first", "prompt_last"):
            continue  # each request once: its "prompt" record
        tier = CATEGORIES[record["type"]].priority
        row = (record["type"], tier, record.get("key"), dump_json(record.get("data")), 1,
               record["t"], record["t"])
        for item in snapshot_items([row], root):
            item.rank = 0  # no ranking: newest first
            items.append((tier, item))
    everything = 1 << 40
    tiers = None
    for cutoff in (4, 3, 2, 1):
        chosen = [item for tier, item in items if tier <= cutoff]
        whole = pack(chosen, everything, style, plain=True)
        if style.size(whole) <= budget:
            tiers = whole
            break
    if tiers is None:
        tiers = pack([item for tier, item in items if tier == 1], budget, style, plain=True)
    return {"recent": pack([item for _tier, item in items], budget, style, plain=True),
            "tiers": tiers}


def score_snapshot(snapshot, facts, stale):
    """(facts found, stale patterns found) in a snapshot's text."""
    import html
    import re
    text = html.unescape(snapshot).lower()
    kept = sum(1 for fact in facts if fact.lower() in text)
    shown = sum(1 for pattern in stale
                if re.search(current_grammar(pattern), html.unescape(snapshot), re.I))
    return kept, shown


def current_grammar(pattern):
    """A stale pattern written for the snapshot's grammar before issue 21, in its
    terms now: a file was `<file path="x" ops="...">` (now the line `x`, or `x (read)`),
    a task `<task status="pending">t` (now `[todo] t`).  The corpora keep the patterns
    as their authors wrote them; their meaning is what counts."""
    import re
    file = re.fullmatch(r'path="(.+?)"( ops="\[\^"\]\*\(\?:edit\|write\))?', pattern)
    if file:
        return r"(?m)^(?:- )?%s%s$" % (file.group(1), "" if file.group(2) else r"(?: \(read\))?")
    open_status = r'status="?\(\?:pending\|in_progress\)'
    task = re.fullmatch(open_status + r'(?:"\[\^>\]\*>\[\^<\]\*|">|\\\): )(.+)', pattern)
    if task:
        return r"\[(?:todo|doing)\] " + task.group(1)
    return pattern


def beats(mine, theirs):
    """ctxmode's snapshot is better than a baseline's: more facts; or as many with
    fewer stale things shown; or both equal in fewer bytes (facts per byte)."""
    def worth(result):
        return result["kept"], -result["stale"], -result["bytes"]
    return worth(mine) > worth(theirs)


TRANSCRIPT_CORPUS = "sessions.json"  # in a corpus folder: real transcripts, cut and facts


def continuity_corpus(corpus):
    """The sessions of a corpus folder: scripted ones (one *.json each: the hooks written
    out) or real transcripts (sessions.json: each one's transcript file, the line it is
    cut at, its facts and stale patterns).  A transcript not on disk is left out and
    named (see the corpus's own README for how to fetch it)."""
    import glob
    import json
    manifest = os.path.join(corpus, TRANSCRIPT_CORPUS)
    if not os.path.exists(manifest):
        sessions = []
        for path in sorted(glob.glob(os.path.join(corpus, "*.json"))):
            with open(path, encoding="utf-8") as handle:
                sessions.append(json.load(handle))
        return sessions, []
    with open(manifest, encoding="utf-8") as handle:
        entries = json.load(handle)
    present = [dict(entry, transcript=os.path.join(corpus, entry["transcript"]))
               for entry in entries if os.path.exists(os.path.join(corpus, entry["transcript"]))]
    missing = [entry["name"] for entry in entries
               if not os.path.exists(os.path.join(corpus, entry["transcript"]))]
    return present, missing


def replay_for_bench(session, run_env):
    """(records spooled, session id, project root, agent) of one corpus session."""
    if "transcript" not in session:
        records = replay_scripted(session, run_env)
        return records, session["common"]["session_id"], session["project"], session["agent"]
    path = session["transcript"]
    agent = AGENTS.get(session.get("agent")) or transcript_agent(path)
    cwd = next((payload.get("cwd") for _when, _event, payload in agent.transcript_hooks(
        transcript_records(path, session.get("cut")), path) if payload.get("cwd")), None)
    root = transcript_root(run_env, cwd or "/")
    records = []
    session_id, _ran = replay_transcript(path, agent, run_env, root, until=session.get("cut"),
                                         observe=records.extend)
    return records, session_id, root, agent.name


def continuity_rows(corpus, env):
    """Every session of a corpus replayed and scored at each budget: (rows, sessions
    left out because their transcript is not on disk)."""
    sessions, missing = continuity_corpus(corpus)
    if not sessions:
        raise CtxmodeError("no sessions in %s (--corpus DIR names a folder of scripted sessions,"
                           " or of transcripts with a %s; a clone has testdata/sessions)"
                           % (corpus, TRANSCRIPT_CORPUS))
    results = []
    for session in sessions:
        with replayed_store(session, env) as (store, records, session_id, _root, agent):
            style = AGENTS[agent].snapshot_style
            for budget in CONTINUITY_BUDGETS:
                started = time.perf_counter()
                snapshot = build_snapshot(store, session_id, budget, style)
                took = time.perf_counter() - started
                row = {"corpus": corpus, "session": session["name"], "budget": budget,
                       "facts": len(session["facts"]),
                       "stale_patterns": len(session["stale"]), "events": len(records),
                       "build_ms": took * 1000}
                candidates = dict(baseline_snapshots(records, store.root, budget, style),
                                  ctxmode=snapshot)
                for name, text in candidates.items():
                    kept, shown = score_snapshot(text, session["facts"], session["stale"])
                    row[name] = {"kept": kept, "stale": shown, "bytes": style.size(text)}
                row["beats"] = all(beats(row["ctxmode"], row[name])
                                   for name in ("recent", "tiers"))
                results.append(row)
    return results, missing


class replayed_store:
    """`with replayed_store(session, env) as (store, records, session id, root, agent)`:
    a bench corpus's session replayed through the hooks into a scratch HOME, its store
    open; all of it gone afterwards."""

    def __init__(self, session, env):
        import tempfile
        self.session, self.env = session, env
        self.scratch = tempfile.TemporaryDirectory(prefix="ctxmode-bench-")
        self.store = None

    def __enter__(self):
        scratch = self.scratch.name
        run_env = {"HOME": scratch, "CTXMODE_HOME": os.path.join(scratch, "data"),
                   "PATH": self.env.get("PATH", "/usr/bin:/bin")}
        if "project" in self.session:
            run_env["CLAUDE_PROJECT_DIR"] = self.session["project"]
        records, session_id, root, agent = replay_for_bench(self.session, run_env)
        self.store = open_store(dict(run_env, CTXMODE_AGENT=agent), root)
        return self.store, records, session_id, root, agent

    def __exit__(self, *_exception):
        if self.store is not None:
            self.store.close()
        self.scratch.cleanup()


def corpus_label(corpus):
    """A corpus's name in the curve: its own folder ("sessions-heldout-2" for
    testdata/sessions-heldout-2/sessions, "sessions" for testdata/sessions)."""
    parts = [part for part in os.path.normpath(corpus).split(os.sep) if part] or [corpus]
    if len(parts) > 1 and parts[-1] == "sessions" and parts[-2].startswith("sessions"):
        parts.pop()
    return parts[-1]


def cmd_bench_continuity(args, out, env, err):
    """Replay each corpus's sessions and score each snapshot against its facts; with
    several corpora, a table each, then the curve of every one."""
    import json
    corpora = args.corpus or [os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                           "testdata", "sessions")]
    results = []
    for corpus in corpora:
        rows, missing = continuity_rows(corpus, env)
        results += rows
        if args.json:
            continue
        out.write("ctxmode %s bench --continuity: %s (%s)\n"
                  % (__version__, plural(len(rows) // len(CONTINUITY_BUDGETS), "session"), corpus))
        if missing:
            out.write("not on disk, left out: %s\n" % ", ".join(missing))
        out.write("kept = key facts found / facts; st = stale things shown (no longer true, or a"
                  " secret); beats = ctxmode better than both baselines (more facts, else fewer"
                  " stale, else fewer bytes)\n")
        for budget in CONTINUITY_BUDGETS:
            _continuity_table(out, budget, [row for row in rows if row["budget"] == budget])
    if args.json:
        out.write(json.dumps(results, indent=1) + "\n")
        return 0
    out.write("\nfacts kept by budget (stale things shown)\n")
    out.write("  %-24s%s\n" % ("corpus", "".join("%12s" % ("%d B" % budget)
                                                  for budget in CONTINUITY_BUDGETS)))
    for corpus in corpora:
        cells = []
        for budget in CONTINUITY_BUDGETS:
            rows = [row for row in results if row["corpus"] == corpus and row["budget"] == budget]
            kept = sum(row["ctxmode"]["kept"] for row in rows)
            facts = sum(row["facts"] for row in rows)
            cells.append("%12s" % ("%.1f%% (%d)" % (100.0 * kept / max(facts, 1),
                                                    sum(row["ctxmode"]["stale"] for row in rows))))
        out.write("  %-24s%s\n" % (corpus_label(corpus)[-24:], "".join(cells)))
    return 0


STRATEGIES = ("ctxmode", "recent", "tiers")

# -- bench --secrets: what of a secret reaches the disk, by the path it came in ----------
# Each corpus entry goes through each capture path as the agents send it; afterwards
# (Stop, PreCompact, the snapshot, an export) every file under HOME is read and each
# secret looked for, whole and as any 12-character piece.  Strings that must survive
# (hashes, ids, templates, prose) go through the paths that store text, and count as
# redacted when they are gone where a [REDACTED] stands.

SECRET_PIECE = 12      # a leak is any piece this long of a secret (or all of a shorter one)
SECRETS_PER_SESSION = 8  # fewer than a session keeps of anything: nothing is pushed out


def _bash(command, response=None, failure=None):
    payload = {"tool_name": "Bash", "tool_input": {"command": command, "description": "run it"}}
    if failure is not None:
        return "PostToolUseFailure", dict(payload, error="Exit code 1\n" + failure)
    return "PostToolUse", dict(payload, tool_response=response or {
        "stdout": "", "stderr": "", "interrupted": False, "isImage": False})


# path -> the hook calls that carry entry number n (its prompt, command and output) in,
# each keyed apart from the others in its session (a command, a subagent, a todo of its own)
SECRET_PATHS = {
    "prompt": lambda n, entry: [("UserPromptSubmit", {"prompt": entry["prompt"]})],
    "command": lambda n, entry: [_bash(entry["command"])],
    "failing command": lambda n, entry: [_bash(entry["command"], failure=entry.get("output", ""))],
    "error output": lambda n, entry: [_bash("./scripts/deploy.sh --env staging --run %d" % n,
                                            failure=entry.get("output") or entry["prompt"])],
    "MCP argument": lambda n, entry: [("PostToolUse", {
        "tool_name": "mcp__tracker__search", "tool_input": {"query": entry["prompt"]},
        "tool_response": [{"type": "text", "text": "3 issues found"}]})],
    "subagent": lambda n, entry: [("PostToolUse", {
        "tool_name": "Task", "tool_input": {"description": "Check the deploy, part %d" % n,
                                            "prompt": entry["prompt"],
                                            "subagent_type": "general-purpose"},
        "tool_response": {"content": [{"type": "text", "text": entry.get("output") or "done"}]}})],
    "todo": lambda n, entry: [("PostToolUse", {
        "tool_name": "TaskCreate", "tool_input": {"subject": entry["prompt"],
                                                  "description": entry["prompt"]},
        "tool_response": {"task": {"id": str(n + 1), "subject": entry["prompt"]}}})],
    "Write content": lambda n, entry: [("PostToolUse", {
        "tool_name": "Write", "tool_input": {"file_path": "/srv/app/notes-%d.md" % n,
                                             "content": entry["prompt"] + "\n"},
        "tool_response": {"type": "create", "filePath": "/srv/app/notes-%d.md" % n}})],
}
SURVIVOR_PATHS = ("prompt", "command", "MCP argument", "todo")


def _home_text(home):
    """Everything under `home` as text: every file, gzip ones unpacked, but the compiled
    patterns (the redaction rules' own literals, as in ctxmode.py: no user's text)."""
    import gzip
    parts = []
    for folder, _dirs, names in os.walk(home):
        for name in names:
            if name == PATTERN_CACHE_NAME:
                continue
            try:
                with open(os.path.join(folder, name), "rb") as handle:
                    data = handle.read()
            except OSError:
                continue
            if data[:2] == b"\x1f\x8b":
                try:
                    data = gzip.decompress(data)
                except (OSError, EOFError):
                    pass
            parts.append(data.decode("utf-8", "replace"))
    return "\n".join(parts)


def _stored_texts(env, root):
    """{session id: all its stored event data as text}."""
    store = open_store(env, root)
    try:
        return {session_id: "\n".join(row[3] or "" for row in store.timeline(session_id))
                for session_id in store.session_ids()}
    finally:
        store.close()


def _redacted_away(value, stored):
    """True when `value` is not in what was stored and a redaction stands there."""
    return value not in stored and REDACTED in stored


def _leaked(secret, text, pieces, elsewhere=frozenset()):
    """True when any SECRET_PIECE-long piece of `secret` (all of a shorter one) is in
    `text`; `pieces`: every SECRET_PIECE-long piece of `text` (one look each).  The
    pieces `elsewhere` (in another entry's text too) are no proof, unless they are all
    the secret has."""
    if len(secret) < SECRET_PIECE:
        return secret in text
    own = {secret[start:start + SECRET_PIECE] for start in range(len(secret) - SECRET_PIECE + 1)}
    return bool((own - elsewhere or own) & pieces)


def _pieces_elsewhere(entries):
    """For each entry, the pieces of its secret that the texts of an entry with another
    secret hold as well (a ZZZZZZZZZZZZ of AKIAZZZZ… in A3T0ZZZZ…, a JWT's usual header):
    found on disk, they may come from that other entry."""
    def pieces(text):
        return {text[start:start + SECRET_PIECE] for start in range(len(text) - SECRET_PIECE + 1)}

    wanted = [pieces(entry["value"]) for entry in entries]
    every = set().union(*wanted)
    holders = {}
    for number, entry in enumerate(entries):
        texts = "\n".join(entry.get(field) or "" for field in ("prompt", "command", "output"))
        for piece in pieces(texts) & every:
            holders.setdefault(piece, set()).add(number)
    same = {}  # entries holding one value are one secret: their pieces are theirs
    for number, entry in enumerate(entries):
        same.setdefault(entry["value"], set()).add(number)
    return [frozenset(piece for piece in own
                      if holders.get(piece, set()) - same[entries[number]["value"]])
            for number, own in enumerate(wanted)]


def _run_path(path, entries, env, root, per_session=SECRETS_PER_SESSION, finish=True):
    """Send every entry through one capture path, `per_session` to a session; with
    `finish`, each session is then ended as a compaction ends one (Stop, PreCompact, the
    snapshot) and all are exported.  Returns what the hooks printed."""
    import io
    import json
    printed = []
    ending = [("Stop", {}), ("PreCompact", {}), ("SessionStart", {"source": "compact"})]
    for first in range(0, len(entries), per_session):
        base = {"session_id": "s%d" % first, "cwd": root, "transcript_path": ""}
        calls = [call for number, entry in enumerate(entries[first:first + per_session], first)
                 for call in SECRET_PATHS[path](number, entry)]
        for event, payload in calls + (ending if finish else []):
            stdout = io.BytesIO()
            run_hook(event, io.BytesIO(json.dumps(dict(base, hook_event_name=event,
                                                       **payload)).encode()),
                     stdout, env, DEFAULT_AGENT)
            printed.append(stdout.getvalue().decode("utf-8", "replace"))
    if finish:
        main(["export", "--all", "--project", root, "-o", os.path.join(env["HOME"], "export.gz")],
             stdout=io.StringIO(), stderr=io.StringIO(), env=env)
    return "\n".join(printed)


def cmd_bench_secrets(args, out, env, err):
    """Send a secrets corpus through every capture path; print what reached the disk."""
    import json
    import tempfile
    corpus = args.corpus[-1] if args.corpus else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "testdata", "secrets", "corpus.json")
    try:
        with open(corpus, encoding="utf-8") as handle:
            document = json.load(handle)
        secrets, survivors = document["secrets"], document["survivors"]
    except (OSError, ValueError, TypeError, KeyError) as error:
        raise CtxmodeError("%s is not a secrets corpus (%s); --corpus FILE names one, and a"
                           " clone has testdata/secrets/corpus.json"
                           % (corpus, getattr(error, "strerror", None) or error)) from None
    results, shared = [], _pieces_elsewhere(secrets)
    for path in SECRET_PATHS:
        with tempfile.TemporaryDirectory(prefix="ctxmode-secrets-") as home:
            root = os.path.join(home, "project")
            os.makedirs(root)
            run_env = {"HOME": home, "CTXMODE_HOME": os.path.join(home, "data"),
                       "CLAUDE_PROJECT_DIR": root, "PATH": env.get("PATH", "/usr/bin:/bin")}
            printed = _run_path(path, secrets, run_env, root)
            text = _home_text(home) + printed
            pieces = {text[start:start + SECRET_PIECE] for start in range(len(text))}
            leaks = [entry for entry, elsewhere in zip(secrets, shared)
                     if _leaked(entry["value"], text, pieces, elsewhere)]
        row = {"path": path, "secrets": len(secrets), "leaked": len(leaks),
               "leaks": [dict({"provider": entry["provider"], "format": entry["format"]},
                              **_class_of(entry)) for entry in leaks],
               "kept_by_class": _tally_by_class(secrets, leaks, kept=True)}
        if path in SURVIVOR_PATHS:
            with tempfile.TemporaryDirectory(prefix="ctxmode-survivors-") as home:
                root = os.path.join(home, "project")
                os.makedirs(root)
                run_env = {"HOME": home, "CTXMODE_HOME": os.path.join(home, "data"),
                           "CLAUDE_PROJECT_DIR": root, "PATH": env.get("PATH", "/usr/bin:/bin")}
                _run_path(path, survivors, run_env, root, per_session=1, finish=False)
                stored = _stored_texts(run_env, root)
            redacted = [entry for number, entry in enumerate(survivors)
                        if _redacted_away(entry["value"], stored.get("s%d" % number, ""))]
            row.update(survivors=len(survivors), redacted=len(redacted),
                       redacted_kinds=sorted({entry["kind"] for entry in redacted}),
                       redacted_by_class=_tally_by_class(survivors, redacted))
        results.append(row)
    if args.json:
        out.write(json.dumps(results, indent=1, ensure_ascii=False) + "\n")
        return 0
    out.write("ctxmode %s bench --secrets: %d secrets of %d providers, %d strings that must"
              " survive (%s)\n" % (__version__, len(secrets),
                                   len({entry["provider"] for entry in secrets}),
                                   len(survivors), corpus))
    out.write("  %-16s %22s %22s\n" % ("path", "secrets kept off disk", "survivors redacted"))
    for row in results:
        kept = row["secrets"] - row["leaked"]
        survived = ("%d/%d (%.1f%%)" % (row["redacted"], row["survivors"],
                                        100.0 * row["redacted"] / row["survivors"])
                    if "survivors" in row else "-")
        out.write("  %-16s %22s %22s\n" % (row["path"], "%d/%d (%.1f%%)" % (
            kept, row["secrets"], 100.0 * kept / row["secrets"]), survived))
    _class_table(out, "secrets kept off disk", "kept_by_class", results)
    _class_table(out, "survivors redacted", "redacted_by_class", results)
    return 0


# A corpus may label its entries with a "class" (the scanner corpus: self_identifying,
# keyword, bare, placeholder; useful or secret_looking look-alikes): the figures are then
# also given class by class, as the bars are set per class.

def _class_of(entry):
    return {"class": entry["class"]} if "class" in entry else {}


def _tally_by_class(entries, counted, kept=False):
    """{class: [entries of the class counted (or, with `kept`, not counted), entries of
    the class]}; {} for a corpus without classes."""
    tally = {}
    counted_ids = {id(entry) for entry in counted}
    for entry in entries:
        if "class" in entry:
            cell = tally.setdefault(entry["class"], [0, 0])
            cell[0] += (id(entry) in counted_ids) != kept
            cell[1] += 1
    return tally


def _class_table(out, title, key, results):
    """One line per path, one column per class, when the corpus has classes."""
    classes = list(dict.fromkeys(name for row in results for name in row.get(key, {})))
    if not classes:
        return
    widths = [max(14, len(name)) for name in classes]
    out.write("\n  %s, by class\n  %-16s" % (title, "path"))
    out.write("".join(" %*s" % pair for pair in zip(widths, classes)) + "\n")
    for row in results:
        if key not in row:
            continue
        cells = ["%d/%d %.1f%%" % (cell[0], cell[1], 100.0 * cell[0] / cell[1]) if cell else "-"
                 for cell in (row[key].get(name) for name in classes)]
        out.write("  %-16s" % row["path"]
                  + "".join(" %*s" % pair for pair in zip(widths, cells)) + "\n")


def _continuity_table(out, budget, rows):
    """The rows of one budget, a line per session, then the totals."""
    out.write("\nbudget %d bytes\n" % budget)
    name = max([len(row["session"]) for row in rows] + [len("session")])
    out.write("  %-*s %6s | %-24s | %-19s | %-19s | %s\n" % (
        name, "session", "events", "ctxmode kept st bytes ms", "recent kept st bytes",
        "tiers kept st bytes", "beats"))

    def cells(width, kept, facts, stale, size):
        return "%*s/%-3d %2d %5s" % (width, kept, facts, stale, size)

    for row in rows:
        mine, recent, tiers = (row[name] for name in STRATEGIES)
        out.write("  %-*s %6d | %s %4.1f | %s | %s | %s\n" % (
            name, row["session"], row["events"],
            cells(4, mine["kept"], row["facts"], mine["stale"], mine["bytes"]), row["build_ms"],
            cells(5, recent["kept"], row["facts"], recent["stale"], recent["bytes"]),
            cells(5, tiers["kept"], row["facts"], tiers["stale"], tiers["bytes"]),
            "yes" if row["beats"] else "NO"))
    facts = sum(row["facts"] for row in rows)
    kept = {name: sum(row[name]["kept"] for row in rows) for name in STRATEGIES}
    stale = {name: sum(row[name]["stale"] for row in rows) for name in STRATEGIES}
    out.write("  %-*s %6s | %s %4s | %s | %s | %d/%d\n" % (
        name, "total", "", cells(4, kept["ctxmode"], facts, stale["ctxmode"], ""), "",
        cells(5, kept["recent"], facts, stale["recent"], ""),
        cells(5, kept["tiers"], facts, stale["tiers"], ""), sum(row["beats"] for row in rows),
        len(rows)))
    out.write("  ctxmode keeps %.1f%% of the facts (recent %.1f%%, tiers %.1f%%)\n"
              % tuple(100.0 * kept[name] / facts for name in STRATEGIES))


# -- bench --recall: what the recall tool finds of what the snapshot left out -------------
# For each fact a corpus's 2 KB snapshot drops and the database holds, the query a
# developer would type (testdata/recall-queries/, written blind with the facts) goes
# through recall as the agent's tool runs it: found when its answer (the top
# RECALL_TOP matches, within 2 KB) holds the fact.  Then the server's start against a
# bare interpreter start, and one recall's work at 100,000 stored events.

RECALL_TOP = 5            # matches in the answer the bench scores
RECALL_BENCH_EVENTS = 100000


def stored_strings(store, session_id):
    """Every string the database holds for a session, lowercased, in one text."""
    found = []

    def walk(value):
        if isinstance(value, str):
            found.append(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)
    for row in store.timeline(session_id):
        walk(parse_json(row[3]) if isinstance(row[3], str) else row[3])
    return "\n".join(found).lower()


def recall_rows(corpus, env):
    """Per session of a corpus: the facts its 2 KB snapshot dropped that the database
    holds, each with its query and whether recall found it."""
    import html
    import json
    sessions, _missing = continuity_corpus(corpus)
    queries_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "testdata",
                                "recall-queries", corpus_label(corpus) + ".json")
    try:
        with open(queries_path, encoding="utf-8") as handle:
            queries = json.load(handle)
    except (OSError, ValueError) as error:
        raise CtxmodeError("no recall queries for %s (%s)" % (corpus, error))
    rows = []
    for session in sessions:
        with replayed_store(session, env) as (store, _records, session_id, root, agent):
            given = build_snapshot(store, session_id, DEFAULT_BUDGET, AGENTS[agent].snapshot_style)
            store.save_snapshot(session_id, given)  # as PreCompact does: the agent holds it
            snapshot = html.unescape(given).lower()
            held = stored_strings(store, session_id)
            for fact in session["facts"]:
                if fact.lower() in snapshot or fact.lower() not in held:
                    continue
                query = as_dict(queries.get(session["name"])).get(fact)
                if not query:
                    raise CtxmodeError("%s: no query for %r of %s" % (
                        queries_path, fact, session["name"]))
                answer = recall_text(recall_hits(store, query, session_id), query, root,
                                     session_id, RECALL_TOP)
                rows.append({"corpus": corpus, "session": session["name"], "fact": fact,
                             "query": query,
                             "found": fact.lower() in html.unescape(answer).lower(),
                             "bytes": len(answer.encode("utf-8"))})
    return rows


def recall_speed(env, runs):
    """(server start ms, bare start ms, recall ms of work at RECALL_BENCH_EVENTS events)."""
    import json
    import subprocess
    import tempfile
    here = os.path.dirname(os.path.abspath(__file__))
    python = sys.executable
    with tempfile.TemporaryDirectory(prefix="ctxmode-recall-") as scratch:
        root = os.path.join(scratch, "project")
        os.makedirs(root)
        bench_env = dict(env, HOME=scratch, CTXMODE_HOME=os.path.join(scratch, "data"),
                         CLAUDE_PROJECT_DIR=root, CTXMODE_AGENT=DEFAULT_AGENT)
        _bench_session(bench_env, root, "bench-recall", RECALL_BENCH_EVENTS)
        launcher = write_launcher(os.path.join(scratch, "bin"), python, here)
        server = launcher_argv(python, os.path.dirname(launcher)) + ["mcp"]
        hello = (json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": MCP_VERSIONS[0], "capabilities": {}}}) + "\n").encode()

        def started(argv, payload):
            began = time.perf_counter()
            subprocess.run(argv, input=payload, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           env=bench_env, cwd=root, check=True)
            return time.perf_counter() - began
        bare = [python, "-I", "-S", "-c", "pass"]
        started(server, hello)  # warm
        server_times, bare_times = [], []
        for _ in range(runs):
            bare_times.append(started(bare, b""))
            server_times.append(started(server, hello))
        store = open_store(bench_env, root)
        try:
            work = []
            for query in ("module 4242", "approach refactor", "pytest test_777", "step plan"):
                began = time.process_time()
                recall_text(recall_hits(store, query, "bench-recall"), query, root,
                            "bench-recall")
                work.append(time.process_time() - began)
        finally:
            store.close()
    return _median_ms(server_times), _median_ms(bare_times), _median_ms(work)


def cmd_bench_recall(args, out, env, err):
    """Score recall on each corpus's dropped facts; time the server and one recall."""
    corpora = args.corpus or [os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                           "testdata", "sessions")]
    rows = []
    for corpus in corpora:
        rows += recall_rows(corpus, env)
    server_ms, bare_ms, recall_ms = recall_speed(env, args.runs)
    if args.json:
        write_json(out, {"rows": rows, "server_start_ms": round(server_ms, 2),
                         "bare_start_ms": round(bare_ms, 2),
                         "recall_ms_at_%d_events" % RECALL_BENCH_EVENTS: round(recall_ms, 2)})
        return 0
    out.write("ctxmode %s bench --recall: facts the 2 KB snapshot drops and the database holds,"
              " found by the recall tool (top %d, within 2 KB) with a developer's words\n"
              % (__version__, RECALL_TOP))
    for corpus in corpora:
        mine = [row for row in rows if row["corpus"] == corpus]
        found = sum(row["found"] for row in mine)
        out.write("  %-24s %3d of %3d found (%5.1f%%)\n" % (
            corpus_label(corpus)[-24:], found, len(mine), 100.0 * found / max(len(mine), 1)))
        for row in mine:
            if not row["found"]:
                out.write("    missed %s: %r (asked %r)\n" % (row["session"], row["fact"][:50],
                                                              row["query"]))
    found = sum(row["found"] for row in rows)
    out.write("  %-24s %3d of %3d found (%5.1f%%)\n" % ("all", found, len(rows),
                                                        100.0 * found / max(len(rows), 1)))
    out.write("  server start (initialize answered): %.1f ms, bare start %.1f ms: %.2fx"
              " (target <= 3x)\n" % (server_ms, bare_ms, server_ms / bare_ms))
    out.write("  one recall at %d events: %.1f ms of CPU (target <= 50 ms)\n"
              % (RECALL_BENCH_EVENTS, recall_ms))
    return 0


# What a user's agent runs, each round in this order (Stop drains what the first two
# spooled): (hook, its payload's own fields, the target in bare starts or None).
BENCH_HOOKS = (
    ("PostToolUse", {}, 1.5),
    ("UserPromptSubmit", {"prompt": "Add a retry to the upload handler; keep the 30 s"
                                    " timeout and log each attempt"}, 2.0),
    ("Stop", {"stop_hook_active": False}, None),
    ("PreCompact", {"trigger": "auto", "custom_instructions": None}, 3.0),
    ("SessionStart", {"source": "compact"}, 2.5),
)
BENCH_MEMORY_MB = 16  # the largest resident set of any hook run, at most


def _bench_project(root, env):
    """A git project with one commit, as a user's is (PreCompact and SessionStart
    read its branch and its changes); a plain folder when git is missing."""
    import subprocess
    os.makedirs(os.path.join(root, "src"))
    with open(os.path.join(root, "src", "greet.py"), "w") as handle:
        handle.write("def greet(name):\n    return \"Hello, \" + name\n")
    git = dict(env, GIT_AUTHOR_NAME="bench", GIT_AUTHOR_EMAIL="bench@localhost",
               GIT_COMMITTER_NAME="bench", GIT_COMMITTER_EMAIL="bench@localhost")
    try:
        for command in (["git", "init", "-q"], ["git", "add", "-A"],
                        ["git", "commit", "-q", "-m", "Start"]):
            subprocess.run(command, cwd=root, env=git, check=True, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
        return True
    except (OSError, subprocess.CalledProcessError):
        return False


def _run_measured(argv, payload, env, cwd):
    """(wall seconds, exit code, stdout, stderr) of one process."""
    import subprocess
    started = time.perf_counter()
    process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env=env, cwd=cwd)
    stdout, stderr = process.communicate(payload)
    return time.perf_counter() - started, process.returncode, stdout, stderr


# Runs one command and prints the largest resident set of it (KB; bytes on macOS): the
# bench's own children include the compared tool's, so each hook is measured alone.
PEAK_MEMORY_PROGRAM = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:],"
                       " input=sys.stdin.buffer.read(), stdout=subprocess.DEVNULL);"
                       " print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")


def _peak_memory_mb(python, argv, payload, env, cwd):
    import subprocess
    result = subprocess.run([python, "-I", "-S", "-c", PEAK_MEMORY_PROGRAM] + argv,
                            input=payload, stdout=subprocess.PIPE, env=env, cwd=cwd)
    try:
        peak = float(result.stdout.split()[-1])
    except (IndexError, ValueError):
        return 0.0
    return peak / (1024.0 * 1024.0 if sys.platform == "darwin" else 1024.0)


def _quartiles(samples):
    ordered = sorted(samples)
    pick = lambda fraction: ordered[int(round(fraction * (len(ordered) - 1)))]
    return pick(0.25), pick(0.5), pick(0.75)


def cmd_bench(args, out, env, err):
    """Time every hook as registered against a bare interpreter start, in a git project
    with --events stored events: interleaved rounds (a bare start, then each hook), so
    machine noise hits both alike; medians of the per-round ratios with their spread."""
    if args.continuity:
        return cmd_bench_continuity(args, out, env, err)
    if args.secrets:
        return cmd_bench_secrets(args, out, env, err)
    if args.recall:
        return cmd_bench_recall(args, out, env, err)
    if args.runs < 1 or args.events < 1:
        raise UsageError("--runs and --events must be 1 or more")
    import shlex
    import tempfile
    python = args.python or sys.executable
    compare = shlex.split(args.compare) if args.compare else None
    with tempfile.TemporaryDirectory(prefix="ctxmode-bench-") as scratch:
        root = os.path.join(scratch, "project")
        bench_env = dict(env, HOME=scratch, CTXMODE_HOME=os.path.join(scratch, "data"),
                         CLAUDE_PROJECT_DIR=root)
        in_git = _bench_project(root, bench_env)
        _bench_session(bench_env, root, "bench", args.events)
        # as install leaves it: a copy, its .pyc and its hook core
        module_dir = copy_self(dict(bench_env, XDG_DATA_HOME=os.path.join(scratch, "share")), False)
        launcher = write_launcher(os.path.join(scratch, "bin"), python, module_dir)
        cases = _bench_cases(python, os.path.dirname(launcher), root)
        bare = [python, "-I", "-S", "-c", "pass"]

        def run(argv, payload, ours=True):
            elapsed, code, stdout, stderr = _run_measured(argv, payload, bench_env, root)
            if ours and (code or stderr or (stdout and not argv[-1].startswith("Session"))):
                raise CtxmodeError("bench: %s misbehaved (exit %d, stdout %r, stderr %r)" % (
                    argv[-1], code, stdout[:200], stderr[:200]))
            return elapsed

        def other(event):
            """The compared tool's command for `event`: {event} in it, or appended."""
            if any("{event}" in word for word in compare):
                return [word.replace("{event}", event) for word in compare]
            return compare + [event]

        for _event, argv, payload, _target in cases:  # warm: __pycache__, the page cache
            run(argv, payload)
        ratios = {event: [] for event, _, _, _ in cases}
        theirs = {event: [] for event, _, _, _ in cases}
        bare_times = []
        for _ in range(args.runs):
            bare_time = run(bare, b"")
            bare_times.append(bare_time)
            for event, argv, payload, _target in cases:
                ratios[event].append(run(argv, payload) / bare_time)
                if compare:
                    theirs[event].append(run(other(event), payload, ours=False) / bare_time)
        memory = max(_peak_memory_mb(python, argv, payload, bench_env, root)
                     for _event, argv, payload, _target in cases)
        rows = [_bench_row(event, target, ratios[event], theirs[event], bare_times)
                for event, _argv, _payload, target in cases]
        summary = {"python": sys.version.split()[0], "runs": args.runs, "events": args.events,
                   "git_project": in_git, "bare_start_ms": round(_median_ms(bare_times), 2),
                   "max_rss_mb": round(memory, 1), "memory_target_mb": BENCH_MEMORY_MB,
                   "rows": rows}
        if args.json:
            write_json(out, summary)
            return 0
        _write_bench(out, summary)

        def timed(argv, payload):
            return run(argv, payload, ours=False)
        _bench_imports(args, out, timed, bare)
    return 0


def _bench_cases(python, launcher_dir, root):
    """(event, argv as registered, payload, target) of each hook bench runs."""
    import json
    base = {"session_id": "bench", "cwd": root, "transcript_path": "",
            "permission_mode": "default"}
    cases = []
    for event, fields, target in BENCH_HOOKS:
        payload = dict(BENCH_EDIT_PAYLOAD, **base) if event == "PostToolUse" else dict(
            base, **fields)
        payload["hook_event_name"] = event
        cases.append((event, hook_argv(event, python, launcher_dir),
                      json.dumps(payload).encode(), target))
    return cases


def _bench_row(event, target, ratios, compared, bare_times):
    """One hook's figures: the median of its per-round ratios and their quartiles."""
    low, middle, high = _quartiles(ratios)
    row = {"hook": event, "ratio": round(middle, 3), "spread": [round(low, 3), round(high, 3)],
           "median_ms": round(middle * _median_ms(bare_times), 2), "target": target,
           "met": None if target is None else middle <= target}
    if compared:
        row["compared_ratio"] = round(_quartiles(compared)[1], 3)
    return row


def _write_bench(out, summary):
    """bench's table: one row per hook, its median ratio, spread and verdict."""
    out.write("ctxmode %s bench: %d interleaved rounds, %d events, %s; python %s\n"
              % (__version__, summary["runs"], summary["events"], "a git project"
                 if summary["git_project"] else "no git here", summary["python"]))
    out.write("bare start %.1f ms; each hook as registered, median of its per-round ratios"
              " (25-75%%):\n" % summary["bare_start_ms"])
    for row in summary["rows"]:
        verdict = "" if row["target"] is None else "<= %.1fx %s" % (
            row["target"], "ok" if row["met"] else "MISSED")
        if "compared_ratio" in row:
            speed = row["compared_ratio"] / row["ratio"]
            verdict += "  (compared: %.2fx; ours %.1fx %s)" % (
                row["compared_ratio"], max(speed, 1 / speed), "faster" if speed >= 1 else
                "slower")
        out.write(("  %-17s %6.1f ms %6.2fx (%.2f-%.2f)  %s" % (
            row["hook"], row["median_ms"], row["ratio"], row["spread"][0],
            row["spread"][1], verdict)).rstrip() + "\n")
    memory = summary["max_rss_mb"]
    out.write("  largest resident set of a hook: %.1f MB (<= %d MB %s)\n" % (
        memory, BENCH_MEMORY_MB, "ok" if memory <= BENCH_MEMORY_MB else "MISSED"))


# The modules the hot path leaves for later: what each would cost a hook's start.
BENCH_IMPORTS = ("json", "re", "sqlite3", "_sqlite3", "signal", "hashlib", "subprocess")


def _bench_imports(args, out, timed, bare):
    """The cost of each import the hot path avoids, over a bare start, and of the
    site-packages a plain `python3` loads."""
    out.write("  what a hook start would pay for (medians over a bare start):\n")
    python = bare[0]
    cases = [("import %s" % name, [python, "-I", "-S", "-c", "import " + name])
             for name in BENCH_IMPORTS]
    cases.append(("site-packages (no -I -S)", [python, "-c", "pass"]))
    for label, argv in cases:
        bare_times, times = [], []
        for _ in range(args.runs):
            bare_times.append(timed(bare, b""))
            times.append(timed(argv, b""))
        extra = _median_ms(times) - _median_ms(bare_times)
        out.write("    %-30s %+6.1f ms  (%.2f bare starts)\n"
                  % (label, extra, extra / _median_ms(bare_times)))


class UsageError(CtxmodeError):
    """A command line that does not parse: exit code 2, like argparse."""


def agent_name(text):
    """--agent's value: an agent's name or one of its aliases (`claude`); argparse
    turns the ValueError into a usage error."""
    lowered = text.strip().lower()
    for agent in AGENTS.values():
        if lowered == agent.name or lowered in agent.aliases:
            return agent.name
    names = list(AGENTS) + [alias for agent in AGENTS.values() for alias in agent.aliases]
    raise ArgumentValueError("unknown agent %r%s (known: %s)" % (
        text, did_you_mean(lowered, names), ", ".join(AGENTS)))


def budget_bytes(text):
    """--budget's value: bytes, or a size such as 2KB; below MIN_BUDGET nothing fits."""
    try:
        size = int(_quantity(text, SIZE_UNITS, "", ""))
    except CtxmodeError as error:
        raise ArgumentValueError(str(error)) from None
    if size < MIN_BUDGET:
        raise ArgumentValueError("%s is below the smallest snapshot, %d bytes" % (text, MIN_BUDGET))
    return size


def ArgumentValueError(message):
    """A bad option value, which argparse reports as it is, as a usage error (exit 2)."""
    import argparse
    return argparse.ArgumentTypeError(message)


def command_options(parser, name):
    """The option strings of one command of `parser` (--json, --project, ...)."""
    import argparse
    commands = next(action for action in parser._actions
                    if isinstance(action, argparse._SubParsersAction))
    return [option for option in commands.choices[name]._option_string_actions
            if option.startswith("--")]


def did_you_mean(word, choices, meant=None):
    """'; did you mean 'sessions'?' for a near miss (or the word's entry in `meant`,
    the words other tools use), else ''."""
    import difflib
    close = [meant[word.lower()]] if meant and word.lower() in meant else (
        difflib.get_close_matches(word.lower(), list(choices), n=1, cutoff=0.6))
    return "; did you mean '%s'?" % close[0] if close else ""


# The commands a new user types by the names other tools give them: `version` (gh's),
# `list` and `ls`, `status`, `rm`.  Each names a command of COMMAND_NAMES, or -V.
COMMAND_WORDS = {"version": "--version", "list": "sessions", "ls": "sessions",
                 "status": "doctor", "rm": "delete"}


HELP_EPILOG = """\
The agents run ctxmode as `ctxmode <HookEvent>` with the event's JSON on stdin.
Start with `ctxmode install`, then `ctxmode doctor`. Help on one command:
`ctxmode help COMMAND`. Data: `ctxmode where`."""


# What --project means to the commands that install: a scope, not a default folder.
PROJECT_HELP = {
    "install": "register for this project only, in its own settings files (default: for"
               " you, in every project)",
    "uninstall": "remove this project's install (default: yours; in a project that has its"
                 " own install and you have none, that one)",
    "doctor": "check this project's install (default: the current folder's when it has"
              " one, then yours)",
    "import": "the project (default: the current folder's; for a transcript, the folder it"
              " ran in, whose paths it holds)",
}


def build_parser():
    import argparse

    class Parser(argparse.ArgumentParser):
        def __init__(self, *args, **options):
            # No abbreviations (--pur for --purge): a later option could change their meaning.
            super().__init__(*args, **dict(options, allow_abbrev=False))

        def error(self, message):  # one line on the caller's stderr, not usage + exit
            import re
            wrong = re.search(r"invalid choice: '([^']*)'", message)
            command = self.prog.split(" ", 1)[1] if " " in self.prog else ""
            if wrong and not command:
                message = "unknown command '%s'%s" % (wrong.group(1), did_you_mean(
                    wrong.group(1), COMMAND_NAMES, COMMAND_WORDS))
            raise UsageError("%s (see: ctxmode help%s)" % (message, " " + command if command
                                                           else ""))

    parser = Parser(prog="ctxmode", epilog=HELP_EPILOG,
                    formatter_class=argparse.RawDescriptionHelpFormatter,
                    description="A memory for AI coding agents that survives context compaction.")
    parser.add_argument("-V", "--version", action="version", version="ctxmode " + __version__)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    commands.required = True

    def command(name, function, text, project=True, agent=False, json_output=True):
        """A command, with the options most of them share."""
        parser = commands.add_parser(name, help=text, description=text[0].upper() + text[1:] + ".")
        if project:
            parser.add_argument("--project", metavar="DIR", help=PROJECT_HELP.get(
                name, "the project (default: the one of the current folder)"))
        if agent:
            parser.add_argument("--agent", type=agent_name, metavar="NAME",
                                help="only this agent's data: %s (or claude, ...)"
                                     % ", ".join(AGENTS))
        if json_output:
            parser.add_argument("--json", action="store_true", help="machine-readable output")
        parser.set_defaults(func=function)
        return parser

    # Setting up
    doctor = command("doctor", cmd_doctor, "check the installation by running the registered"
                     " hooks")
    install = command("install", cmd_install, "register ctxmode's hooks in each agent found",
                      json_output=False)
    install.add_argument("--agent", action="append", type=agent_name, metavar="NAME",
                         help="only this agent (repeatable): %s" % ", ".join(AGENTS))
    install.add_argument("--shared-settings", action="store_true",
                         help="with --project, for Claude Code: .claude/settings.json (shared"
                              " in git) instead of .claude/settings.local.json")
    install.add_argument("--python", metavar="PATH",
                         help="interpreter the hooks run with (default: this one)")
    install.add_argument("--in-place", action="store_true",
                         help="run ctxmode.py from where it is (dotfiles)")
    install.add_argument("--bin-dir", metavar="DIR",
                         help="where to put the ctxmode command (default: $XDG_BIN_HOME or"
                              " ~/.local/bin)")
    install.add_argument("--dry-run", action="store_true", help="print the changes, write nothing")
    install.add_argument("--no-mcp", action="store_true",
                         help="hooks only: do not register the recall server (MCP)")
    install.add_argument("-y", "--yes", action="store_true",
                         help="do not ask; take the default answer (no Codex trust)")
    trust = install.add_mutually_exclusive_group()
    trust.add_argument("--trust-codex", action="store_true", default=None,
                       help="mark ctxmode's Codex hooks as trusted in Codex's config.toml"
                            " (asked on a terminal)")
    trust.add_argument("--no-trust-codex", dest="trust_codex", action="store_false",
                       help="leave them untrusted, without asking")
    uninstall = command("uninstall", cmd_uninstall, "remove exactly what install added",
                        json_output=False)
    uninstall.add_argument("--agent", action="append", type=agent_name, metavar="NAME",
                           help="only this agent (repeatable)")
    uninstall.add_argument("--purge", action="store_true",
                           help="also delete ctxmode's data, backups and installed copy")
    uninstall.add_argument("--dry-run", action="store_true",
                           help="print what would change, write nothing")
    uninstall.add_argument("-y", "--yes", action="store_true", help="do not ask before --purge")
    del doctor  # (no options of its own)

    # The sessions of a project
    sessions = command("sessions", cmd_sessions, "list the project's sessions, newest first",
                       agent=True)
    sessions.add_argument("--all-projects", action="store_true", help="every project's sessions")
    show = command("show", cmd_show, "a session's timeline of events and its snapshot",
                   agent=True)
    show.add_argument("session", nargs="?",
                      help="session id or a unique prefix (default: the latest)")
    snapshot = command("snapshot", cmd_snapshot, "print the snapshot the agent would get now",
                       agent=True)
    snapshot.add_argument("--session", help="session id or a unique prefix (default: the latest)")
    snapshot.add_argument("--budget", type=budget_bytes, metavar="SIZE",
                          help="size limit, e.g. 2048 or 2KB (default: %d bytes)"
                               % DEFAULT_BUDGET)
    search = command("search", cmd_search, "full-text search over the stored summaries",
                     agent=True)
    search.add_argument("query", nargs="+", metavar="WORDS",
                        help="words that must all appear (quotes optional)")
    search.add_argument("--all-projects", action="store_true", help="every project's data")
    recall_ = command("recall", cmd_recall, "search the project's memory as the agent's recall"
                      " tool does", agent=True)
    recall_.add_argument("query", nargs="+", metavar="WORDS", help="what to look for")
    recall_.add_argument("--limit", type=int, default=RECALL_LIMIT, metavar="N",
                         help="matches at most (default %d)" % RECALL_LIMIT)
    recall_.add_argument("--budget", type=budget_bytes, metavar="SIZE",
                         help="bytes of the answer at most (default 2KB)")
    mcp = command("mcp", cmd_mcp, "serve recall to an agent (MCP over stdio)", agent=True,
                  json_output=False)
    del mcp
    stats = command("stats", cmd_stats, "sessions, stored items by category, sizes, snapshot"
                    " sections", agent=True)
    stats.add_argument("--all-projects", action="store_true", help="every project's data")
    export = command("export", cmd_export, "write sessions to a gzip-compressed JSON file",
                     agent=True)
    export.add_argument("sessions", nargs="*", metavar="ID", help="session ids or unique prefixes")
    export.add_argument("--all", action="store_true", help="every session of the project")
    export.add_argument("-o", "--output", required=True, metavar="FILE",
                        help="the file to write (- for stdout, as plain JSON)")
    import_ = command("import", cmd_import, "import sessions from an export file, or a"
                      " session from its agent's transcript")
    import_.add_argument("file", help="a file written by export (- for stdin), or a Claude Code"
                                      " or Codex transcript (.jsonl)")
    import_.add_argument("--dry-run", action="store_true", help="check and count, import nothing")
    for name, function, text in (
            ("pin", cmd_pin, "protect a session from pruning"),
            ("unpin", cmd_pin, "let pruning remove a session again"),
            ("delete", cmd_delete, "delete a session and everything stored about it")):
        one = command(name, function, text, agent=True, json_output=False)
        one.add_argument("session", help="session id or a unique prefix")
        if name == "delete":
            one.add_argument("--force", action="store_true", help="delete it even if pinned")
    prune = command("prune", cmd_prune, "remove old sessions (never pinned or running ones)",
                    agent=True)
    prune.add_argument("--older-than", metavar="AGE",
                       help="last active longer ago than this, e.g. 30d, 12h")
    prune.add_argument("--max-sessions", type=int, metavar="N",
                       help="keep at most the newest N sessions")
    prune.add_argument("--max-bytes", metavar="SIZE",
                       help="keep at most this much stored data, e.g. 50MB")
    prune.add_argument("--dry-run", action="store_true", help="print what would go, remove nothing")
    where = command("where", cmd_where, "print where the project's data and log are")
    where.add_argument("--agent", type=agent_name, metavar="NAME",
                       help="whose data (default: the agent that used the project last)")

    # For the curious and for scripts
    config = command("hooks-config", cmd_hooks_config, "print the settings.json block for"
                     " Claude Code", project=False)  # JSON either way: --json changes nothing
    config.add_argument("--python", metavar="PATH",
                        help="interpreter to register (default: this one)")
    bench = command("bench", cmd_bench, "time the hooks against a bare interpreter start",
                    project=False)
    bench.add_argument("--runs", type=int, default=21,
                       help="interleaved rounds (default: 21)")
    bench.add_argument("--events", type=int, default=10000,
                       help="events stored in the measured session (default: 10000)")
    bench.add_argument("--python", metavar="PATH",
                       help="interpreter to measure (default: this one)")
    bench.add_argument("--compare", metavar="CMD",
                       help="also time another tool's hook command the same way, with the"
                            " same payloads ({event} in CMD is the event, else appended)")
    bench.add_argument("--continuity", action="store_true",
                       help="instead: which facts of scripted sessions survive the snapshot, "
                            "against two baselines")
    bench.add_argument("--recall", action="store_true",
                       help="instead: what the recall tool finds of what the snapshot drops,"
                            " and the server's speed")
    bench.add_argument("--secrets", action="store_true",
                       help="instead: send a secrets corpus through every capture path and "
                            "print how much reached the disk, and how many strings that must "
                            "survive were redacted")
    bench.add_argument("--corpus", metavar="PATH", action="append",
                       help="with --continuity a folder of sessions, scripted or real transcripts"
                            " (repeatable; default: testdata/sessions by the script), or with"
                            " --secrets a corpus file (default: testdata/secrets/corpus.json)")
    help_ = command("help", cmd_help, "help on ctxmode or one of its commands", project=False,
                    json_output=False)
    help_.add_argument("topic", nargs="?", metavar="COMMAND", help="the command")
    return parser


# The commands, in the order `ctxmode --help` lists them (for "did you mean").
COMMAND_NAMES = ("doctor", "install", "uninstall", "sessions", "show", "snapshot", "search",
                 "recall", "mcp", "stats", "export", "import", "pin", "unpin", "delete", "prune",
                 "where", "hooks-config", "bench", "help")


def cmd_help(args, out, env, err):
    """`ctxmode help [COMMAND]`: the usage of ctxmode or of one command."""
    parser = build_parser()
    if not args.topic:
        out.write(parser.format_help())
        return 0
    if args.topic not in COMMAND_NAMES:
        raise UsageError("no command '%s'%s (see: ctxmode help)"
                         % (args.topic, did_you_mean(args.topic, COMMAND_NAMES, COMMAND_WORDS)))
    commands = next(action for action in parser._actions if action.dest == "command")
    out.write(commands.choices[args.topic].format_help())
    return 0


def run_command(argv, stdin, stdout, stderr, env):
    """Run a management command; its exit code: 0 done, 1 failed, 2 usage error."""
    import contextlib
    args = None
    try:
        first = argv[0] if argv else ""
        named = [word for word in argv if word in COMMAND_NAMES or word == "help"]
        if first.startswith("-") and first not in ("-h", "--help", "-V", "--version") and named:
            # `ctxmode --json sessions`: an option before the command is the command's
            at = argv.index(named[0])
            argv = [argv[at]] + argv[:at] + argv[at + 1:]
            first = argv[0]
        if first.startswith("-") and first not in ("-h", "--help", "-V", "--version"):
            raise UsageError("unknown option '%s'%s (see: ctxmode help)" % (
                first, "; did you mean '-V'?" if first == "-v" else did_you_mean(
                    first, ["--version", "--help"])))
        parser = build_parser()
        with contextlib.redirect_stdout(stdout):  # what -h and -V print goes to `stdout`
            try:
                args, extra = parser.parse_known_args(argv)
            except SystemExit as done:  # -h or -V: printed, nothing else to do
                return done.code or 0
        if extra:  # argparse would blame the top parser; the hint names the command
            raise UsageError("unrecognized arguments: %s%s" % (" ".join(extra), did_you_mean(
                extra[0], command_options(parser, args.command)) if extra[0][:1] == "-" else ""))
        args.stdin = stdin  # for `import -` and the questions commands ask
        SAY_SET_ASIDE[:] = [stderr]
        try:
            return args.func(args, stdout, env, stderr)
        finally:
            del SAY_SET_ASIDE[:]
    except CtxmodeError as error:
        message = str(error)
        if isinstance(error, UsageError) and "(see: " not in message and args:
            message += " (see: ctxmode help %s)" % args.command
        stderr.write("ctxmode: %s\n" % message)
        return 2 if isinstance(error, UsageError) else 1
    except BrokenPipeError:  # `ctxmode sessions | head -1`: the reader had enough
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, stdout.fileno())  # nothing left to flush into the pipe at exit
        except (AttributeError, OSError, ValueError):
            pass  # not a real file (a test's StringIO)
        return 0
    except KeyboardInterrupt:  # Ctrl-C: stop quietly, as a shell reports it
        stderr.write("\n")
        return 130
    except Exception as error:
        sqlite3 = _sqlite()
        if isinstance(error, sqlite3.Error):
            stderr.write("ctxmode: database error: %s\n" % error)
            return 1
        raise


# ---------------------------------------------------------------------------
# main (hot path)
# ---------------------------------------------------------------------------

def _looks_like_event(argv):
    """Commands are lower-case words; an event name has a capital (PreCompact,
    afterFileEdit, Pre_Compact) or comes with an agent's name after it.  Anything
    event-shaped is a hook, so it never reaches argparse and its exit 2 ("block")."""
    word = argv[0]
    return (is_event_name(word) or (len(argv) > 1 and argv[1] in AGENTS)
            or (word.replace("_", "").isalnum() and any(char.isupper() for char in word)))


def _stream(stream, attribute):
    """sys.stdin.buffer and the like, or an empty/discarding stand-in when the agent
    closed that stream (sys.stdin is then None)."""
    if stream is not None and hasattr(stream, attribute):
        return getattr(stream, attribute)
    import io
    return io.BytesIO()


def main(argv=None, stdin=None, stdout=None, stderr=None, env=None):
    """Hook events go to their handler (before argparse is even imported); anything
    else is a management command."""
    argv = list(sys.argv[1:] if argv is None else argv)
    env = os.environ if env is None else env
    os.umask(0o077)  # whatever we create is private to the user
    # Commands are lower-case words; anything shaped like an event name (PascalCase,
    # e.g. an event of a newer client) is a hook, so it can never reach argparse and
    # exit 2, which Claude Code reads as "block".
    if argv and _looks_like_event(argv) and not _typed_at_a_terminal(argv, stdin):
        # `ctxmode.py <Event> [agent]`: the agent's name follows the event when the
        # hook was registered for an agent other than Claude Code.
        adapter, event = hook_target(argv)
        return run_hook(event, stdin or _stream(sys.stdin, "buffer"), stdout
                        or _stream(sys.stdout, "buffer"),
                        env, adapter.name)
    if argv[:1] == ["mcp"] and len(argv) in (1, 3) and argv[1:2] in ([], ["--agent"]) and (
            argv[2:] == [] or argv[2] in AGENTS):
        # PERF: the form install registers starts without argparse (the agent waits on it)
        args = _McpArgs(agent=argv[2] if len(argv) == 3 else None, stdin=stdin or sys.stdin)
        try:
            return cmd_mcp(args, stdout or sys.stdout, env, stderr or sys.stderr)
        except CtxmodeError as error:
            (stderr or sys.stderr).write("ctxmode: %s\n" % error)
            return 1
    return run_command(argv, stdin or sys.stdin, stdout or sys.stdout, stderr or sys.stderr, env)


class _McpArgs:
    """What argparse would make of `mcp [--agent NAME]`."""

    def __init__(self, agent, stdin):
        self.agent, self.stdin, self.project = agent, stdin, None


def _typed_at_a_terminal(argv, stdin):
    """True for `ctxmode Sessions` typed at a terminal: a typo, not a hook (an agent
    pipes the event's JSON in; a name it sends is still run as its hook)."""
    if is_event_name(argv[0]):
        return False
    stream = stdin or sys.stdin
    try:
        return bool(stream is not None and stream.isatty())
    except (AttributeError, ValueError):
        return False


def exit_now(code):
    """End the process with `code` once the output is flushed.  PERF: it skips the
    interpreter's teardown of every module and object (0.3 bare starts in `bench`);
    nothing is lost: the store and the spool are closed by then, and no atexit handler
    is registered."""
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            pass  # a closed pipe: the agent stopped reading
    os._exit(code if isinstance(code, int) else 0)


if __name__ == "__main__":
    raise SystemExit(main())
