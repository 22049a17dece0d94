from __future__ import annotations

import functools
import importlib.util
import math
import platform

import torch


@functools.cache
def marlin_moe_supported() -> bool:
    if platform.machine() not in ("x86_64", "aarch64"):
        return False
    if importlib.util.find_spec("marlin_moe_kernels") is None:
        return False
    return torch.cuda.is_available()


def _marlin_op():
    try:
        return torch.ops.corpus_u010_marlin.fused_marlin_moe
    except AttributeError:
        return None


def unpack_int4(packed: torch.Tensor) -> torch.Tensor:
    shifts = torch.arange(0, 32, 4, dtype=torch.int32, device=packed.device)
    codes = (packed.unsqueeze(-1) >> shifts) & 0xF
    return codes.flatten(-2)


def dequant_w4(packed: torch.Tensor, scales: torch.Tensor, group_size: int) -> torch.Tensor:
    codes = unpack_int4(packed).to(scales.dtype) - 8.0
    shape = codes.shape
    n_groups = shape[-1] // group_size
    assert n_groups * group_size == shape[-1], "K must be a multiple of group_size"
    w = codes.view(*shape[:-1], n_groups, group_size) * scales.unsqueeze(-1)
    return w.view(shape)


def w4a16_moe(hidden, w13_packed, w13_scales, w2_packed, w2_scales, topk_weights, topk_ids, group_size):
    op = _marlin_op()
    if marlin_moe_supported() and op is not None:
        return op(hidden, w13_packed, w13_scales, w2_packed, w2_scales, topk_weights, topk_ids)
    w13 = dequant_w4(w13_packed, w13_scales, group_size)
    w2 = dequant_w4(w2_packed, w2_scales, group_size)
    inter = w2.shape[-1]
    assert w13.shape[1] == 2 * inter and math.prod(w13.shape) == w13.numel()
    gate_up = torch.einsum("th,tkoh->tko", hidden, w13[topk_ids])
    act = torch.nn.functional.silu(gate_up[..., :inter]) * gate_up[..., inter:]
    out = torch.einsum("tki,tkhi->tkh", act, w2[topk_ids])
    return (out * topk_weights.unsqueeze(-1)).sum(1)
