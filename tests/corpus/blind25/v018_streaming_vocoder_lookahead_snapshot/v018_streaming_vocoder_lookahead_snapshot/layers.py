import torch
import torch.nn as nn
import torch.nn.functional as F

from .state import ConvCacheState


class CachedCausalConv1d(nn.Conv1d):
    def __init__(self, name: str, cin: int, cout: int, kernel: int, dilation: int = 1):
        super().__init__(cin, cout, kernel, dilation=dilation)
        self.name = name
        self.ctx = (kernel - 1) * dilation

    def forward_cached(self, x, state: ConvCacheState):
        tail = state.get(self.name, self.in_channels, self.ctx, x)
        x = torch.cat([tail, x], dim=-1)
        state.put(self.name, x[..., -self.ctx:])
        return self.forward(x)


class CausalResBlock(nn.Module):
    def __init__(self, prefix: str, ch: int, dilations=(1, 2)):
        super().__init__()
        self.convs = nn.ModuleList(
            CachedCausalConv1d(f"{prefix}.{i}", ch, ch, 3, d) for i, d in enumerate(dilations)
        )

    def forward(self, x, state):
        for conv in self.convs:
            x = x + conv.forward_cached(F.leaky_relu(x, 0.1), state)
        return x


class Upsample(nn.Module):
    def __init__(self, ch: int, factor: int):
        super().__init__()
        self.factor = factor
        self.proj = nn.Conv1d(ch, ch // 2, 1)

    def forward(self, x):
        x = x.repeat_interleave(self.factor, dim=-1)
        return self.proj(x)
