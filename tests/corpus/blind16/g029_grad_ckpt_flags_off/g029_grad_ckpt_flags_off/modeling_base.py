import functools
import logging
from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

logger = logging.getLogger(__name__)


@dataclass
class BaseModelOutputWithPast:
    last_hidden_state: torch.Tensor
    past_key_values: Optional[tuple] = None
    hidden_states: Optional[tuple] = None


class GradientCheckpointingLayer(nn.Module):
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

    def gradient_checkpointing_enable(self):
        ckpt = functools.partial(torch.utils.checkpoint.checkpoint, use_reentrant=False)
        for module in self.modules():
            if isinstance(module, GradientCheckpointingLayer):
                module.gradient_checkpointing = True
                module._gradient_checkpointing_func = ckpt

    def _validate_input_ids(self, input_ids):
        if self.config.trust_input_ids:
            return
        if (input_ids >= self.config.vocab_size).any() or (input_ids < 0).any():
            raise IndexError(f"input_ids out of range for a vocabulary of {self.config.vocab_size}")
