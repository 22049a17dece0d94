import torch

from .mamba2_metadata import Mamba2Metadata
from .mixer import Mamba2MixerLite, MambaStateCache

HIDDEN_SIZE = 4
D_STATE = 2
CONV_WIDTH = 3
CHUNK_SIZE = 4

state_cache = MambaStateCache(max_reqs=4, d_inner=2 * HIDDEN_SIZE, d_state=D_STATE, conv_width=CONV_WIDTH)
mixer = Mamba2MixerLite(HIDDEN_SIZE, D_STATE, CONV_WIDTH, state_cache)


@torch.compile(fullgraph=True)
def forward_extend(
    hidden_states: torch.Tensor,
    query_start_loc: torch.Tensor,
    context_lens: torch.Tensor,
    state_indices: torch.Tensor,
) -> torch.Tensor:
    metadata = Mamba2Metadata.build(query_start_loc, context_lens, state_indices, CHUNK_SIZE)
    return hidden_states + mixer(hidden_states, metadata)
