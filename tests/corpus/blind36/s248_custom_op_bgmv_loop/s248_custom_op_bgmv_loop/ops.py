"""Fallback BGMV op used where the punica CUDA kernels are not built."""
import torch


@torch.library.custom_op("corpus_s248::bgmv", mutates_args=())
def bgmv(x: torch.Tensor, weights: torch.Tensor, indices: torch.Tensor, scale: float) -> torch.Tensor:
    out = x.new_zeros(x.shape[0], weights.shape[1])
    for row, slot in enumerate(indices.tolist()):
        if slot < 0:
            continue
        out[row] = weights[slot] @ x[row] * scale
    return out


@bgmv.register_fake
def _(x, weights, indices, scale):
    return x.new_empty(x.shape[0], weights.shape[1])


def _setup_context(ctx, inputs, output):
    x, weights, indices, scale = inputs
    ctx.save_for_backward(weights, indices)
    ctx.scale = scale


def _backward(ctx, grad):
    weights, indices = ctx.saved_tensors
    grad_x = torch.zeros(grad.shape[0], weights.shape[2], dtype=grad.dtype)
    for row, slot in enumerate(indices.tolist()):
        if slot >= 0:
            grad_x[row] = weights[slot].t() @ grad[row] * ctx.scale
    return grad_x, None, None, None


bgmv.register_autograd(_backward, setup_context=_setup_context)
