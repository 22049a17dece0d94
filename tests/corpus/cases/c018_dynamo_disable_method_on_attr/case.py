import torch

ENTRY = "c018_dynamo_disable_method_on_attr.sampler:compiled_sampler"


def inputs():
    return (torch.randn(4, 8),)
