import torch

ENTRY = "r002_grammar_numpy_unpackbits.sampler:sampler"


def inputs():
    logits = torch.randn(4, 40)
    # two constrained rows, 40-token vocab -> 2 words per row
    bitmask = torch.tensor([[0x0F0F0F0F, 0x00FF], [-1, -1]], dtype=torch.int32)
    rows = torch.tensor([1, 3])
    return (logits, bitmask, rows)
