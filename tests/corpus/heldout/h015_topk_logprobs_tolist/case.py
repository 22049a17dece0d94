import torch

ENTRY = "h015_topk_logprobs_tolist.sampling:sample_with_logprobs"


def inputs():
    return (torch.randn(2, 10),)
