import torch

ENTRY = "m032_layerwise_quant_rules.model:compiled_stack"


def inputs():
    return (torch.randn(4, 8),)
