import torch
from torch import nn

from . import positions as pos_utils
from .mrope import MRotaryEmbedding


class VisionTextEmbedder(nn.Module):
    def __init__(self, vocab: int = 16, head_dim: int = 8, grid_w: int = 2):
        super().__init__()
        self.embed = nn.Embedding(vocab, head_dim)
        self.rope = MRotaryEmbedding(head_dim)
        self.grid_w = grid_w

    def forward(self, token_ids: torch.Tensor) -> torch.Tensor:
        h = self.embed(token_ids)
        positions = pos_utils.build_mrope_positions(token_ids, self.grid_w)
        cos, sin = self.rope(positions)
        h1, h2 = h.chunk(2, dim=-1)
        return h * cos + torch.cat((-h2, h1), dim=-1) * sin


_embedder = VisionTextEmbedder()


@torch.compile(fullgraph=True)
def embed_step(token_ids: torch.Tensor) -> torch.Tensor:
    return _embedder(token_ids)
