"""Tiny conformer-ish encoder with a CTC head and a compiled greedy step."""
import torch
import torch.nn as nn

from . import ctc
from .vocab import DEFAULT_VOCAB


class FeedForward(nn.Module):
    def __init__(self, dim: int, mult: int = 2):
        super().__init__()
        self.net = nn.Sequential(
            nn.LayerNorm(dim),
            nn.Linear(dim, dim * mult),
            nn.SiLU(),
            nn.Linear(dim * mult, dim),
        )

    def forward(self, x):
        return x + 0.5 * self.net(x)


class CTCHead(nn.Module):
    def __init__(self, dim: int = 8, vocab=DEFAULT_VOCAB):
        super().__init__()
        self.vocab = vocab
        self.ff = FeedForward(dim)
        self.proj = nn.Linear(dim, vocab.size)

    def forward(self, feats: torch.Tensor) -> torch.Tensor:
        return self.proj(self.ff(feats))


torch.manual_seed(0)
_HEAD = CTCHead().eval()


@torch.compile(fullgraph=True)
def greedy_decode_step(feats: torch.Tensor) -> torch.Tensor:
    logits = _HEAD(feats)
    lp = ctc.log_probs(logits)
    return ctc.ctc_greedy(lp, _HEAD.vocab)
