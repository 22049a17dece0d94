from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .throughput import DecodeStats


@dataclass
class RunnerConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    vocab_size: int = 32
    stats_window: int = 32


class DecoderMLP(nn.Module):
    def __init__(self, hidden: int, inter: int):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden, 2 * inter, bias=False)
        self.down_proj = nn.Linear(inter, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class ModelRunner:
    def __init__(self, config: RunnerConfig):
        self.config = config
        self.norm = nn.RMSNorm(config.hidden_size)
        self.mlp = DecoderMLP(config.hidden_size, config.intermediate_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        self.decode_stats = DecodeStats(config.stats_window)

    @torch.no_grad()
    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.mlp(self.norm(hidden_states)) + residual
        logits = self.lm_head(hidden_states)
        self.decode_stats.on_decode_step(hidden_states.shape[0])
        return torch.argmax(logits, dim=-1)


_runner = ModelRunner(RunnerConfig())
decode_step = torch.compile(_runner.forward_decode, fullgraph=True)
