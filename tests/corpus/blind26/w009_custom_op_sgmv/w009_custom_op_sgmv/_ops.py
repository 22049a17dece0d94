import torch


@torch.library.custom_op("corpus_w009::sgmv", mutates_args=())
def sgmv(
    x: torch.Tensor,
    a_stack: torch.Tensor,
    b_stack: torch.Tensor,
    seg_indptr: torch.Tensor,
    seg_slots: torch.Tensor,
    scaling: float,
) -> torch.Tensor:
    # reference implementation; a real build dispatches to a CUDA kernel.
    out = x.new_zeros(x.shape[0], b_stack.shape[-1])
    bounds = seg_indptr.tolist()
    for i, slot in enumerate(seg_slots.tolist()):
        lo, hi = bounds[i], bounds[i + 1]
        if hi > lo:
            out[lo:hi] = x[lo:hi] @ a_stack[slot] @ b_stack[slot] * scaling
    return out


@sgmv.register_fake
def _(x, a_stack, b_stack, seg_indptr, seg_slots, scaling):
    return x.new_empty(x.shape[0], b_stack.shape[-1])
