import torch
import torch.nn as nn

from .patch_embed import FlexiPatchEmbed


class FlexiViT(nn.Module):
    def __init__(self, dim: int = 16, depth: int = 2):
        super().__init__()
        self.embed = FlexiPatchEmbed(dim=dim)
        self.layers = nn.ModuleList(
            nn.TransformerEncoderLayer(dim, 2, 2 * dim, batch_first=True) for _ in range(depth)
        )
        self.norm = nn.LayerNorm(dim)

    @torch.compile(fullgraph=True)
    def encode(self, pixels: torch.Tensor) -> torch.Tensor:
        x = self.embed(pixels)
        for layer in self.layers:
            x = layer(x)
        return self.norm(x).mean(dim=1)
