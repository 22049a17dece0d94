import torch
import torch.nn.functional as F

from . import config
from .debug import dump_tensor

LUMA = (0.299, 0.587, 0.114)


def to_grayscale(x: torch.Tensor) -> torch.Tensor:
    w = x.new_tensor(LUMA).view(1, 3, 1, 1)
    return (x * w).sum(dim=1, keepdim=True)


def resize_to_height(x: torch.Tensor, height: int) -> torch.Tensor:
    h, w = x.shape[-2:]
    new_w = max(1, int(round(w * height / h)))
    return F.interpolate(x, size=(height, new_w), mode="area")


class DocumentEncoder(torch.nn.Module):
    def __init__(self, cfg: config.PreprocessConfig = config.PreprocessConfig(), dim: int = 24):
        super().__init__()
        self.cfg = cfg
        in_ch = 1 if cfg.grayscale else 3
        self.embed = torch.nn.Conv2d(in_ch, dim, kernel_size=cfg.patch, stride=cfg.patch)
        self.norm = torch.nn.LayerNorm(dim)

    def preprocess(self, pixels: torch.Tensor) -> torch.Tensor:
        x = pixels.to(device=self.embed.weight.device, dtype=self.cfg.compute_dtype)
        if self.cfg.grayscale:
            x = to_grayscale(x)
        x = resize_to_height(x, self.cfg.target_height)
        if config.DUMP_INPUTS:
            dump_tensor("preprocessed", x)
        return (x - 0.5) / 0.5

    @torch.compile(fullgraph=True)
    def forward(self, pixels: torch.Tensor) -> torch.Tensor:
        x = self.embed(self.preprocess(pixels))
        return self.norm(x.flatten(2).transpose(1, 2))
