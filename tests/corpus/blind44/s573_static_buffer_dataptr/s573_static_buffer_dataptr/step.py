import torch

from .state import DECODE_STATE


@torch.compile(fullgraph=True)
def graphed_decode_step(hidden_states: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
    h, p = DECODE_STATE.buffers.load(hidden_states, positions)
    return DECODE_STATE.layer(h, p)
