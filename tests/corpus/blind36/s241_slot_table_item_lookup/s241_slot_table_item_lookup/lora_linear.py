import torch
import torch.nn as nn

from .slots import AdapterSlot, SlotTable


class LoRALinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, max_slots: int = 4, rank: int = 2):
        super().__init__()
        self.base = nn.Linear(in_features, out_features, bias=False)
        self.lora_a = nn.Parameter(torch.randn(max_slots, rank, in_features) * 0.01)
        self.lora_b = nn.Parameter(torch.zeros(max_slots, out_features, rank))
        self.table = SlotTable(max_slots=max_slots)

    def _delta(self, x: torch.Tensor, slot_ids: torch.Tensor) -> torch.Tensor:
        a = self.lora_a[slot_ids]            # [B, r, in]
        b = self.lora_b[slot_ids]            # [B, out, r]
        h = torch.einsum("bi,bri->br", x, a)
        out = torch.einsum("br,bor->bo", h, b)
        return out * self.table.scaling_for(slot_ids)

    def forward(self, x: torch.Tensor, slot_ids: torch.Tensor) -> torch.Tensor:
        return self.base(x) + self._delta(x, slot_ids)


def build_layer() -> LoRALinear:
    layer = LoRALinear(8, 8)
    for i in range(4):
        layer.table.assign(i, AdapterSlot(name=f"adapter-{i}", rank=2, alpha=4.0 * (i + 1)))
    return layer


_layer = build_layer()


@torch.compile(fullgraph=True)
def decode_step(x: torch.Tensor, slot_ids: torch.Tensor) -> torch.Tensor:
    return _layer(x, slot_ids)
