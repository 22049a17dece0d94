import torch
from torch import nn

from .stats import RejectionStats


class VerifyHead(nn.Module):
    def __init__(self, vocab: int = 16):
        super().__init__()
        self.proj = nn.Linear(vocab, vocab)

    def forward(self, logits):
        return self.proj(logits).log_softmax(-1)


class SpecWorker:
    def __init__(self, num_spec: int = 4):
        self.head = VerifyHead()
        self.stats = RejectionStats(num_spec)

    def _accept(self, logprobs, draft_ids):
        target_ids = logprobs.argmax(-1)
        return (target_ids == draft_ids).to(torch.int32).cumprod(-1).bool()

    @torch.compile(fullgraph=True)
    def verify(self, logits, draft_ids):
        logprobs = self.head(logits)
        accepted = self._accept(logprobs, draft_ids)
        self.stats.record(accepted)
        return torch.where(accepted, draft_ids, -1), accepted.sum()
