from dataclasses import dataclass, field
from typing import List

import torch
import torch.nn as nn
import torch.nn.functional as F

from .utils import LRELU_SLOPE, apply_weight_norm, get_padding, init_weights, strip_weight_norm


@dataclass
class HiFiGANConfig:
    num_mels: int = 8
    upsample_initial_channel: int = 16
    upsample_rates: List[int] = field(default_factory=lambda: [2, 2])
    upsample_kernel_sizes: List[int] = field(default_factory=lambda: [4, 4])
    resblock_kernel_sizes: List[int] = field(default_factory=lambda: [3])
    resblock_dilation_sizes: List[List[int]] = field(default_factory=lambda: [[1, 3]])


class ResBlock(nn.Module):
    def __init__(self, channels: int, kernel_size: int, dilations: List[int]):
        super().__init__()
        self.convs1 = nn.ModuleList(
            [nn.Conv1d(channels, channels, kernel_size, dilation=d, padding=get_padding(kernel_size, d)) for d in dilations]
        )
        self.convs2 = nn.ModuleList(
            [nn.Conv1d(channels, channels, kernel_size, dilation=1, padding=get_padding(kernel_size, 1)) for _ in dilations]
        )
        self.apply(init_weights)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for c1, c2 in zip(self.convs1, self.convs2):
            xt = c1(F.leaky_relu(x, LRELU_SLOPE))
            xt = c2(F.leaky_relu(xt, LRELU_SLOPE))
            x = xt + x
        return x


class HiFiGANGenerator(nn.Module):
    def __init__(self, config: HiFiGANConfig):
        super().__init__()
        self.num_kernels = len(config.resblock_kernel_sizes)
        self.conv_pre = nn.Conv1d(config.num_mels, config.upsample_initial_channel, 7, padding=3)
        self.ups = nn.ModuleList()
        self.resblocks = nn.ModuleList()
        ch = config.upsample_initial_channel
        for rate, k in zip(config.upsample_rates, config.upsample_kernel_sizes):
            self.ups.append(nn.ConvTranspose1d(ch, ch // 2, k, rate, padding=(k - rate) // 2))
            ch //= 2
            for rk, rd in zip(config.resblock_kernel_sizes, config.resblock_dilation_sizes):
                self.resblocks.append(ResBlock(ch, rk, rd))
        self.conv_post = nn.Conv1d(ch, 1, 7, padding=3)
        self.ups.apply(init_weights)
        apply_weight_norm(self)

    def forward(self, mel: torch.Tensor) -> torch.Tensor:
        x = self.conv_pre(mel)
        for i, up in enumerate(self.ups):
            x = up(F.leaky_relu(x, LRELU_SLOPE))
            xs = None
            for j in range(self.num_kernels):
                out = self.resblocks[i * self.num_kernels + j](x)
                xs = out if xs is None else xs + out
            x = xs / self.num_kernels
        x = self.conv_post(F.leaky_relu(x))
        return torch.tanh(x)

    def remove_weight_norm(self) -> None:
        strip_weight_norm(self)
