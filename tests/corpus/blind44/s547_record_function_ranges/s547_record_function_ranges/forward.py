import torch

from .ops import decode_layer

NUM_LAYERS = 2
HIDDEN = 8
_gen = torch.Generator().manual_seed(0)
W_QKV = [torch.randn(HIDDEN, 3 * HIDDEN, generator=_gen) * 0.2 for _ in range(NUM_LAYERS)]
W_O = [torch.randn(HIDDEN, HIDDEN, generator=_gen) * 0.2 for _ in range(NUM_LAYERS)]
NORM_W = [torch.ones(HIDDEN) for _ in range(NUM_LAYERS)]


@torch.compile(fullgraph=True, dynamic=False)
def run_decoder(hidden_states: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
    for i in range(NUM_LAYERS):
        hidden_states = decode_layer(hidden_states, positions, W_QKV[i], W_O[i], NORM_W[i], i)
    return hidden_states
