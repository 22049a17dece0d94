from dataclasses import dataclass
from typing import Optional, Tuple

import torch
import torch.nn.functional as F

from .logging_utils import init_logger, warning_once

logger = init_logger(__name__)


@dataclass
class MatryoshkaConfig:
    full_dim: int = 8
    supported_dims: Tuple[int, ...] = (8, 4, 2)
    renormalize: bool = True


class MatryoshkaTruncation:
    def __init__(self, config: MatryoshkaConfig):
        self.config = config

    def resolve_dim(self, requested: Optional[int]) -> int:
        if requested is None or requested >= self.config.full_dim:
            return self.config.full_dim
        if requested in self.config.supported_dims:
            return requested
        # Fall back to the smallest trained width that still covers the request.
        fallback = min(d for d in self.config.supported_dims if d >= requested)
        warning_once(
            logger,
            f"dimensions={requested} is not a trained Matryoshka width "
            f"{self.config.supported_dims}; using {fallback}",
        )
        return fallback

    def __call__(self, embeddings: torch.Tensor, requested: Optional[int]) -> torch.Tensor:
        dim = self.resolve_dim(requested)
        out = embeddings[..., :dim]
        if self.config.renormalize:
            out = F.normalize(out, p=2, dim=-1)
        return out
