#!/usr/bin/env python3
"""Sanity checks for corpus.json (structure only; does not run or evaluate ctxmode).

Checks that corpus.json parses, that every secret value appears verbatim in its prompt,
command and output, that every survivor value appears verbatim in its prompt and command,
and that no survivor value occurs inside any secret value.
"""
import json
import sys

SECRET_KEYS = ("provider", "format", "value", "prompt", "command", "output")
SURVIVOR_KEYS = ("kind", "value", "prompt", "command")


def main(path="corpus.json"):
    errors = []
    with open(path, encoding="utf-8") as f:
        corpus = json.load(f)          # raises if it does not parse
    if not isinstance(corpus.get("description"), str):
        errors.append("description missing or not a string")
    secrets = corpus.get("secrets", [])
    survivors = corpus.get("survivors", [])

    for i, s in enumerate(secrets):
        for k in SECRET_KEYS:
            if not isinstance(s.get(k), str) or not s.get(k):
                errors.append("secret %d: field %r missing/empty" % (i, k))
        v = s.get("value", "")
        for k in ("prompt", "command", "output"):
            if v and v not in s.get(k, ""):
                errors.append("secret %d (%s): value not verbatim in %s" % (i, s.get("provider"), k))

    for i, s in enumerate(survivors):
        for k in SURVIVOR_KEYS:
            if not isinstance(s.get(k), str) or not s.get(k):
                errors.append("survivor %d: field %r missing/empty" % (i, k))
        v = s.get("value", "")
        for k in ("prompt", "command"):
            if v and v not in s.get(k, ""):
                errors.append("survivor %d (%s): value not verbatim in %s" % (i, s.get("kind"), k))

    secret_values = [s.get("value", "") for s in secrets]
    for i, s in enumerate(survivors):
        v = s.get("value", "")
        for j, sv in enumerate(secret_values):
            if v and v in sv:
                errors.append("survivor %d (%r) occurs inside secret %d value" % (i, v, j))

    print("corpus.json parses: yes")
    print("secrets: %d  providers: %d  formats: %d" % (
        len(secrets), len({s.get("provider") for s in secrets}),
        len({(s.get("provider"), s.get("format")) for s in secrets})))
    print("survivors: %d  kinds: %d" % (len(survivors), len({s.get("kind") for s in survivors})))
    for e in errors:
        print("ERROR:", e)
    print("errors: %d" % len(errors))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
