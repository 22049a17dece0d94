import torch
from torch import nn

from .config import CacheConfig, ModelConfig

# Padded tokens (CUDA-graph padding, chunked-prefill fillers) carry this slot.
PAD_SLOT_ID = -1


class _SlotMappingValidatorMixin:
    """Debug checks shared by every paged cache implementation."""

    num_slots: int

    def _assert_valid_slots(self, slot_mapping: torch.Tensor) -> None:
        if slot_mapping.dtype not in (torch.int32, torch.int64):
            raise TypeError(f"slot_mapping must be integral, got {slot_mapping.dtype}")
        out_of_range = slot_mapping >= self.num_slots
        if out_of_range.any():
            raise IndexError("slot_mapping points past the end of the KV cache")


class PagedKVCache(nn.Module, _SlotMappingValidatorMixin):
    """Flat [num_slots, num_kv_heads, head_dim] key/value pool."""

    def __init__(self, model_config: ModelConfig, cache_config: CacheConfig):
        super().__init__()
        self.block_size = cache_config.block_size
        self.num_slots = cache_config.num_slots
        shape = (self.num_slots, model_config.num_kv_heads, model_config.head_dim)
        self.register_buffer("key_cache", torch.zeros(shape), persistent=False)
        self.register_buffer("value_cache", torch.zeros(shape), persistent=False)

    def write(self, key: torch.Tensor, value: torch.Tensor, slot_mapping: torch.Tensor) -> None:
        self._assert_valid_slots(slot_mapping)
        valid = slot_mapping != PAD_SLOT_ID
        slots = torch.where(valid, slot_mapping, torch.zeros_like(slot_mapping))
        self.key_cache.index_copy_(0, slots, key)
        self.value_cache.index_copy_(0, slots, value)

    def gather(self, slot_mapping: torch.Tensor):
        return self.key_cache[slot_mapping], self.value_cache[slot_mapping]
