import torch
from torch import nn

from . import quantization
from .linear import FusedMoE, ReplicatedLinear


class Qwen2MoeSparseMoeBlock(nn.Module):
    def __init__(self, hidden_size: int = 16, num_experts: int = 4, top_k: int = 2, quant_config=None, prefix: str = "") -> None:
        super().__init__()
        self.gate = ReplicatedLinear(hidden_size, num_experts, quant_config=quant_config, prefix=f"{prefix}.gate")
        self.experts = FusedMoE(num_experts, top_k, hidden_size, 8, quant_config=quant_config, prefix=f"{prefix}.experts")

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        return self.experts(hidden_states, router_logits)


_config = quantization.get_quantization_config("w8a8_int8")()
block = Qwen2MoeSparseMoeBlock(quant_config=_config, prefix="model.layers.0.mlp")
block_compiled = torch.compile(block, fullgraph=True)
