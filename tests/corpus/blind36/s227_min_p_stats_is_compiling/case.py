import torch

ENTRY = "s227_min_p_stats_is_compiling.sampler:compiled_sampler"


def inputs():
    g = torch.Generator().manual_seed(6)
    logits = torch.randn(4, 16, generator=g)
    min_p = torch.tensor([0.05, 0.1, 0.0, 0.2])
    return (logits, min_p)
