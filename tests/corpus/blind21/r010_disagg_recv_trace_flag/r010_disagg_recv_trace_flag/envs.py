"""Environment knobs, read once at import (values are frozen per process)."""
from __future__ import annotations

import os
from typing import Any, Callable, Dict

_ENV: Dict[str, Callable[[], Any]] = {
    "DISAGG_TRACE_TRANSFERS": lambda: os.environ.get("DISAGG_TRACE_TRANSFERS", "0") == "1",
    "DISAGG_TRANSFER_DTYPE": lambda: os.environ.get("DISAGG_TRANSFER_DTYPE", "float32"),
    "DISAGG_RECV_TIMEOUT_S": lambda: float(os.environ.get("DISAGG_RECV_TIMEOUT_S", "30")),
}

DISAGG_TRACE_TRANSFERS: bool = _ENV["DISAGG_TRACE_TRANSFERS"]()
DISAGG_TRANSFER_DTYPE: str = _ENV["DISAGG_TRANSFER_DTYPE"]()
DISAGG_RECV_TIMEOUT_S: float = _ENV["DISAGG_RECV_TIMEOUT_S"]()
