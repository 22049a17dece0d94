import logging
from dataclasses import dataclass

import torch

logger = logging.getLogger(__name__)

_EPS = 1e-5


@dataclass(frozen=True)
class SamplerConfig:
    top_k: int = 8
    min_temperature: float = _EPS


DEFAULT_SAMPLER_CONFIG = SamplerConfig()


def log_batch_stats(logits: torch.Tensor, temperatures: torch.Tensor) -> None:
    if not torch.compiler.is_compiling():
        logger.info("sampling batch=%d vocab=%d", logits.shape[0], logits.shape[1])
