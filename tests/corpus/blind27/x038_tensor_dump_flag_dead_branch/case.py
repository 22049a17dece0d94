import torch

ENTRY = "x038_tensor_dump_flag_dead_branch.model:lm"


def inputs():
    return (torch.randint(0, 16, (2, 5)),)
