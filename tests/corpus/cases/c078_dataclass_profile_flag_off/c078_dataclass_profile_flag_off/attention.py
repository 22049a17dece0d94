import os
import time

import torch
from torch import nn

from .config import ModelConfig


class SelfAttention(nn.Module):
    def __init__(self, config: ModelConfig) -> None:
        super().__init__()
        self.config = config
        self.head_dim = config.hidden_size // config.num_heads
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size)

    def _record(self, name: str, t: torch.Tensor) -> None:
        os.makedirs(self.config.trace_dir, exist_ok=True)
        torch.save(t, os.path.join(self.config.trace_dir, f"{name}-{time.time_ns()}.pt"))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, _ = x.shape
        q, k, v = self.qkv(x).view(b, s, 3, self.config.num_heads, self.head_dim).unbind(2)
        out = nn.functional.scaled_dot_product_attention(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2))
        if self.config.profile_kernels:
            self._record("attn_out", out)
        return self.o_proj(out.transpose(1, 2).reshape(b, s, -1))


config = ModelConfig(hidden_size=8, num_heads=2, rope_theta=500000.0)
attn = SelfAttention(config)
compiled = torch.compile(attn, fullgraph=True)
