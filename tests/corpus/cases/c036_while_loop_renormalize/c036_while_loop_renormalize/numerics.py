import torch


def shrink_until_bounded(x: torch.Tensor, bound: float = 1.0) -> torch.Tensor:
    while x.abs().max() > bound:
        x = x * 0.5
    return x
