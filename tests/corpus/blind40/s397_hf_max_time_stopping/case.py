import torch

ENTRY = "s397_hf_max_time_stopping.decode_step:decode_step"


def inputs():
    g = torch.Generator().manual_seed(0)
    return (
        torch.randint(3, 32, (2, 5), generator=g),
        torch.randn(2, 32, generator=g),
        torch.ones(2, dtype=torch.bool),
    )
