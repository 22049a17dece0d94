import math

import torch
import torch.nn.functional as F
from torch import nn

from .checks import check_attention_inputs


class PrefillAttention(nn.Module):
    def __init__(self, num_heads: int, num_kv_heads: int, head_dim: int, causal: bool = True):
        super().__init__()
        self.num_heads = num_heads
        self.num_kv_heads = num_kv_heads
        self.head_dim = head_dim
        self.causal = causal
        self.scale = 1.0 / math.sqrt(head_dim)

    @check_attention_inputs
    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        n = q.shape[0]
        q = q.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(n, self.num_kv_heads, self.head_dim).transpose(0, 1)
        v = v.view(n, self.num_kv_heads, self.head_dim).transpose(0, 1)
        group = self.num_heads // self.num_kv_heads
        if group > 1:
            k = k.repeat_interleave(group, dim=0)
            v = v.repeat_interleave(group, dim=0)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=self.causal, scale=self.scale)
        return out.transpose(0, 1).reshape(n, self.num_heads * self.head_dim)


class DecoderLayerAttention(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, num_kv_heads: int = 1):
        super().__init__()
        head_dim = hidden_size // num_heads
        self.q_size = num_heads * head_dim
        self.kv_size = num_kv_heads * head_dim
        self.qkv_proj = nn.Linear(hidden_size, self.q_size + 2 * self.kv_size, bias=False)
        self.o_proj = nn.Linear(self.q_size, hidden_size, bias=False)
        self.attn = PrefillAttention(num_heads, num_kv_heads, head_dim)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        qkv = self.qkv_proj(hidden_states)
        q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
        return self.o_proj(self.attn(q, k, v))


layer = DecoderLayerAttention()


@torch.compile(fullgraph=True, dynamic=False)
def prefill_step(hidden_states: torch.Tensor) -> torch.Tensor:
    return layer(hidden_states)
