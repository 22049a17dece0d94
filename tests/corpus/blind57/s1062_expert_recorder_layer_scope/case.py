import torch

ENTRY = "s1062_expert_recorder_layer_scope.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
