import torch
import torch.nn as nn
import torch.nn.functional as F

from .resolve import patch_size_for


class FlexiPatchEmbed(nn.Module):
    """Patch embedding whose kernel is resized to the patch size chosen for
    the current input resolution."""

    def __init__(self, in_ch: int = 3, dim: int = 16, base_patch: int = 8):
        super().__init__()
        self.base_patch = base_patch
        self.weight = nn.Parameter(torch.randn(dim, in_ch, base_patch, base_patch) * 0.02)
        self.bias = nn.Parameter(torch.zeros(dim))

    def _resized_kernel(self, p: int) -> torch.Tensor:
        if p == self.base_patch:
            return self.weight
        return F.interpolate(self.weight, size=(p, p), mode="bilinear", align_corners=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h, w = x.shape[-2:]
        p = patch_size_for(h, w)
        out = F.conv2d(x, self._resized_kernel(p), self.bias, stride=p)
        return out.flatten(2).transpose(1, 2)
