import logging
import time
from collections import OrderedDict
from typing import Dict, List

import torch
import torch.nn as nn
from torch.utils.hooks import RemovableHandle

logger = logging.getLogger(__name__)


def _nbytes(output) -> int:
    if isinstance(output, torch.Tensor):
        return output.numel() * output.element_size()
    if isinstance(output, (tuple, list)):
        return sum(_nbytes(o) for o in output)
    return 0


class LayerActivationProfiler:
    """Records per-layer activation footprint and latency during the profile run."""

    def __init__(self, model: nn.Module, leaf_types=(nn.Linear, nn.LayerNorm)):
        self.model = model
        self.leaf_types = leaf_types
        self.activation_bytes: Dict[str, int] = OrderedDict()
        self.latency_s: Dict[str, float] = OrderedDict()
        self._t0: Dict[str, float] = {}
        self._handles: List[RemovableHandle] = []

    def _pre_hook(self, name: str):
        def hook(module, args):
            self._t0[name] = time.perf_counter()

        return hook

    def _post_hook(self, name: str):
        def hook(module, args, output):
            self.latency_s[name] = time.perf_counter() - self._t0.pop(name)
            self.activation_bytes[name] = max(self.activation_bytes.get(name, 0), _nbytes(output))
            logger.debug("%s: %d bytes, %.3f ms", name, self.activation_bytes[name], 1e3 * self.latency_s[name])

        return hook

    def __enter__(self) -> "LayerActivationProfiler":
        for name, module in self.model.named_modules():
            if isinstance(module, self.leaf_types):
                self._handles.append(module.register_forward_pre_hook(self._pre_hook(name)))
                self._handles.append(module.register_forward_hook(self._post_hook(name)))
        return self

    def __exit__(self, *exc) -> None:
        for handle in self._handles:
            handle.remove()
        self._handles.clear()

    @property
    def peak_activation_bytes(self) -> int:
        return max(self.activation_bytes.values(), default=0)
