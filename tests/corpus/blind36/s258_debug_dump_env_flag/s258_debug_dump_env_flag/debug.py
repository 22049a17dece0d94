"""Debug switches, read once at import time from the environment."""
import os
import subprocess

import torch

DEBUG_DUMP = os.environ.get("S258_DEBUG_DUMP", "0") == "1"
DUMP_DIR = os.environ.get("S258_DUMP_DIR", "/tmp/s258_dumps")
_counter = [0]


def _git_rev():
    try:
        return subprocess.check_output(["git", "rev-parse", "--short", "HEAD"], text=True).strip()
    except Exception:
        return "unknown"


def dump_tensor(tag, t):
    os.makedirs(DUMP_DIR, exist_ok=True)
    path = os.path.join(DUMP_DIR, f"{_git_rev()}_{tag}_{_counter[0]:05d}.pt")
    torch.save(t.detach().cpu(), path)
    print(f"[debug] dumped {tag} {tuple(t.shape)} -> {path}")
    _counter[0] += 1
