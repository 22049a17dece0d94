"""In-tree attention backends."""
from __future__ import annotations

import math

import torch
import torch.nn.functional as F

from .registry import PluginRegistry

ATTENTION_BACKENDS: PluginRegistry[type] = PluginRegistry("blind45_s591.attention_backends")


class AttentionBackend:
    name = "base"

    @classmethod
    def forward(cls, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, scale: float) -> torch.Tensor:
        raise NotImplementedError


@ATTENTION_BACKENDS.register("sdpa")
class SdpaBackend(AttentionBackend):
    name = "sdpa"

    @classmethod
    def forward(cls, q, k, v, scale):
        return F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=scale)


@ATTENTION_BACKENDS.register("eager")
class EagerBackend(AttentionBackend):
    name = "eager"

    @classmethod
    def forward(cls, q, k, v, scale):
        t = q.shape[-2]
        scores = torch.matmul(q, k.transpose(-1, -2)) * scale
        mask = torch.ones(t, t, dtype=torch.bool, device=q.device).triu(1)
        scores = scores.masked_fill(mask, -math.inf)
        return torch.matmul(scores.softmax(dim=-1), v)
