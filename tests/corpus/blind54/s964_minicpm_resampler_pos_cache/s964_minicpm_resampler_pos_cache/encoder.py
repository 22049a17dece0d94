import torch
from torch import nn

from .resampler import Resampler2_5


class MiniCPMVVisionEncoder(nn.Module):
    def __init__(self, vision_dim: int = 8, hidden_size: int = 16, query_num: int = 4) -> None:
        super().__init__()
        self.patch_proj = nn.Linear(vision_dim, vision_dim)
        self.resampler = Resampler2_5(
            num_queries=query_num,
            embed_dim=hidden_size,
            num_heads=hidden_size // 8,
            kv_dim=vision_dim,
        )

    @torch.compile(fullgraph=True)
    def get_image_embeds(self, patch_features: torch.Tensor, tgt_sizes: torch.Tensor) -> torch.Tensor:
        vision_embedding = self.patch_proj(patch_features)
        return self.resampler(vision_embedding, tgt_sizes)
