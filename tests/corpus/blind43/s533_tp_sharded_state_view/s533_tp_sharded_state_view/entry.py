import torch

from .layers import ShardedMLP
from .sharding import ShardSpec

_MLP = ShardedMLP(spec=ShardSpec(tp_rank=0, tp_size=2))


def _all_reduce(x: torch.Tensor) -> torch.Tensor:
    # single-process stand-in for tensor_model_parallel_all_reduce
    return x


@torch.compile(fullgraph=True)
def sharded_mlp_forward(hidden_states: torch.Tensor) -> torch.Tensor:
    return _all_reduce(_MLP(hidden_states))
