import torch

ENTRY = "p020_gptq_registry_env_flags.model:compiled_block"


def inputs():
    return (torch.randn(3, 16),)
