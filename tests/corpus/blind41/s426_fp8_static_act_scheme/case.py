import torch

ENTRY = "s426_fp8_static_act_scheme.engine:engine.compiled_model"


def inputs():
    return (torch.randn(4, 8),)
