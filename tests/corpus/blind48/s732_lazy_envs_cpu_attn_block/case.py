import torch

ENTRY = "s732_lazy_envs_cpu_attn_block.layers.cpu_attention:compiled_attn"


def inputs():
    return (torch.randn(4, 8),)
