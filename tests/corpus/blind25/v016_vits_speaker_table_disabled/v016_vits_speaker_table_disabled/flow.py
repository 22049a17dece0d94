import torch
import torch.nn as nn


class WN(nn.Module):
    """Non-causal WaveNet used inside the coupling layers, speaker-conditioned."""

    def __init__(self, channels: int, gin: int, layers: int = 2):
        super().__init__()
        self.in_layers = nn.ModuleList(nn.Conv1d(channels, 2 * channels, 3, padding=1) for _ in range(layers))
        self.cond = nn.Conv1d(gin, 2 * channels * layers, 1)
        self.res = nn.ModuleList(nn.Conv1d(channels, channels, 1) for _ in range(layers))

    def forward(self, x, g):
        gs = self.cond(g).chunk(len(self.in_layers), dim=1)
        out = torch.zeros_like(x)
        for conv, res, gl in zip(self.in_layers, self.res, gs):
            a, b = (conv(x) + gl).chunk(2, dim=1)
            h = res(torch.tanh(a) * torch.sigmoid(b))
            x = x + h
            out = out + h
        return out


class AffineCoupling(nn.Module):
    def __init__(self, channels: int, gin: int):
        super().__init__()
        self.half = channels // 2
        self.pre = nn.Conv1d(self.half, channels, 1)
        self.enc = WN(channels, gin)
        self.post = nn.Conv1d(channels, self.half, 1)

    def reverse(self, x, g):
        x0, x1 = x.split(self.half, dim=1)
        m = self.post(self.enc(self.pre(x0), g))
        return torch.cat([x0, x1 - m], dim=1).flip(1)


class ResidualFlow(nn.Module):
    def __init__(self, channels: int, gin: int, n_flows: int = 2):
        super().__init__()
        self.flows = nn.ModuleList(AffineCoupling(channels, gin) for _ in range(n_flows))

    def reverse(self, z, g):
        for f in reversed(self.flows):
            z = f.reverse(z, g)
        return z
