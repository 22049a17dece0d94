from dataclasses import dataclass, field

import torch
from torch import nn
import torch.nn.functional as F

from .platforms import Platform, resolve_platform


@dataclass
class DeviceConfig:
    device: str = "cpu"
    dtype: torch.dtype = torch.float32


@dataclass
class RunnerConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    device_config: DeviceConfig = field(default_factory=DeviceConfig)


class GeluAndMul(nn.Module):
    def __init__(self, platform: Platform) -> None:
        super().__init__()
        self.platform = platform
        self.use_tanh_approx = platform.has_device_capability(80)

    def forward_native(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        return F.gelu(x[..., :d]) * x[..., d:]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.platform.has_device_capability(90):
            d = x.shape[-1] // 2
            return F.gelu(x[..., :d], approximate="tanh") * x[..., d:]
        return self.forward_native(x)


class DecodeModelRunner:
    def __init__(self, config: RunnerConfig) -> None:
        self.config = config
        self.platform = resolve_platform(config.device_config.device)
        self.up = nn.Linear(config.hidden_size, 2 * config.intermediate_size, bias=False)
        self.down = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)
        self.act = GeluAndMul(self.platform)

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = hidden_states.to(self.config.device_config.dtype)
        out = self.down(self.act(self.up(hidden_states)))
        if self.platform.is_cuda_alike():
            out = out.to(self.platform.fp8_dtype()).to(hidden_states.dtype)
        return out


runner = DecodeModelRunner(RunnerConfig())
forward_decode = torch.compile(runner.forward_decode, fullgraph=True)
