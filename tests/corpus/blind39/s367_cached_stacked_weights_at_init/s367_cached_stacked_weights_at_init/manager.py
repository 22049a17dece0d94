import functools
import logging
import math
import threading
import time

import torch

from .adapters import AdapterSpec, adapter_specs_from_env

logger = logging.getLogger(__name__)


class LoRAAdapterPool:
    """Resident adapters stacked into fixed-size slot buffers (bgmv layout)."""

    def __init__(self, in_features: int, out_features: int, max_loras: int = 2, max_rank: int = 4):
        self._lock = threading.Lock()
        self.max_rank = max_rank
        self.a_slots = torch.zeros(max_loras, max_rank, in_features)
        self.b_slots = torch.zeros(max_loras, out_features, max_rank)
        self.specs = []
        t0 = time.perf_counter()
        for spec in adapter_specs_from_env()[:max_loras]:
            self.load_adapter(spec)
        # materialise once so that the hot path never recomputes it
        _ = self.slot_scalings
        logger.info("loaded %d adapters in %.3fs", len(self.specs), time.perf_counter() - t0)

    def load_adapter(self, spec: AdapterSpec) -> int:
        with self._lock:
            slot = len(self.specs)
            g = torch.Generator().manual_seed(1234 + slot)
            self.a_slots[slot, : spec.rank] = torch.randn(spec.rank, self.a_slots.shape[-1], generator=g) * 0.02
            self.b_slots[slot, :, : spec.rank] = torch.randn(self.b_slots.shape[1], spec.rank, generator=g) * 0.02
            self.specs.append(spec)
            self.__dict__.pop("slot_scalings", None)
            return slot

    @functools.cached_property
    def slot_scalings(self) -> torch.Tensor:
        logger.debug("recomputing slot scalings for %s", [s.name for s in self.specs])
        vals = [
            s.alpha / math.sqrt(s.rank) if s.use_rslora else s.alpha / s.rank
            for s in self.specs
        ]
        return torch.tensor(vals)
