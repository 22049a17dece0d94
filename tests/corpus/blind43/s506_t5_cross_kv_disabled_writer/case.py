import torch

ENTRY = "s506_t5_cross_kv_disabled_writer.model:compiled"


def inputs():
    hidden_states = torch.randn(2, 1, 16)
    encoder_hidden_states = torch.randn(2, 5, 16)
    slot_mapping = torch.arange(10)
    return (hidden_states, encoder_hidden_states, slot_mapping)
