import torch
from torch import nn

from . import early_stop


class BeamScorer(nn.Module):
    def __init__(self, d: int = 8, vocab: int = 12, beams: int = 2, eos: int = 0):
        super().__init__()
        self.out = nn.Linear(d, vocab, bias=False)
        self.beams = beams
        self.eos = eos
        self.patience = early_stop.PatienceRule(patience=3)
        self.max_len = early_stop.MaxLengthRule(max_len=16)

    def _finished_scores(self, cand_scores, cand_tokens, lengths):
        normed = cand_scores / (lengths.float().unsqueeze(-1) + 1.0)
        return normed.masked_fill(cand_tokens != self.eos, float("-inf")).amax(dim=-1)

    def forward(self, h, beam_scores, lengths, prev_best, stale):
        logp = torch.log_softmax(self.out(h), dim=-1)
        b = beam_scores.shape[0]
        total = (logp.view(b, self.beams, -1) + beam_scores.unsqueeze(-1)).view(b, -1)
        cand_scores, idx = total.topk(2 * self.beams, dim=-1)
        cand_tokens = idx % logp.shape[-1]
        best_fin = self._finished_scores(cand_scores, cand_tokens, lengths)
        best, stale, stop = self.patience.update(best_fin, prev_best, stale)
        stop = stop | self.max_len.update(lengths)
        return cand_scores, cand_tokens, best, stale, stop


scorer = torch.compile(BeamScorer(), fullgraph=True)
