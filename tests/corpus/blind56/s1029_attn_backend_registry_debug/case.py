import torch

from s1029_attn_backend_registry_debug.model_runner import ModelRunner

ENTRY = "s1029_attn_backend_registry_debug.model_runner:ModelRunner.forward_extend"


def inputs():
    return (ModelRunner(), torch.randn(1, 4, 16))
