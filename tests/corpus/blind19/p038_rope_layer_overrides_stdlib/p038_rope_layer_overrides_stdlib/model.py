import weakref
from collections import OrderedDict

import torch
import torch.nn as nn
import torch.nn.functional as F

from . import debug
from .rope import RopeConfig, apply_rope, layer_rope_config


class Attention(nn.Module):
    def __init__(self, prefix: str, hidden: int, heads: int, owner: "Decoder"):
        super().__init__()
        self.prefix = prefix
        self.heads, self.head_dim = heads, hidden // heads
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o = nn.Linear(hidden, hidden, bias=False)
        self._owner = weakref.ref(owner)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, h = x.shape
        owner = self._owner()
        rope_cfg = layer_rope_config(self.prefix, owner.rope_cfg)
        q, k, v = (t.view(b, s, self.heads, self.head_dim).transpose(1, 2)
                   for t in self.qkv(x).chunk(3, dim=-1))
        q, k = apply_rope(q, rope_cfg), apply_rope(k, rope_cfg)
        o = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        if debug.CHECK_NUMERICS:
            debug.check_finite(self.prefix, o)
        return self.o(o.transpose(1, 2).reshape(b, s, h))


class Decoder(nn.Module):
    def __init__(self, hidden: int = 8, heads: int = 2, n_layers: int = 3):
        super().__init__()
        self.rope_cfg = RopeConfig(dim=hidden // heads)
        self.layers = nn.ModuleDict(OrderedDict(
            (str(i), Attention(f"layers.{i}.attn", hidden, heads, self)) for i in range(n_layers)
        ))
        self.norm = nn.LayerNorm(hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers.values():
            x = x + layer(self.norm(x))
        return x


compiled_model = torch.compile(Decoder(), fullgraph=True)
