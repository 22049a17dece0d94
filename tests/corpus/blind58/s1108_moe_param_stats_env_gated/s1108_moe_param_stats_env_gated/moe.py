import torch
from torch import nn

from . import envs
from .debug_utils import dump_expert_param_stats


class ExpertMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, expert_id: int):
        super().__init__()
        self.expert_id = expert_id
        self.w13 = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.w2 = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.w13(x).chunk(2, dim=-1)
        return self.w2(nn.functional.silu(gate) * up)


class SharedExpert(ExpertMLP):
    pass


class SparseMoeBlock(nn.Module):
    def __init__(self, hidden_size: int = 16, intermediate_size: int = 24, top_k: int = 2):
        super().__init__()
        num_experts = envs.SGLANG_MOE_NUM_EXPERTS
        self.top_k = top_k
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.experts = nn.ModuleList(
            ExpertMLP(hidden_size, intermediate_size, i) for i in range(num_experts)
        )
        self.shared_expert = SharedExpert(hidden_size, intermediate_size, expert_id=-1)

    def _routed_experts(self):
        for child in self.experts.children():
            if isinstance(child, ExpertMLP) and not isinstance(child, SharedExpert):
                yield child

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        if envs.SGLANG_MOE_DEBUG_PARAM_STATS:
            dump_expert_param_stats(self, tag="moe")
        router_logits = self.gate(hidden_states)
        routing_weights = torch.softmax(router_logits, dim=-1, dtype=torch.float)
        topk_weights, topk_ids = torch.topk(routing_weights, self.top_k, dim=-1)
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        out = torch.zeros_like(hidden_states)
        for expert in self._routed_experts():
            mask = (topk_ids == expert.expert_id).to(topk_weights.dtype)
            weight = (topk_weights * mask).sum(dim=-1, keepdim=True)
            out = out + weight.to(hidden_states.dtype) * expert(hidden_states)
        out = out * envs.SGLANG_MOE_ROUTED_SCALING
        if getattr(self, "shared_expert", None) is not None:
            out = out + self.shared_expert(hidden_states)
        return out


moe_block = SparseMoeBlock().eval()
compiled_moe = torch.compile(moe_block, fullgraph=True)
