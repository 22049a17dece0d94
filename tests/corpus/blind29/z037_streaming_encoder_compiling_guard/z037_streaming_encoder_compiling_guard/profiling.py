"""Lightweight per-chunk profiling used by the streaming ASR frontend."""
import logging
import time

import torch

logger = logging.getLogger(__name__)


class ChunkProfiler:
    def __init__(self, name: str):
        self.name = name
        self.samples = []

    def mark(self, tag: str, x: torch.Tensor) -> torch.Tensor:
        # Timing and logging are host-side only; compiled graphs skip them.
        if not torch.compiler.is_compiling():
            self.samples.append((tag, time.perf_counter(), tuple(x.shape)))
            logger.info("%s/%s shape=%s", self.name, tag, tuple(x.shape))
            if x.abs().max().item() > 1e4:
                logger.warning("%s/%s: activations exploding", self.name, tag)
        return x
