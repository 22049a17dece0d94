from __future__ import annotations

import torch


class BeamState:
    """Device-side beam bookkeeping for a fixed (batch, beam_width) decode."""

    def __init__(self, batch_size: int, beam_width: int, eos_token_id: int, length_penalty: float = 1.0):
        self.batch_size = batch_size
        self.beam_width = beam_width
        self.eos_token_id = eos_token_id
        self.length_penalty = length_penalty
        # only beam 0 is live at step 0, so the first top-k does not pick duplicates
        scores = torch.full((batch_size, beam_width), float("-inf"))
        scores[:, 0] = 0.0
        self.scores = scores.view(-1)
        self.tokens = torch.zeros((batch_size * beam_width, 0), dtype=torch.long)
        self.lengths = torch.zeros(batch_size * beam_width, dtype=torch.long)
        self.finished = torch.zeros(batch_size * beam_width, dtype=torch.bool)

    def advance(self, src_beam: torch.Tensor, next_tokens: torch.Tensor, next_scores: torch.Tensor) -> None:
        # src_beam / next_tokens / next_scores: (batch, beam_width)
        offsets = (torch.arange(self.batch_size) * self.beam_width).unsqueeze(1)
        flat_src = (src_beam + offsets).view(-1)
        was_finished = self.finished[flat_src]
        tokens = torch.where(was_finished, torch.full_like(next_tokens.view(-1), self.eos_token_id), next_tokens.view(-1))
        self.tokens = torch.cat([self.tokens[flat_src], tokens.unsqueeze(1)], dim=1)
        self.lengths = self.lengths[flat_src] + (~was_finished).long()
        self.scores = next_scores.view(-1)
        self.finished = was_finished | (tokens == self.eos_token_id)

    def finalize(self) -> tuple[torch.Tensor, torch.Tensor]:
        """Best beam per prompt by length-normalised score."""
        norm = self.scores / self.lengths.clamp_min(1).float().pow(self.length_penalty)
        best = norm.view(self.batch_size, self.beam_width).argmax(dim=-1)
        rows = torch.arange(self.batch_size) * self.beam_width + best
        return self.tokens[rows], norm[rows]
