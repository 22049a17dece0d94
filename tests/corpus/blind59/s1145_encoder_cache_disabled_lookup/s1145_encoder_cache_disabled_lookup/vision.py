import torch
from torch import nn

from .encoder_cache import MultiModalEncoderCache


class SiglipVisionEmbedder(nn.Module):
    def __init__(self, patch_dim: int, hidden_size: int, use_encoder_cache: bool = True):
        super().__init__()
        self.patch_embedding = nn.Linear(patch_dim, hidden_size)
        self.position_embedding = nn.Parameter(torch.zeros(1, 4, hidden_size))
        self.post_layernorm = nn.LayerNorm(hidden_size)
        self.encoder_cache = MultiModalEncoderCache() if use_encoder_cache else None

    def encode(self, pixel_values: torch.Tensor) -> torch.Tensor:
        x = self.patch_embedding(pixel_values) + self.position_embedding
        return self.post_layernorm(x)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        if self.encoder_cache is None:
            return self.encode(pixel_values).flatten(0, 1)
        return self.encoder_cache.get_or_encode(pixel_values, self.encode)
