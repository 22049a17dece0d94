import torch
import torch.nn as nn
import torch.nn.functional as F

from .adapters import AdapterStore, LoRAConfig


class LoRAColumnLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, adapter: LoRAConfig):
        super().__init__()
        self.base = nn.Linear(in_features, out_features, bias=False)
        self.adapter = adapter
        self.store = AdapterStore(in_features, out_features)
        self.store.preload(adapter)

    def _lora_delta(self, x: torch.Tensor) -> torch.Tensor:
        lora_a, lora_b = self.store.get(self.adapter)
        return F.linear(F.linear(x, lora_a), lora_b) * self.adapter.scaling

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.base(x)
        if self.adapter.rank > 0:
            out = out + self._lora_delta(x)
        return out


def build_layer() -> LoRAColumnLinear:
    return LoRAColumnLinear(8, 16, LoRAConfig(name="sql-lora", rank=4))
