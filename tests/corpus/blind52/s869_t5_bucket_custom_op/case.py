import torch

ENTRY = "s869_t5_bucket_custom_op.encoder:encode"


def inputs():
    return (torch.randn(2, 6, 32),)
