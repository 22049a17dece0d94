import logging

import torch

logger = logging.getLogger(__name__)


@torch.library.custom_op("corpus_s1197::sgmv_shrink", mutates_args=())
def sgmv_shrink(x: torch.Tensor, lora_a: torch.Tensor, seg_indptr: torch.Tensor,
                weight_indices: torch.Tensor, scaling: float) -> torch.Tensor:
    out = x.new_zeros(x.shape[0], lora_a.shape[1])
    bounds = seg_indptr.tolist()
    for seg, w_idx in enumerate(weight_indices.tolist()):
        start, end = bounds[seg], bounds[seg + 1]
        if end <= start or w_idx < 0:
            continue
        out[start:end] = (x[start:end] @ lora_a[w_idx].t()) * scaling
    logger.debug("sgmv_shrink: %d segments, %d tokens", len(bounds) - 1, x.shape[0])
    return out


@sgmv_shrink.register_fake
def _(x, lora_a, seg_indptr, weight_indices, scaling):
    return x.new_empty(x.shape[0], lora_a.shape[1])


@torch.library.custom_op("corpus_s1197::sgmv_expand", mutates_args=("output",))
def sgmv_expand(output: torch.Tensor, x: torch.Tensor, lora_b: torch.Tensor,
                seg_indptr: torch.Tensor, weight_indices: torch.Tensor, slice_offset: int) -> None:
    bounds = seg_indptr.tolist()
    width = lora_b.shape[1]
    for seg, w_idx in enumerate(weight_indices.tolist()):
        start, end = bounds[seg], bounds[seg + 1]
        if end <= start or w_idx < 0:
            continue
        output[start:end, slice_offset:slice_offset + width] += x[start:end] @ lora_b[w_idx].t()


@sgmv_expand.register_fake
def _(output, x, lora_b, seg_indptr, weight_indices, slice_offset):
    return None
