from dataclasses import dataclass, field

import torch
import torch.nn as nn


@dataclass
class LoraConfig:
    r: int = 4
    lora_alpha: int = 8
    lora_dropout: float = 0.0
    target_modules: list = field(default_factory=lambda: ["linear_1", "linear_2"])


class LoraLinear(nn.Module):
    def __init__(self, base_layer: nn.Linear, adapter_name: str, config: LoraConfig):
        super().__init__()
        self.base_layer = base_layer
        self.lora_A = nn.ModuleDict()
        self.lora_B = nn.ModuleDict()
        self.lora_dropout = nn.ModuleDict()
        self.scaling = {}
        self.active_adapters = []
        self.merged = False
        self.update_layer(adapter_name, config)

    def update_layer(self, adapter_name: str, config: LoraConfig) -> None:
        self.lora_A[adapter_name] = nn.Linear(self.base_layer.in_features, config.r, bias=False)
        self.lora_B[adapter_name] = nn.Linear(config.r, self.base_layer.out_features, bias=False)
        nn.init.normal_(self.lora_B[adapter_name].weight, std=0.02)
        self.lora_dropout[adapter_name] = (
            nn.Dropout(config.lora_dropout) if config.lora_dropout > 0 else nn.Identity()
        )
        self.scaling[adapter_name] = config.lora_alpha / config.r
        self.active_adapters.append(adapter_name)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        result = self.base_layer(x)
        if self.merged:
            return result
        for name in self.active_adapters:
            if name not in self.lora_A:
                continue
            lora_out = self.lora_B[name](self.lora_A[name](self.lora_dropout[name](x)))
            result = result + lora_out * self.scaling[name]
        return result


def inject_adapter(model: nn.Module, adapter_name: str, config: LoraConfig) -> nn.Module:
    for parent_name, parent in list(model.named_modules()):
        for child_name, child in list(parent.named_children()):
            if child_name in config.target_modules and isinstance(child, nn.Linear):
                setattr(parent, child_name, LoraLinear(child, adapter_name, config))
    return model
