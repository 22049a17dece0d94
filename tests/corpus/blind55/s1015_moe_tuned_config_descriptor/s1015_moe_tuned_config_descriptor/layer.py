from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .descriptors import TunedKernelConfigs
from .fused_moe_config import get_default_config


class FusedMoE(nn.Module):
    kernel_configs = TunedKernelConfigs()

    def __init__(
        self,
        num_experts: int,
        top_k: int,
        hidden_size: int,
        intermediate_size: int,
        quant_dtype: Optional[str] = None,
    ):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.hidden_size = hidden_size
        self.intermediate_size = intermediate_size
        self.quant_dtype = quant_dtype
        self.w13_weight = nn.Parameter(torch.randn(num_experts, 2 * intermediate_size, hidden_size) * 0.02)
        self.w2_weight = nn.Parameter(torch.randn(num_experts, hidden_size, intermediate_size) * 0.02)

    def _select_config(self, M: int):
        configs = self.kernel_configs
        if configs:
            return configs[min(configs.keys(), key=lambda x: abs(x - M))]
        return get_default_config(M, self.num_experts, self.top_k)

    def forward(self, hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
        M = hidden_states.shape[0]
        config = self._select_config(M)
        chunk = config["BLOCK_SIZE_M"]
        topk_weights, topk_ids = torch.topk(F.softmax(router_logits, dim=-1), self.top_k, dim=-1)
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        out = torch.zeros_like(hidden_states)
        for start in range(0, M, chunk):
            x = hidden_states[start : start + chunk]
            ids = topk_ids[start : start + chunk]
            w = topk_weights[start : start + chunk]
            for e in range(self.num_experts):
                gate_up = F.linear(x, self.w13_weight[e])
                gate, up = gate_up.chunk(2, dim=-1)
                y = F.linear(F.silu(gate) * up, self.w2_weight[e])
                mask = (ids == e).to(x.dtype) * w
                out[start : start + chunk] += y * mask.sum(dim=-1, keepdim=True)
        return out


class SparseMoeBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.experts = FusedMoE(num_experts, top_k, hidden_size, intermediate_size=16)

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        return self.experts(hidden_states, router_logits)
