import torch
from torch import nn

from .moe_runner import make_moe_runner


class FusedMoE(nn.Module):
    def __init__(self, num_experts: int = 4, top_k: int = 2, hidden: int = 8, inter: int = 8) -> None:
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.w13_weight = nn.Parameter(torch.randn(num_experts, 2 * inter, hidden) * 0.1)
        self.w2_weight = nn.Parameter(torch.randn(num_experts, hidden, inter) * 0.1)
        self.runner = make_moe_runner(self)

    def forward(self, hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
        return self.runner.run(hidden_states, router_logits, self.w13_weight, self.w2_weight)


moe = FusedMoE()
moe_compiled = torch.compile(moe, fullgraph=True)
