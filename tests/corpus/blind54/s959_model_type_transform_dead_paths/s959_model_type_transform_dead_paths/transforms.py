import functools
import logging
from typing import Callable, Dict

import torch

logger = logging.getLogger(__name__)

LogitsTransform = Callable[[torch.Tensor], torch.Tensor]


def identity(logits: torch.Tensor) -> torch.Tensor:
    return logits


def scale_logits(logits: torch.Tensor, *, scale: float) -> torch.Tensor:
    return logits * scale


def softcap_logits(logits: torch.Tensor, *, cap: float) -> torch.Tensor:
    if cap <= 0:
        logger.warning("ignoring non-positive softcap %s", cap)
        return logits
    return torch.tanh(logits / cap) * cap


def grok_logits(logits: torch.Tensor, *, multiplier: float, cap: float) -> torch.Tensor:
    logits = logits * multiplier
    if not torch.isfinite(logits).all():
        logger.warning("non-finite logits before softcap")
    return softcap_logits(logits, cap=cap)


def build_transform(config) -> LogitsTransform:
    model_type = config.model_type
    factories: Dict[str, Callable[[], LogitsTransform]] = {
        "gemma2": lambda: functools.partial(softcap_logits, cap=config.final_logit_softcapping),
        "grok1": lambda: functools.partial(
            grok_logits, multiplier=config.output_multiplier_scale, cap=config.final_logit_softcapping
        ),
        "cohere": lambda: functools.partial(scale_logits, scale=config.logit_scale),
    }
    factory = factories.get(model_type)
    if factory is None:
        return identity
    return factory()
