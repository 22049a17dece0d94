from typing import Optional

import torch
from torch import nn

from .overrides import WindowOverrideTable


def window_bias(q_len: int, kv_len: int, window: Optional[int], device) -> torch.Tensor:
    q_pos = torch.arange(kv_len - q_len, kv_len, device=device)[:, None]
    k_pos = torch.arange(kv_len, device=device)[None, :]
    allowed = k_pos <= q_pos
    if window is not None:
        allowed = allowed & (q_pos - k_pos < window)
    return torch.zeros(q_len, kv_len, device=device).masked_fill(~allowed, float("-inf"))


class AlternatingAttention(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, layer_id: int, window_source: WindowOverrideTable):
        super().__init__()
        self.layer_id = layer_id
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size)
        self.o_proj = nn.Linear(hidden_size, hidden_size)
        self.window_source = window_source

    @property
    def sliding_window(self) -> Optional[int]:
        return self.window_source.resolve(self.layer_id)

    def forward(self, x):
        n = x.shape[0]
        q, k, v = self.qkv_proj(x).view(n, 3, self.num_heads, self.head_dim).unbind(1)
        q, k, v = (t.transpose(0, 1) for t in (q, k, v))
        bias = window_bias(n, n, self.sliding_window, x.device)
        attn = torch.softmax(q @ k.transpose(-1, -2) * self.head_dim ** -0.5 + bias, dim=-1)
        return self.o_proj((attn @ v).transpose(0, 1).reshape(n, -1))
