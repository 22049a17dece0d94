import torch

ENTRY = "s1019_envs_module_getattr.layernorm:fused_add_rms_norm"


def inputs():
    return (torch.randn(4, 8), torch.randn(4, 8), torch.ones(8))
