from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn

from .augment import SpecAugment


@dataclass(frozen=True)
class AudioEncoderConfig:
    n_mels: int = 8
    d_model: int = 16
    num_layers: int = 2
    num_heads: int = 2
    ff_mult: int = 2
    use_spec_augment: bool = True


class Conv2dSubsampling(nn.Module):
    """4x time reduction, as in Conformer / Paraformer front ends."""

    def __init__(self, n_mels: int, d_model: int):
        super().__init__()
        self.conv1 = nn.Conv2d(1, d_model, 3, stride=2)
        self.conv2 = nn.Conv2d(d_model, d_model, 3, stride=2)
        freq_out = ((n_mels - 1) // 2 - 1) // 2
        self.out = nn.Linear(d_model * freq_out, d_model)

    def forward(self, feats: torch.Tensor) -> torch.Tensor:
        x = F.relu(self.conv1(feats.unsqueeze(1)))
        x = F.relu(self.conv2(x))
        b, c, t, f = x.shape
        return self.out(x.transpose(1, 2).reshape(b, t, c * f))


class MacaronBlock(nn.Module):
    def __init__(self, cfg: AudioEncoderConfig):
        super().__init__()
        self.ff1 = nn.Sequential(
            nn.LayerNorm(cfg.d_model), nn.Linear(cfg.d_model, cfg.ff_mult * cfg.d_model), nn.SiLU(),
            nn.Linear(cfg.ff_mult * cfg.d_model, cfg.d_model),
        )
        self.attn_norm = nn.LayerNorm(cfg.d_model)
        self.attn = nn.MultiheadAttention(cfg.d_model, cfg.num_heads, batch_first=True)
        self.ff2 = nn.Sequential(
            nn.LayerNorm(cfg.d_model), nn.Linear(cfg.d_model, cfg.ff_mult * cfg.d_model), nn.SiLU(),
            nn.Linear(cfg.ff_mult * cfg.d_model, cfg.d_model),
        )
        self.final_norm = nn.LayerNorm(cfg.d_model)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + 0.5 * self.ff1(x)
        h = self.attn_norm(x)
        x = x + self.attn(h, h, h, need_weights=False)[0]
        x = x + 0.5 * self.ff2(x)
        return self.final_norm(x)


class AudioEncoder(nn.Module):
    def __init__(self, cfg: AudioEncoderConfig):
        super().__init__()
        self.cfg = cfg
        self.spec_augment: Optional[SpecAugment] = SpecAugment() if cfg.use_spec_augment else None
        self.subsampling = Conv2dSubsampling(cfg.n_mels, cfg.d_model)
        self.blocks = nn.ModuleList(MacaronBlock(cfg) for _ in range(cfg.num_layers))

    def forward(self, feats: torch.Tensor) -> torch.Tensor:
        if self.training and self.spec_augment is not None:
            feats = self.spec_augment(feats)
        x = self.subsampling(feats)
        for block in self.blocks:
            x = block(x)
        return x
