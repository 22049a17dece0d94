import logging
import math
from dataclasses import dataclass, field
from typing import Callable, Dict, Tuple

import torch
import torch.nn as nn
from torch.nn.utils import parametrize

logger = logging.getLogger(__name__)


@dataclass
class LoRAConfig:
    r: int = 2
    lora_alpha: float = 4.0
    init_lora_weights: str = "gaussian"
    target_modules: Tuple[str, ...] = field(default_factory=lambda: ("q_proj", "v_proj", "w1"))


def _init_gaussian(a: torch.Tensor, b: torch.Tensor, r: int) -> None:
    nn.init.normal_(a, std=1.0 / r)
    nn.init.normal_(b, std=0.02)


def _init_kaiming(a: torch.Tensor, b: torch.Tensor, r: int) -> None:
    nn.init.kaiming_uniform_(a, a=math.sqrt(5))
    nn.init.zeros_(b)


_LORA_INIT_FNS: Dict[str, Callable[[torch.Tensor, torch.Tensor, int], None]] = {
    "gaussian": _init_gaussian,
    "kaiming": _init_kaiming,
}


class LoRAParametrization(nn.Module):
    def __init__(self, fan_in: int, fan_out: int, config: LoRAConfig):
        super().__init__()
        self.lora_A = nn.Parameter(torch.empty(config.r, fan_in))
        self.lora_B = nn.Parameter(torch.empty(fan_out, config.r))
        self.scaling = config.lora_alpha / config.r
        self.enabled = True
        _LORA_INIT_FNS[config.init_lora_weights](self.lora_A, self.lora_B, config.r)
        delta = self.lora_B @ self.lora_A
        if delta.abs().max().item() > 1.0:
            logger.warning("LoRA init produced a large delta (%.3f)", delta.abs().max().item())

    def forward(self, weight: torch.Tensor) -> torch.Tensor:
        if not self.enabled:
            return weight
        return weight + (self.lora_B @ self.lora_A) * self.scaling


def add_lora(model: nn.Module, config: LoRAConfig) -> int:
    count = 0
    for name, module in list(model.named_modules()):
        if isinstance(module, nn.Linear) and name.rsplit(".", 1)[-1] in config.target_modules:
            lora = LoRAParametrization(module.in_features, module.out_features, config)
            parametrize.register_parametrization(module, "weight", lora)
            count += 1
    logger.info("Added LoRA (r=%d) to %d modules", config.r, count)
    return count


def set_lora_enabled(model: nn.Module, enabled: bool) -> None:
    for module in model.modules():
        if isinstance(module, LoRAParametrization):
            module.enabled = enabled


def merge_lora(model: nn.Module) -> None:
    for name, module in list(model.named_modules()):
        if parametrize.is_parametrized(module, "weight"):
            parametrize.remove_parametrizations(module, "weight", leave_parametrized=True)
            print(f"merged LoRA into {name}")
