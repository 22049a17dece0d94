import torch

from .layers import GemmaMLP

_mlp = GemmaMLP(hidden_size=8, intermediate_size=16)


@torch.compile(fullgraph=True, dynamic=False)
def mlp_forward(hidden_states: torch.Tensor) -> torch.Tensor:
    return _mlp(hidden_states)
