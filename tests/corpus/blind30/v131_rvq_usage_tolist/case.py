import torch

ENTRY = "v131_rvq_usage_tolist.rvq:quantizer"


def inputs():
    return (torch.randn(2, 8, 5),)
