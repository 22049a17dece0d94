import torch

ENTRY = "k005_penalizer_deprecated_param.sampler:compiled_sampler"


def inputs():
    torch.manual_seed(0)
    return (torch.randn(4, 16),)
