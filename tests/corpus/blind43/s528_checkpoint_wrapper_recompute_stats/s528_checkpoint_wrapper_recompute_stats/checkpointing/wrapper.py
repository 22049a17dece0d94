from typing import Callable, Type

import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint

from .stats import record_checkpointed_region


class CheckpointWrapper(nn.Module):
    def __init__(self, module: nn.Module, name: str, preserve_rng_state: bool = True):
        super().__init__()
        self._checkpoint_wrapped_module = module
        self._region_name = name
        self.preserve_rng_state = preserve_rng_state

    def _track(self, *args: torch.Tensor) -> None:
        if self.training:
            record_checkpointed_region(self._region_name, *args)

    def forward(self, *args: torch.Tensor) -> torch.Tensor:
        self._track(*args)
        return checkpoint(
            self._checkpoint_wrapped_module,
            *args,
            use_reentrant=False,
            preserve_rng_state=self.preserve_rng_state,
        )


def apply_activation_checkpointing(
    model: nn.Module, check_fn: Callable[[nn.Module], bool], wrapper_cls: Type[nn.Module] = CheckpointWrapper
) -> nn.Module:
    for name, child in list(model.named_children()):
        if check_fn(child):
            setattr(model, name, wrapper_cls(child, name=f"{type(model).__name__}.{name}"))
        else:
            apply_activation_checkpointing(child, check_fn, wrapper_cls)
    return model
