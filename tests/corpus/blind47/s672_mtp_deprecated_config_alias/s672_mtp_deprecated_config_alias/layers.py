"""Building blocks shared by the MTP head."""
import torch
from torch import nn


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class MTPBlock(nn.Module):
    """One MTP module: fuse the previous hidden state with the next token embedding."""

    def __init__(self, hidden_size: int, eps: float):
        super().__init__()
        self.enorm = RMSNorm(hidden_size, eps)
        self.hnorm = RMSNorm(hidden_size, eps)
        self.eh_proj = nn.Linear(2 * hidden_size, hidden_size, bias=False)
        self.mlp = nn.Sequential(
            nn.Linear(hidden_size, 2 * hidden_size, bias=False),
            nn.SiLU(),
            nn.Linear(2 * hidden_size, hidden_size, bias=False),
        )
        self.final_norm = RMSNorm(hidden_size, eps)

    def forward(self, token_embeds: torch.Tensor, prev_hidden: torch.Tensor) -> torch.Tensor:
        h = self.eh_proj(torch.cat([self.enorm(token_embeds), self.hnorm(prev_hidden)], dim=-1))
        h = h + self.mlp(h)
        return self.final_norm(h)
