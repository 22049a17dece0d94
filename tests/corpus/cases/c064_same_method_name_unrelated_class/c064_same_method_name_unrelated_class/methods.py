import logging
import time

import torch

logger = logging.getLogger(__name__)


class UnquantizedLinearMethod:
    def apply(self, layer, x: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.linear(x, layer.weight, layer.bias)


class ProfilingLinearMethod:
    """Wraps another method and times it; only used by the benchmark script."""

    def __init__(self, inner):
        self.inner = inner

    def apply(self, layer, x: torch.Tensor) -> torch.Tensor:
        t0 = time.perf_counter()
        out = self.inner.apply(layer, x)
        logger.info("linear took %.3f ms", (time.perf_counter() - t0) * 1e3)
        return out
