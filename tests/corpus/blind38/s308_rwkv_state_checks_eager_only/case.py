import torch

ENTRY = "s308_rwkv_state_checks_eager_only.engine:decode_step"


def inputs():
    return (torch.randn(2, 8), torch.zeros(2, 2, 4, 4), torch.zeros(2, 8))
