import torch
from torch import nn

from .hypotheses import FinishedPool

EOS_ID = 0


class BeamDecodeStep(nn.Module):
    def __init__(self, batch: int = 2, beams: int = 3, n_best: int = 4):
        super().__init__()
        self.beams = beams
        self.pool = FinishedPool(batch, n_best)

    def _candidates(self, logprobs, beam_scores):
        batch = beam_scores.shape[0]
        total = (logprobs + beam_scores.reshape(-1, 1)).reshape(batch, -1)
        scores, idx = total.topk(2 * self.beams, dim=-1)
        return scores, idx % logprobs.shape[-1], idx // logprobs.shape[-1]

    def forward(self, logprobs, beam_scores, lengths, pool_scores):
        scores, tokens, origin = self._candidates(logprobs, beam_scores)
        cand_len = lengths.gather(1, origin) + 1
        pool_scores = self.pool.collect(pool_scores, scores, tokens, cand_len, EOS_ID)
        alive = scores.masked_fill(tokens == EOS_ID, float("-inf"))
        next_scores, keep = alive.topk(self.beams, dim=-1)
        return next_scores, tokens.gather(1, keep), origin.gather(1, keep), pool_scores


_step = BeamDecodeStep()
decode_step = torch.compile(_step.forward, fullgraph=True)
