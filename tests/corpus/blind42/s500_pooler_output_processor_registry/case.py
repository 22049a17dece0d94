import torch

ENTRY = "s500_pooler_output_processor_registry.output:step"


def inputs():
    return (torch.randn(3, 8),)
