import torch
from torch import nn

from .punica_wrapper import PunicaWrapper


class RowParallelLinearWithLoRA(nn.Module):
    def __init__(self, in_features: int = 8, out_features: int = 8, max_loras: int = 2, max_rank: int = 4):
        super().__init__()
        self.base_layer = nn.Linear(in_features, out_features, bias=False)
        self.lora_a_stacked = nn.Parameter(torch.randn(max_loras, max_rank, in_features) * 0.02)
        self.lora_b_stacked = nn.Parameter(torch.randn(max_loras, out_features, max_rank) * 0.02)
        self.scale = 16.0 / max_rank
        self.punica_wrapper = PunicaWrapper(max_num_batched_tokens=16, max_loras=max_loras)
        self.punica_wrapper.update_metadata([0, 0, 1, -1])

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        output = self.base_layer(x)
        if self.punica_wrapper.no_lora:
            return output
        return self.punica_wrapper.add_lora_linear(
            output, x, self.lora_a_stacked, self.lora_b_stacked, self.scale
        )
