import logging
from typing import Callable, Dict

import torch

from .config import DebugConfig

logger = logging.getLogger(__name__)

_DUMP_HOOKS: Dict[str, Callable[[str, torch.Tensor], None]] = {}


def register_dump_hook(mode: str):
    def decorator(fn):
        _DUMP_HOOKS[mode] = fn
        return fn

    return decorator


@register_dump_hook("none")
def _dump_nothing(name: str, tensor: torch.Tensor) -> None:
    return None


@register_dump_hook("stats")
def _dump_stats(name: str, tensor: torch.Tensor) -> None:
    t = tensor.detach().float()
    logger.info(
        "[tensor-dump] %s shape=%s mean=%.6f absmax=%.6f",
        name,
        tuple(t.shape),
        t.mean(),
        t.abs().amax(),
    )


@register_dump_hook("save")
def _dump_to_disk(name: str, tensor: torch.Tensor) -> None:
    torch.save(tensor.detach().cpu(), f"/tmp/tensor_dump_{name}.pt")


class TensorDumper:
    def __init__(self, config: DebugConfig):
        self.config = config
        self._hook = _DUMP_HOOKS[config.dump_mode]

    def maybe_dump(self, layer_id: int, name: str, tensor: torch.Tensor) -> None:
        if not self.config.should_dump(layer_id, name):
            return
        self._hook(f"layer{layer_id}.{name}", tensor)
