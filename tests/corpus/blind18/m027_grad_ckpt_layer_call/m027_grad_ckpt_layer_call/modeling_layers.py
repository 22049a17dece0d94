import logging
from functools import partial

from torch import nn

logger = logging.getLogger(__name__)


class GradientCheckpointingLayer(nn.Module):
    """Decoder layer base: recomputes its forward in backward when checkpointing is switched on.

    ``PreTrainedModel.gradient_checkpointing_enable`` sets ``gradient_checkpointing`` and
    ``_gradient_checkpointing_func`` on every instance.
    """

    gradient_checkpointing = False

    def __call__(self, *args, **kwargs):
        if self.gradient_checkpointing and self.training:
            do_warn = False
            layer_name = self.__class__.__name__
            message = f"Caching is incompatible with gradient checkpointing in {layer_name}. Setting"

            if kwargs.get("use_cache", False):
                kwargs["use_cache"] = False
                message += " `use_cache=False`,"
                do_warn = True
            for name in ("past_key_value", "past_key_values", "layer_past"):
                if kwargs.get(name) is not None:
                    kwargs[name] = None
                    message += f" `{name}=None`,"
                    do_warn = True
            if do_warn:
                logger.warning(message.rstrip(",") + ".")
            return self._gradient_checkpointing_func(partial(super().__call__, **kwargs), *args)
        return super().__call__(*args, **kwargs)
