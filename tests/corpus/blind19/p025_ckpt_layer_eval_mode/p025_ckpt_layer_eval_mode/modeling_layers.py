"""Base layer that transparently re-routes its call through activation checkpointing."""
import logging
from functools import partial

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

logger = logging.getLogger(__name__)
_WARNED: set = set()


def warn_once(msg: str) -> None:
    if msg not in _WARNED:
        _WARNED.add(msg)
        logger.warning(msg)


class GradientCheckpointingLayer(nn.Module):
    gradient_checkpointing = False

    def __init__(self):
        super().__init__()
        self._gradient_checkpointing_func = partial(checkpoint, use_reentrant=True)

    def __call__(self, *args, **kwargs):
        if self.gradient_checkpointing and self.training:
            if kwargs.get("use_cache", False):
                warn_once("`use_cache=True` is incompatible with gradient checkpointing. Setting `use_cache=False`.")
                kwargs["use_cache"] = False
            if kwargs.get("output_attentions", False):
                warn_once("Attention maps are recomputed under gradient checkpointing and will not be returned.")
                kwargs["output_attentions"] = False
            return self._gradient_checkpointing_func(partial(super().__call__, **kwargs), *args)
        return super().__call__(*args, **kwargs)
