import torch

ENTRY = "s898_left_pad_checked_at_init.modeling:run_prefill"


def inputs():
    return (torch.tensor([[0, 0, 11, 12, 13], [4, 5, 6, 7, 8]]),)
