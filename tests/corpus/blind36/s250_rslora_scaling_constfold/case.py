import torch

from s250_rslora_scaling_constfold.layer import build_proj

ENTRY = "s250_rslora_scaling_constfold.layer:LoRAOutputProj.forward"


def inputs():
    return (build_proj(), torch.randn(4, 8))
