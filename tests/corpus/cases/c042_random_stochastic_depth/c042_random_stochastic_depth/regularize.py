import random

import torch


def drop_path(x: torch.Tensor, p: float, training: bool) -> torch.Tensor:
    if not training or p == 0.0:
        return x
    if random.random() < p:
        return torch.zeros_like(x)
    return x / (1.0 - p)
