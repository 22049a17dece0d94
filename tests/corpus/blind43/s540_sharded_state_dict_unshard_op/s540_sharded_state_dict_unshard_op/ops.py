"""Host-side gather of interleaved tensor-parallel shards.

Checkpoints written by an N-way TP run store each rank's rows separately and
in device-mesh order, which need not be rank order.
"""
import torch


@torch.library.custom_op("blind43_s540::unshard_rows", mutates_args=())
def unshard_rows(shards: torch.Tensor, mesh_order: torch.Tensor) -> torch.Tensor:
    order = mesh_order.tolist()
    if sorted(order) != list(range(shards.shape[0])):
        raise ValueError(f"mesh order {order} is not a permutation of {shards.shape[0]} shards")
    return torch.cat([shards[rank] for rank in order], dim=0)


@unshard_rows.register_fake
def _(shards: torch.Tensor, mesh_order: torch.Tensor) -> torch.Tensor:
    tp, rows, cols = shards.shape
    return shards.new_empty(tp * rows, cols)
