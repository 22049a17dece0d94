from dataclasses import dataclass

import torch
from torch import nn
import torch.nn.functional as F

from .masks import sliding_window_mask


@dataclass
class SWAConfig:
    hidden: int = 16
    num_heads: int = 2
    sliding_window: int = 3
    # layers alternate full / sliding attention (Gemma-2 style)
    layer_types: tuple = ("sliding", "full")


class SlidingWindowAttention(nn.Module):
    def __init__(self, cfg: SWAConfig, layer_idx: int):
        super().__init__()
        self.cfg = cfg
        self.head_dim = cfg.hidden // cfg.num_heads
        self.is_sliding = cfg.layer_types[layer_idx % len(cfg.layer_types)] == "sliding"
        self.q = nn.Linear(cfg.hidden, cfg.hidden)
        self.kv = nn.Linear(cfg.hidden, 2 * cfg.hidden)
        self.o = nn.Linear(cfg.hidden, cfg.hidden)

    def _mask(self, q_len: int, kv_len: int) -> torch.Tensor:
        window = self.cfg.sliding_window if self.is_sliding else kv_len + 1
        return sliding_window_mask(q_len, kv_len, window)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, _ = x.shape
        q = self.q(x).view(b, s, self.cfg.num_heads, self.head_dim).transpose(1, 2)
        k, v = (
            t.view(b, s, self.cfg.num_heads, self.head_dim).transpose(1, 2)
            for t in self.kv(x).chunk(2, dim=-1)
        )
        o = F.scaled_dot_product_attention(q, k, v, attn_mask=self._mask(s, s))
        return self.o(o.transpose(1, 2).reshape(b, s, -1))


class SWAStack(nn.Module):
    def __init__(self, cfg: SWAConfig = SWAConfig(), n_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(SlidingWindowAttention(cfg, i) for i in range(n_layers))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = x + layer(x)
        return x


swa_forward = torch.compile(SWAStack(), fullgraph=True)
