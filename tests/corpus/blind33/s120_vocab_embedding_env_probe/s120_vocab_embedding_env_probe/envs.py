"""Environment knobs, read once at import time."""
from __future__ import annotations

import functools
import logging
import os
import socket
import subprocess

logger = logging.getLogger(__name__)

TP_DEBUG = os.environ.get("S120_TP_DEBUG", "0") == "1"
ENABLE_CUSTOM_ALL_REDUCE = os.environ.get("S120_CUSTOM_AR", "0") == "1"
WORLD_SIZE = int(os.environ.get("S120_WORLD_SIZE", "1"))
RANK = int(os.environ.get("S120_RANK", "0"))


@functools.cache
def nvlink_topology() -> str:
    """Probe the interconnect; only meaningful for the custom all-reduce."""
    try:
        out = subprocess.run(["true"], capture_output=True, text=True, timeout=5)
        return out.stdout.strip() or "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def describe() -> str:
    return f"{socket.gethostname()} rank={RANK}/{WORLD_SIZE}"
