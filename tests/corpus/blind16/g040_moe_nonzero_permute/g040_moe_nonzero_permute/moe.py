import torch
from torch import nn

from .permute import expert_forward
from .stats import load_balance_stats

NUM_EXPERTS = 4


class Top1Moe(nn.Module):
    def __init__(self, hidden: int, num_experts: int):
        super().__init__()
        self.num_experts = num_experts
        self.router = nn.Linear(hidden, num_experts, bias=False)
        self.experts = nn.ModuleList(nn.Linear(hidden, hidden) for _ in range(num_experts))


_moe = Top1Moe(8, NUM_EXPERTS)


@torch.compile(fullgraph=True)
def moe_forward(hidden: torch.Tensor):
    router_logits = _moe.router(hidden)
    probs = router_logits.softmax(dim=-1)
    topk_weight, topk_ids = probs.max(dim=-1)
    out = expert_forward(_moe.experts, hidden, topk_ids, topk_weight)
    imbalance, z_loss = load_balance_stats(topk_ids, _moe.num_experts, router_logits)
    aux_loss = probs.mean() * imbalance + z_loss
    return out, aux_loss
