import torch

ENTRY = "s989_mask_mod_registry_chunk_warn.model:compiled_forward"


def inputs():
    return (torch.randn(6, 16), torch.arange(6))
