import torch
from torch import nn

from .lora_utils import (
    LORA_A_PREFIX,
    LORA_B_PREFIX,
    get_adapter_weights,
    list_adapter_slots,
    register_lora_class,
)


class BaseLayerWithLoRA(nn.Module):
    def __init__(self, base_layer: nn.Module, max_loras: int, max_rank: int):
        super().__init__()
        self.base_layer = base_layer
        self.max_rank = max_rank
        self.scaling = 1.0 / max_rank
        in_features, out_features = self.lora_dims()
        for slot in range(max_loras):
            setattr(self, f"{LORA_A_PREFIX}{slot}",
                    nn.Parameter(torch.zeros(max_rank, in_features), requires_grad=False))
            setattr(self, f"{LORA_B_PREFIX}{slot}",
                    nn.Parameter(torch.zeros(out_features, max_rank), requires_grad=False))

    def lora_dims(self):
        raise NotImplementedError

    def apply_lora(self, x: torch.Tensor, output: torch.Tensor) -> torch.Tensor:
        for slot in list_adapter_slots(self):
            lora_a, lora_b = get_adapter_weights(self, slot)
            output = output + (x @ lora_a.t()) @ lora_b.t() * self.scaling
        return output


@register_lora_class(nn.Linear)
class LinearWithLoRA(BaseLayerWithLoRA):
    def lora_dims(self):
        return self.base_layer.in_features, self.base_layer.out_features

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        output = self.base_layer(x)
        return self.apply_lora(x, output)
