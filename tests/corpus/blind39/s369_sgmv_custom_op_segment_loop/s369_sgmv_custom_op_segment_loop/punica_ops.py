"""SGMV shrink/expand registered as opaque custom ops.

Reference implementation that walks the segments on the host; the CUDA
build swaps in the punica kernels under the same op names.
"""
import torch


@torch.library.custom_op("blind39_s369::sgmv_shrink", mutates_args=())
def sgmv_shrink(x: torch.Tensor, lora_a: torch.Tensor, seg_indptr: torch.Tensor,
                weight_indices: torch.Tensor, scaling: float) -> torch.Tensor:
    out = x.new_zeros(x.shape[0], lora_a.shape[1])
    bounds = seg_indptr.tolist()
    for i, slot in enumerate(weight_indices.tolist()):
        start, end = bounds[i], bounds[i + 1]
        if end == start or slot < 0:
            continue
        out[start:end] = (x[start:end] @ lora_a[slot].t()) * scaling
    return out


@sgmv_shrink.register_fake
def _(x, lora_a, seg_indptr, weight_indices, scaling):
    return x.new_empty(x.shape[0], lora_a.shape[1])


@torch.library.custom_op("blind39_s369::sgmv_expand", mutates_args=())
def sgmv_expand(h: torch.Tensor, lora_b: torch.Tensor, seg_indptr: torch.Tensor,
                weight_indices: torch.Tensor, base: torch.Tensor) -> torch.Tensor:
    out = base.clone()
    bounds = seg_indptr.tolist()
    for i, slot in enumerate(weight_indices.tolist()):
        start, end = bounds[i], bounds[i + 1]
        if end == start or slot < 0:
            continue
        out[start:end] += h[start:end] @ lora_b[slot].t()
    return out


@sgmv_expand.register_fake
def _(h, lora_b, seg_indptr, weight_indices, base):
    return torch.empty_like(base)
