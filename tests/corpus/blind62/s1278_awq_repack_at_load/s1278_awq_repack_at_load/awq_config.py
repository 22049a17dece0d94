import logging
import warnings
from typing import Optional

import torch

from .awq_ops import awq_dequantize, pack_factor_for, reorder_awq_to_standard

logger = logging.getLogger(__name__)


class FusedMoE(torch.nn.Module):
    """Marker base for expert layers."""


class AWQConfig:

    def __init__(self, weight_bits: int, group_size: int, zero_point: bool,
                 modules_to_not_convert: Optional[list] = None):
        self.weight_bits = weight_bits
        self.group_size = group_size
        self.zero_point = zero_point
        self.modules_to_not_convert = modules_to_not_convert or []
        self.pack_factor = pack_factor_for(weight_bits)

    def get_quant_method(self, layer: torch.nn.Module, prefix: str):
        if isinstance(layer, FusedMoE):
            return AWQMoEMethod(self)
        return AWQLinearMethod(self)


class AWQLinearMethod:

    def __init__(self, quant_config: AWQConfig):
        self.quant_config = quant_config

    def process_weights_after_loading(self, layer: torch.nn.Module) -> None:
        cfg = self.quant_config
        qweight, qzeros = layer.qweight.data, layer.qzeros.data
        if qweight.shape[0] % cfg.group_size != 0:
            raise ValueError(f"{layer.prefix}: input dim not divisible by group size")
        if torch.any(layer.scales.data <= 0):
            warnings.warn(f"{layer.prefix}: non-positive AWQ scales, clamping", RuntimeWarning)
            layer.scales.data.clamp_(min=1e-8)
        weight = awq_dequantize(reorder_awq_to_standard(qweight, cfg.weight_bits),
                                reorder_awq_to_standard(qzeros, cfg.weight_bits),
                                layer.scales.data, cfg.group_size)
        logger.info("repacked %s: %s -> %s", layer.prefix, tuple(qweight.shape),
                    tuple(weight.shape))
        layer.register_buffer("weight", weight.t().contiguous(), persistent=False)
        del layer.qweight, layer.qzeros

    def apply(self, layer: torch.nn.Module, x: torch.Tensor,
              bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        return torch.nn.functional.linear(x, layer.weight, bias)


class AWQMoEMethod:

    def __init__(self, quant_config: AWQConfig):
        self.quant_config = quant_config

    def apply(self, layer: torch.nn.Module, x: torch.Tensor, router_logits: torch.Tensor,
              top_k: int) -> torch.Tensor:
        topk_weights, topk_ids = torch.topk(router_logits.softmax(-1), top_k, dim=-1)
        expert_counts = torch.bincount(topk_ids.flatten()).tolist()
        if max(expert_counts) > layer.max_tokens_per_expert:
            logger.warning("expert overflow: %s", expert_counts)
        out = torch.zeros_like(x)
        for e, cnt in enumerate(expert_counts):
            if cnt == 0:
                continue
            rows, slots = (topk_ids == e).nonzero(as_tuple=True)
            out[rows] += topk_weights[rows, slots, None] * (x[rows] @ layer.w13[e])
        return out
