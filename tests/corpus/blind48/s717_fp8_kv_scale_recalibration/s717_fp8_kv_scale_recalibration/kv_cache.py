import torch

from .kv_quant import KVCacheScales, scaled_fp8_quant


class Fp8PagedKVCache:
    def __init__(self, num_blocks: int, block_size: int, num_kv_heads: int, head_size: int):
        shape = (num_blocks * block_size, num_kv_heads, head_size)
        self.key_cache = torch.zeros(shape, dtype=torch.uint8)
        self.value_cache = torch.zeros(shape, dtype=torch.uint8)
        self.scales = KVCacheScales()

    def store(self, key: torch.Tensor, value: torch.Tensor, slot_mapping: torch.Tensor) -> None:
        if self.scales.calibrate:
            self.scales.observe(key, value)
        k8 = scaled_fp8_quant(key, self.scales.k_scale).view(torch.uint8)
        v8 = scaled_fp8_quant(value, self.scales.v_scale).view(torch.uint8)
        self.key_cache.index_copy_(0, slot_mapping, k8)
        self.value_cache.index_copy_(0, slot_mapping, v8)
