from __future__ import annotations

from typing import Callable, Optional

import torch
from torch import nn

from .fused_moe import fused_experts, fused_topk, grouped_topk
from .utils import print_warning_once


class UnquantizedFusedMoEMethod:
    def create_weights(self, layer: nn.Module, num_experts: int, hidden_size: int,
                       intermediate_size_per_partition: int) -> None:
        layer.w13_weight = nn.Parameter(
            torch.randn(num_experts, 2 * intermediate_size_per_partition, hidden_size) * 0.02
        )
        layer.w2_weight = nn.Parameter(
            torch.randn(num_experts, hidden_size, intermediate_size_per_partition) * 0.02
        )

    def apply(self, layer: "FusedMoE", x: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids = FusedMoE.select_experts(
            hidden_states=x,
            router_logits=router_logits,
            top_k=layer.top_k,
            use_grouped_topk=layer.use_grouped_topk,
            renormalize=layer.renormalize,
            topk_group=layer.topk_group,
            num_expert_group=layer.num_expert_group,
            custom_routing_function=layer.custom_routing_function,
            scoring_func=layer.scoring_func,
            e_score_correction_bias=layer.e_score_correction_bias,
        )
        return fused_experts(x, layer.w13_weight, layer.w2_weight, topk_weights, topk_ids)


class FusedMoE(nn.Module):
    def __init__(
        self,
        num_experts: int,
        top_k: int,
        hidden_size: int,
        intermediate_size: int,
        renormalize: bool = True,
        use_grouped_topk: bool = False,
        num_expert_group: Optional[int] = None,
        topk_group: Optional[int] = None,
        custom_routing_function: Optional[Callable] = None,
        scoring_func: str = "softmax",
        e_score_correction_bias: Optional[torch.Tensor] = None,
    ):
        super().__init__()
        self.top_k = top_k
        self.renormalize = renormalize
        self.use_grouped_topk = use_grouped_topk
        self.num_expert_group = num_expert_group
        self.topk_group = topk_group
        self.custom_routing_function = custom_routing_function
        self.scoring_func = scoring_func
        self.e_score_correction_bias = e_score_correction_bias
        self.quant_method = UnquantizedFusedMoEMethod()
        self.quant_method.create_weights(self, num_experts, hidden_size, intermediate_size)

    @staticmethod
    def select_experts(
        hidden_states: torch.Tensor,
        router_logits: torch.Tensor,
        top_k: int,
        use_grouped_topk: bool,
        renormalize: bool,
        topk_group: Optional[int] = None,
        num_expert_group: Optional[int] = None,
        custom_routing_function: Optional[Callable] = None,
        scoring_func: str = "softmax",
        e_score_correction_bias: Optional[torch.Tensor] = None,
    ):
        if use_grouped_topk:
            assert topk_group is not None and num_expert_group is not None
            return grouped_topk(
                hidden_states, router_logits, top_k, renormalize,
                num_expert_group, topk_group, scoring_func, e_score_correction_bias,
            )
        if custom_routing_function is not None:
            return custom_routing_function(hidden_states, router_logits, top_k, renormalize)
        if e_score_correction_bias is not None:
            print_warning_once(
                "e_score_correction_bias is only used by grouped_topk routing; ignoring it."
            )
        return fused_topk(hidden_states, router_logits, top_k, renormalize)

    def forward(self, hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, hidden_states, router_logits)


_moe = FusedMoE(
    num_experts=8,
    top_k=2,
    hidden_size=8,
    intermediate_size=16,
    e_score_correction_bias=torch.zeros(8),
)
moe_forward = torch.compile(_moe.forward, fullgraph=True)
