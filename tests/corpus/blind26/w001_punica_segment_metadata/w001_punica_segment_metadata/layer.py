import torch
from torch import nn

from .sgmv import SegmentGemm


class LoRAColumnLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, num_slots: int, rank: int):
        super().__init__()
        self.base = nn.Linear(in_features, out_features, bias=False)
        self.register_buffer("lora_a", torch.randn(num_slots, in_features, rank) * 0.02)
        self.register_buffer("lora_b", torch.randn(num_slots, rank, out_features) * 0.02)
        self.register_buffer("scaling", torch.full((num_slots,), 2.0))
        self.sgmv = SegmentGemm(self.lora_a, self.lora_b, self.scaling)

    def forward(self, x: torch.Tensor, token_adapter_ids: torch.Tensor) -> torch.Tensor:
        y = self.base(x)
        return y + self.sgmv(x, token_adapter_ids)


def build_layer() -> LoRAColumnLinear:
    torch.manual_seed(0)
    return LoRAColumnLinear(8, 8, num_slots=3, rank=2)


layer = build_layer()
compiled_layer = torch.compile(layer, fullgraph=True)
