import torch
import torch.nn as nn

from .layers import TextConditioner, TimestepEmbedder


class AdaLNBlock(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden, elementwise_affine=False)
        self.ada = nn.Linear(hidden, 2 * hidden)
        self.mlp = nn.Sequential(nn.Linear(hidden, 4 * hidden), nn.GELU(), nn.Linear(4 * hidden, hidden))

    def forward(self, x: torch.Tensor, c: torch.Tensor) -> torch.Tensor:
        shift, scale = self.ada(c).unsqueeze(1).chunk(2, dim=-1)
        return x + self.mlp(self.norm(x) * (1 + scale) + shift)


class DiTDenoiser(nn.Module):
    def __init__(self, hidden: int = 32, text_dim: int = 24, depth: int = 2):
        super().__init__()
        self.t_embed = TimestepEmbedder(hidden)
        self.text = TextConditioner(text_dim, hidden)
        self.blocks = nn.ModuleList(AdaLNBlock(hidden) for _ in range(depth))
        self.out = nn.Linear(hidden, hidden)

    def forward(self, x: torch.Tensor, t: torch.Tensor, text_states: torch.Tensor) -> torch.Tensor:
        c = self.t_embed(t) + self.text(text_states)
        for block in self.blocks:
            x = block(x, c)
        return self.out(x)


# training-time compile of the denoiser (module stays in train mode)
compiled_dit = torch.compile(DiTDenoiser(), fullgraph=True)
