import functools
import logging

from torch import nn
from torch.utils.checkpoint import checkpoint

logger = logging.getLogger(__name__)


class GradientCheckpointingLayer(nn.Module):
    """A layer that recomputes its activations in backward once checkpointing is enabled."""

    gradient_checkpointing = False

    def __call__(self, *args, **kwargs):
        if self.gradient_checkpointing and self.training:
            if kwargs.get("use_cache", False):
                logger.warning(
                    "`use_cache=True` is incompatible with gradient checkpointing. Setting `use_cache=False`."
                )
                kwargs["use_cache"] = False
            return self._gradient_checkpointing_func(functools.partial(super().__call__, **kwargs), *args)
        return super().__call__(*args, **kwargs)


class PreTrainedModel(nn.Module):
    supports_gradient_checkpointing = True

    def __init__(self, config):
        super().__init__()
        self.config = config

    @property
    def is_gradient_checkpointing(self) -> bool:
        return any(getattr(m, "gradient_checkpointing", False) for m in self.modules())

    def gradient_checkpointing_enable(self, gradient_checkpointing_kwargs=None):
        if not self.supports_gradient_checkpointing:
            raise ValueError(f"{self.__class__.__name__} does not support gradient checkpointing.")
        if gradient_checkpointing_kwargs is None:
            gradient_checkpointing_kwargs = {"use_reentrant": True}
        gradient_checkpointing_func = functools.partial(checkpoint, **gradient_checkpointing_kwargs)
        for module in self.modules():
            if isinstance(module, GradientCheckpointingLayer):
                module._gradient_checkpointing_func = gradient_checkpointing_func
                module.gradient_checkpointing = True
