import logging

import torch
import torch.nn.functional as F
from torch import nn

from .moe_config import MoERunnerConfig, moe_config_from_env
from .routing_ops import moe_sort_tokens

logger = logging.getLogger(__name__)


class FusedMoE(nn.Module):
    def __init__(self, config: MoERunnerConfig):
        super().__init__()
        self.config = config
        e, h, i = config.num_experts, config.hidden_size, config.intermediate_size
        self.gate = nn.Linear(h, e, bias=False)
        self.w1 = nn.Parameter(torch.randn(e, i, h) * 0.02)
        self.w2 = nn.Parameter(torch.randn(e, h, i) * 0.02)

    def _check_routing(self, topk_ids: torch.Tensor) -> None:
        if topk_ids.max().item() >= self.config.num_experts:
            raise RuntimeError("router produced an out-of-range expert id")

    def _route_native(self, topk_ids: torch.Tensor):
        counts = torch.bincount(topk_ids.flatten(), minlength=self.config.num_experts)
        return torch.argsort(topk_ids.flatten(), stable=True), counts

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        t, k = x.shape[0], self.config.top_k
        weights, topk_ids = torch.topk(torch.softmax(self.gate(x), dim=-1), k, dim=-1)
        if self.config.debug_check_routing:
            self._check_routing(topk_ids)
        if self.config.moe_runner_backend == "triton":
            order, counts = moe_sort_tokens(topk_ids, self.config.num_experts)
        else:
            order, counts = self._route_native(topk_ids)
        if not torch.compiler.is_compiling():
            logger.debug("expert load: %s", counts.tolist())
        token_of_slot = order // k
        expert_of_slot = topk_ids.flatten()[order]
        xs = x[token_of_slot]
        h = F.silu(torch.einsum("sh,sih->si", xs, self.w1[expert_of_slot]))
        ys = torch.einsum("si,shi->sh", h, self.w2[expert_of_slot]) * weights.flatten()[order, None]
        return torch.zeros_like(x).index_add_(0, token_of_slot, ys)


moe = FusedMoE(moe_config_from_env())
compiled_moe = torch.compile(moe, fullgraph=True)
