import math
from typing import List, Optional

import torch
import torch.nn as nn

from .tuners_utils import BaseTunerLayer


class LoRALinear(nn.Module, BaseTunerLayer):
    adapter_layer_names = ("lora_A", "lora_B")

    def __init__(self, base_layer: nn.Linear, adapter_name: str = "default", r: int = 4,
                 lora_alpha: int = 8, lora_dropout: float = 0.0):
        super().__init__()
        self.base_layer = base_layer
        self.in_features = base_layer.in_features
        self.out_features = base_layer.out_features
        self.r = {}
        self.scaling = {}
        self.lora_A = nn.ModuleDict()
        self.lora_B = nn.ModuleDict()
        self.lora_dropout = nn.ModuleDict()
        self.active_adapters: List[str] = []
        self.update_layer(adapter_name, r, lora_alpha, lora_dropout)

    def update_layer(self, adapter_name: str, r: int, lora_alpha: int, lora_dropout: float) -> None:
        self.r[adapter_name] = r
        self.scaling[adapter_name] = lora_alpha / r
        self.lora_A[adapter_name] = nn.Linear(self.in_features, r, bias=False)
        self.lora_B[adapter_name] = nn.Linear(r, self.out_features, bias=False)
        self.lora_dropout[adapter_name] = nn.Dropout(lora_dropout) if lora_dropout > 0 else nn.Identity()
        nn.init.kaiming_uniform_(self.lora_A[adapter_name].weight, a=math.sqrt(5))
        nn.init.normal_(self.lora_B[adapter_name].weight, std=0.02)
        self.active_adapters.append(adapter_name)

    def forward(self, x: torch.Tensor, adapter_names: Optional[List[str]] = None) -> torch.Tensor:
        self._ensure_base_frozen()
        result = self.base_layer(x)
        if self.disable_adapters:
            return result
        for name in adapter_names or self.active_adapters:
            if name not in self.lora_A:
                continue
            dropout = self.lora_dropout[name]
            result = result + self.lora_B[name](self.lora_A[name](dropout(x))) * self.scaling[name]
        return result
