import torch

ENTRY = "s276_block_alloc_disabled.model:PagedDecoder.forward_decode"


def inputs():
    from s276_block_alloc_disabled.model import DECODER
    x = torch.randn(2, 8)
    seq_lens = torch.tensor([4, 7])
    return (DECODER, x, seq_lens)
