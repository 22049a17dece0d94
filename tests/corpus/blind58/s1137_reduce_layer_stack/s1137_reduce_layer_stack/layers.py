import functools
import logging
import operator
from typing import Callable, Dict

import torch
import torch.nn.functional as F
from torch import nn

from .config import VisionEncoderConfig

logger = logging.getLogger(__name__)

_ACT2FN: Dict[str, Callable[[torch.Tensor], torch.Tensor]] = {
    "gelu": F.gelu,
    "gelu_pytorch_tanh": functools.partial(F.gelu, approximate="tanh"),
    "quick_gelu": lambda x: x * torch.sigmoid(1.702 * x),
    "silu": F.silu,
}


def get_act_fn(name: str) -> Callable[[torch.Tensor], torch.Tensor]:
    if name not in _ACT2FN:
        raise KeyError(f"unknown activation {name}")
    logger.info("using activation %s", name)
    return _ACT2FN[name]


@torch.compiler.disable
def dump_activation(name: str, x: torch.Tensor) -> None:
    torch.save(x.detach().cpu(), f"/tmp/{name}.pt")


class EncoderMLP(nn.Module):
    def __init__(self, config: VisionEncoderConfig):
        super().__init__()
        self.fc1 = nn.Linear(config.hidden_size, config.intermediate_size)
        self.fc2 = nn.Linear(config.intermediate_size, config.hidden_size)
        self.act = get_act_fn(config.hidden_act)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(self.act(self.fc1(x)))


class EncoderLayer(nn.Module):
    def __init__(self, config: VisionEncoderConfig, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.norm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.mlp = EncoderMLP(config)
        self.ls = nn.Parameter(torch.full((config.hidden_size,), config.layerscale_init))
        self.dump = config.dump_activations

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        out = hidden_states + self.ls * self.mlp(self.norm(hidden_states))
        if self.dump:
            dump_activation(f"encoder_layer_{self.layer_idx}", out)
        return out


def num_params(module: nn.Module) -> int:
    return sum(functools.reduce(operator.mul, p.shape, 1) for p in module.parameters())
