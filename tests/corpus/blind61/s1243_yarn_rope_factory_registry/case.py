import torch

ENTRY = "s1243_yarn_rope_factory_registry.qwen2:compiled_model"


def inputs():
    return (torch.arange(6), torch.randn(6, 32))
