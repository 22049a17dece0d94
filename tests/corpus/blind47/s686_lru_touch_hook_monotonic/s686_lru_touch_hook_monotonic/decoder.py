from __future__ import annotations

import torch
from torch import nn

from .adapter_cache import GPUAdapterCache
from .punica import PunicaWrapper


class LoRADenseWithPunica(nn.Module):
    def __init__(self, dim: int, max_loras: int, rank: int, punica: PunicaWrapper):
        super().__init__()
        self.base_layer = nn.Linear(dim, dim)
        self.lora_a = nn.Parameter(torch.zeros(max_loras, rank, dim), requires_grad=False)
        self.lora_b = nn.Parameter(torch.zeros(max_loras, dim, rank), requires_grad=False)
        self.punica = punica

    def forward(self, x: torch.Tensor, token_lora_indices: torch.Tensor) -> torch.Tensor:
        return self.punica.add_lora(self.base_layer(x), x, self.lora_a, self.lora_b,
                                    token_lora_indices, scale=1.0)


class LoRADecoderBlock(nn.Module):
    def __init__(self, dim: int = 8, max_loras: int = 4, rank: int = 2):
        super().__init__()
        self.punica = PunicaWrapper(max_loras)
        self.adapter_cache = GPUAdapterCache(max_loras)
        self.punica.register_batch_hook(self.adapter_cache.on_batch_scheduled)
        self.input_layernorm = nn.RMSNorm(dim)
        self.dense = LoRADenseWithPunica(dim, max_loras, rank, self.punica)

    def forward(self, hidden_states: torch.Tensor, token_lora_indices: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.dense(self.input_layernorm(hidden_states), token_lora_indices)
        return residual + hidden_states


block = LoRADecoderBlock()
block.adapter_cache.assign(0, 101)
block.adapter_cache.assign(1, 205)
block.punica.update_metadata((0, 1))
compiled_block = torch.compile(block, fullgraph=True)
