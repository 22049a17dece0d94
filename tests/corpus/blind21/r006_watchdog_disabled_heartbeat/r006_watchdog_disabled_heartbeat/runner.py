"""Decode-step runner: embedding, a couple of blocks, LM head."""
from __future__ import annotations

import torch
from torch import nn

from .mixins import HeartbeatMixin
from .watchdog import StepWatchdog


class Block(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.ln = nn.LayerNorm(dim)
        self.fc = nn.Linear(dim, dim)

    def forward(self, x):
        return x + torch.tanh(self.fc(self.ln(x)))


class DecodeRunner(HeartbeatMixin, nn.Module):
    def __init__(self, vocab: int = 32, dim: int = 8, n_layers: int = 2):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.blocks = nn.ModuleList(Block(dim) for _ in range(n_layers))
        self.lm_head = nn.Linear(dim, vocab, bias=False)
        self.watchdog = StepWatchdog()

    def _run_layers(self, h: torch.Tensor) -> torch.Tensor:
        for blk in self.blocks:
            h = blk(h)
        return h

    def forward_decode(self, input_ids: torch.Tensor) -> torch.Tensor:
        h = self._run_layers(self.embed(input_ids))
        h = self._after_step(h)
        return self.lm_head(h).argmax(dim=-1)


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
