import torch

from s1097_group_quant_block_heuristics.quant_layer import build_layer

ENTRY = "s1097_group_quant_block_heuristics.quant_layer:PerTokenGroupQuantLinear.forward"


def inputs():
    return (build_layer(), torch.randn(2, 3, 16))
