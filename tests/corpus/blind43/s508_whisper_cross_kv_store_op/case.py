import torch

ENTRY = "s508_whisper_cross_kv_store_op.prefill:cross_attention_prefill"


def inputs():
    decoder_hidden = torch.randn(3, 16)
    encoder_hidden_states = torch.randn(6, 16)
    slot_mapping = torch.tensor([4, 5, 6, 7, -1, -1])
    return (decoder_hidden, encoder_hidden_states, slot_mapping)
