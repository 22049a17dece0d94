"""Batch metadata helpers shared by the recurrent layers."""
import torch


def zero_fresh_states(state: torch.Tensor, has_initial_state: torch.Tensor) -> torch.Tensor:
    """Zero the recurrent state of requests that start from scratch.

    Most steps are pure decode (every request already has a state), so the
    masked write is skipped when nobody in the batch is new.
    """
    num_fresh = int((~has_initial_state).sum())
    if num_fresh == 0:
        return state
    keep = has_initial_state.to(state.dtype).view(-1, *([1] * (state.dim() - 1)))
    return state * keep


def l2_normalize(t: torch.Tensor, eps: float = 1e-6) -> torch.Tensor:
    return t / (t.norm(dim=-1, keepdim=True) + eps)
