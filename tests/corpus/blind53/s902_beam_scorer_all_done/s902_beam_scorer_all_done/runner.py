import torch
import torch.nn.functional as F
from torch import nn

from .beam_scorer import BeamScorer


class BeamSearchRunner(nn.Module):
    def __init__(self, batch_size: int, num_beams: int, vocab_size: int,
                 eos_token_id: int = 2, pad_token_id: int = 0, length_penalty: float = 1.0):
        super().__init__()
        self.batch_size = batch_size
        self.num_beams = num_beams
        self.vocab_size = vocab_size
        self.scorer = BeamScorer(batch_size, num_beams, eos_token_id, pad_token_id,
                                 length_penalty=length_penalty, early_stopping=False)

    def beam_step(self, logits: torch.Tensor, beam_scores: torch.Tensor, cur_len: torch.Tensor):
        # logits: [batch * num_beams, vocab]
        log_probs = F.log_softmax(logits.float(), dim=-1)
        next_scores = log_probs + beam_scores[:, None]
        next_scores = next_scores.view(self.batch_size, self.num_beams * self.vocab_size)

        cand_scores, cand_ids = torch.topk(next_scores, 2 * self.num_beams, dim=1, largest=True, sorted=True)
        cand_beams = torch.div(cand_ids, self.vocab_size, rounding_mode="floor")
        cand_tokens = cand_ids % self.vocab_size

        beam_scores, beam_tokens, beam_idx = self.scorer.process(cand_scores, cand_tokens, cand_beams, cur_len)
        beam_idx = beam_idx + torch.arange(self.batch_size).repeat_interleave(self.num_beams) * self.num_beams
        return beam_scores, beam_tokens, beam_idx


runner = BeamSearchRunner(batch_size=2, num_beams=3, vocab_size=16)
beam_step = torch.compile(runner.beam_step, fullgraph=True)
