from __future__ import annotations

import torch
import torch.nn as nn


class DurationPredictor(nn.Module):
    """Predicts log(1 + frames) per phoneme (FastSpeech 2 style)."""

    def __init__(self, dim: int, kernel_size: int = 3, dropout: float = 0.1):
        super().__init__()
        pad = kernel_size // 2
        self.conv1 = nn.Conv1d(dim, dim, kernel_size, padding=pad)
        self.norm1 = nn.LayerNorm(dim)
        self.conv2 = nn.Conv1d(dim, dim, kernel_size, padding=pad)
        self.norm2 = nn.LayerNorm(dim)
        self.dropout = nn.Dropout(dropout)
        self.out = nn.Linear(dim, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.conv1(x.transpose(1, 2)).transpose(1, 2)
        h = self.dropout(self.norm1(torch.relu(h)))
        h = self.conv2(h.transpose(1, 2)).transpose(1, 2)
        h = self.dropout(self.norm2(torch.relu(h)))
        return self.out(h).squeeze(-1)


def log_durations_to_frames(log_dur: torch.Tensor, speed: float = 1.0, min_frames: float = 1.0) -> torch.Tensor:
    frames = torch.round((torch.exp(log_dur) - 1.0) / speed)
    return frames.clamp(min=min_frames)
