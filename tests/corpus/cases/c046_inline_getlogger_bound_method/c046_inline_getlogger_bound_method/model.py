import torch
from torch import nn


class TinyLM(nn.Module):
    def __init__(self, vocab: int = 32, hidden: int = 8):
        super().__init__()
        self.embed = nn.Linear(hidden, hidden)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)

    def forward(self, h: torch.Tensor) -> torch.Tensor:
        return self.lm_head(torch.tanh(self.embed(h)))
