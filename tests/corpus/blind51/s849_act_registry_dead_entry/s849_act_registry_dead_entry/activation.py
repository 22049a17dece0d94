import torch
import torch.nn as nn
import torch.nn.functional as F

from .utils import LazyDict, deprecated_activation


class SiluAndMul(nn.Module):
    def forward_native(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        return F.silu(x[..., :d]) * x[..., d:]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.forward_native(x)


class FatreluAndMul(nn.Module):
    def __init__(self, threshold: float = 0.0):
        super().__init__()
        self.threshold = threshold

    def forward_native(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        x1, x2 = x[..., :d], x[..., d:]
        if (x1 > self.threshold).any():
            x1 = F.threshold(x1, self.threshold, 0.0)
        return x1 * x2

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.forward_native(x)


class SwishAndMul(SiluAndMul):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        deprecated_activation("swish", "silu")
        return self.forward_native(x)


_ACTIVATION_AND_MUL_REGISTRY = LazyDict(
    {
        "silu": lambda: SiluAndMul(),
        "swish": lambda: SwishAndMul(),
        "fatrelu": lambda: FatreluAndMul(threshold=0.0),
    }
)


def get_act_and_mul_fn(act_fn_name: str) -> nn.Module:
    act_fn_name = act_fn_name.lower()
    if act_fn_name not in _ACTIVATION_AND_MUL_REGISTRY:
        raise ValueError(f"Activation function {act_fn_name!r} is not supported.")
    return _ACTIVATION_AND_MUL_REGISTRY[act_fn_name]
