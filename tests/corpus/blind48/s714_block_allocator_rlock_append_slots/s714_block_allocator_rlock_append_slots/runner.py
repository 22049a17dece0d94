from typing import List

import torch
from torch import nn

from .core import BlockSpaceManager


class DecodeRunner(nn.Module):
    def __init__(self, hidden: int = 8, block_size: int = 4, num_gpu_blocks: int = 16):
        super().__init__()
        self.block_size = block_size
        self.block_manager = BlockSpaceManager(num_gpu_blocks, block_size)
        self.register_buffer("k_cache", torch.zeros(num_gpu_blocks * block_size, hidden))
        self.register_buffer("v_cache", torch.zeros(num_gpu_blocks * block_size, hidden))
        self.k_proj = nn.Linear(hidden, hidden, bias=False)
        self.v_proj = nn.Linear(hidden, hidden, bias=False)
        self.running: List[int] = []

    def add_request(self, seq_id: int, prompt_len: int) -> None:
        self.block_manager.allocate(seq_id, prompt_len)
        self.running.append(seq_id)

    @torch.compile(fullgraph=True)
    def decode_step(self, hidden_states: torch.Tensor) -> torch.Tensor:
        slots = [self.block_manager.append_slots(seq_id) for seq_id in self.running]
        slot_mapping = torch.tensor(slots, dtype=torch.int64)
        self.k_cache.index_copy_(0, slot_mapping, self.k_proj(hidden_states))
        self.v_cache.index_copy_(0, slot_mapping, self.v_proj(hidden_states))
        return hidden_states + self.v_cache[slot_mapping]
