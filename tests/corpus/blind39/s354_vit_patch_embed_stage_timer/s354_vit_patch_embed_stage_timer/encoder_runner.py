from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .patch_embed import ViTPatchEmbeddings
from .profiling import StageTimer


@dataclass
class EncoderRunnerConfig:
    image_size: int = 8
    patch_size: int = 4
    num_channels: int = 3
    hidden_size: int = 16
    profile_stages: bool = True


class VisionEncoderRunner:
    def __init__(self, cfg: EncoderRunnerConfig) -> None:
        self.cfg = cfg
        self.embeddings = ViTPatchEmbeddings(cfg.image_size, cfg.patch_size, cfg.num_channels, cfg.hidden_size)
        self.pre_layrnorm = nn.LayerNorm(cfg.hidden_size)
        self.timer = StageTimer(enabled=cfg.profile_stages)

    @torch.compile(fullgraph=True)
    def encode(self, pixel_values: torch.Tensor) -> torch.Tensor:
        with self.timer.scope("patch_embed"):
            hidden_states = self.embeddings(pixel_values)
        return self.pre_layrnorm(hidden_states)
