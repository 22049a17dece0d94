import torch

ENTRY = "s198_backbone_feature_dump_flag.backbone:compiled_backbone"


def inputs():
    return (torch.randn(1, 3, 32, 32),)
