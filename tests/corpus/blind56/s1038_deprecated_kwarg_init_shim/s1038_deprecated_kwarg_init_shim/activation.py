import torch
import torch.nn.functional as F
from torch import nn


def silu_and_mul(x: torch.Tensor) -> torch.Tensor:
    d = x.shape[-1] // 2
    return F.silu(x[..., :d]) * x[..., d:]


def gelu_tanh_and_mul(x: torch.Tensor) -> torch.Tensor:
    d = x.shape[-1] // 2
    return F.gelu(x[..., :d], approximate="tanh") * x[..., d:]


_ACTIVATIONS = {
    "silu": silu_and_mul,
    "gelu_pytorch_tanh": gelu_tanh_and_mul,
}


def get_act_and_mul_fn(name: str):
    name = name.lower()
    if name not in _ACTIVATIONS:
        raise ValueError(f"activation {name!r} is not supported for gated MLPs")
    return _ACTIVATIONS[name]


class GatedAct(nn.Module):
    def __init__(self, hidden_act: str):
        super().__init__()
        self.hidden_act = hidden_act
        self.fn = get_act_and_mul_fn(hidden_act)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fn(x)
