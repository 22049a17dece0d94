from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .layers import Block, RMSNorm


@dataclass
class RunnerConfig:
    hidden_size: int = 8
    intermediate_size: int = 32
    num_layers: int = 3
    vocab_size: int = 16


class ModelRunner:
    def __init__(self, config: RunnerConfig) -> None:
        self.config = config
        self.blocks = nn.ModuleList(
            Block(config.hidden_size, config.intermediate_size) for _ in range(config.num_layers)
        )
        self.norm = RMSNorm(config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for block in self.blocks:
            hidden_states = block(hidden_states)
        logits = self.lm_head(self.norm(hidden_states))
        return torch.log_softmax(logits.float(), dim=-1)


runner = ModelRunner(RunnerConfig())
decode = torch.compile(runner.forward_decode, fullgraph=True)
