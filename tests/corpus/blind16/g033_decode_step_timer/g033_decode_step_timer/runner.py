import torch
from torch import nn

from .timing import StepStats, timed


class TinyDecoder(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.proj = nn.Linear(hidden, hidden)
        self.lm_head = nn.Linear(hidden, 16, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.lm_head(torch.relu(self.proj(self.norm(x))))


class ModelRunner:
    def __init__(self, hidden: int = 8):
        self.model = TinyDecoder(hidden)
        self.stats = StepStats()

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        with timed(self.stats, "decode"):
            logits = self.model(hidden_states)
        return logits


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
