import torch
import torch.nn as nn

from . import debug


def build_rope_cache(seq_len, dim, base=10000.0):
    inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2).float() / dim))
    t = torch.arange(seq_len).float()
    freqs = torch.outer(t, inv_freq)
    return torch.cos(freqs), torch.sin(freqs)


def apply_rope(x, cos, sin):
    x1, x2 = x[..., 0::2], x[..., 1::2]
    out = torch.stack((x1 * cos - x2 * sin, x1 * sin + x2 * cos), dim=-1)
    return out.flatten(-2)


class RotaryAttention(nn.Module):
    def __init__(self, dim=8, max_seq=16):
        super().__init__()
        self.qkv = nn.Linear(dim, 3 * dim, bias=False)
        self.o = nn.Linear(dim, dim, bias=False)
        cos, sin = build_rope_cache(max_seq, dim)
        self.register_buffer("cos", cos, persistent=False)
        self.register_buffer("sin", sin, persistent=False)

    def forward(self, x):
        n = x.shape[0]
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q = apply_rope(q, self.cos[:n], self.sin[:n])
        k = apply_rope(k, self.cos[:n], self.sin[:n])
        if debug.DEBUG_DUMP:
            debug.dump_tensor("q_rot", q)
            debug.dump_tensor("k_rot", k)
        attn = torch.softmax(q @ k.T / q.shape[-1] ** 0.5, dim=-1)
        return self.o(attn @ v)


_attn = RotaryAttention()
rope_attention = torch.compile(_attn.forward, fullgraph=True)
