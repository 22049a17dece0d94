import contextlib
import logging
import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .env_probe import StageTimer, use_tanh_gelu

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class EncoderConfig:
    num_mel_bins: int = 8
    d_model: int = 16
    num_heads: int = 2
    num_layers: int = 2
    max_source_positions: int = 1500
    profile_stages: bool = False


def _stage(cfg: EncoderConfig, name: str):
    if cfg.profile_stages:
        return StageTimer(name)
    return contextlib.nullcontext()


class EncoderBlock(nn.Module):
    def __init__(self, cfg: EncoderConfig, gelu_approx: str):
        super().__init__()
        self.gelu_approx = gelu_approx
        self.attn_norm = nn.LayerNorm(cfg.d_model)
        self.attn = nn.MultiheadAttention(cfg.d_model, cfg.num_heads, batch_first=True)
        self.mlp_norm = nn.LayerNorm(cfg.d_model)
        self.fc1 = nn.Linear(cfg.d_model, 4 * cfg.d_model)
        self.fc2 = nn.Linear(4 * cfg.d_model, cfg.d_model)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.attn_norm(x)
        x = x + self.attn(h, h, h, need_weights=False)[0]
        return x + self.fc2(F.gelu(self.fc1(self.mlp_norm(x)), approximate=self.gelu_approx))


class WhisperLikeEncoder(nn.Module):
    def __init__(self, cfg: EncoderConfig):
        super().__init__()
        self.cfg = cfg
        gelu_approx = "tanh" if use_tanh_gelu() else "none"
        self.conv1 = nn.Conv1d(cfg.num_mel_bins, cfg.d_model, 3, padding=1)
        self.conv2 = nn.Conv1d(cfg.d_model, cfg.d_model, 3, stride=2, padding=1)
        pos = torch.arange(cfg.max_source_positions)[:, None] * torch.exp(
            -math.log(10000.0) * torch.arange(0, cfg.d_model, 2) / cfg.d_model
        )
        self.register_buffer("positions", torch.cat([pos.sin(), pos.cos()], dim=-1), persistent=False)
        self.blocks = nn.ModuleList(EncoderBlock(cfg, gelu_approx) for _ in range(cfg.num_layers))
        self.ln_post = nn.LayerNorm(cfg.d_model)

    def _warn_if_unpadded(self, num_frames: int) -> None:
        expected = 2 * self.cfg.max_source_positions
        if num_frames != expected and not torch.compiler.is_compiling():
            logger.warning("expected %d mel frames, got %d; outputs beyond the clip are undefined", expected, num_frames)

    def forward(self, mel: torch.Tensor) -> torch.Tensor:
        self._warn_if_unpadded(mel.shape[-1])
        with _stage(self.cfg, "conv_stem"):
            x = F.gelu(self.conv1(mel))
            x = F.gelu(self.conv2(x)).permute(0, 2, 1)
        x = x + self.positions[: x.shape[1]]
        with _stage(self.cfg, "blocks"):
            for block in self.blocks:
                x = block(x)
        return self.ln_post(x)
