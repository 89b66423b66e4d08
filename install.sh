#!/bin/sh
# Install ctxmode: a memory for AI coding agents that survives context compaction.
#
#   sh install.sh [--dry-run] [--agent NAME]... [-y]          from a clone
#   curl -fsSL "$CTXMODE_URL/install.sh" | sh -s -- [args]    from the web
#
# Takes ctxmode.py from this script's directory when it is there, else downloads it
# from $CTXMODE_URL/ctxmode.py (checked against $CTXMODE_SHA256 when set), then runs
# `python3 ctxmode.py install` with the arguments given here.  Running it twice
# changes nothing.  Everything is in functions and `main` runs on the last line, so a
# truncated download runs nothing.
set -eu

say() {
    printf 'ctxmode install: %s\n' "$*" >&2
}

fail() {
    say "$*"
    exit 1
}

need_cmd() {
    command -v "$1" >/dev/null 2>&1 || fail "need '$1' (command not found)"
}

# The floor is ctxmode.py's PYTHON_FLOOR (3.8); the tests check that the two agree.
find_python() {
    found=""
    for candidate in "${CTXMODE_PYTHON:-}" python3 python; do
        [ -n "$candidate" ] || continue
        command -v "$candidate" >/dev/null 2>&1 || continue
        version=$("$candidate" -c 'import sys; print("%d.%d" % sys.version_info[:2])' \
            2>/dev/null) || version="?"
        if "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 8))' 2>/dev/null; then
            command -v "$candidate"
            return 0
        fi
        # A chosen interpreter that is too old is refused, not passed over.
        [ "$candidate" != "${CTXMODE_PYTHON:-}" ] ||
            fail "CTXMODE_PYTHON=$candidate is Python $version; ctxmode needs 3.8 or newer"
        found="$found $candidate ($version)"
    done
    fail "need Python 3.8 or newer; found:${found:- none}; set CTXMODE_PYTHON=/path/to/python3"
}

script_dir() {
    case "$0" in
        */*) CDPATH= cd -- "$(dirname -- "$0")" && pwd ;;
        *) pwd ;;
    esac
}

sha256_of() {
    if command -v sha256sum >/dev/null 2>&1; then
        sha256sum "$1" | cut -d' ' -f1
    elif command -v shasum >/dev/null 2>&1; then
        shasum -a 256 "$1" | cut -d' ' -f1
    else
        "$PYTHON" -c 'import hashlib,sys; print(hashlib.sha256(open(sys.argv[1],"rb").read()).hexdigest())' "$1"
    fi
}

download() {
    url="$1"
    target="$2"
    if command -v curl >/dev/null 2>&1; then
        curl -fsSL "$url" -o "$target"
    elif command -v wget >/dev/null 2>&1; then
        wget -q "$url" -O "$target"
    else
        fail "need curl or wget to download $url"
    fi
}

fetch_ctxmode() {
    # Run from a file (sh install.sh): use the ctxmode.py beside it.  Piped into sh,
    # $0 is the shell itself, so download into the scratch folder $1 (main removes it,
    # whatever happens: this runs in a subshell, whose traps would not).
    case "$0" in
        *.sh)
            here=$(script_dir)
            if [ -f "$here/ctxmode.py" ]; then
                printf '%s\n' "$here/ctxmode.py"
                return 0
            fi
            ;;
    esac
    [ -n "${CTXMODE_URL:-}" ] || fail "no ctxmode.py beside this script and CTXMODE_URL is not set"
    scratch="$1"
    download "${CTXMODE_URL%/}/ctxmode.py" "$scratch/ctxmode.py" ||
        fail "could not download ${CTXMODE_URL%/}/ctxmode.py (is CTXMODE_URL the folder that holds ctxmode.py?)"
    actual=$(sha256_of "$scratch/ctxmode.py")
    if [ -n "${CTXMODE_SHA256:-}" ]; then
        [ "$actual" = "$CTXMODE_SHA256" ] || fail "ctxmode.py checksum mismatch: got $actual, want $CTXMODE_SHA256"
    else
        # Nothing pinned: say what was downloaded, so it can be checked against the
        # release notes (and pinned next time).
        say "warning: CTXMODE_SHA256 is not set, so the download was not checked; its sha256 is $actual (compare it with the release notes)"
    fi
    printf '%s\n' "$scratch/ctxmode.py"
}

cleanup() {
    [ -z "${SCRATCH:-}" ] || rm -rf "$SCRATCH"
}

main() {
    need_cmd mktemp
    SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/ctxmode-install.XXXXXX")
    trap cleanup EXIT
    trap 'cleanup; exit 130' HUP INT TERM
    PYTHON=$(find_python)
    source_file=$(fetch_ctxmode "$SCRATCH")
    case "$source_file" in
        "$SCRATCH"/*)
            for argument in "$@"; do
                [ "$argument" != "--in-place" ] ||
                    fail "--in-place runs ctxmode.py where it is: use it from a clone, not a download"
            done
            ;;
    esac
    say "using $PYTHON and $source_file"
    "$PYTHON" "$source_file" install "$@"
}

main "$@"
