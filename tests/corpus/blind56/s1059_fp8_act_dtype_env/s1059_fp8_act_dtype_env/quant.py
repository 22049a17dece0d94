from typing import Dict, Optional, Type

import torch
import torch.nn.functional as F

from .dtypes import current_act_dtype, fp8_max, str_to_dtype
from .envs import envs


class LinearMethodBase:
    def create_weights(self, layer: torch.nn.Module, weight: torch.Tensor) -> None:
        layer.register_buffer("weight", weight, persistent=False)

    def apply(self, layer: torch.nn.Module, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        raise NotImplementedError


class UnquantizedLinearMethod(LinearMethodBase):
    def apply(self, layer, x, bias=None):
        return F.linear(x, layer.weight, bias)


class Fp8LinearMethod(LinearMethodBase):
    def create_weights(self, layer, weight):
        wdtype = str_to_dtype(envs.QUANT_WEIGHT_DTYPE)
        scale = weight.abs().amax().clamp(min=1e-12) / fp8_max(wdtype)
        layer.register_buffer("weight", (weight / scale).to(wdtype), persistent=False)
        layer.register_buffer("weight_scale", scale, persistent=False)

    def _quantize_act(self, x: torch.Tensor):
        act_dtype = current_act_dtype()
        static = envs.QUANT_STATIC_SCALE
        if static is not None:
            scale = torch.full((x.shape[0], 1), static, dtype=torch.float32, device=x.device)
        else:
            scale = x.abs().amax(dim=-1, keepdim=True).float().clamp(min=1e-12) / fp8_max(act_dtype)
        finfo = torch.finfo(act_dtype)
        xq = (x / scale).clamp(finfo.min, finfo.max).to(act_dtype)
        return xq, scale

    def apply(self, layer, x, bias=None):
        xq, x_scale = self._quantize_act(x)
        w = layer.weight.to(torch.float32) * layer.weight_scale
        out = F.linear(xq.to(torch.float32), w) * x_scale
        if bias is not None:
            out = out + bias
        return out.to(x.dtype)


QUANT_METHODS: Dict[str, Type[LinearMethodBase]] = {
    "none": UnquantizedLinearMethod,
    "fp8": Fp8LinearMethod,
}
