import torch
import torch.nn.functional as F

from .schedule import pick_dim, rescale_factor


def truncate(emb: torch.Tensor) -> torch.Tensor:
    full = emb.shape[-1]
    dim = pick_dim(full)
    out = emb[..., :dim] * rescale_factor(full, dim)
    return F.normalize(out, dim=-1)


@torch.compile(fullgraph=True, dynamic=False)
def encode(pooled: torch.Tensor) -> torch.Tensor:
    return truncate(pooled)
