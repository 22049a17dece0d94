import torch
import torch.nn.functional as F
from torch import nn

from .config import DEFAULT
from .unpad import unpad_features


class VisionTower(nn.Module):
    def __init__(self, cfg=DEFAULT):
        super().__init__()
        self.cfg = cfg
        self.embed = nn.Conv2d(3, cfg.hidden, cfg.patch_size, stride=cfg.patch_size)
        self.layers = nn.ModuleList(
            nn.TransformerEncoderLayer(cfg.hidden, cfg.heads, cfg.hidden * 2, dropout=0.0, batch_first=True)
            for _ in range(cfg.layers)
        )

    def pad_to_square(self, pixel_values):
        H, W = pixel_values.shape[-2:]
        side = max(H, W)
        return F.pad(pixel_values, (0, side - W, 0, side - H))

    def forward(self, pixel_values, image_sizes):
        x = self.embed(self.pad_to_square(pixel_values)).flatten(2).transpose(1, 2)
        for layer in self.layers:
            x = layer(x)
        return [unpad_features(x[i], image_sizes[i], self.cfg.patch_size) for i in range(x.shape[0])]


_TOWER = VisionTower().eval()


@torch.compile(fullgraph=True)
def run_vision_tower(pixel_values, image_sizes):
    return torch.cat(_TOWER(pixel_values, image_sizes), dim=0)
