import torch

ENTRY = "s465_alibi_bias_custom_op.attention:alibi_attention_forward"


def inputs():
    attention_mask = torch.tensor([[0, 0, 1, 1, 1], [1, 1, 1, 1, 1]])
    query = torch.randn(2, 5, 48)
    key = torch.randn(2, 5, 48)
    value = torch.randn(2, 5, 48)
    return (query, key, value, attention_mask)
