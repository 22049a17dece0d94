"""Neighbourhood construction for point clouds."""
from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class RadiusGraphConfig:
    cutoff: float = 1.5
    loop: bool = False
    max_num_neighbors: int = 32


def pairwise_sq_dist(pos: torch.Tensor) -> torch.Tensor:
    diff = pos.unsqueeze(1) - pos.unsqueeze(0)
    return (diff * diff).sum(-1)


def radius_graph(pos: torch.Tensor, cfg: RadiusGraphConfig) -> torch.Tensor:
    """Return a [2, E] edge_index of all pairs closer than ``cfg.cutoff``."""
    dist2 = pairwise_sq_dist(pos)
    mask = dist2 < cfg.cutoff * cfg.cutoff
    if not cfg.loop:
        eye = torch.eye(pos.size(0), dtype=torch.bool, device=pos.device)
        mask = mask & ~eye
    pairs = torch.nonzero(mask, as_tuple=False)
    return pairs.t().contiguous()


class RadiusGraph:
    def __init__(self, cfg: RadiusGraphConfig | None = None):
        self.cfg = cfg or RadiusGraphConfig()

    def __call__(self, pos: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        edge_index = radius_graph(pos, self.cfg)
        src, dst = edge_index[0], edge_index[1]
        edge_vec = pos[dst] - pos[src]
        return edge_index, edge_vec
