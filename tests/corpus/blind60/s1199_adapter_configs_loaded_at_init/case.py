import torch

ENTRY = "s1199_adapter_configs_loaded_at_init.model_runner:forward"


def inputs():
    return (torch.randn(4, 8), torch.tensor([1, 3, 0, 2]))
