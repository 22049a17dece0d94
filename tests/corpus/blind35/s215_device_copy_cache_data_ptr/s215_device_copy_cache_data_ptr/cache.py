"""LRU cache of device copies of host-resident weights."""
from collections import OrderedDict

import torch


class DeviceCopyCache:
    def __init__(self, capacity: int = 8):
        self.capacity = capacity
        self._entries: "OrderedDict[tuple[int, str], torch.Tensor]" = OrderedDict()

    @staticmethod
    def _key(host: torch.Tensor, device: torch.device) -> tuple[int, str]:
        # the storage address identifies a weight even across views/aliases
        return (host.data_ptr(), str(device))

    def get(self, host: torch.Tensor, device: torch.device) -> torch.Tensor:
        key = self._key(host, device)
        hit = self._entries.get(key)
        if hit is not None:
            self._entries.move_to_end(key)
            return hit
        copy = host.to(device)
        self._entries[key] = copy
        if len(self._entries) > self.capacity:
            self._entries.popitem(last=False)
        return copy
