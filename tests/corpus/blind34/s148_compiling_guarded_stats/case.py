import torch

ENTRY = "s148_compiling_guarded_stats.decode:beam_decode_step"


def inputs():
    return (
        torch.randn(2, 3, 9),
        torch.zeros(2, 3),
        torch.ones(2, 3, dtype=torch.long),
        torch.zeros(2, 3, dtype=torch.bool),
    )
