import torch

ENTRY = "s617_hybrid_schedule_regex_init.model:compiled_model"


def inputs():
    return (torch.randn(5, 8),)
