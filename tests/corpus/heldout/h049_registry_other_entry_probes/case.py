import torch

ENTRY = "h049_registry_other_entry_probes.mlp:mlp_fn"


def inputs():
    return (torch.randn(3, 8),)
