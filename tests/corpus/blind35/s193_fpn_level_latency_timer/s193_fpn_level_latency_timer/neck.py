import torch
import torch.nn.functional as F
from torch import nn

from .metrics import stage_timer


class ConvNormAct(nn.Module):
    def __init__(self, cin, cout, k):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, k, padding=k // 2, bias=False)
        self.norm = nn.GroupNorm(1, cout)

    def forward(self, x):
        return F.relu(self.norm(self.conv(x)))


class FeaturePyramid(nn.Module):
    def __init__(self, in_dims, out_dim):
        super().__init__()
        self.lateral = nn.ModuleList(ConvNormAct(c, out_dim, 1) for c in in_dims)
        self.output = nn.ModuleList(ConvNormAct(out_dim, out_dim, 3) for _ in in_dims)
        self.names = [f"p{i + 2}" for i in range(len(in_dims))]

    def _top_down(self, laterals):
        out = [laterals[-1]]
        for lat in reversed(laterals[:-1]):
            up = F.interpolate(out[0], size=lat.shape[-2:], mode="nearest")
            out.insert(0, lat + up)
        return out

    def forward(self, feats):
        with stage_timer("fpn.lateral"):
            laterals = [m(f) for m, f in zip(self.lateral, feats)]
        merged = self._top_down(laterals)
        outs = {}
        for name, conv, x in zip(self.names, self.output, merged):
            outs[name] = conv(x)
        outs["p5"] = F.max_pool2d(outs[self.names[-1]], 1, stride=2)
        return outs
