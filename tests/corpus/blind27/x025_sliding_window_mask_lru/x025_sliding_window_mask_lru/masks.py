"""Sliding-window causal masks, memoised per (q_len, kv_len, window)."""
import functools
import os

import torch

DEBUG_MASKS = os.environ.get("X025_DEBUG_MASKS", "0") == "1"


def _dump(mask: torch.Tensor, window: int) -> None:
    import subprocess

    subprocess.run(["echo", f"window={window} density={mask.float().mean():.3f}"], check=False)


@functools.lru_cache(maxsize=32)
def sliding_window_mask(q_len: int, kv_len: int, window: int) -> torch.Tensor:
    q_idx = torch.arange(kv_len - q_len, kv_len).unsqueeze(-1)
    k_idx = torch.arange(kv_len).unsqueeze(0)
    causal = k_idx <= q_idx
    in_window = (q_idx - k_idx) < window
    mask = causal & in_window
    if DEBUG_MASKS:
        _dump(mask, window)
    return mask
