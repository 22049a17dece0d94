from __future__ import annotations

import json
import logging
import os

import torch

from .base import BaseLoRABackend

logger = logging.getLogger(__name__)


class TritonLoRABackend(BaseLoRABackend):
    name = "triton"

    def _load_tuned_config(self, n: int, k: int) -> dict:
        path = os.path.join(os.path.dirname(__file__), "configs", f"sgemm_N={n},K={k}.json")
        if os.path.exists(path):
            with open(path) as f:
                return json.load(f)
        logger.warning("no tuned LoRA sgemm config for N=%d K=%d; using defaults", n, k)
        return {"BLOCK_S": 16, "BLOCK_R": 16}

    def run_lora_a_sgemm(self, x: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
        cfg = self._load_tuned_config(weights.shape[1], weights.shape[2])
        w = weights[self.weight_indices]
        return torch.einsum("bi,bri->br", x, w) if cfg else x

    def run_lora_b_sgemm(self, x: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
        w = weights[self.weight_indices]
        return torch.einsum("br,bor->bo", x, w)
