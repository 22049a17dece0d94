import functools
import json
import os

import torch
import torch.nn.functional as F
from torch import nn

from .layers import FusedMoE, LinearBase

FP8_MAX = 448.0
_MOE_CONFIG_DIR = os.path.join(os.path.dirname(__file__), "configs")


def per_tensor_quant_fp8(x: torch.Tensor):
    scale = x.abs().amax().clamp(min=1e-12) / FP8_MAX
    return (x / scale).clamp(-FP8_MAX, FP8_MAX), scale


@functools.lru_cache(maxsize=None)
def get_moe_configs(num_experts: int, intermediate_size: int):
    path = os.path.join(_MOE_CONFIG_DIR, f"E={num_experts},N={intermediate_size},dtype=fp8_w8a8.json")
    with open(path) as f:
        return {int(k): v for k, v in json.load(f).items()}


class Fp8LinearMethod:
    def __init__(self, quant_config: "Fp8Config") -> None:
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        w = torch.randn(output_size, input_size) * 0.05
        w_q, w_scale = per_tensor_quant_fp8(w)
        layer.weight = nn.Parameter(w_q, requires_grad=False)
        layer.weight_scale = nn.Parameter(w_scale, requires_grad=False)

    def apply(self, layer: nn.Module, x: torch.Tensor, bias=None) -> torch.Tensor:
        x_q, x_scale = per_tensor_quant_fp8(x)
        out = F.linear(x_q, layer.weight) * (x_scale * layer.weight_scale)
        if bias is not None:
            out = out + bias
        return out


class Fp8MoEMethod:
    def __init__(self, quant_config: "Fp8Config") -> None:
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, num_experts: int, hidden_size: int, intermediate_size: int) -> None:
        layer.w13_weight = nn.Parameter(torch.randn(num_experts, 2 * intermediate_size, hidden_size) * 0.05, requires_grad=False)
        layer.w2_weight = nn.Parameter(torch.randn(num_experts, hidden_size, intermediate_size) * 0.05, requires_grad=False)

    def apply(self, layer: nn.Module, x: torch.Tensor, router_logits: torch.Tensor, top_k: int) -> torch.Tensor:
        configs = get_moe_configs(layer.num_experts, layer.intermediate_size)
        block_m = configs[min(configs, key=lambda m: abs(m - x.shape[0]))]["BLOCK_SIZE_M"]
        weights, ids = torch.softmax(router_logits, dim=-1).topk(top_k, dim=-1)
        out = torch.zeros_like(x)
        for e in range(layer.num_experts):
            gate_up = x @ layer.w13_weight[e].t()
            d = gate_up.shape[-1] // 2
            h = (F.silu(gate_up[:, :d]) * gate_up[:, d:]) @ layer.w2_weight[e].t()
            out = out + h * (weights * (ids == e)).sum(-1, keepdim=True)
        return out * (block_m > 0)


class Fp8Config:
    def __init__(self, activation_scheme: str = "dynamic", ignored_layers=None) -> None:
        self.activation_scheme = activation_scheme
        self.ignored_layers = ignored_layers or []

    def get_quant_method(self, layer: nn.Module, prefix: str):
        if isinstance(layer, FusedMoE):
            return Fp8MoEMethod(self)
        if isinstance(layer, LinearBase):
            return Fp8LinearMethod(self)
        return None
