import torch
import torch.nn as nn
import torch.nn.functional as F

from .expert_distribution import (
    ExpertDistributionRecorder,
    get_global_expert_distribution_recorder,
    set_global_expert_distribution_recorder,
)
from .server_args import get_global_server_args


class TopK(nn.Module):
    def __init__(self, top_k: int, layer_id: int, renormalize: bool = True):
        super().__init__()
        self.top_k = top_k
        self.layer_id = layer_id
        self.renormalize = renormalize

    def forward(self, hidden_states: torch.Tensor, router_logits: torch.Tensor):
        probs = F.softmax(router_logits, dim=-1, dtype=torch.float32)
        topk_weights, topk_ids = torch.topk(probs, self.top_k, dim=-1)
        if self.renormalize:
            topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        get_global_expert_distribution_recorder().on_select_experts(self.layer_id, topk_ids)
        return topk_weights.to(hidden_states.dtype), topk_ids


class Qwen2MoeSparseMoeBlock(nn.Module):
    def __init__(self, layer_id: int = 0):
        super().__init__()
        args = get_global_server_args()
        h, e = args.hidden_size, args.num_experts
        self.gate = nn.Linear(h, e, bias=False)
        self.topk = TopK(args.num_experts_per_tok, layer_id)
        self.experts = nn.ModuleList(nn.Linear(h, h, bias=False) for _ in range(e))
        self.shared_expert = nn.Linear(h, h, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        topk_weights, topk_ids = self.topk(hidden_states, router_logits)
        out = torch.zeros_like(hidden_states)
        for expert_idx, expert in enumerate(self.experts):
            weight = (topk_weights * (topk_ids == expert_idx)).sum(dim=-1, keepdim=True)
            out = out + weight * expert(hidden_states)
        recorder = get_global_expert_distribution_recorder()
        if recorder.recording:
            recorder.on_forward_pass_end(0)
        return out + self.shared_expert(hidden_states)


set_global_expert_distribution_recorder(ExpertDistributionRecorder.init_new(get_global_server_args()))

model = torch.compile(Qwen2MoeSparseMoeBlock(layer_id=3), fullgraph=True)
