import torch

from .compat import eager_only


class RecurrentStateManager:
    """Owns the recurrent hidden state of every running request.

    When the scheduler starts a new request in a slot that previously held a
    finished one, its state must be zeroed before the next step.
    """

    def __init__(self, batch: int, d_state: int, d_conv: int, channels: int):
        self.ssm_state = torch.zeros(batch, channels, d_state)
        self.conv_state = torch.zeros(batch, channels, d_conv)
        self.resets = 0

    @eager_only
    def reset_where(self, reset_mask: torch.Tensor) -> None:
        # in-place masked writes into long-lived buffers; kept out of the graph
        keep = (~reset_mask).to(self.ssm_state.dtype)
        self.ssm_state.mul_(keep.view(-1, 1, 1))
        self.conv_state.mul_(keep.view(-1, 1, 1))
        self.resets += int(reset_mask.sum())

    def read(self):
        return self.ssm_state, self.conv_state

    def write(self, ssm_state, conv_state):
        self.ssm_state.copy_(ssm_state)
        self.conv_state.copy_(conv_state)
