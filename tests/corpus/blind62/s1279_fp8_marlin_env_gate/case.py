import torch

ENTRY = "s1279_fp8_marlin_env_gate.model:compiled"


def inputs():
    return (torch.randn(6, 24),)
