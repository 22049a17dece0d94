import torch
from torch import nn


class LinearBase(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_config=None, prefix: str = ""):
        super().__init__()
        self.in_features, self.out_features, self.prefix = in_features, out_features, prefix
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self)
        self.quant_method.process_weights_after_loading(self)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class FusedMoE(nn.Module):
    def __init__(self, num_experts: int, top_k: int, hidden: int, inter: int, quant_config=None, prefix: str = ""):
        super().__init__()
        self.num_experts, self.top_k = num_experts, top_k
        self.in_features, self.out_features, self.prefix = hidden, inter, prefix
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self)
        self.quant_method.process_weights_after_loading(self)

    def forward(self, x: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, router_logits)
