from __future__ import annotations

import torch
import torch.nn.functional as F

from .config import AttentionConfig
from .rotary import RotaryEmbedding


class SelfAttention(torch.nn.Module):
    def __init__(self, cfg: AttentionConfig) -> None:
        super().__init__()
        self.cfg = cfg
        hidden = cfg.hidden_size
        kv_out = hidden // cfg.num_heads * cfg.num_kv_heads
        self.q_proj = torch.nn.Linear(hidden, hidden, bias=False)
        self.k_proj = torch.nn.Linear(hidden, kv_out, bias=False)
        self.v_proj = torch.nn.Linear(hidden, kv_out, bias=False)
        self.o_proj = torch.nn.Linear(hidden, hidden, bias=False)
        self.rotary = RotaryEmbedding(hidden // cfg.num_heads, cfg.rope_theta)

    def _split(self, x: torch.Tensor, n_heads: int) -> torch.Tensor:
        b, s, _ = x.shape
        return x.view(b, s, n_heads, self.cfg.head_dim).transpose(1, 2)

    def _merge(self, x: torch.Tensor) -> torch.Tensor:
        b, h, s, d = x.shape
        return x.transpose(1, 2).reshape(b, s, h * d)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        cfg = self.cfg
        q = self._split(self.q_proj(x), cfg.num_heads)
        k = self._split(self.k_proj(x), cfg.num_kv_heads)
        v = self._split(self.v_proj(x), cfg.num_kv_heads)
        q, k = self.rotary(q, k)
        if cfg.kv_groups > 1:
            k = k.repeat_interleave(cfg.kv_groups, dim=1)
            v = v.repeat_interleave(cfg.kv_groups, dim=1)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=cfg.scaling)
        return self.o_proj(self._merge(out))


class DecoderBlock(torch.nn.Module):
    def __init__(self, cfg: AttentionConfig) -> None:
        super().__init__()
        self.norm1 = torch.nn.RMSNorm(cfg.hidden_size)
        self.attn = SelfAttention(cfg)
        self.norm2 = torch.nn.RMSNorm(cfg.hidden_size)
        self.mlp = torch.nn.Sequential(
            torch.nn.Linear(cfg.hidden_size, 4 * cfg.hidden_size),
            torch.nn.SiLU(),
            torch.nn.Linear(4 * cfg.hidden_size, cfg.hidden_size),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(self.norm1(x))
        return x + self.mlp(self.norm2(x))


compiled = torch.compile(DecoderBlock(AttentionConfig(num_kv_heads=2)), fullgraph=True)
