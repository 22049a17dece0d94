from typing import NamedTuple

import torch


class BeamState(NamedTuple):
    scores: torch.Tensor      # [batch, beams]
    finished: torch.Tensor    # [batch, beams] bool
    lengths: torch.Tensor     # [batch, beams] int


def advance_lengths(state: BeamState) -> torch.Tensor:
    return state.lengths + (~state.finished).long()


def finalize_scores(state: BeamState, alpha: float) -> torch.Tensor:
    return state.scores / state.lengths.clamp_min(1).float().pow(alpha)


def reorder(state: BeamState, origin: torch.Tensor) -> BeamState:
    """Gather every field along the beam axis after a top-k reorder."""
    return BeamState(
        state.scores.gather(1, origin),
        state.finished.gather(1, origin),
        state.lengths.gather(1, origin),
    )


def init_state(batch: int, beams: int, device=None) -> BeamState:
    scores = torch.full((batch, beams), float("-inf"), device=device)
    scores[:, 0] = 0.0  # only the first beam is live at step 0
    return BeamState(
        scores,
        torch.zeros(batch, beams, dtype=torch.bool, device=device),
        torch.zeros(batch, beams, dtype=torch.long, device=device),
    )
