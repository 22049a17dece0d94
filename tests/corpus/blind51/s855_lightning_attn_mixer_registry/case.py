import torch

ENTRY = "s855_lightning_attn_mixer_registry.model:compiled_model"


def inputs():
    return (torch.randn(1, 3, 8),)
