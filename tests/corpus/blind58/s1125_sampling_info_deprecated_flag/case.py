import torch

ENTRY = "s1125_sampling_info_deprecated_flag.sampler:sampler"


def inputs():
    return (torch.randn(4, 8),)
