import logging

import torch

logger = logging.getLogger(__name__)


class SinkKVCache:
    """Keeps the first `num_sinks` tokens plus the most recent `window` tokens."""

    def __init__(self, num_sinks: int, window: int):
        self.num_sinks = num_sinks
        self.window = window
        self.evicted_total = 0

    @property
    def capacity(self) -> int:
        return self.num_sinks + self.window

    def _split(self, t: torch.Tensor):
        sinks = t[:, :, : self.num_sinks]
        recent = t[:, :, -self.window :]
        return sinks, recent

    def compact(self, k: torch.Tensor, v: torch.Tensor):
        seq_len = k.shape[2]
        if seq_len <= self.capacity:
            return k, v
        n_evict = seq_len - self.capacity
        self.evicted_total += n_evict
        logger.debug(
            "sink cache evicting %d tokens (len=%d, total evicted=%d)",
            n_evict, seq_len, self.evicted_total,
        )
        ks, kr = self._split(k)
        vs, vr = self._split(v)
        return torch.cat([ks, kr], dim=2), torch.cat([vs, vr], dim=2)
