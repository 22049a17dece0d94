import torch

ENTRY = "s236_mrope_position_rebuild_any.mrope:compiled_embed"


def inputs():
    return (torch.tensor([[1, 7, 7, 7, 7, 3]]),)
