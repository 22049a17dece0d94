"""Base class with the library's gradient-checkpointing switch."""
import functools
import warnings
from typing import Optional

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint


class GradientCheckpointingLayer(nn.Module):
    """A layer whose __call__ is routed through checkpoint() when enabled."""

    gradient_checkpointing = False
    _gradient_checkpointing_func = None

    def __call__(self, *args, **kwargs):
        if self.gradient_checkpointing and self.training:
            if kwargs.get("use_cache", False):
                warnings.warn("`use_cache=True` is incompatible with gradient checkpointing; disabling it.")
                kwargs["use_cache"] = False
            return self._gradient_checkpointing_func(functools.partial(super().__call__, **kwargs), *args)
        return super().__call__(*args, **kwargs)


class CheckpointableModel(nn.Module):
    supports_gradient_checkpointing = True

    def gradient_checkpointing_enable(self, gradient_checkpointing_kwargs: Optional[dict] = None):
        if not self.supports_gradient_checkpointing:
            raise ValueError(f"{type(self).__name__} does not support gradient checkpointing.")
        if gradient_checkpointing_kwargs is None:
            gradient_checkpointing_kwargs = {"use_reentrant": True}
        ckpt_fn = functools.partial(checkpoint, **gradient_checkpointing_kwargs)
        for module in self.modules():
            if isinstance(module, GradientCheckpointingLayer):
                module.gradient_checkpointing = True
                module._gradient_checkpointing_func = ckpt_fn
        if gradient_checkpointing_kwargs.get("use_reentrant", True):
            self.enable_input_require_grads()

    def enable_input_require_grads(self):
        def make_inputs_require_grads(module, inputs, output):
            output.requires_grad_(True)

        self._require_grads_hook = self.get_input_embeddings().register_forward_hook(make_inputs_require_grads)

    def get_input_embeddings(self) -> nn.Module:
        raise NotImplementedError
