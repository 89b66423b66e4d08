#!/usr/bin/env python3
"""Transparent stdio tee for an MCP server: logs every JSON-RPC line.

    python3 mcp_tee.py LOG.jsonl -- COMMAND ARGS...

Starts COMMAND, copies the client's stdin to it and its stdout back to the
client unchanged, and appends one JSON line per message to LOG.jsonl:
{"t": seconds since start, "dir": "c2s" | "s2c", "msg": <parsed or raw>}.
Also logs the child's start, exit code and stderr.  Stdlib only.
"""
import json
import os
import subprocess
import sys
import threading
import time

T0 = time.time()
log_path = sys.argv[1]
cmd = sys.argv[sys.argv.index("--") + 1:]
lock = threading.Lock()


def log(direction, raw):
    try:
        msg = json.loads(raw)
    except ValueError:
        msg = raw
    with lock, open(log_path, "a", encoding="utf-8") as fh:
        fh.write(json.dumps({"t": round(time.time() - T0, 4), "dir": direction,
                             "msg": msg}, ensure_ascii=False) + "\n")


log("meta", json.dumps({"start": cmd, "pid": os.getpid()}))
child = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)


def c2s():
    for line in sys.stdin.buffer:
        log("c2s", line.decode("utf-8", "replace").rstrip("\n"))
        try:
            child.stdin.write(line)
            child.stdin.flush()
        except (BrokenPipeError, OSError):
            break
    try:
        child.stdin.close()
    except OSError:
        pass
    log("meta", json.dumps({"client_stdin": "closed"}))


def s2c():
    for line in child.stdout:
        log("s2c", line.decode("utf-8", "replace").rstrip("\n"))
        sys.stdout.buffer.write(line)
        sys.stdout.buffer.flush()


def err():
    data = child.stderr.read()
    if data:
        log("stderr", json.dumps(data.decode("utf-8", "replace")))
        sys.stderr.buffer.write(data)
        sys.stderr.buffer.flush()


import signal


def forward(signum, _frame):
    log("meta", json.dumps({"signal": signum}))
    try:
        child.send_signal(signum)
    except OSError:
        pass


for _sig in (signal.SIGINT, signal.SIGTERM):
    signal.signal(_sig, forward)

threading.Thread(target=c2s, daemon=True).start()
out = threading.Thread(target=s2c)
out.start()
e = threading.Thread(target=err)
e.start()
rc = child.wait()
out.join(5)
e.join(5)
log("meta", json.dumps({"exit": rc}))
sys.exit(rc)
