"""Per-stage device memory ledger used to decide KV offload."""
from dataclasses import dataclass, field

import torch


@dataclass
class DeviceMemoryLedger:
    budget_bytes: int
    used_bytes: int = 0
    events: list = field(default_factory=list)

    @staticmethod
    def footprint(t: torch.Tensor) -> int:
        # count the whole storage, not the view: a sliced KV block still pins
        # the full allocation on the device
        return t.untyped_storage().nbytes()

    def charge(self, name: str, t: torch.Tensor) -> bool:
        nbytes = self.footprint(t)
        fits = self.used_bytes + nbytes <= self.budget_bytes
        if fits:
            self.used_bytes += nbytes
        self.events.append((name, nbytes, fits))
        return fits

    def reset(self) -> None:
        self.used_bytes = 0
        self.events.clear()
