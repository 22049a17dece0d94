import torch

ENTRY = "s492_tied_lm_head_logit_softcap.model_runner:decode"


def inputs():
    return (torch.randn(4, 16),)
