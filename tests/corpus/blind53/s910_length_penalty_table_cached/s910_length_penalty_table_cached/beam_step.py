from typing import Tuple

import torch
import torch.nn.functional as F

from .beam_params import BeamSearchParams


class BeamSearchSampler:
    def __init__(self, params: BeamSearchParams, vocab_size: int):
        self.params = params
        self.vocab_size = vocab_size
        # warm the table once on the host so the step only indexes it
        self.penalty_table = params.length_penalty_table

    def _normalized(self, cum_logprobs: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        denom = self.params.length_penalty_table[seq_lens.clamp(0, self.params.max_tokens)]
        return cum_logprobs / denom

    @torch.compile(fullgraph=True)
    def step(self, logits: torch.Tensor, cum_logprobs: torch.Tensor, seq_lens: torch.Tensor,
             finished: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        beam = self.params.beam_width
        batch = logits.shape[0] // beam
        logprobs = F.log_softmax(logits.float(), dim=-1)
        if self.params.min_len > 0:
            too_short = (seq_lens < self.params.min_len)[:, None]
            eos_col = torch.arange(self.vocab_size, device=logits.device) == self.params.eos_token_id
            logprobs = logprobs.masked_fill(too_short & eos_col[None, :], float("-inf"))
        # finished beams only propagate themselves with a pad token at zero cost
        frozen = torch.full_like(logprobs, float("-inf"))
        frozen[:, 0] = 0.0
        logprobs = torch.where(finished[:, None], frozen, logprobs)

        cand = cum_logprobs[:, None] + logprobs
        new_lens = seq_lens + (~finished).long()
        ranked = self._normalized(cand, new_lens[:, None])
        ranked = ranked.view(batch, beam * self.vocab_size)
        _, flat_idx = ranked.topk(beam, dim=-1)
        src_beam = flat_idx // self.vocab_size + torch.arange(batch, device=logits.device)[:, None] * beam
        tokens = flat_idx % self.vocab_size
        src_beam = src_beam.view(-1)
        new_cum = cand.view(batch, -1).gather(-1, flat_idx).view(-1)
        new_finished = finished[src_beam] | (tokens.view(-1) == self.params.eos_token_id)
        return tokens.view(-1), src_beam, new_cum, new_finished
