import torch

ENTRY = "s400_penalty_kernel_debug_checks_off.sample:penalize_and_sample"


def inputs():
    g = torch.Generator().manual_seed(0)
    return (
        torch.randn(2, 32, generator=g),
        torch.randint(0, 33, (2, 6), generator=g),
        torch.tensor([0.5, 0.0]),
        torch.tensor([0.0, 1.0]),
        torch.tensor([3, 10]),
        torch.tensor([5, 5]),
    )
