from __future__ import annotations

import os


def _env_flag(name: str, default: str = "0") -> bool:
    return os.environ.get(name, default).strip().lower() in ("1", "true", "yes")


# Read once at import: checked on the hot path, so never re-read per step.
KV_DEBUG_CHECKS = _env_flag("Q009_KV_DEBUG_CHECKS")
KV_BLOCK_SIZE = int(os.environ.get("Q009_KV_BLOCK_SIZE", "4"))
