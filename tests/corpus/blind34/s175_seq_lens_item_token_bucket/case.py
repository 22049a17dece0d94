import torch

ENTRY = "s175_seq_lens_item_token_bucket.step:prefill_step"


def inputs():
    return (torch.randn(6, 8), torch.tensor([2, 3, 1]))
