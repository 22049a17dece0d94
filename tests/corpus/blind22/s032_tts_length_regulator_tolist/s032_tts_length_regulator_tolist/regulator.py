from __future__ import annotations

from typing import List

import torch
import torch.nn as nn
import torch.nn.functional as F


def pad_frames(seqs: List[torch.Tensor], max_len: int) -> torch.Tensor:
    return torch.stack([F.pad(s, (0, 0, 0, max_len - s.shape[0])) for s in seqs])


class LengthRegulator(nn.Module):
    """Expands phoneme-level hidden states to frame level."""

    def __init__(self, max_frames: int = 64):
        super().__init__()
        self.max_frames = max_frames

    def _expand_one(self, hidden: torch.Tensor, frames: torch.Tensor) -> torch.Tensor:
        pieces = []
        for h, n in zip(hidden, frames.tolist()):
            pieces.append(h.unsqueeze(0).expand(int(n), -1))
        return torch.cat(pieces, dim=0)[: self.max_frames]

    def forward(self, hidden: torch.Tensor, frames: torch.Tensor) -> torch.Tensor:
        expanded = [self._expand_one(h, f) for h, f in zip(hidden, frames)]
        return pad_frames(expanded, self.max_frames)
