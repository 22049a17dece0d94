"""Conformer-lite speech encoder over log-mel features."""
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .instrumentation import instrumented


@dataclass
class AudioEncoderConfig:
    num_mel_bins: int = 16
    d_model: int = 32
    num_heads: int = 4
    num_layers: int = 2
    conv_kernel: int = 7
    subsample_channels: int = 8


class ConvSubsampler(nn.Module):
    """Two stride-2 convolutions: time resolution / 4."""

    def __init__(self, cfg: AudioEncoderConfig):
        super().__init__()
        c = cfg.subsample_channels
        self.conv = nn.Sequential(
            nn.Conv2d(1, c, 3, stride=2, padding=1), nn.SiLU(), nn.Conv2d(c, c, 3, stride=2, padding=1), nn.SiLU()
        )
        freq = (cfg.num_mel_bins + 3) // 4
        self.out = nn.Linear(c * freq, cfg.d_model)

    def forward(self, feats):  # feats: (B, mel, T)
        x = self.conv(feats.transpose(1, 2).unsqueeze(1))  # (B, C, T/4, mel/4)
        b, c, t, f = x.shape
        return self.out(x.permute(0, 2, 1, 3).reshape(b, t, c * f))


class ConvModule(nn.Module):
    def __init__(self, cfg: AudioEncoderConfig):
        super().__init__()
        d = cfg.d_model
        self.norm = nn.LayerNorm(d)
        self.pointwise_in = nn.Conv1d(d, 2 * d, 1)
        self.depthwise = nn.Conv1d(d, d, cfg.conv_kernel, padding=cfg.conv_kernel // 2, groups=d)
        self.bn = nn.BatchNorm1d(d)
        self.pointwise_out = nn.Conv1d(d, d, 1)

    def forward(self, x):
        y = self.norm(x).transpose(1, 2)
        y = F.glu(self.pointwise_in(y), dim=1)
        y = self.pointwise_out(F.silu(self.bn(self.depthwise(y))))
        return x + y.transpose(1, 2)


class ConformerBlock(nn.Module):
    def __init__(self, cfg: AudioEncoderConfig, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        d = cfg.d_model
        self.ff1 = nn.Sequential(nn.LayerNorm(d), nn.Linear(d, 4 * d), nn.SiLU(), nn.Linear(4 * d, d))
        self.attn_norm = nn.LayerNorm(d)
        self.attn = nn.MultiheadAttention(d, cfg.num_heads, batch_first=True)
        self.conv = ConvModule(cfg)
        self.ff2 = nn.Sequential(nn.LayerNorm(d), nn.Linear(d, 4 * d), nn.SiLU(), nn.Linear(4 * d, d))
        self.final_norm = nn.LayerNorm(d)

    @instrumented("conformer")
    def forward(self, x):
        x = x + 0.5 * self.ff1(x)
        h = self.attn_norm(x)
        x = x + self.attn(h, h, h, need_weights=False)[0]
        x = self.conv(x)
        x = x + 0.5 * self.ff2(x)
        return self.final_norm(x)


class AudioEncoder(nn.Module):
    def __init__(self, cfg: AudioEncoderConfig):
        super().__init__()
        self.subsample = ConvSubsampler(cfg)
        self.layers = nn.ModuleList(ConformerBlock(cfg, i) for i in range(cfg.num_layers))

    def forward(self, input_features):
        x = self.subsample(input_features)
        for layer in self.layers:
            x = layer(x)
        return x
