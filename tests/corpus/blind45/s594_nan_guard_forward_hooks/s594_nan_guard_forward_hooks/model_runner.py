from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .debug_hooks import register_nan_guard_hooks


@dataclass(frozen=True)
class ServerArgs:
    hidden_size: int = 8
    vocab_size: int = 16
    enable_nan_detection: bool = False


class TinyLM(nn.Module):
    def __init__(self, hidden_size: int, vocab_size: int) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.fc1 = nn.Linear(hidden_size, 4 * hidden_size)
        self.fc2 = nn.Linear(4 * hidden_size, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        h = self.norm(hidden_states)
        h = hidden_states + self.fc2(nn.functional.gelu(self.fc1(h)))
        return self.lm_head(h)


class ModelRunner:
    def __init__(self, server_args: ServerArgs) -> None:
        self.server_args = server_args
        self.model = TinyLM(server_args.hidden_size, server_args.vocab_size).eval()
        self._debug_handles = []
        if server_args.enable_nan_detection:
            self._debug_handles = register_nan_guard_hooks(self.model)

    def forward_decode(self, input_embeds: torch.Tensor) -> torch.Tensor:
        logits = self.model(input_embeds)
        return logits.float().log_softmax(dim=-1)


runner = ModelRunner(ServerArgs(enable_nan_detection=True))
decode = torch.compile(runner.forward_decode, fullgraph=True)
