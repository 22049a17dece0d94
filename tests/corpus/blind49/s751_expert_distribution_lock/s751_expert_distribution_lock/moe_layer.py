import torch
import torch.nn as nn
import torch.nn.functional as F

from .expert_distribution import (
    ExpertDistributionRecorder,
    get_global_expert_distribution_recorder,
    set_global_expert_distribution_recorder,
)

NUM_LAYERS = 2
NUM_EXPERTS = 4
TOP_K = 2
HIDDEN = 8

set_global_expert_distribution_recorder(
    ExpertDistributionRecorder("stat", num_layers=NUM_LAYERS, num_experts=NUM_EXPERTS)
)


def select_experts(router_logits: torch.Tensor, top_k: int, renormalize: bool = True):
    scores = F.softmax(router_logits, dim=-1, dtype=torch.float32)
    topk_weights, topk_ids = torch.topk(scores, top_k, dim=-1)
    if renormalize:
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    get_global_expert_distribution_recorder().on_select_experts(topk_ids)
    return topk_weights, topk_ids


class DeepseekMoEBlock(nn.Module):
    def __init__(self, layer_id: int, hidden_size: int = HIDDEN, num_experts: int = NUM_EXPERTS):
        super().__init__()
        self.layer_id = layer_id
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.w_up = nn.Parameter(torch.randn(num_experts, hidden_size, 2 * hidden_size) * 0.02)
        self.w_down = nn.Parameter(torch.randn(num_experts, 2 * hidden_size, hidden_size) * 0.02)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        recorder = get_global_expert_distribution_recorder()
        with recorder.with_current_layer(self.layer_id):
            topk_weights, topk_ids = select_experts(router_logits, TOP_K)
        up = torch.einsum("th,ehf->tef", hidden_states, self.w_up)
        down = torch.einsum("tef,efh->teh", F.silu(up), self.w_down)
        picked = torch.gather(down, 1, topk_ids.unsqueeze(-1).expand(-1, -1, down.shape[-1]))
        return (picked * topk_weights.unsqueeze(-1).to(picked.dtype)).sum(dim=1)


_block = DeepseekMoEBlock(layer_id=1)


@torch.compile(fullgraph=True)
def forward_moe_block(hidden_states: torch.Tensor) -> torch.Tensor:
    return _block(hidden_states) + hidden_states
