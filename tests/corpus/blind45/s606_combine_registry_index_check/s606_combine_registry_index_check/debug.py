import torch


@torch.compiler.disable
def validate_unpermute_indices(sorted_idx: torch.Tensor, num_rows: int) -> None:
    """Cheap sanity check that the un-permutation map is a permutation of [0, num_rows)."""
    if sorted_idx.numel() != num_rows:
        raise ValueError(f"expected {num_rows} indices, got {sorted_idx.numel()}")
    seen = torch.zeros(num_rows, dtype=torch.bool, device=sorted_idx.device)
    seen[sorted_idx] = True
    if not bool(seen.all()):
        missing = (~seen).nonzero().flatten().tolist()
        raise ValueError(f"un-permutation map misses rows {missing[:8]}")
