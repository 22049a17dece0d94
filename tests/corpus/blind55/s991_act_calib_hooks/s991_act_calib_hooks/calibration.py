import functools
import logging
from typing import Dict, List, Optional

import torch
import torch.nn as nn
from torch.utils.hooks import RemovableHandle

from .config import CalibrationConfig

logger = logging.getLogger(__name__)


class ActivationCalibrator:
    """Collects static input scales of selected linear layers (FP8 / INT8 PTQ)."""

    def __init__(self, config: CalibrationConfig):
        self.config = config
        self.stats: Dict[str, List[float]] = {}
        self.num_batches: Dict[str, int] = {}
        self._handles: Dict[str, RemovableHandle] = {}

    def attach(self, model: nn.Module) -> int:
        for name, module in model.named_modules():
            if not isinstance(module, nn.Linear) or not self.config.matches(name):
                continue
            hook = functools.partial(self._observe, name)
            self._handles[name] = module.register_forward_hook(hook)
        logger.info("Attached activation observers to %d modules", len(self._handles))
        return len(self._handles)

    def detach(self) -> None:
        for handle in self._handles.values():
            handle.remove()
        self._handles.clear()

    def _observe(self, name: str, module: nn.Module, args, output) -> None:
        x = args[0]
        self.num_batches[name] = self.num_batches.get(name, 0) + 1
        self._update(name, x.detach())

    def _reduce(self, x: torch.Tensor) -> torch.Tensor:
        x = x.reshape(-1, x.shape[-1]).abs()
        if self.config.per_channel:
            return x.amax(dim=0)
        return x.amax().reshape(1)

    def _update(self, name: str, x: torch.Tensor) -> None:
        amax = self._reduce(x).float().tolist()
        prev: Optional[List[float]] = self.stats.get(name)
        if prev is None:
            self.stats[name] = amax
        else:
            self.stats[name] = [max(a, b) for a, b in zip(prev, amax)]

    def scales(self, fp8_max: float = 448.0) -> Dict[str, torch.Tensor]:
        return {
            name: torch.tensor(values) / fp8_max for name, values in self.stats.items()
        }
