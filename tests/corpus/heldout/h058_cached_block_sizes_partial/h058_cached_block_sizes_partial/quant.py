import functools

import torch

from .blocking import block_config


def _group_quant(x: torch.Tensor, group: int, qmax: float) -> torch.Tensor:
    g = x.reshape(-1, group)
    s = g.abs().amax(-1, keepdim=True).clamp(min=1e-8) / qmax
    return (torch.round(g / s).clamp(-qmax, qmax) * s).reshape(x.shape)


QUANTIZERS = {
    "int8_g16": functools.partial(_group_quant, group=16, qmax=127.0),
    "int4_g16": functools.partial(_group_quant, group=16, qmax=7.0),
}


def weight_only_gemm(x: torch.Tensor, w: torch.Tensor, scheme: str = "int4_g16") -> torch.Tensor:
    _, block_k = block_config(w.shape[0], w.shape[1])
    wq = QUANTIZERS[scheme](w)
    out = 0
    for k0 in range(0, w.shape[1], block_k):
        out = out + x[:, k0 : k0 + block_k] @ wq[:, k0 : k0 + block_k].t()
    return out


woq_gemm = torch.compile(weight_only_gemm, fullgraph=True)
