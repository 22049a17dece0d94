from __future__ import annotations

import torch

from .output import BeamSearchOutput
from .state import BeamState


class BeamSearchRunner:
    def __init__(self, batch_size: int, beam_width: int, eos_token_id: int, request_ids: list[str]):
        self.beam_width = beam_width
        self.state = BeamState(batch_size, beam_width, eos_token_id)
        self.outputs = [BeamSearchOutput(request_id=rid) for rid in request_ids]

    def beam_step(self, logprobs: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """logprobs: (batch * beam_width, vocab) log-softmaxed scores of the last position."""
        state = self.state
        vocab = logprobs.shape[-1]
        # finished beams only extend with eos at zero cost
        eos_only = torch.full_like(logprobs, float("-inf"))
        eos_only[:, state.eos_token_id] = 0.0
        logprobs = torch.where(state.finished.unsqueeze(1), eos_only, logprobs)

        cand = (state.scores.unsqueeze(1) + logprobs).view(state.batch_size, self.beam_width * vocab)
        top_scores, top_idx = cand.topk(self.beam_width, dim=-1)
        src_beam = torch.div(top_idx, vocab, rounding_mode="floor")
        next_tokens = top_idx % vocab
        state.advance(src_beam, next_tokens, top_scores)
        return state.finalize()


runner = BeamSearchRunner(batch_size=2, beam_width=3, eos_token_id=2, request_ids=["req-0", "req-1"])
beam_step = torch.compile(runner.beam_step, fullgraph=True)
