import torch

from s947_opaque_reshape_and_cache_op.runner import ModelConfig, ModelRunner

ENTRY = "s947_opaque_reshape_and_cache_op.runner:ModelRunner.execute_model"


def inputs():
    return (ModelRunner(ModelConfig()), torch.randn(4, 8), torch.tensor([0, 1, 5, -1]))
