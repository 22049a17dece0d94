import torch

ENTRY = "m008_penalizer_orchestrator.sampler:compiled_sample"


def inputs():
    return (torch.randn(4, 16),)
