import torch
import torch.nn as nn
import torch.nn.functional as F

from .ep_state import get_expert_parallel_info
from .rank_utils import print_rank0_once


class ExpertParallelDispatcher:
    def __init__(self, num_experts: int, top_k: int):
        self.num_experts = num_experts
        self.top_k = top_k

    def _local_dispatch(self, hidden_states, topk_weights, topk_ids, experts):
        out = torch.zeros_like(hidden_states)
        for expert_id, expert in enumerate(experts):
            weight = (topk_weights * (topk_ids == expert_id)).sum(dim=-1, keepdim=True)
            out = out + weight * expert(hidden_states)
        return out

    def dispatch_combine(self, hidden_states, topk_weights, topk_ids, experts):
        ep = get_expert_parallel_info(self.num_experts)
        if ep.ep_size == 1:
            print_rank0_once("expert parallel size is 1, using local dispatch")
            return self._local_dispatch(hidden_states, topk_weights, topk_ids, experts)
        raise NotImplementedError("all-to-all dispatch requires an initialized EP group")


class SparseMoeBlock(nn.Module):
    def __init__(self, hidden_size: int, num_experts: int, top_k: int):
        super().__init__()
        self.top_k = top_k
        self.experts = nn.ModuleList(nn.Linear(hidden_size, hidden_size, bias=False) for _ in range(num_experts))
        self.dispatcher = ExpertParallelDispatcher(num_experts, top_k)

    def forward(self, hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
        routing_weights = F.softmax(router_logits, dim=-1, dtype=torch.float32)
        topk_weights, topk_ids = torch.topk(routing_weights, self.top_k, dim=-1)
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        return self.dispatcher.dispatch_combine(hidden_states, topk_weights, topk_ids, self.experts)


_moe = SparseMoeBlock(hidden_size=8, num_experts=4, top_k=2)


@torch.compile(fullgraph=True)
def moe_forward(hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
    return _moe(hidden_states, router_logits)
