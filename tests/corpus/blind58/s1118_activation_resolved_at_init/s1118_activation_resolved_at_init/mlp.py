from dataclasses import dataclass
from typing import Callable, Optional

import torch
import torch.nn as nn

from .registry import get_act_fn


@dataclass
class MLPConfig:
    mlp_type: str = "gated"
    hidden_size: int = 8
    intermediate_size: int = 16
    hidden_act: str = "gelu_pytorch_tanh"


class _ActMixin:
    hidden_act: str
    act_fn: Optional[Callable[[torch.Tensor], torch.Tensor]]

    def _get_act_fn(self):
        if self.act_fn is None:
            self.act_fn = get_act_fn(self.hidden_act)
        return self.act_fn


class GatedMLP(_ActMixin, nn.Module):
    def __init__(self, config: MLPConfig):
        super().__init__()
        self.gate_up_proj = nn.Linear(config.hidden_size, 2 * config.intermediate_size, bias=False)
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)
        self.hidden_act = config.hidden_act
        self.act_fn = get_act_fn(config.hidden_act)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(self._get_act_fn()(gate) * up)


class PlainMLP(_ActMixin, nn.Module):
    def __init__(self, config: MLPConfig):
        super().__init__()
        self.fc1 = nn.Linear(config.hidden_size, config.intermediate_size)
        self.fc2 = nn.Linear(config.intermediate_size, config.hidden_size)
        self.hidden_act = config.hidden_act
        self.act_fn = None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(self._get_act_fn()(self.fc1(x)))


MLP_REGISTRY: dict[str, type[nn.Module]] = {
    "gated": GatedMLP,
    "plain": PlainMLP,
}


def build_mlp(config: MLPConfig) -> nn.Module:
    try:
        cls = MLP_REGISTRY[config.mlp_type.lower()]
    except KeyError:
        raise ValueError(f"unknown mlp_type {config.mlp_type!r}") from None
    return cls(config)


_mlp = build_mlp(MLPConfig(mlp_type="Gated"))
mlp_forward = torch.compile(_mlp.forward, fullgraph=True)
