import torch
import torch.nn.functional as F
from torch import nn

from . import debug


class LayerNorm2d(nn.LayerNorm):
    def forward(self, x):
        x = x.permute(0, 2, 3, 1)
        x = F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
        return x.permute(0, 3, 1, 2)


class ConvNeXtBlock(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dw = nn.Conv2d(dim, dim, 7, padding=3, groups=dim)
        self.norm = LayerNorm2d(dim)
        self.pw1 = nn.Conv2d(dim, dim * 4, 1)
        self.pw2 = nn.Conv2d(dim * 4, dim, 1)
        self.gamma = nn.Parameter(torch.full((dim, 1, 1), 1e-6))

    def forward(self, x):
        y = self.pw2(F.gelu(self.pw1(self.norm(self.dw(x)))))
        return x + self.gamma * y


class Downsample(nn.Sequential):
    def __init__(self, cin, cout):
        super().__init__(LayerNorm2d(cin), nn.Conv2d(cin, cout, 2, stride=2))


class ConvBackbone(nn.Module):
    out_names = ("res2", "res3", "res4")

    def __init__(self, dims=(8, 16, 32)):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, dims[0], 4, stride=4), LayerNorm2d(dims[0]))
        stages, downs = [], []
        for i, d in enumerate(dims):
            downs.append(nn.Identity() if i == 0 else Downsample(dims[i - 1], d))
            stages.append(ConvNeXtBlock(d))
        self.downs = nn.ModuleList(downs)
        self.stages = nn.ModuleList(stages)

    def _maybe_dump(self, name, feat):
        if debug.DUMP_FEATURES:
            debug.dump_feature(name, feat)

    def forward(self, images):
        x = self.stem(images)
        feats = {}
        for name, down, stage in zip(self.out_names, self.downs, self.stages):
            x = stage(down(x))
            self._maybe_dump(name, x)
            feats[name] = x
        return feats


compiled_backbone = torch.compile(ConvBackbone().eval(), fullgraph=True)
