import torch
from torch import nn
import torch.nn.functional as F

from .layer_overrides import get_kv_cache_dtype, get_kv_scales


def quantize_kv(x: torch.Tensor, scale: float, dtype: torch.dtype) -> torch.Tensor:
    finfo = torch.finfo(dtype)
    return (x / scale).clamp(finfo.min, finfo.max).to(dtype)


class RadixAttention(nn.Module):
    def __init__(self, num_heads: int, head_dim: int, scaling: float, layer_id: int, prefix: str = ""):
        super().__init__()
        self.tp_q_head_num = num_heads
        self.head_dim = head_dim
        self.scaling = scaling
        self.layer_id = layer_id
        self.prefix = prefix

    def _store_kv(self, k: torch.Tensor, v: torch.Tensor):
        kv_dtype = get_kv_cache_dtype(self.prefix)
        if kv_dtype is None:
            return k, v
        k_scale, v_scale = get_kv_scales(self.prefix)
        k_cache = quantize_kv(k, k_scale, kv_dtype)
        v_cache = quantize_kv(v, v_scale, kv_dtype)
        return k_cache.to(k.dtype) * k_scale, v_cache.to(v.dtype) * v_scale

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        k, v = self._store_kv(k, v)
        return F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scaling)
