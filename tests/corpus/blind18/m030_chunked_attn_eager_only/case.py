import torch

ENTRY = "m030_chunked_attn_eager_only.modeling_tiny_phimoe:compiled_model"


def inputs():
    hidden_states = torch.randn(1, 8, 32)
    return (hidden_states,)
