from functools import cached_property

import torch
from torch import nn

from .routing import get_routing_impl


class TopKRouter(nn.Module):
    def __init__(self, hidden_size, num_experts, top_k, *, scoring="softmax",
                 num_expert_groups=1, topk_groups=1, renormalize=True):
        super().__init__()
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.top_k = top_k
        self.scoring = scoring
        self.num_expert_groups = num_expert_groups
        self.topk_groups = topk_groups
        self.renormalize = renormalize

    @property
    def use_grouped_topk(self) -> bool:
        return self.num_expert_groups > 1

    @cached_property
    def routing_fn(self):
        return get_routing_impl(self.scoring, self.use_grouped_topk)

    def select_experts(self, hidden: torch.Tensor):
        logits = self.gate(hidden)
        return self.routing_fn(
            logits, self.top_k, self.renormalize,
            num_groups=self.num_expert_groups, topk_groups=self.topk_groups,
        )
