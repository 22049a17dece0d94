import torch

ENTRY = "s415_rotary_custom_op_host_kernel.rope:compiled"


def inputs():
    positions = torch.arange(5)
    hidden_states = torch.randn(5, 8)
    return (positions, hidden_states)
