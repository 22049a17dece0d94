from typing import Dict

import torch
from torch import nn

from .channel import get_mailbox


class StageBoundary(nn.Module):
    """Marks the cut between two pipeline stages that share a process."""

    def __init__(self, boundary_id: int, keys=("hidden_states", "residual")):
        super().__init__()
        self.boundary_id = boundary_id
        self.keys = tuple(keys)

    def _key(self, name: str, microbatch_id: int) -> str:
        return f"b{self.boundary_id}.mb{microbatch_id}.{name}"

    def forward(self, tensors: Dict[str, torch.Tensor], microbatch_id: int = 0) -> Dict[str, torch.Tensor]:
        mailbox = get_mailbox()
        for name in self.keys:
            mailbox.put(self._key(name, microbatch_id), tensors[name])
        return {name: tensors[name] for name in self.keys}
