import torch
from torch import nn

from .adapter_registry import adapter_scale


class LoRALinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, adapter_dir: str, rank: int = 4):
        super().__init__()
        self.base = nn.Linear(in_features, out_features, bias=False)
        self.lora_a = nn.Parameter(torch.randn(rank, in_features) * 0.01)
        self.lora_b = nn.Parameter(torch.zeros(out_features, rank))
        self.adapter_dir = adapter_dir

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        scale = adapter_scale(self.adapter_dir)
        return self.base(x) + scale * (x @ self.lora_a.t() @ self.lora_b.t())
