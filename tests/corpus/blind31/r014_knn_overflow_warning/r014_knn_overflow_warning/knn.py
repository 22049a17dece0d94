"""k-nearest-neighbour graph for small point clouds (dense topk)."""
import logging

import torch

logger = logging.getLogger(__name__)


def _effective_k(k: int, num_points: int, loop: bool) -> int:
    limit = num_points if loop else num_points - 1
    if k > limit:
        logger.warning("knn: k=%d exceeds available neighbours (%d); clamping", k, limit)
        return limit
    return k


def knn_graph(x: torch.Tensor, k: int, loop: bool = False) -> torch.Tensor:
    n = x.size(0)
    k = _effective_k(k, n, loop)
    dist = torch.cdist(x, x)
    if not loop:
        dist = dist + torch.eye(n, dtype=x.dtype, device=x.device) * 1e6
    nbr = dist.topk(k, dim=1, largest=False).indices  # [n, k]
    center = torch.arange(n, device=x.device).unsqueeze(1).expand(n, k)
    return torch.stack([nbr.reshape(-1), center.reshape(-1)])
