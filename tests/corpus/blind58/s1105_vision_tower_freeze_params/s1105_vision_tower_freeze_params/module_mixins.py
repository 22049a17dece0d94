from typing import Iterator, Tuple

import torch
from torch import nn


class InferenceModuleMixin:
    """Helpers shared by encoder towers that are only ever run for inference."""

    @property
    def device(self) -> torch.device:
        return next(self.parameters()).device

    @property
    def dtype(self) -> torch.dtype:
        return next(self.parameters()).dtype

    def trainable_parameters(self) -> Iterator[Tuple[str, nn.Parameter]]:
        for name, param in self.named_parameters():
            if param.requires_grad:
                yield name, param

    def _ensure_inference_params(self) -> None:
        for _, param in self.trainable_parameters():
            param.requires_grad_(False)

    def num_parameters(self) -> int:
        return sum(p.numel() for p in self.parameters())
