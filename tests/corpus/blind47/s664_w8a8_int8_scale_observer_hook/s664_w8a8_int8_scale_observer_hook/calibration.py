"""Online activation-range calibration used when exporting static int8 scales."""
from collections import defaultdict
from typing import Callable, Dict, List

import torch

QuantHook = Callable[[str, torch.Tensor], None]


class ActivationRangeObserver:
    def __init__(self, momentum: float = 0.9) -> None:
        self.momentum = momentum
        self.running_amax: Dict[str, torch.Tensor] = {}
        self.num_batches: Dict[str, int] = defaultdict(int)

    @torch.compiler.disable
    def observe(self, prefix: str, x: torch.Tensor) -> None:
        amax = x.detach().abs().amax(dim=0).float()
        prev = self.running_amax.get(prefix)
        self.running_amax[prefix] = amax if prev is None else torch.maximum(prev * self.momentum, amax)
        self.num_batches[prefix] += 1

    def export_static_scales(self) -> Dict[str, torch.Tensor]:
        return {k: v.max() / 127.0 for k, v in self.running_amax.items()}


class QuantHookRegistry:
    def __init__(self) -> None:
        self._pre_quant_hooks: List[QuantHook] = []

    def register_pre_quant_hook(self, hook: QuantHook) -> None:
        self._pre_quant_hooks.append(hook)

    def run_pre_quant_hooks(self, prefix: str, x: torch.Tensor) -> None:
        for hook in self._pre_quant_hooks:
            hook(prefix, x)


GLOBAL_QUANT_HOOKS = QuantHookRegistry()
