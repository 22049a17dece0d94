"""Work partitioning heuristics shared by the prefill kernels."""
from __future__ import annotations

import torch

_ARCH_MAX_TILE = {"sm80": 128, "sm90": 128, "cpu": 64}


def device_arch(device: torch.device) -> str:
    if device.type != "cuda":
        return "cpu"
    major, _ = torch.cuda.get_device_capability(device)
    return "sm90" if major >= 9 else "sm80"


def pick_cta_tile_q(max_qo_len, head_dim: int, arch: str) -> int:
    """Same ladder as the CUDA dispatcher: small query tiles for decode-like batches."""
    if max_qo_len > 64 and head_dim < 256:
        return _ARCH_MAX_TILE[arch]
    if max_qo_len > 16:
        return 64
    return 16


def num_kv_splits(batch_size: int, num_heads: int, num_sms: int = 8) -> int:
    work = batch_size * num_heads
    return max(1, min(8, num_sms // max(work, 1)))
