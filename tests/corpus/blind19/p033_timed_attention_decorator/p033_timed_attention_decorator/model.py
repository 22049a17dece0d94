import torch
import torch.nn as nn

from .attention import SelfAttention


class DecoderBlock(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.ln1 = nn.LayerNorm(hidden)
        self.attn = SelfAttention(hidden)
        self.ln2 = nn.LayerNorm(hidden)
        self.mlp = nn.Sequential(nn.Linear(hidden, 4 * hidden), nn.GELU(), nn.Linear(4 * hidden, hidden))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


compiled_block = torch.compile(DecoderBlock(), fullgraph=True)
