from __future__ import annotations

import os


def _get_bool_env(name: str, default: str = "false") -> bool:
    return os.getenv(name, default).strip().lower() in ("1", "true", "yes")


SGLANG_TRACE_ALLREDUCE = _get_bool_env("CORPUS_K008_TRACE_ALLREDUCE")
SGLANG_WARN_SINGLE_RANK = True
