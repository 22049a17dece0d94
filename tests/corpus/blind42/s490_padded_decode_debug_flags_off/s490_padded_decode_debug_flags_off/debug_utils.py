from __future__ import annotations

import time

import torch


def dump_forward_batch(tag: str, **tensors: torch.Tensor) -> None:
    stamp = time.strftime("%H:%M:%S")
    for name, t in tensors.items():
        print(f"[{stamp}] {tag} {name} shape={tuple(t.shape)} values={t.tolist()}")


def detect_nan(logits: torch.Tensor, seq_lens: torch.Tensor) -> None:
    bad_rows = torch.isnan(logits).any(dim=-1)
    if bad_rows.any().item():
        rows = bad_rows.nonzero().flatten().tolist()
        raise ValueError(f"NaN logits for requests {rows} (seq_lens={seq_lens.tolist()})")
