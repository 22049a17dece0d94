import torch

ENTRY = "q032_layer_skip_schedule_copy.model:draft_model"


def inputs():
    return (torch.randn(4, 8),)
