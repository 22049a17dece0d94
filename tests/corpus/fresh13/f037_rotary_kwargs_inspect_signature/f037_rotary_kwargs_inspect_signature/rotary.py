import torch
from torch import nn


class DynamicNTKRotary(nn.Module):
    def __init__(self, dim: int = 8, base: float = 10000.0):
        super().__init__()
        self.register_buffer("inv_freq", 1.0 / (base ** (torch.arange(0, dim, 2).float() / dim)), persistent=False)

    def forward(self, x: torch.Tensor, position_ids: torch.Tensor, seq_len: int | None = None):
        freqs = position_ids.float().unsqueeze(-1) * self.inv_freq
        emb = torch.cat((freqs, freqs), dim=-1)
        return emb.cos().to(x.dtype), emb.sin().to(x.dtype)


class LegacyRotary(nn.Module):
    def __init__(self, dim: int = 8):
        super().__init__()
        self.register_buffer("inv_freq", 1.0 / (10000.0 ** (torch.arange(0, dim, 2).float() / dim)), persistent=False)

    def forward(self, x: torch.Tensor, position_ids: torch.Tensor):
        freqs = position_ids.float().unsqueeze(-1) * self.inv_freq
        emb = torch.cat((freqs, freqs), dim=-1)
        return emb.cos(), emb.sin()
