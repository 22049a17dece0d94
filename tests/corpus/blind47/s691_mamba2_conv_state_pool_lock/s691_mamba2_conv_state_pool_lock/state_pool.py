"""Request-slot indexed state pool shared by every Mamba2 layer of the runner.

The scheduler thread frees / allocates slots while the model thread reads
them, so every access goes through the pool lock.
"""
import threading

import torch

from .config import Mamba2Config


class MambaStatePool:
    def __init__(self, cfg: Mamba2Config, dtype=torch.float32):
        self._lock = threading.Lock()
        self.conv_states = torch.zeros(cfg.max_num_reqs, cfg.conv_dim, cfg.d_conv - 1, dtype=dtype)
        self.ssm_states = torch.zeros(
            cfg.max_num_reqs, cfg.num_heads, cfg.head_dim, cfg.d_state, dtype=dtype
        )
        self._free_slots = list(range(cfg.max_num_reqs))

    def alloc(self) -> int:
        with self._lock:
            return self._free_slots.pop()

    def free(self, slot: int) -> None:
        with self._lock:
            self.conv_states[slot].zero_()
            self.ssm_states[slot].zero_()
            self._free_slots.append(slot)

    def gather(self, slot_ids: torch.Tensor):
        with self._lock:
            conv = self.conv_states.index_select(0, slot_ids)
            ssm = self.ssm_states.index_select(0, slot_ids)
        return conv, ssm

    def scatter_(self, slot_ids: torch.Tensor, conv: torch.Tensor, ssm: torch.Tensor) -> None:
        self.conv_states.index_copy_(0, slot_ids, conv)
        self.ssm_states.index_copy_(0, slot_ids, ssm)
