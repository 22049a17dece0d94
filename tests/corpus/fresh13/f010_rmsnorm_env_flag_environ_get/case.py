import torch

ENTRY = "f010_rmsnorm_env_flag_environ_get.layernorm:compiled_norm"


def inputs():
    return (torch.randn(3, 16), torch.randn(3, 16))
