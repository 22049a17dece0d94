import weakref

import torch
from torch import nn


class ParentAwareNorm(nn.Module):
    """Reads eps from the owning model without creating a reference cycle."""

    def __init__(self, hidden: int):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden))
        self._owner_ref = None

    def bind_owner(self, owner: nn.Module) -> None:
        self._owner_ref = weakref.ref(owner)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        owner = self._owner_ref() if self._owner_ref is not None else None
        eps = owner.config["rms_norm_eps"] if owner is not None else 1e-6
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * self.weight
