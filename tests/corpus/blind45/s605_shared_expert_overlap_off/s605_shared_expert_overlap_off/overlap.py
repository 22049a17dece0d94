import logging
import time
from typing import Callable

import torch

from .config import SharedExpertConfig

logger = logging.getLogger(__name__)


@torch.compiler.disable
def _log_overlap_timing(name: str, seconds: float) -> None:
    logger.info("%s took %.3f ms", name, seconds * 1e3)


class SharedExpertOverlapper:
    """Runs the shared expert concurrently with routed-expert communication."""

    def __init__(self, cfg: SharedExpertConfig):
        self.cfg = cfg
        self.enabled = cfg.enable_overlap and torch.cuda.is_available()
        self.stream = torch.cuda.Stream() if self.enabled else None
        self.last_ms = None

    def _run_on_side_stream(self, fn: Callable, x: torch.Tensor) -> torch.Tensor:
        start = time.perf_counter()
        self.stream.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(self.stream):
            out = fn(x)
        torch.cuda.current_stream().wait_stream(self.stream)
        _log_overlap_timing("shared_expert", time.perf_counter() - start)
        return out

    def run(self, fn: Callable, x: torch.Tensor) -> torch.Tensor:
        if not self.enabled:
            return fn(x)
        return self._run_on_side_stream(fn, x)
