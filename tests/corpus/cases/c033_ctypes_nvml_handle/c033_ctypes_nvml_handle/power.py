import torch

from .nvml import NVML


def _power_limited() -> bool:
    return NVML.lib() is not None


def scale_down(x: torch.Tensor) -> torch.Tensor:
    factor = 0.5 if _power_limited() else 1.0
    return x * factor


scaled = torch.compile(scale_down, fullgraph=True)
