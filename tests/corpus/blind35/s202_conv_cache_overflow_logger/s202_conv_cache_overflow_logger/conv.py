import torch
import torch.nn.functional as F

from .conv_state import ConvStateCache


class CausalConv1d(torch.nn.Module):
    def __init__(self, channels: int, width: int = 4, batch: int = 2):
        super().__init__()
        self.width = width
        self.weight = torch.nn.Parameter(torch.randn(channels, 1, width) * 0.1)
        self.bias = torch.nn.Parameter(torch.zeros(channels))
        self.cache = ConvStateCache(batch, channels, width)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        # x: (batch, channels, seq)
        seq = x.shape[-1]
        padded = self.cache.update(x)
        out = F.conv1d(padded, self.weight, self.bias, groups=x.shape[1])
        return out[..., -seq:]
