import torch

ENTRY = "s643_topk_logprobs_warning_once.decode_head:compiled"


def inputs():
    return (torch.randn(4, 8), torch.zeros(4))
