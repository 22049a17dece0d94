import torch

from u020_ring_cache_custom_op.sliding_decoder import SlidingWindowDecoder

ENTRY = "u020_ring_cache_custom_op.sliding_decoder:SlidingWindowDecoder.decode"


def inputs():
    torch.manual_seed(0)
    model = SlidingWindowDecoder().eval()
    return (model, torch.randint(0, 40, (2, 1)), torch.tensor([3, 8]))
