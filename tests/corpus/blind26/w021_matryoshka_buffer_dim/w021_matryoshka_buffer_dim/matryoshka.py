import torch
from torch import nn
import torch.nn.functional as F


class MatryoshkaTruncation(nn.Module):
    """Keeps the first ``dim`` coordinates of an embedding and renormalises.

    The active dimension is stored as a buffer so that it travels with the
    checkpoint (``state_dict``) and can be changed by the serving layer
    without rebuilding the module.
    """

    def __init__(self, dims, default_dim: int, renormalize: bool = True):
        super().__init__()
        self.dims = tuple(sorted(dims, reverse=True))
        self.renormalize = renormalize
        self.register_buffer("active_dim", torch.tensor(default_dim, dtype=torch.long))

    def set_dim(self, dim: int) -> None:
        if dim not in self.dims:
            raise ValueError(f"unsupported matryoshka dim {dim}")
        self.active_dim.fill_(dim)

    def current_dim(self) -> int:
        return int(self.active_dim.item())

    def forward(self, emb: torch.Tensor) -> torch.Tensor:
        dim = self.current_dim()
        out = emb[..., :dim]
        if self.renormalize:
            out = F.normalize(out, p=2.0, dim=-1)
        return out
