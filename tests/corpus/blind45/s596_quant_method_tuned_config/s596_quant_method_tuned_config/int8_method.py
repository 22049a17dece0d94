from __future__ import annotations

import torch
from torch import nn

from .registry import LinearMethodBase, register_quantization_method
from .tuned_configs import get_linear_config


def per_group_quant_int8(x: torch.Tensor, group_size: int):
    m, k = x.shape
    xg = x.reshape(m, k // group_size, group_size)
    scale = xg.abs().amax(dim=-1, keepdim=True).clamp(min=1e-8) / 127.0
    q = torch.round(xg / scale).clamp(-127, 127).to(torch.int8)
    return q, scale


@register_quantization_method("int8_dynamic")
class Int8DynamicLinearMethod(LinearMethodBase):
    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None:
        weight = torch.randn(out_features, in_features) * 0.1
        scale = weight.abs().amax(dim=1, keepdim=True) / 127.0
        layer.register_buffer("weight_q", torch.round(weight / scale).to(torch.int8))
        layer.register_buffer("weight_scale", scale)

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        n, k = layer.weight_q.shape
        cfg = get_linear_config(x.device.type, n, k)
        q, x_scale = per_group_quant_int8(x, cfg["group_size"])
        x_dq = (q.float() * x_scale).reshape(x.shape)
        w_dq = layer.weight_q.float() * layer.weight_scale
        return (x_dq @ w_dq.t()).to(x.dtype)
