"""Frame encoder: framing -> projection -> VAD gate."""
import torch
import torch.nn as nn

from .vad import EnergyVAD, VADConfig, frame_signal


class GatedEncoder(nn.Module):
    def __init__(self, dim: int = 16):
        super().__init__()
        self.cfg = VADConfig()
        self.vad = EnergyVAD(self.cfg)
        self.proj = nn.Linear(self.cfg.frame_len, dim)
        self.norm = nn.LayerNorm(dim)

    def featurize(self, wav: torch.Tensor) -> torch.Tensor:
        frames = frame_signal(wav, self.cfg)
        return self.norm(self.proj(frames))

    def forward(self, wav: torch.Tensor) -> torch.Tensor:
        feats = self.featurize(wav)
        return self.vad.gate(wav, feats)


encoder = torch.compile(GatedEncoder().eval(), fullgraph=True)
