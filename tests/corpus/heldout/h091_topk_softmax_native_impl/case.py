import torch

ENTRY = "h091_topk_softmax_native_impl.router:router_compiled"


def inputs():
    return (torch.randn(6, 16),)
