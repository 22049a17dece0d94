"""Quantize / dequantize, one implementation per config type.

New formats register themselves with ``@dequantize.register`` so the layer
code never needs to know which format it is holding.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Tuple

import torch

from .configs import GroupwiseInt4Config, Int8ChannelConfig, QuantConfig


@functools.singledispatch
def quantize(cfg: QuantConfig, w: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    raise NotImplementedError(type(cfg).__name__)


@quantize.register
def _(cfg: Int8ChannelConfig, w: torch.Tensor):
    scale = w.abs().amax(dim=1, keepdim=True).clamp(min=1e-8) / cfg.qmax
    return torch.round(w / scale).to(torch.int8), scale


@quantize.register
def _(cfg: GroupwiseInt4Config, w: torch.Tensor):
    out_f, in_f = w.shape
    g = w.view(out_f, in_f // cfg.group_size, cfg.group_size)
    scale = g.abs().amax(dim=-1, keepdim=True).clamp(min=1e-8) / cfg.qmax
    q = torch.round(g / scale).clamp(-cfg.qmax - 1, cfg.qmax).to(torch.int8)
    return q.view(out_f, in_f), scale


@functools.singledispatch
def dequantize(cfg: QuantConfig, q: torch.Tensor, scale: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    raise NotImplementedError(type(cfg).__name__)


@dequantize.register
def _(cfg: Mapping, q, scale, dtype):
    # Legacy checkpoints carry the quant config as a plain dict
    # ({"quant_method": "int8", ...}); route them to the typed implementation.
    method = cfg.get("quant_method", "int8")
    typed = GroupwiseInt4Config(group_size=cfg["group_size"]) if method == "gptq" else Int8ChannelConfig()
    return dequantize(typed, q, scale, dtype)


@dequantize.register
def _(cfg: Int8ChannelConfig, q, scale, dtype):
    return q.to(dtype) * scale.to(dtype)


@dequantize.register
def _(cfg: GroupwiseInt4Config, q, scale, dtype):
    out_f, in_f = q.shape
    g = q.view(out_f, in_f // cfg.group_size, cfg.group_size).to(dtype)
    return (g * scale.to(dtype)).view(out_f, in_f)
