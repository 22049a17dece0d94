import torch

from .config import ACTIVE_CONFIG


def _shrink(x: torch.Tensor, lora_a: torch.Tensor) -> torch.Tensor:
    return x @ lora_a.t()


def _expand(h: torch.Tensor, lora_b: torch.Tensor, scaling: float) -> torch.Tensor:
    return (h @ lora_b.t()) * scaling


@torch.compile(fullgraph=True)
def lora_forward(x: torch.Tensor, lora_a: torch.Tensor, lora_b: torch.Tensor) -> torch.Tensor:
    scaling = ACTIVE_CONFIG.scaling()
    return _expand(_shrink(x, lora_a), lora_b, scaling)
