import torch
import torch.nn as nn
import torch.nn.functional as F

from .parallel_state import (
    get_pp_group,
    get_tensor_model_parallel_rank,
    get_tensor_model_parallel_world_size,
    get_tp_group,
)


class TinyDecoder(nn.Module):
    def __init__(self, vocab_size: int, hidden_size: int):
        super().__init__()
        tp_size = get_tensor_model_parallel_world_size()
        self.vocab_per_rank = vocab_size // tp_size
        self.embed = nn.Embedding(self.vocab_per_rank, hidden_size)
        self.pos = nn.Embedding(64, hidden_size)
        self.proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.lm_head = nn.Linear(hidden_size, self.vocab_per_rank, bias=False)

    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        start = get_tensor_model_parallel_rank() * self.vocab_per_rank
        local_ids = (input_ids - start).clamp(0, self.vocab_per_rank - 1)
        hidden = self.embed(local_ids) + self.pos(positions)
        hidden = get_tp_group().all_reduce(F.silu(self.proj(hidden)))
        if not get_pp_group().rank == get_pp_group().ranks[-1]:
            return hidden
        return self.lm_head(hidden)
