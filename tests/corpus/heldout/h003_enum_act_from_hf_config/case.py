import torch

ENTRY = "h003_enum_act_from_hf_config.mlp:ffn_compiled"


def inputs():
    return (torch.randn(2, 3, 8),)
