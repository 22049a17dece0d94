import torch

from .cuda_env import toolkit_major

W = torch.randn(8, 8)


@torch.compile(fullgraph=True)
def compiled(x: torch.Tensor) -> torch.Tensor:
    scale = 1.0 if toolkit_major() >= 12 else 0.5
    return (x @ W) * scale
