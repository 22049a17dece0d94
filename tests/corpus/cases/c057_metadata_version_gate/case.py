import torch

ENTRY = "c057_metadata_version_gate.compat:compiled_fn"


def inputs():
    return (torch.randn(4, 8),)
