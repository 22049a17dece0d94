from __future__ import annotations

from typing import Sequence

import torch


def auto_density(delta: torch.Tensor, keep_ratio: float = 0.5, eps: float = 1e-6) -> float:
    """DARE/TIES heuristic: keep half of the entries that are non-negligible."""
    live = (delta.abs() > eps).float().mean()
    return float(live) * keep_ratio


def trim_topk(delta: torch.Tensor, density) -> torch.Tensor:
    """Keep the largest-magnitude `density` fraction of entries."""
    flat = delta.flatten()
    if density is None:
        density = auto_density(delta)
    k = max(1, int(flat.numel() * density))
    thresh = flat.abs().kthvalue(flat.numel() - k + 1).values
    return torch.where(delta.abs() >= thresh, delta, torch.zeros_like(delta))


def elect_sign(deltas: torch.Tensor) -> torch.Tensor:
    return torch.sign(deltas.sum(dim=0))


def disjoint_mean(deltas: torch.Tensor, sign: torch.Tensor) -> torch.Tensor:
    agree = (torch.sign(deltas) == sign.unsqueeze(0)) & (deltas != 0)
    flat_agree = agree.reshape(agree.shape[0], -1)
    out = torch.zeros_like(deltas[0]).flatten()
    idx = flat_agree.any(dim=0).nonzero().squeeze(-1)
    counts = flat_agree[:, idx].sum(dim=0).clamp_min(1)
    summed = (deltas.reshape(deltas.shape[0], -1)[:, idx] * flat_agree[:, idx]).sum(dim=0)
    out[idx] = summed / counts
    return out.reshape(deltas.shape[1:])


def ties_merge(deltas: Sequence[torch.Tensor], density=None) -> torch.Tensor:
    trimmed = torch.stack([trim_topk(d, density) for d in deltas])
    sign = elect_sign(trimmed)
    return disjoint_mean(trimmed, sign)
