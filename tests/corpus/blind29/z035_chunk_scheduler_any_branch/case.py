import torch

ENTRY = "z035_chunk_scheduler_any_branch.engine:engine_step"


def inputs():
    return (torch.tensor([1, 9, 30, 1]),)
