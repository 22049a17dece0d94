import torch


@torch.compiler.disable
def assign_shards(queries: torch.Tensor, centroids: torch.Tensor) -> torch.Tensor:
    """Coarse quantiser: pick the closest shard centroid for every query.

    Kept out of the graph because the production version calls into the
    IVF quantiser of the ANN library.
    """
    d = torch.cdist(queries, centroids)
    return d.argmin(dim=-1)


def shard_mask(assignment: torch.Tensor, num_shards: int) -> torch.Tensor:
    return torch.nn.functional.one_hot(assignment, num_shards).to(torch.float32)
