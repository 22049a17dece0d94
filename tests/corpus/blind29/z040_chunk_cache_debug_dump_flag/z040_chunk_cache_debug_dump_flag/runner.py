import torch
import torch.nn as nn

from .ring_cache import RingChunkCache


class StreamRunner(nn.Module):
    def __init__(self, dim: int = 8, chunk_len: int = 4, slots: int = 2):
        super().__init__()
        self.cache = RingChunkCache(slots, chunk_len, dim)
        self.mix = nn.Linear(dim, dim)
        self.gate = nn.Linear(dim, dim)

    def forward(self, chunk: torch.Tensor) -> torch.Tensor:
        ctx = self.cache.push(chunk)
        pooled = ctx.mean(dim=1, keepdim=True)
        return chunk + torch.sigmoid(self.gate(pooled)) * self.mix(chunk)


stream_step = torch.compile(StreamRunner(), fullgraph=True)
