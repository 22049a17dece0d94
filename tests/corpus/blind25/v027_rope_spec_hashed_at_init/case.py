import torch

ENTRY = "v027_rope_spec_hashed_at_init.rotary:rotary_embedding"


def inputs():
    return (torch.arange(4), torch.randn(4, 8), torch.randn(4, 8))
