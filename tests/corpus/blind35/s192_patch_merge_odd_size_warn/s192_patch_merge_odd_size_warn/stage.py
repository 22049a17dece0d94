import torch
from torch import nn

from .merging import PatchMerging


class MlpBlock(nn.Module):
    def __init__(self, dim, ratio=2):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, dim * ratio)
        self.fc2 = nn.Linear(dim * ratio, dim)

    def forward(self, x):
        return x + self.fc2(torch.nn.functional.gelu(self.fc1(self.norm(x))))


class EncoderStage(nn.Module):
    def __init__(self, dim, depth, downsample=True):
        super().__init__()
        self.blocks = nn.ModuleList(MlpBlock(dim) for _ in range(depth))
        self.downsample = PatchMerging(dim) if downsample else nn.Identity()

    def forward(self, x):
        for blk in self.blocks:
            x = blk(x)
        return self.downsample(x)


_STAGE = EncoderStage(dim=8, depth=2).eval()


@torch.compile(fullgraph=True)
def encode_stage(x):
    with torch.no_grad():
        return _STAGE(x)
