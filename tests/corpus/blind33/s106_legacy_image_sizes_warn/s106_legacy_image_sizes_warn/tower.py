import torch
from torch import nn

from .compat import normalize_image_sizes

PATCH = 2
LEGACY_LAYOUT = "hw"  # what older clients still send


class ValidPatchMask(nn.Module):
    """Zeroes patches that fall in the padding of smaller images."""

    def forward(self, sizes_wh: torch.Tensor, gh: int, gw: int) -> torch.Tensor:
        cols = torch.arange(gw).view(1, 1, gw)
        rows = torch.arange(gh).view(1, gh, 1)
        valid_w = (sizes_wh[:, 0] // PATCH).view(-1, 1, 1)
        valid_h = (sizes_wh[:, 1] // PATCH).view(-1, 1, 1)
        return ((cols < valid_w) & (rows < valid_h)).flatten(1)


class ImageTower(nn.Module):
    def __init__(self, dim: int = 8) -> None:
        super().__init__()
        self.patchify = nn.Conv2d(3, dim, PATCH, PATCH)
        self.mask = ValidPatchMask()
        self.out = nn.Linear(dim, dim)

    def forward(self, pixel_values: torch.Tensor, image_sizes: torch.Tensor) -> torch.Tensor:
        sizes = normalize_image_sizes(image_sizes, LEGACY_LAYOUT)
        x = self.patchify(pixel_values)
        b, d, gh, gw = x.shape
        valid = self.mask(sizes, gh, gw)
        x = x.flatten(2).transpose(1, 2) * valid.unsqueeze(-1)
        return self.out(x)


_TOWER = ImageTower().eval()


@torch.compile(fullgraph=True)
def encode_images(pixel_values: torch.Tensor, image_sizes: torch.Tensor) -> torch.Tensor:
    return _TOWER(pixel_values, image_sizes)
