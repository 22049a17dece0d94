import torch
import torch.nn as nn

from .base import BaseLayerWithLoRA


class ColumnParallelLoRA(BaseLayerWithLoRA):
    def __init__(self, in_f: int, out_f: int, rank: int = 4, max_loras: int = 2):
        super().__init__(max_loras)
        self.base = nn.Linear(in_f, out_f)
        self.lora_a = nn.Linear(in_f, rank, bias=False)
        self.lora_b = nn.Linear(rank, out_f, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.base(x)
        s = self.resolve_scaling()
        if s != 0.0:
            out = out + self.lora_b(self.lora_a(x)) * s
        return out


layer = ColumnParallelLoRA(8, 16)
layer.register_adapter("sql-coder", alpha=16.0, rank=4)
# the router switched to an adapter that was evicted from this layer
layer.activate("legal-summarizer")

forward = torch.compile(layer, fullgraph=True)
