import torch

ENTRY = "m029_config_defaults_init_time.modeling_tiny_falcon:compiled_block"


def inputs():
    hidden_states = torch.randn(2, 5, 48)
    return (hidden_states,)
