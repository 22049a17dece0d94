import torch

ENTRY = "t011_slot_mapping_builder.layer:compiled_layer"


def inputs():
    return (torch.randn(6, 8), torch.tensor([4, 0, 2], dtype=torch.int64))
