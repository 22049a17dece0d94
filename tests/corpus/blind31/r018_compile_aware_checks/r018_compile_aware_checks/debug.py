"""Sanity checks that are only worth running eagerly."""
import logging

import torch

logger = logging.getLogger(__name__)


def check_finite(name: str, t: torch.Tensor) -> None:
    if torch.compiler.is_compiling():
        return
    bad = int((~torch.isfinite(t)).sum().item())
    if bad:
        logger.error("%s has %d non-finite values", name, bad)
        raise FloatingPointError(name)


def check_edges(edge_index: torch.Tensor, num_nodes: int) -> None:
    if torch.compiler.is_compiling():
        return
    hi = edge_index.max().item()
    if hi >= num_nodes:
        raise IndexError(f"edge {hi} out of range for {num_nodes} nodes")
    logger.debug("edge_index ok: %d edges", edge_index.size(1))
