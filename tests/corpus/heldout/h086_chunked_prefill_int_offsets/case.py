import torch

ENTRY = "h086_chunked_prefill_int_offsets.prefill:chunked_prefill_attention"


def inputs():
    return (torch.randn(10, 2, 8), torch.randn(10, 2, 8), torch.randn(10, 2, 8))
