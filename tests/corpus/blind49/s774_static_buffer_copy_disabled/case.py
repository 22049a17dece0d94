import torch

ENTRY = "s774_static_buffer_copy_disabled.model_runner:execute_model"


def inputs():
    return (torch.tensor([3, 11, 7, 2, 9]), torch.arange(5))
