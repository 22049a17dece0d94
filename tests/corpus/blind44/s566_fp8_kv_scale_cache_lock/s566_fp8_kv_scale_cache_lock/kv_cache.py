import torch
from torch import nn

from .scale_cache import KV_SCALE_CACHE, default_kv_scale

KV_CACHE_DTYPE = torch.float8_e4m3fn
_KV_MAX = torch.finfo(KV_CACHE_DTYPE).max


class Fp8KVCacheWriter(nn.Module):
    def __init__(self, layer_id: int, num_slots: int, head_dim: int):
        super().__init__()
        self.layer_id = layer_id
        self.register_buffer("k_cache", torch.zeros(num_slots, head_dim, dtype=torch.uint8))
        self.register_buffer("v_cache", torch.zeros(num_slots, head_dim, dtype=torch.uint8))

    @property
    def k_scale(self) -> torch.Tensor:
        return KV_SCALE_CACHE.get_or_init((self.layer_id, "k"), default_kv_scale)

    @property
    def v_scale(self) -> torch.Tensor:
        return KV_SCALE_CACHE.get_or_init((self.layer_id, "v"), default_kv_scale)

    @staticmethod
    def _quant(t: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
        return (t / scale).clamp(-_KV_MAX, _KV_MAX).to(KV_CACHE_DTYPE).view(torch.uint8)

    def forward(self, k: torch.Tensor, v: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
        self.k_cache[slot_mapping] = self._quant(k, self.k_scale)
        self.v_cache[slot_mapping] = self._quant(v, self.v_scale)
        return self.k_cache[slot_mapping].view(KV_CACHE_DTYPE).to(k.dtype) * self.k_scale
