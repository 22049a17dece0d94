import torch
import torch.nn.functional as F

from .conv import CausalConv1d


class ConvMixerBlock(torch.nn.Module):
    def __init__(self, d_model: int = 8, expand: int = 2):
        super().__init__()
        inner = d_model * expand
        self.norm = torch.nn.LayerNorm(d_model)
        self.in_proj = torch.nn.Linear(d_model, 2 * inner)
        self.conv = CausalConv1d(inner)
        self.out_proj = torch.nn.Linear(inner, d_model)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        h = self.norm(hidden)
        x, gate = self.in_proj(h).chunk(2, dim=-1)
        x = self.conv(x.transpose(1, 2)).transpose(1, 2)
        y = F.silu(x) * torch.sigmoid(gate)
        return hidden + self.out_proj(y)


block = ConvMixerBlock()
compiled_block = torch.compile(block, fullgraph=True)
