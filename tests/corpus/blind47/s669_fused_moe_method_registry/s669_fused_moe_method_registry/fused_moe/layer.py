import json
import os
from typing import Optional

import torch
from torch import nn

from .methods import get_moe_quant_method


class FusedMoE(nn.Module):
    def __init__(
        self,
        num_experts: int,
        top_k: int,
        hidden_size: int,
        intermediate_size: int,
        quantization: Optional[str] = None,
        prefix: str = "",
    ) -> None:
        super().__init__()
        self.top_k = top_k
        self.prefix = prefix
        self.intermediate_size = intermediate_size
        self.quant_method = get_moe_quant_method(quantization)
        self.quant_method.create_weights(self, num_experts, hidden_size, intermediate_size)

    def weight_loader(self, param: nn.Parameter, loaded_weight: torch.Tensor, shard_id: str, expert_id: int) -> None:
        expert_data = param.data[expert_id]
        if shard_id == "w2":
            expert_data.copy_(loaded_weight)
            return
        shard = 0 if shard_id == "w1" else 1
        expert_data.narrow(0, shard * self.intermediate_size, self.intermediate_size).copy_(loaded_weight)

    def load_expert_index(self, checkpoint_dir: str) -> dict:
        with open(os.path.join(checkpoint_dir, "model.safetensors.index.json")) as f:
            return json.load(f)["weight_map"]

    def forward(self, hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, hidden_states, router_logits, self.top_k)
