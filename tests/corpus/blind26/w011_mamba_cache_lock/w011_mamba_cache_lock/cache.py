"""Per-request SSM/conv state storage shared between the scheduler and the model."""
import threading

import torch

from .config import MambaConfig


class MambaCacheParams:
    """Holds conv and ssm states for every layer.

    The scheduler thread may evict / reset slots while a decode step is in
    flight, so state writes go through a lock.
    """

    def __init__(self, config: MambaConfig, dtype=torch.float32):
        self.config = config
        self.seqlen_offset = 0
        self._lock = threading.Lock()
        bs = config.max_batch_size
        self.conv_states = {
            i: torch.zeros(bs, config.intermediate_size, config.conv_kernel, dtype=dtype)
            for i in range(config.num_layers)
        }
        self.ssm_states = {
            i: torch.zeros(bs, config.intermediate_size, config.state_size, dtype=dtype)
            for i in range(config.num_layers)
        }

    def reset_slot(self, slot: int) -> None:
        with self._lock:
            for i in self.conv_states:
                self.conv_states[i][slot].zero_()
                self.ssm_states[i][slot].zero_()

    def update_conv_state(self, layer_idx: int, new_column: torch.Tensor) -> torch.Tensor:
        conv_state = self.conv_states[layer_idx]
        with self._lock:
            conv_state.copy_(torch.roll(conv_state, shifts=-1, dims=-1))
            conv_state[:, :, -1] = new_column
        return conv_state

    def update_ssm_state(self, layer_idx: int, new_state: torch.Tensor) -> None:
        self.ssm_states[layer_idx].copy_(new_state)
