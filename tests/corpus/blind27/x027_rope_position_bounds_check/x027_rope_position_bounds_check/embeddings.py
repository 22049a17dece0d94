import torch
from torch import nn

from .errors import check_positions
from .tables import CosSinTable


class LearnedPlusRotaryEmbedding(nn.Module):
    def __init__(self, vocab: int = 32, dim: int = 8, max_positions: int = 16):
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        self.table = CosSinTable(dim, max_positions)
        self.norm = nn.LayerNorm(dim)

    def rotate(self, h: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        check_positions(positions, self.table.max_positions)
        cos, sin = self.table.lookup(positions)
        h1, h2 = h.chunk(2, dim=-1)
        return h * cos + torch.cat((-h2, h1), dim=-1) * sin

    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        return self.norm(self.rotate(self.tok(input_ids), positions))


_module = LearnedPlusRotaryEmbedding()


@torch.compile(fullgraph=True, dynamic=False)
def embed(input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
    return _module(input_ids, positions)
