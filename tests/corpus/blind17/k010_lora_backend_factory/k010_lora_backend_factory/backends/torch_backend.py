from __future__ import annotations

import torch

from .base import BaseLoRABackend


class TorchNativeLoRABackend(BaseLoRABackend):
    name = "torch_native"

    def run_lora_a_sgemm(self, x: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
        w = weights[self.weight_indices]
        return torch.einsum("bi,bri->br", x, w)

    def run_lora_b_sgemm(self, x: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
        w = weights[self.weight_indices]
        return torch.einsum("br,bor->bo", x, w)
