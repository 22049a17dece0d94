import torch

ENTRY = "q035_paged_gather_block_loop.decode:decode_attention"


def inputs():
    return (torch.randn(4, 8), torch.tensor([3, 5, 2, 7]))
