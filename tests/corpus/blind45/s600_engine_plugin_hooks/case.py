import torch

ENTRY = "s600_engine_plugin_hooks.engine:engine.compiled_model"


def inputs():
    return (torch.randn(4, 8),)
