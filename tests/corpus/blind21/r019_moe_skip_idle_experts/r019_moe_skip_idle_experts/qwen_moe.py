"""Qwen2-MoE flavoured block: renormalised top-k plus a gated shared expert."""
from __future__ import annotations

import torch
from torch import nn

from .sparse_moe import ExpertMLP, SparseMoeBlockBase


class Qwen2MoeSparseBlock(SparseMoeBlockBase):
    routing_method = "softmax_topk_renorm"

    def __init__(self, hidden: int = 8, inter: int = 16, num_experts: int = 4, top_k: int = 2) -> None:
        super().__init__(hidden, inter, num_experts, top_k)
        self.shared_expert = ExpertMLP(hidden, inter)
        self.shared_expert_gate = nn.Linear(hidden, 1, bias=False)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        shape = hidden.shape
        flat = hidden.reshape(-1, shape[-1])
        routed = super().forward(flat)
        shared = torch.sigmoid(self.shared_expert_gate(flat)) * self.shared_expert(flat)
        return (routed + shared).reshape(shape)


compiled_block = torch.compile(Qwen2MoeSparseBlock(), fullgraph=True)
