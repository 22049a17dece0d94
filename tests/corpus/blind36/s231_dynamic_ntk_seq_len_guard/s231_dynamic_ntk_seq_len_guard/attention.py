import math

import torch
from torch import nn

from .config import RopeConfig
from .rotary import DynamicNTKRotaryEmbedding, apply_rotary


class NTKAttention(nn.Module):
    def __init__(self, cfg: RopeConfig):
        super().__init__()
        self.cfg = cfg
        self.scale = 1.0 / math.sqrt(cfg.head_dim)
        self.rotary_emb = DynamicNTKRotaryEmbedding(cfg)

    def forward(self, q, k, v, position_ids):
        cos, sin = self.rotary_emb(q, position_ids)
        q, k = apply_rotary(q, k, cos, sin)
        scores = torch.matmul(q, k.transpose(-1, -2)) * self.scale
        probs = scores.softmax(dim=-1)
        return torch.matmul(probs, v)


def build_attention(**overrides) -> NTKAttention:
    return NTKAttention(RopeConfig(**overrides))


attention = build_attention()
compiled_attention = torch.compile(attention, fullgraph=True)
