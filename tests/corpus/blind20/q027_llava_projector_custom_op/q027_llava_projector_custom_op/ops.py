"""Pixel-shuffle token merger, registered as an opaque op (the numpy path matches the reference impl)."""
import numpy as np
import torch


@torch.library.custom_op("corpus_q027::pixel_shuffle_tokens", mutates_args=())
def pixel_shuffle_tokens(x: torch.Tensor, scale_factor: int) -> torch.Tensor:
    bsz, seq, dim = x.shape
    side = int(np.sqrt(seq))
    arr = x.detach().cpu().numpy().reshape(bsz, side, side // scale_factor, dim * scale_factor)
    arr = arr.transpose(0, 2, 1, 3).reshape(bsz, side // scale_factor, side // scale_factor, dim * scale_factor**2)
    arr = arr.transpose(0, 2, 1, 3).reshape(bsz, seq // scale_factor**2, dim * scale_factor**2)
    return torch.from_numpy(np.ascontiguousarray(arr)).to(x.device, x.dtype)


@pixel_shuffle_tokens.register_fake
def _(x, scale_factor):
    bsz, seq, dim = x.shape
    return x.new_empty(bsz, seq // scale_factor**2, dim * scale_factor**2)
