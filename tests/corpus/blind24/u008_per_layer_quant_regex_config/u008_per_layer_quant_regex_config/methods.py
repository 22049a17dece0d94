from __future__ import annotations

import torch

from .quant_config import QuantScheme

QUANT_METHODS = {}


def register(name):
    def deco(cls):
        QUANT_METHODS[name] = cls()
        return cls

    return deco


def quantize_int8(weight: torch.Tensor, group_size: int):
    out_f, in_f = weight.shape
    g = in_f if group_size <= 0 else group_size
    w = weight.reshape(out_f, in_f // g, g)
    scale = w.abs().amax(-1, keepdim=True).clamp(min=1e-8) / torch.iinfo(torch.int8).max
    q = torch.round(w / scale).to(torch.int8)
    return q.reshape(out_f, in_f), scale.squeeze(-1)


@register("none")
class UnquantizedMethod:
    def apply(self, layer, x: torch.Tensor, scheme: QuantScheme) -> torch.Tensor:
        return x @ layer.weight.t()


@register("int8_wo")
class Int8WeightOnlyMethod:
    def apply(self, layer, x: torch.Tensor, scheme: QuantScheme) -> torch.Tensor:
        q, scale = layer.qweight_by_group[scheme.group_size]
        out_f, in_f = q.shape
        g = in_f if scheme.group_size <= 0 else scheme.group_size
        assert (scale > 0).all(), "non-positive int8 scales"
        w = q.reshape(out_f, in_f // g, g).to(x.dtype) * scale.unsqueeze(-1)
        return x @ w.reshape(out_f, in_f).t()
