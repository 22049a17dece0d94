import torch

from s306_varlen_initial_state_count.layer import GatedDeltaMixer

ENTRY = "s306_varlen_initial_state_count.layer:GatedDeltaMixer.forward_batch"

_LAYER = GatedDeltaMixer(d_model=8, d_key=4)


def inputs():
    x = torch.randn(3, 8)
    state = torch.randn(3, 4, 8)
    has_initial_state = torch.tensor([True, False, True])
    return (_LAYER, x, state, has_initial_state)
