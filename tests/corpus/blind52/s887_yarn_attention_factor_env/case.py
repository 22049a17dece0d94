import torch

ENTRY = "s887_yarn_attention_factor_env.qwen2_rotary:rope_cos_sin"


def inputs():
    x = torch.randn(1, 4, 6, 16)
    position_ids = torch.arange(6).unsqueeze(0)
    return (x, position_ids)
