from typing import Tuple

import torch
from torch import nn

from .punica_wrapper import PunicaWrapperCPU


class BaseLinearLayerWithLoRA(nn.Module):
    def __init__(self, base_layer: nn.Linear, output_slices: Tuple[int, ...],
                 max_loras: int, max_lora_rank: int):
        super().__init__()
        self.base_layer = base_layer
        self.output_slices = output_slices
        self.punica_wrapper: PunicaWrapperCPU = None
        in_features = base_layer.in_features
        self.lora_a_stacked = nn.ParameterList(
            nn.Parameter(torch.zeros(max_loras, max_lora_rank, in_features), requires_grad=False)
            for _ in output_slices
        )
        self.lora_b_stacked = nn.ParameterList(
            nn.Parameter(torch.zeros(max_loras, size, max_lora_rank), requires_grad=False)
            for size in output_slices
        )
        self.scaling = 1.0

    def set_mapping(self, punica_wrapper: PunicaWrapperCPU) -> None:
        self.punica_wrapper = punica_wrapper

    def apply(self, x: torch.Tensor) -> torch.Tensor:
        output = self.base_layer(x)
        self.punica_wrapper.add_lora_linear(
            output, x, tuple(self.lora_a_stacked), tuple(self.lora_b_stacked),
            self.scaling, self.output_slices,
        )
        return output

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.apply(x)


class MergedQKVParallelLinearWithLoRA(BaseLinearLayerWithLoRA):
    def __init__(self, hidden: int, q_size: int, kv_size: int, max_loras: int, max_lora_rank: int):
        base = nn.Linear(hidden, q_size + 2 * kv_size, bias=False)
        super().__init__(base, (q_size, kv_size, kv_size), max_loras, max_lora_rank)


class RowParallelLinearWithLoRA(BaseLinearLayerWithLoRA):
    def __init__(self, in_features: int, out_features: int, max_loras: int, max_lora_rank: int):
        super().__init__(nn.Linear(in_features, out_features, bias=False), (out_features,),
                         max_loras, max_lora_rank)
