import torch

from .config import SSMConfig


class SSMStateCache(torch.nn.Module):
    """Holds one recurrent state per batch slot.

    The scheduler marks slots that received a brand-new request in
    ``reset_mask``; their state must start from zero.
    """

    def __init__(self, cfg: SSMConfig):
        super().__init__()
        self.register_buffer(
            "ssm_state", torch.zeros(cfg.max_batch, cfg.d_inner, cfg.d_state), persistent=False
        )

    def maybe_reset(self, reset_mask: torch.Tensor) -> torch.Tensor:
        state = self.ssm_state
        if reset_mask.any():
            keep = (~reset_mask).to(state.dtype).view(-1, 1, 1)
            state = state * keep
        return state

    def commit(self, new_state: torch.Tensor) -> None:
        self.ssm_state.copy_(new_state)
