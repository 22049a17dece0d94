from typing import Optional, Tuple

import torch

INT8_MIN, INT8_MAX = -128, 127
_EPS = 1e-10


def _per_token_scales(x: torch.Tensor, symmetric: bool) -> Tuple[torch.Tensor, Optional[torch.Tensor]]:
    if symmetric:
        amax = x.abs().amax(dim=-1, keepdim=True).float()
        # padded rows in a CUDA-graph batch are all zeros; avoid dividing by 0
        if (amax == 0).any():
            amax = amax.clamp(min=_EPS)
        return amax / INT8_MAX, None
    x_min = x.amin(dim=-1, keepdim=True).float()
    x_max = x.amax(dim=-1, keepdim=True).float()
    scale = ((x_max - x_min) / (INT8_MAX - INT8_MIN)).clamp(min=_EPS)
    azp = (INT8_MIN - torch.round(x_min / scale)).to(torch.int32)
    return scale, azp


def scaled_int8_quant(
    x: torch.Tensor, scale: Optional[torch.Tensor] = None, symmetric: bool = True
) -> Tuple[torch.Tensor, torch.Tensor, Optional[torch.Tensor]]:
    """Mirror of ``torch.ops._C.dynamic_scaled_int8_quant`` / static variant."""
    azp = None
    if scale is None:
        scale, azp = _per_token_scales(x, symmetric)
    q = torch.round(x.float() / scale)
    if azp is not None:
        q = q + azp
    return q.clamp(INT8_MIN, INT8_MAX).to(torch.int8), scale, azp


def cutlass_scaled_mm(a, b, scale_a, scale_b, out_dtype, bias=None, azp_adj=None, azp=None):
    acc = a.to(torch.int32).float() @ b.to(torch.int32).float()
    if azp is not None:
        acc = acc - azp.float() * azp_adj.float()
    out = acc * scale_a * scale_b.t()
    if bias is not None:
        out = out + bias
    return out.to(out_dtype)
