import torch

from .base_layer import LlamaMLPLayer


def assert_finite(t: torch.Tensor, where: str) -> torch.Tensor:
    if not torch.isfinite(t).all():
        raise FloatingPointError(f"non-finite activations after {where}")
    return t


class CheckedMLPLayer(LlamaMLPLayer):
    """Debug build: validates activations after every layer."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = super().forward(x)
        return assert_finite(out, type(self).__name__)


layer = CheckedMLPLayer(8, 16)
layer_compiled = torch.compile(layer, fullgraph=True)
