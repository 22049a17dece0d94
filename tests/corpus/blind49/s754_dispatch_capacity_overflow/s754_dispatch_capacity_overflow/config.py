import math
from dataclasses import dataclass
from typing import Optional


@dataclass
class TransformerConfig:
    hidden_size: int = 8
    ffn_hidden_size: int = 16
    num_moe_experts: int = 4
    moe_router_topk: int = 2
    moe_expert_capacity_factor: Optional[float] = 1.0
    moe_pad_expert_input_to_capacity: bool = False
    moe_token_drop_policy: str = "probs"
    moe_router_load_balancing_type: str = "aux_loss"
    moe_aux_loss_coeff: float = 1e-2

    def expert_capacity(self, num_tokens: int) -> int:
        assert self.moe_expert_capacity_factor is not None
        capacity = num_tokens * self.moe_router_topk / self.num_moe_experts
        return int(math.ceil(capacity * self.moe_expert_capacity_factor))
