import torch
from torch import nn

from .bookkeeping import LedgerRegistry


def length_penalty(lengths: torch.Tensor, alpha: float) -> torch.Tensor:
    return ((5.0 + lengths.float()) / 6.0) ** alpha


class BeamStepScorer(nn.Module):
    def __init__(self, name: str = "mt-base", beams: int = 3, n_best: int = 3, eos: int = 1, alpha: float = 0.8):
        super().__init__()
        self.beams = beams
        self.eos = eos
        self.alpha = alpha
        self.ledger = LedgerRegistry.for_model(name, n_best)

    def forward(self, logp, beam_scores, lengths, pool):
        b, vocab = beam_scores.shape[0], logp.shape[-1]
        total = (logp.view(b, self.beams, vocab) + beam_scores.unsqueeze(-1)).view(b, -1)
        scores, idx = total.topk(2 * self.beams, dim=-1)
        origin, tokens = idx // vocab, idx % vocab
        cand_len = lengths.gather(1, origin) + 1
        eos_scores = (scores / length_penalty(cand_len, self.alpha)).masked_fill(tokens != self.eos, float("-inf"))
        pool = self.ledger.merge(pool, eos_scores)
        alive = scores.masked_fill(tokens == self.eos, float("-inf"))
        next_scores, keep = alive.topk(self.beams, dim=-1)
        return next_scores, tokens.gather(1, keep), origin.gather(1, keep), pool


scorer = BeamStepScorer()
step = torch.compile(scorer, fullgraph=True)
