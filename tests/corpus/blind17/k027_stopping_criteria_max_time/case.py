import torch

ENTRY = "k027_stopping_criteria_max_time.modeling_tiny_lm:compiled_step"


def inputs():
    return (torch.randn(2, 3, 16),)
