import torch

ENTRY = "h062_rope_scaling_json_env.rope:rotary_fn"


def inputs():
    return (torch.randn(4, 8), torch.arange(4))
