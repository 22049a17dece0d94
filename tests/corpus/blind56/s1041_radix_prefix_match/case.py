import torch

from s1041_radix_prefix_match.model_runner import ModelRunner

ENTRY = "s1041_radix_prefix_match.model_runner:ModelRunner.forward_extend"


def inputs():
    return (ModelRunner(), torch.randn(4, 8))
