from __future__ import annotations

import torch
from torch import nn

from .env import lora_stats_enabled, triton_lora_kernels_available
from .stats import AdapterUsageStats


class QKVParallelLinearWithLoRA(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, head_dim: int, max_loras: int,
                 rank: int, alpha: float):
        super().__init__()
        self.num_heads = num_heads
        self.q_size = num_heads * head_dim
        self.base_layer = nn.Linear(hidden_size, 3 * self.q_size, bias=True)
        self.register_buffer("lora_a", torch.randn(max_loras, 3, rank, hidden_size) * 0.02)
        self.register_buffer("lora_b", torch.randn(max_loras, 3, self.q_size, rank) * 0.02)
        self.scaling = alpha / rank
        # backend/probe decisions are made once, eagerly, at construction time
        self.use_triton = triton_lora_kernels_available()
        self.stats = AdapterUsageStats() if lora_stats_enabled() else None

    def _apply_lora_torch(self, x: torch.Tensor, token_lora_indices: torch.Tensor) -> torch.Tensor:
        a = self.lora_a[token_lora_indices]                    # [T, 3, R, H]
        b = self.lora_b[token_lora_indices]                    # [T, 3, Q, R]
        shrunk = torch.einsum("th,tsrh->tsr", x, a)
        expanded = torch.einsum("tsr,tsqr->tsq", shrunk, b)
        return expanded.reshape(x.shape[0], 3 * self.q_size) * self.scaling

    def forward(self, x: torch.Tensor, token_lora_indices: torch.Tensor) -> torch.Tensor:
        if self.stats is not None and not torch.compiler.is_compiling():
            self.stats.record(token_lora_indices)
        out = self.base_layer(x)
        return out + self._apply_lora_torch(x, token_lora_indices)
