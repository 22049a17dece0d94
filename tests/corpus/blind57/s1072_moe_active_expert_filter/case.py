import torch

from s1072_moe_active_expert_filter.layers import MoEDecoderLayer

ENTRY = "s1072_moe_active_expert_filter.layers:MoEDecoderLayer.forward"

_layer = MoEDecoderLayer()


def inputs():
    return (_layer, torch.randn(4, 8))
