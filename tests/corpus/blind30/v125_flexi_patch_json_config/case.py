import torch

from v125_flexi_patch_json_config.model import FlexiViT

ENTRY = "v125_flexi_patch_json_config.model:FlexiViT.encode"


def inputs():
    return (FlexiViT().eval(), torch.randn(1, 3, 16, 12))
