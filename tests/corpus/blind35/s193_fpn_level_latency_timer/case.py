import torch

from s193_fpn_level_latency_timer.neck import FeaturePyramid

ENTRY = "s193_fpn_level_latency_timer.neck:FeaturePyramid.forward"

_NECK = FeaturePyramid((4, 8, 16), out_dim=8).eval()


def inputs():
    feats = [
        torch.randn(1, 4, 16, 16),
        torch.randn(1, 8, 8, 8),
        torch.randn(1, 16, 4, 4),
    ]
    return (_NECK, feats)
