import torch

from s504_bart_encoder_output_reuse.attention import BartAttentionConfig, BartCrossAttention

ENTRY = "s504_bart_encoder_output_reuse.attention:BartCrossAttention.forward"


def inputs():
    layer = BartCrossAttention(BartAttentionConfig())
    hidden_states = torch.randn(2, 1, 16)
    encoder_hidden_states = torch.randn(2, 7, 16)
    encoder_attention_mask = torch.ones(2, 7, dtype=torch.long)
    return (layer, hidden_states, encoder_hidden_states, encoder_attention_mask)
