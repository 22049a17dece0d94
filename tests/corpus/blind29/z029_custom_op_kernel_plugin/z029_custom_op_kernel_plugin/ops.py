"""Out-of-tree rotary kernel exposed as a torch custom op.

The reference implementation goes through numpy (stand-in for a vendor
library binding); dynamo sees only the opaque op.
"""
import numpy as np
import torch


@torch.library.custom_op("corpus_z029::rotary_apply", mutates_args=())
def rotary_apply(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    xn = x.detach().cpu().numpy()
    half = xn.shape[-1] // 2
    x1, x2 = xn[..., :half], xn[..., half:]
    c, s = cos.cpu().numpy(), sin.cpu().numpy()
    out = np.concatenate([x1 * c - x2 * s, x2 * c + x1 * s], axis=-1)
    return torch.from_numpy(np.ascontiguousarray(out)).to(x.device, x.dtype)


@rotary_apply.register_fake
def _(x, cos, sin):
    return torch.empty_like(x)
