import torch
from torch import nn
import torch.nn.functional as F

from .config import RopeConfig
from .rotary import RotaryCache, apply_rotary


class RotaryAttention(nn.Module):
    def __init__(self, cfg: RopeConfig = RopeConfig()):
        super().__init__()
        self.cfg = cfg
        hidden = cfg.head_dim * cfg.num_heads
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.rope = RotaryCache(cfg)

    def forward(self, hidden: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        n_tok = hidden.shape[0]
        q, k, v = self.qkv(hidden).chunk(3, dim=-1)
        q = q.view(n_tok, self.cfg.num_heads, self.cfg.head_dim)
        k = k.view(n_tok, self.cfg.num_heads, self.cfg.head_dim)
        v = v.view(n_tok, self.cfg.num_heads, self.cfg.head_dim)
        cos, sin = self.rope(positions)
        q, k = apply_rotary(q, k, cos, sin)
        out = F.scaled_dot_product_attention(
            q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=True
        )
        return self.o_proj(out.transpose(0, 1).reshape(n_tok, -1))


compiled_attn = torch.compile(RotaryAttention(), fullgraph=True)
