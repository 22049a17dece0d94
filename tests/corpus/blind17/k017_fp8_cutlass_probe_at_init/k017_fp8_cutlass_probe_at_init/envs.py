"""Environment switches, read once at import."""
from __future__ import annotations

import os

DISABLE_CUTLASS_FP8: bool = os.environ.get("CORPUS_DISABLE_CUTLASS_FP8", "0").lower() in ("1", "true")
FP8_PADDING: bool = os.environ.get("CORPUS_FP8_PADDING", "1") == "1"
