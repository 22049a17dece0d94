import torch

from s126_disabled_eviction_bookkeeping.layer import build_layer

ENTRY = "s126_disabled_eviction_bookkeeping.layer:forward_decode"


def inputs():
    torch.manual_seed(0)
    return (torch.randn(1, 2, 1, 8), torch.randn(1, 2, 8, 8), torch.randn(1, 2, 8, 8), torch.randn(1, 8))
