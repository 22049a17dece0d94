import time

import torch
import torch.nn.functional as F

KERNEL_TIMINGS: list[float] = []


class DenseMethod:
    def apply(self, layer, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, layer.weight)


class GroupInt4Method:
    """Fake-quantised int4 weights with per-group scales; times each call for the profiler."""

    def __init__(self, group: int = 8) -> None:
        self.group = group

    def apply(self, layer, x: torch.Tensor) -> torch.Tensor:
        t0 = time.perf_counter()
        w = layer.weight.view(layer.weight.shape[0], -1, self.group)
        scale = w.abs().amax(dim=-1, keepdim=True).clamp(min=1e-6) / 7.0
        wq = (torch.round(w / scale).clamp(-8, 7) * scale).view_as(layer.weight)
        out = F.linear(x, wq)
        KERNEL_TIMINGS.append(time.perf_counter() - t0)
        return out
