import functools
import logging

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

logger = logging.getLogger(__name__)


@functools.lru_cache(None)
def _warn_once(message):
    logger.warning(message)


class GradientCheckpointingLayer(nn.Module):
    """Base class for layers that may be recomputed in the backward pass.

    Subclasses implement `forward`; `__call__` routes through
    `self._gradient_checkpointing_func` when checkpointing is enabled.
    """

    gradient_checkpointing = False

    def __call__(self, *args, **kwargs):
        if self.gradient_checkpointing and self.training:
            do_warn = False
            if kwargs.get("use_cache", False):
                kwargs["use_cache"] = False
                do_warn = True
            if do_warn and not torch.compiler.is_compiling():
                _warn_once(
                    f"{type(self).__name__}: `use_cache=True` is incompatible with gradient checkpointing; "
                    "setting `use_cache=False`."
                )
            return self._gradient_checkpointing_func(functools.partial(super().__call__, **kwargs), *args)
        return super().__call__(*args, **kwargs)


class GradientCheckpointingMixin:
    """Mixed into the top-level model to toggle checkpointing on all eligible layers."""

    supports_gradient_checkpointing = True

    def gradient_checkpointing_enable(self, gradient_checkpointing_kwargs=None):
        if not self.supports_gradient_checkpointing:
            raise ValueError(f"{type(self).__name__} does not support gradient checkpointing")
        kwargs = {"use_reentrant": False}
        kwargs.update(gradient_checkpointing_kwargs or {})
        ckpt_func = functools.partial(checkpoint, **kwargs)
        for module in self.modules():
            if isinstance(module, GradientCheckpointingLayer):
                module.gradient_checkpointing = True
                module._gradient_checkpointing_func = ckpt_func
        return self

    @property
    def is_gradient_checkpointing(self):
        return any(getattr(m, "gradient_checkpointing", False) for m in self.modules())
