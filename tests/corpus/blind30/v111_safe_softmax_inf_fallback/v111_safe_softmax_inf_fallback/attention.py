import math

import torch
from torch import nn

from .softmax_utils import safe_masked_softmax


class AttentionConfig:
    def __init__(self, hidden: int = 8, heads: int = 2, softmax_scale: float | None = None):
        self.hidden = hidden
        self.heads = heads
        self.head_dim = hidden // heads
        self.softmax_scale = softmax_scale or 1.0 / math.sqrt(self.head_dim)


class AttentionBlock(nn.Module):
    def __init__(self, cfg: AttentionConfig):
        super().__init__()
        self.cfg = cfg
        self.qkv = nn.Linear(cfg.hidden, 3 * cfg.hidden, bias=False)
        self.out = nn.Linear(cfg.hidden, cfg.hidden, bias=False)
        self.norm = nn.LayerNorm(cfg.hidden)

    def _split_heads(self, t: torch.Tensor) -> torch.Tensor:
        b, s, _ = t.shape
        return t.view(b, s, self.cfg.heads, self.cfg.head_dim).transpose(1, 2)

    def attend(self, q, k, v, key_mask):
        scores = torch.matmul(q, k.transpose(-1, -2)) * self.cfg.softmax_scale
        mask = key_mask[:, None, None, :]
        probs = safe_masked_softmax(scores, mask)
        return torch.matmul(probs, v)

    def forward(self, hidden: torch.Tensor, key_mask: torch.Tensor) -> torch.Tensor:
        b, s, _ = hidden.shape
        q, k, v = self.qkv(self.norm(hidden)).chunk(3, dim=-1)
        ctx = self.attend(self._split_heads(q), self._split_heads(k), self._split_heads(v), key_mask)
        ctx = ctx.transpose(1, 2).reshape(b, s, self.cfg.hidden)
        return hidden + self.out(ctx)


compiled_block = torch.compile(AttentionBlock(AttentionConfig()), fullgraph=True)
