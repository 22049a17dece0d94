from __future__ import annotations

import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch import nn

from . import envs
from .parallel_config import FusedMoEParallelConfig, determine_expert_map


class FusedMoE(nn.Module):
    def __init__(self, num_experts: int = 8, top_k: int = 2, hidden_size: int = 8,
                 intermediate_size: int = 16):
        super().__init__()
        self.global_num_experts = num_experts
        self.top_k = top_k
        self.moe_parallel_config = FusedMoEParallelConfig.make()
        self.local_num_experts, expert_map = determine_expert_map(
            self.moe_parallel_config.ep_size,
            self.moe_parallel_config.ep_rank,
            num_experts,
            envs.VLLM_EXPERT_PLACEMENT_STRATEGY,
        )
        self.register_buffer("expert_map", expert_map, persistent=False)
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.w13_weight = nn.Parameter(
            torch.randn(self.local_num_experts, 2 * intermediate_size, hidden_size) * 0.02
        )
        self.w2_weight = nn.Parameter(
            torch.randn(self.local_num_experts, hidden_size, intermediate_size) * 0.02
        )

    @property
    def use_ep(self) -> bool:
        return self.moe_parallel_config.use_ep

    def _map_to_local(self, topk_ids: torch.Tensor, topk_weights: torch.Tensor):
        if self.expert_map is None:
            return topk_ids, topk_weights
        local_ids = self.expert_map[topk_ids]
        is_local = local_ids >= 0
        topk_weights = torch.where(is_local, topk_weights, torch.zeros_like(topk_weights))
        local_ids = torch.where(is_local, local_ids, torch.zeros_like(local_ids))
        return local_ids.long(), topk_weights

    def forward_chunk(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        topk_weights, topk_ids = torch.topk(router_logits.softmax(dim=-1), self.top_k, dim=-1)
        local_ids, topk_weights = self._map_to_local(topk_ids, topk_weights)
        gate_up = torch.einsum("th,tkih->tki", hidden_states, self.w13_weight[local_ids])
        gate, up = gate_up.chunk(2, dim=-1)
        out = torch.einsum("tki,tkoi->tko", F.silu(gate) * up, self.w2_weight[local_ids])
        return (out * topk_weights.unsqueeze(-1)).sum(dim=1)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        chunk_size = envs.VLLM_MOE_DP_CHUNK_SIZE
        outputs = [
            self.forward_chunk(chunk) for chunk in torch.split(hidden_states, chunk_size, dim=0)
        ]
        final = torch.cat(outputs)
        if self.use_ep and self.moe_parallel_config.use_all2all_kernels:
            dist.all_reduce(final)
        return final


moe = torch.compile(FusedMoE(), fullgraph=True)
