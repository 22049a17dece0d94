import json
from typing import Dict

import torch
from torch import nn

from .quant_config import FP8_E4M3_MAX, Fp8ActivationConfig


class AmaxObserver:
    """Forward pre-hook: records the running input amax of a linear layer
    during calibration, fake-quantises its input with the static scale when
    serving."""

    def __init__(self, name: str, config: Fp8ActivationConfig) -> None:
        self.name = name
        self.config = config
        self.running_amax = 0.0
        self.num_batches = 0

    def _observe(self, x: torch.Tensor) -> None:
        amax = x.detach().abs().max().item()
        if amax > self.running_amax:
            self.running_amax = amax
        self.num_batches += 1

    def __call__(self, module: nn.Module, args):
        (x,) = args
        if self.config.calibrate:
            self._observe(x)
            return None
        if not self.config.fake_quant:
            return None
        scale = self.config.static_input_scale
        q = (x / scale).clamp(-FP8_E4M3_MAX, FP8_E4M3_MAX).to(torch.float8_e4m3fn)
        return (q.to(x.dtype) * scale,)

    def export(self) -> Dict[str, float]:
        return {"input_scale": self.running_amax / FP8_E4M3_MAX, "batches": self.num_batches}


def attach_observers(model: nn.Module, config: Fp8ActivationConfig) -> Dict[str, AmaxObserver]:
    observers = {}
    for name, module in model.named_modules():
        if isinstance(module, nn.Linear):
            obs = AmaxObserver(name, config)
            module.register_forward_pre_hook(obs)
            observers[name] = obs
    return observers


def dump_scales(observers: Dict[str, AmaxObserver], path: str) -> None:
    with open(path, "w") as f:
        json.dump({k: v.export() for k, v in observers.items()}, f, indent=2)
