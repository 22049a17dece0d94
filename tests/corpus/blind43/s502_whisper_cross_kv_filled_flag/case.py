import torch

ENTRY = "s502_whisper_cross_kv_filled_flag.runner:decode"


def inputs():
    input_ids = torch.tensor([[50], [50]])
    positions = torch.tensor([[3], [3]])
    encoder_hidden_states = torch.randn(2, 10, 16)
    return (input_ids, positions, encoder_hidden_states)
