"""Greedy RNN-T decode step used by the streaming server."""
import torch
import torch.nn as nn

from . import metrics
from .joint import JointNet, PredictionNet


class TransducerRunner(nn.Module):
    def __init__(self, vocab: int = 10, dim: int = 16, blank_id: int = 0):
        super().__init__()
        self.blank_id = blank_id
        self.pred = PredictionNet(vocab, dim)
        self.joint = JointNet(dim, vocab)
        self.register_buffer("hidden", torch.zeros(2, dim))

    def _emit(self, logits: torch.Tensor, prev: torch.Tensor) -> torch.Tensor:
        best = logits.argmax(dim=-1)
        # blank keeps the previous label for the prediction network
        return torch.where(best == self.blank_id, prev, best), best

    def forward_decode(self, prev_tokens: torch.Tensor, enc_frame: torch.Tensor) -> torch.Tensor:
        pred = self.pred(prev_tokens, self.hidden)
        logits = self.joint(enc_frame, pred)
        next_tokens, raw = self._emit(logits, prev_tokens)
        metrics.record_emissions(raw, self.blank_id)
        return next_tokens


def build_runner() -> TransducerRunner:
    torch.manual_seed(0)
    return TransducerRunner().eval()


_runner = build_runner()
decode_step = torch.compile(_runner.forward_decode, fullgraph=True)
