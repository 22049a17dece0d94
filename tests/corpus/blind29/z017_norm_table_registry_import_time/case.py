import torch

ENTRY = "z017_norm_table_registry_import_time.model:compiled_backbone"


def inputs():
    return (torch.rand(2, 3, 10, 14),)
