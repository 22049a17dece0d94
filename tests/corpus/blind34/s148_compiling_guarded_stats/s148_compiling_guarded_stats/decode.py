import torch
import torch.nn.functional as F

from .metrics import STATS
from .normalize import WuNormalizer

_norm = WuNormalizer(alpha=0.6)
EOS = 2


@torch.compile(fullgraph=True)
def beam_decode_step(logits, beam_scores, lengths, finished):
    batch, beams, vocab = logits.shape
    logp = F.log_softmax(logits, dim=-1)
    logp = logp.masked_fill(finished.unsqueeze(-1), float("-inf"))
    total = (logp + beam_scores.unsqueeze(-1)).reshape(batch, beams * vocab)
    scores, idx = total.topk(beams, dim=-1)
    origin, tokens = idx // vocab, idx % vocab
    new_len = lengths.gather(1, origin) + 1
    new_finished = finished.gather(1, origin) | (tokens == EOS)
    STATS.record(new_finished, new_len)
    ranked = _norm(scores, new_len)
    return scores, tokens, origin, new_len, new_finished, ranked
