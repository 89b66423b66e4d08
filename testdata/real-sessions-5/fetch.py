#!/usr/bin/env python3
"""Rebuild the fifth real-sessions corpus: ../real-sessions/fetch.py run on this folder
(the same options: --mirror DIR, --manifest-only)."""

import os
import runpy
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

if __name__ == "__main__":
    sys.argv[1:1] = ["--corpus", HERE]
    runpy.run_path(os.path.join(HERE, "..", "real-sessions", "fetch.py"), run_name="__main__")
