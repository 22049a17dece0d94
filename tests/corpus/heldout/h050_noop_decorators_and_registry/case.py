import torch

ENTRY = "h050_noop_decorators_and_registry.models:model_compiled"


def inputs():
    return (torch.tensor([[1, 2, 3]]),)
