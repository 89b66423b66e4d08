#!/usr/bin/env python3
"""Rebuild the real-sessions corpus: the transcripts people published, each taken from
its repository at the pinned commit and checked against its SHA-256.

The transcripts themselves are not in this repository (all but one repository carry no
licence, and the one that does holds a token in both its transcripts): this script fetches
them into transcripts/, then writes sessions.json, the manifest `ctxmode bench
--continuity --corpus testdata/real-sessions` reads (candidates.json + facts/*.json).

    python3 fetch.py                     # from raw.githubusercontent.com
    python3 fetch.py --mirror DIR        # from bare git snapshots DIR/<owner>+<name>/...
    python3 fetch.py --manifest-only     # only sessions.json (transcripts already here)
    python3 fetch.py --corpus DIR        # another folder laid out like this one

Standard library only.  Exit 0 when every transcript is present and verified.
"""

import argparse
import glob
import hashlib
import json
import os
import subprocess
import sys
import urllib.parse
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def from_github(entry):
    url = "https://raw.githubusercontent.com/%s/%s/%s" % (
        entry["repo"], entry["commit"], urllib.parse.quote(entry["path"]))
    with urllib.request.urlopen(url, timeout=60) as response:
        return response.read()


def from_mirror(entry, mirror):
    """The file from a bare git snapshot of its repository under `mirror`."""
    owner_name = entry["repo"].replace("/", "+")
    for git_dir in glob.glob(os.path.join(mirror, owner_name + "*")):
        candidates = [git_dir] + [os.path.dirname(head) for head in
                                  glob.glob(os.path.join(git_dir, "*", "HEAD"))]
        for candidate in candidates:
            result = subprocess.run(["git", "--git-dir", candidate, "show",
                                     "%s:%s" % (entry["commit"], entry["path"])],
                                    capture_output=True)
            if result.returncode == 0:
                return result.stdout
    raise OSError("%s not found under %s" % (entry["repo"], mirror))


def manifest(here=HERE):
    """sessions.json: each candidate that has facts, with them."""
    with open(os.path.join(here, "candidates.json"), encoding="utf-8") as handle:
        candidates = {entry["name"]: entry for entry in json.load(handle)}
    sessions = []
    for path in sorted(glob.glob(os.path.join(here, "facts", "*.json"))):
        with open(path, encoding="utf-8") as handle:
            facts = json.load(handle)
        entry = candidates[facts["name"]]
        sessions.append({
            "name": facts["name"], "agent": entry["agent"], "language": entry["language"],
            "repo": entry["repo"], "commit": entry["commit"], "path": entry["path"],
            "sha256": entry["sha256"], "license": entry["license"],
            "transcript": "transcripts/%s.jsonl" % facts["name"], "cut": facts["cut"],
            "facts": facts["facts"], "stale": facts["stale"]})
    with open(os.path.join(here, "sessions.json"), "w", encoding="utf-8") as handle:
        json.dump(sessions, handle, ensure_ascii=False, indent=1)
        handle.write("\n")
    return sessions


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mirror", metavar="DIR", help="bare git snapshots to read from")
    parser.add_argument("--manifest-only", action="store_true", help="only write sessions.json")
    parser.add_argument("--corpus", metavar="DIR", default=HERE,
                        help="the corpus folder (default: this script's)")
    args = parser.parse_args(argv)
    here = args.corpus
    sessions = manifest(here)
    if args.manifest_only:
        print("sessions.json: %d sessions" % len(sessions))
        return 0
    os.makedirs(os.path.join(here, "transcripts"), exist_ok=True)
    failed = 0
    for entry in sessions:
        target = os.path.join(here, entry["transcript"])
        if os.path.exists(target):
            with open(target, "rb") as handle:
                if sha256(handle.read()) == entry["sha256"]:
                    continue
        try:
            data = from_mirror(entry, args.mirror) if args.mirror else from_github(entry)
        except OSError as error:
            print("%s: not fetched: %s" % (entry["name"], error), file=sys.stderr)
            failed += 1
            continue
        if sha256(data) != entry["sha256"]:
            print("%s: SHA-256 differs from the pinned one; not kept" % entry["name"],
                  file=sys.stderr)
            failed += 1
            continue
        with open(target, "wb") as handle:
            handle.write(data)
    print("%d of %d transcripts present and verified" % (len(sessions) - failed, len(sessions)))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
