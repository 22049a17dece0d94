import torch
import torch.nn as nn

from .sincos import get_2d_sincos_pos_embed


class PatchEmbed(nn.Module):
    def __init__(self, patch: int, in_ch: int, dim: int):
        super().__init__()
        self.proj = nn.Conv2d(in_ch, dim, patch, patch)

    def forward(self, x):
        x = self.proj(x)
        return x.flatten(2).transpose(1, 2), x.shape[-2], x.shape[-1]


class MAEEncoder(nn.Module):
    def __init__(self, patch: int = 4, in_ch: int = 3, dim: int = 16, depth: int = 2):
        super().__init__()
        self.dim = dim
        self.patch_embed = PatchEmbed(patch, in_ch, dim)
        self.blocks = nn.ModuleList(
            nn.TransformerEncoderLayer(dim, 2, 2 * dim, batch_first=True, norm_first=True) for _ in range(depth)
        )
        self.norm = nn.LayerNorm(dim)

    def pos_embed(self, gh: int, gw: int, like: torch.Tensor) -> torch.Tensor:
        table = get_2d_sincos_pos_embed(self.dim, gh, gw)
        return torch.from_numpy(table).to(dtype=like.dtype, device=like.device).unsqueeze(0)

    def forward(self, pixels: torch.Tensor) -> torch.Tensor:
        x, gh, gw = self.patch_embed(pixels)
        x = x + self.pos_embed(gh, gw, x)
        for blk in self.blocks:
            x = blk(x)
        return self.norm(x)


encoder = MAEEncoder().eval()
compiled_encoder = torch.compile(encoder, fullgraph=True)
