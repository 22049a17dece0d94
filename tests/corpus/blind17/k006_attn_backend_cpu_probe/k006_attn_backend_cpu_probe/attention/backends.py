from __future__ import annotations

import math

import torch

from ..platform_utils import cpu_has_amx_support, is_cuda

ATTENTION_BACKENDS: dict = {}


def register_attention_backend(name: str):
    def deco(cls):
        ATTENTION_BACKENDS[name] = cls
        cls.name = name
        return cls

    return deco


class AttentionBackend:
    name = "base"

    def forward_decode(self, q, k, v, scaling: float) -> torch.Tensor:
        raise NotImplementedError


@register_attention_backend("torch_native")
class TorchNativeAttnBackend(AttentionBackend):
    def forward_decode(self, q, k, v, scaling: float) -> torch.Tensor:
        scores = torch.einsum("bhd,bhd->bh", q, k) * scaling
        return torch.softmax(scores, dim=-1).unsqueeze(-1) * v


@register_attention_backend("intel_amx")
class IntelAMXAttnBackend(TorchNativeAttnBackend):
    pass


@register_attention_backend("flashinfer")
class FlashInferAttnBackend(TorchNativeAttnBackend):
    pass


def get_attention_backend(name: str = "auto") -> AttentionBackend:
    if name == "auto":
        if is_cuda():
            name = "flashinfer"
        elif cpu_has_amx_support():
            name = "intel_amx"
        else:
            name = "torch_native"
    return ATTENTION_BACKENDS[name]()


def default_scaling(head_dim: int) -> float:
    return 1.0 / math.sqrt(head_dim)
