import torch
import torch.nn as nn
import torch.nn.functional as F


class CausalConvStep(nn.Module):
    """Single-token update of a depthwise causal conv1d."""

    def __init__(self, channels: int, width: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(channels, width) * 0.1)
        self.bias = nn.Parameter(torch.zeros(channels))

    def forward(self, x, conv_state):
        conv_state = torch.roll(conv_state, shifts=-1, dims=-1)
        conv_state = conv_state.clone()
        conv_state[..., -1] = x
        out = (conv_state * self.weight).sum(-1) + self.bias
        return F.silu(out), conv_state


class DiagonalSSMStep(nn.Module):
    def __init__(self, channels: int):
        super().__init__()
        self.log_decay = nn.Parameter(torch.linspace(-3.0, -0.1, channels))
        self.in_gain = nn.Parameter(torch.ones(channels))

    def forward(self, x, h):
        decay = torch.exp(-torch.exp(self.log_decay))
        h = decay * h + self.in_gain * x
        return h, h
