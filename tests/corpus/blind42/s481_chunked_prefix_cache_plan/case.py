import torch

from s481_chunked_prefix_cache_plan.forward_batch import ForwardBatch, ForwardMode

ENTRY = "s481_chunked_prefix_cache_plan.model:compiled"


def inputs():
    extend_seq_lens = torch.tensor([2, 1, 1])
    extend_prefix_lens = torch.tensor([5, 0, 3])
    forward_batch = ForwardBatch(
        forward_mode=ForwardMode.EXTEND,
        batch_size=3,
        seq_lens=extend_seq_lens + extend_prefix_lens,
        extend_seq_lens=extend_seq_lens,
        extend_prefix_lens=extend_prefix_lens,
    )
    return (torch.randn(4, 8), forward_batch)
