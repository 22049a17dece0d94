import torch

ENTRY = "s1012_config_alias_getattr.modeling_gemma:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
