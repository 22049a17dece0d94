import math

import torch
import torch.nn as nn

from .tensor_parallel import get_rng_tracker, model_parallel_rng_init


class CoreAttention(nn.Module):
    def __init__(self, head_dim: int = 8, attention_dropout: float = 0.1, sequence_parallel: bool = False):
        super().__init__()
        self.norm_factor = math.sqrt(head_dim)
        self.attention_dropout = nn.Dropout(attention_dropout)
        self.sequence_parallel = sequence_parallel

    def attention_probs(self, query: torch.Tensor, key: torch.Tensor) -> torch.Tensor:
        scores = torch.matmul(query, key.transpose(-1, -2)) / self.norm_factor
        probs = torch.softmax(scores, dim=-1)
        if not self.sequence_parallel:
            with get_rng_tracker().fork():
                probs = self.attention_dropout(probs)
        else:
            probs = self.attention_dropout(probs)
        return probs


model_parallel_rng_init(seed=1234)
core_attention = CoreAttention().train()
compiled_attention_probs = torch.compile(core_attention.attention_probs, fullgraph=True)
