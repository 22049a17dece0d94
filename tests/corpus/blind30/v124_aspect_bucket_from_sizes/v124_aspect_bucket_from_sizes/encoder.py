import torch
import torch.nn as nn
import torch.nn.functional as F

from .buckets import ASPECT_BUCKETS, bucket_for_image


class BucketEmbedding(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.table = nn.Embedding(len(ASPECT_BUCKETS), dim)

    def forward(self, image_size: torch.Tensor) -> torch.Tensor:
        idx = bucket_for_image(image_size)
        return self.table.weight[idx]


class BucketedPatchEncoder(nn.Module):
    def __init__(self, in_ch: int = 3, patch: int = 4, dim: int = 16, base_grid: int = 4):
        super().__init__()
        self.patch = patch
        self.proj = nn.Conv2d(in_ch, dim, kernel_size=patch, stride=patch)
        self.pos = nn.Parameter(torch.randn(1, dim, base_grid, base_grid) * 0.02)
        self.bucket_embed = BucketEmbedding(dim)
        self.block = nn.TransformerEncoderLayer(dim, 2, 2 * dim, batch_first=True)

    def _pos_for(self, gh: int, gw: int) -> torch.Tensor:
        pos = F.interpolate(self.pos, size=(gh, gw), mode="bicubic", align_corners=False)
        return pos.flatten(2).transpose(1, 2)

    def forward(self, pixels: torch.Tensor, image_size: torch.Tensor) -> torch.Tensor:
        x = self.proj(pixels)
        gh, gw = x.shape[-2:]
        x = x.flatten(2).transpose(1, 2) + self._pos_for(gh, gw)
        x = x + self.bucket_embed(image_size)
        return self.block(x)


encoder = BucketedPatchEncoder().eval()
encode = torch.compile(encoder.forward, fullgraph=True)
