"""Token pruning strategies, selected by name from the model config."""
from typing import Callable, Dict

import torch

PRUNERS: Dict[str, Callable] = {}


def register_pruner(name: str):
    def deco(fn):
        PRUNERS[name] = fn
        return fn

    return deco


def _cls_attention(attn: torch.Tensor) -> torch.Tensor:
    # attn: (B, H, N, N) -> attention of CLS to patch tokens, averaged over heads
    return attn[:, :, 0, 1:].mean(dim=1)


@register_pruner("topk")
def topk_prune(x: torch.Tensor, attn: torch.Tensor, keep_ratio: float, threshold: float) -> torch.Tensor:
    scores = _cls_attention(attn)
    n_keep = max(1, int(scores.shape[1] * keep_ratio))
    idx = scores.topk(n_keep, dim=1).indices
    patches = x[:, 1:].gather(1, idx[..., None].expand(-1, -1, x.shape[-1]))
    return torch.cat([x[:, :1], patches], dim=1)


@register_pruner("threshold")
def threshold_prune(x: torch.Tensor, attn: torch.Tensor, keep_ratio: float, threshold: float) -> torch.Tensor:
    """Keep every patch whose CLS attention exceeds ``threshold`` times the
    uniform share.  Batch size 1 only (serving path)."""
    scores = _cls_attention(attn)[0]
    uniform = 1.0 / scores.shape[0]
    keep = scores > threshold * uniform
    patches = x[0, 1:][keep]
    return torch.cat([x[0, :1], patches], dim=0).unsqueeze(0)


def get_pruner(name: str) -> Callable:
    try:
        return PRUNERS[name]
    except KeyError:
        raise ValueError(f"unknown pruner {name!r}; have {sorted(PRUNERS)}") from None
