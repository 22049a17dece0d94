import torch
import torch.nn as nn

from .conv import CausalConv1d


class GatedConvBlock(nn.Module):
    def __init__(self, d_model: int):
        super().__init__()
        self.norm = nn.LayerNorm(d_model)
        self.in_proj = nn.Linear(d_model, 2 * d_model)
        self.conv = CausalConv1d(d_model)
        self.out_proj = nn.Linear(d_model, d_model)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        u, g = self.in_proj(self.norm(x)).chunk(2, dim=-1)
        u = self.conv(u.transpose(1, 2)).transpose(1, 2)
        return x + self.out_proj(u * torch.sigmoid(g))


class ConvSSMStack(nn.Module):
    def __init__(self, d_model: int = 8, depth: int = 2):
        super().__init__()
        self.blocks = nn.ModuleList(GatedConvBlock(d_model) for _ in range(depth))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for blk in self.blocks:
            x = blk(x)
        return x


compiled_stack = torch.compile(ConvSSMStack(), fullgraph=True)
