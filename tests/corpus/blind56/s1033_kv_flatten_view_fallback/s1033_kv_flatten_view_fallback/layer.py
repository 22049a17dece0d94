import torch
from torch import nn

from .kv_cache import TokenToKVPool
from .tensor_utils import unflatten_heads


class KVProjection(nn.Module):
    """K/V projection with a per-head RMS norm on K (qk-norm models)."""

    def __init__(self, hidden_size: int, num_kv_heads: int, head_dim: int, eps: float = 1e-6):
        super().__init__()
        self.num_kv_heads = num_kv_heads
        self.head_dim = head_dim
        self.eps = eps
        self.kv_proj = nn.Linear(hidden_size, 2 * num_kv_heads * head_dim, bias=False)
        self.k_norm_weight = nn.Parameter(torch.ones(num_kv_heads, 1, head_dim))

    def _k_norm(self, k_head_major: torch.Tensor) -> torch.Tensor:
        var = k_head_major.pow(2).mean(dim=-1, keepdim=True)
        return k_head_major * torch.rsqrt(var + self.eps) * self.k_norm_weight

    def forward(self, hidden_states: torch.Tensor):
        kv = self.kv_proj(hidden_states).view(-1, 2, self.num_kv_heads, self.head_dim)
        k = kv[:, 0].transpose(0, 1).contiguous()
        k = self._k_norm(k)
        v = kv[:, 1]
        return k.transpose(0, 1), v


class DecoderKVWriter(nn.Module):
    def __init__(self, hidden_size=8, num_kv_heads=2, head_dim=4, pool_size=16):
        super().__init__()
        self.proj = KVProjection(hidden_size, num_kv_heads, head_dim)
        self.token_to_kv_pool = TokenToKVPool(pool_size, num_kv_heads, head_dim)

    def forward(self, hidden_states: torch.Tensor, out_cache_loc: torch.Tensor):
        k, v = self.proj(hidden_states)
        self.token_to_kv_pool.set_kv_buffer(out_cache_loc, k, v)
        k_buf, _ = self.token_to_kv_pool.get_kv_buffer()
        return unflatten_heads(k_buf[out_cache_loc], self.proj.num_kv_heads)


writer = DecoderKVWriter()
compiled_writer = torch.compile(writer, fullgraph=True)
