import functools

import torch
from torch import nn

from ..linear import FusedMoE, LinearBase


@functools.cache
def cpu_has_amx_support() -> bool:
    with open("/proc/cpuinfo") as f:
        flags = f.read()
    return "amx_tile" in flags and "amx_int8" in flags


def per_token_quant_int8(x: torch.Tensor):
    scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-7) / 127.0
    return torch.round(x / scale).clamp(-128, 127), scale


def _int8_weight(out_f: int, in_f: int):
    w = torch.randn(out_f, in_f) * 0.05
    scale = w.abs().amax(dim=-1, keepdim=True) / 127.0
    return torch.round(w / scale).to(torch.int8), scale


class W8A8Int8LinearMethod:
    def __init__(self, quant_config: "W8A8Int8Config") -> None:
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        w, s = _int8_weight(output_size, input_size)
        layer.weight = nn.Parameter(w, requires_grad=False)
        layer.weight_scale = nn.Parameter(s, requires_grad=False)

    def apply(self, layer: nn.Module, x: torch.Tensor, bias=None) -> torch.Tensor:
        x_q, x_scale = per_token_quant_int8(x)
        if cpu_has_amx_support():
            w = layer.weight.float().contiguous()
        else:
            w = layer.weight.float()
        out = (x_q @ w.t()) * x_scale * layer.weight_scale.t()
        if bias is not None:
            out = out + bias
        return out


class W8A8Int8MoEMethod:
    def __init__(self, quant_config: "W8A8Int8Config") -> None:
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, num_experts: int, hidden_size: int, intermediate_size: int) -> None:
        w13 = [_int8_weight(2 * intermediate_size, hidden_size) for _ in range(num_experts)]
        w2 = [_int8_weight(hidden_size, intermediate_size) for _ in range(num_experts)]
        layer.w13_weight = nn.Parameter(torch.stack([w for w, _ in w13]), requires_grad=False)
        layer.w13_scale = nn.Parameter(torch.stack([s for _, s in w13]), requires_grad=False)
        layer.w2_weight = nn.Parameter(torch.stack([w for w, _ in w2]), requires_grad=False)
        layer.w2_scale = nn.Parameter(torch.stack([s for _, s in w2]), requires_grad=False)

    def apply(self, layer: nn.Module, x: torch.Tensor, router_logits: torch.Tensor, top_k: int) -> torch.Tensor:
        topk_w, topk_ids = torch.softmax(router_logits.float(), dim=-1).topk(top_k, dim=-1)
        topk_w = topk_w / topk_w.sum(-1, keepdim=True)
        out = torch.zeros_like(x)
        for e in range(layer.num_experts):
            gu = x @ (layer.w13_weight[e].float() * layer.w13_scale[e]).t()
            d = gu.shape[-1] // 2
            h = torch.nn.functional.silu(gu[:, :d]) * gu[:, d:]
            y = h @ (layer.w2_weight[e].float() * layer.w2_scale[e]).t()
            out = out + y * (topk_w * (topk_ids == e)).sum(-1, keepdim=True)
        return out


class W8A8Int8Config:
    def __init__(self, ignore=None) -> None:
        self.ignore = ignore or []

    def get_quant_method(self, layer: nn.Module, prefix: str):
        if isinstance(layer, FusedMoE):
            return W8A8Int8MoEMethod(self)
        if isinstance(layer, LinearBase):
            return W8A8Int8LinearMethod(self)
        return None
