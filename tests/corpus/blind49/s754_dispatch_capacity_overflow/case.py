import torch

from s754_dispatch_capacity_overflow import MoELayer, TransformerConfig

ENTRY = "s754_dispatch_capacity_overflow.moe_layer:MoELayer.forward"


def inputs():
    torch.manual_seed(0)
    layer = MoELayer(TransformerConfig())
    return (layer, torch.randn(6, 8))
