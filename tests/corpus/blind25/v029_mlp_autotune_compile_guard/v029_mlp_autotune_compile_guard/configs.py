"""Tuned configs shipped as JSON (one file per device in the real tree), parsed at import."""
from __future__ import annotations

import json
from typing import Dict

_SHIPPED_JSON = """
{
  "1":    {"BLOCK_SIZE_M": 16, "BLOCK_SIZE_N": 32, "BLOCK_SIZE_K": 64, "num_warps": 4},
  "4":    {"BLOCK_SIZE_M": 16, "BLOCK_SIZE_N": 64, "BLOCK_SIZE_K": 64, "num_warps": 4},
  "16":   {"BLOCK_SIZE_M": 32, "BLOCK_SIZE_N": 64, "BLOCK_SIZE_K": 64, "num_warps": 4},
  "64":   {"BLOCK_SIZE_M": 64, "BLOCK_SIZE_N": 128, "BLOCK_SIZE_K": 64, "num_warps": 8},
  "256":  {"BLOCK_SIZE_M": 128, "BLOCK_SIZE_N": 128, "BLOCK_SIZE_K": 32, "num_warps": 8}
}
"""

DEFAULT_CONFIG: Dict[str, int] = {"BLOCK_SIZE_M": 64, "BLOCK_SIZE_N": 64, "BLOCK_SIZE_K": 32, "num_warps": 4}


def _load_shipped() -> Dict[int, Dict[str, int]]:
    return {int(m): cfg for m, cfg in json.loads(_SHIPPED_JSON).items()}


SHIPPED_CONFIGS: Dict[int, Dict[str, int]] = _load_shipped()
