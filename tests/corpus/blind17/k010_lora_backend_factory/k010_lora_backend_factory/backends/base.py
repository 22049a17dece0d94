from __future__ import annotations

import torch


class BaseLoRABackend:
    name = "base"

    def __init__(self, scaling: float):
        self.scaling = scaling
        self.weight_indices: torch.Tensor | None = None

    def prepare_lora_batch(self, weight_indices: torch.Tensor) -> None:
        self.weight_indices = weight_indices

    def run_lora_a_sgemm(self, x: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def run_lora_b_sgemm(self, x: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def run_lora(self, x: torch.Tensor, lora_a: torch.Tensor, lora_b: torch.Tensor) -> torch.Tensor:
        return self.run_lora_b_sgemm(self.run_lora_a_sgemm(x, lora_a), lora_b) * self.scaling
