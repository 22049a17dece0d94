from typing import Callable, List

import torch
from torch import nn

from .weight_sync import CheckpointWatcher, make_reload_callback


class TinyLM(nn.Module):
    def __init__(self, vocab_size: int = 16, hidden: int = 8) -> None:
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden)
        self.proj = nn.Linear(hidden, hidden)
        self.lm_head = nn.Linear(hidden, vocab_size, bias=False)
        self._pre_forward_callbacks: List[Callable[[nn.Module], None]] = []

    def add_pre_forward_callback(self, fn: Callable[[nn.Module], None]) -> None:
        self._pre_forward_callbacks.append(fn)

    def _run_pre_forward_callbacks(self) -> None:
        for fn in self._pre_forward_callbacks:
            fn(self)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        self._run_pre_forward_callbacks()
        h = self.embed_tokens(input_ids)
        h = torch.nn.functional.gelu(self.proj(h))
        return self.lm_head(h)


model = TinyLM()
model.add_pre_forward_callback(
    make_reload_callback(CheckpointWatcher(path="/tmp/blind41_s453_rollout/policy_latest.pt"))
)
compiled_model = torch.compile(model, fullgraph=True)
