"""Input validation for user-supplied graphs (requests come from untrusted clients)."""
import torch


class GraphValidationError(ValueError):
    pass


@torch.compiler.disable
def validate_edge_index(edge_index: torch.Tensor, num_nodes: int) -> None:
    # eager-only: .item()/python control flow on tensor data
    if edge_index.dim() != 2 or edge_index.size(0) != 2:
        raise GraphValidationError(f"edge_index must be [2, E], got {tuple(edge_index.shape)}")
    if edge_index.numel() and int(edge_index.max()) >= num_nodes:
        raise GraphValidationError("edge_index references a node out of range")
    if edge_index.numel() and int(edge_index.min()) < 0:
        raise GraphValidationError("negative node index in edge_index")
