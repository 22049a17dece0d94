import torch
from torch import nn

from .cache import GrowableRopeCache


class RopeEmbedder(nn.Module):
    def __init__(self, vocab: int = 32, dim: int = 8, warmup_len: int = 64):
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        self.rope = GrowableRopeCache(dim)
        # size the table up front so compiled graphs never need to grow it
        self.rope.maybe_grow(torch.tensor([warmup_len - 1]))

    def forward(self, ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        h = self.tok(ids)
        cos, sin = self.rope.get(positions)
        h1, h2 = h.chunk(2, -1)
        return h * cos + torch.cat((-h2, h1), -1) * sin


_embedder = RopeEmbedder()
embed_tokens = torch.compile(_embedder.forward, fullgraph=True)
