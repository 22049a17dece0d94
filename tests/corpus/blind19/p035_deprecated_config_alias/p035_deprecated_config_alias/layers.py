import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import EncoderConfig


class RMSNorm(nn.Module):
    def __init__(self, cfg: EncoderConfig):
        super().__init__()
        self.cfg = cfg
        self.weight = nn.Parameter(torch.ones(cfg.hidden_size))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        # eps is read from the (possibly legacy) config at call time
        eps = self.cfg.layer_norm_epsilon
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + eps) * self.weight


class FeedForward(nn.Module):
    def __init__(self, cfg: EncoderConfig):
        super().__init__()
        self.up = nn.Linear(cfg.hidden_size, cfg.ffn_size)
        self.down = nn.Linear(cfg.ffn_size, cfg.hidden_size)
        self.act = getattr(F, cfg.act)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(self.act(self.up(x)))
