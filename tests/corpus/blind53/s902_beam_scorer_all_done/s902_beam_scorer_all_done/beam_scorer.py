from typing import Tuple

import torch
from torch import nn

from .length_penalty import best_finished_score, length_normalize


class BeamScorer(nn.Module):
    """Keeps per-batch beam state as buffers so the decode step stays tensor-only."""

    def __init__(self, batch_size: int, num_beams: int, eos_token_id: int, pad_token_id: int,
                 length_penalty: float = 1.0, early_stopping: bool = True):
        super().__init__()
        self.batch_size = batch_size
        self.num_beams = num_beams
        self.eos_token_id = eos_token_id
        self.pad_token_id = pad_token_id
        self.length_penalty = length_penalty
        self.early_stopping = early_stopping
        self.register_buffer("done", torch.zeros(batch_size, dtype=torch.bool), persistent=False)
        self.register_buffer(
            "finished_scores", torch.full((batch_size * num_beams,), -1e9), persistent=False
        )

    def _update_finished(self, cand_scores: torch.Tensor, cand_tokens: torch.Tensor,
                         cur_len: torch.Tensor) -> torch.Tensor:
        is_eos = cand_tokens == self.eos_token_id
        normed = length_normalize(cand_scores, cur_len, self.length_penalty)
        hit = torch.where(is_eos, normed, torch.full_like(normed, -1e9))
        hit = hit[:, : self.num_beams].reshape(-1)
        self.finished_scores.copy_(torch.maximum(self.finished_scores, hit))
        return is_eos

    def process(self, cand_scores: torch.Tensor, cand_tokens: torch.Tensor, cand_beams: torch.Tensor,
                cur_len: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        is_eos = self._update_finished(cand_scores, cand_tokens, cur_len)
        masked = cand_scores.masked_fill(is_eos, float("-inf"))
        top_scores, order = masked.topk(self.num_beams, dim=-1)
        next_tokens = cand_tokens.gather(-1, order)
        next_beams = cand_beams.gather(-1, order)

        best = best_finished_score(self.finished_scores, self.num_beams)
        if self.early_stopping:
            newly_done = best > -1e9
        else:
            bound = length_normalize(top_scores[:, 0], cur_len, self.length_penalty)
            newly_done = best >= bound
        self.done.copy_(self.done | newly_done)

        if self.done.all():
            pad = torch.full_like(next_tokens, self.pad_token_id)
            return torch.zeros_like(top_scores), pad, torch.zeros_like(next_beams)

        next_tokens = torch.where(self.done[:, None], self.pad_token_id, next_tokens)
        return top_scores.reshape(-1), next_tokens.reshape(-1), next_beams.reshape(-1)
