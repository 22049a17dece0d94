"""Magnitude-domain denoiser applied before the ASR encoder."""
import torch
import torch.nn as nn

from .gating import GateParams, soft_mask


class Denoiser(nn.Module):
    def __init__(self, n_bins: int = 9):
        super().__init__()
        self.params = GateParams()
        self.refine = nn.Linear(n_bins, n_bins)

    def forward(self, mag: torch.Tensor) -> torch.Tensor:
        # mag: (B, T, F) magnitudes
        mag = mag.abs()
        mask = soft_mask(mag, self.params)
        return torch.relu(self.refine(mag * mask))


_den = Denoiser().eval()
denoise = torch.compile(_den.forward, fullgraph=True)
