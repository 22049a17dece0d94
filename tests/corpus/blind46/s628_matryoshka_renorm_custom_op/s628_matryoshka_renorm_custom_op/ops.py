"""Host-side kernels exposed as torch custom ops.

The reference implementation converts to numpy and validates the result;
device backends register their own kernels for the same op.
"""
import numpy as np
import torch

_EPS = 1e-12


@torch.library.custom_op("blind46_s628::matryoshka_renorm", mutates_args=())
def matryoshka_renorm(embeddings: torch.Tensor, dim: int) -> torch.Tensor:
    arr = embeddings.detach().cpu().numpy()[..., :dim].astype(np.float32)
    norms = np.linalg.norm(arr, axis=-1, keepdims=True)
    if float(norms.min()) < _EPS:
        norms = np.maximum(norms, _EPS)
    out = torch.from_numpy(arr / norms).to(embeddings.device)
    if not torch.isfinite(out).all().item():
        raise FloatingPointError("non-finite embedding after matryoshka renormalisation")
    return out


@matryoshka_renorm.register_fake
def _(embeddings: torch.Tensor, dim: int) -> torch.Tensor:
    return embeddings.new_empty((*embeddings.shape[:-1], dim))
