from __future__ import annotations

import torch
import torch.nn as nn

from .buffers import GraphInputBuffers
from .utils import get_capture_batch_sizes, get_padded_batch_size


class TinyDecoder(nn.Module):
    def __init__(self, vocab: int = 16, hidden: int = 8, max_pos: int = 32):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.pos = nn.Embedding(max_pos, hidden)
        self.norm = nn.LayerNorm(hidden)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)

    def forward(self, input_ids, positions):
        h = self.embed(input_ids) + self.pos(positions)
        return self.lm_head(self.norm(h))


class CudaGraphRunner:
    """Runs decode batches through graphs captured for a fixed set of sizes."""

    def __init__(self, model: nn.Module, max_bs: int = 32):
        self.model = model
        self.capture_bs = get_capture_batch_sizes(max_bs)
        self.max_bs = self.capture_bs[-1]
        self.buffers = GraphInputBuffers.allocate(self.max_bs)
        self.graphs = {}  # bs -> torch.cuda.CUDAGraph, filled by capture()

    def can_run(self, raw_bs: int) -> bool:
        return raw_bs <= self.max_bs

    def _replay_or_eager(self, bs: int):
        ids = self.buffers.input_ids[:bs]
        pos = self.buffers.positions[:bs]
        graph = self.graphs.get(bs)
        if graph is not None:
            graph.replay()
        return self.model(ids, pos)

    def forward_decode(self, input_ids: torch.Tensor, positions: torch.Tensor):
        raw_bs = input_ids.shape[0]
        if not self.can_run(raw_bs):
            return self.model(input_ids, positions)
        bs = get_padded_batch_size(self.capture_bs, raw_bs)
        self.buffers.fill(raw_bs, input_ids, positions)
        logits = self._replay_or_eager(bs)
        return logits[:raw_bs]


runner = CudaGraphRunner(TinyDecoder())
decode = torch.compile(runner.forward_decode, fullgraph=True)
