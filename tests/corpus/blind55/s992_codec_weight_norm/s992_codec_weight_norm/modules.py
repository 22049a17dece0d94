from dataclasses import dataclass, field
from typing import List

import torch
import torch.nn as nn
import torch.nn.functional as F

from .norms import apply_parametrization_norm


@dataclass
class CodecDecoderConfig:
    latent_dim: int = 8
    channels: int = 8
    upsampling_ratios: List[int] = field(default_factory=lambda: [2, 2])
    norm: str = "weight_norm"
    kernel_size: int = 3
    residual_kernel_size: int = 3


class NormConv1d(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, dilation=1, norm="none"):
        super().__init__()
        conv = nn.Conv1d(in_channels, out_channels, kernel_size, stride=stride, dilation=dilation)
        self.conv = apply_parametrization_norm(conv, norm)
        self.padding_total = (kernel_size - 1) * dilation - (stride - 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pad_right = self.padding_total // 2
        pad_left = self.padding_total - pad_right
        x = F.pad(x, (pad_left, pad_right), mode="reflect")
        return self.conv(x)


class NormConvTranspose1d(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, norm="none"):
        super().__init__()
        convtr = nn.ConvTranspose1d(in_channels, out_channels, kernel_size, stride=stride)
        self.convtr = apply_parametrization_norm(convtr, norm)
        self.trim = kernel_size - stride

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.convtr(x)
        return y[..., : y.shape[-1] - self.trim] if self.trim > 0 else y


class ResidualUnit(nn.Module):
    def __init__(self, dim: int, kernel_size: int, dilation: int, norm: str):
        super().__init__()
        self.block = nn.Sequential(
            nn.ELU(),
            NormConv1d(dim, dim // 2, kernel_size, dilation=dilation, norm=norm),
            nn.ELU(),
            NormConv1d(dim // 2, dim, 1, norm=norm),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.block(x)


class CodecDecoder(nn.Module):
    def __init__(self, config: CodecDecoderConfig):
        super().__init__()
        mult = 2 ** len(config.upsampling_ratios)
        layers = [NormConv1d(config.latent_dim, mult * config.channels, config.kernel_size, norm=config.norm)]
        for ratio in config.upsampling_ratios:
            layers += [
                nn.ELU(),
                NormConvTranspose1d(mult * config.channels, mult * config.channels // 2,
                                    kernel_size=ratio * 2, stride=ratio, norm=config.norm),
                ResidualUnit(mult * config.channels // 2, config.residual_kernel_size, 1, config.norm),
            ]
            mult //= 2
        layers += [nn.ELU(), NormConv1d(config.channels, 1, config.kernel_size, norm=config.norm)]
        self.model = nn.Sequential(*layers)

    def forward(self, latents: torch.Tensor) -> torch.Tensor:
        return torch.tanh(self.model(latents))
