import torch
import torch.nn.functional as F
from torch import nn

from .ring_buffer import HiddenStateRing


class ResBlock(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.linear = nn.Linear(hidden_size, hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + F.silu(self.linear(x))


class HistoryDraftHead(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 32, window: int = 3):
        super().__init__()
        self.history = HiddenStateRing(window, hidden_size)
        self.mix = nn.Linear(hidden_size * window, hidden_size, bias=False)
        self.block = ResBlock(hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        pooled = hidden_states.mean(dim=0, keepdim=True)
        self.history.push(pooled)
        window = self.history.stacked().reshape(1, -1)
        h = self.block(self.mix(window))
        return self.lm_head(h + self.history.latest)


_draft_head = HistoryDraftHead()


@torch.compile(fullgraph=True)
def propose_draft_logits(hidden_states: torch.Tensor) -> torch.Tensor:
    return _draft_head(hidden_states)
