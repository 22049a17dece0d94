import logging

import torch

logger = logging.getLogger(__name__)


class AttentionBackend:
    """Base class of attention backends."""

    def init_forward_metadata(self, batch_size: int) -> None:
        self.batch_size = batch_size

    def forward_decode(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, layer) -> torch.Tensor:
        logger.warning("%s has no decode kernel; using the reference path", type(self).__name__)
        scores = torch.einsum("bhd,bhd->bh", q, k) * layer.scaling
        return torch.softmax(scores, dim=-1).unsqueeze(-1) * v

    def forward_extend(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, layer) -> torch.Tensor:
        raise NotImplementedError()
