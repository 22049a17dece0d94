import torch
from torch import nn

from .metrics import MetricsSink


class ModelRunner(nn.Module):
    def __init__(self, hidden: int = 8, vocab: int = 20):
        super().__init__()
        self.embed_out = nn.Linear(hidden, vocab, bias=False)
        self.norm = nn.RMSNorm(hidden, eps=1e-6)
        self.metrics = MetricsSink()

    @torch.compile(fullgraph=True)
    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        self.metrics.record("decode", hidden_states.shape[0], hidden_states.shape[1])
        return self.embed_out(self.norm(hidden_states))
