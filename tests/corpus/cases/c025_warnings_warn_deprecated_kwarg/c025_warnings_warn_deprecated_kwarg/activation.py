import torch

from .compat import deprecated_arg


def gelu_tanh(x: torch.Tensor, approximate: str = "tanh", fast: bool = True) -> torch.Tensor:
    if fast:
        deprecated_arg("fast", "approximate")
    return torch.nn.functional.gelu(x, approximate=approximate)


act = torch.compile(gelu_tanh, fullgraph=True)
