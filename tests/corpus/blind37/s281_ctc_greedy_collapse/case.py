import torch

ENTRY = "s281_ctc_greedy_collapse.model:greedy_decode_step"


def inputs():
    return (torch.randn(1, 6, 8),)
