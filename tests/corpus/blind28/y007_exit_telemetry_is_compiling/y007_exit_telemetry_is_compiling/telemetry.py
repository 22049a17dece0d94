"""Eager-mode debugging telemetry for early-exit models.

Under torch.compile the recording is skipped entirely: host syncs would
serialize the decode loop, so only eager debugging runs collect it.
"""
import logging
from collections import defaultdict

import torch

logger = logging.getLogger(__name__)


class ExitTelemetry:
    def __init__(self):
        self.exit_rate = defaultdict(list)

    def _record(self, layer_idx: int, mask: torch.Tensor) -> None:
        rate = mask.float().mean().item()
        self.exit_rate[layer_idx].append(rate)
        logger.info("layer %d exit rate %.3f", layer_idx, rate)

    def record(self, layer_idx: int, mask: torch.Tensor) -> None:
        if torch.compiler.is_compiling():
            return
        self._record(layer_idx, mask)


TELEMETRY = ExitTelemetry()
