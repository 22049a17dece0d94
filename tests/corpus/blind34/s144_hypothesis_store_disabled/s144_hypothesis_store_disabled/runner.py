import torch
from torch import nn

from .store import NBestStore


class BeamRunner(nn.Module):
    def __init__(self, vocab: int = 10, beams: int = 2, eos_id: int = 1):
        super().__init__()
        self.vocab = vocab
        self.beams = beams
        self.eos_id = eos_id
        self.store = NBestStore(n_best=3)

    def _reorder(self, seqs, origin, tokens):
        picked = seqs.gather(1, origin.unsqueeze(-1).expand(-1, -1, seqs.shape[-1]))
        return torch.cat([picked, tokens.unsqueeze(-1)], dim=-1)

    def forward_decode(self, logits, beam_scores, seqs):
        batch = beam_scores.shape[0]
        logp = torch.log_softmax(logits, dim=-1).view(batch, self.beams, -1)
        total = (logp + beam_scores.unsqueeze(-1)).view(batch, -1)
        scores, idx = total.topk(2 * self.beams, dim=-1)
        origin, tokens = idx // self.vocab, idx % self.vocab
        cand = self._reorder(seqs, origin, tokens)
        finished = tokens == self.eos_id
        self.store.add_finished(scores, cand, finished)
        alive = scores.masked_fill(finished, float("-inf"))
        next_scores, keep = alive.topk(self.beams, dim=-1)
        next_seqs = cand.gather(1, keep.unsqueeze(-1).expand(-1, -1, cand.shape[-1]))
        return next_scores, next_seqs


runner = BeamRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
