"""Per-layer latency breakdown, enabled with --enable-layer-timing."""
import time
from collections import defaultdict
from typing import Dict, List

from torch import nn
from torch.utils.hooks import RemovableHandle


class LayerTimer:
    def __init__(self) -> None:
        self._start: Dict[str, float] = {}
        self.samples: Dict[str, List[float]] = defaultdict(list)
        self._handles: List[RemovableHandle] = []

    def _make_pre_hook(self, name: str):
        def pre_hook(module: nn.Module, args):
            self._start[name] = time.perf_counter()

        return pre_hook

    def _make_post_hook(self, name: str):
        def post_hook(module: nn.Module, args, output):
            self.samples[name].append(time.perf_counter() - self._start.pop(name))

        return post_hook

    def attach(self, model: nn.Module, layer_type: type) -> "LayerTimer":
        for name, module in model.named_modules():
            if isinstance(module, layer_type):
                self._handles.append(module.register_forward_pre_hook(self._make_pre_hook(name)))
                self._handles.append(module.register_forward_hook(self._make_post_hook(name)))
        return self

    def detach(self) -> None:
        for h in self._handles:
            h.remove()
        self._handles.clear()

    def summary(self) -> Dict[str, float]:
        return {k: sum(v) / len(v) for k, v in self.samples.items() if v}
