"""CLAP-style audio tower: log-mel -> conv stack -> attentive pooling -> projection."""
from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from . import debug
from .features import LogMelSpectrogram


@dataclass
class ClapAudioConfig:
    n_mels: int = 16
    channels: int = 32
    projection_dim: int = 24
    logit_scale_init: float = 2.6592


@dataclass
class ClapAudioOutput:
    audio_embeds: torch.Tensor
    pooled: torch.Tensor
    frame_weights: Optional[torch.Tensor] = None


class AttentivePooling(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.score = nn.Sequential(nn.Linear(dim, dim // 2), nn.Tanh(), nn.Linear(dim // 2, 1))

    def forward(self, x):  # (B, T, D)
        w = torch.softmax(self.score(x).squeeze(-1), dim=-1)
        return torch.einsum("bt,btd->bd", w, x), w


class ClapAudioEncoder(nn.Module):
    def __init__(self, cfg: ClapAudioConfig):
        super().__init__()
        self.frontend = LogMelSpectrogram(n_mels=cfg.n_mels)
        self.bn0 = nn.BatchNorm1d(cfg.n_mels)
        self.convs = nn.Sequential(
            nn.Conv1d(cfg.n_mels, cfg.channels, 3, padding=1), nn.GELU(),
            nn.Conv1d(cfg.channels, cfg.channels, 3, padding=1, stride=2), nn.GELU(),
        )
        self.pool = AttentivePooling(cfg.channels)
        self.projection = nn.Sequential(nn.Linear(cfg.channels, cfg.projection_dim), nn.ReLU(),
                                        nn.Linear(cfg.projection_dim, cfg.projection_dim))
        self.logit_scale = nn.Parameter(torch.tensor(cfg.logit_scale_init))

    def forward(self, waveform) -> ClapAudioOutput:
        feats = self.bn0(self.frontend(waveform))
        hidden = self.convs(feats).transpose(1, 2)
        pooled, weights = self.pool(hidden)
        if debug.DUMP_ENABLED:
            debug.dump_activation("pooled", pooled)
        embeds = F.normalize(self.projection(pooled), dim=-1)
        return ClapAudioOutput(audio_embeds=embeds, pooled=pooled, frame_weights=weights)
