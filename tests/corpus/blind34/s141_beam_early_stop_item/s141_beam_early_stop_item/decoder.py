import torch
import torch.nn.functional as F

from .config import BeamConfig
from .stopping import BeamStopper


class BeamSearchStep:
    def __init__(self, cfg: BeamConfig):
        self.cfg = cfg
        self.stopper = BeamStopper(cfg)

    def _expand(self, logits: torch.Tensor, beam_scores: torch.Tensor) -> torch.Tensor:
        batch = beam_scores.shape[0]
        logprobs = F.log_softmax(logits, dim=-1)
        scores = logprobs + beam_scores.reshape(-1, 1)
        return scores.reshape(batch, -1)

    def step(self, logits, beam_scores, worst_finished, cur_len: int = 5):
        k = self.cfg.num_beams
        flat = self._expand(logits, beam_scores)
        top_scores, top_idx = torch.topk(flat, 2 * k, dim=-1)
        vocab = logits.shape[-1]
        beam_origin = top_idx // vocab
        tokens = top_idx % vocab
        is_eos = tokens == self.cfg.eos_token_id
        alive_scores = top_scores.masked_fill(is_eos, float("-inf"))
        next_scores, order = torch.topk(alive_scores, k, dim=-1)
        done = self.stopper.is_done(worst_finished, next_scores, cur_len)
        return next_scores, tokens.gather(1, order), beam_origin.gather(1, order), done


_runner = BeamSearchStep(BeamConfig())


@torch.compile(fullgraph=True)
def beam_step(logits, beam_scores, worst_finished):
    return _runner.step(logits, beam_scores, worst_finished)
