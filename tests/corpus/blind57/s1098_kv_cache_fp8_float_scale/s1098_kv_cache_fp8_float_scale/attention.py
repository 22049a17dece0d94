import torch
import torch.nn as nn

from .kv_cache import KVCacheSpec, KVCacheWriter
from .kv_quant import head_dim_scaling


class SelfAttention(nn.Module):
    def __init__(self, hidden_size=16, num_heads=4, num_kv_heads=2, kv_cache_dtype="fp8_e4m3"):
        super().__init__()
        self.num_heads = num_heads
        self.num_kv_heads = num_kv_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, (num_heads + 2 * num_kv_heads) * self.head_dim, bias=False)
        self.o_proj = nn.Linear(num_heads * self.head_dim, hidden_size, bias=False)
        self.kv_writer = KVCacheWriter(KVCacheSpec(num_kv_heads, self.head_dim, kv_cache_dtype))
        self.scaling = head_dim_scaling(self.head_dim)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        num_tokens = int(hidden_states.size(0))
        qkv = self.qkv_proj(hidden_states)
        q_size = self.num_heads * self.head_dim
        kv_size = self.num_kv_heads * self.head_dim
        q, k, v = qkv.split([q_size, kv_size, kv_size], dim=-1)
        k, v = self.kv_writer.store(k, v)
        q = q.view(num_tokens, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(num_tokens, self.num_kv_heads, self.head_dim).transpose(0, 1)
        v = v.view(num_tokens, self.num_kv_heads, self.head_dim).transpose(0, 1)
        rep = self.num_heads // self.num_kv_heads
        k = k.repeat_interleave(rep, dim=0)
        v = v.repeat_interleave(rep, dim=0)
        attn = torch.softmax((q @ k.transpose(-1, -2)) * self.scaling, dim=-1)
        out = (attn @ v).transpose(0, 1).reshape(num_tokens, -1)
        return self.o_proj(out)


torch.manual_seed(0)
attn = torch.compile(SelfAttention(), fullgraph=True)
