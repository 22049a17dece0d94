import torch
from torch import nn

from .mem_cache import EncoderEmbeddingCache


class VisionEmbeddingProjector(nn.Module):
    def __init__(self, vision_dim: int = 8, text_dim: int = 8, cache_capacity: int = 3):
        super().__init__()
        self.norm = nn.LayerNorm(vision_dim)
        self.linear_1 = nn.Linear(vision_dim, text_dim)
        self.act = nn.GELU()
        self.linear_2 = nn.Linear(text_dim, text_dim)
        self.cache = EncoderEmbeddingCache(cache_capacity, policy="lru")
        for item_hash in range(cache_capacity):
            self.cache.put(1000 + item_hash, torch.zeros(1, text_dim))
        self._next_item = 0

    def project(self, pixel_features: torch.Tensor) -> torch.Tensor:
        return self.linear_2(self.act(self.linear_1(self.norm(pixel_features))))

    def forward(self, pixel_features: torch.Tensor) -> torch.Tensor:
        item_hash = self._next_item
        self._next_item += 1
        cached = self.cache.get(item_hash)
        if cached is not None:
            return cached
        emb = self.project(pixel_features)
        self.cache.put(item_hash, emb)
        return emb


projector = torch.compile(VisionEmbeddingProjector(), fullgraph=True)
