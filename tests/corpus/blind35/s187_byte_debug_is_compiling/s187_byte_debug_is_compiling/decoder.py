"""Greedy decode step over a byte-level vocabulary (3 specials + 256 bytes)."""
import torch
from torch import nn

from . import debug


class ByteLMHead(nn.Module):
    def __init__(self, hidden: int = 8, vocab: int = 259):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.out = nn.Linear(hidden, vocab, bias=False)
        self.register_buffer("bias_specials", torch.zeros(vocab))
        self.bias_specials[:3] = -1e4   # never emit <pad>/<s>/</s> mid-stream

    def forward(self, h):
        return self.out(self.norm(h)) + self.bias_specials


class Decoder:
    def __init__(self):
        self.head = ByteLMHead()
        self.step_no = 0

    def step(self, hidden: torch.Tensor) -> torch.Tensor:
        logits = self.head(hidden)
        token_ids = logits.argmax(dim=-1)
        debug.trace_step(token_ids, self.step_no)
        return token_ids


_DECODER = Decoder()


@torch.compile(fullgraph=True)
def decode_step(hidden: torch.Tensor) -> torch.Tensor:
    return _DECODER.step(hidden)
