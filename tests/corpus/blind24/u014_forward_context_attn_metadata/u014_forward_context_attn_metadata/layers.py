import torch
import torch.nn.functional as F
from torch import nn

from . import forward_context as fc


class Attention(nn.Module):
    """Backend-agnostic attention: picks masking from the forward context."""

    def __init__(self, num_heads: int, head_dim: int, layer_name: str):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.layer_name = layer_name
        self.scale = head_dim**-0.5

    def forward(self, q, k, v):
        meta = fc.get_forward_context().attn_metadata
        q_len, kv_len = q.shape[-2], k.shape[-2]
        if meta.sliding_window is None and meta.causal:
            return F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scale)
        mask = fc.sliding_window_mask(q_len, kv_len, meta.sliding_window, q.device)
        return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, scale=self.scale)


class SelfAttentionBlock(nn.Module):
    def __init__(self, hidden: int, heads: int, idx: int):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.out = nn.Linear(hidden, hidden, bias=False)
        self.attn = Attention(heads, hidden // heads, f"layers.{idx}.attn")
        self.norm = nn.LayerNorm(hidden)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(self.norm(x)).view(b, t, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        o = self.attn(q, k, v)
        return x + self.out(o.transpose(1, 2).reshape(b, t, d))


class MLP(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.fc1 = nn.Linear(hidden, 4 * hidden)
        self.fc2 = nn.Linear(4 * hidden, hidden)

    def forward(self, x):
        return x + self.fc2(F.gelu(self.fc1(self.norm(x)), approximate="tanh"))
