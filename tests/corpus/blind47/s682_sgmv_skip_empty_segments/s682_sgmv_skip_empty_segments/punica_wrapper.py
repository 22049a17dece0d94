from __future__ import annotations

import torch

from .ops import sgmv_expand, sgmv_shrink


class PunicaWrapperCPU:
    """Holds the per-batch LoRA metadata and dispatches to the sgmv kernels."""

    def __init__(self, max_num_batched_tokens: int, max_loras: int):
        self.max_num_batched_tokens = max_num_batched_tokens
        self.max_loras = max_loras

    def add_lora_linear(self, y: torch.Tensor, x: torch.Tensor, lora_a_stacked: torch.Tensor,
                        lora_b_stacked: torch.Tensor, seq_lens: torch.Tensor,
                        lora_indices: torch.Tensor, scale: float) -> torch.Tensor:
        buf = sgmv_shrink(x, lora_a_stacked, seq_lens, lora_indices, scale)
        return sgmv_expand(buf, lora_b_stacked, y, seq_lens, lora_indices)
