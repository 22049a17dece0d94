import torch

ENTRY = "s582_gpipe_skip_empty_microbatch.engine:pipelined_forward"


def inputs():
    return (torch.randn(4, 8), torch.tensor([True, True, True, False]))
