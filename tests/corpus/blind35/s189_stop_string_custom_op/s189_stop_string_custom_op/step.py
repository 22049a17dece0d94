"""Compiled greedy decode step that appends and checks stop strings."""
import torch
from torch import nn

from .stop_ops import match_stop


class Head(nn.Module):
    def __init__(self, hidden=8, vocab=32):
        super().__init__()
        self.lin = nn.Linear(hidden, vocab)

    def forward(self, h):
        return self.lin(h)


class StopCriteria:
    def __init__(self, window: int = 3):
        self.window = window

    def __call__(self, recent: torch.Tensor, new_ids: torch.Tensor) -> torch.Tensor:
        window = torch.cat([recent, new_ids.unsqueeze(-1)], dim=-1)[:, -self.window:]
        return torch.ops.corpus_s189.match_stop(window)


_HEAD = Head()
_STOP = StopCriteria()


@torch.compile(fullgraph=True)
def decode_step(hidden: torch.Tensor, recent_ids: torch.Tensor):
    new_ids = _HEAD(hidden).argmax(dim=-1)
    stopped = _STOP(recent_ids, new_ids)
    return torch.where(stopped, torch.full_like(new_ids, 2), new_ids), stopped
