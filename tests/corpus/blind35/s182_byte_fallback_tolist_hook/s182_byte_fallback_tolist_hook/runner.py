"""Decode runner; the decode step is compiled as a bound method."""
import torch
from torch import nn

from .hooks import get_hook


class RunnerConfig:
    vocab_size = 260
    hidden_size = 12
    detok_hook = "byte_fallback"


class DecodeRunner(nn.Module):
    def __init__(self, config: RunnerConfig = RunnerConfig()):
        super().__init__()
        self.config = config
        self.norm = nn.LayerNorm(config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        self.hook = get_hook(config.detok_hook)
        self.pending = bytearray()

    def _sample(self, hidden: torch.Tensor) -> torch.Tensor:
        logits = self.lm_head(self.norm(hidden))
        return logits.argmax(dim=-1)

    def forward_decode(self, hidden: torch.Tensor):
        next_ids = self._sample(hidden)
        is_byte = self.hook(next_ids, self.pending)
        return next_ids, is_byte


_runner = DecodeRunner()
decode = torch.compile(_runner.forward_decode, fullgraph=True)
