import math

import torch
import torch.nn as nn

from .utils import extract_layer_index, make_softcap, scale_key


class LocalGlobalAttention(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, sliding_window: int,
                 sliding_window_pattern: int, kv_scales: dict[str, float],
                 attn_logit_softcapping: float = 50.0, prefix: str = ""):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.sliding_window = sliding_window
        self.sliding_window_pattern = sliding_window_pattern
        self.kv_scales = kv_scales
        self.softcap = make_softcap(attn_logit_softcapping)
        self.prefix = prefix

    def _mask(self, seq_len: int, device) -> torch.Tensor:
        layer_idx = extract_layer_index(self.prefix)
        pos = torch.arange(seq_len, device=device)
        causal = pos[None, :] <= pos[:, None]
        if (layer_idx + 1) % self.sliding_window_pattern != 0:
            causal = causal & (pos[:, None] - pos[None, :] < self.sliding_window)
        return causal

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        seq_len = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        k = k * self.kv_scales.get(scale_key(self.prefix, "k"), 1.0)
        v = v * self.kv_scales.get(scale_key(self.prefix, "v"), 1.0)
        q = q.view(seq_len, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(seq_len, self.num_heads, self.head_dim).transpose(0, 1)
        v = v.view(seq_len, self.num_heads, self.head_dim).transpose(0, 1)
        scores = self.softcap(q @ k.transpose(-1, -2) / math.sqrt(self.head_dim))
        scores = scores.masked_fill(~self._mask(seq_len, hidden_states.device), float("-inf"))
        out = torch.softmax(scores, dim=-1) @ v
        return self.o_proj(out.transpose(0, 1).reshape(seq_len, -1))
