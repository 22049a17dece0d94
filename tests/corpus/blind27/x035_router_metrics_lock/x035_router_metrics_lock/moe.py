import torch
import torch.nn as nn

from .metrics import REGISTRY

ROUTER_CALLS = REGISTRY.counter("moe_router_calls_total", "number of router invocations")


class TopKRouter(nn.Module):
    def __init__(self, hidden: int = 8, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.top_k = top_k

    def route(self, x):
        logits = self.gate(x)
        weights, ids = torch.topk(logits.softmax(-1), self.top_k, dim=-1)
        weights = weights / weights.sum(-1, keepdim=True)
        ROUTER_CALLS.inc()
        return weights, ids

    def forward(self, x):
        weights, ids = self.route(x)
        return weights, ids


router = TopKRouter()
route = torch.compile(router, fullgraph=True)
