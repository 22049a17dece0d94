import logging
from typing import Dict, Optional, Type

import torch
import torch.nn.functional as F
from torch import nn

logger = logging.getLogger(__name__)


class FusedMoEMethodBase:
    def create_weights(self, layer: nn.Module, num_experts: int, hidden_size: int, intermediate_size: int) -> None:
        raise NotImplementedError

    def apply(self, layer: nn.Module, x: torch.Tensor, router_logits: torch.Tensor, top_k: int) -> torch.Tensor:
        raise NotImplementedError


def _select_experts(router_logits: torch.Tensor, top_k: int):
    weights = torch.softmax(router_logits, dim=-1, dtype=torch.float32)
    topk_weights, topk_ids = torch.topk(weights, top_k, dim=-1)
    return topk_weights / topk_weights.sum(dim=-1, keepdim=True), topk_ids


class UnquantizedFusedMoEMethod(FusedMoEMethodBase):
    def create_weights(self, layer, num_experts, hidden_size, intermediate_size):
        g = torch.Generator().manual_seed(9)
        layer.w13_weight = nn.Parameter(
            torch.randn(num_experts, 2 * intermediate_size, hidden_size, generator=g) * 0.1, requires_grad=False
        )
        layer.w2_weight = nn.Parameter(
            torch.randn(num_experts, hidden_size, intermediate_size, generator=g) * 0.1, requires_grad=False
        )

    def apply(self, layer, x, router_logits, top_k):
        topk_weights, topk_ids = _select_experts(router_logits, top_k)
        num_experts = layer.w13_weight.shape[0]
        # dense dispatch: [T, E] combine weights, every expert sees every token
        combine = torch.zeros(x.shape[0], num_experts, dtype=topk_weights.dtype, device=x.device)
        combine.scatter_add_(1, topk_ids, topk_weights)
        gate_up = torch.einsum("th,eih->tei", x, layer.w13_weight)
        gate, up = gate_up.chunk(2, dim=-1)
        expert_out = torch.einsum("tei,ehi->teh", F.silu(gate) * up, layer.w2_weight)
        return (expert_out * combine.unsqueeze(-1).to(x.dtype)).sum(dim=1)


class Fp8PerTensorMoEMethod(FusedMoEMethodBase):
    """Per-tensor fp8 experts; scales are merged for w1/w3 at load time."""

    def create_weights(self, layer, num_experts, hidden_size, intermediate_size):
        layer.w13_weight = nn.Parameter(
            torch.zeros(num_experts, 2 * intermediate_size, hidden_size, dtype=torch.float8_e4m3fn), requires_grad=False
        )
        layer.w2_weight = nn.Parameter(
            torch.zeros(num_experts, hidden_size, intermediate_size, dtype=torch.float8_e4m3fn), requires_grad=False
        )
        layer.w13_weight_scale = nn.Parameter(torch.ones(num_experts, 2), requires_grad=False)
        layer.w2_weight_scale = nn.Parameter(torch.ones(num_experts), requires_grad=False)

    def apply(self, layer, x, router_logits, top_k):
        topk_weights, topk_ids = _select_experts(router_logits, top_k)
        out = torch.zeros_like(x)
        for expert_id in topk_ids.unique().tolist():
            token_idx, slot = torch.where(topk_ids == expert_id)
            w13_scale = layer.w13_weight_scale[expert_id].max().item()
            if w13_scale == 0.0:
                logger.warning("expert %d has an all-zero w13 scale, skipping", expert_id)
                continue
            w13 = layer.w13_weight[expert_id].float() * w13_scale
            w2 = layer.w2_weight[expert_id].float() * layer.w2_weight_scale[expert_id]
            gate, up = (x[token_idx] @ w13.t()).chunk(2, dim=-1)
            y = (F.silu(gate) * up) @ w2.t()
            out.index_add_(0, token_idx, y * topk_weights[token_idx, slot].unsqueeze(-1))
        return out


MOE_QUANT_METHODS: Dict[Optional[str], Type[FusedMoEMethodBase]] = {
    None: UnquantizedFusedMoEMethod,
    "fp8": Fp8PerTensorMoEMethod,
}


def get_moe_quant_method(quantization: Optional[str]) -> FusedMoEMethodBase:
    return MOE_QUANT_METHODS[quantization]()
