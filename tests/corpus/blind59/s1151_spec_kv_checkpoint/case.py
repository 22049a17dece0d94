import torch

ENTRY = "s1151_spec_kv_checkpoint.draft_runner:decode_step"


def inputs():
    return (torch.randn(4, 8),)
