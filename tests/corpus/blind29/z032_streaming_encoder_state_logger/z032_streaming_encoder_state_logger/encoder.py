import torch
import torch.nn as nn
import torch.nn.functional as F

from .state import ConvStateCache


class CausalConvBlock(nn.Module):
    def __init__(self, channels: int, kernel_size: int):
        super().__init__()
        self.conv = nn.Conv1d(channels, channels, kernel_size)
        self.norm = nn.GroupNorm(1, channels)

    def forward(self, padded: torch.Tensor) -> torch.Tensor:
        return F.gelu(self.norm(self.conv(padded)))


class StreamingConvEncoder(nn.Module):
    def __init__(self, channels: int = 8, kernel_size: int = 3, num_layers: int = 2):
        super().__init__()
        self.blocks = nn.ModuleList(CausalConvBlock(channels, kernel_size) for _ in range(num_layers))
        self.cache = ConvStateCache(num_layers, channels, kernel_size)

    def forward(self, chunk: torch.Tensor) -> torch.Tensor:
        # chunk: (batch, channels, frames)
        x = chunk
        for i, block in enumerate(self.blocks):
            padded = self.cache.prepend(i, x)
            y = block(padded)
            self.cache.update(i, padded)
            x = x + y
        return x


encoder = torch.compile(StreamingConvEncoder(), fullgraph=True)
