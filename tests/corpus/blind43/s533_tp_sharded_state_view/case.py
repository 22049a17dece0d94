import torch

ENTRY = "s533_tp_sharded_state_view.entry:sharded_mlp_forward"


def inputs():
    return (torch.randn(4, 8),)
