"""Serving engine: compiled decode step that also feeds the streamer."""
import torch
from torch import nn

from .streaming import IncrementalDetokenizer, build_vocab


class Sampler(nn.Module):
    def __init__(self, temperature: float = 0.0):
        super().__init__()
        self.temperature = temperature

    def forward(self, logits):
        if self.temperature == 0.0:
            return logits.argmax(dim=-1)
        probs = torch.softmax(logits / self.temperature, dim=-1)
        return torch.multinomial(probs, 1).squeeze(-1)


class Engine(nn.Module):
    def __init__(self, hidden: int = 10, vocab: int = 24):
        super().__init__()
        self.proj = nn.Linear(hidden, vocab)
        self.sampler = Sampler()
        self.detok = IncrementalDetokenizer(build_vocab(vocab))
        self.compiled_step = torch.compile(self.step, fullgraph=True)

    def _emit(self, token_ids):
        self.detok.push(token_ids)
        return token_ids

    def step(self, hidden: torch.Tensor) -> torch.Tensor:
        logits = self.proj(hidden)
        token_ids = self.sampler(logits)
        return self._emit(token_ids)


ENGINE = Engine()
