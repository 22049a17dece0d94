import torch

ENTRY = "q036_topk_logprobs_tolist.step:sample_with_logprobs"


def inputs():
    return (torch.randn(4, 8),)
