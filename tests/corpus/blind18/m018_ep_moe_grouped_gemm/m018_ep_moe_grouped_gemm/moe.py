import torch
from torch import nn

from .dispatch import permute_by_expert, unpermute
from .grouped_gemm import GroupedGemmRunner, swiglu


class EPMoE(nn.Module):
    def __init__(self, num_experts: int = 4, top_k: int = 2, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.router = nn.Linear(hidden, num_experts, bias=False)
        self.w13 = nn.Parameter(torch.randn(num_experts, 2 * inter, hidden) * 0.02)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden, inter) * 0.02)
        self.grouped_gemm_runner = GroupedGemmRunner()

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self.router(hidden_states)
        topk_weights, topk_ids = torch.topk(logits.softmax(-1), self.top_k, dim=-1)
        d = permute_by_expert(hidden_states, topk_ids, topk_weights, self.num_experts)
        gate_up = self.grouped_gemm_runner.run(d.permuted_hidden, self.w13, d.tokens_per_expert)
        down = self.grouped_gemm_runner.run(swiglu(gate_up), self.w2, d.tokens_per_expert)
        return unpermute(down, d, hidden_states.shape[0])


moe_forward = torch.compile(EPMoE(), fullgraph=True)
