import torch
from torch import nn

from .adapter_cache import AdapterSlotCache
from .ops import sgmv_lora


class ColumnParallelLinearWithLoRA(nn.Module):
    def __init__(self, in_features: int, out_features: int, rank: int = 2, max_slots: int = 4, alpha: float = 4.0):
        super().__init__()
        self.base_layer = nn.Linear(in_features, out_features, bias=False)
        self.adapters = AdapterSlotCache(max_slots, in_features, out_features, rank)
        self.scaling = alpha / rank

    def register_adapter(self, adapter_id: int) -> int:
        g = torch.Generator().manual_seed(adapter_id)
        a = torch.randn(self.adapters.rank, self.base_layer.in_features, generator=g)
        b = torch.randn(self.base_layer.out_features, self.adapters.rank, generator=g)
        return self.adapters.load(adapter_id, (a, b))

    @torch.compile(fullgraph=True)
    def apply(self, x: torch.Tensor, slot_ids: torch.Tensor) -> torch.Tensor:
        base = self.base_layer(x)
        delta = sgmv_lora(x, slot_ids, self.adapters.lora_a, self.adapters.lora_b, self.scaling)
        return base + delta


def build_layer() -> ColumnParallelLinearWithLoRA:
    layer = ColumnParallelLinearWithLoRA(8, 8)
    for adapter_id in (101, 202):
        layer.register_adapter(adapter_id)
    return layer
