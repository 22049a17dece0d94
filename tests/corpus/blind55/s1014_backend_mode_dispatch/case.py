import torch

from s1014_backend_mode_dispatch.model_runner import ModelRunner

ENTRY = "s1014_backend_mode_dispatch.model_runner:ModelRunner.forward_decode"


def inputs():
    return (ModelRunner(), torch.randn(4, 8))
