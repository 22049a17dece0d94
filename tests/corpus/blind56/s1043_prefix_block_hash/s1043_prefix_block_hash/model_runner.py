from __future__ import annotations

import torch
from torch import nn

from .kv_cache_manager import KVCacheManager


class TinyModel(nn.Module):
    def __init__(self, vocab_size: int = 32, hidden_size: int = 8):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.mlp = nn.Sequential(nn.Linear(hidden_size, hidden_size), nn.SiLU())

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        return self.mlp(self.embed_tokens(input_ids))


class GPUModelRunner:
    def __init__(self, block_size: int = 4, num_gpu_blocks: int = 16):
        self.model = TinyModel()
        self.kv_cache_manager = KVCacheManager(block_size, num_gpu_blocks)

    def execute_model(self, input_ids: torch.Tensor) -> torch.Tensor:
        _, num_computed_tokens = self.kv_cache_manager.get_computed_blocks(input_ids)
        hidden_states = self.model(input_ids[num_computed_tokens:])
        return hidden_states.sum(dim=0)


runner = GPUModelRunner()
execute_model = torch.compile(runner.execute_model, fullgraph=True)
