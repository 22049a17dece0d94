import torch

from . import patch
from .registry import ACTIVE


class PatchBackbone(torch.nn.Module):
    def __init__(self, patch_size: int = 4, dim: int = 32):
        super().__init__()
        self.patch_size = patch_size
        self.embed = torch.nn.Linear(3 * patch_size * patch_size, dim)
        self.norm = torch.nn.LayerNorm(dim)

    def normalize(self, x: torch.Tensor) -> torch.Tensor:
        mean = torch.tensor(ACTIVE.mean, dtype=x.dtype, device=x.device).view(1, -1, 1, 1)
        std = torch.tensor(ACTIVE.std, dtype=x.dtype, device=x.device).view(1, -1, 1, 1)
        return (x - mean) / std

    def forward(self, pixels: torch.Tensor) -> torch.Tensor:
        if pixels.dtype == torch.uint8:
            pixels = pixels.float() / 255.0
        x = self.normalize(pixels)
        x = patch.pad_to_multiple(x, self.patch_size)
        tokens = patch.to_patches(x, self.patch_size)
        return self.norm(self.embed(tokens))


compiled_backbone = torch.compile(PatchBackbone(), fullgraph=True)
