import torch
from torch import nn

from .constraints import build_constraints


class NBestScorer(nn.Module):
    """Scores the next token for every alive beam and returns the n-best candidates."""

    def __init__(self, hidden: int = 8, vocab: int = 13, num_beams: int = 2):
        super().__init__()
        self.proj = nn.Linear(hidden, vocab)
        self.num_beams = num_beams
        self.constraints = build_constraints(
            {"repetition_penalty": 1.2, "no_repeat_ngram_size": 3}
        )

    def forward(self, hidden, history, beam_scores):
        logits = torch.log_softmax(self.proj(hidden), dim=-1)
        for c in self.constraints:
            logits = c.apply(logits, history)
        cand = logits + beam_scores.unsqueeze(-1)
        flat = cand.view(-1, self.num_beams * cand.shape[-1])
        return torch.topk(flat, 2 * self.num_beams, dim=-1)


scorer = torch.compile(NBestScorer(), fullgraph=True)
