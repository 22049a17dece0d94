from __future__ import annotations

import math
from typing import Callable, Dict

import torch
import torch.nn.functional as F

AttnFn = Callable[[torch.Tensor, torch.Tensor, torch.Tensor], torch.Tensor]
BACKENDS: Dict[str, AttnFn] = {}


def register_backend(name: str):
    def deco(fn: AttnFn) -> AttnFn:
        BACKENDS[name] = fn
        return fn

    return deco


@register_backend("sdpa")
def sdpa_attention(q, k, v):
    return F.scaled_dot_product_attention(q, k, v, is_causal=True)


@register_backend("math")
def math_attention(q, k, v):
    s = q.shape[-2]
    scores = (q @ k.transpose(-1, -2)) / math.sqrt(q.shape[-1])
    mask = torch.ones(s, s, dtype=torch.bool).triu(1)
    return scores.masked_fill(mask, float("-inf")).softmax(-1) @ v


@register_backend("chunked")
def chunked_attention(q, k, v, chunk: int = 4):
    outs = []
    for start in range(0, q.shape[-2], chunk):
        qc = q[..., start:start + chunk, :]
        end = start + qc.shape[-2]
        scores = (qc @ k[..., :end, :].transpose(-1, -2)) / math.sqrt(q.shape[-1])
        rows = torch.arange(start, end).unsqueeze(-1)
        cols = torch.arange(end).unsqueeze(0)
        scores = scores.masked_fill(cols > rows, float("-inf"))
        outs.append(scores.softmax(-1) @ v[..., :end, :])
    return torch.cat(outs, dim=-2)
