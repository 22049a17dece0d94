from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from . import envs
from .comm import tp_all_reduce


class VocabParallelEmbedding(nn.Module):
    PAD_TO = 8

    def __init__(self, vocab: int = 40, dim: int = 8):
        super().__init__()
        padded = math.ceil(vocab / self.PAD_TO) * self.PAD_TO
        per_rank = padded // envs.WORLD_SIZE
        self.start = envs.RANK * per_rank
        self.end = min(self.start + per_rank, vocab)
        self.weight = nn.Parameter(torch.randn(per_rank, dim) * 0.02)
        envs.logger.info("embedding shard [%d, %d) on %s", self.start, self.end, envs.describe())

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        if envs.WORLD_SIZE > 1:
            in_shard = (ids >= self.start) & (ids < self.end)
            local = torch.where(in_shard, ids - self.start, torch.zeros_like(ids))
        else:
            in_shard, local = None, ids
        out = F.embedding(local, self.weight)
        if in_shard is not None:
            out = out * in_shard.unsqueeze(-1).to(out.dtype)
        return tp_all_reduce(out) * math.sqrt(self.weight.shape[-1])


embedding = VocabParallelEmbedding()
embed_step = torch.compile(embedding.forward, fullgraph=True)
