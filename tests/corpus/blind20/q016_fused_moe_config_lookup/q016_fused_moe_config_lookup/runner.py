from __future__ import annotations

import torch

from .fused_moe import FP8, FP8_MAX, fused_experts_fp8


def _quant_weight(w: torch.Tensor):
    scale = w.abs().amax(dim=-1, keepdim=True) / FP8_MAX
    return (w / scale).to(FP8), scale


class MoERunner:
    def __init__(self, hidden: int = 8, inter: int = 16, num_experts: int = 4, top_k: int = 2):
        g = torch.Generator().manual_seed(0)
        self.top_k = top_k
        self.router_w = torch.randn(num_experts, hidden, generator=g) * 0.1
        self.w1, self.w1_scale = _quant_weight(torch.randn(num_experts, 2 * inter, hidden, generator=g) * 0.05)
        self.w2, self.w2_scale = _quant_weight(torch.randn(num_experts, hidden, inter, generator=g) * 0.05)

    def select_experts(self, x: torch.Tensor):
        logits = x @ self.router_w.t()
        weights, ids = torch.topk(torch.softmax(logits, dim=-1), self.top_k, dim=-1)
        return weights / weights.sum(dim=-1, keepdim=True), ids

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids = self.select_experts(hidden_states)
        return fused_experts_fp8(
            hidden_states, self.w1, self.w1_scale, self.w2, self.w2_scale, topk_weights, topk_ids
        )


runner = MoERunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
