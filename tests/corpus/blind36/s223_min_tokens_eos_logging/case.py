import torch

ENTRY = "s223_min_tokens_eos_logging.step:sample_step"


def inputs():
    g = torch.Generator().manual_seed(2)
    logits = torch.randn(4, 16, generator=g)
    seq_lens = torch.tensor([1, 5, 2, 9])
    min_tokens = torch.tensor([4, 4, 0, 3])
    return (logits, seq_lens, min_tokens)
