import torch

ENTRY = "s1099_sampling_params_struct_packed.sampler:sample"


def inputs():
    return (torch.randn(3, 10),)
