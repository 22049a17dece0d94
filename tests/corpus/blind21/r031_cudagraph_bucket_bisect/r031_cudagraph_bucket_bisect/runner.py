from __future__ import annotations

import torch
from torch import nn

from .config import RunnerConfig
from .padding import BatchPadder


class TinyDecoder(nn.Module):
    def __init__(self, cfg: RunnerConfig) -> None:
        super().__init__()
        self.embed = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.mix = nn.Linear(2 * cfg.hidden_size, cfg.hidden_size)
        self.lm_head = nn.Linear(cfg.hidden_size, cfg.vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor, hidden: torch.Tensor) -> torch.Tensor:
        h = torch.cat([self.embed(input_ids), hidden], dim=-1)
        h = torch.nn.functional.silu(self.mix(h))
        return self.lm_head(h)


class DecodeRunner:
    def __init__(self, cfg: RunnerConfig | None = None) -> None:
        self.cfg = cfg or RunnerConfig()
        self.model = TinyDecoder(self.cfg).eval()
        self.padder = BatchPadder(self.cfg)

    @torch.no_grad()
    def forward_decode(self, input_ids: torch.Tensor, hidden: torch.Tensor) -> torch.Tensor:
        ids, h, real_bs = self.padder.pad(input_ids, hidden)
        logits = self.model(ids, h)
        return logits[:real_bs]


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
