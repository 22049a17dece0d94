import logging

import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import VocoderConfig

logger = logging.getLogger(__name__)


class ResBlock(nn.Module):
    def __init__(self, channels: int, kernel_size: int, slope: float):
        super().__init__()
        self.convs = nn.ModuleList(
            nn.Conv1d(channels, channels, kernel_size, padding=kernel_size // 2)
            for _ in range(2)
        )
        self.slope = slope

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for conv in self.convs:
            x = x + conv(F.leaky_relu(x, self.slope))
        return x


class UpsampleStage(nn.Module):
    def __init__(self, idx: int, in_ch: int, rate: int, kernel: int, cfg: VocoderConfig):
        super().__init__()
        self.idx = idx
        self.rate = rate
        out_ch = in_ch // 2
        self.up = nn.ConvTranspose1d(in_ch, out_ch, kernel, stride=rate, padding=(kernel - rate) // 2)
        self.mrf = nn.ModuleList(ResBlock(out_ch, k, cfg.leaky_slope) for k in cfg.resblock_kernel_sizes)
        self.slope = cfg.leaky_slope

    def _match_length(self, y: torch.Tensor, target: int) -> torch.Tensor:
        logger.debug("upsample stage %d: got %d samples, want %d", self.idx, y.shape[-1], target)
        if y.shape[-1] > target:
            y = y[..., :target]
        return y

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        target = x.shape[-1] * self.rate
        y = self.up(F.leaky_relu(x, self.slope))
        y = self._match_length(y, target)
        return sum(block(y) for block in self.mrf) / len(self.mrf)


class Generator(nn.Module):
    def __init__(self, cfg: VocoderConfig):
        super().__init__()
        ch = cfg.upsample_initial_channel
        self.conv_pre = nn.Conv1d(cfg.n_mels, ch, 7, padding=3)
        stages = []
        for i, (r, k) in enumerate(zip(cfg.upsample_rates, cfg.upsample_kernel_sizes)):
            stages.append(UpsampleStage(i, ch, r, k, cfg))
            ch //= 2
        self.stages = nn.ModuleList(stages)
        self.conv_post = nn.Conv1d(ch, 1, 7, padding=3)

    def forward(self, mel: torch.Tensor) -> torch.Tensor:
        x = self.conv_pre(mel)
        for stage in self.stages:
            x = stage(x)
        return torch.tanh(self.conv_post(F.leaky_relu(x)))
