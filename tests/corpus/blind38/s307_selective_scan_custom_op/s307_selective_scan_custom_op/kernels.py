"""Reference selective-scan 'kernel' exposed as a torch custom op.

The body is a plain Python loop with host syncs (it mirrors the CUDA kernel's
semantics for testing); it is opaque to the compiler because it is registered
as an operator with a fake implementation.
"""
import numpy as np
import torch


@torch.library.custom_op("corpus_s307::selective_scan", mutates_args=())
def selective_scan(u: torch.Tensor, delta: torch.Tensor, A: torch.Tensor,
                   B: torch.Tensor, C: torch.Tensor) -> torch.Tensor:
    bsz, seqlen, dim = u.shape
    d_state = A.shape[-1]
    h = torch.zeros(bsz, dim, d_state, dtype=u.dtype)
    ys = []
    for t in range(seqlen):
        dA = torch.exp(delta[:, t].unsqueeze(-1) * A)
        h = dA * h + delta[:, t].unsqueeze(-1) * B[:, t].unsqueeze(1) * u[:, t].unsqueeze(-1)
        ys.append((h * C[:, t].unsqueeze(1)).sum(-1))
    y = torch.stack(ys, dim=1)
    if not np.isfinite(y.abs().max().item()):
        raise FloatingPointError("selective_scan produced non-finite output")
    return y


@selective_scan.register_fake
def _(u, delta, A, B, C):
    return torch.empty_like(u)
