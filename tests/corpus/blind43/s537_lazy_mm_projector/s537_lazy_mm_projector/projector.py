"""Multimodal projector whose input width is only known once the vision tower
has produced features (the tower is swappable, so the projector is built with
lazily materialized parameters)."""
import warnings

import torch
import torch.nn.functional as F
from torch import nn
from torch.nn.modules.lazy import LazyModuleMixin


def has_uninitialized_params(module: nn.Module) -> bool:
    return any(
        isinstance(m, LazyModuleMixin) and m.has_uninitialized_params() for m in module.modules()
    )


class LazyMultiModalProjector(nn.Module):
    def __init__(self, text_hidden_size: int, projector_hidden_act: str = "gelu"):
        super().__init__()
        self.linear_1 = nn.LazyLinear(text_hidden_size, bias=True)
        self.linear_2 = nn.Linear(text_hidden_size, text_hidden_size, bias=True)
        self.act = projector_hidden_act

    def _act(self, x: torch.Tensor) -> torch.Tensor:
        if self.act == "gelu":
            return F.gelu(x)
        return F.silu(x)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        if self.training and has_uninitialized_params(self):
            warnings.warn("projector is still lazy; its optimizer state will be rebuilt", stacklevel=2)
        return self.linear_2(self._act(self.linear_1(image_features)))
