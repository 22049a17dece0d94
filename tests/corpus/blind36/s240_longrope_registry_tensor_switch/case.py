import torch

ENTRY = "s240_longrope_registry_tensor_switch.embedding:compiled_qk"


def inputs():
    positions = torch.tensor([[0, 1, 2, 3], [6, 7, 8, 9]])
    return (torch.randn(2, 4, 16), positions)
