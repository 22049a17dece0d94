"""causal_conv1d / selective_scan dispatch: fused CUDA kernels when installed, torch otherwise."""
import functools
import importlib

import torch
import torch.nn.functional as F


@functools.cache
def causal_conv1d_backend() -> str:
    try:
        importlib.import_module("causal_conv1d")
    except ImportError:
        return "torch"
    return "cuda"


def causal_conv1d_torch(x, weight, bias, activation: str = "silu"):
    # x: [B, D, T], weight: [D, W]
    width = weight.shape[-1]
    out = F.conv1d(x, weight.unsqueeze(1), bias, padding=width - 1, groups=x.shape[1])
    out = out[..., : x.shape[-1]]
    return F.silu(out) if activation == "silu" else out


def selective_scan_torch(u, delta, A, B, C, D, z):
    # u, delta, z: [b, d, l]; A: [d, n]; B, C: [b, n, l]
    deltaA = torch.exp(torch.einsum("bdl,dn->bdln", delta, A))
    deltaB_u = torch.einsum("bdl,bnl,bdl->bdln", delta, B, u)
    h = u.new_zeros(u.shape[0], u.shape[1], A.shape[1])
    ys = []
    for i in range(u.shape[-1]):
        h = deltaA[:, :, i] * h + deltaB_u[:, :, i]
        ys.append(torch.einsum("bdn,bn->bd", h, C[:, :, i]))
    y = torch.stack(ys, dim=-1) + u * D[:, None]
    return y * F.silu(z)
