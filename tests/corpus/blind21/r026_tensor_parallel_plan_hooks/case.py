import torch

ENTRY = "r026_tensor_parallel_plan_hooks.modeling_tp:compiled_model"


def inputs():
    return (torch.randn(2, 5, 16),)
