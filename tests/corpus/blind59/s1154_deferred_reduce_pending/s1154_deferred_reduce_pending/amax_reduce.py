from typing import List, Optional

import torch

FP8_E4M3_MAX = 448.0


def tensor_model_parallel_all_reduce_max(t: torch.Tensor, world_size: int = 1) -> torch.Tensor:
    if world_size == 1:
        return t
    return t.clone()


class DeferredAmaxReducer:
    """Delays the TP max-reduction of per-tensor activation amax values so the
    collective overlaps the next layer's GEMMs."""

    def __init__(self, world_size: int = 1, min_scale: float = 1e-12):
        self.world_size = world_size
        self.min_scale = min_scale
        self._inflight: List[torch.Tensor] = []

    def submit(self, amax: torch.Tensor) -> torch.Tensor:
        self._inflight.append(amax)
        return amax

    def wait(self, amax: torch.Tensor) -> torch.Tensor:
        reduced = tensor_model_parallel_all_reduce_max(amax, self.world_size)
        self._inflight.remove(amax)
        return torch.clamp(reduced / FP8_E4M3_MAX, min=self.min_scale)

    def drain(self) -> List[torch.Tensor]:
        out = [tensor_model_parallel_all_reduce_max(t, self.world_size) for t in self._inflight]
        self._inflight.clear()
        return out

    @property
    def oldest(self) -> Optional[torch.Tensor]:
        return self._inflight[0] if self._inflight else None
