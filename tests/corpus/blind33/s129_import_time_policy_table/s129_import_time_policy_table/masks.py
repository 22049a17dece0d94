import functools

import torch

from . import policy_table


@functools.lru_cache(maxsize=None)
def policy_params(kind: str) -> tuple:
    p = policy_table.DEFAULT_POLICY
    assert p["kind"] == kind, f"unknown policy {kind}"
    return int(p["sinks"]), int(p["window"])


def sink_window_mask(q_len: int, kv_len: int, device=None) -> torch.Tensor:
    sinks, window = policy_params("sink_window")
    q_pos = torch.arange(kv_len - q_len, kv_len, device=device)[:, None]
    kv_pos = torch.arange(kv_len, device=device)[None, :]
    causal = kv_pos <= q_pos
    keep = (q_pos - kv_pos < window) | (kv_pos < sinks)
    mask = causal & keep
    if policy_table.DEBUG_CHECKS:
        rows_ok = mask.any(-1)
        if not bool(rows_ok.all()):
            print("empty attention row in sink-window mask:", rows_ok.tolist())
    return mask
