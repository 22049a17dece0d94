from dataclasses import dataclass, field
from typing import Dict, Tuple, Type

import torch
import torch.nn as nn
from torch.nn.utils import parametrize

from ..logger import init_logger, warning_once
from ..platform import current_platform

logger = init_logger(__name__)


@dataclass
class QuantConfig:
    method: str = "fp8"
    per_channel: bool = True
    target_modules: Tuple[str, ...] = field(default_factory=lambda: ("qkv_proj", "o_proj", "gate_up_proj", "down_proj"))


class _FakeQuantBase(nn.Module):
    qmax: float = 1.0

    def __init__(self, config: QuantConfig):
        super().__init__()
        self.per_channel = config.per_channel

    def compute_scale(self, weight: torch.Tensor) -> torch.Tensor:
        if self.per_channel:
            amax = weight.abs().amax(dim=1, keepdim=True)
        else:
            amax = weight.abs().amax()
        return amax.clamp(min=1e-12) / self.qmax


class Fp8FakeQuant(_FakeQuantBase):
    qmax = 448.0

    def __init__(self, config: QuantConfig):
        super().__init__(config)
        self.use_native_fp8 = current_platform.supports_fp8()

    def forward(self, weight: torch.Tensor) -> torch.Tensor:
        if not self.use_native_fp8:
            warning_once(logger, "FP8 is not natively supported on this platform; emulating with fp32 rounding.")
        scale = self.compute_scale(weight)
        q = (weight / scale).to(torch.float8_e4m3fn).to(weight.dtype)
        return q * scale


class Int8FakeQuant(_FakeQuantBase):
    qmax = 127.0

    def forward(self, weight: torch.Tensor) -> torch.Tensor:
        scale = self.compute_scale(weight)
        return torch.clamp(torch.round(weight / scale), -128, 127) * scale


QUANT_METHODS: Dict[str, Type[_FakeQuantBase]] = {
    "fp8": Fp8FakeQuant,
    "int8": Int8FakeQuant,
}


def apply_fake_quant(model: nn.Module, config: QuantConfig) -> int:
    quant_cls = QUANT_METHODS[config.method]
    count = 0
    for name, module in model.named_modules():
        if isinstance(module, nn.Linear) and name.rsplit(".", 1)[-1] in config.target_modules:
            parametrize.register_parametrization(module, "weight", quant_cls(config))
            count += 1
    logger.info("Applied %s fake quantization to %d linear layers", config.method, count)
    return count
