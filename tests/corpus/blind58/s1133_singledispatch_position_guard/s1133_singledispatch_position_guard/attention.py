import torch
from torch import nn

from .rotary import RotaryEmbedding


class RopeSelfAttention(nn.Module):
    def __init__(self, hidden_size: int = 8, max_position_embeddings: int = 64):
        super().__init__()
        self.hidden_size = hidden_size
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.rotary_emb = RotaryEmbedding(hidden_size, max_position_embeddings)
        self.scaling = hidden_size**-0.5

    @torch.compile(fullgraph=True)
    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        qkv = self.qkv_proj(hidden_states)
        q, k, v = qkv.split(self.hidden_size, dim=-1)
        q, k = self.rotary_emb(positions, q, k)
        scores = (q @ k.transpose(0, 1)) * self.scaling
        mask = torch.ones_like(scores, dtype=torch.bool).tril()
        scores = scores.masked_fill(~mask, float("-inf"))
        out = scores.softmax(dim=-1) @ v
        return self.o_proj(out)
