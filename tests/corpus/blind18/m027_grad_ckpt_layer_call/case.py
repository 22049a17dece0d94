import torch

ENTRY = "m027_grad_ckpt_layer_call.modeling_tiny_qwen:compiled_model"


def inputs():
    hidden_states = torch.randn(2, 6, 32)
    return (hidden_states,)
