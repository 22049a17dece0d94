import torch
import torch.nn as nn


class PatchEmbed(nn.Module):
    def __init__(self, patch: int = 2, temporal_patch: int = 2, in_ch: int = 3, dim: int = 16):
        super().__init__()
        self.in_features = in_ch * temporal_patch * patch * patch
        self.proj = nn.Linear(self.in_features, dim, bias=False)

    def forward(self, flat_patches):
        return self.proj(flat_patches.view(-1, self.in_features))


class PixelShuffleMerger(nn.Module):
    """Merge 2x2 neighbouring patches (already adjacent in processor order)."""

    def __init__(self, dim: int = 16, out_dim: int = 24, merge: int = 2):
        super().__init__()
        self.merge2 = merge * merge
        self.norm = nn.LayerNorm(dim)
        self.mlp = nn.Sequential(nn.Linear(dim * self.merge2, out_dim), nn.GELU(), nn.Linear(out_dim, out_dim))

    def forward(self, x):
        x = self.norm(x)
        return self.mlp(x.reshape(-1, x.shape[-1] * self.merge2))
