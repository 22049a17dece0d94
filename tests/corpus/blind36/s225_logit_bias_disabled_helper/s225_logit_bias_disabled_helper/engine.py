import torch
from torch import nn

from .bias import LogitBiasTable, apply_logit_bias


class TinyHead(nn.Module):
    def __init__(self, hidden: int, vocab: int):
        super().__init__()
        self.norm = nn.RMSNorm(hidden)
        self.out = nn.Linear(hidden, vocab, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.out(self.norm(x))


class DecodeEngine:
    def __init__(self, hidden: int = 8, vocab: int = 16, max_batch: int = 4):
        self.head = TinyHead(hidden, vocab)
        self.bias_table = LogitBiasTable(vocab, max_batch)
        self.bias_table.set_bias(0, {5: 10.0, 6: -100.0})

    @torch.compile(fullgraph=True)
    def step(self, hidden: torch.Tensor) -> torch.Tensor:
        logits = self.head(hidden).float()
        logits = apply_logit_bias(logits, self.bias_table)
        return torch.argmax(logits, dim=-1)


engine = DecodeEngine()
