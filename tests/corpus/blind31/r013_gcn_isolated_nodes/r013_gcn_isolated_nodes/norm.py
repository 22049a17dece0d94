"""Symmetric degree normalisation (Kipf & Welling)."""
import torch


def add_self_loops(edge_index: torch.Tensor, num_nodes: int) -> torch.Tensor:
    loop = torch.arange(num_nodes, device=edge_index.device)
    return torch.cat([edge_index, torch.stack([loop, loop])], dim=1)


def degree(index: torch.Tensor, num_nodes: int, dtype=torch.float32) -> torch.Tensor:
    out = torch.zeros(num_nodes, dtype=dtype, device=index.device)
    return out.scatter_add_(0, index, torch.ones_like(index, dtype=dtype))


def gcn_norm(edge_index: torch.Tensor, num_nodes: int, improved: bool = False,
             add_loops: bool = True) -> tuple[torch.Tensor, torch.Tensor]:
    if add_loops:
        edge_index = add_self_loops(edge_index, num_nodes)
    src, dst = edge_index
    deg = degree(dst, num_nodes)
    if improved:
        deg = deg + 1.0
    if (deg == 0).any():
        # isolated nodes would produce inf; keep them at zero weight
        deg = deg.masked_fill(deg == 0, float("inf"))
    deg_inv_sqrt = deg.pow(-0.5)
    weight = deg_inv_sqrt[src] * deg_inv_sqrt[dst]
    return edge_index, weight
