from __future__ import annotations

from typing import List

import torch

from .hypotheses import BeamHypotheses


class BeamSearchScorer:
    def __init__(
        self,
        batch_size: int,
        num_beams: int,
        length_penalty: float = 1.0,
        do_early_stopping: bool = False,
        num_beam_hyps_to_keep: int = 1,
        max_length: int = 16,
    ):
        self.batch_size = batch_size
        self.num_beams = num_beams
        self.length_penalty = length_penalty
        self.num_beam_hyps_to_keep = num_beam_hyps_to_keep
        self.max_length = max_length
        self._beam_hyps: List[BeamHypotheses] = [
            BeamHypotheses(num_beams, length_penalty, do_early_stopping) for _ in range(batch_size)
        ]
        self._done = torch.zeros(batch_size, dtype=torch.bool)

    @torch.compile(fullgraph=True)
    def finalize(
        self,
        input_ids: torch.Tensor,
        final_beam_scores: torch.Tensor,
        pad_token_id: int = 0,
    ) -> torch.Tensor:
        """Push every still-open beam into its prompt's hypothesis pool and
        return the padded best sequences, shape (batch * keep, seq_len)."""
        cur_len = input_ids.shape[-1]
        for batch_idx, beam_hyp in enumerate(self._beam_hyps):
            for beam_id in range(self.num_beams):
                batch_beam_idx = batch_idx * self.num_beams + beam_id
                beam_hyp.add(
                    input_ids[batch_beam_idx],
                    final_beam_scores[batch_beam_idx],
                    generated_len=cur_len,
                )

        decoded = input_ids.new_full((self.batch_size * self.num_beam_hyps_to_keep, cur_len), pad_token_id)
        for i, beam_hyp in enumerate(self._beam_hyps):
            _, best_hyp = beam_hyp.best()
            decoded[i, : best_hyp.shape[-1]] = best_hyp
        return decoded
