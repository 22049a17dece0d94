import torch
import torch.nn.functional as F
from torch import nn

from .monitor import observe_pyramid


def conv_bn(cin, cout, stride):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU())


class TinyResNet(nn.Module):
    def __init__(self, widths=(8, 16, 32)):
        super().__init__()
        self.stem = conv_bn(3, widths[0], 2)
        self.stages = nn.ModuleList(
            conv_bn(widths[max(i - 1, 0)], w, 1 if i == 0 else 2) for i, w in enumerate(widths)
        )

    def forward(self, x):
        x = self.stem(x)
        outs = []
        for stage in self.stages:
            x = stage(x)
            outs.append(x)
        return outs


class SimpleFPN(nn.Module):
    def __init__(self, widths=(8, 16, 32), out_dim=8):
        super().__init__()
        self.lateral = nn.ModuleList(nn.Conv2d(w, out_dim, 1) for w in widths)
        self.smooth = nn.ModuleList(nn.Conv2d(out_dim, out_dim, 3, padding=1) for _ in widths)

    def forward(self, feats):
        lat = [l(f) for l, f in zip(self.lateral, feats)]
        for i in range(len(lat) - 1, 0, -1):
            lat[i - 1] = lat[i - 1] + F.interpolate(lat[i], scale_factor=2.0, mode="nearest")
        return {f"p{i + 2}": s(x) for i, (s, x) in enumerate(zip(self.smooth, lat))}


class Detector(nn.Module):
    def __init__(self):
        super().__init__()
        self.backbone = TinyResNet()
        self.fpn = SimpleFPN()

    def forward(self, images):
        return observe_pyramid(self.fpn(self.backbone(images)))


_MODEL = Detector().eval()


@torch.compile(fullgraph=True)
def detect_features(images):
    return _MODEL(images)
