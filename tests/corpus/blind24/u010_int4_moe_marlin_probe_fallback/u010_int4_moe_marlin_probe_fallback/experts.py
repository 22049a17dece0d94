from __future__ import annotations

import torch
from torch import nn

from .kernels import w4a16_moe
from .packing import pack_int4_rows, quantize_w4_symmetric


class W4A16MoE(nn.Module):
    def __init__(self, hidden: int = 16, inter: int = 16, num_experts: int = 4, top_k: int = 2, group_size: int = 8):
        super().__init__()
        self.top_k = top_k
        self.group_size = group_size
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        for name, shape in (("w13", (num_experts, 2 * inter, hidden)), ("w2", (num_experts, hidden, inter))):
            codes, scales = quantize_w4_symmetric(torch.randn(shape) * 0.05, group_size)
            self.register_buffer(f"{name}_packed", pack_int4_rows(codes))
            self.register_buffer(f"{name}_scales", torch.from_numpy(scales))

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        probs = self.gate(hidden_states).softmax(dim=-1)
        topk_weights, topk_ids = probs.topk(self.top_k, dim=-1)
        topk_weights = topk_weights / topk_weights.sum(-1, keepdim=True)
        return w4a16_moe(
            hidden_states,
            self.w13_packed, self.w13_scales,
            self.w2_packed, self.w2_scales,
            topk_weights, topk_ids, self.group_size,
        )
