import torch
import torch.nn as nn

from . import _kernels


class SiluAndMul(nn.Module):
    """out = silu(x[..., :d]) * x[..., d:], computed by the best available kernel."""

    def forward_native(self, x: torch.Tensor) -> torch.Tensor:
        return _kernels._silu_and_mul_torch(x)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if _kernels.has_native_silu_and_mul():
            return _kernels._ext_silu_and_mul(x)
        if hasattr(torch.ops, "corpus_s939") and hasattr(torch.ops.corpus_s939, "silu_and_mul"):
            return torch.ops.corpus_s939.silu_and_mul(x)
        return self.forward_native(x)


ACTIVATIONS = {
    "silu": SiluAndMul,
}


def get_act_and_mul_fn(name: str) -> nn.Module:
    if name not in ACTIVATIONS:
        raise ValueError(f"Activation function {name!r} is not supported.")
    return ACTIVATIONS[name]()
