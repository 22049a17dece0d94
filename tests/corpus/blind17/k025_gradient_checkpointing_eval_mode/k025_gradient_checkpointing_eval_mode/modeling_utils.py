"""Base classes shared by all mini models."""
from functools import partial

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

from .hub_logging import get_logger

logger = get_logger(__name__)


class GradientCheckpointingLayer(nn.Module):
    """Layer whose ``__call__`` routes through activation checkpointing when enabled and training."""

    gradient_checkpointing = False

    def __call__(self, *args, **kwargs):
        if self.gradient_checkpointing and self.training:
            do_warn = False
            layer_name = self.__class__.__name__
            message = f"Caching is incompatible with gradient checkpointing in {layer_name}. Setting"
            if kwargs.get("use_cache", False):
                kwargs["use_cache"] = False
                message += " `use_cache=False`"
                do_warn = True
            if do_warn:
                message += "."
                logger.warning_once(message)
            return self._gradient_checkpointing_func(partial(super().__call__, **kwargs), *args)
        return super().__call__(*args, **kwargs)


class PreTrainedModel(nn.Module):
    supports_gradient_checkpointing = False
    config_class = None

    def __init__(self, config):
        super().__init__()
        self.config = config

    @property
    def is_gradient_checkpointing(self):
        return any(getattr(m, "gradient_checkpointing", False) for m in self.modules())

    def gradient_checkpointing_enable(self, gradient_checkpointing_kwargs=None):
        if not self.supports_gradient_checkpointing:
            raise ValueError(f"{self.__class__.__name__} does not support gradient checkpointing.")
        if gradient_checkpointing_kwargs is None:
            gradient_checkpointing_kwargs = {"use_reentrant": True}
        gradient_checkpointing_func = partial(checkpoint, **gradient_checkpointing_kwargs)
        self._set_gradient_checkpointing(enable=True, gradient_checkpointing_func=gradient_checkpointing_func)
        if getattr(self, "_hf_peft_config_loaded", False):
            self.enable_input_require_grads()

    def _set_gradient_checkpointing(self, enable=True, gradient_checkpointing_func=checkpoint):
        for module in self.modules():
            if hasattr(module, "gradient_checkpointing"):
                module._gradient_checkpointing_func = gradient_checkpointing_func
                module.gradient_checkpointing = enable
        if not enable:
            logger.warning_once("Gradient checkpointing disabled.")

    def post_init(self):
        for module in self.modules():
            if isinstance(module, nn.Linear):
                nn.init.normal_(module.weight, std=getattr(self.config, "initializer_range", 0.02))
                if module.bias is not None:
                    nn.init.zeros_(module.bias)
