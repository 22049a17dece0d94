import functools
import logging

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

from .modeling_layers import GradientCheckpointingLayer

logger = logging.getLogger(__name__)


class ModuleUtilsMixin:
    @property
    def device(self) -> torch.device:
        return next(self.parameters()).device

    @property
    def dtype(self) -> torch.dtype:
        return next(self.parameters()).dtype

    def num_parameters(self, only_trainable: bool = False) -> int:
        return sum(p.numel() for p in self.parameters() if p.requires_grad or not only_trainable)


class PreTrainedModel(nn.Module, ModuleUtilsMixin):
    supports_gradient_checkpointing = False
    _no_split_modules = []

    def __init__(self, config):
        super().__init__()
        self.config = config

    def post_init(self):
        self.apply(self._init_weights)
        logger.info("initialised %s with %d parameters", type(self).__name__, self.num_parameters())

    def _init_weights(self, module):
        std = getattr(self.config, "initializer_range", 0.02)
        if isinstance(module, nn.Linear):
            module.weight.data.normal_(mean=0.0, std=std)
            if module.bias is not None:
                module.bias.data.zero_()

    @property
    def is_gradient_checkpointing(self) -> bool:
        return any(getattr(m, "gradient_checkpointing", False) for m in self.modules())

    def gradient_checkpointing_enable(self, gradient_checkpointing_kwargs=None):
        if not self.supports_gradient_checkpointing:
            raise ValueError(f"{self.__class__.__name__} does not support gradient checkpointing.")
        if gradient_checkpointing_kwargs is None:
            gradient_checkpointing_kwargs = {"use_reentrant": True}
        gradient_checkpointing_func = functools.partial(checkpoint, **gradient_checkpointing_kwargs)
        self._set_gradient_checkpointing(enable=True, gradient_checkpointing_func=gradient_checkpointing_func)

    def gradient_checkpointing_disable(self):
        if self.supports_gradient_checkpointing:
            self._set_gradient_checkpointing(enable=False)

    def _set_gradient_checkpointing(self, enable: bool = True, gradient_checkpointing_func=checkpoint):
        for module in self.modules():
            if isinstance(module, GradientCheckpointingLayer):
                module._gradient_checkpointing_func = gradient_checkpointing_func
                module.gradient_checkpointing = enable
