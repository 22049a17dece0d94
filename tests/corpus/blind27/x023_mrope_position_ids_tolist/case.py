import torch

ENTRY = "x023_mrope_position_ids_tolist.model:embed_step"


def inputs():
    return (torch.tensor([1, 2, 7, 7, 7, 7, 3, 4]),)
