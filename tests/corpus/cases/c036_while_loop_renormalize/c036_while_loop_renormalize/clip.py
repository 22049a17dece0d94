import torch

from .numerics import shrink_until_bounded


def _clip(x: torch.Tensor) -> torch.Tensor:
    return shrink_until_bounded(x * 10.0, bound=2.0)


clip_grad_like = torch.compile(_clip, fullgraph=True, dynamic=False)
