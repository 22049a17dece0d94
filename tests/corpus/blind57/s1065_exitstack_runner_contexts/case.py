import torch

from s1065_exitstack_runner_contexts.model_runner import ModelRunner

ENTRY = "s1065_exitstack_runner_contexts.model_runner:ModelRunner.forward"


def inputs():
    return (ModelRunner(), torch.randn(4, 8))
