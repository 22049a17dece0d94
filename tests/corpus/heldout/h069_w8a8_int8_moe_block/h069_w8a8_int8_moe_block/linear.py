import torch
from torch import nn


class LinearBase(nn.Module):
    def __init__(self, input_size: int, output_size: int, quant_config=None, prefix: str = "") -> None:
        super().__init__()
        self.input_size = input_size
        self.output_size = output_size
        self.register_parameter("bias", None)
        self.quant_method = quant_config.get_quant_method(self, prefix=prefix)
        self.quant_method.create_weights(self, input_size, output_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


class ReplicatedLinear(LinearBase):
    pass


class FusedMoE(nn.Module):
    def __init__(self, num_experts: int, top_k: int, hidden_size: int, intermediate_size: int, quant_config=None, prefix: str = "") -> None:
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.quant_method = quant_config.get_quant_method(self, prefix=prefix)
        self.quant_method.create_weights(self, num_experts, hidden_size, intermediate_size)

    def forward(self, hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, hidden_states, router_logits, top_k=self.top_k)
