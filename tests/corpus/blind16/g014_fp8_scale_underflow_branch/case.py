import torch

from g014_fp8_scale_underflow_branch.model import GatedMlp

ENTRY = "g014_fp8_scale_underflow_branch.model:mlp_block"


def inputs():
    return (GatedMlp(), torch.randn(4, 8))
