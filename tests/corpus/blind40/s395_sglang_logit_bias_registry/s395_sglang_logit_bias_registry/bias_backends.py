import logging
from typing import Callable, Dict, Type

import torch

logger = logging.getLogger(__name__)

_LOGIT_BIAS_BACKENDS: Dict[str, Type["LogitBiasBackend"]] = {}


def register_logit_bias_backend(name: str) -> Callable[[type], type]:
    def decorator(cls):
        _LOGIT_BIAS_BACKENDS[name] = cls
        return cls

    return decorator


def get_logit_bias_backend(name: str) -> Type["LogitBiasBackend"]:
    if name not in _LOGIT_BIAS_BACKENDS:
        raise ValueError(f"unknown logit bias backend {name!r}; choose from {sorted(_LOGIT_BIAS_BACKENDS)}")
    return _LOGIT_BIAS_BACKENDS[name]


class LogitBiasBackend:
    def __init__(self, vocab_size: int):
        self.vocab_size = vocab_size

    def apply(self, logits: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register_logit_bias_backend("dense")
class DenseLogitBias(LogitBiasBackend):
    def apply(self, logits: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
        return logits + bias[:, : logits.shape[-1]]


@register_logit_bias_backend("sparse")
class SparseLogitBias(LogitBiasBackend):
    """Per-request {token_id: bias} dicts applied on the host; used by the legacy HTTP path."""

    def apply(self, logits: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
        rows, cols = torch.nonzero(bias, as_tuple=True)
        for r, c in zip(rows.tolist(), cols.tolist()):
            logger.debug("bias token %d of request %d", c, r)
            logits[r, c] += bias[r, c]
        return logits
