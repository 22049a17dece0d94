import torch

from s923_dp_gathered_token_padding.dp_attention import DPAttentionLayer

ENTRY = "s923_dp_gathered_token_padding.dp_attention:DPAttentionLayer.forward"

_layer = DPAttentionLayer(hidden_size=8, max_tokens_per_rank=6)


def inputs():
    return (_layer, torch.randn(4, 8), torch.tensor([4], dtype=torch.int32))
