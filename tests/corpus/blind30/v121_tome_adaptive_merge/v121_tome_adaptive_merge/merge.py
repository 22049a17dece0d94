import math

import torch
import torch.nn.functional as F

from .config import MergeConfig


def _split_bipartite(x: torch.Tensor):
    a = x[:, ::2, :]
    b = x[:, 1::2, :]
    return a, b


def _match_scores(metric: torch.Tensor, protect_cls: bool):
    metric = F.normalize(metric, dim=-1)
    a, b = _split_bipartite(metric)
    scores = a @ b.transpose(-1, -2)
    if protect_cls:
        scores[:, 0, :] = -math.inf
    node_max, node_idx = scores.max(dim=-1)
    return node_max, node_idx


def adaptive_merge_count(node_max: torch.Tensor, cfg: MergeConfig) -> int:
    """How many tokens to merge this layer: all pairs above the threshold,
    capped by max_merge_ratio of the source set."""
    cap = int(node_max.shape[-1] * cfg.max_merge_ratio)
    above = (node_max > cfg.sim_threshold).sum(dim=-1).min()
    return min(cap, int(above.item()))


def bipartite_soft_matching(x: torch.Tensor, metric: torch.Tensor, cfg: MergeConfig) -> torch.Tensor:
    node_max, node_idx = _match_scores(metric, cfg.protect_cls)
    r = adaptive_merge_count(node_max, cfg)
    if r <= 0:
        return x
    edge_idx = node_max.argsort(dim=-1, descending=True)[..., None]
    unm_idx = edge_idx[..., r:, :]
    src_idx = edge_idx[..., :r, :]
    dst_idx = node_idx[..., None].gather(dim=-2, index=src_idx)

    src, dst = _split_bipartite(x)
    c = x.shape[-1]
    unm = src.gather(dim=-2, index=unm_idx.expand(-1, -1, c))
    src = src.gather(dim=-2, index=src_idx.expand(-1, -1, c))
    dst = dst.scatter_reduce(-2, dst_idx.expand(-1, -1, c), src, reduce="mean")
    return torch.cat([unm, dst], dim=1)
