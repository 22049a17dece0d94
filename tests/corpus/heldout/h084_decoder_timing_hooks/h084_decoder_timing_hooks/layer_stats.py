import time
from collections import defaultdict
from typing import Dict, List

import torch
from torch import nn


class ForwardTimer:
    """--enable-layerwise-timing: wall time of each forward of the wrapped module."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.elapsed: Dict[str, List[float]] = defaultdict(list)
        self._start = 0.0

    def pre_hook(self, module: nn.Module, args) -> None:
        self._start = time.perf_counter()

    def post_hook(self, module: nn.Module, args, output: torch.Tensor) -> None:
        self.elapsed[self.name].append(time.perf_counter() - self._start)

    def attach(self, module: nn.Module) -> None:
        module.register_forward_pre_hook(self.pre_hook)
        module.register_forward_hook(self.post_hook)
