import torch
import torch.nn as nn
import torch.nn.functional as F

from . import env


class CausalConv1d(nn.Module):
    def __init__(self, channels: int, width: int = 4):
        super().__init__()
        self.width = width
        self.weight = nn.Parameter(torch.randn(channels, 1, width) * 0.2)
        self.bias = nn.Parameter(torch.zeros(channels))
        # resolved once, eagerly; forward only reads the bool
        self.use_fast_path = env.fast_path_available()
        self.block_size = None

    def _fast(self, x: torch.Tensor) -> torch.Tensor:
        from causal_conv1d import causal_conv1d_fn  # type: ignore

        return causal_conv1d_fn(x, self.weight.squeeze(1), self.bias, activation="silu")

    def _reference(self, x: torch.Tensor) -> torch.Tensor:
        seqlen = x.shape[-1]
        out = F.conv1d(x, self.weight, self.bias, padding=self.width - 1, groups=x.shape[1])
        return F.silu(out[..., :seqlen])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if env.AUTOTUNE_CONV and self.block_size is None:
            self.block_size = env.pick_block_size(x.shape[1])
        if self.use_fast_path and x.is_cuda:
            return self._fast(x)
        return self._reference(x)
