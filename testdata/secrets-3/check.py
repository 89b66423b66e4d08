#!/usr/bin/env python3
"""Sanity checks for corpus.json (structure only; says nothing about any tool)."""
import collections
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "corpus.json"
with open(path) as f:
    doc = json.load(f)

errors = []
secrets = doc.get("secrets", [])
survivors = doc.get("survivors", [])

for i, s in enumerate(secrets):
    for k in ("provider", "format", "scanner", "value", "prompt", "command", "output"):
        if not isinstance(s.get(k), str) or not s[k]:
            errors.append("secret %d: missing/empty %s" % (i, k))
    v = s.get("value", "")
    for k in ("prompt", "command", "output"):
        if v not in s.get(k, ""):
            errors.append("secret %d (%s): value not verbatim in %s" % (i, s.get("provider"), k))

for i, s in enumerate(survivors):
    for k in ("kind", "value", "prompt", "command"):
        if not isinstance(s.get(k), str) or not s[k]:
            errors.append("survivor %d: missing/empty %s" % (i, k))
    v = s.get("value", "")
    for k in ("prompt", "command"):
        if v not in s.get(k, ""):
            errors.append("survivor %d (%s): value not verbatim in %s" % (i, s.get("kind"), k))

secret_values = [s["value"] for s in secrets]
for i, s in enumerate(survivors):
    for sv in secret_values:
        if s["value"] in sv:
            errors.append("survivor %d value occurs inside a secret value: %r" % (i, s["value"]))
            break

dups = [v for v, c in collections.Counter(secret_values).items() if c > 1]
if dups:
    errors.append("duplicate secret values: %d" % len(dups))

by_provider = collections.Counter(s["provider"] for s in secrets)
by_scanner = collections.Counter(s["scanner"] for s in secrets)
by_kind = collections.Counter(s["kind"] for s in survivors)

print("secrets: %d  providers: %d  survivors: %d" % (len(secrets), len(by_provider), len(survivors)))
print("\nby scanner:")
for k, c in by_scanner.most_common():
    print("  %-15s %4d  (%.1f%%)" % (k, c, 100.0 * c / max(1, len(secrets))))
print("\nsurvivors by kind:")
for k, c in by_kind.most_common():
    print("  %-12s %4d" % (k, c))
print("\nsecrets by provider:")
for k, c in sorted(by_provider.items(), key=lambda kv: (-kv[1], kv[0])):
    print("  %-34s %3d" % (k, c))

if errors:
    print("\nERRORS (%d):" % len(errors))
    for e in errors[:50]:
        print("  " + e)
    sys.exit(1)
print("\nOK")
