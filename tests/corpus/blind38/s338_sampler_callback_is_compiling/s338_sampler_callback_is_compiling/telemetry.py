import logging
import time

import torch

logger = logging.getLogger("s338.sampler")


class StepTimer:
    """Per-step latency + latent statistics for the sampling dashboard."""

    def __init__(self):
        self.records = []
        self._t0 = None

    def start(self):
        self._t0 = time.perf_counter()

    def stop(self, step: int, latents: torch.Tensor):
        elapsed = time.perf_counter() - (self._t0 or time.perf_counter())
        std = float(latents.std())
        self.records.append((step, elapsed, std))
        logger.debug("step %d took %.3f ms, latent std %.3f", step, elapsed * 1e3, std)
        if std != std:
            logger.warning("NaN latents at step %d", step)


def report(timer: StepTimer, step: int, latents: torch.Tensor) -> None:
    if torch.compiler.is_compiling():
        return
    timer.stop(step, latents)
