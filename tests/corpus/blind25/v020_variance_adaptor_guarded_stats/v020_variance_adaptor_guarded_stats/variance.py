import math

import torch
import torch.nn as nn

from .telemetry import MONITOR


class VariancePredictor(nn.Module):
    def __init__(self, d: int, k: int = 3):
        super().__init__()
        self.conv1 = nn.Conv1d(d, d, k, padding=k // 2)
        self.ln1 = nn.LayerNorm(d)
        self.conv2 = nn.Conv1d(d, d, k, padding=k // 2)
        self.ln2 = nn.LayerNorm(d)
        self.out = nn.Linear(d, 1)

    def forward(self, x):
        x = self.ln1(torch.relu(self.conv1(x.transpose(1, 2))).transpose(1, 2))
        x = self.ln2(torch.relu(self.conv2(x.transpose(1, 2))).transpose(1, 2))
        return self.out(x).squeeze(-1)


class QuantizedEmbedding(nn.Module):
    """Bucketize a continuous prosody value and embed the bucket (FastSpeech2 style)."""

    def __init__(self, d: int, n_bins: int, vmin: float, vmax: float, log_scale: bool = False):
        super().__init__()
        if log_scale:
            edges = torch.exp(torch.linspace(math.log(vmin), math.log(vmax), n_bins - 1))
        else:
            edges = torch.linspace(vmin, vmax, n_bins - 1)
        self.register_buffer("bins", edges, persistent=False)
        self.embed = nn.Embedding(n_bins, d)

    def forward(self, value):
        return self.embed(torch.bucketize(value, self.bins))


class VarianceAdaptor(nn.Module):
    def __init__(self, d: int):
        super().__init__()
        self.pitch = VariancePredictor(d)
        self.energy = VariancePredictor(d)
        self.pitch_emb = QuantizedEmbedding(d, 32, -4.0, 4.0)
        self.energy_emb = QuantizedEmbedding(d, 32, 0.01, 10.0, log_scale=True)

    def forward(self, x, pitch_scale: float = 1.0):
        pitch = self.pitch(x) * pitch_scale
        energy = torch.nn.functional.softplus(self.energy(x))
        MONITOR.observe(pitch, energy)
        return x + self.pitch_emb(pitch) + self.energy_emb(energy), pitch, energy
