from typing import NamedTuple

import torch


class LoRABatchMeta(NamedTuple):
    token_ids: torch.Tensor
    slot_mask: torch.Tensor


class MetaCache:
    """Reuses per-step LoRA metadata across all layers of one forward.

    Every LoRA layer in the model sees the same adapter-id tensor, so the
    first layer builds the metadata and the others hit the cache.
    """

    def __init__(self, num_slots: int):
        self.num_slots = num_slots
        self._key = None
        self._meta = None

    def _build(self, adapter_ids: torch.Tensor) -> LoRABatchMeta:
        ids = adapter_ids.clamp(min=0)
        mask = (adapter_ids >= 0).to(torch.float32).unsqueeze(-1)
        return LoRABatchMeta(ids, mask)

    def get(self, adapter_ids: torch.Tensor) -> LoRABatchMeta:
        key = (adapter_ids.data_ptr(), adapter_ids.shape[0])
        if key != self._key:
            self._meta = self._build(adapter_ids)
            self._key = key
        return self._meta
