from __future__ import annotations

import json
import sys

import torch


def dump_scores(tag: str, probs: torch.Tensor, ids: torch.Tensor) -> None:
    """Print a JSON line per request; only used when DEBUG_SCORES is on."""
    for row, idx in zip(probs.tolist(), ids.tolist()):
        print(json.dumps({"tag": tag, "probs": [round(p, 4) for p in row], "top": idx}),
              file=sys.stderr)
