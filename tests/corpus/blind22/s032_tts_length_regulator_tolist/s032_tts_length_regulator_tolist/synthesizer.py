from __future__ import annotations

import torch
import torch.nn as nn

from .duration import DurationPredictor, log_durations_to_frames
from .regulator import LengthRegulator


class AcousticModel(nn.Module):
    def __init__(self, num_phonemes: int = 40, dim: int = 16, n_mels: int = 8, speed: float = 1.0):
        super().__init__()
        self.speed = speed
        self.embed = nn.Embedding(num_phonemes, dim, padding_idx=0)
        self.encoder = nn.TransformerEncoderLayer(dim, nhead=2, dim_feedforward=32, batch_first=True, dropout=0.0)
        self.duration = DurationPredictor(dim)
        self.regulator = LengthRegulator(max_frames=64)
        self.mel_out = nn.Linear(dim, n_mels)

    def forward(self, phoneme_ids: torch.Tensor) -> torch.Tensor:
        hidden = self.encoder(self.embed(phoneme_ids))
        frames = log_durations_to_frames(self.duration(hidden), self.speed)
        return self.mel_out(self.regulator(hidden, frames))


_model = AcousticModel().eval()


@torch.compile(fullgraph=True)
def synthesize(phoneme_ids: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return _model(phoneme_ids)
