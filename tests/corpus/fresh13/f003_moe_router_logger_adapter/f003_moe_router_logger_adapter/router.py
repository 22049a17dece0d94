import torch
from torch import nn

from .dist_log import rank_logger


class TopKRouter(nn.Module):
    def __init__(self, hidden: int, num_experts: int, top_k: int, ep_rank: int = 0):
        super().__init__()
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.num_experts = num_experts
        self.top_k = top_k
        self.renormalize = top_k > 1
        self.log = rank_logger(ep_rank)

    @torch.compile(fullgraph=True)
    def route(self, hidden_states: torch.Tensor):
        logits = self.gate(hidden_states)
        weights, ids = torch.topk(torch.softmax(logits.float(), dim=-1), self.top_k, dim=-1)
        if self.renormalize:
            self.log.warning("renormalizing top-%d weights over %d experts", self.top_k, self.num_experts)
            weights = weights / weights.sum(dim=-1, keepdim=True)
        return weights.to(hidden_states.dtype), ids
