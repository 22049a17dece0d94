import torch

from .layers import GGUFMLP

_mlp = GGUFMLP()


@torch.compile(fullgraph=True, dynamic=False)
def gguf_mlp_forward(hidden_states: torch.Tensor) -> torch.Tensor:
    return hidden_states + _mlp(hidden_states)
