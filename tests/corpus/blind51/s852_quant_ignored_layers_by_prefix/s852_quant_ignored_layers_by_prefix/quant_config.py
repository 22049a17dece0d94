import logging
import re
from typing import Any, Dict, List, Mapping, Optional

import torch
from torch import nn

logger = logging.getLogger(__name__)


def _matches(prefix: str, target: str) -> bool:
    if target.startswith("re:"):
        return re.match(target[3:], prefix) is not None
    return prefix == target or prefix.endswith("." + target)


def is_layer_skipped(
    prefix: str,
    ignored_layers: List[str],
    fused_mapping: Mapping[str, List[str]] = {},
) -> bool:
    proj_name = prefix.split(".")[-1]
    if proj_name in fused_mapping:
        shard_prefixes = [prefix.replace(proj_name, shard) for shard in fused_mapping[proj_name]]
        skipped = [any(_matches(p, t) for t in ignored_layers) for p in shard_prefixes]
        if len(set(skipped)) > 1:
            raise ValueError(f"Detected some but not all shards of {prefix} are quantized.")
        return skipped[0]
    return any(_matches(prefix, t) for t in ignored_layers)


class UnquantizedLinearMethod:
    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        layer.weight = nn.Parameter(torch.randn(output_size, input_size) * 0.02, requires_grad=False)

    def apply(self, layer: nn.Module, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        return torch.nn.functional.linear(x, layer.weight, bias)


class W8A16LinearMethod:
    def __init__(self, quant_config: "W8A16Config"):
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        w = torch.randn(output_size, input_size) * 0.02
        scale = w.abs().amax(dim=1, keepdim=True) / 127.0
        layer.weight = nn.Parameter(torch.round(w / scale).to(torch.int8), requires_grad=False)
        layer.weight_scale = nn.Parameter(scale.to(self.quant_config.scale_dtype), requires_grad=False)

    def apply(self, layer: nn.Module, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        weight = layer.weight.to(x.dtype) * layer.weight_scale.to(x.dtype)
        return torch.nn.functional.linear(x, weight, bias)


class W8A16Config:
    packed_modules_mapping = {"qkv_proj": ["q_proj", "k_proj", "v_proj"], "gate_up_proj": ["gate_proj", "up_proj"]}

    def __init__(self, ignored_layers: Optional[List[str]] = None, scale_dtype: torch.dtype = torch.float32):
        self.ignored_layers = ignored_layers or []
        self.scale_dtype = scale_dtype

    @classmethod
    def from_config(cls, config: Dict[str, Any]) -> "W8A16Config":
        return cls(ignored_layers=config.get("ignore", []))

    def get_quant_method(self, layer: nn.Module, prefix: str):
        if is_layer_skipped(prefix, self.ignored_layers, self.packed_modules_mapping):
            logger.info("Layer %s is excluded from W8A16 quantization", prefix)
            return UnquantizedLinearMethod()
        return W8A16LinearMethod(self)
