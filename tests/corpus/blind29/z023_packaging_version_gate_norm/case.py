import torch

from z023_packaging_version_gate_norm.model import build_model

ENTRY = "z023_packaging_version_gate_norm.model:compiled"


def inputs():
    return (torch.randn(3, 8),)
