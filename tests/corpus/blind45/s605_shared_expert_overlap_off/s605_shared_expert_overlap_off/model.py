import time

import torch
import torch.nn.functional as F
from torch import nn

from .config import SparseMoEBlockConfig
from .overlap import SharedExpertOverlapper


class GatedMLP(nn.Module):
    def __init__(self, hidden: int, inter: int):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden, 2 * inter, bias=False)
        self.down_proj = nn.Linear(inter, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class SparseMoEBlock(nn.Module):
    def __init__(self, config: SparseMoEBlockConfig):
        super().__init__()
        self.config = config
        self.gate = nn.Linear(config.hidden_size, config.num_experts, bias=False)
        self.experts = nn.ModuleList(
            GatedMLP(config.hidden_size, config.moe_intermediate_size) for _ in range(config.num_experts)
        )
        self.shared_expert = GatedMLP(config.hidden_size, config.shared.intermediate_size)
        self.shared_expert_gate = nn.Linear(config.hidden_size, 1, bias=False)
        self.overlapper = SharedExpertOverlapper(config.shared)
        self.last_forward_s = 0.0

    def _shared(self, x: torch.Tensor) -> torch.Tensor:
        return torch.sigmoid(self.shared_expert_gate(x)) * self.shared_expert(x)

    def _routed(self, x: torch.Tensor) -> torch.Tensor:
        probs = F.softmax(self.gate(x), dim=-1, dtype=torch.float)
        topk_w, topk_ids = torch.topk(probs, self.config.top_k, dim=-1)
        if self.config.norm_topk_prob:
            topk_w = topk_w / topk_w.sum(dim=-1, keepdim=True)
        # dense combine weights [tokens, experts]; zero where the expert was not picked
        combine = torch.zeros_like(probs).scatter(1, topk_ids, topk_w).to(x.dtype)
        out = torch.zeros_like(x)
        for e, expert in enumerate(self.experts):
            out = out + combine[:, e:e + 1] * expert(x)
        return out

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        timing = self.config.shared.record_timings and not torch.compiler.is_compiling()
        if timing:
            t0 = time.perf_counter()
        shared_out = self.overlapper.run(self._shared, hidden_states)
        out = self._routed(hidden_states) + shared_out
        if timing:
            self.last_forward_s = time.perf_counter() - t0
        return out


block = SparseMoEBlock(SparseMoEBlockConfig())
compiled_block = torch.compile(block, fullgraph=True)
